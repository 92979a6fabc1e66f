"""One approved workflow laid out for one Opentrons robot: the shared input of the exporters.

:func:`robot_run` refuses (``ExportRefusedError``) anything the rule engine does not approve
or the robot cannot express, and otherwise returns a :class:`RobotRun`:
deck slots with real products, pipettes on mounts with their tip racks, starting liquids,
and the steps as transfers, mixes and operator comments. The Opentrons and PyLabRobot
renderers only print it, so both simulators run exactly the same plan.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bioproagent.errors import ExportRefusedError
from bioproagent.ir import ModuleUse, Step, Workflow
from bioproagent.registry.loader import Registry, load_registry
from bioproagent.registry.model import LabwareType
from bioproagent.rules.deck import DeckLayout, channels_of, deck_layout, step_pipette, tip_racks
from bioproagent.rules.engine import verify
from bioproagent.rules.state import LabwareState, WorkflowState
from bioproagent.textutil import fmt

ROBOTS: dict[str, str] = {"opentrons_ot2": "OT-2", "opentrons_flex": "Flex"}
"""Registry instrument id -> Opentrons robot type."""
SLOTS: dict[str, tuple[str, ...]] = {
    "OT-2": tuple(str(n) for n in range(1, 12)),
    "Flex": ("D1", "D2", "D3", "C1", "C2", "C3", "B1", "B2", "B3", "A1", "A2"),
}
"""Labware slots in fill order (OT-2 slot 12 is the fixed trash; Flex A3 holds the trash bin)."""
FLEX_TRASH_SLOT = "A3"
API_LEVEL = "2.20"
"""Protocol API version written into exported protocols (supported by opentrons 9.0.0)."""


@dataclass(frozen=True)
class Slot:
    """One deck slot: the product loaded there and the workflow labware it carries."""

    slot: str
    load_name: str
    label: str
    kind: str
    tubes: tuple[str, ...] = ()
    """Tube holders only: the workflow tube ids, in the rack's well order."""
    module: str = ""
    """The on-deck module the labware sits on ('' for a plain slot)."""


@dataclass(frozen=True)
class ModuleSlot:
    """One on-deck module: its Opentrons model name, the slot it is loaded in and the further
    slots it covers."""

    name: str
    slot: str
    covers: tuple[str, ...] = ()


@dataclass(frozen=True)
class Mount:
    """One pipette on a mount, with the tip racks (slot labels) it picks from."""

    name: str
    mount: str
    channels: int
    tip_racks: tuple[str, ...]


@dataclass(frozen=True)
class Place:
    """A well on the deck: slot label and the product's well name."""

    label: str
    well: str


@dataclass(frozen=True)
class Liquid:
    name: str
    place: Place
    volume_ul: float


@dataclass(frozen=True)
class Action:
    """A transfer, a mix or an operator comment, in run order."""

    kind: str  # "transfer" | "mix" | "comment"
    step_id: str
    pipette: str = ""
    volume_ul: float = 0.0
    pairs: tuple[tuple[Place, Place], ...] = ()
    wells: tuple[Place, ...] = ()
    new_tip: str = "always"
    mix_cycles: int = 0
    text: str = ""
    module: ModuleUse | None = None
    """Settings of the module the step's target sits on, applied before the liquid moves."""


@dataclass
class RobotRun:
    """Everything an exporter writes for one robot."""

    name: str
    robot: str
    device: str
    modules: list[ModuleSlot] = field(default_factory=list)
    slots: list[Slot] = field(default_factory=list)
    mounts: list[Mount] = field(default_factory=list)
    liquids: list[Liquid] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)


def robot_run(
    workflow: Workflow | Mapping[str, Any],
    registry: Registry | None = None,
    *,
    require_approval: bool = True,
) -> RobotRun:
    """Lay out an approved workflow for the Opentrons robot its pipetting steps run on.

    ``require_approval=False`` exists only to export deliberately broken plans, so that
    tests can show what the vendor simulators do with them; never use it for a real run.
    """
    registry = registry or load_registry()
    wf = workflow if isinstance(workflow, Workflow) else Workflow.model_validate(workflow)
    report = verify(wf, registry)
    if require_approval and not report.ok:
        raise ExportRefusedError(
            "the workflow is not approved by the rule engine; fix it before exporting",
            [f"{v.code} at {v.path or '/'}: {v.message}" for v in report.violations],
        )
    device = _robot_device(wf, registry)
    robot = ROBOTS[device]
    state = WorkflowState(
        {
            inst.id: LabwareState(inst.id, _typed(registry, inst.type, inst.product))
            for inst in wf.labware
        }
    )
    types = {lw_id: lw.type for lw_id, lw in state.labware.items()}
    layout = deck_layout(wf, registry, state, device)
    run = RobotRun(wf.name or "bioproagent workflow", robot, device)
    instrument = registry.instrument(device)
    assert instrument is not None  # _robot_device checked it
    free = _place_modules(run, layout.modules, instrument.pipetting or {})
    places = _place_labware(run, layout, types, free)
    _mount_pipettes(run, layout.pipettes, layout.tip_pools, instrument.pipetting or {})
    for inst in wf.labware:
        for content in inst.contents:
            wells = content.wells if content.wells is not None else list(types[inst.id].wells)
            name = content.reagent or f"{inst.id} contents"
            for well in wells:
                if content.volume_ul > 0 and inst.id in places:
                    run.liquids.append(Liquid(name, places[inst.id](well), content.volume_ul))
    for step in wf.steps:
        run.actions.append(_action(step, device, instrument, types, places))
    return run


def _typed(registry: Registry, type_id: str, product: str | None) -> LabwareType:
    lw_type = registry.labware_type(type_id)
    assert lw_type is not None  # verified
    return lw_type.as_product(product)


def _robot_device(wf: Workflow, registry: Registry) -> str:
    handlers = {
        s.device
        for s in wf.steps
        if (inst := registry.instrument(s.device)) is not None and inst.pipetting is not None
    }
    others = sorted(handlers - set(ROBOTS))
    if others:
        raise ExportRefusedError(
            f"pipetting steps run on {', '.join(others)}, which is not an Opentrons robot",
            [
                "export covers opentrons_ot2 and opentrons_flex; other liquid handlers are not "
                "exported"
            ],
        )
    if len(handlers) != 1:
        raise ExportRefusedError(
            "export needs the pipetting steps of exactly one Opentrons robot; found "
            + (", ".join(sorted(handlers)) or "none"),
            ["split the workflow into one workflow per robot"],
        )
    return handlers.pop()


def product_for(lw_type: LabwareType, robot: str) -> Mapping[str, Any]:
    """The product loaded for a labware type on a robot: the named one, else the first
    product the robot takes."""
    named = lw_type.data.get("product")
    fitting = [p for p in lw_type.products if robot in p.get("opentrons_robots", ())]
    chosen = next((p for p in fitting if p["id"] == named), None) if named else None
    if chosen is None and named:
        raise ExportRefusedError(
            f"product '{named}' of {lw_type.id} is not used on the Opentrons {robot}",
            [f"products for {robot}: {[p['id'] for p in fitting] or 'none'}"],
        )
    if chosen is None and not fitting:
        raise ExportRefusedError(
            f"no Opentrons {robot} product is registered for labware type {lw_type.id}",
            ["use a labware type with an Opentrons product, or add one to its registry file"],
        )
    return chosen or fitting[0]


def _place_modules(
    run: RobotRun, modules: Mapping[str, list[str]], pipetting: Mapping[str, Any]
) -> list[str]:
    """Load each used module in its first free registry slot; returns the slots left, in
    fill order. Labware on a module takes the module's slot."""
    free = list(SLOTS[run.robot])
    specs = pipetting.get("modules", {})
    for name in modules:
        spec = specs[name]
        covers = tuple(spec.get("covers", ()))
        slot = next(
            (s for s in spec["slots"] if s in free and all(c in free for c in covers)), None
        )
        if slot is None:
            raise ExportRefusedError(
                f"no free deck slot for {name} on the Opentrons {run.robot}",
                [f"{name} may only sit in slots {', '.join(spec['slots'])}"],
            )
        for taken in (slot, *covers):
            free.remove(taken)
        run.modules.append(ModuleSlot(name, slot, covers))
    return free


def _place_labware(
    run: RobotRun, layout: DeckLayout, types: Mapping[str, LabwareType], free: list[str]
) -> dict[str, Any]:
    """Assign slots (labware on a module takes the module's); returns labware id ->
    (IR well -> Place)."""
    from opentrons_shared_data.labware import load_definition  # the [export] extra

    robot = run.robot
    holders = layout.tube_holders
    on_module = {lw: name for name, placed in layout.modules.items() for lw in placed}
    module_slot = {m.name: m.slot for m in run.modules}
    places: dict[str, Any] = {}
    racks_first = sorted(layout.labware, key=lambda lw: types[lw].kind != "tiprack")
    done: set[str] = set()
    for lw_id in racks_first:
        if lw_id in done:
            continue
        lw_type = types[lw_id]
        product = product_for(lw_type, robot)
        if lw_id in on_module:
            module = on_module[lw_id]
            run.slots.append(
                Slot(module_slot[module], product["id"], lw_id, lw_type.kind, module=module)
            )
            places[lw_id] = _same_well(lw_id)
            done.add(lw_id)
            continue
        if not free:
            raise ExportRefusedError(f"no free deck slot for '{lw_id}'", [])
        slot = free.pop(0)
        if lw_type.kind == "tube":
            group = next(g for g in holders[lw_type.id] if lw_id in g)
            label = f"{lw_type.id}_rack_{holders[lw_type.id].index(group) + 1}"
            order = [w for column in load_definition(product["id"], 1)["ordering"] for w in column]
            run.slots.append(Slot(slot, product["id"], label, "tube", tuple(group)))
            for position, tube in enumerate(group):
                places[tube] = _fixed(label, order[position])
                done.add(tube)
            continue
        run.slots.append(Slot(slot, product["id"], lw_id, lw_type.kind))
        places[lw_id] = _same_well(lw_id)
        done.add(lw_id)
    return places


def _fixed(label: str, well: str) -> Any:
    return lambda _well: Place(label, well)


def _same_well(label: str) -> Any:
    return lambda well: Place(label, well)


def _mount_pipettes(
    run: RobotRun,
    used: Mapping[str, int],
    pools: Mapping[str, Any],
    pipetting: Mapping[str, Any],
) -> None:
    specs = pipetting.get("pipettes", {})
    mounts = ["left", "right"]
    for name in sorted(used, key=lambda n: used[n]):
        spec = specs[name]
        if spec["channels"] == 96:
            raise ExportRefusedError(
                f"{name} is a 96-channel pipette, which the exporter does not write (it takes "
                "both mounts and picks up whole tip racks)",
                [
                    "name a 1- or 8-channel pipette in the step's 'pipette' parameter "
                    f"({', '.join(n for n, s in specs.items() if s['channels'] != 96)}), "
                    "or write the 96-channel part of the protocol by hand"
                ],
            )
        racks = tuple(
            rack
            for pool in pools.values()
            if float(pool.rack_type.data.get("tip_capacity_ul", 0)) in spec["tip_capacities_ul"]
            for rack in pool.racks
        )
        run.mounts.append(Mount(name, mounts.pop(0), int(spec["channels"]), racks))


def _action(
    step: Step,
    device: str,
    instrument: Any,
    types: Mapping[str, LabwareType],
    places: Mapping[str, Any],
) -> Action:
    if step.device != device or step.operation not in ("transfer", "mix"):
        return Action("comment", step.id, text=_off_robot(step))
    module = step.module
    racks = tip_racks(types, step)
    capacity = float(types[racks[0]].data.get("tip_capacity_ul", 0)) if racks else None
    pipette = step_pipette(instrument, step, capacity) or ""
    channels = channels_of(instrument, pipette)
    volume = float(step.params["volume_ul"])
    targets = _wells(step, "target", types, places, channels)
    if step.operation == "mix":
        return Action(
            "mix",
            step.id,
            pipette,
            volume,
            wells=tuple(targets),
            mix_cycles=int(step.params["cycles"]),
            module=module,
        )
    sources = _wells(step, "source", types, places, channels)
    if len(sources) == len(targets):
        pairs = list(zip(sources, targets, strict=True))
    elif len(sources) == 1:
        pairs = [(sources[0], t) for t in targets]
    else:
        pairs = [(s, targets[0]) for s in sources]
    trips = step.params.get("trips", 1)
    trips = trips if isinstance(trips, int) and trips > 1 else 1
    return Action(  # a volume split over trips: every pair once per trip, with its share
        "transfer",
        step.id,
        pipette,
        volume / trips if trips > 1 else volume,
        pairs=tuple(pairs * trips),
        new_tip=str(step.params.get("new_tip", "always")),
        mix_cycles=int(step.params.get("mix_cycles", 0)),
        module=module,
    )


def _wells(
    step: Step,
    role: str,
    types: Mapping[str, LabwareType],
    places: Mapping[str, Any],
    channels: int,
) -> list[Place]:
    """The wells of a role on the deck; an 8-channel pipette addresses row A of a column."""
    found: list[Place] = []
    for ref in step.labware.get(role, []):
        lw_type = types[ref.labware]
        names = ref.wells if ref.wells is not None else list(lw_type.wells)
        if channels == 8 and int(lw_type.data["rows"]) == 8:
            names = list(dict.fromkeys(f"A{w.lstrip('ABCDEFGH')}" for w in names))
        elif ref.wells is None:
            names = _column_major(names)
        found.extend(places[ref.labware](w) for w in names)
    return found


def _column_major(names: list[str]) -> list[str]:
    return sorted(names, key=lambda w: (int(w.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")), w[0]))


def _off_robot(step: Step) -> str:
    params = ", ".join(
        f"{k}={fmt(v) if isinstance(v, float) else v}" for k, v in step.params.items()
    )
    bound = "; ".join(
        f"{role}: {', '.join(r.labware for r in refs)}" for role, refs in step.labware.items()
    )
    return (
        f"Off-robot step {step.id}: {step.device}.{step.operation}"
        + (f" ({params})" if params else "")
        + (f" on {bound}" if bound else "")
        + (f" - {step.description}" if step.description else "")
    )
