"""Physical state tracked across steps: liquid per well, seals, locations, holds."""

from __future__ import annotations

from dataclasses import dataclass, field

from bioproagent.registry.model import LabwareType

EPSILON = 1e-9


@dataclass
class LabwareState:
    """State of one labware instance while the steps are replayed."""

    id: str
    type: LabwareType
    volumes: dict[str, float] = field(default_factory=dict)
    sealed: bool = False
    sealed_by_step: int | None = None
    location: str | None = None
    held_by: str | None = None
    held_by_step: int | None = None
    available_from: int = 0

    def volume(self, well: str) -> float:
        return self.volumes.get(well, 0.0)


@dataclass(frozen=True)
class WellSpan:
    """Wells of one labware instance named by a step role (all wells when none named)."""

    labware: LabwareState
    wells: tuple[str, ...]


BoundWell = tuple[LabwareState, str]
"""One (labware, well) pair."""


def bound_wells(spans: list[WellSpan]) -> list[BoundWell]:
    """Flatten spans into (labware, well) pairs, in order."""
    return [(span.labware, well) for span in spans for well in span.wells]


def well_volumes(spans: list[WellSpan]) -> list[float]:
    return [span.labware.volumes.get(w, 0.0) for span in spans for w in span.wells]


@dataclass
class WorkflowState:
    """All labware states, by instance id."""

    labware: dict[str, LabwareState] = field(default_factory=dict)

    def count_at(self, device: str) -> int:
        return sum(1 for lw in self.labware.values() if lw.location == device)
