"""Hold-out batch: dialogue.

STYLE: transcripts of two or more people talking a run through -- meeting minutes, a chat
between a student and a technician, a Slack/IRC thread, phone-call notes written as
"A: ... / B: ...". Values are proposed, questioned, corrected and agreed across turns.

Reading rules a careful lab engineer applies to this style:
  * Only what is finally agreed is the run. A value proposed and then corrected is dead;
    the correction wins once the other party accepts it (or the owner of the run says so
    and nobody objects). "Fine", "OK", "go with that", "agreed", a read-back that nobody
    contradicts, all count as agreement.
  * A read-back or summary turn ("so: spin, then transfer") restates steps already
    agreed; it does not add them a second time.
  * Turns about other experiments, last week's settings, other kits, other people's
    plates, next month's screen, etc. are context, not steps. Dates, room numbers,
    catalogue numbers, plate barcodes, costs and sample IDs are never step values.
  * Steps are listed in the order they will run, not the order they were discussed
    ("before the read, spin it" puts the spin first).
  * If the conversation ends with a value still disputed (two competing numbers and no
    decision), or the agreed run needs something the workcell cannot interpret or does not
    have (rpm with no rotor, a sonicator, a vortexer, an instrument not in the registry, a
    value nobody ever states), the engineer must ask: expected "ask".
  * If the agreed value is outside every suitable instrument's limit (checked against the
    hardware registry), the run must halt: expected "halted", even when one speaker
    insists.
  * Only stated values are listed (converted to s, degrees C, uL, x g, nm); defaults are
    never listed. @device only when an instrument is named (everyday names count).
"""
from textwrap import dedent

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ one step
    (
        "dlg-01",
        dedent("""\
            Maya: Can you queue a spin for plate DX-0412 before lunch?
            Oren (tech): Sure. The usual 1500 x g?
            Maya: No, 1500 is for the deep-well blocks in the HiG4. This one's just to knock
            droplets off the walls - VSpin, 500 xg.
            Oren: How long, a minute?
            Maya: Make it two.
            Oren: OK: VSpin, 500 x g, 2 min. Balance plate is already in bucket B.
            Maya: Perfect."""),
        "spin rcf_g=500 duration_s=120 @agilent_vspin",
    ),
    (
        "dlg-02",
        dedent("""\
            A: The PCR plate needs sealing before it goes over to the cycler tomorrow.
            B: a4S at 165 and 3 seconds like always?
            A: The new foil (cat. 4ti-0550, the batch we got in March) wants it hotter - the
            data sheet says 175 °C.
            B: And the time, keep 3 s?
            A: Sheet says 2.5 s for that foil.
            B: OK so 175 degrees, 2.5 seconds on the a4S. Just the seal today, the cycling is
            Jonas's job tomorrow.
            A: Yes."""),
        "seal temperature_c=175 duration_s=2.5 @azenta_a4s",
    ),
    (
        "dlg-03",
        dedent("""\
            Student: Hi, I need an OD reading on my growth plate. 600?
            Technician: For E. coli, yes, 600 nm is standard. On the SpectraMax?
            Student: Yes. Oh wait - Dr Lee said last week we'd switch to 595 because that's the
            filter on the old Tecan reader in room 2.08.
            Technician: The i3x has a monochromator, it doesn't need filters. Stay with 600 so
            it matches the data you already took on it.
            Student: OK, 600 then."""),
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "dlg-04",
        dedent("""\
            [14:03] kai: reading GFP on plate 3 - ex 485 / em 520?
            [14:04] tomas: that's filter-set thinking. on the i3x do 488 ex, 510 em
            [14:04] kai: 510 is way too close to 488, we'll get bleed-through. 488/525?
            [14:05] tomas: ok 488/525 works
            [14:05] kai: 👍 going with that"""),
        "read_fluorescence excitation_nm=488 emission_nm=525 @spectramax_i3x",
    ),
    (
        "dlg-05",
        dedent("""\
            A: CellTiter-Glo plate's been equilibrating 30 min. Luminescence read, 1 s
            integration?
            B: Half a second is plenty for CTG, the signal is huge.
            A: Last time at 0.5 s the low-seeding wells were noisy.
            B: Fair. 1 second then.
            A: One second on the SpectraMax, whole plate."""),
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "dlg-06",
        dedent("""\
            Phone notes, 9 Feb
            Anya: The ELISA blocking step - can the robot shake it?
            Ravi: BioShake, yes. How fast?
            Anya: 600 rpm.
            Ravi: Heated, 37?
            Anya: Not 37 - the kit insert says 30 °C, controlled. So 30.
            Ravi: And an hour?
            Anya: Insert says ninety minutes.
            Ravi: So 600 rpm, 30 °C, 90 min on the BioShake.
            Anya: That's it."""),
        "shake speed_rpm=600 duration_s=5400 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "dlg-07",
        dedent("""\
            Lena: The seeded plates are on the bench. They go into the Cytomat overnight at
            37 °C.
            Jon: Overnight meaning 16 hours?
            Lena: 18. We harvest at 9 tomorrow.
            Jon: So Cytomat, 37 degrees, 18 h.
            Lena: Yes. Leave CO2 at whatever it's running."""),
        "incubate temperature_c=37 duration_s=64800 @cytomat_2c450",
    ),
    (
        "dlg-08",
        dedent("""\
            Mo: For the normalisation run the STAR moves 20 µL of each sample into the assay
            plate.
            Pat: 20? The sheet from Tuesday says 25.
            Mo: Tuesday's sheet was the old kit. New kit is 20 uL.
            Pat: OK, 20 µl, all 96 wells, on the STAR."""),
        "transfer volume_ul=20 @hamilton_star",
    ),
    (
        "dlg-09",
        dedent("""\
            Student: I only have 48 samples, so it's just columns 1 to 6 of the 96-well plate.
            Tech: And how much lysis buffer into each?
            Student: 150 microlitres.
            Tech: On the OT-2 with the P300 multi that's one aspirate per column. OK - 150 uL
            into columns 1-6, rest of the plate stays empty.
            Student: Thanks!"""),
        "transfer volume_ul=150 wells=48 @opentrons_ot2",
    ),
    (
        "dlg-10",
        dedent("""\
            A: Spin the lysate tubes in the 5424 R, full whack, 21,000 x g?
            B: Do 16,000 x g - the Zymo protocol caps it at 16k.
            A: Fine. 10 min, 4 °C.
            B: Yep: 16,000 ×g, 10 minutes, 4 degrees."""),
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "dlg-11",
        dedent("""\
            Minutes - assay dev sync, 3 March (Hana, Sven, Priya)
            Hana: For the colony PCR, ODTC program: 95 for 3 minutes, then 30 cycles of
            95 15 s / 55 15 s / 72 1 min, final 72 5 min, hold 4.
            Sven: Annealing at 55 is low for those primers, the Tm is 62.
            Hana: Fine, 58.
            Sven: 58 works.
            Priya: And everything else stays as Hana said?
            Hana: Yes."""),
        "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=15 extension_c=72 "
        "extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "dlg-12",
        dedent("""\
            Ines: SYBR run on the CFX384: 95 °C 3 min hot start, then 40 cycles of 95 °C 10 s
            and 60 °C 30 s.
            Wu: Do you want 45 cycles for the low-copy targets?
            Ines: No, 40 is what the validation used. Keep 40.
            Wu: OK. Same as the run on the 12th then."""),
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "dlg-13",
        dedent("""\
            A: Can we put the library plate on the LabChip this afternoon?
            B: Which assay, and how many samples?
            A: DNA High Sensitivity. 90 samples... no, two of those wells failed the prep and
            are empty. 88.
            B: OK, DNA HS, 88 samples on the LabChip GX."""),
        "run_assay sample_count=88 @labchip_gx_touch_ht",
    ),
    (
        "dlg-14",
        dedent("""\
            Jana: For the swab extractions - run them on the KingFisher with MagMAX_96_Viral?
            Ben: Is that the version you validated in January?
            Jana: Yes, v2, the one in the shared folder.
            Ben: OK, KingFisher it is. Plates are loaded."""),
        "run_program @kingfisher_flex",
    ),
    (
        "dlg-15",
        dedent("""\
            A: The plate is coming out of the fridge sealed. Can you peel it on the XPeel?
            B: Sure. Want me to read it after?
            A: No - the read waits until QC signs off, probably Thursday. Just the peel
            today."""),
        "peel @azenta_xpeel",
    ),
    (
        "dlg-16",
        dedent("""\
            A: The substrate's already in. Let it sit in the dark at room temperature, 20 min.
            B: The old SOP said 15.
            A: The new TMB lot develops slower. 20.
            B: OK, 20 minutes on the bench, lid on."""),
        "incubate duration_s=1200",
    ),
    (
        "dlg-17",
        dedent("""\
            Tech: Before you take the aliquots, do you want the Fluent to mix the wells?
            Student: Yes please, pipette-mix 100 µL up and down.
            Tech: The wells only hold about 120 µL of liquid right now - mix at 80 to be safe?
            Student: Good point, 80 µL.
            Tech: And the aliquots?
            Student: I'll take those by hand later. Just the mix on the Fluent."""),
        "mix volume_ul=80 @tecan_fluent",
    ),
    (
        "dlg-18",
        dedent("""\
            A: The deep-well block needs a hard spin to pellet the debris. HiG4, 4000 x g?
            B: Those deep-well blocks are only rated to 3000 x g, I don't want to crack one.
            3000 x g, 20 minutes.
            A: OK, 3000 g for 20 min on the HiG4."""),
        "spin rcf_g=3000 duration_s=1200 @bionex_hig4",
    ),
    (
        "dlg-19",
        dedent("""\
            Ali: Fill the deep-well plate with 1.2 mL of LB per well on the i7.
            Chen: We said 1 mL in the last group meeting, didn't we?
            Ali: That was for the 24-well blocks. The 96 deep-well gets 1.2.
            Chen: OK, 1.2 mL a well on the Biomek i7."""),
        "transfer volume_ul=1200 @biomek_i7_hybrid",
    ),
    (
        "dlg-20",
        dedent("""\
            Notes from call with the core facility (room 3.14), Tue
            Q: Resazurin plate - what wavelengths on the SpectraMax?
            A: Excitation 560, emission 590.
            Q: Our old protocol says 530/590.
            A: 530 was for the filter reader. On the i3x use 560/590.
            Q: Agreed, 560/590."""),
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "dlg-21",
        dedent("""\
            A: On the Flex: 35 µL of master mix into every well of the PCR plate.
            B: The 8-channel 50 is on the left mount, that'll do it.
            A: Actually, make it 30 µL - we cut the reaction volume last week.
            B: 30 then."""),
        "transfer volume_ul=30 @opentrons_flex",
    ),
    (
        "dlg-22",
        dedent("""\
            A: The 50 mL conicals with the cell suspension - 5810, 300 x g, 5 min.
            B: The 5810 is still set to 4 °C from the last user. Do you want it at room temp?
            A: Yes, set it to 20 °C.
            B: OK: 300 ×g, 5 min, 20 °C in the 5810."""),
        "spin rcf_g=300 duration_s=300 temperature_c=20 @eppendorf_5810r",
    ),
    (
        "dlg-23",
        dedent("""\
            Pia: DNase step - hold the plate on the ODTC at 37 degrees for 15 min.
            Leo: The kit says 37 for 10.
            Pia: We saw leftover gDNA at 10 last month. Stick with 15.
            Leo: OK, 37 °C, 15 min on the ODTC."""),
        "incubate temperature_c=37 duration_s=900 @inheco_odtc",
    ),
    (
        "dlg-24",
        dedent("""\
            A: Only rows A to D of the 96-well plate get the inhibitor.
            B: How much per well?
            A: 5 ul.
            B: On the i5?
            A: Yes, the i5. Rows E-H are the vehicle controls, they already have DMSO."""),
        "transfer volume_ul=5 wells=48 @biomek_i5",
    ),
    (
        "dlg-25",
        dedent("""\
            A: Give the bead plate 2 min on the BioShake at 1800 rpm to resuspend.
            B: 1800 will splash - there's 150 µL in a standard-height plate. 1200?
            A: 1200 then. Still 2 minutes.
            B: OK."""),
        "shake speed_rpm=1200 duration_s=120 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "dlg-26",
        dedent("""\
            A: Stop solution's in. Read at 450 on the SpectraMax.
            B: With the 570 reference read as well?
            A: Not this time, just the 450."""),
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "dlg-27",
        dedent("""\
            A: Quick spin for the 384 plate: VSpin, 1000 x g, 30".
            B: 30 seconds is enough for 10 µL wells? Yesterday you did a minute.
            A: Yesterday was 40 µL. 30 seconds is fine."""),
        "spin rcf_g=1000 duration_s=30 @agilent_vspin",
    ),
    (
        "dlg-28",
        dedent("""\
            A: a4S for the storage plate: 160 C, 2 s?
            B: The freezer film needs 170 C and 3 s or it won't bond to polypropylene.
            A: OK, go with 170 and 3 seconds."""),
        "seal temperature_c=170 duration_s=3 @azenta_a4s",
    ),
    (
        "dlg-29",
        dedent("""\
            A: Stamp 10 µL from the compound 384 into the assay 384 on the Fluent, MCA384.
            B: 10 or 5? The email said 5.
            A: 5 µL is for the secondary screen next month. Primary screen is 10.
            B: 10 it is."""),
        "transfer volume_ul=10 @tecan_fluent",
    ),
    (
        "dlg-30",
        dedent("""\
            Student: Should I pulse-spin the strip tubes?
            Tech: Yes, put them in the 5424 R - 2000 xg, 30 secs.
            Student: Not a full minute?
            Tech: 30 s is plenty for strips."""),
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r",
    ),
    (
        "dlg-31",
        dedent("""\
            A: Nano-Glo plate is ready. Integration 500 ms on the SpectraMax?
            B: 500 ms or 500 s? Your note just says "500".
            A: Milliseconds. Half a second.
            B: OK, luminescence, 0.5 s integration."""),
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "dlg-32",
        dedent("""\
            A: The assay plates are already sealed. They just need to sit cold until Monday.
            B: Plate fridge at 4 °C, or do you want them at room temp like the dye plates?
            A: 4 degrees, please.
            B: OK, into storage at 4 °C."""),
        "store temperature_c=4",
    ),
    (
        "dlg-33",
        dedent("""\
            A: Proteinase K digest: BioShake at 56 °C, 1000 rpm, one hour.
            B: 56 for 30 minutes is enough for the swabs.
            A: These are tissue punches, not swabs. The full hour.
            B: Fine - 56 °C, 1000 rpm, 1 h."""),
        "shake speed_rpm=1000 duration_s=3600 temperature_c=56 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "dlg-34",
        dedent("""\
            Tech: Wash buffer volume for the i5 run?
            Student: The protocol says 0.5 mL per well.
            Tech: In the 2.2 mL deep-well block, fine. Same buffer lot as Friday (L2291)?
            Student: Yes. So 0.5 mL a well, whole block."""),
        "transfer volume_ul=500 @biomek_i5",
    ),
    (
        "dlg-35",
        dedent("""\
            A: Nucleic acid plate - A260 on the SpectraMax.
            B: Is it in the UV-transparent plate?
            A: Yes, the UV-Star. Just 260, we can skip 280 today.
            B: OK, absorbance at 260 nm only."""),
        "read_absorbance wavelength_nm=260 @spectramax_i3x",
    ),
    (
        "dlg-36",
        dedent("""\
            A: The PCR plates for the cleanup - HiG4 at 4500 x g for 10 min?
            B: Are those the full-skirted plates? They're good to 6000.
            A: Yes, full skirt.
            B: Then 4500 ×g, 10 minutes, HiG4. Fine by me."""),
        "spin rcf_g=4500 duration_s=600 @bionex_hig4",
    ),
    (
        "dlg-37",
        dedent("""\
            Rosa: Q5 program on the ODTC - 98 °C 30 s to start, then 25 cycles of 98 10 s,
            65 20 s, 72 30 s, and 72 for 2 min at the end.
            Felix: 30 cycles? Last batch was weak.
            Rosa: Last batch was a bad template prep. Staying at 25 to keep duplicates down.
            Felix: OK. Hold at 4 after?
            Rosa: Yes, hold 4."""),
        "run_pcr cycles=25 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "dlg-38",
        dedent("""\
            A: The culture plates in the 5810 - 2500 x g, 4 °C.
            B: For how long? 10?
            A: 15 minutes, we want a tight pellet before we decant.
            B: OK: 5810, 2500 xg, 15 min, 4 °C."""),
        "spin rcf_g=2500 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "dlg-39",
        dedent("""\
            A: The Flex fills the first three columns of the 96-well plate with standard
            diluent.
            B: 100 µL per well?
            A: 90 - the standards add 10 to make 100.
            B: Got it. 90 µL, columns 1-3."""),
        "transfer volume_ul=90 wells=24 @opentrons_flex",
    ),
    (
        "dlg-40",
        dedent("""\
            Sara: Yeast plates into the Cytomat at 30 °C for 48 hrs.
            Tim: Isn't the Cytomat running at 37 for Marco's HEKs?
            Sara: Marco moved his cells to the other incubator on the 2nd floor last week,
            so the Cytomat is ours. 30 degrees.
            Tim: OK, 30 °C, 48 h in the Cytomat."""),
        "incubate temperature_c=30 duration_s=172800 @cytomat_2c450",
    ),
    # ------------------------------------------------------------ two to four steps
    (
        "dlg-41",
        dedent("""\
            Transcript, Lab 4 automation stand-up, 10:05
            Sam: Plan for the qPCR setup plate: the STAR adds 8 µL of master mix to each well
            of the 384 PCR plate, then it gets sealed on the a4S and spun down.
            Ola: Seal settings?
            Sam: 165 °C, 2 seconds.
            Ola: And the spin - VSpin, 1000 x g, 1 min?
            Sam: Yes.
            Ola: What about template?
            Sam: Template is already in, Kim plated it at 8 this morning.
            Ola: So to recap: master mix on the STAR, seal, spin.
            Sam: Correct."""),
        "transfer volume_ul=8 @hamilton_star > seal temperature_c=165 duration_s=2 @azenta_a4s "
        "> spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "dlg-42",
        dedent("""\
            A: The ELISA plate came back from the cold room sealed. Peel it and read at 450.
            B: XPeel, then straight onto the SpectraMax?
            A: Yes. 450 only, no reference wavelength."""),
        "peel @azenta_xpeel > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "dlg-43",
        dedent("""\
            A: End repair and A-tailing on the ODTC: 20 °C for 30 min, then 65 °C for 30 min.
            B: The v3 manual says 65 for 30, yes. And the first step is 20 for 30?
            A: Yes, 20 degrees, 30 minutes, then 65.
            B: OK, lid at whatever the default is."""),
        "incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "dlg-44",
        dedent("""\
            Student: So the Glo reagent goes on with the i7, 25 µL per well, and then I read
            luminescence.
            Tech: You need to lyse first - 2 minutes on the BioShake before the read.
            Student: Oh right. How fast?
            Tech: 500 rpm is enough.
            Student: And then straight into the reader, 1 s integration?
            Tech: Let it sit 10 minutes at room temperature after shaking so the signal
            settles, then read at 1 s.
            Student: OK: reagent, shake, 10 min wait, read."""),
        "transfer volume_ul=25 @biomek_i7_hybrid > "
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "dlg-45",
        dedent("""\
            A: Before the supernatant goes into the new plate, spin the deep-well block:
            HiG4, 2000 x g, 10 min.
            B: Then the Fluent takes 200 µL of supernatant?
            A: 180. Leave a cushion above the pellet.
            B: OK, 180 µL."""),
        "spin rcf_g=2000 duration_s=600 @bionex_hig4 > transfer volume_ul=180 @tecan_fluent",
    ),
    (
        "dlg-46",
        dedent("""\
            A: The reactions are assembled. Seal and cycle.
            B: a4S at 170 °C, 2 s, then the ODTC?
            A: Yes. Program: 94 for 2 min, then 35 cycles of 94 30 s, 52 30 s, 72 45 s.
            B: Final extension?
            A: Not for this one, straight to a hold at 10.
            B: 10 °C hold, fine."""),
        "seal temperature_c=170 duration_s=2 @azenta_a4s > run_pcr cycles=35 "
        "initial_denaturation_c=94 initial_denaturation_s=120 denaturation_c=94 "
        "denaturation_s=30 annealing_c=52 annealing_s=30 extension_c=72 extension_s=45 "
        "hold_c=10 @inheco_odtc",
    ),
    (
        "dlg-47",
        dedent("""\
            A: The OT-2 adds 10 µL of beads to each sample, then mixes at 40 µL.
            B: Mix at 50?
            A: There's only 60 in the well after the beads go in. 40 is safer.
            B: OK - 10 µL beads, then a 40 µL mix."""),
        "transfer volume_ul=10 @opentrons_ot2 > mix volume_ul=40 @opentrons_ot2",
    ),
    (
        "dlg-48",
        dedent("""\
            A: Zoe adds the compounds by hand. After that the plate goes into the Cytomat for
            4 h at 37, then gets read on the SpectraMax at 485/535.
            B: The compound addition isn't on the robot?
            A: No, multichannel at her bench. The robot only does the Cytomat and the read.
            B: Got it: 37 °C for 4 hours, then fluorescence ex 485, em 535."""),
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "dlg-49",
        dedent("""\
            A: The KingFisher runs the bead purification, then the i5 moves the eluate into a
            fresh PCR plate.
            B: All of it? 50?
            A: 45 out of the 50, so we don't pull beads over.
            B: OK, 45 µl."""),
        "run_program @kingfisher_flex > transfer volume_ul=45 @biomek_i5",
    ),
    (
        "dlg-50",
        dedent("""\
            [09:12] lin: 384 qPCR today. Fluent dispenses 5 µl mix + 5 µl template
            [09:12] lin: correction: mix and template are pre-combined in the tubes, so it's
            one 10 µl dispense per well
            [09:13] raj: ok. spin after?
            [09:13] lin: VSpin 1000 g 1 min, then CFX384: 95 °C 2 min, 40x (95 °C 5 s,
            60 °C 20 s)
            [09:14] raj: 👍"""),
        "transfer volume_ul=10 @tecan_fluent > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=20 @biorad_cfx384",
    ),
    (
        "dlg-51",
        dedent("""\
            A: BCA plate - the working reagent is already in. 30 s on the BioShake at 800 rpm
            to mix, then 37 °C for 30 min in the Cytomat, then read at 562.
            B: The Cytomat's fine for a BCA? It's gassed.
            A: CO2 doesn't matter for BCA.
            B: OK. And read at 562 on the SpectraMax."""),
        "shake speed_rpm=800 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "dlg-52",
        dedent("""\
            A: Read the resorufin plate at ex 535 / em 590 on the SpectraMax.
            B: Before the read, give it a spin - I can see bubbles. VSpin 200 x g, 1 minute?
            A: Good idea, yes."""),
        "spin rcf_g=200 duration_s=60 @agilent_vspin > "
        "read_fluorescence excitation_nm=535 emission_nm=590 @spectramax_i3x",
    ),
    (
        "dlg-53",
        dedent("""\
            A: Take the stock plate, peel it on the XPeel, the STAR pulls 2 µL per well into
            the daughter plate, then reseal the stock on the a4S at 165 °C for 1.5 s.
            B: 2 µL - use the 10 µL CO-RE tips.
            A: Sure.
            B: So: peel, 2 uL stamp, reseal."""),
        "peel @azenta_xpeel > transfer volume_ul=2 @hamilton_star > "
        "seal temperature_c=165 duration_s=1.5 @azenta_a4s",
    ),
    (
        "dlg-54",
        dedent("""\
            Student: I need cells seeded: 100 uL of suspension per well on the Flex, then
            into the Cytomat at 37 °C for 24 h.
            Tech: 24? Your assay plan says 48.
            Student: 48 h is the drug treatment, that's a separate run on Wednesday. Seeding
            is 24.
            Tech: OK. Flex, 100 µL, then Cytomat 37 degrees, 24 hours."""),
        "transfer volume_ul=100 @opentrons_flex > "
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450",
    ),
    (
        "dlg-55",
        dedent("""\
            A: Spin the 1.5 mL tubes in the 5424R, 12,000 x g for 2 min, in the cold.
            B: The guanidine buffer crashes out at 4 °C.
            A: Right - set it to 25 °C then.
            B: And afterwards the STAR pulls 600 µL of cleared lysate onto the column plate?
            A: Yes, 600."""),
        "spin rcf_g=12000 duration_s=120 temperature_c=25 @eppendorf_5424r > "
        "transfer volume_ul=600 @hamilton_star",
    ),
    (
        "dlg-56",
        dedent("""\
            Noor: Amplicon plate: ODTC, 98 °C 2 min, 28 cycles of 98 20 s / 62 15 s /
            72 30 s, 72 5 min, hold 4.
            Ed: Then all 96 onto the LabChip, DNA 1K?
            Noor: Yes, all 96.
            Ed: Didn't we do 32 cycles for the pilot on the 14th?
            Noor: We did, and it over-amplified. 28."""),
        "run_pcr cycles=28 initial_denaturation_c=98 initial_denaturation_s=120 "
        "denaturation_c=98 denaturation_s=20 annealing_c=62 annealing_s=15 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "dlg-57",
        dedent("""\
            A: The i7 adds 50 µL of lysis buffer to the deep-well plate, then BioShake at
            65 °C and 1400 rpm for 10 min, then VSpin at 800 x g for 1 min.
            B: 1400 rpm with that fill?
            A: It's a deep-well, 250 µL total in a 2.2 mL well. Fine.
            B: OK, agreed."""),
        "transfer volume_ul=50 @biomek_i7_hybrid > "
        "shake speed_rpm=1400 duration_s=600 temperature_c=65 @qinstruments_bioshake_3000t_elm "
        "> spin rcf_g=800 duration_s=60 @agilent_vspin",
    ),
    (
        "dlg-58",
        dedent("""\
            A: Ligation on the ODTC overnight at 16 °C.
            B: How long is overnight - 12 h?
            A: 16 hours. Then into the plate fridge at 4 °C until I'm in.
            B: OK: 16 °C for 16 h on the ODTC, then store at 4."""),
        "incubate temperature_c=16 duration_s=57600 @inheco_odtc > store temperature_c=4",
    ),
    (
        "dlg-59",
        dedent("""\
            A: The i5 adds 40 µL of assay buffer to every well, then 10 µL of enzyme.
            B: Enzyme first, so it's in the well before the buffer?
            A: No, buffer first, enzyme last so every well starts at the same time.
            B: OK. 40 then 10."""),
        "transfer volume_ul=40 @biomek_i5 > transfer volume_ul=10 @biomek_i5",
    ),
    (
        "dlg-60",
        dedent("""\
            A: Two reads on the SpectraMax: fluorescence first, ex 490 em 520, then absorbance
            at 600 for the cell density.
            B: Why fluorescence first?
            A: So the plate is out of the dark the shortest time. Fluorescence, then OD600.
            B: OK."""),
        "read_fluorescence excitation_nm=490 emission_nm=520 @spectramax_i3x > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "dlg-61",
        dedent("""\
            Biobank call, notes (R. Mensah / K. Oduya), ref BB-2024-117
            RM: Aliquot 250 µL of each serum into the deep-well plate on the Fluent.
            KO: Protocol says 200 µL.
            RM: Right, 200 - the 250 was the old cohort.
            KO: Then seal at 180 °C, 2 s, and into storage at 4 °C?
            RM: Yes, that's the whole run."""),
        "transfer volume_ul=200 @tecan_fluent > seal temperature_c=180 duration_s=2 "
        "@azenta_a4s > store temperature_c=4",
    ),
    (
        "dlg-62",
        dedent("""\
            Tech: Recap of what we agreed for the harvest plates: the 5810 spins them at
            1500 x g for 5 minutes, at 4 °C.
            Student: Yes. Then the STAR takes off 150 µL of medium for the cytokine ELISA.
            Tech: 150 from a 200 µL well - fine.
            Student: And the ELISA itself is tomorrow, not part of this.
            Tech: So, once more: 5810 spin, 1500 x g, 5 min, 4 °C, then the STAR 150 µL."""),
        "spin rcf_g=1500 duration_s=300 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=150 @hamilton_star",
    ),
    # ------------------------------------------------------------------ halted
    (
        "dlg-63",
        dedent("""\
            A: The PCR plate with the bead slurry: HiG4 at 6000 x g for 5 min.
            B: Doesn't the HiG4 top out below that?
            A: The full-skirted plates are rated to 6000, so it should be fine. Let's do
            6000.
            B: OK, if you say so: 6000 ×g, 5 min."""),
        "halted",
    ),
    (
        "dlg-64",
        dedent("""\
            A: The thick aluminium foil needs 220 °C for 4 s on the a4S.
            B: 220? The clear film last month was 170.
            A: Different film. The data sheet says 220.
            B: OK, 220 degrees, 4 seconds."""),
        "halted",
    ),
    (
        "dlg-65",
        dedent("""\
            A: Peptide-bond absorbance on the SpectraMax - 205 nm?
            B: 214 would be safer.
            A: No, the method was validated at 200. 200 nm.
            B: Fine, 200 nm."""),
        "halted",
    ),
    (
        "dlg-66",
        dedent("""\
            A: Resuspend the pellets on the BioShake: 3500 rpm for 1 min.
            B: That's very fast.
            A: We used 3500 on the old MixMate in the other building and it was fine. Keep it.
            B: OK, 3500 rpm, 1 minute."""),
        "halted",
    ),
    (
        "dlg-67",
        dedent("""\
            A: The STAR adds 300 µL of binding buffer to each well of the 96-well PCR plate.
            B: Shouldn't that go into a deep-well?
            A: The deep-wells are back-ordered until the 20th. Use the PCR plate, 300 µL.
            B: OK, 300 µl into the PCR plate."""),
        "halted",
    ),
    (
        "dlg-68",
        dedent("""\
            A: Spin the 1.5 mL tubes at 25,000 x g for 15 min, 4 °C.
            B: The 5424 R is our only microfuge.
            A: Yes, the 5424 R. The paper used 25k so we do too.
            B: Fine, 25,000 ×g, 15 min, 4 degrees."""),
        "halted",
    ),
    (
        "dlg-69",
        dedent("""\
            A: The NanoLuc signal is really dim. Set the integration to 2 min per well on the
            SpectraMax.
            B: Two minutes a well? That's hours for a full plate.
            A: It's only 12 wells. 120 s integration.
            B: OK, 2 minutes."""),
        "halted",
    ),
    # --------------------------------------------------------------------- ask
    (
        "dlg-70",
        dedent("""\
            A: Spin the plate at 3000 rpm for 5 min.
            B: In which centrifuge? The VSpin and the HiG4 both want x g.
            A: Whichever's free. The paper only gives rpm, 3000 rpm.
            B: We don't know what rotor they had.
            A: Just use 3000 rpm."""),
        "ask",
    ),
    (
        "dlg-71",
        dedent("""\
            Meeting 11:40 - Kim, Dev, Sasha
            Kim: Antibody incubation: Cytomat, 37 °C, 1 h.
            Dev: Our validation was 2 h at room temperature, not 1 h at 37.
            Kim: The new kit insert says 1 h at 37 is equivalent.
            Dev: I'm not convinced. We should check with Lisa before we run it.
            Kim: She's back Thursday.
            Sasha: OK, next item - the freezer inventory."""),
        "ask",
    ),
    (
        "dlg-72",
        dedent("""\
            A: Lyse the cells by sonication: 10 s on, 10 s off, 6 cycles, 30 % amplitude.
            B: On what?
            A: The probe sonicator, as part of the run, right after the plate comes out of
            the Cytomat.
            B: OK, 6 cycles at 30 %."""),
        "ask",
    ),
    (
        "dlg-73",
        dedent("""\
            A: Dispense 50 µL of medium into every well with the Multidrop Combi.
            B: We don't have a Multidrop in this workcell - only the liquid handlers.
            A: It has to be a Multidrop, the tips cost too much. I'll ask facilities if we can
            borrow the one from the screening lab.
            B: OK, let me know."""),
        "ask",
    ),
    (
        "dlg-74",
        dedent("""\
            A: Vortex the tubes for 15 seconds, then spin them down in the 5424 R, 1000 x g,
            30 s.
            B: Vortex on which instrument?
            A: Just vortex them as part of the run, it's the same as always.
            B: OK."""),
        "ask",
    ),
    (
        "dlg-75",
        dedent("""\
            A: Read absorbance on the SpectraMax, same wavelength Jo used for her plates.
            B: Which wavelength was that?
            A: No idea, her notebook is locked in her office and she's away till the 3rd.
            Just use hers.
            B: Hmm, OK."""),
        "ask",
    ),
]
