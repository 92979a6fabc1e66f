"""Property tests for the rule engine, driven by the real registry.

(a) a value inside an operation's published [min, max] is never out of range;
(b) a value pushed past a published limit is always reported, at that parameter's path,
    with a repair that clears it where the limit is inclusive;
(c) ``verify`` never raises and never fails internally, whatever JSON it is given.
"""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bioproagent import load_registry, verify
from bioproagent.rules import apply_patch

REGISTRY = load_registry()
NUMERIC = ("number", "integer")
INSTRUMENT_IDS = sorted(REGISTRY.instruments)
LABWARE_TYPES = sorted(REGISTRY.labware)
OPERATIONS = sorted({op for i in REGISTRY.instruments.values() for op in i.operations})
PARAM_NAMES = sorted(
    {
        name
        for i in REGISTRY.instruments.values()
        for op in i.operations.values()
        for name in op.param_specs
    }
)

PARAMS = [
    (instrument.id, operation.name, name, spec)
    for instrument in REGISTRY.instruments.values()
    for operation in instrument.operations.values()
    for name, spec in operation.param_specs.items()
    if spec["type"] in NUMERIC
]


def _low(spec: dict[str, Any]) -> tuple[float | None, bool]:
    """(lower bound, exclusive?)"""
    if "exclusiveMinimum" in spec:
        return spec["exclusiveMinimum"], True
    return spec.get("minimum"), False


def _high(spec: dict[str, Any]) -> tuple[float | None, bool]:
    """(upper bound, exclusive?)"""
    if "exclusiveMaximum" in spec:
        return spec["exclusiveMaximum"], True
    return spec.get("maximum"), False


BOUNDED = [p for p in PARAMS if _low(p[3])[0] is not None and _high(p[3])[0] is not None]
LIMITS = [
    (*p, side)
    for p in PARAMS
    for side, (bound, _) in (("max", _high(p[3])), ("min", _low(p[3])))
    if bound is not None
]


def _id(item: tuple[Any, ...]) -> str:
    return ".".join(str(part) for part in item if not isinstance(part, dict))


def test_parameter_tables_are_not_empty() -> None:
    """It should find bounded numeric parameters, so the properties below really run."""
    assert len(BOUNDED) >= 20
    assert len(LIMITS) >= len(BOUNDED)


def _one_param_step(device: str, operation: str, name: str, value: Any) -> dict[str, Any]:
    return {
        "steps": [{"id": "s", "device": device, "operation": operation, "params": {name: value}}]
    }


def _inside(spec: dict[str, Any]) -> st.SearchStrategy[float | int]:
    (low, low_x), (high, high_x) = _low(spec), _high(spec)
    assert low is not None and high is not None
    int_low = math.floor(low) + 1 if low_x else math.ceil(low)
    int_high = math.ceil(high) - 1 if high_x else math.floor(high)
    ints = st.integers(int_low, int_high) if int_low <= int_high else st.nothing()
    if spec["type"] == "integer":
        return ints
    floats = st.floats(low, high, exclude_min=low_x, exclude_max=high_x, allow_nan=False)
    return ints | floats


@pytest.mark.parametrize(
    ("device", "operation", "name", "spec"), BOUNDED, ids=[_id(p) for p in BOUNDED]
)
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_value_inside_range_is_never_out_of_range(
    device: str, operation: str, name: str, spec: dict[str, Any], data: st.DataObject
) -> None:
    """It should accept every value inside an operation's published [min, max]."""
    value = data.draw(_inside(spec), label=name)
    report = verify(_one_param_step(device, operation, name, value))
    path = f"/steps/0/params/{name}"
    assert [v for v in report.violations if v.code == "PARAM_OUT_OF_RANGE" and v.path == path] == []


def _delta(spec: dict[str, Any]) -> st.SearchStrategy[float | int]:
    ints = st.integers(1, 10**9)
    if spec["type"] == "integer":
        return ints
    return ints | st.floats(0, 1e9, exclude_min=True, allow_nan=False)


@pytest.mark.parametrize(
    ("device", "operation", "name", "spec", "side"), LIMITS, ids=[_id(p) for p in LIMITS]
)
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_value_past_a_limit_is_reported(
    device: str,
    operation: str,
    name: str,
    spec: dict[str, Any],
    side: str,
    data: st.DataObject,
) -> None:
    """It should report PARAM_OUT_OF_RANGE at the parameter's path for any value past a limit."""
    bound, exclusive = _high(spec) if side == "max" else _low(spec)
    delta = data.draw(_delta(spec), label="delta")
    value = bound + delta if side == "max" else bound - delta
    assume(value > bound if side == "max" else value < bound)  # float rounding
    document = _one_param_step(device, operation, name, value)
    path = f"/steps/0/params/{name}"

    found = [
        v for v in verify(document).violations if v.code == "PARAM_OUT_OF_RANGE" and v.path == path
    ]

    assert len(found) == 1
    assert (found[0].limit, found[0].actual, found[0].step) == (bound, value, 0)
    if exclusive:
        assert found[0].repair is None
    else:
        assert found[0].repair == [{"op": "replace", "path": path, "value": bound}]
        repaired = verify(apply_patch(document, found[0].repair))
        assert [
            v for v in repaired.violations if v.code == "PARAM_OUT_OF_RANGE" and v.path == path
        ] == []


# -- (c) robustness ---------------------------------------------------------------------

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
JSON = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=25,
)
KEYS = st.sampled_from(["labware", "steps", "name", "metadata", "id", "device"]) | st.text(
    max_size=6
)
TOP_LEVEL = st.dictionaries(KEYS, JSON, max_size=5)


def _no_engine_error(document: Any) -> None:
    report = verify(document)
    assert "ENGINE_ERROR" not in report.codes(), report.to_dict()
    json.dumps(report.to_dict())  # the report itself is always serialisable


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document=JSON | TOP_LEVEL)
def test_verify_survives_arbitrary_json(document: Any) -> None:
    """It should turn any JSON value into a report, never an exception or ENGINE_ERROR."""
    _no_engine_error(document)
    _no_engine_error(json.dumps(document))


@settings(max_examples=100, deadline=None)
@given(text=st.text(max_size=40) | st.binary(max_size=40))
def test_verify_survives_arbitrary_text(text: str | bytes) -> None:
    """It should report unreadable text or bytes as WORKFLOW_INVALID (or accept it)."""
    report = verify(text)
    assert "ENGINE_ERROR" not in report.codes()


LABWARE_IDS = ["p", "q", "r", "tips", "t1"]


def _mostly(real: st.SearchStrategy[Any], noise: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Real registry values four times as often as noise."""
    return st.one_of(real, real, real, real, noise)


STEP_IDS = ["s0", "s1", "s2", "s3"]
WELLS = st.sampled_from(["A1", "B2", "H12", "P24", "D6", "A13", "Z99", "a1", " b2 "]) | st.text(
    max_size=4
)


def _param_value(spec: dict[str, Any] | None) -> st.SearchStrategy[Any]:
    anything = SCALARS | st.lists(
        st.dictionaries(st.text(max_size=6), SCALARS, max_size=3), max_size=2
    )
    if spec is None:
        return anything
    choices: list[st.SearchStrategy[Any]] = [anything]
    if "enum" in spec:
        choices.append(st.sampled_from(spec["enum"]))
    for bound in (_low(spec)[0], _high(spec)[0], spec.get("default")):
        if isinstance(bound, int | float) and not isinstance(bound, bool):
            choices.append(st.sampled_from([bound, bound - 1, bound + 1, bound * 2, -bound]))
    if spec.get("type") == "string" and "pattern" in spec:
        choices.append(st.sampled_from(INSTRUMENT_IDS))
    return st.one_of(choices)


@st.composite
def _ref(draw: st.DrawFn) -> Any:
    labware = draw(_mostly(st.sampled_from(LABWARE_IDS), st.text(max_size=4)))
    form = draw(st.integers(0, 2))
    if form == 0:
        return labware
    item = {"labware": labware, "wells": draw(st.none() | st.lists(WELLS, max_size=4))}
    return item if form == 1 else [item, draw(st.sampled_from(LABWARE_IDS))]


@st.composite
def _step(draw: st.DrawFn, index: int) -> dict[str, Any]:
    device = draw(_mostly(st.sampled_from(INSTRUMENT_IDS), st.text(max_size=8)))
    instrument = REGISTRY.instrument(device)
    ops = sorted(instrument.operations) if instrument else OPERATIONS
    operation = draw(
        _mostly(st.sampled_from(ops), st.sampled_from(OPERATIONS) | st.text(max_size=6))
    )
    op = instrument.operations.get(operation) if instrument else None
    specs = dict(op.param_specs) if op else {}
    names = draw(
        st.lists(
            _mostly(st.sampled_from(sorted(specs) or PARAM_NAMES), st.text(max_size=6)),
            max_size=5,
            unique=True,
        )
    )
    params = {name: draw(_param_value(specs.get(name))) for name in names}
    roles = sorted(op.roles) if op and op.roles else ["plate", "source", "target"]
    labware = draw(
        st.dictionaries(_mostly(st.sampled_from(roles), st.text(max_size=5)), _ref(), max_size=4)
    )
    return {
        "id": draw(st.sampled_from(STEP_IDS[index : index + 2] or ["s9"])),
        "device": device,
        "operation": operation,
        "params": params,
        "labware": labware,
    }


@st.composite
def _labware(draw: st.DrawFn, lw_id: str) -> dict[str, Any]:
    contents = draw(
        st.lists(
            st.fixed_dictionaries(
                {"volume_ul": st.floats(0, 1e6, allow_nan=False) | st.integers(0, 300)},
                optional={
                    "wells": st.none() | st.lists(WELLS, max_size=3),
                    "reagent": st.text(max_size=4),
                },
            ),
            max_size=2,
        )
    )
    return {
        "id": lw_id,
        "type": draw(_mostly(st.sampled_from(LABWARE_TYPES), st.text(max_size=8))),
        "contents": contents,
        "sealed": draw(st.booleans()),
        "location": draw(st.none() | st.sampled_from(INSTRUMENT_IDS)),
        "created_by": draw(st.none() | st.sampled_from(STEP_IDS)),
    }


@st.composite
def workflows(draw: st.DrawFn) -> dict[str, Any]:
    """Workflow-shaped documents: real devices, operations and labware mixed with noise."""
    ids = draw(st.lists(st.sampled_from(LABWARE_IDS), max_size=5))  # duplicates on purpose
    count = draw(st.integers(0, 6))
    return {
        "labware": [draw(_labware(i)) for i in ids],
        "steps": [draw(_step(i)) for i in range(count)],
    }


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document=workflows())
def test_verify_survives_workflow_shaped_input(document: dict[str, Any]) -> None:
    """It should check any workflow-shaped document without raising or failing internally."""
    _no_engine_error(document)
    _no_engine_error(json.dumps(document))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document=workflows())
def test_repairs_always_apply(document: dict[str, Any]) -> None:
    """It should only propose repairs whose JSON Patch applies to the document it was given."""
    for violation in verify(document).violations:
        if violation.repair:
            patched = apply_patch(document, violation.repair)
            _no_engine_error(patched)


def test_a_repair_of_a_defaulted_parameter_adds_it() -> None:
    """A limit that compares a parameter the step leaves to the registry default (the ODTC lid
    against a 106 °C denaturation) repairs it with 'add': 'replace' on a missing key does not
    apply (hypothesis found this document)."""
    document = {
        "labware": [],
        "steps": [
            {
                "id": "s0",
                "device": "inheco_odtc",
                "operation": "run_pcr",
                "params": {
                    "annealing_c": None,
                    "annealing_s": None,
                    "cycles": None,
                    "denaturation_c": 106,
                },
                "labware": {},
            }
        ],
    }
    repairs = [v.repair for v in verify(document).violations if v.repair]
    assert repairs
    for repair in repairs:
        patched = apply_patch(document, repair)
        _no_engine_error(patched)
