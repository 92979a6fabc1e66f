"""OfflinePlanner: deterministic drafts and device code, no network and no model weights.

``draft`` picks assay recipes from the intent's assay kinds, fills every value the intent
does not give from the retrieved protocol's defaults (recording an assumption for each),
and takes controls, standards and replicates from the protocol. ``code`` compiles the
draft with :class:`~bioproagent.planners.offline.compiler.Compiler`, which tries instruments in
a documented preference order and keeps the first on which the step passes the rule
engine. Requested values are never changed; when no instrument fits, the step keeps the
requested value on the best candidate so the rule engine reports the limit.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bioproagent.draft import Draft, DraftStep, Finding
from bioproagent.intent.assay_names import assay_options
from bioproagent.knowledge import KnowledgeBase, Protocol, load_library
from bioproagent.planners.base import Planner, PlannerReply, PlanningContext
from bioproagent.planners.offline.compiler import Compiler
from bioproagent.planners.offline.draft_choice import choose_draft
from bioproagent.planners.offline.fixer import fix_workflow
from bioproagent.planners.offline.layout import Builder
from bioproagent.planners.offline.plate_steps import PlateSteps
from bioproagent.planners.offline.recipes import AssayRecipes
from bioproagent.planners.offline.recipes_handling import HandlingRecipes
from bioproagent.planners.offline.written_draft import TextDraft, text_draft
from bioproagent.registry.loader import Registry
from bioproagent.registry.planning import sealer_settings
from bioproagent.rules.violation import Violation

ASSAY_ORDER = [
    "elisa",
    "bca",
    "bradford",
    "qpcr",
    "pcr",
    "bead_cleanup",
    "lysis",
    "clearing_spin",
    "cell_seeding",
    "cell_incubation",
    "serial_dilution",
    "normalization",
    "capillary_electrophoresis",
    "peeling",
    "plate_read",
    "thermomixing",
    "centrifugation",
    "plate_transfer",
    "sealing",
    "cold_storage",
]
COVERS = {
    "elisa": {"plate_read"},
    "bca": {"plate_read"},
    "bradford": {"plate_read"},
    "qpcr": {"sealing", "pcr"},
    "pcr": {"sealing"},
    "lysis": {"clearing_spin", "centrifugation"},
    "clearing_spin": {"centrifugation"},
    "cell_seeding": {"cell_incubation"},
    "peeling": {"plate_transfer", "sealing"},
}
_LIBRARY: KnowledgeBase | None = None


@dataclass(frozen=True)
class _Kit:
    """The recipe collaborators of one draft: shared plate steps, assays, handling."""

    steps: PlateSteps
    assays: AssayRecipes
    handling: HandlingRecipes

    @classmethod
    def for_builder(cls, b: Builder) -> _Kit:
        steps = PlateSteps(b)
        return cls(steps, AssayRecipes(steps), HandlingRecipes(steps))

    @property
    def b(self) -> Builder:
        return self.steps.b


def _sealed_now(r: _Kit, plate: str) -> bool:
    """Whether the draft so far leaves ``plate`` sealed."""
    sealed = r.b.labware[plate].sealed
    for step in r.b.steps:
        if step.operation in ("seal", "peel") and plate in step.labware.values():
            sealed = step.operation == "seal"
    return sealed


def _library() -> KnowledgeBase:
    global _LIBRARY
    if _LIBRARY is None:
        _LIBRARY = load_library()
    return _LIBRARY


def _protocol(ctx: PlanningContext, assay: str, text: str) -> Protocol | None:
    pool = [p for p in ctx.knowledge if isinstance(p, Protocol)]
    if assay == "bead_cleanup" and "kingfisher" in text:
        return next((p for p in pool if "kingfisher" in p.id), None) or _library().get(
            "kingfisher_purification"
        )
    return next((p for p in pool if assay in p.assays), None) or _library().for_assay(assay)


class OfflinePlanner(Planner):
    """The default planner: recipes + knowledge defaults + limit-aware instrument choice."""

    name = "offline"
    uses_llm = False

    def draft(self, ctx: PlanningContext) -> PlannerReply:
        written = text_draft(ctx.intent.text, ctx.registry)
        if written is not None:  # a written draft takes precedence over the recipes
            written.assumptions.extend(ctx.assumptions)
            if ctx.draft_only:
                return PlannerReply(draft=written)
        reply = PlannerReply(draft=written) if written is not None else self._recipe_draft(ctx)
        if ctx.draft_only:
            return reply
        chosen = choose_draft(ctx, reply.draft if reply.ok else None)
        return reply if chosen is None else PlannerReply(draft=chosen)

    def _recipe_draft(self, ctx: PlanningContext) -> PlannerReply:
        """The assay recipes filled with the knowledge library's defaults."""
        intent = ctx.intent
        text = intent.text.lower()
        assays = [a for a in ASSAY_ORDER if a in intent.assays]
        if not assays:
            assays = self._assays_from_operations(intent.operations)
        if not assays and ctx.draft_only:
            from bioproagent.planners.offline.general import general_draft

            return PlannerReply(draft=general_draft(ctx))
        if not assays:
            return PlannerReply(
                error="the intent names no workflow the offline planner knows "
                "(no assay kind and no operation); say what should happen, "
                "e.g. 'spin the 96-well plate at 1,000 x g for 1 min'"
            )
        protocols = [p for a in assays if (p := _protocol(ctx, a, text)) is not None]
        defaults: dict[str, Any] = {}
        for p in reversed(protocols):
            defaults.update(p.defaults)
        main = protocols[0] if protocols else None
        b = Builder(
            intent,
            defaults,
            main.title if main else "planner defaults",
            seal_settings=sealer_settings(ctx.registry),
            assay_ids=assay_options(ctx.registry),
        )
        r = _Kit.for_builder(b)
        covered: set[str] = set()
        for assay in assays:
            if assay in covered:
                continue
            covered |= {assay, *COVERS.get(assay, set())}
            if "600" in text and assay in ("plate_read", "cell_incubation"):
                covered |= {"plate_read", "cell_incubation"}
            self._run(r, assay, text, intent.operations)
        for op in intent.operations:
            if not any(s.operation == op for s in b.steps):
                self._extra(r, op)
        b.finish()
        _pin_named_instruments(b.steps, intent.text, ctx.registry)
        b.assumptions.extend(ctx.assumptions)
        draft = Draft(
            title=main.title if main else "Workcell workflow",
            goal=intent.text,
            steps=b.steps,
            labware=list(b.labware.values()),
            reagents=sorted(
                {
                    c.get("reagent", "")
                    for lw in b.labware.values()
                    for c in lw.contents
                    if c.get("reagent")
                }
            ),
            controls=list(dict.fromkeys(c for p in protocols for c in p.controls)),
            standards=list(dict.fromkeys(s for p in protocols for s in p.standards)),
            replicates=intent.counts.get("replicates")
            or next((p.replicates for p in protocols if p.replicates), None),
            assumptions=b.assumptions,
            references=[p.id for p in protocols],
        )
        return PlannerReply(draft=draft)

    @staticmethod
    def _assays_from_operations(ops: list[str]) -> list[str]:
        table = {
            "spin": "centrifugation",
            "shake": "thermomixing",
            "store": "cold_storage",
            "seal": "sealing",
            "peel": "peeling",
            "transfer": "plate_transfer",
            "run_pcr": "pcr",
            "run_qpcr": "qpcr",
            "read_absorbance": "plate_read",
            "read_fluorescence": "plate_read",
            "read_luminescence": "plate_read",
            "run_assay": "capillary_electrophoresis",
            "run_program": "bead_cleanup",
            "incubate": "cell_incubation",
        }
        found = {table[o] for o in ops if o in table}
        return [a for a in ASSAY_ORDER if a in found]

    @staticmethod
    def _run(r: _Kit, assay: str, text: str, ops: list[str]) -> None:
        sealed_start = "sealed" in text
        if assay in ("elisa", "bca", "bradford"):
            r.assays.quant_assay(assay)
        elif assay in ("pcr", "qpcr"):
            r.assays.pcr(assay == "qpcr")
        elif assay == "bead_cleanup":
            # SPRI/AMPure names a liquid-handler clean-up on the magnet even though the
            # parser lists the MAG program as the bead operation.
            spri = "spri" in text or "ampure" in text
            r.handling.kingfisher() if "kingfisher" in text or (
                "run_program" in ops and not spri
            ) else r.handling.spri()
        elif assay in ("lysis", "clearing_spin"):
            r.handling.lysis(assay == "lysis")
        elif assay == "cell_seeding":
            r.handling.cells(seed=True)
        elif assay == "cell_incubation":
            r.handling.od600() if "600" in text else r.handling.cells(seed=False)
        elif assay == "serial_dilution":
            r.assays.serial_dilution()
        elif assay == "normalization":
            r.handling.normalization()
        elif assay == "capillary_electrophoresis":
            r.handling.capillary()
        elif assay == "plate_read":
            if "600" in text or "od600" in text:
                r.handling.od600()
            else:
                plate = r.steps.ensure_plate()
                if sealed_start and r.b.labware[plate].sealed is False and not r.b.steps:
                    r.b.labware[plate].sealed = True
                    r.steps.peel(plate)
                r.steps.read(plate, r.steps.read_mode())
        elif assay == "thermomixing":
            r.handling.shake()
        elif assay == "centrifugation":
            r.handling.spin_tubes() if r.handling.wants_tubes() else r.handling.spin_plate()
        elif assay == "peeling" and r.b.steps:
            # after another workflow (e.g. PCR): just take the seal off its plate
            plate = r.steps.ensure_plate(50)
            if _sealed_now(r, plate):
                r.steps.peel(plate)
        elif assay in ("peeling", "plate_transfer"):
            plate = r.steps.ensure_plate(50)
            if assay == "peeling" or sealed_start:
                r.b.labware[plate].sealed = True
            r.handling.transfer_plate(
                peel_first=r.b.labware[plate].sealed,
                reseal="seal" in ops or "reseal" in text or "re-seal" in text,
            )
        elif assay == "sealing":
            if not any(s.operation == "seal" for s in r.b.steps):
                r.steps.seal(r.steps.ensure_plate())
        elif assay == "cold_storage":
            r.handling.store_cold(sealed=any(s.operation == "seal" for s in r.b.steps))

    @staticmethod
    def _extra(r: _Kit, op: str) -> None:
        plate = r.steps.ensure_plate()
        if op == "seal":
            r.steps.seal(plate)
        elif op == "peel":
            r.steps.peel(plate)
        elif op.startswith("read_"):
            r.steps.read(plate, op.removeprefix("read_"))
        elif op == "shake":
            r.handling.shake()
        elif op == "spin":
            r.handling.spin_tubes() if r.handling.wants_tubes() else r.handling.spin_plate()
        elif op == "store":
            r.handling.store_cold(sealed=any(s.operation == "seal" for s in r.b.steps))

    def revise_draft(
        self, ctx: PlanningContext, draft: Draft, findings: list[Finding]
    ) -> PlannerReply:
        from bioproagent.planners.offline.reviser import revise

        revised, error = revise(ctx, draft, findings)
        return PlannerReply(draft=None if error else revised, error=error)

    def code(self, ctx: PlanningContext, draft: Draft) -> PlannerReply:
        compiler = Compiler(ctx.registry, draft)
        workflow = compiler.compile()
        if not workflow["steps"]:
            return PlannerReply(error="the draft has no step with a registry operation")
        if compiler.notes:
            workflow["metadata"]["notes"] = compiler.notes
        # what compiling added (a transfer split to fit the tips, a spin in several runs) is
        # an assumption the scientist sees like any other
        draft.assumptions += [n for n in compiler.notes if n not in draft.assumptions]
        workflow["metadata"]["assumptions"] = list(draft.assumptions)
        return PlannerReply(code=symbolize(workflow, ctx), raw=json.dumps(workflow))

    def fix_code(
        self, ctx: PlanningContext, draft: Draft, code: dict[str, Any], violations: list[Violation]
    ) -> PlannerReply:
        fixed, error = fix_workflow(ctx, draft, code, violations)
        if error:
            return PlannerReply(error=error)
        return PlannerReply(code=fixed)


def symbolize(workflow: dict[str, Any], ctx: PlanningContext) -> dict[str, Any]:
    """Replace registry ids by the plan's symbols where the symbol table has them."""
    doc = json.loads(json.dumps(workflow))
    for step in doc["steps"]:
        step["device"] = ctx.symbols.device_symbol(step["device"]) or step["device"]
    for lw in doc["labware"]:
        lw["type"] = ctx.symbols.labware_symbol(lw["type"]) or lw["type"]
    return doc


def draft_step_text(step: DraftStep) -> str:
    return step.text


def _pin_named_instruments(steps: list[DraftStep], text: str, registry: Registry) -> None:
    """Steps of a category whose instrument the intent names ('on the Opentrons OT-2') go to
    that instrument: the compiler tries it first and the rule engine judges it, instead of
    the registry's preferred one silently replacing what was asked for."""
    named = TextDraft(registry).named(text.lower())
    chosen: dict[str, str] = {}
    for inst_id in named:
        chosen.setdefault(registry.instruments[inst_id].category, inst_id)
    for step in steps:
        pinned = chosen.get(step.category or "")
        if (
            step.device is None
            and pinned
            and step.operation in (registry.instruments[pinned].operations)
        ):
            step.device = pinned
