"""Hold-out batch "constraints": requests written as requirements and constraints rather than as
steps -- "The plate must be spun at ... before it is read", "It is essential that ...", "Ensure
...", "Avoid ...", "Under no circumstances ...", "The only liquid handler allowed is ...",
requirement IDs (REQ-12) and MoSCoW keywords (MUST / SHOULD / SHALL). Limits that are not
settings ("no more than 30 min between the addition and the read", "keep it under 1500 rpm")
are not step values; a lone lower bound ("at least 2 min", "no less than 10 minutes") is the
value the step runs. Where a constraint contradicts a stated setting, or where only a bound is
given for a value the step needs, the expectation is "ask". Order traps ("before it is read",
"only after ...", "having first ...") are common. Written independently of the parser's cases.

76 cases: 53 with steps (17 single-step, 21 of two or three steps, 15 of four or more),
14 "ask", 9 "halted".

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "cn_s01",
        "REQ-01: The 96-well PCR plate MUST be centrifuged at 1,000 x g for 1 min on the VSpin.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "cn_s02",
        "The only liquid handler allowed for this run is the OT-2. Every well in columns 1-4 of "
        "the flat-bottom 96-well plate must receive 25 µL of PBS.",
        "transfer volume_ul=25 @opentrons_ot2 wells=32",
    ),
    (
        "cn_s03",
        "The 96-well BCA plate must be read at 562 nm. Only row H holds samples, so ensure that "
        "nothing but row H is measured.",
        "read_absorbance wavelength_nm=562 wells=12",
    ),
    (
        "cn_s04",
        "Ensure the 1.5 mL tubes are spun at 16,000 × g and 4 °C for no less than 10 minutes.",
        "spin rcf_g=16000 duration_s=600 temperature_c=4",
    ),
    (
        "cn_s05",
        "The deep-well plate must be shaken for 15 min at 37 °C on the thermoshaker. Speed is "
        "capped at 1,500 rpm by the splash test; the method specifies 1,100 rpm.",
        "shake speed_rpm=1100 duration_s=900 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "cn_s06",
        "The cell plate MUST remain in the CO2 incubator at 37 °C for at least 4 h.",
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450",
    ),
    (
        "cn_s07",
        "Ensure the plate ends up in the refrigerated store at 4 °C. It must not be left on the "
        "bench at room temperature.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "cn_s08",
        "REQ-14 (MUST): the 384-well qPCR plate is cycled on the CFX384 with 95 °C for 3 min "
        "followed by 40 cycles of 95 °C for 10 s and 60 °C for 30 s.",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "cn_s09",
        "All 96 samples on the PCR plate must be run on the LabChip GX Touch with the DNA 1K "
        "assay; do not skip any wells.",
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "cn_s10",
        "Fluorescence of the 96-well plate SHALL be measured at excitation 485 nm / emission 535 "
        "nm. Wells outside columns 1-6 shall not be read.",
        "read_fluorescence excitation_nm=485 emission_nm=535 wells=48",
    ),
    (
        "cn_s11",
        "Make sure the 50 mL conicals are pelleted in the 5810 R at 3,000 × g for 15 min, and the "
        "rotor must be held at 20 °C throughout.",
        "spin rcf_g=3000 duration_s=900 temperature_c=20 @eppendorf_5810r",
    ),
    (
        "cn_s12",
        "The Fluent is the only instrument permitted to touch the samples: 10 µL of each sample "
        "must be transferred into the 384-well plate.",
        "transfer volume_ul=10 @tecan_fluent",
    ),
    (
        "cn_s13",
        "Amplification must run on the ODTC with exactly 30 cycles (95 °C 20 s, 58 °C 20 s, 72 °C "
        "30 s). An initial denaturation of 98 °C for 2 min is mandatory and the final hold must "
        "be 4 °C.",
        "run_pcr cycles=30 denaturation_c=95 denaturation_s=20 annealing_c=58 annealing_s=20 "
        "extension_c=72 extension_s=30 initial_denaturation_c=98 initial_denaturation_s=120 "
        "hold_c=4 @inheco_odtc",
    ),
    (
        "cn_s14",
        "Heat inactivation requirement: the PCR plate must be held at 65 °C for 20 min on the "
        "on-deck thermocycler. Do not run any cycling program.",
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "cn_s15",
        "Mixing MUST be done by pipetting 50 µL up and down on the Hamilton STAR - shaking the "
        "plate is not permitted for this bead suspension (150 µL already in each well).",
        "mix volume_ul=50 @hamilton_star",
    ),
    (
        "cn_s16",
        "The 384-well PCR plate must see 2,000 × g for 2 minutes. The high-g centrifuge is the "
        "only centrifuge approved for this plate type.",
        "spin rcf_g=2000 duration_s=120 @bionex_hig4",
    ),
    (
        "cn_s17",
        "Avoid the VSpin for this one: the protocol requires the Eppendorf 5810 R for the 96-well "
        "plate, 1,800 × g, 5 min.",
        "spin rcf_g=1800 duration_s=300 @eppendorf_5810r",
    ),
    # ================================================================ two or three steps
    (
        "cn_m01",
        "No OD600 read may happen until the culture plate has been shaken at 800 rpm for 1 min.",
        "shake speed_rpm=800 duration_s=60 > read_absorbance wavelength_nm=600",
    ),
    (
        "cn_m02",
        "Make sure the plate is sealed at 170 °C for 2 s, but only after the HiG4 spin at 1,500 × "
        "g for 1 min.",
        "spin rcf_g=1500 duration_s=60 @bionex_hig4 > seal temperature_c=170 duration_s=2",
    ),
    (
        "cn_m03",
        "REQ-21: 20 µL of substrate MUST be added to every well with the Biomek i5. REQ-22: after "
        "the substrate addition the plate MUST sit at room temperature for 15 min. REQ-23: no "
        "more than 5 min may elapse between the end of that incubation and the luminescence read.",
        "transfer volume_ul=20 @biomek_i5 > incubate duration_s=900 > read_luminescence",
    ),
    (
        "cn_m04",
        "The peeler must remove the seal before any pipetting happens; 5 µL of stop solution then "
        "MUST be added with the STAR.",
        "peel @azenta_xpeel > transfer volume_ul=5 @hamilton_star",
    ),
    (
        "cn_m05",
        "The fluorescence read (ex 530 / em 590) is only allowed once the plate has been shaken "
        "at 600 rpm and 37 °C for 10 minutes on the BioShake.",
        "shake speed_rpm=600 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    (
        "cn_m06",
        "Ensure 150 µL of lysis buffer is dispensed into columns 1-3 of the 96-deep-well plate on "
        "the OT-Flex; the plate must then be processed on the KingFisher Flex (program "
        "'DW_lysis_v2'). Do not exceed 10 min between dispensing and the start of the program.",
        "transfer volume_ul=150 @opentrons_flex wells=24 > run_program @kingfisher_flex",
    ),
    (
        "cn_m07",
        "The 1.5 mL tubes must be spun at 12,000 × g for 5 min at 4 °C in the microcentrifuge, "
        "and 200 µL of each supernatant must then go into a flat 96-well plate. That transfer is "
        "only permitted on the Tecan Fluent.",
        "spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r > transfer "
        "volume_ul=200 @tecan_fluent",
    ),
    (
        "cn_m08",
        "A 5 min spin at 800 × g in the VSpin is required immediately after the reagent addition "
        "(40 µL per well, Biomek i7).",
        "transfer volume_ul=40 @biomek_i7_hybrid > spin rcf_g=800 duration_s=300 @agilent_vspin",
    ),
    (
        "cn_m09",
        "The plate must come out of the Cytomat 2C450 and be read at 450 nm within 10 minutes of "
        "leaving it.",
        "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=450",
    ),
    (
        "cn_m10",
        "MUST - de-seal the plate on the XPeel. MUST - luminescence read with a 2 s integration. "
        "SHOULD - whole run finished within 20 min.",
        "peel @azenta_xpeel > read_luminescence integration_s=2",
    ),
    (
        "cn_m11",
        "The i7's cold position must hold the reagent plate at 4 °C for 10 min before the 30 µL "
        "transfer; both steps are to be done on the Biomek i7.",
        "incubate temperature_c=4 duration_s=600 @biomek_i7_hybrid > transfer volume_ul=30 "
        "@biomek_i7_hybrid",
    ),
    (
        "cn_m12",
        "The plate must be moved by the PF400 onto the SpectraMax, and it is essential that "
        "absorbance at 280 nm is read as soon as it arrives.",
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=280 @spectramax_i3x",
    ),
    (
        "cn_m13",
        "Avoid any spin harder than 500 × g for this cell plate: it is to be spun at 300 × g for "
        "3 min, and then it must be incubated at 37 °C for 1 h.",
        "spin rcf_g=300 duration_s=180 > incubate temperature_c=37 duration_s=3600",
    ),
    (
        "cn_m14",
        "Ensure the LabChip receives the PCR plate only after a 1 min spin at 1,000 × g; 48 "
        "samples are to be analysed with the DNA High Sensitivity assay.",
        "spin rcf_g=1000 duration_s=60 > run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "cn_m15",
        "A refrigerated spin is mandatory: the deep-well plate must be centrifuged at 4 °C, 2,500 "
        "× g, 20 min, and afterwards it must be kept in the cold store at 4 °C.",
        "spin rcf_g=2500 duration_s=1200 temperature_c=4 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "cn_m16",
        "Before anything is pipetted, the 96-well plate MUST be retrieved from the Cytomat 24. "
        "Then 100 µL of medium must be dispensed into rows A-D, using the Hamilton only.",
        "retrieve @cytomat_24 > transfer volume_ul=100 @hamilton_star wells=48",
    ),
    (
        "cn_m17",
        "Six 15 mL tubes each need 1 mL of cold acetone (Fluent only); they must then be spun in "
        "the 5810R at 4,000 × g and 4 °C for 10 min, and 800 µL of supernatant must be removed "
        "into fresh tubes.",
        "transfer volume_ul=1000 @tecan_fluent > spin rcf_g=4000 duration_s=600 temperature_c=4 "
        "@eppendorf_5810r > transfer volume_ul=800",
    ),
    (
        "cn_m18",
        "The culture plate MUST get an OD600 read, then 37 °C shaking at 900 rpm for 6 h on the "
        "BioShake, then a second OD600 read. Do not exceed 37 °C at any point.",
        "read_absorbance wavelength_nm=600 > shake speed_rpm=900 duration_s=21600 "
        "temperature_c=37 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=600",
    ),
    (
        "cn_m19",
        "It is essential that 20 µL of each of the 16 samples in 1.5 mL tubes is loaded into a "
        "96-well PCR plate on the OT-2 (p20 pipette only), and the LabChip must then analyse "
        "those 16 samples with the Protein Express assay.",
        "transfer volume_ul=20 @opentrons_ot2 > run_assay sample_count=16 @labchip_gx_touch_ht",
    ),
    # ================================================================ four or more steps
    (
        "cn_l01",
        "REQ-01 The coated plate MUST be de-sealed on the XPeel. REQ-02 100 µL of TMB MUST be "
        "added to all wells by the Biomek i7. REQ-03 The plate MUST then incubate for 15 min at "
        "room temperature. REQ-04 50 µL of stop solution MUST be added by the same liquid "
        "handler. REQ-05 Absorbance MUST be read at 450 nm no later than 30 min after stopping.",
        "peel @azenta_xpeel > transfer volume_ul=100 @biomek_i7_hybrid > incubate duration_s=900 "
        "> transfer volume_ul=50 @biomek_i7_hybrid > read_absorbance wavelength_nm=450",
    ),
    (
        "cn_l02",
        "qPCR setup constraints: 8 µL of master mix and then 2 µL of template MUST be dispensed "
        "into each well of the 384-well PCR plate, using the Fluent only. The plate must be "
        "sealed (160 °C, 2 s) and then spun at 1000 x g for 1 min before it goes on the CFX384 "
        "for 45 cycles of 95 °C 15 s / 60 °C 60 s. Do not let more than 1 h pass between the "
        "master-mix addition and the start of the run.",
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > seal "
        "temperature_c=160 duration_s=2 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=45 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "cn_l03",
        "All pipetting must be done on the OT-2: the 96-well PCR plate receives 20 µL of master "
        "mix per well, then 5 µL of template. The plate must be sealed at 180 °C for 1.5 s and "
        "spun at 1,000 × g for 30 s before the ODTC runs 35 cycles of 98 °C 10 s, 62 °C 15 s, 72 "
        "°C 20 s with a final extension of 72 °C for 2 min.",
        "transfer volume_ul=20 @opentrons_ot2 > transfer volume_ul=5 @opentrons_ot2 > seal "
        "temperature_c=180 duration_s=1.5 > spin rcf_g=1000 duration_s=30 > run_pcr cycles=35 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=15 extension_c=72 "
        "extension_s=20 final_extension_c=72 final_extension_s=120 @inheco_odtc",
    ),
    (
        "cn_l04",
        "Viability assay requirements: the plate must be retrieved from the CO2 incubator; 10 µL "
        "of resazurin MUST be added to columns 1-10 of the 96-well plate on the Hamilton STAR; "
        "the plate must then incubate at 37 °C in the incubator for at least 2 h; fluorescence "
        "MUST be read at ex 560 / em 590.",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @hamilton_star wells=80 > incubate "
        "temperature_c=37 duration_s=7200 @cytomat_2c450 > read_fluorescence excitation_nm=560 "
        "emission_nm=590",
    ),
    (
        "cn_l05",
        "Ensure 200 µL of sample and then 20 µL of proteinase K go into the deep-well plate on "
        "the Biomek i5, and that the plate is shaken at 1,200 rpm for 5 min at 56 °C on the "
        "heater-shaker before it is processed on the KingFisher Flex (program "
        "'MVP_2Wash_200_Flex'). The eluate (50 µL) MUST afterwards be moved into a 96-well PCR "
        "plate, and that plate must be sealed at 170 °C for 2 s.",
        "transfer volume_ul=200 @biomek_i5 > transfer volume_ul=20 @biomek_i5 > shake "
        "speed_rpm=1200 duration_s=300 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
        "run_program @kingfisher_flex > transfer volume_ul=50 > seal temperature_c=170 "
        "duration_s=2",
    ),
    (
        "cn_l06",
        "Before the final read at 340 nm, the plate must have been shaken for 30 s at 1,500 rpm. "
        "Before that shake, 25 µL of NADH reagent must be in rows A to D of the 96-well plate "
        "(Fluent only). And before the reagent goes in, the seal must be removed.",
        "peel > transfer volume_ul=25 @tecan_fluent wells=48 > shake speed_rpm=1500 duration_s=30 "
        "> read_absorbance wavelength_nm=340",
    ),
    (
        "cn_l07",
        "Requirements: (1) the cells stay at 37 °C in the Cytomat for 24 h; (2) 50 µL of ONE-Glo "
        "must then be dispensed by the Biomek i7; (3) shaking at 600 rpm for 3 min is mandatory; "
        "(4) the read must be luminescence with a 1 s integration; (5) there must be at least 10 "
        "min between (3) and (4).",
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > transfer volume_ul=50 "
        "@biomek_i7_hybrid > shake speed_rpm=600 duration_s=180 > read_luminescence "
        "integration_s=1",
    ),
    (
        "cn_l08",
        "MUST: 15 µL of each library is transferred into a 384-well PCR plate on the Fluent. "
        "MUST: the plate is sealed at 165 °C for 2 s and spun at 1,000 × g for 1 min. MUST: the "
        "seal is removed afterwards. MUST: the LabChip runs all 384 samples with the DNA NGS 3K "
        "assay. SHOULD: the plate is not left unsealed for more than 15 min.",
        "transfer volume_ul=15 @tecan_fluent > seal temperature_c=165 duration_s=2 > spin "
        "rcf_g=1000 duration_s=60 > peel > run_assay sample_count=384 @labchip_gx_touch_ht",
    ),
    (
        "cn_l09",
        "It is essential that 5 µL of each standard and sample goes into columns 1-8 of the "
        "96-well plate (STAR only), that 250 µL of Bradford reagent is then added to the same "
        "columns, that the plate stands at room temperature for at least 5 min, and that "
        "absorbance is read at 595 nm.",
        "transfer volume_ul=5 @hamilton_star wells=64 > transfer volume_ul=250 @hamilton_star "
        "wells=64 > incubate duration_s=300 > read_absorbance wavelength_nm=595",
    ),
    (
        "cn_l10",
        "The PF400 MUST carry the plate from the sealer to the centrifuge. The seal must be made "
        "on the a4S at 170 °C for 2.5 s, the spin must be 1,200 × g for 90 s on the HiG 4, and "
        "the plate must end up in the plate hotel.",
        "seal temperature_c=170 duration_s=2.5 @azenta_a4s > move_plate @precise_pf400 > spin "
        "rcf_g=1200 duration_s=90 @bionex_hig4 > store @cytomat_24",
    ),
    (
        "cn_l11",
        "The CFX384 program is fixed: 95 °C for 10 min, then 40 cycles of 95 °C 15 s and 60 °C 1 "
        "min. Prior to cycling, the plate must be sealed on the a4S (165 °C, 3 s) and spun at "
        "1,500 × g for 2 min. 5 µL of reaction mix must be dispensed into the 384-well PCR plate "
        "with the i5 before any of this.",
        "transfer volume_ul=5 @biomek_i5 > seal temperature_c=165 duration_s=3 @azenta_a4s > spin "
        "rcf_g=1500 duration_s=120 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=600 cycles=40 denaturation_c=95 denaturation_s=15 annealing_c=60 "
        "annealing_s=60 @biorad_cfx384",
    ),
    (
        "cn_l12",
        "The plate must be retrieved from the refrigerated store, peeled, read at 405 nm, "
        "resealed at 170 °C for 2 s, and put back into the refrigerated store at 4 °C. Under no "
        "circumstances may it be out of the fridge for more than 15 min.",
        "retrieve @cytomat_2c425 > peel > read_absorbance wavelength_nm=405 > seal "
        "temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "cn_l13",
        "REQ-30 MUST: 180 µL of cell suspension into each well of a flat 96-well plate on the "
        "Opentrons Flex. REQ-31 MUST: 300 × g for 1 min in the VSpin. REQ-32 MUST: overnight at "
        "37 °C in the CO2 incubator. REQ-33 MUST: 20 µL of compound added next day, also on the "
        "Flex.",
        "transfer volume_ul=180 @opentrons_flex > spin rcf_g=300 duration_s=60 @agilent_vspin > "
        "incubate temperature_c=37 @cytomat_2c450 > transfer volume_ul=20 @opentrons_flex",
    ),
    (
        "cn_l14",
        "The SpectraMax read (ex 490 / em 520) is only allowed once the plate has been shaken at "
        "500 rpm for 2 min, and the shake must not start until 15 µL of dye is in wells A1-A12 "
        "and B1-B12. The dye must be dispensed with the OT-2.",
        "transfer volume_ul=15 @opentrons_ot2 wells=24 > shake speed_rpm=500 duration_s=120 > "
        "read_fluorescence excitation_nm=490 emission_nm=520 @spectramax_i3x",
    ),
    (
        "cn_l15",
        "Colony PCR requirements: initial denaturation 94 °C for 5 min, then 25 cycles of 94 °C "
        "30 s / 55 °C 30 s / 72 °C 1 min on the ODTC. After cycling the plate MUST be spun at 500 "
        "× g for 1 min, and the LabChip must analyse 24 samples with the DNA 5K assay.",
        "run_pcr initial_denaturation_c=94 initial_denaturation_s=300 cycles=25 denaturation_c=94 "
        "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
        "@inheco_odtc > spin rcf_g=500 duration_s=60 > run_assay sample_count=24 "
        "@labchip_gx_touch_ht",
    ),
    (
        "cn_l16",
        "Ensure the deep-well culture plate is centrifuged at 2,500 × g for 10 min (its rating is "
        "3,000 × g - do not exceed it). 800 µL of supernatant must then be removed with the "
        "Biomek i7 and 300 µL of lysis buffer added with the same instrument, after which the "
        "plate must be shaken at 1,400 rpm for 10 min.",
        "spin rcf_g=2500 duration_s=600 > transfer volume_ul=800 @biomek_i7_hybrid > transfer "
        "volume_ul=300 @biomek_i7_hybrid > shake speed_rpm=1400 duration_s=600",
    ),
    (
        "cn_l17",
        "The refrigerated centrifuge must be used for the 384-well plate: 2,000 × g, 2 min, 10 "
        "°C. 20 µL of detection reagent must then be added by the i5, the plate must sit at room "
        "temperature for 1 h, and luminescence must be read with 0.2 s integration.",
        "spin rcf_g=2000 duration_s=120 temperature_c=10 @eppendorf_5810r > transfer volume_ul=20 "
        "@biomek_i5 > incubate duration_s=3600 > read_luminescence integration_s=0.2",
    ),
    # ================================================================ ask
    (
        "cn_a01",
        "REQ-3: the 96-well plate MUST be centrifuged at 2000 rpm for 2 min before sealing.",
        "ask",
    ),
    (
        "cn_a02",
        "The only reader allowed for this validated method is the Tecan Spark; absorbance must be "
        "read at 450 nm.",
        "ask",
    ),
    (
        "cn_a03",
        "It is essential that the 1.5 mL tubes are vortexed for 10 s before they are spun at "
        "10,000 × g for 1 min.",
        "ask",
    ),
    (
        "cn_a04",
        "The PCR strips must be spun in the Eppendorf 5430 only, 5,000 × g for 1 min.",
        "ask",
    ),
    (
        "cn_a05",
        "Ensure the plate is washed three times with 300 µL PBS on the BioTek 405 TS washer "
        "before the substrate is added.",
        "ask",
    ),
    (
        "cn_a06",
        "Shake the 384-well plate at 1,500 rpm for 5 min. Under no circumstances may the shaker "
        "exceed 1,200 rpm with this fill volume.",
        "ask",
    ),
    (
        "cn_a07",
        "Seal at 180 °C for 3 s. REQ-9: the seal temperature must never exceed 170 °C for this "
        "polypropylene plate.",
        "ask",
    ),
    (
        "cn_a08",
        "Spin the cell plate at 300 × g for 5 min on the VSpin. The cells must not spend longer "
        "than 2 min in the centrifuge.",
        "ask",
    ),
    (
        "cn_a09",
        "The PCR plate must be centrifuged for 1 min, keeping the force below 1,500 × g.",
        "ask",
    ),
    (
        "cn_a10",
        "Absorbance must be read, and the wavelength must lie somewhere in the 600-650 nm band.",
        "ask",
    ),
    (
        "cn_a11",
        "Dispense the detection antibody into every well of the 96-well plate on the Hamilton "
        "STAR; no more than 50 µL may go into any well.",
        "ask",
    ),
    (
        "cn_a12",
        "The only liquid handler allowed is the OT-2. Use the Hamilton STAR to add 30 µL of "
        "buffer to each well.",
        "ask",
    ),
    (
        "cn_a13",
        "Add 50 µL of substrate with the Biomek i5, incubate at 37 °C for 45 min, then read "
        "luminescence. Do not exceed 30 min between the substrate addition and the read.",
        "ask",
    ),
    (
        "cn_a14",
        "The plate must be shaken for 10 min on the BioShake; speed must stay below 1500 rpm.",
        "ask",
    ),
    # ================================================================ halted
    (
        "cn_h01",
        "The flat-bottom 96-well plate must be spun at no less than 4,000 × g for 10 min.",
        "halted",
    ),
    (
        "cn_h02",
        "It is essential that every well of the flat-bottom 96-well plate receives 400 µL of "
        "growth medium from the Fluent.",
        "halted",
    ),
    (
        "cn_h03",
        "Each well of the 384-well PCR plate MUST contain 60 µL of master mix before it goes onto "
        "the CFX384.",
        "halted",
    ),
    (
        "cn_h04",
        "The seal MUST be made at 215 °C for 2 s - the film datasheet requires it.",
        "halted",
    ),
    (
        "cn_h05",
        "REQ-40: absorbance of the 96-well plate SHALL be read at 1,150 nm (water band).",
        "halted",
    ),
    (
        "cn_h06",
        "Ensure the 96-well plate is shaken at 3,600 rpm for 1 min; lower speeds do not resuspend "
        "these beads.",
        "halted",
    ),
    (
        "cn_h07",
        "The 1.5 mL tubes must be centrifuged at 25,000 × g for 15 min at 4 °C - nothing lower "
        "will pellet the debris.",
        "halted",
    ),
    (
        "cn_h08",
        "Cycling on the ODTC must use a 102 °C denaturation for 15 s, 60 °C annealing for 30 s, "
        "30 cycles.",
        "halted",
    ),
    (
        "cn_h09",
        "The plate MUST be incubated in the Cytomat 2C450 at 60 °C for 1 h; no other incubator is "
        "acceptable.",
        "halted",
    ),
]
