"""Hold-out batch: kanban / project-board task cards.

Style
-----
The request arrives as a task card exported from a lab project board (Trello, Jira,
Asana, Notion) and pasted as text: a card title, list/status, labels or tags, members or
an assignee, a due date, story points or an estimate, a description, one or more
checklists (or sub-tasks) with some items ticked and some still open, and a comment
thread below it. Some comments change or correct a value ("make it 20 min", "changed to
165 °C"), some only chat ("thanks!", "plate's on the deck"), some refer to other cards,
last week's run or a linked issue.

Reading rules a careful lab engineer applies
--------------------------------------------
* The run is what the card asks NOW: the OPEN checklist items / open sub-tasks
  (``☐``, ``[ ]``, ``◯``, ``⬜``, ``TO DO``, ``[OPEN]``). Ticked / completed items
  (``✓``, ``☑``, ``✔``, ``[x]``, ``✅``, ``DONE``) are history and are not run --
  unless a later comment says the item was ticked by mistake / must be redone.
* If the card has no checklist, the title and description are the request.
* Comments: a value changed in a comment and accepted (by the card owner, or with no
  objection and the item "updated") replaces the value in the item; the LATEST agreed
  value wins. A proposal that is turned down leaves the item as written. Two competing
  values with no decision yet ("let's wait for X") mean: ask.
* A comment can add a step ("spin it before the read") or move a step to another
  instrument ("STAR is down, use the Fluent") once it is agreed.
* Card metadata is never a step value: card numbers, story points, sprint numbers,
  estimates, due dates and times, ticket numbers, plate IDs, catalogue/lot numbers,
  extension numbers, room numbers, costs, counts of attachments.
* Values of other cards (linked issues, "same as card #88", last month's card, the
  neighbouring card in the same export) and values in done items are not this card's
  values; an impossible value there does not halt the run.
* Steps run in checklist order unless the card says otherwise ("before the read, spin").
* Halt when an open item (with its latest agreed value) is outside every suitable
  instrument's limit; ask when an open item lacks a value that matters, has two competing
  values, gives a unit that cannot be read (rpm with no rotor), names an instrument the
  lab does not have, or asks for an operation no instrument does (vortex, sonicate).
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    ("kb01", _t("""
        Card: Spin down ELISA plate P-0412 before the read
        List: Doing  ·  Labels: ELISA, quick  ·  Members: Anjali R.
        Due: 12 Mar  ·  Story points: 1
        Checklist "Run" (1/2)
          ✓ stop solution added, 50 µL/well
          ☐ spin 500 x g, 1 min on the VSpin
        Comments
          Anjali R. · 11 Mar 09:12 — plate's on the deck, thanks!
        """),
     "spin rcf_g=500 duration_s=60 @agilent_vspin"),
    ("kb02", _t("""
        LAB-2291  Seal qPCR plate for the CFX run
        Type: Task   Status: To Do   Assignee: Tom Becker   Labels: qpcr, sealing
        Story Points: 2   Due date: 2024-04-18
        Checklist
          [ ] heat seal on the a4S - 170 °C, 2 s
        Activity
          Lena H. - 17/Apr/24 4:02 PM: the new foil lot (cat. 4ti-0550) wants 165, not 170.
          Spec sheet attached.
          Tom Becker - 17/Apr/24 4:20 PM: ok, changed to 165 °C, time stays 2 s.
        """),
     "seal temperature_c=165 duration_s=2 @azenta_a4s"),
    ("kb03", _t("""
        Task: Add detection reagent - cols 1-6 only
        Assignee: Marco B.    Due date: Thursday    Project: HTS board › Ready
        Tags: luciferase, STAR
        Subtasks
          ✔ thaw reagent (30 min at RT)
          ◯ STAR: 25 µl reagent into columns 1-6 of the 96-well assay plate
        Comments
          Marco B. — columns 7-12 are a different compound set, leave them alone
          Priya S. — 👍
        """),
     "transfer volume_ul=25 wells=48 @hamilton_star"),
    ("kb04", _t("""
        OD600 growth check — plate GC-17
        Status: In progress   Assignee: @Sam   Due: Oct 3   Estimate: 2 pts   Tags: microbio
        - [x] take plate out of the Cytomat (was 37 °C, 16 h)
        - [ ] read OD600 on the SpectraMax
        Comments
        Sam: reading it straight away, lid off
        """),
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("kb05", _t("""
        Card title: GFP read — transfection plate T-88
        Labels: imaging, needs review
        Members: KL, DW
        Due date: Nov 21, 2023 3:00 PM
        Story points: 3
        Checklist: Readout 0/1
          [ ] fluorescence read on the SpectraMax: ex 485 / em 520
        Comments:
          DW  Nov 20 at 4:41 PM  use em 535 instead, 520 bleeds into the excitation band
          with that filter set
          KL  Nov 20 at 5:02 PM  agreed, 485/535 it is - item updated
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),
    ("kb06", _t("""
        PURIF-77  Bead clean-up of lysates (96 DW)
        Status: Selected for Development | Assignee: Ola N. | Story points: 5
        Labels: rna, kingfisher | Due: 2024-02-09
        Checklist (2/3 done)
          ✅ lysis buffer 300 µL added by hand
          ✅ plates labelled and barcoded
          ⬜ run the MagMAX program on the KingFisher
        Comments
          Ola N.: elution and wash plates are already in the fridge next to it
        """),
     "run_program @kingfisher_flex"),
    ("kb07", _t("""
        Unseal compound plate CP-3391
        Assignee: Fatima Z.   Due: Mon 9 Sep   Section: This week   Effort: 1 pt
        Subtasks:
          ✔ thaw at RT, 1 h
          ✔ quick spin (done by hand, 2 min)
          ◯ take the foil off on the XPeel
          ✔ log in LIMS
        Comments:
          Fatima Z. · 2d ago — 10 mM in DMSO, keep the lid handy afterwards
          Jonas · 1d ago — ok
        """),
     "peel @azenta_xpeel"),
    ("kb08", _t("""
        Card: Clear bacterial lysates (12 tubes, 1.5 mL)
        Labels: protein, cold room
        Assignee: Hugo
        Due: tomorrow 10:00
        Points: 2
        Checklist
          ☐ 5424 R: 16,000 xg, 10 min, 4 °C
        Comments
          Irene (today 08:15): make it 20 min - these are viscous, last prep didn't pellet
          at 10
          Hugo (today 08:30): yep, updated to 20 min
        """),
     "spin rcf_g=16000 duration_s=1200 temperature_c=4 @eppendorf_5424r"),
    ("kb09", _t("""
        BCA-19  Heat-shake BCA plate
        Status: To Do · Assignee: Yusuf K. · Story points: 2 · Labels: protein-quant
        Checklist
          [x] 200 µL working reagent into all wells
          [x] 25 µL standards + samples
          [ ] BioShake 1000 rpm, 30 mins, 37 °C
        Comments
          Yusuf K.: BioShake was recalibrated last week (ticket #4471), should be fine
          Anna P.: coffee's on me if this works first time
        """),
     "shake speed_rpm=1000 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("kb10", _t("""
        Card: Cells into the incubator after transfection
        List: Today · Labels: TC · Members: Grace O.
        Due: Wed 17:00 · Points: 1
        Checklist: Post-transfection (1/2)
          ✓ transfection mix added (10 µL/well)
          ☐ Cytomat, 37 C for 24 hr
        Comments
          Grace O.: readout card is #212, don't start that one yet
        """),
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),
    ("kb11", _t("""
        Colony PCR — 24 clones (pET-His constructs)
        Status: Doing   Assignee: Wei L.   Due: 22 May   Story points: 3   Tags: cloning, ODTC
        Checklist
        - [x] master mix made (18 µL/well)
        - [x] 2 µL colony suspension into each well
        - [ ] ODTC: 95 °C 3 min; 30 cycles of 95 °C 30 s / 55 °C 30 s / 72 °C 1 min;
              72 °C 5 min; hold 4 °C
        Comments
        Rana: primer Tm is 62, 55 is a bit low - use 58 for annealing?
        Wei L.: good point, changed annealing to 58 °C, everything else as listed
        """),
     "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 "
     "extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("kb12", _t("""
        QPCR-140  Run GAPDH/ACTB plate on the CFX384
        Sprint: Lab Sprint 40 | Story Points: 8 | Assignee: Helga M. | Due: 2024-06-12
        Checklist
          DONE   plate sealed
          DONE   plate spun
          TO DO  CFX384: 95 °C 3 min, then 40 cycles of 95 °C 10 s / 60 °C 30 s
        Comments
          Helga M. 11/Jun/24 3:10 PM: low-input samples - bumping to 45 cycles, rest unchanged
          Jo R. 11/Jun/24 3:40 PM: 👍 makes sense
        """),
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("kb13", _t("""
        Card: Size 40 libraries on the LabChip (HT DNA High Sensitivity)
        Labels: NGS, QC
        Members: Elif, Marcus
        Due: Jul 8
        Story points: 2
        Checklist (0/1)
          ☐ LabChip run, 40 samples from the library plate
        Comments
          Elif · Jul 7 11:20 — L-17 and L-29 failed Qubit, I pulled them: 38 samples now
          Marcus · Jul 7 11:31 — ok, run the 38
        """),
     "run_assay sample_count=38 @labchip_gx_touch_ht"),
    ("kb14", _t("""
        Park the assay plates over the weekend
        Assignee: Leo   Due: Fri 18:00   Tags: housekeeping   Estimate: 0.5 pt
        Subtasks
          ✔ lids on
          ◯ into the fridge at 4 °C until Monday
        Comments
          Leo — I'll pick them up Monday 8:30 for card #77
        """),
     "store temperature_c=4"),
    ("kb15", _t("""
        ARM-31  Hand the assay plate to the reader position
        Status: In Progress | Assignee: Dmitri V. | Story points: 1 | Labels: pf400
        Checklist
          [ ] PF400: move the assay plate from the STAR deck to the SpectraMax drawer
        Comments
          Dmitri V.: only the move - I'll trigger the read myself from the reader PC
        """),
     "move_plate @precise_pf400"),
]

CASES += [
    ("kb16", _t("""
        Card: Pellet debris - PCR plate PP-221
        Labels: cleanup · HiG4
        Members: Rui, Dana
        Due: 4 Jun · Story points: 2
        Checklist: Spin (0/1)
          ☐ HiG4, 4,000 × g for 5 min
        Comments
          Dana (3 Jun 17:40): 4k wasn't enough last time, PI wants 6,500 × g for this one
          Rui (3 Jun 17:52): ok - changed the item to 6,500 × g, 5 min
        """),
     "halted"),
    ("kb17", _t("""
        PROT-512  Spin assay plate after dispense
        Status: In Progress | Assignee: Kofi A. | Points: 3 | Labels: hig4
        Checklist
          [ ] spin on the HiG4, 3,000 x g, 2 min
        Comments
          Maya L. - 10:02: can we go 7,000 x g? there's still a meniscus
          Kofi A. - 10:15: HiG4 tops out at 5,000 and these flat plates are only rated to
          3,000, so no - staying at 3,000 x g, 2 min.
          Maya L. - 10:16: fair enough
        """),
     "spin rcf_g=3000 duration_s=120 @bionex_hig4"),
    ("kb18", _t("""
        Card: Spin down 15 mL conicals (cell pellets)
        Labels: tissue culture
        Assignee: Noor
        Due: Fri
        Points: 1
        Checklist
          ☑ cells resuspended in 10 mL PBS
          ☐ 5810: 1,200 rpm, 5 min
        Comments
          Noor: same speed as always
          Ben: which rotor is on it this week, the swing-bucket or the fixed-angle one?
        """),
     "ask"),
    ("kb19", _t("""
        ASSAY-88  Dispense substrate into the kinase plate
        Status: To Do   Assignee: Chloe D.   Story Points: 2   Due: 2024-03-01
        Labels: kinase, STAR
        Checklist
          [ ] STAR: 40 µL substrate mix to every well of the 96-well plate
        Comments
          Chloe D. 29/Feb/24 9:05 AM: STAR is down (channel 3 error, ticket SR-7712)
          Ibrahim 29/Feb/24 9:20 AM: do it on the Fluent then, same volume
          Chloe D. 29/Feb/24 9:22 AM: ok, moved to the Fluent
        """),
     "transfer volume_ul=40 @tecan_fluent"),
    ("kb20", _t("""
        PicoGreen quant — library batch 12
        Status: Ready   Assignee: @Nadia   Points: 2   Due: Apr 30   Tags: NGS
        Description: copied from the card "DNA quant May" (that one read at ex 485 / em 535
        on the old filter set).
        - [x] dye added, 100 µL/well
        - [x] 5 min in the dark
        - [ ] fluorescence on the i3x: ex 480 / em 520
        Comments
        Nadia: monochromator now, so 480/520 as in the kit insert
        """),
     "read_fluorescence excitation_nm=480 emission_nm=520 @spectramax_i3x"),
    ("kb21", _t("""
        Card: Seal deep-well plates for -80 °C storage
        Labels: biobank
        Members: Mira, Oskar
        Due: Thu
        Checklist (0/1)
          ☐ a4S: 175 °C, 2.5 s
        Comments
          Oskar · Wed 14:02 — the new peelable foil the rep left needs 210 °C according to
          their sheet
          Mira · Wed 14:30 — ok, switched the item to 210 °C / 2.5 s, running it tonight
        """),
     "halted"),
    ("kb22", _t("""
        Re-seal PCR plate RS-09
        Assignee: Bruno   Due: today   Effort: 1 pt   Tags: a4S
        Subtasks
          ✔ first attempt: 220 °C on the a4S - refused, error E12 (out of range)
          ✔ peeled the half-stuck foil by hand
          ◯ seal again on the a4S at 180 °C, 2 s
        Comments
          Bruno — 220 was a typo in the old SOP, 180 is right for this foil
        """),
     "seal temperature_c=180 duration_s=2 @azenta_a4s"),
    ("kb23", _t("""
        PEP-08  Peptide content check
        Status: In Progress | Assignee: Lukas F. | Story Points: 2 | Labels: peptides
        Checklist
          [x] dilute peptides 1:10 in water, 100 µL into a UV plate
          [ ] absorbance at 205 nm on the SpectraMax (peptide bond)
        Comments
          Lukas F.: 280 is useless for these - no Trp/Tyr. 205 it is.
          Sofia: agreed
        """),
     "halted"),
    ("kb24", _t("""
        Card: Resuspend beads before dispensing
        List: To do  ·  Labels: NGS prep  ·  Members: Pablo
        Due: 15 Jan  ·  Points: 1
        Checklist
          ✓ beads out of the fridge 30 min
          ☐ vortex the bead tube 30 s until homogeneous
        Comments
          Pablo: then I'll do the dispense myself
        """),
     "ask"),
    ("kb25", _t("""
        Primer aliquots into strip tubes
        Status: Doing   Assignee: Sara   Due: Aug 2   Points: 1   Tags: OT-2
        - [ ] OT-2 (p20): 20 µL primer mix into each tube of the 8-strip
        Comments
        Tim: 20 is more than we need - 15?
        Sara: let's do 15
        Tim: sorry, make it 12 actually, matched to the new stock conc.
        Sara: ok, 12 µL, updated the item
        """),
     "transfer volume_ul=12 @opentrons_ot2"),
    ("kb26", _t("""
        BEAD-21  Resuspend beads in the deep-well plate
        Status: To Do | Assignee: Xander | Story Points: 1 | Labels: i7
        Checklist
          [x] 500 µL bead buffer in every well (done on the i7 this morning)
          [ ] i7: pipette-mix 150 µL, 10 times, all wells
        Comments
          Xander: tip type is the 250 µL on the MC96 head
        """),
     "mix volume_ul=150 @biomek_i7_hybrid"),
    ("kb27", _t("""
        Card: Colour development - ELISA-51
        Labels: ELISA
        Members: Ines
        Due: Tue 11:00
        Checklist "Develop" (1/2)
          ✓ TMB added (100 µL/well)
          ☐ let it develop 15 min at RT in the dark
        Comments
          Ines · Tue 10:20 — stop solution is card #52, separate
        """),
     "incubate duration_s=900"),
    ("kb28", _t("""
        Denature samples on the ODTC
        Assignee: Rosa   Due: Mon   Tags: western, ODTC   Estimate: 1 pt
        Subtasks
          ✔ Laemmli buffer added, 20 µL + 20 µL
          ◯ ODTC hold at 95 °C, 10 min
        Comments
          Rosa — lid heated by default, fine
          Tomás — gel is booked for 14:00 in room 3.14
        """),
     "incubate temperature_c=95 duration_s=600 @inheco_odtc"),
    ("kb29", _t("""
        MIX-204  Resuspend cell pellets in the 96-well plate
        Status: In Progress   Assignee: Jana K.   Story Points: 2   Due: 2024-09-19
        Checklist
          [x] 100 µL lysis buffer per well
          [ ] BioShake: 2,000 rpm for 2 min
        Comments
          Jana K. 18/Sep/24 5:01 PM: pellets are sticky, 2,000 doesn't do it - going to
          3,500 rpm, 2 min. Updated.
          Vik 18/Sep/24 5:10 PM: ok
        """),
     "halted"),
    ("kb30", _t("""
        Card: Harvest spin - 50 mL cultures
        Labels: protein expression
        Members: Femi
        Due: 19 Oct
        Story points: 2
        Checklist (1/2)
          ✓ cultures into 50 mL conicals, 45 mL each
          ☐ 5810 R: 3,000 x g, 15 min, 4 °C
        Comments
          Femi · 18 Oct — supernatant goes to waste, pellets to -80
        """),
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("kb31", _t("""
        Block plate — ELISA-44
        Status: Doing   Assignee: @Ines   Due: Mar 14   Points: 2   Tags: ELISA
        - [x] coat overnight at 4 °C
        - [x] wash x3
        - [ ] block in the Cytomat at 37 °C for 1 h
        Comments
        Ines: 1 h is too short for this antibody, do 2 h
        Paul: disagree - 1 h is what the validation used. Let's not change it without Mei.
        Ines: ok, let's wait for Mei then
        """),
     "ask"),
    ("kb32", _t("""
        LUC-301  Read reporter plate
        Status: To Do | Assignee: Owen T. | Story Points: 1 | Labels: reporter
        Checklist
          [x] reagent added
          [x] 10 min at RT
          [ ] luminescence read, 0.5 s integration
        Comments
          Maria: card LUC-298 last week used 1 s
          Owen T.: that was the dim reporter - this one's bright, keep 0.5 s
        """),
     "read_luminescence integration_s=0.5"),
    ("kb33", _t("""
        Card: Clarify phage lysates
        List: Doing · Labels: phage · Members: Kiran
        Due: Sat · Points: 1
        Checklist
          ☐ 5424 R, 1.5 mL tubes, 15,000 x g, 10 min
        Comments
          Kiran · Fri 16:40 — bumping it to 25,000 x g so the debris really goes down,
          10 min stays. Updated the item.
        """),
     "halted"),
    ("kb34", _t("""
        Dose-response transfer for screen 7
        Assignee: Hana   Due: Wed   Tags: compounds   Effort: 3 pts
        Subtasks
          ✔ compound source plate thawed and spun
          ◯ Echo 650: 25 nL per well into the 1536 assay plates
        Comments
          Hana — same layout as screen 6
        """),
     "ask"),
    ("kb35", _t("""
        Card: Bubble removal before read
        Labels: assay
        Members: Ada, Felix
        Due: today
        Checklist (2/2)
          ✓ add 50 µL substrate
          ✓ spin 1,000 x g, 2 min on the VSpin
        Comments
          Felix · 09:40 — sorry, I ticked the spin by accident, it has NOT been done. Please
          run it.
          Ada · 09:45 — ok, running the spin now
        """),
     "spin rcf_g=1000 duration_s=120 @agilent_vspin"),
    ("kb36", _t("""
        TC-44  Top up media - 96-well flat plate
        Status: To Do   Assignee: Kai B.   Story Points: 1   Due: 2024-05-03
        Checklist
          [ ] Fluent: add 250 µL fresh media per well (wells are empty after the aspirate)
        Comments
          Mo R. 02/May/24: they've been drying out in the edge wells - make it 450 µL per well
          Kai B. 02/May/24: ok, updated the item to 450 µL
        """),
     "halted"),
    ("kb37", _t("""
        Seal library plate for shipping
        Status: Ready   Assignee: @Viktor   Due: Nov 2   Points: 1   Tags: shipping
        - [ ] a4S: temperature TBC with Lisa (new foil), 3 s
        Comments
        Viktor: Lisa, which temperature for the new foil?
        Anya: Lisa is out until Monday
        """),
     "ask"),
    ("kb38", _t("""
        Card: Low-signal luciferase read
        Labels: reporter, low-signal
        Members: Gus
        Due: Mon
        Checklist
          ✓ reagent in, 10 min RT
          ☐ luminescence on the SpectraMax, 1 s per well
        Comments
          Gus · Sun 19:02 — 1 s gives nothing on these, changing integration to 2 min per well
          Lea · Sun 19:10 — ok if you have the time, fine by me
        """),
     "halted"),
    ("kb39", _t("""
        FRAG-55  Fragment size QC
        Status: To Do | Assignee: Pieter | Story Points: 2 | Labels: labchip
        Checklist
          [ ] LabChip: all 96 wells of the library plate
        Comments
          Pieter: DNA 5K chip is primed
        """),
     "run_assay sample_count=96 @labchip_gx_touch_ht"),
    ("kb40", _t("""
        Card: Quick spin of the cell plate
        Labels: TC
        Members: Rin, Omar
        Due: Thu
        Checklist
          ☐ VSpin: 800 x g, 3 min
        Comments
          Omar · Wed — do it at 4 °C?
          Rin · Wed — the VSpin isn't refrigerated, forget the 4 °C. Room temp as written.
        """),
     "spin rcf_g=800 duration_s=180 @agilent_vspin"),
]

CASES += [
    ("kb41", _t("""
        Card: CellTiter-Glo readout - plate CTG-5
        Labels: viability  ·  Members: Aoife  ·  Due: Fri 12:00  ·  Story points: 3
        Checklist "Readout" (1/4)
          ✓ plate out of the Cytomat, 30 min equilibration at RT
          ☐ Fluent: 50 microlitres CTG reagent per well
          ☐ BioShake 600 rpm, 2 min
          ☐ SpectraMax luminescence, 1 s integration
        Comments
          Aoife · Thu 17:05 — reagent lot 2231, expires 12/2025
        """),
     "transfer volume_ul=50 @tecan_fluent > "
     "shake speed_rpm=600 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1 @spectramax_i3x"),
    ("kb42", _t("""
        NORM-310  Finish and park the normalisation plate
        Status: In Progress   Assignee: Petra S.   Story Points: 3   Due: 2024-10-02
        Checklist
          DONE   STAR: normalise to 2 nM, 20 µL final
          TO DO  seal on the a4S, 165 °C, 3 s
          TO DO  spin 1,000 x g for 1 min on the VSpin
          TO DO  into the fridge at 4 °C
        Comments
          Petra S. 01/Oct/24 6:12 PM: pooling is tomorrow (NORM-311)
        """),
     "seal temperature_c=165 duration_s=3 @azenta_a4s > "
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > store temperature_c=4"),
    ("kb43", _t("""
        Card: Read ELISA-51
        Labels: ELISA
        Members: Ines, Karl
        Due: Tue 12:00
        Checklist (1/2)
          ✓ stop solution, 50 µL/well
          ☐ read A450 on the SpectraMax
        Comments
          Karl · Tue 11:02 — there are bubbles in half the wells. Spin it 1 min at 1,000 g
          on the VSpin before the read.
          Ines · Tue 11:05 — good call, added
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > "
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("kb44", _t("""
        Stop and read the LDH plate
        Assignee: Dev   Due: Tue 9 Apr   Tags: cytotox   Effort: 2 pts
        Subtasks
          ✔ 30 min reaction at RT, protected from light
          ◯ XPeel: take the seal off
          ◯ STAR: 20 µL stop buffer into every well
          ◯ SpectraMax: fluorescence ex 560 / em 590
        Comments
          Dev — kit cat. no. 88953, 2 plates left in the box
        """),
     "peel @azenta_xpeel > transfer volume_ul=20 @hamilton_star > "
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),
    ("kb45", _t("""
        DIG-17  Restriction digest + heat kill on the ODTC
        Status: To Do | Assignee: Ilya | Story Points: 2 | Labels: cloning
        Checklist
          [x] 1 µL EcoRI-HF + 1 µL BamHI-HF into 48 µL DNA
          [ ] ODTC 37 deg, 15 min
          [ ] ODTC 65 °C, 20 min (heat kill)
        Comments
          Marta: isn't heat kill 80 °C for BamHI?
          Ilya: not for the HF versions - 65 °C, 20 min per the NEB table. Keeping it.
          Marta: ok
        """),
     "incubate temperature_c=37 duration_s=900 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),
    ("kb46", _t("""
        Card: Add template to column 1 and seal
        List: Today  ·  Labels: PCR  ·  Members: Luis
        Due: 3 Feb  ·  Points: 2
        Checklist (0/2)
          ☐ OT-2: 10 µL template into column 1 of the 96-well PCR plate (A1-H1)
          ☐ a4S: 170 °C, 2 s
        Comments
          Luis · 2 Feb — the other 11 columns stay empty for now
        """),
     "transfer volume_ul=10 wells=8 @opentrons_ot2 > "
     "seal temperature_c=170 duration_s=2 @azenta_a4s"),
    ("kb47", _t("""
        gDNA extraction → PCR plate
        Status: Doing   Assignee: @Mei   Due: Jan 19   Points: 5   Tags: gDNA, KingFisher
        - [x] Proteinase K, 56 °C done on the bench
        - [ ] KingFisher: gDNA program (elutes in 50 µL)
        - [ ] i7: 30 µL eluate into a fresh 96-well PCR plate
        - [ ] seal on the a4S, 165 °C, 3 s
        Comments
        Rafa: 30 leaves too much behind - take 40 µL
        Mei: ok, changed the i7 step to 40 µL
        """),
     "run_program @kingfisher_flex > transfer volume_ul=40 @biomek_i7_hybrid > "
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),
    ("kb48", _t("""
        MTT-07  Solubilise and read the MTT plate
        Status: In Progress | Assignee: Zara H. | Story Points: 3 | Due: 2024-01-26
        Checklist
          [x] 10 µL MTT per well
          [x] 3 h in the Cytomat, 37 °C
          [ ] Fluent: 100 µL solubilisation buffer per well
          [ ] BioShake 500 rpm, 10 min
          [ ] A570 on the SpectraMax
        Comments
          Zara H.: formazan crystals look good
        """),
     "transfer volume_ul=100 @tecan_fluent > "
     "shake speed_rpm=500 duration_s=600 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=570 @spectramax_i3x"),
    ("kb49", _t("""
        Card: Clear the lysate plate, keep the supernatant
        Labels: protein, HiG4, i5
        Members: Tariq
        Due: Wed
        Story points: 2
        Checklist "Clarify" (0/2)
          ☐ HiG4: 3,000 x g, 10 minutes
          ☐ i5: 100 µL supernatant into a fresh 96-well plate
        Comments
          Tariq · Tue — pellet plate goes in the bin afterwards
        """),
     "spin rcf_g=3000 duration_s=600 @bionex_hig4 > transfer volume_ul=100 @biomek_i5"),
    ("kb50", _t("""
        Set up binding plate
        Assignee: Sienna   Due: Fri   Tags: SPR prep, STAR   Effort: 2 pts
        Subtasks
          ◯ STAR: 40 µL running buffer into every well
          ◯ STAR: 10 µL sample on top
        Comments
          Sienna — final volume should be 45 µL, so buffer 35 µL, not 40. Updated.
          Amir — 👍
        """),
     "transfer volume_ul=35 @hamilton_star > transfer volume_ul=10 @hamilton_star"),
    ("kb51", _t("""
        QPCR-155  IL6 panel - 384-well plate
        Status: To Do   Assignee: Bea L.   Story Points: 5   Sprint: 41   Due: 2024-07-04
        Checklist
          DONE   master mix dispensed, 5 µL/well
          TO DO  Flex: 5 µL template into each well
          TO DO  seal on the a4S, 165 °C, 2 s
          TO DO  spin 1,000 x g, 1 min
          TO DO  CFX384: 95 °C 2 min, then 40 cycles of 95 °C 5 s / 60 °C 30 s
        Comments
          Bea L. 03/Jul/24 2:14 PM: NTCs in column 24
        """),
     "transfer volume_ul=5 @opentrons_flex > seal temperature_c=165 duration_s=2 @azenta_a4s > "
     "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 "
     "initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 "
     "annealing_s=30 @biorad_cfx384"),
    ("kb52", _t("""
        Overnight growth + OD — strain panel B
        Status: Ready   Assignee: @Joel   Due: Feb 8   Points: 2   Tags: microbio
        - [x] inoculate 2 µL into 198 µL LB
        - [ ] Cytomat: 30 °C, 16 hrs
        - [ ] OD600 on the i3x
        Comments
        Joel: 30 not 37, these are the temperature-sensitive mutants
        """),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450 > "
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("kb53", _t("""
        Card: Spin tubes and transfer supernatant
        Labels: RNA
        Members: Kenji
        Due: Mon 10:00
        Points: 2
        Checklist (1/3)
          ✓ 24 tubes lysed, 1.5 mL snap caps
          ☐ 5424 R: 12,000 x g, 5 mins
          ☐ Flex: 200 µL supernatant from each tube into the deep-well plate
        Comments
          Kenji · Sun — KingFisher run is card #190, not this one
        """),
     "spin rcf_g=12000 duration_s=300 @eppendorf_5424r > "
     "transfer volume_ul=200 @opentrons_flex"),
    ("kb54", _t("""
        ARM-40  Plate from incubator to shaker
        Status: To Do | Assignee: Greta | Story Points: 1 | Labels: pf400, bioshake
        Checklist
          [ ] PF400: Cytomat → BioShake
          [ ] BioShake 300 rpm, 5 min
        Comments
          Greta: gentle, the cells are barely attached
        """),
     "move_plate @precise_pf400 > "
     "shake speed_rpm=300 duration_s=300 @qinstruments_bioshake_3000t_elm"),
    ("kb55", _t("""
        Card: Start sub-cultures in columns 1-3
        Labels: microbio  ·  Members: Lotte  ·  Due: Wed  ·  Story points: 2
        Checklist "Prep" (2/3)
          ✓ LB thawed
          ✓ 180 µL LB in columns 1-3
          ☐ label the plate lid
        Checklist "Run" (0/2)
          ☐ i5: 20 µL overnight culture into columns 1-3 of the 96-well plate
          ☐ Cytomat, 37 °C, 6 h
        Comments
          Lotte · Tue — OD read is a separate card
        """),
     "transfer volume_ul=20 wells=24 @biomek_i5 > "
     "incubate temperature_c=37 duration_s=21600 @cytomat_2c450"),
    ("kb56", _t("""
        Amplicon PCR and sizing
        Assignee: Nils   Due: 24 Jul   Tags: PCR, LabChip   Effort: 3 pts
        Subtasks
          ✔ 24 reactions set up in the 96-well PCR plate, 25 µL each
          ◯ ODTC: 98 °C 30 s; 25 cycles of 98 °C 10 s, 60 °C 20 s, 72 °C 30 s;
            72 °C 2 min; hold 10 °C
          ◯ LabChip: size the 24 products
        Comments
          Nils — due date is the 24th, so run today please
        """),
     "run_pcr cycles=25 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 "
     "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=10 @inheco_odtc > "
     "run_assay sample_count=24 @labchip_gx_touch_ht"),
    ("kb57", _t("""
        BIND-12  Bead binding step
        Status: In Progress   Assignee: Carmen   Story Points: 2   Due: 2024-08-14
        Checklist
          [x] beads added, 50 µL/well
          [ ] BioShake 1,500 rpm, 1 min
          [ ] 5 min binding at room temperature
          [ ] VSpin 500 xg, 60 s
        Comments
          Carmen 13/Aug/24: magnet step is on BIND-13
        """),
     "shake speed_rpm=1500 duration_s=60 @qinstruments_bioshake_3000t_elm > "
     "incubate duration_s=300 > spin rcf_g=500 duration_s=60 @agilent_vspin"),
    ("kb58", _t("""
        Card: Add inhibitor to the sealed plate
        Labels: screening
        Members: Hamid, Jess
        Due: Thu
        Checklist (0/2)
          ☐ i5: 10 µL inhibitor per well
          ☐ XPeel the plate
        Comments
          Jess · Wed 16:30 — order's the wrong way round, it's still sealed: peel first,
          then the i5 step
          Hamid · Wed 16:41 — yes, peel first
        """),
     "peel @azenta_xpeel > transfer volume_ul=10 @biomek_i5"),
    ("kb59", _t("""
        SEAL-14  Seal and spin assay plate
        Status: To Do | Assignee: Noah | Story Points: 2 | Labels: a4S, HiG4
        Linked issues: is blocked by SEAL-12 "Re-seal after read - a4S 180 °C, 4 s" (Backlog)
        Checklist
          [ ] a4S: 160 °C, 2 s
          [ ] HiG4: 2,500 x g, 2 min
        Comments
          Noah: SEAL-12 values are for the other foil, ignore them here
        """),
     "seal temperature_c=160 duration_s=2 @azenta_a4s > "
     "spin rcf_g=2500 duration_s=120 @bionex_hig4"),
    ("kb60", _t("""
        Half-plate reagent add
        Assignee: Ruth   Due: Mon   Tags: Fluent   Effort: 1 pt
        Subtasks
          ◯ Fluent: 20 µL reagent B into rows A-D of the 96-well plate (50 µL sample
            already in)
          ◯ Fluent: mix 3 × 30 µL in the same wells
        Comments
          Ruth — rows E-H are controls, don't touch them
        """),
     "transfer volume_ul=20 wells=48 @tecan_fluent > mix volume_ul=30 wells=48 @tecan_fluent"),
    ("kb61", _t("""
        Card: Purity ratios - plasmid preps
        Labels: DNA QC
        Members: Sven, Ula
        Due: 5 Dec
        Checklist (0/2)
          ☐ A260 on the SpectraMax
          ☐ A280 on the SpectraMax
        Comments
          Ula · 4 Dec — A230 as well?
          Sven · 4 Dec — no, skip 230, just the two reads
        """),
     "read_absorbance wavelength_nm=260 @spectramax_i3x > "
     "read_absorbance wavelength_nm=280 @spectramax_i3x"),
    ("kb62", _t("""
        MED-66  Feed and put back the organoid plate
        Status: In Progress | Assignee: Paula | Story Points: 2 | Due: 2024-11-12
        Checklist
          [x] old medium aspirated
          [ ] Flex: 100 µL fresh medium per well
          [ ] back into the Cytomat, 37 °C, 72 h
        Comments
          Paula: readout is Friday, so make it 48 h, not 72
          Omid: ok, 48 h - updated
        """),
     "transfer volume_ul=100 @opentrons_flex > "
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450"),
    ("kb63", _t("""
        Card: Spin and dispense - compound dilution plate
        Labels: compounds, 5810
        Members: Bram
        Due: Tue
        Story points: 2
        Checklist (0/2)
          ☐ 5810: 2,000 x g, 5 min, 20C
          ☐ STAR: 50 µL from each well into the assay plate
        Comments
          Bram · Mon — 20 °C so the DMSO doesn't freeze
        """),
     "spin rcf_g=2000 duration_s=300 temperature_c=20 @eppendorf_5810r > "
     "transfer volume_ul=50 @hamilton_star"),
]

CASES += [
    ("kb64", _t("""
        Seal the thermal-shift plate
        Status: Doing   Assignee: @Anouk   Due: Jun 6   Points: 1   Tags: DSF
        - [x] dye + protein, 20 µL/well
        - [ ] a4S: 160 degrees for 1.5 s
        Comments
        Anouk: thin-wall plate, so the lower temperature
        Bas: nice, the melt run is on the card after this one
        """),
     "seal temperature_c=160 duration_s=1.5 @azenta_a4s"),
    ("kb65", _t("""
        PCR-402  Genotyping PCR, plate G-7
        Status: To Do | Assignee: Ahmed | Story Points: 5 | Labels: genotyping, ODTC
        Checklist
          [x] DNA + mix, 20 µL
          [ ] ODTC: 35 cycles of 94 °C 20 s, 56 °C 20 s, 72 °C 45 s, then hold at 12 °C
        Comments
          Ahmed: no initial denaturation step - this polymerase doesn't need activation
          Lin: 35 is a lot for these, 32?
          Ahmed: ok, 32 cycles - updated, rest the same
        """),
     "run_pcr cycles=32 denaturation_c=94 denaturation_s=20 annealing_c=56 annealing_s=20 "
     "extension_c=72 extension_s=45 hold_c=12 @inheco_odtc"),
    ("kb66", _t("""
        Card: Mix the dye plate
        Labels: quick
        Members: Ebba
        Due: today 15:00
        Story points: 1
        Checklist (0/1)
          ☐ BioShake: 1,800 rpm for 45 sec
        Comments
          Ebba · 13:10 — card #45 did this at 1,200 but that was a deep-well plate
        """),
     "shake speed_rpm=1800 duration_s=45 @qinstruments_bioshake_3000t_elm"),
    ("kb67", _t("""
        Buffer fill - 24 deep-well plate
        Assignee: Milan   Due: Tue   Tags: KingFisher prep, i5   Effort: 1 pt
        Subtasks
          ✔ wash buffer made up (500 mL bottle)
          ◯ i5: 0.8 mL wash buffer into each well of the 24 deep-well plate
        Comments
          Milan — the 24 DW plates are on the shelf in room B2.07
        """),
     "transfer volume_ul=800 @biomek_i5"),
    ("kb68", _t("""
        INC-23  Grow the yeast plate
        Status: To Do   Assignee: Oda   Story Points: 1   Due: 2024-03-22
        Checklist
          [x] 5 µL pre-culture per well
          [ ] Cytomat: 30 °C for 2 days
        Comments
          Oda 20/Mar/24: yeast, so 30 not 37
        """),
     "incubate temperature_c=30 duration_s=172800 @cytomat_2c450"),
    ("kb69", _t("""
        Card: Seed reference wells
        Labels: assay dev
        Members: Quinn
        Due: Fri
        Checklist (1/2)
          ✓ cells counted, 2e5/mL
          ☐ Flex: 50 µL cell suspension into rows A and B only (96-well plate)
        Comments
          Quinn · Thu — rest of the plate is seeded on card #302
        """),
     "transfer volume_ul=50 wells=24 @opentrons_flex"),
    ("kb70", _t("""
        SPIN-88  Final spin before imaging
        Status: In Progress | Assignee: Lars | Story Points: 1 | Labels: HiG4
        Checklist
          [ ] HiG4 4,500 rcf, 90 s
        Comments
          Lars: PCR plate, so 4,500 is fine for it
        """),
     "spin rcf_g=4500 duration_s=90 @bionex_hig4"),
    ("kb71", _t("""
        NanoLuc read — plate NL-3
        Status: Ready   Assignee: @Tove   Due: Sep 9   Points: 1
        - [x] substrate added, 3 min wait
        - [ ] luminescence read, 200 ms integration
        Comments
        Tove: signal is strong, 200 ms is plenty
        """),
     "read_luminescence integration_s=0.2"),
    ("kb72", _t("""
        Card: Homogenise the dilution plate
        Labels: STAR
        Members: Corin
        Due: Wed
        Story points: 1
        Checklist (1/2)
          ✓ 200 µL diluent in every well
          ☐ STAR: mix 0.1 mL, 5 cycles
        Comments
          Corin · Tue — nothing else on this card
        """),
     "mix volume_ul=100 @hamilton_star"),
    ("kb73", _t("""
        Let the lysis run
        Assignee: Henrik   Due: Thu   Tags: lysis   Effort: 1 pt
        Subtasks
          ✔ lysis reagent added
          ◯ 1 h at room temperature
        Comments
          Henrik — kit says 30-60 min; let's do 45 min, we're short on time. Updated.
          Sanne — fine
        """),
     "incubate duration_s=2700"),
    ("kb74", _t("""
        RES-09  Resazurin read
        Status: To Do | Assignee: Ama | Story Points: 2 | Labels: viability
        Checklist
          [x] resazurin added, 4 h in the Cytomat
          [ ] fluorescence on the SpectraMax, ex 560 / em 590
        Comments
          Pim: try 570/585 for more signal?
          Ama: the gap's too narrow at 570/585, staying with 560/590
        """),
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),
    ("kb75", _t("""
        Card: NADH read - dehydrogenase plate
        Labels: enzymology
        Members: Oren
        Due: Thu
        Linked card: SEAL-31 "Re-seal after read - a4S 175 °C, 3 s" (List: Backlog)
        Checklist (0/1)
          ☐ absorbance at 340 nm on the SpectraMax
        Comments
          Oren · Wed — just the read today, the re-seal card waits
        """),
     "read_absorbance wavelength_nm=340 @spectramax_i3x"),
    ("kb76", _t("""
        Pellet nuclei
        Status: Doing   Assignee: @Yara   Due: Jan 30   Points: 2   Tags: 5424R
        - [x] nuclei in 1.5 mL tubes, 500 µL each
        - [ ] 5424R: 500 x g, 5 min, 4 °C
        Comments
        Yara: 500 x g, not more, nuclei are fragile
        Ken: the 20,000 x g from the RNA card would destroy them, agreed
        """),
     "spin rcf_g=500 duration_s=300 temperature_c=4 @eppendorf_5424r"),
    ("kb77", _t("""
        LYS-05  Shear chromatin
        Status: To Do | Assignee: Bodil | Story Points: 3 | Labels: ChIP
        Checklist
          [x] cross-linked, quenched, washed
          [ ] sonicate 10 cycles of 30 s on / 30 s off, 4 °C
        Comments
          Bodil: aim for 200-500 bp fragments
        """),
     "ask"),
]
