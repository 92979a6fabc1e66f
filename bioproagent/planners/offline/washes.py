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
from bioproagent.registry.planning import format_type, tip_racks

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
    volumes the text says they hold and the plan put in since the last removal, less the dead
    volume that a tip cannot reach (recorded as an assumption). From labware the plan never
    filled ('aspirate the medium' of a plate seeded the day before) it takes off all that a
    well holds above its dead volume, when one tip draws that much: a tip that draws more
    than is there draws air. Otherwise the volume stays missing and the plan halts naming
    it, rather than guessing what someone else put there."""
    declared = {lw.name: lw for lw in draft.labware}
    types = {
        lw.name: lt
        for lw in draft.labware
        if (lt := registry.labware_type(lw.type or format_type(registry, lw.format))) is not None
    }
    largest_tip = max((capacity for capacity, _ in tip_racks(registry)), default=0.0)
    held: dict[str, float] = {  # what the text says the wells hold, and the plan put in
        lw.name: total
        for lw in draft.labware
        if (total := sum(float(c.get("volume_ul", 0)) for c in lw.contents))
        > (types[lw.name].dead_volume_ul + 1 if lw.name in types else 0)  # not a draw's reserve
    }
    for step in draft.steps:
        if step.operation != "transfer":
            continue
        source, target = step.labware.get("source"), step.labware.get("target")
        volume = step.params.get("volume_ul")
        if target == "waste" and isinstance(source, str):
            kind = types.get(source)
            left = kind.dead_volume_ul if kind is not None else 0.0
            if isinstance(volume, int | float):
                pass
            elif held.get(source, 0.0) > left:
                take = round(held[source] - left, 3)
                step.params["volume_ul"] = take
                notes.append(
                    f"'{step.text}': removes {take:g} uL per well, what {source} holds since "
                    f"its last removal (as stated and added by the plan), less the {left:g} "
                    "uL dead volume (not stated in the intent)."
                )
            elif source not in held and kind is not None and kind.kind != "reservoir":
                whole = round(kind.well_volume_ul - left, 3)
                lw = declared.get(source)
                start = sum(float(c.get("volume_ul", 0)) for c in lw.contents) if lw else 0.0
                if 0 < whole <= largest_tip and lw is not None and start <= left + 1:
                    # no contents, or only the dead volume that keeps a later draw supplied
                    step.params["volume_ul"] = whole
                    lw.contents = [{"volume_ul": kind.well_volume_ul, "reagent": "unknown"}]
                    notes.append(
                        f"'{step.text}': removes up to {whole:g} uL per well, all that a well "
                        f"of {kind.id} holds less its {left:g} uL dead volume; the intent "
                        "states neither what the wells hold nor how much to take off, so the "
                        "plan counts them full (a tip that draws more than is there draws air)."
                    )
            held[source] = 0.0
        elif isinstance(target, str) and isinstance(volume, int | float):
            held[target] = held.get(target, 0.0) + float(volume)
