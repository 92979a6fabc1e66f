"""A change of mind about a whole step is applied: the step it names is left out or replaced,
and the plan lists it; a change whose step cannot be found still asks."""

from __future__ import annotations

import pytest

from bioproagent import plan


@pytest.mark.parametrize(
    ("text", "ops"),
    [
        (
            "Heat-seal at 180 °C for 1.5 s, then spin at 1,000 g for a minute. Actually never "
            "mind the seal, the plate's already foiled. Just the spin.",
            ["spin"],
        ),
        (
            "Seal the plate, then spin 2 min at 1500 xg and read OD600. Skip the seal this time, "
            "it goes straight onto the reader.",
            ["spin", "read_absorbance"],
        ),
        (
            "Read absorbance at 562 nm right after a 10 min shake at 600 rpm. Instead of the "
            "absorbance read, do luminescence with 2 s integration.",
            ["shake", "read_luminescence"],
        ),
        (
            "Take the plate out of the Cytomat 24, peel it, read A260, reseal at 170 °C for 2 s "
            "and put it back in the hotel. Skip the reseal, and don't put it back either.",
            ["retrieve", "peel", "read_absorbance"],
        ),
    ],
)
def test_a_step_taken_back_is_left_out(text: str, ops: list[str]) -> None:
    """It should plan exactly the steps left after the change, and list the change."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert [s.operation for s in result.workflow.steps] == ops
    assert any("left out or replaced" in a for a in result.assumptions)


@pytest.mark.parametrize(
    "text",
    [
        "Spin 1 min at 500 x g, then read at 450 nm. Skip step 4 this time.",
        "Add 20 µL of buffer, then read at 450 nm. Never mind the seal.",
    ],
)
def test_a_change_whose_step_is_not_found_asks(text: str) -> None:
    """It should ask when the change names no step it can find, not drop another."""
    result = plan(text)
    assert result.status != "approved"
