"""Hold-out batch "dictated1": voice-dictation transcripts typed by speech-to-text at the bench.

Style: what a scientist says to a phone or headset while their hands are busy, run through
speech-to-text and pasted in unedited. Numbers are often spelled out the way people say them
("twelve hundred times g", "two fifty uL", "one sixty five" for 165 degrees, "four oh five" for
405 nm, "point eight mils" for 800 uL), with filler words ("um", "okay so", "right"), no
punctuation, run-on sentences, mid-sentence self-corrections ("four thousand no sorry three
thousand"), homophones from the recogniser ("mike row litres", "see oh two" for CO2, "for"
written for "four" and "four" for "for", "to" for "two"), split or lower-cased instrument names
("the vspin", "kingfisher flex", "the i3x"), and the later step sometimes said first ("read at
450 after you spin it").

Traps:
- a self-correction takes the corrected value, which can rescue an out-of-range value
  (04, 65) or push an in-range value out of range (05);
- homophones whose meaning is clear from context ("mix for times" = 4 cycles, "add to hundred"
  = 200 uL, "four an hour and a half" = for 1.5 h);
- genuinely unsettled spoken numbers ("fifteen or was it fifty seconds", "405 or 410") are 'ask';
- context numbers (passage, lot, plate 3 of 8, room number, bead ratio, concentration) are not
  settings;
- well subsets (columns of a 96 or a 384 plate, a row, rows A-D, A1 to H1);
- order of execution differs from order of mention (07, 25, 46, 58, 62, 69);
- limits from the registry: plate spins above 5000 x g, tube spins above 21130 x g, sealing above
  200 C, shaking above 3000 rpm, CO2 above 20 %, absorbance below 230 nm, fluorescence above
  830/850 nm, luminescence integration above 60 s, transfers above 5000 uL, more than 99 PCR
  cycles, incubation above 100 C;
- 'ask' for vortex/sonicate, rpm-only spins, "speed five", OD with no wavelength, PCR with no
  temperatures, transfers with no volume, nL acoustic dispensing, instruments the lab lacks.
"""

NAME = "dictated1"

CASES: list[tuple[str, str, str]] = [
    ("dictated1-01",
     "okay so um on the hamilton star transfer twenty five mike row litres of lysis buffer into "
     "columns one through four of the ninety six and then mix those same wells five times at "
     "twenty micro litres also on the hamilton and then spin it down five hundred times g for one minute",
     "transfer volume_ul=25 wells=32 @hamilton_star > mix volume_ul=20 cycles=5 wells=32 @hamilton_star"
     " > spin rcf_g=500 duration_s=60"),
    ("dictated1-02",
     "right um spin the assay plate in the vspin at seven fifty times g for ninety seconds",
     "spin rcf_g=750 duration_s=90 @agilent_vspin"),
    ("dictated1-03",
     "um vortex the master mix tubes for like ten seconds and then quick spin them down",
     "ask"),
    # Self-correction rescues the value: 4000 x g would exceed the 50 mL rotor (3220), 3000 fits.
    ("dictated1-04",
     "spin the fifty mil falcons in the eppendorf 5810 at four thousand no sorry three thousand "
     "times g for ten minutes at four degrees",
     "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r"),
    # Corrected value 7000 x g is above the HiG4 (5000), the 5810 plate rotor (2900) and the VSpin (1000).
    ("dictated1-05",
     "okay so spin the PCR plate at five thousand actually no make it seven thousand times g for five minutes",
     "halted"),
    ("dictated1-06",
     "heat seal the plate on the a4S at one seventy degrees for two point five seconds then um it goes in the plate hotel",
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s > store @cytomat_24"),
    ("dictated1-07",
     "read flourescence on the spectramax excitation four eighty five emission five twenty but peel it on the xpeel first obviously",
     "peel @azenta_xpeel > read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x"),
    ("dictated1-08",
     "spin the plate at three thousand RPM for five minutes then read it at four fifty",
     "ask"),
    ("dictated1-09",
     "okay put it on the thermoshaker sixty five degrees fifteen hundred rpm for ten minutes",
     "shake speed_rpm=1500 duration_s=600 temperature_c=65 @qinstruments_bioshake_3000t_elm"),
    ("dictated1-10",
     "cells go into the CO2 incubator 37 °C five percent CO2 for 48 h this is passage twelve by the way",
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),
    ("dictated1-11",
     "um seal the plate at two hundred and twenty degrees for three seconds it's the thick foil",
     "halted"),
    ("dictated1-12",
     "so on the hamilton add twenty microlitres of master mix to each well then seal it one sixty "
     "five three seconds and then the ODTC program is ninety-five for three minutes thirty five "
     "cycles of ninety-five thirty seconds fifty five thirty seconds seventy two one minute then "
     "seventy two for ten minutes and hold at ten degrees",
     "transfer volume_ul=20 @hamilton_star > seal temperature_c=165 duration_s=3 > run_pcr cycles=35 "
     "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=30 "
     "annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 final_extension_c=72 "
     "final_extension_s=600 hold_c=10 @inheco_odtc"),
    # Two-step qPCR: the anneal is corrected from 62 to 60; no extension step is stated.
    ("dictated1-13",
     "okay so on the flex add eight microliters of master mix to the three eighty four plate then "
     "seal it at one sixty five for two seconds and then qPCR on the CFX ninety five for three "
     "minutes then forty cycles of ninety five for ten seconds and annealing at sixty two no wait "
     "sixty for thirty seconds",
     "transfer volume_ul=8 @opentrons_flex > seal temperature_c=165 duration_s=2 > run_qpcr cycles=40 "
     "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 "
     "annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("dictated1-14",
     "shake the plate on speed five for two minutes",
     "ask"),
    ("dictated1-15",
     "okay so um the beads are in so just run the cleanup programme on the kingfisher flex",
     "run_program program=cleanup @kingfisher_flex"),
    ("dictated1-16",
     "right then run ninety six samples on the labchip with the DNA high sensitivity assay",
     "run_assay assay=dna_high_sensitivity sample_count=96 @labchip_gx_touch_ht"),
    ("dictated1-17",
     "transfer ten mils of media into each of the fifteen mil tubes on the hamilton",
     "halted"),
    # "one milligram per mL" is a concentration, not a setting.
    ("dictated1-18",
     "on the tecan fluent um transfer two hundred microlitres of pNPP substrate one milligram per "
     "mL into all the wells shake it for thirty seconds at four hundred rpm and then read at four oh five",
     "transfer volume_ul=200 @tecan_fluent > shake speed_rpm=400 duration_s=30 > read_absorbance wavelength_nm=405"),
    ("dictated1-19",
     "Biomek i5 add 10 µL of detection reagent to row A only",
     "transfer volume_ul=10 wells=12 @biomek_i5"),
    # OD with no wavelength: OD600 is customary for cultures but the text does not say it.
    ("dictated1-20",
     "read the OD of the overnight cultures on the spectramax",
     "ask"),
    ("dictated1-21",
     "on the OT-2 use the p twenty to add 2.5 μl of primer mix to wells A1 to H1",
     "transfer volume_ul=2.5 wells=8 @opentrons_ot2"),
    # Homophone: "mix for times" = mix four times.
    ("dictated1-22",
     "on the opentrons flex transfer one hundred and fifty microlitres then mix for times at one "
     "hundred microlitres both on the flex then spin at two hundred and fifty g for thirty seconds",
     "transfer volume_ul=150 @opentrons_flex > mix volume_ul=100 cycles=4 @opentrons_flex > spin rcf_g=250 duration_s=30"),
    ("dictated1-23",
     "read absorbance at two ten nanometres on the i3x for the peptide",
     "halted"),
    # "point eight x" is a bead ratio, not a setting.
    ("dictated1-24",
     "on the biomek i7 add ninety microlitres of beads that's point eight x mix ten times at eighty "
     "microlitres then magnet for five minutes and pull off eighty microlitres of supernatant all on the i7",
     "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=80 cycles=10 @biomek_i7_hybrid > "
     "magnetic_separation duration_s=300 @biomek_i7_hybrid > transfer volume_ul=80 @biomek_i7_hybrid"),
    # Order of mention is read, spin, stop solution; order of running is stop solution, spin, read.
    ("dictated1-25",
     "read at four fifty nanometres after you spin it at one thousand g for a minute oh and the "
     "fifty microlitres of stop solution goes in before the spin",
     "transfer volume_ul=50 > spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=450"),
    ("dictated1-26",
     "run thirty cycles of PCR on the ODTC um the usual program",
     "ask"),
    ("dictated1-27",
     "spin the deep well block on the bionex HiG at twelve hundred times g for twenty minutes",
     "spin rcf_g=1200 duration_s=1200 @bionex_hig4"),
    ("dictated1-28",
     "grab the plate out of the hotel and have the PF400 move it onto the plate reader then read absorbence at six hundred",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("dictated1-29",
     "shake it at thirty five hundred rpm for one minute on the bioshake",
     "halted"),
    ("dictated1-30",
     "get the plate out of the cytomat incubator add twenty microlitres of glo reagent with the "
     "OT-2 shake two minutes at five hundred rpm then read luminescence with a half second integration",
     "retrieve @cytomat_2c450 > transfer volume_ul=20 @opentrons_ot2 > shake speed_rpm=500 duration_s=120"
     " > read_luminescence integration_s=0.5"),
    ("dictated1-31",
     "Biomek i5 um add thirty microlitres of antibody to rows A through D then hold it on the i5 "
     "deck at four degrees for thirty minutes",
     "transfer volume_ul=30 wells=48 @biomek_i5 > incubate temperature_c=4 duration_s=1800 @biomek_i5"),
    ("dictated1-32",
     "peel the deep well plates then run program plasmid on the KF flex and after that seal the "
     "elution plate at one sixty five for three seconds and put it in the plate fridge at four degrees",
     "peel > run_program program=plasmid @kingfisher_flex > seal temperature_c=165 duration_s=3"
     " > store temperature_c=4 @cytomat_2c425"),
    ("dictated1-33",
     "incubate at thirty seven with twenty five percent CO2 for a day in the cytomat",
     "halted"),
    ("dictated1-34",
     "retrieve the plate from the plate hotel then run protein express on the GX touch twenty four samples",
     "retrieve @cytomat_24 > run_assay assay=protein_express sample_count=24 @labchip_gx_touch_ht"),
    ("dictated1-35",
     "read fluorescence five thirty five excitation emission five ninety no five eighty five",
     "read_fluorescence excitation_nm=535 emission_nm=585"),
    ("dictated1-36",
     "on the hamilton transfer the supernatant into a fresh plate and then seal it",
     "ask"),
    # The second hold ("then eighty for twenty minutes") continues on the ODTC.
    ("dictated1-37",
     "seal it at one sixty five for three seconds then on the ODTC incubate at sixty five degrees "
     "for fifteen minutes then eighty for twenty minutes to heat kill",
     "seal temperature_c=165 duration_s=3 > incubate temperature_c=65 duration_s=900 @inheco_odtc"
     " > incubate temperature_c=80 duration_s=1200 @inheco_odtc"),
    ("dictated1-38",
     "on the biomek i5 shake at eight hundred rpm for 10 mins",
     "shake speed_rpm=800 duration_s=600 @biomek_i5"),
    # 100 cycles is above the 99-cycle maximum of both the ODTC and the CFX384.
    ("dictated1-39",
     "PCR on the ODTC ninety eight for thirty seconds then um one hundred cycles of ninety eight ten "
     "seconds sixty thirty seconds seventy two thirty seconds hold at four",
     "halted"),
    # A 384-well column is 16 wells, so columns 1 and 2 are 32 wells.
    ("dictated1-40",
     "fluent mix twenty microlitres eight times in columns one and two of the three eighty four well plate",
     "mix volume_ul=20 cycles=8 wells=32 @tecan_fluent"),
    # Homophone: "four an hour and a half" = for an hour and a half; "see oh two" = CO2.
    ("dictated1-41",
     "back into the cytomat at 37 deg and five percent see oh two four an hour and a half",
     "incubate temperature_c=37 duration_s=5400 co2_percent=5 @cytomat_2c450"),
    ("dictated1-42",
     "read absorbance at four oh five or four ten I can't remember which the kit wants",
     "ask"),
    # Homophone: "to hundred" = 200 uL and "for to minutes" = for 2 minutes.
    ("dictated1-43",
     "on the hamilton add to hundred mike row litres of PBS to each well then spin it at three "
     "hundred g for to minutes and read absorbance at five ninety five",
     "transfer volume_ul=200 @hamilton_star > spin rcf_g=300 duration_s=120 > read_absorbance wavelength_nm=595"),
    ("dictated1-44",
     "use the robot arm to move the plate to the sealer seal at one seventy five for one point five "
     "seconds then into the refrigerated store",
     "move_plate @precise_pf400 > seal temperature_c=175 duration_s=1.5 @azenta_a4s > store @cytomat_2c425"),
    # 120 s integration is above the 60 s registry maximum of the i3x.
    ("dictated1-45",
     "read luminescence on the spectramax with two minutes integration per well it's a really dim signal",
     "halted"),
    ("dictated1-46",
     "do the fluorescence read five sixty excitation five ninety emission but before that take it "
     "out of the incubator and shake it on the bioshake thirty seven degrees seven fifty rpm for twenty minutes",
     "retrieve @cytomat_2c450 > shake speed_rpm=750 duration_s=1200 temperature_c=37 "
     "@qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=560 emission_nm=590"),
    ("dictated1-47",
     "opentrons flex transfer two fifty uL from the source plate into columns seven through twelve of the ninety six well plate",
     "transfer volume_ul=250 wells=48 @opentrons_flex"),
    ("dictated1-48",
     "sonicate the lysates for thirty seconds on ice then spin at twelve thousand g",
     "ask"),
    # "the incubator" is an alias of the Cytomat 2C450 and the plate came out of it.
    ("dictated1-49",
     "get the plate from the incubator add fifty microlitres of MTT to columns one to six on the "
     "biomek i5 then back in the incubator for 4 hr at thirty seven then read absorbance at five seventy",
     "retrieve @cytomat_2c450 > transfer volume_ul=50 wells=48 @biomek_i5 > incubate temperature_c=37 "
     "duration_s=14400 @cytomat_2c450 > read_absorbance wavelength_nm=570"),
    ("dictated1-50",
     "heat inactivate at one hundred and ten degrees for ten minutes",
     "halted"),
    ("dictated1-51",
     "spin the PCR strips in the 5424 at ten thousand g for two minutes",
     "spin rcf_g=10000 duration_s=120 @eppendorf_5424r"),
    ("dictated1-52",
     "quick spin on the eppendorf tubes in the microcentrifuge fifteen thousand g thirty seconds four degrees C",
     "spin rcf_g=15000 duration_s=30 temperature_c=4 @eppendorf_5424r"),
    ("dictated1-53",
     "spin the plate at eight hundred g for fifteen or was it fifty seconds I'll have to check",
     "ask"),
    # "A two sixty" = A260, a wavelength; the lot number is context.
    ("dictated1-54",
     "um read A two sixty on the spectramax lot number four four seven two",
     "read_absorbance wavelength_nm=260 @spectramax_i3x"),
    ("dictated1-55",
     "on the hamilton point eight mils of lysis binding buffer into each well of the deep well plate "
     "then shake nine hundred rpm five minutes then run the blood programme on the kingfisher",
     "transfer volume_ul=800 @hamilton_star > shake speed_rpm=900 duration_s=300 > run_program program=blood @kingfisher_flex"),
    ("dictated1-56",
     "biomek i7 add forty microlitres of lysis buffer then shake eleven hundred rpm three minutes then "
     "incubate at 4 ºC ten minutes all on the i7",
     "transfer volume_ul=40 @biomek_i7_hybrid > shake speed_rpm=1100 duration_s=180 @biomek_i7_hybrid"
     " > incubate temperature_c=4 duration_s=600 @biomek_i7_hybrid"),
    ("dictated1-57",
     "fluorescence read excitation nine hundred emission nine fifty for the near IR dye",
     "halted"),
    ("dictated1-58",
     "okay so um the ELISA plate read at four fifty at the very end first on the fluent add one "
     "hundred microlitres TMB to columns one to six shake six hundred rpm one minute then stop "
     "solution fifty microlitres same columns also on the fluent",
     "transfer volume_ul=100 wells=48 @tecan_fluent > shake speed_rpm=600 duration_s=60 > "
     "transfer volume_ul=50 wells=48 @tecan_fluent > read_absorbance wavelength_nm=450"),
    ("dictated1-59",
     "use the echo to shoot twenty five nanolitres of compound into the assay plate",
     "ask"),
    ("dictated1-60",
     "take it out of the cold store peel it on the xpeel and transfer five microlitres into the three eighty four on the biomek i7",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=5 @biomek_i7_hybrid"),
    ("dictated1-61",
     "spin the one point five mil tubes at twenty five thousand g for ten minutes",
     "halted"),
    ("dictated1-62",
     "start the CFX run after you seal it at one seventy for two seconds and spin it one thousand g "
     "one min the run is ninety five ten minutes then forty five cycles of ninety five fifteen "
     "seconds fifty eight twenty seconds seventy two twenty seconds",
     "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=45 "
     "initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 "
     "annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 @biorad_cfx384"),
    # Room number is context; "room temperature is fine" means no temperature key.
    ("dictated1-63",
     "spin the two deep well plates in the 5810 in room two oh four at 2,000 ×g for fifteen minutes room temperature is fine",
     "spin rcf_g=2000 duration_s=900 @eppendorf_5810r"),
    # The lab has an Agilent centrifuge but no Agilent Bioanalyzer.
    ("dictated1-64",
     "run the libraries on the agilent bioanalyzer high sensitivity chip",
     "ask"),
    # Self-correction rescues the value: 1500 x g is above the VSpin's 1000, 800 fits. Plate count is context.
    ("dictated1-65",
     "this is plate three of eight spin on the vspin at fifteen hundred no eight hundred g for two minutes",
     "spin rcf_g=800 duration_s=120 @agilent_vspin"),
    ("dictated1-66",
     "pull the plate from the plate fridge let it shake at room temp on the bioshake one thousand rpm "
     "for five minutes then read luminescence one second integration on the i3x",
     "retrieve @cytomat_2c425 > shake speed_rpm=1000 duration_s=300 @qinstruments_bioshake_3000t_elm"
     " > read_luminescence integration_s=1 @spectramax_i3x"),
    ("dictated1-67",
     "eppendorf 5810 one thousand five hundred rcf five minutes at twenty degrees then peel then read "
     "fluorescence three forty excitation four forty emission",
     "spin rcf_g=1500 duration_s=300 temperature_c=20 @eppendorf_5810r > peel > "
     "read_fluorescence excitation_nm=340 emission_nm=440"),
    ("dictated1-68",
     "on the OT-2 transfer a hundred microlitres from column one into column two of the 96 well "
     "plate and then mix column two six times at fifty microlitres also on the OT-2",
     "transfer volume_ul=100 wells=8 @opentrons_ot2 > mix volume_ul=50 cycles=6 wells=8 @opentrons_ot2"),
    ("dictated1-69",
     "okay so the kingfisher program is called viral run that once the plates are peeled and then "
     "the RNA assay on the labchip for forty eight samples",
     "peel > run_program program=viral @kingfisher_flex > run_assay assay=rna sample_count=48 @labchip_gx_touch_ht"),
    ("dictated1-70",
     "right shake at two thousand rpm for 30 sec on the bioshake then spin at one thousand g for one "
     "minute in the vspin then read luminescence point five second integration",
     "shake speed_rpm=2000 duration_s=30 @qinstruments_bioshake_3000t_elm > spin rcf_g=1000 duration_s=60"
     " @agilent_vspin > read_luminescence integration_s=0.5"),
]
