"""What one liquid handler carries in a run: deck positions, tip pools, pipettes, tips used.

The workflow-level checks (``rules/hardware.py``) and the robot exporters
(``adapters/opentrons.py``, ``adapters/pylabrobot.py``) read the same layout from here, so
a plan is exported exactly as it was checked.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bioproagent.ir import LabwareRef, Step, Workflow
from bioproagent.registry.loader import Registry
from bioproagent.registry.model import Instrument, LabwareType
from bioproagent.rules.state import WorkflowState

PIPETTING_OPERATIONS = ("transfer", "mix")


@dataclass
class TipPool:
    """The racks of one tip type on one deck, and the tips the steps take from them."""

    rack_type: LabwareType
    racks: list[str] = field(default_factory=list)
    used: int = 0
    first_short_step: int | None = None

    @property
    def per_rack(self) -> int:
        return len(self.rack_type.wells)

    @property
    def available(self) -> int:
        return self.per_rack * len(self.racks)


@dataclass
class DeckLayout:
    """Everything one liquid handler holds during the run, in first-use order."""

    device: str
    labware: list[str] = field(default_factory=list)
    tube_holders: dict[str, list[list[str]]] = field(default_factory=dict)
    tip_pools: dict[str, TipPool] = field(default_factory=dict)
    pipettes: dict[str, int] = field(default_factory=dict)
    steps: list[int] = field(default_factory=list)
    modules: dict[str, list[str]] = field(default_factory=dict)
    module_positions: dict[str, int] = field(default_factory=dict)

    @property
    def on_modules(self) -> set[str]:
        """Labware that sits on a module (its position is the module's)."""
        return {lw for placed in self.modules.values() for lw in placed}

    @property
    def positions_used(self) -> int:
        """Deck positions: one per plate, reservoir or tip rack; tubes share holders; a
        module takes its registry positions (the labware on it included)."""
        tubes = {t for group in self.tube_holders.values() for h in group for t in h}
        off_slot = tubes | self.on_modules
        return (
            len([lw for lw in self.labware if lw not in off_slot])
            + sum(len(groups) for groups in self.tube_holders.values() if groups)
            + sum(self.module_positions.values())
        )


def positions_free(instrument: Instrument, layout: DeckLayout) -> int | None:
    """Deck positions left for more labware; None when the registry gives no deck size."""
    total = instrument.capacity.get("deck_positions")
    if total is None:
        return None
    reserved = int((instrument.pipetting or {}).get("reserved_positions", 0))
    return int(total) - reserved - layout.positions_used


def step_pipette(instrument: Instrument, step: Step, tip_capacity: float | None) -> str | None:
    """The pipette a step uses: the one it names, else the first single-channel pipette in the
    registry that takes its tips. None when the instrument lists no pipettes."""
    pipettes: Mapping[str, Any] = (instrument.pipetting or {}).get("pipettes", {})
    named = step.params.get("pipette")
    if isinstance(named, str):
        return named
    if not pipettes or tip_capacity is None:
        return None
    for name, spec in pipettes.items():
        if spec["channels"] == 1 and tip_capacity in spec["tip_capacities_ul"]:
            return name
    return None


def channels_of(instrument: Instrument, pipette: str | None) -> int:
    spec = (instrument.pipetting or {}).get("pipettes", {}).get(pipette or "", {})
    return int(spec.get("channels", 1))


def tip_racks(types: Mapping[str, LabwareType], step: Step) -> list[str]:
    """Tip racks a step binds in its 'tips' role (other labware there is reported elsewhere)."""
    return [
        r.labware
        for r in step.labware.get("tips", [])
        if r.labware in types and types[r.labware].kind == "tiprack"
    ]


def role_wells(workflow_types: Mapping[str, LabwareType], refs: list[LabwareRef]) -> list[str]:
    """Wells named by a role (all wells of the labware when none are named)."""
    names: list[str] = []
    for ref in refs:
        lw_type = workflow_types.get(ref.labware)
        if ref.wells is not None:
            names.extend(ref.wells)
        elif lw_type is not None:
            names.extend(lw_type.wells)
    return names


def liquid_moves(types: Mapping[str, LabwareType], step: Step) -> int:
    """Aspirate/dispense pairs of a transfer (one-to-one, one-to-many, many-to-one) or the
    wells of a mix."""
    targets = len(role_wells(types, step.labware.get("target", [])))
    if step.operation == "mix":
        return targets
    sources = len(role_wells(types, step.labware.get("source", [])))
    return max(sources, targets)


def tips_for_step(types: Mapping[str, LabwareType], step: Step, channels: int) -> int:
    """Tips a step takes with its new-tip policy: 'always' a fresh tip (set) per move (each
    trip of a volume split over several trips is a move),
    'once' one tip set for the step; 'never' keeps the held tip, but is counted like 'once'
    because the exported run picks one up when none is held."""
    policy = step.params.get("new_tip", "always")
    if policy in ("once", "never"):
        return channels
    trips = step.params.get("trips", 1)
    moves = liquid_moves(types, step) * (trips if isinstance(trips, int) and trips > 0 else 1)
    return channels * math.ceil(moves / channels) if channels > 1 else moves


def deck_layout(
    workflow: Workflow, registry: Registry, state: WorkflowState, device: str
) -> DeckLayout:
    """The layout of one liquid handler: labware it touches or that starts on it."""
    instrument = registry.instrument(device)
    layout = DeckLayout(device)
    types = {lw_id: lw.type for lw_id, lw in state.labware.items()}

    def place(lw_id: str) -> None:
        if lw_id in types and lw_id not in layout.labware:
            layout.labware.append(lw_id)

    for inst in workflow.labware:
        if inst.location == device:
            place(inst.id)
    for index, step in enumerate(workflow.steps):
        if step.device != device:
            continue
        layout.steps.append(index)
        for refs in step.labware.values():
            for ref in refs:
                place(ref.labware)
    if instrument is not None:
        _place_modules(layout, instrument, workflow)
    for lw_id in layout.labware:
        lw_type = types[lw_id]
        if lw_id in layout.on_modules:
            continue
        if lw_type.kind == "tiprack":
            pool = layout.tip_pools.setdefault(lw_type.id, TipPool(lw_type))
            pool.racks.append(lw_id)
        elif lw_type.kind == "tube":
            _hold_tube(layout, lw_type, lw_id)
    if instrument is not None:
        _count_tips(layout, instrument, workflow, types)
    return layout


def _place_modules(layout: DeckLayout, instrument: Instrument, workflow: Workflow) -> None:
    specs = (instrument.pipetting or {}).get("modules", {})
    for index in layout.steps:
        use = workflow.steps[index].module
        if use is None or use.name not in specs:
            continue
        placed = layout.modules.setdefault(use.name, [])
        layout.module_positions[use.name] = int(specs[use.name]["positions"])
        for ref in workflow.steps[index].labware.get("target", []):
            if ref.labware in layout.labware and ref.labware not in placed:
                placed.append(ref.labware)


def _hold_tube(layout: DeckLayout, lw_type: LabwareType, lw_id: str) -> None:
    product = lw_type.product(str(lw_type.data.get("product", ""))) or (
        lw_type.products[0] if lw_type.products else {}
    )
    per_holder = int(product.get("holder_positions", 1))
    groups = layout.tube_holders.setdefault(lw_type.id, [])
    if not groups or len(groups[-1]) >= per_holder:
        groups.append([])
    groups[-1].append(lw_id)


def _count_tips(
    layout: DeckLayout,
    instrument: Instrument,
    workflow: Workflow,
    types: Mapping[str, LabwareType],
) -> None:
    for index in layout.steps:
        step = workflow.steps[index]
        if step.operation not in PIPETTING_OPERATIONS:
            continue
        racks = tip_racks(types, step)
        rack_type = types[racks[0]] if racks else None
        capacity = float(rack_type.data.get("tip_capacity_ul", 0)) if rack_type else None
        pipette = step_pipette(instrument, step, capacity)
        if pipette is not None:
            layout.pipettes.setdefault(pipette, index)
        if rack_type is None:
            continue
        pool = layout.tip_pools[rack_type.id]
        pool.used += tips_for_step(types, step, channels_of(instrument, pipette))
        if pool.used > pool.available and pool.first_short_step is None:
            pool.first_short_step = index
