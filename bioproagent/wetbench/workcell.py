"""Approved workcell plans executed in WetBench's material model (issue item 8).

:func:`execute_workflow` runs a :class:`bioproagent.ir.Workflow` (the device code that
``plan()`` approves) well by well: every well is a material whose liquid is tracked by
origin (``labware:reagent``), so volumes are conserved and checkable. It is an independent
cross-check of the rule engine: it does not call ``rules.verify`` and reads only the
registry's operation effects (transfer, seal, unseal) and labware sizes. It refuses a step
when a well would give more than it holds, hold more than it can, be pipetted through a
seal, or be spun faster than its labware allows.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, Field

from bioproagent.ir import LabwareRef, Step, Workflow
from bioproagent.registry import Registry, load_registry


class WorkcellProblem(BaseModel):
    step: int | None
    step_id: str | None
    code: str
    message: str


class WorkcellRun(BaseModel):
    """What executing a workflow in the material model found."""

    ok: bool
    steps_run: int
    problems: list[WorkcellProblem] = Field(default_factory=list)
    volumes_ul: dict[str, dict[str, float]] = Field(
        default_factory=dict, description="labware -> well -> final volume (µL)."
    )
    conservation_error_ul: float = 0.0


class _Bench:
    def __init__(self, workflow: Workflow, registry: Registry) -> None:
        self.registry = registry
        self.wells: dict[str, dict[str, dict[str, float]]] = {}
        self.capacity: dict[str, float] = {}
        self.max_rcf: dict[str, float | None] = {}
        self.sealed: dict[str, bool] = {}
        self.start_total = 0.0
        for lw in workflow.labware:
            kind = registry.labware_type(lw.type)
            if kind is None:
                raise KeyError(lw.type)
            self.capacity[lw.id] = kind.well_volume_ul
            self.max_rcf[lw.id] = kind.max_rcf_g
            self.sealed[lw.id] = lw.sealed
            self.wells[lw.id] = {w: {} for w in kind.wells}
            for content in lw.contents:
                origin = f"{lw.id}:{content.reagent or 'liquid'}"
                for w in content.wells or kind.wells:
                    self.wells[lw.id].setdefault(w, {})
                    self.wells[lw.id][w][origin] = (
                        self.wells[lw.id][w].get(origin, 0.0) + content.volume_ul
                    )
                    self.start_total += content.volume_ul

    def total(self) -> float:
        return sum(sum(c.values()) for wells in self.wells.values() for c in wells.values())

    def volumes(self) -> dict[str, dict[str, float]]:
        return {
            lw: {w: round(sum(c.values()), 4) for w, c in wells.items() if c}
            for lw, wells in self.wells.items()
        }


def execute_workflow(
    workflow: Workflow | dict[str, Any], registry: Registry | None = None
) -> WorkcellRun:
    """Run the workflow in the material model; the first refused step stops the run."""
    registry = registry or load_registry()
    wf = workflow if isinstance(workflow, Workflow) else Workflow.model_validate(workflow)
    try:
        bench = _Bench(wf, registry)
    except KeyError as exc:
        return WorkcellRun(
            ok=False,
            steps_run=0,
            problems=[
                WorkcellProblem(
                    step=None,
                    step_id=None,
                    code="UNKNOWN_LABWARE",
                    message=f"unknown labware {exc}",
                )
            ],
        )
    problems: list[WorkcellProblem] = []
    run = 0
    for i, step in enumerate(wf.steps):
        problem = _execute(bench, step)
        if problem is not None:
            problems.append(
                WorkcellProblem(step=i, step_id=step.id, code=problem[0], message=problem[1])
            )
            break
        run += 1
    drift = round(bench.total() - bench.start_total, 6)
    if abs(drift) > 1e-6 and not problems:
        problems.append(
            WorkcellProblem(
                step=None,
                step_id=None,
                code="CONSERVATION",
                message=f"total liquid changed by {drift} uL",
            )
        )
    return WorkcellRun(
        ok=not problems,
        steps_run=run,
        problems=problems,
        volumes_ul=bench.volumes(),
        conservation_error_ul=drift,
    )


def _execute(bench: _Bench, step: Step) -> tuple[str, str] | None:
    inst = bench.registry.instrument(step.device)
    op = inst.operations.get(step.operation) if inst is not None else None
    if op is None:
        return "UNKNOWN_OPERATION", f"{step.device}.{step.operation} is not in the registry"
    rcf = step.params.get("rcf_g")
    if isinstance(rcf, int | float):
        for refs in step.labware.values():
            for ref in refs:
                limit = bench.max_rcf.get(ref.labware)
                if limit is not None and rcf > limit:
                    return "RCF_TOO_HIGH", (
                        f"{ref.labware} is rated for {limit:g} x g; the step spins at {rcf:g} x g"
                    )
    for effect in op.effects:
        kind = effect["kind"]
        if kind in ("seal", "unseal"):
            for ref in step.labware.get(effect["role"], []):
                bench.sealed[ref.labware] = kind == "seal"
        elif kind == "transfer":
            problem = _transfer(bench, step, effect)
            if problem is not None:
                return problem
    return None


def _targets(bench: _Bench, refs: list[LabwareRef]) -> list[tuple[str, str]] | str:
    out = []
    for ref in refs:
        if ref.labware not in bench.wells:
            return f"{ref.labware} is not declared"
        wells = ref.wells or list(bench.wells[ref.labware])
        for w in wells:
            if w not in bench.wells[ref.labware]:
                return f"{ref.labware} has no well {w}"
            out.append((ref.labware, w))
    return out


def _transfer(bench: _Bench, step: Step, effect: Mapping[str, Any]) -> tuple[str, str] | None:
    volume = step.params.get(str(effect["volume"]).removeprefix("params."))
    if not isinstance(volume, int | float) or volume <= 0:
        return None
    sources = _targets(bench, step.labware.get(effect["from"], []))
    targets = _targets(bench, step.labware.get(effect["to"], []))
    if isinstance(sources, str) or isinstance(targets, str):
        return "UNKNOWN_WELL", str(sources if isinstance(sources, str) else targets)
    if not sources or not targets:
        return None
    for lw, _ in [*sources, *targets]:
        if bench.sealed.get(lw):
            return "SEALED", f"{lw} is sealed; a pipette cannot pass the seal"
    if len(sources) == len(targets):
        pairs = list(zip(sources, targets, strict=True))
    elif len(sources) == 1:
        pairs = [(sources[0], t) for t in targets]
    elif len(targets) == 1:
        pairs = [(s, targets[0]) for s in sources]
    else:
        return "WELL_MAPPING", f"{len(sources)} source wells cannot feed {len(targets)} targets"
    for (slw, sw), (tlw, tw) in pairs:
        src = bench.wells[slw][sw]
        held = sum(src.values())
        if volume > held + 1e-9:
            return "INSUFFICIENT_VOLUME", (
                f"{slw}:{sw} holds {held:g} uL; the step draws {volume:g} uL"
            )
        dest = bench.wells[tlw][tw]
        if sum(dest.values()) + volume > bench.capacity[tlw] + 1e-9:
            return "OVERFLOW", (
                f"{tlw}:{tw} would hold {sum(dest.values()) + volume:g} uL; "
                f"its wells take {bench.capacity[tlw]:g} uL"
            )
        share = volume / held
        for origin, ul in list(src.items()):
            moved = ul * share
            src[origin] = ul - moved
            dest[origin] = dest.get(origin, 0.0) + moved
    return None
