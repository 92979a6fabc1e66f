"""K_p: the deterministic physical rule engine.

``verify(workflow, registry)`` replays the steps in order against the registry and a
tracked state (liquid per well, seals, locations, holds) and returns a :class:`Report`.
All checks are driven by the registry data (parameter schemas, rules and effects); there
is no per-instrument Python. It never raises on bad input: unreadable input becomes a
``WORKFLOW_INVALID`` violation, and an internal failure becomes ``ENGINE_ERROR`` so that
nothing is ever approved by accident.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import Any

from pydantic import ValidationError

from bioproagent import jsonio
from bioproagent.ir import LabwareRef, Step, Workflow
from bioproagent.pointer import join as pointer
from bioproagent.registry.loader import Registry, load_registry
from bioproagent.registry.model import LabwareType, RoleSpec
from bioproagent.rules.checks import check_params, check_rules
from bioproagent.rules.context import StepContext
from bioproagent.rules.effects import apply_effects, check_state_requirements
from bioproagent.rules.hardware import check_hardware
from bioproagent.rules.modules import check_module
from bioproagent.rules.state import LabwareState, WellSpan, WorkflowState
from bioproagent.rules.violation import Report, Violation
from bioproagent.textutil import fmt, nearest


def verify(
    workflow: Workflow | Mapping[str, Any] | str | bytes,
    registry: Registry | None = None,
    *,
    track_volumes: bool = True,
) -> Report:
    """Check a workflow against the registry.

    Args:
        workflow: a :class:`Workflow`, its JSON-compatible dict, or JSON text.
        registry: the registry in force; the built-in one (plus ``BIOPROAGENT_REGISTRY``)
            when None.
        track_volumes: check well volumes (overfill, underdraw). Turn off only for formats
            that carry no well-level information, such as the public ProAgent node format.

    Returns:
        A report whose ``violations`` list every problem found (empty when clean).
    """
    registry = registry or load_registry()
    report = _verify(workflow, registry, track_volumes)
    if registry.overrides:
        report.registry_overrides = list(registry.overrides)
    return report


def _verify(workflow: Any, registry: Registry, track_volumes: bool) -> Report:
    parsed = _parse(workflow)
    if isinstance(parsed, Report):
        return parsed
    try:
        return _Checker(parsed, registry, track_volumes).run()
    except Exception as exc:  # fail closed: an engine bug must never approve a workflow
        return Report(
            violations=[
                Violation(
                    code="ENGINE_ERROR",
                    path="",
                    message=f"the rule engine failed on this input ({type(exc).__name__}: {exc}); "
                    "the workflow is not approved. Please report this with the workflow attached.",
                )
            ],
        )


def _parse(workflow: Any) -> Workflow | Report:
    if isinstance(workflow, Workflow):
        return workflow
    if isinstance(workflow, str | bytes):
        try:
            workflow = jsonio.loads(workflow, what="workflow")
        except (ValueError, UnicodeDecodeError) as exc:
            return Report(
                violations=[
                    Violation(
                        code="WORKFLOW_INVALID",
                        message=f"not valid JSON: {exc}",
                        hint="pass a JSON object with 'labware' and 'steps'",
                    )
                ]
            )
    if jsonio.deeper_than(workflow):
        return Report(
            violations=[
                Violation(
                    code="WORKFLOW_INVALID",
                    message=f"objects and arrays nested more than {jsonio.MAX_DEPTH} deep",
                    hint="a workflow is a few levels deep; flatten the input",
                )
            ]
        )
    try:
        return Workflow.model_validate(workflow)
    except ValidationError as exc:
        return Report(
            violations=[
                Violation(
                    code="WORKFLOW_INVALID",
                    path=pointer(err["loc"]),
                    step=err["loc"][1]
                    if len(err["loc"]) > 1
                    and err["loc"][0] == "steps"
                    and isinstance(err["loc"][1], int)
                    else None,
                    message=f"{pointer(err['loc']) or 'workflow'}: {err['msg']}",
                    actual=_jsonable(err.get("input")),
                    hint="see 'bioproagent schema workflow' for the expected shape",
                )
                for err in exc.errors()
            ]
        )


def _unknown_product(base: str, product: str, lw_type: LabwareType) -> Violation:
    known = [p["id"] for p in lw_type.products]
    guesses = nearest(product, known, n=1, cutoff=0.3)
    return Violation(
        code="UNKNOWN_LABWARE_PRODUCT",
        path=f"{base}/product",
        actual=product,
        limit=known,
        message=f"product '{product}' is not listed for labware type '{lw_type.id}'"
        + (f" (known: {', '.join(known)})." if known else "; the type lists no products."),
        hint=f"name one of {known}, or leave product out to use the default '{known[0]}'"
        if known
        else "leave product out, or add the product to the labware type's registry file",
        repair=[{"op": "replace", "path": f"{base}/product", "value": guesses[0]}]
        if guesses
        else [{"op": "remove", "path": f"{base}/product"}],
    )


def _jsonable(value: Any) -> Any:
    """The value as JSON can carry it: NaN/Infinity and non-JSON objects as their repr."""
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return repr(value)[:200]
    if isinstance(value, dict | list) and len(json.dumps(value)) > 200:
        return f"<{type(value).__name__} of {len(value)} items>"
    return value


class _Checker:
    """One verification run (state is local to the run)."""

    def __init__(self, workflow: Workflow, registry: Registry, track_volumes: bool) -> None:
        self.workflow = workflow
        self.track_volumes = track_volumes
        self.registry = registry
        self.state = WorkflowState()
        self.violations: list[Violation] = []
        self.step_index = {s.id: i for i, s in enumerate(workflow.steps)}
        self._effect_steps: dict[tuple[str, str], list[int]] | None = None

    def run(self) -> Report:
        self.violations.extend(self._declarations())
        for index, step in enumerate(self.workflow.steps):
            self.violations.extend(self._step(index, step))
        self.violations.extend(check_hardware(self.workflow, self.registry, self.state))
        return Report(violations=self.violations, steps_checked=len(self.workflow.steps))

    # -- declarations -------------------------------------------------------------------
    def _declarations(self) -> Iterator[Violation]:
        seen: set[str] = set()
        for i, step in enumerate(self.workflow.steps):
            if step.id in seen:
                yield Violation(
                    code="DUPLICATE_STEP_ID",
                    step=i,
                    step_id=step.id,
                    path=f"/steps/{i}/id",
                    message=f"step id '{step.id}' is used twice.",
                    actual=step.id,
                    hint=f"rename it, e.g. '{step.id}_{i}'",
                    repair=[{"op": "replace", "path": f"/steps/{i}/id", "value": f"{step.id}_{i}"}],
                )
            seen.add(step.id)
        declared: set[str] = set()
        for j, inst in enumerate(self.workflow.labware):
            base = f"/labware/{j}"
            if inst.id in declared:
                yield Violation(
                    code="DUPLICATE_LABWARE_ID",
                    path=f"{base}/id",
                    actual=inst.id,
                    message=f"labware id '{inst.id}' is declared twice.",
                    hint="give each labware instance its own id",
                )
                continue
            declared.add(inst.id)
            lw_type = self.registry.labware_type(inst.type)
            if lw_type is None:
                guesses = self.registry.nearest_labware(inst.type)
                yield Violation(
                    code="UNKNOWN_LABWARE_TYPE",
                    path=f"{base}/type",
                    actual=inst.type,
                    limit=guesses,
                    message=f"labware type '{inst.type}' is not in the registry.",
                    hint=f"use '{guesses[0]}'" if guesses else "see 'bioproagent registry list'",
                    repair=[{"op": "replace", "path": f"{base}/type", "value": guesses[0]}]
                    if guesses
                    else None,
                )
                continue
            if inst.product is not None and lw_type.product(inst.product) is None:
                yield _unknown_product(base, inst.product, lw_type)
            lw_type = lw_type.as_product(inst.product)
            state = LabwareState(inst.id, lw_type, sealed=inst.sealed, location=inst.location)
            if inst.created_by is not None:
                if inst.created_by not in self.step_index:
                    yield Violation(
                        code="UNKNOWN_CREATOR_STEP",
                        path=f"{base}/created_by",
                        actual=inst.created_by,
                        message=f"'{inst.id}' is created by step '{inst.created_by}', which "
                        "does not exist.",
                        hint="name an existing step id, or null if the labware is there from "
                        "the start",
                    )
                else:
                    state.available_from = self.step_index[inst.created_by]
            if inst.sealed and not lw_type.sealable:
                yield Violation(
                    code="LABWARE_NOT_SEALABLE",
                    path=f"{base}/sealed",
                    actual=lw_type.id,
                    message=f"'{inst.id}' ({lw_type.id}) is declared sealed but cannot take a "
                    "seal.",
                    hint="set sealed to false",
                    repair=[{"op": "replace", "path": f"{base}/sealed", "value": False}],
                )
            for k, content in enumerate(inst.contents):
                wells = content.wells if content.wells is not None else list(lw_type.wells)
                for m, well in enumerate(wells):
                    if well not in lw_type.well_set:
                        yield self._bad_well(
                            f"{base}/contents/{k}/wells/{m}", inst.id, well, None, lw_type
                        )
                        continue
                    state.volumes[well] = state.volume(well) + content.volume_ul
                over = [w for w in wells if state.volume(w) > lw_type.well_volume_ul + 1e-9]
                if over:
                    yield Violation(
                        code="WELL_OVERFILL",
                        path=f"{base}/contents/{k}/volume_ul",
                        limit=lw_type.well_volume_ul,
                        actual=state.volume(over[0]),
                        message=f"{inst.id}:{over[0]} starts with {fmt(state.volume(over[0]))} "
                        f"uL, above its {fmt(lw_type.well_volume_ul)} uL well volume.",
                        hint=f"declare at most {fmt(lw_type.well_volume_ul)} uL per well, or "
                        "use a labware type with larger wells",
                    )
            self.state.labware[inst.id] = state

    def _bad_well(
        self,
        path: str,
        lw_id: str,
        well: str,
        step: Step | None,
        lw_type: LabwareType | None = None,
    ) -> Violation:
        if lw_type is None and lw_id in self.state.labware:
            lw_type = self.state.labware[lw_id].type
        valid = lw_type.wells if lw_type else ()
        guesses = nearest(well, valid, n=1, cutoff=0.3)
        index = self.step_index.get(step.id) if step else None
        return Violation(
            code="INVALID_WELL",
            step=index,
            step_id=step.id if step else None,
            path=path,
            actual=well,
            limit=f"{valid[0]}..{valid[-1]}" if valid else None,
            message=f"well '{well}' does not exist on '{lw_id}'"
            + (f" ({lw_type.id}: {valid[0]}..{valid[-1]})." if lw_type else "."),
            hint=f"use a well between {valid[0]} and {valid[-1]}"
            + (f", e.g. '{guesses[0]}'" if guesses else "")
            if valid
            else None,
        )

    # -- steps --------------------------------------------------------------------------
    def _step(self, index: int, step: Step) -> Iterator[Violation]:
        base = f"/steps/{index}"
        instrument = self.registry.instrument(step.device)
        if instrument is None:
            yield self._unknown_device(index, step)
            return
        if instrument.status != "available":
            others = self._alternatives(instrument.id, step)
            yield Violation(
                code="DEVICE_UNAVAILABLE",
                step=index,
                step_id=step.id,
                path=f"{base}/device",
                actual=instrument.status,
                limit="available",
                message=f"{instrument.id} is "
                f"{'in maintenance' if instrument.status == 'maintenance' else instrument.status}"
                " and cannot be scheduled.",
                hint=f"use an available instrument with '{step.operation}' for this labware: "
                f"{others}"
                if others
                else "wait until the instrument is back in service, or mark it available",
                repair=[{"op": "replace", "path": f"{base}/device", "value": others[0]}]
                if others
                else None,
            )
        operation = instrument.operations.get(step.operation)
        if operation is None:
            guesses = nearest(step.operation, list(instrument.operations), n=2, cutoff=0.4)
            yield Violation(
                code="UNKNOWN_OPERATION",
                step=index,
                step_id=step.id,
                path=f"{base}/operation",
                actual=step.operation,
                limit=sorted(instrument.operations),
                message=f"{instrument.id} has no operation '{step.operation}'; the registry "
                f"models only {', '.join(sorted(instrument.operations))}.",
                hint=f"use '{guesses[0]}'"
                if guesses
                else "choose a modelled operation, or another instrument that has this one",
                repair=[{"op": "replace", "path": f"{base}/operation", "value": guesses[0]}]
                if len(guesses) == 1
                else None,
            )
            return
        ctx = StepContext(
            index, step, instrument, operation, self.state, self.registry, self.track_volumes
        )
        yield from check_params(ctx)
        yield from self._bind(ctx)
        yield from check_rules(ctx)
        yield from check_state_requirements(ctx, self._find_effect_step)
        yield from apply_effects(ctx)
        yield from check_module(ctx)

    def _unknown_device(self, index: int, step: Step) -> Violation:
        with_op = [
            i.id for i in self.registry.instruments.values() if step.operation in i.operations
        ]
        guesses = nearest(step.device, with_op or list(self.registry.instruments), n=3, cutoff=0.3)
        if not guesses:
            guesses = with_op[:3]
        return Violation(
            code="UNKNOWN_DEVICE",
            step=index,
            step_id=step.id,
            path=f"/steps/{index}/device",
            actual=step.device,
            limit=guesses,
            message=f"instrument '{step.device}' is not in the registry.",
            hint=f"use one of {guesses}" if guesses else "see 'bioproagent registry list'",
            repair=[{"op": "replace", "path": f"/steps/{index}/device", "value": guesses[0]}]
            if len(guesses) == 1
            else None,
        )

    def _alternatives(self, exclude: str, step: Step) -> list[str]:
        """Available instruments that run the same operation on the same labware formats,
        in registry preference order (the first is proposed as the repair)."""
        formats = {
            self.state.labware[ref.labware].type.format
            for refs in step.labware.values()
            for ref in refs
            if ref.labware in self.state.labware
        }
        excluded = self.registry.instrument(exclude)
        others = []
        for inst in self.registry.instruments.values():
            op = inst.operations.get(step.operation)
            if inst.id == exclude or inst.status != "available" or op is None:
                continue
            accepted = {f for role in op.roles.values() for f in role.formats}
            if formats <= accepted and set(step.labware) <= set(op.roles):
                others.append(inst.id)
        # same category first: an equivalent instrument, not merely one with the same verb
        category = excluded.category if excluded else None
        return sorted(others, key=lambda i: self.registry.instruments[i].category != category)

    def _bind(self, ctx: StepContext) -> Iterator[Violation]:
        roles = ctx.operation.roles
        for role, refs in ctx.step.labware.items():
            path = ctx.base + pointer(["labware", role])  # escapes '/' and '~' in role
            spec = roles.get(role)
            if spec is None:
                yield self._unknown_role(ctx, role, path)
                continue
            if len(refs) > spec.max_count:
                yield Violation(
                    code="TOO_MANY_LABWARE",
                    step=ctx.index,
                    step_id=ctx.step.id,
                    path=path,
                    limit=spec.max_count,
                    actual=len(refs),
                    message=f"role '{role}' of {ctx.instrument.id}.{ctx.operation.name} takes "
                    f"at most {spec.max_count} labware item(s); {len(refs)} given.",
                    hint="split the step into batches",
                )
            for j, ref in enumerate(refs):
                yield from self._bind_one(ctx, spec, ref, f"{path}/{j}")
        for role, spec in roles.items():
            if spec.required and not ctx.step.labware.get(role):
                yield Violation(
                    code="LABWARE_ROLE_MISSING",
                    step=ctx.index,
                    step_id=ctx.step.id,
                    path=f"{ctx.base}/labware/{role}",
                    limit=list(spec.formats),
                    message=f"{ctx.instrument.id}.{ctx.operation.name} needs labware in role "
                    f"'{role}' ({spec.description}).",
                    hint=f"bind a labware instance of format {', '.join(spec.formats)}",
                )

    def _unknown_role(self, ctx: StepContext, role: str, path: str) -> Violation:
        free = [r for r in ctx.operation.roles if r not in ctx.step.labware]
        guesses = nearest(role, free, n=1, cutoff=0.3) or (free if len(free) == 1 else [])
        return Violation(
            code="UNKNOWN_LABWARE_ROLE",
            step=ctx.index,
            step_id=ctx.step.id,
            path=path,
            actual=role,
            limit=sorted(ctx.operation.roles),
            message=f"{ctx.instrument.id}.{ctx.operation.name} has no labware role '{role}' "
            f"(roles: {', '.join(sorted(ctx.operation.roles)) or 'none'}).",
            hint=f"bind it as '{guesses[0]}'" if guesses else "remove it",
            repair=[{"op": "move", "from": path, "path": f"{ctx.base}/labware/{guesses[0]}"}]
            if guesses
            else None,
        )

    def _bind_one(
        self, ctx: StepContext, spec: RoleSpec, ref: LabwareRef, path: str
    ) -> Iterator[Violation]:
        lw = self.state.labware.get(ref.labware)
        if lw is None:
            declared = [i.id for i in self.workflow.labware]
            guesses = nearest(ref.labware, declared, n=1, cutoff=0.3)
            yield Violation(
                code="UNKNOWN_LABWARE",
                step=ctx.index,
                step_id=ctx.step.id,
                path=f"{path}/labware",
                actual=ref.labware,
                limit=declared,
                message=f"labware '{ref.labware}' is not declared in this workflow (or its type "
                "is unknown).",
                hint=f"use '{guesses[0]}'" if guesses else "declare it under 'labware'",
                repair=self._rebind_repair(ctx, spec.name, ref, guesses[0]) if guesses else None,
            )
            return
        if lw.type.format not in spec.formats:
            fitting = sorted(
                t.id for t in self.registry.labware.values() if t.format in spec.formats
            )
            yield Violation(
                code="LABWARE_NOT_ACCEPTED",
                step=ctx.index,
                step_id=ctx.step.id,
                path=path,
                actual=lw.type.format,
                limit=list(spec.formats),
                message=f"{ctx.instrument.id}.{ctx.operation.name} does not accept "
                f"'{lw.id}' ({lw.type.format}) in role '{spec.name}'; it takes "
                f"{', '.join(spec.formats)}.",
                hint=f"use labware of type {fitting[:4]} or an instrument that takes "
                f"{lw.type.format}"
                if fitting
                else "use another instrument",
            )
        if ctx.index < lw.available_from:
            creator = lw.available_from
            yield Violation(
                code="LABWARE_USED_BEFORE_CREATED",
                step=ctx.index,
                step_id=ctx.step.id,
                path=f"{path}/labware",
                actual=ctx.index,
                limit=creator,
                message=f"'{lw.id}' is used here but only created by step {creator} "
                f"('{self.workflow.steps[creator].id}').",
                hint=f"move step {creator} before step {ctx.index}",
                repair=[{"op": "move", "from": f"/steps/{creator}", "path": f"/steps/{ctx.index}"}],
            )
        if lw.held_by is not None and lw.held_by != ctx.instrument.id:
            held_at = lw.held_by_step
            yield Violation(
                code="LABWARE_INACCESSIBLE",
                step=ctx.index,
                step_id=ctx.step.id,
                path=path,
                actual=lw.held_by,
                limit=ctx.instrument.id,
                message=f"'{lw.id}' is held inside {lw.held_by}; {ctx.instrument.id} cannot "
                "reach it.",
                hint=(
                    f"it was put away at step {held_at}; move that step after this one, or "
                    f"take '{lw.id}' out of {lw.held_by} first"
                )
                if held_at is not None
                else f"add a step that takes '{lw.id}' out of {lw.held_by} before this one",
                repair=[{"op": "move", "from": f"/steps/{held_at}", "path": ctx.base}]
                if held_at is not None
                else None,
            )
        span, bad_wells = self._span(ctx, spec, ref, lw, path)
        yield from bad_wells
        ctx.bindings.setdefault(spec.name, []).append(lw)
        if span is not None:
            ctx.wells.setdefault(spec.name, []).append(span)
        if spec.wells == "required" and not ref.wells:
            yield Violation(
                code="WELLS_REQUIRED",
                step=ctx.index,
                step_id=ctx.step.id,
                path=f"{path}/wells",
                message=f"role '{spec.name}' of {ctx.instrument.id}.{ctx.operation.name} needs "
                "explicit wells.",
                hint='list the wells, e.g. ["A1"]',
            )

    @staticmethod
    def _rebind_repair(
        ctx: StepContext, role: str, ref: LabwareRef, labware: str
    ) -> list[dict[str, Any]]:
        """Replace the whole role binding, so that the patch also applies when the input
        wrote the role in a shorthand form (a bare labware id or a single object)."""
        value = [
            {**r.model_dump(exclude_none=True), "labware": labware}
            if r is ref
            else r.model_dump(exclude_none=True)
            for r in ctx.step.labware[role]
        ]
        return [{"op": "replace", "path": f"{ctx.base}/labware/{role}", "value": value}]

    def _span(
        self, ctx: StepContext, spec: RoleSpec, ref: LabwareRef, lw: LabwareState, path: str
    ) -> tuple[WellSpan | None, list[Violation]]:
        """The wells a role touches (all wells when none are named) and any bad names."""
        if spec.wells == "none":
            return None, []
        if ref.wells is None:
            return WellSpan(lw, lw.type.wells), []
        valid = lw.type.well_set
        bad = [
            self._bad_well(f"{path}/wells/{k}", lw.id, well, ctx.step)
            for k, well in enumerate(ref.wells)
            if well not in valid
        ]
        return WellSpan(lw, tuple(w for w in ref.wells if w in valid)), bad

    def _find_effect_step(self, labware_id: str, kind: str, before_or_after: int) -> int | None:
        """Nearest other step that applies ``kind`` (seal/unseal) to the labware.

        For 'seal' the search looks after the step (a seal placed too late); for 'unseal'
        it also looks after (a peel placed too late); 'needs_seal' finds a step that
        requires the labware sealed.
        """
        if self._effect_steps is None:
            self._effect_steps = {}
            for i, step in enumerate(self.workflow.steps):
                instrument = self.registry.instrument(step.device)
                op = instrument.operations.get(step.operation) if instrument else None
                if op is None:
                    continue
                for effect in op.effects:
                    if effect["kind"] in ("seal", "unseal"):
                        for ref in step.labware.get(effect["role"], []):
                            key = (ref.labware, effect["kind"])
                            self._effect_steps.setdefault(key, []).append(i)
                for rule in op.rules:  # a step that needs the plate sealed (thermocycling)
                    if rule.get("kind") == "requires_state" and rule.get("sealed") is True:
                        for ref in step.labware.get(rule["role"], []):
                            self._effect_steps.setdefault((ref.labware, "needs_seal"), [])
                            if i not in self._effect_steps[(ref.labware, "needs_seal")]:
                                self._effect_steps[(ref.labware, "needs_seal")].append(i)
        later = [i for i in self._effect_steps.get((labware_id, kind), []) if i > before_or_after]
        return later[0] if later else None
