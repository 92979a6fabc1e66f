"""Hold-out batch: tube-based bench work written by wet-lab biologists.

Style
-----
Requests come from people whose day is spent with microcentrifuge tubes: 1.5 mL
"Eppis", 2 mL tubes, 15/50 mL conicals ("Falcons"), 8-tube PCR strips, spin columns in
collection tubes, tube racks and freezer boxes. The tubes are named once ("the twelve
2 mL lysate tubes from box KO-d3") and later called "them", "they", "the tubes", "each
tube", "the lysates" or "the supernatants". Typical runs: spin the tubes, move each
supernatant or lysate into a plate (one tube per well, counted or not), then carry on
with plate work (seal, read, shake, incubate, LabChip, KingFisher, PCR/qPCR). The notes
are full of bench asides: tube labels and lid colours, freezer boxes and shelves, sample
IDs, what happened on a previous run, who is doing what by hand.

Reading rules a careful lab engineer applies
--------------------------------------------
* Tube spins: 1.5 mL / 2 mL microcentrifuge tubes, PCR strips and spin columns in
  collection tubes can only go in the 5424 R (the "microfuge"), so a spin of those
  tubes implies @eppendorf_5424r even when the centrifuge is not named. 15 mL and 50 mL
  conicals/Falcons can only go in the 5810 R, so their spin implies @eppendorf_5810r.
  A plate spin names its device only when the text names the centrifuge.
* Counting tubes into a plate: when the text states how many tubes go one per well
  into a plate with more wells than that ("the 12 lysates", "sixteen tubes", "n = 20",
  or a well range such as A1-B4), the transfer covers only those wells: wells=N (N
  tubes; duplicates or triplicates multiply N). When the tubes are not counted ("each
  tube", "the supernatants", "whatever is in the rack"), or the count fills the whole
  plate (24 tubes into a 24-deep-well plate), no wells= is given.
* Pronouns carry counts: "run them on the LabChip" after "the 24 PCR products" is
  sample_count=24. An uncounted "run them" has no sample_count.
* Tube counts on a spin ("spin the 12 tubes") are load, not a step value.
* Things done by hand, already done ("were plated yesterday", "resuspension by hand"),
  or done outside the workcell (freezer, ice, -80 box, bench labelling) are not steps;
  a wait on the bench at room temperature is an incubate with only a duration.
  "Room temp" on a spin gives no temperature value.
* "Before X, do Y" runs Y first. Previous-run values ("last time we did 20 min"),
  labels, box names, catalogue numbers, culture volumes and dates are context.
* Halt when a stated value is outside every suitable instrument's limit or a labware
  capacity: a microtube spin above 21,130 x g or below -10 degC, a conical spin above
  20,133 x g, more liquid per well than the plate holds, a plate spin above the HiG4's
  5,000 x g, a seal above 200 degC, a shake above 3,000 rpm, a read outside the
  reader's range.
* Ask when a value that matters is missing (no speed, no volume), a speed is in rpm
  only, two values compete with no decision, the tube count contradicts the wells
  named, the work needs an instrument the lab does not have (NanoDrop, Qubit), or an
  operation no instrument does (sonicate, vortex).
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ one step
    ("tw01", _t("""
        Spin the 1.5 mL tubes (labelled L1-L12, green lids) at 16,000 x g for 10 min at
        4 °C please. The 24-place rotor is in; balance with the water tube if you need
        to.
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    ("tw02", _t("""
        Twelve lysates in 2 mL tubes, out of the freezer box 'JK-ctrl-3' (shelf B of the
        -80), thawed on ice already. Can you spin them 12000 xg, 5 mins, 4C
        """),
     "spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r"),
    ("tw03", _t("""
        Harvest: the six 50 mL Falcons with the overnight cultures go in the 5810,
        3,220 rcf, 15 minutes, 4 degrees. (Last run we did 20 min but the pellets were
        just as good at 15.)
        """),
     "spin rcf_g=3220 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("tw04", _t("""
        15 mL conicals, 2,000 × g, 3 min, room temp - just to bring the beads down off
        the walls.
        """),
     "spin rcf_g=2000 duration_s=180 @eppendorf_5810r"),
    ("tw05", _t("""
        The tubes are already spun and sitting in the rack next to the STAR. Have the
        STAR take 150 µL of supernatant from each tube into the 96-well plate.
        """),
     "transfer volume_ul=150 @hamilton_star"),
    ("tw06", _t("""
        I've got 16 cleared lysates in 1.5 mL tubes in the tube rack on position 3.
        Fluent: 100 uL from each tube into its own well of a fresh 96 deep-well plate
        (one tube per well, starting at A1).
        Same layout as the run on the 3rd.
        """),
     "transfer volume_ul=100 wells=16 @tecan_fluent"),
    ("tw07", _t("""
        The 24 supernatants go into the 24-deep-well KingFisher plate, one tube per well,
        1 mL each, on the i7.
        """),
     "transfer volume_ul=1000 @biomek_i7_hybrid"),
    ("tw08", _t("""
        Spin the PCR strips down in the 5424 R: 1,000 x g, 30 s. Three strips, caps
        checked.
        """),
     "spin rcf_g=1000 duration_s=30 @eppendorf_5424r"),
    ("tw09", _t("""
        OT-2 job: move 50 µl of each of the ten lysates (2 mL tubes, tube rack in slot 1)
        into the PCR plate in slot 2.
        """),
     "transfer volume_ul=50 wells=10 @opentrons_ot2"),
    ("tw10", _t("""
        BCA plate with the lysates from the 20 tubes from Tuesday has already had its
        30 min at 37. Read A562 on the SpectraMax.
        """),
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),
    ("tw11", _t("""
        The 22 RNA samples from the tubes in box R-14 were plated by hand yesterday.
        Run them on the LabChip.
        """),
     "run_assay sample_count=22 @labchip_gx_touch_ht"),
    ("tw12", _t("""
        Lysates from the 2 mL tubes are in the deep-well plate with the beads now; start
        the KingFisher (program MagMAX_Core_v2, same as the March run).
        """),
     "run_program @kingfisher_flex"),
    ("tw13", _t("""
        The 12 tubes were pooled into the PCR plate this morning by hand. Just seal it on
        the a4S, 170 °C, 2 s.
        """),
     "seal temperature_c=170 duration_s=2 @azenta_a4s"),
    ("tw14", _t("""
        Supernatants from the 8 Falcons are in the deep-well plate now. Shake it on the
        BioShake, 1000 rpm, 5 min, no heat.
        """),
     "shake speed_rpm=1000 duration_s=300 @qinstruments_bioshake_3000t_elm"),
    ("tw15", _t("""
        Leave the tubes on the bench for 15 minutes so the debris settles (don't put them
        back on ice).
        """),
     "incubate duration_s=900"),
    ("tw16", _t("""
        Microfuge: 20 Eppis (the orange-labelled ones, NOT the blue ones from last week's
        run), 8000 g, 2 min, 20 degrees.
        """),
     "spin rcf_g=8000 duration_s=120 temperature_c=20 @eppendorf_5424r"),
    ("tw17", _t("""
        Hamilton STAR: 200 µl from each of the 12 tubes into the deep-well block,
        A1-H1 then A2-D2.
        """),
     "transfer volume_ul=200 wells=12 @hamilton_star"),
    ("tw18", _t("""
        The 12 lysates go into the 96-well flat-bottom plate in duplicate, 25 µL per
        well, on the Biomek i5.
        """),
     "transfer volume_ul=25 wells=24 @biomek_i5"),
    ("tw19", _t("""
        the 2 ml tubes with the bead slurry: 5000xg for 90 secs, that's all
        """),
     "spin rcf_g=5000 duration_s=90 @eppendorf_5424r"),
    ("tw20", _t("""
        Lysates from the 18 tubes are in the black 384 plate (done on the Fluent
        yesterday, 10 µL each). Read GFP on the i3x: ex 485, em 520.
        """),
     "read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x"),
    ("tw21", _t("""
        Flex: 180 µL of each supernatant into the KingFisher deep-well plate. The tubes
        are in the 4-in-1 rack on B1; no fixed number this time, it's whatever is left
        over from the column preps.
        """),
     "transfer volume_ul=180 @opentrons_flex"),
    ("tw22", _t("""
        CellTiter-Glo is in already and the lysates from the 1.5 ml tubes are in the
        white plate. Read lum, 1 s integration.
        """),
     "read_luminescence integration_s=1"),
    ("tw23", _t("""
        Cells from the 6 Falcons were plated at 2 wells each (by hand). Plate goes into
        the Cytomat at 37 °C for 24 h.
        """),
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),
    ("tw24", _t("""
        Spin the 50 mL conicals (n=4, labels CH-1..CH-4, ~35 mL culture in each) at
        3000 ×g, 10 min, 4 °C. Swing-bucket with the 50 mL adapters, not the plate
        carriers.
        """),
     "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r"),
    ("tw25", _t("""
        The lysate plate is sealed already and the tubes themselves go back into box 7
        of the -20 (I'll do that). Just store the plate at 4 °C.
        """),
     "store temperature_c=4"),
    ("tw26", _t("""
        All 96 lysates are in the deep-well plate (about 600 µL a well). Mix them on the
        STAR, 300 µL up and down, 8 times.
        """),
     "mix volume_ul=300 @hamilton_star"),
    ("tw27", _t("""
        14 spin columns in their 2 mL collection tubes -> 5424 R, 11,000 x g for 1 min.
        Kit lot 2207-B.
        """),
     "spin rcf_g=11000 duration_s=60 @eppendorf_5424r"),
    ("tw28", _t("""
        15 mL tubes, 1500 g, 5 mins, 20°C - gentle pellet, the cells are fragile.
        """),
     "spin rcf_g=1500 duration_s=300 temperature_c=20 @eppendorf_5810r"),
    ("tw29", _t("""
        The supernatants went into the PCR plate by hand. Give the plate a quick spin in
        the VSpin, 500 x g, 1 min.
        """),
     "spin rcf_g=500 duration_s=60 @agilent_vspin"),
    ("tw30", _t("""
        Tubes are all put away. Have the PF400 take the lysate plate from the Fluent deck
        over to the reader.
        """),
     "move_plate @precise_pf400"),
    ("tw31", _t("""
        The plate of supernatants came out of the cold room sealed - peel it on the
        XPeel.
        """),
     "peel @azenta_xpeel"),
    ("tw32", _t("""
        cDNA from the 16 tubes is plated in triplicate in the 384 plate. CFX384:
        95 °C 3 min, then 40 cycles of 95 °C 10 s / 60 °C 30 s.
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("tw33", _t("""
        Colony PCR (picked into strip tubes earlier, now moved into the 96-well PCR
        plate) on the ODTC: 98 °C 30 s; 30 cycles of 98 °C 10 s, 60 °C 20 s, 72 °C 30 s;
        final 72 °C 2 min; hold at 4 °C.
        """),
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 "
     "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),
    ("tw34", _t("""
        Biomek i7: 500 µL of each lysate from the 32 tubes into the deep-well plate,
        columns 1-4.
        """),
     "transfer volume_ul=500 wells=32 @biomek_i7_hybrid"),
    ("tw35", _t("""
        One strip of 8 tubes -> column 1 of the 96 PCR plate, 20 µL from each tube, on
        the Flex.
        """),
     "transfer volume_ul=20 wells=8 @opentrons_flex"),
    ("tw36", _t("""
        Proteinase K step for what was in the tubes, now in the PCR plate: 56 °C for
        10 min on the ODTC.
        """),
     "incubate temperature_c=56 duration_s=600 @inheco_odtc"),
    ("tw37", _t("""
        Deep-well plate with the Falcon supernatants - clear it on the HiG4 at 3000 g for
        10 min.
        """),
     "spin rcf_g=3000 duration_s=600 @bionex_hig4"),
    ("tw38", _t("""
        Seal the plate (165 degrees, 3 sec) before it goes into the -80 box along with
        the tubes.
        """),
     "seal temperature_c=165 duration_s=3"),
    ("tw39", _t("""
        200 µL from each Falcon into the clear plate was done on the bench. Read OD600.
        """),
     "read_absorbance wavelength_nm=600"),
    ("tw40", _t("""
        STAR: 0.8 mL from each of the 50 mL Falcons into the deep-well plate (the 2.2 mL
        square-well one, not the round-bottom block from last time).
        """),
     "transfer volume_ul=800 @hamilton_star"),
    ("tw41", _t("""
        Spin the Eppis in the 5424R at 21,000 x g for 30 min at 4 C (near the max, fine
        for these tubes).
        """),
     "spin rcf_g=21000 duration_s=1800 temperature_c=4 @eppendorf_5424r"),
    # --------------------------------------------------------------- multi-step
    ("tm01", _t("""
        Spin the 12 lysates (1.5 mL tubes, numbered 1-12 in Sharpie on the lids) at
        16,000 x g, 10 min, 4 °C, then have the Fluent transfer 100 µL of each
        supernatant into the 96-well plate, one tube per well.
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=100 wells=12 @tecan_fluent"),
    ("tm02", _t("""
        Before the STAR moves 200 µL of each cleared lysate into the deep-well plate for
        the KingFisher, spin the 2 mL tubes at 12,000 ×g for 5 min. Then run the
        KingFisher.
        """),
     "spin rcf_g=12000 duration_s=300 @eppendorf_5424r > transfer volume_ul=200 @hamilton_star > "
     "run_program @kingfisher_flex"),
    ("tm03", _t("""
        Eight 50 mL Falcons from the shaker (flasks 1-8). Spin them 3,000 g for 10 min.
        Then on the i5, 10 µL of each supernatant into the plate that already has the
        Bradford reagent in it, and read at 595 nm.
        """),
     "spin rcf_g=3000 duration_s=600 @eppendorf_5810r > transfer volume_ul=10 wells=8 @biomek_i5 > "
     "read_absorbance wavelength_nm=595"),
    ("tm04", _t("""
        Take the sixteen 2 mL tubes out of the -80 box labelled 'KO-d3' and let them thaw.
        Spin them at 14,000 x g for 15 mins at 4 °C, then the OT-2 moves 150 µL from each
        into the PCR plate. Seal it afterwards, 170 °C, 2 s.
        """),
     "spin rcf_g=14000 duration_s=900 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=150 wells=16 @opentrons_ot2 > seal temperature_c=170 duration_s=2"),
    ("tm05", _t("""
        The 24 PCR products were cleaned up in tubes (Zymo columns, eluted in 20 µL).
        The i7 puts 15 µL of each into the 96-well PCR plate, then run them on the
        LabChip (DNA 1K chip).
        """),
     "transfer volume_ul=15 wells=24 @biomek_i7_hybrid > run_assay sample_count=24 @labchip_gx_touch_ht"),
    ("tm06", _t("""
        Lysate tubes (however many are in the rack - Maria is still adding to it) go on
        the STAR, 400 µL each into the KingFisher deep-well plate. Run the KingFisher,
        then seal the elution plate on the a4S at 165 °C for 2.5 s.
        """),
     "transfer volume_ul=400 @hamilton_star > run_program @kingfisher_flex > "
     "seal temperature_c=165 duration_s=2.5 @azenta_a4s"),
    ("tm07", _t("""
        The 10 tubes of lysate have already been moved into the plate. Shake it for 30 s
        at 1500 rpm on the BioShake, spin 1000 x g for 1 min, then read absorbance at
        450.
        """),
     "shake speed_rpm=1500 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=450"),
    ("tm08", _t("""
        Pellet the cells in the 15 mL conicals, 300 x g for 5 minutes (I'll resuspend
        them by hand). Then Flex: 100 µL of each cell suspension into the 96-well plate,
        and the plate goes into the Cytomat at 37 °C overnight, 16 h.
        """),
     "spin rcf_g=300 duration_s=300 @eppendorf_5810r > transfer volume_ul=100 @opentrons_flex > "
     "incubate temperature_c=37 duration_s=57600 @cytomat_2c450"),
    ("tm09", _t("""
        Read the plate at 600 nm after the i5 has put 150 µL from each of the 6 Falcons
        into column 1, rows A-F.
        """),
     "transfer volume_ul=150 wells=6 @biomek_i5 > read_absorbance wavelength_nm=600"),
    ("tm10", _t("""
        Tubes (1.5 mL, n = 20): 10,000 rcf, 2 min. Fluent takes 50 µL off the top of each
        into the PCR plate; then VSpin the plate for 1 min at 800 x g.
        """),
     "spin rcf_g=10000 duration_s=120 @eppendorf_5424r > transfer volume_ul=50 wells=20 @tecan_fluent > "
     "spin rcf_g=800 duration_s=60 @agilent_vspin"),
    ("tm11", _t("""
        cDNA tubes, 12 samples (box C-2, 4th row). Fluent: 2 µL of each into the CFX384
        plate in triplicate; seal at 170 for 2 s; then qPCR: 95 °C 2 min,
        40 x (95 °C 5 s, 60 °C 30 s).
        """),
     "transfer volume_ul=2 wells=36 @tecan_fluent > seal temperature_c=170 duration_s=2 > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("tm12", _t("""
        Peel the plate on the XPeel, then the STAR adds 20 µL from each of the 4 standard
        tubes (S1-S4, yellow caps) into A1-D1. Re-seal afterwards, 165 °C, 3 s.
        """),
     "peel @azenta_xpeel > transfer volume_ul=20 wells=4 @hamilton_star > "
     "seal temperature_c=165 duration_s=3"),
    ("tm13", _t("""
        Before anything goes on the OT-2, spin the strip tubes down: 2,000 x g for 1 min
        in the 5424 R. It's one strip of 8. Then the OT-2 moves 10 µL from each tube into
        column 1 of the PCR plate.
        """),
     "spin rcf_g=2000 duration_s=60 @eppendorf_5424r > transfer volume_ul=10 wells=8 @opentrons_ot2"),
    ("tm14", _t("""
        Eighteen tubes' worth of supernatant is already in the plate with the substrate.
        Leave it 20 min at room temp in the dark, then read luminescence, 0.5 s, on the
        i3x.
        """),
     "incubate duration_s=1200 > read_luminescence integration_s=0.5 @spectramax_i3x"),
    ("tm15", _t("""
        Spin the 12 Falcons (50 ml) at 2500 x g for 20 min, 4 °C. Then the i7 moves
        1 mL from each into the 24-deep-well plate, one tube per well. Shake on the
        BioShake, 800 rpm, 10 min, 37 °C.
        """),
     "spin rcf_g=2500 duration_s=1200 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=1000 wells=12 @biomek_i7_hybrid > "
     "shake speed_rpm=800 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("tm16", _t("""
        Spin the 2 mL tubes 15,000 x g, 5 min, 4 °C; the Fluent then takes 300 µL of
        each supernatant into the deep-well plate, and the PF400 moves the plate on to
        the KingFisher. (Tubes with pellets go back in box 12.)
        """),
     "spin rcf_g=15000 duration_s=300 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=300 @tecan_fluent > move_plate @precise_pf400"),
    ("tm17", _t("""
        Library PCR strips: spin 1 min at 1,000 g, then Flex moves 12 µL of each into the
        LabChip plate, and run them on the LabChip.
        """),
     "spin rcf_g=1000 duration_s=60 @eppendorf_5424r > transfer volume_ul=12 @opentrons_flex > "
     "run_assay @labchip_gx_touch_ht"),
    ("tm18", _t("""
        Supernatant from the 16 tubes was plated earlier. Incubate it at 37 °C for 2 h in
        the Cytomat, then read fluorescence, ex 560 / em 590.
        """),
     "incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),
    ("tm19", _t("""
        The 24 lysates are in the first three columns of the deep-well plate (~800 µL
        each). Fluent: mix each of them 10 times with 500 µL, then KingFisher.
        """),
     "mix volume_ul=500 wells=24 @tecan_fluent > run_program @kingfisher_flex"),
    ("tm20", _t("""
        Spin the 2 mL tubes at 13,000 x g for 1 min, leave them 5 min at room
        temperature, then spin again at 13,000 x g for 2 min.
        """),
     "spin rcf_g=13000 duration_s=60 @eppendorf_5424r > incubate duration_s=300 > "
     "spin rcf_g=13000 duration_s=120 @eppendorf_5424r"),
    ("tm21", _t("""
        Centrifuge the Falcons (15 ml, x9) at 1,200 g for 4 minutes at 20 °C, then using
        the OT-2 aliquot 250 µl of each supernatant into the deep-well plate, A1-H1 and
        A2.
        """),
     "spin rcf_g=1200 duration_s=240 temperature_c=20 @eppendorf_5810r > "
     "transfer volume_ul=250 wells=9 @opentrons_ot2"),
    ("tm22", _t("""
        The eight strip-tube reactions are now in the PCR plate. Seal at 170 °C for 2 s,
        PCR on the ODTC: 95 °C 3 min; 25 cycles of 95 °C 15 s, 55 °C 15 s, 72 °C 30 s;
        72 °C 5 min; hold 10 °C. Then run the 8 samples on the LabChip.
        """),
     "seal temperature_c=170 duration_s=2 > run_pcr cycles=25 initial_denaturation_c=95 "
     "initial_denaturation_s=180 denaturation_c=95 denaturation_s=15 annealing_c=55 "
     "annealing_s=15 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300 "
     "hold_c=10 @inheco_odtc > run_assay sample_count=8 @labchip_gx_touch_ht"),
    # ------------------------------------------------------------------- halted
    ("th01", _t("""
        Spin the 1.5 mL tubes with the nuclear fraction (box NF-2) at 25,000 x g for
        20 min at 4 °C - that's what the paper's protocol says.
        """),
     "halted"),
    ("th02", _t("""
        Spin the four 50 mL Falcons at 25,000 ×g, 30 min, 4 °C to pellet the debris
        before the STAR takes the supernatant off.
        """),
     "halted"),
    ("th03", _t("""
        Ten 2 mL tubes (freezer box E-4): 16,000 x g, 10 min, at -15 °C (the enzyme
        really doesn't like being warm).
        """),
     "halted"),
    ("th04", _t("""
        Hamilton STAR: 500 µL of each of the 12 supernatants into the 384-well plate,
        then seal it.
        """),
     "halted"),
    ("th05", _t("""
        The supernatants from the tubes are in the 96-well PCR plate now. Spin it at
        6,500 x g for 5 min.
        """),
     "halted"),
    ("th06", _t("""
        The Fluent puts 50 µL from each tube into the plate; after that, seal at 220 °C
        for 2 s.
        """),
     "halted"),
    ("th07", _t("""
        Supernatants from the 8 conicals are in the deep-well plate. Shake at 3,600 rpm
        for 2 min on the BioShake.
        """),
     "halted"),
    ("th08", _t("""
        Spin the Eppis at 16,000 x g for 5 min, the OT-2 moves 100 µL from each into the
        clear plate, then read absorbance at 1,100 nm.
        """),
     "halted"),
    # ---------------------------------------------------------------------- ask
    ("ta01", _t("""
        Spin the Eppis at 13,000 rpm for 10 min, 4 °C, like we always did on the old
        bench microfuge downstairs.
        """),
     "ask"),
    ("ta02", _t("""
        Spin the Falcons for 10 min at 4 °C, then the i7 moves 1 mL of each into the
        deep-well plate.
        """),
     "ask"),
    ("ta03", _t("""
        Sonicate the 1.5 mL tubes 3 x 10 s on ice, then spin them at 16,000 x g for
        10 min at 4 °C.
        """),
     "ask"),
    ("ta04", _t("""
        Twelve purified plasmids in 1.5 mL screw-caps (box P-7, positions 1-12).
        NanoDrop the tubes first, then the STAR moves 50 µL of each into the plate.
        """),
     "ask"),
    ("ta05", _t("""
        Spin the 2 mL tubes at 12,000 x g for 5 or 10 min - Jo says 5, the kit insert
        says 10. Then the Fluent takes 200 µL of each into the deep-well plate.
        """),
     "ask"),
    ("ta06", _t("""
        Fluent: 100 µL from each of the 12 tubes into wells A1-A8 of the 96-well plate.
        The tubes are the ones with red dots from yesterday's lysis.
        """),
     "ask"),
    ("ta07", _t("""
        Once the tubes are spun (16,000 x g, 10 min), have the STAR move the supernatants
        into the deep-well plate.
        """),
     "ask"),
]
