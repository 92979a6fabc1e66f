"""Fuzzing ``verify`` against an independent oracle (tests/verify_oracle.py).

Hostile one-step workflows (NaN, Infinity, huge, negative, strings, booleans for numbers,
numbers for booleans, unknown and missing parameters, "sealed": "no") go through
``verify`` both as Python data and as JSON text. It must never raise, and never accept a
workflow the oracle refuses. ``benchmarks/perf/fuzz_verify.py`` runs the same generator
100,000 times and prints the figures.
"""

from __future__ import annotations

import json
import math
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bioproagent.registry import load_registry
from bioproagent.rules import verify
from tests.verify_oracle import OPERATIONS, acceptable, make_case, valid_value

REGISTRY = load_registry()


def _check(case: dict[str, Any]) -> None:
    report = verify(case, REGISTRY, track_volumes=False)
    json.dumps(report.to_dict(), allow_nan=False)  # every report is valid JSON
    if report.ok:
        assert acceptable(case), f"unsafe accept: {case}"
    text = json.dumps(case)  # NaN/Infinity become non-JSON literals: refused as input
    text_report = verify(text, REGISTRY, track_volumes=False)
    if text_report.ok:
        assert acceptable(json.loads(text)), f"unsafe accept from text: {text}"
    if "NaN" in text or "Infinity" in text:
        assert not text_report.ok


@settings(
    max_examples=2000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
@given(st.data())
def test_verify_never_accepts_what_the_oracle_refuses(data: st.DataObject) -> None:
    """It should never raise and never approve a step the registry JSON forbids."""
    case = make_case(lambda seq: data.draw(st.sampled_from(list(seq))))
    _check(case)


def test_the_generator_reaches_both_verdicts() -> None:
    """It should produce accepted and refused workflows (so the fuzz can fail)."""
    import random

    rng = random.Random(7)
    verdicts = {verify(make_case(rng.choice), REGISTRY, track_volumes=False).ok for _ in range(300)}
    assert verdicts == {True, False}


def test_the_oracle_refuses_every_hostile_number() -> None:
    """It should refuse NaN, Infinity and strings where the JSON says number."""
    inst_id, op_name = OPERATIONS[0]
    from tests.verify_oracle import INSTRUMENTS

    props = INSTRUMENTS[inst_id]["operations"][op_name]["params"]["properties"]
    numeric = [n for n, s in props.items() if s["type"] == "number"]
    from tests.verify_oracle import value_ok

    for name in numeric:
        assert value_ok(valid_value(props[name]), props[name])
        for bad in (math.nan, math.inf, -math.inf, "1", True):
            assert not value_ok(bad, props[name])
