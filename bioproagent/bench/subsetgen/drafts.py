"""Subset B templates: a short protocol as a scientist drafts it, and its gold device code.

Each template takes a seeded ``random.Random`` and returns a :class:`Case` (instruction,
draft text, gold IR workflow). Values are randomised inside realistic ranges.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bioproagent.bench.subsetgen import blocks as bk
from bioproagent.bench.subsetgen.blocks import on
from bioproagent.bench.subsetgen.build import LIQUID_HANDLERS, Flow, num, span, wells


@dataclass
class Case:
    template: str
    instruction: str
    title: str
    flow: Flow
    constraints: list[str] = field(default_factory=list)

    def workflow(self) -> dict[str, Any]:
        return self.flow.workflow(template=self.template)

    def draft(self) -> str:
        return self.flow.draft(self.title)

    def instruments(self) -> list[str]:
        return sorted({s["device"] for s in self.flow.steps})


def protein_assay(rng: random.Random) -> Case:
    kind = rng.choice(["BCA", "Bradford"])
    h = rng.choice(LIQUID_HANDLERS)
    n = rng.choice([8, 12, 16, 24])
    f = Flow(f"{kind} protein assay, {n} samples")
    std = f.lw("standards", "plate_96_pcr", volume=100, filled=wells(8), reagent="BSA standards")
    samples = f.lw("samples", "plate_96_flat", volume=60, filled=wells(n), reagent="lysates")
    reagent = f.lw(
        "reagent",
        "reservoir_290ml",
        volume=60000,
        reagent="BCA working reagent" if kind == "BCA" else "Bradford dye",
    )
    plate = f.lw("assay_plate", "plate_96_flat")
    sample_ul = rng.choice([10, 20]) if kind == "BCA" else rng.choice([5, 10])
    reagent_ul = 200 if kind == "BCA" else 250
    used = wells(16 + n)
    f.transfer(
        h,
        std,
        wells(8),
        plate,
        wells(8),
        sample_ul,
        f"Pipette {sample_ul} µL of each of the 8 BSA standards (A1-H1 of the standards "
        f"plate) into column 1 of the assay plate with the {on(h)}.",
    )
    f.transfer(
        h,
        std,
        wells(8),
        plate,
        wells(8, start=8),
        sample_ul,
        f"Repeat into column 2 so every standard is in duplicate ({sample_ul} µL).",
    )
    targets = wells(n, start=16)
    f.transfer(
        h,
        samples,
        wells(n),
        plate,
        targets,
        sample_ul,
        f"Add {sample_ul} µL of each of the {n} samples to wells {span(targets)}.",
    )
    f.transfer(
        h,
        reagent,
        ["A1"],
        plate,
        used,
        reagent_ul,
        f"Add {reagent_ul} µL of {'BCA working reagent' if kind == 'BCA' else 'Bradford'}"
        f" dye to every used well ({span(used)}).",
    )
    rpm = rng.choice([600, 800, 1000])
    f.step(
        "qinstruments_bioshake_3000t_elm",
        "shake",
        {"speed_rpm": rpm, "duration_s": 30},
        f"Shake 30 s at {rpm} rpm on the {on('qinstruments_bioshake_3000t_elm')}.",
        plate=plate,
    )
    if kind == "BCA":
        minutes = rng.choice([30, 45, 60])
        f.step(
            "cytomat_2c450",
            "incubate",
            {"temperature_c": 37, "co2_percent": 0, "duration_s": minutes * 60},
            f"Incubate at 37 °C for {minutes} min in the {on('cytomat_2c450')} (no CO2).",
            plate=plate,
        )
        nm = 562
    else:
        f.step(
            "qinstruments_bioshake_3000t_elm",
            "shake",
            {"speed_rpm": 300, "duration_s": 600, "temperature_c": 25},
            "Leave 10 min at 25 °C on the shaker at 300 rpm.",
            plate=plate,
        )
        nm = 595
    f.step(
        "spectramax_i3x",
        "read_absorbance",
        {"wavelength_nm": nm},
        f"Read absorbance at {nm} nm on the {on('spectramax_i3x')}.",
        plate=plate,
    )
    return Case(
        "protein_assay",
        f"Automate a {kind} protein assay for {n} lysates with an "
        f"8-point BSA standard curve in duplicate, read at {nm} nm.",
        f"{kind} assay",
        f,
        [f"{n} samples", f"read at {nm} nm"],
    )


def pcr_plate(rng: random.Random) -> Case:
    h = rng.choice(LIQUID_HANDLERS)
    cf = rng.choice(["agilent_vspin", "bionex_hig4", "eppendorf_5810r"])
    n = rng.choice([8, 16, 24, 32, 48])
    mm_ul, t_ul = rng.choice([(15, 5), (20, 5), (18, 2), (45, 5)])
    cycles, anneal, ext = (
        rng.choice([25, 30, 35]),
        rng.choice([55, 58, 60, 62]),
        rng.choice([30, 45, 60]),
    )
    f = Flow(f"PCR set-up and cycling, {n} samples")
    mix = f.lw("master_mix", "reservoir_12col", volume=4000, filled=["A1"], reagent="master mix")
    samples = f.lw("templates", "plate_96_pcr", volume=20, filled=wells(n), reagent="DNA")
    plate = f.lw("pcr_plate", "plate_96_pcr")
    bal = f.lw("balance", "plate_96_pcr", volume=mm_ul + t_ul, sealed=True, name="balance")
    used = wells(n)
    bk.pcr_setup(f, h, mix, "A1", samples, plate, used, mm_ul, t_ul, "PCR plate")
    bk.seal(f, plate, "PCR plate")
    rcf = rng.choice([500, 800, 1000])
    bk.spin(f, cf, plate, bal, rcf, 60, "sealed PCR plate")
    bk.pcr_program(f, plate, used, cycles, anneal, ext, f"{mm_ul + t_ul} µL reactions")
    store_c = rng.choice([4, 8])
    f.step(
        "cytomat_2c425",
        "store",
        {"temperature_c": store_c},
        f"Store the plate at {store_c} °C in the {on('cytomat_2c425')}.",
        plate=plate,
    )
    return Case(
        "pcr_plate",
        f"Set up {n} PCR reactions ({mm_ul} µL master mix + {t_ul} µL "
        f"template), seal, spin, cycle {cycles}x with {anneal} °C annealing and keep "
        f"cold.",
        "PCR set-up",
        f,
        [f"{cycles} cycles", f"anneal {anneal} °C"],
    )


def qpcr_384(rng: random.Random) -> Case:
    h = rng.choice(["biomek_i7_hybrid", "hamilton_star", "tecan_fluent", "opentrons_flex"])
    cf = rng.choice(["bionex_hig4", "eppendorf_5810r"])
    n = rng.choice([24, 32, 48])
    reps = 3
    used = wells(n * reps, rows=16, columns=24)
    f = Flow(f"qPCR on 384-well plate, {n} samples in triplicate")
    mix = f.lw("sybr_mix", "tube_2ml", volume=1900, reagent="SYBR master mix")
    cdna = f.lw("cdna", "plate_384_pcr", volume=20, filled=used, reagent="cDNA")
    plate = f.lw("qpcr_plate", "plate_384_pcr")
    bal = f.lw("balance", "plate_384_pcr", volume=10, sealed=True, name="balance")
    mm_ul = 8
    f.transfer(
        h,
        mix,
        ["A1"],
        plate,
        used,
        mm_ul,
        f"Dispense {mm_ul} µL of SYBR Green master mix into {len(used)} wells "
        f"({span(used)}) of a 384-well PCR plate with the {on(h)}.",
    )
    f.transfer(
        h,
        cdna,
        used,
        plate,
        used,
        2,
        "Add 2 µL of diluted cDNA to each well (triplicates in adjacent wells).",
    )
    bk.seal(f, plate, "qPCR plate")
    rcf = rng.choice([500, 1000, 1500])
    bk.spin(f, cf, plate, bal, rcf, 60, "qPCR plate")
    anneal = rng.choice([58, 60, 62])
    cycles = rng.choice([40, 45])
    params = {
        "lid_temperature_c": 105,
        "initial_denaturation_c": 95,
        "initial_denaturation_s": 120,
        "cycles": cycles,
        "denaturation_c": 95,
        "denaturation_s": 10,
        "annealing_c": anneal,
        "annealing_s": 30,
        "melt_curve": True,
        "melt_start_c": 65,
        "melt_end_c": 95,
    }
    f.step(
        "biorad_cfx384",
        "run_qpcr",
        params,
        f"Run on the {on('biorad_cfx384')}: 95 °C 2 min, {cycles} cycles of 95 °C 10 s and "
        f"{anneal} °C 30 s with a read, then a melt curve from 65 to 95 °C.",
        plate={"labware": plate, "wells": used},
    )
    f.step("cytomat_24", "store", {}, f"Park the plate in the {on('cytomat_24')}.", plate=plate)
    return Case(
        "qpcr_384",
        f"Prepare a SYBR qPCR plate for {n} cDNA samples in triplicate "
        f"(10 µL reactions) and run {cycles} cycles with a melt curve.",
        "qPCR",
        f,
    )


def kingfisher_cleanup(rng: random.Random) -> Case:
    h = rng.choice(["biomek_i7_hybrid", "biomek_i5", "hamilton_star", "tecan_fluent"])
    n = rng.choice([24, 48, 96])
    used = wells(n)
    lysate_ul = rng.choice([100, 200])
    f = Flow(f"Magnetic bead nucleic-acid extraction, {n} samples")
    lys = f.lw("lysates", "plate_96_deepwell", volume=lysate_ul, filled=used, reagent="lysate")
    buf = f.lw("binding_mix", "reservoir_290ml", volume=100000, reagent="beads in binding buffer")
    wash = f.lw("wash_buffer", "reservoir_290ml", volume=150000, reagent="wash buffer")
    elu = f.lw(
        "elution_buffer", "reservoir_12col", volume=12000, filled=["A1"], reagent="elution buffer"
    )
    w1, w2 = f.lw("wash_1", "plate_96_deepwell"), f.lw("wash_2", "plate_96_deepwell")
    out = f.lw("elution_plate", "plate_96_flat")
    comb = f.lw("tip_comb", "plate_96_deepwell", name="tip comb in a deep-well plate")
    qc = f.lw("qc_plate", "plate_96_pcr")
    bind_ul = rng.choice([300, 400])
    elute_ul = rng.choice([50, 80, 100])
    f.transfer(
        h,
        buf,
        ["A1"],
        lys,
        used,
        bind_ul,
        f"Add {bind_ul} µL of bead/binding buffer mix to each lysate ({span(used)}) with "
        f"the {on(h)}.",
    )
    f.transfer(h, wash, ["A1"], w1, used, 500, "Fill wash plate 1 with 500 µL of wash buffer.")
    f.transfer(h, wash, ["A1"], w2, used, 500, "Fill wash plate 2 with 500 µL of wash buffer.")
    f.transfer(
        h,
        elu,
        ["A1"],
        out,
        used,
        elute_ul,
        f"Dispense {elute_ul} µL of elution buffer into the elution plate.",
    )
    program = rng.choice(["MagMAX_DNA_96", "NA_cleanup_v2"])
    f.step(
        "kingfisher_flex",
        "run_program",
        {"program": program, "head": "96_deepwell"},
        f"Run the '{program}' program on the {on('kingfisher_flex')} (96 deep-well head): "
        "bind, two washes, elute.",
        sample={"labware": lys, "wells": used},
        wash=[{"labware": w1, "wells": used}, {"labware": w2, "wells": used}],
        elution={"labware": out, "wells": used},
        tip_comb=comb,
    )
    qc_n = min(n, 24)
    qc_wells = wells(qc_n)
    f.transfer(
        h,
        out,
        qc_wells,
        qc,
        qc_wells,
        15,
        f"Transfer 15 µL of eluate from the first {qc_n} samples to a PCR plate for QC.",
    )
    assay = rng.choice(["dna_5k", "dna_12k", "rna"])
    f.step(
        "labchip_gx_touch_ht",
        "run_assay",
        {"assay": assay, "sample_count": qc_n},
        f"Size and quantify the {qc_n} eluates on the {on('labchip_gx_touch_ht')} ({assay} assay).",
        plate={"labware": qc, "wells": qc_wells},
    )
    return Case(
        "kingfisher_cleanup",
        f"Extract nucleic acid from {n} lysates ({lysate_ul} µL) "
        f"on the KingFisher with two washes, elute in {elute_ul} µL and check "
        f"{qc_n} eluates on the LabChip.",
        "Bead extraction",
        f,
    )


def tube_clarify(rng: random.Random) -> Case:
    h = rng.choice(LIQUID_HANDLERS)
    n = rng.choice([4, 6, 8])
    rcf = rng.choice([12000, 16000, 21130])
    minutes = rng.choice([5, 10, 15])
    f = Flow(f"Clarify {n} bacterial lysates")
    tubes = [
        f.lw(f"lysate_{i}", "tube_1_5ml", volume=1000, reagent="lysate") for i in range(1, n + 1)
    ]
    clear = [f.lw(f"cleared_{i}", "tube_1_5ml") for i in range(1, n + 1)]
    f.step(
        "eppendorf_5424r",
        "spin",
        {"rcf_g": rcf, "duration_s": minutes * 60, "temperature_c": 4, "rotor": "FA-45-24-11"},
        f"Spin the {n} lysate tubes at {rcf} x g for {minutes} min at 4 °C in the "
        f"{on('eppendorf_5424r')} (rotor FA-45-24-11).",
        tubes=tubes,
    )
    take = rng.choice([500, 700, 800])
    for i, (src, dst) in enumerate(zip(tubes, clear, strict=True), 1):
        f.transfer(
            h,
            src,
            ["A1"],
            dst,
            ["A1"],
            take,
            f"Move {take} µL of cleared supernatant from tube {i} to a fresh tube with the {on(h)}."
            if i == 1
            else None,
        )
    f.lines.append(f"Repeat for tubes 2-{n} (one transfer per tube).")
    return Case(
        "tube_clarify",
        f"Clear {n} lysates in 1.5 mL tubes at {rcf} x g for "
        f"{minutes} min at 4 °C and keep {take} µL of each supernatant.",
        "Lysate clarification",
        f,
    )


def conical_spin(rng: random.Random) -> Case:
    h = rng.choice(["biomek_i7_hybrid", "tecan_fluent", "hamilton_star", "opentrons_flex"])
    n = rng.choice([2, 4, 6])
    rotor, rcf = rng.choice([("A-4-81 50 mL", 3000), ("FA-45-6-30", 8000)])
    f = Flow(f"Pellet {n} cultures in 15 mL tubes")
    tubes = [
        f.lw(f"culture_{i}", "tube_15ml", volume=10000, reagent="culture") for i in range(1, n + 1)
    ]
    plate = f.lw("supernatants", "plate_96_deepwell")
    f.step(
        "eppendorf_5810r",
        "spin",
        {"rcf_g": rcf, "duration_s": 600, "temperature_c": 4, "rotor": rotor},
        f"Centrifuge the {n} culture tubes at {rcf} x g, 10 min, 4 °C in the "
        f"{on('eppendorf_5810r')} with the {rotor} rotor.",
        tubes=tubes,
    )
    for i, tube in enumerate(tubes):
        f.transfer(
            h,
            tube,
            ["A1"],
            plate,
            [wells(n)[i]],
            1000,
            f"Keep 1000 µL of each supernatant in the deep-well plate (tube i -> well "
            f"{wells(n)[0]} onward) using the {on(h)}."
            if i == 0
            else None,
        )
    f.step(
        "cytomat_2c425",
        "store",
        {"temperature_c": 4},
        f"Keep the supernatant plate at 4 °C in the {on('cytomat_2c425')}.",
        plate=plate,
    )
    return Case(
        "conical_spin",
        f"Pellet {n} 10 mL cultures in 15 mL tubes at {rcf} x g and "
        "keep 1 mL of each supernatant cold.",
        "Culture pelleting",
        f,
    )


def cell_viability(rng: random.Random) -> Case:
    h = rng.choice(LIQUID_HANDLERS)
    n = rng.choice([24, 48, 96])
    used = wells(n)
    hours = rng.choice([24, 48])
    f = Flow(f"Cell viability assay, {n} wells")
    cells = f.lw("cell_suspension", "reservoir_290ml", volume=50000, reagent="cells")
    cpd = f.lw("compounds", "plate_96_pcr", volume=40, filled=used, reagent="compounds")
    glo = f.lw("glo_reagent", "reservoir_290ml", volume=30000, reagent="CellTiter-Glo")
    plate = f.lw("cell_plate", "plate_96_flat")
    f.transfer(
        h,
        cells,
        ["A1"],
        plate,
        used,
        100,
        f"Seed 100 µL of cell suspension into wells {span(used)} with the {on(h)}.",
    )
    f.move(
        plate, "cytomat_2c450", f"Move the plate to the incubator with the {on('precise_pf400')}."
    )
    f.step(
        "cytomat_2c450",
        "incubate",
        {"temperature_c": 37, "co2_percent": 5, "humidity_percent": 95, "duration_s": 86400},
        "Let the cells attach for 24 h at 37 °C, 5% CO2.",
        plate=plate,
    )
    f.transfer(h, cpd, used, plate, used, 10, "Add 10 µL of compound to each well.")
    f.step(
        "cytomat_2c450",
        "incubate",
        {"temperature_c": 37, "co2_percent": 5, "humidity_percent": 95, "duration_s": hours * 3600},
        f"Treat for {hours} h at 37 °C, 5% CO2.",
        plate=plate,
    )
    f.transfer(h, glo, ["A1"], plate, used, 100, "Add 100 µL of CellTiter-Glo reagent.")
    f.step(
        "qinstruments_bioshake_3000t_elm",
        "shake",
        {"speed_rpm": 500, "duration_s": 120},
        "Shake 2 min at 500 rpm to lyse.",
        plate=plate,
    )
    f.move(plate, "spectramax_i3x", "Move the plate to the reader.")
    t = rng.choice([0.5, 1.0])
    f.step(
        "spectramax_i3x",
        "read_luminescence",
        {"integration_s": t},
        f"After 10 min read luminescence ({num(t)} s per well) on the {on('spectramax_i3x')}.",
        plate=plate,
    )
    return Case(
        "cell_viability",
        f"Seed {n} wells, treat with compounds for {hours} h and "
        "measure viability by luminescence.",
        "Viability assay",
        f,
    )


def stored_readout(rng: random.Random) -> Case:
    store = rng.choice(["cytomat_24", "cytomat_2c425"])
    ex, em = rng.choice([(485, 528), (544, 590), (360, 460)])
    f = Flow("Read a stored assay plate and put it back")
    plate = f.lw(
        "assay_plate",
        "plate_96_flat",
        volume=rng.choice([100, 150, 200]),
        sealed=True,
        created_by="s001_retrieve",
        reagent="assay",
    )
    f.step(
        store, "retrieve", {}, f"Take the sealed assay plate out of the {on(store)}.", plate=plate
    )
    bk.peel(f, plate, "assay plate")
    f.step(
        "spectramax_i3x",
        "read_fluorescence",
        {"excitation_nm": ex, "emission_nm": em},
        f"Read fluorescence (ex {ex} nm / em {em} nm) on the {on('spectramax_i3x')}.",
        plate=plate,
    )
    bk.seal(f, plate, "assay plate")
    params = {"temperature_c": 4} if store == "cytomat_2c425" else {}
    f.step(store, "store", params, f"Return the plate to the {on(store)}.", plate=plate)
    return Case(
        "stored_readout",
        f"Pull the sealed assay plate from storage, read it at "
        f"ex {ex} / em {em} nm and store it sealed again.",
        "Stored plate read",
        f,
    )


def spri_cleanup(rng: random.Random) -> Case:
    h = rng.choice(["biomek_i7_hybrid", "biomek_i5"])
    n = rng.choice([8, 16, 24, 48])
    used = wells(n)
    start = rng.choice([40, 50])
    ratio = rng.choice([0.8, 1.0, 1.8])
    f = Flow(f"SPRI clean-up of {n} PCR products")
    pcr = f.lw("pcr_products", "plate_96_pcr", volume=start, filled=used, reagent="PCR product")
    beads = f.lw("beads", "reservoir_12col", volume=8000, filled=["A1"], reagent="SPRI beads")
    etoh = f.lw("ethanol", "reservoir_290ml", volume=60000, reagent="80% ethanol")
    water = f.lw("water", "reservoir_12col", volume=5000, filled=["A1"], reagent="water")
    waste = f.lw("waste", "reservoir_290ml")
    out = f.lw("clean_plate", "plate_96_pcr")
    elute = rng.choice([20, 25, 30])
    bk.spri(f, h, pcr, used, start, ratio, beads, etoh, water, waste, out, elute, 2, "PCR plate")
    f.step(
        "cytomat_2c425",
        "store",
        {"temperature_c": 4},
        f"Store the clean products at 4 °C in the {on('cytomat_2c425')}.",
        plate=out,
    )
    return Case(
        "spri_cleanup",
        f"Clean up {n} PCR products ({start} µL) with {num(ratio)}x "
        f"SPRI beads, two ethanol washes, and elute in {elute} µL.",
        "SPRI",
        f,
    )


def tmb_readout(rng: random.Random) -> Case:
    h = rng.choice(LIQUID_HANDLERS)
    n = rng.choice([24, 48, 96])
    used = wells(n)
    f = Flow(f"ELISA colour development, {n} wells")
    plate = f.lw(
        "elisa_plate", "plate_96_flat", volume=10, filled=used, reagent="residual wash buffer"
    )
    tmb = f.lw("tmb", "reservoir_290ml", volume=30000, reagent="TMB")
    stop = f.lw("stop", "reservoir_290ml", volume=30000, reagent="1 M H2SO4")
    minutes = rng.choice([10, 15, 20])
    f.transfer(
        h,
        tmb,
        ["A1"],
        plate,
        used,
        100,
        f"Add 100 µL of TMB substrate to the washed wells {span(used)} with the {on(h)}.",
    )
    f.step(
        "qinstruments_bioshake_3000t_elm",
        "shake",
        {"speed_rpm": 300, "duration_s": minutes * 60, "temperature_c": 25},
        f"Develop {minutes} min at 25 °C in the dark on the shaker (300 rpm).",
        plate=plate,
    )
    f.transfer(h, stop, ["A1"], plate, used, 50, "Add 50 µL of stop solution.")
    f.step(
        "spectramax_i3x",
        "read_absorbance",
        {"wavelength_nm": 450},
        "Read absorbance at 450 nm.",
        plate=plate,
    )
    f.step(
        "spectramax_i3x",
        "read_absorbance",
        {"wavelength_nm": 570},
        "Read again at 570 nm for background correction.",
        plate=plate,
    )
    return Case(
        "tmb_readout",
        f"Develop a washed ELISA plate ({n} wells) with TMB for "
        f"{minutes} min, stop and read at 450 nm with 570 nm correction.",
        "TMB",
        f,
    )


def growth_curve(rng: random.Random) -> Case:
    points = rng.choice([3, 4, 5])
    hours = rng.choice([1, 2])
    f = Flow(f"Growth curve, {points} time points")
    plate = f.lw("culture_plate", "plate_96_flat", volume=200, reagent="cultures")
    for t in range(1, points + 1):
        f.step(
            "cytomat_2c450",
            "incubate",
            {
                "temperature_c": 37,
                "co2_percent": 0,
                "humidity_percent": 80,
                "duration_s": hours * 3600,
            },
            f"Time point {t}: incubate {hours} h at 37 °C in the {on('cytomat_2c450')}.",
            plate=plate,
        )
        f.step(
            "qinstruments_bioshake_3000t_elm",
            "shake",
            {"speed_rpm": 1000, "duration_s": 10},
            "Shake 10 s at 1000 rpm to resuspend.",
            plate=plate,
        )
        f.step(
            "spectramax_i3x", "read_absorbance", {"wavelength_nm": 600}, "Read OD600.", plate=plate
        )
    return Case(
        "growth_curve",
        f"Follow bacterial growth every {hours} h for {points} readings at OD600.",
        "Growth curve",
        f,
    )


def library_qc(rng: random.Random) -> Case:
    h = rng.choice(LIQUID_HANDLERS)
    cf = rng.choice(["agilent_vspin", "bionex_hig4"])
    n = rng.choice([8, 16, 24, 48])
    used = wells(n)
    f = Flow(f"Library QC on the LabChip, {n} libraries")
    libs = f.lw("libraries", "plate_96_pcr", volume=25, filled=used, reagent="libraries")
    plate = f.lw("chip_plate", "plate_96_pcr")
    bal = f.lw("balance", "plate_96_pcr", volume=20, name="balance")
    vol = rng.choice([10, 15, 20])
    f.transfer(
        h,
        libs,
        used,
        plate,
        used,
        vol,
        f"Transfer {vol} µL of each library into the LabChip sample plate with the {on(h)}.",
    )
    bk.spin(f, cf, plate, bal, 500, 60, "sample plate")
    f.step(
        "labchip_gx_touch_ht",
        "run_assay",
        {"assay": "dna_ngs_3k", "sample_count": n},
        f"Run the NGS 3K assay on the {on('labchip_gx_touch_ht')} for the {n} libraries.",
        plate={"labware": plate, "wells": used},
    )
    return Case(
        "library_qc",
        f"Check the size profile of {n} sequencing libraries on the LabChip (NGS 3K).",
        "Library QC",
        f,
    )


TEMPLATES: tuple[Callable[[random.Random], Case], ...] = (
    protein_assay,
    pcr_plate,
    qpcr_384,
    kingfisher_cleanup,
    tube_clarify,
    conical_spin,
    cell_viability,
    stored_readout,
    spri_cleanup,
    tmb_readout,
    growth_curve,
    library_qc,
)
