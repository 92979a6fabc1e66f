"""Run agents on BioProBench text tasks: resumable results, metrics, a Markdown report.

``<out>/results.jsonl`` holds one line per (agent, task, item) with the prediction (``null``
when unreadable) and any model error; a second run with the same ``--out`` skips finished
lines. ``summary.json`` and ``report.md`` are rebuilt from all lines. Baselines are always
reported beside the agents they frame (the report adds them when a task is run).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bioproagent.bench.bioprobench.agents import TextTaskAgent
from bioproagent.bench.bioprobench.data import ErrItem, GenItem, OrdItem, PqaItem
from bioproagent.bench.bioprobench.metrics import err_metrics, gen_metrics, ord_metrics, pqa_metrics

RESULTS = "results.jsonl"
Progress = Callable[[int, int, str], None]


def run_text_task(
    task: str,
    items: list[Any],
    agents: list[TextTaskAgent],
    out_dir: Path,
    progress: Progress | None = None,
) -> int:
    """Predict every (agent, item) not yet in ``out_dir``; returns how many ran."""
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / RESULTS
    done = {(r["agent"], r["task"], r["item"]) for r in read_rows(out_dir)}
    todo = [
        (a, i) for a in agents if task in a.tasks for i in items if (a.name, task, i.id) not in done
    ]
    with path.open("a", encoding="utf-8") as sink:
        for n, (agent, item) in enumerate(todo, 1):
            error = None
            try:
                prediction, usage = agent.predict(task, item)
                usage_doc = usage.model_dump()
            except Exception as exc:  # a model failure is a result (unreadable), not a crash
                prediction, usage_doc, error = None, {}, f"{type(exc).__name__}: {exc}"
            row = {
                "agent": agent.name,
                "task": task,
                "item": item.id,
                "prediction": prediction,
                "usage": usage_doc,
                "error": error,
            }
            sink.write(json.dumps(row, ensure_ascii=False) + "\n")
            sink.flush()
            if progress is not None:
                progress(n, len(todo), f"{agent.name} {task} {item.id}")
    return len(todo)


def read_rows(out_dir: Path) -> list[dict[str, Any]]:
    path = out_dir / RESULTS
    if not path.exists():
        return []
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def score(task: str, items: list[Any], rows: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Metrics per agent for one task, over the given items (in their order)."""
    by_agent: dict[str, dict[str, Any]] = defaultdict(dict)
    for row in rows:
        if row["task"] == task:
            by_agent[row["agent"]][row["item"]] = row["prediction"]
    out = {}
    for agent, predictions in sorted(by_agent.items()):
        kept = [i for i in items if i.id in predictions]
        if not kept:
            continue
        values = [predictions[i.id] for i in kept]
        out[agent] = _metrics(task, kept, values)
    return out


def _metrics(task: str, items: list[Any], values: list[Any]) -> dict[str, float]:
    if task == "err":
        err_items: list[ErrItem] = items
        metrics = err_metrics(values, [not i.is_correct for i in err_items])
        visible = [(v, i) for v, i in zip(values, err_items, strict=True) if i.visible_change]
        metrics["f1_visible_only"] = err_metrics(
            [v for v, _ in visible], [not i.is_correct for _, i in visible]
        )["f1"]
        correct = [
            v for v, i in zip(values, err_items, strict=True) if i.is_correct and v is not None
        ]
        metrics["false_alarm_rate"] = (
            sum(bool(v) for v in correct) / len(correct) if correct else 0.0
        )
        return metrics
    if task == "ord":
        ord_items: list[OrdItem] = items
        return ord_metrics(
            values, [i.wrong_steps for i in ord_items], [i.correct_steps for i in ord_items]
        )
    if task == "gen":
        gen_items: list[GenItem] = items
        return gen_metrics(values, [i.output for i in gen_items])
    pqa_items: list[PqaItem] = items
    return pqa_metrics(values, [i.answer for i in pqa_items])


COLUMNS = {
    "err": ("accuracy", "precision", "recall", "f1", "false_alarm_rate", "failure_rate"),
    "ord": ("exact_match", "kendall_tau", "failure_rate"),
    "gen": ("bleu", "rouge1", "rouge2", "rougeL", "failure_rate"),
    "pqa": ("accuracy", "failure_rate"),
}


def render_report(scores: dict[str, dict[str, dict[str, float]]], source: str) -> str:
    """Markdown: one table per task, agents as rows."""
    lines = ["# BioProBench text tasks", "", f"Data: {source}", ""]
    for task, per_agent in scores.items():
        cols = COLUMNS[task]
        lines += [
            f"## {task.upper()}",
            "",
            "| Agent | " + " | ".join(cols) + " | n |",
            "|---|" + "---|" * (len(cols) + 1),
        ]
        for agent, metrics in per_agent.items():
            cells = [f"{metrics[c]:.3f}" for c in cols]
            lines.append(f"| {agent} | " + " | ".join(cells) + f" | {int(metrics['n'])} |")
        if task == "err":
            lines += [
                "",
                "Positive class: erroneous. `always-error` is the trivial baseline: its F1 is "
                "2p/(1+p) for a share p of erroneous items (0.67 on a balanced set). "
                "`false_alarm_rate`: share of correct steps flagged.",
            ]
        lines.append("")
    return "\n".join(lines)


def write_report(
    out_dir: Path, items_by_task: dict[str, list[Any]], source: str
) -> dict[str, dict[str, dict[str, float]]]:
    rows = read_rows(out_dir)
    scores = {task: score(task, items, rows) for task, items in items_by_task.items()}
    (out_dir / "summary.json").write_text(
        json.dumps({"data": source, "scores": scores}, indent=2) + "\n", encoding="utf-8"
    )
    (out_dir / "report.md").write_text(render_report(scores, source), encoding="utf-8")
    return scores
