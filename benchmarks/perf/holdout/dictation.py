"""Hold-out batch "dictation": requests spoken into a phone or headset at the bench and run through
speech-to-text, plus quick chat messages typed between experiments, plus requests written in
clear but non-native English. Numbers and units are mostly spelled out ("five hundred times g",
"forty micro liters", "four fifty nanometers", "one point five mil tubes"), punctuation is thin,
sentences run on with "and then", "okay so", "um", and speakers correct themselves mid-sentence
("five hundred milliseconds no wait make it one second"); the corrected value is always the one
meant. Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ single step
    (
        "dc_s01",
        "okay so spin the plate at six hundred times g for three minutes",
        "spin rcf_g=600 duration_s=180",
    ),
    ("dc_s03", "can u shake the plate 900rpm 45sec pls", "shake speed_rpm=900 duration_s=45"),
    ("dc_s04", "okay take the seal off the plate with the x peel", "peel @azenta_xpeel"),
    (
        "dc_s05",
        "spin the eppendorf tubes in the five four two four R at fourteen thousand g for ten "
        "minutes at four degrees",
        "spin rcf_g=14000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "dc_s07",
        "do a luminescence read with an integration time of five hundred milliseconds no wait "
        "make it one second",
        "read_luminescence integration_s=1",
    ),
    (
        "dc_s08",
        "Please to store the assay plate in the refrigerated store at 4 degree until tomorrow "
        "morning.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "dc_s09",
        "read the OD six hundred but only columns one through six the rest are blanks",
        "read_absorbance wavelength_nm=600 wells=48",
    ),
    (
        "dc_s10",
        "I need centrifugation of the deep well plate, 2000 g during 10 minute, temperature 4 "
        "degree.",
        "spin rcf_g=2000 duration_s=600 temperature_c=4",
    ),
    (
        "dc_s11",
        "spin the fifty mil falcons at three thousand g for twenty minutes",
        "spin rcf_g=3000 duration_s=1200",
    ),
    (
        "dc_s12",
        "run the DNA high sensitivity assay on the labchip for twenty four samples",
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "dc_s13",
        "run the qPCR on the CFX three eighty four initial denaturation ninety five degrees for "
        "three minutes then forty cycles of ninety five for fifteen seconds and anneal and "
        "extend at sixty for one minute",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "dc_s14",
        "okay PCR on the ODTC initial denature ninety eight for thirty seconds and then thirty "
        "cycles of ninety eight for ten seconds sixty two for twenty seconds seventy two for "
        "thirty seconds and then final extension seventy two for two minutes and hold at four",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "dc_s15",
        "seal it at two fifty sorry one fifty degrees for three seconds",
        "seal temperature_c=150 duration_s=3",
    ),
    (
        "dc_s16",
        "um spin the PCR plate on the high g centrifuge at twenty five hundred g no sorry three "
        "thousand g for five minutes",
        "spin rcf_g=3000 duration_s=300 @bionex_hig4",
    ),
    (
        "dc_s18",
        "aliquot one mil into each of the fifteen mil tubes on the fluent",
        "transfer volume_ul=1000 @tecan_fluent",
    ),
    # ------------------------------------------------------------------ two or three steps
    (
        "dc_m02",
        "before you read the luminescence shake the plate at five hundred rpm for two minutes",
        "shake speed_rpm=500 duration_s=120 > read_luminescence",
    ),
    (
        "dc_m03",
        "add forty micro liters of substrate to columns one to six and then read fluorescence "
        "excitation five forty emission five ninety",
        "transfer volume_ul=40 wells=48 > read_fluorescence excitation_nm=540 emission_nm=590",
    ),
    (
        "dc_m06",
        "after spinning at eight hundred g for three minutes um put it in the plate fridge at "
        "four degrees",
        "spin rcf_g=800 duration_s=180 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "dc_m07",
        "First make transfer of 25 uL from the sample plate to the 384 well plate with Biomek "
        "i7, after that the plate must be sealed on 165 degree for 2 second.",
        "transfer volume_ul=25 @biomek_i7_hybrid > seal temperature_c=165 duration_s=2",
    ),
    (
        "dc_m08",
        "mix the wells by pipetting up and down ten times with a hundred micro liters and then "
        "incubate at thirty seven for thirty minutes",
        "mix volume_ul=100 cycles=10 > incubate temperature_c=37 duration_s=1800",
    ),
    (
        "dc_m09",
        "grab plate from hotel, shake 1200 rpm 1 min then read abs 620",
        "retrieve @cytomat_24 > shake speed_rpm=1200 duration_s=60 > read_absorbance wavelength_nm=620",
    ),
    (
        "dc_m10",
        "dispense ten micro liters of master mix into the three eighty four well PCR plate then "
        "seal it then spin at one thousand g for one minute",
        "transfer volume_ul=10 > seal > spin rcf_g=1000 duration_s=60",
    ),
    (
        "dc_m11",
        "read fluorescence excitation three fifty emission four fifty having first incubated the "
        "plate at thirty seven for twenty minutes in the cytomat",
        "incubate temperature_c=37 duration_s=1200 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=350 emission_nm=450",
    ),
    (
        "dc_m12",
        "put the plate on the O T two and add seventy five microliters to wells A one through A "
        "six then spin at three hundred g for thirty seconds",
        "transfer volume_ul=75 @opentrons_ot2 wells=6 > spin rcf_g=300 duration_s=30",
    ),
    (
        "dc_m13",
        "The tubes need to be centrifuged in the microcentrifuge with 12000 x g for 5 minutes on "
        "4 °C, and before that please add 500 µL of buffer to each tube.",
        "transfer volume_ul=500 > spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "dc_m14",
        "have the robot arm move the plate over to the reader and then read absorbance at five "
        "sixty two",
        "move_plate @spectramax_i3x > read_absorbance wavelength_nm=562",
    ),
    (
        "dc_m15",
        "incubate at forty two degrees for an hour and a half then shake at three hundred rpm for "
        "ten minutes on the thermoshaker",
        "incubate temperature_c=42 duration_s=5400 > "
        "shake speed_rpm=300 duration_s=600 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "dc_m16",
        "okay so ninety six deep well plate add eight hundred micro liters of lysis buffer to "
        "each well and then run the viral RNA program on the KF",
        "transfer volume_ul=800 > run_program @kingfisher_flex",
    ),
    (
        "dc_m17",
        "read luminescence with a quarter second integration after you take the seal off",
        "peel > read_luminescence integration_s=0.25",
    ),
    (
        "dc_m18",
        "spin 384 plt 1000xg 2min then into cold store pls",
        "spin rcf_g=1000 duration_s=120 > store @cytomat_2c425",
    ),
    (
        "dc_m19",
        "um add thirty micro liters no thirty five micro liters of stop solution to all the "
        "wells and read at four fifty",
        "transfer volume_ul=35 > read_absorbance wavelength_nm=450",
    ),
    (
        "dc_m20",
        "on the on deck thermocycler heat the PCR plate at ninety five degrees for five minutes "
        "and then drop it to four degrees for ten minutes",
        "incubate temperature_c=95 duration_s=300 @inheco_odtc > incubate temperature_c=4 duration_s=600",
    ),
    (
        "dc_m21",
        "take the plate out of the hotel and um transfer fifty micro liters from the reservoir "
        "into row A on the hamilton star",
        "retrieve @cytomat_24 > transfer volume_ul=50 @hamilton_star wells=12",
    ),
    (
        "dc_m22",
        "Make please the sealing of the plate on 160 degree, no, 165 degree, during 2 seconds, "
        "and after put it in the plate hotel.",
        "seal temperature_c=165 duration_s=2 > store @cytomat_24",
    ),
    (
        "dc_m23",
        "okay so the one point five mil tubes add two hundred fifty micro liters of ethanol to "
        "each on the hamilton and then spin them in the microcentrifuge at sixteen thousand g "
        "for two minutes and then uh spin again same speed for one more minute",
        "transfer volume_ul=250 @hamilton_star > "
        "spin rcf_g=16000 duration_s=120 @eppendorf_5424r > spin rcf_g=16000 duration_s=60",
    ),
    (
        "dc_m24",
        "run the plate through the sealer at one sixty for four seconds no actually one sixty "
        "five same time then PCR on the ODTC initial denat ninety five for two minutes then "
        "thirty two cycles of ninety five twenty seconds fifty eight twenty seconds seventy two "
        "one minute final extension seventy two five minutes and then spin it at a thousand g "
        "for a minute",
        "seal temperature_c=165 duration_s=4 > run_pcr cycles=32 initial_denaturation_c=95 "
        "initial_denaturation_s=120 denaturation_c=95 denaturation_s=20 annealing_c=58 annealing_s=20 "
        "extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 @inheco_odtc > "
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "dc_m25",
        "right so um incubate the plate at thirty seven for two hours in the cytomat then add "
        "fifty micro liters of detection antibody to columns one through twelve I mean columns "
        "one through ten and shake at four hundred rpm for an hour at room temperature",
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > transfer volume_ul=50 wells=80 > "
        "shake speed_rpm=400 duration_s=3600",
    ),
    # ------------------------------------------------------------------ four or more steps
    (
        "dc_l01",
        "okay so um first take the plate out of the incubator then add twenty micro liters of "
        "MTT to every well then put it back in at thirty seven degrees for three hours and then "
        "read absorbance at five seventy",
        "retrieve @cytomat_2c450 > transfer volume_ul=20 > "
        "incubate temperature_c=37 duration_s=10800 @cytomat_2c450 > read_absorbance wavelength_nm=570",
    ),
    (
        "dc_l02",
        "add a hundred micro liters of TMB to columns one through eight shake at six hundred rpm "
        "for thirty seconds incubate at room temperature for fifteen minutes then add fifty "
        "micro liters of stop solution to the same columns and read at four fifty",
        "transfer volume_ul=100 wells=64 > shake speed_rpm=600 duration_s=30 > incubate duration_s=900 > "
        "transfer volume_ul=50 wells=64 > read_absorbance wavelength_nm=450",
    ),
    (
        "dc_l03",
        "on the hamilton star pipette fifteen micro liters of master mix and then five micro "
        "liters of template into the PCR plate then seal at one seventy for two seconds spin at "
        "one thousand g for one minute and run thirty five cycles of ninety five for fifteen "
        "seconds fifty five for thirty seconds seventy two for forty five seconds on the ODTC",
        "transfer volume_ul=15 @hamilton_star > transfer volume_ul=5 @hamilton_star > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr cycles=35 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 "
        "extension_c=72 extension_s=45 @inheco_odtc",
    ),
    (
        "dc_l04",
        "Please do following: take the plate out from the plate fridge, remove the seal with "
        "peeler, add 10 uL of detection reagent in every well, shake on 1000 rpm for 1 minute "
        "and measure the luminescence.",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=10 > shake speed_rpm=1000 duration_s=60 > "
        "read_luminescence",
    ),
    (
        "dc_l05",
        "okay so add eight micro liters of the sybr mix to rows A through D of the three eighty "
        "four well PCR plate and then two micro liters of cDNA to the same wells seal it at one "
        "sixty five for three seconds spin it down at fifteen hundred g for two minutes and run "
        "the qPCR forty cycles of ninety five degrees for fifteen seconds and sixty degrees for "
        "thirty seconds",
        "transfer volume_ul=8 wells=96 > transfer volume_ul=2 wells=96 > "
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1500 duration_s=120 > "
        "run_qpcr cycles=40 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=30",
    ),
    (
        "dc_l06",
        "retrieve the cell plate from the CO2 incubator add ten micro liters of compound to "
        "wells B two through G eleven put it back at thirty seven for forty eight hours and "
        "after that do a luminescence read with two second integration",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 wells=60 > "
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450 > read_luminescence integration_s=2",
    ),
    (
        "dc_l07",
        "so for the BCA um pipette twenty five micro liters of standards and samples into the "
        "plate then two hundred micro liters of working reagent shake for thirty seconds "
        "incubate at thirty seven degrees for thirty minutes then read at five sixty two",
        "transfer volume_ul=25 > transfer volume_ul=200 > shake duration_s=30 > "
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "dc_l08",
        "okay on the biomek i seven add two hundred micro liters of sample to the deep well "
        "plate and then five hundred micro liters of binding buffer with beads mix by pipetting "
        "five times with three hundred micro liters then run the mag max DNA program on the "
        "kingfisher and then put the elution plate in the cold store",
        "transfer volume_ul=200 @biomek_i7_hybrid > transfer volume_ul=500 @biomek_i7_hybrid > "
        "mix volume_ul=300 cycles=5 > run_program @kingfisher_flex > store @cytomat_2c425",
    ),
    (
        "dc_l09",
        "spin at fifteen hundred g for one minute peel read fluorescence ex four eighty five em "
        "five twenty then reseal at one seventy for two seconds and send it to the hotel",
        "spin rcf_g=1500 duration_s=60 > peel > read_fluorescence excitation_nm=485 emission_nm=520 > "
        "seal temperature_c=170 duration_s=2 > store @cytomat_24",
    ),
    (
        "dc_l10",
        "For the Bradford I want: 5 µL sample in each well of column 1 to 3, then 250 µL "
        "Bradford reagent in same wells, incubating 5 minutes on room temperature and to read "
        "the absorbance 595 nm.",
        "transfer volume_ul=5 wells=24 > transfer volume_ul=250 wells=24 > incubate duration_s=300 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "dc_l11",
        "um okay so can you ah pull the assay plate from the hotel peel it dispense thirty micro "
        "liters of cell titer glo no sorry twenty five micro liters into all wells shake at five "
        "hundred rpm two minutes then let it incubate ten minutes at room temp and read "
        "luminescence",
        "retrieve @cytomat_24 > peel > transfer volume_ul=25 > shake speed_rpm=500 duration_s=120 > "
        "incubate duration_s=600 > read_luminescence",
    ),
    (
        "dc_l12",
        "after the PCR finishes um spin the plate at five hundred g for one minute peel it "
        "transfer twenty micro liters from each well of columns one to three into a new PCR "
        "plate and run the DNA one K assay on the labchip for those twenty four samples",
        "spin rcf_g=500 duration_s=60 > peel > transfer volume_ul=20 > "
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "dc_l13",
        "okay so first thing shake the deep well plate at one thousand five hundred rpm for ten "
        "minutes at fifty five degrees and then spin it at two thousand g for five minutes then "
        "transfer two hundred micro liters of the supernatant to a flat bottom plate and read "
        "at two sixty",
        "shake speed_rpm=1500 duration_s=600 temperature_c=55 > spin rcf_g=2000 duration_s=300 > "
        "transfer volume_ul=200 > read_absorbance wavelength_nm=260",
    ),
    (
        "dc_l14",
        "can u take the plate out of the fridge, peel it, add 5ul to rows A and B, seal at 170 "
        "for 2 sec and park it in the hotel thx",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=5 wells=24 > "
        "seal temperature_c=170 duration_s=2 > store @cytomat_24",
    ),
    (
        "dc_l15",
        "We would like to make the following with the Tecan Fluent: distribute 90 µL of cells "
        "into the 96 well plate, after add 10 µL compound, then the plate goes in the incubator "
        "37 degree for 24 hours and at the end reading of fluorescence with excitation 560 and "
        "emission 590.",
        "transfer volume_ul=90 @tecan_fluent > transfer volume_ul=10 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "dc_l16",
        "before you peel and read at four fifty spin the plate down at one thousand g for one "
        "minute and before that um shake it at seven hundred rpm for a minute",
        "shake speed_rpm=700 duration_s=60 > spin rcf_g=1000 duration_s=60 > peel > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "dc_l17",
        "okay so take twenty microliters from each of the eight PCR strip tubes and put them "
        "into column one of the plate on the O T two then add one hundred eighty microliters of "
        "water to the same column mix by pipetting three times with a hundred microliters and "
        "read at two sixty",
        "transfer volume_ul=20 @opentrons_ot2 wells=8 > transfer volume_ul=180 wells=8 > "
        "mix volume_ul=100 cycles=3 wells=8 > read_absorbance wavelength_nm=260",
    ),
    (
        "dc_l19",
        "pull the PCR plate from the plate fridge spin it on the high g at two thousand g for "
        "one minute peel it add twenty micro liters of water to columns one to four with the "
        "biomek i five and reseal at one seventy for two seconds",
        "retrieve @cytomat_2c425 > spin rcf_g=2000 duration_s=60 @bionex_hig4 > peel > "
        "transfer volume_ul=20 @biomek_i5 wells=32 > seal temperature_c=170 duration_s=2",
    ),
    (
        "dc_l20",
        "okay um on the opentrons flex add two hundred micro liters of media to every well then "
        "fifty micro liters of cells then put the plate in the incubator overnight at thirty "
        "seven and in the morning read absorbance at four ninety",
        "transfer volume_ul=200 @opentrons_flex > transfer volume_ul=50 @opentrons_flex > "
        "incubate temperature_c=37 @cytomat_2c450 > read_absorbance wavelength_nm=490",
    ),
    # ------------------------------------------------------------------ halted (over a limit)
    (
        "dc_h01",
        "spin the ninety six well flat bottom plate at fifty five hundred g for five minutes",
        "halted",
    ),
    (
        "dc_h02",
        "okay spin the one point five mil tubes at twenty five thousand times g for ten minutes",
        "halted",
    ),
    ("dc_h03", "seal the plate at two hundred thirty degrees for two seconds", "halted"),
    ("dc_h04", "shake plate 3500rpm 1 min pls", "halted"),
    (
        "dc_h05",
        "incubate the plate at one hundred and ten degrees celsius for five minutes",
        "halted",
    ),
    ("dc_h06", "read absorbance at twelve hundred nanometers", "halted"),
    ("dc_h07", "Please fill each well of the 384 well flat plate with 150 µL of medium.", "halted"),
    (
        "dc_h08",
        "run the PCR on the ODTC one hundred twenty cycles of ninety five for thirty seconds "
        "sixty for thirty seconds and seventy two for thirty seconds",
        "halted",
    ),
    (
        "dc_h09",
        "spin the PCR plate at four thousand g no wait six thousand g for five minutes",
        "halted",
    ),
    # ------------------------------------------------------------------ ask (cannot know)
    (
        "dc_a01",
        "spin the plate at three thousand rpm for five minutes then read at four fifty",
        "ask",
    ),
    ("dc_a02", "spin tubes 13k rpm 10 min in the 5424 pls", "ask"),
    (
        "dc_a03",
        "vortex the tubes for ten seconds and then spin them down at ten thousand g for one minute",
        "ask",
    ),
    ("dc_a04", "sonicate the lysate plate for five minutes", "ask"),
    ("dc_a05", "read the plate on the tecan spark at four fifty nanometers", "ask"),
    (
        "dc_a06",
        "Please centrifuge the tubes in the Eppendorf 5430 by 5000 g during 3 minutes.",
        "ask",
    ),
    ("dc_a07", "add two drops of stop solution to each well then read at four fifty", "ask"),
    (
        "dc_a08",
        "put the plate on the multidrop and dispense fifty micro liters into every well",
        "ask",
    ),
    ("dc_a09", "dry the plate down in the speed vac for thirty minutes", "ask"),
]
