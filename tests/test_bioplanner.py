"""BioPlanner tasks (seed 004): pseudocode parsing, split, items, metrics, agents, runner."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bioproagent.bench.bioplanner.baselines import (
    DefinitionOrderBaseline,
    NearestProtocolBaseline,
    TransitionBaseline,
)
from bioproagent.bench.bioplanner.data import load_bioprot, split_of
from bioproagent.bench.bioplanner.llm_agent import ChatPlanningAgent, feedback_problems
from bioproagent.bench.bioplanner.metrics import (
    CharNgramEncoder,
    align_calls,
    multiset_precision_recall,
    normalized_levenshtein,
    score_arguments,
    value_bleu,
)
from bioproagent.bench.bioplanner.pseudocode import PseudoCall, parse_pseudocode
from bioproagent.bench.bioplanner.report import SEED_GPT4, write_report
from bioproagent.bench.bioplanner.runner import Settings, build_items, run_planning, train_split
from bioproagent.bench.bioplanner.score import score_answer
from bioproagent.bench.bioplanner.tasks import ProtocolIndex, retrieval_items
from bioproagent.cli.app import main
from bioproagent.errors import BioProAgentError
from bioproagent.planners.models.scripted import ScriptedChatModel

FIXTURES = Path(__file__).parent / "fixtures" / "bioprot"
ENCODER = CharNgramEncoder()


def test_parse_keeps_source_order_inside_loops() -> None:
    """A call inside a loop stays where it is written (ast.walk would move it last)."""
    code = (FIXTURES / "9003.json").read_text(encoding="utf-8")
    parsed = parse_pseudocode(json.loads(code)["generated_pseudocode"])
    assert [c.name for c in parsed.calls if c.defined] == [
        "aspirate_medium",
        "add_trypsin",
        "neutralize",
        "seed_cells",
    ]
    assert [c.name for c in parsed.calls if not c.defined] == ["range"]
    assert parsed.calls[1].kwargs == {"_0": "2"}  # range(2)


@pytest.mark.parametrize(
    ("source", "calls", "error"),
    [
        ('def f(a):\n    pass\nf(a="5 µl")', [("f", {"a": "5 µl"})], False),
        ("def f(a):\n    pass\nx = f(a=5)", [("f", {"a": "5"})], False),
        ("def f(vol):\n    pass\nf(vol=20ul)", [("f", {"vol": "20ul"})], True),
        ("I apologize, here it is:\nf(a='1 h')", [("f", {"a": "1 h"})], True),
    ],
    ids=["string", "number", "bare-unit-fallback", "prose-fallback"],
)
def test_parse_pseudocode(
    source: str, calls: list[tuple[str, dict[str, str]]], error: bool
) -> None:
    """It should read keyword values as text and fall back line by line on bad syntax."""
    parsed = parse_pseudocode(source)
    assert [(c.name, c.kwargs) for c in parsed.calls] == calls
    assert (parsed.parse_error is not None) == error


def test_loader_split_and_usability() -> None:
    """The split depends only on the id; unparseable gold is not usable."""
    protocols = load_bioprot(FIXTURES)
    by_id = {p.id: p for p in protocols}
    assert {p.id for p in protocols if p.split == "test"} == {"9001", "9003", "9004", "9007"}
    assert all(p.split == split_of(p.id) for p in protocols)
    assert not by_id["9004"].usable and by_id["9004"].parse_error
    assert [c.name for c in by_id["9001"].calls].count("centrifuge") == 2
    assert [p.id for p in load_bioprot(FIXTURES, "train")] == ["9002", "9005", "9006"]


def test_loader_reports_missing_data(tmp_path: Path) -> None:
    """A directory without protocols should say what to pass."""
    with pytest.raises(BioProAgentError, match="no BioProt protocols"):
        load_bioprot(tmp_path)


@pytest.mark.parametrize(
    ("predicted", "gold", "expected"),
    [
        (["a", "b", "b"], ["a", "b"], (2 / 3, 1.0)),
        (["a"], ["a", "a", "b"], (1.0, 1 / 3)),
        ([], ["a"], (0.0, 0.0)),
    ],
    ids=["repeat-predicted", "repeat-gold", "empty"],
)
def test_multiset_precision_recall(
    predicted: list[str], gold: list[str], expected: tuple[float, float]
) -> None:
    """Repeated calls count as often as they occur."""
    assert multiset_precision_recall(predicted, gold) == pytest.approx(expected)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from("abcde"), max_size=8),
    st.lists(st.sampled_from("abcde"), min_size=1, max_size=8),
)
def test_levenshtein_properties(predicted: list[str], gold: list[str]) -> None:
    """Zero only for identical sequences; bounded by max length / gold length."""
    d = normalized_levenshtein(predicted, gold)
    assert (d == 0) == (predicted == gold)
    assert d <= max(len(predicted), len(gold)) / len(gold)


def test_levenshtein_counts_each_call_as_a_symbol() -> None:
    """A swap of two calls costs two substitutions; a missing call one deletion."""
    gold = ["add_salt", "add_ethanol", "centrifuge", "wash"]
    assert normalized_levenshtein(["add_ethanol", "add_salt", "centrifuge", "wash"], gold) == 0.5
    assert normalized_levenshtein(["add_salt", "centrifuge", "wash"], gold) == 0.25


def test_argument_scores_and_alignment() -> None:
    """Arguments are compared by name; calls are aligned by name and occurrence."""
    gold = PseudoCall("spin", (("speed", "16,000 x g"), ("time", "15 min")))
    predicted = PseudoCall("spin", (("speed", "16,000 x g"), ("temp", "4 °C")))
    scores = score_arguments(predicted, gold, ENCODER)
    assert (scores.name_precision, scores.name_recall) == (0.5, 0.5)
    assert scores.bleu == pytest.approx(1.0) and scores.similarity == pytest.approx(1.0)
    second = PseudoCall("spin", (("time", "5 min"),))
    pairs = align_calls([second, second], [gold, PseudoCall("spin", (("time", "5 min"),))])
    assert [g.kwargs for _, g in pairs] == [gold.kwargs, {"time": "5 min"}]
    assert value_bleu("", "") == 1.0 and value_bleu("x", "") == 0.0


def test_items_for_each_task() -> None:
    """Next-step items per step, generation per protocol, retrieval with distractors."""
    protocols = load_bioprot(FIXTURES)
    nxt = build_items("next", protocols, "test", Settings(shuffle=(False, True)))
    assert len(nxt) == 2 * (6 + 4 + 6)
    assert {i.setting for i in nxt} == {"ordered", "shuffled"}
    gen = build_items("gen", protocols, "test", Settings())
    assert {i.setting for i in gen} == {
        "ordered",
        "ordered+feedback",
        "shuffled",
        "shuffled+feedback",
    }
    retrieval = build_items("retrieval", protocols, "test", Settings(distractors=("nearest",)))
    item = next(i for i in retrieval if i.protocol_id == "9001")
    assert set(item.gold_names) < {f.name for f in item.functions}
    assert len(item.functions) > len(item.gold_names)


def test_nearest_neighbour_measure_prefers_shared_topic() -> None:
    """The TF-IDF neighbour of a DNA precipitation is the RNA precipitation."""
    protocols = [p for p in load_bioprot(FIXTURES) if p.functions]
    index = ProtocolIndex(protocols)
    target = next(p for p in protocols if p.id == "9001")
    assert index.nearest(f"{target.title} {target.description}", 1, {"9001"})[0].id == "9002"
    assert retrieval_items([target], protocols, "nearest", k=1)[0].functions


def test_baselines_answer_every_task() -> None:
    """Definition order is perfect on an unshuffled single-use protocol; all answers parse."""
    protocols = load_bioprot(FIXTURES)
    train = train_split(protocols)
    agents = [DefinitionOrderBaseline(), TransitionBaseline(), NearestProtocolBaseline()]
    for agent in agents:
        agent.fit(train)
    item = next(
        i
        for i in build_items("next", protocols, "test", Settings(shuffle=(False,)))
        if i.id == "9003:1"
    )
    answer, _ = agents[0].next_step(item)
    assert score_answer(item, answer, ENCODER)["function_correct"] == 1.0
    for agent in agents:
        for task in agent.supports:
            for it in build_items(task, protocols, "test", Settings(feedback=(False,))):
                text, usage = getattr(
                    agent, {"next": "next_step", "gen": "generate"}.get(task, "retrieve")
                )(it)
                assert score_answer(it, text, ENCODER)["parsed"], (agent.name, it.id, text)
                assert usage.llm_calls == 0


def test_feedback_loop_sends_problems_back() -> None:
    """Generation with feedback re-asks until the pseudocode passes the seed's checks."""
    protocols = load_bioprot(FIXTURES)
    item = next(
        i
        for i in build_items("gen", protocols, "test", Settings(shuffle=(False,), feedback=(True,)))
        if i.protocol_id == "9003"
    )
    bad = "aspirate_medium()\nadd_trypsin(flask='T75', volume=2, time='3 min')"
    good = (
        "aspirate_medium(flask='T75')\nadd_trypsin(flask='T75', volume='2 mL', time='3 min')\n"
        "neutralize(flask='T75', medium='DMEM', volume='8 mL')\n"
        "seed_cells(flask='T75', ratio='1:10')"
    )
    assert len(feedback_problems(bad, item)) == 2
    model = ScriptedChatModel(replies=[f"```python\n{bad}\n```", good])
    answer, usage = ChatPlanningAgent(model).generate(item, feedback=True)
    assert answer == good and usage.llm_calls == 2
    assert "no arguments" in str(model.history[1][-1].content)
    assert score_answer(item, answer, ENCODER)["levenshtein"] == 0.0


def test_runner_resumes_and_reports(tmp_path: Path) -> None:
    """A second run does nothing new; the report carries the seed's GPT-4 figures."""
    protocols = load_bioprot(FIXTURES)
    model = ScriptedChatModel(replies=['["add_salt", "centrifuge"]'] * 6)
    agents = [DefinitionOrderBaseline(), ChatPlanningAgent(model, name="llm:scripted")]
    items = build_items("retrieval", protocols, "test", Settings())
    assert run_planning(items, agents, tmp_path, ENCODER) == 12
    assert run_planning(items, agents, tmp_path, ENCODER) == 0
    document = write_report(tmp_path, ENCODER.name, {})
    rows = {(r["agent"], r["setting"]): r for r in document["rows"]}
    assert rows[("definition-order", "random")]["retrieval_recall"] == 1.0
    assert rows[("llm:scripted", "random")]["llm_calls"] == 3
    report = (tmp_path / "report.md").read_text(encoding="utf-8")
    assert f"{SEED_GPT4[('retrieval', 'random')][0]:.1f}" in report
    assert "not comparable" in report


def test_cli_bioplanner(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``bench bioplanner`` runs the baselines and writes the report."""
    out = tmp_path / "run"
    argv = ["bench", "bioplanner", "--data", str(FIXTURES), "--task", "next,gen", "--out", str(out)]
    assert main(argv) == 0
    assert "report.md" in capsys.readouterr().out
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert {r["agent"] for r in summary["rows"]} == {"definition-order", "transition", "nearest"}
    assert main([*argv[:-2], "--agent", "llm", "--out", str(out)]) == 2


def test_bioplanner_on_shared_data(tmp_path: Path) -> None:
    """On BioProt, 84 protocols parse and the definition-order baseline leads unshuffled."""
    root = os.environ.get("BIOPROAGENT_SHARED_DATA")
    if not root or not (Path(root) / "bioprot").is_dir():
        pytest.skip("BIOPROAGENT_SHARED_DATA is not set or has no bioprot/ directory")
    protocols = load_bioprot(Path(root) / "bioprot")
    assert len(protocols) == 100
    assert sum(p.parse_error is None for p in protocols) == 84
    items = build_items("next", protocols, "test", Settings(shuffle=(False,)))
    run_planning(items, [DefinitionOrderBaseline()], tmp_path, ENCODER)
    row = write_report(tmp_path, ENCODER.name, {})["rows"][0]
    assert row["function_correct"] > 0.5


def test_bridge_compiles_a_mappable_protocol_and_explains_the_rest() -> None:
    """A plate assay compiles onto registry devices and passes the gate; a bench protocol
    is refused with the step and the reason."""
    from bioproagent.bench.bioplanner.bridge import bridge_protocol, summarize_bridge
    from bioproagent.registry import load_registry

    registry = load_registry()
    protocols = {p.id: p for p in load_bioprot(FIXTURES) if p.parse_error is None}
    plate = bridge_protocol(protocols["9007"], registry)
    assert plate.automatable and plate.workflow is not None
    assert [s["operation"] for s in plate.workflow["steps"]][-1] == "read_absorbance"
    assert plate.assumptions == ["step 3: 3 mix cycles (not stated)"]
    cells = bridge_protocol(protocols["9003"], registry)
    assert not cells.automatable
    assert "no_operation: step 1 aspirate_medium" in cells.reasons
    summary = summarize_bridge([plate, cells])
    assert summary["automatable"] == 1 and summary["protocols_with_reason"]["no_operation"] == 1


def test_cli_bridge(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``bench bioprot-bridge`` writes bridge.json and bridge.md."""
    assert main(["bench", "bioprot-bridge", "--data", str(FIXTURES), "--out", str(tmp_path)]) == 0
    assert "automatable end to end" in capsys.readouterr().out
    assert json.loads((tmp_path / "bridge.json").read_text(encoding="utf-8"))["summary"]
