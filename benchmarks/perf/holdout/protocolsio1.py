"""Hold-out batch "protocolsio1": intents pasted from protocols.io-style protocols and kit inserts.

Style: numbered steps with sub-bullets, "Note:", "Critical:", "Pause point", "Safety information",
"Expected result" lines, timing annotations such as "(5 min)" or "⏱ 00:10:00", "🌡 4 °C",
"⚙ 1,000 x g", amounts in protocols.io notation ("Add 50 µL Buffer AL"), and sometimes the
scientist's own line on top naming the instrument or saying which steps to automate.

Traps:
- Notes, Critical and Pause-point lines carry numbers that are not settings (reagent
  concentrations, "within 30 minutes", "15 min is enough for ...", storage suggestions
  explicitly outside the run, barcodes, passage numbers, kit versions, step numbers).
- Volumes already in the well ("to each 50 µL PCR reaction") are context, not transfers.
- A step mentioned first but run later ("read ... once the plate has incubated ...").
- A corrected value ("30 min, correction: 45 min") takes the correction.
- rpm given alongside x g for a centrifuge: the x g value settles it (rpm-only means ask).
- "Automate steps 4-6 only": the manual steps (even with vortexing) are not in the plan.
- Kit-insert words that force a question: pulse-vortexing, sonication, drops, rpm-only spins,
  OD with no wavelength, "405 or 410 nm", PCR with no cycling temperatures, a supernatant
  transfer with no volume, instruments the lab does not own (Echo, NanoDrop), "speed 5".
- Halts: VSpin above 1000 x g, sealer above 200 °C, shaking above 3000 rpm, A205 (< 230 nm),
  deep-well plate at 6000 x g, the named CO2 incubator at 55 °C, 2 min luminescence
  integration, -20 °C storage, tubes at 25,000 x g, 0.5 µL on the OT-2, BioShake cooling to 4 °C.
"""

NAME = "protocolsio1"

CASES: list[tuple[str, str, str]] = [
    (
        "protocolsio1-01",
        "Hamilton STAR for all pipetting please — adapted from the QIAamp DNA Mini insert, blood protocol.\n\n"
        "1. Pipette 20 µL Proteinase K into the bottom of each well of the deep-well block.\n"
        "2. Add 200 µL sample to each well.\n"
        "3. Add 200 µL Buffer AL to the sample. Mix by pipetting 10 times with 300 µL.\n"
        "   Note: to ensure efficient lysis, the sample and Buffer AL must be mixed thoroughly to yield a homogeneous solution.\n"
        "4. Incubate at 56 °C for 10 min (⏱ 00:10:00).\n"
        "   Safety information: Buffer AL contains guanidine hydrochloride; do not add bleach to waste containing it.",
        "transfer volume_ul=20 @hamilton_star > transfer volume_ul=200 @hamilton_star > "
        "transfer volume_ul=200 @hamilton_star > mix volume_ul=300 cycles=10 @hamilton_star > "
        "incubate temperature_c=56 duration_s=600",
    ),
    # The room-temperature wait carries no device (the i7 block needs a setpoint); "each 50 µL PCR reaction" is context.
    (
        "protocolsio1-02",
        "Biomek i7 for everything below (adapted from the AMPure XP PCR purification protocol).\n\n"
        "1. Add 90 µL AMPure XP beads (1.8X) to each 50 µL PCR reaction; mix 10 times at 100 µL.\n"
        "2. Incubate at room temperature ⏱ 00:05:00.\n"
        "3. Place the plate on the magnet ⏱ 00:03:00.\n"
        "   Expected result: the solution is clear and the beads form a ring.\n"
        "4. Remove 135 µL of supernatant and discard.\n"
        "5. Add 180 µL of 80% ethanol.\n"
        "   Critical: use freshly prepared ethanol.",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100 cycles=10 @biomek_i7_hybrid > "
        "incubate duration_s=300 > magnetic_separation duration_s=180 @biomek_i7_hybrid > "
        "transfer volume_ul=135 @biomek_i7_hybrid > transfer volume_ul=180 @biomek_i7_hybrid",
    ),
    (
        "protocolsio1-03",
        "Q5 High-Fidelity PCR — thermocycling on the ODTC\n"
        "1. Initial denaturation 🌡 98 °C ⏱ 00:00:30\n"
        "2. 30 cycles:\n"
        "   - 🌡 98 °C ⏱ 00:00:10\n"
        "   - 🌡 65 °C ⏱ 00:00:30 (annealing)\n"
        "   - 🌡 72 °C ⏱ 00:00:30\n"
        "3. Final extension 🌡 72 °C ⏱ 00:02:00\n"
        "4. Hold 🌡 4 °C",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=65 annealing_s=30 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "protocolsio1-04",
        "Luna Universal qPCR, 384-well. Seal on the a4S, spin, then run on the CFX384.\n\n"
        "1. Seal the plate with optically clear film: 🌡 165 °C, ⏱ 3 s.\n"
        "2. Centrifuge ⚙ 1,000 x g ⏱ 00:01:00 to remove bubbles.\n"
        "3. Cycling:\n"
        "   - Initial denaturation 95 °C, 60 s\n"
        "   - 40 cycles: 95 °C 15 s; 60 °C 30 s (+ plate read)\n"
        "   Note: a melt curve is optional and not needed for this assay.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=60 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    # "within 30 minutes" is a deadline, not an incubation.
    (
        "protocolsio1-05",
        "From the Human IL-6 ELISA kit insert, steps 11–12. Plate reader = SpectraMax i3x.\n\n"
        "11. Add 50 µL Stop Solution to each well.\n"
        "    Expected result: the colour in the wells changes from blue to yellow.\n"
        "12. Determine the optical density of each well within 30 minutes, using a microplate reader set to 450 nm.",
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    # The ~30 min equilibration in the Note has already been done, so it is not a step.
    (
        "protocolsio1-06",
        "CellTiter-Glo 2.0 — Fluent for the reagent add, BioShake for mixing, i3x to read.\n"
        "Note: the plate was already equilibrated to room temperature (~30 min) before this starts.\n\n"
        "1. Add 100 µl of CellTiter-Glo 2.0 Reagent to the 100 µl of medium in each well.\n"
        "2. Mix contents for 2 minutes on the orbital shaker at 500 rpm to induce cell lysis.\n"
        "3. Allow the plate to incubate at room temperature for 10 minutes to stabilize the luminescent signal.\n"
        "4. Record luminescence, 0.5 s integration per well.",
        "transfer volume_ul=100 @tecan_fluent > "
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=600 > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "protocolsio1-07",
        "MagMAX Viral/Pathogen II, sample prep before the KingFisher Flex run.\n\n"
        "1. Add 5 µL Proteinase K to each well of the deep-well sample plate.\n"
        "2. Add 200 µL of sample.\n"
        "3. Add 275 µL Binding Bead Mix.\n"
        "   Critical: invert the Binding Bead Mix bottle before use; the beads settle quickly.\n"
        "4. Shake the plate ⚙ 1,050 rpm ⏱ 00:02:00.\n"
        "5. Incubate 🌡 65 °C ⏱ 00:05:00.\n"
        "6. Load onto the KingFisher Flex and start program MVP_2Wash_200_Flex.",
        "transfer volume_ul=5 > transfer volume_ul=200 > transfer volume_ul=275 > "
        "shake speed_rpm=1050 duration_s=120 > incubate temperature_c=65 duration_s=300 > "
        "run_program program=MVP_2Wash_200_Flex @kingfisher_flex",
    ),
    (
        "protocolsio1-08",
        "Post-PCR QC. Peel the foil on the XPeel, then run 48 samples on the LabChip GX Touch with the DNA 1K assay.\n"
        "Expected result: a single band at ~450 bp.",
        "peel @azenta_xpeel > run_assay assay=dna_1k sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "protocolsio1-09",
        "Cell seeding (HeLa, passage 12).\n"
        "1. Add 100 µL cell suspension (5,000 cells/well) to columns 1–10 of the 96-well plate; columns 11–12 are left empty.\n"
        "2. Incubate in the Cytomat 2C450 🌡 37 °C, 5% CO2, ⏱ 24 h.",
        "transfer volume_ul=100 wells=80 > "
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "protocolsio1-10",
        "End of day 1.\n"
        "1. Heat-seal the plate: 🌡 170 °C ⏱ 00:00:02.\n"
        "2. Store in the 2C425 cold store 🌡 4 °C until tomorrow.\n"
        "Pause point: samples are stable for up to 1 week at 4 °C.",
        "seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "protocolsio1-11",
        "1. Retrieve the assay plate from the Cytomat 24 hotel.\n"
        "2. PF400 carries it to the reader.\n"
        "3. Read fluorescence: excitation 485 nm, emission 535 nm.\n"
        "Note: barcode 00471123 on the plate.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > "
        "read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    # rpm appears in brackets next to x g; the x g value settles the speed.
    (
        "protocolsio1-12",
        "Wash steps (QIAamp insert, steps 6–7). Spins on the 5424 R.\n"
        "6. Add 500 µL Buffer AW1. Centrifuge at 6000 x g (8000 rpm) for 1 min.\n"
        "7. Add 500 µL Buffer AW2. Centrifuge at full speed (20,000 x g; 14,000 rpm) for 3 min.\n"
        "Note: Buffers AW1 and AW2 are supplied as concentrates; add ethanol before first use as indicated on the bottle.",
        "transfer volume_ul=500 > spin rcf_g=6000 duration_s=60 @eppendorf_5424r > "
        "transfer volume_ul=500 > spin rcf_g=20000 duration_s=180 @eppendorf_5424r",
    ),
    (
        "protocolsio1-13",
        "Harvest: centrifuge the 50 mL conical tubes in the 5810R, 🌡 4 °C, ⚙ 3,000 × g, ⏱ 10 min.\n"
        "Expected result: a compact pellet.",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "protocolsio1-14",
        "Spin the sealed PCR plate in the HiG4: ⚙ 3,000 rcf, ⏱ 00:05:00.\n"
        "Note: the balance plate is in the hotel, slot 7.",
        "spin rcf_g=3000 duration_s=300 @bionex_hig4",
    ),
    (
        "protocolsio1-15",
        "Quick spin to collect the liquid: VSpin, 500 xg, 1 min. Then peel the seal.",
        "spin rcf_g=500 duration_s=60 @agilent_vspin > peel",
    ),
    (
        "protocolsio1-16",
        "ChIP bead wash, run on the Biomek i5 (on-deck shaker and magnet).\n"
        "1. Add 100 µL low-salt wash buffer to the beads.\n"
        "2. Shake on the i5 shaker ⚙ 800 rpm ⏱ 00:05:00.\n"
        "3. Magnet ⏱ 00:02:00.\n"
        "4. Remove 100 µL supernatant to waste.",
        "transfer volume_ul=100 @biomek_i5 > shake speed_rpm=800 duration_s=300 @biomek_i5 > "
        "magnetic_separation duration_s=120 @biomek_i5 > transfer volume_ul=100 @biomek_i5",
    ),
    (
        "protocolsio1-17",
        "OT-2 with the P20 multi.\n"
        "1. Add 15 µL PCR master mix to every well of the 96-well PCR plate.\n"
        "2. Add 5 µL template DNA to columns 1–3 only (the rest get no template).",
        "transfer volume_ul=15 @opentrons_ot2 > transfer volume_ul=5 wells=24 @opentrons_ot2",
    ),
    # "total hands-off time ~15 min" is a timing annotation, not an incubation.
    (
        "protocolsio1-18",
        "Opentrons Flex.\n"
        "1. Dispense 180 µL assay buffer to all wells.\n"
        "2. Add 20 µL standard to wells A1–H2 (columns 1 and 2).\n"
        "⏱ total hands-off time ~15 min.",
        "transfer volume_ul=180 @opentrons_flex > transfer volume_ul=20 wells=16 @opentrons_flex",
    ),
    (
        "protocolsio1-19",
        "Read on the i3x at Ex 540 / Em 590 once the plate has incubated 30 min at 37 °C, protected from light. "
        "(Amplex Red H2O2 assay, step 5.)",
        "incubate temperature_c=37 duration_s=1800 > "
        "read_fluorescence excitation_nm=540 emission_nm=590 @spectramax_i3x",
    ),
    (
        "protocolsio1-20",
        "Coomassie Plus (Bradford) — microplate procedure.\n"
        "1. Pipette 5 µL of each standard or unknown sample into the appropriate microplate wells.\n"
        "2. Add 250 µL of the Coomassie Plus Reagent to each well.\n"
        "3. Incubate plate for 10 minutes at room temperature.\n"
        "4. Measure the absorbance at or near 595 nm.\n"
        "Note: working range 1–1,500 µg/mL.",
        "transfer volume_ul=5 > transfer volume_ul=250 > incubate duration_s=600 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "protocolsio1-21",
        "Pierce BCA, microplate procedure (BioShake for the mix step).\n"
        "1. Pipette 25 µL of each standard or unknown sample replicate into a microplate well.\n"
        "2. Add 200 µL of the working reagent to each well.\n"
        "3. Mix plate thoroughly on the plate shaker for 30 seconds (600 rpm).\n"
        "4. Incubate at 37 °C for 30 minutes.\n"
        "5. Measure the absorbance at or near 562 nm.",
        "transfer volume_ul=25 > transfer volume_ul=200 > "
        "shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    # Three fixed holds on the cycler with no cycling: incubate steps, not run_pcr.
    (
        "protocolsio1-22",
        "cDNA synthesis (LunaScript-style) in the ODTC:\n"
        "- Primer annealing 🌡 25 °C ⏱ 00:02:00\n"
        "- cDNA synthesis 🌡 55 °C ⏱ 00:10:00\n"
        "- Heat inactivation 🌡 95 °C ⏱ 00:01:00",
        "incubate temperature_c=25 duration_s=120 @inheco_odtc > "
        "incubate temperature_c=55 duration_s=600 @inheco_odtc > "
        "incubate temperature_c=95 duration_s=60 @inheco_odtc",
    ),
    (
        "protocolsio1-23",
        "DNase treatment, all incubations in the ODTC.\n"
        "1. Add 2 µL DNase master mix to each 8 µL RNA sample.\n"
        "2. Incubate at 37 °C for 15 min.\n"
        "3. Add 1 µL 25 mM EDTA.\n"
        "4. Heat-inactivate at 65 °C for 10 min.\n"
        "Critical: EDTA must be added before heating or the RNA will be hydrolysed.",
        "transfer volume_ul=2 > incubate temperature_c=37 duration_s=900 @inheco_odtc > "
        "transfer volume_ul=1 > incubate temperature_c=65 duration_s=600 @inheco_odtc",
    ),
    (
        "protocolsio1-24",
        "Viability (resazurin), compound plate from yesterday.\n"
        "1. Incubate 48 hrs at 37ºC / 5% CO₂.\n"
        "2. Add 10 µL resazurin (0.15 mg/mL) per well.\n"
        "3. Incubate 4 h, 37ºC, 5% CO₂.\n"
        "4. Read fluorescence Ex 560 nm / Em 590 nm.",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 > transfer volume_ul=10 > "
        "incubate temperature_c=37 duration_s=14400 co2_percent=5 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "protocolsio1-25",
        "Last step of the day: the PF400 moves the plate to the Cytomat 24 hotel; store it there (ambient).",
        "move_plate @precise_pf400 > store @cytomat_24",
    ),
    (
        "protocolsio1-26",
        "OneTaq colony PCR. Seal on the a4S (🌡 160 °C, ⏱ 00:00:02), then ODTC:\n"
        "1. 94 °C 30 s\n"
        "2. 30 cycles of: 94 °C 20 s → 52 °C 30 s → 68 °C 1 min\n"
        "3. 68 °C 5 min\n"
        "4. 10 °C ∞",
        "seal temperature_c=160 duration_s=2 @azenta_a4s > "
        "run_pcr cycles=30 initial_denaturation_c=94 initial_denaturation_s=30 denaturation_c=94 "
        "denaturation_s=20 annealing_c=52 annealing_s=30 extension_c=68 extension_s=60 "
        "final_extension_c=68 final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    (
        "protocolsio1-27",
        "Library QC on the LabChip (DNA High Sensitivity).\n"
        "1. Peel the library plate.\n"
        "2. Add 35 µL nuclease-free water to each well of a fresh 96-well PCR plate.\n"
        "3. Add 5 µL of each library.\n"
        "4. Run the DNA HS assay on 96 samples.",
        "peel > transfer volume_ul=35 > transfer volume_ul=5 > "
        "run_assay assay=dna_high_sensitivity sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "protocolsio1-28",
        "HT Protein Express, denaturing prep (adapted from the LabChip insert; our ODTC does the heating).\n"
        "1. Add 7 µL sample buffer to each well of a 96-well PCR plate.\n"
        "2. Add 2 µL protein sample.\n"
        "3. Denature 🌡 95 °C ⏱ 00:05:00 in the ODTC.\n"
        "4. Add 35 µL water.\n"
        "5. Spin ⚙ 1,000 x g ⏱ 00:02:00.\n"
        "6. Run 24 samples on the LabChip GX Touch.",
        "transfer volume_ul=7 > transfer volume_ul=2 > "
        "incubate temperature_c=95 duration_s=300 @inheco_odtc > transfer volume_ul=35 > "
        "spin rcf_g=1000 duration_s=120 > "
        "run_assay assay=protein_express sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "protocolsio1-29",
        "Tecan Fluent (MCA96).\n"
        "1. Fill columns 2–12 with 100 µL PBS.\n"
        "2. Add 200 µL of 10 µM compound to column 1.\n"
        "Note: the serial dilution is done by hand afterwards.",
        "transfer volume_ul=100 wells=88 @tecan_fluent > transfer volume_ul=200 wells=8 @tecan_fluent",
    ),
    (
        "protocolsio1-30",
        "Normalisation on the STAR: add forty microlitres of Buffer EB to each well, then transfer 10 μl of each gDNA into it. "
        "Mix five times with 30 μl.",
        "transfer volume_ul=40 @hamilton_star > transfer volume_ul=10 @hamilton_star > "
        "mix volume_ul=30 cycles=5 @hamilton_star",
    ),
    # The Critical line's "15 min" and the Pause point's -20 °C storage are not steps of this run.
    (
        "protocolsio1-31",
        "NEBuilder HiFi assembly.\n"
        "1. Add 10 µL NEBuilder HiFi DNA Assembly Master Mix to the 10 µL of fragment mix in each well.\n"
        "2. Incubate in the ODTC 🌡 50 °C ⏱ 01:00:00.\n"
        "   Critical: 15 min is enough for 2–3 fragments; we use 60 min because we have 4–6 fragments.\n"
        "Pause point: if needed, samples can be kept at −20 °C for later transformation (not part of this run).",
        "transfer volume_ul=10 > incubate temperature_c=50 duration_s=3600 @inheco_odtc",
    ),
    (
        "protocolsio1-32",
        "On-plate digest, steps 7–9.\n"
        "7. Add 2 µL Trypsin/Lys-C (1 µg) to each well.\n"
        "8. Digest on the BioShake ⚙ 1,000 rpm 🌡 37 °C ⏱ 16:00:00 (overnight).\n"
        "9. Acidify: add 10 µL 10% TFA, then spin ⚙ 1,000 x g ⏱ 00:01:00.",
        "transfer volume_ul=2 > "
        "shake speed_rpm=1000 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "transfer volume_ul=10 > spin rcf_g=1000 duration_s=60",
    ),
    # "4 °C store" says where the plate was kept; the 20 min warm-up is a room-temperature wait.
    (
        "protocolsio1-33",
        "1. Retrieve the reagent plate from the 4 °C store (2C425).\n"
        "2. Let it warm to room temperature, ⏱ 20 min.\n"
        "3. Peel the seal.\n"
        "Note: condensation on the lid is normal.",
        "retrieve @cytomat_2c425 > incubate duration_s=1200 > peel",
    ),
    (
        "protocolsio1-34",
        "Overnight expression cultures in a 24-deep-well block.\n"
        "1. Add 1.5 mL LB + antibiotic to each well.\n"
        "2. Inoculate with 15 µL overnight culture.\n"
        "3. Grow on the BioShake 🌡 37 °C ⚙ 250 rpm ⏱ 16 h.\n"
        "4. Transfer 100 µL of each culture to a clear flat-bottom 96-well plate.\n"
        "5. Read OD600 on the SpectraMax.",
        "transfer volume_ul=1500 > transfer volume_ul=15 > "
        "shake speed_rpm=250 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "transfer volume_ul=100 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "protocolsio1-35",
        "centrifgue plate 2 mins @ 1000xg then incubat 37C 1hr (protocol step 4-5)",
        "spin rcf_g=1000 duration_s=120 > incubate temperature_c=37 duration_s=3600",
    ),
    (
        "protocolsio1-36",
        "Step 3: Centrifuge for one minute at five hundred × g. "
        "Step 4: Seal at one hundred and seventy degrees for two seconds.",
        "spin rcf_g=500 duration_s=60 > seal temperature_c=170 duration_s=2",
    ),
    (
        "protocolsio1-37",
        "5. Incubate at 37 °C for 30 min — correction per insert v2.1: 45 min.\n"
        "6. Read absorbance at 405 nm.",
        "incubate temperature_c=37 duration_s=2700 > read_absorbance wavelength_nm=405",
    ),
    # Only steps 4-6 are automated; the vortex/spin-down in step 1 is done by hand and is not asked about.
    (
        "protocolsio1-38",
        "Automate steps 4–6 only (Fluent + ODTC); 1–3 I do by hand at the bench.\n"
        "1. Thaw the kit components, vortex briefly and spin down.\n"
        "2. Prepare the master mix: 10 µL 2X RT buffer + 1 µL enzyme per reaction (+10 % overage).\n"
        "3. Put 9 µL RNA into each well of a 96-well PCR plate.\n"
        "4. Add 11 µL master mix to each well.\n"
        "5. Seal 🌡 165 °C ⏱ 00:00:03.\n"
        "6. Incubate in the ODTC 🌡 42 °C ⏱ 00:30:00.",
        "transfer volume_ul=11 @tecan_fluent > seal temperature_c=165 duration_s=3 > "
        "incubate temperature_c=42 duration_s=1800 @inheco_odtc",
    ),
    (
        "protocolsio1-39",
        "Quant-iT PicoGreen, 96-well.\n"
        "1. Add 100 µL of the aqueous PicoGreen working solution to the 100 µL of sample already in each well.\n"
        "2. Incubate for 5 minutes at room temperature, protected from light.\n"
        "3. Measure fluorescence (excitation ~480 nm, emission ~520 nm).",
        "transfer volume_ul=100 > incubate duration_s=300 > "
        "read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "protocolsio1-40",
        "Dual-Glo Luciferase (kit insert §4), read on the i3x.\n"
        "1. Add 75 µL Dual-Glo Luciferase Reagent to each well (equal to the 75 µL of culture medium).\n"
        "2. Wait ⏱ 00:10:00.\n"
        "3. Measure firefly luminescence, 1 s integration.\n"
        "4. Add 75 µL Dual-Glo Stop & Glo Reagent.\n"
        "5. Wait ⏱ 00:10:00.\n"
        "6. Measure Renilla luminescence, 1 s integration.\n"
        "Note: measure within 2 h of adding the reagent.",
        "transfer volume_ul=75 > incubate duration_s=600 > "
        "read_luminescence integration_s=1 @spectramax_i3x > transfer volume_ul=75 > "
        "incubate duration_s=600 > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "protocolsio1-41",
        "Transfection: add 10 uL of lipid/DNA complex to each well of rows A–D, then put the plate back in the "
        "incubator at 37 deg C, 5 % CO2 overnight (16 h).",
        "transfer volume_ul=10 wells=48 > incubate temperature_c=37 duration_s=57600 co2_percent=5",
    ),
    (
        "protocolsio1-42",
        "Biomek i7:\n"
        "1. Add 50 µL lysis buffer.\n"
        "2. Shake on the deck shaker ⚙ 1,200 rpm ⏱ 00:01:00.\n"
        "3. Incubate at 25 °C for 10 min on the Peltier.",
        "transfer volume_ul=50 @biomek_i7_hybrid > shake speed_rpm=1200 duration_s=60 @biomek_i7_hybrid > "
        "incubate temperature_c=25 duration_s=600 @biomek_i7_hybrid",
    ),
    # The KingFisher only names where the eluate came from; no program is run here.
    (
        "protocolsio1-43",
        "Flex 8-channel: transfer 50 uL eluate from the KingFisher elution plate to columns 1-6 of a fresh PCR plate.",
        "transfer volume_ul=50 wells=48 @opentrons_flex",
    ),
    (
        "protocolsio1-44",
        "qPCR setup, 384-well (Hamilton for pipetting).\n"
        "1. Dispense 8 µL SYBR master mix into every well.\n"
        "2. Add 2 µL cDNA to columns 1–12 (rows A–P).\n"
        "3. Seal 🌡 165 °C ⏱ 3 s, then spin ⚙ 1,000 x g ⏱ 1 min.\n"
        "4. CFX384: 95 °C 3 min; 40 × (95 °C 10 s, 60 °C 30 s).",
        "transfer volume_ul=8 @hamilton_star > transfer volume_ul=2 wells=192 @hamilton_star > "
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "protocolsio1-45",
        "Pellet debris: ⚙ 16,000 x g 🌡 4 °C ⏱ 00:15:00 (5424 R).\n"
        "Expected result: clear supernatant above a small white pellet.",
        "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "protocolsio1-46",
        "Organoid medium change. Centrifuge the round-bottom plate in the 5810 at 300 ×g for 5 minutes, "
        "then remove 150 microlitres of spent medium and replace it with 150 microlitres of fresh medium.\n"
        "Note: the medium colour should be orange-red, not yellow.",
        "spin rcf_g=300 duration_s=300 @eppendorf_5810r > transfer volume_ul=150 > transfer volume_ul=150",
    ),
    (
        "protocolsio1-47",
        "MTT assay, day 3.\n"
        "1. Retrieve the plate from the Cytomat 2C450.\n"
        "2. Add 10 µL MTT reagent (5 mg/mL) to each well.\n"
        "3. Incubate ⏱ 4 h 🌡 37 °C, 5 % CO2.\n"
        "4. Add 100 µL SDS-HCl solubilisation solution.\n"
        "5. Incubate 🌡 37 °C, 5 % CO2 ⏱ 4 h.\n"
        "6. Read absorbance at 570 nm.\n"
        "Safety information: MTT is toxic; wear gloves.",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 > "
        "incubate temperature_c=37 duration_s=14400 co2_percent=5 > transfer volume_ul=100 > "
        "incubate temperature_c=37 duration_s=14400 co2_percent=5 > read_absorbance wavelength_nm=570",
    ),
    (
        "protocolsio1-48",
        "Plant DNA, plate 2 of 4.\n"
        "1. Shake ⚙ 1,500 rpm, 30 sec (BioShake).\n"
        "2. Run KingFisher program 'MagMAX_Plant_DNA_v2'.\n"
        "3. Seal the elution plate 🌡 165 °C ⏱ 3 s.\n"
        "4. Store at 4 °C in the cold store.",
        "shake speed_rpm=1500 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "run_program program=MagMAX_Plant_DNA_v2 @kingfisher_flex > "
        "seal temperature_c=165 duration_s=3 > store temperature_c=4",
    ),
    # ---- halted ----
    (
        "protocolsio1-49",
        "Spin the plate ⚙ 1,500 x g ⏱ 00:02:00 on the VSpin before peeling.",
        "halted",
    ),
    (
        "protocolsio1-50",
        "Seal with the PCR foil on the a4S — the film datasheet says 🌡 220 °C ⏱ 00:00:02.",
        "halted",
    ),
    (
        "protocolsio1-51",
        "4. Mix the plate on the shaker ⚙ 3,500 rpm ⏱ 00:00:30.\n"
        "   Critical: make sure the plate is clamped.",
        "halted",
    ),
    (
        "protocolsio1-52",
        "Protein concentration by A205 (Scopes method): transfer 100 µL of each sample into the UV plate and "
        "read absorbance at 205 nm.",
        "halted",
    ),
    (
        "protocolsio1-53",
        "Clear the lysate: centrifuge the 96 deep-well block ⚙ 6,000 x g ⏱ 00:10:00.",
        "halted",
    ),
    # The named Cytomat 2C450 tops out at 50 °C.
    (
        "protocolsio1-54",
        "Hybridisation: incubate the sealed plate in the Cytomat 2C450 at 55 °C overnight (16 h).",
        "halted",
    ),
    (
        "protocolsio1-55",
        "Low-signal NanoLuc: read luminescence with a 2 min integration per well on the i3x.",
        "halted",
    ),
    # No store in the lab goes below 4 °C (the 2C425 is 4-25 °C, the Cytomat 24 is ambient).
    (
        "protocolsio1-56",
        "Pause here. Store the plate at −20 °C until Monday.",
        "halted",
    ),
    (
        "protocolsio1-57",
        "Centrifuge the 1.5 mL tubes ⚙ 25,000 x g 🌡 4 °C ⏱ 00:30:00.",
        "halted",
    ),
    # The named OT-2 pipettes go down to 1 µL only.
    (
        "protocolsio1-58",
        "OT-2 please: add 0.5 µL of enzyme to each well of the PCR plate.",
        "halted",
    ),
    # The named BioShake only heats (25-99 °C); it cannot hold 4 °C.
    (
        "protocolsio1-59",
        "Bind overnight on the BioShake ⚙ 1,000 rpm 🌡 4 °C ⏱ 16 h.",
        "halted",
    ),
    # ---- ask ----
    (
        "protocolsio1-60",
        "QIAamp insert, step 4: Add 200 µL Buffer AL to the sample. Mix by pulse-vortexing for 15 s.\n"
        "Note: ensure a homogeneous solution.",
        "ask",
    ),
    (
        "protocolsio1-61",
        "Centrifuge the plate ⚙ 4,000 rpm ⏱ 00:10:00 🌡 4 °C.",
        "ask",
    ),
    (
        "protocolsio1-62",
        "Measure the OD of each culture on the SpectraMax.\n"
        "Expected result: OD between 0.4 and 0.6.",
        "ask",
    ),
    (
        "protocolsio1-63",
        "ODTC: 35 cycles with our standard Taq program; anneal at Tm − 5 °C for your primers (⏱ 30 s each step).",
        "ask",
    ),
    (
        "protocolsio1-64",
        "5. Transfer the cleared supernatant to a fresh 96-well plate.\n"
        "   Critical: do not disturb the pellet.",
        "ask",
    ),
    (
        "protocolsio1-65",
        "Read the pNPP plate at 405 nm or 410 nm — whichever the insert meant, I'm not sure.",
        "ask",
    ),
    (
        "protocolsio1-66",
        "Use the Echo 525 to dispense 25 nL of each compound into the 384-well assay plate.",
        "ask",
    ),
    (
        "protocolsio1-67",
        "Shear chromatin: sonicate 10 cycles (30 s on / 30 s off) 🌡 4 °C.",
        "ask",
    ),
    (
        "protocolsio1-68",
        "Shake at speed 5 for 10 min, then read at 450 nm.",
        "ask",
    ),
    (
        "protocolsio1-69",
        "Add 2 drops of NucBlue Live ReadyProbes reagent per mL of medium; incubate 20 min at room temperature.",
        "ask",
    ),
    (
        "protocolsio1-70",
        "Quantify 2 µL of each eluate on the NanoDrop One (A260/A280).",
        "ask",
    ),
]
