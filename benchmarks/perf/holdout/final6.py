"""Hold-out batch "final6": an ordinary fortnight of requests to the shared workcell from ten people in unrelated fields, each in their own voice -- a terse plant biologist (Ingrid), a wordy and very polite gut-microbiome postdoc (Dr Okafor), a protein-purification scientist writing British English (Fiona), a virologist with BSL-2 plates writing non-native English (Minh), a clinical diagnostics lead who always adds batch numbers, patient counts, lot numbers and room numbers that are not settings (Priya), a synthetic biologist who writes numbered steps (Marcus), a stem-cell/organoid scientist who states the last step first (Lena), a pharmacologist using shorthand, arrows and numbers in words (Raj), a neuroscientist typing casual lowercase chat (Sam) and an environmental water scientist with field context and mixed units (Hugo). Traps: reversed step order ("before that", "prior to sealing", "as the very last thing"), values spelled many ways (uL/ul/µl/μl/microlitres/mL, C/deg/degree/ºC, xg/×g/× g/g/rcf, sec/secs/mins/hrs/"1 h 30 min", 1,000 / 16 000, a European decimal comma, numbers in words), numbers inside names (16S V4, fluo-4, CellTiter-Glo 3D, MagMAX_Total_RNA_96, UV254), well selections (rows A-D, column 1, cols 1-6, A1-A6, first 40 wells), sample counts, instruments named by model, alias or only generically, and halts hidden in labware limits (384-well volume, deep-well volume, plate g-force, OT-2 minimum volume) as well as instrument limits (VSpin/HiG4 force, sealer temperature, cold-store temperature, reader wavelength, incubator duration, microcentrifuge force).
Written without reading the parser, the conformance code, the planners or the tuned case lists.
"""

NAME = "final6"

CASES: list[tuple[str, str, str]] = [
    # ---- round 1
    ("final6-01",
     "We received 184 serum samples yesterday (batch CL-2024-117, Room 3.14), aliquoted across 2 plates. "
     "Please spin both 96-well plates on the VSpin at 1,000 x g for 2 min to bring down droplets.",
     "spin rcf_g=1000 duration_s=120 @agilent_vspin"),
    ("final6-02",
     "a4S seal, leaf-disc plate. 165 C, 2.5 s.",
     "seal temperature_c=165 duration_s=2.5 @azenta_a4s"),
    ("final6-03",
     "Good morning, and thank you in advance for your help. We have 48 stool samples from the March cohort "
     "(donors 101 to 148) that have already been bead-beaten and loaded into a 96 deep-well plate. Could you "
     "kindly run the KingFisher program 'MagMAX_Microbiome_Ultra' on them, and afterwards check the extracted "
     "DNA of all 48 samples on the LabChip using the DNA High Sensitivity assay? Much appreciated.",
     "run_program program=MagMAX_Microbiome_Ultra @kingfisher_flex > run_assay assay=dna_high_sensitivity sample_count=48 @labchip_gx_touch_ht"),
    ("final6-04",
     "1. Opentrons Flex: transfer 2 µL of each Golden Gate reaction into the 20 µL of competent cells in the PCR plate.\n"
     "2. ODTC: 4 °C for 30 min.\n"
     "3. Heat shock on the ODTC, 42 °C for 45 s.\n"
     "4. Back to 4 °C for 2 min.",
     "transfer volume_ul=2 @opentrons_flex > incubate temperature_c=4 duration_s=1800 @inheco_odtc > incubate temperature_c=42 duration_s=45 @inheco_odtc > incubate temperature_c=4 duration_s=120"),
    ("final6-05",
     "Need transfer 50 uL of virus dilution into wells of rows A until D of the Vero plate (96-well) with Biomek i5. "
     "After, plate go to CO2 incubator at 37 C with 5 % CO2 for 1 hour, for adsorption.",
     "transfer volume_ul=50 wells=48 @biomek_i5 > incubate temperature_c=37 duration_s=3600 co2_percent=5"),
    ("final6-06",
     "River transect, 14 sites sampled 2 June (8 km stretch). Filtered concentrates are in 50 mL tubes: "
     "spin 30 min at 3 000 × g and 10 °C in the benchtop centrifuge.",
     "spin rcf_g=3000 duration_s=1800 temperature_c=10"),
    ("final6-07",
     "Could you centrifuge the 50 ml tubes of induced E. coli culture in the 5810 R at 4,000 x g for 20 minutes "
     "at 4 °C, please? There are six of them, from the 2 litre flasks.",
     "spin rcf_g=4000 duration_s=1200 temperature_c=4 @eppendorf_5810r"),
    ("final6-08",
     "hey can u spin my neuron lysate strip tubes 30s at 2000 rcf in the 5424, thx",
     "spin rcf_g=2000 duration_s=30 @eppendorf_5424r"),
    ("final6-09",
     "Last step is a CellTiter-Glo 3D luminescence read with 0.5 s integration. Before that, shake the organoid "
     "plate for 5 min at 300 rpm, and before the shaking add 100 µL of reagent to each well.",
     "transfer volume_ul=100 > shake speed_rpm=300 duration_s=300 > read_luminescence integration_s=0.5"),
    ("final6-10",
     "dose-resp, 384w: Fluent xfer 20 uL cells/well → Cytomat 2C450 37°C / 5% CO2 o/n → CTG lum read, 1 s integ.",
     "transfer volume_ul=20 @tecan_fluent > incubate temperature_c=37 co2_percent=5 @cytomat_2c450 > read_luminescence integration_s=1"),

    # ---- round 2
    ("final6-11",
     "Chlorophyll extracts, flat-bottom 96. Absorbance 652 nm on the i3x.",
     "read_absorbance wavelength_nm=652 @spectramax_i3x"),
    ("final6-12",
     "Please clarify the lysates in the 1.5 ml tubes on the 5424 R at 16 000 ×g, 30 mins, 4 ºC; then transfer "
     "500 microlitres of each supernatant into a 96 deep-well plate and run the KingFisher programme 'HisPur_96'.",
     "spin rcf_g=16000 duration_s=1800 temperature_c=4 @eppendorf_5424r > transfer volume_ul=500 > run_program program=HisPur_96 @kingfisher_flex"),
    ("final6-13",
     "Please add one hundred and twenty microlitres of the top-dose compound dilution to each well of the "
     "384-well assay plate.",
     "halted"),
    ("final6-14",
     "Would it be possible to set up our 16S V4 amplification on the ODTC, please? We would like an initial "
     "3 minutes at 95 °C, then 30 cycles of 95 °C for 30 seconds, 55 °C for 30 seconds and 72 °C for 1 minute, "
     "a final extension of 5 minutes at 72 °C, and finally a hold at 4 degrees. Thank you so much.",
     "run_pcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=30 denaturation_c=95 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("final6-15",
     "fluo-4 plate is in the hotel rn. grab it w/ the pf400 and read fluorescence ex 494 em 516 at 37",
     "retrieve > move_plate @precise_pf400 > read_fluorescence excitation_nm=494 emission_nm=516 temperature_c=37"),
    ("final6-16",
     "Plates are infected since 3 days and are out from incubator already. Please read fluorescence on "
     "SpectraMax, excitation 488 and emission 520 nm, at 37 degree.",
     "read_fluorescence excitation_nm=488 emission_nm=520 temperature_c=37 @spectramax_i3x"),
    ("final6-17",
     "The plate should end up in the Cytomat 2C450 at 37 °C with 5% CO2 for 48 hrs. Before it goes in, the "
     "Fluent should add 150 µL of fresh expansion medium per well (these are passage 23 iPSC-derived organoids).",
     "transfer volume_ul=150 @tecan_fluent > incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),
    ("final6-18",
     "Move 1.5 mL of each concentrate into a 96 deep-well plate with the Biomek i7, then run KingFisher "
     "program PowerWater_KF.",
     "transfer volume_ul=1500 @biomek_i7_hybrid > run_program program=PowerWater_KF @kingfisher_flex"),
    ("final6-19",
     "ELISA, kit lot 55821, 40 patients plus 8 calibrators. Read absorbance at 450 nm; before the read, shake "
     "the plate on the BioShake for 30 secs at 500 rpm (stop solution has just been added).",
     "shake speed_rpm=500 duration_s=30 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=450"),
    ("final6-20",
     "1. Colony PCR on the ODTC: 98 °C 30 s; 30 cycles of 98 °C 10 s, 58 °C 20 s, 72 °C 30 s; final 72 °C 2 min.\n"
     "2. LabChip, DNA 5K assay, 16 reactions.",
     "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 denaturation_c=98 denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 @inheco_odtc > run_assay assay=dna_5k sample_count=16 @labchip_gx_touch_ht"),

    # ---- round 3
    ("final6-21",
     "Please start KingFisher with program MVP_Flex_200 for 94 swab sample and 2 negative control.",
     "run_program program=MVP_Flex_200 @kingfisher_flex"),
    ("final6-22",
     "Final step: culture the differentiating iPSC plate in the Cytomat 2C450 at 37 °C, 5% CO2 for 40 days. "
     "Before that, spin it at 200 x g for 2 min.",
     "halted"),
    ("final6-23",
     "Lake samples: dispense 2,5 mL of each into a 96 deep-well plate using the Fluent.",
     "halted"),
    ("final6-24",
     "Bradford plate for the elution fractions: add 200 µl of dye reagent to each well, shake at 600 rpm for "
     "1 minute, incubate at room temperature for 5 minutes, then read the absorbance at 595 nm. Colour should "
     "be stable for an hour.",
     "transfer volume_ul=200 > shake speed_rpm=600 duration_s=60 > incubate duration_s=300 > read_absorbance wavelength_nm=595"),
    ("final6-25",
     "Spin PCR plate, 500 xg, 1 min.",
     "spin rcf_g=500 duration_s=60"),
    ("final6-26",
     "Respiratory panel: 92 patients, 4 wells each, 368 reactions in one 384-well PCR plate. Run it on the "
     "Bio-Rad CFX384: 95 °C for 10 min, then 40 cycles of 95 °C 15 s and 60 °C 1 min.",
     "run_qpcr initial_denaturation_c=95 initial_denaturation_s=600 cycles=40 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),
    ("final6-27",
     "1. Amplify the insert on the ODTC: denature 98 °C 10 s, anneal 15 s, extend 72 °C 1 min, 32 cycles.\n"
     "2. Seal at 170 °C for 2 s.",
     "ask"),
    ("final6-28",
     "STAR: mix 8x @ 40 uL in the dilution plate, then xfer 10 uL into cols 1-10 of the 96-well assay plate.",
     "mix volume_ul=40 cycles=8 @hamilton_star > transfer volume_ul=10 wells=80 @hamilton_star"),
    ("final6-29",
     "If it isn't too much bother, could someone quantify the pooled 16S library on the Qubit 4 before Friday? "
     "We only need the concentration in ng/µL. Many thanks.",
     "ask"),
    ("final6-30",
     "pls shake the synaptosome plate on speed 6 for 10 min",
     "ask"),

    # ---- round 4
    ("final6-31",
     "need the brain homogenate deep-well plate spun at 15,000 g, 20 min, 4C. whichever centrifuge works",
     "halted"),
    ("final6-32",
     "I'm terribly sorry to ask for another spin: could the 1.5 mL tubes with the resuspended pellets (24 of "
     "them) be centrifuged at 25,000 x g for 5 minutes in the microcentrifuge? Thank you kindly.",
     "halted"),
    ("final6-33",
     "We keep residual plasma for 7 days per policy QA-12. Please store the remaining plasma plate in the cold "
     "store at -20 °C; two more batches arrive Monday.",
     "halted"),
    ("final6-34",
     "Read fluorescence (Ex 485 / Em 535) at 37 deg, after a thirty-minute incubation at 37 °C.",
     "incubate temperature_c=37 duration_s=1800 > read_fluorescence excitation_nm=485 emission_nm=535 temperature_c=37"),
    ("final6-35",
     "Finally image the organoids on the Incucyte; before that, bring the plate out of the incubator with the PF400.",
     "ask"),
    ("final6-36",
     "1. OT-2: add 0.5 µL of plasmid to each well of the PCR plate.\n"
     "2. Mix 5 times at 10 µL.",
     "halted"),
    ("final6-37",
     "Seedling extracts, 96-well plate. HiG4, 6000 x g, 10 min.",
     "halted"),
    ("final6-38",
     "Please heat-seal the expression plate on the a4S at 210 °C for 3 seconds; we've had problems with seals lifting.",
     "halted"),
    ("final6-39",
     "UV254 for dissolved organic carbon: read absorbance at 254 nm on the SpectraMax, 25 ºC, UV-transparent plate.",
     "read_absorbance wavelength_nm=254 temperature_c=25 @spectramax_i3x"),
    ("final6-40",
     "The 384 plate with RNA and mastermix is ready. On CFX384 make: 95 °C 2 min one time, after 45 cycle of "
     "95 °C 3 sec and 60 °C 30 sec.",
     "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=45 denaturation_c=95 denaturation_s=3 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    # ---- round 5
    ("final6-41",
     "1. Seal PCR plate on the a4S: 160 °C, 1.5 s.\n"
     "2. HiG4: 250 x g, 30 s.\n"
     "3. Store in the Cytomat 24.",
     "seal temperature_c=160 duration_s=1.5 @azenta_a4s > spin rcf_g=250 duration_s=30 @bionex_hig4 > store @cytomat_24"),
    ("final6-42",
     "Use the Echo to dispense 25 nL of each compound (10 mM DMSO stocks, 11-point curve) into the assay plate.",
     "ask"),
    ("final6-43",
     "Could someone sonicate the resuspended pellets (10 s on, 10 s off, six cycles) whilst keeping them on ice?",
     "ask"),
    ("final6-44",
     "rna from the hippocampus punches: kingfisher program MagMAX_Total_RNA_96, then labchip RNA assay for 32 samples",
     "run_program program=MagMAX_Total_RNA_96 @kingfisher_flex > run_assay assay=rna sample_count=32 @labchip_gx_touch_ht"),
    ("final6-45",
     "Nitrate screening of the 30 groundwater wells: read absorbance at 220 nm on the plate reader.",
     "halted"),
    ("final6-46",
     "Vortex the tubes.",
     "ask"),
    ("final6-47",
     "For plaque assay please put 400 µL overlay medium in every well of the 96-well plate.",
     "halted"),
    ("final6-48",
     "Would you be so kind as to take our fecal-water plate (labelled FW-07) out of the plate fridge, have the "
     "PF400 carry it to the SpectraMax and read the absorbance at 600 nm at 37 °C? Afterwards it can go back "
     "into the fridge at 4 degrees. Thank you!",
     "retrieve > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 temperature_c=37 @spectramax_i3x > store temperature_c=4"),
    ("final6-49",
     "48 urine tubes (15 mL, patient IDs P-0201 to P-0248) need centrifuging at 3500 rpm for 10 min before "
     "sediment analysis.",
     "ask"),
    ("final6-50",
     "Finish with the plate in the hotel. Prior to that, seal it (a4S, 170 °C, 3 s), and prior to sealing, "
     "spin it at 300 xg for 3 min on the VSpin.",
     "spin rcf_g=300 duration_s=180 @agilent_vspin > seal temperature_c=170 duration_s=3 @azenta_a4s > store"),

    # ---- round 6
    ("final6-51",
     "Filter each 250 mL water sample through a 0.22 µm membrane, then extract.",
     "ask"),
    ("final6-52",
     "Library QC for sequencing run 2024-11-07 (flow cell 2 of 3): please run our 24 libraries on the GX Touch "
     "with the DNA NGS 3K assay.",
     "run_assay assay=dna_ngs_3k sample_count=24 @labchip_gx_touch_ht"),
    ("final6-53",
     "Ends with resuspending the cells: mix 10 times with 200 µL on the Biomek i5. Before that, pellet the "
     "dissociated organoids in their 15 mL tubes at 200 x g for 4 minutes in the 5810R.",
     "spin rcf_g=200 duration_s=240 @eppendorf_5810r > mix volume_ul=200 cycles=10 @biomek_i5"),
    ("final6-54",
     "Is possible to make photo of every well for count the plaques? We don't have time for count by eye.",
     "ask"),
    ("final6-55",
     "1. Retrieve the miniprep plate from the hotel.\n"
     "2. XPeel.\n"
     "3. Tecan Fluent: transfer 5 µL into each well of columns 1-6 of a PCR plate.\n"
     "4. Seal at 175 °C for 2 s.",
     "retrieve > peel @azenta_xpeel > transfer volume_ul=5 wells=48 @tecan_fluent > seal temperature_c=175 duration_s=2"),
    ("final6-56",
     "Could you please add 20 µL of proteinase K to each well of the first three columns of our deep-well plate "
     "using the Biomek i7, and then mix 10 times with 50 µL? We are most grateful.",
     "transfer volume_ul=20 wells=24 @biomek_i7_hybrid > mix volume_ul=50 cycles=10"),
    ("final6-57",
     "BioShake two min @ 1,200 rpm → spin 1 min 1000 g → abs 570.",
     "shake speed_rpm=1200 duration_s=120 @qinstruments_bioshake_3000t_elm > spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=570"),
    ("final6-58",
     "Please analyse the twelve purified fractions on the LabChip using the Protein Express assay.",
     "run_assay assay=protein_express sample_count=12 @labchip_gx_touch_ht"),
    ("final6-59",
     "qpcr bdnf/gapdh on the cfx384: 95 3min, then 40x (95 10s, 60 30s)",
     "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("final6-60",
     "GUS plate (4-MUG substrate): 37C for 1 h 30 min, then fluorescence ex365/em455.",
     "incubate temperature_c=37 duration_s=5400 > read_fluorescence excitation_nm=365 emission_nm=455"),

    # ---- round 7
    ("final6-61",
     "Pop the induced deep-well plate into the 2C425 at 18 °C, would you? It'll stay there overnight.",
     "store temperature_c=18 @cytomat_2c425"),
    ("final6-62",
     "1. Take oligo plate #3 of 5 out of the 2C425.\n"
     "2. Spin it 1 min at 1000 x g.\n"
     "3. Peel.\n"
     "4. Back into the 2C425 at 4 °C.",
     "retrieve @cytomat_2c425 > spin rcf_g=1000 duration_s=60 > peel > store temperature_c=4 @cytomat_2c425"),
    ("final6-63",
     "xpeel the slice-culture plate then OT-2 adds 5 ul TTX to wells A1-A6 (DIV 14 slices)",
     "peel @azenta_xpeel > transfer volume_ul=5 wells=6 @opentrons_ot2"),
    ("final6-64",
     "Luciferase seedlings: peel, luminescence 1 s integration, then into the Cytomat 24.",
     "peel > read_luminescence integration_s=1 > store @cytomat_24"),
    ("final6-65",
     "Incubate compound-treated plates at 37 °C / 5% CO2 for 72 h, same as the 48 h timepoint protocol we "
     "agreed, so 2 days total.",
     "ask"),
    ("final6-66",
     "Colilert plates: incubate 24 h at 44.5 °C, 0% CO2 in the Cytomat 2C450, then fluorescence ex 365 / em 450 "
     "to count the positive wells.",
     "incubate temperature_c=44.5 duration_s=86400 co2_percent=0 @cytomat_2c450 > read_fluorescence excitation_nm=365 emission_nm=450"),
    ("final6-67",
     "When you have a moment, could the lysis plate be shaken on the BioShake at 800 rpm and 56 °C for "
     "10 minutes? It's the third of our four plates this week. Thank you very much.",
     "shake speed_rpm=800 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm"),
    ("final6-68",
     "Run the 'MagMAX_mirVana' program on the KingFisher as the very last thing. First, the i7 adds 300 µL of "
     "lysis buffer to each well of the 24 deep-well plate.",
     "transfer volume_ul=300 @biomek_i7_hybrid > run_program program=MagMAX_mirVana @kingfisher_flex"),
    ("final6-69",
     "We have 40 patients today (run no. 12, analyser 2). Using the Hamilton STAR, transfer 25 µL of each "
     "plasma sample into the first 40 wells of the assay plate.",
     "transfer volume_ul=25 wells=40 @hamilton_star"),
    ("final6-70",
     "Plate is sealed, so first remove the seal with XPeel, then with the OT-2 take 10 μl from each well of "
     "column 1 into new PCR plate.",
     "peel @azenta_xpeel > transfer volume_ul=10 wells=8 @opentrons_ot2"),
]
