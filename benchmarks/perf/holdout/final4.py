"""Hold-out batch "final4": an ordinary day's cross-section of what users type into the planner.

Many different people, no single voice: terse one-liners, short two- or three-step requests,
long multi-step runs, greetings, pasted method-section prose (passive voice), typos, order
traps (later step mentioned first), instruments named by model or by generic words, and wells
named as rows, columns or ranges. Domains: ELISA, cell viability, PCR/qPCR, NGS library QC,
nucleic-acid extraction, bacterial culture, protein assays, compound dosing, plate logistics.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ single step
    (
        "final4-01",
        "spin the elisa plate 300xg 1min",
        "spin rcf_g=300 duration_s=60",
    ),
    (
        "final4-02",
        "Seal plate on the a4S - 165C, 2.5 sec",
        "seal temperature_c=165 duration_s=2.5 @azenta_a4s",
    ),
    (
        "final4-03",
        "can someone peel the foil off the qPCR plate pls",
        "peel",
    ),
    (
        "final4-04",
        "OD600 of the overnight culture plate",
        "read_absorbance wavelength_nm=600",
    ),
    (
        "final4-05",
        "Hey, could you get my 384-well assay plate out of the plate hotel? Thanks",
        "retrieve",
    ),
    (
        "final4-06",
        "Black 96-well plate with fluorescein standards. Read fluorescence, excitation 485 nm, "
        "emission 528 nm.",
        "read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "final4-07",
        "Dispense 25 µL DMSO into columns 1 and 12 of the 96-well plate (vehicle controls).",
        "transfer volume_ul=25 wells=16",
    ),
    (
        "final4-08",
        "LabChip GX Touch: library QC on 48 samples please.",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "final4-09",
        "Use the PF400 to carry the deepwell block from the deck over to the KingFisher.",
        "move_plate @precise_pf400",
    ),
    (
        "final4-10",
        "Start the KingFisher Flex program MagMAX_Viral_Pathogen_Flex on the loaded deep-well "
        "plates.",
        "run_program @kingfisher_flex",
    ),
    (
        "final4-11",
        "Incubte the cells 37C overnight",
        "incubate temperature_c=37",
    ),
    (
        "final4-12",
        "luminescence read, integration 500 ms",
        "read_luminescence integration_s=0.5",
    ),
    (
        "final4-13",
        "quick spin of the PCR strips in the microcentrifuge, 2000 x g 30 sec",
        "spin rcf_g=2000 duration_s=30",
    ),
    (
        "final4-14",
        "BioShake, 24 deep-well plate: 1200 rpm for 10 min at 30 °C.",
        "shake speed_rpm=1200 duration_s=600 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "final4-15",
        "I need the absorbace at 562nm for my BCA plate",
        "read_absorbance wavelength_nm=562",
    ),
    (
        "final4-16",
        "OT-2: aliquot 150 ul media into A1-A12 of the 96-well plate",
        "transfer volume_ul=150 @opentrons_ot2 wells=12",
    ),
    (
        "final4-17",
        "ODTC program: 98°C 30 s, then 30 cycles of 98 10s / 65 30 s / 72 30s, final 72 for "
        "5 min, hold 4",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=65 annealing_s=30 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "final4-18",
        "Heat-inactivate the enzyme: 65 °C for 10 min on the on-deck thermal cycler.",
        "incubate temperature_c=65 duration_s=600 @inheco_odtc",
    ),
    (
        "final4-19",
        "Good morning! Could the Cytomat 24 take this plate and keep it until this afternoon?",
        "store @cytomat_24",
    ),
    (
        "final4-20",
        "qPCR on the CFX 384 - 3 min at 95, then 44 cycles: 95 °C 10 s, 57 °C 30 s, 72 °C 20 s.",
        "run_qpcr cycles=44 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=57 annealing_s=30 extension_c=72 "
        "extension_s=20 @biorad_cfx384",
    ),
    # ------------------------------------------------------------------ two or three steps
    (
        "final4-21",
        "Add 100 µL TMB per well, leave it 15 min at room temp in the dark, then read at 650 nm.",
        "transfer volume_ul=100 > incubate duration_s=900 > read_absorbance wavelength_nm=650",
    ),
    (
        "final4-22",
        "before reading at 450 nm add 50uL stop solution to every well",
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "final4-23",
        "5810R: spin the 50 mL Falcons at 3000 × g, 10 min, 4 °C. Then 1 mL of each supernatant "
        "into a 96 deep-well plate.",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r > transfer volume_ul=1000",
    ),
    (
        "final4-24",
        "seal it 175C for 3 sec and then spin at 1000g for a minute",
        "seal temperature_c=175 duration_s=3 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "final4-25",
        "Have the robot arm bring the MTT plate from the incubator to the SpectraMax and read "
        "absorbance at 570 nm.",
        "move_plate > read_absorbance wavelength_nm=570 @spectramax_i3x",
    ),
    (
        "final4-26",
        "PCR cleanup: add 36 µl AMPure XP beads to the samples in columns 1-3, then mix by "
        "pipetting 10x with 40 µl.",
        "transfer volume_ul=36 wells=24 > mix volume_ul=40",
    ),
    (
        "final4-27",
        "pull the PCR plate from the cold store and peel it",
        "retrieve > peel",
    ),
    (
        "final4-28",
        "Hamilton STAR - transfer 5 µL of each library from the index plate into a new 96 PCR "
        "plate; afterwards heat seal at 170 °C for 2 s.",
        "transfer volume_ul=5 @hamilton_star > seal temperature_c=170 duration_s=2",
    ),
    (
        "final4-29",
        "Shake 1 min at 800 rpm, but only after the plate has incubated 30 minutes at 37°C.",
        "incubate temperature_c=37 duration_s=1800 > shake speed_rpm=800 duration_s=60",
    ),
    (
        "final4-30",
        "Inoculate wells B2-G11 with 20 µL of the overnight E. coli culture each (they already "
        "hold 180 µL LB, outer ring is media only), then into the incubator at 37 °C for 6 h.",
        "transfer volume_ul=20 wells=60 > incubate temperature_c=37 duration_s=21600",
    ),
    (
        "final4-31",
        "Seal the 384 PCR plate (a4S, 160 °C, 1.5 s), spin at 1,500 × g for 1 min, and put it "
        "in the plate fridge at 4 °C.",
        "seal temperature_c=160 duration_s=1.5 @azenta_a4s > spin rcf_g=1500 duration_s=60 > "
        "store temperature_c=4",
    ),
    (
        "final4-32",
        "kingfisher program DNA_Blood_96, elution plate goes in the hotel afterwards",
        "run_program @kingfisher_flex > store",
    ),
    (
        "final4-33",
        "With the Tecan Fluent, add 0.5 µL compound to rows A-D of the 384-well plate, then "
        "incubate 1 h at 37 °C.",
        "transfer volume_ul=0.5 @tecan_fluent wells=96 > incubate temperature_c=37 duration_s=3600",
    ),
    (
        "final4-34",
        "Bradford - 5 µl sample + 250 µl Coomassie reagent per well, read A595",
        "transfer volume_ul=5 > transfer volume_ul=250 > read_absorbance wavelength_nm=595",
    ),
    (
        "final4-35",
        "Fluorescence (ex 535 / em 590) after a 4 h resazurin incubation at 37°C.",
        "incubate temperature_c=37 duration_s=14400 > "
        "read_fluorescence excitation_nm=535 emission_nm=590",
    ),
    (
        "final4-36",
        "Add 18 µL water to the 2 µL of library in columns 1-4 of the PCR plate, then run those "
        "32 samples on the LabChip.",
        "transfer volume_ul=18 wells=32 > run_assay sample_count=32 @labchip_gx_touch_ht",
    ),
    (
        "final4-37",
        "grab the plate from the hotel, have the arm set it on the shaker, 5 min at 600 rpm",
        "retrieve > move_plate > shake speed_rpm=600 duration_s=300",
    ),
    (
        "final4-38",
        "Seed 40 µL of cell suspension per well into the 384-well plate on the OT-Flex, "
        "centrifgue 200 g 1 min, then CO2 incubator overnight at 37.",
        "transfer volume_ul=40 @opentrons_flex > spin rcf_g=200 duration_s=60 > "
        "incubate temperature_c=37",
    ),
    (
        "final4-39",
        "Spin the 1.5 ml tubes 13000 g 1 min in the 5424R, transfer 700 µl of supernatant to "
        "fresh tubes, and spin those again at 16,000 × g for 2 min.",
        "spin rcf_g=13000 duration_s=60 @eppendorf_5424r > transfer volume_ul=700 > "
        "spin rcf_g=16000 duration_s=120",
    ),
    (
        "final4-40",
        "Hi! ELISA coating today: 100 µl of capture antibody into every well of rows A-D, seal "
        "it (a4S, 170, 2s) and into the fridge at 4° overnight.",
        "transfer volume_ul=100 wells=48 > seal temperature_c=170 duration_s=2 @azenta_a4s > "
        "store temperature_c=4",
    ),
    # ------------------------------------------------------------------ four or more steps
    (
        "final4-41",
        "Take the 384-well plate out of the CO2 incubator, add 25 µL CellTiter-Glo 2.0 per "
        "well, shake 2 min at 1000 rpm, let it sit 10 min at RT, then read luminescence with "
        "0.25 s integration.",
        "retrieve > transfer volume_ul=25 > shake speed_rpm=1000 duration_s=120 > "
        "incubate duration_s=600 > read_luminescence integration_s=0.25",
    ),
    (
        "final4-42",
        "On the Biomek i7 dispense 8 µL SYBR master mix into all 384 wells and then 2 µL "
        "template. Seal at 170 °C for 2 s, spin 1000 x g 1 min, then CFX384: 95 °C 2 min, 40 "
        "cycles of 95 °C 15 s and 60 °C 1 min.",
        "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 @biomek_i7_hybrid > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "final4-43",
        "Run the ODTC last: 95 2 min; 35x (95 30s, 58 30 s, 72 1 min); 72 7 min; hold at 4. "
        "Before that the OT-2 puts 20 µL master mix into wells A1-H6 and 5 µL DNA on top, and "
        "the plate gets sealed.",
        "transfer volume_ul=20 @opentrons_ot2 wells=48 > transfer volume_ul=5 @opentrons_ot2 > "
        "seal > run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 "
        "extension_s=60 final_extension_c=72 final_extension_s=420 hold_c=4 @inheco_odtc",
    ),
    (
        "final4-44",
        "Library QC run: pull the library plate out of the fridge, peel the seal, spin 500 x g "
        "for 1 min, run all 96 on the LabChip GX Touch, then reseal (170 C / 2 s) and send it "
        "back to the fridge at 4 C.",
        "retrieve > peel > spin rcf_g=500 duration_s=60 > "
        "run_assay sample_count=96 @labchip_gx_touch_ht > seal temperature_c=170 duration_s=2 > "
        "store temperature_c=4",
    ),
    (
        "final4-45",
        "gDNA extraction: the Fluent adds 200 µL lysis buffer and 20 µL proteinase K to each well "
        "of the deep-well block. Then shake 10 min at 1000 rpm and 56 °C, run the KingFisher "
        "program MagMAX_DNA_Multi, move 50 µL of eluate into a PCR plate and seal it.",
        "transfer volume_ul=200 @tecan_fluent > transfer volume_ul=20 @tecan_fluent > "
        "shake speed_rpm=1000 duration_s=600 temperature_c=56 > run_program @kingfisher_flex > "
        "transfer volume_ul=50 > seal",
    ),
    (
        "final4-46",
        "growth curve setup - 190 µL LB into a clear 96 well plate, add 10 µL overnight culture, "
        "thermoshaker 37 °C 800 rpm 16 h, then OD600",
        "transfer volume_ul=190 > transfer volume_ul=10 > "
        "shake speed_rpm=800 duration_s=57600 temperature_c=37 > read_absorbance wavelength_nm=600",
    ),
    (
        "final4-47",
        "BCA assay. Retrieve the plate from the hotel; pipette 25 µL of standards and samples "
        "into columns 1 to 8; add 200 µL working reagent; incubate 30 min at 37 °C; read at "
        "562 nm.",
        "retrieve > transfer volume_ul=25 wells=64 > transfer volume_ul=200 > "
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "final4-48",
        "Dose-response: Hamilton transfers 10 µL of the compound dilutions into columns 2-11 of "
        "the cell plate, which then goes into the Cytomat 2C450 at 37 °C for 72 h. After that "
        "add 10 µL resazurin, incubate 4 h, and read fluorescence 560/590.",
        "transfer volume_ul=10 @hamilton_star wells=80 > "
        "incubate temperature_c=37 duration_s=259200 @cytomat_2c450 > transfer volume_ul=10 > "
        "incubate duration_s=14400 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "final4-49",
        "Take plate P7 out of the Cytomat 24, PF400 moves it to the sealer, seal 180 °C for 1 s, "
        "then back into the hotel.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > seal temperature_c=180 duration_s=1 > "
        "store @cytomat_24",
    ),
    (
        "final4-50",
        "qPCR on the CFX384, 45 cycles (95 °C 5 s, 60 °C 20 s) after 2 min at 95 °C. Before it "
        "goes in, the plate must be sealed and briefly spun, 1000 g for 30 s. Oh, and it comes "
        "out of the 4 °C fridge first.",
        "retrieve > seal > spin rcf_g=1000 duration_s=30 > run_qpcr cycles=45 "
        "initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 "
        "annealing_c=60 annealing_s=20 @biorad_cfx384",
    ),
    (
        "final4-51",
        "Sandwich ELISA after coating/blocking: add 50 µL biotinylated detection Ab to each well, "
        "shake 1.5 h at 450 rpm at room temperature, then 100 µL streptavidin-HRP for 30 min at "
        "RT, then 100 µL TMB for 15 min, stop with 50 µL 1 M H2SO4 and read at 450 nm.",
        "transfer volume_ul=50 > shake speed_rpm=450 duration_s=5400 > transfer volume_ul=100 > "
        "incubate duration_s=1800 > transfer volume_ul=100 > incubate duration_s=900 > "
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "final4-52",
        "PicoGreen quant of the libraries: 100 µL diluted PicoGreen into a black 96-well plate, "
        "add 2 µL of each library, mix 5 times at 50 µL, incubate 5 min at room temperature "
        "protected from light, read fluorescence ex 480 em 520.",
        "transfer volume_ul=100 > transfer volume_ul=2 > mix volume_ul=50 > "
        "incubate duration_s=300 > read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "final4-53",
        "Amplicon check. ODTC: 95 °C 3 min, 25 cycles of 95 °C 15 s / 55 °C 15 s / 72 °C 30 s, "
        "72 °C 5 min, hold 10 °C. Then peel, move 20 µL of each product into a fresh PCR plate "
        "and run 96 samples on the LabChip.",
        "run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc > "
        "peel > transfer volume_ul=20 > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "final4-54",
        "Luciferase reporter readout: take the 96-well cell plate out of the incubator, add "
        "100 µL ONE-Glo to every well, incubate 3 min at room temperature, read luminescence "
        "at 1 s per well.",
        "retrieve > transfer volume_ul=100 > incubate duration_s=180 > "
        "read_luminescence integration_s=1",
    ),
    (
        "final4-55",
        "From our methods: \"Cells were seeded in 100 µL medium per well and allowed to attach "
        "for 24 h at 37 °C. Compounds (1 µL) were then added and plates were incubated for a "
        "further 48 h. MTS reagent (20 µL) was added, followed by 2 h at 37 °C, and absorbance "
        "was recorded at 490 nm.\" Can you automate that?",
        "transfer volume_ul=100 > incubate temperature_c=37 duration_s=86400 > "
        "transfer volume_ul=1 > incubate duration_s=172800 > transfer volume_ul=20 > "
        "incubate temperature_c=37 duration_s=7200 > read_absorbance wavelength_nm=490",
    ),
    (
        "final4-56",
        "Cultures were pelleted in 2 mL tubes (5,000 × g, 5 min), resuspended in 0.5 mL PBS, and "
        "200 µL of each suspension was transferred to a flat-bottom 96-well plate for OD600.",
        "spin rcf_g=5000 duration_s=300 > transfer volume_ul=500 > transfer volume_ul=200 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "final4-57",
        "Pull the assay plate from the 2C425, PF400 drops it on the XPeel to peel, then over to "
        "the Fluent where 10 µL of reagent goes into row H only. Reseal at 170 for 2 s and put "
        "it back in the 2C425.",
        "retrieve @cytomat_2c425 > move_plate @precise_pf400 > peel @azenta_xpeel > "
        "transfer volume_ul=10 @tecan_fluent wells=12 > seal temperature_c=170 duration_s=2 > "
        "store @cytomat_2c425",
    ),
    (
        "final4-58",
        "Expression screen: 1 mL cultures in a 96 deep-well block. Spin at 3000 × g for 10 min, "
        "add 200 µL lysis buffer, shake 30 min at 1500 rpm, spin again 3000 × g for 20 min, then "
        "move 20 µL of cleared lysate into a PCR plate and run the LabChip protein assay on all "
        "96.",
        "spin rcf_g=3000 duration_s=600 > transfer volume_ul=200 > "
        "shake speed_rpm=1500 duration_s=1800 > spin rcf_g=3000 duration_s=1200 > "
        "transfer volume_ul=20 > run_assay sample_count=96",
    ),
    # ------------------------------------------------------------------ halted (over a limit)
    (
        "final4-59",
        "Pellet the debris in the 96-well PCR plate: 8,000 × g, 5 min.",
        "halted",
    ),
    (
        "final4-60",
        "Add 150 µL PBS to every well of the 384-well flat plate, then read fluorescence "
        "485/520.",
        "halted",
    ),
    (
        "final4-61",
        "Protein conc by A205 please - read absorbance at 205 nm on the SpectraMax.",
        "halted",
    ),
    (
        "final4-62",
        "the foil isn't sticking at 170, seal it at 230 °C for 2 s instead",
        "halted",
    ),
    (
        "final4-63",
        "Shake the deep-well plate at 3500 rpm for 5 min to resuspend the beads.",
        "halted",
    ),
    (
        "final4-64",
        "microcentrifuge the 1.5 ml tubes at 25,000 x g for 10 min, 4 °C",
        "halted",
    ),
    (
        "final4-65",
        "Once the plate is sealed, keep it in the plate fridge at -20 °C.",
        "halted",
    ),
    (
        "final4-66",
        "Spin the 50 mL conicals at 15,000 × g for 15 min to clear the lysate.",
        "halted",
    ),
    (
        "final4-67",
        "Run the LabChip on 400 samples from the 384-well PCR plate.",
        "halted",
    ),
    # ------------------------------------------------------------------ ask
    (
        "final4-68",
        "Spin the plate at 2000 rpm for 5 min.",
        "ask",
    ),
    (
        "final4-69",
        "Lysates were clarified on the 5810R at 3500 rpm for 10 min at 4 °C, then 50 µL of "
        "supernatant was transferred to a clear 96-well plate for the Bradford.",
        "ask",
    ),
    (
        "final4-70",
        "Read the ELISA plate on the Tecan Spark at 450 nm.",
        "ask",
    ),
    (
        "final4-71",
        "vortex the tubes 10 s then spin 1 min at 10000 x g",
        "ask",
    ),
    (
        "final4-72",
        "Sonicate the lysate in the deep-well plate for 30 s, then spin 3000 x g 10 min.",
        "ask",
    ),
    (
        "final4-73",
        "Use the Eppendorf 5430 to spin the 2 mL tubes at 5000 x g for 5 min.",
        "ask",
    ),
    (
        "final4-74",
        "Echo 525: shoot 2.5 nL of each compound into the 1536-well assay plate.",
        "ask",
    ),
    (
        "final4-75",
        "Run the 384 plate on the QuantStudio 5: 95 °C 20 s, 40 cycles 95 °C 1 s / 60 °C 20 s.",
        "ask",
    ),
    (
        "final4-76",
        "SpeedVac the eluates to dryness before resuspending in 10 µL water.",
        "ask",
    ),
]
