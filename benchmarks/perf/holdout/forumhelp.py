"""Hold-out batch: forumhelp.

STYLE: posts on a lab-automation help forum or a ResearchGate question. A poster describes a
problem seen with earlier settings, says what they already tried, someone else answers with a
suggestion (sometimes two people answer with different suggestions), and the thread ends with
the poster's decision: "so what I want to run now is ..." or an edited post "EDIT: going
with ...".

Reading rules a careful lab engineer applies to this style:
  * The settings in the problem description are the OLD run. They are history, never the
    run, even when they sit next to the new values. The same goes for "what I tried"
    values (test runs that already happened).
  * A value suggested by a replier is only the run if the poster takes it ("going with
    that", "EDIT: going with ...", "so what I want to run now is ..."). Suggestions the
    poster declines, or that a second replier argued against and the poster did not pick,
    are dead.
  * When the poster restates a value "as before" or "same spin (...)" with the numbers, the
    numbers are part of the new run.
  * Only the steps the poster says they want to run now are listed. Steps done by hand,
    other people's protocols, last week's runs and instruments named only in the story
    (an old PlateLoc, a NanoDrop, an old filter reader) are context.
  * Thread titles, user names, lot numbers, plate barcodes, catalogue numbers, costs and
    dates are never step values.
  * Steps are listed in run order, even if the post mentions the later step first
    ("before reading, spin ...").
  * If the thread ends without a decision (two competing suggestions and "not sure which
    yet"), or the chosen run needs something the workcell cannot interpret or does not have
    (rpm with no rotor, an Echo, sonication, vortexing, a value the poster will "look up
    later"), the engineer must ask: expected "ask".
  * If the chosen value is outside every suitable instrument's limit in the hardware
    registry, the run must halt ("halted"), even if a replier or colleague backs it.
  * Only stated values are listed, converted to s, degrees C, uL, x g, nm; defaults are
    never listed. @device only when the final run names (or clearly implies) the
    instrument.
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ one step
    ("fh-01", _t("""
        [Lab Automation Forum] Droplets still on the film after a short spin?
        Posted by k_tanaka

        Our assay plates (96-well PCR, foil sealed) go through the VSpin at 300 x g for
        30 s before the cycler and we still see drops hanging on the underside of the foil.
        I tried 60 s at the same 300 x g, no real difference.

          > rob_automation wrote: 300 g is very gentle. The VSpin tops out at 1000 x g,
          > just use that for a minute, it's what we do for every PCR plate.

        Thanks Rob. So what I want to run now is the VSpin at 1000 x g for 1 min.
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("fh-02", _t("""
        Q: a4S seals wrinkling on PCR plates

        I've been heat sealing at 180 °C for 3 s on the a4S and the film comes out wrinkled
        around the edges (clear PCR film, lot 22-118).

        Answer (M. Okafor): 180 is on the hot side for that film, try 160 °C and 2 s.

        EDIT: tried 160 on a spare plate and a couple of wells leaked on the cycler.
        Going with 165 °C for 2 s on the a4S.
        """),
     "seal temperature_c=165 duration_s=2 @azenta_a4s"),

    ("fh-03", _t("""
        ResearchGate question: OD readings on the SpectraMax i3x don't match the literature

        We used to read bacterial growth at 595 nm on an old filter-based reader (that was
        the only filter it had). Moved to the i3x and copied 595 nm across out of habit.

        Answer · 3 recommendations: The i3x has a monochromator, there's no reason to stay
        at 595 - read at 600 nm like everyone else and your numbers will be comparable.

        So what I want to run now: absorbance at 600 nm on the i3x for plate G-17.
        """),
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("fh-04", _t("""
        Subject: GFP bleed-through on the SpectraMax

        Reading GFP with ex 488 / em 510 and a good chunk of the "emission" is scattered
        excitation light. I tried a black plate instead of clear, helped a little.

        Reply from jdlee: 488/510 is far too close together for a monochromator. Pull them
        apart - ex 485 / em 535 works for us; some people go out to 540.

        EDIT: going with ex 485 nm, em 535 nm on the SpectraMax. Background dropped a lot
        in a quick test.
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),

    ("fh-05", _t("""
        Title: Magnetic beads settle before the KingFisher gets them

        Pre-mixing beads in a deep-well plate on the BioShake at 1200 rpm for 2 min, but by
        the time the plate is moved they've settled. Tried 1200 rpm for 4 min - same.

        Reply: You can go to 1800-2000 rpm on the BioShake with 500 µL in a deep well
        without splashing.
        Reply 2: I'd stay at 1800, at 2000 we got splash on unsealed plates.

        OP: OK, 1800 rpm it is, and I'll cut it to 1 min since it only has to be resuspended
        right before the move. So what I want to run now is just the BioShake step:
        1800 rpm, 1 min.
        """),
     "shake speed_rpm=1800 duration_s=60 @qinstruments_bioshake_3000t_elm"),

    ("fh-06", _t("""
        Post: OT-2 dispense volume for the new assay format

        Our old protocol had the OT-2 put 200 µL of growth medium into each well, and the
        plates overflowed when the cells (50 µL) went in later. Someone on the Opentrons
        forum suggested 180 µL.

        We've since cut the whole assay volume instead, so what I want to run now is 150 µL
        of medium into each well on the OT-2.
        """),
     "transfer volume_ul=150 @opentrons_ot2"),

    ("fh-07", _t("""
        Q (ResearchGate): HEK cells detaching after 48 h in the automated incubator

        Plates sat in our Cytomat at 37 °C for 48 h after transfection and half the
        monolayer was floating by the time we imaged.

        Answer (cell biology core): 48 h is long at that seeding density. Read them at 24 h.

        EDIT: going with 24 hours at 37 °C in the Cytomat for the next batch.
        """),
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),

    ("fh-08", _t("""
        Title: Smeared bands from colony PCR on the ODTC

        Program was: 95 °C 3 min; 35 cycles of 95 °C 30 s, 55 °C 30 s, 72 °C 1 min;
        72 °C 5 min; 4 °C hold. Lots of smearing on the gel.

        pcr_nerd: 55 is low for primers with a Tm of 64. Go to 62 and cut to 30 cycles.
        bench_monkey: 62 might lose the weak colonies, 60 is a safer middle.

        EDIT: what I want to run now on the ODTC: 95 °C 3 min, then 30 cycles of
        95 °C 30 s / 60 °C 30 s / 72 °C 1 min, final 72 °C 5 min, hold at 4 °C.
        """),
     "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=30 annealing_c=60 annealing_s=30 extension_c=72 "
     "extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("fh-09", _t("""
        Forum: CFX384 runs take forever - can I drop cycles?

        Our SYBR run on the CFX384 is 95 °C 3 min then 45 cycles of 95 °C 10 s / 60 °C 30 s.
        Nothing ever comes up after Cq 35 anyway.

        Reply: 40 cycles is plenty. You could also shorten the first step to 2 min if your
        enzyme is a fast hot-start.

        OP: Our enzyme needs the full 3 min activation, so I'll keep that. So what I want to
        run now: 95 °C 3 min, then 40 cycles of 95 °C 10 s and 60 °C 30 s on the CFX384.
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("fh-10", _t("""
        Question: Low CellTiter-Glo counts on the SpectraMax i3x

        I read with 0.1 s integration (copied from a colleague's reporter protocol) and the
        low-dose wells sit at background.

        Answer: For CTG, 0.5-1 s per well is typical.

        EDIT: quick test on a spare plate - 1 s gives clean separation, 0.5 s was still a
        bit noisy. Going with 1 s integration on the i3x.
        """),
     "read_luminescence integration_s=1 @spectramax_i3x"),

    ("fh-11", _t("""
        Title: Loose pellet after the clearing spin

        Spinning 1.5 mL tubes in the 5424 R at 8,000 x g for 5 min at 4 °C and the pellet
        smears as soon as the robot aspirates.

          tech_sam: The kit says max speed. The 5424 R does about 21,000 x g, but
          16,000 x g for 10 min is what most people here use.

        Thanks - so what I want to run now is 16,000 x g, 10 min, still at 4 °C, on the
        5424 R.
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("fh-12", _t("""
        Post: PBMC pellet in 50 mL Falcons keeps getting aspirated

        We spin at 200 x g for 5 min at room temp in the 5810 and the pellet is fluffy.
        One reply suggested 400 x g for 10 min.

        Reply 2: 400 is a lot for PBMCs after Ficoll, 300 x g is the standard wash.

        EDIT: going with 300 x g for 7 min at 20 °C in the 5810.
        """),
     "spin rcf_g=300 duration_s=420 temperature_c=20 @eppendorf_5810r"),

    ("fh-13", _t("""
        Question: Lysate in deep-well blocks not clearing

        Currently 2,000 x g for 10 min in the 5810 and the supernatant is still cloudy.

        Answer: Put it in the HiG4 instead. It'll go to 5000 x g, but your deep-well blocks
        are only rated to 3000, so run 3000 x g for 15 min.

        So what I want to run now: HiG4, 3000 x g, 15 minutes.
        """),
     "spin rcf_g=3000 duration_s=900 @bionex_hig4"),

    ("fh-14", _t("""
        Title: XPeel won't take seals off our plates

        The XPeel kept failing on the adhesive films we used last month (error "seal not
        detected", 4 plates out of 10). Support said it is meant for heat-sealed foil, so
        we switched to heat sealing.

        Plate P-2231 is now heat-sealed with foil, so what I want to run is just the peel
        on the XPeel.
        """),
     "peel @azenta_xpeel"),

    ("fh-15", _t("""
        ResearchGate Q: Low DNA yield on the KingFisher Flex

        Yields dropped from ~40 ng/µL to ~10 ng/µL after we changed bead lots (2291 ->
        2307). I tried a longer elution in a manual test, no help.

        Answer: Usually it's the beads settling in the trough before loading - resuspend
        them well. Nothing wrong with the program itself.

        EDIT: beads resuspended by hand and the plates reloaded. Going with the same
        program on the KingFisher again.
        """),
     "run_program @kingfisher_flex"),
]

CASES += [
    ("fh-16", _t("""
        Title: LabChip GX Touch fails partway through a 96-sample run

        Full plates (96 samples) on the LabChip die around sample 80 with a pressure error.
        Re-primed twice, same thing.

        Reply: Either re-prime halfway or just run fewer samples per prime. 48 per prime is
        safe on that chip.

        So what I want to run now is 48 samples on the LabChip with the DNA 5K assay.
        """),
     "run_assay sample_count=48 @labchip_gx_touch_ht"),

    ("fh-17", _t("""
        Post: PF400 dropping plates at the reader nest

        Last week the PF400 dropped a plate going from the hotel into the SpectraMax. The
        vendor came in on the 14th and retaught the position.

        Today I only want the PF400 to move plate B-07 from the sealer to the peeler - no
        reading today, so I'll trust the reteach later.
        """),
     "move_plate @precise_pf400"),

    ("fh-18", _t("""
        Question: Beads not resuspending on the Fluent

        The Fluent mixes 50 µL in 150 µL of bead suspension and the beads stay as a ring at
        the bottom.

        Answer: mix at roughly 2/3 of what's in the well - 100 µL in your case.
        Another reply: 120 would be even better, but watch for foaming.

        EDIT: going with 100 µL mixes on the Fluent.
        """),
     "mix volume_ul=100 @tecan_fluent"),

    ("fh-19", _t("""
        Title: Biomek i7 dispensing reagent into empty columns

        Our i7 method puts 20 µL of detection reagent into the whole 96-well plate, but only
        columns 1-6 hold samples now (half-plate runs). The reagent is ~£300 per mL.

        Reply: restrict the destination to the sample columns in the transfer step.

        We're also raising the reagent to 25 µL per well. So what I want to run now: 25 µL
        into columns 1-6 only, on the i7.
        """),
     "transfer volume_ul=25 wells=48 @biomek_i7_hybrid"),

    ("fh-20", _t("""
        Q: Condensation on plates that come out of cold storage

        After qPCR setup we used to leave the plates unsealed overnight at 4 °C and got
        condensation everywhere. Answer: seal them before they go cold.

        This plate is already sealed (did it by hand). What I want now: store it at 4 °C
        until Monday.
        """),
     "store temperature_c=4"),

    ("fh-21", _t("""
        Forum: Clot errors aspirating 2 µL serum on the STAR

        Every third run aborts with a clot-detection error on the 2 µL serum aspirations.
        We tried changing the liquid class, still errors.

        Reply: 2 µL of neat serum is asking for trouble. Pre-dilute and transfer 5 µL, or
        10 µL if your assay allows.

        We pre-dilute 1:5 now, so what I want to run: 5 µL of diluted serum per well on the
        STAR.
        """),
     "transfer volume_ul=5 @hamilton_star"),

    ("fh-22", _t("""
        Title: Flex 8-channel leaves droplets on the tips at 10 µL

        Dispensing 10 µL primer mix with the 8-channel 50 µL pipette on the Flex, droplets
        stay on the tips. Tried touch-tip, slight improvement.

        Reply: add an air gap, or bump the volume to 12 µL.

        EDIT: we changed the mix recipe so it's 15 µL per well now - going with 15 µL on
        the Flex.
        """),
     "transfer volume_ul=15 @opentrons_flex"),

    ("fh-23", _t("""
        ResearchGate: Heat inactivation incomplete?

        I inactivated at 65 °C for 10 min in the ODTC but the downstream ligation still gets
        chewed up.

        Answer: That enzyme needs 80 °C for 20 min according to the supplier's sheet.

        EDIT: going with 80 °C, 20 min on the ODTC.
        """),
     "incubate temperature_c=80 duration_s=1200 @inheco_odtc"),

    ("fh-24", _t("""
        Post: Luminescence drifts downward across the plate

        Reading right after the substrate goes in, the first columns are brighter than the
        last. Tried a shorter integration (0.25 s) - no change.

        Reply: let the plate equilibrate ~10 min at RT before reading, the signal needs to
        stabilise.

        So what I want to add is a 10 min wait at room temperature after the substrate
        addition. The read itself is a separate method and stays as it is.
        """),
     "incubate duration_s=600"),

    ("fh-25", _t("""
        Q: TMB ELISA values way too low

        I read the stopped TMB plate at 405 nm (copied from our old pNPP method) and the
        values were tiny.

        Answer: Stopped TMB is yellow - read at 450 nm. You can add a 570 or 620 nm
        reference if you like, but it isn't required.

        So what I want to run now: absorbance at 450 nm only, no reference.
        """),
     "read_absorbance wavelength_nm=450"),

    ("fh-26", _t("""
        Title: i5 aspirating air from supernatant wells

        The MC96 head on our i5 is set to take 180 µL of supernatant from wells holding
        200 µL and it sucks air and disturbs the pellet.

        Reply: leave a margin, 150 µL is what we take.
        Reply 2: 160 works if your labware heights are right.

        EDIT: going with 150 µL on the i5.
        """),
     "transfer volume_ul=150 @biomek_i5"),

    ("fh-27", _t("""
        Forum: Heat-seal settings moving from a PlateLoc to an a4S

        On our old PlateLoc we sealed at 175 °C for 1.5 s. We moved to an a4S and the same
        numbers give a weak seal.

        Reply: The a4S needs a longer dwell. For that foil, 170 °C for 2 s works for us.

        EDIT: going with that - 170 °C, 2 s on the a4S.
        """),
     "seal temperature_c=170 duration_s=2 @azenta_a4s"),

    ("fh-28", _t("""
        Post: Cell plates - pellets not compact

        Old method spun at 500 x g for 30" and the pellets in our round-bottom cell plates
        weren't compact. Colleague said to go harder and longer.

        So what I want to run now on the VSpin: 800×g for 1'30".
        """),
     "spin rcf_g=800 duration_s=90 @agilent_vspin"),

    ("fh-29", _t("""
        Title: Evaporation during 37 °C shaking

        BioShake at 37 °C, 800 rpm for 1 h, and the edge wells lose ~10 % volume.

        Reply: lid it, or shorten it. Could you also drop to 30 °C?

        OP: The enzyme needs 37, so I'll keep 37 °C and 800 rpm but cut it to 45 min on the
        BioShake.
        """),
     "shake speed_rpm=800 duration_s=2700 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    ("fh-30", _t("""
        ResearchGate: High background in resazurin assay on the i3x

        Reading ex 530 / em 590 on the i3x, and the background from the media is high.

        Answer 1: try ex 570 / em 600.
        Answer 2: 560/590 is the usual resorufin pair and keeps most of the signal.

        EDIT: Going with answer 2 - ex 560 nm, em 590 nm on the i3x.
        """),
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),

    ("fh-31", _t("""
        Q: Quick clearing spin for 2 mL tubes

        We clear protein samples in 2 mL tubes; 10,000 rcf for 1 min in the microcentrifuge
        left debris floating.

        Answer: 12k for 2 min, it's what the kit insert says.

        So what I want now: 12,000 rcf for 2 mins in the microcentrifuge.
        """),
     "spin rcf_g=12000 duration_s=120 @eppendorf_5424r"),

    ("fh-32", _t("""
        Title: Yeast plates barely growing in the Cytomat

        Left yeast plates at 37 °C overnight in the Cytomat (it was still set for the
        mammalian cells) - barely any growth.

        Reply: yeast at 30 °C, not 37.

        EDIT: going with 30 °C for 16 hrs in the Cytomat.
        """),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),

    ("fh-33", _t("""
        Post: Deep-well culture volume on the Fluent

        We had the Fluent fill deep-well blocks with 1 mL of TB per well and the pellets were
        too small for the downstream purification. Suggestion on the forum was 1.5 mL, but
        that leaves too little headspace for aeration.

        EDIT: going with 1.2 mL per well on the Fluent.
        """),
     "transfer volume_ul=1200 @tecan_fluent"),

    ("fh-34", _t("""
        Q: OT-2 mixing not enough for 30 µL reactions

        The OT-2 mixes 3x at 10 µL after the enzyme goes in and we see a gradient in the
        wells.

        Answer: mix at about two-thirds of the reaction volume, so 20 µL.

        So what I want to run now: mix at 20 µL on the OT-2.
        """),
     "mix volume_ul=20 @opentrons_ot2"),

    ("fh-35", _t("""
        Title: Plate-based DNA quantification - which wavelength?

        We used a NanoDrop before (A260/A280 ratio) and want to go plate-based on the i3x.

        Reply: Use a UV-transparent plate and read A260; A280 only if you need purity.

        So what I want to run now: A260 only, on the i3x.
        """),
     "read_absorbance wavelength_nm=260 @spectramax_i3x"),

    ("fh-36", _t("""
        Post: Bubbles stuck in 384 PCR wells

        Spinning 384 PCR plates at 1,000 x g for 1 min on the VSpin leaves bubbles in some
        wells.

        Reply: go higher - the HiG4 at 2500 x g for 1 min gets rid of them for us.

        So what I want to run now: HiG4, 2500 x g, 1 min.
        """),
     "spin rcf_g=2500 duration_s=60 @bionex_hig4"),

    ("fh-37", _t("""
        Q: Biomek i7 low-volume compound stamp

        Stamping 1 µL of DMSO compound into 384-well assay plates gave a CV of ~15 %.

        Answer: go to 2 µL and adjust the assay volume; our CV dropped to about 5 %.

        EDIT: going with 2 µl per well on the i7.
        """),
     "transfer volume_ul=2 @biomek_i7_hybrid"),

    ("fh-38", _t("""
        Title: Seal peeling off in the -80

        Our heat seal at 150 deg for 1 sec doesn't survive the freezer.

        Reply: go hotter and longer - 160 deg for 1.5 secs is what our core uses.

        So what I want to run now: heat seal at 160 deg for 1.5 secs.
        """),
     "seal temperature_c=160 duration_s=1.5"),

    ("fh-39", _t("""
        Forum: OT-2 - add buffer only to the first 3 columns

        I have 24 samples (columns 1-3 of the 96-well plate). The protocol adds 40 µL of
        lysis buffer to all 96 wells and wastes it.

        Reply: slice the destination columns in the protocol.

        We also went up on the buffer. So what I want now: 50 µL lysis buffer into columns
        1-3 only, on the OT-2.
        """),
     "transfer volume_ul=50 wells=24 @opentrons_ot2"),

    ("fh-40", _t("""
        Title: Need more g for bacteria in 96-well plates than the VSpin gives

        The VSpin maxes out at 1000 x g, and 1000 x g for 5 min isn't pelleting our
        bacteria in flat-bottom plates.

        Reply: use the 5810 with the plate rotor, 1500-2000 x g for 10 min at 4 °C.

        EDIT: going with 1500 x g, 10 min, 4 °C on the 5810.
        """),
     "spin rcf_g=1500 duration_s=600 temperature_c=4 @eppendorf_5810r"),

    ("fh-41", _t("""
        Q: Integration time for NanoLuc on the i3x

        We had 1000 ms per well and the top of the standard curve saturates.

        Answer: NanoLuc is very bright - 100 ms is enough.

        So what I want to run now: luminescence with 100 ms integration on the i3x.
        """),
     "read_luminescence integration_s=0.1 @spectramax_i3x"),

    ("fh-42", _t("""
        Post: Bacterial plates not dense enough

        Previously 37 °C for 6 hrs in the Cytomat; the OD was too low for the assay.

        Reply: 8 h at the same temperature.

        So what I want to run: 37 °C for 8 h in the Cytomat.
        """),
     "incubate temperature_c=37 duration_s=28800 @cytomat_2c450"),

    ("fh-43", _t("""
        Title: Probe qPCR efficiency ~85 % on the CFX384

        Old program: 95 °C 2 min, then 40 cycles of 95 °C 15 s / 60 °C 1 min (two-step).

        Reply: go three-step: 95 °C 15 s, 58 °C 20 s, 72 °C 20 s.

        EDIT: going with the three-step, keeping 40 cycles and the 2 min at 95 °C up front,
        on the CFX384.
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=20 extension_c=72 "
     "extension_s=20 @biorad_cfx384"),
]

# ---------------------------------------------------------------------- two to four steps
CASES += [
    ("fh-44", _t("""
        Title: Droplets on the PCR seal - spin before or after sealing?

        Our STAR adds 10 µL master mix, then we spin at 500 x g and seal. Drops end up on
        the film every time.

        Reply: seal first, then spin - and go to 1000 x g on the VSpin for 1 min.

        EDIT: going with: the STAR adds 10 µL master mix, seal on the a4S at 170 °C for
        3 s, then VSpin 1000 x g for 1 min.
        """),
     "transfer volume_ul=10 @hamilton_star > seal temperature_c=170 duration_s=3 @azenta_a4s > "
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("fh-45", _t("""
        Post: Fluent tried to pipette through the seal (oops)

        Plates come out of the Cytomat sealed, and yesterday the Fluent went straight in
        with 25 µL of substrate and bent a row of tips.

        Reply: put the XPeel in front of it.

        So what I want to run now: peel on the XPeel, the Fluent adds 20 µL substrate per
        well, then luminescence at 1 s integration.
        """),
     "peel @azenta_xpeel > transfer volume_ul=20 @tecan_fluent > read_luminescence integration_s=1"),

    ("fh-46", _t("""
        Q: OD600 values jumpy

        Reading OD600 straight out of the incubator - cells have settled and the values
        jump around.

        Answer: shake briefly before reading, 1000 rpm for 1 min on the BioShake.

        EDIT: going with 1000 rpm for 1 min on the BioShake, then the OD600 read.
        """),
     "shake speed_rpm=1000 duration_s=60 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600"),

    ("fh-47", _t("""
        Title: Evaporation during the ODTC run

        Ran the PCR on the ODTC unsealed (relying on the heated lid) and lost about 5 µL per
        well.

        Reply: seal first, 165 °C 2 s on the a4S.

        So what I want to run now: seal at 165 °C for 2 s, then on the ODTC: 98 °C 30 s,
        25 cycles of 98 °C 10 s / 65 °C 20 s / 72 °C 20 s, 72 °C 2 min, hold at 10 °C.
        """),
     "seal temperature_c=165 duration_s=2 @azenta_a4s > run_pcr cycles=25 "
     "initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 "
     "annealing_c=65 annealing_s=20 extension_c=72 extension_s=20 final_extension_c=72 "
     "final_extension_s=120 hold_c=10 @inheco_odtc"),

    ("fh-48", _t("""
        ResearchGate: Reporter assay - how long to incubate before reading?

        We incubate 15 min at 37 °C in the Cytomat and then read fluorescein at
        ex 485 / em 520; the signal is weak.

        Answer: 30 min at 37 gets you most of the way to the plateau.

        EDIT: going with 30 min at 37 °C in the Cytomat, then the read at ex 485 / em 520
        as before.
        """),
     "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=485 emission_nm=520"),

    ("fh-49", _t("""
        Title: Supernatant transfer after the microfuge spin

        We spin the tubes at 16,000 x g for 10 min at 4 °C in the 5424 R and have the OT-2
        take 250 µL of supernatant - it keeps disturbing the pellet.

        Reply: take less, 200 µL, and leave 50 behind.

        So what I want: the same spin (16,000 x g, 10 min, 4 °C on the 5424 R), then 200 µL
        of supernatant on the OT-2.
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=200 @opentrons_ot2"),

    ("fh-50", _t("""
        Post: Bead clean-up on the i7 - poor binding

        The i7 adds 50 µL of beads, mixes at 40 µL and goes straight to the magnet. Yield is
        low.

        Reply: mix bigger (60 µL) and let it bind for 5 min at RT before the magnet.

        EDIT: going with: the i7 adds 50 µL beads, the i7 mixes at 60 µL, then 5 min at RT.
        (Magnet and washes are still done by hand for now.)
        """),
     "transfer volume_ul=50 @biomek_i7_hybrid > mix volume_ul=60 @biomek_i7_hybrid > "
     "incubate duration_s=300"),

    ("fh-51", _t("""
        Q: Sizing straight after the KingFisher extraction

        We ran the KingFisher and then I pipetted the eluates into a PCR plate by hand for
        the LabChip - 2 h of pipetting.

        Answer: let the Fluent do the 10 µL transfer.

        So what I want to run now: the KingFisher program, the Fluent moves 10 µL of each
        eluate into the PCR plate, then the LabChip with 24 samples.
        """),
     "run_program @kingfisher_flex > transfer volume_ul=10 @tecan_fluent > "
     "run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("fh-52", _t("""
        Title: Bubbles in the 384 qPCR plate

        We were sealing at 180 °C for 3 s and not spinning at all; lots of bubbles and
        noisy curves.

        Reply: seal at 175 °C for 2.5 s and spin 1000 x g for 1 min before the run.

        EDIT: going with that seal and spin, then the CFX384: 95 °C 2 min, 40 cycles of
        95 °C 5 s / 60 °C 30 s.
        """),
     "seal temperature_c=175 duration_s=2.5 > spin rcf_g=1000 duration_s=60 > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("fh-53", _t("""
        Post: ELISA readings with odd high wells

        Reading the stopped ELISA at 450 nm; a few wells read way high and there are
        bubbles in them.

        Reply: before reading, spin the plate at 500 x g for 1 min on the VSpin.

        So what I want to run: the 450 nm read, but before it the VSpin spin at 500 x g
        for 1 min.
        """),
     "spin rcf_g=500 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=450"),

    ("fh-54", _t("""
        Q: Condensate on the lid after denaturing on the ODTC

        Heat at 95 °C for 5 min on the ODTC and half the volume ends up on the seal.

        Answer: quick spin afterwards, 200 x g for 30 s on the VSpin.

        EDIT: going with ODTC 95 °C 5 min, then VSpin 200 x g 30 s.
        """),
     "incubate temperature_c=95 duration_s=300 @inheco_odtc > "
     "spin rcf_g=200 duration_s=30 @agilent_vspin"),

    ("fh-55", _t("""
        Title: Compound addition then shaking - splashing

        The Flex adds 5 µL compound to the cell plate, then BioShake 1500 rpm for 2 min,
        and we get splashing onto the lid.

        Reply: 1000 rpm for 1 min is plenty for 5 µL into 100 µL.

        So what I want to run: the Flex adds 5 µL, then the BioShake at 1000 rpm for 1 min,
        then into the Cytomat at 37 °C for 24 h.
        """),
     "transfer volume_ul=5 @opentrons_flex > shake speed_rpm=1000 duration_s=60 "
     "@qinstruments_bioshake_3000t_elm > incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),

    ("fh-56", _t("""
        Post: STAR "no liquid" error - plate was still sealed

        The STAR threw a liquid-level error because the plate still had its seal on.

        Reply: peel it first with the XPeel and reseal afterwards.

        So: XPeel, the STAR adds 30 µL, then reseal on the a4S at 165 °C for 3 s.
        """),
     "peel @azenta_xpeel > transfer volume_ul=30 @hamilton_star > "
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("fh-57", _t("""
        Q: Lytic luminescence assay - incomplete lysis

        After adding the lytic reagent we shake 500 rpm for 2 min on the BioShake and the
        signal keeps creeping up during the read.

        Answer: 800 rpm for 10 min, then read.

        EDIT: going with the BioShake at 800 rpm for 10 min, then luminescence at 0.5 s.
        """),
     "shake speed_rpm=800 duration_s=600 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=0.5"),

    ("fh-58", _t("""
        Title: Half-plate seeding on the i5

        We seeded 80 µL of cell suspension per well and the cells were too sparse. Reply
        suggested going to 100 µL.

        So what I want to run now: the i5 seeds 100 µL into columns 1-6 only (columns 7-12
        are controls I add by hand later), then the plate goes into the Cytomat at 37 °C
        for 2 h to attach.
        """),
     "transfer volume_ul=100 wells=48 @biomek_i5 > "
     "incubate temperature_c=37 duration_s=7200 @cytomat_2c450"),

    ("fh-59", _t("""
        Post: Cloudy supernatant from 50 mL cultures

        5810 with 50 mL tubes at 3000 x g for 10 min - still cloudy.

        Reply: 4000 x g for 20 min at 4 °C.

        EDIT: going with that, then the Fluent moves 1 mL of cleared supernatant into the
        deep-well block.
        """),
     "spin rcf_g=4000 duration_s=1200 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=1000 @tecan_fluent"),

    ("fh-60", _t("""
        Q: Back-dilution after the OD read is too dense

        We read OD600, then the OT-2 moves 20 µL of each culture into fresh medium; the next
        day everything is overgrown.

        Answer: halve it.

        EDIT: read OD600, then 10 µL per well on the OT-2.
        """),
     "read_absorbance wavelength_nm=600 > transfer volume_ul=10 @opentrons_ot2"),

    ("fh-61", _t("""
        Title: Debris in the deep-well supernatant

        Sealed deep-well block spun at 2000 x g for 5 min, then peeled and the STAR took
        50 µL - there was debris in the transfer.

        Reply: 3000 x g in the HiG4 (the rating of the block).

        So what I want to run now: HiG4 at 3000 x g for 5 min, XPeel, then the STAR takes
        50 µL.
        """),
     "spin rcf_g=3000 duration_s=300 @bionex_hig4 > peel @azenta_xpeel > "
     "transfer volume_ul=50 @hamilton_star"),

    ("fh-62", _t("""
        Post: 384 qPCR setup on the i7 - template CV high

        We did 9 µL master mix + 1 µL template on the i7 and the 1 µL template step has
        high CV.

        Reply: go 8 + 2.

        So what I want now: i7 puts 8 µL master mix into the 384 PCR plate, then the i7 adds
        2 µL template, seal at 175 °C for 2 s, then the CFX384: 95 °C 2 min, 40 cycles of
        95 °C 15 s / 60 °C 1 min.
        """),
     "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 @biomek_i7_hybrid > "
     "seal temperature_c=175 duration_s=2 > run_qpcr cycles=40 initial_denaturation_c=95 "
     "initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=60 "
     "annealing_s=60 @biorad_cfx384"),

    ("fh-63", _t("""
        Q: Amplex Red - read immediately or wait?

        We read ex 530 / em 590 right after adding the Amplex Red working solution and the
        signal is still rising during the read.

        Answer: give it 10 min at RT, protected from light, then read.

        EDIT: going with a 10 min RT wait, then ex 530 / em 590.
        """),
     "incubate duration_s=600 > read_fluorescence excitation_nm=530 emission_nm=590"),

    ("fh-64", _t("""
        Title: Aliquots from the Fluent are inconsistent

        The Fluent takes 50 µL aliquots from the stock plate and the first and last
        aliquots differ by ~20 %.

        Reply: the stock is separating - mix first (100 µL) and then take the aliquot.

        So what I want to run now: the Fluent mixes at 100 µL, then moves 50 µL into the
        new plate.
        """),
     "mix volume_ul=100 @tecan_fluent > transfer volume_ul=50 @tecan_fluent"),

    ("fh-65", _t("""
        Post: Droplets on the walls after shaking

        BioShake at 2000 rpm for 30 s leaves droplets all over the upper walls of the wells.

        Reply: quick spin after, VSpin 100 x g for 30 s.

        So what I want to run now: BioShake 2000 rpm for 30 s, then the VSpin at 100 x g
        for 30 s.
        """),
     "shake speed_rpm=2000 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=100 duration_s=30 @agilent_vspin"),
]

# ---------------------------------------------------------------------- must halt
CASES += [
    ("fh-66", _t("""
        Title: Seal not holding on thick aluminium foil

        a4S at 190 °C for 4 s and the thick foil lifts off in the freezer.

        Reply: check the foil's datasheet - and note the a4S only goes up to 200 °C.

        EDIT: datasheet says 210 °C for 5 s, so going with 210 °C, 5 s on the a4S.
        """),
     "halted"),

    ("fh-67", _t("""
        Q: Need more force for a nuclei prep in 1.5 mL tubes

        5424 R at 20,000 x g for 30 min at 4 °C, and the pellet is still loose.

        Answer: more force would help; an ultracentrifuge would be ideal if you have one.

        We don't. EDIT: going with 25,000 x g, 30 min, 4 °C in the 5424 R.
        """),
     "halted"),

    ("fh-68", _t("""
        ResearchGate: Peptide quantification by absorbance in plates

        We read at 280 nm but our peptides have no Trp or Tyr, so there is basically no
        signal.

        Answer: read the peptide-bond absorbance at 214 nm instead.

        So what I want to run: absorbance at 214 nm on the SpectraMax.
        """),
     "halted"),

    ("fh-69", _t("""
        Title: Beads still clumped after shaking in 384 plates

        BioShake at 2500 rpm for 2 min in a 384-well plate, the beads stay clumped.

        Reply: 3000 is the top speed of the BioShake - try that.

        EDIT: a colleague says the more the better, so going with 3500 rpm for 2 min on
        the BioShake.
        """),
     "halted"),

    ("fh-70", _t("""
        Q: Very weak luminescence from bioluminescent bacteria

        1 s integration on the SpectraMax gives nothing above background.

        Answer: try 10 s per well.

        EDIT: 10 s was still noise. Going with 2 min integration per well on the
        SpectraMax.
        """),
     "halted"),

    ("fh-71", _t("""
        Post: Moving our assay from 96-well to 384-well flat plates

        The 96-well version uses 300 µL per well. Reply: scale it to ~75 µL for 384.

        OP: I'd rather keep the full 300 µL so the volumes match the validated protocol, so
        what I want to run is 300 µL into every well of the 384-well flat plate on the
        Fluent.
        """),
     "halted"),

    ("fh-72", _t("""
        Title: NIR dye on the SpectraMax i3x

        We read the dye on a borrowed imager before. Reply: note the i3x emission side only
        goes to 850 nm.

        EDIT: the dye's emission peak is at 920 nm, so going with ex 800 / em 920 on the
        i3x anyway.
        """),
     "halted"),
]

# ---------------------------------------------------------------------- must ask
CASES += [
    ("fh-73", _t("""
        Title: Loose cell pellets in 96-well plates

        We spun at 300 x g for 5 min and the pellets lift off when the medium is removed.

        Reply: we just run ours at 3000 rpm for 5 min in the 5810.

        EDIT: going with 3000 rpm for 5 minutes in the 5810.
        """),
     "ask"),

    ("fh-74", _t("""
        Q: Heat-inactivation temperature for this ligase?

        Answer 1: 65 °C for 20 min.
        Answer 2: 80 °C for 10 min, 65 isn't enough for that one.

        OP: Thanks both - I'll run one of these on the ODTC tomorrow, not sure which yet.
        """),
     "ask"),

    ("fh-75", _t("""
        Title: Nanolitre compound transfer - STAR CV too high

        The STAR at 0.5 µL gives a CV of ~20 %.

        Reply: use an Echo 525 for the compound - 25 nL acoustic transfers are routine.

        EDIT: going with the Echo, 25 nL per well.
        """),
     "ask"),

    ("fh-76", _t("""
        Q: Incomplete bacterial lysis

        Lysis buffer for 10 min at RT leaves intact cells.

        Answer: sonicate, 3 x 10 s pulses on ice.

        EDIT: going with sonication, 3 pulses of 10 s.
        """),
     "ask"),

    ("fh-77", _t("""
        Post: Beads clumping in 1.5 mL tubes

        Pipette-mixing 5 times at 100 µL doesn't break the clumps up.

        Reply: vortex the tubes for 10 s.

        So what I want to run now: vortex the 1.5 mL tubes for 10 s before loading.
        """),
     "ask"),

    ("fh-78", _t("""
        Title: a4S seals leaking

        a4S at 160 °C for 2 s and a few wells leak on the cycler.

        Reply: go hotter - check the film's datasheet for the right temperature.

        EDIT: going hotter with the same 2 s on the a4S; I'll look up the exact
        temperature later.
        """),
     "ask"),
]
