"""Hold-out batch "shorthand": one-line, command-like bench shorthand typed fast by experienced
automation engineers and postdocs. Lower-case throughout, no articles; steps separated by
semicolons, slashes, "->"/"→" arrows (and once by reversed "←" arrows); abbreviations (plt, DW,
PCR plt, RT, o/n, sup, rxn, mm, w/, w/o, approx., cmpd, buf, std); symbols (@, +, ×, ≈, =>);
numbers glued to units ("2k×g", "1500rcf", "37C", "5'", '90"', "1'30\"", "50uL/well",
"0.2ml", "1h", "2hr"); instrument nicknames taken from the registry aliases (hig4, vspin, a4s,
xpeel, i5, i7, star, ot-2, ot-flex, fluent, kf flex, labchip, odtc, cfx384, bioshake, i3x,
spectramax, cytomat, 2c425, hotel, pf400, 5424r, 5810r). Order traps ("before read ...",
"... , having first ...", "a450 last; before that ..."). Traps that must ask: rpm on a
centrifuge, "13k" with no unit, drops as a volume, instruments outside the registry (tecan
spark, eppendorf 5430, envision), operations no instrument does (vortex, sonicate, speedvac).
Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    ("sh_s01",
     "hig4: pcr plt quick spin 1k×g 1', condensation on seal",
     "spin rcf_g=1000 duration_s=60 @bionex_hig4"),

    ("sh_s02",
     'a4s 96 pcr plt @170C 2.5"',
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),

    ("sh_s03",
     "xpeel dw plt, foil seal off",
     "peel @azenta_xpeel"),

    ("sh_s04",
     "od600 whole 96 flat plt on spectramax, lid off",
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("sh_s05",
     "fl read ex485/em535, 96 black plt, rows a-d only",
     "read_fluorescence excitation_nm=485 emission_nm=535 wells=48"),

    ("sh_s06",
     "lum 0.5s integ/well on i3x, 384 white plt",
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("sh_s07",
     "bioshake dw plt 1200rpm 10' @30C",
     "shake speed_rpm=1200 duration_s=600 temperature_c=30 @qinstruments_bioshake_3000t_elm"),

    ("sh_s08",
     "cell plt → cytomat 37C o/n",
     "incubate temperature_c=37 @cytomat_2c450"),

    ("sh_s09",
     "ot-2: 20uL/well elution buf → cols 1-6 pcr plt",
     "transfer volume_ul=20 @opentrons_ot2 wells=48"),

    ("sh_s10",
     "kf flex: run prog magmax_viral_v2 on dw plt",
     "run_program @kingfisher_flex"),

    ("sh_s11",
     "labchip dna hs chip, 24 samples from pcr plt",
     "run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("sh_s12",
     "pf400 plt hotel→i3x",
     "move_plate @precise_pf400"),

    ("sh_s13",
     "5424r 1.5ml tubes 16k×g 10' 4C",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("sh_s14",
     "15ml conicals, 5810r 3000xg 5' rt",
     "spin rcf_g=3000 duration_s=300 @eppendorf_5810r"),

    ("sh_s15",
     "2c425: store assay plt @4C til mon",
     "store temperature_c=4 @cytomat_2c425"),

    ("sh_s16",
     "vspin 384 plt 500×g 2'",
     "spin rcf_g=500 duration_s=120 @agilent_vspin"),

    ("sh_s17",
     'cfx384 sybr: 95C 3\' / 40× 95C 10" + 60C 30"',
     "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 denaturation_c=95 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("sh_s18",
     "odtc heat-inact 65C 20', pcr plt",
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    ("sh_s19",
     "star: 100ul/well pbs res → 96 flat",
     "transfer volume_ul=100 @hamilton_star"),

    # =====================================================================
    # two or three steps
    # =====================================================================
    ("sh_t01",
     "a450 whole plt; spin 1k×g 1' first to kill bubbles",
     "spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=450"),

    ("sh_t02",
     "i7: 5uL cmpd/well → 384 plt / 1500rcf 1'",
     "transfer volume_ul=5 @biomek_i7_hybrid > spin rcf_g=1500 duration_s=60"),

    ("sh_t03",
     'seal 165C 3" => 2c425 @4C',
     "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425"),

    ("sh_t04",
     "xpeel → lum 1s/well",
     "peel @azenta_xpeel > read_luminescence integration_s=1"),

    ("sh_t05",
     "amplex red: ex/em 530/590 after 37C 1h in incubator",
     "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=530 emission_nm=590"),

    ("sh_t06",
     'ot-flex 10uL mm/well → pcr plt cols 1-3; a4s 180C 1.5"; hig4 1k×g 30"',
     "transfer volume_ul=10 @opentrons_flex wells=24 > seal temperature_c=180 duration_s=1.5 "
     "@azenta_a4s > spin rcf_g=1000 duration_s=30 @bionex_hig4"),

    ("sh_t07",
     "lysate tubes 5424r 12k×g 2' rt → ot-2 150ul sup → 96 flat",
     "spin rcf_g=12000 duration_s=120 @eppendorf_5424r > transfer volume_ul=150 @opentrons_ot2"),

    ("sh_t08",
     "retrieve plt from cytomat → bioshake 600rpm 5' rt",
     "retrieve @cytomat_2c450 > shake speed_rpm=600 duration_s=300 "
     "@qinstruments_bioshake_3000t_elm"),

    ("sh_t09",
     "dw plt: i5 300uL lysis buf/well + mix 200uL ×10",
     "transfer volume_ul=300 @biomek_i5 > mix volume_ul=200"),

    ("sh_t10",
     'odtc denat 95C 5\', having first sealed @170C 2"',
     "seal temperature_c=170 duration_s=2 > incubate temperature_c=95 duration_s=300 @inheco_odtc"),

    ("sh_t11",
     "labchip 48 samples, after 1k×g 1' spin of pcr plt",
     "spin rcf_g=1000 duration_s=60 > run_assay sample_count=48 @labchip_gx_touch_ht"),

    ("sh_t12",
     'fluent 2uL cdna/well → 384 pcr plt; 5810r 2k×g 2\' 4C; cfx384 95C 3\' then 40× 95C 5"/60C 30"',
     "transfer volume_ul=2 @tecan_fluent > spin rcf_g=2000 duration_s=120 temperature_c=4 "
     "@eppendorf_5810r > run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("sh_t13",
     "uv plt on i3x: a260 then a280",
     "read_absorbance wavelength_nm=260 @spectramax_i3x > read_absorbance wavelength_nm=280 "
     "@spectramax_i3x"),

    ("sh_t14",
     'pf400 → bioshake; 1500rpm 90"',
     "move_plate @precise_pf400 > shake speed_rpm=1500 duration_s=90 "
     "@qinstruments_bioshake_3000t_elm"),

    ("sh_t15",
     "hotel → xpeel → kf prog dna_extract_dw",
     "retrieve @cytomat_24 > peel @azenta_xpeel > run_program @kingfisher_flex"),

    ("sh_t16",
     "bradford: star 25µl/well → rows a+b 96 flat; read a595",
     "transfer volume_ul=25 @hamilton_star wells=24 > read_absorbance wavelength_nm=595"),

    ("sh_t17",
     "pnpp rxn: abs405 read, but 37C 30min incubation before",
     "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=405"),

    ("sh_t18",
     "seal → 2k×g 1'30\" → hotel",
     "seal > spin rcf_g=2000 duration_s=90 > store @cytomat_24"),

    # =====================================================================
    # four or more steps
    # =====================================================================
    ("sh_f01",
     "elisa dev: i7 100uL/well tmb → 96 flat; plate shaker 500rpm 15' rt; 50uL/well stop soln; "
     "a450 on spectramax",
     "transfer volume_ul=100 @biomek_i7_hybrid > "
     "shake speed_rpm=500 duration_s=900 @qinstruments_bioshake_3000t_elm > "
     "transfer volume_ul=50 > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("sh_f02",
     'ot-2 20uL mm + 5uL template → pcr plt cols 1-4; seal 170C 2"; quick spin 500×g 30"; '
     'odtc 98C 30" / 30× (98C 10", 62C 20", 72C 30") / 72C 2\' / 4C hold',
     "transfer volume_ul=20 @opentrons_ot2 wells=32 > transfer volume_ul=5 wells=32 > "
     "seal temperature_c=170 duration_s=2 > spin rcf_g=500 duration_s=30 > "
     "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("sh_f03",
     "ctg: cell plt out of cytomat; fluent 100uL ctg/well (96w); bioshake 500rpm 2'; lum 1s i3x",
     "retrieve @cytomat_2c450 > transfer volume_ul=100 @tecan_fluent > "
     "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1 @spectramax_i3x"),

    ("sh_f04",
     "dw plt: star 200uL sample + 20uL pk/well; kf flex prog mvp_2wash; labchip 96 samples",
     "transfer volume_ul=200 @hamilton_star > transfer volume_ul=20 > run_program @kingfisher_flex > "
     "run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("sh_f05",
     'i7: 8uL mm/well → 384 pcr plt, then 2uL cdna; a4s 175C 2"; vspin 1k×g 1\'; '
     'cfx384 95C 2\' then 40× 95C 5"/60C 30"',
     "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 > "
     "seal temperature_c=175 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
     "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("sh_f06",
     'od600 last; before that bioshake 1000rpm 30"; first ot-flex 180uL lb + 20uL culture → 96 flat',
     "transfer volume_ul=180 @opentrons_flex > transfer volume_ul=20 > "
     "shake speed_rpm=1000 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600"),

    ("sh_f07",
     "bca: star 25uL std/sample → cols 1-6; +200uL wr/well; 37C 30'; a562",
     "transfer volume_ul=25 @hamilton_star wells=48 > transfer volume_ul=200 > "
     "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562"),

    ("sh_f08",
     'retrieve from 2c425 → xpeel → i5 50uL/well → 384 plt → seal 165C 2" → back in 2c425 @4C',
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=50 @biomek_i5 > "
     "seal temperature_c=165 duration_s=2 > store temperature_c=4 @cytomat_2c425"),

    ("sh_f09",
     "gfp expr: ot-2 100uL culture dw → 96 flat; a600; fl 485/528; then dw blocks 5810r 2.5k×g 15' 4C",
     "transfer volume_ul=100 @opentrons_ot2 > read_absorbance wavelength_nm=600 > "
     "read_fluorescence excitation_nm=485 emission_nm=528 > "
     "spin rcf_g=2500 duration_s=900 temperature_c=4 @eppendorf_5810r"),

    ("sh_f10",
     'lib norm: labchip 96 samples → star 10uL/well → new pcr plt → seal 170C 3" → plate fridge 4C',
     "run_assay sample_count=96 @labchip_gx_touch_ht > transfer volume_ul=10 @hamilton_star > "
     "seal temperature_c=170 duration_s=3 > store temperature_c=4 @cytomat_2c425"),

    ("sh_f11",
     "lum 2s/well @spectramax ← bioshake 600rpm 3' ← i7 50uL one-glo/well ← xpeel",
     "peel @azenta_xpeel > transfer volume_ul=50 @biomek_i7_hybrid > "
     "shake speed_rpm=600 duration_s=180 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=2 @spectramax_i3x"),

    ("sh_f12",
     "viability: fluent 150uL cells/well → 96 flat; cytomat 37C 24h; +10uL cmpd; 37C 48hr; "
     "+20uL resazurin; 37C 3h; fl ex560/em590",
     "transfer volume_ul=150 @tecan_fluent > incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > "
     "transfer volume_ul=10 > incubate temperature_c=37 duration_s=172800 > transfer volume_ul=20 > "
     "incubate temperature_c=37 duration_s=10800 > read_fluorescence excitation_nm=560 emission_nm=590"),

    ("sh_f13",
     'digest: i5 40uL/well dw → 96 pcr plt; mix 30uL ×5; seal 170C 2"; odtc 37C 1h → 65C 20\'',
     "transfer volume_ul=40 @biomek_i5 > mix volume_ul=30 > seal temperature_c=170 duration_s=2 > "
     "incubate temperature_c=37 duration_s=3600 @inheco_odtc > incubate temperature_c=65 duration_s=1200"),

    ("sh_f14",
     "pcr plt → hotel, but first a4s 160C 2\" + quick spin 800xg 1' on vspin",
     "seal temperature_c=160 duration_s=2 @azenta_a4s > spin rcf_g=800 duration_s=60 @agilent_vspin > "
     "store @cytomat_24"),

    ("sh_f15",
     "tr-fret: i7 50uL/well → 384 plt rows a-h; bioshake 1000rpm 1h 30C; +25uL detect mix; "
     "1k×g 1'; ex320/em665",
     "transfer volume_ul=50 @biomek_i7_hybrid wells=192 > "
     "shake speed_rpm=1000 duration_s=3600 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
     "transfer volume_ul=25 > spin rcf_g=1000 duration_s=60 > "
     "read_fluorescence excitation_nm=320 emission_nm=665"),

    ("sh_f16",
     "2c425 retrieve; pf400 → xpeel; peel; 5810r 1500rcf 2'; fluent 5uL/well → 384 pcr plt",
     "retrieve @cytomat_2c425 > move_plate @precise_pf400 > peel @azenta_xpeel > "
     "spin rcf_g=1500 duration_s=120 @eppendorf_5810r > transfer volume_ul=5 @tecan_fluent"),

    ("sh_f17",
     'colony pcr: ot-flex 19ul mm/well + 1ul culture → pcr plt; a4s 170C 2"; '
     'odtc 95C 5\' / 25× 95C 30" 55C 30" 72C 1\' / 72C 5\' / hold 10C; labchip dna 1k 96 samples',
     "transfer volume_ul=19 @opentrons_flex > transfer volume_ul=1 > "
     "seal temperature_c=170 duration_s=2 @azenta_a4s > "
     "run_pcr initial_denaturation_c=95 initial_denaturation_s=300 cycles=25 denaturation_c=95 "
     "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
     "final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc > "
     "run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("sh_f18",
     "24dw: 5810r 2k×g 10' 4C; i5 1ml sup → new 24dw; kf flex 24dw prog plasmid_24; eluate → 2c425 @4C",
     "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=1000 @biomek_i5 > run_program @kingfisher_flex > "
     "store temperature_c=4 @cytomat_2c425"),

    # =====================================================================
    # halted: over a limit on every suitable instrument
    # =====================================================================
    ("sh_h01",
     "96 flat plt spin 6k×g 10' to pellet debris",
     "halted"),

    ("sh_h02",
     'a4s 220C 2" pcr plt, seal not sticking',
     "halted"),

    ("sh_h03",
     "star fill 96 flat 400uL/well pbs",
     "halted"),

    ("sh_h04",
     "peptide plt a220 on i3x",
     "halted"),

    ("sh_h05",
     "bioshake 3500rpm 1' resuspend pellet",
     "halted"),

    ("sh_h06",
     "lum integ 120s/well, dim signal",
     "halted"),

    ("sh_h07",
     "1.5ml tubes 25k×g 20' 4C",
     "halted"),

    ("sh_h08",
     "i7: 60uL mm/well → 384 pcr plt",
     "halted"),

    ("sh_h09",
     "plate fridge store @-20C o/n",
     "halted"),

    # =====================================================================
    # ask: value/unit unknowable, instrument not in registry, or no instrument does it
    # =====================================================================
    ("sh_a01",
     "hig4 pcr plt 3krpm 5'",
     "ask"),

    ("sh_a02",
     "dw plt 5810r 4000rpm 20' 4C",
     "ask"),

    ("sh_a03",
     "tubes: vortex 10\" → 5424r 10k×g 1'",
     "ask"),

    ("sh_a04",
     'sonicate dw plt 3×10" on ice',
     "ask"),

    ("sh_a05",
     "read 96 black plt on tecan spark ex/em 485/520",
     "ask"),

    ("sh_a06",
     "eppendorf 5430 14k×g 10' 1.5ml tubes",
     "ask"),

    ("sh_a07",
     "microfuge tubes 13k 2'",
     "ask"),

    ("sh_a08",
     "add 2 drops/well nbt → 96 flat",
     "ask"),

    ("sh_a09",
     "speedvac dw plt 45' 45C til dry",
     "ask"),
]
