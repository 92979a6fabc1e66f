"""K_i for a plate moved to an instrument after the instrument's only step.

'Read fluorescence ... Peel it first, then have the PF400 carry it over to the SpectraMax':
the move is what brings the plate to the reader, so it runs before the read. A plan that runs
the read first and the move after it has read the text in the wrong order, whatever the
clause order says. A move to a store or an incubator at the end is a put-away and is fine; a
move to any other instrument that runs no later step there is out of order.
"""

from __future__ import annotations

from bioproagent.conformance.checker_base import CheckerBase

_PUT_AWAY = frozenset({"STORE", "INC", "ARM"})
"""Categories a plate is moved to to stay there, with no step of its own after the move."""


def check_late_moves(checker: CheckerBase) -> None:
    """ORDER_MISMATCH for each move to an instrument whose only steps ran before the move."""
    steps = checker.wf.steps
    for i, step in enumerate(steps):
        if step.operation != "move_plate":
            continue
        destination = step.params.get("destination")
        inst = checker.registry.instrument(destination) if isinstance(destination, str) else None
        if inst is None or inst.category in _PUT_AWAY:
            continue
        earlier = [k for k in range(i) if steps[k].device == destination]
        later = [k for k in range(i + 1, len(steps)) if steps[k].device == destination]
        if not earlier or later:
            continue
        checker._add(
            "ORDER_MISMATCH",
            f"{checker._label(i)} moves the plate to {destination} after "
            f"{checker._label(earlier[-1])} already ran there, and no step runs there after "
            "the move: the move that brings the plate to the instrument must come before its "
            "step.",
            i,
            path=f"/steps/{i}",
            limit=destination,
            hint="write the move before the step it is for (e.g. 'carry it to the SpectraMax, "
            "then read')",
        )
