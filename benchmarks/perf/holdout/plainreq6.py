"""Hold-out batch plainreq6: plain requests from scientists writing in a second language.

Voices: German, Chinese, Spanish, French, Japanese and Hindi speakers typing into the planner
in English. The English is a little off (dropped articles, "make spin of plate", "during 5 min",
"please to add", "put plate to incubator", "kindly do the needful") but every request is
clear to a human reader.

Traps in this batch:
- decimal commas ("2,5 µl", "0,8 ml", "0,5 s") next to thousands written the German way
  ("16.000 x g", "1.000 x g") or with a space ("25 000 x g");
- context numbers that look like settings: kit lot, stock concentration (10 mM), barcode,
  plate number, a volume already in the wells (50 µl PCR product, 150 µl per well),
  sample counts for KingFisher, events for a cytometer;
- steps mentioned in reverse order ("before reading ... and before this add ...");
- a stated value then corrected ("5 min - sorry, 3 min");
- the word "drops" in a spin-down request (not a dispense of drops);
- instrument named only by alias (cold store, plate fridge, de-sealer, plate hotel,
  thermoshaker, robot arm, i5, i7, CO2 incubator);
- unit spellings: uL/µL/μl/microlitre, C/°C/deg/ºC, g/xg/x g/×g/rcf, s/sec/min/mins/h/hr,
  numbers written as words.
'ask' cases: vortex, sonicate, rpm-only spin, "speed 5", OD without wavelength, an
instrument the lab lacks (flow cytometer), nL acoustic transfer (Echo), drops as a volume,
transfer without volume, "405 or 410 nm", PCR with no cycling temperatures.
'halted' cases: values beyond every suitable instrument (plate spin above 5000 x g, tube spin
above 21 130 x g, shaking above 3000 rpm or 99 °C, sealing above 200 °C, absorbance below
230 nm, luminescence integration above 60 s, more than 99 cycles, denaturation above 100 °C,
CO2 above 20 %, more than 384 LabChip samples in one run).
"""

NAME = "plainreq6"

CASES: list[tuple[str, str, str]] = [
    ("plainreq6-01",
     "Please to transfer 2,5 µl of every sample from source plate into the assay plate with Tecan Fluent.",
     "transfer volume_ul=2.5 @tecan_fluent"),
    ("plainreq6-02",
     "First make peel of plate on the XPeel, after please add 10 uL detection reagent in every well, "
     "then shake during 2 min at 1000 rpm on BioShake and at the end read luminescence with 1 s "
     "integration in SpectraMax.",
     "peel @azenta_xpeel > transfer volume_ul=10 > "
     "shake speed_rpm=1000 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1 @spectramax_i3x"),
    ("plainreq6-03",
     "Make spin of the deep well plate during 10 min at 6000 x g please, pellet must be very compact.",
     "halted"),
    ("plainreq6-04",
     "Please vortex the 1,5 ml tubes during 30 seconds before we load them.",
     "ask"),
    # "drops" here are droplets on the walls being spun down, not a dispense of drops: a plan.
    ("plainreq6-05",
     "Centrifuge PCR plate with the VSpin at 500 g during 1 min, only short spin down so the drops "
     "on the walls go to bottom.",
     "spin rcf_g=500 duration_s=60 @agilent_vspin"),
    ("plainreq6-06",
     "In the Hamilton STAR add 180 µl of medium in columns 1 to 6, after add 20 µl of compound "
     "(10 mM stock) in same wells, then in these same columns mix 3 times with 100 µl.",
     "transfer volume_ul=180 wells=48 @hamilton_star > transfer volume_ul=20 wells=48 @hamilton_star > "
     "mix volume_ul=100 cycles=3 wells=48 @hamilton_star"),
    ("plainreq6-07",
     "With Opentrons Flex please to add 100 µl substrate in each well, then shake plate 3500 rpm "
     "during 1 min, then read fluorescence 485/520.",
     "halted"),
    ("plainreq6-08",
     "please seal the plate at 170 °C during 2,5 sec with the a4S",
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),
    ("plainreq6-09",
     "Read the absorbance of plate at 595 nm in the plate reader (it is Bradford, kit lot 4471).",
     "read_absorbance wavelength_nm=595 @spectramax_i3x"),
    ("plainreq6-10",
     "Take plate out from cold store, make peel of the seal, with Biomek i7 add 100 µl TMB in every "
     "well, incubate 15 min at room temperature, then read absorbtion on 450 nm.",
     "retrieve @cytomat_2c425 > peel > transfer volume_ul=100 @biomek_i7_hybrid > "
     "incubate duration_s=900 > read_absorbance wavelength_nm=450"),
    # "16.000 x g" is the German thousands separator: 16 000 x g (16 x g would be absurd here).
    ("plainreq6-11",
     "With the 5424 R spin the 1,5 ml tubes at 16.000 x g during 15 min at 4 °C.",
     "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r"),
    ("plainreq6-12",
     "Please centrifugate 1,5 ml tubes at 25 000 x g for 20 min in the 5424R, 4 °C.",
     "halted"),
    ("plainreq6-13",
     "Measure OD of bacteria plate in SpectraMax, after put it back in incubator.",
     "ask"),
    # 96 samples is context; run_program takes only the program name.
    ("plainreq6-14",
     "Run on KingFisher the program MagMAX_Pathogen_96 for extraction of 96 samples.",
     "run_program program=MagMAX_Pathogen_96 @kingfisher_flex"),
    ("plainreq6-15",
     "Please analyse 48 samples on LabChip GX with DNA 1K assay.",
     "run_assay assay=dna_1k sample_count=48 @labchip_gx_touch_ht"),
    ("plainreq6-16",
     "Read fluorescence ex 485 nm / em 535 nm, but before this plate must be shaked 1 min at 600 rpm, "
     "and before shaking add 50 µL substrate with OT-2.",
     "transfer volume_ul=50 @opentrons_ot2 > shake speed_rpm=600 duration_s=60 > "
     "read_fluorescence excitation_nm=485 emission_nm=535"),
    ("plainreq6-17",
     "Add 20 µl of PCR mix with the Fluent, after seal the PCR plate at 230 °C for 3 s and put it in "
     "the cold store at 4 °C.",
     "halted"),
    ("plainreq6-18",
     "Put the plate in CO2 incubator at 37 °C with 5 % CO2 during 48 h.",
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),
    ("plainreq6-19",
     "Add 50 μl of lysis buffer in the tubes and sonicate them during 10 min on ice.",
     "ask"),
    ("plainreq6-20",
     "Run PCR in the ODTC (plate is sealed): initial denaturation 98 °C 30 s, then 30 cycles of "
     "98 °C 10 s, 60 °C 20 s, 72 °C 30 s, final extension 72 °C during 5 min, hold on 4 °C.",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("plainreq6-21",
     "With Opentrons Flex add 20 µl master mix in all wells, seal the plate and run on ODTC the "
     "standard Taq PCR, 35 cycles.",
     "ask"),
    ("plainreq6-22",
     "With Opentrons Flex pipette 15 µl master mix in columns 1, 2 and 3, seal plate 165 °C 3 s, make "
     "short spin 1 min at 1000 x g, then run PCR on ODTC: 95 °C 2 min, 35 cycles 95 °C 15 s, "
     "55 °C 30 s, 72 °C 1 min.",
     "transfer volume_ul=15 wells=24 @opentrons_flex > seal temperature_c=165 duration_s=3 > "
     "spin rcf_g=1000 duration_s=60 > run_pcr cycles=35 initial_denaturation_c=95 "
     "initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 "
     "extension_c=72 extension_s=60 @inheco_odtc"),
    ("plainreq6-23",
     "Read absorbance at 190 nm of the DNA plate, please.",
     "halted"),
    ("plainreq6-24",
     "Transfer 0,8 ml of culture in each well of 24 deep well plate with Biomek i5.",
     "transfer volume_ul=800 @biomek_i5"),
    ("plainreq6-25",
     "Shake plate at speed 5 during 10 min on the thermoshaker.",
     "ask"),
    ("plainreq6-26",
     "Please store the assay plate in plate hotel (Cytomat 24) until tomorrow morning.",
     "store @cytomat_24"),
    ("plainreq6-27",
     "Take the plate from plate hotel, move it with PF400 on reader and read luminescence, "
     "integration 0,5 s.",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > read_luminescence integration_s=0.5"),
    ("plainreq6-28",
     "Read luminescence with integration time of 2 min per well, signal is very weak.",
     "halted"),
    ("plainreq6-29",
     "Put the plate on magnet of Biomek i5 during five minutes, beads must be pelleted.",
     "magnetic_separation duration_s=300 @biomek_i5"),
    # The 50 µl of PCR product is already in the wells: context, not a transfer.
    ("plainreq6-30",
     "On Biomek i7 add 90 µl of beads to the 50 µl PCR product in every well, mix 10 times with "
     "80 µl, then put on magnet during 3 min.",
     "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=80 cycles=10 @biomek_i7_hybrid > "
     "magnetic_separation duration_s=180 @biomek_i7_hybrid"),
    ("plainreq6-31",
     "Spin deep-well plate on HiG4 at 2500 ×g for 10 min, after with Biomek i5 take 150 µl of "
     "supernatant into new plate and read absorbance at 600 nm.",
     "spin rcf_g=2500 duration_s=600 @bionex_hig4 > transfer volume_ul=150 @biomek_i5 > "
     "read_absorbance wavelength_nm=600"),
    ("plainreq6-32",
     "Please dispense 2 drops of stop solution in each well.",
     "ask"),
    ("plainreq6-33",
     "On CFX384 make qPCR (plate is sealed): 95 °C during 3 min, after 40 cycles of 95 °C 10 s "
     "and 60 °C 30 s.",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("plainreq6-34",
     "qPCR on CFX with 120 cycles (95 °C 15 s / 60 °C 1 min), we need detect very low copy number.",
     "halted"),
    # Columns 1-2 of a 384-well plate = 2 x 16 = 32 wells.
    ("plainreq6-35",
     "Peel the 384 plate with XPeel, add 5 µl of sample in columns 1 to 2 with Fluent, and seal "
     "again at 160 °C during 2 s.",
     "peel @azenta_xpeel > transfer volume_ul=5 wells=32 @tecan_fluent > "
     "seal temperature_c=160 duration_s=2"),
    ("plainreq6-36",
     "Use the Echo for transfer 25 nl of compound into the assay plate.",
     "ask"),
    # 150 µl is what the wells already hold (context); the only step is the mix of row A.
    ("plainreq6-37",
     "Wells of row A have already 150 µl each; please mix them with 30 µl, 8 times, using OT-2.",
     "mix volume_ul=30 cycles=8 wells=12 @opentrons_ot2"),
    ("plainreq6-38",
     "Centrifuge the 50 ml tubes in the 5810R at 3000 xg during 15 min, 4 °C.",
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("plainreq6-39",
     "Incubate the cells in CO2 incubator at 37 °C with 25 % CO2 for 2 days.",
     "halted"),
    ("plainreq6-40",
     "Add 50 µl enzyme mix to every well with Hamilton, seal the plate at 170 °C 3 s and incubeate "
     "during 1 hr at 37 C.",
     "transfer volume_ul=50 @hamilton_star > seal temperature_c=170 duration_s=3 > "
     "incubate temperature_c=37 duration_s=3600"),
    ("plainreq6-41",
     "With Hamilton transfer the supernatant from deep well plate into new plate, after seal at "
     "170 °C 2 s and put in plate fridge at 4 °C.",
     "ask"),
    ("plainreq6-42",
     "Please take out cell plate from CO2 incubator, add 10 µl of CellTiter-Glo in every well with "
     "Biomek i5, shake 2 min on 500 rpm, wait 10 min at room temperature and read luminescence "
     "(integration 1 s).",
     "retrieve @cytomat_2c450 > transfer volume_ul=10 @biomek_i5 > shake speed_rpm=500 duration_s=120 > "
     "incubate duration_s=600 > read_luminescence integration_s=1"),
    ("plainreq6-43",
     "Remove the foil of PCR plate in the de-sealer, then analyse 96 samples on LabChip with the "
     "DNA High Sensitivity assay.",
     "peel @azenta_xpeel > run_assay assay=dna_high_sensitivity sample_count=96 @labchip_gx_touch_ht"),
    ("plainreq6-44",
     "Read absorbance at 405 or 410 nm, I am not sure which one is for pNPP.",
     "ask"),
    ("plainreq6-45",
     "Spin the plate at 1000 g during 5 min - sorry, 3 min is enough.",
     "spin rcf_g=1000 duration_s=180"),
    ("plainreq6-46",
     "Shake on the BioShake during 30 min at 37 °C with 800 rpm.",
     "shake speed_rpm=800 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("plainreq6-47",
     "Run program RNA_Cells_96 on KingFisher, then spin elution plate 1 min at 500 x g, then put it "
     "in cold store at 4 °C.",
     "run_program program=RNA_Cells_96 @kingfisher_flex > spin rcf_g=500 duration_s=60 > "
     "store temperature_c=4 @cytomat_2c425"),
    # Row A of a 24-well (4 x 6) plate, A1-A6 = 6 wells.
    ("plainreq6-48",
     "With Opentrons Flex please to add 1 ml of PBS into wells A1-A6 of 24 deep well plate, after "
     "shake 5 min at 300 rpm and then spin 2 min at 200 g.",
     "transfer volume_ul=1000 wells=6 @opentrons_flex > shake speed_rpm=300 duration_s=300 > "
     "spin rcf_g=200 duration_s=120"),
    ("plainreq6-49",
     "Incubate on ODTC at 65 °C during 10 min for enzyme inactivation, plate is sealed already.",
     "incubate temperature_c=65 duration_s=600 @inheco_odtc"),
    ("plainreq6-50",
     "Please do PCR on ODTC: 30 cycles of 105 °C 15 s, 58 °C 30 s, 72 °C 45 s.",
     "halted"),
    ("plainreq6-51",
     "Before reading flourescence (ex 530, em 590) plate must be incubated 2 h at 37 °C, and before "
     "this add 20 µl of resazurin with Tecan Fluent.",
     "transfer volume_ul=20 @tecan_fluent > incubate temperature_c=37 duration_s=7200 > "
     "read_fluorescence excitation_nm=530 emission_nm=590"),
    # Sealer and peeler are only the start and end points of the move: no seal or peel step.
    ("plainreq6-52",
     "Move plate with robot arm from sealer to peeler.",
     "move_plate @precise_pf400"),
    ("plainreq6-53",
     "Please add twenty-five microlitre of buffer in each well and after make spin one minute at "
     "thousand g.",
     "transfer volume_ul=25 > spin rcf_g=1000 duration_s=60"),
    # One run takes at most 384 samples; "all in one run" rules out splitting.
    ("plainreq6-54",
     "LabChip run for 500 samples with DNA 5K assay, all in one run please.",
     "halted"),
    # 10.000 events is context; the lab has no flow cytometer.
    ("plainreq6-55",
     "After staining kindly measure the cells on flow cytometer (FACS Canto), 10.000 events per sample.",
     "ask"),
    ("plainreq6-56",
     "With Fluent put 8 µl of master mix and 2 µl of template in each well of 384 plate, seal with "
     "a4S 165 °C 2 s, then qPCR in CFX384: 95 °C 2 min, 40 cycles 95 °C 5 s / 60 °C 30 s.",
     "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > "
     "seal temperature_c=165 duration_s=2 @azenta_a4s > run_qpcr cycles=40 initial_denaturation_c=95 "
     "initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 "
     "@biorad_cfx384"),
    ("plainreq6-57",
     "Please retrieve the plate number 7 (barcode 100234) from CO2 incubator.",
     "retrieve @cytomat_2c450"),
    ("plainreq6-58",
     "Make spin in VSpin 2 min at 800 x g, after read absorbance 340 nm in SpectraMax.",
     "spin rcf_g=800 duration_s=120 @agilent_vspin > read_absorbance wavelength_nm=340 @spectramax_i3x"),
    ("plainreq6-59",
     "Store the sealed plate in refrigerated store at 8 °C.",
     "store temperature_c=8 @cytomat_2c425"),
    # "on its deck" and "i5 magnet" keep the incubate and the magnet step on the Biomek i5.
    ("plainreq6-60",
     "With the i5 please add 50 µl wash buffer in columns 7 to 12, then incubate on its deck 10 min "
     "at 25 °C, then put plate on the i5 magnet 2 min.",
     "transfer volume_ul=50 wells=48 @biomek_i5 > incubate temperature_c=25 duration_s=600 @biomek_i5 > "
     "magnetic_separation duration_s=120 @biomek_i5"),
    # Rows A-D of a 96-well plate = 4 x 12 = 48 wells.
    ("plainreq6-61",
     "With OT-2 transfer 10 ul from mother plate into daughter plate, only rows A to D (all 12 columns).",
     "transfer volume_ul=10 wells=48 @opentrons_ot2"),
    ("plainreq6-62",
     "Retrieve plate from the plate fridge, remove seal on XPeel, read fluorescence excitation 485 "
     "emission 520 on SpectraMax.",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > "
     "read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x"),
    ("plainreq6-63",
     "Take plate out of hotel, put it in CO2 incubator 37 ºC during 30 min for equilibration, then "
     "read absorbance 570 nm.",
     "retrieve @cytomat_24 > incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
     "read_absorbance wavelength_nm=570"),
    ("plainreq6-64",
     "Hamilton: add 0,5 ml of DMSO in each 2 ml tube of the rack.",
     "transfer volume_ul=500 @hamilton_star"),
    ("plainreq6-65",
     "Make shaking at 105 °C, 1000 rpm, 10 min on thermoshaker.",
     "halted"),
    # "1.000 x g" is the German thousands separator: 1000 x g.
    ("plainreq6-66",
     "Spin down plate at 1.000 x g during 30 sec, then peel, then add 5 µl of stop buffer with Fluent.",
     "spin rcf_g=1000 duration_s=30 > peel > transfer volume_ul=5 @tecan_fluent"),
    ("plainreq6-67",
     "On i7 add 200 µl of lysate and 20 µl of beads into deep well plate, then run KingFisher "
     "program DNA_Blood_200.",
     "transfer volume_ul=200 @biomek_i7_hybrid > transfer volume_ul=20 @biomek_i7_hybrid > "
     "run_program program=DNA_Blood_200 @kingfisher_flex"),
    ("plainreq6-68",
     "Thermoshaker 1200 rpm, 42 deg C, 15 mins please.",
     "shake speed_rpm=1200 duration_s=900 temperature_c=42 @qinstruments_bioshake_3000t_elm"),
    ("plainreq6-69",
     "Spin plate at 2000 rpm 5 min, then read at 600 nm.",
     "ask"),
    # Columns 1-4 of a 96-well plate = 32 wells.
    ("plainreq6-70",
     "For growth curve: add 180 microlitres LB with OT-2 in columns 1 to 4, shake during 30 s on "
     "400 rpm, read absorbance at 600 nm.",
     "transfer volume_ul=180 wells=32 @opentrons_ot2 > shake speed_rpm=400 duration_s=30 > "
     "read_absorbance wavelength_nm=600"),
]
