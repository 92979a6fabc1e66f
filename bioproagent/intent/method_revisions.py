"""A reply to review comments, written as the revised method it asks the workcell to run.

A scientist answering a reviewer or a QA comment quotes the method as it was ('Original:
"The plate was spun at 1,500 x g for 2 min, peeled, and read at 560/590 nm."'), says what
changed ('Response: we agree and now spin at 2,500 x g for 2 min on the HiG4; peel and read
unchanged.'), sometimes declines a suggestion ('Reviewer 2 suggested 3,000 x g; we kept
1,500 x g because ...'), and asks 'Please run the revised method.' Read as prose, the quoted
method and the reply would both become steps, and the old value could win.

:func:`revised_method_run` writes such a text as the quoted method with the reply's new
values put in place of the old ones. A new value replaces the one old value of its kind in
the step its words name (the quantity's own noun first: '15 µL master mix' replaces '20 µL
master mix'); an instrument the reply names for that step is written beside it. Values the
reply calls unchanged, and values of declined suggestions, change nothing. When a new value
fits no old one, or fits two, or the reply adds or removes a step, the text is returned as
it was, and the planner asks (an unapplied 'Original: ...' is an unresolved revision). Text
that quotes no original method is returned unchanged. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from bioproagent.intent.clause_ops import operation_of
from bioproagent.intent.instruments import find_instruments
from bioproagent.intent.revisions import operation_word_at, stated_quantities
from bioproagent.intent.section_instruments import default_registry
from bioproagent.intent.wells import selection_spans

ORIGINAL = re.compile(
    r"(?i)\boriginal(?:ly)?\b[^:\n“\"]{0,60}:\s*"
    r"(?:[“\"](?P<quoted>[^”\"]+)[”\"]|(?P<bare>[^\n]+?(?=\s+(?:response|reply|answer)\s*:|$)))"
)
"""'Original: "..."', 'Original methods text: "..."', 'Original qPCR on the CFX384: 95 °C ...'."""
_CUE = re.compile(
    r"(?i)\b(?:now|settled\s+on|(?:changed|switched|moved|raised|lowered|increased|reduced"
    r"|extended|shortened|set)\b[^.;:\d]{0,40}?\bto|replaced\s+(?:it\s+)?(?:with|by)|instead\s+of"
    r"|(?:we|i)\s+(?:will\s+)?(?:use|run))\b"
)
"""Where a reply starts giving its new values ('we now spin at ...', 'settled on 800 x g')."""
_DECLINED = re.compile(
    r"(?i)\b(?:disagree|decline[ds]?|(?:did|do)\s+not\s+(?:adopt|change|follow|take)|kept|keep"
    r"|retain(?:ed)?|not\s+adopted|rejected)\b"
)
_SOMEONE_ELSE = re.compile(
    r"(?i)\b(?:reviewer|referee|qa|auditor|editor)\b[^.;]{0,60}?\b(?:suggest\w*|propos\w*"
    r"|recommend\w*|asked|wanted|questioned|wondered|felt|raised|flagged|noted|suspected)\b"
)
_UNCHANGED = re.compile(r"(?i)\([^()]*\bunchanged\b[^()]*\)|\b[^.;,]*\bunchanged\b[^.;,]*")
_STEP_CHANGE = re.compile(
    r"(?i)\b(?:added|add|adds|removed|remove|dropped|drop|omitted|omit|skipped|skip|deleted"
    r"|additional|extra|new\s+step|no\s+longer)\b"
)
"""A reply that adds or removes a step: no value to put in place, so the planner asks."""
_CO2 = re.compile(r"(?i)(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s*%\s*co\s*[2₂]")
_REQUEST = re.compile(r"(?i)(?:^|(?<=[.!?]\s))(?:please|pls|kindly)\b[^\n]*$")


@dataclass(frozen=True)
class _Value:
    start: int
    end: int
    written: str
    kind: str
    noun: str


def _values(text: str) -> list[_Value]:
    out = []
    for a, b, written, kind in stated_quantities(text):
        sign = re.search(r"(?:^|[\s(])(?P<s>[-−–]|minus\s+)$", text[max(0, a - 7) : a])
        if sign is not None:  # '-20 °C': the sign is the value's
            a -= len(sign["s"])
            written = f"-{written}"
        out.append(_Value(a, b, written, kind, _noun(text, b)))
    co2 = [_Value(m.start(), m.end(), m.group(0), "co2", "") for m in _CO2.finditer(text)]
    out = [v for v in out if not any(c.start <= v.start < c.end for c in co2)]  # one value each
    return out + co2


def _noun(text: str, end: int) -> str:
    """The words right after a value that say what it is ('20 µL master mix' -> 'master mix';
    '10 min on the HiG4' names none)."""
    m = re.match(
        rf"\s*(?:of\s+)?(?!{_FUNCTION}\b)([a-z][\w-]*(?:\s+(?!{_FUNCTION}\b)[a-z][\w-]*)?)",
        text[end:],
        re.I,
    )
    return m.group(1).lower() if m else ""


_FUNCTION = (
    r"(?:for|on|at|in|into|onto|with|the|a|an|to|from|per|and|then|or|of|each|every|all|before"
    r"|after|instead|is|are|was|were)"
)


def _sentences(text: str) -> list[tuple[int, int]]:
    bounds: list[tuple[int, int]] = []
    start = 0
    for m in re.finditer(r"(?<!\d)[.;!?](?=\s|$)|\n", text):
        bounds.append((start, m.end()))
        start = m.end()
    if start < len(text):
        bounds.append((start, len(text)))
    return bounds


def _sentence_at(text: str, at: int) -> tuple[int, int]:
    """(start, end) of the sentence of :func:`_sentences` that holds ``at``."""
    return next(((a, b) for a, b in _sentences(text) if a <= at < b), (0, len(text)))


def _declines(reply: str) -> bool:
    """Whether the reply turns a suggestion down ('we respectfully disagree and kept 562 nm')."""
    return any(
        _DECLINED.search(reply[a:b]) and re.search(r"(?i)\b(?:we|i)\b", reply[a:b])
        for a, b in _sentences(reply)
    )


def _new_values(reply: str) -> list[_Value] | None:
    """The values the reply sets, or None when it changes the method in another way."""
    found: list[_Value] = []
    for a, b in _sentences(reply):
        sentence = reply[a:b]
        if _SOMEONE_ELSE.search(sentence) and not re.search(r"(?i)\bwe\b", sentence):
            continue  # the reviewer's words: a suggestion, no value of the method
        if _DECLINED.search(sentence) and not re.search(r"(?i)\bnow\b", sentence):
            continue
        cue = _CUE.search(sentence)
        if cue is None:
            if _STEP_CHANGE.search(sentence) and re.search(r"(?i)\bwe\b|\bnow\b", sentence):
                return None
            continue
        if _STEP_CHANGE.search(sentence[: cue.start()]):
            return None  # 'we added an OD read ... and now ...': a step of its own
        kept = [(m.start(), m.end()) for m in _UNCHANGED.finditer(sentence)]
        placed = [(v.start, v.end) for v in _values(sentence)] + kept
        placed += selection_spans(sentence.lower())
        placed += [(x.start, x.end) for x in find_instruments(sentence, default_registry())]
        for d in re.finditer(r"\d+(?:[.,]\d+)?", sentence[cue.end() :]):
            at = cue.end() + d.start()
            if not any(x <= at < y for x, y in placed):
                return None  # 'now shaken on speed setting 3': a number that is no setting here
        for v in _values(sentence):
            if v.start < cue.end() or any(x <= v.start < y for x, y in kept):
                continue
            found.append(_Value(a + v.start, a + v.end, v.written, v.kind, v.noun))
    return found


def _clause_around(text: str, at: int) -> tuple[int, int]:
    """Where the clause holding ``at`` starts and ends (', then ...' and ' and ...' part two
    steps of one sentence)."""
    a, b = _sentence_at(text, at)
    cuts = [m for m in re.finditer(r",\s|;\s|\s(?:and|then)\s", text[a:b])]
    start = max((a + m.end() for m in cuts if a + m.end() <= at), default=a)
    end = min((a + m.start() for m in cuts if a + m.start() > at), default=b)
    return start, end


def _step_of(text: str, at: int) -> str | None:
    """The operation of the words that lead to the value at ``at`` in its sentence ('... now
    mixes columns 1-6 five times with 40 µL' -> 'mix')."""
    a = _sentence_at(text, at)[0]
    piece = re.split(r",\s|;\s|\s(?:and|then)\s", text[a:at])[-1]  # the value's own clause
    return operation_of(piece.lower())


_FAMILY = {"speed": "force"}
"""A spin's speed in rpm or x g: a reply's x g replaces the original's rpm."""


def _word_at(text: str, at: int) -> str:
    """The step word of the value at ``at``: in its own clause first ('5 µL of product was
    transferred ...' after 'The sealed plate was peeled ...'), else in its sentence."""
    a, b = _clause_around(text, at)
    return operation_word_at(text[a:b], at - a) or operation_word_at(text, at)


def _place(original: str, value: _Value, reply: str) -> _Value | int | None:
    """The one old value ``value`` replaces; or, when the step the reply names is in the
    original without a value of this kind ('the shake is now ... at 37 °C'), where to write
    it; None when neither (a value of a step the original does not have)."""
    kind = _FAMILY.get(value.kind, value.kind)
    same_kind = [v for v in _values(original) if _FAMILY.get(v.kind, v.kind) == kind]
    picked: _Value | None = None
    if value.noun:
        by_noun = [v for v in same_kind if v.noun and v.noun == value.noun]
        picked = by_noun[0] if len(by_noun) == 1 else None
    word = _word_at(reply, value.start)
    if picked is None:
        pool = [v for v in same_kind if not word or _word_at(original, v.start) == word]
        picked = pool[0] if len(pool) == 1 else None
    new_step = _step_of(reply, value.start)
    if picked is None:
        steps = [  # the original's clauses of the reply's step, by the values they hold
            _clause_around(original, v.start)
            for v in _values(original)
            if new_step
            and (_step_of(original, v.start) or "").split("_")[0] == new_step.split("_")[0]
        ]
        clauses = set(steps)
        if len(clauses) != 1:
            return None
        a, b = clauses.pop()
        if any(_FAMILY.get(v.kind, v.kind) == kind and a <= v.start < b for v in same_kind):
            return None  # that step has a value of this kind the reply's words did not place
        return max(v.end for v in _values(original) if a <= v.start < b)
    old_step = _step_of(original, picked.start)
    if new_step and old_step and new_step.split("_")[0] != old_step.split("_")[0]:
        return None  # ('read' and 'read_absorbance' are one step)
    return picked


def _instrument_for(reply: str, value: _Value) -> str | None:
    """The instrument the reply's sentence names for the value's step ('... on the HiG4')."""
    a, b = _sentence_at(reply, value.start)
    named = [m for m in find_instruments(reply[a:b], default_registry()) if m.instrument_id]
    return named[0].text if len(named) == 1 else None


@lru_cache(maxsize=256)
def revised_method_run(text: str) -> str:
    """``text`` as the revised method a reply to review comments asks for (see the module);
    otherwise ``text`` unchanged."""
    found = list(ORIGINAL.finditer(text))
    if len(found) != 1:
        return text
    m = found[0]
    group = "quoted" if m["quoted"] else "bare"
    original = m[group].strip()
    reply = text[: m.start()] + " " + text[m.end() :]
    reply = _REQUEST.sub("", reply)
    new = _new_values(reply)
    if new == [] and _declines(reply):
        return original.rstrip(" .") + "."  # every suggestion turned down: the method as it was
    if not new:
        return text  # nothing changed, or a change that is no value: the planner asks
    edits: list[tuple[_Value, str]] = []
    moved: set[tuple[int, int]] = set()  # the original's clauses given the reply's instrument
    for value in new:
        old = _place(original, value, reply)
        if old is None:
            return _with_new_step(text, original, reply, new)
        if isinstance(old, int):  # a setting the step had none of: written after its values
            joiner = " for" if value.kind == "time" else " at"
            edits.append((_Value(old, old, "", value.kind, ""), f"{joiner} {value.written}"))
            continue
        written = value.written
        where = _instrument_for(reply, value)
        if where is not None:
            a, b = _clause_around(original, old.start)
            if find_instruments(original[a:b], default_registry()):
                if where.lower() not in original[a:b].lower():
                    return text  # the reply moves a step the original runs elsewhere
            elif (a, b) not in moved:
                moved.add((a, b))
                written = f"{written} on the {where}"
        edits.append((old, written))
    if len({(old.start, old.end) for old, _ in edits}) != len(edits):
        return text  # two new values for one old one
    for old, written in sorted(edits, key=lambda e: -e[0].start):
        original = original[: old.start] + written + original[old.end :]
    return original.rstrip(" .") + "."


_ANCHORED = re.compile(r"(?i)\b(?:before|after|following|prior\s+to)\s+the\b")


def _with_new_step(text: str, original: str, reply: str, new: list[_Value]) -> str:
    """The original with a step the reply adds ('before the 340 nm read we now spin the plate
    at 300 x g for 1 min'): when every new value sits in one reply sentence that names a step
    the original does not have and says where it goes; otherwise ``text`` unchanged."""
    sentences = {_sentence_at(reply, v.start) for v in new}
    if len(sentences) != 1:
        return text
    a, b = sentences.pop()
    sentence = reply[a:b].strip()
    step = operation_of(sentence.lower())
    present = {(_step_of(original, v.start) or "").split("_")[0] for v in _values(original)}
    if step is None or step.split("_")[0] in present or not _ANCHORED.search(sentence):
        return text
    added = re.sub(r"(?i)^(?:response|reply|answer)\s*:\s*", "", sentence)
    added = re.sub(r"(?i)\b(?:we|i)\s+now\s+|\bnow\s+", "", added)
    return f"{original.rstrip(' .')}. {added[:1].upper()}{added[1:].rstrip(' .')}."
