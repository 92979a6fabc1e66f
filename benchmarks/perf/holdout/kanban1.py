"""Hold-out batch "kanban1": kanban / Trello boards pasted as text.

Each intent is a board (or part of one) copied out of a team's Trello / Planner / Jira
board: columns "To do", "Doing", "Done" and "Blocked", with cards that carry card numbers,
labels, checklists, due dates, assignees, emoji and strikethrough edits. The request is what
the workcell must run NOW: the robot cards in "To do" and "Doing" ("Doing" runs first, then
"To do" in the order the cards or the chemistry require).

Traps:
- "Done" cards carry settings (sometimes out of range) that must NOT be re-run or judged.
- Cards assigned to a person at the bench (vortexing, thawing, Qubit...) are not robot work,
  so an unanswerable bench card does not make the case an 'ask'.
- "Blocked" cards are left out unless the text says they are unblocked.
- Card numbers, due dates, lot numbers, plate counts, passages, checklist counts (2/5) and
  concentrations are context, not settings.
- Strikethrough (~~5 min~~ 8 min) and comment corrections take the corrected value.
- Cards listed out of running order ("read ... after #63 spin") must be reordered.
"""

NAME = "kanban1"

CASES: list[tuple[str, str, str]] = [
    ("kanban1-01", """Board: Workcell A - week 23
TO DO
#318 Seal PCR plate on the a4S - 165 °C, 3 s | label: robot | due Fri
#319 Quick spin in the VSpin, 500 x g 1 min, after sealing | label: robot
DOING
(empty)
DONE
#311 Transfer master mix 15 µL (STAR) ✓
BLOCKED
#315 LabChip run - chip not primed (waiting on Kim)""",
     "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=500 duration_s=60 @agilent_vspin"),

    # The vortex card belongs to a person at the bench, so it is not robot work (no 'ask').
    ("kanban1-02", """BCA quant board
TO DO
• #44 Vortex + aliquot antibody stocks — assignee: Lena (bench)
• #45 Plate reader: absorbance 562 nm, BCA plate P-0045 — assignee: robot
DOING
• #43 Make BCA working reagent 50:1 — Lena
DONE
• #40 Transfer 25 uL standards — robot ✔""",
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),

    ("kanban1-03", """[To do] #77 BioShake 3,500 rpm, 10 min, 30°C — lysis plate | 🤖 workcell | due 11/06
[To do] #78 KingFisher program "Lysate_Clear_v2" after #77 | 🤖 workcell
[Done] #75 Load lysis buffer 200 µl/well | 🤖 workcell
[Blocked] —""",
     "halted"),

    ("kanban1-04", """TO DO (robot)
 #9 spin the deep-well plate 4000 rpm 20 min in the 5810R
 label: DNA-prep  due: today 15:00
DONE
 #8 lysate loaded (Tom)""",
     "ask"),

    ("kanban1-05", """Kanban — qPCR line, sprint 7
DOING
 #501 Peel foil off the 384-well PCR plate (XPeel) — robot — started 08:55
TO DO
 #502 Tecan Fluent: add 5 µL template to every well — robot
 #503 Seal with optically clear film, 170 C, 2.5 s — robot
 #504 CFX384 run: 95°C 2 min, then 40 cycles of 95°C 10 s / 60°C 30 s — robot
DONE
 #499 Dispense master mix 15 µL — robot
BLOCKED
 #505 Analysis in CFX Maestro — licence expired (IT ticket 44812)""",
     "peel @azenta_xpeel > transfer volume_ul=5 @tecan_fluent > seal temperature_c=170 duration_s=2.5 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("kanban1-06", """To do
#88 Put the finished assay plates in the plate fridge at -20 °C (3 plates) — robot — due EOD
Doing
—
Done
#86 Read fluorescence 485/535 — robot
#85 Add substrate 20 uL — robot""",
     "halted"),

    ("kanban1-07", """To do:
 - #130 Read OD of the growth plate on the SpectraMax (robot) — due 14:00
 - #131 Back into the CO2 incubator, 37 °C, 5% CO2, 4 h (robot)
Done:
 - #129 inoculate 1:100 from overnight (Raj, bench)""",
     "ask"),

    # The Qubit card is Blocked (and the lab has no Qubit), so it is not part of the request.
    ("kanban1-08", """NA extraction board — batch 2024-117
TO DO
  #620 KF Flex: run "MagMAX_Pathogen_96" [extraction] [robot]
  #621 Biomek i5: transfer 20 µL eluate to a PCR plate [robot]
  #622 LabChip: DNA High Sensitivity assay, 24 samples [robot] due Wed
DOING
  —
BLOCKED
  #619 Qubit readings — Qubit broken, waiting on service
DONE
  #615 Sample accessioning, 24 swabs (Ola)""",
     "run_program program=MagMAX_Pathogen_96 @kingfisher_flex > transfer volume_ul=20 @biomek_i5 > run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht"),

    ("kanban1-09", """DONE
 #12 HiG4 spin 6000 x g (old protocol, retired)
DOING
 #14 HiG4: spin the 2 PCR plates at 4,000 x g for 10 min — robot
TO DO
 (nothing yet)""",
     "spin rcf_g=4000 duration_s=600 @bionex_hig4"),

    ("kanban1-10", """TO DO
 #72 Peptide quant — absorbance at 205 nm, UV-transparent plate — robot — due today
 #73 Store plate in the hotel afterwards — robot
DONE
 #70 Dilution series 1:2 x 8 (bench, Priya)""",
     "halted"),

    ("kanban1-11", """CellTiter-Glo — plate CTG-3
DOING
#230 OT-2: add 25 µL CTG reagent per well — robot
TO DO
#231 BioShake 2 min at 500 rpm to lyse — robot
#232 Luminescence read, 0.5 s integration — robot
DONE
#228 Cells seeded 5,000/well, 72 h drug (Mei)""",
     "transfer volume_ul=25 @opentrons_ot2 > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.5"),

    ("kanban1-12", """TO DO
 #55 ODTC: run 35 cycles colony PCR (usual Taq program) — robot
 #56 LabChip DNA 1K afterwards — robot
DONE
 #54 Pick 40 colonies into 10 uL water (Ben)""",
     "ask"),

    ("kanban1-13", """TO DO
 #402 Centrifuge lysate tubes in the 5424R — 12,000 x g, ~~5 min~~ 8 min, 4°C — robot
   labels: [RNA] [urgent]   due: 3 Jun""",
     "spin rcf_g=12000 duration_s=480 temperature_c=4 @eppendorf_5424r"),

    # The Blocked peel card is explicitly unblocked, so it runs first.
    ("kanban1-14", """ELISA plate E-12
BLOCKED
 #90 Peel plate — XPeel tape roll empty. UPDATE 09:40: new roll loaded, unblocked, go ahead — robot
TO DO
 #91 Hamilton STAR: add 10 µl stop solution to cols 1-6 of the 96-well plate — robot
 #92 Read at 450 nm — robot
DONE
 #88 TMB 30 min in the dark""",
     "peel @azenta_xpeel > transfer volume_ul=10 wells=48 @hamilton_star > read_absorbance wavelength_nm=450"),

    ("kanban1-15", """Organoids board
TO DO
#1207 Retrieve the organoid plate from the hotel (Cytomat 24) — robot
#1208 Flex: add 100 µL fresh medium to rows A–D of the 96-well plate — robot
#1209 Back into the CO2 incubator, 37 ºC / 5 % CO2, 48 h — robot
DONE
#1201 Passage P7, split 1:4 (Jo, bench)""",
     "retrieve @cytomat_24 > transfer volume_ul=100 wells=48 @opentrons_flex > incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),

    # 25 mL per tube is above every liquid handler's 5000 uL ceiling.
    ("kanban1-16", """TO DO
 #33 Fill 6 x 50 mL Falcons with 25 mL LB each — Biomek i7 — robot
 #34 Spin the Falcons 3000 x g 10 min (5810R) — robot
DOING
 #32 Autoclave LB (Sara)""",
     "halted"),

    ("kanban1-17", """To do
 #61 Sonicate lysates 3 x 10 s on ice — robot
 #62 Spin 16,000 x g 10 min 4 °C in the 5424 R — robot
Done
 #60 Resuspend pellets in 500 µL lysis buffer""",
     "ask"),

    ("kanban1-18", """PCR board — amplicon set B
DOING
 #880 STAR: 20 µl PCR mix into the 96-well PCR plate — robot (started 09:10)
TO DO
 #881 Seal 165°C 3 sec (a4S) — robot
 #882 ODTC — 98 °C 30 s; 30× (98 °C 10 s, 62 °C 20 s, 72 °C 15 s); 72 °C 2 min; hold 4 °C — robot
DONE
 #879 Thaw primers (bench, Sam)""",
     "transfer volume_ul=20 @hamilton_star > seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=15 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("kanban1-19", """DONE
 #14 Read fluorescence ex 485 / em 520 (GFP) ✓
TO DO
 #15 mCherry read: ex 587 nm, em 610 nm on the i3x — robot — due Mon""",
     "read_fluorescence excitation_nm=587 emission_nm=610 @spectramax_i3x"),

    ("kanban1-20", """TO DO
 #301 Quantify eluates on the NanoDrop — robot
 #302 Store eluate plate in the cold store at 4 °C — robot
DONE
 #300 KingFisher elution, 50 µL — robot""",
     "ask"),

    ("kanban1-21", """Assay dev board
TO DO
#540 Fluent: mix 40 µL × 8 cycles in columns 1-3 of the 96-well plate — robot
#541 PF400: move the plate to the reader — robot
#542 Abs 600 nm — robot
DONE
#539 Add 40 µL compound (Fluent) ✓""",
     "mix volume_ul=40 cycles=8 wells=24 @tecan_fluent > move_plate @precise_pf400 > read_absorbance wavelength_nm=600"),

    ("kanban1-22", """TO DO
 #19 Heat-seal with foil at 220 °C for 4 s (a4S) — robot
 #20 Into the cold store at 4 °C — robot
DONE
 #18 Library pooling (Ivo)""",
     "halted"),

    ("kanban1-23", """TO DO
#75 5810R: spin 4 deep-well plates, 2,000 ×g, 15 min, 4 ºC — robot
BLOCKED
#76 KingFisher "RNA_clean" — waiting for beads (lot 22-118 on backorder)
DONE
#74 Lysis 10 min RT""",
     "spin rcf_g=2000 duration_s=900 temperature_c=4 @eppendorf_5810r"),

    ("kanban1-24", """TO DO
 #19 BioShake: shake at speed 5 for 10 min — robot
 #20 Read abs 595 nm — robot""",
     "ask"),

    ("kanban1-25", """SPRI clean-up — plate NGS-14
DOING
 #710 i7: beads on the magnet, 5 min — robot
TO DO
 #711 i7: take off 180 µL supernatant to waste — robot
 #712 i7: add 150 µl 80 % ethanol to all 96 wells — robot
DONE
 #709 i7: 90 µL beads added + mixed""",
     "magnetic_separation duration_s=300 @biomek_i7_hybrid > transfer volume_ul=180 @biomek_i7_hybrid > transfer volume_ul=150 @biomek_i7_hybrid"),

    ("kanban1-26", """TO DO
#150 ODTC: 37 °C for 15 min (USER enzyme) — robot
#151 ODTC: 65 °C for 10 min heat-kill, straight after #150 — robot
DONE
#149 Ligation set up, 20 µL rxns""",
     "incubate temperature_c=37 duration_s=900 @inheco_odtc > incubate temperature_c=65 duration_s=600 @inheco_odtc"),

    # 6000 x g on a plate: above the HiG4 (5000 x g) and every other plate centrifuge.
    ("kanban1-27", """To do
 #402 Pellet debris: spin the 96-well PCR plate at 6,000 x g, 5 min — robot
 #403 Hamilton: transfer 50 µL cleared lysate — robot""",
     "halted"),

    ("kanban1-28", """TO DO
 #88 Read pNPP plate at 405 or 410 nm? (check w/ Mia) — robot
DONE
 #87 Stop with 50 µL 3 M NaOH""",
     "ask"),

    # 1 s integration is the reader default, but the card states it, so it is listed.
    ("kanban1-29", """DOING
 #30 Luminescence read, integration 1 s — robot
TO DO
 #31 Park the plate in the plate hotel — robot
DONE
 #29 Add Glo reagent 50 µL""",
     "read_luminescence integration_s=1 > store @cytomat_24"),

    ("kanban1-30", """TO DO
 #96 Peel the 96-well PCR plate (XPeel) — robot
 #97 LabChip HT Protein Express, 48 samples — robot — due Thu
DONE
 #95 Denature samples 95 °C 5 min on the ODTC ✓""",
     "peel @azenta_xpeel > run_assay assay=protein_express sample_count=48 @labchip_gx_touch_ht"),

    ("kanban1-31", """TO DO
 #12 NIR dye plate — fluorescence ex 780 nm / em 880 nm — robot
 #13 Store in the cold store at 4 °C — robot""",
     "halted"),

    ("kanban1-32", """To do
 #12 OT-2: transfer the standards into cols 1-2 — robot
 #13 Abs 562 nm — robot
Done
 #11 Standards made up (Kofi)""",
     "ask"),

    ("kanban1-33", """gDNA prep — 96 buccal swabs
TO DO
#210 Flex: add 50 µL Proteinase K mix to every well — robot
#211 BioShake: 1,000 rpm, 56 °C, 10 min — robot
#212 KingFisher: program "MagMAX_DNA_Multi" — robot
DONE
#209 Swab heads into deep-well plate (Aoife)""",
     "transfer volume_ul=50 @opentrons_flex > shake speed_rpm=1000 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > run_program program=MagMAX_DNA_Multi @kingfisher_flex"),

    ("kanban1-34", """TO DO
 #7 Biomek i5: mix 100 uL, 5 cycles, all wells — robot
 #8 VSpin 1,000 x g 1 min — robot
 #9 Absorbance 405 nm — robot""",
     "mix volume_ul=100 cycles=5 @biomek_i5 > spin rcf_g=1000 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=405"),

    ("kanban1-35", """TO DO
 #44 NanoLuc read — luminescence with 2 min integration per well (weak signal) — robot
DONE
 #43 Substrate added 20 µL""",
     "halted"),

    ("kanban1-36", """TO DO
 #21 Hamilton: add 2 drops of NucBlue per well — robot
 #22 CO2 incubator, 20 min, 37 °C — robot""",
     "ask"),

    # Cards are listed out of running order; #64 says it runs after the #63 spin.
    ("kanban1-37", """TO DO
#64 Read at 450 nm — but only after the VSpin step (#63) — robot
#63 VSpin 300 ×g, 30 s to knock out bubbles — robot
#65 Then into the hotel — robot""",
     "spin rcf_g=300 duration_s=30 @agilent_vspin > read_absorbance wavelength_nm=450 > store @cytomat_24"),

    ("kanban1-38", """Reporter time-course, day 3
DOING
 #410 Retrieve the day-3 plate from the CO2 incubator — robot
TO DO
 #411 Read fluorescence ex 488 / em 525 — robot
 #412 Store in the cold store @ 4C — robot
DONE
 #405 Day-2 read ✓""",
     "retrieve @cytomat_2c450 > read_fluorescence excitation_nm=488 emission_nm=525 > store temperature_c=4 @cytomat_2c425"),

    ("kanban1-39", """TO DO
#55 Spin the 1.5 mL tubes at 30,000 x g, 20 min, 4 °C — robot
DONE
#54 Add 500 µl TRIzol (Nina, bench)""",
     "halted"),

    ("kanban1-40", """TO DO
 #80 Echo: dispense 25 nL compound into the 384-well assay plate — robot
 #81 Spin 1000 x g 1 min — robot""",
     "ask"),

    ("kanban1-41", """TO DO
 #902 Seal with clear film, 160 C 2 s — robot
 #903 CFX: 95 C 3 min; 40 cycles 95 C 15 s, 58 C 30 s, 72 C 30 s; hold 4 C — robot
DONE
 #901 Reactions assembled, 10 µL/well""",
     "seal temperature_c=160 duration_s=2 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=30 extension_c=72 extension_s=30 hold_c=4 @biorad_cfx384"),

    ("kanban1-42", """TO DO
 #18 Spin the pooled tubes in the microcentrifuge — ten thousand x g for two minutes — robot""",
     "spin rcf_g=10000 duration_s=120 @eppendorf_5424r"),

    # Excitation 230 nm is below the reader's 250 nm fluorescence excitation floor.
    ("kanban1-43", """TO DO
 #27 Tyrosine fluorescence: ex 230 nm / em 305 nm — robot
DONE
 #26 Protein samples plated, 100 µL""",
     "halted"),

    ("kanban1-44", """TO DO
 #5 Vortex the plate 30 s — robot
 #6 Then spin 500 x g 1 min — robot""",
     "ask"),

    ("kanban1-45", """TO DO
 #66 Fluent: aliquot 200 microlitres of media into rows A-H, columns 1-6 of the 96-well plate — robot — label: green""",
     "transfer volume_ul=200 wells=48 @tecan_fluent"),

    ("kanban1-46", """TO DO
 #1 HiG4 2,500 x g, 5 min — robot
 #2 PF400: move the plate over to the cold store — robot
 #3 Store at 4 °C in the Cytomat 2C425 — robot""",
     "spin rcf_g=2500 duration_s=300 @bionex_hig4 > move_plate @precise_pf400 > store temperature_c=4 @cytomat_2c425"),

    ("kanban1-47", """ELISA run 3 — plate IL6-03
TO DO
 #21 i7: 100 µL diluted serum into the coated plate — robot
 #22 BioShake 600 rpm, 37 °C, 1 h — robot
 #23 i7: add 100 µL detection antibody — robot
 #24 BioShake again, same settings (600 rpm / 37 °C / 1 h) — robot
DONE
 #20 Block 1 h, wash x3 (Kasia)""",
     "transfer volume_ul=100 @biomek_i7_hybrid > shake speed_rpm=600 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm > transfer volume_ul=100 @biomek_i7_hybrid > shake speed_rpm=600 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    # Debatable: the ticked checklist item (beads added) is treated as already done.
    ("kanban1-48", """TO DO
#20 Library clean-up, plate LIB-9 — robot (Biomek i5)
  Checklist 1/3
  [x] Add 90 µL SPRI beads, mix
  [ ] Magnet 5 min
  [ ] Move 40 µL cleared supernatant to the new plate""",
     "magnetic_separation duration_s=300 @biomek_i5 > transfer volume_ul=40 @biomek_i5"),

    ("kanban1-49", """TO DO
 #7 OT-2: 100 µL diluent into columns 2–12 of the 96-well plate — robot
 #8 OT-2: then mix 50 µL ×5 in the same columns — robot""",
     "transfer volume_ul=100 wells=88 @opentrons_ot2 > mix volume_ul=50 cycles=5 wells=88 @opentrons_ot2"),

    ("kanban1-50", """DOING
 #66 Yeast plate into the Cytomat — 30 °C, 16 h — robot
DONE
 #65 Spot 5 µL dilutions (Greta)""",
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),

    ("kanban1-51", """DOING
 #12 RNA extraction by hand — Yusuf (bench)
TO DO
 #13 LabChip RNA assay, 96 samples — robot (chip primed 10:00)
BLOCKED
 #14 Library prep — waiting on kit (PO 55120)""",
     "run_assay assay=rna sample_count=96 @labchip_gx_touch_ht"),

    ("kanban1-52", """Plate TR-07 — weekly read
TO DO
 #3 Peel (XPeel) — robot
 #4 Fluorescence, ex 535 / em 587 — robot
 #5 Reseal 170 °C 2 s — robot
 #6 Park it in the Cytomat 24 hotel — robot""",
     "peel @azenta_xpeel > read_fluorescence excitation_nm=535 emission_nm=587 > seal temperature_c=170 duration_s=2 > store @cytomat_24"),

    ("kanban1-53", """TO DO
 #12 5810 R: spin the 50 mL tubes at 3,000 x g, 10 min, 20 °C — robot
DONE
 #11 Harvest 8 cultures into 50 mL tubes (Leo)""",
     "spin rcf_g=3000 duration_s=600 temperature_c=20 @eppendorf_5810r"),

    ("kanban1-54", """qPCR setup — 384 plate QP-22
TO DO
 1. #60 Flex: 2 µL cDNA into each well of the 384 plate — robot
 2. #61 Seal, 165 °C, 3 s — robot
 3. #62 VSpin 1,000 xg 1 min — robot
 4. #63 CFX384 — 95 °C 10 min; 45 cycles 95 °C 15 s / 60 °C 1 min — robot
DONE
 #59 Master mix 8 µL/well (Flex)""",
     "transfer volume_ul=2 @opentrons_flex > seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 @agilent_vspin > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),

    # The out-of-range BioShake card is still Blocked, so it is not run (and not judged).
    ("kanban1-55", """BLOCKED
 #9 BioShake 3,500 rpm — waiting on vendor to confirm the speed limit
TO DO
 #10 Abs 280 nm, protein plate — robot""",
     "read_absorbance wavelength_nm=280"),

    ("kanban1-56", """To do
 #31 Centrifuge the culture plate at 800 rcf for 3 mins on the VSpin — robot
 #32 Read absorbance, 620 nm, once spun — robot
 #33 Then store it in the Cytomat 24 — robot
Done
 #30 Colour development 20 mins (Harriet)""",
     "spin rcf_g=800 duration_s=180 @agilent_vspin > read_absorbance wavelength_nm=620 > store @cytomat_24"),

    ("kanban1-57", """TO DO
 #77 STAR: mix 20 μl, 10x, wells A1–A12 only — robot — label: normalisation
DONE
 #76 STAR: 30 μl water to A1-A12""",
     "mix volume_ul=20 cycles=10 wells=12 @hamilton_star"),

    ("kanban1-58", """TO DO
 #140 Seal the 96 PCR plate (a4S, 160 deg, 2 s) — robot
 #141 ODTC: initial denat 95 deg 3 min; 35 cycles of 95 deg 30 s, anneal 55 deg 30 s, extend 72 deg 1 min; final ext 72 deg 5 min; hold 10 deg — robot
DONE
 #139 Hamilton: 25 µl reactions set up""",
     "seal temperature_c=160 duration_s=2 @azenta_a4s > run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc"),

    ("kanban1-59", """TO DO
 #201 STAR: 2.5 mL lysis buffer into each well of the 24 deep-well plate — robot
 #202 KingFisher: program "Cells_24DW" — robot
DONE
 #200 Cell pellets thawed (Rosa, bench)""",
     "transfer volume_ul=2500 @hamilton_star > run_program program=Cells_24DW @kingfisher_flex"),

    ("kanban1-60", """DONE
 #410 Seal 170 °C 3 s ✓
 #411 ODTC run ✓
DOING
 #412 Peel (XPeel) — robot
TO DO
 #413 i5: transfer 5 µL of each PCR into the dilution plate (water already in) — robot
 #414 LabChip DNA 5K, 96 samples — robot""",
     "peel @azenta_xpeel > transfer volume_ul=5 @biomek_i5 > run_assay assay=dna_5k sample_count=96 @labchip_gx_touch_ht"),

    ("kanban1-61", """TO DO
 #5 Keep the antibody plates in the cold store at 2 °C until Monday — robot
DONE
 #4 Coat plates overnight (Dana)""",
     "halted"),

    ("kanban1-62", """TO DO
 #48 BioShake: 1,200 rpm, 15 min, room temp — robot
 #49 Luminescence on the SpectraMax (integration 0.2 s) — robot
 #50 Into the plate fridge, 4 °C — robot""",
     "shake speed_rpm=1200 duration_s=900 @qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.2 @spectramax_i3x > store temperature_c=4 @cytomat_2c425"),

    # The Countess card (an instrument the lab lacks) is Nadia's bench work, so no 'ask'.
    ("kanban1-63", """📋 To do
 🟦 #91 Thaw FBS — 👤 Nadia
 🟩 #92 Fluent: 150 µL medium into all wells of plates 1–4 — 🤖
 🟦 #93 Count cells on the Countess — 👤 Nadia
🔄 Doing
 🟦 #90 Coat plates w/ poly-L-lysine — 👤 Nadia
✅ Done
 🟩 #89 Fluent: 50 µL PLL — 🤖""",
     "transfer volume_ul=150 @tecan_fluent"),

    ("kanban1-64", """TO DO
 #17 Incubate the assay plate in the incubator, 30 °C, 2 h, 5% CO2 — robot
   💬 Ana: should be 37 °C not 30 — fixed in protocol v3""",
     "incubate temperature_c=37 duration_s=7200 co2_percent=5 @cytomat_2c450"),

    # Two wavelengths on one card: read as two absorbance reads, 260 first.
    ("kanban1-65", """TO DO
 #3 DNA plate: absorbance at 260 nm and at 280 nm (purity ratio) on the plate reader — robot""",
     "read_absorbance wavelength_nm=260 @spectramax_i3x > read_absorbance wavelength_nm=280 @spectramax_i3x"),

    ("kanban1-66", """Doing
 #71 OT-2: 180 microliters PBS into column 1 of the 96-well plate — robot
To do
 #72 OT-2: 20 ul sample into column 1 — robot
Done
 #70 Samples thawed on ice (Omar)""",
     "transfer volume_ul=180 wells=8 @opentrons_ot2 > transfer volume_ul=20 wells=8 @opentrons_ot2"),

    ("kanban1-67", """TO DO
 #301 XPeel the 384 plate — robot
 #302 Tecan: 4 µL primer mix into columns 1-12 of the 384-well plate — robot
 #303 Seal 170 °C 3 s — robot
 #304 CFX: 95 °C 3 min, 40× 95 °C 5 s / 60 °C 30 s, hold 4 °C — robot""",
     "peel @azenta_xpeel > transfer volume_ul=4 wells=192 @tecan_fluent > seal temperature_c=170 duration_s=3 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 hold_c=4 @biorad_cfx384"),

    ("kanban1-68", """Compound stamping — library plate CL-0042
TO DO
 #50 Pull the compound plate out of the cold store — robot
 #51 Peel it — robot
 #52 i7: stamp 5 µL into the assay plate — robot
 #53 Reseal 165 °C 3 s and send it back to the cold store at 4 °C — robot""",
     "retrieve @cytomat_2c425 > peel > transfer volume_ul=5 @biomek_i7_hybrid > seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425"),

    ("kanban1-69", """TO DO
 #7 Retrieve the cell plate from the hotel — robot
 #8 Flex: 10 µL drug dilutions into rows A-H, cols 3-10 of the 96-well plate — robot
 #9 CO2 incubator 1h30, 37 C, 5% CO2 — robot""",
     "retrieve @cytomat_24 > transfer volume_ul=10 wells=64 @opentrons_flex > incubate temperature_c=37 duration_s=5400 co2_percent=5 @cytomat_2c450"),

    # The Echo card is Blocked (and the lab has no Echo), so it does not make this an 'ask'.
    ("kanban1-70", """Screening board — campaign SC-44, week 12
TO DO
 #710 Retrieve plate SC44-P03 from the CO2 incubator — robot
 #711 STAR: 30 µL detection reagent to all wells — robot
 #712 Read fluorescence ex 485 / em 535 — robot
BLOCKED
 #709 Compound top-up — Echo down (service 14/03)
DONE
 #705 Spin 1,000 x g 1 min ✓
 #706 Seal 175 °C 2 s ✓
DOING
 #708 Data QC — Pia""",
     "retrieve @cytomat_2c450 > transfer volume_ul=30 @hamilton_star > read_fluorescence excitation_nm=485 emission_nm=535"),
]
