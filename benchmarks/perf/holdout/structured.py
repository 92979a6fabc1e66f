"""Hold-out batch "structured": intents pasted from structured sources.

Requests as automation engineers and LIMS exports write them: YAML-ish step blocks,
key=value lines, CSV rows under a header line, JSON fragments, Markdown bullets with bold
keys, and spreadsheet rows pasted with tabs or pipes. Key names and the units carried inside
keys vary from case to case ("volume_uL", "Time (min)", "rcf", "g", "T", "t_s", ...).

Each case is (id, intent_text, expected); see tests/faithful_cases.py for the format of
``expected`` and the judge.
"""

from __future__ import annotations

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ single step
    (
        "structured_01",
        "- step: spin\n  instrument: VSpin\n  force: 800 xg\n  time: 90 s",
        "spin rcf_g=800 duration_s=90 @agilent_vspin",
    ),
    (
        "structured_02",
        "op=seal temp=175C t=2.5s plate=96w_PCR",
        "seal temperature_c=175 duration_s=2.5",
    ),
    (
        "structured_03",
        "**Shake** — 1200 rpm, 10 min, 37 °C (BioShake)",
        "shake speed_rpm=1200 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "structured_04",
        "| op | ex_nm | em_nm | plate |\n"
        "|---|---|---|---|\n"
        "| fluorescence read | 485 | 535 | black 384 |",
        "read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "structured_05",
        "Operation\tInstrument\tTemp (°C)\tDuration (h)\nIncubate\tCytomat 2C450\t37\t4",
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450",
    ),
    (
        "structured_06",
        "protocol:\n"
        "  instrument: CFX384\n"
        "  plate: 384-well PCR\n"
        "  initial_denaturation: {temp_C: 95, time_s: 180}\n"
        "  cycles: 40\n"
        "  denature: {temp_C: 95, time_s: 10}\n"
        "  anneal_extend: {temp_C: 60, time_s: 30}",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "structured_07",
        "op=read_lum integration=500ms reader=SpectraMax plate=white_96",
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "structured_08",
        "- **Assay**: DNA 1K\n"
        "- **Instrument**: LabChip GX Touch\n"
        "- **Samples**: 48 (96-well PCR plate)",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "structured_09",
        "- step: pcr\n"
        "  device: ODTC\n"
        "  initial_denat: 98 C / 30 s\n"
        "  cycles: 30\n"
        "  denat: 98 C / 10 s\n"
        "  anneal: 62 C / 20 s\n"
        "  extend: 72 C / 45 s\n"
        "  final_ext: 72 C / 5 min\n"
        "  hold: 4 C",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "structured_10",
        "op=spin dev=5424R rcf=16000 t=10min T=4C labware=1.5mL_tube n=12",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "structured_11",
        '{"instrument": "KingFisher Flex", "program": "MagMAX_Viral_RNA_96", '
        '"plates": ["sample DW96", "wash 1", "wash 2", "elution"]}',
        "run_program @kingfisher_flex",
    ),
    (
        "structured_12",
        "step: mix\nvolume_uL: 50\ncycles: 10\n"
        "target: columns 1-3, 96-well PCR plate\nliquid_handler: Biomek i7",
        "mix volume_ul=50 @biomek_i7_hybrid wells=24",
    ),
    (
        "structured_13",
        "| Step | Liquid handler | Vol (µL) | Dest wells |\n"
        "|---|---|---|---|\n"
        "| dispense | OT-2 | 100 | row A |",
        "transfer volume_ul=100 @opentrons_ot2 wells=12",
    ),
    (
        "structured_14",
        "instrument=Tecan Fluent; action=aliquot; vol=10 µl; dest=384-well plate, column 1",
        "transfer volume_ul=10 @tecan_fluent wells=16",
    ),
    (
        "structured_15",
        "Read type: absorbance\nWavelength (nm): 660\nPlate: 96-well clear flat",
        "read_absorbance wavelength_nm=660",
    ),
    (
        "structured_16",
        '{"op": "incubate", "device": "on-deck thermocycler", "T": "65 C", '
        '"duration": "PT15M", "plate": "96-well PCR"}',
        "incubate temperature_c=65 duration_s=900 @inheco_odtc",
    ),
    (
        "structured_17",
        "op: shake\nspeed: 800 rpm\nlabware: 96 deep-well",
        "shake speed_rpm=800",
    ),
    (
        "structured_18",
        "Device\tLabware\tRCF (x g)\tTime (hh:mm:ss)\n"
        "microcentrifuge\t8-tube PCR strip\t2000\t00:00:30",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r",
    ),
    # ------------------------------------------------------------------ two or three steps
    (
        "structured_19",
        "seq=2 op=read_fl ex=544nm em=590nm\nseq=1 op=spin rcf=1000xg t=1min",
        "spin rcf_g=1000 duration_s=60 > read_fluorescence excitation_nm=544 emission_nm=590",
    ),
    (
        "structured_20",
        '{"steps": [{"op": "peel"}, {"op": "read", "mode": "luminescence", '
        '"integration_ms": 1000}]}',
        "peel > read_luminescence integration_s=1",
    ),
    (
        "structured_21",
        "Seq\tOp\tDevice\tSetting\n"
        "1\tretrieve\tCytomat 2C450\t\n"
        "2\tabsorbance\tplate reader\t405 nm\n"
        "3\tstore\tCytomat 2C450\t",
        "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=405 @spectramax_i3x "
        "> store @cytomat_2c450",
    ),
    (
        "structured_22",
        "op=transfer vol=5uL src=PCR_strip dst=384w_PCR dev=Biomek i5 | "
        "op=spin force=1000g time=1min dev=VSpin",
        "transfer volume_ul=5 @biomek_i5 > spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "structured_23",
        "- **Seal** (a4S): 170 °C, 2 s — *after* dispensing 30 µL buffer into the "
        "96-well PCR plate on the STAR",
        "transfer volume_ul=30 @hamilton_star > seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "structured_24",
        '{"workflow": [{"op": "shake", "rpm": 1500, "t_s": 30}, '
        '{"op": "incubate", "where": "CO2 incubator", "time_h": 24, "temp_C": 37}]}',
        "shake speed_rpm=1500 duration_s=30 > incubate temperature_c=37 duration_s=86400 "
        "@cytomat_2c450",
    ),
    (
        "structured_25",
        "step | op | vol_ul | note\n"
        "1 | transfer | 180 | cell suspension -> 96-well flat\n"
        "2 | transfer | 20 | compound, columns 1-10\n"
        "3 | mix | 100 | 5 cycles",
        "transfer volume_ul=180 > transfer volume_ul=20 wells=80 > mix volume_ul=100",
    ),
    (
        "structured_26",
        "- step: transfer\n  volume: 8 µL\n  instrument: Fluent\n  target: 384-well PCR plate\n"
        "- step: seal\n"
        "- step: qpcr\n  instrument: CFX384\n  cycles: 45\n"
        "  denature: 95 °C, 15 s\n  anneal: 58 °C, 45 s",
        "transfer volume_ul=8 @tecan_fluent > seal > run_qpcr cycles=45 denaturation_c=95 "
        "denaturation_s=15 annealing_c=58 annealing_s=45 @biorad_cfx384",
    ),
    (
        "structured_27",
        "op=spin instrument=5810R labware=50mL_conical force_xg=3000 time_min=15 temp_C=4\n"
        "op=transfer vol_uL=1000 dest=96_deepwell",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r > transfer volume_ul=1000",
    ),
    (
        "structured_28",
        "step,instrument,volume_uL,samples,labware\n"
        "transfer,OT-2,15,,96-well PCR plate\n"
        "run_assay,LabChip GX,,96,",
        "transfer volume_ul=15 @opentrons_ot2 > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "structured_29",
        '[{"op": "peel", "dev": "XPeel"}, {"op": "transfer", "vol_ul": 2, "dev": "Biomek i7", '
        '"dst": "384-well PCR plate", "dst_cols": "1-2"}]',
        "peel @azenta_xpeel > transfer volume_ul=2 @biomek_i7_hybrid wells=32",
    ),
    (
        "structured_30",
        "- id: read\n  op: absorbance\n  wl_nm: 260\n  after: spin\n"
        "- id: spin\n  op: centrifuge\n  g: 1500\n  time: 2 min",
        "spin rcf_g=1500 duration_s=120 > read_absorbance wavelength_nm=260",
    ),
    (
        "structured_31",
        "op=transfer vol=50uL dev=ML STAR dst=96w_flat rows=A-D\nop=read_abs wl=340nm",
        "transfer volume_ul=50 @hamilton_star wells=48 > read_absorbance wavelength_nm=340",
    ),
    (
        "structured_32",
        "| incubate | Cytomat 2C450 | 30 °C | overnight |\n| read | SpectraMax | abs | 600 nm |",
        "incubate temperature_c=30 @cytomat_2c450 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "structured_33",
        "step,device,vol_uL,T_C,t_min\ntransfer,Biomek i5,30,,\nincubate,Biomek i5,,42,10",
        "transfer volume_ul=30 @biomek_i5 > incubate temperature_c=42 duration_s=600 @biomek_i5",
    ),
    (
        "structured_34",
        "read:\n  mode: absorbance\n  wavelength_nm: 280\n"
        "  prerequisites (run in this order):\n"
        "    1: spin {rcf: 2500 g, time: 5 min, instrument: HiG4}\n"
        "    2: peel (XPeel)",
        "spin rcf_g=2500 duration_s=300 @bionex_hig4 > peel @azenta_xpeel "
        "> read_absorbance wavelength_nm=280",
    ),
    (
        "structured_35",
        "op=transfer vol=0.8mL dev=Biomek i7 src=50mL_tube dst=24_deepwell\n"
        "op=shake rpm=300 T=30C t=4h",
        "transfer volume_ul=800 @biomek_i7_hybrid > shake speed_rpm=300 duration_s=14400 "
        "temperature_c=30",
    ),
    (
        "structured_36",
        "source_plate,source_well,dest_plate,dest_well,volume_uL\n"
        "SRC1,A1,DST1,A1,5\nSRC1,B3,DST1,A2,5\nSRC1,C7,DST1,A3,5\nSRC1,H12,DST1,A4,5\n"
        "# then: seal DST1 170 °C 2 s, spin 1000 x g 1 min",
        "transfer volume_ul=5 > seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60",
    ),
    # ------------------------------------------------------------------ four or more steps
    (
        "structured_37",
        "- step: dispense\n  volume_uL: 100\n  target: 96-well flat\n"
        "- step: shake\n  rpm: 500\n  duration: 1 min\n"
        "- step: incubate\n  temperature: 37 C\n  duration: 60 min\n"
        "- step: dispense\n  volume_uL: 50\n  reagent: stop solution\n"
        "- step: read\n  mode: absorbance\n  wavelength: 450 nm",
        "transfer volume_ul=100 > shake speed_rpm=500 duration_s=60 > incubate temperature_c=37 "
        "duration_s=3600 > transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "structured_38",
        "op=transfer vol=18uL dev=OT-2 dst=96w_PCR reagent=mastermix\n"
        "op=transfer vol=2uL src=template_strip\n"
        "op=seal temp=170C t=2s\n"
        "op=spin rcf=500g t=1min\n"
        "op=pcr dev=ODTC cycles=35 denat=95C/15s anneal=55C/30s ext=72C/60s",
        "transfer volume_ul=18 @opentrons_ot2 > transfer volume_ul=2 > seal temperature_c=170 "
        "duration_s=2 > spin rcf_g=500 duration_s=60 > run_pcr cycles=35 denaturation_c=95 "
        "denaturation_s=15 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 @inheco_odtc",
    ),
    (
        "structured_39",
        "seq,op,device,setting_1,setting_2\n"
        "3,read_fl,SpectraMax,ex 490,em 520\n"
        "1,transfer,Hamilton STAR,25 uL,\n"
        "2,incubate,Cytomat 2C450,37 C,2 h\n"
        "4,store,plate fridge,4 C,",
        "transfer volume_ul=25 @hamilton_star > incubate temperature_c=37 duration_s=7200 "
        "@cytomat_2c450 > read_fluorescence excitation_nm=490 emission_nm=520 @spectramax_i3x "
        "> store temperature_c=4 @cytomat_2c425",
    ),
    (
        "structured_40",
        '{"workflow": "dsDNA normalisation check", "steps": ['
        '{"op": "retrieve", "from": "plate fridge"}, '
        '{"op": "peel"}, '
        '{"op": "transfer", "vol_uL": 2, "dest": "384-well UV plate", "lh": "Biomek i7"}, '
        '{"op": "transfer", "vol_uL": 48, "reagent": "TE buffer"}, '
        '{"op": "spin", "g": 1000, "time_s": 60}, '
        '{"op": "read", "mode": "abs", "wl_nm": 260}]}',
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=2 @biomek_i7_hybrid "
        "> transfer volume_ul=48 > spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=260",
    ),
    (
        "structured_41",
        "**Retrieve** — cell plate from CO2 incubator\n"
        "**Add** — 10 µL compound, columns 3–12 (Fluent)\n"
        "**Incubate** — 37 °C, 30 min, CO2 incubator\n"
        "**Add** — 50 µL CellTiter-Glo\n"
        "**Shake** — 2 min, 900 rpm\n"
        "**Read** — luminescence, 0.25 s/well",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @tecan_fluent wells=80 > incubate "
        "temperature_c=37 duration_s=1800 @cytomat_2c450 > transfer volume_ul=50 > shake "
        "speed_rpm=900 duration_s=120 > read_luminescence integration_s=0.25",
    ),
    (
        "structured_42",
        "Step\tAction\tInstrument\tVolume (µL)\n"
        "1\tTransfer sample\tHamilton STAR\t200\n"
        "2\tAdd proteinase K\tHamilton STAR\t10\n"
        "3\tExtract (program: DNA_Blood_200)\tKingFisher Flex\t\n"
        "4\tTransfer eluate to 96-well PCR plate\tHamilton STAR\t50\n"
        "5\tSeal\ta4S\t",
        "transfer volume_ul=200 @hamilton_star > transfer volume_ul=10 @hamilton_star "
        "> run_program @kingfisher_flex > transfer volume_ul=50 @hamilton_star > seal @azenta_a4s",
    ),
    (
        "structured_43",
        "steps:\n"
        "  - name: read\n    type: fluorescence\n    ex: 560 nm\n    em: 590 nm\n"
        "    runs_after: incubate\n"
        "  - name: dispense\n    vol: 20 uL\n    reagent: resazurin\n"
        "  - name: incubate\n    temp: 37 °C\n    time: 2 h\n    runs_after: spin\n"
        "  - name: spin\n    force: 300 x g\n    time: 1 min\n    runs_after: dispense",
        "transfer volume_ul=20 > spin rcf_g=300 duration_s=60 > incubate temperature_c=37 "
        "duration_s=7200 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "structured_44",
        "op=transfer vol=25uL dev=OT-Flex dst=96w_PCR cols=1-4\n"
        "op=mix vol=20uL reps=10\n"
        "op=incubate T=20C t=15min\n"
        "op=transfer vol=45uL reagent=SPRI_beads\n"
        "op=mix vol=50uL reps=10",
        "transfer volume_ul=25 @opentrons_flex wells=32 > mix volume_ul=20 > incubate "
        "temperature_c=20 duration_s=900 > transfer volume_ul=45 > mix volume_ul=50",
    ),
    (
        "structured_45",
        "step,instrument,rcf_xg,time_s,wl_nm\n"
        "retrieve,Cytomat 24,,,\n"
        "spin,VSpin,300,60,\n"
        "absorbance,SpectraMax,,,595\n"
        "store,Cytomat 24,,,",
        "retrieve @cytomat_24 > spin rcf_g=300 duration_s=60 @agilent_vspin "
        "> read_absorbance wavelength_nm=595 @spectramax_i3x > store @cytomat_24",
    ),
    (
        "structured_46",
        '[{"op": "pcr", "cycler": "ODTC", "cycles": 25, "initial": {"C": 95, "s": 120}, '
        '"denature": {"C": 95, "s": 20}, "anneal": {"C": 58, "s": 20}, '
        '"extend": {"C": 72, "s": 30}, "final": {"C": 72, "s": 300}, "hold_C": 10}, '
        '{"op": "spin", "g": 800, "s": 30}, {"op": "peel"}, '
        '{"op": "labchip", "assay": "DNA 5K", "n_samples": 24}]',
        "run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=20 annealing_c=58 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc > spin rcf_g=800 "
        "duration_s=30 > peel > run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "structured_47",
        "- **Dispense** 5 µL cells → 384-well white plate (Biomek i5)\n"
        "- **Dispense** 5 µL compound\n"
        "- **Incubate** 30 min, RT\n"
        "- **Dispense** 10 µL HTRF detection mix\n"
        "- **Incubate** 1 h, RT\n"
        "- **Read** fluorescence 320 ex / 665 em",
        "transfer volume_ul=5 @biomek_i5 > transfer volume_ul=5 > incubate duration_s=1800 "
        "> transfer volume_ul=10 > incubate duration_s=3600 > read_fluorescence "
        "excitation_nm=320 emission_nm=665",
    ),
    (
        "structured_48",
        "| # | Operation | Device | Params |\n"
        "|---|---|---|---|\n"
        "| 1 | Centrifuge 15 mL tubes | 5810 R | 2500 × g, 10 min, 20 °C |\n"
        "| 2 | Transfer supernatant | Biomek i7 | 800 µL → 96 deep-well |\n"
        "| 3 | Shake | plate shaker | 1000 rpm, 5 min |\n"
        "| 4 | Extract | KingFisher | program DNA_200 |",
        "spin rcf_g=2500 duration_s=600 temperature_c=20 @eppendorf_5810r > transfer volume_ul=800 "
        "@biomek_i7_hybrid > shake speed_rpm=1000 duration_s=300 @qinstruments_bioshake_3000t_elm "
        "> run_program @kingfisher_flex",
    ),
    (
        "structured_49",
        '{"steps": [{"op": "retrieve", "src": "Cytomat 2C425"}, '
        '{"op": "move", "to": "OT-2 deck", "arm": "PF400"}, '
        '{"op": "transfer", "uL": 12, "wells": "A1-H6"}, '
        '{"op": "seal", "temp": "165C", "time": "2s"}, '
        '{"op": "store", "dst": "Cytomat 2C425", "temp": "8C"}]}',
        "retrieve @cytomat_2c425 > move_plate @precise_pf400 > transfer volume_ul=12 wells=48 "
        "> seal temperature_c=165 duration_s=2 > store temperature_c=8 @cytomat_2c425",
    ),
    (
        "structured_50",
        "step,op,vol_uL,rpm,T_C,time\n"
        "1,transfer,190,,,\n"
        "2,transfer,10,,,\n"
        "3,shake,,1000,37,16 h\n"
        "4,read OD600,,,,",
        "transfer volume_ul=190 > transfer volume_ul=10 > shake speed_rpm=1000 duration_s=57600 "
        "temperature_c=37 > read_absorbance wavelength_nm=600",
    ),
    (
        "structured_51",
        "1. **Retrieve** library plate — plate fridge\n"
        "2. **Peel** — XPeel\n"
        "3. **Transfer** 2 µL → 384-well PCR plate (Fluent)\n"
        "4. **Add** 8 µL KAPA qPCR mix\n"
        "5. **Seal** — 175 °C / 2 s\n"
        "6. **qPCR** — CFX384: 95 °C 3 min; 35× (95 °C 5 s, 60 °C 30 s)",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=2 @tecan_fluent "
        "> transfer volume_ul=8 > seal temperature_c=175 duration_s=2 > run_qpcr cycles=35 "
        "initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=5 "
        "annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "structured_52",
        "when=t0 op=transfer vol=90uL dev=Biomek i7 dst=96w_flat\n"
        "when=t0+5min op=transfer vol=10uL reagent=MTT\n"
        "when=t0+1h op=read_abs wl=570nm\n"
        "when=t0+10min op=incubate T=37C t=45min",
        "transfer volume_ul=90 @biomek_i7_hybrid > transfer volume_ul=10 > incubate "
        "temperature_c=37 duration_s=2700 > read_absorbance wavelength_nm=570",
    ),
    (
        "structured_53",
        "- op: transfer\n  vol: 25 µL\n  what: standards + samples\n  wells: A1:H4\n"
        "- op: transfer\n  vol: 200 µL\n  what: BCA working reagent\n"
        "- op: shake\n  t: 30 s\n"
        "- op: incubate\n  T: 37 °C\n  t: 30 min\n"
        "- op: read_abs\n  wl: 562 nm",
        "transfer volume_ul=25 wells=32 > transfer volume_ul=200 > shake duration_s=30 "
        "> incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "structured_54",
        "Step\tDevice\tVolume (µL)\tSpeed (rpm)\tTime (min)\tEx/Em (nm)\tComment\n"
        "1\tFluent\t198\t\t\t\tPicoGreen working soln -> black 96\n"
        "2\tFluent\t2\t\t\t\tdsDNA sample\n"
        "3\tthermoshaker\t\t1000\t1\t\tmix\n"
        "4\t\t\t\t5\t\tincubate RT, protected from light\n"
        "5\tSpectraMax\t\t\t\t480/520\t",
        "transfer volume_ul=198 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > shake "
        "speed_rpm=1000 duration_s=60 @qinstruments_bioshake_3000t_elm > incubate duration_s=300 "
        "> read_fluorescence excitation_nm=480 emission_nm=520 @spectramax_i3x",
    ),
    # ------------------------------------------------------------------ halted
    (
        "structured_55",
        "- step: spin\n  labware: 96-well flat-bottom plate\n  force: 4500 xg\n  time: 5 min",
        "halted",
    ),
    (
        "structured_56",
        "op=seal temp=230C t=3s plate=96w_PCR",
        "halted",
    ),
    (
        "structured_57",
        '{"op": "read", "mode": "abs", "wl": 200, "plate": "UV-transparent 96"}',
        "halted",
    ),
    (
        "structured_58",
        "step,instrument,volume_uL,target\n"
        "dispense,Hamilton STAR,450,96-well flat-bottom plate (Greiner 655101)",
        "halted",
    ),
    (
        "structured_59",
        "**Shake** — 3500 rpm, 1 min, 384-well plate",
        "halted",
    ),
    (
        "structured_60",
        "Cycler\tCycles\tDenat (°C)\tDenat (s)\tAnneal (°C)\tAnneal (s)\nODTC\t30\t105\t15\t60\t30",
        "halted",
    ),
    (
        "structured_61",
        "| step | device | vol / force | time |\n"
        "|---|---|---|---|\n"
        "| aliquot lysate into 1.5 mL tubes | Biomek i5 | 1000 µL | |\n"
        "| spin | 5424 R | 25,000 × g | 10 min |",
        "halted",
    ),
    (
        "structured_62",
        "op=incubate dev=Cytomat 2C450 T=60C t=1h",
        "halted",
    ),
    (
        "structured_63",
        "- step: transfer\n  volume_uL: 20\n  what: SYBR master mix\n  target: 384-well PCR plate\n"
        "- step: transfer\n  volume_uL: 30\n  what: cDNA template\n"
        "- step: seal\n"
        "- step: qpcr\n  cycles: 40\n  denat: 95 C, 15 s\n  anneal: 60 C, 60 s",
        "halted",
    ),
    # ------------------------------------------------------------------ ask
    (
        "structured_64",
        "op=spin dev=plate_centrifuge rpm=3000 t=5min",
        "ask",
    ),
    (
        "structured_65",
        "instrument=Tecan Spark mode=abs wl=450nm plate=96w_flat",
        "ask",
    ),
    (
        "structured_66",
        '{"op": "vortex", "time_s": 30, "labware": "1.5 mL tubes x 24"}',
        "ask",
    ),
    (
        "structured_67",
        "step,instrument,rcf_xg,time_min\nspin,Eppendorf 5430,1000,2",
        "ask",
    ),
    (
        "structured_68",
        "- **Add** 200 µL lysis buffer to 2 mL tubes\n"
        "- **Sonicate** — 10 × 1 s pulses, on ice\n"
        "- **Spin** — 12,000 × g, 10 min, 4 °C",
        "ask",
    ),
    (
        "structured_69",
        "| Step | Liquid handler | Volume | Dest wells |\n"
        "|---|---|---|---|\n"
        "| dispense | OT-2 | 2 drops | A1-A12 |",
        "ask",
    ),
    (
        "structured_70",
        "Step\tInstrument\tVolume (µL)\tNote\n"
        "1\tMultidrop Combi\t30\tmedia into 384-well plate\n"
        "2\tBioShake\t\t1000 rpm, 1 min",
        "ask",
    ),
    (
        "structured_71",
        "- step: transfer\n  vol: 100 µL\n  target: 96 deep-well\n"
        "- step: dry_down\n  instrument: SpeedVac\n  time: 45 min",
        "ask",
    ),
]
