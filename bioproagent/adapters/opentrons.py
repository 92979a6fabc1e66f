"""Export an approved workflow as an Opentrons Python protocol (OT-2 or Flex).

The protocol loads the real products (Opentrons load names from the registry), pipettes on
their mounts with the declared tip racks, the starting liquids, then runs the steps in
order; steps on other instruments become comments and operator pauses. It runs in
``opentrons.simulate`` (opentrons 9.0.0) and on the robot.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from bioproagent.adapters.robot_run import (
    API_LEVEL,
    FLEX_TRASH_SLOT,
    Action,
    Place,
    RobotRun,
    robot_run,
)
from bioproagent.ir import ModuleUse, Workflow
from bioproagent.registry.loader import Registry

COLOURS = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2")


def export_opentrons(
    workflow: Workflow | Mapping[str, Any],
    registry: Registry | None = None,
    *,
    require_approval: bool = True,
) -> str:
    """The Python protocol text; raises ExportRefusedError when the workflow is not approved
    or cannot run on an Opentrons robot."""
    return render_opentrons(robot_run(workflow, registry, require_approval=require_approval))


def render_opentrons(run: RobotRun) -> str:
    lines = [
        f'"""{_safe(run.name)}: exported by bioproagent for the Opentrons {run.robot}."""',
        "",
        f"metadata = {{'protocolName': {json.dumps(run.name)}, 'source': 'bioproagent export'}}",
        f"requirements = {{'robotType': '{run.robot}', 'apiLevel': '{API_LEVEL}'}}",
        "",
        "",
        "def run(protocol):",
    ]
    body: list[str] = []
    if run.robot == "Flex":
        body.append(f"protocol.load_trash_bin('{FLEX_TRASH_SLOT}')")
    body.append("modules = {}")
    for module in run.modules:
        body.append(
            f"modules['{module.name}'] = protocol.load_module('{module.name}', '{module.slot}')"
        )
        body.extend(_module_ready(module.name))
    body.append("labware = {}")
    for slot in run.slots:
        parent = f"modules['{slot.module}']" if slot.module else "protocol"
        where = "" if slot.module else f", '{slot.slot}'"
        body.append(
            f"labware[{json.dumps(slot.label)}] = {parent}.load_labware("
            f"'{slot.load_name}'{where}, label={json.dumps(slot.label)})"
        )
    body.append("pipettes = {}")
    for mount in run.mounts:
        racks = ", ".join(f"labware[{json.dumps(r)}]" for r in mount.tip_racks)
        body.append(
            f"pipettes['{mount.name}'] = protocol.load_instrument('{mount.name}', "
            f"'{mount.mount}', tip_racks=[{racks}])"
        )
    liquids: dict[str, str] = {}
    for liquid in run.liquids:
        if liquid.name not in liquids:
            var = f"liquid_{len(liquids)}"
            liquids[liquid.name] = var
            body.append(
                f"{var} = protocol.define_liquid({json.dumps(liquid.name)}, "
                f"description={json.dumps(liquid.name)}, "
                f"display_color='{COLOURS[len(liquids) % len(COLOURS)]}')"
            )
        body.append(
            f"{_well(liquid.place)}.load_liquid({liquids[liquid.name]}, {liquid.volume_ul!r})"
        )
    shaking: set[str] = set()
    for action in run.actions:
        if action.kind != "comment":
            body.extend(_module_settings(action.module, shaking))
        body.extend(_action(action))
        body.extend(_shake(action.module, shaking))
    body.append("for pipette in pipettes.values():")
    body.append("    if pipette.has_tip:")
    body.append("        pipette.drop_tip()")
    for module in run.modules:
        body.extend(_module_off(module.name))
    return "\n".join(lines + [f"    {line}" for line in body]) + "\n"


def _action(action: Action) -> list[str]:
    if action.kind == "comment":
        text = json.dumps(action.text)
        return [f"protocol.pause({text})"]
    pipette = f"pipettes['{action.pipette}']"
    out = [f"protocol.comment('step {action.step_id}')"]
    if action.kind == "mix":
        for place in action.wells:
            out.append(f"{pipette}.pick_up_tip()")
            out.append(f"{pipette}.mix({action.mix_cycles}, {action.volume_ul!r}, {_well(place)})")
            out.append(f"{pipette}.drop_tip()")
        return out
    sources = ", ".join(_well(s) for s, _ in action.pairs)
    targets = ", ".join(_well(t) for _, t in action.pairs)
    new_tip = action.new_tip
    if new_tip == "never":
        out.append(f"if not {pipette}.has_tip:")
        out.append(f"    {pipette}.pick_up_tip()")
    mix = f", mix_after=({action.mix_cycles}, {action.volume_ul!r})" if action.mix_cycles else ""
    out.append(
        f"{pipette}.transfer({action.volume_ul!r}, [{sources}], [{targets}], "
        f"new_tip='{new_tip}'{mix})"
    )
    return out


def _module_ready(name: str) -> list[str]:
    """Make a freshly loaded module ready for pipetting."""
    module = f"modules['{name}']"
    if name.startswith("thermocycler"):
        return [f"{module}.open_lid()"]
    if name.startswith("heaterShaker"):
        return [f"{module}.close_labware_latch()"]
    return []


def _module_settings(use: ModuleUse | None, shaking: set[str]) -> list[str]:
    """Module settings that hold while the step's liquid moves; any shaker stops first."""
    out = [f"modules['{name}'].deactivate_shaker()" for name in sorted(shaking)]
    shaking.clear()
    if use is None:
        return out
    module = f"modules['{use.name}']"
    if use.temperature_c is not None:
        if use.name.startswith("heaterShaker"):
            out.append(f"{module}.set_and_wait_for_temperature({use.temperature_c!r})")
        else:
            out.append(f"{module}.set_temperature({use.temperature_c!r})")
    if use.block_temperature_c is not None:
        out.append(f"{module}.set_block_temperature({use.block_temperature_c!r})")
    if use.lid_temperature_c is not None:
        out.append(f"{module}.set_lid_temperature({use.lid_temperature_c!r})")
    return out


def _shake(use: ModuleUse | None, shaking: set[str]) -> list[str]:
    """A heater-shaker speed starts after the step's liquid has moved."""
    if use is None or use.rpm is None:
        return []
    shaking.add(use.name)
    return [f"modules['{use.name}'].set_and_wait_for_shake_speed({int(use.rpm)})"]


def _module_off(name: str) -> list[str]:
    module = f"modules['{name}']"
    if name.startswith("thermocycler"):
        return [f"{module}.deactivate_block()", f"{module}.deactivate_lid()"]
    if name.startswith("heaterShaker"):
        return [f"{module}.deactivate_shaker()", f"{module}.deactivate_heater()"]
    return [f"{module}.deactivate()"]


def _well(place: Place) -> str:
    return f"labware[{json.dumps(place.label)}]['{place.well}']"


def _safe(text: str) -> str:
    return text.replace('"""', "'''").replace("\\", "/")
