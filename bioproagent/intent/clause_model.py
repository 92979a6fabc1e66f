"""The shapes of a clause reading: a clause, its values, and the reading of a whole intent."""

from __future__ import annotations

from dataclasses import dataclass, field

from bioproagent.intent.instruments import InstrumentMention
from bioproagent.intent.numbers import NumberToken


@dataclass(frozen=True)
class ClauseValue:
    """One value a clause states: parameter name, canonical value, and where it was read."""

    param: str
    value: float
    unit: str
    text: str
    start: int
    end: int


@dataclass
class Clause:
    """One step the intent asks for, with what it states about it."""

    start: int
    end: int
    text: str
    operation: str | None = None
    values: list[ClauseValue] = field(default_factory=list)
    formats: list[str] = field(default_factory=list)
    instruments: list[InstrumentMention] = field(default_factory=list)
    wells: list[str] | None = None
    reference: bool = False
    """A back-reference ('after spinning') without values of its own."""
    inferred: bool = False
    """The operation was read from the values or the instrument, not from a verb
    ('5424R 16k x g 15 min'): such a clause may continue the step before it."""
    whole: str | None = None
    """For one volume of a transfer that states several: the whole clause's text."""
    heading: str = ""
    """The labware named alone before the step, whose formats it takes ('Ten 1.5 ml tubes
    of lysate: 16k x g, 10 min'): the words that count and name it."""

    def value(self, param: str) -> float | None:
        return next((v.value for v in self.values if v.param == param), None)

    def take_labware(self, other: Clause) -> None:
        """The formats ``other`` names that this clause does not, and its labware heading
        when this clause has none (a fragment or a row cell merged into this step)."""
        self.formats += [f for f in other.formats if f not in self.formats]
        self.heading = self.heading or other.heading

    def take_mentions(self, other: Clause) -> None:
        """:meth:`take_labware`, and the instruments ``other`` names that this clause does
        not (another mention of the same step merged into this one)."""
        self.take_labware(other)
        self.instruments += [m for m in other.instruments if m not in self.instruments]

    source_wells: list[str] | None = None
    """Wells a transfer takes from, when the clause says ('from column 1 to column 2')."""
    destinations: list[str] = field(default_factory=list)
    """Registry ids named after 'to/into/onto (the)' in this clause (move destinations)."""
    line: str = ""
    """The line of the intent the clause stands on (a form or table row names a program or
    an assay beside the instrument)."""
    origins: list[str] = field(default_factory=list)
    """Registry ids named after 'from/out of (the)' in this clause (where a plate leaves)."""
    shares_destination: bool = False
    """A transfer that goes where the next one goes ('18 µL water and then 2 µL DNA into the
    PCR plate')."""
    two_step: bool = False
    """A thermocycling program whose cycled block has two steps (no extension step)."""

    @property
    def named_instrument(self) -> InstrumentMention | None:
        known = [m for m in self.instruments if m.instrument_id]
        if self.operation == "move_plate":
            to = [m for m in known if m.instrument_id in self.destinations]
            here = [m for m in known if m.instrument_id not in self.origins]
            return to[-1] if to else (here[-1] if here else None)
        return next(iter(known), None)


@dataclass
class ClauseReading:
    """The clauses of an intent in run order, plus the numbers nobody could read."""

    text: str
    clauses: list[Clause]
    unread: list[NumberToken] = field(default_factory=list)
    unknown_instruments: list[InstrumentMention] = field(default_factory=list)
    quantity_spans: list[tuple[int, int]] = field(default_factory=list)
    unread_steps: list[str] = field(default_factory=list)
    """Clauses that start with an action verb but name no operation the planner knows
    ('remove it', 'vortex briefly'): steps that would silently disappear."""
    unresolved_revisions: list[str] = field(default_factory=list)
    """Phrases that take something back or refer to an earlier value in a way the reader
    could not apply ('scratch that', 'a bit harder', 'same as yesterday')."""
    unsettled_conditions: list[str] = field(default_factory=list)
    """Choices between branches ('if ..., ...; otherwise ...') nothing in the text settles."""
    worded_temperatures: list[str] = field(default_factory=list)
    """Incubations whose temperature is given only as a place ('thaw on ice', 'chill in the
    fridge'): no number to run, and room temperature would contradict it."""
    equipment: list[str] = field(default_factory=list)
    """Instruments an SOP's equipment list names: they run the steps that name none."""
    aside: list[str] = field(default_factory=list)
    """Parts of the intent that ask the workcell for nothing: a step done by hand ('once
    the supernatant had been decanted by hand') or the plate's history ('which had been
    parked overnight'); the plan lists them as notes."""
    edits: list[str] = field(default_factory=list)
    """Changes of mind about a whole step that were applied ('never mind the seal')."""
    known_instruments: list[InstrumentMention] = field(default_factory=list)
    """Every registry instrument the intent names (an SOP's equipment list left out)."""
    no_step_spans: list[tuple[int, int]] = field(default_factory=list)
    """Where ``text`` holds titles, notes lines and asides: parts that ask for no step, so a
    well selection written there ('notes: edge wells A1-A12 are medium only') binds none."""

    @property
    def operations(self) -> list[str]:
        return [c.operation for c in self.clauses if c.operation]


# -- values -----------------------------------------------------------------------------------
