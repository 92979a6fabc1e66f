"""Hold-out batch "students": teaching-lab and new-starter writing for a lab with an automated
workcell. Handout steps in the imperative written by or for students and rotation students,
mixed with explanations of *why* ("so that the beads don't settle"), reminders ("Remember to
..."), safety asides (goggles, hot sealer, corrosive stop solution), the odd question to the
reader ("do you know why we use 1.8x?"), hedges ("about", "roughly", "~") only where the value
is still clearly stated, occasional typos and inconsistent capitalisation, and framing such as
"Next you will ...", "Your job is to ...". Background numbers (ratios, concentrations, how long
the plate has already been in, how long the signal stays stable) are noise, not parameters.

Assays: ELISA, PCR set-up, qPCR, BCA, cell viability (CellTiter-Glo, resazurin, MTT), SPRI /
KingFisher bead clean-up, DNA and protein QC on the LabChip, growth curves, luciferase, ALP,
PicoGreen, storage. Every instrument in the registry is named at least once.

Well ranges are only used where the rectangular and the column-wise reading agree (or the
count is stated). Written independently of the parser's own cases.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    ("st_s01",
     "Your job today is easy: read the ELISA plate on the SpectraMax at 450 nm. Only rows A to D "
     "have samples in them so far, so just read those rows (the bottom half of the plate is empty, "
     "don't worry about it).",
     "read_absorbance wavelength_nm=450 @spectramax_i3x wells=48"),

    ("st_s02",
     "Next you will spin down the PCR strip in the microcentrifuge - 30 sec at 2000 x g is plenty, "
     "we only want the droplets off the lids, not a pellet.",
     "spin rcf_g=2000 duration_s=30 @eppendorf_5424r"),

    ("st_s03",
     "Seal the 384 well PCR plate with the a4S. Use 170 deg C for 2.5 seconds, that's what the "
     "clear foil we stock needs (if you go hotter the foil wrinkles and the CFX can't see through it). "
     "Careful, the sealing plate is HOT.",
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),

    ("st_s04",
     "Remember to take the seal off before anything goes near the reader! For this step all you do "
     "is run the plate through the XPeel, nothing else.",
     "peel @azenta_xpeel"),

    ("st_s05",
     "When you're finished for the day put the BCA standards plate in the cold store (it sits at 4 °C) "
     "so the standards don't degrade. Don't leave it on the bench!",
     "store temperature_c=4 @cytomat_2c425"),

    ("st_s06",
     "DNA QC: run the 24 libraries from the PCR plate on the LabChip GX Touch using the DNA High "
     "Sensitivity assay. Ask a postdoc to check the chip was primed this morning.",
     "run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("st_s07",
     "CellTiter-glo plate (white 96 well): read luminescence with an integration time of 0.5 s per "
     "well. The glow signal is stable for roughly 30 min so dont leave it sitting around.",
     "read_luminescence integration_s=0.5"),

    ("st_s08",
     "Using the OT-2, pipette 100 µl of dilution buffer into columns 2–12 of the flat bottom plate. "
     "Column 1 gets the top standard later, so leave it empty for now - why do you think we put "
     "buffer in first?",
     "transfer volume_ul=100 @opentrons_ot2 wells=88"),

    ("st_s09",
     "Put the ELISA plate on the BioShake at 600 rpm for 1 hr at room temp. The antibody has to "
     "reach the whole well bottom, which is why we shake instead of just letting it sit.",
     "shake speed_rpm=600 duration_s=3600 @qinstruments_bioshake_3000t_elm"),

    ("st_s10",
     "Your freshly seeded plate goes into the Cytomat CO2 incubator for 48 hours at 37°C. "
     "Please don't open the door more than you have to, the CO2 takes ages to recover.",
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450"),

    ("st_s11",
     "Park the empty 384-well assay plate in the plate hotel until the afternoon session, "
     "we need the deck space.",
     "store @cytomat_24"),

    ("st_s12",
     "First thing tomorrow: get the ELISA plate back out of the plate fridge. It has been coating "
     "overnight at 4 °C so it should be ready.",
     "retrieve @cytomat_2c425"),

    ("st_s13",
     "Run the bead clean up on the KingFisher Flex with the program called PCR_cleanup_96. "
     "The sample, wash and elution plates should already be loaded by the TA.",
     "run_program @kingfisher_flex"),

    ("st_s14",
     "Heat-inactivate the enzyme - 65 °C for 20 min on the ODTC. That's it for this step.",
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    ("st_s15",
     "spin the deep well block on the HiG 4 at 3000xg for 10 mins so that the cell debris pellets "
     "properly (otherwise you will pipette junk into your assay plate later)",
     "spin rcf_g=3000 duration_s=600 @bionex_hig4"),

    ("st_s16",
     "Resazurin viability read: excitation 560nm, emission 590 nm. Only read the inner 60 wells "
     "(B2 to G11) - the edge wells are just medium to stop evaporation.",
     "read_fluorescence excitation_nm=560 emission_nm=590 wells=60"),

    ("st_s17",
     "On the tecan fluent, mix every well of the deep-well plate by pipetting 500 uL up and down "
     "10 times, so the beads are fully resuspended before anything else happens.",
     "mix volume_ul=500 @tecan_fluent"),

    ("st_s18",
     "Use the PF400 arm to carry the sealed PCR plate over to the XPeel. Don't peel it yet - "
     "the next student does that part.",
     "move_plate @precise_pf400"),

    ("st_s19",
     "Spin the 50 ml falcons in the 5810 R at 500 x g for 5 minutes at 4 degrees. Gentle spin on "
     "purpose: the cells are fragile after trypsin.",
     "spin rcf_g=500 duration_s=300 temperature_c=4 @eppendorf_5810r"),

    ("st_s20",
     "Start the run on the CFX384: 95 C for 3 min, then 40 cycles of 95 C for 10 s and "
     "60 C for 30 s. It takes about an hour and a half, so go get lunch.",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    # =====================================================================
    # two or three steps
    # =====================================================================
    ("st_m01",
     "BCA assay, second half. Incubate the plate at 37 °C for 30 minutes in the CO2 incubator "
     "(yes it's not cells, but it's the 37 degree box we use), then read absorbance at 562 nm.",
     "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > read_absorbance wavelength_nm=562"),

    ("st_m02",
     "Before you read the luciferase plate, shake it on the plate shaker for 2 min at 300 rpm so "
     "the lysis reagent gets mixed in. Then read luminescence, 1 second integration.",
     "shake speed_rpm=300 duration_s=120 > read_luminescence integration_s=1"),

    ("st_m03",
     "After the spin, peel the seal off. The spin itself is 1 min at 1,000 xg on the VSpin "
     "(remember the VSpin needs a balance plate opposite yours!).",
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > peel"),

    ("st_m04",
     "Growth curves: read the OD600 of the 96-well plate, then put it back in the incubator at "
     "30 °C for 3 h, then read OD 600 again. Question for you: why 600 nm and not 260?",
     "read_absorbance wavelength_nm=600 > incubate temperature_c=30 duration_s=10800 "
     "> read_absorbance wavelength_nm=600"),

    ("st_m05",
     "Add 5 µL of template DNA to each tube of the PCR strip with the Opentrons Flex, and then "
     "spin the strip briefly in the microcentrifuge (about 30 seconds at 1000 g).",
     "transfer volume_ul=5 @opentrons_flex > spin rcf_g=1000 duration_s=30 @eppendorf_5424r"),

    ("st_m06",
     "Next you will use the Biomek i7 to add 50 uL of TMB substrate to every well, then let it "
     "develop at room temperature for 15 min in the dark (TMB is light sensitive!).",
     "transfer volume_ul=50 @biomek_i7_hybrid > incubate duration_s=900"),

    ("st_m07",
     "On the STAR, transfer 20 µL of each lysate from the deep-well block into the matching wells "
     "of a clear 96 well plate, then add 200 µL of BCA working reagent on top.",
     "transfer volume_ul=20 @hamilton_star > transfer volume_ul=200"),

    ("st_m08",
     "Seal the finished qPCR plate at 165°C for 3 s and then store it in the cold store (4 °C) - "
     "we're running it tomorrow morning.",
     "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425"),

    ("st_m09",
     "Using the biomek i5, add 10 µL of detection reagent to columns 1–6, then let it incubate on "
     "the i5 deck at 25 °C for 10 min. Gloves on, the reagent has azide in it.",
     "transfer volume_ul=10 @biomek_i5 wells=48 > incubate temperature_c=25 duration_s=600 @biomek_i5"),

    ("st_m10",
     "The LabChip can't sip through foil, so peel the plate first - having spun it down at "
     "1000 x g for 1 min beforehand. Then run the DNA 1K assay on the LabChip.",
     "spin rcf_g=1000 duration_s=60 > peel > run_assay @labchip_gx_touch_ht"),

    ("st_m11",
     "Spin the 384 well qPCR plate at 1500 x g for 2 minutes in the 5810R so there are no "
     "bubbles, then load it into the CFX 384: 95 °C 2 min; 45 x (95 °C 5 s, 58 °C 20 s, "
     "72 °C 20 s).",
     "spin rcf_g=1500 duration_s=120 @eppendorf_5810r > run_qpcr cycles=45 initial_denaturation_c=95 "
     "initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=58 annealing_s=20 "
     "extension_c=72 extension_s=20 @biorad_cfx384"),

    ("st_m12",
     "PicoGreen: with the Tecan Fluent add 100 µl of diluted PicoGreen to wells A1–H6 of the black "
     "plate, wait 5 minutes at room temperature protected from light, then read fluorescence "
     "(ex 480 / em 520).",
     "transfer volume_ul=100 @tecan_fluent wells=48 > incubate duration_s=300 "
     "> read_fluorescence excitation_nm=480 emission_nm=520"),

    ("st_m13",
     "Grab the MTT plate out of the Cytomat incubator (it has been in for 4 h already) and read "
     "the absorbace at 570 nm.",
     "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=570"),

    ("st_m14",
     "Denature the protein samples on the thermoshaker: 95 °C for 5 min at 1000 rpm. Afterwards "
     "spin the PCR plate at 500 × g for 1 min in the HiG to collect the condensation.",
     "shake speed_rpm=1000 duration_s=300 temperature_c=95 @qinstruments_bioshake_3000t_elm "
     "> spin rcf_g=500 duration_s=60 @bionex_hig4"),

    ("st_m15",
     "Mix the samples in the 1.5 ml tubes with 200 uL, 5 times (OT-2), so that the beads don't "
     "settle - then move 150 uL from each tube into the deep-well plate.",
     "mix volume_ul=200 @opentrons_ot2 > transfer volume_ul=150"),

    ("st_m16",
     "Get the PCR plate back out of the plate hotel and seal it with the a4S at 160 °C for 2 s.",
     "retrieve @cytomat_24 > seal temperature_c=160 duration_s=2 @azenta_a4s"),

    ("st_m17",
     "Spin the lysates (1.5 mL eppendorfs) at 16,000 x g for 10 min at 4 °C in the 5424 R, then "
     "have the Hamilton transfer 200 µL of the clear supernatant into a deep-well plate. "
     "Don't disturb the pellet!",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > transfer volume_ul=200 @hamilton_star"),

    ("st_m18",
     "Use the plate mover to take the plate from the sealer to the HiG4, then centrifgue it "
     "2 min at 2,000 g.",
     "move_plate @precise_pf400 > spin rcf_g=2000 duration_s=120 @bionex_hig4"),

    ("st_m19",
     "Peel the plate, then read absorbance at 340 nm in row A only (those are the NADH standards).",
     "peel > read_absorbance wavelength_nm=340 wells=12"),

    # =====================================================================
    # four or more steps
    # =====================================================================
    ("st_l01",
     "ELISA day 2 (rotation students):\n"
     "1) Get the coated plate from the plate fridge.\n"
     "2) Using the Biomek i7, add 100 µL of diluted sample to each well.\n"
     "3) Shake at 500 rpm for 2 hours at RT on the BioShake - this is when the antigen binds, "
     "it is NOT optional.\n"
     "4) Put it back in the cold store at 4 °C overnight.",
     "retrieve @cytomat_2c425 > transfer volume_ul=100 @biomek_i7_hybrid "
     "> shake speed_rpm=500 duration_s=7200 @qinstruments_bioshake_3000t_elm "
     "> store temperature_c=4 @cytomat_2c425"),

    ("st_l02",
     "PCR set-up on the ODTC. Your job is to dispense 20 µl of master mix into each well of the "
     "PCR plate with the Hamilton STAR, add 5 µl of template, seal at 170 °C for 2 s, spin 1 min "
     "at 1000 xg, and then cycle: 98 °C 30 s; 35 cycles of 98 °C 10 s / 62 °C 20 s / 72 °C 30 s; "
     "72 °C for 2 min; hold at 4 °C.",
     "transfer volume_ul=20 @hamilton_star > transfer volume_ul=5 > seal temperature_c=170 duration_s=2 "
     "> spin rcf_g=1000 duration_s=60 > run_pcr cycles=35 initial_denaturation_c=98 "
     "initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 "
     "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("st_l03",
     "Protein QC on the LabChip (HT Protein Express). The OT-2 adds 7 µL of denaturing sample "
     "buffer to columns 1-4 of a PCR plate and then 2 µL of each protein sample. Seal it "
     "(165C, 2s), denature on the ODTC at 95 °C for 5 min, spin 1 min at 1000 x g and peel. "
     "Then the OT-2 adds 35 µL of water to each sample well - the sipper needs volume! - and "
     "finally you run the chip on the LabChip.",
     "transfer volume_ul=7 @opentrons_ot2 wells=32 > transfer volume_ul=2 > seal temperature_c=165 "
     "duration_s=2 > incubate temperature_c=95 duration_s=300 @inheco_odtc > spin rcf_g=1000 "
     "duration_s=60 > peel > transfer volume_ul=35 > run_assay @labchip_gx_touch_ht"),

    ("st_l04",
     "Viability assay - read this whole thing before starting. Take the treated cell plate out of "
     "the Cytomat. Let it equilibrate to room temp for 30 min (cold plates give lower "
     "luminescence). Add 100 uL CellTiter-Glo to each well with the Opentrons Flex. Shake 2 min at "
     "500 rpm to lyse the cells, wait 10 min for the signal to settle, and read luminescence "
     "(integration 0.25 s).",
     "retrieve @cytomat_2c450 > incubate duration_s=1800 > transfer volume_ul=100 @opentrons_flex "
     "> shake speed_rpm=500 duration_s=120 > incubate duration_s=600 > read_luminescence integration_s=0.25"),

    ("st_l05",
     "Luciferase reporter assay. The cells are in a white 96-well plate in the incubator. Next you "
     "will: retrieve it, use the Fluent to add 50 µL of ONE-Glo to columns 1 to 10 (11 and 12 are "
     "blanks and get nothing), shake at 400 rpm for 3 minutes and read luminescence for 1 s per well.",
     "retrieve @cytomat_2c450 > transfer volume_ul=50 @tecan_fluent wells=80 "
     "> shake speed_rpm=400 duration_s=180 > read_luminescence integration_s=1"),

    ("st_l06",
     "SPRI clean-up on the Biomek i7. The PCR products were already pooled into a deep-well plate "
     "(50 µL each). Add 90 µL of AMPure beads per well (that's 1.8x - do you know why 1.8x?), mix "
     "by pipetting 100 µL up and down, incubate 5 min at room temperature, then hand the plate to "
     "the KingFisher and run program 'AMPure_wash'.",
     "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100 > incubate duration_s=300 "
     "> run_program @kingfisher_flex"),

    ("st_l07",
     "Library QC. First the dilution: the STAR adds 18 µL of low-TE to wells A1-H3 of a fresh PCR "
     "plate, then 2 µL of each library. Seal at 165 degrees for 2 s, spin 1 min at 1000 x g "
     "(HiG), peel it again (I know, I know - the spin needs the seal and the LabChip needs it gone) "
     "and run DNA High Sensitivity on the LabChip for the 24 samples.",
     "transfer volume_ul=18 @hamilton_star wells=24 > transfer volume_ul=2 > seal temperature_c=165 "
     "duration_s=2 > spin rcf_g=1000 duration_s=60 @bionex_hig4 > peel "
     "> run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("st_l08",
     "Growth curve set-up. Using the OT-2 put 180 µL of LB into every well of the clear flat-bottom "
     "plate, then 20 µL of the overnight culture (already diluted 1:100 for you). Read OD600 as "
     "your t=0 point. After that the plate goes on the thermoshaker at 37 °C, 800 rpm, for "
     "6 hours, and then you read OD600 again.",
     "transfer volume_ul=180 @opentrons_ot2 > transfer volume_ul=20 > read_absorbance wavelength_nm=600 "
     "> shake speed_rpm=800 duration_s=21600 temperature_c=37 @qinstruments_bioshake_3000t_elm "
     "> read_absorbance wavelength_nm=600"),

    ("st_l09",
     "BCA protein assay (rotation week 1)\n"
     "1. Load standards and samples, 25 µl each, into the plate with the Biomek i5.\n"
     "2. Add 200 µl working reagent (50:1 A:B) to every well.\n"
     "3. Shake for 30 s on the plate shaker so it mixes.\n"
     "4. Incubate at 37 degC for 30 min - the i5 deck heater is fine for this.\n"
     "5. Cool to RT (~5 min) and read at 562 nm.",
     "transfer volume_ul=25 @biomek_i5 > transfer volume_ul=200 > shake duration_s=30 "
     "> incubate temperature_c=37 duration_s=1800 @biomek_i5 > incubate duration_s=300 "
     "> read_absorbance wavelength_nm=562"),

    ("st_l10",
     "End of day routine: take the assay plate off the reader, seal it (a4S, 170°C, 2 sec), spin it "
     "30 s at 500 x g in the Agilent VSpin to get the drops off the seal, and put it in the "
     "refrigerated store at 4 °C. Never leave plates on the deck overnight!!",
     "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=500 duration_s=30 @agilent_vspin "
     "> store temperature_c=4 @cytomat_2c425"),

    ("st_l11",
     "ELISA detection. (The washes were done by hand beforehand, not on the workcell.) With the "
     "Biomek i5 add 100 uL TMB, incubate 20 min at RT in the dark, add 50 uL of stop solution "
     "(1 M H2SO4 - corrosive, goggles on!) and read at 450 nm within 30 minutes.",
     "transfer volume_ul=100 @biomek_i5 > incubate duration_s=1200 > transfer volume_ul=50 "
     "> read_absorbance wavelength_nm=450"),

    ("st_l12",
     "Seeding cells for next week's viability assay: the Fluent dispenses 90 µL of cell suspension "
     "into the inner 60 wells (B2 to G11) of the 96 well plate and 200 µL PBS into the 36 edge "
     "wells. Let the cells settle at room temp for 20 min so they attach evenly (otherwise they "
     "pile up at the well edges), then into the CO2 incubator at 37 °C for 24 h.",
     "transfer volume_ul=90 @tecan_fluent wells=60 > transfer volume_ul=200 wells=36 "
     "> incubate duration_s=1200 > incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),

    ("st_l13",
     "DNA extraction. Using the Biomek i7, add 200 µL of lysis buffer to the samples in the deep "
     "well plate, shake 10 min at 1200 rpm on the thermoshaker at 56 °C so the proteinase K can "
     "work, then run 'MagMAX_DNA_96' on the KingFisher Flex. Finally read absorbance at 260 nm "
     "on the eluates.",
     "transfer volume_ul=200 @biomek_i7_hybrid "
     "> shake speed_rpm=1200 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm "
     "> run_program @kingfisher_flex > read_absorbance wavelength_nm=260"),

    ("st_l14",
     "Supernatant prep for the ELISA: the 96 deep-well block of conditioned medium is spun at "
     "2000 xg for 5 min in the 5810R to pellet any floating cells. After that the STAR transfers "
     "150 uL of supernatant per well into a fresh 96-well plate; seal that plate at 165 °C for 3 s "
     "and put it in the cold store at 4°C until the ELISA next week.",
     "spin rcf_g=2000 duration_s=300 @eppendorf_5810r > transfer volume_ul=150 @hamilton_star "
     "> seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425"),

    ("st_l15",
     "qPCR run - read all the way down before you start! The CFX384 program comes at the very "
     "end (95 °C 10 min, then 40 cycles of 95 °C 15 s and 60 °C 1 min). Before that the plate "
     "needs sealing at 170 °C for 2 s and a 2 min spin at 1200 × g. And before any of that, the "
     "Biomek i7 adds 5 µL of primer/master mix and then 5 µL of template to each well of the "
     "384-well PCR plate.",
     "transfer volume_ul=5 @biomek_i7_hybrid > transfer volume_ul=5 > seal temperature_c=170 "
     "duration_s=2 > spin rcf_g=1200 duration_s=120 > run_qpcr cycles=40 initial_denaturation_c=95 "
     "initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 "
     "@biorad_cfx384"),

    ("st_l16",
     "Resazurin time course. Retrieve the plate from the CO2 incubator, Biomek i5 adds 10 µL of "
     "resazurin to rows A to D, back into the incubator at 37 °C for 2 hours, then read "
     "fluorescence at 560 ex / 590 em. Remember resazurin is light sensitive, keep the bottle "
     "wrapped in foil.",
     "retrieve @cytomat_2c450 > transfer volume_ul=10 @biomek_i5 wells=48 "
     "> incubate temperature_c=37 duration_s=7200 @cytomat_2c450 "
     "> read_fluorescence excitation_nm=560 emission_nm=590"),

    ("st_l17",
     "ALP activity assay (384-well clear plate). The Tecan Fluent puts 20 µL of enzyme dilution "
     "in each well, then 20 µL of pNPP substrate. Shake 1 min at 1500 rpm to mix, then keep it on "
     "the heater-shaker at 37 °C, 300 rpm for 15 min, and read the yellow product at 405 nm.",
     "transfer volume_ul=20 @tecan_fluent > transfer volume_ul=20 > shake speed_rpm=1500 duration_s=60 "
     "> shake speed_rpm=300 duration_s=900 temperature_c=37 > read_absorbance wavelength_nm=405"),

    # =====================================================================
    # halted: impossible on every suitable instrument
    # =====================================================================
    ("st_h01",
     "Spin the 96-well flat-bottom plate at 6000 x g for 10 min - we want a really tight pellet "
     "before the viability read.",
     "halted"),

    ("st_h02",
     "Next you will add 400 µL of medium to each well of the standard flat-bottom 96 well plate "
     "so the cells don't dry out over the weekend.",
     "halted"),

    ("st_h03",
     "For the qPCR in the 384-well PCR plate, the Biomek i7 dispenses 60 µL of reaction mix per "
     "well, then you seal it.",
     "halted"),

    ("st_h04",
     "Seal the deep well block at 220 °C for 3 seconds, the thick foil needs more heat than the "
     "PCR foil.",
     "halted"),

    ("st_h05",
     "For the peptide assay, read absorbance at 205 nm on the SpectraMax - that's where the "
     "peptide bond absorbs.",
     "halted"),

    ("st_h06",
     "Shake the plate on the BioShake at 3500 rpm for 30 s to break up the cell clumps.",
     "halted"),

    ("st_h07",
     "Spin the 1.5 mL tubes at 25,000 x g for 15 min at 4 °C in the microcentrifuge so the "
     "membrane fraction pellets.",
     "halted"),

    ("st_h08",
     "Put the 50 ml falcon tubes in the 5810 R and spin them at 15,000 xg for 20 min to clear "
     "the lysate.",
     "halted"),

    ("st_h09",
     "The luciferase signal is really weak in this cell line, so integrate each well for "
     "90 seconds when you read luminescence.",
     "halted"),

    # =====================================================================
    # ask: a value or instrument the planner cannot know
    # =====================================================================
    ("st_a01",
     "Spin the ELISA plate at 2500 rpm for 3 min before reading it at 450 nm.",
     "ask"),

    ("st_a02",
     "Read the growth-curve plate on the Tecan Spark at 600 nm, it's the reader next to the "
     "hood.",
     "ask"),

    ("st_a03",
     "Vortex the 1.5 mL tubes for 10 s, then spin them at 1000 g for 30 s so nothing sticks to "
     "the lid.",
     "ask"),

    ("st_a04",
     "Sonicate the lysate (3 x 10 s pulses) and then spin at 16000 x g for 10 min at 4 °C in the "
     "5424R.",
     "ask"),

    ("st_a05",
     "Use the Eppendorf 5430 to spin the tubes at 12,000 x g for 5 minutes.",
     "ask"),

    ("st_a06",
     "Your job is to add 2 drops of substrate to every well with the OT-2, then read "
     "luminescence.",
     "ask"),

    ("st_a07",
     "Before the PCR set-up, check the DNA concentration of every sample on the NanoDrop.",
     "ask"),

    ("st_a08",
     "After the ethanol wash, dry the bead pellets in the SpeedVac for 10 min, then add 30 µL of "
     "elution buffer with the Hamilton STAR.",
     "ask"),
]
