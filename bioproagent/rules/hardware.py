"""Workflow-level hardware checks for liquid handlers: tips, deck, mounts, channels, floor.

These run after the step replay, over every instrument whose registry file has a
``pipetting`` block. They read the layout from :mod:`bioproagent.rules.deck`, the same
one the exporters use.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from typing import Any

from bioproagent.ir import Step, Workflow
from bioproagent.registry.loader import Registry
from bioproagent.registry.model import Instrument, LabwareType
from bioproagent.rules.deck import (
    PIPETTING_OPERATIONS,
    DeckLayout,
    TipPool,
    deck_layout,
    positions_free,
    role_wells,
    step_pipette,
    tip_racks,
)
from bioproagent.rules.modules import check_module_occupancy
from bioproagent.rules.state import WorkflowState
from bioproagent.rules.violation import Violation
from bioproagent.textutil import fmt


def check_hardware(
    workflow: Workflow, registry: Registry, state: WorkflowState
) -> Iterator[Violation]:
    """Tips, deck positions, pipette mounts, multi-channel columns and the volume floor."""
    devices = dict.fromkeys(step.device for step in workflow.steps)
    for device in devices:
        instrument = registry.instrument(device)
        if instrument is None or instrument.pipetting is None:
            continue
        layout = deck_layout(workflow, registry, state, device)
        types = {lw_id: lw.type for lw_id, lw in state.labware.items()}
        yield from _volume_floor(workflow, instrument, layout)
        yield from _pipettes(workflow, instrument, layout, types)
        yield from _deck(instrument, layout)
        yield from check_module_occupancy(workflow, layout, types)
        yield from _tips(workflow, instrument, layout)


def _volume_floor(
    workflow: Workflow, instrument: Instrument, layout: DeckLayout
) -> Iterator[Violation]:
    floor = float((instrument.pipetting or {})["volume_floor_ul"])
    for index in layout.steps:
        step = workflow.steps[index]
        volume = step.params.get("volume_ul")
        if not isinstance(volume, int | float) or isinstance(volume, bool) or volume >= floor:
            continue
        operation = instrument.operations.get(step.operation)
        spec = operation.param_specs.get("volume_ul", {}) if operation else {}
        if volume < spec.get("minimum", -math.inf) or volume <= spec.get(
            "exclusiveMinimum", -math.inf
        ):
            continue  # the parameter schema already reports it (PARAM_OUT_OF_RANGE)
        yield Violation(
            code="VOLUME_BELOW_INSTRUMENT_FLOOR",
            step=index,
            step_id=step.id,
            path=f"/steps/{index}/params/volume_ul",
            limit=floor,
            actual=volume,
            message=f"{fmt(volume)} uL is below the {fmt(floor)} uL that "
            f"{instrument.name} can pipette at all.",
            hint=f"the stated volume cannot run here: pre-dilute so that at least "
            f"{fmt(floor)} uL is moved, or use an instrument with a lower floor",
        )


def _pipettes(
    workflow: Workflow,
    instrument: Instrument,
    layout: DeckLayout,
    types: Mapping[str, LabwareType],
) -> Iterator[Violation]:
    pipetting = instrument.pipetting or {}
    specs: Mapping[str, Any] = pipetting.get("pipettes", {})
    if not specs:
        return
    mounts = int(pipetting.get("mounts", 2))
    taken = 0
    for pipette, first in sorted(layout.pipettes.items(), key=lambda item: item[1]):
        taken += int(specs.get(pipette, {}).get("mounts_taken", 1))
        if taken > mounts:
            yield Violation(
                code="TOO_MANY_PIPETTES",
                step=first,
                step_id=workflow.steps[first].id,
                path=f"/steps/{first}",
                limit=mounts,
                actual=sorted(layout.pipettes),
                message=f"{instrument.name} has {mounts} pipette mounts, but the run needs "
                f"{', '.join(sorted(layout.pipettes))} (mounts full from step {first}).",
                hint="use tips that the already-mounted pipettes take, or split the run",
            )
            break
    for index in layout.steps:
        step = workflow.steps[index]
        if step.operation not in PIPETTING_OPERATIONS:
            continue
        yield from _tip_fit(step, index, instrument, specs, types)
        yield from _columns(step, index, instrument, specs, types)
        yield from _inferred_pipette_limits(step, index, instrument, types)


def _tip_fit(
    step: Step,
    index: int,
    instrument: Instrument,
    specs: Mapping[str, Any],
    types: Mapping[str, LabwareType],
) -> Iterator[Violation]:
    racks = tip_racks(types, step)
    if not racks:
        yield Violation(
            code="TIP_RACK_MISSING",
            step=index,
            step_id=step.id,
            path=f"/steps/{index}/labware/tips",
            message=f"{instrument.name} loads tips from racks on its deck, but step "
            f"'{step.id}' binds no tip rack.",
            hint="bind a tip rack in role 'tips'",
        )
        return
    capacity = float(types[racks[0]].data.get("tip_capacity_ul", 0))
    pipette = step_pipette(instrument, step, capacity)
    spec = specs.get(pipette or "")
    if spec is None or capacity not in spec["tip_capacities_ul"]:
        takers = [n for n, s in specs.items() if capacity in s["tip_capacities_ul"]]
        yield Violation(
            code="TIP_NOT_FOR_PIPETTE",
            step=index,
            step_id=step.id,
            path=f"/steps/{index}/labware/tips",
            limit=takers,
            actual=pipette or f"{fmt(capacity)} uL tips",
            message=f"no pipette of {instrument.name} picks up {fmt(capacity)} uL tips"
            if pipette is None
            else f"{pipette} does not pick up {fmt(capacity)} uL tips.",
            hint=f"use a pipette that takes them ({', '.join(takers)})"
            if takers
            else "bind a tip rack this robot's pipettes take",
        )


def _inferred_pipette_limits(
    step: Step, index: int, instrument: Instrument, types: Mapping[str, LabwareType]
) -> Iterator[Violation]:
    """The operation's per-pipette volume rules, applied with the pipette a step gets when it
    names none (the registry rules themselves only see a named ``params.pipette``)."""
    if "pipette" in step.params:
        return
    racks = tip_racks(types, step)
    if not racks:
        return
    pipette = step_pipette(instrument, step, float(types[racks[0]].data.get("tip_capacity_ul", 0)))
    operation = instrument.operations.get(step.operation)
    volume = step.params.get("volume_ul")
    if pipette is None or operation is None or not isinstance(volume, int | float):
        return
    trips = step.params.get("trips", 1)
    per_trip = {"divide": ["params.volume_ul", "params.trips"]}
    for rule in operation.rules:
        right = rule.get("right")
        left = rule.get("left")
        split = left == per_trip and isinstance(trips, int) and trips > 0
        amount = volume / trips if split else volume  # each trip is its own aspiration
        if (
            rule.get("kind") != "compare"
            or left not in ("params.volume_ul", per_trip)
            or not isinstance(right, Mapping)
            or right.get("lookup") != "params.pipette"
            or pipette not in right["table"]
        ):
            continue
        limit = float(right["table"][pipette])
        ok = amount >= limit if rule["op"] == ">=" else amount <= limit
        if not ok:
            each = f" per trip ({trips} trips)" if split and trips > 1 else ""
            yield Violation(
                code=str(rule["code"]),
                step=index,
                step_id=step.id,
                path=f"/steps/{index}/params/volume_ul",
                limit=limit,
                actual=amount,
                message=f"{fmt(amount)} uL{each} is outside what {pipette} (the pipette this "
                f"step gets for its tips, none being named) can move: limit {fmt(limit)} uL.",
                hint="bind tips that a pipette for this volume takes, or name such a pipette",
            )


def _columns(
    step: Step,
    index: int,
    instrument: Instrument,
    specs: Mapping[str, Any],
    types: Mapping[str, LabwareType],
) -> Iterator[Violation]:
    racks = tip_racks(types, step)
    capacity = float(types[racks[0]].data.get("tip_capacity_ul", 0)) if racks else None
    pipette = step_pipette(instrument, step, capacity)
    if int(specs.get(pipette or "", {}).get("channels", 1)) != 8:
        return
    for role in ("source", "target"):
        for j, ref in enumerate(step.labware.get(role, [])):
            lw_type = types.get(ref.labware)
            if lw_type is None or int(lw_type.data["rows"]) in (1,) or ref.wells is None:
                continue
            rows = int(lw_type.data["rows"])
            named = set(role_wells(types, [ref]))
            columns = {w.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for w in named}
            partial = [
                c
                for c in sorted(columns, key=int)
                if rows != 8 or {f"{r}{c}" for r in "ABCDEFGH"} - named
            ]
            if partial:
                yield Violation(
                    code="MULTICHANNEL_PARTIAL_COLUMN",
                    step=index,
                    step_id=step.id,
                    path=f"/steps/{index}/labware/{role}/{j}/wells",
                    limit="whole 8-well columns",
                    actual=partial,
                    message=f"{pipette} works on whole columns of 8 wells; '{ref.labware}' "
                    f"column(s) {', '.join(partial)} are named only in part"
                    + ("" if rows == 8 else f" (the labware has {rows} rows)")
                    + ".",
                    hint="name every well of each column (A-H), or use a single-channel pipette",
                )


def _deck(instrument: Instrument, layout: DeckLayout) -> Iterator[Violation]:
    free = positions_free(instrument, layout)
    if free is None or free >= 0:
        return
    total = int(instrument.capacity["deck_positions"])
    reserved = int((instrument.pipetting or {}).get("reserved_positions", 0))
    yield Violation(
        code="DECK_POSITIONS_EXCEEDED",
        path="/labware",
        limit=total - reserved,
        actual=layout.positions_used,
        message=f"{instrument.name} has {total - reserved} deck positions for labware"
        + (f" ({total} minus {reserved} reserved)" if reserved else "")
        + f", but the run needs {layout.positions_used} "
        f"({len(layout.labware)} labware items, tubes sharing racks"
        + (
            f", modules taking {sum(layout.module_positions.values())}"
            if layout.module_positions
            else ""
        )
        + ").",
        hint="split the run into batches, use fewer or larger labware, or a larger deck",
    )


def _tips(workflow: Workflow, instrument: Instrument, layout: DeckLayout) -> Iterator[Violation]:
    if (instrument.pipetting or {}).get("automatic_tip_loading"):
        return
    free = positions_free(instrument, layout)
    spare = max(free, 0) if free is not None else None
    for pool in layout.tip_pools.values():
        if pool.used <= pool.available or pool.first_short_step is None:
            continue
        missing = math.ceil((pool.used - pool.available) / pool.per_rack)
        fits = spare is not None and missing <= spare
        if fits and spare is not None:
            spare -= missing
        index = pool.first_short_step
        yield Violation(
            code="TIPS_EXHAUSTED",
            step=index,
            step_id=workflow.steps[index].id,
            path=f"/steps/{index}/labware/tips",
            limit=pool.available,
            actual=pool.used,
            message=f"the run takes {pool.used} {pool.rack_type.id} tips on "
            f"{instrument.name}, but {len(pool.racks)} rack(s) of {pool.per_rack} hold "
            f"{pool.available}; tips run out at step {index}.",
            hint=f"add {missing} more {pool.rack_type.id} rack(s) on {instrument.id}"
            if fits
            else f"{missing} more rack(s) are needed but the deck has room for "
            f"{spare if spare is not None else 'an unknown number'}: split the run, or reuse "
            "tips (new_tip 'once') where the chemistry allows",
            repair=_add_racks(workflow, instrument, pool, missing) if fits else None,
        )


def _add_racks(
    workflow: Workflow, instrument: Instrument, pool: TipPool, missing: int
) -> list[dict[str, Any]]:
    taken = {lw.id for lw in workflow.labware}
    base = pool.racks[0]
    ops: list[dict[str, Any]] = []
    n = 2
    while len(ops) < missing:
        candidate = f"{base}_{n}"
        n += 1
        if candidate in taken:
            continue
        taken.add(candidate)
        ops.append(
            {
                "op": "add",
                "path": "/labware/-",
                "value": {
                    "id": candidate,
                    "type": pool.rack_type.id,
                    "location": instrument.id,
                },
            }
        )
    return ops
