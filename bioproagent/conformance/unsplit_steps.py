"""K_i for a second operation the reader left inside another step's clause.

The clause reader splits a request at its sequence words; a clause it did not split ('... in
the Cytomat for 48 h, and after the incubation luminescence measure', '... into a new plate
and the plate is to seal') holds the words of a second operation that became no step. When
no step of the code runs that operation at all, the plan asks about the words: a read or a
seal the scientist asked for is never dropped because the sentence was written unusually.
"""

from __future__ import annotations

import re

from bioproagent.conformance.checker_base import CheckerBase
from bioproagent.conformance.codes import UNREAD_STEP

_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (op, re.compile(rx, re.IGNORECASE))
    for op, rx in (
        # the verb, not the seal itself ('take the seal off', 'remove seal', 'the sealer')
        (
            "seal",
            r"(?<!the )(?<!a )(?<!its )(?<!foil )(?<!film )(?<!remove )(?<!de-)(?<!de)"
            r"\b(?:heat[- ]?)?seal(?:s|ing)?\b(?!\s+(?:off|is|was|are|were|remov\w*|foil|film))",
        ),
        ("peel", r"\bpeel(?:s|ed|ing)?\b|\bde-?seal(?:s|ed|ing)?\b"),
        ("spin", r"\b(?:spin|spun|centrifug(?:e|ed|ing|ation))\b"),
        ("read_absorbance", r"\babsorbance\b|\bod\s?\d{3}\b"),
        ("read_fluorescence", r"\bfluorescen(?:ce|t)\b"),
        ("read_luminescence", r"\bluminescen(?:ce|t)\b"),
    )
)
"""Words that name one operation only, as a step ('seal it', 'luminescence measure')."""
_PAIRED = ({"seal", "peel"},)
"""Operations whose words stand in each other's clauses ('peel the foil seal')."""
_NOT_A_STEP = re.compile(
    r"\b(?:sealed|unsealed|already|still|was|were|has\s+been|have\s+been|is\s+sealed"
    r"|no\s+need\s+to|don['’]?t|do\s+not|never|without|skip|no)\b",
    re.IGNORECASE,
)
"""Words that make a named operation a state ('the plate was sealed')."""


def check_unsplit_steps(checker: CheckerBase) -> None:
    """MISSING_OPERATION (a question) for each operation a clause's words name beside its own
    when no step of the code runs that operation."""
    done = {step.operation for step in checker.wf.steps}
    for clause in checker.reading.clauses:
        if not clause.operation:
            continue
        low = clause.text.lower()
        for op, rx in _WORDS:
            if op == clause.operation or op in done:
                continue
            if any({op, clause.operation} <= pair for pair in _PAIRED):
                continue
            if op.startswith("read_") and clause.operation.startswith("read"):
                continue
            m = rx.search(low)
            if m is None or _NOT_A_STEP.search(low[max(0, m.start() - 25) : m.end() + 15]):
                continue
            words = clause.text[max(0, m.start() - 20) : m.end() + 20].strip()
            if checker._noted(m.group(0)):
                continue
            checker._add(
                "MISSING_OPERATION",
                f"the clause '{clause.text}' also names '{m.group(0)}' ({op}), but the planner "
                "read no step for it and no step of the code does it.",
                path="/steps",
                limit=UNREAD_STEP,
                actual=words,
                hint="write it as a step of its own (e.g. 'then seal the plate', 'then read "
                "luminescence')",
            )
