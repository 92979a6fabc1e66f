"""A plate put away in a store comes out of it before any later step uses it.

'seal, o/n 4 °C in the plate fridge; next day: peel, ...' stores the plate and then peels it:
the peeler cannot reach a plate inside the fridge. The intent takes the retrieval for granted;
the plan adds it (recorded as an assumption) rather than moving the store after the peel,
which would run the steps in another order than the scientist wrote them.
"""

from __future__ import annotations

from bioproagent.draft import Draft, DraftStep
from bioproagent.registry.loader import Registry


def retrieve_stored(draft: Draft, registry: Registry, notes: list[str]) -> None:
    """Insert a retrieve from the store before the first later step that uses a stored plate,
    when the store is known and can hand the plate out (its registry entry has 'retrieve')."""
    stored: dict[str, str] = {}  # plate -> the store it is in
    out: list[DraftStep] = []
    for step in draft.steps:
        plates = step.labware_names()
        if step.operation == "retrieve":
            for plate in plates:
                stored.pop(plate, None)
        else:
            for plate in plates:
                store = stored.pop(plate, None)
                inst = registry.instrument(store or "")
                if store is None or inst is None or "retrieve" not in inst.operations:
                    continue
                out.append(
                    DraftStep(
                        text=f"take {plate} out of {store}",
                        operation="retrieve",
                        labware={"plate": plate},
                        category=inst.category,
                        device=store,
                    )
                )
                notes.append(
                    f"'{step.text}' needs {plate} out of {store}, where a step before put it: "
                    "the plan takes it out first (not stated in the intent)."
                )
        out.append(step)
        if step.operation == "store" and step.device:
            for plate in plates:
                stored[plate] = step.device
    draft.steps = out
