"""Plate maps pasted above a request: the wells a phrase names by their contents."""

from __future__ import annotations

import pytest

from bioproagent.intent.plate_maps import mapped_wells

GRID = (
    "   1   2   3\n"
    "A  S1  S3  -\n"
    "B  S2  S4  -\n"
    "S1-4 = 10/5/2.5/1 ng/mL\n"
    "Add 20 µL stop solution to all filled wells."
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "A1-B2: pellets\nA3-B3: empty\nAdd 30 µL buffer to the pellet wells.",
            "Add 30 µL buffer to wells A1-B2.",
        ),
        (GRID, "Add 20 µL stop solution to wells A1-B2."),
        (
            "C1-C2 = cells; all outer wells = PBS only\nFluent: 5 µL into the cell wells",
            "Fluent: 5 µL into wells C1-C2",
        ),
    ],
    ids=["region-label-word", "grid-every-filled-well", "two-regions-on-one-line"],
)
def test_a_phrase_that_names_mapped_contents_becomes_their_wells(text: str, expected: str) -> None:
    assert mapped_wells(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # the request names no region: the text stays, and K_i checks the selections
        "A1-H6: plasma 1:4\nA7-H12: plasma 1:16\nSpin 1 min at 1000 x g.",
        # two regions hold 'samples': which ones is the scientist's to say
        "A1-H3: samples, donor 1\nA4-H6: samples, donor 2\nAdd 20 µL to the samples.",
        # a label that asks for a step is a step, not what the wells hold
        "A1-H6: add 40 µL buffer\nA7-H12: add 40 µL water",
        # no map at all
        "Add 40 µL buffer to the sample wells.",
    ],
    ids=["no-region-named", "ambiguous-label", "step-in-the-label", "no-map"],
)
def test_text_stays_when_the_map_does_not_settle_the_wells(text: str) -> None:
    assert mapped_wells(text) == text
