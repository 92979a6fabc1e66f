"""Benchmark reports: summary.json, report.md, capabilities.png and report.html from a run.

``write_report(out_dir)`` reads ``results.jsonl`` (and ``items.jsonl`` / ``run.json`` when
present), aggregates every (agent, subset) with ``metrics.aggregate`` and writes:

- ``summary.json``: ``{agent: {subset: {"n", "rouge_l", ..., "time_s"}}}`` with null for
  a metric that does not apply (``pass_at_k`` is added when aggregate reports it);
- ``report.md``: one table per subset with the metrics of the paper's Tables 3-4, every
  table in the same column order (the paper's columns always, the other metrics when they
  apply), the best value per column in bold, then notes on what the run could not tell
  apart (e.g. agents whose outputs were identical item by item, and why);
- ``capabilities.png``: the five capability axes of the paper's Fig. 3a as small multiples,
  one bar per agent, "N/A" where a value is missing (see :mod:`report_chart`; skipped, with
  a note, when matplotlib is not installed: ``pip install bioproagent[bench]``);
- ``report.html``: one page (inline CSS, the chart as base64) with the tables, the notes
  and a bounded per-item drill-down (see :mod:`report_html`).

Capability axes. The paper's Fig. 3a has five axes and says that "C_p and S_code appear on
multiple axes" for "standard generation (Subset B), long-horizon stability (Subset C), and
error correction (Subset D)", that Direct "defaults to conservative safety (C_p)", and that
the gap is largest on the "Long-Horizon and Self-Correction dimensions". The names and
metrics of the axes are not printed, so we chose the five that fit every one of those
statements: Scientific reasoning = C_s on A, Code generation = S_code on B, Physical safety
= C_p on B, Long-horizon = S_code on C, Self-correction = C_p on D. A metric with no value
is marked N/A on the chart and listed under it.
"""

from __future__ import annotations

import json
import os
import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bioproagent.bench.metrics.scoring import SUMMARY_KEYS
from bioproagent.bench.report_chart import render_capabilities
from bioproagent.bench.report_notes import run_notes
from bioproagent.bench.runner import (
    ABLATIONS,
    ITEMS,
    RESULTS,
    RUN,
    BenchError,
    read_items,
    read_results,
)
from bioproagent.bench.types import SUBSETS, ItemResult

CHART = "capabilities.png"

METRIC_KEYS = SUMMARY_KEYS[1:]
LABELS = {
    "n": "n",
    "rouge_l": "ROUGE-L",
    "s_sem": "S_sem",
    "c_s": "C_s",
    "s_code": "S_code",
    "c_p": "C_p",
    "acc_seq": "Acc_seq",
    "acc_param": "Acc_param",
    "fidelity": "Fidelity",
    "succ": "Succ",
    "tokens": "Tokens",
    "loop_rate": "Loop rate",
    "time_s": "Time (s)",
}
LOWER_IS_BETTER = frozenset({"tokens", "loop_rate", "time_s"})
PERCENT = frozenset({"succ", "loop_rate"})
SUBSET_TITLES = {
    "A": "Subset A: Scientific Reasoning (protocol drafting)",
    "B": "Subset B: Hardware Execution (draft to device code)",
    "C": "Subset C: Long-Horizon Stability",
    "D": "Subset D: Error Correction",
}
#: The paper's columns per subset (Tables 3-4); other applicable metrics follow them.
PAPER_COLUMNS: dict[str, tuple[str, ...]] = {
    "A": ("rouge_l", "s_sem", "c_s", "time_s"),
    "B": ("s_code", "c_p", "acc_param"),
    "C": ("succ", "acc_param", "c_p"),
    "D": ("acc_seq", "c_p", "loop_rate"),
}
#: Fig. 3a: (axis label, subset, metric); see the module docstring for the choice.
CAPABILITY_AXES: tuple[tuple[str, str, str], ...] = (
    ("Scientific reasoning\n(C_s, A)", "A", "c_s"),
    ("Code generation\n(S_code, B)", "B", "s_code"),
    ("Physical safety\n(C_p, B)", "B", "c_p"),
    ("Long-horizon\n(S_code, C)", "C", "s_code"),
    ("Self-correction\n(C_p, D)", "D", "c_p"),
)
#: Baselines first and ours last, as in the paper's tables; then the ablations.
AGENT_ORDER = (
    "direct",
    "react",
    "reflexion",
    "autogpt",
    "bioproagent",
    *(f"bioproagent-no_{a}" for a in ABLATIONS),
)
_PASS_KEY = re.compile(r"^pass(?:@|_at_)(\d+|k)$")

Aggregate = Callable[[list[ItemResult]], dict[str, Any]]


@dataclass
class Table:
    """One subset's table: rows of agents, columns of metrics, the best cells marked."""

    subset: str
    title: str
    columns: list[str]
    rows: list[tuple[str, list[Any]]] = field(default_factory=list)
    best: set[tuple[int, int]] = field(default_factory=set)  # (row, column) in bold


def write_report(
    out_dir: str | os.PathLike[str], *, aggregate: Aggregate | None = None
) -> dict[str, Any]:
    """Write summary.json, report.md, capabilities.png and report.html; return the summary."""
    out = Path(out_dir)
    if not (out / RESULTS).exists():
        raise BenchError(f"{out}: no {RESULTS} here; run 'bioproagent bench run --out {out}'")
    results = read_results(out / RESULTS)
    summary = summarize(results, aggregate)
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    run_doc = {**_read_run(out / RUN), "c_s_source": c_s_source(results)}
    tables = build_tables(summary)
    notes = run_notes(results)
    chart = render_chart(summary)
    for stale in ("radar.png", CHART):  # an old chart no longer matches the summary
        if (out / stale).exists():
            (out / stale).unlink()
    if chart is not None:
        (out / CHART).write_bytes(chart)
    (out / "report.md").write_text(
        render_markdown(summary, tables, run_doc, chart is not None, notes), encoding="utf-8"
    )
    from bioproagent.bench.report_html import render_html

    html = render_html(
        tables,
        chart,
        results,
        read_items(out / ITEMS),
        run_doc,
        chart_missing=chart_missing(summary),
        notes=notes,
    )
    (out / "report.html").write_text(html, encoding="utf-8")
    return summary


# -- summary ------------------------------------------------------------------------------
def summarize(
    results: Sequence[ItemResult], aggregate: Aggregate | None = None
) -> dict[str, dict[str, dict[str, Any]]]:
    """``{agent: {subset: {key: value}}}`` in the report's agent and subset order."""
    aggregate = aggregate or _default_aggregate()
    groups: dict[tuple[str, str], list[ItemResult]] = defaultdict(list)
    for result in results:
        groups[(result.agent, result.subset)].append(result)
    summary: dict[str, dict[str, dict[str, Any]]] = {}
    for agent in order_agents({a for a, _ in groups}):
        for subset in SUBSETS:
            group = groups.get((agent, subset))
            if group:
                summary.setdefault(agent, {})[subset] = _entry(aggregate(group), group)
    return summary


def _entry(agg: dict[str, Any], group: list[ItemResult]) -> dict[str, Any]:
    entry: dict[str, Any] = {key: _number(agg.get(key)) for key in SUMMARY_KEYS}
    if entry["n"] is None:
        entry["n"] = len({r.item_id for r in group})
    passes = agg.get("pass_at_k")
    if not isinstance(passes, dict):  # metrics.aggregate: pass_at_1, pass_at_k and k
        passes = {m.group(1): agg[key] for key in agg if (m := _PASS_KEY.match(key))}
        if "k" in passes and isinstance(agg.get("k"), int):
            passes[str(agg["k"])] = passes.pop("k")
    passes = {str(k): _number(v) for k, v in passes.items() if v is not None}
    if passes:
        entry["pass_at_k"] = dict(sorted(passes.items(), key=lambda kv: _k_order(kv[0])))
    return entry


def _number(value: Any) -> float | int | None:
    if value is None or isinstance(value, bool):
        return None if value is None else int(value)
    if isinstance(value, int):
        return value
    number = float(value)
    return None if number != number else round(number, 6)  # NaN -> null


def order_agents(names: set[str] | Sequence[str]) -> list[str]:
    known = [a for a in AGENT_ORDER if a in names]
    return known + sorted(set(names) - set(known))


# -- tables -------------------------------------------------------------------------------
def build_tables(summary: dict[str, dict[str, dict[str, Any]]]) -> list[Table]:
    """One table per subset present, all in one column order (METRIC_KEYS): the paper's
    columns for the subset always, any other metric when some agent has a value for it."""
    tables: list[Table] = []
    for subset in SUBSETS:
        agents = [a for a in summary if subset in summary[a]]
        if not agents:
            continue
        entries = [summary[a][subset] for a in agents]
        applicable = [k for k in METRIC_KEYS if any(e.get(k) is not None for e in entries)]
        shown = [k for k in METRIC_KEYS if k in PAPER_COLUMNS[subset] or k in applicable]
        pass_keys = sorted({k for e in entries for k in (_passes(e) or {})}, key=_k_order)
        passes = [f"pass@{k}" for k in pass_keys]
        split = shown.index("succ") + 1 if "succ" in shown else len(shown)
        columns = ["n", *shown[:split], *passes, *shown[split:]]
        table = Table(subset, SUBSET_TITLES[subset], columns)
        for agent, entry in zip(agents, entries, strict=True):
            values = [
                entry.get(c) if not c.startswith("pass@") else (_passes(entry) or {}).get(c[5:])
                for c in columns
            ]
            table.rows.append((agent, values))
        for col, name in enumerate(columns):
            if name == "n":
                continue
            column = [_shown(name, row[1][col]) for row in table.rows]  # as printed
            present = [v for v in column if v is not None]
            if len(table.rows) < 2 or not present or min(present) == max(present):
                continue  # nothing to tell apart
            best = min(present) if name in LOWER_IS_BETTER else max(present)
            table.best |= {(r, col) for r, v in enumerate(column) if v == best}
        tables.append(table)
    return tables


def _shown(name: str, value: Any) -> float | None:
    """The value as the table prints it, so that equal-looking cells tie."""
    if value is None:
        return None
    return float(format_value(name, value).rstrip("%").replace(",", ""))


def _passes(entry: dict[str, Any]) -> dict[str, Any] | None:
    value = entry.get("pass_at_k")
    return value if isinstance(value, dict) else None


def _k_order(k: str) -> tuple[int, str]:
    return (int(k), "") if k.isdigit() else (10**9, k)


def column_label(name: str) -> str:
    if name.startswith("pass@"):
        return f"{name} ↑"
    if name == "n":
        return "n"
    return f"{LABELS[name]} {'↓' if name in LOWER_IS_BETTER else '↑'}"


def format_value(name: str, value: Any) -> str:
    if value is None:
        return "N/A"
    if name in ("n", "tokens"):
        return f"{round(value):,}"
    if name == "time_s":
        return f"{value:.1f}" if value >= 1 else f"{value:.3f}"
    if name in PERCENT:
        return f"{100 * value:.1f}%"
    return f"{value:.3f}"


def render_markdown(
    summary: dict[str, dict[str, dict[str, Any]]],
    tables: list[Table],
    run_doc: dict[str, Any],
    has_chart: bool,
    notes: Sequence[str] = (),
) -> str:
    lines = ["# Benchmark report", ""]
    lines += [f"- {line}" for line in run_lines(run_doc)]
    lines += [
        "- Columns: the same order in every table; the paper's columns (Tables 3-4) are "
        "always shown, other metrics when they apply; ↑ higher is better, ↓ lower is "
        "better; the best value per column is in bold (none when all are equal); N/A: "
        "the metric does not apply or no agent produced it.",
        "",
    ]
    if notes:
        lines += ["## What this run could not tell apart", ""]
        lines += [f"- {note}" for note in notes] + [""]
    lines += markdown_tables(tables)
    if has_chart:
        lines += [
            "## Capabilities (Fig. 3a axes)",
            "",
            f"![capabilities]({CHART})",
            "",
            "Panels: "
            + "; ".join(label.replace("\n", " ") for label, _, _ in CAPABILITY_AXES)
            + ". N/A marks a value this run did not produce (never drawn as 0).",
        ]
        missing = chart_missing(summary)
        if missing:
            lines.append("N/A for lack of data: " + "; ".join(missing) + ".")
    else:
        lines.append(
            "No capability chart: matplotlib is not installed (pip install 'bioproagent[bench]')."
        )
    return "\n".join(lines) + "\n"


def markdown_tables(tables: list[Table]) -> list[str]:
    """The tables as Markdown lines (also what ``bench run`` prints at the end)."""
    lines: list[str] = []
    for table in tables:
        lines += [
            f"## {table.title}",
            "",
            "| Agent | " + " | ".join(column_label(c) for c in table.columns) + " |",
            "|:--|" + "--:|" * len(table.columns),
        ]
        for r, (agent, values) in enumerate(table.rows):
            cells = []
            for c, (name, value) in enumerate(zip(table.columns, values, strict=True)):
                text = format_value(name, value)
                cells.append(f"**{text}**" if (r, c) in table.best else text)
            lines.append(f"| {agent} | " + " | ".join(cells) + " |")
        lines.append("")
    return lines


def run_lines(run_doc: dict[str, Any]) -> list[str]:
    """A few lines describing the run (model, sources, times, versions)."""
    config = run_doc.get("config") or {}
    if not config:
        return ["Run: no run.json found (results only)."]
    versions = run_doc.get("versions") or {}
    model = config.get("model") or "offline"
    judge = run_doc.get("c_s_source") or (
        "the LLM judge" if model != "offline" else "the deterministic rubric"
    )
    out = [
        f"Model: {model} (C_s from {judge}; formulas in docs/metrics.md)",
        f"Sources: {', '.join(config.get('sources', []))}; samples per item: "
        f"{config.get('samples', 1)}; limit: {config.get('limit') or 'none'}",
        f"Started {run_doc.get('started', '?')}, finished {run_doc.get('finished') or 'not yet'}",
    ]
    if versions:
        out.append("Versions: " + ", ".join(f"{k} {v}" for k, v in versions.items()))
    return out


def c_s_source(results: Sequence[ItemResult]) -> str | None:
    """Who gave C_s, from the scores' ``c_s_llm`` flags (None when no result says)."""
    flags = [float(v) for r in results if (v := r.scores.get("c_s_llm")) is not None]
    if not flags:
        return None
    share = sum(bool(flag) for flag in flags) / len(flags)
    if share in (0.0, 1.0):
        return "the LLM judge" if share else "the deterministic rubric"
    return (
        f"the LLM judge on {100 * share:.0f}% of outputs and the deterministic rubric on the rest"
    )


# -- capability chart ---------------------------------------------------------------------
def capability_values(
    summary: dict[str, dict[str, dict[str, Any]]],
) -> dict[str, list[float | None]]:
    """Per agent, the five axis values (None where the subset or metric is missing)."""
    return {
        agent: [summary[agent].get(subset, {}).get(metric) for _, subset, metric in CAPABILITY_AXES]
        for agent in summary
    }


def chart_missing(summary: dict[str, dict[str, dict[str, Any]]]) -> list[str]:
    """Per agent, the axes it has no value on (marked N/A on the chart)."""
    out = []
    for agent, values in capability_values(summary).items():
        gaps = [CAPABILITY_AXES[i][0].split("\n")[0] for i, v in enumerate(values) if v is None]
        if gaps:
            out.append(f"{agent}: {', '.join(gaps)}")
    return out


def render_chart(summary: dict[str, dict[str, dict[str, Any]]]) -> bytes | None:
    """capabilities.png as bytes, or None when matplotlib is not installed."""
    return render_capabilities(
        [label for label, _, _ in CAPABILITY_AXES],
        capability_values(summary),
        "Capabilities (Fig. 3a axes; N/A = not measured in this run)",
    )


def _default_aggregate() -> Aggregate:
    from bioproagent.bench.metrics.scoring import aggregate

    return aggregate


def _read_run(path: Path) -> dict[str, Any]:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return doc if isinstance(doc, dict) else {}
