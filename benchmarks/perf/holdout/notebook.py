"""Hold-out batch "notebook": lab-notebook entries and bench-sheet shorthand as scientists jot
them before handing them to an automation tool -- a date and initials at the start, arrows and
dashes between steps, abbreviations (RT, o/n, dup./trip., pts, ea., w/, approx.), minutes written
as 30', reads written as A562 / OD600 / "ex/em 485/520", forces as "10k x g", parenthesised
volumes "(10 uL + 90 uL)", nominal steps without verbs ("1:10 dilution in water", "resuspension
in 200 µL PBS", "wash x3 w/ 300 µl"), "NB:" / "note:" lines that still carry real steps, and
well counts ("to each of the 24 wells", "cols 1-3", "rows A-D"). Noise numbers (page numbers,
plate numbers, slots, lot-ish tags) and traps such as "RT-qPCR", "o/n culture" or "settled o/n"
that are not steps. Mixed unit spellings. Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    (
        "nb_s01",
        "12/03 KL - BCA plate (dup.) done -> A562, cols 1-6 only (stds in 1-2, samples 3-6)",
        "read_absorbance wavelength_nm=562 wells=48",
    ),
    (
        "nb_s02",
        "14.3. JM: OD600 whole plate on the SpectraMax, lid off",
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "nb_s03",
        "2024-05-02 AB — PCR plate quick spin 1k x g, 1' (HiG4), condensation on the seal",
        "spin rcf_g=1000 duration_s=60 @bionex_hig4",
    ),
    (
        "nb_s04",
        "Thu 6/6 CW — 384 black plate, FITC-dextran: ex/em 485/520, rows A-D only",
        "read_fluorescence excitation_nm=485 emission_nm=520 wells=96",
    ),
    (
        "nb_s05",
        "3/6 TW. a4S seal on the PCR plate: 170 °C, 3 s",
        "seal temperature_c=170 duration_s=3 @azenta_a4s",
    ),
    (
        "nb_s06",
        "22-Jan MP: HEK plates (p.14) into the Cytomat o/n, 37 °C / 5% CO2",
        "incubate temperature_c=37 @cytomat_2c450",
    ),
    (
        "nb_s07",
        "NB: XPeel the assay plate first thing — foil seal still on from Fri",
        "peel @azenta_xpeel",
    ),
    (
        "nb_s08",
        "08/11 RB lysates in 1.5 mL tubes -> 10k x g 2' @ 4 °C, microfuge",
        "spin rcf_g=10000 duration_s=120 temperature_c=4",
    ),
    (
        "nb_s09",
        "8/8 HL qPCR on CFX384 — 95 °C 3' → 40 cyc (95 °C 10 s / 60 °C 30 s)",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "nb_s10",
        "ODTC prog (colony PCR, 96 PCR plate): 98/30 s init; 30x [98/10 s – 62/20 s – 72/30 s]; "
        "72/2 min final; hold 4 °C",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "nb_s11",
        "30/1 FN — LabChip GX, DNA 1K assay, 48 pts (A1–D12)",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "nb_s12",
        "KF Flex: run 'MagMAX_CORE_96' — plates set up per layout on p.52",
        "run_program @kingfisher_flex",
    ),
    (
        "nb_s13",
        "11/2 EG — to each of the 24 wells in cols 1-3: 50 µL substrate, OT-2",
        "transfer volume_ul=50 @opentrons_ot2 wells=24",
    ),
    (
        "nb_s14",
        "note: mix dilution plate 10x w/ 100 uL on the STAR (it settled o/n)",
        "mix volume_ul=100 @hamilton_star",
    ),
    ("nb_s15", "PF400: assay plate from hotel slot 7 → reader nest", "move_plate @precise_pf400"),
    # single step, impossible
    (
        "nb_h02",
        "28/2 OS — Fluent: 150 µL/well cell suspension → 384 flat plate, all wells",
        "halted",
    ),
    ("nb_h04", "1.5 mL tubes, 25k x g 10' 4 °C to clear lysate (5424 R)", "halted"),
    ("nb_h06", "17.7. IV  A205 peptide-bond read, UV-transparent 96 flat, whole plate", "halted"),
    ("nb_h07", "BioShake 3.5k rpm 2' to resuspend beads (deep-well)", "halted"),
    # single step, must ask
    ("nb_a01", "21/3 DS — deep-well block, 1.5k rpm 5' in the 5810", "ask"),
    ("nb_a04", "ex/em 544/590 on the Tecan Spark, whole plate (resazurin d2)", "ask"),
    ("nb_a05", "Eppendorf 5430: 1.5 mL tubes 15k x g 10' 4 °C", "ask"),
    ("nb_a07", "2/12 LS — A260/280 on NanoDrop, 2 uL ea., 12 pts", "ask"),
    # =====================================================================
    # two or three steps
    # =====================================================================
    (
        "nb_m01",
        "09.01. SR — 1:10 dilution in water (10 uL + 90 uL) on the Fluent, then mix 5x 50 uL",
        "transfer volume_ul=10 @tecan_fluent > transfer volume_ul=90 @tecan_fluent > "
        "mix volume_ul=50 @tecan_fluent",
    ),
    (
        "nb_m02",
        "PCR plate: spin 500 x g 1' -> seal 165 °C 2 s",
        "spin rcf_g=500 duration_s=60 > seal temperature_c=165 duration_s=2",
    ),
    (
        "nb_m03",
        "19/4 — before reading A450: stop sol'n 50 uL/well (Biomek i5)",
        "transfer volume_ul=50 @biomek_i5 > read_absorbance wavelength_nm=450",
    ),
    (
        "nb_m04",
        "DW block → BioShake 1.5k rpm, 30 °C o/n; next AM 100 µL ea. → clear flat plate (STAR) "
        "→ OD600",
        "shake speed_rpm=1500 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
        "transfer volume_ul=100 @hamilton_star > read_absorbance wavelength_nm=600",
    ),
    (
        "nb_m05",
        "NB: retrieve plate from Cytomat 2C425 first, then XPeel it",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel",
    ),
    (
        "nb_m06",
        "pellets (1.5 mL tubes): resuspension in 200 µL PBS on OT-2 → 8k x g 3' in 5424 R",
        "transfer volume_ul=200 @opentrons_ot2 > spin rcf_g=8000 duration_s=180 @eppendorf_5424r",
    ),
    (
        "nb_m07",
        "beads in DW plate — wash x3 w/ 300 µl 80% EtOH (i7)",
        "transfer volume_ul=300 @biomek_i7_hybrid > transfer volume_ul=300 @biomek_i7_hybrid > "
        "transfer volume_ul=300 @biomek_i7_hybrid",
    ),
    (
        "nb_m08",
        "after 2' spin @ 1000 x g (VSpin), lum 0.5 s/well",
        "spin rcf_g=1000 duration_s=120 @agilent_vspin > read_luminescence integration_s=0.5",
    ),
    (
        "nb_m09",
        "qPCR plate: 8 uL MM → rows A-H of the 384 PCR (Fluent), seal 160 °C/1.5 s, "
        "spin 1000 xg 1 min",
        "transfer volume_ul=8 @tecan_fluent wells=192 > seal temperature_c=160 duration_s=1.5 > "
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "nb_m10",
        "add 25 uL CTG to each well (ML STAR) then 10' RT before lum",
        "transfer volume_ul=25 @hamilton_star > incubate duration_s=600 > read_luminescence",
    ),
    (
        "nb_m11",
        "PCR strip: mix 3x 20 uL, 5 uL → fresh strip, short spin 2k x g 1'",
        "mix volume_ul=20 > transfer volume_ul=5 > spin rcf_g=2000 duration_s=60",
    ),
    (
        "nb_m12",
        "having first shaken 1' @ 800 rpm on the plate shaker, read ex/em 530/590",
        "shake speed_rpm=800 duration_s=60 > read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    (
        "nb_m13",
        "27/6 JO: store cold (4 °C) after sealing 175 °C 2 s",
        "seal temperature_c=175 duration_s=2 > store temperature_c=4",
    ),
    (
        "nb_m14",
        "50 mL conicals: 3k x g 15' 4 °C (5810 R), then 4 mL sup → 15 mL tube",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r > transfer volume_ul=4000",
    ),
    (
        "nb_m15",
        "384 PCR plate from yesterday → peel, LabChip DNA HS, 96 samples",
        "peel > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "nb_m16",
        "thaw: retrieve from plate fridge → RT 20' → spin 1k x g 1'",
        "retrieve > incubate duration_s=1200 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "nb_m17",
        "after KF elution (prog 'DNA_elute_50'), 2 uL eluate → 384 PCR cols 1-2",
        "run_program @kingfisher_flex > transfer volume_ul=2 wells=32",
    ),
    (
        "nb_m18",
        "ODTC: 37 °C 15' digest, then 80 °C 20' heat-kill",
        "incubate temperature_c=37 duration_s=900 @inheco_odtc > "
        "incubate temperature_c=80 duration_s=1200 @inheco_odtc",
    ),
    (
        "nb_m19",
        "seal 180 °C 1.5 s, park in hotel — having first spun 3' at 2,000 x g",
        "spin rcf_g=2000 duration_s=180 > seal temperature_c=180 duration_s=1.5 > store",
    ),
    (
        "nb_m20",
        "7/10 VG — thermoshaker 1200 rpm 10' @ 37 °C, then cool 5' RT",
        "shake speed_rpm=1200 duration_s=600 temperature_c=37 > incubate duration_s=300",
    ),
    # two or three steps, impossible
    ("nb_h03", "PCR plate → 6.5k x g 2' to pellet debris, then seal 165 2 s", "halted"),
    ("nb_h05", "top-up 20 uL H2O/well (STAR) then a4S 230 °C 2 s", "halted"),
    ("nb_h08", "13/12 — seal 165 °C 2 s → store -20 °C in the plate fridge", "halted"),
    # two or three steps, must ask
    ("nb_a02", "15/8 — vortex tubes 10 s, then spin down 500 x g 30 s (microfuge)", "ask"),
    ("nb_a03", "sonicate lysate 3x 10 s on ice → 15k x g 10' 4 °C", "ask"),
    ("nb_a06", "NB: 2 drops NucBlue per well, rows A-D → 20' RT", "ask"),
    # =====================================================================
    # four or more steps
    # =====================================================================
    (
        "nb_l01",
        "15/04 PK — BCA on the i7: 25 uL std/sample → flat plate, + 200 uL WR ea., shake 30 s, "
        "30' @ 37 °C, then A562",
        "transfer volume_ul=25 @biomek_i7_hybrid > transfer volume_ul=200 @biomek_i7_hybrid > "
        "shake duration_s=30 > incubate temperature_c=37 duration_s=1800 > "
        "read_absorbance wavelength_nm=562",
    ),
    (
        "nb_l02",
        "ELISA dev, plate 2: TMB 100 uL ea. into cols 1-4 → 20' RT dark → stop 50 uL 2N H2SO4 "
        "(same wells) → A450, then A570 ref",
        "transfer volume_ul=100 wells=32 > incubate duration_s=1200 > transfer volume_ul=50 wells=32 > "
        "read_absorbance wavelength_nm=450 > read_absorbance wavelength_nm=570",
    ),
    (
        "nb_l03",
        "16/5 MN PCR set-up on OT-2: 15 uL MM → each of the 24 wells (cols 1-3) of a PCR plate, "
        "+ 5 uL template ea. → seal 165 °C/2 s → spin 1k x g 30 s → ODTC: 95 °C 2'; "
        "35x 95 °C 15 s, 58 °C 15 s, 72 °C 45 s; 72 °C 5'; hold 10 °C",
        "transfer volume_ul=15 @opentrons_ot2 wells=24 > transfer volume_ul=5 @opentrons_ot2 > "
        "seal temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=30 > "
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=35 denaturation_c=95 "
        "denaturation_s=15 annealing_c=58 annealing_s=15 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    (
        "nb_l04",
        "RT-qPCR 19/9 (YZ)\n"
        "- cDNA 1:5 (4 uL + 16 uL water) on Fluent\n"
        "- 2 uL diluted cDNA + 8 uL SYBR MM per well → 384 PCR plate\n"
        "- seal; spin 1.5k x g 2'\n"
        "- CFX384: 95 °C 3', 40x (95 °C 5 s / 60 °C 30 s)",
        "transfer volume_ul=4 @tecan_fluent > transfer volume_ul=16 @tecan_fluent > "
        "transfer volume_ul=2 > transfer volume_ul=8 > seal > spin rcf_g=1500 duration_s=120 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "nb_l05",
        "Mon 4/3 — cell plate: retrieve from Cytomat 2C450 → 10 uL compound/well (Biomek i5) → "
        "back in Cytomat 37 °C 1 h → 100 uL CTG ea. → shake 2' 500 rpm → 10' RT → lum, "
        "0.25 s integration",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @biomek_i5 > "
        "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > transfer volume_ul=100 > "
        "shake speed_rpm=500 duration_s=120 > incubate duration_s=600 > "
        "read_luminescence integration_s=0.25",
    ),
    (
        "nb_l06",
        "DNA extr. (STAR + KF), 24 swabs: 200 uL lysate → DW plate, + 20 uL ProtK, + 400 uL "
        "binding buffer w/ beads; KingFisher prog 'MagMAX_Pathogen_HT'; 50 uL eluate → PCR plate; "
        "seal 170 °C 3 s; → cold store 4 °C",
        "transfer volume_ul=200 @hamilton_star > transfer volume_ul=20 > transfer volume_ul=400 > "
        "run_program @kingfisher_flex > transfer volume_ul=50 > seal temperature_c=170 duration_s=3 > "
        "store temperature_c=4",
    ),
    (
        "nb_l07",
        "read ex/em 485/535 at the end — before that: 50 uL reagent ea. (OT-Flex), 1' shake "
        "1000 rpm, 60' at 37 °C",
        "transfer volume_ul=50 @opentrons_flex > shake speed_rpm=1000 duration_s=60 > "
        "incubate temperature_c=37 duration_s=3600 > "
        "read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "nb_l08",
        "Bradford, 384 flat, samples in trip.: 5 uL sample + 50 uL reagent, rows A-D → 5' RT → A595",
        "transfer volume_ul=5 wells=96 > transfer volume_ul=50 wells=96 > incubate duration_s=300 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "nb_l09",
        "note: end of day (RK) — peel → top-up 20 uL H2O ea. well (i5) → reseal 165 °C 2 s → "
        "cold store, 4 °C",
        "peel > transfer volume_ul=20 @biomek_i5 > seal temperature_c=165 duration_s=2 > "
        "store temperature_c=4",
    ),
    (
        "nb_l10",
        "PF400: hotel → BioShake; 900 rpm 5'; PF400 → SpectraMax; A600",
        "move_plate @precise_pf400 > "
        "shake speed_rpm=900 duration_s=300 @qinstruments_bioshake_3000t_elm > "
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "nb_l11",
        "transfection 3/3, cells approx. 80% confluent: 50 uL Opti-MEM into cols 1-6 of a 96 flat, "
        "+ 1.5 uL lipo ea. → 15' RT → 10 uL complex onto cells → o/n 37 °C",
        "transfer volume_ul=50 wells=48 > transfer volume_ul=1.5 > incubate duration_s=900 > "
        "transfer volume_ul=10 > incubate temperature_c=37",
    ),
    (
        "nb_l12",
        "RNA QC 10/10: peel → 12 uL ea. → 384 PCR cols 1-4 (Fluent) → spin 1,000 xg 60 s → "
        "LabChip RNA assay, 64 samples",
        "peel > transfer volume_ul=12 @tecan_fluent wells=64 > spin rcf_g=1000 duration_s=60 > "
        "run_assay sample_count=64 @labchip_gx_touch_ht",
    ),
    (
        "nb_l13",
        "growth curve, 96 flat, rows A-D: 198 uL LB first, then 2 uL o/n culture ea.; OD600 t0; "
        "shake 600 rpm 37 °C 4 h; OD600 again",
        "transfer volume_ul=198 wells=48 > transfer volume_ul=2 > read_absorbance wavelength_nm=600 > "
        "shake speed_rpm=600 duration_s=14400 temperature_c=37 > read_absorbance wavelength_nm=600",
    ),
    (
        "nb_l14",
        "Dual-Glo (24/2): 75 uL Dual-Glo reagent ea., 10' RT, lum 1 s; then 75 uL Stop&Glo ea., "
        "10' RT, lum 1 s",
        "transfer volume_ul=75 > incubate duration_s=600 > read_luminescence integration_s=1 > "
        "transfer volume_ul=75 > incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "nb_l15",
        "0.8x bead cleanup in 96 std plate: 40 uL beads → 50 uL PCR rxn ea. (i7), mix 10x 60 uL, "
        "5' RT, then KF prog 'AMPure_96'",
        "transfer volume_ul=40 @biomek_i7_hybrid > mix volume_ul=60 > incubate duration_s=300 > "
        "run_program @kingfisher_flex",
    ),
    (
        "nb_l16",
        "ELISA coat, 5/11 GH: 100 uL capture Ab/well, cols 1-8 (Hamilton STAR), seal, o/n 4 °C in "
        "plate fridge; next day: peel, block 150 uL ea., 1 h RT",
        "transfer volume_ul=100 @hamilton_star wells=64 > seal > store temperature_c=4 > peel > "
        "transfer volume_ul=150 > incubate duration_s=3600",
    ),
    (
        "nb_l17",
        "kinetics: 40 uL substrate ea. → 384 flat rows A-B (Biomek i5), then 10 uL enzyme, "
        "10 s shake @ 1k rpm, ex/em 340/460 read",
        "transfer volume_ul=40 @biomek_i5 wells=48 > transfer volume_ul=10 > "
        "shake speed_rpm=1000 duration_s=10 > read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    (
        "nb_l18",
        "plasmid mini (1.5 mL tubes): 16k x g 1' → 700 uL sup → fresh tubes (Opentrons Flex) → "
        "16k x g 30 s → 50 uL EB",
        "spin rcf_g=16000 duration_s=60 > transfer volume_ul=700 @opentrons_flex > "
        "spin rcf_g=16000 duration_s=30 > transfer volume_ul=50",
    ),
    (
        "nb_l19",
        "expr. test, 96 DW: 1 mL TB ea. (Fluent) + 10 uL glycerol stock → BioShake 1k rpm 37 °C o/n "
        "→ HiG4 3000 x g 10' → pellets: resuspension in 300 µL lysis buffer",
        "transfer volume_ul=1000 @tecan_fluent > transfer volume_ul=10 > "
        "shake speed_rpm=1000 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=3000 duration_s=600 @bionex_hig4 > transfer volume_ul=300",
    ),
    (
        "nb_l20",
        "LDH: 50 uL sup → new flat plate cols 1-6 (STAR), + 50 uL LDH reaction mix, 30' RT dark, "
        "50 uL stop, A490 & A680",
        "transfer volume_ul=50 @hamilton_star wells=48 > transfer volume_ul=50 > "
        "incubate duration_s=1800 > transfer volume_ul=50 > read_absorbance wavelength_nm=490 > "
        "read_absorbance wavelength_nm=680",
    ),
    (
        "nb_l21",
        "MTT d3: pull plate from incubator → 20 uL MTT/well (i7) → back in, 37 °C 3 h → "
        "100 uL solubilisation → A570",
        "retrieve > transfer volume_ul=20 @biomek_i7_hybrid > incubate temperature_c=37 duration_s=10800 > "
        "transfer volume_ul=100 > read_absorbance wavelength_nm=570",
    ),
    # four or more steps, impossible
    (
        "nb_h01",
        "2/7 LB: 400 µL LB ea. → 96 flat (clear), cols 1-6, + 4 uL culture, shake 37 °C o/n, OD600",
        "halted",
    ),
    # four or more steps, must ask
    (
        "nb_a08",
        "assay plate: 2000 rpm 2' in the plate centrifuge, then peel, 50 uL detection reagent ea. "
        "(Fluent), read A450",
        "ask",
    ),
]
