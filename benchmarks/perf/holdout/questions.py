"""Hold-out batch "questions": intents phrased as questions and polite asks to an assistant
or a colleague ("Could you spin ...?", "Can the robot add ...?", "Would it be possible to ...
and then ...?", "Is it OK to ...? If so, please ...", "How about ...?", "I was wondering
whether you could ..."), rhetorical preambles ("You know the BCA from last week? ..."), mixed
with plain statements. Old values mentioned in a preamble are explicitly superseded; every
value an expected op carries is stated in the text. Order traps ("Before ...", "after ...",
"Please start with ...") and varied unit spellings are included.
"""

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ single step
    (
        "q01_could_you_spin_pcr",
        "Could you spin the 96-well PCR plate at 1,000 x g for 1 min?",
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "q02_can_hig4_deepwell",
        "Can the HiG4 give the deep-well block 3000 × g for ten minutes, please?",
        "spin rcf_g=3000 duration_s=600 @bionex_hig4",
    ),
    (
        "q03_fluorescence_two_sentences",
        "Could you do a fluorescence read on the SpectraMax i3x? Excitation 485 nm, emission 528 nm.",
        "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x",
    ),
    (
        "q04_is_it_ok_seal",
        "Is it OK to seal the PCR plate at 165 °C for 3 s? If so, please go ahead.",
        "seal temperature_c=165 duration_s=3",
    ),
    (
        "q05_somebody_peel_384",
        "Can somebody take the foil seal off the 384-well plate with the XPeel?",
        "peel @azenta_xpeel",
    ),
    (
        "q06_wondering_plate_fridge",
        "I was wondering whether you could put the finished assay plate into the plate fridge "
        "at 4 °C until Monday.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "q07_luminescence_half_second",
        "Can we get a luminescence read on the white 96-well plate? Half a second of integration "
        "per well should do.",
        "read_luminescence integration_s=0.5",
    ),
    (
        "q08_mind_shaking_24dw",
        "Would you mind shaking the 24 deep-well plate on the BioShake — 800 rpm, 20 minutes?",
        "shake speed_rpm=800 duration_s=1200 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "q09_flex_aliquot_medium",
        "Can the Opentrons Flex aliquot 150 µL of medium into every well of a flat 96-well plate?",
        "transfer volume_ul=150 @opentrons_flex",
    ),
    (
        "q10_labchip_24_samples",
        "Could you run the LabChip DNA 1K assay on the 24 samples sitting in the PCR plate?",
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "q11_kingfisher_program",
        "Could the KingFisher Flex run the MagMAX_Viral_RNA program on the deep-well sample plate?",
        "run_program @kingfisher_flex",
    ),
    (
        "q12_5424r_cold_spin",
        "Can the 5424 R do 16,000 x g for 10 min at 4 °C on these 1.5 mL tubes?",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "q13_od600_half_plate",
        "Is it possible to read OD600 on the culture plate (96-well), but only columns 1 to 6?",
        "read_absorbance wavelength_nm=600 wells=48",
    ),
    (
        "q14_odtc_three_step_cycling",
        "Could the ODTC run 30 cycles of 98 °C for 10 s, 55 °C for 20 s and 72 °C for 30 s on "
        "the PCR plate?",
        "run_pcr cycles=30 denaturation_c=98 denaturation_s=10 annealing_c=55 annealing_s=20 "
        "extension_c=72 extension_s=30 @inheco_odtc",
    ),
    (
        "q15_cfx_statement_then_ask",
        "The 384-well plate is sealed and loaded. Would it be possible to run it on the CFX384 "
        "with 95 °C for 3 min, then 40 cycles of 95 °C 10 s / 60 °C 30 s?",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "q16_pf400_carry_to_reader",
        "Can the PF400 carry the plate over to the SpectraMax?",
        "move_plate @spectramax_i3x",
    ),
    (
        "q17_star_resuspend_row_a",
        "Could the Hamilton STAR resuspend the beads in row A of the 96 deep-well plate? Mix with "
        "100 uL, ten times.",
        "mix volume_ul=100 @hamilton_star wells=12",
    ),
    # ------------------------------------------------------------------ two or three steps
    (
        "q18_stop_then_read",
        "Could you add 50 µL of stop solution to every well and then read at 450 nm?",
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "q19_before_resazurin_incubate",
        "Before the resazurin read (ex 560 nm / em 590 nm), could the plate spend an hour at "
        "37 °C in the incubator?",
        "incubate temperature_c=37 duration_s=3600 > read_fluorescence excitation_nm=560 "
        "emission_nm=590",
    ),
    (
        "q20_robot_ctg_shake_read",
        "Can the robot add 20 µl of CellTiter-Glo to each well, shake it at 500 rpm for 2 minutes, "
        "and then read luminescence with 1 s integration?",
        "transfer volume_ul=20 > shake speed_rpm=500 duration_s=120 > read_luminescence integration_s=1",
    ),
    (
        "q21_after_spin_peel",
        "After the plate has been spun at 500 x g for 5 min, could you peel the seal off?",
        "spin rcf_g=500 duration_s=300 > peel",
    ),
    (
        "q22_would_it_be_possible_seal_spin",
        "Would it be possible to seal at 170 °C for 2.5 s and then spin down at 1,500 ×g for 1 min?",
        "seal temperature_c=170 duration_s=2.5 > spin rcf_g=1500 duration_s=60",
    ),
    (
        "q23_preamble_bca_superseded",
        "You know the BCA from last week? We read it at 595 nm by mistake. This time, could you "
        "give it 30 min at 37 °C on the heater-shaker at 300 rpm and then read at 562 nm?",
        "shake speed_rpm=300 duration_s=1800 temperature_c=37 > read_absorbance wavelength_nm=562",
    ),
    (
        "q24_is_it_ok_store_once_spun",
        "Is it OK to put the sealed PCR plate in the cold store at 8 °C once it's been spun at "
        "1000 g for 30 s?",
        "spin rcf_g=1000 duration_s=30 > store temperature_c=8 @cytomat_2c425",
    ),
    (
        "q25_i7_then_kingfisher",
        "Could the Biomek i7 dispense 200 µL of wash buffer into the deep-well plate, and then "
        "the KingFisher run Wash_3x?",
        "transfer volume_ul=200 @biomek_i7_hybrid > run_program @kingfisher_flex",
    ),
    (
        "q26_how_about_5810_tubes_fluent",
        "How about spinning the 50 mL tubes in the 5810 R at 3,000 x g for 15 min at 4 °C, then "
        "having the Fluent move 5 mL of supernatant from each into a 24 deep-well plate?",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=5000 @tecan_fluent",
    ),
    (
        "q27_odtc_incubate_before_that_ot2",
        "Could the ODTC incubate the PCR plate at 65 °C for 10 min? Before that, the OT-2 needs "
        "to add 5 uL of proteinase K to columns 1-3.",
        "transfer volume_ul=5 @opentrons_ot2 wells=24 > incubate temperature_c=65 duration_s=600 "
        "@inheco_odtc",
    ),
    (
        "q28_star_row_h_384_then_a4s",
        "Can the STAR pipette 10 µL from the sample tubes into row H of the 384-well plate, and "
        "then could the a4S seal it at 160 °C for 2 s?",
        "transfer volume_ul=10 @hamilton_star wells=24 > seal temperature_c=160 duration_s=2 "
        "@azenta_a4s",
    ),
    (
        "q29_wondering_labchip_buffer_first",
        "I was wondering whether you could run the LabChip HT Protein Express assay on 96 "
        "samples. Could the Biomek i5 add 35 µL of sample buffer to each well first?",
        "transfer volume_ul=35 @biomek_i5 > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "q30_rows_a_b_read_then_hotel",
        "Can we get a fluorescence read at ex 340 / em 460 on rows A and B of the 96-well plate, "
        "and then put the plate back into the hotel?",
        "read_fluorescence excitation_nm=340 emission_nm=460 wells=24 > store @cytomat_24",
    ),
    (
        "q31_strips_before_ot2",
        "Could the 5424R quickly spin the PCR strips at 2,000 × g for 30 seconds before the OT-2 "
        "pipettes 15 µL from each tube into the PCR plate?",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r > transfer volume_ul=15 @opentrons_ot2",
    ),
    (
        "q32_mix_then_shake_i5",
        "The lysate in the deep-well plate has settled. Could you mix it by pipetting 500 µL up "
        "and down on the Biomek i5, then shake at 1,000 rpm for 5 min?",
        "mix volume_ul=500 @biomek_i5 > shake speed_rpm=1000 duration_s=300",
    ),
    (
        "q33_seal_spin_cfx384",
        "Would you seal the 384-well PCR plate at 160 °C for 2 s, spin it at 1,000 g for 1 minute, "
        "and run it on the CFX384: 95 °C 10 min, then 45 cycles of 95 °C 15 s and 60 °C 1 min?",
        "seal temperature_c=160 duration_s=2 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=45 "
        "initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 "
        "annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "q34_before_reader_shake_prior_i5",
        "Before the plate goes on the reader for OD600, could it be shaken at 1200 rpm for 30 s? "
        "And prior to that, can the i5 add 180 µL of LB to every well?",
        "transfer volume_ul=180 @biomek_i5 > shake speed_rpm=1200 duration_s=30 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "q35_vspin_a4s_hotel",
        "Could the VSpin spin the assay plate at 600 x g for 1 min, then the a4S seal it at "
        "150 °C for 1 s, and the PF400 put it away in the hotel?",
        "spin rcf_g=600 duration_s=60 @agilent_vspin > seal temperature_c=150 duration_s=1 "
        "@azenta_a4s > store @cytomat_24",
    ),
    # ------------------------------------------------------------------ four or more steps
    (
        "q36_elisa_tmb_rt",
        "Could the robot add 100 µL of TMB to all wells, leave it 15 min at room temperature, "
        "add 50 µL of stop solution and then read at 450 nm?",
        "transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "q37_ot2_pcr_setup_to_odtc",
        "Could the OT-2 put 20 µL of master mix into each well of a 96-well PCR plate and add "
        "5 µL of template, then seal at 170 °C for 2 s, spin for 1 min at 1,000 × g, and run "
        "35 cycles on the ODTC (95 °C 30 s, 58 °C 30 s, 72 °C 1 min)?",
        "transfer volume_ul=20 @opentrons_ot2 > transfer volume_ul=5 > seal temperature_c=170 "
        "duration_s=2 > spin rcf_g=1000 duration_s=60 > run_pcr cycles=35 denaturation_c=95 "
        "denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 extension_s=60 @inheco_odtc",
    ),
    (
        "q38_preamble_qpcr_i7",
        "You know the SYBR qPCR from Friday? This time let's do it on the Biomek i7. Can it "
        "dispense 8 µL of SYBR mix into a 384-well PCR plate and add 2 µL of cDNA, then seal it "
        "(175 °C, 1.5 s), spin at 1500 x g for 2 min and put it on the CFX384? The program is "
        "95 °C for 3 min, then 40 cycles of 95 °C for 5 s and 60 °C for 30 s.",
        "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 > seal temperature_c=175 "
        "duration_s=1.5 > spin rcf_g=1500 duration_s=120 > run_qpcr cycles=40 "
        "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=5 "
        "annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "q39_cytomat_compound_48h",
        "Could you get the cell plate out of the Cytomat, add 10 µL of compound on the Fluent, "
        "put it back in the incubator for 48 hours at 37 °C, and then read luminescence?",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @tecan_fluent > incubate temperature_c=37 "
        "duration_s=172800 > read_luminescence",
    ),
    (
        "q40_spri_kingfisher_labchip",
        "Would it be possible for the Hamilton STAR to add 90 µL of SPRI beads to the PCR "
        "products in the deep-well plate and mix with 100 µL, and then have the KingFisher run "
        "SPRI_cleanup? Afterwards, please move 20 µL of each eluate into a PCR plate and run the "
        "LabChip NGS 3K assay on 48 samples.",
        "transfer volume_ul=90 @hamilton_star > mix volume_ul=100 > run_program @kingfisher_flex > "
        "transfer volume_ul=20 > run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "q41_how_about_seal_spin_peel_read",
        "How about sealing at 180 °C for 3 s, spinning at 2,500 × g for 2 min, peeling, and then "
        "reading fluorescence at 485 nm excitation / 520 nm emission?",
        "seal temperature_c=180 duration_s=3 > spin rcf_g=2500 duration_s=120 > peel > "
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "q42_overnight_culture_spin_read",
        "Could you add 200 µL of medium to each well of the flat 96-well plate, incubate it "
        "overnight at 30 °C, then spin at 3,000 × g for 10 minutes and read OD600?",
        "transfer volume_ul=200 > incubate temperature_c=30 > spin rcf_g=3000 duration_s=600 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "q43_i7_lysis_before_kingfisher",
        "Could the Biomek i7 add 300 µL of lysis buffer to the 96 deep-well plate and shake it at "
        "1,000 rpm for 10 min? Then please spin at 2,000 × g for 2 min before the KingFisher runs "
        "RNA_Extract_96.",
        "transfer volume_ul=300 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=600 > "
        "spin rcf_g=2000 duration_s=120 > run_program @kingfisher_flex",
    ),
    (
        "q44_htrf_hotel_fluent_bioshake",
        "Would it be possible to retrieve the 384-well plate from the plate hotel, dispense 5 µL "
        "of detection reagent with the Tecan Fluent, shake at 1,500 rpm for 1 min on the "
        "BioShake, let it sit 30 minutes at room temperature and then read fluorescence at "
        "ex 340 / em 665?",
        "retrieve @cytomat_24 > transfer volume_ul=5 @tecan_fluent > shake speed_rpm=1500 "
        "duration_s=60 @qinstruments_bioshake_3000t_elm > incubate duration_s=1800 > "
        "read_fluorescence excitation_nm=340 emission_nm=665",
    ),
    (
        "q45_odtc_full_profile_then_labchip",
        "Can the ODTC run the library amp: initial denaturation 98 °C for 30 s, 12 cycles of "
        "98 °C 10 s, 62 °C 15 s, 72 °C 20 s, final extension 72 °C for 2 min, hold at 4 °C? "
        "After that, could you peel the plate and run the LabChip NGS 3K assay on 48 samples?",
        "run_pcr cycles=12 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=15 extension_c=72 extension_s=20 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc > peel > "
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "q46_bradford_flex_two_columns",
        "Could the Opentrons Flex pipette 5 µL of each standard into columns 1 and 2 of a flat "
        "96-well plate, then 250 µL of Bradford reagent into columns 1 and 2 as well, shake for "
        "30 s at 600 rpm and read at 595 nm?",
        "transfer volume_ul=5 @opentrons_flex wells=16 > transfer volume_ul=250 wells=16 > "
        "shake speed_rpm=600 duration_s=30 > read_absorbance wavelength_nm=595",
    ),
    (
        "q47_preamble_cold_store_chain",
        "You know the lysate plate we spun yesterday? Could you take it out of the cold store, "
        "peel it, have the STAR move 50 µL from every well into a fresh PCR plate, seal that at "
        "165 °C for 2 s and put it in the cold store at 4 °C?",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=50 @hamilton_star > "
        "seal temperature_c=165 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "q48_staining_rows_a_to_d",
        "Can we do the staining on rows A to D of the 96-well plate? Add 100 µL of blocking "
        "buffer, incubate 1 h at 37 °C, add 50 µL of antibody, leave it 1 h at room temperature, "
        "and read fluorescence at 488/525 nm (ex/em).",
        "transfer volume_ul=100 wells=48 > incubate temperature_c=37 duration_s=3600 > "
        "transfer volume_ul=50 wells=48 > incubate duration_s=3600 > "
        "read_fluorescence excitation_nm=488 emission_nm=525",
    ),
    (
        "q49_is_hig4_free_if_so",
        "Is the HiG4 free? If so, please spin the deep-well plate at 3,000 x g for 20 min, have "
        "the PF400 bring it to the Biomek i5, transfer 400 µL of cleared lysate into a fresh "
        "deep-well plate there and start the KingFisher gDNA_Blood program.",
        "spin rcf_g=3000 duration_s=1200 @bionex_hig4 > move_plate @biomek_i5 > "
        "transfer volume_ul=400 @biomek_i5 > run_program @kingfisher_flex",
    ),
    (
        "q50_kinetics_read_twice_start_with",
        "Could you read absorbance at 405 nm, give the plate 10 minutes at 37 °C in the "
        "incubator, and then read at 405 nm again? Please start with 20 µL of pNPP substrate in "
        "each well on the OT-2.",
        "transfer volume_ul=20 @opentrons_ot2 > read_absorbance wavelength_nm=405 > "
        "incubate temperature_c=37 duration_s=600 > read_absorbance wavelength_nm=405",
    ),
    (
        "q51_i5_stamp_96_to_384_qpcr",
        "Could the Biomek i5 stamp 4 µL of cDNA from the 96-well PCR plate into a 384-well PCR "
        "plate that already holds 6 µL of mix per well, seal at 170 ºC for 2 s, spin at 1,000 g "
        "for 1 min and run the CFX384 with 95 ºC for 2 min then 40 cycles of 95 ºC 15 s, "
        "60 ºC 1 min?",
        "transfer volume_ul=4 @biomek_i5 > seal temperature_c=170 duration_s=2 > "
        "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 "
        "initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=60 "
        "annealing_s=60 @biorad_cfx384",
    ),
    (
        "q52_statements_and_asks_384_viability",
        "The plate is a 384-well flat-bottom. Can the Fluent add 40 µL of cells per well? After "
        "that it should go into the CO2 incubator at 37 °C for 24 h. Then, would you add 10 µL "
        "of CellTiter-Glo, shake 2 min at 1000 rpm, and read luminescence with 0.5 s integration?",
        "transfer volume_ul=40 @tecan_fluent > incubate temperature_c=37 duration_s=86400 "
        "@cytomat_2c450 > transfer volume_ul=10 > shake speed_rpm=1000 duration_s=120 > "
        "read_luminescence integration_s=0.5",
    ),
    (
        "q53_star_normalise_a1_a6",
        "Could the Hamilton STAR normalise six samples in the PCR plate: 45 µL of water into "
        "wells A1–A6, then 5 µL of DNA into wells A1–A6, then mix them with 30 µL? Afterwards "
        "seal at 165 °C for 2 seconds.",
        "transfer volume_ul=45 @hamilton_star wells=6 > transfer volume_ul=5 wells=6 > "
        "mix volume_ul=30 wells=6 > seal temperature_c=165 duration_s=2",
    ),
    # ------------------------------------------------------------------ must ask
    (
        "q54_ask_rpm_plate_spin",
        "Could you spin the PCR plate at 2000 rpm for 3 min?",
        "ask",
    ),
    (
        "q55_ask_tecan_spark",
        "Can you read the ELISA plate on the Tecan Spark at 450 nm?",
        "ask",
    ),
    (
        "q56_ask_vortex_then_spin",
        "Would you vortex the 1.5 mL tubes for 10 seconds and then spin them at 12,000 × g for "
        "1 min?",
        "ask",
    ),
    (
        "q57_ask_eppendorf_5430",
        "Could we spin the PCR strips in the Eppendorf 5430 at 10,000 × g for 2 min?",
        "ask",
    ),
    (
        "q58_ask_sonicate",
        "Can the robot sonicate the lysate plate for 30 s before the STAR transfers 100 µL to a "
        "fresh plate?",
        "ask",
    ),
    (
        "q59_ask_drops",
        "Could the Biomek add 3 drops of substrate to each well, please?",
        "ask",
    ),
    (
        "q60_ask_echo",
        "I was wondering whether the Echo 525 could dispense 25 nL of compound into the 384-well "
        "plate?",
        "ask",
    ),
    (
        "q61_ask_revs",
        "How about spinning the deep-well block at 3,500 revs for 10 min, then shaking it at "
        "1000 rpm for 1 min?",
        "ask",
    ),
    # ------------------------------------------------------------------ impossible
    (
        "q62_halt_flat_plate_6000g",
        "Could you spin the 96-well flat-bottom plate at 6,000 x g for 5 minutes?",
        "halted",
    ),
    (
        "q63_halt_overfill_96_flat",
        "Would it be possible to put 450 µL of buffer into each well of a standard 96-well flat "
        "plate?",
        "halted",
    ),
    (
        "q64_halt_sealer_240",
        "Can the sealer run at 240 °C for 2 s on the PCR plate?",
        "halted",
    ),
    (
        "q65_halt_shake_4000",
        "Can we shake the deep-well plate at 4,000 rpm for a minute?",
        "halted",
    ),
    (
        "q66_halt_emission_below_excitation",
        "Is it possible to read fluorescence with excitation at 520 nm and emission at 490 nm?",
        "halted",
    ),
    (
        "q67_halt_tubes_30000g",
        "Could you spin the 1.5 mL tubes at 30,000 × g for 5 min?",
        "halted",
    ),
    (
        "q68_halt_qpcr_120_cycles",
        "Can you run a qPCR on the CFX384 with 120 cycles of 95 °C 15 s, 60 °C 30 s?",
        "halted",
    ),
    (
        "q69_halt_overfill_384_then_read",
        "Could the OT-2 add 150 µL to each well of the 384-well flat plate and then read it at "
        "450 nm?",
        "halted",
    ),
    (
        "q70_halt_pcr_plate_8000g_multistep",
        "Could you add 20 µL of master mix to the 96-well PCR plate, seal it at 170 °C for 2 s "
        "and then spin it at 8,000 × g for 1 min?",
        "halted",
    ),
]
