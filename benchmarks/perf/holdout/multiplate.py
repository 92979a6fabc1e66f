"""Hold-out batch "multiplate": one request that handles two or three plates or tube sets
with different settings per plate ("plate A (96 flat) gets 100 uL, plate B (384) gets 20 uL;
spin both ...; seal only plate B"), concurrent work ("the deep-well block goes to the
KingFisher while the PCR plate is sealed and cycled"), shared steps ("both plates", "each
plate") and references to "the other plate" / "the second plate".

Expected ops are listed in the run order the text gives; where the text gives no order
between two plates' steps, they are listed in the order written. A step that covers both
plates with the same settings ("spin both", "read both") is listed once; a step the text
says is done per plate one after the other is listed per plate.
"""

CASES: list[tuple[str, str, str]] = [
    (
        "multiplate_01_spin_both_together",
        "Spin both plates together - the 96-well flat assay plate and the 384-well compound "
        "plate - for 1 min at 1000 x g.",
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "multiplate_02_two_volumes_spin_both_seal_one",
        "Plate A (96-well flat) gets 100 µL of buffer per well and plate B (384-well) gets "
        "20 µL; spin both for 1 min at 1000 x g, then seal only plate B.",
        "transfer volume_ul=100 > transfer volume_ul=20 > spin rcf_g=1000 duration_s=60 > seal",
    ),
    (
        "multiplate_03_two_wavelengths",
        "On the SpectraMax, read plate 1 at 450 nm and plate 2 at 600 nm.",
        "read_absorbance wavelength_nm=450 @spectramax_i3x > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "multiplate_04_kingfisher_while_pcr",
        "The deep-well block goes to the KingFisher while the PCR plate is sealed (170 °C, 2 s) "
        "and cycled on the ODTC: 30 cycles of 95 °C 15 s, 55 °C 30 s, 72 °C 1 min.",
        "run_program @kingfisher_flex > seal temperature_c=170 duration_s=2 > "
        "run_pcr cycles=30 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 "
        "extension_c=72 extension_s=60 @inheco_odtc",
    ),
    (
        "multiplate_05_seal_both_pcr",
        "Seal both 96-well PCR plates on the a4S at 175 °C for 1.5 s.",
        "seal temperature_c=175 duration_s=1.5 @azenta_a4s",
    ),
    (
        "multiplate_06_halted_96_overfill",
        "Plate A is a 96-well flat-bottom plate and gets 400 µL of medium per well; plate B "
        "(384 flat) gets 40 µL per well. Afterwards both plates go into the incubator at 37 °C.",
        "halted",
    ),
    (
        "multiplate_07_ask_rpm_both",
        "Spin both plates at 2000 rpm for 2 minutes, then read the first one at 450 nm.",
        "ask",
    ),
    (
        "multiplate_08_tubes_and_pcr_plate",
        "Microfuge the 1.5 mL tube set at 12,000 × g for 5 min at 4 °C in the 5424 R; the "
        "96-well PCR plate gets 1 min at 800 ×g on the VSpin.",
        "spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r > "
        "spin rcf_g=800 duration_s=60 @agilent_vspin",
    ),
    (
        "multiplate_09_before_second_read_first",
        "Before the second plate is read at 405 nm, read the first plate at 340 nm - both are "
        "96-well UV-transparent plates.",
        "read_absorbance wavelength_nm=340 > read_absorbance wavelength_nm=405",
    ),
    (
        "multiplate_10_lum_both_white",
        "Read luminescence on both white 96-well plates, 0.5 s integration per well.",
        "read_luminescence integration_s=0.5",
    ),
    (
        "multiplate_11_seal_one_hotel_other",
        "Seal the 96-well PCR plate at 165 °C for 3 s and send it to the plate fridge at "
        "4 °C; the other plate, an unsealed 384-well flat plate, goes to the Cytomat 24 hotel.",
        "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425 > "
        "store @cytomat_24",
    ),
    (
        "multiplate_12_elisa_two_plates",
        "ELISA development, two 96-well plates. On the Biomek i5, add 100 uL of TMB to each "
        "plate; shake both plates for 30 s at 600 rpm on the BioShake; incubate them for "
        "15 minutes at room temperature; then have the Biomek i5 add 50 uL of stop solution "
        "per well to each plate and read both plates at 450 nm.",
        "transfer volume_ul=100 @biomek_i5 > "
        "shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=900 > transfer volume_ul=50 @biomek_i5 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "multiplate_13_shake_each_in_turn",
        "Shake each plate on the BioShake for 5 min at 1500 rpm - the 384 flat first, then "
        "the second plate, a 96 flat.",
        "shake speed_rpm=1500 duration_s=300 @qinstruments_bioshake_3000t_elm > "
        "shake speed_rpm=1500 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "multiplate_14_ask_tecan_spark",
        "Read plate A on the Tecan Spark at 450 nm and plate B on the SpectraMax at 600 nm.",
        "ask",
    ),
    (
        "multiplate_15_gfp_mcherry_two_plates",
        "GFP read on plate 1 (ex 488 / em 510), mCherry on the second plate (ex 587 / em 610).",
        "read_fluorescence excitation_nm=488 emission_nm=510 > "
        "read_fluorescence excitation_nm=587 emission_nm=610",
    ),
    (
        "multiplate_16_incubate_one_fridge_other",
        "The cell plate goes into the CO2 incubator at 37 °C for 24 h; the other plate (the "
        "96 deep-well reagent block) goes into the plate fridge at 4 °C.",
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "multiplate_17_halted_flat_plates_4000g",
        "Spin both 96-well flat-bottom plates at 4000 x g for 5 min on the HiG4.",
        "halted",
    ),
    (
        "multiplate_18_hamilton_two_tube_sets",
        "On the Hamilton STAR, aliquot 1 mL of buffer into each of the 15 mL tubes and 200 ul "
        "into each 1.5 mL tube.",
        "transfer volume_ul=1000 @hamilton_star > transfer volume_ul=200 @hamilton_star",
    ),
    (
        "multiplate_19_qpcr_setup_template_back_to_fridge",
        "Dispense 10 µL of master mix into every well of the 384-well PCR plate, then 2 µL of "
        "template into columns 1-12 only. Seal at 165 °C for 2 s, spin 1 min at 1000 x g and "
        "run it on the CFX384: 95 °C for 3 min, then 40 cycles of denature 95 °C 10 s, anneal "
        "60 °C 30 s. The second plate (the 96-well PCR template plate) goes back to the cold "
        "store at 4 °C.",
        "transfer volume_ul=10 > transfer volume_ul=2 wells=192 > "
        "seal temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "multiplate_20_incubate_both_cytomat",
        "Incubate both cell plates in the Cytomat at 37 °C for 4 hrs.",
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450",
    ),
    (
        "multiplate_21_halted_384_overfill",
        "Add 50 uL per well to the 96-well flat plate and 125 uL per well to the 384-well "
        "flat plate, then read both at 600 nm.",
        "halted",
    ),
    (
        "multiplate_22_deepwell_spin_only_after_384",
        "Spin the deep-well block at 2500 x g for 5 min, but only after the 384-well plate "
        "has had its 1 min at 1500 x g.",
        "spin rcf_g=1500 duration_s=60 > spin rcf_g=2500 duration_s=300",
    ),
    (
        "multiplate_23_two_tube_sets_one_run",
        "Spin the two sets of 1.5 mL tubes (12 lysates plus 12 controls) together in the "
        "5424 R at 14,000 x g for 10 min, 4 °C.",
        "spin rcf_g=14000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "multiplate_24_ctg_half_plate_and_full_plate",
        "Add 10 µl CellTiter-Glo to columns 1-6 of plate A and to every well of plate B (both "
        "are white 96-well plates), then read luminescence on both plates.",
        "transfer volume_ul=10 wells=48 > transfer volume_ul=10 > read_luminescence",
    ),
    (
        "multiplate_25_ask_vortex_tubes",
        "Vortex the 2 mL tube set for 10 s, then spin both tube sets at 13,000 x g for 1 min "
        "in the microcentrifuge.",
        "ask",
    ),
    (
        "multiplate_26_mts_plate_a_pbs_second_plate",
        "Take both 96-well cell plates out of the incubator, add 20 µL of MTS per well to "
        "plate A and 20 µL of PBS per well to the second plate, put both back in the Cytomat "
        "at 37 °C for 2 h, then read both at 490 nm.",
        "retrieve @cytomat_2c450 > transfer volume_ul=20 > transfer volume_ul=20 > "
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=490",
    ),
    (
        "multiplate_27_two_50ml_sets_5810",
        "Send both 50 mL tube sets (six conicals each) to the 5810 R: 3000 x g, 15 minutes, "
        "4 degrees.",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "multiplate_28_seal_settings_per_plate",
        "Seal plate A at 160 °C for 2.5 s and plate B at 180 °C for 1 s.",
        "seal temperature_c=160 duration_s=2.5 > seal temperature_c=180 duration_s=1",
    ),
    (
        "multiplate_29_halted_sealer_230",
        "Seal the 96-well PCR plate at 170 °C for 2 s; the other plate, a 384-well PCR plate "
        "with a thicker foil, needs 230 °C for 1 s.",
        "halted",
    ),
    (
        "multiplate_30_lum_integration_ms",
        "Luminescence: plate 1 with a 1 s integration, then plate 2 with 200 ms.",
        "read_luminescence integration_s=1 > read_luminescence integration_s=0.2",
    ),
    (
        "multiplate_31_elution_plate_before_any_of_that",
        "On the Biomek i7, add 500 µL of lysis buffer to each well of the 96 deep-well block "
        "and mix 10 times with 300 µL, then send the block to the KingFisher. Before any of "
        "that, fill the elution plate (96 flat) with 100 µL of elution buffer per well.",
        "transfer volume_ul=100 > transfer volume_ul=500 @biomek_i7_hybrid > "
        "mix volume_ul=300 @biomek_i7_hybrid > run_program @kingfisher_flex",
    ),
    (
        "multiplate_32_row_a_each_plate_ot2",
        "Using the OT-2, dispense 30 uL of assay buffer into row A of each plate (plate 1 and "
        "plate 2 are both 96-well flat).",
        "transfer volume_ul=30 @opentrons_ot2 wells=12",
    ),
    (
        "multiplate_33_ask_sonicate_second_plate",
        "Sonicate the second plate for 30 s, then spin both plates at 1000 x g for 1 min.",
        "ask",
    ),
    (
        "multiplate_34_conicals_and_strips",
        "Spin the 15 mL conicals in the 5810R at 3000 x g for 10 min; the PCR strips get a "
        "30-second spin at 2000 x g in the microcentrifuge.",
        "spin rcf_g=3000 duration_s=600 @eppendorf_5810r > "
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r",
    ),
    (
        "multiplate_35_three_plates_three_read_modes",
        "Three plates today: plate 1 (96 flat) absorbance at 340 nm, plate 2 (384 black) "
        "fluorescence ex 530 / em 590, plate 3 (96 white) luminescence with 2 s integration. "
        "Shake each plate for 30 s at 1000 rpm right before its read.",
        "shake speed_rpm=1000 duration_s=30 > read_absorbance wavelength_nm=340 > "
        "shake speed_rpm=1000 duration_s=30 > "
        "read_fluorescence excitation_nm=530 emission_nm=590 > "
        "shake speed_rpm=1000 duration_s=30 > read_luminescence integration_s=2",
    ),
    (
        "multiplate_36_peel_both_xpeel",
        "Peel both plates on the XPeel - yesterday's 384 PCR plate and the deep-well block.",
        "peel @azenta_xpeel",
    ),
    (
        "multiplate_37_labchip_two_sample_counts",
        "Run 96 samples from the first PCR plate on the LabChip GX, then 40 samples from the "
        "second plate.",
        "run_assay sample_count=96 @labchip_gx_touch_ht > "
        "run_assay sample_count=40 @labchip_gx_touch_ht",
    ),
    (
        "multiplate_38_halted_pcr_plates_5500g",
        "Spin both 96-well PCR plates at 5500 x g for 2 min to pull the beads down.",
        "halted",
    ),
    (
        "multiplate_39_having_first_stored_other",
        "Read plate A at 260 nm, having first put plate B in the cold store at 4 °C.",
        "store temperature_c=4 @cytomat_2c425 > read_absorbance wavelength_nm=260",
    ),
    (
        "multiplate_40_hotel_peel_split_reseal_store",
        "Retrieve plate 1 (96 deep-well) and plate 2 (96 flat) from the hotel and peel both. "
        "Plate 1 goes on the KingFisher, plate 2 is read at 260 nm. Afterwards seal both at "
        "170 °C for 2 s and store them in the plate fridge at 4 °C.",
        "retrieve @cytomat_24 > peel > run_program @kingfisher_flex > "
        "read_absorbance wavelength_nm=260 > seal temperature_c=170 duration_s=2 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "multiplate_41_retrieve_both_cold_store",
        "Pull plate A and plate B out of the cold store.",
        "retrieve @cytomat_2c425",
    ),
    (
        "multiplate_42_ask_eppendorf_5430",
        "Spin the tube rack in the Eppendorf 5430 at 12,000 x g for 5 min, and the 96-well "
        "plate on the VSpin at 500 x g for 1 min.",
        "ask",
    ),
    (
        "multiplate_43_shake_per_plate_bioshake",
        "Shake plate A at 1200 rpm for 10 min and plate B at 800 rpm for 2 min, both on the "
        "BioShake.",
        "shake speed_rpm=1200 duration_s=600 @qinstruments_bioshake_3000t_elm > "
        "shake speed_rpm=800 duration_s=120 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "multiplate_44_after_spin_pcr_then_qpcr",
        "After both plates have been spun (1500 x g, 2 min), seal the 96-well PCR plate at "
        "175 °C for 1 s and cycle it on the ODTC: 98 °C 30 s, then 25 cycles of 98 °C 10 s / "
        "62 °C 20 s / 72 °C 30 s, final extension 72 °C 5 min, hold 4 °C. When the ODTC run "
        "is finished, seal the 384-well PCR plate the same way and run it on the CFX384 for "
        "40 cycles: denature 95 °C 5 s, anneal 60 °C 30 s.",
        "spin rcf_g=1500 duration_s=120 > seal temperature_c=175 duration_s=1 > "
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=25 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc > "
        "seal temperature_c=175 duration_s=1 > "
        "run_qpcr cycles=40 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 "
        "@biorad_cfx384",
    ),
    (
        "multiplate_45_mix_each_plate_fluent",
        "Mix each plate by pipetting 40 µL up and down five times on the Fluent.",
        "mix volume_ul=40 @tecan_fluent",
    ),
    (
        "multiplate_46_bradford_tubes_to_plate",
        "Spin the 2 mL lysate tubes at 16,000 x g for 10 min at 4 °C in the 5424R. Then on "
        "the Hamilton, transfer 10 µL of each cleared lysate into a 96-well flat plate and add "
        "200 µL of Bradford reagent to each well; shake the plate 1 min at 800 rpm and read "
        "it at 595 nm.",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
        "transfer volume_ul=10 @hamilton_star > transfer volume_ul=200 @hamilton_star > "
        "shake speed_rpm=800 duration_s=60 > read_absorbance wavelength_nm=595",
    ),
    (
        "multiplate_47_ask_shaker_setting_6",
        "Shake plate A at 1000 rpm for 5 min and the other plate at setting 6 for 5 min.",
        "ask",
    ),
    (
        "multiplate_48_pulse_two_pcr_formats",
        "Give the 96-well PCR plate and the 384-well PCR plate a quick 30 sec pulse at 500 g.",
        "spin rcf_g=500 duration_s=30",
    ),
    (
        "multiplate_49_read_both_then_split_storage",
        "Read both plates at 600 nm, then store the first in the hotel and the second in the "
        "plate fridge at 4 °C.",
        "read_absorbance wavelength_nm=600 > store @cytomat_24 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "multiplate_50_compound_stamp_reseal_incubate",
        "Peel both 384 plates (the compound plate is a 384 PCR plate, the assay plate a 384 "
        "flat with 40 uL of cells already in). On the Biomek i7, transfer 0.5 uL from the "
        "compound plate into the assay plate. Reseal the compound plate at 165 C for 2 sec "
        "and put it back in the cold store (4 C); the assay plate goes to the incubator at "
        "37 C for 48 h.",
        "peel > transfer volume_ul=0.5 @biomek_i7_hybrid > "
        "seal temperature_c=165 duration_s=2 > store temperature_c=4 @cytomat_2c425 > "
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "multiplate_51_halted_shake_3500",
        "Shake plate A at 1000 rpm for 1 min and plate B at 3500 rpm for 1 min on the BioShake.",
        "halted",
    ),
    (
        "multiplate_52_odtc_and_cfx_side_by_side",
        "Cycle the 96-well PCR plate on the ODTC (35 cycles of 98 °C 10 s, 60 °C 30 s, 72 °C "
        "30 s) and run the 384-well PCR plate on the CFX384 (40 cycles: 95 °C 15 s, anneal "
        "60 °C 60 s).",
        "run_pcr cycles=35 denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=30 "
        "extension_c=72 extension_s=30 @inheco_odtc > "
        "run_qpcr cycles=40 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 "
        "@biorad_cfx384",
    ),
    (
        "multiplate_53_kingfisher_24_then_96_spin_each",
        "Run the 24 deep-well plate on the KingFisher first, then the 96 deep-well block; spin "
        "each plate at 2000 x g for 1 min right after its run.",
        "run_program @kingfisher_flex > spin rcf_g=2000 duration_s=60 > "
        "run_program @kingfisher_flex > spin rcf_g=2000 duration_s=60",
    ),
    (
        "multiplate_54_ask_liconic",
        "Put the two 384s in the Liconic STX44 at 37 °C overnight.",
        "ask",
    ),
    (
        "multiplate_55_park_both_hotel",
        "Park both plates in the Cytomat 24.",
        "store @cytomat_24",
    ),
    (
        "multiplate_56_harvest_conicals_to_24dw",
        "Spin the six 50 mL culture conicals at 4,000 x g for 20 min at 4 °C in the 5810 R. On "
        "the Biomek i5, transfer 1 mL of each supernatant into the 24 deep-well plate; shake "
        "that plate for 5 min at 900 rpm on the thermoshaker and then run it on the KingFisher.",
        "spin rcf_g=4000 duration_s=1200 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=1000 @biomek_i5 > "
        "shake speed_rpm=900 duration_s=300 @qinstruments_bioshake_3000t_elm > "
        "run_program @kingfisher_flex",
    ),
    (
        "multiplate_57_halted_cytomat_55",
        "Incubate the cell plate in the Cytomat at 37 °C for 1 h and the second plate, also in "
        "the Cytomat, at 55 °C for 1 h.",
        "halted",
    ),
    (
        "multiplate_58_strips_and_384_same_settings",
        "The PCR strips go into the microcentrifuge for 1 min at 1000 x g; at the same time "
        "the 384 PCR plate goes on the VSpin, also 1000 x g for 1 min.",
        "spin rcf_g=1000 duration_s=60 @eppendorf_5424r > "
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "multiplate_59_ask_revs",
        "Seal both plates at 170 °C for 2 s, then centrifuge each at 1,500 revs for 3 min.",
        "ask",
    ),
    (
        "multiplate_60_picogreen_two_tube_sets",
        "Two tube sets in the 5424 R: the 1.5 mL tubes for 2 min at 10,000 x g, then the PCR "
        "strips for 1 min at 1,000 x g. On the Fluent, pipette 5 µL from each strip tube into "
        "the 384-well black plate and add 45 µL of PicoGreen working solution per well, then "
        "read fluorescence at ex 480 / em 520.",
        "spin rcf_g=10000 duration_s=120 @eppendorf_5424r > "
        "spin rcf_g=1000 duration_s=60 @eppendorf_5424r > "
        "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=45 @tecan_fluent > "
        "read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "multiplate_61_elisa_rows_a_to_d_vs_full",
        "Plate A: add 50 μL of detection antibody to rows A-D only. Plate B: 50 μL to every "
        "well. Incubate both plates in the incubator at 37 °C for 1 h, then read both at "
        "450 nm.",
        "transfer volume_ul=50 wells=48 > transfer volume_ul=50 > "
        "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "multiplate_62_fluor_both_black_384",
        "Fluorescence on both black 384-well plates: excitation 485 nm, emission 535 nm.",
        "read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "multiplate_63_ask_tapestation",
        "Run plate A on the Agilent TapeStation and plate B (96-well PCR, 96 samples) on the "
        "LabChip.",
        "ask",
    ),
    (
        "multiplate_64_halted_cfx_35ul",
        "Each of the two 384-well PCR plates gets 35 µL of reaction mix per well; seal both "
        "and run them on the CFX384, 40 cycles of 95 °C 15 s / 60 °C 1 min.",
        "halted",
    ),
    (
        "multiplate_65_three_plates_fridge_8c",
        "Store all three plates - two 96 flats and the deep-well block - in the plate fridge "
        "at 8 °C.",
        "store temperature_c=8 @cytomat_2c425",
    ),
    (
        "multiplate_66_otflex_lb_seal_one_shake_second",
        "On the Opentrons Flex, put 180 µL of LB into every well of plate 1 and 90 µL into "
        "columns 1-4 of the second plate (both 96-well flat). Seal plate 1 at 160 °C for 2 s "
        "and shake the second plate at 30 °C, 300 rpm, for 30 min on the BioShake.",
        "transfer volume_ul=180 @opentrons_flex > transfer volume_ul=90 @opentrons_flex "
        "wells=32 > seal temperature_c=160 duration_s=2 > "
        "shake speed_rpm=300 duration_s=1800 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "multiplate_67_halted_tubes_25000g",
        "Spin the 1.5 mL tubes at 25,000 x g for 5 min in the 5424 R and the 96-well plate at "
        "1000 x g for 1 min.",
        "halted",
    ),
    (
        "multiplate_68_hig4_two_384s",
        "Spin the two 384-well plates at 3000 ×g for 2 minutes on the HiG 4.",
        "spin rcf_g=3000 duration_s=120 @bionex_hig4",
    ),
    (
        "multiplate_69_odtc_hold_other_to_hotel",
        "Hold the 96-well PCR plate at 37 °C for 30 min on the ODTC; the other plate goes to "
        "the hotel.",
        "incubate temperature_c=37 duration_s=1800 @inheco_odtc > store @cytomat_24",
    ),
    (
        "multiplate_70_read_each_only_after_shake_spin",
        "Read each plate at 280 nm, but only after both have been shaken for 2 min at 500 rpm "
        "and spun for 30 s at 1000 x g.",
        "shake speed_rpm=500 duration_s=120 > spin rcf_g=1000 duration_s=30 > "
        "read_absorbance wavelength_nm=280",
    ),
    (
        "multiplate_71_biomek_tubes_both_sets",
        "With the Biomek i5, aliquot 250 µL of master mix into each tube of both 2 mL tube sets.",
        "transfer volume_ul=250 @biomek_i5",
    ),
    (
        "multiplate_72_two_pcr_plates_cycle_one_store_second",
        "Plate 1 (96 PCR) gets 20 µL of PCR mix per well; plate 2 (96 PCR) gets 15 µL in rows "
        "A-B only; both via the Tecan Fluent. Seal each plate at 170 °C for 2 s, spin both at "
        "1000 x g for 1 min, then cycle plate 1 on the ODTC: 95 °C 2 min, 30 cycles of 95 °C "
        "20 s, 58 °C 20 s, 72 °C 40 s, hold at 10 °C. The second plate goes to the plate "
        "fridge at 4 °C.",
        "transfer volume_ul=20 @tecan_fluent > transfer volume_ul=15 @tecan_fluent wells=24 > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=30 "
        "denaturation_c=95 denaturation_s=20 annealing_c=58 annealing_s=20 extension_c=72 "
        "extension_s=40 hold_c=10 @inheco_odtc > store temperature_c=4 @cytomat_2c425",
    ),
]
