"""Hold-out batch "nonnative": intents typed directly in English by scientists whose first
language is not English (German, Spanish, French, Italian, Portuguese, Russian, Chinese,
Japanese habits): article/preposition slips, verb-first or verb-last order, "please to ...",
continental decimal commas ("2,5 min", "0,5 s") and thousands dots ("1.500 x g" where the
context makes it clear), unit habits ("1000g", "37°", "5 min.", "ul", "sek", "Min", "grad"),
and a native word now and then. Where a decimal comma / thousands separator is genuinely
ambiguous, the expected answer is "ask".
"""

CASES: list[tuple[str, str, str]] = [
    # ---- single step ----
    ("nonnative_01",
     "Please to centrifuge the 96-well plate with 1.500 x g during 3 minute.",
     "spin rcf_g=1500 duration_s=180"),
    ("nonnative_02",
     "Make spin of the PCR-Platte on HiG4, 2500g, 90 sek.",
     "spin rcf_g=2500 duration_s=90 @bionex_hig4"),
    ("nonnative_03",
     "Absorbance of the placa at 562 nm measure please, with the SpectraMax.",
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),
    ("nonnative_04",
     "Shake the deep well plate on BioShake with 1.200 rpm for 10 Min., room temperature.",
     "shake speed_rpm=1200 duration_s=600 @qinstruments_bioshake_3000t_elm"),
    ("nonnative_05",
     "Tubes 1,5 ml in the microcentrifuge: 16.000 x g, 10 min., 4°C.",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    ("nonnative_06",
     "Luminescence please to read, integration 0,5 s per well.",
     "read_luminescence integration_s=0.5"),
    ("nonnative_07",
     "Fluorescence read ex 485 em 520 nm on only the column 1 until 3 of the 96 plate.",
     "read_fluorescence excitation_nm=485 emission_nm=520 wells=24"),
    ("nonnative_08",
     "In the Cytomat incubate the cells plate by 37° during 24 h.",
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),
    ("nonnative_09",
     "With the OT-2 dispense 25 µl of master mix in every well of the row A and of the row B.",
     "transfer volume_ul=25 @opentrons_ot2 wells=24"),
    ("nonnative_10",
     "The plate into the plate fridge put, at 4 °C to store.",
     "store temperature_c=4 @cytomat_2c425"),
    ("nonnative_11",
     "ODTC program: initial 98° 30 sek, then 30 cycle of 98° 10 sek / 60° 20 sek / 72° 30 sek, "
     "at the end 72° 2 Min and hold on 4°.",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),
    ("nonnative_12",
     "Centrifuge the 50 ml Falcon tubes 3000 x g 15 min at 4 grad in the 5810 R.",
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("nonnative_13",
     "Please, transfer 2 ul of DNA from the PCR strips into the 384 plate with the Biomek i5, "
     "only columns 1 to 12.",
     "transfer volume_ul=2 @biomek_i5 wells=192"),
    ("nonnative_14",
     "Make incubation 30 Min. by 56 °C on the ODTC for the proteinase K digest.",
     "incubate temperature_c=56 duration_s=1800 @inheco_odtc"),
    # ---- two or three steps ----
    ("nonnative_15",
     "Before the sealing (165°, 3 s) make a short spin, 1 min by 1000 g.",
     "spin rcf_g=1000 duration_s=60 > seal temperature_c=165 duration_s=3"),
    ("nonnative_16",
     "Zentrifuge the plate 2,5 Min bei 300 x g, danach read the fluorescence Ex 535 / Em 590.",
     "spin rcf_g=300 duration_s=150 > read_fluorescence excitation_nm=535 emission_nm=590"),
    ("nonnative_17",
     "Peel off the foil with the XPeel, puis read luminescence with 1 s of integration.",
     "peel @azenta_xpeel > read_luminescence integration_s=1"),
    ("nonnative_18",
     "Incubate plate in CO2 incubator 1,5 h by 37 °C; but before that, with the STAR pipette "
     "10 µl compound in the columns 3-12.",
     "transfer volume_ul=10 @hamilton_star wells=80 > incubate temperature_c=37 duration_s=5400 @cytomat_2c450"),
    ("nonnative_19",
     "Take the plate out from the plate fridge and centrifuge 1 min at 500 x g in the VSpin.",
     "retrieve @cytomat_2c425 > spin rcf_g=500 duration_s=60 @agilent_vspin"),
    ("nonnative_20",
     "With the i5 transfer 180 ul lysate from the tubes into the deep-well plate and then the "
     "KingFisher program start (MagMAX_Pathogen).",
     "transfer volume_ul=180 @biomek_i5 > run_program @kingfisher_flex"),
    ("nonnative_21",
     "Spin down the strips in the 5424R 30 sec at 2000 x g, after that with the OT-Flex add 15 µl water.",
     "spin rcf_g=2000 duration_s=30 @eppendorf_5424r > transfer volume_ul=15 @opentrons_flex"),
    ("nonnative_22",
     "Read OD600 of the culture plate and then put back in incubator at 30 grad for 4 hours.",
     "read_absorbance wavelength_nm=600 > incubate temperature_c=30 duration_s=14400"),
    ("nonnative_23",
     "Having first peeled the seal, measure fluorescence 340/460 nm (ex/em) in the wells A1 until H6.",
     "peel > read_fluorescence excitation_nm=340 emission_nm=460 wells=48"),
    ("nonnative_24",
     "Mix 3 times with 40 µl on ML STAR, then the plate 700 g 2 min centrifugate.",
     "mix volume_ul=40 @hamilton_star > spin rcf_g=700 duration_s=120"),
    ("nonnative_25",
     "Before qPCR the 384 plate must be centrifuged 1 min at 1000 x g. The qPCR: 95°C 3 min, then "
     "45 cycles of 95°C 10 s, 58°C 30 s, 72°C 20 s.",
     "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=45 initial_denaturation_c=95 "
     "initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=30 "
     "extension_c=72 extension_s=20"),
    ("nonnative_26",
     "Please to aliquot 0,5 ml into each well of the 24 deep well plate using Biomek i7, and shake 5 min.",
     "transfer volume_ul=500 @biomek_i7_hybrid > shake duration_s=300"),
    ("nonnative_27",
     "Retrieve the plate from Cytomat 2C450, dispense 50 µl CellTiter-Glo with Hamilton STAR, "
     "shake 1 Min. 300 rpm on the plate shaker, read luminescence integration 0,25 s.",
     "retrieve @cytomat_2c450 > transfer volume_ul=50 @hamilton_star > shake speed_rpm=300 duration_s=60 "
     "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.25"),
    ("nonnative_28",
     "Shake at 37° with 500 rpm for 1 h on the heater-shaker, then store the plate in the hotel.",
     "shake speed_rpm=500 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm > store @cytomat_24"),
    ("nonnative_29",
     "Need to make: centrifugation 3 min on 2000 g, then heat sealing 180 °C 1 s, then in refrigerator "
     "to store at 4 degrees.",
     "spin rcf_g=2000 duration_s=180 > seal temperature_c=180 duration_s=1 > store temperature_c=4"),
    ("nonnative_30",
     "10 µL sample to 96 PCR plate dispense by Biomek i7. Next, on ODTC 37 °C 30 min incubation, "
     "and 65 °C 20 min inactivation.",
     "transfer volume_ul=10 @biomek_i7_hybrid > incubate temperature_c=37 duration_s=1800 @inheco_odtc "
     "> incubate temperature_c=65 duration_s=1200"),
    ("nonnative_31",
     "Dispense 75 µl in the plate with the Hamilton, poi incubate 1 ora at 37° in the incubator, "
     "poi read absorbance a 570 nm, e alla fine the plate in the plate fridge to store.",
     "transfer volume_ul=75 @hamilton_star > incubate temperature_c=37 duration_s=3600 @cytomat_2c450 "
     "> read_absorbance wavelength_nm=570 > store @cytomat_2c425"),
    ("nonnative_32",
     "Primeiro centrifuge the deepwell plate 4 min 1.500 g, depois transfer 400 µl of supernatant "
     "with Biomek i5 to new deep well, depois store in the hotel.",
     "spin rcf_g=1500 duration_s=240 > transfer volume_ul=400 @biomek_i5 > store @cytomat_24"),
    ("nonnative_33",
     "Use HiG4 centrifuge plate 3000 g 10 min, then use OT-2 take 100 ul supernatant to new plate, "
     "then use plate reader read 260 nm.",
     "spin rcf_g=3000 duration_s=600 @bionex_hig4 > transfer volume_ul=100 @opentrons_ot2 "
     "> read_absorbance wavelength_nm=260 @spectramax_i3x"),
    ("nonnative_34",
     "D'abord shake the plate 5 min at 1.000 rpm, puis incubate 10 min at 37 °C in the Cytomat, "
     "puis read the luminescence, 2 s integration.",
     "shake speed_rpm=1000 duration_s=300 > incubate temperature_c=37 duration_s=600 @cytomat_2c450 "
     "> read_luminescence integration_s=2"),
    ("nonnative_35",
     "Run the PCR in ODTC (94 °C 3 Min, 35 cycle 94° 30 s / 56° 45 s / 72° 90 s, 72° 10 Min final). "
     "Before, must seal with the a4S at 170 °C 2 s and centrifuge 30 sek with 500 x g.",
     "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=500 duration_s=30 > run_pcr cycles=35 "
     "initial_denaturation_c=94 initial_denaturation_s=180 denaturation_c=94 denaturation_s=30 "
     "annealing_c=56 annealing_s=45 extension_c=72 extension_s=90 final_extension_c=72 "
     "final_extension_s=600 @inheco_odtc"),
    ("nonnative_36",
     "The absorbance at 280 nm read, but before this spin 5 min 2000 x g, and even before the spinning "
     "dispense 150 µL buffer with Tecan Fluent.",
     "transfer volume_ul=150 @tecan_fluent > spin rcf_g=2000 duration_s=300 > read_absorbance wavelength_nm=280"),
    ("nonnative_37",
     "Bevor you read at 340 nm, incubate the plate 10 Min at 30°C in incubator; the enzyme (20 µl) "
     "is to add with the OT-2 first of all.",
     "transfer volume_ul=20 @opentrons_ot2 > incubate temperature_c=30 duration_s=600 > read_absorbance wavelength_nm=340"),
    # ---- four or more steps ----
    ("nonnative_38",
     "First transfer 20 µl primer mix with OT-2 in the 96 PCR plate, dann seal 170° 3 s, spin 1 min "
     "1000g, and run PCR on ODTC: 95° 2 min, 30 cycles 95° 20 s, 55° 30 s, 72° 1 min, final 72° 5 min.",
     "transfer volume_ul=20 @opentrons_ot2 > seal temperature_c=170 duration_s=3 > spin rcf_g=1000 "
     "duration_s=60 > run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=20 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
     "final_extension_c=72 final_extension_s=300 @inheco_odtc"),
    ("nonnative_39",
     "ELISA end: add 100 µl TMB with Biomek i5, incubate 15 Min. at room temperature, add 50 µl "
     "stop solution, then read at 450 nm.",
     "transfer volume_ul=100 @biomek_i5 > incubate duration_s=900 > transfer volume_ul=50 "
     "> read_absorbance wavelength_nm=450"),
    ("nonnative_40",
     "Take plate from Cytomat, add 10 µl resazurin with Fluent on columns 1-6, back to incubator "
     "37° 3 h, then read fluorescence 560/590.",
     "retrieve @cytomat_2c450 > transfer volume_ul=10 @tecan_fluent wells=48 > incubate temperature_c=37 "
     "duration_s=10800 > read_fluorescence excitation_nm=560 emission_nm=590"),
    ("nonnative_41",
     "Pipette 200 µl sample and 20 µl beads with i7 into deep well, mix 10 times 150 µl, run the "
     "KingFisher program, afterwards transfer 50 µl eluate into PCR plate with the i7.",
     "transfer volume_ul=200 @biomek_i7_hybrid > transfer volume_ul=20 > mix volume_ul=150 "
     "> run_program @kingfisher_flex > transfer volume_ul=50"),
    ("nonnative_42",
     "Peel the plate, with OT-2 add 5 µl of sample to the 15 µl master mix (already in the 384 PCR "
     "plate), seal again 165 °C 2,0 s, Zentrifuge 2 Min 1.000 x g, then qPCR on CFX384 40 cycles "
     "95° 5 sek / 60° 30 sek.",
     "peel > transfer volume_ul=5 @opentrons_ot2 > seal temperature_c=165 duration_s=2 > spin rcf_g=1000 "
     "duration_s=120 > run_qpcr cycles=40 denaturation_c=95 denaturation_s=5 annealing_c=60 "
     "annealing_s=30 @biorad_cfx384"),
    ("nonnative_43",
     "Do on the STAR: 30 µl from reservoir to all the plate, then 10 µl only to rows A-D; after, "
     "shake 2 minute 1000 rpm on BioShake, spin 1 min 300 x g and read lumi 1 s.",
     "transfer volume_ul=30 @hamilton_star > transfer volume_ul=10 @hamilton_star wells=48 "
     "> shake speed_rpm=1000 duration_s=120 @qinstruments_bioshake_3000t_elm > spin rcf_g=300 "
     "duration_s=60 > read_luminescence integration_s=1"),
    ("nonnative_44",
     "After PCR is need dilution: add 40 µl water with Opentrons Flex to each well, spin 1 min at "
     "1000 x g, then on the LabChip GX run 96 samples.",
     "transfer volume_ul=40 @opentrons_flex > spin rcf_g=1000 duration_s=60 > run_assay sample_count=96 "
     "@labchip_gx_touch_ht"),
    ("nonnative_45",
     "Retrieve from cold store, peel, dispense 20 ul of reagent with the i5 in column 12 only, "
     "reseal 170°C 2 s and store again in the plate fridge.",
     "retrieve @cytomat_2c425 > peel > transfer volume_ul=20 @biomek_i5 wells=8 > seal temperature_c=170 "
     "duration_s=2 > store @cytomat_2c425"),
    ("nonnative_46",
     "Plate to the shaker bring with PF400, shake 10 min 600 rpm 30 °C, then to the reader bring, "
     "read fluorescence 485/535.",
     "move_plate @qinstruments_bioshake_3000t_elm > shake speed_rpm=600 duration_s=600 temperature_c=30 "
     "> move_plate @spectramax_i3x > read_fluorescence excitation_nm=485 emission_nm=535"),
    ("nonnative_47",
     "Normalisation with the Fluent: pipette 45 µl of water in wells A1 to A12 and B1 to B12, then "
     "5 µl DNA in same wells, mix with 20 µl, at the end seal 170°, 2 s.",
     "transfer volume_ul=45 @tecan_fluent wells=24 > transfer volume_ul=5 wells=24 > mix volume_ul=20 "
     "> seal temperature_c=170 duration_s=2"),
    ("nonnative_48",
     "Spin the 384 plate in 5810R at 1.000 x g 1 min, then peel, then read fluorescence ex 490 em 520 "
     "only in the row A and the row B.",
     "spin rcf_g=1000 duration_s=60 @eppendorf_5810r > peel > read_fluorescence excitation_nm=490 "
     "emission_nm=520 wells=48"),
    ("nonnative_49",
     "In the deep well (already 1 ml LB inside each) put 20 µl of preculture with Biomek i7, seal "
     "165 °C 3 s, and incubate over night at 37° with shaking 900 rpm on the BioShake.",
     "transfer volume_ul=20 @biomek_i7_hybrid > seal temperature_c=165 duration_s=3 > shake speed_rpm=900 "
     "temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("nonnative_50",
     "Take out of the hotel, remove seal with de-sealer, add 25 µl detection reagent on STAR, 1 h "
     "incubation at room temperature, then lumi read 0,1 s.",
     "retrieve @cytomat_24 > peel @azenta_xpeel > transfer volume_ul=25 @hamilton_star > incubate duration_s=3600 "
     "> read_luminescence integration_s=0.1"),
    ("nonnative_51",
     "Pipette 1,2 ml ethanol in all wells of 96 deepwell with i7, mix 500 µl, then Zentrifuge "
     "1 Min 1.000 x g and after run the KingFisher wash program.",
     "transfer volume_ul=1200 @biomek_i7_hybrid > mix volume_ul=500 > spin rcf_g=1000 duration_s=60 "
     "> run_program @kingfisher_flex"),
    ("nonnative_52",
     "Cells assay: from the incubator take plate, the compound 5 µl with OT-Flex add to column 2 "
     "until 11, 2 Std. at 37°C again incubate, 30 µl lysis reagent add, shake 2 min 1.500 rpm, "
     "luminescence read with integration 0,5 sek.",
     "retrieve @cytomat_2c450 > transfer volume_ul=5 @opentrons_flex wells=80 > incubate temperature_c=37 "
     "duration_s=7200 > transfer volume_ul=30 > shake speed_rpm=1500 duration_s=120 "
     "> read_luminescence integration_s=0.5"),
    # ---- more single / short ----
    ("nonnative_53",
     "Absorbance 595nm for Bradford, only the wells A1-A8 and B1-B8.",
     "read_absorbance wavelength_nm=595 wells=16"),
    ("nonnative_54",
     "Seal with the a4S 0,8 s by 175 grad.",
     "seal temperature_c=175 duration_s=0.8 @azenta_a4s"),
    ("nonnative_55",
     "qPCR on the CFX384 with 40 cycles, denature 95 °C 15 s and annealing 60 °C 1 min; before, "
     "95° for 2 min polymerase activation.",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
     "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),
    ("nonnative_56",
     "Shake plate 2.000 rpm, 45 sek, at 37,5 °C.",
     "shake speed_rpm=2000 duration_s=45 temperature_c=37.5"),
    # ---- halted ----
    ("nonnative_57",
     "Centrifuge the flat 96 plate at 6000g during 5 min.",
     "halted"),
    ("nonnative_58",
     "Add 400 µl of medium in each well of the 96-well flat plate with the OT-2.",
     "halted"),
    ("nonnative_59",
     "Seal by 220° for 2 s, then store in the hotel.",
     "halted"),
    ("nonnative_60",
     "On BioShake shake the plate 3.500 rpm 1 min.",
     "halted"),
    ("nonnative_61",
     "1,5 ml tubes in 5424 R: 25000 x g, 5 min., 4 °C.",
     "halted"),
    ("nonnative_62",
     "Please the absorbance by 200 nm to measure, all plate.",
     "halted"),
    ("nonnative_63",
     "ODTC: 120 cycles of 95° 10 s, 60° 10 s please.",
     "halted"),
    ("nonnative_64",
     "Dispense 150 µl in every well of the 384 well plate with the Tecan Fluent.",
     "halted"),
    ("nonnative_65",
     "Add 20 µl master mix with OT-2 to the PCR plate, seal 170° 2 s, then ODTC: 105 °C 5 min, "
     "30 cycle 95° 15 s, 55° 15 s, 72° 30 s.",
     "halted"),
    # ---- ask ----
    ("nonnative_66",
     "Zentrifuge the plate 3 Min. with 2000 rpm.",
     "ask"),
    ("nonnative_67",
     "Vortex the tubes 10 sek, then spin down 30 sek 2000 x g in the 5424R.",
     "ask"),
    ("nonnative_68",
     "Sonicate the deep well plate 5 min, after centrifuge 2 min 1000 x g.",
     "ask"),
    ("nonnative_69",
     "Read fluorescence on the CLARIOstar, ex 485 em 520.",
     "ask"),
    ("nonnative_70",
     "Transfer with the Agilent Bravo 20 µl to the 384 plate.",
     "ask"),
    ("nonnative_71",
     "Add 1.500 µl of the sample to each 2 ml tube with the Hamilton STAR.",
     "ask"),
    ("nonnative_72",
     "Pipette 2,500 µl of the reagent into the 15 ml tubes, use Opentrons OT-2.",
     "ask"),
    ("nonnative_73",
     "Run qPCR on QuantStudio 5, 40 cycles 95° 15 s / 60° 1 min.",
     "ask"),
    ("nonnative_74",
     "Centrifuge the deep well plates in the Hettich Rotanta 2000 x g 10 min.",
     "ask"),
]
