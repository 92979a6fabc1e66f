"""Robot exports: what the protocols contain, and what is refused (no simulator needed)."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bioproagent.bench import robot_corpus as corpus
from bioproagent.cli.app import main
from bioproagent.registry import load_registry
from bioproagent.rules import verify
from bioproagent.rules.supply import supply_tips

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("opentrons_shared_data") is None,
    reason="opentrons-shared-data is not installed (pip install -e '.[export]')",
)


def _exports(doc: dict[str, Any]) -> tuple[str, str]:
    from bioproagent.adapters.opentrons import export_opentrons
    from bioproagent.adapters.pylabrobot import export_pylabrobot

    return export_opentrons(doc), export_pylabrobot(doc)


@pytest.mark.parametrize(
    ("doc", "robot", "expected"),
    [
        (
            corpus.plate_fill("opentrons_ot2", 100, 96),
            "OT-2",
            [
                "'opentrons_96_tiprack_300ul', '1'",
                "'corning_96_wellplate_360ul_flat'",
                "'nest_1_reservoir_290ml'",
                "load_instrument('p300_single_gen2', 'left'",
            ],
        ),
        (
            corpus.plate_fill("opentrons_flex", 20, 24),
            "Flex",
            [
                "load_trash_bin('A3')",
                "'opentrons_flex_96_tiprack_50ul', 'D1'",
                "load_instrument('flex_1channel_50', 'left'",
            ],
        ),
        (
            corpus.named_product("opentrons_ot2", 40),
            "OT-2",
            [
                "'nest_96_wellplate_100ul_pcr_full_skirt'",
                "'opentrons_15_tuberack_falcon_15ml_conical'",
                "new_tip='once'",
            ],
        ),
        (
            corpus.master_mix("opentrons_ot2", 24),
            "OT-2",
            [
                "'opentrons_24_tuberack_eppendorf_1.5ml_safelock_snapcap'",
                "mix_after=(2, 5.0)",
                'protocol.pause("Off-robot step seal: azenta_a4s.seal',
            ],
        ),
        (
            corpus.on_module("opentrons_ot2", "thermocyclerModuleV2", 20),
            "OT-2",
            [
                "protocol.load_module('thermocyclerModuleV2', '7')",
                "modules['thermocyclerModuleV2'].open_lid()",
                "modules['thermocyclerModuleV2'].load_labware('biorad_96_wellplate_200ul_pcr', "
                'label="plate")',
                "set_block_temperature(4.0)",
                "set_lid_temperature(105.0)",
            ],
        ),
        (
            corpus.on_module("opentrons_flex", "heaterShakerModuleV1", 20),
            "Flex",
            [
                "protocol.load_module('heaterShakerModuleV1', 'D1')",
                "close_labware_latch()",
                "set_and_wait_for_temperature(37.0)",
                "set_and_wait_for_shake_speed(1000)",
            ],
        ),
    ],
    ids=[
        "ot2-fill",
        "flex-fill",
        "named-product",
        "tubes-and-off-robot-steps",
        "ot2-thermocycler",
        "flex-heater-shaker",
    ],
)
def test_opentrons_protocol_loads_products_pipettes_and_liquids(
    doc: dict[str, Any], robot: str, expected: list[str]
) -> None:
    """It should write a valid protocol for the robot with the registry's real products,
    every starting liquid and the off-robot steps as operator pauses."""
    protocol, script = _exports(doc)
    compile(protocol, "protocol.py", "exec")
    compile(script, "script.py", "exec")
    assert f"'robotType': '{robot}', 'apiLevel': '2.20'" in protocol
    for text in expected:
        assert text in protocol
    declared = sum(
        len(c["wells"]) if c.get("wells") else 1
        for item in doc["labware"]
        for c in item.get("contents", [])
    )
    assert protocol.count(".load_liquid(") == declared


@pytest.mark.parametrize(
    ("robot", "plates"), [("opentrons_ot2", 5), ("opentrons_flex", 7)], ids=["ot2", "flex"]
)
def test_thermocycler_slots_stay_free_of_other_labware(robot: str, plates: int) -> None:
    """It should load no labware in the slots the thermocycler covers, even on a full deck."""
    from bioproagent.adapters.robot_run import robot_run

    doc = corpus.on_module(robot, "thermocyclerModuleV2", 20)
    doc["labware"] += [
        {"id": f"x{i}", "type": "plate_96_flat", "location": robot} for i in range(plates)
    ]
    run = robot_run(doc)
    (module,) = run.modules
    taken = [slot.slot for slot in run.slots if not slot.module]
    assert len(taken) == len(set(taken))
    assert not set(taken) & {module.slot, *module.covers}
    assert [slot.slot for slot in run.slots if slot.module] == [module.slot]


def test_flex_96_channel_refusal_says_which_pipettes_export() -> None:
    """It should refuse a 96-channel step and name the 1- and 8-channel pipettes instead."""
    from bioproagent.errors import ExportRefusedError

    doc = corpus.plate_fill("opentrons_flex", 20, 96)
    doc["steps"][0]["params"]["pipette"] = "flex_96channel_200"
    doc["labware"][2]["type"] = "tiprack_96_200ul"
    assert verify(doc, load_registry()).ok
    with pytest.raises(ExportRefusedError) as refused:
        _exports(doc)
    assert "flex_96channel_200 is a 96-channel pipette" in str(refused.value)
    assert "flex_1channel_50" in " ".join(refused.value.reasons)


def test_tubes_share_one_rack_in_well_order() -> None:
    """It should put tubes of one type into one Opentrons rack, A1, B1, ... in order."""
    doc = supply_tips(corpus.master_mix("opentrons_ot2", 96), load_registry())  # two tubes
    protocol, _ = _exports(doc)
    assert protocol.count("opentrons_24_tuberack_eppendorf_1.5ml_safelock_snapcap") == 1
    assert "['A1'].load_liquid" in protocol and "['B1'].load_liquid" in protocol


def test_eight_channel_steps_address_row_a_of_each_column() -> None:
    """It should give an 8-channel pipette one well per column (row A) on 8-row plates."""
    protocol, script = _exports(corpus.columns_8ch("opentrons_ot2", 50, 3))
    transfer = next(line for line in protocol.splitlines() if ".transfer(" in line)
    assert re.findall(r"\[\"plate\"\]\['([A-H]\d+)'\]", transfer) == ["A1", "A2", "A3"]
    assert "get_well('H3')" in script  # PyLabRobot replays the eight channels one by one


@pytest.mark.parametrize(
    ("doc", "reason"),
    [
        (corpus.BROKEN[0].plan, "not approved"),
        (
            corpus.plate_fill("opentrons_ot2", 100, 8)
            | {
                "steps": [
                    dict(
                        corpus.plate_fill("opentrons_ot2", 100, 8)["steps"][0],
                        device="hamilton_star",
                    )
                ]
            },
            "not an Opentrons robot",
        ),
    ],
    ids=["unapproved", "not-opentrons"],
)
def test_export_refuses_what_cannot_run(doc: dict[str, Any], reason: str) -> None:
    """It should refuse a workflow the engine rejects and one for another liquid handler."""
    from bioproagent.errors import ExportRefusedError

    with pytest.raises(ExportRefusedError) as refused:
        _exports(doc)
    assert reason in str(refused.value)


@pytest.mark.parametrize(
    ("document", "code", "needle"),
    [
        ({"status": "halted", "halt_reason": "loop", "workflow": None}, 1, "not approved"),
        ({"status": "approved", "workflow": None}, 1, "carries no workflow"),
        ({"status": "approved", "workflow": corpus.plate_fill("opentrons_ot2", 50, 8)}, 0, ""),
        (corpus.BROKEN[1].plan, 1, "WELL_UNDERDRAW"),
        (corpus.plate_fill("opentrons_flex", 50, 8), 0, ""),
    ],
    ids=["halted-plan", "draft-only-plan", "approved-plan", "failing-workflow", "workflow"],
)
def test_cli_exports_only_approved_plans(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    document: dict[str, Any],
    code: int,
    needle: str,
) -> None:
    """It should write the file for an approved plan or clean workflow and refuse the rest."""
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps(document), encoding="utf-8")
    for flag in ("--opentrons", "--pylabrobot"):
        out = tmp_path / f"out{flag}.py"
        assert main(["export", flag, str(plan), "-o", str(out)]) == code
        assert out.exists() == (code == 0)
        assert needle in capsys.readouterr().err


@settings(max_examples=25, deadline=None)
@given(wells=st.integers(1, 96), steps=st.integers(1, 4), racks=st.integers(1, 3))
def test_tips_exhausted_exactly_when_fresh_tips_outnumber_the_racks(
    wells: int, steps: int, racks: int
) -> None:
    """It should count one fresh tip per well per step against 96 tips per declared rack."""
    doc = corpus.plate_fill("opentrons_ot2", 10, wells)
    doc["labware"] = [item for item in doc["labware"] if item["id"] != "tips"] + [
        {"id": f"tips{i}", "type": "tiprack_96_20ul", "location": "opentrons_ot2"}
        for i in range(racks)
    ]
    doc["steps"] = [
        dict(doc["steps"][0], id=f"fill{i}", labware=dict(doc["steps"][0]["labware"], tips="tips0"))
        for i in range(steps)
    ]
    for item in doc["labware"]:
        if item["id"] == "buffer":
            item["contents"][0]["volume_ul"] = 100000
    short = "TIPS_EXHAUSTED" in verify(doc).codes()
    assert short == (wells * steps > 96 * racks)


@pytest.mark.parametrize(
    ("intent", "robot"),
    [
        (
            "On the Opentrons OT-2, add 50 uL of buffer to every well of a 96-well plate",
            "opentrons_ot2",
        ),
        (
            "Using the Opentrons Flex, transfer 10 uL of sample into wells A1-H1 of a PCR plate",
            "opentrons_flex",
        ),
    ],
    ids=["ot2", "flex"],
)
def test_a_named_robot_is_planned_on_and_exported(intent: str, robot: str) -> None:
    """It should plan the pipetting on the robot the intent names, with tips its pipettes
    take, and export the approved plan."""
    from bioproagent import plan
    from bioproagent.adapters.opentrons import export_opentrons

    result = plan(intent)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    handlers = {s.device for s in result.workflow.steps if s.operation in ("transfer", "mix")}
    assert handlers == {robot}
    compile(export_opentrons(result.workflow), "protocol.py", "exec")


def test_a_volume_split_over_trips_moves_each_share_once_per_trip() -> None:
    """It should export 400 uL per well in two trips as 200 uL moves, every well twice."""
    doc = supply_tips(corpus.split_fill("opentrons_ot2", 400, 8), load_registry())
    protocol, script = _exports(doc)
    transfer = next(line for line in protocol.splitlines() if ".transfer(" in line)
    assert transfer.split("transfer(")[1].startswith("200.0,")
    assert len(re.findall(r"\[\"plate\"\]\['A1'\]", transfer)) == 2
    assert len(re.findall(r"\[\"plate\"\]\['H1'\]", transfer)) == 2
    assert "200.0" in script and "400.0" not in script


@settings(max_examples=25, deadline=None)
@given(wells=st.integers(1, 96), trips=st.integers(1, 4), racks=st.integers(1, 3))
def test_every_trip_takes_a_fresh_tip(wells: int, trips: int, racks: int) -> None:
    """It should count one fresh tip per well per trip, so trips can run a deck out of tips."""
    doc = corpus.split_fill("opentrons_ot2", 600, wells)
    doc["steps"][0]["params"]["trips"] = trips
    doc["labware"] = [item for item in doc["labware"] if item["id"] != "tips"] + [
        {"id": f"tips{i}", "type": "tiprack_96_300ul", "location": "opentrons_ot2"}
        for i in range(racks)
    ]
    doc["steps"][0]["labware"]["tips"] = "tips0"
    codes = verify(doc).codes()
    assert ("TIP_CAPACITY_EXCEEDED" in codes) == (600 / trips > 300)
    assert ("TIPS_EXHAUSTED" in codes) == (wells * trips > 96 * racks)
