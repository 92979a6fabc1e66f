"""How faithful are offline plans? Runs every intent of tests/faithful_cases.py through
``bioproagent.plan`` and prints: right plans, approved plans with a silently changed value,
infeasible requests approved, and the median / 95th-percentile time per plan. A right plan
may do more than was asked (a helper seal or peel is fine; a second incubation or a recipe's
additions are not): "strict" counts the right plans with no such extra step.

    python benchmarks/perf/faithful_score.py [--show-wrong] [--limit N] [--cases NAME] [--open]

``--cases NOTEBOOK`` scores one named batch of tests/faithful_cases.py (e.g. a fresh batch);
``--open`` scores the fresh-batch misses that are not fixed yet (OPEN_CASES); ``--file
benchmarks/perf/holdout/forms.py`` scores a batch written outside the corpus (the hold-out
batches of issue 9, each written by a separate author before the planner ran on it).

It imports ``bioproagent`` from PYTHONPATH, so the same cases can score an older checkout
(e.g. ``PYTHONPATH=/tmp/base python benchmarks/perf/faithful_score.py``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests"))

import faithful_cases
from faithful_cases import ALL_CASES, OPEN_CASES, extra_steps, judge, silent_value_change

from bioproagent import plan


def _load_batch(path: Path) -> list[tuple[str, str, str]]:
    """The ``CASES`` of a batch file written outside the test corpus."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(path.stem, path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"{path}: not a Python file with CASES")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.CASES)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show-wrong", action="store_true", help="print every wrong plan")
    parser.add_argument("--limit", type=int, default=0, help="score only the first N cases")
    parser.add_argument("--cases", default="", help="score one named batch (e.g. NOTEBOOK)")
    parser.add_argument("--open", action="store_true", help="score the known misses")
    parser.add_argument(
        "--file", default="", help="score the CASES of a batch file (e.g. holdout/forms.py)"
    )
    args = parser.parse_args()
    chosen = ALL_CASES
    if args.cases:
        chosen = getattr(faithful_cases, args.cases)
    if args.file:
        chosen = _load_batch(Path(args.file))
    if args.open:
        chosen = [(i, t, e) for i, t, e, _ in OPEN_CASES]
    cases = chosen[: args.limit] if args.limit else chosen
    plan("Spin the 96-well plate at 500 x g for 1 min")  # warm caches: registry, library
    right = strict = silent = infeasible_approved = 0
    times: list[float] = []
    for case_id, text, expected in cases:
        started = time.perf_counter()
        result = plan(text)
        times.append(time.perf_counter() - started)
        ok, why = judge(result, expected)
        right += ok
        strict += ok and not extra_steps(result, expected)
        silent += silent_value_change(result, expected)
        infeasible_approved += expected == "halted" and result.status == "approved"
        if args.show_wrong and not ok:
            print(f"WRONG {case_id}: {text!r}\n      expected {expected}\n      {why}")
    times.sort()
    print(f"cases: {len(cases)}")
    print(f"right: {right}/{len(cases)} ({100 * right / len(cases):.1f} %)")
    print(
        f"right with no step beyond the asked ones (strict): {strict}/{len(cases)} "
        f"({100 * strict / len(cases):.1f} %)"
    )
    print(f"approved with a silently changed value: {silent}")
    print(f"infeasible requests approved: {infeasible_approved}")
    print(f"median time per plan: {statistics.median(times) * 1000:.0f} ms")
    print(f"95th percentile time per plan: {times[int(0.95 * (len(times) - 1))] * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
