"""LLM components of WetBench over scripted chat models and the local HTTP server:
the evidence classifier (strict verdicts), the transition model (validated, invented
materials refused), the ReAct baseline and the DVR agent's model-drafted plan."""

from __future__ import annotations

import pytest

pytest.importorskip(
    "gymnasium", reason="WetBench needs the wetbench extra: pip install 'bioproagent[wetbench]'"
)

import json
from typing import Any

from bioproagent.planners.models.openai_chat import OpenAIChatModel
from bioproagent.planners.models.scripted import ScriptedChatModel
from bioproagent.wetbench.agents import run_episode
from bioproagent.wetbench.agents.dvr import DVRAgent
from bioproagent.wetbench.agents.react import ReActAgent
from bioproagent.wetbench.classifiers import (
    LLMClassifier,
    RubricClassifier,
    Transcript,
    VerdictFormatError,
    agreement,
    parse_verdict,
)
from bioproagent.wetbench.config import get_configuration
from bioproagent.wetbench.env import SUBMIT, WetBenchEnv
from bioproagent.wetbench.llm_transition import LLMTransitionModel
from tests.chat_server import running_server
from tests.wetbench_fixtures import EMPTY, MEDIUM, STOCK, mini_config

GOOD = (
    "<verdict>VALID</verdict><reasoning>pH was measured on the stock.</reasoning>"
    "<confidence>0.8</confidence><goal_relevance>directly supports goal</goal_relevance>"
    "<evidence_strength>strong</evidence_strength>"
)


def test_parse_verdict_reads_every_field() -> None:
    v = parse_verdict(GOOD)
    assert v.valid and v.confidence == 0.8 and v.evidence_strength == "strong"


MALFORMED = [
    ("no verdict", GOOD.replace("<verdict>VALID</verdict>", ""), "verdict"),
    ("maybe", GOOD.replace(">VALID<", ">PROBABLY<"), "VALID or INVALID"),
    ("two verdicts", GOOD + "<verdict>INVALID</verdict>", "2 times"),
    ("confidence word", GOOD.replace("0.8", "high"), "not a number"),
    ("confidence range", GOOD.replace("0.8", "1.7"), "outside"),
    ("relevance", GOOD.replace("directly supports goal", "somewhat"), "goal_relevance"),
    ("strength", GOOD.replace(">strong<", ">huge<"), "evidence_strength"),
    ("empty reasoning", GOOD.replace("pH was measured on the stock.", ""), "reasoning"),
    ("prose only", "The experiment looks valid to me.", "verdict"),
]


@pytest.mark.parametrize(
    ("reply", "needle"), [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED]
)
def test_malformed_verdicts_are_errors(reply: str, needle: str) -> None:
    with pytest.raises(VerdictFormatError, match=needle):
        parse_verdict(reply)


def test_unreadable_llm_verdict_is_not_a_pass() -> None:
    model = ScriptedChatModel(replies=["I think it is fine."])
    env = WetBenchEnv(mini_config(), classifier=LLMClassifier(model))
    env.reset(seed=0)
    env.step({"action": "MeasurepH", "materials": [STOCK]})
    _, reward, terminated, _, info = env.step({"action": SUBMIT})
    assert terminated and reward == 0.0
    assert "verdict" not in info and "verdict_error" in info
    prompt = model.history[0][0].content
    assert "Step 0" in prompt and "MeasurepH" in prompt
    assert "Materials at submission:" in prompt and "Buffer stock" in prompt


def test_llm_classifier_over_the_local_http_server() -> None:
    with running_server() as srv:
        srv.answer(GOOD)
        model = OpenAIChatModel(
            model="local-model", base_url=srv.url, api_key="x", max_retries=0, timeout=5
        )
        clf = LLMClassifier(model)
        verdict = clf.judge(mini_config(), Transcript(goal="g", steps=[], evidence=[]))
        assert verdict.valid and clf.usage["llm_calls"] == 1
        sent = srv.requests[0]["body"]["messages"][-1]["content"]
        assert "<verdict>VALID or INVALID</verdict>" in sent


@pytest.mark.parametrize(
    ("a", "b", "pct", "kappa"),
    [
        ([True, False, True, False], [True, False, True, False], 100.0, 1.0),
        ([True, True, False, False], [True, False, True, False], 50.0, 0.0),
        ([True, True, True, False], [True, True, False, False], 75.0, 0.5),
    ],
    ids=["perfect", "chance", "partial"],
)
def test_agreement_and_kappa(a: list[bool], b: list[bool], pct: float, kappa: float) -> None:
    assert agreement(a, b) == (pct, kappa)


def test_rubric_classifier_names_what_is_missing() -> None:
    verdict = RubricClassifier().judge(get_configuration("caffeine_hplc"), Transcript(goal="g"))
    assert not verdict.valid
    assert verdict.missing == ["samples_in_range", "calibration"]


def _transition_reply(**kw: Any) -> str:
    doc = {
        "success": True,
        "reasoning": "mixed",
        "new_materials": [
            {
                "name": "diluted buffer",
                "derived_from": [STOCK, EMPTY],
                "volume_ul": 100,
                "properties": {},
                "available_for_use": "available_for_further_use",
                "material_type": "static",
                "environmental_condition": "room_temp",
            }
        ],
        "new_observations": [
            {"description": "clear liquid", "measurement_type": "visual", "value": "clear"}
        ],
    }
    doc.update(kw)
    return json.dumps(doc)


TRANSITIONS = [
    ("accepted", _transition_reply(), "OK"),
    (
        "model says no",
        json.dumps({"success": False, "failure_reason": "tube is frozen"}),
        "REJECTED_BY_MODEL",
    ),
    (
        "invented material",
        _transition_reply(
            new_materials=[
                {
                    "name": "gold",
                    "derived_from": ["MAT-NOWHERE1"],
                    "volume_ul": 1,
                    "properties": {},
                    "available_for_use": "available_for_further_use",
                    "material_type": "static",
                    "environmental_condition": "room_temp",
                }
            ]
        ),
        "MODEL_ERROR",
    ),
    (
        "more out than in",
        _transition_reply(
            new_materials=[
                {
                    "name": "a lot",
                    "derived_from": [STOCK],
                    "volume_ul": 5000,
                    "properties": {},
                    "available_for_use": "available_for_further_use",
                    "material_type": "static",
                    "environmental_condition": "room_temp",
                }
            ]
        ),
        "MODEL_ERROR",
    ),
    ("not json", "Sure! The buffer gets diluted.", "MODEL_ERROR"),
    ("wrong field", _transition_reply(extra_field=1), "MODEL_ERROR"),
]


@pytest.mark.parametrize(
    ("reply", "code"), [t[1:] for t in TRANSITIONS], ids=[t[0] for t in TRANSITIONS]
)
def test_llm_transition_model(reply: str, code: str) -> None:
    model = ScriptedChatModel(replies=[reply])
    env = WetBenchEnv(mini_config(), transition=LLMTransitionModel(model))
    env.reset(seed=0)
    _, _, _, _, info = env.step(
        {
            "action": "Mix",
            "materials": [STOCK, EMPTY],
            "params": {"method": "vortex", "duration_s": 10},
        }
    )
    assert info["outcome"]["code"] == code, info["outcome"]["reason"]
    assert env.state.conservation_problems() == []
    if code == "OK":
        assert not env.state.materials[STOCK].available
        assert len(info["outcome"]["created"]) == 1


@pytest.mark.parametrize(
    ("error_type", "word"),
    [(0, None), (1, "OBVIOUSLY"), (2, "SUBTLY")],
    ids=["correct", "obvious", "subtle"],
)
def test_error_injection_prompts(error_type: int, word: str | None) -> None:
    model = ScriptedChatModel(replies=[_transition_reply()])
    env = WetBenchEnv(mini_config(), transition=LLMTransitionModel(model, error_type=error_type))
    env.reset(seed=0)
    env.step(
        {
            "action": "Mix",
            "materials": [STOCK, EMPTY],
            "params": {"method": "vortex", "duration_s": 10},
        }
    )
    system = model.history[0][0].content
    assert (word in system) if word else ("FIDELITY" not in system)


def test_react_agent_over_a_scripted_model() -> None:
    model = ScriptedChatModel(
        replies=[
            f"THOUGHT: measure it\nACTION: MeasurepH\nMATERIALS: {STOCK}\nPARAMETERS:",
            "THOUGHT: enough\nACTION: SubmitMaterialsObservationsForReview\n"
            "MATERIALS:\nPARAMETERS:",
        ]
    )
    result = run_episode(mini_config(), ReActAgent(model), seed=0)
    assert result.success and result.usage["llm_calls"] == 2
    assert "GOAL: Measure the pH" in model.history[0][0].content


def test_dvr_agent_verifies_and_rectifies_a_model_draft() -> None:
    draft = [
        {"action": "Transfer", "materials": [MEDIUM, EMPTY], "params": {"volume_ul": 9000}},
        {"action": "MeasurepH", "materials": [STOCK]},
        {"action": "SubmitMaterialsObservationsForReview"},
    ]
    agent = DVRAgent(ScriptedChatModel(replies=[json.dumps(draft)]))
    result = run_episode(mini_config(), agent, seed=0)
    assert result.success
    assert result.rejections == 0, "the out-of-bounds volume was fixed before acting"
    assert any("BAD_PARAMS" in line for line in agent.log)
    assert any("OVERFLOW" in line for line in agent.log)
    first = result.trace[0]["action"]
    assert first["action"] == "Transfer" and first["params"]["volume_ul"] <= 1500


@pytest.mark.parametrize(
    ("values", "problem"),
    [([85.0, 95.0], None), ([95.0, 99.0], "bracket"), ([50.0, 80.0], "bracket")],
    ids=["brackets", "all-above", "all-below"],
)
def test_rubric_bracket(values: list[float], problem: str | None) -> None:
    from bioproagent.wetbench.classifiers import item_problem
    from bioproagent.wetbench.config import RubricItem
    from bioproagent.wetbench.materials import Evidence

    item = RubricItem(id="x", description="d", readout="r", subjects=["s"], bracket=90)
    evidence = [
        Evidence(step=i, action="A", readout="r", subject="s", value=v)
        for i, v in enumerate(values)
    ]
    found = item_problem(item, evidence)
    assert (found is None) if problem is None else (problem in (found or ""))


def test_llm_transition_model_over_the_local_http_server() -> None:
    with running_server() as srv:
        srv.answer(_transition_reply())
        model = OpenAIChatModel(
            model="local-model", base_url=srv.url, api_key="x", max_retries=0, timeout=5
        )
        transition = LLMTransitionModel(model)
        env = WetBenchEnv(mini_config(), transition=transition)
        env.reset(seed=0)
        _, _, _, _, info = env.step(
            {
                "action": "Mix",
                "materials": [STOCK, EMPTY],
                "params": {"method": "vortex", "duration_s": 10},
            }
        )
        assert info["outcome"]["accepted"], info["outcome"]["reason"]
        assert transition.usage["llm_calls"] == 1
        body = srv.requests[0]["body"]
        assert "CURRENT MATERIALS" in body["messages"][-1]["content"]
        assert env.state.conservation_problems() == []
