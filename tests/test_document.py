"""SOP excerpts read for their steps (bioproagent.intent.document)."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.document import document_notes, procedure

_SOP = """8 PROCEDURE - Bacterial growth readout
Materials
- LB broth (Sigma L3022), 25 g/L
- Carbenicillin 100 µg/mL
Equipment
- Agilent VSpin
- Molecular Devices SpectraMax i3x
PROCEDURE
8.1 Spin the 96-well culture plate at 800 × g for 2 min.
8.2 Critical step: read the absorbance at 600 nm within 15 min.
NOTE: Discard plates with condensation on the lid.
Acceptance criteria: blank OD below 0.05."""


def test_the_procedure_keeps_only_its_steps() -> None:
    """It should drop headings, materials, notes and criteria, and keep the equipment list
    on one line."""
    assert procedure(_SOP).split("\n") == [
        "Equipment: Agilent VSpin; Molecular Devices SpectraMax i3x",
        "Spin the 96-well culture plate at 800 × g for 2 min.",
        "read the absorbance at 600 nm within 15 min.",
    ]
    notes = document_notes(_SOP)
    assert any("Carbenicillin" in n for n in notes)
    assert any("Discard plates" in n for n in notes)
    assert any("blank OD" in n for n in notes)


@pytest.mark.parametrize(
    "text",
    [
        "Spin the plate at 500 x g for 1 min.\nThen read at 450 nm.",
        "- step: spin\n  instrument: VSpin\n  rcf: 500\n- step: seal",
        "1. Add 50 µL buffer\n2. Shake 1 min at 800 rpm",
        "Hi team,\nplease seal the plate at 170 °C for 2 s.\nThanks!",
    ],
)
def test_other_text_is_left_alone(text: str) -> None:
    """It should change nothing that is no SOP document (plain lines, YAML, lists, emails)."""
    assert procedure(text) == text
    assert document_notes(text) == []


def test_an_sop_plans_its_steps_on_the_listed_equipment() -> None:
    """It should plan the procedure, on the instruments the equipment list names, and say
    what it left out."""
    result = plan(
        "Equipment\n- BioNex HiG4\nPROCEDURE\n"
        "4.1 Centrifuge the deep-well plate at 1,500 × g for 5 min.\n"
        "4.2 Store the plate at 4 °C in the Cytomat 2C425.\n"
        "Pause point: plates may be kept for 2-8 days at 2-8 °C."
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    steps = [(s.operation, s.device) for s in result.workflow.steps]
    assert steps == [("spin", "bionex_hig4"), ("store", "cytomat_2c425")]
    assert result.workflow.steps[0].params["rcf_g"] == 1500
    assert any("Pause point" in a for a in result.assumptions)


@pytest.mark.parametrize("header", ["Steps:", "Method", "PROTOCOL", "Workflow:", "Methods"])
def test_a_procedure_header_after_materials_ends_the_materials(header: str) -> None:
    """'Materials: ...' then 'Steps:': the steps are the procedure, never reference text."""
    text = (
        "Entry 3310 - seal test\nMaterials:\n  * foil seals (lot 88-12)\n"
        f"{header}\n  1. Seal at 175 °C for 2 s.\n  2. Spin 500 x g, 1 min.\n"
    )
    kept = procedure(text).split("\n")
    assert kept[-2:] == ["Seal at 175 °C for 2 s.", "Spin 500 x g, 1 min."]
    assert not any("175" in note for note in document_notes(text))


def test_a_numbered_instruction_with_values_is_kept_in_any_block() -> None:
    text = "Materials:\n  * PBS (Gibco 10010)\n  [ ] 1. Seal at 160°C / 2 sec.\nSafety: gloves."
    assert "[ ] 1. Seal at 160°C / 2 sec." in procedure(text).split("\n")
