"""Protocol pages with annotation lines (bioproagent.intent.annotated)."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.annotated import annotated_steps, annotation_notes

_PAGE = """Resazurin viability read V.2
Staining
3. Add resazurin to every well.
Amount 20 µL
Equipment: Opentrons OT-2
4. Incubate the plate.
🌡 37 °C
⏱ 02:00:00
Note
Protect the plate from light.
5. Read fluorescence.
Excitation 560 nm
Emission 590 nm
Equipment
SpectraMax i3x
NAME
Multi-Mode Microplate Reader
TYPE
Expected result
Viable wells turn pink within 1 h."""


def test_annotations_are_folded_into_their_steps() -> None:
    """It should carry each step's annotations on its line, in seconds and units."""
    assert annotated_steps(_PAGE).split("\n") == [
        "3. Add resazurin to every well 20 µL on the Opentrons OT-2",
        "4. Incubate the plate at 37 °C for 7200 s",
        "5. Read fluorescence excitation 560 nm emission 590 nm on the SpectraMax i3x",
    ]
    notes = " ".join(annotation_notes(_PAGE))
    assert "Protect the plate" in notes and "turn pink" in notes and "V.2" in notes


@pytest.mark.parametrize(
    "text",
    [
        "1. Spin 1 min at 500 x g\n2. Read at 450 nm",
        "Spin the plate at 500 x g for 1 min.",
        "- step: seal\n  temp_C: 170",
    ],
)
def test_other_text_is_left_alone(text: str) -> None:
    """It should change nothing without annotation lines."""
    assert annotated_steps(text) == text
    assert annotation_notes(text) == []


def test_a_protocol_page_plans_as_annotated() -> None:
    """It should plan the page's steps with the annotated values and instruments."""
    result = plan(_PAGE)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    steps = [(s.operation, s.device) for s in result.workflow.steps]
    assert ("transfer", "opentrons_ot2") in steps
    incubate = next(s for s in result.workflow.steps if s.operation == "incubate")
    assert incubate.params["duration_s"] == 7200 and incubate.params["temperature_c"] == 37
    read = result.workflow.steps[-1]
    assert read.operation == "read_fluorescence" and read.device == "spectramax_i3x"
    assert read.params["excitation_nm"] == 560 and read.params["emission_nm"] == 590
