"""Violations and reports: what the rule engine returns instead of raising."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

CODES: dict[str, str] = {
    # Workflow structure
    "WORKFLOW_INVALID": "The input does not have the shape of a workflow (a field is missing or "
    "mistyped).",
    "DUPLICATE_STEP_ID": "Two steps share an id.",
    "DUPLICATE_LABWARE_ID": "Two labware instances share an id.",
    "UNKNOWN_LABWARE_TYPE": "A labware instance names a type the registry does not define.",
    "UNKNOWN_LABWARE": "A step names a labware instance the workflow does not declare.",
    "INVALID_WELL": "A well name does not exist on that labware.",
    "UNKNOWN_CREATOR_STEP": "created_by names a step that does not exist.",
    "LABWARE_USED_BEFORE_CREATED": "A step uses labware before the step that creates it.",
    # Devices and operations
    "UNKNOWN_DEVICE": "The step names an instrument the registry does not define.",
    "DEVICE_UNAVAILABLE": "The instrument is in maintenance or retired.",
    "UNKNOWN_OPERATION": "The instrument has no such operation (the registry does not model it).",
    # Parameters (from each operation's JSON Schema)
    "PARAM_MISSING": "A required parameter is absent.",
    "PARAM_UNKNOWN": "A parameter the operation does not define.",
    "PARAM_TYPE": "A parameter has the wrong JSON type.",
    "PARAM_OUT_OF_RANGE": "A number is outside the instrument's published range.",
    "PARAM_NOT_IN_ENUM": "A value is not one of the allowed choices.",
    "PARAM_INVALID": "A parameter breaks another schema constraint (pattern, step, length).",
    # Labware binding
    "UNKNOWN_LABWARE_ROLE": "The step binds labware to a role the operation does not have.",
    "LABWARE_ROLE_MISSING": "A required labware role is not bound.",
    "TOO_MANY_LABWARE": "More labware bound to a role than it takes in one step.",
    "LABWARE_NOT_ACCEPTED": "The instrument (or role) does not accept this labware format.",
    "WELLS_REQUIRED": "The role needs explicit wells.",
    "LABWARE_INACCESSIBLE": "The labware is held inside another instrument.",
    # State
    "SEALED_ACCESS": "Pipetting, reading or sipping a sealed plate.",
    "PLATE_NOT_SEALED": "The operation needs a sealed plate (e.g. thermocycling).",
    "ALREADY_SEALED": "Sealing a plate that is already sealed.",
    "LABWARE_NOT_SEALABLE": "Sealing labware that cannot take a seal.",
    "NOT_SEALED": "Peeling a plate that carries no seal.",
    "WELL_OVERFILL": "A well would hold more than its volume.",
    "WELL_UNDERDRAW": "Aspirating more than a well holds above its dead volume.",
    "WELL_MAPPING": "Source and target well counts cannot be paired.",
    "CAPACITY_EXCEEDED": "More labware on an instrument than it holds.",
    "UNKNOWN_DESTINATION": "A move names a destination that is not an instrument.",
    "UNKNOWN_LABWARE_PRODUCT": "A labware instance names a product its type does not list.",
    # Liquid-handler hardware (workflow level)
    "TIPS_EXHAUSTED": "The steps take more tips of a type than the racks on the deck hold.",
    "TIP_RACK_MISSING": "A pipetting step on a robot that loads tips from racks binds none.",
    "TIP_NOT_FOR_PIPETTE": "The step's pipette (or every pipette) cannot pick up those tips.",
    "TOO_MANY_PIPETTES": "The run needs more pipettes than the robot has mounts.",
    "MULTICHANNEL_PARTIAL_COLUMN": "An 8-channel step names only part of a column.",
    "DECK_POSITIONS_EXCEEDED": "More labware on a liquid handler than its deck positions.",
    "VOLUME_BELOW_INSTRUMENT_FLOOR": "A volume below the smallest the instrument can pipette.",
}
"""Built-in violation codes. Registry rules add their own codes (e.g. RCF_EXCEEDS_ROTOR)."""

PLANNING_CODES: dict[str, str] = {
    "UNKNOWN_SYMBOL": "A symbol in planner code is not in the plan's symbol table (Ψ).",
    "EMPTY_WORKFLOW": "Device code without steps: nothing to approve.",
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

    @property
    def ok(self) -> bool:
        return not self.violations

    def codes(self) -> list[str]:
        return [v.code for v in self.violations]

    def to_dict(self) -> dict[str, Any]:
        """The CLI's ``--json`` shape: ``{"ok": bool, "violations": [...]}``."""
        return {
            "ok": self.ok,
            "steps_checked": self.steps_checked,
            "violations": [v.model_dump(mode="json") for v in self.violations],
        }
