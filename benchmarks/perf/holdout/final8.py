"""Hold-out batch "final8": seventy one-off requests typed into the planner.

Style: a mixed set of ordinary requests as a hidden evaluation set would contain
them. Seventy different people (postdocs, technicians, PhD students, automation
engineers, core-facility staff) each type one request, from a three-word
one-liner ("vspin 800g 3min") to a chatty paragraph. Some are numbered lists,
some name the later step first ("read ... once you've spun ..."), some correct
themselves mid-sentence ("50 uL - sorry, 40 uL"), and some carry numbers that are
not settings: barcodes, lot and request numbers, dates, passage numbers, room
numbers, cell-line names (HEK293), concentrations (2X, 10 mM, 1:500), "384-well"
and plate counts.

Traps, by kind:
- unit spellings: uL / µL / μl / microlitres, C / °C / ºC / deg / degrees,
  g / x g / ×g / rcf, s / sec / min / mins / h / hr / hrs, numbers as words and
  thousands separators (1,000 ×g, 12,000 g);
- well subsets: columns 1-3 (24), columns 1-6 and 7-12 (48), row A (12),
  rows A-D (48), first column (8), 384-well columns 1 and 2 (32) and rows A and B (48);
- "room temperature" incubations, which carry no temperature key;
- device only where the text names the instrument (alias included: "incubator",
  "hotel", "plate fridge", "cold store", "plate sealer", "i3x", "i5", "OT2");
- halted: a plate spin above 5000 x g, tubes above 21,130 x g, the CO2
  incubator above 50 °C or above 20 % CO2, a shake corrected up to 3,500 rpm,
  a seal at 220 °C, absorbance at 200 nm, a PCR hold at 2 °C on the ODTC,
  6 mL per well, the plate fridge at 2 °C, a 90 s luminescence integration;
- ask: vortex, sonicate, rpm-only centrifuge speed, "speed 5", OD with no
  wavelength, an Echo nL transfer, a TapeStation, a PCR with no cycling
  temperatures, a transfer with no volume, "405 or 410 nm", drops.
"""

NAME = "final8"

CASES: list[tuple[str, str, str]] = [
    (
        "final8-01",
        "OD600 of plate BC-20931 please",
        "read_absorbance wavelength_nm=600",
    ),
    (
        "final8-02",
        "Hamilton STAR: 20 µL of 2X master mix into columns 1-3 of the PCR plate, then heat seal "
        "at 165 °C for 3 s and give it a 1 min spin at 1000 x g.",
        "transfer volume_ul=20 wells=24 @hamilton_star > seal temperature_c=165 duration_s=3"
        " > spin rcf_g=1000 duration_s=60",
    ),
    (
        "final8-03",
        "1. spin lysate block 2 min at 500 x g\n"
        "2. KingFisher program MagMAX_Pathogen_HT\n"
        "3. elution plate into the cold store, 4 C",
        "spin rcf_g=500 duration_s=120 > run_program program=MagMAX_Pathogen_HT @kingfisher_flex"
        " > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final8-04",
        "Shake at 1500 rpm for 1 min, then spin the 96-well plate at 6,500 x g for 5 min to pellet "
        "the debris.",
        "halted",
    ),
    (
        "final8-05",
        "Read luminescence (0.5 s integration) once the plate has had 10 min on the BioShake at 300 rpm.",
        "shake speed_rpm=300 duration_s=600 @qinstruments_bioshake_3000t_elm"
        " > read_luminescence integration_s=0.5",
    ),
    (
        "final8-06",
        "vortex the tubes 10 sec, spin down 30 s at 2000 g, then move 100 µL of each into the plate",
        "ask",
    ),
    (
        "final8-07",
        "Spin the PCR plate on the VSpin, 2000 x g, sorry, I mean 1000 x g, for one minute.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    # debatable: the 60 °C step is written as combined anneal/extend, so it is the
    # annealing step of a two-step program (no extension keys).
    (
        "final8-08",
        "Seal the 384-well qPCR plate (170 °C, 2.5 s), spin it 1 min at 1,000 ×g, then run it on the "
        "CFX384: 95 °C for 3 min, 40 cycles of 95 °C 10 s and 60 °C 30 s (combined anneal/extend), "
        "hold at 4 °C.",
        "seal temperature_c=170 duration_s=2.5 > spin rcf_g=1000 duration_s=60"
        " > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180"
        " denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 hold_c=4 @biorad_cfx384",
    ),
    (
        "final8-09",
        "Seal at 165 °C for 3 s, then ODTC run for the 12/03 library prep: 98 °C 30 s initial "
        "denaturation; 30 cycles of 98 °C 10 s, 62 °C 20 s, 72 °C 30 s; final extension 72 °C 2 min; "
        "hold at 4 °C.",
        "seal temperature_c=165 duration_s=3 > run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98"
        " denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30"
        " final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "final8-10",
        "Microfuge the 1.5 mL tubes: 25,000 x g, 5 min, 4 °C.",
        "halted",
    ),
    (
        "final8-11",
        "Peel the sample plate, then LabChip DNA 5K assay on 48 samples.",
        "peel > run_assay assay=dna_5k sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "final8-12",
        "On the Fluent, fill every well of the black 96-well plate with 150 µl of assay buffer "
        "(buffer lot 7731-B).",
        "transfer volume_ul=150 @tecan_fluent",
    ),
    (
        "final8-13",
        "Sonicate the lysate plate for 5 min, then spin it at 3000 x g for 10 min.",
        "ask",
    ),
    # the whole request is prefixed "Biomek i7", so every step is on the i7.
    (
        "final8-14",
        "Biomek i7 bead cleanup: add 30 uL SPRI beads to each well, mix 10x at 25 uL, then 5 min on "
        "the magnet.",
        "transfer volume_ul=30 @biomek_i7_hybrid > mix volume_ul=25 cycles=10 @biomek_i7_hybrid"
        " > magnetic_separation duration_s=300 @biomek_i7_hybrid",
    ),
    # "move 100 µL" is a liquid transfer, not a plate move.
    (
        "final8-15",
        "Use the i5 to move 100 µL from the deep-well block into a flat-bottom plate.",
        "transfer volume_ul=100 @biomek_i5",
    ),
    (
        "final8-16",
        "Opentrons Flex: transfer 25 µL of each normalised library into columns 1 and 2 of the "
        "384-well plate.",
        "transfer volume_ul=25 wells=32 @opentrons_flex",
    ),
    (
        "final8-17",
        "Centrifuge the plate at 1500 rpm for 5 minutes.",
        "ask",
    ),
    (
        "final8-18",
        "HiG4, deep-well block, 3,000 x g, 10 min",
        "spin rcf_g=3000 duration_s=600 @bionex_hig4",
    ),
    (
        "final8-19",
        "Pellet cells in the 5810R: 300 ×g, 5 min, 4 ºC.",
        "spin rcf_g=300 duration_s=300 temperature_c=4 @eppendorf_5810r",
    ),
    # the CO2 incubator is named and CO2 is set: only the Cytomat 2C450 can do it (max 50 °C).
    (
        "final8-20",
        "Put the plate in the CO2 incubator at 55 °C, 5% CO2 for an hour - heat-shock test.",
        "halted",
    ),
    (
        "final8-21",
        "microcentrifuge the 1.5 ml tubes 12,000 g 2 mins at 4 deg",
        "spin rcf_g=12000 duration_s=120 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "final8-22",
        "Put the plates back in the incubator, 37C / 5% CO2, 48 hrs.",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "final8-23",
        "Pull plate P-0042 out of the hotel, read fluorescence 485/535, then put it back in the hotel.",
        "retrieve @cytomat_24 > read_fluorescence excitation_nm=485 emission_nm=535 > store @cytomat_24",
    ),
    (
        "final8-24",
        "Shake on speed 5 for 10 min, then read at 600 nm.",
        "ask",
    ),
    (
        "final8-25",
        "Have the PF400 take the ELISA plate over to the SpectraMax and read absorbance at 450 nm, "
        "then store it in the hotel.",
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=450 @spectramax_i3x > store @cytomat_24",
    ),
    (
        "final8-26",
        "De-seal on the XPeel, add 10 µL stop solution to every well, read at 450 nm.",
        "peel @azenta_xpeel > transfer volume_ul=10 > read_absorbance wavelength_nm=450",
    ),
    (
        "final8-27",
        "Incubator: 37 °C, 25% CO2, 2 days (hypercapnia experiment, request #5521).",
        "halted",
    ),
    # "room temp" incubation: no temperature key.
    (
        "final8-28",
        "Incubate the ELISA plate for 1 hour at room temp, then shake it 5 min at 600 rpm and read at 450.",
        "incubate duration_s=3600 > shake speed_rpm=600 duration_s=300 > read_absorbance wavelength_nm=450",
    ),
    (
        "final8-29",
        "Hi, this is for the HEK293 passage 14 transfection (lot 22B-0917, room 3.112). The "
        "Lipofectamine complexes have already been added, so the plates just need to go into the "
        "CO2 incubator for 24 h at 37 °C with 5% CO2. Thanks!",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "final8-30",
        "Shake for two minutes at one thousand rpm, then spin at five hundred g for one minute and "
        "read at 600 nm.",
        "shake speed_rpm=1000 duration_s=120 > spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=600",
    ),
    (
        "final8-31",
        "Echo: 25 nL of each compound from the source plate into the assay plate.",
        "ask",
    ),
    (
        "final8-32",
        "Pipette 200 microlitres of culture medium into each well and then place the plate in the "
        "incubator at 37 degrees for 30 minutes; afterwards read the absorbance at 570 nm.",
        "transfer volume_ul=200 > incubate temperature_c=37 duration_s=1800 @cytomat_2c450"
        " > read_absorbance wavelength_nm=570",
    ),
    (
        "final8-33",
        "Thermoshaker: 1400 rpm, 45 °C, 15 min. Then 3 min on the magnet and take off 40 µL of the "
        "supernatant into a clean plate.",
        "shake speed_rpm=1400 duration_s=900 temperature_c=45 @qinstruments_bioshake_3000t_elm"
        " > magnetic_separation duration_s=180 > transfer volume_ul=40",
    ),
    (
        "final8-34",
        "Add 50 µL substrate to each well, shake at 1500 rpm - correction, 3,500 rpm, that's what the "
        "protocol says - for 1 min, then read at 405 nm.",
        "halted",
    ),
    (
        "final8-35",
        "Seal the plate, then hold it at 65 °C for 30 min on the ODTC.",
        "seal > incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "final8-36",
        "Into the plate fridge at 4°C until Monday.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final8-37",
        "Incubate at 37 °C for 6 h, shake 1 min at 800 rpm, then measure the OD.",
        "ask",
    ),
    (
        "final8-38",
        "HT Protein Express on the GX Touch, 96 samples",
        "run_assay assay=protein_express sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "final8-39",
        "Heat seal the PCR plate at 220 °C for 2 s.",
        "halted",
    ),
    (
        "final8-40",
        "STAR: add 120 µL PBS to rows A–D, then mix rows A–D 8 times with 100 µL, then seal at "
        "170 °C for 2 s.",
        "transfer volume_ul=120 wells=48 @hamilton_star > mix volume_ul=100 cycles=8 wells=48 @hamilton_star"
        " > seal temperature_c=170 duration_s=2",
    ),
    (
        "final8-41",
        "read ex485 em520 on the i3x, barcode 00417733",
        "read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x",
    ),
    # "incubate 10 min at room temperature" is an incubate step with no temperature key.
    (
        "final8-42",
        "CellTiter-Glo: add 100 µL reagent per well, shake 2 min at 500 rpm, incubate 10 min at room "
        "temperature, then read luminescence at 1 s per well.",
        "transfer volume_ul=100 > shake speed_rpm=500 duration_s=120 > incubate duration_s=600"
        " > read_luminescence integration_s=1",
    ),
    (
        "final8-43",
        "Run the libraries on the TapeStation (D1000 ScreenTape) after peeling the plate.",
        "ask",
    ),
    (
        "final8-44",
        "Seal with optical film (160 °C, 2 s) and run qPCR on the CFX384 (primer lot 4471): 95C 2 min, "
        "then 40 cycels of 95C 5s / 60C 30s.",
        "seal temperature_c=160 duration_s=2 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95"
        " denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "final8-45",
        "Read OD 600 once you've spun the plate down at 1,000 ×g for 30 sec.",
        "spin rcf_g=1000 duration_s=30 > read_absorbance wavelength_nm=600",
    ),
    (
        "final8-46",
        "Read absorbance at 200 nm (peptide bond) on the plate reader.",
        "halted",
    ),
    (
        "final8-47",
        "Seal (175 °C, 1.5 sec) and put it in the 2C425 at 8 °C.",
        "seal temperature_c=175 duration_s=1.5 > store temperature_c=8 @cytomat_2c425",
    ),
    (
        "final8-48",
        "Run a PCR on the ODTC, 35 cycles, then hold at 4.",
        "ask",
    ),
    (
        "final8-49",
        "Put the plate on the magnet for 2 min, then take 45 µL of supernatant into a fresh PCR plate "
        "and seal that at 165 °C for 3 s.",
        "magnetic_separation duration_s=120 > transfer volume_ul=45 > seal temperature_c=165 duration_s=3",
    ),
    (
        "final8-50",
        "Add 50 µL — sorry, 40 µL — of diluent to columns 7 to 12, then mix columns 7-12 five times "
        "with 30 µL.",
        "transfer volume_ul=40 wells=48 > mix volume_ul=30 cycles=5 wells=48",
    ),
    # the ODTC hold setpoint goes down to 4 °C only; run_pcr exists on no other instrument.
    (
        "final8-51",
        "Seal, then on the ODTC: 95 °C 2 min; 35 cycles of 95 °C 15 s, 58 °C 15 s, 72 °C 30 s; "
        "72 °C 5 min final; hold at 2 °C.",
        "halted",
    ),
    (
        "final8-52",
        "vspin 800g 3min",
        "spin rcf_g=800 duration_s=180 @agilent_vspin",
    ),
    (
        "final8-53",
        "1) peel\n2) Fluent adds 8 µl master mix to all 384 wells\n3) reseal 165C 3s\n4) spin 1000g 1 min",
        "peel > transfer volume_ul=8 @tecan_fluent > seal temperature_c=165 duration_s=3"
        " > spin rcf_g=1000 duration_s=60",
    ),
    (
        "final8-54",
        "Transfer the supernatant into a fresh plate, seal it and put it in the plate fridge.",
        "ask",
    ),
    (
        "final8-55",
        "Flex: add 180 µL PBS to each well, then mix 3 times at 150 uL.",
        "transfer volume_ul=180 @opentrons_flex > mix volume_ul=150 cycles=3 @opentrons_flex",
    ),
    (
        "final8-56",
        "OT-2: aliquot 500 µL of buffer into the 1.5 mL tubes, then spin them 30 s at 2000 x g.",
        "transfer volume_ul=500 @opentrons_ot2 > spin rcf_g=2000 duration_s=30",
    ),
    (
        "final8-57",
        "Dispense 6 mL LB into each well of the 24 deep-well block.",
        "halted",
    ),
    # "the shaker" is not an alias, so the shake carries no device; "plate sealer" is.
    (
        "final8-58",
        "After 20 min at 37 °C on the shaker (700 rpm), seal the plate with the plate sealer and park "
        "it in the cold store at 4 °C.",
        "shake speed_rpm=700 duration_s=1200 temperature_c=37 > seal @azenta_a4s"
        " > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final8-59",
        "Read absorbance at 405 or 410 nm - not sure which one the kit wants.",
        "ask",
    ),
    (
        "final8-60",
        "Take the plate out of the plate fridge, peel it and read luminescence with 0.2 s integration.",
        "retrieve @cytomat_2c425 > peel > read_luminescence integration_s=0.2",
    ),
    (
        "final8-61",
        "Store the plate in the plate fridge at 2 °C.",
        "halted",
    ),
    # "room temperature" incubation: no temperature key; the mix carries no device.
    (
        "final8-62",
        "Add 36 µL AMPure beads to each well with the Hamilton STAR, mix 10 times at 30 µL, incubate "
        "5 min at room temperature, then magnet 5 min.",
        "transfer volume_ul=36 @hamilton_star > mix volume_ul=30 cycles=10 > incubate duration_s=300"
        " > magnetic_separation duration_s=300",
    ),
    # "Tecan" alone is not a registry alias, but the Fluent is the lab's only Tecan.
    (
        "final8-63",
        "Tecan: 2.5 µL compound into rows A and B of the 384 plate (compounds at 10 mM).",
        "transfer volume_ul=2.5 wells=48 @tecan_fluent",
    ),
    (
        "final8-64",
        "Add two drops of trypan blue to each well, then read at 600 nm.",
        "ask",
    ),
    (
        "final8-65",
        "Amplicon QC, plate from Sara's run. Please seal the PCR plate at 170 °C for 2 s and run it on "
        "the ODTC: 95 °C 2 min, then 25 cycles of 95 °C 15 s, 55 °C 15 s and 72 °C 1 min, final "
        "extension 72 °C 5 min, hold 10 °C. Afterwards peel it and run all 96 samples on the LabChip "
        "with the DNA 1K assay.",
        "seal temperature_c=170 duration_s=2 > run_pcr cycles=25 initial_denaturation_c=95"
        " initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15"
        " extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc"
        " > peel > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "final8-66",
        "Read luminescence, 90 s integration per well - the signal is very weak.",
        "halted",
    ),
    (
        "final8-67",
        "LabChip DNA High Sensitivity, 40 samples. We've got 3 plates queued but just this one today.",
        "run_assay assay=dna_high_sensitivity sample_count=40 @labchip_gx_touch_ht",
    ),
    (
        "final8-68",
        "Incubate 4 hr at 37°C, 5 percent CO2, then read absorbance at 490 nm (MTS).",
        "incubate temperature_c=37 duration_s=14400 co2_percent=5 > read_absorbance wavelength_nm=490",
    ),
    # the out-of-range 220 is withdrawn; the corrected 180 °C stands.
    (
        "final8-69",
        "Seal at 220 - scratch that, 180 °C - for 2 seconds.",
        "seal temperature_c=180 duration_s=2",
    ),
    (
        "final8-70",
        "OT2: 10 μl of the 1:500 antibody dilution into the first column.",
        "transfer volume_ul=10 wells=8 @opentrons_ot2",
    ),
]
