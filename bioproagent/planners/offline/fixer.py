"""Deterministic repairs of device code for violations the engine cannot repair itself.

No repair changes a value the intent requested: tips get larger, transfers are split
(same total volume), sources get more starting liquid, wells get larger labware only when
the intent did not name the format, seals and peels are inserted, balance plates added.
"""

from __future__ import annotations

import json
import re
from typing import Any

from bioproagent.draft import Draft
from bioproagent.grounding import resolve
from bioproagent.planners.base import PlanningContext
from bioproagent.planners.offline.compiler import Compiler, tips_id
from bioproagent.planners.offline.layout import fmt_num
from bioproagent.planners.offline.written_params import fit_extras
from bioproagent.registry.planning import available_for, larger_wells, suggested_params, tip_type
from bioproagent.rules import verify
from bioproagent.rules.violation import Violation

_ROLE = re.compile(r"^/steps/(\d+)/labware/([^/]+)")


def fix_workflow(
    ctx: PlanningContext, draft: Draft, code: dict[str, Any], violations: list[Violation]
) -> tuple[dict[str, Any] | None, str | None]:
    """Return (fixed symbolic workflow, None) or (None, why it cannot be fixed)."""
    from bioproagent.planners.offline.planner import symbolize

    doc, unknown = resolve(code, ctx.symbols, ctx.registry)
    if unknown and draft.steps:
        doc = Compiler(ctx.registry, draft).compile()
    elif unknown:
        return None, (
            "the code names symbols this plan does not have: "
            + "; ".join(v.message for v in unknown)
        )
    labware = {lw["id"]: lw for lw in doc.get("labware", [])}
    inserts: list[tuple[int, dict[str, Any]]] = []
    removals: set[int] = set()
    problems: list[str] = []
    changed = False
    for v in violations:
        step = doc["steps"][v.step] if v.step is not None and v.step < len(doc["steps"]) else None
        match = _ROLE.match(v.path or "")
        bound = [r["labware"] for r in _refs(step, match.group(2))] if step and match else []
        if v.code in ("VOLUME_ABOVE_PIPETTE_MAXIMUM", "VOLUME_BELOW_PIPETTE_MINIMUM") and step:
            inst = ctx.registry.instrument(step.get("device", ""))
            accepted = set(inst.operations[step["operation"]].param_specs) if inst else set()
            refit = fit_extras(step["params"], step.get("device", ""), step["operation"], accepted)
            if refit != step["params"]:
                step["params"] = refit
                changed = True
            tip = tip_type(ctx.registry, float(step["params"].get("volume_ul", 0)), instrument=inst)
            if tip is not None and inst is not None:
                changed = _bind_tips(step, tip, labware) or changed
        elif v.code == "TIP_CAPACITY_EXCEEDED" and step:
            tip = tip_type(ctx.registry, float(step["params"].get("volume_ul", 0)))
            if tip is not None:
                _bind_tips(step, tip, labware)
                changed = True
        elif v.code == "WELL_UNDERDRAW" and bound:
            short = float(v.actual or 0) - float(v.limit or 0)
            for lw_id in bound:
                lw = labware[lw_id]
                cap = ctx.registry.labware[lw["type"]].well_volume_ul
                for c in lw.get("contents", []):
                    c["volume_ul"] = min(cap, round(c["volume_ul"] + short + 5, 2))
                changed = changed or bool(lw.get("contents"))
        elif v.code == "WELL_OVERFILL" and step and _is_repeat(doc["steps"], v.step or 0):
            removals.add(v.step or 0)  # the same transfer twice in a row: drop the repeat
            changed = True
        elif v.code == "WELL_OVERFILL" and step and _shrinkable(ctx, step, v):
            excess = float(v.actual) - float(v.limit)
            volume = float(step["params"]["volume_ul"])
            step["params"]["volume_ul"] = round(volume - excess, 1)
            changed = True
        elif v.code == "WELL_OVERFILL" and bound:
            for lw_id in bound:
                lw = labware[lw_id]
                fmt = ctx.registry.labware[lw["type"]].format
                larger = larger_wells(ctx.registry, lw["type"])
                if fmt in ctx.intent.formats or larger is None:
                    # the scientist chose this labware (or none is larger): nothing the
                    # planner may change fixes it, so say so instead of trying again
                    return None, (
                        f"{v.message} The intent asks for {lw['type']} "
                        f"({fmt}), whose wells hold {fmt_num(float(v.limit or 0))} uL; "
                        "lower the volume or choose labware with larger wells."
                    )
                lw["type"] = larger
                changed = True
        elif v.code in ("PLATE_NOT_SEALED", "SEALED_ACCESS") and step and bound:
            seal = v.code == "PLATE_NOT_SEALED"
            operation, category = ("seal", "SEAL") if seal else ("peel", "PEEL")
            devices = available_for(ctx.registry, operation, category)
            if not devices or devices[0].category != category:
                return None, f"{v.message} The registry has no available {operation} instrument."
            device = devices[0]
            inserts.append(
                (
                    v.step or 0,
                    {
                        "id": f"{step['id']}_{operation}",
                        "device": device.id,
                        "operation": operation,
                        "params": suggested_params(device, operation),
                        "labware": {"plate": [{"labware": bound[0]}]},
                        "category": category,
                        "description": f"{operation.capitalize()} {bound[0]} first.",
                    },
                )
            )
        elif v.code in (
            "LABWARE_NOT_ACCEPTED",
            "LOAD_UNBALANCED",
            "CAPACITY_EXCEEDED",
            "UNKNOWN_SYMBOL",
        ):
            fresh = Compiler(ctx.registry, draft).compile()
            if len(fresh.get("steps") or []) >= len(doc.get("steps") or []) and len(
                verify(fresh, ctx.registry).violations
            ) < len(verify(doc, ctx.registry).violations):
                return symbolize(fresh, ctx), None
            problems.append(f"{v.code} {_where(v)}: {v.message} (no other instrument fits)")
        else:
            problems.append(f"{v.code} {_where(v)}: {v.message}")
    doc["steps"] = [st for i, st in enumerate(doc["steps"]) if i not in removals]
    for index, new in sorted(inserts, key=lambda t: -t[0]):
        doc["steps"].insert(index - sum(1 for r in removals if r < index), new)
        changed = True
    doc["labware"] = list(labware.values())
    if problems and not changed:
        return None, "the offline planner cannot repair: " + "; ".join(problems)
    if not changed:
        return None, "no repair applies to these violations"
    return symbolize(json.loads(json.dumps(doc)), ctx), None


def _bind_tips(step: dict[str, Any], tip: str, labware: dict[str, Any]) -> bool:
    """Bind a rack of ``tip`` (declared once) to the step; whether the binding changed."""
    tip_id = tips_id(tip)
    labware.setdefault(tip_id, {"id": tip_id, "type": tip, "contents": []})
    if step["labware"].get("tips") == [{"labware": tip_id}]:
        return False
    step["labware"]["tips"] = [{"labware": tip_id}]
    return True


def _refs(step: dict[str, Any], role: str) -> list[dict[str, Any]]:
    bound = step.get("labware", {}).get(role, [])
    items = bound if isinstance(bound, list) else [bound]
    return [{"labware": b} if isinstance(b, str) else b for b in items]


def _is_repeat(steps: list[dict[str, Any]], index: int) -> bool:
    """Whether step ``index`` repeats the step before it exactly (apart from its id)."""
    if index <= 0 or index >= len(steps):
        return False
    here, before = dict(steps[index]), dict(steps[index - 1])
    here.pop("id", None)
    before.pop("id", None)
    return here == before


def _shrinkable(ctx: PlanningContext, step: dict[str, Any], v: Violation) -> bool:
    """A one-to-one transfer whose volume the intent did not state, and that still moves
    liquid once reduced by the excess the rule engine reported."""
    volume = step.get("params", {}).get("volume_ul")
    if step.get("operation") != "transfer" or not isinstance(volume, int | float):
        return False
    if not isinstance(v.actual, int | float) or not isinstance(v.limit, int | float):
        return False
    requested = any(q.unit == "ul" and abs(q.value - volume) < 1e-6 for q in ctx.intent.quantities)
    return not requested and volume - (float(v.actual) - float(v.limit)) > 0


def _where(v: Violation) -> str:
    """'at step 2' (counted from 1, as every message counts steps) or 'in the workflow'."""
    return f"at step {v.step + 1}" if v.step is not None else "in the workflow"
