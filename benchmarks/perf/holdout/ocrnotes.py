"""Hold-out batch "ocrnotes": lab-notebook pages and printed protocols that were scanned, run
through OCR and pasted into the planner as they came out. Typical OCR artefacts that a careful
human still reads unambiguously: words broken across lines with hyphens ("centri-\\nfuge",
"super-\\nnatant", "over-\\nnight"), even across a page break; the letter O for zero and l for
one inside numbers ("5OO x g", "1,OOO rpm", "l0 µL", "l.5 mL"); degree signs mangled
("37 oC", "4 ° C", "65 'C", "95 ºC", "175*C"); microlitres as uL / ul / µl / μL; "rnin" for
"min"; ligatures ("ﬂuorescence", "buﬀer", "ﬁrst", "ﬂat"); smart quotes; bullet and checkbox
glyphs (•, ▪, ■, □); stray running headers and footers ("Page 2 of 5", "Lab Notebook #12 —
p. 47", "SOP-GEN-031 Rev B"); and table columns run together into one line (cycling tables,
Step / Action / Notes layouts). Order traps ("before reading ...", "having ﬁrst ...", "after
the run ..."). Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    ("ocr_s01",
     "Lab Notebook #12                                   p. 47\n"
     "■ Centrifuge the 96-well PCR plate brieﬂy, 1,OOO x g for 1 min on the HiG4 to collect "
     "condensate.",
     "spin rcf_g=1000 duration_s=60 @bionex_hig4"),

    ("ocr_s02",
     "Read absorbance at 45O nm on the SpectraMax i3x (whole plate, lid oﬀ).\n\n"
     "                                   Page 2 of 5",
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("ocr_s03",
     "• Heat-seal the PCR plate on the Azenta a4S — 165 'C / 3 s",
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("ocr_s04",
     "Measure ﬂuo-\nrescence (Ex 485 nm / Em 52O nm), rows A–D only, 96-well black plate",
     "read_fluorescence excitation_nm=485 emission_nm=520 wells=48"),

    ("ocr_s05",
     "6. Read lumi-\nnescence on the multimode reader, integration time O.5 s per well.",
     "read_luminescence integration_s=0.5"),

    ("ocr_s06",
     "□ Dispense 5O µl assay buﬀer into columns 1–6 of the ﬂat-bottom 96-well plate "
     "(Hamilton STAR)",
     "transfer volume_ul=50 @hamilton_star wells=48"),

    ("ocr_s07",
     "SOP-CC-004 Rev. 3                                  Page 5 of 8\n"
     "Incubate the seeded plates 24 h at 37 oC, 5 % CO2 in the Cytomat 2C450.",
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),

    ("ocr_s08",
     "Spin l.5 mL tubes at 12,OOO x g, 1O min, 4 ° C (5424 R).",
     "spin rcf_g=12000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("ocr_s09",
     "PCR (ODTC) — cycling conditions\n"
     "Initial denaturation     98 °C    3O s\n"
     "35 cycles:               98 °C    1O s\n"
     "                         6O °C    2O s\n"
     "                         72 °C    3O s\n"
     "ﬁnal extension           72 oC    5 min\n"
     "Hold                     4 oC",
     "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=35 denaturation_c=98 "
     "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("ocr_s10",
     "qPCR — CFX384\nCycling: 95 ºC 2 min, then 4O cycles of 95 ºC 5 s and 6O ºC 3O s "
     "(plate read at the end of each cycle)",
     "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("ocr_s11",
     "▪ Start KingFisher Flex program “MagMAX_Viral_RNA_96” — deep-well plates loaded as in "
     "Fig. 2",
     "run_program @kingfisher_flex"),

    ("ocr_s12",
     "LabChip GX Touch: DNA High Sensitivity assay, 24 samples (wells A1–B12)",
     "run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("ocr_s13",
     "■ Remove the foil seal with the XPeel (plate must be at RT).\n"
     "SOP-GEN-031 Rev B                                  Page 4 of 9",
     "peel @azenta_xpeel"),

    ("ocr_s14",
     "Shake on the BioShake 3000-T elm: 1,2OO rpm, 5 min, 3O °C",
     "shake speed_rpm=1200 duration_s=300 temperature_c=30 @qinstruments_bioshake_3000t_elm"),

    ("ocr_s15",
     "Using the OT-2, aliquot 1OO uL master mix into each well of row A of the 96-well PCR "
     "plate.",
     "transfer volume_ul=100 @opentrons_ot2 wells=12"),

    ("ocr_s16",
     "Heat-inactivate at 65 oC for 2O min on the ODTC.",
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    ("ocr_s17",
     "VSpin — 8OO x g, 3 rnin (balance with the water plate)",
     "spin rcf_g=800 duration_s=180 @agilent_vspin"),

    ("ocr_s18",
     "Dispense 3 mL medium into wells A1–A6 of the 24-well deep-well block (Biomek i5).",
     "transfer volume_ul=3000 @biomek_i5 wells=6"),

    # single step, impossible
    ("ocr_h01",
     "Spin the 96-well ﬂat-bottom plate at 4,5OO x g for 1O min to pellet debris.",
     "halted"),

    ("ocr_h02",
     "a4S seal: 21O °C, 2 s (thick foil)",
     "halted"),

    ("ocr_h03",
     "Fluent: dispense 6O µL into every well of the 384-well PCR plate",
     "halted"),

    ("ocr_h04",
     "Read A22O (peptide backbone) on the SpectraMax, UV-transparent plate",
     "halted"),

    ("ocr_h05",
     "Heat-inactivate the serum plate 3O min at 56 oC in the Cytomat 2C450",
     "halted"),

    ("ocr_h06",
     "2 mL tubes — 22,OOO x g, 5 min, 4 °C on the 5424 R",
     "halted"),

    # single step, must ask
    ("ocr_a01",
     "Spin the deep-well block 3,OOO rpm, 5 min (5810 R) — rotor see Table 2",
     "ask"),

    ("ocr_a03",
     "Vortex each tube 1O s (2 mL tubes, rack of 24)",
     "ask"),

    ("ocr_a04",
     "Sonicate lysates 3 × 1O s on ice (5O % amplitude)",
     "ask"),

    ("ocr_a05",
     "Read A595 on the Thermo Multiskan FC (Bradford, whole plate)",
     "ask"),

    ("ocr_a07",
     "Move the plates into the Liconic STX44 at 37 °C for 48 h",
     "ask"),

    # =====================================================================
    # two or three steps
    # =====================================================================
    ("ocr_m01",
     "Before reading A59O, centrifuge the plate 1 min at 5OO x g.",
     "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=590"),

    ("ocr_m02",
     "Seal the PCR plate (a4S, 16O °C, 1.5 s), then centri-\nfuge brieﬂy at 1,OOO x g for "
     "3O s.",
     "seal temperature_c=160 duration_s=1.5 @azenta_a4s > spin rcf_g=1000 duration_s=30"),

    ("ocr_m03",
     "• Add l0 µL 6X loading dye to each sample (Microlab STAR)\n• Mix 5 times with 2O µL",
     "transfer volume_ul=10 @hamilton_star > mix volume_ul=20"),

    ("ocr_m04",
     "After peeling (XPeel), transfer 5 uL template to the qPCR plate with the Fluent; "
     "re-seal 17O 'C, 2 s.",
     "peel @azenta_xpeel > transfer volume_ul=5 @tecan_fluent > "
     "seal temperature_c=170 duration_s=2"),

    ("ocr_m05",
     "Retrieve the plate from the Cytomat 2C450 and shake 3O s at 6OO rpm on the plate "
     "shaker.",
     "retrieve @cytomat_2c450 > shake speed_rpm=600 duration_s=30"),

    ("ocr_m06",
     "Read ﬂuorescence (ex 56O / em 59O nm), having ﬁrst incubated the plate for 1 h at "
     "37 ° C in the dark.",
     "incubate temperature_c=37 duration_s=3600 > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),

    ("ocr_m07",
     "15 mL tubes: centrifuge 2,OOO x g, 1O min, 4 °C (Eppendorf 5810 R), then pipette 5 mL "
     "of the super-\nnatant into a fresh 15 mL tube.",
     "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r > transfer volume_ul=5000"),

    ("ocr_m08",
     "Elute on the KF Flex (program “DNA_Elu_50”), move 2O µL eluate into the LabChip sample "
     "plate, run LabChip GX — 96 samples.",
     "run_program @kingfisher_flex > transfer volume_ul=20 > "
     "run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("ocr_m09",
     "Spin the 384-well PCR plate 1 min @ 2,OOO x g (HiG4) prior to loading it into the "
     "CFX384.\nProgram: 95 °C 3 min; 4O x (95 °C 15 s, 6O °C 1 min).",
     "spin rcf_g=2000 duration_s=60 @bionex_hig4 > run_qpcr initial_denaturation_c=95 "
     "initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=15 annealing_c=60 "
     "annealing_s=60 @biorad_cfx384"),

    ("ocr_m10",
     "Seal (17O °C, 2 s) and place in the refrigerated store.",
     "seal temperature_c=170 duration_s=2 > store"),

    ("ocr_m11",
     "Add 1OO µl substrate to cols 1–3 (OT-2) • Shake 1 min, 5OO rpm",
     "transfer volume_ul=100 @opentrons_ot2 wells=24 > shake speed_rpm=500 duration_s=60"),

    ("ocr_m12",
     "End repair on the ODTC: 2O °C for 3O min, then 65 oC for 3O min.",
     "incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1800 @inheco_odtc"),

    ("ocr_m13",
     "Centrifuge lysates (1.5 mL tubes) at 16,OOO x g, 15 min, 4 °C; transfer 4OO µL cleared "
     "lysate to fresh tubes on the Biomek i5.",
     "spin rcf_g=16000 duration_s=900 temperature_c=4 > transfer volume_ul=400 @biomek_i5"),

    ("ocr_m14",
     "Add 25 µL CellTiter-Glo per well (Biomek i7), incubate l0 min at RT, then read "
     "luminescence with 1 s integration.",
     "transfer volume_ul=25 @biomek_i7_hybrid > incubate duration_s=600 > "
     "read_luminescence integration_s=1"),

    ("ocr_m15",
     "PF400 moves the plate hotel → reader; read OD6OO.",
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=600"),

    ("ocr_m16",
     "BioShake: 37 'C, 8OO rpm, 2 h, then read A4O5",
     "shake speed_rpm=800 duration_s=7200 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=405"),

    ("ocr_m17",
     "3. Spin 1000 x g 5 min CAUTION: balance the plates 4. Read ﬂuorescence ex/em 485/528 "
     "Gain: auto",
     "spin rcf_g=1000 duration_s=300 > read_fluorescence excitation_nm=485 emission_nm=528"),

    ("ocr_m18",
     "PCR strips: pipette 18 μL master mix + 2 μL template (Opentrons Flex); mix 3x with 1O μL",
     "transfer volume_ul=18 @opentrons_flex > transfer volume_ul=2 > mix volume_ul=10"),

    ("ocr_m19",
     "Deep-well block: spin 2,5OO x g 1O min, 4 °C (5810R, plate rotor); then transfer 5OO µL "
     "supernatant to a new DW plate (Fluent).",
     "spin rcf_g=2500 duration_s=600 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=500 @tecan_fluent"),

    ("ocr_m20",
     "Retrieve the 96 PCR plate from the plate fridge, de-seal it on the XPeel and run it on "
     "the LabChip GX (48 samples).",
     "retrieve > peel @azenta_xpeel > run_assay sample_count=48 @labchip_gx_touch_ht"),

    ("ocr_m21",
     "Read absorbance at 26O nm — but ﬁrst (a) transfer 1OO µL of each eluate into the "
     "UV-transparent 96 ﬂat plate (Biomek i7), (b) spin 2 min at 5OO x g (VSpin).",
     "transfer volume_ul=100 @biomek_i7_hybrid > spin rcf_g=500 duration_s=120 @agilent_vspin > "
     "read_absorbance wavelength_nm=260"),

    # two or three steps, impossible
    ("ocr_h07",
     "Add 2.5 mL TB medium per well to the 96 deep-well block (Biomek i5), seal, shake "
     "1,OOO rpm at 37 °C over-\nnight",
     "halted"),

    ("ocr_h08",
     "Spin the 96-well PCR plate at 6,OOO x g for 2 min, then seal 165 °C 2 s",
     "halted"),

    # two or three steps, must ask
    ("ocr_a02",
     "Transfer 5O µL to the black 384 plate (Fluent) and read on the CLARIOstar, "
     "ex 485 / em 535",
     "ask"),

    ("ocr_a06",
     "Shake the plate at speed setting 7 on the BioShake for 5 min, then read A6OO",
     "ask"),

    ("ocr_a08",
     "Clear the lysates through the 96-well O.45 µm ﬁlter plate on the vacuum manifold, then "
     "transfer 1OO µL ﬁltrate to a ﬂat plate (STAR)",
     "ask"),

    # =====================================================================
    # four or more steps
    # =====================================================================
    ("ocr_l01",
     "ELISA – Day 2                                          Page 3 of 6\n"
     "■ Remove the plate from the Cytomat 24 hotel\n"
     "■ Add 1OO µL TMB substrate / well (Biomek i7)\n"
     "■ Incubate 15 min RT, dark\n"
     "■ Add 5O µL stop solution (2N H2SO4)\n"
     "■ Read absorbance 45O nm",
     "retrieve @cytomat_24 > transfer volume_ul=100 @biomek_i7_hybrid > incubate duration_s=900 > "
     "transfer volume_ul=50 > read_absorbance wavelength_nm=450"),

    ("ocr_l02",
     "Set up PCR: 15 µl MM to cols 1–4 (Hamilton STAR); add 5 µl template; seal 165 ° C 2 s; "
     "spin 1 min at l,OOO x g; ODTC: 95 °C 2 min; 3O cycles 95 °C 15 s, 55 °C 15 s, "
     "72 °C 45 s; 72 °C 5 min; 4 °C hold",
     "transfer volume_ul=15 @hamilton_star wells=32 > transfer volume_ul=5 > "
     "seal temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
     "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=30 denaturation_c=95 "
     "denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 extension_s=45 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("ocr_l03",
     "Cell viability (resazurin)\n"
     "1. Retrieve the plate from the CO2 incu-\nbator (Cytomat 2C450)\n"
     "2. Add 2O µL resazurin to each well — Fluent\n\n"
     "Lab Notebook #7                                        — 112 —\n\n"
     "3. Return to the incubator, 37 °C, 2 h\n"
     "4. Read ﬂuorescence ex 56O / em 59O",
     "retrieve @cytomat_2c450 > transfer volume_ul=20 @tecan_fluent > "
     "incubate temperature_c=37 duration_s=7200 > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),

    ("ocr_l04",
     "qPCR set-up (384)                  Lab Notebook #14 — p. 88\n"
     "• Peel the seal from the cDNA plate (XPeel)\n"
     "• Dispense 8 µL SYBR MM per well (Biomek i7)\n"
     "• Add 2 µL cDNA\n"
     "• Seal 16O oC / 1 s\n"
     "• Spin 1,OOO x g 1 min\n"
     "• CFX384: 95 °C 3O s; 4O cycles: 95 °C 5 s, 6O °C 3O s",
     "peel @azenta_xpeel > transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 > "
     "seal temperature_c=160 duration_s=1 > spin rcf_g=1000 duration_s=60 > "
     "run_qpcr initial_denaturation_c=95 initial_denaturation_s=30 cycles=40 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("ocr_l05",
     "Before the KingFisher run (program ‘MagMAX_Pure_Bind’), add 2OO µL lysis buﬀer to each "
     "sample well of the deep-well plate (Tecan Fluent) and shake 5 min at 1,OOO rpm; after "
     "the run, seal the elution plate (165 °C, 2 s) and store it at 4 °C.",
     "transfer volume_ul=200 @tecan_fluent > shake speed_rpm=1000 duration_s=300 > "
     "run_program @kingfisher_flex > seal temperature_c=165 duration_s=2 > store temperature_c=4"),

    ("ocr_l06",
     "□ 9OO µL LB per well, 96 deep-well (OT-2)\n"
     "□ inoculate with 1O µL from the glycerol-stock plate\n"
     "□ seal (a4S) 165 'C 1 s — foil only\n"
     "□ BioShake 1,OOO rpm, 37 °C, over-\nnight\n"
     "□ next morning: 1OO µL → clear ﬂat plate, OD6OO",
     "transfer volume_ul=900 @opentrons_ot2 > transfer volume_ul=10 > "
     "seal temperature_c=165 duration_s=1 @azenta_a4s > "
     "shake speed_rpm=1000 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "transfer volume_ul=100 > read_absorbance wavelength_nm=600"),

    ("ocr_l07",
     "Transfer 2 µL gDNA into the wells already holding 23 µL MM (OT-2). Seal 17O °C 2 s; "
     "spin 3O s at 5OO x g.\n"
     "Cycling (ODTC): Step Temp Time Cycles Initial denat. 98 °C 3O s 1 Denaturation 98 °C "
     "1O s 3O Annealing 62 °C 2O s Extension 72 °C 15 s Final ext. 72 °C 2 min 1 Hold 4 °C ∞",
     "transfer volume_ul=2 @opentrons_ot2 > seal temperature_c=170 duration_s=2 > "
     "spin rcf_g=500 duration_s=30 > run_pcr initial_denaturation_c=98 "
     "initial_denaturation_s=30 cycles=30 denaturation_c=98 denaturation_s=10 annealing_c=62 "
     "annealing_s=20 extension_c=72 extension_s=15 final_extension_c=72 final_extension_s=120 "
     "hold_c=4 @inheco_odtc"),

    ("ocr_l08",
     "Lysate clearing (1.5 mL tubes)\n"
     "■ Resuspend each pellet in 5OO µL lysis buﬀer (Hamilton STAR)\n"
     "■ Incubate 1O min at RT\n"
     "■ Centri-\n\n"
     "                                                  Page 2 of 2\n\n"
     "fuge 2O,OOO x g, 1O min, 4 °C (5424 R)\n"
     "■ Transfer 4OO µL super-\nnatant to fresh tubes",
     "transfer volume_ul=500 @hamilton_star > incubate duration_s=600 > "
     "spin rcf_g=20000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=400"),

    ("ocr_l09",
     "Take the plate from the Cytomat 2C425; peel (XPeel); read luminescence, integration "
     "O.5 s; re-seal 17O °C 1.5 s; put it back in the cold store.",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > read_luminescence integration_s=0.5 > "
     "seal temperature_c=170 duration_s=1.5 > store"),

    ("ocr_l10",
     "Peel the 384 PCR plate → transfer 1O µL of each sample to the LabChip plate (Biomek i5) "
     "→ spin 1 min 1OOO x g → LabChip GX Touch, 384 samples",
     "peel > transfer volume_ul=10 @biomek_i5 > spin rcf_g=1000 duration_s=60 > "
     "run_assay sample_count=384 @labchip_gx_touch_ht"),

    ("ocr_l11",
     "Dual reporter, plate 1/2\n"
     "▪ Add 75 µL ONE-Glo to cols 1–6 (Fluent)\n"
     "▪ Shake 2 min at 9OO rpm\n"
     "▪ Incubate 1O min RT\n"
     "▪ Read luminescence, 1 s integration",
     "transfer volume_ul=75 @tecan_fluent wells=48 > shake speed_rpm=900 duration_s=120 > "
     "incubate duration_s=600 > read_luminescence integration_s=1"),

    ("ocr_l12",
     "BCA assay — add 2OO µL working reagent to the standards + samples in cols 1–5 (OT-2); "
     "shake 3O s; incubate 3O min at 37 oC; read A562.",
     "transfer volume_ul=200 @opentrons_ot2 wells=40 > shake duration_s=30 > "
     "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562"),

    ("ocr_l13",
     "Plate prep for storage                   Lab Notebook #9 — pg 31\n"
     "1) Spin 1 min 1,OOO x g to collect droplets\n"
     "2) Seal with the a4S (175*C, 2 s)\n"
     "3) Spin again, 1 min, l,OOO x g\n"
     "4) Place in the Cytomat 2C425 (4 °C) for long-term storage",
     "spin rcf_g=1000 duration_s=60 > seal temperature_c=175 duration_s=2 @azenta_a4s > "
     "spin rcf_g=1000 duration_s=60 > store temperature_c=4 @cytomat_2c425"),

    ("ocr_l14",
     "Quant-iT: transfer 1O µL DNA → black 96 plate (STAR); add 1OO µL PicoGreen working "
     "soln; mix 3x 5O µL; incubate 5 min RT (dark); read ﬂuorescence ex/em 48O/52O",
     "transfer volume_ul=10 @hamilton_star > transfer volume_ul=100 > mix volume_ul=50 > "
     "incubate duration_s=300 > read_fluorescence excitation_nm=480 emission_nm=520"),

    ("ocr_l15",
     "Harvest: spin the 5O mL tube 3OO x g 5 min (Eppendorf 5810 R) → resuspend in 1O mL "
     "medium → dispense 1OO µL/well into the 96-well ﬂat plate (Biomek i5) → incubate at "
     "37 °C overnight in the Cytomat 2C450",
     "spin rcf_g=300 duration_s=300 @eppendorf_5810r > transfer volume_ul=10000 > "
     "transfer volume_ul=100 @biomek_i5 > incubate temperature_c=37 @cytomat_2c450"),

    ("ocr_l16",
     "Colony PCR (plate 2 of 3)\n"
     "– 2O µL MM → rows A–D (Biomek i5)\n"
     "– pick colonies (manual)\n"
     "– seal 165 oC 2 s\n"
     "– ODTC: 95 °C 5 min | 3O x 95 °C 3O s, 55 °C 3O s, 72 °C 1 min | 72 °C 5 min | 4 °C\n"
     "– LabChip GX, 48 samples",
     "transfer volume_ul=20 @biomek_i5 wells=48 > seal temperature_c=165 duration_s=2 > "
     "run_pcr initial_denaturation_c=95 initial_denaturation_s=300 cycles=30 denaturation_c=95 "
     "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc > "
     "run_assay sample_count=48 @labchip_gx_touch_ht"),

    ("ocr_l17",
     "Step Action Notes 1 Retrieve assay plate from Cytomat 2C450 pre-warm reader 2 Add 1O µL "
     "detection reagent per well (Tecan Fluent) use reverse pipetting 3 Shake 2 min at "
     "1,OOO rpm 4 Read ﬂuorescence Ex 34O / Em 615 nm TR-FRET mode",
     "retrieve @cytomat_2c450 > transfer volume_ul=10 @tecan_fluent > "
     "shake speed_rpm=1000 duration_s=120 > read_fluorescence excitation_nm=340 emission_nm=615"),

    ("ocr_l18",
     "Library QC                                              Page 6 of 7\n"
     "• Retrieve the library plate from the plate fridge\n"
     "• Spin brieﬂy (3O s, 1,OOO x g)\n"
     "• XPeel\n"
     "• Dilute on the i7 Hybrid: 18 µl water into a fresh PCR plate, then 2 µl library\n"
     "• LabChip GX Touch — 96 samples",
     "retrieve > spin rcf_g=1000 duration_s=30 > peel @azenta_xpeel > "
     "transfer volume_ul=18 @biomek_i7_hybrid > transfer volume_ul=2 @biomek_i7_hybrid > "
     "run_assay sample_count=96 @labchip_gx_touch_ht"),

    # four or more steps, impossible
    ("ocr_h09",
     "Cell seeding — 96-well ﬂat-bottom, TC-treated\n"
     "1. Retrieve the cells from the incubator\n"
     "2. Dispense 45O µL cell suspension per well (Biomek i7)\n"
     "3. Spin 1 min at 2OO x g to settle the cells\n"
     "4. Incubate 37 °C overnight (Cytomat 2C450)",
     "halted"),

    # four or more steps, must ask
    ("ocr_a09",
     "1. Add 2OO µL lysis buﬀer (OT-2)\n"
     "2. Thermomixer (Eppendorf ThermoMixer C) 1,4OO rpm, 56 °C, 1O min\n"
     "3. Spin 1 min 1,OOO x g\n"
     "4. KingFisher program “gDNA_96”",
     "ask"),
]
