"""Hold-out batch: old-vs-new comparison requests.

Style
-----
The scientist writes the request as a comparison of old and new settings rather than as
a plain list of steps: two- or three-column tables ("Parameter | Old | New",
"Step | SOP v2 | SOP v3 (use this)", "v1 | v2 | v3 (current)"), "was -> now" / "was → now"
lines, diff-like lines ("- 500 x g" / "+ 800 x g", with unprefixed context lines), "A vs B"
notes with the chosen option marked (✓, "<- going with B", "(chosen)", "use this"), and
prose such as "v3 changes only the seal time; everything else as v2" followed by v2's
values.

Reading rules a careful lab engineer applies
--------------------------------------------
* Only the NEW / CHOSEN settings are the run: the "New", "Now", "After", "Final",
  "current", "(use this)" or ✓-marked column; the right-hand side of "was -> now"; the
  "+" lines of a diff. Old columns, "-" lines, rejected options and "was" values are
  history and are never run.
* A new cell that says "same", "unchanged", "as v2", "=", "no change" or "ditto" keeps the
  old value, and that old value IS part of the run. "v3 changes only X; everything else
  as v2" means: v2's values for every other setting, with the new X.
* In a diff, unprefixed context lines are unchanged lines of the new method and are run;
  "-" lines are dropped; "+" lines are added. A step marked "dropped", "removed" or only
  present in the old column is not run; a step only in the new column is run.
* An instrument change in the comparison ("OT-2 -> Flex") moves the step to the new
  instrument.
* Steps run in the order of the new method; "before reading, spin ..." puts the spin
  first.
* Context numbers (dates, lot and catalogue numbers, ELN pages, plate IDs, prices, tip
  sizes, last month's values) are not step values.
* Halt when a NEW/CHOSEN value is outside every suitable instrument's limit. An
  impossible value that only appears in an old or rejected column does not halt.
* Ask when the text never says which column/option is used, when the new value is
  missing ("TBD") or given twice with different numbers, when the new value is a
  centrifuge speed in rpm only (no rotor/radius), when the new method names an
  instrument the lab does not have, or when it adds an operation no instrument does
  (vortex, sonicate).
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ---------------------------------------------------------------- one step
    ("ct01", _t("""
        Pre-read spin for the assay plate, updated after the bubble problem on 14/03:

        | Parameter | Old    | New    |
        |-----------|--------|--------|
        | Speed     | 500 x g | 800 x g |
        | Time      | 1 min  | 2 min  |
        """),
     "spin rcf_g=800 duration_s=120"),
    ("ct02", _t("""
        VSpin settings, changed per Priya's review comments:
        - 500 x g, 30 s
        + 1000 x g, 60 s
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),
    ("ct03", _t("""
        a4S settings for the new clear film (lot 22-0931):
        temp 170 °C → 175 °C
        time 2 s → 1.5 s
        Please seal the plate with the new settings.
        """),
     "seal temperature_c=175 duration_s=1.5 @azenta_a4s"),
    ("ct04", _t("""
        | Step | SOP v2          | SOP v3 (use this) |
        |------|-----------------|-------------------|
        | Read | absorbance 450 nm | absorbance 490 nm |

        Reader is the SpectraMax as usual.
        """),
     "read_absorbance wavelength_nm=490 @spectramax_i3x"),
    ("ct05", _t("""
        Sealing the PCR plate on the a4S. v2 was 165 °C for 3 s. v3 changes only the
        seal time (2 s, the new foil is thinner); everything else as v2.
        """),
     "seal temperature_c=165 duration_s=2 @azenta_a4s"),
    ("ct06", _t("""
        BioShake step for the lysis plate
        Old: 1200 rpm, 5 min, 25 °C
        New: 1500 rpm, 5 min, 37 °C   <- run this one
        """),
     "shake speed_rpm=1500 duration_s=300 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("ct07", _t("""
        Switching the readout from fluorescein to resorufin, so on the i3x:
        Ex/Em was 485/520 nm (FITC set), now 535/590 nm.
        Read the plate with the new pair please.
        """),
     "read_fluorescence excitation_nm=535 emission_nm=590 @spectramax_i3x"),
    ("ct08", _t("""
        Glo assay read on the SpectraMax - integration 0.5 s → 1 s (signal was too low
        on plate GL-0412). Everything else default.
        """),
     "read_luminescence integration_s=1 @spectramax_i3x"),
    ("ct09", _t("""
        Buffer addition, moving off the OT-2:

        | Parameter      | Old   | New   |
        |----------------|-------|-------|
        | Liquid handler | OT-2  | STAR  |
        | Volume / well  | 50 µL | 45 µL |
        """),
     "transfer volume_ul=45 @hamilton_star"),
    ("ct10", _t("""
        Pelleting the lysates (1.5 mL tubes), two options from the methods meeting:
        A: 5424 R, 12,000 x g, 5 min, 4 °C
        B: 5424 R, 16,000 x g, 10 min, 4 °C   <- going with B
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    ("ct11", _t("""
        Overnight outgrowth in the Cytomat:

        | Setting     | before | after  |
        |-------------|--------|--------|
        | Temperature | 37 °C  | 30 °C  |
        | Time        | 16 h   | 20 h   |

        (the after column is the run)
        """),
     "incubate temperature_c=30 duration_s=72000 @cytomat_2c450"),
    ("ct12", _t("""
        KingFisher programme: MagMAX_Viral_v1 → MagMAX_Viral_v2_lowvol (new kit, cat.
        A48383). Run the plate through it.
        """),
     "run_program @kingfisher_flex"),
    ("ct13", _t("""
        LabChip GX sizing run - sample count 48 → 96 (whole PCR plate this time, the
        DNA 1K chip from 02/05 still has enough sips).
        """),
     "run_assay sample_count=96 @labchip_gx_touch_ht"),
    ("ct14", _t("""
        HiG4 spin of the 96-well PCR plate
        | was | 3,000 ×g | 5 min  |
        | now | 4,000 ×g | 10 min |
        """),
     "spin rcf_g=4000 duration_s=600 @bionex_hig4"),
    ("ct15", _t("""
        50 mL conicals in the 5810:
        old - 2,500 rcf, 10 min, room temp
        new - 3,000 rcf, 15 min, 4 °C
        Spin with the new settings.
        """),
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("ct16", _t("""
        Post-addition mix on the Fluent
        | Mix    | SOP v2    | SOP v3 (use this) |
        | cycles | 3x        | 5x                |
        | volume | 20 µL     | 40 µL             |
        """),
     "mix volume_ul=40 @tecan_fluent"),
    ("ct17", _t("""
        Heat-kill on the ODTC: 65 °C 20 min → 80 °C 10 min (enzyme changed to the
        NEB one, cat. M0202).
        """),
     "incubate temperature_c=80 duration_s=600 @inheco_odtc"),
    ("ct18", _t("""
        End of run
        old: leave plate on the bench overnight
        new: store it in the Cytomat 24 hotel at 4 °C
        """),
     "store temperature_c=4 @cytomat_24"),
    ("ct19", _t("""
        Seal removal
        | v1 (2022)     | v2 (now)      |
        | peel by hand  | XPeel         |
        Just the de-seal, nothing else today.
        """),
     "peel @azenta_xpeel"),
    ("ct20", _t("""
        Reader -> incubator hand-off: was done manually by whoever was around, now the
        PF400 does it. Please just move the plate.
        """),
     "move_plate @precise_pf400"),
    ("ct21", _t("""
        Compound top-up on the i7 (96-well plate)

        | Parameter | Old         | New                 |
        |-----------|-------------|---------------------|
        | Wells     | whole plate | columns 1-6 only    |
        | Volume    | 20 µL       | same                |
        """),
     "transfer volume_ul=20 wells=48 @biomek_i7_hybrid"),
    ("ct22", _t("""
        | Step       | SOP v2     | SOP v3 (use this) |
        |------------|------------|-------------------|
        | Spin speed | 1,500 x g  | as v2             |
        | Spin time  | 2 min      | 3 min             |
        """),
     "spin rcf_g=1500 duration_s=180"),
    ("ct23", _t("""
        Flex dispense: 200 µl → 150 µl per well. Still the 1000 µl tips (box 3 of 8),
        still the same source reservoir.
        """),
     "transfer volume_ul=150 @opentrons_flex"),
    ("ct24", _t("""
        Biomek i5 reagent add: was 25 microlitres, now 30 microlitres (new kit lot, see
        ELN p. 44). One add per well.
        """),
     "transfer volume_ul=30 @biomek_i5"),
    ("ct25", _t("""
        qPCR on the CFX384 (384-well plate), profile changed for the new polymerase:

        | Stage                | Old            | New            |
        |----------------------|----------------|----------------|
        | Initial denaturation | 95 °C, 3 min   | 95 °C, 2 min   |
        | Denaturation         | 95 °C, 10 s    | unchanged      |
        | Annealing            | 60 °C, 30 s    | 60 °C, 20 s    |
        | Extension            | 72 °C, 30 s    | 72 °C, 20 s    |
        | Cycles               | 40             | 45             |
        """),
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=20 "
     "extension_c=72 extension_s=20 @biorad_cfx384"),
    ("ct26", _t("""
        ODTC programme, old vs new (new = what we run from today)

        Step            | old           | new
        initial denat   | 95 C 3 min    | 98 C 30 s
        denat           | 95 C 15 s     | 98 C 10 s
        anneal          | 55 C 30 s     | 60 C 20 s
        extend          | 72 C 30 s     | same
        cycles          | 30            | 35
        final extension | 72 C 5 min    | same
        hold            | 4 C           | 4 C
        """),
     "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=20 "
     "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300 "
     "hold_c=4 @inheco_odtc"),
    ("ct27", _t("""
        OD read: A595 vs A600 - going with 600 so it matches the growth-curve spec
        sheet. Just the one read.
        """),
     "read_absorbance wavelength_nm=600"),
    ("ct28", _t("""
        BioShake, bead resuspension: 60" → 90", speed 1800 rpm unchanged.
        """),
     "shake speed_rpm=1800 duration_s=90 @qinstruments_bioshake_3000t_elm"),
    ("ct29", _t("""
        a4S
        old: 160 deg / 1 sec
        new: 170 deg / 2.5 secs
        (peelable foil, box from Thursday's order)
        """),
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),
    ("ct30", _t("""
        Room-temperature incubation before the read step: 10 min → 30 min. The read itself
        I'll do later by hand, so only the wait for now.
        """),
     "incubate duration_s=1800"),
    ("ct31", _t("""
        | Parameter   | Old    | New    |
        | Incubator   | Cytomat | Cytomat |
        | Temperature | 37 °C  | 37 °C  |
        | Time        | 48 h   | 72 h   |
        """),
     "incubate temperature_c=37 duration_s=259200 @cytomat_2c450"),
    ("ct32", _t("""
        microfuge (5424 R): 13,000xg 2 min → 15,000xg 1 min for the quick clear-down
        of the 2 mL tubes.
        """),
     "spin rcf_g=15000 duration_s=60 @eppendorf_5424r"),
    ("ct33", _t("""
        OT-2 media top-up on the 24 deep-well plate: 1 mL → 0.8 mL per well (was
        overflowing at 1 mL after the feed).
        """),
     "transfer volume_ul=800 @opentrons_ot2"),
    ("ct34", _t("""
        Dye choice for the i3x read:
        | Ex 490 / Em 525 |      |
        | Ex 560 / Em 590 |  ✓   |
        """),
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),
    ("ct35", _t("""
        Old method asked for 1,200 x g on the VSpin (it can't actually do that, which is
        why it was changed). New: 900 x g, 3 min on the VSpin.
        """),
     "spin rcf_g=900 duration_s=180 @agilent_vspin"),
    ("ct36", _t("""
        Primer dispense on the STAR

        | Parameter | Draft 1 | Draft 2 | Final |
        |-----------|---------|---------|-------|
        | Volume    | 10 µL   | 12 µL   | 15 µL |

        Final is what goes on the robot.
        """),
     "transfer volume_ul=15 @hamilton_star"),
    ("ct37", _t("""
        --- spin_v1.txt
        +++ spin_v2.txt
        - 2,000 x g, 5 min, 5810
        + 2,000 x g, 5 min, HiG4
        """),
     "spin rcf_g=2000 duration_s=300 @bionex_hig4"),
    ("ct38", _t("""
        Luminescence read on the SpectraMax, integration: 1000 ms (was 500 ms).
        """),
     "read_luminescence integration_s=1 @spectramax_i3x"),
    ("ct39", _t("""
        STAR mix step: 3x 50 uL (old) → 8x 80 uL (new). The wells hold ~150 uL so 80 is
        fine.
        """),
     "mix volume_ul=80 @hamilton_star"),
    ("ct40", _t("""
        Heater-shaker step
        was: 30 min at 37 C, 800 rpm
        now: 1 hr at 37 C, 800 rpm
        """),
     "shake speed_rpm=800 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("ct41", _t("""
        Hold on the ODTC: 37 °C 15 min → 37 °C 30 min (digest wasn't complete last
        time, gel from 11/06).
        """),
     "incubate temperature_c=37 duration_s=1800 @inheco_odtc"),
    ("ct42", _t("""
        Fluent 384 stamp
        | Parameter | Old        | New               |
        | Target    | full plate | rows A-H only     |
        | Volume    | 5 µL       | 5 µL (unchanged)  |
        """),
     "transfer volume_ul=5 wells=192 @tecan_fluent"),
    # ---------------------------------------------------------- several steps
    ("cm01", _t("""
        | # | Step          | SOP v2          | SOP v3 (use this) |
        |---|---------------|-----------------|-------------------|
        | 1 | Add reagent   | 20 µL           | 25 µL             |
        | 2 | Spin          | 1000 x g, 1 min | same              |
        | 3 | Read          | Abs 450 nm      | Abs 450 nm        |
        """),
     "transfer volume_ul=25 > spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=450"),
    ("cm02", _t("""
        Diff of the method file (the new version is what we run):

          transfer 50 µL buffer per well (STAR)
        - spin 500 x g 1 min
        + spin 1000 x g 2 min
          read luminescence, 1 s integration
        """),
     "transfer volume_ul=50 @hamilton_star > spin rcf_g=1000 duration_s=120 > "
     "read_luminescence integration_s=1"),
    ("cm03", _t("""
        Method diff, v4 -> v5 (run v5):
          peel (XPeel)
        - shake 1000 rpm 1 min
          transfer 10 uL on the i7
          seal 165 C 3 s
        """),
     "peel @azenta_xpeel > transfer volume_ul=10 @biomek_i7_hybrid > "
     "seal temperature_c=165 duration_s=3"),
    ("cm04", _t("""
        v2: add 15 µL master mix on the Flex, seal at 170 °C for 2 s, spin 1,000 x g for
        1 min. v3 changes only the seal time, which is now 3 s; everything else as v2.
        Please run v3.
        """),
     "transfer volume_ul=15 @opentrons_flex > seal temperature_c=170 duration_s=3 > "
     "spin rcf_g=1000 duration_s=60"),
    ("cm05", _t("""
        Order was: read, then spin. Now: spin first (500 x g, 1 min), then read A600.
        """),
     "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=600"),
    ("cm06", _t("""
        Workflow A: peel, add 5 µL per well on the STAR, reseal 165 °C / 3 s.
        Workflow B (chosen): peel, add 8 µL per well on the STAR, reseal 170 °C / 2 s.
        """),
     "peel > transfer volume_ul=8 @hamilton_star > seal temperature_c=170 duration_s=2"),
    ("cm07", _t("""
        ELISA development, old vs new (run the new column):

        | Step              | Old     | New     |
        |-------------------|---------|---------|
        | Substrate (TMB)   | 100 µL  | 50 µL   |
        | RT incubation     | 30 min  | 15 min  |
        | Stop solution     | 50 µL   | 50 µL   |
        | Read              | 450 nm  | 450 nm  |
        """),
     "transfer volume_ul=50 > incubate duration_s=900 > transfer volume_ul=50 > "
     "read_absorbance wavelength_nm=450"),
    ("cm08", _t("""
        Cell viability plate

        | Step                     | v1          | v2          | v3 (current) |
        |--------------------------|-------------|-------------|--------------|
        | Cytomat incubation       | 37 °C, 24 h | 37 °C, 18 h | 37 °C, 20 h  |
        | Luminescence integration | 0.5 s       | 1 s         | 1 s          |
        """),
     "incubate temperature_c=37 duration_s=72000 @cytomat_2c450 > "
     "read_luminescence integration_s=1"),
    ("cm09", _t("""
        Changes to the colony PCR (96-well PCR plate, ODTC):
        * NEW: before cycling, spin the plate 1 min at 1,000 x g (there was no spin before).
        * cycles: was 30, now 28.
        * everything else as before: 98 °C 30 s initial; 98 °C 10 s / 62 °C 15 s /
          72 °C 20 s; final extension 72 °C 2 min; hold 4 °C.
        """),
     "spin rcf_g=1000 duration_s=60 > run_pcr cycles=28 initial_denaturation_c=98 "
     "initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 "
     "annealing_s=15 extension_c=72 extension_s=20 final_extension_c=72 "
     "final_extension_s=120 hold_c=4 @inheco_odtc"),
    ("cm10", _t("""
        RNA extraction: KingFisher programme unchanged. Elution transfer to the PCR plate
        on the i5: 40 µL → 30 µL. Run both steps.
        """),
     "run_program @kingfisher_flex > transfer volume_ul=30 @biomek_i5"),
    ("cm11", _t("""
        LabChip run - what changed since last month:
        + spin the plate 1 min at 1000 x g before loading it (new)
        - 24 samples
        + 32 samples
        """),
     "spin rcf_g=1000 duration_s=60 > run_assay sample_count=32 @labchip_gx_touch_ht"),
    ("cm12", _t("""
        qPCR set-up, diff against last week's script (new lines win):
        - 10 µL master mix per well
        + 8 µL master mix per well
        + 2 µL template per well
          seal 165 °C 3 s
          spin 1,000 x g 1 min
        """),
     "transfer volume_ul=8 > transfer volume_ul=2 > seal temperature_c=165 duration_s=3 > "
     "spin rcf_g=1000 duration_s=60"),
    ("cm13", _t("""
        Media exchange: was 150 µL on the OT-2, now 180 µL on the Flex. Then back into the
        Cytomat, 37 °C, 4 h (unchanged).
        """),
     "transfer volume_ul=180 @opentrons_flex > incubate temperature_c=37 duration_s=14400 "
     "@cytomat_2c450"),
    ("cm14", _t("""
        | Parameter   | Before          | After      |
        |-------------|-----------------|------------|
        | Shake speed | 600 rpm         | 1000 rpm   |
        | Shake time  | 2 min           | 2 min      |
        | Read        | Ex 530 / Em 590 | same       |
        Shake, then read, with the After values.
        """),
     "shake speed_rpm=1000 duration_s=120 > read_fluorescence excitation_nm=530 emission_nm=590"),
    ("cm15", _t("""
        v2 sequence: peel on the XPeel; mix 5x 30 µL on the Fluent; spin 500 x g 1 min;
        seal 165 °C 3 s; spin 500 x g 1 min.
        v3 = v2 but mix with 50 µL and the second spin dropped. Run v3.
        """),
     "peel @azenta_xpeel > mix volume_ul=50 @tecan_fluent > spin rcf_g=500 duration_s=60 > "
     "seal temperature_c=165 duration_s=3"),
    ("cm16", _t("""
        Lysate clearing (1.5 mL tubes)
        5424 R: 16,000 x g, 4 °C, 10 min (was 20 min)
        then supernatant to the deep-well plate on the Fluent: 200 µL (was 250 µL)
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=200 @tecan_fluent"),
    ("cm17", _t("""
        | Step    | Old        | New                             |
        |---------|------------|---------------------------------|
        | Seal    | 160 °C 2 s | 165 °C 2 s                      |
        | Storage | bench      | Cytomat 24 hotel, 4 °C          |
        """),
     "seal temperature_c=165 duration_s=2 > store temperature_c=4 @cytomat_24"),
    ("cm18", _t("""
        Before reading (Abs 405, unchanged) the plate now gets 30 s at 1,200 rpm on the
        BioShake - the old protocol had no shake at all.
        """),
     "shake speed_rpm=1200 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=405"),
    ("cm19", _t("""
        | Setting        | Option 1        | Option 2 (use this) | Option 3        |
        |----------------|-----------------|---------------------|-----------------|
        | Spin           | 1000 x g, 1 min | 1500 x g, 2 min     | 2000 x g, 5 min |
        | Transfer after | 40 µL           | 40 µL               | 35 µL           |
        """),
     "spin rcf_g=1500 duration_s=120 > transfer volume_ul=40"),
    ("cm20", _t("""
        End-repair / A-tailing on the ODTC
        old: 20 °C 30 min, then 65 °C 30 min
        new: 20 °C 15 min, then 65 °C 15 min
        Seal first at 170 °C for 2 s (same as old).
        """),
     "seal temperature_c=170 duration_s=2 > incubate temperature_c=20 duration_s=900 "
     "@inheco_odtc > incubate temperature_c=65 duration_s=900 @inheco_odtc"),
    ("cm21", _t("""
        384-well PCR plate workflow.
        Old: spin 3,000 x g 5 min on the HiG4, then peel, then 2 µL stamp on the STAR.
        New: spin 4,000 x g 5 min; rest same.
        """),
     "spin rcf_g=4000 duration_s=300 @bionex_hig4 > peel > transfer volume_ul=2 @hamilton_star"),
    ("cm22", _t("""
        BCA standards, 96-well plate: now only columns 1-2 (was 1-3), 100 µL each on the
        i7; then read A562 (old sheet said A595, that was the Bradford).
        """),
     "transfer volume_ul=100 wells=16 @biomek_i7_hybrid > read_absorbance wavelength_nm=562"),
    ("cm23", _t("""
        Normalisation on the Flex, was → now:
        water      20 µL → 15 µL
        DNA         5 µL → 5 µL (no change)
        Water first, then DNA.
        """),
     "transfer volume_ul=15 @opentrons_flex > transfer volume_ul=5 @opentrons_flex"),
    ("cm24", _t("""
        Detection plate (384-well flat):
        - 250 µL wash per well (typo in the old SOP, never worked)
        + 50 µL wash per well
        + then read fluorescence Ex 485 / Em 528
        """),
     "transfer volume_ul=50 > read_fluorescence excitation_nm=485 emission_nm=528"),
    # ----------------------------------------------------------------- halted
    ("ch01", _t("""
        Spin of the 96-well PCR plate before sealing

        | Parameter | Old       | New       |
        |-----------|-----------|-----------|
        | Speed     | 1,000 x g | 6,500 x g |
        | Time      | 1 min     | 1 min     |
        """),
     "halted"),
    ("ch02", _t("""
        a4S settings for the new thick foil: was 175 °C / 3 s, now 210 °C / 3 s
        (vendor sheet says "hotter is better"). Seal the plate.
        """),
     "halted"),
    ("ch03", _t("""
        BioShake, bead mixing
        - 1500 rpm, 2 min
        + 3500 rpm, 2 min
        """),
     "halted"),
    ("ch04", _t("""
        Protein quant read, A vs B:
        A: 280 nm
        B: 205 nm  ✓ (chosen, peptide-bond signal, much more sensitive)
        Read on the SpectraMax.
        """),
     "halted"),
    ("ch05", _t("""
        Luminescence on the i3x - integration 30 s → 90 s per well (the signal is really
        weak on these knockdowns).
        """),
     "halted"),
    ("ch06", _t("""
        Quench addition, 384-well flat plate

        | Parameter   | Old   | New    |
        |-------------|-------|--------|
        | Volume/well | 50 µL | 150 µL |
        """),
     "halted"),
    ("ch07", _t("""
        Pelleting the 1.5 mL tubes in the 5424 R: 16,000 x g → 25,000 x g, 10 min, 4 °C
        both times.
        """),
     "halted"),
    ("ch08", _t("""
        | Step | SOP v2              | SOP v3 (use this)   |
        |------|---------------------|---------------------|
        | Spin | 1,000 x g, 1 min    | same                |
        | Read | Ex 640 / Em 680 nm  | Ex 750 / Em 900 nm  |
        """),
     "halted"),
    # -------------------------------------------------------------------- ask
    ("ca01", _t("""
        Plate spin, two versions floating around:

        | Parameter | Protocol A (Sam) | Protocol B (Jo) |
        |-----------|------------------|-----------------|
        | Speed     | 800 x g          | 1,200 x g       |
        | Time      | 2 min            | 1 min           |

        Can you spin plate 4 today?
        """),
     "ask"),
    ("ca02", _t("""
        | Parameter         | Old       | New       |
        |-------------------|-----------|-----------|
        | Centrifuge        | 5810      | 5810      |
        | Speed             | 1,500 x g | 3,500 rpm |
        | Time              | 5 min     | 5 min     |
        """),
     "ask"),
    ("ca03", _t("""
        Tube prep, v2 → v3:
          add 500 µL lysis buffer per tube (Flex)
        + vortex 10 s
          spin 5424 R 12,000 x g 2 min
        """),
     "ask"),
    ("ca04", _t("""
        Compound dispense
        Old: STAR, 1 µL per well
        New: Echo 525 acoustic, 50 nL per well
        """),
     "ask"),
    ("ca05", _t("""
        ODTC programme update: anneal 55 °C → 58 °C, rest unchanged (95 °C 2 min; 35x
        95 °C 15 s / anneal 30 s / 72 °C 30 s; 72 °C 5 min).
        Footnote from Ali: v3 anneal is 60 °C, not 58.
        """),
     "ask"),
    ("ca06", _t("""
        | Parameter | Old   | New                               |
        |-----------|-------|-----------------------------------|
        | Seal temp | 165 °C | 160 °C                           |
        | Seal time | 3 s   | TBD (waiting on film datasheet)   |
        Seal the plate on the a4S.
        """),
     "ask"),
    ("ca07", _t("""
        Absorbance read for the growth plates on the SpectraMax:
        v2: A590
        v3: A620
        Still waiting to hear from Maria which of the two got signed off. Read them
        this afternoon please.
        """),
     "ask"),
]
