"""Hold-out batch final10: 70 requests from 70 different people (issue 9).

Style: a mixed hidden-evaluation set.  Short bench commands, long messages
that give the reason for each step, numbered and bulleted protocols,
chat-style notes with typos, and requests that name the LAST step first
("read it at 570 nm once it has been shaken ... and spun ...").  Values come
in many spellings (uL, µL, μl, microlitres/microliters; C, °C, ºC, deg,
degrees; g, xg, x g, ×g, rcf; s, sec, min, mins, minuts, h, hr, hours),
some written as words ("fifty microlitres", "forty-eight hours") and some
with thousands separators ("16,000 rcf").  Each of the 22 instruments is
named at least once, by registry name, vendor name or nickname/alias.

Traps:
* context numbers that are NOT settings: plate barcodes (PL-00231,
  QP-384-0042), lot numbers, dates, passages, room numbers, concentrations
  (5 mg/mL, 10 µM, 2 N), dilution ratios (1:3, 1:1000, 50:1), cell
  densities (5 x 10^4 cells/mL), tube sizes (50 mL Falcons), sample counts
  that are not LabChip settings, program names containing digits;
* corrections ("20 — no, 25 µL", "40 cycles — make that 42", a seal
  temperature corrected into an out-of-range value);
* well selections: outer wells (36), columns 1 and 12 (16), B2-G11 (60),
  row A (12), A1-H1 (8), columns 1-3/1-4/1-6 of a 96 plate (24/32/48),
  columns 1-2 of a 384 plate (32);
* execution order differs from mention order ("... but first incubate",
  "read A260 ... after a 1-minute spin");
* room-temperature waits give an incubate step with no temperature key and
  no device;
* 'ask' cases: vortex, sonicate, rpm-only centrifuge speed, "speed 5",
  OD with no wavelength, an instrument the lab lacks (CLARIOstar), PCR with
  no cycling temperatures, transfer with no volume, "405 or 410 nm",
  drops, nL acoustic dispensing;
* 'halted' cases: values outside every suitable instrument (seal 220 °C,
  3500 rpm shake, 1100 nm absorbance, 25 % CO2, -20 °C store, 102 °C
  denaturation, 25,000 x g, 400 LabChip samples, 6 mL per transfer,
  emission 900 nm) plus one named-instrument floor (OT-2, 0.5 µL).

Expectations list only values the text states; @device only where the text
names the instrument or uses an alias that fits exactly one instrument.
"""

NAME = "final10"

CASES: list[tuple[str, str, str]] = [
    (
        "final10-01",
        "Spin PL-00231 in the VSpin, 1000 xg, 2 min.",
        "spin rcf_g=1000 duration_s=120 @agilent_vspin",
    ),
    # Read step names no instrument, so no @device on it (the reader is implied only by the operation).
    (
        "final10-02",
        "Read it at 570 nm once it has been shaken for 5 min at 800 rpm on the BioShake "
        "and spun at 500 x g for 1 min in the HiG4.",
        "shake speed_rpm=800 duration_s=300 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=500 duration_s=60 @bionex_hig4 > read_absorbance wavelength_nm=570",
    ),
    (
        "final10-03",
        "On the Hamilton STAR add 20 — no, 25 µL of lysis buffer to every well of plate "
        "PL-00458 (lot 22-0917).",
        "transfer volume_ul=25 @hamilton_star",
    ),
    # Emission 900 nm is above the i3x's 850 nm emission limit (only reader in the lab).
    (
        "final10-04",
        "Have the Fluent add 50 µL of detection mix to PL-10077, spin it 1 min at 1000 x g "
        "in the VSpin, then read fluorescence ex 535 / em 900 on the SpectraMax.",
        "halted",
    ),
    (
        "final10-05",
        "Can you vortex the twelve lysate tubes (passage 14 cells) for 30 s, then spin them "
        "1 min at 2000 x g on the 5424R?",
        "ask",
    ),
    (
        "final10-06",
        "MTT readout for plate PL-00812 (HeLa, passage 9, seeded 1.0 x 10^4 cells/well on 03/11):\n"
        "1. Tecan Fluent adds 10 µL of MTT (5 mg/mL) to each well — the live cells reduce it to formazan.\n"
        "2. Incubate 4 h at 37 °C, 5% CO2 in the Cytomat 2C450 so the colour develops.\n"
        "3. Fluent adds 100 µL of solubilisation solution to dissolve the crystals.\n"
        "4. Shake 10 min at 600 rpm on the BioShake to get everything into solution.\n"
        "5. Read absorbance at 570 nm on the SpectraMax.",
        "transfer volume_ul=10 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450 > "
        "transfer volume_ul=100 @tecan_fluent > "
        "shake speed_rpm=600 duration_s=600 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=570 @spectramax_i3x",
    ),
    (
        "final10-07",
        "hey can u spin PL-00231 1 min at 1000g, seal it on the a4S 170C 2.5 sec then stick it "
        "in teh plate fridge at 4C? ta",
        "spin rcf_g=1000 duration_s=60 > seal temperature_c=170 duration_s=2.5 @azenta_a4s > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    # Corrected value (220 °C) replaces 180 °C and is above the a4S's 200 °C limit.
    (
        "final10-08",
        "Seal the PCR plate on the Azenta sealer at 180 °C for 3 s — actually make that 220 °C, "
        "the new foil needs it hotter.",
        "halted",
    ),
    (
        "final10-09",
        "Seal QP-384-0042 on the a4S (165 °C, 2 s) and run it on the Bio-Rad CFX384: 95 °C 3 min, "
        "then 40 cycles of 95 °C 10 s / 60 °C 30 s. Master mix lot 1192044.",
        "seal temperature_c=165 duration_s=2 @azenta_a4s > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "final10-10",
        "PCR on the ODTC please: 30 cycles, Q5 2x master mix, 25 µL reactions, plate PCR-0612.",
        "ask",
    ),
    (
        "final10-11",
        "Using the OT-2, dispense fifty microlitres of PBS into the outer wells of the 96-well "
        "plate PL-00502 to cut down edge evaporation.",
        "transfer volume_ul=50 wells=36 @opentrons_ot2",
    ),
    (
        "final10-12",
        "Opentrons Flex — transfer 150 uL from the reservoir into columns 1 and 12 of the "
        "96-well plate (those are the controls).",
        "transfer volume_ul=150 wells=16 @opentrons_flex",
    ),
    # Named OT-2: its floor is 1 µL, so 0.5 µL halts even though a Tecan/Hamilton could pipette it.
    (
        "final10-13",
        "On the OT-2 stamp 0.5 µL of each compound from the 10 mM source plate into the assay plate.",
        "halted",
    ),
    (
        "final10-14",
        "Pellet the 50 mL Falcons in the Eppendorf 5810 R: 3,000 × g, 10 min, 4 °C.",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "final10-15",
        "Microfuge the 1.5 mL tubes at 16,000 rcf for 15 min at 4 degrees — it's the 5424 R in room B214.",
        "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "final10-16",
        "Spin the 2 mL tubes at 25,000 x g for 5 min in the 5424R.",
        "halted",
    ),
    (
        "final10-17",
        "Run program MagMAX_Viral_v2 on the KingFisher Flex for deep-well plate DW-0091 "
        "(48 samples, extracted 2024-03-14).",
        "run_program program=MagMAX_Viral_v2 @kingfisher_flex",
    ),
    (
        "final10-18",
        "Put the library plate on the Revvity LabChip and run the DNA High Sensitivity assay on 24 samples.",
        "run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "final10-19",
        "LabChip GX Touch: DNA 1K assay, 400 samples, 384-well PCR plate PL-384-0007.",
        "halted",
    ),
    (
        "final10-20",
        "Peel PL-00610 on the XPeel, have the PF400 carry it over to the i3x, and read "
        "fluorescence ex 485 / em 535.",
        "peel @azenta_xpeel > move_plate @precise_pf400 > "
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    # Room-temperature wait: incubate with duration only, no temperature key, no device.
    (
        "final10-21",
        "CellTiter-Glo plate: shake 2 min at 500 rpm on the thermoshaker, incubate 10 min at room "
        "temperature, then read luminescence on the SpectraMax with 0.5 s integration.",
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > incubate duration_s=600 > "
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "final10-22",
        "Read the OD of PL-00231 on the SpectraMax, it's the growth curve from Tuesday.",
        "ask",
    ),
    (
        "final10-23",
        "Pull plate PL-00733 out of the Cytomat 24 hotel and take the seal off on the XPeel.",
        "retrieve @cytomat_24 > peel @azenta_xpeel",
    ),
    (
        "final10-24",
        "Tecan adds 100 µL fresh medium, then the plate goes in the CO2 incubator at 37 °C, "
        "25% CO2 for 48 h, then read it at 600 nm.",
        "halted",
    ),
    (
        "final10-25",
        "Biomek i7: add 40 μl of compound dilution (1:3 series, top 10 µM) to B2-G11 of the "
        "96-well assay plate.",
        "transfer volume_ul=40 wells=60 @biomek_i7_hybrid",
    ),
    (
        "final10-26",
        "On the Beckman i5, add 100 µL of resuspension buffer to columns 1-3 of the 96 deep-well and mix those wells "
        "ten times with 80 µL.",
        "transfer volume_ul=100 wells=24 @biomek_i5 > mix volume_ul=80 cycles=10 wells=24 @biomek_i5",
    ),
    (
        "final10-27",
        "Spin the plate at 3000 rpm for 5 min on the HiG.",
        "ask",
    ),
    (
        "final10-28",
        "BioNex HiG 4: 2,000 ×g for 90 s, then straight to the sealer (175 — no, 165 °C, 3 s), "
        "then into the 2C425 at 4 °C.",
        "spin rcf_g=2000 duration_s=90 @bionex_hig4 > seal temperature_c=165 duration_s=3 @azenta_a4s > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final10-29",
        "Shake the bead plate at 3500 rpm for 1 min on the QInstruments BioShake 3000-T elm.",
        "halted",
    ),
    (
        "final10-30",
        "Thermocycle on the INHECO ODTC: initial denaturation 98 °C for 30 s; 35 cycles of 98 °C 10 s, "
        "62 °C 20 s, 72 °C 30 s; final extension 72 °C for 2 min; hold at 4 °C. Primer lot P-5521, "
        "25 µL reactions.",
        "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "final10-31",
        "On the ODTC: 95 °C 2 min, then 30 cycles of 102 °C 15 s / 55 °C 30 s / 72 °C 1 min.",
        "halted",
    ),
    (
        "final10-32",
        "Sonicate the lysate plate for 2 min and then spin it 5 min at 1000 g.",
        "ask",
    ),
    # "blocked overnight" is history, not a step; RT wait is an incubate without temperature or device.
    (
        "final10-33",
        "ELISA plate EL-2024-118 (capture Ab coated 1:1000, blocked overnight):\n"
        "- peel the seal on the XPeel\n"
        "- Hamilton STAR adds 100 µL TMB to every well\n"
        "- incubate 15 min at room temp in the dark\n"
        "- STAR adds 50 µL stop solution (2 N H2SO4)\n"
        "- read absorbance at 450 nm on the SpectraMax",
        "peel @azenta_xpeel > transfer volume_ul=100 @hamilton_star > incubate duration_s=900 > "
        "transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "final10-34",
        "Clean-up run: KingFisher program SPRI_cleanup_96 first, then the Biomek i5 moves 20 µL of "
        "eluate into a PCR plate, seal that on the a4S at 160 °C for 2 s and put it in the cold store at 4 °C.",
        "run_program program=SPRI_cleanup_96 @kingfisher_flex > transfer volume_ul=20 @biomek_i5 > "
        "seal temperature_c=160 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    # CLARIOstar is a reader the lab does not have: ask rather than silently swap to the i3x.
    (
        "final10-35",
        "Read fluorescence ex 485/em 520 on the CLARIOstar, plate PL-00415.",
        "ask",
    ),
    (
        "final10-36",
        "Read the pNPP plate at 405 or 410 nm, I can't remember which the kit says.",
        "ask",
    ),
    (
        "final10-37",
        "Transfer the supernatant from the deep-well plate into a fresh 96-well plate on the Tecan.",
        "ask",
    ),
    (
        "final10-38",
        "Add two drops of NucBlue per well and then read fluorescence at 360/460 on the i3x.",
        "ask",
    ),
    (
        "final10-39",
        "Dispense 25 nL of each compound acoustically into PL-384-0113.",
        "ask",
    ),
    (
        "final10-40",
        "Put the plate on the BioShake at speed 5 for 10 minutes.",
        "ask",
    ),
    (
        "final10-41",
        "Read the nanoparticle plate at 1,100 nm on the SpectraMax i3x.",
        "halted",
    ),
    (
        "final10-42",
        "Store the enzyme plate in the Cytomat 2C425 at -20 °C until Monday.",
        "halted",
    ),
    (
        "final10-43",
        "Fluent: transfer 6 mL of medium into each of the 50 mL tubes, then spin them 5 min at "
        "500 x g in the 5810R.",
        "halted",
    ),
    # "first 40 samples" is the LabChip sample count; steps run spin > peel > assay despite mention order.
    (
        "final10-44",
        "Before it goes on the LabChip for the Protein Express assay (first 40 samples), peel the "
        "seal on the XPeel after a quick 1 min spin at 1000 x g in the VSpin.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > peel @azenta_xpeel > "
        "run_assay assay=protein_express sample_count=40 @labchip_gx_touch_ht",
    ),
    (
        "final10-45",
        "We need to seal the 384-well plate before it goes in the CFX so nothing evaporates — a4S at "
        "175 °C for 1.5 s. Then give it a 1 minute spin at 1,000 x g in the VSpin to knock the bubbles "
        "out, because bubbles wreck the Cq values. Then run it on the CFX384: 95 °C 2 min, 45 cycles of "
        "95 °C 5 s, 58 °C 20 s, 72 °C 20 s, and hold at 4 °C at the end.",
        "seal temperature_c=175 duration_s=1.5 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=5 annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 hold_c=4 @biorad_cfx384",
    ),
    (
        "final10-46",
        "Park the finished plate in the plate hotel.",
        "store @cytomat_24",
    ),
    (
        "final10-47",
        "Get the robot arm to take the plate to the Cytomat 2C425 and store it at 8 °C.",
        "move_plate @precise_pf400 > store temperature_c=8 @cytomat_2c425",
    ),
    (
        "final10-48",
        "With the OT-Flex, add thirty microliters of DMSO to row A only of the 96-well plate.",
        "transfer volume_ul=30 wells=12 @opentrons_flex",
    ),
    # The leading "Fluent:" names the handler for both steps, so the mix carries @tecan_fluent too.
    (
        "final10-49",
        "Fluent: dispense 150 µL of cell suspension (2 x 10^6 cells/mL) into each well, then mix 8x "
        "at 100 — sorry, 120 µL.",
        "transfer volume_ul=150 @tecan_fluent > mix volume_ul=120 cycles=8 @tecan_fluent",
    ),
    (
        "final10-50",
        "Seal the digest plate on the Brooks a4S (165 °C, 3 s), hold it at 37 °C for 30 min on the "
        "ODTC for the USER digest, then spin 1 min at 500 xg in the Agilent centrifuge.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > incubate temperature_c=37 duration_s=1800 "
        "@inheco_odtc > spin rcf_g=500 duration_s=60 @agilent_vspin",
    ),
    (
        "final10-51",
        "Heat-shake at 65 °C, 1,200 rpm for 15 minuts on the QInstruments shaker — proteinase K step.",
        "shake speed_rpm=1200 duration_s=900 temperature_c=65 @qinstruments_bioshake_3000t_elm",
    ),
    # "incubator" and "plate reader" are registry aliases of exactly one instrument each.
    (
        "final10-52",
        "Read GFP (ex 488 nm, em 510 nm) on the plate reader — but first incubate 30 min at 37 °C "
        "in the incubator.",
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=488 emission_nm=510 @spectramax_i3x",
    ),
    # "the Cytomat" with CO2 can only be the 2C450; the 200 x g spin names no centrifuge.
    (
        "final10-53",
        "Seed HEK293 at 5,000 cells/well: the Biomek i7 Hybrid dispenses 100 µL of the 5 x 10^4 "
        "cells/mL suspension into B2:G11, spin 1 min at 200 x g so the cells settle evenly, then "
        "24 h at 37 °C / 5% CO2 in the Cytomat.",
        "transfer volume_ul=100 wells=60 @biomek_i7_hybrid > spin rcf_g=200 duration_s=60 > "
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "final10-54",
        "Because the debris has to pellet hard before we take the supernatant, use the BioNex HiG4 "
        "at 2,500 x g for 20 min.",
        "spin rcf_g=2500 duration_s=1200 @bionex_hig4",
    ),
    (
        "final10-55",
        "Peel PL-00231 on the XPeel, have the Hamilton add 5 µL of primer mix to columns 1-6 of that 96-well PCR plate, then "
        "reseal it with the a4S (165 °C, 3 s).",
        "peel @azenta_xpeel > transfer volume_ul=5 wells=48 @hamilton_star > "
        "seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    (
        "final10-56",
        "Tecan Fluent, 15 µL of assay buffer into columns 1-2 of the 384-well plate for the "
        "no-enzyme controls.",
        "transfer volume_ul=15 wells=32 @tecan_fluent",
    ),
    (
        "final10-57",
        "OT2: add 180 microlitres of LB to wells A1-H1, shake on the BioShake at 37 ºC, 900 rpm for "
        "2 hr, then take an OD600 on the SpectraMax.",
        "transfer volume_ul=180 wells=8 @opentrons_ot2 > "
        "shake speed_rpm=900 duration_s=7200 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "final10-58",
        "Retrieve the sample plate from the Cytomat 2C425, de-seal it on the XPeel and run "
        "gDNA_Blood_200 on the KF.",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > run_program program=gDNA_Blood_200 @kingfisher_flex",
    ),
    # Last step first: incubation runs before the move and the read.
    (
        "final10-59",
        "read abs 450 on the plate reader pls — the arm can move it there once it's had 2 h in the "
        "incubator at 37 °C, 5% CO2",
        "incubate temperature_c=37 duration_s=7200 co2_percent=5 @cytomat_2c450 > "
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    # "room temp" means no temperature key, even though the 5424R defaults to 4 °C.
    (
        "final10-60",
        "quick spin pls — Eppendorf 5424R, 30 sec at 10000 x g, room temp",
        "spin rcf_g=10000 duration_s=30 @eppendorf_5424r",
    ),
    (
        "final10-61",
        "Spin it in the Agilent centrifuge at five hundred g for two minutes.",
        "spin rcf_g=500 duration_s=120 @agilent_vspin",
    ),
    # No CO2 stated for the incubator step, so no co2_percent key.
    (
        "final10-62",
        "The STAR should top up the outer wells of the 96-well plate with 100 µL medium, mix them "
        "three times at 50 µL, then the plate goes back into the incubator for 24 h at 37 °C.",
        "transfer volume_ul=100 wells=36 @hamilton_star > mix volume_ul=50 cycles=3 wells=36 @hamilton_star > "
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450",
    ),
    (
        "final10-63",
        "Inheco thermocycler: 94 deg 2 min; 30x (94 deg 30 s, 55 deg 30 s, 72 deg 1 min); "
        "72 deg 5 min; hold 10 deg.",
        "run_pcr cycles=30 initial_denaturation_c=94 initial_denaturation_s=120 denaturation_c=94 "
        "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    (
        "final10-64",
        "Seal on the Azenta a4S at 165 ºC for 2 s, then the Bio-Rad qPCR: 95 °C 10 min, then "
        "40 cycles — make that 42 — of 95 °C 15 s and 60 °C 1 min.",
        "seal temperature_c=165 duration_s=2 @azenta_a4s > "
        "run_qpcr cycles=42 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "final10-65",
        "Flex: add 10 µL of end-prep mix to columns 1–3 of the 96-well PCR plate and mix those wells 5x with 8 µL; seal it "
        "(a4S, 165 °C, 3 s); incubate on the ODTC at 20 °C for 30 min.",
        "transfer volume_ul=10 wells=24 @opentrons_flex > mix volume_ul=8 cycles=5 wells=24 @opentrons_flex > "
        "seal temperature_c=165 duration_s=3 @azenta_a4s > "
        "incubate temperature_c=20 duration_s=1800 @inheco_odtc",
    ),
    (
        "final10-66",
        "Grab PL-00877 from the Cytomat 24, have the PreciseFlex drop it on the Hamilton deck, then "
        "the Hamilton adds 20 µL of stop buffer to every well.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > transfer volume_ul=20 @hamilton_star",
    ),
    (
        "final10-67",
        "i7 Hybrid: first 25 µL of detection reagent into all wells, then have the i7 mix 5 times "
        "with 20 µL, then shake 1 min at 1000 rpm on the BioShake.",
        "transfer volume_ul=25 @biomek_i7_hybrid > mix volume_ul=20 cycles=5 @biomek_i7_hybrid > "
        "shake speed_rpm=1000 duration_s=60 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "final10-68",
        "Back into the CO2 incubator for forty-eight hours at thirty-seven degrees and five percent CO2.",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "final10-69",
        "Hamilton: 2 µL of each sample into columns 1-4 of the 96-well UV plate, read A260 on the SpectraMax "
        "after a 1-minute spin at 1000 × g in the VSpin.",
        "transfer volume_ul=2 wells=32 @hamilton_star > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
        "read_absorbance wavelength_nm=260 @spectramax_i3x",
    ),
    # Second transfer names "the Fluent" again; the 5 min room-temperature wait is an incubate with no device.
    (
        "final10-70",
        "Bradford on the Tecan, plate PL-00944 (BSA standards 0–2 mg/mL):\n"
        "• Fluent puts 5 µL of each standard/sample into the flat-bottom plate\n"
        "• the Fluent then adds 250 µL of Bradford reagent to the same wells — the dye needs a ~50:1 excess\n"
        "• leave it 5 min at room temperature so the colour develops\n"
        "• read at 595 nm on the SpectraMax i3x",
        "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=250 @tecan_fluent > incubate duration_s=300 > "
        "read_absorbance wavelength_nm=595 @spectramax_i3x",
    ),
]
