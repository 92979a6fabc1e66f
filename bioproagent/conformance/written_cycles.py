"""K_i for a thermocycling program whose cycle the intent writes out: when the text gives the
cycled steps' values (a denaturation, an extension, an annealing time) but no annealing
temperature, the cycle it wrote has no annealing step the instrument could run. An annealing
temperature is set by the primers, so the planner asks for it rather than insert the library's
default into a cycle the scientist wrote ('denature at 95 °C for 30 s and extend at 72 °C for
1 min each cycle'; 'anneal 15 s'; for a PCR also 'run 30 cycles of PCR'). A request that
writes no program ('run a PCR') keeps the library's defaults, each listed as an assumption,
and so does a qPCR given only its cycle count (the master mixes' 60 °C)."""

from __future__ import annotations

from collections.abc import Sequence

from bioproagent.conformance.checker_base import CheckerBase, Match

PROGRAM_OPERATIONS = ("run_pcr", "run_qpcr")
CYCLED_STEP_VALUES = frozenset(
    {"denaturation_c", "denaturation_s", "annealing_s", "extension_c", "extension_s"}
)
"""Values of the steps inside the cycle: stating any of them writes the cycle out."""
COUNTED = {"run_pcr": frozenset({"cycles"}), "run_qpcr": frozenset()}
"""Values that write a program out for one operation only: 'run 30 cycles of PCR' asks for
the primers' annealing temperature; '40 cycles on the CFX384' keeps the 60 °C of the qPCR
master mixes, listed as an assumption."""


def _runnable(checker: CheckerBase, i: int) -> bool:
    """Whether the step's settings pass its instrument's parameter schema."""
    step = checker.wf.steps[i]
    inst = checker.registry.instrument(step.device)
    operation = inst.operations.get(step.operation) if inst is not None else None
    return operation is None or operation.params_valid(dict(step.params))


def _elsewhere(checker: CheckerBase, m: Match) -> bool:
    """Whether the clause names only instruments that cannot run its program ('on the
    Hamilton STAR, run 30 cycles'): that substitution halts first, nothing is asked."""
    named = [i.instrument_id for i in m.clause.instruments if i.instrument_id]
    insts = [checker.registry.instrument(n) for n in named]
    op = m.clause.operation or ""
    return bool(insts) and not any(i is not None and op in i.operations for i in insts)


def check_written_cycles(checker: CheckerBase, matches: Sequence[Match]) -> None:
    """Add a CYCLE_STEP_UNSTATED finding for each program step whose clauses write its cycle
    without an annealing temperature while the step runs one."""
    if any(q.role == "annealing_c" for q in checker.spec.quantities):
        return  # stated where the clause reader did not bind it, or given as an answer
    stated: dict[int, set[str]] = {}
    texts: dict[int, list[str]] = {}
    for m in matches:
        if m.clause.operation not in PROGRAM_OPERATIONS or _elsewhere(checker, m):
            continue
        stated.setdefault(m.index, set()).update(v.param for v in m.clause.values)
        texts.setdefault(m.index, []).append(m.clause.text)
    for i, params in stated.items():
        step = checker.wf.steps[i]
        if step.operation not in PROGRAM_OPERATIONS or "annealing_c" in params:
            continue
        written = CYCLED_STEP_VALUES | COUNTED.get(step.operation, frozenset())
        if not params & written or "annealing_c" not in step.params:
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
