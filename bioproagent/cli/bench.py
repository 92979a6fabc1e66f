"""``bioproagent bench run`` and ``bioproagent bench report``: the benchmark's command line.

Registered by :func:`add_bench_parser` from ``bioproagent.cli.app``. Exit codes: 0 done,
2 unusable input (unknown agent or subset, missing data, another run's out dir),
130 interrupted (finished items are saved; run the same command again to resume).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

from bioproagent.bench.executors import EXECUTORS, make_executor
from bioproagent.bench.runner import (
    ABLATIONS,
    AGENTS,
    RESULTS,
    SOURCES,
    BenchError,
    agent_names,
    read_done_keys,
    read_results,
    run_benchmark,
)
from bioproagent.bench.types import SUBSETS
from bioproagent.cli.bench_bioplanner import add_bioplanner_parser
from bioproagent.cli.output import clean


def add_planning_families(bench_sub: Any) -> None:
    """``bench bioplanner`` (seed 004); ``bench bioprobench`` (BioProBench text tasks)."""
    from bioproagent.cli.bench_bioprobench import add_bioprobench_parser

    add_bioplanner_parser(bench_sub)
    add_bioprobench_parser(bench_sub)


def add_bench_parser(sub: Any, registry_opt: argparse.ArgumentParser | None = None) -> None:
    """Add ``bench run`` and ``bench report`` to the main parser's subcommands."""
    parents = [registry_opt] if registry_opt is not None else []
    bench = sub.add_parser("bench", help="run the benchmark (subsets A-D) and write reports")
    bench_sub = bench.add_subparsers(dest="bench_command", required=True)
    p = bench_sub.add_parser(
        "run",
        parents=parents,
        help="run agents over subsets; resumable (same --out)",
        description="Run agents over benchmark subsets. Results are saved per item as they "
        "finish; run the same command again to resume an interrupted run.",
    )
    p.add_argument(
        "--subset",
        default="all",
        metavar="A|B|C|D|all",
        help="subset(s), comma-separated (default: all)",
    )
    p.add_argument(
        "--agent",
        default="all",
        metavar="NAME|all",
        help=f"agent(s), comma-separated: {', '.join(agent_names())}, or all "
        "(the five agents and the four ablations; default)",
    )
    p.add_argument(
        "--ablate",
        action="append",
        choices=ABLATIONS,
        metavar="|".join(ABLATIONS),
        help="run bioproagent without this component (repeatable); adds "
        "bioproagent-no_X to --agent all, replaces bioproagent otherwise",
    )
    p.add_argument(
        "--model",
        default=None,
        help="planner model for every agent: offline (default), local, or openai:MODEL",
    )
    p.add_argument(
        "--data",
        default=None,
        metavar="PATH",
        help="public data: a directory or URL holding proagent/ProAgent-Subset*.json "
        "(default: $BIOPROAGENT_SHARED_DATA)",
    )
    p.add_argument(
        "--source",
        default=None,
        choices=["public", "ours", "both"],
        help="which items (default: both when public data is configured, else ours)",
    )
    p.add_argument(
        "--limit", type=int, default=None, metavar="N", help="at most N items per subset and source"
    )
    p.add_argument(
        "--samples", type=int, default=1, metavar="K", help="samples per item; K > 1 adds pass@k"
    )
    p.add_argument(
        "--workers",
        type=int,
        default=1,
        metavar="N",
        help="items run concurrently (threads; for API-bound models)",
    )
    p.add_argument(
        "--executor",
        default="threads",
        choices=EXECUTORS,
        help="where items run: threads (default; --workers threads on this machine) or ray "
        "(one Ray task per item; pip install 'bioproagent[distributed]')",
    )
    p.add_argument(
        "--address",
        default=None,
        metavar="auto|ray://HOST:10001",
        help="with --executor ray: the cluster to use (default: start a local Ray for this run)",
    )
    p.add_argument(
        "--retries",
        type=int,
        default=2,
        metavar="N",
        help="with --executor ray: attempts after a failed one per item (default 2)",
    )
    p.add_argument("--out", required=True, metavar="DIR", help="run directory (resumable)")
    p.add_argument(
        "--force",
        action="store_true",
        help="continue in --out although its run.json has a different config",
    )
    p.add_argument("--no-report", action="store_true", help="skip writing the reports")
    p.set_defaults(func=cmd_bench_run)
    add_planning_families(bench_sub)
    p = bench_sub.add_parser("report", help="write summary.json, report.md/.html, capabilities.png")
    p.add_argument("dir", metavar="DIR", help="a run directory (holding results.jsonl)")
    p.set_defaults(func=cmd_bench_report)


def parse_subsets(text: str) -> list[str]:
    names = [s.strip().upper() for s in text.split(",") if s.strip()]
    if not names or "ALL" in names:
        return list(SUBSETS)
    bad = [s for s in names if s not in SUBSETS]
    if bad:
        raise BenchError(
            f"unknown subset {', '.join(bad)}; choose from {', '.join(SUBSETS)} or all"
        )
    return list(dict.fromkeys(names))


def parse_agents(text: str, ablate: list[str] | None) -> list[str]:
    names = [s.strip() for s in text.split(",") if s.strip()]
    ablated = [f"bioproagent-no_{a}" for a in dict.fromkeys(ablate or [])]
    if not names or "all" in names:
        return list(dict.fromkeys([*AGENTS, *(ablated or agent_names()[len(AGENTS) :])]))
    known = agent_names()
    bad = [n for n in names if n not in known]
    if bad:
        raise BenchError(f"unknown agent {', '.join(bad)}; choose from {', '.join(known)} or all")
    if ablated:
        if "bioproagent" not in names:
            raise BenchError("--ablate applies to bioproagent: use --agent bioproagent or all")
        names = [n for n in names if n != "bioproagent"] + ablated
    return list(dict.fromkeys(names))


def parse_sources(source: str | None, data: str | None) -> list[str]:
    configured = bool(data or os.environ.get("BIOPROAGENT_SHARED_DATA"))
    if source is None:
        if not configured:
            sys.stderr.write(
                "bench: no public data configured (--data or "
                "BIOPROAGENT_SHARED_DATA); running our own subsets only\n"
            )
        return list(SOURCES) if configured else ["ours"]
    sources = list(SOURCES) if source == "both" else [source]
    if "public" in sources and not configured:
        raise BenchError(
            "the public subsets need --data PATH (a directory or URL holding "
            "proagent/ProAgent-Subset*.json) or BIOPROAGENT_SHARED_DATA; "
            "or use --source ours"
        )
    return sources


class ProgressBar:
    """A one-line progress bar with an ETA on stderr (a line per 10% when not a terminal)."""

    def __init__(self, stream: Any = None, width: int = 28) -> None:
        self.stream = stream or sys.stderr
        self.width = width
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self._last = 0.0
        self._decile = -1
        self.done = 0

    def __call__(self, done: int, total: int, eta_s: float | None, label: str) -> None:
        self.done = done
        now = time.monotonic()
        final = done >= total
        if self.tty:
            if not final and now - self._last < 0.1:
                return
            self._last = now
            self.stream.write("\r" + self.line(done, total, eta_s, label) + "\x1b[K")
            if final:
                self.stream.write("\n")
        else:
            decile = 10 * done // max(total, 1)
            if decile == self._decile:
                return
            self._decile = decile
            self.stream.write(self.line(done, total, eta_s, label) + "\n")
        self.stream.flush()

    def line(self, done: int, total: int, eta_s: float | None, label: str) -> str:
        fraction = done / total if total else 1.0
        filled = round(self.width * fraction)
        bar = "#" * filled + "." * (self.width - filled)
        eta = "--:--" if eta_s is None else _clock(eta_s)
        return (
            f"[{bar}] {done}/{total} {100 * fraction:3.0f}%  ETA {eta}  {clean(label)[:48]}"
        ).rstrip()


def _clock(seconds: float) -> str:
    seconds = round(seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


def cmd_bench_run(args: argparse.Namespace) -> int:
    from bioproagent.registry import load_registry

    subsets = parse_subsets(args.subset)
    agents = parse_agents(args.agent, args.ablate)
    sources = parse_sources(args.source, args.data)
    if "public" not in sources and "A" in subsets and "all" in args.subset.lower():
        subsets = [s for s in subsets if s != "A"]
        sys.stderr.write("bench: skipping subset A, which exists only as public data (--data)\n")
    registry = load_registry(
        getattr(args, "registry", None) or None,
        allow_override=getattr(args, "allow_override", False),
    )
    if args.address and args.executor != "ray":
        raise BenchError("--address needs --executor ray")
    executor = make_executor(
        args.executor, workers=args.workers, address=args.address, retries=args.retries
    )
    bar = ProgressBar()
    started = time.perf_counter()
    try:
        out = run_benchmark(
            subsets,
            agents,
            out_dir=args.out,
            data=args.data,
            model=args.model,
            limit=args.limit,
            samples=args.samples,
            workers=args.workers,
            sources=sources,
            progress=bar,
            force=args.force,
            registry=registry,
            executor=executor,
        )
    except KeyboardInterrupt:
        saved = len(read_done_keys(Path(args.out) / RESULTS))
        sys.stderr.write(
            clean(
                f"\ninterrupted: {saved} results saved in {args.out}; run the same "
                "command again to resume"
            )
            + "\n"
        )
        return 130
    sys.stderr.write(f"finished in {time.perf_counter() - started:.1f} s\n")
    _warn_failed(out)
    if args.no_report:
        sys.stdout.write(clean(f"results: {out / RESULTS}") + "\n")
        return 0
    _print_report(out)
    return 0


def _warn_failed(out: Path) -> None:
    import json

    try:
        session = json.loads((out / "run.json").read_text(encoding="utf-8"))["sessions"][-1]
    except (OSError, ValueError, KeyError, IndexError):
        return
    for entry in session.get("failed", []):
        agent, subset, item_id, sample = entry["key"]
        last = entry["errors"][-1] if entry["errors"] else "unknown error"
        sys.stderr.write(
            f"failed after {entry['attempts']} attempt(s): {agent} {subset}/{item_id}"
            f"#{sample}: {last}\n"
        )
    if session.get("failed"):
        sys.stderr.write("these items are not in results.jsonl; run the same command to retry\n")


def cmd_bench_report(args: argparse.Namespace) -> int:
    _print_report(Path(args.dir))
    return 0


def _print_report(out: Path) -> None:
    from bioproagent.bench.report import build_tables, markdown_tables, write_report
    from bioproagent.bench.report_notes import run_notes

    summary = write_report(out)
    sys.stdout.write(clean("\n".join(markdown_tables(build_tables(summary)))))
    for note in run_notes(read_results(out / RESULTS)):
        sys.stdout.write(clean(f"note: {note}") + "\n")
    written = [
        name
        for name in ("summary.json", "report.md", "report.html", "capabilities.png")
        if (out / name).exists()
    ]
    sys.stdout.write(
        clean(
            f"report: {out / 'report.md'} and {out / 'report.html'} "
            f"(wrote {', '.join(written)} in {out})"
        )
        + "\n"
    )
