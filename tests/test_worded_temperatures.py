"""A temperature given as a place ('on ice', 'in the fridge') is no number the workcell can
hold: the plan asks for one rather than incubating at the room-temperature default."""

from __future__ import annotations

import pytest

from bioproagent import plan


@pytest.mark.parametrize(
    "intent",
    [
        "Chill the 96-well plate on ice 5 min, spin 1000 x g 1 min",
        "To do:\n[ ] thaw samples on ice (20 min)\n[ ] add 20 uL of each sample to the "
        "96-well plate on the OT-2\n[ ] seal it",
        "incubate the 384 well plate in the fridge for 30 mins then read abs at 600nm",
        "Leave the 96-well plate on wet ice for 10 minutes; afterwards spin it at 500 x g "
        "for 2 min.",
        "Read the plate (96-well) at 405 nm after chilling it for 15 min.",
    ],
)
def test_a_temperature_named_by_a_place_asks(intent: str) -> None:
    result = plan(intent)
    assert result.status == "needs_clarification", result.summary()
    reason = (result.halt_reason or "").lower()
    assert any(place in reason for place in ("ice", "fridge", "chill")), reason


@pytest.mark.parametrize(
    ("intent", "temperature_c"),
    [
        (
            "Incubate the 96-well plate at 4 °C on the cold block for 10 min, then read it at "
            "450 nm.",
            4,
        ),
        ("Thaw the 96-well plate at RT for 30 min then spin it 1000 x g 1 min", 22),
        ("Incubate the 96 well plate 37C 1 h, then read absorbance at 450 nm.", 37),
    ],
)
def test_a_stated_temperature_beside_a_place_runs(intent: str, temperature_c: float) -> None:
    result = plan(intent)
    assert result.status == "approved", result.summary()
    assert result.workflow is not None
    incubations = [s for s in result.workflow.steps if s.operation == "incubate"]
    assert [s.params["temperature_c"] for s in incubations] == [temperature_c]
