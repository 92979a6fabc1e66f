"""State requirements and state changes of one step (seals, liquid, locations)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from bioproagent.rules.context import StepContext, is_number
from bioproagent.rules.state import EPSILON, BoundWell, LabwareState, bound_wells
from bioproagent.rules.violation import Violation
from bioproagent.textutil import fmt

StepFinder = Callable[[str, str, int], int | None]
"""(labware id, effect kind, step index) -> index of another step with that effect."""


def check_state_requirements(ctx: StepContext, find: StepFinder) -> Iterator[Violation]:
    """``requires_state`` rules, evaluated on the state before the step's effects."""
    for rule in ctx.operation.rules:
        if rule["kind"] != "requires_state" or not ctx.applies(rule.get("when")):
            continue
        want = bool(rule["sealed"])
        for j, lw in enumerate(ctx.bindings.get(rule["role"], [])):
            if lw.sealed == want:
                continue
            path = f"{ctx.base}/labware/{rule['role']}/{j}"
            if want:
                yield _needs_seal(ctx, rule, lw, path, find)
            else:
                yield _needs_unsealed(ctx, rule, lw, path, find)


def _needs_seal(
    ctx: StepContext, rule: Mapping[str, Any], lw: LabwareState, path: str, find: StepFinder
) -> Violation:
    later = find(lw.id, "seal", ctx.index)
    if later is not None:
        # move this step after the seal rather than the seal forward: steps between them
        # (e.g. the last pipetting) still need the plate open
        hint = f"move this step after the seal step (step {later + 1})"
        repair = [{"op": "move", "from": f"/steps/{ctx.index}", "path": f"/steps/{later}"}]
    else:
        hint = f"add a seal step for '{lw.id}' before this step"
        repair = None
    return Violation(
        code=rule.get("code", "PLATE_NOT_SEALED"),
        step=ctx.index,
        step_id=ctx.step.id,
        path=path,
        limit="sealed",
        actual="unsealed",
        repair=repair,
        hint=hint if repair else rule.get("hint", hint),
        message=rule.get(
            "message",
            f"'{lw.id}' must be sealed for "
            f"{ctx.instrument.id}.{ctx.operation.name} (evaporation, contamination).",
        ),
    )


def _needs_unsealed(
    ctx: StepContext, rule: Mapping[str, Any], lw: LabwareState, path: str, find: StepFinder
) -> Violation:
    repair = None
    needs_seal = (
        find(lw.id, "needs_seal", lw.sealed_by_step) if lw.sealed_by_step is not None else None
    )
    if lw.sealed_by_step is not None and needs_seal is not None and needs_seal < ctx.index:
        # a step between needs the seal (thermocycling): it stays, the plate is peeled
        hint = f"peel '{lw.id}' before this step (step {needs_seal + 1} needs it sealed)"
    elif lw.sealed_by_step is not None:
        hint = (
            f"the seal was applied at step {lw.sealed_by_step + 1}; move that seal step after "
            "this step, or peel the plate first"
        )
        repair = [
            {"op": "move", "from": f"/steps/{lw.sealed_by_step}", "path": f"/steps/{ctx.index}"}
        ]
    else:
        hint = f"add a peel step for '{lw.id}' before this step"
        peel = find(lw.id, "unseal", ctx.index)
        if peel is not None:
            hint = f"move the peel step (step {peel + 1}) before this step"
            repair = [{"op": "move", "from": f"/steps/{peel}", "path": f"/steps/{ctx.index}"}]
    return Violation(
        code=rule.get("code", "SEALED_ACCESS"),
        step=ctx.index,
        step_id=ctx.step.id,
        path=path,
        limit="unsealed",
        actual="sealed",
        hint=hint if repair else rule.get("hint", hint),
        repair=repair,
        message=rule.get(
            "message",
            f"'{lw.id}' is sealed; "
            f"{ctx.instrument.id}.{ctx.operation.name} cannot reach its wells.",
        ),
    )


def apply_effects(ctx: StepContext) -> Iterator[Violation]:
    """Apply each effect of the operation, reporting what the change would break."""
    for effect in ctx.operation.effects:
        if not ctx.applies(effect.get("when")):
            continue
        kind = effect["kind"]
        if kind == "transfer":
            yield from _transfer(ctx, effect)
        elif kind in ("add", "remove"):
            yield from _add_remove(ctx, effect)
        elif kind in ("seal", "unseal"):
            yield from _seal(ctx, effect["role"], kind == "seal")
        else:
            yield from _locate(ctx, effect)


def _volume(ctx: StepContext, effect: Mapping[str, Any]) -> float | None:
    value = ctx.value(effect["volume"])
    return float(value) if is_number(value) and value > 0 else None


def _transfer(ctx: StepContext, effect: Mapping[str, Any]) -> Iterator[Violation]:
    volume = _volume(ctx, effect)
    sources = bound_wells(ctx.wells.get(effect["from"], []))
    targets = bound_wells(ctx.wells.get(effect["to"], []))
    if volume is None or not sources or not targets:
        return
    if len(sources) == len(targets):
        draws = [(s, volume) for s in sources]
        fills = [(t, volume) for t in targets]
    elif len(sources) == 1:
        draws, fills = [(sources[0], volume * len(targets))], [(t, volume) for t in targets]
    elif len(targets) == 1:
        draws, fills = [(s, volume) for s in sources], [(targets[0], volume * len(sources))]
    else:
        yield Violation(
            code="WELL_MAPPING",
            step=ctx.index,
            step_id=ctx.step.id,
            path=f"{ctx.base}/labware/{effect['to']}",
            message=f"{len(sources)} source wells cannot be paired with {len(targets)} target "
            "wells; use equal counts, one source for many targets, or many sources for one.",
            limit=len(sources),
            actual=len(targets),
            hint="list the same number of wells in both roles or split the step",
        )
        return
    yield from _draw(ctx, effect["from"], draws)
    yield from _fill(ctx, effect["to"], fills)


def _add_remove(ctx: StepContext, effect: Mapping[str, Any]) -> Iterator[Violation]:
    volume = _volume(ctx, effect)
    wells = bound_wells(ctx.wells.get(effect["role"], []))
    if volume is None or not wells:
        return
    pairs = [(w, volume) for w in wells]
    if effect["kind"] == "add":
        yield from _fill(ctx, effect["role"], pairs)
    else:
        yield from _draw(ctx, effect["role"], pairs)


def _draw(
    ctx: StepContext, role: str, draws: Sequence[tuple[BoundWell, float]]
) -> Iterator[Violation]:
    if not ctx.track_volumes:
        return
    short: dict[str, list[tuple[str, float, float]]] = {}
    for (lw, well), amount in draws:
        held = lw.volume(well)
        if amount > held - lw.type.dead_volume_ul + EPSILON:
            short.setdefault(lw.id, []).append((well, held, amount))
        lw.volumes[well] = max(0.0, held - amount)
    for lw_id, wells in short.items():
        well, held, amount = wells[0]
        dead = ctx.state.labware[lw_id].type.dead_volume_ul
        more = f" (and {len(wells) - 1} more well(s))" if len(wells) > 1 else ""
        yield Violation(
            code="WELL_UNDERDRAW",
            step=ctx.index,
            step_id=ctx.step.id,
            path=f"{ctx.base}/labware/{role}",
            limit=max(0.0, held - dead),
            actual=amount,
            message=f"aspirating {fmt(amount)} uL from {lw_id}:{well}{more}, which holds "
            f"{fmt(held)} uL with {fmt(dead)} uL dead volume.",
            hint=f"fill {lw_id}:{well} with at least {fmt(amount + dead)} uL first (declare it "
            "in the labware contents or add a filling step), or draw less",
        )


def _fill(
    ctx: StepContext, role: str, fills: Sequence[tuple[BoundWell, float]]
) -> Iterator[Violation]:
    if not ctx.track_volumes:
        return
    over: dict[str, list[tuple[str, float, float]]] = {}
    for (lw, well), amount in fills:
        held = lw.volume(well)
        if held + amount > lw.type.well_volume_ul + EPSILON:
            over.setdefault(lw.id, []).append((well, held, amount))
        lw.volumes[well] = held + amount
    for lw_id, wells in over.items():
        well, held, amount = wells[0]
        capacity = ctx.state.labware[lw_id].type.well_volume_ul
        more = f" (and {len(wells) - 1} more well(s))" if len(wells) > 1 else ""
        yield Violation(
            code="WELL_OVERFILL",
            step=ctx.index,
            step_id=ctx.step.id,
            path=f"{ctx.base}/labware/{role}",
            limit=capacity,
            actual=held + amount,
            message=f"{lw_id}:{well}{more} would hold {fmt(held + amount)} uL, above its "
            f"{fmt(capacity)} uL well volume.",
            hint=f"add at most {fmt(max(0.0, capacity - held))} uL, or use labware with larger "
            "wells (e.g. a deep-well plate)",
        )


def _seal(ctx: StepContext, role: str, sealing: bool) -> Iterator[Violation]:
    for j, lw in enumerate(ctx.bindings.get(role, [])):
        path = f"{ctx.base}/labware/{role}/{j}"
        if sealing and not lw.type.sealable:
            yield Violation(
                code="LABWARE_NOT_SEALABLE",
                step=ctx.index,
                step_id=ctx.step.id,
                path=path,
                message=f"'{lw.id}' ({lw.type.id}) cannot take a seal.",
                actual=lw.type.id,
                hint="seal a plate type that is sealable, or drop this step",
            )
            continue
        if sealing and lw.sealed:
            yield Violation(
                code="ALREADY_SEALED",
                step=ctx.index,
                step_id=ctx.step.id,
                path=path,
                message=f"'{lw.id}' is already sealed"
                + (
                    f" (since step {lw.sealed_by_step + 1})"
                    if lw.sealed_by_step is not None
                    else ""
                )
                + "; a second seal would jam the peeler and the reader.",
                hint="remove this seal step, or peel the plate before re-sealing it",
                repair=[{"op": "remove", "path": ctx.base}],
            )
        elif not sealing and not lw.sealed:
            yield Violation(
                code="NOT_SEALED",
                step=ctx.index,
                step_id=ctx.step.id,
                path=path,
                message=f"'{lw.id}' carries no seal to peel.",
                hint="remove this peel step",
                repair=[{"op": "remove", "path": ctx.base}],
            )
        lw.sealed = sealing
        lw.sealed_by_step = ctx.index if sealing else None


def _locate(ctx: StepContext, effect: Mapping[str, Any]) -> Iterator[Violation]:
    kind = effect["kind"]
    device = ctx.instrument.id
    if kind == "move":
        target = ctx.value(effect["to"])
        if not isinstance(target, str) or ctx.registry.instrument(target) is None:
            yield Violation(
                code="UNKNOWN_DESTINATION",
                step=ctx.index,
                step_id=ctx.step.id,
                path=f"{ctx.base}/params/{effect['to'].split('.', 1)[1]}",
                actual=target,
                message=f"move destination {target!r} is not an instrument in the registry.",
                hint="use an instrument id from 'bioproagent registry list'",
            )
            return
        device = target
    for lw in ctx.bindings.get(effect["role"], []):
        if kind == "release":
            lw.held_by, lw.held_by_step, lw.location = None, None, None
            continue
        lw.location = device
        lw.held_by = device if kind == "hold" else None
        lw.held_by_step = ctx.index if kind == "hold" else None
    if kind in ("place", "move"):
        yield from _capacity(ctx, device, effect["role"])


def _capacity(ctx: StepContext, device: str, role: str) -> Iterator[Violation]:
    limit = ctx.capacity_of(device)
    if limit is None:
        return
    present = ctx.state.count_at(device)
    if present > limit:
        yield Violation(
            code="CAPACITY_EXCEEDED",
            step=ctx.index,
            step_id=ctx.step.id,
            path=f"{ctx.base}/labware/{role}",
            limit=limit,
            actual=present,
            message=f"{device} would hold {present} labware items; it holds at most {limit}.",
            hint=f"take labware out of {device} before this step, or use another instrument",
        )
