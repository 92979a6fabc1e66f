"""Conservation properties over random action sequences (hypothesis)."""

from __future__ import annotations

import pytest

pytest.importorskip(
    "gymnasium", reason="WetBench needs the wetbench extra: pip install 'bioproagent[wetbench]'"
)

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bioproagent.wetbench.env import WetBenchEnv
from tests.wetbench_fixtures import MATERIALS, mini_config

BARCODES = [m["barcode"] for m in MATERIALS]
ACTIONS = [
    "Transfer",
    "Dilute",
    "Combine",
    "Aspirate",
    "Wash",
    "Resuspend",
    "Filter",
    "Incubate",
    "Centrifuge",
    "Discard",
    "SerialDilute",
    "AdjustpH",
    "Storage",
    "HPLC",
    "FlowCytometry",
    "MeasurepH",
    "Evaporate",
    "SeparateWells",
    "Aliquot",
    "Wait",
]
_CONFIG = mini_config(max_steps=100)


@st.composite
def action(draw: Any) -> dict[str, Any]:
    name = draw(st.sampled_from(ACTIONS))
    mats = draw(st.lists(st.sampled_from(BARCODES), min_size=1, max_size=4, unique=True))
    volume = draw(st.floats(min_value=0.5, max_value=2000))
    params = {
        "volume_ul": volume,
        "wash_volume_ul": volume,
        "replacement_volume_ul": volume,
        "dilution_factor": draw(st.sampled_from([2, 10])),
        "final_volume_ul": volume,
        "temperature_c": draw(st.sampled_from([4, 30, 37])),
        "target_ph": 7.0,
        "duration_s": draw(st.sampled_from([60, 3600, 86400])),
        "rcf_g": 500,
        "condition": draw(st.sampled_from(["ice", "room_temp", "-80C"])),
        "wavelength_nm": 273,
        "pore_size_um": "0.22",
    }
    return {"action": name, "materials": mats, "params": params}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(action(), min_size=1, max_size=12))
def test_liquids_are_conserved_and_time_only_moves_forward(docs: list[dict[str, Any]]) -> None:
    env = WetBenchEnv(_CONFIG)
    env.reset(seed=0)
    clock = 0.0
    for doc in docs:
        spec_params = env.catalogue[doc["action"]].params
        doc = {**doc, "params": {k: v for k, v in doc["params"].items() if k in spec_params}}
        env.step(doc)
        assert env.state.clock_s >= clock, "the clock never runs backwards"
        clock = env.state.clock_s
        assert env.state.conservation_problems() == []
        for m in env.state.materials.values():
            assert m.volume_ul >= -1e-9
            assert all(v >= -1e-9 for v in m.hidden.composition.values())
            assert m.cells >= 0
        if env.end_reason is not None:
            break
