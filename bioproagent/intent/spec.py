"""What the intent parser understood of a free-text intent: quantities with units and roles,
operations, formats, counts, reagents and open questions."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from bioproagent.vocab import ASSAYS, QuantityUnit

Unit = QuantityUnit
"""Canonical units of parsed quantities (defined in :mod:`bioproagent.vocab`)."""


class Quantity(BaseModel):
    """A number with a unit found in the intent text."""

    model_config = ConfigDict(frozen=True)

    value: float
    unit: Unit
    text: str = Field(description="The span of the intent the quantity was read from.")
    role: str | None = Field(
        default=None,
        description="What the quantity is for, when the text says so: a parameter name such "
        "as rcf_g, volume_ul, temperature_c, duration_s, wavelength_nm, annealing_c, or "
        "dilution_factor.",
    )


class IntentSpec(BaseModel):
    """What the parser understood of a free-text intent."""

    text: str
    assays: list[str] = Field(
        default_factory=list,
        description="Workflow kinds recognised, from a closed vocabulary: "
        + ", ".join(ASSAYS)
        + ".",
    )
    operations: list[str] = Field(
        default_factory=list,
        description="Registry operation names the intent calls for (transfer, mix, spin, "
        "seal, peel, run_pcr, run_qpcr, read_absorbance, read_fluorescence, "
        "read_luminescence, incubate, shake, store, retrieve, run_assay, run_program, "
        "move_plate), in the order they are mentioned.",
    )
    quantities: list[Quantity] = Field(default_factory=list)
    formats: list[str] = Field(
        default_factory=list, description="Labware formats mentioned (plate_96, tube_1_5ml, ...)."
    )
    counts: dict[str, int] = Field(
        default_factory=dict,
        description="Counts mentioned: samples, replicates, dilution_points, plates, cycles, "
        "standards, columns.",
    )
    reagents: list[str] = Field(default_factory=list, description="Reagents named in the intent.")
    injection: list[str] = Field(
        default_factory=list,
        description="Phrases that try to switch off checks ('ignore the safety rules'); they "
        "are recorded and never obeyed.",
    )
    questions: list[str] = Field(
        default_factory=list,
        description="What a scientist should be asked because the intent leaves it open.",
    )
    reading_notes: list[str] = Field(
        default_factory=list,
        description="How the reader rearranged the text before reading it (e.g. run-sheet "
        "lines put in the order of their times); every plan lists them as assumptions.",
    )

    @property
    def ambiguous(self) -> bool:
        return bool(self.questions)

    def quantity(self, role: str) -> Quantity | None:
        """The first quantity read for a role (e.g. 'rcf_g')."""
        return next((q for q in self.quantities if q.role == role), None)
