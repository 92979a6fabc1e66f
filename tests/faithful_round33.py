"""Faithful-plan cases of round 33: the classes the meeting-minutes, ticket and Markdown
batches (and a re-read of older approvals that dropped or moved a step) showed, each in our
own phrasing. Read by tests/faithful_cases.py.
"""

from __future__ import annotations

Case = tuple[str, str, str]

ROUND_33: list[Case] = [
    # an observation after a dash is no step; the step before the dash still runs
    (
        "observation-after-a-dash-keeps-the-step",
        "The PF400 moves the plate to the BioShake, then shake at 1,500 rpm for 30 s to "
        "resuspend - the wells should look even afterwards.",
        "move_plate @precise_pf400 > shake speed_rpm=1500 duration_s=30 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    (
        "observation-after-a-semicolon",
        "Shake 2 min at 900 rpm on the BioShake; the pellet should be gone by then.",
        "shake speed_rpm=900 duration_s=120 @qinstruments_bioshake_3000t_elm",
    ),
    # a JSON array pasted row by row: every row is a logged step
    (
        "json-array-log-redo-the-failed-rows",
        '[\n {"seq": 1, "instrument": "Fluent", "action": "Transfer", "volume_uL": 40, '
        '"status": "ok"},\n {"seq": 2, "instrument": "BioShake", "action": "Shake", '
        '"rpm": 900, "time_s": 45, "status": "error"},\n {"seq": 3, "instrument": "SpectraMax", '
        '"action": "Absorbance", "nm": 600, "status": "ok"}\n]\nRedo only what failed.',
        "shake speed_rpm=900 duration_s=45 @qinstruments_bioshake_3000t_elm",
    ),
    # a log row the reader cannot place: a replay would drop it, so the plan asks
    (
        "log-row-without-a-verb-is-not-dropped",
        "run record 12/03\n1  HiG4   2,000 x g, 3 min            done\n"
        "2  STAR   150 uL supernatant -> fresh plate   done\n\nSame again for plate 2, "
        "everything.",
        "ask",
    ),
    # a list of steps after 'rerun': all of them
    (
        "rerun-a-list-of-logged-steps",
        "time,device,command,args\n10:01,star,aspirate_dispense,vol=20ul\n"
        "10:05,a4s,seal,temp=165C;time=2s\n10:06,vspin,spin,rcf=800;time=30s\n\n"
        "pls rerun the seal and the spin for the second plate, same settings",
        "seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=800 duration_s=30 "
        "@agilent_vspin",
    ),
    # 'going with that' takes the one reply in the thread
    (
        "forum-going-with-that-takes-the-reply",
        "Q: Pellets loose after 500 x g for 5 min on the VSpin.\n\nReply: try 900 x g for "
        "8 min.\n\nEDIT: going with that.",
        "spin rcf_g=900 duration_s=480",
    ),
    # 'first of all' at the end of a clause: it runs first
    (
        "first-of-all-at-the-end",
        "Read absorbance at 405 nm; 30 µL substrate goes in with the Fluent first of all.",
        "transfer volume_ul=30 @tecan_fluent > read_absorbance wavelength_nm=405",
    ),
    (
        "as-the-very-first-step",
        "Seal at 170 °C for 2 s, then spin 1 min at 1,000 x g. Peel the old foil as the very "
        "first step.",
        "peel > seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60",
    ),
    # 'Magnet, 2 min' in a list: a magnet step, never a wait
    (
        "magnet-as-a-list-step",
        "On the Biomek i5:\n1. Add 30 uL beads.\n2. Magnet, 3 min.\n3. Remove 50 uL supernatant.",
        "transfer volume_ul=30 @biomek_i5 > magnetic_separation duration_s=180 @biomek_i5 > "
        "transfer volume_ul=50 @biomek_i5",
    ),
    (
        "magnet-on-the-i7-for-minutes",
        "Magnet on the Biomek i7 for 4 min, then move 40 µL of eluate into the PCR plate.",
        "magnetic_separation duration_s=240 @biomek_i7_hybrid > "
        "transfer volume_ul=40 @biomek_i7_hybrid",
    ),
    # a note that changes a written step's value is applied to that step, never added
    (
        "note-changes-the-mix-volume-of-step-1",
        "1. Mix 10 times with 150 uL on the STAR.\n2. Spin at 300 x g for 1 min.\n\n"
        "Note: use 120 uL for the mix in step 1.",
        "mix volume_ul=120 cycles=10 @hamilton_star > spin rcf_g=300 duration_s=60",
    ),
    (
        "bullet-note-in-step-2-use-instead",
        "Procedure\n1. Add 50 µL buffer with the Fluent.\n2. Incubate 20 min at 37 °C.\n"
        "Notes\n- In step 2, use 30 min instead.",
        "transfer volume_ul=50 @tecan_fluent > incubate temperature_c=37 duration_s=1800",
    ),
    (
        "nb-step-should-be",
        "1. Spin at 1,000 x g for 1 min.\n2. Read absorbance at 450 nm.\n\n"
        "NB - step 1 should be 2 min.",
        "spin rcf_g=1000 duration_s=120 > read_absorbance wavelength_nm=450",
    ),
    (
        "note-for-a-step-it-cannot-place-asks",
        "Add 20 µL buffer on the STAR, then mix 15 times with 100 µl, then add 30 µL beads.\n"
        "Use 80 µL for the mix in step 2.",
        "ask",
    ),
    # a vendor followed by a verb in the third person is that vendor's instrument
    (
        "hamilton-inoculates",
        "Hamilton inoculates 5 uL of starter culture into every well, then OD600 on the "
        "plate reader.",
        "transfer volume_ul=5 @hamilton_star > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "tecan-aliquots",
        "Tecan aliquots 100 µL of medium into the 96-well plate.",
        "transfer volume_ul=100 @tecan_fluent",
    ),
    # 'after/once the plate is peeled' asks for the peel
    (
        "once-the-plate-is-peeled",
        "Read luminescence, 1 s integration, once the plate is peeled.",
        "peel > read_luminescence integration_s=1",
    ),
    # 'X first, values, and Y before Z': the 'first' stays with its own step
    (
        "first-then-values-then-another-step",
        "Fluorescence read (ex 485 / em 535) on the i3x, but shake the plate on the BioShake "
        "first, 1,200 rpm 1 min, and peel it before the read.",
        "shake speed_rpm=1200 duration_s=60 @qinstruments_bioshake_3000t_elm > peel > "
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    # a ticket: the header fields between bars are no values; the summary names the steps
    (
        "ticket-fields-between-bars",
        "REQ-20417 | Summary: spin and read plate AB-12\nRequested by: T. Moyo | Priority: "
        "2-High\nDescription: Spin at 800 x g for 2 min, then read absorbance at 562 nm.\n"
        "Acceptance criteria: CV < 10 % across 3 replicates.",
        "spin rcf_g=800 duration_s=120 > read_absorbance wavelength_nm=562",
    ),
    # a ticket comment that corrects a value, and who wrote it
    (
        "ticket-comment-corrects-a-volume",
        "Summary: Media into deep-well plate\nDescription: Fluent: transfer 600 µL of media "
        "into each well of the deep-well plate.\nComment (R. Osei): make it 500 µL, 600 "
        "overflows.",
        "transfer volume_ul=500 @tecan_fluent",
    ),
    (
        "ticket-comment-with-time-stamp-corrects-a-time",
        "Description: Incubate at 37 °C for 30 min in the Cytomat 2C450, then read "
        "luminescence.\n[L. Park, 10:42] correction - 45 min, not 30.",
        "incubate temperature_c=37 duration_s=2700 @cytomat_2c450 > read_luminescence",
    ),
    # a minus written against a corrected value is the value's own
    (
        "correction-to-a-negative-temperature-halts",
        "Park the plate in the 2C425 at 4 °C -- sorry, -20 °C.",
        "halted",
    ),
    # a reply to review comments: the quoted method with the reply's new values
    (
        "review-reply-revises-the-spin",
        'Referee 1 wanted a harder spin. Original methods text: "The plate was centrifuged at '
        '400 x g for 1 min and absorbance was read at 405 nm." Reply: agreed, we now spin at '
        "900 x g for 1 min; the read is unchanged. Please run the revised method.",
        "spin rcf_g=900 duration_s=60 > read_absorbance wavelength_nm=405",
    ),
    (
        "review-reply-moves-the-spin-to-a-named-centrifuge",
        "Original: “Lysates were spun at 1,500 x g for 10 min, then 40 µL was moved to a fresh "
        "plate with the STAR.” Response: we now spin at 2,500 x g for 10 min on the HiG4; the "
        "transfer is unchanged. Please run it.",
        "spin rcf_g=2500 duration_s=600 @bionex_hig4 > transfer volume_ul=40 @hamilton_star",
    ),
    (
        "review-reply-declines-a-suggestion",
        "Reviewer 2 suggested reading at 600 nm. Original: “Absorbance was read at 562 nm on the "
        "SpectraMax.” Response: we respectfully disagree and kept 562 nm (the BCA maximum). "
        "Please run the method.",
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "review-reply-adds-a-step-asks",
        "Original: “Cells were shaken for 5 min at 800 rpm on the BioShake.” Response: we added "
        "a luminescence read right after the shake. Please run the revised method.",
        "ask",
    ),
    (
        "review-reply-with-a-setting-number-asks",
        "Original: “Plates were shaken 2 min at 1,000 rpm on the BioShake.” Response: the plate "
        "is now shaken on speed setting 4 for 2 min. Please run it.",
        "ask",
    ),
    (
        "review-reply-adds-a-step-where-it-says",
        "Original text: “The Fluent added 30 µL of reagent to every well.” Response: the Fluent "
        "now also mixes every well 4 times with 30 µL after the addition. Please run it.",
        "transfer volume_ul=30 @tecan_fluent > mix volume_ul=30 cycles=4 @tecan_fluent",
    ),
    (
        "review-reply-new-step-with-no-place-asks",
        "Original text: “The Fluent added 30 µL of reagent to every well.” Response: the Fluent "
        "now also mixes every well 4 times with 30 µL. Please run it.",
        "ask",
    ),
    # 'as before,' is 'like last time', no order word
    (
        "as-before-is-no-order",
        "Run program DNA_200 on the KingFisher Flex. As before, the PF400 then moves the plate "
        "to the Cytomat 2C425.",
        "run_program program=DNA_200 @kingfisher_flex > move_plate @precise_pf400",
    ),
    # a retired program is no step
    (
        "retired-program-is-not-run",
        "The old program (Viral_RNA_v1) was retired last month. Run program Viral_RNA_v3 on the "
        "KingFisher Flex.",
        "run_program program=Viral_RNA_v3 @kingfisher_flex",
    ),
    # a pasted plate map: wells named by what they hold
    (
        "region-map-names-the-pellet-wells",
        "Layout (96 PCR plate):\nA1-H4: cell pellets\nA5-H12: empty\n\nSTAR: add 30 µL lysis "
        "buffer to the pellet wells, then spin 1 min at 300 x g.",
        "transfer volume_ul=30 wells=32 @hamilton_star > spin rcf_g=300 duration_s=60",
    ),
    (
        "grid-map-every-used-well",
        "Map:\n   1   2   3   4   5   6\nA  S1  S1  S5  S5  -   -\nB  S2  S2  S6  S6  -   -\n"
        "C  S3  S3  S7  S7  -   -\nD  S4  S4  S8  S8  -   -\n"
        "Add 50 µL detection reagent to every well that's used, then read luminescence.",
        "transfer volume_ul=50 wells=16 > read_luminescence",
    ),
    (
        "region-map-two-regions-on-a-line",
        "Plate (96 flat): B2-G11 = cells; all outer wells = medium only\n"
        "Fluent: 10 µL compound into the cell wells.",
        "transfer volume_ul=10 wells=60 @tecan_fluent",
    ),
    (
        "region-map-with-a-step-in-the-label-is-no-map",
        "A1-H6: add 40 µL buffer with the Fluent\nA7-H12: add 40 µL water with the Fluent",
        "transfer volume_ul=40 wells=48 @tecan_fluent > transfer volume_ul=40 wells=48 "
        "@tecan_fluent",
    ),
    # a question answered on the next line
    (
        "choice-answered-on-the-next-line",
        "read abs on the plate - 450 or 490??\n450, it's TMB\nspin 1 min at 500 x g before "
        "the read",
        "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=450",
    ),
    # a bare temperature after a time, kept by the incubator it names
    (
        "time-then-bare-temperature-in-the-incubator",
        "two hours at 37 in the incubator, then OD600 on the reader",
        "incubate temperature_c=37 duration_s=7200 > read_absorbance wavelength_nm=600",
    ),
    # what someone said first, before the meeting settled on another value
    (
        "first-said-then-agreed",
        "Minutes: seal the plates at 170 °C for 2 s. KL first said spin them at 2,000 x g, but "
        "we agreed 1,000 x g for 1 min on the VSpin.",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "said-first-changed-to-in-brackets",
        "Agreed: BioShake at 37 °C, 600 rpm, 20 min (PT said 30 °C first, changed to 37 after "
        "discussion), then read absorbance at 600 nm.",
        "shake speed_rpm=600 duration_s=1200 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600",
    ),
    # a thread where the PI takes one person's value: that value, not every one said
    (
        "pi-goes-with-someones-number",
        "Sam: read at 600 nm?\nLee: no, 595 nm is what the kit says\nPI: go with Lee's number "
        "on the SpectraMax.",
        "read_absorbance wavelength_nm=595 @spectramax_i3x",
    ),
    (
        "admin-word-beside-a-decided-setting",
        "Meeting note from the PI: go with 1,200 x g for 2 min on the HiG4.",
        "spin rcf_g=1200 duration_s=120 @bionex_hig4",
    ),
    # 'the cycler' named as the next step is a thermocycling step (its program assumed)
    (
        "onto-the-cycler-is-a-step",
        "Seal at 165 °C for 3 s on the a4S, then onto the thermocycler: 95 °C 2 min, 30 cycles "
        "of 95 °C 15 s, 60 °C 30 s, 72 °C 30 s.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr cycles=30 "
        "initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=30",
    ),
    # a ticket's comments: the requester's ask, the technician's 'changed to'
    (
        "ticket-technician-changed-to",
        "Description: read absorbance at 450 nm, then store the plate in the 2C425 at 4 °C.\n"
        "Comment (requester): 405 nm please, it's pNPP.\nComment (tech): changed to 405 nm.",
        "read_absorbance wavelength_nm=405 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "ticket-ok-go-with-a-value",
        "Description: shake on the BioShake at 1,500 rpm for 5 min.\nComment (tech): 1500 "
        "splashes, suggest 1200.\nComment (requester): ok, go with 1,200 rpm.",
        "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    # a chat question answered later by what someone said
    (
        "chat-someone-says-the-answer",
        "10:02 spin the plate on the VSpin, 300 or 600 x g? 2 min either way\n"
        "10:05 asking Priya\n10:40 Priya says 600 👍",
        "spin rcf_g=600 duration_s=120 @agilent_vspin",
    ),
    # a plan an assistant listed, edited by the scientist before 'go'
    (
        "assistant-plan-edited-then-go",
        "Me: ELISA read please\nBot: 1. Spin the plate 1 min at 500 x g (VSpin)\n"
        "2. Peel on the XPeel\n3. Read absorbance at 405 nm\n"
        "Me: read at 450, and spin 2 min. rest fine, go",
        "spin rcf_g=500 duration_s=120 @agilent_vspin > peel @azenta_xpeel > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "assistant-plan-step-dropped-and-moved",
        "Scientist: normalise the plate\nAssistant: 1. STAR: 30 µL water per well\n"
        "2. STAR: 10 µL DNA per well\n3. Shake 1 min at 1000 rpm on the BioShake\n"
        "Scientist: drop 3, and put 1 and 2 on the Fluent. go",
        "transfer volume_ul=30 @tecan_fluent > transfer volume_ul=10 @tecan_fluent",
    ),
    (
        "assistant-plan-edit-it-cannot-read-asks",
        "Me: seal and spin\nAI: 1. Seal on the a4S, 165 °C, 3 s\n2. Spin 1 min at 1000 x g\n"
        "Me: only the first three columns. go",
        "ask",
    ),
    # a kanban board: the open robot cards, in progress first; done and blocked cards never
    (
        "kanban-open-robot-cards",
        "Assay board\nTO DO\n  #31 SpectraMax: luminescence, 1 s integration - robot\n"
        "  #32 Order more Glo reagent (Lea)\nIN PROGRESS\n  #30 Fluent: 25 uL Glo reagent to "
        "every well - robot\nDONE\n  #29 Spin at 6000 x g - robot\nBLOCKED\n  #33 Seal (a4S) "
        "- robot - no film",
        "transfer volume_ul=25 @tecan_fluent > read_luminescence integration_s=1 @spectramax_i3x",
    ),
]
