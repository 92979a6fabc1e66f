"""Late passes over the read clauses: the cells of a table row that settle the step before
them, an incubation that turns out to shake, and a later mention of a step already named."""

from __future__ import annotations

import re

from bioproagent.intent.clause_merge import _AGAIN_READ, _values_for
from bioproagent.intent.clause_model import Clause
from bioproagent.intent.clause_ops import operation_of

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
            prev.formats += [f for f in clause.formats if f not in prev.formats]
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
