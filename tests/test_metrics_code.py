"""Tests for the code metrics: C_p, Acc_seq, Acc_param, S_code and Succ, on hand-computed cases.

The workflows are small, built on the real built-in registry; every expected value is
worked out by hand in the case's comment (see docs/metrics.md for the formulas).
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from builders import lw, ref, step, wf

from bioproagent.bench.metrics.code import (
    acc_param,
    acc_seq,
    acc_seq_strict,
    align,
    c_p,
    code_scores,
    failing_steps,
    lcs_length,
    parse_workflow,
    s_code,
    succ,
    values_match,
)
from bioproagent.ir import Workflow
from bioproagent.registry import Registry, load_registry
from bioproagent.rules import Violation

REGISTRY: Registry = load_registry()

TRANSFER = {"volume_ul": 50}
SHAKE = {"rotation_speed_rpm": 300, "duration_s": 60}
READ = {"wavelength_nm": 450}


def base_labware() -> list[dict[str, Any]]:
    return [
        lw("res", "reservoir_12col", volume=4000, wells=["A1"]),
        lw("plate", "plate_96_flat"),
        lw("tips", "tiprack_96_200ul"),
    ]


def transfer(id: str = "t", device: str = "biomek_i7_hybrid", **params: Any) -> dict[str, Any]:
    return step(
        id,
        device,
        "transfer",
        {**TRANSFER, **params},
        source=ref("res", "A1"),
        target=ref("plate", "A1"),
        tips="tips",
    )


def shake(id: str = "s", **params: Any) -> dict[str, Any]:
    return step(id, "biomek_i7_hybrid", "shake", {**SHAKE, **params}, plate="plate")


def read(id: str = "r", **params: Any) -> dict[str, Any]:
    return step(id, "spectramax_i3x", "read_absorbance", {**READ, **params}, plate="plate")


def clean() -> dict[str, Any]:
    """Three steps that pass the rule engine: transfer, shake, read."""
    return wf(base_labware(), [transfer(), shake(), read()])


def test_the_clean_fixture_passes_the_rule_engine() -> None:
    """It should start from a workflow with no violation (the C_p cases rely on it)."""
    assert c_p(clean(), REGISTRY) == 1.0


# -- C_p -----------------------------------------------------------------------------------
def _with(edit: Any) -> dict[str, Any]:
    doc = clean()
    edit(doc)
    return doc


C_P_CASES = [
    # (id, workflow, expected C_p)
    ("clean", clean(), 1.0),
    # shake at 5000 rpm > 1200: step 1 fails; 2 of 3 steps pass
    (
        "one-step-out-of-range",
        _with(lambda d: d["steps"][1]["params"].update(rotation_speed_rpm=5000)),
        2 / 3,
    ),
    # read at 100 nm < 230 and shake too fast: 1 of 3 passes
    (
        "two-steps-fail",
        _with(
            lambda d: (
                d["steps"][1]["params"].update(rotation_speed_rpm=5000),
                d["steps"][2]["params"].update(wavelength_nm=100),
            )
        ),
        1 / 3,
    ),
    # an unused labware with an unknown type: a step-less fault no step uses -> all steps
    (
        "unused-bad-labware-blames-all",
        _with(lambda d: d["labware"].append(lw("junk", "no_such_type"))),
        0.0,
    ),
    # a sealed reservoir cannot take a seal: the step-less fault on /labware/0 counts
    # against the one step that binds 'res' (step 0); steps 1 and 2 pass -> 2/3
    ("labware-fault-blames-its-users", _with(lambda d: d["labware"][0].update(sealed=True)), 2 / 3),
    ("no-steps", wf(base_labware(), []), 0.0),
    ("unparseable-extra-field", _with(lambda d: d.update(bogus=1)), 0.0),
    ("unparseable-not-a-dict", [1, 2, 3], 0.0),
    ("missing", None, 0.0),
    ("json-text", json.dumps(clean()), 1.0),
]


@pytest.mark.parametrize(
    ("doc", "expected"), [c[1:] for c in C_P_CASES], ids=[c[0] for c in C_P_CASES]
)
def test_c_p_is_the_fraction_of_steps_without_violation(doc: Any, expected: float) -> None:
    """It should count a step as failing when any violation is charged to it."""
    assert c_p(doc, REGISTRY) == pytest.approx(expected)


def _v(step: int | None = None, path: str = "") -> Violation:
    return Violation(code="X", step=step, path=path, message="test")


FAILING_CASES = [
    ("step-index", [_v(1)], {1}),
    ("same-step-twice", [_v(2), _v(2, "/steps/2/params")], {2}),
    ("labware-0-used-by-step-0", [_v(None, "/labware/0/type")], {0}),
    ("labware-1-used-by-all", [_v(None, "/labware/1/contents/0")], {0, 1, 2}),
    ("workflow-level", [_v(None, "")], {0, 1, 2}),
    ("labware-index-out-of-range", [_v(None, "/labware/9")], {0, 1, 2}),
    ("step-index-out-of-range-ignored", [_v(7)], set()),
]


@pytest.mark.parametrize(
    ("violations", "expected"), [c[1:] for c in FAILING_CASES], ids=[c[0] for c in FAILING_CASES]
)
def test_failing_steps_charges_violations_to_steps(
    violations: list[Violation], expected: set[int]
) -> None:
    """It should charge a step-less violation to the steps using its labware, else to all."""
    parsed = parse_workflow(clean())
    assert parsed is not None
    assert failing_steps(parsed, violations) == expected


def test_c_p_uses_track_volumes() -> None:
    """It should skip volume checks when the item's format carries no wells."""
    doc = _with(lambda d: d["steps"][0]["params"].update(volume_ul=150))
    doc["labware"][0]["contents"][0]["volume_ul"] = 100  # drawing 150 uL from 100 uL
    assert c_p(doc, REGISTRY) == pytest.approx(2 / 3)
    assert c_p(doc, REGISTRY, track_volumes=False) == 1.0


# -- Acc_seq -------------------------------------------------------------------------------
LCS_CASES = [
    ("both-empty", [], [], 0),
    ("identical", ["a", "b", "c"], ["a", "b", "c"], 3),
    ("gap", ["a", "c"], ["a", "b", "c"], 2),
    ("swap", ["b", "a"], ["a", "b"], 1),
    ("classic", list("ABCBDAB"), list("BDCABA"), 4),
]


@pytest.mark.parametrize(
    ("pred", "gold", "expected"), [c[1:] for c in LCS_CASES], ids=[c[0] for c in LCS_CASES]
)
def test_lcs_length(pred: list[Any], gold: list[Any], expected: int) -> None:
    """It should return the longest common subsequence length."""
    assert lcs_length(pred, gold) == expected


SEQ_CASES = [
    # (id, predicted steps, gold steps, Acc_seq, Acc_seq_strict)
    ("identical", [transfer(), shake(), read()], [transfer(), shake(), read()], 1.0, 1.0),
    # pred (LH,transfer)(READ,read) vs gold (LH,transfer)(LH,shake)(READ,read): 2/3
    ("missing-step", [transfer(), read()], [transfer(), shake(), read()], 2 / 3, 2 / 3),
    # pred has an extra shake: LCS 2, max(3, 2) = 3
    ("extra-step", [transfer(), shake("s2"), read()], [transfer(), read()], 2 / 3, 2 / 3),
    # read before transfer: LCS 1 of 2
    ("swapped", [read(), transfer()], [transfer(), read()], 1 / 2, 1 / 2),
    # same category (LH), other device: full credit; strict: 0 of 1
    ("other-lh-device", [transfer(device="hamilton_star")], [transfer()], 1.0, 0.0),
    ("empty-pred", [], [transfer()], 0.0, 0.0),
    ("both-empty", [], [], 1.0, 1.0),
]


@pytest.mark.parametrize(
    ("pred", "gold", "expected", "strict"),
    [c[1:] for c in SEQ_CASES],
    ids=[c[0] for c in SEQ_CASES],
)
def test_acc_seq(
    pred: list[dict[str, Any]], gold: list[dict[str, Any]], expected: float, strict: float
) -> None:
    """It should score LCS / max(len) over (category, operation), and strictly over device ids."""
    p, g = wf(base_labware(), pred), wf(base_labware(), gold)
    assert acc_seq(p, g, REGISTRY) == pytest.approx(expected)
    assert acc_seq_strict(p, g, REGISTRY) == pytest.approx(strict)


def test_acc_seq_unknown_device_uses_the_step_category() -> None:
    """It should fall back to the step's category field, then to the device id itself."""
    gold = wf(base_labware(), [transfer()])
    tagged = wf(base_labware(), [{**transfer(device="lab_robot_9"), "category": "lh"}])
    untagged = wf(base_labware(), [transfer(device="lab_robot_9")])
    assert acc_seq(tagged, gold, REGISTRY) == 1.0
    assert acc_seq(untagged, gold, REGISTRY) == 0.0


def test_acc_seq_rejects_an_invalid_gold() -> None:
    """It should say the benchmark item is broken rather than score against nothing."""
    with pytest.raises(ValueError, match="gold workflow"):
        acc_seq(clean(), {"steps": "nope"}, REGISTRY)


# -- Acc_param -----------------------------------------------------------------------------
MATCH_CASES = [
    ("int-float", 50, 50.0, True),
    ("within-1pct", 50.4, 50, True),
    ("beyond-1pct", 50.6, 50, False),
    ("near-zero-abs", 1e-7, 0, True),
    ("zero-vs-small", 1e-5, 0, False),
    ("numeric-string", "50", 50, True),
    ("non-numeric-string", "fifty", 50, False),
    ("string-case", " Clockwise ", "clockwise", True),
    ("string-differs", "once", "always", False),
    ("bool-vs-int", True, 1, False),
    ("bool-equal", False, False, True),
    ("none", None, None, True),
    ("none-vs-zero", None, 0, False),
    ("list-equal", ["A1", 2], ["a1", 2.0], True),
    ("list-length", ["A1"], ["A1", "B1"], False),
    ("dict-equal", {"x": 1, "y": "Z"}, {"x": 1.0, "y": "z"}, True),
    ("dict-keys", {"x": 1}, {"x": 1, "y": 2}, False),
]


@pytest.mark.parametrize(
    ("pred", "gold", "expected"), [c[1:] for c in MATCH_CASES], ids=[c[0] for c in MATCH_CASES]
)
def test_values_match(pred: Any, gold: Any, expected: bool) -> None:
    """It should match numbers within 1 % (or 1e-6), strings case-insensitively."""
    assert values_match(pred, gold) is expected


PARAM_CASES = [
    # gold: transfer{volume_ul} shake{rpm, duration_s} read{wavelength_nm} = 4 parameters
    ("identical", [transfer(), shake(), read()], 4 / 4),
    # one wrong value (rpm 400 vs 300): 3/4
    ("wrong-rpm", [transfer(), shake(rotation_speed_rpm=400), read()], 3 / 4),
    # shake missing: its 2 gold parameters are misses: 2/4
    ("unaligned-gold-step", [transfer(), read()], 2 / 4),
    # extra predicted parameter is ignored
    ("extra-param-ignored", [transfer(mix_cycles=3), shake(), read()], 4 / 4),
    # a parameter under another name is a miss: 3/4
    (
        "renamed-param",
        [
            transfer(),
            shake(),
            step("r", "spectramax_i3x", "read_absorbance", {"wave_nm": 450}, plate="plate"),
        ],
        3 / 4,
    ),
    # only the read survives the alignment (read, then transfer): 1/4
    ("order-broken", [read(), transfer(volume_ul=10)], 1 / 4),
    ("empty-pred", [], 0.0),
]


@pytest.mark.parametrize(
    ("pred", "expected"), [c[1:] for c in PARAM_CASES], ids=[c[0] for c in PARAM_CASES]
)
def test_acc_param(pred: list[dict[str, Any]], expected: float) -> None:
    """It should count matching gold parameters over all gold parameters, misses included."""
    gold = wf(base_labware(), [transfer(), shake(), read()])
    assert acc_param(wf(base_labware(), pred), gold, REGISTRY) == pytest.approx(expected)


def test_alignment_prefers_the_step_with_matching_parameters() -> None:
    """It should align the gold transfer to the predicted one that has the right volume."""
    pred = parse_workflow(wf(base_labware(), [transfer("a", volume_ul=10), transfer("b")]))
    gold = parse_workflow(wf(base_labware(), [transfer()]))
    assert pred is not None and gold is not None
    assert align(pred, gold, REGISTRY) == [(1, 0)]
    assert acc_param(pred, gold, REGISTRY) == 1.0


GOLD_WITHOUT_PARAMS = [
    # gold steps carry no parameter: score the fraction of gold steps aligned
    ("aligned", [transfer()], [step("g", "biomek_i7_hybrid", "transfer")], 1.0),
    ("not-aligned", [read()], [step("g", "biomek_i7_hybrid", "transfer")], 0.0),
    ("both-empty", [], [], 1.0),
    ("gold-empty", [read()], [], 0.0),
]


@pytest.mark.parametrize(
    ("pred", "gold", "expected"),
    [c[1:] for c in GOLD_WITHOUT_PARAMS],
    ids=[c[0] for c in GOLD_WITHOUT_PARAMS],
)
def test_acc_param_when_the_gold_has_no_parameters(
    pred: list[dict[str, Any]], gold: list[dict[str, Any]], expected: float
) -> None:
    """It should fall back to the aligned fraction of gold steps."""
    assert acc_param(wf(base_labware(), pred), wf(base_labware(), gold), REGISTRY) == expected


# -- S_code and Succ -----------------------------------------------------------------------
SUCC_CASES = [
    ("both-met", 0.5, 1.0, 1.0),
    ("s-code-low", 0.49, 1.0, 0.0),
    ("c-p-below-one", 0.9, 0.99, 0.0),
    ("zero", 0.0, 0.0, 0.0),
]


@pytest.mark.parametrize(
    ("s", "cp", "expected"), [c[1:] for c in SUCC_CASES], ids=[c[0] for c in SUCC_CASES]
)
def test_succ_thresholds(s: float, cp: float, expected: float) -> None:
    """It should need S_code >= 0.5 and C_p == 1.0."""
    assert succ(s, cp) == expected


CODE_CASES = [
    # (id, prediction, C_p, Acc_seq, Acc_param, Succ); S_code = mean of the three
    ("perfect", clean(), 1.0, 1.0, 1.0, 1.0),
    # rpm 5000: C_p 2/3, Acc_seq 1, Acc_param 3/4 -> S_code 0.8056, Succ 0 (C_p < 1)
    (
        "unsafe-rpm",
        _with(lambda d: d["steps"][1]["params"].update(rotation_speed_rpm=5000)),
        2 / 3,
        1.0,
        3 / 4,
        0.0,
    ),
    # only the transfer: C_p 1, Acc_seq 1/3, Acc_param 1/4 -> S_code 0.5278 -> Succ 1
    ("short-but-safe", wf(base_labware(), [transfer()]), 1.0, 1 / 3, 1 / 4, 1.0),
    # only the read, at a wrong wavelength: C_p 1, Acc_seq 1/3, Acc_param 0
    # -> S_code (1 + 1/3 + 0) / 3 = 0.444 -> Succ 0
    ("short-and-wrong", wf(base_labware(), [read(wavelength_nm=600)]), 1.0, 1 / 3, 0.0, 0.0),
    ("schema-gate", "```json\n{}```", 0.0, 0.0, 0.0, 0.0),
]


@pytest.mark.parametrize(
    ("pred", "cp", "seq", "par", "ok"), [c[1:] for c in CODE_CASES], ids=[c[0] for c in CODE_CASES]
)
def test_code_scores(pred: Any, cp: float, seq: float, par: float, ok: float) -> None:
    """It should average C_p, Acc_seq and Acc_param into S_code behind the schema gate."""
    scores = code_scores(pred, clean(), REGISTRY)
    assert (scores.c_p, scores.acc_seq, scores.acc_param) == pytest.approx((cp, seq, par))
    assert scores.s_code == pytest.approx((cp + seq + par) / 3)
    assert scores.succ == ok
    assert s_code(pred, clean(), REGISTRY) == pytest.approx(scores.s_code)


def test_parse_workflow_accepts_a_model_and_rejects_prose() -> None:
    """It should pass a Workflow through and gate anything that does not validate."""
    model = Workflow.model_validate(clean())
    assert parse_workflow(model) is model
    assert parse_workflow("I'm sorry, here is the code: {}") is None
    assert parse_workflow(copy.deepcopy(clean())) == model
