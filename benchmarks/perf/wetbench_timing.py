"""WetBench episode timing: every agent on every configuration, embedded defaults.

Usage: python benchmarks/perf/wetbench_timing.py [samples]

Prints pass@1 and pass@k (k = samples, default 5), mean and max wall time per episode and
simulated hours, per agent. No model is used (offline defaults), so it needs no network.
"""

from __future__ import annotations

import statistics
import sys
import time

from bioproagent.wetbench import AGENT_NAMES
from bioproagent.wetbench.agents import make_agent, run_episode
from bioproagent.wetbench.bench import pass_at_k
from bioproagent.wetbench.config import load_configurations


def main(samples: int) -> int:
    configs = load_configurations()
    for name in AGENT_NAMES:
        times: list[float] = []
        hours: list[float] = []
        outcomes: dict[str, list[bool]] = {}
        for config in configs:
            for sample in range(samples):
                started = time.perf_counter()
                result = run_episode(config, make_agent(name), seed=sample, sample=sample)
                times.append(time.perf_counter() - started)
                hours.append(result.sim_hours)
                outcomes.setdefault(config.id, []).append(result.success)
        p1 = 100 * statistics.mean(pass_at_k(v, 1) for v in outcomes.values())
        pk = 100 * statistics.mean(pass_at_k(v, samples) for v in outcomes.values())
        print(
            f"{name:9} pass@1 {p1:5.1f}%  pass@{samples} {pk:5.1f}%  "
            f"episode {statistics.mean(times) * 1000:7.1f} ms mean, "
            f"{max(times) * 1000:7.1f} ms max  simulated {statistics.mean(hours):6.1f} h mean"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 5))
