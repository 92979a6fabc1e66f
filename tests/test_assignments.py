"""Action items from a meeting pasted as the request: the workcell's items are the run; the
people's items, the title, parked and FYI lines are not; a list without items for the
workcell, or without anyone else's, is left as it is."""

from __future__ import annotations

import pytest

from bioproagent.intent.assignments import assigned_to_workcell
from tests.builders import approved_as

NOTES = [
    (
        "Tues lab mtg 14/5 (RM 3.014)\n- JK: order more 384 PCR plates, ~GBP 210, by Fri\n"
        "- @Maria: ELISA write-up for the grant call, due 24th\n"
        "- robot: spin the assay plate 300 x g, 2 min on the VSpin\n- parked: new reader quote",
        ["spin"],
        [(0, "rcf_g", 300), (0, "duration_s", 120)],
    ),
    (
        "standup\nAna: BCA standards made, plate already on the deck\n"
        "WC: SpectraMax abs @ 562nm\nBen: check tip stock (3 boxes of 200s left)",
        ["read_absorbance"],
        [(0, "wavelength_nm", 562)],
    ),
    (
        "Lysis - notes\n* HM: order lysozyme (Sigma L6876), last vial\n"
        "* workcell: BioShake 800rpm at 37 deg for 30 min\n* HM + JP: compare with March data",
        ["shake"],
        [(0, "speed_rpm", 800), (0, "duration_s", 1800), (0, "temperature_c", 37)],
    ),
    (
        "1) i5 - 0.5 mL wash buffer into each well of the 24 DW plate (workcell)\n"
        "2) Pat - buffer recipe in eLN, p. 114\n3) Pat - out Weds-Fri",
        ["transfer"],
        [(0, "volume_ul", 500)],
    ),
]


@pytest.mark.parametrize(("notes", "ops", "values"), NOTES)
def test_the_workcells_items_are_the_run(
    notes: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(notes, ops, values)


@pytest.mark.parametrize(
    ("notes", "gone"),
    [
        ("- JK: order plates (GBP 210)\n- robot: spin 300 x g 2 min", "210"),
        ("stand-up 09:30\n- TB - lysis plate for the workcell: spin 1000 x g\n- MR to look", "09"),
    ],
)
def test_people_and_titles_are_left_out(notes: str, gone: str) -> None:
    assert gone not in assigned_to_workcell(notes)


@pytest.mark.parametrize(
    "text",
    [
        "Spin 300 x g 2 min on the VSpin, then read at 450 nm.",  # no items at all
        "- JK: order plates\n- Maria: write-up",  # nothing for the workcell
        "- robot: spin 300 x g 2 min\n- robot: read at 450 nm",  # nobody else's items
        # a forum thread: 'Reply:' and 'OP:' are posts, and 'run now' names no workcell
        "Reply: 40 cycles is plenty.\nOP: I'll keep the 3 min. So what I want to run now: "
        "95 °C 3 min, then 40 cycles of 95 °C 10 s and 60 °C 30 s on the CFX384.",
    ],
)
def test_lists_that_are_no_meeting_are_left_alone(text: str) -> None:
    assert assigned_to_workcell(text) == text


def test_a_decision_in_the_notes_changes_the_value_it_names() -> None:
    approved_as(
        "GFP screen sub-group\n- read on the SpectraMax, ex 485 / em 520 (KL's suggestion)\n"
        "- RD: too much bleed-through at 520 on the last two plates\n"
        "- decided: em 535 not 520, ex stays 485\n- automation does the read after the mtg\n"
        "- Dara: image the wells tomorrow",
        ["read_fluorescence"],
        [(0, "excitation_nm", 485), (0, "emission_nm", 535)],
    )


@pytest.mark.parametrize(
    ("notes", "kept"),
    [
        ("robot: spin 1000 x g 1 min\nPlate: deep-well\nJK: order tips", "Plate: deep-well"),
        ("robot: run it on the ODTC\nPCR: 95 °C 3 min, 30 cycles\nAna: gel tomorrow", "PCR:"),
    ],
)
def test_fields_and_lab_words_are_no_people(notes: str, kept: str) -> None:
    """'Plate:' and 'PCR:' name the plate and the program, not someone's item."""
    assert kept in assigned_to_workcell(notes)
