"""Wall time of a full offline benchmark run: per agent, seconds and items per second.

Runs each agent on its own (a fresh run directory per agent, so nothing is resumed) over
the given subsets with the offline planner, then prints one row per agent and the total.

    python benchmarks/perf/bench_timing.py [--subset all] [--agent all] [--source both]
        [--data PATH] [--limit N] [--workers 1] [--out DIR]

Public subsets are included when --data or BIOPROAGENT_SHARED_DATA is set.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run from a checkout

from bioproagent.bench.runner import SOURCES, read_results, run_benchmark
from bioproagent.cli.bench import parse_agents, parse_subsets
from bioproagent.registry import load_registry


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--subset", default="all")
    parser.add_argument("--agent", default="all")
    parser.add_argument("--source", choices=["public", "ours", "both"], default=None)
    parser.add_argument("--data", default=None)
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", default=None, help="keep the run directories here")
    args = parser.parse_args(argv)
    subsets = parse_subsets(args.subset)
    agents = parse_agents(args.agent, None)
    configured = bool(args.data or os.environ.get("BIOPROAGENT_SHARED_DATA"))
    source = args.source or ("both" if configured else "ours")
    sources = list(SOURCES) if source == "both" else [source]
    registry = load_registry()
    base = Path(args.out) if args.out else Path(tempfile.mkdtemp(prefix="bench_timing_"))
    print(
        f"subsets {','.join(subsets)}; sources {','.join(sources)}; workers {args.workers}; "
        f"runs in {base}"
    )
    print(f"{'agent':<28}{'items':>7}{'wall s':>10}{'items/s':>10}{'mean item s':>13}")
    total_items, total_wall = 0, 0.0
    for agent in agents:
        out = base / agent
        for name in ("results.jsonl", "run.json", "items.jsonl"):  # time a fresh run
            (out / name).unlink(missing_ok=True)
        started = time.perf_counter()
        run_benchmark(
            subsets,
            [agent],
            out_dir=out,
            data=args.data,
            limit=args.limit,
            workers=args.workers,
            sources=sources,
            registry=registry,
        )
        wall = time.perf_counter() - started
        results = read_results(out / "results.jsonl")
        items = len(results)
        mean = sum(r.output.time_s for r in results) / items if items else 0.0
        total_items += items
        total_wall += wall
        print(
            f"{agent:<28}{items:>7}{wall:>10.2f}{items / wall if wall else 0:>10.1f}{mean:>13.3f}"
        )
        sys.stdout.flush()
    rate = total_items / total_wall if total_wall else 0.0
    print(f"{'total':<28}{total_items:>7}{total_wall:>10.2f}{rate:>10.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
