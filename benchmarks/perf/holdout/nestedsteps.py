"""Hold-out batch "nestedsteps": protocols written as hierarchical outlines.

Style: intents pasted from a lab's outline-style protocol -- "1. / 1.1 / 1.2 / 2." numbering,
"A. / i. / ii." and "Step 3 (sub-steps a-c)" labels, indented "-" and "*" bullets several levels
deep, section headings ("Preparation", "Processing", "Readout", "Day 2", "Part 2") that are NOT
steps, notes and cautions inside sub-steps ("Note: do not exceed 40 °C", "Caution: balance the
buckets") whose numbers are NOT values, and repeated sub-steps ("repeat 2.1-2.3 once more"),
which are expected written out in full in run order. Numbers in labels and headings ("2.5",
"Step 2 of 5", "Plate 3", "MCA384", "Section 3") are not values. Some steps are placed out of
order inside the outline ("before reading, ...", "2.1 must be preceded by ...").
A device is expected only where the step (or the heading it sits under) names an instrument.
Written independently of the parser's cases; see /work/tools/writer.md for the format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================== single step
    (
        "nestedsteps-01",
        "Readout\n"
        "  3. Absorbance\n"
        "     3.1 Read the BCA plate (96-well flat) at 562 nm on the SpectraMax i3x.\n"
        "         - Note: blanks are in column 12, standards in column 1.",
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "nestedsteps-02",
        "Step 4 (sub-steps a-c) - Sealing\n"
        "  a. Check that the PCR plate sits flat on the a4S shuttle.\n"
        "  b. Heat seal at 170 °C for 2.5 s.\n"
        "  c. Caution: the sealing block stays hot for ~10 min after the run.",
        "seal temperature_c=170 duration_s=2.5 @azenta_a4s",
    ),
    (
        "nestedsteps-03",
        "A. Readout\n"
        "   i. Read luminescence on the plate reader, 1 s integration per well.\n"
        "   ii. Note: the CellTiter-Glo signal is stable for ~3 h, no need to rush.",
        "read_luminescence integration_s=1",
    ),
    (
        "nestedsteps-04",
        "Readout\n"
        "- Fluorescence (resorufin)\n"
        "  - ex 560 nm / em 590 nm\n"
        "  - top read, 96-well black plate\n"
        "    * Note: gain on auto, 3 flashes per well averaged",
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "nestedsteps-05",
        "2. Processing\n"
        "   2.1 Incubate the 96-well culture plate in the Cytomat 2C450 at 37 °C / 5 % CO2 for 48 hrs.\n"
        "       Caution: do not open the gate during the run.",
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "nestedsteps-06",
        "Section 3 - Amplification (ODTC, 96-well PCR plate)\n"
        " 3.1 Initial denaturation: 98 °C, 30 s\n"
        " 3.2 Cycling, 30 cycles:\n"
        "     3.2.1 98 °C, 10 s\n"
        "     3.2.2 62 °C, 15 s\n"
        "     3.2.3 72 °C, 45 s\n"
        " 3.3 Final extension: 72 °C, 2 min\n"
        " 3.4 Hold: 4 °C",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=15 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "nestedsteps-07",
        "B. qPCR run (CFX384)\n"
        "   i. 95 °C for 2 min (polymerase activation)\n"
        "   ii. 40 cycles of\n"
        "       - 95 °C, 5 s\n"
        "       - 60 °C, 30 s (plate read)",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "nestedsteps-08",
        "1. Preparation\n"
        "   1.1 Reagent trough: substrate, freshly made\n"
        "   1.2 Dispensing\n"
        "       a) On the Hamilton STAR, add 25 uL of substrate to columns 1-6 of the 96-well assay plate.\n"
        "       b) Note: columns 7-12 stay empty for the next run.",
        "transfer volume_ul=25 @hamilton_star wells=48",
    ),
    (
        "nestedsteps-09",
        "Processing\n"
        "  * Shake\n"
        "     - BioShake 3000-T, 1,200 rpm, 10 min, 30 °C\n"
        "     - Caution: 96 deep-well plate, keep the fill at or below 1 mL to avoid splashing",
        "shake speed_rpm=1200 duration_s=600 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "nestedsteps-10",
        "Step 2 of 5: Clarify\n"
        "   2a. Spin the 384-well PCR plate in the HiG4 at 4,000 x g for 2 minutes.\n"
        "   2b. Caution: check that both buckets carry a plate.",
        "spin rcf_g=4000 duration_s=120 @bionex_hig4",
    ),
    (
        "nestedsteps-11",
        "3. End of run\n"
        "   3.1 Store the sealed plate in the refrigerated store at 4 deg C.\n"
        "       - Note: plates may stay there for up to 2 weeks.",
        "store temperature_c=4",
    ),
    (
        "nestedsteps-12",
        "Processing\n"
        "  1. Bead clean-up\n"
        "     1.1 Run the viral RNA program on the KingFisher Flex (96 deep-well head).\n"
        "         Note: runtime is about 25 min; eluate comes out in 50 µL.",
        "run_program @kingfisher_flex",
    ),
    (
        "nestedsteps-13",
        "Readout\n"
        "  4. Fragment analysis\n"
        "     4.1 LabChip GX Touch, DNA High Sensitivity assay, 48 samples from the PCR plate.\n"
        "     4.2 Caution: samples must carry less than 1 M salt.",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "nestedsteps-14",
        "1. Preparation\n"
        "   1.1 Remove the foil seal from the compound plate with the XPeel.\n"
        "       * Note: the supply roll is nearly out - swap it after this plate.",
        "peel @azenta_xpeel",
    ),
    (
        "nestedsteps-15",
        "2. Pellet\n"
        "   2.1 Spin the 1.5 mL tubes in the 5424 R: 16,000 × g, 20 min, 4 °C.\n"
        "       2.1.1 Caution: hinges facing outward so the pellet position is known.",
        "spin rcf_g=16000 duration_s=1200 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "nestedsteps-16",
        "C. Enzyme inactivation\n"
        "   i. Heat the 96-well PCR plate on the ODTC at 65 °C for 20 min.\n"
        "   ii. Note: heated lid on; do not exceed 70 °C or the product degrades.",
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "nestedsteps-17",
        "Step 5 (sub-steps a-b)\n"
        "   a. On the Opentrons Flex, mix each well of row A by pipetting 80 µL up and down 10 times.\n"
        "   b. Note: fresh tip per well.",
        "mix volume_ul=80 @opentrons_flex wells=12",
    ),
    (
        "nestedsteps-18",
        "Processing\n"
        "  - Compound addition\n"
        "    - Tecan Fluent, MCA384 head\n"
        "      * 0.5 µL of DMSO stock into every well of the 384-well assay plate\n"
        "      * Caution: final DMSO must stay under 1 %",
        "transfer volume_ul=0.5 @tecan_fluent",
    ),
    # ================================================================== two or three steps
    (
        "nestedsteps-19",
        "Readout\n"
        "  2. Read absorbance at 450 nm.\n"
        "     2.1 Before reading, spin the plate at 1000 × g for 1 min on the VSpin to pop bubbles.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=450",
    ),
    (
        "nestedsteps-20",
        "1. Preparation\n"
        "   1.1 Peel the source plate (XPeel).\n"
        "   1.2 Using the Biomek i7, transfer 10 µl from each well into a fresh 384-well plate.\n"
        "       Note: the 384-well plate must be at room temperature.",
        "peel @azenta_xpeel > transfer volume_ul=10 @biomek_i7_hybrid",
    ),
    (
        "nestedsteps-21",
        "3. Finish\n"
        "   3.1 Seal at 175 °C, 1.5 s.\n"
        "   3.2 Centrifuge briefly: 500 × g, 30 s.\n"
        "   3.3 Park the plate in the plate hotel (Cytomat 24).",
        "seal temperature_c=175 duration_s=1.5 > spin rcf_g=500 duration_s=30 > store @cytomat_24",
    ),
    (
        "nestedsteps-22",
        "A. Blocking\n"
        "   i. Add 200 µL blocking buffer per well (ML STAR).\n"
        "   ii. Incubate 1 h at room temperature.\n"
        "B. Detection - continues in tomorrow's protocol, nothing to run today.",
        "transfer volume_ul=200 @hamilton_star > incubate duration_s=3600",
    ),
    (
        "nestedsteps-23",
        "2. Readout\n"
        "   2.1 Read fluorescence ex 485 / em 520 on the SpectraMax, having first shaken the plate "
        "for 30 s at 800 rpm on the BioShake.\n"
        "       - Caution: black 384-well plate, top read only.",
        "shake speed_rpm=800 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x",
    ),
    (
        "nestedsteps-24",
        "Preparation\n"
        "  1. Standards\n"
        "     1.1 Quick-spin the 2 mL standard tubes in the microcentrifuge: 2,000 x g, 1 min.\n"
        "     1.2 On the OT-2, pipette 100 uL of each standard into column 1 of the 96-well plate.",
        "spin rcf_g=2000 duration_s=60 > transfer volume_ul=100 @opentrons_ot2 wells=8",
    ),
    (
        "nestedsteps-25",
        "Processing\n"
        "  Step 6 (sub-steps a-c)\n"
        "    a. Run the elution program on the KF Flex.\n"
        "    b. Transfer 40 µL of eluate to a 96-well PCR plate on the Biomek i5.\n"
        "    c. Note: eluate keeps for 24 h at 4 °C if the run has to stop here.",
        "run_program @kingfisher_flex > transfer volume_ul=40 @biomek_i5",
    ),
    (
        "nestedsteps-26",
        "4. qPCR setup (384-well)\n"
        "   4.1 Seal with optically clear film, 160 °C for 2 s.\n"
        "   4.2 Spin down 1 min at 1,000 × g.\n"
        "   4.3 Cycle on the CFX384: 95 °C 10 min; 45 × (95 °C 15 s, 58 °C 45 s).",
        "seal temperature_c=160 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=600 cycles=45 denaturation_c=95 "
        "denaturation_s=15 annealing_c=58 annealing_s=45 @biorad_cfx384",
    ),
    (
        "nestedsteps-27",
        "Processing\n"
        "  1. Develop\n"
        "     1.1 Incubate the plate at 37 C for 15 min.\n"
        "         Note: do not exceed 40 C, the substrate breaks down.\n"
        "Readout\n"
        "  2. Absorbance\n"
        "     2.1 405 nm.",
        "incubate temperature_c=37 duration_s=900 > read_absorbance wavelength_nm=405",
    ),
    (
        "nestedsteps-28",
        "1. Retrieve plate 3 from the Cytomat 2C425.\n"
        "2. Read luminescence (0.5 s per well).",
        "retrieve @cytomat_2c425 > read_luminescence integration_s=0.5",
    ),
    (
        "nestedsteps-29",
        "A. Transport\n"
        "   i. Have the PF400 carry the culture plate to the SpectraMax.\n"
        "B. Readout\n"
        "   i. Absorbance at 600 nm (OD600).",
        "move_plate destination=spectramax_i3x @precise_pf400 > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "nestedsteps-30",
        "2. Reaction assembly\n"
        "   2.1 On the Fluent, dispense 15 µL of master mix into rows A-D of the 96-well PCR plate.\n"
        "   2.2 Add 5 µL template to the same wells.\n"
        "   2.3 Mix by pipetting 10 µL up and down.",
        "transfer volume_ul=15 @tecan_fluent wells=48 > transfer volume_ul=5 > mix volume_ul=10",
    ),
    (
        "nestedsteps-31",
        "Preparation\n"
        "- Cells\n"
        "  - Pellet the 50 mL tubes in the 5810R at 300 × g, 5 min.\n"
        "    * Note: brake set to 5 of 9.\n"
        "Processing\n"
        "- Resuspend\n"
        "  - The OT-Flex adds 500 µL fresh medium to each tube.",
        "spin rcf_g=300 duration_s=300 @eppendorf_5810r > transfer volume_ul=500 @opentrons_flex",
    ),
    (
        "nestedsteps-32",
        "Step 3 (sub-steps a-b)\n"
        "  a. After spinning the sealed deep-well plate at 1,500 × g for 3 min, shake it at "
        "1,800 rpm for 5 min.\n"
        "  b. Caution: confirm the seal is intact before shaking.",
        "spin rcf_g=1500 duration_s=180 > shake speed_rpm=1800 duration_s=300",
    ),
    (
        "nestedsteps-33",
        "Section 2 - PCR (ODTC)\n"
        "   2.1 25 cycles: 95 °C 20 s / 55 °C 20 s / 72 °C 30 s\n"
        "Section 3 - QC\n"
        "   3.1 Run 12 samples on the LabChip.",
        "run_pcr cycles=25 denaturation_c=95 denaturation_s=20 annealing_c=55 annealing_s=20 "
        "extension_c=72 extension_s=30 @inheco_odtc > run_assay sample_count=12 @labchip_gx_touch_ht",
    ),
    (
        "nestedsteps-34",
        "Day 2\n"
        "  Processing\n"
        "    1. Add 20 µL resazurin to every well (Biomek i7).\n"
        "    2. Incubate 4 h at 37 °C in the CO2 incubator.\n"
        "  Readout\n"
        "    3. Fluorescence, ex 540 / em 590.",
        "transfer volume_ul=20 @biomek_i7_hybrid > incubate temperature_c=37 duration_s=14400 > "
        "read_fluorescence excitation_nm=540 emission_nm=590",
    ),
    (
        "nestedsteps-35",
        "2. Storage\n"
        "   2.4 Heat seal (a4S, 165 °C / 3 s).\n"
        "   2.5 Store at 4 °C in the Cytomat 2C425.\n"
        "       - Note: stable for up to 7 days.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "nestedsteps-36",
        "1. Aliquot\n"
        "   1.1 OT-2: distribute 20 ul of master mix into each tube of an 8-tube PCR strip.\n"
        "2. Spin\n"
        "   2.1 Pulse-spin the strip in the 5424 R, 1,000 rcf, 30 sec.",
        "transfer volume_ul=20 @opentrons_ot2 > spin rcf_g=1000 duration_s=30 @eppendorf_5424r",
    ),
    (
        "nestedsteps-37",
        "II. Processing\n"
        "    1. Peel the assay plate.\n"
        "    2. Incubate it at 30 °C for 45 mins in the Cytomat 2C450.\n"
        "       * Caution: humidity tray must be full.\n"
        "III. Readout\n"
        "    1. Luminescence, 0.2 s integration.",
        "peel > incubate temperature_c=30 duration_s=2700 @cytomat_2c450 > "
        "read_luminescence integration_s=0.2",
    ),
    (
        "nestedsteps-38",
        "Preparation\n"
        "  * 24 deep-well block, lysate\n"
        "    - spin 2,000 x g for 12 min in the Eppendorf 5810\n"
        "      * Note: 24-well blocks are rated to 3,000 x g - do not go above\n"
        "    - transfer 1 mL of cleared lysate per well to a fresh 24 deep-well block (Biomek i5)",
        "spin rcf_g=2000 duration_s=720 @eppendorf_5810r > transfer volume_ul=1000 @biomek_i5",
    ),
    (
        "nestedsteps-39",
        "Readout\n"
        "  1. Read A280 on the multimode reader.\n"
        "     1.1 First, though, move the UV plate out of the plate fridge (retrieve from the "
        "Cytomat 2C425) and peel it.",
        "retrieve @cytomat_2c425 > peel > read_absorbance wavelength_nm=280",
    ),
    # ================================================================== four or more steps
    (
        "nestedsteps-40",
        "Processing\n"
        "  2. Wash\n"
        "     2.1 Dispense 300 µL wash buffer into each well on the Hamilton STAR.\n"
        "     2.2 Shake 30 s at 600 rpm on the BioShake.\n"
        "     2.3 Transfer 300 µL from each well to the waste reservoir (Hamilton STAR).\n"
        "     2.4 Repeat 2.1-2.3 once more.\n"
        "         Note: do not let the wells dry out between washes.",
        "transfer volume_ul=300 @hamilton_star > "
        "shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "transfer volume_ul=300 @hamilton_star > transfer volume_ul=300 @hamilton_star > "
        "shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "transfer volume_ul=300 @hamilton_star",
    ),
    (
        "nestedsteps-41",
        "Preparation\n"
        "  1. Reaction assembly (Biomek i5)\n"
        "     1.1 Dispense 20 µL PCR master mix into all wells of the 96-well PCR plate.\n"
        "     1.2 Add 5 µL gDNA per well.\n"
        "Processing\n"
        "  2. Seal - 170 °C, 2 s.\n"
        "  3. Spin - 1,000 × g, 1 min.\n"
        "  4. Amplify on the ODTC\n"
        "     4.1 95 °C 3 min\n"
        "     4.2 35 cycles: 95 °C 30 s, 57 °C 30 s, 72 °C 1 min\n"
        "     4.3 72 °C 5 min, then hold at 10 °C",
        "transfer volume_ul=20 @biomek_i5 > transfer volume_ul=5 @biomek_i5 > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=35 denaturation_c=95 "
        "denaturation_s=30 annealing_c=57 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    (
        "nestedsteps-42",
        "A. Treatment\n"
        "   i. Add 10 µL compound per well (Fluent).\n"
        "   ii. Incubate 24 h at 37 °C in the Cytomat 2C450.\n"
        "B. Viability\n"
        "   i. Equilibration - skip, the plates are already at room temperature.\n"
        "   ii. Add 50 µL CellTiter-Glo 2.0 per well.\n"
        "   iii. Shake 2 min at 500 rpm.\n"
        "   iv. Read luminescence, 0.25 s.",
        "transfer volume_ul=10 @tecan_fluent > incubate temperature_c=37 duration_s=86400 "
        "@cytomat_2c450 > transfer volume_ul=50 > shake speed_rpm=500 duration_s=120 > "
        "read_luminescence integration_s=0.25",
    ),
    (
        "nestedsteps-43",
        "1. Plate the cells: transfer 800 µL culture into each well of the 96 deep-well plate "
        "(Biomek i7).\n"
        "2. Washes\n"
        "   2.1 Centrifuge 400 × g, 5 min.\n"
        "   2.2 Remove 700 µL supernatant.\n"
        "   2.3 Add 700 µL cold PBS.\n"
        "   2.4 Repeat 2.1-2.3 once more.\n"
        "3. Final spin: 400 × g, 5 min.",
        "transfer volume_ul=800 @biomek_i7_hybrid > spin rcf_g=400 duration_s=300 > "
        "transfer volume_ul=700 > transfer volume_ul=700 > spin rcf_g=400 duration_s=300 > "
        "transfer volume_ul=700 > transfer volume_ul=700 > spin rcf_g=400 duration_s=300",
    ),
    (
        "nestedsteps-44",
        "Processing\n"
        "  1. Add 100 µL TMB substrate to columns 1-10 (ML STAR).\n"
        "  2. Incubate 20 min at room temperature, dark.\n"
        "  3. Stop: add 50 µL 1 M H2SO4 to the same columns.\n"
        "Readout\n"
        "  4. Read at 450 nm.\n"
        "     Note: read within 30 min of step 3.",
        "transfer volume_ul=100 @hamilton_star wells=80 > incubate duration_s=1200 > "
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "nestedsteps-45",
        "Section 5 - Library QC\n"
        "  5.1 Peel the library plate (XPeel).\n"
        "  5.2 OT-2: transfer 2 µL of each library into a fresh 96-well PCR plate, then add "
        "18 µL water per well.\n"
        "  5.3 Seal, 165 °C, 3 s; then spin 30 s at 1,000 × g.\n"
        "  5.4 Peel again and run all 96 on the LabChip GX Touch (DNA NGS 3K assay).",
        "peel @azenta_xpeel > transfer volume_ul=2 @opentrons_ot2 > transfer volume_ul=18 > "
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=30 > peel > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "nestedsteps-46",
        "Preparation\n"
        "  1. On the Biomek i7, dispense 8 µL SYBR master mix into the 384-well PCR plate.\n"
        "     1.1 Add 2 µL cDNA per well.\n"
        "     1.2 Caution: keep the mix on the cold block; final volume must not exceed 10 µL.\n"
        "Processing\n"
        "  2. Seal (Azenta a4S) at 165 °C for 2 s.\n"
        "  3. Centrifuge in the VSpin, 800 × g, 2 min.\n"
        "Readout\n"
        "  4. CFX384: 95 °C 3 min -> 40x [95 °C 10 s -> 60 °C 30 s].",
        "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 @biomek_i7_hybrid > "
        "seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=800 duration_s=120 "
        "@agilent_vspin > run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "nestedsteps-47",
        "1. Preparation\n"
        "   1.1 Tecan Fluent: add 25 µL standard or sample to columns 1-3 (rows A-H).\n"
        "   1.2 Add 200 µL BCA working reagent to the same wells.\n"
        "2. Processing\n"
        "   2.1 Shake 30 s, 500 rpm.\n"
        "   2.2 Incubate 30 min at 37 °C.\n"
        "       Note: do not exceed 37 °C; hotter over-develops the standards.\n"
        "3. Readout\n"
        "   3.1 Read A562 on the SpectraMax.",
        "transfer volume_ul=25 @tecan_fluent wells=24 > transfer volume_ul=200 > "
        "shake speed_rpm=500 duration_s=30 > incubate temperature_c=37 duration_s=1800 > "
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "nestedsteps-48",
        "- Processing\n"
        "  - Plate A (96-well PCR)\n"
        "    * seal: 180 °C, 1 s\n"
        "    * spin: 2,500 × g, 1 min, HiG4\n"
        "    * PCR on the ODTC\n"
        "      * 98 °C 2 min\n"
        "      * 32x: 98 °C 10 s, 65 °C 20 s, 72 °C 20 s\n"
        "      * 72 °C 1 min\n"
        "      * 4 °C hold\n"
        "- Readout\n"
        "  - LabChip, 96 samples",
        "seal temperature_c=180 duration_s=1 > spin rcf_g=2500 duration_s=60 @bionex_hig4 > "
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=120 cycles=32 denaturation_c=98 "
        "denaturation_s=10 annealing_c=65 annealing_s=20 extension_c=72 extension_s=20 "
        "final_extension_c=72 final_extension_s=60 hold_c=4 @inheco_odtc > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "nestedsteps-49",
        "Step 1 (sub-steps a-d) - Seeding\n"
        "   a. Retrieve the 24 deep-well block from the hotel.\n"
        "   b. Dispense 900 µL medium per well (Biomek i5).\n"
        "   c. Add 100 µL cell suspension per well.\n"
        "   d. Incubate at 37 °C for 72 h in the Cytomat 2C450.\n"
        "      Caution: keep the lid on.",
        "retrieve > transfer volume_ul=900 @biomek_i5 > transfer volume_ul=100 > "
        "incubate temperature_c=37 duration_s=259200 @cytomat_2c450",
    ),
    (
        "nestedsteps-50",
        "Preparation\n"
        "  P1. Add 20 µL NADH/substrate mix to each well of the 96-well plate (OT-2).\n"
        "Readout (kinetic)\n"
        "  1. Read A340.\n"
        "  2. Incubate the plate 10 min at 30 °C.\n"
        "  3. Repeat 1-2 twice more.\n"
        "  4. Final read at 340 nm.",
        "transfer volume_ul=20 @opentrons_ot2 > read_absorbance wavelength_nm=340 > "
        "incubate temperature_c=30 duration_s=600 > read_absorbance wavelength_nm=340 > "
        "incubate temperature_c=30 duration_s=600 > read_absorbance wavelength_nm=340 > "
        "incubate temperature_c=30 duration_s=600 > read_absorbance wavelength_nm=340",
    ),
    (
        "nestedsteps-51",
        "A. Preparation\n"
        "   i. Retrieve the 384-well plate from the Cytomat 2C450.\n"
        "B. Processing\n"
        "   i. Dispense 25 µL ONE-Glo reagent (Fluent).\n"
        "   ii. Shake 1 min at 1,500 rpm (BioShake).\n"
        "   iii. Incubate 10 min at RT.\n"
        "C. Readout\n"
        "   i. Luminescence, integration 0.1 s, SpectraMax i3x.",
        "retrieve @cytomat_2c450 > transfer volume_ul=25 @tecan_fluent > "
        "shake speed_rpm=1500 duration_s=60 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=600 > read_luminescence integration_s=0.1 @spectramax_i3x",
    ),
    (
        "nestedsteps-52",
        "2. Processing\n"
        "   2.1 Spin the PCR plate 1 min at 1,000 x g.\n"
        "   2.2 Peel the seal.\n"
        "   2.3 Add 10 µL stop buffer to each well (STAR).\n"
        "   2.4 Important: 2.1 must be preceded by a 1 min shake at 1,000 rpm on the BioShake.",
        "shake speed_rpm=1000 duration_s=60 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=1000 duration_s=60 > peel > transfer volume_ul=10 @hamilton_star",
    ),
    (
        "nestedsteps-53",
        "Part 2 - Extraction\n"
        "  2.1 Preparation\n"
        "      - Add 200 µL sample to each well of the 96 deep-well plate (Hamilton STAR).\n"
        "      - Add 20 µL proteinase K.\n"
        "      - Shake 5 min, 1,000 rpm, 56 °C on the BioShake.\n"
        "        * Note: do not exceed 60 °C.\n"
        "  2.2 Processing\n"
        "      - Run the KingFisher Flex extraction program.\n"
        "  2.3 Readout\n"
        "      - Transfer 50 µL eluate to a UV 96-well plate and read A260.",
        "transfer volume_ul=200 @hamilton_star > transfer volume_ul=20 > "
        "shake speed_rpm=1000 duration_s=300 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
        "run_program @kingfisher_flex > transfer volume_ul=50 > read_absorbance wavelength_nm=260",
    ),
    (
        "nestedsteps-54",
        "1. Harvest\n"
        "   1.1 Spin the 15 mL tubes at 250 × g, 5 min, room temperature (Eppendorf 5810 R).\n"
        "   1.2 Remove 900 µL supernatant (Tecan Fluent).\n"
        "   1.3 Add 1 mL PBS.\n"
        "   1.4 Repeat 1.1-1.3 once.",
        "spin rcf_g=250 duration_s=300 @eppendorf_5810r > transfer volume_ul=900 @tecan_fluent > "
        "transfer volume_ul=1000 > spin rcf_g=250 duration_s=300 @eppendorf_5810r > "
        "transfer volume_ul=900 @tecan_fluent > transfer volume_ul=1000",
    ),
    (
        "nestedsteps-55",
        "Day 1\n"
        "  1. Seal the plate (a4S) 170 °C 2 s and store it in the Cytomat 2C425 at 6 °C.\n"
        "Day 2\n"
        "  2. Retrieve it, peel it, and read fluorescence 485/535.",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > store temperature_c=6 @cytomat_2c425 > "
        "retrieve > peel > read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "nestedsteps-56",
        "Preparation\n"
        "  1. Spin the 1.5 mL lysate tubes: 5424 R, 14,000 × g, 10 min, 4 °C.\n"
        "Processing\n"
        "  2. OT-Flex: transfer 10 µL of each supernatant to column 2 of a 96-well plate.\n"
        "  3. Add 200 µL Bradford reagent to column 2.\n"
        "  4. Incubate 5 min at room temperature.\n"
        "Readout\n"
        "  5. A595.",
        "spin rcf_g=14000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
        "transfer volume_ul=10 @opentrons_flex wells=8 > transfer volume_ul=200 wells=8 > "
        "incubate duration_s=300 > read_absorbance wavelength_nm=595",
    ),
    (
        "nestedsteps-57",
        "1. Transport\n"
        "   1.1 PF400: move the 96-well plate from the Cytomat 24 to the BioShake.\n"
        "2. Processing\n"
        "   2.1 Shake 3 min at 2,000 rpm, 37 °C.\n"
        "3. Readout\n"
        "   3.1 PF400 takes it to the SpectraMax; read absorbance at 620 nm.",
        "move_plate destination=qinstruments_bioshake_3000t_elm @precise_pf400 > "
        "shake speed_rpm=2000 duration_s=180 temperature_c=37 > "
        "move_plate destination=spectramax_i3x @precise_pf400 > read_absorbance wavelength_nm=620",
    ),
    # ================================================================== physically impossible
    (
        "nestedsteps-58",
        "2. Processing\n"
        "   2.1 Centrifuge the 96-well flat-bottom plate at 4,500 × g for 10 min on the HiG4.\n"
        "       Note: HiG4 buckets take plates up to 61 mm tall.",
        "halted",
    ),
    (
        "nestedsteps-59",
        "Preparation\n"
        "  1. 384-well assay plate (flat, clear bottom)\n"
        "     1.1 Fluent: add 150 µL assay buffer to every well.\n"
        "     1.2 Caution: keep DMSO below 1 %.",
        "halted",
    ),
    (
        "nestedsteps-60",
        "Step 7 (sub-steps a-b)\n"
        "  a. Seal the deep-well plate on the a4S at 220 °C for 3 s.\n"
        "  b. Note: thicker film this time, hence the higher temperature.",
        "halted",
    ),
    (
        "nestedsteps-61",
        "3. Storage\n"
        "   3.1 Seal the plate (165 °C, 2 s).\n"
        "   3.2 Store it in the Cytomat 2C425 at -20 °C until Monday.",
        "halted",
    ),
    (
        "nestedsteps-62",
        "Readout\n"
        "- Absorbance\n"
        "  * 1,100 nm (NIR band of the nanoparticle peak)\n"
        "  * SpectraMax i3x, 96-well plate",
        "halted",
    ),
    (
        "nestedsteps-63",
        "B. Resuspension\n"
        "   i. Shake the sealed 96-well PCR plate at 3,500 rpm for 2 min.\n"
        "   ii. Note: check the seal afterwards.",
        "halted",
    ),
    (
        "nestedsteps-64",
        "4. Cycling on the ODTC\n"
        "   4.1 Initial: 105 °C, 2 min\n"
        "   4.2 30x: 98 °C 10 s / 60 °C 30 s / 72 °C 30 s\n"
        "   4.3 Hold 4 °C",
        "halted",
    ),
    (
        "nestedsteps-65",
        "1. Pellet\n"
        "   1.1 Microcentrifuge (5424 R): 25,000 x g, 10 min, 4 °C, 2 mL tubes.\n"
        "       Note: pre-cool the rotor.",
        "halted",
    ),
    (
        "nestedsteps-66",
        "2. Sequential additions (96-well flat plate, OT-2)\n"
        "   2.1 Add 100 µL reagent to each well.\n"
        "   2.2 Shake 1 min at 800 rpm.\n"
        "   2.3 Repeat 2.1-2.2 three more times.",
        "halted",
    ),
    # ================================================================== must ask
    (
        "nestedsteps-67",
        "Processing\n"
        "  2. Centrifuge\n"
        "     2.1 Spin the 96-well plate at 3,000 rpm for 5 min.\n"
        "     2.2 Caution: balance plate opposite.",
        "ask",
    ),
    (
        "nestedsteps-68",
        "Step 2 (sub-steps a-c)\n"
        "  a. Add 50 µL lysis buffer to each tube (OT-2).\n"
        "  b. Vortex 15 s.\n"
        "  c. Spin 1 min at 2,000 × g in the 5424 R.",
        "ask",
    ),
    (
        "nestedsteps-69",
        "Readout\n"
        "  1. Read fluorescence 485/520 on the Tecan Spark.\n"
        "     1.1 Note: top read, gain 80.",
        "ask",
    ),
    (
        "nestedsteps-70",
        "1. Clarify\n"
        "   1.1 Spin the tubes in the Eppendorf 5430 R at 12,000 × g for 5 min.\n"
        "   1.2 Caution: use the aerosol-tight lid.",
        "ask",
    ),
    (
        "nestedsteps-71",
        "A. Lysis\n"
        "   i. Sonicate the 96 deep-well plate, 3 × 10 s pulses on ice.\n"
        "B. Clarify\n"
        "   i. Spin 3,000 x g, 20 min.",
        "ask",
    ),
    (
        "nestedsteps-72",
        "2. Stop and read\n"
        "   2.1 Add 2 drops of stop solution to each well.\n"
        "   2.2 Read at 450 nm.",
        "ask",
    ),
    (
        "nestedsteps-73",
        "Readout\n"
        "  3. Image the plate on the BioTek Cytation 5 (4x objective, DAPI + GFP).\n"
        "     3.1 Note: autofocus on the DAPI channel.",
        "ask",
    ),
    (
        "nestedsteps-74",
        "1. Harvest\n"
        "   1.1 Centrifuge the 50 mL conicals in the 5810 R, 4,000 rpm, 10 min, 4 °C.\n"
        "       * Note: brake on, full acceleration.",
        "ask",
    ),
]
