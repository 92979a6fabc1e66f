"""What the intent says was already done to the plate is not done again."""

from __future__ import annotations

import pytest

from bioproagent import plan


@pytest.mark.parametrize(
    "text",
    [
        "qPCR on the CFX384: 95 °C 2 min, then 40 cycles of 95 °C 5 s / 60 °C 30 s. The plate "
        "is already sealed.",
        "The PCR plate arrives sealed. ODTC: 30 cycles of 95 °C 15 s, 60 °C 30 s, 72 °C 30 s.",
    ],
)
def test_an_already_sealed_plate_is_not_sealed_again(text: str) -> None:
    """It should cycle the plate without adding a seal the scientist said is on."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert "seal" not in [s.operation for s in result.workflow.steps]


def test_an_unsealed_plate_is_sealed_before_cycling() -> None:
    """It should still add (and list) a seal when nothing says the plate is sealed."""
    result = plan("ODTC: 30 cycles of 95 °C 15 s, 60 °C 30 s, 72 °C 30 s.")
    assert result.workflow is not None
    assert [s.operation for s in result.workflow.steps][:2] == ["seal", "run_pcr"]
    assert any("Sealed" in a for a in result.assumptions)


def test_a_supernatant_comes_from_the_labware_spun_before() -> None:
    """It should take 'supernatant 300 uL' from the block the step before spun, never from a
    reagent reservoir the intent does not name."""
    result = plan(
        "spin the deep-well block 10 min at 2000 x g; supernatant 300 uL → fresh deep-well "
        "plate on the STAR"
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    spin, transfer = result.workflow.steps
    spun = {ref.labware for refs in spin.labware.values() for ref in refs}
    assert transfer.labware["source"][0].labware in spun
    assert transfer.params["volume_ul"] == 300 and transfer.device == "hamilton_star"


@pytest.mark.parametrize(
    "text",
    [
        "CellTiter-Glo is in (added at 3:50, the equilibration is 10 min), please read "
        "luminescence 0.5 s.",
        "I started the KingFisher run at 5:50 (~25 min); when it is done, seal the "
        "elution plate at 170 °C for 2 s.",
    ],
)
def test_work_already_done_with_its_times_asks_for_nothing(text: str) -> None:
    """It should leave out what the writer already did, with its times, and plan the rest."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert "run_program" not in [s.operation for s in result.workflow.steps]


def test_a_sealed_plate_spun_at_a_force_is_no_history() -> None:
    """It should still seal and spin 'the PCR plate sealed (...) and then spun down at ...'."""
    result = plan(
        "We need the PCR plate sealed (165 °C, 3 s) and then spun down at 500 x g for 30 s."
    )
    assert result.workflow is not None
    assert [s.operation for s in result.workflow.steps] == ["seal", "spin"]


def test_a_stated_seal_does_not_make_the_plate_arrive_sealed() -> None:
    """It should not peel a plate before the addition when 'sealed' only names the seal step
    itself ('The plate was sealed ... after 10 µL ... had been added')."""
    result = plan(
        "The plate was sealed at 165 °C for 3 s with the a4S after 10 µL of primer mix had "
        "been added to columns 1-3 by the OT-2."
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert [s.operation for s in result.workflow.steps] == ["transfer", "seal"]
