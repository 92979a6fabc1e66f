"""Hold-out batch "forms": requests that arrive through LIMS/ELN request forms and e-mails --
key: value fields, text tables ("Step | Device | Setting"), YAML-ish and bullet forms, polite
PI e-mails with the steps buried in prose plus unrelated numbers (extensions, rooms, dates,
barcodes), and steps that refer back to earlier steps by number ("repeat step 2", "as in
step 1 but at 37 °C"). Mixed unit spellings. Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    (
        "fm_s01",
        "Request type: Centrifugation\n"
        "Instrument: BioNex HiG 4\n"
        "Labware: 96-well PCR plate (skirted)\n"
        "Force: 1,500 x g\n"
        "Time (mm:ss): 03:00\n"
        "Requested by: J. Okafor (ext. 2231)",
        "spin rcf_g=1500 duration_s=180 @bionex_hig4",
    ),
    (
        "fm_s02",
        "Hi team,\n\nCould you please pop the ELISA plate on the plate reader and take an "
        "absorbance reading at 450 nm for me? Only wells A1 through D12 have samples in them, "
        "the rest of the plate is empty.\n\nThanks!\nPriya\nRm 4.12 | x5590",
        "read_absorbance wavelength_nm=450 wells=48",
    ),
    (
        "fm_s03",
        "step: seal\ndevice: Azenta a4S\ntemp: 165 degC\ntime: 3.0 s\nplate: 384-well PCR",
        "seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    (
        "fm_s04",
        "Step | Device | Setting\n1    | XPeel  | remove foil seal (plate ID QC-7781)",
        "peel @azenta_xpeel",
    ),
    (
        "fm_s05",
        "Dear all,\n\nFor tomorrow's CellTiter-Glo run I'd like a luminescence read of the white "
        "384-well plate with 0.25 s integration per well. The plate will be in bay 3 by 9:30.\n\n"
        "Best,\nDr. M. Lindqvist\nTel. +46 18 471 2200",
        "read_luminescence integration_s=0.25",
    ),
    (
        "fm_s06",
        "Assay: SYBR qPCR (GAPDH / ACTB)\n"
        "Instrument: CFX 384\n"
        "Plate: 384-well PCR, sealed\n"
        "Initial denat.: 95 °C / 3 min\n"
        "Cycling (x45): 95 °C 10 s; 58 °C 20 s; 72 °C 20 s\n"
        "Melt curve: instrument default",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=45 "
        "denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 "
        "extension_s=20 @biorad_cfx384",
    ),
    (
        "fm_s07",
        "- Task: cold storage\n"
        "- Where: Cytomat 2C425\n"
        "- Temp: 8 °C\n"
        "- Plates: 2 x deep-well (lysates)\n"
        "- Pick-up: Friday 14:00",
        "store temperature_c=8 @cytomat_2c425",
    ),
    (
        "fm_s08",
        "Hi,\n\ncould someone run the 'MagMAX_Viral_96' script on the KingFisher Flex with the "
        "deep-well plates I left on the deck? Samples are from cohort 7.\n\nThanks,\nTom",
        "run_program @kingfisher_flex",
    ),
    (
        "fm_s09",
        "Instrument: LabChip GX Touch HT\n"
        "Assay: HT DNA NGS 3K\n"
        "No. of samples: 94 (ladder is in the strip tube)\n"
        "Plate: 96-well PCR, unsealed",
        "run_assay sample_count=94 @labchip_gx_touch_ht",
    ),
    (
        "fm_s10",
        "Hello,\n\nplease put the transfected HEK293 plates into the CO2 incubator at 37°C for "
        "48 hours. I'll be in on Monday to image them.\n\nThanks so much,\nAna\n(lab phone "
        "617-555-0142)",
        "incubate temperature_c=37 duration_s=172800",
    ),
    (
        "fm_s11",
        "Operation: Shake\n"
        "Device: BioShake 3000-T elm\n"
        "RPM: 1,800\n"
        "Duration: 90 sec\n"
        "Temperature: 30 °C",
        "shake speed_rpm=1800 duration_s=90 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "fm_s12",
        "Hi, could you please set up the colony PCR on the ODTC: 94 °C for 5 min, then 30 "
        "cycles of 94 °C 30 s, 55 °C 30 s and 72 °C 1 min, a final extension at 72 °C for "
        "7 min and hold at 10 °C. The primers are in box 14 if you need more. Thanks!",
        "run_pcr initial_denaturation_c=94 initial_denaturation_s=300 cycles=30 "
        "denaturation_c=94 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 "
        "extension_s=60 final_extension_c=72 final_extension_s=420 hold_c=10 @inheco_odtc",
    ),
    (
        "fm_s13",
        "Instrument: Opentrons Flex\n"
        "Reagent: Bradford dye\n"
        "Volume: 0.2 mL per well\n"
        "Target: 96-well flat plate, wells A1-H3\n"
        "Source: reservoir, column 1",
        "transfer volume_ul=200 @opentrons_flex wells=24",
    ),
    (
        "fm_s14",
        "Hi, please retrieve plate barcode 000451 from the Cytomat 24 hotel and leave it at the "
        "transfer station. Cheers, Ben",
        "retrieve @cytomat_24",
    ),
    (
        "fm_s15",
        "Read         | Ex (nm) | Em (nm) | Wells\n"
        "Fluorescence | 535     | 590     | row B and row C only",
        "read_fluorescence excitation_nm=535 emission_nm=590 wells=24",
    ),
    (
        "fm_s16",
        "Could you spin the 18 Eppendorf tubes in the 5424 R at 12,000 x g for 10 minutes at 4 "
        "degrees? They're in the rack next to bench 7. Thanks, Li",
        "spin rcf_g=12000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "fm_s17",
        "Task: plate transfer\nArm: PF400\nFrom: hotel slot 12\nTo: SpectraMax drawer",
        "move_plate @precise_pf400",
    ),
    (
        "fm_s18",
        "Operation: heat-inactivation\nInstrument: INHECO ODTC\nTemperature: 65 ºC\nTime: 00:20:00",
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "fm_s19",
        "Hi, can you store the sealed PCR plates in the Cytomat 24 over the weekend? No "
        "temperature control needed. Thanks — Dana, x3090",
        "store @cytomat_24",
    ),
    (
        "fm_s20",
        "Instrument: Tecan Fluent 780\n"
        "Operation: aliquot\n"
        "Volume: 1.2 mL\n"
        "Labware: 15 mL tubes x 8 (rack 2)",
        "transfer volume_ul=1200 @tecan_fluent",
    ),
    # =====================================================================
    # two or three steps
    # =====================================================================
    (
        "fm_t01",
        "Instrument: Hamilton STAR\nVolume: 35 µl\nWells: A1–H4\nThen: heat seal, 160 °C, 2.5 s",
        "transfer volume_ul=35 @hamilton_star wells=32 > seal temperature_c=160 duration_s=2.5",
    ),
    (
        "fm_t02",
        "Hi team, before you read the plate at 600 nm, could you shake it at 600 rpm for 2 "
        "minutes on the BioShake? Thanks!",
        "shake speed_rpm=600 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "fm_t03",
        "Step | Device     | Setting\n"
        "1    | VSpin      | 800 x g, 1 min\n"
        "2    | XPeel      | -\n"
        "3    | SpectraMax | Abs 562 nm",
        "spin rcf_g=800 duration_s=60 @agilent_vspin > peel @azenta_xpeel > "
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "fm_t04",
        "steps:\n"
        "  1: spin 1000 xg, 30 s\n"
        "  2: add 10 uL stop solution (Biomek i7)\n"
        "  3: repeat step 1",
        "spin rcf_g=1000 duration_s=30 > transfer volume_ul=10 @biomek_i7_hybrid > "
        "spin rcf_g=1000 duration_s=30",
    ),
    (
        "fm_t05",
        "Dear team,\n\nPlease incubate the substrate plate at room temperature for 15 min, and "
        "after that measure fluorescence (ex 360 / em 460). Room 221 is locked after 6 pm, so "
        "please finish before then.\n\nKind regards,\nProf. Haddad",
        "incubate duration_s=900 > read_fluorescence excitation_nm=360 emission_nm=460",
    ),
    (
        "fm_t06",
        "Sample: 1.5 mL tubes (x12)\n"
        "Step 1: 5424R, 20,000 g, 2 min\n"
        "Step 2: transfer 150 µL supernatant to a 96-well plate (Tecan Fluent)",
        "spin rcf_g=20000 duration_s=120 @eppendorf_5424r > transfer volume_ul=150 @tecan_fluent",
    ),
    (
        "fm_t07",
        "Hi, could you load the DNA plate onto the LabChip for 48 samples, having first spun it "
        "down at 1,000 × g for 1 min? Thanks, Omar",
        "spin rcf_g=1000 duration_s=60 > run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "fm_t08",
        "• Shake: 1000 rpm, 37 °C, 1 h\n"
        "• Incubate: Cytomat 2C450, 37 °C, overnight\n"
        "• Store: plate fridge, 4 °C",
        "shake speed_rpm=1000 duration_s=3600 temperature_c=37 > "
        "incubate temperature_c=37 @cytomat_2c450 > store temperature_c=4",
    ),
    (
        "fm_t09",
        "Hi all,\n\nStep 1: shake the plate at 1,200 rpm for 5 min at 25 °C.\nStep 2: as in step "
        "1 but at 37 °C and for 10 min.\n\nThanks!",
        "shake speed_rpm=1200 duration_s=300 temperature_c=25 > "
        "shake speed_rpm=1200 duration_s=600 temperature_c=37",
    ),
    (
        "fm_t10",
        "Instrument: Opentrons OT-2\n"
        "Step 1: 180 µL diluent into column 1\n"
        "Step 2: 20 µL sample into column 1\n"
        "Step 3: mix, 150 µL, 10 cycles (same column)",
        "transfer volume_ul=180 @opentrons_ot2 wells=8 > transfer volume_ul=20 @opentrons_ot2 "
        "wells=8 > mix volume_ul=150 @opentrons_ot2 wells=8",
    ),
    (
        "fm_t11",
        "Hello! After the XPeel removes the seal, please read luminescence with 1 second "
        "integration.\nMany thanks,\nKeiko (x3318)",
        "peel @azenta_xpeel > read_luminescence integration_s=1",
    ),
    (
        "fm_t12",
        "Request: pull plate from the Cytomat 2C425 (4 °C store) and read A280.\n"
        "Priority: normal\nCost centre: 40-1178",
        "retrieve @cytomat_2c425 > read_absorbance wavelength_nm=280",
    ),
    (
        "fm_t13",
        "Hi Sam,\n\nCould you please dispense 1 mL of lysis buffer into each well of the 96 "
        "deep-well plate with the Biomek i5, then start the extraction program on the KF Flex?"
        "\n\nThanks! Jo",
        "transfer volume_ul=1000 @biomek_i5 > run_program @kingfisher_flex",
    ),
    (
        "fm_t14",
        "Step | Device | Setting\n"
        "1    | Fluent | 8 µL master mix -> 384 PCR plate\n"
        "2    | Fluent | 2 µL template\n"
        "3    | CFX384 | 95°C 30 s; 40x (95°C 5 s, 60°C 30 s)",
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=30 cycles=40 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "fm_t15",
        "Instrument: Eppendorf 5810 R\n"
        "Tubes: 50 mL conicals (x4)\n"
        "RCF: 3,000 × g\n"
        "Time: 15 min\n"
        "Temp: 4 °C\n"
        "Then: Hamilton STAR moves 1 mL of each supernatant into 2 mL tubes",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=1000 @hamilton_star",
    ),
    (
        "fm_t16",
        "Hi, please spin the PCR plate at 500 x g for 1 min after sealing it at 180 °C for "
        "1.5 s. Thanks",
        "seal temperature_c=180 duration_s=1.5 > spin rcf_g=500 duration_s=60",
    ),
    (
        "fm_t17",
        "Incubation: 98.6 °F, 2 hr (CO2 incubator)\n"
        "Then: read OD 570\n"
        "Submitted: 06/11/2025 by R. Alvarez",
        "incubate temperature_c=37 duration_s=7200 > read_absorbance wavelength_nm=570",
    ),
    (
        "fm_t18",
        "Hi, would you mind sealing the deep-well plate (170 C, 2 s) and then spinning it in the "
        "HiG4 at 2,500 x g for 20 min? Many thanks — Ivo (room 3.14)",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=2500 duration_s=1200 @bionex_hig4",
    ),
    (
        "fm_t19",
        "Instrument: Tecan Fluent\n"
        "Action: dispense 75 uL standard diluent\n"
        "Wells: row H\n"
        "After that: mix 3 times at 60 uL (same wells)",
        "transfer volume_ul=75 @tecan_fluent wells=12 > mix volume_ul=60 @tecan_fluent wells=12",
    ),
    (
        "fm_t20",
        "- peel the plate (XPeel)\n"
        "- 0.05 mL buffer into wells A1–A6 with the OT-2\n"
        "- back into the Cytomat 24 hotel",
        "peel @azenta_xpeel > transfer volume_ul=50 @opentrons_ot2 wells=6 > store @cytomat_24",
    ),
    (
        "fm_t21",
        "Hello,\n\nplease run 'DNA_Cleanup_v2' on the KingFisher. Before that, the Biomek i7 "
        "should add 300 μl ethanol to the deep-well plate.\n\nBest,\nHana",
        "transfer volume_ul=300 @biomek_i7_hybrid > run_program @kingfisher_flex",
    ),
    (
        "fm_t22",
        "1. Thermoshaker: 1,400 rpm, 45 ℃, 10 min\n"
        "2. Fluent adds 5 µL substrate\n"
        "3. Step 1 again, but for half as long",
        "shake speed_rpm=1400 duration_s=600 temperature_c=45 > transfer volume_ul=5 "
        "@tecan_fluent > shake speed_rpm=1400 duration_s=300 temperature_c=45",
    ),
    # =====================================================================
    # four or more steps
    # =====================================================================
    (
        "fm_l01",
        "Protocol: ELISA detection, plate ID EL-0925\n"
        "1. Biomek i7: add 100 µL detection antibody to all wells\n"
        "2. Shake 500 rpm, 1 h, RT\n"
        "3. Add 100 uL TMB (same instrument as step 1)\n"
        "4. Incubate 20 min RT, dark\n"
        "5. Add 50 µL stop solution, again on the instrument from step 1\n"
        "6. Read A450",
        "transfer volume_ul=100 @biomek_i7_hybrid > shake speed_rpm=500 duration_s=3600 > "
        "transfer volume_ul=100 @biomek_i7_hybrid > incubate duration_s=1200 > "
        "transfer volume_ul=50 @biomek_i7_hybrid > read_absorbance wavelength_nm=450",
    ),
    (
        "fm_l02",
        "Hi team,\n\nCould you please run the amplicon PCR for me tomorrow? On the STAR, put "
        "20 µL of master mix into columns 1–6 of a PCR plate and then add 5 µL of gDNA to the "
        "same wells. Seal it (170 °C, 2 s), give it a quick spin at 1000 x g for 30 s, then run "
        "it on the ODTC: 98 °C 2 min, 30 cycles of 98 °C 15 s / 62 °C 15 s / 72 °C 30 s, "
        "72 °C 5 min, hold 4 °C.\n\nThe sequencing core closes at 5 pm (bldg 3, rm 140), so no "
        "rush on anything after that.\n\nThanks!\nMaya",
        "transfer volume_ul=20 @hamilton_star wells=48 > transfer volume_ul=5 @hamilton_star "
        "wells=48 > seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=30 > "
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=120 cycles=30 "
        "denaturation_c=98 denaturation_s=15 annealing_c=62 annealing_s=15 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "fm_l03",
        "Step | Device         | Setting\n"
        "1    | Cytomat 2C450  | retrieve plate\n"
        "2    | Opentrons Flex | 10 µl compound into wells A1-P12 (384-well plate)\n"
        "3    | Cytomat 2C450  | 37 °C, 24 h\n"
        "4    | Opentrons Flex | 25 µl CellTiter-Glo\n"
        "5    | BioShake       | 2 min, 800 rpm\n"
        "6    | SpectraMax     | luminescence, 0.5 s",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @opentrons_flex wells=192 > "
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > transfer volume_ul=25 "
        "@opentrons_flex > shake speed_rpm=800 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "fm_l04",
        "workflow: bead cleanup\n"
        "- step 1: add 90 ul beads (Biomek i5)\n"
        "- step 2: mix 10x, 70 ul\n"
        "- step 3: shake 1500 rpm 5 min\n"
        "- step 4: KingFisher Flex program 'SPRI_wash'\n"
        "- step 5: repeat step 3",
        "transfer volume_ul=90 @biomek_i5 > mix volume_ul=70 > "
        "shake speed_rpm=1500 duration_s=300 > run_program @kingfisher_flex > "
        "shake speed_rpm=1500 duration_s=300",
    ),
    (
        "fm_l05",
        "Hello,\n\nFor the BCA assay tomorrow: add 200 µL working reagent to wells A1–H8 on the "
        "Fluent, then incubate at 37°C for 30 minutes. Once it's out of the incubator, spin it "
        "1 min at 500 g to knock down bubbles and then read at 562 nm.\n\nThanks,\n"
        "Dr. R. Osei | Protein Core | ext. 7710 | Room B-204",
        "transfer volume_ul=200 @tecan_fluent wells=64 > incubate temperature_c=37 "
        "duration_s=1800 > spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=562",
    ),
    (
        "fm_l06",
        "Request ID: REQ-2291\n"
        "Instrument: Biomek i7 Hybrid\n"
        "Plate: 96-well flat, clear\n"
        "Step 1: dispense 50 µL cells, columns 1-10\n"
        "Step 2: incubate 37 °C, 4 h (CO2 incubator)\n"
        "Step 3: dispense 50 µL drug dilutions, columns 1-10\n"
        "Step 4: as in step 2 but 48 h\n"
        "Step 5: absorbance 490 nm",
        "transfer volume_ul=50 @biomek_i7_hybrid wells=80 > incubate temperature_c=37 "
        "duration_s=14400 > transfer volume_ul=50 @biomek_i7_hybrid wells=80 > "
        "incubate temperature_c=37 duration_s=172800 > read_absorbance wavelength_nm=490",
    ),
    (
        "fm_l07",
        "Hi Jess,\n\ncould you please get the qPCR going on the CFX384 this afternoon? The "
        "cycling is 95 °C for 10 min, then 40 cycles of 95 °C 15 s and 60 °C 1 min. Before "
        "that, of course, the OT-2 needs to put 5 µL of master mix and then 5 µL of cDNA into "
        "the 384-well PCR plate, and the plate has to be sealed (175 °C, 2 s) and spun 1 min "
        "at 1,000 × g.\n\nThanks a lot!\nStefan (mobile 0176 555 1234)",
        "transfer volume_ul=5 @opentrons_ot2 > transfer volume_ul=5 @opentrons_ot2 > "
        "seal temperature_c=175 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=600 cycles=40 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "fm_l08",
        "- Pull the deep-well plate from the Cytomat 24\n"
        "- Spin on the 5810R: 2,500 x g, 10 min, 4 °C\n"
        "- Hamilton STAR: move 400 µL cleared lysate to a fresh deep-well plate\n"
        "- Seal 170 °C 2 s\n"
        "- Store at 4 °C in the plate fridge",
        "retrieve @cytomat_24 > spin rcf_g=2500 duration_s=600 temperature_c=4 "
        "@eppendorf_5810r > transfer volume_ul=400 @hamilton_star > "
        "seal temperature_c=170 duration_s=2 > store temperature_c=4",
    ),
    (
        "fm_l09",
        "Step | Device  | Setting\n"
        "1    | ODTC    | 37 °C 15 min (digest)\n"
        "2    | ODTC    | 80 °C 20 min (inactivation)\n"
        "3    | VSpin   | 300 x g 30 s\n"
        "4    | LabChip | 24 samples",
        "incubate temperature_c=37 duration_s=900 @inheco_odtc > incubate temperature_c=80 "
        "duration_s=1200 @inheco_odtc > spin rcf_g=300 duration_s=30 @agilent_vspin > "
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "fm_l10",
        "Dear team,\n\nCould you run the following on the 96-well flat plate:\n"
        "1) Add 100 µL primary antibody with the Biomek i7.\n"
        "2) Shake at 400 rpm, 30 °C, 1.5 h.\n"
        "3) Add 100 µL secondary antibody.\n"
        "4) Repeat step 2.\n"
        "5) Read fluorescence, ex 490 / em 525.\n\n"
        "Best wishes,\nElena Petrova, PhD — Lab 5.07, tel. 0044 20 7946 0958",
        "transfer volume_ul=100 @biomek_i7_hybrid > shake speed_rpm=400 duration_s=5400 "
        "temperature_c=30 > transfer volume_ul=100 > shake speed_rpm=400 duration_s=5400 "
        "temperature_c=30 > read_fluorescence excitation_nm=490 emission_nm=525",
    ),
    (
        "fm_l11",
        "Project: NGS-LIB-14\n"
        "Instrument: Opentrons Flex\n"
        "Wells: A1-H10 of a 96-well PCR plate\n"
        "Step 1: add 15 µL end-repair mix\n"
        "Step 2: ODTC 20 °C 30 min, then 65 °C 30 min\n"
        "Step 3: add 30 µL ligation mix\n"
        "Step 4: ODTC 20 °C 15 min\n"
        "Step 5: seal, then store at 4 °C in the plate fridge",
        "transfer volume_ul=15 @opentrons_flex wells=80 > incubate temperature_c=20 "
        "duration_s=1800 @inheco_odtc > incubate temperature_c=65 duration_s=1800 @inheco_odtc > "
        "transfer volume_ul=30 @opentrons_flex wells=80 > incubate temperature_c=20 "
        "duration_s=900 @inheco_odtc > seal > store temperature_c=4",
    ),
    (
        "fm_l12",
        "Hi!\n\nThe normalized gDNA plate is sealed in the fridge (Cytomat 2C425). Could you "
        "retrieve it, peel it, and have the Fluent stamp 2 µL from every well into a fresh PCR "
        "plate that already holds 18 µL mix? Then seal at 165 °C for 3 s and cycle on the ODTC "
        "with 25 cycles (95 °C 20 s, 60 °C 20 s, 72 °C 40 s). Finally analyze 96 samples on the "
        "LabChip.\n\nThx,\nRuben — 3rd floor, bench 12",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=2 @tecan_fluent > "
        "seal temperature_c=165 duration_s=3 > run_pcr cycles=25 denaturation_c=95 "
        "denaturation_s=20 annealing_c=60 annealing_s=20 extension_c=72 extension_s=40 "
        "@inheco_odtc > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "fm_l13",
        "request:\n"
        "  tubes: 24 x 2 mL\n"
        "  step1: {device: 5424R, g: 15000, time: 5 min, temp: 4C}\n"
        "  step2: {device: Hamilton STAR, action: transfer, vol: 100 uL, dest: 96-well flat "
        "plate, wells: A1-B12}\n"
        "  step3: {device: SpectraMax, read: absorbance, nm: 260}\n"
        "  step4: {action: repeat step3 at 280 nm}",
        "spin rcf_g=15000 duration_s=300 temperature_c=4 @eppendorf_5424r > "
        "transfer volume_ul=100 @hamilton_star wells=24 > read_absorbance wavelength_nm=260 "
        "@spectramax_i3x > read_absorbance wavelength_nm=280 @spectramax_i3x",
    ),
    (
        "fm_l14",
        "Hi everyone,\n\nQuick one for the weekend run: take plate 3 out of the incubator, have "
        "the Biomek i5 add 500 µL fresh medium to each well of the 24 deep-well plate, shake "
        "2 min at 300 rpm, then put it back in the incubator at 37 °C for 72 h.\n\nThanks!\n"
        "Chen\n\nP.S. Lab meeting moved to room 210 at 11:00 on the 14th.",
        "retrieve > transfer volume_ul=500 @biomek_i5 > shake speed_rpm=300 duration_s=120 > "
        "incubate temperature_c=37 duration_s=259200",
    ),
    (
        "fm_l15",
        "Form: Reporter assay\n"
        "Plate: white 96-well\n"
        "Step 1: Hamilton STAR — add 50 µL ONE-Glo to wells A1-F12\n"
        "Step 2: shake 3 min, 600 rpm\n"
        "Step 3: RT incubation, 10 min\n"
        "Step 4: read luminescence, 1000 ms integration\n"
        "Step 5: incubate a further 30 min at RT, then repeat step 4",
        "transfer volume_ul=50 @hamilton_star wells=72 > shake speed_rpm=600 duration_s=180 > "
        "incubate duration_s=600 > read_luminescence integration_s=1 > incubate duration_s=1800 "
        "> read_luminescence integration_s=1",
    ),
    (
        "fm_l16",
        "Step | Device          | Setting\n"
        "1    | Tecan Fluent    | 200 µL lysate -> KF deep-well plate\n"
        "2    | Tecan Fluent    | 20 µL proteinase K\n"
        "3    | BioShake        | 1,000 rpm, 10 min, 56 °C\n"
        "4    | KingFisher Flex | RNA_96 program\n"
        "5    | Hamilton STAR   | 50 µL eluate -> PCR plate, cols 1-8",
        "transfer volume_ul=200 @tecan_fluent > transfer volume_ul=20 @tecan_fluent > "
        "shake speed_rpm=1000 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
        "run_program @kingfisher_flex > transfer volume_ul=50 @hamilton_star wells=64",
    ),
    (
        "fm_l17",
        "Hi team,\n\nfor the enzyme kinetics plate please do:\nStep 1 – shake 30 s at 1,000 rpm "
        "at 25 °C\nStep 2 – read absorbance at 340 nm\nStep 3 – as in step 1 but at 37 °C\n"
        "Step 4 – repeat step 2\n\nCheers,\nNiklas (office 1.09)",
        "shake speed_rpm=1000 duration_s=30 temperature_c=25 > read_absorbance wavelength_nm=340 "
        "> shake speed_rpm=1000 duration_s=30 temperature_c=37 > read_absorbance wavelength_nm=340",
    ),
    (
        "fm_l18",
        "Requester: K. Mensah (x4402)\n"
        "Date: 2025-06-03\n"
        "Plate: 384-well flat, black\n"
        "1. OT-Flex: 20 µL cells into columns 1-22\n"
        "2. Cytomat 2C450: 37 °C, 16 h\n"
        "3. OT-Flex: 5 µL detection reagent into columns 1-22\n"
        "4. Incubate RT 1 h\n"
        "5. Fluorescence ex 485 / em 535\n"
        "6. Park the plate in the Cytomat 24 hotel",
        "transfer volume_ul=20 @opentrons_flex wells=352 > incubate temperature_c=37 "
        "duration_s=57600 @cytomat_2c450 > transfer volume_ul=5 @opentrons_flex wells=352 > "
        "incubate duration_s=3600 > read_fluorescence excitation_nm=485 emission_nm=535 > "
        "store @cytomat_24",
    ),
    # =====================================================================
    # halted: physically impossible on every suitable instrument
    # =====================================================================
    (
        "fm_h01",
        "Instrument: any plate centrifuge\nPlate: 96-well PCR\nRCF: 6,500 x g\nTime: 10 min",
        "halted",
    ),
    (
        "fm_h02",
        "Hi, could you spin the 1.5 mL tubes at 25,000 x g for 5 min at 4 °C? They're the "
        "ones labelled S1-S16. Thanks, Rosa",
        "halted",
    ),
    ("fm_h03", "seal:\n  plate: 96-well PCR\n  temp: 230 C\n  time: 2 s", "halted"),
    ("fm_h04", "Read       | Wavelength\nAbsorbance | 1,150 nm", "halted"),
    (
        "fm_h05",
        "Hello, please shake the assay plate at 3,600 rpm for 1 min on the BioShake. Best, "
        "Aiko (rm 508)",
        "halted",
    ),
    (
        "fm_h06",
        "Plate: 384-well flat\nInstrument: Biomek i7\nVolume: 150 µL per well\nWells: all",
        "halted",
    ),
    (
        "fm_h07",
        "Hi Max, could you have the STAR add 0.4 mL of medium to each well of a flat-bottom "
        "96-well plate? Thanks!",
        "halted",
    ),
    (
        "fm_h08",
        "Instrument: ODTC\n"
        "Program: 95 °C 3 min; 120 cycles of 95 °C 10 s / 60 °C 30 s; hold 4 °C\n"
        "Plate: 96-well PCR",
        "halted",
    ),
    (
        "fm_h09",
        "Dear team, please store the enzyme plates in the Cytomat 2C425 at -20 °C until next "
        "week. Kind regards, Dr. Yilmaz",
        "halted",
    ),
    # =====================================================================
    # ask: a value or instrument the engineer cannot know
    # =====================================================================
    ("fm_a01", "Instrument: VSpin\nSpeed: 2,000 rpm\nTime: 2 min", "ask"),
    (
        "fm_a02",
        "Hi, could you read the ELISA plate at 450 nm on the Tecan Spark? Thanks, Lea",
        "ask",
    ),
    (
        "fm_a03",
        "Instrument: Eppendorf 5430 R\nTubes: 1.5 mL (x10)\nRCF: 10,000 x g\nTime: 5 min",
        "ask",
    ),
    ("fm_a04", "- vortex the tubes for 10 s\n- spin 1 min at 2,000 x g in the 5424R", "ask"),
    (
        "fm_a05",
        "Dear all,\n\nplease sonicate the lysate plate for 30 s before the KingFisher run.\n\n"
        "Thanks, Paolo (ext. 6620)",
        "ask",
    ),
    (
        "fm_a06",
        "Step 1: add 25 µL buffer (OT-2)\nStep 2: shake 800 rpm, 1 min\nStep 3: repeat step 4",
        "ask",
    ),
    (
        "fm_a07",
        "Hello team, please measure fluorescence (ex 485 / em 520) on the BMG CLARIOstar. Many "
        "thanks, Finn",
        "ask",
    ),
    ("fm_a08", "Operation: Shake\nDevice: BioShake\nSpeed: setting 7\nTime: 5 min", "ask"),
    (
        "fm_a09",
        "Hi, once the KingFisher is done, could you dry the elution plate down in the SpeedVac "
        "for 20 min? Thanks! Greta",
        "ask",
    ),
]
