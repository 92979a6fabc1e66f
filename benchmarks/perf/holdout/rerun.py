"""Hold-out batch "rerun": requests framed around what went wrong (or right) on a previous run.
The scientist quotes the OLD values ("the 30 s pulse at 300 x g left droplets", "we'd used
165 °C, 1.5 s", "2 µL of template gave late Cts") and then states what to do THIS time; a right
plan uses only the new values. Phrasings vary: "instead of", "drop it to", "bump ... 3 °C higher",
"halve it", "double the time, same force", arrow notes ("500 -> 1200 x g"), "keep ... exactly as
last time (170 °C, 2 s)". Order traps ("before the plate goes into the hotel", "having first taken
the seal off", "after the ODTC run", "right before reading"). "ask" cases are ones where the new
value is only given as "same as last time" / "as before" / "an hour longer than last time"
without the number, or where the fix calls for rpm on a centrifuge, an instrument not in the
workcell (Eppendorf 5430, Tecan Spark) or a step nothing here can do (vortex, sonicate).
"halted" cases push a value past every suitable instrument's or labware's limit. A couple of
cases say "same ... as last time" about something that needs no number (plate layout) or quote
the value, and must NOT be asked about. Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "rr_s01",
        "Seal lifted at the corners during cycling on Tuesday's run (we'd used 165 °C, 1.5 s on "
        "the a4S). Re-seal the PCR plate on the a4S at 180 °C for 2.5 s this time.",
        "seal temperature_c=180 duration_s=2.5 @azenta_a4s",
    ),
    (
        "rr_s02",
        "Yesterday's OD read went out at 560 nm by mistake -- re-read the culture plate on the "
        "SpectraMax at 600 nm.",
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "rr_s03",
        "Droplets were still hanging on the well walls of the PCR plate after the 30 s pulse at "
        "300 x g. Spin it at 1000 x g for 1 min in the VSpin.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "rr_s04",
        "The beads settled in the deep-well plate because 400 rpm was too gentle last time. "
        "BioShake at 1200 rpm for 10 min please.",
        "shake speed_rpm=1200 duration_s=600 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "rr_s05",
        "We only put 25 µL of master mix into columns 1-3 on the last run and those wells ran dry "
        "in the cycler. Hamilton STAR: dispense 45 uL into columns 1 to 3 of the 96-well PCR "
        "plate.",
        "transfer volume_ul=45 @hamilton_star wells=24",
    ),
    (
        "rr_s06",
        "Cells were under-stimulated after only 2 h at 37 °C. This round, incubate the plate in "
        "the Cytomat for 4 hrs at 37 °C.",
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450",
    ),
    (
        "rr_s07",
        "CellTiter-Glo values were all over the place with the 0.1 s integration we used last "
        "time. Re-read luminescence, 0.5 s per well.",
        "read_luminescence integration_s=0.5",
    ),
    (
        "rr_s08",
        "Wrong filter pair on the last read -- someone left it on 485/520 for a red dye. Please "
        "read fluorescence at excitation 560 nm, emission 590 nm.",
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "rr_s09",
        "Primer dimers everywhere with the 55 °C anneal on the last qPCR plate. Rerun the "
        "384-well plate on the CFX384: 95 °C for 3 min, then 40 cycles of 95 °C 10 s and 62 °C "
        "30 s.",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 "
        "denaturation_c=95 denaturation_s=10 annealing_c=62 annealing_s=30 @biorad_cfx384",
    ),
    (
        "rr_s10",
        "The assay plates warmed up sitting in the hotel overnight. Put this one in the plate "
        "fridge at 4 °C instead.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rr_s11",
        "Pellet wasn't tight after 5 min at 8,000 x g. Spin the 1.5 mL tubes in the 5424 R at "
        "16,000 x g for 10 minutes at 4 °C.",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "rr_s12",
        "The last LabChip run only sampled 48 wells; we need all 96 this time. DNA 1K assay on "
        "the GX Touch.",
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "rr_s13",
        "Barely any band after 25 cycles. Run it again on the ODTC with 35 cycles: 98 °C 10 s, "
        "60 °C 20 s, 72 °C 30 s, then 72 °C for 5 min and hold at 4 °C.",
        "run_pcr cycles=35 denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=20 "
        "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 "
        "@inheco_odtc",
    ),
    (
        "rr_s14",
        "the 50 mL conicals only got 1500 x g last time and the pellet slid out when decanting -> "
        "5810 R, 3000 x g, 15 mins, 4 degC",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "rr_s15",
        "Last time we read the whole plate at 405 nm, which was pointless since only the "
        "standards matter. Read just row A at 450 nm.",
        "read_absorbance wavelength_nm=450 wells=12",
    ),
    (
        "rr_s16",
        "5 µL of template on the OT-2 wasn't enough signal. Go 8 ul into wells A1-A6 of the PCR "
        "plate.",
        "transfer volume_ul=8 @opentrons_ot2 wells=6",
    ),
    (
        "rr_s17",
        "Mixing with 20 µL didn't resuspend the beads last time. On the Opentrons Flex, mix "
        "80 µL ten times in each well.",
        "mix volume_ul=80 @opentrons_flex",
    ),
    (
        "rr_s18",
        "The PCR strips still had liquid in the caps after a 10 s quick spin. Give them 1 min at "
        "2,000 xg in the microcentrifuge.",
        "spin rcf_g=2000 duration_s=60 @eppendorf_5424r",
    ),
    (
        "rr_s19",
        "Last run the Fluent added 200 µL lysis buffer per well and the 96-well plate overflowed "
        "once the beads went in. Halve the lysis buffer volume this time -- Fluent, every well.",
        "transfer volume_ul=100 @tecan_fluent",
    ),
    (
        "rr_s20",
        "Non-specific bands with the 55 °C anneal. Bump the annealing 3 °C higher; everything "
        "else as written here: 35 cycles on the ODTC, 95 °C 30 s, anneal 45 s, 72 °C 1 min.",
        "run_pcr cycles=35 denaturation_c=95 denaturation_s=30 annealing_c=58 annealing_s=45 "
        "extension_c=72 extension_s=60 @inheco_odtc",
    ),
    (
        "rr_s21",
        "The enzyme lost activity at 42 °C on the thermoshaker last time. Run the plate at "
        "25 °C, 750 rpm, 20 min instead.",
        "shake speed_rpm=750 duration_s=1200 temperature_c=25 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "rr_s22",
        "Same 384-well plate layout as last time, but the STAR adds 12 µL instead of 8 µL to "
        "every well -- the 8 µL reactions dried out at the edges.",
        "transfer volume_ul=12 @hamilton_star",
    ),
    # ================================================================ two or three steps
    (
        "rr_m01",
        "The VSpin at 200 x g for 30 s didn't clear the bubbles and the A450 values were jumpy. "
        "Spin at 800 x g for 1.5 min this time, then read absorbance at 450 nm.",
        "spin rcf_g=800 duration_s=90 @agilent_vspin > read_absorbance wavelength_nm=450",
    ),
    (
        "rr_m02",
        "The seal wrinkled at 190 °C / 4 s last time. Before the plate goes into the hotel, seal "
        "it at 170 °C for 2 s.",
        "seal temperature_c=170 duration_s=2 > store @cytomat_24",
    ),
    (
        "rr_m03",
        "Read fluorescence at 485/528 after shaking on the thermoshaker at 30 °C, 600 rpm for "
        "15 min -- last time we skipped the heat and shook at 300 rpm, and the signal was patchy.",
        "shake speed_rpm=600 duration_s=900 temperature_c=30 @qinstruments_bioshake_3000t_elm "
        "> read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "rr_m04",
        "Ct values drifted because the STAR dispensed 15 µL instead of 10. Redo it: the STAR puts "
        "10 µL reaction mix into every well of the 384-well PCR plate, seal at 175 °C for 3 s, "
        "then the CFX384 runs 45 cycles of 95 °C 15 s / 60 °C 1 min.",
        "transfer volume_ul=10 @hamilton_star > seal temperature_c=175 duration_s=3 > run_qpcr "
        "cycles=45 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 "
        "@biorad_cfx384",
    ),
    (
        "rr_m05",
        "The glow read came out flat because the plate was still sealed (and we'd set 2 s "
        "integration). Read luminescence with 1 s integration, having first taken the seal off "
        "with the peeler.",
        "peel @azenta_xpeel > read_luminescence integration_s=1",
    ),
    (
        "rr_m06",
        "Elution plate went into storage unspun last time and droplets sat on the seal. Spin it "
        "for 2 min at 1,500 x g in the HiG4, then send it to the cold store at 4 °C.",
        "spin rcf_g=1500 duration_s=120 @bionex_hig4 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rr_m07",
        "Proteinase K digestion at 50 °C for 10 min was incomplete. On the ODTC: 56 °C for "
        "0.5 h, then 95 °C for 10 min to inactivate.",
        "incubate temperature_c=56 duration_s=1800 @inheco_odtc > incubate temperature_c=95 "
        "duration_s=600 @inheco_odtc",
    ),
    (
        "rr_m08",
        "Standards came out too dilute -- we'd added 50 µL diluent. Add 25 µL diluent to columns "
        "11 and 12 with the Fluent, then pipette-mix 20 µL.",
        "transfer volume_ul=25 @tecan_fluent wells=16 > mix volume_ul=20",
    ),
    (
        "rr_m09",
        "Last BCA got read at 595 nm (that's the Bradford setting, not BCA). Read absorbance at "
        "562 nm after pulling the plate out of the Cytomat 24.",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=562",
    ),
    (
        "rr_m10",
        "Yield was low with only 200 µL lysate per well. Biomek i5 transfers 0.4 mL lysate into "
        "each well of the deep-well plate, then run the MagMAX_Viral program on the KingFisher "
        "Flex.",
        "transfer volume_ul=400 @biomek_i5 > run_program @kingfisher_flex",
    ),
    (
        "rr_m11",
        "The arm dropped the plate into the hotel instead of the incubator last night. Have the "
        "PF400 carry the plate to the CO2 incubator and incubate overnight at 37 °C.",
        "move_plate @precise_pf400 > incubate temperature_c=37 @cytomat_2c450",
    ),
    (
        "rr_m12",
        "We spun the deep-well block at room temperature last run and the RNA degraded. "
        "Refrigerated centrifuge this time: 2,500 x g, 5 min, 4 °C, then straight into the plate "
        "fridge.",
        "spin rcf_g=2500 duration_s=300 temperature_c=4 @eppendorf_5810r > store @cytomat_2c425",
    ),
    (
        "rr_m13",
        "The 384-well plate splashed into neighbouring wells when we shook it at 2000 rpm. Shake "
        "at 1000 rpm for 1 min, then spin for 1 min at 500×g.",
        "shake speed_rpm=1000 duration_s=60 > spin rcf_g=500 duration_s=60",
    ),
    (
        "rr_m14",
        "Before cycling on the ODTC, seal at 170 °C for 2 s and spin 1 min at 1000 x g -- last "
        "week the plate went in unspun and half the wells had bubbles. Cycling: 30 cycles of 95, "
        "55 and 72 °C, 30 s each.",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > run_pcr cycles=30 "
        "denaturation_c=95 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 "
        "extension_s=30 @inheco_odtc",
    ),
    (
        "rr_m15",
        "Keep the seal exactly as last time -- 170 °C, 2 s -- but the spin afterwards was too "
        "weak at 1000 x g for 1 min; make it 1500 x g for 3 min.",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1500 duration_s=180",
    ),
    (
        "rr_m16",
        "Changes vs run 14: spin 500 -> 1200 x g (keep it at 90 s), read 620 -> 650 nm. Spin "
        "then read, as before.",
        "spin rcf_g=1200 duration_s=90 > read_absorbance wavelength_nm=650",
    ),
    (
        "rr_m17",
        "Read fluorescence at 530/590 once the plate has had 45 min at 37 °C in the CO2 "
        "incubator -- same 37 °C as last run, but 20 min was too short for the substrate.",
        "incubate temperature_c=37 duration_s=2700 @cytomat_2c450 > read_fluorescence "
        "excitation_nm=530 emission_nm=590",
    ),
    (
        "rr_m18",
        "The 30 s spin at 12,000 x g left beads floating in the PCR strips. Double the spin time "
        "at the same force in the 5424R, then have the OT-2 take 15 µL of supernatant from each "
        "strip tube.",
        "spin rcf_g=12000 duration_s=60 @eppendorf_5424r > transfer volume_ul=15 @opentrons_ot2",
    ),
    (
        "rr_m19",
        "We loaded 1.2 mL per well last time and the KingFisher overflowed. Load 800 µL per well "
        "with the Fluent, shake 5 min at 800 rpm on the BioShake, then run the BloodDNA program "
        "on the KingFisher.",
        "transfer volume_ul=800 @tecan_fluent > shake speed_rpm=800 duration_s=300 "
        "@qinstruments_bioshake_3000t_elm > run_program @kingfisher_flex",
    ),
    (
        "rr_m20",
        "Spinning the tubes at 20,000 x g for 30 min at 4 °C was overkill and the pellet was "
        "impossible to resuspend. 5424 R at 12,000 x g for 5 min, 4 °C, then the Biomek i7 "
        "moves 0.15 mL of supernatant into columns 1 and 2 of a flat 96-well plate, then read at "
        "260 nm.",
        "spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r > transfer "
        "volume_ul=150 @biomek_i7_hybrid wells=16 > read_absorbance wavelength_nm=260",
    ),
    # ================================================================ four or more steps
    (
        "rr_l01",
        "The TMB sat for 30 min last time and the OD450 saturated. This run: the Biomek i7 adds "
        "100 µL TMB to all wells, BioShake at 500 rpm for 5 min, then 50 µL stop solution, then "
        "read at 450 nm.",
        "transfer volume_ul=100 @biomek_i7_hybrid > shake speed_rpm=500 duration_s=300 "
        "@qinstruments_bioshake_3000t_elm > transfer volume_ul=50 > read_absorbance "
        "wavelength_nm=450",
    ),
    (
        "rr_l02",
        "Cells died with the 24 h compound exposure. Fluent adds 10 µL compound to columns 2-11, "
        "the PF400 moves the plate into the CO2 incubator for 6 h at 37 °C, then the Fluent adds "
        "100 µL CellTiter-Glo, shake 2 min at 300 rpm, and read luminescence.",
        "transfer volume_ul=10 @tecan_fluent wells=80 > move_plate @precise_pf400 > incubate "
        "temperature_c=37 duration_s=21600 @cytomat_2c450 > transfer volume_ul=100 @tecan_fluent "
        "> shake speed_rpm=300 duration_s=120 > read_luminescence",
    ),
    (
        "rr_l03",
        "Lost the small fragments with 0.8x beads last time (40 µL on 50 µL of PCR product). Go "
        "1.8x: the Biomek i5 adds 90 µL beads to columns 1-4 of the PCR plate, mix by pipetting "
        "80 µL, shake 5 min at 1800 rpm, then spin 30 s at 300 x g.",
        "transfer volume_ul=90 @biomek_i5 wells=32 > mix volume_ul=80 > shake speed_rpm=1800 "
        "duration_s=300 > spin rcf_g=300 duration_s=30",
    ),
    (
        "rr_l04",
        "2 µL of template gave late Cts on the last plate. Retrieve the 384-well PCR plate from "
        "the plate fridge, the OT-2 adds 5 µL template to every well, seal at 165 °C for 2 s, "
        "spin 1 min at 1,000 g, and run it on the CFX384: 95 °C 2 min, then 40 cycles of 95 °C "
        "5 s / 60 °C 30 s.",
        "retrieve @cytomat_2c425 > transfer volume_ul=5 @opentrons_ot2 > seal temperature_c=165 "
        "duration_s=2 > spin rcf_g=1000 duration_s=60 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=120 cycles=40 denaturation_c=95 denaturation_s=5 annealing_c=60 "
        "annealing_s=30 @biorad_cfx384",
    ),
    (
        "rr_l05",
        "Top standard saturated after 30 min at 37 °C in the last BCA. This time the STAR adds "
        "200 µL working reagent to columns 1-6, shake 30 sec at 600 rpm, incubate 15 min at "
        "37 °C, read at 562 nm.",
        "transfer volume_ul=200 @hamilton_star wells=48 > shake speed_rpm=600 duration_s=30 > "
        "incubate temperature_c=37 duration_s=900 > read_absorbance wavelength_nm=562",
    ),
    (
        "rr_l06",
        "The plate we resealed at 150 °C for 0.5 s leaked in the fridge. Peel it, have the Flex "
        "add 20 µL stop buffer to every well, reseal at 185 °C for 2 s, spin 30 s at 500 x g, "
        "and store at 4 °C.",
        "peel > transfer volume_ul=20 @opentrons_flex > seal temperature_c=185 duration_s=2 > "
        "spin rcf_g=500 duration_s=30 > store temperature_c=4",
    ),
    (
        "rr_l07",
        "Start with the Biomek i7 adding 50 µL substrate and end with the fluorescence read at "
        "490/520 nm. In between: 20 min on the BioShake at 37 °C, 400 rpm, and -- this is what "
        "went wrong last run, when we spun at 100 x g and condensation ruined the read -- a 1 min "
        "spin at 300 x g right before reading.",
        "transfer volume_ul=50 @biomek_i7_hybrid > shake speed_rpm=400 duration_s=1200 "
        "temperature_c=37 @qinstruments_bioshake_3000t_elm > spin rcf_g=300 duration_s=60 > "
        "read_fluorescence excitation_nm=490 emission_nm=520",
    ),
    (
        "rr_l08",
        "The 50 mL lysate tubes only got 2,000 x g last time and debris carried over into the "
        "KingFisher. Spin the 50 mL tubes 10 min at 3,200 x g, 4 °C in the 5810R; the STAR moves "
        "500 µL of cleared lysate into the 96 deep-well plate; run the PureLink_gDNA program on "
        "the KingFisher; store the eluate plate in the cold store at 4 °C.",
        "spin rcf_g=3200 duration_s=600 temperature_c=4 @eppendorf_5810r > transfer "
        "volume_ul=500 @hamilton_star > run_program @kingfisher_flex > store temperature_c=4 "
        "@cytomat_2c425",
    ),
    (
        "rr_l09",
        "The LabChip read nothing last time because only 5 µL of product was left in the wells. "
        "After the ODTC run (95 °C 2 min; 30 cycles of 95 °C 15 s, 58 °C 15 s, 72 °C 45 s; "
        "72 °C 3 min), have the OT-2 add 20 µL water to each well, spin 1 min at 1000 x g, then "
        "run all 96 samples on the LabChip.",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=30 "
        "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=15 extension_c=72 "
        "extension_s=45 final_extension_c=72 final_extension_s=180 @inheco_odtc > transfer "
        "volume_ul=20 @opentrons_ot2 > spin rcf_g=1000 duration_s=60 > run_assay sample_count=96 "
        "@labchip_gx_touch_ht",
    ),
    (
        "rr_l10",
        "Left in the CO2 incubator at 37 °C overnight last time, the plate evaporated. Seal at "
        "170 °C for 2 s, put it in the plate fridge at 4 °C overnight, then tomorrow retrieve it, "
        "peel, and read at 280 nm.",
        "seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425 > retrieve "
        "@cytomat_2c425 > peel > read_absorbance wavelength_nm=280",
    ),
    (
        "rr_l11",
        "Normalization was off because the STAR added 30 µL buffer to all 96 wells. This time: "
        "first the STAR adds 15 µL to columns 1-6, then 30 µL to columns 7-12 only. Then mix "
        "10 µL and seal 3 s at 172 °C.",
        "transfer volume_ul=15 @hamilton_star wells=48 > transfer volume_ul=30 @hamilton_star "
        "wells=48 > mix volume_ul=10 > seal temperature_c=172 duration_s=3",
    ),
    (
        "rr_l12",
        "Bubbles again after the 1 min 500 x g spin. This time: the i7 dispenses 40 µL substrate "
        "into the 384-well plate, spin 2 min at 1200 x g on the HiG4, incubate 1 h at 37 °C in "
        "the incubator, then read fluorescence 340/460.",
        "transfer volume_ul=40 @biomek_i7_hybrid > spin rcf_g=1200 duration_s=120 @bionex_hig4 "
        "> incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > read_fluorescence "
        "excitation_nm=340 emission_nm=460",
    ),
    (
        "rr_l13",
        "MTT: the formazan wasn't dissolved after 5 min at 300 rpm on the last plate. Biomek i7 "
        "adds 100 µL DMSO to every well, shake 15 min at 900 rpm on the plate shaker, spin 1 min "
        "at 200 x g in the VSpin, and read at 570 nm.",
        "transfer volume_ul=100 @biomek_i7_hybrid > shake speed_rpm=900 duration_s=900 > spin "
        "rcf_g=200 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=570",
    ),
    (
        "rr_l14",
        "Ligation efficiency was poor at 16 °C for 30 min. The Biomek i5 adds 10 µL ligase mix "
        "to column 1 of the PCR plate, ODTC at 25 °C for 1 h, then 65 °C for 10 min to "
        "heat-kill, spin 30 s at 500 x g, and into the cold store at 4 °C.",
        "transfer volume_ul=10 @biomek_i5 wells=8 > incubate temperature_c=25 duration_s=3600 "
        "@inheco_odtc > incubate temperature_c=65 duration_s=600 @inheco_odtc > spin rcf_g=500 "
        "duration_s=30 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rr_l15",
        "After spinning the 96-well PCR plate at 2,000 x g for 3 min in the HiG4 (the VSpin's "
        "1000 x g didn't pull the condensate down last time), peel it; before that spin, though, "
        "incubate it on the ODTC at 37 °C for 15 min. Finish with a 405 nm read.",
        "incubate temperature_c=37 duration_s=900 @inheco_odtc > spin rcf_g=2000 duration_s=180 "
        "@bionex_hig4 > peel > read_absorbance wavelength_nm=405",
    ),
    (
        "rr_l16",
        "Last time the a4S ran at 158 °C for 1.2 s and the seal popped off on the 37 °C shaker. "
        "Seal at 178 °C for 2.5 s, heater-shaker at 37 °C and 1000 rpm for 1 h, spin 1 min at "
        "1000 x g, and park it in the hotel.",
        "seal temperature_c=178 duration_s=2.5 @azenta_a4s > shake speed_rpm=1000 "
        "duration_s=3600 temperature_c=37 > spin rcf_g=1000 duration_s=60 > store @cytomat_24",
    ),
    (
        "rr_l17",
        "Dual-Glo last time: firefly read at 0.2 s integration -- too short. This run: the Fluent "
        "adds 75 µL Dual-Glo reagent, shake 10 min at 400 rpm, read luminescence at 1 s; then the "
        "Fluent adds 75 µL Stop & Glo, shake another 10 min at 400 rpm, and read luminescence "
        "again at 1 s.",
        "transfer volume_ul=75 @tecan_fluent > shake speed_rpm=400 duration_s=600 > "
        "read_luminescence integration_s=1 > transfer volume_ul=75 @tecan_fluent > shake "
        "speed_rpm=400 duration_s=600 > read_luminescence integration_s=1",
    ),
    # ================================================================ ask
    (
        "rr_a01",
        "Seal the plate the same way as last time, then send it to the cold store at 4 °C.",
        "ask",
    ),
    (
        "rr_a02",
        "Spin the deep-well plate at the same speed as last run, but 10 min instead of 5.",
        "ask",
    ),
    (
        "rr_a03",
        "Last run the VSpin at 500 x g wasn't enough. Spin the 96-well plate at 4000 rpm for "
        "10 min this time.",
        "ask",
    ),
    (
        "rr_a04",
        "The 5424 R queue cost us an hour last time; use the Eppendorf 5430 for the 1.5 mL tubes "
        "instead, 15,000 x g for 5 min.",
        "ask",
    ),
    (
        "rr_a05",
        "30 s on the BioShake didn't dissolve the pellet last time; vortex the tubes for 1 min "
        "instead.",
        "ask",
    ),
    (
        "rr_a06",
        "The SpectraMax saturated at 450 nm last time, so read the plate on the Tecan Spark this "
        "run, same 450 nm.",
        "ask",
    ),
    (
        "rr_a07",
        "Repeat last week's PCR on the ODTC with the same cycling program, just 32 cycles "
        "instead of 28.",
        "ask",
    ),
    (
        "rr_a08",
        "Lysis was incomplete last run -- sonicate the lysate plate for 30 s before the "
        "KingFisher program.",
        "ask",
    ),
    (
        "rr_a09",
        "Shake 10 min at 700 rpm on the BioShake, then read fluorescence with the same filters "
        "as last time.",
        "ask",
    ),
    (
        "rr_a10",
        "Incubate the cell plate in the Cytomat as before, but an hour longer than last time.",
        "ask",
    ),
    # ================================================================ halted
    (
        "rr_h01",
        "2,000 x g didn't pellet the debris in the clear flat-bottom 96-well plate last time; go "
        "to 4,500 x g for 10 min on the plate centrifuge.",
        "halted",
    ),
    (
        "rr_h02",
        "The seal didn't hold at 190 °C for 3 s. Crank the a4S up to 230 °C, same 3 s.",
        "halted",
    ),
    (
        "rr_h03",
        "Beads weren't resuspended at 2800 rpm; go to 3500 rpm for 2 min on the BioShake.",
        "halted",
    ),
    (
        "rr_h04",
        "The wells were only half full with 150 µL last time -- have the STAR fill each well of "
        "the flat-bottom 96-well plate with 450 µL.",
        "halted",
    ),
    (
        "rr_h05",
        "16,000 x g left a loose pellet. Spin the 1.5 mL tubes at 25,000 x g for 10 min in the "
        "5424 R.",
        "halted",
    ),
    (
        "rr_h06",
        "Denaturing at 94 °C was too weak for this GC-rich template. ODTC: 30 cycles of 102 °C "
        "30 s, 60 °C 30 s, 72 °C 1 min.",
        "halted",
    ),
    (
        "rr_h07",
        "230 nm didn't pick up the peptide bonds well enough; read absorbance at 200 nm this "
        "time.",
        "halted",
    ),
    (
        "rr_h08",
        "42 °C barely induced HSP70 last run. Put the cell plate in the Cytomat 2C450 at 55 °C "
        "for 2 h.",
        "halted",
    ),
    (
        "rr_h09",
        "The 384-well assay plate was under-filled at 50 µL. Dispense 150 µL into every well of "
        "the 384-well plate this time.",
        "halted",
    ),
]
