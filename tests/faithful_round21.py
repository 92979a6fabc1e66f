"""Round twenty-one of the faithful-plan cases, in phrasings of our own (see faithful_cases)."""

from __future__ import annotations

Case = tuple[str, str, str]

ROUND_21: list[Case] = [
    (
        "do-it-on-the-named-handler",
        "Do it on the Hamilton STAR: 40 µL of buffer from the trough to every well of the "
        "96-well plate.",
        "transfer volume_ul=40 @hamilton_star",
    ),
    (
        "additions-on-the-flex-said-last",
        "Add 20 microlitres of resazurin to each well of the 96-well plate. Carry out the "
        "additions on the Opentrons Flex.",
        "transfer volume_ul=20 @opentrons_flex",
    ),
    (
        "only-is-no-reagent",
        "On the Fluent: 50 ul from the reservoir to all wells of the plate, then 25 ul only to "
        "rows A-D.",
        "transfer volume_ul=50 @tecan_fluent > transfer volume_ul=25 @tecan_fluent wells=48",
    ),
    (
        "cover-is-a-lid-by-hand",
        "Add 100 uL of substrate to each well on the Biomek i5. Cover the plate, incubate it at "
        "37 C for 30 min, then read absorbance at 405 nm.",
        "transfer volume_ul=100 @biomek_i5 > incubate temperature_c=37 duration_s=1800 > "
        "read_absorbance wavelength_nm=405",
    ),
    (
        "tubes-kept-on-ice",
        "Spin the 1.5 mL tubes at 12,000 xg for 5 mins at 4 degrees in the 5424 R. Keep the "
        "supernatant on ice.",
        "spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "instead-of-another-instrument",
        "Run the cycling on the ODTC instead of the old block cycler: 95 °C 2 min, then 30 "
        "cycles of 95 °C 15 s, 58 °C 30 s, 72 °C 45 s, then 72 °C 5 min.",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=30 "
        "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=30 extension_c=72 "
        "extension_s=45 final_extension_c=72 final_extension_s=300 @inheco_odtc",
    ),
    (
        "shake-rather-than-letting-it-stand",
        "Shake the ELISA plate on the BioShake at 500 rpm for 45 min, rather than letting it "
        "stand on the bench.",
        "shake speed_rpm=500 duration_s=2700 @qinstruments_bioshake_3000t_elm",
    ),
    (
        # the new value is written in place and the old one nowhere before: the new one runs
        "instead-of-a-value-in-place-runs-the-new-one",
        "Spin the plate at 1,500 x g instead of 1,000 for 2 min, no wait, make it 3 min.",
        "spin rcf_g=1500 duration_s=180",
    ),
    (
        "qpcr-mix-is-a-reagent",
        "On the Tecan Fluent add 5 uL template and 15 uL SYBR qPCR master mix to the 384-well "
        "PCR plate, seal at 170 °C for 2 s, then run the qPCR on the CFX384: 95 °C 3 min, 40 "
        "cycles of 95 °C 10 s and 60 °C 30 s.",
        "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=15 > seal temperature_c=170 "
        "duration_s=2 > run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 "
        "cycles=40 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 "
        "@biorad_cfx384",
    ),
    (
        "and-start-the-cycler-having-first",
        "Seal the plate at 175 C for 3 s, give it 1 min at 500 x g and start the ODTC, having "
        "first set up the reactions on the Flex: 18 µL of master mix plus 2 µL of cDNA per well "
        "of a 96-well PCR plate. Program: 95 C 3 min, 35 cycles of 95 C 15 s, 60 C 30 s, 72 C "
        "30 s.",
        "transfer volume_ul=18 @opentrons_flex > transfer volume_ul=2 > seal temperature_c=175 "
        "duration_s=3 > spin rcf_g=500 duration_s=60 > run_pcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=35 denaturation_c=95 denaturation_s=15 "
        "annealing_c=60 annealing_s=30 extension_c=72 extension_s=30 @inheco_odtc",
    ),
    (
        "kf-before-program-is-the-instrument",
        "run KF program MagMAX_Viral_96 and when done take 20 uL of eluate into a 96 PCR plt on "
        "the Fluent",
        "run_program program=MagMAX_Viral_96 @kingfisher_flex > transfer volume_ul=20 "
        "@tecan_fluent",
    ),
    (
        "columns-into-a-fresh-plate-same-wells",
        "Move 5 µL of each sample from columns 1 to 3 into a fresh 96-well PCR plate.",
        "transfer volume_ul=5 wells=24",
    ),
    (
        "rows-a-to-d-of-the-deep-well-source",
        "On the Biomek i5 take 200 uL from rows A to D of the deep-well block into the same "
        "wells of a new plate.",
        "transfer volume_ul=200 wells=48 @biomek_i5",
    ),
    (
        "a-question-back-is-no-step",
        "Spin the deep-well block in the HiG4 at 3,000 × g for fifteen minutes. Is that long "
        "enough for the debris, do you think?",
        "spin rcf_g=3000 duration_s=900 @bionex_hig4",
    ),
    (
        "what-the-sample-is-for",
        "Please centrifuge the 2 mL tubes in the 5424R at 12,000 g for 3 min; they're for "
        "flow cytometry later.",
        "spin rcf_g=12000 duration_s=180 @eppendorf_5424r",
    ),
    (
        "default-settings-are-fine",
        "Seal the PCR plate on the a4S, the default settings are fine, then run it on the "
        "ODTC: 95 C 2 min, 30 cycles of 95 C 10 s, 55 C 20 s, 72 C 20 s.",
        "seal @azenta_a4s > run_pcr initial_denaturation_c=95 initial_denaturation_s=120 "
        "cycles=30 denaturation_c=95 denaturation_s=10 annealing_c=55 annealing_s=20 "
        "extension_c=72 extension_s=20 @inheco_odtc",
    ),
    (
        "usual-settings-still-ask",
        "Seal the plate with our usual settings.",
        "ask",
    ),
    (
        "apology-then-a-request",
        "One more request, sorry! Please centrifuge the plate at 800 x g for 2 min in the VSpin.",
        "spin rcf_g=800 duration_s=120 @agilent_vspin",
    ),
    (
        "temperatures-as-words-held-for-a-time",
        "On the ODTC: ninety-eight degrees for thirty seconds, then thirty-five cycles of "
        "ninety-eight for ten seconds, sixty-two for twenty seconds and seventy-two for thirty "
        "seconds.",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=35 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=30 @inheco_odtc",
    ),
    (
        "the-first-column-only",
        "Flex: 25 µl of the 1:1000 secondary into the first column.",
        "transfer volume_ul=25 wells=8 @opentrons_flex",
    ),
    (
        "the-last-row-only",
        "Dispense 80 uL of blocking buffer into the last row of the 96-well plate with the Biomek "
        "i7.",
        "transfer volume_ul=80 wells=12 @biomek_i7_hybrid",
    ),
    (
        "and-check-the-od-asks",
        "pipette 150 ul of the overnight culture into a clear plate and check the OD",
        "ask",
    ),
    (
        "an-assay-ruled-out-in-brackets",
        "LabChip: DNA High Sensitivity assay (not the 5K), 48 samples",
        "run_assay assay=dna_high_sensitivity sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "overnight-ruled-out",
        "Incubator 2C450: 37 °C, 5 % CO2, 20 h (not overnight, we need it by lunch).",
        "incubate temperature_c=37 co2_percent=5 duration_s=72000 @cytomat_2c450",
    ),
    (
        "scratch-that-inside-a-step",
        "Spin the plate at 2,000 x g - scratch that, 1,000 x g - for 3 min in the VSpin.",
        "spin rcf_g=1000 duration_s=180 @agilent_vspin",
    ),
    (
        "speed-in-brackets-after-the-shaker",
        "After 15 min at 30 °C on the thermoshaker (1,000 rpm), read luminescence with 1 s "
        "integration.",
        "shake speed_rpm=1000 duration_s=900 temperature_c=30 > read_luminescence integration_s=1",
    ),
    (
        "arm-puts-it-away-in-the-hotel",
        "Then have the PF400 put the read plate into the Cytomat 24 hotel.",
        "move_plate @precise_pf400 > store @cytomat_24",
    ),
    (
        "arm-carries-it-to-the-cold-store",
        "Afterwards have the robot arm take the plate to the cold store at 4 C.",
        "move_plate @precise_pf400 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "program-under-an-instrument-heading",
        "KingFisher Flex: MagMAX_Plasmid_96 program, then 30 µL of eluate into a 96-well PCR "
        "plate on the Fluent.",
        "run_program program=MagMAX_Plasmid_96 @kingfisher_flex > transfer volume_ul=30 "
        "@tecan_fluent",
    ),
    (
        "columns-of-an-unnamed-source",
        "Hamilton: 10 µl from cols 4-6 of the source into the assay plate.",
        "transfer volume_ul=10 wells=24 @hamilton_star",
    ),
    (
        "plate-numbers-are-no-setting",
        "plates 2-5 -> cold store at 4 C",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tube-count-after-the-settings",
        "5424R: 13,000 x g, 5 min, 4 °C, 8 tubes (samples 9-16)",
        "spin rcf_g=13000 duration_s=300 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "typed-cycels",
        "ODTC: 98C 30 s, 32 cycels of 98C 10 s / 65C 20 s / 72C 15 s",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=32 "
        "denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 extension_c=72 "
        "extension_s=15 @inheco_odtc",
    ),
    (
        "a-bare-number-after-no-is-no-correction",
        "Flex adds 40 µL of substrate, then read A405 (no 490 background read needed).",
        "transfer volume_ul=40 @opentrons_flex > read_absorbance wavelength_nm=405",
    ),
    (
        "where-the-plate-is-sitting",
        "The plate is sitting sealed in the cold store. Retrieve it, peel it on the XPeel and read "
        "A600.",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > read_absorbance wavelength_nm=600",
    ),
    (
        "mix-count-after-the-columns",
        "Flex: 30 uL beads into cols 3-4, then mix cols 3-4 8x at 40 uL",
        "transfer volume_ul=30 wells=16 @opentrons_flex > mix volume_ul=40 cycles=8 wells=16 "
        "@opentrons_flex",
    ),
    (
        "no-before-a-word-is-no-correction",
        "ODTC: 95 °C 2 min, then 35 cycles of 95 °C 15 s and 60 °C 1 min (two-step, no "
        "extension step), final 60 °C 5 min, hold at 10 °C",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=35 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 final_extension_c=60 "
        "final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    (
        "a-program-given-as-a-form-field",
        "Extraction program: MagMAX_Core_Flex\nHead: 96 deep-well\nNote: runs on the KingFisher "
        "Flex",
        "run_program program=MagMAX_Core_Flex @kingfisher_flex",
    ),
]

ROUND_22: list[Case] = [  # round twenty-two: fresh batches final9, plainreq4 and quicknotes
    (
        "bead-plate-on-the-i7-magnet",
        "Put the sample plate on the i7 magnet for 2 min, then remove 100 µL of supernatant.",
        "magnetic_separation duration_s=120 @biomek_i7_hybrid > transfer volume_ul=100",
    ),
    (
        "sample-count-as-a-field",
        "LabChip GX Touch: RNA Pico assay, sample count 500.",
        "halted",
    ),
    (
        "lowercase-store-and-arm",
        "pull plt 7 out of 2c425, pf400 it to the reader",
        "retrieve @cytomat_2c425 > move_plate @precise_pf400",
    ),
    (
        "lowercase-peeler-first",
        "plt 2: xpeel first then i3x abs 405nm then back to hotel",
        "peel @azenta_xpeel > read_absorbance wavelength_nm=405 @spectramax_i3x > store "
        "@cytomat_24",
    ),
    (
        "an-instrument-the-lab-lacks-in-lower-case",
        "multidrop 100ul pbs into all wells then spin 1000xg 1 min",
        "ask",
    ),
    (
        "the-heading-instrument-for-every-step-it-can-do",
        "On the Biomek i7, add 50 µL of beads, shake at 1,200 rpm for 1 min, then put the "
        "plate on the magnet for 4 min.",
        "transfer volume_ul=50 @biomek_i7_hybrid > shake speed_rpm=1200 duration_s=60 "
        "@biomek_i7_hybrid > magnetic_separation duration_s=240 @biomek_i7_hybrid",
    ),
    (
        "the-heading-does-not-take-a-spin",
        "On the STAR, add 20 uL of reagent to each well, then spin at 1000 x g for 1 min.",
        "transfer volume_ul=20 @hamilton_star > spin rcf_g=1000 duration_s=60",
    ),
    (
        "engage-the-magnet",
        "On the Biomek i7 mix 8 times at 80 µL, let it bind for 5 min at room temp, engage the "
        "magnet for 3 min and remove 120 µL.",
        "mix volume_ul=80 cycles=8 @biomek_i7_hybrid > incubate duration_s=300 > "
        "magnetic_separation duration_s=180 @biomek_i7_hybrid > transfer volume_ul=120",
    ),
    (
        "come-to-room-temperature",
        "Take the plate out of the cold store, let it come to room temperature for 15 min, then "
        "read A595.",
        "retrieve @cytomat_2c425 > incubate duration_s=900 > read_absorbance wavelength_nm=595",
    ),
    (
        "rt-plate-is-no-room-temperature",
        "Incubate the RT plate at 50 °C for 45 min on the ODTC.",
        "incubate temperature_c=50 duration_s=2700 @inheco_odtc",
    ),
    (
        "a-step-heading-with-a-colon",
        "Blocking step: on the Fluent, add 200 uL of blocking buffer to every well.",
        "transfer volume_ul=200 @tecan_fluent",
    ),
    (
        "plus-before-an-instrument",
        "flex 20ul reagent into cols 1-3 + bioshake 800rpm 1min → lum 0.5s",
        "transfer volume_ul=20 wells=24 @opentrons_flex > shake speed_rpm=800 duration_s=60 "
        "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.5",
    ),
    (
        "a-pipette-name-and-a-date",
        "flex 8ch 300 → 100ul media cols 1-4, plt from 6/12",
        "transfer volume_ul=100 wells=32 @opentrons_flex",
    ),
    (
        "wells-corrected-without-punctuation",
        "star 50ul buffer cols 1-12 no actually 1-8",
        "transfer volume_ul=50 wells=64 @hamilton_star",
    ),
    (
        "first-then-cycles",
        "odtc: 95c 2min first then 35 cycles 95c 15s 58c 30s 72c 40s, final 72c 5min",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=35 "
        "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=30 extension_c=72 "
        "extension_s=40 final_extension_c=72 final_extension_s=300 @inheco_odtc",
    ),
    (
        "plus-inside-a-cycle",
        "cfx 95c 2min then 45x (95c 5s + 62c 20s)",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=45 "
        "denaturation_c=95 denaturation_s=5 annealing_c=62 annealing_s=20 @biorad_cfx384",
    ),
    (
        "a-dilution-is-no-time",
        "qPCR on the CFX384: 95 °C 2 min, 40 cycles of 95 °C 5 s and 60 °C 30 s. The plate has "
        "the 1:20 cDNA, run ID 2025-044.",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "cell-density-is-no-volume",
        "fluent - add 100 uL fresh medium to rows A-D. Cells were seeded at 20k/well on Monday.",
        "transfer volume_ul=100 wells=48 @tecan_fluent",
    ),
    (
        "from-the-reservoir-to-the-plate",
        "Please make transfer of 40ul from reservoir to plate column 1 until 4, after this spin "
        "1 minute at 300g.",
        "transfer volume_ul=40 wells=32 > spin rcf_g=300 duration_s=60",
    ),
    (
        "arm-moves-a-numbered-plate",
        "Robot arm: move plate 2 from the peeler to the reader.",
        "move_plate @precise_pf400",
    ),
    (
        "a-384-qpcr-plate-by-its-size",
        "384 qPCR run: seal 170 °C 2 s, then CFX: 95 °C 3 min, 40x (95 °C 10 s, 60 °C 30 s)",
        "seal temperature_c=170 duration_s=2 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=10 "
        "annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "from-a-plate-into-a-bare-format",
        "STAR 25ul from DW plate cols 1-3 into 96w flat",
        "transfer volume_ul=25 wells=24 @hamilton_star",
    ),
    (
        "a-negative-temperature-after-a-model",
        "5424 -12c 16000xg 10 min",
        "halted",
    ),
    (
        "a-greeting-that-is-the-request",
        "hey can u spin plate 4 2 min at 800g, then read it at 600 nm? ta",
        "spin rcf_g=800 duration_s=120 > read_absorbance wavelength_nm=600",
    ),
    (
        "but-first-after-a-dash",
        "Read luminescence with 1 s integration on the SpectraMax — but first shake 2 min at 500 "
        "rpm on the BioShake.",
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "a-bare-value-corrected-right-after",
        "Flex: add 100 µL of cells to each well, then mix 5x at 60 — sorry, 80 µL.",
        "transfer volume_ul=100 @opentrons_flex > mix volume_ul=80 cycles=5 @opentrons_flex",
    ),
    (
        "a-reason-then-the-imperative",
        "Because the pellet must be tight before we decant, use the 5810 R at 2,500 x g for 15 "
        "min.",
        "spin rcf_g=2500 duration_s=900 @eppendorf_5810r",
    ),
    (
        "a-genus-is-no-sentence-end",
        "Take the S. cerevisiae plate out of the hotel and read OD600.",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=600",
    ),
    (
        "short-words-mistyped",
        "Transfer 60 uL of lysate to the new plate, then sael it at 170 C for 2 s and spin for 2 "
        "minuts at 500 x g.",
        "transfer volume_ul=60 > seal temperature_c=170 duration_s=2 > spin rcf_g=500 "
        "duration_s=120",
    ),
    (
        "a-plate-history-in-brackets",
        "Assay plate AP-77 (coated 1:500, blocked overnight): add 100 uL TMB on the Fluent, then "
        "read at 650 nm.",
        "transfer volume_ul=100 @tecan_fluent > read_absorbance wavelength_nm=650",
    ),
    (
        "the-instrument-it-goes-in-later",
        "Seal the plate before it goes in the ODTC — a4S, 170 °C, 2 s. Then run the ODTC: 95 °C "
        "3 min, 30 cycles of 95 °C 15 s, 60 °C 30 s, 72 °C 30 s.",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > run_pcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=30 denaturation_c=95 denaturation_s=15 "
        "annealing_c=60 annealing_s=30 extension_c=72 extension_s=30 @inheco_odtc",
    ),
    (
        "a-standards-range-is-no-setting",
        "BCA on the Fluent (standards 0-2000 µg/mL): 25 µL sample, then 200 µL working reagent, "
        "then read at 562 nm.",
        "transfer volume_ul=25 @tecan_fluent > transfer volume_ul=200 > read_absorbance "
        "wavelength_nm=562",
    ),
    (
        "deg-alone-in-a-program",
        "ODTC: 98 deg 30 s; 30x (98 deg 10 s, 60 deg 20 s, 72 deg 20 s); 72 deg 2 min; hold 4 deg.",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 "
        "extension_s=20 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "remove-from-the-inner-wells",
        "OT-2: remove 150 µl medium from B2-G11, then add 150 µl fresh medium to the same wells.",
        "transfer volume_ul=150 wells=60 @opentrons_ot2 > transfer volume_ul=150 wells=60 "
        "@opentrons_ot2",
    ),
]

ROUND_23: list[Case] = [  # round twenty-three: final10, plainreq5 and protocolsteps
    (
        "denature-is-a-heat-step",
        "Denature the samples at 95 °C for 3 min on the ODTC.",
        "incubate temperature_c=95 duration_s=180 @inheco_odtc",
    ),
    (
        "until-clear-after-a-stated-time",
        "Place the plate on the Biomek i7 magnet for 4 min, until the supernatant is clear, "
        "then remove 100 µL of supernatant.",
        "magnetic_separation duration_s=240 @biomek_i7_hybrid > transfer volume_ul=100",
    ),
    (
        "remove-and-discard-is-one-removal",
        "On the Biomek i5, remove and discard 180 µL of supernatant from each well.",
        "transfer volume_ul=180 @biomek_i5",
    ),
    (
        "rpm-with-its-force-in-brackets",
        "Centrifuge the tubes for 5 min at 14,000 rpm (~20,000 x g) in the 5424 R.",
        "spin rcf_g=20000 duration_s=300 @eppendorf_5424r",
    ),
    (
        "an-erratum-in-square-brackets",
        "Spin 2 min at 600 × g [Erratum, v1.2: this should read 900 × g], then read A490.",
        "spin rcf_g=900 duration_s=120 > read_absorbance wavelength_nm=490",
    ),
    (
        "a-stock-strength-is-no-setting",
        "Dispense 5 µL of 2X SYBR master mix (with the 20X primer mix added) into every well of "
        "the 384-well PCR plate on the STAR.",
        "transfer volume_ul=5 @hamilton_star",
    ),
    (
        "the-hotel-called-cytomat-24",
        "Read A450 on the SpectraMax. After the read, have the PF400 put the plate into the "
        "Cytomat 24 for storage.",
        "read_absorbance wavelength_nm=450 @spectramax_i3x > move_plate @precise_pf400 > store "
        "@cytomat_24",
    ),
    (
        "after-meaning-afterwards",
        "Make spin in VSpin 1 min at 600 x g, after read absorbance 405 nm in SpectraMax.",
        "spin rcf_g=600 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=405 "
        "@spectramax_i3x",
    ),
    (
        "during-meaning-for",
        "Please to shake plate during 3 min at 700 rpm on BioShake.",
        "shake speed_rpm=700 duration_s=180 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "a-plate-number-is-no-setting",
        "Please retrieve the plate number 4 (barcode 88231) from the plate hotel.",
        "retrieve @cytomat_24",
    ),
    (
        "what-the-magnet-is-for",
        "Put the plate on magnet of Biomek i7 during two minutes, beads must be pelleted.",
        "magnetic_separation duration_s=120 @biomek_i7_hybrid",
    ),
    (
        "sealed-with-settings-in-a-once-clause",
        "Once the assay plate is sealed (165 C, 2.5 sec), spin it 1 min at 1000 x g.",
        "seal temperature_c=165 duration_s=2.5 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "right-before-the-read",
        "Send the plate to the hotel once it's been read at 490 nm; shake it 20 s at 400 rpm "
        "right before the read.",
        "shake speed_rpm=400 duration_s=20 > read_absorbance wavelength_nm=490 > store @cytomat_24",
    ),
    (
        "carried-over-for-a-read",
        "Robot arm: take the plate from the peeler to the HiG4, spin it 1000 xg for 2 min, then "
        "carry it over to the reader for an A600 read.",
        "move_plate @precise_pf400 > spin rcf_g=1000 duration_s=120 @bionex_hig4 > move_plate "
        "@precise_pf400 > read_absorbance wavelength_nm=600",
    ),
    (
        "spin-before-it-goes-on",
        "LabChip: DNA 1K assay on columns 1-3 (24 samples). Spin the plate at 800 x g for 1 min "
        "before it goes on.",
        "spin rcf_g=800 duration_s=60 > run_assay assay=dna_1k sample_count=24 "
        "@labchip_gx_touch_ht",
    ),
    (
        "a-count-changed-by-an-arrow",
        "LabChip GX run - sample count 24 → 48 (two columns more this time, DNA 1K chip).",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
]

ROUND_24: list[Case] = [  # after round twenty-four: final11 misses
    (
        "n-for-and-between-steps",
        "pls spin the plate 1 min 1000g then peel n read 405 thx",
        "spin rcf_g=1000 duration_s=60 > peel > read_absorbance wavelength_nm=405",
    ),
    (
        "fragment-sizes-and-nanomolar-are-no-settings",
        "LabChip GX Touch: DNA 1K assay on the library plate, 16 samples. Libraries are about "
        "4 nM, 200–600 bp.",
        "run_assay assay=dna_1k sample_count=16 @labchip_gx_touch_ht",
    ),
]

ROUND_25: list[Case] = [  # final12 and chatreq, the last batches of the session
    (
        "a-long-magnet-time-is-still-a-magnet",
        "biomek i5: magnet 75 min, the beads take ages",
        "halted",
    ),
    (
        "a-two-digit-magnet-time",
        "biomek i7: magnet 12 min",
        "magnetic_separation duration_s=720 @biomek_i7_hybrid",
    ),
]

ROUND_26: list[Case] = [  # nanomolar against a wavelength typed with a capital M
    (
        "a-wavelength-typed-as-nM",
        "can u do an absorbance read at 405nM on the spectramax pls",
        "read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
]
