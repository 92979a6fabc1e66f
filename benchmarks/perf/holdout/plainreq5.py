"""Hold-out batch "plainreq5": plain first-time requests typed into the planner.

Style: each case is a request as a research scientist would type it the first time
they use the planner -- one to four sentences, a complete thought, usually about a
routine assay (cell viability, reporter/luciferase, ELISA, Bradford/BCA, PCR and
qPCR set-ups, DNA/RNA extraction and QC, bead clean-ups, normalisation, plate
storage and retrieval, sealing/peeling, moving plates with the arm).  Voices are
mixed on purpose: imperatives, "I need ...", "Could you ...", "We want to ...",
and passive ("the plate should be spun ...").  Many cases have three to five
steps, some written out of order with before/after/once/then/first.

Traps in this batch:
- steps mentioned out of run order ("read at 570 nm. Before that ...", "once the
  plate has been incubated ...");
- context numbers that are not settings: plate x of y, lot, passage, cells/well,
  barcodes, plate formats (384 wells), a volume already in the wells;
- a value stated then corrected ("800 rpm, no sorry, 600 rpm");
- unit spellings: uL/µL/μl/microlitres/mL, C/°C/ºC/deg/degrees, g/xg/x g/×g,
  s/sec/seconds, min/mins/minutes, h/hr/hours, "1 h 30 min", numbers as words,
  thousands separators, British spelling, typos ("Transfr", "sael");
- instrument names that contain other names (KingFisher Flex vs Opentrons Flex,
  Cytomat 24 vs Cytomat), generic aliases that map to one instrument (cold store,
  plate fridge, plate hotel, CO2 incubator, microcentrifuge, robot arm);
- places mentioned only as move_plate sources/destinations (no step there);
- well subsets: columns 1-4 (32), columns 1-6 (48), rows A-D (48), inner 60,
  first two columns (16), columns 1-3 (24);
- halted: values outside every suitable instrument (25,000 x g tube spin,
  3,500 rpm shake, 220 °C seal, 214 nm read, ex 900 nm, 90 s integration,
  25 % CO2, 6 mL per well, 120 PCR cycles, 2,000 x g on the named VSpin,
  storage at -20 °C);
- ask: vortex, sonicate, rpm-only centrifuge speed, "speed 5", absorbance with
  no wavelength, an instrument the lab lacks (QuantStudio), PCR without cycling
  temperatures, transfer without volume, "405 or 410 nm", drops, nL acoustic
  dispensing.
Expected steps list only the values the text states, in run order, with
@device only where the text names the instrument (or one of its aliases).
"""

NAME = "plainreq5"

CASES: list[tuple[str, str, str]] = [
    (
        "plainreq5-01",
        "Add 100 µL CellTiter-Glo to every well using the Tecan Fluent, shake for 2 min at 500 rpm on the BioShake, leave it 10 min at room temperature, then read luminescence on the SpectraMax with 0.5 s integration.",
        "transfer volume_ul=100 @tecan_fluent > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > incubate duration_s=600 > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "plainreq5-02",
        "I need the MTT plate read at 570 nm. Before that, add 10 µL of MTT reagent per well and let it sit in the Cytomat at 37°C, 5% CO2 for 4 hours.",
        "transfer volume_ul=10 > incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450 > read_absorbance wavelength_nm=570",
    ),
    (
        "plainreq5-03",
        "Spin the Eppendorf tubes at 25,000 x g for 5 min at 4 °C, then transfer 100 µL of supernatant to a new tube.",
        "halted",
    ),
    (
        "plainreq5-04",
        "Could you pipette 5 µL of each standard and sample into columns 1 to 4 of a flat 96-well plate, then add 250 µL of Bradford reagent to those wells and read at 595 nm after 5 minutes at room temp?",
        "transfer volume_ul=5 wells=32 > transfer volume_ul=250 wells=32 > incubate duration_s=300 > read_absorbance wavelength_nm=595",
    ),
    # The 25 µL is sample already in the wells (context), not a transfer to plan.
    (
        "plainreq5-05",
        "25 µL of each lysate is already in the plate. Add 200 µL of BCA working reagent per well, incubate at 37 ºC for 30 min and read at 562 nm.",
        "transfer volume_ul=200 > incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "plainreq5-06",
        "Vortex the tubes for 10 s, then spin them at 12,000 x g for 1 min in the 5424R.",
        "ask",
    ),
    (
        "plainreq5-07",
        "Using the Biomek i7, add 100 µL TMB to every well; after 15 minutes at room temperature, have the i7 add 50 µL of stop solution. Then read at 450 nm.",
        "transfer volume_ul=100 @biomek_i7_hybrid > incubate duration_s=900 > transfer volume_ul=50 @biomek_i7_hybrid > read_absorbance wavelength_nm=450",
    ),
    (
        "plainreq5-08",
        "We want to read GFP on the SpectraMax (excitation 488 nm, emission 510 nm) after the plate has been shaken at 300 rpm for 1 minute.",
        "shake speed_rpm=300 duration_s=60 > read_fluorescence excitation_nm=488 emission_nm=510 @spectramax_i3x",
    ),
    # "wait 3 min" is read as a room-temperature incubation of 180 s.
    (
        "plainreq5-09",
        "Luciferase readout: add 50 µl ONE-Glo to each well with the Opentrons Flex, wait 3 min, then read luminescence, 1 sec integration.",
        "transfer volume_ul=50 @opentrons_flex > incubate duration_s=180 > read_luminescence integration_s=1",
    ),
    (
        "plainreq5-10",
        "Shake the plate at 3,500 rpm for 1 minute, then read absorbance at 600 nm.",
        "halted",
    ),
    # Two-step cycling: the 60 °C / 30 s combined anneal-extend step is recorded as annealing.
    (
        "plainreq5-11",
        "Set up the qPCR on the Hamilton STAR: 8 µL master mix into all 384 wells, then 2 µL cDNA. Seal at 165 °C for 2.5 s, spin 1 min at 1000 xg and run on the CFX384 - 95 °C 3 min, then 40 cycles of 95 °C 10 s / 60 °C 30 s.",
        "transfer volume_ul=8 @hamilton_star > transfer volume_ul=2 @hamilton_star > seal temperature_c=165 duration_s=2.5 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "plainreq5-12",
        "Run this on the ODTC once the plate is sealed (170 °C, 3 s): 98 °C for 30 s; 30 cycles of 98 °C 10 s, 62 °C 20 s, 72 °C 30 s; final extension 72 °C for 2 min; hold at 4 °C.",
        "seal temperature_c=170 duration_s=3 > run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "plainreq5-13",
        "Sonicate the lysate plate for 5 min, then transfer 100 µL to the assay plate and read at 562 nm.",
        "ask",
    ),
    (
        "plainreq5-14",
        "Load 200 µL of each lysed sample into a deep-well plate on the Biomek i5, then run MagMAX_DNA_Multi_Sample on the KingFisher Flex.",
        "transfer volume_ul=200 @biomek_i5 > run_program program=MagMAX_DNA_Multi_Sample @kingfisher_flex",
    ),
    # sample_count is listed because the text states 96, even though that is the whole plate.
    (
        "plainreq5-15",
        "Peel the RNA plate and run all 96 samples on the LabChip with the standard RNA assay.",
        "peel > run_assay assay=rna sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "plainreq5-16",
        "Seal the PCR plate at 220 °C for 2 s, then store it at 4 °C in the cold store.",
        "halted",
    ),
    # The 50 µL is the existing reaction volume (context), not a transfer.
    (
        "plainreq5-17",
        "Add 90 µL of AMPure beads to the 50 µL PCR reactions, mix 10 times at 100 μl, let them sit 5 min, then put the plate on the magnet for 5 minutes.",
        "transfer volume_ul=90 > mix volume_ul=100 cycles=10 > incubate duration_s=300 > magnetic_separation duration_s=300",
    ),
    # "columns 1-6 only" scopes all three steps, so each carries wells=48.
    (
        "plainreq5-18",
        "Normalisation, columns 1–6 only, on the Fluent: add 15 µL of water, then 5 µL of each DNA sample, then mix 5x with 10 µL.",
        "transfer volume_ul=15 wells=48 @tecan_fluent > transfer volume_ul=5 wells=48 @tecan_fluent > mix volume_ul=10 cycles=5 wells=48 @tecan_fluent",
    ),
    (
        "plainreq5-19",
        "Centrifuge the plate at 3000 rpm for 5 minutes before the read at 450 nm.",
        "ask",
    ),
    (
        "plainreq5-20",
        "Once it has been sealed at 160 °C for 2 s, the plate should be put away in the cold store at 4 °C.",
        "seal temperature_c=160 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "plainreq5-21",
        "Get plate 7 (barcode 004512) back out of the plate hotel and take the seal off with the XPeel.",
        "retrieve @cytomat_24 > peel @azenta_xpeel",
    ),
    # The sealer and the ODTC are only the source and destination of the move: no seal or PCR step.
    (
        "plainreq5-22",
        "Have the PF400 move the sealed PCR plate from the sealer onto the ODTC.",
        "move_plate @precise_pf400",
    ),
    (
        "plainreq5-23",
        "After 10 min at 37 °C, read the peptide plate at 214 nm.",
        "halted",
    ),
    (
        "plainreq5-24",
        "Spin the 1.5 mL tubes in the 5424R at 16,000 x g for 10 minutes at 4 °C.",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "plainreq5-25",
        "The deep-well plate needs spinning at 2,000 ×g for 15 min at 4 ºC in the 5810R before 500 µL of cleared lysate is transferred to a new plate.",
        "spin rcf_g=2000 duration_s=900 temperature_c=4 @eppendorf_5810r > transfer volume_ul=500",
    ),
    (
        "plainreq5-26",
        "Put the plate on the shaker at speed 5 for 10 min.",
        "ask",
    ),
    (
        "plainreq5-27",
        "Pellet the cells in the HiG4: 300 x g for 5 min.",
        "spin rcf_g=300 duration_s=300 @bionex_hig4",
    ),
    (
        "plainreq5-28",
        "Quick spin on the VSpin, 30 seconds at 500 g, then peel the plate.",
        "spin rcf_g=500 duration_s=30 @agilent_vspin > peel",
    ),
    (
        "plainreq5-29",
        "We'd like fluorescence read at excitation 900 nm, emission 950 nm, after adding 20 µL of the NIR dye and incubating 30 min at 37 °C.",
        "halted",
    ),
    (
        "plainreq5-30",
        "On the OT-2, dispense 20 µL of PBS into rows A to D of the 96-well plate.",
        "transfer volume_ul=20 wells=48 @opentrons_ot2",
    ),
    (
        "plainreq5-31",
        "Use the Opentrons Flex to add 40 µL of proteinase K mix to each sample, then shake at 1,200 rpm and 56 °C for 10 minutes on the BioShake.",
        "transfer volume_ul=40 @opentrons_flex > shake speed_rpm=1200 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "plainreq5-32",
        "Incubate the cultures at 37 °C for 6 h and then measure their absorbance.",
        "ask",
    ),
    # "CO2 incubator" is an alias of cytomat_2c450 (the only CO2-controlled instrument).
    (
        "plainreq5-33",
        "Put the transfected cells into the CO2 incubator at 37 C with 5 % CO2 for 48 h.",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "plainreq5-34",
        "Shake the plate at 800 rpm, no sorry, 600 rpm, for 3 min.",
        "shake speed_rpm=600 duration_s=180",
    ),
    (
        "plainreq5-35",
        "Add 100 µL of CellTiter-Glo, shake 2 min at 500 rpm, incubate 10 min and read luminescence with a 90 s integration time.",
        "halted",
    ),
    (
        "plainreq5-36",
        "Plate 2 of 6 from lot 23A117 (passage 14, 10,000 cells per well): add 10 µL of PrestoBlue, incubate 1 hr at 37 °C and read fluorescence at Ex 560 / Em 590.",
        "transfer volume_ul=10 > incubate temperature_c=37 duration_s=3600 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "plainreq5-37",
        "Run program Viral_NA_v3 on the KF, and afterwards the PF400 should take the elution plate to the Hamilton.",
        "run_program program=Viral_NA_v3 @kingfisher_flex > move_plate @precise_pf400",
    ),
    (
        "plainreq5-38",
        "Seal the 384-well plate at 165 °C for 3 s, then run it on the QuantStudio 7: 95 °C 10 min, 40 cycles of 95 °C 15 s and 60 °C 1 min.",
        "ask",
    ),
    (
        "plainreq5-39",
        "Pull the ELISA plate out of the 2C425, remove the seal, and read it at 450 nm.",
        "retrieve @cytomat_2c425 > peel > read_absorbance wavelength_nm=450",
    ),
    (
        "plainreq5-40",
        "Take the E. coli plate out of the Cytomat 2C450, shake it 30 s at 800 rpm to resuspend and read OD600.",
        "retrieve @cytomat_2c450 > shake speed_rpm=800 duration_s=30 > read_absorbance wavelength_nm=600",
    ),
    (
        "plainreq5-41",
        "Incubate the plate at 37 °C with 25 % CO2 for 2 h.",
        "halted",
    ),
    (
        "plainreq5-42",
        "Heat-seal the plate on the a4S at 175 deg for 1.5 sec, then put it in the Cytomat 24.",
        "seal temperature_c=175 duration_s=1.5 @azenta_a4s > store @cytomat_24",
    ),
    (
        "plainreq5-43",
        "The plate should be spun at 800 x g for 1 min, shaken at 1000 rpm for 30 s and then read at 405 nm.",
        "spin rcf_g=800 duration_s=60 > shake speed_rpm=1000 duration_s=30 > read_absorbance wavelength_nm=405",
    ),
    (
        "plainreq5-44",
        "Run the PCR on the ODTC for 35 cycles, same as last time.",
        "ask",
    ),
    (
        "plainreq5-45",
        "Mix columns 1-3 five times with 30 uL.",
        "mix volume_ul=30 cycles=5 wells=24",
    ),
    (
        "plainreq5-46",
        "Transfer 0.5 mL of culture from each tube into the deep-well plate on the Biomek i5.",
        "transfer volume_ul=500 @biomek_i5",
    ),
    (
        "plainreq5-47",
        "Transfer 6 mL of medium into each well of the 24 deep-well plate on the Tecan Fluent.",
        "halted",
    ),
    (
        "plainreq5-48",
        "Shake the deep-well plate on the BioShake at 37 °C, 250 rpm for 16 h.",
        "shake speed_rpm=250 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "plainreq5-49",
        "Transfer 20 µL of each eluate into a 96-well PCR plate, spin it at 1,000 x g for 1 min, then run the DNA 1K assay on the LabChip for 24 samples.",
        "transfer volume_ul=20 > spin rcf_g=1000 duration_s=60 > run_assay assay=dna_1k sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "plainreq5-50",
        "Transfer the supernatant to a fresh plate and seal it at 165 °C for 3 s.",
        "ask",
    ),
    (
        "plainreq5-51",
        "Library QC: the GX Touch should run the DNA High Sensitivity assay on 16 samples.",
        "run_assay assay=dna_high_sensitivity sample_count=16 @labchip_gx_touch_ht",
    ),
    (
        "plainreq5-52",
        "Peel the master plate, have the Flex stamp 5 µL into the assay plate, then reseal the master at 165 °C for 3 s and return it to the plate fridge at 4 degrees.",
        "peel > transfer volume_ul=5 @opentrons_flex > seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "plainreq5-53",
        "Seal at 165 °C for 3 s and run on the ODTC: 95 °C 2 min, then 120 cycles of 95 °C 15 s, 55 °C 30 s, 72 °C 1 min.",
        "halted",
    ),
    (
        "plainreq5-54",
        "50 µL of cell suspension is to be dispensed into the inner 60 wells by the Biomek i7; after that the plate goes into the Cytomat at 37 °C, 5% CO2, for 24 hours.",
        "transfer volume_ul=50 wells=60 @biomek_i7_hybrid > incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "plainreq5-55",
        "Hold the plate at 4 °C on the ODTC for 10 min.",
        "incubate temperature_c=4 duration_s=600 @inheco_odtc",
    ),
    (
        "plainreq5-56",
        "Add 50 µL of pNPP, incubate 30 min at 37 °C and read at 405 or 410 nm, I'm not sure which.",
        "ask",
    ),
    (
        "plainreq5-57",
        "Heat-inactivate at 65 °C for 20 min, then cool to 4 °C for 5 min.",
        "incubate temperature_c=65 duration_s=1200 > incubate temperature_c=4 duration_s=300",
    ),
    # "microcentrifuge" is an alias of eppendorf_5424r, the only tube/strip centrifuge of that kind.
    (
        "plainreq5-58",
        "Briefly spin the PCR strips in the microcentrifuge, 1,000 x g for 30 s.",
        "spin rcf_g=1000 duration_s=30 @eppendorf_5424r",
    ),
    # Named VSpin tops out at 1000 x g; the user asked for that instrument, so the plan must stop.
    (
        "plainreq5-59",
        "Spin the plate on the VSpin at 2,000 x g for 5 minutes.",
        "halted",
    ),
    (
        "plainreq5-60",
        "Read fluorescence (ex 485, em 528) once the plate has been incubated at 25 °C for 20 minutes.",
        "incubate temperature_c=25 duration_s=1200 > read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "plainreq5-61",
        "Transfr 75 ul of supernatent to the new plate, then sael it at 165C for 3s.",
        "transfer volume_ul=75 > seal temperature_c=165 duration_s=3",
    ),
    (
        "plainreq5-62",
        "Add two drops of NucBlue to each well and incubate 20 min at RT.",
        "ask",
    ),
    (
        "plainreq5-63",
        "Centrifuge at 1500 g for 10 mins, then aliquot 200 microlitres of the supernatant into the first two columns of a fresh plate.",
        "spin rcf_g=1500 duration_s=600 > transfer volume_ul=200 wells=16",
    ),
    (
        "plainreq5-64",
        "Before the run on the CFX, seal the 384 plate and spin it at 1,000 g for 1 min. Cycling: 95 °C 2 min; 45 cycles of 95 °C 5 s, 60 °C 20 s, 72 °C 15 s.",
        "seal > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=20 extension_c=72 extension_s=15 @biorad_cfx384",
    ),
    # Storage at -20 °C: the only temperature-set store (cytomat_2c425) holds 4-25 °C, so halted rather than ask.
    (
        "plainreq5-65",
        "Once the KingFisher run (program DNA_Elute_v2) is done, seal the elution plate at 165 °C for 3 s and keep it at -20 °C.",
        "halted",
    ),
    # "robot arm" is an alias of precise_pf400; the Fluent deck is only the destination.
    (
        "plainreq5-66",
        "Once the shaking is done (700 rpm, 2 min), the robot arm should move the plate onto the Fluent deck.",
        "shake speed_rpm=700 duration_s=120 > move_plate @precise_pf400",
    ),
    (
        "plainreq5-67",
        "Leave it at room temperature for fifteen minutes, then read at 490 nm.",
        "incubate duration_s=900 > read_absorbance wavelength_nm=490",
    ),
    (
        "plainreq5-68",
        "Dispense 25 nL of each compound acoustically into the 384-well plate, then add 20 µL of cells.",
        "ask",
    ),
    (
        "plainreq5-69",
        "On the Biomek i5, shake the plate at 1,000 rpm for 1 min, then separate on the magnet for 3 min.",
        "shake speed_rpm=1000 duration_s=60 @biomek_i5 > magnetic_separation duration_s=180 @biomek_i5",
    ),
    (
        "plainreq5-70",
        "RNA extraction: on the Hamilton STAR add 20 µL proteinase K and then 200 µL lysis buffer to each sample, shake 10 min at 1,000 rpm, then run MagMAX_mirVana on the KingFisher.",
        "transfer volume_ul=20 @hamilton_star > transfer volume_ul=200 @hamilton_star > shake speed_rpm=1000 duration_s=600 > run_program program=MagMAX_mirVana @kingfisher_flex",
    ),
]
