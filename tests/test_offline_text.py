"""Tests of the written-draft compiler of the offline planner (offline_text)."""

from __future__ import annotations

from typing import Any

import pytest

from bioproagent.planners.offline.compiler import Compiler
from bioproagent.planners.offline.written_draft import draft_lines, text_draft
from bioproagent.registry import load_registry
from bioproagent.rules import verify
from bioproagent.science.units import unitless_numbers

REGISTRY = load_registry()

CASES: list[tuple[str, str, list[tuple[str, str | None, dict[str, Any]]]]] = [
    (
        "plate_read_on_named_devices",
        "Draft protocol:\n1. Dispense 120 µL of assay buffer into the reading plate with the "
        "Hamilton STAR.\n2. Shake 45 s at 700 rpm on the BioShake.\n3. Read absorbance at "
        "405 nm on the SpectraMax.",
        [
            ("transfer", "hamilton_star", {"volume_ul": 120}),
            ("shake", "qinstruments_bioshake_3000t_elm", {"speed_rpm": 700, "duration_s": 45}),
            ("read_absorbance", "spectramax_i3x", {"wavelength_nm": 405}),
        ],
    ),
    (
        "seal_spin_cycle",
        "1. Heat-seal the PCR plate on the a4S (172 °C, 2 s).\n"
        "2. Spin the PCR plate at 800 x g for 2 min in the HiG4.\n"
        "3. Run the PCR on the ODTC: 94 °C for 2 min, then 28 cycles of 94 °C 20 s, 57 °C 25 s "
        "and 72 °C 40 s, final extension 72 °C 4 min, hold at 10 °C (lid 104 °C).",
        [
            ("seal", "azenta_a4s", {"temperature_c": 172, "duration_s": 2}),
            ("spin", "bionex_hig4", {"rcf_g": 800, "duration_s": 120}),
            (
                "run_pcr",
                "inheco_odtc",
                {
                    "cycles": 28,
                    "initial_denaturation_c": 94,
                    "initial_denaturation_s": 120,
                    "annealing_c": 57,
                    "annealing_s": 25,
                    "extension_s": 40,
                    "final_extension_s": 240,
                    "hold_c": 10,
                    "lid_temperature_c": 104,
                },
            ),
        ],
    ),
    (
        "tubes_repeat_per_tube",
        "Draft protocol:\n1. Spin the 3 lysate tubes at 15000 x g for 8 min at 4 °C in the "
        "5424 R.\n2. Move 600 µL of cleared supernatant from tube 1 to a fresh tube with the "
        "Biomek i5.\n3. Repeat for tubes 2-3 (one transfer per tube).",
        [
            ("spin", "eppendorf_5424r", {"rcf_g": 15000, "duration_s": 480, "temperature_c": 4}),
            ("transfer", "biomek_i5", {"volume_ul": 600}),
            ("transfer", "biomek_i5", {"volume_ul": 600}),
            ("transfer", "biomek_i5", {"volume_ul": 600}),
        ],
    ),
    (
        "stored_plate_peel_read_store",
        "1. Take the sealed assay plate out of the Cytomat 24.\n"
        "2. Remove the seal from the assay plate on the XPeel.\n"
        "3. Read fluorescence (ex 530 nm / em 590 nm) on the SpectraMax i3x.\n"
        "4. Return the plate to the Cytomat 24.",
        [
            ("retrieve", "cytomat_24", {}),
            ("peel", "azenta_xpeel", {}),
            ("read_fluorescence", "spectramax_i3x", {"excitation_nm": 530, "emission_nm": 590}),
            ("store", "cytomat_24", {}),
        ],
    ),
    (
        "carried_instrument_and_incubator",
        "1. Add 90 µL of cell suspension to wells A1-H3 with the Opentrons Flex.\n"
        "2. Move the plate to the incubator with the PF400.\n"
        "3. Let the cells settle for 18 h at 37 °C, 5% CO2.\n"
        "4. Add 30 µL of detection reagent to each well.",
        [
            ("transfer", "opentrons_flex", {"volume_ul": 90, "pipette": "flex_1channel_1000"}),
            ("move_plate", "precise_pf400", {"destination": "cytomat_2c450"}),
            (
                "incubate",
                "cytomat_2c450",
                {"duration_s": 64800, "temperature_c": 37, "co2_percent": 5},
            ),
            ("transfer", "opentrons_flex", {"volume_ul": 30, "pipette": "flex_1channel_50"}),
        ],
    ),
]


@pytest.mark.parametrize(
    ("text", "expected"), [(t, e) for _, t, e in CASES], ids=[c[0] for c in CASES]
)
def test_steps_follow_the_written_draft(
    text: str, expected: list[tuple[str, str | None, dict[str, Any]]]
) -> None:
    """It should turn each numbered line into the operation, instrument and values it names."""
    draft = text_draft(text, REGISTRY)
    assert draft is not None
    steps = [s for s in draft.steps if s.operation]
    assert [(s.operation, s.device) for s in steps] == [(op, dev) for op, dev, _ in expected]
    for step, (_, _, params) in zip(steps, expected, strict=True):
        assert {k: step.params.get(k) for k in params} == params


@pytest.mark.parametrize("text", [c[1] for c in CASES], ids=[c[0] for c in CASES])
def test_compiled_draft_passes_the_rule_engine_on_the_named_instruments(text: str) -> None:
    """It should compile to code without violations, keeping every instrument the draft names
    (sources are filled so that none runs dry)."""
    draft = text_draft(text, REGISTRY)
    assert draft is not None
    workflow = Compiler(REGISTRY, draft).compile()
    assert verify(workflow, REGISTRY).violations == []
    named = [s.device for s in draft.steps if s.operation and s.device]
    used = [s["device"] for s in workflow["steps"]]
    assert all(device in used for device in named)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Spin the 96-well plate at 500 x g for 1 min.", 0),
        ("Plan this:\n1. Spin the plate at 500 x g for 1 min.", 0),
        ("Plan this:\n1. Spin the plate.\n2. Seal it.", 2),
        ("Do it.\n\nDraft protocol:\n1. Seal the plate at 170 °C for 2 s.", 1),
    ],
    ids=["no_list", "single_item_without_marker", "two_items", "marker_one_item"],
)
def test_draft_lines_need_a_marker_or_two_numbered_steps(text: str, count: int) -> None:
    """It should see a draft only under 'Draft protocol:' or in two or more numbered steps."""
    assert len(draft_lines(text)) == count


@pytest.mark.parametrize(
    "line",
    [
        "Shake 20 s at 900 rpm on the BioShake 3000-T elm.",
        "Wash 2: add 150 µL of ethanol.",
        "Spin the tubes at 9000 x g in the 5424 R (rotor FA-45-24-11).",
    ],
    ids=["model_number", "label", "rotor"],
)
def test_step_text_keeps_model_numbers_out_of_the_unit_check(line: str) -> None:
    """It should write instrument names as registry ids and mark labels, so the scientific
    check does not read a model number as a quantity without a unit."""
    draft = text_draft(f"Draft protocol:\n1. {line}", REGISTRY)
    assert draft is not None
    assert unitless_numbers(draft.steps[0].text) == []
