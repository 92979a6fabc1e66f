"""Faithful-plan cases of round 30: the classes the ticket, instant-message and
protocols.io-style batches showed, each in our own phrasing. Read by tests/faithful_cases.py.
"""

from __future__ import annotations

Case = tuple[str, str, str]

ROUND_30: list[Case] = [
    # a stated value outside every instrument's limit halts even when a number is unread
    (
        "beyond-limits-halts-before-an-unread-number",
        "Ref 88213-B. Spin the deep-well block at 6,000 x g for 10 min on the HiG4, then read "
        "A600. Kit lot 7 of 12.",
        "halted",
    ),
    (
        "beyond-limits-halts-with-a-stray-number",
        "seal the pcr plate at 230 C for 2 s on the a4s pls, bench 4",
        "halted",
    ),
    # ... but a hedge, or nanolitres beside an unread number, still ask; nanolitres on a
    # named liquid handler, with nothing else unread, are below its limit and halt
    (
        "nanolitres-on-a-named-handler-halt",
        "Dispense 40 nL of each compound into the 384 assay plate with the Fluent.",
        "halted",
    ),
    (
        "nanolitres-beside-an-unread-number-ask",
        "can the robot shoot 40 nL of each cmpd into the 1536s? library plate 2",
        "ask",
    ),
    (
        "a-hedged-value-still-asks",
        "Heat-seal at 240 °C for 2 s on the a4S - not sure, maybe 170, check with Jo.",
        "ask",
    ),
    # a correction attributed to a source is applied; one the reader cannot apply asks
    (
        "correction-with-its-source",
        "Shake 10 min at 800 rpm on the BioShake (correction from the kit leaflet: 15 min), "
        "then read luminescence with 1 s integration.",
        "shake speed_rpm=800 duration_s=900 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=1",
    ),
    (
        "an-unapplied-revision-asks",
        "Incubate 20 min at 37 °C. The v3 SOP revised this to 25 min for the new lot. Read "
        "at 450 nm.",
        "ask",
    ),
    # a later message with a time stamp corrects the earlier one
    (
        "update-with-a-time-stamp",
        "Please spin the plate 1,500 x g 3 min on the HiG4.\n\nUpdate (16:20): make that "
        "2,000 x g, the pellet was loose.",
        "spin rcf_g=2000 duration_s=180 @bionex_hig4",
    ),
    (
        "edit-with-a-time-stamp-and-a-lot-aside",
        "Fluent: 30 µL substrate into every well, then read fluorescence ex 490 / em 520.\n"
        "Edit 08:05: make the substrate 35 µL (lot SB-7730 is weaker).",
        "transfer volume_ul=35 @tecan_fluent > read_fluorescence excitation_nm=490 emission_nm=520",
    ),
    # ticket numbers and record fields are context
    (
        "ticket-number-after-a-colon",
        "Ticket #: 40917\nRequester: R. Osei\nPriority: Low\n\nSeal the plate on the a4S at "
        "170 °C for 2 s.",
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "a-pcr-in-a-sample-id-is-no-pcr",
        "Sample IDs: QC-PCR-07 to QC-PCR-12\nProject code: PCR-STRIP\n\nSpin the strips in "
        "the 5424 R at 1,500 x g for 30 s.",
        "spin rcf_g=1500 duration_s=30 @eppendorf_5424r",
    ),
    # the later steps named first, with 'after ... and then ...'
    (
        "read-after-two-objects",
        "Measure luminescence with 0.5 s integration, but only once the plate has been shaken "
        "for 2 min at 600 rpm and then left for 10 min.",
        "shake speed_rpm=600 duration_s=120 > incubate duration_s=600 > "
        "read_luminescence integration_s=0.5",
    ),
    (
        "read-after-then-gerund",
        "Read absorbance at 570 nm after incubating for 1 h at 37 °C, then spinning for 1 min "
        "at 500 x g.",
        "incubate temperature_c=37 duration_s=3600 > spin rcf_g=500 duration_s=60 > "
        "read_absorbance wavelength_nm=570",
    ),
    (
        "after-then-an-order-stays-after",
        "Read absorbance at 570 nm after incubating for 1 h at 37 °C, then put it in the "
        "plate hotel.",
        "incubate temperature_c=37 duration_s=3600 > read_absorbance wavelength_nm=570 > "
        "store @cytomat_24",
    ),
    # 'before <step>' written after the steps it goes before
    (
        "before-peeling-written-last",
        "Peel the plate on the XPeel, then add 15 µL into every well with the OT-2. Before "
        "peeling, spin it 1 min at 500 x g on the VSpin.",
        "spin rcf_g=500 duration_s=60 @agilent_vspin > peel @azenta_xpeel > "
        "transfer volume_ul=15 @opentrons_ot2",
    ),
    (
        "first-with-a-reason-in-brackets",
        "Read the plate at 405 nm. Peel it first (the foil is still on).",
        "peel > read_absorbance wavelength_nm=405",
    ),
    (
        "first-with-where-and-how",
        "Run 30 cycles on the ODTC: 95 °C 15 s, 58 °C 20 s, 72 °C 30 s. The plate is open - "
        "seal it first on the a4S, 170 °C for 2 s.",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > run_pcr cycles=30 "
        "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=20 extension_c=72 "
        "extension_s=30 @inheco_odtc",
    ),
    # an instrument switched for a step stated earlier
    (
        "switch-instrument-instead",
        "Add 60 µL of medium to each well on the STAR. The STAR is booked today, so please do "
        "it on the Fluent instead.",
        "transfer volume_ul=60 @tecan_fluent",
    ),
    # instruments given kinds of work in a heading
    (
        "heading-gives-work-to-instruments",
        "Resazurin viability (STAR for the additions, i3x to read).\n1. Add 20 µL resazurin "
        "to each well.\n2. Incubate 2 h at 37 °C.\n3. Read fluorescence ex 560 / em 590.",
        "transfer volume_ul=20 @hamilton_star > incubate temperature_c=37 duration_s=7200 > "
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "shaker-for-mixing-beats-pipetting",
        "Glo assay - OT-2 for all pipetting, BioShake for the mixing.\n1. Add 50 µL reagent "
        "per well.\n2. Mix 3 min at 700 rpm.\n3. Read luminescence, 1 s integration.",
        "transfer volume_ul=50 @opentrons_ot2 > shake speed_rpm=700 duration_s=180 "
        "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=1",
    ),
    (
        "picked-steps-keep-the-named-instruments",
        "Automate steps 2-3 (OT-2 + ODTC); step 1 I do by hand.\n1. Thaw the primers.\n"
        "2. Add 12 µL master mix to each well.\n3. Incubate in the ODTC at 50 °C for 15 min.",
        "transfer volume_ul=12 @opentrons_ot2 > incubate temperature_c=50 duration_s=900 "
        "@inheco_odtc",
    ),
    # small readers
    (
        "mix-plate-is-a-verb",
        "1. Add 100 µL detection reagent to each well.\n2. Shake plate for 1 min at 500 rpm on "
        "the BioShake.\n3. Read absorbance at 450 nm.",
        "transfer volume_ul=100 > shake speed_rpm=500 duration_s=60 "
        "@qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=450",
    ),
    (
        "remove-the-supernatant-and-discard-it",
        "On the Biomek i7: magnet 2 min, then remove 80 µL of supernatant and discard it, then "
        "add 150 µL wash buffer.",
        "magnetic_separation duration_s=120 @biomek_i7_hybrid > transfer volume_ul=80 "
        "@biomek_i7_hybrid > transfer volume_ul=150 @biomek_i7_hybrid",
    ),
    (
        "default-seal-settings-are-fine",
        "Seal the plate on the a4S and store it in the Cytomat 2C425 at 4 °C. Default seal "
        "settings are fine.",
        "seal @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "arm-to-the-incubator-with-settings",
        "Once the Fluent run is done, have the PF400 carry the plate to the Cytomat 2C450: "
        "37 °C, 5 % CO2, 24 h.",
        "move_plate @precise_pf400 > incubate temperature_c=37 duration_s=86400 co2_percent=5 "
        "@cytomat_2c450",
    ),
    (
        "an-unsealed-plate-is-no-peel",
        "The plate came back unsealed; seal it on the a4S at 165 °C for 3 s and put it in "
        "the hotel.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > store @cytomat_24",
    ),
    (
        "labchip-hs-written-short",
        "GX Touch, dna hi-sens, 24 samples.",
        "run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "labchip-unknown-kit-asks",
        "LabChip run, 24 samples, the 7K kit please.",
        "ask",
    ),
    (
        "after-the-read-please-seal",
        "after the read pls seal it at 170 C for 2 s, then into the cold store. read is A562",
        "read_absorbance wavelength_nm=562 > seal temperature_c=170 duration_s=2 > store",
    ),
    (
        "seal-first-then-the-384-on-the-cfx-is-one-plate",
        "run the 384 on the cfx (95 3 min, 40x 95 10s / 60 30s) but first seal it 170 C 2 s",
        "seal temperature_c=170 duration_s=2 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=10 annealing_c=60 "
        "annealing_s=30 @biorad_cfx384",
    ),
    (
        "a-program-head-after-a-comma",
        "seal 170C 2s, ODTC: 98 30 s, 25x 98 10s 62 20s 72 30s, hold 4",
        "seal temperature_c=170 duration_s=2 > run_pcr initial_denaturation_c=98 "
        "initial_denaturation_s=30 cycles=25 denaturation_c=98 denaturation_s=10 annealing_c=62 "
        "annealing_s=20 extension_c=72 extension_s=30 hold_c=4 @inheco_odtc",
    ),
    (
        "actually-keyword-new-not-old",
        "Spin the PCR plate at 800 x g for 1 min on the VSpin.\nsorry, force 500 not 800, "
        "the wells splash",
        "spin rcf_g=500 duration_s=60 @agilent_vspin",
    ),
    (
        "incubator-shorthand-temperature-slash-co2",
        "back into the 2C450 at 37/5% for 6 h",
        "incubate temperature_c=37 co2_percent=5 duration_s=21600 @cytomat_2c450",
    ),
    (
        "when-someone-is-in-is-no-setting",
        "take plate 4 out of the cold store and put it in the hotel, Ana is back at 3",
        "retrieve @cytomat_2c425 > store @cytomat_24",
    ),
    (
        "the-deepwell-is-a-plate",
        "OT-2: 40 ul from the deepwell into cols 1-2 of the PCR plate",
        "transfer volume_ul=40 wells=16 @opentrons_ot2",
    ),
    (
        "arm-please-put",
        "arm pls put the plate on the bioshake, 800 rpm 5 min, then read A405",
        "move_plate @precise_pf400 > shake speed_rpm=800 duration_s=300 "
        "@qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=405",
    ),
    (
        "a-history-subject-is-no-step",
        "resuspend by mixing 8x with 100 µl on the STAR, beads were sticky yesterday",
        "mix volume_ul=100 cycles=8 @hamilton_star",
    ),
    # teaching-lab handouts, reported speech and app notes (round 31 batches)
    (
        "handout-reference-lines-are-no-steps",
        "Practical 4, groups 1-12, benches 3-8.\nLearning objectives: relate A280 to protein.\n"
        "Robot part: the STAR adds 150 µL reagent to columns 1-3, then read A595.\n"
        "Q3: why do we shake before 10 min? Expected result: A595 about 0.8 for the top standard.",
        "transfer volume_ul=150 wells=24 @hamilton_star > read_absorbance wavelength_nm=595",
    ),
    (
        "before-any-of-that-leads",
        "read the luminescence with 0.25 s integration after a 5 min shake at 800 rpm; before any "
        "of that the Fluent puts 50 µL of reagent in each well",
        "transfer volume_ul=50 @tecan_fluent > shake speed_rpm=800 duration_s=300 > "
        "read_luminescence integration_s=0.25",
    ),
    (
        "a-checked-value-in-brackets",
        "Lena wants her plate sealed at 170 °C for 2 s on the a4S [she said 2 s, I double-checked "
        "2 not 3].",
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "first-said-then-corrected-himself",
        "Omar called: spin 90 s - he first said 60, then corrected himself to 90 - at 500 x g on "
        "the VSpin.",
        "spin duration_s=90 rcf_g=500 @agilent_vspin",
    ),
    (
        "nothing-for-the-robot-from-someone",
        "Two requests. Jin: read A450 on the i3x. Pia will sonicate her lysates herself, nothing "
        "for the robot from her.",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "dont-mix-it-up-is-no-mix",
        "Put plate P7 in the Cytomat 2C450 at 37 °C, 5 % CO2 for 2 days (don't mix it up with P8).",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "has-been-written-short",
        "Read fluorescence ex 485 / em 520 once the lid's been peeled off and the plate's been "
        "spun 30 s at 500 x g.",
        "peel > spin rcf_g=500 duration_s=30 > read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "have-it-move-a-volume",
        "On the Biomek i5: magnet for 2 min, and have it move 40 µL of eluate into the PCR plate.",
        "magnetic_separation duration_s=120 @biomek_i5 > transfer volume_ul=40 @biomek_i5",
    ),
    (
        "each-pcr-is-no-pcr-run",
        "The OT-2 moves 3 µL of each PCR into the new plate, columns 1-2.",
        "transfer volume_ul=3 wells=16 @opentrons_ot2",
    ),
    (
        "and-the-shaker-mixes-it",
        "The STAR adds 30 µL substrate to each well and the BioShake mixes it at 700 rpm for "
        "1 min, then read A405.",
        "transfer volume_ul=30 @hamilton_star > shake speed_rpm=700 duration_s=60 "
        "@qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=405",
    ),
    (
        "back-to-a-temperature-under-a-robot-heading",
        "Procedure (robot, this week):\n1. ODTC at 16 °C for 30 min.\n2. 65 °C for 10 min.\n"
        "3. Back to 16 °C for 5 min.",
        "incubate temperature_c=16 duration_s=1800 @inheco_odtc > incubate temperature_c=65 "
        "duration_s=600 @inheco_odtc > incubate temperature_c=16 duration_s=300 @inheco_odtc",
    ),
    (
        "an-erratum-that-should-be",
        "Step 3: shake at 1,000 rpm for 10 min on the BioShake.\nERRATUM (week 2): that should be "
        "6 min, not 10.",
        "shake speed_rpm=1000 duration_s=360 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "spins-on-a-named-centrifuge",
        "Clean-up, steps 2-3. Spins on the 5424 R.\n2. Centrifuge at 8,000 x g for 1 min.\n"
        "3. Centrifuge at 12,000 x g for 2 min.",
        "spin rcf_g=8000 duration_s=60 @eppendorf_5424r > spin rcf_g=12000 duration_s=120 "
        "@eppendorf_5424r",
    ),
    (
        "a-section-heading-is-no-pick",
        "Please run this on the Fluent and the SpectraMax.\n3.B Procedure\n1. Add 80 µL "
        "substrate to each well.\n2. Wait 15 min.\n3. Read absorbance at 650 nm.",
        "transfer volume_ul=80 @tecan_fluent > incubate duration_s=900 > read_absorbance "
        "wavelength_nm=650 @spectramax_i3x",
    ),
    (
        "before-the-read-a-list-that-goes-on",
        "before the fluorescence read (ex 485 / em 535), the OT-2 adds 20 µL dye to each well and "
        "the BioShake mixes it at 600 rpm for 1 min; then leave it 5 min at room temperature.",
        "transfer volume_ul=20 @opentrons_ot2 > shake speed_rpm=600 duration_s=60 "
        "@qinstruments_bioshake_3000t_elm > incubate duration_s=300 > read_fluorescence "
        "excitation_nm=485 emission_nm=535",
    ),
    (
        "before-the-read-then-store-stays-after",
        "Before the read at 450 nm, add 50 µL stop solution on the STAR; then store the plate at "
        "4 °C in the cold store.",
        "transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=450 > store "
        "temperature_c=4 @cytomat_2c425",
    ),
    (
        "resealed-and-goes-into-the-fridge",
        "Peel it on the XPeel, read A260, then the plate is resealed at 170 °C for 2 s and goes "
        "into the plate fridge at 4 °C.",
        "peel @azenta_xpeel > read_absorbance wavelength_nm=260 > seal temperature_c=170 "
        "duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tested-values-are-no-settings",
        "App note: shaking speeds of 800, 1,200 and 1,600 rpm were compared (Figure 2). Shake the "
        "plate at 1,200 rpm for 3 min on the BioShake.",
        "shake speed_rpm=1200 duration_s=180 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "seal-first-then-a-reference",
        "HiG4 card: 1,500 x g, 2 min.\nseal first (a4S, 170 C, 2 s), then the HiG.",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1500 duration_s=120 "
        "@bionex_hig4",
    ),
    # non-native grammar, robot-operator jargon, clinical requests (round 31, third set)
    (
        "a-second-operation-inside-a-clause-asks",
        "please 100 µL reagent in all wells with the Fluent, then 30 min at 37 °C in the Cytomat, "
        "and after the incubation absorbance at 570 measure.",
        "ask",
    ),
    (
        "a-tip-size-is-no-volume",
        "STAR: stamp nest 2 to nest 4 with the 96 head, 50 µL filtered tips.",
        "ask",
    ),
    (
        "but-first-the-instrument-does",
        "Read fluorescence on the i3x (ex 560 / em 590) - but first the OT-2 adds 10 µL "
        "resazurin to all wells and the plate sits 1 h at 37 °C.",
        "transfer volume_ul=10 @opentrons_ot2 > incubate temperature_c=37 duration_s=3600 > "
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "before-comma-verb-last",
        "Plate on SpectraMax absorbance 450 nm measure please. Before, plate 500 x g 2 min spin "
        "do.",
        "spin rcf_g=500 duration_s=120 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "retrieve-from-where-it-sits",
        "Plate PX-204 is parked in the cold store. Retrieve it and read A600 on the i3x.",
        "retrieve @cytomat_2c425 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "a-heat-block-is-no-labware",
        "On the i5: heat block 56 °C 15 min, then magnet 3 min.",
        "incubate temperature_c=56 duration_s=900 @biomek_i5 > magnetic_separation "
        "duration_s=180 @biomek_i5",
    ),
    (
        "to-mix-n-times-is-a-mix",
        "With the STAR please to add 40 µL buffer in each well and after to mix 5 times with "
        "20 µL.",
        "transfer volume_ul=40 @hamilton_star > mix volume_ul=20 cycles=5",
    ),
    (
        "a-minute-and-a-half-in-numbers",
        "Spin the tubes in the 5424 R at 10.000 x g during 1 minute and a half.",
        "spin rcf_g=10000 duration_s=90 @eppendorf_5424r",
    ),
    (
        "a-typo-in-magnetic-separation",
        "Biomek i7: add 80 µL beads, then magnetic seperation for 3 min.",
        "transfer volume_ul=80 @biomek_i7_hybrid > magnetic_separation duration_s=180",
    ),
    (
        "going-with-the-accepted-answer",
        "Q: how hard to spin my deep-well lysates?\nAnswer (3 up): 2,000 x g for 5 min.\n"
        "Accepted answer: 2,500 x g for 10 min at 4 °C on the 5810 R.\n"
        "OP: going with the accepted answer.",
        "spin rcf_g=2500 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "someones-numbers-on-another-instrument",
        "Thread: shaking beads before the wash\nLee: 1,200 rpm for 2 min is plenty.\n"
        "Sam: go harder, 1,800 rpm for 3 min.\nMe: going with Sam's numbers, on the BioShake.",
        "shake speed_rpm=1800 duration_s=180 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "command-read-token-and-integration-key",
        "shake 600rpm 1min -> read_lum int=0.5s",
        "shake speed_rpm=600 duration_s=60 > read_luminescence integration_s=0.5",
    ),
    (
        "a-command-correction-with-another-key-asks",
        "/spin rcf=1500 t=3m -- sorry, rcf=1000",
        "ask",
    ),
    # passive, preceded-by and 'which comes before it' orders (the review's ten intents)
    (
        "preceded-by-runs-first",
        "Inactivation: ODTC, 75 °C, 15 min. Preceded by the ligation itself (16 °C, 30 min, same "
        "instrument).",
        "incubate temperature_c=16 duration_s=1800 @inheco_odtc > incubate temperature_c=75 "
        "duration_s=900 @inheco_odtc",
    ),
    (
        "which-comes-before-it",
        "Step 4: spin the plate on the VSpin at 500 x g for 1 min. Step 3, which comes before it: "
        "the OT-2 adds 30 µL of buffer to each well.",
        "transfer volume_ul=30 @opentrons_ot2 > spin rcf_g=500 duration_s=60 @agilent_vspin",
    ),
    (
        "in-the-hotel-to-be-taken-out",
        "Plate in the hotel (slot 7) to be taken out and read at 450 nm on the i3x.",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
]
