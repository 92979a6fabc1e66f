"""On-deck module limits of liquid handlers (temperature module, thermocycler, heater-shaker).

A step names the module its target labware sits on (``Step.module``); the module's limits
come from the device's registry block ``pipetting.modules``. The check runs after the
step's effects, so the thermocycler's block volume is compared with what the wells hold
once the step has dispensed. Deck positions the modules take are counted in
:mod:`bioproagent.rules.deck`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from bioproagent.ir import ModuleUse, Workflow
from bioproagent.registry.model import Instrument, LabwareType
from bioproagent.rules.context import StepContext
from bioproagent.rules.deck import DeckLayout
from bioproagent.rules.violation import Violation
from bioproagent.textutil import fmt

SETTINGS: dict[str, str] = {
    "temperature_c": "C",
    "block_temperature_c": "C (block)",
    "lid_temperature_c": "C (lid)",
    "rpm": "rpm",
}
"""Module settings a step may give, with the unit used in messages."""

MODULE_ROLE = "target"
"""The role whose labware sits on the module."""


def module_specs(instrument: Instrument) -> Mapping[str, Mapping[str, Any]]:
    """Module id -> its registry limits; empty for instruments without on-deck modules."""
    modules: Mapping[str, Mapping[str, Any]] = (instrument.pipetting or {}).get("modules", {})
    return modules


def check_module(ctx: StepContext) -> Iterator[Violation]:
    """MODULE_NOT_ON_DECK and MODULE_LIMIT_EXCEEDED for a step that names a module."""
    use = ctx.step.module
    if use is None:
        return
    specs = module_specs(ctx.instrument)
    spec = specs.get(use.name)
    if spec is None:
        yield _not_on_deck(ctx, use, sorted(specs))
        return
    yield from _settings(ctx, use, spec)
    max_volume = spec.get("max_well_volume_ul")
    if max_volume is not None:
        yield from _block_volume(ctx, use, float(max_volume))


def check_module_occupancy(
    workflow: Workflow, layout: DeckLayout, types: Mapping[str, LabwareType]
) -> Iterator[Violation]:
    """MODULE_LIMIT_EXCEEDED when a module would carry a second labware or a loose tube (a
    module holds one plate; tube blocks and adapters are not modelled)."""
    for index in layout.steps:
        step = workflow.steps[index]
        if step.module is None or step.module.name not in layout.modules:
            continue
        first = layout.modules[step.module.name][0]
        for j, ref in enumerate(step.labware.get(MODULE_ROLE, [])):
            lw_type = types.get(ref.labware)
            if ref.labware != first:
                problem = f"'{first}' already sits on it, and a module holds one labware"
                hint = "bind one plate per module, or move the plates on and off between steps"
            elif lw_type is not None and lw_type.kind == "tube":
                problem = "a loose tube needs a tube block or adapter, which is not modelled"
                hint = "put the tubes' liquid in a plate or PCR strip on the module"
            else:
                continue
            yield Violation(
                code="MODULE_LIMIT_EXCEEDED",
                step=index,
                step_id=step.id,
                path=f"/steps/{index}/labware/{MODULE_ROLE}/{j}",
                actual=ref.labware,
                limit=first if ref.labware != first else None,
                message=f"'{ref.labware}' cannot go on {step.module.name}: {problem}.",
                hint=hint,
            )


def _not_on_deck(ctx: StepContext, use: ModuleUse, known: list[str]) -> Violation:
    where = f"{ctx.instrument.name} modules: {', '.join(known)}" if known else "none"
    return Violation(
        code="MODULE_NOT_ON_DECK",
        step=ctx.index,
        step_id=ctx.step.id,
        path=f"{ctx.base}/module/name",
        actual=use.name,
        limit=known,
        message=f"{ctx.instrument.id} has no on-deck module '{use.name}' "
        f"(registered: {', '.join(known) or 'none'}).",
        hint=f"name one of the {where}, or run the step on an instrument that has the module",
    )


def _settings(ctx: StepContext, use: ModuleUse, spec: Mapping[str, Any]) -> Iterator[Violation]:
    for setting, unit in SETTINGS.items():
        value = getattr(use, setting)
        if value is None:
            continue
        path = f"{ctx.base}/module/{setting}"
        bounds = spec.get(setting)
        if bounds is None:
            yield Violation(
                code="MODULE_LIMIT_EXCEEDED",
                step=ctx.index,
                step_id=ctx.step.id,
                path=path,
                actual=value,
                limit=None,
                message=f"{use.name} has no '{setting}' setting.",
                hint="remove the setting or use a module that has it: "
                + _modules_with(ctx.instrument, setting),
            )
            continue
        low, high = float(bounds["min"]), float(bounds["max"])
        if low <= value <= high:
            continue
        yield Violation(
            code="MODULE_LIMIT_EXCEEDED",
            step=ctx.index,
            step_id=ctx.step.id,
            path=path,
            actual=value,
            limit=[low, high],
            message=f"{fmt(value)} {unit} is outside the {fmt(low)}-{fmt(high)} {unit} range of "
            f"{use.name} on {ctx.instrument.name}.",
            hint="the stated value is kept: run this step on an instrument whose range covers "
            f"it, or change the protocol so {fmt(low)}-{fmt(high)} {unit} is enough",
        )


def _block_volume(ctx: StepContext, use: ModuleUse, max_volume: float) -> Iterator[Violation]:
    for span in ctx.wells.get(MODULE_ROLE, []):
        fullest = max(span.wells, key=span.labware.volume, default=None)
        if fullest is None:
            continue
        volume = span.labware.volume(fullest)
        if volume <= max_volume:
            continue
        yield Violation(
            code="MODULE_LIMIT_EXCEEDED",
            step=ctx.index,
            step_id=ctx.step.id,
            path=f"{ctx.base}/module/name",
            actual=volume,
            limit=max_volume,
            message=f"Well {fullest} of {span.labware.id} holds {fmt(volume)} uL after this "
            f"step; {use.name} takes at most {fmt(max_volume)} uL per well.",
            hint=f"split the reaction so no well on the module holds more than "
            f"{fmt(max_volume)} uL, or incubate it on another instrument",
        )


def _modules_with(instrument: Instrument, setting: str) -> str:
    names = [name for name, spec in module_specs(instrument).items() if setting in spec]
    return ", ".join(names) or "none on this instrument"
