"""Hold-out batch "checklist1": intents pasted from Notion / Confluence / Excel.

Style: markdown task lists ("- [ ] spin 2 min @ 1000g"), small pipe tables
("| step | setting |", "| Reagent | Qty | Unit |"), "## Run sheet" headings,
emoji bullets, arrows, and thousands separators.

Traps:
- "[x]" items are already done and must NOT be planned again (even when
  their values would be out of range).
- "~~5 min~~ 3 min" strike-through: the struck value is dead, the one after
  it counts; a struck-through whole step is dropped.
- "@ 1000g" in a checklist is a setting, not a device.
- Qty/Unit tables: the Qty column is the volume; concentrations in the
  reagent name (10 uM, 1 M) are not settings.
- Context numbers (lots, dates, passages, cells/well, barcodes, room numbers,
  plate counts) are not settings.
- "KingFisher Flex" is not the Opentrons Flex; "i7/i5 index primers" are not
  the Biomeks.
- Later step mentioned first ("read ... after it has shaken ...").
"""

NAME = "checklist1"

CASES: list[tuple[str, str, str]] = [
    (
        "checklist1-01",
        "## Run sheet - ELISA plate 3\n"
        "- [x] coat overnight 4 °C\n"
        "- [x] wash x3\n"
        "- [ ] add 100 µL TMB to all wells\n"
        "- [ ] incubate 15 min RT, dark\n"
        "- [ ] read A450 on the SpectraMax",
        "transfer volume_ul=100 > incubate duration_s=900 > "
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "checklist1-02",
        "- [ ] spin plate ~~5 min~~ 3 min @ 1000g\n"
        "- [ ] seal 165C / 3 sec",
        "spin rcf_g=1000 duration_s=180 > seal temperature_c=165 duration_s=3",
    ),
    (
        "checklist1-03",
        "| step | setting |\n"
        "|---|---|\n"
        "| 1. shake (BioShake) | 1,200 rpm, 10 min, 37 ºC |\n"
        "| 2. spin | 500 x g, 1 min |\n"
        "| 3. read | ex 485 / em 520 |",
        "shake speed_rpm=1200 duration_s=600 temperature_c=37 "
        "@qinstruments_bioshake_3000t_elm > spin rcf_g=500 duration_s=60 > "
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "checklist1-04",
        "## Prep\n"
        "- [ ] thaw reagents on ice\n"
        "- [ ] vortex 10 s, quick spin\n"
        "- [ ] add 20 µL to wells A1–H1",
        "ask",
    ),
    (
        "checklist1-05",
        "🧪 Pellet plate\n"
        "• 96 deep-well, 2 plates (balance incl.)\n"
        "• spin 6,000 x g / 10 min\n"
        "• then into the cold store 4 °C",
        "halted",
    ),
    (
        "checklist1-06",
        "PCR setup on the OT-2, 96 PCR plate, all wells:\n"
        "| Reagent | Qty | Unit |\n"
        "|---|---|---|\n"
        "| 2x master mix (lot 22A31) | 10 | µL |\n"
        "| primer mix 10 µM | 2 | µL |\n"
        "| template | 8 | µL |",
        "transfer volume_ul=10 @opentrons_ot2 > transfer volume_ul=2 @opentrons_ot2 > "
        "transfer volume_ul=8 @opentrons_ot2",
    ),
    (
        "checklist1-07",
        "- [ ] spin 1 min at 2000 rpm\n"
        "- [ ] read OD600",
        "ask",
    ),
    (
        "checklist1-08",
        "- [ ] seal first (a4S, 170 °C 2 s)\n"
        "## Cycling (ODTC)\n"
        "| step | temp | time |\n"
        "|---|---|---|\n"
        "| init denat | 98 °C | 30 s |\n"
        "| 30 cycles: denat | 98 °C | 10 s |\n"
        "| anneal | 62 °C | 20 s |\n"
        "| extend | 72 °C | 30 s |\n"
        "| final ext | 72 °C | 2 min |\n"
        "| hold | 4 °C | ∞ |",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > run_pcr cycles=30 "
        "initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "checklist1-09",
        "- [ ] heat-seal on the a4S: 220 °C, 2.5 s\n"
        "- [ ] store at 4 °C",
        "halted",
    ),
    (
        "checklist1-10",
        "✅ seeded 5,000 cells/well (P12)\n"
        "➡️ incubator: 37°C / 5% CO2 / 48 h\n"
        "➡️ add 100 µL CellTiter-Glo\n"
        "➡️ shake 2 min 500 rpm, then 10 min RT\n"
        "➡️ lum read, 0.5 s integration",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 > "
        "transfer volume_ul=100 > shake speed_rpm=500 duration_s=120 > "
        "incubate duration_s=600 > read_luminescence integration_s=0.5",
    ),
    (
        "checklist1-11",
        "- [ ] incubate 30 min 37 °C\n"
        "- [ ] read absorbance\n"
        "- [ ] export to Excel",
        "ask",
    ),
    (
        "checklist1-12",
        "## Extraction\n"
        "- [x] lysis 10 min RT (done at bench)\n"
        "- [ ] KingFisher Flex: run MagMAX_CORE_Flex\n"
        "- [ ] elution plate → seal 165 °C 3 s\n"
        "- [ ] → cold store, 4 °C",
        "run_program program=MagMAX_CORE_Flex @kingfisher_flex > "
        "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "checklist1-13",
        "Tubes (1.5 mL, 24x)\n"
        "- [ ] 5424R: 25,000 xg, 15 min, 4 C",
        "halted",
    ),
    (
        "checklist1-14",
        "## Spin-column cleanup - 5424R\n"
        "- [ ] spin 1 min @ ~~8,000~~ 12,000 x g\n"
        "- [ ] add 30 µL EB to column, 1 min RT\n"
        "- [ ] spin 1 min @ 12,000 x g",
        "spin rcf_g=12000 duration_s=60 @eppendorf_5424r > transfer volume_ul=30 > "
        "incubate duration_s=60 > spin rcf_g=12000 duration_s=60 @eppendorf_5424r",
    ),
    (
        "checklist1-15",
        "- [ ] shaker, speed 5, 10 min\n"
        "- [ ] spin 1 min 300 g",
        "ask",
    ),
    (
        "checklist1-16",
        "## qPCR (CFX384, 384-well)\n"
        "- [ ] Fluent: 8 µL master mix + 2 µL cDNA per well\n"
        "- [ ] seal (optical film) 2 s at 170 °C\n"
        "- [ ] spin 1 min @ 1000 ×g\n"
        "- [ ] 95 °C 2 min; 40× (95 °C 5 s, 60 °C 30 s)",
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "checklist1-17",
        "Peptide check\n"
        "- [ ] read absorbance at 205 nm (UV-star plate)",
        "halted",
    ),
    # Debatable: the struck-through "seal first" line is a cancelled step, so no seal.
    (
        "checklist1-18",
        "🔁 end of day\n"
        "• PF400: move plate from reader to hotel\n"
        "• store in the Cytomat 24\n"
        "• ~~seal first~~ (no seal, lid is on)",
        "move_plate @precise_pf400 > store @cytomat_24",
    ),
    (
        "checklist1-19",
        "- [ ] quantify on the NanoDrop (2 µL)\n"
        "- [ ] normalise to 10 ng/µL",
        "ask",
    ),
    (
        "checklist1-20",
        "## Plate map (96-well)\n"
        "| cols | what |\n"
        "|---|---|\n"
        "| 1–3 | std curve |\n"
        "| 4–12 | samples |\n\n"
        "- [ ] Hamilton STAR: add 50 µL detection reagent to cols 1–3 only\n"
        "- [ ] STAR: mix 5x 30 µL, same wells",
        "transfer volume_ul=50 wells=24 @hamilton_star > "
        "mix volume_ul=30 cycles=5 wells=24 @hamilton_star",
    ),
    (
        "checklist1-21",
        "- [ ] BioShake 3,500 rpm 30 s (resuspend beads)\n"
        "- [ ] magnet 2 min",
        "halted",
    ),
    (
        "checklist1-22",
        "## SPRI cleanup (Biomek i7)\n"
        "- [x] PCR done\n"
        "- [ ] add 45 µL beads\n"
        "- [ ] mix 10x 50 µL\n"
        "- [ ] 5 min RT\n"
        "- [ ] magnet 5 min\n"
        "- [ ] elute: 25 µL water",
        "transfer volume_ul=45 @biomek_i7_hybrid > "
        "mix volume_ul=50 cycles=10 @biomek_i7_hybrid > incubate duration_s=300 > "
        "magnetic_separation duration_s=300 @biomek_i7_hybrid > "
        "transfer volume_ul=25 @biomek_i7_hybrid",
    ),
    (
        "checklist1-23",
        "- [ ] OT-2 sets up PCR (20 µL rxns)\n"
        "- [ ] ODTC: our usual Q5 program, 35 cycles",
        "ask",
    ),
    (
        "checklist1-24",
        "Harvest\n"
        "- [ ] 5810R: 50 mL Falcons, 3,000 x g, 10 min, 4 °C\n"
        "- [ ] add 1 mL PBS to each pellet",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=1000",
    ),
    (
        "checklist1-25",
        "🧫 incubator: 37 °C, 25 % CO2, 2 h",
        "halted",
    ),
    (
        "checklist1-26",
        "## Fragment QC (96 PCR plate)\n"
        "- [ ] peel plate (XPeel)\n"
        "- [ ] LabChip GX: DNA High Sensitivity assay, 24 samples\n"
        "- [ ] re-seal 165 °C 3 s, back to fridge (2C425, 4 °C)",
        "peel @azenta_xpeel > "
        "run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht > "
        "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "checklist1-27",
        "- [ ] add 100 µL pNPP\n"
        "- [ ] 30 min 37 °C\n"
        "- [ ] read 405 or 410 nm? (whatever filter is in)",
        "ask",
    ),
    (
        "checklist1-28",
        "- [ ] HiG4: 4,000 x g 20 min (384 PCR plate + balance)\n"
        "- [ ] peel\n"
        "- [ ] LabChip DNA 1K, 96 samples",
        "spin rcf_g=4000 duration_s=1200 @bionex_hig4 > peel > "
        "run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "checklist1-29",
        "## Normalisation (Opentrons Flex)\n"
        "| Reagent | Qty | Unit |\n"
        "|---|---|---|\n"
        "| water | 40 | µl |\n"
        "| DNA | 10 | µl |\n"
        "- [ ] Flex: mix 3x 25 µl\n"
        "- [ ] seal 165 °C 3 s",
        "transfer volume_ul=40 @opentrons_flex > transfer volume_ul=10 @opentrons_flex > "
        "mix volume_ul=25 cycles=3 @opentrons_flex > seal temperature_c=165 duration_s=3",
    ),
    (
        "checklist1-30",
        "- [ ] read fluorescence ex 780 / em 900\n"
        "- [ ] export",
        "halted",
    ),
    (
        "checklist1-31",
        "Read at 600 nm after the plate has shaken 5 min at 800 rpm on the BioShake.",
        "shake speed_rpm=800 duration_s=300 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "checklist1-32",
        "- [ ] Echo: 25 nL compound into 384 plate\n"
        "- [ ] add 5 µL cells\n"
        "- [ ] incubate 1 h",
        "ask",
    ),
    (
        "checklist1-33",
        "## Run sheet (day 3)\n"
        "- [x] seed plate\n"
        "- [x] incubator 37 °C / 5 % CO2 / 24 h\n"
        "- [ ] add 10 µL compound dilutions (Biomek i5)\n"
        "- [ ] incubator 37 °C / 5 % CO2 / 72 h\n"
        "- [ ] read lum, 1 s",
        "transfer volume_ul=10 @biomek_i5 > "
        "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450 > "
        "read_luminescence integration_s=1",
    ),
    (
        "checklist1-34",
        "- [ ] heat-inactivate: ODTC 105 °C, 10 min",
        "halted",
    ),
    (
        "checklist1-35",
        "quick one: VSpin 1 min @ 500g, then peel and read ex 535/em 590 on the i3x",
        "spin rcf_g=500 duration_s=60 @agilent_vspin > peel > "
        "read_fluorescence excitation_nm=535 emission_nm=590 @spectramax_i3x",
    ),
    (
        "checklist1-36",
        "- [ ] sonicate lysate 3x 10 s on ice\n"
        "- [ ] spin 10 min 16,000 g 4 °C",
        "ask",
    ),
    (
        "checklist1-37",
        "96-well plate CMP-0442\n"
        "- [ ] retrieve from the Cytomat 2C425\n"
        "- [ ] peel\n"
        "- [ ] Fluent: add 5 µL to cols 1-2\n"
        "- [ ] seal 165 °C 3 s\n"
        "- [ ] back into the 2C425 at 4 °C",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=5 wells=16 @tecan_fluent > "
        "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "checklist1-38",
        "| Reagent | Qty | Unit |\n"
        "|---|---|---|\n"
        "| media | 7.5 | mL |\n"
        "→ per well of the 24 deep-well, on the STAR",
        "halted",
    ),
    (
        "checklist1-39",
        "- [ ] dispense 1.5 mL media per well (24 DW), Biomek i7\n"
        "- [ ] BioShake 300 rpm, 2 h, 30 °C",
        "transfer volume_ul=1500 @biomek_i7_hybrid > "
        "shake speed_rpm=300 duration_s=7200 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "checklist1-40",
        "- [ ] add stop solution to all wells\n"
        "- [ ] read A450",
        "ask",
    ),
    (
        "checklist1-41",
        "To do: centrifuge the plate for two minutes at three hundred g, then "
        "incubate for thirty mins at thirty-seven degrees.",
        "spin rcf_g=300 duration_s=120 > incubate temperature_c=37 duration_s=1800",
    ),
    (
        "checklist1-42",
        "- [ ] read luminescence, integration 90 s per well (weak signal)",
        "halted",
    ),
    (
        "checklist1-43",
        "## Colony PCR\n"
        "- [ ] OT-2: 18 µL mix + 2 µL colony suspension\n"
        "- [ ] seal 170 °C 2 s\n"
        "- [ ] ODTC 95 °C 5 min; 30× 95 °C 30 s / 55 °C 30 s / 72 °C 1 min; "
        "72 °C 5 min; 4 °C hold",
        "transfer volume_ul=18 @opentrons_ot2 > transfer volume_ul=2 @opentrons_ot2 > "
        "seal temperature_c=170 duration_s=2 > run_pcr cycles=30 "
        "initial_denaturation_c=95 initial_denaturation_s=300 denaturation_c=95 "
        "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "checklist1-44",
        "- [ ] add 2 drops NucBlue per well\n"
        "- [ ] 20 min RT\n"
        "- [ ] read ex 360 / em 460",
        "ask",
    ),
    (
        "checklist1-45",
        "- [ ] thermoshaker 45 deg, 1000rpm, 15min\n"
        "- [ ] spin 30 sec 1000 xg",
        "shake speed_rpm=1000 duration_s=900 temperature_c=45 "
        "@qinstruments_bioshake_3000t_elm > spin rcf_g=1000 duration_s=30",
    ),
    # The text names the 2C425, whose range is 4-25 °C; no store in the lab goes to -20.
    (
        "checklist1-46",
        "- [ ] seal 165 °C 3 s\n"
        "- [ ] store at -20 °C in the Cytomat 2C425",
        "halted",
    ),
    (
        "checklist1-47",
        "- [ ] retrieve plate from the incubator (Cytomat)\n"
        "- [ ] PF400 → SpectraMax\n"
        "- [ ] OD600\n"
        "- [ ] PF400 back, store in incubator",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x > move_plate @precise_pf400 > "
        "store @cytomat_2c450",
    ),
    (
        "checklist1-48",
        "## Library prep - index PCR setup (STAR)\n"
        "- [ ] add 5 µL i7/i5 index primers per well\n"
        "- [ ] add 25 µL 2x KAPA HiFi\n"
        "- [ ] mix 5x 20 µL",
        "transfer volume_ul=5 @hamilton_star > transfer volume_ul=25 @hamilton_star > "
        "mix volume_ul=20 cycles=5 @hamilton_star",
    ),
    (
        "checklist1-49",
        "- [ ] spin the 15 mL tubes 5 min, 1,500 ×g, benchtop centrifuge (18 °C)\n"
        "- [ ] STAR: transfer 500 µL supernatant to a 96 deep-well plate",
        "spin rcf_g=1500 duration_s=300 temperature_c=18 @eppendorf_5810r > "
        "transfer volume_ul=500 @hamilton_star",
    ),
    (
        "checklist1-50",
        "## ELISA - finish (96-well)\n"
        "- [x] TMB added 14:05\n"
        "- [ ] 15 min RT\n"
        "- [ ] 50 µL stop (1 M H2SO4) → rows A–D only\n"
        "- [ ] read 450 nm",
        "incubate duration_s=900 > transfer volume_ul=50 wells=48 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "checklist1-51",
        "Bradford: 5 µl sample + 250 µl reagent, 5 min RT, A595",
        "transfer volume_ul=5 > transfer volume_ul=250 > incubate duration_s=300 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "checklist1-52",
        "96 deep-well lysates\n"
        "- [ ] HiG 4 · 2,500 ×g · 5 min\n"
        "- [ ] KingFisher program 'Wash_Elute_v3'",
        "spin rcf_g=2500 duration_s=300 @bionex_hig4 > "
        "run_program program=Wash_Elute_v3 @kingfisher_flex",
    ),
    (
        "checklist1-53",
        "CFX384 run\n"
        "| stage | °C | time |\n"
        "|---|---|---|\n"
        "| hot start | 95 | 10 min |\n"
        "| cycles | ~~45~~ 40 | |\n"
        "| denature | 95 | 15 s |\n"
        "| anneal/extend | 60 | 1 min |",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "checklist1-54",
        "- [ ] pull plate from hotel (Cytomat 24)\n"
        "- [ ] robot arm → BioShake\n"
        "- [ ] shake 1 min 1500 rpm",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > "
        "shake speed_rpm=1500 duration_s=60 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "checklist1-55",
        "DpnI digest (96 PCR plate):\n"
        "- [ ] +1 µL DpnI per well, cols 1–4\n"
        "- [ ] ODTC 37 °C 1 h, then 80 °C 20 min",
        "transfer volume_ul=1 wells=32 > "
        "incubate temperature_c=37 duration_s=3600 @inheco_odtc > "
        "incubate temperature_c=80 duration_s=1200 @inheco_odtc",
    ),
    (
        "checklist1-56",
        "Please aliquot 200 microlitres of medium into every well, centrifuge at "
        "100 g for 1 min, then put the plate in the incubator at 37 °C with 5 % CO2 "
        "for 4 hrs.",
        "transfer volume_ul=200 > spin rcf_g=100 duration_s=60 > "
        "incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "checklist1-57",
        "384 assay plate\n"
        "- [ ] Fluent MCA384: 20 µL cells/well\n"
        "- [ ] VSpin 200 x g 1 min\n"
        "- [ ] Cytomat 2C450, 37 °C, 5% CO2, 16 h",
        "transfer volume_ul=20 @tecan_fluent > spin rcf_g=200 duration_s=60 @agilent_vspin > "
        "incubate temperature_c=37 duration_s=57600 co2_percent=5 @cytomat_2c450",
    ),
    (
        "checklist1-58",
        "HiBiT: add 25 µl detection reagent, shake 3 min 600rpm, 10 min RT, "
        "lum 500 ms/well",
        "transfer volume_ul=25 > shake speed_rpm=600 duration_s=180 > "
        "incubate duration_s=600 > read_luminescence integration_s=0.5",
    ),
    (
        "checklist1-59",
        "- [ ] seal 160 °C 1.5 s\n"
        "- [ ] store at room temp in the plate hotel",
        "seal temperature_c=160 duration_s=1.5 > store @cytomat_24",
    ),
    (
        "checklist1-60",
        "- [ ] incubate ~~42~~ 37 °C, 20 min\n"
        "- [ ] read ex 485 em 528",
        "incubate temperature_c=37 duration_s=1200 > "
        "read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "checklist1-61",
        "- [x] RNA extraction (KingFisher) ✔\n"
        "- [x] DNase ✔\n"
        "- [ ] transfer 10 µL RNA to a 96 PCR plate (Biomek i5)\n"
        "- [ ] LabChip RNA assay, 12 samples",
        "transfer volume_ul=10 @biomek_i5 > "
        "run_assay assay=rna sample_count=12 @labchip_gx_touch_ht",
    ),
    (
        "checklist1-62",
        "🧬 LabChip - HT Protein Express, 48 samples. Peel first (XPeel).",
        "peel @azenta_xpeel > "
        "run_assay assay=protein_express sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "checklist1-63",
        "96 PCR plate, spin down:\n"
        "| step | setting |\n"
        "|---|---|\n"
        "| centrifuge | Eppendorf 5810R |\n"
        "| force | 2,000 rcf |\n"
        "| time | 5 min |\n"
        "| temp | 4 °C |",
        "spin rcf_g=2000 duration_s=300 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "checklist1-64",
        "- [ ] Cytomat: 37C, 5%CO2, 1.5 h\n"
        "- [ ] PF400 to reader\n"
        "- [ ] read A570",
        "incubate temperature_c=37 duration_s=5400 co2_percent=5 @cytomat_2c450 > "
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=570",
    ),
    (
        "checklist1-65",
        "OT2 - mix each well ten times with 150 uL, columns 7 to 12 of the 96 plate",
        "mix volume_ul=150 cycles=10 wells=48 @opentrons_ot2",
    ),
    (
        "checklist1-66",
        "Run 2024-03-11, lot 4471-B, room 3.112\n"
        "- [ ] add 75 µL substrate (Flex)\n"
        "- [ ] incubate 30 min at 25 °C",
        "transfer volume_ul=75 @opentrons_flex > incubate temperature_c=25 duration_s=1800",
    ),
    (
        "checklist1-67",
        "## Biomek i5 deck\n"
        "- [ ] magnet 2 min\n"
        "- [ ] remove 150 µL supernatant\n"
        "- [ ] add 200 µL 80% EtOH",
        "magnetic_separation duration_s=120 @biomek_i5 > transfer volume_ul=150 @biomek_i5 > "
        "transfer volume_ul=200 @biomek_i5",
    ),
    (
        "checklist1-68",
        "qPCR 384w on CFX: 95°C 3min | 45x: 95°C 10s, 58°C 20s, 72°C 20s",
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=20 "
        "extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    # The out-of-range spin is ticked [x] (already done), so it must not halt the plan.
    (
        "checklist1-69",
        "## Run sheet\n"
        "- [x] spin 8,000 x g 10 min (done yesterday, floor centrifuge)\n"
        "- [ ] peel\n"
        "- [ ] read A280",
        "peel > read_absorbance wavelength_nm=280",
    ),
    (
        "checklist1-70",
        "- [ ] seal 175 °C 2 s\n"
        "- [ ] spin 1 min 1000 g\n"
        "- [ ] plate fridge, 4 °C, until Monday",
        "seal temperature_c=175 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
]
