"""Hold-out batch "shiftlog2": shift-handover notes from the automation operator.

Style: the notes one automation operator leaves for the next shift. Each note mixes
  * what was already done (past tense, often with full settings, lot numbers,
    passages, times of day, plate counts): context only, never steps;
  * where plates are (hotel slot N, incubator, fridge stacker, a VSpin nest, the bench):
    a location is only a step when the note says to take the plate out or put it away;
  * instrument states ("a4S is warmed up", "XPeel has a new tape roll (~500 seals)",
    "HiG4 counter says 1,204 runs"): context;
  * warnings and asides ("balance plate is on the bench");
  * what is left to run: these are the steps the planner must plan;
  * corrections in the same note ("EDIT: ignore what I wrote about 37 °C, it's 30 °C",
    "typo, 150 °C", "only columns 1 to 11"): the correction wins.

Traps: finished steps that carry rpm-only speeds or out-of-range values (they must neither
ask nor halt); a later step mentioned first; numbers as words; thousands separators
(including a space); rcf / x g / ×g / xg; ºC / deg / C; hr / mins / sec; µL / uL / μl /
microlitres / mL; typos ("centrifgue", "incubtae"); corrected well selections; an
out-of-range value corrected into range (plan) and an in-range value corrected out of range
(halted). @device is given only when the note names the instrument (or an alias such as
"hotel", "fridge"/"cold store", "incubator", "microcentrifuge"); a bare "seal"/"peel"/"spin"
gets no device. move_plate destinations are left out.
"""

NAME = "shiftlog2"

CASES: list[tuple[str, str, str]] = [
    ("shiftlog2-01",
     "Night shift -> day shift, Tue 03:40 (Priya)\n"
     "DONE: KingFisher bead clean-up on plates 1-4 with MagMAX_Pure_v2; eluates sealed and sitting in the fridge, top stacker.\n"
     "LEFT: plate 5 is in the hotel (slot 11). Get it out of the hotel, run it on the KingFisher with the same program "
     "(MagMAX_Pure_v2), seal it on the a4S at 165 °C for 3 s and put it in the fridge at 4 °C.",
     "retrieve @cytomat_24 > run_program program=MagMAX_Pure_v2 @kingfisher_flex > "
     "seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4 @cytomat_2c425"),

    ("shiftlog2-02",
     "handover late->early\n"
     "- a4S is warmed up, XPeel has a new tape roll (~500 seals)\n"
     "- 1:2 dilution series on the STAR finished 22:15, plate D2 sealed, hotel slot 7\n"
     "TODO for you:\n"
     "1) retrieve D2 from the hotel\n"
     "2) peel it (XPeel)\n"
     "3) STAR: 25 µL detection reagent into every well\n"
     "4) BioShake 600 rpm, 5 min\n"
     "5) luminescence on the i3x, 1 s integration",
     "retrieve @cytomat_24 > peel @azenta_xpeel > transfer volume_ul=25 @hamilton_star > "
     "shake speed_rpm=600 duration_s=300 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1 @spectramax_i3x"),

    # the 24 h incubation was started by the previous shift: context, not a step
    ("shiftlog2-03",
     "From Kim (swing shift): HEK plates (passage 14, three of them) went into the Cytomat 2C450 at 17:40 yesterday "
     "for their 24 h, nothing else done to them. For the next shift: take plate 2 out of the incubator, spin it "
     "300 x g for 5 min on the VSpin (balance plate is on the bench), then on the Biomek i5 transfer 100 µL of "
     "supernatant into a fresh flat-bottom plate.",
     "retrieve @cytomat_2c450 > spin rcf_g=300 duration_s=300 @agilent_vspin > transfer volume_ul=100 @biomek_i5"),

    # correction later in the note: 30 °C replaces 37 °C
    ("shiftlog2-04",
     "Plate PX-3 is already clamped on the BioShake. Shake it 800 rpm for 45 min at 37 °C, then seal on the a4S "
     "(170 °C, 2 s).\nEDIT 23:10: ignore what I wrote about 37 °C, it's 30 °C for this kit.",
     "shake speed_rpm=800 duration_s=2700 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
     "seal temperature_c=170 duration_s=2 @azenta_a4s"),

    ("shiftlog2-05",
     "Pellets were resuspended in 200 µL lysis buffer by nights (done). Still to do: vortex the 2 mL tubes 15 s, "
     "then spin them 10,000 x g 1 min on the 5424R.",
     "ask"),

    ("shiftlog2-06",
     "qPCR plate QP-0091 (384-well) was set up and sealed by me at 05:30, it's on the bench next to the VSpin. "
     "Left to run: spin it 1000 xg 1 min in the VSpin, then the CFX384: 95 °C 3 min, then 40 cycles of "
     "95 °C 10 s / 60 °C 30 s.",
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > run_qpcr cycles=40 initial_denaturation_c=95 "
     "initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    # in-range 4,000 x g corrected to 6,000 x g: above every plate centrifuge (HiG4 max 5000)
    ("shiftlog2-07",
     "Inhibitor PCR plate (96-well) needs a hard spin before sealing: 4,000 x g 10 min. Update from Jonas at 06:10: "
     "the kit insert actually says 6,000 x g for 10 min, use that. Then seal it 165 °C 3 s.",
     "halted"),

    ("shiftlog2-08",
     "Amplicon PCR plate is sealed and sitting in the ODTC, lid preheated. Start it: initial denat 98C 30s; "
     "30 cycles of 98C 10s / 62C 20s / 72C 30s; final ext 72C 2 min; hold 4C. When it's done, peel it on the "
     "XPeel and put 11 samples through the LabChip with the DNA 1K assay.",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 "
     "annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 "
     "hold_c=4 @inheco_odtc > peel @azenta_xpeel > run_assay assay=dna_1k sample_count=11 @labchip_gx_touch_ht"),

    ("shiftlog2-09",
     "Lysates: 24 x 1.5 mL tubes in the blue rack, centre of the hood (batch B-0412). Spin them 16,000 x g, "
     "10 min, 4 °C in the 5424 R. That's all for those tonight.",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("shiftlog2-10",
     "Lysate plate LP-2 (on the bench, on ice) still needs sonicating, 3 x 10 s pulses, before it goes on the "
     "KingFisher with program Lysate_Clear_v1.",
     "ask"),

    ("shiftlog2-11",
     "KF elution finished at 02:10, the deep-well block is on the KingFisher turntable. Spin the block 2,000 ×g "
     "for 3 min at 20 °C in the 5810R, then on the Fluent move 50 µl eluate per well, columns 1–6 only, into a "
     "PCR plate, and seal that on the a4S, 165 °C, 3 s.",
     "spin rcf_g=2000 duration_s=180 temperature_c=20 @eppendorf_5810r > transfer volume_ul=50 wells=48 "
     "@tecan_fluent > seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("shiftlog2-12",
     "HiG4 is back in service (engineer swapped the rotor yesterday, counter says 1,204 runs). The 384 PCR plate "
     "is on its transfer nest: spin it at 3000 rcf for 2 min on the HiG4, then park it in the hotel.",
     "spin rcf_g=3000 duration_s=120 @bionex_hig4 > store @cytomat_24"),

    # 25,000 x g is above the 5424R (21,130) and the 5810R does not take 1.5 mL tubes
    ("shiftlog2-13",
     "Phenol extraction tubes (1.5 mL, 12 of them): spin 25,000 x g for 20 min at 4 °C, then hand them to Ana.",
     "halted"),

    # "On the OT-2:" covers both the transfer and the mix
    ("shiftlog2-14",
     "OT-2 is set up: p300 multi on the left mount, p20 single on the right, tips in slots 1 and 4. On the OT-2: "
     "150 uL wash buffer into every well of the deep-well plate, then mix 100 uL x 10. After that seal it on the "
     "a4S, 165 °C, 3 s.",
     "transfer volume_ul=150 @opentrons_ot2 > mix volume_ul=100 cycles=10 @opentrons_ot2 > "
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("shiftlog2-15",
     "Flex deck is loaded, 50 μl tips in C3. On the Opentrons Flex: 40 μl water into A1–H2 (columns 1 and 2), "
     "then 10 μl DNA into the same 16 wells.",
     "transfer volume_ul=40 wells=16 @opentrons_flex > transfer volume_ul=10 wells=16 @opentrons_flex"),

    ("shiftlog2-16",
     "Spin the deep-well block at 4,000 rpm for 10 min, then put it in the fridge. (The HiG4 is free, the 5810R "
     "is booked till 9.)",
     "ask"),

    ("shiftlog2-17",
     "i7 homed, tip boxes refilled (six 200 µL boxes). On the Biomek i7: add 30 µL beads to each sample, mix "
     "25 µL 10 times, then 5 min on the magnet on the i7 deck.",
     "transfer volume_ul=30 @biomek_i7_hybrid > mix volume_ul=25 cycles=10 @biomek_i7_hybrid > "
     "magnetic_separation duration_s=300 @biomek_i7_hybrid"),

    ("shiftlog2-18",
     "Transfection: TX-A to TX-F went in at 14:00 (done). New plate TX-G: incubate in the Cytomat 2C450, 37 °C, "
     "5 % CO2, 48 h. The Cytomat alarm earlier was just the door, all fine.",
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),

    ("shiftlog2-19",
     "Beads settled overnight in the deep-well plate. BioShake it at 3,500 rpm for 2 min to get them back up, "
     "then run KF program Bead_Wash_2.",
     "halted"),

    # move_plate is asked for explicitly; its destination is left out
    ("shiftlog2-20",
     "Reader run from nights: plates 1–3 read, data's on the share (ex 485/em 528). Plate 4 is sitting on the "
     "VSpin nest. Have the PF400 move it to the i3x, read fluorescence ex 485 / em 528 on the i3x, then put it "
     "back in the hotel.",
     "move_plate @precise_pf400 > read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x > "
     "store @cytomat_24"),

    ("shiftlog2-21",
     "Read absorbance at 405 nm on the SpectraMax, but only after the plate has had 10 min on the BioShake at "
     "300 rpm, 37 °C.",
     "shake speed_rpm=300 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=405 @spectramax_i3x"),

    ("shiftlog2-22",
     "Substrate is in (done at 06:45). Put the plate on the shaker at speed 5 for 10 min, then read luminescence "
     "on the i3x.",
     "ask"),

    # sealer not named, so the seal step carries no device
    ("shiftlog2-23",
     "Assay plate needs a spin, one thousand g for two minutes in the VSpin, then seal it at one hundred and "
     "sixty-five degrees for three seconds and put it in the hotel.",
     "spin rcf_g=1000 duration_s=120 @agilent_vspin > seal temperature_c=165 duration_s=3 > store @cytomat_24"),

    # the x g value is stated; the rpm is only an aside
    ("shiftlog2-24",
     "ELISA plate spin: 500 x g (≈2100 rpm on our rotor) for 90 sec, then it's done for the night.",
     "spin rcf_g=500 duration_s=90"),

    ("shiftlog2-25",
     "Foil-seal the storage plate on the a4S at 220 °C for 3 s; the new foil lot (L-7781) needs it hotter.",
     "halted"),

    # rpm appears only in a finished step; the step to run is in x g
    ("shiftlog2-26",
     "Yesterday I spun the minipreps at 13k rpm (old habit, sorry, they're fine). Tonight: 2 mL tubes, "
     "12,000 x g, 5 min, 4 °C on the microcentrifuge.",
     "spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r"),

    # two wavelengths = two absorbance reads in the stated order; peel and read name no device
    ("shiftlog2-27",
     "Plates in the fridge: ELISA-07 (top) and ELISA-08 (below). -07 is finished. ELISA-08: take it out of the "
     "cold store, peel it, read at 450 nm and then at 570 nm for the background.",
     "retrieve @cytomat_2c425 > peel > read_absorbance wavelength_nm=450 > read_absorbance wavelength_nm=570"),

    ("shiftlog2-28",
     "Overnight cultures are in the deep-well plate (done 21:00). Morning: transfer 100 µL to a clear flat plate "
     "on the Fluent and take the OD on the i3x.",
     "ask"),

    ("shiftlog2-29",
     "STAR note: mix rows A–D (48 wells) of the dilution plate, 50 µL, 5 cycles. Rows E–H were mixed already.",
     "mix volume_ul=50 cycles=5 wells=48 @hamilton_star"),

    # corrected selection: columns 1-11 of a 96 plate = 88 wells
    ("shiftlog2-30",
     "Fluent: transfer 200 microlitres of medium from the trough into columns 1 to 12 — sorry, only 1 to 11, "
     "col 12 stays empty for the blanks.",
     "transfer volume_ul=200 wells=88 @tecan_fluent"),

    ("shiftlog2-31",
     "Peptide plate (UV-transparent) is already on the reader: read absorbance at 200 nm on the i3x.",
     "halted"),

    ("shiftlog2-32",
     "Restriction digest plate is sealed. ODTC: 37 °C for 30 min, then 65 °C for 20 min to kill the enzyme.",
     "incubate temperature_c=37 duration_s=1800 @inheco_odtc > incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    # "3 000" uses a space as thousands separator
    ("shiftlog2-33",
     "Eight 50 mL Falcons of bacterial culture are in the cold room: spin them 3 000 x g, 10 min, 4 °C in the "
     "5810 R.",
     "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r"),

    ("shiftlog2-34",
     "Compound plate CP-19 thawed at 06:00. Use the Echo to shoot 25 nL of each compound into the 384 assay plate, "
     "then spin 1000 x g 1 min.",
     "ask"),

    ("shiftlog2-35",
     "Protein plate is peeled and ready. Run it on the LabChip, Protein Express assay, 96 samples, then into the "
     "plate fridge.",
     "run_assay assay=protein_express sample_count=96 @labchip_gx_touch_ht > store @cytomat_2c425"),

    ("shiftlog2-36",
     "Bead binding for the gDNA plate: BioShake 1,200 rpm for 10 minutes, then KingFisher program "
     "'gDNA_Wash3_Elute', then seal the elution plate on the a4S at 165 °C for 3 s.",
     "shake speed_rpm=1200 duration_s=600 @qinstruments_bioshake_3000t_elm > run_program program=gDNA_Wash3_Elute "
     "@kingfisher_flex > seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("shiftlog2-37",
     "Luciferase plate, dim signal: read luminescence on the i3x with a 2 min integration per well.",
     "halted"),

    # "On the Biomek i5:" covers all three steps (deck shaker and deck thermal position)
    ("shiftlog2-38",
     "On the Biomek i5: shake 500 rpm for 2 min, hold the plate at 4 °C on the deck for 15 min, then transfer "
     "20 µL into a fresh plate.",
     "shake speed_rpm=500 duration_s=120 @biomek_i5 > incubate temperature_c=4 duration_s=900 @biomek_i5 > "
     "transfer volume_ul=20 @biomek_i5"),

    ("shiftlog2-39",
     "qPCR on the CFX384 (plate already sealed and spun): 95 °C 2 min, 45 cycles of 95 °C 5 s / 58 °C 30 s. "
     "Correction from Raj: annealing is 60 °C, not 58.",
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 "
     "annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("shiftlog2-40",
     "Colony PCR plate is sealed on the ODTC. Run it, 30 cycles, same program as last week.",
     "ask"),

    # read names no instrument, so no device on it
    ("shiftlog2-41",
     "CellTiter-Glo: plate 1 was read at 08:00 (by me). Plate 2: get it out of the incubator, add 100 µL CTG on "
     "the Biomek i5, shake 2 min at 500 rpm on the BioShake, read luminescence with 0.5 s integration.",
     "retrieve @cytomat_2c450 > transfer volume_ul=100 @biomek_i5 > shake speed_rpm=500 duration_s=120 "
     "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.5"),

    ("shiftlog2-42",
     "Hamilton: 1.2 mL of lysis buffer into each well of the 24 deep-well plate.",
     "transfer volume_ul=1200 @hamilton_star"),

    ("shiftlog2-43",
     "Hypoxia experiment: incubate plate HX-2 in the Cytomat at 37 °C with 25 % CO2 for 24 h.",
     "halted"),

    # 0 % CO2 is stated, so it is listed
    ("shiftlog2-44",
     "E. coli plate: into the incubator for 1.5 hr at 30 ºC, 0 % CO2.",
     "incubate temperature_c=30 duration_s=5400 co2_percent=0 @cytomat_2c450"),

    ("shiftlog2-45",
     "Done tonight: seeded 4 plates (20k cells/well), drug added at 10 µM (lot 4471), t0 read ex 560/em 590. "
     "Nothing more on plates 1-3. Plate 4 only: read ex 560 / em 590 again on the i3x and store it in the hotel.",
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x > store @cytomat_24"),

    ("shiftlog2-46",
     "PCR plate is on the STAR deck. Add the master mix to all wells on the STAR, then seal it.",
     "ask"),

    ("shiftlog2-47",
     "Seal (a4S, 160 °C, 1.5 s), spin 1,500 x g 1 min, then fridge at 4.",
     "seal temperature_c=160 duration_s=1.5 @azenta_a4s > spin rcf_g=1500 duration_s=60 > "
     "store temperature_c=4 @cytomat_2c425"),

    ("shiftlog2-48",
     "centrifgue the plate 800 g 3 mins, then incubtae 37C 2hr in the incubator",
     "spin rcf_g=800 duration_s=180 > incubate temperature_c=37 duration_s=7200 @cytomat_2c450"),

    ("shiftlog2-49",
     "24 deep-well plate for the yeast cultures: transfer 7.5 mL of YPD into each well (Hamilton, 5 mL channels).",
     "halted"),

    ("shiftlog2-50",
     "Heater-shaker step (BioShake): 45 deg, 1000 rpm, 20 min. Nothing else tonight.",
     "shake speed_rpm=1000 duration_s=1200 temperature_c=45 @qinstruments_bioshake_3000t_elm"),

    ("shiftlog2-51",
     "RNA QC plate (96 PCR plate, already peeled by nights): LabChip, RNA assay, 24 samples.",
     "run_assay assay=rna sample_count=24 @labchip_gx_touch_ht"),

    ("shiftlog2-52",
     "pNPP plate: read it on the i3x at 405 or 410 nm. Sam used 405, the kit sheet says 410, not sure which.",
     "ask"),

    ("shiftlog2-53",
     "KF ran RNA_Ext_96 on plates A and B (finished 01:30). Plate C still needs the same: run RNA_Ext_96 on the "
     "KingFisher.",
     "run_program program=RNA_Ext_96 @kingfisher_flex"),

    ("shiftlog2-54",
     "XPeel the intermediate plate, then on the i7 stamp 5 µL from columns 7–12 into the assay plate, then seal "
     "the assay plate on the a4S at 170 °C for 2 s.",
     "peel @azenta_xpeel > transfer volume_ul=5 wells=48 @biomek_i7_hybrid > "
     "seal temperature_c=170 duration_s=2 @azenta_a4s"),

    ("shiftlog2-55",
     "On the i5, leave the bead plate on the magnet for 2 h (these beads are slow).",
     "halted"),

    ("shiftlog2-56",
     "Get the 384-well PCR plate out of the hotel (slot 3), spin it on the HiG4 at 4,500 x g for 5 min and put it "
     "in the cold store.",
     "retrieve @cytomat_24 > spin rcf_g=4500 duration_s=300 @bionex_hig4 > store @cytomat_2c425"),

    # the out-of-range 8,000 x g spin is finished (outside the workcell); it must not halt the plan
    ("shiftlog2-57",
     "FYI: the 8,000 x g spin on the deep-wells was done on the floor centrifuge in room 2.14, that part is "
     "finished. Remaining: shake the deep-well plate 1,500 rpm 5 min on the BioShake, then KingFisher program "
     "'Plasmid_Mini'.",
     "shake speed_rpm=1500 duration_s=300 @qinstruments_bioshake_3000t_elm > run_program program=Plasmid_Mini "
     "@kingfisher_flex"),

    ("shiftlog2-58",
     "Libraries are pooled (done, 12 pools). Run them on the TapeStation, then into the fridge.",
     "ask"),

    ("shiftlog2-59",
     "ELISA E-12 is in the fridge. Retrieve it from the fridge, peel on the XPeel, 100 µL TMB into all wells on "
     "the Fluent, shake 300 rpm for 1 min, then read at 650 nm on the i3x.",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=100 @tecan_fluent > "
     "shake speed_rpm=300 duration_s=60 > read_absorbance wavelength_nm=650 @spectramax_i3x"),

    ("shiftlog2-60",
     "Library prep: LP-1 to LP-3 done by nights. LP-4: on the Hamilton STAR add 45 µL AMPure beads and mix "
     "10x 40 µL; then KingFisher 'AMPure_1x_clean'; then seal on the a4S at 165 °C 3 s and store at 4 °C in "
     "the fridge.",
     "transfer volume_ul=45 @hamilton_star > mix volume_ul=40 cycles=10 @hamilton_star > "
     "run_program program=AMPure_1x_clean @kingfisher_flex > seal temperature_c=165 duration_s=3 @azenta_a4s > "
     "store temperature_c=4 @cytomat_2c425"),

    # 35 days is above the Cytomat's 30-day incubate limit
    ("shiftlog2-61",
     "Long-term differentiation plate: incubate 35 days at 37 °C, 5 % CO2 in the Cytomat. Media changes are on "
     "the other sheet.",
     "halted"),

    ("shiftlog2-62",
     "Flex: 180 µL PBS into columns 1–4 (32 wells), then VSpin 100 x g 1 min, then fluorescence 544/590 on the "
     "i3x.",
     "transfer volume_ul=180 wells=32 @opentrons_flex > spin rcf_g=100 duration_s=60 @agilent_vspin > "
     "read_fluorescence excitation_nm=544 emission_nm=590 @spectramax_i3x"),

    # three fixed holds, not a cycling program
    ("shiftlog2-63",
     "cDNA synthesis plate is sealed and on the ODTC. Run 25 °C 10 min, 50 °C 30 min, then 85 °C 5 min on the "
     "ODTC.",
     "incubate temperature_c=25 duration_s=600 @inheco_odtc > incubate temperature_c=50 duration_s=1800 "
     "@inheco_odtc > incubate temperature_c=85 duration_s=300 @inheco_odtc"),

    ("shiftlog2-64",
     "Deep-well cultures foam a lot: add 2 drops of antifoam to each well, then BioShake 1000 rpm 10 min.",
     "ask"),

    ("shiftlog2-65",
     "STAR: 10 µl from the primer tubes into columns 1-2 of the PCR plate (16 wells), then seal 165 °C 3 s, "
     "spin 1000 g 1 min, then ODTC: 95 °C 2 min, 35 cycles of 95 °C 15 s / 55 °C 15 s / 72 °C 1 min, final "
     "72 °C 5 min, hold 10 °C.",
     "transfer volume_ul=10 wells=16 @hamilton_star > seal temperature_c=165 duration_s=3 > "
     "spin rcf_g=1000 duration_s=60 > run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 extension_s=60 "
     "final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc"),

    ("shiftlog2-66",
     "Elution on the Biomek i5: 50 µL elution buffer into each well, shake 800 rpm 5 min on the i5 deck, 2 min on "
     "the magnet, then transfer 40 µL eluate to the PCR plate.",
     "transfer volume_ul=50 @biomek_i5 > shake speed_rpm=800 duration_s=300 @biomek_i5 > "
     "magnetic_separation duration_s=120 @biomek_i5 > transfer volume_ul=40 @biomek_i5"),

    # 480 samples is above the LabChip's 384 per run
    ("shiftlog2-67",
     "Put all 480 library samples through the LabChip in a single run (DNA High Sensitivity assay).",
     "halted"),

    ("shiftlog2-68",
     "RealTime-Glo plate: get it out of the CO2 incubator, have the PF400 carry it to the i3x, read luminescence "
     "on the i3x (1 s integration), then back into the incubator at 37 °C, 5 % CO2 for 24 h.",
     "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_luminescence integration_s=1 @spectramax_i3x > "
     "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),

    # the out-of-range 250 °C is corrected to 150 °C in the same note
    ("shiftlog2-69",
     "Seal the PCR plate at 250 °C for 3 s (typo, 150 °C). Then spin 1000 x g 1 min in the VSpin and into the "
     "fridge.",
     "seal temperature_c=150 duration_s=3 > spin rcf_g=1000 duration_s=60 @agilent_vspin > store @cytomat_2c425"),

    # yesterday's 2 min is corrected to 45 s
    ("shiftlog2-70",
     "Heat-shock plate on the ODTC: yesterday's note said 42 °C for 2 min. Wrong, it's 42 °C for 45 s. "
     "Just that step.",
     "incubate temperature_c=42 duration_s=45 @inheco_odtc"),
]
