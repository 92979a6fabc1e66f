"""Hold-out batch: text exported from slide decks.

Style
-----
The scientist's request arrives as the text export of a PowerPoint / Keynote / Google
Slides deck: "Slide 3 of 12" (or "--- Slide 2 ---", "Slide 7") headers, slide titles,
bullet points ("•", "-", "–") with indented sub-bullets ("o", "–"), numbered protocol
lines, speaker notes ("Notes:"), figure captions ("Figure 2. ..."), results slides that
report last run's numbers, and one slide -- "Plan for Monday", "Next steps", "Protocol",
"Protocol for Monday" -- that holds the run.

Reading rules a careful lab engineer applies
--------------------------------------------
* Only the run the deck asks for is the run: the bullets on the plan / next-steps /
  protocol slide. Results, background, "what went wrong last time", figure captions
  and backup / contingency slides ("only if the reader is down") are context.
* Numbers on results slides and in figure captions (last run's g, cycles, ODs, RLU,
  Ct, Z'), plate IDs, lot and catalogue numbers, order and quote numbers, prices,
  dates, room numbers and extensions are never step values; an impossible value there
  does not halt the run.
* A plan bullet may point back to an earlier slide ("repeat the spin from slide 4 but
  for 10 min"): the referenced values are then stated values of this run.
* Speaker notes are context, except when they explicitly correct the slide with a
  decision ("correction: 3 min, not 2") -- then the corrected value is used. Notes that
  raise a competing value without a decision ("Tom thinks 490 would be better, need to
  decide") make the value undecided: ask.
* Bullets marked done / already added / "by hand", and admin items (order chips, email
  someone, update a template, write up results) are not instrument steps.
* Sub-bullets carry the values of their parent bullet; a parent with sub-bullets is
  one step. Steps run in bullet order unless the text says otherwise ("before reading,
  spin ...", "before that: ...").
* Slide shorthand: 3' = 3 min, 30" = 30 s, "30x [...]" / "35x:" = cycle count,
  "Ex/Em 560/590" = excitation 560 nm / emission 590 nm, A562 / OD600 = absorbance at
  that wavelength, RT = room temperature (no temperature value).
* Columns 1-6 or rows A-D of a 96-well plate = 48 wells, columns 1-3 = 24 wells.
* Halt when a value of the run is outside every suitable instrument's limit; ask when
  a value that matters is missing or undecided, a speed is given only in rpm, the unit
  cannot be read (drops), the instrument is not in the lab, or no instrument does the
  operation (vortex).
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    ("sl01", _t("""
        Slide 1 of 4
        ELISA optimisation – weekly update
        Priya R. | 14 March

        Slide 2 of 4
        Results: coating titration
        • Best signal at 2 µg/mL coat
        • Mean OD450 = 1.82, CV 6 % (n = 3)
        Figure 1. Coating titration, plate EL-0311

        Slide 3 of 4
        Plan for Monday
        • Read the new plate (EL-0318) at 450 nm on the SpectraMax
        • Update the template in SoftMax

        Slide 4 of 4
        Questions?
        """),
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("sl02", _t("""
        Slide 6 of 9
        Protocol – plate spin
        • Spin the assay plate on the VSpin
           – 1000 xg
           – 1 min
        Notes: last week we only did 500 x g for 30 s and there were droplets on the
        walls. Balance plate is BAL-2 on shelf 3.
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),
    ("sl03", _t("""
        Slide 5 of 7
        Next steps
        • Seal the PCR plate on the a4S: 170 °C, 2 s
        • Book sequencing slot (core ticket #5521)
        Notes:
        Clear peelable film, lot 2231. Don't use the foil this time.
        """),
     "seal temperature_c=170 duration_s=2 @azenta_a4s"),
    ("sl04", _t("""
        Slide 8
        Imaging hand-off
        • Plate 12 is currently foil-sealed
        • Plan: peel the seal on the XPeel, then Anna carries it to the confocal (room B2.114)
        Notes: confocal booked 10:00–12:00.
        """),
     "peel @azenta_xpeel"),
    ("sl05", _t("""
        Slide 4 of 10 — Protocol (day 2)
        Pre-warm and mix
        • BioShake: 1,200 rpm / 5 min / 30 deg C
        • (plate stays lidded)
        """),
     "shake speed_rpm=1200 duration_s=300 temperature_c=30 @qinstruments_bioshake_3000t_elm"),
    ("sl06", _t("""
        Slide 3
        Sample transfer
        • 96 serum samples, diluted 1:10 in rack SR-07
        • STAR transfers 25 µl of each diluted sample into the assay plate
        Notes: dilution was done by hand on Friday (about 45 min).
        """),
     "transfer volume_ul=25 @hamilton_star"),
    ("sl07", _t("""
        --- Slide 2 ---
        GFP reporter readout
        • Read GFP on the i3x: Ex 485 nm / Em 528 nm
        • Top read, black plates (Greiner 655090)

        --- Slide 3 ---
        Last run
        • Signal/background 14.2
        • Z' = 0.71
        """),
     "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x"),
    ("sl08", _t("""
        Slide 7 of 11
        Results (run 3)
        • 1 s integration saturated at ~10^7 RLU in the top-dose wells
        Figure 4. Raw RLU, plate CTG-03

        Slide 8 of 11
        Plan for Monday
        • CellTiter-Glo read on the i3x, integration 0.5 sec
        """),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),
    ("sl09", _t("""
        Slide 2 of 3
        Protocol
        • Seed 5,000 cells/well (done Friday)
        • Incubate in Cytomat, 37C, 4 hrs
        • Then phone me (ext. 4471)
        """),
     "incubate temperature_c=37 duration_s=14400 @cytomat_2c450"),
    ("sl10", _t("""
        Slide 4 of 6
        Amplicon PCR – ODTC program
        • Initial denaturation: 98 °C, 30 s
        • 30 cycles:
           o 98 °C 10 s
           o 60 °C 20 s
           o 72 °C 30 s
        • Final extension 72 °C, 2 min
        • Hold 4 °C
        Notes: Q5 polymerase, 25 µL reactions, plate already sealed.
        """),
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 "
     "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),
    ("sl11", _t("""
        Slide 5
        qPCR – CFX384
        • 95 °C for 3 min
        • 40 cycles of 95 °C 15 sec, 60 °C 1 min (anneal/extend, plate read)
        Figure 3: Ct values from last Tuesday, GAPDH ~18.5
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),
    ("sl12", _t("""
        Slide 9 of 12
        Library QC
        • All 96 libraries → LabChip, DNA High Sensitivity chip
        • Expected peak ~350 bp
        Notes: chip lot 2024-117; reagents expire end of month.
        """),
     "run_assay sample_count=96 @labchip_gx_touch_ht"),
    ("sl13", _t("""
        Slide 3 of 5
        Clean-up
        • Bead clean-up on the KingFisher, program "MagMAX_Pure_v3"
        • 0.8x bead ratio (plates prepared by Jon)
        """),
     "run_program @kingfisher_flex"),
    ("sl14", _t("""
        Slide 6
        Workcell hand-off
        • PF400 moves the assay plate from the SpectraMax to the BioShake nest
        Notes: the arm was re-taught on 2 May, positions 14 and 15.
        """),
     "move_plate @precise_pf400"),
    ("sl15", _t("""
        Slide 10 of 10
        Next steps
        • Store the sealed plate at 4 °C until Tuesday
        • Write up results for group meeting
        """),
     "store temperature_c=4"),
    ("sl16", _t("""
        Slide 2
        Lysis – Plan for Monday
        • OT-2: add 50 uL lysis buffer to columns 1–6
        • Columns 7–12 = untreated, leave dry
        """),
     "transfer volume_ul=50 wells=48 @opentrons_ot2"),
    ("sl17", _t("""
        Slide 4 of 8
        Bead resuspension
        • Plate holds ~500 µL beads + lysate per well
        • Mix on the i7 with 150 µL mix volume
        """),
     "mix volume_ul=150 @biomek_i7_hybrid"),
    ("sl18", _t("""
        Slide 3 of 6
        Protocol
        • Centrifuge in the 5810 R (plate buckets)
           – 2,000 × g
           – 10 min
           – 4 °C
        Notes: swing-bucket A-4-81, serial 5810-BN-0042.
        """),
     "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r"),
    ("sl19", _t("""
        Slide 7
        Clarify lysates
        • Spin the 1.5 ml tubes in the 5424 R at 16,000 rcf for 15 min at 4C
        • Keep supernatant on ice
        """),
     "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r"),
    ("sl20", _t("""
        Slide 5 of 9
        Debris removal
        • HiG4, 4,000 xg, 2 mins
        • (full-skirt PCR plate, balance = plate B)
        Figure 5. Pellet after 2 min vs 5 min
        """),
     "spin rcf_g=4000 duration_s=120 @bionex_hig4"),
    ("sl21", _t("""
        Slide 3
        Media change (Plan for Monday)
        • Aspirate old media by hand
        • Flex: dispense 200 µL fresh media into every well
        """),
     "transfer volume_ul=200 @opentrons_flex"),
    ("sl22", _t("""
        Slide 8 of 13
        Wash
        • Fluent – 1 mL wash buffer per well (deep-well block)
        • Wash buffer: 50 mM Tris pH 8, 150 mM NaCl
        """),
     "transfer volume_ul=1000 @tecan_fluent"),
    ("sl23", _t("""
        Slide 4
        Compound stamp
        • i5 stamps 2.5 µL compound into the 384 assay plate
        • Top conc 10 mM in DMSO (source plate CP-0921)
        """),
     "transfer volume_ul=2.5 @biomek_i5"),
    ("sl24", _t("""
        Slide 2 of 5
        Growth curve – Plan
        • OD600 on the SpectraMax
        • 8 strains × 12 replicates
        Notes: last OD readings were around 0.4–0.6.
        """),
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("sl25", _t("""
        Slide 6 of 8
        Develop
        • Substrate is already in (added at 09:40)
        • Leave at RT for 20 min, in the dark
        """),
     "incubate duration_s=1200"),
    ("sl26", _t("""
        Slide 4 of 4
        Enzyme inactivation
        • Heat-inactivate on the ODTC: 65 °C for 20 min
        • Then hand back to Mei for ligation
        """),
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),
    ("sl27", _t("""
        Slide 11
        Before the freezer
        • Heat seal (165 C, 3 sec)
        """),
     "seal temperature_c=165 duration_s=3"),
    ("sl28", _t("""
        Slide 3 of 7
        Protocol
        • Spin 1,500 x g, 2 min
        Notes: correction after lab meeting — time is 3 min, not 2. Speed stays.
        """),
     "spin rcf_g=1500 duration_s=180"),
    ("sl29", _t("""
        Slide 5
        Mixing step
        • Shake 10 min @ 800 rpm
        """),
     "shake speed_rpm=800 duration_s=600"),
    ("sl30", _t("""
        Slide 9 of 14
        Resazurin viability
        • Read on the i3x: Ex/Em 560/590 nm
        Figure 6. Fluorescence vs cell number (R² = 0.98)
        """),
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),
    ("sl31", _t("""
        Slide 3
        Induction
        • Incubate 16 h at 30 °C (Cytomat)
        • IPTG 0.5 mM already added
        """),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),
    ("sl32", _t("""
        Slide 5 of 8
        Results – run 1 (old program)
        • 32 cycles, annealing 52 °C → smear
        Figure 3. Gel, lanes 1–12

        Slide 6 of 8
        Protocol for Monday (ODTC)
        • 95 °C 2 min
        • 35x: 95 °C 15 s / 55 °C 30 s / 72 °C 45 s
        • 72 °C 5 min
        • hold at 10 °C
        """),
     "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 extension_c=72 "
     "extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc"),
    ("sl33", _t("""
        Slide 7
        Fragment check
        • LabChip: only the 24 samples in rows A–B (the rest are repeats from last week)
        """),
     "run_assay sample_count=24 @labchip_gx_touch_ht"),
    ("sl34", _t("""
        Slide 4 of 6
        Primer addition
        • Add 5 microlitres of primer mix per well on the STAR
        • Primer stock 10 µM (IDT order 88123)
        """),
     "transfer volume_ul=5 @hamilton_star"),
    ("sl35", _t("""
        Slide 2
        Quick spin
        • Pulse spin, 300 g, 30 sec – just to bring down condensation
        """),
     "spin rcf_g=300 duration_s=30"),
    ("sl36", _t("""
        Slide 5 of 9
        Treatment – Plan for Monday
        • i7: 40 µL of drug into rows A–D only
        • Rows E–H are the vehicle controls (already done)
        """),
     "transfer volume_ul=40 wells=48 @biomek_i7_hybrid"),
    ("sl37", _t("""
        Slide 6
        qPCR program (CFX384)
        • 95 °C 10 min
        • 45 cycles:
          – 95 °C 10 s
          – 58 °C 20 s
          – 72 °C 20 s
        Notes: 10 µL reactions; 384 plate ID QP-044.
        """),
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 "
     "denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 "
     "extension_s=20 @biorad_cfx384"),
    ("sl38", _t("""
        Slide 5
        BCA assay – protocol
        • Read A562 on the SpectraMax
        Notes: standard curve 0–2 mg/mL BSA; the 30 min at 37 °C was done in the oven.
        """),
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),
    ("sl39", _t("""
        Slide 4 of 7
        Supernatant transfer
        • OT-2 moves 0.5 mL of supernatant to a fresh deep-well plate
        """),
     "transfer volume_ul=500 @opentrons_ot2"),
    ("sl40", _t("""
        Slide 3
        Resuspend pellets
        • Thermoshaker (BioShake), 2000 rpm, 1 min
        """),
     "shake speed_rpm=2000 duration_s=60 @qinstruments_bioshake_3000t_elm"),
    ("sl41", _t("""
        Slide 4 of 6
        What went wrong last time
        • HiG4 at 5,000 x g cracked two deep-well plates
        • Old Sorvall run at 6,000 x g was fine, but that rotor is gone

        Slide 5 of 6
        Plan for Monday
        • VSpin, 800 x g, 5 min
        """),
     "spin rcf_g=800 duration_s=300 @agilent_vspin"),
    ("sl42", _t("""
        Slide 4
        Results
        • 1,000 x g for 5 min gave clean pellets in 11/12 wells

        Slide 5
        Next steps
        • Repeat the spin from slide 4 but for 10 min
        """),
     "spin rcf_g=1000 duration_s=600"),
    ("sl43", _t("""
        Slide 3 of 5
        Full protocol (for reference)
        1. Add 20 µL cells (done)
        2. Incubate 37 °C 1 h (done)
        3. Add 20 µL Glo reagent (done)

        Slide 4 of 5
        Monday
        • Only step 4 left: luminescence read, 1 s integration
        """),
     "read_luminescence integration_s=1"),
    # ---- two to four steps ----
    ("sl44", _t("""
        Slide 6 of 9
        Protocol – detection
        1. Add 10 µL detection reagent (STAR)
        2. Shake 300 rpm, 2 min
        3. Read luminescence, 1 s integration
        Notes: reagent thawed Monday AM, protect from light.
        """),
     "transfer volume_ul=10 @hamilton_star > shake speed_rpm=300 duration_s=120 > "
     "read_luminescence integration_s=1"),
    ("sl45", _t("""
        Slide 7
        Protein quant (A280)
        • Read A280 in the UV-transparent plate
        • Before reading, spin the plate 1 min at 500 x g to clear bubbles
        """),
     "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=280"),
    ("sl46", _t("""
        Slide 4 of 7
        Protocol for Monday
        • Seal (a4S, 175 °C, 2.5 s)
        • ODTC: 95 °C 3'; 30× [95 °C 30", 58 °C 30", 72 °C 1']; 72 °C 5'; hold 4 °C
        • XPeel
        Notes: 3' = 3 min etc. Same primers as the slide 2 results.
        """),
     "seal temperature_c=175 duration_s=2.5 @azenta_a4s > run_pcr cycles=30 "
     "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 extension_s=60 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc > peel @azenta_xpeel"),
    ("sl47", _t("""
        Slide 3 of 8
        Viability assay – protocol
        • Fluent adds 20 uL compound dilutions
        • 48 h in the Cytomat at 37 °C
        • Fluent adds 20 uL CellTiter-Glo
        • Luminescence, 0.25 s/well
        Figure 1. Plate map (cmpd IDs CX-1001 to CX-1080)
        """),
     "transfer volume_ul=20 @tecan_fluent > incubate temperature_c=37 duration_s=172800 "
     "@cytomat_2c450 > transfer volume_ul=20 @tecan_fluent > read_luminescence integration_s=0.25"),
    ("sl48", _t("""
        Slide 10 of 12
        Next steps
        • KingFisher clean-up (program "AMPure_0.8x")
        • Then LabChip DNA 5K on the 48 cleaned samples
        • Order more chips (quote Q-2291, £1,240)
        """),
     "run_program @kingfisher_flex > run_assay sample_count=48 @labchip_gx_touch_ht"),
    ("sl49", _t("""
        Slide 5
        Harvest
        • 5810 R, 2,500 x g, 20 min, 4 °C (deep-well block, plate buckets)
        • OT-2 then transfers 150 µL of cleared supernatant to the assay plate
        """),
     "spin rcf_g=2500 duration_s=1200 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=150 @opentrons_ot2"),
    ("sl50", _t("""
        Slide 4 of 6
        Bead binding
        • i7: mix 80 µL (beads settle fast)
        • i7: then move 60 µL to the elution plate
        """),
     "mix volume_ul=80 @biomek_i7_hybrid > transfer volume_ul=60 @biomek_i7_hybrid"),
    ("sl51", _t("""
        Slide 3
        Blocking
        • BioShake 1,000 rpm for 30 s to mix
        • Then 15 min at room temp in the dark
        """),
     "shake speed_rpm=1000 duration_s=30 @qinstruments_bioshake_3000t_elm > incubate duration_s=900"),
    ("sl52", _t("""
        Slide 8 of 10
        Dual reporter read (SpectraMax)
        • FITC channel: 485 ex / 535 em
        • then mCherry: 587 ex / 610 em
        Notes: gain auto, 6 flashes (last run's setting).
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x > "
     "read_fluorescence excitation_nm=587 emission_nm=610 @spectramax_i3x"),
    ("sl53", _t("""
        Slide 6 of 9
        Cherry-pick for PCR
        • XPeel the storage plate (ST-0412)
        • STAR takes 5 µL from each well into the PCR plate
        • Re-seal the storage plate on the a4S, 165 °C / 3 s
        """),
     "peel @azenta_xpeel > transfer volume_ul=5 @hamilton_star > "
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),
    ("sl54", _t("""
        Slide 5 of 7
        qPCR set-up (Plan for Monday)
        • Flex: 8 µL master mix per well of the 384 PCR plate
        • Flex: 2 µL cDNA on top
        • Seal 170 °C, 2 s
        • CFX384: 95 °C 2 min, then 40 cycles of 95 °C 5 s / 60 °C 30 s
        """),
     "transfer volume_ul=8 @opentrons_flex > transfer volume_ul=2 @opentrons_flex > "
     "seal temperature_c=170 duration_s=2 > run_qpcr cycles=40 initial_denaturation_c=95 "
     "initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 "
     "annealing_s=30 @biorad_cfx384"),
    ("sl55", _t("""
        Slide 4
        Enzyme kinetics – protocol
        • Cytomat 37 °C, 1 h
        • Spin 1 min at 1000 × g
        • Read Abs at 405 nm
        Notes: pNPP substrate; last week's Vmax ≈ 0.12 OD/min.
        """),
     "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > spin rcf_g=1000 duration_s=60 > "
     "read_absorbance wavelength_nm=405"),
    ("sl56", _t("""
        Slide 7 of 9
        Substrate step
        • OT-2: 100 µL substrate to columns 1–3 only
        • 30 min at RT
        • Read 405 nm
        """),
     "transfer volume_ul=100 wells=24 @opentrons_ot2 > incubate duration_s=1800 > "
     "read_absorbance wavelength_nm=405"),
    ("sl57", _t("""
        Slide 9
        After transfection
        • PF400 carries the plate to the Cytomat
        • 37 °C for 24 h
        """),
     "move_plate @precise_pf400 > incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),
    ("sl58", _t("""
        Slide 3 of 5
        Miniprep clarification
        • 5424 R: 12,000 x g, 2 min
        • Fluent then pipettes 200 µL of each supernatant into the deep-well plate
        """),
     "spin rcf_g=12000 duration_s=120 @eppendorf_5424r > transfer volume_ul=200 @tecan_fluent"),
    ("sl59", _t("""
        Slide 6 of 6
        USER digest
        • ODTC: 37 °C for 15 min
        • then 80 °C, 10 min to kill the enzyme
        """),
     "incubate temperature_c=37 duration_s=900 @inheco_odtc > "
     "incubate temperature_c=80 duration_s=600 @inheco_odtc"),
    ("sl60", _t("""
        Slide 5
        Protocol
        • BioShake: 37 °C, 500 rpm, 1 hr
        • Fluorescence read, ex 530 / em 590
        Figure 2. Kinetic trace from run 2 (read every 5 min)
        """),
     "shake speed_rpm=500 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "read_fluorescence excitation_nm=530 emission_nm=590"),
    ("sl61", _t("""
        Slide 11 of 11
        Wrap-up
        • Seal 160 °C, 1.5 s
        • Into the 4 °C fridge until Thursday's run
        """),
     "seal temperature_c=160 duration_s=1.5 > store temperature_c=4"),
    ("sl62", _t("""
        Slide 4 of 7
        Bead addition
        • STAR adds 100 µL beads to the 50 µL sample
        • then mixes with 80 µL
        """),
     "transfer volume_ul=100 @hamilton_star > mix volume_ul=80 @hamilton_star"),
    ("sl63", _t("""
        Slide 8
        Sizing QC – Plan for Monday
        • Spin down 1 min, 1000 × g
        • XPeel
        • LabChip, all 96 wells
        """),
     "spin rcf_g=1000 duration_s=60 > peel @azenta_xpeel > run_assay sample_count=96 @labchip_gx_touch_ht"),
    ("sl64", _t("""
        Slide 2
        Culture density
        • Read at 600 nm.
        • Before that: 30 s at 1,500 rpm on the BioShake so the cells are resuspended.
        """),
     "shake speed_rpm=1500 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600"),
    ("sl65", _t("""
        Slide 5 of 8
        gDNA prep
        • KingFisher, program DNA_Blood_200
        • STAR moves 40 µL eluate into a PCR plate
        • Seal, 170 °C for 3 s
        Notes: blood tubes from cohort B (IDs B-001 to B-096).
        """),
     "run_program @kingfisher_flex > transfer volume_ul=40 @hamilton_star > "
     "seal temperature_c=170 duration_s=3"),
    ("sl66", _t("""
        Slide 6 of 7
        Plan for Monday
        • Spin 2 min at 1,000 x g
        • Read fluorescence 340 ex / 460 em

        Slide 7 of 7
        Backup (only if the reader is down)
        • Seal and store at 4 °C, read Tuesday
        """),
     "spin rcf_g=1000 duration_s=120 > read_fluorescence excitation_nm=340 emission_nm=460"),
    # ---- halted ----
    ("sl67", _t("""
        Slide 4 of 6
        Protocol
        • HiG4: 6,000 x g, 10 min (PCR plate)
        Notes: need the extra g to pellet the precipitate.
        """),
     "halted"),
    ("sl68", _t("""
        Slide 9
        Sealing
        • a4S at 230 °C, 4 s (thicker foil)
        """),
     "halted"),
    ("sl69", _t("""
        Slide 3 of 5
        Plan for Monday
        • BioShake, 4,000 rpm, 2 min
        """),
     "halted"),
    ("sl70", _t("""
        Slide 6
        Absorbance check
        • Read at 1,100 nm on the SpectraMax (water peak)
        """),
     "halted"),
    ("sl71", _t("""
        Slide 5 of 8
        Dilution
        • STAR: 500 µL diluent into each well of the 384-well flat plate
        """),
     "halted"),
    ("sl72", _t("""
        Slide 7 of 9
        Protocol – ODTC
        • 105 °C 5 min (initial denaturation)
        • 30 cycles: 95 °C 20 s / 60 °C 20 s / 72 °C 30 s
        """),
     "halted"),
    ("sl73", _t("""
        Slide 2 of 4
        Next steps
        • 5424 R: 30,000 x g, 20 min, 4 °C (1.5 mL tubes)
        """),
     "halted"),
    # ---- ask ----
    ("sl74", _t("""
        Slide 3
        Pellet cells
        • Spin the plate at 2,500 rpm for 5 min
        Notes: the old Heraeus in room 214 used to do this.
        """),
     "ask"),
    ("sl75", _t("""
        Slide 4 of 6
        Protocol
        • Vortex the tube strip 30 s
        """),
     "ask"),
    ("sl76", _t("""
        Slide 6 of 10
        Media top-up (Plan for Monday)
        • Multidrop Combi: 30 µL media into all wells
        """),
     "ask"),
    ("sl77", _t("""
        Slide 5 of 7
        Plan for Monday
        • Read absorbance at 450 nm
        Notes: Tom thinks 490 nm would be better for this substrate – need to decide with him.
        """),
     "ask"),
    ("sl78", _t("""
        Slide 3
        Expansion
        • Incubate at 37 °C in the Cytomat until ~80 % confluent
        """),
     "ask"),
    ("sl79", _t("""
        Slide 8 of 8
        Next steps
        • Add 2 drops of stop solution to each well (STAR)
        """),
     "ask"),
]
