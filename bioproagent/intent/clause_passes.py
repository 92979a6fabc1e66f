"""Late passes over the read clauses: the cells of a table row that settle the step before
them, an incubation that turns out to shake, a later mention of a step already named, and
transfers that share the destination written once for them."""

from __future__ import annotations

import itertools
import re

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_merge import _AGAIN_READ, _values_for
from bioproagent.intent.clause_model import Clause
from bioproagent.intent.clause_ops import holds_only, operation_of
from bioproagent.intent.wells import well_selection
from bioproagent.registry.loader import Registry

_SETTLED_BY_ROW = ("spin", "shake", "seal", "incubate", "read_luminescence")


def row_settings(clauses: list[Clause], low: str) -> list[Clause]:
    """'5424R | 1.5 ml tubes | 16,000 xg | 10 min | 4C': in a table row, cells of values
    after a step's cell are that step's settings, not a wait of their own (unless the step
    already has a time: '... | VSpin 800 g 1 min | 10 min RT |' is a wait after it)."""
    out: list[Clause] = []
    for clause in clauses:
        prev = out[-1] if out else None
        if prev is not None and _row_cell_of(prev, clause, low):
            prev.values += _values_for(clause.values, prev.operation)  # ('| 5 min | RT')
            prev.take_labware(clause)
            prev.end = clause.end
            continue
        out.append(clause)
    return out


def _row_cell_of(prev: Clause, clause: Clause, low: str) -> bool:
    """Whether ``clause`` is a cell of values that settles ``prev``, the cell before it."""
    if clause.operation != "incubate" or prev.operation not in _SETTLED_BY_ROW:
        return False
    gap = low[prev.end : clause.start]
    if "|" not in gap or "\n" in gap or operation_of(gap) is not None:
        return False  # cells of one row, with no other step between them
    if operation_of(low[clause.start : clause.end]) is not None:
        return False
    mapped = _values_for(clause.values, prev.operation)
    return all(prev.value(v.param) is None for v in mapped)


def shaking_incubations(clauses: list[Clause]) -> list[Clause]:
    """'Incubate with shaking on the BioShake: 37 °C, 800 rpm, 30 min': an incubation whose
    values, merged from the piece after its heading, hold a shaking speed is a shake."""
    for clause in clauses:
        if clause.operation == "incubate" and any(v.param == "speed_rpm" for v in clause.values):
            clause.operation = "shake"
    return clauses


_THE_STEP = re.compile(r"\bthe\s+(?:spin|seal|read|read-?out|shake|peel|incubation|cycling|run)\b")


def references_back(clauses: list[Clause]) -> list[Clause]:
    """'... needs a quick spin at 1500 x g. ACTION: queue the spin on the workcell': a later
    clause without values that names 'the spin' of an earlier one is that spin, not a
    second one ('the same spin again' is a repeat, read by :func:`_read_again`)."""
    out: list[Clause] = []
    for clause in clauses:
        earlier = any(c.operation == clause.operation for c in out)
        if (
            earlier
            and clause.operation
            and not clause.values
            and not clause.wells
            and _THE_STEP.search(clause.text.lower())
            and not _AGAIN_READ.search(clause.text.lower())
        ):
            continue
        out.append(clause)
    return out


_NAMES_A_DESTINATION = re.compile(
    r"\b(?:into|to|onto|in)\s+(?:the\s+|a\s+|an\s+|each\s+|every\s+|all\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:plates?|wells?|tubes?|blocks?|strips?|reservoirs?|troughs?|waste)\b"
)
"""'into the cell plate', 'to each well': a transfer that says where it goes."""


def shared_destination(clauses: list[Clause], low: str) -> list[Clause]:
    """'18 µL of water and then 2 µL of DNA into wells A1-H3 on the OT-2': a transfer that
    names no destination, joined by 'and (then)' to one that does, goes there too."""
    for first, second in itertools.pairwise(clauses):
        if first.operation != "transfer" or second.operation != "transfer":
            continue
        if first.formats or first.wells or _NAMES_A_DESTINATION.search(first.text.lower()):
            continue  # '200 uL PBS into the cell plate, then ...': it has its own
        if any(lx.TAKES_OFF.search(c.text) for c in (first, second)):
            continue  # 'remove the supernatant, then ...': a removal shares no destination
        gap = low[first.end : second.start]
        if not re.fullmatch(r"[\s,]*(?:and\s+)?(?:then\s+)?", gap):
            continue
        if first.instruments and "then" not in gap:
            continue  # 'resuspension ... in 1 mL on the i5 and the transfer of 100 µL into ...'
        first.formats = list(second.formats)
        first.wells = list(second.wells) if second.wells else None
        # the instrument named with the first volume does both ('the Tecan to put 30 µL of
        # master mix and then 5 µL of cDNA into each well of a 384-well PCR plate')
        second.instruments = second.instruments or list(first.instruments)
        first.instruments = first.instruments or list(second.instruments)
        first.shares_destination = True
    for first, second in itertools.pairwise(clauses):
        if first.operation != "transfer" or second.operation != "transfer":
            continue
        if first.wells or not second.wells:
            continue
        if first.whole is not None and first.whole == second.whole:
            pass  # one transfer's volumes ('20uL mm + 5uL template -> cols 1-4')
        elif not _ARROW.fullmatch(low, first.end, second.start):
            continue
        elif not _leads_with_destination(second):
            continue  # '15 uL MM -> each of the 24 wells (cols 1-3) ..., + 5 uL template'
        if first.formats and second.formats and first.formats != second.formats:
            continue
        first.formats = first.formats or list(second.formats)
        first.wells = list(second.wells)
        first.instruments = first.instruments or list(second.instruments)
        first.shares_destination = True
    latest: Clause | None = None
    for clause in sorted(clauses, key=lambda c: c.start):
        if (
            clause.wells is None
            and clause.operation in ("transfer", "mix")
            and latest is not None
            and _SAME_WELLS.search(low, clause.start, clause.end)
        ):
            clause.wells = list(latest.wells or [])  # '... 10 µL of sample into the same wells'
            clause.formats = clause.formats or list(latest.formats)
        latest = clause if clause.wells else latest
    return clauses


_SAME_WELLS = re.compile(
    r"\b(?:the\s+same|same|those|these|said)\s+(?:\d+\s+)?wells\b"
    r"|\b(?:to|into)\s+(?:them|those|these)\b(?!\s+[\w-]+\s+(?:wells|tubes|plates)\b)"
)
"""A selection referred back to: the wells the text selected last."""


_ARROW = re.compile(r"\s*(?:→|->|=>)\s*")
"""A shorthand arrow between a volume and where it goes."""


def _leads_with_destination(clause: Clause) -> bool:
    """The clause opens with where liquid goes, before any volume of its own ('each of the 24
    wells (cols 1-3) of a PCR plate, + 5 uL template each')."""
    first_value = min((v.start for v in clause.values), default=clause.end)
    before = clause.text[: first_value - clause.start]
    return bool(clause.wells) and not re.search(r"\d\s*(?:µ|u)l\b", before)


def clean_up_titles(clauses: list[Clause], low: str, registry: Registry | None) -> list[Clause]:
    """'Bead clean-up on the Biomek i7: add 90 µL AMPure XP, mix 10x ...': a clean-up named
    on a liquid handler, with its own additions after it, is the title of those steps (the
    handler runs them), not a program of a magnetic-particle processor. A volume it states is
    what the wells hold ('the amplicons (40 µL) sit in columns 1-2'); its wells are theirs."""
    if registry is None:
        return clauses
    out: list[Clause] = []
    for k, clause in enumerate(clauses):
        named = [
            inst
            for m in clause.instruments
            if m.instrument_id and (inst := registry.instrument(m.instrument_id)) is not None
        ]
        rest = clauses[k + 1 :]
        if (
            clause.operation != "run_program"
            or not named
            or any("run_program" in inst.operations for inst in named)
            or not all(holds_only(low[max(0, v.start - 60) : v.end + 40]) for v in clause.values)
            or lx.program_name(clause.text)
            or not any(c.operation == "transfer" for c in rest[:2])
        ):
            out.append(clause)
            continue
        first = next((c.start for c in rest if c.start > clause.start), len(low))
        wells = clause.wells or well_selection(low[clause.start : first])
        for later in rest:  # the handler named in the title runs the steps that name none
            able = [m for m in clause.instruments if m.instrument_id in _able(registry, later)]
            if not later.instruments and able:
                later.instruments = list(able)
            if wells and later.wells is None and later.operation in ("transfer", "mix"):
                later.wells = list(wells)  # '... is in columns 1-3: add 90 µL ...'
    return out


def _able(registry: Registry, clause: Clause) -> set[str]:
    """The ids of the instruments that can run ``clause``'s operation."""
    return {
        inst.id for inst in registry.instruments.values() if clause.operation in inst.operations
    }


_THOSE = re.compile(
    r"\b(?:those|these|the\s+same|said)\s+(?:wells|columns|cols|rows)\b|\bto\s+them\b"
)


def wells_described_before(clauses: list[Clause]) -> list[Clause]:
    """'standards and samples (25 µL each) are in columns 1 to 3 ... add 200 µL to those
    columns only': wells a step-less sentence says hold the samples are the wells of the next
    step that points back at them."""
    for k, clause in enumerate(clauses):
        if clause.operation or not clause.wells:
            continue
        later = next((c for c in clauses[k + 1 :] if c.operation), None)
        if later is not None and later.wells is None and _THOSE.search(later.text.lower()):
            later.wells = list(clause.wells)
    return clauses
