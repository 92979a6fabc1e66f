"""Hold-out batch "robotops1": requests written by automation engineers and robot operators.

Style: terse workcell shorthand typed by the people who run the robots. Deck-position jargon
("P3", "nest 2", "carrier 5 pos 1", "slot C2", "hotel slot 14"), method / protocol / worktable
names, liquid class names ("Water_Free_Single", "StandardVolume_Water_DispenseSurface_Empty"),
tip types ("300 µL filtered", "50 µL CO-RE", "200 µL DiTis"), pipette names ("p20_multi_gen2"),
barcodes, run IDs and error codes dropped in passing, abbreviations (asp/disp, mtp, dw, rxn,
sup, MM), and "don't do X" instructions (don't touch the lid heater, don't re-prime).

Traps:
- Numbers that are not settings: tip sizes (20/50/200/300/1000 µL), tube types ("1.5 mL"),
  pipette names (p300, "8-ch 1000"), program names containing volumes ("DNA_Blood_200uL_v3")
  or temperatures ("AMP_60C"), reaction volumes described as context ("the 50 µL PCRs"),
  concentrations (70 % EtOH), deck slots, hotel slots, stacker slots, barcodes, run IDs,
  error codes, lot numbers, plate counts.
- A tip type with no transfer volume is still a transfer with no volume (ask).
- Corrected values ("800 g - scratch that, 500 xg"), numbers as words, thousands separators,
  later step mentioned first ("read ... but first ...").
- Well subsets: columns 1-4 / 1-6 / 7-12 of a 96 plate, "column 1 only", A1-H2, row B,
  rows A-D, A1-A12 + B1-B12.
- Named instruments whose own limit is exceeded (VSpin above 1000 x g, BioShake above
  3000 rpm, 2C425 below 4 °C) and values beyond every instrument of the kind.
- ask: vortex, sonicate, rpm-only spin, "speed 5", OD with no wavelength, two unsettled
  wavelengths, instruments the lab does not have (Echo, Bravo), nL acoustic transfer, drops,
  a PCR by nickname with no cycling temperatures, a stamp with no volume.
"""

NAME = "robotops1"

CASES: list[tuple[str, str, str]] = [
    # 50 µL CO-RE tips and the 1000 µL tip carrier are tip types, not the volume.
    ("robotops1-01",
     "STAR, method PCR_Setup_v3 (run ID 24-0611-02). 96 PCR plate PCR0031187 on carrier 3 pos 2, "
     "MM trough on carrier 5. Dispense 18 µl master mix into every well, 50 µL CO-RE tips, liquid "
     "class StandardVolume_Water_DispenseSurface_Empty. Don't pull from the 1000 µL tip carrier, "
     "that's reserved for the Trizol run.",
     "transfer volume_ul=18 @hamilton_star"),
    ("robotops1-02",
     "Fluent WT_ELISA_2: FCA disp 100uL TMB from the trough on nest 4 into the mtp on nest 2, "
     "Water_Free_Single, 200 µL filtered DiTis. Then BioShake 30 s @ 600 rpm (RT, no heat), then "
     "SpectraMax abs at 650 nm.",
     "transfer volume_ul=100 @tecan_fluent > shake speed_rpm=600 duration_s=30 "
     "@qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=650 @spectramax_i3x"),
    ("robotops1-03",
     "vortex plate PLT-5531 for 20 s before it goes on the STAR (carrier 4 pos 3), then asp/disp "
     "50 µL into the dw on carrier 6",
     "ask"),
    ("robotops1-04",
     "i7 method NGS_Norm_v4, run R-2024-118: Span-8 asp 5 µL from the source plate at P7, disp "
     "into cols 1-4 of the dw at P12. MC96 stays parked, don't home it.",
     "transfer volume_ul=5 wells=32 @biomek_i7_hybrid"),
    # The VSpin is named and tops out at 1000 x g; the text asks for that instrument.
    ("robotops1-05",
     "VSpin the 96 pcr plate at 1,500 x g for 1 min, balance plate BAL-02 is already in bucket 2.",
     "halted"),
    # The i5's on-deck magnet is modelled as magnetic_separation on biomek_i5.
    ("robotops1-06",
     "On the i5: rxn plate onto the magnet nest (P4) for 5 min, remove 45 uL sup to the waste dw "
     "at P6, then add 30 µL elution buffer from the trough at P2. Don't asp below 1 mm, beads are "
     "loose.",
     "magnetic_separation duration_s=300 @biomek_i5 > transfer volume_ul=45 @biomek_i5 > "
     "transfer volume_ul=30 @biomek_i5"),
    ("robotops1-07",
     "OT-2: p20_multi_gen2 on the left mount, 20 µL tips in slot 1, template plate in slot 2, 96 "
     "pcr dest in slot 3. Stamp 2 µl template into columns 1-6 of the dest only.",
     "transfer volume_ul=2 wells=48 @opentrons_ot2"),
    # Speed only in rpm: x g depends on the rotor radius.
    ("robotops1-08",
     "spin the rxn plate 2 min at 3000 rpm on the HiG before it goes to the CFX",
     "ask"),
    ("robotops1-09",
     "Flex protocol NormDil_v2 (robot flex-02), 8-ch 1000 on the left mount, 200 µL tips in B2: "
     "add 150 µl diluent from the reservoir in D2 to every well of the mtp in C2, then mix 5x at "
     "100 uL.",
     "transfer volume_ul=150 @opentrons_flex > mix volume_ul=100 cycles=5 @opentrons_flex"),
    ("robotops1-10",
     "ASY-88213 is sitting in hotel slot 14. Retrieve it, VSpin 1 min @ 1,000 xg, PF400 it over to "
     "the SpectraMax and read A450.",
     "retrieve @cytomat_24 > spin rcf_g=1000 duration_s=60 @agilent_vspin > move_plate "
     "@precise_pf400 > read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("robotops1-11",
     "HiG4: both 384 pcr plates, 6,500 x g for 5 min to pellet debris. Last run threw E-114 (lid "
     "sensor), ignore it.",
     "halted"),
    # "back into the hotel" is a store on cytomat_24.
    ("robotops1-12",
     "Pull the two 384 pcr plates from hotel slots 6 and 7, HiG4 at 2,500 x g for 2 min (default "
     "ramps), then back into the hotel.",
     "retrieve @cytomat_24 > spin rcf_g=2500 duration_s=120 @bionex_hig4 > store @cytomat_24"),
    ("robotops1-13",
     "i5 Span-8: 500 µL lysis buffer into each well of the dw at P3, then BioShake 5 min at 1000 "
     "rpm, then 5810R with the A-4-81 MTP buckets, 15 min at 2,000 x g, 4 °C. Balance is DW-0007.",
     "transfer volume_ul=500 @biomek_i5 > shake speed_rpm=1000 duration_s=300 "
     "@qinstruments_bioshake_3000t_elm > spin rcf_g=2000 duration_s=900 temperature_c=4 "
     "@eppendorf_5810r"),
    # "1.5 mL" is the tube type, not a volume.
    ("robotops1-14",
     "24 eluate tubes (1.5 mL, rack 2) into the 5424 R: 30 sec at 16,000 ×g, 4 ºC.",
     "spin rcf_g=16000 duration_s=30 temperature_c=4 @eppendorf_5424r"),
    # "usual growth-curve settings" does not state a wavelength.
    ("robotops1-15",
     "read OD on the SpectraMax for GRW-771, usual growth-curve settings",
     "ask"),
    # AMP_60C is a method name; the stated annealing is 60 °C anyway.
    ("robotops1-16",
     "STAR adds 20 µL MM to all wells of PCR plate GT-1187 (carrier 3), a4S seal 160 °C 2 s, then "
     "ODTC method AMP_60C: 98 °C 30 s, 30 cycles of 98 °C 10 s / 60 °C 20 s / 72 °C 30 s, final ext "
     "72 °C 2 min, hold at 4. Don't touch the lid heater setting.",
     "transfer volume_ul=20 @hamilton_star > seal temperature_c=160 duration_s=2 @azenta_a4s > "
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),
    ("robotops1-17",
     "Fluent MCA384 stamps 10 uL rxn mix into the 384 pcr plate (50 µL tips), a4S seal 165 C 3 s, "
     "then CFX384: 95 °C 2 min, 40x (95 °C 5 s, 60 °C 30 s). No melt this time.",
     "transfer volume_ul=10 @tecan_fluent > seal temperature_c=165 duration_s=3 @azenta_a4s > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("robotops1-18",
     "a4S: seal at 210 C for 2 s, the new foil lot (L-22A19) says so",
     "halted"),
    # "cold store" is an alias of cytomat_2c425, so the pull is a retrieve there.
    ("robotops1-19",
     "Pull sample dw KF-S-0193 from the cold store (it's sealed), XPeel it, then KingFisher program "
     "MagMAX_Pathogen_HT_v2 with the 96 dw head. Elution plate goes back to the 2C425 at 4 °C.",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > run_program program=MagMAX_Pathogen_HT_v2 "
     "@kingfisher_flex > store temperature_c=4 @cytomat_2c425"),
    ("robotops1-20",
     "GX Touch: HT DNA High Sensitivity assay, 88 samples, plate LCX-2291. Chip was primed this "
     "morning, don't re-prime.",
     "run_assay assay=dna_high_sensitivity sample_count=88 @labchip_gx_touch_ht"),
    ("robotops1-21",
     "Cell plates CP-1..CP-6 into the Cytomat 2C450 after seeding: 37 °C, 5 % CO2, 48 h. Stacker "
     "3, slots 10-15.",
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),
    # A PCR by nickname: cycle count given but no cycling temperatures (annealing matters).
    ("robotops1-22",
     "ODTC: run the KAPA library amp, 12 cycles, same as last week. Plate LIB-0093 is already "
     "sealed.",
     "ask"),
    ("robotops1-23",
     "park assay plate AP-3307 in the 2C425 at 8 deg until tomorrow's run (RUN-0457)",
     "store temperature_c=8 @cytomat_2c425"),
    ("robotops1-24",
     "send source plate SRC-1102 back to the plate hotel, slot 22. no temp control needed",
     "store @cytomat_24"),
    ("robotops1-25",
     "dw plate, cols 1-3 only: add 200 µL lysis bufer, shake 10 min at 1,200 rpm, then spin 5 min "
     "at 1000 x g",
     "transfer volume_ul=200 wells=24 > shake speed_rpm=1200 duration_s=600 > "
     "spin rcf_g=1000 duration_s=300"),
    ("robotops1-26",
     "SpectraMax abs at 200 nm for the UV-Star mtp, plate NA-118",
     "halted"),
    ("robotops1-27",
     "VSpin 800 g - scratch that, 500 ×g - for 3 min, then straight into the Cytomat 2C450, "
     "37 °C / 5% CO2, 4 h.",
     "spin rcf_g=500 duration_s=180 @agilent_vspin > incubate temperature_c=37 duration_s=14400 "
     "co2_percent=5 @cytomat_2c450"),
    # 300 µL filtered is the tip type; no transfer volume is stated ("same as R-7781" is a reference).
    ("robotops1-28",
     "Fluent: stamp the mtp on nest 3 to nest 5 with the MCA96, 300 µL filtered tips, "
     "Water_Free_Single. Same as run R-7781.",
     "ask"),
    ("robotops1-29",
     "spin it two minutes at five hundred g in the VSpin, then fluorescence on the SpectraMax ex 485 "
     "em 528, then hotel slot 9",
     "spin rcf_g=500 duration_s=120 @agilent_vspin > read_fluorescence excitation_nm=485 "
     "emission_nm=528 @spectramax_i3x > store @cytomat_24"),
    ("robotops1-30",
     "BioShake at 3,500 rpm for 1 min to resuspend the pellet in DW-220",
     "halted"),
    ("robotops1-31",
     "CFX384, plate Q-0551 (sealed, clear film): 95 °C 3 min, then 45 cycles 95 °C 10 s, 58 °C "
     "20 s, 72 °C 20 s",
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 "
     "@biorad_cfx384"),
    ("robotops1-32",
     "Echo 525: 25 nL compound from the 384 LDV source into the assay plate, survey first",
     "ask"),
    ("robotops1-33",
     "PCR-1120 is sealed. XPeel, then STAR adds 5 µL index to wells A1-H2 (carrier 2 pos 4), then "
     "reseal on the a4S at 170 °C, 2.5 s.",
     "peel @azenta_xpeel > transfer volume_ul=5 wells=16 @hamilton_star > seal temperature_c=170 "
     "duration_s=2.5 @azenta_a4s"),
    ("robotops1-34",
     "Flex: 20 uL proteinase K into every well of the 96 pcr plate in C2. Then off-deck: a4S seal "
     "165 °C, 3 s, and ODTC 56 °C for 30 min.",
     "transfer volume_ul=20 @opentrons_flex > seal temperature_c=165 duration_s=3 @azenta_a4s > "
     "incubate temperature_c=56 duration_s=1800 @inheco_odtc"),
    # cols 1-3 only says where the 24 samples sit; run_assay takes sample_count, not wells.
    ("robotops1-35",
     "GX Touch HT, Protein Express, 24 samples (cols 1-3 of PX-0032)",
     "run_assay assay=protein_express sample_count=24 @labchip_gx_touch_ht"),
    ("robotops1-36",
     "i7 Span-8: 1.5 mL of 70% EtOH into each well of the 24 dw at P9, 1000 µL tips, split into "
     "two trips",
     "transfer volume_ul=1500 @biomek_i7_hybrid"),
    ("robotops1-37",
     "BioShake at speed 5 for 3 min, plate's already on the elm nest",
     "ask"),
    ("robotops1-38",
     "a4S 165 °C 3 s, then ODTC hold at 37 °C for 30 min (USER digest), don't touch the lid "
     "heater. After that store it in the hotel, slot 9.",
     "seal temperature_c=165 duration_s=3 @azenta_a4s > incubate temperature_c=37 duration_s=1800 "
     "@inheco_odtc > store @cytomat_24"),
    # 105 °C is above the ODTC's 99 °C and the CFX384's 100 °C.
    ("robotops1-39",
     "ODTC: 105 °C 2 min initial denat, then 35x 95/55/72 at 30 s each, hold 4",
     "halted"),
    ("robotops1-40",
     "Fluent FCA: mix row B 10x at 150 µL, liquid class Serum_Mix, 200 µL DiTis",
     "mix volume_ul=150 cycles=10 wells=12 @tecan_fluent"),
    ("robotops1-41",
     "Read lum on the i3x (integration 1 s) - but first the Fluent adds 25 µL CellTiter-Glo to all "
     "wells and the BioShake runs 2 min at 500 rpm, 30 °C.",
     "transfer volume_ul=25 @tecan_fluent > shake speed_rpm=500 duration_s=120 temperature_c=30 "
     "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=1 @spectramax_i3x"),
    ("robotops1-42",
     "abs read on the SpectraMax for PNP-022, 405 or 410 nm? whichever we used for pNPP last time",
     "ask"),
    ("robotops1-43",
     "OT-2: p300_single_gen2 right mount, 300 µL tips slot 1. 250 uL buffer from the reservoir in "
     "slot 2 into column 1 of the dw in slot 3.",
     "transfer volume_ul=250 wells=8 @opentrons_ot2"),
    ("robotops1-44",
     "i3x luminescence, integration 90 s per well, it's a dim NanoLuc",
     "halted"),
    # The i5's on-deck shaker, heat block and magnet are modelled on biomek_i5.
    ("robotops1-45",
     "i5 on-deck: shake the dw 800 rpm 5 min, then heat block 65 °C 10 min, then magnet 2 min",
     "shake speed_rpm=800 duration_s=300 @biomek_i5 > incubate temperature_c=65 duration_s=600 "
     "@biomek_i5 > magnetic_separation duration_s=120 @biomek_i5"),
    ("robotops1-46",
     "sonicate the lysate plate 3x10 s before the KF run",
     "ask"),
    # 200uL is part of the program name.
    ("robotops1-47",
     "KF: run program DNA_Blood_200uL_v3, plates loaded in positions 1-7 per the layout sheet",
     "run_program program=DNA_Blood_200uL_v3 @kingfisher_flex"),
    ("robotops1-48",
     "5424R, 2 mL tubes, 25,000 x g 10 min at 4 °C",
     "halted"),
    # Only the move is asked for; the read is explicitly deferred.
    ("robotops1-49",
     "PF400: move ASY-7 from the VSpin nest to the SpectraMax drawer. No read yet, Dana will set "
     "up the protocol.",
     "move_plate @precise_pf400"),
    ("robotops1-50",
     "Add 20 microlitres of stop solution to all wells, mix 3 times at 15 µL, then centrifuge 1 min "
     "at 1000 g",
     "transfer volume_ul=20 > mix volume_ul=15 cycles=3 > spin rcf_g=1000 duration_s=60"),
    ("robotops1-51",
     "primer plates PRM-01..04 into the 2C425 at -20 °C, they'll sit for a month",
     "halted"),
    ("robotops1-52",
     "Flex run 7f3a: 8-ch 1000 w/ 200 µL tips, 75 uL from the source mtp (C1) to columns 7–12 of "
     "the dest (C3). Gripper not needed.",
     "transfer volume_ul=75 wells=48 @opentrons_flex"),
    ("robotops1-53",
     "5810: 3 mins, 1,500 x g, room temp, both dw plates in the MTP buckets",
     "spin rcf_g=1500 duration_s=180 @eppendorf_5810r"),
    ("robotops1-54",
     "use the Bravo to add 10 µL of beads to the plate at deck position 4",
     "ask"),
    # 560/590 read as excitation/emission, the usual order.
    ("robotops1-55",
     "PLT-2240 (sealed): XPeel, read fluorescence 560/590 on the SpectraMax, then back to hotel "
     "slot 3",
     "peel @azenta_xpeel > read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x > "
     "store @cytomat_24"),
    ("robotops1-56",
     "Pull CP-3 from the Cytomat 2C450, read abs 600 on the SpectraMax, then back in (37 °C, "
     "5 % CO2) for another 24 hr",
     "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=600 @spectramax_i3x > incubate "
     "temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),
    # 6 mL per well is above every liquid handler's 5000 µL per-transfer limit.
    ("robotops1-57",
     "Fluent FCA: 6 mL of medium into each well of the 24 dw at nest 7, 5 mL DiTis",
     "halted"),
    ("robotops1-58",
     "VSpin 1 min 500 g, then a4S 165 °C 3 s, then into the 2C425 at 4 °C. No PCR today.",
     "spin rcf_g=500 duration_s=60 @agilent_vspin > seal temperature_c=165 duration_s=3 "
     "@azenta_a4s > store temperature_c=4 @cytomat_2c425"),
    ("robotops1-59",
     "STAR: 2 drops of mineral oil on top of each rxn well",
     "ask"),
    # "the 50 µL PCRs" describes the reactions; it is not a step.
    ("robotops1-60",
     "i7, 96 libraries: add 90 µL SPRI beads to the 50 µL PCRs, BioShake 1 min 1800 rpm, back on "
     "the i7 magnet 5 min, then remove 135 µL sup.",
     "transfer volume_ul=90 @biomek_i7_hybrid > shake speed_rpm=1800 duration_s=60 "
     "@qinstruments_bioshake_3000t_elm > magnetic_separation duration_s=300 @biomek_i7_hybrid > "
     "transfer volume_ul=135 @biomek_i7_hybrid"),
    ("robotops1-61",
     "HiG 4: 3,000 rcf, 10 min, the two 96 pcr plates",
     "spin rcf_g=3000 duration_s=600 @bionex_hig4"),
    # 150 mix cycles is above every liquid handler's 100-cycle limit.
    ("robotops1-62",
     "STAR: mix 150x at 100 µL to break up the pellet in the dw on carrier 4",
     "halted"),
    ("robotops1-63",
     "Fluent adds 200 µL BCA working reagent to the mtp; read at 562 nm on the SpectraMax after "
     "30 min at 37 °C in the Cytomat 2C450.",
     "transfer volume_ul=200 @tecan_fluent > incubate temperature_c=37 duration_s=1800 "
     "@cytomat_2c450 > read_absorbance wavelength_nm=562 @spectramax_i3x"),
    ("robotops1-64",
     "ODTC, GT-0045 already sealed: initial 94 deg 2 min; thirty-five cycles of 94 deg 30 sec, "
     "56 deg 30 sec, 72 deg 1 min; final 72 deg 7 min; hold 10 deg.",
     "run_pcr cycles=35 initial_denaturation_c=94 initial_denaturation_s=120 denaturation_c=94 "
     "denaturation_s=30 annealing_c=56 annealing_s=30 extension_c=72 extension_s=60 "
     "final_extension_c=72 final_extension_s=420 hold_c=10 @inheco_odtc"),
    ("robotops1-65",
     "XPeel PCR plate LC-0418, GX Touch DNA 1K on ninety-six samples, then reseal on the a4S "
     "170 °C 2 s and into the 2C425 at 4 °C",
     "peel @azenta_xpeel > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht > "
     "seal temperature_c=170 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_2c425"),
    ("robotops1-66",
     "microfuge the PCR strips in the 5424R, 1 min 2,000 x g, RT",
     "spin rcf_g=2000 duration_s=60 @eppendorf_5424r"),
    ("robotops1-67",
     "Fluent: 35 μl standard into A1–A12 and B1–B12, Water_Free_Single, 50 µL filtered",
     "transfer volume_ul=35 wells=24 @tecan_fluent"),
    ("robotops1-68",
     "i5 Span-8: 1 mL PBS from the reservoir at P2 to each well of DW-5510 at P5, 1000 µL tips. "
     "err 0x3A yesterday was a tip pickup fail, reseat the box first.",
     "transfer volume_ul=1000 @biomek_i5"),
    ("robotops1-69",
     "STAR: 10 µL compound from carrier 2 into all wells, then Cytomat 2C450 37 °C / 5% CO2 for "
     "1.5 h, then i3x lum, integration 0.2 s",
     "transfer volume_ul=10 @hamilton_star > incubate temperature_c=37 duration_s=5400 "
     "co2_percent=5 @cytomat_2c450 > read_luminescence integration_s=0.2 @spectramax_i3x"),
    ("robotops1-70",
     "spin 30 s at 300 xg, then transfer 8 µL into rows A–D of the 96 pcr plate",
     "spin rcf_g=300 duration_s=30 > transfer volume_ul=8 wells=48"),
]
