"""``bioproagent bench bioprobench``: BioProBench text tasks (ERR, ORD, GEN, PQA).

Registered by :func:`add_bioprobench_parser` from ``bioproagent.cli.bench``. The user supplies
the test files (``--data``: a directory holding ``ERR_test.json`` etc., or one file with a
single ``--task``). Baselines always run beside the chosen agents. Resumable with the same
``--out``. Exit codes: 0 done, 2 unusable input, 130 interrupted.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from bioproagent.errors import BioProAgentError


def add_bioprobench_parser(bench_sub: Any) -> None:
    p = bench_sub.add_parser(
        "bioprobench",
        help="BioProBench text tasks (ERR, ORD, GEN, PQA) on files you supply",
        description="Score K_s, trivial baselines and optionally a chat model on BioProBench "
        "test files; write results.jsonl, summary.json and report.md.",
    )
    p.add_argument("--task", default="all", metavar="err|ord|gen|pqa|all", help="comma-separated")
    p.add_argument(
        "--data",
        required=True,
        metavar="PATH",
        help="directory holding ERR_test.json, ORD_test.json, GEN_test.json, PQA_test.json "
        "(or one such file with a single --task)",
    )
    p.add_argument(
        "--model",
        default="offline",
        help="offline (baselines and K_s only), local, or openai:MODEL (adds llm and ks+llm)",
    )
    p.add_argument("--limit", type=int, default=None, metavar="N", help="first N items per task")
    p.add_argument("--out", required=True, metavar="DIR", help="run directory (resumable)")
    p.set_defaults(func=cmd_bench_bioprobench)


def cmd_bench_bioprobench(args: argparse.Namespace) -> int:
    from bioproagent.bench.bioprobench.agents import BASELINES, LLM_AGENTS, TextTaskAgent
    from bioproagent.bench.bioprobench.data import TASK_FILES, load_task
    from bioproagent.bench.bioprobench.runner import run_text_task, write_report
    from bioproagent.cli.bench_bioplanner import progress_printer
    from bioproagent.planners.models.openai_chat import make_model

    tasks = [t.strip().lower() for t in args.task.split(",") if t.strip()]
    tasks = list(TASK_FILES) if "all" in tasks else tasks
    unknown = [t for t in tasks if t not in TASK_FILES]
    if unknown:
        raise BioProAgentError(f"unknown task {', '.join(unknown)}: use err, ord, gen, pqa")
    try:
        model = make_model(args.model)
    except ValueError as exc:
        raise BioProAgentError(str(exc)) from exc
    agents = [TextTaskAgent(name) for name in BASELINES]
    if model is not None:
        agents += [TextTaskAgent(name, model) for name in LLM_AGENTS]
    data = Path(args.data)
    if data.is_file() and len(tasks) != 1:
        raise BioProAgentError("--data names one file: choose its --task")
    items_by_task = {t: load_task(t, data)[: args.limit] for t in tasks}  # type: ignore[arg-type]
    out = Path(args.out)

    progress = progress_printer()
    ran = 0
    try:
        for task, items in items_by_task.items():
            ran += run_text_task(task, items, agents, out, progress)
    except KeyboardInterrupt:
        sys.stderr.write("\ninterrupted: finished items are saved; run again to resume\n")
        return 130
    write_report(out, items_by_task, str(data))
    sys.stdout.write(f"ran {ran} prediction(s); report: {out / 'report.md'}\n")
    return 0
