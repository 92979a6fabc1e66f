"""Hold-out batch "assays": requests organised around a named assay or kit the scientist is
running (ELISA, BCA, Bradford, Pierce 660, PicoGreen, CellTiter-Glo, alamarBlue/resazurin,
MTT/MTS, luciferase/Dual-Glo/ONE-Glo, SYBR and TaqMan qPCR, PCR + LabChip QC, AMPure/SPRI
clean-up, KingFisher extractions with a named program, bacterial growth curves, enzyme
kinetics, compound dosing). Each states the workcell steps of that assay with their values in
the scientist's own words: some terse, some detailed, some with the kit's catalogue or lot
number, concentrations, standards and controls described in words (numbers that are not step
values). Expected strings follow /work/main/tests/faithful_cases.py (parse_expected/judge).
"""

CASES: list[tuple[str, str, str]] = [
    # ---------------------------------------------------------------- ELISA
    (
        "assays_elisa_tmb_develop",
        "IL-6 DuoSet ELISA (R&D DY206), development stage on the Hamilton STAR: 100 µL TMB "
        "substrate into every well of the 96-well plate, 20 min at room temperature in the dark, "
        "then 50 µL of 2 N H2SO4 stop solution, and read OD450 on the SpectraMax.",
        "transfer volume_ul=100 @hamilton_star > incubate duration_s=1200 > "
        "transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "assays_elisa_coat_order",
        "Coating the MaxiSorp plate for tomorrow's ELISA: seal it at 165 °C for 2 s and put it in "
        "the plate fridge at 4 °C overnight, having first had the OT-2 dispense 100 µl of capture "
        "antibody (2 µg/mL in PBS) into each well.",
        "transfer volume_ul=100 @opentrons_ot2 > seal temperature_c=165 duration_s=2 > "
        "store temperature_c=4",
    ),
    (
        "assays_elisa_block",
        "ELISA blocking: Fluent adds 300 uL of 1% BSA/PBS per well, then the plate shakes at "
        "500 rpm for 1 h at RT.",
        "transfer volume_ul=300 @tecan_fluent > shake speed_rpm=500 duration_s=3600",
    ),
    (
        "assays_elisa_detect_columns",
        "Detection antibody for the TNF-α ELISA goes into columns 1–8 only (9–12 are the "
        "no-antibody controls): 100 µL per well on the Biomek i5, then 2 hours at room "
        "temperature on the BioShake at 400 rpm.",
        "transfer volume_ul=100 @biomek_i5 wells=64 > "
        "shake speed_rpm=400 duration_s=7200 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "assays_elisa_washer_ask",
        "Sandwich ELISA washes: 3 × 300 µL PBS-Tween on the BioTek 405 TS plate washer after "
        "each incubation, then add 100 µL streptavidin-HRP per well.",
        "ask",
    ),
    (
        "assays_elisa_competitive",
        "Competitive cortisol ELISA (Arbor K003-H1) on the pre-coated strip plate: 50 µL of "
        "standard or sample, then 50 µL of the HRP conjugate into each well, seal, incubate "
        "1 hr at 37 °C.",
        "transfer volume_ul=50 > transfer volume_ul=50 > seal > "
        "incubate temperature_c=37 duration_s=3600",
    ),
    (
        "assays_elisa_peel",
        "Take the seal off the coated ELISA plate on the XPeel.",
        "peel @azenta_xpeel",
    ),
    (
        "assays_elisa_seal_park",
        "ELISA finished and read — seal the plate at 160 °C for 1.5 s and park it in the plate "
        "hotel in case we need to re-read.",
        "seal temperature_c=160 duration_s=1.5 > store",
    ),
    (
        "assays_elisa_move_read",
        "The TMB reaction is stopped; have the PF400 bring the plate to the SpectraMax and read "
        "at 450 nm.",
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "assays_elisa_retrieve",
        "Pull yesterday's coated ELISA plate out of the Cytomat 2C425.",
        "retrieve @cytomat_2c425",
    ),
    # ---------------------------------------------------------------- BCA / Bradford / protein
    (
        "assays_bca_full",
        "Pierce BCA (cat. 23225). BSA standards from 2000 down to 25 µg/mL sit in columns 1–2, "
        "unknowns in the rest. On the Biomek i7: 25 µL of each standard/sample into the "
        "flat-bottom 96-well plate, 200 µL working reagent (50:1 A:B) on top, shake 30 sec at "
        "600 rpm, then 30 min at 37 °C in the Cytomat 2C450, and read A562 once it's back at "
        "room temp.",
        "transfer volume_ul=25 @biomek_i7_hybrid > transfer volume_ul=200 @biomek_i7_hybrid > "
        "shake speed_rpm=600 duration_s=30 > "
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=562",
    ),
    (
        "assays_microbca_384_overfill",
        "Micro BCA (Thermo 23235, lot XK348901) miniaturised into a 384-well clear flat-bottom "
        "plate: the Fluent puts 50 µL of sample and then 75 µL of working reagent into each "
        "well, 2 h at 37 °C, read 562 nm.",
        "halted",
    ),
    (
        "assays_bca_read_only",
        "BCA plate has had its 30 min at 37 — just read it at 562nm.",
        "read_absorbance wavelength_nm=562",
    ),
    (
        "assays_bca_clarify_lysates",
        "Lysates for the BCA: spin the 1.5 mL tubes 15 min at 16,000 x g, 4 °C in the 5424 R, "
        "then pipette 20 µL of each supernatant into the assay plate.",
        "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r > transfer volume_ul=20",
    ),
    (
        "assays_bradford_flex",
        "Bradford, Bio-Rad Protein Assay Dye Reagent (#5000006, lot 64301234), BSA standard "
        "curve 0–1 mg/mL in duplicate: Opentrons Flex pipettes 5 µL sample then 250 µL of 1× dye "
        "per well, let it sit 5 min at room temp, read absorbance at 595 nm.",
        "transfer volume_ul=5 @opentrons_flex > transfer volume_ul=250 @opentrons_flex > "
        "incubate duration_s=300 > read_absorbance wavelength_nm=595",
    ),
    (
        "assays_bradford_rows",
        "quick Bradford on rows A-C of the 96-well plate only — 200ul Coomassie Plus into those "
        "wells then read 595",
        "transfer volume_ul=200 wells=36 > read_absorbance wavelength_nm=595",
    ),
    (
        "assays_bradford_sonicate_ask",
        "Before the Bradford, sonicate the lysates in the 96-well plate for 30 s, then add "
        "200 µL dye to each well and read at 595 nm.",
        "ask",
    ),
    (
        "assays_a205_halted",
        "Protein quant by the A205 peptide-bond method — read the UV-transparent 96-well plate "
        "at 205 nm on the SpectraMax.",
        "halted",
    ),
    (
        "assays_a260_a280",
        "Nucleic acid purity check on the UV-Star plate: read absorbance at 260 nm, then at "
        "280 nm.",
        "read_absorbance wavelength_nm=260 > read_absorbance wavelength_nm=280",
    ),
    (
        "assays_picogreen",
        "Quant-iT PicoGreen (P7589), lambda DNA standards 0–1000 ng/mL in column 1: add 0.1 mL "
        "of 1× PicoGreen to the 100 µL of diluted DNA in each well of the black plate, 5 min at "
        "RT protected from light, fluorescence ex 480 / em 520.",
        "transfer volume_ul=100 > incubate duration_s=300 > "
        "read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "assays_pierce660",
        "Pierce 660 nm Protein Assay (22660): 10 µl standard or sample + 150 µl reagent, mix on "
        "the plate shaker 1 min at 700 rpm, 5 min at room temperature, read at 660 nm.",
        "transfer volume_ul=10 > transfer volume_ul=150 > shake speed_rpm=700 duration_s=60 > "
        "incubate duration_s=300 > read_absorbance wavelength_nm=660",
    ),
    (
        "assays_picogreen_spin_first",
        "Read the PicoGreen plate at 485/535 after a quick 30 s spin at 800 x g on the HiG4 to "
        "knock the bubbles out.",
        "spin rcf_g=800 duration_s=30 @bionex_hig4 > "
        "read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "assays_lysate_overspeed",
        "Clarify the lysates for protein quant: 1.5 mL tubes at 30,000 × g for 10 min in the "
        "microcentrifuge.",
        "halted",
    ),
    # ---------------------------------------------------------------- CellTiter-Glo
    (
        "assays_ctg_full",
        "CellTiter-Glo 2.0 (Promega G9242) on the 384-well assay plate: take it out of the "
        "Cytomat incubator, equilibrate 30 min at room temperature, the Fluent adds 25 µL CTG per "
        "well, shake 2 min at 1,000 rpm on the BioShake, leave 10 min at RT for the signal to "
        "stabilise, then read luminescence with 0.5 s integration.",
        "retrieve @cytomat_2c450 > incubate duration_s=1800 > transfer volume_ul=25 @tecan_fluent > "
        "shake speed_rpm=1000 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=600 > read_luminescence integration_s=0.5",
    ),
    (
        "assays_ctg_long_integration",
        "CTG signal on these primary neurons is really low, so read luminescence with a "
        "2-minute integration per well.",
        "halted",
    ),
    (
        "assays_ctg_terse",
        "CTG: 100ul reagent/well, 96w, STAR",
        "transfer volume_ul=100 @hamilton_star",
    ),
    (
        "assays_ctg_shake_before_read",
        "Read luminescence at 1 s per well, but before that shake the plate 2 min at 500 rpm — "
        "the CellTiter-Glo is already in.",
        "shake speed_rpm=500 duration_s=120 > read_luminescence integration_s=1",
    ),
    (
        "assays_ctg_debubble_spin",
        "Bubbles in the CTG plate — spin it 1 min at 1000 xg in the 5810 R.",
        "spin rcf_g=1000 duration_s=60 @eppendorf_5810r",
    ),
    (
        "assays_ctg_pellet_rpm_ask",
        "Pellet the suspension cells in the 96-well V-bottom plate at 1500 rpm for 5 min, then "
        "add 100 µL CellTiter-Glo.",
        "ask",
    ),
    # ---------------------------------------------------------------- alamarBlue / resazurin
    (
        "assays_alamarblue",
        "alamarBlue HS (Invitrogen A50100): OT-2 adds 10 µL to each well of the 96-well plate "
        "(cells are in 100 µL), then back into the Cytomat at 37 °C for 4 hrs, then fluorescence "
        "560 ex / 590 em.",
        "transfer volume_ul=10 @opentrons_ot2 > "
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "assays_resazurin_inner_columns",
        "Resazurin viability, inner columns 2–11 only (1 and 12 are medium-only blanks): 20 µL "
        "of 0.15 mg/mL resazurin per well, incubate 2 h at 37 °C, read Ex545/Em590.",
        "transfer volume_ul=20 wells=80 > incubate temperature_c=37 duration_s=7200 > "
        "read_fluorescence excitation_nm=545 emission_nm=590",
    ),
    (
        "assays_resazurin_relative_ask",
        "Resazurin on the compound-treated plate: add resazurin at one tenth of the culture "
        "volume, 3 h at 37 °C, then read 560/590.",
        "ask",
    ),
    # ---------------------------------------------------------------- MTT / MTS
    (
        "assays_mtt_full",
        "MTT assay (Sigma M5655, 5 mg/mL in PBS). Biomek i5 adds 10 µL MTT per well, then 3 h at "
        "37 °C in the CO2 incubator; add 100 µL SDS-HCl solubilisation solution, incubate "
        "overnight at 37 °C, then read at 570 nm.",
        "transfer volume_ul=10 @biomek_i5 > incubate temperature_c=37 duration_s=10800 > "
        "transfer volume_ul=100 > incubate temperature_c=37 > read_absorbance wavelength_nm=570",
    ),
    (
        "assays_mts_terse",
        "MTS - 20 µl CellTiter 96 AQueous One/well, 1.5 h @ 37C, A490",
        "transfer volume_ul=20 > incubate temperature_c=37 duration_s=5400 > "
        "read_absorbance wavelength_nm=490",
    ),
    (
        "assays_mtt_overspeed_shake",
        "MTT plate, medium already aspirated: add 150 µL DMSO per well, shake at 3600 rpm for "
        "10 minutes to dissolve the formazan, read 570.",
        "halted",
    ),
    # ---------------------------------------------------------------- luciferase
    (
        "assays_dualglo",
        "Dual-Glo Luciferase (E2920), white 96-well plate with cells in 75 µL: Biomek i7 adds "
        "75 µL Dual-Glo Reagent, wait 10 minutes, read firefly with 1 s integration; then 75 µL "
        "Stop & Glo, another 10 min, read Renilla, 1 s.",
        "transfer volume_ul=75 @biomek_i7_hybrid > incubate duration_s=600 > "
        "read_luminescence integration_s=1 > transfer volume_ul=75 > incubate duration_s=600 > "
        "read_luminescence integration_s=1",
    ),
    (
        "assays_oneglo_384",
        "ONE-Glo (E6110) on the 384: add 20 µL, wait 3 min, read lum with 0.25 s integration on "
        "the i3x.",
        "transfer volume_ul=20 > incubate duration_s=180 > "
        "read_luminescence integration_s=0.25 @spectramax_i3x",
    ),
    (
        "assays_luciferase_lysis",
        "Luciferase Assay System (Promega E1500), cells already rinsed with PBS: 20 µL of 1× "
        "Passive Lysis Buffer per well, rock 15 min at 300 rpm on the plate shaker, then 100 µL "
        "of Luciferase Assay Reagent and read straight away with a 10 s integration.",
        "transfer volume_ul=20 > shake speed_rpm=300 duration_s=900 > transfer volume_ul=100 > "
        "read_luminescence integration_s=10",
    ),
    (
        "assays_glomax_ask",
        "Read the Bright-Glo plate on the GloMax Navigator, 1 s integration.",
        "ask",
    ),
    # ---------------------------------------------------------------- qPCR
    (
        "assays_sybr_full",
        "PowerUp SYBR Green (A25742) qPCR, NTCs in column 24: Hamilton STAR puts 5 µL of master "
        "mix + primers, then 5 µL cDNA into the 384-well PCR plate; seal at 170 °C for 3 s, spin "
        "1000 × g for 1 min, then on the CFX384: 95 °C 2 min, 40 cycles of 95 °C 15 s and 60 °C "
        "1 min.",
        "transfer volume_ul=5 @hamilton_star > transfer volume_ul=5 @hamilton_star > "
        "seal temperature_c=170 duration_s=3 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "assays_sybr_spin_before_run",
        "Before the CFX384 run, spin the sealed 384-well qPCR plate at 1,500 x g for 2 min. "
        "Cycling: initial 95 °C/3 min; 45× (95 °C 5 s, 58 °C 20 s, 72 °C 20 s).",
        "spin rcf_g=1500 duration_s=120 > "
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=5 annealing_c=58 annealing_s=20 "
        "extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    (
        "assays_taqman_fast_terse",
        "TaqMan Fast Advanced (4444557): 95C 20s, 40x 95C 1s / 60C 20s, CFX384",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=20 "
        "denaturation_c=95 denaturation_s=1 annealing_c=60 annealing_s=20 @biorad_cfx384",
    ),
    (
        "assays_taqman_overvolume",
        "TaqMan genotyping: dispense 35 µL of reaction mix into each well of the 384-well PCR "
        "plate, seal and run on the CFX384 — 95 °C 10 min, then 40 cycles of 95 °C 15 s / "
        "60 °C 1 min.",
        "halted",
    ),
    (
        "assays_quantstudio_ask",
        "Run the TaqMan plate on our QuantStudio 7 Flex: 95 °C 20 s, then 40 cycles of 95 °C "
        "1 s and 60 °C 20 s.",
        "ask",
    ),
    (
        "assays_sybr_rows",
        "SYBR qPCR on rows A–D of the 384-well PCR plate only: 10 µL of reaction mix into those "
        "wells, seal, then CFX384 with 95 °C for 30 s followed by 40 cycles of 95 °C 10 s / "
        "60 °C 30 s.",
        "transfer volume_ul=10 wells=96 > seal > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=30 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "assays_onestep_rtqpcr",
        "Luna Universal One-Step RT-qPCR (NEB E3005): on the CFX384, reverse transcription at "
        "55 °C for 10 min, then 95 °C 1 min and 40 cycles of 95 °C 10 s, 60 °C 30 s.",
        "incubate temperature_c=55 duration_s=600 @biorad_cfx384 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=60 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "assays_taqman_seal",
        "TaqMan plate is loaded — seal it on the a4S, 175 °C for 2.5 s.",
        "seal temperature_c=175 duration_s=2.5 @azenta_a4s",
    ),
    # ---------------------------------------------------------------- PCR + LabChip
    (
        "assays_q5_pcr_labchip",
        "Amplicon PCR with Q5 (NEB M0491) on the ODTC: 98 °C 30 s; 30 cycles of 98 °C 10 s, "
        "65 °C 20 s, 72 °C 30 s; final extension 72 °C 2 min; hold at 4 °C. Afterwards peel the "
        "seal and run all 96 wells on the LabChip GX Touch with the DNA 1K assay.",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 "
        "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 "
        "@inheco_odtc > peel > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "assays_labchip_dilute_hs",
        "LabChip QC of 24 libraries: have the OT-2 put 18 µL of water into a fresh 96-well PCR "
        "plate, add 2 µL of each library, spin 1 min at 500 × g, then run the 24 samples on the "
        "LabChip with the DNA High Sensitivity assay.",
        "transfer volume_ul=18 @opentrons_ot2 > transfer volume_ul=2 @opentrons_ot2 > "
        "spin rcf_g=500 duration_s=60 > run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "assays_labchip_protein",
        "LabChip GX Touch, Protein Express assay, 48 samples in the 96-well PCR plate.",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "assays_colony_pcr_terse",
        "colony PCR, ODTC, 96-well: 95/5min, 35x(95/30s, 55/30s, 72/1min), 72/5min, 4 forever",
        "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=300 "
        "denaturation_c=95 denaturation_s=30 annealing_c=55 annealing_s=30 "
        "extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 "
        "@inheco_odtc",
    ),
    (
        "assays_labchip_rna_columns",
        "RNA integrity check: LabChip RNA assay on columns 1–4 of the 96-well PCR plate "
        "(32 extracts).",
        "run_assay sample_count=32 @labchip_gx_touch_ht wells=32",
    ),
    # ---------------------------------------------------------------- SPRI / AMPure
    (
        "assays_ampure_biomek",
        "AMPure XP clean-up (Beckman A63881) at 0.9×, on the Biomek i7 in the 96-well PCR "
        "plate: add 45 µL beads to the 50 µL PCR product, mix 10 times with 60 µL, 5 min at RT, "
        "put on the magnet and discard the supernatant; wash twice with 150 µL fresh 80% "
        "ethanol (remove it each time); air-dry and elute in 25 µL 10 mM Tris-HCl.",
        "transfer volume_ul=45 @biomek_i7_hybrid > mix volume_ul=60 cycles=10 @biomek_i7_hybrid > "
        "incubate duration_s=300 > transfer volume_ul=150 > transfer volume_ul=25",
    ),
    (
        "assays_spri_kingfisher",
        "SPRI clean-up of the 96 libraries on the KingFisher Flex, program SPRI_Cleanup_96 — "
        "SPRIselect beads (B23318) are already mixed in.",
        "run_program program=SPRI_Cleanup_96 @kingfisher_flex",
    ),
    (
        "assays_ampure_vortex_ask",
        "AMPure clean-up: vortex the bead bottle for 30 s until homogeneous, then add 90 µL to "
        "each 100 µL sample and mix 10×.",
        "ask",
    ),
    # ---------------------------------------------------------------- KingFisher extractions
    (
        "assays_magmax_vp",
        "MagMAX Viral/Pathogen II (A48383): the Fluent adds 200 µL of sample and 5 µL of "
        "proteinase K to each well of the 96 deep-well plate, BioShake 2 min at 1050 rpm, then "
        "run MVP_2Wash_200_Flex on the KingFisher.",
        "transfer volume_ul=200 @tecan_fluent > transfer volume_ul=5 @tecan_fluent > "
        "shake speed_rpm=1050 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "run_program program=MVP_2Wash_200_Flex @kingfisher_flex",
    ),
    (
        "assays_kf_mirvana",
        "Run MagMAX_mirVana_Flex on the KF for the 96 tissue lysates.",
        "run_program program=MagMAX_mirVana_Flex @kingfisher_flex",
    ),
    (
        "assays_kf_no_program_ask",
        "Extract RNA from the 96 deep-well plate of lysates on the KingFisher, then transfer "
        "50 µL of each eluate to a PCR plate.",
        "ask",
    ),
    (
        "assays_kf_blood_then_cold",
        "gDNA from whole blood on the KingFisher Flex, program GDNA_Blood_200; when it's done, "
        "store the elution plate at 4 °C in the Cytomat 2C425.",
        "run_program program=GDNA_Blood_200 @kingfisher_flex > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "assays_kf_spin_peel_first",
        "Before the KingFisher runs PureLink_96_gDNA, spin the sample deep-well plate at "
        "300 × g for 30 s on the VSpin and then peel off the foil.",
        "spin rcf_g=300 duration_s=30 @agilent_vspin > peel > "
        "run_program program=PureLink_96_gDNA @kingfisher_flex",
    ),
    # ---------------------------------------------------------------- growth curves
    (
        "assays_growth_ecoli",
        "E. coli MG1655 growth curve: Hamilton STAR dispenses 200 µL of culture diluted to "
        "OD 0.01 in LB into each well of a flat 96-well plate, then 16 h at 37 °C in the "
        "Cytomat 2C450, then read OD600.",
        "transfer volume_ul=200 @hamilton_star > "
        "incubate temperature_c=37 duration_s=57600 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "assays_growth_pa14_shaker",
        "PA14 growth in the 96-well plate: 18 hours on the BioShake at 800 rpm and 37 °C, then "
        "read the endpoint OD at 600 nm.",
        "shake speed_rpm=800 duration_s=64800 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "assays_growth_thermophile_halted",
        "Geobacillus stearothermophilus growth curve: incubate the 96-well plate in the "
        "Cytomat 2C450 at 65 °C for 12 h, then read OD600.",
        "halted",
    ),
    (
        "assays_growth_starter_24dw",
        "Starter cultures in the 24 deep-well block: 950 µL LB per well with the Biomek i7, "
        "then 50 µL of glycerol-stock suspension, overnight at 37 °C shaking at 250 rpm on the "
        "BioShake.",
        "transfer volume_ul=950 @biomek_i7_hybrid > transfer volume_ul=50 > "
        "shake speed_rpm=250 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "assays_mic_read_columns",
        "MIC plate: read OD600 of columns 1 to 10 only (11 and 12 are sterility and growth "
        "controls).",
        "read_absorbance wavelength_nm=600 wells=80",
    ),
    # ---------------------------------------------------------------- enzyme kinetics
    (
        "assays_ldh_kinetics",
        "LDH kinetics, NADH depletion: the Fluent puts 90 µL of pyruvate/NADH mix in each well, "
        "then 10 µL of enzyme dilution to start, and the reader follows A340 at 37 °C.",
        "transfer volume_ul=90 @tecan_fluent > transfer volume_ul=10 @tecan_fluent > "
        "read_absorbance wavelength_nm=340 temperature_c=37",
    ),
    (
        "assays_pnpp_endpoint",
        "Alkaline phosphatase with pNPP (NEB P0757): 50 µL enzyme dilution and 50 µL substrate "
        "per well, incubate at 37 degC for a quarter of an hour, stop with 50 µL of 3 M NaOH, "
        "read 405 nm.",
        "transfer volume_ul=50 > transfer volume_ul=50 > "
        "incubate temperature_c=37 duration_s=900 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=405",
    ),
    (
        "assays_esterase_hot_read",
        "Thermostable esterase assay with pNP-butyrate: read absorbance at 405 nm with the "
        "reader chamber held at 60 °C.",
        "halted",
    ),
    (
        "assays_amc_protease",
        "Protease activity with the AMC substrate — read fluorescence, excitation 380 nm, "
        "emission 460 nm.",
        "read_fluorescence excitation_nm=380 emission_nm=460",
    ),
    (
        "assays_kinetics_preincubate",
        "Add 10 µL of substrate to start the reaction, having first pre-incubated enzyme and "
        "inhibitor in the 96-well PCR plate on the ODTC at 30 °C for 15 min.",
        "incubate temperature_c=30 duration_s=900 @inheco_odtc > transfer volume_ul=10",
    ),
    # ---------------------------------------------------------------- compound dosing
    (
        "assays_echo_ask",
        "Compound dosing: acoustic transfer of 50 nL DMSO stocks with the Echo 655 into the "
        "384-well assay plate.",
        "ask",
    ),
    (
        "assays_dosing_full",
        "Compound treatment: pull the 384-well cell plate out of the Cytomat, Fluent stamps "
        "0.5 µL of compound from the source plate into every well, spin 1 min at 200 × g, then "
        "back into the incubator at 37 °C for 48 h.",
        "retrieve @cytomat_2c450 > transfer volume_ul=0.5 @tecan_fluent > "
        "spin rcf_g=200 duration_s=60 > incubate temperature_c=37 duration_s=172800",
    ),
    (
        "assays_dosing_half_384",
        "Dose columns 1–12 of the 384-well plate with 5 µL of 10× compound on the Biomek i5.",
        "transfer volume_ul=5 @biomek_i5 wells=192",
    ),
    (
        "assays_dosing_vspin_halted",
        "Spin the compound source plate on the VSpin at 2,000 × g for a minute before dosing.",
        "halted",
    ),
    (
        "assays_dosing_intermediate",
        "Intermediate dilution for dosing on the Hamilton STAR: 198 µL of assay medium into "
        "each well of the deep-well plate, add 2 µL of compound, mix 5 times at 150 µL, then "
        "10 µL of that into the cell plate.",
        "transfer volume_ul=198 @hamilton_star > transfer volume_ul=2 @hamilton_star > "
        "mix volume_ul=150 cycles=5 @hamilton_star > transfer volume_ul=10 @hamilton_star",
    ),
]
