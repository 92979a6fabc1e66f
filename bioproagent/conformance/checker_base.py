"""The state K_i's checks share: the intent's clauses, the workflow, the recorded notes, and
how a finding becomes a :class:`Violation`."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bioproagent.intent.clauses import Clause, ClauseReading
from bioproagent.intent.spec import IntentSpec
from bioproagent.ir import Workflow
from bioproagent.registry.loader import Registry
from bioproagent.rules.violation import Violation
from bioproagent.vocab import param_unit

NON_STEP_ROLES = frozenset(
    {
        "dilution_factor",
        "bead_ratio",
        "concentration",
        "concentration_percent",
        "cell_density",
        "cells_per_well",
        "cell_count",
        "reaction_volume_ul",
        "elution_volume_ul",
        "contents_ul",
        "well_capacity_ul",
        "place_temperature_c",
    }
)
"""Quantity roles that describe reagents or samples rather than an instrument parameter."""


def same(a: Any, b: float) -> bool:
    if isinstance(a, bool) or not isinstance(a, int | float):
        return False
    return abs(float(a) - b) <= 1e-6 * max(1.0, abs(b))


@dataclass
class Match:
    clause: Clause
    index: int


class CheckerBase:
    def __init__(
        self,
        reading: ClauseReading,
        spec: IntentSpec,
        workflow: Workflow,
        registry: Registry,
        notes: Sequence[str],
    ) -> None:
        self.reading, self.spec, self.wf, self.registry = reading, spec, workflow, registry
        self.notes = [n.lower() for n in notes]
        quoted = {
            f"'{t.strip().lower()}'" for c in reading.clauses for t in (c.text, c.whole or "")
        } - {"''"}
        # notes for unread numbers: a note that quotes a whole clause ("'incubate at 42 for
        # 30 min': room temperature assumed") does not address the numbers in it
        self.number_notes = [_without(n, quoted) for n in self.notes]
        self.out: list[Violation] = []
        self.checked: set[tuple[int, int]] = set()

    # -- helpers ------------------------------------------------------------------------
    def _add(self, code: str, message: str, step: int | None = None, **extra: Any) -> None:
        step_id = self.wf.steps[step].id if step is not None else None
        self.out.append(Violation(code=code, step=step, step_id=step_id, message=message, **extra))

    def _noted(self, text: str) -> bool:
        """Whether a recorded assumption or question addresses ``text``: it names it, and
        not only inside a quoted clause ("'heat at 65 °C': room temperature assumed" quotes
        the clause, it does not address its 65 °C)."""
        return named_in(text, self.notes)

    def _number_noted(self, text: str) -> bool:
        return named_in(text, self.number_notes)

    def _label(self, i: int) -> str:
        s = self.wf.steps[i]
        return f"step {i + 1} ({s.operation} on {s.device})"

    def formats_used(self, indices: Iterable[int], role: str | None = None) -> set[str]:
        """The labware formats the steps at ``indices`` use (tips left out), in ``role`` only
        when one is given ('source' of a transfer)."""
        types = {lw.id: lw.type for lw in self.wf.labware}
        used = set()
        for i in indices:
            for name, refs in self.wf.steps[i].labware.items():
                for ref in refs if name != "tips" and role in (None, name) else []:
                    lt = self.registry.labware_type(types.get(ref.labware, ""))
                    if lt is not None:
                        used.add(lt.format)
        return used


def family(fmt_name: str) -> str:
    """A labware format without its variant ('plate_384_pcr' -> 'plate_384')."""
    return re.sub(r"_(?:pcr|flat)$", "", fmt_name)


_NINETY_SIX = re.compile(r"(?<![\d.])96(?!\d)|ninety-six", re.I)


def unsized_pcr_plate(stated: str, used: set[str] | list[str], text: str) -> bool:
    """'the qPCR plate' on the CFX384: a PCR plate whose well count the text never writes is
    read as a 96-well one, and a 384-well PCR plate honours it just as well."""
    return stated == "plate_96_pcr" and "plate_384_pcr" in used and not _NINETY_SIX.search(text)


def unit_of(param: str) -> str | None:
    """The unit a parameter name declares ('volume_ul' -> 'ul'); None for a count."""
    found = param_unit(param)
    return found.unit if found is not None else None


def named_in(text: str, notes: Sequence[str]) -> bool:
    """Whether a note names ``text`` as a whole: '6' is not named by 'plate_96' or '0.6 s',
    '37 for' is by "'37 for' read as ..."."""
    low = text.lower()
    pattern = re.compile(  # an identifier's '_' is a boundary: 'plate_96' names the 96
        (r"(?<![a-z0-9.])" if low[:1].isalnum() else "")
        + re.escape(low)
        + (r"(?![a-z0-9]|\.\d)" if low[-1:].isalnum() else "")
    )
    return any(pattern.search(_without_long_quotes(note, len(low))) for note in notes)


def _without_long_quotes(note: str, size: int) -> str:
    """``note`` with quoted passages much longer than ``size`` characters blanked out."""
    return _QUOTED.sub(lambda m: m.group(0) if len(m.group(0)) <= size + 12 else "''", note)


_QUOTED = re.compile(r"(?:^|(?<=[\s(\[]))'(?:[^'\n]|'(?=[a-z]))*'(?=[\s:;,.)\]]|$)", re.I)
"""A quoted passage: from a quote mark after a space to one before a space or a stop; an
apostrophe inside a word ('It's', 'don't') does not end it."""


def _without(note: str, quoted: set[str]) -> str:
    for q in quoted:
        note = note.replace(q, "''")
    return note


def layout(counts: dict[str, int], spec: IntentSpec) -> str:
    """'8 samples x 3 replicates', or '8 samples' when no replicate count is stated."""
    reps = counts.get("replicates") or spec.counts.get("replicates")
    n = counts.get("samples") or spec.counts.get("samples")
    return f"{n} samples x {reps} replicates" if reps and reps > 1 else f"{n} samples"


_RANGE_TEXT = re.compile(r"\d\s*[^\d\s]{0,3}\s*(?:-|–|—|\bto\b)\s*\d")
"""A stated value written as a range: '5-10 min', '5 min–10 min', '55 to 60 °C'."""


def arm_of_a_store_step(registry: Registry, operation: str | None, inst_id: str) -> bool:
    """'The PF400 picks a plate out of the Cytomat 24': an arm named for a retrieve or a
    store moves the plate; the store runs the step."""
    inst = registry.instrument(inst_id)
    return operation in ("retrieve", "store") and inst is not None and inst.category == "ARM"
