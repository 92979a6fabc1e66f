"""Handling recipes of the offline planner: bead clean-ups, cells, lysis, spins, storage and
plate moves."""

from __future__ import annotations

from typing import Any

from bioproagent.intent.assay_names import names_among
from bioproagent.planners.offline.clause_fill import assay_for_material
from bioproagent.planners.offline.layout import fmt_num, wells
from bioproagent.planners.offline.plate_steps import PlateSteps


class HandlingRecipes:
    """Bead clean-ups, cells, lysis, spins, shaking, storage and plate moves: one method
    per kind; each adds steps to the builder."""

    def __init__(self, steps: PlateSteps) -> None:
        self.steps = steps
        self.b = steps.b

    def spri(self) -> str:
        b = self.b
        n = b.count("samples", 8, "Number of samples")
        sample = b.value(("sample_volume_ul", "volume_ul"), "sample_ul", 50, "Sample volume", "uL")
        ratio = b.value("bead_ratio", "bead_ratio", 1.8, "Bead ratio", "x")
        beads = round(sample * ratio, 1)
        etoh = b.value("ethanol_volume_ul", "ethanol_ul", 150, "Ethanol wash volume", "uL")
        elute = b.value("elution_volume_ul", "elution_ul", 20, "Elution volume", "uL")
        mag = b.value("magnet_s", "magnet_s", 300, "Magnet time", "s")
        mix = int(b.defaults.get("mix_cycles", 10))
        used = wells(0, n)
        plate = b.add_labware(
            "sample_plate",
            b.fmt("plate_96", "plate_96_pcr"),
            [{"wells": used, "volume_ul": sample, "reagent": "DNA sample"}],
        )
        out = b.add_labware("eluate_plate", "plate_96_pcr")
        self.steps.plate = out
        b.dispense(
            "SPRI beads",
            beads,
            plate,
            used,
            f"Add {fmt_num(beads)} uL beads ({fmt_num(ratio)}x) and mix {mix} times.",
            mix_cycles=mix,
        )
        level = sample + beads
        b.step(
            "Bind for 300 s at 25 C.",
            "incubate",
            {"temperature_c": 25, "duration_s": 300},
            {"plate": plate},
            category="LH",
        )
        b.step(
            f"Pull beads to the magnet for {fmt_num(mag)} s.",
            "magnetic_separation",
            {"duration_s": mag},
            {"plate": plate},
            category="LH",
        )
        b.discard(plate, used, level - 5, "Remove the supernatant to waste.")
        for k in range(int(b.defaults.get("washes", 2))):
            # ordinal words: a bare wash number reads as a quantity without a unit to K_s
            nth = ("First", "Second", "Third", "Fourth")[min(k, 3)]
            b.dispense(
                "80% ethanol",
                etoh,
                plate,
                used,
                f"{nth} ethanol wash: add {fmt_num(etoh)} uL 80% ethanol.",
            )
            b.discard(plate, used, etoh, f"{nth} ethanol wash: remove the ethanol.")
        b.dispense(
            "elution buffer",
            elute,
            plate,
            used,
            f"Resuspend beads in {fmt_num(elute)} uL elution buffer.",
            mix_cycles=mix,
        )
        b.step(
            f"Pull beads to the magnet for {fmt_num(mag)} s.",
            "magnetic_separation",
            {"duration_s": mag},
            {"plate": plate},
            category="LH",
        )
        take = round(elute - 2, 1)
        b.step(
            f"Move {fmt_num(take)} uL eluate to {out}.",
            "transfer",
            {"volume_ul": take, "new_tip": "always"},
            {"source": plate, "target": out},
            {"source": used, "target": used},
            "LH",
        )
        return out

    def kingfisher(self) -> str:
        b = self.b
        sample = b.value(("sample_volume_ul", "volume_ul"), "sample_ul", 200, "Sample volume", "uL")
        binding = b.value("binding_volume_ul", "binding_ul", 200, "Binding buffer", "uL")
        beads = b.value("bead_volume_ul", "beads_ul", 20, "Bead volume", "uL")
        wash = b.value("wash_volume_ul", "wash_ul", 500, "Wash volume", "uL")
        elute = b.value("elution_volume_ul", "elution_ul", 100, "Elution volume", "uL")
        b.assumptions.append(
            "Every well of the KingFisher plates is filled (empty wells run "
            "as negative extraction controls with buffer only)."
        )
        plate = b.add_labware(
            "sample_plate", "plate_96_deepwell", [{"volume_ul": sample, "reagent": "sample"}]
        )
        wash_plate = b.add_labware("wash_plate", "plate_96_deepwell")
        elution = b.add_labware("elution_plate", "plate_96")
        comb = b.add_labware("tip_comb_plate", "plate_96")
        self.steps.plate = elution
        b.dispense(
            "binding buffer", binding, plate, None, f"Add {fmt_num(binding)} uL binding buffer."
        )
        b.dispense(
            "magnetic beads", beads, plate, None, f"Add {fmt_num(beads)} uL beads.", mix_cycles=3
        )
        b.dispense(
            "wash buffer",
            wash,
            wash_plate,
            None,
            f"Fill {wash_plate} with {fmt_num(wash)} uL wash buffer.",
        )
        b.dispense(
            "elution buffer",
            elute,
            elution,
            None,
            f"Fill {elution} with {fmt_num(elute)} uL elution buffer.",
        )
        program = str(b.defaults.get("program", "bioproagent_dna_96"))
        b.assumptions.append(
            f"KingFisher program not named: used the library's program '{program}' (load it on "
            "the instrument, or name yours)."
        )
        b.step(
            f"Run KingFisher program {program} (96 deep-well head).",
            "run_program",
            {"program": program, "head": "96_deepwell"},
            {"sample": plate, "wash": wash_plate, "elution": elution, "tip_comb": comb},
            category="MAG",
        )
        return elution

    def cells(self, seed: bool) -> str:
        b = self.b
        plate = b.add_labware("cell_plate", b.fmt("plate_96", "plate_96"))
        self.steps.plate = plate
        if seed:
            vol = b.value(("volume_ul",), "volume_ul", 100, "Seeding volume", "uL")
            n = b.count("wells", 90, "Seeded wells")
            used = wells(0, min(n, 90))
            blanks = wells(90, 6)
            b.dispense(
                "cell suspension",
                vol,
                plate,
                used,
                f"Seed {fmt_num(vol)} uL cell suspension per well.",
            )
            b.dispense(
                "culture medium",
                vol,
                plate,
                blanks,
                f"Add {fmt_num(vol)} uL medium to {len(blanks)} blank wells.",
            )
        else:
            b.labware[plate].contents.append({"volume_ul": 100, "reagent": "cells in medium"})
        self.incubate_cells(plate)
        return plate

    def incubate_cells(self, plate: str, co2_default: float = 5) -> None:
        b = self.b
        t = b.value(
            ("incubation_temperature_c", "temperature_c"),
            "temperature_c",
            37,
            "Incubation temperature",
            "C",
        )
        co2 = b.value("co2_percent", "co2_percent", co2_default, "CO2", "%")
        d = b.value(
            ("incubation_duration_s", "duration_s"), "duration_s", 86400, "Incubation time", "s"
        )
        b.step(
            f"Incubate {plate} at {fmt_num(t)} C, {fmt_num(co2)}% CO2 for {fmt_num(d)} s.",
            "incubate",
            {"temperature_c": t, "co2_percent": co2, "duration_s": d},
            {"plate": plate},
            category="INC",
        )

    def lysis(self, do_lysis: bool) -> str:
        b = self.b
        n = b.count("samples", 8, "Number of tubes")
        tube_fmt = b.fmt("tube", "tube_1_5ml")
        tubes = [b.add_labware(f"tube_{i + 1}", tube_fmt) for i in range(n)]
        clear = [f"cleared_{i + 1}" for i in range(n)]
        if do_lysis:
            vol = b.value(("lysis_volume_ul", "volume_ul"), "lysis_ul", 500, "Lysis buffer", "uL")
            for t in tubes:
                b.labware[t].contents.append({"volume_ul": 20, "reagent": "cell pellet"})
            for t in tubes:
                b.dispense(
                    "lysis buffer",
                    vol,
                    t,
                    None,
                    f"Add {fmt_num(vol)} uL lysis buffer to {t} and mix.",
                    mix_cycles=int(b.defaults.get("mix_cycles", 10)),
                )
            level = vol + 20
        else:
            level = b.value(("volume_ul",), "volume_ul", 1000, "Lysate volume per tube", "uL")
            for t in tubes:
                b.labware[t].contents.append({"volume_ul": level, "reagent": "lysate"})
        rcf = b.value(("rcf_g",), "rcf_g", 16000, "Spin force", "x g")
        d = b.value(("spin_duration_s", "duration_s"), "duration_s", 600, "Spin time", "s")
        t = b.value(
            ("spin_temperature_c", "temperature_c"), "temperature_c", 4, "Spin temperature", "C"
        )
        b.step(
            f"Spin the tubes at {fmt_num(rcf)} x g for {fmt_num(d)} s at {fmt_num(t)} C.",
            "spin",
            {"rcf_g": rcf, "duration_s": d, "temperature_c": t},
            {"tubes": tubes},
            category="CF",
        )
        sup = b.value("supernatant_ul", "supernatant_ul", round(level * 0.9), "Supernatant", "uL")
        for c in clear:
            b.add_labware(c, tube_fmt)
        for t, c in zip(tubes, clear, strict=True):
            b.step(
                f"Move {fmt_num(sup)} uL cleared supernatant from {t} to {c}.",
                "transfer",
                {"volume_ul": sup, "new_tip": "always"},
                {"source": t, "target": c},
                category="LH",
            )
        return clear[0]

    def normalization(self) -> str:
        b = self.b
        n = b.count("samples", 8, "Number of samples")
        final = b.value(
            ("final_volume_ul", "volume_ul"), "final_volume_ul", 50, "Final volume", "uL"
        )
        dna = b.value("dna_volume_ul", "dna_ul", 10, "DNA volume", "uL")
        used = wells(0, n)
        b.assumptions.append(
            "Water and DNA volumes are shown for a fixed 1:"
            f"{fmt_num(final / dna)} dilution; per-well volumes come from "
            "the measured concentrations."
        )
        b.add_labware(
            "dna_plate", "plate_96_pcr", [{"wells": used, "volume_ul": dna + 15, "reagent": "DNA"}]
        )
        plate = b.add_labware("normalised_plate", b.fmt("plate_96", "plate_96_pcr"))
        self.steps.plate = plate
        b.dispense("water", final - dna, plate, used, f"Dispense {fmt_num(final - dna)} uL water.")
        b.step(
            f"Add {fmt_num(dna)} uL DNA and mix 5 times.",
            "transfer",
            {"volume_ul": dna, "mix_cycles": 5, "new_tip": "always"},
            {"source": "dna_plate", "target": plate},
            {"source": used, "target": used},
            "LH",
        )
        return plate

    def capillary(self) -> str:
        b = self.b
        n = b.count("samples", 8, "Number of samples")
        s = b.value(("sample_volume_ul", "volume_ul"), "sample_ul", 2, "Sample volume", "uL")
        dil = b.value("diluent_ul", "diluent_ul", 18, "Diluent volume", "uL")
        used = wells(0, n)
        b.add_labware(
            "dna_plate", "plate_96_pcr", [{"wells": used, "volume_ul": s + 10, "reagent": "DNA"}]
        )
        plate = b.add_labware("ce_plate", b.fmt("plate_96_pcr", "plate_96_pcr"))
        self.steps.plate = plate
        b.dispense("water", dil, plate, used, f"Dispense {fmt_num(dil)} uL water.")
        b.step(
            f"Add {fmt_num(s)} uL sample and mix.",
            "transfer",
            {"volume_ul": s, "mix_cycles": 3, "new_tip": "always"},
            {"source": "dna_plate", "target": plate},
            {"source": used, "target": used},
            "LH",
        )
        named = names_among(b.intent.text, b.assay_ids)
        fallback = str(b.defaults.get("assay", "dna_1k"))
        assay = named[0] if len(named) == 1 else assay_for_material(b.intent.text.lower(), fallback)
        if len(named) != 1:
            b.assumptions.append(
                f"assay = '{assay}': the intent names no LabChip assay; the chip is chosen by "
                "the samples' material (DNA unless protein or RNA is named)."
            )
        b.step(
            f"Run the LabChip {assay} assay on {n} samples.",
            "run_assay",
            {"assay": assay, "sample_count": n},
            {"plate": plate},
            {"plate": used},
            "CE",
        )
        return plate

    def od600(self) -> str:
        b = self.b
        plate = b.add_labware("culture_plate", b.fmt("plate_96", "plate_96"))
        vol = b.value(("volume_ul",), "volume_ul", 200, "Culture volume", "uL")
        b.labware[plate].contents.append({"volume_ul": vol, "reagent": "culture / medium blank"})
        b.assumptions.append("Column 12 holds sterile medium as the blank.")
        self.steps.plate = plate
        if "incubate" in b.intent.operations or "cell_incubation" in b.intent.assays:
            self.incubate_cells(plate, co2_default=0)
        self.steps.read(plate, "absorbance")
        return plate

    def spin_plate(self) -> str:
        b = self.b
        plate = self.steps.ensure_plate(50)
        rcf = b.value(("rcf_g",), "rcf_g", 1000, "Spin force", "x g")
        d = b.value(("spin_duration_s", "duration_s"), "duration_s", 60, "Spin time", "s")
        b.step(
            f"Spin {plate} at {fmt_num(rcf)} x g for {fmt_num(d)} s.",
            "spin",
            {"rcf_g": rcf, "duration_s": d},
            {"plates": plate},
            category="CF",
        )
        return plate

    def wants_tubes(self) -> bool:
        """The intent names tubes or strips and no plate: spin tubes, not a plate."""
        formats = self.b.intent.formats
        return any(f.startswith("tube") or f == "pcr_strip" for f in formats) and not any(
            f.startswith("plate") for f in formats
        )

    def spin_tubes(self) -> str:
        b = self.b
        n = b.count("samples", 2, "Number of tubes")
        tube_fmt = next(f for f in b.intent.formats if f.startswith("tube") or f == "pcr_strip")
        typical = {"pcr_strip": 20, "tube_15ml": 5000, "tube_50ml": 20000}.get(tube_fmt, 500)
        level = b.value(("volume_ul",), "volume_ul", typical, "Volume per tube", "uL")
        tubes = [
            b.add_labware(f"tube_{i + 1}", tube_fmt, [{"volume_ul": level, "reagent": "sample"}])
            for i in range(n)
        ]
        rcf = b.value(("rcf_g",), "rcf_g", 16000, "Spin force", "x g")
        d = b.value(("spin_duration_s", "duration_s"), "duration_s", 60, "Spin time", "s")
        b.step(
            f"Spin the {n} tubes at {fmt_num(rcf)} x g for {fmt_num(d)} s (load them "
            "symmetrically).",
            "spin",
            {"rcf_g": rcf, "duration_s": d},
            {"tubes": tubes},
            category="CF",
        )
        return tubes[0]

    def shake(self) -> str:
        b = self.b
        plate = self.steps.ensure_plate()
        rpm = b.value(("speed_rpm",), "speed_rpm", 1000, "Shaking speed", "rpm")
        d = b.value(("shake_duration_s", "duration_s"), "duration_s", 300, "Shaking time", "s")
        params: dict[str, Any] = {"speed_rpm": rpm, "duration_s": d}
        heat = ""
        if b.intent.quantity("temperature_c") is not None:  # a heated shake (thermomixing)
            params["temperature_c"] = b.value(
                "temperature_c", "temperature_c", 25, "Shaking temperature", "C"
            )
            heat = f" at {fmt_num(params['temperature_c'])} C"
        b.step(
            f"Shake {plate} at {fmt_num(rpm)} rpm{heat} for {fmt_num(d)} s.",
            "shake",
            params,
            {"plate": plate},
            category="SHAKE",
        )
        return plate

    def store_cold(self, sealed: bool) -> str:
        b = self.b
        plate = self.steps.ensure_plate()
        if not sealed:
            self.steps.seal(plate)
        t = b.value(
            ("storage_temperature_c", "temperature_c"),
            "temperature_c",
            4,
            "Storage temperature",
            "C",
        )
        b.step(
            f"Store {plate} at {fmt_num(t)} C.",
            "store",
            {"temperature_c": t},
            {"plate": plate},
            category="STORE",
        )
        return plate

    def transfer_plate(self, peel_first: bool, reseal: bool) -> str:
        b = self.b
        plate = self.steps.ensure_plate(50)
        if peel_first:
            self.steps.peel(plate)
        vol = b.value(("volume_ul",), "volume_ul", 50, "Transfer volume", "uL")
        b.dispense("buffer", vol, plate, None, f"Add {fmt_num(vol)} uL buffer to every well.")
        if reseal:
            self.steps.seal(plate)
        return plate
