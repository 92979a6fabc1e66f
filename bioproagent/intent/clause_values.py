"""The values a clause states: each quantity under the parameter its operation takes."""

from __future__ import annotations

import itertools
import re

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_model import Clause, ClauseValue
from bioproagent.intent.clause_ops import OP_PATTERNS
from bioproagent.intent.clause_split import Span
from bioproagent.intent.numbers import WORD_VALUES
from bioproagent.intent.parser import _formats, _Scanner
from bioproagent.intent.programs import ProgramReading
from bioproagent.intent.wells import well_selection

_PROGRAMS = ("run_pcr", "run_qpcr")
"""Thermocycling operations (their values are the stages of a program)."""

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
    r"(?:cells?|samples?|lysates?|beads?|sera|organoids?|bacteria)\s+(?:are\s+|is\s+|sit\s+)?"
    r"(?:already\s+)?in\s+(?:about\s+|~\s*)?$"  # '(cells are in 100 µL)', 'with cells in 75 µL'
    r"|(?:(?:already\s+)?(?:held|holds|holding|contain(?:s|ed|ing)?|hold|has|have|had)"
    r"|pre-?filled\s+with"
    r"|prefilled\s+with|cultures?\s+of|to\s+each|into\s+each|already\s+with)\s+(?:[\w-]+\s+)?$"
)
_COMPOSITION = re.compile(
    r"\b(?:contain(?:s|ed|ing)?|holds?|held|consist(?:s|ed|ing)?\s+of|made\s+(?:up\s+)?of)\b"
    r"(?:[^.;\n:]|\.(?=\d)){0,60}:(?:[^.;\n]|\.(?=\d))*$"
)
"""A list after 'contains ...:' is what a well already holds, part by part."""
CAPACITY_PARAM = "well_capacity_ul"
"""How much a well or a tip holds ('96 deep-well plate (2.2 mL wells)', '300 uL tips'): the
labware's size, no step's value."""
_CAPACITY_AFTER = re.compile(
    r"\s*(?:wells?\s*\)|well\s+(?:volume|capacity)|capacity|max(?:imum)?\s*(?:per\s+well\s*)?\)"
    r"|working\s+volume|(?:deep[- ]?well|(?:square|round)[- ]well)\s+(?:plates?|blocks?)"
    r"|(?:filter(?:ed)?\s+|wide[- ]bore\s+|conductive\s+)?tips?\b|tip\s+(?:box|rack)s?)"
)
_DESCRIBED_LABWARE = re.compile(
    r"\b(?:plates?|blocks?|tubes?|strips?|sealed|set\s+up)\s*\([^()\n]*$"
)
"""'The Reporter Cell Plate (96-well white, 100 µL per well; ...)', 'sealed (mix + template,
25 µL per well)': a volume in the parenthesis that describes a labware is what it holds."""


def labware_volume_role(low: str, start: int, end: int, adds: bool = False) -> str | None:
    """CONTENTS_PARAM or CAPACITY_PARAM for a volume at ``low[start:end]`` that describes a
    labware rather than a step ('already held 10 µL', '(..., 100 µL per well)', '300 uL
    tips', '(2.2 mL wells)'); None for a step's volume. In a step that adds liquid (``adds``),
    'into the plate (50 µL per well)' is the step's own volume."""
    described = _DESCRIBED_LABWARE.search(low[max(0, start - 80) : start])
    if _CONTENTS_BEFORE.search(low[max(0, start - 40) : start]) or (described and not adds):
        return CONTENTS_PARAM
    if _COMPOSITION.search(low[max(0, start - 160) : start]):
        return CONTENTS_PARAM  # 'each well contains 10 µL of reaction: 5 µL SYBR mix, ...'

    if _held_there(low, start, end):
        return CONTENTS_PARAM
    if _CAPACITY_AFTER.match(low, end) or _TIP_BEFORE.search(low, max(0, start - 30), start):
        return CAPACITY_PARAM
    return None


_SAMPLE_NOUN = (
    r"(?:pcrs?|(?:pcr\s+)?(?:products?|reactions?|rxns?)|samples?|standards?|lysates?|eluates?"
    r"|cells|cultures?|digests?|librar(?:y|ies))"
)
_INTO_WHAT = re.compile(r"(?:\bto|\binto|\bonto)\s+(?:the|each|every|all\s+the|all)\s*$")
_HELD_NOUN = re.compile(rf"\s*{_SAMPLE_NOUN}\b")
_NOUN_BEFORE_PAREN = re.compile(rf"\b{_SAMPLE_NOUN}\s*\($")


def _held_there(low: str, start: int, end: int) -> bool:
    """Whether the volume at ``low[start:end]`` is what wells already hold: 'to the 50 µL
    PCR', 'into each 20 µL reaction', 'standards and samples (25 µL each)', '(50 µL sample,
    already in)'."""
    if _INTO_WHAT.search(low, max(0, start - 20), start) and _HELD_NOUN.match(low, end):
        return True
    opened = low.rfind("(", max(0, start - 40), start)
    closed = low.find(")", end, end + 60)
    if opened < 0 or closed < 0 or ")" in low[opened:start]:
        return False
    inside = low[opened:closed]
    if re.search(r"\balready\b", inside):
        return True
    return bool(re.search(r"\beach\b|\bper\s+well\b", inside)) and bool(
        _NOUN_BEFORE_PAREN.search(low, max(0, opened - 40), opened + 1)
    )


_TIP_BEFORE = re.compile(r"\btips?(?:\s+(?:type|size|box|rack))?\s*(?:is|are|=|:)?\s*(?:the\s+)?$")
"""'tip type is the 250 µL': the tip's size."""
RPM_PARAM = "centrifuge_rpm"
"""A centrifuge speed in rpm: turned into rcf_g only with a rotor radius (see K_i)."""
_WORD_TIME = re.compile(
    rf"\b(?P<word>{'|'.join(sorted(WORD_VALUES, key=len, reverse=True))})[\s-]+"
    r"(?P<unit>seconds?|secs?|minutes?|mins?|hours?|hrs?)\b"
)
_TIME_UNIT = {"sec": 1, "min": 60, "hou": 3600, "hrs": 3600, "hr": 3600}
_BARE_G = re.compile(lx.BARE_G)
_READ_MODE = {
    "wavelength_nm": "read_absorbance",
    "excitation_nm": "read_fluorescence",
    "integration_s": "read_luminescence",  # 'read this one with 1 s integration'
}


def _add(values: list[ClauseValue], spans: list[Span], value: ClauseValue) -> None:
    """A value read from the clause, and its span marked as read."""
    values.append(value)
    spans.append((value.start, value.end))


def params_for(operation: str) -> dict[str, str]:
    """Quantity role -> parameter name for an operation (empty when none is modelled)."""
    return _PARAMS.get(operation, {})


_REJECTED_BEFORE = re.compile(rf"(?:,\s*|\(\s*|\s){lx.REJECTING}\s+(?:the\s+)?$")
"""Words right before a value that turn it down beside another of its kind ('2,000 x g, not
1,500 x g', 'at 37 °C rather than 30 °C')."""


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
        if _REJECTED_BEFORE.search(sub_low, max(0, hit.start - 16), hit.start) and any(
            h is not hit and h.unit == hit.unit for h in scanner.hits
        ):
            continue  # '2,000 x g, not 1,500 x g': the value the clause turns down
        if hit.unit == "c" and _PLACE_AFTER.match(sub_low, hit.end):
            role = PLACE_PARAM  # 'from the Cytomat 2C425 (4 °C store)': which store, no setting
        if hit.unit == "ul":
            adds = operation in ("transfer", "mix")
            role = labware_volume_role(sub_low, hit.start, hit.end, adds) or role
            if _COMPOSITION.search(low[max(0, start + hit.start - 160) : start + hit.start]):
                role = CONTENTS_PARAM  # the piece is a list the sentence opened with 'contains:'
        if operation and operation not in _PROGRAMS and role in _PCR_ROLES and role != "cycles":
            role = {"c": "temperature_c", "s": "duration_s"}.get(hit.unit, role)  # 'heat-kill'
        if (operation == "spin" and role == "centrifuge_rpm") or (
            operation == "spin" and role == "speed_rpm"
        ):
            param = RPM_PARAM
        elif operation == "read_absorbance" and role in ("emission_nm", "excitation_nm"):
            param = "wavelength_nm"  # 'absorbance em 562 nm' (Portuguese 'em', at): one wavelength
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

    def read(param: str, value: float, unit: str, m: re.Match[str]) -> None:
        """A value read from a match in the clause (spans in the intent's text)."""
        text = sub[m.start() : m.end()]
        _add(
            values, spans, ClauseValue(param, value, unit, text, start + m.start(), start + m.end())
        )

    for m in _WORD_TIME.finditer(sub_low):  # 'for two minutes'
        if all(
            m.end() <= a or m.start() >= b
            for a, b in taken + [(v.start - start, v.end - start) for v in values]
        ):
            seconds = WORD_VALUES[m["word"]] * _TIME_UNIT[m["unit"][:3]]
            read(table.get("duration_s", "duration_s"), float(seconds), "s", m)
    mix_param = {"mix": "cycles", "transfer": "mix_cycles"}.get(operation or "")
    if operation == "transfer" and not re.search(r"\bmix|up and down|triturat", sub_low):
        mix_param = None  # 'add 200 uL PBS 3 times' repeats the step: not a mixing count
    if mix_param and not any(v.param == mix_param for v in values):
        for m in _TIMES.finditer(sub_low):  # 'up and down 10 times'
            read(mix_param, float(m[1]), "cycles", m)
    if operation in _PROGRAMS and not any(v.param == "cycles" for v in values):
        for m in _TIMES.finditer(sub_low):  # 'cycle 40 times'
            read("cycles", float(m[1]), "cycles", m)
    if operation == "run_assay" and not any(v.param == "sample_count" for v in values):
        found = _ASSAY_SAMPLES.search(sub_low)  # 'analyse the 12 samples on the LabChip'
        if found is not None and _CHANGED_TO.match(low, start + found.end()):
            found = None  # 'sample count 48 → 96': the old count of a change
        if found is not None:
            count = found[1] or found[2] or found[3] or found[4]
            n = float(WORD_VALUES[count]) if count in WORD_VALUES else float(count)
            read("sample_count", n, "count", found)  # 'the twelve fractions'

    if operation == "spin" and not any(v.param == "rcf_g" for v in values):
        for m in _BARE_G.finditer(sub_low):
            if all(m.end() <= a or m.start() >= b for a, b in taken):
                num = float(m["num"].replace(",", "").replace(" ", ""))
                read("rcf_g", num * (1000 if m["k"] else 1), "g", m)  # '1k g'
    return values, spans, formats


_CHANGED_TO = re.compile(r"\s*(?:→|->|=>|⇒)\s*\d")
"""A value followed by an arrow and another: the first is the one changed."""
_TIMES = re.compile(r"(?<![\w.])(\d{1,3})\s+times?\b")
"""'10 times' (a mixing count, or a cycle count in a program)."""
_NUMBER_WORDS = "|".join(sorted(WORD_VALUES, key=len, reverse=True))
_ASSAY_SAMPLES = re.compile(
    rf"(?<![\w.])(\d{{1,3}}|{_NUMBER_WORDS})\s+(?:of\s+the\s+)?(?:[\w-]+\s+){{0,2}}?"
    r"(?:samples|libraries|reactions|products|amplicons|wells|lysates|extracts|eluates|swabs"
    r"|digests|preps|fractions|isolates|specimens|sera|plasmids|clones|constructs|minipreps"
    r"|extractions|pools|peaks|proteins|purifications|captures|amplifications)\b"
    r"|\ball\s+(?:of\s+the\s+)?(\d{1,3})\b(?!\s*(?:[-–]|x\b|µ|u|m|s\b|%))"
    r"|(?<![\w.])(\d{1,3})\s+of\s+(?:them|these|those)\b"
    # 'sample count 400', 'number of samples: 24'
    r"|\b(?:sample\s+count|(?:number|no\.?)\s+of\s+samples)\s*[:=]?\s*(\d{1,4})\b"
    r"(?!\s*(?:[-–]|→|->|=>|to\s+\d))"  # not 'sample count 48 → 96': a change
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


def _removal_then_addition(clause: Clause, low: str) -> list[Clause] | None:
    """'aspirate medium (STAR), 100 uL CellTiter-Glo': a removal that states no volume, then,
    after a comma, a volume of something added. Two steps: the volume is the addition's."""
    piece = low[clause.start : clause.end]
    removal = re.match(rf"\W*(?:{lx.REMOVAL})", piece)
    volumes = [v for v in clause.values if v.param == "volume_ul"]
    if clause.operation != "transfer" or removal is None or not volumes:
        return None
    comma = piece.find(",", removal.end())
    first = volumes[0].start - clause.start
    if comma < 0 or first < comma or piece[comma:first].strip(", ") or "waste" in piece[first:]:
        return None
    cut = clause.start + comma
    taken = Clause(
        start=clause.start,
        end=cut,
        text=clause.text[:comma],
        operation="transfer",
        values=[v for v in clause.values if v.start < cut],
        instruments=[m for m in clause.instruments if m.start < cut],
    )
    added = Clause(
        start=volumes[0].start,
        end=clause.end,
        text=clause.text[first:],
        operation="transfer",
        values=[v for v in clause.values if v.start >= volumes[0].start],
        formats=clause.formats,
        instruments=clause.instruments,
        wells=clause.wells,
    )
    return [taken, added]


_SETTINGS_IN_TURN = ("incubate", "spin", "shake")
"""Operations whose clause may list whole settings one after the other, one step each
('25 °C 5 min, 37 °C 15 min' on the ODTC: two holds)."""


_NOT_IN_TURN = re.compile(
    r"\bor\b|\binstead\b|\bnot\b|\brather\b|\bwas\b|\bwere\b|\bnow\b|\bprevious\w*|\bold\b"
    r"|\bnew\b|\bchange\w*|→|->|=>|\(|\bvs\.?|\bversus\b|\beither\b|\bbut\b"
)


def _settings_in_turn(clause: Clause) -> list[Clause] | None:
    """A clause that states every one of its settings the same number of times, in groups
    one after the other ('25C 5min, 37C 15 min'), as one clause per group; None when the
    values do not fall into such groups (one value repeated alone stays a conflict)."""
    if clause.operation not in _SETTINGS_IN_TURN or len(clause.values) < 4:
        return None
    ordered = sorted(clause.values, key=lambda v: v.start)
    params = {v.param for v in ordered}
    size = len(params)
    if size < 2 or len(ordered) % size:
        return None
    groups = [ordered[k : k + size] for k in range(0, len(ordered), size)]
    if any({v.param for v in g} != params for g in groups):
        return None
    for a, b in itertools.pairwise(groups):
        between = clause.text[a[-1].end - clause.start : b[0].start - clause.start].lower()
        if _NOT_IN_TURN.search(between):
            return None  # '37 °C 1 h or 25 °C 2 h', '(was 25 °C 2 h)': no second step
    out = []
    for k, group in enumerate(groups):
        lo = clause.start if k == 0 else group[0].start
        hi = groups[k + 1][0].start if k + 1 < len(groups) else clause.end
        out.append(
            Clause(
                start=lo,
                end=hi,
                text=clause.text[lo - clause.start : hi - clause.start].strip(" ,;"),
                operation=clause.operation,
                values=list(group),
                formats=clause.formats,
                instruments=clause.instruments,
                wells=clause.wells,
            )
        )
    return out


def _split_volumes(clause: Clause, low: str) -> list[Clause]:
    parts = _removal_then_addition(clause, low) or _settings_in_turn(clause)
    if parts is not None:
        return parts
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
            wells=_part_wells(low, clause, lo, volumes[1].start if i == 0 else hi),
        )
        out.append(part)
    return out


_OWN_DESTINATION = re.compile(
    r"\b(?:into|to|onto|in)\s+(?:the\s+|each\s+|every\s+|all\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:wells?|columns?|cols?|rows?)\b|\b(?:into|to|in)\s+(?:wells?\s+)?[a-p]\d"
)
"""'... and 200 µL PBS into the 36 edge wells': the volume names where it goes."""


def _part_wells(low: str, clause: Clause, lo: int, hi: int) -> list[str] | None:
    """The wells the volume written in ``low[lo:hi]`` of a multi-volume transfer goes to:
    those its own words name ('90 µL into B2 to G11 and 200 µL into the edge wells'), else
    the clause's ('15 uL master mix and 5 uL template into columns 1-3')."""
    own = well_selection(low[lo:hi])
    return own if own or _OWN_DESTINATION.search(low, lo, hi) else clause.wells


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
