"""Replies to review comments, read as the revised method they ask the workcell to run."""

from __future__ import annotations

import pytest

from bioproagent.intent.method_revisions import revised_method_run


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Original: “The plate was spun at 500 x g for 2 min and read at 450 nm.” Response: "
            "we now spin at 900 x g for 2 min; the read is unchanged. Please run it.",
            "The plate was spun at 900 x g for 2 min and read at 450 nm.",
        ),
        (
            "Original: “Beads (40 µL beads) were added with the STAR.” Reply: agreed, we now "
            "use 30 µL beads. Please run the revised method.",
            "Beads (30 µL beads) were added with the STAR.",
        ),
        (
            "Original: “Lysates were spun at 1,500 x g for 10 min.” Response: we now spin at "
            "2,500 x g on the HiG4.",
            "Lysates were spun at 2,500 x g on the HiG4 for 10 min.",
        ),
        (
            "Reviewer 1 suggested 600 nm. Original: “Absorbance was read at 562 nm.” Response: "
            "we respectfully disagree and kept 562 nm. Please run the method.",
            "Absorbance was read at 562 nm.",
        ),
        (
            "Original: “The Fluent added 30 µL reagent.” Response: the Fluent now also mixes "
            "4 times with 30 µL after the addition.",
            "The Fluent added 30 µL reagent. The Fluent also mixes 4 times with 30 µL after "
            "the addition.",
        ),
        (
            "Original: “The shake was 1000 rpm for 5 min on the BioShake.” Response: the shake "
            "is now 1200 rpm for 10 min at 37 °C.",
            "The shake was 1200 rpm for 10 min at 37 °C on the BioShake.",
        ),
        (
            "Original: “The plate was centrifuged at 3000 rpm for 5 min.” Response: we now "
            "spin at 2,000 x g for 5 min.",
            "The plate was centrifuged at 2,000 x g for 5 min.",
        ),
        (
            "Original: “Plates were stored at 4 °C in the 2C425.” Response: plates are now "
            "stored at -20 °C. Please store them.",
            "Plates were stored at -20 °C in the 2C425.",
        ),
    ],
    ids=[
        "value-changed",
        "value-by-its-noun",
        "instrument-named",
        "declined",
        "step-added-where-the-reply-says",
        "setting-added-to-its-step",
        "rpm-replaced-by-x-g",
        "negative",
    ],
)
def test_the_quoted_method_runs_with_the_new_values(text: str, expected: str) -> None:
    assert revised_method_run(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a step added, a step's new value for a step the original lacks, a setting number
        "Original: “Cells were shaken 5 min at 800 rpm.” Response: we added a luminescence "
        "read after the shake.",
        "Original: “The Fluent added 30 µL reagent.” Response: the Fluent now mixes 4 times "
        "with 30 µL.",
        "Original: “Plates were shaken 2 min at 1,000 rpm.” Response: now shaken on speed "
        "setting 4 for 2 min.",
        # no original quoted
        "Reviewer 2 asked for a longer spin; we now spin 5 min at 1,000 x g.",
    ],
    ids=["step-added", "new-step-value", "setting-number", "no-original"],
)
def test_a_reply_the_reader_cannot_apply_leaves_the_text(text: str) -> None:
    assert revised_method_run(text) == text
