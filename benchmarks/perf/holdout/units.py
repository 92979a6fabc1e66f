"""Hold-out batch "units": ordinary lab-automation requests whose values are written the many
ways real people write them. Volumes as "0.05 mL", "50 microlitres", "50µl", "5e1 uL", "50 μL",
"0.01 ml"; times as "1.5 hours", "90 secs", "1h30", "0.75 h", "four minutes", "half an hour",
"a quarter of an hour", "10'", "250 msec"; forces as "2,500 g", "2500xg", "2.5k g", "16.1k x g",
"12,000 rcf"; temperatures as "37 deg C", "37 ºC", "thirty-seven degrees", "4C", "56 °C";
wavelengths as "λ=450nm", "OD600", "A405", "ex485/em520", "at 595 nanometers"; speeds as
"1,000 RPM", "1000/min", "1k rpm"; luminescence integration as "0.5 s" / "500 ms". Phrasing
ranges from terse pipe-separated notes to wordy requests, with order traps ("before ...",
"after ...", "having first ...", "last step is ..."). "ask" cases are ones where the unit itself
leaves the value unknowable (rpm on a centrifuge, a bare "13k", drops, enzyme units) or the
instrument/step is not in the workcell. Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "un_s01",
        "Spin the 96-well PCR plate on the HiG4 at 2,500 g for 90 secs.",
        "spin rcf_g=2500 duration_s=90 @bionex_hig4",
    ),
    (
        "un_s02",
        "microcentrifuge, 1.5 ml tubes x12: 16.1k x g, a quarter of an hour, 4 deg C",
        "spin rcf_g=16100 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "un_s03",
        "Please read the absorbance of the flat-bottom 96-well plate at λ=450nm.",
        "read_absorbance wavelength_nm=450",
    ),
    (
        "un_s04",
        "OD600 on the SpectraMax for the 96-well culture plate",
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "un_s05",
        "Fluorescence read of the black 384-well plate, ex485/em520.",
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "un_s06",
        "Glow luminescence on the i3x, 500 ms integration per well.",
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "un_s07",
        "Could you shake the 96 deep-well block on the BioShake at 1,000 RPM for four minutes?",
        "shake speed_rpm=1000 duration_s=240 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "un_s08",
        "thermoshaker: 1000/min, 37 deg C, half an hour - it's the 96-well flat plate with the cells",
        "shake speed_rpm=1000 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "un_s09",
        "Heat-seal the 96-well PCR plate, 170 ºC, 2.5 sec.",
        "seal temperature_c=170 duration_s=2.5",
    ),
    (
        "un_s10",
        "Using the Hamilton STAR, dispense 0.05 mL of PBS into every well of columns 1-6 of the "
        "96-well flat-bottom plate.",
        "transfer volume_ul=50 @hamilton_star wells=48",
    ),
    (
        "un_s11",
        "Incubate the cell plate in the Cytomat 2C450 at thirty-seven degrees for 1.5 hours.",
        "incubate temperature_c=37 duration_s=5400 @cytomat_2c450",
    ),
    (
        "un_s12",
        "OT-2: transfer 5e1 uL of buffer from the reservoir into row A of the 96-well PCR plate.",
        "transfer volume_ul=50 @opentrons_ot2 wells=12",
    ),
    (
        "un_s13",
        "5810R | 50 mL conicals x8 | 3000xg | 10' | 4C",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "un_s14",
        "Run forty-eight samples from the PCR plate on the LabChip GX Touch.",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "un_s15",
        "Quick pulse in the VSpin for the 384-well plate: 1000xg, 1 min.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "un_s16",
        "Put the finished assay plate away in the plate fridge (it runs at 4 °C).",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "un_s17",
        "With the Fluent, add 2.5 µl of primer mix to columns 1–2 of the 384-well PCR plate.",
        "transfer volume_ul=2.5 @tecan_fluent wells=32",
    ),
    (
        "un_s18",
        "Heat-inactivate on the ODTC: 65 deg. C for 20 mins, heated lid on.",
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "un_s19",
        "Run a Q5 PCR on the ODTC - initial denaturation 98 °C for 30 secs, then 35 cycles of "
        "98 °C/10 s, 62 °C/20 s and 72 °C/15 s, final extension 72 °C for 2 min, hold at 4 °C.",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=35 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=15 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "un_s20",
        "CFX384 run for the 384-well PCR plate: 95 ºC 3 min initial, then 40 cycles of 95 ºC 10 sec "
        "denature, 58 ºC 20 sec anneal, 72 ºC 20 sec extend.",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 denaturation_c=95 "
        "denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 "
        "@biorad_cfx384",
    ),
    (
        "un_s21",
        "On the Biomek i7, mix every well of the 96 deep-well plate by pipetting 150 microlitres "
        "up and down 10 times.",
        "mix volume_ul=150 cycles=10 @biomek_i7_hybrid",
    ),
    # ================================================================ two or three steps
    (
        "un_m01",
        "spin the 96-well plate 2.5k g for a minute then read OD600",
        "spin rcf_g=2500 duration_s=60 > read_absorbance wavelength_nm=600",
    ),
    (
        "un_m02",
        "Before reading luminescence (0.5 s integration), shake the white 96-well plate for "
        "2 min at 500 rpm.",
        "shake speed_rpm=500 duration_s=120 > read_luminescence integration_s=0.5",
    ),
    (
        "un_m03",
        "Add 20 uL of pNPP substrate to every well of the 96-well plate with the Biomek i5, "
        "incubate half an hour at RT, then read A405.",
        "transfer volume_ul=20 @biomek_i5 > incubate duration_s=1800 > "
        "read_absorbance wavelength_nm=405",
    ),
    (
        "un_m04",
        "After a 1h30 incubation at 37 ºC in the CO2 incubator, read the 96-well plate's "
        "fluorescence at ex 535 / em 590.",
        "incubate temperature_c=37 duration_s=5400 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=535 emission_nm=590",
    ),
    (
        "un_m05",
        "Seal the 96 PCR plate at 165 degrees for 3 secs, then spin it down at 1,500 × g for 30 s.",
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1500 duration_s=30",
    ),
    (
        "un_m06",
        "Peel the 96-well plate, then pipette 0.01 ml of stop solution into column 12 only on the "
        "OT-Flex.",
        "peel > transfer volume_ul=10 @opentrons_flex wells=8",
    ),
    (
        "un_m07",
        "Spin the 2 ml tubes at 12,000 rcf for 5 mins, then have the Hamilton STAR transfer 400 µL "
        "of each supernatant into a 96 deep-well plate.",
        "spin rcf_g=12000 duration_s=300 > transfer volume_ul=400 @hamilton_star",
    ),
    (
        "un_m08",
        "Retrieve plate BCA-07 from the plate hotel and read it at 562nm.",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=562",
    ),
    (
        "un_m09",
        "Move the 96-well cell plate into the CO2 incubator for 4 hrs at 37 °C, having first spun "
        "it at 300 x g for 5 minutes at 37 deg C to settle the cells.",
        "spin rcf_g=300 duration_s=300 temperature_c=37 > "
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450",
    ),
    (
        "un_m10",
        "Fluent: 25 µL/well into the 384-well flat plate, then spin 1 min @ 1000 g.",
        "transfer volume_ul=25 @tecan_fluent > spin rcf_g=1000 duration_s=60",
    ),
    (
        "un_m11",
        "Mix 40 uL x5 on the i5 in the 96-well PCR plate, then shake it on the BioShake at "
        "1200 rpm for 45 s.",
        "mix volume_ul=40 cycles=5 @biomek_i5 > "
        "shake speed_rpm=1200 duration_s=45 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "un_m12",
        "The 96-well PCR plate goes into the cold store at 4 degrees C after it has been sealed at "
        "180°C for 1.5 s.",
        "seal temperature_c=180 duration_s=1.5 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "un_m13",
        "Add 100 ul of lysis buffer to columns 7 to 12 of the 96 deep-well plate with the "
        "Biomek i7, then run program MagMAX_DNA on the KingFisher.",
        "transfer volume_ul=100 @biomek_i7_hybrid wells=48 > "
        "run_program program=MagMAX_DNA @kingfisher_flex",
    ),
    (
        "un_m14",
        "Quick spin of the 96-well PCR plate at 1k x g for 20 sec, then run all 96 samples on "
        "the LabChip.",
        "spin rcf_g=1000 duration_s=20 > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "un_m15",
        "shake the 96-well plate 800 rpm, 37 °C, 1 hr on the heater-shaker, then luminescence "
        "with 1 sec integration",
        "shake speed_rpm=800 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=1",
    ),
    (
        "un_m16",
        "Pull the 384-well plate out of the Cytomat 24, have the PF400 carry it to the SpectraMax "
        "and read fluorescence at 340 nm excitation, 460 nm emission.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > "
        "read_fluorescence excitation_nm=340 emission_nm=460 @spectramax_i3x",
    ),
    (
        "un_m17",
        "Incubate the 96-well PCR plate at 42 ºC for 0.75 h on the ODTC, then spin down 1 min at "
        "2,000xg.",
        "incubate temperature_c=42 duration_s=2700 @inheco_odtc > spin rcf_g=2000 duration_s=60",
    ),
    (
        "un_m18",
        "Read the 96-well plate's fluorescence (Ex 488 nm, Em 525 nm) and then luminescence, "
        "integration 250 msec.",
        "read_fluorescence excitation_nm=488 emission_nm=525 > read_luminescence integration_s=0.25",
    ),
    (
        "un_m19",
        "Transfer 1.2 mL of culture into each well of the 96 deep-well block with the Biomek i7, "
        "then pellet it at 2900 g for 20 min at 4 °C in the 5810 R.",
        "transfer volume_ul=1200 @biomek_i7_hybrid > "
        "spin rcf_g=2900 duration_s=1200 temperature_c=4 @eppendorf_5810r",
    ),
    # ================================================================ four or more steps
    (
        "un_l01",
        "CellTiter-Glo run: on the OT-2 seed 50µl of cells per well into a white 96-well plate, "
        "incubate 24 h at 37 ºC in the Cytomat, add 10 µL CellTiter-Glo reagent, shake 2 min at "
        "600 rpm, then read luminescence with 0.5 s integration.",
        "transfer volume_ul=50 @opentrons_ot2 > incubate temperature_c=37 duration_s=86400 "
        "@cytomat_2c450 > transfer volume_ul=10 > shake speed_rpm=600 duration_s=120 > "
        "read_luminescence integration_s=0.5",
    ),
    (
        "un_l02",
        "PCR setup on the STAR: 15 µL master mix then 5 µL template into a 96-well PCR plate. "
        "Seal at 170 °C for 2 s, spin 1 min at 1,000 g, and cycle on the ODTC: 95 °C 2 min; "
        "30 x (95 °C 15 s, 55 °C 30 s, 72 °C 45 s); 72 °C 5 min; 4 °C hold.",
        "transfer volume_ul=15 @hamilton_star > transfer volume_ul=5 > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=30 "
        "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 extension_c=72 "
        "extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "un_l03",
        "Dispense 8 μL of SYBR master mix into every well of the 384-well PCR plate on the Fluent, "
        "add 2 μL cDNA, seal (165 °C, 2 sec), spin at 2,000 x g for 2 min, then run it on the "
        "CFX384: 95 °C 10 min; 40 cycles of 95 °C 15 s, 60 °C 30 s annealing, 72 °C 30 s "
        "extension.",
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 > "
        "seal temperature_c=165 duration_s=2 > spin rcf_g=2000 duration_s=120 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=600 cycles=40 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 "
        "extension_s=30 @biorad_cfx384",
    ),
    (
        "un_l04",
        "ELISA development: peel the 96-well plate, add 100 uL TMB per well with the Biomek i7, "
        "incubate 15 min at room temp, add 50 uL stop solution, read at λ=450 nm.",
        "peel > transfer volume_ul=100 @biomek_i7_hybrid > incubate duration_s=900 > "
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "un_l05",
        "Take the sample block (96 deep-well) out of the cold store, de-seal it, add 200 µl of "
        "proteinase K buffer per well with the Biomek i5, shake 10 min at 1,400 rpm and 56 °C on "
        "the BioShake, then run program gDNA_Blood_96 on the KingFisher Flex.",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=200 @biomek_i5 > "
        "shake speed_rpm=1400 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
        "run_program program=gDNA_Blood_96 @kingfisher_flex",
    ),
    (
        "un_l06",
        "Last step is a BCA read at 562 nm. Before that: spin the deep-well lysate block at "
        "3,000 × g for a quarter of an hour, transfer 25 µL of supernatant into a flat 96-well "
        "plate with the Fluent, add 200 µL BCA working reagent, and incubate 30 min at 37 deg C.",
        "spin rcf_g=3000 duration_s=900 > transfer volume_ul=25 @tecan_fluent > "
        "transfer volume_ul=200 > incubate temperature_c=37 duration_s=1800 > "
        "read_absorbance wavelength_nm=562",
    ),
    (
        "un_l07",
        "Retrieve the 96-well plate from the CO2 incubator, add 0.02 mL resazurin to every well "
        "with the Opentrons Flex, put it back in the incubator for 2 hours at 37 °C, then read "
        "fluorescence ex560/em590.",
        "retrieve @cytomat_2c450 > transfer volume_ul=20 @opentrons_flex > "
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "un_l08",
        "normalisation on the OT2: 10 µl of each sample into a 96 PCR plate, top up with 40 µl "
        "water, mix 5 times at 30 µl, seal 160 °C 3 s, spin 500 g 1 min",
        "transfer volume_ul=10 @opentrons_ot2 > transfer volume_ul=40 > mix volume_ul=30 cycles=5 > "
        "seal temperature_c=160 duration_s=3 > spin rcf_g=500 duration_s=60",
    ),
    (
        "un_l09",
        "First take the 96-well plate out of the plate hotel, then shake it at one thousand rpm "
        "for thirty seconds, spin it at five hundred g for one minute, and finally read "
        "luminescence with a one-second integration time.",
        "retrieve @cytomat_24 > shake speed_rpm=1000 duration_s=30 > "
        "spin rcf_g=500 duration_s=60 > read_luminescence integration_s=1",
    ),
    (
        "un_l10",
        "Colony PCR: on the Biomek i7 add 19 uL master mix to the first three columns of a "
        "96-well PCR plate, seal it, cycle (94 °C 5 min; 25 cycles of 94 °C 30 s, 52 °C 30 s, "
        "72 °C 1.5 min; 72 °C 7 min; hold 10 °C), then run the 24 samples on the LabChip.",
        "transfer volume_ul=19 @biomek_i7_hybrid wells=24 > seal > "
        "run_pcr initial_denaturation_c=94 initial_denaturation_s=300 cycles=25 "
        "denaturation_c=94 denaturation_s=30 annealing_c=52 annealing_s=30 extension_c=72 "
        "extension_s=90 final_extension_c=72 final_extension_s=420 hold_c=10 > "
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "un_l11",
        "Growth curve setup: STAR dispenses 180 µL LB into a flat 96-well plate, then 20 µL of "
        "overnight culture; incubate overnight at 37 ºC in the incubator, shake 1 min at 300 rpm "
        "and read OD600.",
        "transfer volume_ul=180 @hamilton_star > transfer volume_ul=20 > "
        "incubate temperature_c=37 @cytomat_2c450 > shake speed_rpm=300 duration_s=60 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "un_l12",
        "Bradford assay. Pipette 5 microlitres of standards and samples into rows A-D of a clear "
        "96-well plate with the OT-Flex, add 0.25 mL Bradford reagent to the same wells, shake "
        "30 s at 1,000 RPM, incubate 10 minutes at room temperature, read at 595 nanometers.",
        "transfer volume_ul=5 @opentrons_flex wells=48 > transfer volume_ul=250 > "
        "shake speed_rpm=1000 duration_s=30 > incubate duration_s=600 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "un_l13",
        "Fragmentation: add 10 µL enzyme mix to the 40 µL of DNA in each well of the PCR plate "
        "with the Biomek i5, mix 5x at 30 µL, seal at 165 °C for 2 s, spin 30 sec at 500 x g, "
        "then on the ODTC incubate 37 °C for 15 min followed by 65 °C for 30 min.",
        "transfer volume_ul=10 @biomek_i5 > mix volume_ul=30 cycles=5 > "
        "seal temperature_c=165 duration_s=2 > spin rcf_g=500 duration_s=30 > "
        "incubate temperature_c=37 duration_s=900 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=1800",
    ),
    (
        "un_l14",
        "Read OD450 at the very end. Before that the 96-well plate gets 30 min in the incubator at "
        "37 degrees; before the incubation add 100 µL of detection antibody per well on the "
        "Biomek i7 - and all of that only after peeling the seal off.",
        "peel > transfer volume_ul=100 @biomek_i7_hybrid > "
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "un_l15",
        "Spin 24 x 1.5 ml tubes in the 5424R at 21,000 x g for 2 min (4 °C), transfer 180 µl of "
        "each supernatant into a 96 PCR plate on the STAR, seal it at 170 °C, 2 s, and keep it in "
        "the cold store at 4 °C.",
        "spin rcf_g=21000 duration_s=120 temperature_c=4 @eppendorf_5424r > "
        "transfer volume_ul=180 @hamilton_star > seal temperature_c=170 duration_s=2 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "un_l16",
        "Retrieve the 96-well plate from the Cytomat 2C450, shake 1 min @ 1500 rpm, read abs at "
        "600 nm, then fluorescence ex 485 / em 535, and park it in the Cytomat 24 hotel.",
        "retrieve @cytomat_2c450 > shake speed_rpm=1500 duration_s=60 > "
        "read_absorbance wavelength_nm=600 > read_fluorescence excitation_nm=485 emission_nm=535 > "
        "store @cytomat_24",
    ),
    (
        "un_l17",
        "Kinase assay in a 384-well plate on the Fluent: 5 uL compound, then 5 uL enzyme; spin "
        "1 minute at 1,000 ×g; incubate for an hour at room temperature; add 10 uL detection "
        "reagent; read fluorescence ex 320 nm / em 665 nm.",
        "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=5 > "
        "spin rcf_g=1000 duration_s=60 > incubate duration_s=3600 > transfer volume_ul=10 > "
        "read_fluorescence excitation_nm=320 emission_nm=665",
    ),
    (
        "un_l18",
        "Viral RNA: add 0.2 mL lysis buffer and then 20 µL proteinase K to each well of the "
        "96 deep-well block on the Biomek i7, shake it on the BioShake at 1k rpm for 5 min, run "
        "MagMAX_Viral_RNA on the KF Flex, then transfer 50 µL eluate into a 96 PCR plate with "
        "the OT-2 and seal it (170 °C / 2 s).",
        "transfer volume_ul=200 @biomek_i7_hybrid > transfer volume_ul=20 > "
        "shake speed_rpm=1000 duration_s=300 @qinstruments_bioshake_3000t_elm > "
        "run_program program=MagMAX_Viral_RNA @kingfisher_flex > "
        "transfer volume_ul=50 @opentrons_ot2 > seal temperature_c=170 duration_s=2",
    ),
    # ================================================================ halted (over a limit)
    (
        "un_h01",
        "Spin the flat-bottom 96-well plate at 4.5k g for 5 min.",
        "halted",
    ),
    (
        "un_h02",
        "Add 0.4 mL of medium to every well of the standard 96-well flat-bottom plate.",
        "halted",
    ),
    (
        "un_h03",
        "Dispense 60 microlitres of reaction mix into each well of the 384-well PCR plate.",
        "halted",
    ),
    (
        "un_h04",
        "Seal the 96-well PCR plate at 220 ºC for 2 s on the a4S.",
        "halted",
    ),
    (
        "un_h05",
        "Peptide plate: absorbance at λ=200nm please.",
        "halted",
    ),
    (
        "un_h06",
        "BioShake, 3,500 rpm, 1 min, 96 deep-well plate",
        "halted",
    ),
    (
        "un_h07",
        "Incubate the 96-well plate in the Cytomat 2C450 at 60 deg C for 30 min.",
        "halted",
    ),
    (
        "un_h08",
        "Pellet the 1.5 mL tubes at 25k x g for 10 minutes.",
        "halted",
    ),
    (
        "un_h09",
        "Read luminescence on the 96-well plate with a 1.5 min integration per well.",
        "halted",
    ),
    # ================================================================ ask
    (
        "un_a01",
        "Spin my 96-well plate at 1,000 RPM for 5 min, please.",
        "ask",
    ),
    (
        "un_a02",
        "Microfuge the 1.5 ml tubes at 13k for 10 min, 4 °C.",
        "ask",
    ),
    (
        "un_a03",
        "Vortex the 2 ml tubes for 10 secs, then spin them 30 s at 1,000 x g.",
        "ask",
    ),
    (
        "un_a04",
        "Read OD600 of the 96-well plate on the Tecan Spark.",
        "ask",
    ),
    (
        "un_a05",
        "Spin the 1.5 mL tubes at 4,000 x g for 3 min in the Eppendorf 5430.",
        "ask",
    ),
    (
        "un_a06",
        "Add 3 drops of stop solution to every well of the 96-well plate and read at 450 nm.",
        "ask",
    ),
    (
        "un_a07",
        "With the OT-2, add 2 units of DNase I to each well of the 96-well PCR plate.",
        "ask",
    ),
    (
        "un_a08",
        "Sonicate the 96 deep-well lysate block for 30 s at 40 % amplitude.",
        "ask",
    ),
    (
        "un_a09",
        "Centrifuge the 96 deep-well plate at 3000/min for 10 minutes.",
        "ask",
    ),
]
