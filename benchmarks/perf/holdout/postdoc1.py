"""Hold-out batch "postdoc1": a busy postdoc instant-messaging the automation engineer.

Style: each case is one thread of several time-stamped chat messages ("09:12 ...") sent
across a day. Later messages add steps, change values ("actually 3 min") or cancel earlier
steps ("scratch the shake"); the postdoc asks questions and answers them a message or two
later; emojis, abbreviations (pls, w/, thx, sup, cols, RT, DW) and typos; some messages are
about unrelated things (meetings, orders, trains) and carry numbers that are not settings.

Traps: time stamps, PO/order numbers, room numbers, sample and box counts, % ethanol, "24 h
plate" time points; a value corrected later (take the correction, which may push it out of
range or bring it back in); cancelled steps; steps mentioned out of running order ("before
you seal it, spin ..."); self-answered questions (settled) versus questions left open
(ask); rpm-only centrifuge speeds, vortex/sonicate, drops and nL, instruments the lab does
not have; unit spellings (uL/µL/μl/microlitres/mL, C/°C/ºC/deg/degC, g/xg/x g/×g/rcf/k,
s/sec/secs/min/mins/h/hr), numbers as words and thousands separators.
"""

NAME = "postdoc1"

CASES: list[tuple[str, str, str]] = [
    (
        "postdoc1-01",
        "09:02 morning!! can u set up my ELISA plate today pls\n"
        "09:03 Fluent adds 100 µL TMB to every well\n"
        "09:04 then 15 min on the BioShake, 600 rpm, RT\n"
        "09:20 oh and read at 450 nm on the SpectraMax after the stop soln... actually I'll add stop by hand 🙃\n"
        "09:21 so: TMB, shake, (me), read 450. thx!!",
        "transfer volume_ul=100 @tecan_fluent > shake speed_rpm=600 duration_s=900 @qinstruments_bioshake_3000t_elm"
        " > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "postdoc1-02",
        "10:15 hey, yesterday's PCR plate is in the cold store, can you pull it out\n"
        "10:16 seal it 170 °C 2 s then spin 1 min 500 xg on the VSpin\n"
        "10:40 scratch the seal, it's already sealed lol 🤦\n"
        "10:41 keep the spin tho",
        "retrieve @cytomat_2c425 > spin rcf_g=500 duration_s=60 @agilent_vspin",
    ),
    (
        "postdoc1-03",
        "08:50 ☕ not in yet, train delayed (the 8:12 again)\n"
        "08:51 when the lysates thaw pls vortex them 10 s and spin down 30 s at 2000 g in the 5424\n"
        "08:52 thx!!",
        "ask",
    ),
    (
        "postdoc1-04",
        "11:02 spin the deep-well plate 3000 x g 10 min on the HiG\n"
        "11:30 pellet was loose last time, bump it to 6k x g\n"
        "11:31 same time, 10 min",
        "halted",
    ),
    (
        "postdoc1-05",
        "13:05 PCR on the ODTC pls: 98 °C 30 s, then 30 cycles 98 10 s / 62 20 s / 72 30 s, 72 2 min final, hold 4\n"
        "13:07 wait annealing is 60 not 62, new primers\n"
        "13:07 and 32 cycles actually 🙏",
        "run_pcr cycles=32 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10"
        " annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120"
        " hold_c=4 @inheco_odtc",
    ),
    (
        "postdoc1-06",
        "09:40 can you run the 384 qPCR plate on the CFX: 95 C 2 min, 40 cycles of 95 C 5 s + 60 C 30 s\n"
        "09:41 ordered more SYBR btw, PO 4500187723, 2 x 5 mL\n"
        "09:58 spin it first!! 1000 xg 1 min on the VSpin",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > run_qpcr cycles=40 initial_denaturation_c=95"
        " initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "postdoc1-07",
        "14:10 bacteria plate's in the Cytomat, can u grab it and read the OD\n"
        "14:11 whole plate\n"
        "14:30 meeting ran over, sorry, back at 3",
        "ask",
    ),
    (
        "postdoc1-08",
        "10:00 run MagMAX_Pathogen on the KingFisher for the 96 DW plate\n"
        "10:02 then OT-2 transfers 50 µL eluate into a fresh PCR plate, cols 1-6 only\n"
        "10:03 (only 48 samples today 😴)\n"
        "10:30 then seal that PCR plate on the a4S, 165 °C 3 s",
        "run_program program=MagMAX_Pathogen @kingfisher_flex > transfer volume_ul=50 wells=48 @opentrons_ot2"
        " > seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    (
        "postdoc1-09",
        "16:20 LabChip DNA 1K on the library plate, 24 samples\n"
        "16:21 actually 22, two failed ☹️\n"
        "16:25 peel it on the XPeel first obvs, it's sealed",
        "peel @azenta_xpeel > run_assay assay=dna_1k sample_count=22 @labchip_gx_touch_ht",
    ),
    (
        "postdoc1-10",
        "12:12 after the beads go in, shake 3500 rpm 2 min on the bioshake\n"
        "12:13 needs to be vigorous, beads clump\n"
        "12:14 yes 3500 💪",
        "halted",
    ),
    (
        "postdoc1-11",
        "09:12 plate wash thing: Hamilton adds 200 µL PBS to all wells\n"
        "09:13 shake 1 min 800 rpm\n"
        "09:14 then spin 300 x g 2 min on the HiG... no, VSpin is free, use that\n"
        "09:30 scratch the shake\n"
        "09:31 👍",
        "transfer volume_ul=200 @hamilton_star > spin rcf_g=300 duration_s=120 @agilent_vspin",
    ),
    (
        "postdoc1-12",
        "15:00 pls spin the 15 mL falcons on the 5810, 4000 rpm 5 min 4 °C\n"
        "15:01 is that right? yeah that's what the old protocol says 🤷",
        "ask",
    ),
    (
        "postdoc1-13",
        "17:45 leaving early today 🏃\n"
        "17:46 seal the assay plate on the a4S, 165 C 3 sec, then into the plate fridge at 4 °C\n"
        "17:47 (not the -20 freezer, the robot one)",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "postdoc1-14",
        "10:30 CellTiter-Glo plate: Flex adds 25 µL reagent per well\n"
        "10:31 then shake 2 min 500 rpm\n"
        "10:32 then lum read on the i3x, integration 1 s\n"
        "10:50 make the integration 0.5 s, signal is strong",
        "transfer volume_ul=25 @opentrons_flex > shake speed_rpm=500 duration_s=120"
        " > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "postdoc1-15",
        "11:11 add 2 drops of NucBlue to each well of the 24 well plate\n"
        "11:12 it's the ReadyProbes bottle, fridge door\n"
        "11:13 ty 🙏",
        "ask",
    ),
    (
        "postdoc1-16",
        "13:33 new foil seals need it hotter — seal at 210 °C for 2.5 s on the a4S\n"
        "13:34 per the Azenta rep 📞",
        "halted",
    ),
    (
        "postdoc1-17",
        "08:05 cells seeded, pls put the plate in the Cytomat 37 °C 5% CO2 for 4 h\n"
        "08:40 make that 6 h, drug arrives late 🙄\n"
        "08:41 then read fluorescence ex 485 / em 520 on the SpectraMax",
        "incubate temperature_c=37 duration_s=21600 co2_percent=5 @cytomat_2c450"
        " > read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x",
    ),
    (
        "postdoc1-18",
        "09:25 RNA preps: spin the tubes 12,000 x g 15 min at 4 C on the 5424R\n"
        "09:26 then I'll do the rest by hand\n"
        "09:27 (there are 18 tubes, rotor holds 24 so fine)",
        "spin rcf_g=12000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "postdoc1-19",
        "10:45 can you quant the libraries on the Qubit, 2 µL each?\n"
        "10:46 or the TapeStation, whichever's free",
        "ask",
    ),
    # Debatable: an explicit arm hand-off is kept as a move_plate step; the hotel is a store step.
    (
        "postdoc1-20",
        "14:02 plate on the i7 deck is done. have the PF400 carry it to the sealer\n"
        "14:03 seal 160 °C 2 s\n"
        "14:05 then store it in the hotel, ambient is fine 👍",
        "move_plate @precise_pf400 > seal temperature_c=160 duration_s=2 @azenta_a4s > store @cytomat_24",
    ),
    (
        "postdoc1-21",
        "09:00 abs read on the BCA plate — 562 or 595??\n"
        "09:05 562, it's BCA not Bradford duh 🤪\n"
        "09:06 incubate 30 min at 37 °C before the read",
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "postdoc1-22",
        "15:40 can you read the pNPP plate, 405 or 410 nm?\n"
        "15:41 will check w/ Priya tmrw, she wrote the SOP\n"
        "15:42 read it tonight anyway if you can, I need the numbers for group mtg 9:30",
        "ask",
    ),
    (
        "postdoc1-23",
        "10:10 spin the 1.5 mL tubes 25,000 x g 20 min 4 °C, need a really tight pellet\n"
        "10:11 5424 or the 5810, whichever's free",
        "halted",
    ),
    (
        "postdoc1-24",
        "11:20 bead cleanup on the i5 pls: 90 µL AMPure into cols 1-4\n"
        "11:21 mix cols 1-4 10x w/ 80 µL\n"
        "11:22 then on the magnet 5 min\n"
        "11:40 make the magnet 3 min, these beads pellet fast",
        "transfer volume_ul=90 wells=32 @biomek_i5 > mix volume_ul=80 cycles=10 wells=32 @biomek_i5"
        " > magnetic_separation duration_s=180 @biomek_i5",
    ),
    (
        "postdoc1-25",
        "13:00 before you seal it, spin 1000 g 30 s on the vspin\n"
        "13:01 context: the Tecan adds 10 µL compound to rows A-D of the 96-well first\n"
        "13:02 seal 175 C 1.5 s on the a4S after the spin",
        "transfer volume_ul=10 wells=48 @tecan_fluent > spin rcf_g=1000 duration_s=30 @agilent_vspin"
        " > seal temperature_c=175 duration_s=1.5 @azenta_a4s",
    ),
    (
        "postdoc1-26",
        "08:30 hypoxia-ish expt: plate into the 2C450, 37 °C with 25% CO2 for 24 h\n"
        "08:31 yes 25, not a typo",
        "halted",
    ),
    (
        "postdoc1-27",
        "12:00 Flex: two hundred microlitres media from the reservoir into the 24 deep-well, all wells\n"
        "12:01 then incubator 30 °C 180 rpm shaking 16 h\n"
        "12:03 no wait, the incubator doesn't shake. just 30 °C for 16 h then",
        "transfer volume_ul=200 @opentrons_flex > incubate temperature_c=30 duration_s=57600 @cytomat_2c450",
    ),
    (
        "postdoc1-28",
        "16:00 colony PCR on the ODTC, 30 cycles, the usual program\n"
        "16:01 Taq, 25 µL rxns, 16 colonies",
        "ask",
    ),
    (
        "postdoc1-29",
        "10:05 thermoshaker: 1200 rpm, 37 degC, 45 min for the digest\n"
        "10:06 then 80 °C 20 min heat-kill on the ODTC\n"
        "10:07 (enzyme lot 10293847, ignore)",
        "shake speed_rpm=1200 duration_s=2700 temperature_c=37 @qinstruments_bioshake_3000t_elm"
        " > incubate temperature_c=80 duration_s=1200 @inheco_odtc",
    ),
    (
        "postdoc1-30",
        "09:30 nested PCR rnd 1 on the ODTC: 95 2 min, 100 cycles 95 15 s / 58 15 s / 72 20 s, hold 10\n"
        "09:31 lol 100 cycles?? typo, 25\n"
        "09:32 rest is right",
        "run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15"
        " annealing_c=58 annealing_s=15 extension_c=72 extension_s=20 hold_c=10 @inheco_odtc",
    ),
    # Debatable: 'back in the incubator' with temperature, CO2 and time is an incubate step, not store.
    (
        "postdoc1-31",
        "07:55 🌅 early start. grab the 24 h plate from the Cytomat 2C450\n"
        "07:56 read abs at 570 nm (MTT)\n"
        "07:57 then back in the incubator 37 °C 5 % CO2 another 24 h",
        "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=570"
        " > incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "postdoc1-32",
        "11:45 the 5810 is free — spin the two deep-well plates 2500 xg 10 min 4 deg\n"
        "11:46 (2 plates = balanced, no dummy needed)",
        "spin rcf_g=2500 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "postdoc1-33",
        "13:15 sonicate the chromatin, 10 cycles 30 s on / 30 s off\n"
        "13:16 then spin 16k x g 10 min 4 °C in the 5424R\n"
        "13:17 pls & thx",
        "ask",
    ),
    (
        "postdoc1-34",
        "09:09 Hamilton: 150 µL from the DW plate to the assay plate, column 12 only\n"
        "09:10 lab mtg moved to 11:30, room B204\n"
        "09:12 then mix those 8 wells 3x at 100 µL\n"
        "09:15 actually mix 5x",
        "transfer volume_ul=150 wells=8 @hamilton_star > mix volume_ul=100 cycles=5 wells=8 @hamilton_star",
    ),
    (
        "postdoc1-35",
        "15:15 signal is dim on the NanoLuc plate, read lum on the i3x w/ 90 s integration\n"
        "15:16 per well yes, I know it's slow",
        "halted",
    ),
    (
        "postdoc1-36",
        "10:20 i7 job: 40 µL water to all wells, then 10 µL DNA into cols 1-6\n"
        "10:21 oops, 45 µL water\n"
        "10:22 seal + spin after: 165 °C 3 s, 1000 ×g 1 min",
        "transfer volume_ul=45 @biomek_i7_hybrid > transfer volume_ul=10 wells=48 @biomek_i7_hybrid"
        " > seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "postdoc1-37",
        "14:14 shake the plate on the BioShake at speed 5 for 3 min\n"
        "14:15 that's what the old sticky note says lol",
        "ask",
    ),
    (
        "postdoc1-38",
        "08:45 CFX run: 95 °C 3 min; 40x (95 °C 10 s, 55 °C 30 s, 72 °C 30 s)\n"
        "08:46 hmm 55 or 58 for these primers?\n"
        "08:50 checked notebook, 58\n"
        "08:51 plate's sealed already, just load it",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10"
        " annealing_c=58 annealing_s=30 extension_c=72 extension_s=30 @biorad_cfx384",
    ),
    # The seal is fine, but no store reaches -20 °C (cold store 4-25 °C, hotel has no temperature control).
    (
        "postdoc1-39",
        "17:30 heading out. seal the primer plate 170 C 2 s and park it in the cold store at -20 °C\n"
        "17:31 primers degrade at 4, so -20 pls",
        "halted",
    ),
    (
        "postdoc1-40",
        "09:33 OT-2: 5 μl template into the PCR plate, A1-H3 (24 wells)\n"
        "09:34 then 20 μl master mix into those same 24 wells\n"
        "09:35 pipette-mix the 24 wells 3 times w/ 15 μl",
        "transfer volume_ul=5 wells=24 @opentrons_ot2 > transfer volume_ul=20 wells=24 @opentrons_ot2"
        " > mix volume_ul=15 cycles=3 wells=24 @opentrons_ot2",
    ),
    (
        "postdoc1-41",
        "10:50 Fluent: add the detection antibody to all wells of plates 1-4\n"
        "10:51 it's in the 4 °C, tube labelled DA-7",
        "ask",
    ),
    (
        "postdoc1-42",
        "13:20 sealed assay plate → peel it on the XPeel\n"
        "13:21 read fluorescence 490/520... no, 495/520\n"
        "13:22 then into the hotel",
        "peel @azenta_xpeel > read_fluorescence excitation_nm=495 emission_nm=520 > store @cytomat_24",
    ),
    (
        "postdoc1-43",
        "11:00 peptide quant: read A205 on the SpectraMax, UV plate\n"
        "11:01 205 nm yes, not 280",
        "halted",
    ),
    # Debatable: removing supernatant is written as a transfer of the stated volume.
    (
        "postdoc1-44",
        "12:40 HiG4 — spin the cell plate 2,000 × g 5 min, acc/dec default\n"
        "12:41 then Hamilton removes 180 uL supernatant from each well\n"
        "12:43 (that's all 96)\n"
        "12:45 then Hamilton puts 100 uL fresh medium back in, all wells",
        "spin rcf_g=2000 duration_s=300 @bionex_hig4 > transfer volume_ul=180 @hamilton_star"
        " > transfer volume_ul=100 @hamilton_star",
    ),
    (
        "postdoc1-45",
        "09:05 Echo: 50 nL compound into the 384 assay plate\n"
        "09:06 source plate is in the cold store",
        "ask",
    ),
    (
        "postdoc1-46",
        "16:45 ninety minutes at 37 in the incubator pls (bacteria)\n"
        "16:46 then OD600 on the plate reader\n"
        "16:47 I'm at the seminar till 6 📵",
        "incubate temperature_c=37 duration_s=5400 @cytomat_2c450 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "postdoc1-47",
        "10:00 today: spin the PCR plate 1000 g 1 min, seal, run PCR\n"
        "10:30 PI changed plans 🙃 cancel all that\n"
        "10:31 instead just put the plate into the plate fridge at 8 °C",
        "store temperature_c=8 @cytomat_2c425",
    ),
    (
        "postdoc1-48",
        "08:20 24-deepwell cultures: 6 mL LB per well on the Hamilton\n"
        "08:21 then inoculate 10 µL from the glycerol stock plate\n"
        "08:22 6 mL, the wells hold 10",
        "halted",
    ),
    (
        "postdoc1-49",
        "14:00 LabChip Protein Express on the purified fractions pls\n"
        "14:02 48 samples... plus 2 ladders? no, ladder's separate. 48\n"
        "14:03 it's a 96 PCR plate, unsealed",
        "run_assay assay=protein_express sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "postdoc1-50",
        "11:11 Flex: 30 µL lysis buffer to every well\n"
        "11:12 shake after? yes — BioShake 1000 rpm 10 min\n"
        "11:13 at 25 °C? nah, RT is fine",
        "transfer volume_ul=30 @opentrons_flex > shake speed_rpm=1000 duration_s=600 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "postdoc1-51",
        "15:50 the peelable film warps, seal at 40 °C for 5 s on the sealer\n"
        "15:51 yes forty, low heat",
        "halted",
    ),
    # Debatable: the '4 ºC hold' is restated as a second ODTC incubation, not a PCR hold_c.
    (
        "postdoc1-52",
        "09:48 ODTC: heat the plate to 65 ºC 10 min (end-repair inactivation)\n"
        "09:49 then a 4 ºC hold — eh, just incubate it at 4 ºC for 5 min",
        "incubate temperature_c=65 duration_s=600 @inheco_odtc > incubate temperature_c=4 duration_s=300 @inheco_odtc",
    ),
    # Debatable: the washer (not in the lab) is mentioned but explicitly dropped from the plan.
    (
        "postdoc1-53",
        "10:40 the BioTek washer is broken again 😭 so skip the washes\n"
        "10:41 Fluent adds 100 µL TMB, then BioShake 300 rpm 15 min\n"
        "10:42 then Fluent adds 50 µL stop, read 450 nm",
        "transfer volume_ul=100 @tecan_fluent > shake speed_rpm=300 duration_s=900 @qinstruments_bioshake_3000t_elm"
        " > transfer volume_ul=50 @tecan_fluent > read_absorbance wavelength_nm=450",
    ),
    (
        "postdoc1-54",
        "13:50 50 mL conicals → 5810R, 3,000 x g, 20 min, 4°C\n"
        "13:51 swing bucket obvs",
        "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "postdoc1-55",
        "08:10 qPCR setup: pull the cDNA plate from the 2C425\n"
        "08:11 peel on the XPeel\n"
        "08:12 Tecan: 2 µL cDNA into the 384 plate, first 96 wells only? → yes, 96\n"
        "08:13 seal 165 °C 3 s, then run on the CFX: 95 °C 30 s, 40 cycles 95 °C 5 s / 60 °C 20 s",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=2 wells=96 @tecan_fluent"
        " > seal temperature_c=165 duration_s=3 > run_qpcr cycles=40 initial_denaturation_c=95"
        " initial_denaturation_s=30 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=20 @biorad_cfx384",
    ),
    (
        "postdoc1-56",
        "12:25 spin the organoid plate on the vspin, 500 or 1000 x g? 3 min either way\n"
        "12:26 ugh, will ask Marco when he's back from the seminar\n"
        "13:10 Marco says 500 ✅",
        "spin rcf_g=500 duration_s=180 @agilent_vspin",
    ),
    # Debatable: 400 samples is over the LabChip's 384 per run.
    (
        "postdoc1-57",
        "15:05 LabChip DNA High Sensitivity on the pooled libraries — 400 samples in one go\n"
        "15:06 yes all 400, one run",
        "halted",
    ),
    (
        "postdoc1-58",
        "09:20 RNA extraction: i7 transfers 200 µL lysate into the KF deep-well\n"
        "09:21 then program RNA_96_v3 on the KingFisher\n"
        "09:50 I'll move the eluates myself, then LabChip RNA assay, 96 samples... 94, two blanks",
        "transfer volume_ul=200 @biomek_i7_hybrid > run_program program=RNA_96_v3 @kingfisher_flex"
        " > run_assay assay=rna sample_count=94 @labchip_gx_touch_ht",
    ),
    # Debatable: '80% EtOH' is a concentration, not a volume; sup removal is a transfer.
    (
        "postdoc1-59",
        "10:00 i7 bead wash: magnet 2 min, then remove 150 µL sup, then add 180 µL 80% EtOH\n"
        "10:01 the 80 is the ethanol %, not a volume ok\n"
        "10:02 whole plate",
        "magnetic_separation duration_s=120 @biomek_i7_hybrid > transfer volume_ul=150 @biomek_i7_hybrid"
        " > transfer volume_ul=180 @biomek_i7_hybrid",
    ),
    (
        "postdoc1-60",
        "10:10 Flex: 75 µL assay buffer into cols 7-12 of the 96-well\n"
        "10:12 then 25 µL substrate into cols 7-12 too\n"
        "10:30 read abs 405 on the i3x right after",
        "transfer volume_ul=75 wells=48 @opentrons_flex > transfer volume_ul=25 wells=48 @opentrons_flex"
        " > read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "postdoc1-61",
        "16:30 last thing today: centrifgue the 96 PCR plate at 800 rcf for 1 min on the VSpin\n"
        "16:31 then cycle on the ODTC: 94C 5min, 35x [94C 30s, 55C 30s, 72C 1min], 72C 7min, 4C hold",
        "spin rcf_g=800 duration_s=60 @agilent_vspin > run_pcr cycles=35 initial_denaturation_c=94"
        " initial_denaturation_s=300 denaturation_c=94 denaturation_s=30 annealing_c=55 annealing_s=30"
        " extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=420 hold_c=4 @inheco_odtc",
    ),
    (
        "postdoc1-62",
        "09:01 i5: 1.5 mL culture from each tube into the 24 DW\n"
        "09:02 Q: did the tip order arrive? (#88213, 10 boxes of 1000 µL)\n"
        "09:30 found them in receiving ✅\n"
        "09:31 after the transfer, seal 170 °C 2 s\n"
        "09:32 and park it in the hotel",
        "transfer volume_ul=1500 @biomek_i5 > seal temperature_c=170 duration_s=2 > store @cytomat_24",
    ),
    (
        "postdoc1-63",
        "13:40 after the 1 h incubation at 37 °C on the ODTC, shake 2 min 1500 rpm\n"
        "13:41 and before that incubation, Hamilton adds 20 µL proteinase K to A1-A12",
        "transfer volume_ul=20 wells=12 @hamilton_star > incubate temperature_c=37 duration_s=3600 @inheco_odtc"
        " > shake speed_rpm=1500 duration_s=120",
    ),
    (
        "postdoc1-64",
        "11:55 reporter plate: 1 hr in the Cytomat, 37 °C 5% CO2, after the Fluent adds 50 µL ONE-Glo per well\n"
        "11:56 then lum read, integration 0.5 s\n"
        "11:57 shake before the read? no, skip it",
        "transfer volume_ul=50 @tecan_fluent > incubate temperature_c=37 duration_s=3600 co2_percent=5 @cytomat_2c450"
        " > read_luminescence integration_s=0.5",
    ),
    (
        "postdoc1-65",
        "14:48 quick spin the PCR strips in the 5424 — 30 secs, 1000 x g\n"
        "14:49 then OT-2: 10 µL from the strip into the 96 PCR plate, A1-H1\n"
        "14:50 then seal it on the a4S 165 °C 3 s",
        "spin rcf_g=1000 duration_s=30 @eppendorf_5424r > transfer volume_ul=10 wells=8 @opentrons_ot2"
        " > seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    (
        "postdoc1-66",
        "10:25 i7: top up every well with 100 microlitres of medium\n"
        "10:26 gently mix, 2 cycles at 50 microlitres\n"
        "10:27 then back in the incubator, 37 °C, 5% CO₂, 48 h",
        "transfer volume_ul=100 @biomek_i7_hybrid > mix volume_ul=50 cycles=2 @biomek_i7_hybrid"
        " > incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "postdoc1-67",
        "08:35 pellet the bacteria DW plate: HiG 4, 2.5k ×g, 15 mins\n"
        "08:36 then the i5 removes 900 µL sup... make it 950\n"
        "08:37 then i5 adds 250 µL resuspension buffer per well",
        "spin rcf_g=2500 duration_s=900 @bionex_hig4 > transfer volume_ul=950 @biomek_i5"
        " > transfer volume_ul=250 @biomek_i5",
    ),
    (
        "postdoc1-68",
        "15:25 resazurin read — ex 560 em 590\n"
        "15:26 wait, do I need the 4 h incubation first? yes: 4 h in the Cytomat, 37 °C 5% CO2\n"
        "15:27 then read",
        "incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450"
        " > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "postdoc1-69",
        "12:05 plasmid preps: KingFisher program PlasmidPrep_DW96\n"
        "12:06 eluates — i5 moves 40 µL into a PCR plate\n"
        "12:07 seal 165 C 3 s, store in the cold store at 4 °C",
        "run_program program=PlasmidPrep_DW96 @kingfisher_flex > transfer volume_ul=40 @biomek_i5"
        " > seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "postdoc1-70",
        "17:00 last one I swear 😅\n"
        "17:01 Hamilton: 2.5 µL of each primer pair into the 384 PCR plate, rows A-B only\n"
        "17:02 have a good evening!",
        "transfer volume_ul=2.5 wells=48 @hamilton_star",
    ),
]
