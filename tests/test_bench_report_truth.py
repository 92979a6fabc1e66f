"""What the benchmark report admits: ties by construction, missing values, its own size
and nothing of the machine it ran on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from bench_fakes import GOLD_WORKFLOW, fake_aggregate

from bioproagent.bench import report_html
from bioproagent.bench.report import CAPABILITY_AXES, write_report
from bioproagent.bench.report_chart import render_capabilities
from bioproagent.bench.report_html import scrub_paths
from bioproagent.bench.report_notes import run_notes
from bioproagent.bench.types import AgentOutput, ItemResult

AGENTS = ("direct", "react", "bioproagent")


def result(agent: str, item: str, subset: str = "B", **output: Any) -> ItemResult:
    scores = output.pop("scores", {"s_code": 0.5, "c_p": 1.0, "time_s": 0.1})
    return ItemResult(
        agent=agent, subset=subset, item_id=item, output=AgentOutput(**output), scores=scores
    )


def same_everywhere(calls: int = 0) -> list[ItemResult]:
    return [
        result(a, f"i{n}", workflow=GOLD_WORKFLOW, draft_text=f"d{n}", llm_calls=calls)
        for a in AGENTS
        for n in range(3)
    ]


def test_identical_offline_outputs_are_called_out_with_the_reason() -> None:
    """Agents with the same output on every item, and no model calls, get a note and a why."""
    notes = run_notes(same_everywhere())
    assert notes[0].startswith("Subset B: all 3 agents produced the same output")
    assert "no agent called a language model" in notes[1]
    assert "same deterministic offline planner" in notes[1]


def test_identical_outputs_with_a_model_blame_the_items_not_the_planner() -> None:
    """With model calls, the note should not claim the offline planner produced the tie."""
    notes = run_notes(same_everywhere(calls=2))
    assert "strategies made little or no difference" in notes[-1]
    assert "offline planner" not in " ".join(notes)


def test_equal_scores_with_different_outputs_are_called_out() -> None:
    """Outputs that differ only where no metric looks should still be reported as a tie."""
    results = [result(a, "i0", draft_text=f"{a} draft", workflow=GOLD_WORKFLOW) for a in AGENTS]
    assert run_notes(results)[0].startswith("Subset B: all 3 agents received the same quality")


def test_agents_that_differ_get_no_note() -> None:
    """One agent scoring differently on one item should leave the subset without a note."""
    results = same_everywhere()
    results[-1] = result(
        "bioproagent", "i2", workflow=None, draft_text="x", scores={"s_code": 0.1, "c_p": 0.0}
    )
    assert run_notes(results) == []


def test_a_missing_value_is_not_drawn_as_zero() -> None:
    """N/A and 0.0 should give different pictures."""
    pytest.importorskip("matplotlib")
    axes = [label for label, _, _ in CAPABILITY_AXES]
    missing = render_capabilities(axes, {"direct": [None, 0.5, 0.5, 0.5, 0.5]}, "t")
    zero = render_capabilities(axes, {"direct": [0.0, 0.5, 0.5, 0.5, 0.5]}, "t")
    assert missing and zero and missing[:8] == b"\x89PNG\r\n\x1a\n"
    assert missing != zero


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("FileNotFoundError: /home/alice/data/run/x.json", "FileNotFoundError: …/run/x.json"),
        ("public:/work/data/SubsetA.json", "public:…/data/SubsetA.json"),
        ("see C:\\Users\\bob\\runs\\out.json now", "see …/runs/out.json now"),
        ("1/2 of the plate, 3/4 done", "1/2 of the plate, 3/4 done"),
        ("http://example.org/a/b stays", "http://example.org/a/b stays"),
        ("A1/B1 wells", "A1/B1 wells"),
    ],
    ids=["posix", "source-tag", "windows", "fractions", "url", "wells"],
)
def test_absolute_paths_are_shortened(text: str, expected: str) -> None:
    """It should keep the last two parts of an absolute path and leave other slashes alone."""
    assert scrub_paths(text) == expected


def test_the_page_stays_small_and_names_no_machine_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run with many large outputs should give a bounded page that says what it left out."""
    monkeypatch.setattr(report_html, "MAX_DRILLDOWN_CHARS", 150_000)
    big = {"labware": GOLD_WORKFLOW["labware"], "steps": GOLD_WORKFLOW["steps"] * 200}
    out = tmp_path / "run"
    out.mkdir()
    lines = [
        result(
            a,
            f"item{n}",
            workflow=big,
            draft_text="step\n" * 2000,
            error="OSError: /home/alice/private/registry/x.json",
            trace=[{"note": "n" * 300}] * 50,
        ).model_dump_json()
        for a in AGENTS
        for n in range(30)
    ]
    (out / "results.jsonl").write_text("\n".join(lines) + "\n")
    write_report(out, aggregate=fake_aggregate)
    page = (out / "report.html").read_text()
    assert len(page) < 150_000 + 200_000  # the drill-down budget plus tables and chart
    assert "more items are in results.jsonl" in page
    assert "/home/alice" not in page


def test_mostly_equal_agents_are_grouped_and_the_differing_items_counted() -> None:
    """When agents agree on most items, the note should count them and name the groups."""
    results = [result(a, f"i{n}", draft_text=f"d{n}") for a in AGENTS for n in range(10)]
    results[-1] = result("bioproagent", "i9", draft_text="x", scores={"s_code": 0.9, "c_p": 1.0})
    notes = run_notes(results)
    assert notes[0] == (
        "Subset B: all 3 agents received the same quality scores on 9 of 10 items; the "
        "differences come from the other 1. Agents scoring identically on every item: "
        "direct = react."
    )
    assert notes[1].startswith("Why: no agent called a language model on subset B")
