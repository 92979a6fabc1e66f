"""K_i for a step the intent never asked for: the plan runs an operation more often than the
intent's clauses ask for it, and the extra step answers no clause.

A table's old column read as a second incubation ('16 h' beside the '20 h' that is the run),
a 'redo at 400 x g' that left the first spin in place, a German verb read twice: each
ran a step nobody asked for, beside the one that was asked for, and was approved because
every stated value was used somewhere. Helper steps (seals, peels, moves, tips, a removal)
and the steps of an assay the intent names (a recipe's incubations) are not counted: the
planner adds those and lists them as assumptions, nor does a run of a step on other labware
(24 tubes spun in two runs of 12). The repair removes the extra step."""

from __future__ import annotations

from collections import Counter

from bioproagent.conformance.checker_base import CheckerBase, Match
from bioproagent.intent import lexicon as lx

_COUNTED = frozenset(
    {
        "spin",
        "shake",
        "incubate",
        "read",
        "run_pcr",
        "run_qpcr",
        "run_assay",
        "run_program",
    }
)
"""Operations whose every step must answer a clause (reads of any mode count as 'read')."""


_PROGRAM_RUNS = frozenset({"run_pcr", "run_qpcr", "run_assay", "run_program"})
"""A recipe sets up an assay's reactions; it never runs the stated program a second time
(a library qPCR at its default cycling beside the one the scientist wrote)."""


def _kind(operation: str | None) -> str:
    op = operation or ""
    return "read" if op.startswith("read") else op


def check_unasked_repeats(checker: CheckerBase, matches: list[Match]) -> None:
    """Add UNASKED_STEP for each step of a counted operation that no clause matched, when
    the plan runs that operation more often than the intent's clauses ask for it."""
    asked = Counter(_kind(c.operation) for c in checker.reading.clauses if c.operation)
    run = Counter(_kind(s.operation) for s in checker.wf.steps)
    matched = {m.index for m in matches}
    answered = Counter(_kind(checker.wf.steps[m.index].operation) for m in matches)
    by_assay = {
        _kind(op) for name, _, ops in lx.ASSAY_RES if name in checker.spec.assays for op in ops
    }

    def _labware(i: int) -> set[str]:
        return {r.labware for refs in checker.wf.steps[i].labware.values() for r in refs}

    for i, step in enumerate(checker.wf.steps):
        kind = _kind(step.operation)
        runs_of = [  # '24 tubes' spun in two runs of 12: the same spin on the other tubes
            m.index
            for m in matches
            if checker.wf.steps[m.index].operation == step.operation
            and checker.wf.steps[m.index].params == step.params
            and not _labware(m.index) & _labware(i) - {"tips"}
        ]
        if runs_of:
            continue
        if (
            kind not in _COUNTED
            or (kind in by_assay and kind not in _PROGRAM_RUNS)
            or i in matched
            or not asked[kind]
            or answered[kind] < asked[kind]  # a clause went unanswered: MISSING says so
            or run[kind] <= asked[kind]
        ):
            continue
        checker._add(
            "UNASKED_STEP",
            f"{checker._label(i)} ({step.operation}) answers no clause of the intent: the "
            f"intent asks for {asked[kind]} {kind} step{'s' if asked[kind] > 1 else ''} and "
            f"the plan runs {run[kind]}.",
            i,
            path=f"/steps/{i}",
            limit=asked[kind],
            actual=run[kind],
            hint="remove the step nobody asked for",
            repair=[{"op": "remove", "path": f"/steps/{i}"}],
        )
