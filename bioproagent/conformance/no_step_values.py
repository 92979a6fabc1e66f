"""K_i for a value taken from text the clause reader set aside.

The clause reader leaves some text out as asking for no step: a request's label, a title, an
aside, a note, a done line. When a step of the code nevertheless carries a value that the
intent writes only there (a recipe filled in from the whole text when no clause was read),
the plan runs something the reading says was never asked, or asked in words it could not
read ('Request RR-2024-121, project IMM-0098: vortex ..., then spin ... at 2,000 x g'). The
fail-safe asks rather than approve it.
"""

from __future__ import annotations

import re

from bioproagent.conformance.checker_base import CheckerBase
from bioproagent.textutil import fmt, is_number


def _inside(spans: list[tuple[int, int]], start: int, end: int) -> tuple[int, int] | None:
    return next(((a, b) for a, b in spans if a <= start and end <= b), None)


def check_no_step_values(checker: CheckerBase) -> None:
    """UNCONSUMED_QUANTITY for each step value the intent states only in text read as no
    step, and in no clause."""
    reading, spec = checker.reading, checker.spec
    spans = list(reading.no_step_spans)
    if not spans:
        return
    low = reading.text.lower()
    read_values = {(v.param, v.value) for c in reading.clauses for v in c.values}
    stated = {param for param, _ in read_values}
    set_aside: dict[tuple[str, float], tuple[str, str]] = {}
    for q in spec.quantities:
        if q.role is None or (q.role, q.value) in read_values:
            continue
        for m in re.finditer(re.escape(q.text.lower()), low):
            span = _inside(spans, m.start(), m.end())
            if span is None:
                break  # written in a step too: not only set aside
            set_aside.setdefault((q.role, q.value), (q.text, reading.text[span[0] : span[1]]))
    for i, step in enumerate(checker.wf.steps):
        for param, value in step.params.items():
            if not is_number(value):
                continue
            found = set_aside.get((param, float(value)))
            if found is None or param in stated or checker._noted(found[0]):
                continue  # a setting some clause states: VALUE_CHANGED compares it
            words, where = found
            checker._add(
                "UNCONSUMED_QUANTITY",
                f"{checker._label(i)} uses {param} = {fmt(value)} from '{words}', but the "
                f"intent writes it only in '{where.strip()}', text read as no step (a "
                "label, a title, an aside or a note).",
                i,
                path=f"/steps/{i}/params/{param}",
                limit=words,
                actual=value,
                hint="write the step as its own instruction (e.g. 'spin at 2,000 x g for "
                "1 min'), or leave the value out if nothing should run",
            )


_REQUEST = re.compile(r"\b(?:please|pls|plz|kindly|could\s+you|can\s+you|would\s+you|make\s+it)\b")
"""Words that ask for something: text holding them and a setting is a request, whatever
else it reports ('Signal was low last time, so please raise the integration to 90 s')."""
_CONDITIONAL = re.compile(r"\b(?:if|when|unless|should\s+the)\b")
"""Words of a condition: a request under one is advice ('If the pellet is loose, please ...')."""


def check_set_aside_requests(checker: CheckerBase) -> None:
    """UNCONSUMED_QUANTITY for a setting written in text read as no step when that text also
    asks for something and no step runs the value: the reading set a request aside, and the
    plan must not go on without it."""
    reading, spec = checker.reading, checker.spec
    spans = list(reading.no_step_spans)
    if not spans:
        return
    low = reading.text.lower()
    used = {
        (param, float(value))
        for step in checker.wf.steps
        for param, value in step.params.items()
        if is_number(value)
    }
    read_values = {(v.param, v.value) for c in reading.clauses for v in c.values}
    for q in spec.quantities:
        if q.role is None or (q.role, q.value) in used or (q.role, q.value) in read_values:
            continue
        for m in re.finditer(re.escape(q.text.lower()), low):
            span = _inside(spans, m.start(), m.end())
            if span is None or _REQUEST.search(low, span[0], span[1]) is None:
                continue
            if _CONDITIONAL.search(low, span[0], span[1]):
                continue  # 'If the pellet is loose, please increase the time to 20 min': advice
            where = reading.text[span[0] : span[1]].strip()
            if checker._noted(q.text):
                break
            checker._add(
                "UNCONSUMED_QUANTITY",
                f"'{q.text}' is written in '{where}', which asks for something, but the plan "
                "read that text as no step and no step uses the value.",
                limit=q.text,
                hint="write the change as its own instruction (e.g. 'read luminescence with "
                "90 s integration'), or say which step it changes",
            )
            break
