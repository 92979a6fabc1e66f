"""Subset C templates: long-horizon workflows (several plates, washes, incubations, reads)."""

from __future__ import annotations

import random
from collections.abc import Callable

from bioproagent.bench.subsetgen import blocks as bk
from bioproagent.bench.subsetgen.blocks import on
from bioproagent.bench.subsetgen.build import Flow, num, span, wells
from bioproagent.bench.subsetgen.drafts import Case


def _incubate(f: Flow, plate: str, celsius: float, minutes: int, text: str) -> str:
    return f.step(
        "cytomat_2c450",
        "incubate",
        {"temperature_c": celsius, "co2_percent": 0, "duration_s": minutes * 60},
        text,
        plate=plate,
    )


def full_elisa(rng: random.Random) -> Case:
    h = rng.choice(["biomek_i7_hybrid", "biomek_i5", "hamilton_star", "tecan_fluent"])
    plates, n = rng.choice([1, 2]), rng.choice([16, 24])
    analyte = rng.choice(["IL-6", "TNF-alpha", "HK2", "IFN-gamma"])
    f = Flow(f"Sandwich ELISA for {analyte}, {plates} plate(s)")
    used = wells(16 + n)
    reag = {
        k: f.lw(k, "reservoir_290ml", volume=30000, reagent=k.replace("_", " "))
        for k in (
            "capture_ab",
            "blocking_buffer",
            "detection_ab",
            "strep_hrp",
            "tmb",
            "stop_solution",
        )
    }
    std = f.lw("standards", "plate_96_deepwell", volume=500, filled=wells(8), reagent="standards")
    for p in range(1, plates + 1):
        plate = f.lw(f"elisa_{p}", "plate_96_flat")
        wash = f.lw(f"wash_buffer_{p}", "reservoir_290ml", volume=280000, reagent="PBS-T")
        waste = f.lw(f"waste_{p}", "reservoir_290ml")
        samples = f.lw(
            f"samples_{p}",
            "plate_96_deepwell",
            volume=300,
            filled=wells(n),
            reagent="diluted serum",
        )
        lab = f"plate {p}"

        def soak(
            reagent: str,
            ul: int,
            what: str,
            minutes: int,
            plate: str = plate,
            lab: str = lab,
            waste: str = waste,
        ) -> None:
            f.transfer(
                h,
                reag[reagent],
                ["A1"],
                plate,
                used,
                ul,
                f"{lab}: add {ul} µL of {what} to wells {span(used)} ({on(h)}).",
            )
            bk.seal(f, plate, f"ELISA {lab}")
            _incubate(f, plate, 37, minutes, f"{lab}: incubate {minutes} min at 37 °C.")
            bk.peel(f, plate, f"ELISA {lab}")
            f.transfer(
                h,
                plate,
                used,
                waste,
                ["A1"],
                ul - 10 if what.startswith("capture") else ul,
                f"{lab}: aspirate the {what} to waste.",
            )

        f.transfer(
            h,
            reag["capture_ab"],
            ["A1"],
            plate,
            used,
            100,
            f"{lab}: coat wells {span(used)} with 100 µL of capture antibody.",
        )
        bk.seal(f, plate, f"ELISA {lab}")
        _incubate(f, plate, 37, 60, f"{lab}: coat 60 min at 37 °C.")
        bk.peel(f, plate, f"ELISA {lab}")
        f.transfer(h, plate, used, waste, ["A1"], 90, f"{lab}: aspirate the coating solution.")
        bk.elisa_wash(f, h, plate, used, wash, waste, 3, 300, lab)
        soak("blocking_buffer", 200, "blocking buffer", 60)
        bk.elisa_wash(f, h, plate, used, wash, waste, 3, 300, lab)
        f.transfer(
            h,
            std,
            wells(8),
            plate,
            wells(8),
            100,
            f"{lab}: add 100 µL of the 8 standards to column 1.",
        )
        f.transfer(
            h,
            std,
            wells(8),
            plate,
            wells(8, start=8),
            100,
            f"{lab}: add the standards again to column 2 (duplicate).",
        )
        f.transfer(
            h,
            samples,
            wells(n),
            plate,
            wells(n, start=16),
            100,
            f"{lab}: add 100 µL of the {n} samples.",
        )
        bk.seal(f, plate, f"ELISA {lab}")
        _incubate(f, plate, 37, 120, f"{lab}: bind the antigen 2 h at 37 °C.")
        bk.peel(f, plate, f"ELISA {lab}")
        f.transfer(h, plate, used, waste, ["A1"], 100, f"{lab}: aspirate samples to waste.")
        bk.elisa_wash(f, h, plate, used, wash, waste, 4, 300, lab)
        soak("detection_ab", 100, "biotinylated detection antibody", 60)
        bk.elisa_wash(f, h, plate, used, wash, waste, 4, 300, lab)
        f.transfer(
            h,
            reag["strep_hrp"],
            ["A1"],
            plate,
            used,
            100,
            f"{lab}: add 100 µL of streptavidin-HRP.",
        )
        f.step(
            "qinstruments_bioshake_3000t_elm",
            "shake",
            {"speed_rpm": 400, "duration_s": 1800, "temperature_c": 25},
            f"{lab}: 30 min at 25 °C, 400 rpm, on the {on('qinstruments_bioshake_3000t_elm')}.",
            plate=plate,
        )
        f.transfer(h, plate, used, waste, ["A1"], 100, f"{lab}: aspirate the conjugate.")
        bk.elisa_wash(f, h, plate, used, wash, waste, 5, 300, lab)
        f.transfer(h, reag["tmb"], ["A1"], plate, used, 100, f"{lab}: add 100 µL of TMB.")
        f.step(
            "qinstruments_bioshake_3000t_elm",
            "shake",
            {"speed_rpm": 300, "duration_s": 900, "temperature_c": 25},
            f"{lab}: develop 15 min at 25 °C in the dark.",
            plate=plate,
        )
        f.transfer(
            h,
            reag["stop_solution"],
            ["A1"],
            plate,
            used,
            50,
            f"{lab}: stop with 50 µL of 1 M H2SO4.",
        )
        f.step(
            "spectramax_i3x",
            "read_absorbance",
            {"wavelength_nm": 450},
            f"{lab}: read at 450 nm on the {on('spectramax_i3x')}.",
            plate=plate,
        )
        f.step(
            "spectramax_i3x",
            "read_absorbance",
            {"wavelength_nm": 570},
            f"{lab}: read at 570 nm for the background.",
            plate=plate,
        )
    return Case(
        "full_elisa",
        f"Run a complete sandwich ELISA for {analyte} on {plates} "
        f"plate(s) with {n} serum samples each and a duplicate 8-point standard curve: "
        "coat, block, bind, detect, develop and read at 450/570 nm, washing between "
        "every stage.",
        f"{analyte} ELISA",
        f,
    )


def multi_pcr(rng: random.Random) -> Case:
    h = rng.choice(["biomek_i7_hybrid", "hamilton_star", "tecan_fluent", "opentrons_flex"])
    cf = rng.choice(["agilent_vspin", "bionex_hig4", "eppendorf_5810r"])
    plates, cols = rng.choice([3, 4]), rng.choice([4, 6])
    used = wells(cols * 8)
    f = Flow(f"PCR on {plates} plates with LabChip QC")
    mix = f.lw("master_mix", "reservoir_12col", volume=12000, filled=["A1"], reagent="mix")
    bal = f.lw("balance", "plate_96_pcr", volume=25, sealed=True, name="balance")
    anneal = rng.choice([56, 58, 60])
    for p in range(1, plates + 1):
        lab = f"PCR plate {p}"
        dna = f.lw(f"dna_{p}", "plate_96_pcr", volume=20, filled=used, reagent="genomic DNA")
        plate = f.lw(f"pcr_{p}", "plate_96_pcr")
        qc = f.lw(f"qc_{p}", "plate_96_pcr")
        f.transfer(
            h,
            mix,
            ["A1"],
            plate,
            used,
            20,
            f"{lab}: dispense 20 µL of master mix into {span(used)} ({on(h)}).",
        )
        for c in range(cols):
            col = wells(8, start=8 * c)
            f.transfer(
                h,
                dna,
                col,
                plate,
                col,
                5,
                f"{lab}: add 5 µL of template DNA to column {c + 1}.",
                mix_cycles=3,
            )
        bk.seal(f, plate, lab)
        bk.spin(f, cf, plate, bal, 800, 60, lab)
        f.move(plate, "inheco_odtc", f"{lab}: move it into the {on('inheco_odtc')}.")
        bk.pcr_program(f, plate, used, 30, anneal, 45, lab)
        f.move(plate, "azenta_xpeel", f"{lab}: move it to the {on('azenta_xpeel')}.")
        bk.peel(f, plate, lab)
        f.transfer(h, plate, used, qc, used, 12, f"{lab}: take 12 µL of each product for QC.")
        f.move(plate, "azenta_a4s", f"{lab}: move it to the sealer.")
        bk.seal(f, plate, lab)
        f.step(
            "cytomat_2c425",
            "store",
            {"temperature_c": 4},
            f"{lab}: store at 4 °C in the {on('cytomat_2c425')}.",
            plate=plate,
        )
        f.move(qc, "labchip_gx_touch_ht", f"QC plate {p}: move it into the LabChip.")
        f.step(
            "labchip_gx_touch_ht",
            "run_assay",
            {"assay": "dna_1k", "sample_count": len(used)},
            f"QC plate {p}: size the products with the DNA 1K assay.",
            plate={"labware": qc, "wells": used},
        )
        f.move(qc, "cytomat_24", f"QC plate {p}: park it in the {on('cytomat_24')}.")
    return Case(
        "multi_pcr",
        f"Amplify {cols * 8} samples on each of {plates} PCR plates "
        f"({anneal} °C annealing, 30 cycles), QC every plate on the LabChip and keep the "
        "products at 4 °C.",
        "Multi-plate PCR",
        f,
    )


def serial_dilution(rng: random.Random) -> Case:
    h = rng.choice(
        ["biomek_i7_hybrid", "biomek_i5", "tecan_fluent", "hamilton_star", "opentrons_flex"]
    )
    plates = rng.choice([4, 5])
    f = Flow(f"2-fold serial dilutions read on {plates} plates")
    dil = f.lw("diluent", "reservoir_290ml", volume=100000, reagent="assay buffer")
    dye = f.lw("detection", "reservoir_290ml", volume=100000, reagent="detection reagent")
    waste = f.lw("waste", "reservoir_290ml")
    top = f.lw(
        "top_standards",
        "plate_96_deepwell",
        volume=1000,
        filled=wells(8 * plates),
        reagent="top standards",
    )
    ex, em = rng.choice([(485, 528), (530, 590)])
    for p in range(1, plates + 1):
        lab = f"plate {p}"
        plate = f.lw(f"dilution_{p}", "plate_96_flat")
        f.transfer(
            h,
            dil,
            ["A1"],
            plate,
            wells(88, start=8),
            100,
            f"{lab}: fill columns 2-12 with 100 µL of assay buffer ({on(h)}).",
        )
        f.transfer(
            h,
            top,
            wells(8, start=8 * (p - 1)),
            plate,
            wells(8),
            200,
            f"{lab}: put 200 µL of the top standard (8 analytes) in column 1.",
        )
        for c in range(1, 11):
            f.transfer(
                h,
                plate,
                wells(8, start=8 * (c - 1)),
                plate,
                wells(8, start=8 * c),
                100,
                f"{lab}: move 100 µL from column {c} to column {c + 1} and mix 5 times.",
                mix_cycles=5,
            )
        f.transfer(
            h,
            plate,
            wells(8, start=80),
            waste,
            ["A1"],
            100,
            f"{lab}: discard 100 µL from column 11 (column 12 is the blank).",
        )
        f.transfer(
            h,
            dye,
            ["A1"],
            plate,
            wells(96),
            100,
            f"{lab}: add 100 µL of detection reagent to every well.",
        )
        f.step(
            "qinstruments_bioshake_3000t_elm",
            "shake",
            {"speed_rpm": 800, "duration_s": 60},
            f"{lab}: shake 1 min at 800 rpm.",
            plate=plate,
        )
        f.step(
            "spectramax_i3x",
            "read_absorbance",
            {"wavelength_nm": 405},
            f"{lab}: read absorbance at 405 nm.",
            plate=plate,
        )
        f.step(
            "spectramax_i3x",
            "read_fluorescence",
            {"excitation_nm": ex, "emission_nm": em},
            f"{lab}: read fluorescence ex {ex} / em {em} nm.",
            plate=plate,
        )
        bk.seal(f, plate, lab)
        f.step("cytomat_24", "store", {}, f"{lab}: park it in the {on('cytomat_24')}.", plate=plate)
    return Case(
        "serial_dilution",
        f"Make 11-point 2-fold dilution series of 8 analytes on each "
        f"of {plates} plates, develop and read absorbance and fluorescence.",
        "Serial dilutions",
        f,
    )


def multi_spri(rng: random.Random) -> Case:
    h = rng.choice(["biomek_i7_hybrid", "biomek_i5"])
    plates, n = rng.choice([4, 5]), rng.choice([24, 48])
    used = wells(n)
    f = Flow(f"SPRI clean-up of {plates} PCR plates")
    beads = f.lw("beads", "reservoir_290ml", volume=50000, reagent="SPRI beads")
    etoh = f.lw("ethanol", "reservoir_290ml", volume=200000, reagent="80% ethanol")
    water = f.lw("water", "reservoir_290ml", volume=30000, reagent="water")
    waste = f.lw("waste", "reservoir_290ml")
    ratio = rng.choice([0.9, 1.0, 1.8])
    for p in range(1, plates + 1):
        lab = f"PCR plate {p}"
        pcr = f.lw(f"products_{p}", "plate_96_pcr", volume=50, filled=used, reagent="PCR")
        out = f.lw(f"clean_{p}", "plate_96_pcr")
        f.lines.append(f"Clean-up of {lab} on the {on(h)}:")
        bk.spri(f, h, pcr, used, 50, ratio, beads, etoh, water, waste, out, 30, 3, lab)
        bk.seal(f, out, f"clean plate {p}")
        f.step(
            "cytomat_2c425",
            "store",
            {"temperature_c": 4},
            f"Store clean plate {p} at 4 °C.",
            plate=out,
        )
    return Case(
        "multi_spri",
        f"Purify {n} PCR products on each of {plates} plates with "
        f"{num(ratio)}x SPRI beads and three ethanol washes; seal and store the eluates.",
        "SPRI, several plates",
        f,
    )


def cell_media(rng: random.Random) -> Case:
    h = rng.choice(["biomek_i7_hybrid", "hamilton_star", "tecan_fluent", "opentrons_ot2"])
    plates, changes = 3, rng.choice([2, 3])
    f = Flow(f"Dose-response on {plates} cell plates with media changes")
    cells = f.lw("cells", "reservoir_290ml", volume=60000, reagent="cells")
    media = f.lw("medium", "reservoir_290ml", volume=200000, reagent="fresh medium")
    glo = f.lw("glo", "reservoir_290ml", volume=60000, reagent="CellTiter-Glo")
    waste = f.lw("waste", "reservoir_290ml")
    drug = rng.choice(["staurosporine", "doxorubicin", "bortezomib"])
    for p in range(1, plates + 1):
        lab = f"cell plate {p}"
        plate = f.lw(f"cells_{p}", "plate_96_flat")
        dose = f.lw(f"doses_{p}", "plate_96_pcr", volume=50, reagent=f"{drug} dilutions")
        f.transfer(
            h,
            cells,
            ["A1"],
            plate,
            wells(96),
            100,
            f"{lab}: seed 100 µL of cells in every well ({on(h)}).",
        )
        f.step(
            "cytomat_2c450",
            "incubate",
            {"temperature_c": 37, "co2_percent": 5, "duration_s": 86400},
            f"{lab}: attach 24 h at 37 °C, 5% CO2.",
            plate=plate,
        )
        for d in range(1, changes + 1):
            f.transfer(
                h,
                plate,
                wells(96),
                waste,
                ["A1"],
                90,
                f"{lab}, day {d}: aspirate 90 µL of spent medium.",
            )
            f.transfer(
                h,
                media,
                ["A1"],
                plate,
                wells(96),
                90,
                f"{lab}, day {d}: add 90 µL of fresh medium.",
            )
            f.step(
                "cytomat_2c450",
                "incubate",
                {"temperature_c": 37, "co2_percent": 5, "duration_s": 86400},
                f"{lab}, day {d}: grow 24 h.",
                plate=plate,
            )
        for c in range(2, 12):
            col = wells(8, start=8 * (c - 1))
            f.transfer(
                h,
                dose,
                col,
                plate,
                col,
                10,
                f"{lab}: add 10 µL of {drug} dose {c - 1} to column {c}.",
            )
        f.step(
            "cytomat_2c450",
            "incubate",
            {"temperature_c": 37, "co2_percent": 5, "duration_s": 172800},
            f"{lab}: treat 48 h.",
            plate=plate,
        )
        f.transfer(h, glo, ["A1"], plate, wells(96), 100, f"{lab}: add 100 µL of CellTiter-Glo.")
        f.step(
            "qinstruments_bioshake_3000t_elm",
            "shake",
            {"speed_rpm": 500, "duration_s": 120},
            f"{lab}: shake 2 min at 500 rpm.",
            plate=plate,
        )
        f.step(
            "spectramax_i3x",
            "read_luminescence",
            {"integration_s": 0.5},
            f"{lab}: read luminescence, 0.5 s per well.",
            plate=plate,
        )
    return Case(
        "cell_media",
        f"Grow cells on {plates} plates with {changes} daily media "
        f"changes, treat with a 10-point {drug} dose series for 48 h and read viability.",
        "Dose-response",
        f,
    )


LONG_TEMPLATES: tuple[Callable[[random.Random], Case], ...] = (
    full_elisa,
    multi_pcr,
    serial_dilution,
    multi_spri,
    cell_media,
)
