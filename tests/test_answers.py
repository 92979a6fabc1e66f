"""Clarification answers: folded into the parsed intent, used by the offline planner, and
given on the command line with ``bioproagent plan --answer``."""

from __future__ import annotations

import json

import pytest

from bioproagent import plan
from bioproagent.cli.answers import answer_callback, parse_answers
from bioproagent.cli.app import main
from bioproagent.intent.answers import apply_answers
from bioproagent.intent.parser import parse_intent

ANSWERS = [
    ("cycles", "How many PCR cycles should run?", "35", "count", "cycles", 35),
    ("samples", "How many reactions (samples) should be set up?", "24", "count", "samples", 24),
    (
        "annealing",
        "What annealing temperature (°C) should the PCR use?",
        "58 °C",
        "role",
        "annealing_c",
        58,
    ),
    (
        "bare-number",
        "What annealing temperature (°C) should the PCR use?",
        "61",
        "role",
        "annealing_c",
        61,
    ),
    ("rcf-key", "rcf_g", "1,500 x g", "role", "rcf_g", 1500),
    ("minutes", "For how long should the spin run?", "2 min", "role", "duration_s", 120),
    ("count-key", "samples", "40", "count", "samples", 40),
]


@pytest.mark.parametrize(
    ("question", "answer", "kind", "key", "value"),
    [a[1:] for a in ANSWERS],
    ids=[a[0] for a in ANSWERS],
)
def test_apply_answers(question: str, answer: str, kind: str, key: str, value: float) -> None:
    """It should put the answer's value where the question says it goes, in canonical units."""
    spec = apply_answers(parse_intent("Run a PCR"), {question: answer})
    if kind == "count":
        assert spec.counts[key] == value
    else:
        q = spec.quantity(key)
        assert q is not None and q.value == value


def test_unrelated_answer_changes_nothing() -> None:
    """It should leave the intent alone when an answer fits no question."""
    spec = parse_intent("Run a PCR")
    assert apply_answers(spec, {"What colour is the lab?": "blue"}) == spec


def test_offline_plan_uses_clarification_answers() -> None:
    """It should run the answered cycles and samples, not the protocol's defaults."""

    def clarify(questions: list[str]) -> dict[str, str]:
        table = {"cycles": "35", "reactions": "24", "annealing": "58"}
        return {q: v for q in questions for k, v in table.items() if k in q}

    result = plan("Run a PCR", clarify=clarify)
    assert result.status == "approved" and result.workflow is not None
    pcr = next(s for s in result.workflow.steps if s.operation == "run_pcr")
    assert pcr.params["cycles"] == 35 and pcr.params["annealing_c"] == 58
    template = next(s for s in result.workflow.steps if s.params.get("mix_cycles"))
    assert len(template.labware["target"][0].wells or []) == 24


def test_answer_fills_what_a_clause_leaves_open() -> None:
    """It should use an answered force for a spin whose intent gives only the time."""
    result = plan("Spin the 96-well plate for 2 min.", clarify=answer_callback({"rcf": "1500"}))
    assert result.status == "approved" and result.workflow is not None
    spin = next(s for s in result.workflow.steps if s.operation == "spin")
    assert spin.params["rcf_g"] == 1500 and spin.params["duration_s"] == 120


@pytest.mark.parametrize("bad", ["cycles", "=35", "cycles="], ids=["no-sign", "no-key", "no-value"])
def test_parse_answers_rejects_malformed_items(bad: str) -> None:
    """It should say how to write an answer."""
    with pytest.raises(ValueError, match="QUESTION=VALUE"):
        parse_answers([bad])


def test_cli_plan_answer(capsys: pytest.CaptureFixture[str]) -> None:
    """It should plan with answers given as --answer key=value."""
    code = main(
        ["plan", "Run a PCR", "--answer", "cycles=35", "--answer", "reactions=24", "--json"]
    )
    assert code == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["status"] == "approved"
    pcr = next(s for s in doc["workflow"]["steps"] if s["operation"] == "run_pcr")
    assert pcr["params"]["cycles"] == 35


def test_cli_plan_answer_malformed(capsys: pytest.CaptureFixture[str]) -> None:
    """It should refuse a malformed --answer with a usage error."""
    assert main(["plan", "Run a PCR", "--answer", "cycles"]) != 0
    assert "QUESTION=VALUE" in capsys.readouterr().err
