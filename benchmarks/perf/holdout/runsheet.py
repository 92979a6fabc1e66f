"""Hold-out batch "runsheet": workcell run sheets and schedules pasted in by automation engineers.
Lines are time-stamped ("08:15 ...", "T+0:35 ...", "Day 1 09:00 ...") or position/stage numbered
("Pos 3:", "Stage 2 ->", "1.", "2."), written device-first ("VSpin: 1000 g / 60 s",
"a4S 170C 2.5s", "i3x ex/em 485/520"), with arrows (->, →, <-) and pipes, abbreviations (RT, o/n,
ul, xg, rcf, rpm, ex/em, MM, WR, sup, cyc), plate identifiers (P1, Q2, "assay plate") mixed into
the steps, deck-layout lines (Pos 1: tips ...) that are not steps, and comment lines starting with
"#" or "//" that are not steps (some carry numbers or revision notes: "changed 2000 -> 1200 xg").
Some schedules are written out of order (grouped by device, or pasted from two sheets) and only
the explicit times give the true run order; some put the last step first ("... = last step;
before it ..."). Traps that must ask: rpm on a centrifuge, drops as a volume, instruments outside
the registry (Tecan Spark, Echo 525, 405 TS washer), operations no instrument does (vortex,
sonicate, SpeedVac). Traps that must halt: overfilled wells (also over two additions), sealer,
centrifuge, shaker, thermal-cycler and reader limits. Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "rs_s01",
        "VSpin: 1000 g / 60 s | plate P1 (96 PCR)   # just knocking bubbles down",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "rs_s02",
        "08:15  a4S  170C 2.5s  -> plate P3 (384 PCR, qPCR rxns)",
        "seal temperature_c=170 duration_s=2.5 @azenta_a4s",
    ),
    (
        "rs_s03",
        "# P5 thawed o/n in the cold room\n"
        "Pos 4 | P5 96 DW, foil seal -> XPeel, default settings",
        "peel @azenta_xpeel",
    ),
    (
        "rs_s04",
        "T+0:00  i3x  Abs 562nm  | assay plate (BCA, 96 flat), lid off",
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "rs_s05",
        "SpectraMax | FI ex/em 485/520 | P2 cols 1-6 only\n"
        "// cols 7-12 empty, skip them",
        "read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x wells=48",
    ),
    (
        "rs_s06",
        "reader -> lum, integ 0.5 s/well, 384 white assay plate\n"
        "# CTG added + 10 min RT already done offline",
        "read_luminescence integration_s=0.5",
    ),
    (
        "rs_s07",
        "5424R | 1.5 ml tubes x12 (lysates) | 16,000 xg | 10 min | 4C",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "rs_s08",
        "5810R: 50 mL conicals (x8), 3000 x g / 15 min / 4 °C   // pellet HEK293",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "rs_s09",
        "17:30  Cytomat 2C450 <- plate P1 (96 flat, seeded) | 37C 5% CO2 | o/n",
        "incubate temperature_c=37 @cytomat_2c450",
    ),
    (
        "rs_s10",
        "2C425 | park assay plate @ 4 degC until Mon AM",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rs_s11",
        "hotel slot 7 -> retrieve P5 (96 DW)",
        "retrieve @cytomat_24",
    ),
    (
        "rs_s12",
        "ODTC | P7 (96 PCR, 25 ul rxns)\n"
        "  98C 30s\n"
        "  30x: 98C 10s | 62C 20s | 72C 30s\n"
        "  72C 2 min\n"
        "  4C hold",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "rs_s13",
        'CFX384 | plate Q1 (384 PCR) | 95C 2\' -> 40 cyc [95C 5" / 60C 30"]',
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "rs_s14",
        "LabChip GX Touch | DNA 1K | 96 PCR plate L1 | 96 samples (full plate)",
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "rs_s15",
        "KF Flex | prog MagMAX_Viral_Pathogen_Flex\n"
        "  Pos A: sample DW (200 ul/well)\n"
        "  Pos B, C: wash DW\n"
        "  Pos D: elution plate\n"
        "  Pos E: tip comb in DW",
        "run_program @kingfisher_flex",
    ),
    (
        "rs_s16",
        "BioShake | P3 | 1200 rpm | 5 min | RT",
        "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "rs_s17",
        "OT-2 deck\n"
        "  Pos 1: 300 ul tips\n"
        "  Pos 2: 12-col reservoir (DMEM)\n"
        "  Pos 3: P1 96 flat\n"
        "run -> 150 ul DMEM into rows A-D of P1",
        "transfer volume_ul=150 @opentrons_ot2 wells=48",
    ),
    (
        "rs_s18",
        "thermoshaker  37C / 800rpm / 30 min  -> plate P6",
        "shake speed_rpm=800 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "rs_s19",
        "ODTC: 37C 15 min, lid 105C | USER digest in P9 (96 PCR)",
        "incubate temperature_c=37 duration_s=900 @inheco_odtc",
    ),
    # ================================================================ two or three steps
    (
        "rs_m01",
        "Stage 1 -> STAR: 50 ul/well lysis buffer -> P1 (96 flat)\n"
        "Stage 2 -> BioShake 600 rpm 10 min",
        "transfer volume_ul=50 @hamilton_star > "
        "shake speed_rpm=600 duration_s=600 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "rs_m02",
        "09:40  SpectraMax  OD600  P4\n"
        "09:05  Fluent  190 ul LB/well -> P4 (96 flat)\n"
        "09:20  Fluent  10 ul o/n culture/well -> P4\n"
        "# listed by device, times are the real order",
        "transfer volume_ul=190 @tecan_fluent > transfer volume_ul=10 @tecan_fluent > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "rs_m03",
        "plate PCR1: a4S 165C 3s | HiG4 1500 rcf 2min",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > "
        "spin rcf_g=1500 duration_s=120 @bionex_hig4",
    ),
    (
        "rs_m04",
        "P2 (96 white, sealed) : XPeel -> i3x lum 0.5 s/well",
        "peel @azenta_xpeel > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "rs_m05",
        "i3x ex/em 530/590 = last step; before it, Cytomat 37C 4 h\n"
        "// resazurin (20 ul) already added by hand",
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=530 emission_nm=590 @spectramax_i3x",
    ),
    (
        "rs_m06",
        "07:55  hotel -> P3 out\n"
        "08:00  i3x A450\n"
        "08:06  P3 back -> hotel",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=450 @spectramax_i3x > "
        "store @cytomat_24",
    ),
    (
        "rs_m07",
        "5424R 12,000 x g 5 min RT (1.5 ml tubes, x24) → Biomek i7: 100 µl sup/tube → 96 PCR plate",
        "spin rcf_g=12000 duration_s=300 @eppendorf_5424r > "
        "transfer volume_ul=100 @biomek_i7_hybrid",
    ),
    (
        "rs_m08",
        "OT-Flex | P6 96 DW, cols 1-2 | +200 ul lysis buffer | mix 5x @ 150 ul",
        "transfer volume_ul=200 @opentrons_flex wells=16 > "
        "mix volume_ul=150 @opentrons_flex wells=16",
    ),
    (
        "rs_m09",
        "14:30 a4S 180C/1s → 14:32 2C425 (4C)  | plate P8 (96 DW, plasma aliquots)",
        "seal temperature_c=180 duration_s=1 @azenta_a4s > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rs_m10",
        "Day 1 17:00  Cytomat, 37C o/n  (P2, 96 DW, E. coli)\n"
        "Day 2 08:30  5810R 2500 x g 10 min  // pellet for lysis",
        "incubate temperature_c=37 @cytomat_2c450 > "
        "spin rcf_g=2500 duration_s=600 @eppendorf_5810r",
    ),
    (
        "rs_m11",
        "LabChip (DNA 1K, 24 samples) once ODTC is done:\n"
        "  ODTC 95C 3 min | 35 x (95C 15s, 55C 15s, 72C 45s) | 72C 5 min",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=35 denaturation_c=95 "
        "denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=300 @inheco_odtc > "
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "rs_m12",
        "Fluent | Q-plate (384 PCR): 5 ul 2x SYBR MM + 5 ul template per well\n"
        "a4S 170C 2s\n"
        "# Q-plate goes on the CFX next shift, not part of this run",
        "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=5 @tecan_fluent > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "rs_m13",
        "VSpin 500 xg 30 s → XPeel   (P4, 96 PCR)",
        "spin rcf_g=500 duration_s=30 @agilent_vspin > peel @azenta_xpeel",
    ),
    (
        "rs_m14",
        "Biomek i5 | 384 flat P10 | cols 1-3: 40 uL cell susp\n"
        "→ Cytomat 2C450 37C 24 h",
        "transfer volume_ul=40 @biomek_i5 wells=48 > "
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450",
    ),
    (
        "rs_m15",
        "// re-read of Tue plate, reader only, no liquid handling\n"
        "P3 | i3x | A260 | A280",
        "read_absorbance wavelength_nm=260 @spectramax_i3x > "
        "read_absorbance wavelength_nm=280 @spectramax_i3x",
    ),
    (
        "rs_m16",
        "STAR: 25 ul detection reagent → P5 | RT 15 min | i3x lum 1 s",
        "transfer volume_ul=25 @hamilton_star > incubate duration_s=900 > "
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "rs_m17",
        "T+0:00  5810R  15 ml tubes  300 xg 5 min\n"
        "T+0:07  Hamilton STAR  1 mL PBS -> each pellet",
        "spin rcf_g=300 duration_s=300 @eppendorf_5810r > "
        "transfer volume_ul=1000 @hamilton_star",
    ),
    (
        "rs_m18",
        "i3x A595 on P11 - but only after: i7 250 ul Bradford reagent into cols 1-4, "
        "then 30 s on the BioShake",
        "transfer volume_ul=250 @biomek_i7_hybrid wells=32 > "
        "shake duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=595 @spectramax_i3x",
    ),
    # ================================================================ four or more steps
    (
        "rs_l01",
        "Plate E1 (96 flat, pre-coated IL-8)\n"
        "10:00  XPeel\n"
        "10:02  STAR  100 ul std/sample\n"
        "10:05  BioShake 500 rpm 2 h RT\n"
        "# wash x3 by hand between incubations\n"
        "12:10  STAR  100 ul detection Ab\n"
        "12:15  BioShake 500 rpm 1 h RT",
        "peel @azenta_xpeel > transfer volume_ul=100 @hamilton_star > "
        "shake speed_rpm=500 duration_s=7200 @qinstruments_bioshake_3000t_elm > "
        "transfer volume_ul=100 @hamilton_star > "
        "shake speed_rpm=500 duration_s=3600 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "rs_l02",
        "T+0:00  Cytomat 2C450 -> retrieve P1 (384 white)\n"
        "T+0:05  equilibrate RT 30 min\n"
        "T+0:35  Fluent 25 ul CellTiter-Glo/well\n"
        "T+0:37  BioShake 1500 rpm 2 min\n"
        "T+0:40  RT 10 min\n"
        "T+0:50  i3x lum 0.25 s",
        "retrieve @cytomat_2c450 > incubate duration_s=1800 > transfer volume_ul=25 @tecan_fluent > "
        "shake speed_rpm=1500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=600 > read_luminescence integration_s=0.25 @spectramax_i3x",
    ),
    (
        "rs_l03",
        "Q1 = 384 PCR\n"
        "1. i7: 8 ul MM/well\n"
        "2. i7: 2 ul cDNA/well\n"
        "3. a4S 170 C 2 s\n"
        "4. HiG4 1000 x g 1 min\n"
        "5. CFX384: 95C 3 min | 40x 95C 10 s, 60C 30 s",
        "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 @biomek_i7_hybrid > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 @bionex_hig4 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "rs_l04",
        "Q2 = 384 PCR, TaqMan\n"
        "time  | device | action                              \n"
        "11:15 | CFX384 | 95C 10 min; 45x 95C 15s / 58C 60s   \n"
        "10:40 | STAR   | 15 ul TaqMan MM/well                \n"
        "10:55 | a4S    | 175C 1.5s                           \n"
        "10:50 | STAR   | 5 ul RNA/well                       \n"
        "11:05 | VSpin  | 800 g 2 min                         \n"
        "// anneal was 60C on v1, 58C now",
        "transfer volume_ul=15 @hamilton_star > transfer volume_ul=5 @hamilton_star > "
        "seal temperature_c=175 duration_s=1.5 @azenta_a4s > spin rcf_g=800 duration_s=120 @agilent_vspin > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=600 cycles=45 denaturation_c=95 "
        "denaturation_s=15 annealing_c=58 annealing_s=60 @biorad_cfx384",
    ),
    (
        "rs_l05",
        "13:00  2C425 -> retrieve S1 (96 DW, sealed)\n"
        "13:05  XPeel\n"
        "13:07  KF Flex, prog 'MagMAX_mirVana_Flex'\n"
        "13:45  a4S elution plate 160C 3s\n"
        "13:50  -> 2C425 4C",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > run_program @kingfisher_flex > "
        "seal temperature_c=160 duration_s=3 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rs_l06",
        "P7 (96 PCR)\n"
        "ODTC: 98C 2 min; 25 cyc 98C 15s / 65C 30s / 72C 1 min; 72C 10 min; 10C hold\n"
        "VSpin 800 g 1 min\n"
        "XPeel\n"
        "LabChip DNA 5K, 96 samples",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=120 cycles=25 denaturation_c=98 "
        "denaturation_s=15 annealing_c=65 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=600 hold_c=10 @inheco_odtc > "
        "spin rcf_g=800 duration_s=60 @agilent_vspin > peel @azenta_xpeel > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "rs_l07",
        "P1 = 96 flat, BCA\n"
        "# std curve cols 1-2, samples cols 3-12 (mapped in LIMS)\n"
        "OT-2: 25 ul sample/std -> P1\n"
        "OT-2: 200 ul BCA WR -> P1\n"
        "BioShake 600 rpm 30 s\n"
        "Cytomat 37C 30 min\n"
        "i3x A562",
        "transfer volume_ul=25 @opentrons_ot2 > transfer volume_ul=200 @opentrons_ot2 > "
        "shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "rs_l08",
        "P2 = 96 DW (lysates), DNA precip\n"
        "HiG4  | 10:05 | 3000 xg 30 min\n"
        "STAR  | 10:00 | 150 ul isopropanol/well\n"
        "XPeel | 09:55 | foil off\n"
        "a4S   | 10:40 | 175C 1.5 s\n"
        "2C425 | 10:45 | 4C\n"
        "# grouped by device - run by the time column",
        "peel @azenta_xpeel > transfer volume_ul=150 @hamilton_star > "
        "spin rcf_g=3000 duration_s=1800 @bionex_hig4 > "
        "seal temperature_c=175 duration_s=1.5 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rs_l09",
        "Day 0 08:00  OT-Flex  40 ul cells -> P1 (384 flat)\n"
        "Day 0 08:20  Cytomat 2C450  37C o/n\n"
        "Day 1 09:00  OT-Flex  10 ul cmpd (5x) -> P1\n"
        "Day 1 09:15  Cytomat  37C 48 h\n"
        "Day 3 09:15  OT-Flex  25 ul CTG -> P1\n"
        "Day 3 09:30  i3x lum 1 s",
        "transfer volume_ul=40 @opentrons_flex > incubate temperature_c=37 @cytomat_2c450 > "
        "transfer volume_ul=10 @opentrons_flex > "
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450 > "
        "transfer volume_ul=25 @opentrons_flex > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "rs_l10",
        "T+0:32  i3x A450 | P3\n"
        "T+0:00  STAR 100 ul TMB -> P3\n"
        "T+0:30  STAR 50 ul stop (1 M H2SO4) -> P3\n"
        "T+0:01  RT, dark, 25 min\n"
        "// pasted from two sheets - sort by T+",
        "transfer volume_ul=100 @hamilton_star > incubate duration_s=1500 > "
        "transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "rs_l11",
        "Stage 1 -> 2C425: retrieve MM plate\n"
        "Stage 2 -> i5: 20 ul MM -> PCR plate P7 (96 PCR)\n"
        "Stage 3 -> i5: 5 ul gDNA -> P7\n"
        "Stage 4 -> a4S 160C 3s\n"
        "Stage 5 -> ODTC 94C 2 min | 30x 94C 30s, 58C 30s, 72C 1 min | 72C 7 min | 4C hold",
        "retrieve @cytomat_2c425 > transfer volume_ul=20 @biomek_i5 > "
        "transfer volume_ul=5 @biomek_i5 > seal temperature_c=160 duration_s=3 @azenta_a4s > "
        "run_pcr initial_denaturation_c=94 initial_denaturation_s=120 cycles=30 denaturation_c=94 "
        "denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=420 hold_c=4 @inheco_odtc",
    ),
    (
        "rs_l12",
        "P3 | hotel out | XPeel | i3x FI ex 544 em 590 | a4S 170C 2s | hotel in",
        "retrieve @cytomat_24 > peel @azenta_xpeel > "
        "read_fluorescence excitation_nm=544 emission_nm=590 @spectramax_i3x > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s > store @cytomat_24",
    ),
    (
        "rs_l13",
        "P4 (96 white, 75 ul cells/well)\n"
        "STAR 75 ul Dual-Glo Luc -> P4 | RT 10 min | i3x lum 1 s\n"
        "STAR 75 ul Stop & Glo -> P4 | RT 10 min | i3x lum 1 s",
        "transfer volume_ul=75 @hamilton_star > incubate duration_s=600 > "
        "read_luminescence integration_s=1 @spectramax_i3x > transfer volume_ul=75 @hamilton_star > "
        "incubate duration_s=600 > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "rs_l14",
        "T+0:00  5424R  2 ml tubes  10,000 xg 2 min\n"
        "T+0:04  i7  50 ul cleared lysate -> P9 (96 PCR)\n"
        "T+0:06  i7  50 ul 2x buffer -> P9, then mix 10x 80 ul\n"
        "T+0:10  ODTC 65C 10 min\n"
        "T+0:20  ODTC 95C 5 min",
        "spin rcf_g=10000 duration_s=120 @eppendorf_5424r > transfer volume_ul=50 @biomek_i7_hybrid > "
        "transfer volume_ul=50 @biomek_i7_hybrid > mix volume_ul=80 @biomek_i7_hybrid > "
        "incubate temperature_c=65 duration_s=600 @inheco_odtc > "
        "incubate temperature_c=95 duration_s=300 @inheco_odtc",
    ),
    (
        "rs_l15",
        "24 DW P12, expression culture\n"
        "STAR (5 ml channels): 3000 ul TB/well\n"
        "STAR: 30 ul preculture/well\n"
        "BioShake 37C 900 rpm 16 h\n"
        "HiG4 3000 x g 10 min",
        "transfer volume_ul=3000 @hamilton_star > transfer volume_ul=30 @hamilton_star > "
        "shake speed_rpm=900 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=3000 duration_s=600 @bionex_hig4",
    ),
    (
        "rs_l16",
        "// v3: JT changed spin 2000 -> 1200 xg, seal 180 -> 170C\n"
        "cDNA plate R1 (384 PCR, 10 ul rxns)\n"
        "  a4S 170C 2s\n"
        "  HiG4 1200 xg 1 min\n"
        "  CFX384 block: 25C 10 min\n"
        "  CFX384 block: 50C 60 min\n"
        "  CFX384 block: 85C 5 min   # enzyme kill",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1200 duration_s=60 @bionex_hig4 > "
        "incubate temperature_c=25 duration_s=600 @biorad_cfx384 > "
        "incubate temperature_c=50 duration_s=3600 @biorad_cfx384 > "
        "incubate temperature_c=85 duration_s=300 @biorad_cfx384",
    ),
    (
        "rs_l17",
        "08:00  PF400: P6 hotel -> BioShake\n"
        "08:01  BioShake 30C 1000 rpm 20 min\n"
        "08:21  PF400: BioShake -> i3x\n"
        "08:22  i3x OD600   // growth check, lid off",
        "move_plate @precise_pf400 > "
        "shake speed_rpm=1000 duration_s=1200 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "rs_l18",
        "Normalization, P13 (96 PCR)\n"
        "Pos 1: DNA stocks (1.5 ml tubes)\n"
        "Pos 2: TE reservoir\n"
        "Fluent: 40 ul TE -> A1-H6\n"
        "Fluent: 10 ul DNA -> A1-H6\n"
        "Fluent: mix 3x 30 ul, A1-H6\n"
        "a4S 165C 2s\n"
        "2C425 4C",
        "transfer volume_ul=40 @tecan_fluent wells=48 > transfer volume_ul=10 @tecan_fluent wells=48 > "
        "mix volume_ul=30 @tecan_fluent wells=48 > seal temperature_c=165 duration_s=2 @azenta_a4s > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rs_l19",
        "Wed 16:00  Cytomat 2C450 | P14 (96 U, stim PBMC) 37C o/n\n"
        "Thu 08:00  Cytomat -> P14 out\n"
        "Thu 08:05  5810R 400 x g 5 min\n"
        "Thu 08:15  Biomek i5: 100 ul sup -> fresh 96 flat P15\n"
        "Thu 08:25  a4S 160C 2.5s (P15)\n"
        "Thu 08:27  2C425 4C",
        "incubate temperature_c=37 @cytomat_2c450 > retrieve @cytomat_2c450 > "
        "spin rcf_g=400 duration_s=300 @eppendorf_5810r > transfer volume_ul=100 @biomek_i5 > "
        "seal temperature_c=160 duration_s=2.5 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    # ================================================================ must ask
    (
        "rs_a01",
        "5810R | P1..P4 (96 DW) | 4000 rpm 20 min 4C",
        "ask",
    ),
    (
        "rs_a02",
        "T+0:00  STAR 20 ul substrate -> P2\n"
        "T+0:05  Tecan Spark ex/em 340/460, kinetic 30 min",
        "ask",
    ),
    (
        "rs_a03",
        "08:30  OT-2  50 ul resuspension buffer -> tubes\n"
        "08:35  vortex 30 s\n"
        "08:40  5424R 13,000 xg 1 min",
        "ask",
    ),
    (
        "rs_a04",
        "Echo 525 | 25 nl cmpd -> 384 assay plate\n"
        "VSpin 1000 g 1 min",
        "ask",
    ),
    (
        "rs_a05",
        "1.5 ml tubes on ice\n"
        "sonicate 3 x 10 s\n"
        "5424R 16000 xg 10 min 4C",
        "ask",
    ),
    (
        "rs_a06",
        "Fluent: 2 drops Tween-20 -> each well of P2 | BioShake 300 rpm 1 min",
        "ask",
    ),
    (
        "rs_a07",
        "12:00  405 TS washer  3x 300 ul PBST  | 12:10  STAR 100 ul TMB -> P1",
        "ask",
    ),
    (
        "rs_a08",
        "P9 (96 PCR, eluates) -> SpeedVac 45 min, no heat -> 2C425 4C",
        "ask",
    ),
    # ================================================================ must halt
    (
        "rs_h01",
        "STAR | P1 (96 flat) | 400 ul/well DMEM\n"
        "# top-up for long culture",
        "halted",
    ),
    (
        "rs_h02",
        "P2 = 384 flat, empty\n"
        "09:00  Fluent 80 ul cells/well\n"
        "09:10  Fluent 50 ul cmpd/well",
        "halted",
    ),
    (
        "rs_h03",
        "a4S 215C 2s | P3 (96 PCR)   // thick foil",
        "halted",
    ),
    (
        "rs_h04",
        "HiG4 | P5 (96 PCR) | 7000 x g 5 min",
        "halted",
    ),
    (
        "rs_h05",
        "5424R | 2 ml tubes x6 | 25,000 xg 10 min 4C",
        "halted",
    ),
    (
        "rs_h06",
        "i3x Abs 200 nm | UV plate P4   # peptide bond",
        "halted",
    ),
    (
        "rs_h07",
        "BioShake 3500 rpm 1 min | P6",
        "halted",
    ),
    (
        "rs_h08",
        "ODTC | P7 (96 PCR)\n"
        "  102C 3 min\n"
        "  35x: 98C 10s | 60C 30s | 72C 30s\n"
        "  4C hold",
        "halted",
    ),
]
