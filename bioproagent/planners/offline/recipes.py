"""Assay recipes of the offline planner (quantification, serial dilution, PCR): intent +
protocol defaults -> structured draft steps."""

from __future__ import annotations

from typing import Any

from bioproagent.intent.programs import programs_of
from bioproagent.planners.offline.layout import column, fmt_num, wells
from bioproagent.planners.offline.plate_steps import PlateSteps


class AssayRecipes:
    """Quantification assays, serial dilutions and PCR: one method per assay; each adds
    steps to the builder and returns the plate it used."""

    def __init__(self, steps: PlateSteps) -> None:
        self.steps = steps
        self.b = steps.b

    def quant_layout(self, kind: str, standards: int, reps: int) -> tuple[list[str], int]:
        """Standards in columns 1..reps, then blanks, then samples (column-major)."""
        b = self.b
        samples = b.count("samples", 8, f"Number of {kind} samples")
        total = standards * reps + reps + samples * reps
        if total > 96:
            samples = max(1, (96 - standards * reps - reps) // reps)
            b.assumptions.append(f"Only {samples} samples fit on one plate with the layout.")
            total = standards * reps + reps + samples * reps
        b.assumptions.append(
            f"Layout: {standards} standards x {reps} replicates in columns 1-{reps}, "
            f"{reps} blank well(s), then {samples} samples x {reps} replicates."
        )
        return wells(0, total), samples

    # assays ------------------------------------------------------------------------------
    def quant_assay(self, kind: str) -> str:
        """BCA / Bradford / ELISA share the sample plate -> assay plate pattern."""
        b = self.b
        reps = b.count("replicates", 3 if kind != "elisa" else 2, "Replicates")
        standards = b.count("standards", 8, "Standard curve points")
        used, _ = self.quant_layout(kind, standards, reps)
        sample_ul = b.value(
            ("sample_volume_ul", "volume_ul"), "sample_volume_ul", 25, "Sample volume", "uL"
        )
        plate = b.add_labware("assay_plate", b.fmt("plate_96", "plate_96"))
        b.add_labware(
            "sample_plate",
            "plate_96",
            [{"wells": used, "volume_ul": sample_ul + 20, "reagent": "standards, blanks, samples"}],
        )
        b.step(
            f"Transfer {fmt_num(sample_ul)} uL standards, blanks and samples into {plate}.",
            "transfer",
            {"volume_ul": sample_ul, "new_tip": "always"},
            {"source": "sample_plate", "target": plate},
            {"source": used, "target": used},
            "LH",
        )
        self.steps.plate = plate
        if kind == "elisa":
            self._elisa_body(plate, used, sample_ul)
        else:
            reagent = "BCA working reagent" if kind == "bca" else "Coomassie reagent"
            r_ul = b.value("reagent_volume_ul", "reagent_volume_ul", 200, "Reagent volume", "uL")
            b.dispense(
                reagent,
                r_ul,
                plate,
                used,
                f"Add {fmt_num(r_ul)} uL {reagent} and mix.",
                mix_cycles=3,
            )
            t = b.value(
                ("incubation_temperature_c", "temperature_c"),
                "temperature_c",
                37,
                "Incubation temperature",
                "C",
            )
            d = b.value(
                ("incubation_duration_s", "duration_s"), "duration_s", 1800, "Incubation time", "s"
            )
            b.step(
                f"Incubate {plate} at {fmt_num(t)} C for {fmt_num(d)} s.",
                "incubate",
                {"temperature_c": t, "duration_s": d},
                {"plate": plate},
                category="LH",
            )
            self.steps.read(plate, "absorbance")
        return plate

    def _elisa_body(self, plate: str, used: list[str], sample_ul: float) -> None:
        b = self.b
        rpm = b.value(("speed_rpm",), "speed_rpm", 500, "Shaking speed", "rpm")
        wash_ul = b.value("wash_volume_ul", "wash_volume_ul", 300, "Wash volume", "uL")
        washes = int(b.value("wash_cycles", "wash_cycles", 3, "Wash cycles"))
        residual = 10.0
        level = sample_ul

        def incubate(seconds: float, what: str) -> None:
            b.step(
                f"Incubate {plate} {what} for {fmt_num(seconds)} s at {fmt_num(rpm)} rpm.",
                "shake",
                {"speed_rpm": rpm, "duration_s": seconds},
                {"plate": plate},
                category="SHAKE",
            )

        def wash(current: float) -> float:
            b.discard(plate, used, current - residual, f"Aspirate {plate} to waste.")
            for n in range(washes):
                b.dispense(
                    "wash buffer",
                    wash_ul,
                    plate,
                    used,
                    f"Wash {n + 1}/{washes}: add {fmt_num(wash_ul)} uL wash buffer.",
                )
                b.discard(plate, used, wash_ul, f"Wash {n + 1}/{washes}: aspirate to waste.")
            return residual

        incubate(
            b.value("incubation_s", "incubation_s", 7200, "Sample incubation", "s"), "with samples"
        )
        level = wash(level)
        det = b.value("detection_volume_ul", "detection_volume_ul", 100, "Detection volume", "uL")
        b.dispense(
            "detection antibody", det, plate, used, f"Add {fmt_num(det)} uL detection antibody."
        )
        incubate(
            b.value("detection_s", "detection_s", 3600, "Detection incubation", "s"),
            "with detection antibody",
        )
        wash(level + det)
        sub = b.value("substrate_volume_ul", "substrate_volume_ul", 100, "TMB volume", "uL")
        b.dispense("TMB substrate", sub, plate, used, f"Add {fmt_num(sub)} uL TMB substrate.")
        incubate(
            b.value("substrate_s", "substrate_s", 1200, "Substrate time", "s"),
            "with TMB in the dark",
        )
        stop = b.value("stop_volume_ul", "stop_volume_ul", 50, "Stop volume", "uL")
        b.dispense("stop solution", stop, plate, used, f"Add {fmt_num(stop)} uL stop solution.")
        self.steps.read(plate, "absorbance")

    def serial_dilution(self) -> str:
        b = self.b
        points = b.count("dilution_points", 8, "Dilution points")
        factor = b.value("dilution_factor", "dilution_factor", 2, "Dilution factor", "x")
        final = b.value(("volume_ul",), "volume_ul", 100, "Final volume per well", "uL")
        reps = b.count("replicates", 3, "Replicates (rows)")
        mix = int(b.defaults.get("mix_cycles", 5))
        rows = min(8, reps)
        carry = round(final / (factor - 1), 2) if factor > 1 else final
        plate = b.add_labware("dilution_plate", b.fmt("plate_96", "plate_96"))
        self.steps.plate = plate
        cols = min(points, 11)
        if cols < points:
            b.assumptions.append(f"Only {cols} points fit beside the blank column.")
        diluent_wells = [w for c in range(2, cols + 1) for w in column(c, rows)]
        if diluent_wells:
            b.dispense(
                "diluent",
                final,
                plate,
                diluent_wells,
                f"Dispense {fmt_num(final)} uL diluent into columns 2-{cols}.",
            )
        b.dispense(
            "stock",
            final + carry,
            plate,
            column(1, rows),
            f"Dispense {fmt_num(final + carry)} uL stock into column 1.",
        )
        for c in range(1, cols):
            b.step(
                f"Transfer {fmt_num(carry)} uL from column {c} to column {c + 1} and mix "
                f"{mix} times ({fmt_num(factor)}-fold).",
                "transfer",
                {"volume_ul": carry, "mix_cycles": mix, "new_tip": "always"},
                {"source": plate, "target": plate},
                {"source": column(c, rows), "target": column(c + 1, rows)},
                "LH",
            )
        b.discard(
            plate,
            column(cols, rows),
            carry,
            f"Discard {fmt_num(carry)} uL from column {cols} so every well holds "
            f"{fmt_num(final)} uL.",
        )
        b.dispense(
            "diluent",
            final,
            plate,
            column(cols + 1, rows),
            f"Dispense {fmt_num(final)} uL diluent into column {cols + 1} (blank).",
        )
        return plate

    def pcr(self, qpcr: bool) -> str:
        b = self.b
        fmt = (
            b.fmt("plate_384_pcr", "plate_384_pcr")
            if qpcr
            else b.fmt("plate_96_pcr", "plate_96_pcr")
        )
        reps = b.count("replicates", 3 if qpcr else 1, "Replicates")
        samples = b.count("samples", 8, "Number of templates")
        mm = b.value("master_mix_ul", "master_mix_ul", 8 if qpcr else 20, "Master mix volume", "uL")
        tpl = b.value("template_ul", "template_ul", 2 if qpcr else 5, "Template volume", "uL")
        plate = b.add_labware("pcr_plate", fmt)
        self.steps.plate = plate
        n_sample = samples * reps
        # More reactions than a 96-well layout holds: lay them out on all 16 rows of the
        # 384-well plate and give the templates a 384-well plate too.
        big = n_sample + reps > 96 and "384" in fmt
        rows, tpl_fmt = (16, "plate_384_pcr") if big else (8, "plate_96_pcr")
        sample_wells, ntc = wells(0, n_sample, rows), wells(n_sample, reps, rows)
        b.add_labware(
            "template_plate",
            tpl_fmt,
            [{"wells": sample_wells, "volume_ul": tpl + 10, "reagent": "template DNA"}],
        )
        b.dispense(
            "master mix",
            mm,
            plate,
            sample_wells + ntc,
            f"Dispense {fmt_num(mm)} uL master mix per reaction.",
        )
        b.step(
            f"Add {fmt_num(tpl)} uL template per reaction ({reps} replicate(s)).",
            "transfer",
            {"volume_ul": tpl, "mix_cycles": 3, "new_tip": "always"},
            {"source": "template_plate", "target": plate},
            {"source": sample_wells, "target": sample_wells},
            "LH",
        )
        b.dispense(
            "nuclease-free water",
            tpl,
            plate,
            ntc,
            f"Add {fmt_num(tpl)} uL water to the no-template control wells.",
        )
        self.steps.seal(plate)
        keys = [
            "lid_temperature_c",
            "initial_denaturation_c",
            "initial_denaturation_s",
            "cycles",
            "denaturation_c",
            "denaturation_s",
            "annealing_c",
            "annealing_s",
        ]
        if not qpcr:
            if not programs_of(b.intent.text).two_step:  # a two-step program: no extension
                keys += ["extension_c", "extension_s"]
            keys += [
                "final_extension_c",
                "final_extension_s",
                "hold_c",
            ]
        fallback = {
            "lid_temperature_c": 105,
            "initial_denaturation_c": 95,
            "initial_denaturation_s": 180,
            "cycles": 30,
            "denaturation_c": 95,
            "denaturation_s": 15,
            "annealing_c": 60,
            "annealing_s": 30,
            "extension_c": 72,
            "extension_s": 30,
            "final_extension_c": 72,
            "final_extension_s": 120,
            "hold_c": 4,
        }
        params: dict[str, Any] = {}
        for k in keys:
            params[k] = b.value(
                k,
                k,
                fallback[k],
                k.replace("_", " ").capitalize(),
                "" if k == "cycles" else ("C" if k.endswith("_c") else "s"),
            )
        if qpcr:
            params.update(
                melt_curve=True,
                melt_start_c=b.defaults.get("melt_start_c", 65),
                melt_end_c=b.defaults.get("melt_end_c", 95),
            )
        op, cat = ("run_qpcr", "QPCR") if qpcr else ("run_pcr", "TC")
        b.step(
            f"Run {params['cycles']} cycles: {params['denaturation_c']} C "
            f"{params['denaturation_s']} s, {params['annealing_c']} C "
            f"{params['annealing_s']} s"
            + (
                f", {params['extension_c']} C {params['extension_s']} s"
                if "extension_c" in params
                else ""
            )
            + ".",
            op,
            params,
            {"plate": plate},
            {"plate": sample_wells + ntc},
            category=cat,
        )
        return plate
