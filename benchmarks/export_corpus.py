"""Export the whole robot corpus and run it in both vendor simulators; print the counts.

    python benchmarks/export_corpus.py [--json]

Approved plans (bioproagent.bench.robot_corpus.approved_plans) and the Opentrons gold
workflows of subsets B and C must run with 0 errors; each deliberately broken plan is
reported by the rule engine, and the table shows which simulator also notices. Set
BIOPROAGENT_SIM_PYTHON to a venv with opentrons==9.0.0 and pylabrobot==0.2.2 when this
interpreter lacks them.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bioproagent.adapters.opentrons import export_opentrons  # noqa: E402
from bioproagent.adapters.pylabrobot import export_pylabrobot  # noqa: E402
from bioproagent.adapters.simulate import simulate, simulators_available  # noqa: E402
from bioproagent.bench.robot_corpus import (  # noqa: E402
    BROKEN,
    approved_plans,
    gold_workflows,
    planned_intents,
)
from bioproagent.rules.engine import verify  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    missing = simulators_available()
    if missing:
        print(f"cannot run the simulators: {missing}", file=sys.stderr)
        return 2
    intents = planned_intents()
    good = approved_plans() + intents + gold_workflows()
    start = time.perf_counter()
    ot_texts = [export_opentrons(doc) for _, doc in good]
    plr_texts = [export_pylabrobot(doc) for _, doc in good]
    export_s = time.perf_counter() - start
    ot = simulate(
        "opentrons", ot_texts + [export_opentrons(b.plan, require_approval=False) for b in BROKEN]
    )
    plr = simulate(
        "pylabrobot",
        plr_texts + [export_pylabrobot(b.plan, require_approval=False) for b in BROKEN],
    )
    n = len(good)
    errors = [
        (name, r.simulator, r.error)
        for (name, _), r_ot, r_plr in zip(good, ot[:n], plr[:n], strict=True)
        for r in (r_ot, r_plr)
        if not r.ok
    ]
    broken = [
        {
            "plan": b.name,
            "bioproagent": verify(b.plan).codes(),
            "opentrons_rejects": not r_ot.ok,
            "pylabrobot_rejects": not r_plr.ok,
            "note": b.note,
        }
        for b, r_ot, r_plr in zip(BROKEN, ot[n:], plr[n:], strict=True)
    ]
    figures = {
        "plans_exported": n,
        "approved_corpus": len(good) - len(gold_workflows()) - len(intents),
        "planned_from_intents": len(intents),
        "gold_workflows": len(gold_workflows()),
        "protocols_simulated": 2 * n + 2 * len(BROKEN),
        "simulator_errors_on_approved": len(errors),
        "errors": errors,
        "export_ms_per_plan": round(1000 * export_s / (2 * n), 1),
        "opentrons_ms_per_protocol_median": round(
            1000 * statistics.median(r.seconds for r in ot[:n]), 1
        ),
        "pylabrobot_ms_per_protocol_median": round(
            1000 * statistics.median(r.seconds for r in plr[:n]), 1
        ),
        "opentrons_ms_first_protocol": round(1000 * ot[0].seconds, 1),
        "broken": broken,
    }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        for key, value in figures.items():
            if key not in ("broken", "errors"):
                print(f"{key}: {value}")
        for name, simulator, error in errors:
            print(f"ERROR {name} [{simulator}]: {error}")
        print("broken plans (bioproagent code | Opentrons rejects | PyLabRobot rejects):")
        for row in broken:
            print(
                f"  {row['plan']}: {row['bioproagent']} | {row['opentrons_rejects']} | "
                f"{row['pylabrobot_rejects']}"
            )
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
