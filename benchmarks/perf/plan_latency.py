"""Time per offline plan: median, 95th percentile and maximum over the faithful-plan intents
(tests/faithful_cases.py), after one warm-up plan. The offline planner must stay under 1 s
median per plan (it includes parsing, clause compilation, K_s, K_p and K_i).

    python benchmarks/perf/plan_latency.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests"))

from faithful_cases import ALL_CASES

from bioproagent import plan
from bioproagent.registry.loader import load_registry

BUDGET_S = 1.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1, help="plan every intent N times")
    args = parser.parse_args()
    registry = load_registry()
    plan("Spin the 96-well plate at 500 x g for 1 min", registry=registry)  # warm-up
    times = []
    for _ in range(max(1, args.repeat)):
        for _, text, _ in ALL_CASES:
            started = time.perf_counter()
            plan(text, registry=registry)
            times.append(time.perf_counter() - started)
    times.sort()
    median = statistics.median(times)
    print(f"plans timed: {len(times)}")
    print(f"median: {median * 1000:.1f} ms")
    print(f"95th percentile: {times[int(0.95 * (len(times) - 1))] * 1000:.1f} ms")
    print(f"max: {times[-1] * 1000:.1f} ms")
    print(f"budget: median < {BUDGET_S * 1000:.0f} ms -> {'OK' if median < BUDGET_S else 'OVER'}")
    return 0 if median < BUDGET_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
