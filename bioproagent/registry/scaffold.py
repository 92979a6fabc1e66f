"""Scaffolds for new instrument files (``bioproagent registry new``).

Each category gets one representative operation whose parameters, ranges and rules are
placeholders that validate, every one of them listed under ``unverified`` so that the
engineer replaces them with figures from the vendor's documents.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

from bioproagent.registry.loader import builtin_registry_dir
from bioproagent.vocab import CATEGORY_CODES

_PLATES = ["plate_96", "plate_96_pcr", "plate_384"]

# category -> (labware formats, operation name, operation definition)
_TEMPLATES: dict[str, tuple[list[str], str, dict[str, Any]]] = {
    "LH": (
        ["plate_96", "reservoir", "tiprack_96"],
        "transfer",
        {
            "description": "Move liquid from source wells to target wells.",
            "params": {
                "type": "object",
                "additionalProperties": False,
                "required": ["volume_ul"],
                "properties": {
                    "volume_ul": {
                        "type": "number",
                        "minimum": 1,
                        "maximum": 1000,
                        "description": "Volume per target well in uL.",
                    }
                },
            },
            "labware": {
                "source": {
                    "description": "Where the liquid comes from.",
                    "formats": ["plate_96", "reservoir"],
                },
                "target": {"description": "Where the liquid goes.", "formats": ["plate_96"]},
                "tips": {"description": "Tip rack.", "required": False, "formats": ["tiprack_96"]},
            },
            "rules": [
                {
                    "kind": "compare",
                    "code": "TIP_CAPACITY_EXCEEDED",
                    "left": "params.volume_ul",
                    "op": "<=",
                    "right": "labware.tips.tip_capacity_ul",
                    "repair": "none",
                },
                {"kind": "requires_state", "role": "source", "sealed": False},
                {"kind": "requires_state", "role": "target", "sealed": False},
            ],
            "effects": [
                {"kind": "transfer", "from": "source", "to": "target", "volume": "params.volume_ul"}
            ],
        },
    ),
    "CF": (
        _PLATES,
        "spin",
        {
            "description": "Spin plates at a set RCF.",
            "params": {
                "type": "object",
                "additionalProperties": False,
                "required": ["rcf_g", "duration_s"],
                "properties": {
                    "rcf_g": {
                        "type": "number",
                        "minimum": 1,
                        "maximum": 1000,
                        "description": "Relative centrifugal force in x g.",
                    },
                    "duration_s": {
                        "type": "number",
                        "minimum": 1,
                        "maximum": 3600,
                        "description": "Time at speed in seconds.",
                    },
                },
            },
            "labware": {
                "plates": {"description": "Plates to spin.", "max_count": 2, "wells": "none"}
            },
            "rules": [
                {
                    "kind": "compare",
                    "code": "RCF_EXCEEDS_LABWARE_RATING",
                    "left": "params.rcf_g",
                    "op": "<=",
                    "right": "labware.plates.max_rcf_g",
                }
            ],
        },
    ),
    "SEAL": (
        _PLATES,
        "seal",
        {
            "description": "Heat-seal a plate.",
            "params": {
                "type": "object",
                "additionalProperties": False,
                "required": ["temperature_c"],
                "properties": {
                    "temperature_c": {
                        "type": "number",
                        "minimum": 50,
                        "maximum": 200,
                        "description": "Seal temperature in deg C.",
                    }
                },
            },
            "labware": {"plate": {"description": "Plate to seal.", "wells": "none"}},
            "effects": [{"kind": "seal", "role": "plate"}],
        },
    ),
    "PEEL": (
        _PLATES,
        "peel",
        {
            "description": "Remove a plate seal.",
            "params": {"type": "object", "additionalProperties": False, "properties": {}},
            "labware": {"plate": {"description": "Plate to peel.", "wells": "none"}},
            "effects": [{"kind": "unseal", "role": "plate"}],
        },
    ),
    "ARM": (
        _PLATES,
        "move_plate",
        {
            "description": "Carry a plate to another instrument.",
            "params": {
                "type": "object",
                "additionalProperties": False,
                "required": ["destination"],
                "properties": {
                    "destination": {"type": "string", "description": "Instrument id to move to."}
                },
            },
            "labware": {"plate": {"description": "Plate to move.", "wells": "none"}},
            "effects": [{"kind": "move", "role": "plate", "to": "params.destination"}],
        },
    ),
}


def _timed(name: str, description: str, low: float, high: float) -> dict[str, Any]:
    return {
        "description": description,
        "params": {
            "type": "object",
            "additionalProperties": False,
            "required": ["temperature_c", "duration_s"],
            "properties": {
                "temperature_c": {
                    "type": "number",
                    "minimum": low,
                    "maximum": high,
                    "description": "Setpoint in deg C.",
                },
                "duration_s": {
                    "type": "number",
                    "minimum": 1,
                    "maximum": 86400,
                    "description": "Duration in seconds.",
                },
            },
        },
        "labware": {"plate": {"description": f"Plate to {name}.", "wells": "none"}},
    }


_TEMPLATES["SHAKE"] = (
    _PLATES,
    "shake",
    {
        "description": "Shake a plate at a set speed, optionally heated.",
        "params": {
            "type": "object",
            "additionalProperties": False,
            "required": ["speed_rpm", "duration_s"],
            "properties": {
                "speed_rpm": {
                    "type": "number",
                    "minimum": 200,
                    "maximum": 3000,
                    "description": "Shaking speed in rpm.",
                },
                "duration_s": {
                    "type": "number",
                    "minimum": 1,
                    "maximum": 86400,
                    "description": "Duration in seconds.",
                },
                "temperature_c": {
                    "type": "number",
                    "minimum": 25,
                    "maximum": 99,
                    "description": "Optional setpoint in deg C.",
                },
            },
        },
        "labware": {"plate": {"description": "Plate to shake.", "wells": "none"}},
    },
)
for _cat, _op, _low, _high in [
    ("TC", "incubate", 4, 99),
    ("QPCR", "incubate", 4, 99),
    ("INC", "incubate", 4, 50),
    ("STORE", "store", 4, 25),
]:
    _TEMPLATES[_cat] = (
        _PLATES,
        _op,
        _timed(_op, f"Hold a plate at a temperature ({_op}).", _low, _high),
    )
for _cat, _op in [("READ", "read_absorbance"), ("CE", "run_assay"), ("MAG", "run_program")]:
    _TEMPLATES[_cat] = (
        _PLATES,
        _op,
        {
            "description": f"{_op.replace('_', ' ').capitalize()} on a plate.",
            "params": {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "duration_s": {
                        "type": "number",
                        "minimum": 1,
                        "maximum": 3600,
                        "description": "Run time in seconds.",
                    }
                },
            },
            "labware": {"plate": {"description": "Plate to process.", "wells": "none"}},
            "rules": [{"kind": "requires_state", "role": "plate", "sealed": False}],
        },
    )

CATEGORIES = tuple(sorted(CATEGORY_CODES))
"""Categories ``registry new`` can scaffold: all of them (a test keeps the templates complete)."""


def install_schemas(registry_dir: Path) -> Path:
    """Copy the meta-schemas into ``registry_dir/schema`` (kept if present) and return it.

    With the schemas beside the files, ``$schema`` stays a short relative path that keeps
    working when the registry directory is moved or shared.
    """
    target = registry_dir / "schema"
    target.mkdir(parents=True, exist_ok=True)
    for source in (builtin_registry_dir() / "schema").glob("*.schema.json"):
        if not (target / source.name).exists():
            shutil.copyfile(source, target / source.name)
    return target


def scaffold_instrument(instrument_id: str, category: str, target: Path) -> dict[str, Any]:
    """A valid instrument definition to start from, for the file ``target``.

    ``$schema`` points at ``schema/instrument.schema.json`` of the registry directory
    (``target``'s grandparent) when present, else at the built-in schema.
    """
    formats, op_name, operation = _TEMPLATES[category]
    local = target.parent.parent / "schema" / "instrument.schema.json"
    schema_file = (
        local if local.is_file() else builtin_registry_dir() / "schema" / ("instrument.schema.json")
    )
    relative = os.path.relpath(schema_file.resolve(), target.parent.resolve())
    unverified = [
        {
            "field": f"/operations/{op_name}/params/properties/{p}/{bound}",
            "note": "placeholder from 'bioproagent registry new'; replace with the vendor figure",
        }
        for p, spec in operation["params"]["properties"].items()
        for bound in ("minimum", "maximum")
        if bound in spec
    ]
    return {
        "$schema": Path(relative).as_posix(),
        "schema_version": 1,
        "id": instrument_id,
        "name": instrument_id.replace("_", " ").title(),
        "vendor": "(replace with the vendor name)",
        "model": "(replace with the model name)",
        "category": category,
        "status": "maintenance",
        "description": "Scaffold: set status to 'available' once every figure is checked.",
        "labware_formats": formats,
        "operations": {op_name: operation},
        "sources": [
            {
                "kind": "unverified",
                "citation": "replace with the vendor document",
                "covers": "all figures",
            }
        ],
        "unverified": unverified,
    }
