"""Hold-out batch "recipecards": protocols written like kit package inserts and cooking-recipe
cards -- a title, a "You will need" / "Materials" / "Ingredients" / "Equipment" part, then a
"Method" of short imperative lines, sprinkled with "Tip:", "Note:", "Warning:", "Yield:",
"Makes:", "Total time:", "Hands-on time:" and "Prep time:" lines. Kit-insert lines in the
"Add 100 µL Reagent A to each well. Incubate 30 minutes at 37°C." manner. Only the Method steps
are to run: volumes, speeds and times in the materials list, tips, warnings (e.g. "never spin
above ..."), yields and time summaries are NOT steps and must not change any value. A tip that
mentions an off-deck action (vortexing a reagent bottle, thawing on ice) does not make the plan
need clarification. Where the Equipment / You-will-need list names exactly one instrument of a
kind by model, the Method steps done on that kind of instrument are expected on it. Mixed unit
spellings (× g / x g / xg / rcf, µL / uL / μl / mL, min / mins / h / hrs / s / sec, °C / ºC /
deg C). Order traps ("— but first ...", "before you read, ...", "once the plate has been spun
...") appear inside Method lines. Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    ("rc_s01",
     "QUICK SPIN-DOWN (96-well PCR plate)\n"
     "You will need: PCR plate with 20 µL reactions; a balance plate\n"
     "Method\n"
     "1. Centrifuge the plate 1 min at 1,000 × g.\n"
     "Tip: for 384-well plates bump it to 1,500 × g.\n"
     "Yield: 1 bubble-free plate. Total time: 3 min.",
     "spin rcf_g=1000 duration_s=60"),

    ("rc_s02",
     "Bradford Protein Read\n"
     "Materials: Coomassie reagent (250 µL per well, already added); BSA standards 0-2 mg/mL\n"
     "Method:\n"
     "- Read absorbance at 595 nm.\n"
     "Note: colour is stable for about 60 minutes.\n"
     "Hands-on time: 2 min",
     "read_absorbance wavelength_nm=595"),

    ("rc_s03",
     "Heat-Seal a Storage Plate\n"
     "You will need\n"
     "* 96-well PCR plate\n"
     "* Peelable foil seal roll\n"
     "Method\n"
     "1. Seal on the Azenta a4S: 165 ºC, 1.5 s.\n"
     "Warning: the platen is hot; keep fingers clear of the drawer.",
     "seal temperature_c=165 duration_s=1.5 @azenta_a4s"),

    ("rc_s04",
     "De-seal before sampling\n"
     "You will need: sealed 96 deep-well plate (sample block)\n"
     "Method\n"
     "1. Remove the foil seal with the XPeel.\n"
     "Warning: do not peel by hand - aerosol risk.\n"
     "Total time: 1 min",
     "peel @azenta_xpeel"),

    ("rc_s05",
     "KIT INSERT - Substrate addition\n"
     "Reagents supplied: Reagent A (12 mL), Reagent B (12 mL)\n"
     "Procedure\n"
     "1. Dispense 0.1 mL Reagent A into each well using the Hamilton STAR.\n"
     "Note: Reagent B is used in kit protocol 2 only.",
     "transfer volume_ul=100 @hamilton_star"),

    ("rc_s06",
     "ATP Glow Read\n"
     "Ingredients: 96-well white plate, cells + 100 uL glow reagent per well (added on the bench)\n"
     "Method\n"
     "1. Record luminescence with 0.5 s integration per well on the SpectraMax i3x.\n"
     "Tip: equilibrate the plate to room temperature for 30 min beforehand for even signal.\n"
     "Makes: 96 data points",
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("rc_s07",
     "GFP Reporter Readout\n"
     "You will need: black clear-bottom 96-well plate\n"
     "Method:\n"
     "1. Read fluorescence - Ex 485 nm / Em 535 nm.\n"
     "Tip: a gain of 100 works for most transfections.",
     "read_fluorescence excitation_nm=485 emission_nm=535"),

    ("rc_s08",
     "Overnight Hold\n"
     "Equipment: Thermo Cytomat 2C425 refrigerated store\n"
     "Method\n"
     "1. Store the sealed plate at 4 deg C until tomorrow's run.\n"
     "Note: plates keep up to 72 h this way.",
     "store temperature_c=4 @cytomat_2c425"),

    ("rc_s09",
     "Cell expansion (2 days)\n"
     "You will need: seeded 96-well culture plate, 5% CO2\n"
     "Method\n"
     "1. Incubate 48 h at 37°C in the Cytomat 2C450.\n"
     "Tip: check confluence at 24 h on the microscope.\n"
     "Total time: 2 days. Hands-on time: 5 min.",
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450"),

    ("rc_s10",
     "Pathogen nucleic acid extraction (kit card)\n"
     "Materials: sample block (200 µL sample + 265 µL binding mix per well), 2 wash plates, "
     "elution plate (90 µL), tip comb\n"
     "Method\n"
     "1. Load all plates and run the MagMAX_Pathogen_96 script on the KingFisher Flex.\n"
     "Total time: 25 min.",
     "run_program @kingfisher_flex"),

    ("rc_s11",
     "Library QC\n"
     "You will need: diluted libraries in a 96-well PCR plate, DNA High Sensitivity chip\n"
     "Method\n"
     "1. Analyse 48 libraries on the LabChip GX Touch.\n"
     "Yield: one electropherogram per library.",
     "run_assay sample_count=48 @labchip_gx_touch_ht"),

    ("rc_s12",
     "Resuspend beads\n"
     "Equipment: QInstruments BioShake 3000-T elm\n"
     "Method\n"
     "1. Shake 2 min at 1,800 rpm.\n"
     "Tip: if beads settle again, repeat at the same speed.",
     "shake speed_rpm=1800 duration_s=120 @qinstruments_bioshake_3000t_elm"),

    ("rc_s13",
     "Clear the lysate (tubes)\n"
     "You will need: 24 × 1.5 mL tubes of lysate\n"
     "Method\n"
     "1. Spin 10 mins at 16,000 x g, 4 °C in the 5424 R.\n"
     "Warning: balance the rotor.",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("rc_s14",
     "Start of day\n"
     "Method\n"
     "1. Take the overnight culture plate out of the Cytomat 24 hotel.\n"
     "Prep time: 1 min",
     "retrieve @cytomat_24"),

    ("rc_s15",
     "Homogenise the wells\n"
     "You will need: OT-2 with P300 multi, 200 µL tips\n"
     "Method\n"
     "1. Mix by pipetting 40 μl up and down 10 times in every well.\n"
     "Tip: keep the tip just below the surface to avoid bubbles.",
     "mix volume_ul=40 @opentrons_ot2"),

    ("rc_s16",
     "SYBR qPCR run card\n"
     "Ingredients: 384-well PCR plate, 10 µL reactions, sealed and spun\n"
     "Method\n"
     "1. Run on the CFX384: 95 °C 2 min, then 40 cycles of 95 °C 5 s / 60 °C 30 s.\n"
     "Tip: add a melt curve if you are using SYBR Green.\n"
     "Total time: about 1 h 10 min.",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("rc_s17",
     "High-fidelity amplicon - cook it\n"
     "You will need: sealed 96-well PCR plate, 25 µL reactions\n"
     "Method\n"
     "1. Cycle on the ODTC: 98 °C 30 s; 25 × (98 °C 10 s, 62 °C 20 s, 72 °C 30 s); "
     "72 °C 2 min; hold at 4 °C.\n"
     "Tip: for amplicons over 2 kb use 30 s/kb extension.",
     "run_pcr cycles=25 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("rc_s18",
     "Growth check\n"
     "You will need: 96-well flat plate; cultures in columns 1-4, media blanks elsewhere\n"
     "Method\n"
     "1. Read OD600 of columns 1-4 only.\n"
     "Yield: 32 ODs.",
     "read_absorbance wavelength_nm=600 wells=32"),

    ("rc_s19",
     "Compound stamp (384)\n"
     "Equipment: Tecan Fluent with MCA 384\n"
     "Method\n"
     "1. Stamp 5 uL compound into rows A-H of the 384-well assay plate.\n"
     "Note: rows I-P stay as DMSO controls.",
     "transfer volume_ul=5 @tecan_fluent wells=192"),

    ("rc_s20",
     "Colour development\n"
     "Method\n"
     "1. Incubate 15 min at room temperature in the dark.\n"
     "Warning: TMB is light-sensitive.",
     "incubate duration_s=900"),

    # =====================================================================
    # two or three steps
    # =====================================================================
    ("rc_m01",
     "ELISA - Stop & Read\n"
     "Materials: Stop Solution (1 M H2SO4), 6 mL\n"
     "Method\n"
     "1. Add 50 µL Stop Solution to each well.\n"
     "2. Read at 450 nm within 30 min.\n"
     "Tip: blue turns yellow instantly; tap the plate gently if it does not.",
     "transfer volume_ul=50 > read_absorbance wavelength_nm=450"),

    ("rc_m02",
     "pNPP Phosphatase Readout\n"
     "You will need: 96-well flat plate with developed reactions\n"
     "Method\n"
     "1. Read the plate at 405 nm. Before you do, shake it 30 s at 500 rpm to even out the "
     "colour.\n"
     "Total time: 2 min",
     "shake speed_rpm=500 duration_s=30 > read_absorbance wavelength_nm=405"),

    ("rc_m03",
     "Open the PCR plate\n"
     "Method\n"
     "1. Once the plate has been spun (2 min, 500 × g), remove the seal on the XPeel.\n"
     "Note: spinning first keeps droplets off the foil.",
     "spin rcf_g=500 duration_s=120 > peel @azenta_xpeel"),

    ("rc_m04",
     "Half-plate PCR setup\n"
     "You will need: 2× master mix (1.5 mL), 96-well PCR plate, Biomek i7\n"
     "Method\n"
     "1. Add 15 µL master mix to columns 1-6.\n"
     "2. Seal at 170 °C for 3 s.\n"
     "3. Spin 1 min at 1,000 × g.\n"
     "Yield: 48 reactions.",
     "transfer volume_ul=15 @biomek_i7_hybrid wells=48 > seal temperature_c=170 duration_s=3 "
     "> spin rcf_g=1000 duration_s=60"),

    ("rc_m05",
     "Resazurin viability - kit insert\n"
     "Reagent supplied: Resazurin solution, 2 mL (enough for 100 wells at 20 µL)\n"
     "Assay procedure\n"
     "1. Add 20 µL resazurin to each well.\n"
     "2. Incubate 4 hours at 37°C.\n"
     "3. Read fluorescence 560/590 nm.\n"
     "Tip: vortex the resazurin vial before use.",
     "transfer volume_ul=20 > incubate temperature_c=37 duration_s=14400 > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),

    ("rc_m06",
     "Bacterial lysate, deep-well\n"
     "Equipment: Eppendorf Centrifuge 5810 R (plate buckets); plate shaker\n"
     "Method\n"
     "1. Shake the deep-well block 10 min at 1,200 rpm to resuspend pellets in lysis buffer.\n"
     "2. Spin 20 min at 2,500 xg, 4 ºC.\n"
     "Warning: never exceed 3,000 × g with deep-well blocks.",
     "shake speed_rpm=1200 duration_s=600 > spin rcf_g=2500 duration_s=1200 temperature_c=4 "
     "@eppendorf_5810r"),

    ("rc_m07",
     "KIT INSERT - Conjugate step\n"
     "Reagent B: HRP conjugate, ready to use, 11 mL\n"
     "1. Add 50 µL Reagent B to wells A1-D12.\n"
     "2. Incubate 20 minutes at room temperature.\n"
     "Note: wells E1-H12 are not used in this format.",
     "transfer volume_ul=50 wells=48 > incubate duration_s=1200"),

    ("rc_m08",
     "PCR clean-up (enzymatic)\n"
     "You will need: 5 µL PCR product per well, clean-up reagent (2 µL per reaction), ODTC\n"
     "Method\n"
     "1. Add 2 µL clean-up reagent to each 5 µL reaction.\n"
     "2. Incubate 15 min at 37 °C.\n"
     "3. Inactivate 5 min at 80 °C.\n"
     "Total time: 25 min. Hands-on time: 5 min.",
     "transfer volume_ul=2 > incubate temperature_c=37 duration_s=900 @inheco_odtc > "
     "incubate temperature_c=80 duration_s=300 @inheco_odtc"),

    ("rc_m09",
     "MTT Readout (day 3)\n"
     "You will need: MTT plate already solubilised with 100 µL DMSO per well\n"
     "Method\n"
     "1. Retrieve the plate from the Cytomat 2C450.\n"
     "2. Read at 570 nm.\n"
     "Tip: a 650 nm reference read is optional.",
     "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=570"),

    ("rc_m10",
     "Lysate to plate\n"
     "Ingredients: 1.5 mL tubes of crude lysate (600 µL each); 96 deep-well plate\n"
     "Method\n"
     "1. Spin the tubes briefly - 30 sec at 2,000 x g.\n"
     "2. Transfer 200 µL of each supernatant into the deep-well plate with the OT-2.\n"
     "Tip: leave the pellet undisturbed; 200 µL leaves a safe margin.",
     "spin rcf_g=2000 duration_s=30 > transfer volume_ul=200 @opentrons_ot2"),

    ("rc_m11",
     "Sample plate, sealed\n"
     "Method\n"
     "1. Seal the plate on the a4S at 175 °C for 2.5 s, having first dispensed 10 µL of sample "
     "into each well on the Fluent.\n"
     "Makes: 1 sealed sample plate",
     "transfer volume_ul=10 @tecan_fluent > seal temperature_c=175 duration_s=2.5 @azenta_a4s"),

    ("rc_m12",
     "Ligation in a thermoshaker\n"
     "You will need: 96-well PCR plate of ligation reactions (20 µL)\n"
     "Method\n"
     "1. Shake at 37 °C, 1,000 rpm, 1 h in the thermoshaker.\n"
     "2. Store the plate at 4 °C.\n"
     "Note: ligations are stable at 4 °C for a week.",
     "shake speed_rpm=1000 duration_s=3600 temperature_c=37 > store temperature_c=4"),

    ("rc_m13",
     "Elute & go\n"
     "You will need: sealed elution plate (100 µL buffer per well), wash plates, KF Flex\n"
     "Method\n"
     "1. Peel the elution plate.\n"
     "2. Run DNA_Elute_v2 on the KingFisher.\n"
     "Total time: 18 min",
     "peel > run_program @kingfisher_flex"),

    ("rc_m14",
     "Library dilution + sizing (row A)\n"
     "Equipment: Hamilton Microlab STAR; Revvity LabChip GX Touch HT\n"
     "Method\n"
     "1. Add 18 µL water to the 2 µL of library in each well of row A.\n"
     "2. Run the DNA 1K assay for the 12 samples.\n"
     "Yield: 12 sizing traces.",
     "transfer volume_ul=18 @hamilton_star wells=12 > run_assay sample_count=12 "
     "@labchip_gx_touch_ht"),

    ("rc_m15",
     "Kinase-Glo (384)\n"
     "You will need: 384-well white plate with 25 µL kinase reactions; detection reagent\n"
     "Method\n"
     "1. Add 25 µL detection reagent per well.\n"
     "2. Shake 2 min at 700 rpm.\n"
     "3. Read luminescence, 1 s per well.\n"
     "Hands-on time: 10 min.",
     "transfer volume_ul=25 > shake speed_rpm=700 duration_s=120 > "
     "read_luminescence integration_s=1"),

    ("rc_m16",
     "Mix & pulse\n"
     "Method\n"
     "1. Mix 10 times with 25 µL on the Biomek i5.\n"
     "2. Spin the plate 1 min at 800 × g in the VSpin.\n"
     "Tip: a 30 s pulse is enough for most plates.",
     "mix volume_ul=25 @biomek_i5 > spin rcf_g=800 duration_s=60 @agilent_vspin"),

    ("rc_m17",
     "Overnight culture - OD\n"
     "You will need: inoculated 96-well plate, breathable lid\n"
     "Method\n"
     "1. Incubate overnight at 30 °C.\n"
     "2. Next morning, read OD600.\n"
     "Total time: ~16 h (hands-on 5 min)",
     "incubate temperature_c=30 > read_absorbance wavelength_nm=600"),

    ("rc_m18",
     "NADH fluorescence (384)\n"
     "Method\n"
     "1. Read fluorescence Ex 340 / Em 450 nm - but first spin the plate 1 min at 1,000 rcf "
     "to clear bubbles.\n"
     "Note: read within 10 min.",
     "spin rcf_g=1000 duration_s=60 > read_fluorescence excitation_nm=340 emission_nm=450"),

    ("rc_m19",
     "Hand-off to the reader\n"
     "Method\n"
     "1. Move the plate to the SpectraMax with the PF400.\n"
     "2. Read absorbance at 340 nm.\n"
     "Prep time: none",
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=340 @spectramax_i3x"),

    ("rc_m20",
     "Medium change (suspension cells)\n"
     "Equipment: BioNex HiG 4\n"
     "Method\n"
     "1. Centrifuge cells 5 min at 400 × g.\n"
     "2. Add 100 µL fresh medium to every well.\n"
     "Warning: do not let the cells sit pelleted for more than 15 min.",
     "spin rcf_g=400 duration_s=300 @bionex_hig4 > transfer volume_ul=100"),

    # =====================================================================
    # four or more steps
    # =====================================================================
    ("rc_l01",
     "TMB ELISA - the finish\n"
     "Materials: TMB substrate 12 mL; Stop Solution 6 mL\n"
     "Method\n"
     "1. Add 100 µL TMB Substrate to each well.\n"
     "2. Incubate 15 min at room temperature in the dark.\n"
     "3. Add 50 µL Stop Solution.\n"
     "4. Read at 450 nm.\n"
     "Total time: 20 min.",
     "transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50 > "
     "read_absorbance wavelength_nm=450"),

    ("rc_l02",
     "Sandwich ELISA - capture step (kit insert)\n"
     "Kit contents: Standard (lyophilised), Assay Diluent 25 mL, Detection Antibody 12 mL\n"
     "Procedure\n"
     "1. Add 100 µL standard to columns 1 and 2.\n"
     "2. Add 100 µL sample to columns 3-12.\n"
     "3. Heat-seal the plate.\n"
     "4. Shake 2 hours at 500 rpm at room temperature.\n"
     "5. Peel the seal.\n"
     "6. Add 100 µL Detection Antibody to each well.\n"
     "Tip: run standards in duplicate down the two columns.",
     "transfer volume_ul=100 wells=16 > transfer volume_ul=100 wells=80 > seal > "
     "shake speed_rpm=500 duration_s=7200 > peel > transfer volume_ul=100"),

    ("rc_l03",
     "Colony PCR, full plate\n"
     "You will need: Opentrons Flex, 96-well PCR plate, 2× Taq mix, template in water\n"
     "Method\n"
     "1. Dispense 20 µL 2× Taq mix into each well.\n"
     "2. Add 5 µL template.\n"
     "3. Seal 2 s at 165 °C.\n"
     "4. Spin briefly, 1 min at 1,000 × g.\n"
     "5. Cycle: 95 °C 3 min; 35 cycles of 95 °C 30 s, 55 °C 30 s, 72 °C 45 s; 72 °C 5 min; "
     "hold 10 °C.\n"
     "Yield: 96 colonies screened.",
     "transfer volume_ul=20 @opentrons_flex > transfer volume_ul=5 @opentrons_flex > "
     "seal temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=60 > run_pcr cycles=35 "
     "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=30 "
     "annealing_c=55 annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72 "
     "final_extension_s=300 hold_c=10"),

    ("rc_l04",
     "qPCR plate from scratch (384)\n"
     "Ingredients: 2× SYBR mix, primer mix (10 µM), cDNA 1:10, 384-well PCR plate\n"
     "Method\n"
     "1. Dispense 5 µL 2× SYBR mix per well on the Fluent.\n"
     "2. Add 1 µL primer mix.\n"
     "3. Add 4 µL cDNA.\n"
     "4. Seal (175 °C, 2 s).\n"
     "5. Spin 2 min at 1,500 × g.\n"
     "6. Run on the CFX384: 95 °C 3 min, 40 × (95 °C 10 s, 58 °C 30 s).\n"
     "Tip: thaw the SYBR mix on ice and keep it dark.",
     "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=1 > transfer volume_ul=4 > "
     "seal temperature_c=175 duration_s=2 > spin rcf_g=1500 duration_s=120 > run_qpcr cycles=40 "
     "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 "
     "annealing_c=58 annealing_s=30 @biorad_cfx384"),

    ("rc_l05",
     "Compound dose-response, glow readout\n"
     "You will need: cells in a 96-well plate (90 µL/well), compound plate, glow reagent\n"
     "Method\n"
     "1. Retrieve the cell plate from the Cytomat 2C450.\n"
     "2. Add 10 µL compound per well with the Biomek i5.\n"
     "3. Incubate 24 h at 37 °C.\n"
     "4. Add 100 µL glow reagent.\n"
     "5. Shake 2 min at 300 rpm.\n"
     "6. Read luminescence, 0.25 s/well.\n"
     "Total time: 1 day + 30 min.",
     "retrieve @cytomat_2c450 > transfer volume_ul=10 @biomek_i5 > incubate temperature_c=37 "
     "duration_s=86400 > transfer volume_ul=100 > shake speed_rpm=300 duration_s=120 > "
     "read_luminescence integration_s=0.25"),

    ("rc_l06",
     "Genomic DNA from swabs\n"
     "Equipment: Hamilton STAR, BioShake, KingFisher Flex, a4S sealer, plate fridge\n"
     "Method\n"
     "1. Add 200 µL lysis buffer to each well of the 96 deep-well plate.\n"
     "2. Add 20 µL proteinase K.\n"
     "3. Shake 10 min at 1,000 rpm and 56 °C.\n"
     "4. Run the gDNA_Swab script on the KingFisher.\n"
     "5. Seal the elution plate, 170 °C for 2 s.\n"
     "6. Store at 4 °C.\n"
     "Warning: proteinase K is an irritant.",
     "transfer volume_ul=200 @hamilton_star > transfer volume_ul=20 @hamilton_star > "
     "shake speed_rpm=1000 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
     "run_program @kingfisher_flex > seal temperature_c=170 duration_s=2 @azenta_a4s > "
     "store temperature_c=4"),

    ("rc_l07",
     "MTS proliferation assay\n"
     "Materials: MTS reagent (20 µL per 100 µL culture)\n"
     "Method\n"
     "1. Add 20 µL MTS reagent to each well.\n"
     "2. Incubate 2 h at 37 °C in the CO2 incubator.\n"
     "3. Read at 490 nm - after you have shaken the plate 10 s at 1,000 rpm.\n"
     "Tip: incubation can be 1-4 h depending on cell type.",
     "transfer volume_ul=20 > incubate temperature_c=37 duration_s=7200 > "
     "shake speed_rpm=1000 duration_s=10 > read_absorbance wavelength_nm=490"),

    ("rc_l08",
     "BCA assay (one plate)\n"
     "You will need: BCA working reagent (20 mL), BSA standards, samples\n"
     "Method\n"
     "1. Pipette 25 µL standards into A1-H2.\n"
     "2. Pipette 25 µL samples into columns 3-12.\n"
     "3. Add 200 µL working reagent to every well.\n"
     "4. Shake 30 s.\n"
     "5. Incubate 30 min at 37 °C.\n"
     "6. Read at 562 nm.\n"
     "Tip: let the plate cool to room temperature before reading; colour keeps developing "
     "slowly.",
     "transfer volume_ul=25 wells=16 > transfer volume_ul=25 wells=80 > transfer volume_ul=200 > "
     "shake duration_s=30 > incubate temperature_c=37 duration_s=1800 > "
     "read_absorbance wavelength_nm=562"),

    ("rc_l09",
     "Plasmid prep, tube to plate\n"
     "You will need: 1.5 mL tubes of neutralised lysate, Biomek i7, KingFisher, UV-transparent "
     "96-well plate\n"
     "Method\n"
     "1. Spin the tubes 2 min at 12,000 × g.\n"
     "2. Transfer 500 µL cleared lysate to a 96 deep-well plate.\n"
     "3. Run the Plasmid_96 program.\n"
     "4. Transfer 100 µL eluate to the UV plate.\n"
     "5. Read A260.\n"
     "Yield: 5-15 µg plasmid per well.",
     "spin rcf_g=12000 duration_s=120 > transfer volume_ul=500 @biomek_i7_hybrid > "
     "run_program @kingfisher_flex > transfer volume_ul=100 @biomek_i7_hybrid > "
     "read_absorbance wavelength_nm=260"),

    ("rc_l10",
     "End-repair & ligation (library prep)\n"
     "Ingredients: 50 µL fragmented DNA per well (96-well PCR plate), ER enzyme mix, "
     "ligation master mix\n"
     "Method\n"
     "1. Add 7 µL end-repair mix.\n"
     "2. Incubate 30 min at 20 °C on the ODTC.\n"
     "3. Incubate 30 min at 65 °C on the ODTC.\n"
     "4. Add 30 µL ligation mix.\n"
     "5. Incubate 15 min at 20 °C.\n"
     "Pause point: the plate may be held at 4 °C overnight.",
     "transfer volume_ul=7 > incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1800 @inheco_odtc > transfer volume_ul=30 > "
     "incubate temperature_c=20 duration_s=900"),

    ("rc_l11",
     "Growth curve, half plate\n"
     "Equipment: OT-2; BioShake 3000-T\n"
     "Method\n"
     "1. Dispense 180 µL LB into each well.\n"
     "2. Add 20 µL culture to rows A-D.\n"
     "3. Shake at 37 °C, 800 rpm, for 16 hrs.\n"
     "4. Read OD600.\n"
     "Note: rows E-H stay as sterile blanks.",
     "transfer volume_ul=180 @opentrons_ot2 > transfer volume_ul=20 @opentrons_ot2 wells=48 > "
     "shake speed_rpm=800 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600"),

    ("rc_l12",
     "Seal, spin, park - and back again\n"
     "Method\n"
     "1. Seal at 160 °C, 4 s.\n"
     "2. Spin 1 min at 1000 × g on the VSpin.\n"
     "3. Store in the Cytomat 24.\n"
     "4. Next day: retrieve the plate from the Cytomat 24.\n"
     "5. Peel.\n"
     "Total time: overnight",
     "seal temperature_c=160 duration_s=4 > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
     "store @cytomat_24 > retrieve @cytomat_24 > peel"),

    ("rc_l13",
     "dsDNA dye quant\n"
     "You will need: black 96-well plate, 1× TE, dye working solution (freshly diluted 1:200)\n"
     "Method\n"
     "1. Dispense 99 µL 1× TE into each well.\n"
     "2. Add 1 µL sample with the Fluent.\n"
     "3. Add 100 µL dye working solution.\n"
     "4. Incubate 5 min at room temp, protected from light.\n"
     "5. Read fluorescence, excitation 480 nm, emission 520 nm.\n"
     "Tip: make the dye dilution in a plastic, not glass, container.",
     "transfer volume_ul=99 > transfer volume_ul=1 @tecan_fluent > transfer volume_ul=100 > "
     "incubate duration_s=300 > read_fluorescence excitation_nm=480 emission_nm=520"),

    ("rc_l14",
     "Genotyping PCR\n"
     "Method\n"
     "1. Add 10 µL 2× mix and 10 µL primer/template to each well.\n"
     "2. Cycle on the on-deck thermocycler - but seal the plate (a4S, 170 °C, 2 s) and "
     "pulse-spin it (30 s, 1,000 × g) first. Program: 94 °C 2 min; 30 × [94 °C 20 s, "
     "56 °C 20 s, 72 °C 40 s]; 72 °C 3 min; 4 °C hold.\n"
     "Yield: 96 genotypes.",
     "transfer volume_ul=10 > transfer volume_ul=10 > seal temperature_c=170 duration_s=2 "
     "@azenta_a4s > spin rcf_g=1000 duration_s=30 > run_pcr cycles=30 initial_denaturation_c=94 "
     "initial_denaturation_s=120 denaturation_c=94 denaturation_s=20 annealing_c=56 "
     "annealing_s=20 extension_c=72 extension_s=40 final_extension_c=72 final_extension_s=180 "
     "hold_c=4 @inheco_odtc"),

    ("rc_l15",
     "LDH release (cytotoxicity) - kit insert\n"
     "Kit: Reaction Mixture (catalyst + dye), Stop Solution\n"
     "Procedure\n"
     "1. Spin the culture plate 5 min at 250 × g.\n"
     "2. Transfer 50 µL supernatant to a new flat-bottom plate on the Biomek i7.\n"
     "3. Add 50 µL Reaction Mixture.\n"
     "4. Incubate 30 min at room temperature.\n"
     "5. Add 50 µL Stop Solution.\n"
     "6. Read absorbance at 490 nm.\n"
     "Warning: do not touch the cell layer when sampling.",
     "spin rcf_g=250 duration_s=300 > transfer volume_ul=50 @biomek_i7_hybrid > "
     "transfer volume_ul=50 > incubate duration_s=1800 > transfer volume_ul=50 > "
     "read_absorbance wavelength_nm=490"),

    ("rc_l16",
     "Sample-to-Ct (viral RNA)\n"
     "You will need: sealed sample block in the Cytomat 2C425, KingFisher Flex, "
     "one-step RT-qPCR mix, 384-well PCR plate\n"
     "Method\n"
     "1. Retrieve the sample block from the cold store.\n"
     "2. Remove its seal.\n"
     "3. Run Viral_RNA on the KingFisher.\n"
     "4. Dispense 15 µL one-step mix into the 384-well PCR plate.\n"
     "5. Add 5 µL RNA.\n"
     "6. Seal 2 s at 170 °C; spin 1 min at 1,000 × g.\n"
     "7. CFX384: 95 °C 2 min; 45 cycles of 95 °C 3 s, 60 °C 30 s.\n"
     "Total time: 2 h 15 min.",
     "retrieve @cytomat_2c425 > peel > run_program @kingfisher_flex > transfer volume_ul=15 > "
     "transfer volume_ul=5 > seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 "
     "> run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
     "denaturation_s=3 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("rc_l17",
     "Plate transformation (heat shock)\n"
     "You will need: 20 µL competent cells per well in a 96-well PCR plate, SOC\n"
     "Method\n"
     "1. Add 2 µL plasmid DNA to each well.\n"
     "2. Chill 30 min at 4 °C on the ODTC.\n"
     "3. Heat-shock 45 s at 42 °C.\n"
     "4. Back to 4 °C for 2 min.\n"
     "5. Add 150 µL SOC.\n"
     "6. Shake at 37 °C, 900 rpm, 1 h.\n"
     "Tip: do not mix competent cells by pipetting - flick only.",
     "transfer volume_ul=2 > incubate temperature_c=4 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=42 duration_s=45 > incubate temperature_c=4 duration_s=120 > "
     "transfer volume_ul=150 > shake speed_rpm=900 duration_s=3600 temperature_c=37"),

    ("rc_l18",
     "Enzyme kinetics, half plate\n"
     "Method\n"
     "1. Add 90 µL assay buffer to wells A1-H6.\n"
     "2. Pre-warm: shake 10 min at 37 °C, 300 rpm on the BioShake.\n"
     "3. Start reactions: add 10 µL substrate to wells A1-H6 with the STAR.\n"
     "4. Read absorbance at 405 nm.\n"
     "Hands-on time: 15 min.",
     "transfer volume_ul=90 wells=48 > shake speed_rpm=300 duration_s=600 temperature_c=37 "
     "@qinstruments_bioshake_3000t_elm > transfer volume_ul=10 @hamilton_star wells=48 > "
     "read_absorbance wavelength_nm=405"),

    ("rc_l19",
     "Cell staining, quick version\n"
     "Method\n"
     "1. After spinning the cells down (300 × g, 5 min, 4 °C, Eppendorf 5810R), add 200 µL "
     "PBS per well.\n"
     "2. Mix 5× with 150 µL.\n"
     "3. Read fluorescence 488/530.\n"
     "Tip: keep the plate on ice between steps if the stain is unstable.",
     "spin rcf_g=300 duration_s=300 temperature_c=4 @eppendorf_5810r > transfer volume_ul=200 > "
     "mix volume_ul=150 > read_fluorescence excitation_nm=488 emission_nm=530"),

    # =====================================================================
    # halted: physically impossible on every suitable instrument
    # =====================================================================
    ("rc_h01",
     "Pellet adherent-cell debris\n"
     "You will need: 96-well flat-bottom culture plate, balance plate\n"
     "Method\n"
     "1. Centrifuge 10 min at 6,000 × g.\n"
     "Total time: 12 min",
     "halted"),

    ("rc_h02",
     "Wash-buffer fill\n"
     "Materials: standard 96-well flat-bottom plate; wash buffer 50 mL\n"
     "Method\n"
     "1. Add 400 µL wash buffer to each well.\n"
     "Tip: pour the buffer into a reservoir first.",
     "halted"),

    ("rc_h03",
     "Extra-tight seal\n"
     "Method\n"
     "1. Heat-seal the PCR plate at 230 °C for 2 s.\n"
     "Note: intended for long-term -80 °C storage.",
     "halted"),

    ("rc_h04",
     "Peptide bond read\n"
     "You will need: UV-transparent 96-well plate\n"
     "Method\n"
     "1. Read absorbance at 190 nm.\n"
     "Yield: 96 readings.",
     "halted"),

    ("rc_h05",
     "Emulsify oil phase\n"
     "Method\n"
     "1. Shake the deep-well plate 1 min at 3,500 rpm.\n"
     "Warning: check the plate clamp before starting.",
     "halted"),

    ("rc_h06",
     "Heat-inactivate serum in plate\n"
     "Method\n"
     "1. Incubate 30 min at 60 °C in the Cytomat 2C450.\n"
     "Tip: swirl once halfway.",
     "halted"),

    ("rc_h07",
     "Generous qPCR reactions\n"
     "You will need: 384-well PCR plate\n"
     "Method\n"
     "1. Dispense 50 µL master mix into each well.\n"
     "2. Seal and spin.",
     "halted"),

    ("rc_h08",
     "Max-force pellet\n"
     "You will need: 1.5 mL tubes\n"
     "Method\n"
     "1. Spin the tubes 5 min at 25,000 x g, 4 °C.\n"
     "Total time: 7 min",
     "halted"),

    ("rc_h09",
     "Long-term archive\n"
     "Method\n"
     "1. Store the sealed plate at -20 °C in the Cytomat 2C425.\n"
     "Note: label with date and initials.",
     "halted"),

    # =====================================================================
    # ask: a value or capability the text cannot supply
    # =====================================================================
    ("rc_a01",
     "Pellet the cells\n"
     "You will need: 96-well U-bottom plate\n"
     "Method\n"
     "1. Centrifuge 5 min at 1,500 rpm.\n"
     "Tip: use low brake.",
     "ask"),

    ("rc_a02",
     "ELISA endpoint\n"
     "Equipment: Tecan Spark multimode reader\n"
     "Method\n"
     "1. Read absorbance at 450 nm on the Spark.\n"
     "Total time: 2 min",
     "ask"),

    ("rc_a03",
     "Resuspend pellet\n"
     "Method\n"
     "1. Vortex the plate 15 s.\n"
     "2. Spin 1 min at 1,000 × g.\n"
     "Tip: tape the lid on.",
     "ask"),

    ("rc_a04",
     "Shear chromatin\n"
     "You will need: 96-well PCR plate of fixed nuclei in 100 µL\n"
     "Method\n"
     "1. Sonicate 3 × 10 s on ice.\n"
     "2. Spin 10 min at 2,000 × g, 4 °C.",
     "ask"),

    ("rc_a05",
     "Mini-prep spin\n"
     "Equipment: Eppendorf 5430 with FA-45-30-11 rotor\n"
     "Method\n"
     "1. Spin tubes in the 5430 for 10 min at 12,000 × g.\n"
     "Yield: clear lysate.",
     "ask"),

    ("rc_a06",
     "Gentle agitation\n"
     "Method\n"
     "1. Shake on the BioShake at speed 6 for 10 min.\n"
     "Note: higher settings splash.",
     "ask"),

    ("rc_a07",
     "Sterile-filter the lysate\n"
     "Method\n"
     "1. Filter each well through a 0.45 µm filter plate on the vacuum manifold.\n"
     "2. Read A280.",
     "ask"),

    ("rc_a08",
     "Bulk reagent fill\n"
     "Equipment: Thermo Multidrop Combi\n"
     "Method\n"
     "1. Dispense 50 µL medium into every well with the Multidrop.\n"
     "Total time: 30 s",
     "ask"),

    ("rc_a09",
     "Seal & store\n"
     "Method\n"
     "1. Seal with the Agilent PlateLoc at 175 °C for 2 s.\n"
     "2. Store at 4 °C.",
     "ask"),
]

if __name__ == "__main__":
    kinds: dict[str, int] = {}
    for _cid, _text, exp in CASES:
        k = exp if exp in ("halted", "ask") else "steps"
        kinds[k] = kinds.get(k, 0) + 1
    print(len(CASES), kinds)
