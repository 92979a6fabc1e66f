"""Export an approved workflow as a PyLabRobot script with tip and volume tracking on.

The script builds every labware item from the same Opentrons definition the Opentrons
export loads (read from the installed ``opentrons_shared_data``, never from the network),
so both simulators see the same products, well capacities and tip counts. An OT-2 plan
runs on PyLabRobot's ``OpentronsOT2Simulator``; PyLabRobot has no Flex deck, so a Flex plan
is replayed on an OT deck model with the chatterbox backend (slots in the same order).
PyLabRobot's OT-2 backend is single-channel, so an 8-channel step is replayed as eight
single-channel moves that take the same eight tips per column.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from bioproagent.adapters.robot_run import SLOTS, Action, Place, RobotRun, robot_run
from bioproagent.ir import Workflow
from bioproagent.registry.loader import Registry

PREAMBLE = '''\
import asyncio

from opentrons_shared_data.labware import load_definition
from pylabrobot.liquid_handling import LiquidHandler
from pylabrobot.resources import Coordinate, Plate, Well, set_tip_tracking, set_volume_tracking
from pylabrobot.resources.opentrons import OTDeck
import pylabrobot.resources.opentrons.load as ot_load

# PyLabRobot downloads Opentrons definitions at run time; read the installed ones instead.
ot_load._download_ot_resource_file = lambda ot_name, force_download=False: load_definition(
    ot_name, 1
)


def ot_plate(load_name, name):
    """A plate, reservoir or tube rack built from its Opentrons definition."""
    definition = load_definition(load_name, 1)
    items = {}
    for column in definition["ordering"]:
        for well in column:
            info = definition["wells"][well]
            if info["shape"] == "circular":
                size_x = size_y = round(info["diameter"] / 2 ** 0.5, 3)
            else:
                size_x, size_y = info["xDimension"], info["yDimension"]
            item = Well(
                name=f"{name}_{well}",
                size_x=size_x,
                size_y=size_y,
                size_z=info["depth"],
                max_volume=info["totalLiquidVolume"],
            )
            item.location = Coordinate(info["x"] - size_x / 2, info["y"] - size_y / 2, info["z"])
            items[well] = item
    dims = definition["dimensions"]
    return Plate(
        name=name,
        size_x=dims["xDimension"],
        size_y=dims["yDimension"],
        size_z=dims["zDimension"],
        ordered_items=items,
        model=definition["metadata"]["displayName"],
    )


def tip_source(racks):
    for rack in racks:
        yield from rack.get_all_items()


class Channel:
    """One pipette: its channel number and the tips it may take, in rack order."""

    def __init__(self, number, racks):
        self.number = number
        self.tips = tip_source(racks)
        self.holding = False

    async def pick(self, lh):
        spot = next(self.tips, None)
        if spot is None:
            raise RuntimeError(f"channel {self.number} is out of tips")
        await lh.pick_up_tips([spot], use_channels=[self.number])
        self.holding = True

    async def drop(self, lh):
        if self.holding:
            await lh.discard_tips(use_channels=[self.number])
            self.holding = False

    async def move(self, lh, source, target, volume, mix_cycles=0):
        await lh.aspirate([source], vols=[volume], use_channels=[self.number])
        await lh.dispense([target], vols=[volume], use_channels=[self.number])
        await self.mix(lh, target, volume, mix_cycles)

    async def mix(self, lh, well, volume, cycles):
        for _ in range(cycles):
            await lh.aspirate([well], vols=[volume], use_channels=[self.number])
            await lh.dispense([well], vols=[volume], use_channels=[self.number])

    async def transfer(self, lh, pairs, volume, new_tip, mix_cycles=0):
        if new_tip == "once" or (new_tip == "never" and not self.holding):
            await self.pick(lh)
        for source, target in pairs:
            if new_tip == "always":
                await self.pick(lh)
            await self.move(lh, source, target, volume, mix_cycles)
            if new_tip == "always":
                await self.drop(lh)
        if new_tip == "once":
            await self.drop(lh)

'''


def export_pylabrobot(
    workflow: Workflow | Mapping[str, Any],
    registry: Registry | None = None,
    *,
    require_approval: bool = True,
) -> str:
    """The PyLabRobot script text; raises ExportRefusedError like the Opentrons export."""
    return render_pylabrobot(robot_run(workflow, registry, require_approval=require_approval))


def render_pylabrobot(run: RobotRun) -> str:
    rows = _rows_by_label(run)
    body: list[str] = []
    if run.robot == "OT-2":
        names = {m.mount: m.name for m in run.mounts}
        body.append(
            "from pylabrobot.liquid_handling.backends.opentrons_simulator import "
            "OpentronsOT2Simulator"
        )
        body.append(
            f"backend = OpentronsOT2Simulator(left_pipette_name={names.get('left')!r}, "
            f"right_pipette_name={names.get('right')!r})"
        )
    else:
        body.append(
            "from pylabrobot.liquid_handling.backends.chatterbox import "
            "LiquidHandlerChatterboxBackend"
        )
        body.append(f"backend = LiquidHandlerChatterboxBackend(num_channels={len(run.mounts)})")
    body += [
        "lh = LiquidHandler(backend=backend, deck=OTDeck())",
        "await lh.setup()",
        "set_tip_tracking(True)",
        "set_volume_tracking(True)",
        "labware = {}",
    ]
    positions = {slot: n for n, slot in enumerate(SLOTS[run.robot], 1)}
    for module in run.modules:
        covered = f" (covering {', '.join(module.covers)})" if module.covers else ""
        body.append(
            f"# {module.name} in slot {module.slot}{covered}: PyLabRobot's OTDeck has no "
            "modules, so its labware sits directly in that slot and no settings run"
        )
    for slot in run.slots:
        label = json.dumps(slot.label)
        if slot.kind == "tiprack":
            make = f"ot_load.load_ot_tip_rack('{slot.load_name}', {label})"
        else:
            make = f"ot_plate('{slot.load_name}', {label})"
        body.append(f"labware[{label}] = {make}")
        body.append(f"lh.deck.assign_child_at_slot(labware[{label}], {positions[slot.slot]})")
    channel_of: dict[str, int] = {}
    # the OT-2 simulator numbers channels left pipette first
    for number, mount in enumerate(sorted(run.mounts, key=lambda m: m.mount)):
        channel_of[mount.name] = number
        racks = ", ".join(f"labware[{json.dumps(r)}]" for r in mount.tip_racks)
        body.append(f"channel_{number} = Channel({number}, [{racks}])")
    for liquid in run.liquids:
        body.append(f"{_well(liquid.place)}.tracker.set_volume({liquid.volume_ul!r})")
    eight = {m.name for m in run.mounts if m.channels == 8}
    for action in run.actions:
        body.extend(_action(action, channel_of, rows, action.pipette in eight))
    body += [f"await channel_{n}.drop(lh)" for n in channel_of.values()]
    body.append("await lh.stop()")
    head = f'"""{run.name}: exported by bioproagent for PyLabRobot ({run.robot} deck)."""\n'
    main = "async def main():\n" + "".join(f"    {line}\n" for line in body)
    return (
        head + PREAMBLE + "\n" + main + '\n\nif __name__ == "__main__":\n    asyncio.run(main())\n'
    )


def _rows_by_label(run: RobotRun) -> dict[str, int]:
    from opentrons_shared_data.labware import load_definition  # the [export] extra

    return {
        slot.label: len(load_definition(slot.load_name, 1)["ordering"][0]) for slot in run.slots
    }


def _column(place: Place, rows: Mapping[str, int]) -> list[Place]:
    """Row A of a column -> the eight wells an 8-channel pipette reaches (8-row labware)."""
    if rows.get(place.label) != 8:
        return [place] * 8
    column = place.well[1:]
    return [Place(place.label, f"{r}{column}") for r in "ABCDEFGH"]


def _action(
    action: Action, channel_of: Mapping[str, int], rows: Mapping[str, int], eight: bool
) -> list[str]:
    if action.kind == "comment":
        return [f"print({json.dumps(action.text)})"]
    channel = f"channel_{channel_of[action.pipette]}"
    out = [f"# step {action.step_id}"]
    if action.kind == "mix":
        wells = [w for p in action.wells for w in (_column(p, rows) if eight else [p])]
        for place in wells:
            out.append(f"await {channel}.pick(lh)")
            out.append(
                f"await {channel}.mix(lh, {_well(place)}, {action.volume_ul!r}, "
                f"{action.mix_cycles})"
            )
            out.append(f"await {channel}.drop(lh)")
        return out
    lanes: list[list[tuple[Place, Place]]] = [[] for _ in range(8 if eight else 1)]
    for source, target in action.pairs:
        if eight:
            for row, pair in enumerate(
                zip(_column(source, rows), _column(target, rows), strict=True)
            ):
                lanes[row].append(pair)
        else:
            lanes[0].append((source, target))
    if action.new_tip != "once":  # one tip per move (or the held tip): lane order is free
        lanes = [[pair for moves in lanes for pair in moves]]
    for moves in lanes:  # 'once' on eight channels: each channel keeps its own tip
        listed = ", ".join(f"({_well(s)}, {_well(t)})" for s, t in moves)
        out.append(
            f"await {channel}.transfer(lh, [{listed}], {action.volume_ul!r}, "
            f"'{action.new_tip}', {action.mix_cycles})"
        )
    return out


def _well(place: Place) -> str:
    return f"labware[{json.dumps(place.label)}].get_well('{place.well}')"
