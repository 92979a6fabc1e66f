"""A wait written onto an addition: '100 µL TMB for 15 min', '10 uL enzyme, 10 s', 'the STAR
adds 50 µL of fixative and it sits 15 min at room temperature'. A transfer has no time of its
own, so the time (and a temperature said with it) is a wait after the addition: a clause of
its own, right after it. Without this the time is a value no step uses, and the plan asks."""

from __future__ import annotations

import dataclasses
import re

from bioproagent.intent.clause_model import Clause

_WAIT_PARAMS = ("duration_s", "temperature_c")


_SAYS_WAIT = re.compile(
    r"(?:\bfor|\b(?:sits?|stands?|waits?|rests?|incubates?|left)(?:\s+for)?"
    r"|\bthen\s+(?:wait|incubate|leave\s+it))\s+(?:another\s+|a\s+further\s+)?(?:\S+\s+)?$"
)
"""The words that make a time on an addition a wait ('TMB for 15 min', 'it sits 15 min')."""


def waits_after_additions(clauses: list[Clause], low: str) -> list[Clause]:
    """``clauses`` with the time stated on an addition moved to a wait right after it."""
    out: list[Clause] = []
    for clause in clauses:
        times = [v for v in clause.values if v.param == "duration_s"]
        if clause.operation != "transfer" or len(times) != 1:
            out.append(clause)
            continue
        start = times[0].start
        lead = low[max(clause.start, start - 40) : start]
        if not _SAYS_WAIT.search(lead):
            out.append(clause)  # '50 uL reagent, 1' shake ...': whose time? the plan asks
            continue
        waited = [v for v in clause.values if v.param in _WAIT_PARAMS and v.start >= start - 25]
        wait = Clause(
            start=start,
            end=clause.end,
            text=clause.text[max(0, start - clause.start) :] or times[0].text,
            operation="incubate",
            values=waited,
            line=clause.line,
        )
        kept = dataclasses.replace(clause, values=[v for v in clause.values if v not in waited])
        out += [kept, wait]
    return out
