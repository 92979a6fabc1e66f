"""BioProBench text tasks: loaders, metrics as the benchmark defines them, agents, runner.

The fixture files under tests/fixtures/bioprobench are written for these tests in the public
test-file format; they are not BioProBench data.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bioproagent.bench.bioprobench.agents import TextTaskAgent
from bioproagent.bench.bioprobench.data import load_task
from bioproagent.bench.bioprobench.metrics import err_metrics, gen_metrics, ord_metrics, pqa_metrics
from bioproagent.bench.bioprobench.runner import run_text_task, write_report
from bioproagent.cli.app import main
from bioproagent.errors import BioProAgentError
from bioproagent.planners.models.scripted import ScriptedChatModel

FIXTURES = Path(__file__).parent / "fixtures" / "bioprobench"


@pytest.mark.parametrize(("task", "count"), [("err", 24), ("ord", 4), ("gen", 3), ("pqa", 6)])
def test_loaders_read_the_public_format(task: str, count: int) -> None:
    """Every fixture file loads with its item count."""
    assert len(load_task(task, FIXTURES)) == count  # type: ignore[arg-type]


def test_err_item_shows_the_right_text() -> None:
    """The step shown is the corrupted text for errors, the corrected one otherwise."""
    items = load_task("err", FIXTURES)
    first = items[0]
    assert not first.is_correct and "15% CO2" in first.step
    assert any(not i.visible_change for i in items)
    correct = next(i for i in items if i.is_correct)
    assert correct.next_step is None  # "None" in the file


def test_loader_names_the_bad_field(tmp_path: Path) -> None:
    """A malformed item should be reported with file, index and field."""
    path = tmp_path / "ORD_test.json"
    path.write_text(json.dumps([{"wrong_steps": ["a"], "correct_steps": ["b"]}]), encoding="utf-8")
    with pytest.raises(BioProAgentError, match=r"ORD_test\.json item 0: wrong_steps"):
        load_task("ord", tmp_path)


@pytest.mark.parametrize(
    ("predicted", "gold", "f1"),
    [
        ([True] * 4, [True, True, False, False], 2 / 3),
        ([True, False, None, False], [True, False, True, False], 1.0),
        ([False] * 4, [True, True, False, False], 0.0),
    ],
    ids=["always-error-balanced", "unparseable-excluded", "never-error"],
)
def test_err_metrics(predicted: list[bool | None], gold: list[bool], f1: float) -> None:
    """Positive class = erroneous; unparseable answers leave the denominators."""
    metrics = err_metrics(predicted, gold)
    assert metrics["f1"] == pytest.approx(f1)
    assert metrics["failure_rate"] == pytest.approx(predicted.count(None) / 4)


def test_ord_metrics_pool_kendall_tau() -> None:
    """Tau pools pairs over items; an invalid permutation counts as a failure."""
    wrong = [["b", "a", "c"], ["x", "y"]]
    correct = [["a", "b", "c"], ["x", "y"]]
    metrics = ord_metrics([[1, 0, 2], [1, 0]], wrong, correct)
    assert metrics["exact_match"] == 0.5
    assert metrics["kendall_tau"] == pytest.approx((3 - 1) / 4)
    assert ord_metrics([[0, 0, 1], None], wrong, correct)["failure_rate"] == 1.0


def test_gen_and_pqa_metrics() -> None:
    """Identical steps score 1 on BLEU-2 and ROUGE; PQA is exact and case-sensitive."""
    gen = gen_metrics([["Add 5 µL buffer.", "Mix well."]], [["Add 5 µL buffer.", "Mix well."]])
    assert gen["bleu"] == pytest.approx(1.0) and gen["rougeL"] == pytest.approx(1.0)
    assert pqa_metrics(["gelred", "TBST"], ["GelRed", "TBST"])["accuracy"] == 0.5


def test_llm_agents_parse_strictly() -> None:
    """Replies that are not the asked-for format become unreadable (None)."""
    err_item = load_task("err", FIXTURES)[0]
    ord_item = load_task("ord", FIXTURES)[0]
    pqa_item = load_task("pqa", FIXTURES)[0]
    model = ScriptedChatModel(
        replies=[
            '{"verdict": "error", "reason": "CO2 too high"}',
            "Looks fine",
            "[1, 3, 4, 0, 2]",
            "I think [1, 3]",
            "5%",
            "B",
        ]
    )
    agent = TextTaskAgent("llm", model)
    assert agent.predict("err", err_item)[0] is True
    assert agent.predict("err", err_item)[0] is None
    assert agent.predict("ord", ord_item)[0] == [1, 3, 4, 0, 2]
    assert agent.predict("ord", ord_item)[0] is None
    assert agent.predict("pqa", pqa_item)[0] == "5%"
    assert agent.predict("pqa", pqa_item)[0] is None


def test_runner_and_report_on_fixtures(tmp_path: Path) -> None:
    """K_s beats the trivial baseline on the fixture ERR file without false alarms."""
    items = {t: load_task(t, FIXTURES) for t in ("err", "ord", "gen", "pqa")}  # type: ignore[arg-type]
    agents = [
        TextTaskAgent(n)
        for n in ("always-error", "ks", "given-order", "echo-question", "first-choice")
    ]
    ran = sum(run_text_task(t, i, agents, tmp_path) for t, i in items.items())
    assert ran == 24 * 2 + 4 + 3 + 6
    assert sum(run_text_task(t, i, agents, tmp_path) for t, i in items.items()) == 0
    scores = write_report(tmp_path, items, "fixtures")
    assert scores["err"]["always-error"]["f1"] == pytest.approx(2 / 3)
    assert scores["err"]["ks"]["false_alarm_rate"] == 0.0
    assert scores["err"]["ks"]["f1"] > scores["err"]["always-error"]["f1"]
    assert "0.67 on a balanced set" in (tmp_path / "report.md").read_text(encoding="utf-8")


def test_cli_bioprobench(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``bench bioprobench`` runs baselines and K_s offline; a file needs its task."""
    out = tmp_path / "run"
    assert main(["bench", "bioprobench", "--data", str(FIXTURES), "--out", str(out)]) == 0
    assert json.loads((out / "summary.json").read_text(encoding="utf-8"))["scores"]["pqa"]
    capsys.readouterr()
    argv = ["bench", "bioprobench", "--data", str(FIXTURES / "ERR_test.json"), "--out", str(out)]
    assert main(argv) == 2
