"""Clauses joined after splitting: fragments to their step, one read or program over several
pieces, back-references to the step they name."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_model import Clause, ClauseValue
from bioproagent.intent.clause_values import (
    _PROGRAMS,
    AMBIENT_OPS,
    ROOM_TEMPERATURE,
    _plain_role,
    params_for,
)
from bioproagent.intent.wells import UNUSED_AFTER

_PARTICIPLE_PHRASE = re.compile(
    r"\s*(?:and\s+)?(?:[\w-]+(?:ed|en)|spun|read)\s+(?:on|with|using|by|in|via)\s+(?:the\s+)?\S"
)
"""'..., added on the OT-2': a phrase that says how the step before it ran, no new step."""
_LABWARE_NOUN = re.compile(
    r"\s*(?:(?:a|an|the|fresh|new|clean|empty|sterile|same)\s+)*(?:[\w.-]+\s+){0,2}?"
    r"(?:plates?|tubes?|strips?|conicals?|falcons?|reservoirs?|blocks?)\b"
)
"""A fragment that opens with labware ('fresh tubes (Opentrons Flex)'): a destination."""
_LEADS_FORWARD = re.compile(r"\s*(?:using|use|on|with|in|into|via|by|for|at)\b")
"""A fragment that sets up the next step ('Using the STAR and a 384-well plate, ...')."""
_VALUES_FIRST = re.compile(r"\s*(?:for|at|during|over|in|under|with|after|~|approx\w*|\d)\b")
"""A fragment before the first step that only gives values ('For 10 minutes, spin ...')."""


def _values_for(values: list[ClauseValue], operation: str | None) -> list[ClauseValue]:
    """``values`` under the parameter names of ``operation`` (a fragment's '2 min' is a
    spin's duration_s, a read's integration_s)."""
    table = params_for(operation or "")
    return [
        ClauseValue(
            table.get(_plain_role(v, operation), _plain_role(v, operation)),
            v.value,
            v.unit,
            v.text,
            v.start,
            v.end,
        )
        for v in values
        # 'shake ... 5 minutes, room temperature': no temperature setting for a shake or spin
        if operation not in AMBIENT_OPS or not ROOM_TEMPERATURE.fullmatch(v.text.lower())
    ]


_LEFT_UNUSED = re.compile(r"\d\b" + UNUSED_AFTER.pattern)
"""A selection the sentence says no step uses ('Columns 7-12 stay empty for now')."""
_FROM_SELECTION = re.compile(
    r"\bfrom\s+(?:the\s+)?(?:wells?|columns?|cols?\.?|rows?)?\s*[a-p]?\d[^,]*$"
)
"""A transfer piece ending in its source wells ('10ul from col 1'), before an arrow names
where the liquid goes."""


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
        if (
            prev_out is not None
            and prev_out.operation == "store"
            and clause.operation == "incubate"
            and not clause.instruments
            and prev_out.value("temperature_c") is None
            and clause.value("temperature_c") is not None
            and re.match(r"\s*(?:at|@)\s", clause.text.lower())
            and {v.param for v in clause.values} <= {"temperature_c", "duration_s"}
        ):  # 'go into the plate fridge, the Cytomat 2C425, at 4 °C overnight': the store's
            # temperature; how long it stays there is no setting of a store
            prev_out.values += [v for v in clause.values if v.param == "temperature_c"]
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
            prev_out.take_mentions(clause)
            pending = _labware_to(prev_out, pending)
            continue
        if (
            clause.operation is None
            and not clause.values
            and clause.wells
            and not clause.instruments
            and prev_out is not None
            and (
                prev_out.operation in ("transfer", "mix")
                or (prev_out.operation or "").startswith("read")
            )
            and (not prev_out.wells or _FROM_SELECTION.search(prev_out.text.lower()))
            and not _LEFT_UNUSED.search(clause.text.lower())  # 'Columns 7-12 stay empty'
        ):
            if prev_out.wells:  # '10ul from col 1 -> col 2': the first selection is the source
                prev_out.source_wells = prev_out.wells
            prev_out.wells = clause.wells  # '20ul MM -> cols 1-6', 'read ... Only A1-D12 ...'
            prev_out.take_labware(clause)
            continue
        if (
            clause.operation is None
            and not clause.values
            and (clause.formats or _LABWARE_NOUN.match(clause.text.lower()))
            and prev_out is not None
            and prev_out.operation == "transfer"
            and not _LEADS_FORWARD.match(clause.text.lower())
        ):  # '5 µL cells -> 384-well white plate (Biomek i5)': where the transfer goes
            prev_out.take_labware(clause)
            prev_out.instruments += clause.instruments
            prev_out.wells = prev_out.wells or clause.wells
            continue
        counts_only = all(v.param.endswith("_count") for v in clause.values)
        if clause.operation is None and (
            not clause.values or (counts_only and clause.formats and not out)
        ):  # 'I have 24 lysates in 1.5 mL tubes. Spin them ...': the tubes of the next step
            pending = clause if pending is None else pending
            if clause.formats:  # the words that name the labware
                pending.heading = f"{pending.heading} {clause.text.strip().rstrip(':|>- ')}"
            if pending is not clause:  # '5424R | 12 x 1.5ml tubes | 16k x g 15 min'
                pending.instruments += clause.instruments
                pending.take_labware(clause)
                pending.wells = pending.wells or clause.wells  # '| 384 flat P10 | cols 1-3:'
            continue
        if clause.operation is None and out:
            prev = out[-1]
            removal = prev.operation == "transfer" and _REMOVES.search(prev.text.lower())
            if removal and any(v.param == "volume_ul" for v in clause.values):
                clause.operation = "transfer"  # 'aspirate the medium, then 100 uL fresh medium'
                out.append(clause)
                continue
            mapped = _values_for(clause.values, prev.operation)
            if prev.operation and any(prev.value(v.param) not in (None, v.value) for v in mapped):
                # 'incubate at 42 °C for 15 min, then at 95 °C for 5 min': the same operation
                # again with new values; after a shake, a time and a temperature without a
                # speed are a wait ('shake 1 min 1000 rpm, 60 min at 37 °C')
                again = prev.operation
                if again == "shake" and not any(v.unit == "rpm" for v in clause.values):
                    again = "incubate"
                    mapped = _values_for(clause.values, again)
                clause.operation, clause.values = again, mapped
                clause.instruments = clause.instruments or list(prev.instruments)  # same place
                out.append(clause)
                continue
            prev.values += mapped
            if prev.operation == "spin" and prev.value("rcf_g") is None:
                prev.values += _bare_force(clause)  # '5424 R): 2 mL tubes, 13,000 g, 10 min'
            prev.reference = prev.reference and not mapped  # with values it is a step
            prev.take_labware(clause)
            prev.instruments += clause.instruments
            pending = _labware_to(prev, pending)
            continue
        if pending is not None:
            clause.instruments = [  # 'the plate from the hotel: read ...': where it was
                m for m in pending.instruments if m.instrument_id not in pending.origins
            ] + clause.instruments
            if not clause.formats and pending.formats:
                clause.formats = list(pending.formats)
                clause.heading = pending.heading.strip()
            clause.wells = clause.wells or pending.wells
            pending = None
        out.append(clause)
    if pending is not None and out:
        out[-1].instruments += pending.instruments
        same_line = pending.line is not None and pending.line == out[-1].line
        same_line = same_line and "|" in (pending.line or "")  # a row's closing cell
        if same_line and not out[-1].formats:  # '... | plate P8 (96 DW)': the line's plate
            out[-1].formats = list(pending.formats)
            out[-1].heading = pending.heading.strip()
    if leading is not None:
        out.insert(0, leading)  # values with no step at all: K_i reports them unconsumed
    return out


def _merge_reads(clauses: list[Clause]) -> list[Clause]:
    """'Excite at 485 nm, read the emission at 528 nm': two pieces of one fluorescence read
    (one states the excitation, the next only the emission) are one step; so are a read's mode
    and the read after it on the same line ('lum read pls, 1 sec integ')."""
    out: list[Clause] = []
    for clause in clauses:
        prev = out[-1] if out else None
        if (
            prev is not None
            and (prev.operation or "").startswith("read_")
            and not prev.values
            and (clause.operation == "read" or clause.operation == prev.operation)
            and 0 <= clause.start - prev.end <= 2  # 'luminescence read', 'lum. read'
        ):  # 'luminescence read pls, 0.5s integration': the mode, then the read with its values
            prev.values = _values_for(clause.values, prev.operation)
            prev.instruments += clause.instruments
            prev.end = max(prev.end, clause.end)
            continue
        if (
            prev is not None
            and prev.operation == "read_fluorescence"
            and clause.operation in ("read", "read_fluorescence")
            and clause.values
            and all(v.param in ("emission_nm", "excitation_nm") for v in clause.values)
            and all(prev.value(v.param) is None for v in clause.values)
        ):
            prev.values += [
                replace(
                    v, param=v.param if clause.operation == "read_fluorescence" else "emission_nm"
                )
                for v in clause.values
            ]
            prev.end = max(prev.end, clause.end)
            continue
        if (
            prev is not None
            and prev.operation == "read_fluorescence"
            and clause.operation == "read_absorbance"
            and clause.inferred
            and [v.param for v in clause.values] == ["wavelength_nm"]
            and prev.value("excitation_nm") is not None
        ):  # '... emission at 665 nm and then at 620 nm': a second emission, same excitation
            excitation = next(v for v in prev.values if v.param == "excitation_nm")
            (wavelength,) = clause.values
            clause.operation = "read_fluorescence"
            clause.values = [excitation, replace(wavelength, param="emission_nm")]
        out.append(clause)
    return out


_AGAIN_READ = re.compile(r"\bagain\b|\bonce\s+more\b|\bre-?read|\bthe\s+same\b|\brepeat")
"""'... and read again', 'the same shake again': the step before it of that kind, once more."""


_REMOVES = re.compile(rf"\bwaste\b|{lx.REMOVAL}")
"""A clause that takes liquid off: the volumes after it are an addition of their own."""


def _labware_to(step: Clause, pending: Clause | None) -> Clause | None:
    """The labware named alone between a step and its values ('Instrument: 5810 R / Tubes: 50
    mL conicals / RCF: 3,000 x g', 'microcentrifuge, 12 x 1.5 ml tubes: 16.1k x g') is the
    step's; None when it was taken."""
    if pending is None or not pending.formats or step.formats:
        return pending
    step.formats = list(pending.formats)
    step.heading = pending.heading.strip()
    step.wells = step.wells or pending.wells
    return None


def _heading_then_values(clauses: list[Clause]) -> list[Clause]:
    """'Incubate in the Cytomat 2C450: 35 °C, 18 h': a step named without values and, right
    after it, a piece of values only for the same operation are one step."""
    out: list[Clause] = []
    for clause in clauses:
        prev = out[-1] if out else None
        title = prev.text.strip().lower() if prev is not None else ""
        if (
            prev is not None
            and prev.operation == clause.operation
            and not prev.values
            and len(title.split()) <= 2
            and clause.text.lower().startswith(title)
        ):  # 'Step 4: Spin' / 'Spin the plate at 800 x g ...': a step's title, then the step
            out[-1] = clause
            continue
        if (
            prev is not None
            and prev.operation == clause.operation
            and not prev.values
            and prev.instruments
            and len(title) <= sum(len(m.text) for m in prev.instruments) + 1
        ):  # 'PF400: move plt to XPeel': the arm named as a heading, then its move
            clause.take_mentions(prev)
            out[-1] = clause
            continue
        if (
            prev is not None
            and prev.operation is not None
            and (prev.operation == clause.operation or _settings_of(prev, clause))
            and not prev.values
            and clause.values
            and not prev.reference
            and re.match(r"\s*(?:at\s+|for\s+|@\s*)?[\d(]", clause.text)
            and not _REMOVES.search(prev.text.lower())  # '... to waste, then 100 uL
        ):  # medium': a removal and then an addition of its own
            prev.values = _values_for(clause.values, prev.operation)
            if prev.operation == "spin" and prev.value("rcf_g") is None:
                prev.values += _bare_force(clause)  # '5424 R): 2 mL tubes, 13,000 g, 10 min'
            prev.end = max(prev.end, clause.end)
            prev.take_labware(clause)
            continue
        out.append(clause)
    return out


_BARE_FORCE = re.compile(lx.BARE_G)


def bare_force(low: str, start: int, end: int) -> list[ClauseValue]:
    """The first force in bare g ('13,000 g', '1k g') in ``low[start:end]``, as the rcf_g
    value of a spin whose settings were written as a list of values."""
    m = _BARE_FORCE.search(low, start, end)
    if m is None:
        return []
    value = float(m["num"].replace(",", "").replace(" ", "")) * (1000 if m["k"] else 1)
    return [ClauseValue("rcf_g", value, "g", m.group(0), m.start(), m.end())]


def _bare_force(piece: Clause) -> list[ClauseValue]:
    """The force in bare g of a piece of values that turned out to be a spin's settings."""
    found = bare_force(piece.text.lower(), 0, len(piece.text))
    return [
        ClauseValue(v.param, v.value, v.unit, v.text, piece.start + v.start, piece.start + v.end)
        for v in found
    ]


_BARE_SETTINGS = re.compile(r"[\s\d.,°ºc×xgsecminhrµul/@;-]*", re.I)
"""A piece of values and units only ('160 °C, 1.5 s', '250 x g; 30 s')."""


def _settings_of(step: Clause, piece: Clause) -> bool:
    """'Seal the PCR plate on the a4S: 160 °C, 1.5 s', 'a4S seal, leaf-disc plate. 165 C, 2.5
    s.': a piece of bare values, read as a wait of its own (a temperature and a time), right
    after a step named without values whose operation takes every one of them: the step's
    settings. Only with a step that has settings of that kind; a wait after an addition
    ('add 50 µL. 37 °C, 30 min') stays a wait (an addition takes no temperature)."""
    if piece.operation not in (None, "incubate") or not _BARE_SETTINGS.fullmatch(piece.text):
        return False
    numbers = [m.start() for m in re.finditer(r"\d+(?:[.,]\d+)?", piece.text)]
    if not all(any(v.start <= piece.start + n < v.end for v in piece.values) for n in numbers):
        return False  # '1k g 1 min' after 'seal': a spin the reader did not take, no seal time
    table = params_for(step.operation or "")
    roles = {v.param for v in piece.values}
    return bool(table) and step.operation != "transfer" and roles <= set(table)


def _read_again(clauses: list[Clause]) -> list[Clause]:
    """'Then shake again and read again', 'then the same shake and the same read': a step
    without values, said to be repeated, has the values of the step before it of its kind
    (a read without a mode takes that read's mode too). A value it states itself wins."""
    for k, clause in enumerate(clauses):
        if clause.values or not clause.operation or not _AGAIN_READ.search(clause.text.lower()):
            continue
        before = next(
            (
                c
                for c in reversed(clauses[:k])
                if c.operation == clause.operation
                or (clause.operation == "read" and (c.operation or "").startswith("read_"))
            ),
            None,
        )
        if before is not None and before.values:
            clause.operation = before.operation
            clause.values = list(before.values)
    return clauses


def _merge_programs(
    clauses: list[Clause], conflicts: list[ClauseValue] | None = None
) -> list[Clause]:
    """Adjacent clauses that describe one thermocycling program ('PCR: 95 C 30 s, then 35
    cycles of ...') are one step; a program named without values before another clause of
    the same program ('Set up a PCR: add ..., run 35 cycles') is a heading, not a step. A
    read without a mode ('the plate reader') is not a step when another clause reads.
    A parameter the merged clauses state twice with different values is kept once and the
    other value goes to ``conflicts`` (never dropped unseen)."""
    moded = [(j, d) for j, d in enumerate(clauses) if (d.operation or "").startswith("read_")]
    reads = bool(moded)
    for k, c in enumerate(clauses):  # a heading's instruments and labware go to its program
        if c.operation in _PROGRAMS and not c.values and not c.reference:
            body = next((d for d in clauses[k + 1 :] if d.operation == c.operation), None)
            if body is not None:
                body.take_mentions(c)
    for k, c in enumerate(clauses):  # 'Only read the inner 60 wells': the wells of the read
        if c.operation == "read" and not c.values and c.wells and reads:
            _, near = min(moded, key=lambda jd: (abs(jd[0] - k), jd[0] > k))
            near.wells = near.wells or list(c.wells)
    named_next = {  # 'hand the plate to the KingFisher and run program X': one run
        k
        for k, (c, d) in enumerate(itertools.pairwise(clauses))
        if c.operation == d.operation == "run_program"
        and not lx.program_name(c.text)
        and lx.program_name(d.text)
    }
    for k in named_next:
        clauses[k + 1].take_mentions(clauses[k])
    clauses = [
        c
        for k, c in enumerate(clauses)
        if k not in named_next
        and not (
            c.operation in _PROGRAMS
            and not c.values
            and not c.reference  # 'after the PCR, spin ...' names the program stated later
            and any(d.operation == c.operation for d in clauses[k + 1 :])
        )
        and not (
            c.operation == "read"
            and not c.values
            and reads
            and not c.reference
            and not _AGAIN_READ.search(c.text.lower())
        )
    ]  # ('before the read, spin ...' names the read stated before: a reference, kept)
    out: list[Clause] = []
    for clause in clauses:
        prev = out[-1] if out else None
        if (
            prev is not None
            and clause.operation in _PROGRAMS
            and (prev.operation == clause.operation or _one_program(prev, clause))
        ):
            if prev.operation != clause.operation:
                prev.operation = "run_qpcr"  # 'CFX 95C 3 min; 45 cycles ...': one qPCR
            prev.values += [v for v in clause.values if prev.value(v.param) is None]
            if conflicts is not None:
                conflicts += [
                    v
                    for v in clause.values
                    if v not in prev.values and prev.value(v.param) not in (None, v.value)
                ]
            prev.end = max(prev.end, clause.end)
            prev.instruments += clause.instruments
            prev.take_labware(clause)
            continue
        out.append(clause)
    return out


def _one_program(prev: Clause, clause: Clause) -> bool:
    """Whether a qPCR piece and a PCR piece next to each other are one program written in two
    pieces ('CFX 95C 3 min; 45 cycles 95C 10 s, ...'): one has the cycles, the other not, and
    they state no setting twice."""
    if {prev.operation, clause.operation} != {"run_pcr", "run_qpcr"}:
        return False
    if (prev.value("cycles") is None) == (clause.value("cycles") is None):
        return False
    return all(prev.value(v.param) is None for v in clause.values)


_NEED = re.compile(
    r"\b(?:needs?|requires?|has\s+to\s+be|must\s+be|should\s+be|wants?)\b"
    r"|\bis\s+(?:mandatory|required|essential|needed|compulsory|a\s+must)\b"
)
_AGAIN = re.compile(r"\bagain\b|\bre-?(?:seal|spin|read|shake|incubat)|\bsecond\b|\banother\b")


def _need_then_how(clauses: list[Clause]) -> list[Clause]:
    """'The plate needs sealing ... Please heat-seal it at 170 °C for 3 s': a need stated
    without values and then the step itself with its values is one step, not two."""
    out: list[Clause] = []
    for k, clause in enumerate(clauses):
        later = next(
            (
                c
                for c in clauses[k + 1 :]
                if c.operation == clause.operation
                and c.values
                and not _AGAIN.search(c.text.lower())
            ),
            None,
        )
        if (
            later is not None
            and clause.operation
            and not clause.values
            and not clause.reference
            and _NEED.search(clause.text.lower())
        ):
            later.take_mentions(clause)
            continue
        out.append(clause)
    return out


def _names_the_program(ref: Clause, target: Clause) -> bool:
    """Whether a reference to a program step ('after the KingFisher program', 'after the
    bead cleanup') names that step: by its program's name, or by the word program."""
    name = lx.program_name(target.text)
    said = ref.text.lower()
    return (
        name is None
        or name.lower() in said
        or re.search(r"\bprog(?:ram(?:me)?)?\b", said) is not None
    )


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
        if ref.operation == "run_program":  # 'after the bead cleanup' is no named program
            same = [c for c in same if _names_the_program(ref, c)]
        if not same and ref.operation:  # 'before the incubation' of a heated shake
            stem = ref.operation[:5]
            same = [
                c
                for c in result
                if c is not ref and not c.reference and c.operation and stem in c.text.lower()
            ]
        if not same:
            ref.reference = False
            continue
        target = min(same, key=lambda c: abs(c.start - ref.start))
        at = result.index(ref)
        ahead: list[Clause] = []  # the clauses written after the reference, placed before it
        for c in reversed(result[:at]):
            if c.start <= ref.start:
                break
            ahead.append(c)
        if ahead and result.index(target) < at - len(ahead):
            # 'Peel, then transfer ... Before peeling, spin it': the spin, written after the
            # words that name the peel, runs before it; the peel keeps its place ahead of
            # the transfer instead of moving down to where its name was written
            for c in ahead:
                result.remove(c)
            result.remove(ref)
            k = result.index(target)
            result[k:k] = list(reversed(ahead))
            continue
        result.remove(target)
        result[result.index(ref)] = target
    return result


_SAME = re.compile(
    r"\b(?P<which>same|those|these|the\s+above|said)\s+(?P<what>speed|force|g|rcf|rpm|time|duration|temperature|temp|settings"
    r"|conditions|parameters|program|programme|values)\b"
)
_SAME_PARAMS = {
    "speed": ("rcf_g", "speed_rpm", "rotation_speed_rpm"),
    "force": ("rcf_g",),
    "g": ("rcf_g",),
    "rcf": ("rcf_g",),
    "rpm": ("speed_rpm", "rotation_speed_rpm"),
    "time": ("duration_s",),
    "duration": ("duration_s",),
    "temperature": ("temperature_c",),
    "temp": ("temperature_c",),
}
"""What 'the same speed' (time, temperature) copies; 'the same settings' copies them all."""


def _same_as_before(clauses: list[Clause]) -> list[Clause]:
    """'spin again, same speed, for 1 min': a value said to be the same as in the step before
    of that operation is that step's value (a value the clause states itself wins)."""
    advice: list[Clause] = []
    for k, clause in enumerate(clauses):
        for m in _SAME.finditer(clause.text.lower()):
            before = next(
                (c for c in reversed(clauses[:k]) if c.operation == clause.operation), None
            )
            if before is None:
                continue
            wanted = _SAME_PARAMS.get(m["what"])
            for v in before.values:
                if (wanted is None or v.param in wanted) and clause.value(v.param) is None:
                    clause.values.append(v)
            if m["which"] != "same" and _ADVICE.search(before.text.lower()):
                advice.append(before)  # 'a colleague told me that sealing at 180 °C ... works
                # better, so seal my block at those settings': one seal, the advised one
    return [c for c in clauses if not any(c is a for a in advice)]


_ADVICE = re.compile(
    r"\b(?:told\s+(?:me|us)|said|says|recommends?|recommended|suggests?|suggested|advised"
    r"|advises|works?\s+(?:much\s+)?better|holds?\s+up|is\s+(?:much\s+)?better)\b"
)
"""Words that make a clause advice heard from someone, not a step of its own."""


def one_peel(clauses: list[Clause]) -> list[Clause]:
    """Two peels with no seal between them are one peel: a plate without its seal cannot be
    peeled again ('take the seal off before the reader ... run it through the XPeel',
    'peel, then labchip' / 'xpeel ofc'). The later mention gives its instrument and values
    to the first, which keeps its place in the run."""
    out: list[Clause] = []
    for clause in clauses:
        earlier = next(
            (c for c in reversed(out) if c.operation in ("peel", "seal")),
            None,
        )
        if (
            clause.operation == "peel"
            and earlier is not None
            and earlier.operation == "peel"
            and not _AGAIN.search(clause.text.lower())
            and not any(earlier.value(v.param) not in (None, v.value) for v in clause.values)
        ):
            earlier.values += [v for v in clause.values if earlier.value(v.param) is None]
            earlier.take_mentions(clause)
            continue
        out.append(clause)
    return out


def one_read(clauses: list[Clause], low: str) -> list[Clause]:
    """The same read stated twice, with only the plate's fetching between ('Insert: read at
    595 nm ... it's in the hotel - pull it and read at 595'), is one read, where the later
    mention puts it; a read said to be repeated ('read again') stays two."""
    out: list[Clause] = []
    for clause in clauses:
        op = clause.operation or ""
        k = next((j for j in range(len(out) - 1, -1, -1) if out[j].operation == op), None)
        if (
            op.startswith("read_")
            and k is not None
            and clause.values
            and not _AGAIN.search(clause.text.lower())
            and all(  # as written, not a copy ('repeat step 1', 'read it twice more')
                low[c.start : c.end] == c.text.lower() for c in (out[k], clause)
            )
            and sorted((v.param, v.value) for v in out[k].values)
            == sorted((v.param, v.value) for v in clause.values)
            and all(c.operation in ("retrieve", "move_plate") for c in out[k + 1 :])
        ):
            earlier = out.pop(k)
            clause.take_mentions(earlier)
        out.append(clause)
    return out


_SETTINGS_OPS = (
    "spin",
    "shake",
    "incubate",
    "mix",
    "seal",
    "read_absorbance",
    "read_fluorescence",
    "read_luminescence",
)
"""Steps whose settings make them: a mention of one without any ('Quick spin before imaging',
'* Shake', 'please run it in the Cytomat', 'Sealing' above 'Heat-seal at 170 °C for 2 s')
beside the same step with its settings is that step named twice."""
_NEXT = re.compile(r"\b(?:then|next|afterwards|after\s+that|finally)\W*$")
"""'Spin at 1000 x g for 1 min. Then spin it.': a step said to come next is a step of its own."""
_ELUTE = re.compile(r"\W*(?:and\s+|then\s+)*elut")
_MORE = re.compile(
    r"\bagain\b|\bonce\s+more\b|\brepeat\w*|\btwice\b|\bsecond\b|\banother\b|\bsame\b"
    r"|\bas\s+(?:long|much)\b|\bhalf\b|\bdouble\b"
    r"|\bre-?(?:spin|shake|incubat\w*|mix\w*|centrifug\w*)"
)


def one_step(clauses: list[Clause], low: str) -> list[Clause]:
    """A spin, shake, incubation, mix or seal named without any setting right beside (no other step
    between) the same step with its settings is that one step: the settings' clause stays
    where it stands and takes the other's instruments and labware. Said again ('spin again',
    'repeat', 'a second shake'), it stays a step of its own (a copy, 'repeat step 1', has the
    settings of its original and is never bare)."""
    out: list[Clause] = []
    for clause in clauses:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.operation == "run_program"
            and clause.operation == "transfer"
            and _ELUTE.match(clause.text.lower())
        ):  # 'Clean up with AMPure beads, elute in 25 µL': the program's own elution
            prev.values += clause.values
            prev.take_mentions(clause)
            prev.end = max(prev.end, clause.end)
            continue
        if (
            prev is None
            or prev.operation != clause.operation
            or clause.operation not in _SETTINGS_OPS
            or bool(prev.values) == bool(clause.values)
            or _MORE.search((clause if prev.values else prev).text.lower())
            or (
                not clause.values
                and _NEXT.search(low, max(prev.end, clause.start - 30), clause.start)
            )
        ):
            out.append(clause)
            continue
        bare, stated = (clause, prev) if prev.values else (prev, clause)
        stated.take_mentions(bare)
        out[-1] = stated
    return out
