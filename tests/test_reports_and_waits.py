"""A correction after a report of an earlier run is this run's step; a plate left somewhere
for a stated time is a wait; a wait stays on the instrument that holds the plate."""

from __future__ import annotations

import pytest
from faithful_cases import judge

from bioproagent import plan
from bioproagent.intent.revisions import revised, revision_notes


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Keep the seal exactly as last time -- 170 °C, 2 s -- but the spin afterwards was "
            "too weak at 1000 x g for 1 min; make it 1500 x g for 3 min.",
            "seal temperature_c=170 duration_s=2 > spin rcf_g=1500 duration_s=180",
        ),
        (
            "Heat-seal 165C 3s. Spin was too weak last run (1000xg, 60 sec), so make it "
            "2000xg 2 mins.",
            "seal temperature_c=165 duration_s=3 > spin rcf_g=2000 duration_s=120",
        ),
        (
            "The shake last time was too gentle at 600 rpm; make it 1200 rpm for 5 min, then "
            "read absorbance at 450 nm.",
            "shake speed_rpm=1200 duration_s=300 > read_absorbance wavelength_nm=450",
        ),
        (
            "Incubation wasn't long enough at 37 degrees for 20 minutes, so make that 37 "
            "degrees for 45 minutes, and read luminescence afterwards",
            "incubate temperature_c=37 duration_s=2700 > read_luminescence",
        ),
    ],
    ids=["semicolon-two-values", "so-make-it-terse", "then-a-read", "wasnt-enough-wordy"],
)
def test_a_correction_after_a_report_is_this_runs_step(text: str, expected: str) -> None:
    """It should run the corrected step with the new values, never drop it with the report."""
    result = plan(text)
    ok, why = judge(result, expected)
    assert ok, why
    assert any("after a report of an earlier run" in a for a in result.assumptions)


def test_a_report_with_a_correction_keeps_the_old_values_as_history() -> None:
    """It should leave the report's own values where they were (they are history)."""
    text = "The spin was too weak at 1000 x g for 1 min; make it 1500 x g for 3 min."
    out = revised(text)
    assert "1000 x g for 1 min" in out
    assert out.endswith("; spin 1500 x g for 3 min.")
    assert revision_notes(text) == [
        "'make it 1500 x g for 3 min' after a report of an earlier run read as this run's spin."
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "dispense 100 mics of substrate w/ the biomek i5 and leave it on the bench RT "
            "in the dark for 20 mins",
            "transfer volume_ul=100 @biomek_i5 > incubate duration_s=1200",
        ),
        (
            "Add 50 µL of stop solution on the Biomek i5, leave them on the deck for 10 min, "
            "then read A450.",
            "transfer volume_ul=50 @biomek_i5 > incubate duration_s=600 > read_absorbance "
            "wavelength_nm=450",
        ),
    ],
    ids=["bench-in-the-dark", "deck-then-read"],
)
def test_a_plate_left_somewhere_for_a_time_is_a_wait(text: str, expected: str) -> None:
    """It should wait the stated time, never set the sentence aside as a hand-off."""
    ok, why = judge(plan(text), expected)
    assert ok, why


def test_a_plate_left_on_the_deck_without_a_time_asks_for_no_step() -> None:
    """It should read 'leave it on the deck' alone as where the plate ends up."""
    result = plan("Add 50 uL stop solution on the STAR and leave it on the deck.")
    assert result.status == "approved" and result.workflow is not None
    assert [s.operation for s in result.workflow.steps] == ["transfer"]


@pytest.mark.parametrize(
    "text",
    [
        "Add 100 uL substrate on the Biomek i5, then leave it 20 min at room temperature, "
        "then read at 450 nm",
        "Biomek i5: 100 µl substrate into every well; wait 20 minutes; absorbance 450 nm.",
    ],
    ids=["then", "semicolons"],
)
def test_a_wait_stays_on_the_liquid_handler_that_holds_the_plate(text: str) -> None:
    """It should wait on the i5's deck where the plate stands, not on another handler."""
    result = plan(text)
    assert result.status == "approved" and result.workflow is not None
    steps = [(s.operation, s.device) for s in result.workflow.steps]
    assert ("incubate", "biomek_i5") in steps, steps
    assert all(device != "biomek_i7_hybrid" for _, device in steps), steps


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The STAR adds 50 uL stop solution per well and you read at 450 nm on the SpectraMax.",
            "transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=450",
        ),
        (
            "Fluent: 25 µl CellTiter-Glo into each well & we then read luminescence.",
            "transfer volume_ul=25 @tecan_fluent > read_luminescence",
        ),
    ],
    ids=["and-you-read", "and-we-then-read"],
)
def test_a_step_handed_to_a_person_is_the_next_step(text: str, expected: str) -> None:
    """It should run the addition, then the read, in the order written."""
    ok, why = judge(plan(text), expected)
    assert ok, why
