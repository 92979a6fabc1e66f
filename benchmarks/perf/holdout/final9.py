"""Hold-out batch final9: a mixed hidden-evaluation set of 70 lab requests.

Style: seventy different people -- biologists, chemists, automation engineers,
students, core-facility staff and a few non-native English speakers -- each typing
one request to the planner. The texts are one-liners, short paragraphs, numbered
and bulleted lists, and messages with a greeting and sign-off. Every one of the 22
instruments in the registry is named at least once.

Traps built in:
* the later step mentioned first ("read at 450 nm ... but spin it first",
  "... after 2 h at 37 C in the incubator, obviously");
* a value corrected mid-sentence ("150 uL, no wait make that 120 uL",
  "1500 -- sorry, 1200 x g");
* context numbers that are not settings: plate barcodes, run ids, dates, lot
  numbers, cell passages, concentrations (10 mM, 80% ethanol, 1:200, 1:500),
  plate counts ("plate #4 of 6"), tube sizes (1.5 mL, 2 mL, 50 mL), reaction
  volumes, room numbers, seeding densities;
* well selections: whole rows, column ranges, single wells, "the first two
  columns", "every other column", rows of a 384-well plate;
* unit spellings (uL, µL, μl, microlitres, mL; C, °C, ºC, degrees; g, xg, x g,
  ×g, rcf; s, sec, min, minutes, h, hr, days, ms), numbers as words and
  thousands separators;
* halted: a stated value beyond every suitable instrument's limit (seal 220 °C,
  25,000 x g on 2 mL tubes, 3500 rpm, 25 % CO2, A205, emission 870 nm,
  100 cycles, 6 mL per well, -20 °C cold store, 400 LabChip samples,
  2 min luminescence integration);
* ask: vortex, sonicate, rpm-only centrifuge speed, "speed 5", OD with no
  wavelength, nL acoustic transfer on an Echo, PCR with no temperatures,
  transfer with no volume, "405 or 410 nm", an Incucyte, "a drop of oil".

Expected strings follow the brief's grammar: steps in run order joined by " > ",
only the values the text states, @device only where the text names the
instrument (by id-like name or registry alias).
"""

NAME = "final9"

CASES: list[tuple[str, str, str]] = [
    # "leave it 15 min at room temperature" is read as an incubate with no temperature key.
    ("final9-01",
     "Good morning! For today's ELISA (plate lot 22-0417, detection antibody at 1:200), "
     "could you add 100 µL of TMB substrate to every well, leave it 15 min at room "
     "temperature, and then read absorbance at 450 nm? Many thanks, Joanna",
     "transfer volume_ul=100 > incubate duration_s=900 > read_absorbance wavelength_nm=450"),

    ("final9-02",
     "Hamilton STAR: add 25 µL PBS to columns 1-3 of the 96-well assay plate AP-20931.",
     "transfer volume_ul=25 wells=24 @hamilton_star"),

    ("final9-03",
     "fluent - dispense 150 uL of DMEM into rows A to D of the 96 well plate, no wait "
     "make that 120 uL. cells are HEK293 p14, seeded 10k/well yesterday",
     "transfer volume_ul=120 wells=48 @tecan_fluent"),

    # The Biomek i7 is the subject of both "transfer" and "mix", so both carry the device;
    # the spin names no centrifuge.
    ("final9-04",
     "Hi, could the Biomek i7 transfer 10 µL of compound (10 mM DMSO stocks) into the "
     "first two columns of the 96-well assay plate, then mix those wells 5 times with "
     "30 µL, and finally give the plate a spin at 300 x g for 30 s? Thanks, Priya",
     "transfer volume_ul=10 wells=16 @biomek_i7_hybrid > mix volume_ul=30 cycles=5 wells=16 "
     "@biomek_i7_hybrid > spin rcf_g=300 duration_s=30"),

    ("final9-05",
     "Please transfer 20 µL master mix into the PCR plate, then seal it at 220 °C for "
     "3 s and spin it down.",
     "halted"),

    ("final9-06",
     "OT-2 job: 5 µL primer mix into wells A1, B1, C1 and D1 of the PCR plate.",
     "transfer volume_ul=5 wells=4 @opentrons_ot2"),

    ("final9-07",
     "Vortex the lysate tubes for 30 s, spin them at 10,000 x g for 1 min in the "
     "microcentrifuge, then transfer 200 µL of supernatant to the deep-well plate.",
     "ask"),

    ("final9-08",
     "can the opentrons flex put fifty microliters of lysis buffer into every other "
     "column of the 96 plate (cols 1,3,5,7,9,11)",
     "transfer volume_ul=50 wells=48 @opentrons_flex"),

    ("final9-09",
     "VSpin, 800 x g, two minutes -- it's the 384 assay plate from Dr. Okafor's group "
     "(room 3.114).",
     "spin rcf_g=800 duration_s=120 @agilent_vspin"),

    ("final9-10",
     "Spin on the HiG4 at 2,500×g for 10 minutes, then seal at 170 °C for 2 s and put "
     "it in the cold store at 4 °C.",
     "spin rcf_g=2500 duration_s=600 @bionex_hig4 > seal temperature_c=170 duration_s=2 > "
     "store temperature_c=4 @cytomat_2c425"),

    ("final9-11",
     "Pellet the cells in the 50 mL Falcons -- Eppendorf 5810R, 300 x g, 5 min, 4 °C.",
     "spin rcf_g=300 duration_s=300 temperature_c=4 @eppendorf_5810r"),

    ("final9-12",
     "Spin the 2 mL tubes at 25,000 x g for 10 min at 4 °C and then transfer 500 µL of "
     "supernatant into the deep-well plate.",
     "halted"),

    ("final9-13",
     "Quick spin of the 1.5 mL tubes in the microcentrifuge: 16,000 x g, one minute, "
     "4 degrees.",
     "spin rcf_g=16000 duration_s=60 temperature_c=4 @eppendorf_5424r"),

    ("final9-14",
     "ODTC program please:\n"
     "1. 98 °C 30 s\n"
     "2. 30 cycles of 98 °C 10 s, 60 °C 20 s, 72 °C 30 s\n"
     "3. 72 °C 5 min\n"
     "4. hold at 4 °C",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("final9-15",
     "Centrifuge the plate at 4000 rpm for 5 minutes.",
     "ask"),

    # Two-step qPCR: the combined 60 °C anneal/extend step is the annealing step.
    ("final9-16",
     "qPCR on the CFX384: 95 °C 3 min, then 40 cycles of 95 °C 10 s and 60 °C 30 s. "
     "Plate is the 384 with the 1:10 cDNA dilutions, run ID 2024-117.",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("final9-17",
     "Seal the plate with the a4S at 165 C for 3 sec.",
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("final9-18",
     "Take the seal off with the XPeel, add 25 µL Nano-Glo to every well, then read "
     "luminescence with 0.5 s integration.",
     "peel @azenta_xpeel > transfer volume_ul=25 > read_luminescence integration_s=0.5"),

    ("final9-19",
     "BioShake: 3500 rpm for 2 min to resuspend the beads.",
     "halted"),

    ("final9-20",
     "BioShake 3000-T, 1,200 rpm, 37 °C, 10 min.",
     "shake speed_rpm=1200 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    # "put the plate back in the hotel" is a store in the Cytomat 24 (alias "hotel").
    ("final9-21",
     "Read absorbance at 450 nm on the SpectraMax and put the plate back in the hotel "
     "afterwards -- but spin it first, 1000 x g for 1 min.",
     "spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=450 @spectramax_i3x > "
     "store @cytomat_24"),

    ("final9-22",
     "Put the plate on the shaker at speed 5 for 10 min please.",
     "ask"),

    ("final9-23",
     "Incubate in the CO2 incubator at 37 °C, 5% CO2, for 48 h.",
     "incubate temperature_c=37 co2_percent=5 duration_s=172800 @cytomat_2c450"),

    ("final9-24",
     "When the run finishes please store the plate (barcode 00451872) in the cold store "
     "at 4°C - thx",
     "store temperature_c=4 @cytomat_2c425"),

    # Columns 1 to 10 of a 96-well plate = 80 wells (a subset, so wells is listed).
    ("final9-25",
     "Grab plate RX-5512 out of the plate hotel, peel it and add 40 μl stop solution to "
     "columns 1 to 10.",
     "retrieve @cytomat_24 > peel > transfer volume_ul=40 wells=80"),

    # 25 % CO2 is above the 20 % ceiling of the only CO2 incubator (named as "Cytomat").
    ("final9-26",
     "Incubate at 37 °C with 25% CO2 for 2 h in the Cytomat.",
     "halted"),

    ("final9-27",
     "KingFisher Flex: run the 'MagMAX_Viral_96' program.",
     "run_program program=MagMAX_Viral_96 @kingfisher_flex"),

    ("final9-28",
     "Can you run 24 libraries on the LabChip GX with the DNA High Sensitivity assay? "
     "Library prep batch LP-0311.",
     "run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht"),

    ("final9-29",
     "Use the PF400 to move the plate onto the plate reader, then read fluorescence at "
     "ex 485 nm / em 528 nm.",
     "move_plate @precise_pf400 > read_fluorescence excitation_nm=485 emission_nm=528 "
     "@spectramax_i3x"),

    ("final9-30",
     "Grow the cultures 8 h at 37 °C in the incubator and then measure the OD.",
     "ask"),

    # "take the plate out of the incubator" = retrieve; "leave 10 min at RT" = incubate, no temperature.
    ("final9-31",
     "CTG viability, plate 2 of 4:\n"
     "- take the plate out of the incubator\n"
     "- add 20 µl CellTiter-Glo per well\n"
     "- shake 2 min at 500 rpm\n"
     "- leave 10 min at RT\n"
     "- read luminescence, 1 s integration",
     "retrieve @cytomat_2c450 > transfer volume_ul=20 > shake speed_rpm=500 duration_s=120 > "
     "incubate duration_s=600 > read_luminescence integration_s=1"),

    # A single wavelength with "read at" and no ex/em is an absorbance read.
    ("final9-32",
     "Hello, I need to make transfer of 30ul from reservoir to plate column 1 until 6, "
     "after this one spin 1 minute at 500g and after read at 590nm. Thank you very much",
     "transfer volume_ul=30 wells=48 > spin rcf_g=500 duration_s=60 > "
     "read_absorbance wavelength_nm=590"),

    ("final9-33",
     "Read the plate at 600 nm -- before that shake it 30 s at 800 rpm.",
     "shake speed_rpm=800 duration_s=30 > read_absorbance wavelength_nm=600"),

    # A205 = absorbance at 205 nm, below the reader's 230 nm floor.
    ("final9-34",
     "A205 read on the SpectraMax for the peptide plate please.",
     "halted"),

    ("final9-35",
     "Samples from 2024-03-12, plate #4 of 6: spin 1 min at 1000 g, seal at 175 °C for "
     "2.5 s, then store at 4 °C.",
     "spin rcf_g=1000 duration_s=60 > seal temperature_c=175 duration_s=2.5 > "
     "store temperature_c=4"),

    ("final9-36",
     "384 qPCR setup (RNA lot R-0923, cDNA 1:5):\n"
     "1) peel the cDNA plate\n"
     "2) Fluent adds 4 µL master mix to every well\n"
     "3) seal 165 °C, 2 s\n"
     "4) spin 1000 g 1 min\n"
     "5) CFX: 95 °C 2 min, then 40x (95 °C 5 s, 60 °C 30 s)",
     "peel > transfer volume_ul=4 @tecan_fluent > seal temperature_c=165 duration_s=2 > "
     "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 "
     "initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 "
     "annealing_s=30 @biorad_cfx384"),

    ("final9-37",
     "Use the Echo to shoot 25 nL of each compound into the 1536 assay plate.",
     "ask"),

    # "wait 5 min" is an incubate with no temperature; the magnet is the i7's own.
    ("final9-38",
     "SPRI cleanup on the Biomek i7: add 90 µL beads to each sample, mix 10 times with "
     "80 µL, wait 5 min, then magnet 3 min.",
     "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=80 cycles=10 @biomek_i7_hybrid > "
     "incubate duration_s=300 > magnetic_separation duration_s=180 @biomek_i7_hybrid"),

    ("final9-39",
     "Centrifuge the deep-well block in the Eppendorf 5810 at 2,000 xg for 20 min at 4ºC, "
     "run KingFisher program DNA_PURE_v2 on the cleared lysate, then store the elution "
     "plate at 4 °C.",
     "spin rcf_g=2000 duration_s=1200 temperature_c=4 @eppendorf_5810r > "
     "run_program program=DNA_PURE_v2 @kingfisher_flex > store temperature_c=4"),

    ("final9-40",
     "Near-IR dye plate: read fluorescence, excitation 780 nm, emission 870 nm.",
     "halted"),

    ("final9-41",
     "ML STAR -- mix column 12 of the 96-well plate eight times at 100 µL.",
     "mix volume_ul=100 cycles=8 wells=8 @hamilton_star"),

    ("final9-42",
     "i5: 15 µL into row A of the 384-well plate",
     "transfer volume_ul=15 wells=24 @biomek_i5"),

    ("final9-43",
     "Run a PCR on the ODTC, 30 cycles, 50 µL reactions, then hold at 4 °C.",
     "ask"),

    # Step 3 states a temperature and a time in the Cytomat (2C450 alias), so it is an incubate.
    ("final9-44",
     "OT2 protocol:\n"
     "1) 180 µL LB into all 96 wells\n"
     "2) 20 µL of the overnight culture into column 1 only\n"
     "3) then into the Cytomat at 37 °C for 6 hours",
     "transfer volume_ul=180 @opentrons_ot2 > transfer volume_ul=20 wells=8 @opentrons_ot2 > "
     "incubate temperature_c=37 duration_s=21600 @cytomat_2c450"),

    ("final9-45",
     "Add 10 µL resazurin to every well, then read fluorescence ex 560 / em 590 -- after "
     "2 h at 37 °C in the incubator, obviously.",
     "transfer volume_ul=10 > incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),

    ("final9-46",
     "ODTC: 98 °C 30 s, then 100 cycles of 98 °C 10 s / 62 °C 15 s / 72 °C 30 s, "
     "hold 4 °C.",
     "halted"),

    ("final9-47",
     "VSpin 300 g 30 sec, heat seal (160°C, 1.5 s), then into the plate hotel.",
     "spin rcf_g=300 duration_s=30 @agilent_vspin > seal temperature_c=160 duration_s=1.5 > "
     "store @cytomat_24"),

    ("final9-48",
     "Give it a quick spin (500 × g, 30 s), then on the ODTC: 37 °C for 30 min followed "
     "by 65 °C for 20 min to kill the enzyme.",
     "spin rcf_g=500 duration_s=30 > incubate temperature_c=37 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    ("final9-49",
     "Transfer the diluted detection antibody (1:500 in blocking buffer) into columns 1-6.",
     "ask"),

    ("final9-50",
     "Pull 15 µL from each sample into the first three columns of the LabChip plate and "
     "run the DNA 5K assay on those 24 samples.",
     "transfer volume_ul=15 wells=24 > run_assay assay=dna_5k sample_count=24 "
     "@labchip_gx_touch_ht"),

    # "A260 read" = absorbance at 260 nm.
    ("final9-51",
     "Remove the seal with the plate peeler, mix 5 times with 20 µL, then A260 read.",
     "peel @azenta_xpeel > mix volume_ul=20 cycles=5 > read_absorbance wavelength_nm=260"),

    # 6 mL per well is above the 5000 µL ceiling of every liquid handler.
    ("final9-52",
     "Transfer 6 mL of medium into each well of the 24 deep-well plate.",
     "halted"),

    ("final9-53",
     "Thermoshaker at 65 ºC, 1500 rpm, 1 hr",
     "shake speed_rpm=1500 duration_s=3600 temperature_c=65 @qinstruments_bioshake_3000t_elm"),

    ("final9-54",
     "Retrieve plate BC-00981 from the 2C425, peel it, then read abs at 562 nm (BCA, "
     "1:10 diluted lysates).",
     "retrieve @cytomat_2c425 > peel > read_absorbance wavelength_nm=562"),

    ("final9-55",
     "pNPP plate -- read absorbance at 405 or 410 nm, I can't remember which the "
     "protocol says.",
     "ask"),

    # "move ... to the hotel" by the robot arm is a move_plate (destination left out), not a store.
    ("final9-56",
     "Robot arm: move plate 3 from the sealer to the hotel.",
     "move_plate @precise_pf400"),

    ("final9-57",
     "Transfer 1.2 mL from the trough into each well of the 24-deepwell plate using the "
     "Tecan Fluent.",
     "transfer volume_ul=1200 @tecan_fluent"),

    ("final9-58",
     "Store the antibody plate in the cold store at -20 °C.",
     "halted"),

    ("final9-59",
     "Add 20 µL PCR master mix to columns 1-4 of the 96-well PCR plate, seal, spin "
     "500 x g 1 min, then cycle: 95 °C 2 min; 35 cycles of 95 °C 15 s, 55 °C 15 s, "
     "72 °C 1 min; 72 °C 5 min; 4 °C hold.",
     "transfer volume_ul=20 wells=32 > seal > spin rcf_g=500 duration_s=60 > run_pcr cycles=35 "
     "initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 "
     "annealing_c=55 annealing_s=15 extension_c=72 extension_s=60 final_extension_c=72 "
     "final_extension_s=300 hold_c=4"),

    ("final9-60",
     "Sonicate the samples 3 x 10 s on ice, then spin 5 min at 12,000 x g.",
     "ask"),

    ("final9-61",
     "Back into the Cytomat 2C450 for 3 days at 37°C / 5% CO₂ please (organoids, "
     "passage 21).",
     "incubate temperature_c=37 co2_percent=5 duration_s=259200 @cytomat_2c450"),

    # Only the magnet is tied to the i7 in the text; the two later transfers name no device.
    ("final9-62",
     "Put the bead plate on the i7 magnet for 90 s, take off 150 µL supernatant, then "
     "add 200 µL of 80% ethanol.",
     "magnetic_separation duration_s=90 @biomek_i7_hybrid > transfer volume_ul=150 > "
     "transfer volume_ul=200"),

    ("final9-63",
     "LabChip GX Touch: DNA 1K assay, sample count 400.",
     "halted"),

    ("final9-64",
     "Spin at 1500 -- sorry, 1200 x g -- for 5 min on the HiG4.",
     "spin rcf_g=1200 duration_s=300 @bionex_hig4"),

    ("final9-65",
     "Image the plate on the Incucyte every 2 h for 3 days.",
     "ask"),

    ("final9-66",
     "Could the Biomek i5 mix rows G and H of the 96-well plate ten times at 40 "
     "microlitres, please?",
     "mix volume_ul=40 cycles=10 wells=24 @biomek_i5"),

    ("final9-67",
     "Read luminescence with a 2 min integration per well.",
     "halted"),

    ("final9-68",
     "Protein Express on the LabChip -- 40 lysates from passage 8 cells, 1:20 diluted.",
     "run_assay assay=protein_express sample_count=40 @labchip_gx_touch_ht"),

    ("final9-69",
     "Add a drop of mineral oil on top of each PCR well before cycling.",
     "ask"),

    ("final9-70",
     "Read at 340 nm (NADH) and then put the plate in the Cytomat 24.",
     "read_absorbance wavelength_nm=340 > store @cytomat_24"),
]
