"""Hold-out batch "repeats": intents that repeat steps and refer back to earlier ones.

Style: scientists rarely write every step out. They say "wash twice with 200 µL", "repeat the
spin", "do the same for the second plate", "read again after 10 min", "three rounds of add 50 µL
then shake 1 min", "as in step 2", "spin again at the same settings", "same volume of stop
solution", "double the force", "half that volume". In each expected string every repeated step
is written out in full, in run order, with its values (a "wash" on a liquid handler is a
transfer of the stated volume). Waits ("after 10 min") are not operations and are not listed.

About a third of the cases have no repetition at all; several of those carry false friends
("2X master mix", "duplicate wells", "40 cycles", "same wells", "reseal", "plate 2", "same layout
as last week", a spin that happened yesterday) that must NOT turn into repeated steps.
Impossible cases mostly become impossible only through the repetition (three additions that
overfill a well, "double the force", "30 degrees hotter"); "ask" cases hide an rpm, an unknown
instrument, an impossible operation or an unresolvable back-reference inside a repeat.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================== no repetition at all
    (
        "repeats-01",
        "Spin the ELISA plate at 800 x g for 1 min on the VSpin.",
        "spin rcf_g=800 duration_s=60 @agilent_vspin",
    ),
    (
        "repeats-02",
        "CellTiter-Glo plate has equilibrated for 10 min already - just read luminescence on the "
        "SpectraMax, 0.5 s integration.",
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "repeats-03",
        "The assay plate was spun twice yesterday and is sitting at the peeler now. Peel it, "
        "nothing else.",
        "peel",
    ),
    (
        "repeats-04",
        "Add 25 ul of 2X master mix to columns 1-3 of the 96-well PCR plate on the OT-2.",
        "transfer volume_ul=25 @opentrons_ot2 wells=24",
    ),
    (
        "repeats-05",
        "Heat-seal the 384-well PCR plate at 170 °C for 3 s, then run the qPCR: 95 °C for 3 min, "
        "followed by 40 cycles of 95 °C 10 s / 60 °C 30 s.",
        "seal temperature_c=170 duration_s=3 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=10 "
        "annealing_c=60 annealing_s=30",
    ),
    (
        "repeats-06",
        "Before the 562 nm absorbance read, the BCA plate needs 30 minutes at 37 degrees in the "
        "Cytomat 2C450.",
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > read_absorbance wavelength_nm=562",
    ),
    (
        "repeats-07",
        "Pipette 10 µL of the top standard into A1 and A2 (duplicate wells) with the Fluent.",
        "transfer volume_ul=10 @tecan_fluent wells=2",
    ),
    (
        "repeats-08",
        "Resuspend the beads: BioShake, 1,800 rpm, 2 min.",
        "shake speed_rpm=1800 duration_s=120 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "repeats-09",
        "Start the KingFisher Flex run - deep-well plates are loaded, same layout as last week.",
        "run_program @kingfisher_flex",
    ),
    (
        "repeats-10",
        "Seed 90 µL of cells into every well of the 96-well plate with the Biomek i7, incubate "
        "24 h at 37 °C, add 10 µL of resazurin, then read fluorescence at 560 ex / 590 em.",
        "transfer volume_ul=90 @biomek_i7_hybrid > incubate temperature_c=37 duration_s=86400 > "
        "transfer volume_ul=10 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "repeats-11",
        "5424 R: 1.5 mL tubes, 16,000 xg, 10 min, 4C.",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "repeats-12",
        "Run 24 samples from the 96-well PCR plate on the LabChip GX with the DNA 5K assay.",
        "run_assay assay=dna_5k sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "repeats-13",
        "Put 5 µL of each sample into row A of the 384-well plate, then 45 µL of detection "
        "reagent into those same wells.",
        "transfer volume_ul=5 wells=24 > transfer volume_ul=45 wells=24",
    ),
    (
        "repeats-14",
        "Once the XPeel has taken the foil off, read A260.",
        "peel @azenta_xpeel > read_absorbance wavelength_nm=260",
    ),
    (
        "repeats-15",
        "The ODTC does the heat-kill - 65 °C for 15 min - and then the PCR plate goes to the "
        "plate fridge.",
        "incubate temperature_c=65 duration_s=900 @inheco_odtc > store",
    ),
    (
        "repeats-16",
        "ODTC run on the library plate: 98 °C 30 s initial denaturation, 12 cycles of 98 °C 10 s, "
        "62 °C 20 s, 72 °C 30 s, final extension 72 °C 5 min, hold at 4 °C.",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=12 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "repeats-17",
        "Add 600 µL of lysis buffer to every well of the deep-well plate on the ML STAR and mix "
        "8 times with 500 µL.",
        "transfer volume_ul=600 @hamilton_star > mix volume_ul=500 cycles=8 @hamilton_star",
    ),
    (
        "repeats-18",
        "Get the ELISA plate out of the plate hotel, peel it, add 100 µL TMB with the Biomek i5, "
        "shake 30 s at 600 rpm on the thermoshaker, give it 15 min on the bench, then read at "
        "650 nm.",
        "retrieve > peel > transfer volume_ul=100 @biomek_i5 > shake speed_rpm=600 duration_s=30 > "
        "read_absorbance wavelength_nm=650",
    ),
    (
        "repeats-19",
        "Using the Opentrons Flex, move 2 µL from each compound well A1-H1 into column 1 of the "
        "assay plate.",
        "transfer volume_ul=2 @opentrons_flex wells=8",
    ),
    (
        "repeats-20",
        "The first seal wrinkled. Peel it off and reseal at the same 170 °C / 2 s we used "
        "before.",
        "peel > seal temperature_c=170 duration_s=2",
    ),
    (
        "repeats-21",
        "Pellet the cells in the 50 mL conicals: 5810 R, 300 × g, 5 min, room temperature.",
        "spin rcf_g=300 duration_s=300 @eppendorf_5810r",
    ),
    # ================================================================== repeats and back-references
    (
        "repeats-22",
        "Wash the ELISA plate twice with 200 µL PBS-T on the Biomek i7.",
        "transfer volume_ul=200 @biomek_i7_hybrid > transfer volume_ul=200 @biomek_i7_hybrid",
    ),
    (
        "repeats-23",
        "Read the plate at 450 nm, then read again after 10 min.",
        "read_absorbance wavelength_nm=450 > read_absorbance wavelength_nm=450",
    ),
    (
        "repeats-24",
        "Three rounds of: add 50 µL of wash buffer with the Fluent, then shake 1 min on the "
        "BioShake.",
        "transfer volume_ul=50 @tecan_fluent > shake duration_s=60 @qinstruments_bioshake_3000t_elm > "
        "transfer volume_ul=50 @tecan_fluent > shake duration_s=60 @qinstruments_bioshake_3000t_elm > "
        "transfer volume_ul=50 @tecan_fluent > shake duration_s=60 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "repeats-25",
        "Spin the PCR plate at 1000 × g for 1 min, add 10 µL of nuclease-free water to every "
        "well, then spin again at the same settings.",
        "spin rcf_g=1000 duration_s=60 > transfer volume_ul=10 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "repeats-26",
        "Dispense 30 uL of substrate into columns 1-6 with the Hamilton STAR, then do the same for "
        "columns 7-12.",
        "transfer volume_ul=30 @hamilton_star wells=48 > transfer volume_ul=30 @hamilton_star wells=48",
    ),
    (
        "repeats-27",
        "Cycle the first PCR plate on the ODTC: 95 °C 2 min, then 35 cycles of 95 °C 15 s, 55 °C "
        "30 s, 72 °C 1 min, and a final 72 °C for 5 min. Do the same for the second plate.",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=35 denaturation_c=95 "
        "denaturation_s=15 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=300 @inheco_odtc > "
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=35 denaturation_c=95 "
        "denaturation_s=15 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=300 @inheco_odtc",
    ),
    (
        "repeats-28",
        "Add 50 µL TMB, incubate 20 min at 37 °C, then add the same volume of stop solution and "
        "read at 450 nm.",
        "transfer volume_ul=50 > incubate temperature_c=37 duration_s=1200 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "repeats-29",
        "Step 1: add 20 µL of cells to the 384-well plate on the Biomek i5.\n"
        "Step 2: spin 300 x g, 1 min.\n"
        "Step 3: add 5 µL of compound.\n"
        "Step 4: as in step 2.\n"
        "Step 5: read luminescence with 1 s integration.",
        "transfer volume_ul=20 @biomek_i5 > spin rcf_g=300 duration_s=60 > transfer volume_ul=5 > "
        "spin rcf_g=300 duration_s=60 > read_luminescence integration_s=1",
    ),
    (
        "repeats-30",
        "Add 80 µL of bead buffer to the samples in column 1 on the OT-2, mix 5 times with 40 µL, "
        "wait a minute, then mix the same way again.",
        "transfer volume_ul=80 @opentrons_ot2 wells=8 > mix volume_ul=40 cycles=5 wells=8 > "
        "mix volume_ul=40 cycles=5 wells=8",
    ),
    (
        "repeats-31",
        "Incubate the culture plate 1 h at 37 °C in the Cytomat 2C450, read OD600, and repeat "
        "both steps twice more.",
        "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > read_absorbance wavelength_nm=600 > "
        "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > read_absorbance wavelength_nm=600 > "
        "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > read_absorbance wavelength_nm=600",
    ),
    (
        "repeats-32",
        "On the Hamilton STAR: two washes of 300 µL on the deep-well plate, then a third wash with "
        "half that volume.",
        "transfer volume_ul=300 @hamilton_star > transfer volume_ul=300 @hamilton_star > "
        "transfer volume_ul=150 @hamilton_star",
    ),
    (
        "repeats-33",
        "Seal with the a4S at 165 °C for 2 s, spin it down in the HiG4 at 1,000 × g for 1 min, "
        "peel, add 5 µL of sample, then seal and spin again with the same settings.",
        "seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 @bionex_hig4 > "
        "peel > transfer volume_ul=5 > seal temperature_c=165 duration_s=2 > "
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "repeats-34",
        "NADH kinetics: read absorbance at 340 nm right away and again at 5, 10 and 15 minutes.",
        "read_absorbance wavelength_nm=340 > read_absorbance wavelength_nm=340 > "
        "read_absorbance wavelength_nm=340 > read_absorbance wavelength_nm=340",
    ),
    (
        "repeats-35",
        "spin 500g 2 min, add 100ul fresh medium, spin again, add medium again",
        "spin rcf_g=500 duration_s=120 > transfer volume_ul=100 > spin rcf_g=500 duration_s=120 > "
        "transfer volume_ul=100",
    ),
    (
        "repeats-36",
        "Plate A: peel, add 40 µL of buffer on the Tecan Fluent, and seal at 175 °C for 2 s. Do "
        "the same for plate B.",
        "peel > transfer volume_ul=40 @tecan_fluent > seal temperature_c=175 duration_s=2 > "
        "peel > transfer volume_ul=40 @tecan_fluent > seal temperature_c=175 duration_s=2",
    ),
    (
        "repeats-37",
        "Spin at 1,500 × g for 3 min and read OD595. Then add 20 µL of reagent and, before "
        "reading again at the same wavelength, repeat the spin.",
        "spin rcf_g=1500 duration_s=180 > read_absorbance wavelength_nm=595 > transfer volume_ul=20 > "
        "spin rcf_g=1500 duration_s=180 > read_absorbance wavelength_nm=595",
    ),
    (
        "repeats-38",
        "Take the growth plate out of the Cytomat 2C450, read it at 600 nm and put it back in. Do "
        "this again in 4 hours.",
        "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=600 > store @cytomat_2c450 > "
        "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=600 > store @cytomat_2c450",
    ),
    (
        "repeats-39",
        "Spin the 2 mL tubes at 12,000 x g for 2 min, pipette 500 µL of supernatant into fresh "
        "tubes on the Opentrons Flex, and give the new tubes the same spin.",
        "spin rcf_g=12000 duration_s=120 > transfer volume_ul=500 @opentrons_flex > "
        "spin rcf_g=12000 duration_s=120",
    ),
    (
        "repeats-40",
        "Into wells A1-A12 of the 384-well plate, add 10 µL of buffer on the Tecan Fluent, then "
        "10 µL more, and then another 10.",
        "transfer volume_ul=10 @tecan_fluent wells=12 > transfer volume_ul=10 @tecan_fluent wells=12 > "
        "transfer volume_ul=10 @tecan_fluent wells=12",
    ),
    (
        "repeats-41",
        "Shake for 30 s at 1000 rpm after each of three additions of 20 µL of reagent.",
        "transfer volume_ul=20 > shake speed_rpm=1000 duration_s=30 > "
        "transfer volume_ul=20 > shake speed_rpm=1000 duration_s=30 > "
        "transfer volume_ul=20 > shake speed_rpm=1000 duration_s=30",
    ),
    (
        "repeats-42",
        "Read at 450 nm and at 570 nm for background; repeat both reads after the plate has sat "
        "for 30 min.",
        "read_absorbance wavelength_nm=450 > read_absorbance wavelength_nm=570 > "
        "read_absorbance wavelength_nm=450 > read_absorbance wavelength_nm=570",
    ),
    (
        "repeats-43",
        "Denature on the ODTC at 95 °C for 5 min, snap-cool to 4 °C for 2 min, and run that pair "
        "of steps once more.",
        "incubate temperature_c=95 duration_s=300 @inheco_odtc > "
        "incubate temperature_c=4 duration_s=120 @inheco_odtc > "
        "incubate temperature_c=95 duration_s=300 @inheco_odtc > "
        "incubate temperature_c=4 duration_s=120 @inheco_odtc",
    ),
    (
        "repeats-44",
        "LabChip: run the 24 samples in columns 1-3 of the 96-well PCR plate, then the same for "
        "columns 4-6.",
        "run_assay sample_count=24 @labchip_gx_touch_ht wells=24 > "
        "run_assay sample_count=24 @labchip_gx_touch_ht wells=24",
    ),
    (
        "repeats-45",
        "Run the KingFisher on the first set of deep-well plates, then run it again on the second "
        "set.",
        "run_program @kingfisher_flex > run_program @kingfisher_flex",
    ),
    (
        "repeats-46",
        "Wash the cells three times with 80 µL PBS on the Biomek i5, then add 50 µL of 4% PFA and "
        "incubate 15 min at room temperature.",
        "transfer volume_ul=80 @biomek_i5 > transfer volume_ul=80 @biomek_i5 > "
        "transfer volume_ul=80 @biomek_i5 > transfer volume_ul=50 > incubate duration_s=900",
    ),
    (
        "repeats-47",
        "Aliquot 45 µL of master mix into rows A-D of the PCR plate with the Biomek i7 Hybrid, and "
        "repeat for rows E-H.",
        "transfer volume_ul=45 @biomek_i7_hybrid wells=48 > transfer volume_ul=45 @biomek_i7_hybrid wells=48",
    ),
    (
        "repeats-48",
        "Dual-Glo: add 75 µL of Dual-Glo reagent with the OT-2, wait 10 min, read luminescence "
        "with 1 s integration; then add the same volume of Stop & Glo, wait another 10 min and "
        "read again with the same integration.",
        "transfer volume_ul=75 @opentrons_ot2 > read_luminescence integration_s=1 > "
        "transfer volume_ul=75 > read_luminescence integration_s=1",
    ),
    (
        "repeats-49",
        "Spin the plate at 500 × g for 5 min, then again at double the force for the same time.",
        "spin rcf_g=500 duration_s=300 > spin rcf_g=1000 duration_s=300",
    ),
    (
        "repeats-50",
        "Peel, read at 405 nm, reseal at 170 °C for 1 s and put it in the plate hotel. Tomorrow: "
        "take it out and repeat the peel and the read.",
        "peel > read_absorbance wavelength_nm=405 > seal temperature_c=170 duration_s=1 > store > "
        "retrieve > peel > read_absorbance wavelength_nm=405",
    ),
    (
        "repeats-51",
        "Spin the deep-well culture block in the 5810R at 2,500 × g, 10 min, 4 °C; add 500 µL of "
        "wash buffer with the Biomek i7, then spin again at the same settings.",
        "spin rcf_g=2500 duration_s=600 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=500 @biomek_i7_hybrid > spin rcf_g=2500 duration_s=600 temperature_c=4",
    ),
    (
        "repeats-52",
        "1) Incubate 10 min at 37 °C on the ODTC.\n"
        "2) Spin 1 min at 500 x g.\n"
        "3) Add 5 µL of adaptor mix on the STAR.\n"
        "4) Repeat 1 and 2.",
        "incubate temperature_c=37 duration_s=600 @inheco_odtc > spin rcf_g=500 duration_s=60 > "
        "transfer volume_ul=5 @hamilton_star > incubate temperature_c=37 duration_s=600 @inheco_odtc > "
        "spin rcf_g=500 duration_s=60",
    ),
    (
        "repeats-53",
        "Spin the plate at 300 x g, add 50 µL of medium, and repeat the spin.",
        "spin rcf_g=300 > transfer volume_ul=50 > spin rcf_g=300",
    ),
    (
        "repeats-54",
        "Shake the culture plate overnight at 30 °C and 800 rpm on the BioShake, read OD600, then "
        "shake it the same way for a second night and read again.",
        "shake speed_rpm=800 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600 > "
        "shake speed_rpm=800 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "repeats-55",
        "Fluorescence read, 485/528, on rows A and B of the black 96-well plate - then read them "
        "again 10 minutes later.",
        "read_fluorescence excitation_nm=485 emission_nm=528 wells=24 > "
        "read_fluorescence excitation_nm=485 emission_nm=528 wells=24",
    ),
    # ================================================================== halted (impossible)
    (
        "repeats-56",
        "Add 150 µL of medium to every well of the flat-bottom 96-well plate, then the same volume "
        "twice more. Don't remove anything in between.",
        "halted",
    ),
    (
        "repeats-57",
        "Spin the 96-well PCR plate at 3,000 × g for 2 min, then again at double the force.",
        "halted",
    ),
    (
        "repeats-58",
        "Read A260 on the SpectraMax, then repeat the read at 200 nm.",
        "halted",
    ),
    (
        "repeats-59",
        "Seal at 180 °C for 2 s. It won't stick, so peel and reseal 30 degrees hotter.",
        "halted",
    ),
    (
        "repeats-60",
        "Shake the plate at 2,000 rpm for 1 min, then repeat at twice the speed.",
        "halted",
    ),
    (
        "repeats-61",
        "Incubate 1 h at 37 °C in the Cytomat 2C450, then repeat the incubation in the same "
        "incubator at 56 °C for the proteinase K digest.",
        "halted",
    ),
    (
        "repeats-62",
        "On the flat 384-well plate: three rounds of add 40 µL then shake 1 min.",
        "halted",
    ),
    (
        "repeats-63",
        "Pipette 2.5 mL into each well of the 96 deep-well plate.",
        "halted",
    ),
    (
        "repeats-64",
        "Keep the reagent plate in the plate fridge at 2 °C.",
        "halted",
    ),
    # ================================================================== ask
    (
        "repeats-65",
        "Spin the plate at 1,000 × g for 2 min, add 50 µL of buffer, then spin again at "
        "2,000 rpm.",
        "ask",
    ),
    (
        "repeats-66",
        "Add 200 µL of lysis buffer to the 1.5 mL tubes and vortex; repeat the vortex after 5 min.",
        "ask",
    ),
    (
        "repeats-67",
        "Read at 450 nm on the SpectraMax, then read the same plate again on the Tecan Spark for "
        "comparison.",
        "ask",
    ),
    (
        "repeats-68",
        "Sonicate the lysate plate three times for 10 s each.",
        "ask",
    ),
    (
        "repeats-69",
        "Incubate the plate at 37 °C for 30 min, then repeat the wash step.",
        "ask",
    ),
    (
        "repeats-70",
        "Spin the tubes in the Eppendorf 5430 at 10,000 × g for 5 min, twice.",
        "ask",
    ),
    (
        "repeats-71",
        "Dispense 50 µL of buffer with the Multidrop, then do the same with the Fluent.",
        "ask",
    ),
    (
        "repeats-72",
        "Add 3 drops of stop solution to each well, then read at 450 nm again.",
        "ask",
    ),
    (
        "repeats-73",
        "Centrifuge the deep-well plate at 4000 rpm for 10 min.",
        "ask",
    ),
]


if __name__ == "__main__":
    import sys

    sys.path.insert(0, "/work/main/tests")
    from faithful_cases import parse_expected  # noqa: E402

    kinds = {"halted": 0, "ask": 0, "steps": 0}
    ids = set()
    for cid, text, exp in CASES:
        assert cid not in ids, cid
        ids.add(cid)
        if exp in ("halted", "ask"):
            kinds[exp] += 1
        else:
            parse_expected(exp)
            kinds["steps"] += 1
    print(len(CASES), kinds)
