"""``bioproagent bench bioplanner``: the BioPlanner tasks (seed 004) on BioProt.

Registered by :func:`add_bioplanner_parser` from ``bioproagent.cli.bench``. Resumable: the
same ``--out`` skips finished items. Exit codes: 0 done, 2 unusable input (no data, unknown
agent or model), 130 interrupted (finished items are saved).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from bioproagent.errors import BioProAgentError

AGENT_HELP = "definition-order, transition, nearest (baselines), llm (needs --model), or all"


def add_bioplanner_parser(bench_sub: Any) -> None:
    p = bench_sub.add_parser(
        "bioplanner",
        help="BioPlanner tasks on BioProt: next-step, generation, retrieval (seed 004)",
        description="Run agents on the BioPlanner tasks and write results.jsonl, "
        "summary.json and report.md (seed tables with its GPT-4 figures beside ours). "
        "Run the same command again to resume.",
    )
    p.add_argument(
        "--task",
        default="all",
        metavar="next|gen|retrieval|all",
        help="task(s), comma-separated (default: all)",
    )
    p.add_argument("--agent", default="baselines", help=f"{AGENT_HELP}; default: baselines")
    p.add_argument(
        "--model", default="offline", help="chat model for the llm agent: local or openai:MODEL"
    )
    p.add_argument(
        "--data",
        default=None,
        metavar="DIR",
        help="BioProt directory of <id>.json (default: $BIOPROAGENT_SHARED_DATA/bioprot)",
    )
    p.add_argument(
        "--max-tokens",
        type=int,
        default=None,
        metavar="N",
        help="reply budget of --model local (default: the model's own, 400 tokens)",
    )
    p.add_argument("--split", default="test", choices=["test", "train", "all"])
    p.add_argument("--shuffle", default="both", choices=["no", "yes", "both"])
    p.add_argument("--feedback", default="both", choices=["no", "yes", "both"])
    p.add_argument("--distractors", default="both", choices=["random", "nearest", "both"])
    p.add_argument("--limit", type=int, default=None, metavar="N", help="at most N protocols")
    p.add_argument(
        "--encoder",
        default=None,
        metavar="MODULE:FACTORY",
        help="a real sentence encoder for the similarity column (an object with .name and "
        ".encode(list[str]) -> list[list[float]]); default: offline char-ngram cosine",
    )
    p.add_argument("--out", required=True, metavar="DIR", help="run directory (resumable)")
    p.set_defaults(func=cmd_bench_bioplanner)
    p = bench_sub.add_parser(
        "bioprot-bridge",
        help="compile BioProt pseudocode to device code and gate it: how many are automatable",
        description="Map every BioProt protocol's calls onto registry operations, compile what "
        "maps, run the rule engine, and write bridge.json and bridge.md (counts and reasons).",
    )
    p.add_argument("--data", default=None, metavar="DIR", help="BioProt directory")
    p.add_argument("--out", required=True, metavar="DIR", help="output directory")
    p.set_defaults(func=cmd_bench_bridge)


def progress_printer() -> Callable[[int, int, str], None]:
    """Progress on stderr: one updating line on a terminal, else a line per 10 %."""
    tty = sys.stderr.isatty()

    def progress(n: int, total: int, label: str) -> None:
        if tty:
            sys.stderr.write(f"\r[{n}/{total}] {label[:70]:70s}" + ("\n" if n == total else ""))
        elif n == total or n % max(1, total // 10) == 0:
            sys.stderr.write(f"[{n}/{total}] {label}\n")

    return progress


def _choice(value: str) -> tuple[bool, ...]:
    return {"no": (False,), "yes": (True,), "both": (False, True)}[value]


def load_encoder(spec: str | None) -> Any:
    from bioproagent.bench.bioplanner.metrics import CharNgramEncoder

    if not spec:
        return CharNgramEncoder()
    module, _, factory = spec.partition(":")
    if not module or not factory:
        raise BioProAgentError(f"--encoder '{spec}' must be MODULE:FACTORY")
    try:
        encoder = getattr(importlib.import_module(module), factory)()
    except (ImportError, AttributeError) as exc:
        raise BioProAgentError(f"cannot load encoder '{spec}': {exc}") from exc
    if not hasattr(encoder, "encode") or not hasattr(encoder, "name"):
        raise BioProAgentError(f"encoder '{spec}' needs .name and .encode(texts)")
    return encoder


def _agents(text: str, model_spec: str, max_tokens: int | None = None) -> list[Any]:
    from bioproagent.bench.bioplanner.llm_agent import ChatPlanningAgent
    from bioproagent.bench.bioplanner.runner import BASELINES
    from bioproagent.planners.models.openai_chat import make_model

    names = [n.strip() for n in text.split(",") if n.strip()]
    if "all" in names:
        names = [*BASELINES, "llm"]
    if "baselines" in names:
        names = [*BASELINES, *(n for n in names if n != "baselines")]
    agents: list[Any] = []
    for name in dict.fromkeys(names):
        if name in BASELINES:
            agents.append(BASELINES[name]())
        elif name == "llm":
            try:
                local = model_spec.strip().lower() == "local" and max_tokens
                model = make_model(model_spec, **({"max_new_tokens": max_tokens} if local else {}))
            except ValueError as exc:
                raise BioProAgentError(str(exc)) from exc
            if model is None:
                raise BioProAgentError("--agent llm needs --model local or --model openai:MODEL")
            agents.append(ChatPlanningAgent(model, name=f"llm:{model_spec}"))
        else:
            raise BioProAgentError(f"unknown agent '{name}': choose {AGENT_HELP}")
    return agents


def _data_dir(value: str | None) -> str:
    if value:
        return value
    root = os.environ.get("BIOPROAGENT_SHARED_DATA")
    if not root:
        raise BioProAgentError("no BioProt data: pass --data DIR or set BIOPROAGENT_SHARED_DATA")
    return str(Path(root) / "bioprot")


def cmd_bench_bridge(args: argparse.Namespace) -> int:
    import json

    from bioproagent.bench.bioplanner.bridge import bridge_protocol, summarize_bridge
    from bioproagent.bench.bioplanner.data import load_bioprot
    from bioproagent.registry import load_registry

    registry = load_registry()
    protocols = [p for p in load_bioprot(_data_dir(args.data)) if p.parse_error is None]
    results = [bridge_protocol(p, registry) for p in protocols]
    summary = summarize_bridge(results)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    document = {
        "summary": summary,
        "protocols": [
            {k: v for k, v in vars(r).items() if k != "workflow"} | {"workflow": r.workflow}
            for r in results
        ],
    }
    (out / "bridge.json").write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    lines = [
        "# BioProt -> workcell bridge",
        "",
        f"- protocols with parseable gold: {summary['protocols']}",
        f"- automatable end to end (every step maps, values stated, gate passes): "
        f"{summary['automatable']}",
        f"- steps mapped onto registry operations: {summary['steps_mapped']} of {summary['steps']}",
        "",
        "| why not (protocols affected) | count |",
        "|---|---|",
        *(f"| {k} | {v} |" for k, v in summary["protocols_with_reason"].items()),
        "",
        "| manual verb (steps) | count |",
        "|---|---|",
        *(f"| {k} | {v} |" for k, v in summary["top_manual_verbs"].items()),
        "",
        "| gate violation (protocols) | count |",
        "|---|---|",
        *(f"| {k} | {v} |" for k, v in summary["violation_codes"].items()),
        "",
    ]
    (out / "bridge.md").write_text("\n".join(lines), encoding="utf-8")
    sys.stdout.write("\n".join(lines[2:5]) + f"\nreport: {out / 'bridge.md'}\n")
    return 0


def cmd_bench_bioplanner(args: argparse.Namespace) -> int:
    from bioproagent.bench.bioplanner.data import load_bioprot
    from bioproagent.bench.bioplanner.report import write_report
    from bioproagent.bench.bioplanner.runner import Settings, build_items, run_planning, train_split
    from bioproagent.bench.bioplanner.tasks import TASKS

    data = _data_dir(args.data)
    tasks = [t.strip() for t in args.task.split(",") if t.strip()]
    tasks = list(TASKS) if "all" in tasks else tasks
    unknown = [t for t in tasks if t not in TASKS]
    if unknown:
        raise BioProAgentError(f"unknown task {', '.join(unknown)}: use next, gen, retrieval")
    protocols = load_bioprot(data)
    agents = _agents(args.agent, args.model, args.max_tokens)
    for agent in agents:
        agent.fit(train_split(protocols))
    encoder = load_encoder(args.encoder)
    distractors: tuple[Literal["random", "nearest"], ...] = (
        ("random", "nearest") if args.distractors == "both" else (args.distractors,)
    )
    settings = Settings(_choice(args.shuffle), _choice(args.feedback), distractors)
    out = Path(args.out)

    progress = progress_printer()
    ran = 0
    try:
        for task in tasks:
            items = build_items(task, protocols, args.split, settings, args.limit)  # type: ignore[arg-type]
            ran += run_planning(items, agents, out, encoder, progress)
    except KeyboardInterrupt:
        sys.stderr.write("\ninterrupted: finished items are saved; run again to resume\n")
        return 130
    config = {
        "data": str(data),
        "split": args.split,
        "tasks": tasks,
        "agents": [a.name for a in agents],
        "limit": args.limit,
    }
    write_report(out, encoder.name, config)
    sys.stdout.write(f"ran {ran} item(s); report: {out / 'report.md'}\n")
    return 0
