"""Summaries and Markdown tables of BioPlanner runs, in the seed's layout, with its published
GPT-4 figures beside ours (seed 004, Tables 4-6).

Percentages are means over items x 100; BLEU and the normalised Levenshtein distance are
0-1 (lower Levenshtein is better). The argument columns are means over the items where they
exist (next step: items with the right function). Our similarity column is the encoder named
in the summary (the offline char-ngram cosine unless a real encoder was plugged in), so it
is *not* comparable with the seed's SciBERTScore.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from bioproagent.bench.bioplanner.metrics import mean
from bioproagent.bench.bioplanner.runner import read_rows

METRICS = {
    "next": ("function_correct", "arg_precision", "arg_recall", "arg_similarity", "arg_bleu"),
    "gen": (
        "function_precision",
        "function_recall",
        "levenshtein",
        "arg_precision",
        "arg_recall",
        "arg_similarity",
        "arg_bleu",
    ),
    "retrieval": ("retrieval_precision", "retrieval_recall"),
}
PERCENT = {
    "function_correct",
    "arg_precision",
    "arg_recall",
    "arg_similarity",
    "function_precision",
    "function_recall",
    "retrieval_precision",
    "retrieval_recall",
}

SEED_GPT4: dict[tuple[str, str], tuple[float, ...]] = {
    ("next", "ordered"): (70.6, 97.1, 94.9, 87.9, 0.351),
    ("next", "shuffled"): (57.0, 97.1, 94.7, 88.5, 0.363),
    ("gen", "ordered"): (91.9, 90.8, 0.396, 72.2, 94.7, 82.6, 0.124),
    ("gen", "ordered+feedback"): (92.5, 90.1, 0.438, 72.0, 93.3, 82.7, 0.112),
    ("gen", "shuffled"): (92.6, 87.7, 0.722, 72.2, 94.6, 82.7, 0.113),
    ("gen", "shuffled+feedback"): (92.8, 86.6, 0.685, 73.7, 93.4, 82.5, 0.108),
    ("retrieval", "random"): (48.8, 49.4),
    ("retrieval", "nearest"): (32.5, 39.2),
}
"""GPT-4 figures published in seed 004 (Tables 4, 5 and 6), in METRICS order."""

HEADERS = {
    "next": "| Agent | Shuffle | Accuracy | Arg P | Arg R | Similarity* | BLEU | n |",
    "gen": "| Agent | Shuffle | Feedback | Func P | Func R | Levenshtein | Arg P | Arg R "
    "| Similarity* | BLEU | n |",
    "retrieval": "| Agent | Neighbourhood | Precision | Recall | n |",
}


def summarize(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One summary row per (task, setting, agent): item count, failures, metric means."""
    groups: dict[tuple[str, str, str], list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        groups[(row["task"], row["setting"], row["agent"])].append(row)
    out = []
    for (task, setting, agent), members in sorted(groups.items()):
        entry: dict[str, Any] = {
            "task": task,
            "setting": setting,
            "agent": agent,
            "n": len(members),
            "unparsed": sum(not m["scores"].get("parsed", True) for m in members),
            "errors": sum(m.get("error") is not None for m in members),
            "llm_calls": sum(int(m.get("usage", {}).get("llm_calls", 0)) for m in members),
        }
        for metric in METRICS[task]:
            entry[metric] = mean([m["scores"].get(metric) for m in members])
        out.append(entry)
    return out


def _cell(metric: str, value: float | None) -> str:
    if value is None:
        return "–"
    return f"{100 * value:.1f}" if metric in PERCENT else f"{value:.3f}"


def _seed_cells(task: str, values: tuple[float, ...]) -> list[str]:
    return [
        f"{v:.1f}" if m in PERCENT else f"{v:.3f}"
        for m, v in zip(METRICS[task], values, strict=True)
    ]


def _setting_cells(task: str, setting: str) -> list[str]:
    if task == "retrieval":
        return [setting]
    cells = ["✓" if setting.startswith("shuffled") else "✗"]
    if task == "gen":
        cells.append("✓" if setting.endswith("+feedback") else "✗")
    return cells


def render_report(summary: list[dict[str, Any]], encoder_name: str) -> str:
    """Markdown tables, one per task present, seed GPT-4 rows first."""
    titles = {
        "next": "Next-step prediction (seed Table 4)",
        "gen": "Protocol generation (seed Table 5)",
        "retrieval": "Function retrieval (seed Table 6)",
    }
    lines = ["# BioPlanner tasks (seed 004)", ""]
    for task in ("next", "gen", "retrieval"):
        rows = [s for s in summary if s["task"] == task]
        if not rows:
            continue
        header = HEADERS[task]
        lines += [f"## {titles[task]}", "", header, "|" + "---|" * (header.count("|") - 1)]
        settings = sorted({s["setting"] for s in rows})
        for setting in settings:
            seed = SEED_GPT4.get((task, setting))
            if seed is not None:
                cells = ["GPT-4 (seed, published)", *_setting_cells(task, setting)]
                cells += [*_seed_cells(task, seed), "–"]
                lines.append("| " + " | ".join(cells) + " |")
            for s in (r for r in rows if r["setting"] == setting):
                cells = [s["agent"], *_setting_cells(task, setting)]
                cells += [_cell(m, s[m]) for m in METRICS[task]]
                cells.append(str(s["n"]))
                lines.append("| " + " | ".join(cells) + " |")
        lines.append("")
    lines += [
        f"*Similarity: {encoder_name}. The seed's column is SciBERTScore; the two are not "
        "comparable. Levenshtein is normalised by the gold length (lower is better). "
        "Seed figures are GPT-4 on all BioProt protocols; ours are on the split named in "
        "summary.json.",
        "",
    ]
    return "\n".join(lines)


def write_report(out_dir: Path, encoder_name: str, config: dict[str, Any]) -> dict[str, Any]:
    """Rewrite ``summary.json`` and ``report.md`` from every result line in ``out_dir``."""
    summary = summarize(read_rows(out_dir))
    document = {"config": config, "similarity_encoder": encoder_name, "rows": summary}
    (out_dir / "summary.json").write_text(
        json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    (out_dir / "report.md").write_text(render_report(summary, encoder_name), encoding="utf-8")
    return document
