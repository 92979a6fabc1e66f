"""Violations and reports: what the rule engine returns instead of raising."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from bioproagent.vocab import ViolationCode

CODES: dict[str, str] = {
    # Workflow structure
    ViolationCode.WORKFLOW_INVALID: (
        "The input does not have the shape of a workflow (a field is missing or mistyped)."
    ),
    ViolationCode.DUPLICATE_STEP_ID: "Two steps share an id.",
    ViolationCode.DUPLICATE_LABWARE_ID: "Two labware instances share an id.",
    ViolationCode.UNKNOWN_LABWARE_TYPE: (
        "A labware instance names a type the registry does not define."
    ),
    ViolationCode.UNKNOWN_LABWARE: "A step names a labware instance the workflow does not declare.",
    ViolationCode.INVALID_WELL: "A well name does not exist on that labware.",
    ViolationCode.UNKNOWN_CREATOR_STEP: "created_by names a step that does not exist.",
    ViolationCode.LABWARE_USED_BEFORE_CREATED: (
        "A step uses labware before the step that creates it."
    ),
    # Devices and operations
    ViolationCode.UNKNOWN_DEVICE: "The step names an instrument the registry does not define.",
    ViolationCode.DEVICE_UNAVAILABLE: "The instrument is in maintenance or retired.",
    ViolationCode.UNKNOWN_OPERATION: (
        "The instrument has no such operation (the registry does not model it)."
    ),
    # Parameters (from each operation's JSON Schema)
    ViolationCode.PARAM_MISSING: "A required parameter is absent.",
    ViolationCode.PARAM_UNKNOWN: "A parameter the operation does not define.",
    ViolationCode.PARAM_TYPE: "A parameter has the wrong JSON type.",
    ViolationCode.PARAM_OUT_OF_RANGE: "A number is outside the instrument's published range.",
    ViolationCode.PARAM_NOT_IN_ENUM: "A value is not one of the allowed choices.",
    ViolationCode.PARAM_NOT_FINITE: "A number is NaN or Infinity (no instrument runs it).",
    ViolationCode.PARAM_INVALID: (
        "A parameter breaks another schema constraint (pattern, step, length)."
    ),
    # Labware binding
    ViolationCode.UNKNOWN_LABWARE_ROLE: (
        "The step binds labware to a role the operation does not have."
    ),
    ViolationCode.LABWARE_ROLE_MISSING: "A required labware role is not bound.",
    ViolationCode.TOO_MANY_LABWARE: "More labware bound to a role than it takes in one step.",
    ViolationCode.LABWARE_NOT_ACCEPTED: (
        "The instrument (or role) does not accept this labware format."
    ),
    ViolationCode.WELLS_REQUIRED: "The role needs explicit wells.",
    ViolationCode.LABWARE_INACCESSIBLE: "The labware is held inside another instrument.",
    # State
    ViolationCode.SEALED_ACCESS: "Pipetting, reading or sipping a sealed plate.",
    ViolationCode.PLATE_NOT_SEALED: "The operation needs a sealed plate (e.g. thermocycling).",
    ViolationCode.ALREADY_SEALED: "Sealing a plate that is already sealed.",
    ViolationCode.LABWARE_NOT_SEALABLE: "Sealing labware that cannot take a seal.",
    ViolationCode.NOT_SEALED: "Peeling a plate that carries no seal.",
    ViolationCode.WELL_OVERFILL: "A well would hold more than its volume.",
    ViolationCode.WELL_UNDERDRAW: "Aspirating more than a well holds above its dead volume.",
    ViolationCode.WELL_MAPPING: "Source and target well counts cannot be paired.",
    ViolationCode.CAPACITY_EXCEEDED: "More labware on an instrument than it holds.",
    ViolationCode.UNKNOWN_DESTINATION: "A move names a destination that is not an instrument.",
    ViolationCode.UNKNOWN_LABWARE_PRODUCT: (
        "A labware instance names a product its type does not list."
    ),
    # Liquid-handler hardware (workflow level)
    ViolationCode.TIPS_EXHAUSTED: (
        "The steps take more tips of a type than the racks on the deck hold."
    ),
    ViolationCode.TIP_RACK_MISSING: (
        "A pipetting step on a robot that loads tips from racks binds none."
    ),
    ViolationCode.TIP_NOT_FOR_PIPETTE: (
        "The step's pipette (or every pipette) cannot pick up those tips."
    ),
    ViolationCode.TOO_MANY_PIPETTES: "The run needs more pipettes than the robot has mounts.",
    ViolationCode.MULTICHANNEL_PARTIAL_COLUMN: "An 8-channel step names only part of a column.",
    ViolationCode.DECK_POSITIONS_EXCEEDED: (
        "More labware on a liquid handler than its deck positions."
    ),
    ViolationCode.VOLUME_BELOW_INSTRUMENT_FLOOR: (
        "A volume below the smallest the instrument can pipette."
    ),
    ViolationCode.MODULE_NOT_ON_DECK: "A step names an on-deck module the liquid handler lacks.",
    ViolationCode.MODULE_LIMIT_EXCEEDED: (
        "A module setting or well volume outside the on-deck module's limits."
    ),
}
"""Built-in violation codes. Registry rules add their own codes (e.g. RCF_EXCEEDS_ROTOR)."""

PLANNING_CODES: dict[str, str] = {
    ViolationCode.UNKNOWN_SYMBOL: "A symbol in planner code is not in the plan's symbol table (Ψ).",
    ViolationCode.EMPTY_WORKFLOW: "Device code without steps: nothing to approve.",
}
"""Codes the planning controller reports besides the rule engine's."""


class Violation(BaseModel):
    """One rule the workflow breaks, with where, what, the limit and a concrete repair.

    ``repair`` is a list of JSON Patch (RFC 6902) operations on the workflow document that
    would remove this violation (clamp a value, rename a parameter, move a step), or None
    when no repair is safe to propose mechanically.
    """

    model_config = ConfigDict(frozen=True)

    code: str = Field(description="Stable violation code (see bioproagent.rules.CODES).")
    step: int | None = Field(default=None, description="Index of the step; null for labware.")
    step_id: str | None = Field(default=None, description="Id of the step, when known.")
    path: str = Field(default="", description="JSON pointer into the workflow.")
    message: str = Field(description="What is wrong and how to fix it.")
    limit: Any = Field(default=None, description="The limit that applies.")
    actual: Any = Field(default=None, description="The offending value.")
    hint: str | None = Field(default=None, description="A concrete repair in words.")
    repair: list[dict[str, Any]] | None = Field(
        default=None, description="JSON Patch operations that apply the repair."
    )


class Report(BaseModel):
    """Result of :func:`bioproagent.verify`."""

    violations: list[Violation] = Field(default_factory=list)
    steps_checked: int = 0
    registry_overrides: list[str] = Field(
        default_factory=list,
        description="Registry layering accepted only because of allow_override (provenance).",
    )

    @property
    def ok(self) -> bool:
        return not self.violations

    def codes(self) -> list[str]:
        return [v.code for v in self.violations]

    def to_dict(self) -> dict[str, Any]:
        """The CLI's ``--json`` shape: ``{"ok": bool, "violations": [...]}``."""
        shape: dict[str, Any] = {
            "ok": self.ok,
            "steps_checked": self.steps_checked,
            "violations": [v.model_dump(mode="json") for v in self.violations],
        }
        if self.registry_overrides:
            shape["registry_overrides"] = list(self.registry_overrides)
        return shape
