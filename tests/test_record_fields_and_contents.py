"""A sample record pasted above a request (storage, receipt, owner, contents fields) sets no
step, and a volume that says what the wells already hold ('to the 40 µL PCR', '(20 µL each)'
after the samples, '(…, already in)') is no addition."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.clauses import read_clauses
from bioproagent.intent.record_fields import record_field_spans
from tests.builders import approved_as

RECORD = """Sample record PL-2231 (96-well flat, clear)
Owner: T. Brandt | Project: ENZ-14
Received: 02/09 08:40, on dry ice
Storage: -80 °C (Freezer A, rack 2) until this morning
Contents: 40 µL lysate per well
Inoculated: 01/09 17:30

{request}"""


@pytest.mark.parametrize(
    ("request_", "ops", "values"),
    [
        (
            "Please spin it at 800 x g for 1 min on the VSpin and read absorbance at 405 nm.",
            ["spin", "read_absorbance"],
            [(0, "rcf_g", 800), (1, "wavelength_nm", 405)],
        ),
        (
            "Fluent: add 10 µL substrate per well, then shake 1 min at 900 rpm on the BioShake.",
            ["transfer", "shake"],
            [(0, "volume_ul", 10), (1, "speed_rpm", 900)],
        ),
    ],
)
def test_a_sample_record_sets_no_step(
    request_: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(RECORD.format(request=request_), ops, values)


def test_a_storage_field_for_after_the_run_is_still_read() -> None:
    low = "storage: cytomat 2c425, 4 °c after the read\nstorage: -20 °c freezer, box 3"
    spans = record_field_spans(low)
    assert [low[a:b] for a, b in spans] == ["storage: -20 °c freezer, box 3"]


@pytest.mark.parametrize(
    ("intent", "held"),
    [
        ("On the STAR: add 36 µL beads to the 40 µL PCR and mix 8 times.", 40),
        ("The i5 puts 15 µL reagent into rows A-B (30 µL sample, already in).", 30),
        ("Standards and samples (20 µL each) sit in column 1; add 180 µL dye to them.", 20),
    ],
)
def test_a_volume_the_wells_already_hold_is_no_addition(intent: str, held: float) -> None:
    values = [v for c in read_clauses(intent).clauses for v in c.values]
    assert ("contents_ul", held) in [(v.param, v.value) for v in values]
    assert held not in [v.value for v in values if v.param == "volume_ul"]


def test_an_addition_with_each_in_brackets_stays_an_addition() -> None:
    values = [
        v for c in read_clauses("Add reagent (20 µL each) to the wells.").clauses for v in c.values
    ]
    assert [(v.param, v.value) for v in values] == [("volume_ul", 20)]


def test_those_columns_are_the_columns_said_before() -> None:
    result = plan(
        "Samples (25 µL each) are in columns 2 to 4 of a clear 96-well plate. Could the "
        "Opentrons Flex add 150 µL of working reagent to those columns only?"
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (add,) = [s for s in result.workflow.steps if s.operation == "transfer"]
    assert add.params["volume_ul"] == 150
    target = add.labware["target"][0]
    assert target.wells is not None and len(target.wells) == 24


@pytest.mark.parametrize("label", ["Worksheet 4", "Exercise 2", "Module 7", "Lab 3"])
def test_a_numbered_handout_is_a_label(label: str) -> None:
    approved_as(
        f"{label} - spin the plate at 500 x g for 1 min on the VSpin.",
        ["spin"],
        [(0, "rcf_g", 500), (0, "duration_s", 60)],
    )


def test_a_record_field_ends_with_its_sentence() -> None:
    approved_as(
        "Received: 12/11 on dry ice. Spin the 8 cryotubes in the 5424 R at 10,000 x g for 5 min "
        "at 4 °C.",
        ["spin"],
        [(0, "rcf_g", 10000), (0, "temperature_c", 4)],
    )


def test_an_initial_is_no_end_of_a_field() -> None:
    low = "owner: r. gupta | lysates stored -80 °c, thawed once\nreceived: 3/4. spin it"
    assert [low[a:b] for a, b in record_field_spans(low)] == [
        "owner: r. gupta | lysates stored -80 °c, thawed once",
        "received: 3/4",
    ]
