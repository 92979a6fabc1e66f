"""Wells as people write them, and wells a plan must not silently widen: 'rows A and B have
protein in them' (two rows, not one), 'les puits A1 à H1', a 384-well selection when the
text's 384-well plate was in a section the reader set aside, 'STAR/robot:' in meeting notes
(the STAR runs it), and eluates into a 384-well plate taken from the elution plate in column
order."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.wells import well_selection
from tests.builders import approved


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("only rows a and b have protein in them", 24),
        ("rows c, d and e", 36),
        ("rows a and i have checked it", 12),  # 'I have': no row I
        ("dans les puits a1 à h1", 8),
        ("in die wells a1 bis a6", 6),
    ],
)
def test_wells_as_people_write_them(text: str, count: int) -> None:
    wells = well_selection(text)
    assert wells is not None and len(wells) == count


def test_a_384_well_selection_on_a_plan_of_96_well_plates_is_not_approved() -> None:
    result = plan(
        "Entry ID: X-17\nMaterials\n  Plate P-9 (384-well flat)\nProcedure\n  4.1 Hamilton "
        "STAR: dispense 15 uL buffer into columns 13-24."
    )
    assert result.status != "approved"


def test_a_meeting_item_for_an_instrument_runs_on_it() -> None:
    wf, _ = approved(
        "standup 2/7\n* LM: order tips\n* STAR/robot: 30 uL medium into cols 1-4 only\n"
        "* PK: check the incubator log"
    )
    (step,) = wf.steps
    assert step.device == "hamilton_star"
    assert step.params["volume_ul"] == 30
    target = step.labware["target"][0]
    assert target.wells is not None and len(target.wells) == 32


def test_eluates_into_a_384_well_plate_come_from_the_elution_plate_in_column_order() -> None:
    wf, _ = approved(
        "KF prog 'DNA_elute_50' then the i7 moves 3 uL eluate into cols 1-2 of a 384-well PCR plate"
    )
    transfer = next(s for s in wf.steps if s.operation == "transfer")
    source = transfer.labware["source"][0]
    assert source.labware == wf.steps[0].labware["elution"][0].labware
    assert source.wells is not None and source.wells[:2] == ["A1", "B1"]
    assert source.wells[-1] == "H4"  # 32 wells: the first four columns of the 96-well plate
