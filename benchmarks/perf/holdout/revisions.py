"""Hold-out batch "revisions": intents where the scientist changes their mind or refers
back, as people really type into a chat box that drives a workcell.

Style: self-corrections mid-sentence ("— sorry, 40 µL", "no make it 10 min", "typo, 24 h",
"edit: ...", "scratch that", "on second thought"), markdown strike-through
("~~300 x g~~ 500 x g"), a sed-style fix ("s/405/415/"), an undo ("go back to 450"),
repeats ("wash twice", "repeat the shake", "do steps 2-3 again", "repeat the read twice
more", "do this twice"), values relative to an earlier step only where unambiguous ("same
speed for twice as long", "half that volume", "make the mix volume the same as the
transfer"), "instead of X do Y", "skip the seal this time", swapped order ("swap the order",
"seal before the spin, not after"), and "same as yesterday's run but ..." (spelled out in
full, or left unspecified -> "ask").

The expected ops always describe the FINAL corrected request: a repeated step appears as
many times as it is run, a dropped step is not listed, and a value corrected into (or out
of) an instrument limit decides "halted".
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "rev_01_dash_sorry_volume",
        "Add 50 µL of lysis buffer to every well of the 96-well plate — sorry, 40 µL.",
        "transfer volume_ul=40",
    ),
    (
        "rev_02_no_make_it_duration",
        "spin the deep well block 5 min, no make it 10 min, 1000 xg",
        "spin rcf_g=1000 duration_s=600",
    ),
    (
        "rev_03_markdown_strikethrough_g",
        "Centrifuge the PCR plate at ~~300 x g~~ 500 x g for 1 min.",
        "spin rcf_g=500 duration_s=60",
    ),
    (
        "rev_04_change_only_speed",
        "Thermoshaker: 37 C, 800 rpm, 20 min. Change of plan on the speed — 1100 rpm; "
        "everything else stays.",
        "shake speed_rpm=1100 duration_s=1200 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "rev_05_typo_hours",
        "Put the cell plate in the CO2 incubator at 37 °C for 4 h — typo, 24 h.",
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450",
    ),
    (
        "rev_06_tubes_two_fixes_room_temp",
        "Microcentrifuge the 1.5 ml tubes at 12,000 x g, 4 °C, 10 min — wait, 15 min, and at "
        "room temp, not 4.",
        "spin rcf_g=12000 duration_s=900",
    ),
    (
        "rev_07_never_mind_the_seal",
        "Heat-seal at 180 °C for 1.5 s, then spin at 1,000 g for a minute. Actually never mind "
        "the seal, the plate's already foiled. Just the spin.",
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "rev_08_undo_back_to_original",
        "Absorbance at 450 nm on the i3x. Change that to 490. Hmm, no — go back to 450, 490 "
        "was for the other kit.",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "rev_09_qpcr_cycle_count_fixed",
        "CFX384 run: 95 °C for 3 min, then 40 cycles of 95 °C 10 s / 60 °C 30 s. Sorry — 45 "
        "cycles, these are low-copy targets.",
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "rev_10_odtc_new_annealing",
        "ODTC run for the 96-well PCR plate: 98 °C 30 s, then 30 cycles of 98 °C 10 s, "
        "55 °C 20 s, 72 °C 30 s; final 72 °C 5 min; hold at 4 °C. Change the annealing to "
        "62 °C — new primer pair.",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "rev_11_columns_revised",
        "Dispense 25 uL of substrate into columns 1-4 — no, columns 1-6 — of the 96-well plate.",
        "transfer volume_ul=25 wells=48",
    ),
    (
        "rev_12_other_centrifuge_higher_g",
        "Spin the deep-well plate on the VSpin, 2 min at 1000 x g. Actually, use the HiG4 "
        "instead and go to 3000 x g — the pellet isn't sticking.",
        "spin rcf_g=3000 duration_s=120 @bionex_hig4",
    ),
    (
        "rev_13_luminescence_integration_fixed",
        "Read luminescence with 0.5 s integration — no, 1 s per well, it's a dim reporter.",
        "read_luminescence integration_s=1",
    ),
    # ---------------------------------------------------------- single step, halted
    (
        "rev_14_halt_corrected_above_plate_rating",
        "Spin the 96-well PCR plate at 4000 x g for 2 min — no, make it 8000 x g, I want the "
        "beads fully pelleted.",
        "halted",
    ),
    (
        "rev_15_halt_corrected_overfill",
        "Fill each well of the flat-bottom 96-well plate with 300 µL of media — sorry, 400 µL, "
        "the cells dry out otherwise.",
        "halted",
    ),
    (
        "rev_16_halt_seal_too_hot",
        "Seal the deep-well at 170 °C for 3 s. Correction: 210 °C, the new foil needs more heat.",
        "halted",
    ),
    (
        "rev_17_halt_wavelength_below_reader",
        "Read absorbance at 280 nm — actually, read at 214 nm instead, we want the peptide "
        "bond signal.",
        "halted",
    ),
    (
        "rev_18_halt_tubes_bumped_up",
        "Spin the 1.5 mL tubes at 16,000 x g for 10 min at 4 °C — bump that up to 25,000 x g.",
        "halted",
    ),
    (
        "rev_19_halt_cold_store_freezer",
        "Put the plate in the cold store at 4 °C — scratch that, it needs to be at -20 °C.",
        "halted",
    ),
    # ------------------------------------------------------------- single step, ask
    (
        "rev_20_ask_corrected_to_rpm",
        "Spin the plate at 1500 — rpm, not g, sorry — for 3 minutes.",
        "ask",
    ),
    (
        "rev_21_ask_swapped_to_unknown_reader",
        "Read the plate at 450 nm on the SpectraMax — actually use the Tecan Spark, the "
        "SpectraMax is booked all afternoon.",
        "ask",
    ),
    (
        "rev_22_ask_vortex_instead",
        "Mix the 2 mL tubes by pipetting — no, vortex them instead, 30 s.",
        "ask",
    ),
    (
        "rev_23_ask_yesterdays_run_unspecified",
        "Same as yesterday's run, but read at 600 nm instead of 450 nm.",
        "ask",
    ),
    (
        "rev_24_ask_dial_setting",
        "Spin the 96-well plate for 5 min at 2000 x g — no, change it to setting 4 on the "
        "dial, that's what the protocol sheet says.",
        "ask",
    ),
    (
        "rev_25_ask_covaris",
        "Sonicate the 1.5 mL tubes for 2 min — sorry, I mean run them on the Covaris, 2 min.",
        "ask",
    ),
    # ================================================================ two or three steps
    (
        "rev_26_same_speed_twice_as_long",
        "Spin at 800 x g for 3 min, then spin again at the same speed for twice as long.",
        "spin rcf_g=800 duration_s=180 > spin rcf_g=800 duration_s=360",
    ),
    (
        "rev_27_swap_the_order",
        "On the Fluent, dispense 2 µL of compound into every well of the 384-well plate, then "
        "18 µL of cell suspension. Swap the order — cells go in first.",
        "transfer volume_ul=18 @tecan_fluent > transfer volume_ul=2 @tecan_fluent",
    ),
    (
        "rev_28_skip_the_seal_this_time",
        "Seal the plate, then spin 2 min at 1500 xg and read OD600. Skip the seal this time, "
        "it goes straight onto the reader.",
        "spin rcf_g=1500 duration_s=120 > read_absorbance wavelength_nm=600",
    ),
    (
        "rev_29_instead_of_abs_luminescence_after_shake",
        "Read absorbance at 562 nm right after a 10 min shake at 600 rpm. Instead of the "
        "absorbance read, do luminescence with 2 s integration.",
        "shake speed_rpm=600 duration_s=600 > read_luminescence integration_s=2",
    ),
    (
        "rev_30_reseal_cooler",
        "Peel the plate, add 5 μl of stop solution, and re-seal at 165 °C for 2 s. Oh — use "
        "160 °C, it's a thin-wall plate.",
        "peel > transfer volume_ul=5 > seal temperature_c=160 duration_s=2",
    ),
    (
        "rev_31_before_read_spin_on_second_thought",
        "Before the read, spin the plate 2 min at 1000 x g. Read at 340 nm. On second "
        "thought make the spin 3 min.",
        "spin rcf_g=1000 duration_s=180 > read_absorbance wavelength_nm=340",
    ),
    (
        "rev_32_dont_put_it_back",
        "Get the plate out of the Cytomat 2C450, read at 600 nm and put it back. Don't put it "
        "back, actually — send it to the cold store at 4 °C.",
        "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=600 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rev_33_sed_style_fix",
        "spin 1000xg 1min, then abs read at 405\ns/405/415/",
        "spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=415",
    ),
    (
        "rev_34_two_fixes_ml_and_g",
        "Aliquot 1 mL — ugh, 1.5 mL — of culture into each well of the 24 deep-well block, "
        "then spin 10 min at 3000 x g... no, 2500.",
        "transfer volume_ul=1500 > spin rcf_g=2500 duration_s=600",
    ),
    (
        "rev_35_overnight_temperature_fixed",
        "Incubate overnight at 30 °C — no, 37 °C, it's E. coli, not yeast — then read the OD "
        "at 600 nm.",
        "incubate temperature_c=37 > read_absorbance wavelength_nm=600",
    ),
    (
        "rev_36_row_corrected_same_wells",
        "On the OT-2, add 90 µL of diluent to row A — sorry, row B, A holds the standards — "
        "then 10 µL of sample into the same wells.",
        "transfer volume_ul=90 @opentrons_ot2 wells=12 > transfer volume_ul=10 @opentrons_ot2 wells=12",
    ),
    (
        "rev_37_mix_volume_same_as_transfer",
        "Transfer 50 µL of sample into the PCR plate, then mix 5x with 40 µL. Make the mix "
        "volume the same as the transfer instead.",
        "transfer volume_ul=50 > mix volume_ul=50",
    ),
    (
        "rev_38_half_the_speed",
        "Shake at 1500 rpm for 30 s, then again for the same time at half the speed.",
        "shake speed_rpm=1500 duration_s=30 > shake speed_rpm=750 duration_s=30",
    ),
    (
        "rev_39_repeat_at_other_temperature",
        "5810 R: spin the deep-well plates at 2,000 x g for 5 min at 4 °C. Then repeat that "
        "spin at 20 °C instead of 4.",
        "spin rcf_g=2000 duration_s=300 temperature_c=4 @eppendorf_5810r > "
        "spin rcf_g=2000 duration_s=300 temperature_c=20 @eppendorf_5810r",
    ),
    (
        "rev_40_second_incubation_changed",
        "On the ODTC, incubate the PCR plate at 65 °C for 10 min, then at 80 °C for 20 min — "
        "make the second one 85 °C for 15 min.",
        "incubate temperature_c=65 duration_s=600 @inheco_odtc > "
        "incubate temperature_c=85 duration_s=900 @inheco_odtc",
    ),
    (
        "rev_41_after_pcr_cycles_corrected",
        "After the PCR, spin the plate 30 s at 1000 x g and run the whole plate (96 samples) "
        "on the LabChip, DNA 1K. ODTC program: 98 °C 2 min; 25 cycles of 98 °C/10 s, "
        "60 °C/15 s, 72 °C/30 s; final extension 72 °C 2 min. Correction: 28 cycles.",
        "run_pcr cycles=28 initial_denaturation_c=98 initial_denaturation_s=120 "
        "denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=15 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=120 @inheco_odtc > "
        "spin rcf_g=1000 duration_s=30 > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "rev_42_wash_twice",
        "Wash the cell plate twice with 150 µL PBS on the Biomek i7 (dispense, then aspirate "
        "to waste).",
        "transfer volume_ul=150 @biomek_i7_hybrid > transfer volume_ul=150 @biomek_i7_hybrid",
    ),
    (
        "rev_43_edit_line_seal_time",
        "Seal the assay plate on the a4S at 175 °C, 3 s, then spin 1 min at 1000 x g.\n"
        "edit: seal time 2.5 s, the 3 s setting was warping the skirt",
        "seal temperature_c=175 duration_s=2.5 @azenta_a4s > spin rcf_g=1000 duration_s=60",
    ),
    (
        "rev_44_bead_volume_and_program_swapped",
        "Add 300 µL of binding beads — no, 250 — to the sample block on the Biomek i5, then "
        "run the MagMAX_Viral program on the KingFisher Flex; hmm, no, the MagMAX_Pathogen one.",
        "transfer volume_ul=250 @biomek_i5 > run_program @kingfisher_flex",
    ),
    (
        "rev_45_arm_destination_fixed",
        "PF400: move the plate from the hotel to the reader — sorry, to the sealer — and seal "
        "it at 170 °C for 2 s.",
        "move_plate @precise_pf400 > seal temperature_c=170 duration_s=2",
    ),
    (
        "rev_46_scratch_that_filter_pair",
        "Shake 3 min at 900 rpm, then a fluorescence read on the SpectraMax i3x, ex 485 / "
        "em 520 ... scratch that, it's the mCherry plate: ex 587, em 610.",
        "shake speed_rpm=900 duration_s=180 > "
        "read_fluorescence excitation_nm=587 emission_nm=610 @spectramax_i3x",
    ),
    (
        "rev_47_sample_count_grew",
        "Quick spin of the PCR plate, 20 s at 500 x g, before the LabChip GX Touch DNA 5K run "
        "on 48 samples — I said 48 but it's 64 now, two more columns came in.",
        "spin rcf_g=500 duration_s=20 > run_assay sample_count=64 @labchip_gx_touch_ht",
    ),
    # ----------------------------------------------------- two or three steps, halted
    (
        "rev_48_halt_twice_the_speed",
        "Shake the deep-well plate at 2000 rpm for 5 min, then repeat the shake at twice the "
        "speed.",
        "halted",
    ),
    (
        "rev_49_halt_same_volume_again",
        "Add 200 µL of PBS to each well of a flat-bottom 96-well plate, then add the same "
        "volume again on top.",
        "halted",
    ),
    # -------------------------------------------------------- two or three steps, ask
    (
        "rev_50_ask_repeat_missing_step",
        "1) add 50 µL of reagent to the 96-well plate, 2) shake 2 min at 1000 rpm, 3) read at "
        "450 nm. Then repeat step 4.",
        "ask",
    ),
    (
        "rev_51_ask_a_bit_harder",
        "Spin the deep-well at 500 x g for 2 min, then again but a bit harder.",
        "ask",
    ),
    (
        "rev_52_ask_unresolved_duration",
        "Incubate at 37 °C for 30 min — or 45, I have to check with Priya which one the kit "
        "wants — then read luminescence.",
        "ask",
    ),
    # ================================================================ four or more steps
    (
        "rev_53_elisa_stop_volume_and_no_reference",
        "Add 100 µL TMB to all wells, shake 30 s at 500 rpm, incubate 15 min at room "
        "temperature, add 100 µL — no, 50 µL — of stop solution, and read at 450 nm (plus 570 "
        "as reference — actually skip the reference read).",
        "transfer volume_ul=100 > shake speed_rpm=500 duration_s=30 > incubate duration_s=900 > "
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "rev_54_do_steps_2_3_again",
        "1) add 30 µL reagent A on the Biomek i5, 2) shake 2 min at 1200 rpm, 3) spin 1 min at "
        "500 x g, 4) read fluorescence 485/535. Do steps 2-3 again before step 4.",
        "transfer volume_ul=30 @biomek_i5 > shake speed_rpm=1200 duration_s=120 > "
        "spin rcf_g=500 duration_s=60 > shake speed_rpm=1200 duration_s=120 > "
        "spin rcf_g=500 duration_s=60 > read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "rev_55_extraction_prot_k_halved",
        "Put 200 µL lysate into each well of the deep-well plate, add 20 µL proteinase K — make "
        "that 10 µL — seal, shake 10 min at 1000 rpm, peel, then run the BindIt_DNA program on "
        "the KingFisher.",
        "transfer volume_ul=200 > transfer volume_ul=10 > seal > "
        "shake speed_rpm=1000 duration_s=600 > peel > run_program @kingfisher_flex",
    ),
    (
        "rev_56_pcr_setup_fewer_cycles",
        "On the Hamilton STAR, put 15 µL of master mix into each well of the 96-well PCR "
        "plate, then 5 µL of template. Seal at 170 °C for 2 s, spin 1 min at 1000 x g, and run "
        "it on the ODTC: 95 °C 3 min; 35 cycles of 95 °C 15 s, 58 °C 30 s, 72 °C 45 s; "
        "72 °C 5 min. Sorry, 30 cycles, not 35 — the product overamplifies.",
        "transfer volume_ul=15 @hamilton_star > transfer volume_ul=5 @hamilton_star > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=30 extension_c=72 "
        "extension_s=45 final_extension_c=72 final_extension_s=300 @inheco_odtc",
    ),
    (
        "rev_57_read_last_before_that",
        "Read luminescence (1 s) at the end. Before that: add 50 µL CellTiter-Glo — no, "
        "100 µL, it's 1:1 with the 100 µL of media — shake 2 min at 400 rpm, then incubate "
        "10 min at room temperature.",
        "transfer volume_ul=100 > shake speed_rpm=400 duration_s=120 > incubate duration_s=600 > "
        "read_luminescence integration_s=1",
    ),
    (
        "rev_58_yesterdays_run_spelled_out",
        "Same as yesterday's run — spin 1 min at 1000 x g, peel, add 50 µL developer, shake "
        "1 min at 800 rpm, read at 450 nm — but read at 600 nm instead of 450 nm.",
        "spin rcf_g=1000 duration_s=60 > peel > transfer volume_ul=50 > "
        "shake speed_rpm=800 duration_s=60 > read_absorbance wavelength_nm=600",
    ),
    (
        "rev_59_do_this_twice",
        "Do this twice: add 100 µL wash buffer to the deep-well plate, shake 2 min at "
        "1500 rpm, spin 1 min at 500 x g.",
        "transfer volume_ul=100 > shake speed_rpm=1500 duration_s=120 > "
        "spin rcf_g=500 duration_s=60 > transfer volume_ul=100 > "
        "shake speed_rpm=1500 duration_s=120 > spin rcf_g=500 duration_s=60",
    ),
    (
        "rev_60_skip_reseal_and_return",
        "Take the plate out of the Cytomat 24, peel it, read A260 and A280, reseal at 170 °C "
        "for 2 s and put it back in the hotel. Skip the reseal — the plate is getting tossed "
        "after this — and don't put it back either.",
        "retrieve @cytomat_24 > peel > read_absorbance wavelength_nm=260 > "
        "read_absorbance wavelength_nm=280",
    ),
    (
        "rev_61_384_columns_parenthetical_fix",
        "384-well plate: add 45 µL assay buffer (sorry, 40) to columns 1-12, then 10 µL enzyme "
        "to the same columns, spin 1 min at 1000 x g, incubate 30 min at 37 °C, read "
        "fluorescence ex 340 / em 450.",
        "transfer volume_ul=40 wells=192 > transfer volume_ul=10 wells=192 > "
        "spin rcf_g=1000 duration_s=60 > incubate temperature_c=37 duration_s=1800 > "
        "read_fluorescence excitation_nm=340 emission_nm=450",
    ),
    (
        "rev_62_three_times_as_long",
        "Shake 60 secs at 1000 rpm, read at 405. Then shake again at the same speed for three "
        "times as long and read again.",
        "shake speed_rpm=1000 duration_s=60 > read_absorbance wavelength_nm=405 > "
        "shake speed_rpm=1000 duration_s=180 > read_absorbance wavelength_nm=405",
    ),
    (
        "rev_63_i_mean_24h",
        "Pull the cell plate from the Cytomat 2C450, add 10 µL of compound on the Biomek i7, "
        "return it to the incubator for 48 hrs — I mean 24 hrs — at 37 °C, then read "
        "luminescence at 0.5 s integration.",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @biomek_i7_hybrid > "
        "incubate temperature_c=37 duration_s=86400 > read_luminescence integration_s=0.5",
    ),
    (
        "rev_64_only_second_spin_longer",
        "Add 20 µL of reagent A, spin 1 min at 1000 x g, add 20 µL of reagent B, spin again. "
        "Actually make the second spin 2 min.",
        "transfer volume_ul=20 > spin rcf_g=1000 duration_s=60 > transfer volume_ul=20 > "
        "spin rcf_g=1000 duration_s=120",
    ),
    (
        "rev_65_qpcr_setup_volumes_rebalanced",
        "Fluent, 384-well PCR plate: 8 µL master mix per well, then 2 µL cDNA. Seal 165 °C "
        "2 s, spin 1 min at 1,500 x g, then CFX384: 95 °C 2 min, 40 x (95 °C 5 s, 60 °C 30 s). "
        "Actually make it 7.5 µL mix + 2.5 µL template so the total stays 10.",
        "transfer volume_ul=7.5 @tecan_fluent > transfer volume_ul=2.5 @tecan_fluent > "
        "seal temperature_c=165 duration_s=2 > spin rcf_g=1500 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "rev_66_repeat_the_read_twice_more",
        "Add 20 microliters of substrate, mix 3x with 30 µL, and read at 405 nm; repeat the read twice "
        "more.",
        "transfer volume_ul=20 > mix volume_ul=30 > read_absorbance wavelength_nm=405 > "
        "read_absorbance wavelength_nm=405 > read_absorbance wavelength_nm=405",
    ),
    (
        "rev_67_shake_instead_of_pipette_mix",
        "On the Opentrons Flex, add 50 µL detection reagent to columns 1-6 of the 96-well "
        "plate, then mix by pipetting. Instead of the pipette mix, shake it 1 min at "
        "1200 rpm. Then spin 1 min at 1000 x g and read ex 340 / em 665.",
        "transfer volume_ul=50 @opentrons_flex wells=48 > shake speed_rpm=1200 duration_s=60 > "
        "spin rcf_g=1000 duration_s=60 > read_fluorescence excitation_nm=340 emission_nm=665",
    ),
    (
        "rev_68_seal_before_spin_not_after",
        "Pull the plate from the hotel, spin 1 min at 1000 x g, seal at 170 °C for 2 s, then "
        "into the cold store at 4 °C. Wait — seal before the spin, not after, or the foil "
        "wrinkles.",
        "retrieve @cytomat_24 > seal temperature_c=170 duration_s=2 > "
        "spin rcf_g=1000 duration_s=60 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rev_69_half_that_volume",
        "Add 100 µL of sample, shake 30 s at 600 rpm, spin 1 min at 1000 x g, then add half "
        "that volume of stop buffer and read at 450.",
        "transfer volume_ul=100 > shake speed_rpm=600 duration_s=30 > "
        "spin rcf_g=1000 duration_s=60 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "rev_70_conicals_rotor_limit_fix",
        "In the 5810 R, spin the 50 mL conicals at 4000 x g — sorry, 3000, it's the "
        "swing-bucket rotor — for 10 min at 4 °C. Then on the Hamilton STAR transfer 1 mL of "
        "supernatant into each well of a 96 deep-well plate, seal it and put it in the plate "
        "fridge.",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=1000 @hamilton_star > seal > store @cytomat_2c425",
    ),
    (
        "rev_71_strikethrough_numbered_list",
        "1. peel\n2. add ~~20~~ 25 µL detection mix\n3. shake ~~5~~ 2 min @ 1000 rpm\n"
        "4. luminescence, ~~1 s~~ 0.2 s integration",
        "peel > transfer volume_ul=25 > shake speed_rpm=1000 duration_s=120 > "
        "read_luminescence integration_s=0.2",
    ),
    (
        "rev_72_bca_before_the_read",
        "Read at 562 nm, then store the plate in the plate fridge at 4 °C. Before the read: "
        "add 200 µL BCA working reagent — sorry, 200 is for the standards plate, use 180 µL "
        "here — and incubate 30 min at 37 °C.",
        "transfer volume_ul=180 > incubate temperature_c=37 duration_s=1800 > "
        "read_absorbance wavelength_nm=562 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rev_73_skip_step_4_repeat_step_3",
        "Steps: (1) retrieve from the hotel, (2) add 75 ul buffer with the OT-2, (3) shake "
        "90 s at 1,800 rpm, (4) seal 170 C 2 s, (5) spin 2 min 1000 g. Skip step 4 this time "
        "and repeat step 3 after step 5.",
        "retrieve @cytomat_24 > transfer volume_ul=75 @opentrons_ot2 > "
        "shake speed_rpm=1800 duration_s=90 > spin rcf_g=1000 duration_s=120 > "
        "shake speed_rpm=1800 duration_s=90",
    ),
]


if __name__ == "__main__":
    from collections import Counter

    kinds = Counter(
        e if e in ("halted", "ask") else ("1 step" if ">" not in e else
                                          ("2-3 steps" if e.count(">") <= 2 else "4+ steps"))
        for _, _, e in CASES
    )
    print(len(CASES), dict(kinds))
