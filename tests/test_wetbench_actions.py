"""Per-action behaviour of the rule-based transition model and the shared pre-checks."""

from __future__ import annotations

import pytest

pytest.importorskip(
    "gymnasium", reason="WetBench needs the wetbench extra: pip install 'bioproagent[wetbench]'"
)

from typing import Any

from bioproagent.registry import load_registry
from bioproagent.wetbench.agents.react import default_params
from bioproagent.wetbench.catalogue import load_catalogue
from bioproagent.wetbench.env import WetBenchEnv
from bioproagent.wetbench.physics import condition_for
from tests.wetbench_fixtures import (
    ADHERENT,
    CELLTUBE,
    COLONY,
    DNA,
    EMPTY,
    EMPTY2,
    FROZEN,
    FULL,
    MATERIALS,
    MEDIUM,
    NOT_OFFERED,
    PLATE,
    SEALED,
    SOLID,
    STOCK,
    SUSPENDED,
    TISSUE,
    TRYPSIN,
    WELL,
    mini_config,
)


def _env() -> WetBenchEnv:
    env = WetBenchEnv(mini_config())
    env.reset(seed=1)
    return env


def _step(env: WetBenchEnv, action: str, materials: list[str], **params: Any) -> dict[str, Any]:
    _, _, _, _, info = env.step({"action": action, "materials": materials, "params": params})
    return dict(info["outcome"])


CASES = [
    # (id, action, materials, params, expected code)
    ("transfer ok", "Transfer", [STOCK, EMPTY], {"volume_ul": 100}, "OK"),
    ("transfer too much", "Transfer", [STOCK, EMPTY], {"volume_ul": 1200}, "INSUFFICIENT_VOLUME"),
    ("transfer overflow", "Transfer", [STOCK, FULL], {"volume_ul": 50}, "OVERFLOW"),
    ("transfer frozen", "Transfer", [FROZEN, EMPTY], {"volume_ul": 10}, "FROZEN"),
    ("transfer sealed", "Transfer", [SEALED, EMPTY], {"volume_ul": 10}, "SEALED"),
    ("transfer above registry max", "Transfer", [MEDIUM, EMPTY], {"volume_ul": 9000}, "BAD_PARAMS"),
    (
        "transfer unknown param",
        "Transfer",
        [STOCK, EMPTY],
        {"volume_ul": 5, "speed": 1},
        "BAD_PARAMS",
    ),
    ("transfer missing param", "Transfer", [STOCK, EMPTY], {}, "BAD_PARAMS"),
    ("transfer one material", "Transfer", [STOCK], {"volume_ul": 5}, "BAD_PARAMS"),
    (
        "transfer invented barcode",
        "Transfer",
        [STOCK, "MAT-ZZZZZZZZ"],
        {"volume_ul": 5},
        "MISSING_MATERIAL",
    ),
    ("pick colony ok", "Transfer", [COLONY, CELLTUBE], {"volume_ul": 1}, "OK"),
    ("pick colony into empty tube", "Transfer", [COLONY, EMPTY], {"volume_ul": 1}, "WRONG_STATE"),
    (
        "serial dilute ok",
        "SerialDilute",
        [STOCK, MEDIUM, EMPTY, EMPTY2],
        {"dilution_factor": 10, "final_volume_ul": 1000},
        "OK",
    ),
    (
        "serial dilute into full",
        "SerialDilute",
        [STOCK, MEDIUM, FULL],
        {"dilution_factor": 10, "final_volume_ul": 100},
        "WRONG_CONTAINER",
    ),
    ("dilute ok", "Dilute", [STOCK, MEDIUM], {"volume_ul": 400}, "OK"),
    ("dilute overflow", "Dilute", [STOCK, MEDIUM], {"volume_ul": 600}, "OVERFLOW"),
    ("fill to volume ok", "FillToVolume", [STOCK, MEDIUM], {"final_volume_ul": 1400}, "OK"),
    ("fill to volume below", "FillToVolume", [STOCK, MEDIUM], {"final_volume_ul": 500}, "OVERFULL"),
    ("combine ok", "Combine", [EMPTY, STOCK], {}, "OK"),
    ("combine stock", "Combine", [EMPTY, MEDIUM], {}, "WRONG_STATE"),
    ("aspirate adherent ok", "Aspirate", [ADHERENT], {}, "OK"),
    ("aspirate suspension", "Aspirate", [SUSPENDED], {}, "WRONG_STATE"),
    (
        "wash repeated barcode",
        "Wash",
        [ADHERENT, MEDIUM, MEDIUM],
        {"wash_volume_ul": 1000, "replacement_volume_ul": 1000},
        "BAD_PARAMS",
    ),
    (
        "wash ok",
        "Wash",
        [ADHERENT, TRYPSIN, MEDIUM],
        {"wash_volume_ul": 1000, "replacement_volume_ul": 1000},
        "OK",
    ),
    (
        "wash suspension",
        "Wash",
        [SUSPENDED, TRYPSIN, MEDIUM],
        {"wash_volume_ul": 500, "replacement_volume_ul": 500},
        "WRONG_STATE",
    ),
    (
        "resuspend adherent in medium",
        "Resuspend",
        [ADHERENT, MEDIUM],
        {"volume_ul": 500},
        "WRONG_STATE",
    ),
    ("resuspend adherent in trypsin", "Resuspend", [ADHERENT, TRYPSIN], {"volume_ul": 500}, "OK"),
    ("resuspend nothing", "Resuspend", [STOCK, TRYPSIN], {"volume_ul": 100}, "WRONG_FORM"),
    ("filter ok", "Filter", [STOCK, EMPTY], {"pore_size_um": "0.22"}, "OK"),
    ("incubate ok", "Incubate", [CELLTUBE], {"temperature_c": 37, "duration_s": 3600}, "OK"),
    (
        "incubate too hot",
        "Incubate",
        [CELLTUBE],
        {"temperature_c": 150, "duration_s": 60},
        "BAD_PARAMS",
    ),
    ("storage thaws", "Storage", [FROZEN], {"condition": "ice"}, "OK"),
    ("mix frozen", "Mix", [FROZEN], {"method": "vortex", "duration_s": 10}, "FROZEN"),
    ("centrifuge ok", "Centrifuge", [SUSPENDED], {"rcf_g": 300, "duration_s": 300}, "OK"),
    (
        "centrifuge dish",
        "Centrifuge",
        [ADHERENT],
        {"rcf_g": 300, "duration_s": 300},
        "WRONG_CONTAINER",
    ),
    (
        "centrifuge over registry",
        "Centrifuge",
        [SUSPENDED],
        {"rcf_g": 50000, "duration_s": 60},
        "BAD_PARAMS",
    ),
    (
        "thermocycler wrong tube",
        "Thermocycler",
        [STOCK],
        {"cycles": 30, "denaturation_c": 95, "annealing_c": 55, "extension_c": 72},
        "WRONG_CONTAINER",
    ),
    ("seal ok", "SealPlate", [WELL], {"temperature_c": 170, "duration_s": 2.5}, "OK"),
    (
        "seal sealed",
        "SealPlate",
        [SEALED],
        {"temperature_c": 170, "duration_s": 2.5},
        "WRONG_STATE",
    ),
    ("peel ok", "PeelSeal", [SEALED], {}, "OK"),
    ("peel unsealed", "PeelSeal", [WELL], {}, "WRONG_STATE"),
    ("extract dna ok", "AttemptDNAExtraction", [TISSUE], {}, "OK"),
    ("extract from buffer", "AttemptDNAExtraction", [STOCK], {}, "WRONG_FORM"),
    ("sequencing ok", "DNASequencing", [DNA], {}, "OK"),
    ("sequencing not dna", "DNASequencing", [STOCK], {}, "WRONG_FORM"),
    ("hplc on a solid", "HPLC", [SOLID], {"wavelength_nm": 273}, "WRONG_FORM"),
    ("flow adherent", "FlowCytometry", [ADHERENT], {}, "WRONG_STATE"),
    ("flow ok", "FlowCytometry", [SUSPENDED], {}, "OK"),
    ("microscope tube", "UseMicroscope", [SUSPENDED], {}, "WRONG_CONTAINER"),
    (
        "plate reader ok",
        "UsePlateReader",
        [WELL],
        {"mode": "absorbance", "wavelength_nm": 590},
        "OK",
    ),
    ("ph too little", "MeasurepH", [DNA], {}, "WRONG_FORM"),
    ("visual ok", "VisualInspection", [TISSUE], {"question": "Is the tissue pigmented?"}, "OK"),
    (
        "visual not visual",
        "VisualInspection",
        [TISSUE],
        {"question": "What is the genotype of this fish?"},
        "NOT_VISUAL",
    ),
    (
        "visual two sentences",
        "VisualInspection",
        [TISSUE],
        {"question": "Look closely. Is it dark?"},
        "BAD_PARAMS",
    ),
    (
        "visual no question mark",
        "VisualInspection",
        [TISSUE],
        {"question": "Describe it"},
        "BAD_PARAMS",
    ),
    ("synthesis ok", "DNASynthesis", [], {"sequences": ["ACGTACGT"]}, "OK"),
    ("synthesis bad letters", "DNASynthesis", [], {"sequences": ["ACGUXX"]}, "BAD_PARAMS"),
    ("separate wells ok", "SeparateWells", [PLATE], {}, "OK"),
    ("separate a tube", "SeparateWells", [STOCK], {}, "WRONG_CONTAINER"),
    ("discard ok", "Discard", [STOCK], {}, "OK"),
    ("discard stock", "Discard", [MEDIUM], {}, "WRONG_STATE"),
    ("adjust ph ok", "AdjustpH", [STOCK, MEDIUM], {"target_ph": 7.4}, "OK"),
    ("not offered", NOT_OFFERED, [STOCK], {"duration_s": 3600}, "NOT_AVAILABLE"),
    ("invented action", "Teleport", [STOCK], {}, "UNKNOWN_ACTION"),
]


@pytest.mark.parametrize(
    ("action", "materials", "params", "code"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_action_outcome(
    action: str, materials: list[str], params: dict[str, Any], code: str
) -> None:
    env = _env()
    before = env.state.copy()
    outcome = _step(env, action, materials, **params)
    assert outcome["code"] == code, outcome["reason"]
    assert outcome["accepted"] is (code == "OK")
    if code != "OK":
        assert outcome["reason"], "a rejection says why"
        assert env.state.clock_s == before.clock_s
        assert {k: m.model_dump() for k, m in env.state.materials.items()} == {
            k: m.model_dump() for k, m in before.materials.items()
        }
    assert env.state.conservation_problems() == []


def test_transfer_arithmetic_and_identity() -> None:
    env = _env()
    _step(env, "Transfer", [STOCK, EMPTY], volume_ul=250)
    src, dest = env.state.materials[STOCK], env.state.materials[EMPTY]
    assert src.volume_ul == pytest.approx(750)
    assert dest.volume_ul == pytest.approx(250)
    assert dest.hidden.analytes["salt"] == pytest.approx(25.0)
    assert dest.hidden.subject == "stock"
    assert dest.name.endswith("[Empty tube]")


def test_serial_dilution_concentrations() -> None:
    env = _env()
    _step(
        env,
        "SerialDilute",
        [STOCK, MEDIUM, EMPTY, EMPTY2],
        dilution_factor=10,
        final_volume_ul=1000,
    )
    first, second = env.state.materials[EMPTY], env.state.materials[EMPTY2]
    c0 = 100.0 / 1000.0
    assert first.hidden.analytes["salt"] / first.volume_ul == pytest.approx(c0 / 10)
    assert second.hidden.analytes["salt"] / second.volume_ul == pytest.approx(c0 / 100)


def test_growth_only_in_growth_condition_and_time_advances() -> None:
    env = _env()
    cells = env.state.materials[CELLTUBE].cells
    _step(env, "Incubate", [CELLTUBE], temperature_c=37, duration_s=24 * 3600)
    grown = env.state.materials[CELLTUBE]
    assert grown.cells > cells
    assert grown.culture_hours == pytest.approx(24)
    assert env.state.clock_s == pytest.approx(24 * 3600)
    assert grown.properties["temperature_history"] == ["37C for 24 h from t=0 h"]
    _step(env, "Storage", [CELLTUBE], condition="4C", duration_s=24 * 3600)
    assert env.state.materials[CELLTUBE].culture_hours == pytest.approx(24)


@pytest.mark.parametrize(
    ("temp", "co2", "expected"),
    [(37, 5, "37C_5%CO2"), (37, 0, "37C"), (30, 0, "30C"), (4, 0, "4C"), (22, 0, "room_temp")],
    ids=["co2", "37", "30", "fridge", "bench"],
)
def test_condition_for(temp: float, co2: float, expected: str) -> None:
    assert condition_for(temp, co2) == expected


WORKCELL = {
    "Transfer": ("LH", "transfer", "volume_ul", "volume_ul"),
    "Centrifuge": ("CF", "spin", "rcf_g", "rcf_g"),
    "Thermocycler": ("TC", "run_pcr", "denaturation_c", "denaturation_c"),
    "UsePlateReader": ("READ", "read_absorbance", "wavelength_nm", "wavelength_nm"),
    "Mix": ("SHAKE", "shake", "speed_rpm", "speed_rpm"),
    "CellCultureIncubate": ("INC", "incubate", "temperature_c", "temperature_c"),
    "SealPlate": ("SEAL", "seal", "temperature_c", "temperature_c"),
}


@pytest.mark.parametrize("action", sorted(WORKCELL), ids=sorted(WORKCELL))
def test_workcell_bounds_come_from_the_registry(action: str) -> None:
    category, op_name, ours, theirs = WORKCELL[action]
    maxima = [
        inst.operations[op_name].param_specs[theirs]["maximum"]
        for inst in load_registry().instruments.values()
        if inst.category == category
        and op_name in inst.operations
        and "maximum" in inst.operations[op_name].param_specs.get(theirs, {})
    ]
    spec = load_catalogue()[action]
    assert spec.bounds_source, "the bound parameters name their registry source"
    assert spec.params[ours]["maximum"] == max(maxima)


def test_every_action_has_a_closed_schema() -> None:
    for spec in load_catalogue().actions.values():
        schema = spec.schema
        assert schema["additionalProperties"] is False
        assert schema["properties"]["params"]["additionalProperties"] is False
        assert spec.errors({"action": spec.name, "materials": [], "params": {"zz": 1}})


def _fits(spec: Any, material: dict[str, Any]) -> bool:
    forms, kinds = spec.rules.get("accepts_forms"), spec.rules.get("container_kinds")
    if forms and material.get("form", "liquid") not in forms:
        return False
    kind = material.get("container", {}).get("kind")
    if kinds and kind not in kinds:
        return False
    if material.get("condition", "room_temp") in ("-20C", "-80C"):
        return False
    if material.get("adherent") or material.get("container", {}).get("sealed"):
        return False
    return material.get("volume_ul", 0) >= spec.rules.get("min_volume_ul", 0) > -1


MEASUREMENTS = sorted(n for n, s in load_catalogue().actions.items() if s.handler == "measure")


@pytest.mark.parametrize("name", MEASUREMENTS, ids=MEASUREMENTS)
def test_every_measurement_accepts_a_fitting_sample(name: str) -> None:
    spec = load_catalogue()[name]
    fitting = [m["barcode"] for m in MATERIALS if _fits(spec, m)]
    assert fitting, f"the fixture has no material {name} accepts"
    env = _env()
    outcome = _step(env, name, fitting[:1], **default_params(spec))
    assert outcome["accepted"], outcome["reason"]
    assert outcome["observations"]


SEED_APPENDIX_C = [
    "SerialDilute",
    "Aliquot",
    "Transfer",
    "Wash",
    "DNASynthesis",
    "RNASynthesis",
    "PNASynthesis",
    "Thermocycler",
    "PeptideSynthesis",
    "CapillaryElectrophoresis",
    "SolidPhaseExtraction",
    "HPLC",
    "AgaroseGelElectrophoresis",
    "PAGE",
    "CapillaryWestern",
    "Dialysis",
    "MassSpectrometry",
    "TotalProteinQuantification",
    "qPCR",
    "BioLayerInterferometry",
    "CapillaryELISA",
    "ELISA",
    "DNASequencing",
    "NucleicAcidQuantification",
    "FlowCytometry",
    "Dilute",
    "Incubate",
    "DryingOven",
    "Mix",
    "Combine",
    "Centrifuge",
    "Degas",
    "Filter",
    "Autoclave",
    "Evaporate",
    "Lyophilize",
    "Aspirate",
    "FillToVolume",
    "AcousticLiquidHandling",
    "AdjustpH",
    "Resuspend",
    "ApplyMagnet",
    "Microwave",
    "FlashFreeze",
    "Desiccate",
    "Grind",
    "AttemptDNAExtraction",
    "CountLiquidParticles",
    "CoulterCount",
    "MeasureOsmolality",
    "MeasureConductivity",
    "MeasureContactAngle",
    "MeasureDensity",
    "MeasureDissolvedOxygen",
    "MeasurepH",
    "MeasureWeight",
    "MeasureVolume",
    "MeasureCount",
    "ImageSample",
    "MeasureSurfaceTension",
    "MeasureRefractiveIndex",
    "CyclicVoltammetry",
    "PrepareReferenceElectrode",
    "VisualInspection",
    "MeasureViscosity",
    "DynamicFoamAnalysis",
    "MeasureMeltingPoint",
    "UseMicroscope",
    "ImageColonies",
    "FreezeCells",
    "QuantifyColonies",
    "CellCultureIncubate",
    "Wait",
    "Storage",
    "UsePhotospectrometer",
    "UsePlateReader",
    "SubmitMaterialsObservationsForReview",
    "Quit",
    "ManifestMaterials",
    "SeparateWells",
    "CellCounter",
    "Discard",
]
LEFT_OUT = {"ManifestMaterials"}  # would let an agent add materials (docs/wetbench.md)


def test_catalogue_covers_the_seed_appendix_c() -> None:
    missing = set(SEED_APPENDIX_C) - set(load_catalogue().names()) - LEFT_OUT
    assert missing == set()


def test_prepare_reference_electrode_creates_equipment() -> None:
    env = _env()
    outcome = _step(env, "PrepareReferenceElectrode", [], type="SCE")
    assert outcome["accepted"] and len(outcome["created"]) == 1
    assert env.state.materials[outcome["created"][0]].role == "equipment"
