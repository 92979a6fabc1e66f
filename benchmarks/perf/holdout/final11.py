"""Hold-out batch final11: 70 lab-automation requests from 70 different people.

Voices: lab managers, grad students, automation engineers, clinicians and
chemists; chat messages, bullet lists and long paragraphs; British and
American spelling; a few typos ("flourescence", "centrifgue").

Traps in this batch:
- Order words: steps are mentioned out of run order ("Finally ... First ...",
  "read ... after a spin", "before the spin", "once sealed", "in between",
  "right before the read"). Expected steps are in RUN order.
- Values corrected mid-request ("150 uL into columns 1-6 -- sorry, 1-4",
  "200 uL -- no, 180 uL", "800 x g... actually 600", "6000 x g... sorry,
  2500 x g", "2,000 x g -- no, 6,500 x g" which makes a halt).
- Units in many spellings and as words (uL, ul, µL, μl, microlitres, mL,
  ml; C, °C, ºC, deg, degrees; g, xg, x g, ×g, rcf; s, sec, secs, min,
  mins, minutes, h, hrs, weeks; 500 ms), thousands separators.
- Context numbers that are not settings: barcodes, lot / catalogue numbers,
  dates, times of day, concentrations (µM, mM, nM, U/µL, mg/mL, 80 %),
  cell densities (2.5 x 10^4 cells/well, 2.5e5 cells/mL), dilutions (1:50),
  sample and accession ids, plate counts ("plate 4 of 6", "two plates"),
  primer names (515F/806R), program names containing numbers.
- Well selections: column ranges, row ranges, A1-H1, B2-G11 (60), inner 60,
  quadrant 1 of a 384 plate (96), an explicit list of four wells, "every
  well" / "all wells" (no wells key).
- Instruments by full name, alias, vendor and generic description ("the
  plate sealer", "the cold store", "plate fridge", "the robot arm", "the
  de-sealer", "the plate hotel", "the reader", "thermoshaker", "refrigerated
  centrifuge"). @device is given only when the text names or unambiguously
  describes the instrument; ambiguous mentions ("the shaker", "the plate
  centrifuge") and unnamed steps carry no device.
- halted: plate spin above 5000 x g, tube spin above 21,130 x g, seal above
  200 C, A220 (< 230 nm), em 880 nm (> 850), shake 3500 rpm (> 3000),
  luminescence integration 120 s (> 60), LabChip 400 samples (> 384),
  cold store at 2 C (< 4), 6 mL per transfer (> 5000 uL), 6 weeks in the
  CO2 incubator (> 30 days).
- ask: vortex, sonicate, rpm-only centrifuge speed, "speed 5", OD with no
  wavelength, an Echo nL acoustic transfer, a flow cytometer the lab does
  not have, a PCR with no annealing temperature, a transfer with no volume,
  "405 or 410 nm", "a drop".
"""

NAME = "final11"

CASES: list[tuple[str, str, str]] = [
    ("final11-01",
     "Can the STAR put 150 uL of DMEM into columns 1-6 of the 96-well flat plate — sorry, "
     "1-4, we only have 32 samples today (barcode PLT-20931).",
     "transfer volume_ul=150 wells=32 @hamilton_star"),

    ("final11-02",
     "vortex the lysate tubes for 10 s then quick spin at 2000 x g 30 sec",
     "ask"),

    ("final11-03",
     "Read absorbance at 450 nm on the SpectraMax after a one-minute spin at 1,000 x g. "
     "Before the spin, take the seal off the plate with the XPeel.",
     "peel @azenta_xpeel > spin rcf_g=1000 duration_s=60 > "
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("final11-04",
     "Heat-seal plate 3 of 4 (film lot 22-0917) on the a4S at 210 °C for 3 s, the new "
     "foil apparently needs it hotter.",
     "halted"),

    ("final11-05",
     "On the OT-2: twenty microlitres of master mix into wells A1 through H1 of the PCR plate.",
     "transfer volume_ul=20 wells=8 @opentrons_ot2"),

    ("final11-06",
     "ODTC program for the 16S amplicons (primers 515F/806R at 0.2 µM):\n"
     "- 94 °C 3 min\n"
     "- 25 cycles of 94 °C 45 s, 50 °C 60 s, 72 °C 90 s\n"
     "- final 72 °C 10 min\n"
     "- hold 4 °C",
     "run_pcr cycles=25 initial_denaturation_c=94 initial_denaturation_s=180 "
     "denaturation_c=94 denaturation_s=45 annealing_c=50 annealing_s=60 extension_c=72 "
     "extension_s=90 final_extension_c=72 final_extension_s=600 hold_c=4 @inheco_odtc"),

    ("final11-07",
     "Spin down the deep-well block, 3000 rpm for 5 minutes, then put it in the cold store.",
     "ask"),

    # Two-step qPCR: the combined 60 °C anneal/extend step is taken as the annealing step.
    ("final11-08",
     "qPCR on the CFX384, plate ID QP-0412: 95°C for 2 min, then 40 cycles of "
     "95°C 5 s / 60°C 30 s (combined anneal/extension).",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("final11-09",
     "Dose-response, plate DR-118: add 40 µL of compound (top conc. 30 µM, 1:3 series) per "
     "well to rows A–D of the 96-well plate. After that the plate goes into the Cytomat "
     "2C450, 37 °C, 5% CO2, 48 h. Then 20 µL resazurin into the same rows, back in the "
     "incubator for 2 h at 37 °C / 5% CO2, and read fluorescence ex 560 / em 590.",
     "transfer volume_ul=40 wells=48 > "
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 > "
     "transfer volume_ul=20 wells=48 > "
     "incubate temperature_c=37 duration_s=7200 co2_percent=5 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),

    ("final11-10",
     "Spin the 96-well PCR plate at 2,000 x g — no, the protocol says 6,500 x g — for 2 min "
     "to pellet the debris.",
     "halted"),

    ("final11-11",
     "Once the reagent plate is sealed (170 C, 1.5 sec), give it a quick 30 s spin at "
     "500 x g and park it in the cold store at 4 °C until Monday.",
     "seal temperature_c=170 duration_s=1.5 > spin rcf_g=500 duration_s=30 > "
     "store temperature_c=4 @cytomat_2c425"),

    ("final11-12",
     "Grab the culture plate out of the incubator and read the OD please, need growth "
     "curves for strains KB-101 to KB-112.",
     "ask"),

    ("final11-13",
     "Fluent: dispense 25 µl assay buffer into columns 1–3 of the 384 plate, then mix "
     "15 µL x 5 in those same wells.",
     "transfer volume_ul=25 wells=48 @tecan_fluent > "
     "mix volume_ul=15 cycles=5 wells=48 @tecan_fluent"),

    ("final11-14",
     "Kick off the KingFisher Flex programme MagMAX_mirVana_96 for plate RX-31 "
     "(96 samples, collected 14/02).",
     "run_program program=MagMAX_mirVana_96 @kingfisher_flex"),

    ("final11-15",
     "LabChip GX Touch: DNA High Sensitivity assay on the library plate, 24 samples "
     "(A1–H3). Libraries are around 2 nM, 300–500 bp.",
     "run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht"),

    ("final11-16",
     "Use the Echo to shoot 2.5 nL of each compound from the source plate (cat# LP-0200) "
     "into the assay plate.",
     "ask"),

    ("final11-17",
     "On the Opentrons Flex transfer 200 µL — no, make it 180 µL — of lysis buffer to "
     "every well of the deep-well plate.",
     "transfer volume_ul=180 @opentrons_flex"),

    ("final11-18",
     "Read absorbance at 220 nm on the i3x to check the peptide fractions, plate 7 of 12.",
     "halted"),

    ("final11-19",
     "Take plate BC-88213 out of the plate hotel, then read fluorescence ex 485 / em 528 "
     "on the plate reader.",
     "retrieve @cytomat_24 > "
     "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x"),

    # "Microcentrifuge" used as a verb on 1.5 ml tubes: only the 5424 R takes them.
    ("final11-20",
     "Microcentrifuge the 1.5 ml tubes for samples 1–18 at 16,000 ×g, 10 min, 4 ºC.",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("final11-21",
     "Shake the 384 plate at 3,500 rpm for 1 min on the BioShake to get rid of bubbles.",
     "halted"),

    ("final11-22",
     "Add 100 µL of HiBiT lytic reagent to each well, then thermoshaker: 37 deg, 800 rpm, "
     "30 min — after that, read luminescence with 0.5 s integration.",
     "transfer volume_ul=100 > "
     "shake speed_rpm=800 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=0.5"),

    ("final11-23",
     "Run the colony PCR on the ODTC: 30 cycles, 72 °C extension at 1 min per kb "
     "(amplicon is 1.2 kb).",
     "ask"),

    ("final11-24",
     "HiG 4, 6000 x g... sorry, 2500 x g for five mins, PCR plate (cleanup plate 4 of 6).",
     "spin rcf_g=2500 duration_s=300 @bionex_hig4"),

    ("final11-25",
     "Put the two 50 mL Falcons (lot 2231-B) in the 5810R: 3,000 x g, 15 min, 4 °C.",
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),

    # 6 mL in one transfer is above every liquid handler's 5000 uL maximum: halt, not split.
    ("final11-26",
     "Fluent: fill each well of the 24 deep-well plate with 6 mL of LB (24 cultures).",
     "halted"),

    ("final11-27",
     "Pull the enzyme plate out of the Cytomat 2C425 and then shake it at 600 rpm for "
     "2 minutes.",
     "retrieve @cytomat_2c425 > shake speed_rpm=600 duration_s=120"),

    ("final11-28",
     "Add a drop of mineral oil on top of each reaction in column 1.",
     "ask"),

    ("final11-29",
     "On the Biomek i7: magnet 5 min, then transfer 180 µL of supernatant to a fresh plate, "
     "then add 200 µL of 80% ethanol to the beads.",
     "magnetic_separation duration_s=300 @biomek_i7_hybrid > "
     "transfer volume_ul=180 @biomek_i7_hybrid > transfer volume_ul=200 @biomek_i7_hybrid"),

    # "hold ... on the Peltier" is an incubate step on the i5 deck, not storage.
    ("final11-30",
     "Biomek i5: hold the plate at 4 °C on the Peltier for 10 min before transferring "
     "5 µL of each sample to the 384-well plate.",
     "incubate temperature_c=4 duration_s=600 @biomek_i5 > transfer volume_ul=5 @biomek_i5"),

    ("final11-31",
     "LabChip GX: Protein Express assay, 400 samples please.",
     "halted"),

    ("final11-32",
     "XPeel the sealed 96-well plate (barcode 004417), then on the Hamilton add 10 µL of "
     "stop solution to wells B2–G11.",
     "peel @azenta_xpeel > transfer volume_ul=10 wells=60 @hamilton_star"),

    ("final11-33",
     "Sonicate the chromatin in the 96 PCR plate, 30 s on / 30 s off for 10 cycles.",
     "ask"),

    # "leave 10 min at room temp" is an incubate with a duration and no temperature key.
    ("final11-34",
     "Finally, the plate goes to the hotel. First add 50 µL CellTiter-Glo to all wells, "
     "shake 2 min at 500 rpm, leave 10 min at room temp, then read luminescence.",
     "transfer volume_ul=50 > shake speed_rpm=500 duration_s=120 > incubate duration_s=600 > "
     "read_luminescence > store @cytomat_24"),

    ("final11-35",
     "Centrifuge the assay plate at one thousand g for two minutes, then pop it on the "
     "plate reader for flourescence, excitation 560, emission 590 nm, and afterwards back "
     "to the plate hotel.",
     "spin rcf_g=1000 duration_s=120 > "
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x > store @cytomat_24"),

    # 2 °C is below the 4 °C floor of the only refrigerated store.
    ("final11-36",
     "Store the antibody plate in the Cytomat 2C425 at 2 °C (datasheet says 2–8 °C).",
     "halted"),

    ("final11-37",
     "Luminescence read, 500 ms integration, on the SpectraMax i3x (NanoGlo diluted 1:50, "
     "plate 3 of 5).",
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("final11-38",
     "Put the plate on the BioShake at speed 5 for 3 min.",
     "ask"),

    ("final11-39",
     "Seed HEK293T at 2.5 × 10^4 cells/well: the Tecan dispenses 100 µL of the 2.5e5 "
     "cells/mL suspension into the inner 60 wells (skip the edge), then into the CO2 "
     "incubator, 37 °C, 5 % CO2, 24 h.",
     "transfer volume_ul=100 wells=60 @tecan_fluent > "
     "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),

    ("final11-40",
     "Spin the 2 mL tubes at 30,000 x g for 20 min at 4 °C to clear the lysate.",
     "halted"),

    ("final11-41",
     "OT2 please: 2 µL of each RNA into the UV plate, column 1 — no wait, columns 1 and 2 "
     "(16 samples) — then A260 on the reader.",
     "transfer volume_ul=2 wells=16 @opentrons_ot2 > "
     "read_absorbance wavelength_nm=260 @spectramax_i3x"),

    ("final11-42",
     "Before the thermocycling, seal the plate at 160 °C for 2 s with the plate sealer. "
     "ODTC: 98 °C 30 s; 35 cycles 98 °C 10 s, 65 °C 20 s, 72 °C 30 s; 72 °C 2 min; "
     "4 °C hold. After the PCR, spin 1 min at 1000 g.",
     "seal temperature_c=160 duration_s=2 @azenta_a4s > "
     "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 extension_c=72 "
     "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc > "
     "spin rcf_g=1000 duration_s=60"),

    ("final11-43",
     "Transfer the supernatants from the lysis plate into the fresh plate on the OT-2, "
     "columns 1–6 only.",
     "ask"),

    ("final11-44",
     "VSpin: 800 x g... actually 600 x g, three minutes.",
     "spin rcf_g=600 duration_s=180 @agilent_vspin"),

    ("final11-45",
     "IRDye 800CW readout on the SpectraMax: excitation 780 nm, emission 880 nm.",
     "halted"),

    ("final11-46",
     "Send the Bradford plate (BSA standards 0–2 mg/mL) to the plate hotel once it's been "
     "read at 595 nm; shake it 30 s at 300 rpm right before the read.",
     "shake speed_rpm=300 duration_s=30 > read_absorbance wavelength_nm=595 > "
     "store @cytomat_24"),

    ("final11-47",
     "Read the ELISA at 405 or 410 nm, whichever you think.",
     "ask"),

    ("final11-48",
     "ML STAR: mix 50 uL up and down ten times in columns 7 to 12, after adding 0.1 mL PBS "
     "to them. Then seal with the heat sealer at 170 °C, 3 sec.",
     "transfer volume_ul=100 wells=48 @hamilton_star > "
     "mix volume_ul=50 cycles=10 wells=48 @hamilton_star > "
     "seal temperature_c=170 duration_s=3 @azenta_a4s"),

    ("final11-49",
     "Luminescence with a 2 min integration per well, the signal is really weak "
     "(plate LUC-07).",
     "halted"),

    ("final11-50",
     "Restriction digest on the INHECO cycler: add 2 µL EcoRI-HF (20 U/µL) to every well "
     "first, then 37 °C for 1 h, then heat-kill at 65 °C for 20 min.",
     "transfer volume_ul=2 > incubate temperature_c=37 duration_s=3600 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    ("final11-51",
     "Robot arm: take the plate from the sealer to the VSpin, spin it 500 xg for 1 min, "
     "then carry it over to the reader for an A450 read.",
     "move_plate @precise_pf400 > spin rcf_g=500 duration_s=60 @agilent_vspin > "
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    # The lab has no flow cytometer: the planner must ask, not substitute an instrument.
    ("final11-52",
     "After staining, acquire the 96-well plate on the Attune NxT flow cytometer, "
     "100 µL per well.",
     "ask"),

    ("final11-53",
     "i5 on-deck shaker: 1,000 rpm, 45 s, then magnet for 3 min.",
     "shake speed_rpm=1000 duration_s=45 @biomek_i5 > "
     "magnetic_separation duration_s=180 @biomek_i5"),

    # 6 weeks = 42 days, above the 30-day maximum incubation on the CO2 incubator.
    ("final11-54",
     "Organoid plate into the CO2 incubator, 37 °C / 5% CO2, for 6 weeks without taking "
     "it out.",
     "halted"),

    # "Cytomat" at 37 °C for 30 min can only be the 2C450 incubator; "hotel" is the Cytomat 24.
    ("final11-55",
     "Once the plate has been in the Cytomat for 30 minutes at 37 degrees, read GFP "
     "(ex 488, em 510), then park it in the hotel.",
     "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=488 emission_nm=510 > store @cytomat_24"),

    # Quadrant 1 of a 384 plate (odd rows x odd columns) = 8 x 12 = 96 wells.
    ("final11-56",
     "Tecan Fluent 780 — 12.5 μl of PicoGreen working solution into quadrant 1 of the "
     "384-well black plate (odd rows, odd columns), then read ex 480 / em 520.",
     "transfer volume_ul=12.5 wells=96 @tecan_fluent > "
     "read_fluorescence excitation_nm=480 emission_nm=520"),

    ("final11-57",
     "We got 22 patient swabs in this morning (run 2024-11-05, accession numbers "
     "CL-55101 to CL-55122). Please run them on the KingFisher with program Viral_NA_96, "
     "then seal the eluate plate at 170 °C for 3 s and put it in the cold store at 4 °C "
     "until the qPCR tomorrow at 9 am.",
     "run_program program=Viral_NA_96 @kingfisher_flex > seal temperature_c=170 duration_s=3 > "
     "store temperature_c=4 @cytomat_2c425"),

    ("final11-58",
     "Labchip: NGS 3K assay on columns 1–6 (48 libraries). Spin the plate at 1,000 x g "
     "for 1 min before it goes on.",
     "spin rcf_g=1000 duration_s=60 > "
     "run_assay assay=dna_ngs_3k sample_count=48 @labchip_gx_touch_ht"),

    ("final11-59",
     "Opentrons Flex — add 30 µL of beads to wells A1, A2, B1 and B2, mix 25 µL 8×, then "
     "shake on the BioShake at 1,200 rpm for 1 min.",
     "transfer volume_ul=30 wells=4 @opentrons_flex > "
     "mix volume_ul=25 cycles=8 wells=4 @opentrons_flex > "
     "shake speed_rpm=1200 duration_s=60 @qinstruments_bioshake_3000t_elm"),

    ("final11-60",
     "Get the sealed overnight-culture plate out of the plate fridge, take the foil off "
     "with the de-sealer, then OD600 on the plate reader.",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > "
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("final11-61",
     "Add 25 µL Steady-Glo (cat. E2510) to columns 1–6 of the 384-well plate, leave it at "
     "room temperature for 15 min, then read luminescence at 1 s integration.",
     "transfer volume_ul=25 wells=96 > incubate duration_s=900 > "
     "read_luminescence integration_s=1"),

    ("final11-62",
     "pls spin the sealed plate 2 min 1500g then peel n read 450 thx",
     "spin rcf_g=1500 duration_s=120 > peel > read_absorbance wavelength_nm=450"),

    ("final11-63",
     "Get the sealed 96-well plate MTX-2209 out of the Cytomat 24, XPeel it, then have the "
     "Hamilton add 20 µL of substrate to column 1.",
     "retrieve @cytomat_24 > peel @azenta_xpeel > transfer volume_ul=20 wells=8 @hamilton_star"),

    ("final11-64",
     "Pull the sealed compound plate (CMP-0042, 10 mM in DMSO) from the cold store, peel "
     "it, stamp 1 µL into the assay plate on the Biomek i7, then re-seal the compound "
     "plate at 165 °C for 3 s and put it back in the cold store.",
     "retrieve @cytomat_2c425 > peel > transfer volume_ul=1 @biomek_i7_hybrid > "
     "seal temperature_c=165 duration_s=3 > store @cytomat_2c425"),

    ("final11-65",
     "plate: PLT-77310\n"
     "1. seal 175 °C, 2 s\n"
     "2. spin 1000 g 1 min\n"
     "3. cold store, 8 °C",
     "seal temperature_c=175 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
     "store temperature_c=8 @cytomat_2c425"),

    # Taking off old medium and adding fresh medium are two transfers of the stated volume.
    ("final11-66",
     "Spin the two culture plates in the refrigerated centrifuge, 4 °C, 300 x g, five "
     "minutes, then take off 150 µL of media from each well and add 150 µL of fresh media.",
     "spin rcf_g=300 duration_s=300 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=150 > transfer volume_ul=150"),

    ("final11-67",
     "NADH kinetics: read A340 right away, incubate 10 min at 37 °C in between, then read "
     "A340 again.",
     "read_absorbance wavelength_nm=340 > incubate temperature_c=37 duration_s=600 > "
     "read_absorbance wavelength_nm=340"),

    ("final11-68",
     "After the bead cleanup, spin the plate in the BioNex at 1,500 rcf for 30 sec, then "
     "have the arm move it to the KingFisher and run the Elution_15min program.",
     "spin rcf_g=1500 duration_s=30 @bionex_hig4 > move_plate @precise_pf400 > "
     "run_program program=Elution_15min @kingfisher_flex"),

    ("final11-69",
     "i7 Hybrid: stamp 5 µL from the 384 source into the assay plate, spin 1 min @ 500 x g, "
     "then seal (165 °C, 2 s) and send it to the plate fridge at 4 °C.",
     "transfer volume_ul=5 @biomek_i7_hybrid > spin rcf_g=500 duration_s=60 > "
     "seal temperature_c=165 duration_s=2 > store temperature_c=4 @cytomat_2c425"),

    ("final11-70",
     "Bio-Rad CFX384: 95 C 10 min, 45 cycles of 95 C 15 s, 58 C 30 s, 72 C 30 s, then "
     "hold at 4.",
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 "
     "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=30 extension_c=72 "
     "extension_s=30 hold_c=4 @biorad_cfx384"),
]
