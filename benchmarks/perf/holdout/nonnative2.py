"""Hold-out batch "nonnative2": lab requests typed in English by non-native speakers.

Style: the writers think in their first language (German, Spanish, French, Chinese,
Japanese, Korean, Italian, Portuguese, Russian, Hindi) and carry its grammar and word
choice into English: dropped articles, verb-final sentences ("24 hour incubate please
do"), "please to make", "make centrifuge", "until 4 degree", topic-first word order ("the
plate after reading put in fridge"), polite formulas ("kindly do the needful", "thank
you for your cooperation", "revert if any issue"), and some typos.

Traps:
- European thousands separators ("1.000 x g", "16.000 g", "3.500 rpm" mean 1000, 16000,
  3500) next to comma decimals ("0,5 µL", "2,5 s", "56,5 ºC"), and an English-style
  "2,000 g" from a Japanese writer.
- False friends: "control" = check, "eventually" = maybe (so "800 rpm, eventually 1000
  rpm" leaves the speed unsettled), "actually" = currently, "become" = receive,
  "pretend" = intend, "pass" = transfer.
- Later step mentioned first ("before PCR plate must be sealed", "prior to reading
  shake"), a corrected value ("500 x g, no sorry, 800 x g"), context numbers (lot,
  passage, mM, plate 3 of 8, o'clock, water already in the wells).
- Well subsets (columns 1-4, rows A-D, column 12, columns 2-11, columns 1-2 of 384).
- Halts: values beyond every suitable instrument (25.000 x g tubes, 6000 g plates,
  3.500 rpm shaking, 220 °C seal, 205 nm, 2 minute integration, -20 and 2 degree
  storage, 870 nm emission, 10 mL per tube, 105 °C).
- Asks: vortex, sonicate, rpm-only centrifuge, "speed 5", OD without wavelength,
  NanoDrop/Echo (not in the lab), PCR with no temperatures, transfer with no volume,
  "eventually" alternatives, drops, nL acoustic transfer.
"""

NAME = "nonnative2"

CASES: list[tuple[str, str, str]] = [
    # German thousands dot: "1.000 x g" is 1000 x g (VSpin max is exactly 1000).
    ("nonnative2-01",
     "Hello, please make centrifuge of the PCR plate in the VSpin with 1.000 x g for 2 min, "
     "after that measure in the SpectraMax the absorbance at 450 nm and the plate then to the "
     "plate hotel. Thank you in advance!",
     "spin rcf_g=1000 duration_s=120 @agilent_vspin > read_absorbance wavelength_nm=450 @spectramax_i3x > store @cytomat_24"),
    ("nonnative2-02",
     "Hello! I need please to transfer 50 µL of buffer to all the wells of the plate with the "
     "Hamilton STAR and after to mix 3 times with 30 µL, and at the end to seal the plate. "
     "Thank you very much!!",
     "transfer volume_ul=50 @hamilton_star > mix volume_ul=30 cycles=3 > seal"),
    ("nonnative2-03",
     "Bonjour, can you seal the plate at 170 °C during 2 seconds with the a4S and after put it "
     "in the cold store at 4 °C. Merci beaucoup.",
     "seal temperature_c=170 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_2c425"),
    # Topic-first Chinese order: the store is mentioned first but runs last; shaking "before".
    ("nonnative2-04",
     "The plate after reading put in fridge 4 degree please. Reading is fluorescence, "
     "excitation 485 emission 535 nm. Before reading first shake 1 min 500 rpm.",
     "shake speed_rpm=500 duration_s=60 > read_fluorescence excitation_nm=485 emission_nm=535 > store temperature_c=4"),
    # Two-step qPCR: the 60 °C combined step is taken as annealing; no extension key.
    ("nonnative2-05",
     "Please kindly: 384 qPCR plate, CFX384 in run. First 95 °C 3 min, then 40 cycle of "
     "95 °C 10 sec, 60 °C 30 sec. Thank you for your cooperation.",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("nonnative2-06",
     "Cell plate Cytomat incubator in 37 degree, CO2 5 percent, 24 hour incubate please do.",
     "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),
    ("nonnative2-07",
     "Ciao, I need to make a spin of the tubes of 1,5 mL in the 5424R at 16.000 g for 10 "
     "minutes at 4 degrees, then the supernatant transfer 200 μl into a new plate and the "
     "plate is to seal. Grazie mille",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > transfer volume_ul=200 > seal"),
    ("nonnative2-08",
     "Good morning, first please add 50 uL of the reagent in all wells, then make the agitation "
     "of the plate on the BioShake at 1.200 rpm during 5 minutes at 37 ºC, and after read the "
     "luminescence with integration of 0,5 s. Obrigada!",
     "transfer volume_ul=50 > shake speed_rpm=1200 duration_s=300 temperature_c=37 @qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.5"),
    ("nonnative2-09",
     "Need make PCR on ODTC: 98 C 30 s, then 35 cycles (98 C 10 s, 62 C 20 s, 72 C 30 s), "
     "final extension 72 C 5 min, hold 4 C. Before PCR plate must be sealed on a4S, 165 C 3 s.",
     "seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("nonnative2-10",
     "Kindly do the needful: retrieve the plate from plate hotel, remove seal with XPeel and "
     "read absorbance at 600 nm. Please revert if any issue.",
     "retrieve @cytomat_24 > peel @azenta_xpeel > read_absorbance wavelength_nm=600"),
    # Vortex: no such instrument.
    ("nonnative2-11",
     "Please the tubes shortly vortex and then 1 min at 1000 g centrifuge. Thanks!",
     "ask"),
    # Spanish "actually" = currently: the plate is now in the 2C425, so it must be retrieved.
    ("nonnative2-12",
     "Hi, the plate is actually in the Cytomat 2C425. Please to take it out, to centrifuge 3 "
     "minutes at 500 xg in the HiG4 and after to read the absorbance at 340 nm.",
     "retrieve @cytomat_2c425 > spin rcf_g=500 duration_s=180 @bionex_hig4 > read_absorbance wavelength_nm=340"),
    # Columns 1-2 of a 384-well plate = 2 x 16 = 32 wells.
    ("nonnative2-13",
     "Could you please distribute 0,5 µL of compound in the 384 plate with the Fluent, only "
     "the columns 1 to 2, and then centrifuge one minute at 1000 g.",
     "transfer volume_ul=0.5 wells=32 @tecan_fluent > spin rcf_g=1000 duration_s=60"),
    # 6000 g on a plate: above HiG4 (5000), 5810R plate buckets (2900) and VSpin (1000).
    ("nonnative2-14",
     "Please help spin the 96 PCR plate 6000 g 5 min, then put on reader read 260 nm.",
     "halted"),
    ("nonnative2-15",
     "Plate, with PF400 to reader move, then luminescence 1 second integration read, please.",
     "move_plate @precise_pf400 > read_luminescence integration_s=1"),
    ("nonnative2-16",
     "KingFisher Flex in program MagMAX_Viral_RNA run please, after elution plate 1000 x g "
     "1 min spin do.",
     "run_program program=MagMAX_Viral_RNA @kingfisher_flex > spin rcf_g=1000 duration_s=60"),
    ("nonnative2-17",
     "For the LabChip GX please run the assay DNA High Sensitivity for 48 samples. The plate "
     "before is to spin 1 minute at 1000 g, otherwise bubbles, and to peel.",
     "spin rcf_g=1000 duration_s=60 > peel > run_assay assay=dna_high_sensitivity sample_count=48 @labchip_gx_touch_ht"),
    ("nonnative2-18",
     "With the Biomek i7 please put the beads on the magnet for 5 minutes and after take 100 µL "
     "of the supernatant to a new plate, which then you seal.",
     "magnetic_separation duration_s=300 @biomek_i7_hybrid > transfer volume_ul=100 > seal"),
    # The 90 µL water is already in the wells (context); columns 1-4 = 32 wells for both steps.
    ("nonnative2-19",
     "On OT-2 make: 10 µL sample into plate columns 1-4 (there water 90 µL already), then in "
     "same wells mix 5 times 50 µL.",
     "transfer volume_ul=10 wells=32 @opentrons_ot2 > mix volume_ul=50 cycles=5 wells=32"),
    ("nonnative2-20",
     "Kindly centrifuge the 96 deep well plate in Eppendorf 5810R at 2000 x g for 10 mins at "
     "4 deg C and thereafter store the same in cold store at 4 degree.",
     "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r > store temperature_c=4 @cytomat_2c425"),
    # Luminescence read with no integration time stated: no keys.
    ("nonnative2-21",
     "With the Hamilton STAR please 150 µL medium in all wells of the 96-well plate, then in "
     "the Cytomat (37 °C, 5 % CO2) for 48 h, and after the incubation luminescence measure.",
     "transfer volume_ul=150 @hamilton_star > incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 > read_luminescence"),
    ("nonnative2-22",
     "Please, in the Biomek i5 to incubate the plate at 65 °C during 15 min, after that on the "
     "magnet 2 min and then to take 50 µL of the supernatant.",
     "incubate temperature_c=65 duration_s=900 @biomek_i5 > magnetic_separation duration_s=120 > transfer volume_ul=50"),
    ("nonnative2-23",
     "Please remove the seal with the XPeel, add 5 µL of substrate in all wells and seal again "
     "at 160 °C during 2,5 s.",
     "peel @azenta_xpeel > transfer volume_ul=5 > seal temperature_c=160 duration_s=2.5"),
    # "speed 5" is not a shaking speed.
    ("nonnative2-24",
     "Please help shake plate use speed 5, 10 min, then read absorbance 450 nm.",
     "ask"),
    # No cycling temperatures given ("usual program").
    ("nonnative2-25",
     "ODTC in PCR please, 30 cycle, usual program same as last time. Thank you, Tanaka.",
     "ask"),
    # 2 minutes = 120 s integration, above the reader's 60 s.
    ("nonnative2-26",
     "Luminescence read please, integration time each well 2 minute. Before read, plate 5 min "
     "room temperature 500 rpm shake.",
     "halted"),
    # NanoDrop: not in the lab.
    ("nonnative2-27",
     "Please to make the quantification of DNA with the NanoDrop, 2 µl of each sample, and "
     "then put the tubes in the fridge.",
     "ask"),
    # Portuguese "passar" = transfer; no volume stated.
    ("nonnative2-28",
     "Please pass the supernatant to a new plate with the Tecan and after seal the plate.",
     "ask"),
    # Centrifuge speed only in rpm.
    ("nonnative2-29",
     "Make centrifuge of plates 4000 rpm 10 minutes at 4 degree.",
     "ask"),
    # Sonicate: no such instrument.
    ("nonnative2-30",
     "Kindly sonicate the lysate plate for 30 secs on ice, thereafter spin at 2000 g for "
     "10 min.",
     "ask"),
    # German "eventuell" = maybe: 800 or 1000 rpm is left unsettled.
    ("nonnative2-31",
     "Please shake 5 minutes with 800 rpm, eventually 1000 rpm, and then measure absorbance "
     "at 450 nm.",
     "ask"),
    # Drops are not a volume.
    ("nonnative2-32",
     "Please add one drop of antifoam in each well of the deepwell plate before the KingFisher "
     "programme DNA_Blood.",
     "ask"),
    # nL acoustic transfer on an Echo (not in the lab).
    ("nonnative2-33",
     "Echo acoustic with 384 plate 25 nL compound transfer please.",
     "ask"),
    # OD with no wavelength (even if 600 nm is usual for bacteria).
    ("nonnative2-34",
     "Please, to measure the OD of the bacteria plate after two hours in the incubator at "
     "37 °C.",
     "ask"),
    # "25.000 x g" = 25000 x g, above the 5424R (21130) and every tube rotor.
    ("nonnative2-35",
     "Please the 1,5 mL tubes in the 5424R centrifuge with 25.000 x g, 10 min, 4 °C.",
     "halted"),
    # "3.500 rpm" = 3500 rpm, above the BioShake's 3000.
    ("nonnative2-36",
     "Please make the agitation in the BioShake at 3.500 rpm during 1 minute.",
     "halted"),
    ("nonnative2-37",
     "Please seal the plate at 220 °C for 3 seconds and after spin it 1 min 1000 g.",
     "halted"),
    # 205 nm is below the reader's 230 nm floor.
    ("nonnative2-38",
     "Kindly read the absorbance at 205 nm for protein quantification of the UV plate.",
     "halted"),
    ("nonnative2-39",
     "After reading at 450 nm plate put in cold store at minus 20 degree.",
     "halted"),
    # Emission 870 nm is above the reader's 850 nm.
    ("nonnative2-40",
     "For the IR dye please to read fluorescence with excitation 780 nm and emission 870 nm.",
     "halted"),
    # 10 mL per target is above every liquid handler's 5000 uL per-step maximum.
    ("nonnative2-41",
     "With the Fluent, please distribute 10 mL of medium in each 50 mL tube.",
     "halted"),
    # 105 °C is above every heating device (ODTC 99, CFX/Biomek 100, BioShake 99).
    ("nonnative2-42",
     "Protein denature: plate 105 °C 10 min heat please, then until 4 °C cool down.",
     "halted"),
    # Cold store works from 4 °C; 2 degree is below it.
    ("nonnative2-43",
     "Please help the plate store in plate fridge 2 degree until tomorrow.",
     "halted"),
    # Columns 1-6 of a 96 PCR plate = 48 wells.
    ("nonnative2-44",
     "Please help use Opentrons Flex add 20 uL master mix into column 1 to 6 of PCR plate, "
     "then seal the plate 165 degree 3 second, then short spin 30 s 500 g.",
     "transfer volume_ul=20 wells=48 @opentrons_flex > seal temperature_c=165 duration_s=3 > spin rcf_g=500 duration_s=30"),
    # Corrected value: 800 x g replaces 500 x g.
    ("nonnative2-45",
     "Please spin the plate 500 x g, no sorry, 800 x g, for 2 min and then read fluorescence "
     "Ex 560 / Em 590. After reading the plate into the hotel.",
     "spin rcf_g=800 duration_s=120 > read_fluorescence excitation_nm=560 emission_nm=590 > store @cytomat_24"),
    # Lot, passage and 10 mM are context; columns 2 to 11 = 80 wells.
    ("nonnative2-46",
     "Hello, for the plate of lot 22-0417 (passage 12) please to add 10 µL of the drug at "
     "10 mM in the columns 2 to 11 and to incubate in the CO2 incubator at 37 ºC, 5% CO2 "
     "during 72 h.",
     "transfer volume_ul=10 wells=80 > incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450"),
    ("nonnative2-47",
     "Please read the absorbance at 405 nm after shaking the plate 30 seconds at 600 rpm.",
     "shake speed_rpm=600 duration_s=30 > read_absorbance wavelength_nm=405"),
    # Room-temperature incubation: no temperature key.
    ("nonnative2-48",
     "Sample plate, thirty microlitre each well, Biomek i5 with transfer, after that ten "
     "minute room temperature incubate, please.",
     "transfer volume_ul=30 @biomek_i5 > incubate duration_s=600"),
    ("nonnative2-49",
     "qPCR plate CFX384 on run please: 95 degree 2 min, 45 cycle 95 degree 5 sec, 58 degree "
     "30 sec, 72 degree 20 sec. Before, plate 1000 ×g 1 min spin do.",
     "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=58 annealing_s=30 extension_c=72 extension_s=20 @biorad_cfx384"),
    ("nonnative2-50",
     "Please make the retrieve of the plate from the Cytomat 2C450, then with the robot arm "
     "bring it to the reader and read fluorescence 488/520.",
     "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_fluorescence excitation_nm=488 emission_nm=520"),
    ("nonnative2-51",
     "Please, in the KingFisher make the program 'Plasmid_Mini_96' and after the elution plate "
     "put in the cold store at 4 ºC.",
     "run_program program=Plasmid_Mini_96 @kingfisher_flex > store temperature_c=4 @cytomat_2c425"),
    # "keep until 4 degree" = hold at 4 °C.
    ("nonnative2-52",
     "Make PCR: 95 C 2 min, 30 cycles 95 C 15 s, 55 C 30 s, 72 C 1 min, final 72 C 10 min, "
     "then keep until 4 degree.",
     "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=600 hold_c=4"),
    ("nonnative2-53",
     "Kindly run the LabChip GX Touch with Protein Express assay for 24 samples and store the "
     "plate in plate hotel thereafter.",
     "run_assay assay=protein_express sample_count=24 @labchip_gx_touch_ht > store @cytomat_24"),
    ("nonnative2-54",
     "Good day, I would like that you transfer 2,5 µl of primer mix in the 384 PCR plate with "
     "the Tecan Fluent, then seal with 165 °C for 3 sec, then centrifuge 1 minute 1000 x g.",
     "transfer volume_ul=2.5 @tecan_fluent > seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60"),
    # Rows A to D of a 96 plate = 48 wells.
    ("nonnative2-55",
     "Please help peel the 96 plate, then OT-2 take 5 uL from each well to new plate, row A to "
     "D only, then new plate seal 170 degree 2 second.",
     "peel > transfer volume_ul=5 wells=48 @opentrons_ot2 > seal temperature_c=170 duration_s=2"),
    # 25 degree is stated, so it is kept (BioShake minimum is 25).
    ("nonnative2-56",
     "BioShake on plate 15 minute 1500 rpm 25 degree shake, then Cytomat 24 store please.",
     "shake speed_rpm=1500 duration_s=900 temperature_c=25 @qinstruments_bioshake_3000t_elm > store @cytomat_24"),
    ("nonnative2-57",
     "Plese transfere 75 ul of lysis bufer in the deepwell plate with the Biomek i7, then "
     "shake 10 min at 900 rpm, then the KingFisher programm 'gDNA_Tissue'.",
     "transfer volume_ul=75 @biomek_i7_hybrid > shake speed_rpm=900 duration_s=600 > run_program program=gDNA_Tissue @kingfisher_flex"),
    ("nonnative2-58",
     "Please incubate the PCR plate in the ODTC at 37 °C during 30 minutes and after at 80 °C "
     "during 20 minutes for the inactivation.",
     "incubate temperature_c=37 duration_s=1800 @inheco_odtc > incubate temperature_c=80 duration_s=1200"),
    # "12.000 xg" = 12000 x g; "one minute and a half" = 90 s.
    ("nonnative2-59",
     "Hello, please to spin the tubes of 2 mL in the microcentrifuge at 12.000 xg during one "
     "minute and a half.",
     "spin rcf_g=12000 duration_s=90 @eppendorf_5424r"),
    # Portuguese "pretender" = intend.
    ("nonnative2-60",
     "I pretend to read the absorbance at 562 nm of the BCA plate. Please first add 200 µL of "
     "working reagent with the Tecan and after leave 30 min in 37 ºC.",
     "transfer volume_ul=200 @tecan_fluent > incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562"),
    ("nonnative2-61",
     "Plate take from Cytomat 2C425, peel, add 40 µL detection reagent (Hamilton), shake 2 min "
     "1000 rpm, read luminescence 0,5 s.",
     "retrieve @cytomat_2c425 > peel > transfer volume_ul=40 @hamilton_star > shake speed_rpm=1000 duration_s=120 > read_luminescence integration_s=0.5"),
    # "2,000 g" from a Japanese writer is two thousand; 10 o'clock and plate 3 of 8 are context.
    ("nonnative2-62",
     "Tomorrow 10 o'clock, plate 3 of 8, HiG4 in 2,000 g 5 min centrifuge, please.",
     "spin rcf_g=2000 duration_s=300 @bionex_hig4"),
    # "control" = check (kontrollieren); "become" = receive (bekommen).
    ("nonnative2-63",
     "Please take the plate out of the Cytomat 2C450 and control the absorbance at 590 nm. "
     "The results I become per mail, yes?",
     "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=590"),
    # Run order: shake, then read, then store (mentioned in reverse).
    ("nonnative2-64",
     "Kindly store the plate in cold store at 8 degree post reading fluorescence at Ex 340/Em "
     "460; prior to reading shake 1 min at 300 rpm.",
     "shake speed_rpm=300 duration_s=60 > read_fluorescence excitation_nm=340 emission_nm=460 > store temperature_c=8 @cytomat_2c425"),
    ("nonnative2-65",
     "Please help VSpin 800 rcf 30 s, then XPeel peel, then Hamilton transfer 100 µL to 96 "
     "deep well plate.",
     "spin rcf_g=800 duration_s=30 @agilent_vspin > peel @azenta_xpeel > transfer volume_ul=100 @hamilton_star"),
    ("nonnative2-66",
     "Biomek i5 on-deck shaker 800 rpm 3 min shake, then magnet 1 min, then supernatant 180 uL "
     "remove to waste plate please.",
     "shake speed_rpm=800 duration_s=180 @biomek_i5 > magnetic_separation duration_s=60 > transfer volume_ul=180"),
    ("nonnative2-67",
     "Please, with the Opentrons Flex, to put 1 mL of PBS in each well of the 24 deep well "
     "plate, then to mix 3 times with 500 µl.",
     "transfer volume_ul=1000 @opentrons_flex > mix volume_ul=500 cycles=3"),
    # Column 12 of a 96 plate = 8 wells.
    ("nonnative2-68",
     "Can you mix the wells of column 12 ten times with 20 µL on the Hamilton? After, "
     "centrifuge in the VSpin 1 minute at 100 g.",
     "mix volume_ul=20 cycles=10 wells=8 @hamilton_star > spin rcf_g=100 duration_s=60 @agilent_vspin"),
    ("nonnative2-69",
     "On the ODTC please: 94 ºC 2 min, 25 cycles 94 ºC 30 s, 56,5 ºC 30 s, 72 ºC 1 min 30 s, "
     "final 72 ºC 7 min, hold at 10 ºC.",
     "run_pcr cycles=25 initial_denaturation_c=94 initial_denaturation_s=120 denaturation_c=94 denaturation_s=30 annealing_c=56.5 annealing_s=30 extension_c=72 extension_s=90 final_extension_c=72 final_extension_s=420 hold_c=10 @inheco_odtc"),
    ("nonnative2-70",
     "Make centrifuge 50 mL tubes in 5810R, 3000 g, 15 minutes, 20 degree.",
     "spin rcf_g=3000 duration_s=900 temperature_c=20 @eppendorf_5810r"),
]
