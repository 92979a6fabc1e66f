"""Exported protocols in the vendor simulators: opentrons.simulate and PyLabRobot.

A sample of the robot corpus runs here (the whole corpus: benchmarks/export_corpus.py).
The simulators run in $BIOPROAGENT_SIM_PYTHON (CI: .venv-sim, see docs/export.md) or in
this interpreter; the tests skip when neither has opentrons and pylabrobot.
"""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest

from bioproagent.adapters.simulate import SimulationResult, simulate, simulators_available
from bioproagent.bench import robot_corpus as corpus
from bioproagent.registry import load_registry
from bioproagent.rules import verify
from bioproagent.rules.supply import supply_tips

if importlib.util.find_spec("opentrons_shared_data") is None:
    pytest.skip(
        "opentrons-shared-data is not installed (pip install -e '.[export]')",
        allow_module_level=True,
    )
_MISSING = simulators_available()
if _MISSING:
    pytest.skip(f"vendor simulators unavailable: {_MISSING}", allow_module_level=True)

REGISTRY = load_registry()
APPROVED: list[tuple[str, dict[str, Any]]] = [
    ("ot2-serial-dilution", corpus.serial_dilution("opentrons_ot2", 50, 4)),
    ("ot2-two-trips-per-well", corpus.split_fill("opentrons_ot2", 400, 8)),
    ("flex-two-trips-per-well", corpus.split_fill("opentrons_flex", 360, 8)),
    ("flex-8-channel", corpus.columns_8ch("opentrons_flex", 50, 3)),
    ("ot2-384-fill", corpus.plate_384("opentrons_ot2", 10, 96)),
    ("ot2-thermocycler", corpus.on_module("opentrons_ot2", "thermocyclerModuleV2", 20)),
    ("flex-heater-shaker", corpus.on_module("opentrons_flex", "heaterShakerModuleV1", 20)),
    ("gold", corpus.gold_workflows(REGISTRY)[0][1]),
]


@pytest.fixture(scope="module")
def runs() -> dict[str, list[SimulationResult]]:
    """One batch per simulator: the approved sample, then every broken plan."""
    from bioproagent.adapters.opentrons import export_opentrons
    from bioproagent.adapters.pylabrobot import export_pylabrobot

    plans = [supply_tips(doc, REGISTRY) for _, doc in APPROVED]
    broken = [b.plan for b in corpus.BROKEN]
    return {
        "opentrons": simulate(
            "opentrons",
            [export_opentrons(p) for p in plans]
            + [export_opentrons(p, require_approval=False) for p in broken],
        ),
        "pylabrobot": simulate(
            "pylabrobot",
            [export_pylabrobot(p) for p in plans]
            + [export_pylabrobot(p, require_approval=False) for p in broken],
        ),
    }


@pytest.mark.parametrize("simulator", ["opentrons", "pylabrobot"])
@pytest.mark.parametrize("index", range(len(APPROVED)), ids=[name for name, _ in APPROVED])
def test_approved_plans_run_without_errors(
    runs: dict[str, list[SimulationResult]], simulator: str, index: int
) -> None:
    """It should run every exported approved plan to the end, tips and volumes tracked."""
    result = runs[simulator][index]
    assert result.ok, result.error


@pytest.mark.parametrize("index", range(len(corpus.BROKEN)), ids=[b.name for b in corpus.BROKEN])
def test_broken_plans_are_rejected_by_us_and_where_stated_by_the_simulators(
    runs: dict[str, list[SimulationResult]], index: int
) -> None:
    """It should reject every broken plan; each simulator rejects exactly the ones the table
    says, and runs the others without complaint (there bioproagent is stricter)."""
    broken = corpus.BROKEN[index]
    assert broken.code in verify(broken.plan, REGISTRY).codes()
    ot = runs["opentrons"][len(APPROVED) + index]
    plr = runs["pylabrobot"][len(APPROVED) + index]
    assert (not ot.ok, not plr.ok) == (broken.opentrons_rejects, broken.pylabrobot_rejects), (
        broken.note,
        ot.error,
        plr.error,
    )
