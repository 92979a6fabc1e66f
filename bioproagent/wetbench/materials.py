"""Material state of the simulated wet lab: materials, observations and the lab ledger.

A :class:`Material` is what an agent can see and name: a barcode (``MAT-XXXXXXXX``), a
name, visible properties (volume, container, form, cells, ...), the environmental
condition it sits in, whether it is static or dynamic, and when it was created and last
modified on the simulated clock. What the agent cannot see lives in :class:`Hidden`: the
subject it derives from, inherited traits (a colony's insert, a fish's genotype), the
amounts of dissolved analytes and the liquids it is made of (``composition``, in µL per
originating liquid). The composition is what makes conservation checkable: every µL of
every starting liquid is, at any time, in exactly one material or in the ledger of
liquid that left the bench (consumed by an instrument, aspirated to waste, evaporated).
"""

from __future__ import annotations

import random
import re
import string
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

BARCODE = re.compile(r"^MAT-[A-Z0-9]{8}$")
CONDITIONS = (
    "room_temp",
    "4C",
    "-20C",
    "-80C",
    "-196C",
    "ice",
    "dry_ice",
    "37C",
    "30C",
    "37C_5%CO2",
)
"""Environmental conditions a material can sit in."""
FROZEN_CONDITIONS = frozenset({"-20C", "-80C", "-196C", "dry_ice"})
Form = Literal[
    "liquid", "solid", "cells", "culture", "colony", "tissue", "dna", "protein", "container"
]


def new_barcode(rng: random.Random, taken: set[str]) -> str:
    """A fresh ``MAT-XXXXXXXX`` barcode drawn from ``rng`` that is not in ``taken``."""
    alphabet = string.ascii_uppercase + string.digits
    while True:
        code = "MAT-" + "".join(rng.choice(alphabet) for _ in range(8))
        if code not in taken:
            return code


class Container(BaseModel):
    """The vessel a material is in."""

    model_config = ConfigDict(extra="forbid")

    type: str = Field(description="What it is, e.g. '1.5 mL microcentrifuge tube'.")
    kind: str = Field(
        description="Class used by action rules: tube, conical, pcr_tube, "
        "plate_well, dish, flask, vial, filter, slide, electrode_cell."
    )
    capacity_ul: float = Field(gt=0, description="Largest liquid volume it holds, µL.")
    sealed: bool = False


class Hidden(BaseModel):
    """What the simulator knows and the agent does not."""

    model_config = ConfigDict(extra="forbid")

    subject: str | None = Field(default=None, description="Sample identity it derives from.")
    traits: dict[str, Any] = Field(default_factory=dict, description="Inherited hidden facts.")
    analytes: dict[str, float] = Field(
        default_factory=dict, description="Dissolved or suspended amounts (units per config)."
    )
    solids: dict[str, float] = Field(default_factory=dict, description="Solid masses, mg.")
    composition: dict[str, float] = Field(
        default_factory=dict, description="µL of each starting liquid this material holds."
    )


class Material(BaseModel):
    """One material on the bench."""

    model_config = ConfigDict(extra="forbid")

    barcode: str = Field(pattern=BARCODE.pattern)
    name: str
    role: str = Field(
        default="reagent",
        description="sample, control, standard, reagent, "
        "medium, container, equipment (public: a scientist knows it).",
    )
    form: Form = "liquid"
    container: Container | None = None
    properties: dict[str, Any] = Field(default_factory=dict, description="Visible facts.")
    condition: str = "room_temp"
    dynamic: bool = False
    unlimited: bool = Field(default=False, description="A stock that never runs out.")
    available: bool = True
    cells: float = Field(default=0.0, ge=0, description="Living cells (dynamic materials).")
    adherent: bool = False
    culture_hours: float = Field(default=0.0, ge=0, description="Hours at growth condition.")
    growth_condition: str | None = Field(
        default=None, description="Condition in which the cells grow (dynamic materials)."
    )
    doubling_h: float | None = Field(default=None, gt=0)
    max_cells: float | None = Field(default=None, gt=0)
    created_at_s: float = 0.0
    last_modified_s: float = 0.0
    hidden: Hidden = Field(default_factory=Hidden)

    @property
    def volume_ul(self) -> float:
        return sum(self.hidden.composition.values())

    @property
    def frozen(self) -> bool:
        return self.condition in FROZEN_CONDITIONS and self.form != "container"

    @property
    def empty(self) -> bool:
        return self.volume_ul <= 1e-9 and not self.hidden.solids and self.cells <= 0

    def visible(self) -> dict[str, Any]:
        """What the agent is shown: no hidden facts, volumes rounded for reading."""
        doc: dict[str, Any] = {
            "barcode": self.barcode,
            "name": self.name,
            "role": self.role,
            "form": self.form,
            "volume_ul": round(self.volume_ul, 3),
            "condition": self.condition,
            "state": "frozen" if self.frozen else ("adherent" if self.adherent else "ok"),
            "material_type": "dynamic" if self.dynamic else "static",
            "available_for_use": "unlimited" if self.unlimited else "available_for_further_use",
            "created_at_s": self.created_at_s,
            "last_modified_s": self.last_modified_s,
        }
        if self.container is not None:
            doc["container"] = self.container.model_dump()
        if self.hidden.solids:
            doc["solid_mg"] = round(sum(self.hidden.solids.values()), 3)
        if self.cells > 0:
            doc["cells_approx"] = float(f"{self.cells:.2g}")
        if self.dynamic and self.growth_condition:
            doc["growth_condition"] = self.growth_condition
        doc.update(self.properties)
        return doc


class Observation(BaseModel):
    """One thing the agent observes after an action."""

    model_config = ConfigDict(extra="forbid")

    description: str
    measurement_type: str = "qualitative"
    value: Any = None
    timestamp_s: float = 0.0


class Evidence(BaseModel):
    """A measurement the classifier can credit: which readout, on which subject, what value."""

    model_config = ConfigDict(extra="forbid")

    step: int
    action: str
    readout: str
    subject: str | None
    value: Any
    variables: dict[str, float] = Field(default_factory=dict)


class Ledger(BaseModel):
    """Liquid (µL per starting liquid) and solids (mg) that left the bench, by destination."""

    model_config = ConfigDict(extra="forbid")

    liquid: dict[str, dict[str, float]] = Field(default_factory=dict)
    solids: dict[str, dict[str, float]] = Field(default_factory=dict)

    def add_liquid(self, where: str, composition: dict[str, float]) -> None:
        bucket = self.liquid.setdefault(where, {})
        for key, ul in composition.items():
            bucket[key] = bucket.get(key, 0.0) + ul

    def add_solids(self, where: str, solids: dict[str, float]) -> None:
        bucket = self.solids.setdefault(where, {})
        for key, mg in solids.items():
            bucket[key] = bucket.get(key, 0.0) + mg


def liquid_totals(materials: list[Material], ledger: Ledger) -> dict[str, float]:
    """µL of every starting liquid, summed over materials and the ledger."""
    totals: dict[str, float] = {}
    for m in materials:
        for key, ul in m.hidden.composition.items():
            totals[key] = totals.get(key, 0.0) + ul
    for bucket in ledger.liquid.values():
        for key, ul in bucket.items():
            totals[key] = totals.get(key, 0.0) + ul
    return totals


def solid_totals(materials: list[Material], ledger: Ledger) -> dict[str, float]:
    """mg of every solid, summed over materials and the ledger (formed solids are booked
    there as negative, so the total stays what it was at the start)."""
    totals: dict[str, float] = {}
    for m in materials:
        for key, mg in m.hidden.solids.items():
            totals[key] = totals.get(key, 0.0) + mg
    for bucket in ledger.solids.values():
        for key, mg in bucket.items():
            totals[key] = totals.get(key, 0.0) + mg
    return totals
