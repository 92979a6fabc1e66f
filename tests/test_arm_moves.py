"""A plate move the robot arm is asked to make is a step of the plan, never dropped; a
plate put on a deck by hand is no step."""

from __future__ import annotations

import pytest

from bioproagent import plan


@pytest.mark.parametrize(
    ("text", "ops", "destination"),
    [
        (
            "grab the plate from the hotel, have the arm set it on the shaker, 5 min at 600 rpm",
            ["retrieve", "move_plate", "shake"],
            "qinstruments_bioshake_3000t_elm",
        ),
        (
            "The PF400 picks a plate out of the Cytomat 24, drops it on the BioShake for 45 "
            "seconds at 1,500 rpm, and then the SpectraMax reads luminescence (0.2 s).",
            ["retrieve", "move_plate", "shake", "read_luminescence"],
            "qinstruments_bioshake_3000t_elm",
        ),
        (
            "Retrieve the cells from the Cytomat 2C450, get the robot arm to put the plate on "
            "the Biomek i5, and add 25 µl resazurin there.",
            ["retrieve", "move_plate", "transfer"],
            "biomek_i5",
        ),
        (
            "i5: 50 uL pNPP to every well\nincubate on deck 30 °C 20 min\nthen the arm takes it "
            "to the spectramax, abs 405",
            ["transfer", "incubate", "move_plate", "read_absorbance"],
            "spectramax_i3x",
        ),
    ],
)
def test_an_arm_move_is_a_step(text: str, ops: list[str], destination: str) -> None:
    """It should plan the move where the text asks for it, to the place it names, and give
    the values after it to the step the plate was put there for."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert [s.operation for s in result.workflow.steps] == ops
    (move,) = [s for s in result.workflow.steps if s.operation == "move_plate"]
    assert move.params["destination"] == destination


def test_a_plate_put_on_a_deck_by_hand_is_no_move() -> None:
    """It should read 'put the plate on the OT-2' as where the next step runs."""
    result = plan("Put the plate on the OT-2 and add 50 uL of buffer to every well.")
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert [s.operation for s in result.workflow.steps] == ["transfer"]


@pytest.mark.parametrize(
    ("text", "last"),
    [
        (
            "retrieve plate 3 from the hotel, peel, VSpin 500 g 1 min, back to the hotel.",
            ("store", "cytomat_24"),
        ),
        ("Read OD600, back into the incubator.", ("store", "cytomat_2c450")),
    ],
)
def test_back_to_a_store_is_a_store_step(text: str, last: tuple[str, str]) -> None:
    """It should end with the plate stored where the text sends it back, never drop it."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    step = result.workflow.steps[-1]
    assert (step.operation, step.device) == last


@pytest.mark.parametrize(
    ("text", "ops"),
    [
        (
            "Please move the reagent plate from the plate hotel onto the Biomek i7 deck.",
            ["retrieve", "move_plate"],
        ),
        (
            "PF400 takes a 96-well flat plate from the hotel to the SpectraMax, absorbance at "
            "600 nm, then back into the hotel.",
            ["retrieve", "move_plate", "read_absorbance", "store"],
        ),
        (
            "Spin the assay plate at 600 x g for 1 min in the VSpin, then the PF400 puts it away "
            "in the hotel.",
            ["spin", "store"],
        ),
    ],
)
def test_a_move_out_of_or_away_into_a_store_uses_the_store(text: str, ops: list[str]) -> None:
    """It should have the store hand the plate over before the arm moves it, and store the
    plate the arm puts away; all on one plate."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert [s.operation for s in result.workflow.steps] == ops
    plates = {
        ref.labware
        for s in result.workflow.steps
        for role, refs in s.labware.items()
        if role in ("plate", "plates")
        for ref in refs
        if "balance" not in ref.labware
    }
    assert len(plates) == 1
