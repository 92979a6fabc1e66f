"""Hold-out batch "yamlcfg": intents pasted as config-like run specs.

Automation engineers describe the run the way they would write a method config: YAML step
lists (``steps: - op: ...``), YAML maps with nested parameter blocks and flow mappings, JSON
objects and arrays, INI sections, dotted ``step.N.key = value`` lines, TOML tables and
``[[step]]`` arrays, one-line ``key=value; key=value`` strings, with ``#`` / ``//`` comments,
quoted strings and units carried inside the values ("1200rpm", "90s", "37C", "00:15:00",
"16,000 x g") or inside the key ("vol_ul", "t_min", "rcf_xg"). Key names differ from writer
to writer; some specs carry a sentence of prose. Order traps come from sections listed out of
run order with an ``order =`` line, ``after:``/``requires:`` dependencies, and comments
("before the read, ...").

Each case is (id, intent_text, expected); see tests/faithful_cases.py for the format of
``expected`` and the judge.
"""

from __future__ import annotations

BS = "@qinstruments_bioshake_3000t_elm"

CASES: list[tuple[str, str, str]] = [
    # ================================================================== single step
    (
        "yamlcfg_01",
        "op: centrifuge\n"
        "device: HiG4\n"
        "rcf: 2500xg\n"
        "time: 4min\n"
        "plate: 96-well PCR, full skirt",
        "spin rcf_g=2500 duration_s=240 @bionex_hig4",
    ),
    (
        "yamlcfg_02",
        "[seal]\n"
        "instrument = a4S\n"
        "heater = 172C\n"
        "press_time = 1.8s\n"
        "film = clear PCR film",
        "seal temperature_c=172 duration_s=1.8 @azenta_a4s",
    ),
    (
        "yamlcfg_03",
        '{"action": "absorbance", "lambda": "562nm", "plate": "96-well flat, clear"}  // BCA endpoint',
        "read_absorbance wavelength_nm=562",
    ),
    (
        "yamlcfg_04",
        "task=thermoshake; rpm=1500; dur=20 min; setpoint=30 C; labware=96 deep well",
        "shake speed_rpm=1500 duration_s=1200 temperature_c=30",
    ),
    (
        "yamlcfg_05",
        "[readout.fluor]\n"
        'reader = "SpectraMax i3x"\n'
        'ex = "485 nm"\n'
        'em = "528 nm"\n'
        'plate = "black 384"',
        "read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x",
    ),
    (
        "yamlcfg_06",
        "mode: lum        # CellTiter-Glo, whole plate\n"
        "integrate: 500ms\n"
        "plate: white 96 flat",
        "read_luminescence integration_s=0.5",
    ),
    (
        "yamlcfg_07",
        "- op: deseal\n"
        "  unit: XPeel\n"
        "  plate: pcr96   # foil seal from yesterday's run",
        "peel @azenta_xpeel",
    ),
    (
        "yamlcfg_08",
        "spin:\n"
        "  instrument: 5424R\n"
        "  tubes: 12 x 1.5 mL\n"
        '  g_force: "16,000 x g"\n'
        "  hold: 10 min\n"
        "  chill: 4C",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "yamlcfg_09",
        '{"robot": "OT-2", "step": "dispense", "reagent": "PBS", "amount_uL": 75, '
        '"dest": "96 flat, cols 1-4"}',
        "transfer volume_ul=75 @opentrons_ot2 wells=32",
    ),
    (
        "yamlcfg_10",
        "store:\n"
        "  where: plate fridge\n"
        "  setpoint: 4 °C\n"
        "  note: sealed assay plate, keep until Monday",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "yamlcfg_11",
        "[incubation]\n"
        "location=Cytomat 2C450\n"
        "temp=37.0degC\n"
        "period=2h",
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450",
    ),
    (
        "yamlcfg_12",
        "assay_run:\n"
        "  instrument: LabChip GX Touch\n"
        "  n_samples: 88\n"
        "  chip: DNA 5K\n"
        "  plate: 96 PCR",
        "run_assay sample_count=88 @labchip_gx_touch_ht",
    ),
    (
        "yamlcfg_13",
        "qpcr:\n"
        "  block: CFX384\n"
        "  plate: 384 PCR, 10 uL rxns\n"
        "  hotstart: {temp: 95C, time: 2min}\n"
        "  cycling:\n"
        "    n: 40\n"
        "    denat: [95C, 5s]\n"
        "    anneal: [60C, 30s]   # two-step, no separate extension",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "yamlcfg_14",
        "[pcr]\n"
        'device = "ODTC"\n'
        "cycles = 35\n"
        'init   = "98C/30s"\n'
        'denat  = "98C/10s"\n'
        'anneal = "62C/20s"\n'
        'extend = "72C/30s"\n'
        'final  = "72C/2min"\n'
        'hold   = "4C"',
        "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "yamlcfg_15",
        "run: kingfisher flex\n"
        'protocol: "MagMAX_Viral_RNA_v2"   # already loaded on the instrument\n'
        "head: 96 DW",
        "run_program @kingfisher_flex",
    ),
    (
        "yamlcfg_16",
        "- op: mix\n"
        "  by: pipetting up/down\n"
        "  vol: 50 uL\n"
        "  reps: 10\n"
        "  handler: Fluent 780",
        "mix volume_ul=50 @tecan_fluent",
    ),
    (
        "yamlcfg_17",
        'centrifuge_params = {"g": 300, "sec": 30}  # VSpin, just pulling droplets off the walls',
        "spin rcf_g=300 duration_s=30 @agilent_vspin",
    ),
    (
        "yamlcfg_18",
        "action: fetch\n"
        "from: plate hotel\n"
        'barcode: "PX-00417"',
        "retrieve @cytomat_24",
    ),
    (
        "yamlcfg_19",
        "liquid_handler: ML STAR\n"
        "cmd: aspirate_dispense\n"
        "vol: 8 µl\n"
        "target: 384 flat, rows A and B",
        "transfer volume_ul=8 @hamilton_star wells=48",
    ),
    (
        "yamlcfg_20",
        "read:\n"
        "  type: OD\n"
        "  wl: 600 nm\n"
        "  wells: A1-H2   # only the first two columns have cultures",
        "read_absorbance wavelength_nm=600 wells=16",
    ),
    # ================================================================== two or three steps
    (
        "yamlcfg_21",
        "steps:\n"
        "  - op: dispense\n"
        "    vol_ul: 25\n"
        "    plate: 384-well flat\n"
        "  - op: spin\n"
        "    g: 1000\n"
        "    t: 60s",
        "transfer volume_ul=25 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "yamlcfg_22",
        "# before the read, centrifuge the plate (condensation on the lid)\n"
        "read:\n"
        "  od: 450nm\n"
        "pre_read_spin:\n"
        "  xg: 500\n"
        "  minutes: 2",
        "spin rcf_g=500 duration_s=120 > read_absorbance wavelength_nm=450",
    ),
    (
        "yamlcfg_23",
        "[1_seal]\n"
        "temp_C = 165\n"
        "time_s = 3\n"
        "\n"
        "[2_spin]\n"
        "rcf = 1500 x g\n"
        "time = 1 min\n"
        "instrument = BioNex HiG",
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1500 duration_s=60 @bionex_hig4",
    ),
    (
        "yamlcfg_24",
        '[{"do": "peel"}, {"do": "read", "mode": "FI", "ex_nm": 535, "em_nm": 590}]',
        "peel > read_fluorescence excitation_nm=535 emission_nm=590",
    ),
    (
        "yamlcfg_25",
        "[[step]]\n"
        'kind = "add"\n'
        'volume = "150 µL"\n'
        'handler = "Biomek i7"\n'
        "\n"
        "[[step]]\n"
        'kind = "shake"\n'
        'speed = "900rpm"\n'
        'time = "5 min"\n'
        'device = "BioShake"',
        f"transfer volume_ul=150 @biomek_i7_hybrid > shake speed_rpm=900 duration_s=300 {BS}",
    ),
    (
        "yamlcfg_26",
        "read_lum:\n"
        "  integration: 1000 ms\n"
        "  requires: orbital_mix   # run this one first\n"
        "orbital_mix:\n"
        "  rpm: 500\n"
        "  secs: 120\n"
        "  heat: off",
        "shake speed_rpm=500 duration_s=120 > read_luminescence integration_s=1",
    ),
    (
        "yamlcfg_27",
        "- op: spin\n"
        "  centrifuge: 5810 R\n"
        "  load: 4 x 50 mL Falcon\n"
        "  force: 3000 x g\n"
        "  time: 10 min\n"
        "  temp: 4 C\n"
        "- op: transfer\n"
        "  handler: Tecan Fluent\n"
        "  vol: 1 mL   # clarified supernatant -> 96 DW",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=1000 @tecan_fluent",
    ),
    (
        "yamlcfg_28",
        'retrieve: {from: "cold store", plate: "growth curve P3"}\n'
        "measure: {type: absorbance, nm: 600}",
        "retrieve @cytomat_2c425 > read_absorbance wavelength_nm=600",
    ),
    (
        "yamlcfg_29",
        "thermocycle:\n"
        "  on: on-deck thermocycler\n"
        '  program: {cycles: 25, denature: "95C 15s", anneal: "55C 15s", extend: "72C 1min"}\n'
        "fragment_check:\n"
        "  on: LabChip\n"
        "  samples: 96",
        "run_pcr cycles=25 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15 "
        "extension_c=72 extension_s=60 @inheco_odtc > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "yamlcfg_30",
        "pipette_host: Opentrons Flex\n"
        "plate: 96 PCR\n"
        "ops:\n"
        '  - transfer: {ul: 10, dest_cols: "1-3"}\n'
        "  - mix: {ul: 30, cycles: 5}",
        "transfer volume_ul=10 @opentrons_flex wells=24 > mix volume_ul=30 @opentrons_flex",
    ),
    (
        "yamlcfg_31",
        "Substrate is already in; plate goes to the CO2 incubator, then to the reader.\n"
        "incubate: {T: 37C, t: 30min}\n"
        "read: {abs: 405nm}",
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > read_absorbance wavelength_nm=405",
    ),
    (
        "yamlcfg_32",
        'post_processing = ["seal @ 170C / 2s", "park in hotel"]',
        "seal temperature_c=170 duration_s=2 > store @cytomat_24",
    ),
    (
        "yamlcfg_33",
        "Pipette master mix into the first six columns, having first peeled the plate.\n"
        "peel = yes\n"
        "mm_vol = 40ul\n"
        "wells = A1:H6",
        "peel > transfer volume_ul=40 wells=48",
    ),
    (
        "yamlcfg_34",
        "strip_spin: {rcf: 2000, s: 30, unit: microcentrifuge}\n"
        "then:\n"
        "  robot: OT2\n"
        "  move_liquid: 20 uL per tube -> PCR plate",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r > transfer volume_ul=20 @opentrons_ot2",
    ),
    (
        "yamlcfg_35",
        "reads:\n"
        "  - A260\n"
        "  - A280\n"
        "plate: UV-Star 96   # purity ratio",
        "read_absorbance wavelength_nm=260 > read_absorbance wavelength_nm=280",
    ),
    (
        "yamlcfg_36",
        "- arm: PF400\n"
        "  move: hotel -> SpectraMax\n"
        "- read: {abs: 490 nm}",
        "move_plate @spectramax_i3x > read_absorbance wavelength_nm=490",
    ),
    (
        "yamlcfg_37",
        "[grow]\n"
        "temp = 30 C\n"
        "time = overnight\n"
        "where = incubator\n"
        "\n"
        "[measure]\n"
        "od = 600nm",
        "incubate temperature_c=30 @cytomat_2c450 > read_absorbance wavelength_nm=600",
    ),
    (
        "yamlcfg_38",
        "thermal:\n"
        "  device: ODTC\n"
        "  stages:\n"
        "    - {hold: 37C, for: 1h}      # EcoRI digest\n"
        "    - {hold: 65C, for: 20min}   # heat inactivation",
        "incubate temperature_c=37 duration_s=3600 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "yamlcfg_39",
        "jobs:\n"
        "  read:\n"
        "    kind: luminescence\n"
        "    integration_time: 0.25 s\n"
        "    after: [equilibrate]\n"
        "  equilibrate:\n"
        "    kind: incubate\n"
        "    temp: 25 C\n"
        "    time: 10 min\n"
        "    after: [add_reagent]\n"
        "  add_reagent:\n"
        "    kind: dispense\n"
        "    vol: 25 ul\n"
        "    lh: Biomek i7",
        "transfer volume_ul=25 @biomek_i7_hybrid > incubate temperature_c=25 duration_s=600 > "
        "read_luminescence integration_s=0.25",
    ),
    # ================================================================== four or more steps
    (
        "yamlcfg_40",
        "steps:   # ELISA development\n"
        "  - op: peel\n"
        "  - op: dispense\n"
        "    vol: 100uL    # TMB\n"
        "  - op: incubate\n"
        "    temp: RT\n"
        "    time: 15min\n"
        "  - op: dispense\n"
        "    vol: 50uL     # stop solution\n"
        "  - op: read\n"
        "    abs: 450nm",
        "peel > transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "yamlcfg_41",
        '{"workflow": [\n'
        '  {"step": "dispense", "what": "mastermix", "ul": 15, "plate": "96 PCR"},\n'
        '  {"step": "dispense", "what": "template", "ul": 5},\n'
        '  {"step": "seal", "heat": "165C", "secs": 3},\n'
        '  {"step": "spin", "xg": 800, "secs": 60},\n'
        '  {"step": "thermocycle", "device": "ODTC", "init": "95C/2min", "cycles": 30,\n'
        '   "den": "95C/20s", "ann": "58C/30s", "ext": "72C/45s", "final": "72C/5min", "hold": "10C"}\n'
        "]}",
        "transfer volume_ul=15 > transfer volume_ul=5 > seal temperature_c=165 duration_s=3 > "
        "spin rcf_g=800 duration_s=60 > run_pcr cycles=30 initial_denaturation_c=95 "
        "initial_denaturation_s=120 denaturation_c=95 denaturation_s=20 annealing_c=58 "
        "annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 "
        "hold_c=10 @inheco_odtc",
    ),
    (
        "yamlcfg_42",
        "liquid_handler: Hamilton STAR\n"
        "plate: 384 PCR (Bio-Rad HSP3805)\n"
        "steps:\n"
        "  - dispense: {what: SYBR mix, vol: 8uL}\n"
        "  - dispense: {what: cDNA, vol: 2uL}\n"
        "  - seal: {temp: 175C, t: 2s}\n"
        "  - spin: {g: 1000, t: 1min}\n"
        "  - qpcr:\n"
        "      instrument: CFX 384\n"
        "      initial: 95C x 3min\n"
        "      cycles: 40\n"
        "      denature: 95C x 10s\n"
        "      anneal: 58C x 30s\n"
        "      extend: 72C x 30s",
        "transfer volume_ul=8 @hamilton_star > transfer volume_ul=2 @hamilton_star > "
        "seal temperature_c=175 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 "
        "denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=30 extension_c=72 "
        "extension_s=30 @biorad_cfx384",
    ),
    (
        "yamlcfg_43",
        "# resazurin viability, plate lives in the CO2 incubator\n"
        "1: retrieve from Cytomat 2C450\n"
        "2: add 10 uL resazurin / well\n"
        "3: back into the incubator, 37C, 4 hrs\n"
        "4: shake 300rpm 2min\n"
        "5: fluorescence ex 560 / em 590",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 > "
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
        "shake speed_rpm=300 duration_s=120 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "yamlcfg_44",
        "liquid: {handler: Biomek i7 Hybrid, beads_ul: 90, then_mix_ul: 100}   # 1.8x SPRI\n"
        'magnet: {device: KingFisher Flex, program: "SPRI_wash_x2"}\n'
        "eluate: {vol: 30 µL, dest: fresh 96 PCR, handler: Biomek i7 Hybrid}",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100 @biomek_i7_hybrid > "
        "run_program @kingfisher_flex > transfer volume_ul=30 @biomek_i7_hybrid",
    ),
    (
        "yamlcfg_45",
        "[run]\n"
        "order = dispense, spin, seal, store\n"
        "\n"
        "[seal]\n"
        "temp = 180 C\n"
        "time = 1.5 s\n"
        "\n"
        "[store]\n"
        "target = plate fridge\n"
        "temp = 8 C\n"
        "\n"
        "[spin]\n"
        "force = 1200 g\n"
        "time = 90 s\n"
        "\n"
        "[dispense]\n"
        "vol = 60 uL",
        "transfer volume_ul=60 > spin rcf_g=1200 duration_s=90 > seal temperature_c=180 "
        "duration_s=1.5 > store temperature_c=8 @cytomat_2c425",
    ),
    (
        "yamlcfg_46",
        "picogreen:\n"
        "  plate: black 96 flat\n"
        "  add: [{dye: 198 µL}, {sample: 2 µL}]   # in this order\n"
        "  shake: {rpm: 1000, time: 1 min}\n"
        "  read: {ex: 480, em: 520}             # nm",
        "transfer volume_ul=198 > transfer volume_ul=2 > shake speed_rpm=1000 duration_s=60 > "
        "read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "yamlcfg_47",
        "lysate_clear:   # 96 deep well\n"
        "  - spin: {where: Eppendorf 5810, rcf: 2500 x g, t: 20min, T: 4C}\n"
        "  - transfer: {vol: 200 µL, to: UV-transparent 96 flat, lh: Biomek i5}\n"
        "  - read: {abs: 280nm}\n"
        "  - store: {where: refrigerated store, temp: 4C}",
        "spin rcf_g=2500 duration_s=1200 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=200 @biomek_i5 > read_absorbance wavelength_nm=280 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "yamlcfg_48",
        "[liquid]\n"
        'handler = "Fluent"\n'
        'vol = "50 uL"\n'
        "[seal]\n"
        'T = "170 C"\n'
        't = "2 s"\n'
        "[shake]\n"
        "rpm = 1200\n"
        'T = "37 C"\n'
        't = "1 h"\n'
        "[spin]\n"
        "g = 1000\n"
        't = "1 min"\n'
        "[unseal]\n"
        "[read]\n"
        "ex = 360   # nm\n"
        "em = 460",
        "transfer volume_ul=50 @tecan_fluent > seal temperature_c=170 duration_s=2 > "
        "shake speed_rpm=1200 duration_s=3600 temperature_c=37 > spin rcf_g=1000 duration_s=60 > "
        "peel > read_fluorescence excitation_nm=360 emission_nm=460",
    ),
    (
        "yamlcfg_49",
        '- retrieve: {from: "Cytomat 2C425"}\n'
        "- peel: {}\n"
        "- transfer: {vol_ul: 5, plate: 384 flat, rows: A-D}\n"
        "- seal: {temp_c: 160, sec: 2}\n"
        '- store: {to: "Cytomat 2C425", temp_c: 4}',
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=5 wells=96 > "
        "seal temperature_c=160 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "yamlcfg_50",
        "protocol: bacterial_growth_check\n"
        "steps:\n"
        '  - shake: {speed: 800rpm, duration: "00:15:00", temp: 37℃}\n'
        '  - spin:  {rcf: 3000, duration: "00:05:00"}   # plate centrifuge, 96 DW\n'
        "  - transfer: {vol: 150ul, to: 96 flat}\n"
        "  - read: {OD: 600nm}",
        "shake speed_rpm=800 duration_s=900 temperature_c=37 > spin rcf_g=3000 duration_s=300 > "
        "transfer volume_ul=150 > read_absorbance wavelength_nm=600",
    ),
    (
        "yamlcfg_51",
        "wash_prep:\n"
        "  handler: OT-Flex\n"
        "  add_buffer: 300 uL      # 96 DW\n"
        "  shake: {rpm: 1500, time: 3 min, temp: ambient}\n"
        "  centrifuge: {g: 2000, time: 2 min, at: room temp}\n"
        "  remove_sup: 250 uL",
        "transfer volume_ul=300 @opentrons_flex > shake speed_rpm=1500 duration_s=180 > "
        "spin rcf_g=2000 duration_s=120 > transfer volume_ul=250 @opentrons_flex",
    ),
    (
        "yamlcfg_52",
        "normalize:\n"
        "  robot: OT-2\n"
        "  diluent_ul: 45\n"
        "  diluent_wells: [A1, B1, C1, D1, E1, F1]\n"
        "  sample_ul: 5\n"
        "  sample_wells: same as diluent\n"
        "then:\n"
        "  seal: {temp: 165C, time: 3s}\n"
        "  spin: {g: 500, time: 30s}",
        "transfer volume_ul=45 @opentrons_ot2 wells=6 > transfer volume_ul=5 @opentrons_ot2 wells=6 > "
        "seal temperature_c=165 duration_s=3 > spin rcf_g=500 duration_s=30",
    ),
    (
        "yamlcfg_53",
        "rna_qc:\n"
        "  - {op: spin, dev: VSpin, g: 800, t: 45s}\n"
        "  - {op: peel, dev: XPeel}\n"
        "  - {op: fragment_analysis, dev: GX Touch, count: 24}\n"
        "  - {op: seal, T: 175C, t: 2s}\n"
        "  - {op: store, dev: cold store, T: 4C}",
        "spin rcf_g=800 duration_s=45 @agilent_vspin > peel @azenta_xpeel > "
        "run_assay sample_count=24 @labchip_gx_touch_ht > seal temperature_c=175 duration_s=2 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "yamlcfg_54",
        "step.1.op   = add\n"
        "step.1.vol  = 20uL        # substrate\n"
        "step.2.op   = thermoshake\n"
        "step.2.rpm  = 400\n"
        "step.2.temp = 37C\n"
        "step.2.time = 10min\n"
        "step.3.op   = add\n"
        "step.3.vol  = 80uL        # enzyme\n"
        "step.4.op   = read_abs\n"
        "step.4.nm   = 340",
        "transfer volume_ul=20 > shake speed_rpm=400 duration_s=600 temperature_c=37 > "
        "transfer volume_ul=80 > read_absorbance wavelength_nm=340",
    ),
    (
        "yamlcfg_55",
        "# denature samples in a 96 PCR plate\n"
        "- seal: {temp: 170 C, dwell: 2.5 s}\n"
        "- centrifuge: {model: HiG 4, rcf_xg: 4000, t_min: 5}\n"
        "- odtc_hold: {T: 95C, t: 5 min}\n"
        "- odtc_hold: {T: 4C, t: 2 min}    # snap cool",
        "seal temperature_c=170 duration_s=2.5 > spin rcf_g=4000 duration_s=300 @bionex_hig4 > "
        "incubate temperature_c=95 duration_s=300 @inheco_odtc > "
        "incubate temperature_c=4 duration_s=120 @inheco_odtc",
    ),
    # ================================================================== impossible: halted
    (
        "yamlcfg_56",
        '{"centrifuge": {"plate": "96-well flat (Corning 3595)", "rcf": "6000 x g", "time": "5 min"}}',
        "halted",
    ),
    (
        "yamlcfg_57",
        "steps:\n"
        "  - op: dispense\n"
        "    plate: 96-well flat-bottom (Corning 3596)\n"
        "    vol: 400 uL   # culture medium\n"
        "  - op: incubate\n"
        "    T: 37C\n"
        "    t: 24h",
        "halted",
    ),
    (
        "yamlcfg_58",
        "[sealer]\n"
        "device = Azenta a4S\n"
        "temperature = 220 C\n"
        "dwell = 2 s",
        "halted",
    ),
    (
        "yamlcfg_59",
        'read_mode = "abs"\n'
        'wavelength = "200nm"   # peptide bond\n'
        'plate = "UV 96"',
        "halted",
    ),
    (
        "yamlcfg_60",
        "shaker:\n"
        "  model: BioShake 3000-T\n"
        "  speed: 3500 rpm\n"
        "  time: 30 s",
        "halted",
    ),
    (
        "yamlcfg_61",
        '{"device": "5424 R", "tubes": "2 mL", "force_xg": 25000, "duration": "15 min", "temp": "4C"}',
        "halted",
    ),
    (
        "yamlcfg_62",
        "[pcr]\n"
        "cycler = ODTC\n"
        "cycles = 30\n"
        "denature = 105C / 10s\n"
        "anneal = 60C / 20s\n"
        "extend = 72C / 20s",
        "halted",
    ),
    (
        "yamlcfg_63",
        "- op: read\n"
        "  kind: fluorescence\n"
        "  excitation: 520nm\n"
        "  emission: 490nm",
        "halted",
    ),
    (
        "yamlcfg_64",
        "qpcr_setup:\n"
        "  plate: 384-well PCR\n"
        "  mastermix_ul: 60\n"
        "  then: seal 170C 2s",
        "halted",
    ),
    # ================================================================== must ask
    (
        "yamlcfg_65",
        "spin:\n"
        "  on: plate centrifuge\n"
        "  speed: 3000rpm\n"
        "  time: 5min",
        "ask",
    ),
    (
        "yamlcfg_66",
        'reader = "Tecan Spark"\n'
        'mode = "absorbance"\n'
        "wl = 450",
        "ask",
    ),
    (
        "yamlcfg_67",
        "- op: dispense\n"
        "  vol: 100uL\n"
        "- op: vortex\n"
        "  time: 10s\n"
        "- op: read\n"
        "  abs: 600nm",
        "ask",
    ),
    (
        "yamlcfg_68",
        'sonicate: {amplitude: 40%, pulse: "10s on/10s off", total: 2 min}  # shear chromatin, 96 PCR',
        "ask",
    ),
    (
        "yamlcfg_69",
        "centrifuge: Eppendorf 5430\n"
        "rcf: 12000 xg\n"
        "time: 10 min\n"
        "tubes: 1.5 mL",
        "ask",
    ),
    (
        "yamlcfg_70",
        'add: {reagent: "Bradford", amount: "3 drops", plate: "96 flat"}',
        "ask",
    ),
    (
        "yamlcfg_71",
        "qpcr:\n"
        "  instrument: QuantStudio 7 Flex\n"
        "  cycles: 40\n"
        "  anneal: 60C 1min",
        "ask",
    ),
    (
        "yamlcfg_72",
        "post:\n"
        "  - seal: {T: 170C, t: 2s}\n"
        "  - lyophilize: overnight",
        "ask",
    ),
    (
        "yamlcfg_73",
        "microfuge = 13.2k rpm, 2 min, 4 C   # 5424R, 1.5 mL tubes",
        "ask",
    ),
]
