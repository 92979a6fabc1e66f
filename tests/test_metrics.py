"""Tests for the text metrics (ROUGE-L, S_sem), C_s, score_item, aggregate and pass@k.

Every expected value is worked out by hand in the case (docs/metrics.md gives the formulas);
the code metrics are tested in test_metrics_code.py.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from builders import lw, ref, step, wf

from bioproagent.bench.metrics.science import (
    c_s,
    parse_judge_reply,
    rubric_c_s,
    rubric_criteria,
)
from bioproagent.bench.metrics.scoring import (
    APPLICABLE,
    EXTRA_ITEM_KEYS,
    EXTRA_SUMMARY_KEYS,
    METRICS,
    SUMMARY_KEYS,
    aggregate,
    build_idf,
    keywords,
    pass_at_k,
    rouge_l,
    s_sem,
    score_item,
    score_item_details,
)
from bioproagent.bench.types import AgentOutput, BenchItem, ItemResult
from bioproagent.planners.models.scripted import ScriptedChatModel
from bioproagent.registry import load_registry

REGISTRY = load_registry()

# -- ROUGE-L -------------------------------------------------------------------------------
ROUGE_CASES = [
    ("identical", "add the buffer", "add the buffer", 1.0),
    ("disjoint", "spin down", "add buffer", 0.0),
    ("empty-candidate", "", "add buffer", 0.0),
    ("empty-reference", "add buffer", "  ", 0.0),
    # stems: incubating/incubate, plates/plate -> identical token lists
    ("stemmed", "Incubating plates", "incubate plate", 1.0),
    # ref: the cat sat on the mat (6); cand: the cat was sit on a mat (7); LCS the cat on mat
    # = 4; P = 4/7, R = 4/6, F = 2PR / (P + R) = 8/13
    ("lcs", "the cat was sitting on a mat", "the cat sat on the mat", 8 / 13),
    # the tokenizer drops non-ASCII, so "µL" -> "l" but "uL" -> "ul": ref add 50 ul buffer (4),
    # cand add 50 l (3); LCS 2, P = 2/3, R = 2/4, F = 4/7
    ("micro-sign", "Add 50 µL", "add 50 uL buffer", 4 / 7),
]


@pytest.mark.parametrize(
    ("candidate", "reference", "expected"),
    [c[1:] for c in ROUGE_CASES],
    ids=[c[0] for c in ROUGE_CASES],
)
def test_rouge_l(candidate: str, reference: str, expected: float) -> None:
    """It should return rouge-score's ROUGE-L F-measure with the Porter stemmer."""
    assert rouge_l(candidate, reference) == pytest.approx(expected)


# -- S_sem -------------------------------------------------------------------------------
KEYWORD_CASES = [
    (
        "quantities",
        "50 µL, 1,000 × g, 37 °C, 5 min, 10 mM, 450 nm, 2 h",
        {"50ul", "1000xg", "37c", "5min", "10mmol/l", "450nm", "2h"},
    ),
    ("molar-vs-millimetre", "10 mM and 10 mm", {"10mmol/l", "10mm"}),
    ("number-forms", "0.50 mL or 1.0 M", {"0.5ml", "1mol/l"}),
    ("words-stemmed", "Centrifuge the tubes", {"centrifug", "tube"}),
    ("stop-and-short-words", "it is at an ok pH", set()),
    ("bare-numbers-dropped", "repeat 3 times with 96 wells", {"repeat", "time", "well"}),
    ("hyphenated", "anti-CD3 antibody", {"anti-cd3", "antibodi"}),
]


@pytest.mark.parametrize(
    ("text", "expected"), [c[1:] for c in KEYWORD_CASES], ids=[c[0] for c in KEYWORD_CASES]
)
def test_keywords(text: str, expected: set[str]) -> None:
    """It should keep stems of content words and number+unit quantities."""
    assert keywords(text) == expected


IDF = build_idf(["add buffer", "add water"])  # add: df 2 -> 1; buffer, water: ln(3/2) + 1
W_RARE = math.log(1.5) + 1

S_SEM_CASES = [
    # gold {1000xg, 5min, centrifug, tube}; cand {1000xg, 10min, spin, tube}: 2 of 4
    (
        "half",
        "Spin tubes at 1000 xg for 10 min",
        "Centrifuge the tubes at 1,000 × g for 5 min.",
        None,
        0.5,
    ),
    (
        "all",
        "centrifuging tube 5 minutes 1000 x g",
        "Centrifuge the tubes at 1,000 × g, 5 min",
        None,
        1.0,
    ),
    ("empty-candidate", "", "add buffer", None, 0.0),
    ("gold-without-keywords", "anything", "it is 5", None, None),
    # weights add 1, buffer W_RARE: found add -> 1 / (1 + W_RARE)
    ("idf", "add", "add buffer", IDF, 1 / (1 + W_RARE)),
    # salt is unseen: it weighs the largest weight (W_RARE); found salt
    ("idf-unseen", "salt", "add salt", IDF, W_RARE / (1 + W_RARE)),
]


@pytest.mark.parametrize(
    ("candidate", "reference", "idf", "expected"),
    [c[1:] for c in S_SEM_CASES],
    ids=[c[0] for c in S_SEM_CASES],
)
def test_s_sem(
    candidate: str, reference: str, idf: dict[str, float] | None, expected: float | None
) -> None:
    """It should return the weighted fraction of the gold's keywords found in the candidate."""
    assert s_sem(candidate, reference, idf) == pytest.approx(expected)


def test_build_idf() -> None:
    """It should weigh a keyword in every document 1 and rarer ones more."""
    expected = {"add": 1.0, "buffer": W_RARE, "water": W_RARE}
    assert set(IDF) == set(expected)
    assert all(IDF[k] == pytest.approx(v) for k, v in expected.items())


# -- C_s rubric ----------------------------------------------------------------------------
ELISA = (
    "ELISA: coat the plate, add samples in triplicate with a 7-point standard curve, "
    "include blank wells, read absorbance at 450 nm."
)
RUBRIC_CASES = [
    # no order, no number, no assay and no control word; a safety word
    (
        "safety-only",
        "Wear gloves.",
        {"order": 0.0, "units": 0.0, "controls": 0.0, "safety": 1.0},
        0.25,
    ),
    # 3 numbered steps; 2 of 3 numeric statements have units ("50 to each well" has none);
    # a control is named; no safety word
    (
        "numbered",
        "1. Add 100 µL sample.\n2. Add 50 to each well.\n"
        "3. Then incubate for 30 min with untreated controls.",
        {"order": 1.0, "units": 2 / 3, "controls": 1.0, "safety": 0.0},
        (1 + 2 / 3 + 1) / 4,
    ),
    # ELISA + plate read: controls blank and positive -> blank only (1/2); standards and
    # replicates apply and are present; no order words; no safety word
    (
        "elisa",
        ELISA,
        {
            "order": 0.0,
            "units": 1.0,
            "controls": 0.5,
            "standards": 1.0,
            "replicates": 1.0,
            "safety": 0.0,
        },
        3.5 / 6,
    ),
    # two ordering words (then, finally) -> 2/3
    (
        "ordering-words",
        "Mix, then spin for 1 min, finally store at 4 °C.",
        {"order": 2 / 3, "units": 1.0, "controls": 0.0, "safety": 0.0},
        (2 / 3 + 1) / 4,
    ),
]


@pytest.mark.parametrize(
    ("text", "criteria", "expected"),
    [c[1:] for c in RUBRIC_CASES],
    ids=[c[0] for c in RUBRIC_CASES],
)
def test_rubric(text: str, criteria: dict[str, float], expected: float) -> None:
    """It should score the applicable criteria and average them."""
    found, _ = rubric_criteria(text)
    assert found == pytest.approx(criteria)
    result = rubric_c_s(text)
    assert (result.score, result.method) == (pytest.approx(expected), "rubric")


def test_rubric_scores_an_empty_text_zero() -> None:
    """It should give 0, not None, to an output without text."""
    assert rubric_c_s("  ").score == 0.0


JUDGE_REPLIES = [
    ("plain", '{"score": 0.7, "reason": "sound"}', 0.7),
    ("fenced", '```json\n{"score": 1}\n```', 1.0),
    ("zero", '{"score": 0}', 0.0),
    ("prose", "Score: 0.8", None),
    ("prose-around-json", 'Here it is: {"score": 0.5}', None),
    ("above-one", '{"score": 1.2}', None),
    ("string-score", '{"score": "0.8"}', None),
    ("bool-score", '{"score": true}', None),
    ("nan", '{"score": NaN}', None),
    ("extra-key", '{"score": 0.5, "verdict": "pass"}', None),
    ("reason-not-text", '{"score": 0.5, "reason": 3}', None),
    ("not-object", "[0.5]", None),
]


@pytest.mark.parametrize(
    ("reply", "expected"), [c[1:] for c in JUDGE_REPLIES], ids=[c[0] for c in JUDGE_REPLIES]
)
def test_parse_judge_reply(reply: str, expected: float | None) -> None:
    """It should accept only one JSON object with a numeric score in [0, 1]."""
    score, note = parse_judge_reply(reply)
    assert score == expected
    assert (note is None) == (expected is not None)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ('{"score": 0.6, "reason": "ok"}', 0.6),
        ("Looks good to me!", None),
        (TimeoutError("judge timed out"), None),
    ],
    ids=["valid", "prose", "raises"],
)
def test_c_s_with_a_judge(reply: Any, expected: float | None) -> None:
    """It should use the judge when given, and give None with a note when it fails."""
    judge = ScriptedChatModel(replies=[reply])
    result = c_s("1. Add 50 µL.", judge=judge, query="q", reference="gold text")
    assert (result.score, result.method) == (expected, "llm")
    assert (result.note is None) == (expected is not None)
    assert result.usage.llm_calls == 1 and result.usage.prompt_tokens > 0
    assert "gold text" in str(judge.history[0][-1].content)


# -- score_item ----------------------------------------------------------------------------
def _item(subset: Any, **fields: Any) -> BenchItem:
    return BenchItem(subset=subset, id=f"{subset}1", source="test", query="do it", **fields)


LABWARE = [
    lw("res", "reservoir_12col", volume=4000, wells=["A1"]),
    lw("plate", "plate_96_flat"),
    lw("tips", "tiprack_96_200ul"),
]
GOLD = wf(
    LABWARE,
    [
        step(
            "t",
            "biomek_i7_hybrid",
            "transfer",
            {"volume_ul": 50},
            source=ref("res", "A1"),
            target=ref("plate", "A1"),
            tips="tips",
        ),
        step("r", "spectramax_i3x", "read_absorbance", {"wavelength_nm": 450}, plate="plate"),
    ],
)
GOLD_TEXT = "Centrifuge the tubes at 1,000 × g for 5 min."


def _applicable(scores: dict[str, float | None]) -> set[str]:
    return {k for k in METRICS if scores[k] is not None}


@pytest.mark.parametrize("subset", ["B", "C", "D"])
def test_score_item_code_subsets(subset: str) -> None:
    """It should fill the code metrics, tokens, loop and time, and nothing else."""
    output = AgentOutput(
        workflow=GOLD, prompt_tokens=120, completion_tokens=30, loop=True, time_s=2.5
    )
    scores = score_item(_item(subset, gold_workflow=GOLD), output, REGISTRY)
    assert set(scores) == {*METRICS, *EXTRA_ITEM_KEYS}
    assert _applicable(scores) == set(APPLICABLE[subset])  # type: ignore[index]
    assert scores["s_code"] == scores["succ"] == scores["parsed"] == 1.0
    assert (scores["tokens"], scores["loop"], scores["time_s"]) == (150.0, 1.0, 2.5)


@pytest.mark.parametrize(
    "output",
    [
        AgentOutput(workflow=None, parse_error="reply was prose"),
        AgentOutput(workflow={"steps": [{"id": "x"}]}),
        AgentOutput(error="RuntimeError: boom"),
    ],
    ids=["no-workflow", "invalid-workflow", "agent-crashed"],
)
def test_score_item_unparseable_code_scores_zero(output: AgentOutput) -> None:
    """It should keep a failed output in the denominators with zeros, not None."""
    details = score_item_details(_item("D", gold_workflow=GOLD), output, REGISTRY)
    code = {
        k: details.scores[k] for k in ("s_code", "c_p", "acc_seq", "acc_param", "succ", "parsed")
    }
    assert code == dict.fromkeys(code, 0.0)
    assert any("schema gate" in note for note in details.notes)


def test_score_item_without_gold_workflow_gives_none() -> None:
    """It should not invent code scores when the item has no gold."""
    details = score_item_details(_item("B"), AgentOutput(workflow=GOLD), REGISTRY)
    assert details.scores["s_code"] is None and details.scores["c_p"] is None
    assert any("gold_workflow" in note for note in details.notes)


def test_score_item_subset_a_rubric() -> None:
    """It should fill ROUGE-L, S_sem and C_s (rubric) for a protocol text."""
    candidate = "Spin tubes at 1000 xg for 10 min"
    scores = score_item(
        _item("A", gold_text=GOLD_TEXT),
        AgentOutput(draft_text=candidate, prompt_tokens=7),
        REGISTRY,
    )
    assert _applicable(scores) == set(APPLICABLE["A"])
    assert scores["rouge_l"] == pytest.approx(rouge_l(candidate, GOLD_TEXT))
    assert scores["s_sem"] == pytest.approx(0.5)
    assert scores["c_s"] == pytest.approx(rubric_c_s(candidate).score)
    assert (scores["c_s_llm"], scores["tokens"]) == (0.0, 7.0)


def test_score_item_subset_a_without_text_scores_zero() -> None:
    """It should score a missing protocol 0 on every text metric."""
    scores = score_item(_item("A", gold_text=GOLD_TEXT), AgentOutput(), REGISTRY)
    assert (scores["rouge_l"], scores["s_sem"], scores["c_s"]) == (0.0, 0.0, 0.0)


@pytest.mark.parametrize(
    ("reply", "expected"), [('{"score": 0.9}', 0.9), ("great", None)], ids=["valid", "unparseable"]
)
def test_score_item_subset_a_judge(reply: str, expected: float | None) -> None:
    """It should use the judge, report it, and keep the judge's tokens out of the agent's."""
    details = score_item_details(
        _item("A", gold_text=GOLD_TEXT),
        AgentOutput(draft_text="Spin.", completion_tokens=3),
        REGISTRY,
        ScriptedChatModel(replies=[reply]),
    )
    assert (details.scores["c_s"], details.scores["c_s_llm"]) == (expected, 1.0)
    assert details.scores["tokens"] == 3.0 and details.judge_usage.llm_calls == 1
    assert details.c_s_method == "llm"
    assert (not details.notes) == (expected is not None)


# -- aggregate and pass@k ------------------------------------------------------------------
PASS_CASES = [
    ("none-pass", 5, 0, 1, 0.0),
    ("all-pass", 5, 5, 1, 1.0),
    ("pass-at-1-is-c-over-n", 5, 1, 1, 0.2),
    # 1 - C(3, 2) / C(5, 2) = 1 - 3/10
    ("pass-at-2", 5, 2, 2, 0.7),
    # fewer failures (2) than k (3): some draw of 3 always contains a success
    ("too-few-failures", 4, 2, 3, 1.0),
    ("k-equals-n", 3, 1, 3, 1.0),
]


@pytest.mark.parametrize(
    ("n", "c", "k", "expected"), [c[1:] for c in PASS_CASES], ids=[c[0] for c in PASS_CASES]
)
def test_pass_at_k(n: int, c: int, k: int, expected: float) -> None:
    """It should compute 1 - C(n - c, k) / C(n, k)."""
    assert pass_at_k(n, c, k) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("n", "c", "k"),
    [(0, 0, 1), (3, 4, 1), (3, -1, 1), (3, 1, 0), (3, 1, 4)],
    ids=["no-samples", "c-above-n", "negative-c", "k-zero", "k-above-n"],
)
def test_pass_at_k_rejects_bad_arguments(n: int, c: int, k: int) -> None:
    """It should refuse arguments for which the estimator is undefined."""
    with pytest.raises(ValueError, match="pass_at_k"):
        pass_at_k(n, c, k)


def _result(
    item: str, sample: int = 0, agent: str = "direct", **scores: float | None
) -> ItemResult:
    full: dict[str, float | None] = dict.fromkeys((*METRICS, *EXTRA_ITEM_KEYS))
    full.update(scores)
    return ItemResult(
        agent=agent, subset="B", item_id=item, sample=sample, output=AgentOutput(), scores=full
    )


def test_aggregate_means_over_items() -> None:
    """It should average each metric over items, skipping metrics that do not apply."""
    summary = aggregate(
        [
            _result("i1", succ=1.0, c_p=1.0, tokens=100.0, loop=0.0, time_s=2.0, parsed=1.0),
            _result("i2", succ=0.0, c_p=0.5, tokens=300.0, loop=1.0, time_s=4.0, parsed=0.0),
        ]
    )
    assert list(summary)[: len(SUMMARY_KEYS)] == list(SUMMARY_KEYS)
    assert set(summary) <= {*SUMMARY_KEYS, *EXTRA_SUMMARY_KEYS}
    assert summary["n"] == 2
    assert (summary["succ"], summary["c_p"], summary["tokens"]) == (0.5, 0.75, 200.0)
    assert (summary["loop_rate"], summary["time_s"], summary["parse_rate"]) == (0.5, 3.0, 0.5)
    assert summary["rouge_l"] is None and summary["c_s_missing"] is None
    assert "pass_at_k" not in summary


def test_aggregate_samples_and_pass_at_k() -> None:
    """It should count items once (sample 0) and estimate pass@k over all samples."""
    summary = aggregate(
        [
            _result("i1", 0, succ=1.0),
            _result("i1", 1, succ=0.0),
            _result("i1", 2, succ=0.0),
            _result("i2", 1, succ=1.0),
            _result("i2", 0, succ=1.0),
        ]
    )
    # k = min(3, 2) = 2; pass@2: i1 1 - C(2,2)/C(3,2) = 2/3, i2 1 -> 5/6
    assert (summary["n"], summary["samples"], summary["k"]) == (2, 3, 2)
    assert summary["succ"] == 1.0
    assert summary["pass_at_1"] == pytest.approx((1 / 3 + 1) / 2)
    assert summary["pass_at_k"] == pytest.approx(5 / 6)


def test_aggregate_counts_missing_judge_scores() -> None:
    """It should report how C_s was obtained and how many items the judge left unscored."""
    summary = aggregate([_result("i1", c_s=0.5, c_s_llm=1.0), _result("i2", c_s_llm=1.0)])
    assert (summary["c_s"], summary["c_s_llm_rate"], summary["c_s_missing"]) == (0.5, 1.0, 1)


def test_aggregate_empty_and_mixed() -> None:
    """It should summarise no results as n=0 and refuse results of two agents."""
    assert aggregate([])["n"] == 0 and aggregate([])["succ"] is None
    with pytest.raises(ValueError, match="one \\(agent, subset\\)"):
        aggregate([_result("i1"), _result("i1", agent="react")])
