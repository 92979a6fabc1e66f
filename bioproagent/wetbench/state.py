"""The lab state an episode evolves, and the outcome of one action."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol

from bioproagent.wetbench.catalogue import ActionSpec
from bioproagent.wetbench.config import ActionDoc, Configuration
from bioproagent.wetbench.materials import (
    Evidence,
    Hidden,
    Ledger,
    Material,
    Observation,
    liquid_totals,
    new_barcode,
    solid_totals,
)

STOCK_SUPPLY = "drawn from unlimited stocks"


@dataclass
class LabState:
    """Materials by barcode, the simulated clock and the ledger of what left the bench."""

    config: Configuration
    materials: dict[str, Material]
    rng: random.Random
    clock_s: float = 0.0
    ledger: Ledger = field(default_factory=Ledger)
    initial_liquids: dict[str, float] = field(default_factory=dict)
    initial_solids: dict[str, float] = field(default_factory=dict)

    @classmethod
    def start(cls, config: Configuration, seed: int | None) -> LabState:
        materials: dict[str, Material] = {}
        for spec in config.materials:
            hidden = Hidden(
                subject=spec.subject,
                traits=dict(spec.traits),
                analytes=dict(spec.analytes),
                solids=dict(spec.solids),
                composition={spec.barcode: spec.volume_ul} if spec.volume_ul > 0 else {},
            )
            materials[spec.barcode] = Material(
                barcode=spec.barcode,
                name=spec.name,
                role=spec.role,
                form=spec.form,
                container=spec.container,
                properties=(
                    {**spec.properties, "label": spec.name}
                    if spec.role == "container"
                    else dict(spec.properties)
                ),
                condition=spec.condition,
                dynamic=spec.dynamic,
                unlimited=spec.unlimited,
                cells=spec.cells,
                adherent=spec.adherent,
                growth_condition=spec.growth_condition,
                doubling_h=spec.doubling_h,
                max_cells=spec.max_cells,
                hidden=hidden,
            )
        state = cls(config=config, materials=materials, rng=random.Random(seed))
        state.initial_liquids = liquid_totals(list(materials.values()), state.ledger)
        state.initial_solids = solid_totals(list(materials.values()), state.ledger)
        return state

    def copy(self) -> LabState:
        clone = LabState(
            config=self.config,
            materials={k: m.model_copy(deep=True) for k, m in self.materials.items()},
            rng=random.Random(),
            clock_s=self.clock_s,
            ledger=self.ledger.model_copy(deep=True),
            initial_liquids=dict(self.initial_liquids),
            initial_solids=dict(self.initial_solids),
        )
        clone.rng.setstate(self.rng.getstate())
        return clone

    def available(self) -> list[Material]:
        return [m for m in self.materials.values() if m.available]

    def new_material(self, **fields: Any) -> Material:
        barcode = new_barcode(self.rng, set(self.materials))
        material = Material(
            barcode=barcode, created_at_s=self.clock_s, last_modified_s=self.clock_s, **fields
        )
        self.materials[barcode] = material
        return material

    def conservation_problems(self, tolerance_ul: float = 1e-6) -> list[str]:
        """Liquids whose total (materials + ledger) differs from the start, and negatives."""
        problems = []
        totals = liquid_totals(list(self.materials.values()), self.ledger)
        for key, start in self.initial_liquids.items():
            now = totals.get(key, 0.0)
            if abs(now - start) > tolerance_ul * max(1.0, start):
                problems.append(f"liquid {key}: {start:g} uL at start, {now:g} uL now")
        for key in set(totals) - set(self.initial_liquids):
            if abs(totals[key]) > tolerance_ul:
                problems.append(f"liquid {key} appeared from nothing ({totals[key]:g} uL)")
        solids = solid_totals(list(self.materials.values()), self.ledger)
        for key in set(solids) | set(self.initial_solids):
            start, now = self.initial_solids.get(key, 0.0), solids.get(key, 0.0)
            if abs(now - start) > tolerance_ul * max(1.0, start):
                problems.append(f"solid {key}: {start:g} mg at start, {now:g} mg now")
        for m in self.materials.values():
            for key, ul in m.hidden.composition.items():
                if ul < -tolerance_ul:
                    problems.append(f"{m.barcode} holds {ul:g} uL of {key}")
            if m.container is not None and m.volume_ul > m.container.capacity_ul + tolerance_ul:
                problems.append(f"{m.barcode} holds more than its container")
        return problems


@dataclass
class Outcome:
    """What one action did: accepted or rejected (with a code and a reason), what was seen."""

    accepted: bool
    code: str = "OK"
    reason: str = ""
    observations: list[Observation] = field(default_factory=list)
    evidence: list[Evidence] = field(default_factory=list)
    time_s: float = 0.0
    changed: list[str] = field(default_factory=list)
    created: list[str] = field(default_factory=list)
    usage: dict[str, int] = field(default_factory=dict)

    @classmethod
    def reject(cls, code: str, reason: str) -> Outcome:
        return cls(accepted=False, code=code, reason=reason)

    def to_json(self) -> dict[str, Any]:
        return {
            "accepted": self.accepted,
            "code": self.code,
            "reason": self.reason,
            "observations": [o.model_dump(mode="json") for o in self.observations],
            "time_s": self.time_s,
            "changed": self.changed,
            "created": self.created,
        }


class TransitionModel(Protocol):
    """Decides whether an action can be done and what it does to the state.

    Called only with actions that passed the shared checks (known, available in the
    configuration, schema-valid, every barcode present and usable). On acceptance the model
    has updated ``state`` in place; on rejection it must leave ``state`` untouched.
    """

    name: str

    def apply(self, state: LabState, doc: ActionDoc, spec: ActionSpec, step: int) -> Outcome: ...
