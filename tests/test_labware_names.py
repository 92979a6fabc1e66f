"""Labware defined once with its format and later named by its barcode or label alone
(bioproagent.intent.labware_names)."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.labware_names import named_labware


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Manifest: PLT-00610 (96-well flat), 96 strains\n1. add 40 uL to PLT-00610.",
            "1. add 40 uL to PLT-00610 (96-well flat).",
        ),
        (
            "plate B = 384 PCR, plate A = 96 PCR\nmove 5 uL from plate A to plate B",
            "move 5 uL from plate A (96 PCR) to plate B (384 PCR)",
        ),
        (
            "Sample manifest: BC_2231 (384-well flat, clear)\n"
            "1. Fluent: add 20 µL R1 to every well.",
            "1. Fluent: add 20 µL R1 to every well of BC_2231 (384-well flat).",
        ),
    ],
)
def test_the_format_follows_the_name(text: str, expected: str) -> None:
    assert named_labware(text).split("\n")[-1] == expected


@pytest.mark.parametrize(
    "text",
    [
        "Add 40 uL to PLT-00610.",  # never defined
        "Spin plate 2 at 500 x g (1 min).",  # a parenthesis without a format
        "Two plates: PLT-1 (96-well flat), PLT-2 (384-well flat)\nadd 20 uL to every well.",
    ],
)
def test_text_without_a_usable_definition_keeps_its_steps(text: str) -> None:
    assert named_labware(text).split("\n")[-1] == text.split("\n")[-1]


def test_a_volume_over_the_defined_plate_halts() -> None:
    result = plan(
        "Entry ID: YST-0610\nSample manifest: PLT-00610 (96-well flat), 96 strains\n"
        "Procedure\n  1. OT-2: dispense 400 µL medium into every well of PLT-00610."
    )
    assert result.status == "halted"
