"""Experiment configurations (the seed's Appendix B) as validated data files.

A configuration holds what the agent is given (goal, initial materials with barcodes,
available actions, step budget) and what only the simulator and the evidence classifier
know: hidden facts on materials, readout formulas that turn hidden truth into
observations, chemical reactions, the evidence rubric and a reference solution that the
test suite replays to prove the configuration solvable.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from bioproagent.errors import WetBenchConfigError
from bioproagent.wetbench.materials import BARCODE, Container, Form

ConfigError = WetBenchConfigError
"""The error for an unusable configuration (an alias kept for readability here)."""


class MaterialSpec(BaseModel):
    """A starting material (visible fields plus hidden facts)."""

    model_config = ConfigDict(extra="forbid")

    barcode: str = Field(pattern=BARCODE.pattern)
    name: str
    role: str = "reagent"
    form: Form = "liquid"
    container: Container | None = None
    volume_ul: float = Field(default=0.0, ge=0)
    properties: dict[str, Any] = Field(default_factory=dict)
    condition: str = "room_temp"
    dynamic: bool = False
    unlimited: bool = False
    cells: float = Field(default=0.0, ge=0)
    adherent: bool = False
    growth_condition: str | None = None
    doubling_h: float | None = Field(default=None, gt=0)
    max_cells: float | None = Field(default=None, gt=0)
    subject: str | None = None
    traits: dict[str, Any] = Field(default_factory=dict)
    analytes: dict[str, float] = Field(default_factory=dict)
    solids: dict[str, float] = Field(default_factory=dict)


class Requires(BaseModel):
    """When a readout applies to a measured material."""

    model_config = ConfigDict(extra="forbid")

    forms: list[str] = Field(default_factory=list)
    min_culture_hours: float = 0.0
    min_cells: float = 0.0
    max_cells: float | None = None
    min_volume_ul: float = 0.0
    properties: dict[str, Any] = Field(default_factory=dict)
    params: dict[str, Any] = Field(default_factory=dict)
    variables: list[str] = Field(
        default_factory=list, description="Variables that must be defined (e.g. c_caffeine)."
    )
    absent: list[str] = Field(
        default_factory=list, description="Variables that must not be defined (untreated)."
    )
    subject: bool = Field(default=True, description="The material must derive from one subject.")


class Readout(BaseModel):
    """How a measurement action reveals hidden truth."""

    model_config = ConfigDict(extra="forbid")

    id: str
    action: str
    label: str
    unit: str = ""
    expr: str | None = None
    trait: str | None = None
    requires: Requires = Field(default_factory=Requires)
    range: tuple[float, float] | None = Field(
        default=None, description="Reliable range; values outside are reported, not credited."
    )
    credit_if: str | None = Field(
        default=None, description="Formula; the reading is credited only when it is true."
    )
    decimals: int = 3
    measurement_type: str = "quantitative"
    keywords: list[str] = Field(
        default_factory=list, description="VisualInspection: words a question must contain."
    )


class Reaction(BaseModel):
    """A reaction that runs when its reactants meet in one material."""

    model_config = ConfigDict(extra="forbid")

    reactants: dict[str, float]
    product: str
    phase: Literal["solid", "dissolved"] = "solid"
    mg_per_unit: float = Field(default=1.0, description="Solid products: mg per unit of extent.")


class DistinctRequirement(BaseModel):
    model_config = ConfigDict(extra="forbid")

    var: str
    count: int = Field(ge=2)


class RubricItem(BaseModel):
    """One thing the evidence must contain."""

    model_config = ConfigDict(extra="forbid")

    id: str
    description: str
    readout: str | list[str]
    subjects: list[str] = Field(
        default_factory=list, description="Every one must have a credited reading."
    )
    min_subjects: int = Field(default=0, ge=0, description="At least this many distinct ones.")
    distinct: DistinctRequirement | None = None
    bracket: float | None = Field(
        default=None,
        description="The credited readings must include values below and at or above this "
        "threshold (a series that brackets the answer, e.g. 90 % GFP-positive).",
    )

    @property
    def readouts(self) -> list[str]:
        return [self.readout] if isinstance(self.readout, str) else list(self.readout)


class ActionDoc(BaseModel):
    """An action as agents send it (the reference solution uses this shape too)."""

    model_config = ConfigDict(extra="forbid")

    action: str
    materials: list[str] = Field(default_factory=list)
    params: dict[str, Any] = Field(default_factory=dict)


class Configuration(BaseModel):
    """One WetBench experiment."""

    model_config = ConfigDict(extra="forbid")

    id: str
    title: str
    domain: str
    goal: str
    max_steps: int = Field(default=100, ge=1)
    actions: list[str]
    materials: list[MaterialSpec]
    truth: dict[str, Any] = Field(default_factory=dict, description="Hidden ground truth.")
    readouts: list[Readout] = Field(default_factory=list)
    reactions: list[Reaction] = Field(default_factory=list)
    rubric: list[RubricItem]
    reference: list[ActionDoc]
    notes: str = ""

    def public(self) -> dict[str, Any]:
        """What an agent may read before acting."""
        return {
            "id": self.id,
            "title": self.title,
            "domain": self.domain,
            "goal": self.goal,
            "max_steps": self.max_steps,
            "actions": list(self.actions),
        }


CONFIG_DIR = "data/configs"


def config_files() -> list[Any]:
    root = resources.files("bioproagent.wetbench").joinpath(CONFIG_DIR)
    return sorted((p for p in root.iterdir() if p.name.endswith(".json")), key=lambda p: p.name)


@cache
def load_configurations() -> tuple[Configuration, ...]:
    """Every packaged configuration, in file-name order."""
    return tuple(read_configuration(p) for p in config_files())


def read_configuration(path: Any) -> Configuration:
    """Read and check one configuration file (a path or an importlib resource)."""
    name = getattr(path, "name", str(path))
    try:
        doc = json.loads(Path(path).read_text() if isinstance(path, str) else path.read_text())
    except (OSError, ValueError) as exc:
        raise ConfigError(f"{name}: cannot read configuration: {exc}") from exc
    try:
        config = Configuration.model_validate(doc)
    except ValueError as exc:
        raise ConfigError(f"{name}: {exc}") from exc
    problems = consistency_problems(config)
    if problems:
        raise ConfigError(f"{name}: " + "; ".join(problems))
    return config


def get_configuration(config_id: str) -> Configuration:
    """The packaged configuration with this id (the error lists the valid ids)."""
    for config in load_configurations():
        if config.id == config_id:
            return config
    ids = ", ".join(c.id for c in load_configurations())
    raise ConfigError(f"no WetBench configuration '{config_id}'; known: {ids}")


def consistency_problems(config: Configuration) -> list[str]:
    """Cross-references a schema cannot check: actions exist, readouts are used, barcodes."""
    from bioproagent.wetbench.catalogue import load_catalogue

    catalogue = load_catalogue()
    problems = []
    for name in config.actions:
        if name not in catalogue:
            problems.append(f"action '{name}' is not in the catalogue")
    for name in ("SubmitMaterialsObservationsForReview", "Quit"):
        if name not in config.actions:
            problems.append(f"actions must include {name}")
    barcodes = [m.barcode for m in config.materials]
    if len(set(barcodes)) != len(barcodes):
        problems.append("material barcodes are not unique")
    for m in config.materials:
        if m.container is not None and m.volume_ul > m.container.capacity_ul:
            problems.append(f"{m.barcode}: {m.volume_ul:g} uL does not fit its container")
    readout_ids = {r.id for r in config.readouts}
    for r in config.readouts:
        if r.action not in config.actions:
            problems.append(f"readout '{r.id}' uses action '{r.action}' the agent cannot take")
        if (r.expr is None) == (r.trait is None):
            problems.append(f"readout '{r.id}' needs exactly one of expr and trait")
    for item in config.rubric:
        for rid in item.readouts:
            if rid not in readout_ids:
                problems.append(f"rubric item '{item.id}' names unknown readout '{rid}'")
    for i, doc in enumerate(config.reference):
        if doc.action not in config.actions:
            problems.append(f"reference step {i} uses action '{doc.action}' not available")
    if not config.reference or config.reference[-1].action != (
        "SubmitMaterialsObservationsForReview"
    ):
        problems.append("the reference solution must end with SubmitMaterialsObservationsForReview")
    return problems
