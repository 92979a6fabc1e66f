"""Hold-out batch "plainreq7": plain, complete requests from bench scientists.

Style: short requests (one to four sentences) typed by people in biotech and
academic labs -- cell assays (CellTiter-Glo, resazurin, Dual-Glo, seeding,
compound treatment), ELISA and BCA, qPCR/PCR set-up, nucleic-acid extraction
and QC (KingFisher, LabChip), bead clean-ups on the Biomek, plate logistics
(Cytomat stores, PF400, sealer/peeler).  About a third have three to six steps.

Traps used:
- order words vary: then, after that, before, once, first, finally,
  "followed by", "prior to"; some later steps are mentioned first
  ("read at 450 nm - but before that, spin ...", "spin the plate first").
- instruments named by model, alias or nickname (STAR, i3x, CFX, HiG4,
  microcentrifuge, on-deck thermocycler, OT-Flex, GX Touch) or not at all.
- units and numbers: uL/µL/μl/microlitres, °C/C/ºC/degrees, x g/×g/xg/g/rcf,
  s/sec/min/mins/hr/h/hours/weeks, numbers as words, thousands separators,
  decimals (2.5 s, 1.5 min, 0.5 s).
- context numbers that are not settings: passages, cells/well, barcodes,
  plate "4 of 6", concentrations (30 µM, 10 mM, 1 % BSA, 2 N H2SO4, 0.9x),
  lot numbers, reaction volumes already in the wells.
- corrected values ("500 x g - sorry, 300 x g"; "3,000 - no, 6,000 x g").
- well subsets: columns 1-10 (80), A1-H3 (24), columns 1-4 (32), rows A-D (48).
- "wait"/"let it sit" at room temperature is an incubate step with no
  temperature key.
- halts: plate spin above the HiG4's 5000 x g, tube spin above 21,130 x g,
  shake above 3000 rpm or above 99 °C, seal above 200 °C, absorbance below
  230 nm, emission above 850 nm, luminescence integration above 60 s, a
  transfer above 5000 µL, storage at -20 °C, a CO2 incubation beyond 30 days.
- asks: vortex, sonicate, rpm-only centrifuge speed, "speed 5", OD with no
  wavelength, PCR with no temperatures, a transfer with no volume, "520 or
  535", an Echo nL transfer, a QuantStudio, drops.
- a seal with no stated temperature/time is a bare `seal` step (sealer
  defaults are not listed).
"""

NAME = "plainreq7"

CASES: list[tuple[str, str, str]] = [
    ("plainreq7-01",
     "ELISA plate is developed. Add 50 µL of stop solution to every well on the Tecan Fluent, "
     "then read absorbance at 450 nm on the SpectraMax.",
     "transfer volume_ul=50 @tecan_fluent > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    # "let it sit 10 min at room temp" is read as an incubate step with no temperature key.
    ("plainreq7-02",
     "CellTiter-Glo on plate 4 of 6 (top compound conc 30 µM): add 25 uL reagent per well with the OT-2, "
     "shake 2 min at 500 rpm on the BioShake, let it sit 10 min at room temp, then read luminescence "
     "with 1 s integration.",
     "transfer volume_ul=25 @opentrons_ot2 > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm"
     " > incubate duration_s=600 > read_luminescence integration_s=1"),

    ("plainreq7-03",
     "qPCR set-up on the Hamilton STAR: dispense 8 µL SYBR master mix into every well of the 384-well PCR plate, "
     "then 2 µL of cDNA on top. Seal at 165 °C for 3 s, spin 1 min at 1000 x g in the VSpin, and run it on the "
     "CFX384: 95 °C 3 min, then 40 cycles of 95 °C 10 s and 60 °C 30 s.",
     "transfer volume_ul=8 @hamilton_star > transfer volume_ul=2 @hamilton_star"
     " > seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 @agilent_vspin"
     " > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95"
     " denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("plainreq7-04",
     "Seed HEK293 (passage 14) at 20,000 cells/well: dispense 100 µL of suspension into columns 1-10 of the "
     "96-well plate with the Biomek i5, then put it in the CO2 incubator at 37 °C, 5% CO2 for 24 h.",
     "transfer volume_ul=100 wells=80 @biomek_i5 > incubate temperature_c=37 duration_s=86400 co2_percent=5"
     " @cytomat_2c450"),

    # Corrected value 6,000 x g is above the HiG4's 5000 x g (the highest plate centrifuge).
    ("plainreq7-05",
     "Seal the 96-well PCR plate at 165 °C for 3 s, then spin it at 3,000 x g, no wait, make that 6,000 x g, "
     "for 5 min.",
     "halted"),

    ("plainreq7-06",
     "Vortex the 2 mL tubes for 10 sec, then spin them at 12,000 x g for 1 min in the 5424R.",
     "ask"),

    ("plainreq7-07",
     "BCA assay: add 200 µl working reagent to each well, shake 30 s at 600 rpm, incubate at 37 °C for "
     "30 min, and finally read at 562 nm.",
     "transfer volume_ul=200 > shake speed_rpm=600 duration_s=30 > incubate temperature_c=37 duration_s=1800"
     " > read_absorbance wavelength_nm=562"),

    ("plainreq7-08",
     "Add 10 µL resazurin to each well using the Opentrons Flex. After 4 hours back in the incubator "
     "(37C, 5% CO2), read fluorescence ex 560 / em 590 on the i3x.",
     "transfer volume_ul=10 @opentrons_flex > incubate temperature_c=37 duration_s=14400 co2_percent=5"
     " @cytomat_2c450 > read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),

    ("plainreq7-09",
     "Spin the 1.5 mL tubes at 16,000 x g for 10 min at 4 °C in the 5424 R.",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("plainreq7-10",
     "Bead clean-up on the Biomek i7: put 45 µL AMPure XP (0.9x) in each well, add 50 µL of PCR product, "
     "mix 10 times with 40 µL, then 5 min on the magnet and discard 90 µL of supernatant.",
     "transfer volume_ul=45 @biomek_i7_hybrid > transfer volume_ul=50 @biomek_i7_hybrid"
     " > mix volume_ul=40 cycles=10 @biomek_i7_hybrid > magnetic_separation duration_s=300 @biomek_i7_hybrid"
     " > transfer volume_ul=90 @biomek_i7_hybrid"),

    ("plainreq7-11",
     "Run the MagMAX_Viral_96 program on the KingFisher Flex, then store the elution plate at 4 °C in the "
     "Cytomat 2C425.",
     "run_program program=MagMAX_Viral_96 @kingfisher_flex > store temperature_c=4 @cytomat_2c425"),

    ("plainreq7-12",
     "Spin the 384-well assay plate at 3,000 × g for 2 min on the HiG4 and then have the PF400 carry it "
     "to the reader.",
     "spin rcf_g=3000 duration_s=120 @bionex_hig4 > move_plate @precise_pf400"),

    # 25,000 x g is above the 5424 R's 21,130 x g; the 5810 R does not take 1.5 mL tubes.
    ("plainreq7-13",
     "Pellet the E. coli in 1.5 mL tubes at 25,000 × g for 20 min at 4 °C.",
     "halted"),

    ("plainreq7-14",
     "Take the assay plate out of the Cytomat 2C425, de-seal it on the XPeel and read luminescence with "
     "0.5 s integration.",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > read_luminescence integration_s=0.5"),

    ("plainreq7-15",
     "Centrifuge the plate at 2000 rpm for 5 min before the absorbance read at 450 nm.",
     "ask"),

    ("plainreq7-16",
     "Peel the library plate and run the NGS 3K assay on the LabChip GX Touch for 96 samples.",
     "peel > run_assay assay=dna_ngs_3k sample_count=96 @labchip_gx_touch_ht"),

    # The seal states no temperature or time, so the seal step carries no keys (sealer defaults).
    ("plainreq7-17",
     "Seal the 96-well PCR plate, give it 30 s at 500 x g, then run it on the ODTC: 98 °C 30 s, then "
     "30 cycles of 98 °C 10 s, 62 °C 20 s, 72 °C 30 s, final extension 72 °C 2 min, hold at 4 °C.",
     "seal > spin rcf_g=500 duration_s=30 > run_pcr cycles=30 initial_denaturation_c=98"
     " initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20"
     " extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("plainreq7-18",
     "Add 50 µL of beads with the OT-2, then shake on the BioShake at 3,500 rpm for 1 min, then 2 min on "
     "the magnet.",
     "halted"),

    ("plainreq7-19",
     "Normalise DNA on the Fluent: first add 45 µL water to each well of the PCR plate, then 5 µL of each "
     "sample, and mix 5x with 40 µL.",
     "transfer volume_ul=45 @tecan_fluent > transfer volume_ul=5 @tecan_fluent"
     " > mix volume_ul=40 cycles=5 @tecan_fluent"),

    ("plainreq7-20",
     "Incubate the plate in the Cytomat: 37 °C, 5 % CO₂, 48 hrs.",
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),

    ("plainreq7-21",
     "Read the OD of the overnight cultures on the SpectraMax after shaking 1 min at 600 rpm.",
     "ask"),

    ("plainreq7-22",
     "Block the ELISA plate: 300 µL of 1% BSA in PBS into all wells with the Biomek i5, and incubate "
     "1 hr at 37°C.",
     "transfer volume_ul=300 @biomek_i5 > incubate temperature_c=37 duration_s=3600"),

    ("plainreq7-23",
     "Read at 450 nm, but before that spin the plate at 200 x g for 1 min to knock out the bubbles.",
     "spin rcf_g=200 duration_s=60 > read_absorbance wavelength_nm=450"),

    ("plainreq7-24",
     "Heat-seal the assay plate at 210 °C for 3 s, then send it to the 4 °C cold store.",
     "halted"),

    ("plainreq7-25",
     "Run forty cycles on the CFX: 95 degrees for fifteen seconds and sixty degrees for one minute, after an "
     "initial 95 degrees for ten minutes. The plate is already sealed.",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95"
     " denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),

    # "the 4 degree fridge" states the storage temperature (4 °C).
    ("plainreq7-26",
     "Heat seal the plate at 170 C for 2.5 sec and then put it in the 4 degree fridge.",
     "seal temperature_c=170 duration_s=2.5 > store temperature_c=4"),

    ("plainreq7-27",
     "Using the Opentrons Flex, move 1,000 µL of lysate from each 2 mL tube into the deep-well plate.",
     "transfer volume_ul=1000 @opentrons_flex"),

    ("plainreq7-28",
     "Shake at speed 5 for 2 min on the BioShake, then read luminescence.",
     "ask"),

    # "and seal the plate" states no settings: seal with no keys.
    ("plainreq7-29",
     "OT2: add 2 µl of primer mix to wells A1 through H3, then 18 µl of master mix to the same wells, "
     "and seal the plate.",
     "transfer volume_ul=2 wells=24 @opentrons_ot2 > transfer volume_ul=18 wells=24 @opentrons_ot2 > seal"),

    ("plainreq7-30",
     "Quantify the 24 RNA samples on the LabChip with the RNA Pico assay.",
     "run_assay assay=rna_pico sample_count=24 @labchip_gx_touch_ht"),

    ("plainreq7-31",
     "Run Protein Express on the GX Touch for 40 samples. The plate is sealed, so spin it at 1000 g for "
     "1 min first and peel it on the XPeel before the run.",
     "spin rcf_g=1000 duration_s=60 > peel @azenta_xpeel"
     " > run_assay assay=protein_express sample_count=40 @labchip_gx_touch_ht"),

    ("plainreq7-32",
     "On the Biomek i5: 2 min on the magnet, then transfer 40 µL of eluate into a fresh PCR plate; seal that "
     "plate at 165 °C for 3 s afterwards.",
     "magnetic_separation duration_s=120 @biomek_i5 > transfer volume_ul=40 @biomek_i5"
     " > seal temperature_c=165 duration_s=3"),

    # 205 nm is below the SpectraMax i3x's 230 nm absorbance floor.
    ("plainreq7-33",
     "Quantify the peptide by A205, i.e. absorbance at 205 nm on the SpectraMax please.",
     "halted"),

    # 50 mL tubes at 3,000 x g fit the 5810 R's A-4-81 rotor with 50 mL buckets (3220 x g).
    ("plainreq7-34",
     "Please centrifuge the 50 ml Falcons at 3,000 x g for 15 minutes at 4 degrees in the Eppendorf 5810.",
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),

    ("plainreq7-35",
     "Restriction digest: on the Flex, add 5 µL enzyme master mix to each well of the PCR plate, then "
     "incubate on the ODTC at 37 °C for 15 mins, followed by 65 °C for 20 mins on the ODTC to heat-inactivate.",
     "transfer volume_ul=5 @opentrons_flex > incubate temperature_c=37 duration_s=900 @inheco_odtc"
     " > incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    ("plainreq7-36",
     "Using the STAR, add 10 μL of compound dilutions (top conc 10 mM in DMSO) to the cells and return the "
     "plate to the incubator for 72 h at 37 °C / 5% CO2. After that, add 50 µL CellTiter-Glo on the STAR "
     "and read luminescence.",
     "transfer volume_ul=10 @hamilton_star > incubate temperature_c=37 duration_s=259200 co2_percent=5"
     " @cytomat_2c450 > transfer volume_ul=50 @hamilton_star > read_luminescence"),

    ("plainreq7-37",
     "Run the PCR on the ODTC for 35 cycles and hold at 4 °C afterwards.",
     "ask"),

    ("plainreq7-38",
     "Shake the deep-well plate at 1,200 rpm and 37 °C for 20 minutes on the thermoshaker.",
     "shake speed_rpm=1200 duration_s=1200 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    ("plainreq7-39",
     "Retrieve plate 7 from the Cytomat 24, have the PF400 take it to the a4S and seal it at 160 °C for 2 s.",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > seal temperature_c=160 duration_s=2 @azenta_a4s"),

    # Emission 870 nm is above the i3x's 850 nm emission limit.
    ("plainreq7-40",
     "Read the NIR dye plate on the i3x at excitation 780 nm / emission 870 nm.",
     "halted"),

    ("plainreq7-41",
     "Quick spin of the PCR strips in the microcentrifuge, 30 s at 2,000 x g.",
     "spin rcf_g=2000 duration_s=30 @eppendorf_5424r"),

    ("plainreq7-42",
     "Spin the cell plate at 500 x g (sorry, 300 x g) for 3 min.",
     "spin rcf_g=300 duration_s=180"),

    # "wait" is read as an incubate step with no temperature key.
    ("plainreq7-43",
     "Dual-Glo: add 75 uL of Dual-Glo reagent, wait 10 min, read luminescence at 0.5 s integration; after "
     "that add 75 uL Stop & Glo, wait another 10 min and read again with the same 0.5 s.",
     "transfer volume_ul=75 > incubate duration_s=600 > read_luminescence integration_s=0.5"
     " > transfer volume_ul=75 > incubate duration_s=600 > read_luminescence integration_s=0.5"),

    ("plainreq7-44",
     "Spin the sealed 384-well qPCR plate for 2 min at 800×g in the VSpin prior to loading it on the CFX384 "
     "for 45 cycles of 95 °C 5 s and 58 °C 30 s.",
     "spin rcf_g=800 duration_s=120 @agilent_vspin > run_qpcr cycles=45 denaturation_c=95 denaturation_s=5"
     " annealing_c=58 annealing_s=30 @biorad_cfx384"),

    ("plainreq7-45",
     "Add RNase-free water to columns 1-6 of the PCR plate with the OT-2, then seal it.",
     "ask"),

    ("plainreq7-46",
     "The NADH plate came out of the fridge sealed; peel it, and read absorbance at 340 nm.",
     "peel > read_absorbance wavelength_nm=340"),

    ("plainreq7-47",
     "On the Hamilton, add 180 µL of medium to columns 1–4 of the 96-well plate, then mix those wells ten "
     "times at 150 µL.",
     "transfer volume_ul=180 wells=32 @hamilton_star > mix volume_ul=150 cycles=10 wells=32 @hamilton_star"),

    # Drops are not a volume the liquid handler can dispense.
    ("plainreq7-48",
     "With the Flex, add one drop of NucBlue Live ReadyProbes to each well of the 24-well plate, then read "
     "fluorescence at 360/460 on the plate reader.",
     "ask"),

    # 2 min = 120 s integration, above the i3x's 60 s limit.
    ("plainreq7-49",
     "Add 100 µL Bright-Glo with the Flex, wait 5 min, then read luminescence with a 2 min integration time.",
     "halted"),

    ("plainreq7-50",
     "Index PCR, 8 cycles: 98ºC 45s initial, then 98ºC 15s / 60ºC 30s / 72ºC 30s, final ext 72ºC 1 min, "
     "4ºC hold. Plate is sealed already; use the on-deck thermocycler.",
     "run_pcr cycles=8 initial_denaturation_c=98 initial_denaturation_s=45 denaturation_c=98"
     " denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=30 final_extension_c=72"
     " final_extension_s=60 hold_c=4 @inheco_odtc"),

    ("plainreq7-51",
     "Store the ELISA plates at 8 °C until tomorrow morning.",
     "store temperature_c=8"),

    ("plainreq7-52",
     "Lysis: add two hundred microlitres of lysis buffer with the Biomek i7, then shake 10 min at 1,000 rpm "
     "and 56 °C on the BioShake; after that, spin 1 min at 1000 xg.",
     "transfer volume_ul=200 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=600 temperature_c=56"
     " @qinstruments_bioshake_3000t_elm > spin rcf_g=1000 duration_s=60"),

    ("plainreq7-53",
     "Prior to the KingFisher run (program NGS_cleanup_v2), peel the sample plate; once the run finishes, "
     "seal the elution plate at 165 C for 3 s.",
     "peel > run_program program=NGS_cleanup_v2 @kingfisher_flex > seal temperature_c=165 duration_s=3"),

    ("plainreq7-54",
     "Read fluorescence at 485 nm excitation and 520 or 535 nm emission, not sure which, then put the plate "
     "in the hotel.",
     "ask"),

    ("plainreq7-55",
     "On the OT-Flex, take 20 µL from each well of the master plate into the daughter plate, then mix "
     "3 times with 15 µL.",
     "transfer volume_ul=20 @opentrons_flex > mix volume_ul=15 cycles=3 @opentrons_flex"),

    ("plainreq7-56",
     "Add 100 µL of standards and samples to rows A–D of the coated 96-well plate using the Biomek i5, then "
     "shake 2 h at 300 rpm at room temperature.",
     "transfer volume_ul=100 wells=48 @biomek_i5 > shake speed_rpm=300 duration_s=7200"),

    ("plainreq7-57",
     "Centrifuge the 96 deep-well at 2,500 rcf for 10 min in the 5810 R.",
     "spin rcf_g=2500 duration_s=600 @eppendorf_5810r"),

    # 7.5 mL per well is above every liquid handler's 5000 µL transfer limit.
    ("plainreq7-58",
     "Transfer 7.5 mL of culture into each well of the 24 deep-well plate on the Tecan.",
     "halted"),

    ("plainreq7-59",
     "First add 100 µL TMB (lot 22-4471) to each well, then incubate 15 min in the dark at room temperature; "
     "after that add 50 µL of 2 N H2SO4 and finally read at 450 nm.",
     "transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50"
     " > read_absorbance wavelength_nm=450"),

    ("plainreq7-60",
     "Use the Echo to dispense 25 nL of each compound into the 384 assay plate.",
     "ask"),

    ("plainreq7-61",
     "On the OT-2, add 100 µL PicoGreen working solution to each sample well; incubate 5 min at RT "
     "protected from light, then read fluorescence at 480 nm excitation, 520 nm emission.",
     "transfer volume_ul=100 @opentrons_ot2 > incubate duration_s=300"
     " > read_fluorescence excitation_nm=480 emission_nm=520"),

    ("plainreq7-62",
     "HEK293 plate, barcode 100245, passage 12: incubate at 37 °C with 5% CO2 for 16 hours.",
     "incubate temperature_c=37 duration_s=57600 co2_percent=5"),

    # Shaking at 100 °C: the BioShake heats to 99 °C at most and the Biomek shakers have no heating.
    ("plainreq7-63",
     "Boil the SDS samples on the BioShake: 100 °C, 800 rpm, 10 min.",
     "halted"),

    # 4000 x g on a 96-well PCR plate (rated 6000 x g) is within the HiG4's 250-5000 x g.
    ("plainreq7-64",
     "HiG4 spin of the 96-well PCR plate, 4000 g, 1.5 min.",
     "spin rcf_g=4000 duration_s=90 @bionex_hig4"),

    ("plainreq7-65",
     "Pull the plate out of the CO2 incubator, let the PF400 take it to the SpectraMax, and read OD600.",
     "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("plainreq7-66",
     "Sonicate the lysate 30 s, then spin 10 min at 15,000 x g at 4 °C.",
     "ask"),

    # -20 °C is below the cold store's 4 °C floor; the lab has no freezer, so the value cannot be honoured.
    ("plainreq7-67",
     "Store the finished qPCR plates at -20 °C.",
     "halted"),

    ("plainreq7-68",
     "Once the KingFisher has finished the RNA_Extract_96 program, have the Flex move 15 µL of each eluate "
     "into a 96-well PCR plate, followed by the RNA assay on the LabChip for all 96 samples.",
     "run_program program=RNA_Extract_96 @kingfisher_flex > transfer volume_ul=15 @opentrons_flex"
     " > run_assay assay=rna sample_count=96 @labchip_gx_touch_ht"),

    ("plainreq7-69",
     "Load the plate onto the QuantStudio 5 and run our standard TaqMan cycling.",
     "ask"),

    # 6 weeks = 42 days, beyond the Cytomat 2C450's 30-day (2,592,000 s) incubation limit; only it has CO2.
    ("plainreq7-70",
     "Keep the organoid plate in the CO2 incubator at 37 °C, 5% CO2 for 6 weeks.",
     "halted"),
]
