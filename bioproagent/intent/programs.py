"""Thermocycling programs in lab shorthand, read stage by stage.

Scientists write one PCR program in many compact ways::

    98 30s, 35x (98 10s, 60 20s, 72 30s), 72 5 min, hold 4
    95 °C/3 min -> 40 cycles: 95 °C/15 s, 60 °C/1 min
    initial denaturation 98 °C for 30 s, thirty-five cycles of denature 98 °C 10 s, ...

:func:`read_programs` finds the stretch of an intent that states a program (the pieces
around a cycle count that name no other operation, in a PCR / qPCR / thermocycler / ODTC /
CFX context) and gives every temperature and time in it a stage, or leaves it unread:

* a stage named in words wins over position ('anneal 60 °C 20 s', '95 °C 30 s
  denaturation', 'final extension 72 °C 5 min', 'hold 4', 'lid 105 °C');
* otherwise position decides: the one step before the cycle count is the initial
  denaturation; the steps of the cycled block (in parentheses, or after the count up to the
  first change of separator: ',' ';' '|' '/' '->' 'then' a new line or its indentation) are
  denaturation, annealing and, in a three-step block, extension; the one step after the
  block is the final extension; a temperature with 'hold', 'forever' or '∞' is the hold;
* a number without a unit is a temperature only when a time follows it ('98 30s',
  '98/10 s', '72 for 1 min') or in a hold ('hold 4', '4 forever');
* anything else is unclear and left unread, so the plan asks: two steps before the cycle
  count, a cycled block of one or of four or more steps, two steps after it, two cycle
  counts, one stage named twice, a stage that position would give but a name already took,
  a program without a cycle count whose steps are not named.

Cycle counts: 'N cycles (of)', 'N cycles:', 'Nx (...)', 'N x 98 10s', 'x N', '(...) x N',
'cycle / repeat N times', number words ('thirty-five cycles').
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_ops import _implied, operation_of
from bioproagent.intent.clause_split import Span, hard_pieces, ordered_pieces
from bioproagent.intent.shorthand import expand_shorthand

PROGRAM_OPS = ("run_pcr", "run_qpcr")

# -- number words for cycle counts ('thirty-five cycles') -------------------------------------
_PLAIN = {w: n for w, n in lx.NUMBER_WORDS.items() if "-" not in w and w != "single"}
_ONES = {w: n for w, n in _PLAIN.items() if 1 <= n <= 9}
_TEENS = {w: n for w, n in _PLAIN.items() if 10 <= n <= 19}
_TENS = {w: n for w, n in _PLAIN.items() if 20 <= n <= 90 and n % 10 == 0} | {"fourty": 40}
"""Number words from the one table (:data:`bioproagent.intent.lexicon.NUMBER_WORDS`); 'fourty'
is a common misspelling of a count."""


def _alt(words: dict[str, int]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


WORD_COUNT = (
    rf"(?:(?:{_alt(_TENS)})(?:[- ](?:{_alt(_ONES)})\b)?|(?:{_alt(_TEENS)})|(?:{_alt(_ONES)}))"
)
"""A count from one to ninety-nine in words ('thirty-five', 'forty two', 'twelve')."""


def word_count(raw: str) -> int | None:
    """The number a count in digits or words states ('35', 'thirty-five'), else None."""
    raw = raw.strip()
    if raw.isdigit():
        return int(raw)
    parts = re.split(r"[- ]+", raw)
    if len(parts) == 1:
        word = parts[0]
        return _ONES.get(word) or _TEENS.get(word) or _TENS.get(word)
    if len(parts) == 2 and parts[0] in _TENS and parts[1] in _ONES:
        return _TENS[parts[0]] + _ONES[parts[1]]
    return None


# -- tokens -------------------------------------------------------------------------------------
_V = r"\d{1,3}(?:\.\d{1,2})?"
_TEMP_UNIT = r"(?:°\s*c(?:elsius)?\b|°|deg(?:rees?)?\.?\s*c(?:elsius)?\b|degrees?\b|deg\b\.?|c\b)"
_TIME_WORD = r"(?:seconds?|secs?|s|minutes?|mins?|min|m|hours?|hrs?|hr|h)"
_AFTER_UNIT = r"(?:(?<![\w.])|(?<=°c)|(?<=\dc)|(?<=°))"
"""A time may touch the temperature before it ('98°C30s', '95c10s')."""
_RANGE = re.compile(
    rf"(?<![\w.])\d+(?:\.\d+)?[ \t]*(?:{_TEMP_UNIT}|{_TIME_WORD}\b)?[ \t]*(?:-|to)[ \t]*"
    rf"\d+(?:\.\d+)?[ \t]*(?:{_TEMP_UNIT}|{_TIME_WORD}\b)"
)
"""'55-60 °C', '5 to 10 min' (on one line: a dash that starts a new line is a bullet)."""
_SLASH_LIST = re.compile(
    rf"(?<![\w./])\d+(?:\.\d+)?(?:[ \t]*/[ \t]*\d+(?:\.\d+)?){{2,}}"
    rf"(?:[ \t]*(?:{_TEMP_UNIT}|{_TIME_WORD}\b))?"
)
"""'95/60/72 °C', '15/30/45 s': several stages' values in one list (read nowhere)."""
_MIN_SEC = re.compile(
    rf"{_AFTER_UNIT}(?P<m>\d{{1,3}})\s*(?:min|mins|minutes?|m)\s*(?:and\s+)?"
    r"(?P<s>\d{1,2})\s*(?:s|sec|secs|seconds?)\b"
)
_CLOCK = re.compile(
    r"(?<![\w.:\[])(?P<m>\d{1,2}):(?P<s>[0-5]\d)(?![\d:\]])"  # '[11:20]': a chat's time stamp
    r"(?!\s*(?:c?dna|rna|dilutions?|diluted|dil\b|ratio|v/v|in\b))"  # '1:10 cDNA': a dilution
)
_TIME = re.compile(rf"{_AFTER_UNIT}(?P<v>{_V})(?P<gap>\s*|-)(?P<u>{_TIME_WORD})\b")
_TEMP = re.compile(rf"(?<![\w.])(?P<v>{_V})\s*{_TEMP_UNIT}")
_BARE = re.compile(rf"(?<![\w.,:/°-])(?P<v>{_V})(?![\w°%]|[.,:]\d|\s*(?:°|deg))")
_TIME_FACTOR = {"s": 1, "m": 60, "h": 3600}

_MARK = re.compile(
    # '35 cycles', 'thirty-five cycles', '35 pcr cycles', '35 rounds'
    rf"(?<![\w.-])(?P<n1>\d{{1,3}}|{WORD_COUNT})\s+(?:(?:pcr|thermal|amplification)\s+)?"
    r"(?:cycles?|rounds?)\b(?!\s+of\s+mix)"
    r"(?!\s*(?:at|with|of|using)\s+\d[\d.,]*\s*(?:µl|ul|μl|microlit\w*|ml\b))"  # a mix's cycles
    # 'cycle 35 times', 'repeat 35x'
    rf"|\b(?:cycle|repeat)(?:d|s)?\s+(?:(?:this|these|steps?|the\s+block)\s+)?"
    rf"(?P<n2>\d{{1,3}}|{WORD_COUNT})\s*(?:times\b|x\b)"
    # 'cycles: 35', 'number of cycles = 35'
    r"|\b(?:(?:number|no\.?)\s+of\s+)?cycles?\s*[:=]\s*(?P<n5>\d{1,3})"
    r"(?![\d.]|\s*(?:°|c\b|deg|/|s\b|sec|min|\d))"
    # '35x (', '35 x 98 10s', '35x:'
    r"|(?<![\w.])(?P<n3>\d{1,3})\s?[x×](?=\s*[(\[:]|\s*$"
    r"|\s+\d{1,3}(?:\.\d)?\s*(?:°|c\b|deg|/|\s\d|for\b))"
    # 'x35', 'x 35 cycles', '(...) x 40'
    r"|(?<![\w.])(?<!\d\s)[x×]\s?(?P<n4>\d{1,3})(?:\s+cycles?\b)?"
    r"(?=[ \t]*(?:[,;|)\](\n:]|->|→|=>|$|\d|(?:then|and|followed|on|in|with)\b))"
)

_LABELS = re.compile(
    r"(?P<annealing2>\banneal\w*\s*(?:/|and|\+|&)\s*(?:exten\w*|extend\w*|elongat\w*|ext\b\.?))"
    r"|(?P<melt>\bmelt(?:ing)?[- ]?curve\b|\bmelt(?:ing)?\s+analysis\b|\bdissociation\b)"
    r"|(?P<initial_denaturation>\binitial(?:ly)?(?:\s+(?:denatur\w*|melt\w*|heat\w*|step|hold))?\b"
    r"|\binit\b\.?(?:\s*denat\w*\b\.?)?|\bhot[- ]?start\b"
    r"|\b(?:(?:enzyme|polymerase|heat)\s+)?activation\b"
    r"|\bpre[- ]?denatur\w*)"
    r"|(?P<final_extension>\bfinal(?:\s+(?:exten\w*|elongat\w*|ext\b\.?|step))?\b)"
    r"|(?P<denaturation>\bdenatur\w*|\bdenat\b\.?|\bmelt\w*)"
    r"|(?P<annealing>\banneal\w*|\bann\b\.?)"
    r"|(?P<extension>\bexten\w*|\bextend\w*|\belongat\w*|\bext\b\.?)"
    r"|(?P<hold>\b(?:infinite\s+)?(?:hold|keep)(?:\s+(?:it|them|(?:the\s+)?(?:plate|block"
    r"|samples?|reactions?)))?(?:\s+(?:at|by|on|in))?\b|∞|\bforever\b|\bindefinite(?:ly)?\b"
    r"|\binf(?:inite|inity)?\b|\buntil\s+(?:removed|collected|use|further\s+use|taken\s+out"
    r"|the\s+(?:plate|run|program)\s+is\s+\w+)\b)"
    r"|(?P<lid>\b(?:heated\s+)?lid(?:\s+temp\w*)?\b)"
)
_FILLER = re.compile(
    r"[\s:=@(-]*(?:(?:at|for|of|to|step|is|an?|the|temp(?:erature)?|time|duration|must|should"
    r"|be|bei|à)(?!\w)[\s:=@(-]*)*"
)
"""What may stand between a stage name and its values ('anneal at 60 °C', 'final extension:
72 °C')."""
_NAME_AFTER = re.compile(r"[ \t]*[(\[]?[ \t]*")
"""What may stand between values and the stage name after them ('95 °C 30 s (denaturation)');
a name on the next line belongs to what follows it."""
_TEMP_TIME = re.compile(r"\s*(?:(?:,|/|:|for\b)\s*)?")
_BARE_TIME = re.compile(r"\s+|\s*/\s*|\s+for\s+")
_TIME_TEMP = re.compile(r"\s*(?:at|@)\s*")
_RATE = re.compile(r"\s*(?:/|per)\s*(?:kb|kbp|kilobases?|cycles?|cyc)\b")
"""'1 min/kb', '-0.5 °C/cycle': a rate, not a setting."""
_EXPRESSION = re.compile(r"(?:\bt[am]\d?|\bmelting\s+temp\w*)\s*[-+]\s*$|[+±]\s*$")
"""'Tm-5 °C', 'Ta + 2 °C': a value computed from another, not stated."""
_CORRECTED = re.compile(
    r"(?:\bsorry|\bcorrection|\bi\s+mean|\boops|\bactually|\bno\s+wait|\btypo)\W{0,3}$"
)
"""'60 20s (sorry, 62)': a value right after a correction word replaces one the program reader
cannot place, so it is read as unclear and the plan asks."""
_STEP_JOIN = re.compile(r"\d\s*(?:s|secs?|seconds?|min|mins|minutes?)\s*\+\s*$")
"""'(95c 10s + 60c 30s)': a plus between two steps of a cycle, no sum."""
_ORDER = re.compile(
    r"\b(?:after(?!\s+(?:that|this|which)\b)(?!wards)|(?<!\bthe\s)following|once(?!\s*(?:[;,.)\n]|$|then\b|and\b))|before(?:hand)?|prior\s+to"
    r"|preceded\s+by|first)\b"
)
"""Order words: 'X after Y' runs Y first, so the place of Y in the text is not its place in
the program."""
_VARYING = re.compile(r"touch-?\s?down|\bgradient\b|step-?\s?down")
"""Programs whose annealing temperature changes from cycle to cycle: asked, never guessed."""
_CONTEXT = re.compile(
    rf"{lx.NOT_A_PLATE}\bq-?pcr\b|{lx.NOT_A_PLATE}\bpcr\b"  # '96 PCR x4': four plates
    r"|thermo-?\s?cycl\w*|thermal[- ]?cycl\w*|\bodtc\b|\bcfx\s?(?:384|96)?\b"
    r"|\bcycl(?:e|es|ing)\b|\bamplif\w*"
)
_QUICK = re.compile(r"cycl|\d\s?x\b|\bx\s?\d|\btimes\b|\brounds?\b|pcr|odtc|cfx|thermo|thermal")

_HOT_C = 85.0
"""An initial denaturation runs at or above it (94-98 °C), a final extension below (68-72 °C)."""
_END_WORDS = (
    r"at\s+the\s+(?:very\s+)?end|to\s+(?:finish|end)|at\s+last|last(?:ly)?\b"
    r"|once\s+at\s+the\s+end|after(?:wards|\s+the\s+cycles)"
)
"""Words that put a step after the cycles."""
_AT_THE_END = re.compile(rf"\s*(?:{_END_WORDS}|as\s+(?:a\s+|the\s+)?final\b)")
"""The words after a step ('and 72 °C 5 min at the end')."""
_END_BEFORE = re.compile(rf"\b(?:{_END_WORDS}|finally)\b")
"""The same words before a step ('..., 72 °C 30 s, at the end 72 °C 2 min')."""
_BEFOREHAND = re.compile(r"\b(?:before\s*,|beforehand\b\s*,?)")
"""'Before, 95 °C 3 min': a sentence head that puts its step before the cycles."""
_BLOCK_ROLES = {2: ("denaturation", "annealing"), 3: ("denaturation", "annealing", "extension")}


@dataclass(frozen=True)
class ProgramValue:
    """One value of a program with its parameter (``role``) and where it was read."""

    start: int
    end: int
    value: float
    unit: str
    """'c', 's' or 'cycles'."""
    role: str


@dataclass(frozen=True)
class Unclear:
    """A step of a program whose stage the text does not settle: left unread (the plan
    asks)."""

    start: int
    end: int
    reason: str


@dataclass
class ProgramReading:
    """The programs an intent states: values with their stage, and unclear steps."""

    values: list[ProgramValue] = field(default_factory=list)
    unclear: list[Unclear] = field(default_factory=list)
    regions: list[Span] = field(default_factory=list)
    two_step: list[Span] = field(default_factory=list)
    """Regions whose cycled block has two steps (no extension step)."""

    def claims(self, start: int, end: int) -> bool:
        """Whether a value or an unclear step of a program lies in ``[start, end)``."""
        return any(start <= v.start < end for v in self.values) or any(
            start <= u.start < end for u in self.unclear
        )

    def is_two_step(self, start: int, end: int) -> bool:
        return any(a < end and start < b for a, b in self.two_step)


@dataclass(frozen=True)
class _Tok:
    kind: str  # temp, bare, time, clock, mark, label, odd (a rate or a computed value)
    start: int
    end: int
    value: float = 0.0
    name: str = ""


@dataclass
class _Step:
    start: int
    end: int
    temp: _Tok | None = None
    time: _Tok | None = None
    label: str | None = None
    reason: str = ""
    """Why a step that cannot be placed is unclear ('a rate')."""

    @property
    def kind(self) -> str:
        if self.label in ("hold", "lid", "melt"):
            return self.label
        return "stage"


def _time_value(m: re.Match[str]) -> float | None:
    unit = m["u"]
    if unit == "m" and m["gap"]:
        return None  # '5 m' with a space may be metres; only '5m' is minutes
    return float(m["v"]) * _TIME_FACTOR[unit[0]]


def _tokens(low: str, lo: int, hi: int) -> list[_Tok]:
    """Temperatures, times, cycle counts and stage names in ``low[lo:hi]`` (absolute spans)."""
    taken: list[Span] = []
    toks: list[_Tok] = []

    def free(a: int, b: int) -> bool:
        return all(b <= x or a >= y for x, y in taken)

    def add(tok: _Tok) -> None:
        if free(tok.start, tok.end):
            taken.append((tok.start, tok.end))
            toks.append(tok)

    for m in _RANGE.finditer(low, lo, hi):  # '55-60 °C': a range, read (and asked) elsewhere
        taken.append((m.start(), m.end()))
    for m in lx.RIBOSOMAL.finditer(low, lo, hi):  # '16S V4 amplification': no 16 seconds
        taken.append((m.start(), m.end()))
    for m in _SLASH_LIST.finditer(low, lo, hi):
        add(_Tok("odd", m.start(), m.end(), name="values of several steps in one list"))
    for m in _MARK.finditer(low, lo, hi):
        raw = next(g for g in (m["n1"], m["n2"], m["n3"], m["n4"], m["n5"]) if g)
        n = word_count(raw)
        a, b = m.span("n5") if m["n5"] else m.span()  # 'cycles: 35' may straddle a ': '
        if n is not None:
            add(_Tok("mark", a, b, float(n)))
    for m in _LABELS.finditer(low, lo, hi):
        name = next(k for k, v in m.groupdict().items() if v)
        add(_Tok("label", m.start(), m.end(), name="annealing" if name == "annealing2" else name))
    for m in _MIN_SEC.finditer(low, lo, hi):
        add(_Tok("time", m.start(), m.end(), int(m["m"]) * 60.0 + int(m["s"])))
    for m in _TEMP.finditer(low, lo, hi):
        add(_Tok("temp", m.start(), m.end(), float(m["v"])))
    for m in _TIME.finditer(low, lo, hi):
        seconds = _time_value(m)
        if seconds is not None:
            add(_Tok("time", m.start(), m.end(), seconds))
    for m in _CLOCK.finditer(low, lo, hi):
        add(_Tok("clock", m.start(), m.end(), int(m["m"]) * 60.0 + int(m["s"])))
    for m in _BARE.finditer(low, lo, hi):
        add(_Tok("bare", m.start(), m.end(), float(m["v"])))
    toks.sort(key=lambda t: t.start)
    toks = _one_name_each(low, toks)
    listed = _listed(low, toks)
    out = []
    for k, t in enumerate(toks):
        if k in listed:
            t = _Tok("odd", t.start, t.end, name="values of several steps in one list")
        elif t.kind in ("temp", "time", "clock", "bare") and _RATE.match(low, t.end):
            t = _Tok("odd", t.start, _RATE.match(low, t.end).end(), name="a rate")  # type: ignore[union-attr]
        elif (
            t.kind in ("temp", "time", "bare")
            and _EXPRESSION.search(low, lo, t.start)
            and not _STEP_JOIN.search(low, lo, t.start)
        ):
            t = _Tok("odd", t.start, t.end, name="a value computed from another")
        elif t.kind in ("temp", "time", "bare") and _CORRECTED.search(low, lo, t.start):
            t = _Tok("odd", t.start, t.end, name="a correction of another value")
        out.append(t)
    return sorted(out, key=lambda t: t.start)


def _one_name_each(low: str, toks: list[_Tok]) -> list[_Tok]:
    """'an initial 2-minute activation at 95 °C': two names of one stage with only its
    values between them name it once; the later name is kept, so the values on both sides
    join it ('2-minute activation at 95 °C', as '30 s annealing at 60 °C')."""
    out: list[_Tok] = []
    for t in toks:
        named = [k for k, o in enumerate(out) if o.kind == "label"]
        if (
            t.kind == "label"
            and named
            and out[named[-1]].name == t.name
            and all(o.kind in ("time", "temp") for o in out[named[-1] + 1 :])
            and not re.search(r"[,;.\n]", low[out[named[-1]].end : t.start])
            and t.start - out[named[-1]].end < 20
        ):
            del out[named[-1]]
        out.append(t)
    return out


def _listed(low: str, toks: list[_Tok]) -> set[int]:
    """Indexes of temperatures or times written as a list with '/' ('95 °C/60 °C/72 °C for
    30 s/30 s/1 min'): several steps' values, not a temperature and its time. A time that
    or temperature that ends a pair ('90 5 s / 5 s at 45 °C', '5 s at 90 °C / 45 °C 5 s')
    starts no list."""

    def slash(a: int, b: int) -> bool:
        return re.fullmatch(r"\s*/\s*", low[toks[a].end : toks[b].start]) is not None

    out: set[int] = set()
    for kind in ("temp", "time"):
        for k in range(len(toks) - 1):
            a, b = toks[k], toks[k + 1]
            if a.kind != kind or b.kind != kind or not slash(k, k + 1):
                continue
            before = toks[k - 1] if k > 0 and k - 1 not in out else None
            joint = low[before.end : a.start] if before is not None else ""
            paired = before is not None and (  # a ends a pair: '90 5 s / ...', '5 s at 90 °C / ...'
                (
                    kind == "time"
                    and before.kind in ("temp", "bare")
                    and re.fullmatch(r"\s*(?:/|for\b|,)?\s*", joint) is not None
                )
                or (
                    kind == "temp"
                    and before.kind == "time"
                    and _TIME_TEMP.fullmatch(joint) is not None
                )
            )
            if not paired:
                out |= {k, k + 1}
    return out


def _steps(low: str, toks: list[_Tok]) -> tuple[list[_Step], list[_Tok], list[_Step]]:
    """Steps (a temperature and/or a time, with a stage name if one is written), cycle
    counts, and the steps that cannot be read (a clock time with no temperature)."""
    steps: list[_Step] = []
    marks: list[_Tok] = []
    loose: list[_Step] = []
    pending: _Tok | None = None
    merge: _Step | None = None
    i = 0

    def gap(a: _Tok | _Step, b: _Tok) -> str:
        return low[a.end : b.start]

    while i < len(toks):
        t = toks[i]
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if t.kind == "label":
            prev = steps[-1] if steps else None
            before = (
                nxt is not None
                and nxt.kind in ("temp", "time", "bare", "clock")
                and _FILLER.fullmatch(gap(t, nxt)) is not None
            )
            after = (
                prev is not None
                and prev.label is None
                and prev.end <= t.start
                and _NAME_AFTER.fullmatch(low[prev.end : t.start]) is not None
            )
            if after and before and prev is not None and nxt is not None and _completes(prev, nxt):
                pending, merge = t, prev  # '30 s annealing at 60 °C': one step
            elif after and before and prev is not None and _half(prev) is None:
                # '95 °C 30 s denaturation 60 °C 30 s': the name of which step?
                prev.reason = "a stage name between two steps"
                pending = _Tok("label", t.start, t.end, name="?")
            elif after and prev is not None:
                prev.label, prev.end = t.name, t.end  # '95 °C 30 s denaturation'
            elif before:
                pending = t
            i += 1
            continue
        if t.kind == "mark":
            marks.append(t)
            pending = None
            i += 1
            continue
        step: _Step | None = None
        if t.kind == "time":
            if nxt and nxt.kind == "temp" and _TIME_TEMP.fullmatch(gap(t, nxt)):
                step = _Step(t.start, nxt.end, temp=nxt, time=t)  # '15 s at 95 °C'
                i += 1
            else:
                step = _Step(t.start, t.end, time=t)
        elif t.kind == "temp":
            if nxt and nxt.kind in ("time", "clock") and _TEMP_TIME.fullmatch(gap(t, nxt)):
                step = _Step(t.start, nxt.end, temp=t, time=nxt)
                i += 1
            else:
                step = _Step(t.start, t.end, temp=t)
        elif t.kind == "bare":
            if nxt and nxt.kind in ("time", "clock") and _BARE_TIME.fullmatch(gap(t, nxt)):
                step = _Step(t.start, nxt.end, temp=t, time=nxt)  # '98 30s', '98/10 s'
                i += 1
            elif (pending is not None and pending.name == "hold") or (
                nxt is not None
                and nxt.kind == "label"
                and nxt.name == "hold"
                and re.fullmatch(r"\s*", gap(t, nxt))
            ):
                step = _Step(t.start, t.end, temp=t)  # 'hold 4', '4 forever'
        elif t.kind == "clock":
            loose.append(_Step(t.start, t.end, time=t, reason="a time without its temperature"))
        elif t.kind == "odd":
            loose.append(_Step(t.start, t.end, reason=t.name))
        i += 1
        if step is None:
            continue
        if merge is not None and (step.temp is None) != (step.time is None):
            merge.temp, merge.time = merge.temp or step.temp, merge.time or step.time
            merge.end, merge.label = step.end, pending.name if pending else None
            merge = pending = None
            continue
        merge = None
        if pending is not None and pending.name == "?":
            step.reason = "a stage name between two steps"
        elif pending is not None:
            step.label = pending.name
        pending = None
        steps.append(step)
    return steps, marks, loose


def _half(step: _Step) -> str | None:
    """'temp' or 'time' for a step that states only one of them, else None."""
    if (step.temp is None) == (step.time is None):
        return None
    return "temp" if step.temp is not None else "time"


def _completes(prev: _Step, nxt: _Tok) -> bool:
    """Whether ``nxt`` is the half that ``prev`` lacks ('30 s' + 'annealing at 60 °C')."""
    half = _half(prev)
    return (half == "time" and nxt.kind == "temp") or (
        half == "temp" and nxt.kind in ("time", "clock")
    )


def _separator(low: str, a: _Step, b: _Step) -> str:
    """The kind of separator between two steps (the cycled block keeps one kind)."""
    text = low[a.end : b.start]
    if "\n" in text:
        return "nl" + _indent(text)
    if re.search(r"\bthen\b|\bfollowed by\b|\bafter(?:wards| that)\b|\bnext\b|\bfinally\b", text):
        return "then"
    if re.search(r"\.(?!\d)", text):
        return "."
    for sep in (";", "|"):
        if sep in text:
            return sep
    if re.search(r"->|→|=>|>", text):
        return "->"
    if "/" in text:
        return "/"
    if re.search(r"\band\b|&|\+", text):
        return "and"
    if "," in text:
        return ","
    return " "


def _indent(text: str) -> str:
    last = text.rsplit("\n", 1)[1]
    return str(len(last) - len(last.lstrip(" \t")))


_OPENS = re.compile(r"\s*(?:(?:pcr\s+)?cycles?\b)?\s*(?:of\b|x\b)?\s*:?\s*(?P<o>[(\[])")


def _paren_after(low: str, pos: int, hi: int) -> Span | None:
    """The bracketed group that opens right after a cycle count ('35x (98 10s, ...)')."""
    m = _OPENS.match(low, pos)
    if m is None:
        return None
    return _group(low, m.start("o"), hi)


def _paren_before(low: str, pos: int, lo: int) -> Span | None:
    """The bracketed group that closes right before a cycle count ('(95 15s, 60 1min) x 40')."""
    m = re.search(r"[)\]]\s*(?:for\s+)?$", low[lo:pos])
    if m is None:
        return None
    close = lo + m.start()
    depth = 0
    for k in range(close, lo - 1, -1):
        depth += {")": 1, "]": 1, "(": -1, "[": -1}.get(low[k], 0)
        if depth == 0:
            return (k, close + 1)
    return None


def _group(low: str, open_at: int, hi: int) -> Span | None:
    depth = 0
    for k in range(open_at, hi):
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(low[k], 0)
        if depth == 0:
            return (open_at, k + 1)
    return None


class _Region:
    """One program's stretch of text: steps, counts, and what each step is."""

    def __init__(self, low: str, lo: int, hi: int) -> None:
        self.low, self.lo, self.hi = low, lo, hi
        self.steps, self.marks, self.loose = _steps(low, _tokens(low, lo, hi))
        self.role: dict[int, str] = {}  # id(step) -> stage / hold / lid
        self.unclear: dict[int, str] = {}  # id(step) -> reason
        self.two_step = False

    def _stage_steps(self) -> list[_Step]:
        return [s for s in self.steps if s.kind == "stage"]

    def _doubt(self, steps: list[_Step], reason: str) -> None:
        for s in steps:
            if s.label is None and id(s) not in self.role:
                self.unclear.setdefault(id(s), reason)

    def _block(self, mark: _Tok) -> tuple[list[_Step], list[_Step], list[_Step]]:
        """(before, block, after): the stage steps around one cycle count."""
        stages = self._stage_steps()
        group = _paren_after(self.low, mark.end, self.hi)
        if group is not None:
            before = [s for s in stages if s.end <= mark.start]
            block = [s for s in stages if group[0] < s.start < group[1]]
            after = [s for s in stages if s.start >= group[1]]
            return before, block, after
        group = _paren_before(self.low, mark.start, self.lo)
        if group is not None:
            before = [s for s in stages if s.end <= group[0]]
            block = [s for s in stages if group[0] < s.start < group[1]]
            after = [s for s in stages if s.start >= mark.end]
            return before, block, after
        before = [s for s in stages if s.end <= mark.start]
        following = [s for s in self.steps if s.start >= mark.end]
        block = []
        sep = ""
        for k, s in enumerate(following):
            if s.kind != "stage" or s.label in ("initial_denaturation", "final_extension"):
                break
            if block:
                here = _separator(self.low, block[-1], s)
                if _AT_THE_END.match(self.low, s.end, self.hi) or _END_BEFORE.search(
                    self.low, block[-1].end, s.start
                ):
                    break  # '..., and 72 °C 5 min at the end' / ', at the end 72 °C 5 min'
                if here == "and":  # 'X, Y and Z': the last of the list, unless 'and' is
                    block.append(s)  # the separator throughout ('X and Y and Z')
                    nxt = following[k + 1] if k + 1 < len(following) else None
                    if (
                        nxt is None
                        or _separator(self.low, s, nxt) != "and"
                        or sep not in ("", "and")
                    ):
                        break
                    sep = "and"
                    continue
                if here == "." or (sep and here != sep):
                    break
                sep = here
            block.append(s)
        after = [s for s in stages if s.start >= mark.end and s not in block]
        return before, block, after

    def _beforehand(self) -> None:
        """'30 cycles: ... . Before, 95 °C 3 min.': a sentence that opens with 'before' (or
        'beforehand') and no object names the one hot step it holds as the initial
        denaturation."""
        for m in _BEFOREHAND.finditer(self.low, self.lo, self.hi):
            end = re.compile(r"\.(?!\d)|\n|;").search(self.low, m.end(), self.hi)
            stop = end.start() if end is not None else self.hi
            inside = [s for s in self.steps if m.end() <= s.start < stop]
            if len(inside) == 1 and inside[0].label is None and inside[0].kind == "stage":
                step = inside[0]
                if step.temp is not None and step.temp.value >= _HOT_C and step.time is not None:
                    step.label = "initial_denaturation"

    def read(self) -> None:
        self._beforehand()
        named: dict[str, list[_Step]] = {}
        for s in self.steps:
            if s.reason:
                self.unclear[id(s)] = s.reason
            elif s.kind == "melt":
                self.unclear[id(s)] = "a melt curve is not a step of this program"
            elif s.label is not None:
                named.setdefault(s.label, []).append(s)
        for name, steps in named.items():
            if len(steps) > 1 and name != "melt":
                for s in steps:
                    self.unclear[id(s)] = f"'{name.replace('_', ' ')}' is stated twice"
            elif name != "melt":
                self.role[id(steps[0])] = name
        unnamed = [s for s in self._stage_steps() if s.label is None]
        if _VARYING.search(self.low, self.lo, self.hi):
            for s in self._stage_steps():
                self.unclear[id(s)] = "the annealing temperature changes from cycle to cycle"
            return
        if not self.marks:
            self._doubt(unnamed, "no cycle count says which steps are cycled")
            return
        if len(self.marks) > 1:
            self._doubt(unnamed, "the program states more than one cycle count")
            return
        self._reordered()
        before, block, after = self._block(self.marks[0])
        if _first_runs_once(self.low, before, block):
            before, block = [*before, block[0]], block[1:]
        self._by_position(before, ("initial_denaturation",), "more than one step before the cycles")
        if len(block) in _BLOCK_ROLES:
            self._by_position(block, _BLOCK_ROLES[len(block)], "")
            self.two_step = len(block) == 2 and "extension" not in self.role.values()
        else:
            self._doubt(
                block, f"a cycled block of {len(block)} step{'s' if len(block) != 1 else ''}"
            )
        self._by_position(after, ("final_extension",), "more than one step after the cycles")
        self._doubt(self._stage_steps(), "its place in the program is unclear")

    def _reordered(self) -> None:
        """Unnamed steps after an order word that changes the run order ('40 cycles (...)
        after 10 min at 95 °C', 'Before cycling, 95 °C 3 min') have no place to read."""
        for m in _ORDER.finditer(self.low, self.lo, self.hi):
            head = self.low[self.lo : m.start()]
            lead = re.search(r"(?:^|[.;:\n])\s*$", head) is not None
            word = m.group(0)
            if _BEFOREHAND.match(self.low, m.start()) and lead:
                continue  # 'Before, 95 °C 3 min.': its step is named (_beforehand)
            keeps = (word in ("after", "following", "once", "first") and lead) or (
                word == "before" and not lead
            )
            # '98c 30s first then 30 cycles ...': the one step before it runs first anyway
            keeps = keeps or (
                word == "first"
                and re.match(r"\s*,?\s*(?:and\s+)?then\b", self.low[m.end() :]) is not None
                and len([s for s in self._stage_steps() if s.start < m.start()]) <= 1
            )
            if not keeps:
                later = [s for s in self._stage_steps() if s.start >= m.end()]
                self._doubt(later, f"'{word}' changes the order of the steps")
                return

    def _by_position(self, steps: list[_Step], roles: tuple[str, ...], crowded: str) -> None:
        if len(roles) == 1:
            unnamed = [s for s in steps if s.label is None]
            if len(unnamed) > 1:
                self._doubt(unnamed, crowded)
                return
            if unnamed and _half(unnamed[0]) is not None:  # 'hold the plate at 4 °C'
                self._doubt(unnamed, "a one-off step needs its temperature and its time")
                return
            hot = roles[0] == "initial_denaturation"  # a denaturation is hot, an extension not
            odd = [
                s for s in unnamed if s.temp is not None and (s.temp.value >= _HOT_C) != hot
            ]  # '...; beforehand 95 °C 10 min' read after the cycles, '55 °C 10 min' (an RT)
            if odd:
                hot_or_not = odd[0].temp.value if odd[0].temp is not None else 0.0
                self._doubt(odd, f"{hot_or_not:g} °C is no {roles[0].replace('_', ' ')}")
                return
            pairs = [(s, roles[0]) for s in unnamed]
        else:
            pairs = [(s, r) for s, r in zip(steps, roles, strict=True) if s.label is None]
            misplaced = [  # '40 cycles: 95 °C 2 min, then 95 °C 15 s and 60 °C 1 min': the
                (s, r)  # second 95 °C step is no annealing (the first ran before the cycles)
                for s, r in pairs
                if r not in self.role.values()
                and s.temp is not None
                and (s.temp.value >= _HOT_C) != (r == "denaturation")
            ]
            if misplaced:
                step, role = misplaced[0]
                hot_or_not = step.temp.value if step.temp is not None else 0.0
                self._doubt([s for s, _ in pairs], f"{hot_or_not:g} °C is no {role}")
                return
        for s, role in pairs:
            if role in self.role.values():
                self.unclear[id(s)] = f"its place says {role.replace('_', ' ')}, which is named"
            else:
                self.role[id(s)] = role

    def results(self) -> tuple[list[ProgramValue], list[Unclear]]:
        values: list[ProgramValue] = []
        unclear: list[Unclear] = []
        if len(self.marks) == 1:
            m = self.marks[0]
            values.append(ProgramValue(m.start, m.end, m.value, "cycles", "cycles"))
        else:
            reason = "the program states more than one cycle count"
            unclear += [Unclear(m.start, m.end, reason) for m in self.marks]
        for s in self.loose:
            unclear.append(Unclear(s.start, s.end, s.reason))
        for s in self.steps:
            if id(s) in self.unclear:
                unclear.append(Unclear(s.start, s.end, self.unclear[id(s)]))
                continue
            role = self.role.get(id(s))
            if role is None:
                continue
            if s.temp is not None and s.temp.kind == "bare" and not 0 <= s.temp.value <= 100:
                unclear.append(Unclear(s.start, s.end, "a number without a unit"))
                continue
            if s.kind in ("hold", "lid") and s.time is not None:
                unclear.append(Unclear(s.start, s.end, f"a time for the {role}"))
                continue
            param = {"hold": "hold_c", "lid": "lid_temperature_c"}.get(role, f"{role}_c")
            if s.temp is not None:
                values.append(ProgramValue(s.temp.start, s.temp.end, s.temp.value, "c", param))
            if s.time is not None:
                values.append(
                    ProgramValue(s.time.start, s.time.end, s.time.value, "s", f"{role}_s")
                )
        return values, unclear


def _first_runs_once(low: str, before: list[_Step], block: list[_Step]) -> bool:
    """'40 cycles: 95 °C for 2 min, then 95 °C 15 s and 60 °C 1 min': two hot steps joined by
    'then' at the head of the block; the first runs once before the cycles (a block cannot
    denature twice), when no other step stands before the count."""
    if len(block) < 3 or any(s.label is None for s in before):
        return False
    first, second = block[0], block[1]
    return (
        first.label is None
        and second.label is None
        and first.temp is not None
        and second.temp is not None
        and first.temp.value >= _HOT_C
        and second.temp.value >= _HOT_C
        and _separator(low, first, second) == "then"
    )


def _pieces(low: str) -> list[Span]:
    spans = {span for hard in hard_pieces(low) for span, _ in ordered_pieces(low, hard)}
    return sorted(spans)


def _foreign(piece: str) -> bool:
    """A piece that asks for another operation ('seal at 170 °C for 2 s'); a stage named
    with a heating word ('initial heat activation 95 °C') stays in the program."""
    op = operation_of(piece)
    if op is None:  # 'a4S 170 C 2 s', 'HiG4 1000 x g 1 min': a device-first step of its own
        lead = re.sub(r"^\W*(?:\d{1,2}[.)]\s*)?(?:\[[ x]\]\s*)?", "", piece)
        implied = _implied(lead)
        return implied is not None and implied not in ("incubate", *PROGRAM_OPS)
    if op in PROGRAM_OPS:
        return False
    return not (op == "incubate" and _LABELS.search(piece))


def programs_of(text: str) -> ProgramReading:
    """:func:`read_programs` of an intent as written (shorthand spelled out, normalised)."""
    text = expand_shorthand(text)
    low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text.translate(lx.NORMALISE))
    return read_programs(low)


@lru_cache(maxsize=128)
def read_programs(low: str) -> ProgramReading:
    """The thermocycling programs of a normalised, lower-cased intent (see the module
    docstring). Cached: the reading is shared, callers must not change it."""
    reading = ProgramReading()
    if not _QUICK.search(low):
        return reading
    runs: list[list[Span]] = [[]]
    keyed = False  # the piece before was another operation's key ('seal: 170 °C, 2 s')
    for span in _pieces(low):
        piece = low[span[0] : span[1]]
        if _foreign(piece) or (
            keyed and operation_of(piece) is None and not _LABELS.search(piece)
        ):  # a key's values ('seal: 170 °C, 2 s'), not a named stage ('...: 2 min hot start')
            runs.append([])
            keyed = low.startswith(":", span[1]) or piece.rstrip().endswith(":")
        else:
            runs[-1].append(span)
            keyed = False
    for run in runs:
        if not run:
            continue
        lo, hi = run[0][0], run[-1][1]
        text = low[lo:hi]
        marked = _MARK.search(text) is not None
        program_op = any(operation_of(low[a:b]) in PROGRAM_OPS for a, b in run)
        if not (program_op or (marked and _CONTEXT.search(text))):
            continue
        region = _Region(low, lo, hi)
        region.read()
        values, unclear = region.results()
        if not values and not unclear:
            continue
        reading.values += values
        reading.unclear += unclear
        reading.regions.append((lo, hi))
        if region.two_step:
            reading.two_step.append((lo, hi))
    return reading
