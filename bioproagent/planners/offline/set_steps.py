"""Steps over a set the text names as a whole: the tubes whose supernatants go one per
well ('20 uL of each supernatant into columns 1-3'), and a LabChip run whose assay the text
names outside the run's own clause."""

from __future__ import annotations

from bioproagent.draft import Draft, DraftStep
from bioproagent.intent.assay_names import assays_named
from bioproagent.intent.clauses import Clause
from bioproagent.intent.spec import IntentSpec
from bioproagent.intent.tube_counts import stated_tube_count
from bioproagent.planners.offline.written_draft import TextDraft
from bioproagent.registry.loader import Registry
from bioproagent.registry.planning import format_type


def assay_named_elsewhere(draft: Draft, td: TextDraft, text: str, notes: list[str]) -> None:
    """A LabChip run whose own clause names no assay runs the one the text names elsewhere
    ('Assay: RNA' on a form line, 'DNA 1K assay on the GX Touch' in a sentence of its own)."""
    named = assays_named(text, td.registry)
    for step in draft.steps:
        if step.operation != "run_assay" or "assay" in step.params:
            continue
        if len(named) == 1:  # one assay named in full, not two to choose from
            step.params["assay"] = named[0]
            notes.append(f"'{step.text}' runs the {named[0]} assay the text names elsewhere.")


def one_well_each(steps: list[DraftStep], clause: Clause) -> None:
    """'20 uL of each supernatant into columns 1-3': one transfer per tube, and the stated
    wells dealt out one per tube in their order."""
    wells = list(clause.wells or [])
    transfers = all(s.operation == "transfer" for s in steps)
    if len(steps) > 1 and len(wells) == len(steps) and transfers:
        for step, well in zip(steps, wells, strict=True):
            step.wells["target"] = [well]


def tubes_named_outside(td: TextDraft, intent: IntentSpec) -> None:
    """Tell the draft reader which tubes 'them' means when the intent names one tube format
    and no plate ('I'm harvesting yeast from eight 50 mL Falcon tubes ... spin them'), and how
    many the text counts (one count, said once or repeated)."""
    named = set(intent.formats)
    tubes = {f for f in named if f.startswith("tube")}
    counted = stated_tube_count(intent.text)
    td.counted_tubes = counted[0] if counted is not None else 0
    if counted is not None and len(tubes) == 1:  # '36 samples in 1.5 mL tubes ... into a plate'
        td.tube_count = counted[0]
    if len(named) != 1 or not tubes:
        return
    td.only_tubes = named.pop()


def wells_of_the_target(draft: Draft, registry: Registry, notes: list[str]) -> None:
    """One tube per well was dealt as A1, B1, ... H1, A2 before the target's format was
    known; on a plate with other rows (a 24 deep-well block, A1..D6) the tubes go into its
    own wells, in its own order."""
    formats = {lw.name: lw.type or format_type(registry, lw.format) for lw in draft.labware}
    runs: dict[str, list[DraftStep]] = {}
    for step in draft.steps:
        target, wells = step.labware.get("target"), step.wells.get("target") or []
        if step.operation == "transfer" and isinstance(target, str) and len(wells) == 1:
            runs.setdefault(target, []).append(step)
    for target, steps in runs.items():
        lt = registry.labware_type(formats.get(target, ""))
        if lt is None or all(s.wells["target"][0] in lt.well_set for s in steps):
            continue
        if len(steps) > len(lt.wells):
            continue  # more tubes than wells: the rule engine says so
        for step, well in zip(steps, lt.wells, strict=False):
            step.wells["target"] = [well]
        notes.append(f"The {len(steps)} tubes go into {target}'s wells {lt.wells[0]} onwards.")
