"""Clause-level reading of an intent: the ordered steps a scientist asked for.

:func:`read_clauses` splits an intent into clauses in *run order* and binds every quantity,
labware format, well range and instrument name to the clause that mentions it:

* hard boundaries: sentences, semicolons, new lines, numbered lists ("1. ... 2. ...");
* sequence words: "then", "after that", "afterwards", "followed by", "next", "finally",
  ", and <verb>", ", <verb>";
* order words that reverse the text: "X after spinning ...", "Before reading, X",
  "X, but first Y"; "After X, Y", "Once X has finished, Y" and "X before Y" keep it;
* a reference without values ("after spinning", "before reading") to an operation that
  another clause states is not a new step: it moves that clause to the reference's place.

A transfer clause that states several volumes ("add 15 uL master mix and 5 uL template")
becomes one clause per volume. Numbers that a clause holds but the parser could not read
as a quantity, and that no known non-quantity role explains, are listed in
:attr:`ClauseReading.unread` (see :mod:`bioproagent.intent.numbers`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_split import (
    ACTION,
    BEFORE_THAT,
    OP_PATTERNS,
    QPCR,
    UNSUPPORTED,
    WAIT,
    Span,
    hard_pieces,
    operation_of,
    ordered_pieces,
)
from bioproagent.intent.instruments import InstrumentMention, find_instruments
from bioproagent.intent.numbers import WORD_VALUES, NumberToken, unexplained_numbers
from bioproagent.intent.parser import _formats, _Scanner
from bioproagent.intent.programs import ProgramReading, read_programs
from bioproagent.intent.shorthand import expand_shorthand
from bioproagent.intent.wells import well_selection, wells_by_role
from bioproagent.registry.loader import Registry


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

    def value(self, param: str) -> float | None:
        return next((v.value for v in self.values if v.param == param), None)

    source_wells: list[str] | None = None
    """Wells a transfer takes from, when the clause says ('from column 1 to column 2')."""
    destinations: list[str] = field(default_factory=list)
    """Registry ids named after 'to/into/onto (the)' in this clause (move destinations)."""
    line: str = ""
    """The line of the intent the clause stands on (a form or table row names a program or
    an assay beside the instrument)."""
    origins: list[str] = field(default_factory=list)
    """Registry ids named after 'from/out of (the)' in this clause (where a plate leaves)."""
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
    aside: list[str] = field(default_factory=list)
    """Parts of the intent that ask the workcell for nothing: a step done by hand ('once
    the supernatant had been decanted by hand') or the plate's history ('which had been
    parked overnight'); the plan lists them as notes."""

    @property
    def operations(self) -> list[str]:
        return [c.operation for c in self.clauses if c.operation]


# -- values -----------------------------------------------------------------------------------
_PARAMS: dict[str, dict[str, str]] = {
    "spin": {
        "rcf_g": "rcf_g",
        "duration_s": "duration_s",
        "temperature_c": "temperature_c",
        "acceleration_percent": "acceleration_percent",
    },
    "seal": {"temperature_c": "temperature_c", "duration_s": "duration_s"},
    "transfer": {"volume_ul": "volume_ul", "mix_cycles": "mix_cycles"},
    "mix": {"volume_ul": "volume_ul", "mix_cycles": "cycles", "cycles": "cycles"},
    "shake": {
        "speed_rpm": "speed_rpm",
        "centrifuge_rpm": "speed_rpm",
        "duration_s": "duration_s",
        "temperature_c": "temperature_c",
    },
    "incubate": {
        "temperature_c": "temperature_c",
        "duration_s": "duration_s",
        "co2_percent": "co2_percent",
        "humidity_percent": "humidity_percent",
        "lid_temperature_c": "lid_temperature_c",
    },
    "store": {"temperature_c": "temperature_c", "hold_c": "temperature_c"},
    "read_absorbance": {"wavelength_nm": "wavelength_nm", "temperature_c": "temperature_c"},
    "read_fluorescence": {
        "excitation_nm": "excitation_nm",
        "emission_nm": "emission_nm",
        "temperature_c": "temperature_c",
    },
    "read_luminescence": {
        "integration_s": "integration_s",
        "duration_s": "integration_s",
        "emission_nm": "emission_nm",
    },
    "magnetic_separation": {"duration_s": "duration_s"},
    "run_assay": {"sample_count": "sample_count"},
}
_PCR_ROLES = (
    "cycles",
    "lid_temperature_c",
    "hold_c",
    *(f"{stage}_{unit}" for stage, _ in lx.PCR_STAGES for unit in ("c", "s")),
)
_PARAMS["run_pcr"] = {r: r for r in _PCR_ROLES}
_PARAMS["run_qpcr"] = {r: r for r in _PCR_ROLES}
PLACE_PARAM = "place_temperature_c"
"""A temperature that names a place ('the 4 °C store', 'the 37 °C room'): no setting."""
_PLACE_AFTER = re.compile(r"\s*(?:store|fridge|freezer|cold\s*room|room|storage|shelf|rack)\b")
CONTENTS_PARAM = "contents_ul"
"""A volume a labware already holds ('wells pre-filled with 98 µL TE'): no step's value."""
_CONTENTS_BEFORE = re.compile(
    r"(?:(?:already\s+)?(?:held|holds|holding|contain(?:s|ed|ing)?|hold)|pre-?filled\s+with"
    r"|prefilled\s+with|cultures?\s+of|to\s+each|into\s+each|already\s+with)\s+(?:[\w-]+\s+)?$"
)
RPM_PARAM = "centrifuge_rpm"
"""A centrifuge speed in rpm: turned into rcf_g only with a rotor radius (see K_i)."""
_WORD_TIME = re.compile(
    rf"\b(?P<word>{'|'.join(sorted(WORD_VALUES, key=len, reverse=True))})[\s-]+"
    r"(?P<unit>seconds?|secs?|minutes?|mins?|hours?|hrs?)\b"
)
_TIME_UNIT = {"sec": 1, "min": 60, "hou": 3600, "hrs": 3600, "hr": 3600}
_BARE_G = re.compile(rf"(?<![\w.,])(?P<num>{lx.NUM})(?P<k>\s?k)?\s*g\b(?!\s*/)")
_READ_MODE = {"wavelength_nm": "read_absorbance", "excitation_nm": "read_fluorescence"}


def params_for(operation: str) -> dict[str, str]:
    """Quantity role -> parameter name for an operation (empty when none is modelled)."""
    return _PARAMS.get(operation, {})


def _clause_values(
    text: str,
    low: str,
    span: Span,
    pcr: bool,
    operation: str | None,
    program: ProgramReading | None = None,
) -> tuple[list[ClauseValue], list[Span], list[str]]:
    start, end = span
    sub, sub_low = text[start:end], low[start:end]
    taken: list[Span] = []
    formats = _formats(sub_low, pcr, taken)
    scanner = _Scanner(sub, sub_low, taken, pcr, program, start)
    scanner.scan()
    values: list[ClauseValue] = []
    spans: list[Span] = []
    table = params_for(operation or "")
    for hit in scanner.hits:
        role = hit.role or ""
        if operation in AMBIENT_OPS and ROOM_TEMPERATURE.fullmatch(
            sub_low[hit.start : hit.end].strip()
        ):
            spans.append((start + hit.start, start + hit.end))
            continue  # 'shake ... at room temperature': no heating, not a setting
        spans.append((start + hit.start, start + hit.end))
        if hit.unit == "c" and _PLACE_AFTER.match(sub_low, hit.end):
            role = PLACE_PARAM  # 'from the Cytomat 2C425 (4 °C store)': which store, no setting
        if hit.unit == "ul" and _CONTENTS_BEFORE.search(
            sub_low[max(0, hit.start - 40) : hit.start]
        ):
            role = CONTENTS_PARAM  # 'which already held 10 µL', 'to each 50 µL PCR product'
        if operation and operation not in _PROGRAMS and role in _PCR_ROLES and role != "cycles":
            role = {"c": "temperature_c", "s": "duration_s"}.get(hit.unit, role)  # 'heat-kill'
        if (operation == "spin" and role == "centrifuge_rpm") or (
            operation == "spin" and role == "speed_rpm"
        ):
            param = RPM_PARAM
        else:
            param = table.get(role, role or hit.unit)
        values.append(
            ClauseValue(
                param,
                hit.value,
                hit.unit,
                sub[hit.start : hit.end].strip(),
                start + hit.start,
                start + hit.end,
            )
        )
    for m in _WORD_TIME.finditer(sub_low):  # 'for two minutes'
        if all(
            m.end() <= a or m.start() >= b
            for a, b in taken + [(v.start - start, v.end - start) for v in values]
        ):
            seconds = WORD_VALUES[m["word"]] * _TIME_UNIT[m["unit"][:3]]
            values.append(
                ClauseValue(
                    table.get("duration_s", "duration_s"),
                    float(seconds),
                    "s",
                    sub[m.start() : m.end()],
                    start + m.start(),
                    start + m.end(),
                )
            )
            spans.append((start + m.start(), start + m.end()))
    mix_param = {"mix": "cycles", "transfer": "mix_cycles"}.get(operation or "")
    if operation == "transfer" and not re.search(r"\bmix|up and down|triturat", sub_low):
        mix_param = None  # 'add 200 uL PBS 3 times' repeats the step: not a mixing count
    if mix_param and not any(v.param == mix_param for v in values):
        for m in re.finditer(r"(?<![\w.])(\d{1,3})\s+times\b", sub_low):  # 'up and down 10 times'
            values.append(
                ClauseValue(
                    mix_param,
                    float(m[1]),
                    "cycles",
                    sub[m.start() : m.end()],
                    start + m.start(),
                    start + m.end(),
                )
            )
            spans.append((start + m.start(), start + m.end()))
    if operation in _PROGRAMS and not any(v.param == "cycles" for v in values):
        for m in re.finditer(r"(?<![\w.])(\d{1,3})\s+times\b", sub_low):  # 'cycle 40 times'
            values.append(
                ClauseValue(
                    "cycles",
                    float(m[1]),
                    "cycles",
                    sub[m.start() : m.end()],
                    start + m.start(),
                    start + m.end(),
                )
            )
            spans.append((start + m.start(), start + m.end()))
    if operation == "run_assay" and not any(v.param == "sample_count" for v in values):
        for m in _ASSAY_SAMPLES.finditer(sub_low):  # 'analyse the 12 samples on the LabChip'
            values.append(
                ClauseValue(
                    "sample_count",
                    float(m[1]),
                    "count",
                    sub[m.start() : m.end()],
                    start + m.start(),
                    start + m.end(),
                )
            )
            spans.append((start + m.start(), start + m.end()))
            break
    if operation == "spin" and not any(v.param == "rcf_g" for v in values):
        for m in _BARE_G.finditer(sub_low):
            if all(m.end() <= a or m.start() >= b for a, b in taken):
                num = float(m["num"].replace(",", "").replace(" ", ""))
                num *= 1000 if m["k"] else 1  # '1k g'
                values.append(
                    ClauseValue(
                        "rcf_g",
                        num,
                        "g",
                        sub[m.start() : m.end()],
                        start + m.start(),
                        start + m.end(),
                    )
                )
                spans.append((start + m.start(), start + m.end()))
    return values, spans, formats


_ASSAY_SAMPLES = re.compile(
    r"(?<![\w.])(\d{1,3})\s+(?:of\s+the\s+)?(?:[\w-]+\s+){0,2}?(?:samples|libraries|reactions"
    r"|products|amplicons|wells|lysates|extracts)\b"
)
"""A sample count in a clause that runs an assay ('12 of the samples', '48 libraries')."""


AMBIENT_OPS = (
    "shake",
    "spin",
    "transfer",
    "mix",
    "read_absorbance",
    "read_fluorescence",
    "read_luminescence",
    "seal",
    "peel",
    "move_plate",
)
ROOM_TEMPERATURE = re.compile(r"room temp(?:erature)?|ambient temperature|rt")
"""'At room temperature' on an operation in AMBIENT_OPS means no temperature setting."""
_MULTI = {"transfer": "volume_ul", "read_absorbance": "wavelength_nm"}
"""Operations whose clause may state several values of one parameter, one step each
('add 15 uL master mix and 5 uL template', 'read absorbance at 450 nm and 570 nm')."""


def _split_volumes(clause: Clause, low: str) -> list[Clause]:
    param = _MULTI.get(clause.operation or "")
    volumes = [v for v in clause.values if v.param == param]
    if param is None or len(volumes) < 2:
        return [clause]
    if clause.operation != "transfer":
        return [
            Clause(
                start=clause.start,
                end=clause.end,
                text=clause.text,
                operation=clause.operation,
                values=[v, *(x for x in clause.values if x.param != param)],
                formats=clause.formats,
                instruments=clause.instruments,
                wells=clause.wells,
            )
            for v in volumes
        ]
    out = []
    for i, vol in enumerate(volumes):
        lo = clause.start if i == 0 else vol.start
        hi = volumes[i + 1].start if i + 1 < len(volumes) else clause.end
        part = Clause(
            start=lo,
            end=hi,
            text=clause.text if i == 0 else clause.text[lo - clause.start : hi - clause.start],
            whole=clause.text,
            operation="transfer",
            values=[
                vol,
                *(v for v in clause.values if v.param != "volume_ul" and lo <= v.start < hi),
            ],
            formats=clause.formats,
            instruments=clause.instruments,
            wells=well_selection(low[lo:hi]) or clause.wells,
        )
        out.append(part)
    return out


def _read_mode(piece: str) -> str | None:
    for op, rx in OP_PATTERNS:
        if op.startswith("read_") and rx.search(piece):
            return op
    return None


def _plain_role(value: ClauseValue, operation: str | None) -> str:
    """A PCR stage role read in a fragment ('then at 75 °C for 10 min') is a plain
    temperature or time when the step it continues is no thermocycling program."""
    if operation in _PROGRAMS or value.param not in _PCR_ROLES or value.param == "cycles":
        return value.param
    return {"c": "temperature_c", "s": "duration_s"}.get(value.unit, value.param)


_PARTICIPLE_PHRASE = re.compile(
    r"\s*(?:and\s+)?(?:[\w-]+(?:ed|en)|spun|read)\s+(?:on|with|using|by|in|via)\s+(?:the\s+)?\S"
)
"""'..., added on the OT-2': a phrase that says how the step before it ran, no new step."""
_VALUES_FIRST = re.compile(r"\s*(?:for|at|during|over|in|under|with|after|~|approx\w*|\d)\b")
"""A fragment before the first step that only gives values ('For 10 minutes, spin ...')."""


def _attach_fragments(clauses: list[Clause]) -> list[Clause]:
    """Clauses without an operation ('Using the Hamilton STAR', 'for 5 min') belong to a
    neighbour: instruments, labware and wells to the next clause, values to the previous."""
    out: list[Clause] = []
    pending: Clause | None = None
    leading: Clause | None = None  # values before any step ('For 10 minutes, spin ...')
    for clause in clauses:
        if (
            clause.operation is None
            and clause.values
            and not out
            and leading is None
            and _VALUES_FIRST.match(clause.text.lower())
        ):
            leading = clause
            continue
        if leading is not None and clause.operation is not None:
            table = params_for(clause.operation)
            for v in leading.values:
                param = table.get(v.param, v.param)
                if clause.value(param) is None:
                    clause.values.append(
                        ClauseValue(param, v.value, v.unit, v.text, v.start, v.end)
                    )
            clause.instruments = leading.instruments + clause.instruments
            clause.formats = clause.formats or leading.formats
            leading = None
        prev_out = out[-1] if out else None
        if (
            prev_out is not None
            and clause.operation == prev_out.operation
            and not clause.values
            and not clause.wells
            and _PARTICIPLE_PHRASE.match(clause.text.lower())
        ):
            prev_out.instruments += clause.instruments  # '50 uL of medium, added on the OT-2'
            continue
        if (
            prev_out is not None
            and clause.operation == prev_out.operation
            and not clause.values
            and clause.instruments
            and len(clause.text) <= sum(len(m.text) for m in clause.instruments) + 8
        ):
            prev_out.instruments += clause.instruments  # 'Operation: Shake / Device: BioShake'
            continue
        same_place = (
            not clause.instruments
            or not prev_out
            or not prev_out.instruments
            or {m.instrument_id for m in clause.instruments}
            == {m.instrument_id for m in prev_out.instruments}
        )
        if (
            clause.inferred
            and prev_out is not None
            and prev_out.operation == clause.operation
            and not any(prev_out.value(v.param) not in (None, v.value) for v in clause.values)
            and same_place
        ):
            prev_out.values += clause.values  # 'Centrifuge the plate. 1000 x g, 5 min.'
            prev_out.formats += [f for f in clause.formats if f not in prev_out.formats]
            prev_out.instruments += [m for m in clause.instruments if m not in prev_out.instruments]
            continue
        if (
            clause.operation is None
            and not clause.values
            and clause.wells
            and not clause.instruments
            and prev_out is not None
            and prev_out.operation in ("transfer", "mix")
            and not prev_out.wells
        ):
            prev_out.wells = clause.wells  # '20ul MM -> cols 1-6': where the step goes
            prev_out.formats += [f for f in clause.formats if f not in prev_out.formats]
            continue
        if clause.operation is None and not clause.values:
            pending = clause if pending is None else pending
            if pending is not clause:  # '5424R | 12 x 1.5ml tubes | 16k x g 15 min'
                pending.instruments += clause.instruments
                pending.formats += [f for f in clause.formats if f not in pending.formats]
            continue
        if clause.operation is None and out:
            prev = out[-1]
            table = params_for(prev.operation or "")
            mapped = [
                ClauseValue(
                    table.get(_plain_role(v, prev.operation), _plain_role(v, prev.operation)),
                    v.value,
                    v.unit,
                    v.text,
                    v.start,
                    v.end,
                )
                for v in clause.values
            ]
            if prev.operation and any(prev.value(v.param) not in (None, v.value) for v in mapped):
                # 'incubate at 42 °C for 15 min, then at 95 °C for 5 min': the same operation
                # again with new values
                clause.operation, clause.values = prev.operation, mapped
                clause.instruments = clause.instruments or list(prev.instruments)  # same place
                out.append(clause)
                continue
            prev.values += mapped
            prev.formats += [f for f in clause.formats if f not in prev.formats]
            prev.instruments += clause.instruments
            continue
        if pending is not None:
            clause.instruments = pending.instruments + clause.instruments
            clause.formats = clause.formats or pending.formats
            clause.wells = clause.wells or pending.wells
            pending = None
        out.append(clause)
    if pending is not None and out:
        out[-1].instruments += pending.instruments
    if leading is not None:
        out.insert(0, leading)  # values with no step at all: K_i reports them unconsumed
    return out


_PROGRAMS = ("run_pcr", "run_qpcr")


def _merge_reads(clauses: list[Clause]) -> list[Clause]:
    """'Excite at 485 nm, read the emission at 528 nm': two pieces of one fluorescence read
    (one states the excitation, the next only the emission) are one step."""
    out: list[Clause] = []
    for clause in clauses:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.operation == "read_fluorescence"
            and clause.operation in ("read", "read_fluorescence")
            and clause.values
            and all(v.param in ("emission_nm", "excitation_nm") for v in clause.values)
            and all(prev.value(v.param) is None for v in clause.values)
        ):
            prev.values += [
                ClauseValue(
                    v.param if clause.operation == "read_fluorescence" else "emission_nm",
                    v.value,
                    v.unit,
                    v.text,
                    v.start,
                    v.end,
                )
                for v in clause.values
            ]
            prev.end = max(prev.end, clause.end)
            continue
        out.append(clause)
    return out


def _merge_programs(
    clauses: list[Clause], conflicts: list[ClauseValue] | None = None
) -> list[Clause]:
    """Adjacent clauses that describe one thermocycling program ('PCR: 95 C 30 s, then 35
    cycles of ...') are one step; a program named without values before another clause of
    the same program ('Set up a PCR: add ..., run 35 cycles') is a heading, not a step. A
    read without a mode ('the plate reader') is not a step when another clause reads.
    A parameter the merged clauses state twice with different values is kept once and the
    other value goes to ``conflicts`` (never dropped unseen)."""
    reads = any((c.operation or "").startswith("read_") for c in clauses)
    clauses = [
        c
        for k, c in enumerate(clauses)
        if not (
            c.operation in _PROGRAMS
            and not c.values
            and any(d.operation == c.operation for d in clauses[k + 1 :])
        )
        and not (c.operation == "read" and not c.values and reads)
    ]
    out: list[Clause] = []
    for clause in clauses:
        prev = out[-1] if out else None
        if (
            prev is not None
            and clause.operation in _PROGRAMS
            and prev.operation == clause.operation
        ):
            prev.values += [v for v in clause.values if prev.value(v.param) is None]
            if conflicts is not None:
                conflicts += [
                    v
                    for v in clause.values
                    if v not in prev.values and prev.value(v.param) not in (None, v.value)
                ]
            prev.end = max(prev.end, clause.end)
            prev.instruments += clause.instruments
            prev.formats += [f for f in clause.formats if f not in prev.formats]
            continue
        out.append(clause)
    return out


def _resolve_references(clauses: list[Clause]) -> list[Clause]:
    """A value-less reference to an operation another clause states takes that clause's
    place in the run order; references with nothing to refer to stay as steps."""
    result = list(clauses)
    for ref in [c for c in clauses if c.reference]:
        same = [
            c
            for c in result
            if c is not ref
            and not c.reference
            and c.operation
            and (
                c.operation == ref.operation
                or (ref.operation == "read" and c.operation.startswith("read_"))
            )
        ]
        if not same:
            ref.reference = False
            continue
        target = min(same, key=lambda c: abs(c.start - ref.start))
        result.remove(target)
        result[result.index(ref)] = target
    return result


def _clause(
    text: str,
    low: str,
    span: Span,
    pcr: bool,
    mentions: list[InstrumentMention],
    quantity_spans: list[Span],
    registry: Registry | None = None,
    heading: list[InstrumentMention] | None = None,
    program: ProgramReading | None = None,
) -> Clause:
    """One clause: its operation, and the values, labware, wells and instruments it names."""
    piece = low[span[0] : span[1]]
    operation = operation_of(piece) or ("incubate" if WAIT.match(piece) else None)
    if program is not None and operation not in _PROGRAMS and program.claims(*span):
        operation = "run_pcr"  # '72 5 min, hold 4': a piece of a thermocycling program
    if operation is None and re.match(r"\s*(?:run|load|put|place|start)\b", piece):
        # 'Run the PCR plate on the ODTC': the named instrument's first operation
        named = [m for m in mentions if span[0] <= m.start < span[1] and m.instrument_id]
        named = named or list(heading or [])  # 'kf: run RNA_v2'
        inst = registry.instrument(named[0].instrument_id or "") if named and registry else None
        operation = next(iter(inst.operations), None) if inst is not None else None
    stage_roles = operation in _PROGRAMS or (operation is None and pcr)
    values, spans, formats = _clause_values(text, low, span, stage_roles, operation, program)
    inferred = False
    if operation is None:
        named = [m for m in mentions if span[0] <= m.start < span[1] and m.instrument_id]
        operation = _operation_from(values, named or list(heading or []), registry)
        if operation is not None:
            inferred = True
            stage_roles = operation in _PROGRAMS
            values, spans, formats = _clause_values(
                text, low, span, stage_roles, operation, program
            )
    if operation == "read":
        mode = _read_mode(piece) or next(
            (_READ_MODE[v.param] for v in values if v.param in _READ_MODE), None
        )
        if mode is not None:
            operation = mode
            values, spans, formats = _clause_values(text, low, span, False, operation, program)
    if operation in _PROGRAMS and QPCR.search(low):  # 'qPCR: ..., 40 cycles on the CFX384'
        operation = "run_qpcr"
    if (
        operation is None
        and any(v.unit == "ul" and v.param == "volume_ul" for v in values)
        and (_ADDS_SOMETHING.search(piece) or re.match(r"\s*(?:-+>|=+>|→)", low[span[1] :]))
    ):
        operation = "transfer"  # 'lyse the cells with 200 uL lysis buffer' adds the buffer
        values, spans, formats = _clause_values(text, low, span, False, operation, program)
    if operation == "incubate" and any(v.param == "speed_rpm" for v in values):
        operation = "shake"  # 'incubate at 37 °C with shaking at 250 rpm'
        values, spans, formats = _clause_values(text, low, span, False, operation, program)
    if operation == "mix" and re.search(r"\bshaker\b|\borbital\b|\bbioshake\b", piece):
        operation = "shake"  # 'after mixing on the plate shaker (30 s, 500 rpm)'
        values, spans, formats = _clause_values(text, low, span, False, operation, program)
    if operation is None and values and _PUT_BACK.search(piece):
        warm = any(v.param == "temperature_c" and v.value >= 25 for v in values)
        operation = (
            "incubate" if warm or not re.search(r"fridge|cold|freez|hotel", piece) else "store"
        )
        values, spans, formats = _clause_values(text, low, span, False, operation, program)
    if operation is None and not values and registry is not None:
        named = [m for m in mentions if span[0] <= m.start < span[1] and m.instrument_id]
        inst = registry.instrument(named[0].instrument_id or "") if named else None
        ops = [op for op in (inst.operations if inst else []) if op not in ("retrieve", "store")]
        if len(ops) == 1 and _DOES_WORK.search(piece):
            operation = ops[0]  # 'the 48 samples were assessed on the LabChip'
            values, spans, formats = _clause_values(text, low, span, False, operation, program)
    quantity_spans += spans
    destinations = [
        m.instrument_id
        for m in mentions
        if m.instrument_id
        and span[0] <= m.start < span[1]
        and re.search(r"\b(?:to|into|onto|in)\s+(?:the\s+)?$", low[max(0, m.start - 12) : m.start])
    ]
    origins = [
        m.instrument_id
        for m in mentions
        if m.instrument_id
        and span[0] <= m.start < span[1]
        and re.search(r"\b(?:from|out\s+of)\s+(?:the\s+)?$", low[max(0, m.start - 12) : m.start])
    ]
    return Clause(
        inferred=inferred,
        origins=origins,
        destinations=destinations,
        start=span[0],
        end=span[1],
        text=text[span[0] : span[1]],
        operation=operation,
        values=values,
        formats=formats,
        instruments=[m for m in mentions if span[0] <= m.start < span[1]],
        wells=wells_by_role(piece)[1],
        source_wells=wells_by_role(piece)[0],
    )


_ADDS_SOMETHING = re.compile(
    r"\b(?:into|to|in|onto|per\s+well|each\s+well|with)\b|->|\d\s*(?:µl|ul|ml)\s+(?:of\s+)?[a-z]{2,}"
)
"""A volume with a destination or a reagent ('90uL buffer into ...'): an addition, unlike a
bare value ('150 µL, 10 cycles')."""
_PUT_BACK = re.compile(
    r"\b(?:put|place|pop|stick|return|send)\w*\s+(?:it|them|the\s+(?:[\w-]+\s+)?plates?)\s+back\b"
)
"""'put it back (in) at 37 for 48 hours': back where it came from, for a time."""
_DOES_WORK = re.compile(
    r"\b(?:assess|analy[sz]|process|ran\b|run\b|runs\b|quantif|separat|sized?\b|measur|evaluat"
    r"|examin|check|profil|load)\w*"
)
"""Verbs that ask an instrument to do its one job ('assessed on the LabChip')."""
_BY_VALUE = (
    ("rcf_g", "spin"),
    ("excitation_nm", "read_fluorescence"),
    ("emission_nm", "read_fluorescence"),
    ("wavelength_nm", "read_absorbance"),
    ("integration_s", "read_luminescence"),
)
"""Values that only one operation takes: a clause stating one needs no verb."""


def _operation_from(
    values: list[ClauseValue], named: list[InstrumentMention], registry: Registry | None
) -> str | None:
    """The operation a verb-less clause asks for ('5424R | 16k x g 15 min 4 deg', 'ODTC:
    37 deg 30 min'): from a value only one operation takes, else from the named
    instrument -- its only operation, or the one of its operations the values fit."""
    params = {v.param for v in values}
    for param, operation in _BY_VALUE:
        if param in params:
            return operation
    if registry is None or not named or not values:
        return None
    inst = registry.instrument(named[0].instrument_id or "")
    if inst is None:
        return None
    ops = [op for op in inst.operations if op not in ("retrieve", "move_plate")]
    if len(ops) == 1:
        return ops[0]
    if "cycles" in params:
        return next((op for op in ops if op in _PROGRAMS), None)
    if params & {"speed_rpm", "centrifuge_rpm"} and "shake" in ops:
        return "shake"
    if params & {"temperature_c", "duration_s"} and "incubate" in ops:
        return "incubate"
    return None


_ASIDE = re.compile(
    r"(?:^|\n)(\s*(?:hi|hello|hey|dear|good\s+(?:morning|afternoon))\b[^,\n!]{0,40}[,!]"
    r"|\s*(?:please\s+)?(?:do|make)\s+(?:the\s+)?following\s*:?"
    r"|\s*(?:we|i)\s+would\s+like\s+to\s+(?:make|do|run)\s+the\s+following\b)"
    r"|(?:^|[,;.!?\n]|\band\b)(\s*(?:leave|drop)\s+(?:it|them)\s+(?:at|on|by)\s+the\s+[^,;.!?\n]*)"
    r"|(?:^|[,;(.!?\n]|\band\b)(\s*(?:(?:i'?ll|i\s+will|i'?m|i\s+am|i'?ve|i\s+have|we'?ll|we\s+will"
    r"|we'?re|we\s+are)\b[^.;!?\n]*|(?:which|that)\s+(?:had|has|have)\s+been|(?:once|after|when)\s+"
    r"[^,;.()]*?\b(?:by\s+hand|manually)\b|[^,;.()]*?\b(?:by\s+hand|manually)\b)[^,;.()]*)"
    r"(?=[,;.)]|$)"
)
"""A step done by hand, or the plate's history in a relative clause: no workcell step."""
_TITLE_LINE = re.compile(
    r"^[ \t]*(?:run|exp(?:eriment)?|eln|ticket|job|batch|project|protocol|day|request|order)\b"
    r"[ \t]*#?[ \t]*[\w/.-]*\d[\w/.-]*[ \t]*(?:[—–:-][^\n|;>]*|[ \t]+[a-z][^\n|;>]*)?"
    r"(?=[|;]|->|=>|\n|$)"
    r"|^[ \t]*(?:notes?|nb|n\.b\.|comments?|remarks?|fyi|ps)[ \t]*[:\-][^\n]*$"
    r"|^[ \t]*[-•*]?[ \t]*(?:requested[ \t]+by|request[ \t]+id|requester"
    r"|submitted(?:[ \t]+by)?|date|priority|cost[ \t]*cent(?:re|er)|project|pick-?up|drop-?off"
    r"|due|deadline|contact|phone|tel"
    r"|e-?mail|room|rm|pi|lab|group|account|order[ \t]+no\.?|sample[ \t]+ids?|plate[ \t]+ids?"
    r"|barcode|form|workflow|assay[ \t]+name|study|cohort)[ \t]*[:=][^\n]*$"
    r"|^[ \t]*step[ \t]*\|[^\n]*$",  # a table's header row ('Step | Device | Setting')
    re.M,
)
_CLOSING = re.compile(
    r"^[ \t]*(?:many[ \t]+)?(?:thanks|thank[ \t]+you|thx|cheers|best|best[ \t]+regards"
    r"|kind[ \t]+regards|regards|warm[ \t]+regards|br|ta|all[ \t]+the[ \t]+best|sincerely)"
    r"\b[^\n]{0,3}$",
    re.M,
)
"""The sign-off of an e-mail: what follows (name, room, phone) asks for no step."""
"""A title line ('Run #12 — PCR plate 3', 'ELN 10/14 enzyme kinetics') or a notes line
('notes: NTC in H6'): neither asks for a step, and its numbers are names, not values."""


def _title_spans(low: str) -> list[Span]:
    spans = []
    closing = _CLOSING.search(low)
    if closing is not None and len(low) - closing.start() < 200:
        spans.append((closing.start(), len(low)))  # the signature
    for m in _TITLE_LINE.finditer(low):
        line = m.group(0)
        if operation_of(line) is not None and re.match(
            r"[ \t]*(?:run|exp(?:eriment)?|eln|ticket|job|batch|protocol|day|order)\b", line
        ):
            continue  # 'run 35 cycles ...' asks for a step
        spans.append((m.start(), m.end()))
    return spans


_STEP_MARKER = re.compile(
    r"\s*(?:step\s*(?P<s>\d{1,2})\s*(?:[.):|]|[-–—]\s|$)|(?P<n>\d{1,2})\s*(?:[.)](?=\s)|\||$))\s*"
)
"""The number of a listed step ('Step 3:', '2)', '4 |', 'Step 1 –')."""
_FIRST_COLON = re.compile(
    r",?\s*\b(?:but\s+first|first(?:\s+of\s+all)?|(?:only\s+)?after\s+the\s+following"
    r"|before\s+that\s+the\s+following)\s*$"
)
"""'Read ..., but first:' / '... only after the following:': the list after the colon runs
first."""
_FORM_KEY = re.compile(r"\s*[-•*]?\s*[a-z][a-z -]{1,30}(?:\s*\([^)\n]{1,12}\))?")
"""A form field's key ('Incubation', 'Operation')."""
_STEP_REF = re.compile(
    r"\s*(?:(?:repeat|redo)\s+step\s*(?P<n>\d{1,2})\b|step\s*(?P<n2>\d{1,2})\s+again\b"
    r"|(?:as\s+(?:in|for|per)|same\s+as)\s+step\s*(?P<n3>\d{1,2})\b)[\s,]*(?:but\s+)?"
)
"""A step given by the number of another ('repeat step 2', 'as in step 1 but at 37 °C')."""


def _repeat(
    original: list[Clause],
    text: str,
    low: str,
    rest: Span,
    program: ProgramReading,
    quantity_spans: list[Span],
) -> list[Clause] | None:
    """The clauses of a listed step again, with the values the reference changes ('but at
    37 °C and for 10 min'); None when the step does not exist or the change is not read."""
    steps = [c for c in original if c.operation]
    if not steps:
        return None
    out = []
    said = low[rest[0] : rest[1]].strip(" .,;")
    for c in steps:
        values = list(c.values)
        if said:
            new, spans, _ = _clause_values(text, low, rest, False, c.operation, program)
            leftover = re.sub(
                r"\b(?:and|at|for|with|instead|the|same|time|but|of|to)\b|[\s,.;]",
                "",
                _blank(said, [(a - rest[0], b - rest[0]) for a, b in spans]),
            )
            if leftover or not new:
                return None  # 'for half as long': a change the reader cannot compute
            quantity_spans += spans
            values = [v for v in values if all(n.param != v.param for n in new)] + new
        out.append(
            Clause(
                start=rest[0],
                end=rest[1],
                text=text[rest[0] : rest[1]].strip() or c.text,
                operation=c.operation,
                values=values,
                formats=list(c.formats),
                instruments=list(c.instruments),
                wells=c.wells,
                destinations=list(c.destinations),
            )
        )
    return out


def _blank(piece: str, spans: list[Span]) -> str:
    for a, b in spans:
        piece = piece[:a] + " " * (b - a) + piece[b:]
    return piece


_DRAFT_MARKER = re.compile(r"draft protocol\s*:")
"""'<request> Draft protocol: 1. ... 2. ...': the numbered draft states the steps; the request
before it summarises them."""


def read_clauses(text: str, registry: Registry | None = None) -> ClauseReading:
    """Split ``text`` into clauses in run order, each with its operation and values."""
    if not isinstance(text, str):
        raise TypeError(
            f"read_clauses: text must be a str, got {type(text).__name__}; pass the intent as "
            "one string"
        )
    text = expand_shorthand(text)
    low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text.translate(lx.NORMALISE))
    aside = [(m.start(g), m.end(g)) for m in _ASIDE.finditer(low) for g in (1, 2, 3) if m.group(g)]
    for a, b in aside:  # blanked: no step, no value, no number to read
        low = low[:a] + " " * (b - a) + low[b:]
    pcr = re.search(r"\bq?pcr\b|thermocycl|amplif|\bcycles\b", low) is not None
    mentions = find_instruments(text, registry) if registry is not None else []
    program = read_programs(low)
    clauses: list[Clause] = []
    quantity_spans: list[Span] = []
    format_spans: list[Span] = []
    unread_steps: list[str] = []
    previous_start = 0  # index in ``clauses`` where the previous hard piece began
    marker = _DRAFT_MARKER.search(low)
    body = marker.end() if marker else 0  # a written draft is the list of steps
    titles = _title_spans(low)
    heading: list[InstrumentMention] = []  # an instrument named alone ('kf:') heads the next
    numbered: dict[int, list[Clause]] = {}
    number: int | None = None
    form_op: str | None = None
    first_at: int | None = None  # where the pieces after 'but first:' go
    after_key = False  # the piece before was a form field's key ('Duration:')
    for hard in hard_pieces(low):
        if hard[0] < body or any(a <= hard[0] and hard[1] <= b for a, b in titles):
            continue
        marker = _STEP_MARKER.match(low, hard[0], hard[1])
        if marker is not None:
            number = int(marker["s"] or marker["n"])
            if marker.end() >= hard[1]:
                continue  # 'Step 3:' heads the piece after it
            hard = (marker.end(), hard[1])
        value_piece = after_key
        after_key = bool(_FORM_KEY.fullmatch(low, hard[0], hard[1])) and low.startswith(
            ":", hard[1]
        )
        if after_key:
            key_op = operation_of(low[hard[0] : hard[1]])
            if key_op is not None:  # 'Incubation: 37 °C, 2 h': the key names the step
                form_op = key_op
                continue
        if form_op is not None and operation_of(low[hard[0] : hard[1]]) is None:
            forced_op: str | None = form_op
        else:
            forced_op = None
        form_op = None
        ref = _STEP_REF.match(low, hard[0], hard[1])
        if ref is not None:  # 'repeat step 2', 'as in step 1 but at 37 °C'
            copies = _repeat(
                numbered.get(int(ref["n"] or ref["n2"] or ref["n3"]), []),
                text,
                low,
                (ref.end(), hard[1]),
                program,
                quantity_spans,
            )
            if copies is None:
                unread_steps.append(text[hard[0] : hard[1]].strip())
            else:
                clauses += copies
                if number is not None:
                    numbered[number] = copies
            number = None
            continue
        back = BEFORE_THAT.match(low, hard[0])
        insert_at = len(clauses)
        if back is not None and back.end() < hard[1]:  # 'Read ... . Before that, spin ...'
            insert_at = previous_start
            hard = (back.end(), hard[1])
        if first_at is not None:  # 'read at 405, but first: peel, add ...'
            insert_at = first_at
        previous_start = insert_at
        head = _FIRST_COLON.search(low, hard[0], hard[1])
        if head is not None and low.startswith(":", hard[1]):
            hard = (hard[0], head.start())
            first_at = insert_at  # what follows the colon runs before this piece
        piece_clauses: list[Clause] = []
        for span, ordered_by_word in ordered_pieces(low, hard):
            clause = _clause(
                text, low, span, pcr, mentions, quantity_spans, registry, heading, program
            )
            if (
                value_piece
                and clause.operation == "incubate"
                and not clause.inferred
                and operation_of(low[span[0] : span[1]]) is None
                and WAIT.fullmatch(low, span[0], span[1])
            ):
                clause.operation = None  # 'Duration: 90 sec' is a value, not a wait
                clause.values, _, _ = _clause_values(text, low, span, False, None, program)
            if forced_op is not None and clause.operation is None and clause.values:
                clause.operation = forced_op
                clause.values, _, _ = _clause_values(text, low, span, False, forced_op, program)
            named_only = not clause.operation and not clause.values and not clause.formats
            heading = [m for m in clause.instruments if m.instrument_id] if named_only else []
            clause.reference = ordered_by_word and bool(clause.operation) and not clause.values
            if clause.operation is None and UNSUPPORTED.search(low, clause.start, clause.end):
                unread_steps.append(clause.text)  # 'vortex the tubes for 10 s', 'dried down'
            if clause.operation is None and not clause.values:
                piece = low[clause.start : clause.end]
                assay = any(rx.search(piece) for _, rx, _ in lx.ASSAY_RES)
                if (
                    ACTION.match(low, clause.start)
                    and not clause.reference
                    and not assay
                    and clause.text not in unread_steps
                ):
                    unread_steps.append(clause.text)
                if not clause.instruments and not clause.formats and not clause.wells:
                    continue  # a labware or instrument alone ('1.5ml tubes ->') heads the next
            piece_clauses.extend(_split_volumes(clause, low))
        clauses[insert_at:insert_at] = piece_clauses
        if first_at is not None and insert_at == first_at and head is None:
            first_at += len(piece_clauses)  # the pieces after the colon keep their order
        if number is not None:  # a step may run over several pieces ('1. Shaker: 800 rpm')
            numbered[number] = [*numbered.get(number, []), *piece_clauses]
    conflicts: list[ClauseValue] = []
    clauses = _merge_reads(_merge_programs(_attach_fragments(clauses), conflicts))
    for clause in clauses:
        if clause.operation in _PROGRAMS:
            clause.two_step = program.is_two_step(clause.start, clause.end)
    for fmt_rx in lx.FORMAT_RES:
        format_spans += [(m.start(), m.end()) for m in fmt_rx[1].finditer(low)]
    ordered = _resolve_references(clauses)
    for clause in ordered:
        a = text.rfind("\n", 0, clause.start) + 1
        b = text.find("\n", clause.start)
        clause.line = text[a : b if b >= 0 else len(text)]
    unread = [
        t
        for t in unexplained_numbers(text, low, [*quantity_spans, *format_spans, *titles], mentions)
        if t.start >= body and not any(u.start <= t.start < u.end for u in program.unclear)
    ]
    unread += [  # a step of a program whose stage the text does not settle
        NumberToken(u.start, u.end, text[u.start : u.end].strip(), u.reason)
        for u in program.unclear
        if u.start >= body
    ]
    unread += [
        NumberToken(v.start, v.end, v.text, f"{v.param} is stated twice")
        for v in conflicts
        if v.start >= body
    ]
    unread.sort(key=lambda t: t.start)
    mentions = [m for m in mentions if m.start >= body]
    return ClauseReading(
        aside=[text[a:b].strip() for a, b in aside],
        text=text,
        clauses=ordered,
        unread=unread,
        unknown_instruments=[m for m in mentions if m.instrument_id is None],
        unread_steps=unread_steps,
        quantity_spans=quantity_spans,
    )
