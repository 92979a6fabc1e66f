"""Readings for texts that change or name their steps indirectly: a reply on top of a quoted
proposal that swaps values ('25 µL rather than 30', '40 cycles instead of 35', 'the buffer
goes in at 80 µL', 'Keep the ...'), a kit insert's range with this run's pick stated later
('For this run: 172 °C'), a store named alone at the end ('..., then hotel'), a clean-up
named on a liquid handler as the title of its additions, and a step named once without its
settings beside the same step with them ('Quick spin' above 'spin at 700 x g ...')."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.clauses import read_clauses
from bioproagent.intent.range_picks import picked_ranges
from bioproagent.intent.threads import chronological
from tests.builders import approved, approved_as, operations

REPLY = """{reply}

On Wed, 4 Jun 2025 at 08:12, Core Robotics <robots@example.org> wrote:
> Proposed run:
> 1. STAR adds 30 uL assay buffer per well
> 2. BioShake 800 rpm, 3 min
> 3. read absorbance at 405 nm
> OK?
"""

# (the newest message, the values the plan must run: (step, param, value))
REPLIES = [
    (
        "Fine by me, but 25 uL of assay buffer rather than 30. Keep the 3 min shake.",
        [(0, "volume_ul", 25), (1, "speed_rpm", 800), (1, "duration_s", 180)],
    ),
    (
        "Go ahead with 1000 rpm instead of 800 rpm - the beads settle otherwise.",
        [(0, "volume_ul", 30), (1, "speed_rpm", 1000), (2, "wavelength_nm", 405)],
    ),
    (
        "ok. one change: the buffer goes in at 45 uL. everything else as below.",
        [(0, "volume_ul", 45), (1, "duration_s", 180)],
    ),
    (
        "Please make it 1200 rpm for the shake, thanks!",
        [(1, "speed_rpm", 1200), (1, "duration_s", 180)],
    ),
]


@pytest.mark.parametrize(("reply", "values"), REPLIES)
def test_a_reply_changes_the_proposal_it_quotes(
    reply: str, values: list[tuple[int, str, float]]
) -> None:
    approved_as(REPLY.format(reply=reply), ["transfer", "shake", "read_absorbance"], values)


def test_a_swapped_value_said_again_in_the_reason_is_no_value() -> None:
    text = chronological(
        REPLY.format(reply="Approved, but 600 rpm instead of 800 - it foamed at 800 last time.")
    )
    assert "600 rpm" in text and "800" not in text


def test_a_swap_the_proposal_does_not_state_once_is_left_to_ask() -> None:
    reply = "Use 20 uL instead of 10 uL."  # no 10 uL in the proposal: nothing is changed
    result = plan(REPLY.format(reply=reply))
    assert result.status != "approved"


INSERTS = [
    (
        "Seal the PCR plate. The film's insert allows 160-180 °C for 1-3 s. For this run: "
        "172 °C, 2 s, on the a4S.",
        ["seal"],
        [(0, "temperature_c", 172), (0, "duration_s", 2)],
    ),
    (
        "Spin the plate down (kit says 500-1,000 x g for 1-2 min; we use 800 x g and 1 min) "
        "in the VSpin.",
        ["spin"],
        [(0, "rcf_g", 800), (0, "duration_s", 60)],
    ),
]


@pytest.mark.parametrize(("intent", "ops", "values"), INSERTS)
def test_an_inserts_range_takes_the_value_picked_for_this_run(
    intent: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(intent, ops, values)


def test_a_range_two_picks_fit_is_left_to_ask() -> None:
    text = "Incubate 10-30 min (insert). Our settings: 15 min or 20 min, whichever is free."
    assert "10-30 min" in picked_ranges(text)


STORES = [
    ("seal at 170 °C 2 s -> spin 1000 x g 1 min -> hotel", ["seal", "spin", "store"]),
    ("Read OD600, then the hotel.", ["read_absorbance", "store"]),
    ("Take the plate out of the Cytomat and stack it in the hotel.", ["retrieve", "store"]),
]


@pytest.mark.parametrize(("intent", "ops"), STORES)
def test_a_store_named_alone_at_the_end_is_a_store(intent: str, ops: list[str]) -> None:
    result = plan(intent)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert operations(result.workflow) == ops
    assert result.workflow.steps[-1].device == "cytomat_24"


def test_a_clean_up_named_on_a_liquid_handler_titles_its_additions() -> None:
    wf = approved_as(
        "SPRI clean-up on the Hamilton STAR; the amplicons (40 uL) sit in columns 1-2 of the "
        "PCR plate: add 72 uL beads, mix 8x at 90 uL, leave 5 min at RT.",
        ["transfer", "mix", "incubate"],
        [(0, "volume_ul", 72), (1, "cycles", 8), (2, "duration_s", 300)],
    )
    assert {s.device for s in wf.steps[:2]} == {"hamilton_star"}
    target = wf.steps[0].labware["target"][0]
    assert target.wells is not None and len(target.wells) == 16  # columns 1-2


@pytest.mark.parametrize(
    "intent",
    [
        "Quick spin\nSpin the assay plate in the VSpin at 700 x g for 90 s.",
        "* Shake\n  BioShake, 1,100 rpm, 4 min",
        "Put it in the Cytomat 2C450 please. Incubate 37 °C for 2 h in the Cytomat 2C450.",
    ],
)
def test_a_step_named_without_settings_beside_itself_is_one_step(intent: str) -> None:
    clauses = [c for c in read_clauses(intent).clauses if c.operation]
    assert len(clauses) == 1 and clauses[0].values


def test_a_step_said_again_without_settings_stays_two() -> None:
    clauses = read_clauses("Spin at 500 x g for 1 min. Spin again.").clauses
    assert [c.operation for c in clauses] == ["spin", "spin"]


INSTEAD = [
    # (intent, operations, values): the step said with 'instead' replaces the one before it
    (
        "Spin the deep-well plate on the VSpin, 2 min at 1000 x g. Actually, use the HiG4 "
        "instead and go to 3000 x g.",
        ["spin"],
        [(0, "rcf_g", 3000), (0, "duration_s", 120)],
    ),
    (
        "BioShake 800 rpm 3 min, then read luminescence 1 s. Use 1200 rpm for the shake instead.",
        ["shake", "read_luminescence"],
        [(0, "speed_rpm", 1200), (0, "duration_s", 180)],
    ),
    (  # nothing stated before it to replace: the step as said
        "Last prep eluted in 150 µL and was too dilute. Dispense 80 µL of elution buffer per "
        "well instead, on the Opentrons Flex.",
        ["transfer"],
        [(0, "volume_ul", 80)],
    ),
]


@pytest.mark.parametrize(("intent", "ops", "values"), INSTEAD)
def test_a_step_said_with_instead_replaces_the_one_before(
    intent: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    wf = approved_as(intent, ops, values)
    if "HiG4" in intent:
        assert wf.steps[0].device == "bionex_hig4"


def test_instead_of_another_kind_of_step_asks() -> None:
    result = plan("Read absorbance at 600 nm. Actually do fluorescence instead.")
    assert result.status == "needs_clarification"


def test_a_bead_clean_up_written_as_steps_runs_them_as_written() -> None:
    """'to the 40 µL PCR' is what the wells hold (no second addition), 'put it on the
    magnet' pulls the beads down, the supernatant taken off is all the wells hold above the
    dead volume, and 'elute in 15 µL' adds the elution buffer. No default of an absent PCR
    is reported as used."""
    wf, assumptions = approved(
        "Bead clean-up on the Biomek i5: add 36 µL beads to the 40 µL PCR, mix 10 times, wait "
        "5 min, put it on the magnet for 3 min, discard the supernatant, then elute in 15 µL "
        "of water."
    )
    assert operations(wf) == [
        "transfer",
        "mix",
        "incubate",
        "magnetic_separation",
        "transfer",
        "transfer",
    ]
    assert wf.steps[0].params["volume_ul"] == 36
    assert wf.steps[3].params["duration_s"] == 180
    removal = wf.steps[4]
    assert removal.labware["target"][0].labware == "waste"
    assert removal.params["volume_ul"] == 76 - 10  # 36 + 40 held, less the dead volume
    assert wf.steps[5].params["volume_ul"] == 15
    assert not any("PCR cycles" in a or "annealing" in a for a in assumptions)


@pytest.mark.parametrize(
    ("intent", "ops", "values"),
    [
        (  # what went wrong last time is no step: only this run's seal
            "The film creased at 185 °C / 3 s last time. Before the plate goes to the hotel, "
            "seal it at 172 °C for 2 s.",
            ["seal", "store"],
            [(0, "temperature_c", 172), (0, "duration_s", 2)],
        ),
        (
            "Seal curled at the edges on Friday's run (we had 160 °C, 1 s). Re-seal the plate "
            "on the a4S at 178 °C for 2.5 s this time.",
            ["seal"],
            [(0, "temperature_c", 178), (0, "duration_s", 2.5)],
        ),
        (  # a heading and the step under it are one seal
            "Sealing\nHeat-seal the PCR plate at 168 °C for 2 seconds on the a4S.",
            ["seal"],
            [(0, "temperature_c", 168)],
        ),
    ],
)
def test_a_seal_reported_or_headed_is_not_a_second_seal(
    intent: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(intent, ops, values)


@pytest.mark.parametrize(
    "intent",
    [
        # not decided yet
        "Incubator: Cytomat, 37 °C\nDuration: 2 h\nComments: could be 5 h instead - Omar to "
        "confirm",
        # a signed, dated comment suggesting it, not the request
        "Read absorbance on the SpectraMax at 490 nm.\nLea (3 Apr): with the new lot, read at "
        "450 nm instead.",
        # the same as another step: a relation the reader does not apply
        "Add 60 µL of buffer, then mix 4x with 30 µL. Make the mix volume the same as the "
        "addition instead.",
    ],
)
def test_an_undecided_or_relative_instead_is_never_applied(intent: str) -> None:
    assert plan(intent).status == "needs_clarification"


@pytest.mark.parametrize(
    ("intent", "device"),
    [
        (
            "Run this on the Hamilton STAR please.\n1. add 20 µL assay buffer to every well of "
            "the 96-well plate\n2. then 5 µL enzyme to every well",
            "hamilton_star",
        ),
        ("Run both steps on the workcell: Fluent adds 12 uL dye, then 8 uL stop.", "tecan_fluent"),
        ("pls run now on the OT-2 -> 30 uL water into column 1", "opentrons_ot2"),
    ],
)
def test_a_run_this_line_hands_over_and_asks_for_no_step(intent: str, device: str) -> None:
    wf, _ = approved(intent)
    assert {s.operation for s in wf.steps} == {"transfer"}
    assert {s.device for s in wf.steps} == {device}


def test_run_it_again_is_no_hand_over() -> None:
    from bioproagent.intent.clause_layout import BARE_RUN

    assert BARE_RUN.match("run it again on the second set") is None
    assert BARE_RUN.match("run day 2 now") is None


def test_a_change_of_a_value_two_steps_state_asks() -> None:
    """'30 uL instead of 20 uL' where the buffer and the enzyme are both 20 uL: which one?"""
    result = plan(
        "Make it 30 uL instead of 20 uL.\n\nOn Tue, 3 Nov 2026 at 10:00, Core <c@x.org> wrote:\n"
        "> 1. STAR adds 20 uL buffer to columns 1-6\n> 2. STAR adds 20 uL enzyme to columns 1-6\n"
        "> 3. read fluorescence 485/520"
    )
    assert result.status == "needs_clarification"


@pytest.mark.parametrize(
    ("text", "program"),
    [
        ("KingFisher program 'MagMAX_96' then elute in 50 µL", "MagMAX_96"),
        ("KingFisher program MagMAX_96", "MagMAX_96"),
        ("run the MagMAX program on the KingFisher", "MagMAX"),
    ],
)
def test_the_instrument_is_no_program_name(text: str, program: str) -> None:
    from bioproagent.intent import lexicon as lx

    assert lx.program_name(text) == program


def test_a_step_said_to_come_next_is_a_step_of_its_own() -> None:
    clauses = read_clauses("Spin the plate at 1000 x g for 1 min. Then spin it.").clauses
    assert [c.operation for c in clauses] == ["spin", "spin"]


def test_two_choice_sentences_that_pick_differently_ask() -> None:
    result = plan("Kit: incubate 15-30 min at RT. For this run: 20 min. Our settings: 25 min.")
    assert result.status == "needs_clarification"
