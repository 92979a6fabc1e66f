"""Hold-out batch "tickets": terse work tickets, Slack messages and ELN shorthand from robot
operators and busy technicians (abbreviations, arrows, x3, ALL CAPS / lower case, "|" and ";"
separators, the odd typo, header + notes lines). Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # ---------------- single step ----------------
    ("tk_s01", "spin dn assay plate 1k x g 1 min", "spin rcf_g=1000 duration_s=60"),
    ("tk_s02", "HIG4 - pcr plt 2500 x g 10 mins", "spin rcf_g=2500 duration_s=600 @bionex_hig4"),
    (
        "tk_s03",
        "5424R | 12 x 1.5ml tubes | 16k x g 15 min 4deg",
        "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "tk_s04",
        "5810r: 50 ml falcons, 3,000 xg, 20 min @ 4C",
        "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r",
    ),
    ("tk_s05", "SEAL PCR PLATE 175C 2.5 SEC", "seal temperature_c=175 duration_s=2.5"),
    ("tk_s06", "deseal plate on the xpeel pls", "peel @azenta_xpeel"),
    (
        "tk_s07",
        "read OD600 on spectramax, cols 1-6 only (rest is blank)",
        "read_absorbance wavelength_nm=600 @spectramax_i3x wells=48",
    ),
    (
        "tk_s08",
        "flourescence read ex 485 / em 520, black 96 plt",
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    ("tk_s09", "lum read whole plate, integ 500 ms", "read_luminescence integration_s=0.5"),
    (
        "tk_s10",
        "bioshake 1200rpm 5 min",
        "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    ("tk_s11", "inc plates 37deg o/n in cytomat", "incubate temperature_c=37 @cytomat_2c450"),
    (
        "tk_s12",
        "plate fridge: store assay plt at 4 deg until mon",
        "store temperature_c=4 @cytomat_2c425",
    ),
    ("tk_s13", "retreive plate 7 from the hotel", "retrieve @cytomat_24"),
    (
        "tk_s14",
        "labchip: dna 1k assay, 88 samples",
        "run_assay sample_count=88 @labchip_gx_touch_ht",
    ),
    (
        "tk_s15",
        "kf flex -> run MagMAX_Core program, deepwell plate already loaded",
        "run_program @kingfisher_flex",
    ),
    (
        "tk_s16",
        "star: 25ul master mix into cols 1-3 of the pcr plate",
        "transfer volume_ul=25 @hamilton_star wells=24",
    ),
    (
        "tk_s17",
        "qpcr on cfx384: 95C 2 min, then 40 cycles 95C 5s / 60C 30s",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "tk_s18",
        "thermoshaker 800 rpm, 45 deg C, 1hr",
        "shake speed_rpm=800 duration_s=3600 temperature_c=45",
    ),
    (
        "tk_s19",
        "ODTC pcr: 98 30s | 35x 98 10s, 60 20s, 72 30s | 72 5 min | hold 4",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=35 denaturation_c=98 "
        "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    ("tk_s20", "pf400 move plate from hotel to reader", "move_plate @precise_pf400"),
    # ---------------- two / three steps ----------------
    (
        "tk_m01",
        "add 50 µL substrate then lum read 1s integ",
        "transfer volume_ul=50 > read_luminescence integration_s=1",
    ),
    (
        "tk_m02",
        "before reading abs 450, spin plate 500 x g 1 min",
        "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=450",
    ),
    (
        "tk_m03",
        "seal 170C 3s -> spin 1000g 30 sec",
        "seal temperature_c=170 duration_s=3 > spin rcf_g=1000 duration_s=30",
    ),
    (
        "tk_m04",
        "xpeel, then fluent adds 10ul stop soln to row A",
        "peel @azenta_xpeel > transfer volume_ul=10 @tecan_fluent wells=12",
    ),
    (
        "tk_m05",
        "odtc: 37 deg 30 min => 65 deg 20 min (digest then heat kill)",
        "incubate temperature_c=37 duration_s=1800 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "tk_m06",
        "put plate in cytomat 37deg 4 hrs, after spinning it 2 min @ 300 x g on the vspin",
        "spin rcf_g=300 duration_s=120 @agilent_vspin > "
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450",
    ),
    (
        "tk_m07",
        "i7: 200ul lysate into deepwell then mix 10x w/ 150ul",
        "transfer volume_ul=200 @biomek_i7_hybrid > mix volume_ul=150 @biomek_i7_hybrid",
    ),
    (
        "tk_m08",
        "pull plt from 2c425 ; read fluor 535/590",
        "retrieve @cytomat_2c425 > read_fluorescence excitation_nm=535 emission_nm=590",
    ),
    (
        "tk_m09",
        "5424 14000xg 10 min RT, then OT2 moves 500ul supe to fresh tubes",
        "spin rcf_g=14000 duration_s=600 @eppendorf_5424r > transfer volume_ul=500 @opentrons_ot2",
    ),
    (
        "tk_m10",
        "SEAL 165C 2S THEN STORE IN COLD STORE",
        "seal temperature_c=165 duration_s=2 > store @cytomat_2c425",
    ),
    (
        "tk_m11",
        "shkae 30 secs 1000 rpm; inc RT 10 mins; read abs 570",
        "shake speed_rpm=1000 duration_s=30 > incubate duration_s=600 > read_absorbance wavelength_nm=570",
    ),
    (
        "tk_m12",
        "transfer 10 ul of each cleaned-up lib to a 384 pcr plate, then labchip DNA HS, 32 samples",
        "transfer volume_ul=10 > run_assay sample_count=32 @labchip_gx_touch_ht",
    ),
    (
        "tk_m13",
        "having first peeled the plate, i5 adds 30 uL to col 12 of the 96 plt",
        "peel > transfer volume_ul=30 @biomek_i5 wells=8",
    ),
    (
        "tk_m14",
        "ot-flex: 0.9 mL binding buffer -> deepwell | then mix x5 700ul",
        "transfer volume_ul=900 @opentrons_flex > mix volume_ul=700 @opentrons_flex",
    ),
    (
        "tk_m15",
        "5810R 15ml conicals 3000 x g 5min 20 deg, then STAR takes 1 mL off the top into a deepwell",
        "spin rcf_g=3000 duration_s=300 temperature_c=20 @eppendorf_5810r > "
        "transfer volume_ul=1000 @hamilton_star",
    ),
    (
        "tk_m16",
        "hig4 spin 2 min 2k xg then xpeel",
        "spin rcf_g=2000 duration_s=120 @bionex_hig4 > peel @azenta_xpeel",
    ),
    (
        "tk_m17",
        "retrieve plate from hotel -> pf400 -> bioshake 1500 rpm 3 min",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > "
        "shake speed_rpm=1500 duration_s=180 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "tk_m18",
        "fluor ex 340 em 460 on 384 black plate, rows A-B only, after 15 min RT inc",
        "incubate duration_s=900 > read_fluorescence excitation_nm=340 emission_nm=460 wells=48",
    ),
    # ---------------- four+ steps ----------------
    (
        "tk_l01",
        "BCA plate 2\nstar: 200ul WR to all sample wells\nshake 30s\ninc 37deg 30 min\n"
        "read 562\nnotes: std curve cols 1-2",
        "transfer volume_ul=200 @hamilton_star > shake duration_s=30 > "
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "tk_l02",
        "add 100ul TMB -> inc RT 15 min -> add 50ul stop -> read abs 450",
        "transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "tk_l03",
        "Run #12 — PCR plate 3\not2: 20ul MM -> cols 1-6\nthen 5ul gDNA same wells\n"
        "seal 170C/2s\nspin 1000xg 1min\n"
        "odtc: 98 30s; 30x (98 10s, 62 15s, 72 45s); 72 2min; hold 4C\nnotes: NTC in H6",
        "transfer volume_ul=20 @opentrons_ot2 wells=48 > transfer volume_ul=5 > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=15 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "tk_l04",
        "retrieve from cytomat -> fluent adds 20ul CellTiter-Glo -> shake 2 min 500rpm -> "
        "inc 10 min RT -> lum 0.25s",
        "retrieve @cytomat_2c450 > transfer volume_ul=20 @tecan_fluent > "
        "shake speed_rpm=500 duration_s=120 > incubate duration_s=600 > "
        "read_luminescence integration_s=0.25",
    ),
    (
        "tk_l05",
        "star: 5 uL template -> 384 pcr plt cols 1-12; seal 165C 2s; spin 1k x g 1 min; "
        "cfx384: 95 3min, 40x 95 10s / 58 30s / 72 20s",
        "transfer volume_ul=5 @hamilton_star wells=192 > seal temperature_c=165 duration_s=2 > "
        "spin rcf_g=1000 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 denaturation_c=95 "
        "denaturation_s=10 annealing_c=58 annealing_s=30 extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    (
        "tk_l06",
        "Run #7 - RNA extraction\nfluent: 500ul lysis buffer into deepwell, then 200 ul sample\n"
        "kf: run RNA_v2\ntranfser 50 ul eluate -> pcr plate\nseal 165 3s\nstore 4deg plate fridge",
        "transfer volume_ul=500 @tecan_fluent > transfer volume_ul=200 > run_program @kingfisher_flex > "
        "transfer volume_ul=50 > seal temperature_c=165 duration_s=3 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tk_l07",
        "ot-flex seed 100 µl cells/well into 96 flat => spin 200 x g 1 min (vspin) => "
        "cytomat 37C 24 hrs => read fluor 560/590",
        "transfer volume_ul=100 @opentrons_flex > spin rcf_g=200 duration_s=60 @agilent_vspin > "
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "tk_l08",
        "i7: 45ul water to cols 1-4; add 5ul lib; mix x5 at 40ul; seal; spin 30s 500 xg; "
        "labchip ngs 3k 32 samples",
        "transfer volume_ul=45 @biomek_i7_hybrid wells=32 > transfer volume_ul=5 > mix volume_ul=40 > "
        "seal > spin rcf_g=500 duration_s=30 > run_assay sample_count=32 @labchip_gx_touch_ht",
    ),
    (
        "tk_l09",
        "RUN 4 — LUCIFERASE\nPULL PLATE FROM HOTEL\nXPEEL\nADD 75UL ONE-GLO (STAR)\n"
        "SHAKE 900 RPM 1 MIN\nINC 5 MIN RT\nLUM 1 SEC",
        "retrieve @cytomat_24 > peel @azenta_xpeel > transfer volume_ul=75 @hamilton_star > "
        "shake speed_rpm=900 duration_s=60 > incubate duration_s=300 > read_luminescence integration_s=1",
    ),
    (
        "tk_l10",
        "final read abs 405 on spectramax, but first: peel seal, add 100ul pNPP (i5), "
        "inc 37 deg 30 min on the i5",
        "peel > transfer volume_ul=100 @biomek_i5 > incubate temperature_c=37 duration_s=1800 @biomek_i5 > "
        "read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "tk_l11",
        "Run #3 — digest\nstar 2ul enzyme -> pcr plate row A + row B\nseal 160C 1.5s\n"
        "odtc 37C 1h then 80C 20min\npeel\nlabchip dna 5k, 24 samples",
        "transfer volume_ul=2 @hamilton_star wells=24 > seal temperature_c=160 duration_s=1.5 > "
        "incubate temperature_c=37 duration_s=3600 @inheco_odtc > "
        "incubate temperature_c=80 duration_s=1200 @inheco_odtc > peel > "
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "tk_l12",
        "i5: 1 ml LB per well into deepwell -> inoculate 10uL -> bioshake 37C 1000 rpm o/n "
        "-> spin 3000 x g 10 min to pellet",
        "transfer volume_ul=1000 @biomek_i5 > transfer volume_ul=10 > "
        "shake speed_rpm=1000 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=3000 duration_s=600",
    ),
    (
        "tk_l13",
        "retrieve plt from cytomat 24; read abs 450, then fluor 485/528, then lum 2 s",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=450 > "
        "read_fluorescence excitation_nm=485 emission_nm=528 > read_luminescence integration_s=2",
    ),
    (
        "tk_l14",
        "store in hotel at the end. before that seal 170 2s. before the seal add 20 ul "
        "glycerol w/ OT2. very first: spin 1 min 300g",
        "spin rcf_g=300 duration_s=60 > transfer volume_ul=20 @opentrons_ot2 > "
        "seal temperature_c=170 duration_s=2 > store @cytomat_24",
    ),
    (
        "tk_l15",
        "ELN 10/14 enzyme kinetics | fluent 90uL buffer into 384 flat cols 1-8 | "
        "add 10 uL substrate | spin 30s 1k g | read fluor ex 360 em 450",
        "transfer volume_ul=90 @tecan_fluent wells=128 > transfer volume_ul=10 > "
        "spin rcf_g=1000 duration_s=30 > read_fluorescence excitation_nm=360 emission_nm=450",
    ),
    (
        "tk_l16",
        "retrieve from plate fridge, spin 2 min 1500 g 4 deg on 5810, peel, then star 15 uL "
        "-> new pcr plate, seal 170C 2 secs, back into cold store",
        "retrieve @cytomat_2c425 > spin rcf_g=1500 duration_s=120 temperature_c=4 @eppendorf_5810r > "
        "peel > transfer volume_ul=15 @hamilton_star > seal temperature_c=170 duration_s=2 > "
        "store @cytomat_2c425",
    ),
    (
        "tk_l17",
        "1.5ml tubes: i7 adds 300 μl ethanol, mix x3 250 μl, 5424R 13k x g 5 min, "
        "OT2 transfers 700 µl supe to deepwell",
        "transfer volume_ul=300 @biomek_i7_hybrid > mix volume_ul=250 @biomek_i7_hybrid > "
        "spin rcf_g=13000 duration_s=300 @eppendorf_5424r > transfer volume_ul=700 @opentrons_ot2",
    ),
    (
        "tk_l18",
        "odtc: 95 3min, 25 cycles 95 30s 55 30s 72 1 min, 72 5min; then peel; "
        "then i5 transfers 40 ul to kf plate; kf run AMPure_96",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=25 denaturation_c=95 "
        "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=300 @inheco_odtc > peel > "
        "transfer volume_ul=40 @biomek_i5 > run_program @kingfisher_flex",
    ),
    # ---------------- halted (over a physical limit everywhere) ----------------
    ("tk_h01", "spin 96 flat assay plt 6000 x g 5 min", "halted"),
    ("tk_h02", "PCR plt => spin 8k xg 1 min to pellet debris", "halted"),
    ("tk_h03", "5424r: 1.5ml tubes 25,000 x g 20 min 4deg", "halted"),
    ("tk_h04", "ot2 - 400ul PBS into every well of the 96 flat-bottom plate", "halted"),
    ("tk_h05", "384 pcr plate: dispense 50 uL MM per well (star), then seal", "halted"),
    ("tk_h06", "add 30 ul to pcr plate -> seal 230C 2 sec -> spin 1k x g 1 min", "halted"),
    ("tk_h07", "shake 3500rpm 1 min", "halted"),
    ("tk_h08", "spectramax abs read 200nm", "halted"),
    ("tk_h09", "store plates at -20 in cold store", "halted"),
    ("tk_h10", "5810: 50ml falcons 15k x g 10 min 4deg", "halted"),
    # ---------------- ask (value / instrument / step unknowable) ----------------
    ("tk_a01", "spin plate 3000 rpm 5 min", "ask"),
    ("tk_a02", "vortex tubes 10 s, then spin dn 1 min 2000 x g", "ask"),
    ("tk_a03", "sonicate lysate 3x 10 sec on ice", "ask"),
    ("tk_a04", "tecan spark: abs 450 whole plate", "ask"),
    ("tk_a05", "eppendorf 5430 - 1.5 ml tubes 12k x g 5 min", "ask"),
    ("tk_a06", "spin tubes 2 min at 10k", "ask"),
    ("tk_a07", "add 3 drops of TMB per well then read 450", "ask"),
    ("tk_a08", "image plate on cytation 5, brightfield 4x", "ask"),
    ("tk_a09", "speedvac plate 30 min to dry down", "ask"),
]

if __name__ == "__main__":
    from collections import Counter

    kinds = Counter(
        e
        if e in ("halted", "ask")
        else ("single" if ">" not in e else ("2-3" if e.count(">") <= 2 else "4+"))
        for _, _, e in CASES
    )
    print(len(CASES), dict(kinds))
