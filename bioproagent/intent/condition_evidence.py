"""What settles a condition (bioproagent.intent.conditions): a reply in the condition's own
words, measured values against its threshold, a decision that names a branch, an instrument's
state. Each reader answers True, False or None (not certain), and only a certain answer
decides a branch."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bioproagent.intent.instruments import find_instruments
from bioproagent.intent.section_instruments import default_registry

PRONOUN = r"(?:it|they|there|he|she|that|this|these)"
AUX = r"(?:['’]s|['’]re|is|are|was|were|has|have|had|did|does|do)"

_REPLY = re.compile(
    r"^\s*\(?(?:(?:well|ok|okay|note|update[^:\n]{0,40}|just\s+checked|yes|no|and)\s*[,:!–—-]?"
    rf"\s*)?(?P<subj>{PRONOUN}|(?:the|today['’]s|this)\s+[\w-]+)\s*(?P<aux>{AUX})"
    r"(?P<neg>n['’]t|\s+not)?\b(?P<rest>[^.;!?]*)",
    re.I,
)
"""A sentence of its own about the condition: 'It was sealed', 'They are in column 1'."""
_UNIT = r"(?:ng/µl|ng/ul|ng|µl|ul|ml|%|x\s*g|°c|nm)"
COMPARE = re.compile(
    r"(?P<cmp>above|over|more\s+than|greater\s+than|higher\s+than|exceeds?|at\s+least|>=|≥|>"
    rf"|under|below|less\s+than|lower\s+than|at\s+most|<=|≤|<)\s*(?P<num>\d+(?:\.\d+)?)"
    rf"\s*(?P<unit>{_UNIT})?|(?P<low>\d+(?:\.\d+)?)\s*(?P<lcmp><=|≤|<)\s*[a-z]",
    re.I,
)
_MEASURED = re.compile(
    rf"(?<![\w.:/-])(?P<num>\d+(?:\.\d+)?)(?![\d.:/])\s*(?P<unit>{_UNIT})?(?![\w/])", re.I
)
_ABOVE = ("above", "over", "morethan", "greaterthan", "higherthan", "exceeds", "exceed", ">")
DECISION = re.compile(
    r"\b(?P<verb>skip|no|don['’]t\s+(?:do|bother\s+with)|leave\s+out|do|go\s+with|use|run)"
    r"\s+(?:the\s+|a\s+)?(?P<word>[a-z][\w-]{2,})"
    r"|\b(?P<it>[a-z][\w-]{2,})\s+it\s+is\b"
    r"|\b(?:doing|going\s+with|go\s+for|using|running|on|take|taking|pick|picking|choose"
    r"|chose)\s+the\s+(?P<phrase>[\w °.-]{1,24}?)\s+"
    r"(?:option|one|version|route|lot|way)\b"
    r"|\b(?:so|then)\s+(?P<ahead>go\s+ahead|carry\s+on|proceed)\b",
    re.I,
)
_BUSY = (
    r"(?:busy|booked|down|tied\s+up|occupied|mid-run|out\s+of\s+action|in\s+bits|broken|in\s+use"
    r"|away|being\s+serviced|still\s+running|not\s+available|unavailable|offline)"
)
_FREE = r"(?:free|idle|available|back|fixed|back\s+up|up\s+and\s+running|running|working)"
NEGATED = re.compile(r"\b(?:no|not|non|skip|without|don['’]t)[\s-]+(?:\w+\s+){0,2}$", re.I)
_STOP = frozenset(
    [
        "the",
        "a",
        "an",
        "it",
        "its",
        "it's",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "has",
        "have",
        "had",
        "of",
        "to",
        "in",
        "on",
        "at",
        "for",
        "and",
        "or",
        "this",
        "that",
        "these",
        "those",
        "they",
        "there",
        "them",
        "if",
        "with",
        "from",
        "by",
        "as",
        "so",
        "still",
        "already",
        "yet",
        "then",
        "we",
        "we're",
        "you",
        "i",
        "i'll",
        "one",
        "ones",
        "any",
        "all",
    ]
)


@dataclass(frozen=True)
class Case:
    cond: str | None  # None: the branch that runs when no other does ('otherwise ...')
    act: str
    unless: bool = False


def words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9][\w.-]*[a-z0-9]|[a-z0-9]", text.lower())} - _STOP


def numeric(cond: str, evidence: str) -> bool | None:
    """The condition's comparisons against the values ``evidence`` measures: True or False
    when every value agrees, else None. The evidence must share a word or the unit."""
    tests = list(COMPARE.finditer(cond))
    if not tests:
        return None
    shared = words(re.sub(r"[\d.]+", " ", cond)) & words(evidence)
    verdicts: set[bool] = set()
    for t in tests:
        if t["low"]:
            limit, unit, above, strict = float(t["low"]), "", True, t["lcmp"] == "<"
        else:
            cmp = t["cmp"].lower().replace(" ", "")
            limit, unit = float(t["num"]), (t["unit"] or "").replace(" ", "").lower()
            above = cmp in _ABOVE or cmp in ("atleast", ">=", "≥")
            strict = cmp not in ("atleast", ">=", "≥", "atmost", "<=", "≤")
        if not unit and not shared:
            return None
        seen = [
            float(v["num"])
            for v in _MEASURED.finditer(evidence)
            if (v["unit"] or "").replace(" ", "").lower() == unit
        ]
        if not seen:
            return None
        for v in seen:
            verdicts.add(
                (v > limit if strict else v >= limit)
                if above
                else (v < limit if strict else v <= limit)
            )
    return verdicts.pop() if len(verdicts) == 1 else None


def predicate(cond: str) -> set[str]:
    """The words that say what the condition is about, after its verb ('the cells are in
    the 96-well plate' -> {96-well, plate}); the whole condition when it has no verb."""
    m = re.search(rf"\b{AUX}\b|['’]s\b|\b(?:came|looks?|reads?|carry|carries)\b", cond, re.I)
    return words(cond[m.end() :] if m else cond) or words(cond)


_YES_NO = re.compile(
    r"^\s*\(?(?:(?:answer|today|update|for\s+today['’]s\s+[\w-]+)[^:\n]{0,30}:\s*)?"
    r"(?P<word>yes|yep|yup|no|nope)\s*[,.!–—-]",
    re.I,
)


def reply(cond: str, sentence: str) -> bool | None:
    """A reply's answer to one condition: its polarity, when the reply says nothing but the
    condition's own words, or a bare 'yes' / 'no' ('Answer for today's batch: no, ...')."""
    bare = _YES_NO.match(sentence)
    if bare is not None:
        return bare["word"].lower() in ("yes", "yep", "yup")
    m = _REPLY.match(sentence)
    if m is None:
        return None
    pieces = [words(p) for p in re.split(r"\s[-–—]\s|,|\(", m["rest"])]
    said = words(cond)
    subject = m["subj"].lower().split()
    if len(subject) > 1 and subject[-1] not in said | {"one"}:
        return None  # 'The reader is free' answers only a condition about the reader
    if pieces[0] and not any(p & predicate(cond) for p in pieces):
        return None
    return not m["neg"]


def availability(cond: str, evidence: str, names: list[str]) -> bool | None:
    """'unless it's busy' / 'if it's free' about an instrument, against what ``evidence``
    says of that instrument ('STAR's free all morning', 'the HiG4 is still down')."""
    busy = re.search(rf"\b{_BUSY}\b", cond, re.I) is not None
    free = re.search(rf"\b{_FREE}\b", cond, re.I) is not None
    if busy == free:
        return None
    registry = default_registry()
    mentions = [m for m in find_instruments(evidence, registry) if m.text.lower() in names]
    at = mentions[0].start if mentions else -1
    if at < 0:
        low = evidence.lower()
        shared = [w for w in names if re.search(rf"\b{re.escape(w)}", low)]
        at = low.find(shared[0]) if shared else -1
    if at < 0:
        return None
    several = len(find_instruments(evidence, registry)) > 1
    state = _state(evidence[at:] if several else evidence)  # 'Service fixed the head'
    if state is None:
        return None
    return state == "busy" if busy else state == "free"


_COPULA = r"(?:['’]s|is|are|was|were|['’]re|has\s+been|have\s+been)"


def _state(text: str) -> str | None:
    """'busy' or 'free' from what a sentence says of an instrument: "STAR's free all
    morning", 'is still down', "isn't due back until next month", 'has the STAR booked'."""
    low = text.lower()
    negated_free = re.search(
        rf"{_COPULA}(?:n['’]t|\s+not)\s+(?:\w+\s+)?{_FREE}\b|\bnot\s+(?:yet\s+)?{_FREE}\b", low
    )
    busy = negated_free or re.search(
        rf"{_COPULA}\s+(?:still\s+|now\s+|currently\s+)?(?:\w+\s+)?{_BUSY}\b|\bbooked\b"
        r"|\btied\s+up\b|\bin\s+bits\b|\bout\s+of\s+action\b|\bwent\s+back\s+to\b",
        low,
    )
    free = re.search(
        rf"{_COPULA}\s+(?:now\s+|still\s+)?(?:\w+\s+)?{_FREE}\b|\b(?:fixed|repaired|switched\s+off)\b",
        low,
    )
    if bool(busy) == bool(free and not negated_free):
        return None
    return "busy" if busy else "free"


def _stem(word: str) -> str:
    return word[:5] if len(word) > 5 else word


def picked(cases: tuple[Case, ...], evidence: str) -> int | None:
    """The case a decision in ``evidence`` picks: 'so do the wait' (the case that waits),
    'so skip the dilution' (the case that does not dilute), 'the 1 h option'."""
    for m in DECISION.finditer(evidence):
        if m["ahead"]:
            return 0 if not cases[0].unless or len(cases) == 1 else None
        if m["phrase"]:
            phrase = m["phrase"].lower()
            hits = [k for k, c in enumerate(cases) if phrase in f"{c.cond or ''} {c.act}".lower()]
            if len(hits) == 1:
                return hits[0]
            continue
        word = _stem((m["word"] or m["it"] or "").lower())
        hits, negated = [], []
        for k, c in enumerate(cases):
            low = c.act.lower()
            at = [w.start() for w in re.finditer(r"[a-z][\w-]*", low) if _stem(w.group()) == word]
            if any(not NEGATED.search(low[:a]) for a in at):
                hits.append(k)
            elif at:
                negated.append(k)
        if len(hits) != 1:
            continue
        if (m["verb"] or "").lower().startswith(("skip", "no", "don", "leave")):
            others = [k for k in range(len(cases)) if k != hits[0]]
            return others[0] if len(others) == 1 else None
        return hits[0]
    return None
