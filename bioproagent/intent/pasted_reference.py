"""'Run the same plate spin on the 5810' above a pasted script that spins: the request names
the script's step, it is no second spin. 'Same in the Cytomat but only 4 h' above
'cytomat.incubate(plate, temp_c=37, hours=24)' is that incubation with the stated change: its
4 h replaces the script's 24 h, the 37 °C stays.

Only a clause that opens with 'same' ('Same in the ...', 'Run the same spin') and has no
step of its kind before it, but one after it, is read this way; 'the same plate' further into
a sentence is a plate, not a step.
"""

from __future__ import annotations

import re

from bioproagent.intent.clause_model import Clause

Span = tuple[int, int]

_SAME_STEP = re.compile(
    r"^\W*(?:(?:please\s+)?(?:run|do|repeat)\s+)?(?:the\s+)?same\s+(?:(?:[\w-]+\s+)?(?:spin"
    r"|centrifugation|shake|seal|read|incubation|transfer|program|programme|protocol|run"
    r"|steps?)\b|(?:in|on)\s+the\b|thing\b|again\b)"
)


def same_as_pasted(clauses: list[Clause]) -> tuple[list[Clause], list[Span]]:
    """The clauses with each 'same X' request folded into the later step it names, and the
    spans of the values its stated change replaced (they ask for nothing more)."""
    out: list[Clause] = []
    replaced: list[Span] = []
    dropped: set[int] = set()
    for k, clause in enumerate(clauses):
        if id(clause) in dropped:
            continue
        op = clause.operation
        earlier = any(c.operation == op for c in clauses[:k])
        after = [c for c in clauses[k + 1 :] if c.operation == op]
        if not op or earlier or not after or not _SAME_STEP.match(clause.text.lower()):
            out.append(clause)
            continue
        later = after[0]
        if (
            not later.values
            and len(after) > 1
            and clauses.index(after[1]) == clauses.index(later) + 1
        ):
            dropped.add(id(later))  # '# pellet cells ...' above 'hig4.spin(plate, g=2000, ...)':
            after[1].formats = after[1].formats or later.formats  # the comment says what the
            after[1].instruments = later.instruments + after[1].instruments  # call does
            later = after[1]
        for v in clause.values:  # 'but only 4 h'
            old = next((w for w in later.values if w.param == v.param), None)
            if old is not None:
                replaced.append((old.start, old.end))
                later.values.remove(old)
            later.values.append(v)
        later.instruments = clause.instruments + later.instruments
    return out, replaced
