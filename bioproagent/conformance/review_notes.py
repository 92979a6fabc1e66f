"""K_i for the numbers a review comment names ('[Review bumping to 45 cycles]', '[Review 38
samples now]', '[Review ok, run the 38]'): a comment is no step, but what it says must be in
the plan. Values with a unit are checked with every stated value; cycle counts, sample
counts and bare numbers are checked here: a plan that runs 40 cycles beside a comment that
bumps them to 45 is a changed value, never an approval."""

from __future__ import annotations

import re

from bioproagent.conformance.checker_base import CheckerBase
from bioproagent.intent.numbers import unexplained_numbers
from bioproagent.intent.parser import parse_intent
from bioproagent.intent.tracked_changes import REVIEW_NOTE
from bioproagent.textutil import fmt

_WITH_UNIT = re.compile(
    r"(?i)[\d.,]+\s*-?\s*(?:µl|ul|ml|x\s*g|×\s*g|g|rcf|rpm|°|deg|c|s|secs?|mins?|h|hrs?|nm|%)\b"
)
_REFERENCE = re.compile(
    r"(?i)(?:#|\b(?:card|ticket|lot|slide|page|step|run|plate|sop|ref)\s*#?\s*)\d+$"
    r"|\d{1,2}/[a-z]{3}/\d{1,2}$|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?$"
)
"""A number that names a card, a ticket or a date ('card #52', '13/Aug/24'): no value."""
_COUNT_PARAMS = {"cycles": "cycles", "samples": "sample_count"}
"""A count a comment states, and the step parameter that runs it."""


def check_review_notes(checker: CheckerBase) -> None:
    """Add VALUE_CHANGED / COUNT_CHANGED for counts and UNCONSUMED_QUANTITY for bare numbers
    of review comments that no step of ``checker.wf`` runs."""
    used = [
        float(v)
        for step in checker.wf.steps
        for v in step.params.values()
        if isinstance(v, int | float) and not isinstance(v, bool)
    ]
    for m in REVIEW_NOTE.finditer(checker.reading.text):
        note = m.group(0)
        counts = parse_intent(note).counts
        for count, param in _COUNT_PARAMS.items():
            n = counts.get(count)
            runs = [
                (i, s.params[param])
                for i, s in enumerate(checker.wf.steps)
                if isinstance(s.params.get(param), int | float)
            ]
            if n is None or not runs or any(v == n for _, v in runs):
                continue
            i, actual = runs[0]
            checker._add(
                "VALUE_CHANGED" if param == "cycles" else "COUNT_CHANGED",
                f"the comment '{note}' states {param} = {n}, but step {i + 1} runs "
                f"{param} = {fmt(actual)}.",
                i,
                path=f"/steps/{i}/params/{param}",
                limit=n,
                actual=actual,
                hint="write the agreed value into the step itself, or say which one runs",
            )
        if not note.lower().startswith("[review"):
            continue  # '[Timing within 30 minutes]', '[Limit ...]': checked by their readers
        for token in unexplained_numbers(note, note.lower(), [], []):
            if _WITH_UNIT.match(note, token.start) or _REFERENCE.search(note, 0, token.end):
                continue  # '20 min': a stated value, checked with the others; a date, a card
            try:
                value = float(token.text.split()[0].replace(",", ""))
            except ValueError:
                continue  # a vague word ('TBC'): the clause reader asks about it
            if any(v == value for v in used) or value in counts.values():
                continue
            checker._add(
                "UNCONSUMED_QUANTITY",
                f"could not read '{token.text}' in the comment '{note}': no step uses it.",
                limit=token.text,
                hint="write the agreed value into the step itself (with its unit)",
            )
