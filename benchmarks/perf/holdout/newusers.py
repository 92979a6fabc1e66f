"""Hold-out batch "newusers": requests typed by people in their first week with the workcell.

Voices: ten newcomers -- a summer student, two cell/molecular biologists, a microbiologist,
a protein biochemist, a bioinformatician, a chemist, a clinical scientist, a visiting
researcher whose first language is not English, and the lab manager.  They do not know the
instrument nicknames well, so they write "the big robot arm" (precise_pf400), "the sealing
machine" / "heat sealer" (azenta_a4s), "the peeler" (azenta_xpeel), "the fridge robot" /
"cold store" (cytomat_2c425), "the hotel" (cytomat_24), "the CO2 incubator" (cytomat_2c450),
"the plate reader" (spectramax_i3x), "the qPCR machine" (biorad_cfx384), "the small Eppendorf
microcentrifuge" (eppendorf_5424r) or the full vendor name.  "The plate spinner" is NOT
resolved to a device: three centrifuges take plates.

Traps built in:
- units mixed up and then corrected ("150 mL -- sorry, 150 uL", "270 - no wait, 170 C",
  "10 000 rpm -- sorry, 10,000 x g", "2,500 -- no sorry, 25,000 x g"); the correction wins,
  and a corrected value can itself be out of range;
- numbers as words, thousands separators (1,400 / 10 000), a decimal comma ("2,5 ul"),
  mixed unit spellings (uL, ul, microlitres, mL; C, degrees, deg, ºC; g, xg, x g, ×g, rcf;
  s, sec, min, mins, h, hr, hrs, "1h30");
- steps named out of running order ("read ... but only after ... shaken ... and spun",
  "run the qPCR -- but seal it first");
- steps already done by hand (sealed, peeled, washed, denatured) that must not reappear;
- context numbers that are not settings: barcodes, lots, order numbers, passages, plate and
  sample counts given as context, rooms, study ids, dates, stock concentrations, "OD about 2";
- a well subset only when the text selects one (rows A-D = 48, columns 1-6 = 48, column 1 = 8,
  columns 2-11 = 80, columns 1-12 of a 384 plate = 192); "all 96 wells" is not a subset;
- shaker speeds in rpm are fine, centrifuge speeds in rpm only are not;
- several requests per message, as numbered lists or one long paragraph.
"""

NAME = "newusers"

CASES: list[tuple[str, str, str]] = [
    (
        "newusers-01",
        "hi!! first week here, sorry if this is obvious. could the big robot arm move my "
        "96-well plate (barcode 00417) over to the plate reader and then read OD600? its "
        "E. coli growth curves for my summer project",
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "newusers-02",
        "Please read fluorescence (ex 485 nm / em 535 nm) on the SpectraMax, but only after "
        "the plate has been shaken for 60 s at 1000 rpm and then spun at 300 x g for 2 min. "
        "Samples are patient sera, batch 2024-117, so please don't leave the plate sitting "
        "around afterwards.",
        "shake speed_rpm=1000 duration_s=60 > spin rcf_g=300 duration_s=120 > "
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "newusers-03",
        "Can someone set this up for me: vortex the deep-well plate for 30 s, spin it at "
        "2000 x g for 1 min, then read absorbance at 562 nm (it's a BCA assay).",
        "ask",
    ),
    (
        "newusers-04",
        "Need 150 mL -- sorry, 150 µL!! -- of quench buffer into every well of the deep-well "
        "plate on the Tecan, then seal it on the sealing machine at 170 C for 2 s and put it "
        "in the fridge robot at 4 C. It's the reaction plate from the 3-step synthesis, I'll "
        "run LC-MS on Monday.",
        "transfer volume_ul=150 @tecan_fluent > seal temperature_c=170 duration_s=2 @azenta_a4s"
        " > store temperature_c=4 @cytomat_2c425",
    ),
    # Corrected value 25,000 x g is above every tube centrifuge (5424 R 21,130; 5810 R 20,133,
    # and that one does not take 1.5 mL tubes anyway).
    (
        "newusers-05",
        "spin the 1.5 ml eppendorfs in the microcentrifuge at 2,500 -- no sorry, 25,000 x g, "
        "15 min, 4 degrees. need a really tight pellet for the mito prep",
        "halted",
    ),
    (
        "newusers-06",
        "For tomorrow's library QC (I'm the bioinformatician, so bear with me):\n"
        "1. peel the plate, it's still sealed from last night\n"
        "2. transfer 15 uL from columns 1-3 into a fresh 96 PCR plate on the Hamilton\n"
        "3. quick spin, 500 x g for 1 min\n"
        "4. run it on the LabChip, DNA High Sensitivity assay, 24 samples\n"
        "I only need the size distributions for the pipeline.",
        "peel > transfer volume_ul=15 wells=24 @hamilton_star > spin rcf_g=500 duration_s=60 > "
        "run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "newusers-07",
        "Please spin my ELISA plate at 3000 rpm for 5 mins and read it at 450nm after.",
        "ask",
    ),
    # The CellTiter-Glo reagent is added by hand between the two steps; only the two
    # automated steps are expected.
    (
        "newusers-08",
        "Hello, I am visiting from Lyon for two month. I want to put my cells plate (passage "
        "14) in the CO2 incubator at 37 degree, 5 % CO2, during 48 hour. After this please "
        "read the luminescence with 1 second integration, it is for CellTiter-Glo (the reagent "
        "I add myself before the reading).",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 > "
        "read_luminescence integration_s=1",
    ),
    # "six reagent plates" is a plate count (context), so one store step.
    (
        "newusers-09",
        "Linda (lab manager) here. Please put the six reagent plates for Tuesday's run into "
        "the fridge robot at 4 °C. Lot 22-0931, order #4471 if anyone asks.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    # The refrigerated store holds 4-25 C; no other store sets a temperature at all.
    (
        "newusers-10",
        "Could the fridge robot keep my primer plate at -20 °C over the weekend? The freezer "
        "in room 2.14 is full.",
        "halted",
    ),
    (
        "newusers-11",
        "PCR on the Inheco cycler please: 98 °C 30 s to start, then 30 cycles of 98 °C 10 s, "
        "62 °C 20 s, 72 °C 30 s, final extension 72 °C 2 min, hold at 4 °C. I already sealed "
        "the plate by hand.",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "newusers-12",
        "Can you run the standard colony PCR on my plate on the thermocycler? 35 cycles, then "
        "hold at 4. It's the same primers Raj always uses.",
        "ask",
    ),
    (
        "newusers-13",
        "qPCR plate (384-well) is ready -- seal it on the heat sealer at 165 °C for 3 s, spin "
        "1000 xg for 1 min, then run it on the Bio-Rad: 95 °C 3 min, then 40 cycles of 95 °C "
        "10 s and 60 °C 30 s.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "newusers-14",
        "Run the MagMAX_Viral_Pathogen program on the KingFisher for the 96 swab extracts, "
        "then seal the elution plate. Results go into the LIMS under study CS-0042.",
        "run_program program=MagMAX_Viral_Pathogen @kingfisher_flex > seal",
    ),
    (
        "newusers-15",
        "Add 40 µL mineral oil to each well on the Hamilton, seal at 220 °C for 3 s (the thick "
        "foil never sticks at the normal setting), then put it in the hotel.",
        "halted",
    ),
    (
        "newusers-16",
        "just park the plate in the hotel at room temperature till Monday pls",
        "store @cytomat_24",
    ),
    (
        "newusers-17",
        "Put the plate on the shaker at speed 5 for 10 min, that's what I always used in my "
        "old lab.",
        "ask",
    ),
    (
        "newusers-18",
        "On the Opentrons Flex, add 5 µL of the compund dilutions to rows A to D only (it's a "
        "96-well plate), then shake at 600 rpm for 2 min so it mixes.",
        "transfer volume_ul=5 wells=48 @opentrons_flex > shake speed_rpm=600 duration_s=120",
    ),
    (
        "newusers-19",
        "could the OT-2 put twenty microlitres of master mix into each well of columns one to "
        "six, then seal it and give it a quick spin (1 min, 1000 g)? thanks!!",
        "transfer volume_ul=20 wells=48 @opentrons_ot2 > seal > spin rcf_g=1000 duration_s=60",
    ),
    (
        "newusers-20",
        "Measure OD of the cultures in the plate reader please, I need it to normalise before "
        "the luciferase assay.",
        "ask",
    ),
    (
        "newusers-21",
        "Seal the PCR plate at 270 - no wait, 170 ºC - for 2.5 sec on the sealing machine",
        "seal temperature_c=170 duration_s=2.5 @azenta_a4s",
    ),
    # A plate: HiG4 tops out at 5000 x g, the 5810 R plate buckets at 2900 x g, and the
    # deep-well plate is rated to 3000 x g; only the tube microcentrifuge goes higher.
    (
        "newusers-22",
        "Spin the deep-well lysate plate at 6000 x g for 15 min to clear the debris, then "
        "move 500 µL of supernatant to a fresh plate.",
        "halted",
    ),
    (
        "newusers-23",
        "Hi, can the peeler take the seal off plate 7 and then the LabChip run the Protein "
        "Express assay on the first 48 samples? Thanks - I already did the denaturing step on "
        "the bench.",
        "peel @azenta_xpeel > run_assay assay=protein_express sample_count=48 "
        "@labchip_gx_touch_ht",
    ),
    (
        "newusers-24",
        "pNPP assay is done. Read absorbance at 405 or 410 nm? I can't remember which one the "
        "protocol says. Then put it in the fridge.",
        "ask",
    ),
    (
        "newusers-25",
        "Put the bead plate on the magnet on the Biomek i5 for 5 min, then have the i5 take "
        "100 µL of supernatant into a clean plate, and seal that one.",
        "magnetic_separation duration_s=300 @biomek_i5 > transfer volume_ul=100 @biomek_i5 > "
        "seal",
    ),
    (
        "newusers-26",
        "Shake the plate at 3,500 rpm for 30 s to resuspend the beads, they clump badly",
        "halted",
    ),
    # "all 96 wells" of a 96-well plate is the whole plate, not a subset: no wells key.
    (
        "newusers-27",
        "With the Biomek i7, add 50 uL of lysis buffer to all 96 wells and then mix 40 µL up "
        "and down 10 times.",
        "transfer volume_ul=50 @biomek_i7_hybrid > mix volume_ul=40 cycles=10 "
        "@biomek_i7_hybrid",
    ),
    (
        "newusers-28",
        "Please spin on the Agilent VSpin at 800 rcf for 3 min. There's already a balance "
        "plate in there from this morning.",
        "spin rcf_g=800 duration_s=180 @agilent_vspin",
    ),
    (
        "newusers-29",
        "Use the Hamilton to move the supernatant from the deep-well plate into a fresh 96 "
        "plate, seal it, and store it at 4 °C.",
        "ask",
    ),
    (
        "newusers-30",
        "PCR plate needs a hard spin before the beads go in: 4,000 ×g for 10 min in the "
        "BioNex HiG.",
        "spin rcf_g=4000 duration_s=600 @bionex_hig4",
    ),
    (
        "newusers-31",
        "Could you spin the 50 mL Falcons in the Eppendorf 5810 R at 3000 x g, 4 °C, 20 min? "
        "I'll come and pick them up after.",
        "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r",
    ),
    # CO2 control is only on the Cytomat 2C450, registry range 0-20 %.
    (
        "newusers-32",
        "Add 10 µL of drug dilution per well with the Hamilton, then into the CO2 incubator at "
        "37 C with 25% CO2 for 24 h -- my PI wants a high-CO2 stress condition.",
        "halted",
    ),
    (
        "newusers-33",
        "the small Eppendorf microcentrifuge (5424 R): 2 mL tubes, 13,000 g, 10 min, 4 deg",
        "spin rcf_g=13000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "newusers-34",
        "Could we dispense 25 nL of each compound from the source plate into the 384 assay "
        "plate? In my old lab this was done on an acoustic dispenser.",
        "ask",
    ),
    (
        "newusers-35",
        "On the QInstruments BioShake, shake at 1200 rpm and 37 °C for 15 minutes.",
        "shake speed_rpm=1200 duration_s=900 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "newusers-36",
        "Read absorbance at 200 nm for the peptide backbone, the UV-transparent plate is "
        "already loaded.",
        "halted",
    ),
    # Retrieval from the fridge robot, then an explicit arm move; the destination is left out.
    (
        "newusers-37",
        "Please get plate BC-20931 out of the fridge robot and have the robot arm bring it "
        "over to the Tecan.",
        "retrieve @cytomat_2c425 > move_plate @precise_pf400",
    ),
    (
        "newusers-38",
        "add a couple of drops of antifoam to each reservoir column and then shake 800 rpm "
        "for an hour",
        "ask",
    ),
    # "leave it 15 min at room temp" is a room-temperature incubate: duration only, no
    # temperature key.
    (
        "newusers-39",
        "My ELISA plate is already blocked and washed (did that by hand). Then on the Biomek "
        "i5: 100 µl TMB into every well, leave it 15 min at room temp, then 50 µl stop "
        "solution with the i5 as well, and read at 450 nm.",
        "transfer volume_ul=100 @biomek_i5 > incubate duration_s=900 > "
        "transfer volume_ul=50 @biomek_i5 > read_absorbance wavelength_nm=450",
    ),
    (
        "newusers-40",
        "NIR dye in the plate, fluorescence please: excitation 780 nm, emission 900 nm",
        "halted",
    ),
    # Columns 2-11 of a 96-well plate = 80 wells; "the same columns" repeats the subset.
    (
        "newusers-41",
        "I'm running a kinetic solubility screen. Could the Tecan Fluent dispense 198 µL PBS "
        "into columns 2–11 of a 96-well flat plate, then 2 µL of the 10 mM DMSO stocks into "
        "the same columns; afterwards shake 5 min at 900 rpm and read absorbance at 620 nm "
        "(turbidity).",
        "transfer volume_ul=198 wells=80 @tecan_fluent > transfer volume_ul=2 wells=80 "
        "@tecan_fluent > shake speed_rpm=900 duration_s=300 > read_absorbance wavelength_nm=620",
    ),
    (
        "newusers-42",
        "Sonicate the lysate plate (3 × 10 s bursts), then spin at 2000 x g for 10 min.",
        "ask",
    ),
    (
        "newusers-43",
        "RNA integrity check: run 16 samples on the LabChip GX Touch with the RNA assay. The "
        "plate is already peeled.",
        "run_assay assay=rna sample_count=16 @labchip_gx_touch_ht",
    ),
    (
        "newusers-44",
        "Run the 384 plate on the CFX384: 95°C for 2 min, then 45 cycles of 95°C 5 s / 58°C "
        "15 s / 72°C 20 s. I'll pull the Cq values into R afterwards.",
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=58 annealing_s=15 extension_c=72 "
        "extension_s=20 @biorad_cfx384",
    ),
    (
        "newusers-45",
        "Transfer 8 mL of media into each of the 50 mL tubes with whichever liquid handler is "
        "free.",
        "halted",
    ),
    (
        "newusers-46",
        "Good morning. I need that the robot makes this: centrifuge the plate 5 minute at "
        "1000g, after this read fluorescence 485/520 in the reader. After, the plate stay in "
        "the hotel please.",
        "spin rcf_g=1000 duration_s=300 > read_fluorescence excitation_nm=485 emission_nm=520 "
        "@spectramax_i3x > store @cytomat_24",
    ),
    (
        "newusers-47",
        "Three things for the extraction batch (24 donors, study EX-7):\n"
        "(1) peel the sample plate on the XPeel\n"
        "(2) run program DNA_Blood_200 on the KingFisher Flex\n"
        "(3) put the eluate plate in the cold store at 4 °C",
        "peel @azenta_xpeel > run_program program=DNA_Blood_200 @kingfisher_flex > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "newusers-48",
        "After the spin (1000 x g, 1 min) please peel the plate and measure the DNA "
        "concentrations on the NanoDrop.",
        "ask",
    ),
    (
        "newusers-49",
        "incubate the plate at thirty seven degrees for ninety minutes",
        "incubate temperature_c=37 duration_s=5400",
    ),
    (
        "newusers-50",
        "Heat-shake the deep-well plate on the BioShake: 95 °C, 1,400 rpm, 10 min.",
        "shake speed_rpm=1400 duration_s=600 temperature_c=95 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "newusers-51",
        "PCR please: 30 cycles of 105 °C 10 s, 55 °C 30 s, 72 °C 1 min, then hold at 4 °C.",
        "halted",
    ),
    # "put it back in" refers to the CO2 incubator the plate came out of.
    (
        "newusers-52",
        "Grab my growth-curve plate out of the CO2 incubator, read OD600, and put it back in "
        "at 37 °C / 5% CO2 for another 6 hrs please.",
        "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=600 > "
        "incubate temperature_c=37 duration_s=21600 co2_percent=5 @cytomat_2c450",
    ),
    (
        "newusers-53",
        "Fluorescence read on the SpectraMax i3x, ex 340 nm em 460 nm -- it's a NADH assay.",
        "read_fluorescence excitation_nm=340 emission_nm=460 @spectramax_i3x",
    ),
    (
        "newusers-54",
        "OT-2 job: mix every well in column 1 with 15 μl, five times, nothing else.",
        "mix volume_ul=15 cycles=5 wells=8 @opentrons_ot2",
    ),
    (
        "newusers-55",
        "On the Flex add 50 µL Glo reagent to every well, shake 2 min at 500 rpm, then read "
        "luminescence with a 2 minute integration per well -- the signal is super weak.",
        "halted",
    ),
    # The rpm figure is corrected to x g, so the spin is fully specified.
    (
        "newusers-56",
        "spin the eppendorf tubes at 10 000 rpm -- sorry, I mean 10,000 x g, 5 min, in the "
        "5424R",
        "spin rcf_g=10000 duration_s=300 @eppendorf_5424r",
    ),
    (
        "newusers-57",
        "Hamilton STAR: 0.8 mL of binding buffer from the trough into every well of the "
        "deep-well plate, then seal it.",
        "transfer volume_ul=800 @hamilton_star > seal",
    ),
    (
        "newusers-58",
        "Plate is sealed already. On the ODTC: 20 °C for 30 min then 65 °C for 30 min (end "
        "repair + A-tailing). After that, peel it and have the Flex add 45 µL of beads per "
        "well, then shake 2 min at 1800 rpm.",
        "incubate temperature_c=20 duration_s=1800 @inheco_odtc > incubate temperature_c=65 "
        "duration_s=1800 @inheco_odtc > peel > transfer volume_ul=45 @opentrons_flex > "
        "shake speed_rpm=1800 duration_s=120",
    ),
    (
        "newusers-59",
        "Run the qPCR (95 °C 10 min, then 40x [95 °C 15 s, 60 °C 1 min]) -- but seal it first "
        "at 165 °C for 2 s and spin it down at 1,000 g for 30 seconds before it goes in.",
        "seal temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=30 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60",
    ),
    (
        "newusers-60",
        "Lab manager here -- have the PF400 move the 12-column reservoir from the Hamilton "
        "over to the Fluent deck. (Room B2.041, no rush.)",
        "move_plate @precise_pf400",
    ),
    (
        "newusers-61",
        "For the biobank aliquots: use the i7 to put 200 µL of each plasma sample into a 96 "
        "deep-well plate, spin 500 x g for 2 min, then store at 4 °C until the courier comes "
        "on the 14th.",
        "transfer volume_ul=200 @biomek_i7_hybrid > spin rcf_g=500 duration_s=120 > "
        "store temperature_c=4",
    ),
    # The duration is corrected from seconds to minutes: 45 min = 2700 s.
    (
        "newusers-62",
        "Hold the plate at 42 °C for 45 sec -- sorry, 45 min -- on the Inheco, it's the RT "
        "step.",
        "incubate temperature_c=42 duration_s=2700 @inheco_odtc",
    ),
    (
        "newusers-63",
        "shake it for 1h30 at 500rpm, no heat needed",
        "shake speed_rpm=500 duration_s=5400",
    ),
    # Reads take no wells key; "default settings" means no integration time is stated.
    (
        "newusers-64",
        "Read luminescence on the first 6 columns of the 384 plate, default settings are fine.",
        "read_luminescence",
    ),
    # "OD about 2" describes the overnight cultures (context), it is not a read request.
    (
        "newusers-65",
        "1) add 180 µL LB to all wells with the Opentrons OT-2\n"
        "2) then 20 µL of the overnight cultures (OD about 2)\n"
        "3) incubate at 30 °C for 16 h\n"
        "4) read OD600 at the end",
        "transfer volume_ul=180 @opentrons_ot2 > transfer volume_ul=20 > "
        "incubate temperature_c=30 duration_s=57600 > read_absorbance wavelength_nm=600",
    ),
    (
        "newusers-66",
        "For the sizing check: peel the plate, then LabChip with the DNA 5K assay on all 96 "
        "samples.",
        "peel > run_assay assay=dna_5k sample_count=96 @labchip_gx_touch_ht",
    ),
    # Decimal comma: "2,5 µl" is 2.5 uL, not 25 uL.
    (
        "newusers-67",
        "Please transfer 2,5 µl of the enzyme in all wells of the PCR plate, then the sealing "
        "machine, then PCR 25 cycles: 95 °C 15 s, 60 °C 30 s, 72 °C 45 s.",
        "transfer volume_ul=2.5 > seal @azenta_a4s > run_pcr cycles=25 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=45",
    ),
    (
        "newusers-68",
        "Put it in the plate spinner, 1,500 × g, 5 min, then read at 562 nm (BCA).",
        "spin rcf_g=1500 duration_s=300 > read_absorbance wavelength_nm=562",
    ),
    # Columns 1-12 of a 384-well plate = 16 rows x 12 = 192 wells; "the same wells" repeats it.
    (
        "newusers-69",
        "On the Tecan: 8 µL SYBR master mix into columns 1–12 of the 384-well PCR plate, then "
        "2 µL cDNA into the same wells. After that seal, spin 1 min at 1000 g, and run it on "
        "the qPCR machine: 95 °C 3 min, 40 cycles 95 °C 10 s / 60 °C 30 s.",
        "transfer volume_ul=8 wells=192 @tecan_fluent > transfer volume_ul=2 wells=192 "
        "@tecan_fluent > seal > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 "
        "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "newusers-70",
        "Pull my plate from the plate hotel, peel it, and read fluorescence at 560/590 "
        "(resazurin).",
        "retrieve @cytomat_24 > peel > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
]
