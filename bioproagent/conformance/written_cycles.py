"""K_i for a thermocycling program whose cycle the intent writes out: when the text gives the
cycled steps' values (a denaturation, an extension, an annealing time) but no annealing
temperature, the cycle it wrote has no annealing step the instrument could run. An annealing
temperature is set by the primers, so the planner asks for it rather than insert the library's
default into a cycle the scientist wrote ('denature at 95 °C for 30 s and extend at 72 °C for
1 min each cycle'; 'anneal 15 s'). A request that writes no cycle ('run a PCR, 30 cycles')
keeps the library's defaults, each listed as an assumption."""

from __future__ import annotations

from collections.abc import Sequence

from bioproagent.conformance.checker_base import CheckerBase, Match

PROGRAM_OPERATIONS = ("run_pcr", "run_qpcr")
CYCLED_STEP_VALUES = frozenset(
    {"denaturation_c", "denaturation_s", "annealing_s", "extension_c", "extension_s"}
)
"""Values of the steps inside the cycle: stating any of them writes the cycle out."""


def _runnable(checker: CheckerBase, i: int) -> bool:
    """Whether the step's settings pass its instrument's parameter schema."""
    step = checker.wf.steps[i]
    inst = checker.registry.instrument(step.device)
    operation = inst.operations.get(step.operation) if inst is not None else None
    return operation is None or operation.params_valid(dict(step.params))


def check_written_cycles(checker: CheckerBase, matches: Sequence[Match]) -> None:
    """Add a CYCLE_STEP_UNSTATED finding for each program step whose clauses write its cycle
    without an annealing temperature while the step runs one."""
    if any(q.role == "annealing_c" for q in checker.spec.quantities):
        return  # stated where the clause reader did not bind it, or given as an answer
    stated: dict[int, set[str]] = {}
    texts: dict[int, list[str]] = {}
    for m in matches:
        if m.clause.operation not in PROGRAM_OPERATIONS:
            continue
        stated.setdefault(m.index, set()).update(v.param for v in m.clause.values)
        texts.setdefault(m.index, []).append(m.clause.text)
    for i, params in stated.items():
        step = checker.wf.steps[i]
        if step.operation not in PROGRAM_OPERATIONS or "annealing_c" in params:
            continue
        if not params & CYCLED_STEP_VALUES or "annealing_c" not in step.params:
            continue
        if not _runnable(checker, i):
            continue  # a stated value no instrument runs halts first (K_p), it is not asked
        checker._add(
            "CYCLE_STEP_UNSTATED",
            f"the intent writes the cycle of '{'; '.join(texts[i])}' without an annealing "
            f"temperature; step {i + 1} ({step.operation} on {step.device}) would anneal at "
            f"the library's {step.params['annealing_c']} °C, a value set by the primers.",
            i,
            path=f"/steps/{i}/params/annealing_c",
            limit="annealing_c",
            actual=step.params["annealing_c"],
            hint="state the annealing temperature (e.g. 'anneal at 58 °C for 30 s'), or say "
            "that the cycle is a two-step one and at which temperature it anneals and extends",
        )
