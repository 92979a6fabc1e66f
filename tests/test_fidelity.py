"""The benchmark's fidelity metric: K_i against the intent, and against gold code."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bioproagent import plan
from bioproagent.bench.metrics.fidelity import gold_fidelity, intent_fidelity
from bioproagent.registry.loader import Registry, load_registry

INTENT = "Spin the 96-well plate at 500 x g for 2 min, then read absorbance at 450 nm."


@pytest.fixture(scope="module")
def registry() -> Registry:
    return load_registry()


@pytest.fixture(scope="module")
def approved(registry: Registry) -> dict[str, Any]:
    result = plan(INTENT, registry=registry)
    assert result.workflow is not None
    return result.workflow.model_dump(mode="json")


def _mutate(doc: dict[str, Any], kind: str) -> dict[str, Any]:
    m = copy.deepcopy(doc)
    spin = next(i for i, s in enumerate(m["steps"]) if s["operation"] == "spin")
    read = next(i for i, s in enumerate(m["steps"]) if s["operation"] == "read_absorbance")
    if kind == "value":
        m["steps"][spin]["params"]["rcf_g"] = 1000
    elif kind == "drop":
        del m["steps"][read]
    elif kind == "swap":
        m["steps"][spin], m["steps"][read] = m["steps"][read], m["steps"][spin]
    elif kind == "device":
        m["steps"][spin]["device"] = "eppendorf_5810r"
    return m


def test_faithful_plan_scores_one(registry: Registry, approved: dict[str, Any]) -> None:
    """It should give an approved, faithful plan full fidelity both ways."""
    assert intent_fidelity(INTENT, approved, registry) == 1.0
    assert gold_fidelity(approved, approved, registry) == 1.0


@pytest.mark.parametrize("kind", ["value", "drop", "swap", "device"])
def test_gold_fidelity_drops_for_each_kind_of_change(
    registry: Registry, approved: dict[str, Any], kind: str
) -> None:
    """It should score a changed value, a dropped or swapped step, or another instrument
    below a faithful copy of the gold."""
    score = gold_fidelity(_mutate(approved, kind), approved, registry)
    assert score is not None and 0.0 <= score < 1.0


@pytest.mark.parametrize("kind", ["value", "drop", "swap"])
def test_intent_fidelity_drops_when_the_intent_is_not_honoured(
    registry: Registry, approved: dict[str, Any], kind: str
) -> None:
    """It should score code that breaks the intent below 1."""
    score = intent_fidelity(INTENT, _mutate(approved, kind), registry)
    assert score is not None and score < 1.0


def test_nothing_to_check_and_unparseable(registry: Registry) -> None:
    """It should say None when the intent states nothing, and 0 for code that is not code."""
    assert intent_fidelity("hello there", {"steps": []}, registry) is None
    assert intent_fidelity(INTENT, "not json", registry) == 0.0
    assert gold_fidelity("not json", {"steps": []}, registry) is None
