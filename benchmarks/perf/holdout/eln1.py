"""Hold-out batch "eln1": text pasted from electronic lab notebooks and LIMS exports.

Style: key: value fields ("Instrument: ...", "Vol: ...", "Temp: ..."), markdown and
pipe tables of steps, tab-separated rows, bullet lists with indented sub-bullets,
"## Procedure" headers, free-text comments ("NB: ..."), and metadata lines (sample IDs,
project codes, dates, operators, lot numbers, barcodes, asset ids) that are not settings.
Mix of one-line entries and long multi-step procedures (about a third have 3+ steps).

Traps:
- Metadata that looks numeric (dates, lots, passages, cells/well, µM, plate counts,
  shelf numbers, logged room temperature, reagent storage temperature) is context.
- "Temp: RT" / "room temperature" gives no temperature key; "RT 10 min" is an incubate
  with only a duration.
- Corrections ("-> corrected 14,000 x g", "prev. entry said 600 µL") take the final value.
- Steps must be ordered by when they run ("read ... only AFTER the plate has been spun").
- Well subsets from columns/rows (96: column = 8 wells, row = 12; 384: column = 16).
- Unit spellings: uL/µL/μl/ul/microlitres, C/°C/ºC/deg, x g/xg/×g/rcf, ms/s/sec/min/mins/h/hr/days.
- Halts: values outside every suitable instrument (25,000 x g tubes, 3,500 rpm shake,
  210 ºC seal, 200 nm absorbance, 90 s luminescence integration, 7.5 mL per transfer,
  105 °C denaturation, 100 qPCR cycles, 25 % CO2, 400 LabChip samples, 880 nm emission).
- Asks: vortex, sonicate, rpm-only centrifuge, "Speed: 5", OD without wavelength,
  TapeStation (not in the lab), PCR with no cycling temperatures, transfer with no
  volume, unsettled wavelength, drops, Echo nL dosing.
"""

NAME = "eln1"

CASES: list[tuple[str, str, str]] = [
    ("eln1-01",
     "Step 3 — reagent addition\n"
     "Instrument: Hamilton STAR\n"
     "Vol: 25 µL\n"
     "Source: reagent trough (Lot 22-0917)\n"
     "Dest: 96-well assay plate PLT-0031, columns 1-6\n"
     "Operator: K. Marsh    Date: 2024-04-08",
     "transfer volume_ul=25 wells=48 @hamilton_star"),

    ("eln1-02",
     "## Spin down\n"
     "- Instrument: VSpin\n"
     "- Speed: 500 x g\n"
     "- Time: 2 min\n"
     "- Temp: RT",
     "spin rcf_g=500 duration_s=120 @agilent_vspin"),

    ("eln1-03",
     "Project: ONC-114 | Date: 2024-05-02 | Plate: 384 white, barcode 0004471\n"
     "| Step | Action | Instrument | Settings |\n"
     "|---|---|---|---|\n"
     "| 1 | Add substrate | Tecan Fluent | 50 µL/well |\n"
     "| 2 | Shake | BioShake | 800 rpm, 1 min |\n"
     "| 3 | Read lum | SpectraMax i3x | integration 1 s |",
     "transfer volume_ul=50 @tecan_fluent > shake speed_rpm=800 duration_s=60 "
     "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=1 @spectramax_i3x"),

    ("eln1-04",
     "Sample prep S-2231 … S-2246 (16 tubes)\n"
     "1. Vortex lysates 10 s\n"
     "2. 5424R: 16,000 x g, 2 min, 4 °C\n"
     "3. transfer 100 ul cleared lysate to 96 DW plate (Flex)",
     "ask"),

    ("eln1-05",
     "## Procedure (nuclear extract, 1.5 mL tubes)\n"
     "1. Add 400 µL buffer C per tube — Fluent\n"
     "2. Eppendorf 5424R, FA-45-24-11 rotor: 25,000 x g, 15 min, 4 °C\n"
     "3. Fluent: 300 µL supernatant -> fresh tubes\n"
     "Operator: JL",
     "halted"),

    ("eln1-06",
     "## qPCR run — GAPDH / ACTB\n"
     "Plate: 384-well PCR, barcode QP-000812\n"
     "1) Seal on a4S: 170 C, 2.5 s\n"
     "2) Spin plate 1000 xg 1 min\n"
     "3) CFX384 protocol:\n"
     "   - 95 °C 3 min\n"
     "   - 40 cycles: 95 °C 10 s, 60 °C 30 s, 72 °C 30 s\n"
     "   - hold 4 °C",
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s > spin rcf_g=1000 duration_s=60 > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 extension_c=72 "
     "extension_s=30 hold_c=4 @biorad_cfx384"),

    ("eln1-07",
     "Incubator: Cytomat 2C450 | Temp: 37 °C | CO2: 5 % | Time: 24 h | Plates: 6 (CP-101…CP-106)",
     "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),

    ("eln1-08",
     "Harvest\n"
     "Centrifuge: 5810R\n"
     "Speed: 4000 rpm\n"
     "Time: 10 min\n"
     "Temp: 4°C\n"
     "NB: 50 mL Falcons, balance!",
     "ask"),

    ("eln1-09",
     "ODTC run — colony PCR, 96-well PCR plate CP-17 (PN 0043)\n"
     "Step\tTemp\tTime\n"
     "Init denat\t98 °C\t30 s\n"
     "Denat\t98 °C\t10 s\n"
     "Anneal\t62 °C\t20 s\n"
     "Extend\t72 °C\t45 s\n"
     "Cycles\t30\t\n"
     "Final ext\t72 °C\t5 min\n"
     "Hold\t4 °C\t∞",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=45 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    # The 200 µL/well was loaded in an earlier run (state, not a step to do now).
    ("eln1-10",
     "Extraction — KingFisher Flex\n"
     "Program: MagMAX_Pathogen_96\n"
     "Samples: 94 + 2 NTC (pre-loaded 200 µL/well by the STAR, see run 4411)\n"
     "Operator: RB",
     "run_program program=MagMAX_Pathogen_96 @kingfisher_flex"),

    ("eln1-11",
     "QC — LabChip GX Touch HT\n"
     "Assay: DNA High Sensitivity\n"
     "Samples: 48 (cols 1-6 of the 96 PCR plate), ladder in col 12\n"
     "Date: 11-Mar-2024",
     "run_assay assay=dna_high_sensitivity sample_count=48 @labchip_gx_touch_ht"),

    ("eln1-12",
     "QC: run 2 µL of each library on the TapeStation 4200 (D1000 ScreenTape), 16 samples. "
     "Analyst: MF",
     "ask"),

    ("eln1-13",
     "## Procedure\n"
     "1. Retrieve plate ELISA-07 from the 2C425 cold store\n"
     "2. Remove seal (XPeel)\n"
     "3. Read Abs 450 nm — SpectraMax",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("eln1-14",
     "Bead resuspension (plate MB-22)\n"
     "- XPeel: remove foil\n"
     "- BioShake 3000-T elm: 3,500 rpm, 30 s\n"
     "- KingFisher Flex program: MagBind_TotalRNA_96",
     "halted"),

    ("eln1-15",
     "* Robot: OT-2 (protocol std_curve_v2)\n"
     "    * dispense 100 uL PBS into columns 2-12 of the 96-well plate\n"
     "    * then mix each of those wells 5 times at 50 uL\n"
     "* Operator: T. Nguyen / 2024-02-19",
     "transfer volume_ul=100 wells=88 @opentrons_ot2 > mix volume_ul=50 cycles=5 wells=88 @opentrons_ot2"),

    ("eln1-16",
     "Growth curve, strain BW25113 ΔtolC (glycerol stock #882)\n"
     "- BioShake: 37 °C, 600 rpm, 30 min\n"
     "- read OD on the SpectraMax\n"
     "- return plate to Cytomat 2C450",
     "ask"),

    ("eln1-17",
     "Instrument: Opentrons Flex\n"
     "Pipette: 8-ch 1000\n"
     "Vol: 180 µL\n"
     "Dest: 96 deep-well plate, cols 1–3\n"
     "Date: 03/04/2024  Sample IDs: HX-101..HX-124",
     "transfer volume_ul=180 wells=24 @opentrons_flex"),

    ("eln1-18",
     "HiG4: 2,000 × g, 5 min — clarify lysate (plate DW-0098)",
     "spin rcf_g=2000 duration_s=300 @bionex_hig4"),

    ("eln1-19",
     "Seal step\n"
     "Sealer: a4S\n"
     "Temp: 210 ºC\n"
     "Time: 1.5 s\n"
     "Seal lot: 7741-B",
     "halted"),

    ("eln1-20",
     "Centrifuge: 5810 R (A-4-81, 50 mL buckets)\n"
     "RCF: 3000 x g\n"
     "Dur: 15 min\n"
     "Temp: 4 °C",
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),

    # "RT, 15 min" is an incubate with a duration only; "within 30 min" is not a setting.
    ("eln1-21",
     "ELISA — IL-6 (kit lot 2309-44, exp 2025-01)\n"
     "Operator: A.P.   Project: INF-22\n"
     "## Procedure\n"
     "| # | Step | Details |\n"
     "|---|---|---|\n"
     "| 1 | Add TMB | 100 µL/well, Biomek i7 |\n"
     "| 2 | Incubate | RT, 15 min, dark |\n"
     "| 3 | Add stop soln | 50 uL/well, Biomek i7 |\n"
     "| 4 | Read | A450 on SpectraMax within 30 min |",
     "transfer volume_ul=100 @biomek_i7_hybrid > incubate duration_s=900 > "
     "transfer volume_ul=50 @biomek_i7_hybrid > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("eln1-22",
     "PCR — ODTC\n"
     "Polymerase: Q5 HF (Lot 10154)\n"
     "Cycles: 30\n"
     "Program: standard Q5 cycling per NEB\n"
     "Hold: 4 °C",
     "ask"),

    ("eln1-23",
     "Post-run: plates → Cytomat 2C425 @ 4 °C (shelf 3)",
     "store temperature_c=4 @cytomat_2c425"),

    ("eln1-24",
     "Microfuge (5424R)\n"
     "speed: 12,000 x g  -> corrected 14,000 x g (per SOP rev C)\n"
     "time: 10 min\n"
     "temp: 4 C",
     "spin rcf_g=14000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("eln1-25",
     "Read: SpectraMax i3x, Abs @ 200 nm (peptide bond), 96-well UV-transparent plate UV-0012",
     "halted"),

    ("eln1-26",
     "RNA workflow — batch RB-0415\n"
     "1. KingFisher Flex, program \"MagMAX_mirVana_96\"\n"
     "2. Biomek i5: move 10 µL eluate to a 96 PCR plate, cols 1-4\n"
     "3. LabChip GX Touch: RNA Pico assay, 32 samples",
     "run_program program=MagMAX_mirVana_96 @kingfisher_flex > transfer volume_ul=10 wells=32 "
     "@biomek_i5 > run_assay assay=rna_pico sample_count=32 @labchip_gx_touch_ht"),

    ("eln1-27",
     "Chromatin shearing (ChIP-0319)\n"
     "- Sonicate 10 cycles 30 s on / 30 s off, 4 °C\n"
     "- spin 16,000 x g 10 min 4 °C (5424R)",
     "ask"),

    # "park it in the Cytomat 24 hotel" is a store on the plate hotel.
    ("eln1-28",
     "PF400: move assay plate AP-3301 to the reader\n"
     "SpectraMax: FI, ex 485 nm / em 528 nm (gain auto)\n"
     "then park it in the Cytomat 24 hotel",
     "move_plate @precise_pf400 > read_fluorescence excitation_nm=485 emission_nm=528 "
     "@spectramax_i3x > store @cytomat_24"),

    ("eln1-29",
     "Readout: CellTiter-Glo 2.0 (lot 0000563412)\n"
     "- Biomek i5: 30 µL CTG / well\n"
     "- BioShake 2 min, 500 rpm\n"
     "- i3x, luminescence, integration 90 s / well",
     "halted"),

    ("eln1-30",
     "ODTC — restriction digest (pUC19-KanR, 12 rxns): 37 °C 1 h then 65 °C 20 min (heat kill)",
     "incubate temperature_c=37 duration_s=3600 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    ("eln1-31",
     "NB: used the STAR — seventy-five microlitres of wash buffer into every well of the "
     "deep-well plate (plate 3 of 4).",
     "transfer volume_ul=75 @hamilton_star"),

    ("eln1-32",
     "Mixing\n"
     "Device: plate shaker\n"
     "Speed: 5\n"
     "Time: 2 min",
     "ask"),

    ("eln1-33",
     "Day 0 — seeding (HeLa P14, 5,000 cells/well)\n"
     "- Fluent: 90 µL cell suspension per well, 96 flat\n"
     "- Cytomat 2C450 (37 °C / 5 % CO2) 24 h\n"
     "Day 1\n"
     "- Fluent: add 10 µL compound (10 µM top), cols 1-11\n"
     "- back into the Cytomat 2C450, 37 °C / 5 % CO2, 48 h",
     "transfer volume_ul=90 @tecan_fluent > incubate temperature_c=37 duration_s=86400 "
     "co2_percent=5 @cytomat_2c450 > transfer volume_ul=10 wells=88 @tecan_fluent > "
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),

    # 7.5 mL in one transfer exceeds every liquid handler's 5000 µL maximum.
    ("eln1-34",
     "Media exchange (50 mL conicals)\n"
     "Instrument: Tecan Fluent\n"
     "Vol: 7.5 mL per tube\n"
     "Tubes: 24",
     "halted"),

    ("eln1-35",
     "Re-seal with the a4S (165 °C, 3 s) after peeling the old foil on the XPeel; "
     "then a quick spin, 1000 x g, 1 min.",
     "peel @azenta_xpeel > seal temperature_c=165 duration_s=3 @azenta_a4s > "
     "spin rcf_g=1000 duration_s=60"),

    ("eln1-36",
     "Step 5: Transfer supernantant → fresh 96 flat plate (Hamilton STAR)\n"
     "Step 6: read A280 on SpectraMax",
     "ask"),

    ("eln1-37",
     "- Retrieve intermediate plate IP-22 from Cytomat 24\n"
     "- OT-2: 20 µL into rows A–D (96 well)\n"
     "- Return plate to Cytomat 24",
     "retrieve @cytomat_24 > transfer volume_ul=20 wells=48 @opentrons_ot2 > store @cytomat_24"),

    # 105 °C may be a typo for 95, but as written it is above every cycler's block limit.
    ("eln1-38",
     "ODTC program\n"
     "Initial denat: 95 °C 2 min\n"
     "35 cycles:\n"
     "  denat 105 °C 15 s\n"
     "  anneal 58 °C 30 s\n"
     "  ext 72 °C 1 min\n"
     "Final ext 72 °C 5 min",
     "halted"),

    ("eln1-39",
     "Biomek i7: engage magnet 5 min, then take off 150 µL supernatant to waste, "
     "then add 200 µL 80 % ethanol",
     "magnetic_separation duration_s=300 @biomek_i7_hybrid > transfer volume_ul=150 "
     "@biomek_i7_hybrid > transfer volume_ul=200 @biomek_i7_hybrid"),

    ("eln1-40",
     "BioShake 3000-T: 1,200 rpm, 37 °C, 10 min (pre-warm, lid off)",
     "shake speed_rpm=1200 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    ("eln1-41",
     "Readout\n"
     "Reader: SpectraMax i3x\n"
     "Abs: 405 nm? or 415 — confirm with Jo before run",
     "ask"),

    # Two-step cycling: the 60 °C step is the annealing step (no separate extension).
    ("eln1-42",
     "Instrument: CFX384\n"
     "Plate: 384 PCR (sealed)\n"
     "Program: 95 °C 2 min; forty cycles of 95 °C 5 s / anneal 60 °C 30 s",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("eln1-43",
     "Hypercapnia arm (HC-3)\n"
     "Incubator: Cytomat 2C450\n"
     "Temp: 37 °C\n"
     "CO2: 25 %\n"
     "Duration: 72 h",
     "halted"),

    ("eln1-44",
     "Readout (Nano-Glo)\n"
     "- Instrument: SpectraMax i3x\n"
     "- Lum, integration 500 ms\n"
     "- Plate: white 384 (barcode LM-384-0021)",
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("eln1-45",
     "Staining: add 2 drops NucBlue into each well, incubate 20 min RT, then read "
     "fluorescence ex 360 em 460",
     "ask"),

    ("eln1-46",
     "NB: resazurin (10 µL/well) goes in with the Fluent first. Read ex 535 / em 587 only "
     "AFTER the plate has been spun (300 x g, 1 min) — bubbles otherwise!",
     "transfer volume_ul=10 @tecan_fluent > spin rcf_g=300 duration_s=60 > "
     "read_fluorescence excitation_nm=535 emission_nm=587"),

    ("eln1-47",
     "Instrument: Biomek i5\n"
     "Action: mix\n"
     "Vol: 40 μl\n"
     "Reps: 8\n"
     "Wells: column 12 only (96-well plate)",
     "mix volume_ul=40 cycles=8 wells=8 @biomek_i5"),

    # 100 cycles is above the 99-cycle maximum of both cyclers.
    ("eln1-48",
     "Instrument: CFX384\n"
     "Cycles: 100\n"
     "Denat: 95 °C 10 s\n"
     "Anneal: 60 °C 30 s\n"
     "Run ID: QP-2024-118",
     "halted"),

    ("eln1-49",
     "Library prep — end repair (kit lot 0098812; 24 libraries)\n"
     "Operator: S. Ibáñez | Project: NGS-2024-07\n"
     "## Procedure\n"
     "1. Hamilton STAR: add 7 µL ER/A-tail mix to cols 1-3 (96 PCR plate)\n"
     "2. Mix 10x at 20 µL in cols 1-3 (STAR)\n"
     "3. Seal — a4S, 160 °C, 2 s\n"
     "4. Pulse spin, VSpin, 100 x g 30 s\n"
     "5. ODTC: 20 °C 30 min, then 65 °C 30 min",
     "transfer volume_ul=7 wells=24 @hamilton_star > mix volume_ul=20 cycles=10 wells=24 "
     "@hamilton_star > seal temperature_c=160 duration_s=2 @azenta_a4s > spin rcf_g=100 "
     "duration_s=30 @agilent_vspin > incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1800 @inheco_odtc"),

    ("eln1-50",
     "Flex run 2024-06-11 — normalisation: 12.5 µL water into wells A1–H1",
     "transfer volume_ul=12.5 wells=8 @opentrons_flex"),

    ("eln1-51",
     "Compound dosing\n"
     "Instrument: Echo 655\n"
     "Vol: 25 nL/well\n"
     "Dest: 384 assay plate AP-3301",
     "ask"),

    ("eln1-52",
     "Cytomat 2C450: incuabte 2 hr at 30 °C (E. coli plates, LB lot 2210)",
     "incubate temperature_c=30 duration_s=7200 @cytomat_2c450"),

    ("eln1-53",
     "LabChip GX Touch HT\n"
     "Assay: DNA 1K\n"
     "Sample count: 400",
     "halted"),

    ("eln1-54",
     "Pulse-spin the PCR strips in the 5424R — 2,000 rcf, 30 sec",
     "spin rcf_g=2000 duration_s=30 @eppendorf_5424r"),

    ("eln1-55",
     "Bead cleanup (plate BC-4)\n"
     "- BioShake: 1800 rpm 2 min (resuspend)\n"
     "- HiG 4: 1500×g, 1 min\n"
     "- Biomek i7: transfer 30 µL cleared sup to new PCR plate",
     "shake speed_rpm=1800 duration_s=120 @qinstruments_bioshake_3000t_elm > spin rcf_g=1500 "
     "duration_s=60 @bionex_hig4 > transfer volume_ul=30 @biomek_i7_hybrid"),

    ("eln1-56",
     "NIR readout\n"
     "Reader: SpectraMax i3x\n"
     "Ex: 785 nm\n"
     "Em: 880 nm",
     "halted"),

    # The 600 µL of the previous entry is the typo being corrected; 60 µL is the setting.
    ("eln1-57",
     "Action: dispense diluent to all wells\n"
     "Instrument: Biomek i5\n"
     "Vol: 60 µL  (NB prev. entry said 600 µL — typo, 60 is correct)",
     "transfer volume_ul=60 @biomek_i5"),

    ("eln1-58",
     "CTG viability — plate CV-091 (project ONC-114, day 3)\n"
     "## Procedure\n"
     "- Retrieve CV-091 from the Cytomat 2C450\n"
     "- PF400 → BioShake\n"
     "- BioShake: equilibrate 25 °C, 300 rpm, 30 min\n"
     "- Biomek i7: add 25 µL CellTiter-Glo (lot 0000563412)\n"
     "- BioShake 2 min @ 600 rpm (lyse)\n"
     "- incubate RT 10 min\n"
     "- SpectraMax i3x lum, 1 s integration",
     "retrieve @cytomat_2c450 > move_plate @precise_pf400 > shake speed_rpm=300 duration_s=1800 "
     "temperature_c=25 @qinstruments_bioshake_3000t_elm > transfer volume_ul=25 @biomek_i7_hybrid > "
     "shake speed_rpm=600 duration_s=120 @qinstruments_bioshake_3000t_elm > incubate duration_s=600 > "
     "read_luminescence integration_s=1 @spectramax_i3x"),

    ("eln1-59",
     "Centrifuge: Eppendorf 5810R, A-4-81 MTP/Flex buckets\n"
     "RCF: 1,500 x g\n"
     "Time: 5 min\n"
     "Temp: 20 °C\n"
     "Plates: 2 x 96 deep-well (balanced)",
     "spin rcf_g=1500 duration_s=300 temperature_c=20 @eppendorf_5810r"),

    ("eln1-60",
     "NB 14/03: aliqout 150 ul into A1-A12 with the Fluent",
     "transfer volume_ul=150 wells=12 @tecan_fluent"),

    ("eln1-61",
     "Store: 2C425, 8 °C until Monday (box 12, rack C)",
     "store temperature_c=8 @cytomat_2c425"),

    ("eln1-62",
     "qPCR setup (OT-2) — full 384 PCR plate\n"
     "- master mix: 8 µL/well\n"
     "- template: 2 µL/well\n"
     "- seal: a4S 165 deg 3 sec\n"
     "- CFX384: 95 deg 3 min, 45x (95 deg 15 s, 58 deg 20 s, 72 deg 20 s)",
     "transfer volume_ul=8 @opentrons_ot2 > transfer volume_ul=2 @opentrons_ot2 > "
     "seal temperature_c=165 duration_s=3 @azenta_a4s > run_qpcr cycles=45 "
     "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=15 "
     "annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 @biorad_cfx384"),

    # The logged room temperature / humidity are run metadata, not settings.
    ("eln1-63",
     "Run log — Hamilton STAR (asset INS-0117)\n"
     "Room temp: 21.8 °C, RH 40 %\n"
     "Action: transfer 35 µL sample → 384 flat plate, columns 1-2",
     "transfer volume_ul=35 wells=32 @hamilton_star"),

    # "store at −20 °C" describes the reagent, not a step for the plate.
    ("eln1-64",
     "Reagents: 2x master mix (Lot 22A193, store at −20 °C), primers 10 µM\n"
     "ODTC: 95 °C 3 min; 25 cycles 95 °C 30 s / 55 °C 30 s / 72 °C 30 s; 72 °C 5 min; 4 °C hold",
     "run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("eln1-65",
     "Pellet cells: 300 xg, 5 mins, 4C",
     "spin rcf_g=300 duration_s=300 temperature_c=4"),

    ("eln1-66",
     "Cytomat 2C450: 37 °C, 5% CO₂, 3 days (organoids, passage 7)",
     "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450"),

    ("eln1-67",
     "Opentrons Flex — plasmid normalisation, 96 PCR plate (Sample IDs PL-001…PL-040)\n"
     "| step | vol | target |\n"
     "|---|---|---|\n"
     "| water | 45 µL | cols 1–5 |\n"
     "| DNA | 5 µL | cols 1–5 |\n"
     "| mix | 20 µL x 3 | cols 1–5 |",
     "transfer volume_ul=45 wells=40 @opentrons_flex > transfer volume_ul=5 wells=40 "
     "@opentrons_flex > mix volume_ul=20 cycles=3 wells=40 @opentrons_flex"),

    ("eln1-68",
     "Seal the plate (a4S, 180 °C, 1.2 s) and put it into the 2C425 at 4 °C.",
     "seal temperature_c=180 duration_s=1.2 @azenta_a4s > store temperature_c=4 @cytomat_2c425"),

    ("eln1-69",
     "SPRI clean-up — all on the Biomek i5\n"
     "1. add 90 µL AMPure beads to each well\n"
     "2. mix 10× at 100 µL\n"
     "3. magnetic seperation 3 min\n"
     "4. remove 180 µL supernatant",
     "transfer volume_ul=90 @biomek_i5 > mix volume_ul=100 cycles=10 @biomek_i5 > "
     "magnetic_separation duration_s=180 @biomek_i5 > transfer volume_ul=180 @biomek_i5"),

    # "put back" into the incubator with no time given is a store, not an incubate.
    ("eln1-70",
     "Timepoint t=4h (culture plate GC-12)\n"
     "- pull from Cytomat 2C450\n"
     "- OD600, SpectraMax\n"
     "- put back in Cytomat 2C450",
     "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=600 @spectramax_i3x > store @cytomat_2c450"),
]
