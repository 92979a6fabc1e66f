"""K_i for the steps a recipe adds to a request that writes its own steps.

'hola! necesito read absorbance a 450 nm en el SpectraMax, placa ELISA del 12/03' asks for a
read. A planner that matches the word 'ELISA' to the library's sandwich ELISA and approves
its sample additions, washes and shakes before the read runs a whole assay on a plate
nobody asked to touch; 'CellTiter-Glo (100 uL/well already added): shake, then read' gets a
second 100 µL addition the same way. The assumptions list the recipe's defaults, but the
steps themselves were never asked for.

When the intent writes its steps (some clause names an operation) and does not ask for an
assay as a whole ('run the BCA assay', 'do a sandwich ELISA'), every step of the code must
answer a clause, be a helper step (a seal, a peel, a store, a retrieve, a move, a removal to
waste), belong to a program run (the set-up and hand-off around a PCR, a LabChip or a
KingFisher run) or run values the text states (words the clause reader could not read). Washes
are left alone: each adds and takes off its liquid. Any other step is UNASKED_STEP, and one
repair removes them all.
"""

from __future__ import annotations

import re

from bioproagent.conformance.checker_base import CheckerBase, Match
from bioproagent.intent import lexicon as lx
from bioproagent.ir import Step
from bioproagent.textutil import is_number

_HELPERS = frozenset({"seal", "peel", "store", "retrieve", "move_plate"})
_PROGRAMS = frozenset({"run_pcr", "run_qpcr", "run_assay", "run_program"})
_WHOLE_ASSAY = re.compile(
    r"(?i)\b(?:run|do|perform|set\s+up|carry\s+out|start|process|prep(?:are)?|automate)\b"
    r"[^.;\n]{0,50}?\b(?:assay|elisa|bca|bradford|pcr|qpcr|clean-?up|extraction|purification"
    r"|normali[sz]ation|dilution\s+series|serial\s+dilution|library\s+prep|protocol|kit"
    r"|workflow|method)s?\b"
)
"""A request for an assay as a whole, whose recipe supplies the steps it does not write."""


_WASH = re.compile(r"(?i)\bwash(?:es|ed|ing)?\b")
_CONTEXT_AFTER = re.compile(
    r"(?i)\s*(?:-?\s*(?:coated\s+)?(?:plates?|strips?|tubes?|readers?|results?|data|standards?"
    r"|curves?|kit\s+lot|lot)\b|\([^()]*\b(?:already|done|added|by\s+hand)\b[^()]*\)"
    r"|\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:already\s+)?(?:added|in|done|on))"
)
"""After an assay's name: the name only says what the plate is ('the ELISA plate', 'BCA
standards', 'CellTiter-Glo (100 uL/well already added)'), no request for the assay."""
_CONTEXT_BEFORE = re.compile(r"(?i)\b(?:placa|platte|plaque|plate|from\s+the|of\s+the)\s+$")


def _assay_named_as_the_request(checker: CheckerBase) -> bool:
    """Whether the intent names one of its assays as what to do ('BCA protein assay of 8
    lysates', 'SPRI bead clean-up at 0.8x'), not only as the name of a plate or a reagent
    already in the wells."""
    low = checker.reading.text.lower()
    for name, rx, ops in lx.ASSAY_RES:
        if name not in checker.spec.assays or not {"transfer", "mix", "@bead"} & set(ops):
            continue  # an 'assay' without liquid steps (a plate read, an incubation) is a step
        for m in rx.finditer(low):
            if any(a <= m.start() < b for a, b in checker.reading.no_step_spans):
                continue
            if re.search(r"(?<!e)ed$", m.group(0)) or re.search(
                r"(?:\b(?:are|is|was|were|been|already)\s+)$",
                low[max(0, m.start() - 12) : m.start()],
            ):
                continue  # 'cells are seeded', 'HeLa seeded at 10,000 cells/well': a state
            if _CONTEXT_AFTER.match(low, m.end()) or _CONTEXT_BEFORE.search(
                low, max(0, m.start() - 12), m.start()
            ):
                continue
            return True
    return False


def _carries_stated_values(checker: CheckerBase, step: Step) -> bool:
    """Whether a step runs values the intent states for its kind of work ('grow cultures 4 h
    at 37 C' read as no clause, run as the recipe's incubation at 4 h and 37 °C): it answers
    words the clause reader could not read, and K_i's other checks judge it."""
    stated = {(q.role, q.value) for q in checker.spec.quantities if q.role}
    return any(
        (param, float(value)) in stated for param, value in step.params.items() if is_number(value)
    )


def _to_waste(step: Step) -> bool:
    """Whether a liquid step discards into waste (a removal, read outside the clauses)."""
    return any("waste" in ref.labware for ref in step.labware.get("target", []))


def check_recipe_steps(checker: CheckerBase, matches: list[Match]) -> None:
    """UNASKED_STEP for each step that answers no clause of an intent that writes its steps
    (see the module docstring)."""
    steps = checker.wf.steps
    if not any(c.operation for c in checker.reading.clauses):
        return  # no step written: the recipe is the request
    if (
        _WHOLE_ASSAY.search(checker.reading.text)
        or _assay_named_as_the_request(checker)
        or any(s.operation in _PROGRAMS for s in steps)
        or _WASH.search(checker.reading.text)  # each wash adds and takes off its liquid
    ):
        return
    matched = {m.index for m in matches}
    answered = [steps[k] for k in matched]
    unasked = [
        i
        for i, step in enumerate(steps)
        if i not in matched
        and step.operation not in _HELPERS
        and not _to_waste(step)
        # the same step on other labware (two runs of 12 tubes) answers the same clause
        and not any(s.operation == step.operation and s.params == step.params for s in answered)
        and not _carries_stated_values(checker, step)
        and not any(a.code == "UNASKED_STEP" and a.step == i for a in checker.out)
    ]
    # one repair removes them all, last first, so that no removal shifts another's index
    removal = [{"op": "remove", "path": f"/steps/{i}"} for i in sorted(unasked, reverse=True)]
    for k, i in enumerate(unasked):
        checker._add(
            "UNASKED_STEP",
            f"{checker._label(i)} ({steps[i].operation}) answers no clause of the intent, "
            "which writes its own steps and asks for no assay as a whole: a recipe added it.",
            i,
            path=f"/steps/{i}",
            hint="remove the step nobody asked for, or ask for the assay as a whole (e.g. "
            "'run the BCA assay')",
            repair=removal if k == 0 else [],
        )
