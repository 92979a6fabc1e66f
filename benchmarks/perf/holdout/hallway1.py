"""Hold-out batch "hallway1": requests heard in the hallway or on the phone.

A technician typed these into the planner in reported speech ("Kim asked if we
could ...", "Raj says the plate needs ... and then ...", "per Dr. Ito: ...").
Traps in this batch:
  * the technician's own asides in square brackets, some naming the instrument
    ("[I think she meant the HiG4]"), some only commentary;
  * two people's requests in one note where only one is for the workcell (the
    other is purchasing, inventory, a bench job done by hand, or a question);
  * the technician double-checking a value ("she said 37, I confirmed") and
    values corrected on a call-back (the correction wins);
  * context numbers (room numbers, barcodes, lot numbers, passages, phone
    extensions, sample counts of a different thing) that are not settings;
  * the step that must run first mentioned last ("read it after it has shaken");
  * numbers as words, thousands separators, mixed unit spellings
    (uL/µL/μl/microlitres, C/°C/deg/ºC, g/xg/x g/×g/rcf, s/sec/min/mins/h/hr),
    British and American spelling, a few typos;
  * well subsets (columns 1-6 of a 96 plate = 48 wells, rows A-D = 48, A1 to H1 = 8).
Expectations list only values the text states; @device only when the text names
the instrument (directly or by a registry alias).
"""

NAME = "hallway1"

CASES: list[tuple[str, str, str]] = [
    ("hallway1-01",
     "Kim asked if we could spin her ELISA plate 2 min at 500 xg in the VSpin, read it at 450 nm on the SpectraMax, and then leave it in the hotel.",
     "spin rcf_g=500 duration_s=120 @agilent_vspin > read_absorbance wavelength_nm=450 @spectramax_i3x > store @cytomat_24"),

    ("hallway1-02",
     "Raj says the plate needs reading at 560/590 on the i3x, but only after it's been on the BioShake at 37 °C, 600 rpm for 30 min. He said 37, I confirmed. After the read it goes back in the CO2 incubator, 37 °C / 5% CO2, for 24 h.",
     "shake speed_rpm=600 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x > incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),

    ("hallway1-03",
     "per Dr. Ito: 25 uL of master mix into every well of the 96-well PCR plate on the Hamilton STAR, seal at 170 C for 3 sec, then cycle on the ODTC - 95 for 3 min, 35 cycles of 95 °C 15 s / 60 °C 30 s / 72 °C 45 s, final 72 °C 5 min, hold at 4.",
     "transfer volume_ul=25 @hamilton_star > seal temperature_c=170 duration_s=3 > run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("hallway1-04",
     "Priya phoned (ext. 4417): can the robot vortex her lysate tubes for 30 s and then spin them down at 12,000 x g for 5 min in the 5424 R?",
     "ask"),

    ("hallway1-05",
     "Tomasz says spin the 96-well PCR plate at 6,000 x g for 10 min [he swears the plates are rated for it].",
     "halted"),

    # Two requests in one note; the second is explicitly not a workcell job.
    ("hallway1-06",
     "Two things from the coffee room: Mei wants her cell plate back in the CO2 incubator at 37 °C, 5% CO2 for 48 h; Olu asked me to re-order 200 µL tips (not a robot job, I'll email purchasing).",
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),

    ("hallway1-07",
     "Sven said to centrifuge the deep-well block at 4000 rpm for 10 minutes, 4 degrees. [didn't say g, he was already walking off]",
     "ask"),

    ("hallway1-08",
     "Ana asked if we could peel her sealed 96-well plate on the XPeel, add 10 µl of substrate to columns 1-6 on the Fluent, then do a luminescence read with 1 s integration.",
     "peel @azenta_xpeel > transfer volume_ul=10 wells=48 @tecan_fluent > read_luminescence integration_s=1"),

    ("hallway1-09",
     "Dr. Okafor wants the absorbance read at 200 nm on the SpectraMax for the nucleic acid plate - she said 200, I double-checked, yes 200.",
     "halted"),

    ("hallway1-10",
     "Jess says just read the OD of the bacterial plate after it's been shaken 5 min at 800 rpm.",
     "ask"),

    ("hallway1-11",
     "Hamid rang: spin the 384 plate at 1000 g for 1 min - no wait, he called back, make that 2 mins.",
     "spin rcf_g=1000 duration_s=120"),

    ("hallway1-12",
     "Lucía asked if we could run her MagMAX_Viral_96 program on the KingFisher, then seal the elution plate at 165 °C for 3 s and store it in the plate fridge at 4 °C.",
     "run_program program=MagMAX_Viral_96 @kingfisher_flex > seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425"),

    ("hallway1-13",
     "Dr. Brennan says to run the colony PCR on the ODTC, 30 cycles, 'the usual program' [she didn't give temps].",
     "ask"),

    ("hallway1-14",
     "Yusuf asked if his 384 qPCR plate (already sealed) could go on the CFX384: 95 °C 2 min, then 40 cycles of 95 °C for 5 s and 60 °C for 30 s. [he said 40, I confirmed 40 not 45]",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("hallway1-15",
     "Chloé asked for her library plate on the LabChip GX, DNA High Sensitivity assay, 88 samples (she said 88, I checked: the last column is ladder and blanks).",
     "run_assay assay=dna_high_sensitivity sample_count=88 @labchip_gx_touch_ht"),

    ("hallway1-16",
     "Ben says shake the deep-well plate on the BioShake at 3,500 rpm for 2 min to resuspend the pellets.",
     "halted"),

    ("hallway1-17",
     "Nadia asked if the PF400 could move her plate over to the reader, read fluorescence ex 485 / em 535, and then store it in the hotel.",
     "move_plate @precise_pf400 > read_fluorescence excitation_nm=485 emission_nm=535 > store @cytomat_24"),

    ("hallway1-18",
     "Kim: when her assay plate is done, seal it at 165 ºC for 2 s and park it in the hotel (Cytomat 24), room temp is fine.",
     "seal temperature_c=165 duration_s=2 > store @cytomat_24"),

    ("hallway1-19",
     "Raj says put the compound plate on the Echo and shoot 50 nL into each well of the assay plate.",
     "ask"),

    ("hallway1-20",
     "Dr. Ito's message by phone, all on the i7: add 150 µL of wash buffer to the whole plate, mix 100 µl ten times, then magnetic separation for 2 minutes.",
     "transfer volume_ul=150 @biomek_i7_hybrid > mix volume_ul=100 cycles=10 @biomek_i7_hybrid > magnetic_separation duration_s=120 @biomek_i7_hybrid"),

    ("hallway1-21",
     "Priya asked for the plate to be heat sealed at 220 °C for 2 s [that's what her old sealer in the other building used].",
     "halted"),

    ("hallway1-22",
     "Tomasz said: add 100 uL of CellTiter-Glo with the STAR, incubate the plate at thirty-seven degrees for ninety minutes, then read luminescence.",
     "transfer volume_ul=100 @hamilton_star > incubate temperature_c=37 duration_s=5400 > read_luminescence"),

    ("hallway1-23",
     "Mei wasn't sure whether it's 405 or 415 nm for the pNPP read - she'll check her notebook. Read the plate after 20 min at room temp.",
     "ask"),

    ("hallway1-24",
     "Olu asked if we could spin his 1.5 mL tubes in the 5424R at 16,000 x g for 10 min at 4 °C.",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    # Value corrected in the same sentence; the corrected 2000 x g is within the 5810 R plate buckets.
    ("hallway1-25",
     "Sven called back about the deep-well block: it's 3,000 × g - sorry, he meant 2,000 × g - for 10 min at 4 °C in the 5810 R.",
     "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r"),

    ("hallway1-26",
     "Ana wants her plates kept at -20 °C overnight in the cold store.",
     "halted"),

    ("hallway1-27",
     "Jess said the OT-2 should add 20 µL of resazurin to rows A-D of the 96-well plate, then it goes in the incubator at 37 °C for 4 h, then read flourescence 560 ex / 590 em.",
     "transfer volume_ul=20 wells=48 @opentrons_ot2 > incubate temperature_c=37 duration_s=14400 > read_fluorescence excitation_nm=560 emission_nm=590"),

    # The mix is told to use "those same columns", so it carries wells=24 too.
    ("hallway1-28",
     "Hamid says the Flex should transfer 200 uL from the reservoir to columns 1-3 of the 96 plate, then mix those same columns 3x with 150 uL.",
     "transfer volume_ul=200 wells=24 @opentrons_flex > mix volume_ul=150 cycles=3 wells=24 @opentrons_flex"),

    ("hallway1-29",
     "Lucía asked us to shake the plate at speed 5 for 10 min, like on her benchtop shaker.",
     "ask"),

    ("hallway1-30",
     "Yusuf wants the coated plate held at 120 °C for 20 min to dry it out.",
     "halted"),

    ("hallway1-31",
     "Chloé rang from room 3.14: plate barcode 55012, lot 2231 - she asked for the plate to be peeled, 2 min at 300 x g on the VSpin, then into the hotel.",
     "peel > spin rcf_g=300 duration_s=120 @agilent_vspin > store @cytomat_24"),

    ("hallway1-32",
     "Ben asked if we could top up his plate with fresh media on the Hamilton, columns 7-12.",
     "ask"),

    ("hallway1-33",
     "Nadia said 120 cycles on the ODTC: 95/15 s, 55/30 s, 72/60 s [I asked twice, she really said one hundred and twenty].",
     "halted"),

    # The aside names the HiG4; it is also the only plate centrifuge that reaches 3000 x g (5810 R plate buckets stop at 2900).
    ("hallway1-34",
     "Kim asked for the 'big centrifuge' [I think she meant the HiG4], 3,000 x g for 5 min, for her 96-well PCR plate.",
     "spin rcf_g=3000 duration_s=300 @bionex_hig4"),

    ("hallway1-35",
     "Raj says the plate needs 50 µL of stop solution on the Biomek i5, a 1 min shake at 600 rpm, and then an absorbance read at 450 nm. Dr. Ito also mentioned she wants the freezer inventory updated [not a workcell thing].",
     "transfer volume_ul=50 @biomek_i5 > shake speed_rpm=600 duration_s=60 > read_absorbance wavelength_nm=450"),

    ("hallway1-36",
     "Priya asked for a luminescence read with 90 s integration per well, she wants max sensitivity.",
     "halted"),

    ("hallway1-37",
     "Tomasz says sonicate the lysate plate for 30 s, then spin 10 min at 3000 g.",
     "ask"),

    ("hallway1-38",
     "Mei asked: peel her sample block, run DNA_Blood_200 on the KingFisher Flex, then seal the elution plate at 165 °C for 3 s.",
     "peel > run_program program=DNA_Blood_200 @kingfisher_flex > seal temperature_c=165 duration_s=3"),

    ("hallway1-39",
     "Olu's request: keep the reagent plate in the 2C425 at 8 °C until Monday.",
     "store temperature_c=8 @cytomat_2c425"),

    ("hallway1-40",
     "Sven wants his 1.5 mL tubes at 25,000 x g for 20 min, 4 °C [said it's for the nuclei prep].",
     "halted"),

    ("hallway1-41",
     "Ana said read absorbance at 600 nm after the plate has shaken at 30 °C for 15 min at 1,000 rpm on the BioShake; before any of that the OT-2 puts 200 µL of culture in every well.",
     "transfer volume_ul=200 @opentrons_ot2 > shake speed_rpm=1000 duration_s=900 temperature_c=30 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=600"),

    ("hallway1-42",
     "Jess asked if we could add two drops of trypan blue to each well.",
     "ask"),

    ("hallway1-43",
     "Hamid: on the Tecan, mix wells A1 to H1 with 50 uL, 5 cycles, then spin the plate 1 min at 100 x g and read the BCA at 562 nm.",
     "mix volume_ul=50 cycles=5 wells=8 @tecan_fluent > spin rcf_g=100 duration_s=60 > read_absorbance wavelength_nm=562"),

    ("hallway1-44",
     "Per Dr. Okafor (phone): centrifuge the plate at 1500 ×g for 3 mins, then incubate at 4 °C for 1 hr, then read fluorescence at ex 340 em 460.",
     "spin rcf_g=1500 duration_s=180 > incubate temperature_c=4 duration_s=3600 > read_fluorescence excitation_nm=340 emission_nm=460"),

    ("hallway1-45",
     "Dr. Brennan asked us to seal the qPCR plate (a4S, 160 °C, 1.5 s), spin it 1 min at 1,000 g in the VSpin, then run it on the CFX: 95 °C 3 min, 40x (95 °C 10 s, 58 °C 30 s, 72 °C 30 s).",
     "seal temperature_c=160 duration_s=1.5 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=30 extension_c=72 extension_s=30 @biorad_cfx384"),

    ("hallway1-46",
     "Yusuf phoned: transfer 75 µL - he first said 57, then corrected himself to 75 - from the deep-well block to the flat plate on the STAR.",
     "transfer volume_ul=75 @hamilton_star"),

    # 7.5 mL per tube is above the 5000 uL volume_ul ceiling of every liquid handler (the Fluent included).
    ("hallway1-47",
     "Chloé wants 7.5 mL of media into each of the 50 mL tubes on the Fluent.",
     "halted"),

    # "vortex" appears, but Nadia does it by hand at the bench and asks nothing of the workcell.
    ("hallway1-48",
     "Ben and Nadia both stopped by. Ben: his plate needs 30 min at 37 °C on the heater-shaker at 500 rpm. Nadia is going to vortex her own tubes at the bench herself, nothing for the robot from her.",
     "shake speed_rpm=500 duration_s=1800 temperature_c=37"),

    ("hallway1-49",
     "Kim said 35 cycles on the ODTC, denature 98 °C 10 s, extend 72 °C 30 s - she'll send the annealing temp later.",
     "ask"),

    ("hallway1-50",
     "Olu asked for a fluorescence read at excitation 900 nm, emission 950 nm on the SpectraMax [he's trying an IR dye].",
     "halted"),

    ("hallway1-51",
     "Sven asked for his plate to be retrieved from the hotel, then read at 595 nm.",
     "retrieve @cytomat_24 > read_absorbance wavelength_nm=595"),

    ("hallway1-52",
     "Dr. Ito: 'mix the whole plate twenty times with 40 microlitres' on the Biomek i5 [she said twenty, I confirmed it's not twelve].",
     "mix volume_ul=40 cycles=20 @biomek_i5"),

    ("hallway1-53",
     "Ana asked us to put the organoid plate in the Cytomat at 37 °C, 5 % CO₂ for 3 days (passage 14, don't mix it up with the P13 plate).",
     "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450"),

    ("hallway1-54",
     "Priya (by phone): put 100 µL of cells in columns 1 to 4 of the 96-well plate with the OT2, then into the CO2 incubator overnight - she said 16 h, 37 °C, 5% CO2 - and next morning read fluorescence ex 485 / em 520.",
     "transfer volume_ul=100 wells=32 @opentrons_ot2 > incubate temperature_c=37 duration_s=57600 co2_percent=5 @cytomat_2c450 > read_fluorescence excitation_nm=485 emission_nm=520"),

    ("hallway1-55",
     "Tomasz asked whether the i7 could shake his plate at 900 rpm for 5 min, then do a 3-min magnet step on its magnet position and have it move 50 µL of supernatant into a fresh plate.",
     "shake speed_rpm=900 duration_s=300 @biomek_i7_hybrid > magnetic_separation duration_s=180 @biomek_i7_hybrid > transfer volume_ul=50 @biomek_i7_hybrid"),

    ("hallway1-56",
     "Mei asked for Protein Express on the GX Touch for 24 samples, once the seal's been peeled off and the plate's been spun 1 min at 1000 rcf.",
     "peel > spin rcf_g=1000 duration_s=60 > run_assay assay=protein_express sample_count=24 @labchip_gx_touch_ht"),

    ("hallway1-57",
     "Olu said: peel the plate, add 5 µL of detection reagent to all wells on the Flex, reseal at 170 °C for 2 s, spin 30 sec at 500 xg, and put it in the plate fridge at 4°C.",
     "peel > transfer volume_ul=5 @opentrons_flex > seal temperature_c=170 duration_s=2 > spin rcf_g=500 duration_s=30 > store temperature_c=4 @cytomat_2c425"),

    ("hallway1-58",
     "Dr. Okafor's request via Kim: heat-kill on the ODTC, 65 °C for 20 min [the enzyme plate, 96-well PCR].",
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    # 1,200 rpm is exactly the i7 shaker maximum (inclusive), so it is a plan, not a halt.
    ("hallway1-59",
     "Sven says 1,200 rpm on the i7 shaker for 2 min [he double-checked that's the i7's max].",
     "shake speed_rpm=1200 duration_s=120 @biomek_i7_hybrid"),

    ("hallway1-60",
     "Ana: transfer 2 mL from each 15 mL tube into the 24 deep-well plate on the Biomek i5.",
     "transfer volume_ul=2000 @biomek_i5"),

    ("hallway1-61",
     "Jess asked for the 384-well plate to be read for luminescence, 0.5 s integration, after 10 min at room temp on the shaker at 300 rpm. Then park it in the hotel.",
     "shake speed_rpm=300 duration_s=600 > read_luminescence integration_s=0.5 > store @cytomat_24"),

    ("hallway1-62",
     "Hamid wants an absorbence read on the SpectraMax - he first said 595, then corrected it to 600 nm.",
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("hallway1-63",
     "Lucía asked for the PF400 to carry her sealed plate over from the sealer, and then store it in the hotel.",
     "move_plate @precise_pf400 > store @cytomat_24"),

    # 2500 x g stays under the 3000 x g rating of a flat 96 plate and is reachable by the HiG4 and the 5810 R.
    ("hallway1-64",
     "Dr. Brennan: incubate 30 min at 37 deg, then spin 5 min at 2,500 x g, then seal it.",
     "incubate temperature_c=37 duration_s=1800 > spin rcf_g=2500 duration_s=300 > seal"),

    ("hallway1-65",
     "Yusuf asked for the PCR products to be cleaned up on the KingFisher with program PCR_cleanup_v2, then run DNA 1K on the LabChip for all 96.",
     "run_program program=PCR_cleanup_v2 @kingfisher_flex > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht"),

    ("hallway1-66",
     "Chloé said Kim's plate just needs peeling on the de-sealer, nothing else [Kim's out till 3].",
     "peel @azenta_xpeel"),

    ("hallway1-67",
     "Ben asked if we could run a PCR on the ODTC for his 96-well plate: 98 °C 30 s initial, then 30 cycles of 98 °C 10 s, 62 °C 20 s, 72 °C 15 s, final extension 72 °C 2 min, hold 10 °C.",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=15 final_extension_c=72 final_extension_s=120 hold_c=10 @inheco_odtc"),

    ("hallway1-68",
     "Nadia asked us to add 180 μl of PBS to every well on the Fluent, then seal it (heat sealer, 165 °C, 2.5 s) and store it in the cold store at 4 °C.",
     "transfer volume_ul=180 @tecan_fluent > seal temperature_c=165 duration_s=2.5 @azenta_a4s > store temperature_c=4 @cytomat_2c425"),

    ("hallway1-69",
     "Kim says her deep-well plate needs 10 min at 1,000 × g in the 5810, 20 °C [she said twenty, I confirmed].",
     "spin rcf_g=1000 duration_s=600 temperature_c=20 @eppendorf_5810r"),

    ("hallway1-70",
     "Dr. Ito via phone: Hamilton to add 40 µL of reagent to rows A-D of the 96-well plate, then the BioShake for 1 min at 1500 rpm, then spin 1 min at 200 xg in the VSpin. Raj just wants to borrow the multichannel [told him it's in drawer 2].",
     "transfer volume_ul=40 wells=48 @hamilton_star > shake speed_rpm=1500 duration_s=60 @qinstruments_bioshake_3000t_elm > spin rcf_g=200 duration_s=60 @agilent_vspin"),
]
