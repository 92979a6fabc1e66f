"""A plate put away in a store comes out of it before a later step uses it; a plate taken
'out of the fridge' (however it is said) is retrieved; an identifier line ('Entry ID:
CMP-STAMP-0412') asks for no step; 'block 150 uL each' is the ELISA verb, not a deep-well
block; 'First, though, X and Y' runs X and Y before the step above it; a peel 'before it
goes to the reader' runs before the read."""

from __future__ import annotations

import pytest

from bioproagent.intent.clauses import read_clauses
from bioproagent.ir import Workflow
from tests.builders import approved


def _approved(intent: str) -> Workflow:
    return approved(intent)[0]


def _ops(wf: Workflow) -> list[str]:
    return [s.operation for s in wf.steps]


def test_a_stored_plate_is_taken_out_before_the_next_step() -> None:
    wf, notes = approved(
        "ELISA coat, 5/11 GH: 100 uL capture Ab/well, cols 1-8 (Hamilton STAR), seal, o/n 4 °C "
        "in plate fridge; next day: peel, block 150 uL ea., 1 h RT"
    )
    ops = _ops(wf)
    assert ops[:5] == ["transfer", "seal", "store", "retrieve", "peel"]
    store, retrieve = wf.steps[2], wf.steps[3]
    assert retrieve.device == store.device  # out of the store it went into
    assert any("out of cytomat_2c425" in a for a in notes)
    # 'block 150 uL each' fills the coated plate's wells, not a labware called 'block'
    block = wf.steps[5]
    assert block.params["volume_ul"] == 150
    assert [r.labware for r in block.labware["target"]] == [
        r.labware for r in wf.steps[0].labware["target"]
    ]


@pytest.mark.parametrize(
    ("text", "operations"),
    [
        (
            "the Friday plate - out of the plate fridge, XPeel the seal, the Fluent stamps 2 µL "
            "of each compound into the 384-well assay plate",
            ["retrieve", "peel", "transfer"],
        ),
        (
            "Readout\n  1. Read A280 on the multimode reader.\n     1.1 First, though, move the "
            "UV plate out of the plate fridge (retrieve from the Cytomat 2C425) and peel it.",
            ["retrieve", "peel", "read_absorbance"],
        ),
        (
            "Move the plate from the hotel to the reader and read A450. Then move the plate out "
            "of the reader into the fridge.",
            ["move_plate", "read_absorbance", "store"],
        ),
        (
            "OD600 on the growth plate. Take the seal off on the XPeel before it goes to the "
            "reader.",
            ["peel", "read_absorbance"],
        ),
        (
            "Entry ID: CMP-STAMP-0412\nAuthor: Q. Zhang\nProcedure\n  1. Retrieve PLT-00100 "
            "from the cold store.\n  2. XPeel.",
            ["retrieve", "peel"],
        ),
    ],
)
def test_the_steps_in_the_order_written(text: str, operations: list[str]) -> None:
    reading = read_clauses(text)
    assert [c.operation for c in reading.clauses] == operations


@pytest.mark.parametrize(
    ("intent", "operations"),
    [
        (
            "Decision: no reads this week. Park Tom's 96-well assay plate in the plate hotel "
            "(Cytomat 24) until Monday.",
            ["store"],
        ),
        (
            "ACTION (MO): have the PF400 move Marco's plate onto the SpectraMax nest; he will set "
            "up and start the read himself.",
            ["move_plate"],
        ),
        (
            "The finished plate is sitting on the reader nest. All reads are done. Just put it "
            "back into the plate hotel.",
            ["store"],
        ),
        (
            "Tom's plate: add 50 µL TMB (Biomek i5), incubate 15 min at RT, read at 450 nm.\n"
            "- Last week Tom's top standard read 2.9 OD (saturated).",
            ["transfer", "incubate", "read_absorbance"],
        ),
        (
            "ELISA finished and read - seal the plate at 160 °C for 1.5 s and park it in the "
            "plate hotel.",
            ["seal", "store"],
        ),
        ("[16:05] luminescence read pls, 0.5s integration, on the i3x", ["read_luminescence"]),
        ("[13:33] lum read on the spectramax pls 1 sec integ", ["read_luminescence"]),
        (
            "Biomek i7 adds 75 µL Dual-Glo Reagent, wait 10 minutes, read firefly with 1 s "
            "integration; then 75 µL Stop & Glo, another 10 min, read Renilla, 1 s.",
            [
                "transfer",
                "incubate",
                "read_luminescence",
                "transfer",
                "incubate",
                "read_luminescence",
            ],
        ),
    ],
)
def test_what_was_read_or_will_be_read_by_someone_else(intent: str, operations: list[str]) -> None:
    wf = _approved(intent)
    assert _ops(wf) == operations
    for step in wf.steps:
        if step.operation == "read_luminescence":
            assert step.params["integration_s"] in (0.5, 1)
