"""The protocol record of the knowledge library."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from bioproagent import vocab

ASSAYS: frozenset[str] = frozenset(vocab.ASSAYS)
"""The closed assay vocabulary shared with IntentSpec.assays."""


class Protocol(BaseModel):
    """One protocol of the knowledge library: readable steps plus machine defaults."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_\-]*$", description="Stable protocol id.")
    title: str = Field(min_length=1)
    assays: list[str] = Field(default_factory=list, description="Assay kinds (closed list).")
    keywords: list[str] = Field(default_factory=list)
    summary: str = ""
    steps: list[str] = Field(default_factory=list, description="Readable steps with units.")
    controls: list[str] = Field(default_factory=list)
    standards: list[str] = Field(default_factory=list)
    replicates: int | None = Field(default=None, ge=1)
    defaults: dict[str, Any] = Field(
        default_factory=dict, description="Parameter defaults, unit-suffixed names."
    )
    labware: list[dict[str, Any]] = Field(
        default_factory=list, description="Draft labware templates: {name, format, contents}."
    )
    source: str = "bioproagent library"

    @field_validator("assays")
    @classmethod
    def _known_assays(cls, assays: list[str]) -> list[str]:
        unknown = [a for a in assays if a not in ASSAYS]
        if unknown:
            raise ValueError(f"unknown assay kind(s) {unknown}; use one of {sorted(ASSAYS)}")
        return assays

    def text(self) -> str:
        """Everything searchable, as one string."""
        return " ".join(
            [
                self.title,
                " ".join(self.assays).replace("_", " "),
                " ".join(self.keywords),
                self.summary,
                " ".join(self.steps),
                " ".join(self.controls),
            ]
        )
