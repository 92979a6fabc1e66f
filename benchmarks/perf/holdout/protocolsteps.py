"""Hold-out batch "protocolsteps": excerpts of written lab protocols pasted into the planner.

Style
-----
Each text is a chunk copied out of a published-style protocol (protocols.io, Nature Protocols,
kit manuals, BioProBench-like step lists): numbered steps in several house styles ("1.",
"Step 2", "2)", "3.4", "Step 14 |"), past or imperative voice, "Note:", "Critical:",
"▲CRITICAL STEP", "Pause point" lines, reagent-preparation lines done by hand at the bench,
reaction set-up tables flattened into text, "Timing:" lines, and usually a short "Request:"
line at the end saying which steps go on the workcell and which instrument runs which step
(or naming none). The expected outcome covers only the workcell steps the excerpt asks for.

Traps
-----
* Scope: steps outside the requested range, hand-done reagent prep, "(done by hand)" steps,
  pause points and notes that mention storage temperatures are NOT workcell steps.
* Context numbers everywhere: catalogue/lot numbers (DY1707, 23225, A42352), concentrations
  (mM, µg/mL, % v/v, ng/µL, 2 N), dilution ratios (1:100, 50:1), passages, figure and table
  references ("Fig. 2A", "Table S3"), MOI, titres, run IDs, room numbers, timing lines.
* Both rpm and x g given for a centrifuge (x g wins); rpm alone (ask); vortex rpm (ask).
* A value stated then corrected by an erratum takes the correction.
* Steps mentioned out of run order ("read ... but first spin").
* Well subsets: columns 1-3 (24), columns 1-11 (88), rows A-D (48), A1-H6 (48), rows B-G (72),
  384-well columns 1-2 (32) and 3-22 (320), column 1 (8), row A (12).
* Unit spellings: uL/µL/μl/microlitres, mL, °C/ºC/deg/C/degrees, g/xg/x g/×g/rcf,
  s/sec/min/mins/h/hr/hrs, numbers as words, thousands separators.
* Halted: values physically outside every suitable instrument (6,000 x g on a plate, 25 % CO2,
  220 °C seal, 3,500 rpm shake, 205 nm, 8 mL per transfer, 25,000 x g tubes, 110 °C block,
  −80 °C store, 880 nm emission, 105 °C thermoshaker).
* Ask: vortex, rpm-only spin, OD with no wavelength, an instrument the lab lacks (Bravo),
  PCR with cycling temperatures only in a missing table, 405-or-410 nm, drops, "speed 5",
  sonication, a volume only in a table not pasted, an illegible scanned value.

Expected-outcome grammar follows /work/newb/brief.md: steps joined by " > ", each
"operation key=value ... @device"; @device only where the text names the instrument
(or a unique alias such as "thermoshaker", "plate fridge", "CO2 incubator").
"""

NAME = "protocolsteps"

CASES: list[tuple[str, str, str]] = [
    (
        "protocolsteps-01",
        "Human IL-6 DuoSet ELISA (cat. no. DY206, lot P301882), Section 6.3 Assay Procedure\n"
        "6. Aspirate and wash 3 times with 400 µL Wash Buffer (already done on the bench washer).\n"
        "7. Add 100 µL of Substrate Solution to each well. Incubate for 20 minutes at room "
        "temperature. Avoid placing the plate in direct light.\n"
        "8. Add 50 µL of Stop Solution (2 N H2SO4) to each well.\n"
        "9. Determine the optical density of each well immediately, using a microplate reader "
        "set to 450 nm.\n"
        "Note: wavelength correction is not used in our SOP.\n"
        "Request: steps 7-9 on the workcell; additions on the Tecan Fluent, read on the SpectraMax.",
        "transfer volume_ul=100 @tecan_fluent > incubate duration_s=1200 > "
        "transfer volume_ul=50 @tecan_fluent > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "protocolsteps-02",
        "Pierce BCA Protein Assay Kit (23225), Microplate Procedure (Sample to WR ratio = 1:8)\n"
        "Reagent preparation (bench): prepare the Working Reagent (WR) by mixing 50 parts of BCA "
        "Reagent A with 1 part of BCA Reagent B (50:1, Reagent A:B).\n"
        "1. Pipette 25 µL of each standard or unknown sample replicate into a microplate well "
        "(working range = 20-2,000 µg/mL).\n"
        "2. Add 200 µL of the WR to each well and mix the plate on the BioShake at 600 rpm for "
        "30 seconds.\n"
        "3. Incubate the plate at 37 °C for 30 minutes.\n"
        "4. Measure the absorbance at 562 nm on the SpectraMax i3x.\n"
        "Timing: about 45 min.\n"
        "Request: run steps 1-4, pipetting on the Fluent.",
        "transfer volume_ul=25 @tecan_fluent > transfer volume_ul=200 @tecan_fluent > "
        "shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    # Program name copied verbatim from the text; a planner may normalise case/underscores.
    (
        "protocolsteps-03",
        "MagMAX Viral/Pathogen Nucleic Acid Isolation Kit (A42352), 200 µL sample workflow\n"
        "Before you begin: prepare Binding Bead Mix for the number of samples plus 10% overage "
        "(265 µL Binding Solution + 10 µL Total Nucleic Acid Magnetic Beads per sample).\n"
        "1. Add 10 µL of Proteinase K to each well of a KingFisher 96 deep-well plate.\n"
        "2. Add 200 µL of sample to each well.\n"
        "3. Add 550 µL of Binding Bead Mix to each sample. Critical: invert the Binding Bead Mix "
        "by hand to resuspend the beads before use.\n"
        "4. Run the MVP_2Wash_200_Flex script on the KingFisher Flex.\n"
        "Pause point: eluates can be kept at 4 °C for up to 24 h.\n"
        "Request: steps 1-3 on the Hamilton STAR, step 4 on the KingFisher.",
        "transfer volume_ul=10 @hamilton_star > transfer volume_ul=200 @hamilton_star > "
        "transfer volume_ul=550 @hamilton_star > run_program program=MVP_2Wash_200_Flex @kingfisher_flex",
    ),
    (
        "protocolsteps-04",
        "QIAamp DNA Mini Kit (51304), Protocol: DNA Purification from Blood or Body Fluids, p. 27\n"
        "1. Pipette 20 µl QIAGEN Protease into the bottom of a 1.5 ml microcentrifuge tube.\n"
        "2. Add 200 µl sample to the microcentrifuge tube.\n"
        "3. Add 200 µl Buffer AL to the sample. Mix by pulse-vortexing for 15 s (vortexer set to "
        "2,500 rpm).\n"
        "Critical: to ensure efficient lysis, it is essential that the sample and Buffer AL are "
        "mixed thoroughly to yield a homogeneous solution.\n"
        "4. Incubate at 56 °C for 10 min.\n"
        "Request: steps 1-4 on the workcell, Fluent for the pipetting.",
        "ask",
    ),
    # Two-step qPCR: the combined 60 °C step is recorded as annealing (no extension key).
    (
        "protocolsteps-05",
        "RT-qPCR of reference genes (GAPDH, ACTB), SYBR Green chemistry\n"
        "Table 1. Reaction set-up (per 10 µL): 2x SsoAdvanced Universal SYBR Green Supermix "
        "5 µL; forward + reverse primer (10 µM each) 0.4 µL; nuclease-free water 2.6 µL; "
        "cDNA (1:10) 2 µL. Master mix assembled by hand on ice.\n"
        "Step 3. Dispense 8 µL of master mix into each well of a 384-well PCR plate.\n"
        "Step 4. Add 2 µL of diluted cDNA to each well.\n"
        "Step 5. Seal on the a4S (170 °C, 2.5 s) and spin for 1 min at 1000 x g.\n"
        "Step 6. Cycling on the CFX384: 95 °C for 3 min, then 40 cycles of 95 °C for 10 s and "
        "60 °C for 30 s.\n"
        "Request: steps 3-6, dispensing on the Biomek i7.",
        "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 @biomek_i7_hybrid > "
        "seal temperature_c=170 duration_s=2.5 @azenta_a4s > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "protocolsteps-06",
        "Plasma pre-clearing before cfDNA extraction (SOP-CF-012 rev. 3)\n"
        "1. Thaw plasma aliquots at room temperature (bench, ~20 min).\n"
        "2. Centrifuge the 96 deep-well plate at 6,000 × g for 10 min at 4 °C to pellet "
        "cryoprecipitate.\n"
        "3. Transfer 500 µL of cleared plasma to a fresh deep-well plate (Hamilton).\n"
        "Request: steps 2 and 3; use whichever plate centrifuge can do it.",
        "halted",
    ),
    (
        "protocolsteps-07",
        "Amplicon PCR with Q5 (NEB M0492)\n"
        "Table 2. PCR set-up per 25 µl reaction: Q5 High-Fidelity 2X Master Mix 12.5 µl; "
        "10 µM forward primer 1.25 µl; 10 µM reverse primer 1.25 µl; template DNA variable "
        "(< 1,000 ng); nuclease-free water to 25 µl.\n"
        "5. Assemble all reaction components on ice (by hand).\n"
        "6. Add template by hand and close the plate with adhesive film.\n"
        "7. Cycle in the ODTC as follows: initial denaturation 98 °C for 30 seconds; 30 cycles "
        "of 98 °C 10 s, 65 °C 20 s, 72 °C 30 s; final extension 72 °C for 2 minutes; hold "
        "at 4 °C.\n"
        "Request: only step 7, on the ODTC.",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=65 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    # The 30 min "leave at room temperature" equilibration is read as an RT incubate.
    (
        "protocolsteps-08",
        "CellTiter-Glo 2.0 Cell Viability Assay (G9241), 96-well format, 100 µL medium per well\n"
        "1. Retrieve the assay plate from the Cytomat 2C450 and leave it at room temperature "
        "for 30 min to equilibrate.\n"
        "2. Add a volume of CellTiter-Glo 2.0 Reagent equal to the volume of cell culture "
        "medium present in each well (here: 100 µL).\n"
        "3. Mix contents for 2 minutes on the BioShake at 500 rpm to induce cell lysis.\n"
        "4. Allow the plate to incubate at room temperature for 10 minutes to stabilize the "
        "luminescent signal.\n"
        "5. Record luminescence, integration time 0.5 s per well.\n"
        "Request: all five steps; reagent addition on the Opentrons Flex, read on the SpectraMax.",
        "retrieve @cytomat_2c450 > incubate duration_s=1800 > transfer volume_ul=100 @opentrons_flex > "
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > incubate duration_s=600 > "
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "protocolsteps-09",
        "Quick-RNA 96 Kit (R1053), Section III\n"
        "8. Transfer 400 µl of the mixture into the wells of the Zymo-Spin I-96 Plate mounted "
        "on a Collection Plate.\n"
        "9. Centrifuge at 3,000 rpm for 5 minutes. Discard the flow-through (by hand).\n"
        "Request: steps 8 and 9; plate centrifuge of your choice.",
        "ask",
    ),
    # "Heat-seal" is a verb here, not the instrument: no @device on the seal.
    (
        "protocolsteps-10",
        "Library QC before pooling (run ID 2024-117, 24 libraries)\n"
        "1. Dispense 18 µL nuclease-free water into columns 1-3 of a 96-well PCR plate.\n"
        "2. Add 2 µL of each library to those same wells (columns 1-3), giving a 1:10 dilution.\n"
        "3. Heat-seal (165 °C, 3 s) and spin 1 min at 500 x g.\n"
        "4. Peel the seal on the XPeel, then run the DNA High Sensitivity assay on the LabChip "
        "GX Touch HT for 24 samples.\n"
        "Request: steps 1-4, pipetting on the OT-2.",
        "transfer volume_ul=18 wells=24 @opentrons_ot2 > transfer volume_ul=2 wells=24 @opentrons_ot2 > "
        "seal temperature_c=165 duration_s=3 > spin rcf_g=500 duration_s=60 > peel @azenta_xpeel > "
        "run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht",
    ),
    # "columns 1-11" of a 96-well plate = 88 wells.
    (
        "protocolsteps-11",
        "Day 0: seeding HEK293T (passage 14, 2 x 10^5 cells/mL, viability 96%)\n"
        "Reagent prep (hood): count cells and dilute in DMEM + 10% v/v FBS.\n"
        "1. Dispense 90 uL of cell suspension into columns 1-11 of a 96-well plate "
        "(column 12 = medium-only blanks, filled by hand).\n"
        "2. Incubate overnight (16 h) at 37 C, 5% CO2.\n"
        "Request: step 1 on the Biomek i5, step 2 in the 2C450.",
        "transfer volume_ul=90 wells=88 @biomek_i5 > "
        "incubate temperature_c=37 duration_s=57600 co2_percent=5 @cytomat_2c450",
    ),
    (
        "protocolsteps-12",
        "Hypercapnia model (Fig. 4), A549 cells, 96-well format\n"
        "1. Incubate the plates for 24 h at 37 °C in 25% CO2 in the Cytomat 2C450.\n"
        "2. Assay viability the next morning (separate SOP).\n"
        "Request: step 1.",
        "halted",
    ),
    (
        "protocolsteps-13",
        "Compound plate reformatting (library set 7, source barcode CP-004411)\n"
        "1. Retrieve the source plate from the Cytomat 24 hotel.\n"
        "2. Peel the foil seal on the XPeel.\n"
        "3. Using the Fluent, transfer 5 µL from each well into the assay plate "
        "(Greiner 781096, 384-well).\n"
        "4. Re-seal the source plate on the a4S at 175 °C for 2 s.\n"
        "5. Return it to the 2C425 cold store at 4 °C.\n"
        "Request: steps 1-5 as written.",
        "retrieve @cytomat_24 > peel @azenta_xpeel > transfer volume_ul=5 @tecan_fluent > "
        "seal temperature_c=175 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "protocolsteps-14",
        "Growth curve, E. coli MG1655 (strain collection no. 4471)\n"
        "1. Dilute overnight cultures 1:1000 in LB (bench).\n"
        "2. Dispense 200 µL of the diluted culture into each well of a clear 96-well plate "
        "(Corning 3370).\n"
        "3. Measure the OD of the plate on the SpectraMax (t = 0).\n"
        "Request: steps 2-3.",
        "ask",
    ),
    (
        "protocolsteps-15",
        "Quant-iT RiboGreen RNA Assay (R11490), high-range assay\n"
        "Reagent preparation: dilute the RiboGreen reagent 200-fold in 1X TE (by hand, "
        "protect from light).\n"
        "1. Add 100 µL of RNA sample (diluted in TE) to the wells of a black 96-well plate.\n"
        "2. Add 100 µL of the diluted RiboGreen reagent to each well.\n"
        "3. Incubate 5 min at RT, protected from light.\n"
        "4. Measure fluorescence (excitation ~480 nm, emission ~520 nm).\n"
        "Timing: 15 min.\n"
        "Request: all four steps, any liquid handler and whichever reader is free.",
        "transfer volume_ul=100 > transfer volume_ul=100 > incubate duration_s=300 > "
        "read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "protocolsteps-16",
        "Step 9. Heat-seal the plate with peelable foil (4titude 4ti-0550) at 220 °C for 3 s "
        "on the a4S.\n"
        "Step 10. Store at room temperature until shipping.\n"
        "Request: step 9 only.",
        "halted",
    ),
    # The RT wait is not given to the i5 (the request names pipetting and magnet only).
    (
        "protocolsteps-17",
        "SPRI clean-up, 1.8X (AMPure XP, A63881)\n"
        "Note: bring the beads to room temperature for 30 min before use (bench).\n"
        "1. Add 90 µL of AMPure XP beads to the 50 µL PCR reaction. Mix by pipetting 10 times "
        "with a volume of 100 µL.\n"
        "2. Incubate 5 min at room temperature.\n"
        "3. Place on the magnet for 5 min, until the solution is clear.\n"
        "4. Remove and discard 135 µL of supernatant.\n"
        "Request: pipetting and the magnet step on the Biomek i5 (on-deck magnet).",
        "transfer volume_ul=90 @biomek_i5 > mix volume_ul=100 cycles=10 @biomek_i5 > "
        "incubate duration_s=300 > magnetic_separation duration_s=300 @biomek_i5 > "
        "transfer volume_ul=135 @biomek_i5",
    ),
    (
        "protocolsteps-18",
        "Bead resuspension after wash 2\n"
        "4) Resuspend the beads by shaking at 3,500 rpm for 1 min on the plate shaker.\n"
        "5) Place on the magnet for 2 min.\n"
        "Request: 4) and 5).",
        "halted",
    ),
    (
        "protocolsteps-19",
        "Kinetic fluorescein read, time point t = 2 h\n"
        "1. Remove the plate from the Cytomat 2C450.\n"
        "2. The PF400 moves the plate to the SpectraMax i3x.\n"
        "3. Read fluorescence, Ex 485 nm / Em 535 nm, on the SpectraMax i3x.\n"
        "4. Return the plate to the incubator (37 °C, 5% CO2) for 2 h until the next time point.\n"
        "Request: steps 1-4.",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > "
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x > "
        "incubate temperature_c=37 duration_s=7200 co2_percent=5 @cytomat_2c450",
    ),
    (
        "protocolsteps-20",
        "384-well assay plate stamping (HTS campaign 22-B)\n"
        "Step 5. Using the Agilent Bravo (96LT head), stamp 20 µL from the source plate into "
        "quadrant 1 of the 384-well assay plate.\n"
        "Request: step 5 on the Bravo please.",
        "ask",
    ),
    (
        "protocolsteps-21",
        "Standard curve for the ELISA (Fig. 2A)\n"
        "1. Add 100 µL of Reagent Diluent (DY995) to columns 2-12 of a 96-well plate.\n"
        "2. Add 200 µL of the top standard (2,000 pg/mL) to each well of column 1.\n"
        "3. Serially transfer 100 µL from column 1 through column 11, mixing 5 times at each "
        "step; column 12 remains blank.\n"
        "Request: steps 1 and 2 on the Fluent; I'll do the serial dilution (step 3) by hand.",
        "transfer volume_ul=100 wells=88 @tecan_fluent > transfer volume_ul=200 wells=8 @tecan_fluent",
    ),
    (
        "protocolsteps-22",
        "LunaScript RT SuperMix Kit (E3010), cDNA synthesis\n"
        "Table 1: LunaScript RT SuperMix (5X) 4 µl; template RNA up to 1 µg; nuclease-free "
        "water to 20 µl. Assemble on ice (bench) in a 96-well PCR plate.\n"
        "Incubate in a thermocycler (heated lid on):\n"
        "  Primer annealing: 25 °C for 2 minutes\n"
        "  cDNA synthesis: 55 °C for 10 minutes\n"
        "  Heat inactivation: 95 °C for 1 minute\n"
        "Request: run the three incubations on the ODTC.",
        "incubate temperature_c=25 duration_s=120 @inheco_odtc > "
        "incubate temperature_c=55 duration_s=600 @inheco_odtc > "
        "incubate temperature_c=95 duration_s=60 @inheco_odtc",
    ),
    (
        "protocolsteps-23",
        "A205 peptide quantitation (after Scopes 1974), UV-transparent 96-well plate (Corning 3635)\n"
        "1. Dilute peptides to ~0.1 mg/mL in 10 mM phosphate, pH 7.0 (bench).\n"
        "2. Read absorbance at 205 nm on the SpectraMax i3x.\n"
        "Request: step 2.",
        "halted",
    ),
    # Both rpm and x g are given; the x g value is the setting.
    (
        "protocolsteps-24",
        "QIAprep Spin Miniprep Kit (27104), Quick-Start Protocol\n"
        "4. Add 350 µl Buffer N3 and mix immediately by inverting 4-6 times.\n"
        "5. Centrifuge for 10 min at 13,000 rpm (~17,900 x g) in a table-top microcentrifuge.\n"
        "6. Apply 800 µl supernatant from step 5 to the QIAprep 2.0 spin column by pipetting.\n"
        "Request: only step 5, in the 5424 R; everything else stays at the bench.",
        "spin rcf_g=17900 duration_s=600 @eppendorf_5424r",
    ),
    (
        "protocolsteps-25",
        "Harvest of suspension cells (Jurkat, passage 22)\n"
        "2. Transfer the culture into 50 mL conical tubes (by hand, max. 45 mL per tube).\n"
        "3. Pellet the cells at 300 × g for 5 min, 4 °C (Eppendorf 5810 R, swing-bucket rotor "
        "A-4-81 with 50 mL adapters).\n"
        "4. Aspirate the supernatant by hand and resuspend in 10 mL cold PBS.\n"
        "Request: step 3 only.",
        "spin rcf_g=300 duration_s=300 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "protocolsteps-26",
        "Protein precipitation for LC-MS/MS (internal standard d5-analyte, 50 ng/mL)\n"
        "1. Add 150 µL of ice-cold acetonitrile (containing internal standard) to 50 µL of "
        "plasma in a 96 deep-well plate.\n"
        "2. Shake for 5 min at 1,200 rpm.\n"
        "3. Centrifuge for 20 min at 2,500 × g in the HiG4.\n"
        "4. Transfer 100 µL of supernatant to a fresh 96-well plate for injection.\n"
        "Request: steps 1-4; pipetting on the Biomek i7.",
        "transfer volume_ul=150 @biomek_i7_hybrid > shake speed_rpm=1200 duration_s=300 > "
        "spin rcf_g=2500 duration_s=1200 @bionex_hig4 > transfer volume_ul=100 @biomek_i7_hybrid",
    ),
    (
        "protocolsteps-27",
        "3.3 Set up 25 µL reactions with 16S V4 primers 515F/806R (0.2 µM each) by hand.\n"
        "3.4 Amplification. Place the plate in the ODTC and run our standard 16S touchdown "
        "program (see Supplementary Table S3) for 35 cycles.\n"
        "Request: just 3.4.",
        "ask",
    ),
    # "overnight" has no store key; store carries only the temperature.
    (
        "protocolsteps-28",
        "Day 0 (afternoon), ELISA plate coating\n"
        "1. Dilute the capture antibody to 2 µg/mL in PBS (by hand; lot 2231145).\n"
        "2. Coat each well with 100 µL of the diluted capture antibody.\n"
        "3. Seal the plate (a4S, 160 °C, 2 s).\n"
        "4. Store at 4 °C overnight in the plate fridge.\n"
        "Request: steps 2-4.",
        "transfer volume_ul=100 > seal temperature_c=160 duration_s=2 @azenta_a4s > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    # 8 mL per transfer exceeds every liquid handler's 5,000 µL maximum; no silent split.
    (
        "protocolsteps-29",
        "Medium top-up for 15 mL conical cultures\n"
        "1. Pre-warm medium to 37 °C in the water bath (bench).\n"
        "2. Transfer 8 mL of fresh medium from the 50 mL tube into each of the six 15 mL "
        "conical tubes (Hamilton STAR).\n"
        "Request: step 2.",
        "halted",
    ),
    (
        "protocolsteps-30",
        "Library normalisation (Opentrons Flex), 48 libraries in rows A-D\n"
        "1. Transfer 10 µl of each library into rows A-D of a new 96-well PCR plate.\n"
        "2. Add 40 µl of 10 mM Tris-HCl, pH 8.5 to the same 48 wells.\n"
        "3. Seal at 165 °C for 3 s and spin for 30 sec at 1,000 x g in the VSpin.\n"
        "Critical: the VSpin needs a balance plate of equal mass in the opposite bucket.\n"
        "Request: steps 1-3; pipetting on the Flex.",
        "transfer volume_ul=10 wells=48 @opentrons_flex > transfer volume_ul=40 wells=48 @opentrons_flex > "
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=30 @agilent_vspin",
    ),
    (
        "protocolsteps-31",
        "Alkaline phosphatase activity, pNPP substrate (N2770)\n"
        "4. Add 100 µL of pNPP substrate (1 mg/mL in DEA buffer) to each well.\n"
        "5. Incubate 30 min at 37 °C.\n"
        "6. Read absorbance at 405 nm (or 410 nm - the original paper used 410; confirm which "
        "filter we validated).\n"
        "Request: steps 4-6.",
        "ask",
    ),
    # Two-step TaqMan cycling: 60 °C / 1 min recorded as annealing.
    (
        "protocolsteps-32",
        "TaqMan SNP genotyping (Assay ID C__11975250_10), 384-well PCR plate\n"
        "Step 1. Dispense 2.5 µL TaqMan Genotyping Master Mix (2X) containing the 40X assay "
        "into every well.\n"
        "Step 2. Add 2.5 µL genomic DNA (5 ng/µL).\n"
        "Step 3. Seal with optical heat-seal film at 165 °C for 2 seconds.\n"
        "Step 4. Spin down at 1000 g for 1 min.\n"
        "Step 5. Run on the CFX384: 95 °C for 10 min; 40 cycles of 95 °C for 15 s and 60 °C "
        "for 1 min.\n"
        "Request: steps 1-5; Hamilton for the liquid handling.",
        "transfer volume_ul=2.5 @hamilton_star > transfer volume_ul=2.5 @hamilton_star > "
        "seal temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "protocolsteps-33",
        "Small-EV enrichment without an ultracentrifuge (adapted, Fig. S2)\n"
        "3. Spin the 1.5 mL tubes at 25,000 x g for 30 min at 4 °C (5424 R).\n"
        "4. Remove supernatant by hand; resuspend the pellet in 50 µL PBS.\n"
        "Request: step 3.",
        "halted",
    ),
    (
        "protocolsteps-34",
        "Kinase reaction termination\n"
        "4. Add 20 µL of stop buffer (0.5 M EDTA, pH 8.0) to each well.\n"
        "5. Seal on the a4S at 165 °C for 1.5 s.\n"
        "6. Park the plate in the Cytomat 24 hotel until Monday's run.\n"
        "Request: steps 4-6.",
        "transfer volume_ul=20 > seal temperature_c=165 duration_s=1.5 @azenta_a4s > store @cytomat_24",
    ),
    (
        "protocolsteps-35",
        "Live-cell nuclear stain\n"
        "3. Add 2 drops of NucBlue Live ReadyProbes Reagent (R37605) per mL of medium directly "
        "to each well.\n"
        "4. Incubate 20 min at RT.\n"
        "Request: steps 3-4 on the Flex.",
        "ask",
    ),
    (
        "protocolsteps-36",
        "Elution after SPRI clean-up\n"
        "6. Resuspend the bead pellet in 22 µL of 10 mM Tris-HCl, pH 8.0; mix 10 times with 15 µL.\n"
        "7. Incubate 2 min at room temperature.\n"
        "8. Place on the magnet for 2 min.\n"
        "9. Transfer 20 µL of clear eluate to a new PCR plate.\n"
        "Pause point: eluates can be stored at -20 °C for up to a week.\n"
        "Request: pipetting and the magnet on the Biomek i7 (on-deck magnet); the 2-min wait "
        "can happen anywhere.",
        "transfer volume_ul=22 @biomek_i7_hybrid > mix volume_ul=15 cycles=10 @biomek_i7_hybrid > "
        "incubate duration_s=120 > magnetic_separation duration_s=120 @biomek_i7_hybrid > "
        "transfer volume_ul=20 @biomek_i7_hybrid",
    ),
    # Two fixed temperatures (no cycling) read as two ODTC incubations; the pause point is a note.
    (
        "protocolsteps-37",
        "EZ DNA Methylation-Lightning Kit (D5030), bisulfite conversion\n"
        "1. Add 130 µL of Lightning Conversion Reagent to 20 µL of DNA sample in a PCR plate. "
        "Mix by pipetting up and down 5 times with 100 µL.\n"
        "2. Place the plate in a thermal cycler: 98 °C for 8 minutes, then 54 °C for 60 minutes.\n"
        "Pause point: samples can be kept at 4 °C for up to 20 hours.\n"
        "Request: step 1 on the OT-2, step 2 on the ODTC.",
        "transfer volume_ul=130 @opentrons_ot2 > mix volume_ul=100 cycles=5 @opentrons_ot2 > "
        "incubate temperature_c=98 duration_s=480 @inheco_odtc > "
        "incubate temperature_c=54 duration_s=3600 @inheco_odtc",
    ),
    (
        "protocolsteps-38",
        "Step 6. Denature the samples at 110 °C for 5 min on the ODTC.\n"
        "Step 7. Snap-cool on ice (bench).\n"
        "Request: step 6.",
        "halted",
    ),
    (
        "protocolsteps-39",
        "MTT assay (Fig. 3B), 96-well plate seeded the day before\n"
        "Day 1\n"
        "1. Add 10 µL of compound dilutions (0.1-100 µM final) to columns 3-10.\n"
        "2. Incubate for 48 hrs at 37 ºC, 5 % CO2.\n"
        "Day 3\n"
        "3. Add 10 µL MTT (5 mg/mL in PBS) to every well; incubate 4 h at 37 ºC, 5 % CO2.\n"
        "4. Add 100 µL solubilisation solution (10% SDS in 0.01 M HCl) and incubate 16 h at 37 ºC.\n"
        "5. Read absorbance at 570 nm.\n"
        "Request: the whole thing - additions on the Fluent, incubations in the 2C450, read on "
        "the i3x.",
        "transfer volume_ul=10 wells=64 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 > "
        "transfer volume_ul=10 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450 > "
        "transfer volume_ul=100 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=57600 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=570 @spectramax_i3x",
    ),
    (
        "protocolsteps-40",
        "Step 3. Incubate on the plate shaker at speed 5 for 10 min at room temperature.\n"
        "Step 4. Proceed immediately to the wash.\n"
        "Request: step 3.",
        "ask",
    ),
    (
        "protocolsteps-41",
        "Amplicon workflow, part B\n"
        "Note: the PCR (step 4) must be followed by peeling and LabChip analysis (step 5).\n"
        "3. Seal the PCR plate (a4S; 165 °C, 3 s) and spin 30 s at 500 × g.\n"
        "4. Cycle on the ODTC: 95 °C 2 min; 25 cycles of 95 °C 20 s / 55 °C 20 s / 72 °C 30 s; "
        "72 °C 5 min; 4 °C hold.\n"
        "5. Peel (XPeel) and run DNA 1K on the LabChip GX Touch HT, 96 samples.\n"
        "Request: steps 3-5.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=500 duration_s=30 > "
        "run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=20 annealing_c=55 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc > peel @azenta_xpeel > "
        "run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "protocolsteps-42",
        "Dual-Glo Luciferase Assay System (E2920), 75 µL medium per well\n"
        "1. Add 75 µL of Dual-Glo Luciferase Reagent to each well.\n"
        "2. Wait at least 10 minutes.\n"
        "3. Measure firefly luminescence (1 s integration).\n"
        "4. Add 75 µL of Dual-Glo Stop & Glo Reagent to each well.\n"
        "5. Wait 10 minutes, then measure Renilla luminescence (1 s integration).\n"
        "Request: all five steps; dispensing on the Biomek i5, both reads on the SpectraMax i3x.",
        "transfer volume_ul=75 @biomek_i5 > incubate duration_s=600 > "
        "read_luminescence integration_s=1 @spectramax_i3x > transfer volume_ul=75 @biomek_i5 > "
        "incubate duration_s=600 > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "protocolsteps-43",
        "ChIP, chromatin shearing (truChIP, 520154)\n"
        "Step 2. Sonicate the plate for 3 x 10 s pulses at 30% amplitude to shear chromatin "
        "to 200-500 bp.\n"
        "Step 3. Centrifuge at 1,000 x g for 1 min.\n"
        "Request: steps 2-3.",
        "ask",
    ),
    (
        "protocolsteps-44",
        "Reagent plate preparation (reagent plate stored at 4 °C)\n"
        "1. Retrieve the reagent plate from the 2C425.\n"
        "2. Allow it to equilibrate to room temperature for 15 min.\n"
        "3. Spin at 200 ×g for 1 min in the VSpin to collect condensation.\n"
        "Request: steps 1-3.",
        "retrieve @cytomat_2c425 > incubate duration_s=900 > spin rcf_g=200 duration_s=60 @agilent_vspin",
    ),
    # Explicit storage step at -80 °C: no store in the lab goes below 4 °C, so halted, not ask.
    (
        "protocolsteps-45",
        "11. Seal the library plate at 165 °C for 3 s (a4S).\n"
        "12. Store the sealed library plate at −80 °C in the plate store until sequencing.\n"
        "Pause point: libraries are stable for at least 6 months.\n"
        "Request: steps 11-12.",
        "halted",
    ),
    (
        "protocolsteps-46",
        "In-cell western, IRDye 800CW secondary (926-32211, 1:800)\n"
        "8. Wash 3 x 5 min with PBS-T (bench).\n"
        "9. Read fluorescence on the i3x: excitation 785 nm, emission 880 nm.\n"
        "Request: step 9.",
        "halted",
    ),
    (
        "protocolsteps-47",
        "Step 3. Denature on the thermoshaker at 1,000 rpm, 105 °C, for 10 min.\n"
        "Step 4. Cool to room temperature (bench).\n"
        "Request: step 3.",
        "halted",
    ),
    (
        "protocolsteps-48",
        "Library normalisation to 2 nM\n"
        "7. Add the volume of Buffer EB given in Table 3 (not included in this excerpt) to "
        "each well.\n"
        "8. Shake for 1 min at 1,000 rpm.\n"
        "Request: steps 7-8 on the STAR and BioShake.",
        "ask",
    ),
    # Illegible scanned values: the temperature and the time cannot be read.
    (
        "protocolsteps-49",
        "(scan of lab notebook p. 112, partly illegible)\n"
        "Step 4. Incubate the plate at 3\ufffd \u00b0C for \u25a0\u25a0 min.\n"
        "Step 5. Read fluorescence Ex 485 / Em 528.\n"
        "Request: steps 4-5.",
        "ask",
    ),
    # The ▲CRITICAL note and the -20 °C PAUSE POINT are not workcell steps.
    (
        "protocolsteps-50",
        "Step 14 | Gibson assembly. Combine 5 µl of 2X NEBuilder HiFi DNA Assembly Master Mix "
        "(E2621) with 5 µl of DNA fragments (0.03-0.2 pmol in total) in a PCR plate by hand.\n"
        "Step 15 | Incubate at 50 °C for 60 min in the thermocycler (ODTC).\n"
        "▲CRITICAL STEP Do not exceed 60 min.\n"
        "■PAUSE POINT Assembled products can be stored at −20 °C.\n"
        "Request: step 15.",
        "incubate temperature_c=50 duration_s=3600 @inheco_odtc",
    ),
    # Wells A1 to H6 = columns 1-6 = 48 wells; the read runs after the shake.
    (
        "protocolsteps-51",
        "Quant-iT PicoGreen dsDNA assay (P7589)\n"
        "Reagent preparation: dilute PicoGreen 1:200 in 1X TE (by hand).\n"
        "1. Dispense 99 µL of 1X TE into wells A1 to H6.\n"
        "2. Add 1 µL of each DNA sample to those wells.\n"
        "3. Add 100 µL of PicoGreen working solution to the same wells.\n"
        "4. Read fluorescence (ex 480 / em 520) after shaking the plate for 30 sec at 1,000 rpm "
        "on the BioShake.\n"
        "Timing: 20 min; protect from light throughout.\n"
        "Request: pipetting on the OT-2.",
        "transfer volume_ul=99 wells=48 @opentrons_ot2 > transfer volume_ul=1 wells=48 @opentrons_ot2 > "
        "transfer volume_ul=100 wells=48 @opentrons_ot2 > "
        "shake speed_rpm=1000 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "protocolsteps-52",
        "Genomic DNA from whole blood, 24 deep-well format\n"
        "Step 4. Transfer 1 mL of cleared lysate into each well of the 24 deep-well plate (STAR).\n"
        "Step 5. Load the sample, wash and elution plates onto the KingFisher Flex (24 deep-well "
        "head) and start program PureLink_gDNA_24DW.\n"
        "Request: steps 4-5.",
        "transfer volume_ul=1000 @hamilton_star > run_program program=PureLink_gDNA_24DW @kingfisher_flex",
    ),
    (
        "protocolsteps-53",
        "Viral load qPCR (primers 900 nM, probe 250 nM), 384-well\n"
        "Step 4. The plate arrives sealed from the pre-PCR room; spin it for 2 min at 1,500 x g.\n"
        "Step 5. qPCR on the CFX 384: initial 95 °C/2 min; 45 x (95 °C/5 s, 60 °C/20 s, "
        "72 °C/15 s).\n"
        "Request: steps 4-5.",
        "spin rcf_g=1500 duration_s=120 > "
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=20 extension_c=72 extension_s=15 @biorad_cfx384",
    ),
    # Rows B-G of a 96-well plate = 72 wells; OD600 states the wavelength.
    (
        "protocolsteps-54",
        "Crystal violet biofilm assay (O'Toole, J. Vis. Exp. 2011)\n"
        "1. Dispense 100 µL of a 1:100 dilution of the overnight culture into rows B-G of a "
        "96-well plate (rows A and H = medium blanks, added by hand).\n"
        "2. Incubate statically for 24 h at 37 °C in the Cytomat 2C450.\n"
        "3. Read OD600 on the SpectraMax to check growth.\n"
        "Request: steps 1-3; dispensing on the Tecan Fluent.",
        "transfer volume_ul=100 wells=72 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "protocolsteps-55",
        "Nextera XT DNA Library Prep (FC-131-1096), Tagment Genomic DNA\n"
        "1. Add 10 µl Tagment DNA Buffer to each well of a new 96-well PCR plate.\n"
        "2. Add 5 µl normalized gDNA (0.2 ng/µl) to each well.\n"
        "3. Add 5 µl Amplicon Tagment Mix; pipette to mix 5 times with 10 µl.\n"
        "4. Seal (a4S, 165 °C, 3 s) and centrifuge at 280 × g at 20 °C for 1 minute.\n"
        "5. Place on the ODTC: 55 °C for 5 minutes.\n"
        "6. Peel on the XPeel, then immediately add 5 µl Neutralize Tagment Buffer to each well.\n"
        "Request: steps 1-6; liquid handling on the Biomek i7.",
        "transfer volume_ul=10 @biomek_i7_hybrid > transfer volume_ul=5 @biomek_i7_hybrid > "
        "transfer volume_ul=5 @biomek_i7_hybrid > mix volume_ul=10 cycles=5 @biomek_i7_hybrid > "
        "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=280 duration_s=60 temperature_c=20 > "
        "incubate temperature_c=55 duration_s=300 @inheco_odtc > peel @azenta_xpeel > "
        "transfer volume_ul=5 @biomek_i7_hybrid",
    ),
    (
        "protocolsteps-56",
        "Nano-Glo HiBiT Lytic Detection System (N3030)\n"
        "1. Prepare the Nano-Glo HiBiT Lytic Reagent: dilute LgBiT Protein 1:100 and substrate "
        "1:50 into buffer (bench).\n"
        "5. (done by hand) Add 100 µL reagent to each well and mix.\n"
        "6. Measure luminescence, integration 0.3 s per well.\n"
        "Request: only step 6 on the SpectraMax; the rest has been done.",
        "read_luminescence integration_s=0.3 @spectramax_i3x",
    ),
    (
        "protocolsteps-57",
        "Conditioned medium collection, 96-well flat-bottom plate\n"
        "1. Add 50 µL ice-cold PBS to each well.\n"
        "2. Centrifuge the plate at 1,500 rcf for 5 minutes at 4 degrees.\n"
        "3. Remove 40 µL of supernatant into a fresh plate.\n"
        "Request: steps 1-3, spin on the 5810 R (plate buckets).",
        "transfer volume_ul=50 > spin rcf_g=1500 duration_s=300 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=40",
    ),
    # 25 °C is stated as a number, so it is kept (not treated as "room temperature").
    (
        "protocolsteps-58",
        "Bacterial lysis, 24 deep-well plate\n"
        "Lysis buffer (bench): 50 mM Tris-HCl, 150 mM NaCl, 1% v/v Triton X-100, 1 mg/mL "
        "lysozyme (cat. 89833).\n"
        "1. Dispense 0.5 mL of lysis buffer into each well of the 24 deep-well plate (Flex).\n"
        "2. Shake for 10 mins at 600 rpm on the thermoshaker at 25 °C.\n"
        "Request: steps 1-2.",
        "transfer volume_ul=500 @opentrons_flex > "
        "shake speed_rpm=600 duration_s=600 temperature_c=25 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "protocolsteps-59",
        "Lentiviral transduction (MOI 0.5; titre 2.1 x 10^7 TU/mL), 96-well plate\n"
        "1. Twenty microlitres of viral supernatant were added to each well of columns one "
        "through six.\n"
        "2. Plates were incubated for seventy-two hours at thirty-seven degrees, five percent "
        "CO2, in the CO2 incubator.\n"
        "Request: please repeat both steps for today's plate.",
        "transfer volume_ul=20 wells=48 > "
        "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450",
    ),
    # The erratum replaces 500 x g by 800 x g.
    (
        "protocolsteps-60",
        "LDH release assay, NADH read-out\n"
        "2. Add 50 µL of reaction mix (0.2 mM NADH) to each well.\n"
        "3. Centirfuge 5 min at 500 × g [Erratum, protocol v2.1: this should read 800 × g].\n"
        "4. Read absorbance at 340 nm.\n"
        "Request: steps 2-4.",
        "transfer volume_ul=50 > spin rcf_g=800 duration_s=300 > read_absorbance wavelength_nm=340",
    ),
    # 384-well: columns 1-2 = 32 wells, columns 3-22 = 320 wells, columns 23-24 = 32 wells.
    (
        "protocolsteps-61",
        "Dose-response plate layout, 384-well (Greiner 781091), see Fig. 1 for the map\n"
        "1. Add 20 µL of DMSO-only control (0.5% v/v) to columns 1 and 2.\n"
        "2. Add 20 µL of compound (10-point, 1:3 series) to columns 3-22.\n"
        "3. Add 20 µL of reference inhibitor (staurosporine, 1 µM) to columns 23-24.\n"
        "Request: steps 1-3 on the Tecan Fluent.",
        "transfer volume_ul=20 wells=32 @tecan_fluent > transfer volume_ul=20 wells=320 @tecan_fluent > "
        "transfer volume_ul=20 wells=32 @tecan_fluent",
    ),
    (
        "protocolsteps-62",
        "TMB ELISA, final steps\n"
        "Step 8. Add 50 µL of 1 M H3PO4 stop solution to each well.\n"
        "Step 9. Read absorbance at 450 nm - but first spin the plate for 1 min at 1000 xg in "
        "the VSpin to remove bubbles.\n"
        "Request: steps 8-9.",
        "transfer volume_ul=50 > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "protocolsteps-63",
        "Step 6. Plates were sealed (a4S) at 170 °C for 2 s.\n"
        "Step 7. Plates were stored at 8 °C in the 2C425 until courier pick-up (Thursday, "
        "room 3.14).\n"
        "Request: redo steps 6 and 7 for this week's plate.",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > store temperature_c=8 @cytomat_2c425",
    ),
    # "moves the plate into the Cytomat 24 for storage" is read as a move plus a store.
    (
        "protocolsteps-64",
        "Resorufin end-point read\n"
        "Step 9. Read fluorescence (Ex 544 nm / Em 590 nm) on the SpectraMax i3x.\n"
        "Step 10. After the read, the PF400 moves the plate into the Cytomat 24 for storage.\n"
        "Request: steps 9-10.",
        "read_fluorescence excitation_nm=544 emission_nm=590 @spectramax_i3x > "
        "move_plate @precise_pf400 > store @cytomat_24",
    ),
    (
        "protocolsteps-65",
        "Proteinase K digestion (PK 20 mg/mL stock, cat. 25530049)\n"
        "Step 1. Add 50 µL of Proteinase K working solution to each well (Biomek i5).\n"
        "Step 2. Incubate with shakng on the BioShake: 37 °C, 700 rpm, 45 min.\n"
        "Request: steps 1 and 2.",
        "transfer volume_ul=50 @biomek_i5 > "
        "shake speed_rpm=700 duration_s=2700 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "protocolsteps-66",
        "Colony PCR (OneTaq 2X Master Mix, M0482), row A of a 96-well PCR plate\n"
        "1. Dispense 19 µL of master mix into wells A1-A12.\n"
        "2. Pick colonies with a sterile tip into each well (by hand).\n"
        "3. Cycle on the ODTC: 94ºC 5 min; 30 cycles: 94ºC 30 sec, 52ºC 30 sec, 72ºC 90 sec; "
        "72ºC 7 min; 12ºC hold.\n"
        "Request: step 1 on the Flex, step 3 on the ODTC.",
        "transfer volume_ul=19 wells=12 @opentrons_flex > "
        "run_pcr cycles=30 initial_denaturation_c=94 initial_denaturation_s=300 denaturation_c=94 "
        "denaturation_s=30 annealing_c=52 annealing_s=30 extension_c=72 extension_s=90 "
        "final_extension_c=72 final_extension_s=420 hold_c=12 @inheco_odtc",
    ),
    (
        "protocolsteps-67",
        "Step 12. Resuspend the cell pellet by pipetting up and down 20 times with 150 µL.\n"
        "Step 13. Transfer 180 µL of the suspension into a new flat-bottom plate.\n"
        "Request: both steps on the Hamilton STAR.",
        "mix volume_ul=150 cycles=20 @hamilton_star > transfer volume_ul=180 @hamilton_star",
    ),
    (
        "protocolsteps-68",
        "Reaction quench\n"
        "Step 5. Chill the plate on the Biomek i5 cold block at 4 °C for 10 min.\n"
        "Step 6. Add 25 µL of ice-cold stop buffer (100 mM EDTA) to each well (i5).\n"
        "Request: steps 5-6.",
        "incubate temperature_c=4 duration_s=600 @biomek_i5 > transfer volume_ul=25 @biomek_i5",
    ),
    (
        "protocolsteps-69",
        "DNase I treatment (RNase-free DNase I, EN0521, 1 U/µL)\n"
        "1. Incubate at 37 °C for 30 min (ODTC).\n"
        "2. Add 1 µL of 50 mM EDTA to each reaction (Flex).\n"
        "3. Heat-inactivate at 65 °C for 10 min (ODTC).\n"
        "Request: steps 1-3.",
        "incubate temperature_c=37 duration_s=1800 @inheco_odtc > transfer volume_ul=1 @opentrons_flex > "
        "incubate temperature_c=65 duration_s=600 @inheco_odtc",
    ),
    (
        "protocolsteps-70",
        "Resazurin viability assay (resazurin sodium salt, 0.15 mg/mL in DPBS)\n"
        "1. Add 20 μl of resazurin solution to each well.\n"
        "2. Incubate 2 hr at 37 deg C in the CO2 incubator.\n"
        "3. Record fluorescence using 560 nm excitation / 590 nm emission.\n"
        "Request: steps 1-3.",
        "transfer volume_ul=20 > incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
]
