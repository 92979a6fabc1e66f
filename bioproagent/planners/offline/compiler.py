"""Offline compiler: draft steps -> IR steps on instruments whose limits fit.

Which instrument is tried first, which labware type a format means, which tips a volume
needs and which rotor a role takes all come from the registry
(:mod:`bioproagent.registry.planning`); the first candidate that passes the rule engine wins.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

from bioproagent import textutil
from bioproagent.draft import Draft, DraftStep
from bioproagent.planners.offline.written_params import fit_extras
from bioproagent.registry.loader import Registry
from bioproagent.registry.model import Instrument
from bioproagent.registry.planning import (
    available_for,
    format_type,
    role_params,
    tip_type,
)
from bioproagent.rules import verify
from bioproagent.rules.supply import supply_tips
from bioproagent.textutil import fmt

PARAM_ALIASES = {("LH", "shake"): {"speed_rpm": "rotation_speed_rpm"}}


_STAYS = frozenset({"incubate", "magnetic_separation"})
"""Operations a plate can have where it stands, when the instrument there offers them."""


def candidates(registry: Registry, op: str, category: str | None) -> list[Instrument]:
    """Available instruments offering ``op``: the wanted category first, by preference."""
    return available_for(registry, op, category)


def _said(value: object, text: str) -> bool:
    """Whether ``value`` is written in a step's text (a stated value, not a default)."""
    shown = textutil.fmt(value) if isinstance(value, int | float) else str(value)
    return re.search(rf"(?<![\d.]){re.escape(shown)}(?![\d.])", text) is not None


_ROTOR_KIND = (
    (re.compile(r"\bfixed[\s-]*angle\b|\bangle[\s-]*rotor\b", re.I), "fixed"),
    (re.compile(r"\bswing(?:ing)?[\s-]*(?:bucket|out)s?\b|\bbuckets?\s+rotor\b", re.I), "swing"),
)


def stated_rotor_kind(text: str) -> str | None:
    """'(swing-bucket)', 'in the fixed-angle rotor': the kind of rotor the intent asks for,
    when it names exactly one kind."""
    kinds = {kind for rx, kind in _ROTOR_KIND if rx.search(text)}
    return kinds.pop() if len(kinds) == 1 else None


def rotor_kind(name: str) -> str:
    """A registry rotor's kind by the vendors' naming: 'FA-...' (Eppendorf) or 'F...' rotors
    with 'fixed' are fixed-angle; the buckets ('A-4-81 50 mL', 'S-4-104') swing out."""
    return "fixed" if re.match(r"FA-|F\d", name) or "fixed" in name.lower() else "swing"


def tips_id(rack_type: str) -> str:
    """The instance id a plan gives a tip rack type: ``tiprack_96_200ul`` -> ``tips_200ul``."""
    return "tips_" + rack_type.removeprefix("tiprack_96_").removeprefix("tiprack_")


class Compiler:
    """Compiles a draft into a resolved (registry-id) workflow, one step at a time."""

    def __init__(self, registry: Registry, draft: Draft) -> None:
        self.registry = registry
        self.draft = draft
        self.formats = {lw.name: lw.format for lw in draft.labware}
        self.labware: list[dict[str, Any]] = []
        for lw in draft.labware:
            entry: dict[str, Any] = {
                "id": lw.name,
                "type": lw.type or format_type(registry, lw.format),
                "contents": lw.contents,
            }
            if lw.sealed:
                entry["sealed"] = True
            self.labware.append(entry)
        self.steps: list[dict[str, Any]] = []
        self.notes: list[str] = []

    def _ensure(self, lw_id: str, type_id: str, sealed: bool = False) -> str:
        if not any(lw["id"] == lw_id for lw in self.labware):
            entry: dict[str, Any] = {"id": lw_id, "type": type_id, "contents": []}
            if sealed:
                entry["sealed"] = True
            self.labware.append(entry)
        return lw_id

    def workflow(self, extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        return {
            "name": self.draft.title,
            "labware": self.labware,
            "steps": self.steps + (extra or []),
            "metadata": {"planner": "offline", "references": self.draft.references},
        }

    def compile(self) -> dict[str, Any]:
        for n, step in enumerate(self.draft.steps):
            if step.operation is None:
                continue
            for k, part in enumerate(self._split(step)):
                self.steps.append(self._choose(part, f"s{n + 1}" + (f"_{k + 1}" if k else "")))
        return supply_tips(self.workflow(), self.registry)

    def _split(self, step: DraftStep) -> list[DraftStep]:
        """A mix of several tubes becomes one mix per tube; a spin of more tubes than the
        centrifuge holds, several runs."""
        tubes = step.labware.get("tubes")
        if step.operation == "mix" and isinstance(tubes, list) and len(tubes) > 1:
            return [step.model_copy(update={"labware": {"tubes": [t]}}) for t in tubes]
        most = self._most_tubes(step)
        if step.operation == "spin" and isinstance(tubes, list) and 0 < most < len(tubes):
            runs = math.ceil(len(tubes) / most)
            size = math.ceil(len(tubes) / runs)  # even runs: 24 in 16 places are 2 x 12
            self.notes.append(
                f"'{step.text}': {len(tubes)} tubes take {runs} runs of {size} or fewer (the "
                f"centrifuge holds {most} per run); every run uses the stated settings."
            )
            return [
                step.model_copy(update={"labware": {"tubes": tubes[k : k + size]}})
                for k in range(0, len(tubes), size)
            ]
        return [step]

    def _trips(
        self,
        params: dict[str, Any],
        volume: float,
        tip: str,
        specs: Mapping[str, Any],
        step: DraftStep,
    ) -> None:
        """A volume above the largest tips moves in equal trips per well (the stated volume
        stays the step's volume): 1500 uL with 1000 uL tips is 2 trips of 750 uL."""
        capacity = float(self.registry.labware[tip].data.get("tip_capacity_ul", 0))
        if capacity <= 0 or volume <= capacity or "trips" not in specs:
            return
        if params.get("trips", 1) != 1:
            return  # already split
        trips = math.ceil(volume / capacity)
        if trips > int(specs["trips"].get("maximum", trips)):
            return  # more trips than the instrument makes: K_p says so
        params["trips"] = trips
        note = (
            f"'{step.text}': {fmt(volume)} uL per well moves in {trips} trips of "
            f"{fmt(round(volume / trips, 3))} uL (the largest tips hold {fmt(capacity)} uL)."
        )
        if note not in self.notes:
            self.notes.append(note)

    def _most_tubes(self, step: DraftStep) -> int:
        """How many tubes one spin takes on the named centrifuge, else on the roomiest one
        (0 when none has a tube role)."""
        named = self.registry.instrument(step.device or "")
        pool = [named] if named else candidates(self.registry, "spin", step.category)
        counts = [
            role.max_count
            for inst in pool
            if (op := inst.operations.get("spin")) is not None
            and (role := op.roles.get("tubes")) is not None
        ]
        return max(counts, default=0)

    def _choose(self, step: DraftStep, step_id: str) -> dict[str, Any]:
        best: tuple[int, dict[str, Any]] | None = None
        pool = candidates(self.registry, step.operation or "", step.category)
        if step.device:  # a named instrument is tried first; it is kept only if it fits
            pool.sort(key=lambda inst: inst.id != step.device)
        elif (here := self._where_it_stands(step)) is not None:
            pool.sort(key=lambda inst: inst.id != here)
        for inst in pool:
            built = self.build(step, inst, step_id)
            if built is None:
                continue
            for ir in self._rotor_variants(built, inst, step, self.draft.goal):
                report = verify(self.workflow([ir]), self.registry)
                # tips running out is fixed afterwards by declaring racks (supply_tips)
                bad = [
                    v
                    for v in report.violations
                    if v.step == len(self.steps) and v.code != "TIPS_EXHAUSTED"
                ]
                if not bad:
                    self._rotor_note(built, ir, inst)
                    return ir
                if best is None or len(bad) < best[0]:
                    best = (len(bad), ir)
        if best is not None:
            return best[1]
        return {
            "id": step_id,
            "device": "unknown",
            "operation": step.operation,
            "params": dict(step.params),
            "description": step.text,
        }

    def _where_it_stands(self, step: DraftStep) -> str | None:
        """The instrument the step's plate stands on: the one the step before worked on it
        with. A wait or a magnet step that names no instrument is tried there first
        ('add 100 uL on the Biomek i5, then leave it 20 min': the i5's deck, not another
        liquid handler's), and kept there only if it fits."""
        if step.operation not in _STAYS or not self.steps:
            return None
        before = self.steps[-1]
        mine = set(step.labware_names())
        theirs = {
            ref.get("labware") if isinstance(ref, dict) else ref
            for refs in (before.get("labware") or {}).values()
            for ref in (refs if isinstance(refs, list) else [refs])
        }
        device = before.get("device")
        return device if isinstance(device, str) and mine & theirs else None

    def _rotor_note(self, built: dict[str, Any], chosen: dict[str, Any], inst: Instrument) -> None:
        """The rotor the step runs in replaces the registry default the draft recorded, in the
        plan's assumptions (a stale 'rotor = plate buckets' beside a tube spin misleads)."""
        was, now = built["params"].get("rotor"), chosen["params"].get("rotor")
        if was == now or now is None:
            return
        stale = f"rotor = {was} on {inst.id} (registry default)."
        fresh = f"rotor = {now} on {inst.id} (the default {was} does not fit this labware)."
        assumptions = self.draft.assumptions
        assumptions[:] = [fresh if a == stale else a for a in assumptions]
        if fresh not in assumptions:
            assumptions.append(fresh)

    @staticmethod
    def _rotor_variants(
        ir: dict[str, Any], inst: Instrument, step: DraftStep, goal: str = ""
    ) -> list[dict[str, Any]]:
        """The step as built, then with each other rotor the instrument offers, when the
        draft chose none (a 4000 x g spin of 50 mL tubes needs the fixed-angle rotor)."""
        spec = inst.operations[step.operation or ""].param_specs.get("rotor") or {}
        stated = "rotor" in step.params and _said(step.params["rotor"], step.text)
        if stated or not spec.get("enum"):
            return [ir]
        others = [r for r in spec["enum"] if r != ir["params"].get("rotor")]
        variants = [ir] + [{**ir, "params": {**ir["params"], "rotor": r}} for r in others]
        kind = stated_rotor_kind(f"{step.text}\n{goal}")
        if kind is None:
            return variants
        return [v for v in variants if rotor_kind(str(v["params"].get("rotor"))) == kind] or [ir]

    def build(self, step: DraftStep, inst: Instrument, step_id: str) -> dict[str, Any] | None:
        op = inst.operations[step.operation or ""]
        aliases = PARAM_ALIASES.get((inst.category, step.operation or ""), {})
        params = {aliases.get(k, k): v for k, v in step.params.items()}
        labware: dict[str, Any] = {}
        for role, names in step.labware.items():
            items = names if isinstance(names, list) else [names]
            fmt = self.formats.get(items[0], "")
            target = (
                role
                if role in op.roles and fmt in op.roles[role].formats
                else next((r for r, spec in op.roles.items() if fmt in spec.formats), None)
            )
            if target is None:
                target = role if role in op.roles else None
            if target is None:
                return None
            wells = step.wells.get(role)
            refs = [{"labware": n, **({"wells": wells} if wells else {})} for n in items]
            labware[target] = refs
            for name, value in role_params(inst, step.operation or "", target).items():
                if name in op.param_specs and name not in params:
                    params[name] = value
        if "tips" in op.roles and "tips" not in labware:
            vol = float(params.get("volume_ul", 0) or 0)
            accepted = op.roles["tips"].formats
            tip = (
                tip_type(self.registry, vol, instrument=inst) if "tiprack_96" in accepted else None
            )
            if tip is not None:
                labware["tips"] = [{"labware": self._ensure(tips_id(tip), tip)}]
                self._trips(params, vol, tip, op.param_specs, step)
        if any(r.get("code") == "LOAD_UNBALANCED" for r in op.rules):
            plates = labware.get("plates", [])
            if len(plates) == 1:
                lw_type = next(
                    lw["type"] for lw in self.labware if lw["id"] == plates[0]["labware"]
                )
                sealable = (
                    self.registry.labware[lw_type].sealable
                    if lw_type in self.registry.labware
                    else False
                )
                plates.append(
                    {"labware": self._ensure(f"balance_{lw_type}", lw_type, sealed=sealable)}
                )
        params = fit_extras(params, inst.id, step.operation or "", set(op.param_specs))
        if "rotor" in params and not _said(params["rotor"], step.text):
            enum = (op.param_specs.get("rotor") or {}).get("enum") or []
            if params["rotor"] not in enum:  # another centrifuge's default rotor
                params.pop("rotor")
                if enum:
                    params["rotor"] = enum[0]
        # a default the instrument has no parameter for does not travel; a stated one stays
        # (K_p then says this instrument cannot take it)
        params = {k: v for k, v in params.items() if k in op.param_specs or _said(v, step.text)}
        return {
            "id": step_id,
            "device": inst.id,
            "operation": step.operation,
            "params": params,
            "labware": labware,
            "category": inst.category,
            "description": step.text,
        }
