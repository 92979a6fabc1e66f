"""Steps the intent asks for more than once, written once: 'wash twice with 200 µL', 'three
rounds of: add 50 µL, then shake 1 min', 'repeat both steps twice more', 'and repeat for rows
E-H', 'seal and spin again'. Each repeat becomes its own clause, in run order, with the values
of the step it repeats; a repeat the reader cannot place is reported, never dropped.

The clauses come from :func:`bioproagent.intent.clauses.read_clauses`; ``low`` is the
lower-cased text they point into.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_model import Clause, ClauseValue
from bioproagent.intent.clause_ops import operation_of
from bioproagent.intent.wells import well_selection
from bioproagent.textutil import sentence_bounds

Span = tuple[int, int]

_COUNT = {"once": 1, "twice": 2, "thrice": 3}
"""Count words beyond the number words of :mod:`bioproagent.intent.lexicon`."""
_N = r"(?:\d|two|three|four|five|six)"
_TIMES = re.compile(rf"\b(?:(?P<word>twice|thrice)|(?P<n>{_N})\s+times)\b(?!\s+(?:as|more|the)\b)")
"""A multiplier on one step ('wash twice', 'three times with 80 µL')."""
REPEAT_COUNT = re.compile(rf"\s*\b(?:twice|thrice|{_N}\s+times)\b(?!\s+(?:as|more|the)\b)", re.I)
"""The words of a repeat count, as written ('3 times', 'twice'), to take out of a step."""
WASH = re.compile(
    r"\b(?:wash(?:es|ed|ing)?|rinse[sd]?)\b"
    r"(?!\s+(?:buffer|solution|reagent|fluid|liquid|bottle|reservoir|trough)s?\b)",
    re.I,
)
"""A wash: liquid added and taken off again; not the name of a liquid ('add 25 µL wash
buffer' is an addition)."""
_NOUN_COUNT = re.compile(rf"\b(?P<n>{_N})\s+(?:washes|additions|rinses)\s+of\b")
"""'two washes of 300 µL': that many transfers."""
_MORE = re.compile(
    rf"\b(?:(?P<word>once|twice|thrice)\s+more|(?P<n>{_N})\s+more\s+times|one\s+more\s+time"
    r"|(?:once|one\s+more\s+time)\s+again)\b"
)
"""A number of further runs of what came before ('repeat both steps twice more')."""
_GROUP = re.compile(
    r"\b(?:both(?:\s+(?:steps|reads|of\s+them))?|(?:that|this|the)\s+pair(?:\s+of\s+steps)?"
    r"|(?:these|those|the\s+(?:last\s+)?)\s*(?P<k>two|three|2|3)\s+steps|these\s+steps"
    r"|the\s+(?:last\s+)?(?P<k2>two|three|2|3)(?:\s+steps)?)\b"
)
"""Which earlier steps a repeat takes: 'both steps', 'that pair of steps', 'the last two'."""
_ROUNDS = re.compile(
    rf"\b(?:(?P<n>{_N})\s+(?:rounds|times)\s+of|do\s+(?:this|the\s+following)\s+"
    rf"(?P<w>twice|thrice|(?P<n2>{_N})\s+times)|repeat\s+(?:the\s+following\s+)?"
    rf"(?P<w2>twice|thrice|(?P<n3>{_N})\s+times))(?:\s*:|\s+(?=[a-z]))"
)
"""A group of steps after a colon, run that many times ('Three rounds of: add ..., shake ...')."""
_FOR_WELLS = re.compile(
    r"\b(?:(?:and\s+)?(?:then\s+)?(?:do\s+the\s+same|repeat(?:\s+(?:it|that|this))?|the\s+same)"
    r"\s+(?:for|with|in|on)\s+(?:the\s+)?)(?P<sel>(?:columns?|cols?\.?|rows?|wells?)\s+[^,.;\n]+)"
)
"""'and repeat for rows E-H', 'then do the same for columns 7-12': the step before, on other
wells."""
_NAMED = re.compile(
    r"\b(?:repeat|redo)\s+(?:the\s+|that\s+|(?P<both>both|the\s+two)\s+(?:the\s+)?)?"
    r"(?P<list>[a-z-]+(?:\s*(?:,|\band\b|&)\s*(?:the\s+)?[a-z-]+)*)"
)
"""'repeat the peel and the read', 'repeat both reads': the steps of the kinds named."""
_AGAIN_JOINED = re.compile(r"\s*(?:,\s*)?and\s+(?:then\s+)?$")
_AGAIN = re.compile(r"\bagain\b|\brepeat|\bthe\s+same\s+(?:settings|way)\b")
_ANY = re.compile(
    rf"\b(?:again|repeat\w*|redo|twice|thrice|once\s+more|one\s+more\s+time"
    rf"|{_N}\s+(?:more\s+)?(?:times|rounds|washes|additions|rinses)"
    r"|do\s+the\s+same|the\s+same\s+(?:way|for|again)|a\s+second\s+(?:time|night|round|wash)"
    r"|another\s+(?:round|wash|time))\b"
)
"""Every word that asks for a step more than once: what none of the rules above placed is
reported (the planner asks), so a repeat is never silently dropped."""
_NOT_A_REPEAT = re.compile(
    r"\b(?:twice|\w+\s+times)\s+(?:as|the|that|a)\b|\b(?:twice|\w+\s+times)\s+(?:daily|weekly)"
    r"|\bre-?read\b"
)
_CYCLES = re.compile(r"\bmix|pipett\w*\s+up\s+and\s+down|triturat|\bcycles?\b")


def _count(word: str | None, n: str | None) -> int:
    key = (word or n or "").strip()
    if key.isdigit():
        return int(key)
    return _COUNT.get(key, lx.NUMBER_WORDS.get(key, 0))


def _copy(clause: Clause, at: Span, wells: list[str] | None = None) -> Clause:
    """``clause`` once more, placed at ``at`` (the repeat's words) so it runs there."""
    return dataclasses.replace(
        clause,
        start=at[0],
        end=at[1],
        values=list(clause.values),
        formats=list(clause.formats),
        instruments=list(clause.instruments),
        wells=list(wells) if wells is not None else clause.wells,
        destinations=list(clause.destinations),
        origins=list(clause.origins),
        reference=False,
    )


def _own(clause: Clause) -> list[ClauseValue]:
    """The values a clause states itself (a repeat already valued from the step before it,
    'repeat the spin', states none)."""
    return [v for v in clause.values if clause.start <= v.start < clause.end]


def _family(operation: str | None) -> str:
    """'read_absorbance' and 'read' are one kind of step for a repeat."""
    return (operation or "").split("_")[0]


def _within(span: Span, clause: Clause) -> bool:
    return clause.start <= span[0] < clause.end or span[0] <= clause.start < span[1]


def _steps_before(clauses: list[Clause], at: int) -> list[int]:
    return [i for i, c in enumerate(clauses) if c.operation and c.end <= at]


class _Repeats:
    def __init__(self, clauses: list[Clause], low: str) -> None:
        self.clauses = clauses
        self.low = low
        self.applied: list[Span] = []

    def multipliers(self) -> None:
        """'Wash the plate twice with 200 µL', 'two washes of 300 µL': that clause N times."""
        out: list[Clause] = []
        for clause in self.clauses:
            piece = self.low[clause.start : clause.end]
            m = _TIMES.search(piece) or _NOUN_COUNT.search(piece)
            n = _count(m.groupdict().get("word"), m["n"]) if m else 0
            if (
                m is None
                or n < 2
                or not clause.operation
                or clause.operation == "mix"
                or _CYCLES.search(piece)
                or _MORE.search(piece)
            ):
                out.append(clause)
                continue
            self.applied.append((clause.start + m.start(), clause.start + m.end()))
            out += [clause] + [_copy(clause, (clause.start, clause.end)) for _ in range(n - 1)]
        self.clauses = out

    def rounds(self) -> None:
        """'Three rounds of: add 50 µL, then shake 1 min': the steps up to the sentence's end,
        that many times."""
        for m in list(_ROUNDS.finditer(self.low)):
            n = _count(m["w"] or m["w2"], m["n"] or m["n2"] or m["n3"])
            end = sentence_bounds(self.low, m.end())[1]
            group = [  # the clause the count opens ('three rounds of add 40 µL') is one
                c for c in self.clauses if c.operation and m.end() < c.end and c.start < end
            ]
            if n < 2 or not group:
                continue
            self.applied.append((m.start(), m.end()))
            for c in group:  # 'three rounds of add 40 µL': the count is no value of the step
                c.values = [v for v in c.values if not m.start() <= v.start < m.end()]
            self.clauses = [
                c for c in self.clauses if c.operation or not m.start() <= c.start < m.end()
            ]
            last = self.clauses.index(group[-1])
            copies = [_copy(c, (c.start, c.end)) for _ in range(n - 1) for c in group]
            self.clauses[last + 1 : last + 1] = copies

    def further_runs(self) -> None:
        """'..., and repeat both steps twice more', 'run that pair of steps once more': copies
        of the steps before, after them; 'then the same volume twice more': the step the
        words are about, that many more times."""
        for m in list(_MORE.finditer(self.low)):
            n = _count(m["word"], m["n"]) or 1
            lo = sentence_bounds(self.low, m.start())[0]
            host = next((c for c in self.clauses if _within((m.start(), m.end()), c)), None)
            lead = self.low[max(lo, m.start() - 60) : m.start()]
            if host is not None:
                last = max((v.end for v in _own(host)), default=host.start)
                lead = self.low[max(lo, last, m.start() - 60) : m.start()]
            group_words = _GROUP.search(lead)
            verb = re.search(r"\b(?:repeat|redo|run|do)\b", lead)
            at = (m.start(), m.end())
            if host is not None and _own(host) and verb is None:
                place = self.clauses.index(host) + 1  # '150 µL twice more'
                self.clauses[place:place] = [_copy(host, at) for _ in range(n - 1)]
                self.applied.append(at)
                continue
            k = 1
            if group_words is not None:
                k = _count(None, group_words["k"] or group_words["k2"]) or 2
            pure = host is not None and not _own(host)  # 'repeat the spin once more'
            before = [
                i
                for i, c in enumerate(self.clauses)
                if c.operation and c.start < m.start() and not (pure and c is host)
            ]
            if len(before) < k:
                continue
            group = [self.clauses[i] for i in before[-k:]]
            if pure and host is not None and host.operation and group_words is None:
                kind = [self.clauses[i] for i in before]
                group = [c for c in kind if c.operation == host.operation][-1:] or group
            copies = [_copy(c, at) for _ in range(n) for c in group]
            if pure and host is not None:
                place = self.clauses.index(host)
                self.clauses.remove(host)
            else:
                place = before[-1] + 1
            self.clauses[place:place] = copies
            self.applied.append((m.start() - len(lead), m.end()))

    def other_wells(self) -> None:
        """'... into rows A-D ..., and repeat for rows E-H': the step before on those wells."""
        for m in list(_FOR_WELLS.finditer(self.low)):
            host = next((c for c in self.clauses if _within((m.start(), m.end()), c)), None)
            before = [i for i, c in enumerate(self.clauses) if c.operation and c.start < m.start()]
            if host is not None and not _own(host):
                before = [i for i in before if self.clauses[i] is not host]
            plate = "384 " if "384" in self.low else ""
            wells = well_selection(plate + m["sel"])
            if not before or not wells:
                continue
            source = self.clauses[before[-1]]
            if host is source and source.wells:  # 'into rows A-D ..., and repeat for rows E-H'
                own = well_selection(plate + self.low[source.start : m.start()])
                source.wells = own or source.wells
            if source.operation not in ("transfer", "mix") and not (
                source.operation or ""
            ).startswith("read_"):
                continue
            copy = _copy(source, (m.start(), m.end()), wells)
            if host is not None and host is not source and not _own(host):
                self.clauses[self.clauses.index(host)] = copy
            else:
                self.clauses.insert(before[-1] + 1, copy)
            self.applied.append((m.start(), m.end()))

    def named(self) -> None:
        """'take it out and repeat the peel and the read', 'repeat both reads': copies of the
        latest steps of the kinds named, after the step the words stand in."""
        for m in list(_NAMED.finditer(self.low)):
            host = next((c for c in self.clauses if _within((m.start(), m.end()), c)), None)
            nouns = re.split(r"\s*(?:,|\band\b|&)\s*(?:the\s+)?", m["list"])
            kinds = [operation_of(n) for n in nouns if n]
            if not kinds or any(k is None for k in kinds):
                continue
            both = m["both"] is not None and len(kinds) == 1
            families = {_family(k) for k in kinds}
            if (
                host is not None
                and not _own(host)
                and _family(host.operation) in families
                and not both
            ):
                continue  # 'repeat the spin': one step of its own, valued by _read_again
            earlier = [c for c in self.clauses if c.operation and c.start < m.start()]
            if host is not None and not _own(host):
                earlier = [c for c in earlier if c is not host]
            group: list[Clause] = []
            for kind in kinds:
                same = [c for c in earlier if _family(c.operation) == _family(kind)]
                group += same[-2:] if both else same[-1:]
            if not group or (both and len(group) < 2):
                continue
            at = (m.start(), m.end())
            copies = [_copy(c, at) for c in group]
            if host is not None and not _own(host) and _family(host.operation) in families:
                place = self.clauses.index(host)
                self.clauses.remove(host)
            else:
                place = self.clauses.index(host) + 1 if host is not None else len(self.clauses)
            self.clauses[place:place] = copies
            self.applied.append(at)

    def joined_again(self) -> None:
        """'then seal and spin again with the same settings': a step without values joined by
        'and' to a repeated one is a repeat too, with the values of the step before it of its
        kind."""
        for k, clause in enumerate(self.clauses[:-1]):
            after = self.clauses[k + 1]
            if clause.values or not clause.operation or not after.operation:
                continue
            if not _AGAIN_JOINED.search(self.low[clause.start : after.start]):
                continue
            if not _AGAIN.search(self.low[after.start : after.end]):
                continue
            before = next(
                (c for c in reversed(self.clauses[:k]) if c.operation == clause.operation), None
            )
            if before is not None and before.values:
                clause.values = list(before.values)
                self.applied.append((clause.start, after.end))


def expand_repeats(clauses: list[Clause], low: str) -> tuple[list[Clause], list[Span]]:
    """The clauses with every repeat the text asks for written out, and the spans of ``low``
    whose repeat words were applied."""
    reader = _Repeats(list(clauses), low)
    reader.rounds()
    reader.multipliers()
    reader.further_runs()
    reader.other_wells()
    reader.named()
    reader.joined_again()
    return reader.clauses, reader.applied


def unplaced_repeats(
    clauses: Iterable[Clause], low: str, applied: list[Span], skip: list[Span]
) -> list[str]:
    """Repeat words of ``low`` that no rule placed: 'do this again in 4 hours', 'do the same
    for plate B'. A plain 'spin again' on a step of its own (its values come from the step
    before of its kind) is placed; so are the mixing cycles of a mix ('mix 5 times')."""
    found = []
    clauses = list(clauses)
    for m in _ANY.finditer(low):
        span = (m.start(), m.end())
        if any(a <= span[0] < b for a, b in [*applied, *skip]):
            continue
        if _NOT_A_REPEAT.match(low, m.start()):
            continue
        host = next((c for c in clauses if c.start <= span[0] < c.end), None)
        word = m.group(0)
        if host is not None and host.operation:
            piece = low[host.start : host.end]
            if host.operation == "mix" or _CYCLES.search(piece):
                continue  # 'mix 10 times': mixing cycles
            if re.fullmatch(
                r"again|repeat\w*|redo|the\s+same\s+(?:way|again)|a\s+second\s+\w+", word
            ):
                continue  # 'spin again', 'repeat the read': one more step of its own
        if host is None and _stated_out(m, low, clauses):
            continue  # 'You will read the kinetics twice. First, read ...; then read it again.'
        if host is None and not _asks(low, m):
            continue  # 'Bubbles again.': an observation, no step
        found.append(low[max(0, span[0] - 30) : span[1] + 20].strip())
    return found


_REQUEST = re.compile(r"\b(?:do|repeat\w*|redo|run|same|rounds?|washe?s?|additions?)\b")


def _asks(low: str, m: re.Match[str]) -> bool:
    """Whether the sentence of a repeat word asks for a step at all."""
    starts = [b.end() for b in _SENTENCE_END.finditer(low, 0, m.start())]
    end = _SENTENCE_END.search(low, m.end())
    sentence = low[starts[-1] if starts else 0 : end.start() if end else len(low)]
    return bool(_REQUEST.search(sentence)) or operation_of(sentence) is not None


_SENTENCE_END = re.compile(r"[.?!](?:\s|$)|\n")


def _stated_out(m: re.Match[str], low: str, clauses: list[Clause]) -> bool:
    """A count in a sentence that is no step ('You will read the plate twice') is met when
    the steps written out run that operation at least that many times."""
    times = _TIMES.fullmatch(m.group(0))
    if times is None:
        return False
    start = sentence_bounds(low, m.start())[0]
    operation = operation_of(low[start : m.start()])
    if operation is None:
        return False
    family = operation.split("_")[0]
    done = [c for c in clauses if (c.operation or "").split("_")[0] == family]
    return len(done) >= _count(times["word"], times["n"])
