"""Seals and peels the offline planner adds around the stated steps: a seal before
thermocycling, a peel before a plate stated as sealed is opened (each recorded as an
assumption), and none where the intent says the plate is sealed already."""

from __future__ import annotations

import re
from typing import Any

from bioproagent.draft import Draft, DraftStep
from bioproagent.intent.clauses import ClauseReading
from bioproagent.planners.offline.clause_fill import _PROGRAM, _plate_of

_FOIL_STILL_ON = re.compile(
    r"\b(?:still\s+)?(?:has|have|got)\s+(?:the\s+|its\s+|a\s+)?(?:foil|seal|film)(?:\s+\w+)?"
    r"\s+(?:still\s+)?on\b|\b(?:foil|seal|film)\s+is\s+still\s+on\b"
)
"""'it still has foil on it', 'the seal is still on': the plate starts sealed."""
_OPENS = ("transfer", "mix", "read_absorbance", "read_fluorescence", "read_luminescence")
"""Steps that need the plate open."""


def seal_and_peel(
    draft: Draft, reading: ClauseReading, notes: list[str], seal_params: dict[str, Any]
) -> None:
    """A seal before thermocycling, a peel before opening a plate stated as sealed."""
    low = reading.text.lower()
    for clause in reading.clauses:  # 'The plate was sealed at 165 °C ...' is the seal itself
        if clause.operation == "seal":
            low = low[: clause.start] + " " * (clause.end - clause.start) + low[clause.end :]
    foil_on = _FOIL_STILL_ON.search(low)
    sealed_start = ("sealed" in low and not low.startswith("seal")) or bool(foil_on)
    said_sealed = foil_on or re.search(
        r"\b(?:is|are|was|were|been|comes?|arrives?|already)\s+(?:already\s+)?"
        r"(?:(?:[\w-]+\s+){1,2}(?:and|&)\s+)?sealed\b"  # 'is set up and sealed'
        r"|\bsealed(?:\s*(?:,|\band\b)\s*\w+)*\s+already\b"  # 'sealed and spun already'
        r"|\b(?:pipetted|set\s+up|loaded|filled)\s+(?:and|&)\s+sealed\b",  # 'all pipetted and'
        low,
    )
    starts_sealed = (*_OPENS, "peel", *(_PROGRAM if said_sealed else ()))  # 'already sealed'
    state: dict[str, bool] = {}
    steps: list[DraftStep] = []
    for step in draft.steps:
        plate = _plate_of(step)
        if plate is not None and plate not in state:
            state[plate] = sealed_start and (bool(said_sealed) or step.operation in starts_sealed)
            lw = next((x for x in draft.labware if x.name == plate), None)
            if lw is not None and state[plate]:
                lw.sealed = True
        if plate and step.operation in _PROGRAM and not state.get(plate):
            steps.append(
                DraftStep(
                    text=f"Seal {plate}",
                    operation="seal",
                    params=dict(seal_params),
                    labware={"plate": plate},
                    category="SEAL",
                )
            )
            notes.append(f"Sealed {plate} before thermocycling (not stated in the intent).")
            state[plate] = True
        if plate and step.operation in _OPENS and state.get(plate):
            steps.append(
                DraftStep(
                    text=f"Peel {plate}",
                    operation="peel",
                    labware={"plate": plate},
                    category="PEEL",
                )
            )
            notes.append(f"Peeled {plate} before opening it (not stated in the intent).")
            state[plate] = False
        if plate and step.operation == "peel" and not state.get(plate):
            lw = next((x for x in draft.labware if x.name == plate), None)
            if lw is not None and not any(
                _plate_of(s) == plate and s.operation == "seal" for s in steps
            ):
                lw.sealed = True
                notes.append(f"{plate} arrives sealed (the intent peels it).")
        if plate and step.operation in ("seal", "peel"):
            state[plate] = step.operation == "seal"
        steps.append(step)
    draft.steps = steps
