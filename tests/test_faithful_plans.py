"""Faithful plans: every intent of (tests/faithful_cases.py) through the offline planner.

Each must come back right: approved with the stated operations in the stated order and the
stated values (and on a named instrument), or halted when the request is physically
impossible, or asking when the planner cannot read a phrasing. No approved plan may carry a
K_i violation or a silently changed value.
"""

from __future__ import annotations

import pytest
from faithful_cases import ALL_CASES, judge, silent_value_change

from bioproagent import plan
from bioproagent.conformance import check_conformance
from bioproagent.registry.loader import Registry, load_registry


@pytest.fixture(scope="module")
def registry() -> Registry:
    return load_registry()


@pytest.mark.parametrize(
    ("text", "expected"), [(t, e) for _, t, e in ALL_CASES], ids=[i for i, *_ in ALL_CASES]
)
def test_intent_is_planned_faithfully(registry: Registry, text: str, expected: str) -> None:
    """It should approve what was asked, exactly, or stop and say why."""
    result = plan(text, registry=registry)
    ok, why = judge(result, expected)
    assert ok, why
    assert not silent_value_change(result, expected)
    if result.workflow is not None:
        assert check_conformance(text, result.workflow, registry, notes=result.assumptions) == []
    else:
        assert result.halt_reason


def test_the_corpus_is_large_and_varied() -> None:
    """It should hold at least 200 intents, with impossible and unreadable ones among them."""
    kinds = [e for _, _, e in ALL_CASES]
    assert len(ALL_CASES) >= 200
    assert kinds.count("halted") >= 8 and kinds.count("ask") >= 6
    assert len({i for i, _, _ in ALL_CASES}) == len(ALL_CASES)


def test_a_volume_above_the_tips_keeps_its_value_and_says_how_it_moves(
    registry: Registry,
) -> None:
    """It should approve 2.4 mL per tube as one step of the stated volume in three trips of
    800 uL with 1000 uL tips, inside every limit, and list the trips as an assumption."""
    result = plan(
        "Hamilton STAR: 2.4 mL of buffer into each 50 mL conical (12 of them)", registry=registry
    )
    assert result.status == "approved", result.halt_reason
    (step,) = [s for s in result.workflow.steps if s.operation == "transfer"]
    assert step.params["volume_ul"] == 2400
    assert step.params["trips"] == 3
    assert any("3 trips of 800 uL" in a for a in result.assumptions)
