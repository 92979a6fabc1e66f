"""Plans for checking the robot exports against the vendor simulators.

* :func:`approved_plans`: families of Opentrons plans (OT-2 and Flex) over every pipetting
  operation and labware kind the exporters cover, each approved by the rule engine.
* :func:`gold_workflows`: the benchmark's gold workflows whose pipetting runs on one
  Opentrons robot.
* :data:`BROKEN`: deliberately broken plans, what the rule engine reports, and whether each
  simulator notices (``True``) or runs them without complaint (``False``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bioproagent.registry.loader import Registry, load_registry
from bioproagent.rules.engine import verify
from bioproagent.rules.supply import supply_tips

Doc = dict[str, Any]
ROOT = Path(__file__).resolve().parents[2]
COLUMNS = [f"{r}{c}" for c in range(1, 13) for r in "ABCDEFGH"]


def _lw(
    id: str, type: str, volume: float | None = None, wells: list[str] | None = None, **more: Any
) -> Doc:
    item: Doc = {"id": id, "type": type, **more}
    if volume is not None:
        content: Doc = {"volume_ul": volume, "reagent": id}
        if wells is not None:
            content["wells"] = wells
        item["contents"] = [content]
    return item


def _xfer(
    id: str, robot: str, volume: float, source: Any, target: Any, tips: str, **params: Any
) -> Doc:
    return {
        "id": id,
        "device": robot,
        "operation": "transfer",
        "params": {"volume_ul": volume, **params},
        "labware": {"source": source, "target": target, "tips": tips},
    }


def _ref(labware: str, wells: list[str]) -> Doc:
    return {"labware": labware, "wells": wells}


TIPS = {
    "opentrons_ot2": {20: "tiprack_96_20ul", 300: "tiprack_96_300ul", 1000: "tiprack_96_1000ul"},
    "opentrons_flex": {50: "tiprack_96_50ul", 200: "tiprack_96_200ul", 1000: "tiprack_96_1000ul"},
}


def _tip(robot: str, volume: float) -> str:
    return next(rack for cap, rack in sorted(TIPS[robot].items()) if volume <= cap)


def _fill(
    robot: str, volume: float, wells: int, plate: str, rack: str, name: str, **params: Any
) -> Doc:
    """Buffer from a 290 mL reservoir into the first ``wells`` wells of a ``plate``."""
    return {
        "name": name,
        "labware": [
            _lw("buffer", "reservoir_290ml", 100000),
            _lw("plate", plate),
            _lw("tips", rack),
        ],
        "steps": [
            _xfer(
                "fill",
                robot,
                volume,
                _ref("buffer", ["A1"]),
                _ref("plate", COLUMNS[:wells]),
                "tips",
                **params,
            )
        ],
    }


def plate_fill(robot: str, volume: float, wells: int) -> Doc:
    """Buffer from a 290 mL reservoir into the first ``wells`` wells of a flat plate."""
    rack = _tip(robot, volume)
    return _fill(
        robot, volume, wells, "plate_96_flat", rack, f"fill {wells} wells with {volume} uL"
    )


def split_fill(robot: str, volume: float, wells: int) -> Doc:
    """``volume`` per deep well with tips that hold half of it or less: the step moves it in
    ``params.trips`` equal trips (2 x ``volume`` / 2), each with a fresh tip."""
    rack = _tip(robot, volume / 2)
    name = f"fill {wells} deep wells with {volume} uL in two trips"
    return _fill(robot, volume, wells, "plate_96_deepwell", rack, name, trips=2)


def serial_dilution(robot: str, volume: float, rows: int) -> Doc:
    """Diluent into columns 2-12, then a 1:2 series along each row with mixing."""
    rack = _tip(robot, volume)
    names = "ABCDEFGH"[:rows]
    doc: Doc = {
        "name": f"1:2 series, {rows} rows, {volume} uL",
        "labware": [
            _lw("diluent", "reservoir_12col", 12000, ["A1"]),
            _lw("plate", "plate_96_flat", 2 * volume, [f"{r}1" for r in names]),
            _lw("tips", rack),
        ],
        "steps": [
            _xfer(
                "diluent",
                robot,
                volume,
                _ref("diluent", ["A1"]),
                _ref("plate", [f"{r}{c}" for c in range(2, 13) for r in names]),
                "tips",
                new_tip="once",
            )
        ],
    }
    for c in range(1, 12):
        doc["steps"].append(
            _xfer(
                f"dilute_{c}",
                robot,
                volume,
                _ref("plate", [f"{r}{c}" for r in names]),
                _ref("plate", [f"{r}{c + 1}" for r in names]),
                "tips",
                mix_cycles=3,
            )
        )
    return doc


def master_mix(robot: str, samples: int) -> Doc:
    """Master mix from 1.5 mL tubes and template DNA into a PCR plate, then off-robot
    sealing, thermocycling and peeling."""
    small = _tip(robot, 5)
    mid = _tip(robot, 15)
    tubes = (samples * 15) // 1200 + 1
    doc: Doc = {
        "name": f"PCR set-up for {samples} samples",
        "labware": [
            *[_lw(f"mm_{t}", "tube_1_5ml", 1300) for t in range(tubes)],
            _lw("dna", "plate_96_pcr", 20, COLUMNS[:samples]),
            _lw("pcr", "plate_96_pcr"),
            _lw("tips_mm", mid),
            *([] if small == mid else [_lw("tips_dna", small)]),
        ],
        "steps": [],
    }
    per_tube = 1200 // 15
    for t in range(tubes):
        part = COLUMNS[t * per_tube : min(samples, (t + 1) * per_tube)]
        if part:
            doc["steps"].append(
                _xfer(
                    f"mix_{t}",
                    robot,
                    15,
                    _ref(f"mm_{t}", ["A1"]),
                    _ref("pcr", part),
                    "tips_mm",
                    new_tip="once",
                )
            )
    doc["steps"].append(
        _xfer(
            "dna",
            robot,
            5,
            _ref("dna", COLUMNS[:samples]),
            _ref("pcr", COLUMNS[:samples]),
            "tips_dna" if small != mid else "tips_mm",
            mix_cycles=2,
        )
    )
    doc["steps"] += [
        {
            "id": "seal",
            "device": "azenta_a4s",
            "operation": "seal",
            "params": {"temperature_c": 170, "duration_s": 2.5},
            "labware": {"plate": "pcr"},
        },
        {
            "id": "cycle",
            "device": "inheco_odtc",
            "operation": "run_pcr",
            "params": {
                "lid_temperature_c": 105,
                "initial_denaturation_c": 95,
                "initial_denaturation_s": 120,
                "cycles": 30,
                "denaturation_c": 95,
                "denaturation_s": 15,
                "annealing_c": 58,
                "annealing_s": 30,
                "extension_c": 72,
                "extension_s": 45,
                "final_extension_c": 72,
                "final_extension_s": 300,
                "hold_c": 4,
            },
            "labware": {"plate": "pcr"},
        },
        {
            "id": "peel",
            "device": "azenta_xpeel",
            "operation": "peel",
            "params": {"speed": "slow", "adhere_time_s": 2.5},
            "labware": {"plate": "pcr"},
        },
    ]
    return doc


def columns_8ch(robot: str, volume: float, columns: int) -> Doc:
    """An 8-channel pipette fills whole columns from a 12-column reservoir, then mixes."""
    pipette = {"opentrons_ot2": "p300_multi_gen2", "opentrons_flex": "flex_8channel_1000"}[robot]
    rack = {"opentrons_ot2": "tiprack_96_300ul", "opentrons_flex": "tiprack_96_200ul"}[robot]
    wells = COLUMNS[: 8 * columns]
    return {
        "name": f"8-channel fill of {columns} columns",
        "labware": [
            _lw("reagent", "reservoir_12col", 12000, ["A1"]),
            _lw("plate", "plate_96_deepwell"),
            _lw("tips", rack),
        ],
        "steps": [
            _xfer(
                "fill",
                robot,
                volume,
                _ref("reagent", ["A1"]),
                _ref("plate", wells),
                "tips",
                pipette=pipette,
            ),
            {
                "id": "mix",
                "device": robot,
                "operation": "mix",
                "params": {"volume_ul": volume / 2, "cycles": 3, "pipette": pipette},
                "labware": {"target": _ref("plate", wells), "tips": "tips"},
            },
        ],
    }


def named_product(robot: str, volume: float) -> Doc:
    """A 100 uL NEST PCR plate named as the product, filled from 15 mL tubes."""
    rack = _tip(robot, volume)
    return {
        "name": f"{volume} uL into a NEST 100 uL PCR plate",
        "labware": [
            _lw("buffer", "tube_15ml", 10000),
            _lw("plate", "plate_96_pcr", product="nest_96_wellplate_100ul_pcr_full_skirt"),
            _lw("tips", rack),
        ],
        "steps": [
            _xfer(
                "fill",
                robot,
                volume,
                _ref("buffer", ["A1"]),
                _ref("plate", COLUMNS[:48]),
                "tips",
                new_tip="once",
            )
        ],
    }


def plate_384(robot: str, volume: float, wells: int) -> Doc:
    """Fill a 384-well flat plate from a 50 mL tube, a fresh tip per well."""
    names = [f"{r}{c}" for c in range(1, 25) for r in "ABCDEFGHIJKLMNOP"][:wells]
    return {
        "name": f"{wells} wells of a 384 plate with {volume} uL",
        "labware": [
            _lw("stock", "tube_50ml", 40000),
            _lw("plate", "plate_384_flat"),
            _lw("tips", _tip(robot, volume)),
        ],
        "steps": [
            _xfer("fill", robot, volume, _ref("stock", ["A1"]), _ref("plate", names), "tips")
        ],
    }


MODULE_SETTINGS: dict[str, Doc] = {
    "temperatureModuleV2": {"temperature_c": 4},
    "thermocyclerModuleV2": {"block_temperature_c": 4, "lid_temperature_c": 105},
    "heaterShakerModuleV1": {"temperature_c": 37, "rpm": 1000},
}
"""Settings inside each on-deck module's registry range, used by :func:`on_module`."""


def on_module(robot: str, module: str, volume: float) -> Doc:
    """Master mix into column 1 of a PCR plate that sits on an on-deck module."""
    xfer = _xfer(
        "fill",
        robot,
        volume,
        _ref("mix", ["A1"]),
        _ref("plate", COLUMNS[:8]),
        "tips",
        new_tip="once",
    )
    xfer["module"] = {"name": module, **MODULE_SETTINGS[module]}
    return {
        "name": f"{volume} uL into a PCR plate on the {module}",
        "labware": [
            _lw("mix", "tube_1_5ml", 1000),
            _lw("plate", "plate_96_pcr"),
            _lw("tips", _tip(robot, volume)),
        ],
        "steps": [xfer],
    }


FAMILIES: tuple[tuple[str, Callable[..., Doc], tuple[tuple[Any, ...], ...]], ...] = (
    ("plate_fill", plate_fill, ((100, 96), (20, 24), (250, 96), (300, 8))),
    ("split_fill", split_fill, ((400, 8), (360, 24))),
    ("serial_dilution", serial_dilution, ((100, 8), (50, 4), (20, 2))),
    ("master_mix", master_mix, ((24,), (96,))),
    ("columns_8ch", columns_8ch, ((100, 12), (50, 3))),
    ("named_product", named_product, ((40,), (90,))),
    ("plate_384", plate_384, ((20, 384), (10, 96))),
    (
        "on_module",
        on_module,
        (("temperatureModuleV2", 20), ("thermocyclerModuleV2", 20), ("heaterShakerModuleV1", 20)),
    ),
)


def approved_plans(registry: Registry | None = None) -> list[tuple[str, Doc]]:
    """Every family on both robots, with the tip racks each run takes declared."""
    registry = registry or load_registry()
    plans = []
    for robot in ("opentrons_ot2", "opentrons_flex"):
        for family, build, variants in FAMILIES:
            for args in variants:
                doc = supply_tips(build(robot, *args), registry)
                report = verify(doc, registry)
                if not report.ok:
                    raise ValueError(
                        f"corpus bug: {family}{args} on {robot} is not approved: "
                        f"{[v.code + ' ' + v.message for v in report.violations][:3]}"
                    )
                plans.append((f"{robot}:{family}:{'-'.join(map(str, args))}", doc))
    return plans


INTENTS: tuple[str, ...] = (
    "On the Opentrons OT-2, add 50 uL of buffer to every well of a 96-well plate",
    "Using the Opentrons Flex, transfer 10 uL of sample into wells A1-H1 of a PCR plate",
    "On the Opentrons OT-2, set up a PCR for 24 samples in a 96-well PCR plate with 20 uL "
    "master mix and 5 uL template",
    "On the Opentrons OT-2, make a 2-fold serial dilution across 8 wells of a 96-well plate "
    "with 100 uL per well",
    "Using the Opentrons Flex, add 200 uL of medium to 48 wells of a 96-well plate",
    "On the Opentrons Flex, set up a qPCR for 16 samples in a 384-well plate",
)
"""Intents naming an Opentrons robot that the offline planner approves on it."""


def planned_intents() -> list[tuple[str, Doc]]:
    """The offline planner's approved workflows for :data:`INTENTS` (halted ones are left
    out and named in the error)."""
    from bioproagent.agent.plan import plan

    found = []
    for intent in INTENTS:
        result = plan(intent)
        if result.status != "approved" or result.workflow is None:
            raise ValueError(f"corpus intent not approved: {intent!r}: {result.halt_reason}")
        found.append((f"intent:{intent[:40]}", result.workflow.model_dump(mode="json")))
    return found


def gold_workflows(registry: Registry | None = None) -> list[tuple[str, Doc]]:
    """Gold workflows of subsets B and C whose pipetting runs on one Opentrons robot."""
    registry = registry or load_registry()
    found = []
    for name in ("subset_b", "subset_c"):
        path = ROOT / "benchmarks" / "subsets" / f"{name}.json"
        for item in json.loads(path.read_text(encoding="utf-8")):
            gold = item["ground_truth"]
            handlers = {
                s["device"]
                for s in gold["steps"]
                if (inst := registry.instrument(s["device"])) and inst.pipetting
            }
            if handlers and handlers <= {"opentrons_ot2", "opentrons_flex"} and len(handlers) == 1:
                found.append((item["id"], gold))
    return found


@dataclass(frozen=True)
class Broken:
    """A broken plan: the code we report and whether each simulator notices."""

    name: str
    plan: Doc
    code: str
    opentrons_rejects: bool
    pylabrobot_rejects: bool
    note: str


def _with_module(doc: Doc, **settings: float) -> Doc:
    """``doc`` with its first step's module settings changed."""
    doc["steps"][0]["module"].update(settings)
    return doc


def _one(labware: list[Doc], step: Doc) -> Doc:
    return {"name": step["id"], "labware": labware, "steps": [step]}


OT2 = "opentrons_ot2"
BROKEN: tuple[Broken, ...] = (
    Broken(
        "overfill",
        _one(
            [
                _lw("src", "reservoir_290ml", 50000),
                _lw("pcr", "plate_96_pcr"),
                _lw("tips", "tiprack_96_300ul"),
            ],
            _xfer("overfill", OT2, 250, _ref("src", ["A1"]), _ref("pcr", ["A1"]), "tips"),
        ),
        "WELL_OVERFILL",
        False,
        True,
        "250 uL into a 200 uL PCR well: Opentrons' simulator does not track well volumes.",
    ),
    Broken(
        "dry-source",
        _one(
            [
                _lw("tube", "tube_1_5ml", 500),
                _lw("plate", "plate_96_flat"),
                _lw("tips", "tiprack_96_300ul"),
            ],
            _xfer("dry", OT2, 100, _ref("tube", ["A1"]), _ref("plate", COLUMNS[:8]), "tips"),
        ),
        "WELL_UNDERDRAW",
        False,
        True,
        "800 uL drawn from a tube holding 500 uL.",
    ),
    Broken(
        "dead-volume",
        _one(
            [
                _lw("tube", "tube_1_5ml", 100),
                _lw("plate", "plate_96_flat"),
                _lw("tips", "tiprack_96_300ul"),
            ],
            _xfer("dead", OT2, 95, _ref("tube", ["A1"]), _ref("plate", ["A1"]), "tips"),
        ),
        "WELL_UNDERDRAW",
        False,
        False,
        "95 of 100 uL drawn past the tube's 10 uL dead volume: neither simulator models it.",
    ),
    Broken(
        "below-pipette-minimum",
        _one(
            [
                _lw("src", "reservoir_290ml", 50000),
                _lw("plate", "plate_96_flat"),
                _lw("tips", "tiprack_96_300ul"),
            ],
            _xfer(
                "tiny",
                OT2,
                10,
                _ref("src", ["A1"]),
                _ref("plate", ["A1"]),
                "tips",
                pipette="p300_single_gen2",
            ),
        ),
        "VOLUME_BELOW_PIPETTE_MINIMUM",
        False,
        False,
        "10 uL with a P300 (minimum 20 uL): Opentrons only warns, PyLabRobot has no minimum.",
    ),
    Broken(
        "sealed-target",
        _one(
            [
                _lw("src", "reservoir_290ml", 50000),
                _lw("pcr", "plate_96_pcr", sealed=True),
                _lw("tips", "tiprack_96_300ul"),
            ],
            _xfer("sealed", OT2, 50, _ref("src", ["A1"]), _ref("pcr", ["A1"]), "tips"),
        ),
        "SEALED_ACCESS",
        False,
        False,
        "pipetting through a seal: neither simulator models seals.",
    ),
    Broken(
        "tips-run-out",
        _one(
            [
                _lw("src", "reservoir_290ml", 100000),
                _lw("plate", "plate_384_flat"),
                _lw("tips", "tiprack_96_20ul"),
            ],
            _xfer(
                "many",
                OT2,
                10,
                _ref("src", ["A1"]),
                _ref("plate", [f"{r}{c}" for c in range(1, 25) for r in "ABCDEFGHIJKLMNOP"][:120]),
                "tips",
            ),
        ),
        "TIPS_EXHAUSTED",
        True,
        True,
        "120 fresh tips from one 96-tip rack.",
    ),
    Broken(
        "tip-too-small",
        _one(
            [
                _lw("src", "reservoir_290ml", 50000),
                _lw("plate", "plate_96_flat"),
                _lw("tips", "tiprack_96_20ul"),
            ],
            _xfer("big", OT2, 50, _ref("src", ["A1"]), _ref("plate", ["A1"]), "tips"),
        ),
        "TIP_CAPACITY_EXCEEDED",
        False,
        True,
        "50 uL per well with 20 uL tips: Opentrons splits it into three aspirations.",
    ),
    Broken(
        "thermocycler-lid-120C",
        _with_module(on_module(OT2, "thermocyclerModuleV2", 20), lid_temperature_c=120),
        "MODULE_LIMIT_EXCEEDED",
        True,
        False,
        "Lid at 120 C, above the thermocycler's 110 C: PyLabRobot has no modules.",
    ),
    Broken(
        "temperature-module-97C",
        _with_module(on_module(OT2, "temperatureModuleV2", 20), temperature_c=97),
        "MODULE_LIMIT_EXCEEDED",
        False,
        False,
        "97 C on the Temperature Module GEN2 (published 4-95 C): opentrons 9.0.0 accepts up "
        "to 99 C.",
    ),
)
