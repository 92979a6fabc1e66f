"""Hold-out batch: to-do lists and checklists.

Style
-----
The scientist's request arrives as a bench checklist: ``[ ]`` / ``[x]`` / ``- [ ]`` /
``☐`` / ``☑`` / ``✓`` items, some already ticked, some struck through (``~~...~~``) or
marked "(skip)", values on indented sub-items under a parent item, and materials or
prep lines ("[x] tips loaded", "[ ] thaw enzyme", "[ ] 25 mL buffer in trough") mixed in
with the run steps.

Reading rules a careful lab engineer applies
--------------------------------------------
* Only UNTICKED RUN STEPS are the run. A ticked item (``[x]``, ``☑``, ``✓``) is done and
  is not part of this run -- unless the line itself says redo/REDO, in which case it
  is run again (with the redo values if it gives new ones).
* Struck-through items (``~~...~~``) and items marked "(skip)", "skip", "N/A" are not
  run. A struck-through value inside an item is replaced by the value written next to
  it.
* Materials and preparation lines (tips, thawing, labelling, making buffers, filling a
  trough, paperwork) are not instrument steps, ticked or not; the planner adds tips
  and moves itself.
* Indented sub-items carry the values of the parent item; they are one step, not
  several.
* Steps run in list order unless the text says otherwise ("do this one first",
  "before reading, spin ...").
* Values in ticked, struck or skipped items, and context numbers (dates, plate IDs,
  catalogue numbers, lot numbers, rooms, weights in grams) are never step values; an
  impossible or ambiguous value there does not halt or stop the run.
* Halt when a value in an unticked run step is outside every suitable instrument's
  limit; ask when a run step lacks a value that matters, gives two competing values,
  uses a unit that cannot be read (rpm with no rotor), names an instrument the lab does
  not have, or asks for an operation no instrument does (vortex, sonicate).
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    ("ck01", _t("""
        Plate 3 - Tues
        [x] tips loaded (200 µL, 2 boxes)
        [x] buffer reservoir filled
        [ ] thaw enzyme
        [ ] spin plate 1,000 x g, 1 min
        """),
     "spin rcf_g=1000 duration_s=60"),
    ("ck02", _t("""
        - [x] seal plate (165 °C, 3 s)
        - [x] PCR done (35 cycles)
        - [ ] peel seal on the XPeel
        - [x] label box for the freezer
        """),
     "peel @azenta_xpeel"),
    ("ck03", _t("""
        ☐ read A600 on the SpectraMax
        ☑ add 180 µl LB
        ☑ 20 µl overnight culture
        """),
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("ck04", _t("""
        [ ] BioShake
            - 1500 rpm
            - 2 min
            - 25 °C
        [x] plate on deck
        """),
     "shake speed_rpm=1500 duration_s=120 temperature_c=25 @qinstruments_bioshake_3000t_elm"),
    ("ck05", _t("""
        [ ] ~~spin 500 x g 30 s~~ not needed, beads already down
        [ ] transfer 40 uL supernatant to fresh plate (STAR)
        [x] beads added
        """),
     "transfer volume_ul=40 @hamilton_star"),
    ("ck06", _t("""
        [x] add 10 µL substrate - done 14:05
        [x] luminescence read, 0.5 s integration - REDO, lid was on
        [x] export to S:/plates/2024-03
        """),
     "read_luminescence integration_s=0.5"),
    ("ck07", _t("""
        ✓ mastermix made
        ✓ 15 µL/well dispensed
        ☐ ODTC: 37 °C hold, 15 min (USER enzyme)
        ☐ (skip) gel
        """),
     "incubate temperature_c=37 duration_s=900 @inheco_odtc"),
    ("ck08", _t("""
        end of day
        [x] read done
        [x] data saved to ELN
        [ ] plate into the Cytomat 24 hotel at 4 °C overnight
        """),
     "store temperature_c=4 @cytomat_24"),
    ("ck09", _t("""
        [ ] 5424 R - 1.5 mL tubes, 16,000 ×g, 10 min, 4 C
        [x] lysis buffer on ice
        [x] 24 tubes labelled S01-S24
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    ("ck10", _t("""
        [ ] seal - a4S, 170 deg, 2.5 sec
        [x] 384 plate filled (cat# 3764)
        """),
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),
    ("ck11", _t("""
        - [x] dye added (1:1000)
        - [x] 30 min dark, RT
        - [ ] fluorescence: ex 485 / em 535
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535"),
    ("ck12", _t("""
        ☐ KingFisher run "MagMAX_DNA_v2"
        ☑ plates 1-6 loaded (lysate, wash 1, wash 2, wash 3, elution, tip comb)
        ☑ beads resuspended
        """),
     "run_program @kingfisher_flex"),
    ("ck13", _t("""
        [ ] LabChip - 24 samples, DNA 5K chip
        [x] chip primed
        [x] ladder in well A1
        """),
     "run_assay sample_count=24 @labchip_gx_touch_ht"),
    ("ck14", _t("""
        [x] 50 µL stop solution added
        [ ] let it sit 10 min on the bench (RT)
        [ ] paperwork - update plate log
        """),
     "incubate duration_s=600"),
    ("ck15", _t("""
        [x] cells seeded 24 h ago (P7, 5,000/well)
        [ ] i7: add 10 µL compound, columns 1-6 only of the 96-well plate
        [x] columns 7-12 vehicle (Sam did them)
        """),
     "transfer volume_ul=10 wells=48 @biomek_i7_hybrid"),
]

CASES += [
    ("ck16", _t("""
        [ ] Cytomat, 37 °C, 2 h
        [x] media change
        [x] drug added (lot 0423-B)
        """),
     "incubate temperature_c=37 duration_s=7200 @cytomat_2c450"),
    ("ck17", _t("""
        [ ] HiG4 - 3,000 rcf, 5 min
        [x] deep-well plate balanced
        """),
     "spin rcf_g=3000 duration_s=300 @bionex_hig4"),
    ("ck18", _t("""
        [ ] PCR on the ODTC
            - 98 °C 30 s
            - 30 cycles: 98 °C 10 s / 60 °C 20 s / 72 °C 30 s
            - 72 °C 2 min
            - 4 °C hold
        [x] mastermix + primers
        [x] template 1 µL
        """),
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=20 "
     "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 "
     "hold_c=4 @inheco_odtc"),
    ("ck19", _t("""
        ☐ CFX384 run
           ☐ 95 °C 2 min
           ☐ 40× (95 °C 5 s, 60 °C 30 s)
        ☑ plate sealed (optical film)
        ☑ spun 1 min
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("ck20", _t("""
        [ ] mix 5x with 30 µl on the Fluent
        [x] 20 µL sample + 20 µL beads added
        """),
     "mix volume_ul=30 @tecan_fluent"),
    ("ck21", _t("""
        - [ ] Flex: 200 µL PBS into every well of the 96-well flat plate
        - [x] PBS warmed to 37 °C
        - [x] old media aspirated
        """),
     "transfer volume_ul=200 @opentrons_flex"),
    ("ck22", _t("""
        [x] 45 µL water in each well (done on the OT-2 yesterday)
        [ ] OT-2: 5 µl of each sample into the water plate
        """),
     "transfer volume_ul=5 @opentrons_ot2"),
    ("ck23", _t("""
        [ ] 50 mL Falcons in the 5810: 4,000 x g, 15 min, 4 °C
        [x] cultures harvested (OD 2.1)
        """),
     "spin rcf_g=4000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("ck24", _t("""
        [x] reagents added
        [ ] quick spin on the VSpin, 500 g / 30 s
        [x] bubbles checked
        """),
     "spin rcf_g=500 duration_s=30 @agilent_vspin"),
    ("ck25", _t("""
        ELISA plate 7 - final
        [x] TMB 100 µl, 15 min dark
        [x] stop 50 µl 1 M H2SO4
        [ ] i3x: A450
        """),
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("ck26", _t("""
        [x] pre-clear, 25,000 x g, 10 min - done on the floor ultra (Rm 3.07)
        [ ] 100 µL cleared lysate into the deep-well plate (STAR)
        """),
     "transfer volume_ul=100 @hamilton_star"),
    ("ck27", _t("""
        [ ] luminescence read, 1 s integration - ~~Cytation 5~~ SpectraMax (Cytation is booked)
        [x] CellTiter-Glo added, 10 min RT
        """),
     "read_luminescence integration_s=1 @spectramax_i3x"),
    ("ck28", _t("""
        [ ] spin 1000 g 1 min (skip - no condensation today)
        [ ] peel (skip, plate is unsealed)
        [ ] A260 read
        """),
     "read_absorbance wavelength_nm=260"),
    ("ck29", _t("""
        ☐ Biomek i5: dispense 75 microlitres of diluent to rows A-D of the 96-well plate
        ☑ diluent prepared (lot 22B117)
        """),
     "transfer volume_ul=75 wells=48 @biomek_i5"),
    ("ck30", _t("""
        - [x] 2 µL template
        - [x] 18 µL mix
        - [ ] heat seal 175C 3s
        """),
     "seal temperature_c=175 duration_s=3"),
    ("ck31", _t("""
        [x] transformation plated
        [ ] plate into the incubator, 37 °C, 16 hrs
        [ ] order more carb plates (£42)
        """),
     "incubate temperature_c=37 duration_s=57600"),
    ("ck32", _t("""
        ☐ 5810, plate rotor - 2,000 xg, 10 min, 20 °C
        ☑ balance plate made (same weight ±0.1 g)
        """),
     "spin rcf_g=2000 duration_s=600 temperature_c=20 @eppendorf_5810r"),
    ("ck33", _t("""
        [ ] STAR: 1 mL lysis buffer → each well of the 96 deep-well plate (2.2 mL wells)
        [x] 4 × 50 mL buffer made
        """),
     "transfer volume_ul=1000 @hamilton_star"),
    ("ck34", _t("""
        [ ] read GFP: excitation 488 nm, emission 510 nm
            (gain 100 - leave as is)
        [x] cells washed 2× PBS
        """),
     "read_fluorescence excitation_nm=488 emission_nm=510"),
    ("ck35", _t("""
        [x] cells counted (1.2e6/mL)
        [x] spin 300 x g, 3 min - redo at 400 x g 5 min, pellet was loose
        [ ] (skip) resuspend - Anna does it by hand
        """),
     "spin rcf_g=400 duration_s=300"),
    ("ck36", _t("""
        [ ] heat-inactivate on ODTC: 80 C, 20 mins
        [x] ligation 16 °C o/n (done)
        """),
     "incubate temperature_c=80 duration_s=1200 @inheco_odtc"),
    ("ck37", _t("""
        [ ] i7 - 2.5 µl primer mix per well
        [x] 384 PCR plate barcoded (PL-00931)
        """),
     "transfer volume_ul=2.5 @biomek_i7_hybrid"),
    ("ck38", _t("""
        [x] PCR finished 17:40
        [ ] plate to the fridge (4 °C) until Monday
        """),
     "store temperature_c=4"),
    ("ck39", _t("""
        ☐ luminescence read on the SpectraMax (default settings)
        ☑ 25 µL reagent
        ☑ 10 min shake done
        """),
     "read_luminescence @spectramax_i3x"),
    ("ck40", _t("""
        [ ] sonicate (skip - lysis buffer is enough)
        [ ] Fluent: 180 µL lysate → deep-well plate
        """),
     "transfer volume_ul=180 @tecan_fluent"),
    ("ck41", _t("""
        Materials
        [ ] 1 box 200 µL tips
        [ ] 25 mL wash buffer in trough
        [x] enzyme thawed on ice
        Run
        [ ] i5: 100 µL wash buffer to each well
        """),
     "transfer volume_ul=100 @biomek_i5"),
    ("ck42", _t("""
        [ ] PF400: plate from the reader to the hotel
        [x] read finished
        """),
     "move_plate @precise_pf400"),
]

# --- two to four steps ---
CASES += [
    ("ck43", _t("""
        [x] tips loaded
        [ ] STAR: 20 µL sample into the PCR plate
        [ ] seal 165 °C 3 s
        [ ] spin 1000 x g 1 min
        [ ] thaw enzyme for tomorrow
        """),
     "transfer volume_ul=20 @hamilton_star > seal temperature_c=165 duration_s=3 > "
     "spin rcf_g=1000 duration_s=60"),
    ("ck44", _t("""
        1. [ ] read A600
        2. [ ] shake 1000 rpm 30 s
           ↳ shake BEFORE the read
        3. [x] plate out of the incubator
        """),
     "shake speed_rpm=1000 duration_s=30 > read_absorbance wavelength_nm=600"),
    ("ck45", _t("""
        ☑ peel
        ☐ add 5 µL substrate (Fluent)
        ☑ ~~spin~~
        ☐ 15 min RT
        ☐ luminescence 0.5 s
        """),
     "transfer volume_ul=5 @tecan_fluent > incubate duration_s=900 > "
     "read_luminescence integration_s=0.5"),
    ("ck46", _t("""
        [ ] spin
            - 1,500 x g
            - 5 min
        [ ] transfer supernatant
            - 150 µL
            - OT-2
        [x] plates labelled
        """),
     "spin rcf_g=1500 duration_s=300 > transfer volume_ul=150 @opentrons_ot2"),
    ("ck47", _t("""
        [x] PCR (ODTC) - done 11:20
        [ ] peel (XPeel)
        [ ] i7: 36 µL beads per well
        [ ] mix 10× 40 µL
        [ ] 5 min RT so the DNA binds
        [ ] (skip) ethanol washes - doing those by hand
        """),
     "peel @azenta_xpeel > transfer volume_ul=36 @biomek_i7_hybrid > mix volume_ul=40 > "
     "incubate duration_s=300"),
    ("ck48", _t("""
        - [ ] 5424 R: 12,000 x g 2 min
        - [ ] move 300 µl supernatant into clean tubes (Fluent)
        - [ ] ~~2nd spin~~
        - [x] 70% ethanol made
        """),
     "spin rcf_g=12000 duration_s=120 @eppendorf_5424r > transfer volume_ul=300 @tecan_fluent"),
    ("ck49", _t("""
        Day 3 checklist (plate CX-114)
        [x] compounds pinned
        [ ] Cytomat 37 °C, 48 h
        [ ] 20 µL CellTiter-Glo (i5)
        [ ] BioShake 500 rpm 2 min
        [ ] lum read 1 sec
        """),
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450 > "
     "transfer volume_ul=20 @biomek_i5 > "
     "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1"),
    ("ck50", _t("""
        [ ] read fluorescence ex 530 em 590 - but before reading, spin 800 x g 1 min
        [x] resazurin 10 µL/well added, 2 h incubated
        """),
     "spin rcf_g=800 duration_s=60 > read_fluorescence excitation_nm=530 emission_nm=590"),
    ("ck51", _t("""
        [ ] seal 170 °C 2 s
        [ ] ODTC: 95 °C 5 min, then 25 cycles of 95 °C 15 s, 55 °C 15 s, 72 °C 1 min; final 72 °C 5 min; hold at 4 °C
        [x] 25 µL reactions set up
        """),
     "seal temperature_c=170 duration_s=2 > run_pcr cycles=25 initial_denaturation_c=95 "
     "initial_denaturation_s=300 denaturation_c=95 denaturation_s=15 annealing_c=55 "
     "annealing_s=15 extension_c=72 extension_s=60 final_extension_c=72 "
     "final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("ck52", _t("""
        - [x] 50 µL tips loaded
        - [ ] Flex: 10 µL standard to columns 1-3 (96-well plate)
        - [ ] Flex: 10 µL buffer only to column 12 (blanks)
        - [ ] shake 1200 rpm 1 min
        """),
     "transfer volume_ul=10 wells=24 @opentrons_flex > transfer volume_ul=10 wells=8 @opentrons_flex > "
     "shake speed_rpm=1200 duration_s=60"),
    ("ck53", _t("""
        ☐ HiG4 2,500 × g 10 min
        ☐ Cytomat 30 °C overnight (16 h)
        ☑ yeast inoculated
        """),
     "spin rcf_g=2500 duration_s=600 @bionex_hig4 > "
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),
    ("ck54", _t("""
        [x] wash 3× (done by hand)
        [ ] i5: add 50 µL detection reagent
        [ ] mix 3x 40 µL
        [ ] 30 min RT, dark
        """),
     "transfer volume_ul=50 @biomek_i5 > mix volume_ul=40 > incubate duration_s=1800"),
    ("ck55", _t("""
        [ ] XPeel
        [ ] single read at 340 nm (absorbance, not kinetic)
        [ ] reseal on the a4S, 165 °C 2 s
        [x] plate out of the fridge 30 min ago
        """),
     "peel @azenta_xpeel > read_absorbance wavelength_nm=340 > "
     "seal temperature_c=165 duration_s=2 @azenta_a4s"),
    ("ck56", _t("""
        1 [ ] transfer 25 µL to assay plate (STAR)
        2 [ ] read ex 340 / em 450
        3 [ ] spin source plate 1000 g 1 min ← do this one first
        """),
     "spin rcf_g=1000 duration_s=60 > transfer volume_ul=25 @hamilton_star > "
     "read_fluorescence excitation_nm=340 emission_nm=450"),
    ("ck57", _t("""
        [x] PCR
        [ ] spin 1 min 1000 ×g
        [ ] LabChip - 96 samples
        [ ] store plate at 4 °C
        """),
     "spin rcf_g=1000 duration_s=60 > run_assay sample_count=96 @labchip_gx_touch_ht > "
     "store temperature_c=4"),
    ("ck58", _t("""
        [x] i7: 8 µL SYBR mix to the 384 PCR plate (Tom did it)
        [ ] i7: 2 µL cDNA
        [ ] seal (a4S) 160 °C, 1.2 s
        [ ] CFX384: 95 °C 3 min, 40 cycles 95 °C 10 s / 60 °C 30 s
        """),
     "transfer volume_ul=2 @biomek_i7_hybrid > seal temperature_c=160 duration_s=1.2 @azenta_a4s > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("ck59", _t("""
        ✓ 24 deep-well plate thawed
        ✓ spun down
        todo
        - [ ] Fluent: 2 mL medium per well
        - [ ] BioShake 30 °C, 300 rpm, 4 hrs
        """),
     "transfer volume_ul=2000 @tecan_fluent > "
     "shake speed_rpm=300 duration_s=14400 temperature_c=30 @qinstruments_bioshake_3000t_elm"),
    ("ck60", _t("""
        [ ] VSpin ~~500~~ 700 x g, 2 min
        [ ] 30 µL/well into the black plate (Flex)
        """),
     "spin rcf_g=700 duration_s=120 @agilent_vspin > transfer volume_ul=30 @opentrons_flex"),
    ("ck61", _t("""
        [ ] A260
        [ ] A280
        [x] blanks in column 1
        """),
     "read_absorbance wavelength_nm=260 > read_absorbance wavelength_nm=280"),
    ("ck62", _t("""
        [ ] PF400 - plate from the Cytomat to the reader
        [ ] read ex 485 em 520
        [ ] PF400 - back to the Cytomat
        """),
     "move_plate @precise_pf400 > read_fluorescence excitation_nm=485 emission_nm=520 > "
     "move_plate @precise_pf400"),
    ("ck63", _t("""
        [x] 50 µL reactions
        [ ] end-repair on ODTC: 20 °C 30 min
        [ ] then 65 °C 30 min (same block)
        [ ] (skip) A-tailing - kit does it in the same step
        """),
     "incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1800 @inheco_odtc"),
    ("ck64", _t("""
        [ ] shake 2' @ 1000 rpm
        [ ] spin 30" @ 1000 g
        [x] lids off
        """),
     "shake speed_rpm=1000 duration_s=120 > spin rcf_g=1000 duration_s=30"),
]

# --- must halt ---
CASES += [
    ("ck65", _t("""
        [x] lysate in the deep-well plate
        [ ] spin the plate 25,000 x g, 20 min, 4 °C
        [ ] transfer 200 µL cleared lysate (STAR)
        """),
     "halted"),
    ("ck66", _t("""
        - [ ] a4S: 210 °C, 2 s (the new foil wants it hot)
        - [x] plate filled
        """),
     "halted"),
    ("ck67", _t("""
        ☐ BioShake
           - 3,600 rpm
           - 45 s
        ☑ lid off
        """),
     "halted"),
    ("ck68", _t("""
        [x] peptide dilutions in UV plate
        [ ] peptide-bond read at 205 nm on the SpectraMax
        """),
     "halted"),
    ("ck69", _t("""
        [ ] OT-2: 150 µL media into every well of the 384-well flat plate
        [x] media warmed
        """),
     "halted"),
    ("ck70", _t("""
        [x] NanoLuc substrate added
        [ ] lum read, 2 min integration per well (signal is very weak)
        """),
     "halted"),
    ("ck71", _t("""
        [ ] 5424 R - 1.5 mL tubes, 30,000 ×g 5 min
        [x] samples on ice
        """),
     "halted"),
]

# --- a careful engineer must ask ---
CASES += [
    ("ck72", _t("""
        [ ] spin plate 3000 rpm, 5 min
        [x] balance plate
        """),
     "ask"),
    ("ck73", _t("""
        [ ] vortex the plate 30 s
        [ ] read A600
        """),
     "ask"),
    ("ck74", _t("""
        [ ] Multidrop: 30 µL media into all wells
        [x] plates de-lidded
        """),
     "ask"),
    ("ck75", _t("""
        [ ] Cytomat 37 °C
            - 2 h
            - 4 h ?? (check with Priya)
        [x] virus added
        """),
     "ask"),
    ("ck76", _t("""
        [ ] spin the plate before loading
        [ ] LabChip - 48 samples
        """),
     "ask"),
    ("ck77", _t("""
        [x] lysis buffer added
        [ ] sonicate lysate 3 × 10 s on ice
        """),
     "ask"),
    ("ck78", _t("""
        [ ] Cytomat 37 °C for 45
        [x] reporter cells seeded
        """),
     "ask"),
]
