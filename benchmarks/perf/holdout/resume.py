"""Hold-out batch "resume": a run that stopped part-way and the scientist asks to resume it or
redo part of it.

Style: something went wrong mid-run (a scheduler exception, a power cut, a tip crash, a door
opened, a sealer/peeler/centrifuge/reader fault) and the scientist pastes a bit of the error log
and says what is left: "the plate is sealed, so start from the spin ...", "steps 1-3 are done, do
the rest", "redo the whole addition on the Fluent, then ...", "skip what's done", ticked
checklists, "everything up to and including the second spin ran". Error logs carry codes,
timestamps, well ids, retry counters and sample counters (E07, 0x2C, 14:32:07, "cycle 18 of 30",
"00:41 of 05:00", "well H11") that are NOT values of the steps to run. The expected plan is ONLY
the steps that still have to run, with their stated values (in run order; several cases list the
remaining steps out of order: "but before that ...", "having first ..."). Where the text does not
make clear which steps remain (e.g. "resume from wherever it stopped", a log step name that could
be either of two additions, "resume at step 5" of a four-step list) or which value applies
("same settings as before" with no number, two candidate volumes), the expected answer is "ask";
so is rpm on a centrifuge, an instrument not in the workcell or a step nothing here can do.
"halted" cases ask to redo a step at a value past every suitable instrument's or labware's limit
(a few of them after a log that already shows the limit being hit). A few cases put a corrected
in-range value after a log that shows the out-of-range one being rejected; only the corrected one
counts. Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ one step left
    (
        "resume-01",
        "[14:32:07] HiG4 ERR 21: imbalance detected - run aborted at 00:41 of 05:00.\n"
        "Everything before the spin went fine and the balance plate has been swapped. Just redo "
        "the spin on the HiG4: 2000 x g, 5 min.",
        "spin rcf_g=2000 duration_s=300 @bionex_hig4",
    ),
    (
        "resume-02",
        "SoftMax Pro: 'Instrument not responding (code 1014)' at 09:14:52 - the SpectraMax had "
        "read 5 of 12 columns. Nothing else in the method is left. Put the plate back in and "
        "re-read the whole plate at 450 nm.",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "resume-03",
        "a4S threw E07 (film feed fault) at 16:02 and the PCR plate came out unsealed; the film "
        "roll is replaced now. Liquid handling upstream is all done and I'll start the cycler by "
        "hand later. Only seal it: 175 °C, 2 sec.",
        "seal temperature_c=175 duration_s=2 @azenta_a4s",
    ),
    (
        "resume-04",
        "XPeel log:\n  2024-04-18 16:20:11  Error 4  no tape detected\n"
        "Seal is still on the plate. New tape roll is in. The rest of the assay waits until "
        "tomorrow, so today just take the seal off.",
        "peel @azenta_xpeel",
    ),
    (
        "resume-05",
        "Power cut at 02:47 last night - the Cytomat 2C450 lost heating for about 3 h (alarm "
        "T-LOW 0x21). The cells are written off, so skip everything that was still queued (the "
        "lysis and the read). Just put the plate into the plate fridge at 4 °C so I can image it "
        "later.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "resume-06",
        "OT-2 halted with 'Tip collision detected' (error 3005) at 11:06, right after column 6. "
        "Columns 1-6 of the 96-well plate already have their 50 µL. Do columns 7 through 12 "
        "only, 50 µL per well, on the OT-2.",
        "transfer volume_ul=50 @opentrons_ot2 wells=48",
    ),
    (
        "resume-07",
        "CFX384 aborted before cycling started - 'Lid failed to close, error 3404' at 10:02:17. "
        "The 384-well plate is already sealed and spun, so all that's left is the qPCR itself: "
        "95 °C 2 min, then 40 cycles of 95 °C 5 s / 60 °C 30 s, on the CFX384.",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "resume-08",
        "LabChip GX Touch paused at sample 38 with 'Chip pressure error 108'. Chip has been "
        "re-primed and the data from the partial run is useless, so rerun the DNA High "
        "Sensitivity assay on all 96 samples.",
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "resume-09",
        "KF Flex stopped at 13:31:06 - E52 magnet head error, wash plate 3 half done. Restart "
        "from scratch: fresh plates are loaded, just start MagMAX_Pathogen on the KingFisher again. "
        "Nothing after it today.",
        "run_program @kingfisher_flex",
    ),
    (
        "resume-10",
        "BioShake tripped at 21:05 (Error 0x0C, over-temperature) somewhere in the middle of the "
        "30 min mix. Run the whole shake again from zero: 1000 rpm, 37 °C, 30 min, on the "
        "BioShake.",
        "shake speed_rpm=1000 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "resume-11",
        "The reader dropped its USB link halfway through the read (SoftMax: 'Communication error "
        "0x80004005', 15:40:02). Re-read luminescence on the i3x, 500 ms integration.",
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "resume-12",
        "5424 R: 'Imbalance' at 10:41:33, stopped 2 min into the 10. I've rebalanced the 1.5 mL "
        "tubes. Redo the spin from the start: 12,000 x g, 10 min, 4 °C on the 5424 R.",
        "spin rcf_g=12000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "resume-13",
        "Fluorescence read crashed at well H11 (i3x error 21, filter wheel). Everything before "
        "the read is done and the reader has been power-cycled. Only that read is left: "
        "excitation 485 nm, emission 535 nm, whole plate.",
        "read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "resume-14",
        "Someone opened the Cytomat 2C450 door at 15:12 (DOOR_OPEN_ALARM 0x1A), one hour into "
        "the 3 h incubation at 37 °C. CO2 recovered fine. Give the plate the remaining 2 hours "
        "at 37 °C in the Cytomat and stop there.",
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450",
    ),
    (
        "resume-15",
        "Fluent stopped during the sample transfer into the 384-well plate ('FCA: clot "
        "detected, channel 3', 08:55:40). Rows A-H got their samples, rows I to P did not. "
        "Finish rows I-P with 10 uL each on the Fluent.",
        "transfer volume_ul=10 @tecan_fluent wells=192",
    ),
    (
        "resume-16",
        "Scheduler crashed (NullReferenceException in step 'retrieve', 18:22:09) before it took "
        "the plate out of the Cytomat 24 hotel. All I need now is the plate brought out of the "
        "hotel; I'll carry it to the microscope myself.",
        "retrieve @cytomat_24",
    ),
    (
        "resume-17",
        "ODTC lost power at 12:10 during the restriction digest. The heat-kill I'll do by hand "
        "afterwards. Redo just the digest on the ODTC: 37 °C for 20 minutes.",
        "incubate temperature_c=37 duration_s=1200 @inheco_odtc",
    ),
    (
        "resume-18",
        "VSpin: 'Error 11 - door open during run' at 07:58:30. Nothing downstream is scheduled. "
        "Re-spin the 384-well plate in the VSpin, 500 × g for 60 s.",
        "spin rcf_g=500 duration_s=60 @agilent_vspin",
    ),
    (
        "resume-19",
        "The i5 failed on the mix step (error 'Liquid level not found', 14:03) after the "
        "addition had already finished in every well. Do the mix again on the i5: 100 µL, "
        "up and down.",
        "mix volume_ul=100 @biomek_i5",
    ),
    (
        "resume-20",
        "ODTC: 'Block temperature deviation, error 0x2C' at cycle 18 of 30. Don't restart from "
        "scratch - run only the last 12 cycles on the ODTC: 98 °C 10 s, 62 °C 15 s, 72 °C 45 s, "
        "then a final extension of 72 °C for 5 min and hold at 4 °C.",
        "run_pcr cycles=12 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=15 "
        "extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 "
        "@inheco_odtc",
    ),
    (
        "resume-21",
        "Scheduler excerpt:\n"
        "  [10:15:00] START spin HiG4 rcf=1500 x g t=300 s\n"
        "  [10:16:12] ABORT HiG4 ERR 11 (lid interlock)\n"
        "Lid's latched properly now. Redo that exact spin, nothing else.",
        "spin rcf_g=1500 duration_s=300 @bionex_hig4",
    ),
    (
        "resume-22",
        "5810 R stopped with 'Error 6: imbalance' one minute into the spin of the 50 mL "
        "conicals. Tubes re-weighed. Redo the full spin in the 5810 R: 3000 x g, 10 min, 4 °C.",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "resume-23",
        "a4S log: 09:40:18 E31 setpoint 220 C out of range - seal skipped.\n"
        "The 220 was a typo in the method. Seal the plate at 180 °C for 2.5 s and leave it there.",
        "seal temperature_c=180 duration_s=2.5",
    ),
    (
        "resume-24",
        "The PF400 faulted ('Error -1046: power not enabled', 19:03) on the very last move, so "
        "the finished plate is sitting on the reader nest. All reads are done. Just put it back "
        "into the plate hotel.",
        "store @cytomat_24",
    ),
    # ================================================================ two or three steps left
    (
        "resume-25",
        "The run died after the seal (2024-06-11 13:42:09 ERROR 0x51 'PF400 gripper lost "
        "plate'). The plate is sealed, so start from the spin: 1000 x g 1 min, then the qPCR: "
        "95 °C 3 min, 40 x (95 °C 15 s, 60 °C 1 min).",
        "spin rcf_g=1000 duration_s=60 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=15 annealing_c=60 "
        "annealing_s=60",
    ),
    (
        "resume-26",
        "The i7 crashed halfway through the 20 µL addition (Pod2: 'Gripper collision', "
        "11:47:52) and it's out of action for the day. Redo the whole addition on the Fluent, "
        "then seal at 165 °C for 3 s and spin 30 s at 1000 x g.",
        "transfer volume_ul=20 @tecan_fluent > seal temperature_c=165 duration_s=3 > "
        "spin rcf_g=1000 duration_s=30",
    ),
    (
        "resume-27",
        "The CFX run itself finished, but Maestro crashed while saving ('Data file write "
        "failed', 17:48) and the scheduler stopped there. Data recovered. Still to do: the "
        "LabChip DNA 1K run on all 384 wells; before the LabChip the plate needs a 1 min spin at "
        "1000 × g, and before that spin it has to be peeled.",
        "peel > spin rcf_g=1000 duration_s=60 > run_assay sample_count=384 @labchip_gx_touch_ht",
    ),
    (
        "resume-28",
        "The peel and the substrate addition went through before the i5 lost air (alarm 'Low "
        "air pressure', 06:40:12). Still to do: shake 2 min at 500 rpm on the BioShake, read "
        "luminescence with 0.2 s integration, then put the plate into the hotel.",
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=0.2 > store @cytomat_24",
    ),
    (
        "resume-29",
        "Sealer jammed right after the master mix went in (a4S 'E04 plate not detected', "
        "12:03:55). Left to run: the qPCR - 95 °C 10 min, then 45 cycles of 95 °C 15 s and "
        "60 °C 1 min - but before it, seal at 170 °C for 1.5 s and then spin the 384-well plate "
        "at 1000 xg for 1 min.",
        "seal temperature_c=170 duration_s=1.5 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=600 cycles=45 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60",
    ),
    (
        "resume-30",
        "Tubes came out of the 5424 R fine, then the OT-2 stopped on 'Deck calibration error "
        "4000' before it pipetted anything. Still needed: on the OT-2, transfer 180 µL of "
        "supernatant from each tube into the deep-well plate, then run the PureLink_gDNA "
        "program on the KingFisher.",
        "transfer volume_ul=180 @opentrons_ot2 > run_program @kingfisher_flex",
    ),
    (
        "resume-31",
        "Method:\n"
        "- add 50 µL reagent A (STAR)\n"
        "- spin 300 x g 1 min\n"
        "- add 50 µL reagent B (STAR)\n"
        "- spin 300 x g 1 min\n"
        "- incubate 37 °C 1 h\n"
        "- read fluorescence ex 340 / em 460\n"
        "Run aborted at 13:05 (scheduler: 'Incubator not responding, code 503'). Everything up to "
        "and including the second spin is done. Do the rest.",
        "incubate temperature_c=37 duration_s=3600 > read_fluorescence excitation_nm=340 "
        "emission_nm=460",
    ),
    (
        "resume-32",
        "After the OT-Flex error (E-2121 'Pipette not attached', 10:30) the plate got re-sealed "
        "by mistake. Redo from the peel onward: peel, then 10 µL into every well of columns 1-4 "
        "of the 96-well PCR plate on the OT-Flex, then re-seal at 160 °C for 2 s.",
        "peel > transfer volume_ul=10 @opentrons_flex wells=32 > seal temperature_c=160 "
        "duration_s=2",
    ),
    (
        "resume-33",
        "Overnight the scheduler died (Traceback ... TimeoutError at 03:22:10) before the "
        "morning read, so the BCA plate is still in the plate fridge. Pull it out, shake it for "
        "a minute, read absorbance at 562 nm and put it back in the plate fridge.",
        "retrieve @cytomat_2c425 > shake duration_s=60 > read_absorbance wavelength_nm=562 > "
        "store @cytomat_2c425",
    ),
    (
        "resume-34",
        "The reader drawer got opened mid-kinetic (i3x 'Drawer open during measurement', "
        "13:15:40). Forget the kinetic; do a single endpoint fluorescence read at ex 560 / em "
        "590, then store the plate at 4 °C in the cold store.",
        "read_fluorescence excitation_nm=560 emission_nm=590 > store temperature_c=4 "
        "@cytomat_2c425",
    ),
    (
        "resume-35",
        "Method was: 1) shake 1 min at 800 rpm, 2) read A450, 3) add 100 µL detection reagent, "
        "4) read luminescence, 1 s. Steps 1 and 3 ran fine, but both reads came back blank "
        "because the reader's lid sensor was faulty (event log 'LS-07' at 11:20 and 11:52). "
        "Re-run only the two reads, in the original order.",
        "read_absorbance wavelength_nm=450 > read_luminescence integration_s=1",
    ),
    (
        "resume-36",
        "HiG4 refused the spin: 'E-RCF: 6000 x g exceeds plate rating (3000)', 08:12:44. "
        "Nothing ran after it. Spin the 96-well flat plate on the HiG4 at 2500 x g for 3 min "
        "instead, then read absorbance at 405 nm.",
        "spin rcf_g=2500 duration_s=180 @bionex_hig4 > read_absorbance wavelength_nm=405",
    ),
    (
        "resume-37",
        "The Cytomat 2C450 door was left ajar (alarm 0x1A, 14:20) and the run paused with the "
        "yeast plate still needing 45 min of its 2 h at 30 °C. Finish those 45 min at 30 °C in "
        "the Cytomat, then shake 1 min at 1200 rpm and read OD600.",
        "incubate temperature_c=30 duration_s=2700 @cytomat_2c450 > shake speed_rpm=1200 "
        "duration_s=60 > read_absorbance wavelength_nm=600",
    ),
    (
        "resume-38",
        "The 8-channel head hit the lid on column 6 (STAR 'Z-drive blocked', 12:31:05). Columns "
        "1-5 are complete, column 6 only partly. Redo columns 6 to 12 with 30 µL each on the "
        "STAR, then mix 20 µL in those same columns.",
        "transfer volume_ul=30 @hamilton_star wells=56 > mix volume_ul=20 wells=56",
    ),
    (
        "resume-39",
        "steps 1-3 are done, do the rest:\n"
        "1. add 20 µL lysis buffer (Fluent)\n"
        "2. shake 5 min, 1200 rpm\n"
        "3. 10 min at room temp\n"
        "4. spin 1500 x g, 2 min\n"
        "5. move 50 µL supernatant to the 384-well assay plate\n"
        "6. read fluorescence 535/590\n"
        "(run stopped at 09:03 with Fluent 'Arm 1 collision' after step 3)",
        "spin rcf_g=1500 duration_s=120 > transfer volume_ul=50 > read_fluorescence "
        "excitation_nm=535 emission_nm=590",
    ),
    (
        "resume-40",
        "Luciferase run, restarted after the power blip (UPS event 0x0F at 07:55):\n"
        "[x] peel\n"
        "[x] add 5 µL substrate\n"
        "[ ] shake 1 min at 300 rpm\n"
        "[ ] 30 min at 37 °C in the Cytomat\n"
        "[ ] read luminescence, 1 s integration\n"
        "Skip what's done.",
        "shake speed_rpm=300 duration_s=60 > incubate temperature_c=37 duration_s=1800 "
        "@cytomat_2c450 > read_luminescence integration_s=1",
    ),
    (
        "resume-41",
        "Plate 1 went all the way through. Plate 2 died at the sealer (a4S E07, 15:44:10) and "
        "is sitting unsealed. For plate 2 only: seal 165 °C 2 s, spin 1000 x g for 1 min, then "
        "the ODTC: 95 °C 2 min, 30 cycles of 95 °C 20 s / 55 °C 30 s / 72 °C 1 min, hold 10 °C.",
        "seal temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=30 "
        "denaturation_c=95 denaturation_s=20 annealing_c=55 annealing_s=30 extension_c=72 "
        "extension_s=60 hold_c=10 @inheco_odtc",
    ),
    (
        "resume-42",
        "ODTC error 'Lid heater timeout (0x31)' at 14:07, before the end-repair had even "
        "started; the mix is in the plate and it's sealed. Run the end-repair on the ODTC now: "
        "20 °C for 30 min, then 65 °C for 30 min. I'll take the plate off myself after that.",
        "incubate temperature_c=20 duration_s=1800 @inheco_odtc > incubate temperature_c=65 "
        "duration_s=1800 @inheco_odtc",
    ),
    (
        "resume-43",
        "The a4S sealed it, then the arm faulted (PF400 'Error -1609 gripper open', 10:22). The "
        "spin and everything after it still need doing: HiG4 at 2500 x g for 2 min, peel, "
        "read A260, then park it in the cold store at 4 °C.",
        "spin rcf_g=2500 duration_s=120 @bionex_hig4 > peel > read_absorbance wavelength_nm=260 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "resume-44",
        "Miniprep: the 5424 R faulted ('Error 3: lid', 09:12) on the second spin; the first "
        "spin is done and the lysates are neutralized. Remaining: spin the 2 mL tubes at "
        "17,000 x g for 10 min in the 5424 R, transfer 700 µl of supernatant to the column "
        "tubes on the STAR, then spin 1 min at 13,000 x g.",
        "spin rcf_g=17000 duration_s=600 @eppendorf_5424r > transfer volume_ul=700 "
        "@hamilton_star > spin rcf_g=13000 duration_s=60",
    ),
    # ================================================================ four or more steps left
    (
        "resume-45",
        "Hamilton STAR threw 'Error 9302: liquid level not detected' at 09:17 on the TMB step; "
        "substrate didn't go into any well. The washes before it are fine. Carry on from the "
        "TMB: 100 µL TMB on the STAR, shake 30 s at 600 rpm, 15 min at room temperature, then "
        "50 µL stop solution and read at 450 nm.",
        "transfer volume_ul=100 @hamilton_star > shake speed_rpm=600 duration_s=30 > "
        "incubate duration_s=900 > transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "resume-46",
        "KingFisher elution finished fine, but the PF400 dropped the plate at the hand-off "
        "('Error -1609: gripper open', 14:55:02). I rescued the elution plate, it's on the "
        "Fluent deck now. What remains: on the Fluent, 5 µL of each eluate into the 96-well "
        "PCR plate (15 µL master mix already in it), seal at 170 °C 2 s, spin 1 min at "
        "1000 x g, and cycle on the ODTC: 95 °C 3 min; 35 cycles of 95 °C 15 s, 58 °C 30 s, "
        "72 °C 30 s; 72 °C 5 min; hold 4 °C.",
        "transfer volume_ul=5 @tecan_fluent > seal temperature_c=170 duration_s=2 > "
        "spin rcf_g=1000 duration_s=60 > run_pcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=35 denaturation_c=95 denaturation_s=15 "
        "annealing_c=58 annealing_s=30 extension_c=72 extension_s=30 final_extension_c=72 "
        "final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "resume-47",
        "Skip what's done - per the log the 25 µL of cells (08:10) and the 5 µL of compound "
        "(08:25) are already in the 384-well plate; the power went at 08:31. Still to do: 48 h "
        "at 37 °C in the CO2 incubator, 30 µL CellTiter-Glo, shake 2 min at 400 rpm, read "
        "luminescence.",
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450 > transfer volume_ul=30 > "
        "shake speed_rpm=400 duration_s=120 > read_luminescence",
    ),
    (
        "resume-48",
        "The whole run is garbage - power cut at 01:12 and the UPS faulted (U-03). Redo "
        "everything from the top on a fresh plate: 40 µL buffer into all wells on the i7, "
        "shake 5 min at 1000 rpm on the plate shaker, spin 300 x g 1 min, incubate 1 h at "
        "37 °C, read absorbance at 340 nm.",
        "transfer volume_ul=40 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=300 "
        "@qinstruments_bioshake_3000t_elm > spin rcf_g=300 duration_s=60 > "
        "incubate temperature_c=37 duration_s=3600 > read_absorbance wavelength_nm=340",
    ),
    (
        "resume-49",
        "Power went at 22:10 (building-wide). The 24 h compound treatment had already finished "
        "at 21:00 and the plate has just been sitting in the Cytomat 2C450 since. Remaining: "
        "take it out of the incubator, add 10 µL resazurin on the OT-2, put it back at 37 °C "
        "for 2 h, then read fluorescence 560/590.",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @opentrons_ot2 > "
        "incubate temperature_c=37 duration_s=7200 > read_fluorescence excitation_nm=560 "
        "emission_nm=590",
    ),
    (
        "resume-50",
        "STAR finished the 8 µL master mix into the 384-well PCR plate, then crashed on the "
        "template step ('Error 9302', 10:58:31, channel 5). No template went in anywhere. Now: "
        "2 µL template on the STAR, seal 165 °C 2 s, spin 1000 × g 1 min, then qPCR - 95 °C "
        "3 min, 40 cycles of 95 °C 10 s, 60 °C 30 s, 72 °C 30 s.",
        "transfer volume_ul=2 @hamilton_star > seal temperature_c=165 duration_s=2 > "
        "spin rcf_g=1000 duration_s=60 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=10 "
        "annealing_c=60 annealing_s=30 extension_c=72 extension_s=30",
    ),
    (
        "resume-51",
        "Resume from step 3 - steps 1-2 were done before the i3x hung (error 'Firmware timeout "
        "0x0B', 16:45).\n"
        "1. Peel\n"
        "2. Read absorbance 280 nm\n"
        "3. Add 100 µL Bradford reagent (i5)\n"
        "4. Shake 30 s\n"
        "5. Incubate 5 min, room temp\n"
        "6. Read absorbance 595 nm",
        "transfer volume_ul=100 @biomek_i5 > shake duration_s=30 > incubate duration_s=300 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "resume-52",
        "The KingFisher run was fine; the crash was the PF400 right after it ('Error -3101: "
        "collision', 11:12:48). Everything after the KingFisher still has to run: add 40 µL "
        "water to the eluates on the Biomek i5, mix 30 µL, then put 2 µL of each into the "
        "LabChip plate and run 96 samples on the GX Touch (DNA NGS 3K assay).",
        "transfer volume_ul=40 @biomek_i5 > mix volume_ul=30 > transfer volume_ul=2 > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "resume-53",
        "XPeel jammed ('Error 9: tape break', 08:41) so the plate is still sealed. Once it's "
        "peeled, the rest of the run still needs to happen: read fluorescence ex 490 / em 520 - "
        "having first added 20 µL of dye on the Flex and shaken 2 min at 900 rpm.",
        "peel > transfer volume_ul=20 @opentrons_flex > shake speed_rpm=900 duration_s=120 > "
        "read_fluorescence excitation_nm=490 emission_nm=520",
    ),
    (
        "resume-54",
        "Day 1 (seeding, then 24 h at 37 °C) finished before the weekend outage; Day 2 never "
        "ran (scheduler: 'Job 2 cancelled: host unreachable', Sat 06:00). Run Day 2 now: take "
        "the plate out of the incubator, add 50 µL of the 2x drug dilutions on the Fluent, then "
        "back into the incubator at 37 °C for 72 h.",
        "retrieve @cytomat_2c450 > transfer volume_ul=50 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=259200 @cytomat_2c450",
    ),
    (
        "resume-55",
        "Library prep, plate 1: fragmentation and ligation are done; the i7 stopped at 09:41 "
        "(Pod1 'Deck barcode mismatch'). What's left: on the i7, add 25 µL 2x HiFi mix to "
        "columns 1-3 of the 96-well PCR plate, seal 170 °C 2 s, VSpin 500 x g 30 s, then the "
        "ODTC - 98 °C 45 s, 10 cycles of 98 °C 15 s / 60 °C 30 s / 72 °C 30 s, 72 °C 1 min, "
        "hold 4 °C - and finally 24 samples on the LabChip with the DNA NGS 3K assay.",
        "transfer volume_ul=25 @biomek_i7_hybrid wells=24 > seal temperature_c=170 duration_s=2 "
        "> spin rcf_g=500 duration_s=30 @agilent_vspin > run_pcr initial_denaturation_c=98 "
        "initial_denaturation_s=45 cycles=10 denaturation_c=98 denaturation_s=15 annealing_c=60 "
        "annealing_s=30 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=60 "
        "hold_c=4 @inheco_odtc > run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "resume-56",
        "Cytomat alarm 'CO2 LOW 0x22' at 06:05 paused the scheduler; the plate has had its full "
        "18 h at 37 °C regardless. Pick it up from here: the luminescence read (2 s integration) "
        "comes last; before that, shake 2 min at 700 rpm; before the shake, 25 µL ONE-Glo on "
        "the Flex; and first of all get the plate out of the incubator.",
        "retrieve @cytomat_2c450 > transfer volume_ul=25 @opentrons_flex > shake speed_rpm=700 "
        "duration_s=120 > read_luminescence integration_s=2",
    ),
    # ================================================================ halted
    (
        "resume-57",
        "HiG4 aborted with 'ERR 24 speed limit' at 11:20:05 - someone had typed 6000 into the "
        "method. Redo the spin of the 96-well flat-bottom plate at 5500 x g for 5 min, then "
        "read at 600 nm.",
        "halted",
    ),
    (
        "resume-58",
        "The seal lifted during the last attempt (a4S log 'E12 heater under setpoint', 13:01). "
        "Re-seal the deep-well plate at 220 °C for 3 s and continue to the KingFisher.",
        "halted",
    ),
    (
        "resume-59",
        "The Fluent crashed before the buffer went in ('Arm 2 Z-axis error', 10:40). Redo the "
        "buffer addition: 400 µL into every well of the 96-well flat-bottom plate, then shake "
        "1 min.",
        "halted",
    ),
    (
        "resume-60",
        "The i7 died mid-dispense (Pod2 'Liquid level error', 16:20:02) while putting master "
        "mix into the 384-well PCR plate. That plate's binned. On a fresh one: 45 µL master mix "
        "per well, seal at 170 °C for 2 s, then 40 cycles of 95 °C 15 s / 60 °C 1 min on the "
        "CFX384.",
        "halted",
    ),
    (
        "resume-61",
        "The -80 alarmed overnight and the run stopped before the archive step (scheduler "
        "'StoreFailed 0x44', 05:10). Until the freezer is back, store the plate in the plate "
        "fridge at -20 °C.",
        "halted",
    ),
    (
        "resume-62",
        "i3x 'Flash lamp fault 0x14' during the peptide-bond read. Lamp's been replaced - "
        "re-read absorbance at 200 nm and then put the plate in the hotel.",
        "halted",
    ),
    (
        "resume-63",
        "5424 R stopped with 'Error 5: overspeed' at 12:12 on the 2 mL tubes. Redo the pellet "
        "spin at 25,000 x g for 5 min, 4 °C.",
        "halted",
    ),
    (
        "resume-64",
        "BioShake stalled ('E-31 motor stall', 17:33) during the bead resuspension and the beads "
        "are still clumped. Redo the resuspension at 3500 rpm for 2 min, then run the "
        "MagMAX_mirVana program on the KingFisher.",
        "halted",
    ),
    (
        "resume-65",
        "5810 R lid error (Error 2, 10:33:15) so the deep-well block never got spun. Spin the "
        "96 deep-well plate at 4000 x g for 20 min at 4 °C, then run BloodDNA_96 on the "
        "KingFisher.",
        "halted",
    ),
    # ================================================================ ask
    (
        "resume-66",
        "Power cut at 04:12 took the whole workcell down mid-method and the scheduler log is "
        "gone. Method: spin 1000 x g 1 min, seal 170 °C 2 s, qPCR 95 °C 3 min + 40 x (95 °C "
        "10 s, 60 °C 30 s). Resume from wherever it stopped.",
        "ask",
    ),
    (
        "resume-67",
        "HiG4 tripped with ERR 21 at 09:05:40. Redo the spin with the same settings as before, "
        "then peel.",
        "ask",
    ),
    (
        "resume-68",
        "VSpin 'Error 11' at 07:12. Redo the spin at 2000 rpm for 3 min, then seal at 170 °C "
        "for 2 s.",
        "ask",
    ),
    (
        "resume-69",
        "The i3x is down (error 'Lamp fault 0x14', 13:27). Finish the run by reading "
        "fluorescence 485/520 on the Tecan Spark instead.",
        "ask",
    ),
    (
        "resume-70",
        "The 5424 R spin got interrupted ('Error 3: lid', 10:05). Before redoing it at "
        "16,000 x g for 2 min, vortex the tubes for 10 s to resuspend.",
        "ask",
    ),
    (
        "resume-71",
        "Run stopped at 15:20 (scheduler exit code 137). Steps 1-3 are done. Do steps 4 onward "
        "from the v3 method on the shared drive.",
        "ask",
    ),
    (
        "resume-72",
        "The i7 crashed halfway through the detection-reagent addition (Pod1 'Tip pickup "
        "failed', 10:21:45). Redo the whole addition, then shake and read luminescence. "
        "Problem: v1 of the method had 20 µL and v2 has 25 µL, and I can't tell which one the "
        "run had loaded.",
        "ask",
    ),
    (
        "resume-73",
        "The BioShake threw 'E-12' with 10 min of the 1400 rpm mix left. Finish those 10 min on "
        "the Eppendorf ThermoMixer C on the bench, then spin 1000 × g 1 min.",
        "ask",
    ),
    (
        "resume-74",
        "1. peel  2. add 10 µL stop solution  3. shake 30 s  4. read A450\n"
        "The log shows the run died at 11:02 (code 0xE1). Resume at step 5.",
        "ask",
    ),
    (
        "resume-75",
        "Someone pulled the plate out of the incubator by hand partway through its 4 h at 37 °C "
        "and nobody wrote down when. Put it back in for the rest of the time, then read "
        "luminescence.",
        "ask",
    ),
    (
        "resume-76",
        "Scheduler: [2024-07-02 09:48:13] FAIL step 'Dispense_2' (Fluent, error 0x203).\n"
        "The method has two Fluent additions, 30 µL buffer and 10 µL substrate, and the step "
        "numbering got shuffled when we edited it, so I don't know which one Dispense_2 is. "
        "Redo the addition that failed, then read luminescence.",
        "ask",
    ),
]
