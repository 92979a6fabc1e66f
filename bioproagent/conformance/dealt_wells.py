"""Wells dealt out one per source: 'each supernatant into columns 1-3' compiles to one
one-well transfer per tube, all with the same volume into one labware. K_i compares a stated
well selection with the union of such a run of transfers, not with each step alone."""

from __future__ import annotations

from bioproagent.ir import Workflow


def _one_well_key(wf: Workflow, k: int) -> tuple[str, object] | None:
    """(target labware, volume) of a transfer into exactly one well, else None."""
    step = wf.steps[k]
    refs = step.labware.get("target", [])
    if step.operation != "transfer" or len(refs) != 1 or len(refs[0].wells or []) != 1:
        return None
    return refs[0].labware, step.params.get("volume_ul")


def dealt_out(wf: Workflow, i: int) -> list[str]:
    """The target wells of the run of one-well transfers around step ``i`` that fill the same
    labware with the same volume."""
    own = _one_well_key(wf, i)
    if own is None:
        return []
    lo, hi = i, i
    while lo > 0 and _one_well_key(wf, lo - 1) == own:
        lo -= 1
    while hi + 1 < len(wf.steps) and _one_well_key(wf, hi + 1) == own:
        hi += 1
    return [w for k in range(lo, hi + 1) for w in wf.steps[k].labware["target"][0].wells or []]


def dealt_sets(wf: Workflow) -> list[set[str]]:
    """Per (labware, volume), the wells all one-well transfers into it fill."""
    dealt: dict[tuple[str, object], set[str]] = {}
    for k, step in enumerate(wf.steps):
        key = _one_well_key(wf, k)
        if key is not None:
            dealt.setdefault(key, set()).update(step.labware["target"][0].wells or [])
    return list(dealt.values())
