"""Hold-out batch "teachlab1": undergraduate teaching-lab handouts and demonstrator notes
adapted for the automated workcell.

Style: numbered "Procedure" sections with learning objectives, "Why do we do this?" boxes,
questions to the students (Q3, Q6 ...), safety notes, group and bench numbers, expected results,
and a demonstrator line saying which part the robot does this week.

Traps: group/bench/week/practical/question numbers, concentrations, passage numbers, Tm values,
band sizes and expected readings (A595 ~1.1, Cq 18-20) are context, not settings; steps the
students do BY HAND at the bench are not plan steps; "Q5" as a polymerase name; "drops" that a
spin removes vs drops to dispense; an erratum correcting a time; later steps mentioned first;
two-step qPCR (combined anneal/extend = annealing); two-wavelength reads; room-temperature waits;
numbers as words, thousands separators, typos (centrifudge, absorbence, incubte), uL/µl/microlitres,
°C/ºC/deg C/degC/C, min/mins/h/hrs. Ask cases: vortex, sonicate, rpm-only spin, "speed 5", OD
with no wavelength, NanoDrop/Echo (not in the lab), nL, drops, PCR with no temperatures, a
transfer with no volume, 405 or 410 nm. Halted cases push shake speed, centrifugal force (tubes
and plates), seal temperature, block temperature, PCR denaturation, transfer volume, absorbance
and emission wavelength, luminescence integration and CO2 beyond every suitable instrument.
"""

NAME = "teachlab1"

CASES: list[tuple[str, str, str]] = [
    # the 10 uL standards are pipetted by the students by hand, so they are not a robot step
    (
        'teachlab1-01',
        'BIOC2010 Practical 3: Bradford protein assay. Group 6, bench 12.\nLearning objectives: (i) build a BSA standard curve (0-2 mg/mL); (ii) estimate the protein in your unknown.\nBefore you hand the plate in, YOU pipette 10 µL of each standard and unknown into columns 1-6 of the flat 96-well plate by hand.\nProcedure (robot):\n1. The Tecan Fluent adds 200 µL Bradford reagent to columns 1-6.\n2. Leave at room temperature for 5 min.\n3. Read absorbance at 595 nm.\nWhy do we do this? Coomassie G-250 shifts its maximum from 465 nm to 595 nm when it binds protein.\nQ3: why is the blank needed?\nExpected result: top standard A595 around 1.1.',
        'transfer volume_ul=200 wells=48 @tecan_fluent > incubate duration_s=300 > read_absorbance wavelength_nm=595',
    ),
    # 'drops' is what the spin removes, not a volume to dispense
    (
        'teachlab1-02',
        "Demonstrator note, Week 4 (Tuesday groups, benches 1-8): the robot only does the quick spin before the ELISA this week - VSpin, 300 x g for 1 minute, to bring the drops down off the well walls.\nSafety: the VSpin needs a balance plate (we've supplied one); never open the lid while it is spinning. Everything else you do yourselves.",
        'spin rcf_g=300 duration_s=60 @agilent_vspin',
    ),
    (
        'teachlab1-03',
        'Practical 5 - Yeast lysis with glass beads (group 2, bench 4).\nProcedure step 4 (automated): shake the deep-well block on the BioShake at 3,500 rpm for 10 min to break the cell walls.\nWhy do we do this? Yeast walls are tough; the beads grind them open.\nSafety: goggles on; spilled glass beads are slippery.',
        'halted',
    ),
    (
        'teachlab1-04',
        'Lab 2 (automated version): DNA extraction from strawberries. Group 3, bench 7.\nStep 3 - robot: add 500 µL of extraction buffer (10% SDS, 1.5 g NaCl per 100 mL) to each tube, then vortex the tubes for 15 s.\nWhy do we do this? The detergent breaks the membranes; the salt helps the DNA clump together.\nSafety: the ice-cold ethanol is flammable - keep it away from the Bunsen.',
        'ask',
    ),
    (
        'teachlab1-05',
        'MB2 Practical 2: colony PCR to screen for the lacZ insert. All ten groups share one PCR plate (group n = column n).\nProcedure 6 (run by the ODTC this week):\n  initial denaturation 95 °C for 3 min;\n  30 cycles of 95 °C 30 s / 55 °C 30 s / 72 °C 1 min;\n  final extension 72 °C for 5 min; hold at 4 °C.\nQ4: why do we anneal at 55 °C when the primer Tm is about 60 °C?\nExpected result: a ~500 bp band for white colonies, nothing for blue ones.',
        'run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc',
    ),
    (
        'teachlab1-06',
        'Practical 4 - harvesting E. coli. Groups 1-6.\nProcedure 2 (robot): centrifuge the 15 mL tubes in the 5810R at 4000 rpm for 10 min at 4 °C. You pour the supernatant off into the Virkon pot afterwards.\nWhy do we do this? We want the cells, not the spent medium.',
        'ask',
    ),
    (
        'teachlab1-07',
        "Immunology practical, ELISA part B (groups 1-12, one strip each).\nDemonstrator: from the substrate step on, it's the robot's job.\n1. Biomek i7 adds 100 µL TMB substrate to every well.\n2. Incubate 15 minutes at room temperature in the dark.\n3. The i7 adds 50 µL of stop solution (1 M H2SO4). SAFETY: acid - goggles on.\n4. Read at 450 nm on the SpectraMax.\nExpected result: positives go blue, then yellow after the stop; A450 above 1.0 for the top standard.",
        'transfer volume_ul=100 @biomek_i7_hybrid > incubate duration_s=900 > transfer volume_ul=50 @biomek_i7_hybrid > read_absorbance wavelength_nm=450 @spectramax_i3x',
    ),
    (
        'teachlab1-08',
        'Plasmid miniprep, Practical 6, step 7. Group 9 (bench 3).\nThe workcell spins your 1.5 mL tubes at 22,000 x g for 1 min to pellet the debris.\nWhy do we do this? The cleared lysate is what goes onto the column.',
        'halted',
    ),
    (
        'teachlab1-09',
        'Cell biology practical - HeLa transfection (groups A-F).\nDemonstrator: the only thing the robot does this week is put your 96-well plate into the incubator: 37 °C, 5% CO2, 48 h. Write the passage number (P12) and seeding density (5 x 10^4 cells/well) in your notebook.\nSafety: all open work in the class II cabinet.',
        'incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450',
    ),
    (
        'teachlab1-10',
        'Handout 8, enzyme lab: fluorescein diacetate hydrolysis by esterases. Bench 10.\nRead the fluorescence (excitation 485 nm, emission 528 nm) once the plate has had 30 min at 37 °C shaking at 300 rpm on the BioShake.\nQ2: why does the product fluoresce but not the substrate?',
        'shake speed_rpm=300 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=485 emission_nm=528',
    ),
    (
        'teachlab1-11',
        'Procedure 3 (robot): put the plate on the BioShake at speed 5 for 2 min so the dye mixes in. Group 11, bench 2.\nExpected: an even orange colour across the row.',
        'ask',
    ),
    (
        'teachlab1-12',
        'Week 7 demo: automated RNA extraction from the HEK cell pellets (groups 1-4).\nThe robot runs the KingFisher Flex programme "MagMAX_mirVana_Tissue" on the deep-well plates you loaded.\nQ1: why are the beads paramagnetic rather than permanently magnetic?\nExpected: roughly 2-5 µg RNA per well.',
        'run_program program=MagMAX_mirVana_Tissue @kingfisher_flex',
    ),
    (
        'teachlab1-13',
        'Practical 10 follow-up: PCR product QC. Benches 1-12, two samples each (24 in total).\nRobot this week: the XPeel takes the seal off your PCR plate, the LabChip GX Touch runs the DNA 1K assay on the 24 samples, then the plate is resealed at 165 °C for 2.5 s and goes into the plate fridge at 4 °C.\nWhy do we do this? It replaces the agarose gel: size and concentration in one go.\nExpected: a single peak at ~500 bp.',
        'peel @azenta_xpeel > run_assay assay=dna_1k sample_count=24 @labchip_gx_touch_ht > seal temperature_c=165 duration_s=2.5 > store temperature_c=4 @cytomat_2c425',
    ),
    (
        'teachlab1-14',
        'Demonstrator note (Thursday lab): seal the qPCR plate on the a4S at 210 °C for 3 s before you carry it over to the qPCR room.\nSafety: the sealer platen is HOT.',
        'halted',
    ),
    # two-step cycling: the combined anneal/extend step is the annealing step, so no extension keys
    (
        'teachlab1-15',
        'Practical 9 - RT-qPCR of GAPDH vs our target gene (4 groups x 16 wells = 64 wells of the 384-well plate).\nProcedure (robot, this week):\n1. Seal the plate on the a4S, 165 °C, 3 s.\n2. Spin it in the VSpin, 1000 x g, 1 min.\n3. CFX384: 95 °C for 2 min, then 40 cycles of 95 °C 5 s and anneal/extend at 60 °C for 30 s.\nQ5: why do we include a no-template control?\nExpected result: GAPDH Cq around 18-20.',
        'seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384',
    ),
    (
        'teachlab1-16',
        'Growth curve practical (groups 1-8). The robot reads the OD of your E. coli cultures in the flat plate.\nExpected: a lag phase for roughly the first hour.',
        'ask',
    ),
    # the vortex and spin are done by the students at the bench, so they are not plan steps (no 'ask')
    (
        'teachlab1-17',
        'Luciferase reporter lab, week 9. Demonstrator: you vortex and spin your own lysate tubes at the bench; the ONLY robot step this week is the luminescence read on the SpectraMax, 1 s integration per well.\nQ2: why do we normalise to total protein?',
        'read_luminescence integration_s=1 @spectramax_i3x',
    ),
    (
        'teachlab1-18',
        "Practical 1: Pipetting accuracy and dilution series (group 5, bench 9).\nLearning objective: compare the robot's precision with yours.\nProcedure (robot half):\n1. Hamilton STAR puts 180 µL water into rows B-H of the flat plate.\n2. It then adds 20 µL of Orange G stock to row B.\n3. It mixes row B 5 times with 100 µL.\n4. Read absorbance at 478 nm.\nWhy do we do this? Beer-Lambert: A should scale with concentration.\nExpected: A478 about 0.9 in row B.",
        'transfer volume_ul=180 wells=84 @hamilton_star > transfer volume_ul=20 wells=12 @hamilton_star > mix volume_ul=100 cycles=5 wells=12 @hamilton_star > read_absorbance wavelength_nm=478',
    ),
    (
        'teachlab1-19',
        'Heat-inactivation step (Practical 6, group 7): hold the PCR plate on the ODTC at 105 °C for 10 min to kill the DNase.\nQ: why not just boil it on the bench?',
        'halted',
    ),
    (
        'teachlab1-20',
        "End-of-session note for demonstrators: the robot puts every group's plate in the Cytomat 2C425 cold store at 4 °C until next Tuesday's session (benches 1-16).",
        'store temperature_c=4 @cytomat_2c425',
    ),
    (
        'teachlab1-21',
        'Practical 7: Bacterial growth and antibiotics. Group 4, bench 6.\nProcedure (robot):\n1. Opentrons Flex adds 150 µL LB to every well of the flat 96 plate.\n2. The Flex then adds 5 µL of overnight culture to columns 1-4 only.\n3. BioShake: 37 °C, 200 rpm, 4 h.\n4. Read OD600.\nQ3: why are columns 5-12 left uninoculated?\nSafety: BSL1 - wipe spills with 70% ethanol.',
        'transfer volume_ul=150 @opentrons_flex > transfer volume_ul=5 wells=32 @opentrons_flex > shake speed_rpm=200 duration_s=14400 temperature_c=37 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=600',
    ),
    (
        'teachlab1-22',
        'Practical 6, step 9: the workcell should measure A260/A280 of each miniprep on the NanoDrop One.\nExpected ratio ~1.8; Q7: what does a low ratio mean?',
        'ask',
    ),
    (
        'teachlab1-23',
        'Restriction mapping lab: the OT-2 moves 10 uL of each digest into a fresh PCR plate, columns 1 and 2 only (groups 1-16, one well each).',
        'transfer volume_ul=10 wells=16 @opentrons_ot2',
    ),
    (
        'teachlab1-24',
        'Miniprep, Practical 6, step 3: spin at 13,000 × g for 10 minutes at 4 °C in the 5424R.\nWhy do we do this? The cold keeps nucleases slow while the precipitate pellets.',
        'spin rcf_g=13000 duration_s=600 temperature_c=4 @eppendorf_5424r',
    ),
    (
        'teachlab1-25',
        'Demonstrator note, week 3: the ODTC runs 35 cycles of the usual colony PCR on the group plates. You load the plate, the robot does the rest.',
        'ask',
    ),
    (
        'teachlab1-26',
        'Demonstrator: pellet the cells in the HiG4 this week, 2500 xg for 20 mins, PCR plates (group 3, bench 8).',
        'spin rcf_g=2500 duration_s=1200 @bionex_hig4',
    ),
    # the 'fetch' is the hotel's retrieve followed by the arm's move to the reader
    (
        'teachlab1-27',
        'BCA assay practical, part 2. The PF400 fetches your plate from the Cytomat 24 hotel and carries it to the reader; then read absorbance at 562 nm.\nExpected result: purple colour, A562 ~1.5 for the 2 mg/mL BSA standard.',
        'retrieve @cytomat_24 > move_plate @precise_pf400 > read_absorbance wavelength_nm=562',
    ),
    (
        'teachlab1-28',
        'Practical 3b: the Biomek i5 adds the Bradford reagent to all the wells, then read at 595 nm. Group 2, bench 14.',
        'ask',
    ),
    (
        'teachlab1-29',
        'Practical 8: Transformation of competent E. coli with pGLO. Group 3, bench 5.\nWhy do we do this? The heat shock makes the membrane briefly leaky to the plasmid.\nProcedure (robot, this week):\n1. ODTC holds the PCR plate of cells + DNA at 4 °C for 30 min (replaces the ice bucket).\n2. Heat shock: 42 °C for 45 s.\n3. Back to 4 °C for 2 min.\n4. Tecan Fluent adds 150 µL SOC to each well.\n5. BioShake, 37 °C, 250 rpm, 1 hour.\nSafety: pGLO strains are BSL1; everything goes in the autoclave bin.',
        'incubate temperature_c=4 duration_s=1800 @inheco_odtc > incubate temperature_c=42 duration_s=45 @inheco_odtc > incubate temperature_c=4 duration_s=120 @inheco_odtc > transfer volume_ul=150 @tecan_fluent > shake speed_rpm=250 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm',
    ),
    (
        'teachlab1-30',
        'Practical 11 - nuclear extracts. Spin the 96-well PCR plate at 25,000 ×g for 30 min at 4 °C. Group 12.',
        'halted',
    ),
    (
        'teachlab1-31',
        'Alkaline phosphatase kinetics (groups 1-6). Read the pNPP plate at 405 nm - or is it 410? The old handout says 410; check with Dr Okafor before running.',
        'ask',
    ),
    (
        'teachlab1-32',
        'Restriction digest of pUC19 (Practical 5, groups 1-12).\nProcedure (robot): ODTC 37 °C for 1 h, then 80 °C for 20 min to heat-kill EcoRI, then the LabChip GX Touch runs DNA 5K on the 12 digests.\nQ2: why do we heat-kill the enzyme before analysis?\nExpected: one linear band at 2686 bp.',
        'incubate temperature_c=37 duration_s=3600 @inheco_odtc > incubate temperature_c=80 duration_s=1200 @inheco_odtc > run_assay assay=dna_5k sample_count=12 @labchip_gx_touch_ht',
    ),
    (
        'teachlab1-33',
        'Enzyme kinetics (alkaline phosphatase), Practical 4. Groups 1-8, one column each.\nThe Biomek i5 adds 50 µL pNPP substrate to columns 1-8, holds the plate at 37 °C for 20 min on its heated deck position, then adds 50 µL of 3 M NaOH to columns 1-8 to stop the reaction. Read A405.\nSafety: NaOH is corrosive.\nExpected: yellow colour, strongest at the highest enzyme concentration.',
        'transfer volume_ul=50 wells=64 @biomek_i5 > incubate temperature_c=37 duration_s=1200 @biomek_i5 > transfer volume_ul=50 wells=64 @biomek_i5 > read_absorbance wavelength_nm=405',
    ),
    (
        'teachlab1-34',
        "Demonstrators' prep, Monday: Hamilton STAR dispenses 7.5 mL of LB into each of the 48 Falcon 50 mL tubes (one per student).",
        'halted',
    ),
    # the 24 h drug treatment already happened last week: context, not a step
    (
        'teachlab1-35',
        "Cell biology Practical 4: MTT viability assay after last week's 24 h drug treatment. Group C, bench 11.\nProcedure (the robot does all of this week's steps):\n1. Retrieve your plate from the incubator.\n2. OT-2 adds 10 µL of MTT (5 mg/mL) to each well.\n3. Back into the incubator, 37 °C and 5 % CO2, for 3 h.\n4. OT-2 adds 100 µL DMSO to dissolve the formazan.\n5. Shake on the BioShake at 500 rpm for 5 min.\n6. Read at 570 nm.\nQ4: why do only living cells reduce MTT?\nSafety: DMSO carries chemicals through gloves.",
        'retrieve @cytomat_2c450 > transfer volume_ul=10 @opentrons_ot2 > incubate temperature_c=37 duration_s=10800 co2_percent=5 @cytomat_2c450 > transfer volume_ul=100 @opentrons_ot2 > shake speed_rpm=500 duration_s=300 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=570',
    ),
    (
        'teachlab1-36',
        'Practical 12 (pH indicators): the robot adds 2 drops of phenol red to each well of the flat plate, then reads absorbance at 560 nm.',
        'ask',
    ),
    (
        'teachlab1-37',
        'Reporter-gene practical, week 10. Demonstrator: the robot does the reagent add and the read; no lysis step this time.\nOpentrons Flex adds 100 µL ONE-Glo to rows A-D (48 wells). Leave it 10 min at room temp. Read luminescence, integration 0.5 s.\nExpected: firefly signal of 10^5-10^6 RLU in transfected wells.',
        'transfer volume_ul=100 wells=48 @opentrons_flex > incubate duration_s=600 > read_luminescence integration_s=0.5',
    ),
    (
        'teachlab1-38',
        'Peptide-bond absorbance demo (Practical 2, Q6): read the UV-transparent plate at 205 nm to show the peptide backbone absorbs.',
        'halted',
    ),
    (
        'teachlab1-39',
        'AlamarBlue (resazurin) viability practical, group 6.\n1. Fluent adds 20 µl resazurin to every well.\n2. Incubte in the Cytomat, 37 ºC, 5% CO2, two hours.\n3. Read fluorescence: ex 560 nm / em 590 nm.\nWhy? Live cells reduce blue resazurin to pink, fluorescent resorufin.',
        'transfer volume_ul=20 @tecan_fluent > incubate temperature_c=37 duration_s=7200 co2_percent=5 @cytomat_2c450 > read_fluorescence excitation_nm=560 emission_nm=590',
    ),
    (
        'teachlab1-40',
        'Drug screening mini-project (final-year group). The workcell dispenses 50 nL of each compound from the source plate into the assay plate with the Echo.',
        'ask',
    ),
    (
        'teachlab1-41',
        'Practical 3: reducing sugars by the DNS method (groups 1-6, columns 1-6).\nProcedure:\n1. Hamilton adds 50 µL DNS reagent to the 50 µL of sugar sample already in columns 1-6 of the PCR plate.\n2. Seal on the a4S at 170 °C for 2 s.\n3. ODTC: 95 °C for 5 min (the colour develops).\n4. XPeel removes the seal.\n5. Read absorbance at 540 nm.\nSafety: DNS reagent contains phenol and NaOH - gloves and goggles.\nExpected: orange-brown, A540 proportional to glucose up to 2 mg/mL.',
        'transfer volume_ul=50 wells=48 @hamilton_star > seal temperature_c=170 duration_s=2 @azenta_a4s > incubate temperature_c=95 duration_s=300 @inheco_odtc > peel @azenta_xpeel > read_absorbance wavelength_nm=540',
    ),
    (
        'teachlab1-42',
        'ATP bioluminescence lab: read luminescence with a 90 s integration per well so the dim wells show up. Group 8.',
        'halted',
    ),
    (
        'teachlab1-43',
        'Lactate dehydrogenase lab (Practical 7). You have already loaded 150 µL of NADH + enzyme mix into row A.\nRobot: Biomek i7 adds 20 µL of 10 mM pyruvate to wells A1-A12, mixes A1-A12 3 times with 50 µL, then read A340 straight away.\nWhy A340? NADH absorbs there, NAD+ does not.',
        'transfer volume_ul=20 wells=12 @biomek_i7_hybrid > mix volume_ul=50 cycles=3 wells=12 @biomek_i7_hybrid > read_absorbance wavelength_nm=340',
    ),
    (
        'teachlab1-44',
        'Protein purification practical, step 2 (robot): sonicate the resuspended pellet for 30 s on ice, then spin at 16,000 x g for 20 min at 4 °C.',
        'ask',
    ),
    (
        'teachlab1-45',
        'His-tag purification, final session. The ODTC heats the samples at 95 °C for 5 min (denaturing), then the LabChip runs the Protein Express assay on all 32 samples (groups 1-16, two fractions each).',
        'incubate temperature_c=95 duration_s=300 @inheco_odtc > run_assay assay=protein_express sample_count=32 @labchip_gx_touch_ht',
    ),
    (
        'teachlab1-46',
        'Hypercapnia demo (physiology option): incubate the cells in the Cytomat at 37 °C with 25% CO2 for 24 h.',
        'halted',
    ),
    (
        'teachlab1-47',
        "RNA week. The KingFisher runs program 'RNA_Cells_Flex96', then the GX Touch runs the RNA assay on 16 samples.\nExpected: RQS above 8.",
        'run_program program=RNA_Cells_Flex96 @kingfisher_flex > run_assay assay=rna sample_count=16 @labchip_gx_touch_ht',
    ),
    (
        'teachlab1-48',
        'NGS library prep workshop (final years), bead clean-up. Demonstrator: the i5 does the clean-up this week.\n- Biomek i5 adds 90 µL AMPure XP beads (1.8x) to the 50 µL PCR product.\n- Mix 10 times at 60 µL.\n- Wait 5 minutes at room temperature.\n- On the i5 magnet for 5 min.\nQ: why 1.8x and not 0.6x?',
        'transfer volume_ul=90 @biomek_i5 > mix volume_ul=60 cycles=10 @biomek_i5 > incubate duration_s=300 > magnetic_separation duration_s=300 @biomek_i5',
    ),
    (
        'teachlab1-49',
        "Colony PCR, group 5's own program (entered on the ODTC): 30 cycles of 105 °C 30 s, 55 °C 30 s, 72 °C 1 min.",
        'halted',
    ),
    (
        'teachlab1-50',
        'Second session of the Bradford lab: take your plate out of the 2C425 plate fridge and read absorbence at 595 nm again.\nQ: has the colour drifted since last week?',
        'retrieve @cytomat_2c425 > read_absorbance wavelength_nm=595',
    ),
    (
        'teachlab1-51',
        'Practical 7b - MIC of ampicillin. Group 10, bench 1.\nOT2 puts 100 µL of Mueller-Hinton broth in every well, the plate incubates at 37 C for 18 h (no CO2 needed), then read OD600.\nExpected: clear wells above the MIC (about 4 µg/mL for the sensitive strain).',
        'transfer volume_ul=100 @opentrons_ot2 > incubate temperature_c=37 duration_s=64800 > read_absorbance wavelength_nm=600',
    ),
    (
        'teachlab1-52',
        'End of Practical 9 set-up: seal the plate (165 °C, 3 s), quick spin in the VSpin at 1000 g for one minute, then into the cold store at 4 °C until Thursday. Demonstrator: the robot does all three.',
        'seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 @agilent_vspin > store temperature_c=4 @cytomat_2c425',
    ),
    (
        'teachlab1-53',
        'Near-IR dye practical: read fluorescence at excitation 780 nm, emission 900 nm on the SpectraMax.',
        'halted',
    ),
    (
        'teachlab1-54',
        'Practical 11: pellet the bacteria in the deep-well plate - Eppendorf 5810 R, 3,000 x g, 15 min, 4 degC.',
        'spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r',
    ),
    (
        'teachlab1-55',
        'Handout, step 5: spin the plate at 500 x g for 5 min.\nERRATUM (Dr Lewis, Monday): that should be 2 min, not 5 - the cells are fragile.',
        'spin rcf_g=500 duration_s=120',
    ),
    (
        'teachlab1-56',
        'Demonstrator: the Fluent adds twenty microlitres of substrate to each well, then after five minutes at room temperature we read absorbance at four hundred and five nanometres.',
        'transfer volume_ul=20 @tecan_fluent > incubate duration_s=300 > read_absorbance wavelength_nm=405',
    ),
    # the 100 uL loaded by hand is context, not a robot transfer
    (
        'teachlab1-57',
        'Practical 1 part 2: mix wells A1 to A6 ten times with 30 uL on the Fluent (you loaded 100 uL of dye into each by hand).',
        'mix volume_ul=30 cycles=10 wells=6 @tecan_fluent',
    ),
    (
        'teachlab1-58',
        'pGLO week 2. Take the plate out of the Cytomat 2C450, shake it 1 min at 800 rpm on the BioShake, then read GFP fluorescence (ex 395 / em 509).\nExpected: green glow only in the arabinose wells.',
        'retrieve @cytomat_2c450 > shake speed_rpm=800 duration_s=60 @qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=395 emission_nm=509',
    ),
    (
        'teachlab1-59',
        "Demonstrator: the robot arm (PF400) moves each group's plate from the Fluent deck to the Cytomat 2C450; then incubate 37°C, 5% CO2, 72 hrs.",
        'move_plate @precise_pf400 > incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450',
    ),
    (
        'teachlab1-60',
        'qPCR practical (Practical 10): centrifudge the 384-well plate in the VSpin at 800 x g for 2 min, then on the CFX384: 95 deg C for 10 min; 45 cycles of 95 deg C 15 s, 58 deg C 20 s, 72 deg C 20 s.\nQ6: what does a high Cq tell you?',
        'spin rcf_g=800 duration_s=120 @agilent_vspin > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 @biorad_cfx384',
    ),
    # 'Q5' is the polymerase name, not a question number
    (
        'teachlab1-61',
        'Practical 2b PCR (Q5 High-Fidelity polymerase): on the ODTC, ninety-eight degrees for thirty seconds first, then thirty-five cycles of 98 °C for 10 s, 62 °C for 20 s and 72 °C for 15 s, a final 72 °C for two minutes, and hold at 10 °C.',
        'run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=15 final_extension_c=72 final_extension_s=120 hold_c=10 @inheco_odtc',
    ),
    (
        'teachlab1-62',
        'Biomek i7: shake the plate on its orbital shaker at 600 rpm for 3 min to resuspend the beads. Bench 15.',
        'shake speed_rpm=600 duration_s=180 @biomek_i7_hybrid',
    ),
    # the room-temperature cool-down is a timed wait, so an incubate with no temperature
    (
        'teachlab1-63',
        'BCA protein assay, Practical 3 alternative. Group 1, bench 16.\n1. Hamilton adds 200 µL BCA working reagent to columns 1-10.\n2. Incubate at 37 °C for 30 min.\n3. Let it cool at room temperature for 5 min.\n4. Read A562.\nWhy do we do this? Cu+ from the biuret reaction chelates BCA and turns purple.\nExpected: A562 of about 1.0 at 1 mg/mL.',
        'transfer volume_ul=200 wells=80 @hamilton_star > incubate temperature_c=37 duration_s=1800 > incubate duration_s=300 > read_absorbance wavelength_nm=562',
    ),
    (
        'teachlab1-64',
        'Sequencing prep: XPeel the sealed PCR plate, then the Flex moves 5 µL of each PCR into the clean-up plate (columns 1-3), and the a4S seals the clean-up plate at 160 °C for 3 s.',
        'peel @azenta_xpeel > transfer volume_ul=5 wells=24 @opentrons_flex > seal temperature_c=160 duration_s=3 @azenta_a4s',
    ),
    (
        'teachlab1-65',
        'Yeast growth practical (groups 1-4): the OT-2 adds 10 µL of starter culture to columns 1-6 (the YPD is already in), then BioShake at 30 °C, 1000 rpm for 1.5 h, then OD600.',
        'transfer volume_ul=10 wells=48 @opentrons_ot2 > shake speed_rpm=1000 duration_s=5400 temperature_c=30 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=600',
    ),
    (
        'teachlab1-66',
        'CellTiter-Glo lab: before the luminescence read (1 second integration), the Biomek i7 adds 100 µL CellTiter-Glo to each well and the BioShake mixes it at 500 rpm for 2 minutes; then leave it 10 min at room temperature to stabilise the signal.',
        'transfer volume_ul=100 @biomek_i7_hybrid > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > incubate duration_s=600 > read_luminescence integration_s=1',
    ),
    # two wavelengths = two single-wavelength reads
    (
        'teachlab1-67',
        'Plant biology practical: chlorophyll extracts in 80% acetone (flat plate). Read absorbance at 663 nm and at 645 nm (Arnon equations).\nSafety: acetone is flammable.\nExpected: A663 ~0.6.',
        'read_absorbance wavelength_nm=663 > read_absorbance wavelength_nm=645',
    ),
    (
        'teachlab1-68',
        'Demonstrator: at the end of the session, park the plates in the Cytomat 24 plate hotel (ambient) for the next group.',
        'store @cytomat_24',
    ),
    (
        'teachlab1-69',
        "Demonstrators' prep: the Fluent dispenses 1,000 µl of LB into each well of the deep-well block, then the block goes on the BioShake at 37 °C, 900 rpm for 16 h (overnight culture).",
        'transfer volume_ul=1000 @tecan_fluent > shake speed_rpm=900 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm',
    ),
    (
        'teachlab1-70',
        'Cloning lab, ligation (group 2): ODTC 16 °C for 4 h, then 65 °C for 10 min to inactivate the ligase, then into the Cytomat 2C425 at 4 °C.',
        'incubate temperature_c=16 duration_s=14400 @inheco_odtc > incubate temperature_c=65 duration_s=600 @inheco_odtc > store temperature_c=4 @cytomat_2c425',
    ),
]
