"""A troubleshooting request that reports the run that went wrong, then asks for the same
step done another way with 'instead' ('Supernatant was still turbid after 1,000 x g for 10
min on the VSpin. Use the HiG4 instead and spin 3,000 x g for 15 min.').

The report is the earlier run's (its values and instrument are no settings of this plan), and
the 'instead' is settled: it replaces the reported step with the one its sentence writes.
:func:`replaced_runs` finds both, so the clause reader can set the report aside and need not
ask about the 'instead'. Only a report in the past tense, right before, and of the same
operation counts; any other 'instead' is still asked about.
"""

from __future__ import annotations

import itertools
import re

from bioproagent.intent.clause_ops import _implied, operation_of

Span = tuple[int, int]

_SENTENCE = re.compile(r"(?:[^.!?\n]|\.(?=\d))+")
_INSTEAD_NOW = re.compile(r"\binstead\b(?!\s+of\b)")
_REPORTED = re.compile(
    r"\b(?:was|were|stopped|aborted|failed|gave|showed|had|got|came|ran|left|looked|seemed"
    r"|errored|crashed|faulted|jammed|leaked|lifted|overflowed|did(?:n['’]t|\s+not))\b"
)
_ASKS = re.compile(
    r"^\s*(?:please|pls|kindly|could|can|would|add|read|spin|centrifuge|shake|seal|peel"
    r"|incubate|transfer|mix|run|store|retrieve|move|use|try)\b"
)


def replaced_runs(low: str) -> list[tuple[Span, Span]]:
    """(the report, the 'instead' that replaces it) for each such pair in ``low``
    (lower-cased text)."""
    sentences = [(m.start(), m.end()) for m in _SENTENCE.finditer(low) if m.group(0).strip()]
    out: list[tuple[Span, Span]] = []
    for (a, b), (c, d) in itertools.pairwise(sentences):
        instead = _INSTEAD_NOW.search(low, c, d)
        report = low[a:b]
        if instead is None or _ASKS.match(report) or _REPORTED.search(report) is None:
            continue
        before = operation_of(report) or _implied(report)
        piece = low[c : instead.end()]
        now = {operation_of(piece), operation_of(low[c:d])}
        if re.search(r"\bprogram", piece):
            now.add("run_program")  # 'run program DNA_Blood_200_slow instead'
        if before is None or before not in now:
            continue
        out.append(((a, b), instead.span()))
    return out
