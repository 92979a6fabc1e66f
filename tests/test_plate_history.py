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
