"""Hold-out batch "trackedchanges": protocol text copied out of a shared document (Word /
Google Docs / an ELN) with the tracked changes and review comments still visible.

Style: strike-through as ~~old~~ or [deleted: ...]; insertions as [inserted: ...] or ++new++;
margin comments and replies ("[Comment JS: use 4 C not RT]", "<<AB: agreed, 2 min>>",
"[Reply TS: agreed]"); accept / reject markers ("(change rejected by ...)", "[Deletion
rejected ...]", "[All changes accepted ...]"); "(was 500 x g)" annotations; character-level
edits inside a number; a moved step; formatting-only change notes.

The expected ops describe the text AFTER the review is applied: deleted text is gone, inserted
text is in; a comment whose thread says the change was agreed / accepted is applied; a comment
that only asks a question, or a change that was rejected, is not applied (the original text
stands). Where the thread leaves the value genuinely undecided (value deleted with no
replacement and "TBD", two competing insertions with no decision), expected is "ask".
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "tc_01_inserted_rcf",
        "Spin the plate at ~~500 x g~~ [inserted: 1,000 x g] for 2 min.",
        "spin rcf_g=1000 duration_s=120",
    ),
    (
        "tc_02_reply_agreed_duration",
        "Step 6. Incubate the assay plate at 37 °C for [deleted: 30 min][inserted: 45 min] in the "
        "CO2 incubator.\n[Comment JS: 45 min matches the kit insert]\n[Reply AB: agreed]",
        "incubate temperature_c=37 duration_s=2700 @cytomat_2c450",
    ),
    (
        "tc_03_plusplus_wavelength",
        "Read absorbance at ++450 nm++ ~~405 nm~~ on the SpectraMax i3x.",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "tc_04_was_style_seal",
        "Heat-seal the PCR plate on the a4S at 165 °C (was 170 °C) for 3 s (was 2 s).",
        "seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    (
        "tc_05_suggestion_declined_rpm",
        "Shake the 96 deep-well block on the BioShake at 1200 rpm for 5 min. "
        "[Comment KL: bump to 1500 rpm?] [Reply RT: no - 1500 splashes in the 2 mL block, "
        "keep 1200] [Resolved]",
        "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "tc_06_deleted_inserted_volume_wells",
        "Using the Hamilton STAR, dispense [deleted: 100 µL][inserted: 80 µL] of assay buffer "
        "into columns 1–6 of the 96-well flat-bottom plate.",
        "transfer volume_ul=80 @hamilton_star wells=48",
    ),
    (
        "tc_07_rpm_plate_ask",
        "Centrifuge the 96-well plate ~~briefly~~ [inserted: for 3 min] at 2,000 rpm. "
        "[Comment DW: copied from the old bench SOP]",
        "ask",
    ),
    (
        "tc_08_halted_flat_plate_rcf",
        "Spin the 96-well flat-bottom assay plate at [deleted: 2,000 × g][inserted: 4,500 × g] "
        "for 5 min. <<MR: accepted – we need a tighter pellet>>",
        "halted",
    ),
    (
        "tc_09_store_cold_agreed",
        "At the end of the run, store the sealed plate in the plate fridge at "
        "[deleted: room temperature][inserted: 4 °C].\n[Comment JS: use 4 C not RT]\n<<AB: agreed>>",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tc_11_fluor_emission_accepted",
        "Read fluorescence on the plate reader, excitation 485 nm, emission "
        "[deleted: 520][inserted: 535] nm. [Comment AB: 535/25 is the filter we actually have "
        "– change accepted]",
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "tc_12_kingfisher_program_renamed",
        "Run the [deleted: MagMAX_Viral_Pathogen][inserted: MagMAX_mirVana_Total_RNA] program "
        "on the KingFisher Flex.",
        "run_program @kingfisher_flex",
    ),
    (
        "tc_13_labchip_reply_yes",
        "Run the HT DNA 1K assay on the LabChip GX Touch for ~~48~~ ++96++ samples. "
        "[Comment PD: full plate this time?] [Reply SN: yes, all 96 – accept]",
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "tc_14_undecided_rcf_ask",
        "Centrifuge the 96 deep-well block for 10 min at [deleted: 1,500 x g]. "
        "[Comment JS: 1,500 or 3,000 x g? Check with Priya before we lock this.] "
        "[Reply PR: not sure yet, will test both next week]",
        "ask",
    ),
    (
        "tc_15_unregistered_instrument_ask",
        "Transfer 20 µL from the reservoir into all wells of the 384-well plate on the "
        "~~Biomek i7~~ [inserted: Tecan Freedom EVO]. <<AB: accepted – the i7 is down for service>>",
        "ask",
    ),
    (
        "tc_16_halted_overfill_flat",
        "With the Opentrons Flex, add [inserted: 400 µL][deleted: 200 µL] of growth medium to each "
        "well of the 96-well flat plate. [Comment HK: more volume to cut edge evaporation] "
        "[Reply LB: ok, accepted]",
        "halted",
    ),
    (
        "tc_17_odtc_heat_inactivation",
        "Heat-inactivate on the ODTC: hold the PCR plate at ~~95 °C~~ [inserted: 65 °C] for 10 min. "
        "[Comment LM: enzyme is heat-labile, 65 is enough] [Reply TS: agreed]",
        "incubate temperature_c=65 duration_s=600 @inheco_odtc",
    ),
    (
        "tc_18_move_destination_changed",
        "Use the PF400 to move the plate from the hotel to the [deleted: peeler][inserted: sealer].",
        "move_plate destination=azenta_a4s @precise_pf400",
    ),
    (
        "tc_20_mix_rows_ot2",
        "On the OT-2, mix by pipetting ~~50 µL~~ [inserted: 30 µL] ten times in rows A–B of the "
        "96-well PCR plate.",
        "mix volume_ul=30 @opentrons_ot2 wells=24",
    ),
    (
        "tc_21_microfuge_briefly_replaced",
        "Spin down the 2 mL tubes in the microcentrifuge at 16,000 × g "
        "[deleted: briefly][inserted: for 1 min], 4 °C.",
        "spin rcf_g=16000 duration_s=60 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "tc_22_halted_tube_rcf",
        "Clarify the lysate: spin the 1.5 mL tubes at [deleted: 12,000 x g][inserted: 25,000 x g] "
        "for 15 min at 4 °C. <<JP: accepted>>",
        "halted",
    ),
    (
        "tc_23_sonicate_ask",
        "Sonicate the lysate plate for 30 s [deleted: on ice][inserted: in the cup-horn, "
        "40% amplitude].",
        "ask",
    ),
    (
        "tc_24_thermoshaker_temp_time_inserted",
        "Shake on the thermoshaker at 800 rpm, [deleted: 25 °C][inserted: 37 °C], [inserted: 1 h].",
        "shake speed_rpm=800 temperature_c=37 duration_s=3600 @qinstruments_bioshake_3000t_elm",
    ),
    # ================================================================ two or three steps
    (
        "tc_25_reagent_and_integration_inserted",
        "Add 50 µL of ~~substrate~~ [inserted: Nano-Glo detection reagent] to each well, then read "
        "luminescence [inserted: with 0.5 s integration].",
        "transfer volume_ul=50 > read_luminescence integration_s=0.5",
    ),
    (
        "tc_26_before_reading_shake",
        "Before reading OD600, shake the 96-well plate for 30 s at ~~500~~ ++1000++ rpm on the "
        "BioShake. <<CG: 1000 agreed, the cells settle fast>>",
        "shake speed_rpm=1000 duration_s=30 @qinstruments_bioshake_3000t_elm"
        " > read_absorbance wavelength_nm=600",
    ),
    (
        "tc_27_seal_then_spin_reply_agreed",
        "Seal the PCR plate at 170 °C for [deleted: 2 s][inserted: 3 s], then spin 1 min at "
        "1,000 x g.\n[Comment LM: 3 s gives a better seal with the new foil]\n[Reply TS: agreed]",
        "seal temperature_c=170 duration_s=3 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "tc_28_pcr_profile_edits",
        "Run the PCR on the ODTC: 95 °C 3 min; [deleted: 35][inserted: 30] cycles of 95 °C 15 s, "
        "60 °C 30 s, 72 °C [deleted: 30 s][inserted: 45 s]; final extension 72 °C 5 min; hold at 4 °C.",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=30 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "tc_29_seal_then_qpcr_annealing",
        "Seal the 384-well PCR plate, then run it on the CFX384: 95 °C 2 min, 40 cycles of "
        "95 °C 5 s / ~~55~~ ++60++ °C 30 s.\n[Comment AB: Tm of the new primers is ~62 °C] "
        "[Reply RK: 60 agreed]",
        "seal > run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "tc_30_change_rejected_duration",
        "Incubate at 37 °C for [deleted: 1 h][inserted: 2 h] (change rejected by M. Okafor – kit "
        "says 1 h), then read absorbance at 450 nm.",
        "incubate temperature_c=37 duration_s=3600 > read_absorbance wavelength_nm=450",
    ),
    (
        "tc_31_was_annotations_chain",
        "Spin the deep-well plate at 2,000 × g (was 1,500 × g) for 10 min (was 5 min), then "
        "transfer 200 µL of the cleared supernatant to a fresh deep-well plate on the Fluent; seal it "
        "at 175 °C for 2 s (was 3 s) and park it in the Cytomat 24.",
        "spin rcf_g=2000 duration_s=600 > transfer volume_ul=200 @tecan_fluent"
        " > seal temperature_c=175 duration_s=2 > store @cytomat_24",
    ),
    (
        "tc_32_read_after_rt_incubation",
        "Read fluorescence (ex 560 / em 590) after a 15 min incubation at "
        "[deleted: 37 °C][inserted: room temperature].",
        "incubate duration_s=900 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "tc_33_two_insertions_undecided_ask",
        "Add [deleted: 10 µL] [inserted: 15 µL] [inserted: 20 µL] of primer mix to each well of the "
        "PCR plate on the ML STAR, then seal. [Comment JT: 15 or 20? Need Amy's call] [Unresolved]",
        "ask",
    ),
    (
        "tc_34_question_only_not_applied",
        "Transfer 25 µL of sample to the 384-well plate on the Biomek i7, then spin 1 min at "
        "1000 × g.\n[Comment CB: could we go to 1500 × g here?]",
        "transfer volume_ul=25 @biomek_i7_hybrid > spin rcf_g=1000 duration_s=60",
    ),
    (
        "tc_35_peel_add_reseal",
        "Peel the plate, add 5 µL [inserted: of stop solution] to all 384 wells, then re-seal at "
        "160 °C ~~for 1.5 s~~ [inserted: for 2 s].",
        "peel > transfer volume_ul=5 > seal temperature_c=160 duration_s=2",
    ),
    (
        "tc_36_halted_seal_temp",
        "Seal the deep-well plate at [deleted: 175 °C][inserted: 230 °C] for 2 s, then move it to "
        "the plate hotel.\n[Comment NF: datasheet for the new foil says 230] [Reply GH: accepted]",
        "halted",
    ),
    (
        "tc_37_i5_row_a_dye_and_mix",
        "On the Biomek i5, add 10 µL [inserted: of 6x loading dye] to row A of the PCR plate and "
        "[deleted: mix 3x at 20 µL][inserted: mix 5x at 15 µL].",
        "transfer volume_ul=10 @biomek_i5 wells=12 > mix volume_ul=15 @biomek_i5 wells=12",
    ),
    (
        "tc_38_rpm_5810_ask",
        "Pellet the cells: spin the 50 mL conicals in the 5810 R at 1,200 rpm "
        "[deleted: for 5 min][inserted: for 4 min]. [Comment RK: 4 min is plenty] <<EV: agreed>>",
        "ask",
    ),
    (
        "tc_39_retrieve_shake_peel_read",
        "Retrieve the BCA plate from the Cytomat 24, shake it 1 min at 300 rpm [inserted: on the "
        "BioShake], peel it, and read absorbance at 562 nm[deleted: and 600 nm].",
        "retrieve @cytomat_24 > shake speed_rpm=300 duration_s=60 @qinstruments_bioshake_3000t_elm"
        " > peel > read_absorbance wavelength_nm=562",
    ),
    (
        "tc_40_after_spin_incubate_4c",
        "After the spin, incubate the plate at [deleted: RT][inserted: 4 °C] for 30 min. "
        "Spin is 500 x g, 5 min.\n[Comment JS: use 4 C not RT]\n<<AB: agreed, 4 °C>>",
        "spin rcf_g=500 duration_s=300 > incubate temperature_c=4 duration_s=1800",
    ),
    (
        "tc_41_vortex_ask",
        "Vortex the tubes for 10 s [inserted: , then pulse-spin 30 s at 2,000 × g in the "
        "microcentrifuge].",
        "ask",
    ),
    (
        "tc_42_inserted_spin_step",
        "Transfer 150 µL of culture to the flat-bottom 96 plate on the Opentrons Flex, "
        "[inserted: spin 2 min at 300 × g to pop bubbles,] then read OD 600 nm and put the plate "
        "back in the CO2 incubator at 37 °C [deleted: for 2 h][inserted: overnight].\n"
        "<<KB: both insertions accepted>>",
        "transfer volume_ul=150 @opentrons_flex > spin rcf_g=300 duration_s=120"
        " > read_absorbance wavelength_nm=600 > incubate temperature_c=37 @cytomat_2c450",
    ),
    (
        "tc_43_deletion_rejected_step",
        "Add 40 µL lysis buffer to all wells (Hamilton STAR). ~~Seal at 170 °C for 2 s.~~ "
        "[Deletion rejected – JS: plate must be sealed before shaking] Shake 10 min at 1,500 rpm.",
        "transfer volume_ul=40 @hamilton_star > seal temperature_c=170 duration_s=2"
        " > shake speed_rpm=1500 duration_s=600",
    ),
    (
        "tc_44_moved_step_order",
        "1. Dispense 45 µL of AMC substrate with the i5.\n2. Read fluorescence ex 360 / em 460.\n"
        "3. Incubate 20 min at 37 °C.\n[Comment HL: the incubation has to happen before the read – "
        "moved step 3 above step 2] [Reply DS: accepted]",
        "transfer volume_ul=45 @biomek_i5 > incubate temperature_c=37 duration_s=1200"
        " > read_fluorescence excitation_nm=360 emission_nm=460",
    ),
    (
        "tc_45_reply_reverts_change",
        "Spin 5 min at [deleted: 1,000 × g][inserted: 2,000 × g] in the HiG4.\n"
        "[Comment PS: 2000 compacts the pellet too hard]\n[Reply LW: ok, reverting to 1000 – "
        "change rejected]",
        "spin rcf_g=1000 duration_s=300 @bionex_hig4",
    ),
    (
        "tc_46_384_columns_pin_transfer",
        "Using the Biomek i7, transfer [deleted: 5 µL][inserted: 2.5 µL] of compound into "
        "columns 1–2 of the 384-well assay plate, then spin 1 min at [inserted: 200] [deleted: 100] × g.",
        "transfer volume_ul=2.5 @biomek_i7_hybrid wells=32 > spin rcf_g=200 duration_s=60",
    ),
    (
        "tc_47_ml_and_overnight_replaced",
        "Aliquot [deleted: 1 mL][inserted: 0.5 mL] of LB into each well of the 96 deep-well block on "
        "the Tecan Fluent, then incubate at 30 °C [deleted: overnight] [inserted: for 16 h] in the "
        "Cytomat.",
        "transfer volume_ul=500 @tecan_fluent > incubate temperature_c=30 duration_s=57600"
        " @cytomat_2c450",
    ),
    (
        "tc_48_overnight_inserted",
        "After inoculating (10 µL per well, OT-2), incubate at 37 °C [deleted: for 6 h]"
        "[inserted: overnight], then read OD600 on the i3x.",
        "transfer volume_ul=10 @opentrons_ot2 > incubate temperature_c=37"
        " > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "tc_49_heat_shock_odtc",
        "Heat-shock the competent cells in the 96-well PCR plate on the ODTC: 42 °C for "
        "[deleted: 45 s][inserted: 30 s], then 4 °C for 2 min.\n[Comment: 30 s per the NEB "
        "protocol] <<YT: agreed>>",
        "incubate temperature_c=42 duration_s=30 @inheco_odtc"
        " > incubate temperature_c=4 duration_s=120 @inheco_odtc",
    ),
    (
        "tc_50_drops_unit_ask",
        "Add [deleted: 50 µL][inserted: 2 drops] of stop solution to each well with the Fluent, "
        "then read A450. <<MM: accepted, matches the kit card>>",
        "ask",
    ),
    (
        "tc_51_eppendorf_5430_ask",
        "Spin the 2 mL tubes at 12,000 × g for 5 min in the [deleted: 5424 R][inserted: Eppendorf "
        "5430]. <<HV: accepted, the 5424 R is booked all week>>",
        "ask",
    ),
    (
        "tc_52_duration_tbd_ask",
        "Incubate in the CO2 incubator at 37 °C for [deleted: 24 h]. [Comment JS: depends on the "
        "cell lot – TBD] [Reply AB: leave open until QC is back]",
        "ask",
    ),
    (
        "tc_53_char_level_edit_strip",
        "Add 1[deleted: 5][inserted: 2] µL of enzyme mix to each tube of the PCR strip on the "
        "Opentrons Flex, then spin the strip 30 s at 2,000 × g in the microcentrifuge.",
        "transfer volume_ul=12 @opentrons_flex > spin rcf_g=2000 duration_s=30 @eppendorf_5424r",
    ),
    (
        "tc_54_all_accepted_banner",
        "[All changes accepted by JW 2024-03-12] Dispense ~~60~~ 75 µL of wash buffer into the "
        "deep-well plate on the i5[inserted: , then run the Wash_3x program on the KingFisher].",
        "transfer volume_ul=75 @biomek_i5 > run_program @kingfisher_flex",
    ),
    (
        "tc_55_all_rejected_banner",
        "[Tracked changes in this section: ALL REJECTED by QA] Seal the plate at "
        "[deleted: 170 °C][inserted: 180 °C] for [deleted: 2 s][inserted: 1.5 s] on the Azenta sealer.",
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "tc_56_formatting_note_ignored",
        "Centrifuge the deep-well plate at 2,500 × g for 20 min at 4 °C [Formatted: Font: Bold, "
        "Highlight] in the refrigerated centrifuge.",
        "spin rcf_g=2500 duration_s=1200 temperature_c=4 @eppendorf_5810r",
    ),
    # ================================================================ four or more steps
    (
        "tc_57_elisa_rejected_reference",
        "ELISA development (Fluent): add 100 µL TMB per well, incubate 15 min at RT "
        "[inserted: in the dark], add 50 µL stop solution, read A450 [inserted: with 570 nm "
        "reference correction] [REJECTED – no 570 filter loaded on the reader].",
        "transfer volume_ul=100 @tecan_fluent > incubate duration_s=900 > transfer volume_ul=50"
        " > read_absorbance wavelength_nm=450",
    ),
    (
        "tc_58_bead_cleanup",
        "Bead clean-up on the Biomek i7: add [deleted: 1.8x][inserted: 90 µL] SPRI beads to each "
        "sample in the 96 deep-well plate, mix 10x at 100 µL, shake 5 min at 1,800 rpm on the "
        "BioShake, then run the SPRI_Cleanup program on the KingFisher.",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100"
        " > shake speed_rpm=1800 duration_s=300 @qinstruments_bioshake_3000t_elm"
        " > run_program @kingfisher_flex",
    ),
    (
        "tc_59_qpcr_setup_hotstart_inserted",
        "qPCR setup (Biomek i5): dispense 8 µL master mix into the 384-well PCR plate; add 2 µL "
        "template; seal [deleted: 165 °C 2 s][inserted: 170 °C 2.5 s]; spin 1 min at 1,000 × g; run "
        "40 cycles of 95 °C 10 s / 60 °C 30 s [inserted: after an initial 95 °C 3 min] on the "
        "CFX384.\n[Comment RK: do we need the hot-start activation?] [Reply ML: yes – added, "
        "accepted]",
        "transfer volume_ul=8 @biomek_i5 > transfer volume_ul=2"
        " > seal temperature_c=170 duration_s=2.5 > spin rcf_g=1000 duration_s=60"
        " > run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40"
        " denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "tc_60_ctg_having_first",
        "Add [deleted: 100 µL][inserted: 20 µL] CellTiter-Glo to each well of the 384-well plate, "
        "having first retrieved it from the CO2 incubator; shake 2 min at ~~300~~ ++500++ rpm, "
        "incubate 10 min at room temperature, then read luminescence (1 s integration).",
        "retrieve @cytomat_2c450 > transfer volume_ul=20 > shake speed_rpm=500 duration_s=120"
        " > incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "tc_61_halted_overfill_384_pcr",
        "Dispense [inserted: 50 µL] [deleted: 10 µL] of reaction mix into every well of the 384-well "
        "PCR plate, seal at 170 °C for 2 s, spin 1 min at 1,000 x g and run the qPCR on the CFX384."
        "\n<<ES: accepted – need more volume for the downstream sequencing>>",
        "halted",
    ),
    (
        "tc_62_halted_pcr_plate_rcf_was",
        "Spin the sealed 96-well PCR plate at 7,000 × g (was 3,000 × g – changed per CB) for 2 min, "
        "then load it on the ODTC and run 30 cycles of 95 °C 15 s / 58 °C 30 s / 72 °C 1 min.",
        "halted",
    ),
    (
        "tc_63_halted_shake_rpm",
        "Peel the 384-well plate, add 10 µL of compound on the Fluent, shake at "
        "[deleted: 2,000 rpm][inserted: 3,500 rpm] for 1 min, then read fluorescence ex 485 / em 520. "
        "<<TK: accepted>>",
        "halted",
    ),
    (
        "tc_64_halted_214nm",
        "Read the peptide plate on the SpectraMax at A[deleted: 280][inserted: 214]. "
        "[Comment OB: peptide-bond absorbance, switch to 214] [Reply: agreed]",
        "halted",
    ),
    (
        "tc_65_halted_store_minus20",
        "Seal the plate at 170 °C for 2 s and store it in the plate fridge at "
        "[deleted: 4 °C][inserted: −20 °C].\n<<AB: agreed, long-term storage of the library>>",
        "halted",
    ),
    (
        "tc_66_deleted_step_labchip",
        "1. Peel the seal on the XPeel.\n2. [deleted: Spin 1 min at 500 x g.]\n3. Add 15 µL of "
        "sample buffer to columns 1–3 of the 96-well PCR plate on the OT-2.\n4. Run the HT DNA "
        "High Sensitivity assay on the LabChip for ~~96~~ [inserted: 24] samples.",
        "peel @azenta_xpeel > transfer volume_ul=15 @opentrons_ot2 wells=24"
        " > run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "tc_67_end_repair_atailing_inserted",
        "End-repair on the i7 Hybrid: add [deleted: 7 µL][inserted: 10 µL] ER/A-tailing mix to "
        "50 µL DNA in the PCR plate, mix 5x at 40 µL, seal at 165 °C for 2 s, spin 30 s at "
        "500 × g, then incubate on the ODTC at 20 °C for 30 min [inserted: followed by 65 °C for "
        "30 min]. [Comment BB: the A-tailing step was missing] <<CK: accepted>>",
        "transfer volume_ul=10 @biomek_i7_hybrid > mix volume_ul=40"
        " > seal temperature_c=165 duration_s=2 > spin rcf_g=500 duration_s=30"
        " > incubate temperature_c=20 duration_s=1800 @inheco_odtc"
        " > incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "tc_68_cell_seeding_columns",
        "Seeding: dispense ~~40~~ ++25++ µL of cell suspension into the 384-well plate on the Fluent; "
        "spin 1 min at 100 × g; incubate 24 h at 37 °C in the CO2 incubator; add 5 µL of compound "
        "to [deleted: all columns][inserted: columns 3–22].",
        "transfer volume_ul=25 @tecan_fluent > spin rcf_g=100 duration_s=60"
        " > incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > transfer volume_ul=5 wells=320",
    ),
    (
        "tc_69_extraction_to_cold_store",
        "Extraction: pipette 200 µL of sample into the 96 deep-well plate on the Hamilton STAR, then "
        "[deleted: 200][inserted: 250] µL of lysis buffer; shake 10 min at [deleted: 1000]"
        "[inserted: 1,400] rpm, 56 °C on the BioShake; run the MagMAX_DNA program on the KingFisher; "
        "store the elution plate in the cold store at 4 °C.\n[Comment EL: is 56 right for the "
        "proteinase K?] [Reply FM: yes, 56 per the kit]",
        "transfer volume_ul=200 @hamilton_star > transfer volume_ul=250"
        " > shake speed_rpm=1400 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm"
        " > run_program @kingfisher_flex > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tc_70_bca_columns",
        "BCA: transfer 10 µL of each standard/sample into columns 1–[deleted: 12][inserted: 8] of "
        "a 96-well flat plate (OT-2), add 200 µL working reagent, shake 30 s at 600 rpm, incubate "
        "30 min at 37 °C, read at 562 nm.",
        "transfer volume_ul=10 @opentrons_ot2 wells=64 > transfer volume_ul=200"
        " > shake speed_rpm=600 duration_s=30 > incubate temperature_c=37 duration_s=1800"
        " > read_absorbance wavelength_nm=562",
    ),
    (
        "tc_71_read_after_peel_and_spin",
        "Read fluorescence at ex 490 / em 520 [inserted: – but only after the plate has been peeled "
        "on the XPeel and spun 1 min at 800 × g].",
        "peel @azenta_xpeel > spin rcf_g=800 duration_s=60"
        " > read_fluorescence excitation_nm=490 emission_nm=520",
    ),
    (
        "tc_72_mtt_hotel_chain",
        "Retrieve the plate from the hotel, [deleted: add 20 µL][inserted: add 30 µL] MTT reagent "
        "with the STAR, incubate 3 h (was 4 h) at 37 °C in the CO2 incubator, add 100 µL "
        "solubilisation buffer, shake 15 min at 400 rpm, read A570.",
        "retrieve @cytomat_24 > transfer volume_ul=30 @hamilton_star"
        " > incubate temperature_c=37 duration_s=10800 @cytomat_2c450 > transfer volume_ul=100"
        " > shake speed_rpm=400 duration_s=900 > read_absorbance wavelength_nm=570",
    ),
    (
        "tc_73_pcr_spin_labchip_question",
        "PCR on the on-deck thermocycler: 98 °C 30 s; 25 cycles of 98 °C 10 s, "
        "[deleted: 65 °C][inserted: 62 °C] 20 s, 72 °C 30 s; final 72 °C 2 min. [Comment: gradient "
        "showed 62 best – accepted] Then spin 1 min at 1,000 x g and run 12 samples on the LabChip "
        "(HT DNA 1K). [Comment SN: all 96?] [Reply DM: no, just the 12 from row A]",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=25 denaturation_c=98"
        " denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30"
        " final_extension_c=72 final_extension_s=120 @inheco_odtc > spin rcf_g=1000 duration_s=60"
        " > run_assay sample_count=12 @labchip_gx_touch_ht",
    ),
    (
        "tc_74_retrieve_peel_transfer_reseal_store",
        "Retrieve the compound plate from the plate fridge, peel it, transfer [deleted: 2 µL]"
        "[inserted: 1 µL] into the 384-well assay plate with the Biomek i7, re-seal the compound "
        "plate at [deleted: 160 °C][inserted: 170 °C] for 1.5 s, then return it to the plate fridge "
        "at 4 °C.\n[Comment OA: 1 µL ok for the i7 384 head?] [Reply IN: yes, validated – accept]",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=1 @biomek_i7_hybrid"
        " > seal temperature_c=170 duration_s=1.5 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tc_75_thread_settles_on_third_value",
        "Add 30 µL of HTRF detection mix to the 384-well plate with the Biomek i5, spin 1 min at "
        "1,000 × g, incubate [deleted: 1 h][inserted: 2 h] at room temperature, then read "
        "fluorescence ex 320 / em 665.\n[Comment AB: 2 h?]\n[Reply CD: agreed]\n[Reply AB: "
        "actually 3 h gives a better assay window, see run 14]\n[Reply CD: ok, 3 h – final]",
        "transfer volume_ul=30 @biomek_i5 > spin rcf_g=1000 duration_s=60"
        " > incubate duration_s=10800 > read_fluorescence excitation_nm=320 emission_nm=665",
    ),
    (
        "tc_76_deepwell_expression_chain",
        "Inoculate: transfer 20 µL of starter culture into each well of the 24 deep-well plate on "
        "the Opentrons Flex; shake at [deleted: 250][inserted: 300] rpm, 37 °C, "
        "[deleted: for 4 h][inserted: for 6 h] on the BioShake; spin 10 min at 2,000 × g; then move "
        "1 mL of supernatant (was 1.5 mL) to a 96 deep-well plate.",
        "transfer volume_ul=20 @opentrons_flex"
        " > shake speed_rpm=300 temperature_c=37 duration_s=21600 @qinstruments_bioshake_3000t_elm"
        " > spin rcf_g=2000 duration_s=600 > transfer volume_ul=1000",
    ),
    (
        "tc_77_dual_luciferase_both_reads_edited",
        "Dual-luciferase: retrieve the plate from the incubator; add 75 µL "
        "[deleted: ONE-Glo][inserted: Dual-Glo] reagent on the STAR; incubate 10 min at RT; read "
        "luminescence, ~~1 s~~ 0.5 s integration; add 75 µL Stop & Glo; incubate 10 min at RT; read "
        "luminescence again, ~~1 s~~ 0.5 s.\n<<AB: 0.5 s agreed for both reads>>",
        "retrieve @cytomat_2c450 > transfer volume_ul=75 @hamilton_star > incubate duration_s=600"
        " > read_luminescence integration_s=0.5 > transfer volume_ul=75 > incubate duration_s=600"
        " > read_luminescence integration_s=0.5",
    ),
    (
        "tc_78_reader_swapped_to_unregistered_ask",
        "Transfer 90 µL of cells to the 96-well plate on the Fluent, incubate 2 h at 37 °C in the "
        "CO2 incubator, add 10 µL resazurin, incubate 1 h, then read fluorescence 560/590 on the "
        "~~SpectraMax~~ [inserted: Tecan Spark]. <<LR: accepted – the SpectraMax is out for repair>>",
        "ask",
    ),
    (
        "tc_79_pcr_described_after_cleanup",
        "After the PCR, peel the plate and add [deleted: 40][inserted: 20] µL of water to columns "
        "1–4 on the Biomek i5, then run 32 samples on the LabChip (HT DNA 5K). The PCR itself "
        "(ODTC, plate sealed at 165 °C for 2 s first): 35 cycles of 94 °C 30 s / 55 °C 30 s / "
        "72 °C 1 min[inserted: , final extension 72 °C 10 min].",
        "seal temperature_c=165 duration_s=2 > run_pcr cycles=35 denaturation_c=94"
        " denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60"
        " final_extension_c=72 final_extension_s=600 @inheco_odtc > peel"
        " > transfer volume_ul=20 @biomek_i5 wells=32 > run_assay sample_count=32 @labchip_gx_touch_ht",
    ),
]
