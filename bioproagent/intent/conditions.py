"""Conditions the text settles itself: 'spin it first if it was frozen - it was', 'use the
STAR unless it's busy, otherwise the Fluent. (STAR's free.)', 'if the input is under 10 ng,
35 cycles, otherwise 28. Input is 50 ng', 'bright reporter -> 0.5 s; dim reporter -> 2 min.
This is the bright one', 'Plate sealed?\\n -> yes: peel it ...\\n -> no: ...'.

A plan is a fixed list of steps, so a branch runs only when the text says which way its
condition goes. :func:`settled_conditions` keeps the branch the text settles and leaves out the
condition, the other branches and the sentence that settled it; :func:`condition_notes` says
what was decided and why. A choice between branches (an 'otherwise', an 'else', a table of
cases, 'either ... or ...') that nothing settles stays in the text, and
:func:`unsettled_conditions` names it so the plan asks (a reading made during the run, a
courier not yet arrived). A condition with one branch and nothing that settles it is left as
written ('if needed', a troubleshooting tip).

Evidence, each used only when certain: a short reply in the condition's own words ('- it
did', 'which it was', 'They are in column 1', 'It was sealed'), measured values against the
condition's threshold (every value on the same side), the case a later sentence names ('today
= protein', 'It's the 96'), a decision ('so skip the dilution', 'we're doing the 1 h
option', 'TapeStation it is', 'so go ahead') and an instrument's state ('STAR's free all
morning', 'the HiG4 is still down'). A settling sentence is left out only when it asks for no
step of its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_ops import operation_of
from bioproagent.intent.condition_evidence import (
    AUX,
    COMPARE,
    DECISION,
    NEGATED,
    PRONOUN,
    Case,
    availability,
    numeric,
    picked,
    predicate,
    reply,
    words,
)
from bioproagent.intent.instruments import find_instruments
from bioproagent.intent.section_instruments import default_registry
from bioproagent.textutil import unwrapped

_IF = r"(?:only\s+if|if|unless|provided(?:\s+that)?)"
_ELSE = r"(?:otherwise|else|if\s+not|failing\s+that|in\s+(?:that|which)\s+case)"
_KEYWORD = re.compile(rf"(?<![\w'’-]){_IF}\b", re.I)
_COND = r"(?:[^,;:?()\n]|(?<=\d),(?=\d{3})|\([^()\n]*\))+?"
_LEAD = re.compile(
    rf"(?P<kw>{_IF})\s+(?P<cond>{_COND})(?:\s*(?:[;:]|,(?!\d{{3}}\b))\s*|\s+then\s+|\s+[-–—]+\s+)"
    r"(?P<act>.+)$",
    re.I | re.S,
)
"""'if it came out of the freezer, give it ...': the condition, then its branch."""
_NEXT_CASE = re.compile(
    rf"(?:\s*;\s*|\s*,\s*|\s+[-–—]+\s*|\s+)(?=(?P<word>{_ELSE}|if|unless)\b)", re.I
)
_ELSE_LEAD = re.compile(rf"^(?P<word>{_ELSE})\b[,:]?\s*(?P<act>.*)$", re.I | re.S)
_INLINE = re.compile(
    rf"(?:\s*[-–—(,]\s*|\s+)(?:(?:which|and|so|yes|no),?\s+)?(?P<subj>{PRONOUN})\s*"
    rf"(?P<aux>{AUX})(?P<neg>n['’]t|\s+not)?(?=\s*(?:[-–—),;.]|$|\s+(?:been|already|just|now"
    r"|still|today|yet|either)\b))",
    re.I,
)
"""A reply right after the condition: '- it did', ', which it was', '(they have', '- it hasn't'."""
_REPLY_AFTER = re.compile(
    rf"\s[-–—]+(?=\s*(?:(?:which|and|so|yes|no),?\s+)?{PRONOUN}\s*{AUX}(?:n['’]t|\s+not)?"
    r"(?:\s*(?:[-–—),;.]|$)|\s+(?:been|already|just|now|still|today|yet|either)\b))",
    re.I,
)
"""A reply after a branch: 'give it 1,000 x g first - it did, it's been at -80 °C since March'."""
_OUTLINE = re.compile(r"^\s*(?:[-•*]|\d{1,2}(?:\.\d{1,2})*[.)]?)?\s*$")
_VERB = re.compile(
    r"\s(?=(?:add|spin|seal|read|shake|incubate|transfer|mix|peel|store|wait|use|run|go|put|move"
    r"|take|dispense|pipette|give|leave|skip|keep|vortex|centrifuge|dilute|thaw|heat|cool|do)\b)",
    re.I,
)
_TABLE_ROW = re.compile(
    r"(?:^|(?<=[;:]))[ \t]*(?:[-•*][ \t]*)?(?P<label>[^\n→:;]{1,60}?)[ \t]*(?:→|->|=>)[ \t]*"
    r"(?P<act>[^\n;→]+)",
    re.M,
)
_ARROW_CASE = re.compile(
    r"^[ \t]*(?:→|->)[ \t]*(?P<label>yes|no)\b[ \t]*:?[ \t]*(?P<act>[^\n]*)", re.I | re.M
)


@dataclass(frozen=True)
class _Choice:
    start: int  # what the construct covers in the text
    end: int
    cases: tuple[Case, ...]
    inline: tuple[int, int] | None = None  # a reply inside the construct ('- it did')


def _flat(text: str) -> str:
    """``text`` with wrapped sentences on one line (same length): a line that ends inside a
    sentence goes on; a THEN / ELSE / otherwise line belongs to the IF above it."""
    out = list(unwrapped(text, text))
    for m in re.finditer(r"\n(?=[ \t]*(?:THEN|ELSE|OTHERWISE|then|else|otherwise)\b(?!:))", text):
        out[m.start()] = " "
    for m in re.finditer(
        r"(?<=[,()]|[a-z])[ \t]*\n(?=[ \t]?[a-z0-9(])(?![ \t]?\d{1,2}[.)]\s)", text
    ):
        out[m.end() - 1] = " "
    for m in re.finditer(
        r"\b(?:the|a|an|of|to|on|at|for|with|in|into|from|and|or|by)[ \t]*\n(?=\S)", text, re.I
    ):
        out[m.end() - 1] = " "
    for m in _POLITE_IF.finditer(text):  # 'before 3:30 if poss': a wish, no branch
        out[m.start() : m.end()] = " " * (m.end() - m.start())
    return "".join(out)


_POLITE_IF = re.compile(
    r"\b(?:if|when)\s+(?:at\s+all\s+)?(?:poss(?:ible)?|you\s+(?:can|could)|convenient"
    r"|feasible|that\s+works|time\s+permits)\b",
    re.I,
)
"""'if possible', 'if poss', 'if you can': politeness, not a condition of the run."""


def _sentences(flat: str) -> list[tuple[int, int]]:
    out, start = [], 0
    for m in re.finditer(
        r"(?<!\d)(?<!\s[A-Z])(?<!\be\.g)(?<!\bi\.e)[.!?](?=\s|$)|(?<=\d)[.!?](?=\s+[A-Z(]|\s*$)|\n",
        flat,
    ):
        if flat[start : m.end()].strip():
            out.append((start, m.end()))
        start = m.end()
    if flat[start:].strip():
        out.append((start, len(flat)))
    return out


def _steplike(label: str) -> bool:
    """Whether a table row's label is a step (an operation, an instrument, a volume) rather
    than a case ('yeast lysates', 'OD < 0.3', 'Thick foil')."""
    low = label.lower()
    if _VALUE.search(low) or operation_of(low) is not None:
        return True
    return any(m.instrument_id for m in find_instruments(label, default_registry()))


def _contentful(text: str) -> bool:
    """Whether a piece asks for something: an operation, a value or an instrument."""
    low = text.lower()
    if re.search(r"\d", low) or operation_of(low) is not None:
        return True
    return any(m.instrument_id for m in find_instruments(text, default_registry()))


def _runs(
    choice: _Choice, flat: str, later: list[tuple[int, int]], names: list[str]
) -> tuple[int | None, tuple[int, int] | None, str]:
    """(the index of the case that runs, or len(cases) for none; the settling sentence; why)."""
    cases = choice.cases
    conds = [k for k, c in enumerate(cases) if c.cond is not None]
    otherwise = next((k for k, c in enumerate(cases) if c.cond is None), None)

    def by_truth(k: int, truth: bool) -> int | None:
        if truth != cases[k].unless:
            return k
        if len(conds) == 1:
            return otherwise if otherwise is not None else len(cases)
        return None

    if choice.inline is not None and len(conds) == 1:
        answer = _INLINE.match(flat, *choice.inline)
        if answer is not None:
            why = flat[choice.inline[0] : choice.inline[1]].strip(" -–—,;(")
            return by_truth(conds[0], not answer["neg"]), None, why
    for a, b in later:
        sentence = flat[a:b]
        found: int | None = None
        for test in (numeric, reply):
            verdicts = {k: test(cases[k].cond or "", sentence) for k in conds}
            true = [k for k, v in verdicts.items() if v is True]
            if len(conds) == 1 and verdicts[conds[0]] is not None:
                found = by_truth(conds[0], bool(verdicts[conds[0]]))
            elif len(true) == 1:
                found = true[0]
            if found is not None:
                return found, (a, b), sentence.strip()
        states = {k: availability(cases[k].cond or "", sentence, names) for k in conds}
        if len(conds) == 1 and states[conds[0]] is not None:
            return by_truth(conds[0], bool(states[conds[0]])), (a, b), sentence.strip()
        if len(conds) > 1 and [v for v in states.values() if v is True] == [True]:
            return next(k for k, v in states.items() if v), (a, b), sentence.strip()
        labels = [predicate(cases[k].cond or "") for k in conds]
        own = [labels[i] - set().union(*(labels[:i] + labels[i + 1 :])) for i in range(len(conds))]
        said = words(sentence)
        hits = [conds[i] for i, w in enumerate(own) if w & said]
        if len(conds) > 1 and len(hits) == 1 and not NEGATED.search(sentence.lower()):
            return hits[0], (a, b), sentence.strip()
        pick = picked(cases, sentence)
        if pick is not None:
            return pick, (a, b), sentence.strip()
    return None, None, ""


_REASON = re.compile(
    r"\b(?:because|since|so\s+that|otherwise|which\s+means|to\s+(?:prevent|avoid|stop))\b", re.I
)
_NO_CONDITION = re.compile(
    r"\b(?:grateful|appreciate\w*|happy|glad|great|kind|mind|wonder\w*|see|ask\w*|know|check"
    r"|tell\s+me|unsure|sure|curious|even|as|doubt)\s*$",
    re.I,
)
"""Words before an 'if' that make it no condition of the run: a polite request ('I would be
grateful if the plate were ...'), a question ('let me know if'), a concession ('even if')."""


def _lead(body: str, at: int) -> re.Match[str] | None:
    """The condition-first construct at ``at``; a condition written without a comma ends
    after its threshold ('if the OD600 is above 0.6 the STAR dilutes ...') or before the
    first verb of its branch ('if the cells are in the 24 deep-well plate add 2 mL')."""
    lead = _LEAD.match(body, at)
    cond = lead["cond"] if lead is not None else body[at:]
    if (
        lead is not None
        and not _ELSE_LEAD.match(lead["act"])
        and not re.match(rf"{_IF}\b", lead["act"], re.I)
        and not re.search(rf"\s{_IF}\s", cond, re.I)
    ):
        cut = COMPARE.search(cond)
        if cut is None or not cond[cut.end() :].strip():
            return lead
    kw = re.match(rf"{_IF}\s+", body[at:], re.I)
    if kw is None:
        return None
    start = at + kw.end()
    cut = COMPARE.search(body, start)
    stop = re.search(r"[,;:]", body[start:])
    limit = start + stop.start() if stop else len(body)
    end = cut.end() if cut is not None and cut.end() < limit else None
    if end is None:
        verb = _VERB.search(body, start, limit)
        end = verb.start() if verb is not None and verb.start() > start + 3 else None
    if end is None:
        return None
    glued = body[:end] + ", " + body[end:].lstrip()
    return _LEAD.match(glued, at)


def _if_choice(flat: str, sentences: list[tuple[int, int]], k: int) -> tuple[_Choice, int] | None:
    """The if/unless construct of sentence ``k`` (and the 'Otherwise ...' / 'If ...'
    sentences that go on with it), with the index of the last sentence it takes."""
    a, b = sentences[k]
    body = flat[a:b].rstrip().rstrip(".!?")
    kw = _KEYWORD.search(body)
    if kw is None:
        return None
    prefix = body[: kw.start()]
    if _NO_CONDITION.search(prefix):
        return None  # 'I would be grateful if ...', 'even if', 'let me know if'
    if _OUTLINE.match(prefix):
        prefix = ""
    lead = _lead(body, kw.start())
    if (
        lead is not None
        and prefix.strip()
        and not re.search(r"[:;–—-]\s*$|^\W*$", prefix)
        and _contentful(re.sub(r"\b(?:but|only|and|so)\s*$", "", prefix.strip(" ,(-–—")))
    ):
        lead = None  # 'Spin it ... - but only if it was frozen, which it was'
    cases: list[Case] = []
    inline: tuple[int, int] | None = None
    if lead is not None and _contentful(lead["act"]) and not _ELSE_LEAD.match(lead["act"]):
        pieces = _split_cases(lead["act"])
        cond = lead["cond"]
        said = _INLINE.search(cond)
        if said is not None:
            at = a + lead.start("cond")
            inline, cond = (at + said.start(), at + len(cond)), cond[: said.start()]
        elif (after := _REPLY_AFTER.search(pieces[0])) is not None and len(pieces) == 1:
            at = a + body.find(lead["act"], kw.start()) + after.start()  # lead may be glued
            inline, pieces[0] = (at, a + len(body)), pieces[0][: after.start()]
        cases.append(Case(cond, pieces[0], lead["kw"].lower() == "unless"))
        cases += [_case(p) for p in pieces[1:]]
        start = a + kw.start()
    else:
        act = re.sub(r"(?:[\s,–—-]|\bbut\b|\bonly\b)*$", "", prefix, flags=re.I)
        last = re.split(r",|;|\s[-–—]\s|\bthen\b|\band\b", act)[-1]
        if act.rstrip().endswith("(") or _REASON.search(act) or not _contentful(last):
            return None  # an aside '(if you go hotter', a reason, a remark 'no worries if late'

        rest = body[kw.end() :]
        pieces = _split_cases(rest)
        cond = pieces[0]
        said = _INLINE.search(cond)
        if said is not None:
            at = a + kw.end() + len(rest) - len(rest.lstrip())
            inline, cond = (at + said.start(), at + len(cond)), cond[: said.start()]
        cases.append(Case(cond.strip(), act.strip(), kw.group().lower() == "unless"))
        cases += [_case(p) for p in pieces[1:]]
        start = a + len(body) - len(body.lstrip())
    last = k
    while last + 1 < len(sentences):  # 'If not, ...' / 'Otherwise ...' / 'If they're ..., ...'
        nxt = flat[slice(*sentences[last + 1])].strip().rstrip(".!?")
        more = _ELSE_LEAD.match(nxt) or (
            _LEAD.match(nxt) if re.match(rf"{_IF}\b", nxt, re.I) else None
        )
        if more is None or (len(cases) == 1 and cases[0].cond is None):
            break
        cases.append(_case(nxt))
        last += 1
    end = sentences[last][1]
    return _Choice(start, end, tuple(cases), inline), last


def _split_cases(text: str) -> list[str]:
    """'A; otherwise B' -> ['A', 'otherwise B']; 'A; if C2, B' -> ['A', 'if C2, B']."""
    out, last = [], 0
    for m in _NEXT_CASE.finditer(text):
        if m.start() == 0:
            continue
        joined = ";" in m.group(0) or "." in m.group(0)
        if m["word"].lower() in ("if", "unless") and not joined and not _LEAD.match(text, m.end()):
            continue  # '... and if that 96 has been frozen ...' without a branch of its own
        out.append(text[last : m.start()])
        last = m.end()
    out.append(text[last:])
    return [p.strip() for p in out if p.strip()]


def _case(piece: str) -> Case:
    other = _ELSE_LEAD.match(piece)
    if other is not None:
        unless_case = other["word"].lower().startswith("in ")
        return Case(None, other["act"].strip(), unless_case)
    lead = _lead(piece, 0)
    if lead is None:  # a case whose condition and branch cannot be told apart
        return Case(piece, piece) if re.match(rf"{_IF}\b", piece, re.I) else Case(None, piece)
    return Case(lead["cond"], lead["act"].strip(), lead["kw"].lower() == "unless")


def _table_choice(
    flat: str, sentences: list[tuple[int, int]], k: int
) -> tuple[_Choice, int] | None:
    """Rows of cases: 'Thick foil -> 210 °C; anything else -> 160 °C', 'Plate frozen?\\n ->
    yes: thaw ...\\n -> no: peel'."""
    a, b = sentences[k]
    line = flat[a:b]
    question = line.rstrip().endswith("?")
    rows: list[Case] = []
    last = k
    if question:
        for j in range(k + 1, len(sentences)):
            m = _ARROW_CASE.match(flat, *sentences[j])
            if m is None:
                break
            yes = m["label"].lower() == "yes"
            rows.append(Case(line.strip(" ?\n") if yes else None, m["act"].strip(), False))
            last = j
        if len(rows) < 2 or rows[0].cond is None:
            return None
        return _Choice(a, sentences[last][1], tuple(rows)), last
    for j in range(k, len(sentences)):
        found = list(_TABLE_ROW.finditer(flat, *sentences[j]))
        if not found:
            break
        rows += [Case(m["label"].strip(), m["act"].strip()) for m in found]
        last = j
    if len(rows) < 2 or any(_steplike(r.cond or "") for r in rows):
        return None  # 'VSpin -> 500 x g 1 min / a4S -> 170 °C': steps in a row, no cases
    first = _TABLE_ROW.search(flat, a, b)
    start = first.start("label") if first is not None else a
    return _Choice(start, sentences[last][1], tuple(rows)), last


_FALLBACK = re.compile(
    r"^(?P<act>.+?)(?:\s*[,;]\s*|\s+[-–—]\s*)(?:failing\s+that|or\s+else|otherwise)\s*,?\s*"
    r"(?P<other>(?:use\s+|on\s+)?(?:the\s+)?[^,;.()]{1,40}?)\s*[.!]?\s*$",
    re.I,
)


def _fallback_choice(
    flat: str, sentences: list[tuple[int, int]], k: int
) -> tuple[_Choice, int] | None:
    """'Spin it on the HiG4 at 3,000 x g, failing that the 5810 at the same setting': the
    first instrument while it can be used, the second when it cannot."""
    a, b = sentences[k]
    m = _FALLBACK.match(flat, a, b)
    if m is None or _KEYWORD.search(flat, a, b):
        return None
    registry = default_registry()
    if not find_instruments(m["act"], registry) or not find_instruments(m["other"], registry):
        return None
    cases = (Case("it is free", m["act"].strip()), Case(None, m["other"].strip()))
    return _Choice(a + len(flat[a:b]) - len(flat[a:b].lstrip()), b, cases), k


_EITHER = re.compile(
    r"\beither\s+(?P<one>[^.!?\n;]{2,60}?)\s+or\s+(?P<two>[^.!?\n;()]{2,60}?)"
    r"(?P<aside>\s*\([^()\n]{1,30}\))?(?=\s*[.!?;,]|\s+[-–—]\s|\s*$|\s+(?:depending|as|for)\b)",
    re.I | re.M,
)


def _either_choice(
    flat: str, sentences: list[tuple[int, int]], k: int
) -> tuple[_Choice, int] | None:
    """'the sheet allows either 37 °C for 1 h or 30 °C overnight (16 h)': two settings, one to
    be picked ('We're doing the 1 h option')."""
    a, b = sentences[k]
    m = _EITHER.search(flat, a, b)
    if m is None or not (re.search(r"\d", m["one"]) and re.search(r"\d", m["two"])):
        return None
    two = m["two"] + (m["aside"] or "")
    return _Choice(m.start(), m.end(), (Case(None, m["one"]), Case(None, two))), k


def _choices(flat: str) -> list[tuple[_Choice, int]]:
    sentences = _sentences(flat)
    out: list[tuple[_Choice, int]] = []
    k = 0
    while k < len(sentences):
        found = (
            _table_choice(flat, sentences, k)
            or _fallback_choice(flat, sentences, k)
            or _if_choice(flat, sentences, k)
            or _either_choice(flat, sentences, k)
        )
        if found is None:
            k += 1
            continue
        out.append((found[0], found[1] + 1))
        k = found[1] + 1
    return out


def _instrument_swap(act: str, other: str) -> str:
    """'Use the STAR' with 'the Fluent' as the other case -> 'Use the Fluent'."""
    registry = default_registry()
    theirs = find_instruments(other, registry)
    mine = find_instruments(act, registry)
    rest = words(other) - words(theirs[0].text) if theirs else {"x"}
    if len(theirs) != 1 or not mine or rest - {"use", "same", "setting", "settings", "instead"}:
        return other
    m = mine[-1]
    swapped = act[: m.start] + theirs[0].text + act[m.end :]
    if not words(swapped) - words(theirs[0].text) - {"use"}:
        return f"Use the {theirs[0].text}"  # 'Flex unless it's mid-run, otherwise the OT-2'
    return swapped


_UNIT_FORMS = {
    "s": ("s", "sec", "secs", "second", "seconds"),
    "min": ("min", "mins", "minute", "minutes", "'"),
    "h": ("h", "hr", "hrs", "hour", "hours"),
    "c": ("c", "degc", "deg", "degrees"),
    "cycles": ("cycle", "cycles", "x", "×", "rounds"),
    "ul": ("ul", "µl", "μl", "microlitres", "microliters", "microlitre", "microliter"),
    "g": ("g", "xg", "×g", "rcf"),
}


def _unit(raw: str) -> str:
    """The canonical unit of a value's written unit ('sec' -> 's', '°C' -> 'c')."""
    low = raw.lower().strip("°º.")
    return next((canon for canon, forms in _UNIT_FORMS.items() if low in forms), low)


def _value_swap(act: str, other: str) -> str:
    """'N = 35' with 'otherwise 28' -> 'N = 28': a bare value replaces the branch's last value
    of the same unit ('35 cycles of 95 °C 15 s ..., otherwise 25 cycles' replaces the cycle
    count, never the last time); a value whose unit the branch does not have replaces
    nothing (the branch is then read as written: '25 cycles')."""
    bare = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([^\s\d]{0,11})\s*", other)
    if bare is None:
        return other
    unit = _unit(bare.group(2))
    values = list(re.finditer(r"(\d+(?:\.\d+)?)(?:\s*([^\s\d,;()]{1,11}))?", act))
    same = [m for m in values if not unit or _unit((m.group(2) or "").rstrip(".,")) == unit]
    if not same:
        return other
    m = same[-1]
    return act[: m.start(1)] + bare.group(1) + act[m.end(1) :]


@lru_cache(maxsize=256)
def _read(text: str) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    if not re.search(
        r"\b(?:if|unless|provided|either|failing\s+that|otherwise)\b|→|->", text, re.I
    ):
        return text, (), ()
    flat = _flat(text)
    sentences = _sentences(flat)
    cuts: list[tuple[int, int, str]] = []
    notes: list[str] = []
    open_: list[str] = []
    for choice, _ in _choices(flat):
        named = [m.text.lower() for m in find_instruments(flat[: choice.end], default_registry())]
        later = [s for s in sentences if s[0] >= choice.end]
        rest = next(((choice.end, b) for a, b in sentences if a < choice.end < b - 1), None)
        if rest is not None and flat[rest[0] : rest[1]].strip(" .!?"):
            later.insert(0, rest)  # '... or at 4 °C overnight - going with the 37 °C option'
        subjects = {w for c in choice.cases if c.cond for w in words(c.cond) if len(w) > 3}
        k, evidence, why = _runs(choice, flat, later, [*named, *sorted(subjects)])
        shown = flat[choice.start : choice.end].strip()
        if k is None:
            if len(choice.cases) > 1 or _runs_a_step(choice, flat):
                open_.append(shown[:160])
            continue
        if evidence is not None and any(x <= evidence[0] < y for x, y, _ in cuts):
            continue
        if k < len(choice.cases):
            case = choice.cases[k]
            keep = case.act
            if k > 0 and choice.cases[0].cond is not None and case.cond is None:
                keep = _instrument_swap(choice.cases[0].act, case.act)
                keep = _value_swap(choice.cases[0].act, keep)
        else:
            keep = ""
        keep = re.sub(r"^(?:then|so|just)\s+", "", keep.strip(" ,;.-–—"), flags=re.I)
        written = keep.strip()
        notes.append(
            f"'{' '.join(shown.split())}' settled by '{why}': runs "
            + (f"'{keep}'." if keep else "none of it.")
        )
        cuts.append((choice.start, choice.end, f"{written}." if written else ""))
        if evidence is not None and not _keeps(flat[evidence[0] : evidence[1]]):
            cuts.append((*evidence, ""))
    out = text
    for x, y, keep in sorted(cuts, reverse=True):
        ends = text[x:y].rstrip(" \t")[-1:] in (".", "!", "?", "\n", ")")
        tail = "\n" if text[x:y].endswith("\n") else " " if ends else ""
        if not ends:
            keep = keep.rstrip(".")
        out = out[:x] + (keep + tail if keep else tail) + out[y:]
    return out, tuple(notes), tuple(open_)


_ASKS = re.compile(
    r"(?:^|\b(?:so|then|and|please)\s+)(?:please\s+)?(?:add|spin|seal|read|shake|incubate"
    r"|transfer|mix|peel|store|move|run|wash|dispense|centrifuge|pipette)\b",
)
_VALUE = re.compile(r"\d\s*(?:µl|ul|ml|x\s*g|×\s*g|rpm|°\s*c|nm|min|sec|s\b|h\b)")


_HEDGE = re.compile(
    r"\b(?:needed|necessary|possible|required|desired|you\s+(?:can|want|like|prefer|wish|need)|time\s+allows"
    r"|in\s+doubt|unsure|appropriate|applicable|so|anything\s+goes\s+wrong)\b",
    re.I,
)
_ADVICE = re.compile(r"\b(?:troubleshoot\w*|tip|hint|faq|note|fyi|caution|warning)\b", re.I)


def _runs_a_step(choice: _Choice, flat: str) -> bool:
    """Whether a one-branch condition nothing settles would run a workcell step with a value
    ('If the plate was frozen, spin it 1000 x g for 1 min first'): not a hedge ('if
    needed'), not a tip or troubleshooting line."""
    case = choice.cases[0]
    if case.cond is None or _HEDGE.search(case.cond) or not _VALUE.search(case.act.lower()):
        return False
    line_start = flat.rfind("\n", 0, choice.start) + 1
    return _ADVICE.search(flat[max(0, line_start - 200) : choice.end]) is None


def _keeps(sentence: str) -> bool:
    """Whether a settling sentence must stay: it asks for a step of its own besides
    settling, or names the labware the run uses ('They're in the 96-well flat-bottom')."""
    low = sentence.lower()
    if any(re.search(pattern, low) for _, pattern in lx.FORMATS):
        return True
    rest = DECISION.sub(" ", sentence.lower())
    if operation_of(rest) is None:
        return False
    return bool(_ASKS.search(rest) or _VALUE.search(rest))


def settled_conditions(text: str) -> str:
    """``text`` with every condition it settles decided: the branch that runs stays, the
    condition, the other branches and the settling sentence go."""
    return _read(text)[0]


def condition_notes(text: str) -> list[str]:
    """One note per condition :func:`settled_conditions` decided, with what settled it."""
    return list(_read(text)[1])


def unsettled_conditions(text: str) -> list[str]:
    """The choices between branches in ``text`` (as :func:`settled_conditions` left it) that
    nothing in the text settles: the plan must ask which one runs."""
    return list(_read(text)[2])
