"""Changes of mind about a whole step, applied to the clause list: 'never mind the seal', 'skip
the reseal', "don't put it back either", 'instead of the absorbance read, do luminescence
with 2 s integration'. The step the words name is the latest one of its kind written before
them; it is dropped (or replaced by the step the sentence goes on to state). A change whose
step cannot be found is left for the planner to ask about ('skip step 4' names no kind).

The clauses come from :func:`bioproagent.intent.clauses.read_clauses`; ``low`` is the
lower-cased text they point into.
"""

from __future__ import annotations

import re

from bioproagent.intent.clause_model import Clause
from bioproagent.intent.clause_ops import operation_of
from bioproagent.textutil import sentence_bounds

Span = tuple[int, int]

_KIND_WORDS = (
    r"re-?seal\w*|seal\w*|spin\w*|centrifug\w*|shak\w*|peel\w*|incubat\w*|store\w*|storage"
    r"|retriev\w*|addition|wash\w*|(?:[a-z]+\s+)?read\w*|(?:pipette\s+)?mix\w*"
)
_DROP = re.compile(
    r"\b(?:skip|drop|omit|leave\s+out|never\s?mind|forget(?:\s+about)?|cancel|no\s+need\s+for)"
    rf"\s+(?:the\s+|that\s+)?(?P<what>{_KIND_WORDS})\b"
)
"""'never mind the seal', 'skip the reseal', 'drop the shake'."""
_DONT = re.compile(
    r"\bdon'?t\s+(?:\w+\s+)?(?P<what>put\s+it\s+back|store\s+it|seal\s+it|spin\s+it|read\s+it"
    r"|shake\s+it|peel\s+it)\b"
)
""""don't put it back either", "don't seal it"."""
_JUST = re.compile(rf"\s*(?:just|only)\s+(?:the\s+)?(?P<what>{_KIND_WORDS})\s*\.?\s*$")
"""'Just the spin.': the step already stated, once."""
_INSTEAD = re.compile(rf"\binstead\s+of\s+(?:the\s+)?(?P<what>{_KIND_WORDS})\s*,\s*")
"""'Instead of the absorbance read, do luminescence ...': the next step replaces it."""
_UNSETTLED = re.compile(
    r"\b(?:might|may|could|maybe|perhaps|possibly|consider|suggest\w*|propos\w*|if|unless"
    r"|to\s+confirm|tbc|tbd)\b|\?"
)
"""A change not yet decided ('might need 6 h instead - Priya to confirm'): the plan asks."""
_SOMEONE = re.compile(r"\s*[a-z][\w.-]*(?:\s+[a-z][\w.-]*)?\s*\([^()]*\d[^()]*\)\s*:")
"""A comment signed and dated ('Jana (8 Mar): ... read at 450 nm instead'): a suggestion."""
_KEEP = re.compile(r"\b(?:keep|stay\s+with|stick\s+with|leave\s+it\s+at|don'?t\s+change)\b")
"""A later word that keeps what was there ('keep 490 until the lot QC is finished')."""
_ACTUALLY = re.compile(r"\s*(?:actually|no|hmm|oh|wait)\s*[,:—–!-]")
_ALONE_INSTEAD = re.compile(r"\binstead\b(?!\s+of\b)")
"""'... for 15 min instead.': this step in place of the one stated (or run) before."""


def _family(operation: str | None) -> str:
    return (operation or "").split("_")[0]


def _kind(words: str) -> str | None:
    if re.match(r"put\s+it\s+back|store", words):
        return "store"
    if words.startswith("addition"):
        return "transfer"
    return _family(operation_of(words.replace("-", "")))


def _host(clauses: list[Clause], at: int) -> Clause | None:
    return next((c for c in clauses if c.start <= at < c.end), None)


def _sentence_end(low: str, at: int) -> int:
    ends = [m.start() for m in re.finditer(r"[.!?](?:\s|$)|\n", low[at:])]
    return at + ends[0] if ends else len(low)


class _Edits:
    def __init__(self, clauses: list[Clause], low: str, whole: str = "") -> None:
        self.clauses = list(clauses)
        self.low = low
        self.whole = whole or low  # with comments and asides, which ``low`` blanks
        self.applied: list[Span] = []

    def _latest(self, kind: str, before: int, host: Clause | None) -> Clause | None:
        found = [
            c
            for c in self.clauses
            if c is not host and c.start < before and _family(c.operation) == kind
        ]
        return max(found, key=lambda c: c.start) if found else None

    def _drop_host(self, host: Clause | None, kind: str) -> None:
        """The change's own words, read as a step of that kind ('Skip the seal this time')."""
        if host is not None and not host.values and _family(host.operation) == kind:
            self.clauses.remove(host)

    def drops(self) -> None:
        for m in [*_DROP.finditer(self.low), *_DONT.finditer(self.low)]:
            kind = _kind(m["what"])
            host = _host(self.clauses, m.start())
            target = self._latest(kind, m.start(), host) if kind else None
            if kind is None or target is None:
                continue
            self.clauses.remove(target)
            self._drop_host(host, kind)
            self.applied.append((m.start(), m.end()))

    def just(self) -> None:
        for clause in list(self.clauses):
            m = _JUST.fullmatch(self.low, clause.start, clause.end)
            if m is None or clause.values:
                continue
            kind = _kind(m["what"])
            if kind and self._latest(kind, clause.start, clause) is not None:
                self.clauses.remove(clause)  # 'Just the spin.' names the spin kept
                self.applied.append((clause.start, clause.end))

    def instead(self) -> None:
        for m in _INSTEAD.finditer(self.low):
            kind = _kind(m["what"])
            host = _host(self.clauses, m.start())
            target = self._latest(kind, m.start(), host) if kind else None
            end = _sentence_end(self.low, m.end())
            new = [c for c in self.clauses if m.end() <= c.start < end and c.operation]
            if target is None or not new or kind is None:
                continue
            self._drop_host(host, kind)
            for c in new:
                self.clauses.remove(c)
            at = self.clauses.index(target)
            self.clauses[at : at + 1] = new
            self.applied.append((m.start(), m.end()))

    def trailing_instead(self) -> None:
        """'Use 2500 x g for 15 min instead.', 'use the 5424 R instead: 2,000 x g, 30 s': the
        step the sentence states replaces the latest step of its kind written before it,
        keeping that step's settings it does not restate; with no such step ('Previous prep
        eluted in 150 µL ... Dispense 100 µL per well instead') it is simply the step."""
        for m in _ALONE_INSTEAD.finditer(self.low):
            end = _sentence_end(self.low, m.end())
            start = sentence_bounds(self.low, m.start())[0]
            said = self.low[start:end]
            if _UNSETTLED.search(said) or _KEEP.search(self.whole, end) or _SOMEONE.match(said):
                continue  # 'might need 6 h instead - to confirm', '... keep 490 until ...'
            within = [c for c in self.clauses if start <= c.start <= m.start() and c.operation]
            host = within[-1] if within else None  # the step the 'instead' ends
            own = [v for v in host.values if host.start <= v.start < host.end] if host else []
            if host is None or not (own or host.instruments) or len(own) < len(host.values):
                continue  # 'do fluorescence instead' of what, or 'the same as ...': asks
            if host.text[:1].isdigit():
                continue  # a broken-off piece ('5 mL tubes instead' of '1.5 mL tubes'): asks
            target = self._latest(_family(host.operation), host.start, host)
            if target is not None and target.operation == host.operation:
                restated = {v.param for v in host.values}
                host.values = [v for v in target.values if v.param not in restated] + host.values
                self.applied += [(v.start, v.end) for v in target.values if v.param in restated]
                if not host.instruments:
                    host.take_mentions(target)
                self.clauses.remove(host)
                self.clauses[self.clauses.index(target)] = host
            elif target is not None:
                continue  # another kind of step ('read fluorescence instead' of absorbance)
            self.applied.append((m.start(), m.end()))
            lead = _ACTUALLY.match(self.low, start)
            if lead is not None and target is not None:  # 'Actually, use the HiG4 instead'
                self.applied.append((lead.start(), lead.end()))


def apply_step_edits(
    clauses: list[Clause], low: str, whole: str = ""
) -> tuple[list[Clause], list[Span]]:
    """The clauses with every change of mind about a whole step applied, and the spans of
    ``low`` whose words were applied; ``whole`` is the lower-cased text before asides and
    comments were blanked (a later comment may keep what a change would replace)."""
    edits = _Edits(clauses, low, whole)
    edits.instead()
    edits.trailing_instead()
    edits.drops()
    edits.just()
    return edits.clauses, edits.applied
