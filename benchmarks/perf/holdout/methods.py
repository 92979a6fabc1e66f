"""Hold-out batch "methods": intents written like the methods section of a paper or a
protocols.io entry (passive voice, past tense, long sentences, parenthetical brands and
catalogue numbers, concentrations and lot notes, mixed British/American spelling).

Each case is (id, intent_text, expected); see tests/faithful_cases.py for the format.
"""

from __future__ import annotations

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ single step
    (
        "meth_s01_vspin_pulse_pcr",
        "The sealed PCR plate (Bio-Rad HSP9601, lot 64231) was briefly centrifuged in the "
        "Agilent VSpin at 500 × g for 1 min so as to collect condensate from the well walls.",
        "spin rcf_g=500 duration_s=60 @agilent_vspin",
    ),
    (
        "meth_s02_bca_a562",
        "Absorbance of the BCA reactions (Pierce BCA Protein Assay Kit, Thermo 23225; "
        "standards prepared from 2 mg/mL BSA) was read at 562 nm on the SpectraMax i3x.",
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "meth_s03_a4s_384",
        "The 384-well assay plate (Greiner 781091) was heat-sealed on the Azenta a4S using "
        "peelable aluminium foil (4titude 4ti-0550) at 165 °C for 2.5 s.",
        "seal temperature_c=165 duration_s=2.5 @azenta_a4s",
    ),
    (
        "meth_s04_xpeel_deepwell",
        "Foil seals were removed from the 2 mL deep-well block (Axygen P-2ML-SQ-C) with the "
        "Brooks XPeel prior to any further handling.",
        "peel @azenta_xpeel",
    ),
    (
        "meth_s05_cytomat_48h",
        "Cells (HEK293T, passage 12) were then incubated in the Cytomat 2C450 at 37 °C "
        "(5 % CO2, 95 % relative humidity) for 48 h.",
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "meth_s06_prestoblue",
        "Resazurin fluorescence (PrestoBlue HS, Invitrogen P50200, 1:10 final) was measured on "
        "the multimode reader with excitation at 560 nm and emission collected at 590 nm.",
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "meth_s07_ctg_integration",
        "Luminescence (CellTiter-Glo 2.0, Promega G9242) was recorded from the white "
        "opaque plate (Corning 3917) with an integration time of 0.5 s per well.",
        "read_luminescence integration_s=0.5",
    ),
    (
        "meth_s08_star_columns",
        "Using the Hamilton Microlab STAR, 25 µL of 2× Q5 master mix (NEB M0492) was "
        "dispensed into columns 1–6 of a 96-well PCR plate (Bio-Rad HSP9601).",
        "transfer volume_ul=25 @hamilton_star wells=48",
    ),
    (
        "meth_s09_5424r_lysate",
        "Lysates, in 1.5 mL Safe-Lock tubes (Eppendorf 0030120086), were clarified in the "
        "5424 R at 16,000 × g for 10 min at 4 °C (FA-45-24-11 rotor).",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "meth_s10_cold_store",
        "Plates were kept at 4 °C in the Cytomat 2C425 until further use (typically "
        "no longer than 72 h; cf. Smith et al., 2019).",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "meth_s11_odtc_q5",
        "Amplification was carried out on the INHECO ODTC with an initial denaturation at "
        "98 °C for 30 s, followed by 30 cycles of 98 °C for 10 s, 62 °C for 20 s and 72 °C "
        "for 30 s, a final extension at 72 °C for 2 min and an indefinite hold at 4 °C.",
        "run_pcr cycles=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 "
        "extension_c=72 extension_s=30 initial_denaturation_c=98 initial_denaturation_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "meth_s12_cfx_sybr",
        "qPCR was performed on the Bio-Rad CFX384 in 10 µL reactions (SsoAdvanced Universal "
        "SYBR Green Supermix, Bio-Rad 1725271) in a 384-well PCR plate: 95 °C for 3 min, then "
        "40 cycles of 95 °C for 15 s and 60 °C for 1 min.",
        "run_qpcr cycles=40 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 "
        "initial_denaturation_c=95 initial_denaturation_s=180 @biorad_cfx384",
    ),
    (
        "meth_s13_kingfisher_rna",
        "Total RNA was extracted on the KingFisher Flex using the MagMAX mirVana program "
        "(MagMAX_mirVana_Flex) in 96 deep-well plates (Thermo 95040450).",
        "run_program @kingfisher_flex",
    ),
    (
        "meth_s14_labchip_hs",
        "Library size distributions of 48 samples were assessed on the LabChip GX Touch HT "
        "with the DNA High Sensitivity assay (reagent kit CLS760672, chip lot 2210A).",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "meth_s15_bioshake_lysis",
        "To lyse the cells, the plate was shaken on the BioShake 3000-T elm at 1,200 rpm for "
        "2 min.",
        "shake speed_rpm=1200 duration_s=120 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "meth_s16_hotel_retrieve",
        "The assay plate, which had been parked overnight, was retrieved from the Cytomat 24 "
        "plate hotel.",
        "retrieve @cytomat_24",
    ),
    (
        "meth_s17_hig4_384pcr",
        "The 384-well PCR plate (Bio-Rad HSP3805) was centrifuged in the BioNex HiG 4 at "
        "3,000 × g for 30 s.",
        "spin rcf_g=3000 duration_s=30 @bionex_hig4",
    ),
    (
        "meth_s18_5810_falcon",
        "The 50 mL conical tubes (Falcon 352070) containing the E. coli BL21(DE3) cultures "
        "were pelleted in the refrigerated centrifuge (Eppendorf 5810 R, swing-bucket rotor "
        "A-4-81 with 50 mL buckets) at 3,000 x g for fifteen minutes at 4 °C.",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "meth_s19_ot2_rowA",
        "On the Opentrons OT-2, 10 µl of each gDNA sample (approx. 20 ng/µl) was transferred "
        "from the 1.5 mL tubes into row A of a 96-well PCR plate (NEST 402501).",
        "transfer volume_ul=10 @opentrons_ot2 wells=12",
    ),
    (
        "meth_s20_rt_dark",
        "The plate was left to incubate at room temperature for fifteen minutes, protected "
        "from light.",
        "incubate duration_s=900",
    ),
    (
        "meth_s21_flex_aliquot_ml",
        "An aliquot of 0.2 mL of each eluate was transferred into a fresh 96-well flat-bottom "
        "plate (Corning 3596) using the Opentrons Flex.",
        "transfer volume_ul=200 @opentrons_flex",
    ),
    (
        "meth_s22_spin_no_device",
        "Plates (Corning 3596) were spun at 2,500 × g for 5 min to pellet cell debris.",
        "spin rcf_g=2500 duration_s=300",
    ),
    (
        "meth_s23_seal_degC",
        "Immediately thereafter the plate was heat sealed (clear PCR seal, Azenta "
        "4ti-0560) for 1.5 seconds at 175 degrees C.",
        "seal temperature_c=175 duration_s=1.5",
    ),
    (
        "meth_s24_pf400_move",
        "The plate was then carried by the PreciseFlex arm to the plate reader.",
        "move_plate @precise_pf400",
    ),
    # ------------------------------------------------------------------ two or three steps
    (
        "meth_t01_shake_before_read",
        "Before reading, the plate was shaken at 600 rpm for 30 s on the plate shaker; "
        "absorbance was then read at 450 nm (TMB stopped with 1 M H2SO4, Sigma 339741).",
        "shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "meth_t02_after_spin_seal",
        "After spinning at 800 × g for 1 min in the VSpin, the plate was sealed at 170 °C for 2 s.",
        "spin rcf_g=800 duration_s=60 @agilent_vspin > seal temperature_c=170 duration_s=2",
    ),
    (
        "meth_t03_peel_then_labchip",
        "The sample plate, having first been de-sealed on the XPeel, was loaded onto the "
        "LabChip GX Touch and 96 samples were run with the HT DNA 5K assay (760435).",
        "peel @azenta_xpeel > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "meth_t04_fluent_tmb",
        "Using the Tecan Fluent 780, 50 µL of TMB substrate (Thermo 34028) was added to each "
        "well, and the plate was incubated for 20 min at room temperature before absorbance "
        "was measured at 652 nm.",
        "transfer volume_ul=50 @tecan_fluent > incubate duration_s=1200 > "
        "read_absorbance wavelength_nm=652",
    ),
    (
        "meth_t05_seed_overnight",
        "Cells were seeded at 5,000 cells per well in 100 µL DMEM/10 % FBS into black "
        "clear-bottom plates (Corning 3903) using the Biomek i5 and allowed to attach "
        "overnight at 37 °C in the CO2 incubator.",
        "transfer volume_ul=100 @biomek_i5 > incubate temperature_c=37 @cytomat_2c450",
    ),
    (
        "meth_t06_fridge_hig4",
        "The RNA plate was retrieved from the plate fridge and pulse-spun (30 s, 500 × g) on "
        "the HiG4.",
        "retrieve @cytomat_2c425 > spin rcf_g=500 duration_s=30 @bionex_hig4",
    ),
    (
        "meth_t07_equilibrate_then_lum",
        "Prior to being read for luminescence (1 s integration), the white 384-well plate "
        "(Corning 3570) was equilibrated at room temperature for 10 min.",
        "incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "meth_t08_star_seal_spin",
        "Genomic DNA (2 µL) was transferred into 18 µL of PCR mix in a 96-well PCR plate "
        "using the ML STAR; the plate was then sealed and spun at 1,000 × g for 1 min.",
        "transfer volume_ul=2 @hamilton_star > seal > spin rcf_g=1000 duration_s=60",
    ),
    (
        "meth_t09_pf400_to_kf",
        "The 24 deep-well plate (KingFisher 24, Thermo 95040470) was moved by the PF400 to "
        "the KingFisher Flex, where the Plasmid_Midi_24 program was run.",
        "move_plate @precise_pf400 > run_program @kingfisher_flex",
    ),
    (
        "meth_t10_dnase_inactivation",
        "Following a 30 min incubation at 37 °C on the thermoshaker (800 rpm), DNase I "
        "(Thermo EN0521) was heat-inactivated at 75 °C for 10 min in the ODTC.",
        "shake speed_rpm=800 duration_s=1800 temperature_c=37 "
        "@qinstruments_bioshake_3000t_elm > incubate temperature_c=75 duration_s=600 "
        "@inheco_odtc",
    ),
    (
        "meth_t11_strips_then_flex",
        "PCR strips were spun at 2,000 × g for 30 s in the benchtop microcentrifuge, after "
        "which 5 µL of each reaction was pipetted into a 96-well PCR plate on the Opentrons "
        "Flex.",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r > transfer volume_ul=5 @opentrons_flex",
    ),
    (
        "meth_t12_two_fluor_reads",
        "The plate was first read for EGFP (ex 488 nm / em 520 nm) and subsequently for "
        "mCherry (ex 587 nm / em 615 nm) on the i3x.",
        "read_fluorescence excitation_nm=488 emission_nm=520 @spectramax_i3x > "
        "read_fluorescence excitation_nm=587 emission_nm=615 @spectramax_i3x",
    ),
    (
        "meth_t13_dw_grow_pellet",
        "Starter cultures in 96 deep-well plates (1 mL LB per well, Axygen P-DW-20-C) were "
        "grown overnight at 37 °C with shaking at 900 rpm on the heater-shaker and then "
        "pelleted at 2,500 × g for 10 min in the Eppendorf 5810.",
        "shake speed_rpm=900 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=2500 duration_s=600 @eppendorf_5810r",
    ),
    (
        "meth_t14_dilute_mix_cols",
        "On the Biomek i7 Hybrid, 90 µL of PBS (Gibco 10010023) was dispensed into wells "
        "A1–H6 of the serum plate, which already held 10 µL of sample, and these wells were "
        "then mixed by pipetting up and down five times with 50 µL.",
        "transfer volume_ul=90 @biomek_i7_hybrid wells=48 > "
        "mix volume_ul=50 @biomek_i7_hybrid wells=48",
    ),
    (
        "meth_t15_peel_store_hotel",
        "Once unsealed on the de-sealer, the plate was placed in the plate hotel.",
        "peel @azenta_xpeel > store @cytomat_24",
    ),
    (
        "meth_t16_inactivation_trap",
        "Prior to heat inactivation at 65 °C (20 min), digests were incubated on the "
        "on-deck thermal cycler at 37 °C for 1 h (EcoRI-HF, NEB R3101, 20 U per reaction).",
        "incubate temperature_c=37 duration_s=3600 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "meth_t17_arm_seal_hotel",
        "The plate was moved by the robot arm to the heat sealer, sealed (160 °C, 2 s) and "
        "thereafter stored in the Cytomat 24.",
        "move_plate @precise_pf400 > seal temperature_c=160 duration_s=2 @azenta_a4s > "
        "store @cytomat_24",
    ),
    (
        "meth_t18_miniprep_a260",
        "Plasmid minipreps in 1.5 ml tubes were spun at 13,000 × g for 1 min (5424R), then "
        "2 µL of each was transferred by the OT-2 into row A of a UV-transparent 96-well "
        "plate (Corning 3635) pre-filled with 98 µL TE, and A260 was read on the SpectraMax.",
        "spin rcf_g=13000 duration_s=60 @eppendorf_5424r > "
        "transfer volume_ul=2 @opentrons_ot2 wells=12 > "
        "read_absorbance wavelength_nm=260 @spectramax_i3x",
    ),
    (
        "meth_t19_15ml_spin",
        "HEK293 suspensions in 15 mL conical tubes (Falcon 352096) were centrifuged at "
        "300 x g for 5 min in the Eppendorf 5810 R (A-4-81 with 15 mL adapters), and 100 µL "
        "of the resuspended cells was subsequently dispensed into a 96-well plate (Corning "
        "3596) with the Hamilton STAR.",
        "spin rcf_g=300 duration_s=300 @eppendorf_5810r > transfer volume_ul=100 @hamilton_star",
    ),
    (
        "meth_t20_incubator_then_read",
        "Bacterial growth was monitored by OD600 on the microplate reader after the plate had "
        "been incubated at 30 °C for 6 hrs in the Cytomat.",
        "incubate temperature_c=30 duration_s=21600 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    # ------------------------------------------------------------------ four or more steps
    (
        "meth_f01_elisa",
        "Following overnight coating at 4 °C in the refrigerated store, the plate (Nunc "
        "MaxiSorp 442404) was retrieved, 200 µL of blocking buffer (3 % BSA in PBST) was "
        "dispensed per well on the Hamilton STAR and the plate was incubated for 1 h at room "
        "temperature, after which 100 µL of TMB was added and absorbance read at 450 nm.",
        "store temperature_c=4 @cytomat_2c425 > retrieve > "
        "transfer volume_ul=200 @hamilton_star > incubate duration_s=3600 > "
        "transfer volume_ul=100 > read_absorbance wavelength_nm=450",
    ),
    (
        "meth_f02_viability_384",
        "Compounds (0.5 µL of 10 mM DMSO stocks) were added to the 384-well assay plate "
        "(Corning 3764) with the Tecan Fluent, and cells were incubated at 37 °C for 72 h in "
        "the Cytomat 2C450; the plate was then retrieved, equilibrated to room temperature "
        "for 30 min, 25 µL of CellTiter-Glo was added on the Fluent, the plate was shaken at "
        "1,000 rpm for 2 min on the BioShake and luminescence was read (0.25 s integration) "
        "on the SpectraMax.",
        "transfer volume_ul=0.5 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=259200 @cytomat_2c450 > retrieve > "
        "incubate duration_s=1800 > transfer volume_ul=25 @tecan_fluent > "
        "shake speed_rpm=1000 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=0.25 @spectramax_i3x",
    ),
    (
        "meth_f03_pcr_to_labchip",
        "PCR products (25 µL reactions in HSP9601 plates) were amplified on the ODTC (35 "
        "cycles of 95 °C for 15 s, 55 °C for 15 s and 72 °C for 45 s), spun at 1,000 × g for "
        "1 min, peeled, and 12 of the samples were analysed on the LabChip GX Touch using "
        "the DNA 1K assay.",
        "run_pcr cycles=35 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15 "
        "extension_c=72 extension_s=45 @inheco_odtc > spin rcf_g=1000 duration_s=60 > peel > "
        "run_assay sample_count=12 @labchip_gx_touch_ht",
    ),
    (
        "meth_f04_qpcr_setup_flex",
        "Using the Opentrons Flex, 8 µL of SYBR master mix (Bio-Rad 1725271) was dispensed "
        "into the first two columns of a 384-well PCR plate (HSP3805), followed by 2 µL of "
        "cDNA; the plate was sealed at 165 °C for 3 s on the a4S, centrifuged at 1,500 × g "
        "for 1 min in the HiG4 and run on the CFX384 (95 °C for 30 s; 40 cycles of 95 °C for "
        "5 s and 60 °C for 30 s).",
        "transfer volume_ul=8 @opentrons_flex wells=32 > transfer volume_ul=2 @opentrons_flex > "
        "seal temperature_c=165 duration_s=3 @azenta_a4s > "
        "spin rcf_g=1500 duration_s=60 @bionex_hig4 > "
        "run_qpcr cycles=40 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 "
        "initial_denaturation_c=95 initial_denaturation_s=30 @biorad_cfx384",
    ),
    (
        "meth_f05_viral_extraction",
        "Viral lysate (200 µL per well) was transferred to a KingFisher 96 deep-well plate on "
        "the Biomek i5, after which 20 µL of proteinase K (Thermo A42363) was added; the "
        "plate was shaken at 1,000 rpm for 5 min at 56 °C on the thermoshaker and then "
        "processed on the KingFisher Flex (program MVP_2Wash_200_Flex).",
        "transfer volume_ul=200 @biomek_i5 > transfer volume_ul=20 @biomek_i5 > "
        "shake speed_rpm=1000 duration_s=300 temperature_c=56 "
        "@qinstruments_bioshake_3000t_elm > run_program @kingfisher_flex",
    ),
    (
        "meth_f06_growth_curve_backwards",
        "The plate was read at 600 nm on the SpectraMax, having first been incubated at 30 °C "
        "for 16 h in the Cytomat 2C450 and subsequently shaken for 1 min at 1,000 rpm on the "
        "BioShake; prior to incubation, 180 µL of LB and 20 µL of overnight culture had been "
        "dispensed into each well using the OT-2.",
        "transfer volume_ul=180 @opentrons_ot2 > transfer volume_ul=20 @opentrons_ot2 > "
        "incubate temperature_c=30 duration_s=57600 @cytomat_2c450 > "
        "shake speed_rpm=1000 duration_s=60 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "meth_f07_cold_chain_reformat",
        "The sealed 96-well PCR plate was retrieved from the refrigerated store, spun briefly "
        "(500 × g, 1 min) in the 5810R, unsealed on the XPeel, and 5 µL of each reaction was "
        "transferred to a fresh plate on the STAR, which was then sealed (170 °C, 2 s) and "
        "returned to the cold store at 4 °C.",
        "retrieve @cytomat_2c425 > spin rcf_g=500 duration_s=60 @eppendorf_5810r > "
        "peel @azenta_xpeel > transfer volume_ul=5 @hamilton_star > "
        "seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "meth_f08_bradford",
        "Protein standards and samples (5 µL) were pipetted in duplicate into a 96-well "
        "flat-bottom plate on the Biomek i7, followed by 250 µL of Coomassie Plus reagent "
        "(Thermo 23236); after mixing on the plate shaker (30 s, 500 rpm) and a 10-min "
        "incubation at RT, A595 was recorded.",
        "transfer volume_ul=5 @biomek_i7_hybrid > transfer volume_ul=250 @biomek_i7_hybrid > "
        "shake speed_rpm=500 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=600 > read_absorbance wavelength_nm=595",
    ),
    (
        "meth_f09_cetsa",
        "For the thermal-shift (CETSA) step, cells in a 96-well PCR plate were heated at 52 °C "
        "for 3 min on the on-deck thermocycler and then held at 25 °C for 3 min, lysed by "
        "shaking at 1,500 rpm for 10 min, and centrifuged at 3,000 × g for 20 min in the "
        "HiG 4, whereupon 10 µL of supernatant was transferred to a 384-well plate on the "
        "Fluent.",
        "incubate temperature_c=52 duration_s=180 @inheco_odtc > "
        "incubate temperature_c=25 duration_s=180 @inheco_odtc > "
        "shake speed_rpm=1500 duration_s=600 > spin rcf_g=3000 duration_s=1200 @bionex_hig4 > "
        "transfer volume_ul=10 @tecan_fluent",
    ),
    (
        "meth_f10_yeast_24dw",
        "Yeast (S. cerevisiae BY4741) cultures of 3 mL YPD in a 24 deep-well plate were grown "
        "for 20 h at 30 °C with orbital shaking at 250 rpm on the BioShake 3000-T, pelleted at "
        "2,000 × g for 5 min in the Eppendorf 5810 R and, once the supernatant had been "
        "decanted by hand, lysed on the KingFisher Flex (YeastLyse_24 program).",
        "shake speed_rpm=250 duration_s=72000 temperature_c=30 "
        "@qinstruments_bioshake_3000t_elm > spin rcf_g=2000 duration_s=300 @eppendorf_5810r > "
        "run_program @kingfisher_flex",
    ),
    (
        "meth_f11_dual_glo",
        "Dual-Glo (Promega E2920): 75 µL of Dual-Glo reagent was added with the OT-2 and, "
        "after 10 min, firefly luminescence was read (1 s integration); 75 µL of Stop & Glo "
        "was then added, and following a further 10 min Renilla luminescence was read with "
        "the same 1 s integration.",
        "transfer volume_ul=75 @opentrons_ot2 > incubate duration_s=600 > "
        "read_luminescence integration_s=1 > transfer volume_ul=75 @opentrons_ot2 > "
        "incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "meth_f12_ampure",
        "To each 50 µL PCR product, 45 µL of AMPure XP beads (0.9×; Beckman A63881) was added "
        "on the Hamilton STAR and mixed by pipetting ten times at 70 µL; after 5 min at room "
        "temperature, 95 µL of the mixture was moved to a KingFisher 96 deep-well plate and "
        "the AMPure_wash program was run on the KingFisher.",
        "transfer volume_ul=45 @hamilton_star > mix volume_ul=70 @hamilton_star > "
        "incubate duration_s=300 > transfer volume_ul=95 > run_program @kingfisher_flex",
    ),
    (
        "meth_f13_expression_lysis",
        "The deep-well expression block was taken out of the Cytomat 24, unsealed on the "
        "XPeel, and 300 µL of lysis buffer (B-PER, Thermo 78248, with 1 mM PMSF) was "
        "added per well on the Biomek i7; it was then shaken at 1,500 rpm for 20 min on the "
        "BioShake and clarified at 2,800 × g for 15 min (Eppendorf 5810 R).",
        "retrieve @cytomat_24 > peel @azenta_xpeel > transfer volume_ul=300 @biomek_i7_hybrid > "
        "shake speed_rpm=1500 duration_s=1200 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=2800 duration_s=900 @eppendorf_5810r",
    ),
    (
        "meth_f14_protease_kinetics",
        "Substrate (Z-Gly-Pro-AMC, 10 µL of a 200 µM solution) was dispensed with the Tecan "
        "Fluent into a black 384-well plate (Corning 3573) already containing 40 µL of "
        "enzyme; the plate was spun at 200 × g for 30 s in the VSpin, incubated at 37 °C for "
        "30 min with gentle shaking (300 rpm) on the thermoshaker, and fluorescence was read "
        "at ex 380 / em 460 nm.",
        "transfer volume_ul=10 @tecan_fluent > spin rcf_g=200 duration_s=30 @agilent_vspin > "
        "shake speed_rpm=300 duration_s=1800 temperature_c=37 "
        "@qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=380 emission_nm=460",
    ),
    (
        "meth_f15_hotel_to_qpcr",
        "Having been retrieved from the hotel, the 384-well PCR plate (10 µL reactions per "
        "well) was spun at 1,000 × g for 1 min in the 5810 R, sealed for 3 s at 170 °C, and "
        "cycled in the CFX 384 (40 cycles of 95 °C for 10 s, 58 °C for 30 s and 72 °C for "
        "30 s).",
        "retrieve @cytomat_24 > spin rcf_g=1000 duration_s=60 @eppendorf_5810r > "
        "seal temperature_c=170 duration_s=3 > "
        "run_qpcr cycles=40 denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=30 "
        "extension_c=72 extension_s=30 @biorad_cfx384",
    ),
    (
        "meth_f16_elisa_detection_order",
        "Absorbance at 450 nm was taken on the SpectraMax i3 only after the following: 100 µL "
        "of HRP-streptavidin (1:200, R&D DY998) had been added on the Fluent 1080, the plate "
        "incubated for 20 minutes at RT, and 50 µL of stop solution (2 N H2SO4) dispensed.",
        "transfer volume_ul=100 @tecan_fluent > incubate duration_s=1200 > "
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "meth_f17_normalise_pcr_odtc",
        "Template (1 µL, ~10 ng) and 24 µL of OneTaq master mix (NEB M0482) were combined in "
        "columns 1–3 of a 96-well PCR plate on the Biomek i5 (template dispensed second), the "
        "plate was sealed at 165 °C for 2 s, pulse-spun at 500 × g for 30 s in the plate "
        "centrifuge and cycled on the ODTC: 94 °C 30 s; 30 × (94 °C 20 s, 52 °C 30 s, 68 °C "
        "60 s); 68 °C 5 min.",
        "transfer volume_ul=24 @biomek_i5 wells=24 > transfer volume_ul=1 @biomek_i5 > "
        "seal temperature_c=165 duration_s=2 > spin rcf_g=500 duration_s=30 > "
        "run_pcr cycles=30 denaturation_c=94 denaturation_s=20 annealing_c=52 annealing_s=30 "
        "extension_c=68 extension_s=60 initial_denaturation_c=94 initial_denaturation_s=30 "
        "final_extension_c=68 final_extension_s=300 @inheco_odtc",
    ),
    (
        "meth_f18_reporter_fluor_kinetic",
        "Transfected cells in 96-well plates (Corning 3596) received 50 uL of "
        "doxycycline-containing medium (1 µg/mL final), added on the OT-2; plates were incubated for 24 h at "
        "37 °C in the incubator, moved by the PF400 to the reader, and EGFP fluorescence "
        "(485 nm excitation, 528 nm emission) was read.",
        "transfer volume_ul=50 @opentrons_ot2 > "
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > "
        "move_plate @precise_pf400 > "
        "read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "meth_f19_star_mix_seal_store",
        "On the Microlab STAR, 20 µL of bisulfite conversion reagent was added to wells "
        "A1–D12 (rows A–D) of the 96-well PCR plate and mixed by aspirating and dispensing "
        "15 µL eight times, after which the plate was sealed on the Brooks a4S (170 °C, "
        "1.2 s) and placed in the plate fridge at 8 °C.",
        "transfer volume_ul=20 @hamilton_star wells=48 > mix volume_ul=15 @hamilton_star "
        "wells=48 > seal temperature_c=170 duration_s=1.2 @azenta_a4s > "
        "store temperature_c=8 @cytomat_2c425",
    ),
    (
        "meth_f20_lowvol_odtc_rt",
        "cDNA synthesis: 10 µL of RT master mix (SuperScript IV VILO, Invitrogen 11756050) "
        "was added to 10 µL RNA in each well using the Fluent, the plate was sealed, and "
        "it was incubated in the INHECO thermocycler at 25 °C for 10 min, then 50 °C for "
        "10 min, then 85 °C for 5 min.",
        "transfer volume_ul=10 @tecan_fluent > seal > "
        "incubate temperature_c=25 duration_s=600 @inheco_odtc > "
        "incubate temperature_c=50 duration_s=600 @inheco_odtc > "
        "incubate temperature_c=85 duration_s=300 @inheco_odtc",
    ),
    # ------------------------------------------------------------------ halted
    (
        "meth_h01_plate_6000g",
        "The clarified lysate in a 96-well flat-bottom plate (Corning 3596) was then spun at "
        "6,000 × g for 10 min to remove residual debris.",
        "halted",
    ),
    (
        "meth_h02_tubes_25000g",
        "Tubes (1.5 mL, Eppendorf Safe-Lock) were centrifuged at 25,000 × g for 20 min at "
        "4 °C in the microcentrifuge.",
        "halted",
    ),
    (
        "meth_h03_overfill_96",
        "Using the Biomek i7, 400 µL of growth medium (RPMI-1640, Gibco 11875093) was "
        "dispensed into every well of a 96-well flat-bottom plate (Corning 3596).",
        "halted",
    ),
    (
        "meth_h04_overfill_384",
        "The Opentrons Flex was used to add 150 µL of detection reagent to each well of a "
        "384-well plate (Corning 3570).",
        "halted",
    ),
    (
        "meth_h05_seal_240",
        "The plate was heat-sealed at 240 °C for 3 s on the a4S to ensure a tight bond with "
        "the polypropylene.",
        "halted",
    ),
    (
        "meth_h06_abs_200nm",
        "Peptide-bond absorbance was read at 200 nm on the SpectraMax (UV-Star plate, Greiner "
        "655801).",
        "halted",
    ),
    (
        "meth_h07_shake_3500",
        "Beads were resuspended by shaking the plate at 3,500 rpm on the thermoshaker for 30 s.",
        "halted",
    ),
    (
        "meth_h08_384pcr_50ul",
        "qPCR reactions of 50 µL were assembled in a 384-well PCR plate (Bio-Rad HSP3805) by "
        "dispensing 50 µL of master mix per well on the Tecan Fluent.",
        "halted",
    ),
    (
        "meth_h09_store_minus20",
        "Following elution, the plate was stored at −20 °C in the Cytomat 2C425 for later "
        "analysis.",
        "halted",
    ),
    # ------------------------------------------------------------------ ask
    (
        "meth_a01_rpm_plate_cf",
        "Plates were centrifuged at 1,500 rpm for 5 min in the plate centrifuge to bring "
        "down droplets.",
        "ask",
    ),
    (
        "meth_a02_eppendorf_5430",
        "Cell suspensions in 15 mL tubes were spun at 300 × g for 5 min in the Eppendorf 5430 R.",
        "ask",
    ),
    (
        "meth_a03_tecan_spark",
        "Fluorescence (ex 485 nm / em 535 nm) was then read on the Tecan Spark.",
        "ask",
    ),
    (
        "meth_a04_vortex",
        "Samples were vortexed for 10 s (Vortex-Genie 2, setting 7) to resuspend the beads.",
        "ask",
    ),
    (
        "meth_a05_sonicate",
        "Lysates were sonicated on ice for 3 × 10 s pulses at 30 % amplitude to shear chromatin.",
        "ask",
    ),
    (
        "meth_a06_quantstudio",
        "Real-time PCR was run on the Applied Biosystems QuantStudio 5 (40 cycles of 95 °C "
        "for 15 s and 60 °C for 1 min).",
        "ask",
    ),
    (
        "meth_a07_drops",
        "Two drops of NucBlue Live ReadyProbes (Invitrogen R37605) were added to each well "
        "with the OT-2.",
        "ask",
    ),
    (
        "meth_a08_rpm_5810",
        "The 50 mL tubes were centrifuged at 4,000 rpm for 20 min at 4 °C in the 5810 R.",
        "ask",
    ),
    (
        "meth_a09_speedvac",
        "The eluates were dried down in a SpeedVac (Savant SPD120) for 45 min without heat.",
        "ask",
    ),
]
