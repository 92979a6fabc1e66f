"""Hold-out batch "nominal": lab-automation intents in formal protocol / review prose.

Style: nominalisations and subordinate clauses ("Addition of ... was followed by ...",
"Prior to the absorbance measurement at ...", "upon completion of which ...", "with
subsequent incubation"), parenthetical parameter lists "(2,500 × g, 10 min, 4 °C)", mixed
British and American spelling, and mixed unit spellings (µL / μl / mL, °C / ºC / deg C,
× g / x g / g, ms / s / min / h). About a quarter of the multi-step cases mention the later
step first. "Resuspended in X µL" means adding X µL (a transfer), not mixing.
Expected values follow /work/tools/writer.md.
"""

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ single step
    (
        "nominal_spin_pcr_condensate",
        "Centrifugation of the sealed 96-well PCR plate at 1,000 × g for 1 min is required in "
        "order to collect the condensate.",
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "nominal_seal_a4s_384pcr",
        "Heat sealing of the 384-well PCR plate on the a4S (165 °C, 2.5 s).",
        "seal temperature_c=165 duration_s=2.5 @azenta_a4s",
    ),
    (
        "nominal_peel_xpeel_deepwell",
        "Removal of the foil seal from the 96 deep-well plate is to be effected by means of "
        "the XPeel.",
        "peel @azenta_xpeel",
    ),
    (
        "nominal_od600_spectramax",
        "Determination of the optical density of the bacterial cultures in the 96-well "
        "flat-bottom plate at 600 nm on the SpectraMax i3x.",
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "nominal_fluor_384_black",
        "Measurement of fluorescence intensity across the black 384-well plate, with "
        "excitation at 485 nm and emission being collected at 528 nm.",
        "read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "nominal_aliquot_fluent_24wells",
        "Aliquotting of 50 µL of assay buffer into each of the 24 wells in columns 1–3 of the "
        "96-well plate by the Tecan Fluent.",
        "transfer volume_ul=50 @tecan_fluent wells=24",
    ),
    (
        "nominal_store_2c425_ordinal",
        "Storage of the sealed deep-well plate in the Cytomat 2C425 at 4 ºC pending sequencing.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "nominal_lum_ms_integration",
        "Quantitation of the luminescent signal in the white 96-well plate, the integration "
        "time being 500 ms per well.",
        "read_luminescence integration_s=0.5",
    ),
    (
        "nominal_bioshake_24dw_heated",
        "Agitation of the 24 deep-well plate on the BioShake at 1200 rpm for 10 minutes at a "
        "temperature of 30 °C.",
        "shake speed_rpm=1200 duration_s=600 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "nominal_co2_incubation_48h",
        "Incubation of the transfected cells in the 96-well plate at 37 °C for 48 h in the "
        "CO2 incubator (5 % CO2, humidified atmosphere).",
        "incubate temperature_c=37 duration_s=172800",
    ),
    (
        "nominal_odtc_full_profile",
        "Amplification in the 96-well PCR plate on the ODTC according to the following "
        "profile: initial denaturation at 98 °C for 30 s; 30 cycles consisting of denaturation "
        "at 98 °C for 10 s, annealing at 62 °C for 20 s and extension at 72 °C for 45 s; final "
        "extension at 72 °C for 5 min; hold at 4 °C.",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "nominal_labchip_dna1k_48",
        "Sizing and quantification of 48 amplicons from the 96-well PCR plate by means of the "
        "DNA 1K assay on the LabChip GX Touch.",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "nominal_kingfisher_viral",
        "Execution of the MagMAX_Viral_Pathogen programme on the KingFisher Flex, the sample, "
        "wash and elution plates having already been loaded onto the turntable.",
        "run_program @kingfisher_flex",
    ),
    (
        "nominal_5424r_parenthetical",
        "Centrifugation of the 1.5 mL tubes in the 5424 R (16,000 × g, 10 min, 4 °C).",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "nominal_star_mix_rowA",
        "Pipette mixing of the contents of row A of the 96 deep-well plate on the Microlab "
        "STAR, comprising 5 aspiration–dispense cycles of 100 µl.",
        "mix volume_ul=100 cycles=5 @hamilton_star wells=12",
    ),
    (
        "nominal_5810r_50ml_harvest",
        "Harvesting of the cultures in 50 mL conical tubes by centrifugation in the 5810 R at "
        "4,000 x g for 15 min at 4 deg C.",
        "spin rcf_g=4000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "nominal_pf400_relocation",
        "Relocation of the 96-well assay plate from the plate hotel to the SpectraMax by the "
        "PF400.",
        "move_plate @precise_pf400",
    ),
    # ------------------------------------------------------------------ two or three steps
    (
        "nominal_reagent_then_spin_384",
        "Addition of 20 µL of detection reagent to each well of the 384-well plate is followed "
        "by centrifugation at 200 g for 1 min.",
        "transfer volume_ul=20 > spin rcf_g=200 duration_s=60",
    ),
    (
        "nominal_prior_to_a450_stop",
        "Prior to the absorbance measurement at 450 nm, 50 µL of 1 M H2SO4 stop solution is "
        "added to each well of the 96-well ELISA plate by the Biomek i5.",
        "transfer volume_ul=50 @biomek_i5 > read_absorbance wavelength_nm=450",
    ),
    (
        "nominal_following_sealing_spin",
        "Following sealing at 170 °C for 2 s, the 96-well PCR plate is subjected to "
        "centrifugation at 1,500 × g for 2 min.",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1500 duration_s=120",
    ),
    (
        "nominal_seal_then_plate_fridge",
        "Upon completion of heat sealing (175 °C, 3 s), placement of the plate in the plate "
        "fridge at 4 °C.",
        "seal temperature_c=175 duration_s=3 > store temperature_c=4",
    ),
    (
        "nominal_having_first_incubated",
        "The plate is read for fluorescence (ex. 535 nm / em. 590 nm), having first been "
        "incubated at 37 °C for 1 h.",
        "incubate temperature_c=37 duration_s=3600 > "
        "read_fluorescence excitation_nm=535 emission_nm=590",
    ),
    (
        "nominal_pellet_resuspended_pbs",
        "The pellet in each 1.5 mL tube is resuspended in 200 µL PBS, after which the tubes "
        "are centrifuged again (500 × g, 5 min, 4 °C).",
        "transfer volume_ul=200 > spin rcf_g=500 duration_s=300 temperature_c=4",
    ),
    (
        "nominal_peel_ot2_reseal",
        "Removal of the seal by the XPeel, with subsequent transfer of 5 µL of each library "
        "from the source plate into a fresh 96-well PCR plate on the OT-2 and resealing of the "
        "destination plate at 165 °C for 2 s.",
        "peel @azenta_xpeel > transfer volume_ul=5 @opentrons_ot2 > "
        "seal temperature_c=165 duration_s=2",
    ),
    (
        "nominal_lysis_shake_then_lum",
        "Orbital shaking at 600 rpm for 2 min to induce cell lysis, upon completion of which "
        "luminescence is measured with an integration time of 1 s.",
        "shake speed_rpm=600 duration_s=120 > read_luminescence integration_s=1",
    ),
    (
        "nominal_preceded_by_vspin",
        "Addition of 40 µL of assay buffer to each well of the 384-well plate on the Fluent is "
        "to be preceded by a 2 min spin at 800 × g on the VSpin.",
        "spin rcf_g=800 duration_s=120 @agilent_vspin > transfer volume_ul=40 @tecan_fluent",
    ),
    (
        "nominal_cdna_cfx384",
        "Transfer of 2 µL of cDNA into each well of the 384-well PCR plate, which has been "
        "pre-loaded with 8 µL of master mix, followed by a run on the CFX384 comprising 95 °C "
        "for 3 min and 40 cycles of 95 °C for 10 s and 60 °C for 30 s.",
        "transfer volume_ul=2 > run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 "
        "cycles=40 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 "
        "@biorad_cfx384",
    ),
    (
        "nominal_retrieve_mtt_a570",
        "Retrieval of the MTT plate from the Cytomat 2C450 with subsequent measurement of "
        "absorbance at 570 nm.",
        "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=570",
    ),
    (
        "nominal_supernatant_after_clarification",
        "Transfer of 150 µL of supernatant into a fresh 96-well flat-bottom plate takes place "
        "once the lysates in the 96 deep-well plate have been clarified by centrifugation "
        "(2,500 × g, 10 min, 4 °C).",
        "spin rcf_g=2500 duration_s=600 temperature_c=4 > transfer volume_ul=150",
    ),
    (
        "nominal_one_in_ten_dilution",
        "A 1:10 dilution in water (10 µL sample + 90 µL water) is prepared in columns 1–6 of "
        "the 96-well plate, the water being dispensed first and the sample thereafter.",
        "transfer volume_ul=90 wells=48 > transfer volume_ul=10 wells=48",
    ),
    (
        "nominal_before_hotel_seal",
        "Before storage in the hotel, sealing of the plate at 160 °C for 1.5 s on the Azenta "
        "sealer.",
        "seal temperature_c=160 duration_s=1.5 @azenta_a4s > store",
    ),
    (
        "nominal_heat_inactivation_odtc",
        "Heat inactivation of the enzyme in the 96-well PCR plate on the ODTC at 65 °C for "
        "20 min, with subsequent storage of the plate in the Cytomat 2C425 at 4 °C.",
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "nominal_hig4_only_after_sealing",
        "Centrifugation at 3,000 × g for 20 min on the HiG4 is to take place only after the "
        "deep-well plate has been sealed (170 °C, 2 s).",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=3000 duration_s=1200 @bionex_hig4",
    ),
    (
        "nominal_overnight_compound_a340",
        "Upon completion of the overnight incubation at 37 °C in the CO2 incubator, to which "
        "the plate is transferred immediately after the addition of 20 µL of compound "
        "dilution to each well by the Fluent, the absorbance at 340 nm is determined.",
        "transfer volume_ul=20 @tecan_fluent > incubate temperature_c=37 > "
        "read_absorbance wavelength_nm=340",
    ),
    # ------------------------------------------------------------------ four or more steps
    (
        "nominal_tmb_384_i7",
        "Dispensing of 25 µL of TMB substrate into each well of the 384-well plate by the "
        "Biomek i7, with subsequent incubation for 15 min at room temperature, after which "
        "25 µL of stop solution is added and the absorbance at 450 nm is recorded on the "
        "SpectraMax.",
        "transfer volume_ul=25 @biomek_i7_hybrid > incubate duration_s=900 > "
        "transfer volume_ul=25 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "nominal_pcr_setup_ot2_odtc",
        "Dispensing of 15 µL of PCR master mix into each well of the 96-well PCR plate on the "
        "OT-2, followed by addition of 5 µL of template DNA, sealing at 170 °C for 2 s, "
        "centrifugation at 1,000 × g for 1 min and thermal cycling on the ODTC (95 °C for "
        "2 min; 35 cycles of 95 °C for 15 s, 55 °C for 15 s and 72 °C for 30 s; 72 °C for "
        "5 min).",
        "transfer volume_ul=15 @opentrons_ot2 > transfer volume_ul=5 > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=35 "
        "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=300 @inheco_odtc",
    ),
    (
        "nominal_ctg_prior_to_lum_read",
        "Prior to the luminescence read (0.25 s integration), the 384-well plate is shaken at "
        "500 rpm for 2 min and subsequently left at room temperature for 10 min; both of these "
        "steps follow the addition of 30 µL of CellTiter-Glo to each well.",
        "transfer volume_ul=30 > shake speed_rpm=500 duration_s=120 > incubate duration_s=600 > "
        "read_luminescence integration_s=0.25",
    ),
    (
        "nominal_fluent_lysis_kingfisher_fridge",
        "Addition of 200 µL of lysis buffer to each sample in the 96 deep-well plate on the "
        "Fluent, with subsequent shaking at 1,000 rpm for 5 min, after which the MagMAX_96_DNA "
        "programme is run on the KingFisher Flex and the eluate plate is stored at 4 °C in "
        "the plate fridge.",
        "transfer volume_ul=200 @tecan_fluent > shake speed_rpm=1000 duration_s=300 > "
        "run_program @kingfisher_flex > store temperature_c=4",
    ),
    (
        "nominal_sybr_i7_cfx384",
        "Following the dispensing of 5 µL of SYBR Green master mix into each well of the "
        "384-well PCR plate on the Biomek i7 and the addition of 1 µL of template, sealing of "
        "the plate (165 °C, 2 s) and a brief centrifugation (1,000 × g, 1 min) precede the run "
        "on the CFX384: 95 °C for 2 min, then 40 cycles of 95 °C for 5 s and 60 °C for 30 s.",
        "transfer volume_ul=5 @biomek_i7_hybrid > transfer volume_ul=1 > "
        "seal temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "nominal_resazurin_flex_cytomat",
        "Addition of 10 µL of resazurin to each well of the first three columns of the 96-well "
        "plate on the Opentrons Flex, incubation in the Cytomat at 37 °C for 4 h, fluorescence "
        "measurement (excitation 560 nm, emission 590 nm) and, upon completion of the read, "
        "storage of the plate in the hotel.",
        "transfer volume_ul=10 @opentrons_flex wells=24 > "
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=560 emission_nm=590 > store",
    ),
    (
        "nominal_pnpp_recorded_only_upon",
        "The absorbance at 405 nm is to be recorded only upon completion of the following: "
        "addition of 50 µL of pNPP substrate to rows A–D of the 96-well plate on the Biomek "
        "i5, shaking at 300 rpm for 30 s and incubation at 37 °C for 30 min.",
        "transfer volume_ul=50 @biomek_i5 wells=48 > shake speed_rpm=300 duration_s=30 > "
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=405",
    ),
    (
        "nominal_library_qc_labchip",
        "Removal of the seal from the library plate on the XPeel; transfer of 15 µL of each "
        "library into a fresh 96-well PCR plate by the Hamilton STAR; centrifugation at "
        "1,000 × g for 1 min; analysis of all 96 samples on the LabChip by means of the DNA "
        "High Sensitivity assay.",
        "peel @azenta_xpeel > transfer volume_ul=15 @hamilton_star > "
        "spin rcf_g=1000 duration_s=60 > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "nominal_15ml_pellet_reseed",
        "Pelleting of the cells in the 15 mL tubes (300 × g, 5 min) is followed by "
        "resuspension of each pellet in 1 mL of PBS on the Biomek i5 and the transfer of "
        "100 µL per well into columns 1–4 of a 96-well plate, whereupon the plate is "
        "incubated at 37 °C for 24 h.",
        "spin rcf_g=300 duration_s=300 > transfer volume_ul=1000 @biomek_i5 > "
        "transfer volume_ul=100 wells=32 > incubate temperature_c=37 duration_s=86400",
    ),
    (
        "nominal_dye_quant_384",
        "Transfer of 2 µL of each sample into the black 384-well plate pre-filled with 48 µL "
        "of dye solution, with subsequent centrifugation at 500 x g for 1 min, incubation for "
        "5 min at room temperature and fluorescence measurement at 480 nm excitation / 520 nm "
        "emission.",
        "transfer volume_ul=2 > spin rcf_g=500 duration_s=60 > incubate duration_s=300 > "
        "read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "nominal_hotel_to_hotel_antibody",
        "Retrieval of the assay plate from the Cytomat 24, removal of its seal by the XPeel, "
        "addition of 25 µL of detection antibody to each well on the Biomek i7, incubation for "
        "1 h at room temperature on the plate shaker at 450 rpm, and return of the plate to "
        "the hotel.",
        "retrieve @cytomat_24 > peel @azenta_xpeel > transfer volume_ul=25 @biomek_i7_hybrid > "
        "shake speed_rpm=450 duration_s=3600 > store",
    ),
    (
        "nominal_prior_to_sealing_inoculum",
        "Prior to the sealing of the deep-well plate at 180 °C for 3 s and its overnight "
        "shaking at 900 rpm and 30 °C on the BioShake, 0.5 mL of culture medium is dispensed "
        "into each well by the Biomek i7, after which 50 µL of inoculum is added to every well "
        "of columns 1–6.",
        "transfer volume_ul=500 @biomek_i7_hybrid > transfer volume_ul=50 wells=48 > "
        "seal temperature_c=180 duration_s=3 > "
        "shake speed_rpm=900 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "nominal_rna_kf_labchip",
        "Transfer of 200 µL of each lysate into the 96 deep-well plate by the Biomek i5, "
        "followed by execution of the MagMAX_mirVana_Total_RNA programme on the KF Flex, after "
        "which 20 µL of each eluate is transferred into a 96-well PCR plate and 24 samples are "
        "analysed with the RNA assay on the LabChip GX.",
        "transfer volume_ul=200 @biomek_i5 > run_program @kingfisher_flex > "
        "transfer volume_ul=20 > run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "nominal_bradford_chain_backwards",
        "Prior to the absorbance measurement at 595 nm, the plate is centrifuged (1,000 × g, "
        "1 min) for the removal of bubbles; this centrifugation follows a 10 min incubation at "
        "room temperature, which is itself preceded by the addition of 250 µL of Bradford "
        "reagent to each well containing 5 µL of sample.",
        "transfer volume_ul=250 > incubate duration_s=600 > spin rcf_g=1000 duration_s=60 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "nominal_24dw_expression_culture",
        "Addition of 1 mL of LB medium to each well of the 24 deep-well plate by the Biomek "
        "i5, inoculation of each well with 30 µL of starter culture, incubation with shaking "
        "at 250 rpm and 37 °C for 16 h, and harvesting by centrifugation (2,500 × g, 10 min, "
        "4 °C).",
        "transfer volume_ul=1000 @biomek_i5 > transfer volume_ul=30 > "
        "shake speed_rpm=250 duration_s=57600 temperature_c=37 > "
        "spin rcf_g=2500 duration_s=600 temperature_c=4",
    ),
    (
        "nominal_final_steps_ot2_norm",
        "Sealing at 170 °C for 2 s and centrifugation at 1,000 × g for 1 min constitute the "
        "final steps, these being preceded by the transfer of 18 µL of water and then 2 µL of "
        "DNA into wells A1–H3 of the PCR plate on the OT-2.",
        "transfer volume_ul=18 @opentrons_ot2 wells=24 > transfer volume_ul=2 wells=24 > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "nominal_bca_first_six_columns",
        "Addition of 200 µL of BCA working reagent to each of the 48 wells in the first six "
        "columns of the 96-well plate, each of which already contains 25 µL of standard or "
        "sample; brief mixing on the plate shaker for 30 s; incubation at 37 °C for 30 min; "
        "and measurement of absorbance at 562 nm.",
        "transfer volume_ul=200 wells=48 > shake duration_s=30 > "
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "nominal_star_homogenise_to_384",
        "Homogenisation of the contents of wells A1–H1 of the deep-well plate by pipette "
        "mixing (10 × 50 µL) on the Hamilton STAR, with subsequent transfer of 20 µL from each "
        "of these wells into wells A1–H1 of the 384-well PCR plate, sealing at 170 °C for "
        "2.5 s and centrifugation at 1,000 × g for 1 min.",
        "mix volume_ul=50 cycles=10 @hamilton_star wells=8 > transfer volume_ul=20 wells=8 > "
        "seal temperature_c=170 duration_s=2.5 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "nominal_primer_plate_round_trip",
        "Retrieval of the primer plate from the cold store and removal of its seal by the "
        "plate peeler, with subsequent dispensing of 5 µL of each primer mix into the first "
        "two columns of the 384-well PCR plate on the Fluent; upon completion of the transfer, "
        "the primer plate is resealed (165 °C, 2 s) and returned to the refrigerated store at "
        "4 °C.",
        "retrieve > peel > transfer volume_ul=5 @tecan_fluent wells=32 > "
        "seal temperature_c=165 duration_s=2 > store temperature_c=4",
    ),
    (
        "nominal_digest_thermoshaker",
        "Addition of 100 μl of digestion buffer to each well of the 96 deep-well plate, "
        "incubation on the thermoshaker at 37 °C and 800 rpm for 1 h, a brief centrifugation "
        "at 300 × g for 1 min and transfer of 50 μl of each digest into a 96-well PCR plate.",
        "transfer volume_ul=100 > shake speed_rpm=800 duration_s=3600 temperature_c=37 > "
        "spin rcf_g=300 duration_s=60 > transfer volume_ul=50",
    ),
    # ------------------------------------------------------------------ halted (over a limit)
    (
        "nominal_halt_flat_plate_4500g",
        "Centrifugation of the 96-well flat-bottom assay plate at 4,500 × g for 10 min for the "
        "purpose of pelleting cell debris.",
        "halted",
    ),
    (
        "nominal_halt_cumulative_overfill",
        "Addition of 250 µL of growth medium to each well of the 96-well flat-bottom plate, "
        "with subsequent addition of 150 µL of compound dilution to the same wells.",
        "halted",
    ),
    (
        "nominal_halt_seal_215",
        "Following the dispensing of 20 µL of master mix into the 96-well PCR plate, sealing "
        "at 215 °C for 2 s on the a4S.",
        "halted",
    ),
    (
        "nominal_halt_a205_peptide",
        "Measurement of absorbance at 205 nm of the peptide solutions in the UV-transparent "
        "96-well plate.",
        "halted",
    ),
    (
        "nominal_halt_protk_cytomat_56",
        "Proteinase K digestion by incubation of the 96 deep-well plate in the Cytomat 2C450 "
        "at 56 °C for 10 min, prior to extraction on the KingFisher.",
        "halted",
    ),
    (
        "nominal_halt_5424r_25000g",
        "Centrifugation of the 2 mL tubes (25,000 × g, 5 min, 4 °C) in the 5424 R.",
        "halted",
    ),
    (
        "nominal_halt_384_overfill_chain",
        "Dispensing of 120 µL of cell suspension into each well of the 384-well plate by the "
        "Biomek i7, with subsequent incubation at 37 °C for 24 h, addition of 20 µL of "
        "detection reagent and measurement of luminescence.",
        "halted",
    ),
    (
        "nominal_halt_bioshake_3500",
        "Resuspension of the magnetic beads in the 96-well plate by shaking on the BioShake at "
        "3,500 rpm for 1 min.",
        "halted",
    ),
    # ------------------------------------------------------------------ ask (cannot be known)
    (
        "nominal_ask_rpm_before_od",
        "Centrifugation of the 96-well plate at 2,000 rpm for 3 min prior to the absorbance "
        "reading at 600 nm.",
        "ask",
    ),
    (
        "nominal_ask_tecan_spark",
        "Absorbance measurement at 450 nm on the Tecan Spark upon completion of a 30 min "
        "incubation at room temperature.",
        "ask",
    ),
    (
        "nominal_ask_vortexing",
        "Vortexing of the 1.5 mL tubes for 15 s, followed by centrifugation (13,000 × g, 1 min).",
        "ask",
    ),
    (
        "nominal_ask_sonication",
        "Sonication of the lysates in the 96 deep-well plate (three 10 s pulses on ice), after "
        "which the lysates are clarified at 3,000 × g for 15 min.",
        "ask",
    ),
    (
        "nominal_ask_cell_number_only",
        "Seeding of 10,000 HEK293T cells into each well of the 96-well plate on the Biomek i5.",
        "ask",
    ),
    (
        "nominal_ask_biotek_washer",
        "Washing of the ELISA plate three times with 300 µL of PBS-T on the BioTek 405 TS, "
        "after which 100 µL of TMB is added, the plate is incubated for 20 min and the "
        "absorbance at 650 nm is read.",
        "ask",
    ),
    (
        "nominal_ask_two_volumes_ethanol",
        "Addition of two volumes of ice-cold ethanol to each lysate in the deep-well plate, "
        "with subsequent incubation at 4 °C for 30 min.",
        "ask",
    ),
    (
        "nominal_ask_14k_no_unit",
        "Centrifugation of the 1.5 mL tubes at 14k for 10 min at 4 °C.",
        "ask",
    ),
]
