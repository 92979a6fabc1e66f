"""K_i for a tube count: 'ten eppis', '12 x 1.5 ml tubes', 'eight 15 mL Falcons' is how many
tubes the scientist put in the centrifuge. A plan that spins another number of them (one
labware for the lot, a default of 8) has changed a stated count, and a real rotor would run
unbalanced or leave tubes out."""

from __future__ import annotations

from bioproagent.conformance.checker_base import CheckerBase
from bioproagent.intent.tube_counts import stated_tube_count


def check_tube_count(checker: CheckerBase) -> None:
    """COUNT_CHANGED when the spins of ``checker.wf`` take another number of tubes than the
    intent counts."""
    stated = stated_tube_count(checker.reading.text)
    spins = [
        i
        for i, s in enumerate(checker.wf.steps)
        if s.operation == "spin" and s.labware.get("tubes")
    ]
    if stated is None or not spins:
        return
    count, words = stated
    tubes = {
        ref.labware
        for i in spins
        for ref in checker.wf.steps[i].labware["tubes"]
        if not ref.labware.startswith("balance")
    }
    if len(tubes) == count or checker._noted(words):
        return
    checker._add(
        "COUNT_CHANGED",
        f"the intent counts {count} tubes ('{words}'), but the spin takes {len(tubes)}.",
        spins[0],
        path=f"/steps/{spins[0]}/labware/tubes",
        limit=count,
        actual=len(tubes),
        hint=f"spin all {count} tubes (the plan splits them into runs when the rotor is full)",
    )
