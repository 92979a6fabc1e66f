"""Hold-out batch "manual": steps from teaching-lab manuals and kit package inserts, addressed
to the student or user in the second person ("You will now ...", "Next, you should ...").
Each step comes with an explanation of why ("because the beads settle quickly", "this prevents
evaporation"), sometimes numbered or lettered sub-steps (a), (b), tips in brackets, expected
observations ("the wells should turn blue", "a white precipitate should form") that are NOT
steps, and occasional WARNING / CAUTION lines -- some of which contain numbers (limits, times,
temperatures) that are NOT the requested values. Steps run on the workcell instruments of the
registry. Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    ("man_s01",
     "Next, you should read the absorbance of the whole plate at 562 nm on the SpectraMax i3x. "
     "The wells containing more protein should look a darker purple than the blanks - this is "
     "normal and is exactly what the assay measures.",
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),

    ("man_s02",
     "3(a) Using the Hamilton STAR, you will now dispense 25 µl of the 2X master mix into "
     "columns 1-4 of the 96-well PCR plate. Work steadily, because the polymerase is only "
     "stable at room temperature for about 30 minutes. [Tip: keep the master mix tube on the "
     "cold block until the method starts.]",
     "transfer volume_ul=25 @hamilton_star wells=32"),

    ("man_s03",
     "Once all reagents are in, you should seal the PCR plate with the Azenta a4S at 170 °C "
     "for 2.5 seconds. A tight seal prevents evaporation during cycling, which would otherwise "
     "concentrate the samples in the outer wells.\n"
     "WARNING: the sealing platen is hot - do not reach into the instrument.",
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),

    ("man_s04",
     "Part B, step 2. Now you will place the culture plate on the BioShake and shake it at "
     "1,200 rpm for 10 min at 30 °C. The shaking keeps the yeast in suspension, because the "
     "cells settle to the bottom within a few minutes if the plate is left still. You should "
     "see the culture become uniformly cloudy.",
     "shake speed_rpm=1200 duration_s=600 temperature_c=30 @qinstruments_bioshake_3000t_elm"),

    ("man_s05",
     "You should now transfer the freshly seeded cell plate to the Cytomat 2C450 and incubate "
     "it at 37 °C for 48 hours. This gives the cells time to attach and spread; when you look "
     "at them under the microscope afterwards they should appear flattened, not round.",
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450"),

    ("man_s06",
     "Spin your 1.5 mL tubes in the 5424 R at 16,000 x g for 15 min at 4 °C. The DNA pellet "
     "should be barely visible as a glassy smear on the outer side of the tube. [Tip: put every "
     "tube in the rotor with its hinge facing outward, because the pellet forms on that side "
     "and you will know where to look.]",
     "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r"),

    ("man_s07",
     "Your plate arrives sealed from the previous module. You will need to remove the seal "
     "with the XPeel, because the reader cannot measure through the foil. The peeled plate "
     "should show no foil fragments on the well rims.",
     "peel @azenta_xpeel"),

    ("man_s08",
     "Load the 384-well PCR plate into the CFX384. You will run 40 cycles of 95 °C for 10 s "
     "and 60 °C for 30 s, after an initial 2-minute activation at 95 °C. The amplification "
     "curves should appear as sigmoid traces from about cycle 20 onward.",
     "run_qpcr cycles=40 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 "
     "initial_denaturation_c=95 initial_denaturation_s=120 @biorad_cfx384"),

    ("man_s09",
     "Next, you will place the prepared deep-well plates on the KingFisher Flex and start the "
     "purification program. The magnetic rods collect the beads and carry them from plate to "
     "plate, so you do not need to pipette anything yourself during this step. (The run takes "
     "about 35 minutes - a good time to prepare the next exercise.)",
     "run_program @kingfisher_flex"),

    ("man_s10",
     "This is a safe stopping point. You should now put the sealed plate into the Cytomat "
     "2C425 at 4 °C, because the cDNA is stable for up to one week when kept cold.",
     "store temperature_c=4 @cytomat_2c425"),

    ("man_s11",
     "You will now measure the fluorescence in columns 1 to 3 of the black 96-well plate only: "
     "set the excitation to 485 nm and the emission to 528 nm. The positive-control wells "
     "should look bright green if you hold the plate over the blue transilluminator.",
     "read_fluorescence excitation_nm=485 emission_nm=528 wells=24"),

    ("man_s12",
     "Centrifuge the deep-well block in the refrigerated centrifuge (5810 R) at 2,250 x g for "
     "20 minutes at 4 deg C, so that the cell debris forms a firm pellet. The supernatant should "
     "be clear afterwards; if it is still cloudy, ask your instructor before you go on.",
     "spin rcf_g=2250 duration_s=1200 temperature_c=4 @eppendorf_5810r"),

    ("man_s13",
     "Place the PCR plate in the ODTC and run the following program: 98 °C for 30 s once; then "
     "25 cycles of 98 °C for 10 s, 65 °C for 20 s and 72 °C for 30 s; finish with 72 °C for "
     "2 min and hold at 10 °C. You should hear the lid motor engage before the block starts "
     "heating - this is normal.",
     "run_pcr cycles=25 denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 "
     "extension_c=72 extension_s=30 initial_denaturation_c=98 initial_denaturation_s=30 "
     "final_extension_c=72 final_extension_s=120 hold_c=10 @inheco_odtc"),

    ("man_s14",
     "With the Opentrons OT-2, you will pipette 20 uL of each standard into row A of the "
     "384-well plate. Row A is used for the standards because it is the easiest row to check "
     "by eye that every well received liquid.",
     "transfer volume_ul=20 @opentrons_ot2 wells=24"),

    ("man_s15",
     "You should spin the 24 deep-well plate in the BioNex HiG at 2,800 ×g for 8 min. The "
     "pellet should be firm enough that it does not move when you tilt the plate slightly.\n"
     "CAUTION: never exceed 3,000 × g with this plate type, because the wells can crack.",
     "spin rcf_g=2800 duration_s=480 @bionex_hig4"),

    ("man_s16",
     "Finally, return the plate to the CO2 incubator and leave it overnight at 37 °C. By the "
     "next morning the medium should have turned slightly orange, because the growing cells "
     "acidify it.",
     "incubate temperature_c=37"),

    # =====================================================================
    # two or three steps
    # =====================================================================
    ("man_t01",
     "(a) Add 50 µL of stop solution to each well using the Tecan Fluent. The colour should "
     "change from blue to yellow immediately - this is expected and does not need any action "
     "from you.\n"
     "(b) Within 15 minutes, read the absorbance at 450 nm.",
     "transfer volume_ul=50 @tecan_fluent > read_absorbance wavelength_nm=450"),

    ("man_t02",
     "Before you read the plate, you must first spin it at 1,000 × g for 30 s in the VSpin, "
     "because bubbles in the wells scatter the light and give falsely high readings. Then read "
     "the absorbance at 600 nm.",
     "spin rcf_g=1000 duration_s=30 @agilent_vspin > read_absorbance wavelength_nm=600"),

    ("man_t03",
     "The detection reagent has already been added by the previous module. You will now leave "
     "the plate at room temperature for 10 minutes, protected from light, so that the "
     "luciferase signal can stabilise. Next, you should read the luminescence with a 1-second "
     "integration.",
     "incubate duration_s=600 > read_luminescence integration_s=1"),

    ("man_t04",
     "You will now spin the bead plate at 300 × g for 1 min, having first shaken it at 800 rpm "
     "for 2 min on the heater-shaker. The beads settle quickly, which is why the shaking must "
     "come immediately before the spin.",
     "shake speed_rpm=800 duration_s=120 > spin rcf_g=300 duration_s=60"),

    ("man_t05",
     "3. (a) Remove the foil seal with the plate peeler.\n"
     "(b) Add 10 µL of the diluted sample to wells A1 through H1 with the Opentrons Flex.\n"
     "(c) Re-seal the plate at 160 °C for 2 s, because an unsealed plate loses volume in the "
     "incubator.",
     "peel > transfer volume_ul=10 @opentrons_flex wells=8 > seal temperature_c=160 duration_s=2"),

    ("man_t06",
     "You will now add 5 uL of template DNA to each well of the 96-well PCR plate using the "
     "Biomek i5, then seal it (165 °C, 3 s) and place it on the on-deck thermal cycler. Run "
     "35 cycles: denature at 94 °C for 30 s, anneal at 55 °C for 30 s, extend at 72 °C for "
     "45 s. [Tip: the annealing temperature is 5 °C below the primer Tm, which is why it is "
     "lower than in Exercise 1.]",
     "transfer volume_ul=5 @biomek_i5 > seal temperature_c=165 duration_s=3 > "
     "run_pcr cycles=35 denaturation_c=94 denaturation_s=30 annealing_c=55 annealing_s=30 "
     "extension_c=72 extension_s=45 @inheco_odtc"),

    ("man_t07",
     "Retrieve your plate from the Cytomat 24 hotel and, on the multimode reader, measure the "
     "fluorescence at Ex 535 nm / Em 590 nm. Pink wells indicate viable, metabolically active "
     "cells; blue wells indicate dead cells.",
     "retrieve @cytomat_24 > read_fluorescence excitation_nm=535 emission_nm=590"),

    ("man_t08",
     "Heat-inactivate the ligase: you should incubate the PCR plate on the ODTC at 80 °C for "
     "20 min. This step is essential, because active ligase would otherwise re-join the "
     "fragments. Afterwards, store the plate in the plate fridge at 4 °C.",
     "incubate temperature_c=80 duration_s=1200 @inheco_odtc > store temperature_c=4"),

    ("man_t09",
     "Next, you should add 90 µL of assay buffer to the wells in columns 1 to 6 with the "
     "Fluent, then mix by pipetting 50 µL up and down five times. Mixing is necessary because "
     "the compound is dissolved in DMSO, which is denser than water and forms a layer at the "
     "bottom of the well.",
     "transfer volume_ul=90 @tecan_fluent wells=48 > mix volume_ul=50"),

    ("man_t10",
     "Before running the LabChip, you should centrifuge the sample plate at 1,500 × g for "
     "2 min in the HiG 4, because even a small bubble at the bottom of a well makes the sipper "
     "draw air and the sample will fail. Then run all 96 samples.",
     "spin rcf_g=1500 duration_s=120 @bionex_hig4 > run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("man_t11",
     "You will read the plate at 490 nm, but only after you have incubated it for 1 h at "
     "37 °C in the Cytomat 2C450. (Tip: keep the lid on the plate during the incubation, "
     "because this prevents evaporation from the edge wells.)",
     "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > read_absorbance wavelength_nm=490"),

    ("man_t12",
     "After spinning the PCR strip tubes in the microcentrifuge at 2,000 × g for 30 sec, you "
     "should load 10 µL from each tube into the PCR plate on the OT-2. The liquid should be "
     "collected at the bottom of every tube with no droplets on the caps.",
     "spin rcf_g=2000 duration_s=30 > transfer volume_ul=10 @opentrons_ot2"),

    ("man_t13",
     "The KingFisher cannot work through a seal, so you must first peel the sample plate. "
     "Then start the RNA program on the KF Flex. At the end of the run the elution plate "
     "should contain about 50 µL of clear eluate per well.",
     "peel > run_program @kingfisher_flex"),

    ("man_t14",
     "When the cycling is finished, you should seal the plate (180 °C, 1 s) and place it in "
     "the plate hotel. The hotel is at room temperature, which is fine for sealed PCR products "
     "for a day or two.",
     "seal temperature_c=180 duration_s=1 > store"),

    ("man_t15",
     "On the Biomek i7, you will add 10 µL of proteinase K to each well and then incubate the "
     "plate on the Biomek i7 deck heater at 56 °C for 10 min. The lysate should become clear "
     "as the proteins are digested.",
     "transfer volume_ul=10 @biomek_i7_hybrid > incubate temperature_c=56 duration_s=600 "
     "@biomek_i7_hybrid"),

    ("man_t16",
     "You will read the kinetics twice. First, read the fluorescence at excitation 340 nm / "
     "emission 460 nm. Then leave the plate at room temperature for 10 min and read it again "
     "with the same settings. The signal should increase between the two reads if the enzyme "
     "is active.",
     "read_fluorescence excitation_nm=340 emission_nm=460 > incubate duration_s=600 > "
     "read_fluorescence excitation_nm=340 emission_nm=460"),

    ("man_t17",
     "Using the PF400 robot arm, move the plate onto the BioShake. Then shake at 1,800 rpm for "
     "45 s to resuspend the cell pellet - the suspension should look homogeneous with no "
     "clumps.",
     "move_plate @precise_pf400 > shake speed_rpm=1800 duration_s=45 "
     "@qinstruments_bioshake_3000t_elm"),

    ("man_t18",
     "Retrieve the plate from the Cytomat 24, read its absorbance at 340 nm (NADH absorbs "
     "strongly here, so the wells with more NADH give a higher reading), and then put the plate "
     "back into the Cytomat 24.",
     "retrieve @cytomat_24 > read_absorbance wavelength_nm=340 > store @cytomat_24"),

    # =====================================================================
    # four or more steps
    # =====================================================================
    ("man_f01",
     "Part C - Detection\n"
     "1. You will now add 100 µL of TMB substrate to every well with the Hamilton STAR.\n"
     "2. Shake the plate on the BioShake at 500 rpm for 1 min, because the substrate must "
     "cover the well bottom evenly.\n"
     "3. Incubate for 15 minutes at room temperature in the dark. The wells with antigen should "
     "turn blue; the blanks should stay colourless.\n"
     "4. Add 100 µL of stop solution. (Tip: add it in the same order as the substrate, so that "
     "every well develops for the same time.)\n"
     "5. Read the absorbance at 450 nm within 30 minutes.",
     "transfer volume_ul=100 @hamilton_star > shake speed_rpm=500 duration_s=60 "
     "@qinstruments_bioshake_3000t_elm > incubate duration_s=900 > transfer volume_ul=100 > "
     "read_absorbance wavelength_nm=450"),

    ("man_f02",
     "(a) Using the Biomek i7, dispense 25 µL of CellTiter-Glo reagent into each well of the "
     "384-well plate. The plate already contains 25 µL of cells in medium, so the final volume "
     "will be 50 µL.\n"
     "(b) Next, you should shake the plate at 1,500 rpm for 2 minutes on the BioShake to lyse "
     "the cells.\n"
     "(c) Let the plate sit at room temperature for 10 min, because the luminescent signal "
     "needs time to stabilise.\n"
     "(d) Read the luminescence with 0.25 s integration.\n"
     "WARNING: do not read the plate earlier than 10 min - the signal is still rising.",
     "transfer volume_ul=25 @biomek_i7_hybrid > shake speed_rpm=1500 duration_s=120 "
     "@qinstruments_bioshake_3000t_elm > incubate duration_s=600 > "
     "read_luminescence integration_s=0.25"),

    ("man_f03",
     "Exercise 2: PCR set-up\n"
     "You will use the OT-2 to build the reactions.\n"
     "(a) Pipette 15 µL of master mix into each well of columns 1-2 of the 96-well PCR plate.\n"
     "(b) Then add 5 µL of each template to the same wells.\n"
     "(c) Seal the plate with the heat sealer at 165 °C for 3 seconds - this prevents "
     "evaporation at 95 °C.\n"
     "(d) Give the plate a quick spin at 1,000 x g for 1 min to collect the liquid.\n"
     "(e) Run it on the ODTC: 95 °C for 3 min, then 30 × (95 °C 15 s, 58 °C 15 s, 72 °C 30 s), "
     "then 72 °C for 5 min, hold at 4 °C.",
     "transfer volume_ul=15 @opentrons_ot2 wells=16 > transfer volume_ul=5 @opentrons_ot2 "
     "wells=16 > seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 > "
     "run_pcr cycles=30 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=15 "
     "extension_c=72 extension_s=30 initial_denaturation_c=95 initial_denaturation_s=180 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("man_f04",
     "Module 3 - qPCR\n"
     "1. Using the Fluent, transfer 8 µL of SYBR master mix into rows A-H of the 384-well PCR "
     "plate.\n"
     "2. Add 2 µL of cDNA to the same wells.\n"
     "3. Seal with the a4S (170 °C, 1.5 s).\n"
     "4. Centrifuge at 2,000 × g for 2 min; bubbles at the bottom of the wells interfere with "
     "the fluorescence detection.\n"
     "5. Start the CFX384 run: 95 °C for 3 min, then 40 cycles of 95 °C 5 s / 60 °C 30 s.\n"
     "Expected result: the no-template controls should show no amplification before cycle 35.",
     "transfer volume_ul=8 @tecan_fluent wells=192 > transfer volume_ul=2 wells=192 > "
     "seal temperature_c=170 duration_s=1.5 @azenta_a4s > spin rcf_g=2000 duration_s=120 > "
     "run_qpcr cycles=40 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 "
     "initial_denaturation_c=95 initial_denaturation_s=180 @biorad_cfx384"),

    ("man_f05",
     "You will now purify the nucleic acids.\n"
     "(a) Retrieve the sample block from the plate fridge and remove its seal with the XPeel.\n"
     "(b) Using the Biomek i5, add 200 µL of binding beads to each well.\n"
     "(c) Mix by pipetting 150 µL up and down 10 times. The beads settle quickly, so do not "
     "wait between (b) and (c); the mixture should look uniformly brown with no streaks.\n"
     "(d) Run the binding-and-wash program on the KingFisher Flex.\n"
     "(e) Heat-seal the elution plate at 170 °C for 2 s and put it in the Cytomat 2C425 at "
     "4 °C.",
     "retrieve > peel @azenta_xpeel > transfer volume_ul=200 @biomek_i5 > mix volume_ul=150 > "
     "run_program @kingfisher_flex > seal temperature_c=170 duration_s=2 > "
     "store temperature_c=4 @cytomat_2c425"),

    ("man_f06",
     "Day 2\n"
     "1. Retrieve the cell plate from the Cytomat 2C450.\n"
     "2. Using the Hamilton STAR, add 10 µL of compound dilution to the wells in columns 3-10. "
     "Columns 1, 2, 11 and 12 are your controls, so leave them untouched.\n"
     "3. Return the plate to the incubator for 24 h at 37 °C. (Tip: check that the CO2 reading "
     "is 5 % before you close the door.)\n"
     "4. The next day, add 20 µL of resazurin to every well and incubate for 4 hours at 37 °C.\n"
     "5. Read the fluorescence, Ex 560 nm / Em 590 nm. Wells with live cells should turn pink; "
     "dead wells stay blue.",
     "retrieve @cytomat_2c450 > transfer volume_ul=10 @hamilton_star wells=64 > "
     "incubate temperature_c=37 duration_s=86400 > transfer volume_ul=20 > "
     "incubate temperature_c=37 duration_s=14400 > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),

    ("man_f07",
     "BCA protein assay\n"
     "(a) Pipette 200 µL of BCA working reagent into columns 1 to 6 of the plate with the "
     "Opentrons Flex.\n"
     "(b) Shake for 30 s at 600 rpm so that sample and reagent are fully mixed.\n"
     "(c) Incubate the plate at 37 °C for 30 minutes; the higher temperature speeds up colour "
     "development.\n"
     "(d) Let the plate cool at room temperature for 5 min, because the reading drifts while "
     "the plate is still warm.\n"
     "(e) Read the absorbance at 562 nm. The standards should form a gradient from green to "
     "purple.",
     "transfer volume_ul=200 @opentrons_flex wells=48 > shake speed_rpm=600 duration_s=30 > "
     "incubate temperature_c=37 duration_s=1800 > incubate duration_s=300 > "
     "read_absorbance wavelength_nm=562"),

    ("man_f08",
     "Plasmid miniprep (automated part)\n"
     "1. You will place your 1.5 mL tubes of resuspended cells on the Biomek i7 deck. The robot "
     "adds 250 µL of lysis buffer to each tube. The solution should become clear and viscous "
     "within a minute - this tells you the cells have lysed.\n"
     "2. Next, it adds 350 µL of neutralisation buffer. A white precipitate should form "
     "immediately.\n"
     "3. You should then centrifuge the tubes in the microcentrifuge at 17,000 × g for 10 min.\n"
     "4. Finally, the Biomek transfers 700 µL of the cleared supernatant to fresh 2 mL tubes.",
     "transfer volume_ul=250 @biomek_i7_hybrid > transfer volume_ul=350 @biomek_i7_hybrid > "
     "spin rcf_g=17000 duration_s=600 > transfer volume_ul=700 @biomek_i7_hybrid"),

    ("man_f09",
     "Section 5: Quality control\n"
     "Before you pool the libraries, you must check them.\n"
     "(a) Use the Hamilton STAR to transfer 20 µL of each diluted library into wells A1-A12 of "
     "a 96-well PCR plate.\n"
     "(b) Seal the plate at 165 °C for 2 s and spin it at 1,000 × g for 1 min.\n"
     "(c) Remove the seal with the XPeel (the LabChip sipper cannot pierce foil).\n"
     "(d) Run the 12 samples on the LabChip GX.\n"
     "A good library shows one peak around 350 bp.",
     "transfer volume_ul=20 @hamilton_star wells=12 > seal temperature_c=165 duration_s=2 > "
     "spin rcf_g=1000 duration_s=60 > peel @azenta_xpeel > "
     "run_assay sample_count=12 @labchip_gx_touch_ht"),

    ("man_f10",
     "You will read the plate at 405 nm at the very end. Before that, incubate it at 37 °C for "
     "20 minutes on the heater-shaker at 400 rpm, and before the incubation, add 50 µL of pNPP "
     "substrate to each well with the i5. The wells with phosphatase activity should turn "
     "yellow.",
     "transfer volume_ul=50 @biomek_i5 > shake speed_rpm=400 duration_s=1200 temperature_c=37 > "
     "read_absorbance wavelength_nm=405"),

    ("man_f11",
     "1. Retrieve the assay plate from the cold store. Because the plate is cold, condensation "
     "will form on the seal - this is normal.\n"
     "2. Let it equilibrate at room temperature for 30 min; a cold plate gives a low signal "
     "because the enzyme works more slowly.\n"
     "3. Spin at 800 × g for 1 min in the VSpin.\n"
     "4. Peel the seal.\n"
     "5. Read the luminescence with 1 s integration time.",
     "retrieve > incubate duration_s=1800 > spin rcf_g=800 duration_s=60 @agilent_vspin > peel > "
     "read_luminescence integration_s=1"),

    ("man_f12",
     "Reverse transcription\n"
     "1. With the OT-2, add 4 µL of RT master mix to the wells in columns 1 to 3 of the PCR "
     "plate.\n"
     "2. Add 16 µL of RNA to the same wells, then mix by pipetting 10 µL up and down 5 times - "
     "the enzyme is stored in glycerol and sinks.\n"
     "3. Seal at 165 °C for 3 s.\n"
     "4. On the ODTC, incubate at 25 °C for 10 min (primer annealing), then at 50 °C for 15 min "
     "(reverse transcription), then at 85 °C for 5 min (enzyme inactivation).\n"
     "5. Store the cDNA in the plate fridge at 4 °C; it is stable for a week.",
     "transfer volume_ul=4 @opentrons_ot2 wells=24 > transfer volume_ul=16 wells=24 > "
     "mix volume_ul=10 > seal temperature_c=165 duration_s=3 > "
     "incubate temperature_c=25 duration_s=600 @inheco_odtc > "
     "incubate temperature_c=50 duration_s=900 @inheco_odtc > "
     "incubate temperature_c=85 duration_s=300 @inheco_odtc > store temperature_c=4"),

    ("man_f13",
     "Growth curve\n"
     "(a) Using the Biomek i5, dispense 180 µL of LB into every well of a clear 96-well plate, "
     "then add 20 µL of overnight culture to each well in columns 1 to 11 (column 12 stays as "
     "the blank).\n"
     "(b) Incubate the plate at 30 °C with shaking at 700 rpm for 6 hours on the BioShake. "
     "Because E. coli sediments, continuous shaking is essential.\n"
     "(c) Read the OD at 600 nm. The blank should read below 0.1, and the cultures should be "
     "visibly turbid.",
     "transfer volume_ul=180 @biomek_i5 > transfer volume_ul=20 wells=88 > "
     "shake speed_rpm=700 duration_s=21600 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600"),

    ("man_f14",
     "In-solution digest\n"
     "(a) Add 50 µL of digestion buffer to each well of the 96 deep-well plate with the "
     "Hamilton STAR.\n"
     "(b) Seal the plate at 175 °C for 2 s.\n"
     "(c) Incubate at 37 °C overnight with shaking at 1,000 rpm on the thermoshaker - the "
     "trypsin needs about 16 h, so overnight is fine.\n"
     "(d) The next morning, spin at 3,000 × g for 5 min to collect the condensation from the "
     "seal.\n"
     "(e) Peel the seal and add 5 µL of 10 % formic acid to stop the digestion.\n"
     "CAUTION: formic acid is corrosive; wear gloves and eye protection.",
     "transfer volume_ul=50 @hamilton_star > seal temperature_c=175 duration_s=2 > "
     "shake speed_rpm=1000 temperature_c=37 > spin rcf_g=3000 duration_s=300 > peel > "
     "transfer volume_ul=5"),

    ("man_f15",
     "Sandwich ELISA - capture step\n"
     "You should begin by retrieving the coated plate from the Cytomat 2C425. Next, add 100 µl "
     "of each standard and sample to the wells in columns 1-8 using the ML STAR, because "
     "columns 9-12 are reserved for the next group. Then seal the plate (170 °C, 2 s) and "
     "incubate it for 2 h at room temperature on the plate shaker at 450 rpm. (The liquid "
     "should not splash onto the seal; if it does, the speed is too high.)",
     "retrieve @cytomat_2c425 > transfer volume_ul=100 @hamilton_star wells=64 > "
     "seal temperature_c=170 duration_s=2 > shake speed_rpm=450 duration_s=7200"),

    ("man_f16",
     "Colony PCR\n"
     "a) Use the Tecan Fluent to put 19 µL of PCR mix into wells A1-A12 and B1-B12 of the "
     "96-well PCR plate.\n"
     "b) Pick each colony with a sterile tip and swirl it in one well (you do this by hand at "
     "the bench).\n"
     "c) Seal the plate at 165 °C for 2 s, spin it for 30 s at 500 × g, and put it in the "
     "INHECO thermocycler.\n"
     "d) Program: 95 °C for 5 min to burst the cells, then 30 cycles of 95 °C 30 s, 55 °C 30 s, "
     "72 °C 1 min 30 s, and a final extension of 72 °C for 5 min.\n"
     "You should see a band of about 1.5 kb for positive clones on your gel later.",
     "transfer volume_ul=19 @tecan_fluent wells=24 > seal temperature_c=165 duration_s=2 > "
     "spin rcf_g=500 duration_s=30 > run_pcr cycles=30 denaturation_c=95 denaturation_s=30 "
     "annealing_c=55 annealing_s=30 extension_c=72 extension_s=90 initial_denaturation_c=95 "
     "initial_denaturation_s=300 final_extension_c=72 final_extension_s=300 @inheco_odtc"),

    ("man_f17",
     "Kit insert - Section 7, Assay procedure\n"
     "7.1 Bring all reagents to room temperature before use (about 30 min on the bench).\n"
     "7.2 Add 50 µL of conjugate to every well with your liquid handler (the Opentrons Flex in "
     "this lab).\n"
     "7.3 Cover the plate and incubate it in the incubator at 37 °C for 1 hour.\n"
     "7.4 Add 100 µL of substrate and let the colour develop for 20 minutes at room "
     "temperature.\n"
     "7.5 Read at 450 nm. The highest standard should give an OD above 2.0.",
     "transfer volume_ul=50 @opentrons_flex > incubate temperature_c=37 duration_s=3600 > "
     "transfer volume_ul=100 > incubate duration_s=1200 > read_absorbance wavelength_nm=450"),

    ("man_f18",
     "Cell harvest for flow staining\n"
     "1. You will first spin the 96-well round-bottom plate with the cells in the Eppendorf "
     "5810 R at 400 x g for 5 min at 4 °C, so the cells form a pellet at the bottom.\n"
     "2. Next, the Hamilton STAR adds 150 µL of cold staining buffer to each well (the "
     "supernatant has already been flicked off at the bench).\n"
     "3. Shake the plate at 600 rpm for 1 min on the BioShake to resuspend the cells.\n"
     "4. Put the plate into the plate fridge at 4 °C until the antibody mix is ready. (Keeping "
     "the cells cold stops them from internalising the antibody.)",
     "spin rcf_g=400 duration_s=300 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=150 @hamilton_star > shake speed_rpm=600 duration_s=60 "
     "@qinstruments_bioshake_3000t_elm > store temperature_c=4"),

    ("man_f19",
     "Enzyme inhibition assay (384 format)\n"
     "(a) With the Biomek i7, dispense 10 µL of enzyme solution into every well of the 384-well "
     "plate, then add 5 µL of inhibitor to columns 1-12 only.\n"
     "(b) Spin the plate at 1,000 × g for 1 min so that the two drops merge; you should no "
     "longer see separate droplets on the well walls.\n"
     "(c) Pre-incubate for 15 min at room temperature.\n"
     "(d) Add 10 µL of fluorogenic substrate to every well.\n"
     "(e) Read the fluorescence (ex 360 nm, em 460 nm).",
     "transfer volume_ul=10 @biomek_i7_hybrid > transfer volume_ul=5 wells=192 > "
     "spin rcf_g=1000 duration_s=60 > incubate duration_s=900 > transfer volume_ul=10 > "
     "read_fluorescence excitation_nm=360 emission_nm=460"),

    # =====================================================================
    # physically impossible: "halted"
    # =====================================================================
    ("man_h01",
     "You should now add 400 µL of wash buffer to every well of the flat-bottom 96-well plate "
     "with the Hamilton STAR. The larger volume gives a more thorough wash, because it reaches "
     "the very top of the well wall.",
     "halted"),

    ("man_h02",
     "Next, you will dispense 150 µL of growth medium into each well of the 384-well plate "
     "using the Fluent. (Tip: use the 384-channel head, because it fills the plate in one "
     "pass.)",
     "halted"),

    ("man_h03",
     "(a) Using the Hamilton STAR, add 100 µL of precipitation reagent to each sample well of "
     "the 96-well plate. A white haze should appear within seconds.\n"
     "(b) You will then spin the 96-well plate at 6,000 × g for 5 min so that the precipitate "
     "forms a tight pellet.\n"
     "(c) Read the absorbance of the supernatant at 280 nm; it should be completely clear.",
     "halted"),

    ("man_h04",
     "(c) Seal the plate on the a4S at 230 °C for 2 s. The thicker foil supplied with this kit "
     "needs a hotter seal than the standard foil, otherwise it will lift at the corners.",
     "halted"),

    ("man_h05",
     "You should shake the plate at 3,500 rpm for 30 s on the BioShake so that the beads are "
     "fully resuspended. The suspension should look uniformly brown.",
     "halted"),

    ("man_h06",
     "1. With the Opentrons Flex, pipette 100 µL of each peptide sample into the UV-transparent "
     "96-well plate.\n"
     "2. Spin the plate at 500 × g for 1 min, because bubbles absorb strongly in the far UV.\n"
     "3. To quantify the peptide bonds, you will now read the absorbance at 205 nm. Samples "
     "with more peptide should give a higher reading.",
     "halted"),

    ("man_h07",
     "Centrifuge the 1.5 mL tubes at 25,000 × g for 5 min in the 5424 R, because the fine "
     "precipitate only pellets at very high force.",
     "halted"),

    ("man_h08",
     "(a) Add 50 µL of luciferase substrate to every well with the Biomek i5.\n"
     "(b) Shake at 900 rpm for 1 min on the BioShake, because the substrate must reach the "
     "cells on the whole well bottom.\n"
     "(c) Leave the plate at room temperature for 5 min.\n"
     "(d) Read the luminescence with a 90-second integration time per well. The reporter in "
     "this kit is very weak, which is why a long integration is needed.",
     "halted"),

    ("man_h09",
     "(a) With the OT-2, you will add 250 µL of master mix to each well of the 96-well PCR "
     "plate.\n"
     "(b) Seal the plate at 165 °C for 3 s.\n"
     "(c) Run 30 cycles of 95 °C 15 s, 60 °C 30 s, 72 °C 30 s on the ODTC.",
     "halted"),

    # =====================================================================
    # not knowable from the text: "ask"
    # =====================================================================
    ("man_a01",
     "You should now spin the PCR plate at 2,500 rpm for 1 minute, to bring all of the liquid "
     "down to the bottom of the wells.",
     "ask"),

    ("man_a02",
     "Vortex the 1.5 mL tubes for 10 seconds so that the beads are fully resuspended. The "
     "solution should look uniformly brown, with no pellet at the bottom.",
     "ask"),

    ("man_a03",
     "Next, you will sonicate the lysate plate with three 10 s pulses. This shears the "
     "chromatin into 200-500 bp fragments; the lysate should become less viscous.",
     "ask"),

    ("man_a04",
     "When the colour has developed, read the plate on the Tecan Spark at 450 nm. (Tip: remove "
     "the lid first, because condensation on the lid scatters the light.)",
     "ask"),

    ("man_a05",
     "First, the Biomek i5 transfers 500 µL of lysate into each 1.5 mL tube. You will then "
     "spin your tubes in the Eppendorf 5430 at 12,000 × g for 5 minutes. The pellet should be "
     "white and compact.",
     "ask"),

    ("man_a06",
     "(c) Add 2 drops of stop solution to each well. The colour should change from blue to "
     "yellow; if it does not, the stop solution may have expired.",
     "ask"),

    ("man_a07",
     "1. Add 100 µL of substrate to each well with the Tecan Fluent.\n"
     "2. Incubate for 20 min at room temperature in the dark; the wells should turn blue.\n"
     "3. Add 50 µL of stop solution - the blue should change to yellow.\n"
     "4. Next, you should read the absorbance at the wavelength printed on the lot-specific "
     "certificate that came with your kit, because it varies from lot to lot.",
     "ask"),

    ("man_a08",
     "Shake the plate on the BioShake at setting 6 for 5 min. The beads should be fully "
     "suspended with no ring at the bottom of the well.",
     "ask"),

    ("man_a09",
     "(a) Add 100 µL of the staining solution to each well with the Hamilton STAR.\n"
     "(b) Incubate for 30 min at 37 °C in the Cytomat 2C450.\n"
     "(c) Image the whole plate on the Opera Phenix with the 20x objective. The nuclei should "
     "appear bright blue.",
     "ask"),
]
