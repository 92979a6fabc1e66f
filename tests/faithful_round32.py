"""Faithful-plan cases of round 32: the classes the e-mail thread, pasted checklist and
troubleshooting batches showed, each in our own phrasing. Read by tests/faithful_cases.py.
"""

from __future__ import annotations

Case = tuple[str, str, str]

ROUND_32: list[Case] = [
    # a reagent table with the amount and its unit in two columns: each row is an addition
    (
        "reagent-table-qty-and-unit-columns",
        "Normalise on the OT-2:\n| Component | Amount | Unit |\n|---|---|---|\n"
        "| nuclease-free water | 30 | uL |\n| gDNA | 15 | uL |",
        "transfer volume_ul=30 @opentrons_ot2 > transfer volume_ul=15 @opentrons_ot2",
    ),
    (
        "reagent-table-qty-column-with-lot-numbers",
        "STAR, 96 PCR plate\n| Reagent | Qty | Unit |\n|---|---|---|\n"
        "| 2x mastermix (lot 4471) | 12.5 | µl |\n| primers 10 µM | 2.5 | µl |",
        "transfer volume_ul=12.5 @hamilton_star > transfer volume_ul=2.5 @hamilton_star",
    ),
    # Illumina index reads are reagents, not the Biomek i7 or i5
    (
        "index-primers-are-not-a-biomek",
        "On the Hamilton STAR: add 4 uL of i5/i7 index primers to every well, then 21 uL of "
        "KAPA mix, then mix 4x with 20 uL.",
        "transfer volume_ul=4 @hamilton_star > transfer volume_ul=21 @hamilton_star > "
        "mix volume_ul=20 cycles=4 @hamilton_star",
    ),
    (
        "i7-adapters-on-the-fluent",
        "Fluent - dispense 5 µl i7 adapters into columns 1-3.",
        "transfer volume_ul=5 wells=24 @tecan_fluent",
    ),
    # a selection left out of the rest: the other wells, never the ones named
    (
        "all-wells-except-a-column",
        "Add 25 uL of assay buffer to all wells except column 12 with the Biomek i7.",
        "transfer volume_ul=25 wells=88 @biomek_i7_hybrid",
    ),
    (
        "every-well-apart-from-two-rows",
        "on the flex put 40 ul media in every well apart from rows G and H",
        "transfer volume_ul=40 wells=72 @opentrons_flex",
    ),
    (
        "a-selection-taken-back-with-not",
        "Put 15 uL of spike-in into A1-A6 only, not the whole of row A (Fluent).",
        "transfer volume_ul=15 wells=6 @tecan_fluent",
    ),
    # a reply on top of the quoted message, no 'On ... wrote:' line
    (
        "reply-on-top-use-that-instead-of",
        "Re: sealing\n\nThe new film needs 172 C for 4 s per the datasheet, so use that instead "
        "of 165. Rest as below.\n\n> Seal the plate at 165 C for 2 s on the a4S, then store "
        "it in the 2C425 at 4 C.",
        "seal temperature_c=172 duration_s=4 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "reply-on-top-percent-instead-of",
        "Re: hypoxia plates\n\nRun them at 1 % CO2 instead of 5 % please, still 37 C for 48 h "
        "in the 2C450.\n\n> Incubate the 4 plates at 37 C, 5 % CO2 for 48 h.",
        "incubate temperature_c=37 duration_s=172800 co2_percent=1 @cytomat_2c450",
    ),
    (
        "reply-on-top-value-beyond-limit-halts",
        "RE: shaker\n\nJonas says 4000 rpm instead of 1000 for this resin.\n\n"
        "> Shake the plate on the BioShake at 1000 rpm for 5 min.",
        "halted",
    ),
    # a quoted question the reply answers asks for no step
    (
        "quoted-question-is-answered",
        "Re: controls\n\nUse the P300 on the OT-2: 50 ul of buffer into A1-A3 only.\n\n"
        "> All of row A, 50 ul each?",
        "transfer volume_ul=50 wells=3 @opentrons_ot2",
    ),
    (
        "quoted-question-names-the-refused-kit",
        "Re: QC\n\n24 samples, the standard DNA 1K assay on the LabChip (not High Sensitivity, "
        "the yields are fine).\n\n> High Sensitivity or 1K?",
        "run_assay assay=dna_1k sample_count=24 @labchip_gx_touch_ht",
    ),
    # an e-mail subject line is the thread's title, not a step
    (
        "subject-line-is-no-program",
        "Re: magnetic bead clean-up\n\nOn the Biomek i7: add 50 uL beads to columns 1-2, mix 8 "
        "times with 40 uL, then 3 min on the magnet.",
        "transfer volume_ul=50 wells=16 @biomek_i7_hybrid > mix volume_ul=40 cycles=8 wells=16 "
        "@biomek_i7_hybrid > magnetic_separation duration_s=180 @biomek_i7_hybrid",
    ),
    # a judged value is corrected where the step writes it, not in the complaint
    (
        "judged-value-corrected-in-the-quoted-step",
        "Re: shake\n\nQuick one: 2 min at 1200 rpm is too short for this lysis, make it 6 min. "
        "Everything else as below.\n\n> BioShake: shake the plate 2 min at 1200 rpm, then read "
        "absorbance at 405 nm.",
        "shake speed_rpm=1200 duration_s=360 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=405",
    ),
    # a report of the last run, then a request after 'so please'
    (
        "report-then-so-please",
        "The standards were saturated last time, so please lower the gain... no, just read "
        "luminescence with a 0.5 s integration on the SpectraMax.",
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "report-then-so-please-beyond-limit",
        "Counts were too low yesterday, so please raise the integration to 75 s per well when "
        "you read luminescence on the i3x.",
        "halted",
    ),
    # a troubleshooting request: the reported run is history, 'instead' replaces it
    (
        "reported-spin-replaced-instead",
        "Pellet was still loose after 800 x g for 5 min on the VSpin. Use the HiG4 instead and "
        "spin 2,500 x g for 10 min.",
        "spin rcf_g=2500 duration_s=600 @bionex_hig4",
    ),
    (
        "reported-program-replaced-instead",
        "The KingFisher aborted the MagMAX_Pure program at 10:12 (error 31). Reload the plates "
        "and run program MagMAX_Pure_slow instead.",
        "run_program program=MagMAX_Pure_slow @kingfisher_flex",
    ),
    (
        "new-value-in-place-old-one-the-earlier-run",
        "Same as Monday - shake 3 min at 800 rpm on the BioShake, then absorbance - but read at "
        "570 nm instead of 562. The 562 read was saturated.",
        "shake speed_rpm=800 duration_s=180 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=570",
    ),
    (
        "lets-go-is-no-step",
        "Cells kept floating after 1,500 x g on the HiG4. Let's go hard this time: 7000 x g "
        "for 15 min, same 96-well plate.",
        "halted",
    ),
    (
        "finally-after-its-subject-is-no-step",
        "Seal at 175 C for 3 s on the a4S so that it finally holds, then peel it on the XPeel.",
        "seal temperature_c=175 duration_s=3 @azenta_a4s > peel @azenta_xpeel",
    ),
    # an 'instead of' inside a report of the last run is that run's; the steps keep theirs
    (
        "history-instead-of-keeps-this-runs-value",
        "Digest ran short last time (10 min instead of 45). The STAR adds 5 uL of enzyme; then "
        "incubate at 37 °C for 45 min on the ODTC.",
        "transfer volume_ul=5 @hamilton_star > incubate temperature_c=37 duration_s=2700 "
        "@inheco_odtc",
    ),
    (
        "history-used-x-instead-of-y",
        "Last week's plate came out odd because the transfer used 20 ul instead of 40 ul. This "
        "time: 40 ul of buffer into each well with the Fluent.",
        "transfer volume_ul=40 @tecan_fluent",
    ),
    # a well written like a phone's 'b4' stays a well
    (
        "well-b4-is-no-before",
        "Put 15 uL of spike-in into B1-B4 only, not the whole of row B (Fluent).",
        "transfer volume_ul=15 wells=4 @tecan_fluent",
    ),
    # a cycling table whose stage column is the row's name; a cycles row with its count
    (
        "cycling-table-stage-column",
        "qPCR on the CFX384\n| stage | °C | time |\n|---|---|---|\n| activation | 95 | 3 min |\n"
        "| cycles | 45 | |\n| denature | 95 | 10 s |\n| anneal/extend | 58 | 45 s |",
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=45 @biorad_cfx384",
    ),
    (
        "cycles-written-as-a-repeat-sign",
        "CFX384: 95 °C 3 min; 39× (95 °C 10 s, 60 °C 45 s)",
        "run_qpcr cycles=39 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=45 @biorad_cfx384",
    ),
    # a value the writer says to ignore; a time of day; an auto-reply in the thread
    (
        "a-value-to-ignore",
        "Spin the 50 mL tubes at 2,800 x g for 10 min at 4 °C in the 5810 R. The 3,500 rpm "
        "on the old sheet was for another rotor, ignore it.",
        "spin rcf_g=2800 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "plates-ready-at-a-clock-hour",
        "Plates ready at 10. Read absorbance at 450 nm on the SpectraMax.",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "auto-reply-in-a-thread",
        "Re: beads\n\nShake at 1,500 rpm for 3 min on the BioShake, as discussed.\n\n"
        "> Automatic reply: out of the office until 12 May, call 020 7946 0958.\n>\n"
        "> > Which speed for the bead plate?",
        "shake speed_rpm=1500 duration_s=180 @qinstruments_bioshake_3000t_elm",
    ),
    # a value rejected in so many words is never run; the plan asks when it still holds it
    (
        "rejected-value-still-in-a-step-asks",
        "Re: MTT\n\nRead at 570 nm after the spin - spin first, 700 xg for 3 min (not 1,500; "
        "the VSpin stops at 1,000).\n\n> Spin 1,500 x g 3 min and read absorbance at 570 nm.",
        "ask",
    ),
    # an arrow before the wells is where the liquid goes, not the next step
    (
        "arrow-into-wells",
        "Step  Device      Action       Parameters\n1     Fluent      add buffer   60 µL -> wells "
        "A1:D6\n2     SpectraMax  read         absorbance 405 nm",
        "transfer volume_ul=60 wells=24 @tecan_fluent > read_absorbance wavelength_nm=405 "
        "@spectramax_i3x",
    ),
    # spoken: a bare 'no' between two ranges corrects the first
    (
        "spoken-range-corrected-with-no",
        "add twenty mic to columns one to two no one to four on the flex",
        "transfer volume_ul=20 wells=32 @opentrons_flex",
    ),
    # a move to an instrument after its only step is out of order
    (
        "move-to-the-reader-after-the-read-halts",
        "Read fluorescence at ex 485 / em 528 on the SpectraMax. Then have the PF400 carry the "
        "plate over to the SpectraMax.",
        "halted",
    ),
    # a deviation record: the planned values for 'at the planned settings', the corrective
    # action only, never the failed run's values
    (
        "deviation-planned-settings",
        "DEV-2025-0042. Planned vs. actual (step 3, plate seal): 175 °C vs 160 °C; 2.5 s vs 1 s.\n"
        "Root cause: wrong seal profile loaded.\nCorrective action: re-seal on the a4S at the "
        "planned settings.",
        "seal temperature_c=175 duration_s=2.5 @azenta_a4s",
    ),
    (
        "deviation-planned-time-inline",
        "DEV-2025-0051: substrate step cut short (planned 45 min, actual 20 min). Corrective "
        "action: add 100 uL substrate per well on the Fluent, then incubate at 37 °C for the "
        "planned time.",
        "transfer volume_ul=100 @tecan_fluent > incubate temperature_c=37 duration_s=2700",
    ),
    (
        "deviation-planned-reference-unsettled-asks",
        "DEV-2025-0060. Spin and seal both ran wrong last night. Corrective action: spin the "
        "plate on the HiG4 at the planned settings, then read absorbance at 600 nm.",
        "ask",
    ),
    (
        "deviation-history-before-the-corrective-action",
        "Deviation DEV-2025-0077 (SOP-AS-003 v2). The plate was shaken at 1,800 rpm for 10 min "
        "instead of 900 rpm. Corrective action: shake a fresh plate on the BioShake at 900 rpm "
        "for 10 min, then read luminescence with 1 s integration.",
        "shake speed_rpm=900 duration_s=600 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=1",
    ),
    (
        "deviation-report-names-the-tubes",
        "DEV-2025-0081. Lysates in 15 mL conical tubes were spun in the wrong rotor. Corrective "
        "action: re-spin at 2,000 x g, 10 min, 4 °C in the 5810 R.",
        "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "repeat-a-step-number-the-text-does-not-write",
        "Repeat step 5 on the HiG4 - spin at 2,000 x g for 3 min.",
        "spin rcf_g=2000 duration_s=180 @bionex_hig4",
    ),
    # a reply that confirms the quoted question takes its content
    (
        "yes-confirms-the-quoted-question",
        "Yes, 40 uL is right. Columns 1-3 only.\n\nOn Mon, Core Robotics wrote:\n> Just "
        "checking: 40 uL per well into the 96-well plate on the STAR? And which columns?",
        "transfer volume_ul=40 wells=24 @hamilton_star",
    ),
    # a comment beside a call names the labware
    (
        "code-comment-names-the-plate",
        'fluent.dispense(vol=0.5, unit="mL")  # 96-well PCR plate, all wells',
        "halted",
    ),
    # chat bubbles: a starred correction, a line that only says when, a return line
    (
        "starred-correction-bubble",
        "read fitc on the i3x ex 485 em 520\n14:02 *em 535 pls, 520 clips",
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "starred-correction-with-a-unit",
        "spin the plate on the hig4 1500g 2min\n*2000g",
        "spin rcf_g=2000 duration_s=120 @bionex_hig4",
    ),
    (
        "a-line-that-says-when",
        "read abs 600 on the spectramax\nafter 30 min at 30c in the incubator\nthen back in "
        "the incubator",
        "incubate temperature_c=30 duration_s=1800 @cytomat_2c450 > read_absorbance "
        "wavelength_nm=600 @spectramax_i3x > store @cytomat_2c450",
    ),
    (
        "a-number-that-is-a-subject",
        "read luminescence on the i3x, 1 s integration - sorry, 0.5 s saturates",
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    # a method transfer: the other lab's instrument is context when ours is named for the work
    (
        "their-instrument-our-instrument",
        "Method transfer from Leeds: on our Janus we dispense 30 uL of substrate per well - "
        "please use your Fluent for that. Then read absorbance at 405 nm on your SpectraMax.",
        "transfer volume_ul=30 @tecan_fluent > read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "their-instrument-alone-still-asks",
        "On our Janus we dispense 30 uL of substrate per well; can you do the same?",
        "ask",
    ),
    # a value turned down beside another of its kind is no setting of the step
    (
        "value-turned-down-in-the-clause",
        "Per the reviewer: shake at 1,400 rpm, not 1,000 rpm, for 3 min on the BioShake.",
        "shake speed_rpm=1400 duration_s=180 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "and-last-a-step",
        "First the OT-2 puts 20 uL of cells into columns 1-2, then 30 minutes at 37 °C in the "
        "2C450, and last a read at 600 nm on the i3x.",
        "transfer volume_ul=20 wells=16 @opentrons_ot2 > incubate temperature_c=37 "
        "duration_s=1800 @cytomat_2c450 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "acceptance-criteria-ticket",
        "LAB-77 Acceptance criteria:\n- Given the plate, when the Fluent adds 40 µL of "
        "substrate to columns 7-12, then it is read at 450 nm on the SpectraMax",
        "transfer volume_ul=40 wells=48 @tecan_fluent > read_absorbance wavelength_nm=450 "
        "@spectramax_i3x",
    ),
    # a store asked alone is a store alone: no recipe addition, no peel it says is not needed
    (
        "store-alone-no-peel-needed",
        "put the plate in the plate fridge at 4 C over the weekend, it's sealed, no need to peel",
        "store temperature_c=4 @cytomat_2c425",
    ),
    # labelled alternatives: only the chosen one runs
    (
        "option-marked-chosen",
        "Option 1: spin 1 min at 500 x g on the VSpin, read at 450 nm.\nOption 2 (preferred): "
        "spin 2 min at 800 x g on the VSpin, read at 450 nm.",
        "spin rcf_g=800 duration_s=120 @agilent_vspin > read_absorbance wavelength_nm=450",
    ),
    (
        "option-picked-in-a-sentence",
        "Plan A: Fluent adds 20 uL to columns 1-6.\nPlan B: Fluent adds 30 uL to columns 1-6."
        "\nLet's go with plan B.",
        "transfer volume_ul=30 wells=48 @tecan_fluent",
    ),
    # a request that writes its steps gets no recipe's steps beside them
    (
        "read-an-elisa-plate-is-a-read",
        "pls read the ELISA plate from this morning at 450 nm on the SpectraMax, lot 88-12",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "reagent-already-added-is-no-step",
        "Nano-Glo (50 uL/well already added): shake 3 min at 600 rpm on the BioShake, then read "
        "luminescence with 1 s integration.",
        "shake speed_rpm=600 duration_s=180 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=1",
    ),
    (
        "cells-seeded-incubate-only",
        "Cells are seeded already. Put the plate in the 2C450 at 37 °C, 5% CO2 for 24 h.",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    # ... while a request for the assay as a whole still gets the recipe
    (
        "whole-assay-keeps-its-recipe",
        "Run a BCA assay on the 8 lysates and read at 562 nm.",
        "read_absorbance wavelength_nm=562",
    ),
]
