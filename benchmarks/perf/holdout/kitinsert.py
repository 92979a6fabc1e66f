"""Hold-out batch "kitinsert": a scientist adapts a commercial kit's instructions for the
workcell. Each intent pastes or paraphrases the kit insert -- with the manufacturer's ranges and
options ("incubate 30-60 min", "centrifuge at >=10,000 x g", "add 50-100 uL", "optional: shake",
"read at 450 nm, correction at 570 nm") -- and then says what THIS run uses ("we'll do 45 min",
"use 12,000 x g", "skip the optional shake"). Where the scientist fixes a value from a range
(directly, in brackets, or as "the top of the range"), that value is expected; where a range the
run needs is left open, the careful answer is to ask. Optional steps the scientist skips are not
expected. Kit names are real-sounding; the insert text is paraphrased, not copied. Written
independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # first block (mixed kinds)
    # =====================================================================
    ("kit_s01",
     "Adapting the Quant-iT dsDNA HS kit to the i3x instead of the single-tube fluorometer. "
     "Insert, reading section: fluorescein-type settings, excitation around 480-485 nm and "
     "emission around 520-535 nm; read within 3 h. For this run use ex 485 / em 530. The plate "
     "already has working solution + samples in it, so it's just the read on the SpectraMax.",
     "read_fluorescence excitation_nm=485 emission_nm=530 @spectramax_i3x"),

    ("kit_s02",
     "Monarch PCR & DNA Cleanup, elution. Kit card says: add 6-20 uL elution buffer to the "
     "center of the matrix, wait 1 min, spin 1 min at 16,000 x g. I already put 15 uL of EB on "
     "by hand, so the robot only needs the spin: 16,000 xg for 1 min, 1.5 mL tubes in the 5424 R.",
     "spin rcf_g=16000 duration_s=60 @eppendorf_5424r"),

    ("kit_a01",
     "CellTiter-Blue viability assay. 20 uL reagent is already in each well (100 uL medium). "
     "Insert: 'incubate at 37 C for 1-4 hours; the optimal time depends on cell type and "
     "seeding density.' Put the plate into the Cytomat 2C450 for the incubation step.",
     "ask"),

    ("kit_h01",
     "Monarch gDNA-type column clean-up, final spin. Insert: 'centrifuge at 16,000 x g (or the "
     "maximum speed of your microcentrifuge) for 1 min'. Our notes say recovery is better if we "
     "push harder, so this run: 25,000 x g for 1 min, 1.5 mL collection tubes in the "
     "microcentrifuge.",
     "halted"),

    ("kit_s03",
     "qPCR plate seal. The foil's insert lists 160-180 °C for 1-3 s depending on plate type. "
     "For this run: 175 °C, 1.5 s, on the Azenta sealer.",
     "seal temperature_c=175 duration_s=1.5 @azenta_a4s"),

    ("kit_t01",
     "Pierce BCA Protein Assay, microplate format. Insert (paraphrased):\n"
     "  1. Pipette 25 uL of each standard or unknown into the plate (working range 20-2,000 ug/mL).\n"
     "  2. Add 200 uL working reagent (50:1 A:B) to each well.\n"
     "  3. Optional: mix on a plate shaker for 30 s.\n"
     "  4. Cover and incubate at 37 °C for 30 min.\n"
     "  5. Cool to RT, read absorbance at 562 nm (540-590 nm acceptable).\n"
     "For this run: samples are already plated. Add the 200 uL WR with the Fluent, skip the "
     "shaker, 37 °C for 30 min, read at 562 nm.",
     "transfer volume_ul=200 @tecan_fluent > incubate temperature_c=37 duration_s=1800 > "
     "read_absorbance wavelength_nm=562"),

    ("kit_f01",
     "CellTiter-Glo 2.0 on 96-well white plates, 100 uL medium per well.\n"
     "Kit says: equilibrate the plate ~30 min to room temp; add a volume of reagent equal to the "
     "medium volume; mix 2 min on an orbital shaker to lyse; let it sit 10 min at RT to "
     "stabilise the signal; record luminescence (0.25-1 s integration per well).\n"
     "Our version: plates come out of the hotel already at RT, so no equilibration. Add 100 uL "
     "reagent. Instead of the orbital shaker do a separate pipette mix at 150 uL. Then the 10 min "
     "at RT and read at 0.25 s per well.",
     "transfer volume_ul=100 > mix volume_ul=150 > incubate duration_s=600 > "
     "read_luminescence integration_s=0.25"),

    ("kit_t02",
     "Human IL-6 ELISA, last page of the insert: 'Add 50 µL Stop Solution to each well; colour "
     "turns from blue to yellow. Determine optical density within 30 minutes at 450 nm. If "
     "wavelength correction is available set it to 540 nm or 570 nm.' We don't need the "
     "correction read, leave it out. Before the 450 read, shake the plate 30 s at 600 rpm on "
     "the BioShake so the colour is even. Stop solution goes on first, obviously.",
     "transfer volume_ul=50 > shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=450"),

    ("kit_a02",
     "Zymo DNA Clean & Concentrator-5, bind step. Binding buffer + sample are already in the "
     "columns (2 mL collection tubes). Insert says centrifuge at >10,000 x g for 30 seconds and "
     "discard the flow-through. Set that spin up on the microcentrifuge.",
     "ask"),

    ("kit_s04",
     "KAPA HiFi HotStart ReadyMix, amplicon PCR in a 96-well PCR plate on the ODTC. Cycling from "
     "the insert, my picks in brackets:\n"
     "  - initial denaturation 95 °C, 3 min\n"
     "  - 25-35 cycles [28] of:\n"
     "      98 °C 20 s\n"
     "      55-65 °C 15 s [63 °C]\n"
     "      72 °C, 15-60 s per kb [15 s, amplicon is ~450 bp]\n"
     "  - final extension 72 °C, 1-5 min [1 min]\n"
     "  - hold 4 °C",
     "run_pcr cycles=28 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=98 "
     "denaturation_s=20 annealing_c=63 annealing_s=15 extension_c=72 extension_s=15 "
     "final_extension_c=72 final_extension_s=60 hold_c=4 @inheco_odtc"),

    ("kit_a03",
     "Q5 Hot Start High-Fidelity 2X Master Mix. Insert cycling: 98 °C 30 s initial; 25-35 cycles "
     "of 98 °C 5-10 s, anneal at 50-72 °C for 10-30 s (use the Tm calculator), 72 °C 20-30 s/kb; "
     "final 72 °C 2 min; hold 4 °C. Run 30 cycles with a 10 s denaturation and a 20 s extension "
     "on the ODTC; annealing as per the insert.",
     "ask"),

    ("kit_f02",
     "Luna Universal qPCR Master Mix, 384-well PCR plate, 8 uL master mix + primers already in "
     "each well. Insert: template 1-2 uL per 10 uL reaction; seal, briefly spin, then cycle: "
     "initial denaturation 95 °C 60 s; 40-45 cycles of 95 °C 15 s and 60 °C 30 s with plate "
     "read; melt curve optional.\n"
     "For us: 2 uL template on the Biomek i5, seal at 165 °C for 2 s, spin 1 min at 1,000 x g, "
     "then 40 cycles on the CFX384, no melt curve.",
     "transfer volume_ul=2 @biomek_i5 > seal temperature_c=165 duration_s=2 > "
     "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 "
     "initial_denaturation_s=60 denaturation_c=95 denaturation_s=15 @biorad_cfx384"),

    ("kit_h02",
     "DNeasy 96 Blood & Tissue, lysate clearing. Insert: 'centrifuge the block at 3,000-6,000 x g "
     "for 10 min'. Our lysates are in a 96 deep-well (2.2 mL square well) block; use 4,500 x g "
     "for 10 min.",
     "halted"),

    ("kit_t03",
     "PrestoBlue HS cell viability. Insert: add 1/10 volume of reagent (10 µL per 90 µL medium), "
     "incubate at 37 °C for 10 min to 2 h, read fluorescence ex 560 / em 590 (ex 540-570 and em "
     "580-610 also work). Only columns 1-6 of the 96-well plate have cells. Dispense the 10 µL "
     "into columns 1-6 on the Hamilton STAR, incubate 37 °C for 30 min, then read with ex 560 / "
     "em 590.",
     "transfer volume_ul=10 @hamilton_star wells=48 > incubate temperature_c=37 duration_s=1800 > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),

    ("kit_f03",
     "MagMAX DNA Multi-Sample Ultra 2.0 (whole blood), 96 deep-well sample plate. Insert "
     "summary: 200-400 uL sample + 20 uL Proteinase K + lysis mix; shake at 65 °C, 800-1,200 rpm, "
     "15-20 min; then the KingFisher script (bead/isopropanol mix is pre-loaded in the KF plates).\n"
     "Today, on the Biomek i7: 200 uL blood, then 20 uL PK. Shake at 65 °C, 1,050 rpm, 15 min on "
     "the heater-shaker. Then load the plate onto the KingFisher Flex and run the DNA program.",
     "transfer volume_ul=200 @biomek_i7_hybrid > transfer volume_ul=20 @biomek_i7_hybrid > "
     "shake speed_rpm=1050 duration_s=900 temperature_c=65 > run_program @kingfisher_flex"),

    ("kit_a04",
     "Qubit RNA HS-style tube assay moved onto the deck. Insert: add 10 uL sample to 190 uL "
     "working solution, vortex 2-3 s, incubate 2 min at room temperature, read. Additions in "
     "1.5 mL tubes on the Biomek i5; please include the vortex exactly as the insert says (3 s).",
     "ask"),

    ("kit_h03",
     "Quant-iT PicoGreen. Insert (96-well format): 50 µL diluted sample + 150 µL working "
     "reagent. We're running it in a 384-well black flat-bottom plate this time but keeping the "
     "insert volumes: 150 µL working reagent per well first, then the 50 µL sample.",
     "halted"),

    ("kit_f04",
     "IL-8 ELISA, substrate onward (plate already washed). Insert: 'Add 100 uL TMB to each well. "
     "Incubate 10-30 min at room temperature, protected from light. Add 100 uL Stop Solution. "
     "Read at 450 nm within 30 min.' Our choice: TMB 100 uL dispensed by the Biomek i5, 15 min "
     "development, 100 uL stop, then read at 450 on the SpectraMax.",
     "transfer volume_ul=100 @biomek_i5 > incubate duration_s=900 > transfer volume_ul=100 > "
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("kit_s05",
     "MagMAX Viral/Pathogen, heated lysis step only. Insert: 'shake at 800-1,200 rpm for 2-5 min, "
     "then incubate at 65 °C for 5 min.' We've merged those into one heated shake on the "
     "BioShake: 65 °C, 1000 rpm, 5 min.",
     "shake speed_rpm=1000 duration_s=300 temperature_c=65 @qinstruments_bioshake_3000t_elm"),

    ("kit_a05",
     "CellTiter-Glo 3D, final read. Insert recommends 0.25-1 s integration; use 1 s. Plate is "
     "ready (reagent on, 25 min stabilisation done). Read it on the GloMax Discover.",
     "ask"),
    # =====================================================================
    # single step
    # =====================================================================
    ("kit_s06",
     "Nano-Glo Live Cell assay, 384-well white plate, reagent already on. Insert: luminescence "
     "can be read any time after addition; integration of 0.1-1 s per well is typical. For "
     "today use 0.5 s integration. Read only.",
     "read_luminescence integration_s=0.5"),

    ("kit_s07",
     "MTT cell proliferation, final read. Solubilisation is done (100 uL SDS-HCl, left overnight "
     "on the bench). Insert: 'measure absorbance at 570 nm; a reference wavelength of 630-690 nm "
     "may be used to subtract background (optional).' Skip the reference, 570 only.",
     "read_absorbance wavelength_nm=570"),

    ("kit_s08",
     "DuoSet-style ELISA, sample step. Samples and standards are already in (100 µL/well). "
     "Insert: incubate 2 hours at room temperature, or overnight at 2-8 °C for higher "
     "sensitivity. We'll do the 2 h at room temp this time.",
     "incubate duration_s=7200"),

    ("kit_s09",
     "TaqMan Fast Advanced plate setup is done and sealed (96-well PCR plate). Insert: briefly "
     "centrifuge to bring contents down and remove bubbles, e.g. 1 min at 500-1,000 × g. Use "
     "1,000 × g for 1 min on the VSpin.",
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("kit_s10",
     "LabChip NGS 3K assay for library QC. The reagent kit insert says one chip prep is good "
     "for up to 384 samples. Today's 96-well PCR plate has 88 libraries. Run the assay on the "
     "LabChip GX Touch.",
     "run_assay sample_count=88 @labchip_gx_touch_ht"),

    ("kit_s11",
     "PureLink HiPure plasmid midiprep, harvest step. Insert: pellet the bacterial culture at "
     "3,000-5,000 x g for 10 min at 4 C. Our cultures are in 15 mL conicals; take 3,000 x g, "
     "10 min, 4 degC in the 5810 R.",
     "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r"),

    ("kit_s12",
     "Cell Counting Kit-8: the 10 uL of CCK-8 is already added. Insert: 'incubate the plate for "
     "1-4 h in the incubator'. Go with the longest time the insert allows, 37 °C, in the "
     "Cytomat 2C450.",
     "incubate temperature_c=37 duration_s=14400 @cytomat_2c450"),

    ("kit_s13",
     "CCK-8 addition. Insert: add 10 microliters of CCK-8 solution to each well of the 96-well "
     "plate, avoid introducing bubbles. Only rows A to D are seeded. Do the additions on the "
     "Opentrons Flex.",
     "transfer volume_ul=10 @opentrons_flex wells=48"),

    ("kit_s14",
     "BacTiter-Glo plate came out of the fridge sealed. Kit note: remove adhesive or heat seals "
     "before reading since readers measure from the top. Just de-seal it on the XPeel, I'll do "
     "the rest by hand.",
     "peel @azenta_xpeel"),

    ("kit_s15",
     "RNAClean XP bead binding. Insert: mix the beads and sample thoroughly by pipetting up and "
     "down ~10 times at about 80% of the total volume. Our total is 150 uL, so do a 120 uL "
     "pipette mix on the OT-2.",
     "mix volume_ul=120 @opentrons_ot2"),

    # =====================================================================
    # two or three steps
    # =====================================================================
    ("kit_t04",
     "QuickExtract DNA Extraction Solution, 96-well PCR plate. Insert: 65 °C for 6 min, then "
     "98 °C for 2 min (a vortex between the two is optional). Skip the optional vortex. Run "
     "both heat steps on the ODTC.",
     "incubate temperature_c=65 duration_s=360 @inheco_odtc > "
     "incubate temperature_c=98 duration_s=120 @inheco_odtc"),

    ("kit_t05",
     "ELISA plate coating, capture antibody already in (100 uL/well). Insert: 'seal the plate "
     "and incubate overnight at room temperature; coated plates may be kept at 2-8 °C for up to "
     "2 weeks.' No RT overnight this time: seal at 165 °C for 2 s and put it straight into the "
     "Cytomat 2C425 at 4 °C.",
     "seal temperature_c=165 duration_s=2 > store temperature_c=4 @cytomat_2c425"),

    ("kit_t06",
     "ONE-Glo luciferase. The insert warns that bubbles interfere and says a short spin is fine "
     "(optional). Read luminescence at 0.5 s integration per well, having first spun the plate "
     "for 1 min at 300 x g to knock the bubbles down.",
     "spin rcf_g=300 duration_s=60 > read_luminescence integration_s=0.5"),

    ("kit_t07",
     "Broad-range dsDNA quant (Qubit-style chemistry) in a 96-well black plate instead of "
     "tubes. Insert: 1-20 µl sample in a total of 200 µl working solution, then 2 min at RT. "
     "We'll use 198 µl working solution followed by 2 µl sample, then the 2 min incubation.",
     "transfer volume_ul=198 > transfer volume_ul=2 > incubate duration_s=120"),

    ("kit_t08",
     "CellTiter-Fluor (live-cell protease). Reagent went on 30 min ago and the plate has been "
     "sitting in the Cytomat 2C450. Get it out and read fluorescence; insert says ex 380-400 / "
     "em 505. Use 390 for excitation.",
     "retrieve @cytomat_2c450 > read_fluorescence excitation_nm=390 emission_nm=505"),

    ("kit_t09",
     "ZymoPURE miniprep pre-check. Insert recommends harvesting cultures at an OD600 of 2-4. "
     "We've put 100 uL of each culture in a 96-well flat plate; have the PF400 bring it to the "
     "reader and read OD600.",
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=600"),

    ("kit_t10",
     "Competitive ELISA, conjugate step. Insert: add 100 µL HRP conjugate, incubate 45-60 min at "
     "37 °C with shaking at 400-600 rpm. Our choice: 100 µL, then 60 min at 37 °C and 500 rpm on "
     "the BioShake.",
     "transfer volume_ul=100 > shake speed_rpm=500 duration_s=3600 temperature_c=37 "
     "@qinstruments_bioshake_3000t_elm"),

    ("kit_t11",
     "NEBNext library plate, end of prep. Insert says finished libraries can be kept at -20 °C; "
     "I'll take it to the freezer myself. On the workcell: heat seal it (the seal's insert says "
     "165-170 °C; use 170 °C for 2 s), but spin it down first, 500 x g for 30 sec.",
     "spin rcf_g=500 duration_s=30 > seal temperature_c=170 duration_s=2"),

    ("kit_t12",
     "alamarBlue HS. Insert: add 10 uL reagent per 100 uL medium, incubate 1-4 h at 37 C "
     "(longer for low cell numbers), then read fluorescence or absorbance at 570 nm with 600 nm "
     "as reference. We'll add the 10 uL, incubate 2 hrs at 37 C and read absorbance at 570 only, "
     "no reference.",
     "transfer volume_ul=10 > incubate temperature_c=37 duration_s=7200 > "
     "read_absorbance wavelength_nm=570"),

    ("kit_t13",
     "OneTaq Quick-Load 2X colony PCR. Insert cycling (my choices in brackets): initial 94 °C "
     "30 s, extend to 5 min for colonies [5 min]; 25-35 cycles [30] of 94 °C 15-30 s [30 s], "
     "45-68 °C 15-60 s [52 °C, 30 s], 68 °C 1 min/kb [1 min]; final 68 °C 5 min; hold 4 °C. "
     "Seal the PCR plate first at 170 °C, 2 s.",
     "seal temperature_c=170 duration_s=2 > run_pcr cycles=30 initial_denaturation_c=94 "
     "initial_denaturation_s=300 denaturation_c=94 denaturation_s=30 annealing_c=52 "
     "annealing_s=30 extension_c=68 extension_s=60 final_extension_c=68 final_extension_s=300 "
     "hold_c=4"),

    ("kit_t14",
     "MagMAX Plant DNA, lysate clarification. Transfer 200 uL of cleared lysate into the "
     "KingFisher sample plate, after spinning the deep-well lysis block for 10 min at 2,000 × g "
     "(insert allows 1,500-3,000 × g).",
     "spin rcf_g=2000 duration_s=600 > transfer volume_ul=200"),

    ("kit_t15",
     "Bradford (Coomassie Plus), tail end. Dye is on and the plate has sat 10 min. Insert: read "
     "at 595 nm; the colour is stable for about an hour. The plate's in the Cytomat 24 hotel - "
     "pull it and read at 595.",
     "retrieve @cytomat_24 > read_absorbance wavelength_nm=595"),

    # =====================================================================
    # four or more steps
    # =====================================================================
    ("kit_f05",
     "Bio-Rad Protein Assay (Bradford), microplate version. The insert lets you use 5-10 µL of "
     "sample with 200-250 µL of diluted dye reagent, incubate at RT for at least 5 min (no longer "
     "than 1 h), and read at 595 nm. We settled on 10 µL sample + 200 µL dye. Both additions on "
     "the OT-2 (sample first), 10 min at RT, then read at 595.",
     "transfer volume_ul=10 @opentrons_ot2 > transfer volume_ul=200 @opentrons_ot2 > "
     "incubate duration_s=600 > read_absorbance wavelength_nm=595"),

    ("kit_f06",
     "CellTox Green cytotoxicity, endpoint. Insert: add 50 µL 2X reagent to 50 µL cells; mix by "
     "orbital shaking, 700-900 rpm for 1 min; incubate 15 min at RT shielded from light; read "
     "fluorescence ex 485-500 / em 520-530. Our settings: 50 µL, 700 rpm for 1 min, 15 min, "
     "ex 485 / em 520.",
     "transfer volume_ul=50 > shake speed_rpm=700 duration_s=60 > incubate duration_s=900 > "
     "read_fluorescence excitation_nm=485 emission_nm=520"),

    ("kit_f07",
     "RNase-free DNase I kit, 96-well PCR plate with 10 uL RNA per well. Insert: add 1 uL DNase I "
     "per 10 uL, incubate at 37 °C for 10-30 min, inactivate by adding 1 uL 50 mM EDTA and "
     "heating at 65 °C for 10 min. We'll do 15 min at 37. Additions on the Fluent, heating on "
     "the ODTC. Before the 65 °C heat-kill, the EDTA has to be in.",
     "transfer volume_ul=1 @tecan_fluent > incubate temperature_c=37 duration_s=900 @inheco_odtc > "
     "transfer volume_ul=1 @tecan_fluent > incubate temperature_c=65 duration_s=600 @inheco_odtc"),

    ("kit_f08",
     "AMPure XP 1.8X clean-up of 50 uL PCRs (already moved into a 96 deep-well plate), on the "
     "Biomek i7. Insert outline:\n"
     " - add 1.8 volumes of beads (= 90 uL here) and mix well by pipetting\n"
     " - 5 min at RT to bind\n"
     " - magnet until the solution clears (~2 min), discard supernatant\n"
     " - two washes with freshly made 70% ethanol, ~30 s each, discard\n"
     " - air-dry briefly, do not over-dry\n"
     " - elute in 20-40 uL 10 mM Tris\n"
     "Our run: 150 uL ethanol per wash, elute in 25 uL. All liquid handling on the i7.",
     "transfer volume_ul=90 @biomek_i7_hybrid > incubate duration_s=300 > "
     "transfer volume_ul=150 @biomek_i7_hybrid > transfer volume_ul=150 @biomek_i7_hybrid > "
     "transfer volume_ul=25 @biomek_i7_hybrid"),

    ("kit_f09",
     "Mouse IgG ELISA (pre-coated), from the detection antibody on. Insert -> our choice:\n"
     " • 50 µL biotinylated detection antibody; 37 °C, 45-60 min -> 60 min\n"
     " • 50 µL streptavidin-HRP; 37 °C, 30 min\n"
     " • 90 µL TMB; 37 °C in the dark, 10-20 min -> 15 min\n"
     " • 50 µL stop solution\n"
     " • read OD450 (correction at 630 nm optional -> skip)\n"
     "I'll do the washes in between by hand, leave them out. Incubations in the Cytomat 2C450.",
     "transfer volume_ul=50 > incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > "
     "transfer volume_ul=50 > incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
     "transfer volume_ul=90 > incubate temperature_c=37 duration_s=900 @cytomat_2c450 > "
     "transfer volume_ul=50 > read_absorbance wavelength_nm=450"),

    ("kit_f10",
     "Dual-Glo Luciferase, 96-well white plate with 75 uL medium. Insert: add Dual-Glo Reagent "
     "equal to the culture medium volume, wait at least 10 min, measure firefly luminescence; "
     "then add Dual-Glo Stop & Glo equal to the original medium volume, wait at least 10 min, "
     "measure Renilla. For this run: exactly 10 min for both waits, 1 s integration for both "
     "reads.",
     "transfer volume_ul=75 > incubate duration_s=600 > read_luminescence integration_s=1 > "
     "transfer volume_ul=75 > incubate duration_s=600 > read_luminescence integration_s=1"),

    ("kit_f11",
     "Caspase-Glo 3/7 in 384-well white plates, 25 uL cells/well. Insert: add reagent 1:1 with "
     "the sample volume; mix gently on a plate shaker at 300-500 rpm for 30 s; incubate at RT "
     "for 30 min to 3 h; measure luminescence. We'll do 500 rpm, read at the 1 h mark, 0.5 s "
     "integration.",
     "transfer volume_ul=25 > shake speed_rpm=500 duration_s=30 > incubate duration_s=3600 > "
     "read_luminescence integration_s=0.5"),

    ("kit_f12",
     "SuperScript IV VILO-style cDNA synthesis, 96-well PCR plate. Insert: primer annealing at "
     "25 °C for 10 min, reverse transcription at 50 °C for 10-60 min (longer for GC-rich "
     "targets), enzyme inactivation at 85 °C for 5 min. Seal first (165 °C, 2 s). We'll use "
     "20 min for the RT step. All heating on the ODTC.",
     "seal temperature_c=165 duration_s=2 > incubate temperature_c=25 duration_s=600 @inheco_odtc > "
     "incubate temperature_c=50 duration_s=1200 @inheco_odtc > "
     "incubate temperature_c=85 duration_s=300 @inheco_odtc"),

    ("kit_f13",
     "CyQUANT LDH cytotoxicity. Insert: transfer 50 µL of each culture supernatant to a new "
     "flat-bottom 96-well plate; add 50 µL reaction mixture; incubate 30 min at RT protected "
     "from light; add 50 µL stop solution; measure absorbance at 490 nm and at 680 nm "
     "(background, subtract it). Only columns 1-8 have cultures, so the supernatants go into "
     "columns 1-8 of the new plate. All pipetting on the Hamilton STAR. Read at 490 nm, then a "
     "second read at 680 nm.",
     "transfer volume_ul=50 @hamilton_star wells=64 > transfer volume_ul=50 @hamilton_star > "
     "incubate duration_s=1800 > transfer volume_ul=50 @hamilton_star > "
     "read_absorbance wavelength_nm=490 > read_absorbance wavelength_nm=680"),

    ("kit_f14",
     "Griess Reagent System (nitrite), samples plated at 50 uL. Insert: add 50 uL sulfanilamide "
     "solution, 5-10 min at RT in the dark; add 50 uL NED solution, 5-10 min at RT in the dark; "
     "read absorbance within 30 min with a filter between 520 and 550 nm. This run: 10 min for "
     "the first incubation, 5 min for the second, read at 540 nm.",
     "transfer volume_ul=50 > incubate duration_s=600 > transfer volume_ul=50 > "
     "incubate duration_s=300 > read_absorbance wavelength_nm=540"),

    ("kit_f15",
     "GeneJET PCR Purification in 2 mL collection tubes, after binding. Insert: centrifuge "
     "30-60 s at >=12,000 x g, discard flow-through; add 700 uL wash buffer; centrifuge 30-60 s; "
     "discard and spin the empty column an extra 1 min to remove residual ethanol. Our "
     "settings: every spin at 14,000 x g, the first two 45 s, the dry spin 1 min. Wash buffer "
     "added on the Tecan Fluent; spins in the 5424 R.",
     "spin rcf_g=14000 duration_s=45 @eppendorf_5424r > transfer volume_ul=700 @tecan_fluent > "
     "spin rcf_g=14000 duration_s=45 @eppendorf_5424r > "
     "spin rcf_g=14000 duration_s=60 @eppendorf_5424r"),

    ("kit_f16",
     "Nextera XT-style tagmentation, 96-well PCR plate with 5 uL input DNA. Insert: add 10 uL "
     "tagmentation buffer and 5 uL amplicon tagment mix, mix by pipetting, centrifuge at 280 x g "
     "for 1 min, 55 °C for 5 min in a thermal cycler, then add 5 uL neutralize buffer and leave "
     "5 min at RT. Run it exactly as the insert says; the 55 °C step goes on the ODTC.",
     "transfer volume_ul=10 > transfer volume_ul=5 > spin rcf_g=280 duration_s=60 > "
     "incubate temperature_c=55 duration_s=300 @inheco_odtc > transfer volume_ul=5 > "
     "incubate duration_s=300"),

    ("kit_f17",
     "KAPA Library Quantification (Illumina), 384-well PCR plate. Insert: 6 µL master mix + "
     "primer premix per well, then 4 µL diluted library or DNA standard; cycling 95 °C 5 min; "
     "35 cycles of 95 °C 30 s and 60 °C 45 s; melt curve optional. On the Fluent pipette the "
     "6 µL then the 4 µL, seal (170 °C, 1.5 s), spin 2 min at 1,500 x g, skip the melt curve "
     "and run on the CFX384.",
     "transfer volume_ul=6 @tecan_fluent > transfer volume_ul=4 @tecan_fluent > "
     "seal temperature_c=170 duration_s=1.5 > spin rcf_g=1500 duration_s=120 > "
     "run_qpcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=300 "
     "denaturation_c=95 denaturation_s=30 @biorad_cfx384"),

    ("kit_f18",
     "Sandwich ELISA, sample step. Insert: add 100 uL assay diluent to each well, then 50 uL "
     "standard or sample; cover; incubate 2 h at RT on a horizontal orbital microplate shaker "
     "set to 500 ± 50 rpm. We follow that: 100 uL, 50 uL, 500 rpm for 2 h. Before any of that, "
     "pull the coated plate out of the Cytomat 2C425 and peel the seal.",
     "retrieve @cytomat_2c425 > peel > transfer volume_ul=100 > transfer volume_ul=50 > "
     "shake speed_rpm=500 duration_s=7200"),

    ("kit_f19",
     "MagMAX mirVana total RNA, KingFisher plate prep. Insert layout with our picks: wash "
     "plate 1 gets 500 uL Wash Solution 1 (deep-well); Wash Solution 2 is 500-1,000 uL per "
     "well, we use 1,000 uL - wash plate 2: 1,000 uL, wash plate 3: 1,000 uL; elution plate "
     "(standard 96) 100 uL Elution Buffer. Then run the program on the KF Flex.",
     "transfer volume_ul=500 > transfer volume_ul=1000 > transfer volume_ul=1000 > "
     "transfer volume_ul=100 > run_program @kingfisher_flex"),

    # =====================================================================
    # physically impossible (halted)
    # =====================================================================
    ("kit_h04",
     "PCR foil for the 96-well PCR plate: the insert says heat seal at 170-185 °C for 2-3 s. Our "
     "old sealer ran cool, so the bench note says add 30 °C. Do 210 °C for 3 s on the a4S.",
     "halted"),

    ("kit_h05",
     "Dynabeads SILANE viral RNA kit, bead-binding. Insert: mix on a plate shaker at "
     "1,500-2,000 rpm for 5 min. Recovery has been poor, so this time go to 3,500 rpm for 5 min "
     "on the BioShake.",
     "halted"),

    ("kit_h06",
     "Wizard SV 96-style clean-up, eluate collected into a 96-well PCR plate. Insert: centrifuge "
     "the plate stack at 5,000-6,500 x g for 5 min. Go with the top of that range.",
     "halted"),

    ("kit_h07",
     "PowerUp SYBR Green. Insert allows reaction volumes of 10-50 µL. We're on the CFX384 with a "
     "384-well PCR plate and I want the big reactions for sensitivity: dispense 50 µL of "
     "master mix/template per well, then seal and run 40 cycles.",
     "halted"),

    ("kit_h08",
     "alamarBlue, scaled from the insert's 24-well table: 400 uL of medium + reagent per well. "
     "Keep 400 uL per well, but in a 96-well flat-bottom plate this time - dispense it on the "
     "OT-2.",
     "halted"),

    # =====================================================================
    # ask: range left open, or something the workcell cannot do / does not have
    # =====================================================================
    ("kit_a06",
     "ELISA, substrate and stop. Insert: add 100 uL TMB; develop 15-30 min at room temperature "
     "in the dark (monitor the colour); add 100 uL stop solution; read at 450 nm. Set it up on "
     "the Biomek i5 with the stop and the read right after.",
     "ask"),

    ("kit_a07",
     "CytoTox-ONE homogeneous membrane integrity assay. Insert: 'add a volume of reagent equal "
     "to the culture medium present (50-100 uL in a 96-well plate), shake 30 s, incubate 10 min "
     "at 22 °C, add 50 uL stop solution, read ex 560 / em 590.' Run it on the workcell as "
     "written.",
     "ask"),

    ("kit_a08",
     "Human Albumin ELISA, conjugate step: '100 µL HRP conjugate per well, incubate 30 min at RT "
     "on a microplate shaker at 300-600 rpm.' Do this on the BioShake.",
     "ask"),

    ("kit_a09",
     "Monarch Total RNA Miniprep, column wash. Our old edition of the insert gives the spins in "
     "rpm only: 'spin at 12,000 rpm for 30 s'. Keep it that way - microcentrifuge, 2 mL "
     "collection tubes.",
     "ask"),

    ("kit_a10",
     "QIAamp DNA Mini, elution spin: insert says 1 min at 6,000 x g. Use the Eppendorf 5430 "
     "next to the deck.",
     "ask"),

    ("kit_a11",
     "DNeasy PowerSoil Pro. Insert: bead-beat the PowerBead tubes (vortex adapter at maximum "
     "speed for 10 min, or a TissueLyser II at 25-30 Hz for 10 min). We'll use the TissueLyser "
     "at 25 Hz for 10 min, then spin the tubes at 15,000 x g for 1 min.",
     "ask"),

    ("kit_a12",
     "HTRF cAMP Gi kit, final read after the 1 h RT incubation. Insert: read time-resolved "
     "fluorescence, excitation 320 nm, emission 620 and 665 nm. Read it on the Tecan Spark.",
     "ask"),

    ("kit_a13",
     "SPRIselect double-sided size selection. Insert: right-side selection with 0.5-0.7X beads, "
     "then left-side with 0.7-0.9X, depending on the insert size you want. We want ~350 bp "
     "inserts; have the robot add the beads to the 50 uL libraries and do the 5 min binding at "
     "RT.",
     "ask"),
]
