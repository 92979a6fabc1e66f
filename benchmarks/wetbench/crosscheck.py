"""Execute every plan() the offline planner approves in WetBench's material model.

Usage: python benchmarks/wetbench/crosscheck.py [subset.json ...]
(default: the committed benchmarks/subsets/subset_*.json; an item's "problem" or "instruction"
is the intent)

Prints one line per intent and, at the end, the approved plans the simulator rejects
(an independent cross-check of the rule engine; see bioproagent/wetbench/workcell.py).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from bioproagent import plan
from bioproagent.wetbench.workcell import execute_workflow


def main(paths: list[str]) -> int:
    files = [Path(p) for p in paths] or sorted(Path("benchmarks/subsets").glob("subset_*.json"))
    approved = rejected = 0
    flagged: list[str] = []
    started = time.perf_counter()
    for path in files:
        for item in json.loads(path.read_text()):
            intent = item.get("problem") or item.get("instruction") or item.get("intent")
            if not intent:
                continue
            result = plan(intent)
            if result.workflow is None:
                print(f"{item['id']}: {result.status} (not approved, not executed)")
                continue
            approved += 1
            run = execute_workflow(result.workflow)
            volumes = sum(len(w) for w in run.volumes_ul.values())
            print(
                f"{item['id']}: approved, {run.steps_run}/{len(result.workflow.steps)} steps "
                f"run, {volumes} wells tracked, conservation error {run.conservation_error_ul} uL"
                + ("" if run.ok else f", REJECTED: {run.problems[0].message}")
            )
            if not run.ok:
                rejected += 1
                flagged.append(f"{item['id']}: {run.problems[0].code} {run.problems[0].message}")
    print(
        f"\n{approved} approved plan(s) executed, {rejected} rejected by the simulator, "
        f"{time.perf_counter() - started:.1f} s"
    )
    for line in flagged:
        print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
