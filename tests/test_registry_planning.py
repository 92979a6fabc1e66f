"""Planner facts come from the registry: preferences, format defaults, tips, rotors and
sealer settings move with the files, so a user registry that renames an instrument does not
silently change what the planner does."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from bioproagent.agent.plan import plan
from bioproagent.registry import builtin_registry_dir, load_registry
from bioproagent.registry.loader import BUILTIN_REGISTRY_ENV, Registry
from bioproagent.registry.planning import (
    available_for,
    format_type,
    larger_wells,
    role_params,
    sealer_settings,
    tip_racks,
    tip_type,
)

REGISTRY = load_registry()
RENAMES = {
    "biomek_i7_hybrid": "lab_liquid_handler_a",
    "agilent_vspin": "lab_plate_spinner",
    "azenta_a4s": "lab_sealer",
    "eppendorf_5424r": "lab_microfuge",
}


@pytest.mark.parametrize(
    ("volume", "rack"),
    [
        (5, "tiprack_96_20ul"),
        (20, "tiprack_96_20ul"),
        (21, "tiprack_96_50ul"),
        (250, "tiprack_96_300ul"),
        (5000, "tiprack_96_1000ul"),
    ],
    ids=["small", "exact", "just-above", "between", "above-largest"],
)
def test_tip_type_reads_tip_capacities(volume: float, rack: str) -> None:
    """It should pick the smallest 96-format rack whose tip_capacity_ul holds the volume."""
    assert tip_type(REGISTRY, volume) == rack
    assert [cap for cap, _ in tip_racks(REGISTRY)] == sorted(cap for cap, _ in tip_racks(REGISTRY))


@pytest.mark.parametrize(
    ("fmt", "type_id"),
    [("plate_96", "plate_96_flat"), ("reservoir", "reservoir_12col"), ("tube_2ml", "tube_2ml")],
    ids=["flagged-default", "flagged-among-two", "id-equals-format"],
)
def test_format_type(fmt: str, type_id: str) -> None:
    """It should use the labware marked format_default, else the type named like the format."""
    assert format_type(REGISTRY, fmt) == type_id


def test_at_most_one_format_default_per_format() -> None:
    """It should leave no format with two default types."""
    flagged = [lw.format for lw in REGISTRY.labware.values() if lw.data.get("format_default")]
    assert len(flagged) == len(set(flagged))


def test_larger_wells_name_real_types_with_larger_wells() -> None:
    """It should only point at registry types whose wells hold more."""
    for lw in REGISTRY.labware.values():
        target = larger_wells(REGISTRY, lw.id)
        if "larger_wells" in lw.data:
            assert target is not None
            assert REGISTRY.labware[target].well_volume_ul > lw.well_volume_ul


def test_role_params_and_sealer_settings_come_from_the_files() -> None:
    """It should read the rotor a role takes and the preferred sealer's suggested settings."""
    spinner = REGISTRY.instruments["eppendorf_5810r"]
    assert role_params(spinner, "spin", "plates") == {"rotor": "A-4-81 MTP/Flex"}
    assert role_params(spinner, "spin", "no_such_role") == {}
    assert sealer_settings(REGISTRY) == {"temperature_c": 165, "duration_s": 3}


def test_preference_orders_the_wanted_category_first() -> None:
    """It should list the wanted category first, each by its planning.preference."""
    ids = [i.id for i in available_for(REGISTRY, "spin", "CF")]
    assert ids[:4] == ["agilent_vspin", "bionex_hig4", "eppendorf_5810r", "eppendorf_5424r"]


# -- a renamed copy of the built-in registry plans the same ---------------------------------
@pytest.fixture(scope="module")
def renamed_registry(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Registry]:
    root = tmp_path_factory.mktemp("renamed") / "hardware_registry"
    shutil.copytree(builtin_registry_dir(), root)
    for old, new in RENAMES.items():
        path = root / "instruments" / f"{old}.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        data["id"] = new
        (root / "instruments" / f"{new}.json").write_text(json.dumps(data), encoding="utf-8")
        path.unlink()
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(BUILTIN_REGISTRY_ENV, str(root))
        registry = load_registry()
    assert set(RENAMES.values()) <= set(registry.instruments)
    yield registry


def _steps(result: Any, back: dict[str, str]) -> list[tuple[Any, ...]]:
    assert result.workflow is not None, result.halt_reason
    return [
        (back.get(s.device, s.device), s.operation, s.params, s.model_dump(mode="json")["labware"])
        for s in result.workflow.steps
    ]


@pytest.mark.parametrize(
    "intent",
    [
        "Run qPCR on 24 samples with no-template controls in a 384-well plate, 45 cycles",
        "Peel the plate, transfer 20 uL of each sample to a new plate, then seal it",
        "Lyse cells in 1.5 mL tubes and clear the lysate at 16,000 x g for 15 min at 4 C",
    ],
    ids=["qpcr", "peel-transfer-seal", "lysis-spin"],
)
def test_renamed_instruments_keep_the_plan(renamed_registry: Registry, intent: str) -> None:
    """It should choose the renamed instruments exactly where it chose the originals."""
    original = plan(intent, registry=REGISTRY)
    renamed = plan(intent, registry=renamed_registry)
    back = {new: old for old, new in RENAMES.items()}
    assert _steps(renamed, back) == _steps(original, {})
    used = {s.device for s in renamed.workflow.steps} if renamed.workflow else set()
    assert used & set(RENAMES.values())
