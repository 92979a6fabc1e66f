"""Hold-out batch "protocolsteps2": protocol excerpts pasted with a run instruction.

Style
-----
Each intent is an excerpt of a written lab protocol (kit insert, core-facility SOP,
protocols.io page, binder photocopy, methods paragraph from a paper) pasted into the
planner together with a short instruction saying which part to run on the workcell.
The instruction comes first, last, or inside the sentence before the excerpt
("Please automate steps 2 to 5", "Run 4-6 on the Fluent", "Only the read",
"Everything except the bench prep", "Do the incubation and the read", "Just the spin").
Steps are numbered "1.", "(2)", "Step 3:", "iv.", "A.", "4.1", spelled-out numbers, or
bullets, and carry notes, cautions, change logs, timing lines, bench reagent prep and
context numbers (catalogue/lot/PO numbers, concentrations, dilutions, cell counts,
barcodes, Z' thresholds).

Expected outcome covers ONLY the workcell steps the instruction selects, in run order,
with only the values the text states (grammar in /work/newb/brief.md).

Traps
-----
* Values that would stop or stall the plan (vortex, rpm-only spins, a 250 C seal,
  an instrument the lab lacks, drops, nL transfers) sitting in steps the instruction
  does NOT select: the plan goes ahead.
* A g-force given with an rpm equivalent in brackets: the g value settles it.
* Corrections: change logs, margin notes and the instruction itself overriding a
  value in the excerpt (the correction wins).
* Well subsets on 96 and 384 plates (columns 1-22 of a 384 = 352; "all wells" = no key).
* Several operations inside one numbered step (add + shake, peel + read).
* A read mentioned before the spin that must precede it.
* Ambiguous selections -> 'ask': step numbers that exist in two numbered lists
  (Day 1 / Day 2), "only the read" with two reads, "the usual bits".
* Unreadable values from scans/photos/OCR -> 'ask'.
* Physically impossible values in selected steps (370 C, 4500 nm, 125 cycles,
  25,000 x g tubes, 7.5 mL per well, 50 % CO2, ...) -> 'halted'.
* Incubations at room temperature on a named liquid handler carry no @device
  (the deck thermal positions need a temperature), and generic "plate reader" /
  unnamed spins carry no @device.
"""

NAME = "protocolsteps2"

CASES: list[tuple[str, str, str]] = [
    (
        "protocolsteps2-01",
        "Human IL-6 ELISA kit insert (Cat. No. D6050, Lot P301992), Assay Procedure:\n"
        "1. Bring all reagents and samples to room temperature before use. Prepare Wash Buffer by "
        "diluting 20 mL of concentrate into 480 mL of deionized water.\n"
        "2. Add 100 µL of Assay Diluent RD1W to each well, then 100 µL of standard, control or sample. "
        "Cover and incubate for 2 hours at room temperature.\n"
        "3. Aspirate each well and wash, repeating the process three times for a total of four washes.\n"
        "4. Add 200 µL of Human IL-6 Conjugate to each well. Cover and incubate for 2 hours at room temperature.\n"
        "5. Repeat the aspiration/wash as in step 3.\n"
        "6. Add 200 µL of Substrate Solution to each well. Incubate for 20 minutes at room temperature. "
        "Protect from light.\n"
        "7. Add 50 µL of Stop Solution to each well. The color in the wells should change from blue to yellow.\n"
        "8. Determine the optical density of each well within 30 minutes, using a microplate reader set to 450 nm.\n"
        "\n"
        "Only 6 to 8 on the robot please, we do the washes by hand.",
        "transfer volume_ul=200 > incubate duration_s=1200 > transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "protocolsteps2-02",
        "Run Steps 3-5, with the pipetting on the Hamilton STAR.\n"
        "\n"
        "Genomics core SOP QP-014 rev C - SYBR qPCR set-up, 384-well\n"
        "Step 1: Thaw 2x SsoAdvanced Universal SYBR Green Supermix (Bio-Rad 1725271) on ice; vortex briefly and spin down.\n"
        "Step 2: Make the primer/master mix (500 nM each primer final) at the bench.\n"
        "Step 3: Dispense 8 µL of master mix into each well of the 384-well PCR plate.\n"
        "Step 4: Add 2 µL of cDNA (pre-diluted 1:10) to each well.\n"
        "Step 5: Heat-seal with optically clear film on the a4S, 165 °C for 3 s.\n"
        "Step 6: Centrifuge 1 min at 1,000 × g.\n"
        "Step 7: Run on the CFX384: 95 °C for 3 min, then 40 cycles of 95 °C for 10 s and 60 °C for 30 s, "
        "followed by a melt curve (65-95 °C, 0.5 °C steps).\n"
        "Caution: do not seal above 175 °C with clear film; it wrinkles and lifts at the edges.",
        "transfer volume_ul=8 @hamilton_star > transfer volume_ul=2 @hamilton_star > seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    # ask: "steps 2-4" exists in both the Day 1 and the Day 2 list.
    (
        "protocolsteps2-03",
        "Can you automate steps 2-4 of this?\n"
        "\n"
        "Reporter knock-down assay, 96-well (lab wiki, last edited by SK)\n"
        "Day 1\n"
        "1. Seed HEK293T at 20,000 cells/well in 100 µL DMEM + 10% FBS (bench, multichannel).\n"
        "2. Incubate 24 h at 37 °C, 5% CO2.\n"
        "3. Add 10 µL of transfection complex (Lipofectamine 3000, 100 ng DNA/well) to each well.\n"
        "4. Incubate 6 h at 37 °C, 5% CO2.\n"
        "Day 2\n"
        "1. Add 10 µL of compound dilution per well.\n"
        "2. Incubate 24 h at 37 °C, 5% CO2.\n"
        "3. Add 20 µL of resazurin (0.15 mg/mL in DPBS) to each well.\n"
        "4. Incubate 4 h at 37 °C, then read fluorescence at Ex 560 / Em 590 nm.",
        "ask",
    ),
    (
        "protocolsteps2-04",
        "From the CellTiter-Glo 2.0 technical manual (Promega G9241), section 3.B, opaque-walled 96-well plates - "
        "please automate steps 2 to 5:\n"
        "1. Equilibrate the plate and its contents at room temperature for approximately 30 minutes.\n"
        "2. Add 100 µl of CellTiter-Glo 2.0 Reagent to each well containing 100 µl of cells in medium.\n"
        "3. Mix contents for 2 minutes on the BioShake at 500 rpm to induce cell lysis.\n"
        "4. Allow the plate to incubate at room temperature for 10 minutes to stabilise the luminescent signal.\n"
        "5. Record luminescence with 0.5 s integration per well.\n"
        "Note: uneven temperature across the plate can give edge effects; keep plates away from vents.",
        "transfer volume_ul=100 > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=600 > read_luminescence integration_s=0.5",
    ),
    # halted: the i3x integrates at most 60 s per well.
    (
        "protocolsteps2-05",
        "Do (3) and (4) on the workcell.\n"
        "\n"
        "ONE-Glo Luciferase Assay (Promega E6110) - lab SOP v2\n"
        "(1) Thaw ONE-Glo Buffer and reconstitute the Substrate (bench, 1 vial per 10 mL).\n"
        "(2) Take the plate out of the incubator and equilibrate to RT for 15 min.\n"
        "(3) Add 75 µL of ONE-Glo Reagent per well (equal to the medium volume) and wait 3 min at RT.\n"
        "(4) Measure luminescence on the SpectraMax with 90 s integration per well.",
        "halted",
    ),
    (
        "protocolsteps2-06",
        "Genomics core SOP QP-014 rev C - SYBR qPCR set-up, 384-well\n"
        "Step 1: Thaw 2x SsoAdvanced Universal SYBR Green Supermix (Bio-Rad 1725271) on ice; vortex briefly and spin down.\n"
        "Step 2: Make the primer/master mix (500 nM each primer final) at the bench.\n"
        "Step 3: Dispense 8 µL of master mix into each well of the 384-well PCR plate.\n"
        "Step 4: Add 2 µL of cDNA (pre-diluted 1:10) to each well.\n"
        "Step 5: Heat-seal with optically clear film on the a4S, 165 °C for 3 s.\n"
        "Step 6: Centrifuge 1 min at 1,000 × g.\n"
        "Step 7: Run on the CFX384: 95 °C for 3 min, then 40 cycles of 95 °C for 10 s and 60 °C for 30 s, "
        "followed by a melt curve (65-95 °C, 0.5 °C steps).\n"
        "Caution: do not seal above 175 °C with clear film; it wrinkles and lifts at the edges.\n"
        "\n"
        "Just steps 6 and 7 - the plate is already sealed.",
        "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    # the RT incubation has no @device: the i7 deck thermal position needs a temperature.
    (
        "protocolsteps2-07",
        "AMPure XP clean-up (1.8x) from our library SOP. Run steps ii to v on the Biomek i7.\n"
        "i. Let the AMPure XP beads (Beckman A63881) come to room temperature for 30 min and vortex until homogeneous.\n"
        "ii. Add 90 µL of beads to each 50 µL PCR reaction.\n"
        "iii. Mix by pipetting 10 times with 100 µL.\n"
        "iv. Incubate 5 min at room temperature.\n"
        "v. Place the plate on the i7 deck magnet for 2 minutes, until the solution is clear.\n"
        "vi. Remove and discard the supernatant.\n"
        "vii. Wash twice with 200 µL of freshly prepared 80% ethanol.",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100 cycles=10 @biomek_i7_hybrid > "
        "incubate duration_s=300 > magnetic_separation duration_s=120 @biomek_i7_hybrid",
    ),
    # halted: tubes top out at 21,130 x g (5424 R) and 20,133 x g (5810 R fixed-angle).
    (
        "protocolsteps2-08",
        "Please run Step 3 only.\n"
        "\n"
        "Nuclear/cytoplasmic fractionation (protocols.io, dx.doi.org/10.17504/protocols.io.8epv59xz)\n"
        "Step 1: Resuspend the cell pellet in 400 µL ice-cold Buffer A (10 mM HEPES pH 7.9, 10 mM KCl, 0.1 mM EDTA).\n"
        "Step 2: Add 25 µL of 10% NP-40 and vortex for 10 s.\n"
        "Step 3: Centrifuge the 1.5 mL tubes at 25,000 x g for 20 min at 4 °C.\n"
        "Step 4: Transfer the supernatant (cytoplasmic fraction) to a fresh tube.",
        "halted",
    ),
    (
        "protocolsteps2-09",
        "Quant-iT PicoGreen dsDNA assay (Invitrogen P7589) - protocol excerpt\n"
        "A. Prepare 1X TE from the 20X stock (bench).\n"
        "B. Dilute the PicoGreen reagent 200-fold in 1X TE; make fresh and protect from light.\n"
        "C. Add 100 µL of each diluted sample to columns 1-10 of a black 96-well plate "
        "(the lambda DNA standards go in columns 11-12 by hand).\n"
        "D. Add 100 µL of the PicoGreen working solution to each sample well (columns 1-10).\n"
        "E. Incubate 5 minutes at room temperature, protected from light.\n"
        "F. Measure fluorescence: excitation 480 nm, emission 520 nm.\n"
        "\n"
        "Run C through F - pipetting on the Fluent.",
        "transfer volume_ul=100 wells=80 @tecan_fluent > transfer volume_ul=100 wells=80 @tecan_fluent > "
        "incubate duration_s=300 > read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "protocolsteps2-10",
        "Reporter knock-down assay, 96-well (lab wiki, last edited by SK)\n"
        "Day 1\n"
        "1. Seed HEK293T at 20,000 cells/well in 100 µL DMEM + 10% FBS (bench, multichannel).\n"
        "2. Incubate 24 h at 37 °C, 5% CO2.\n"
        "3. Add 10 µL of transfection complex (Lipofectamine 3000, 100 ng DNA/well) to each well.\n"
        "4. Incubate 6 h at 37 °C, 5% CO2.\n"
        "Day 2\n"
        "1. Add 10 µL of compound dilution per well.\n"
        "2. Incubate 24 h at 37 °C, 5% CO2.\n"
        "3. Add 20 µL of resazurin (0.15 mg/mL in DPBS) to each well.\n"
        "4. Incubate 4 h at 37 °C, then read fluorescence at Ex 560 / Em 590 nm.\n"
        "\n"
        "Day 2, steps 3 and 4 only.",
        "transfer volume_ul=20 > incubate temperature_c=37 duration_s=14400 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "protocolsteps2-11",
        "MagMAX Viral/Pathogen II kit (A48383) on the KingFisher Flex - bench SOP excerpt\n"
        "1. Add 5 µL of Proteinase K to each well of the 96 deep-well sample plate.\n"
        "2. Add 200 µL of sample, then 550 µL of Binding Bead Mix, to each well.\n"
        "3. Load the wash plates (500 µL Wash Buffer; 2 x 1,000 µL 80% ethanol) and the elution plate "
        "(50 µL Elution Solution) by hand.\n"
        "4. Start program MVP_2WASH_200_FLEX on the KingFisher.\n"
        "5. After the run, seal the elution plate at 160 °C for 2 s and store it at 4 °C in the cold store.\n"
        "Note: invert the Binding Bead Mix 10 times before use; do not vortex the beads.\n"
        "\n"
        "Automate 1, 2 and 4 (pipetting on the Biomek i5).",
        "transfer volume_ul=5 @biomek_i5 > transfer volume_ul=200 @biomek_i5 > transfer volume_ul=550 @biomek_i5 > "
        "run_program program=MVP_2WASH_200_FLEX @kingfisher_flex",
    ),
    # ask: vortexing in a selected step (no vortexer on the workcell).
    (
        "protocolsteps2-12",
        "Steps 2 and 3 on the Flex please.\n"
        "\n"
        "TCA protein precipitation (1.5 mL tubes)\n"
        "1. Add 100 µL of 100% (w/v) TCA to 400 µL of sample.\n"
        "2. Vortex 15 s, then incubate 10 min at 4 °C.\n"
        "3. Centrifuge at 14,000 × g for 5 min at 4 °C.\n"
        "4. Remove the supernatant and wash the pellet with 200 µL cold acetone.",
        "ask",
    ),
    (
        "protocolsteps2-13",
        "MagMAX Viral/Pathogen II kit (A48383) on the KingFisher Flex - bench SOP excerpt\n"
        "1. Add 5 µL of Proteinase K to each well of the 96 deep-well sample plate.\n"
        "2. Add 200 µL of sample, then 550 µL of Binding Bead Mix, to each well.\n"
        "3. Load the wash plates (500 µL Wash Buffer; 2 x 1,000 µL 80% ethanol) and the elution plate "
        "(50 µL Elution Solution) by hand.\n"
        "4. Start program MVP_2WASH_200_FLEX on the KingFisher.\n"
        "5. After the run, seal the elution plate at 160 °C for 2 s and store it at 4 °C in the cold store.\n"
        "Note: invert the Binding Bead Mix 10 times before use; do not vortex the beads.\n"
        "\n"
        "Now step 5 only.",
        "seal temperature_c=160 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    # halted: BioShake tops out at 3,000 rpm (i7 deck shaker 1,200).
    (
        "protocolsteps2-14",
        "Steps 4-5 please; shaking on the BioShake.\n"
        "\n"
        "AlphaLISA SureFire Ultra p-ERK1/2 (ALSU-PERK-A500), two-plate protocol, cell lysis\n"
        "1. Seed 40,000 cells/well in a 96-well culture plate and incubate overnight.\n"
        "2. Treat with agonist for 10 min at 37 °C.\n"
        "3. Remove the medium by flicking the plate.\n"
        "4. Add 50 µL of 1X Lysis Buffer to each well.\n"
        "5. Agitate on a plate shaker at 3,500 rpm for 10 min at room temperature.",
        "halted",
    ),
    (
        "protocolsteps2-15",
        "Please seal (a4S, 170 °C, 2.5 s) and then run this on the ODTC:\n"
        "\n"
        "Q5 High-Fidelity 2X Master Mix (NEB M0492) - thermocycling conditions for a routine PCR\n"
        "STEP                  TEMP    TIME\n"
        "Initial Denaturation  98°C    30 seconds\n"
        "30 Cycles             98°C    10 seconds\n"
        "                      65°C    20 seconds\n"
        "                      72°C    30 seconds\n"
        "Final Extension       72°C    2 minutes\n"
        "Hold                  4°C     indefinitely\n"
        "(Reactions assembled on ice at the bench: 25 µl, primers 0.5 µM, template 10 ng.)",
        "seal temperature_c=170 duration_s=2.5 @azenta_a4s > run_pcr cycles=30 initial_denaturation_c=98 "
        "initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 "
        "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "protocolsteps2-16",
        "Run step 6 on the ODTC.\n"
        "\n"
        "Genotyping PCR - mouse tail lysates (lab protocol GT-3)\n"
        "4. Add 1 µL of tail lysate to 19 µL of master mix per well.\n"
        "5. Seal the plate (a4S, 165 °C, 3 s).\n"
        "6. Cycle 35x using the standard Taq genotyping program (see the laminated sheet next to the cycler).\n"
        "7. Run 10 µL on a 2% agarose gel.",
        "ask",
    ),
    # JR's margin note corrects the incubation from 10 to 15 min.
    (
        "protocolsteps2-17",
        "Coomassie (Bradford) microplate protocol - Thermo 23236, modified by JR 03/2024\n"
        "• Pipette 10 µL of each standard and unknown into the plate wells (columns 1-6 only).\n"
        "• Add 300 µL of Coomassie Reagent to each of those wells (columns 1-6).\n"
        "• Mix on a plate shaker for 30 seconds - we use the BioShake at 800 rpm.\n"
        "• Incubate 10 min at room temperature. [JR: make it 15 min, 10 was too short with our reagent lot 2P1187]\n"
        "• Measure the absorbance at 595 nm.\n"
        "Please run all of the bullets, pipetting on the OT-2.",
        "transfer volume_ul=10 wells=48 @opentrons_ot2 > transfer volume_ul=300 wells=48 @opentrons_ot2 > "
        "shake speed_rpm=800 duration_s=30 @qinstruments_bioshake_3000t_elm > incubate duration_s=900 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "protocolsteps2-18",
        "Do both steps.\n"
        "\n"
        "Library plate storage - NGS SOP LP-07, rev 2\n"
        "1. Heat-seal the plate with peelable foil on the a4S: 250 °C, 1.5 s.\n"
        "2. Store in the 2C425 at 4 °C until pooling.",
        "halted",
    ),
    (
        "protocolsteps2-19",
        "Fragment QC on the LabChip GX Touch HT - NGS core SOP\n"
        "(a) Prepare the chip and the DNA High Sensitivity reagent kit (CLS760672) as described in the user guide "
        "(bench, ~30 min).\n"
        "(b) Remove the foil seal from the sample plate on the XPeel.\n"
        "(c) Spin the plate 1 min at 500 x g to collect the liquid.\n"
        "(d) Run the DNA High Sensitivity assay on the LabChip for 48 samples.\n"
        "(e) Export results to the LIMS.\n"
        "Automate (b)-(d).",
        "peel @azenta_xpeel > spin rcf_g=500 duration_s=60 > run_assay assay=dna_high_sensitivity sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "protocolsteps2-20",
        "Everything except the bench prep, please.\n"
        "\n"
        "LDH-Glo Cytotoxicity Assay (Promega J2380), adapted - protocols.io excerpt\n"
        "Bench prep: thaw the LDH Detection Enzyme Mix; dilute the LDH positive control 1:100 in LDH Storage Buffer.\n"
        "1. Incubate the treated cell plate for 24 h at 37 °C / 5% CO2 in the Cytomat 2C450.\n"
        "2. Transfer 2 µL of medium from each well into a white 384-well plate pre-filled with 48 µL of LDH Storage Buffer.\n"
        "3. Add 50 µL of LDH Detection Reagent to each well of the 384-well plate.\n"
        "4. Incubate for 60 min at room temperature.\n"
        "5. Record luminescence (0.5 s integration).",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450 > transfer volume_ul=2 > "
        "transfer volume_ul=50 > incubate duration_s=3600 > read_luminescence integration_s=0.5",
    ),
    # the rpm in brackets is only an equivalent: the g value settles the speed.
    (
        "protocolsteps2-21",
        "Only step (4) - it's in the 5424 R.\n"
        "\n"
        "QIAprep Spin Miniprep (27104), microcentrifuge protocol\n"
        "(1) Resuspend the pelleted bacteria in 250 µl Buffer P1.\n"
        "(2) Add 250 µl Buffer P2 and mix by inverting the tube 4-6 times.\n"
        "(3) Add 350 µl Buffer N3 and mix immediately by inverting 4-6 times.\n"
        "(4) Centrifuge for 10 min at 17,900 x g (13,000 rpm in a table-top microcentrifuge).\n"
        "(5) Apply 800 µl of the supernatant to the QIAprep spin column.",
        "spin rcf_g=17900 duration_s=600 @eppendorf_5424r",
    ),
    (
        "protocolsteps2-22",
        "3-4 on the workcell please.\n"
        "\n"
        "L-Lactate colorimetric assay, deproteinated samples (NADH read)\n"
        "1. Add 20 µL of deproteinated sample or standard per well.\n"
        "2. Add 100 µL of Assay Buffer and 40 µL of Cofactor Mixture (bench).\n"
        "3. Spin the plate at 1,500 rpm for 5 min in the 5810 R to pop bubbles.\n"
        "4. Read absorbance at 340 nm.",
        "ask",
    ),
    (
        "protocolsteps2-23",
        "Griess Reagent System (Promega G2930). Please do steps 2-4 on the Biomek i5.\n"
        "1. Prepare the nitrite standard curve (100 µM down to 1.56 µM) in row H at the bench; it gets its reagents by hand.\n"
        "2. Add 50 µL of Sulfanilamide Solution to the experimental samples in rows A-D and incubate 10 min "
        "at room temperature, protected from light.\n"
        "3. Add 50 µL of NED Solution to rows A-D and incuabte 10 min at room temperature, protected from light.\n"
        "4. Measure absorbance at 540 nm within 30 minutes.",
        "transfer volume_ul=50 wells=48 @biomek_i5 > incubate duration_s=600 > transfer volume_ul=50 wells=48 @biomek_i5 > "
        "incubate duration_s=600 > read_absorbance wavelength_nm=540",
    ),
    (
        "protocolsteps2-24",
        "Steps 5 and 6, thanks - the TMB incubation is already done.\n"
        "\n"
        "Sandwich ELISA, in-house anti-TNF (capture 2 µg/mL, detection 1:1000)\n"
        "4. Add 100 µL TMB and incubate 15 min in the dark.\n"
        "5. Add 100 µL of stop solution (2 N H2SO4) to each well.\n"
        "6. Read the plate at 4500 nm.",
        "halted",
    ),
    # the rev. 4 change log shortens the step 3 incubation to 3 h.
    (
        "protocolsteps2-25",
        "MTT viability, SOP CB-022 (rev. 4) - automate steps 3 to 5 only.\n"
        "1. Seed 5,000 cells/well in 100 µL and grow for 24 h.\n"
        "2. Treat with compounds (8-point, 1:3 dilution from 10 µM) for 72 h.\n"
        "3. Add 10 µL of MTT (5 mg/mL in PBS) to each well and incubate 4 h at 37 °C, 5% CO2 in the CO2 incubator.\n"
        "4. Add 100 µL of solubilisation solution (10% SDS in 0.01 M HCl) and shake for 10 min at 600 rpm on the thermoshaker.\n"
        "5. Read absorbance at 570 nm.\n"
        "Rev. 4 change log: step 3 incubation shortened from 4 h to 3 h.",
        "transfer volume_ul=10 > incubate temperature_c=37 duration_s=10800 co2_percent=5 @cytomat_2c450 > "
        "transfer volume_ul=100 > shake speed_rpm=600 duration_s=600 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=570",
    ),
    (
        "protocolsteps2-26",
        "Please do steps 2 and 3.\n"
        "\n"
        "Bacterial growth check, teaching lab handout\n"
        "1. Dilute the overnight culture 1:100 in LB (bench).\n"
        "2. Dispense 200 µL of the diluted culture into columns 1-11; column 12 is the LB blank.\n"
        "3. Shake 6 h at 37 °C and 300 rpm on the BioShake, then read the OD.",
        "ask",
    ),
    (
        "protocolsteps2-27",
        "Steps 2-4 please, pipetting on the OT-2.\n"
        "1. Dilute the overnight E. coli culture 1:100 in fresh LB (bench; the overnight is usually at OD600 ~2.5).\n"
        "2. Dispense 150 microlitres of the diluted culture into columns 1-3 of a clear flat-bottom 96-well plate.\n"
        "3. Shake at 37C and 400 rpm for 3 hr on the BioShake.\n"
        "4. Measure OD600.",
        "transfer volume_ul=150 wells=24 @opentrons_ot2 > shake speed_rpm=400 duration_s=10800 temperature_c=37 "
        "@qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=600",
    ),
    (
        "protocolsteps2-28",
        "Please run steps C and D.\n"
        "\n"
        "Crude lysate prep for colony PCR (96-well PCR plate)\n"
        "A. Pick colonies into 20 µL of nuclease-free water per well (manual).\n"
        "B. Vortex the sealed plate briefly.\n"
        "C. Heat at 95 °C for 10 min on the ODTC.\n"
        "D. Spin 5 mins at 3,000 x g in the HiG4.\n"
        "E. Use 1 µL of the supernatant as template.",
        "incubate temperature_c=95 duration_s=600 @inheco_odtc > spin rcf_g=3000 duration_s=300 @bionex_hig4",
    ),
    (
        "protocolsteps2-29",
        "Do steps 3 and 4.\n"
        "\n"
        "Esterase activity (FDA hydrolysis), student protocol v1\n"
        "1. Wash the cells once with PBS (bench).\n"
        "2. Dilute fluorescein diacetate to 10 µg/mL in PBS from the 5 mg/mL acetone stock.\n"
        "3. Add 100 µL of FDA solution per well and incubate at 370 °C for 30 min.\n"
        "4. Read fluorescence, Ex 485 / Em 520.",
        "halted",
    ),
    # the 20 C spin needs a temperature-controlled centrifuge, but none is named, so no @device.
    (
        "protocolsteps2-30",
        "Nextera XT DNA Library Prep (FC-131-1024), Tagment Genomic DNA - automate steps 1-4, pipetting on the Opentrons Flex.\n"
        "1. Add 10 µl Tagment DNA Buffer to each well of a new 96-well PCR plate.\n"
        "2. Add 5 µl normalized gDNA (0.2 ng/µl) to each well.\n"
        "3. Add 5 µl Amplicon Tagment Mix and pipette to mix 5 times with 15 µl.\n"
        "4. Centrifuge at 280 × g at 20°C for 1 minute.\n"
        "5. Place on the thermal cycler and run: 55°C for 5 minutes, then hold at 10°C.\n"
        "6. When the sample reaches 10°C, immediately add 5 µl Neutralize Tagment Buffer.",
        "transfer volume_ul=10 @opentrons_flex > transfer volume_ul=5 @opentrons_flex > transfer volume_ul=5 @opentrons_flex > "
        "mix volume_ul=15 cycles=5 @opentrons_flex > spin rcf_g=280 duration_s=60 temperature_c=20",
    ),
    # "park in the plate hotel" = store on cytomat_24 (registry alias "plate hotel").
    (
        "protocolsteps2-31",
        "Run steps 6-8.\n"
        "\n"
        "96-well plasmid prep, in-house SOP (v3.2)\n"
        "1. Pellet 1.2 mL overnight cultures (deep-well block) and discard the medium.\n"
        "2. Resuspend in 300 µL P1 by vortexing the block for 1 min.\n"
        "3. Add 300 µL P2, seal, invert 5 times, wait 5 min.\n"
        "4. Add 300 µL N3, invert 5 times.\n"
        "5. Chill the block at 4 °C for 10 min.\n"
        "6. Centrifgue the block for 15 min at 2,500 x g, 4 °C, in the 5810 R.\n"
        "7. Transfer 600 µL of cleared lysate to the binding plate on the Fluent.\n"
        "8. Park the binding plate in the plate hotel until the vacuum manifold is free.",
        "spin rcf_g=2500 duration_s=900 temperature_c=4 @eppendorf_5810r > transfer volume_ul=600 @tecan_fluent > store @cytomat_24",
    ),
    (
        "protocolsteps2-32",
        "HTS core SOP (rev 7), section 4 'Before reading'\n"
        "4.1 Spin the assay plate 30 s at 100 × g in the VSpin (balance plate opposite).\n"
        "4.2 Remove the seal on the XPeel.\n"
        "4.3 Read fluorescence on the i3x: Ex 485 nm / Em 535 nm.\n"
        "4.4 Return the plate to the Cytomat 24 hotel.\n"
        "Please run all of section 4.",
        "spin rcf_g=100 duration_s=30 @agilent_vspin > peel @azenta_xpeel > "
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x > store @cytomat_24",
    ),
    # halted: 7,500 uL per well is above the 5,000 uL ceiling of every liquid handler (no split asked for).
    (
        "protocolsteps2-33",
        "Please do steps 1 and 2 on the Hamilton STAR.\n"
        "\n"
        "Deep-well expression culture, 24-deep-well block (10 mL wells)\n"
        "1. Add 7.5 mL of TB + 100 µg/mL ampicillin to each well.\n"
        "2. Inoculate each well with 50 µL of overnight culture.\n"
        "3. Cover with a breathable seal and shake at 250 rpm, 37 °C overnight (bench shaker).",
        "halted",
    ),
    (
        "protocolsteps2-34",
        "Screening SOP, morning routine - run steps 1-3:\n"
        "1. Retrieve the assay plate from the Cytomat 2C450.\n"
        "2. Move it with the PF400 to the reader.\n"
        "3. Read luminescence, 0.25 s integration.\n"
        "4. (Analyst) check that Z' > 0.5 before continuing.",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_luminescence integration_s=0.25",
    ),
    (
        "protocolsteps2-35",
        "Run steps 1 and 2.\n"
        "\n"
        "Assay-ready plate prep, HTS SOP 12\n"
        "1. Transfer 50 nL of each compound (10 mM in DMSO) from the source plate into the 384-well assay plate on the Echo 655.\n"
        "2. Backfill DMSO to 100 nL in the control columns 23-24.\n"
        "3. Seal and store at room temperature for up to 1 week.",
        "ask",
    ),
    # PL's correction sets the emission to 530 nm.
    (
        "protocolsteps2-36",
        "Run steps 2-4, pipetting on the Flex.\n"
        "\n"
        "Calcein-AM viability (Invitrogen C3100MP)\n"
        "1. Dilute calcein-AM to 2 µM in DPBS (bench).\n"
        "2. Add 50 µL of 2 µM calcein-AM to each well of rows A-F.\n"
        "3. Incubate for 30 min at 37 °C.\n"
        "4. Read fluorescence, Ex 485 / Em 520 nm. (Correction from PL: our emission filter is 530, so use Em 530.)",
        "transfer volume_ul=50 wells=72 @opentrons_flex > incubate temperature_c=37 duration_s=1800 > "
        "read_fluorescence excitation_nm=485 emission_nm=530",
    ),
    (
        "protocolsteps2-37",
        "Steps 4 and 5.\n"
        "\n"
        "Beta-galactosidase (ONPG) assay - photocopy from the old lab binder\n"
        "4. Add 100 µL of ONPG (4 mg/mL) to each well and incubate 30 min at 37 °C.\n"
        '5. Read absorbance at 420 nm [pencil in the margin: "or 405?? filter set changed - check"].',
        "ask",
    ),
    # ask: two luminescence reads (firefly and Renilla); "the read" does not say which.
    (
        "protocolsteps2-38",
        "Dual-Glo Luciferase Assay System (E2920), 96-well\n"
        "1. Add 75 µL of Dual-Glo Luciferase Reagent to the 75 µL of medium in each well; incubate 10 min at RT.\n"
        "2. Measure firefly luminescence (0.5 s integration).\n"
        "3. Add 75 µL of Dual-Glo Stop & Glo Reagent to each well; incubate 10 min at RT.\n"
        "4. Measure Renilla luminescence (0.5 s integration).\n"
        "\n"
        "Only the read.",
        "ask",
    ),
    (
        "protocolsteps2-39",
        "Dual-Glo Luciferase Assay System (E2920), 96-well\n"
        "1. Add 75 µL of Dual-Glo Luciferase Reagent to the 75 µL of medium in each well; incubate 10 min at RT.\n"
        "2. Measure firefly luminescence (0.5 s integration).\n"
        "3. Add 75 µL of Dual-Glo Stop & Glo Reagent to each well; incubate 10 min at RT.\n"
        "4. Measure Renilla luminescence (0.5 s integration).\n"
        "\n"
        "Steps 3 and 4 only, the firefly read is done.",
        "transfer volume_ul=75 > incubate duration_s=600 > read_luminescence integration_s=0.5",
    ),
    (
        "protocolsteps2-40",
        "(Scanned page - part of it didn't survive the OCR.)\n"
        "Acid phosphatase assay, p. 3\n"
        "Step 2: Add 25 µL of pNPP substrate to each well.\n"
        "Step 3: Incubate at 3\u25af °C for 45 min.\n"
        "Step 4: Add 25 µL of 0.5 M NaOH to stop.\n"
        "Run steps 2 to 4 please.",
        "ask",
    ),
    # the rpm spin and the PHERAstar read sit in unselected steps; columns 3-22 of a 384 = 320 wells.
    (
        "protocolsteps2-41",
        "cAMP Gs dynamic HTRF kit (Revvity 62AM4PEB), 384-well low-volume plate. I only need steps 3 to 5 automated.\n"
        "1. Spin the cells 5 min at 1200 rpm and resuspend in stimulation buffer (bench).\n"
        "2. Dispense 5 µL of cells (2,000 cells/well) by hand.\n"
        "3. Add 5 µL of agonist dilution to columns 3-22 (all 16 rows).\n"
        "4. Incubate 30 min at room temperature.\n"
        "5. Add 5 µL of cAMP-d2, then 5 µL of anti-cAMP cryptate, to columns 3-22.\n"
        "6. Incubate 1 h at RT and read HTRF (665/620 nm) on the PHERAstar.",
        "transfer volume_ul=5 wells=320 > incubate duration_s=1800 > transfer volume_ul=5 wells=320 > transfer volume_ul=5 wells=320",
    ),
    (
        "protocolsteps2-42",
        "Do the incubation and the read.\n"
        "\n"
        'From the methods: "Cell lysates (20 µL) were mixed with 80 µL of pNPP substrate (1 mg/mL in 1 M '
        "diethanolamine, pH 9.8) in a clear 96-well plate and incubated for 30 min at 37 °C. Absorbance was then "
        'measured at 405 nm on a SpectraMax i3x (Molecular Devices)."',
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "protocolsteps2-43",
        "Steps 2 and 3 please - spin in the VSpin, then into the Cytomat 2C450.\n"
        "\n"
        "Spheroid formation in ULA plates (Corning 4516)\n"
        "1. Seed 1,000 cells/well in 40 µL (bench).\n"
        "2. Spin 3 min at 200 × g.\n"
        "3. Incubate 72 h at 37 °C, 50% CO2, 95% RH.",
        "halted",
    ),
    (
        "protocolsteps2-44",
        "RNA integrity check - core SOP RN-3. Automate steps 3 and 4 only.\n"
        "1. Denature the RNA 2 min at 70 °C, then put on ice (bench heat block).\n"
        "2. Prepare the chip with the HT RNA Reagent Kit (CLS960010); filter the gel-dye at 9,300 × g for 10 min (bench).\n"
        "3. Spin the sample plate at 1,000 rcf for 2 min.\n"
        "4. Run the RNA assay (standard sensitivity, not Pico) on the LabChip GX Touch for ninety-six samples.",
        "spin rcf_g=1000 duration_s=120 > run_assay assay=rna sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "protocolsteps2-45",
        "Please automate steps two through four on the STAR.\n"
        "\n"
        "DNA normalisation before library prep (LIMS worksheet 2024-117)\n"
        "Step one: Quantify with PicoGreen (separate SOP) and calculate the dilution volumes.\n"
        "Step two: Add 40 uL of 10 mM Tris-HCl pH 8.5 to rows A-D of the normalisation plate.\n"
        "Step three: Transfer 10 uL of each gDNA sample into rows A-D.\n"
        "Step four: Mix rows A-D 8 times with 30 uL.\n"
        "Step five: Seal and store at 4 °C.",
        "transfer volume_ul=40 wells=48 @hamilton_star > transfer volume_ul=10 wells=48 @hamilton_star > "
        "mix volume_ul=30 cycles=8 wells=48 @hamilton_star",
    ),
    (
        "protocolsteps2-46",
        "Steps 5-6; the plate is already on deck.\n"
        "(From a photographed SOP; the number in step 5 is smudged.)\n"
        "5. Centrifuge the plate at [smudged]00 × g for 5 min.\n"
        "6. Transfer 50 µL of the supernatant to a fresh plate.",
        "ask",
    ),
    (
        "protocolsteps2-47",
        "Could you set up just the cycling run from this methods paragraph? The plate is already sealed. "
        '"qPCR was performed on a CFX384 (Bio-Rad) with an initial denaturation at 95 ºC for 2 min, followed by '
        "forty cycles of 95 ºC for 5 s, 58 ºC for 15 s and 72 ºC for 20 s, and a final melt curve. Primers were "
        'used at 300 nM (sequences in Table S2)."',
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 "
        "annealing_c=58 annealing_s=15 extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    (
        "protocolsteps2-48",
        "Steps 2-3.\n"
        "\n"
        "Near-IR cell stain (IRDye conjugate, in-house), 96-well\n"
        "1. Fix and permeabilise the cells (bench).\n"
        "2. Add 50 µL of the dye conjugate (1:800) to each well and incubate 30 min at 37 °C.\n"
        "3. Read fluorescence at Ex 880 nm / Em 920 nm.",
        "halted",
    ),
    (
        "protocolsteps2-49",
        "Colony PCR with OneTaq (NEB M0480) - steps (4)-(5) please.\n"
        "(1) Pick colonies into 20 ul water (bench).\n"
        "(2) Make the master mix: 12.5 ul OneTaq 2X, 0.5 ul each primer (10 uM), water to 24 ul.\n"
        "(3) Add 1 ul colony suspension per well.\n"
        "(4) Seal on the a4S: 160 deg C, 2 sec.\n"
        "(5) Cycle on the ODTC: 94 deg C 30 sec; thirty cycles of 94 deg C 20 sec, 55 deg C 30 sec, 68 deg C 1 min; "
        "final extension 68 deg C 5 min; hold at 10 deg C.",
        "seal temperature_c=160 duration_s=2 @azenta_a4s > run_pcr cycles=30 initial_denaturation_c=94 "
        "initial_denaturation_s=30 denaturation_c=94 denaturation_s=20 annealing_c=55 annealing_s=30 "
        "extension_c=68 extension_s=60 final_extension_c=68 final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    # "plate sealer" is a registry alias of the a4S (the only sealer).
    (
        "protocolsteps2-50",
        "Automate 7 and 8.\n"
        "7. Seal with foil on the plate sealer: 175 °C, 2 s.\n"
        "8. Store at 6 °C in the 2C425 until the sequencing pick-up (PO 4500123987).",
        "seal temperature_c=175 duration_s=2 @azenta_a4s > store temperature_c=6 @cytomat_2c425",
    ),
    # ask: "the usual bits" does not say which steps.
    (
        "protocolsteps2-51",
        "Run the usual bits of this on the robots, thanks.\n"
        "\n"
        "Luciferase reporter assay (lab wiki)\n"
        "1. Transfect the cells in 96-well plates (bench).\n"
        "2. Incubate 24 h at 37 °C, 5% CO2.\n"
        "3. Add 100 µL of Bright-Glo reagent per well.\n"
        "4. Incubate 5 min at room temperature.\n"
        "5. Read luminescence (0.5 s integration).",
        "ask",
    ),
    (
        "protocolsteps2-52",
        "Compound treatment - screening SOP SC-5, rev B. Run steps 1 and 2.\n"
        "Step 1: Using the Biomek i5, add 10 µL of 10x compound (1 µM final, 0.1% DMSO) to each well.\n"
        "Step 2: Incubate forty-eight hours at 37 °C and 5 % CO2 in the Cytomat 2C450.\n"
        "Step 3: Equilibrate to RT for 20 min.\n"
        "Step 4: Add CellTiter-Glo and read.",
        "transfer volume_ul=10 @biomek_i5 > incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "protocolsteps2-53",
        "Please run (5)-(6).\n"
        "\n"
        "16S rRNA V4 amplicon PCR (515F/806R), as transcribed from the EMP protocol by a rotation student\n"
        "(4) Add 1 µL of template to 24 µL of master mix.\n"
        "(5) Seal at 165 °C for 3 s.\n"
        "(6) ODTC: 94 °C 3 min; 125 cycles of 94 °C 45 s, 50 °C 60 s, 72 °C 90 s; 72 °C 10 min; hold at 4 °C.",
        "halted",
    ),
    (
        "protocolsteps2-54",
        "Dynabeads Protein G immunoprecipitation (10003D), user guide excerpt - run steps 4 to 6 on the i5.\n"
        "1. Transfer 50 µL of Dynabeads to a tube, place on the magnet and remove the supernatant (bench).\n"
        "2. Add 10 µg of antibody in 200 µL PBS-T; rotate 10 min at RT.\n"
        "3. Wash the bead-antibody complex and transfer 50 µL to each well of the bead plate.\n"
        "4. Add 100 µL of antigen sample (cleared cell lysate) to each well.\n"
        "5. Incubate with shaking on the i5 deck shaker at 900 rpm for 10 min at room temperature.\n"
        "6. Place the plate on the magnet for sixty seconds.",
        "transfer volume_ul=100 @biomek_i5 > shake speed_rpm=900 duration_s=600 @biomek_i5 > "
        "magnetic_separation duration_s=60 @biomek_i5",
    ),
    (
        "protocolsteps2-55",
        "SuperScript IV VILO Master Mix (11756050) - steps 3-5 to run on the ODTC:\n"
        "1. Combine 4 µL SuperScript IV VILO Master Mix with up to 2.5 µg RNA, water to 20 µL (bench, on ice).\n"
        "2. Mix gently and spin down.\n"
        "3. Incubate at 25 °C for 10 min to anneal primers.\n"
        "4. Incubate at 50 °C for 10 min to reverse transcribe.\n"
        "5. Inactivate the enzyme at 85 °C for 5 min.\n"
        "6. Dilute the cDNA 1:10 with nuclease-free water (bench).",
        "incubate temperature_c=25 duration_s=600 @inheco_odtc > incubate temperature_c=50 duration_s=600 @inheco_odtc > "
        "incubate temperature_c=85 duration_s=300 @inheco_odtc",
    ),
    (
        "protocolsteps2-56",
        "Staurosporine dose-response prep - steps (b) and (c) on the Fluent.\n"
        "(a) Make a 10 mM staurosporine stock in DMSO (bench). Wells A1-H1 of the dilution plate already hold 60 μL assay buffer.\n"
        "(b) Add 20 μL of the 4x top-dose compound to wells A1-H1.\n"
        "(c) Mix A1-H1 ten times with 50 μL.\n"
        "(d) Serial 1:4 dilution across the plate (separate method).",
        "transfer volume_ul=20 wells=8 @tecan_fluent > mix volume_ul=50 cycles=10 wells=8 @tecan_fluent",
    ),
    # halted: BioShake heats to 99 C at most; the i7 deck shaker has no heater.
    (
        "protocolsteps2-57",
        "Steps 1-2 on the BioShake.\n"
        "\n"
        "Heat-kill of bacterial cultures before LC-MS (biosafety SOP BS-4)\n"
        "1. Shake at 300 rpm and 110 °C for 10 min to inactivate.\n"
        "2. Shake at 1,000 rpm for 10 min at room temperature to resuspend.",
        "halted",
    ),
    (
        "protocolsteps2-58",
        "Assay-ready cell plates, Flex method - please do steps 2-3.\n"
        "1. Count the cells and dilute to 40,000 cells/mL (bench).\n"
        "2. Dispense 25 µL of cell suspension (1,000 cells/well) into columns 1-4 of the 384-well plate.\n"
        "3. Spin 1 min at 200xg in the VSpin.\n"
        "4. Incubate overnight in the Cytomat.",
        "transfer volume_ul=25 wells=64 @opentrons_flex > spin rcf_g=200 duration_s=60 @agilent_vspin",
    ),
    (
        "protocolsteps2-59",
        "Amplex Red Glucose/Glucose Oxidase Assay (Invitrogen A22189) - everything except the bench prep please.\n"
        "Bench prep: prepare 1X Reaction Buffer; make a 10 mM Amplex Red stock in DMSO; prepare glucose standards "
        "from 0 to 200 µM.\n"
        "1. Pipette 50 µL of the standards and samples into a black 96-well plate.\n"
        "2. Add 50 µL of the Amplex Red/HRP/glucose oxidase working solution to each well.\n"
        "3. Incubate for 30 min at room temperature, protected from light.\n"
        "4. Measure fluorescence with excitation at 545 nm and emission at 590 nm.",
        "transfer volume_ul=50 > transfer volume_ul=50 > incubate duration_s=1800 > "
        "read_fluorescence excitation_nm=545 emission_nm=590",
    ),
    (
        "protocolsteps2-60",
        "Please run step 6.\n"
        "\n"
        "Competitive ELISA (salivary cortisol), in-house SOP\n"
        "5. Add 50 µL of stop solution to each well.\n"
        "6. Read the absorbance at 450 nm, but only after the plate has been spun down (1 min at 500 x g) "
        "to get rid of bubbles.",
        "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=450",
    ),
    (
        "protocolsteps2-61",
        "Buccal swab gDNA extraction - steps 1-3 on the Biomek i7.\n"
        "1. Add 1 mL of Lysis Buffer (with 0.5 mg/mL proteinase K) to each well of the 96 deep-well block.\n"
        "2. Shake 5 min at 1,000 rpm on the i7 on-deck shaker.\n"
        "3. Incubate at 56 °C for 1.5 hr on the i7 heating block.\n"
        "4. Move the block to the KingFisher and run program gDNA_Buccal_v3.",
        "transfer volume_ul=1000 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=300 @biomek_i7_hybrid > "
        "incubate temperature_c=56 duration_s=5400 @biomek_i7_hybrid",
    ),
    (
        "protocolsteps2-62",
        "Step 4 only - I'll load the plates myself, just start the run.\n"
        "\n"
        "PureLink HiPure plasmid, 24 deep-well format, KingFisher Flex with the 24 deep-well head\n"
        "1. Load 4 mL of cleared lysate per well into the 24-deep-well sample plate.\n"
        "2. Add 200 µL of resuspended binding beads.\n"
        "3. Load the wash and elution plates.\n"
        "4. Run program PL_HiPure_24DW.",
        "run_program program=PL_HiPure_24DW @kingfisher_flex",
    ),
    (
        "protocolsteps2-63",
        "Steps B-D of the overnight hand-off SOP, please:\n"
        "A. (Operator) check the hotel inventory sheet.\n"
        "B. Retrieve plate 3 of 6 (barcode PL-000482) from the Cytomat 24.\n"
        "C. Have the PF400 take it to the VSpin and spin for 2 min at 800 x g.\n"
        "D. Peel the seal.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > spin rcf_g=800 duration_s=120 @agilent_vspin > peel",
    ),
    (
        "protocolsteps2-64",
        "Run 1-3 please.\n"
        "DNA plate QC before normalisation\n"
        "1. Take the sample plate out of the 2C425 cold store.\n"
        "2. Let it warm up at room temperature for 30 min.\n"
        "3. Peel the seal, then read absorbance at 260 nm.\n"
        "4. Put it back at 4 °C.",
        "retrieve @cytomat_2c425 > incubate duration_s=1800 > peel > read_absorbance wavelength_nm=260",
    ),
    (
        "protocolsteps2-65",
        "Automate the Hoechst staining and the read from this methods paragraph: \"Cells were fixed with 4% PFA for "
        "15 min and washed twice with PBS at the bench. Then 50 µL of Hoechst 33342 (1 µg/mL) was added per well, "
        "and plates were incubated for 15 min at 37 °C before nuclear fluorescence was read at 350/461 nm (ex/em).\"",
        "transfer volume_ul=50 > incubate temperature_c=37 duration_s=900 > read_fluorescence excitation_nm=350 emission_nm=461",
    ),
    # the instruction corrects the shake speed from 300 to 600 rpm.
    (
        "protocolsteps2-66",
        "Steps 2-3, but shake at 600 rpm - the 300 in the SOP is a typo.\n"
        "\n"
        "BacTiter-Glo (Promega G8230), 96-well\n"
        "1. Equilibrate the culture plate to RT for 15 min (bench).\n"
        "2. Add 100 µL of BacTiter-Glo Reagent to the 100 µL of culture in each well; shake on the BioShake for "
        "1 min at 300 rpm.\n"
        "3. Incubate 5 min at RT, then read luminescence (0.3 s integration).",
        "transfer volume_ul=100 > shake speed_rpm=600 duration_s=60 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=300 > read_luminescence integration_s=0.3",
    ),
    (
        "protocolsteps2-67",
        "Just the spin.\n"
        "\n"
        'From the methods: "Culture plates were centrifuged at 400 ×g for 5 min at 4 °C, and 50 µL of supernatant '
        'was transferred to a V-bottom plate and stored at −80 °C until Luminex analysis."',
        "spin rcf_g=400 duration_s=300 temperature_c=4",
    ),
    # "all wells" of the 384 is not a subset (no wells key); columns 1-22 = 352 wells.
    (
        "protocolsteps2-68",
        "Run 4-6 on the Fluent.\n"
        "\n"
        "Kinase-Glo Plus (Promega V3771), 384-well, protocol excerpt\n"
        "1. Prepare kinase buffer: 40 mM Tris pH 7.5, 20 mM MgCl2, 0.1 mg/mL BSA.\n"
        "2. Prepare the 2.5x ATP/substrate mix (25 µM ATP).\n"
        "3. Dispense 100 nL of compound per well (Echo, done by the HTS core).\n"
        "4. Add 5 µL of kinase in kinase buffer to columns 1-22.\n"
        "5. Add 5 µL of ATP/substrate mix to all wells.\n"
        "6. Add 10 µL of Kinase-Glo Plus Reagent to all wells.\n"
        "7. Incubate 10 min at RT and read luminescence.",
        "transfer volume_ul=5 wells=352 @tecan_fluent > transfer volume_ul=5 @tecan_fluent > transfer volume_ul=10 @tecan_fluent",
    ),
    (
        "protocolsteps2-69",
        "FFPE DNA extraction - please run steps iii to v.\n"
        "i. Deparaffinise the curls with 1 mL xylene (bench, fume hood).\n"
        "ii. Air-dry the pellets and transfer them into the deep-well plate (bench).\n"
        "iii. Add 180 µL of Buffer ATL to each well.\n"
        "iv. Add 20 µL of proteinase K to each well.\n"
        "v. Shake at 1,200 rpm and 56 °C for 1 h on the thermoshaker.\n"
        "vi. Heat at 90 °C for 1 h in the bench heat block.",
        "transfer volume_ul=180 > transfer volume_ul=20 > shake speed_rpm=1200 duration_s=3600 temperature_c=56 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    # the drops are in an unselected bench step.
    (
        "protocolsteps2-70",
        "Automate steps 3 to 5 only.\n"
        "\n"
        "Live-cell nuclear count with NucBlue Live ReadyProbes (R37605)\n"
        "1. Add 2 drops of NucBlue per mL of medium (bench, in the tube).\n"
        "2. Replace the medium on the cells by hand.\n"
        "3. Incubate 20 min at 37 °C, 5% CO2 in the Cytomat.\n"
        "4. Add 50 µL of FluoroBrite DMEM to each well.\n"
        "5. Read fluorescence at Ex 360 / Em 460 nm.",
        "incubate temperature_c=37 duration_s=1200 co2_percent=5 @cytomat_2c450 > transfer volume_ul=50 > "
        "read_fluorescence excitation_nm=360 emission_nm=460",
    ),
]
