"""A protocol excerpt with a closing request line: the picked steps, their instruments."""

from __future__ import annotations

import pytest
from faithful_cases import judge

from bioproagent import plan
from bioproagent.intent.protocol_requests import requested_protocol_steps

CELL_ASSAY = """Resazurin viability read (kit R-441, lot 22B07)
Prepare the resazurin working solution at the bench (1:10 in PBS).
3. Add 20 µL of working solution to every well.
4. Incubate 2 h at 37 °C, 5% CO2.
5. Read fluorescence, excitation 560 nm / emission 590 nm.
Note: protect from light.
"""


@pytest.mark.parametrize(
    ("request_line", "kept", "heads"),
    [
        # a range, with instruments by the kind of work
        (
            "Request: steps 3-5; additions on the Fluent, read on the SpectraMax.",
            ["3", "4", "5"],
            {"3": "Fluent", "5": "SpectraMax"},
        ),
        # two steps named, one done by hand
        ("Request: steps 3 and 5 - I'll do step 4 by hand.", ["3", "5"], {}),
        # one step, on a named instrument
        ("Request: only step 4, in the 2C450.", ["4"], {"4": "2C450"}),
        # numbers as list labels
        ("Request: 3) and 4).", ["3", "4"], {}),
        # nothing picked by number: every step; a free choice gives no instrument
        ("Request: all of it, any reader.", ["3", "4", "5"], {}),
        # per step instruments
        (
            "Request: step 3 on the OT-2, step 4 in the 2C450, step 5 on the i3x.",
            ["3", "4", "5"],
            {"3": "OT-2", "4": "2C450", "5": "i3x"},
        ),
    ],
)
def test_the_request_picks_steps_and_gives_instruments(
    request_line: str, kept: list[str], heads: dict[str, str]
) -> None:
    """It should keep only the picked numbered lines, each headed by its instrument."""
    out = requested_protocol_steps(CELL_ASSAY + request_line)
    lines = out.strip().splitlines()
    assert [line.split(".", 1)[0] for line in lines] == kept
    for line in lines:
        label = line.split(".", 1)[0]
        if label in heads:
            assert line.startswith(f"{label}. On the {heads[label]}, "), line
        else:
            assert " On the " not in line, line
    assert "lot 22B07" not in out and "Note:" not in out


@pytest.mark.parametrize(
    "text",
    [
        CELL_ASSAY,  # no request line
        CELL_ASSAY + "Request: steps 3-7.",  # a step the excerpt does not list
        CELL_ASSAY + "Request: steps 3 to 5 and 8.",
        "Spin the plate at 500 x g for 1 min.\nRequest: step 1.",  # no numbered steps
    ],
)
def test_an_unclear_pick_leaves_the_text_as_written(text: str) -> None:
    """It should not drop lines when the pick names a step it cannot find."""
    assert requested_protocol_steps(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            CELL_ASSAY + "Request: steps 3-5; additions on the Fluent, read on the SpectraMax.",
            "transfer volume_ul=20 @tecan_fluent > incubate temperature_c=37 duration_s=7200 "
            "co2_percent=5 > read_fluorescence excitation_nm=560 emission_nm=590 "
            "@spectramax_i3x",
        ),
        (
            "Step 21 | Seal the plate (a4S, 170 °C, 2 s).\n"
            "Step 22 | Centrifuge 1 min at 1,000 × g.\n"
            "▲CRITICAL STEP Keep the plate level.\n"
            "Step 23 | Store at 4 °C in the plate fridge.\n"
            "Request: steps 21-22.",
            "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60",
        ),
        (
            "Bead clean-up, 1X\n"
            "1. Add 50 µL of beads to each 50 µL reaction; pipette to mix 10 times with 80 µL.\n"
            "2. Incubate 5 min at room temperature.\n"
            "3. Place on the magnet for 3 min.\n"
            "Request: pipetting and the magnet on the Biomek i5.",
            "transfer volume_ul=50 @biomek_i5 > mix volume_ul=80 cycles=10 @biomek_i5 > "
            "incubate duration_s=300 > magnetic_separation duration_s=180 @biomek_i5",
        ),
        (
            "11. Seal at 165 °C for 3 s (a4S).\n"
            "12. Store the plate at -80 °C in the cold store.\n"
            "Request: steps 11-12.",
            "halted",
        ),
        (CELL_ASSAY + "Request: step 4 on the Bravo please.", "ask"),
    ],
)
def test_a_picked_excerpt_is_planned_faithfully(text: str, expected: str) -> None:
    """It should plan exactly the picked steps, on their instruments, or stop."""
    ok, why = judge(plan(text), expected)
    assert ok, why


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (  # roman labels, the instruction first
            "Bead clean-up. Run steps ii to iv on the Biomek i7.\n"
            "i. Bring the beads to room temperature (bench).\n"
            "ii. Add 50 µL of beads to each well.\n"
            "iii. Mix 10 times with 80 µL.\n"
            "iv. Place on the magnet for 3 min.\n"
            "v. Discard the supernatant.",
            ["2", "3", "4"],
        ),
        (  # letters in brackets, a bare list
            "(a) Thaw the kit (bench).\n(b) Peel the plate.\n(c) Spin 1 min at 500 x g.\n"
            "(d) Export the data.\nAutomate (b)-(c).",
            ["b", "c"],
        ),
        (  # steps as words
            "Please automate steps two through three.\nStep one: Weigh the powder.\n"
            "Step two: Add 40 uL of buffer to every well.\nStep three: Shake 1 min at 800 rpm.",
            ["2", "3"],
        ),
        (  # a list without a cue word
            "1. Add 20 µL of reagent.\n2. Spin 1 min at 300 x g.\n3. Read A405.\n"
            "2-3 on the workcell please.",
            ["2", "3"],
        ),
        (  # a list across commas
            "1. Add 5 µL of enzyme.\n2. Add 10 µL of sample.\n3. Load plates by hand.\n"
            "4. Shake 2 min at 1,000 rpm.\nAutomate 1, 2 and 4.",
            ["1", "2", "4"],
        ),
    ],
)
def test_instructions_in_other_forms_pick_their_steps(text: str, kept: list[str]) -> None:
    """It should read roman, lettered and worded labels, and an instruction before or after."""
    out = requested_protocol_steps(text)
    assert [line.split(".", 1)[0] for line in out.strip().splitlines()] == kept


@pytest.mark.parametrize(
    "text",
    [
        # a change log that amends a picked step must be read, not cut away
        "1. Add 10 µL of MTT.\n2. Incubate 4 h at 37 °C.\n3. Read A570.\nRun steps 2-3.\n"
        "Change log: step 2 incubation shortened from 4 h to 3 h.",
        # the instruction changes a value the excerpt states
        "1. Add 50 µL of substrate.\n2. Shake 1 min at 300 rpm.\nSteps 1-2, but shake at 600 rpm.",
        # two instructions that pick differently
        "1. Add 50 µL.\n2. Spin 1 min at 500 x g.\n3. Read A450.\nRun steps 1-2.\nJust step 3.",
        # a label of another kind
        "i. Add 50 µL.\nii. Spin 1 min at 500 x g.\nRun steps 1-2.",
        # the steps named are the ones already done
        "steps 1-2 are done, do the rest:\n1. Add 20 µL.\n2. Shake 1 min.\n3. Spin 2 min at "
        "500 x g.",
        # a note that amends a step, and no instruction at all
        "1. Spin 5 min at 400 x g.\n2. Add 150 µL PBS.\nUpdate: step 1 is now 3 min. Everything "
        "else is unchanged.",
    ],
)
def test_an_instruction_that_cannot_be_cut_cleanly_leaves_the_text(text: str) -> None:
    """It should keep the whole text when cutting it would lose what the scientist said."""
    assert requested_protocol_steps(text) == text


def test_a_pick_by_description_asks() -> None:
    """'Only the read.' under two reads is no pick the planner may guess."""
    text = (
        "1. Add 75 µL of reagent; incubate 10 min at RT.\n2. Measure luminescence (0.5 s).\n"
        "3. Add 75 µL of stop reagent; incubate 10 min at RT.\n4. Measure luminescence (0.5 s).\n"
        "Only the read."
    )
    assert plan(text).status == "needs_clarification"
