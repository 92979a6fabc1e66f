"""Intents that change their mind, applied before they are read.

People correct themselves as they type: "add 50 µL buffer -- sorry, 40 µL", "spin 10 min at
3000 x g... no, 2500", "~~300 x g~~ 500 x g", a sed line "s/405/415/", or a last sentence
"Sorry, 30 cycles, not 35." They also give a value relative to one stated before: "spin
again at the same speed for twice as long", "then add half that volume".

:func:`revised` rewrites such text into the request it finally means, and only when the
value a correction replaces is certain: a correction value of the same kind (volume, time,
temperature, force, speed, wavelength, cycles) as exactly one value it can refer to. What it
cannot resolve stays in the text, and :func:`unresolved_revisions` names it, so the plan
asks instead of approving a value the scientist took back. :func:`revision_notes` words
what was changed, for the plan's assumptions. All three are pure and cached.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from bioproagent.intent import lexicon as lx
from bioproagent.intent.lexicon import WORD_NUM
from bioproagent.textutil import fmt

_UNIT = (
    r"µl|μl|ul|microlit\w*|ml|x\s?g|×\s?g|xg|g|rcf|rpm|°\s?c|degrees?(?:\s?c)?|c|secs?|seconds?"
    r"|s|mins?|minutes?|hrs?|hours?|h|nm|cycles?|times|x(?!\s?g)|×(?!\s?g)|%"
)
_QUANTITY = re.compile(
    # '-20 °C': a minus written against the number is the value's own
    rf"(?<![\w.,])(?P<num>(?:(?<![\w.,-])[-−](?=\d))?"
    rf"(?:\d{{1,3}}(?:,\d{{3}})+|\d{{1,3}}(?: \d{{3}})+(?![\d.,])|\d+(?:\.\d+)?))"
    rf"(?:\s?(?P<unit>{_UNIT}))?(?![\w°])",
    re.I,
)
_KINDS = (
    ("volume", r"µl|μl|ul|microlit\w*|ml"),
    ("force", r"x\s?g|×\s?g|xg|g|rcf"),
    ("speed", r"rpm"),
    ("temperature", r"°\s?c|degrees?(?:\s?c)?|c"),
    ("time", r"secs?|seconds?|s|mins?|minutes?|hrs?|hours?|h"),
    ("wavelength", r"nm"),
    ("cycles", r"cycles?|times|x|×"),  # 'mix 3x', 'mix 5 times': a mix's repeats too
    ("percent", r"%"),  # '10% CO2 ... sorry, 22% CO2
)


@dataclass(frozen=True)
class _Q:
    start: int
    end: int
    number: str
    unit: str

    @property
    def kind(self) -> str:
        return next((k for k, p in _KINDS if re.fullmatch(p, self.unit, re.I)), "")

    @property
    def value(self) -> float:
        return float(self.number.replace(",", "").replace(" ", "").replace("−", "-"))


def _quantities(text: str, start: int = 0, end: int | None = None) -> list[_Q]:
    return [
        _Q(start + m.start(), start + m.end(), m["num"], m["unit"] or "")
        for m in _QUANTITY.finditer(text[start:end])
    ]


def stated_quantities(text: str) -> list[tuple[int, int, str, str]]:
    """(start, end, the value as written, its kind) of each number ``text`` writes with a unit
    of a step's kind ('170 °C' -> temperature, '3.0 s' -> time, '13,000 x g' -> force)."""
    return [
        (q.start, q.end, f"{q.number} {q.unit}".strip(), q.kind)
        for q in _quantities(text)
        if q.kind
    ]


_SENTENCE_END = re.compile(r"(?<!\d)(?<!\bDr)(?<!\bdr)(?<!\bProf)(?<!\bprof)[.!?](?=\s|$)|\n")


def _sentence_start(text: str, at: int) -> int:
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    return ends[-1] if ends else 0


def _sentence_end(text: str, at: int) -> int:
    m = _SENTENCE_END.search(text, at)
    return m.start() if m else len(text)


# -- corrections inside a sentence ---------------------------------------------------------
_MARK_WORDS = (
    r"(?:no,?\s+(?:wait|actually|sorry)|hmm,?\s+no|sorry|nope|no|typo|ugh|oops|i\s+mean"
    # 'wait, 10 min' takes a value back; 'wait 10 min' is a step
    r"|wait(?=\s*[,:!—–-]|\s+(?:no|actually|sorry|i\s+mean|make|scratch)\b)"
    r"|i\s+meant|or\s+rather|rather|actually|make\s+(?:it|that)|scratch\s+that"
    # 'correction per insert v2.1: 45 min' (who or what made it, up to the colon)
    r"|correction(?:\s+(?:per|from|by|according\s+to|in)\s+[^:\n()]{1,40}?(?=:))?"
    # '[Erratum, protocol v2.1: this should read 800 × g]'
    r"|errat(?:um|a)[^:\]\n]{0,40}:\s*(?:this|it)\s+should\s+(?:read|be)"
    r"|(?:bump|turn|change|put)\s+(?:it|that)\s+(?:up\s+|down\s+)?to)"
)
_INLINE = re.compile(
    rf"(?P<open>\s*[—–]\s*|\s*--+\s*|\s+-\s+|\s*[(\[]\s*|\s*,\s*|\s*\.\.\.\s*|\s*…\s*|\s*;\s*"
    r"|\s*,?\s+(?:so|but)\s+(?:this\s+time\s+|today\s+|now\s+)?(?=make\s+(?:it|that)\b))"
    rf"(?P<mark>{_MARK_WORDS})\b[,:!]?\s*(?:[—–-](?!\d)\s*)?"  # not the minus of '-20 °C'
    r"(?P<lead>(?:make\s+(?:it|that)|it'?s|that'?s|should\s+be|use|only|just)\s+)?",
    re.I,
)
_SUBJECT_OF = re.compile(
    r"\s+(?!(?:mins?|secs?|hrs?|hours?|seconds?|minutes?|cycles?|times|wells?|samples?|plates?"
    r"|tubes?|columns?|rows?|reps?|rpm|nm|ul|µl|ml|days|weeks|reactions|rxns|strips|lanes)\b)"
    r"[a-z]{3,}s\b(?!\s*\d)",
    re.I,
)
"""After a number, a verb whose subject it is ('510 bleeds', '1000 g pellets poorly')."""
_CLOSING_DASH = re.compile(r"\s--+\s|\s[—–-]\s|[—–]")
"""The dash that closes a correction opened by one ('-- ugh, 1.5 mL --')."""
_NOT_A_NEW_VALUE = re.compile(r"\s*(?:is|was|are|were|for|of\s+the)\b", re.I)
_USE_VALUE = re.compile(
    r"\b(?:use|make\s+(?:it|that)|should\s+be|go\s+with)\s+(?P<q>\d[\d.,]*\s?[a-zµμ°×]*)", re.I
)


_SPEEDS = {"force", "speed"}
"""A spin's speed in either unit: one corrects the other."""


_REPORT = re.compile(
    r"\b(?:(?:was|were)\s+(?:\w+\s+)?too\s+(?:weak|strong|low|high|short|long|hot|cold|slow"
    r"|fast|gentle|harsh)|(?:was|were)(?:n['’]t|\s+not)\s+(?:\w+\s+)?enough|last\s+time"
    r"|(?:last|previous)\s+run)\b",
    re.I,
)
"""A report of an earlier run a correction can follow ('the spin was too weak at 1000 x g')."""


_JOINS = re.compile(r"(?:of|to|into|in|on|onto|for|at|per|from|with|and)\b", re.I)
"""After a correction in dashes, these words go on with the same clause ('-- of culture')."""


def _new_value(text: str, start: int, end: int, before: list[_Q]) -> _Q | None:
    """The value a correction gives: the first right after the marker, unless it is talked
    about ('200 is for the standards'); one after 'use' / 'make it'; or one with its unit a
    few words on ('actually, read at 214 nm instead') of a kind stated before."""
    found = _quantities(text, start, end)
    if not found:
        return None
    first = found[0]
    if not text[start : first.start].strip() and not _NOT_A_NEW_VALUE.match(text, first.end):
        return first
    use = _USE_VALUE.search(text, start, end)
    if use:
        at = _quantities(text, use.start("q"), end)
        return at[0] if at else None
    words = text[start : first.start].split()
    kinds = {q.kind for q in before}
    if kinds & _SPEEDS:
        kinds |= _SPEEDS  # '10 000 rpm -- sorry, I mean 10,000 x g': the same spin's speed
    if (
        first.unit
        and first.kind in kinds
        and len(words) <= 4
        and not re.search(r"[—–;:]", text[start : first.start])
    ):
        return first
    return None


def _several_in_piece(text: str, before: list[_Q], at: int) -> bool:
    """Whether the piece a bare correction follows ('60 20s' in '... / 60 20s (sorry, 62)')
    holds more than one value, one of them bare, so a number without a unit could correct
    either."""
    piece = max((m.end() for m in re.finditer(r"[/,;|]|\n", text[:at])), default=0)
    values = [
        q
        for q in before
        if q.start >= piece and not re.match(r"[- ]?wells?\b", text[q.end : q.end + 6], re.I)
    ]  # '384-well plate: 45 µL (sorry, 40)': the plate's format is no value to correct
    return len(values) > 1 and any(not q.kind for q in values)  # a bare one it could be


_JUDGED = re.compile(
    r"\s*(?:[\w-]+\s+){0,5}?(?:is|are|was|were|seems|looks)\s+(?:\w+\s+)?(?:too|not\s+enough)\b",
    re.I,
)
"""'5 min on the magnet is too short': the value judged, not this run's setting."""


def _judged_elsewhere(text: str, old: _Q, start: int, stop: int, mark: int) -> _Q | None:
    """The one step that writes ``old`` outside its sentence when the sentence only judges
    it ('5 min on the magnet is too short for these beads, make it 8 minutes' above a quoted
    '... then 5 min on the magnet'): the correction is for that step."""
    if _JUDGED.match(text, old.end, mark) is None:
        return None
    same = [
        q
        for q in _quantities(text)
        if (q.end <= start or q.start >= stop) and q.kind == old.kind and q.value == old.value
    ]
    return same[0] if len(same) == 1 else None


def _inline(text: str, notes: list[str]) -> str | None:
    """One correction inside a sentence applied, or None when there is none to apply."""
    for m in _INLINE.finditer(text):
        sentence = _sentence_start(text, m.start())
        before = [q for q in _quantities(text, sentence, m.start()) if q.end <= m.start()]
        if not before:
            continue
        open_ = m["open"].strip()
        stop = _sentence_end(text, m.end())
        if open_ in ("(", "["):
            close = text.find(")" if open_ == "(" else "]", m.end())
            seg_end = close + 1 if 0 <= close < stop + 1 else -1
        elif open_ in ("—", "–", "-") or open_.startswith("--"):
            close_m = _CLOSING_DASH.search(text, m.end(), stop)
            seg_end = close_m.end() if close_m else -1
        else:
            seg_end = -1
        new = _new_value(text, m.end(), seg_end if seg_end > 0 else stop, before)
        if new is None or _SUBJECT_OF.match(text, new.end):
            continue  # 'sorry, 510 bleeds': the number is what the sentence is about
        if seg_end > 0 and len(_quantities(text, m.end(), seg_end)) > 1:
            continue  # '-- oops, ex 490 / em 525 --': two new values, one place: asked
        if m["mark"].lower() == "no" and re.search(r"[a-z]", text[m.end() : new.start], re.I):
            continue  # '(two-step, no separate extension), final 68 °C': 'no' negates a word
        adjacent = not text[before[-1].end : m.start()].strip()
        if not new.kind and not adjacent and m["mark"].lower() == "no":
            continue  # '50 µL stop soln, read A450 (no 620 ref needed)': a bare number after
            # a bare 'no', away from any value, takes none back; the reader asks about it
        if not new.kind and _several_in_piece(text, before, m.start()):
            continue  # '60 20s (sorry, 62)': 62 of which? The reader asks
        kind = new.kind or before[-1].kind
        same = [q for q in before if q.kind == kind]
        if adjacent and not before[-1].kind and new.kind:
            same = []  # 'mix 8x at 100 — sorry, 120 µL': the bare value right before it
        if not same and adjacent and (not before[-1].kind or {kind, before[-1].kind} == _SPEEDS):
            # 'at 270 - no wait, 170 ºC -', '10 000 rpm -- sorry, I mean 10,000 x g': the
            # value just taken back, bare or a spin speed in the other unit
            same = [before[-1]]
        if not same or not kind:
            continue
        old = same[-1]
        elsewhere = _judged_elsewhere(text, old, sentence, stop, m.start())
        if elsewhere is not None:  # '5 min on the magnet is too short, make it 8 minutes'
            written = f"{new.number} {new.unit or old.unit}".strip()  # above the quoted step
            cut_end = seg_end if seg_end > 0 else new.end
            notes.append(
                f"'{text[elsewhere.start : elsewhere.end]}' corrected to '{written}' "
                f"('{text[sentence:cut_end].strip()}')."
            )
            edited = text[: elsewhere.start] + written + text[elsewhere.end :]
            if elsewhere.start < sentence:
                shift = len(written) - (elsewhere.end - elsewhere.start)
                sentence, cut_end = sentence + shift, cut_end + shift
            return edited[:sentence] + edited[cut_end:].lstrip(" ,;.")
        report = _REPORT.search(text, sentence, m.start())
        keyword = _operation_at(text, old.start)  # the verb that names the step again
        verb = "incubate" if keyword == "incubat" else keyword
        if report is not None and verb and old.start >= report.start() - 80:
            # 'the spin was too weak at 1000 x g for 1 min; make it 1500 x g for 3 min': the
            # report stays history, the correction is this run's step with its own values
            cut = _BREAK.search(text, new.end, stop)
            notes.append(
                f"'{text[m.start() : cut.start() if cut else stop].strip(' ;,')}' after a report "
                f"of an earlier run read as this run's {verb}."
            )
            return text[: m.start()] + f"; {verb} " + text[new.start :]
        written = f"{new.number} {new.unit}".strip() if new.unit else f"{new.number} {old.unit}"
        cut_end = seg_end if seg_end > 0 else new.end
        rest = text[cut_end:].lstrip() if seg_end > 0 else text[cut_end:]
        joiner = ""
        if seg_end > 0 and rest and rest[0] not in ",.;)":
            joiner = " " if _JOINS.match(rest) or open_ == "(" else ", "
        notes.append(
            f"'{text[old.start : old.end]}' corrected to '{written}' "
            f"('{text[m.start() : cut_end].strip()}')."
        )
        return text[: old.start] + written + text[old.end : m.start()] + joiner + rest
    return None


# -- a well selection corrected in passing ----------------------------------------------------
_N = rf"(?:\d{{1,2}}|{WORD_NUM})"
_END = rf"(?:[a-p]?{_N}|[a-p])"
_RANGE = rf"{_END}(?:\s*(?:-|–|—|to|through|thru|until)\s*{_END})?"
_NOUN = r"(?:columns?|cols?\.?|rows?|wells?)"
_WELL_FIX = re.compile(
    rf"(?P<old>\b(?P<noun>{_NOUN})\s+{_RANGE}|\b[a-p]\d{{1,2}}\s*(?:-|–|—|to|through)\s*[a-p]\d{{1,2}})"
    rf"(?P<open>\s*[—–,;(]\s*|\s+-\s+|\s*--+\s*"
    # '7-12 no actually 7-10': a compound mark needs no punctuation before it
    r"|\s+(?=(?:no,?\s+(?:wait|actually|sorry)|sorry|i\s+mean|actually)\b)"
    # spoken: 'columns one to three no one to six' (a bare 'no' before another range)
    rf"|\s+(?=no\s+(?:{_NOUN}\s+)?{_RANGE}\b))"
    rf"(?P<mark>{_MARK_WORDS})\b[,:!]?\s*"
    rf"(?:only\s+|just\s+|make\s+(?:it|that)\s+)?(?P<new>(?:{_NOUN}\s+)?{_RANGE})\b"
    r"(?P<close>\s*[—–)]|\s+-(?=\s))?",
    re.I,
)
"""'columns 1-4 — no, columns 1-6 —', 'A1 to H12 - sorry, only A1 to H8', 'columns one through
four, sorry, one through three': the second selection replaces the first."""


def _wells(text: str, notes: list[str]) -> str | None:
    m = _WELL_FIX.search(text)
    if m is None:
        return None
    new = m["new"]
    if m["noun"] and not re.match(_NOUN, new, re.I):
        new = f"{m['noun']} {new}"
    notes.append(f"'{m['old']}' corrected to '{new}' ('{m.group(0).strip()}').")
    return text[: m.start()] + new + text[m.end() :]


# -- a sentence that corrects an earlier one -------------------------------------------------
_STANDALONE = re.compile(
    r"^\s*(?:(?:(?:sorry(?:\s+typo)?|correction|edit|typo|oops|oh|ugh|update|hmm|decided"
    r"|decision|agreed)(?:\s+(?:from|by|per)\s+(?:dr\.?\s+|prof\.?\s+)?[\w.'-]+)?"
    r"(?:\s*\(?\d{1,2}[:.h]\d{2}\)?)?\s*[,:!—–-]+"  # 'Update 14:05:'"
    r"|sorry\s+(?=\d)|actually,?\s+(?=make\b|use\b|change\b)|on\s+second\s+thought,?"
    # 'actually mix 5x': the step named again with its new value
    r"|actually,?\s+(?=(?:mix|spin|seal|shake|incubate|read)\s+(?:it\s+|them\s+)?(?:for\s+|at\s+)?\d)"
    r"|change\s+of\s+plan(?:\s+on\s+the\s+\w+)?\s*[,:—–-]*)\s*)+"
    r"|^\s*(?:please\s+)?(?:make|change)\s+(?:it|that|the\s+)"
    # a ticket's technician ('changed to 2 s'), a requester's 'ok, go with 175 °C'
    r"|^\s*(?:now\s+)?(?:changed|updated|corrected|set)\s+(?:it\s+|that\s+)?to\s+(?=\d)"
    r"|^\s*(?:ok(?:ay)?\s*,?\s+)?(?:let'?s\s+)?go\s+with\s+(?=\d)"
    # a note on a written step: 'Use 80 µL for the mix in step 1', 'In step 2, use 4 min
    # instead', 'Step 3 should use 1,200 x g'
    r"|^\s*(?:[-•*]\s*)?(?:(?:notes?|nb|n\.b\.|important)\s*[:—–-]\s*)?(?:"
    r"(?:in|for)\s+step\s+\d{1,2}\s*[,:]?\s*(?:please\s+)?use\s+(?=\d)"
    r"|step\s+\d{1,2}\s+should\s+(?:use|be|read)\s+(?=\d)"
    r"|(?:please\s+)?use\s+(?=\d)(?=[^\n.]*?\b(?:(?:for|in|of)\s+(?:the|that|this)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:mix\w*|spin|seal\w*|shake|incubation|read\w*|transfer|addition"
    r"|wash|step)\b|step\s+\d)))",
    re.I,
)
_STEP_NAMED = re.compile(r"\bstep\s+(?P<n>\d{1,2})\b", re.I)
"""The written step a note's correction is for ('... in step 1')."""
_UNDECIDED = re.compile(rf"\b(?:{lx.UNDECIDED_WORDS})\b|\?", re.I)
"""A later sentence that is not yet a decision ('might need 2000 x g — will confirm')."""
_NOT_A_CORRECTION = re.compile(
    r"\b(?:registry|limits?|rules?|checks?|verif\w*|allow\w*|ignore|bypass|override|disable"
    r"|safety|interlock)\b",
    re.I,
)
"""A sentence that tries to change the checks ('edit the registry so that ...') is no
correction of the request (the injection lexicon records it)."""
_OLD_HINT = re.compile(r"\b(?:not|instead\s+of|i\s+said)\s+(?P<q>\d[\d.,]*)", re.I)
_KEYWORDS = (
    ("spin", r"\bspin|\bspun\b|centrifug"),
    ("seal", r"\bseal|\ba4s\b"),
    ("shake", r"\bshak"),
    ("incubat", r"\bincubat"),
    ("read", r"\bread|absorb|fluoresc|lumines"),
    ("mix", r"\bmix(?:ing)?\b"),
    ("add", r"\badd|dispens|transfer|pipett|aliquot"),
    ("store", r"\bstor|fridge"),
)
_ANY_KEYWORD = re.compile("|".join(p for _, p in _KEYWORDS), re.I)
_ORDINAL = {"first": 0, "second": 1, "third": 2, "last": -1}
_OTHER_CHANGE = re.compile(
    r"\binstead\b(?!\s*[.!]?\s*$)|\buse\s+the\b|\bswitch|\bnot\s+(?:before|after)\b", re.I
)
"""A change of step or instrument, not of a value ('... use 4 min instead' is a value's)."""
_BREAK = re.compile(r",\s|\s[—–-]\s|;|\(")


def _operation_at(text: str, at: int) -> str:
    """The operation word a value belongs to: the last one before it in its sentence, else
    the first after it ('Before the read, spin the plate 2 min')."""
    start, end = _sentence_start(text, at), _sentence_end(text, at)
    before = list(_ANY_KEYWORD.finditer(text, start, at))
    m = before[-1] if before else _ANY_KEYWORD.search(text, at, end)
    return "" if m is None else _keyword(m.group(0))


def operation_word_at(text: str, at: int) -> str:
    """The step a value at ``at`` belongs to, by the operation word nearest before it in its
    sentence ('spin', 'seal', 'add', ...; '' when the sentence names none)."""
    return _operation_at(text, at)


def _keyword(word: str) -> str:
    return next((k for k, p in _KEYWORDS if re.match(p, word, re.I)), "")


_ASIDE_OR_ID = re.compile(r"\([^()\n]*\)|\b[a-z]+[-#]?\d[\w-]*", re.IGNORECASE)
"""A bracketed aside, or a name with digits ('LT-5521', 'lot 7'... not '60 µL')."""


def _standalone(text: str, notes: list[str]) -> str | None:
    """A correction sentence after the request ('Sorry -- 45 cycles.', 'Actually make the
    second spin 2 min.') applied to the one value it can mean, and removed."""
    starts = [m.end() for m in _SENTENCE_END.finditer(text)]
    for a in starts:
        b = _sentence_end(text, a)
        sentence = text[a:b]
        lead = _STANDALONE.match(sentence)
        if not lead or _OTHER_CHANGE.search(sentence) or _NOT_A_CORRECTION.search(sentence):
            continue
        if _UNDECIDED.search(sentence):
            continue  # 'Update: might need 2000 x g - will confirm later': not decided yet
        body = a + lead.end()
        first = _quantities(text, body, b)
        if not first:
            continue
        cut = _BREAK.search(text, first[0].end, b)
        scope_end = cut.start() if cut else b
        hints = {float(h["q"].replace(",", "")) for h in _OLD_HINT.finditer(sentence)}
        hinted = {m.start("q") + a for m in _OLD_HINT.finditer(sentence)}
        hinted |= {m.start("n") + a for m in _STEP_NAMED.finditer(sentence)}  # 'in step 1'

        ids = [(m.start() + a, m.end() + a) for m in _ASIDE_OR_ID.finditer(sentence)]
        new_values = [  # not the '3' of 'per SOP-HC-3'
            q
            for q in _quantities(text, body, scope_end)
            if q.start not in hinted and not any(x <= q.start < y for x, y in ids)
        ]
        if not new_values or any(not q.kind for q in new_values):
            continue
        before = set(re.findall(r"\d+(?:\.\d+)?", text[:a]))
        rest = _ASIDE_OR_ID.sub(" ", text[scope_end:b])  # '(new lot LT-5521 ...)' is no value
        if any(n not in before for n in re.findall(r"\d+(?:\.\d+)?", rest)):
            continue  # '..., so going with ex 800 / em 920': more than the one correction
        low = text[a:scope_end].lower()
        wanted = [k for k, p in _KEYWORDS if re.search(p, low)]
        own = text[body:scope_end].lower()  # not the 'second' of 'on second thought'
        nth = next((i for w, i in _ORDINAL.items() if re.search(rf"\b{w}\b", own)), None)
        edits: list[tuple[_Q, _Q]] = []
        for new in new_values:
            pool = [q for q in _quantities(text, 0, a) if q.kind == new.kind]
            if len(pool) > 1:  # 'integration 2 s please' above 'changed to 2 s': said again
                pool = [q for q in pool if q.value != new.value] or pool
            if hints:
                pool = [q for q in pool if q.value in hints]
            named_step = _STEP_NAMED.search(sentence)
            if named_step is not None:  # '... in step 1': the values of that written step
                line = _written_step(text[:a], int(named_step["n"]))
                pool = [q for q in pool if line is not None and line[0] <= q.start < line[1]]
            elif wanted:
                pool = [q for q in pool if _operation_at(text, q.start) in wanted]
            if nth is not None:
                pieces = [
                    k.start()
                    for k in _ANY_KEYWORD.finditer(text, 0, a)
                    if _keyword(k.group(0)) in wanted
                ]
                pool = pool if not wanted else _in_nth_piece(text, pool, pieces, nth)
                if not wanted and len(pool) > abs(nth) - (nth < 0):
                    pool = [pool[nth]]
            if len(pool) != 1:
                break
            edits.append((pool[0], new))
        else:
            if len({old.start for old, _ in edits}) != len(edits):
                continue  # two corrections of one value: not understood
            out = text[:a] + text[b:].lstrip(".!? ")
            for old, new in sorted(edits, key=lambda e: -e[0].start):
                unit = "times" if new.unit.lower() in ("x", "×") else new.unit
                written = f"{new.number} {unit}"
                notes.append(
                    f"'{text[old.start : old.end]}' corrected to '{written}' "
                    f"('{sentence.strip()}')."
                )
                out = out[: old.start] + written + out[old.end :]
            return out
    return None


def _written_step(text: str, number: int) -> tuple[int, int] | None:
    """Where the line of written step ``number`` ('1. Mix ...', 'Step 1: ...') is in ``text``
    (None: no such line, or two)."""
    lines = [
        (m.start(), m.end())
        for m in re.finditer(
            rf"(?im)^[ \t]*(?:[-•*][ \t]*)?(?:step[ \t]*)?{number}[.):][ \t]+[^\n]*$", text
        )
    ]
    return lines[0] if len(lines) == 1 else None


def _in_nth_piece(text: str, pool: list[_Q], pieces: list[int], nth: int) -> list[_Q]:
    """The values of ``pool`` in the nth piece that names the operation ('the second
    spin'); none when that piece states no such value ('spin again')."""
    if not pieces or abs(nth) >= len(pieces) + (nth < 0):
        return []
    start = pieces[nth]
    later = [p for p in pieces if p > start]
    end = later[0] if later else len(text)
    return [q for q in pool if start <= q.start < end]


# -- values given relative to an earlier one -------------------------------------------------
_FACTORS = {"twice": 2.0, "double": 2.0, "three times": 3.0, "four times": 4.0, "half": 0.5}
_KIND_WORDS = {
    "speed": ("speed", "force"),
    "force": ("force",),
    "g": ("force",),
    "time": ("time",),
    "duration": ("time",),
    "temperature": ("temperature",),
    "temp": ("temperature",),
    "volume": ("volume",),
    "amount": ("volume",),
}
_SAME = re.compile(
    r"\b(?:(?P<prep>at|for|with|of)\s+)?the\s+same\s+(?P<what>speed|force|g|time|duration"
    r"|temperature|temp|volume|amount)\b",
    re.I,
)
_AS_LONG = re.compile(r"\bfor\s+(?P<f>twice|three\s+times|four\s+times|half)\s+as\s+long\b", re.I)
_FACTOR_OF = re.compile(
    r"\b(?:(?P<prep>at|for|with)\s+)?(?P<f>twice|double|half|three\s+times)\s+(?:the|that)\s+"
    r"(?P<what>speed|force|time|duration|volume|amount)\b",
    re.I,
)


_VERB_FACTOR = re.compile(
    r"\b(?P<f>halve|double|triple)\s+(?:the\s+)?(?P<middle>(?:[\w-]+\s+){0,3}?)"
    r"(?P<what>volume|amount|time|duration|speed|force)\b",
    re.I,
)
"""'Halve the lysis buffer volume this time': a value as a factor of the one before."""
_VERB_FACTORS = {"halve": 0.5, "double": 2.0, "triple": 3.0}


def _verb_factor(text: str, notes: list[str]) -> str | None:
    for m in _VERB_FACTOR.finditer(text):
        kinds = _KIND_WORDS[m["what"].lower()]
        base = _previous(text, m.start(), kinds)
        if base is None:
            continue
        written = f"{fmt(base.value * _VERB_FACTORS[m['f'].lower()])} {base.unit}".strip()
        middle = m["middle"].strip()
        new = {
            "volume": f"add {written}" + (f" of {middle}" if middle else ""),
            "time": f"for {written}",
        }.get(base.kind, f"at {written}")
        notes.append(f"'{m.group(0).strip()}' is {written} (from '{text[base.start : base.end]}').")
        return text[: m.start()] + new + text[m.end() :]
    return None


_RATHER = re.compile(
    r"(?:,?\s*\b(?:but\s+)?(?:make\s+(?:it|that|them)|use|go\s+(?:with|for)|do|set\s+(?:it\s+)?to)\s+)?"
    r"(?P<new>\d[\d.,]*\s*[a-zµ°][\w°µ ]{0,10}?)\s+(?:rather\s+than|instead\s+of)\s+"
    r"(?:the\s+)?(?P<old>\d+(?:[.,]\d+)*)"
    r"(?:\s?(?:min\w*|s|secs?|seconds?|h|hrs?|hours?|µl|ul|ml|x\s*g|g|rpm|°\s*c|c|nm)\b)?",
    re.I,
)
"""'make it 10 minutes rather than 5', 'use 2000 x g instead of 1500': a value changed in a
reply; the earlier value of the same kind becomes the new one and the phrase goes."""


def _rather(text: str, notes: list[str]) -> str | None:
    for m in _RATHER.finditer(text):
        new = _quantities(text, m.start("new"), m.end("new"))
        if len(new) != 1 or not new[0].kind:
            continue  # '1 min 30 s instead of 60 s': a compound value is left to ask
        sentence = text[_sentence_start(text, m.start()) : m.start()]
        if re.search(r"\b(?:repeat\w*|again|another|second|once\s+more)\b", sentence, re.I):
            continue  # 'repeat that spin at 20 °C instead of 4': a new step's own value
        old = [
            q
            for q in _quantities(text, 0, m.start())
            if q.kind == new[0].kind and q.value == float(m["old"].replace(",", ""))
        ]
        said_before = re.search(
            rf"(?<![\w.]){re.escape(m['old'])}(?![\w]|[.,]\d)", text[: m.start()]
        )  # '10 cycles of 150 µL instead of 5 x 100' after 'mix 5 times with 100 µL'
        reported = re.search(  # 'the diluent step ran with 90 ul instead of 180 ul': history
            r"\b(?:last|previous|ran|was|were|came\s+out|had|did|got|used|gave)\b|\(",
            text[_sentence_start(text, m.start()) : m.start()],
            re.I,
        )
        if (
            not old
            and said_before is None
            and reported is None
            and not re.match(r"\s*(?:x|×|\*|/)\s*\d", text[m.end() :])
            and not m.group(0)[: m.start("new") - m.start()].strip(" ,")
        ):
            # 'read at 600 nm instead of 595': the step writes its new value in place, and
            # the old one is the earlier run's, written nowhere before
            notes.append(
                f"'{m.group(0).strip(' ,')}': {new[0].number} {new[0].unit} is this run's value; "
                f"{m['old']} was the earlier one."
            )
            rest = re.sub(  # 'The 595 read flagged the edge wells': that run's value again
                rf"(?<![\w.]){re.escape(m['old'])}(?![\w]|[.,]\d)(?!\s*(?:{_UNIT}))",
                " ",
                text[m.end() :],
            )
            return text[: m.end("new")] + rest
        if len(old) != 1:
            continue  # none, or two steps with that value ('20 uL buffer ... 20 uL enzyme'): asks
        target, value = old[-1], new[0]
        written = f"{value.number} {value.unit}".strip()
        notes.append(
            f"'{text[target.start : target.end]}' changed to '{written}' "
            f"('{m.group(0).strip(' ,')}')."
        )
        cut = text[: m.start()].rstrip() + text[m.end() :]
        return cut[: target.start] + written + cut[target.end :]
    return None


_CAPACITY_AFTER = re.compile(
    r"\s*(?:pcr|flat|round|v-bottom|plates?|tubes?|wells?|racks?|reservoirs?|troughs?|tips?|deep)\b",
    re.I,
)
_CAPACITY_BEFORE = re.compile(r"\b(?:plate|rack|reservoir|trough|tube|tips?|well)\s*$", re.I)


def _capacity(text: str, q: _Q) -> bool:
    """'Corning 96 Well Plate 360 uL Flat', 'Tip Rack 300 uL': a labware's size, no volume
    of a step."""
    return q.kind == "volume" and bool(
        _CAPACITY_AFTER.match(text, q.end) or _CAPACITY_BEFORE.search(text[: q.start])
    )


def _previous(text: str, at: int, kinds: tuple[str, ...]) -> _Q | None:
    found = [q for q in _quantities(text, 0, at) if q.kind in kinds and not _capacity(text, q)]
    return found[-1] if found else None


def _relative(text: str, notes: list[str]) -> str | None:
    for pattern in (_SAME, _AS_LONG, _FACTOR_OF):
        for m in pattern.finditer(text):
            what = m.groupdict().get("what") or "time"
            kinds = _KIND_WORDS[what.lower()]
            base = _previous(text, m.start(), kinds)
            if base is None:
                continue
            factor = 1.0 if pattern is _SAME else _FACTORS[" ".join(m["f"].lower().split())]
            default = "for" if base.kind == "time" else "" if base.kind == "volume" else "at"
            prep = (m.groupdict().get("prep") or default).lower()
            written = f"{fmt(base.value * factor)} {base.unit}".strip()
            lead = f"{prep} " if prep and prep != "of" else ""
            notes.append(
                f"'{m.group(0).strip()}' is {written} (from '{text[base.start : base.end]}')."
            )
            return text[: m.start()] + f"{lead}{written}" + text[m.end() :]
    return None


# -- entry points ----------------------------------------------------------------------------
_STRIKE = re.compile(r"~~[^~\n]*~~\s?")
_SED = re.compile(r"^\s*s/(?P<old>[^/\n]+)/(?P<new>[^/\n]*)/g?\s*$", re.M)


_UNIT_WORD = r"°\s?c\b|ºc\b|c\b|x\s?g\b|×\s?g\b|xg\b|g\b|rpm\b|mins?\b|s\b|sec\b|µl\b|ul\b|nm\b"
_NOT_OLD = re.compile(
    r"(?im)(?:^|(?<=[.!?]\s))[ \t]*(?P<lead>(?:(?:(?:actually|sorry|oops|correction|typo|edit"
    r"|update|no)\b[,:!—–-]?|errat(?:um|a)\b[^:\n]{0,40}:|(?:this|that|it)\s+should\s+(?:read|be)\b)"
    r"\s*)+)(?P<kw>(?:[a-z-]+\s+){0,2}?)(?P<new>\d+(?:[.,]\d+)*)[ \t]*"
    rf"(?:{_UNIT_WORD})?[ \t]*,?[ \t]*{lx.REJECTING}[ \t]+"
    rf"(?P<old>\d+(?:[.,]\d+)*)(?:[ \t]*(?:{_UNIT_WORD}))?[ \t]*[,.;]?"
)
_NEW_UNIT = re.compile(rf"[ \t]*(?P<u>{_UNIT_WORD})", re.I)
"""'actually anneal 58 not 55', 'sorry, 1500 x g not 1000': a value and the one it replaces."""


def _keyword_not(text: str, notes: list[str]) -> str | None:
    """A correction line that names the old value it replaces ('actually anneal 58 not 55')
    applied to the one place the old value stands before it (beside the keyword, when one
    is given), and removed."""
    for m in _NOT_OLD.finditer(text):
        before = text[: m.start()]
        spots = [
            k.start()
            for k in re.finditer(rf"(?<![\d.,]){re.escape(m['old'])}(?![\d]|[.,]\d)", before)
        ]
        stem = m["kw"].strip().lower()[:5]
        if stem and len(spots) > 1:
            spots = [k for k in spots if stem in before[max(0, k - 20) : k].lower()]
        unit = _NEW_UNIT.match(text, m.end("new"))
        if unit and len(spots) > 1:  # '2 min, not 5': the 5 with minutes after it
            u = unit["u"].lower().replace(" ", "")[:1]
            spots = [k for k in spots if before[k + len(m["old"]) :].lstrip().lower()[:1] == u]
        if len(spots) != 1:
            continue
        k = spots[0]
        notes.append(f"'{m['old']}' corrected to '{m['new']}' ('{m.group(0).strip()}').")
        rest = text[m.end() :].lstrip()
        return before[:k] + m["new"] + before[k + len(m["old"]) :] + rest
    return None


_STARRED = re.compile(
    r"(?im)^[ \t]*(?:\[?\d{1,2}[:.]\d{2}\]?[ \t]*)?\*(?![*\s])"  # '*em 520', not a '* ' bullet
    r"(?:(?P<key>ex|em|excitation|emission)\.?[ \t]*)?(?P<q>\d[\d.,]*[ \t]?[a-zµ°×]*)[^\n]*$"
)
"""A chat message's correction of the one before ('*em 520 sorry', '11:03 *37c'): the value
it gives replaces the last one of its kind (or after its key) written above."""


def _starred(text: str, m: re.Match[str], notes: list[str]) -> str:
    """``text`` with the starred correction ``m`` written over the value it corrects and its
    line left out; unchanged when no such value is written above."""
    above = text[: m.start()]
    new = m["q"].strip()
    if m["key"]:
        key = m["key"][:2].lower()
        found = list(re.finditer(rf"(?i)\b{key}\w*\.?\s*[:=]?\s*(\d{{3}})\b", above))
        number = re.match(r"\d+", new)
        if not found or number is None:
            return text
        at, written = found[-1].span(1), number.group(0)
    else:
        given = _quantities(new)
        if len(given) != 1 or not given[0].kind:
            return text
        same = [q for q in _quantities(above) if q.kind == given[0].kind]
        if not same:
            return text
        at, written = (same[-1].start, same[-1].end), f"{given[0].number} {given[0].unit}"
    notes.append(f"'{text[at[0] : at[1]]}' corrected to '{written}' ('{m.group(0).strip()}').")
    return text[: at[0]] + written + text[at[1] : m.start()] + text[m.end() :]


_COMMENT_LABEL = re.compile(
    r"(?im)^[ \t]*(?:(?:comments?|reply|response|update)[ \t]*(?:\([^()\n]{0,40}\))?[ \t]*:"
    r"|\[[^\]\[\n]{1,40}\])[ \t]*(?=(?P<rest>[^\n]*))"
)
"""Who wrote a ticket's comment ('Comment (S. Iyer):', '[Technician, 09:14]'): taken off a
comment that corrects a value, so the correction reads as one."""


@lru_cache(maxsize=256)
def _revise(text: str) -> tuple[str, tuple[str, ...]]:
    notes: list[str] = []
    out = text
    for m in list(_STRIKE.finditer(out)):
        notes.append(f"'{m.group(0).strip()}' is struck out.")
    out = _STRIKE.sub("", out)
    out = _COMMENT_LABEL.sub(  # 'Comment (S. Iyer): correction - 10 min': the correction
        lambda m: "" if _STANDALONE.match(out, m.end()) or _STANDALONE.match(m["rest"]) else m[0],
        out,
    )
    for m in list(_SED.finditer(out)):
        old, new = m["old"], m["new"]
        body = out[: m.start()] + out[m.end() :]
        if body.count(old) == 1:
            out = body.replace(old, new)
            notes.append(f"'{old}' replaced by '{new}' (the line '{m.group(0).strip()}').")
    for m in reversed(list(_STARRED.finditer(out))):
        out = _starred(out, m, notes)
    for step in (_wells, _inline, _keyword_not, _standalone, _relative, _verb_factor, _rather):
        for _ in range(8):  # each pass applies one; a text holds few
            changed = step(out, notes)
            if changed is None:
                break
            out = changed
    return out, tuple(notes)


def revised(text: str) -> str:
    """``text`` as finally meant: struck-out values and corrected values replaced by their
    corrections, values given relative to an earlier one written out."""
    return _revise(text)[0]


def revision_notes(text: str) -> list[str]:
    """One note per correction :func:`revised` applied to ``text``."""
    return list(_revise(text)[1])


_UNRESOLVED = re.compile(
    r"\b(?:scratch\s+that|on\s+second\s+thought|never\s?mind|change\s+of\s+plan|go\s+back\s+to"
    r"|swap\s+(?:the\s+order|them)|instead\s+of|rather\s+than|skip\s+(?:step|the|it)"
    r"|same\s+as\s+(?:yesterday|last|before|usual|the\s+(?:last|previous|usual))"
    # a step that depends on a reading: 'if it is above 0.5, add ...; otherwise ...'
    r"|\b(?:if|unless|when|once)\s+(?:the\s+)?(?:od\w*|a\d{3}|signal|reading|value|absorbance"
    r"|fluorescence|luminescence|it|they|the\s+\w+)\s+(?:is|are|reads?|gets?|goes|rises|drops|falls"
    r"|exceeds?|reaches)\s+(?:still\s+)?(?:above|below|over|under|higher|lower|greater|less|more"
    r"|at\s+least|at\s+most|>|<|\d)"
    # a value kept outside the text: 'the same annealing temperature as I used last time',
    # 'our usual annealing temperature'
    r"|\bthe\s+same\s+(?![^.;\n]*?\d)[^.;\n]{0,50}?\b(?:last\s+time|as\s+usual|as\s+always"
    r"|last\s+(?:week|run|month)|the\s+other\s+day)\b"
    # 'Only the read.' under a protocol with two reads: a pick by description
    r"|(?m:^[ \t]*(?:only|just)\s+(?:do\s+|run\s+)?the\s+[\w-]+(?:\s+[\w-]+)?"
    r"(?:\s+(?:please|thanks))?[ \t]*[.!]?[ \t]*$)"
    r"|\b(?:our|my|the)\s+usual\s+(?!defaults?\b)(?:[\w-]+\s+){0,2}?(?:speed|temperature|temp|time|duration"
    r"|volume|settings?|conditions?|force|cycling|cycles|program(?:me)?|profile)\b"
    r"|(?:a\s+(?:bit|little)|slightly|somewhat)\s+(?:harder|longer|shorter|more|less|faster"
    r"|slower|warmer|cooler|hotter|higher|lower)"
    r"|(?:twice|half|three\s+times|double)\s+(?:as|the|that)\s+(?:long|fast|much|speed|force|time"
    r"|duration|volume|amount|temperature|temp)\b"
    r"|as\s+(?:long|much|fast|hot)\s+as|the\s+same\s+(?:speed|force|time|duration|temperature"
    r"|temp|volume|amount)"
    r"|don'?t\s+(?:put|return|seal|spin|read|shake|add|do)\b[^.\n]{0,40}\b(?:actually|after\s+all"
    r"|either|this\s+time)"
    r"|\b(?:tm|ta)\s*[-+−±]\s*\d"  # 'anneal at Tm - 3': a value relative to one not given
    # 'Update 11:30: might need 2000 x g - will confirm': a change not yet decided
    r"|(?m:^)[ \t]*(?:update|edit|note|addendum)\b[^:\n]{0,20}:[^\n]*?\b(?:might|maybe|perhaps"
    r"|possibly|probably|checking|will\s+confirm)\b[^\n.]*"
    # 'revised per the v2 insert to 45 min', 'correction in the insert says 45 min': a
    # correction the reader could not apply (an applied one is gone from the text)
    r"|(?<![>→]\s)(?<![>→])\b(?:correction|corrected(?!\s+(?:himself|herself|themselves))|revised"
    r"|amended)\b[^.;\n]{0,60}?\b\d[\d.,]*\s?"
    r"(?:min|mins|minutes?|s|sec|seconds?|h|hrs?|hours?|°\s?c|ºc|deg|x\s?g|×\s?g|rpm|[uµμ]l|ml"
    r"|nm|cycles)\b"
    # 'until ~80 % confluent', 'until the OD reaches 0.6': a length set by what is seen
    r"|\buntil\s+(?:it\s+is\s+|they\s+are\s+|the\s+\w+\s+(?:is|are|reaches|gets)\s+)?(?:~|about"
    r"\s+|approx\.?\s+)?(?:\d+\s*%\s*)?(?:confluen\w*|turbid|dry|clear|od\w*\s*(?:of\s+)?\d"
    r"|colou?r\w*|visible)"
    # 'until 07:00 tomorrow' with no start time: the length is not stated
    r"|\buntil\s+(?:about\s+|~)?\d{1,2}[:.h]\d{2}\b"
    # 'the same spin but 8 min': a step given as a change of another the reader cannot place
    r"|\bthe\s+same\s+(?:spin|centrifugation|shake|shaking|seal|read|reading|incubation|program"
    r"|pcr|transfer|addition|mix|step)\s+(?:but|except|with|as)\b"
    # 'use 80 µL for the mix in step 1', 'step 2 should be 2 min': a note on a written step
    # the reader could not apply
    r"|\buse\s+\d[\d.,]*\s?[a-zµμ°×]*[^.;\n]{0,40}?\b(?:in|of|for)\s+step\s+\d{1,2}\b"
    r"|\bstep\s+\d{1,2}\s+should\s+(?:use|be|read)\s+\d"
    r"|\b(?:in|for)\s+step\s+\d{1,2}\s*,?\s*use\s+\d"
    # a listed plan and a reply that edits it, which the plan-edit reader could not apply
    r"|(?m:^[ \t]*[A-Za-z][\w .'’-]{0,20}:[ \t]*[^\n]*\b(?:rest\s+(?:is\s+)?(?:fine|ok|good)"
    r"|swap\s+\d|drop\s+(?:step\s*)?\d|add\s+a\s+step|put\s+\d\s*(?:and|&|,)\s*\d)\b)"
    # a reply to review comments whose quoted method the reader could not revise
    r"|\boriginal(?:ly)?\b[^:\n“\"]{0,60}:\s*[“\"]"
    # 'at the planned settings' the deviation reader could not settle
    r"|\b(?:at|with|for|to|using)\s+the\s+planned\s+(?:settings?|values?|parameters?|conditions?"
    r"|time|temperature|speed|force|volume|duration)\b"
    r"|\binstead\b|\bi\s+said\b|\bnot\s+(?:before|after)\b|\bmake\s+the\s+(?:[\w-]+\s+){1,3}\d(?![\d.,]*\s*k\b)(?![\w.,]*\s+(?:assay|kit|program"
    r"|programme|method|chip)\b)"
    r"|\b(?:do\s+(?:this|that|it|these|steps?\s+[\d\s,–-]+)|repeat\w*\b[^.\n]{0,30}?|wash\w*\b"
    r"[^.\n]{0,30}?)\s*(?:twice|two\s+times|three\s+times|thrice|again)\b)"
    r"|(?:^|[.!?]\s+|\n)\s*(?:wait|oops|correction|edit|actually|hmm|update"
    r"|sorry(?=\s*[,:—–!-](?!\s*(?:(?:it'?s|this\s+is)\s+)?(?:a\s+)?(?:long|quick|dumb|silly"
    r"|stupid|basic|newbie|beginner)\b|\s*(?:if|for|to|about|i'?m|i\s+am|in\s+advance"
    r"|one\s+more|forgot|i\s+forgot|also|to\s+add)\b)))"
    r"\s*[,:—–!-]"
    r"|(?:[—–;,(]|\.\.\.)\s*(?:hmm,?\s+)?(?:no|sorry|oops|wait|i\s+mean\w*|actually|or\s+rather)"
    r"\b[,!]?\s+(?:the|to\s+the|on\s+the|in\s+the|into\s+the|use|rows?\s+[a-h]\b|columns?\s+\d)",
    re.I,
)
_MARKED_VALUE = re.compile(
    rf"\b(?:sorry(?!\s+(?:to\s+(?:ask|bother|trouble|be\s+a\s+pain)|for\s+(?:the|asking|bothering"
    rf"|troubling|this|another|the\s+late)|again)\b|\s*!+\s*(?:please|could|can|would)\b)|typo|correction|i\s+mean|i\s+meant|oops|ugh"
    rf"|make\s+(?:it|that)"
    # 'switch to 1 s now', 'increase it to 45 cycles': a change of a value said elsewhere
    rf"|(?:switch|chang|rais|lower|increas|decreas|reduc)(?:e|es|ed|ing)?\s+(?:it\s+|that\s+)?"
    rf"(?:up\s+|down\s+)?to(?=\s+\d))\b[^.\n]{{0,40}}?"
    rf"(?:\d[\d.,]*\s?(?:{_UNIT})\b|\b(?:ex|em|excitation|emission|a)\.?\s*[:=]?\s*\d{{3}}\b)"
    rf"(?!{_SUBJECT_OF.pattern})",  # 'sorry, 0.5 s saturates': why, not a new value
    re.I,
)


def unresolved_revisions(text: str) -> list[str]:
    """Phrases of ``text`` (as :func:`revised` left it) that take something back or refer to
    an earlier value in a way the reader could not apply: the plan must ask about them."""
    return list(dict.fromkeys(phrase for _, phrase in unresolved_revision_spans(revised(text))))


_TIMED_UNTIL = re.compile(
    r"\d\s*(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\s*,?\s*until\b", re.I
)
"""'on the magnet for 5 min, until the solution is clear': the time is stated; what is seen
only describes it."""


def unresolved_revision_spans(revised_text: str) -> list[tuple[tuple[int, int], str]]:
    """:func:`unresolved_revisions` with where each phrase stands in ``revised_text`` (a
    text :func:`revised` already rewrote), so a reader that applies one can leave it out."""
    found = [
        ((m.start(), m.end()), m.group(0))
        for m in _UNRESOLVED.finditer(revised_text)
        if not _TIMED_UNTIL.search(revised_text[max(0, m.start() - 30) : m.start() + 6])
    ]
    found += [((m.start(), m.end()), m.group(0)) for m in _MARKED_VALUE.finditer(revised_text)]
    return found
