"""Protocol blocks shared by the short (subset B) and long-horizon (subset C) templates.

Each block appends the steps of one laboratory routine to a :class:`Flow` with the values
its caller chose; the volumes are worked out so that no well overfills or runs dry.
"""

from __future__ import annotations

from bioproagent.bench.subsetgen.build import Flow, duration, num, span

SHORT = {
    "biomek_i7_hybrid": "Biomek i7",
    "biomek_i5": "Biomek i5",
    "hamilton_star": "Hamilton STAR",
    "tecan_fluent": "Tecan Fluent",
    "opentrons_flex": "Opentrons Flex",
    "opentrons_ot2": "Opentrons OT-2",
    "inheco_odtc": "ODTC thermal cycler",
    "azenta_a4s": "a4S sealer",
    "azenta_xpeel": "XPeel",
    "agilent_vspin": "VSpin centrifuge",
    "bionex_hig4": "HiG4 centrifuge",
    "eppendorf_5810r": "Eppendorf 5810 R",
    "eppendorf_5424r": "Eppendorf 5424 R",
    "cytomat_2c450": "Cytomat 2C450 incubator",
    "cytomat_2c425": "Cytomat 2C425 cold store",
    "cytomat_24": "Cytomat 24 plate hotel",
    "spectramax_i3x": "SpectraMax i3x",
    "labchip_gx_touch_ht": "LabChip GX Touch HT",
    "kingfisher_flex": "KingFisher Flex",
    "biorad_cfx384": "CFX384",
    "qinstruments_bioshake_3000t_elm": "BioShake 3000-T elm",
    "precise_pf400": "PF400 arm",
}


def on(device: str) -> str:
    return SHORT.get(device, device)


def seal(f: Flow, plate: str, label: str) -> str:
    return f.seal(
        plate, 170, 2.5, f"Heat-seal the {label} on the {on('azenta_a4s')} (170 °C, 2.5 s)."
    )


def peel(f: Flow, plate: str, label: str) -> str:
    return f.peel(plate, f"Remove the seal from the {label} on the {on('azenta_xpeel')}.")


def spin(
    f: Flow, device: str, plate: str, balance: str, rcf_g: int, seconds: int, label: str
) -> str:
    return f.plate_spin(
        device,
        [plate, balance],
        rcf_g,
        seconds,
        f"Spin the {label} against the balance plate at {rcf_g} x g for "
        f"{duration(seconds)} on the {on(device)}.",
    )


def pcr_program(
    f: Flow,
    plate: str,
    used: list[str],
    cycles: int,
    annealing_c: float,
    extension_s: int,
    label: str,
) -> str:
    params = {
        "lid_temperature_c": 105,
        "initial_denaturation_c": 95,
        "initial_denaturation_s": 180,
        "cycles": cycles,
        "denaturation_c": 95,
        "denaturation_s": 15,
        "annealing_c": annealing_c,
        "annealing_s": 30,
        "extension_c": 72,
        "extension_s": extension_s,
        "final_extension_c": 72,
        "final_extension_s": 300,
        "hold_c": 4,
    }
    text = (
        f"Run the PCR on the {on('inheco_odtc')} ({label}): 95 °C for 3 min, then "
        f"{cycles} cycles of 95 °C 15 s, {num(annealing_c)} °C 30 s and 72 °C "
        f"{extension_s} s, final extension 72 °C 5 min, hold at 4 °C (lid 105 °C)."
    )
    return f.step(
        "inheco_odtc", "run_pcr", params, text, plate={"labware": plate, "wells": list(used)}
    )


def pcr_setup(
    f: Flow,
    handler: str,
    mix: str,
    mix_well: str,
    samples: str,
    plate: str,
    used: list[str],
    mm_ul: float,
    template_ul: float,
    label: str,
) -> None:
    f.transfer(
        handler,
        mix,
        [mix_well],
        plate,
        used,
        mm_ul,
        f"Dispense {num(mm_ul)} µL of PCR master mix into wells {span(used)} of the "
        f"{label} with the {on(handler)}.",
    )
    f.transfer(
        handler,
        samples,
        used,
        plate,
        used,
        template_ul,
        f"Add {num(template_ul)} µL of template DNA from the matching sample wells "
        f"({span(used)}) and mix 3 times.",
        mix_cycles=3,
    )


def spri(
    f: Flow,
    handler: str,
    plate: str,
    used: list[str],
    start_ul: float,
    ratio: float,
    beads: str,
    ethanol: str,
    water: str,
    waste: str,
    out: str,
    elute_ul: float,
    washes: int,
    label: str,
) -> None:
    """SPRI bead clean-up on the deck of a Biomek (magnet and thermal positions)."""
    beads_ul = round(start_ul * ratio, 1)
    total = start_ul + beads_ul
    f.transfer(
        handler,
        beads,
        ["A1"],
        plate,
        used,
        beads_ul,
        f"Add {num(beads_ul)} µL of SPRI beads ({num(ratio)}x) to the {label}.",
    )
    mix_ul = min(100.0, round(total * 0.6))
    f.mix(
        handler, plate, used, mix_ul, 10, f"Mix {num(mix_ul)} µL 10 times to resuspend the beads."
    )
    f.step(
        handler,
        "incubate",
        {"temperature_c": 25, "duration_s": 300},
        "Incubate 5 min at 25 °C on the deck thermal position so the DNA binds.",
        plate=plate,
    )
    f.step(
        handler,
        "magnetic_separation",
        {"duration_s": 300},
        "Place the plate on the deck magnet for 5 min until the liquid is clear.",
        plate=plate,
    )
    left = 2.0
    removed = total - left
    f.transfer(
        handler,
        plate,
        used,
        waste,
        ["A1"],
        removed,
        f"Remove {num(removed)} µL of supernatant to waste, leaving the beads.",
    )
    for n in range(1, washes + 1):
        f.transfer(
            handler,
            ethanol,
            ["A1"],
            plate,
            used,
            150,
            f"Wash {n}: add 150 µL of freshly made 80% ethanol on the magnet.",
        )
        f.transfer(
            handler,
            plate,
            used,
            waste,
            ["A1"],
            150,
            f"Wash {n}: after 30 s remove the 150 µL of ethanol to waste.",
        )
    f.step(
        handler,
        "incubate",
        {"temperature_c": 25, "duration_s": 180},
        "Air-dry the beads for 3 min at 25 °C.",
        plate=plate,
    )
    f.transfer(
        handler,
        water,
        ["A1"],
        plate,
        used,
        elute_ul,
        f"Add {num(elute_ul)} µL of nuclease-free water and mix to elute.",
        mix_cycles=5,
    )
    f.step(
        handler,
        "magnetic_separation",
        {"duration_s": 120},
        "Return the plate to the magnet for 2 min.",
        plate=plate,
    )
    recover = elute_ul - 5
    f.transfer(
        handler,
        plate,
        used,
        out,
        used,
        recover,
        f"Move {num(recover)} µL of clear eluate into the clean-up output plate.",
    )


def elisa_wash(
    f: Flow,
    handler: str,
    plate: str,
    used: list[str],
    buffer: str,
    waste: str,
    times: int,
    volume_ul: float,
    label: str,
) -> None:
    """Repeated wash: fill, then aspirate down to the plate's residual volume."""
    for n in range(1, times + 1):
        f.transfer(
            handler,
            buffer,
            ["A1"],
            plate,
            used,
            volume_ul,
            f"Wash {n}/{times} ({label}): dispense {num(volume_ul)} µL of wash buffer.",
        )
        f.transfer(
            handler,
            plate,
            used,
            waste,
            ["A1"],
            volume_ul,
            f"Wash {n}/{times} ({label}): aspirate the {num(volume_ul)} µL to waste.",
        )
