"""Faithful-plan cases of rounds 27 on (the session after round 26): each class the fresh
unseen batches showed, in our own phrasing. Read by tests/faithful_cases.py."""

from __future__ import annotations

Case = tuple[str, str, str]

_PCR_Q5 = (
    "run_pcr cycles=32 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
    "denaturation_s=10 annealing_c=64 annealing_s=20 extension_c=72 extension_s=40 "
    "final_extension_c=72 final_extension_s=180 hold_c=4 @inheco_odtc"
)

ROUND_27: list[Case] = [  # PCR programs written with the end and the start as words
    (
        "at-the-end-before-the-final-step",
        "PCR on the ODTC please: 98 °C 30 s first, then 32 cycles of 98 °C 10 s, 64 °C 20 s, "
        "72 °C 40 s, at the end 72 °C 3 min and keep at 4 °C.",
        _PCR_Q5,
    ),
    (
        "finally-before-the-final-step",
        "odtc pcr - 98C 30s, then 32 cycles 98C 10s, 64C 20s, 72C 40s, finally 72C 3min, hold 4C",
        _PCR_Q5,
    ),
    (
        "a-sentence-that-opens-with-before",
        "Please do PCR in ODTC. 32 cycles: 98 degree 10 second, 64 degree 20 second, 72 degree "
        "40 second. Before, 98 degree 30 second. At the end 72 degree 3 minute and keep in 4 "
        "degree.",
        _PCR_Q5,
    ),
    (
        "beforehand-with-two-steps-is-not-read",
        "ODTC: 32 cycles of 98 °C 10 s, 64 °C 20 s, 72 °C 40 s. Beforehand, 98 °C 30 s and "
        "95 °C 2 min. Then 72 °C 3 min, hold 4 °C.",
        "ask",
    ),
    (
        "keep-with-a-time-is-no-hold",
        "ODTC PCR: 98 °C 30 s, 32 cycles of 98 °C 10 s / 64 °C 20 s / 72 °C 40 s, 72 °C 3 min, "
        "then keep at 10 °C for 10 min",
        "ask",
    ),
    (
        "before-running-it-moves-the-seal",
        "Run the ODTC program (98 °C 30 s; 32 cycles of 98 °C 10 s, 64 °C 20 s, 72 °C 40 s; "
        "72 °C 3 min; hold 4 °C). Before running it, seal the plate at 170 °C for 2 s.",
        "seal temperature_c=170 duration_s=2 > " + _PCR_Q5.replace(" @inheco_odtc", ""),
    ),
    (
        "before-starting-the-program-moves-the-spin",
        "Start the CFX384 program: 95 °C 3 min, 40 cycles of 95 °C 10 s and 60 °C 30 s. Just "
        "before starting the program, spin the plate at 1000 x g for 1 min.",
        "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 "
        "initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 "
        "annealing_s=30 @biorad_cfx384",
    ),
    (
        "french-at-the-end-and-before-launching",
        "Lancer la PCR sur l'ODTC : 98 °C 30 s, puis 32 cycles 98 °C 10 s, 64 °C 20 s, 72 °C "
        "40 s, et 72 °C 3 min à la fin, garder à 4 °C. Avant de la lancer, sceller à 170 °C "
        "pendant 2 s.",
        "seal temperature_c=170 duration_s=2 > " + _PCR_Q5.replace(" hold_c=4", ""),
    ),
]

ROUND_28: list[Case] = [  # fresh batches eln1, intl1, dictated1: notebook forms, second-language
    # English, dictation
    (
        "a-notebook-form-with-an-action-and-repetitions",
        "Instrument: Biomek i7\nAction: mix\nVolume: 60 µL\nRepetitions: 6\nWells: row B "
        "(96-well plate)",
        "mix volume_ul=60 cycles=6 wells=12 @biomek_i7_hybrid",
    ),
    (
        "a-notebook-form-without-an-action",
        "Reagent addition\nInstrument: Hamilton STAR\nVol: 30 µL\nSource: reservoir\nDest: "
        "96-well plate, columns 7-12",
        "transfer volume_ul=30 wells=48 @hamilton_star",
    ),
    (
        "excitation-and-emission-fields-are-a-fluorescence-read",
        "Far-red readout\nReader: SpectraMax i3x\nEx: 540 nm\nEm: 590 nm",
        "read_fluorescence excitation_nm=540 emission_nm=590 @spectramax_i3x",
    ),
    (
        "an-emission-field-beyond-the-reader",
        "Readout\nReader: SpectraMax i3x\nEx: 760 nm\nEm: 910 nm",
        "halted",
    ),
    (
        "a-speed-field-of-five-is-a-dial-setting",
        "Shaking\nDevice: BioShake\nSpeed: 4\nTime: 3 min",
        "ask",
    ),
    (
        "a-program-table-with-a-cycles-row",
        "ODTC program, amplicon plate\nStep\tTemp\tTime\nInit denat\t95 °C\t2 min\nDenat\t95 °C\t"
        "15 s\nAnneal\t58 °C\t30 s\nExtend\t72 °C\t40 s\nCycles\t28\t\nFinal ext\t72 °C\t4 min\n"
        "Hold\t10 °C\t∞",
        "run_pcr cycles=28 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=15 annealing_c=58 annealing_s=30 extension_c=72 extension_s=40 "
        "final_extension_c=72 final_extension_s=240 hold_c=10 @inheco_odtc",
    ),
    (
        "a-transfer-with-no-volume-asks-even-with-a-second-step",
        "Move the cleared lysate into a fresh deep-well plate, then park it in the cold store "
        "at 4 °C.",
        "ask",
    ),
    (
        "a-spoken-alternative-in-words",
        "read absorbance at five sixty two or five ninety five not sure which",
        "ask",
    ),
    (
        "or-was-it-between-two-times",
        "shake the plate at 900 rpm for three or was it four minutes",
        "ask",
    ),
    (
        "a-plain-word-program-name-after-program",
        "peel the plates then run program genomic on the KingFisher Flex",
        "peel > run_program program=genomic @kingfisher_flex",
    ),
    (
        "a-plain-word-program-name-before-programme",
        "beads are already in, just start the plasmid programme on the KF Flex",
        "run_program program=plasmid @kingfisher_flex",
    ),
    (
        "the-extraction-program-names-no-program",
        "run the extraction program on the KingFisher Flex with the MagMAX_Core name please",
        "run_program program=MagMAX_Core @kingfisher_flex",
    ),
    (
        "everything-on-the-named-handler-at-the-end",
        "add 30 microlitres of buffer then shake 800 rpm for two minutes then incubate at 10 "
        "degrees for five minutes everything on the biomek i7",
        "transfer volume_ul=30 @biomek_i7_hybrid > shake speed_rpm=800 duration_s=120 "
        "@biomek_i7_hybrid > incubate temperature_c=10 duration_s=300 @biomek_i7_hybrid",
    ),
    (
        "a-polite-form-key-with-its-values",
        "Would you please mix the wells: 6 times, 80 µL, with the Hamilton STAR.",
        "mix volume_ul=80 cycles=6 @hamilton_star",
    ),
    (
        "make-the-mix-of",
        "Please make the mix of the wells with 50 µl, 7 times, on the Biomek i5.",
        "mix volume_ul=50 cycles=7 @biomek_i5",
    ),
    (
        "swiss-thousands-before-a-force",
        "Centrifugate the plate in the 5810R with 1'500 x g during 4 Min.",
        "spin rcf_g=1500 duration_s=240 @eppendorf_5810r",
    ),
    (
        "german-hours-before-a-comma",
        "Incubation at 37 °C with 5 % CO2 during 3 Std., then read luminescence.",
        "incubate temperature_c=37 duration_s=10800 co2_percent=5 @cytomat_2c450 > "
        "read_luminescence",
    ),
    (
        "make-the-assay-is-no-revision",
        "Please make the DNA 5K assay on the LabChip GX with 24 samples.",
        "run_assay assay=dna_5k sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "reactions-and-controls-are-counts",
        "Heat kill on the ODTC (16 rxns + 2 NTC): 65 °C for 15 min",
        "incubate temperature_c=65 duration_s=900 @inheco_odtc",
    ),
    (
        "a-part-number-and-an-expiry-month",
        "Stop solution (PN 0071, exp 2026-03): 50 µL per well with the Fluent, then read A450 "
        "on the SpectraMax.",
        "transfer volume_ul=50 @tecan_fluent > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "dictated-homophones",
        "on the star add to hundred mike row litres of PBS then mix for times at fifty microlitres",
        "transfer volume_ul=200 @hamilton_star > mix volume_ul=50 cycles=4",
    ),
    (
        "pull-off-after-the-magnet",
        "On the i5, magnet for 4 min and pull off 150 µL of supernatant to waste.",
        "magnetic_separation duration_s=240 @biomek_i5 > transfer volume_ul=150 @biomek_i5",
    ),
    (
        "a-volume-above-the-largest-tips-moves-in-trips",
        "Using the Fluent, add 1.5 mL of LB to each well of a 24-well deep-well plate.",
        "transfer volume_ul=1500 @tecan_fluent",
    ),
    (
        "trips-on-a-column-selection",
        "Fill columns 1-3 of the 96 deep-well block with 1,800 µl of lysis buffer on the STAR",
        "transfer volume_ul=1800 wells=24 @hamilton_star",
    ),
    (
        "a-volume-above-the-robots-limit-still-halts",
        "On the OT-2 put 1.2 mL of medium in each well of a 24 deep well plate",
        "halted",
    ),
    (
        "decimal-outline-labels-without-a-stop",
        "Run steps 4.2–4.3 on the STAR.\n4.1 Thaw the reagents on ice.\n4.2 30 µL of wash buffer "
        "is added to each well.\n4.3 The plate is shaken at 1,000 rpm for 1 min on the "
        "BioShake.\n4.4 Read at 450 nm.",
        "transfer volume_ul=30 @hamilton_star > shake speed_rpm=1000 duration_s=60 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    (
        "a-section-comes-with-its-sub-steps",
        "Please automate section 2.\n2. CLEARING SPIN\n2.1 The deep-well plate is centrifuged "
        "at 3,000 × g for 10 min in the HiG4.\n2.2 150 µL of supernatant is transferred to a "
        "fresh plate on the i7.",
        "spin rcf_g=3000 duration_s=600 @bionex_hig4 > transfer volume_ul=150 @biomek_i7_hybrid",
    ),
    (
        "a-section-over-the-limit-still-halts",
        "Please automate section 3.\n3. CLARIFICATION\n3.1 The 96 deep-well plate is "
        "centrifuged at 9,000 × g for 10 min.\n3.2 100 µL is moved to a PCR plate on the STAR.",
        "halted",
    ),
    (
        "a-reply-that-changes-values-is-no-second-run",
        "It's the fast strain this time - so 1.2 mL per well, 37 °C and 300 rpm. Same "
        "overnight on the BioShake.\n\nOn Mon, 3 Feb 2025 at 09:00, Ana <ana@lab.org> wrote:\n"
        "> Biomek i7: 1 mL medium per well into the 24 deep-well block, then onto the\n> "
        "BioShake at 200 rpm, 30 °C, overnight.",
        "ask",
    ),
]


ROUND_29: list[Case] = [  # fresh batches bigvol1, chat2, sop1: chat pastes, SOP ranges
    (
        "chat-time-stamps-are-no-program-times",
        "[09:14] plate's set up\n[09:15] odtc: 95C 2 min, then 30 cycles of 95 15s / 58 30s / "
        "72 40s, final 72 for 4 min, hold 10",
        "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=15 annealing_c=58 annealing_s=30 extension_c=72 extension_s=40 "
        "final_extension_c=72 final_extension_s=240 hold_c=10 @inheco_odtc",
    ),
    (
        "a-chat-correction-without-a-comma",
        "[10:02] i7: 30 µL of beads into every well\n[10:03] sorry 35 µL, not 30",
        "transfer volume_ul=35 @biomek_i7_hybrid",
    ),
    (
        "every-well-except-the-edge-wells",
        "STAR: 80 µl of medium into every well except the edge wells of the 96 plate",
        "transfer volume_ul=80 wells=60 @hamilton_star",
    ),
    (
        "all-wells-but-not-the-edges",
        "Fluent - 50 uL PBS to all wells but not the edges",
        "transfer volume_ul=50 wells=60 @tecan_fluent",
    ),
    (
        "the-edge-wells-themselves",
        "Fluent: fill the edge wells with 200 µL of water to stop evaporation",
        "transfer volume_ul=200 wells=36 @tecan_fluent",
    ),
    (
        "cycles-at-a-volume-are-a-mix",
        "STAR pls mix the sample plate, 12 cycles at 90 µl",
        "mix volume_ul=90 cycles=12 @hamilton_star",
    ),
    (
        "a-step-said-to-run-first-after-the-read",
        "read luminescence 0.5 s, but shake it first, 600 rpm 2 min",
        "shake speed_rpm=600 duration_s=120 > read_luminescence integration_s=0.5",
    ),
    (
        "an-sop-range-with-the-value-used",
        "The plate is centrifuged in the VSpin at 400–800 × g (800 × g is used) for 2–5 min "
        "(use 3 min).",
        "spin rcf_g=800 duration_s=180 @agilent_vspin",
    ),
    (
        "a-set-point-with-its-tolerance",
        "The plate is incubated in the Cytomat 2C450 at 37 ± 0.5 °C, 5 % CO2, for 24 h.",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "room-temperature-with-its-range",
        "Shake on the BioShake at 500 rpm for 10 min at room temperature (18–25 °C).",
        "shake speed_rpm=500 duration_s=600 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "a-pick-outside-the-range-asks",
        "The plate is spun at 300–600 × g (use 900 × g) for 1 min.",
        "ask",
    ),
    (
        "minutes-written-as-m",
        "5424R 1.5ml tubes 14,000xg 8m 4C",
        "spin rcf_g=14000 duration_s=480 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "a-luminescence-integration-in-m-over-the-limit",
        "lum integ 3m/well on i3x",
        "halted",
    ),
    (
        "molar-is-no-minute",
        "i7: 20 µL of 1 M Tris into every well",
        "transfer volume_ul=20 @biomek_i7_hybrid",
    ),
    (
        "a-spin-said-first-at-the-end",
        "Fluent: 150ul sup -> new DW, then a4S 170C 2s; 2,000g 4m spin first",
        "spin rcf_g=2000 duration_s=240 > transfer volume_ul=150 @tecan_fluent > seal "
        "temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "a-bare-correction-inside-a-program-asks",
        "ODTC: 95C 2m init, 30cyc 95 15s / 58 30s (sorry, 60) / 72 45s, final 72 5m, hold 4C",
        "ask",
    ),
    (
        "a-store-with-its-temperature-after-an-apposition",
        "Could the plates go into the plate fridge, the Cytomat 2C425, at 4 °C overnight? I'll "
        "collect them myself tomorrow.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "an-email-signature-is-no-request",
        "Dear core team,\n\nplease spin our sealed PCR plate in the VSpin at 800 x g for 1 min "
        "and then peel it on the XPeel.\n\nWith best wishes,\n\nDr Jonas Berg\nInstitute of "
        "Biochemistry, Hauptstrasse 12, 79104 Freiburg\nTel +49 761 203 5521 | Mob 0171 "
        "4456 902",
        "spin rcf_g=800 duration_s=60 @agilent_vspin > peel @azenta_xpeel",
    ),
    (
        "a-courier-tracking-number-is-no-setting",
        "The plate ships today (tracking 1Z 442 7B9 03 5521 8810). On arrival please read it "
        "at 405 nm on the SpectraMax.",
        "read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "a-program-stage-said-first-stays-in-the-program",
        "Take the plate from the hotel, then the Flex adds 10 µL of sample, seal 165 C 3 s, then "
        "PCR on the ODTC: 95 °C 3 min first, 25 cycles of 95 °C 20 s, 60 °C 20 s, 72 °C 30 s, "
        "final 72 °C 5 min.",
        "retrieve @cytomat_24 > transfer volume_ul=10 @opentrons_flex > seal temperature_c=165 "
        "duration_s=3 > run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=20 annealing_c=60 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=300 @inheco_odtc",
    ),
    (
        "a-foreign-sign-off-ends-the-request",
        "Dear team,\n\nplease read our plate at 562 nm on the SpectraMax.\n\nMit freundlichen "
        "Grüßen,\n\nDr. Lena Vogt\nMax-Planck-Str. 4, 37077 Göttingen\nTel. +49 551 201 1733",
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "a-program-mentioned-in-the-greeting-is-the-same-run",
        "Dear core,\n\nhere are the details of our qPCR screen. Each well holds 10 µL.\n\nPlease "
        "run the plate on the CFX384: 95 °C for 3 min, then 40 cycles of 95 °C for 10 s and "
        "60 °C for 30 s. Before loading it, please spin it at 1,000 x g for 1 min in the VSpin.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > run_qpcr cycles=40 "
        "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 "
        "annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "if-possible-is-no-condition",
        "[11:02] spin on the vspin 800 xg 45 sec pls\n[11:02] before noon if possible",
        "spin rcf_g=800 duration_s=45 @agilent_vspin",
    ),
    (
        "a-plate-format-is-no-value-a-correction-takes",
        "96-well plate: add 60 µL buffer (sorry, 50) to every well on the STAR",
        "transfer volume_ul=50 @hamilton_star",
    ),
    (
        "an-apology-is-no-correction",
        "Hello! Sorry, this is a long one. I'm a new tech doing cell-free expression and I need "
        "the Fluent to add 40 µL of lysate mix to columns 1-2 of the 384-well plate, then the "
        "HiG4 to spin it at 1,000 x g for 1 min.",
        "transfer volume_ul=40 wells=32 @tecan_fluent > spin rcf_g=1000 duration_s=60 @bionex_hig4",
    ),
    (
        "who-i-am-and-what-i-work-on-is-no-step",
        "Hi, postdoc here, doing a luciferase screen. Could the SpectraMax read luminescence "
        "with 1 s integration?",
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "a-correction-after-sorry-still-applies",
        "Spin the PCR plate at 500 x g for 1 min. Sorry, 2 min.",
        "spin rcf_g=500 duration_s=120",
    ),
    (
        "a-verbless-addition-named-after-a-reagent-role",
        "Elution on the Biomek i7: 30 µL elution buffer into each well, shake 1,000 rpm 2 min on "
        "the i7 deck, then 3 min on the magnet.",
        "transfer volume_ul=30 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=120 "
        "@biomek_i7_hybrid > magnetic_separation duration_s=180 @biomek_i7_hybrid",
    ),
    (
        "a-correction-with-two-new-values-in-one-aside-asks",
        "read fluorescence at ex 530 / em 580 -- oops, ex 535 / em 590 -- on the i3x",
        "ask",
    ),
    (
        "a-titre-in-scientific-notation-is-no-setting",
        "The AAV prep is at 2.5 x 10^11 vg/mL (titred from the 10^9 dilution). Please add 10 µL "
        "to every well of the 96-well plate on the STAR.",
        "transfer volume_ul=10 @hamilton_star",
    ),
    (
        "a-wait-said-as-a-state-after-a-long-subject",
        "Absorbance is to be read at 562 nm on the SpectraMax once the BCA working reagent (150 "
        "µL per well, added by the STAR) has stood for 30 min at room temperature.",
        "transfer volume_ul=150 @hamilton_star > incubate duration_s=1800 > read_absorbance "
        "wavelength_nm=562 @spectramax_i3x",
    ),
]
