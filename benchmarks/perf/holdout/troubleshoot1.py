"""Hold-out batch: troubleshooting requests written after a failed or odd run.

Style: the scientist describes what went wrong last time (old settings, error
codes, instrument log lines, timestamps, serial numbers, run ids, rotor names)
and then gives the new settings to use.  Traps:
  * old values ("last time 500 x g", "instead of 595", "raised from 58") are
    context and must NOT appear in the plan; only the new values count;
  * error codes (E-31, 0x1A7), timestamps (16:02, 2024-05-14), serial numbers
    (SN HG4-1187), rotor names (FA-45-24-11, A-4-81), read ids and well ranges
    quoted from a log are not settings;
  * "same as Tuesday" requests restate the steps, so they are plannable;
  * a request that only says "go higher" / "take less" gives no new value
    (ask), and a new value beyond every instrument's limit halts.
"""

NAME = "troubleshoot1"

CASES: list[tuple[str, str, str]] = [
    (
        "troubleshoot1-01",
        "Pellet was loose after yesterday's run (plate centrifuge, 500 x g for 5 min, log stamp "
        "2024-05-14 16:02, no errors). This time spin at 1500 x g for 10 min, then take off 150 µL "
        "supernatant per well into a fresh plate.",
        "spin rcf_g=1500 duration_s=600 > transfer volume_ul=150",
    ),
    (
        "troubleshoot1-02",
        "Same as Tuesday - BioShake 5 min at 600 rpm, then absorbance on the SpectraMax - but read at "
        "600 nm instead of 595. The 595 read flagged the edge wells (SoftMax msg 0x1A7 at 11:48).",
        "shake speed_rpm=600 duration_s=300 @qinstruments_bioshake_3000t_elm"
        " > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    # "try 170 for 3" on a sealer: 170 C and 3 s (units left implicit, as a scientist would).
    (
        "troubleshoot1-03",
        "seal leaked at 165 C for 2 s on the a4S, wells A1-A3 evaporated overnight. try 170 for 3 "
        "this time, then put the plate in the cold store at 4 °C",
        "seal temperature_c=170 duration_s=3 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "troubleshoot1-04",
        "a4S (S/N A4S-20817) logged 'E-31 heater low' at 09:12 with our 160 C / 1.5 s setting and the "
        "film peeled off in the cycler. Bump it to 215 °C for 2 s so it finally sticks.",
        "halted",
    ),
    (
        "troubleshoot1-05",
        "Cells didn't pellet at 300 x g / 5 min on the 5810R (run #4471). Spin them at 1200 rpm for "
        "5 min at 4 °C this time.",
        "ask",
    ),
    (
        "troubleshoot1-06",
        "Cq values came late on plate QP-0912 and the melt showed primer dimers. Rerun on the CFX384 "
        "with the annealing raised from 58 to 62 °C: 95 °C 3 min, then 40 cycles of 95 °C 10 s and "
        "62 °C 30 s.",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95"
        " denaturation_s=10 annealing_c=62 annealing_s=30 @biorad_cfx384",
    ),
    (
        "troubleshoot1-07",
        "ODTC aborted with 'Lid temp fault 0x0413' at 02:17, cycle 22 of 30. Seal the plate at 175 °C "
        "for 2.5 s first (it went in unsealed, I think that's why), then repeat on the ODTC with 28 "
        "cycles: 98 °C 30 s initial; 28x (98 °C 10 s, 65 °C 20 s, 72 °C 30 s); 72 °C 2 min final; "
        "hold 4 °C.",
        "seal temperature_c=175 duration_s=2.5 > run_pcr cycles=28 initial_denaturation_c=98"
        " initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20"
        " extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4"
        " @inheco_odtc",
    ),
    (
        "troubleshoot1-08",
        "Beads clumped on the last run (KingFisher log KF-0033, 'tip comb pickup failed' at step 4). "
        "Before loading, vortex the bead stock for 30 s, then run programme MagMAX_96_v2.",
        "ask",
    ),
    (
        "troubleshoot1-09",
        "KingFisher Flex stopped the DNA_Blood_200 program at 13:05 (error 2107, turntable pos 3). "
        "Re-prep the plates and run program DNA_Blood_200_slow instead, then on the Hamilton STAR "
        "transfer 50 uL of eluate from columns 1-6 into a PCR plate.",
        "run_program program=DNA_Blood_200_slow @kingfisher_flex > transfer volume_ul=50 wells=48"
        " @hamilton_star",
    ),
    # A PCR plate is rated 6000 x g, but no plate centrifuge exceeds 5000 x g (HiG4).
    (
        "troubleshoot1-10",
        "Debris still floating after 4000 x g on the HiG4 (log 2024-06-03T10:41:22, SN HG4-1187). "
        "Let's go hard this time: 6500 x g for 20 min, same PCR plate.",
        "halted",
    ),
    # "incubate 10 min at room temperature" is a timed incubate with no temperature key.
    (
        "troubleshoot1-11",
        "CellTiter-Glo saturated at 1 s integration on the i3x (overflow flag in 14 wells, read ID "
        "5521). Add 100 µL reagent on the Fluent, shake 2 min at 500 rpm, incubate 10 min at room "
        "temperature, then read luminescence with 0.2 s integration.",
        "transfer volume_ul=100 @tecan_fluent > shake speed_rpm=500 duration_s=120"
        " > incubate duration_s=600 > read_luminescence integration_s=0.2 @spectramax_i3x",
    ),
    (
        "troubleshoot1-12",
        "Lysate still cloudy after 12,000 x g / 5 min in the 5424R (rotor FA-45-24-11, run 0093). "
        "Spin the 1.5 mL tubes at 20,000 x g for 15 min at 4 °C in the 5424R this time.",
        "spin rcf_g=20000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "troubleshoot1-13",
        "Growth-curve plate from the 2C450 looked flat, maybe the lid fogged (humidity alarm H-07 at "
        "03:30). Pull it out and read the OD again on the plate reader, no shaking this time.",
        "ask",
    ),
    (
        "troubleshoot1-14",
        "Cells looked stressed - the CO2 incubator had drifted to 7% CO2 (Cytomat 2C450 log "
        "2024-02-11 06:15). Now it's recalibrated: incubate the plate at 37 °C, 5 % CO2 for 48 h, "
        "then read fluorescence ex 485 / em 535.",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"
        " > read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "troubleshoot1-15",
        "Medium went alkaline overnight at 5% CO2. Set the CO2 incubator to 25 % CO2 at 37 °C and "
        "incubate the plate 16 h.",
        "halted",
    ),
    (
        "troubleshoot1-16",
        "OT-2 threw 'Tip pickup failed, slot 8' (log line 1184) halfway through yesterday's 20 µL "
        "dispense. Rerun only the columns it missed, columns 7 to 12, on the OT-2 with 25 µL this time.",
        "transfer volume_ul=25 wells=48 @opentrons_ot2",
    ),
    (
        "troubleshoot1-17",
        "Beads settled again at 1,200 rpm on the BioShake (plate 3 of 6). Crank it to 3,500 rpm for "
        "5 min.",
        "halted",
    ),
    (
        "troubleshoot1-18",
        "The 405 nm read was noisy last week (SpectraMax SN 3112-0456). After the 30 min 37 °C "
        "incubation read it at 410 or maybe 415 nm, whichever you think is better.",
        "ask",
    ),
    (
        "troubleshoot1-19",
        "LabChip sipper clogged on plate LC-771 ('Sipper pressure error 501' at 15:20) because the "
        "seal hadn't come off fully. Peel it on the XPeel, then run the DNA 1K assay on the LabChip "
        "for 48 samples.",
        "peel @azenta_xpeel > run_assay assay=dna_1k sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "troubleshoot1-20",
        "Droplets stayed on the walls after 500 x g for 30 s last time. Get the plate out of the "
        "Cytomat 24 hotel, spin 1 min at 1000 x g on the VSpin, then heat seal at 165 C for 2 s.",
        "retrieve @cytomat_24 > spin rcf_g=1000 duration_s=60 @agilent_vspin"
        " > seal temperature_c=165 duration_s=2",
    ),
    (
        "troubleshoot1-21",
        "Ethanol carryover wrecked the last library prep (i7 method log: 'Aspirate 180 µL' at 14:02, "
        "beads only 2 min on the magnet). On the Biomek i7 this time: 5 min on the deck magnet, then "
        "remove 175 µL supernatant.",
        "magnetic_separation duration_s=300 @biomek_i7_hybrid > transfer volume_ul=175 @biomek_i7_hybrid",
    ),
    (
        "troubleshoot1-22",
        "Luciferase reporter was far too dim with 1 s integration (SpectraMax read ID 20240618-3). "
        "Re-read the luminescence with 90 s integration per well.",
        "halted",
    ),
    (
        "troubleshoot1-23",
        "Qubit numbers were off last time (Qubit 4 SN 2322-1140, 'Standard 2 out of range'). Quant "
        "the eluates on the NanoDrop instead, 2 µL each.",
        "ask",
    ),
    (
        "troubleshoot1-24",
        "Condensation under the lid after yesterday's 4 min spin at 1000 x g on the 5810R (rotor "
        "A-4-81, 11:16). Today: 2,000 × g, 3 min, 4 °C on the 5810R, then store the plate in the "
        "plate fridge at 4 °C.",
        "spin rcf_g=2000 duration_s=180 temperature_c=4 @eppendorf_5810r"
        " > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "troubleshoot1-25",
        "Standard curve bent at the top end - the Opentrons Flex only mixed 3x at 50 µL. Redo it on "
        "the Flex: add 100 µL diluent to every well, then mix 10 times with 80 µL.",
        "transfer volume_ul=100 @opentrons_flex > mix volume_ul=80 cycles=10 @opentrons_flex",
    ),
    (
        "troubleshoot1-26",
        "Cells lifted off during the last wash (aspirate speed was 300 µL/s). This time just add 2 "
        "drops of PBS to each well down the side, then incubate 10 min at 37 °C.",
        "ask",
    ),
    (
        "troubleshoot1-27",
        "ELISA top standards read over 4.0 at OD450 and the stop volume was only 50 µL last run "
        "(plate E-2231). Peel the plate, add 100 µL stop solution on the Biomek i5, then read "
        "absorbance at 450 nm on the SpectraMax.",
        "peel > transfer volume_ul=100 @biomek_i5 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "troubleshoot1-28",
        "The 977 nm pathlength read came out noisy (water peak, read 88-0412). Read the plate at "
        "1,100 nm instead for the correction.",
        "halted",
    ),
    # move_plate is listed because the text explicitly asks the arm to carry the plate.
    (
        "troubleshoot1-29",
        "Reader timed out waiting for the plate (scheduler error SCH-118 at 08:57, the arm was "
        "paused). Have the PF400 move the plate from the shaker to the SpectraMax, then read "
        "fluorescence at 530 nm excitation / 590 nm emission - last time we used 544/590 and the "
        "bleed-through was bad.",
        "move_plate @precise_pf400 > read_fluorescence excitation_nm=530 emission_nm=590 @spectramax_i3x",
    ),
    (
        "troubleshoot1-30",
        "Supernatant was still turbid after 1,000 x g for 10 min on the VSpin. Use the HiG4 instead "
        "and spin 3,000 x g for 15 min.",
        "spin rcf_g=3000 duration_s=900 @bionex_hig4",
    ),
    (
        "troubleshoot1-31",
        "Shaker splashed at setting 7 (BioShake, plate P-3321, wells H10-H12 wet). Put it on speed 5 "
        "for 3 min this time.",
        "ask",
    ),
    (
        "troubleshoot1-32",
        "Half the PCR failed - the STAR left rows G and H empty (channel 6 'clot detected', error "
        "2/70 at 10:22). Redo the master-mix step on the STAR: 20 µL into rows G and H only, seal at "
        "170 °C for 2 s, then run on the ODTC: 95 °C 2 min, 35 cycles of 95 °C 15 s / 58 °C 15 s / "
        "72 °C 45 s, 72 °C 5 min, hold at 10 °C.",
        "transfer volume_ul=20 wells=24 @hamilton_star > seal temperature_c=170 duration_s=2"
        " > run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95"
        " denaturation_s=15 annealing_c=58 annealing_s=15 extension_c=72 extension_s=45"
        " final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    # "a bit less" is no volume, and the repeat spin has no settings: ask.
    (
        "troubleshoot1-33",
        "Took 180 µL of supernatant last time and sucked up part of the pellet (Fluent run 7731). "
        "Take off a bit less this time, then spin again.",
        "ask",
    ),
    # LabChip named for the failed QC; run_assay exists only on it, so the device is implied.
    (
        "troubleshoot1-34",
        "RNA plate failed QC on the LabChip last week because it warmed up (store log 2024-04-02 "
        "showed 25 °C for 40 min). Retrieve it from the cold store, peel it, and run the RNA assay "
        "on the LabChip for 96 samples.",
        "retrieve @cytomat_2c425 > peel > run_assay assay=rna sample_count=96 @labchip_gx_touch_ht",
    ),
    # 2 mL tubes fit only the 5424R (max 21,130 x g); the 5810R takes no 1.5/2 mL tubes.
    (
        "troubleshoot1-35",
        "Protein pellet wouldn't compact at 16,000 x g (5424R, run 0107, 'imbalance' warning 1:40 "
        "in). Spin the 2 mL tubes at 25,000 x g for 30 min at 4 °C.",
        "halted",
    ),
    (
        "troubleshoot1-36",
        "Bubbles in the 384 plate gave ragged curves last time (CFX384 run file 0419_QP.pcrd). Seal "
        "it at 165 °C for 3 s, spin 1 min at 1,000 x g, then run the qPCR on the CFX384: 95 °C 2 min, "
        "45 cycles of 95 °C 5 s and 60 °C 30 s.",
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60"
        " > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95"
        " denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "troubleshoot1-37",
        "Product was faint after 30 cycles on the ODTC (run 2311, no errors). Repeat the same PCR "
        "with 35 cycles.",
        "ask",
    ),
    (
        "troubleshoot1-38",
        "Edge wells gave low signal; the Flex was dispensing 45 µL with the 50 µL pipette (warning "
        "W-12 'low volume mode' at 09:03). Use 40 µL on the Opentrons Flex for the inner 60 wells "
        "only (B2-G11), shake 1 min at 1000 rpm, then read luminescence at 0.5 s integration.",
        "transfer volume_ul=40 wells=60 @opentrons_flex > shake speed_rpm=1000 duration_s=60"
        " > read_luminescence integration_s=0.5",
    ),
    (
        "troubleshoot1-39",
        "Digest was incomplete at 37 °C for 30 min in the ODTC. Hold it at 37 °C for 2 h on the ODTC "
        "this time, then heat-kill on the ODTC at 65 °C for 20 min.",
        "incubate temperature_c=37 duration_s=7200 @inheco_odtc"
        " > incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "troubleshoot1-40",
        "ODTC block probe reads about 2 °C low (service ticket 55-0192), so the product never melted "
        "at 98. On the ODTC set it to 101 °C: 101 °C 2 min, then 30 cycles of 101 °C 15 s, 60 °C 30 s, "
        "72 °C 1 min.",
        "halted",
    ),
    # move_plate is listed because the text asks the arm to carry the plate; "plate hotel" = Cytomat 24.
    (
        "troubleshoot1-41",
        "Plate got stuck on the sealer shuttle yesterday (a4S 'shuttle jam E-12' at 17:44). After "
        "sealing at 160 °C for 2.5 s, have the robot arm take it to the plate hotel and store it "
        "there.",
        "seal temperature_c=160 duration_s=2.5 > move_plate @precise_pf400 > store @cytomat_24",
    ),
    (
        "troubleshoot1-42",
        "Normalisation was off on the Biomek i5 (method NORM_v3, 'liquid level not found' in 9 "
        "wells at 13:51). Rerun on the i5: 30 µL water into columns 1-4, then mix columns 1-4 five "
        "times at 25 µL.",
        "transfer volume_ul=30 wells=32 @biomek_i5 > mix volume_ul=25 cycles=5 wells=32 @biomek_i5",
    ),
    (
        "troubleshoot1-43",
        "Chromatin was under-sheared last time (Bioanalyzer peak at 1,200 bp). Sonicate the plate "
        "3 x 30 s on ice, then spin 1 min at 1000 x g.",
        "ask",
    ),
    (
        "troubleshoot1-44",
        "Tecan Fluent run 2024-07-09 aborted ('Z-drive crash, arm 1' at 16:22) after column 4. "
        "Restart on the Fluent from column 5: 180 µL buffer into columns 5-12, then seal at 170 °C "
        "for 2 s and store at 8 °C in the cold store.",
        "transfer volume_ul=180 wells=64 @tecan_fluent > seal temperature_c=170 duration_s=2"
        " > store temperature_c=8 @cytomat_2c425",
    ),
    (
        "troubleshoot1-45",
        "Fifteen hundred x g wasn't enough, the beads stayed in suspension (centrifuge log #882, "
        "14:10). Do two thousand five hundred x g for ten minutes on the HiG 4.",
        "spin rcf_g=2500 duration_s=600 @bionex_hig4",
    ),
    (
        "troubleshoot1-46",
        "mCherry read was weak with em 610 (SpectraMax read 4471). Try ex 587 and em 870 so we get "
        "away from the autofluorescence.",
        "halted",
    ),
    (
        "troubleshoot1-47",
        "Yield was low with program RNA_Cells_v1 on the KingFisher (run 41, 'magnet home error' at "
        "10:03). Use program RNA_Cells_v2 on the KingFisher this time, transfer 15 µL of eluate to a "
        "PCR plate, then run the RNA Pico assay on the LabChip for 24 samples.",
        "run_program program=RNA_Cells_v2 @kingfisher_flex > transfer volume_ul=15"
        " > run_assay assay=rna_pico sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "troubleshoot1-48",
        "Dose-response came out flat - the Hamilton couldn't dispense 0.5 µL reliably (CV 28 %). "
        "Use the Echo to shoot 50 nL per well instead.",
        "ask",
    ),
    (
        "troubleshoot1-49",
        "Lysis incomplete at 37 °C / 800 rpm for 10 min on the thermoshaker. Go 56 °C, 1,000 rpm, "
        "30 min this time.",
        "shake speed_rpm=1000 duration_s=1800 temperature_c=56 @qinstruments_bioshake_3000t_elm",
    ),
    # sample_count is capped at 384 (one 384-well plate); 400 exceeds it.
    (
        "troubleshoot1-50",
        "Chip ran out mid-plate last time (LabChip log: 'chip prep expired after 352 samples'). "
        "Re-prime and run all 400 samples on the LabChip in one go with the Protein Express assay.",
        "halted",
    ),
    (
        "troubleshoot1-51",
        "Read at 562 nm after spinning - the last BCA read (at 595 by mistake, read 301) had bubbles. "
        "Incubate at 37 °C for 30 min first, then spin 1 min at 500 x g.",
        "incubate temperature_c=37 duration_s=1800 > spin rcf_g=500 duration_s=60"
        " > read_absorbance wavelength_nm=562",
    ),
    (
        "troubleshoot1-52",
        "MTT signal too low after 2 h (incubator log 2024-03-08 12:00-14:00). Extend to 4 h at "
        "37 °C and 5% CO2 in the 2C450, then read absorbance at 570 nm.",
        "incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450"
        " > read_absorbance wavelength_nm=570",
    ),
    (
        "troubleshoot1-53",
        "Proteinase K step didn't work at 50 °C (BioShake showed 'T-ramp timeout' E-05 at 10:12). "
        "Heat to 105 °C at 800 rpm for 10 min on the BioShake to denature everything.",
        "halted",
    ),
    (
        "troubleshoot1-54",
        "Same as Tuesday's run - 50 µL substrate on the Fluent, 15 min at 37 °C, then fluorescence - "
        "except use ex 340 / em 450 instead of 355/460 (read 0611-2 was filter-limited).",
        "transfer volume_ul=50 @tecan_fluent > incubate temperature_c=37 duration_s=900"
        " > read_fluorescence excitation_nm=340 emission_nm=450",
    ),
    # "at the same speed" refers back to the 16 000 x g just stated.
    (
        "troubleshoot1-55",
        "Column eluates smelled of ethanol - the dry spin was only 1 min at 11,000 x g (5424R S/N "
        "5424-AF-3319). Do the dry spin at 16 000 x g for 2 min and then a 1 min elution spin at the "
        "same speed.",
        "spin rcf_g=16000 duration_s=120 > spin rcf_g=16000 duration_s=60",
    ),
    (
        "troubleshoot1-56",
        "Meniscus artefacts at 340 nm last time - the plate wasn't spun (read 0922-A, CV 14 %). Spin "
        "on the VSpin at 200 xg for 2 mins, then read absorbance at 340 nm.",
        "spin rcf_g=200 duration_s=120 @agilent_vspin > read_absorbance wavelength_nm=340",
    ),
    (
        "troubleshoot1-57",
        "Nonspecific bands at 55 °C annealing (gel 2024-05-20_gel3). Raise annealing to 63 °C on the "
        "ODTC: 95 °C for 3 min; 32 cycles of 95 °C 20 s, 63 °C 20 s, 72 °C 40 s; 72 °C for 5 min; "
        "hold 4 °C.",
        "run_pcr cycles=32 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95"
        " denaturation_s=20 annealing_c=63 annealing_s=20 extension_c=72 extension_s=40"
        " final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "troubleshoot1-58",
        "OT-2 crashed into the tip rack in slot 10 (error 4000 'Pipette collision' at 15:31). Redo on "
        "the OT-2: 10 µL sample into wells A1-H1, then 90 µL buffer into A1-H1 as well, then mix "
        "A1-H1 3 times at 50 µL.",
        "transfer volume_ul=10 wells=8 @opentrons_ot2 > transfer volume_ul=90 wells=8 @opentrons_ot2"
        " > mix volume_ul=50 cycles=3 wells=8 @opentrons_ot2",
    ),
    (
        "troubleshoot1-59",
        "Last WST-1 read was at 1 h and too low (OD ~0.3, read 7-112). Retrieve the plate from the "
        "CO2 incubator, add 10 µL WST-1 per well on the STAR, incubate 3 h at 37 °C with 5 % CO2 in "
        "the CO2 incubator, shake 1 min at 300 rpm, then read absorbance at 440 nm.",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @hamilton_star"
        " > incubate temperature_c=37 duration_s=10800 co2_percent=5 @cytomat_2c450"
        " > shake speed_rpm=300 duration_s=60 > read_absorbance wavelength_nm=440",
    ),
    (
        "troubleshoot1-60",
        "Adapter dimers at 128 bp in the last LabChip trace (run 0528-NGS). Do a second clean-up on "
        "the KingFisher with program SPRI_0p8x, transfer 12 µL of each library to a PCR plate on the "
        "Biomek i7, then run the NGS 3K assay on the LabChip.",
        "run_program program=SPRI_0p8x @kingfisher_flex > transfer volume_ul=12 @biomek_i7_hybrid"
        " > run_assay assay=dna_ngs_3k @labchip_gx_touch_ht",
    ),
    (
        "troubleshoot1-61",
        "Replicate Cq spread was 1.5 cycles (pipetted on the OT-2, 2 µL template). Use the Fluent "
        "instead: 8 µL master mix into columns 1-12 of the 384 plate, then 2 µL template into the "
        "same columns 1-12, seal 165 °C 2 s, spin 1,000 x g 1 min, then CFX384: 95 °C 30 s, 40 "
        "cycles 95 °C 5 s / 60 °C 30 s.",
        "transfer volume_ul=8 wells=192 @tecan_fluent > transfer volume_ul=2 wells=192 @tecan_fluent"
        " > seal temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=60"
        " > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=30 denaturation_c=95"
        " denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    # room temperature: no temperature key on the spin.
    (
        "troubleshoot1-62",
        "Pellets smeared up the tube wall after 200 x g in the fixed-angle rotor (5810R, FA-45-6-30, "
        "run 5512). Spin the 15 mL tubes in the 5810R at 400 x g for 5 min at room temperature this "
        "time, then add 1 mL fresh medium to each tube on the STAR.",
        "spin rcf_g=400 duration_s=300 @eppendorf_5810r > transfer volume_ul=1000 @hamilton_star",
    ),
    (
        "troubleshoot1-63",
        "Bead pellet got aspirated on the Biomek i5 (method log 'Asp Z below bottom' 0x77 at 11:09, "
        "magnet 1 min). On the Biomek i5: magnet 3 min, then remove 90 µL supernatant, then add "
        "150 µL 80% ethanol.",
        "magnetic_separation duration_s=180 @biomek_i5 > transfer volume_ul=90 @biomek_i5"
        " > transfer volume_ul=150 @biomek_i5",
    ),
    (
        "troubleshoot1-64",
        "PCR product smeared on the LabChip; the 72 °C 2 min extension was too long. Seal at 170 °C "
        "for 3 s, rerun on the ODTC with a 1 min extension: 98 °C 30 s, 30x [98 °C 10 s, 60 °C 30 s, "
        "72 °C 60 s], 72 °C 5 min, hold 4 °C. Then peel and run DNA 5K on the LabChip, 96 samples.",
        "seal temperature_c=170 duration_s=3 > run_pcr cycles=30 initial_denaturation_c=98"
        " initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=30"
        " extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4"
        " @inheco_odtc > peel > run_assay assay=dna_5k sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "troubleshoot1-65",
        "Hotel retrieval failed last night (Cytomat 24 error 'Stacker 3 position 17 empty' at 23:58) "
        "because the plate was never put away. Peel the plate, read fluorescence at ex 488 / em 520, "
        "then store it in the Cytomat 24.",
        "peel > read_fluorescence excitation_nm=488 emission_nm=520 > store @cytomat_24",
    ),
    (
        "troubleshoot1-66",
        "Flex aspirated air from the reservoir ('Liquid not found' 3x at 10:14-10:16, reservoir at "
        "12 mL). Top up and redo on the Opentrons Flex: 150 μl per well into rows A-D, then shake "
        "30 s at 1,500 rpm.",
        "transfer volume_ul=150 wells=48 @opentrons_flex > shake speed_rpm=1500 duration_s=30",
    ),
    # move_plate is listed because the text asks the PF400 to carry the plate to the reader.
    (
        "troubleshoot1-67",
        "The arm dropped the plate at the VSpin door (PF400 error -1012 'gripper not closed', 07:45). "
        "Retry: VSpin 1 min at 800 × g, then the PF400 moves it to the reader, then read absorbance "
        "at 260 nm.",
        "spin rcf_g=800 duration_s=60 @agilent_vspin > move_plate @precise_pf400"
        " > read_absorbance wavelength_nm=260",
    ),
    (
        "troubleshoot1-68",
        "Seal came off in the fridge after last week's 2 s seal at 150 °C (plate ID 88213). Peel it, "
        "top up 20 µL buffer per well on the Hamilton STAR, reseal at 170 °C for 3 s, and store at "
        "4 °C in the 2C425.",
        "peel > transfer volume_ul=20 @hamilton_star > seal temperature_c=170 duration_s=3"
        " > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "troubleshoot1-69",
        "Organoids weren't big enough by day 5 (incubator log: door open 14 min at 09:20). Give them "
        "another 72 hr at 37 ºC, 5% CO2 in the Cytomat 2C450, then add 100 µL CellTiter-Glo on the "
        "i7 and read luminescence with 1 s integration.",
        "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450"
        " > transfer volume_ul=100 @biomek_i7_hybrid > read_luminescence integration_s=1",
    ),
    (
        "troubleshoot1-70",
        "Dilution plate read streaky on Monday (no spin, read 2207). On the HiG4, spin 3 min at "
        "1,000 x g - sorry, 1,200 x g - then read OD600.",
        "spin rcf_g=1200 duration_s=180 @bionex_hig4 > read_absorbance wavelength_nm=600",
    ),
]
