"""The review mark-up reader: a pasted document's tracked changes, as its reviewers left them."""

from __future__ import annotations

import pytest

from bioproagent.intent.tracked_changes import DELETED_VALUE, reviewed


@pytest.mark.parametrize(
    ("marked", "clean"),
    [
        ("spin at ~~500 x g~~ [inserted: 800 x g] for 1 min", "spin at 800 x g for 1 min"),
        ("seal for {--2 s--}{++3 s++}", "seal for 3 s"),
        ("read at <del>405</del><ins>450</ins> nm", "read at 450 nm"),
        ("shake at {~~600~>900~~} rpm", "shake at 900 rpm"),
        ("add 1[deleted: 0][inserted: 5] µL", "add 15 µL"),
        ("at 37 °C (was 30 °C) for 1 h (previously 2 h)", "at 37 °C for 1 h"),
        (  # a rejection right after the edit takes it back
            "hold [deleted: 4 °C][inserted: 10 °C] (change rejected by QA) overnight",
            "hold 4 °C overnight",
        ),
        (
            "~~Peel the plate.~~ [Deletion rejected - needed] Read A600.",
            "Peel the plate. Read A600.",
        ),
        (  # a banner rejects every edit of the section
            "[Changes in this section: ALL REJECTED] seal at [deleted: 170][inserted: 180] °C",
            "seal at 170 °C",
        ),
        (  # one edit, and a reply that reverts it
            "spin [deleted: 3 min][inserted: 5 min].\n[Reply KM: ok, reverting to 3]",
            "spin 3 min.\n[Review KM: ok, reverting to 3]",
        ),
        (  # two insertions for one deletion: undecided, both stay so the plan asks
            "add [deleted: 5 µL][inserted: 8 µL][inserted: 10 µL] buffer",
            "add 8 µL or 10 µL buffer",
        ),
        ("incubate for [deleted: 2 h].", f"incubate for {DELETED_VALUE}."),
        ("spin 1 min [Formatted: Italic] at 500 x g", "spin 1 min at 500 x g"),
        ("store it <<RB: use 4 C not RT>>", "store it [Review RB: use 4 C]"),
        ("Spin at 1,000 x g for 2 min.", "Spin at 1,000 x g for 2 min."),  # no mark-up
    ],
)
def test_reviewed_text(marked: str, clean: str) -> None:
    assert reviewed(marked) == clean


def test_reviewed_is_idempotent() -> None:
    once = reviewed("seal at ~~165~~ ++170++ °C [Comment AB: 170 agreed]")
    assert reviewed(once) == once
