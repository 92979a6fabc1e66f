"""Washes on a liquid handler: 'wash the plate twice with 150 µL PBS' adds the liquid and
takes it off to waste each time, so the wells never hold more than one wash."""

from __future__ import annotations

import re

from bioproagent.draft import DraftStep
from bioproagent.intent.clause_model import Clause
from bioproagent.intent.repeats import REPEAT_COUNT, WASH
from bioproagent.planners.offline.written_draft import TextDraft

_WASH_REMOVAL = re.compile(
    r"\s*\((?:[^()]*\b(?:aspirat|remov|discard|waste)\w*[^()]*)\)"
    r"|,?\s*(?:and\s+|then\s+)*(?:aspirat|remov|discard)\w*\s+(?:it\s+|them\s+)?(?:to\s+)?(?:the\s+)?waste\b",
    re.I,
)
"""'(dispense, then aspirate to waste)': how a wash ends, written beside it."""


def take_off_washes(
    td: TextDraft, clause: Clause, added: list[DraftStep], notes: list[str]
) -> None:
    """'Wash the plate twice with 150 µL PBS': each wash adds the liquid and then takes it
    off to waste, so the wells do not fill up wash after wash."""
    if clause.operation != "transfer" or not WASH.search(clause.text):
        return
    for step in [s for s in added if s.operation == "transfer"]:
        target = step.labware.get("target")
        volume = step.params.get("volume_ul")
        if not isinstance(target, str) or "waste" in target or not isinstance(volume, int | float):
            continue
        waste = td.declare("waste", "reservoir")
        td.steps.append(
            DraftStep(
                text=f"{clause.text.strip().rstrip('.')}: take the wash off to waste",
                operation="transfer",
                params={"volume_ul": volume},
                labware={"source": target, "target": waste},
                wells={"source": list(step.wells["target"])} if step.wells.get("target") else {},
                category=step.category,
                device=step.device,
            )
        )
        notes.append(
            f"'{clause.text.strip()}' is a wash: the {volume:g} uL added are taken off to waste "
            "after it (a step the plan adds), so the wells hold no more than one wash."
        )


def addition_line(clause: Clause, line: str) -> str:
    """The draft line of a clause without how a wash ends ('(dispense, then aspirate to
    waste)': the removal is a step of its own) and without its repeat count ('3 times' is no
    plate number and no mixing cycles; each repeat is a clause of its own)."""
    if clause.operation == "transfer" and WASH.search(line):
        line = _WASH_REMOVAL.sub("", line)
    return REPEAT_COUNT.sub("", line) if clause.operation != "mix" else line
