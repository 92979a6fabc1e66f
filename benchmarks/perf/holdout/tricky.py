"""Hold-out batch "tricky": intents from many different people (non-native English speakers,
American lab managers, British postdocs), written to be hard but fair for a parser.

Style: numbers written as words ("ninety seconds", "a thousand g", "half an hour"), decimal
units ("0.5 min", "1.5 hours", "0.05 mL"), values placed before the verb or far from it,
several plates and instruments in one request, run order given across sentences ("Read at
405 nm. Before that, ..."), per-well quantities, well ranges / rows / columns, sample counts
and replicates (which are NOT well selections), a self-correction, US/UK spellings and mixed
unit glyphs (µL / μL / ul, °C / ºC / "deg", x g / xg / × g).

Well ranges are only used where the rectangular and the column-wise reading give the same
number of wells (or the text states the count), so wells=N is unambiguous.
"""

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ single step
    (
        "tricky_01_words_before_verb_spin",
        "For ninety seconds, spin the PCR plate at a thousand g.",
        "spin rcf_g=1000 duration_s=90",
    ),
    (
        "tricky_02_nonnative_shake_half_minute",
        "Please can you make a shaking of the deep well plate on the thermoshaker, "
        "1200 rpm, during 0.5 min.",
        "shake speed_rpm=1200 duration_s=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "tricky_03_od_in_words",
        "Whole plate, SpectraMax i3x, absorbance at four hundred and five nanometers.",
        "read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "tricky_04_ml_to_ul_well_range",
        "Dispense 0.05 mL of PBS into wells A1–H6 of the 96-well plate with the Hamilton STAR.",
        "transfer volume_ul=50 @hamilton_star wells=48",
    ),
    (
        "tricky_05_seal_words_american",
        "Heat seal the 384 PCR plate - one hundred seventy degrees C, 2.5 seconds.",
        "seal temperature_c=170 duration_s=2.5",
    ),
    (
        "tricky_06_incubator_decimal_hours",
        "In the CO2 incubator: 37 °C for 1.5 hours please.",
        "incubate temperature_c=37 duration_s=5400 @cytomat_2c450",
    ),
    (
        "tricky_07_deseal_foil",
        "The deepwell block is still foil-sealed from last night, de-seal it.",
        "peel",
    ),
    (
        "tricky_08_eppendorf_tubes_not_instrument",
        "Spin the 1.5 mL Eppendorf tubes at 16,000 x g, 4 °C, for a quarter of an hour.",
        "spin rcf_g=16000 duration_s=900 temperature_c=4",
    ),
    (
        "tricky_09_luminescence_ms",
        "Luminescence read please, integration 500 ms per well.",
        "read_luminescence integration_s=0.5",
    ),
    (
        "tricky_10_fluorescence_bare_numbers",
        "Black 384-well plate. Excite at 485, read the emission at 528 nm.",
        "read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "tricky_11_labchip_sample_count",
        "Run 40 samples on the LabChip GX Touch using the DNA High Sensitivity assay.",
        "run_assay sample_count=40 @labchip_gx_touch_ht",
    ),
    (
        "tricky_12_retrieve_hotel",
        "Can you grab the assay plate out of the hotel for me?",
        "retrieve @cytomat_24",
    ),
    (
        "tricky_13_store_until_monday",
        "Store the sealed PCR plate in the refrigerated store at 4 ºC until Monday.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tricky_14_pcr_words",
        "On the INHECO ODTC please: initial denaturation 98 °C for half a minute, then "
        "thirty-five cycles of 98 °C/10 s, 60 °C/20 s and 72 °C/30 s, then 72 °C for two "
        "minutes and hold at 4 °C.",
        "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "tricky_15_room_temp_wait",
        "Just let the plate incubate at room temperature for 45 min.",
        "incubate duration_s=2700",
    ),
    (
        "tricky_16_ot2_columns_through",
        "Using the OT-2, aliquot 150 uL of media into columns 1 through 4 of a 96-well plate.",
        "transfer volume_ul=150 @opentrons_ot2 wells=32",
    ),
    (
        "tricky_17_bionex_deepwell",
        "Quick spin of the deep-well block on the BioNex HiG: two minutes, 500 x g.",
        "spin rcf_g=500 duration_s=120 @bionex_hig4",
    ),
    (
        "tricky_18_rows_a_to_d_greek_mu",
        "Pipette 25 μl of master mix into rows A-D of the 96-well PCR plate.",
        "transfer volume_ul=25 wells=48",
    ),
    (
        "tricky_19_mix_column_12",
        "On the Fluent, mix the samples in column 12 by pipetting 100 µL up and down.",
        "mix volume_ul=100 @tecan_fluent wells=8",
    ),
    (
        "tricky_20_kingfisher_program",
        "Run the MagMAX_Viral_Pathogen program on the KF Flex.",
        "run_program @kingfisher_flex",
    ),
    (
        "tricky_21_triplicate_not_wells",
        "For 24 samples in triplicate, the STAR should pipette 0.02 mL of lysate per well into "
        "the 384-well plate.",
        "transfer volume_ul=20 @hamilton_star",
    ),
    # ------------------------------------------------------------------ two or three steps
    (
        "tricky_22_read_then_before_that",
        "Read at 405 nm. Before that, shake the plate for two minutes at 600 rpm.",
        "shake speed_rpm=600 duration_s=120 > read_absorbance wavelength_nm=405",
    ),
    (
        "tricky_23_for_ten_minutes_spin_then_fluor",
        "For 10 minutes, spin the 96-well plate at 1,500 x g; afterwards a fluorescence read, "
        "ex 544 / em 590.",
        "spin rcf_g=1500 duration_s=600 > read_fluorescence excitation_nm=544 emission_nm=590",
    ),
    (
        "tricky_24_tmb_american",
        "Have the Biomek i7 add 50 ul of TMB per well to the whole plate, let it sit 15 min at "
        "room temp in the dark, then read absorbance at 650.",
        "transfer volume_ul=50 @biomek_i7_hybrid > incubate duration_s=900 "
        "> read_absorbance wavelength_nm=650",
    ),
    (
        "tricky_25_spin_once_sealed",
        "Spin the PCR plate for one minute at 1000 × g once it has been heat-sealed (165 °C, 3 s).",
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "tricky_26_after_spinning_supernatant",
        "After spinning the 1.5 mL tubes (2 min, 10k x g), transfer 200 µL of the supernatant "
        "into a deep-well plate.",
        "spin rcf_g=10000 duration_s=120 > transfer volume_ul=200",
    ),
    (
        "tricky_27_retrieve_od600",
        "Retrieve plate from Cytomat 2C450 and read OD600.",
        "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=600",
    ),
    (
        "tricky_28_peel_then_rows_flex",
        "Peel the plate, then the Opentrons Flex adds 10 µL of stop solution to rows A through D.",
        "peel > transfer volume_ul=10 @opentrons_flex wells=48",
    ),
    (
        "tricky_29_incubate_then_arm_to_reader",
        "Incubate the cells for 48 h at 37 degrees in the incubator; then let the PF400 bring "
        "the plate to the plate reader.",
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450 > move_plate @spectramax_i3x",
    ),
    (
        "tricky_30_seal_spin_qpcr",
        "Seal the 384-well PCR plate at 170 °C for two seconds, spin it one minute at 1,000 g, "
        "and run it on the CFX384: 95 °C 2 min, then 40x (95 °C 5 s / 60 °C 30 s).",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > run_qpcr "
        "cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "tricky_31_lum_after_rt_wait",
        "Luminescence, 1 second integration - but the plate has to sit at room temperature for "
        "ten minutes first.",
        "incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "tricky_32_cold_store_pulse_spin",
        "Get the plate from the cold store and pulse-spin it: 300 × g, 30 s.",
        "retrieve @cytomat_2c425 > spin rcf_g=300 duration_s=30",
    ),
    (
        "tricky_33_heated_shake_then_seal",
        "Shake at 37 °C, 800 rpm, for one hour on the heater-shaker, then seal it at 160 °C "
        "(two and a half seconds).",
        "shake speed_rpm=800 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm "
        "> seal temperature_c=160 duration_s=2.5",
    ),
    (
        "tricky_34_i5_stamp_then_seal",
        "Transfer 5 µL from the 384 source plate into the 384-well PCR plate with the Biomek i5, "
        "then seal (175 °C, 1.5 s).",
        "transfer volume_ul=5 @biomek_i5 > seal temperature_c=175 duration_s=1.5",
    ),
    (
        "tricky_35_odtc_two_incubations",
        "Denature the samples on the ODTC at 95 °C for five minutes, then hold them at 4 °C "
        "for 10 min.",
        "incubate temperature_c=95 duration_s=300 @inheco_odtc "
        "> incubate temperature_c=4 duration_s=600 @inheco_odtc",
    ),
    (
        "tricky_36_conicals_then_24dw",
        "Spin the 50 mL conicals in the 5810R at 3000 × g for 20 min at 4 °C, then the STAR "
        "transfers 1 mL of cleared lysate into each well of a 24 deep-well plate.",
        "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r "
        "> transfer volume_ul=1000 @hamilton_star",
    ),
    (
        "tricky_37_having_first_peeled",
        "Read fluorescence at 560/590 nm, having first peeled the seal.",
        "peel > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "tricky_38_move_to_bioshake",
        "Move the plate from the hotel onto the BioShake and shake 5 min at 1500 rpm.",
        "move_plate @qinstruments_bioshake_3000t_elm "
        "> shake speed_rpm=1500 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "tricky_39_labchip_after_spin",
        "Run the LabChip protein assay on 96 samples after you've spun the plate down at "
        "1000 xg for 1 min.",
        "spin rcf_g=1000 duration_s=60 > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "tricky_40_two_plates_spin_then_transfer",
        "Spin both the deep-well sample block and the 96-well PCR plate at 1,000 x g for "
        "1 min, then transfer 20 µL from the block into the PCR plate with the STAR.",
        "spin rcf_g=1000 duration_s=60 > transfer volume_ul=20 @hamilton_star",
    ),
    # ------------------------------------------------------------------ four or more steps
    (
        "tricky_41_elisa_rows",
        "ELISA plate, rows A–D only: the Hamilton STAR adds 100 µL of detection antibody per "
        "well; incubate 1 h at 37 °C; then 100 µL TMB and wait 15 minutes at room temperature; "
        "read at 450 nm.",
        "transfer volume_ul=100 @hamilton_star wells=48 > incubate temperature_c=37 "
        "duration_s=3600 > transfer volume_ul=100 > incubate duration_s=900 "
        "> read_absorbance wavelength_nm=450",
    ),
    (
        "tricky_42_pcr_setup_same_wells",
        "With the OT-2, put 20 µL of master mix in columns 1-3 of the PCR plate and add 5 µL of "
        "template to the same wells; seal at 170 °C for 2 s, spin 1 min at 1000 x g, then run "
        "on the ODTC: 95 °C for 3 min, 35 cycles of 95 °C 15 s, 55 °C 15 s, 72 °C 45 s, "
        "final 72 °C 5 min.",
        "transfer volume_ul=20 @opentrons_ot2 wells=24 > transfer volume_ul=5 @opentrons_ot2 "
        "wells=24 > seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 "
        "> run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 "
        "extension_s=45 final_extension_c=72 final_extension_s=300 @inheco_odtc",
    ),
    (
        "tricky_43_celltiter_glo",
        "Take the plate out of the CO2 incubator, add 20 µL of CellTiter-Glo per well with the "
        "Biomek i7, shake 2 min at 500 rpm on the plate shaker, incubate ten minutes at room "
        "temperature and read luminescence with 0.5 s integration.",
        "retrieve @cytomat_2c450 > transfer volume_ul=20 @biomek_i7_hybrid "
        "> shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm "
        "> incubate duration_s=600 > read_luminescence integration_s=0.5",
    ),
    (
        "tricky_44_bca_reverse_sentences",
        "Read the plate at 562 nm at the end. Before that, the plate needs half an hour at 37 °C "
        "on the thermoshaker at 300 rpm. First of all, the Fluent should dispense 200 µL of BCA "
        "working reagent into wells A1-H3. Afterwards the PF400 should carry it to the plate hotel.",
        "transfer volume_ul=200 @tecan_fluent wells=24 "
        "> shake speed_rpm=300 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm "
        "> read_absorbance wavelength_nm=562 > move_plate @cytomat_24",
    ),
    (
        "tricky_45_extraction_overnight",
        "Pipette 200 µL of sample into each well of the deep-well plate on the Hamilton STAR, "
        "seal it on the a4S (180 °C, 2 s) and keep it in the cold store at 4 °C overnight. "
        "Next morning retrieve it from the cold store, peel it and run the MagMAX program on "
        "the KingFisher.",
        "transfer volume_ul=200 @hamilton_star > seal temperature_c=180 duration_s=2 @azenta_a4s "
        "> store temperature_c=4 @cytomat_2c425 > retrieve @cytomat_2c425 > peel "
        "> run_program @kingfisher_flex",
    ),
    (
        "tricky_46_qpcr_full_i5",
        "Using the Biomek i5, dispense 8 µL of SYBR mix into every well of the 384-well PCR "
        "plate and 2 µL of cDNA on top. Seal at 170 °C for 2 s, spin for ninety seconds at "
        "1,200 × g, then qPCR on the CFX384: 95 °C for 3 min, 40 cycles of 95 °C for 10 s and "
        "60 °C for 30 s.",
        "transfer volume_ul=8 @biomek_i5 > transfer volume_ul=2 @biomek_i5 "
        "> seal temperature_c=170 duration_s=2 > spin rcf_g=1200 duration_s=90 > run_qpcr "
        "cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "tricky_47_growth_curve_manager",
        "Hey - need the bacterial plate read: OD600 at time zero, then shake it at 37C, 250 rpm "
        "for 4 hrs, then read OD600 again and stick it in the plate fridge at 4 degrees.",
        "read_absorbance wavelength_nm=600 > shake speed_rpm=250 duration_s=14400 "
        "temperature_c=37 > read_absorbance wavelength_nm=600 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tricky_48_values_far_from_verb",
        "The 96-well plate comes sealed from the cold room. Spin it at 800 g - two minutes is "
        "enough - then take the seal off. The OT-2 adds, to every well in column 1 and column 2, "
        "30 µL of substrate. Read fluorescence 360 ex / 460 em.",
        "spin rcf_g=800 duration_s=120 > peel > transfer volume_ul=30 @opentrons_ot2 wells=16 "
        "> read_fluorescence excitation_nm=360 emission_nm=460",
    ),
    (
        "tricky_49_inner_60_before_after",
        "Incubate 20 minutes at 37 °C, but before, the STAR must add 10 µl enzyme to wells B2 to "
        "G11 (the inner 60), and after incubation seal at 170 for 3 sec and store at 4 degrees.",
        "transfer volume_ul=10 @hamilton_star wells=60 > incubate temperature_c=37 "
        "duration_s=1200 > seal temperature_c=170 duration_s=3 > store temperature_c=4",
    ),
    (
        "tricky_50_compound_then_ctg",
        "Retrieve the cell plate from the incubator, dispense 10 µL of compound into columns 3 "
        "to 10 with the Flex, put it back in the incubator at 37 °C for 24 h, then add 50 µL of "
        "CellTiter-Glo per well and read luminescence.",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @opentrons_flex wells=64 "
        "> incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > transfer volume_ul=50 "
        "> read_luminescence",
    ),
    (
        "tricky_51_dilution_row_a",
        "On the Fluent: 90 µL of diluent to every well of row A, then add 10 µL of sample to A1 "
        "and mix it by pipetting 50 µL up and down.",
        "transfer volume_ul=90 @tecan_fluent wells=12 > transfer volume_ul=10 @tecan_fluent "
        "wells=1 > mix volume_ul=50 @tecan_fluent wells=1",
    ),
    (
        "tricky_52_nonnative_chain",
        "Please to do: first the plate go in centrifuge 5 min 2000g at 4 degree, after the "
        "robot put 150ul in each well from column 1 until column 6 with Biomek i7, then "
        "shaking 1 minute 1000rpm, in the end measure absorbance 280nm.",
        "spin rcf_g=2000 duration_s=300 temperature_c=4 "
        "> transfer volume_ul=150 @biomek_i7_hybrid wells=48 "
        "> shake speed_rpm=1000 duration_s=60 > read_absorbance wavelength_nm=280",
    ),
    (
        "tricky_53_arm_to_i5_heated",
        "Cells are in the Cytomat: retrieve them, have the arm put the plate on the Biomek i5, "
        "add 25 µL resazurin, incubate 30 min at 37 °C on the i5's heated position, then read "
        "fluorescence 530/590 in the SpectraMax.",
        "retrieve @cytomat_2c450 > move_plate @biomek_i5 > transfer volume_ul=25 @biomek_i5 "
        "> incubate temperature_c=37 duration_s=1800 @biomek_i5 "
        "> read_fluorescence excitation_nm=530 emission_nm=590 @spectramax_i3x",
    ),
    (
        "tricky_54_self_correction",
        "Run the PCR last: 25 cycles, 98/10 s, 65/30 s, 72/1 min on the on-deck thermal cycler. "
        "Before it, seal the plate (170 °C, 2 s). And before sealing, the Hamilton STAR "
        "dispenses 15 µL of mix into wells A1 to H12 - sorry, only A1 to H8.",
        "transfer volume_ul=15 @hamilton_star wells=64 > seal temperature_c=170 duration_s=2 "
        "> run_pcr cycles=25 denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=30 "
        "extension_c=72 extension_s=60 @inheco_odtc",
    ),
    (
        "tricky_55_strips_to_labchip_british",
        "Spin the PCR strips 30 s at 2000 x g in the microcentrifuge, transfer 15 µL of each "
        "into wells A1–H1 of a 96-well PCR plate with the OT-2, spin that plate 1 min at "
        "1,000 × g, and analyse the 8 samples on the LabChip with the DNA 1K assay.",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r "
        "> transfer volume_ul=15 @opentrons_ot2 wells=8 > spin rcf_g=1000 duration_s=60 "
        "> run_assay sample_count=8 @labchip_gx_touch_ht",
    ),
    (
        "tricky_56_overnight_culture_uk",
        "With the OT-2, aliquot 180 µl of LB into every well and then 20 µl of culture into "
        "rows A to C; incubate at 30 °C with shaking at 900 rpm for 16 hours on the BioShake, "
        "then measure the OD600.",
        "transfer volume_ul=180 @opentrons_ot2 > transfer volume_ul=20 @opentrons_ot2 wells=36 "
        "> shake speed_rpm=900 duration_s=57600 temperature_c=30 "
        "@qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=600",
    ),
    (
        "tricky_57_hotel_round_trip",
        "At 9 am pull the plate from the plate hotel, give it 1 min on the plate shaker at 400 rpm, "
        "read the absorbance at 340 nm and put it back in the hotel.",
        "retrieve @cytomat_24 > shake speed_rpm=400 duration_s=60 @qinstruments_bioshake_3000t_elm "
        "> read_absorbance wavelength_nm=340 > store @cytomat_24",
    ),
    (
        "tricky_58_no_verb_spin_european_thousands",
        "1 000 × g for five minutes in the centrifuge first, then off with the seal, 40 "
        "microlitres of water into columns 7-12 using the Hamilton, reseal at 165 degrees for "
        "three seconds, and into the fridge at 4 °C.",
        "spin rcf_g=1000 duration_s=300 > peel > transfer volume_ul=40 @hamilton_star wells=48 "
        "> seal temperature_c=165 duration_s=3 > store temperature_c=4",
    ),
    (
        "tricky_59_384_stamp_cells",
        "Using the Tecan Fluent, stamp 0.5 µL of compound from the source plate into all 384 "
        "wells, then 20 µL of cells on top; spin 1 min at 200 × g; incubate 1 h at 37 °C in the "
        "Cytomat; read luminescence.",
        "transfer volume_ul=0.5 @tecan_fluent > transfer volume_ul=20 @tecan_fluent "
        "> spin rcf_g=200 duration_s=60 > incubate temperature_c=37 duration_s=3600 "
        "@cytomat_2c450 > read_luminescence",
    ),
    (
        "tricky_60_dnase_odtc_two_temps",
        "Add 5 µL of DNase mix to columns 1-2 of the PCR plate with the i7 Hybrid, seal "
        "(170 °C, 2 sec), incubate on the ODTC at 37 °C for 30 min and then at 75 °C for ten "
        "minutes to inactivate.",
        "transfer volume_ul=5 @biomek_i7_hybrid wells=16 > seal temperature_c=170 duration_s=2 "
        "> incubate temperature_c=37 duration_s=1800 @inheco_odtc "
        "> incubate temperature_c=75 duration_s=600 @inheco_odtc",
    ),
    # ------------------------------------------------------------------ halted (over a limit)
    (
        "tricky_61_halt_pcr_plate_rcf",
        "Add 20 µL of master mix to the 96-well PCR plate with the STAR, seal it, then spin "
        "the PCR plate at 6,500 × g for 5 minutes.",
        "halted",
    ),
    (
        "tricky_62_halt_seal_words",
        "Seal the plate at two hundred and thirty degrees for 3 s.",
        "halted",
    ),
    (
        "tricky_63_halt_absorbance_200nm",
        "Read absorbance at 200 nm on the SpectraMax to look at the peptide bonds.",
        "halted",
    ),
    (
        "tricky_64_halt_shake_speed",
        "Shake the deep-well plate at 3,500 rpm for 1 min to resuspend the beads.",
        "halted",
    ),
    (
        "tricky_65_halt_overfill_flat",
        "With the OT-2, put 0.5 mL of medium into every well of the 96-well flat-bottom plate.",
        "halted",
    ),
    (
        "tricky_66_halt_tube_rcf",
        "Spin the 2 mL tubes at 25,000 × g for 10 min at 4 °C.",
        "halted",
    ),
    (
        "tricky_67_halt_incubate_120",
        "Incubate the 96-well plate at 120 °C for ten minutes.",
        "halted",
    ),
    (
        "tricky_68_halt_qpcr_cycles",
        "Run the qPCR on the CFX384 with one hundred and twenty cycles of 95 °C 10 s / 60 °C 30 s.",
        "halted",
    ),
    (
        "tricky_69_halt_overfill_384pcr",
        "Transfer 60 µL per well into the 384-well PCR plate, then seal at 170 °C for 2 s.",
        "halted",
    ),
    # ------------------------------------------------------------------ ask (cannot be known)
    (
        "tricky_70_ask_rpm_plate",
        "Centrifuge the plate at 1500 rpm for 5 minutes.",
        "ask",
    ),
    (
        "tricky_71_ask_tecan_spark",
        "Read absorbance at 450 nm on the Tecan Spark.",
        "ask",
    ),
    (
        "tricky_72_ask_vortex",
        "Vortex the 1.5 mL tubes for ten seconds, then spin them down at 2,000 × g for one minute.",
        "ask",
    ),
    (
        "tricky_73_ask_sonicate",
        "Sonicate the lysate plate for 30 seconds, then spin at 3000 x g for 10 min.",
        "ask",
    ),
    (
        "tricky_74_ask_drops",
        "Add 3 drops of stop solution to each well and read at 450 nm.",
        "ask",
    ),
    (
        "tricky_75_ask_eppendorf_5430",
        "Spin the 2 mL tubes in the Eppendorf 5430 at 12,000 × g for 10 min.",
        "ask",
    ),
    (
        "tricky_76_ask_rpm_5810r_conicals",
        "Spin the 50 mL Falcons at 4,000 rpm, 20 min, 4 °C, in the 5810R.",
        "ask",
    ),
    (
        "tricky_77_ask_lyophilise",
        "Lyophilise the plate overnight, then store it in the hotel.",
        "ask",
    ),
    (
        "tricky_78_ask_multidrop",
        "Use the Multidrop Combi to dispense 50 µL of media into the whole plate.",
        "ask",
    ),
]

if __name__ == "__main__":
    from collections import Counter

    kinds = Counter(
        e
        if e in ("halted", "ask")
        else ("1 step" if ">" not in e else ("2-3 steps" if e.count(">") <= 2 else "4+ steps"))
        for _, _, e in CASES
    )
    print(len(CASES), dict(kinds))
