"""The protocol draft and what surrounds it: draft steps and labware, the findings of the
scientific check (K_s) and LLM usage accounting.

The workflow IR lives in :mod:`bioproagent.ir`; the parsed intent in
:mod:`bioproagent.intent.spec`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class DraftStep(BaseModel):
    """One step of a protocol draft: readable text plus the structure a compiler needs."""

    model_config = ConfigDict(extra="forbid")

    text: str = Field(description="The step as a scientist would read it, with units.")
    operation: str | None = Field(
        default=None, description="Registry operation name this step needs (transfer, spin...)."
    )
    params: dict[str, Any] = Field(
        default_factory=dict, description="Parameter values with unit-suffixed names."
    )
    labware: dict[str, str | list[str]] = Field(
        default_factory=dict, description="Role -> labware name (names declared in the draft)."
    )
    wells: dict[str, list[str]] = Field(
        default_factory=dict, description="Role -> wells, where the step touches only some."
    )
    category: str | None = Field(
        default=None, description="Instrument category wanted (LH, CF, TC, ...), if known."
    )
    device: str | None = Field(
        default=None,
        description="Registry instrument id the draft names for this step "
        "(tried first by the compiler when it fits), if any.",
    )

    def labware_names(self) -> list[str]:
        """Every labware name the step binds, in any role ('tubes' binds a list)."""
        return [
            name
            for bound in self.labware.values()
            for name in (bound if isinstance(bound, list) else [bound])
        ]


class DraftLabware(BaseModel):
    """A piece of labware the draft uses, before an instrument is chosen."""

    model_config = ConfigDict(extra="forbid")

    name: str
    format: str = Field(description="Labware format (plate_96, plate_96_pcr, tube_1_5ml, ...).")
    type: str | None = Field(default=None, description="Registry labware type, when decided.")
    contents: list[dict[str, Any]] = Field(
        default_factory=list, description="Starting liquid: {wells?, volume_ul, reagent}."
    )
    sealed: bool = False


class Draft(BaseModel):
    """A protocol draft: what a scientist reviews before device code is written."""

    model_config = ConfigDict(extra="forbid")

    title: str
    goal: str = ""
    steps: list[DraftStep] = Field(default_factory=list)
    labware: list[DraftLabware] = Field(default_factory=list)
    reagents: list[str] = Field(default_factory=list)
    controls: list[str] = Field(
        default_factory=list, description="Controls (blank, no-template, negative, positive...)."
    )
    standards: list[str] = Field(
        default_factory=list, description="Standards for quantification (curve points)."
    )
    replicates: int | None = Field(default=None, description="Technical replicates per sample.")
    assumptions: list[str] = Field(
        default_factory=list, description="Choices made where the intent was silent."
    )
    references: list[str] = Field(
        default_factory=list, description="Ids of knowledge-library protocols used."
    )


class Finding(BaseModel):
    """One result of the scientific check (K_s)."""

    model_config = ConfigDict(frozen=True)

    code: str = Field(description="Stable code, e.g. MISSING_BLANK, NO_REPLICATES.")
    message: str
    severity: Literal["error", "warning"] = "error"
    step: int | None = Field(default=None, description="Draft step index, when it applies.")
    hint: str | None = None
    evidence: str | None = Field(
        default=None, description="The rule that fired and its source, for table-driven checks."
    )


class Usage(BaseModel):
    """LLM accounting for one plan (every call counted, planner and reviewer alike)."""

    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    grounded_context_tokens: int = 0
    raw_context_tokens: int = 0
    token_counting: str = Field(
        default="",
        description="How tokens were counted (model-reported usage, or the approximate "
        "counter in bioproagent.grounding.count_tokens).",
    )

    def add(self, other: Usage) -> None:
        self.llm_calls += other.llm_calls
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
