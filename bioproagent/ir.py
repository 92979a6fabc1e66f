"""The workflow IR: what planners write and what the rule engine reads.

A :class:`Workflow` declares labware instances (their type, starting contents and seal
state) and an ordered list of :class:`Step` objects, each naming an instrument
(``device``), one of its operations, the operation's parameters and the labware it
touches, by role. The models are the single source of truth for the IR; the JSON Schema
in ``docs/workflow.schema.json`` is exported from them (``bioproagent schema workflow``).
"""

from __future__ import annotations

import json
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    field_validator,
)

IDENTIFIER = r"^[A-Za-z0-9][A-Za-z0-9_.:\-]*$"
WELL = r"^[A-Za-z]{1,2}[0-9]{1,2}$"


def _normalise_wells(wells: list[str] | None) -> list[str] | None:
    return None if wells is None else [w.strip().upper() for w in wells]


WellNames = Annotated[list[str] | None, AfterValidator(_normalise_wells)]
"""Well names, upper-cased and stripped ('a1 ' -> 'A1')."""


class WellContent(BaseModel):
    """Liquid present in some wells of a labware instance before the first step."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    wells: WellNames = Field(
        default=None,
        description="Wells holding this liquid, e.g. ['A1', 'B1']; omitted or null means every "
        "well.",
    )
    volume_ul: StrictFloat = Field(ge=0, description="Volume per well in microlitres.")
    reagent: str | None = Field(default=None, description="What the liquid is.")


class LabwareInstance(BaseModel):
    """One physical piece of labware used by the workflow."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    id: str = Field(pattern=IDENTIFIER, description="Name steps use to refer to this labware.")
    type: str = Field(description="Labware type id from the registry, e.g. plate_96_pcr.")
    product: str | None = Field(
        default=None,
        description="Real product id from the type's registry 'products' (e.g. an Opentrons load "
        "name such as nest_96_wellplate_100ul_pcr_full_skirt); its own well volume, dead volume "
        "and height apply. Null means the type's default product.",
    )
    contents: list[WellContent] = Field(
        default_factory=list, description="Liquid in the wells before the first step."
    )
    sealed: StrictBool = Field(default=False, description="Whether the labware starts sealed.")
    location: str | None = Field(
        default=None, description="Instrument id where the labware starts; null means on the bench."
    )
    created_by: str | None = Field(
        default=None,
        description="Id of the step that produces this labware (e.g. a plate taken out of a "
        "store); it may not be used before that step. Null means present from the start.",
    )
    name: str | None = Field(default=None, description="Free-text label for people.")


class LabwareRef(BaseModel):
    """A labware instance bound to an operation role, optionally narrowed to wells."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    labware: str = Field(description="Id of a declared labware instance.")
    wells: WellNames = Field(
        default=None, description="Wells the step touches; null means all wells."
    )


class ModuleUse(BaseModel):
    """The liquid handler's on-deck module a step's labware sits on, with its settings."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    name: str = Field(
        description="Module id from the device's registry 'pipetting.modules', e.g. "
        "temperatureModuleV2, thermocyclerModuleV2 or heaterShakerModuleV1."
    )
    temperature_c: StrictFloat | None = Field(
        default=None, description="Temperature the module holds during the step, in Celsius."
    )
    block_temperature_c: StrictFloat | None = Field(
        default=None, description="Thermocycler block temperature during the step, in Celsius."
    )
    lid_temperature_c: StrictFloat | None = Field(
        default=None, description="Thermocycler lid temperature during the step, in Celsius."
    )
    rpm: StrictFloat | None = Field(
        default=None, description="Heater-Shaker speed after the step, in revolutions per minute."
    )


class Step(BaseModel):
    """One instrument operation."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    id: str = Field(pattern=IDENTIFIER, description="Unique step id.")
    device: str = Field(description="Instrument id from the registry.")
    operation: str = Field(description="Operation name defined by that instrument.")
    params: dict[str, Any] = Field(
        default_factory=dict, description="Operation parameters; names carry their unit."
    )
    labware: dict[str, list[LabwareRef]] = Field(
        default_factory=dict,
        description="Labware per operation role. A role may be given as a labware id, "
        "a {labware, wells} object or a list of those.",
    )
    module: ModuleUse | None = Field(
        default=None,
        description="On-deck module of the device that holds the step's target labware (a "
        "liquid handler's temperature module, thermocycler or heater-shaker); null means the "
        "labware sits on a plain deck slot.",
    )
    category: str | None = Field(
        default=None, description="Instrument category (LH, CF, ...), filled in by planners."
    )
    description: str | None = Field(default=None, description="What the step does, for people.")

    @field_validator("labware", mode="before")
    @classmethod
    def _normalise_roles(cls, value: Any) -> Any:
        if not isinstance(value, dict):
            return value
        normalised: dict[str, Any] = {}
        for role, bound in value.items():
            items = bound if isinstance(bound, list) else [bound]
            normalised[role] = [{"labware": b} if isinstance(b, str) else b for b in items]
        return normalised


class Workflow(BaseModel):
    """A complete device program: labware declarations plus ordered steps."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    name: str | None = Field(default=None, description="Workflow title.")
    labware: list[LabwareInstance] = Field(
        default_factory=list, description="Every labware instance the steps use."
    )
    steps: list[Step] = Field(default_factory=list, description="Operations in run order.")
    metadata: dict[str, Any] = Field(
        default_factory=dict, description="Free-form provenance (source, planner, intent)."
    )

    def to_json(self, indent: int | None = 2) -> str:
        """Serialise without null fields, ready for ``bioproagent verify``."""
        return json.dumps(
            self.model_dump(mode="json", exclude_none=True), indent=indent, allow_nan=False
        )


def workflow_json_schema() -> dict[str, Any]:
    """JSON Schema of the workflow IR, derived from the pydantic models."""
    schema = Workflow.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "urn:bioproagent:schema:workflow:1"
    return schema
