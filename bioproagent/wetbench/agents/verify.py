"""Verification and rectification for the Design-Verify-Rectify agent.

* **K_s** (:func:`science_findings`): the experiment draft, written as a
  :class:`bioproagent.draft.Draft`, goes through :func:`bioproagent.science.check_draft`
  (controls, units, readout order).
* **K_p / feasibility** (:func:`dry_run`): each planned action is checked against its JSON
  Schema (bounds from the hardware registry) and simulated, in order, by the rule-based
  transition model on the agent's *belief* of the bench: a state rebuilt only from what the
  observation shows (no hidden truth, no readouts), so volumes, containers, seals, frozen
  or adherent states and parameter bounds are checked before anything is done.
* **Rectify** (:func:`rectify`): turns a rejection (from the dry run or from the real
  environment) into replacement actions: clamp parameters into bounds, thaw, peel, detach,
  pellet, shrink volumes, move to an accepted container, or drop the step.
"""

from __future__ import annotations

from typing import Any

from bioproagent.draft import Draft, DraftStep, Finding
from bioproagent.science.checklist import check_draft
from bioproagent.wetbench.catalogue import Catalogue, load_catalogue
from bioproagent.wetbench.config import ActionDoc, Configuration
from bioproagent.wetbench.env import precheck
from bioproagent.wetbench.materials import Container, Hidden, Material
from bioproagent.wetbench.rule_model import RuleTransitionModel
from bioproagent.wetbench.state import LabState, Outcome

Plan = list[ActionDoc]
_VISIBLE_KEYS = {
    "barcode",
    "name",
    "role",
    "form",
    "volume_ul",
    "condition",
    "state",
    "material_type",
    "available_for_use",
    "created_at_s",
    "last_modified_s",
    "container",
    "solid_mg",
    "cells_approx",
    "growth_condition",
}


def belief_state(config: Configuration, observation: dict[str, Any]) -> LabState:
    """A lab state rebuilt from the observation alone (what the agent can see)."""
    shell = config.model_copy(update={"readouts": [], "reactions": [], "truth": {}})
    materials: dict[str, Material] = {}
    for doc in observation["materials"]:
        volume = float(doc.get("volume_ul", 0.0))
        solids = {"solid": float(doc["solid_mg"])} if doc.get("solid_mg") else {}
        materials[doc["barcode"]] = Material(
            barcode=doc["barcode"],
            name=doc["name"],
            role=doc["role"],
            form=doc["form"],
            container=Container(**doc["container"]) if doc.get("container") else None,
            properties={k: v for k, v in doc.items() if k not in _VISIBLE_KEYS},
            condition=doc["condition"],
            dynamic=doc["material_type"] == "dynamic",
            unlimited=doc["available_for_use"] == "unlimited",
            cells=float(doc.get("cells_approx", 0.0)),
            adherent=doc["state"] == "adherent",
            growth_condition=doc.get("growth_condition"),
            hidden=Hidden(
                composition={doc["barcode"]: volume} if volume > 0 else {}, solids=solids
            ),
        )
    state = LabState(config=shell, materials=materials, rng=__import__("random").Random(0))
    state.clock_s = float(observation.get("clock_s", 0.0))
    return state


def dry_run(
    plan: Plan, config: Configuration, state: LabState, catalogue: Catalogue | None = None
) -> tuple[Plan, list[str]]:
    """Simulate the plan on the belief state, rectifying each rejected step (at most three
    times); returns the feasible plan and a log of what was changed and why."""
    catalogue = catalogue or load_catalogue()
    model = RuleTransitionModel()
    queue, done, log = list(plan), [], []
    attempts: dict[int, int] = {}
    while queue:
        doc = queue.pop(0)
        if doc.action in ("SubmitMaterialsObservationsForReview", "Quit"):
            done.append(doc)
            continue
        outcome = precheck(doc, config, catalogue, state) or model.apply(
            state, doc, catalogue[doc.action], len(done)
        )
        if outcome.accepted:
            done.append(doc)
            continue
        key = id(doc)
        attempts[key] = attempts.get(key, 0) + 1
        fixes = rectify(doc, outcome, state, catalogue) if attempts[key] <= 3 else []
        log.append(
            f"{doc.action}: {outcome.code} ({outcome.reason}) -> "
            + (", ".join(f.action for f in fixes) if fixes else "dropped")
        )
        queue[:0] = fixes
    return done, log


def rectify(doc: ActionDoc, outcome: Outcome, state: LabState, catalogue: Catalogue) -> Plan:
    """Replacement actions for a rejected one (empty: drop it)."""
    code = outcome.code
    spec = catalogue.actions.get(doc.action)
    mats = [state.materials[b] for b in doc.materials if b in state.materials]
    if spec is None or code in ("UNKNOWN_ACTION", "NOT_AVAILABLE", "NOT_VISUAL", "NO_CELLS"):
        return []
    if code == "BAD_PARAMS":
        fixed = clamp_params(doc, catalogue)
        return [fixed] if fixed != doc else []
    if code in ("MISSING_MATERIAL", "UNAVAILABLE_MATERIAL"):
        keep = [b for b in doc.materials if b in state.materials and state.materials[b].available]
        return [doc.model_copy(update={"materials": keep})] if keep != doc.materials else []
    if code == "FROZEN":
        frozen = [m.barcode for m in mats if m.frozen]
        return [
            ActionDoc(
                action="Storage", materials=frozen, params={"condition": "ice", "duration_s": 1800}
            ),
            doc,
        ]
    if code == "SEALED":
        sealed = [m.barcode for m in mats if m.container and m.container.sealed]
        return [ActionDoc(action="PeelSeal", materials=sealed, params={}), doc]
    if code == "WRONG_STATE" and "adherent" in outcome.reason:
        helper = _find(state, lambda m: bool(m.properties.get("dissociation_reagent")))
        adherent = [m.barcode for m in mats if m.adherent]
        if helper is None:
            return []
        return [
            ActionDoc(
                action="Resuspend", materials=[*adherent, helper.barcode], params={"volume_ul": 500}
            ),
            doc,
        ]
    if code == "WRONG_STATE" and "suspension" in outcome.reason:
        loose = [m.barcode for m in mats if m.cells > 0 and not m.adherent]
        return [
            ActionDoc(
                action="Centrifuge", materials=loose, params={"rcf_g": 300, "duration_s": 300}
            ),
            doc,
        ]
    if code in ("INSUFFICIENT_VOLUME", "OVERFLOW") and "volume_ul" in doc.params:
        smaller = _smaller_volume(doc, mats)
        return [smaller] if smaller is not None else []
    if code == "WRONG_CONTAINER":
        moved = _move_to_accepted(doc, mats, state, catalogue)
        if moved:
            return moved
    return _without_offender(doc, mats, outcome, spec.min_materials)


def _without_offender(doc: ActionDoc, mats: list[Material], outcome: Outcome, minimum: int) -> Plan:
    """The same action without the material the rejection names (if enough remain)."""
    named = [m.barcode for m in mats if m.name in outcome.reason]
    if not named:
        return []
    offender = max(named, key=lambda b: len(next(m.name for m in mats if m.barcode == b)))
    keep = [b for b in doc.materials if b != offender]
    return [doc.model_copy(update={"materials": keep})] if len(keep) >= max(1, minimum) else []


def clamp_params(doc: ActionDoc, catalogue: Catalogue) -> ActionDoc:
    """Drop unknown parameters, clamp numbers into bounds, fill required ones."""
    spec = catalogue[doc.action]
    params: dict[str, Any] = {}
    for name, value in doc.params.items():
        p = spec.params.get(name)
        if p is None:
            continue
        if isinstance(value, int | float) and not isinstance(value, bool):
            lo, hi = p.get("minimum"), p.get("maximum")
            value = max(lo, value) if lo is not None else value
            value = min(hi, value) if hi is not None else value
            if p.get("type") == "integer":
                value = int(value)
        if "enum" in p and value not in p["enum"]:
            value = p["enum"][0]
        params[name] = value
    from bioproagent.wetbench.agents.react import default_params

    for name, value in default_params(spec).items():
        params.setdefault(name, value)
    materials = doc.materials[: spec.max_materials]
    return ActionDoc(action=doc.action, materials=materials, params=params)


def _smaller_volume(doc: ActionDoc, mats: list[Material]) -> ActionDoc | None:
    volume = float(doc.params["volume_ul"])
    if not mats:
        return None
    source, rest = mats[0], mats[1:]
    limits = [volume * 0.5]
    if not source.unlimited and rest:
        limits.append(source.volume_ul / len(rest) * 0.95)
    for m in rest:
        if m.container is not None:
            limits.append((m.container.capacity_ul - m.volume_ul) * 0.95)
    new = round(min(limits), 3)
    if new < 0.5 or new >= volume:
        return None
    return doc.model_copy(update={"params": {**doc.params, "volume_ul": new}})


def _move_to_accepted(
    doc: ActionDoc, mats: list[Material], state: LabState, catalogue: Catalogue
) -> Plan:
    kinds = catalogue[doc.action].rules.get("container_kinds") or []
    moves, materials = [], list(doc.materials)
    taken: set[str] = set(doc.materials)
    for m in mats:
        if m.container is not None and m.container.kind in kinds:
            continue
        target = _find(
            state,
            lambda c: (
                c.role == "container"
                and c.form == "container"
                and c.container is not None
                and c.container.kind in kinds
                and c.barcode not in taken
            ),
        )
        if target is None or target.container is None:
            return []
        taken.add(target.barcode)
        volume = round(min(m.volume_ul * 0.5, target.container.capacity_ul * 0.8, 5000.0), 3)
        if volume < 0.5:
            return []
        moves.append(
            ActionDoc(
                action="Transfer",
                materials=[m.barcode, target.barcode],
                params={"volume_ul": volume},
            )
        )
        materials[materials.index(m.barcode)] = target.barcode
    return [*moves, doc.model_copy(update={"materials": materials})] if moves else []


def _find(state: LabState, test: Any) -> Material | None:
    return next((m for m in state.materials.values() if m.available and test(m)), None)


# -- K_s ---------------------------------------------------------------------------------------
def as_draft(plan: Plan, config: Configuration, state: LabState) -> Draft:
    """The plan as a protocol draft for the scientific checklist."""
    steps, controls = [], []
    for doc in plan:
        names = [state.materials[b].name if b in state.materials else b for b in doc.materials]
        params = ", ".join(
            f"{k.rsplit('_', 1)[0]} {v} {_unit(k)}".strip() for k, v in doc.params.items()
        )
        text = f"{doc.action} on {', '.join(names) or 'the experiment'}"
        steps.append(DraftStep(text=f"{text} ({params})" if params else text))
        for b in doc.materials:
            m = state.materials.get(b)
            if m is not None and (m.role in ("control", "standard") or "control" in m.name.lower()):
                controls.append(m.name)
    return Draft(title=config.title, goal=config.goal, steps=steps, controls=sorted(set(controls)))


_UNITS = {
    "ul": "µL",
    "nl": "nL",
    "s": "s",
    "c": "°C",
    "g": "× g",
    "rpm": "rpm",
    "nm": "nm",
    "percent": "%",
    "um": "µm",
    "kda": "kDa",
    "nmol": "nmol",
    "v": "V",
    "mw_mm2": "mW/mm²",
}


def _unit(name: str) -> str:
    for suffix, unit in _UNITS.items():
        if name.endswith("_" + suffix):
            return unit
    return ""


def science_findings(plan: Plan, config: Configuration, state: LabState) -> list[Finding]:
    """K_s on the plan: errors only (warnings are for people, not for the loop)."""
    findings = check_draft(as_draft(plan, config, state))
    return [f for f in findings if f.severity == "error" and not _unit_noise(f)]


def _unit_noise(finding: Finding) -> bool:
    """Unit findings are skipped: every numeric parameter carries its unit in its name by
    construction, and the numbers left in step texts are counts in material names
    ('Colony 5', 'well 3'), which are not quantities."""
    return finding.code == "MISSING_UNIT"
