"""The deterministic, rule-based state-transition model (the embedded default).

It rejects for missing materials, wrong state (frozen, sealed, adherent vs. suspension,
unpelleted cells), wrong container, wrong form and insufficient or excess volume;
otherwise it applies the action's effect on a copy of the state and commits it:
conservation of every liquid, mixing and dilution arithmetic, reactions, time, conditions
and cell growth. Measurements follow the configuration's hidden truth through its readout
formulas.

``error_type`` reproduces the seed's fidelity study: 0 = correct; 1 = an obvious error
(transfers deliver twice the volume drawn, creating liquid from nothing); 2 = a subtle
error (numeric readings 10 % high).
"""

from __future__ import annotations

from typing import Any

from bioproagent.wetbench.catalogue import ActionSpec
from bioproagent.wetbench.config import ActionDoc
from bioproagent.wetbench.materials import Material, Observation
from bioproagent.wetbench.measure import MeasurementMixin
from bioproagent.wetbench.physics import (
    Rejection,
    advance,
    check_room,
    commit,
    draw,
    fmt,
    move,
    pick_colony,
    settled,
    target_condition,
    time_cost,
    to_ledger,
    usable,
)
from bioproagent.wetbench.state import LabState, Outcome


class RuleTransitionModel(MeasurementMixin):
    """Deterministic transitions driven by the catalogue rules and the configuration."""

    name = "rules"

    def __init__(self, error_type: int = 0) -> None:
        if error_type not in (0, 1, 2):
            raise ValueError("error_type must be 0 (correct), 1 (obvious) or 2 (subtle)")
        self.error_type = error_type

    def apply(self, state: LabState, doc: ActionDoc, spec: ActionSpec, step: int) -> Outcome:
        work = state.copy()
        outcome = Outcome(accepted=True)
        params = {**spec.defaults(), **doc.params}
        targets = [work.materials[b] for b in doc.materials]
        try:
            handler = getattr(self, f"_do_{spec.handler}")
            handler(work, targets, params, spec, outcome, step)
        except Rejection as rej:
            return Outcome.reject(rej.code, rej.reason)
        outcome.time_s = time_cost(spec, params)
        advance(work, outcome.time_s)
        for barcode in {*outcome.changed, *outcome.created}:
            work.materials[barcode].last_modified_s = work.clock_s
        for obs in outcome.observations:
            obs.timestamp_s = work.clock_s
        commit(state, work)
        return outcome

    # -- liquid handling -----------------------------------------------------------------
    def _do_transfer(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        volume = float(p.get("volume_ul", p.get("volume_nl", 0) / 1000.0))
        source, destinations = t[0], t[1:]
        usable(source, spec, "source")
        for dest in destinations:
            usable(dest, spec, "destination")
        if source.form == "colony":
            for dest in destinations:
                pick_colony(source, dest)
                out.changed.append(dest.barcode)
            out.changed.append(source.barcode)
            out.observations.append(
                Observation(
                    description=f"Picked {source.name} into {len(destinations)} container(s).",
                    measurement_type="visual",
                )
            )
            return
        need = volume * len(destinations)
        if not source.unlimited and need > source.volume_ul + 1e-9:
            raise Rejection(
                "INSUFFICIENT_VOLUME",
                f"{source.name} holds {source.volume_ul:g} uL; {need:g} uL were asked for",
            )
        for dest in destinations:
            check_room(dest, volume)
            move(s, source, dest, volume, gain=2.0 if self.error_type == 1 else 1.0)
            out.changed.append(dest.barcode)
        out.changed.append(source.barcode)
        out.observations.append(
            Observation(
                description=f"Moved {volume:g} uL of {source.name} into each of "
                f"{len(destinations)} "
                f"destination(s); {source.name} now holds {fmt(source.volume_ul)} uL.",
                measurement_type="quantitative",
                value=volume,
            )
        )

    def _do_serial_dilute(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        factor, final = float(p["dilution_factor"]), float(p["final_volume_ul"])
        sample, diluent, tubes = t[0], t[1], t[2:]
        for m in (sample, diluent, *tubes):
            usable(m, spec, m.name)
        carry, fresh = final / factor, final - final / factor
        if not sample.unlimited and carry > sample.volume_ul + 1e-9:
            raise Rejection(
                "INSUFFICIENT_VOLUME",
                f"{sample.name} holds {sample.volume_ul:g} uL; "
                f"the first dilution needs {carry:g} uL",
            )
        if not diluent.unlimited and fresh * len(tubes) > diluent.volume_ul + 1e-9:
            raise Rejection(
                "INSUFFICIENT_VOLUME",
                f"{diluent.name} holds {diluent.volume_ul:g} "
                f"uL; the series needs {fresh * len(tubes):g} uL",
            )
        previous = sample
        for i, tube in enumerate(tubes):
            if not tube.empty:
                raise Rejection("WRONG_CONTAINER", f"{tube.name} is not empty")
            check_room(tube, final)
            move(s, diluent, tube, fresh)
            move(s, previous, tube, carry)
            tube.name = f"{sample.name} 1:{factor ** (i + 1):g}"
            previous = tube
            out.changed.append(tube.barcode)
        out.changed += [sample.barcode, diluent.barcode]
        out.observations.append(
            Observation(
                description=f"Made {len(tubes)} serial {factor:g}-fold dilutions of {sample.name}.",
                measurement_type="qualitative",
            )
        )

    def _do_dilute(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        volume = float(p["volume_ul"])
        self._add_solvent(s, t[:-1], t[-1], [volume] * (len(t) - 1), spec, out)

    def _do_fill_to_volume(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        final = float(p["final_volume_ul"])
        adds = [final - m.volume_ul for m in t[:-1]]
        for m, add in zip(t[:-1], adds, strict=True):
            if add < 0:
                raise Rejection(
                    "OVERFULL", f"{m.name} already holds {m.volume_ul:g} uL, more than {final:g} uL"
                )
        self._add_solvent(s, t[:-1], t[-1], adds, spec, out)

    def _add_solvent(
        self,
        s: LabState,
        samples: list[Material],
        solvent: Material,
        volumes: list[float],
        spec: ActionSpec,
        out: Outcome,
    ) -> None:
        usable(solvent, spec, "solvent")
        if not solvent.unlimited and sum(volumes) > solvent.volume_ul + 1e-9:
            raise Rejection(
                "INSUFFICIENT_VOLUME",
                f"{solvent.name} holds {solvent.volume_ul:g} uL; {sum(volumes):g} uL are needed",
            )
        for m, volume in zip(samples, volumes, strict=True):
            usable(m, spec, "sample")
            check_room(m, volume)
            move(s, solvent, m, volume)
            out.changed.append(m.barcode)
        out.changed.append(solvent.barcode)
        out.observations.append(
            Observation(
                description=f"Added {solvent.name} to {len(samples)} sample(s).",
                measurement_type="qualitative",
            )
        )

    def _do_combine(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        into = t[0]
        for m in t:
            usable(m, spec, m.name)
        for m in t[1:]:
            if m.unlimited:
                raise Rejection("WRONG_STATE", f"{m.name} is a stock; transfer a volume instead")
            check_room(into, m.volume_ul)
            move(s, m, into, m.volume_ul, take_all=True)
            for k, mg in m.hidden.solids.items():
                into.hidden.solids[k] = into.hidden.solids.get(k, 0.0) + mg
            m.hidden.solids = {}
            m.available = False
            out.changed.append(m.barcode)
        out.changed.append(into.barcode)
        out.observations.append(
            Observation(
                description=f"Combined {len(t)} materials into {into.name} "
                f"({fmt(into.volume_ul)} uL).",
                measurement_type="qualitative",
            )
        )

    def _do_wash(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        targets, wash, fresh = t[:-2], t[-2], t[-1]
        per_wash, cycles = float(p["wash_volume_ul"]), int(p.get("cycles", 1))
        refill = float(p["replacement_volume_ul"])
        for m in (wash, fresh):
            usable(m, spec, m.name)
        need_wash, need_fresh = per_wash * cycles * len(targets), refill * len(targets)
        for stock, need in ((wash, need_wash), (fresh, need_fresh)):
            if not stock.unlimited and need > stock.volume_ul + 1e-9:
                raise Rejection(
                    "INSUFFICIENT_VOLUME",
                    f"{stock.name} holds {stock.volume_ul:g} uL; {need:g} uL are needed",
                )
        for m in targets:
            usable(m, spec, "target", forms=True)
            settled(m)
            check_room(
                m, max(per_wash, refill) - m.volume_ul if m.volume_ul else max(per_wash, refill)
            )
            to_ledger(s, m, "aspirated to waste")
            for _ in range(cycles):
                move(s, wash, m, per_wash)
                to_ledger(s, m, "aspirated to waste")
            move(s, fresh, m, refill)
            m.properties.pop("pelleted", None)
            if fresh.properties.get("stain"):
                m.properties["stained"] = fresh.properties["stain"]
            out.changed.append(m.barcode)
        out.changed += [wash.barcode, fresh.barcode]
        out.observations.append(
            Observation(
                description=f"Washed {len(targets)} sample(s) {cycles}x and refilled with "
                f"{refill:g} uL {fresh.name}.",
                measurement_type="qualitative",
            )
        )

    def _do_aspirate(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        for m in t:
            usable(m, spec, "sample")
            settled(m)
            removed = m.volume_ul
            to_ledger(s, m, "aspirated to waste")
            out.changed.append(m.barcode)
            out.observations.append(
                Observation(
                    description=f"Removed {fmt(removed)} uL of supernatant from {m.name}.",
                    measurement_type="quantitative",
                    value=round(removed, 3),
                )
            )

    def _do_resuspend(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        solvent = t[-1]
        for m in t[:-1]:
            frees = ("dissociation_reagent", "lysis_buffer")
            if m.adherent and not any(solvent.properties.get(k) for k in frees):
                raise Rejection(
                    "WRONG_STATE",
                    f"{m.name} is adherent; resuspend it in a "
                    "dissociation reagent (e.g. trypsin) to detach the cells",
                )
            if m.cells <= 0 and not m.hidden.solids:
                raise Rejection("WRONG_FORM", f"{m.name} has no cells or solids to resuspend")
        self._add_solvent(s, t[:-1], solvent, [float(p["volume_ul"])] * (len(t) - 1), spec, out)
        for m in t[:-1]:
            m.adherent = False
            m.properties.pop("pelleted", None)
            if solvent.properties.get("lysis_buffer") and m.cells > 0:
                m.form, m.cells, m.dynamic = "protein", 0.0, False
                m.name = f"lysate of {m.name}"
            if m.cells > 0 and m.form == "tissue":
                m.form = "cells"

    def _do_filter(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        sample, receiver = t
        usable(sample, spec, "sample", liquid=True)
        usable(receiver, spec, "receiving container")
        check_room(receiver, sample.volume_ul)
        volume = sample.volume_ul
        keep_cells = sample.cells > 0 and float(p.get("pore_size_um", "0.22")) <= 1.0
        cells = sample.cells
        sample.cells = 0.0 if not keep_cells else sample.cells
        move(s, sample, receiver, volume, take_all=True, with_cells=not keep_cells)
        sample.cells = cells if keep_cells else 0.0
        if str(p.get("pore_size_um")) == "0.22":
            receiver.properties["sterile"] = True
        receiver.form = "liquid"
        if sample.hidden.solids or sample.cells > 0:
            sample.form = "solid" if sample.hidden.solids else sample.form
            sample.name = f"{sample.name} (retained on filter)"
        else:
            sample.available = False
        out.changed += [sample.barcode, receiver.barcode]
        solids = sum(sample.hidden.solids.values())
        out.observations.append(
            Observation(
                description=f"Filtered {fmt(volume)} uL into {receiver.name}; "
                + ("a solid residue stays on the filter." if solids else "no visible residue."),
                measurement_type="visual",
            )
        )

    def _do_discard(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        for m in t:
            if m.unlimited:
                raise Rejection(
                    "WRONG_STATE", f"{m.name} is a shared stock and cannot be discarded"
                )
            to_ledger(s, m, "discarded")
            s.ledger.add_solids("discarded", m.hidden.solids)
            m.hidden.solids = {}
            m.available = False
            out.changed.append(m.barcode)
        out.observations.append(Observation(description=f"Discarded {len(t)} material(s)."))

    def _do_separate_wells(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        plate = t[0]
        wells = int(plate.properties.get("wells", 0))
        if wells < 2 or plate.container is None:
            raise Rejection("WRONG_CONTAINER", f"{plate.name} is not a multi-well plate")
        share = 1.0 / wells
        for k in range(wells):
            well = s.new_material(
                name=f"{plate.name} well {k + 1}",
                role=plate.role,
                form=plate.form,
                container=plate.container.model_copy(
                    update={
                        "type": f"well of {plate.container.type}",
                        "kind": "plate_well",
                        "capacity_ul": plate.container.capacity_ul / wells,
                    }
                ),
                properties={k2: v for k2, v in plate.properties.items() if k2 != "wells"},
                condition=plate.condition,
                dynamic=plate.dynamic,
                adherent=plate.adherent,
                growth_condition=plate.growth_condition,
                doubling_h=plate.doubling_h,
                max_cells=(plate.max_cells or 0) * share or None,
                culture_hours=plate.culture_hours,
                cells=plate.cells * share,
                hidden=plate.hidden.model_copy(
                    deep=True,
                    update={"subject": f"{plate.hidden.subject or plate.name}/well{k + 1}"},
                ),
            )
            well.hidden.composition = {k2: v * share for k2, v in plate.hidden.composition.items()}
            well.hidden.analytes = {k2: v * share for k2, v in plate.hidden.analytes.items()}
            well.hidden.solids = {k2: v * share for k2, v in plate.hidden.solids.items()}
            out.created.append(well.barcode)
        plate.hidden.composition, plate.hidden.analytes, plate.hidden.solids = {}, {}, {}
        plate.cells, plate.available = 0.0, False
        out.changed.append(plate.barcode)
        out.observations.append(Observation(description=f"{plate.name} split into {wells} wells."))

    # -- processing ----------------------------------------------------------------------
    def _do_process(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        rules = spec.rules
        n_reagents = int(rules.get("reagents", 1)) if rules.get("last_is_reagent") else 0
        samples = t[: len(t) - n_reagents] if n_reagents else t
        for m in samples:
            usable(
                m,
                spec,
                "sample",
                forms=True,
                liquid=bool(rules.get("requires_liquid")),
                open_=False,
                frozen_ok=spec.name in ("Storage", "Wait", "Discard"),
            )
            if rules.get("needs_cells") and m.cells <= 0:
                raise Rejection("NO_CELLS", f"{m.name} holds no cells to extract DNA from")
        new_condition = target_condition(spec, p)
        hours = time_cost(spec, p) / 3600.0
        for m in samples:
            if new_condition is not None:
                m.condition = new_condition
                history = m.properties.setdefault("temperature_history", [])
                history.append(f"{new_condition} for {hours:.4g} h from t={s.clock_s / 3600:.4g} h")
            m.properties.update(rules.get("sets_properties", {}))
            if rules.get("kills_cells"):
                m.cells, m.dynamic = 0.0, False
            if rules.get("evaporates"):
                to_ledger(s, m, "evaporated")
                if m.hidden.analytes or m.hidden.solids:
                    m.form = "solid"
            if rules.get("sets_form"):
                keep = float(p.get("elution_volume_ul", 0) or 0)
                if keep and m.volume_ul > keep:
                    draw(s, m, m.volume_ul - keep, f"{spec.name} waste")
                m.form = rules["sets_form"]
                m.cells, m.dynamic, m.adherent = 0.0, False, False
                m.name = f"DNA extract of {m.name}"
            out.changed.append(m.barcode)
        where = f" at {new_condition}" if new_condition else ""
        out.observations.append(
            Observation(
                description=f"{spec.name} done on {len(samples)} material(s){where}.",
                measurement_type="qualitative",
            )
        )

    def _do_seal(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        for m in t:
            if m.container is None:
                raise Rejection("WRONG_CONTAINER", f"{m.name} has no container to seal")
            if m.container.sealed:
                raise Rejection("WRONG_STATE", f"{m.name} is already sealed")
            m.container.sealed = True
            out.changed.append(m.barcode)
        out.observations.append(Observation(description=f"Sealed {len(t)} container(s)."))

    def _do_peel(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        for m in t:
            if m.container is None or not m.container.sealed:
                raise Rejection("WRONG_STATE", f"{m.name} is not sealed")
            m.container.sealed = False
            out.changed.append(m.barcode)
        out.observations.append(Observation(description=f"Peeled {len(t)} seal(s)."))

    def _do_adjust_ph(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        titrant, target = t[-1], float(p["target_ph"])
        usable(titrant, spec, "titrant")
        adds = [max(1.0, 0.002 * m.volume_ul) for m in t[:-1]]
        self._add_solvent(s, t[:-1], titrant, adds, spec, out)
        for m in t[:-1]:
            m.hidden.traits["ph"] = target
        out.observations.append(
            Observation(
                description=f"Titrated {len(t) - 1} sample(s) with {titrant.name} until the meter "
                f"read pH {target:g}.",
                measurement_type="instrumental",
                value=target,
            )
        )

    def _do_prepare_electrode(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        electrode = s.new_material(
            name=f"{p['type']} reference electrode",
            role="equipment",
            form="container",
            properties={"electrode": p["type"]},
        )
        out.created.append(electrode.barcode)
        out.observations.append(
            Observation(
                description=f"Prepared a {p['type']} reference electrode; no bubbles in the frit."
            )
        )

    def _do_synthesize(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        form = "protein" if spec.name == "PeptideSynthesis" else "dna"
        for seq in p["sequences"]:
            mg = float(p.get("scale_nmol", 25)) * len(seq) * 0.33 / 1000.0
            m = s.new_material(
                name=f"{spec.name.removesuffix('Synthesis')} oligo {seq[:12]}",
                role="reagent",
                form=form,
                properties={"sequence": seq},
                hidden={"solids": {f"oligo {seq}": mg}, "traits": {"sequence": seq}},
            )
            s.ledger.add_solids("synthesized", {f"oligo {seq}": -mg})
            out.created.append(m.barcode)
        out.observations.append(
            Observation(
                description=f"Synthesized {len(p['sequences'])} sequence(s) as dry pellets."
            )
        )
