"""OCR artefacts in scanned pages (bioproagent.intent.ocr): letters inside numbers, degree
signs, ligatures and words split at a line end, undone only where the reading is sure."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.ocr import deocr


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("seal at 17O °C for 2 s", "seal at 170 °C for 2 s"),
        ("integration O.5 s", "integration 0.5 s"),
        ("spin 2,OOO x g", "spin 2,000 x g"),
        ("add l5 µL", "add 15 µL"),
        ("read A4O5", "read A405"),
        ("OD6OO", "OD600"),
        ("heat to 65 'C, then 4 oC", "heat to 65 °C, then 4 °C"),
        ("super-\nnatant", "supernatant"),
        ("ﬁnal spin 5 rnin", "final spin 5 min"),
    ],
)
def test_ocr_letters_in_numbers_and_units_are_read(text: str, expected: str) -> None:
    assert deocr(text) == expected


@pytest.mark.parametrize(
    "text", ["5% CO2 and O2 at 1%", "OK, lot LOT-A1", "Oligo plate", "well A1 to H12", "Old plate"]
)
def test_words_and_chemistry_are_left_alone(text: str) -> None:
    assert deocr(text) == text


def test_a_scanned_seal_over_the_limit_halts_not_approves_the_default() -> None:
    """'21O °C' was no number, so the seal ran at the sealer's default: now it is 210 °C,
    above the sealer's limit, and the plan halts."""
    assert plan("a4S seal: 21O °C, 2 s (thick foil)").status == "halted"


@pytest.mark.parametrize(
    "text", ["seal at 1B0 °C for 2 s", "spin at 2S00 x g for 1 min", "shake at l2Z0 rpm for 1 min"]
)
def test_a_value_ocr_left_unreadable_asks(text: str) -> None:
    """A letter the OCR reader cannot settle inside a value ('1B0 °C') is no number: the
    plan asks about it instead of running the instrument's default."""
    result = plan(text)
    assert result.status == "needs_clarification"
    assert "could not read" in (result.halt_reason or "")
