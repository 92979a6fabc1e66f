'''Hold-out batch: removals, washes and discards as cell and molecular biologists write them.

Style
-----
Protocol fragments, bench notes and SOP steps written by people who wash cells and
do bead clean-ups every day: "aspirate the medium", "discard the sup", "remove the
wash to waste", "flick out the block", "wash 2x with 300 uL", "on the magnet, take
off the ethanol", ELISA-style wash/add cycles, cell washes before a plate read.
Removals often state no volume ("aspirate the medium"); some do ("take off 180 uL").
Additions follow removals ("then 100 uL fresh medium"). Texts carry the usual bench
context: passage numbers, seeding densities and cell counts, lot and catalogue
numbers, sample IDs, reagent concentrations (4 % PFA, 80 % EtOH, 2 N H2SO4), dates,
what was done by hand or earlier, and how long things took last time.

Reading rules a careful lab engineer applies
--------------------------------------------
* Every removal to waste (aspirate, discard, remove, take off, suck off, flick out,
  dump, tip off the supernatant/medium/wash/block) is ONE ``transfer`` step: the liquid
  handler aspirates the liquid and dispenses it to waste. It carries ``volume_ul`` only
  when the text gives the volume removed ("take off 180 uL"). A residual left behind
  ("leave ~20 uL over the pellet"), a seeding volume or the volume that was added
  earlier is NOT a removal volume, so such a removal lists no volume.
* Every addition (add, dispense, top up, resuspend in, "then 100 uL fresh medium") is
  one ``transfer`` with its volume. "Replace the medium with X uL" is a removal then
  an addition of X uL.
* A wash is "add the wash volume, then remove it to waste": two transfer steps. "Wash
  N times with X uL" is N such add/remove pairs (2N steps). A separate "aspirate the
  medium first" before the washes is one more removal before them.
* Pipette mixing ("mix 10x at 25 uL", "pipette up and down") is a ``mix`` step with
  the stated volume.
* Steps marked as done already, done by hand, at the hood or on the bench are not
  run. Context numbers (passages, cell counts, lots, catalogue numbers, dates,
  concentrations, pre-warming temperatures, last run's values) are never step values.
* Room-temperature waits ("15 min RT", "10 min on the bench") are ``incubate`` with
  the duration only; "RT" is not a stated temperature.
* Steps run in the order the text gives unless it reorders them ("before adding the
  fresh medium, aspirate ...", "but first ...").
* ``@device`` only when the text names or clearly implies the instrument; a named
  liquid handler for a run applies to every pipetting step of that run. A restriction
  to part of a plate (columns 1-6, rows A-D) gives ``wells=N`` on each step it covers.
* Halt when a value the run uses is outside every suitable instrument or labware
  limit (384-well flat 112 uL, 96-well flat 360 uL, 96-well PCR 200 uL wells; any
  liquid handler 5000 uL per transfer; reader 230-1000 nm absorbance, luminescence
  integration up to 60 s; BioShake up to 3000 rpm; 5424 R up to 21,130 x g; a4S up to
  200 C). Ask when a value that matters is missing or contradictory (an addition with
  no volume, two volumes with no decision, rpm with no rotor, drops), when the run
  needs an instrument the lab does not have (a plate washer, a cell counter) or an
  operation no instrument does (sonicate, vortex).
'''
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ one step
    ("rm01", _t("""
        HEK293T, P14, seeded Monday at 2.5 x 10^4 cells/well in the 96-well flat plate.
        Today: aspirate the medium from all wells on the STAR. Transfection mix goes on
        after lunch (by hand).
        """),
     "transfer @hamilton_star"),

    ("rm02", _t("""
        Miniprep tubes (2 mL, 24 of them, S-101 to S-124) have already had their
        16,000 x g / 10 min spin in the 5424 R.
        -> discard the supernatant.
        """),
     "transfer"),

    ("rm03", _t("""
        Remove 150 µl conditioned medium from each well to waste (Fluent).
        FBS lot 22A113 if anyone asks.
        """),
     "transfer volume_ul=150 @tecan_fluent"),

    ("rm04", _t("""
        ELISA plate #3 (capture Ab coated o/n at 4 °C, blocked 1 h).
        Flick out the blocking buffer - on the i7 please, not over the sink like last time.
        """),
     "transfer @biomek_i7_hybrid"),

    ("rm05", _t("""
        OT-2: take 180 uL of supernatant off each well of the 96 deep-well block and send
        it to waste, leaving ~20 uL over the pellet.
        """),
     "transfer volume_ul=180 @opentrons_ot2"),

    ("rm06", _t("""
        Treated wells are columns 1-6 of the 96-well plate; aspirate the old medium from
        those columns only. Cols 7-12 are the untreated controls and stay as they are.
        """),
     "transfer wells=48"),

    ("rm07", _t("""
        Remove the last wash to waste on the Flex.
        (Washes 1 and 2 were done by hand at the hood, 200 µL PBS each.)
        """),
     "transfer @opentrons_flex"),

    ("rm08", _t("""
        Medium already aspirated by hand (HeLa, passage 9, ~80 % confluent).
        Just add 100 µL fresh medium, pre-warmed to 37 °C, per well with the i5.
        """),
     "transfer volume_ul=100 @biomek_i5"),

    ("rm09", _t("""
        SPRI clean-up, ethanol wash 2 of 2. Plate is sitting on the magnet on the STAR
        deck. Remove the 200 µl of 80% EtOH from each well to waste.
        """),
     "transfer volume_ul=200 @hamilton_star"),

    ("rm10", _t("""
        PBMC staining plate (96-well round bottom, 2 x 10^5 cells/well).
        Spin at 400 x g for 5 min on the VSpin; I flick the sup out by hand afterwards.
        """),
     "spin rcf_g=400 duration_s=300 @agilent_vspin"),

    ("rm11", _t("""
        Calcein-AM plate: cells were washed 2x with PBS by hand and the dye is on.
        Read fluorescence on the SpectraMax, ex 485 / em 520.
        """),
     "read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x"),

    ("rm12", _t("""
        Bead clean-up of the 96 PCR products on the KingFisher: bind, 2 x 80 % ethanol
        washes, elute in 30 µL. All plates prefilled (bead lot 1187-22). Start the run.
        """),
     "run_program @kingfisher_flex"),

    ("rm13", _t("""
        Aspirate the supernatant off the 15 mL conicals, leaving about 0.5 mL behind so
        the pellet (approx. 3 x 10^6 cells) doesn't get sucked up.
        """),
     "transfer"),

    ("rm14", _t("""
        remove medium, 100µl/well, Hamilton STAR
        """),
     "transfer volume_ul=100 @hamilton_star"),

    ("rm15", _t("""
        A549 (P21), plate ID AX-0415. Aspirate the PBS wash.
        """),
     "transfer"),
]

CASES += [
    ("rm16", _t("""
        Sandwich ELISA, IL-6 (kit lot 4410B). Plate was washed 4x on the bench after the
        detection step. Add 100 uL TMB per well on the Fluent.
        """),
     "transfer volume_ul=100 @tecan_fluent"),

    ("rm17", _t("""
        Remove 50 µL per well of supernatant into the waste trough - Flex, 8-channel
        50 µL pipette.
        """),
     "transfer volume_ul=50 @opentrons_flex"),

    ("rm18", _t("""
        TMB has been on for 15 min. Stop with 50 µl 2N H2SO4 per well.
        """),
     "transfer volume_ul=50"),

    ("rm19", _t("""
        ELISA plate is washed, developed and stopped. Read at 450 nm on the SpectraMax.
        (The 570 nm background correction is done later in Excel, no second read.)
        """),
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("rm20", _t("""
        Aspirate all medium from the 24 deep-well block (KingFisher 24 format) with the
        i7. Organoids were fed 48 h ago.
        """),
     "transfer @biomek_i7_hybrid"),

    ("rm21", _t("""
        Remove supernatant, 1 mL per tube, from the 15 mL Falcons on the STAR.
        """),
     "transfer volume_ul=1000 @hamilton_star"),

    ("rm22", _t("""
        Day 3 harvest: take off 0.5 ml of the culture supernatant from each well of the
        deep-well plate into the matching wells of a fresh 96 deep-well plate (for the
        ELISA later). The rest of the culture stays in.
        """),
     "transfer volume_ul=500"),

    ("rm23", _t("""
        Only rows A-D carry samples (1-48) on this 96-well plate: discard the supernatant
        from those rows. E-H are empty.
        """),
     "transfer wells=48"),

    ("rm24", _t("""
        MCF7, P7, seeded at 10,000 cells per well on 3 March, treated on the 5th.
        Aspirate the medium.
        """),
     "transfer"),

    ("rm25", _t("""
        Before the supernatant comes off, spin the plate 300 ×g 3 min RT in the VSpin.
        The supernatant removal itself I do by hand.
        """),
     "spin rcf_g=300 duration_s=180 @agilent_vspin"),

    ("rm26", _t("""
        Wash the monolayer once with 200 µL DPBS (no Ca/Mg) - the OT-2 only adds it,
        I'll aspirate at the hood.
        """),
     "transfer volume_ul=200 @opentrons_ot2"),

    ("rm27", _t("""
        Medium change is done (100 µL off, 100 µL on, by hand).
        Put the plate back in the Cytomat 2C450 at 37 °C for 24 h.
        """),
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),

    ("rm28", _t("""
        Bead clean-up, step 6: beads stay on the magnet; discard the cleared supernatant
        (95 µL).
        """),
     "transfer volume_ul=95"),

    ("rm29", _t("""
        Flick out the primary antibody solution (anti-pERK 1:1000, lot 9A).
        """),
     "transfer"),

    ("rm30", _t("""
        Aspirate the medium from the 384-well plate on the i7 (Corning 3764, black,
        clear bottom, 40 µL/well seeded yesterday).
        """),
     "transfer @biomek_i7_hybrid"),

    ("rm31", _t("""
        Remove 25 µL of supernatant from each well of the 384 for the HTRF read -
        Biomek i5.
        """),
     "transfer volume_ul=25 @biomek_i5"),

    ("rm32", _t("""
        CellTiter-Glo added by hand (equal volume, 100 µL). Now shake 2 min at 500 rpm
        on the BioShake to lyse.
        """),
     "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm"),

    ("rm33", _t("""
        Cells washed twice in PBS, detection reagent on for 10 min (all done).
        Luminescence read on the i3x, 0.5 s per well.
        """),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("rm34", _t("""
        Fluent: remove the media to waste - 2 mL per well of the 24 deep-well plate.
        """),
     "transfer volume_ul=2000 @tecan_fluent"),

    ("rm35", _t("""
        Pull off the overnight culture supernatant: 1.2 mL per well from the 96 deep-well
        plate (2.2 mL square wells). Pellets stay for the miniprep.
        """),
     "transfer volume_ul=1200"),

    ("rm36", _t("""
        Trypsin has been on 5 min and the cells are rounded up (confirmed on the scope).
        Aspirate off the trypsin.
        """),
     "transfer"),

    ("rm37", _t("""
        Remove the supernatant from the PCR strips (8 tubes, samples S-041 to S-048).
        """),
     "transfer"),

    ("rm38", _t("""
        Spin the 1.5 ml tubes 5 min 2000 g at 4 degrees in the 5424 R before you take the
        supernatant off (I'll do that part).
        """),
     "spin rcf_g=2000 duration_s=300 temperature_c=4 @eppendorf_5424r"),

    ("rm39", _t("""
        Aspirate 75 microlitres from every well, columns 1 to 3 only.
        """),
     "transfer volume_ul=75 wells=24"),

    ("rm40", _t("""
        Half-medium change: remove 50 µL of the 100 µL in each well (neurons, DIV 7,
        don't take more or they lift off).
        """),
     "transfer volume_ul=50"),

    ("rm41", _t("""
        Suck off the medium, 1 mL per well, 24 deep-well block, the Hamilton.
        """),
     "transfer volume_ul=1000 @hamilton_star"),

    ("rm42", _t("""
        Tip off the sup from the 96-well V-bottom plate - fine to lose a few cells, the
        count was 4.1 x 10^5 per well.
        """),
     "transfer"),
]

CASES += [
    # ------------------------------------------------------------- multi-step
    ("rm43", _t("""
        Aspirate the medium, then 100 µL fresh medium (DMEM + 10 % FBS, lot 2231877).
        """),
     "transfer > transfer volume_ul=100"),

    ("rm44", _t("""
        On the STAR: with the beads on the magnet, remove the supernatant; then add 30 µl
        EB and mix 10x at 25 µl to resuspend.
        """),
     "transfer @hamilton_star > transfer volume_ul=30 @hamilton_star > "
     "mix volume_ul=25 @hamilton_star"),

    ("rm45", _t("""
        Step 7 (after samples, 2 h RT):
        Flick out the samples. Wash twice with 300 µL wash buffer (PBS-T, 0.05 %), then
        add 100 µL detection antibody (1:2000).
        """),
     "transfer > transfer volume_ul=300 > transfer > transfer volume_ul=300 > transfer > "
     "transfer volume_ul=100"),

    ("rm46", _t("""
        Viability read, plate V-12 (compound day 3):
        1. aspirate the medium
        2. wash once with 200 uL PBS
        3. add 50 uL CellTiter-Glo 2.0
        4. BioShake 2 min, 500 rpm
        5. read luminescence, 1 s integration
        """),
     "transfer > transfer volume_ul=200 > transfer > transfer volume_ul=50 > "
     "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1"),

    ("rm47", _t("""
        Spin the staining plate 500 x g, 5 min on the VSpin, discard the supernatant and
        resuspend in 150 µL FACS buffer (PBS + 2 % FBS). Acquisition on the Fortessa is
        booked for 3 pm (not part of this run).
        """),
     "spin rcf_g=500 duration_s=300 @agilent_vspin > transfer > transfer volume_ul=150"),

    ("rm48", _t("""
        Before you add 80 µL fresh medium to columns 1-6, take the old medium off them.
        Leave columns 7-12 alone.
        """),
     "transfer wells=48 > transfer volume_ul=80 wells=48"),

    ("rm49", _t("""
        Plasmid pellets, 1.5 mL tubes:
        5424 R, 16,000 x g, 2 min, 4 °C. Discard sup, then 500 µL 70% ethanol onto the
        pellet.
        """),
     "spin rcf_g=16000 duration_s=120 temperature_c=4 @eppendorf_5424r > transfer > "
     "transfer volume_ul=500"),

    ("rm50", _t("""
        Fixation: aspirate medium, add 100 µL 4% PFA, leave 15 min RT.
        """),
     "transfer > transfer volume_ul=100 > incubate duration_s=900"),

    ("rm51", _t("""
        LDH release: move 50 µL of supernatant into a fresh flat-bottom 96-well plate, add
        50 µL LDH reaction mix, 30 min RT in the dark, then absorbance at 490 nm.
        """),
     "transfer volume_ul=50 > transfer volume_ul=50 > incubate duration_s=1800 > "
     "read_absorbance wavelength_nm=490"),

    ("rm52", _t("""
        Flex: aspirate the medium, wash once with 100 µL HBSS, then 100 µL fresh HBSS on.
        Then read fluorescence, ex 494 / em 516 (Fluo-4 loaded 45 min earlier, done).
        """),
     "transfer @opentrons_flex > transfer volume_ul=100 @opentrons_flex > "
     "transfer @opentrons_flex > transfer volume_ul=100 @opentrons_flex > "
     "read_fluorescence excitation_nm=494 emission_nm=516"),

    ("rm53", _t("""
        AMPure clean-up, i7 (beads on the deck magnet already):
        discard supernatant -> add 180 µL 80 % ethanol -> remove the ethanol -> 25 µL
        nuclease-free water.
        """),
     "transfer @biomek_i7_hybrid > transfer volume_ul=180 @biomek_i7_hybrid > "
     "transfer @biomek_i7_hybrid > transfer volume_ul=25 @biomek_i7_hybrid"),

    ("rm54", _t("""
        Medium change with the i5: 100 ul off, 100 ul on.
        """),
     "transfer volume_ul=100 @biomek_i5 > transfer volume_ul=100 @biomek_i5"),

    ("rm55", _t("""
        The transfection mix has been on 6 h (Lipofectamine 3000, 0.3 µL/well). Aspirate
        it and add 200 µl full growth medium; back into the Cytomat 2C450 at 37 °C for
        18 h.
        """),
     "transfer > transfer volume_ul=200 > "
     "incubate temperature_c=37 duration_s=64800 @cytomat_2c450"),

    ("rm56", _t("""
        Spin the 50 mL conicals at 300 x g for 5 min in the 5810, aspirate the
        supernatant and add 4 mL fresh medium (cells counted at 1.2 x 10^7 before the
        spin).
        """),
     "spin rcf_g=300 duration_s=300 @eppendorf_5810r > transfer > transfer volume_ul=4000"),

    ("rm57", _t("""
        Flick out the coating solution, add 200 µL blocking buffer (1 % BSA), then 1 h at
        RT on the BioShake at 300 rpm.
        """),
     "transfer > transfer volume_ul=200 > "
     "shake speed_rpm=300 duration_s=3600 @qinstruments_bioshake_3000t_elm"),

    ("rm58", _t("""
        Remove 20 µL of supernatant from each well of the PCR plate, then seal at 170 °C
        for 2 s on the a4S and park it at 4 °C.
        """),
     "transfer volume_ul=20 > seal temperature_c=170 duration_s=2 @azenta_a4s > "
     "store temperature_c=4"),

    ("rm59", _t("""
        The lysate plate came out of the fridge sealed. Peel it in the XPeel, then
        aspirate the supernatant.
        """),
     "peel @azenta_xpeel > transfer"),

    ("rm60", _t("""
        384 assay: aspirate the 50 uL of medium, add 25 uL detection reagent, 10 min RT,
        read luminescence.
        """),
     "transfer volume_ul=50 > transfer volume_ul=25 > incubate duration_s=600 > "
     "read_luminescence"),

    ("rm61", _t("""
        MTT: read absorbance at 570 nm - but first remove the MTT medium, add 100 µl
        DMSO and shake 10 min at 600 rpm.
        """),
     "transfer > transfer volume_ul=100 > shake speed_rpm=600 duration_s=600 > "
     "read_absorbance wavelength_nm=570"),

    ("rm62", _t("""
        After the HRP-streptavidin: wash 3 times with 250 µL, then add 100 µL TMB.
        """),
     "transfer volume_ul=250 > transfer > transfer volume_ul=250 > transfer > "
     "transfer volume_ul=250 > transfer > transfer volume_ul=100"),

    ("rm63", _t("""
        Compound change (plate CP-7, DMSO 0.1 % final): remove 90 µL from each well, then
        add 90 µL of the new dilution.
        """),
     "transfer volume_ul=90 > transfer volume_ul=90"),

    ("rm64", _t("""
        Run the KingFisher clean-up (plates loaded, program "PCR_cleanup_v3"), then the
        OT-2 takes 20 µL of eluate into the PCR plate.
        """),
     "run_program @kingfisher_flex > transfer volume_ul=20 @opentrons_ot2"),

    ("rm65", _t("""
        Passaging in plate (P16 -> P17): aspirate, add 50 µL TrypLE, 5 min at 37 °C in
        the Cytomat, then 150 µL medium to neutralise.
        """),
     "transfer > transfer volume_ul=50 > "
     "incubate temperature_c=37 duration_s=300 @cytomat_2c450 > transfer volume_ul=150"),

    ("rm66", _t("""
        Spin the 384 at 1000 x g for 1 min on the HiG4 and then remove 10 µL per well.
        """),
     "spin rcf_g=1000 duration_s=60 @bionex_hig4 > transfer volume_ul=10"),

    ("rm67", _t("""
        IF, fixed cells: flick out the PFA, wash 2x 100 µL PBS, add 50 µL 0.1 % Triton.
        """),
     "transfer > transfer volume_ul=100 > transfer > transfer volume_ul=100 > transfer > "
     "transfer volume_ul=50"),
]

CASES += [
    # ------------------------------------------------------------------ halted
    ("rm68", _t("""
        Cytokine ELISA in the 384-well flat-bottom plate (Greiner 781101, lot E2309):
        flick out the samples, then wash 3x with 150 µL wash buffer per well.
        """),
     "halted"),

    ("rm69", _t("""
        Aspirate the medium and add 400 µL fresh medium per well of the 96-well flat
        plate (Corning 3595). Cells are P11, 8,000/well.
        """),
     "halted"),

    ("rm70", _t("""
        Spin the 1.5 mL tubes at 25,000 x g for 10 min at 4 °C, then discard the
        supernatant. (Kit says "maximum speed"; last week we used 16,000.)
        """),
     "halted"),

    ("rm71", _t("""
        Protein plate: remove the wash, then read absorbance at 205 nm for the peptide
        bond signal.
        """),
     "halted"),

    ("rm72", _t("""
        Discard the sup, add 100 µL lysis buffer and shake at 3,500 rpm for 1 min on the
        BioShake.
        """),
     "halted"),

    ("rm73", _t("""
        Pellet the bacteria in the 96-well flat plate: spin at 6,000 x g for 10 min on the
        HiG4, then discard the supernatant.
        """),
     "halted"),

    ("rm74", _t("""
        NanoLuc read after the medium change: aspirate, add 25 µL substrate, read
        luminescence with 120 s integration per well.
        """),
     "halted"),

    ("rm75", _t("""
        96-well PCR plate (Bio-Rad HSP9601): remove the supernatant and add 250 µL wash
        buffer to each well.
        """),
     "halted"),

    # --------------------------------------------------------------------- ask
    ("rm76", _t("""
        Spin the plate at 1,200 rpm for 5 min, then aspirate the supernatant.
        """),
     "ask"),

    ("rm77", _t("""
        Wash the ELISA plate 3x on the BioTek 405 TS plate washer, then add 100 µL TMB.
        """),
     "ask"),

    ("rm78", _t("""
        Aspirate the medium and replace with fresh medium (RPMI, lot 2419, warmed).
        """),
     "ask"),

    ("rm79", _t("""
        Aspirate, then wash with 200 µL PBS - or 150 µL, Jo's protocol says 150.
        Whichever.
        """),
     "ask"),

    ("rm80", _t("""
        Discard the supernatant and sonicate the pellets 3 x 10 s on ice.
        """),
     "ask"),

    ("rm81", _t("""
        Aspirate the medium and add 2 drops of NucBlue per well.
        """),
     "ask"),

    ("rm82", _t("""
        Discard the sup, vortex the pellet loose, then add 1 mL PBS.
        """),
     "ask"),
]
