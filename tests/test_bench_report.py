"""Benchmark reports: summary.json shape, the Markdown tables, the HTML page, the radar."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from bench_fakes import fake_aggregate, fake_factory, fake_items, fake_scorer

from bioproagent.bench import report
from bioproagent.bench.report import SUMMARY_KEYS, build_tables, summarize, write_report
from bioproagent.bench.runner import BenchError, read_results, run_benchmark
from bioproagent.bench.types import AgentOutput, ItemResult
from bioproagent.cli.app import main

AGENTS = ["bioproagent", "direct", "react", "reflexion", "autogpt", "bioproagent-no_fsm"]


def make_run(out: Path, samples: int = 1, agents: list[str] = AGENTS) -> Path:
    return run_benchmark(
        ["A", "B", "C", "D"],
        agents,
        out_dir=out,
        registry=object(),
        data="/nowhere",
        samples=samples,
        agent_factory=fake_factory(),
        loader=fake_items,
        scorer=fake_scorer,
    )


@pytest.fixture(scope="module")
def reported(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    out = make_run(tmp_path_factory.mktemp("bench") / "run")
    return out, write_report(out, aggregate=fake_aggregate)


def test_summary_json_has_the_contract_shape(reported: tuple[Path, dict[str, Any]]) -> None:
    """It should write {agent: {subset: {the 12 keys}}}, baselines first, ours, ablations."""
    out, summary = reported
    on_disk = json.loads((out / "summary.json").read_text())
    assert on_disk == summary
    assert list(on_disk) == [
        "direct",
        "react",
        "reflexion",
        "autogpt",
        "bioproagent",
        "bioproagent-no_fsm",
    ]
    for per_subset in on_disk.values():
        assert list(per_subset) == ["A", "B", "C", "D"]
        for entry in per_subset.values():
            assert tuple(entry) == SUMMARY_KEYS  # no pass_at_k with one sample


@pytest.mark.parametrize(
    ("subset", "nulls", "values"),
    [
        ("A", {"s_code", "c_p", "acc_seq", "acc_param", "succ"}, {"rouge_l", "s_sem", "c_s"}),
        ("B", {"rouge_l", "s_sem", "c_s", "acc_seq"}, {"s_code", "c_p", "acc_param", "succ"}),
        ("D", {"rouge_l", "s_sem", "c_s"}, {"acc_seq", "c_p", "s_code"}),
    ],
    ids=["A", "B", "D"],
)
def test_summary_nulls_where_a_metric_does_not_apply(
    reported: tuple[Path, dict[str, Any]], subset: str, nulls: set[str], values: set[str]
) -> None:
    """It should write null for metrics that do not apply to a subset, numbers elsewhere."""
    entry = reported[1]["bioproagent"][subset]
    assert {k for k in nulls if entry[k] is None} == nulls
    assert all(isinstance(entry[k], float) for k in values)
    assert entry["n"] == {"A": 4, "B": 5, "D": 5}[subset]


def test_summary_has_pass_at_k_with_several_samples(tmp_path: Path) -> None:
    """It should add pass_at_k when aggregate reports it (samples > 1), and only then."""
    out = make_run(tmp_path / "run", samples=2, agents=["react"])
    summary = write_report(out, aggregate=fake_aggregate)
    assert summary["react"]["B"]["pass_at_k"] == {"1": 0.0, "2": 0.0}
    assert "pass_at_k" not in summary["react"]["A"]  # no succ on A in the fake
    assert "| pass@1 ↑ | pass@2 ↑ |" in (out / "report.md").read_text()


@pytest.mark.parametrize(
    ("agg", "expected"),
    [
        ({"n": 3, "c_p": float("nan")}, {"n": 3, "c_p": None}),
        ({"pass@1": 0.5, "pass@3": 0.75}, {"pass_at_k": {"1": 0.5, "3": 0.75}}),
        ({"pass_at_1": 0.5, "pass_at_k": 0.75, "k": 3}, {"pass_at_k": {"1": 0.5, "3": 0.75}}),
        ({"pass_at_k": {"2": 0.4}}, {"pass_at_k": {"2": 0.4}}),
        ({"pass_at_1": None, "pass_at_k": None, "k": 2}, {}),
        ({"succ": True, "tokens": 12}, {"succ": 1, "tokens": 12}),
    ],
    ids=["nan-is-null", "pass-at-keys", "metrics-style", "dict", "no-succ", "bool-and-int"],
)
def test_summarize_normalizes_aggregate_output(
    agg: dict[str, Any], expected: dict[str, Any]
) -> None:
    """It should keep only the contract's keys (+ pass_at_k) as JSON-safe numbers."""
    result = ItemResult(agent="direct", subset="B", item_id="x", output=AgentOutput(), scores={})
    entry = summarize([result], lambda _: agg)["direct"]["B"]
    assert json.loads(json.dumps(entry, allow_nan=False)) == entry
    for key, value in expected.items():
        assert entry[key] == value
    assert ("pass_at_k" in entry) == ("pass_at_k" in expected)
    assert entry["n"] == expected.get("n", 1)  # the item count when aggregate omits n


def test_report_md_has_one_table_per_subset_in_one_column_order(
    reported: tuple[Path, dict[str, Any]],
) -> None:
    """Every table should list its metrics in the same order and bold the best value."""
    text = (reported[0] / "report.md").read_text()
    headers = [line for line in text.splitlines() if line.startswith("| Agent |")]
    assert len(headers) == 4
    order = [report.column_label(k) for k in ("n", *report.METRIC_KEYS)]
    for header, subset in zip(headers, "ABCD", strict=True):
        labels = [cell.strip() for cell in header.strip("|").split("|")[1:]]
        assert labels == [label for label in order if label in labels]  # one order
        for key in report.PAPER_COLUMNS[subset]:  # the paper's columns always shown
            assert report.column_label(key) in labels
    assert headers[0].startswith("| Agent | n | ROUGE-L ↑ | S_sem ↑ | C_s ↑ |")
    assert "ROUGE-L" not in headers[1]  # only the subset's applicable metrics
    b_rows = {
        line.split(" | ")[0][2:]: line
        for line in text.split("## Subset B")[1].split("## Subset C")[0].splitlines()
        if line.startswith("| ") and "---" not in line and not line.startswith("| Agent")
    }
    assert "| **0.900** |" in b_rows["bioproagent"]  # S_code: ours is best in the fake
    assert "**" not in b_rows["direct"].split(" | ")[2]
    assert "![capabilities](capabilities.png)" in text


def test_best_is_the_lowest_for_lower_is_better_columns() -> None:
    """It should bold the smallest time, every tie for best, and nothing when all are equal."""
    summary = {
        "a": {"B": {"n": 1, "s_code": 0.5, "time_s": 3.0, "c_p": 1.0}},
        "b": {"B": {"n": 1, "s_code": 0.5, "time_s": 1.0, "c_p": 1.0}},
        "c": {"B": {"n": 1, "s_code": 0.1, "time_s": 2.0, "c_p": 1.0}},
    }
    (table,) = build_tables(summary)
    s_code, time_s = table.columns.index("s_code"), table.columns.index("time_s")
    assert table.best == {(0, s_code), (1, s_code), (1, time_s)}


def test_report_html_is_self_contained_and_escaped(reported: tuple[Path, dict[str, Any]]) -> None:
    """It should inline CSS and the chart, load nothing from outside and escape all text."""
    page = (reported[0] / "report.html").read_text()
    assert page.startswith("<!DOCTYPE html>")
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page)
    assert "<link" not in page and "<script" not in page
    assert '<img alt="capabilities" style="max-width:100%" src="data:image/png;base64,' in page
    assert "Plan item 0 of subset A &lt;b&gt;&amp;amp;&lt;/b&gt;" in page
    assert "cycles &lt;too&gt; high" in page
    assert page.count("<details") == page.count("</details>")
    assert "<summary>public_d_0 " in page
    assert "inheco_odtc.run_pcr(cycles=30)" in page  # gold and output code as steps


def test_report_html_escapes_hostile_output(tmp_path: Path) -> None:
    """It should escape markup in an agent's output, errors and trace."""
    out = tmp_path / "run"
    out.mkdir()
    hostile = "<script>alert(1)</script>"
    result = ItemResult(
        agent="react",
        subset="A",
        item_id=f"x{hostile}",
        scores={"c_s": 0.1},
        output=AgentOutput(draft_text=hostile, error=hostile, trace=[{"note": hostile}]),
    )
    (out / "results.jsonl").write_text(result.model_dump_json() + "\n")
    write_report(out, aggregate=fake_aggregate)
    page = (out / "report.html").read_text()
    assert "<script" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_capabilities_png_is_a_valid_png(reported: tuple[Path, dict[str, Any]]) -> None:
    """It should write a PNG image of reasonable size."""
    pytest.importorskip("matplotlib")
    data = (reported[0] / "capabilities.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert 400 < width < 2200 and 200 < height < 2000


def test_capability_values_follow_the_five_axes(reported: tuple[Path, dict[str, Any]]) -> None:
    """It should take C_s on A, S_code on B, C_p on B, S_code on C and C_p on D."""
    summary = reported[1]
    values = report.capability_values(summary)["bioproagent"]
    entry = summary["bioproagent"]
    assert values == [
        entry["A"]["c_s"],
        entry["B"]["s_code"],
        entry["B"]["c_p"],
        entry["C"]["s_code"],
        entry["D"]["c_p"],
    ]
    assert report.chart_missing({"react": {"A": entry["A"]}}) == [
        "react: Code generation, Physical safety, Long-horizon, Self-correction"
    ]


def test_report_without_matplotlib_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """It should write every other file and say how to get the chart."""
    out = make_run(tmp_path / "run", agents=["direct"])
    (out / "capabilities.png").write_bytes(b"stale")
    (out / "radar.png").write_bytes(b"stale, from an older version")
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    write_report(out, aggregate=fake_aggregate)
    assert not (out / "capabilities.png").exists() and not (out / "radar.png").exists()
    assert "pip install 'bioproagent[bench]'" in (out / "report.md").read_text()
    assert "data:image/png" not in (out / "report.html").read_text()


def test_write_report_needs_results(tmp_path: Path) -> None:
    """It should say where results come from when the directory has none."""
    with pytest.raises(BenchError, match=r"no results\.jsonl"):
        write_report(tmp_path)


def test_read_results_matches_what_the_report_counts(reported: tuple[Path, dict[str, Any]]) -> None:
    """It should count every result line of a subset once per agent."""
    results = read_results(reported[0] / "results.jsonl")
    assert len(results) == len(AGENTS) * (4 + 5 + 2 + 5)


@pytest.mark.parametrize(("setup", "code"), [("run", 0), ("empty", 2)], ids=["ok", "no-results"])
def test_cli_report_exit_codes(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    setup: str,
    code: int,
) -> None:
    """It should exit 0 and print the tables, or 2 when the directory holds no results."""
    monkeypatch.setattr(report, "_default_aggregate", lambda: fake_aggregate)
    out = make_run(tmp_path / "run", agents=["direct"]) if setup == "run" else tmp_path
    assert main(["bench", "report", str(out)]) == code
    stdout, stderr = capsys.readouterr()
    if code == 0:
        assert "## Subset A" in stdout and "report.html" in stdout
    else:
        assert "no results.jsonl" in stderr


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        ([], None),
        ([0.0, 0.0], "the deterministic rubric"),
        ([1.0, 1.0], "the LLM judge"),
        (
            [1.0, 0.0, 0.0, 0.0],
            "the LLM judge on 25% of outputs and the deterministic rubric on the rest",
        ),
    ],
    ids=["unknown", "rubric", "judge", "mixed"],
)
def test_c_s_source_says_who_scored_c_s(flags: list[float], expected: str | None) -> None:
    """It should report the rubric, the judge or the mix, from the c_s_llm flags."""
    results = [
        ItemResult(
            agent="react",
            subset="A",
            item_id=str(i),
            output=AgentOutput(),
            scores={"c_s": 0.5, "c_s_llm": flag},
        )
        for i, flag in enumerate(flags)
    ]
    assert report.c_s_source(results) == expected
