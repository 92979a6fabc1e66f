"""Which instrument a request's steps run on when it names one for several of them.

'On the i7, add 40 µL of beads, shake at 1,000 rpm for 2 min, then sit the plate on the
magnet for 3 min' and 'i7: 30ul -> 1000rpm 1 min shake -> 4c 5 min on deck' name the Biomek
i7 once, at the head of the sentence, for every step it can do there; a step it cannot do
(a spin, a read) runs elsewhere, and a step that names its own instrument keeps it. A program
step named twice ('Purification program: MagMAX_mirVana_96' ... 'Runs on the KingFisher
Flex') is one run.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_model import Clause
from bioproagent.intent.instruments import InstrumentMention
from bioproagent.registry.loader import Registry

_LEAD_BEFORE = re.compile(
    r"(?:^|[.!?\n]\s*|[-*•]\s+)(?:please\s+)?(?:(?:on|using|with|in)\s+(?:the\s+|our\s+)?)?$",
    re.I,
)
"""What may stand before an instrument that heads its sentence ('On the i7', '- STAR')."""
_LEAD_AFTER = re.compile(r"\s*[,:]")
"""... and right after it: a comma or a colon."""
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|\n")
_END_AFTER = re.compile(r"[ \t]*(?:[.!?](?:\s|$)|\n|$)")


def lead_instrument(clauses: list[Clause], text: str, registry: Registry | None) -> list[Clause]:
    """The clauses with the instrument that heads their sentence given to each later step of
    that sentence that names none and that the instrument can do."""
    if registry is None:
        return clauses
    by_text = sorted(clauses, key=lambda c: c.start)
    for k, clause in enumerate(by_text):
        lead = _heading(clause, text)
        if lead is not None and lead.instrument_id is not None:
            later = [c for c in by_text[k + 1 :] if c.start >= lead.end]
            end = _SENTENCE_END.search(text, lead.end)
            stop = end.start() if end is not None else len(text)
            _give(lead, [c for c in later if c.start < stop], registry)
        tail = _trailing(clause, text)
        if tail is not None and tail.instrument_id is not None:
            ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, tail.start)]
            start = ends[-1] if ends else 0
            _give(tail, [c for c in by_text if start <= c.start < tail.start], registry)
    return clauses


def _give(mention: InstrumentMention, clauses: list[Clause], registry: Registry) -> None:
    """``mention`` given to each clause that names no instrument and that it can do."""
    inst = registry.instrument(mention.instrument_id or "")
    if inst is None:
        return
    for clause in clauses:
        if any(m.instrument_id for m in clause.instruments):
            continue
        op = clause.operation
        if (
            op is not None
            and op in inst.operations
            and op != "move_plate"
            and _fits(clause, inst.operations[op].param_specs)
        ):
            clause.instruments = [*clause.instruments, mention]


_ALL_ON = re.compile(
    r"\b(?:all|both|everything|each\s+(?:step|of\s+them))\s+(?:of\s+it\s+|of\s+them\s+)?"
    r"(?:on|with|using|in|by)\s+(?:the\s+|our\s+)?$",
    re.I,
)
"""'..., then magnet 5 min and pull off 80 µL, all on the i7': the instrument of every step of
the sentence it can do."""


def _trailing(clause: Clause, text: str) -> InstrumentMention | None:
    for m in clause.instruments:
        if _ALL_ON.search(text[max(0, m.start - 40) : m.start]) and _END_AFTER.match(text, m.end):
            return m
    return None


def _fits(clause: Clause, specs: Mapping[str, Mapping[str, Any]]) -> bool:
    """Whether the instrument takes every value the clause states, inside its limits ('37 °C,
    5 % CO2 overnight' is no step for a liquid handler's deck)."""
    aliases = {"speed_rpm": "rotation_speed_rpm"}
    for v in clause.values:
        spec = specs.get(v.param) or specs.get(aliases.get(v.param, ""))
        if spec is None:
            return False
        low, high = spec.get("minimum"), spec.get("maximum")
        if isinstance(low, int | float) and v.value < low:
            return False
        if isinstance(high, int | float) and v.value > high:
            return False
    return True


def _heading(clause: Clause, text: str) -> InstrumentMention | None:
    for m in clause.instruments:
        if m.start > clause.start + 2 and not _LEAD_AFTER.match(text, m.end):
            continue
        if _LEAD_BEFORE.search(text[max(0, m.start - 40) : m.start]) and _LEAD_AFTER.match(
            text, m.end
        ):
            return m
    return None


_AGAIN = re.compile(r"\b(?:again|twice|second|another|repeat\w*|re-?run)\b", re.I)
"""Words that make a program step a run of its own, not the same run named twice."""


def one_run(clauses: list[Clause]) -> list[Clause]:
    """One named program and a program step that names none: the second says where the
    first runs, not a second run."""
    runs = [c for c in clauses if c.operation == "run_program"]
    named = [c for c in runs if lx.program_name(c.text)]
    if len(named) != 1:
        return clauses
    nameless = [
        c
        for c in runs
        if c is not named[0]
        and not c.values
        and not lx.program_name(c.text)
        and not _AGAIN.search(c.text)
    ]
    for c in nameless:
        named[0].instruments = named[0].instruments or list(c.instruments)
    dropped = {id(c) for c in nameless}
    return [c for c in clauses if id(c) not in dropped]


_REACTION = frozenset({"contents_ul", "volume_ul", "sample_count", "replicates"})
"""Values of a thermocycling clause that describe the reactions, not the program."""


def one_cycling_run(clauses: list[Clause]) -> list[Clause]:
    """'... the details for our qPCR validation ... Please run the plate on the CFX384: 95 °C
    for 2 min, then 45 cycles ...': a thermocycling step that states nothing beside one that
    states its program is the same run, named twice, not a second run at the library's
    cycling."""
    out = clauses

    def cycling(c: Clause) -> bool:  # 'each well contains 10 µL': the reaction, no cycling
        return any(v.param not in _REACTION for v in c.values)

    for op in ("run_pcr", "run_qpcr"):
        runs = [c for c in out if c.operation == op]
        valued = [c for c in runs if cycling(c)]
        if len(valued) != 1:
            continue
        bare = [c for c in runs if not cycling(c) and not _AGAIN.search(c.text)]
        for c in bare:
            valued[0].instruments = valued[0].instruments or list(c.instruments)
            valued[0].values += [v for v in c.values if valued[0].value(v.param) is None]
        dropped = {id(c) for c in bare}
        out = [c for c in out if id(c) not in dropped]
    return out
