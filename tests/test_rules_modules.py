"""On-deck module limits of the OT-2 and Flex: MODULE_NOT_ON_DECK, MODULE_LIMIT_EXCEEDED and
the deck positions a module takes."""

from __future__ import annotations

from typing import Any

import pytest
from builders import lw, ref, step, wf
from hypothesis import given, settings
from hypothesis import strategies as st

from bioproagent import load_registry, verify
from bioproagent.registry import Registry

REGISTRY: Registry = load_registry()

ROBOT_PIPETTE = {"opentrons_ot2": "p20_single_gen2", "opentrons_flex": "flex_1channel_50"}
ROBOT_TIPS = {"opentrons_ot2": "tiprack_96_20ul", "opentrons_flex": "tiprack_96_50ul"}


def module_plan(
    module: dict[str, Any] | None,
    volume: float = 20,
    device: str = "opentrons_ot2",
    start_ul: float = 0,
    extra_plates: int = 0,
) -> dict[str, Any]:
    """One transfer from a reservoir into a PCR plate that sits on ``module``."""
    labware = [
        lw("r", "reservoir_290ml", volume=50000),
        lw("pcr", "plate_96_pcr", volume=start_ul, wells=["A1", "B1"]),
        lw("tips", ROBOT_TIPS[device], location=device),
        *[lw(f"x{i}", "plate_96_flat", location=device) for i in range(extra_plates)],
    ]
    params = {"volume_ul": volume, "pipette": ROBOT_PIPETTE[device]}
    xfer = step("fill", device, "transfer", params, source=ref("r", "A1"), target=ref("pcr", "A1"))
    xfer["labware"]["tips"] = "tips"
    if module is not None:
        xfer["module"] = module
    return wf(labware, [xfer])


def codes(document: dict[str, Any]) -> list[str]:
    return [v.code for v in verify(document, REGISTRY).violations]


def test_module_flex_pipette_name_is_registered() -> None:
    """The test's Flex pipette exists, so a Flex plan fails only for module reasons."""
    flex = REGISTRY.instrument("opentrons_flex")
    assert flex is not None
    assert ROBOT_PIPETTE["opentrons_flex"] in (flex.pipetting or {})["pipettes"]


@pytest.mark.parametrize(
    ("device", "module", "expected"),
    [
        ("opentrons_ot2", None, []),
        ("opentrons_ot2", {"name": "temperatureModuleV2", "temperature_c": 4}, []),
        (
            "opentrons_ot2",
            {"name": "temperatureModuleV2", "temperature_c": -20},
            ["LIMIT_EXCEEDED"],
        ),
        (
            "opentrons_flex",
            {"name": "temperatureModuleV2", "temperature_c": 96},
            ["LIMIT_EXCEEDED"],
        ),
        ("opentrons_ot2", {"name": "thermocyclerModuleV2", "block_temperature_c": 95}, []),
        (
            "opentrons_ot2",
            {"name": "thermocyclerModuleV2", "lid_temperature_c": 120},
            ["LIMIT_EXCEEDED"],
        ),
        (
            "opentrons_flex",
            {"name": "thermocyclerModuleV2", "block_temperature_c": 2},
            ["LIMIT_EXCEEDED"],
        ),
        ("opentrons_flex", {"name": "heaterShakerModuleV1", "rpm": 1500}, []),
        ("opentrons_ot2", {"name": "heaterShakerModuleV1", "rpm": 100}, ["LIMIT_EXCEEDED"]),
        (
            "opentrons_ot2",
            {"name": "heaterShakerModuleV1", "temperature_c": 25},
            ["LIMIT_EXCEEDED"],
        ),
        ("opentrons_ot2", {"name": "temperatureModuleV2", "rpm": 500}, ["LIMIT_EXCEEDED"]),
        ("opentrons_ot2", {"name": "magneticModuleV9"}, ["NOT_ON_DECK"]),
        ("opentrons_flex", {"name": "thermocycler"}, ["NOT_ON_DECK"]),
    ],
    ids=[
        "no-module",
        "tempdeck-4C-ok",
        "tempdeck-minus20C",
        "flex-tempdeck-96C",
        "tc-block-95C-ok",
        "tc-lid-120C",
        "flex-tc-block-2C",
        "flex-hs-1500rpm-ok",
        "hs-100rpm",
        "hs-25C-no-cooling",
        "tempdeck-has-no-rpm",
        "unknown-module",
        "flex-misnamed-module",
    ],
)
def test_module_settings(device: str, module: dict[str, Any] | None, expected: list[str]) -> None:
    """Module settings inside the registry range pass; outside it, or a setting or module the
    robot lacks, is reported with the module's own code."""
    found = codes(module_plan(module, device=device))
    assert found == [f"MODULE_{code}" for code in expected]


def test_module_limit_violation_points_at_the_setting() -> None:
    """The violation names the setting's JSON pointer, the range and the stated value."""
    doc = module_plan({"name": "thermocyclerModuleV2", "lid_temperature_c": 120})
    (violation,) = verify(doc, REGISTRY).violations
    assert violation.path == "/steps/0/module/lid_temperature_c"
    assert violation.limit == [37, 110]
    assert violation.actual == 120
    assert violation.repair is None


@pytest.mark.parametrize(
    ("start_ul", "volume", "expected"),
    [(70, 20, []), (80, 20, []), (81, 20, ["MODULE_LIMIT_EXCEEDED"])],
    ids=["90uL-ok", "100uL-at-limit", "101uL-over-block"],
)
def test_thermocycler_block_volume(start_ul: float, volume: float, expected: list[str]) -> None:
    """A well on the thermocycler may hold at most 100 uL once the step has dispensed."""
    doc = module_plan({"name": "thermocyclerModuleV2"}, volume=volume, start_ul=start_ul)
    assert codes(doc) == expected


@pytest.mark.parametrize(
    ("device", "module", "extra_plates", "expected"),
    [
        ("opentrons_ot2", "temperatureModuleV2", 8, []),
        ("opentrons_ot2", "thermocyclerModuleV2", 5, []),
        ("opentrons_ot2", "thermocyclerModuleV2", 6, ["DECK_POSITIONS_EXCEEDED"]),
        ("opentrons_flex", "thermocyclerModuleV2", 7, []),
        ("opentrons_flex", "thermocyclerModuleV2", 8, ["DECK_POSITIONS_EXCEEDED"]),
    ],
    ids=["ot2-tempdeck-11", "ot2-tc-11", "ot2-tc-12", "flex-tc-11-of-11", "flex-tc-12-of-11"],
)
def test_module_positions_count_on_deck(
    device: str, module: str, extra_plates: int, expected: list[str]
) -> None:
    """The OT-2 thermocycler takes 4 slots and the Flex one 2 (its plate included), beside
    the reservoir and the tip rack (the Flex keeps one of its 12 slots for the trash); the
    temperature module takes the plate's one slot."""
    doc = module_plan({"name": module}, device=device, extra_plates=extra_plates)
    assert codes(doc) == expected


def test_a_module_holds_one_plate() -> None:
    """A second plate on a module already carrying one, or a loose tube, is reported."""
    second = module_plan({"name": "temperatureModuleV2", "temperature_c": 4})
    second["labware"].append(lw("pcr2", "plate_96_pcr"))
    again = {**second["steps"][0], "id": "fill2"}
    again["labware"] = {**again["labware"], "target": ref("pcr2", "A1")}
    second["steps"].append(again)
    (violation,) = verify(second, REGISTRY).violations
    assert (violation.code, violation.path) == (
        "MODULE_LIMIT_EXCEEDED",
        "/steps/1/labware/target/0",
    )
    assert violation.limit == "pcr"
    tube = module_plan({"name": "temperatureModuleV2"})
    tube["labware"][1] = lw("pcr", "tube_1_5ml")
    assert codes(tube) == ["MODULE_LIMIT_EXCEEDED"]


@settings(max_examples=40, deadline=None)
@given(st.floats(min_value=-50, max_value=150, allow_nan=False))
def test_heater_shaker_temperature_property(celsius: float) -> None:
    """Reported exactly when the temperature is outside the registry's 37-95 C."""
    doc = module_plan({"name": "heaterShakerModuleV1", "temperature_c": celsius})
    assert (codes(doc) == ["MODULE_LIMIT_EXCEEDED"]) == (not 37 <= celsius <= 95)
