"""Washes on a liquid handler: 'wash the plate twice with 150 µL PBS' adds the liquid and
takes it off to waste each time, so the wells never hold more than one wash."""

from __future__ import annotations

import re

from bioproagent.draft import Draft, DraftStep
from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_model import Clause
from bioproagent.intent.repeats import REPEAT_COUNT, WASH
from bioproagent.planners.offline.written_draft import TextDraft
from bioproagent.registry.loader import Registry
from bioproagent.registry.planning import format_type

_WASH_REMOVAL = re.compile(
    r"\s*\((?:[^()]*\b(?:aspirat|remov|discard|waste)\w*[^()]*)\)"
    r"|,?\s*(?:and\s+|then\s+)*(?:aspirat|remov|discard)\w*\s+(?:it\s+|them\s+)?(?:to\s+)?(?:the\s+)?waste\b",
    re.I,
)
"""'(dispense, then aspirate to waste)': how a wash ends, written beside it."""


def take_off_washes(
    td: TextDraft,
    clause: Clause,
    added: list[DraftStep],
    notes: list[str],
    then: Clause | None = None,
) -> None:
    """'Wash the plate twice with 150 µL PBS': each wash adds the liquid and then takes it
    off to waste, so the wells do not fill up wash after wash. A removal the intent states
    right after ('..., then remove the supernatant') is that removal; none is added."""
    if clause.operation != "transfer" or not WASH.search(clause.text):
        return
    if (
        then is not None
        and then.operation == "transfer"
        and lx.TAKES_OFF.search(then.text)
        and not WASH.search(then.text)  # the next wash of 'wash twice (..., aspirate)'
    ):
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


def removal_volumes(draft: Draft, registry: Registry, notes: list[str]) -> None:
    """'discard the supernatant' states no volume: it takes off what the wells hold, the
    volumes the plan put into that labware since its last removal, less the labware's dead
    volume that a tip cannot reach (recorded as an assumption). A removal from labware the
    plan never filled keeps no volume and halts naming the missing value, rather than
    guessing what someone else put there."""
    dead = {
        lw.name: lt.dead_volume_ul
        for lw in draft.labware
        if (lt := registry.labware_type(lw.type or format_type(registry, lw.format))) is not None
    }
    held: dict[str, float] = {}  # what the plan itself put in, per labware
    for step in draft.steps:
        if step.operation != "transfer":
            continue
        source, target = step.labware.get("source"), step.labware.get("target")
        volume = step.params.get("volume_ul")
        if target == "waste" and isinstance(source, str):
            left = dead.get(source, 0.0)
            if not isinstance(volume, int | float) and held.get(source, 0.0) > left:
                take = round(held[source] - left, 3)
                step.params["volume_ul"] = take
                notes.append(
                    f"'{step.text}': removes {take:g} uL per well, what the plan put into "
                    f"{source} since its last removal, less the {left:g} "
                    "uL dead volume (not stated in the intent)."
                )
            held[source] = 0.0
        elif isinstance(target, str) and isinstance(volume, int | float):
            held[target] = held.get(target, 0.0) + float(volume)
