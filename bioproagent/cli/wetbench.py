"""``bioproagent wetbench list|show|run|report``: the simulated wet lab from the command line.

Registered by :func:`add_wetbench_parser` from ``bioproagent.cli.app``. ``run`` writes
``episodes.jsonl`` and ``run.json`` into ``--out`` and prints one progress line per
episode to standard error; running the same command again resumes. Exit codes: 0 done,
2 unusable input, 130 interrupted (finished episodes are kept).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from bioproagent.errors import BioProAgentError
from bioproagent.wetbench import AGENT_NAMES as AGENTS
from bioproagent.wetbench.config import get_configuration, load_configurations

EPISODES = "episodes.jsonl"


def add_wetbench_parser(sub: Any) -> None:
    """Add ``wetbench list|show|run|report`` to the main parser's subcommands."""
    wb = sub.add_parser(
        "wetbench", help="the simulated wet lab (seed 000): configurations, episodes, pass@k"
    )
    wsub = wb.add_subparsers(dest="wetbench_command", required=True)
    p = wsub.add_parser("list", help="list the experiment configurations")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_list)
    p = wsub.add_parser("show", help="show one configuration as the agent sees it")
    p.add_argument("config")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_show)
    p = wsub.add_parser("run", help="run agents over configurations (resumable with --out)")
    p.add_argument(
        "--agents",
        default="scripted,react,dvr",
        help=f"comma-separated, of {', '.join(AGENTS)} (default: all)",
    )
    p.add_argument("--configs", default="all", help="comma-separated ids, or all")
    p.add_argument(
        "--samples",
        type=int,
        default=5,
        help="episodes per agent and configuration (pass@k up to this k; default 5)",
    )
    p.add_argument("--out", required=True, type=Path, help="run directory")
    p.add_argument(
        "--model",
        default="offline",
        help="chat model for agents and LLM components: offline (default), local, openai:MODEL",
    )
    p.add_argument("--transition-model", default="rules", choices=["rules", "llm"])
    p.add_argument("--classifier", default="rubric", choices=["rubric", "llm"])
    p.add_argument(
        "--second-classifier",
        default="none",
        choices=["none", "rubric", "llm"],
        help="judge every submission a second time, for agreement figures",
    )
    p.add_argument(
        "--error-type",
        type=int,
        default=0,
        choices=[0, 1, 2],
        help="transition error injection: 0 correct, 1 obvious, 2 subtle",
    )
    p.add_argument("--quiet", action="store_true", help="no progress lines")
    p.set_defaults(func=cmd_run)
    p = wsub.add_parser("report", help="summarise a run directory (text, JSON or HTML)")
    p.add_argument("run_dir", type=Path)
    p.add_argument("--html", type=Path, help="write the HTML report with episode traces here")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_report)


def cmd_list(args: argparse.Namespace) -> int:
    configs = load_configurations()
    if args.json:
        print(json.dumps([c.public() for c in configs], indent=2))
        return 0
    for c in configs:
        print(f"{c.id:32} {c.domain:26} {c.max_steps:4} steps  {c.title}")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from bioproagent.wetbench.env import WetBenchEnv

    config = get_configuration(args.config)
    text, _ = WetBenchEnv(config).reset(seed=0)
    obs = json.loads(text)
    if args.json:
        print(json.dumps(obs, indent=2, ensure_ascii=False))
        return 0
    print(f"{config.title} [{config.id}], {config.domain}, budget {config.max_steps} steps")
    print(f"Goal: {config.goal}\nMaterials:")
    for m in obs["materials"]:
        extra = f", {m['container']['type']}" if "container" in m else ""
        print(f"  {m['barcode']}  {m['name']} ({m['volume_ul']:g} uL, {m['condition']}{extra})")
    print("Actions: " + ", ".join(config.actions))
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from bioproagent.wetbench.agents import EpisodeResult
    from bioproagent.wetbench.bench import RunSettings, WetBenchRunError, run_benchmark
    from bioproagent.wetbench.report import text_summary

    agents = tuple(a.strip() for a in args.agents.split(",") if a.strip())
    unknown = [a for a in agents if a not in AGENTS]
    if unknown:
        raise WetBenchRunError(f"unknown agent(s) {unknown}; known: {', '.join(AGENTS)}")
    if args.samples < 1:
        raise WetBenchRunError("--samples must be at least 1")
    configs = (
        list(load_configurations())
        if args.configs == "all"
        else [get_configuration(c.strip()) for c in args.configs.split(",") if c.strip()]
    )
    from bioproagent.planners.models.openai_chat import make_model

    model = make_model(args.model)
    settings = RunSettings(
        agents=agents,
        configs=tuple(c.id for c in configs),
        samples=args.samples,
        model=args.model,
        transition=args.transition_model,
        classifier=args.classifier,
        second_classifier=args.second_classifier,
        error_type=args.error_type,
    )

    def progress(i: int, n: int, r: EpisodeResult) -> None:
        if not args.quiet:
            mark = "PASS" if r.success else "FAIL"
            print(
                f"[{i}/{n}] {r.agent} {r.config} #{r.sample}: {mark} ({r.end_reason}, "
                f"{r.steps} steps, {r.wall_s:.2f} s)",
                file=sys.stderr,
                flush=True,
            )

    try:
        episodes = run_benchmark(configs, settings, args.out, model=model, progress=progress)
    except KeyboardInterrupt:
        print(
            "interrupted: finished episodes are saved; run the same command to resume",
            file=sys.stderr,
        )
        return 130
    print(text_summary(episodes))
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    from bioproagent.wetbench.bench import read_episodes, summarize
    from bioproagent.wetbench.report import html_report, text_summary

    path = args.run_dir / EPISODES
    if not path.exists():
        raise BioProAgentError(f"{args.run_dir} has no {EPISODES}; run 'wetbench run' first")
    episodes = read_episodes(path)
    if args.html:
        args.html.write_text(html_report(episodes, title=f"WetBench: {args.run_dir.name}"))
        print(f"wrote {args.html}", file=sys.stderr)
    if args.json:
        print(json.dumps(summarize(episodes), indent=2))
    else:
        print(text_summary(episodes))
    return 0
