"""Rule-engine throughput: steps verified per second on a long workflow.

Builds a workflow of N steps (default 10,000) that cycles through liquid transfers
(8-well column transfers with tips), mixing, sealing, spinning, thermocycling,
peeling and plate reads, verifies it several times and prints the median rate.
The bar for issue 2 is >= 20,000 steps/s on one core.

    python benchmarks/perf/verify_throughput.py [--steps 10000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import statistics
import time
import tracemalloc
from typing import Any

from bioproagent import Workflow, load_registry, verify

COLUMNS = [[f"{row}{col}" for row in "ABCDEFGH"] for col in range(1, 13)]


def build(steps: int) -> dict[str, Any]:
    """A clean workflow of exactly ``steps`` steps (every step passes every rule)."""
    labware: list[dict[str, Any]] = [
        {"id": "tips", "type": "tiprack_96_200ul"},
        {"id": "balance", "type": "plate_96_pcr", "sealed": True},
    ]
    cycle: list[dict[str, Any]] = []
    plate_no = 0
    out: list[dict[str, Any]] = []
    while len(out) < steps:
        plate = f"plate_{plate_no}"
        plate_no += 1
        labware.append({"id": plate, "type": "plate_96_pcr"})
        buffer = f"buffer_{plate_no // 100}"  # a fresh 290 mL trough every 100 plates
        if plate_no % 100 == 1:
            labware.append(
                {"id": buffer, "type": "reservoir_290ml", "contents": [{"volume_ul": 290000}]}
            )
        cycle = [
            *(
                {
                    "device": "biomek_i7_hybrid",
                    "operation": "transfer",
                    "params": {"volume_ul": 10},
                    "labware": {
                        "source": buffer,
                        "target": {"labware": plate, "wells": col},
                        "tips": "tips",
                    },
                }
                for col in COLUMNS
            ),
            {
                "device": "biomek_i7_hybrid",
                "operation": "mix",
                "params": {"volume_ul": 5, "cycles": 3},
                "labware": {"target": plate, "tips": "tips"},
            },
            {
                "device": "azenta_a4s",
                "operation": "seal",
                "params": {"temperature_c": 165, "duration_s": 2},
                "labware": {"plate": plate},
            },
            {
                "device": "agilent_vspin",
                "operation": "spin",
                "params": {"rcf_g": 1000, "duration_s": 60},
                "labware": {"plates": [plate, "balance"]},
            },
            {
                "device": "inheco_odtc",
                "operation": "run_pcr",
                "params": {
                    "cycles": 30,
                    "denaturation_c": 95,
                    "denaturation_s": 15,
                    "annealing_c": 58,
                    "annealing_s": 30,
                },
                "labware": {"plate": plate},
            },
            {
                "device": "azenta_xpeel",
                "operation": "peel",
                "params": {},
                "labware": {"plate": plate},
            },
            {
                "device": "spectramax_i3x",
                "operation": "read_absorbance",
                "params": {"wavelength_nm": 260},
                "labware": {"plate": plate},
            },
        ]
        for step in cycle:
            if len(out) == steps:
                break
            out.append({"id": f"s{len(out)}", **step})
    return {"name": f"throughput {steps}", "labware": labware, "steps": out}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    registry = load_registry()
    document = build(args.steps)
    workflow = Workflow.model_validate(document)
    report = verify(workflow, registry)  # warm-up: compiles and caches the validators
    if not report.ok:
        raise SystemExit(f"benchmark workflow is not clean: {report.violations[:3]}")
    timings = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        verify(workflow, registry)
        timings.append(time.perf_counter() - start)
    parse_start = time.perf_counter()
    verify(document, registry)
    with_parse = time.perf_counter() - parse_start
    tracemalloc.start()
    verify(workflow, registry)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    median = statistics.median(timings)
    print(f"steps: {args.steps}")
    print(
        f"verify (parsed Workflow): median {median * 1000:.1f} ms over {args.repeat} runs "
        f"-> {args.steps / median:,.0f} steps/s"
    )
    print(
        f"verify (from dict, incl. pydantic parsing): {with_parse * 1000:.1f} ms "
        f"-> {args.steps / with_parse:,.0f} steps/s"
    )
    print(f"60-step workflow: {median / args.steps * 60 * 1000:.2f} ms")
    print(f"peak traced memory during verify: {peak / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
