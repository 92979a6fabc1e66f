"""Measure K_s false alarms on protocol steps that are correct.

Every step is checked on its own, as a one-step draft titled with its protocol's title
(``check_draft``), and, when the installed package has it, with the step-level check
(``bioproagent.science.steps.check_step``, which also sees the neighbouring steps). A step
counts as a false alarm when any *error* finding is raised; warnings are counted apart.

    # dump the steps once (needs this package), then measure any checkout on the same list
    python benchmarks/science/ks_false_alarms.py --bioprot $BIOPROAGENT_SHARED_DATA/bioprot \
        --fixture tests/fixtures/ks/correct_steps.json --dump /tmp/steps.json
    PYTHONPATH=/path/to/old/checkout python benchmarks/science/ks_false_alarms.py \
        --steps /tmp/steps.json

Prints one line per source and the most frequent finding codes.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

from bioproagent.draft import Draft, DraftStep
from bioproagent.science.checklist import check_draft


def bioprot_steps(directory: Path) -> list[dict[str, Any]]:
    from bioproagent.science.freetext import split_steps

    out: list[dict[str, Any]] = []
    for path in sorted(directory.glob("*.json")):
        item = json.loads(path.read_text(encoding="utf-8"))
        texts = [s.text for s in split_steps(item.get("steps") or "")]
        for i, text in enumerate(texts):
            out.append(
                {
                    "source": "bioprot",
                    "title": item.get("title", ""),
                    "text": text,
                    "prior": texts[i - 1] if i else None,
                    "next": texts[i + 1] if i + 1 < len(texts) else None,
                }
            )
    return out


def fixture_steps(path: Path) -> list[dict[str, Any]]:
    rows = json.loads(path.read_text(encoding="utf-8"))
    return [{"source": "fixture", **row} for row in rows]


def measure(steps: list[dict[str, Any]]) -> None:
    try:
        from bioproagent.science.steps import check_step
    except ImportError:
        check_step = None  # an older checkout
    by_source: dict[str, list[dict[str, Any]]] = {}
    for row in steps:
        by_source.setdefault(row["source"], []).append(row)
    for source, rows in by_source.items():
        modes: dict[str, Any] = {
            "check_draft(one-step draft)": lambda r: check_draft(
                Draft(title=r["title"], steps=[DraftStep(text=r["text"])])
            )
        }
        if check_step is not None:
            modes["check_step(step, context)"] = lambda r: check_step(
                r["text"], purpose=r["title"], prior=r.get("prior"), following=r.get("next")
            )
        for mode, run in modes.items():
            errors = warnings = 0
            codes: Counter[str] = Counter()
            for row in rows:
                findings = run(row)
                errs = [f for f in findings if f.severity == "error"]
                errors += bool(errs)
                warnings += bool(findings) and not errs
                codes.update(f.code for f in errs)
            n = len(rows)
            print(
                f"{source:8s} {mode:28s} steps={n:5d} false_alarms={errors:4d} "
                f"({100 * errors / n:5.1f} %) warning_only={warnings:4d}  "
                f"top={codes.most_common(5)}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bioprot", type=Path, help="directory of BioProt JSON files")
    parser.add_argument("--fixture", type=Path, help="JSON list of {title, text, prior, next}")
    parser.add_argument("--steps", type=Path, help="a list written by --dump (measure only)")
    parser.add_argument("--dump", type=Path, help="write the collected steps here")
    args = parser.parse_args()
    steps: list[dict[str, Any]] = []
    if args.steps:
        steps = json.loads(args.steps.read_text(encoding="utf-8"))
    if args.bioprot:
        steps += bioprot_steps(args.bioprot)
    if args.fixture:
        steps += fixture_steps(args.fixture)
    if args.dump:
        args.dump.write_text(json.dumps(steps, indent=1), encoding="utf-8")
    measure(steps)


if __name__ == "__main__":
    main()
