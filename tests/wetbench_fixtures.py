"""A small WetBench configuration used by the unit tests: one material of each kind."""

from __future__ import annotations

from typing import Any

from bioproagent.wetbench.catalogue import load_catalogue
from bioproagent.wetbench.config import Configuration

STOCK, EMPTY, FROZEN, SEALED, ADHERENT, SUSPENDED = (f"MAT-TEST{i:04d}" for i in range(1, 7))
COLONY, MEDIUM, TRYPSIN, FULL, DNA, SOLID = (f"MAT-TEST{i:04d}" for i in range(7, 13))
TISSUE, PROTEIN, VIAL, WELL, CELLTUBE, EMPTY2 = (f"MAT-TEST{i:04d}" for i in range(13, 19))
CUVETTE, ECELL, PCR, DISHCELLS, FLASK, PLATE = (f"MAT-TEST{i:04d}" for i in range(19, 25))
NOT_OFFERED = "Lyophilize"


def _c(kind: str, cap: float, sealed: bool = False) -> dict[str, Any]:
    return {"type": f"test {kind}", "kind": kind, "capacity_ul": cap, "sealed": sealed}


def _cells(**kw: Any) -> dict[str, Any]:
    base = {
        "cells": 1e6,
        "dynamic": True,
        "growth_condition": "37C_5%CO2",
        "doubling_h": 24,
        "max_cells": 1e7,
        "condition": "37C_5%CO2",
        "subject": "cells",
    }
    return {**base, **kw}


MATERIALS: list[dict[str, Any]] = [
    {
        "barcode": STOCK,
        "name": "Buffer stock",
        "volume_ul": 1000,
        "container": _c("tube", 1500),
        "analytes": {"salt": 100.0},
        "subject": "stock",
    },
    {
        "barcode": EMPTY,
        "name": "Empty tube",
        "role": "container",
        "form": "container",
        "container": _c("tube", 1500),
    },
    {
        "barcode": FROZEN,
        "name": "Frozen enzyme",
        "volume_ul": 100,
        "container": _c("tube", 1500),
        "condition": "-20C",
    },
    {
        "barcode": SEALED,
        "name": "Sealed well",
        "volume_ul": 100,
        "container": _c("plate_well", 300, sealed=True),
    },
    {
        "barcode": ADHERENT,
        "name": "Adherent cells",
        "role": "sample",
        "form": "cells",
        "volume_ul": 2000,
        "container": _c("dish", 3000),
        "adherent": True,
        **_cells(),
    },
    {
        "barcode": SUSPENDED,
        "name": "Suspended cells",
        "role": "sample",
        "form": "cells",
        "volume_ul": 1000,
        "container": _c("tube", 1500),
        **_cells(),
    },
    {
        "barcode": COLONY,
        "name": "Colony",
        "role": "sample",
        "form": "colony",
        "container": _c("dish", 20000),
        "cells": 1e7,
        "dynamic": True,
        "growth_condition": "37C",
        "doubling_h": 0.5,
        "max_cells": 1e9,
        "subject": "colony",
        "traits": {"insert": "ok"},
    },
    {
        "barcode": MEDIUM,
        "name": "Medium",
        "role": "medium",
        "volume_ul": 100000,
        "unlimited": True,
        "container": _c("bottle", 100000),
    },
    {
        "barcode": TRYPSIN,
        "name": "Trypsin",
        "volume_ul": 10000,
        "unlimited": True,
        "container": _c("bottle", 100000),
        "properties": {"dissociation_reagent": True},
    },
    {"barcode": FULL, "name": "Full tube", "volume_ul": 1490, "container": _c("tube", 1500)},
    {
        "barcode": DNA,
        "name": "DNA sample",
        "form": "dna",
        "volume_ul": 50,
        "container": _c("tube", 1500),
        "subject": "dna",
    },
    {
        "barcode": SOLID,
        "name": "Salt crystals",
        "form": "solid",
        "container": _c("vial", 2000),
        "solids": {"salt": 50.0},
    },
    {
        "barcode": TISSUE,
        "name": "Fin clip",
        "form": "tissue",
        "volume_ul": 50,
        "cells": 5e4,
        "container": _c("tube", 1500),
        "subject": "fish",
    },
    {
        "barcode": PROTEIN,
        "name": "Lysate",
        "form": "protein",
        "volume_ul": 200,
        "container": _c("tube", 1500),
    },
    {"barcode": VIAL, "name": "Sample in vial", "volume_ul": 1000, "container": _c("vial", 2000)},
    {
        "barcode": WELL,
        "name": "Sample in well",
        "volume_ul": 200,
        "container": _c("plate_well", 300),
    },
    {
        "barcode": CELLTUBE,
        "name": "Culture",
        "role": "sample",
        "form": "culture",
        "volume_ul": 5000,
        "container": _c("tube", 15000),
        **_cells(condition="37C", growth_condition="37C"),
    },
    {
        "barcode": EMPTY2,
        "name": "Empty tube 2",
        "role": "container",
        "form": "container",
        "container": _c("tube", 1500),
    },
    {
        "barcode": CUVETTE,
        "name": "Sample in cuvette",
        "volume_ul": 1000,
        "container": _c("cuvette", 3000),
    },
    {
        "barcode": ECELL,
        "name": "Electrolyte in cell",
        "volume_ul": 5000,
        "container": _c("electrode_cell", 10000),
    },
    {"barcode": PCR, "name": "PCR mix", "volume_ul": 20, "container": _c("pcr_tube", 200)},
    {
        "barcode": DISHCELLS,
        "name": "Cells on a slide dish",
        "role": "sample",
        "form": "cells",
        "volume_ul": 2000,
        "container": _c("dish", 3000),
        **_cells(subject="dish"),
    },
    {
        "barcode": FLASK,
        "name": "Flask culture",
        "role": "sample",
        "form": "culture",
        "volume_ul": 20000,
        "container": _c("flask", 50000),
        **_cells(),
    },
    {
        "barcode": PLATE,
        "name": "Seeded 4-well plate",
        "role": "sample",
        "form": "liquid",
        "volume_ul": 800,
        "container": _c("plate", 1200),
        "properties": {"wells": 4},
    },
]


def mini_config(**overrides: Any) -> Configuration:
    """Every catalogue action except one, the materials above, a trivial rubric."""
    names = [n for n in load_catalogue().names() if n != NOT_OFFERED]
    doc: dict[str, Any] = {
        "id": "mini",
        "title": "Unit-test bench",
        "domain": "tests",
        "goal": "Measure the pH of the buffer stock.",
        "max_steps": 20,
        "actions": names,
        "materials": MATERIALS,
        "truth": {"ph": 7.2},
        "readouts": [
            {
                "id": "ph",
                "action": "MeasurepH",
                "label": "pH",
                "expr": "t_ph",
                "requires": {"variables": ["c_salt"]},
            }
        ],
        "rubric": [
            {"id": "ph", "description": "pH of the stock", "readout": "ph", "subjects": ["stock"]}
        ],
        "reference": [
            {"action": "MeasurepH", "materials": [STOCK]},
            {"action": "SubmitMaterialsObservationsForReview"},
        ],
    }
    doc.update(overrides)
    return Configuration.model_validate(doc)
