"""Hold-out batch: conditional and branching protocols whose conditions the text resolves.

Style
-----
The request is written as a protocol with branches: "if the plate was frozen, spin it
first", "unless the STAR is busy use it, otherwise the Fluent", "either 37 °C for 1 h or
30 °C overnight", decision tables ("OD < 0.3 → ...; OD ≥ 0.3 → ..."), flow-chart text
("Plate frozen? → yes: ... → no: ..."), troubleshooting trees, SOP "IF / THEN / ELSE"
blocks, code-style ``if / else`` lines, nested conditions, and conditions stated after the
step ("spin it - but only if it was frozen, which it was"). Most of the time the text
itself settles the condition somewhere - a fact about the plate, an earlier measurement, an
instrument's status, the day or the time, the reagent lot - sometimes in an aside or a
closing line. Sometimes it does not, or the condition depends on something that will only
be seen during the run. Authors are terse and wordy, British and American, with every
spelling of units ("mins", "10'", "30\"", "hrs", "degC", "ºC", "ul", "microlitres",
"xg", "×g", "rcf") and the odd typo.

Reading rules a careful lab engineer applies
--------------------------------------------
* A condition the text resolves (a stated fact, a reading taken BEFORE this run, an
  instrument that is down or booked, the plate type, the day, the lot) selects its branch.
  Only the chosen branch's steps and values are planned, in the order the text gives.
* "unless X, A" is "if not X, A"; "otherwise", "else", "failing that", "in that case",
  "if not" name the fallback branch; "whether or not", "either way", "regardless" make the
  step unconditional. A decision table or flow chart is read at the row / arrow the stated
  value falls in.
* A branch NOT taken contributes nothing: its values, its instrument, a value missing from
  it, an impossible value in it, an instrument the lab does not have or an operation no
  instrument does (vortex, sonicate) neither appear in the plan nor halt nor ask.
* "Either A or B" with the author's pick ("we're doing the 1 h option") is the pick. With
  no pick yet ("I'll confirm which"), or a condition the text never settles that changes a
  step or a value: ask.
* A plan is a fixed list of steps decided before the run. A branch that hangs on a
  measurement or observation made DURING this run ("read A600; if above 1.0 dilute and
  re-read", "if the eluate is brown re-run the clean-up") cannot be planned: ask. A
  run-time condition that only triggers a human action ("flag it to me", "I'll redo it by
  hand tomorrow") does not change this run's steps: plan them.
* Nested conditions are resolved outer first; every condition on the chosen path must be
  settled, otherwise ask.
* Halt when a value the chosen branch requires is outside every suitable instrument's
  limit (or outside the named instrument's limit when the text picks the instrument); ask
  when the chosen branch lacks a value that matters, gives rpm for a centrifuge with no
  rotor, names an instrument the lab does not have, or asks for an operation no instrument
  does.
* Expected strings list the steps of the chosen branch with only the values the text
  states (converted to s, °C, µL, x g, nm); ``@device`` only when the text names or clearly
  implies the instrument; ``wells=N`` only when the text restricts a step to part of a
  plate.
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    ("cd01", _t("""
        Compound plate CP-118 goes on for the screen this afternoon. If it came straight out
        of the freezer, give it 1,000 x g for 1 min on the VSpin first - it did, it's been at
        -80 °C since March and I only took it out at lunch. After the spin, XPeel it.
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > peel @azenta_xpeel"),
    ("cd02", _t("""
        Growth check, plate GP-4.
        Rule of thumb: if the OD600 is above 0.6 the STAR dilutes each well with 100 µL LB
        before the shaker; if not, no dilution. Joe read it at 10:15 - 0.45 across the
        board - so skip the dilution today. BioShake 800 rpm, 30 °C, 20 min, then OD600 on
        the SpectraMax.
        """),
     "shake speed_rpm=800 duration_s=1200 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("cd03", _t("""
        Please add 50 µL of assay buffer to every well of the 96-well assay plate. Use the
        STAR unless it's busy, otherwise the Fluent. (Checked the booking sheet: STAR's free
        all morning.)
        """),
     "transfer volume_ul=50 @hamilton_star"),
    ("cd04", _t("""
        Normalisation top-up: 30 µl of TE into columns 1-6 of the 96-well plate. STAR if
        it's free, failing that the Fluent. Priya has the STAR booked until 5 pm for her
        screening run, so it'll have to be the Fluent.
        """),
     "transfer volume_ul=30 wells=48 @tecan_fluent"),
    ("cd05", _t("""
        Digest on the ODTC: the enzyme sheet allows either 37 °C for 1 h or 30 °C overnight
        (16 h). We're doing the 1 h option - I need the plate back by lunch. Then heat-kill
        at 80 °C for 20 min, also on the ODTC.
        """),
     "incubate temperature_c=37 duration_s=3600 @inheco_odtc > "
     "incubate temperature_c=80 duration_s=1200 @inheco_odtc"),
    ("cd06", _t("""
        This plate sat in the cold room overnight. Only if there's condensation under the
        seal, spin it at 500 x g for 2 min on the VSpin before peeling. Well, there is - the
        seal's completely fogged up. Then peel it on the XPeel and read fluorescence at
        485/520.
        """),
     "spin rcf_g=500 duration_s=120 @agilent_vspin > peel @azenta_xpeel > "
     "read_fluorescence excitation_nm=485 emission_nm=520"),
    ("cd07", _t("""
        Induction - decide on this morning's OD600:
          OD < 0.3        → another 2 h at 37 °C in the Cytomat
          0.3 ≤ OD ≤ 0.8  → STAR adds 10 µL of 10 mM IPTG per well
          OD > 0.8        → STAR adds 100 µL LB per well first (dilute), then re-check
        This morning's read (08:40, i3x): mean OD 0.52, range 0.47-0.58.
        """),
     "transfer volume_ul=10 @hamilton_star"),
    ("cd08", _t("""
        Plate frozen?
          → yes: thaw 30 min at room temp, then spin 1000 x g, 1 min
          → no: straight to the peel
        Then: XPeel, then the i5 adds 20 µL detection mix to each well.
        Note: this one's straight from the -20, still frozen solid.
        """),
     "incubate duration_s=1800 > spin rcf_g=1000 duration_s=60 > peel @azenta_xpeel > "
     "transfer volume_ul=20 @biomek_i5"),
    ("cd09", _t("""
        Spin the PCR plate at 2,500 x g for 2 min on the HiG4 - but only if it was frozen,
        which it was.
        """),
     "spin rcf_g=2500 duration_s=120 @bionex_hig4"),
    ("cd10", _t("""
        Read absorbance at 450 nm on the SpectraMax. Spin the plate at 1,000 x g for 1 min
        beforehand if it's been frozen - it hasn't, it came straight off the bench - so
        just the read.
        """),
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("cd11", _t("""
        If the plate was frozen, spin it 1000 x g for 1 min first, then seal it on the a4S
        at 170 °C for 2 s.
        """),
     "ask"),
    ("cd12", _t("""
        Read A600 on the SpectraMax. If any well reads above 1.0, the STAR adds 100 µL LB to
        every well and you read again; otherwise the plate goes straight into the Cytomat,
        37 °C, 4 h.
        """),
     "ask"),
    ("cd13", _t("""
        Read the ELISA plate at 450 nm on the i3x. If the top standard comes out over 3.0
        don't re-run anything - just flag it to me and I'll redo the dilutions by hand
        tomorrow.
        """),
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("cd14", _t("""
        Seal settings depend on the foil on the roll:
          IF old clear film (cat. 4ti-0560)  THEN 165 °C, 2 s
          IF new peelable foil               THEN 210 °C, 3 s (supplier's sheet)
        The roll on the a4S right now is the new peelable foil.
        """),
     "halted"),
    ("cd15", _t("""
        a4S seal for the qPCR plate. Thick foil → 210 °C / 3 s; anything else → 160 °C /
        2 s. We've got the thin clear film loaded today.
        """),
     "seal temperature_c=160 duration_s=2 @azenta_a4s"),
    ("cd16", _t("""
        Bead resuspension on the BioShake. If the beads are the small 1 µm ones, 1,500 rpm
        for 2 min is enough; if they're the big 3 µm ones they need 3,500 rpm for 2 min.
        Today's kit is the 3 µm beads.
        """),
     "halted"),
    ("cd17", _t("""
        BioShake for the lysis plate: deep-well plates 1,200 rpm, PCR plates 3,200 rpm (per
        Jan's sheet, which I don't trust anyway). 10 mins either way, at 37 degC. It's a
        deep-well plate.
        """),
     "shake speed_rpm=1200 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("cd18", _t("""
        Peptide quant on the SpectraMax, UV plate. If the peptides carry Trp or Tyr, read
        A280; if they don't, read at 214 nm (peptide bond). None of this batch has either
        residue.
        """),
     "halted"),
    ("cd19", _t("""
        Nucleic acid or protein?
          → nucleic acid: A260 on the SpectraMax
          → protein: A205 (direct peptide-bond read)
        These are the miniprep DNAs.
        """),
     "read_absorbance wavelength_nm=260 @spectramax_i3x"),
    ("cd20", _t("""
        CTG read. Integration is 1 s per well normally; if the pilot plate's signal-to-
        background was under 2, go to 90 s per well. Pilot came in at S/B 1.4, so the long
        integration it is.
        """),
     "halted"),
    ("cd21", _t("""
        NanoGlo plate - luminescence on the i3x. Bright reporter → 0.5 s integration; dim
        reporter → 2 min integration. This is the bright one (CMV-driven).
        """),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),
    ("cd22", _t("""
        Vesicle-depleted supernatant prep, 1.5 mL tubes on the 5424 R, 4 °C:
         - serum samples: 16,000 x g, 20 min
         - cell-culture media: 25,000 x g, 30 min
        These are all cell-culture media samples.
        """),
     "halted"),
    ("cd23", _t("""
        5424R: RNA lysate → 12k xg 15' 4C / protein lysate → 16k xg 10' 4C. today = protein
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    ("cd24", _t("""
        HiG4 spin for the clearing plate. If the lysate is bacterial, 4,000 x g for 10 min;
        if it's yeast, 6,000 x g for 15 min. It's the yeast lysate today (S. cerevisiae,
        BY4741).
        """),
     "halted"),
    ("cd25", _t("""
        Spin the 96-well plate 2,000 x g for 5 min on the HiG4. If the HiG4 is still out of
        action, do it on the VSpin instead, same settings. Update from Lars: HiG4 is still
        down, the engineer's coming Thursday.
        """),
     "halted"),
    ("cd26", _t("""
        Medium top-up on the Fluent: if the cells are in the 24 deep-well plate add 2 mL per
        well; if they're in the 96-well flat-bottom plate add 450 µL per well. They're in
        the 96-well flat-bottom.
        """),
     "halted"),
    ("cd27", _t("""
        1. XPeel the assay plate.
        2. IF this is the HTRF version THEN read fluorescence ex 320 / em 665
           ELSE read absorbance at 450 nm.
        3. Re-seal on the a4S at 170 °C for 2 s.
        We're running the colorimetric (non-HTRF) version.
        """),
     "peel @azenta_xpeel > read_absorbance wavelength_nm=450 > "
     "seal temperature_c=170 duration_s=2 @azenta_a4s"),
    ("cd28", _t("""
        Library plate wrap-up:
        1. STAR pools 5 µL of each library into column 12.
        2. Seal on the a4S - standard foil 165 °C / 3 s; archive foil (anything going into
           the -80 for more than 6 months) 215 °C / 3 s.
        3. PF400 takes it to the hotel for pick-up.
        These are the archive plates - they're going into the -80 for at least a year.
        """),
     "halted"),
    ("cd29", _t("""
        MIC plates into the Cytomat at 37 °C. Fast growers (M. smegmatis): 3 days. Slow
        growers (M. bovis BCG): 6 weeks, no opening. Today's panel is all BCG.
        """),
     "halted"),
    ("cd30", _t("""
        5810 R spin for the cell pellets: in 15 mL Falcons → 1,200 rpm, 5 min; in the
        96-well U-bottom plate → 300 x g, 4 min. They're in 15 mL Falcons today.
        """),
     "ask"),
    ("cd31", _t("""
        Pellet the PBMCs on the 5810. 96-well U-bottom plate: 300 xg, 4 min at RT (if
        they'd been in Falcons it would be 1200 rpm for 5 min). They're in the plate.
        """),
     "spin rcf_g=300 duration_s=240 @eppendorf_5810r"),
    ("cd32", _t("""
        Fragment analysis: LabChip if it's running, failing that the TapeStation. LabChip's
        been down since Tuesday (sipper clog, ticket open), so TapeStation it is - D1000
        tape, 24 samples.
        """),
     "ask"),
    ("cd33", _t("""
        Sizing for the 24 amplicons: use the Bioanalyzer if it's back from service,
        otherwise the LabChip. The Bioanalyzer went back to the vendor last week and isn't
        due back until next month.
        """),
     "run_assay sample_count=24 @labchip_gx_touch_ht"),
    ("cd34", _t("""
        Before the transfer, check the bead bottle: if the beads have settled, vortex it
        30 s; if not, carry on. They've settled (been sitting since yesterday). Then the
        OT-2 puts 20 µL of beads into each well.
        """),
     "ask"),
    ("cd35", _t("""
        Beads: if they've settled, vortex the bottle before use; if they're still
        suspended, don't bother. Just checked - still evenly suspended, Kai mixed them ten
        minutes ago. OT-2: 20 uL of beads into each well of the PCR plate.
        """),
     "transfer volume_ul=20 @opentrons_ot2"),
    ("cd36", _t("""
        HiG4 spin: PCR plates 2,500 x g for 2 min; deep-well plates - whatever the deep-well
        SOP says (can't find it right now). Today's plate is a 96 deep-well.
        """),
     "ask"),
    ("cd37", _t("""
        Block the ELISA plate in the Cytomat: either 37 °C for 1 h or 4 °C overnight. I'll
        confirm which once Sam tells me whether he needs the plates tomorrow morning.
        """),
     "ask"),
    ("cd38", _t("""
        If it's the 384 plate: XPeel it, then the Fluent adds 10 µL per well.
        If it's the 96: the Fluent adds 50 µL per well - and if that 96 has been frozen,
        spin it 500 x g for 2 min before the Fluent step.
        It's the 96.
        """),
     "ask"),
    ("cd39", _t("""
        If it's the 384 plate: it's sealed, so peel it (XPeel) and then the Fluent adds
        10 µL per well - and if that 384 came out of the -80, spin it 1,000 x g for 1 min
        before the peel. If it's the 96: Fluent 50 µL per well, no peel.
        It's the 384, and yes, it's from the -80.
        """),
     "spin rcf_g=1000 duration_s=60 > peel @azenta_xpeel > transfer volume_ul=10 @tecan_fluent"),
    ("cd40", _t("""
        KingFisher clean-up program first. Then look at the eluate:
          brown tinge (bead carry-over) → put it through the clean-up program again
          clear → run all 96 on the LabChip
        """),
     "ask"),
    ("cd41", _t("""
        qPCR on the CFX384 this afternoon. If Mei's new primer lot has arrived, 40 cycles at
        60 °C annealing; if we're still on the old lot, 45 cycles at 58 °C. (95 °C 3 min to
        start, 95 °C 15 s denaturation and 30 s annealing either way.) Courier tracking just
        says "out for delivery".
        """),
     "ask"),
    ("cd42", _t("""
        CFX384 cycling depends on the chemistry:
          TaqMan: 95 °C 20 s, then 40 × (95 °C 1 s / 60 °C 20 s)
          SYBR:   95 °C 2 min, then 40 × (95 °C 5 s / 60 °C 30 s)
        This is a TaqMan plate (FAM/VIC probes).
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=20 "
     "denaturation_c=95 denaturation_s=1 annealing_c=60 annealing_s=20 @biorad_cfx384"),
    ("cd43", _t("""
        Colony PCR on the ODTC. Phusion or Taq?
        Phusion: 98 °C 30 s; 30 cycles of 98 °C 10 s, 60 °C 20 s, 72 °C 30 s; 72 °C 5 min.
        Taq: 95 °C 3 min; 30 cycles of 95 °C 30 s, 55 °C 30 s, 72 °C 1 min; 72 °C 5 min.
        Hold at 4 °C after either. We're using the Taq master mix (Phusion's run out).
        """),
     "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 "
     "extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("cd44", _t("""
        Seal the PCR plate on the a4S first (165 °C, 3 sec), then cycle on the ODTC:
        98 °C 30 s; N × (98 °C 10 s, 65 °C 30 s, 72 °C 30 s); 72 °C 2 min.
        N = 35 if the input is under 10 ng, otherwise 28. Input is 50 ng per reaction.
        """),
     "seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr cycles=28 "
     "initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 "
     "annealing_c=65 annealing_s=30 extension_c=72 extension_s=30 final_extension_c=72 "
     "final_extension_s=120 @inheco_odtc"),
    ("cd45", _t("""
        Bead clean-up on the KingFisher. If the lysates are already in the deep-well plate,
        go straight to the KingFisher; if they're still in tubes, the Flex moves 200 µL
        from each tube into the deep-well plate first. They're still in the 1.5 mL tubes
        (24 of them).
        """),
     "transfer volume_ul=200 @opentrons_flex > run_program @kingfisher_flex"),
    ("cd46", _t("""
        LabChip the whole library plate (96) unless any failed the Qubit, in which case
        leave those out. Two did - B7 and F3.
        """),
     "run_assay sample_count=94 @labchip_gx_touch_ht"),
    ("cd47", _t("""
        If the reader's busy, the PF400 parks the plate in the hotel until it frees up; if
        it's free, the PF400 takes the plate straight to the SpectraMax and you read at
        405 nm. Reader's idle right now.
        """),
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=405 @spectramax_i3x"),
    ("cd48", _t("""
        Seal at 165 °C for 3 s on the a4S. Afterwards: if the read is today, leave it in the
        plate hotel; if it's tomorrow, into the Cytomat 2C425 at 4 °C. Read is tomorrow
        morning.
        """),
     "seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4 @cytomat_2c425"),
    ("cd49", _t("""
        Park the assay plate: if it's being read within the hour, plate hotel (Cytomat 24)
        at room temperature; otherwise the fridge at 4 °C. The read's booked for 14:00 and
        it's 13:20 now.
        """),
     "store @cytomat_24"),
    ("cd50", _t("""
        Cytomat incubation: mammalian lines at 37 °C, insect lines at 27 °C, 72 hrs either
        way. This is the Sf9 plate.
        """),
     "incubate temperature_c=27 duration_s=259200 @cytomat_2c450"),
    ("cd51", _t("""
        i7: use the 96-head if all 12 columns have samples, otherwise the Span-8 on just the
        filled columns. 25 µL enzyme mix per well. Only columns 1-4 are filled today.
        """),
     "transfer volume_ul=25 wells=32 @biomek_i7_hybrid"),
    ("cd52", _t("""
        i5 mix step: if the wells hold more than 150 µL, mix with 100 µL; if less, 50 µL.
        Each well has 200 µL in it.
        """),
     "mix volume_ul=100 @biomek_i5"),
    ("cd53", _t("""
        OT-2 normalisation: if the stock is above 100 ng/µL, transfer 2 µL into the water
        plate; otherwise 10 µL. NanoDrop this morning: average 240 ng/µL, lowest 180.
        """),
     "transfer volume_ul=2 @opentrons_ot2"),
    ("cd54", _t("""
        AMPure on the Flex at 1.8x - that's 90 µL of beads for the 50 µL samples, or 45 µL
        for the 25 µL ones. These are the 50 µL PCRs. Then mix 10 times with 100 µL.
        """),
     "transfer volume_ul=90 @opentrons_flex > mix volume_ul=100 @opentrons_flex"),
    ("cd55", _t("""
        CTG readout. Equilibrate first: 30 min at RT if the plate came out of the fridge,
        10 min if it came out of the incubator. (Fridge - it's been at 4 °C since Friday.)
        Then the Fluent adds 25 µL CellTiter-Glo per well, BioShake 500 rpm for 2 min, and
        read luminescence with 1 s integration.
        """),
     "incubate duration_s=1800 > transfer volume_ul=25 @tecan_fluent > "
     "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1"),
    ("cd56", _t("""
        If the plate's heat-sealed, XPeel it; if it's an adhesive seal I'll pull it by hand
        before it goes on deck. It's heat-sealed (a4S, this morning). Then the STAR adds
        5 µL of enzyme per well.
        """),
     "peel @azenta_xpeel > transfer volume_ul=5 @hamilton_star"),
    ("cd57", _t("""
        4.2  IF sample volume > 2 mL
               THEN centrifuge in 15 mL tubes on the 5810 R: 3,000 x g, 10 min, 4 °C.
             ELSE centrifuge in 1.5 mL tubes on the 5424 R: 16,000 x g, 5 min, 4 °C.
        Batch record, this lot: sample volume 5 mL per sample.
        """),
     "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r"),
    ("cd58", _t("""
        Check color development. If the standards have turned blue (they have - the top
        three are deep blue already), the STAR adds 50 uL stop solution per well and you
        read at 450 nm on the SpectraMax. If not, wait another 10 min.
        """),
     "transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("cd59", _t("""
        Denature the samples at 95 °C for 5 min on the ODTC unless it's occupied - in that
        case use the i5's on-deck heat block. ODTC's free.
        """),
     "incubate temperature_c=95 duration_s=300 @inheco_odtc"),
    ("cd60", _t("""
        Bead binding on the BioShake, 1,400 rpm for 5 min - unless it's still warm from
        Pia's 65 °C run (it has to be back at room temp). It's been switched off since
        lunch, so go ahead.
        """),
     "shake speed_rpm=1400 duration_s=300 @qinstruments_bioshake_3000t_elm"),
    ("cd61", _t("""
        Don't skip the pre-read spin unless the plate has already been spun today - it
        hasn't. 1,000 xg, 60", VSpin. Then A405.
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=405"),
    ("cd62", _t("""
        The Flex seeds 100 µL of cell suspension per well. If seeding finishes after 5 pm,
        the plate stays in the Cytomat at 37 °C overnight (16 h) before the compound add;
        otherwise 6 h. I'm not starting the seeding until half six this evening.
        """),
     "transfer volume_ul=100 @opentrons_flex > "
     "incubate temperature_c=37 duration_s=57600 @cytomat_2c450"),
    ("cd63", _t("""
        Fluorescence read, ex 530 / em 590, on the SpectraMax. If it's a Friday don't read
        it - store at 4 °C over the weekend and read on Monday. It's Wednesday.
        """),
     "read_fluorescence excitation_nm=530 emission_nm=590 @spectramax_i3x"),
    ("cd64", _t("""
        Troubleshooting - weak GFP signal on yesterday's read:
          Q1 Was the plate still sealed during the read?
             → yes: peel it (XPeel) and re-read on the SpectraMax at ex 488 / em 510
             → no: go to Q2 (gain settings)
        It was sealed - the foil's still on now.
        """),
     "peel @azenta_xpeel > read_fluorescence excitation_nm=488 emission_nm=510 @spectramax_i3x"),
    ("cd65", _t("""
        Spin the deep-well plate on the HiG4 at 3,000 ×g for 3 min, failing that the 5810
        at the same setting. The HiG4 is in bits on the bench (rotor inspection).
        """),
     "spin rcf_g=3000 duration_s=180 @eppendorf_5810r"),
    ("cd66", _t("""
        Run this on the Fluent:

            plate = "96"          # 96-well today
            if plate == "384":
                vol = 10          # uL
            else:
                vol = 40          # uL
            fluent.transfer(reagent_B, plate, vol)   # every well
        """),
     "transfer volume_ul=40 @tecan_fluent"),
    ("cd67", _t("""
        STAR adds 40 µL substrate to the 96-well plate. If the standards are in column 1,
        leave column 1 alone (they've already had their substrate). They are in column 1.
        """),
     "transfer volume_ul=40 wells=88 @hamilton_star"),
    ("cd68", _t("""
        qPCR on the CFX384: 95 °C for 3 min, then 40 cycles of 95 °C 10 s / 60 °C 30 s for
        high-abundance targets; bump it to 45 cycles if they're low-abundance. Today's plate
        is GAPDH and ACTB only.
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("cd69", _t("""
        Provided the balance plate is on the VSpin already (Rui put it there at 9, so it
        is), spin the cell plate at 800 rcf for 90 secs.
        """),
     "spin rcf_g=800 duration_s=90 @agilent_vspin"),
    ("cd70", _t("""
        Whether or not the organoids look ready, feed them: Fluent, 100 microlitres of
        medium per well, then back into the Cytomat at 37 ºC for 24 hours.
        """),
     "transfer volume_ul=100 @tecan_fluent > "
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),
    ("cd71", _t("""
        a4S: 170 °C for all plate types; dwell 2 s for PCR plates, 3 s for deep-wells.
        We're sealing deep-wells this time.
        """),
     "seal temperature_c=170 duration_s=3 @azenta_a4s"),
    ("cd72", _t("""
        Primer mix into the 8-strip: 15 µl into each tube. Flex unless it's mid-run,
        otherwise the OT-2. The Flex is tied up with the KAPA prep until 3.
        """),
     "transfer volume_ul=15 @opentrons_ot2"),
    ("cd73", _t("""
        Dispense 60 µL of wash buffer into all wells - on the i7 with the 96-head, unless
        the head is still down, in which case the i5. Service fixed the head yesterday
        afternoon.
        """),
     "transfer volume_ul=60 @biomek_i7_hybrid"),
    ("cd74", _t("""
        ok so after the ethanol wash - if the beads r already dry skip the 2 min air dry,
        otherwise wait 2 min. theyre still shiny/wet so do the wait. then OT2 adds 22 ul
        elution buffer per well
        """),
     "incubate duration_s=120 > transfer volume_ul=22 @opentrons_ot2"),
    ("cd75", _t("""
        Detection antibody: the new lot (in use since Monday) goes in at 15 µL per well, the
        old lot at 20 µL. We're on the new lot. The i5 dispenses into every well.
        """),
     "transfer volume_ul=15 @biomek_i5"),
    ("cd76", _t("""
        Thaw-mix the reagnet plate on the BioShake at 1000 rpm: if it came from 4 °C, 5 min
        at 25 °C; if it was frozen, 15 min at 37 °C. It was in the -20.
        """),
     "shake speed_rpm=1000 duration_s=900 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("cd77", _t("""
        If Anna's in, she'll carry the plate from the hotel to the STAR by hand; if not, the
        PF400 does the move. Anna's on leave till the 14th.
        """),
     "move_plate @precise_pf400"),
    ("cd78", _t("""
        ODTC: 30 cycles of 95 °C 15 s / 60 °C 15 s / 72 °C 30 s. Final hold: if the run ends
        overnight, 4 °C; if someone's there to take it off, 10 °C. It'll finish about 2 am.
        """),
     "run_pcr cycles=30 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=15 "
     "extension_c=72 extension_s=30 hold_c=4 @inheco_odtc"),
]
