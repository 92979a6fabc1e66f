"""Runs written as code (bioproagent.intent.call_records): calls, chains, nesting, loops,
variables and Matlab name/value pairs read as one step line per call, in run order."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.shorthand import expand_shorthand

# (id, code, the steps the plan runs: operation and the values it must carry)
PLANS: list[tuple[str, str, list[tuple[str, dict[str, float]]]]] = [
    (
        "method-on-an-instrument",
        "vspin.spin(pcr_plate, rcf=900, seconds=45)",
        [("spin", {"rcf_g": 900, "duration_s": 45})],
    ),
    (
        "nested-runs-inner-first",
        "read_lum(shake(plate, rpm=700, t='2min'), int_s=1)",
        [
            ("shake", {"speed_rpm": 700, "duration_s": 120}),
            ("read_luminescence", {"integration_s": 1}),
        ],
    ),
    (
        "chain-left-to-right",
        "p.dispense(40, 'uL', reagent='TMB').incubate(temp_C=25, minutes=15)",
        [("transfer", {"volume_ul": 40}), ("incubate", {"temperature_c": 25, "duration_s": 900})],
    ),
    (
        "loop-repeats-its-body",
        "for k in range(2):\n    dispense(plate, vol_ul=150)\nread_abs(plate, nm=450)",
        [
            ("transfer", {"volume_ul": 150}),
            ("transfer", {"volume_ul": 150}),
            ("read_absorbance", {"wavelength_nm": 450}),
        ],
    ),
    (
        "variable-with-its-unit",
        "VOL = 25  # uL\ntransfer(plate, VOL)",
        [("transfer", {"volume_ul": 25})],
    ),
    (
        "matlab-pairs-and-arithmetic",
        "shake(plate, 'rpm', 1100, 'time_s', 2*60);",
        [("shake", {"speed_rpm": 1100, "duration_s": 120})],
    ),
]


@pytest.mark.parametrize(("code", "steps"), [pytest.param(c, steps, id=i) for i, c, steps in PLANS])
def test_code_is_planned_in_run_order_with_its_values(
    code: str, steps: list[tuple[str, dict[str, float]]]
) -> None:
    result = plan(code)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    got = [s for s in result.workflow.steps if s.operation in {op for op, _ in steps}]
    assert [s.operation for s in got] == [op for op, _ in steps]
    for step, (_, values) in zip(got, steps, strict=True):
        assert {k: step.params.get(k) for k in values} == values


@pytest.mark.parametrize(
    "text",
    [
        "Spin the plate (500 x g) for 2 min, then read (450 nm).",
        "seq: retrieve(cytomat_24) ; xfer 10 uL/well -> plate_96 ; read fl ex=485 em=520",
        "The E. coli BL21(DE3) cultures were pelleted at 3000 x g for 15 min.",
    ],
)
def test_prose_and_run_sheets_are_not_read_as_code(text: str) -> None:
    assert "into the" not in expand_shorthand(text) or "into the" in text


def test_an_unknown_call_is_kept_so_the_plan_asks() -> None:
    """'vortex(tubes)' is no step of the workcell: kept as words, never dropped."""
    result = plan("vortex(tubes, s=10)\nmicrofuge.spin(tubes, g=16000, t='1min')")
    assert result.status == "needs_clarification"
    assert "vortex" in (result.halt_reason or "")


def test_a_bare_keyword_value_still_asks() -> None:
    """'dur=2' names no unit: the plan asks, it does not guess seconds or minutes."""
    result = plan("cytomat.incubate(plate96, temp=37, dur=2)")
    assert result.status == "needs_clarification"
