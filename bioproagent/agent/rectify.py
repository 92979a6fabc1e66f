"""Rectification: apply the rule engine's concrete repairs where they are safe.

A repair is safe when it cannot change what the scientist asked for: remapping a symbol
to the only close one, renaming a misspelt parameter, fixing a number written as text,
moving a seal step, removing a duplicate seal, or putting back the value the intent
stated where the model wrote another. A repair never invents a value: no clamp to an
instrument limit, no NaN/Infinity/negative/string mapped to a bound, no unknown parameter
deleted. A value the intent itself requested that breaks a limit is infeasible: the plan
halts with the reason instead of silently running something else.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from difflib import SequenceMatcher
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

from bioproagent import pointer as jsonpointer
from bioproagent.conformance.codes import UNSTATED_SETTING
from bioproagent.grounding import resolve
from bioproagent.intent.spec import IntentSpec
from bioproagent.ir import Workflow
from bioproagent.planners.base import PlanningContext
from bioproagent.registry.loader import Registry
from bioproagent.rules.patch import apply_patch
from bioproagent.rules.violation import Violation
from bioproagent.textutil import fmt
from bioproagent.vocab import ViolationCode, param_unit

MISSPELLING_RATIO = 0.8
"""Least similarity (difflib ratio) for a parameter rename to count as a spelling fix."""


class Rectification(BaseModel):
    """One automatic change made to the device code, surfaced to the user."""

    code: str = Field(description="Violation code the change answers.")
    path: str = Field(description="JSON pointer of the changed value in the workflow.")
    before: Any = None
    after: Any = None
    reason: str
    source: str = Field(default="rule-engine", description="rule-engine, K_i or planner.")


def _param_unit(violation: Violation) -> tuple[str, str] | None:
    """(parameter name, intent unit) of a violation on a step parameter with a unit."""
    if not violation.path or "/params/" not in violation.path:
        return None
    param = violation.path.rsplit("/", 1)[-1]
    declared = param_unit(param)
    unit = declared.unit if declared else None
    return (param, unit) if unit else None


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def stated_values(
    violation: Violation, intent: IntentSpec, *, named_only: bool = False
) -> list[float]:
    """The values the intent states for the parameter a violation is about: those named
    for that parameter, plus (unless ``named_only``) those with its unit and no role."""
    found = _param_unit(violation)
    if found is None:
        return []
    param, unit = found
    return list(
        dict.fromkeys(
            q.value
            for q in intent.quantities
            if q.unit == unit and (q.role == param or (not named_only and not q.role))
        )
    )


def requested_value(violation: Violation, intent: IntentSpec) -> float | None:
    """The intent's own value for the parameter a violation is about, when the value in
    the code is exactly that value (the request itself is out of bounds)."""
    actual = violation.actual
    if not _is_number(actual):
        return None
    for value in stated_values(violation, intent):
        if abs(value - actual) < 1e-9:
            return value
    return None


def restore_stated(
    violation: Violation, intent: IntentSpec, document: Mapping[str, Any] | None = None
) -> Violation | None:
    """A repair that puts back the one value the intent stated, when the model wrote
    something else (30000 x g, NaN, "25000" for a 16,000 x g intent) or left it out;
    None otherwise (and always for a parameter the instrument does not define). A removal to
    waste in ``document`` that lacks its volume ('aspirate the medium' beside 'wash with 100
    µL') does not get an addition's volume."""
    if violation.code == "PARAM_UNKNOWN":
        return None
    values = stated_values(violation, intent, named_only=True)
    if len(values) != 1 or violation.path.count("/params/") != 1:
        return None
    parts = violation.path.split("/")
    if len(parts) != 5 or parts[1] != "steps" or parts[3] != "params":
        return None  # only a top-level step parameter (not inside an array item)
    stated = values[0]
    if violation.code == "PARAM_MISSING" and _removal(document, parts):
        return None
    if violation.code == "PARAM_MISSING" and _held_elsewhere(document, parts, stated):
        return None  # '95 °C 5 min, then 37 °C': the 5 min is the other step's, not this one's
    value: float | int = int(stated) if float(stated).is_integer() else stated
    op = "add" if violation.code == "PARAM_MISSING" else "replace"
    return violation.model_copy(
        update={
            "repair": [{"op": op, "path": violation.path, "value": value}],
            "hint": f"restore {parts[4]} = {fmt(value)}, the value the intent stated",
        }
    )


def _held_elsewhere(document: Mapping[str, Any] | None, parts: list[str], value: float) -> bool:
    """Whether ``value`` for the parameter ``parts`` points at is another step's: a step of
    ``document`` carries it that is no restatement of this one (another operation, or a
    setting both state differently: '95 °C 5 min, then 37 °C'). A restatement of the same
    step ('20 min ... OK, 20 minutes on the bench') shares it."""
    steps = document.get("steps") if isinstance(document, Mapping) else None
    if not isinstance(steps, list) or not parts[2].isdigit() or int(parts[2]) >= len(steps):
        return False
    this = steps[int(parts[2])]
    if not isinstance(this, dict):
        return False
    holders = [
        step
        for k, step in enumerate(steps)
        if k != int(parts[2])
        and isinstance(step, dict)
        and _is_number(got := step.get("params", {}).get(parts[4]))
        and abs(float(got) - value) < 1e-9
    ]
    return bool(holders) and not any(_restates(this, step) for step in holders)


def _restates(this: Mapping[str, Any], other: Mapping[str, Any]) -> bool:
    """Whether ``this`` step could be ``other`` said again: the same operation, and no
    setting both give that differs."""
    if this.get("operation") != other.get("operation"):
        return False
    mine, theirs = this.get("params", {}), other.get("params", {})
    return all(theirs[key] == value for key, value in mine.items() if key in theirs)


def unstated_settings(
    violations: Iterable[Violation],
    intent: IntentSpec,
    document: Mapping[str, Any],
    *,
    nothing_stated: bool = False,
) -> list[Violation]:
    """``violations`` with each missing setting that only the scientist can give reworded as
    a question (``limit`` :data:`UNSTATED_SETTING`); the others unchanged. A missing setting
    asks when the registry proposes no default and every value the intent states for that
    parameter is already another step's; with ``nothing_stated`` (the planner could not fill
    it) also when the intent states none at all."""
    out = []
    for v in violations:
        found = _param_unit(v)
        parts = v.path.split("/")
        values = stated_values(v, intent, named_only=True) if found else []
        if (
            v.code != "PARAM_MISSING"
            or v.repair
            or found is None
            or len(parts) != 5
            or not (values or nothing_stated)
            or not all(_held_elsewhere(document, parts, x) for x in values)
        ):
            out.append(v)
            continue
        step = document["steps"][int(parts[2])]
        said = ", ".join(fmt(x) for x in values)
        whose = f" ({said} {found[1]} is another step's)" if values else ""
        out.append(
            v.model_copy(
                update={
                    "limit": UNSTATED_SETTING,
                    "message": f"Step {int(parts[2]) + 1} ({step.get('operation')}) needs "
                    f"{parts[4]}, and the intent states none for it{whose}; say it for that "
                    "step.",
                    "hint": f"say the {parts[4]} for that step",
                }
            )
        )
    return out


def _removal(document: Mapping[str, Any] | None, parts: list[str]) -> bool:
    """Whether ``/steps/<parts[2]>`` of ``document`` takes liquid off to waste: the volume it
    lacks is what the wells hold, never a volume the intent states for an addition."""
    steps = document.get("steps") if isinstance(document, Mapping) else None
    if not isinstance(steps, list) or not parts[2].isdigit() or int(parts[2]) >= len(steps):
        return False
    step = steps[int(parts[2])]
    target = step.get("labware", {}).get("target") if isinstance(step, dict) else None
    return "waste" in json.dumps(target)  # 'waste', ['waste'] or [{'labware': 'waste'}]


def _changes_a_value(violation: Violation) -> bool:
    """Whether a repair would change or drop a value rather than fix its form: a clamp to
    a limit, a numeric enum swap, a different string, or deleting a parameter."""
    for op in violation.repair or []:
        path = op.get("path", "")
        if op.get("op") == "remove" and "/params/" in path:
            return True
        if op.get("op") == "move" and "/params/" in path:
            if not _misspelt(op.get("from", "").rsplit("/", 1)[-1], path.rsplit("/", 1)[-1]):
                return True  # a value moved onto another parameter, not a spelling fix
            continue
        if op.get("op") != "replace" or "/params/" not in path:
            continue
        new, old = op.get("value"), violation.actual
        if violation.code == "PARAM_TYPE" and isinstance(new, int | float):
            try:
                same = isinstance(old, str | float) and float(old) == float(new)
            except ValueError:
                same = False
            if same:
                continue  # "25000" -> 25000, 3.0 -> 3: the same value, in the right form
            return True
        if isinstance(new, str) and isinstance(old, str) and _spelling(new) == _spelling(old):
            continue  # "a-4-81" -> "A-4-81"
        return True
    return False


def _misspelt(written: str, defined: str) -> bool:
    """Whether ``written`` is a misspelling of ``defined`` (same unit, nearly the same
    letters), so renaming keeps the meaning of the value."""
    unit = param_unit(defined)
    if param_unit(written) is None and unit is not None and defined == written + unit.suffix:
        return True  # volume -> volume_ul: the unit suffix was left out
    same_unit = param_unit(written) == unit
    return same_unit and SequenceMatcher(None, written, defined).ratio() >= MISSPELLING_RATIO


def _spelling(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def value_at(document: Any, pointer: str) -> Any:
    """The value at a JSON pointer, or None when the path does not exist."""
    return jsonpointer.get(document, pointer, None)


SWAPPABLE_LIMITS = frozenset(
    {"TIP_CAPACITY_EXCEEDED", "VOLUME_ABOVE_PIPETTE_MAXIMUM", "VOLUME_BELOW_PIPETTE_MINIMUM"}
)
"""Limits of a part the planner picks (tips, pipette): a stated volume over one is no
infeasible request; the planner binds another part (and halts if none fits)."""


def split_repairs(
    violations: Iterable[Violation],
    intent: IntentSpec,
    document: Mapping[str, Any] | None = None,
) -> tuple[list[Violation], list[Violation]]:
    """(safe to apply automatically, infeasible user requests).

    A value the intent stated that breaks a limit is infeasible (the plan halts and says
    why). A parameter the model wrote differently from the one value the intent stated is
    put back to that value. Any other repair that would change or drop a value (a clamp
    to a limit, a NaN or a string mapped to a bound, an unknown parameter deleted) is not
    applied: the planner is asked to fix the code, and the plan halts if it cannot.
    Repairs that keep every value (a misspelt name, a symbol, a step order, a default for
    a missing parameter) are applied.
    """
    safe, infeasible = [], []
    for v in violations:
        if v.code in SWAPPABLE_LIMITS:
            continue  # a pipette or tip rack is chosen by the planner, not by the scientist
        if requested_value(v, intent) is not None and (v.limit is not None or v.repair):
            infeasible.append(v)
            continue
        restored = restore_stated(v, intent, document) if _param_unit(v) else None
        if restored is not None:
            safe.append(restored)
        elif v.repair and not _changes_a_value(v):
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
    beyond_limits: bool = False
    """The rule engine (not K_i) found a value the intent states outside an instrument's
    limits, and the only questions are numbers nobody could read: no answer can make that
    value run. (An unknown instrument, an unread step, a range, a condition or a revision
    could each be what the stated value belongs to, so those still ask first.)"""


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
    RepairChoice({"beyond_limits": True}, RepairAction.HALT_INFEASIBLE, False),
    RepairChoice({"asks": True}, RepairAction.ASK_SCIENTIST, False),
    RepairChoice({"infeasible": True}, RepairAction.HALT_INFEASIBLE, False),
    RepairChoice({"budget_left": False}, RepairAction.HALT_BUDGET, False),
    RepairChoice({"safe": True}, RepairAction.APPLY_SAFE, True),
    RepairChoice({"unmodelled": True, "safe": False}, RepairAction.HALT_UNMODELLED, True),
    RepairChoice({}, RepairAction.ASK_PLANNER, True),
)
"""Priority order of RECTIFY_CODE (first match wins). A stated value the rule engine finds
outside the limits halts first (no answer could make it run); what the intent holds that
nobody could read (K_i) is asked about next; any other requested value that cannot be kept
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
