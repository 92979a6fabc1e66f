"""The Design-Verify-Rectify agent's general behaviours on small purpose-built benches."""

from __future__ import annotations

import pytest

pytest.importorskip(
    "gymnasium", reason="WetBench needs the wetbench extra: pip install 'bioproagent[wetbench]'"
)

from typing import Any

from bioproagent.wetbench.agents import run_episode
from bioproagent.wetbench.agents.dvr import DVRAgent, choose_measurement
from bioproagent.wetbench.config import Configuration

SAMPLE, WATER, TUBE1, TUBE2 = "MAT-DVRT0001", "MAT-DVRT0002", "MAT-DVRT0003", "MAT-DVRT0004"


def _bench(sample: dict[str, Any], readout: dict[str, Any], goal: str) -> Configuration:
    tube = {"type": "1.5 mL tube", "kind": "tube", "capacity_ul": 1500}
    return Configuration.model_validate(
        {
            "id": "dvr_bench",
            "title": "DVR bench",
            "domain": "tests",
            "goal": goal,
            "max_steps": 30,
            "actions": [
                "Transfer",
                "Dilute",
                "Storage",
                "MeasurepH",
                "UsePhotospectrometer",
                "SubmitMaterialsObservationsForReview",
                "Quit",
            ],
            "materials": [
                {
                    "barcode": SAMPLE,
                    "name": "Unknown sample",
                    "role": "sample",
                    "volume_ul": 1000,
                    "container": tube,
                    "subject": "unknown",
                    **sample,
                },
                {
                    "barcode": WATER,
                    "name": "Water",
                    "volume_ul": 100000,
                    "unlimited": True,
                    "container": {"type": "bottle", "kind": "bottle", "capacity_ul": 100000},
                },
                {
                    "barcode": TUBE1,
                    "name": "Empty tube 1",
                    "role": "container",
                    "form": "container",
                    "container": tube,
                },
                {
                    "barcode": TUBE2,
                    "name": "Empty tube 2",
                    "role": "container",
                    "form": "container",
                    "container": tube,
                },
            ],
            "readouts": [readout],
            "rubric": [
                {
                    "id": "read",
                    "description": "a credited reading of the sample",
                    "readout": readout["id"],
                    "subjects": ["unknown"],
                }
            ],
            "reference": [{"action": "SubmitMaterialsObservationsForReview"}],
        }
    )


def test_frozen_sample_is_thawed_before_it_is_measured() -> None:
    config = _bench(
        {"condition": "-80C", "traits": {"ph": 6.1}},
        {"id": "ph", "action": "MeasurepH", "label": "pH", "expr": "ph"},
        "Determine the pH of the unknown sample.",
    )
    result = run_episode(config, DVRAgent(), seed=0)
    assert result.success and result.rejections == 0
    assert [r["action"]["action"] for r in result.trace][:2] == ["Storage", "MeasurepH"]


def test_saturated_reading_is_repeated_on_a_dilution() -> None:
    config = _bench(
        {"analytes": {"dye": 500.0}},
        {
            "id": "abs",
            "action": "UsePhotospectrometer",
            "label": "Absorbance",
            "expr": "c_dye * 100",
            "range": [0.05, 2.0],
            "requires": {"variables": ["c_dye"]},
        },
        "Determine the dye concentration of the unknown sample by absorbance.",
    )
    agent = DVRAgent()
    result = run_episode(config, agent, seed=0)
    actions = [r["action"]["action"] for r in result.trace]
    assert actions.count("Dilute") == 2, "50 -> 5 -> 0.5: credited after two 1:10 dilutions"
    assert result.success
    assert any("saturated" in line for line in agent.log)


@pytest.mark.parametrize(
    ("goal", "expected"),
    [
        ("Which colonies carry the insert without mutations?", "DNASequencing"),
        ("Find the titer of the lentivirus stock", "FlowCytometry"),
        ("Which isolates lower the pH most?", "MeasurepH"),
        ("Something nobody can measure", None),
    ],
    ids=["sequencing", "flow", "ph", "none"],
)
def test_measurement_choice_follows_the_goal(goal: str, expected: str | None) -> None:
    available = ["DNASequencing", "FlowCytometry", "MeasurepH"]
    assert choose_measurement(goal, available) == expected


def test_dose_series_splits_a_suspension_and_keeps_an_untreated_control() -> None:
    from bioproagent.wetbench.agents.dvr import dose_series

    tube = {"type": "tube", "kind": "tube", "capacity_ul": 1500}
    cells = {
        "barcode": "MAT-CELL0001",
        "name": "Cell suspension",
        "role": "sample",
        "form": "cells",
        "volume_ul": 5000,
        "state": "ok",
        "cells_approx": 5e6,
        "available_for_use": "available_for_further_use",
        "container": tube,
    }
    drug = {
        "barcode": "MAT-DRUG0001",
        "name": "Drug X, 10 mM",
        "role": "reagent",
        "form": "liquid",
        "volume_ul": 100,
        "state": "frozen",
        "available_for_use": "available_for_further_use",
        "container": tube,
    }
    empties = [
        {
            "barcode": f"MAT-EMPT000{i}",
            "name": f"Empty {i}",
            "role": "container",
            "form": "container",
            "volume_ul": 0,
            "state": "ok",
            "container": tube,
            "available_for_use": "available_for_further_use",
        }
        for i in range(1, 5)
    ]
    mats = {m["barcode"]: m for m in [cells, drug, *empties]}
    steps, dosed, hosts = dose_series([cells], mats, "Find the minimum dose of drug X", empties)
    assert dosed == "MAT-DRUG0001" and len(hosts) == 4
    assert steps[0].action == "Transfer" and steps[0].materials[0] == "MAT-CELL0001"
    assert steps[1].action == "Storage", "the frozen stock is thawed before dosing"
    doses = [(d.materials[1], d.params["volume_ul"]) for d in steps[2:]]
    assert [v for _, v in doses] == [0.5, 2.0, 8.0]
    assert hosts[-1]["barcode"] not in {b for b, _ in doses}, "the last host stays untreated"
    assert dose_series([cells], mats, "Measure the pH", empties)[1] is None
