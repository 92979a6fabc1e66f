"""Hold-out batch "intl1": lab intents written by scientists using English as a second language.

Voices: German, French, Spanish, Italian, Chinese, Japanese and Portuguese speakers typing quick
requests into the planner. The English is imperfect in the usual ways:
  * odd word order ("Plate centrifuge with 500 g during 3 minutes", "Measure please the OD");
  * false friends: "during 5 minutes" (= for), "make a centrifugation", "centrifugate",
    "put in the incubator at 37 degree for one night", "the enzyme is very sensible";
  * missing articles and prepositions ("seal plate", "shake plate 1 min 1000 rpm");
  * European decimal commas where they cannot be thousands separators ("2,5 µL" = 2.5,
    "1,5 mL" = 1500 µL, "1,5 h" = 5400 s, "0,5 µL"), Swiss / SI thousands separators
    ("2'000 x g", "16 000 x g", "25 000 x g");
  * "°" alone for °C, "deg", "ºC", "degree"; German-style "Min.", "Sek.", "Std." abbreviations;
  * polite formulas ("Could you kindly...", "Please kindly...", "Help me to do...").

Traps:
  * "1,500 µL" written by a decimal-comma writer is genuinely 1.5 or 1500 -> 'ask'.
  * context numbers: lot/order numbers, dates (13.03.2025), passage numbers, cell densities,
    room numbers, "200 µL per well are already inside", "the plate is already peeled".
  * a value stated then corrected ("300 g - no, sorry, 400 g").
  * steps mentioned out of running order ("read ... after a centrifugation", "before the sealing",
    "but first peel the plate").
  * "one night" is given together with an explicit hour count so that it is not a guess.
Device tags are given only where the text names an instrument by a registry name or alias
(e.g. "incubator", "CO2 incubator" -> cytomat_2c450; "plate fridge", "cold store" ->
cytomat_2c425; "hotel", "plate hotel" -> cytomat_24; "plate reader" -> spectramax_i3x;
"heat sealer" -> azenta_a4s; "thermoshaker" -> qinstruments_bioshake_3000t_elm). "plate centrifuge"
is an alias of two centrifuges, so it gets no tag.
"""

NAME = "intl1"

CASES: list[tuple[str, str, str]] = [
    ("intl1-01",
     "Plate centrifuge with 500 g during 3 minutes, please.",
     "spin rcf_g=500 duration_s=180"),
    ("intl1-02",
     "Could you kindly transfer 2,5 µL of each primer mix into the 384 PCR plate with the Fluent, "
     "then seal it with 165 °C during 3 s and make a centrifugation 1 Min. with 1000 g? Primer lot 23-0415.",
     "transfer volume_ul=2.5 @tecan_fluent > seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60"),
    ("intl1-03",
     "Put the plate in the incubator at 37 degree for one night, so 16 h, with 5% CO2.",
     "incubate temperature_c=37 duration_s=57600 co2_percent=5 @cytomat_2c450"),
    ("intl1-04",
     "Make a centrifugation of the Eppis in the 5424R with 16 000 x g during 10 Min. at 4°, then the "
     "Hamilton takes 200 µL of supernatant into the 96 deepwell plate and mixes it 5 times with 150 µL.",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > transfer volume_ul=200 @hamilton_star"
     " > mix volume_ul=150 cycles=5 @hamilton_star"),
    ("intl1-05",
     "Please to do the following: first peel the PCR plate, then with the OT-2 add 10 µL of water in "
     "the wells A1 until A6, after seal again with 165 °C during 3 Sek.",
     "peel > transfer volume_ul=10 wells=6 @opentrons_ot2 > seal temperature_c=165 duration_s=3"),
    # 25 000 x g is above every centrifuge (5424R 21,130; 5810R 20,133); "1,5 mL" and the date are context
    ("intl1-06",
     "Make a centrifugation of the 1,5 mL tubes with 25 000 x g during 5 min at 4°C to pellet the "
     "bacteria (strain DH5a, culture from 13.03.2025).",
     "halted"),
    ("intl1-07",
     "Vortex shortly the tubes during 10 Sek. and after make a short spin with 2000 g during 30 s.",
     "ask"),
    ("intl1-08",
     "Add 50 µL of stop solution with the OT-2. The plate must be read on the SpectraMax at 450 nm "
     "after a centrifugation with 1000 xg during 1 min.",
     "transfer volume_ul=50 @opentrons_ot2 > spin rcf_g=1000 duration_s=60"
     " > read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("intl1-09",
     "Take the plate out of the plate fridge, seal it with 170° during 2 Sek. and give it back in the "
     "cold store at 4 °C.",
     "retrieve @cytomat_2c425 > seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425"),
    ("intl1-10",
     "Please seal the plate with the a4S at 220 °C during 3 s, the film is the thick one.",
     "halted"),
    # "200 µL per well are already inside" describes the plate, it is not a transfer
    ("intl1-11",
     "Run on the KingFisher the program MagMAX_Viral_96. The sample plate is deepwell, 200 µL per well "
     "are already inside.",
     "run_program program=MagMAX_Viral_96 @kingfisher_flex"),
    ("intl1-12",
     "Please make the DNA 1K assay on the LabChip GX with 48 samples; before, spin the plate 1 min "
     "with 1000 g and peel it.",
     "spin rcf_g=1000 duration_s=60 > peel > run_assay assay=dna_1k sample_count=48 @labchip_gx_touch_ht"),
    # two-step qPCR: the combined 60 °C anneal/extend step is taken as annealing
    ("intl1-13",
     "With the Biomek i5 dispense 8 µL of mastermix in all the wells of the 384 PCR plate, after make a "
     "centrifugation with 1000 g during 1 minute, then qPCR on the CFX384: 95 °C 3 min, 40 cycles of "
     "95 °C 10 s and 60 °C 30 s.",
     "transfer volume_ul=8 @biomek_i5 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40"
     " initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10"
     " annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("intl1-14",
     "Make a centrifugation at 4000 rpm during 5 min of the deepwell plate, after put it in the hotel.",
     "ask"),
    ("intl1-15",
     "In the 96 well plate the Hamilton should pipette 50 µl from the reservoir in the columns 1 to 3, please.",
     "transfer volume_ul=50 wells=24 @hamilton_star"),
    ("intl1-16",
     "Shake the plate on the BioShake with 1200 rpm during 5 Min. at 37°.",
     "shake speed_rpm=1200 duration_s=300 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    # 3500 rpm: BioShake stops at 3000, the Biomek shakers at 1000/1200
    ("intl1-17",
     "Shake with 3500 rpm for 30 sec please, it is for resuspend good the beads.",
     "halted"),
    ("intl1-18",
     "PCR in the ODTC: initial denaturation 98 °C during 30 s, after 30 cycles of 98° 10 s, 62° 20 s, "
     "72° 30 s, final extension 72 °C 2 Min., hold by 4 °C.",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98"
     " denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30"
     " final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),
    ("intl1-19",
     "Please make PCR on the ODTC with 35 cycles, the normal programme for the Taq.",
     "ask"),
    ("intl1-20",
     "Read the fluorescence (Ex 485 nm / Em 535 nm) in the plate reader, but only after the plate has "
     "incubated 30 Min. at room temperature in the dark.",
     "incubate duration_s=1800 > read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),
    ("intl1-21",
     "Absorbance reading at 200 nm for the nucleic acids, please, in the SpectraMax.",
     "halted"),
    # "the reader" is not a registry alias on its own, so the read carries no device tag
    ("intl1-22",
     "Please kindly bring the plate with the PF400 arm to the reader and read the OD600.",
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=600"),
    ("intl1-23",
     "Take out the plate from the Cytomat 24 and put it on the BioShake for 10 minutes by 800 rpm.",
     "retrieve @cytomat_24 > shake speed_rpm=800 duration_s=600 @qinstruments_bioshake_3000t_elm"),
    ("intl1-24",
     "Fill 1,5 mL of LB medium in each well of the 24 deepwell plate with the Biomek i7, after shake "
     "1 min with 300 rpm and put in the incubator at 30° during 20 Std.",
     "transfer volume_ul=1500 @biomek_i7_hybrid > shake speed_rpm=300 duration_s=60"
     " > incubate temperature_c=30 duration_s=72000 @cytomat_2c450"),
    # decimal-comma writer: "1,500 µL" may be 1.5 µL or 1500 µL; both fit a deep-well plate
    ("intl1-25",
     "Transfer 1,500 µL of the lysate in the deepwell plate with the Hamilton.",
     "ask"),
    ("intl1-26",
     "Add twenty microlitres of stop solution in every well, shake 30 secs with 1000 rpm, then read "
     "the absorbance at 450 nm.",
     "transfer volume_ul=20 > shake speed_rpm=1000 duration_s=30 > read_absorbance wavelength_nm=450"),
    # only the Cytomat 2C450 controls CO2, and it stops at 50 °C
    ("intl1-27",
     "Put the cells in the CO2 incubator at 60 °C with 5 % CO2 during 1 h, it is for the heat shock.",
     "halted"),
    ("intl1-28",
     "After 10 Min. of shaking at 500 rpm, measure the luminescence with 1 s integration time.",
     "shake speed_rpm=500 duration_s=600 > read_luminescence integration_s=1"),
    ("intl1-29",
     "Add 50 µL of CellTiter-Glo, shake 2 min at 500 rpm, and measure luminescence with integration "
     "of 90 sec each well (the signal is very low).",
     "halted"),
    ("intl1-30",
     "Could you please store the plate in the plate hotel until tomorrow morning?",
     "store @cytomat_24"),
    ("intl1-31",
     "Spin the plate with 300 g - no, sorry, 400 g - during 2 min, after peel it and transfer 30 µL in "
     "a new plate with the Fluent.",
     "spin rcf_g=400 duration_s=120 > peel > transfer volume_ul=30 @tecan_fluent"),
    ("intl1-32",
     "Measure please the OD of the cultures in the 96 plate, then put them back in the incubator.",
     "ask"),
    ("intl1-33",
     "Centrifugate the plate in the 5810R with 2'000 x g during 5 Min. at 20 °C.",
     "spin rcf_g=2000 duration_s=300 temperature_c=20 @eppendorf_5810r"),
    ("intl1-34",
     "Centrifuge the PCR plate in the HiG4 with 3000 g during 30 sec, peel it and make the DNA High "
     "Sensitivity assay on the LabChip for 72 samples.",
     "spin rcf_g=3000 duration_s=30 @bionex_hig4 > peel"
     " > run_assay assay=dna_high_sensitivity sample_count=72 @labchip_gx_touch_ht"),
    ("intl1-35",
     "VSpin: 800×g, 90 s, please, before the sealing at 165°C during 3 s.",
     "spin rcf_g=800 duration_s=90 @agilent_vspin > seal temperature_c=165 duration_s=3"),
    ("intl1-36",
     "Take the plate out from the hotel, remove the seal with the XPeel and read fluorescence at "
     "Ex 530 / Em 590 nm.",
     "retrieve @cytomat_24 > peel @azenta_xpeel > read_fluorescence excitation_nm=530 emission_nm=590"),
    ("intl1-37",
     "Read the absorbance at 405 or 410 nm, I do not remember which filter we used the last time.",
     "ask"),
    # mix cycles stop at 100 on every liquid handler
    ("intl1-38",
     "Mix the cells 150 times with 100 µL with the Hamilton, very gently please.",
     "halted"),
    ("intl1-39",
     "Mix 3 times with 50 µL in the columns 7 until 12 of the 96 plate.",
     "mix volume_ul=50 cycles=3 wells=48"),
    ("intl1-40",
     "Shake the plate at speed 5 during 2 min like usual on our old shaker, after read at 600 nm.",
     "ask"),
    ("intl1-41",
     "Take the plate from the plate fridge, remove the seal and with the OT-2 transfer 5 µL of each "
     "sample into the PCR plate.",
     "retrieve @cytomat_2c425 > peel > transfer volume_ul=5 @opentrons_ot2"),
    # emission 900 nm is above the SpectraMax 850 nm limit (excitation 780 nm alone would be fine)
    ("intl1-42",
     "Fluorescence measure with excitation 780 nm and emission 900 nm (NIR dye, lot 5521).",
     "halted"),
    ("intl1-43",
     "Please make the transfer of 50 nL of the compounds with the Echo into the 384 plate, after spin "
     "1 min at 1000 g.",
     "ask"),
    ("intl1-44",
     "Incubation in the incubator by 37 °C and 5 % CO2 during 2 Std., then add 100 µL of the Glo "
     "reagent and read the luminescence.",
     "incubate temperature_c=37 duration_s=7200 co2_percent=5 @cytomat_2c450 > transfer volume_ul=100"
     " > read_luminescence"),
    # incubation *with shaking* on the thermoshaker is one heated shake step, not incubate + shake
    ("intl1-45",
     "Incubate the plate at 30 °C during 1,5 h with shaking at 250 rpm on the thermoshaker.",
     "shake speed_rpm=250 duration_s=5400 temperature_c=30 @qinstruments_bioshake_3000t_elm"),
    # "560/590" is read as excitation/emission (the usual order; emission must be the longer one)
    ("intl1-46",
     "Help me to do: shake plate 1 min 1000 rpm, then centrifuge 1 min 1000 g, then peel, then read "
     "fluorescence 560/590.",
     "shake speed_rpm=1000 duration_s=60 > spin rcf_g=1000 duration_s=60 > peel"
     " > read_fluorescence excitation_nm=560 emission_nm=590"),
    ("intl1-47",
     "Protein Express assay on the GX Touch for 80 samples, but first peel the plate please.",
     "peel > run_assay assay=protein_express sample_count=80 @labchip_gx_touch_ht"),
    ("intl1-48",
     "Put the plate on the magnet of the Biomek i5 during 5 minutes, after take 100 µL of the "
     "supernatant to the new plate and seal this one with the heat sealer at 165 °C during 3 s.",
     "magnetic_separation duration_s=300 @biomek_i5 > transfer volume_ul=100"
     " > seal temperature_c=165 duration_s=3 @azenta_a4s"),
    ("intl1-49",
     "Before the PCR, spin down shortly the plate with 500 x g during 30 sec. The PCR is: 95 °C 2 min, "
     "then 30 cycles 95 °C 15 s / 55 °C 15 s / 72 °C 45 s, at the end 72 °C 5 mins.",
     "spin rcf_g=500 duration_s=30 > run_pcr cycles=30 initial_denaturation_c=95"
     " initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15"
     " extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300"),
    # denaturation 105 °C: ODTC stops at 99 °C, CFX384 at 100 °C
    ("intl1-50",
     "PCR please: 95 °C 3 min, then 35 cycles with 105 °C 30 s, 60 °C 30 s, 72 °C 1 min, at the end "
     "hold at 4 °C.",
     "halted"),
    # the plate fridge (Cytomat 2C425) stores at 4-25 °C; "sensible" is the false friend for sensitive
    ("intl1-51",
     "Store the plates at 2 °C in the plate fridge, the enzyme is very sensible.",
     "halted"),
    ("intl1-52",
     "Heat inactivation on the ODTC during 10 Min. at 105°, after centrifuge 1 min with 500 g and put "
     "in the cold store.",
     "halted"),
    ("intl1-53",
     "Sonicate the lysate 3 times during 10 Sek. on ice, then centrifuge 15 Min. with 16 000 x g at 4 °C.",
     "ask"),
    ("intl1-54",
     "Add 2 drops of the NucBlue in each well and incubate 20 Min. at room temperature.",
     "ask"),
    ("intl1-55",
     "Could you kindly transfer the supernatant in the new plate and after store it at 4 °C in the "
     "cold store?",
     "ask"),
    ("intl1-56",
     "Please kindly transfer 100 uL from the tubes to the 96 well plate with the Opentrons Flex, "
     "columns 1 and 2 only.",
     "transfer volume_ul=100 wells=16 @opentrons_flex"),
    # passage 12, 10 000 cells per well and room 3.014 are context, not settings
    ("intl1-57",
     "HeLa cells passage 12, 10 000 cells per well in 100 µL: please dispense the 100 µL in the 96 plate "
     "with the Fluent, shake 30 Sek. with 200 rpm, and put into the incubator 37°C, 5% CO2 during 24 hr. "
     "(room 3.014)",
     "transfer volume_ul=100 @tecan_fluent > shake speed_rpm=200 duration_s=30"
     " > incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),
    ("intl1-58",
     "Retrieve the plate from the CO2 incubator, add 10 μl MTT with the Biomek i5 and read the "
     "absorbance at 570 nm after 4 h of incubation at 37 °C.",
     "retrieve @cytomat_2c450 > transfer volume_ul=10 @biomek_i5 > incubate temperature_c=37 duration_s=14400"
     " > read_absorbance wavelength_nm=570"),
    ("intl1-59",
     "Could you please make the mix of the samples: 8 times, 150 µl, with the Biomek i5.",
     "mix volume_ul=150 cycles=8 @biomek_i5"),
    ("intl1-60",
     "With the Biomek i7: magnet 2 Min., after add 30 µL of water and mix 10 times with 20 µL.",
     "magnetic_separation duration_s=120 @biomek_i7_hybrid > transfer volume_ul=30 @biomek_i7_hybrid"
     " > mix volume_ul=20 cycles=10 @biomek_i7_hybrid"),
    # 384 plate: columns 1-12 = 12 x 16 = 192 wells; "i5" is a registry alias of the Biomek i5
    ("intl1-61",
     "In the 384 plate, only in the columns 1 to 12, with the i5 put 5 µL of template.",
     "transfer volume_ul=5 wells=192 @biomek_i5"),
    ("intl1-62",
     "Sealing 175°C / 2,5 Sek. and after to the hotel.",
     "seal temperature_c=175 duration_s=2.5 > store @cytomat_24"),
    ("intl1-63",
     "Inactivation of the enzyme on the ODTC: 65 deg during 10 minutes, then centrifuge 30 sec with "
     "500 x g and store in the cold store at 4 °C.",
     "incubate temperature_c=65 duration_s=600 @inheco_odtc > spin rcf_g=500 duration_s=30"
     " > store temperature_c=4 @cytomat_2c425"),
    ("intl1-64",
     "Transfer 75 ul of supernatant from the columns 1-6 of the 96 deepwell to the new plate with the "
     "Hamilton STAR, be careful to not touch the pellet.",
     "transfer volume_ul=75 wells=48 @hamilton_star"),
    ("intl1-65",
     "With the OT2 mix the wells of row H of the 96 plate five times with 20 µl.",
     "mix volume_ul=20 cycles=5 wells=12 @opentrons_ot2"),
    # two-step qPCR: the combined 60 ºC anneal/extend step is taken as annealing
    ("intl1-66",
     "qPCR on the CFX: 95 ºC 10 min, after 45 cycles of 95 ºC 15 s and 60 ºC 1 min.",
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95"
     " denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),
    # 50 mL tubes at 4000 rcf fit the 5810R fixed-angle rotor; the order number is context
    ("intl1-67",
     "Centrifuge the 50 mL Falcons with 4000 rcf during 15 minutes at 4 degrees, order number 4500123.",
     "spin rcf_g=4000 duration_s=900 temperature_c=4"),
    ("intl1-68",
     "Run the KF programme DNA_Plasmid_v3, then with the Fluent transfer 50 µL of eluate in the PCR "
     "plate and seal it at 165 °C for 3 s.",
     "run_program program=DNA_Plasmid_v3 @kingfisher_flex > transfer volume_ul=50 @tecan_fluent"
     " > seal temperature_c=165 duration_s=3"),
    ("intl1-69",
     "Please make following: 1) retrieve the plate from the incubator 2) peel 3) add 20 µL reagent with "
     "the Flex 4) shake 2 min with 600 rpm 5) read luminescence.",
     "retrieve @cytomat_2c450 > peel > transfer volume_ul=20 @opentrons_flex > shake speed_rpm=600 duration_s=120"
     " > read_luminescence"),
    # "the Tecan": the Fluent is the only Tecan instrument in the lab
    ("intl1-70",
     "Add 0,5 µL of enzyme with the Tecan in the wells A1-H1 (first column) of the 96 plate.",
     "transfer volume_ul=0.5 wells=8 @tecan_fluent"),
]
