"""Regenerate our benchmark subsets: python benchmarks/generate_subsets.py --seed 2026

Writes benchmarks/subsets/subset_{b,c,d}.json (or --out DIR). Every gold workflow is
checked clean by the rule engine and every injected fault is checked to raise a violation
of its kind before anything is written; the same seed gives byte-identical files.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bioproagent.bench.subsetgen.generate import (  # noqa: E402
    GenerationError,
    generate,
    summary,
    write,
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", default=str(ROOT / "benchmarks" / "subsets"))
    args = parser.parse_args(argv)
    try:
        counts = write(args.out, args.seed)
    except GenerationError as exc:
        print(f"refusing to write: {exc}", file=sys.stderr)
        return 1
    print(
        json.dumps(
            {
                "out": args.out,
                "seed": args.seed,
                "files": counts,
                "summary": summary(generate(args.seed)),
            },
            indent=2,
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
