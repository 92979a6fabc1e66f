"""Fidelity: does the code do what was asked, with the stated values, labware and instruments?

Two readings, each in [0, 1]:

* :func:`intent_fidelity` (K_i against the intent text): the share of the intent's checks
  that K_i finds honoured. Checks are one per clause operation (present, in order), one per
  stated value, one per named instrument, one per named labware format, one per well
  selection, and one per number nobody could read. Each K_i violation fails one check.
  None when the intent states nothing K_i can check.
* :func:`gold_fidelity` (against gold code): the mean of four shares over the LCS alignment
  of operations (:func:`bioproagent.bench.metrics.code.align`): ordered operations (aligned
  gold steps), stated values (gold numeric parameters reproduced exactly), labware (gold
  labware types present) and instruments (aligned gold steps on the same device).

``fidelity`` in reports is the gold reading when an item has gold code, else the K_i
reading; both are stored per item (``fidelity_intent``, ``fidelity_gold``).
"""

from __future__ import annotations

from typing import Any

from bioproagent.bench.metrics.code import WorkflowLike, align, parse_workflow, values_match
from bioproagent.conformance import check_conformance
from bioproagent.intent.clauses import params_for, read_clauses
from bioproagent.registry import Registry


def intent_fidelity(intent: str, workflow: WorkflowLike, registry: Registry) -> float | None:
    """Share of the intent's K_i checks the workflow honours (None: nothing to check)."""
    reading = read_clauses(intent, registry)
    checks = 0
    for clause in reading.clauses:
        if not clause.operation:
            continue
        table = set(params_for(clause.operation).values())
        checks += 1 + sum(1 for v in clause.values if v.param in table)
        checks += bool(clause.named_instrument) + bool(clause.formats) + bool(clause.wells)
    checks += len(reading.unread) + len(reading.unknown_instruments)
    if checks == 0:
        return None
    parsed = parse_workflow(workflow)
    if parsed is None:
        return 0.0
    failed = len(check_conformance(intent, parsed, registry))
    return max(0.0, 1.0 - failed / checks)


def _numeric(params: dict[str, Any]) -> dict[str, Any]:
    return {
        k: v for k, v in params.items() if isinstance(v, int | float) and not isinstance(v, bool)
    }


def gold_fidelity(
    workflow: WorkflowLike, gold: WorkflowLike, registry: Registry | None = None
) -> float | None:
    """Mean of ordered operations, stated values, labware and instruments against gold."""
    gold_wf = parse_workflow(gold)
    if gold_wf is None or not gold_wf.steps:
        return None
    pred = parse_workflow(workflow)
    if pred is None:
        return 0.0
    pairs = align(pred, gold_wf, registry)
    operations = len(pairs) / len(gold_wf.steps)
    wanted = sum(len(_numeric(s.params)) for s in gold_wf.steps)
    kept = sum(
        1
        for i, j in pairs
        for k, v in _numeric(gold_wf.steps[j].params).items()
        if k in pred.steps[i].params and values_match(pred.steps[i].params[k], v)
    )
    values = kept / wanted if wanted else operations
    gold_types = {lw.type for lw in gold_wf.labware}
    labware = (
        len(gold_types & {lw.type for lw in pred.labware}) / len(gold_types) if gold_types else 1.0
    )
    devices = sum(1 for i, j in pairs if pred.steps[i].device == gold_wf.steps[j].device)
    instruments = devices / len(gold_wf.steps)
    return (operations + values + labware + instruments) / 4
