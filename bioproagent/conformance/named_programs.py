"""K_i for a stored program the intent names that no step runs.

A magnetic-bead processor or a cycler runs programs stored on it by name ('RNA_Cells_96
program', "prog 'MagMAX_Core'"). When the reader finds no clause for such a name (a heading
and a bare name, 'KingFisher: RNA_Cells_96 program'), a planner may fill the gap with a
library recipe and its default program, which runs something else than the scientist's
program. The fail-safe asks: a program the text names is run by name, or the plan stops.
"""

from __future__ import annotations

import re

from bioproagent.conformance.checker_base import CheckerBase
from bioproagent.conformance.codes import UNREAD_STEP
from bioproagent.intent import lexicon as lx

_NAMED_PROGRAM = re.compile(
    r"\bprog(?:ram(?:me)?)?\s*[:=]?\s*['\"‘“]?(?P<after>[A-Za-z][\w.-]*_[\w.-]+)"
    r"|(?<![\w-])(?P<before>[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)['\"’”]?\s+prog(?:ram(?:me)?)?\b"
)
"""'program RNA_v2', "prog 'MagMAX_Core'", 'the RNA_Cells_96 program': a stored program,
written as a name with an underscore next to the word program."""


def named_programs(text: str) -> list[tuple[int, int, str]]:
    """(start, end, name) of each stored program ``text`` names next to the word program."""
    out = []
    for m in _NAMED_PROGRAM.finditer(text):
        group = "after" if m["after"] else "before"
        out.append((m.start(group), m.end(group), m[group].rstrip(".")))
    return out


def check_named_programs(checker: CheckerBase) -> None:
    """MISSING_OPERATION for a program the intent names (outside the text read as no step)
    that no run_program step of the code runs."""
    reading = checker.reading
    run = {
        str(step.params.get("program"))
        for step in checker.wf.steps
        if step.operation == "run_program"
    }
    aside = list(reading.no_step_spans)
    read = {  # a program clause's own name: the step check compares it (VALUE_CHANGED)
        lx.program_name(c.line or c.whole or c.text)
        for c in reading.clauses
        if c.operation == "run_program"
    }
    for start, end, name in named_programs(reading.text):
        if name in run or name in read or any(a <= start and end <= b for a, b in aside):
            continue
        if checker._noted(f"'{name}'"):
            continue
        checker._add(
            "MISSING_OPERATION",
            f"the intent names the program '{name}', but no step of the code runs it.",
            path="/steps",
            limit=UNREAD_STEP,
            hint=f"say which instrument runs it (e.g. 'run {name} on the KingFisher Flex')",
        )
