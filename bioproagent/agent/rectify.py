"""Rectification: apply the rule engine's concrete repairs where they are safe.

A repair is safe when it cannot change what the scientist asked for: clamping a value the
planner chose, remapping a symbol to the only close one, renaming a misspelt parameter,
moving a seal step, removing a duplicate seal. A clamp of a value the intent itself
requested is never applied: that request is infeasible, and the plan halts with the reason
instead of silently running something else.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

from bioproagent import pointer as jsonpointer
from bioproagent.grounding import resolve
from bioproagent.intent.spec import IntentSpec
from bioproagent.ir import Workflow
from bioproagent.planners.base import PlanningContext
from bioproagent.registry.loader import Registry
from bioproagent.rules.patch import apply_patch
from bioproagent.rules.violation import Violation
from bioproagent.textutil import fmt
from bioproagent.vocab import ViolationCode, param_unit


class Rectification(BaseModel):
    """One automatic change made to the device code, surfaced to the user."""

    code: str = Field(description="Violation code the change answers.")
    path: str = Field(description="JSON pointer of the changed value in the workflow.")
    before: Any = None
    after: Any = None
    reason: str
    source: str = Field(default="rule-engine", description="rule-engine, K_i or planner.")


def requested_value(violation: Violation, intent: IntentSpec) -> float | None:
    """The intent's own value for the parameter a clamp would change, if it gave one."""
    if not violation.path or "/params/" not in violation.path:
        return None
    param = violation.path.rsplit("/", 1)[-1]
    declared = param_unit(param)
    unit = declared.unit if declared else None
    actual = violation.actual
    if unit is None or not isinstance(actual, int | float) or isinstance(actual, bool):
        return None
    for quantity in intent.quantities:
        if (
            quantity.unit == unit
            and abs(quantity.value - actual) < 1e-9
            and (quantity.role in (None, param))
        ):
            return quantity.value
    return None


def value_at(document: Any, pointer: str) -> Any:
    """The value at a JSON pointer, or None when the path does not exist."""
    return jsonpointer.get(document, pointer, None)


def split_repairs(
    violations: Iterable[Violation], intent: IntentSpec
) -> tuple[list[Violation], list[Violation]]:
    """(safe to apply automatically, infeasible user requests)."""
    safe, infeasible = [], []
    for v in violations:
        if not v.repair:
            continue
        is_clamp = (
            any(op.get("op") == "replace" and "/params/" in op.get("path", "") for op in v.repair)
            and v.limit is not None
        )
        if is_clamp and requested_value(v, intent) is not None:
            infeasible.append(v)
        else:
            safe.append(v)
    return safe, infeasible


def apply_safe_repairs(
    document: dict[str, Any], violations: list[Violation]
) -> tuple[dict[str, Any], list[Rectification]]:
    """Apply repairs one violation at a time; skip any that no longer applies.

    Reorders (``move`` of a step) shift indices, so at most one step move is applied per
    round, and parameter-level fixes go before rule-level ones; the rule engine is run
    again before the next round.
    """
    records: list[Rectification] = []
    moved = False
    touched: set[str] = set()
    # Single-value fixes first (ranges, enums, names, symbols): cross-field rules such as
    # "lid >= denaturation" must be judged on corrected values in the next round.
    first = [v for v in violations if v.code.startswith("PARAM_") or v.code == "UNKNOWN_SYMBOL"]
    for v in first or violations:
        ops = v.repair or []
        # moving or removing a whole step shifts the indices every other repair refers to
        is_move = any(
            _is_step_path(op.get("from", ""))
            if op.get("op") == "move"
            else op.get("op") == "remove" and _is_step_path(op.get("path", ""))
            for op in ops
        )
        if (is_move and moved) or any(op.get("path") in touched for op in ops):
            continue
        before = [value_at(document, op.get("from") or op["path"]) for op in ops]
        try:
            document = apply_patch(document, ops)
        except ValueError:
            continue
        moved = moved or is_move
        touched.update(op["path"] for op in ops)
        for op, old in zip(ops, before, strict=True):
            if op["op"] == "move":
                after: Any = f"moved from {op['from']}"
            elif op["op"] == "remove":
                after = "removed"
            else:
                after = op.get("value")
            records.append(
                Rectification(
                    code=v.code,
                    path=op["path"],
                    before=old,
                    after=after,
                    reason=f"{v.message} Repair: {v.hint or op['op']}.",
                )
            )
    return document, records


def capability_note(registry: Registry, workflow: Workflow | None, v: Violation) -> str:
    """Where the requested value could run, found by asking the rule engine itself.

    The offending step is replayed on every available instrument that offers its
    operation, with the requested value; the limits the engine reports for that parameter
    (schema range, rotor tables, labware rating) give each instrument's effective maximum.
    """
    if workflow is None or v.step is None or v.step >= len(workflow.steps):
        return ""
    from bioproagent.rules.engine import verify  # local: rectify sits above the engine

    step = workflow.steps[v.step]
    param = v.path.rsplit("/", 1)[-1]
    path = f"/steps/0/params/{param}"
    upper = float(v.actual) > float(v.limit)  # too high (else too low)
    best: tuple[float, str] | None = None
    for inst in registry.instruments.values():
        op = inst.operations.get(step.operation)
        if inst.status != "available" or op is None or param not in op.param_specs:
            continue
        params = {k: val for k, val in step.params.items() if k in op.param_specs}
        trial = workflow.model_copy(
            update={
                "steps": [
                    step.model_copy(
                        update={"device": inst.id, "params": {**params, param: v.actual}}
                    )
                ]
            }
        )
        report = verify(trial, registry, track_volumes=False)
        if any(
            x.code in ("LABWARE_NOT_ACCEPTED", "LABWARE_ROLE_MISSING", "UNKNOWN_LABWARE_ROLE")
            for x in report.violations
        ):
            continue
        limits = [
            float(x.limit)
            for x in report.violations
            if x.path == path and isinstance(x.limit, int | float) and not isinstance(x.limit, bool)
        ]
        pick = min if upper else max
        effective = pick(limits) if limits else float(v.actual)
        if best is None or (effective > best[0] if upper else effective < best[0]):
            best = (effective, inst.id)
    if best is None:
        return f"No available instrument runs {step.operation} on this labware."
    if (best[0] >= float(v.actual)) if upper else (best[0] <= float(v.actual)):
        return f"{best[1]} could run it as requested."
    bound = "most" if upper else "least"
    return f"The {bound} any fitting instrument allows here is {fmt(best[0])} ({best[1]})."


def _is_step_path(pointer: str) -> bool:
    """'/steps/3' (a whole step), not '/steps/3/params/x'."""
    parts = pointer.split("/")
    return len(parts) == 3 and parts[1] == "steps"


def fingerprint(value: Any) -> str:
    """Stable identity of a draft or code proposal (for loop detection)."""
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    return json.dumps(value, sort_keys=True, default=str)


def planner_changes(
    old: dict[str, Any], new: Any, violations: list[Violation], ctx: PlanningContext
) -> list[Rectification]:
    """What the planner's fix changed at the places the violations pointed to."""
    if not isinstance(new, dict):
        return []
    before, _ = resolve(old, ctx.symbols, ctx.registry)
    after, _ = resolve(new, ctx.symbols, ctx.registry)
    changes = []
    for v in violations:
        if not v.path:
            continue
        was, now = value_at(before, v.path), value_at(after, v.path)
        if was != now:
            changes.append(
                Rectification(
                    code=v.code,
                    path=v.path,
                    before=was,
                    after=now,
                    source="planner",
                    reason=f"the planner revised the code after: {v.message}",
                )
            )
    return changes


# -- which rectification to try: an ordered table, first match wins ------------------------
class RepairAction(StrEnum):
    """What RECTIFY_CODE does with the current violations."""

    ASK_SCIENTIST = "needs clarification: the intent holds what the planner cannot read"
    HALT_INFEASIBLE = "halt: infeasible request"
    HALT_BUDGET = "halt: repair budget exhausted"
    APPLY_SAFE = "apply safe repairs"
    HALT_UNMODELLED = "halt: unmodelled operation"
    ASK_PLANNER = "ask the planner to fix"


@dataclass(frozen=True)
class RepairSituation:
    """The facts the repair choice reads (all booleans, like the machine's signals)."""

    infeasible: bool
    """A clamp would change a value the intent itself asked for."""
    budget_left: bool
    """Repair rounds remain."""
    safe: bool
    """Some violation carries a repair that is safe to apply."""
    unmodelled: bool
    """The code needs an instrument or operation the registry lacks, with no repair."""
    asks: bool = False
    """K_i found a number, instrument or step in the intent that nobody could read."""


@dataclass(frozen=True)
class RepairChoice:
    """One row of :data:`REPAIR_CHOICES`."""

    when: Mapping[str, bool]
    action: RepairAction
    counts_as_round: bool
    """Taking this row spends one of the plan's repair rounds."""

    def matches(self, situation: RepairSituation) -> bool:
        return all(getattr(situation, key) is value for key, value in self.when.items())


REPAIR_CHOICES: tuple[RepairChoice, ...] = (
    RepairChoice({"asks": True}, RepairAction.ASK_SCIENTIST, False),
    RepairChoice({"infeasible": True}, RepairAction.HALT_INFEASIBLE, False),
    RepairChoice({"budget_left": False}, RepairAction.HALT_BUDGET, False),
    RepairChoice({"safe": True}, RepairAction.APPLY_SAFE, True),
    RepairChoice({"unmodelled": True, "safe": False}, RepairAction.HALT_UNMODELLED, True),
    RepairChoice({}, RepairAction.ASK_PLANNER, True),
)
"""Priority order of RECTIFY_CODE (first match wins). What the intent holds that nobody
could read (K_i) is asked about before anything else; a requested value outside the limits
halts before anything is changed; safe repairs come before the planner; an operation the
registry does not model halts rather than asking the planner to invent one. When safe
repairs change nothing, the choice continues with the rows below APPLY_SAFE."""


def repair_choices(situation: RepairSituation) -> list[RepairChoice]:
    """The rows that match, in priority order (the controller tries them until one acts)."""
    return [choice for choice in REPAIR_CHOICES if choice.matches(situation)]


def is_unmodelled(violation: Violation) -> bool:
    """An unknown device or operation without a proposed repair."""
    return violation.code in UNMODELLED_CODES and not violation.repair


UNMODELLED_CODES = frozenset({ViolationCode.UNKNOWN_OPERATION, ViolationCode.UNKNOWN_DEVICE})
