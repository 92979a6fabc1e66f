"""Hold-out batch "tables": intents written as plain-text tables or aligned columns.

Requests pasted from a spreadsheet, an ELN table or a run sheet: Markdown pipe tables (with
and without the |---| separator row), tab-separated rows, space-aligned columns, CSV and
semicolon-CSV rows under a header line, "Step / Instrument / Parameters" grids, sometimes
with a one-line title above or a footnote under the table. Column sets differ from case to
case (Time and Temp as separate columns, all settings in one cell, units in the header or in
the cell, numbered or unnumbered rows, rows listed out of run order with a Step/Order column,
footnotes that add a step "before step 1"). Single-step cases are one-row tables.

Each case is (id, intent_text, expected); see tests/faithful_cases.py for the format of
``expected`` and the judge.
"""

from __future__ import annotations

BS = "@qinstruments_bioshake_3000t_elm"

CASES: list[tuple[str, str, str]] = [
    # ================================================================== single step
    (
        "tables_01",
        "| Step | Action | Device | Settings |\n"
        "|------|--------|--------|----------|\n"
        "| 1 | Spin | HiG4 | 2000 x g, 5 min |",
        "spin rcf_g=2000 duration_s=300 @bionex_hig4",
    ),
    (
        "tables_02",
        "Operation\tLabware\tWavelength\tReader\n"
        "Absorbance\t96-well clear flat-bottom\t600 nm\tSpectraMax i3x",
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "tables_03",
        "step,instrument,temp_C,time_s\n"
        "heat seal,a4S,165,3",
        "seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    (
        "tables_04",
        "Step   Instrument        Parameters\n"
        "1      BioShake 3000-T   1500 rpm / 30 °C / 20 min",
        f"shake speed_rpm=1500 duration_s=1200 temperature_c=30 {BS}",
    ),
    (
        "tables_05",
        "| # | Op | Device | Plate |\n"
        "| 1 | Remove foil seal | XPeel | 384-well PCR |",
        "peel @azenta_xpeel",
    ),
    (
        "tables_06",
        "SYBR Green qPCR - CFX384, 384-well PCR plate\n"
        "Stage              Temp     Time     Cycles\n"
        "Polymerase act.    95 °C    2 min    1\n"
        "Denaturation       95 °C    5 s      40\n"
        "Annealing          60 °C    30 s     40\n"
        "Extension          72 °C    15 s     40",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 "
        "extension_c=72 extension_s=15 @biorad_cfx384",
    ),
    (
        "tables_07",
        "ODTC program (96-well PCR plate)\n"
        "| Segment | °C | mm:ss | Repeats |\n"
        "|---|---|---|---|\n"
        "| Initial denaturation | 98 | 00:30 | 1 |\n"
        "| Denaturation | 98 | 00:10 | 35 |\n"
        "| Annealing | 58 | 00:20 | 35 |\n"
        "| Extension | 72 | 01:00 | 35 |\n"
        "| Final extension | 72 | 05:00 | 1 |\n"
        "| Hold | 4 | ∞ | – |",
        "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=58 annealing_s=20 "
        "extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 "
        "hold_c=4 @inheco_odtc",
    ),
    (
        "tables_08",
        "Reader           Mode            Integration   Plate\n"
        "SpectraMax i3x   Luminescence    250 ms        white 384-well",
        "read_luminescence integration_s=0.25 @spectramax_i3x",
    ),
    (
        "tables_09",
        "Instrument;Assay;No. of samples;Plate\n"
        "LabChip GX Touch;DNA High Sensitivity;88;96-well PCR",
        "run_assay sample_count=88 @labchip_gx_touch_ht",
    ),
    (
        "tables_10",
        "| Read | Ex (nm) | Em (nm) | Wells | Plate |\n"
        "|---|---|---|---|---|\n"
        "| Fluorescence intensity | 535 | 590 | A1–H6 | black 96-well |",
        "read_fluorescence excitation_nm=535 emission_nm=590 wells=48",
    ),
    (
        "tables_11",
        "Step | Instrument | Temp | CO2 | Time\n"
        "1 | Cytomat 2C450 | 37 °C | 5 % | 48 hrs",
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "tables_12",
        "Action,Where,Temp\n"
        "Store plate,plate fridge,4 °C",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tables_13",
        "Step | Liquid handler | Volume | Source → Destination | Wells\n"
        "---|---|---|---|---\n"
        "1 | Opentrons Flex | 20 µL | reservoir → 384-well flat plate | rows A–B",
        "transfer volume_ul=20 @opentrons_flex wells=48",
    ),
    (
        "tables_14",
        "| Instrument | Program | Plates |\n"
        "|---|---|---|\n"
        "| KingFisher Flex | MagMAX_Viral_Pathogen_Flex | sample, 2x wash, elution (96 deep-well) |",
        "run_program @kingfisher_flex",
    ),
    (
        "tables_15",
        "Device   Tubes          RCF          Time     Temp\n"
        "5424 R   1.5 mL x 12    16,000 g     10 min   4 °C",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "tables_16",
        "Step\tRobot\tFrom\tTo\n"
        "1\tPF400\tCytomat 24 hotel\tSpectraMax reader nest",
        "move_plate @precise_pf400",
    ),
    (
        "tables_17",
        "| Op | Labware | Force | Time |\n"
        "|---|---|---|---|\n"
        "| Spin | 96-well PCR plate | 6,500 × g | 2 min |",
        "halted",
    ),
    (
        "tables_18",
        "Instrument\tMode\tWavelength\tPlate\n"
        "Tecan Spark\tAbsorbance\t450 nm\t96-well flat",
        "ask",
    ),
    (
        "tables_19",
        "step,device,speed,time\n"
        "spin,plate centrifuge,1800 rpm,3 min",
        "ask",
    ),
    (
        "tables_20",
        "Step | Device | Temp | Time\n"
        "1 | a4S sealer | 240 °C | 2 s",
        "halted",
    ),
    (
        "tables_21",
        "| Step | Device | Action | Vol | Cycles |\n"
        "|---|---|---|---|---|\n"
        "| 1 | Hamilton STAR | mix by pipetting | 100 µL | 10 |\n"
        "* wells already hold 180 µL cell suspension (96-well flat plate)",
        "mix volume_ul=100 @hamilton_star",
    ),
    (
        "tables_22",
        "| Device | Block temp | Hold | Lid |\n"
        "|---|---|---|---|\n"
        "| ODTC | 95 °C | 5 min | 105 °C |\n"
        "(96-well PCR plate, 50 µL/well)",
        "incubate temperature_c=95 duration_s=300 @inheco_odtc",
    ),
    (
        "tables_23",
        "Action   | Store      | Barcode\n"
        "Retrieve | Cytomat 24 | P-004417",
        "retrieve @cytomat_24",
    ),
    (
        "tables_24",
        "Tube type,Qty,Centrifuge,RCF (x g),Time (min),Temp (C)\n"
        "1.5 mL,24,microcentrifuge,25000,15,4",
        "halted",
    ),
    (
        "tables_25",
        "| Device | Block | Speed | Temp | Time |\n"
        "| ThermoMixer C | 1.5 mL tubes | 1400 rpm | 95 °C | 10 min |",
        "ask",
    ),
    (
        "tables_26",
        "Cycler: Bio-Rad C1000 Touch\n"
        "Step       Temp    Time    Cycles\n"
        "Initial    94 C    3 min   1\n"
        "Denature   94 C    30 s    30\n"
        "Anneal     55 C    30 s    30\n"
        "Extend     72 C    1 min   30",
        "ask",
    ),
    (
        "tables_27",
        "Centrifuge | Plate | x g | min | °C\n"
        "5810R | 24 deep-well | 2000 | 10 | 20",
        "spin rcf_g=2000 duration_s=600 temperature_c=20 @eppendorf_5810r",
    ),
    # ================================================================== two or three steps
    (
        "tables_28",
        "| Step | Action | Device | Settings |\n"
        "|---|---|---|---|\n"
        "| 1 | Add 50 µL buffer | Biomek i7 | columns 1–6, 96-well flat plate |\n"
        "| 2 | Seal | a4S | 170 °C, 2 s |",
        "transfer volume_ul=50 @biomek_i7_hybrid wells=48 > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "tables_29",
        "step,operation,instrument,speed_rpm,temp_C,time_min\n"
        "1,shake,BioShake 3000-T,800,37,15\n"
        "2,absorbance read,SpectraMax,,,\n"
        "* read at 405 nm (pNPP)",
        f"shake speed_rpm=800 temperature_c=37 duration_s=900 {BS} > "
        "read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "tables_30",
        "Step | Operation | Instrument | Parameters\n"
        "2 | Read luminescence | i3x | 1 s integration\n"
        "1 | Centrifuge | VSpin | 300 × g, 1 min",
        "spin rcf_g=300 duration_s=60 @agilent_vspin > "
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "tables_31",
        "#  What                  Where          Details\n"
        "1  de-seal               XPeel          -\n"
        "2  dispense master mix   Tecan Fluent   5 uL/well, 384-well PCR plate\n"
        "3  reseal                sealer         180 C / 1.5 s",
        "peel @azenta_xpeel > transfer volume_ul=5 @tecan_fluent > "
        "seal temperature_c=180 duration_s=1.5 @azenta_a4s",
    ),
    (
        "tables_32",
        "Op          Instrument      Labware                    Setting\n"
        "Centrifuge  5810 R          50 mL conicals             3,000 x g / 15 min / 4 °C\n"
        "Transfer    Microlab STAR   conicals -> 96 deep-well   1 mL supernatant per well",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=1000 @hamilton_star",
    ),
    (
        "tables_33",
        "Step | Instrument | Parameters\n"
        "A | SpectraMax i3x | fluorescence, ex 485 / em 520, black 96-well\n"
        "Note: before step A, shake the plate 1 min at 1000 rpm on the BioShake.",
        f"shake speed_rpm=1000 duration_s=60 {BS} > "
        "read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x",
    ),
    (
        "tables_34",
        "Step,Device,Temp,Duration,Notes\n"
        "Incubate,CO2 incubator,37 C,4 h,MTT reduction\n"
        "Read,plate reader,,,absorbance 570 nm",
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=570 @spectramax_i3x",
    ),
    (
        "tables_35",
        "| Seq | Action | Device | Setting |\n"
        "|---|---|---|---|\n"
        "| 1 | Retrieve plate | Cytomat 24 | |\n"
        "| 2 | Carry plate to reader | PF400 | |\n"
        "| 3 | Luminescence | SpectraMax | 0.5 s/well |",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > "
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "tables_36",
        "Step\tBlock\tTemp\tTime\n"
        "1\tODTC\t37 °C\t30 min\n"
        "2\tODTC\t65 °C\t20 min\n"
        "(96-well PCR plate; restriction digest, then heat inactivation)",
        "incubate temperature_c=37 duration_s=1800 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "tables_37",
        "Step  Device  Labware                      Parameters\n"
        "1     5424R   8-tube PCR strips            pulse spin, 2,000 × g, 30 s\n"
        "2     OT-2    strips → 96-well PCR plate   10 µl each into column 1",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r > "
        "transfer volume_ul=10 @opentrons_ot2 wells=8",
    ),
    (
        "tables_38",
        "| Step | Action | Device | Settings |\n"
        "|---|---|---|---|\n"
        "| 1 | Dispense medium | Biomek i7 | 150 µL/well into 384-well flat plate |\n"
        "| 2 | Incubate | Cytomat 2C450 | 37 °C, 24 h |",
        "halted",
    ),
    (
        "tables_39",
        "Step | Action | Device | Settings\n"
        "1 | Vortex | - | 10 s, max speed\n"
        "2 | Spin down | microcentrifuge | 1,000 × g, 30 s",
        "ask",
    ),
    (
        "tables_40",
        "step,instrument,action,detail\n"
        '1,KF Flex,run program,"RNA_extraction_96, elute in 50 uL"\n'
        "2,Biomek i5,transfer,20 uL eluate to 96-well PCR plate\n"
        "3,LabChip GX,RNA assay,96 samples",
        "run_program @kingfisher_flex > transfer volume_ul=20 @biomek_i5 > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "tables_41",
        "Action   Instrument     Speed       Time    Temp\n"
        "Shake    thermoshaker   1,200 rpm   5 min   RT\n"
        "Spin     HiG 4          1,500 × g   2 mins  -",
        f"shake speed_rpm=1200 duration_s=300 {BS} > "
        "spin rcf_g=1500 duration_s=120 @bionex_hig4",
    ),
    (
        "tables_42",
        "| Step | Device | Setting |\n"
        "|---|---|---|\n"
        "| Grow | incubator | 30 °C, overnight |\n"
        "| OD600 | plate reader | absorbance 600 nm |",
        "incubate temperature_c=30 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "tables_43",
        "Seal & spin (NB: spin BEFORE sealing)\n"
        "Device | Setting\n"
        "a4S    | 160 °C / 4 s\n"
        "VSpin  | 1000 g / 1 min",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > "
        "seal temperature_c=160 duration_s=4 @azenta_a4s",
    ),
    (
        "tables_44",
        "Step | Action | Device | Parameters\n"
        "1 | Stamp compound | Fluent | 1 µL into columns 1–2 of 384-well plate\n"
        "2 | Spin | VSpin | 500 × g, 30 s\n"
        "3 | Store | plate hotel | -",
        "transfer volume_ul=1 @tecan_fluent wells=32 > "
        "spin rcf_g=500 duration_s=30 @agilent_vspin > store @cytomat_24",
    ),
    (
        "tables_45",
        "Step,Instrument,Setting\n"
        "1,XPeel,\n"
        "2,SpectraMax i3x,absorbance 214 nm (peptide bond; UV-transparent 96-well plate)",
        "halted",
    ),
    (
        "tables_46",
        "| Step | Action | Device | Settings |\n"
        "|---|---|---|---|\n"
        "| 1 | Lyse cells | Covaris sonicator | 30 s, 20 % duty |\n"
        "| 2 | Spin | 5810R | 2,500 × g, 10 min, 4 °C |\n"
        "| 3 | Transfer supernatant | Hamilton STAR | 150 µL |",
        "ask",
    ),
    (
        "tables_47",
        "Step | Instrument    | Parameters\n"
        "-----+---------------+------------------------\n"
        "1    | a4S           | 175 °C, 2.0 s\n"
        "2    | 5810R         | 1,000 × g, 1 min, 4 °C\n"
        "3    | Cytomat 2C425 | store at 4 °C",
        "seal temperature_c=175 duration_s=2 @azenta_a4s > "
        "spin rcf_g=1000 duration_s=60 temperature_c=4 @eppendorf_5810r > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tables_48",
        "Bead cleanup (96-well PCR plate, 50 µL sample per well)\n"
        "| # | Instrument | Step | µL | Time |\n"
        "|---|---|---|---|---|\n"
        "| 1 | Biomek i5 | add SPRI beads | 90 | |\n"
        "| 2 | Biomek i5 | mix | 120 | |\n"
        "| 3 | Biomek i5 | incubate at RT | | 5 min |",
        "transfer volume_ul=90 @biomek_i5 > mix volume_ul=120 @biomek_i5 > "
        "incubate duration_s=300 @biomek_i5",
    ),
    (
        "tables_49",
        "Step,Device,Labware,RCF,Time,Temp\n"
        "1,5810R,50 mL conical,15000 x g,20 min,4 C\n"
        "2,Hamilton STAR,50 mL conical -> 96 deep-well,800 uL,,",
        "halted",
    ),
    (
        "tables_50",
        "Centrifuge 5810 R    4,000 rpm    10 min    4 °C    (15 mL tubes)\n"
        "OT-2                 500 µL supernatant → 96 deep-well",
        "ask",
    ),
    (
        "tables_51",
        'Step,Action,Device,Setting\n'
        '1,retrieve,Cytomat 2C425,\n'
        '2,shake,heater-shaker,"1,800 rpm, 2 min"\n'
        '3,fluorescence,SpectraMax,"Ex 560 nm, Em 590 nm"',
        f"retrieve @cytomat_2c425 > shake speed_rpm=1800 duration_s=120 {BS} > "
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    # ================================================================== four or more steps
    (
        "tables_52",
        "| Step | Action | Device | Settings |\n"
        "|---|---|---|---|\n"
        "| 1 | Add 100 µL TMB | Biomek i5 | 96-well flat plate |\n"
        "| 2 | Shake | BioShake | 600 rpm, 30 s |\n"
        "| 3 | Incubate | Cytomat 2C450 | 37 °C, 15 min |\n"
        "| 4 | Add 50 µL stop solution | Biomek i5 | |\n"
        "| 5 | Read absorbance | SpectraMax | 450 nm |",
        f"transfer volume_ul=100 @biomek_i5 > shake speed_rpm=600 duration_s=30 {BS} > "
        "incubate temperature_c=37 duration_s=900 @cytomat_2c450 > "
        "transfer volume_ul=50 @biomek_i5 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "tables_53",
        "step,instrument,action,parameters\n"
        "1,Opentrons Flex,dispense master mix,8 µL into 384-well PCR plate\n"
        "2,Opentrons Flex,add template,2 µL\n"
        "3,a4S,seal,170 °C 2 s\n"
        "4,VSpin,spin,500 x g 1 min\n"
        '5,CFX384,qPCR,"95 °C 3 min; 40 x (95 °C 10 s, 60 °C 30 s, 72 °C 20 s)"',
        "transfer volume_ul=8 @opentrons_flex > transfer volume_ul=2 @opentrons_flex > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s > "
        "spin rcf_g=500 duration_s=60 @agilent_vspin > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 "
        "extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    (
        "tables_54",
        "Step\tInstrument\tAction\tParameters\n"
        "1\tHamilton STAR\tdispense PCR mix\t20 µL, 96-well PCR plate\n"
        "2\tHamilton STAR\tadd template\t5 µL\n"
        "3\ta4S\tseal\t170 °C 3 s\n"
        "4\tODTC\tPCR\t95 °C 2 min | 30 × [95 °C 15 s, 55 °C 30 s, 72 °C 45 s] | 72 °C 5 min | hold 4 °C\n"
        "5\tXPeel\tpeel\t-\n"
        "6\tLabChip GX Touch\tDNA 1K\t96 samples",
        "transfer volume_ul=20 @hamilton_star > transfer volume_ul=5 @hamilton_star > "
        "seal temperature_c=170 duration_s=3 @azenta_a4s > "
        "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 "
        "extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 "
        "hold_c=4 @inheco_odtc > peel @azenta_xpeel > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "tables_55",
        "Step | Instrument | Operation | Time | Temp | Other\n"
        "1 | Cytomat 2C450 | retrieve | | |\n"
        "2 | Biomek i7 | add CellTiter-Glo | | | 25 µL/well\n"
        "3 | BioShake | shake | 2 min | | 500 rpm\n"
        "4 | Biomek i7 | incubate on deck | 10 min | RT |\n"
        "5 | SpectraMax i3x | luminescence | | | 0.5 s integration",
        f"retrieve @cytomat_2c450 > transfer volume_ul=25 @biomek_i7_hybrid > "
        f"shake speed_rpm=500 duration_s=120 {BS} > incubate duration_s=600 @biomek_i7_hybrid > "
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "tables_56",
        "Viral RNA extraction, 96 deep-well plate\n"
        "Step  Device           Action              Volume   Speed      Temp    Time\n"
        "1     Fluent 780       add sample          200 µL   -          -       -\n"
        "2     Fluent 780       add proteinase K    20 µL    -          -       -\n"
        "3     BioShake         lysis shake         -        1000 rpm   56 °C   10 min\n"
        "4     KingFisher Flex  extraction run      -        -          -       -\n"
        "5     plate fridge     store               -        -          4 °C    -",
        "transfer volume_ul=200 @tecan_fluent > transfer volume_ul=20 @tecan_fluent > "
        f"shake speed_rpm=1000 temperature_c=56 duration_s=600 {BS} > "
        "run_program @kingfisher_flex > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tables_57",
        "Grouped by instrument - run in the Order column\n"
        "| Instrument | Order | Action | Setting |\n"
        "|---|---|---|---|\n"
        "| OT-Flex | 1 | add 30 µL RT mix | columns 1–4, 96-well PCR plate |\n"
        "| OT-Flex | 5 | add 10 µL stop solution | columns 1–4 |\n"
        "| a4S | 2 | seal | 165 °C, 2 s |\n"
        "| ODTC | 3 | incubate | 42 °C, 45 min |\n"
        "| XPeel | 4 | peel | - |",
        "transfer volume_ul=30 @opentrons_flex wells=32 > "
        "seal temperature_c=165 duration_s=2 @azenta_a4s > "
        "incubate temperature_c=42 duration_s=2700 @inheco_odtc > peel @azenta_xpeel > "
        "transfer volume_ul=10 @opentrons_flex wells=32",
    ),
    (
        "tables_58",
        "Step,Instrument,Setting\n"
        "1,Biomek i7,transfer 50 uL into row A (96-well black plate)\n"
        "2,SpectraMax,fluorescence 340/460\n"
        "3,Cytomat 24,store\n"
        "† plate arrives sealed: peel it on the XPeel before step 1.",
        "peel @azenta_xpeel > transfer volume_ul=50 @biomek_i7_hybrid wells=12 > "
        "read_fluorescence excitation_nm=340 emission_nm=460 @spectramax_i3x > "
        "store @cytomat_24",
    ),
    (
        "tables_59",
        "| Step | Action | Device | Settings |\n"
        "|---|---|---|---|\n"
        "| 1 | Add 40 µL lysis buffer | Hamilton STAR | 96-well PCR plate |\n"
        "| 2 | Seal | a4S | 170 °C, 2 s |\n"
        "| 3 | Shake | BioShake | 3,500 rpm, 5 min |\n"
        "| 4 | Spin | HiG4 | 1,000 × g, 1 min |",
        "halted",
    ),
    (
        "tables_60",
        "Step\tAction\tInstrument\tSettings\n"
        "1\tadd 180 µL buffer\tOT-2\t2 mL tubes\n"
        "2\tspin\tEppendorf 5430\t12,000 x g, 5 min\n"
        "3\ttransfer 150 µL supernatant\tOT-2\tto 96-well UV plate\n"
        "4\tread A260\tSpectraMax\t260 nm",
        "ask",
    ),
    (
        "tables_61",
        "| # | Step | Device | Params |\n"
        "| 1 | Seal | sealer | 175 °C, 2 s |\n"
        "| 2 | Spin | Agilent VSpin | 800 x g, 1 min |\n"
        "| 3 | Move | PF400 | to cold store |\n"
        "| 4 | Store | Cytomat 2C425 | −20 °C |",
        "halted",
    ),
    (
        "tables_62",
        "Bradford assay (96-well clear flat plate)\n"
        "Step  Action                 Device       Detail\n"
        "1     add sample             Biomek i5    5 µL -> columns 1-3\n"
        "2     add Bradford reagent   Biomek i5    250 µL -> columns 1-3\n"
        "3     shake                  BioShake     30 s\n"
        "4     incubate               -            10 min, room temp\n"
        "5     read absorbance        SpectraMax   595 nm, columns 1-3",
        "transfer volume_ul=5 @biomek_i5 wells=24 > transfer volume_ul=250 @biomek_i5 wells=24 > "
        f"shake duration_s=30 {BS} > incubate duration_s=600 > "
        "read_absorbance wavelength_nm=595 @spectramax_i3x wells=24",
    ),
    (
        "tables_63",
        "Step | Device | Labware | Volume | g-force | Time | Temp\n"
        "1 | Hamilton STAR | 2 mL tubes | 500 µL lysis buffer | | |\n"
        "2 | 5424R | 2 mL tubes | | 12,000 × g | 5 min | 4 °C\n"
        "3 | Hamilton STAR | tubes → 96 deep-well | 400 µL supernatant | | |\n"
        "4 | KingFisher | 96 deep-well | | | |",
        "transfer volume_ul=500 @hamilton_star > "
        "spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r > "
        "transfer volume_ul=400 @hamilton_star > run_program @kingfisher_flex",
    ),
    (
        "tables_64",
        "Step,Action,Device,Parameters\n"
        "1,retrieve,plate hotel,\n"
        "2,peel,XPeel,\n"
        "3,dispense 40 uL,Tecan Fluent,rows A-D of 384-well plate\n"
        "4,seal,a4S,175 ºC / 2 s\n"
        "5,store,hotel,",
        "retrieve @cytomat_24 > peel @azenta_xpeel > "
        "transfer volume_ul=40 @tecan_fluent wells=96 > "
        "seal temperature_c=175 duration_s=2 @azenta_a4s > store @cytomat_24",
    ),
    (
        "tables_65",
        "| Step | Device | Operation | Vol | Temp | Time |\n"
        "|---|---|---|---|---|---|\n"
        "| 1 | Biomek i7 | add ER/A-tail mix | 10 μL | | |\n"
        "| 2 | Biomek i7 | mix | 40 µL | | |\n"
        "| 3 | a4S | seal | | 170 °C | 2 s |\n"
        "| 4 | ODTC | incubate | | 20 °C | 30 min |\n"
        "| 5 | ODTC | incubate | | 65 °C | 30 min |\n"
        "Plate: 96-well PCR, 50 µL sample per well.",
        "transfer volume_ul=10 @biomek_i7_hybrid > mix volume_ul=40 @biomek_i7_hybrid > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s > "
        "incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "tables_66",
        "Step  Instrument   Action     Settings\n"
        "1     OT-2         dispense   5 µL into columns 1-12 (384-well PCR plate)\n"
        "2     a4S          seal       170 °C, 2 s\n"
        "3     CFX384       qPCR       95 °C 30 s; 45x (95 °C 5 s denature / 60 °C 30 s anneal)\n"
        "* spin the sealed plate at 1,000 × g for 1 min on the HiG 4 before step 3",
        "transfer volume_ul=5 @opentrons_ot2 wells=192 > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s > "
        "spin rcf_g=1000 duration_s=60 @bionex_hig4 > "
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=30 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "tables_67",
        "| Step | Action | Device | Settings |\n"
        "|---|---|---|---|\n"
        "| 1 | Add 100 µL substrate | Fluent | 96-well flat |\n"
        "| 2 | Shake | BioShake | speed 7, 5 min |\n"
        "| 3 | Incubate | Cytomat | 37 °C, 1 h |\n"
        "| 4 | Read | SpectraMax | abs 490 nm |",
        "ask",
    ),
    (
        "tables_68",
        "Step\tInstrument\tAction\tTime\tTemp\tNotes\n"
        "1\tCO2 incubator\tincubate\tovernight\t37 °C\tpost-transfection\n"
        "2\tPF400\tmove plate\t\t\tto Biomek i7 deck\n"
        "3\tBiomek i7\tadd ONE-Glo\t\t\t50 µL/well\n"
        "4\tBioShake\tshake\t2 min\t\t300 rpm\n"
        "5\tSpectraMax\tluminescence\t\t\t1 s/well",
        "incubate temperature_c=37 @cytomat_2c450 > move_plate @precise_pf400 > "
        f"transfer volume_ul=50 @biomek_i7_hybrid > shake speed_rpm=300 duration_s=120 {BS} > "
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "tables_69",
        "Steps listed last-to-first (copied from the run log)\n"
        "| Step | Instrument | Parameters |\n"
        "|---|---|---|\n"
        "| 4 | CFX384 | 95 °C 10 min, then 40 cycles of 95 °C 15 s / 60 °C 1 min / 72 °C 30 s |\n"
        "| 3 | VSpin | 800 × g, 2 min |\n"
        "| 2 | a4S | 165 °C, 3 s |\n"
        "| 1 | Biomek i5 | 10 µL/well into 384-well PCR plate |",
        "transfer volume_ul=10 @biomek_i5 > seal temperature_c=165 duration_s=3 @azenta_a4s > "
        "spin rcf_g=800 duration_s=120 @agilent_vspin > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 "
        "extension_c=72 extension_s=30 @biorad_cfx384",
    ),
    (
        "tables_70",
        "Step  Device          Action             Parameters\n"
        "1     OT-Flex         add substrate      100 µL -> wells A1:H4\n"
        "2     OT-Flex         add enzyme         10 µL -> wells A1:H4\n"
        "3     heater-shaker   shake              1,000 rpm, 20 s, 30 °C\n"
        "4     SpectraMax      read absorbance    340 nm, wells A1:H4",
        "transfer volume_ul=100 @opentrons_flex wells=32 > "
        "transfer volume_ul=10 @opentrons_flex wells=32 > "
        f"shake speed_rpm=1000 duration_s=20 temperature_c=30 {BS} > "
        "read_absorbance wavelength_nm=340 @spectramax_i3x wells=32",
    ),
    (
        "tables_71",
        "Step / Instrument / Parameters\n"
        "1 / Fluent / dispense 40 µL cell suspension, 384-well flat plate\n"
        "2 / VSpin / 200 x g, 1 min\n"
        "3 / Cytomat 2C450 / 37 °C, 24 h\n"
        "4 / Fluent / add 5 µL resazurin\n"
        "5 / Cytomat 2C450 / 37 °C, 2 h\n"
        "6 / SpectraMax i3x / fluorescence Ex 560 Em 590",
        "transfer volume_ul=40 @tecan_fluent > spin rcf_g=200 duration_s=60 @agilent_vspin > "
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > "
        "transfer volume_ul=5 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "tables_72",
        "| Step | Device | Action | Volume | Labware |\n"
        "|---|---|---|---|---|\n"
        "| 1 | Tecan Fluent | add binding buffer | 0.8 mL | 24 deep-well plate |\n"
        "| 2 | KingFisher Flex | run program (24-well head) | | 24 deep-well plate |\n"
        "| 3 | Tecan Fluent | transfer eluate | 100 µL | → 96-well PCR plate, column 1–3 |\n"
        "| 4 | Cytomat 2C425 | store | | 4 °C |",
        "transfer volume_ul=800 @tecan_fluent > run_program @kingfisher_flex > "
        "transfer volume_ul=100 @tecan_fluent wells=24 > store temperature_c=4 @cytomat_2c425",
    ),
]


if __name__ == "__main__":
    kinds: dict[str, int] = {}
    sizes = {"1": 0, "2-3": 0, "4+": 0}
    for _cid, _text, exp in CASES:
        k = exp if exp in ("halted", "ask") else "steps"
        kinds[k] = kinds.get(k, 0) + 1
        if k == "steps":
            n = exp.count(">") + 1
            sizes["1" if n == 1 else "2-3" if n <= 3 else "4+"] += 1
    print(len(CASES), kinds, sizes)
