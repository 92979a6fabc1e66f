"""Fuzz ``verify`` with N hostile one-step workflows against the independent oracle.

Each workflow (tests/verify_oracle.py: NaN, Infinity, huge, negative, strings and
booleans in numeric fields, unknown and missing parameters, "sealed": "no", bad volumes)
is checked as Python data and as JSON text. Prints the unsafe accepts (verify approved
what the registry JSON forbids), crashes (verify raised), the accept rate and the
throughput. Both counts must be 0.

    nice python benchmarks/perf/fuzz_verify.py [--n 100000] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bioproagent.registry import load_registry
from bioproagent.rules import verify
from tests.verify_oracle import acceptable, make_case


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000, help="workflows to generate")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    registry = load_registry()
    rng = random.Random(args.seed)
    unsafe: list[str] = []
    crashes: list[str] = []
    accepted = checks = 0
    started = time.perf_counter()
    for index in range(args.n):
        case = make_case(rng.choice)
        for form in ("data", "text"):
            document = case if form == "data" else json.dumps(case)
            checks += 1
            try:
                report = verify(document, registry, track_volumes=False)
            except Exception as exc:  # a crash is a finding, not the end of the run
                crashes.append(f"#{index} {form}: {type(exc).__name__}: {exc}")
                continue
            if report.ok:
                accepted += 1
                if not acceptable(case):
                    unsafe.append(f"#{index} {form}: {json.dumps(case)[:300]}")
        if (index + 1) % 10_000 == 0:
            print(f"  {index + 1:,} workflows ...", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - started
    print(f"workflows: {args.n:,} (seed {args.seed}), verify calls: {checks:,}")
    print(f"accepted: {accepted:,} ({100 * accepted / checks:.1f} % of calls)")
    print(f"unsafe accepts: {len(unsafe)}")
    print(f"crashes: {len(crashes)}")
    print(f"throughput: {checks / elapsed:,.0f} verify calls/s ({elapsed:.1f} s)")
    for line in (unsafe + crashes)[:20]:
        print("  " + line)
    return 1 if unsafe or crashes else 0


if __name__ == "__main__":
    sys.exit(main())
