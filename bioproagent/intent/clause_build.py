"""One clause of an intent built from its piece of text: its operation (from the verb, a
value only one operation takes, or the instrument it names) and the values, labware, wells
and instruments it states. :mod:`bioproagent.intent.clauses` splits the intent into pieces
and calls :func:`_clause` on each."""

from __future__ import annotations

import re

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_model import Clause, ClauseValue
from bioproagent.intent.clause_ops import (
    FORCE,
    PROGRAM_ON_KF,
    _implied,
    holds_only,
    only_wait_values,
    operation_of,
)
from bioproagent.intent.clause_split import (
    QPCR,
    WAIT,
    Span,
)
from bioproagent.intent.clause_values import (
    _PROGRAMS,
    _READ_MODE,
    _clause_values,
    _read_mode,
)
from bioproagent.intent.instruments import InstrumentMention
from bioproagent.intent.programs import ProgramReading
from bioproagent.intent.wells import wells_by_role
from bioproagent.registry.loader import Registry

_LIST_MARK = re.compile(r"^\s*\(?\d{1,2}[.)]\s*")


def _with_plate_size(piece: str, low: str) -> str:
    """``piece`` with '384 ' in front when it names no plate size and the intent names only
    384-well plates: 'rows A-D' of a 384-well plate are 96 wells, not 48."""
    if re.search(r"\b(?:96|384|24|48)\b", piece):
        return piece
    if re.search(r"\b384\b", low) and not re.search(r"\b(?:96|ninety-six)\b", low):
        return "384 " + piece
    return piece


_RUNS_A_PROGRAM = re.compile(
    r"\s*(?:run|start|launch)\s+(?:the\s+)?(?:(?:bead|extraction|purification|clean-?up)\s+)?"
    r"(?:program(?:me)?\s+['\"‘“]?[a-z][\w.-]*_[\w.-]+|['\"‘“]?[a-z][\w.-]*_[\w.-]+['\"’”]?"
    r"\s+(?:program(?:me)?|script|protocol)\b)"
)
"""'Run the Plasmid_96 program', 'run program RNA_extraction_96': a program stored on the bead
processor, the one instrument here that runs stored programs by name."""


_GOES_IN_LATER = re.compile(
    r"\b(?:before|until|till)\s+(?:it|they|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:goes|go|gets|get|is\s+put"
    r"|are\s+put|is\s+loaded|are\s+loaded)\s+(?:in|on|into|onto|to)\s+(?:the\s+)?$",
    re.I,
)
"""'seal the plate before it goes in the CFX': the instrument of a later step, not this one's."""


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
    unmarked = _LIST_MARK.sub("", piece, count=1)  # '(2) 15 min at room temperature'
    unmarked = lx.RIBOSOMAL.sub("rrna", unmarked)  # '18S rRNA amplicons': no 18 s wait
    waits = (WAIT.match(unmarked) is not None or only_wait_values(unmarked)) and FORCE.search(
        piece
    ) is None  # not '3 min with 1200 x g'
    if waits and registry is not None:  # 'a4S: 170 °C for 2.5 s': the sealer's settings
        named = [m for m in mentions if span[0] <= m.start < span[1] and m.instrument_id]
        inst = next(
            (registry.instrument(m.instrument_id or "") for m in named or list(heading or [])),
            None,
        )
        waits = inst is None or "incubate" in inst.operations
    operation = operation_of(piece) or ("incubate" if waits else None)
    if program is not None and operation not in _PROGRAMS and program.claims(*span):
        operation = "run_pcr"  # '72 5 min, hold 4': a piece of a thermocycling program
    if operation is None and re.match(r"\s*(?:run|load|put|place|start)\b", piece):
        # 'Run the PCR plate on the ODTC': the named instrument's first operation
        named = [m for m in mentions if span[0] <= m.start < span[1] and m.instrument_id]
        named = named or list(heading or [])  # 'kf: run RNA_v2'
        inst = registry.instrument(named[0].instrument_id or "") if named and registry else None
        operation = next(iter(inst.operations), None) if inst is not None else None
        if operation in ("transfer", "mix") and not re.search(r"\d\s*(?:µl|ul|ml)\b", piece):
            operation = None  # 'put the plate on the OT-2 and add ...': where, not a transfer
        if operation is None and _RUNS_A_PROGRAM.match(piece):
            operation = "run_program"  # 'Run the Plasmid_96 program': a stored bead program
    kf_heading = any(m.instrument_id == "kingfisher_flex" for m in heading or [])
    if operation is None and (
        PROGRAM_ON_KF.search(piece)
        or (
            (re.search(r"\b(?:kf|kingfisher)\b", piece, re.I) or kf_heading)
            and lx.program_name(piece) is not None
        )
    ):
        operation = "run_program"  # "KF Flex, prog 'MagMAX_mirVana_Flex'", 'KF DNA_Blood_200'
    stage_roles = operation in _PROGRAMS or (operation is None and pcr)
    values, spans, formats = _clause_values(text, low, span, stage_roles, operation, program)
    inferred = False
    if operation is None and not holds_only(piece):
        named = [m for m in mentions if span[0] <= m.start < span[1] and m.instrument_id]
        operation = _operation_from(values, named or list(heading or []), registry)
        if operation is not None:
            inferred = True
            stage_roles = operation in _PROGRAMS
            values, spans, formats = _clause_values(
                text, low, span, stage_roles, operation, program
            )
    if (
        operation is None
        and registry is not None
        and re.search(r"(?:->|→|=>|⇒)\s*$", low[max(0, span[0] - 6) : span[0]])
        and _INTO_A_STORE.fullmatch(low, *span)
    ):
        named = [m for m in mentions if span[0] <= m.start < span[1] and m.instrument_id]
        inst = registry.instrument(named[0].instrument_id or "") if len(named) == 1 else None
        if (
            inst is not None
            and "store" in inst.operations
            and "incubate" not in inst.operations  # an incubator after a wait is its place
            and not values
        ):
            operation = "store"  # 'plt → hotel after': the plate goes into the store
    near = low[max(0, span[0] - 60) : span[1]]
    if (
        operation is None
        and re.search(r"\d\s*rpm\b", piece)
        and re.search(r"(?:->|→|=>|⇒)\s*$", low[max(0, span[0] - 6) : span[0]])
        and re.search(r"bioshake|shaker|thermo-?mixer", near)
        and not re.search(r"x\s*g\b|×\s*g|\bxg\b|\brcf\b|centrifug|spin|spun|5810|5424|hig", near)
    ):  # 'PF400 to BioShake → 800 rpm 10 min 30 °C': the shaker's speed, the plate on it
        operation = "shake"
        inferred = True
        values, spans, formats = _clause_values(text, low, span, False, operation, program)
    if operation == "read":
        mode = _read_mode(piece) or next(
            (_READ_MODE[v.param] for v in values if v.param in _READ_MODE), None
        )
        if mode is not None:
            operation = mode
            values, spans, formats = _clause_values(text, low, span, False, operation, program)
    if operation in _PROGRAMS and QPCR.search(low):  # 'qPCR: ..., 40 cycles on the CFX384'
        operation = "run_qpcr"
    if operation == "run_pcr" and registry is not None:  # 'CFX 95C 3 min; 45 cycles ...'
        here = [m.instrument_id for m in mentions if span[0] <= m.start < span[1]]
        cyclers = [registry.instrument(i) for i in here if i]
        if (
            cyclers
            and all(c is not None and "run_pcr" not in c.operations for c in cyclers)
            and all(c is not None and "run_qpcr" in c.operations for c in cyclers)
        ):
            operation = "run_qpcr"  # the cycler named runs real-time PCR only
    if (
        operation is None
        and not holds_only(piece)
        and any(v.unit == "ul" and v.param == "volume_ul" for v in values)
        and (
            _ADDS_SOMETHING.search(piece)
            or re.match(r"\s*(?:-+>|=+>|→)", low[span[1] :])
            or _LIQUID_ARROW.search(low[max(0, span[0] - 30) : span[0]])
        )
    ):  # 'SN → new plt, 100uL': the liquid before the arrow goes where the piece says
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
    if operation is None and not values and _INTO_THE.match(piece):
        # '..., then into the Cytomat 24': a plate sent to a store, with no verb
        named = [m for m in mentions if span[0] <= m.start < span[1] and m.instrument_id]
        inst = registry.instrument(named[0].instrument_id or "") if named and registry else None
        if inst is not None and "store" in inst.operations and "incubate" not in inst.operations:
            operation = "store"
    if operation == "move_plate" and _a_timed_stay(values, mentions, span, registry):
        # 'move the plate into the CO2 incubator for 4 hrs at 37 °C': a timed stay there
        operation = "incubate"
        values, spans, formats = _clause_values(text, low, span, False, operation, program)
    if operation == "store" and _a_timed_stay(values, mentions, span, registry):
        operation = "incubate"  # 'back in the Cytomat 37 °C 2 h': a timed stay is a wait
        values, spans, formats = _clause_values(text, low, span, False, operation, program)
    if (
        operation is None
        and _BARE_FORCE.search(piece)
        and (
            re.search(
                r"\b(?:spin|spun|centrifug\w*)\b[^.;]{0,30}$",
                low[max(0, span[0] - 40) : span[0]],
            )
            or _implied(piece) == "spin"  # '→ 1k g 1 min →': a force and a spin's time
        )
    ):  # 'the spin-down to clear them: 1000 g, 5 minutes', 'briefly spun, 1000 g for 30 s'
        operation = "spin"
        inferred = True
        values, spans, formats = _clause_values(text, low, span, False, operation, program)
    if operation is None and registry is not None and _FREE_NUMBER.search(piece):
        named = [m for m in mentions if span[0] <= m.start < span[1] and m.instrument_id]
        inst = registry.instrument(named[0].instrument_id or "") if named else None
        ops = [op for op in (inst.operations if inst else []) if op not in ("retrieve", "store")]
        if len(ops) == 1:  # 'VSpin 500 g 1 min': the one thing the named instrument does
            operation = ops[0]
            inferred = True
            values, spans, formats = _clause_values(text, low, span, False, operation, program)
    if operation is None and not values and registry is not None:
        named = [m for m in mentions if span[0] <= m.start < span[1] and m.instrument_id]
        inst = registry.instrument(named[0].instrument_id or "") if named else None
        ops = [op for op in (inst.operations if inst else []) if op not in ("retrieve", "store")]
        if len(ops) == 1 and _DOES_WORK.search(piece):
            operation = ops[0]  # 'the 48 samples were assessed on the LabChip'
            values, spans, formats = _clause_values(text, low, span, False, operation, program)
    quantity_spans += spans
    destinations = _named_after(_TO_WORDS, mentions, span, low)
    origins = _named_after(_FROM_WORDS, mentions, span, low)
    source_wells, wells = wells_by_role(_with_plate_size(piece, text.lower()))
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
        instruments=[
            m
            for m in mentions
            if span[0] <= m.start < span[1] and not _GOES_IN_LATER.search(text, span[0], m.start)
        ],
        wells=wells,
        source_wells=source_wells,
    )


_ADDS_SOMETHING = re.compile(
    r"\b(?:into|to|in|onto|per\s+well|each\s+well|with)\b|->|\d\s*(?:µl|ul|ml)\s+(?:of\s+)?[a-z]{2,}"
    r"|\d\s*(?:µl|ul|ml)\s*/\s*well\b|\b[a-z]{3,}\s+\d+(?:\.\d+)?\s*(?:µl|ul|ml)\s*/\s*well\b"
)
"""A volume with a destination or a reagent ('90uL buffer into ...'): an addition, unlike a
bare value ('150 µL, 10 cycles')."""
_INTO_THE = re.compile(r"\s*(?:and\s+)?(?:then\s+)?(?:back\s+)?(?:in|into|to)\s+the\s+\S")
"""'then into the Cytomat 24', 'back to the plate fridge': where the plate goes, no verb."""
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


_TO_WORDS = re.compile(r"\b(?:to|into|onto|in)\s+(?:the\s+)?$")
_FROM_WORDS = re.compile(r"\b(?:from|out\s+of)\s+(?:the\s+)?$")


def _named_after(
    words: re.Pattern[str], mentions: list[InstrumentMention], span: Span, low: str
) -> list[str]:
    """The registry ids the piece names right after ``words`` ('into the Cytomat', 'out of
    the hotel')."""
    return [
        m.instrument_id
        for m in mentions
        if m.instrument_id
        and span[0] <= m.start < span[1]
        and words.search(low[max(0, m.start - 12) : m.start])
    ]


_LIQUID_ARROW = re.compile(
    r"\b(?:sn|sup|supernatants?|eluates?|lysates?|samples?|cells|media|medium|buffer)\s*"
    r"(?:-+>|=+>|→)\s*$"
)
_INTO_A_STORE = re.compile(
    r"(?:(?:back\s+)?(?:in(?:to)?|to)\s+)?(?:the\s+)?[\w -]{2,24}?"
    r"(?:\s+(?:after(?:wards)?|again|when\s+done|at\s+the\s+end))?\s*[.!]?\s*$"
)
"""'plt → hotel after', '→ back into the 2C425': a piece that only names where the plate goes
(read with the arrow before it)."""
_BARE_FORCE = re.compile(r"^\W*" + lx.BARE_G)
"""A piece that opens with a force in bare g ('1000 g, 5 minutes')."""
_FREE_NUMBER = re.compile(r"(?<![\w.])\d[\d.,]*(?![\w-])")
"""A number standing on its own ('500 g'), not part of a name ('5810R', 'a4S')."""


def _a_timed_stay(
    values: list[ClauseValue],
    mentions: list[InstrumentMention],
    span: Span,
    registry: Registry | None,
) -> bool:
    """A 'store' with a time and a warm temperature, or in an incubator ('back in the Cytomat
    37 °C 2 h'): an incubation (a store has no timer)."""
    if not any(v.param == "duration_s" for v in values):
        return False
    if any(v.param == "temperature_c" and v.value >= 25 for v in values):
        return True
    named = [m for m in mentions if span[0] <= m.start < span[1] and m.instrument_id]
    inst = registry.instrument(named[0].instrument_id or "") if registry and named else None
    return inst is not None and "incubate" in inst.operations


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
