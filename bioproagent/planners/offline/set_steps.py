"""Steps over a set the text names as a whole: the tubes whose supernatants go one per
well ('20 uL of each supernatant into columns 1-3'), and a LabChip run whose assay the text
names outside the run's own clause."""

from __future__ import annotations

import re

from bioproagent.draft import Draft, DraftStep
from bioproagent.intent import lexicon as lx
from bioproagent.intent.clauses import Clause
from bioproagent.planners.offline.written_draft import TextDraft


def assay_named_elsewhere(draft: Draft, td: TextDraft, text: str, notes: list[str]) -> None:
    """A LabChip run whose own clause names no assay runs the one the text names elsewhere
    ('Assay: RNA' on a form line, 'DNA 1K assay on the GX Touch' in a sentence of its own)."""
    low = text.lower().translate(lx.NORMALISE)
    words = set(re.findall(r"[a-z0-9]+", low))
    for step in draft.steps:
        if step.operation != "run_assay" or "assay" in step.params:
            continue
        named = td.params("run_assay", text, low, step.device).get("assay")
        inst = td.registry.instrument(step.device or "labchip_gx_touch_ht")
        spec = inst.operations["run_assay"].param_specs.get("assay", {}) if inst else {}
        options = spec.get("enum", []) if isinstance(spec, dict) else []
        whole = [a for a in options if all(t in words for t in a.split("_"))]
        if named and whole == [named]:  # one assay named in full, not two to choose from
            step.params["assay"] = named
            notes.append(f"'{step.text}' runs the {named} assay the text names elsewhere.")


def one_well_each(steps: list[DraftStep], clause: Clause) -> None:
    """'20 uL of each supernatant into columns 1-3': one transfer per tube, and the stated
    wells dealt out one per tube in their order."""
    wells = list(clause.wells or [])
    transfers = all(s.operation == "transfer" for s in steps)
    if len(steps) > 1 and len(wells) == len(steps) and transfers:
        for step, well in zip(steps, wells, strict=True):
            step.wells["target"] = [well]
