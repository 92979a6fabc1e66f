"""Hold-out batch "final5": an ordinary week (Monday to Friday) of real requests to the workcell.

Eight different people send requests: a PhD student, a lab manager, a postdoc in a hurry, a
visiting scientist whose first language is not English, a core-facility technician, an
automation engineer, a PI and an undergraduate. There is no single gimmick: one-liners, short
paragraphs, numbered lists, notes with context, later steps mentioned first ("before ...",
"once ...", "having first ..."), values in varied spellings (ul/uL/µL/μl/mL, °C/C/deg/degree/ºC,
x g/xg/× g/rcf, s/sec/min/mins/h/hr/o/n), instruments named by model or only by a generic word,
well selections (rows, columns, blocks), and sample counts. Domains: ELISA, BCA/Bradford/Lowry,
cell viability, reporter assays, PCR/qPCR, NGS library clean-up and QC, nucleic-acid extraction,
bacterial growth, compound treatment, plate logistics and instrument checks.

Device ids are given only when the text names an instrument by brand/model (a generic word such
as "the incubator", "the fridge" or "the plate shaker" does not pin a device).

Each case is (id, intent_text, expected); see the README for the expected format.
Written without reading the parser, the conformance code, the planners or the tuned case lists.
"""

CASES: list[tuple[str, str, str]] = [
    # ====================================================================== Monday
    # PhD student
    (
        "final5-01",
        "spin my 96 well plate 1000 xg for 2 min pls",
        "spin rcf_g=1000 duration_s=120",
    ),
    # lab manager
    (
        "final5-02",
        "Please move the reagent plate from the plate hotel onto the Biomek i7 deck, "
        "the 10 o'clock run needs it.",
        "retrieve > move_plate",
    ),
    # postdoc in a hurry
    (
        "final5-03",
        "ELISA plate needs 100ul TMB per well, 15 min RT in the dark, 50 µl stop, read 450 asap",
        "transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50 "
        "> read_absorbance wavelength_nm=450",
    ),
    # visiting scientist
    (
        "final5-04",
        "Hello, I need make the PCR on ODTC. 30 cycle: 95 degree 15 second, 58 degree 30 second, "
        "72 degree 45 second. Before, 95 degree 3 minute. At the end 72 degree 5 minute and keep "
        "in 4 degree.",
        "run_pcr cycles=30 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=30 "
        "extension_c=72 extension_s=45 initial_denaturation_c=95 initial_denaturation_s=180 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    # core-facility technician
    (
        "final5-05",
        "LabChip GX, DNA High Sensitivity assay, 48 samples from the library plate.",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    # automation engineer
    (
        "final5-06",
        "Test run after the teach-point update: PF400 takes a 96-well flat plate from the hotel "
        "to the SpectraMax, absorbance at 600 nm, then back into the hotel.",
        "retrieve > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x "
        "> store",
    ),
    # undergraduate
    (
        "final5-07",
        "hi! how do i shake my plate at 500 rpm for 5 minutes on the bioshake?",
        "shake speed_rpm=500 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    # PhD student (halted: flat 96-well plate is rated to 3000 x g)
    (
        "final5-08",
        "Spin the 96-well flat-bottom culture plate at 4,500 x g for 10 min to pellet the cells.",
        "halted",
    ),
    # postdoc (ask: rpm without rotor)
    (
        "final5-09",
        "centrifuge plate 2000 rpm 5 min, in a hurry",
        "ask",
    ),
    # lab manager
    (
        "final5-10",
        "The Cytomat 2C425 should hold the antibody plates at 6 °C over the weekend.",
        "store temperature_c=6 @cytomat_2c425",
    ),
    # visiting scientist
    (
        "final5-11",
        "The cells, I want them in incubator 37ºC, 5% CO2, for 48 hour please.",
        "incubate temperature_c=37 duration_s=172800",
    ),
    # core-facility technician
    (
        "final5-12",
        "KingFisher Flex, program MagMAX_Viral_Pathogen_96 - deep-well plates are loaded "
        "(sample, 2x wash, elution, tip comb).",
        "run_program @kingfisher_flex",
    ),
    # automation engineer
    (
        "final5-13",
        "Dry run on the Hamilton STAR: 25 µL from the reservoir into columns 1-6 of a 96-well "
        "plate, default liquid class.",
        "transfer volume_ul=25 @hamilton_star wells=48",
    ),
    # PI (order trap)
    (
        "final5-14",
        "Read luminescence (2 s integration) once the reporter plate has been incubated "
        "overnight at 37 °C.",
        "incubate temperature_c=37 > read_luminescence integration_s=2",
    ),
    # ====================================================================== Tuesday
    # undergraduate
    (
        "final5-15",
        "i need to add 200 ul of LB to every well of a deep well plate with the OT-2",
        "transfer volume_ul=200 @opentrons_ot2",
    ),
    # undergraduate (halted: 96-well flat wells hold ~360 µL)
    (
        "final5-16",
        "put 400 µL of media in each well of the 96 well flat plate so they don't dry out",
        "halted",
    ),
    # postdoc
    (
        "final5-17",
        "peel -> 5 µl sample into the 384 PCR plate -> seal -> spin 30s 500g",
        "peel > transfer volume_ul=5 > seal > spin rcf_g=500 duration_s=30",
    ),
    # visiting scientist
    (
        "final5-18",
        "I have 16 samples in 1.5 ml tube, please centrifuge them 12000 g, 10 min, 4 degree.",
        "spin rcf_g=12000 duration_s=600 temperature_c=4",
    ),
    # visiting scientist (ask: no vortexer)
    (
        "final5-19",
        "Can you vortex my tubes 10 seconds before the centrifuge?",
        "ask",
    ),
    # core-facility technician
    (
        "final5-20",
        "qPCR on the CFX: 95C 10min; 45 cycles of 95C 15s / 60C 1min; hold 4C",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=600 cycles=45 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 hold_c=4 "
        "@biorad_cfx384",
    ),
    # automation engineer
    (
        "final5-21",
        "Heat sealer: 175 °C, 2.0 s. Then XPeel it straight away - we're cycling seal/peel to "
        "test the new film roll.",
        "seal temperature_c=175 duration_s=2 @azenta_a4s > peel @azenta_xpeel",
    ),
    # PI
    (
        "final5-22",
        "Let's check RNA integrity before we send anything out: 12 samples on the LabChip, "
        "RNA assay.",
        "run_assay sample_count=12 @labchip_gx_touch_ht",
    ),
    # PhD student (halted: emission below excitation)
    (
        "final5-23",
        "mCherry read on the SpectraMax please, excitation 610 nm, emission 587 nm.",
        "halted",
    ),
    # postdoc
    (
        "final5-24",
        "BCA: 25ul sample + 200ul WR, 37C 30min, read 562",
        "transfer volume_ul=25 > transfer volume_ul=200 > incubate temperature_c=37 "
        "duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    # automation engineer
    (
        "final5-25",
        "Use the PF400 to move the 200 µL tip rack from the staging nest to the Biomek i5.",
        "move_plate @precise_pf400",
    ),
    # automation engineer (ask: instrument not in the registry)
    (
        "final5-26",
        "Read abs 405 on the Tecan Infinite M200 in bay 3 and send me the file.",
        "ask",
    ),
    # PI
    (
        "final5-27",
        "We need the bacterial lysates pelleted: 50 mL conicals, 4000 x g, 20 minutes, 4 °C.",
        "spin rcf_g=4000 duration_s=1200 temperature_c=4",
    ),
    # ====================================================================== Wednesday
    # lab manager (halted: 50 mL conicals rated to 12,000 x g)
    (
        "final5-28",
        "Spin the six 50 mL tubes at 15,000 × g for 30 min, fixed-angle rotor.",
        "halted",
    ),
    # visiting scientist
    (
        "final5-29",
        "Please you make the plate warm 42 degrees and shaking 1000 rpm, 20 min.",
        "shake speed_rpm=1000 duration_s=1200 temperature_c=42",
    ),
    # core-facility technician
    (
        "final5-30",
        "Bead clean-up on the Biomek i7, PCR product (50 µL) is in columns 1-3 of the PCR plate: "
        "add 90 µL AMPure XP, mix 10x at 100 µL, let it sit 5 min.",
        "transfer volume_ul=90 @biomek_i7_hybrid wells=24 > mix volume_ul=100 cycles=10 "
        "> incubate duration_s=300",
    ),
    # PhD student (ask: no acoustic dispenser in the cell)
    (
        "final5-31",
        "Take the compound plate out of the fridge, de-seal it and shoot 50 nL per well into "
        "the assay plate with the Echo 655.",
        "ask",
    ),
    # undergraduate
    (
        "final5-32",
        "OD600 of my overnight cultures, 96 well plate, only rows A and B",
        "read_absorbance wavelength_nm=600 wells=24",
    ),
    # PI
    (
        "final5-33",
        "Seal the PCR plate and put it in the ODTC: 98 °C 30 s, then 35 cycles of 98 °C 10 s, "
        "62 °C 20 s, 72 °C 30 s, final 72 °C 2 min, 4 °C hold.",
        "seal > run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=35 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    # automation engineer
    (
        "final5-34",
        "Calibration check: dispense 10 uL into a 384-well flat plate with the Biomek i5, then "
        "read absorbance at 977 nm for pathlength.",
        "transfer volume_ul=10 @biomek_i5 > read_absorbance wavelength_nm=977",
    ),
    # automation engineer (halted: sealer tops out at 200 °C)
    (
        "final5-35",
        "Set the a4S to 220 °C for 1.5 s, the new foil from the rep says it needs it.",
        "halted",
    ),
    # visiting scientist
    (
        "final5-36",
        "For the MTT, first I add 10 µl MTT in every well, after 4 hour in incubator 37 degree, "
        "then 100 µl DMSO, shake 10 minute, measure 570 nm.",
        "transfer volume_ul=10 > incubate temperature_c=37 duration_s=14400 "
        "> transfer volume_ul=100 > shake duration_s=600 > read_absorbance wavelength_nm=570",
    ),
    # PhD student (ask: no sonicator)
    (
        "final5-37",
        "sonicate the lysate plate 3 x 10 s on ice then spin 3000 g 10 min",
        "ask",
    ),
    # core-facility technician
    (
        "final5-38",
        "Normalisation on the Fluent: 30 µL water into wells A1-H4 of the PCR plate, then 20 µL "
        "of DNA, mix 5x at 25 µL.",
        "transfer volume_ul=30 @tecan_fluent wells=32 > transfer volume_ul=20 @tecan_fluent "
        "> mix volume_ul=25 cycles=5 @tecan_fluent",
    ),
    # core-facility technician (halted: CFX384 takes at most 30 µL reactions)
    (
        "final5-39",
        "Set up the qPCR at 35 µL per well in the 384 plate, then 40 cycles 95 °C/15 s, "
        "60 °C/60 s on the CFX384.",
        "halted",
    ),
    # ====================================================================== Thursday
    # core-facility technician
    (
        "final5-40",
        "PicoGreen: 100 µL working solution into each well on top of the standards and samples, "
        "then straight to fluorescence 480/520.",
        "transfer volume_ul=100 > read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    # visiting scientist (halted: CO2 incubator max ~50 °C)
    (
        "final5-41",
        "Please do heat inactivation at 60 degree, 30 minute, inside the Cytomat incubator.",
        "halted",
    ),
    # lab manager (ask: centrifuge not in the registry)
    (
        "final5-42",
        "Run the weekly QC plates on the Beckman Allegra X-15 - 3 min at 1500 g.",
        "ask",
    ),
    # PI
    (
        "final5-43",
        "Please get the KingFisher to run 'DNA_Blood_Flex' and then size 24 of the eluates on "
        "the LabChip (DNA 5K).",
        "run_program @kingfisher_flex > run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    # undergraduate (ask: drops are not a volume)
    (
        "final5-44",
        "can the robot add 3 drops of crystal violet to each well?",
        "ask",
    ),
    # core-facility technician
    (
        "final5-45",
        "Spin the 2 mL tubes 16,000 × g, 1 min, in the 5424 R.",
        "spin rcf_g=16000 duration_s=60 @eppendorf_5424r",
    ),
    # PhD student (halted: microcentrifuge max ~21,130 x g)
    (
        "final5-46",
        "max speed on the microcentrifuge: 25 000 x g, 15 min, for the pellets",
        "halted",
    ),
    # postdoc
    (
        "final5-47",
        "shake the deep well block 1200 rpm 3 min then spin 1000 g 1 min",
        "shake speed_rpm=1200 duration_s=180 > spin rcf_g=1000 duration_s=60",
    ),
    # lab manager
    (
        "final5-48",
        "Retrieve the plate from the incubator and stack it in the hotel for pickup.",
        "retrieve > store",
    ),
    # visiting scientist
    (
        "final5-49",
        "I want to read the absorbance of my DNA in the UV plate, first 260 nm, after 280 nm.",
        "read_absorbance wavelength_nm=260 > read_absorbance wavelength_nm=280",
    ),
    # PI
    (
        "final5-50",
        "Cytokine ELISA for tomorrow: peel the pre-coated plate, add 100 µL of standards and "
        "samples to columns 1-10, incubate 2 h at room temperature shaking at 400 rpm, then "
        "100 µL of biotinylated detection antibody and another hour of shaking, then store it "
        "at 4 °C until I come in.",
        "peel > transfer volume_ul=100 wells=80 > shake speed_rpm=400 duration_s=7200 "
        "> transfer volume_ul=100 > shake duration_s=3600 > store temperature_c=4",
    ),
    # core-facility technician
    (
        "final5-51",
        "Aliquot 1 mL of lysis buffer into each well of the 24 deep-well plate with the i7.",
        "transfer volume_ul=1000 @biomek_i7_hybrid",
    ),
    # ====================================================================== Friday
    # automation engineer
    (
        "final5-52",
        "Luminescence on the SpectraMax with 100 ms integration, just checking the dark counts.",
        "read_luminescence integration_s=0.1 @spectramax_i3x",
    ),
    # PhD student (halted: integration max 60 s)
    (
        "final5-53",
        "read luminescence, integration 90 s per well - the signal is really weak",
        "halted",
    ),
    # postdoc (ask: dial setting, not rpm)
    (
        "final5-54",
        "shake at speed 6 for 10 min, same as on the old bench shaker",
        "ask",
    ),
    # PI
    (
        "final5-55",
        "For the Western samples: 20 µL lysate plus 5 µL of 5x Laemmli in a 96 PCR plate, then "
        "heat at 95 °C for 5 min on the ODTC.",
        "transfer volume_ul=20 > transfer volume_ul=5 > incubate temperature_c=95 duration_s=300 "
        "@inheco_odtc",
    ),
    # visiting scientist (order trap)
    (
        "final5-56",
        "Sorry for my english. I need: seal the plate 160 degree 2 second, and before it, "
        "pipetting 15 ul master mix in column 1 until 6 of PCR plate.",
        "transfer volume_ul=15 wells=48 > seal temperature_c=160 duration_s=2",
    ),
    # PhD student
    (
        "final5-57",
        "1:10 dilution - put 90 µL water in the plate first, then 10 µL of sample on top.",
        "transfer volume_ul=90 > transfer volume_ul=10",
    ),
    # automation engineer
    (
        "final5-58",
        "OT-Flex: distribute 150 uL from a 12-col reservoir to rows A-D of a 96 flat plate, then "
        "gripper it over to the BioShake for 30 s at 1500 rpm.",
        "transfer volume_ul=150 @opentrons_flex wells=48 > shake speed_rpm=1500 duration_s=30 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    # PhD student (ask: no freeze-dryer)
    (
        "final5-59",
        "can you lyophilize the plate overnight so I can ship it Monday",
        "ask",
    ),
    # undergraduate (no force given: default allowed)
    (
        "final5-60",
        "spin the plate for 1 min",
        "spin duration_s=60",
    ),
    # PI (order trap)
    (
        "final5-61",
        "Once the plate is sealed at 180 °C for 1.5 seconds, put it in the cold store at 8 °C.",
        "seal temperature_c=180 duration_s=1.5 > store temperature_c=8",
    ),
    # postdoc
    (
        "final5-62",
        "Bead cleanup on the KF Flex (program PCR_cleanup_96), then spin the elution plate "
        "1000 x g 1 min",
        "run_program @kingfisher_flex > spin rcf_g=1000 duration_s=60",
    ),
    # PhD student (order trap)
    (
        "final5-63",
        "Read OD450 - after spinning 2 min at 500 x g to get rid of the bubbles.",
        "spin rcf_g=500 duration_s=120 > read_absorbance wavelength_nm=450",
    ),
    # core-facility technician (order trap, "having first")
    (
        "final5-64",
        "Run all 96 libraries on the LabChip, NGS 3K assay, having first spun the plate 1 min "
        "at 1000 g.",
        "spin rcf_g=1000 duration_s=60 > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    # ============================================= longer runs sent during the week
    # PhD student: numbered list, compound treatment + viability
    (
        "final5-65",
        "Plan for the drug plate:\n"
        "1) take the 384 cell plate out of the Cytomat\n"
        "2) add 5 µL compound dilution to columns 3-22 on the Biomek i5\n"
        "3) back into the incubator, 37 °C for 24 h\n"
        "4) add 25 µL CellTiter-Glo\n"
        "5) shake 2 min at 1000 rpm\n"
        "6) luminescence, 0.25 s",
        "retrieve @cytomat_2c450 > transfer volume_ul=5 @biomek_i5 wells=320 "
        "> incubate temperature_c=37 duration_s=86400 > transfer volume_ul=25 "
        "> shake speed_rpm=1000 duration_s=120 > read_luminescence integration_s=0.25",
    ),
    # core-facility technician: NGS library QC
    (
        "final5-66",
        "Library QC for run 0423: pipette 18 µL TE into columns 1-4 of a PCR plate, add 2 µL of "
        "each library, mix 3x at 10 µL, seal 165 °C 2 s, spin 1000 g 1 min, peel, then LabChip "
        "DNA HS on the 32 samples.",
        "transfer volume_ul=18 wells=32 > transfer volume_ul=2 > mix volume_ul=10 cycles=3 "
        "> seal temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=60 > peel "
        "> run_assay sample_count=32 @labchip_gx_touch_ht",
    ),
    # postdoc in a hurry: qPCR set-up
    (
        "final5-67",
        "qPCR setup, need it running before my 2pm: 8 μl MM -> 384 PCR plate (Fluent), 2 μl cDNA, "
        "seal, spin 1 min 1000g, CFX 95/3min then 40x 95/10s 60/30s",
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 > seal "
        "> spin rcf_g=1000 duration_s=60 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=10 "
        "annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    # automation engineer: nightly integration run with named devices
    (
        "final5-68",
        "Nightly integration run: retrieve plate 3 from the hotel, PF400 to the XPeel, peel, "
        "Hamilton adds 50 µL to all wells, a4S seal at 170 °C 2 s, VSpin 500 g 1 min, back to "
        "the hotel.",
        "retrieve > move_plate @precise_pf400 > peel @azenta_xpeel "
        "> transfer volume_ul=50 @hamilton_star > seal temperature_c=170 duration_s=2 "
        "@azenta_a4s > spin rcf_g=500 duration_s=60 @agilent_vspin > store",
    ),
    # visiting scientist: bacterial growth
    (
        "final5-69",
        "Good morning. My experiment: I put 180 µl LB medium in plate 96, then 20 µl of bacteria "
        "culture, then I incubate 37 degree with shaking 600 rpm for 6 hours, at the end measure "
        "OD 600.",
        "transfer volume_ul=180 > transfer volume_ul=20 "
        "> shake speed_rpm=600 duration_s=21600 temperature_c=37 "
        "> read_absorbance wavelength_nm=600",
    ),
    # PI: extraction + PCR
    (
        "final5-70",
        "Extract the 96 swabs on the KingFisher (program 'MagMAX_Core_Flex'), then put 5 µL of "
        "each eluate into the PCR plate that already has 20 µL master mix, seal, and cycle on "
        "the ODTC: 95 °C 2 min; 35x 95 °C 15 s, 55 °C 30 s, 72 °C 1 min; 72 °C 5 min.",
        "run_program @kingfisher_flex > transfer volume_ul=5 > seal "
        "> run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=35 "
        "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 extension_c=72 "
        "extension_s=60 final_extension_c=72 final_extension_s=300 @inheco_odtc",
    ),
    # undergraduate: Bradford
    (
        "final5-71",
        "For my project I want to do a Bradford on the OT-2: 5 uL of standards and samples into "
        "rows A-C, then 250 uL Bradford reagent, wait 5 minutes, read at 595",
        "transfer volume_ul=5 @opentrons_ot2 wells=36 > transfer volume_ul=250 @opentrons_ot2 "
        "> incubate duration_s=300 > read_absorbance wavelength_nm=595",
    ),
    # lab manager: monthly reader QC
    (
        "final5-72",
        "Monthly reader QC: retrieve the QC plate from the hotel, read abs at 405 nm, then "
        "fluorescence 485/520, then put it back.",
        "retrieve > read_absorbance wavelength_nm=405 "
        "> read_fluorescence excitation_nm=485 emission_nm=520 > store",
    ),
    # PhD student: order trap across days
    (
        "final5-73",
        "Before the overnight at 37 in the incubator, the transfected plate needs 100 µL of fresh "
        "medium per well (only columns 2-11) and a 5 min shake at 300 rpm. Tomorrow read "
        "fluorescence 488/510.",
        "transfer volume_ul=100 wells=80 > shake speed_rpm=300 duration_s=300 "
        "> incubate temperature_c=37 > read_fluorescence excitation_nm=488 emission_nm=510",
    ),
    # postdoc in a hurry: reporter assay
    (
        "final5-74",
        "reporter assay, quick: peel plate, 20 µl ONE-Glo into A1:H6 (Hamilton), shake 1 min "
        "800rpm, lum 0.5s integration, then stick it back in the fridge 4C",
        "peel > transfer volume_ul=20 @hamilton_star wells=48 > shake speed_rpm=800 duration_s=60 "
        "> read_luminescence integration_s=0.5 > store temperature_c=4",
    ),
    # automation engineer: heater-shaker validation
    (
        "final5-75",
        "BioShake validation:\n"
        "1. 37 °C, 500 rpm, 10 min\n"
        "2. 1500 rpm, 1 min\n"
        "3. 3000 rpm, 10 s\n"
        "4. read abs 600 to check for splash",
        "shake speed_rpm=500 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm "
        "> shake speed_rpm=1500 duration_s=60 > shake speed_rpm=3000 duration_s=10 "
        "> read_absorbance wavelength_nm=600",
    ),
    # postdoc: overnight viability with resazurin
    (
        "final5-76",
        "384 flat plate, 40 µl/well cells -> 37 °C o/n in the Cytomat -> next morning 10 µl "
        "resazurin -> 2 h in the incubator -> fluorescence 560/590",
        "transfer volume_ul=40 > incubate temperature_c=37 @cytomat_2c450 "
        "> transfer volume_ul=10 > incubate duration_s=7200 "
        "> read_fluorescence excitation_nm=560 emission_nm=590",
    ),
]


if __name__ == "__main__":
    kinds: dict[str, int] = {}
    for _cid, _text, _exp in CASES:
        k = _exp if _exp in ("halted", "ask") else "steps"
        kinds[k] = kinds.get(k, 0) + 1
    print(len(CASES), kinds)
