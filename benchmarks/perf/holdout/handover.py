"""Hold-out batch "handover": end-of-shift hand-over notes between technicians and scientists.
Someone leaving for the day (or the weekend) writes what the next person, or the workcell, must
run, mixed with context about what is already done ("plates are already in the hotel", "I've
added the buffer", "the KingFisher run is already going"): those finished steps are NOT to be
planned. Names, times of day, small asides ("back Monday", "the -20 door sticks"), reminders and
occasional self-corrections ("no wait, forget the seal"). Lengths range from one line to a long
paragraph; some notes use bullets, some are prose. Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "ho_s01",
        "Tom - heading out at 4. The PCR plate is balanced and already on the arm nest. "
        "HiG4, 1200 x g, 2 min please. Cheers, Ana",
        "spin rcf_g=1200 duration_s=120 @bionex_hig4",
    ),
    (
        "ho_s02",
        "For whoever's on tomorrow morning: the ELISA plate is developed and stopped (I added the "
        "stop solution at 5:40, so don't add anything). Just read it at 450 nm on the SpectraMax "
        "first thing. Thanks! - Kofi",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "ho_s03",
        "Night shift: seal the 384 PCR plate on the a4S, 170°C / 3 sec. That's it.",
        "seal temperature_c=170 duration_s=3 @azenta_a4s",
    ),
    (
        "ho_s04",
        "Marta, the 24 lysates (1.5 ml tubes) are on ice by the sink, already labelled and "
        "balanced. Pellet the debris in the 5424 R: 15,000 rcf, 12 minutes, 4 degrees. I'll take "
        "the supernatants off when I'm in at 9.",
        "spin rcf_g=15000 duration_s=720 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "ho_s05",
        "Left at 6:15. Everything's cleaned up and the deck is empty. Only job left: the two assay "
        "plates go into the Cytomat 2C425 at 4 °C for the weekend.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "ho_s06",
        "CellTiter-Glo is in (added at 3:50, and the 10 min equilibration will be over by the "
        "time you read this). Read luminescence, 0.5 s integration per well. - J.",
        "read_luminescence integration_s=0.5",
    ),
    (
        "ho_s07",
        "Reminder for Lena: resazurin plate on the i3x, fluorescence ex 560 / em 590. The dye "
        "went in at lunchtime so it has had its 4 h already.",
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "ho_s08",
        "Hi Sam, beads and sample are already combined in the deep-well plate. Put it on the "
        "BioShake at 1,200 rpm for 10 minutes, no heat please. Thanks, Greta",
        "shake speed_rpm=1200 duration_s=600 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "ho_s09",
        "Transfected plates are done (Hao plated them at 2pm). They just need to go in the CO2 "
        "incubator, 37 °C, 48 hrs. Don't forget to sign the incubator log!",
        "incubate temperature_c=37 duration_s=172800",
    ),
    (
        "ho_s10",
        "The plate Ravi needs at 8 still has its foil seal on - pull it off on the XPeel so it's "
        "ready when he gets in. Nothing else on the list.",
        "peel @azenta_xpeel",
    ),
    (
        "ho_s11",
        "Kim: 48 PCR products sitting in the left half of the PCR plate, seal's already off and "
        "they're diluted. Run them on the LabChip GX with the DNA 1K assay - 48 samples. Chip "
        "was primed at 4:30 so it's good to go.",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "ho_s12",
        "PCR plate is set up and sealed (mix + template, 25 µL per well). On the ODTC please: "
        "95 °C 3 min, then 30 cycles of 95 °C 20 s / 58 °C 30 s / 72 °C 45 s, final extension "
        "72 °C 5 min, hold at 4. Off to the airport, back Monday!",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=30 denaturation_c=95 "
        "denaturation_s=20 annealing_c=58 annealing_s=30 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "ho_s13",
        "Buffer reservoir is filled and on the deck (position 3). Hamilton STAR: 150 ul buffer "
        "into rows A and B of the flat 96-well plate. Nothing else for tonight.",
        "transfer volume_ul=150 @hamilton_star wells=24",
    ),
    (
        "ho_s14",
        "qPCR plate is loaded - 10 uL reactions, sealed and spun already. Over to the CFX384: "
        "95°C for 2 min, then 40 cycles of 95°C for 5 sec and 60°C for 30 sec. Andrea will do "
        "the analysis Tuesday.",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "ho_s15",
        "Can the morning person pull plate #3 out of the hotel before 8:30? Mia needs it for the "
        "group meeting.",
        "retrieve",
    ),
    (
        "ho_s16",
        "Ligation plate (96 PCR plate) is already sitting on the ODTC, lid closed. Just run it at "
        "16 °C for 30 min; after that it can stay there till I'm back.",
        "incubate temperature_c=16 duration_s=1800 @inheco_odtc",
    ),
    (
        "ho_s17",
        "BCA plate: standards in columns 1-2 and samples in 3-8, all pipetted, working reagent "
        "went on at 4:45. It's on the thermoshaker for its 30 min at 37 and that finishes by "
        "itself - don't touch it. After that, read A562 on columns 1 to 8 only.",
        "read_absorbance wavelength_nm=562 wells=64",
    ),
    (
        "ho_s18",
        "One-liner for the robot: OT-2, 75 µl PBS into wells A1-A6 of the flat plate.",
        "transfer volume_ul=75 @opentrons_ot2 wells=6",
    ),
    (
        "ho_s19",
        "Joy - the 24-deep-well block with the overnight cultures is in the cold room, balanced "
        "with the blank block. Pellet it on the 5810R at 2,500 x g for 10 min. That's all; I'll "
        "do the minipreps myself.",
        "spin rcf_g=2500 duration_s=600 @eppendorf_5810r",
    ),
    (
        "ho_s20",
        "Please have the Biomek i5 dispense 200 µL of LB into columns 1-3 of the deep-well plate; "
        "Elena will inoculate by hand at 10.",
        "transfer volume_ul=200 @biomek_i5 wells=24",
    ),
    # ================================================================ two or three steps
    (
        "ho_m01",
        "Phil, I've added the detection reagent to all wells (at 5:05). Shake it 30 s at 800 rpm "
        "on the BioShake, then read luminescence with 1 s integration. I'm off at 5:30.",
        "shake speed_rpm=800 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=1",
    ),
    (
        "ho_m02",
        "Before you read the OD plate at 600 nm, give it a quick spin on the VSpin (500 x g, "
        "1 min) to knock the bubbles down. The cultures are already grown and Jo filled the plate "
        "at noon.",
        "spin rcf_g=500 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=600",
    ),
    (
        "ho_m03",
        "Samples are in the hotel. Tomorrow: retrieve the sample plate, seal it at 160 °C for 2 s, "
        "and put it in the plate fridge at 8 °C. The foil roll was changed today, so the sealer's "
        "ready.",
        "retrieve > seal temperature_c=160 duration_s=2 > store temperature_c=8",
    ),
    (
        "ho_m04",
        "Hi Dev. Both deep-well blocks are balanced against each other. Spin them on the 5810 R, "
        "2,500 xg, 10 min, 4 C; after that into the cold store at 4 °C until I'm back Thursday.",
        "spin rcf_g=2500 duration_s=600 temperature_c=4 @eppendorf_5810r > store temperature_c=4",
    ),
    (
        "ho_m05",
        "Template is already in the 96 PCR plate (5 µL each, did it before lunch). Fluent: 20 µL "
        "master mix into every well, then heat-seal at 165 °C for 2.5 s. Master mix is in the "
        "reservoir on the cooled position.",
        "transfer volume_ul=20 @tecan_fluent > seal temperature_c=165 duration_s=2.5",
    ),
    (
        "ho_m06",
        "I started the KingFisher 'MagMAX_Viral_RNA' run at 5:50 (~25 min). Once it has finished, "
        "seal the elution plate at 175 °C for 2 s and store it at 4 °C in the 2C425. Thanks Omar!",
        "seal temperature_c=175 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "ho_m07",
        "The sealed plate from yesterday's assay is in the cold store. Take it out, peel it on the "
        "XPeel, then read fluorescence 485/535 (ex/em).",
        "retrieve > peel @azenta_xpeel > read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "ho_m08",
        "Cells were seeded in the 384-well plate this morning (Bea). OT-2: 30 µL of the diluted "
        "compound from the 12-column reservoir into columns 1-6 of the 384 plate, then shake "
        "1 min at 1,000 rpm. Columns 7-24 stay as vehicle, already done.",
        "transfer volume_ul=30 @opentrons_ot2 wells=96 > shake speed_rpm=1000 duration_s=60",
    ),
    (
        "ho_m09",
        "Substrate went in at 16:10. Incubate 20 minutes at room temp in the dark, then read "
        "A405. pNPP bottle is back in the fridge.",
        "incubate duration_s=1200 > read_absorbance wavelength_nm=405",
    ),
    (
        "ho_m10",
        "Eight 15 mL Falcons are in the rack next to the 5810R. Spin them at 3,000 x g for 5 min "
        "at room temperature; afterwards the Biomek i7 takes 500 µl of supernatant from each tube "
        "into the deep-well plate. Careful, tube 6 is a bit short.",
        "spin rcf_g=3000 duration_s=300 @eppendorf_5810r > transfer volume_ul=500 @biomek_i7_hybrid",
    ),
    (
        "ho_m11",
        "Peel, then A260 on the SpectraMax. Plate's on the arm nest. ta",
        "peel > read_absorbance wavelength_nm=260 @spectramax_i3x",
    ),
    (
        "ho_m12",
        "Priya's 384 qPCR plate is sealed and sitting in the hotel. Spin it down first (HiG4, "
        "1000 × g, 1 min), then CFX384: initial 95 °C 3 min, then 40 cycles of 95 °C 10 s, "
        "60 °C 30 s.",
        "spin rcf_g=1000 duration_s=60 @bionex_hig4 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=10 annealing_c=60 "
        "annealing_s=30 @biorad_cfx384",
    ),
    (
        "ho_m13",
        "Overnight job: thermoshaker at 30 °C, 600 rpm, overnight. Then the plate goes to the "
        "plate fridge at 4 °C. I'll be in at 7 to take it from there.",
        "shake speed_rpm=600 temperature_c=30 > store temperature_c=4",
    ),
    (
        "ho_m14",
        "On the i5: add 50 µL of lysis buffer to each well of the deep-well plate, then shake it "
        "5 min at 1000 rpm on the i5's own deck shaker. The cell pellets are already in there, "
        "supernatant removed by Mark.",
        "transfer volume_ul=50 @biomek_i5 > shake speed_rpm=1000 duration_s=300 @biomek_i5",
    ),
    (
        "ho_m15",
        "PCR strips: quick spin in the microcentrifuge (2,000 xg, 30 s), then the Hamilton moves "
        "10 µL of each into the LabChip plate. Don't run the LabChip yet - Yuki wants to check the "
        "ladder first.",
        "spin rcf_g=2000 duration_s=30 > transfer volume_ul=10 @hamilton_star",
    ),
    (
        "ho_m16",
        "Read the plate at 340 nm (single read, no kinetics), having first incubated it for "
        "15 min at 37 °C on the BioShake at 300 rpm. NADH standards already in col 12.",
        "shake speed_rpm=300 duration_s=900 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=340",
    ),
    (
        "ho_m17",
        "Last thing before you go, Ines: seal the 96-well PCR plate (165 °C, 1.5 s) and spin it at "
        "1500 x g for 1 min so it's ready for Tuesday's run.",
        "seal temperature_c=165 duration_s=1.5 > spin rcf_g=1500 duration_s=60",
    ),
    (
        "ho_m18",
        "Deep-well plates are all loaded (sample, 2 washes, elution) - Raj did it at 3. Run the "
        "'DNA_Blood_200' program on the KingFisher Flex, then seal the elution plate at 170 °C "
        "for 2 seconds.",
        "run_program @kingfisher_flex > seal temperature_c=170 duration_s=2",
    ),
    (
        "ho_m19",
        "PF400: move the plate from the hotel nest to the reader and read A280. "
        "It's the UV-transparent plate, so handle it gently.",
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=280",
    ),
    (
        "ho_m20",
        "Heat-kill step for the digests (already on the ODTC, sealed): 65 °C for 20 min, then "
        "drop to 4 °C for 10 min on the same block. Gel is tomorrow.",
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc > "
        "incubate temperature_c=4 duration_s=600 @inheco_odtc",
    ),
    (
        "ho_m21",
        "Opentrons Flex tops up each 50 mL tube with 1 mL PBS, then 5810R at 3000 x g, 15 min, "
        "4 °C. I'll decant by hand in the morning, so stop after the spin.",
        "transfer volume_ul=1000 @opentrons_flex > spin rcf_g=3000 duration_s=900 temperature_c=4 "
        "@eppendorf_5810r",
    ),
    (
        "ho_m22",
        "Growth curve, day 2. Only one timepoint left for you (9 pm): pull the plate from the "
        "incubator, read OD600, then put it back in the incubator (just store it, 37 °C is "
        "already set).",
        "retrieve > read_absorbance wavelength_nm=600 > store",
    ),
    # ================================================================ four or more steps
    (
        "ho_l01",
        "Noor - ELISA for tomorrow. The plate is coated, blocked and washed (did it all before 6) "
        "and it's in the plate fridge. Tomorrow am: pull it out, the STAR adds 100 µL of the "
        "diluted sera per well, then 1 h on the shaker at 450 rpm, room temp. After that 100 µL "
        "of detection antibody per well, and shake another 30 min at the same speed. I'll come "
        "in at 2 for the washes and TMB, so stop there and park it in the hotel.",
        "retrieve > transfer volume_ul=100 @hamilton_star > shake speed_rpm=450 duration_s=3600 > "
        "transfer volume_ul=100 > shake speed_rpm=450 duration_s=1800 > store",
    ),
    (
        "ho_l02",
        "Handover, Fri 17:45 (Chris -> weekend robot):\n"
        "- PCR plate is sealed and already on the ODTC, program NOT started\n"
        "- cycle: 98 °C 30 s; 35x (98 °C 10 s, 62 °C 20 s, 72 °C 30 s); 72 °C 2 min; hold 10 °C\n"
        "- spin 1 min at 1000 g\n"
        "- peel\n"
        "- i7 moves 15 µL of each product into the LabChip plate\n"
        "- LabChip DNA 1K, all 96 samples\n"
        "Results to the share please, I'll look Monday.",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=35 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=10 @inheco_odtc > "
        "spin rcf_g=1000 duration_s=60 > peel > transfer volume_ul=15 @biomek_i7_hybrid > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "ho_l03",
        "Cells seeded Monday, compound added today at 11 (Ben). Tonight: nothing. Tomorrow 11am "
        "(the 24 h point):\n"
        "* take the plate out of the incubator\n"
        "* 20 µl CellTiter-Glo per well on the Biomek i5\n"
        "* shake 2 min, 500 rpm\n"
        "* 10 min at RT\n"
        "* read luminescence, 1 s\n"
        "Reagent is thawed and in the fridge door.",
        "retrieve > transfer volume_ul=20 @biomek_i5 > shake speed_rpm=500 duration_s=120 > "
        "incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "ho_l04",
        "Cols 1-4 of the deep-well block have 50 µL PCR product each (Zoe pooled them this "
        "afternoon). Tomorrow: the STAR adds 90 µL beads to cols 1-4, pipette-mix 100 µL x10 in "
        "the same columns, BioShake 1,800 rpm for 2 min, then the KingFisher 'AMPure_0.9x' "
        "program. Seal the elution plate afterwards (165 °C, 2 s) and it goes to 4 °C in the "
        "cold store. Beads are at RT already.",
        "transfer volume_ul=90 @hamilton_star wells=32 > mix volume_ul=100 wells=32 > "
        "shake speed_rpm=1800 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "run_program @kingfisher_flex > seal temperature_c=165 duration_s=2 > store temperature_c=4",
    ),
    (
        "ho_l05",
        "Kinase screen, 384 flat plate, compounds already stamped (Dmitri, 2pm). Fluent: 5 uL "
        "enzyme into all wells, spin 1 min at 1000 × g, incubate 30 min at 30 °C, then 5 uL "
        "substrate, and read fluorescence ex 340 / em 450. Enzyme is on ice in the blue box - "
        "don't leave it out past 6.",
        "transfer volume_ul=5 @tecan_fluent > spin rcf_g=1000 duration_s=60 > "
        "incubate temperature_c=30 duration_s=1800 > transfer volume_ul=5 > "
        "read_fluorescence excitation_nm=340 emission_nm=450",
    ),
    (
        "ho_l06",
        "qPCR set-up for the night: i7 puts 8 µL master mix into all 384 wells of the qPCR plate, "
        "then 2 µL of cDNA from the 96 PCR plate (cDNA was made this afternoon). Seal at 170 °C "
        "for 2 s, spin 1 min at 1,000 x g, then CFX384: 95 °C 30 s, 40x (95 °C 5 s, 60 °C 20 s). "
        "Primers are already in the mix.",
        "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=30 cycles=40 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=20 @biorad_cfx384",
    ),
    (
        "ho_l07",
        "The Bradford plate needs reading at 595 nm, but before it goes in the reader, add 200 µL "
        "of Bradford reagent per well with the Fluent and shake it 1 min at 600 rpm; give it 5 min "
        "at room temp after the shake. Standards and samples are already in (Ali, 3:30pm).",
        "transfer volume_ul=200 @tecan_fluent > shake speed_rpm=600 duration_s=60 > "
        "incubate duration_s=300 > read_absorbance wavelength_nm=595",
    ),
    (
        "ho_l08",
        "Inoculated deep-well block is on the i7 deck (Tim did it at 4:30). Seal it on the a4S at "
        "160 °C - no wait, it needs the breathable film, which is manual and already on, so forget "
        "the sealer. Just: shake overnight on the BioShake at 37 °C, 1000 rpm; in the morning the "
        "i7 transfers 100 µL from every well into a clear flat-bottom 96, read OD600, then park "
        "the block in the cold store at 4 °C.",
        "shake speed_rpm=1000 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "transfer volume_ul=100 @biomek_i7_hybrid > read_absorbance wavelength_nm=600 > "
        "store temperature_c=4",
    ),
    (
        "ho_l09",
        "Lysates in 1.5 mL tubes (24 of them), lysis done at 4pm. 5424 R: 16,000 × g, 10 min, "
        "4 °C. Then the OT-2 takes 200 µL of supernatant from each tube into the deep-well plate "
        "and adds 200 µL binding buffer on top, and the KingFisher runs 'PureLink_96'. Elution "
        "plate: seal 165 °C / 2 s and into the 2C425 at 4 °C. Thanks Sofia, owe you one.",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
        "transfer volume_ul=200 @opentrons_ot2 > transfer volume_ul=200 > "
        "run_program @kingfisher_flex > seal temperature_c=165 duration_s=2 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "ho_l10",
        "Compound plate is in the hotel (slot 12), cell plate (384) is in the incubator. "
        "Workcell: get both out, the Fluent transfers 0.5 µL of compound into the cell plate, "
        "then the cell plate goes back into the incubator for 72 h at 37 °C. Readout is Friday, "
        "not now.",
        "retrieve > retrieve > transfer volume_ul=0.5 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=259200",
    ),
    (
        "ho_l11",
        "Luciferase reporter, for Yara:\n"
        "- cells already lysed (passive lysis buffer, 15 min, done at 5:10)\n"
        "- i5: 20 µL lysate from the culture plate into the white 96 plate, rows A to D only\n"
        "- then 50 µL LAR II into those wells, also on the i5\n"
        "- read luminescence, 10 s integration\n"
        "- white plate into the hotel afterwards",
        "transfer volume_ul=20 @biomek_i5 wells=48 > transfer volume_ul=50 > "
        "read_luminescence integration_s=10 > store",
    ),
    (
        "ho_l12",
        "Gel's tomorrow, so tonight just cycle and store. PCR plate: seal 170 °C for 2 s, quick "
        "spin (VSpin, 800 x g, 30 s), ODTC 94 °C 2 min / 32 x (94 °C 15 s, 55 °C 30 s, 68 °C "
        "1 min) / 68 °C 7 min / hold 4 °C; then plate fridge at 4 °C. - Lukas",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=800 duration_s=30 @agilent_vspin > "
        "run_pcr initial_denaturation_c=94 initial_denaturation_s=120 cycles=32 denaturation_c=94 "
        "denaturation_s=15 annealing_c=55 annealing_s=30 extension_c=68 extension_s=60 "
        "final_extension_c=68 final_extension_s=420 hold_c=4 @inheco_odtc > store temperature_c=4",
    ),
    (
        "ho_l13",
        "Last step is the GFP read (ex 488 / em 510) on the SpectraMax. Before that: take the "
        "plate out of the CO2 incubator, spin 300 x g for 3 min on the VSpin to settle the cells, "
        "then the STAR adds 50 µL of fixative per well and it sits 15 min at room temperature. "
        "PFA is in the fume hood, already aliquoted into the reservoir.",
        "retrieve > spin rcf_g=300 duration_s=180 @agilent_vspin > transfer volume_ul=50 "
        "@hamilton_star > incubate duration_s=900 > read_fluorescence excitation_nm=488 "
        "emission_nm=510 @spectramax_i3x",
    ),
    (
        "ho_l14",
        "cDNA (20 µL in PCR strips) is made. Fluent: 80 µL water into each strip tube for 1:5, "
        "mix 50 µL up and down, then 2 µL of the dilution into the 384 PCR plate (the SYBR mix is "
        "already in there, 8 µL/well - Hana plated it at 4pm). Seal 165 °C / 2 s, spin 1 min at "
        "1500 x g, then CFX384: 95 °C 3 min, 45 cycles of 95 °C 10 s, 58 °C 30 s, 72 °C 20 s.",
        "transfer volume_ul=80 @tecan_fluent > mix volume_ul=50 > transfer volume_ul=2 > "
        "seal temperature_c=165 duration_s=2 > spin rcf_g=1500 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=45 denaturation_c=95 "
        "denaturation_s=10 annealing_c=58 annealing_s=30 extension_c=72 extension_s=20 "
        "@biorad_cfx384",
    ),
    (
        "ho_l15",
        "Transformation plate (96 PCR plate, cells + DNA mixed, on ice since 5) - please run it "
        "on the ODTC: 4 °C for 30 min, heat shock 42 °C for 45 s, back to 4 °C for 2 min. Then the "
        "i7 adds 150 µL SOC per well, and the plate recovers on the BioShake at 37 °C, 1000 rpm, "
        "1 h. Plating is mine tomorrow.",
        "incubate temperature_c=4 duration_s=1800 @inheco_odtc > incubate temperature_c=42 "
        "duration_s=45 > incubate temperature_c=4 duration_s=120 > transfer volume_ul=150 "
        "@biomek_i7_hybrid > shake speed_rpm=1000 duration_s=3600 temperature_c=37 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    (
        "ho_l16",
        "HTRF plate for Martin. Samples are in (5 µL, all 384 wells). Fluent adds 5 µL antibody "
        "mix to every well; seal at 160 °C for 1 s; spin 1,000 x g 1 min; incubate 2 h at RT; "
        "peel; read fluorescence 320 ex / 665 em. He'll do the 620 channel himself.",
        "transfer volume_ul=5 @tecan_fluent > seal temperature_c=160 duration_s=1 > "
        "spin rcf_g=1000 duration_s=60 > incubate duration_s=7200 > peel > "
        "read_fluorescence excitation_nm=320 emission_nm=665",
    ),
    (
        "ho_l17",
        "Morning list (I'm on leave, Clara's covering):\n"
        "1. Retrieve the MTT plate from the incubator - the MTT went on at 7am, 4 h is up at 11\n"
        "2. OT-2 adds 100 microlitres of DMSO to each well\n"
        "3. BioShake 10 min at 700 rpm to dissolve the crystals\n"
        "4. Read at 570 nm\n"
        "5. Plate into the hotel; I'll bin it Monday",
        "retrieve > transfer volume_ul=100 @opentrons_ot2 > "
        "shake speed_rpm=700 duration_s=600 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=570 > store",
    ),
    # ================================================================ halted
    (
        "ho_h01",
        "Quick one for tonight: HiG4, 96-well PCR plate, 6,000 x g for 5 min. The balance plate is "
        "already in bucket 2.",
        "halted",
    ),
    (
        "ho_h02",
        "Hamilton: 400 µL of medium into every well of the flat-bottom 96 plate, then it goes into "
        "the incubator. Medium is warmed and in the reservoir.",
        "halted",
    ),
    (
        "ho_h03",
        "Seal the PCR plate at 240 °C for 2 s - the new foil needs it hotter, according to Marco. "
        "Then leave it on the nest.",
        "halted",
    ),
    (
        "ho_h04",
        "Hi Ivo, the NIR dye plate is done and in the hotel. Read absorbance at 1,200 nm on the "
        "SpectraMax tomorrow, first thing.",
        "halted",
    ),
    (
        "ho_h05",
        "Tubes are balanced in the 5424R. Run them at 25,000 x g for 20 min at 4 °C please - "
        "the old protocol says so.",
        "halted",
    ),
    (
        "ho_h06",
        "Beads settle overnight, so first thing: BioShake at 3,500 rpm for 1 min to resuspend, "
        "then leave it for me.",
        "halted",
    ),
    (
        "ho_h07",
        "The glycerol-stock plate is sealed (did it at 5). Put it in the plate fridge at -20 °C "
        "for long-term storage.",
        "halted",
    ),
    (
        "ho_h08",
        "Flash luminescence plate: read it with a 2 minute integration per well, signal is very "
        "weak. Reagent is already in.",
        "halted",
    ),
    (
        "ho_h09",
        "For the weekend robot: 35 µL of master mix per well into the 384-well PCR plate with the "
        "Fluent, seal 165 °C 2 s, and run it on the CFX384 (95 °C 2 min, 40x 95 °C 5 s / 60 °C "
        "30 s). Template's already in.",
        "halted",
    ),
    (
        "ho_h10",
        "Deep-well block with the cell suspension is balanced. Spin it at 4,000 x g for 10 min "
        "so the pellet is tight - then I'll aspirate by hand tomorrow.",
        "halted",
    ),
    # ================================================================ ask
    (
        "ho_a01",
        "Aisha - spin the assay plates at 2500 rpm for 5 min in the plate centrifuge before "
        "reading. Both already balanced.",
        "ask",
    ),
    (
        "ho_a02",
        "The ELISA is developed. Read it on the Tecan Spark at 450 nm when you get in.",
        "ask",
    ),
    (
        "ho_a03",
        "Resuspended pellets are in the 2 mL tubes; vortex them for 30 s and then they're done "
        "for today.",
        "ask",
    ),
    (
        "ho_a04",
        "Lysate (on ice, in the 15 mL tube) still needs shearing: sonicate 3 x 10 s, then I'll "
        "take over at 9.",
        "ask",
    ),
    (
        "ho_a05",
        "Use the Eppendorf 5430 for the 1.5 ml tubes tonight: 10,000 x g, 5 min. The 5424 R is "
        "booked.",
        "ask",
    ),
    (
        "ho_a06",
        "The 12 plasmid preps are eluted (Tina, 4pm). Please NanoDrop them and put the "
        "concentrations in the sheet.",
        "ask",
    ),
    (
        "ho_a07",
        "Shake the deep-well plate at speed 7 for 10 minutes (the old dial setting we always "
        "used), then it's finished.",
        "ask",
    ),
    (
        "ho_a08",
        "The 50 mL tubes are balanced. Centrifuge them in the Sorvall Legend at 4,000 x g for "
        "20 min. Back at 8.",
        "ask",
    ),
    (
        "ho_a09",
        "Blocking is done. Add 2 drops of the substrate to each well, wait 10 min, then read at "
        "405 nm. - Felix",
        "ask",
    ),
]

if __name__ == "__main__":
    from collections import Counter

    kinds = Counter(
        e if e in ("halted", "ask") else
        ("single" if ">" not in e else ("2-3" if e.count(">") <= 2 else "4+"))
        for _, _, e in CASES
    )
    print(len(CASES), dict(kinds))
