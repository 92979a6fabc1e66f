"""Safe repairs never invent or change a value: the model's mistakes are put back to what
the intent stated; values nobody stated are never clamped, mapped or deleted."""

from __future__ import annotations

import math
from typing import Any

import pytest

from bioproagent.intent.spec import IntentSpec, Quantity
from tests.test_controller import DRAFT, ScriptedPlanner, code_with, run, with_device

STATED = IntentSpec(
    text="spin the tubes at 16,000 x g for 10 min",
    operations=["spin"],
    quantities=[
        Quantity(value=16000, unit="g", text="16,000 x g", role="rcf_g"),
        Quantity(value=600, unit="s", text="10 min", role="duration_s"),
    ],
)


def spin(**params: Any) -> dict[str, Any]:
    return with_device(code_with(**params), "eppendorf_5424r")


@pytest.mark.parametrize(
    ("params", "path", "restored"),
    [
        ({"rcf_g": 30000}, "rcf_g", 16000),
        ({"rcf_g": 99999}, "rcf_g", 16000),
        ({"rcf_g": math.nan}, "rcf_g", 16000),
        ({"rcf_g": math.inf}, "rcf_g", 16000),
        ({"rcf_g": -5}, "rcf_g", 16000),
        ({"rcf_g": "25000"}, "rcf_g", 16000),
        ({"duration_s": math.inf}, "duration_s", 600),
        ({"duration_s": 99999999}, "duration_s", 600),
    ],
    ids=["30000", "99999", "nan", "inf", "negative", "string", "inf-seconds", "huge-seconds"],
)
def test_a_model_value_is_put_back_to_the_stated_one(
    params: dict[str, Any], path: str, restored: float
) -> None:
    """It should restore the value the intent stated, and record the change."""
    planner = ScriptedPlanner([DRAFT], [spin(**params)])
    session, state = run(planner, STATED)
    assert state == "SUCCESS", session.halt_reason
    assert session.workflow is not None
    assert session.workflow.steps[0].params[path] == restored
    [change] = [r for r in session.rectifications if r.path.endswith(path)]
    assert change.after == restored


@pytest.mark.parametrize(
    "params",
    [
        {"temperature_c": 80},
        {"temperature_c": -300},
        {"temperature_c": math.nan},
        {"temperature_c": -math.inf},
        {"duration_s": math.inf},
        {"rcf_g": 30000},
        {"rcf_g": -5},
        {"rcf_g": "no"},
        {"rotor": "FA-99-99"},
        {"speed_zz": 3},
    ],
    ids=[
        "80C",
        "-300C",
        "nan-C",
        "-inf-C",
        "inf-s",
        "30000g",
        "negative-g",
        "string-g",
        "unknown-rotor",
        "unknown-param",
    ],
)
def test_a_value_nobody_stated_is_never_clamped_mapped_or_deleted(
    params: dict[str, Any],
) -> None:
    """It should halt (after asking the planner) instead of clamping, mapping or deleting."""
    planner = ScriptedPlanner([DRAFT], [spin(**params)])
    session, state = run(planner)
    assert state == "HALT"
    assert session.workflow is None or session.halt_reason
    assert session.rectifications == []
    assert "fix_code" in planner.calls


def test_a_misspelt_parameter_is_renamed_keeping_its_value() -> None:
    """It should rename a near-miss parameter: the value is kept as written."""
    code = spin()
    code["steps"][0]["params"]["temprature_c"] = 4
    session, state = run(ScriptedPlanner([DRAFT], [code]))
    assert state == "SUCCESS", session.halt_reason
    assert session.workflow is not None
    assert session.workflow.steps[0].params["temperature_c"] == 4


def test_a_stated_value_outside_the_limits_halts_naming_it() -> None:
    """It should halt on a stated value the instrument cannot run, naming it."""
    intent = STATED.model_copy(
        update={"quantities": [Quantity(value=25000, unit="g", text="25,000 x g", role="rcf_g")]}
    )
    session, state = run(ScriptedPlanner([DRAFT], [spin(rcf_g=25000)]), intent)
    assert state == "HALT"
    assert session.halt_reason is not None and "25000" in session.halt_reason
    assert session.rectifications == []


def test_a_stated_value_the_model_left_out_is_put_back_not_defaulted() -> None:
    """It should add the stated value for a missing parameter, never the default."""
    code = spin()
    del code["steps"][0]["params"]["duration_s"]
    session, state = run(ScriptedPlanner([DRAFT], [code]), STATED)
    assert state == "SUCCESS", session.halt_reason
    assert session.workflow is not None
    assert session.workflow.steps[0].params["duration_s"] == 600


def test_an_unknown_parameter_is_never_restored_into_place() -> None:
    """It should not write a stated value into a parameter the instrument lacks."""
    intent = STATED.model_copy(
        update={
            "quantities": [
                *STATED.quantities,
                Quantity(value=4, unit="c", text="4 C", role="zz_heat_c"),
            ]
        }
    )
    code = spin()
    code["steps"][0]["params"]["zz_heat_c"] = 8
    session, state = run(ScriptedPlanner([DRAFT], [code]), intent)
    assert state == "HALT"
    assert not [r for r in session.rectifications if "zz_heat_c" in r.path]


@pytest.mark.parametrize(
    ("written", "renamed"),
    [("temprature_c", "temperature_c"), ("duration", "duration_s")],
    ids=["misspelt", "unit-left-out"],
)
def test_a_spelling_fix_keeps_the_value(written: str, renamed: str) -> None:
    """It should rename a misspelt parameter or one missing its unit suffix."""
    code = spin()
    code["steps"][0]["params"].pop(renamed, None)
    code["steps"][0]["params"][written] = 300 if renamed == "duration_s" else 4
    session, state = run(ScriptedPlanner([DRAFT], [code]))
    assert state == "SUCCESS", session.halt_reason
    assert session.workflow is not None and renamed in session.workflow.steps[0].params


def test_a_value_is_never_moved_onto_another_parameter() -> None:
    """It should not move a value to a loosely similar parameter (zz_heat_c -> temperature_c)."""
    code = spin()
    code["steps"][0]["params"]["zz_heat_c"] = 8
    session, state = run(ScriptedPlanner([DRAFT], [code]))
    assert state == "HALT"
    assert session.rectifications == []
