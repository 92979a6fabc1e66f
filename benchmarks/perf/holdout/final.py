"""Hold-out batch "final": lab-automation intents in a MIX of voices.

Each case uses one voice: core-facility request form (form), PhD student's Slack message (slack),
methods paragraph (methods), numbered SOP excerpt (sop), voice-memo transcript (memo), lab
manager's e-mail with signature (email), automation engineer's terse spec (spec), or a
non-native English request (nonnative). Expected values follow /work/tools/writer.md.
"""

CASES: list[tuple[str, str, str]] = [
    # ---------------------------------------------------------------- approved workflows
    (
        "final_spec_qpcr_seal_spin_run",
        "plate: 384 PCR | op: seal 165C 2.5s | then: spin 1000 xg 1 min | then: CFX384 — "
        "95C 3min, 40x (95C 15s, 60C 60s)",
        "seal temperature_c=165 duration_s=2.5 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "final_methods_elisa_tmb_stop_read",
        "Following the final wash, 100 µL of TMB substrate was dispensed into each well of the "
        "96-well plate using the Hamilton STAR, and the plate was incubated for 15 min at room "
        "temperature protected from light. The reaction was stopped with 50 µL of 2 N H2SO4 and "
        "absorbance was read at 450 nm on the SpectraMax i3x.",
        "transfer volume_ul=100 @hamilton_star > incubate duration_s=900 > "
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "final_slack_celltiter_blue",
        "hey can someone queue this for me — cells in the black 96w from this morning, add 20 µl "
        "CellTiter-Blue to every well, back in the CO2 incubator 2 h at 37, then read fluor "
        "560/590 thx 🙏",
        "transfer volume_ul=20 > incubate temperature_c=37 duration_s=7200 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "final_sop_celltiter_glo_96",
        "SOP CV-04, section 6 (viability readout)\n"
        "6.1 Add 100 µL CellTiter-Glo reagent to each well of the 96-well plate on the Biomek i7.\n"
        "6.2 Shake 2 min at 500 rpm on the BioShake to lyse the cells.\n"
        "6.3 Incubate 10 min at room temperature to stabilise the signal.\n"
        "6.4 Read luminescence, 0.5 s integration per well.",
        "transfer volume_ul=100 @biomek_i7_hybrid > "
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=600 > read_luminescence integration_s=0.5",
    ),
    (
        "final_memo_growth_curve_endpoint",
        "okay so, uh, the growth curve plate — it's the clear flat-bottom ninety-six — put it on "
        "the heater-shaker at thirty-seven degrees, eight hundred rpm, for... let's say sixteen "
        "hours, and then read OD six hundred. Yeah. That's it.",
        "shake speed_rpm=800 temperature_c=37 duration_s=57600 > read_absorbance wavelength_nm=600",
    ),
    (
        "final_email_quadrant_stamp_fridge",
        "Hi team,\n\nFor tomorrow's screen, please have the Tecan Fluent stamp 5 µL from each of "
        "the four 96-well source plates into one 384-well plate (quadrant layout), then spin it "
        "down at 1,000 x g for 1 minute and seal it at 170 °C for 2 seconds before it goes into "
        "the plate fridge.\n\nThanks,\nMaria\n--\nMaria Okafor | Lab Manager, Screening Core | "
        "ext. 4471",
        "transfer volume_ul=5 @tecan_fluent > spin rcf_g=1000 duration_s=60 > "
        "seal temperature_c=170 duration_s=2 > store",
    ),
    (
        "final_nonnative_odtc_full_program",
        "Please I need to make the PCR of my 96 samples in the ODTC: first 98 degree 30 second, "
        "then 30 cycle of 98 degree 10 sec, 62 degree 20 sec, 72 degree 30 sec, at the end 72 "
        "degree 5 minute and keep in 4 degree.",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "final_form_labchip_hs_peel",
        "Request type: Nucleic acid QC\n"
        "Samples: 48 NGS libraries, 96-well PCR plate, columns 1-6\n"
        "Step 1: peel the foil seal\n"
        "Step 2: LabChip GX Touch, DNA High Sensitivity assay, 48 samples\n"
        "Contact: H. Brandt, x2290",
        "peel > run_assay assay=dna_high_sensitivity sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "final_spec_kingfisher_viral",
        "src: 96 DW (lysate, sealed) | pre: peel | op: KingFisher Flex program MagMAX_Viral_96 | "
        "post: seal 170C 3s | post: store 4C cold store",
        "peel > run_program program=MagMAX_Viral_96 @kingfisher_flex > "
        "seal temperature_c=170 duration_s=3 > store temperature_c=4",
    ),
    (
        "final_slack_ot2_rows_384",
        "can the OT-2 do 10 µl of primer mix into rows A–D of the 384 pcr plate? that's it, "
        "nothing else",
        "transfer volume_ul=10 @opentrons_ot2 wells=96",
    ),
    (
        "final_methods_spri_cleanup",
        "PCR products (50 µL) were purified with 0.8× SPRI beads on the Biomek i5: 40 µL of beads "
        "were added, mixed by pipetting 10 times with 60 µL, and incubated for 5 min at room "
        "temperature. Beads were collected on the magnet for 3 min, the supernatant was "
        "discarded, and the beads were washed twice with 150 µL of 80% ethanol before elution "
        "in 25 µL of 10 mM Tris-HCl.",
        "transfer volume_ul=40 @biomek_i5 > mix volume_ul=60 cycles=10 > incubate duration_s=300 > "
        "magnetic_separation duration_s=180 > transfer volume_ul=150 > transfer volume_ul=25",
    ),
    (
        "final_sop_qpcr_setup_fluent",
        "WI-QPCR-07 Reaction set-up\n"
        "1. Dispense 8 µL master mix to all wells of the 384-well PCR plate (Tecan Fluent).\n"
        "2. Add 2 µL cDNA per well.\n"
        "3. Heat-seal at 160 °C, 3 s.\n"
        "4. Centrifuge 2 min at 1500 × g.\n"
        "5. Run on the CFX384: 95 °C 2 min; 45 cycles of 95 °C 5 s and 60 °C 30 s.",
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 > "
        "seal temperature_c=160 duration_s=3 > spin rcf_g=1500 duration_s=120 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=45 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "final_memo_bca_order_trap",
        "Before you read the plate — absorbance at five sixty-two, it's a BCA — incubate it "
        "thirty minutes at thirty-seven. Oh, and the reagent: two hundred microlitres of working "
        "reagent goes in first, on the STAR.",
        "transfer volume_ul=200 @hamilton_star > incubate temperature_c=37 duration_s=1800 > "
        "read_absorbance wavelength_nm=562",
    ),
    (
        "final_nonnative_microfuge_cold",
        "We want to centrifuge the 1.5 ml tubes at 12000 g during 10 minutes at 4 degree in the "
        "microcentrifuge please.",
        "spin rcf_g=12000 duration_s=600 temperature_c=4",
    ),
    (
        "final_spec_read_od600_named",
        "plate: 96 flat | op: read abs 600nm | dev: SpectraMax i3x",
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "final_sop_growth_curve_setup",
        "Growth-curve plate set-up (OT-2)\n"
        "1. Dispense 180 µL LB into all wells of a 96-well flat-bottom plate with the OT-2.\n"
        "2. Add 20 µL of overnight culture to columns 1–11 (column 12 = media blank).\n"
        "3. Read OD600 (t = 0).\n"
        "4. Shake at 37 °C, 1000 rpm for 1 h on the heater-shaker.\n"
        "5. Read OD600 again.",
        "transfer volume_ul=180 @opentrons_ot2 > transfer volume_ul=20 wells=88 > "
        "read_absorbance wavelength_nm=600 > "
        "shake temperature_c=37 speed_rpm=1000 duration_s=3600 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "final_slack_hotel_to_reader_lum",
        "pls grab my plate out of the hotel, have the PF400 drop it on the reader and read "
        "luminescence — default settings are fine",
        "retrieve > move_plate @precise_pf400 > read_luminescence",
    ),
    (
        "final_methods_heat_denature_odtc",
        "In the on-deck thermal cycler, samples were heat-denatured at 95 °C for 5 min and then "
        "cooled to 4 °C for 2 min before loading.",
        "incubate temperature_c=95 duration_s=300 @inheco_odtc > "
        "incubate temperature_c=4 duration_s=120 @inheco_odtc",
    ),
    (
        "final_memo_bradford",
        "Right, Bradford. Five microlitres of each standard and sample into the flat ninety-six, "
        "then two-fifty of Bradford reagent on top, leave it ten minutes at room temp, read at "
        "five ninety-five.",
        "transfer volume_ul=5 > transfer volume_ul=250 > incubate duration_s=600 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "final_email_seal_deepwell_cold",
        "Hi Tom,\n\nCould you set the a4S to 175 °C / 1.5 s and seal the deep-well blocks from "
        "the Fluent run, then park them in the Cytomat 2C425 at 4 °C over the weekend?\n\n"
        "Cheers,\nAnke\n\nAnke Vogel\nLab Manager, Protein Sciences\n+49 6221 555 0192",
        "seal temperature_c=175 duration_s=1.5 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final_nonnative_dilute_mix_flex",
        "Could you dilute my samples with the OT-Flex: take 10 µL from each tube and put it in "
        "the 90 µL water already in the PCR plate, then mix 5 time with 50 µL.",
        "transfer volume_ul=10 @opentrons_flex > mix volume_ul=50 cycles=5",
    ),
    (
        "final_slack_resazurin_after_treatment",
        "after the 48h drug plate comes out of the incubator: spin 300 xg 5 min, then add 10ul "
        "resazurin, back in for 4h @37, then read 560/590 on the i3x",
        "spin rcf_g=300 duration_s=300 > transfer volume_ul=10 > "
        "incubate temperature_c=37 duration_s=14400 > "
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "final_methods_mtt",
        "MTT (10 µL of a 5 mg/mL solution) was added to each well and plates were incubated for "
        "3 h at 37 °C in the Cytomat 2C450. Formazan crystals were dissolved in 100 µL DMSO with "
        "shaking at 600 rpm for 10 min, and absorbance was recorded at 570 nm.",
        "transfer volume_ul=10 > incubate temperature_c=37 duration_s=10800 @cytomat_2c450 > "
        "transfer volume_ul=100 > shake speed_rpm=600 duration_s=600 > "
        "read_absorbance wavelength_nm=570",
    ),
    (
        "final_sop_reformat_384_to_96",
        "SOP-LH-012 Reformatting\n"
        "3.1 Peel the seal from the 384-well source plate.\n"
        "3.2 On the Biomek i7, transfer 20 µL from each quadrant-1 well into a 96-well PCR plate.\n"
        "3.3 Seal the 96-well plate at 170 °C for 2 s.\n"
        "3.4 Spin 30 s at 500 × g.",
        "peel > transfer volume_ul=20 @biomek_i7_hybrid > seal temperature_c=170 duration_s=2 > "
        "spin rcf_g=500 duration_s=30",
    ),
    (
        "final_nonnative_bioshake_384",
        "Me I need shaking the 384 plate on the BioShake during 5 minute with 1500 rpm, no heating.",
        "shake speed_rpm=1500 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "final_email_kingfisher_rna_then_star",
        "Hello,\n\nThe RNA extraction plates are ready. Please peel them, run the RNA_DW96_v2 "
        "program on the KingFisher Flex, and afterwards transfer 40 µL of each eluate into a "
        "fresh 96-well PCR plate on the STAR and seal it (165 °C, 3 s).\n\nRegards,\nKenji Sato\n"
        "Laboratory Manager | Genomics Unit | Bldg 3, Rm 117",
        "peel > run_program program=RNA_DW96_v2 @kingfisher_flex > "
        "transfer volume_ul=40 @hamilton_star > seal temperature_c=165 duration_s=3",
    ),
    (
        "final_form_labchip_rna",
        "Submitter: R. Díaz\nInstrument requested: LabChip GX Touch HT\nAssay: RNA\n"
        "No. of samples: 24\nPlate: 96-well PCR",
        "run_assay assay=rna sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "final_spec_microfuge_2ml",
        "tubes: 2 mL x 12 | op: spin 16000 xg 10 min 4C | dev: 5424R",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "final_slack_shake_before_read",
        "before the ELISA read can you shake the plate 30 s at 300 rpm? then absorbance 450 pls",
        "shake speed_rpm=300 duration_s=30 > read_absorbance wavelength_nm=450",
    ),
    (
        "final_methods_sybr_qpcr_i7",
        "Reactions (10 µL) were assembled in 384-well PCR plates on the Biomek i7 (5 µL 2× SYBR "
        "mix, 1 µL primer pair, 4 µL template), sealed at 165 °C for 2 s, briefly centrifuged "
        "(1 min, 1000 × g) and run on the CFX384 with 40 cycles of 95 °C for 10 s and 60 °C for "
        "30 s, following an initial 3 min at 95 °C.",
        "transfer volume_ul=5 @biomek_i7_hybrid > transfer volume_ul=1 @biomek_i7_hybrid > "
        "transfer volume_ul=4 @biomek_i7_hybrid > seal temperature_c=165 duration_s=2 > "
        "spin rcf_g=1000 duration_s=60 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=10 "
        "annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "final_sop_sandwich_elisa",
        "ELISA run sheet (Hamilton STAR, 96-well high-bind plate, pre-coated)\n"
        "1. Add 100 µL of standards/samples to columns 1–10.\n"
        "2. Incubate 2 h at RT on the plate shaker, 400 rpm.\n"
        "3. Add 50 µL detection antibody to columns 1–10.\n"
        "4. Incubate 1 h at 37 °C in the incubator.\n"
        "5. Add 50 µL TMB; incubate 20 min at RT.\n"
        "6. Add 25 µL stop solution.\n"
        "7. Read A450.",
        "transfer volume_ul=100 @hamilton_star wells=80 > shake speed_rpm=400 duration_s=7200 > "
        "transfer volume_ul=50 wells=80 > incubate temperature_c=37 duration_s=3600 > "
        "transfer volume_ul=50 > incubate duration_s=1200 > transfer volume_ul=25 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "final_methods_5810_plate_spin",
        "Plates were centrifuged at 1,200 × g for 3 min at 20 °C in the Eppendorf 5810 R.",
        "spin rcf_g=1200 duration_s=180 temperature_c=20 @eppendorf_5810r",
    ),
    (
        "final_spec_flex_stamp_384",
        "src: 96 PCR x4 | dst: 384 PCR | op: OT-Flex transfer 3 uL quadrant stamp | "
        "then: seal 165C 2s | then: spin 1000xg 30s",
        "transfer volume_ul=3 @opentrons_flex > seal temperature_c=165 duration_s=2 > "
        "spin rcf_g=1000 duration_s=30",
    ),
    (
        "final_memo_overnight_culture_od",
        "Take the deep-well block into the Cytomat, thirty degrees, overnight. Tomorrow morning "
        "pull it, transfer a hundred microlitres from each well into a flat plate, and read "
        "OD six hundred.",
        "incubate temperature_c=30 @cytomat_2c450 > transfer volume_ul=100 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "final_nonnative_bead_cleanup_i7",
        "Please do the bead clean up on Biomek i7: add 45 µL beads to the 50 µL PCR, mix 10 "
        "times, wait 5 minute, put on magnet 2 minute, remove supernatant and then elute with "
        "20 µL water.",
        "transfer volume_ul=45 @biomek_i7_hybrid > mix cycles=10 > incubate duration_s=300 > "
        "magnetic_separation duration_s=120 > transfer volume_ul=20",
    ),
    (
        "final_form_cfx_only",
        "Run type: qPCR only (plate already sealed and spun)\nInstrument: CFX384\n"
        "Protocol: 95 °C 10 min, then 40 × (95 °C 15 s / 60 °C 1 min), hold 4 °C",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=600 cycles=40 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 hold_c=4 "
        "@biorad_cfx384",
    ),
    (
        "final_slack_i5_24dw_columns",
        "can the i5 aliquot 1 mL of media into the 24 deepwell — just columns 1 and 2 though",
        "transfer volume_ul=1000 @biomek_i5 wells=8",
    ),
    (
        "final_sop_oneglo_readout",
        "5.1 Remove the assay plate from the Cytomat 2C450.\n"
        "5.2 Equilibrate 15 min at room temperature.\n"
        "5.3 Dispense 75 µL ONE-Glo into every well on the Fluent.\n"
        "5.4 Shake 3 min at 700 rpm.\n"
        "5.5 Read luminescence (1 s/well).",
        "retrieve @cytomat_2c450 > incubate duration_s=900 > transfer volume_ul=75 @tecan_fluent > "
        "shake speed_rpm=700 duration_s=180 > read_luminescence integration_s=1",
    ),
    (
        "final_memo_labchip_5k_peel",
        "Peel the foil off the 384 PCR plate before it goes on the LabChip, and run all three "
        "hundred eighty-four wells on the DNA 5K assay.",
        "peel > run_assay assay=dna_5k sample_count=384 @labchip_gx_touch_ht",
    ),
    (
        "final_nonnative_ot2_pcr_partial",
        "The OT-2 must to add 50 ul of the master mix in the 96 PCR plate, only the wells A1 to "
        "H3, after that seal it and make the PCR: 94 °C 2 min, 35 cycles 94 °C 30 s / 58 °C "
        "30 s / 72 °C 1 min, final 72 °C 7 min.",
        "transfer volume_ul=50 @opentrons_ot2 wells=24 > seal > run_pcr "
        "initial_denaturation_c=94 initial_denaturation_s=120 cycles=35 denaturation_c=94 "
        "denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=420",
    ),
    (
        "final_form_ctg_384",
        "Assay: CellTiter-Glo 2.0\nPlate: 384-well white, flat bottom\n"
        "Liquid handler: Biomek i7\nReagent volume: 25 µL/well\n"
        "Mix: orbital, 2 min @ 1,800 rpm\nIncubation: 10 min, RT\n"
        "Read: luminescence, 0.25 s integration",
        "transfer volume_ul=25 @biomek_i7_hybrid > shake speed_rpm=1800 duration_s=120 > "
        "incubate duration_s=600 > read_luminescence integration_s=0.25",
    ),
    (
        "final_methods_digest_buffer_odtc",
        "Having first added 2 µL of 10× buffer to each 18 µL reaction on the STAR, digests were "
        "incubated at 37 °C for 1 h on the ODTC.",
        "transfer volume_ul=2 @hamilton_star > incubate temperature_c=37 duration_s=3600 @inheco_odtc",
    ),
    (
        "final_email_hig4_deepwell",
        "Morning all,\n\nQuick one: the lysate deep-well plates need 15 minutes at 2,500 × g in "
        "the HiG 4 to pellet debris, then 500 µL of the clarified lysate should go to a fresh "
        "deep-well plate on the i7.\n\nBest,\nDana\n\nDana Kowalczyk | Lab Manager | "
        "Structural Biology Core",
        "spin rcf_g=2500 duration_s=900 @bionex_hig4 > transfer volume_ul=500 @biomek_i7_hybrid",
    ),
    (
        "final_slack_seal_single",
        "just need the 96 pcr plate heat sealed, 180 C for 1.2 sec",
        "seal temperature_c=180 duration_s=1.2",
    ),
    (
        "final_memo_vspin_quick",
        "Give the three-eighty-four a quick spin in the VSpin, five hundred g, thirty seconds, "
        "so the drops come down.",
        "spin rcf_g=500 duration_s=30 @agilent_vspin",
    ),
    (
        "final_sop_picogreen",
        "PicoGreen dsDNA quantification (384-well black plate)\n"
        "1. Transfer 20 µL of diluted PicoGreen to every well using the Fluent.\n"
        "2. Add 20 µL of each standard/sample.\n"
        "3. Shake for 1 min at 1200 rpm.\n"
        "4. Incubate 5 min at room temperature in the dark.\n"
        "5. Read fluorescence, Ex 480 nm / Em 520 nm.",
        "transfer volume_ul=20 @tecan_fluent > transfer volume_ul=20 > "
        "shake speed_rpm=1200 duration_s=60 > incubate duration_s=300 > "
        "read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    # ---------------------------------------------------------------- halted (impossible)
    (
        "final_form_overfill_96_flat",
        "Requester: J. Lindqvist\nLabware: 96-well flat-bottom plate\n"
        "Step 1: Add 400 µL of PBS to every well (Hamilton STAR)\nStep 2: Store in cold store",
        "halted",
    ),
    (
        "final_spec_pcr_plate_8000g",
        "plate: 96 PCR | op: spin 8000 xg 5 min | dev: HiG4",
        "halted",
    ),
    (
        "final_memo_deepwell_4000g",
        "Uh, the deep-well block with the bacterial pellets — spin it at four thousand g, ten "
        "minutes. Then we'll decant.",
        "halted",
    ),
    (
        "final_sop_overfill_384_pcr",
        "1. Transfer 50 µL of reaction mix into each well of the 384-well PCR plate.\n"
        "2. Seal at 165 °C for 2 s.\n"
        "3. Spin 1 min at 1000 × g.",
        "halted",
    ),
    (
        "final_spec_seal_230",
        "plate: 96 PCR | op: seal 230C 2s | dev: a4S",
        "halted",
    ),
    (
        "final_memo_a205_peptide",
        "For the peptide quant, read absorbance at two hundred and five nanometres on the "
        "SpectraMax.",
        "halted",
    ),
    (
        "final_slack_labchip_too_many",
        "LabChip DNA 1K on the 96-well pcr plate pls — 120 samples in total on that one plate",
        "halted",
    ),
    (
        "final_nonnative_store_minus20",
        "I want store the plate at minus 20 degree in the Cytomat cold store until monday.",
        "halted",
    ),
    (
        "final_form_bioshake_3500",
        "Step: Orbital shaking\nSpeed: 3,500 rpm\nTime: 1 min\nDevice: BioShake 3000-T elm\n"
        "Plate: 384-well flat",
        "halted",
    ),
    # ---------------------------------------------------------------- ask (cannot know)
    (
        "final_slack_vortex_deepwell",
        "can we vortex the deep-well plate for 30s before it goes on the KingFisher?",
        "ask",
    ),
    (
        "final_email_rpm_5810",
        "Hi all,\n\nPlease spin the 50 mL conicals at 4,000 rpm for 15 min in the 5810 R before "
        "the lysate goes onto the Fluent.\n\nBest,\nDr. Priya Raman\nLab Operations Manager, "
        "Room B214",
        "ask",
    ),
    (
        "final_methods_tecan_spark",
        "After 1 h at 37 °C, fluorescence (Ex 485 / Em 535) was measured on a Tecan Spark.",
        "ask",
    ),
    (
        "final_nonnative_sonicate",
        "Please to sonicate the lysate in the 96 deep well plate 3 times 10 second before the "
        "clean-up.",
        "ask",
    ),
    (
        "final_form_eppendorf_5430",
        "Instrument: Eppendorf 5430 R\nLabware: 1.5 mL tubes (x16)\nSpeed: 14,000 × g\n"
        "Time: 5 min\nTemperature: 4 °C",
        "ask",
    ),
    (
        "final_spec_vspin_rpm",
        "plate: 96 flat | op: spin 2500 rpm 3 min | dev: VSpin",
        "ask",
    ),
    (
        "final_slack_drops_unit",
        "add 2 drops of NucBlue to each well of the 24 deepwell on the i5, then shake 5 min",
        "ask",
    ),
    (
        "final_email_biotek_washer",
        "Hi,\n\nPlease run the ELISA plates through the BioTek 405 washer (3 × 300 µL) and then "
        "add 100 µL TMB on the i5.\n\nThanks,\nLorna\n\nLorna Beck | Lab Manager | "
        "Immunology Platform",
        "ask",
    ),
    (
        "final_methods_opera_phenix",
        "Following fixation, plates were imaged on an Opera Phenix high-content system using a "
        "20× water-immersion objective.",
        "ask",
    ),
]
