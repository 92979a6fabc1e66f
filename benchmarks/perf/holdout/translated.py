"""Hold-out batch "translated": protocols written by scientists whose first language is German,
French, Spanish, Chinese or Japanese, or passed through a machine translator. Decimal commas
("2,5 µl", "0,5 min"), thousands grouped with dots or spaces ("1.500 x g" = 1500, "2 500 rpm"),
unit spellings such as µl / ul / mcl / min. / sec. / Grad C / xg / rcf, unusual word order,
dropped articles, literal translations ("make a centrifugation", "let incubate", "give 50 µl in
every well", "measure the extinction", "600 turns") and kept foreign instrument words
("Zentrifuge", "Thermocycler", "Brutschrank"). A dotted number is only read as a thousands group
where the other reading is physically absurd (e.g. 1.5 x g on a plate centrifuge); where both
readings are plausible the case is "ask". Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # ---------------- single step ----------------
    ("tr_s01", "Plate 96-well centrifuge 5 minutes with 1000 g.", "spin rcf_g=1000 duration_s=300"),
    (
        "tr_s02",
        "Make a centrifugation of the PCR-plate in the HiG4, 2 min. by 1.500 x g.",
        "spin rcf_g=1500 duration_s=120 @bionex_hig4",
    ),
    (
        "tr_s04",
        "Let the cells incubate in the Cytomat 2 hours at 37 Grad C.",
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450",
    ),
    (
        "tr_s05",
        "Seal PCR plate with the a4S, 165 °C during 2,5 sec.",
        "seal temperature_c=165 duration_s=2.5 @azenta_a4s",
    ),
    ("tr_s06", "The foil from the plate remove with the XPeel.", "peel @azenta_xpeel"),
    (
        "tr_s07",
        "Put the plate in the shaker for 2 minutes with 600 turns.",
        "shake speed_rpm=600 duration_s=120",
    ),
    (
        "tr_s08",
        "With the Hamilton STAR give 50 µl buffer in every well of the 96er plate.",
        "transfer volume_ul=50 @hamilton_star",
    ),
    (
        "tr_s09",
        "Reaction tubes 1,5 ml in the microcentrifuge: 10 min., 16.000 xg, 4 Grad C.",
        "spin rcf_g=16000 duration_s=600 temperature_c=4",
    ),
    (
        "tr_s10",
        "Fluorescence read in the SpectraMax i3x, excitation 485 nm / emission 528 nm.",
        "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x",
    ),
    (
        "tr_s12",
        "On the LabChip GX analyse 24 samples with the DNA 1K assay.",
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    ("tr_s13", "Conserve the plate in the plate fridge by 4 °C.", "store temperature_c=4"),
    (
        "tr_s15",
        "Run the qPCR in CFX384: first 95 Grad 3 min., then 40 cycles of 95 °C 10 sec. "
        "and 60 °C 30 sec.",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "tr_s16",
        "Program for the on-deck Thermocycler (ODTC): initial 98 °C 30 s, 30 cycles "
        "(98 °C 10 s, 62 °C 20 s, 72 °C 30 s), final elongation 72 °C 5 min., then hold by 4 °C.",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "tr_s17",
        "Deep-well plate shake 5 min. at 1.200 rpm on BioShake.",
        "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    ("tr_s18", "Take out the plate from the Cytomat 24 hotel please.", "retrieve @cytomat_24"),
    (
        "tr_s21",
        "Overnight let incubate by 37 °C in the CO2-Brutschrank.",
        "incubate temperature_c=37",
    ),
    (
        "tr_s22",
        "In column 12 (contains already 150 ul) mix 5 times with 50 ul on the Microlab STAR.",
        "mix volume_ul=50 @hamilton_star wells=8",
    ),
    (
        "tr_s24",
        "Zentrifuge 5810: Falcon 15 ml, 5 min., 300 rcf.",
        "spin rcf_g=300 duration_s=300 @eppendorf_5810r",
    ),
    # ---------------- two or three steps ----------------
    (
        "tr_m01",
        "Give 2,5 µl template in the wells A1 to H1 of PCR plate, after that seal with "
        "170 Grad C 3 sec.",
        "transfer volume_ul=2.5 wells=8 > seal temperature_c=170 duration_s=3",
    ),
    (
        "tr_m02",
        "Before to measure the extinction at 405 nm, centrifuge the plate 1 min. with 500 x g.",
        "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=405",
    ),
    (
        "tr_m04",
        "Aliquot with the Biomek i7 200 µl from the reservoir in the columns 1-6 of a "
        "96 deep-well plate, afterwards centrifuge 2 min. 1000 xg.",
        "transfer volume_ul=200 @biomek_i7_hybrid wells=48 > spin rcf_g=1000 duration_s=120",
    ),
    (
        "tr_m05",
        "Transfer with OT-2 5 µl of each sample in the 384-well plate, then shortly "
        "spin 30 sec. at 1000 g.",
        "transfer volume_ul=5 @opentrons_ot2 > spin rcf_g=1000 duration_s=30",
    ),
    (
        "tr_m06",
        "Store the plate in the Cytomat 2C425, but before shake it 1 min. with 1500 rpm.",
        "shake speed_rpm=1500 duration_s=60 > store @cytomat_2c425",
    ),
    (
        "tr_m07",
        "Mix 3-times with 100 µl in row A, having first given 150 µl buffer in row A "
        "with the Tecan Fluent.",
        "transfer volume_ul=150 @tecan_fluent wells=12 > mix volume_ul=100 wells=12",
    ),
    (
        "tr_m08",
        "Seal with heat sealer (175 °C, 1,5 s) and then make a centrifugation 1 min. by 1.000 x g.",
        "seal temperature_c=175 duration_s=1.5 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "tr_m09",
        "Incubate the PCR-plate in the ODTC 10 min. at 65 Grad, afterwards 2 min. at 95 Grad.",
        "incubate temperature_c=65 duration_s=600 @inheco_odtc > "
        "incubate temperature_c=95 duration_s=120 @inheco_odtc",
    ),
    (
        "tr_m11",
        "Before the KingFisher run remove the foil with the peeler.",
        "peel > run_program @kingfisher_flex",
    ),
    (
        "tr_m12",
        "Centrifuge tubes 2 ml 30 sec. by 12 000 x g; then with the OT-Flex transfer "
        "100 mcl supernatant into a new 96 plate.",
        "spin rcf_g=12000 duration_s=30 > transfer volume_ul=100 @opentrons_flex",
    ),
    (
        "tr_m13",
        "Denature 5 min. at 95 °C in the thermoshaker with 300 rpm, then cool down the "
        "plate 2 min. at 4 °C in the ODTC.",
        "shake speed_rpm=300 duration_s=300 temperature_c=95 > "
        "incubate temperature_c=4 duration_s=120 @inheco_odtc",
    ),
    (
        "tr_m14",
        "Measure first luminescence (1 sec. integration), after it fluorescence with "
        "Ex 485 / Em 520 nm.",
        "read_luminescence integration_s=1 > read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "tr_m15",
        "Transfer 40 µl from the 1,5 ml tubes in the PCR plate, then analyse 12 samples "
        "on the LabChip (RNA assay).",
        "transfer volume_ul=40 > run_assay sample_count=12 @labchip_gx_touch_ht",
    ),
    (
        "tr_m16",
        "Before the qPCR starts, the already pipetted 384er plate must be sealed "
        "(165 Grad C, 3,0 sec.) and centrifuged 1 min. at 1.000 x g. qPCR: 95 °C 2 min., "
        "45 cycles 95 °C 5 sec. / 60 °C 30 sec.",
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=45 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30",
    ),
    (
        "tr_m17",
        "Let the plate rest 20 min. at room temperature before to measure the "
        "luminescence (2 s integration).",
        "incubate duration_s=1200 > read_luminescence integration_s=2",
    ),
    (
        "tr_m18",
        "In the 5810R centrifuge deep-well plate 15 min. at 2 500 x g, 20 °C, then "
        "transfer 500 µl of supernatant with the Hamilton STAR into a new deep-well plate.",
        "spin rcf_g=2500 duration_s=900 temperature_c=20 @eppendorf_5810r > "
        "transfer volume_ul=500 @hamilton_star",
    ),
    (
        "tr_m19",
        "Shake 30 sec. with 2.000 rpm and after give 30 µl with the Opentrons Flex in "
        "the wells of row H.",
        "shake speed_rpm=2000 duration_s=30 > transfer volume_ul=30 @opentrons_flex wells=12",
    ),
    (
        "tr_m20",
        "Shake the plate 10 minutes at 37 degree with 1.000 turns per minute, then "
        "measure the extinction by 570 nm (MTT).",
        "shake speed_rpm=1000 duration_s=600 temperature_c=37 > read_absorbance wavelength_nm=570",
    ),
    (
        "tr_m21",
        "Incubate deep-well plate 1,5 h by 37 Grad C on the thermoshaker with 800 rpm, "
        "after this centrifuge 5 min. by 2000 xg in HiG 4.",
        "shake speed_rpm=800 duration_s=5400 temperature_c=37 > "
        "spin rcf_g=2000 duration_s=300 @bionex_hig4",
    ),
    # ---------------- four or more steps ----------------
    (
        "tr_l01",
        "Retrieve the plate from Cytomat 24, peel the seal, give 100 µl TMB in every well "
        "with the Hamilton STAR, put the plate in the shaker for 1 minute with 500 turns and "
        "measure the extinction at 650 nm.",
        "retrieve @cytomat_24 > peel > transfer volume_ul=100 @hamilton_star > "
        "shake speed_rpm=500 duration_s=60 > read_absorbance wavelength_nm=650",
    ),
    (
        "tr_l02",
        "With OT-2 give 18 µl Mastermix in the columns 1 to 3 of a 96 PCR plate, then "
        "2 µl DNA in the same wells, seal by 165 Grad C 3 sec., centrifuge 1 min. 1.000 x g, then "
        "in Thermocycler ODTC: 95 °C 2 min., 35 cycles 95 °C 15 s, 58 °C 30 s, 72 °C 45 s, final "
        "72 °C 5 min.",
        "transfer volume_ul=18 @opentrons_ot2 wells=24 > transfer volume_ul=2 wells=24 > "
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=35 denaturation_c=95 "
        "denaturation_s=15 annealing_c=58 annealing_s=30 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=300 @inheco_odtc",
    ),
    (
        "tr_l03",
        "With Biomek i5 give 8 µl Mastermix and then 2 µl cDNA per well in the 384er "
        "PCR plate, seal it, and make qPCR on the CFX 384 with 40 cycles 95 °C 15 sec. / "
        "60 °C 1 min.",
        "transfer volume_ul=8 @biomek_i5 > transfer volume_ul=2 > seal > "
        "run_qpcr cycles=40 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 "
        "@biorad_cfx384",
    ),
    (
        "tr_l04",
        "Take the cell plate out of the incubator, give 20 µl CellTiter-Glo in all wells "
        "with the Biomek i7, shake 2 minutes with 700 rpm, let incubate 10 min. at RT and measure "
        "the luminescence.",
        "retrieve > transfer volume_ul=20 @biomek_i7_hybrid > shake speed_rpm=700 duration_s=120 > "
        "incubate duration_s=600 > read_luminescence",
    ),
    (
        "tr_l05",
        "Give 200 µl lysis buffer in the 96 deep-well plate with the Tecan Fluent, shake "
        "10 min. 1 000 rpm with 56 Grad C in the BioShake, afterwards centrifuge short 30 sec. "
        "500 xg, then start the KingFisher program.",
        "transfer volume_ul=200 @tecan_fluent > "
        "shake speed_rpm=1000 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=500 duration_s=30 > run_program @kingfisher_flex",
    ),
    (
        "tr_l06",
        "Transfer 5 µl from each well in a 384-well plate with the Fluent and measure "
        "fluorescence Ex 485 nm Em 535 nm; before, the source plate must be peeled, and before "
        "that centrifuged 2 min. with 800 x g.",
        "spin rcf_g=800 duration_s=120 > peel > transfer volume_ul=5 @tecan_fluent > "
        "read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "tr_l07",
        "Pipette with the STAR 10 µl of the standards in column 1 and 2, then 200 µl "
        "Bradford reagent in the same wells, let incubate 5 min. by room temperature, measure the "
        "extinction at 595 nm.",
        "transfer volume_ul=10 @hamilton_star wells=16 > transfer volume_ul=200 wells=16 > "
        "incubate duration_s=300 > read_absorbance wavelength_nm=595",
    ),
    (
        "tr_l08",
        "Put the plate after the sealing (160 °C, 2 sec.) in the cold store by 4 Grad; "
        "next day take out, make centrifugation 1 min. 1000 xg and peel.",
        "seal temperature_c=160 duration_s=2 > store temperature_c=4 > retrieve > "
        "spin rcf_g=1000 duration_s=60 > peel",
    ),
    (
        "tr_l09",
        "Give 90 µl beads to the 50 µl sample in the 96 deep-well plate, mix 10 times "
        "with 100 µl, let incubate 5 min. by RT, then put everything on the KingFisher.",
        "transfer volume_ul=90 > mix volume_ul=100 > incubate duration_s=300 > "
        "run_program @kingfisher_flex",
    ),
    (
        "tr_l10",
        "Read OD600, then let incubate 4 h at 30 Grad C in the Cytomat, measure again "
        "OD600 and then put the plate in the hotel.",
        "read_absorbance wavelength_nm=600 > incubate temperature_c=30 duration_s=14400 "
        "@cytomat_2c450 > read_absorbance wavelength_nm=600 > store",
    ),
    (
        "tr_l11",
        "Give 4 µl of each sample and 14 µl sample buffer in the 96 PCR plate with "
        "Biomek i5, seal 2 sec. 170 °C, denature 5 min. 70 Grad in the ODTC, centrifuge 1 min. "
        "1.000 g, peel and analyse 96 samples with the LabChip (Protein Express).",
        "transfer volume_ul=4 @biomek_i5 > transfer volume_ul=14 > "
        "seal temperature_c=170 duration_s=2 > incubate temperature_c=70 duration_s=300 "
        "@inheco_odtc > spin rcf_g=1000 duration_s=60 > peel > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "tr_l12",
        "Transport the plate with PF400 from the hotel to the reader, measure the "
        "extinction at 280 nm, after bring it back to the hotel with the PF400.",
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=280 > move_plate @precise_pf400",
    ),
    (
        "tr_l13",
        "Take the 384 plate out of Cytomat 2C425, peel, with Biomek i7 give 25 µl "
        "detection reagent per well, centrifuge 1 min. with 1000 x g, incubate 1 h by 37 Grad C "
        "in the Cytomat, measure fluorescence Ex 340 / Em 665 nm.",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=25 @biomek_i7_hybrid > "
        "spin rcf_g=1000 duration_s=60 > incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=340 emission_nm=665",
    ),
    (
        "tr_l14",
        "After the peeling make 1:10 dilution: first 90 µl diluent in the columns 2 to 4, "
        "then 10 µl from column 1 into them, mix 5 times with 50 µl.",
        "peel > transfer volume_ul=90 wells=24 > transfer volume_ul=10 wells=24 > "
        "mix volume_ul=50 wells=24",
    ),
    (
        "tr_l15",
        "PCR in the Thermocycler: 94 °C 2 min., 25 cycles of 94 °C 30 s / 55 °C 30 s / "
        "72 °C 1 min., 72 °C 7 min., 4 °C hold. Before, seal plate with 170 Grad C 2 sec. and make "
        "short centrifugation 30 sec. 500 x g; after the run peel the foil.",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=500 duration_s=30 > "
        "run_pcr initial_denaturation_c=94 initial_denaturation_s=120 cycles=25 denaturation_c=94 "
        "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=420 hold_c=4 > peel",
    ),
    (
        "tr_l16",
        "Give 100 µl per well TMB substrate, let incubate 15 min. in the dark by RT, then "
        "50 µl stop solution in every well, measure extinction at 450 nm.",
        "transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "tr_l17",
        "Seed: with the Opentrons Flex 100 ul cell suspension in the wells of rows A to D, "
        "let incubate overnight in the Cytomat by 37 Grad C, next morning 10 ul resazurin in the "
        "same wells, 2 h 37 Grad C in Cytomat again, then fluorescence 560/590 nm.",
        "transfer volume_ul=100 @opentrons_flex wells=48 > incubate temperature_c=37 @cytomat_2c450 > "
        "transfer volume_ul=10 wells=48 > incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    # ---------------- physically impossible: halted ----------------
    ("tr_h01", "Give 450 µl medium in every well of the 96-well flat-bottom plate.", "halted"),
    ("tr_h03", "Seal the plate with 230 Grad C during 2 sec.", "halted"),
    ("tr_h04", "Put the PCR plate in the shaker for 1 minute with 3.500 turns.", "halted"),
    ("tr_h05", "Measure the extinction of the protein plate at 200 nm.", "halted"),
    ("tr_h06", "Centrifuge the 1,5 ml reaction tubes 5 min. with 25 000 x g by 4 °C.", "halted"),
    ("tr_h07", "96-well flat plate with cells: centrifuge 10 min. at 4 500 xg.", "halted"),
    (
        "tr_h08",
        "PCR in ODTC: 30 cycles with denaturation 105 Grad C 10 sec., annealing 60 Grad C "
        "20 sec., extension 72 Grad C 30 sec.",
        "halted",
    ),
    (
        "tr_h09",
        "Give 35 µl reaction mix in each well of the 384er PCR plate and run qPCR on the "
        "CFX384, 40 cycles 95 °C 10 s / 60 °C 30 s.",
        "halted",
    ),
    # ---------------- engineer must ask ----------------
    ("tr_a01", "Centrifuge the plate 3 min. with 2 500 rpm.", "ask"),
    ("tr_a02", "Zentrifuge Eppendorf 5430: tubes 5 min. with 10.000 x g.", "ask"),
    ("tr_a03", "Vortex the 2 ml tubes 15 sec., after spin down 1 min. 5000 xg.", "ask"),
    ("tr_a04", "Measure the OD 600 in the Tecan Infinite 200.", "ask"),
    ("tr_a06", "Give 1.500 µl sample into each 2 ml tube with the OT-2.", "ask"),
    ("tr_a07", "Centrifuge the deep-well plate 10 min. at 80 % of the speed.", "ask"),
    ("tr_a08", "Determine the DNA concentration from 1 µl on the NanoDrop.", "ask"),
    ("tr_a09", "PCR plate in HiG4 centrifuge 5 min. with 4.000.", "ask"),
]


if __name__ == "__main__":
    kinds: dict[str, int] = {}
    for _cid, _text, _exp in CASES:
        k = _exp if _exp in ("halted", "ask") else "steps"
        kinds[k] = kinds.get(k, 0) + 1
    print(len(CASES), kinds)
