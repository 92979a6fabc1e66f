"""Hold-out batch "phonetypos": requests typed quickly on a phone and sent to the workcell.
Autocorrect slips and fat-finger typos that a lab engineer still reads unambiguously
("centrifudge", "absorbence", "flourescence", "minuets", "fir 30 min", "pipete", "micro liters",
"the fluent", "biomek i 7", "hig 4", "x peel"), doubled words ("the the"), missing spaces
("1000xg1min"), wrong capitalisation ("450nM", "STAR", "ul"/"uL"), phone shorthand ("&", "w/",
"b4", "frm", "pls", "thx", "o/n", "RT", "sup", "mm" = master mix) and emoji. Numbers and units
are always unambiguous; only "ask" cases contain a genuinely unknowable value (rpm, drops) or an
instrument/step outside the registry. Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "pt_s01",
        "centrifudge my pcr plate on the hig 4 pls, 1000xg 1min 🙏",
        "spin rcf_g=1000 duration_s=60 @bionex_hig4",
    ),
    (
        "pt_s02",
        "can u do an absorbence read at 450nM on the spectra max? plate is allready on the nest",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "pt_s03",
        "seal the the pcr plate on a4s 170C 2 sec thx",
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "pt_s04",
        "5424r: 24 x 1.5ml tubes, 16000 xg 10 minuets @ 4C ❄️",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "pt_s05",
        "flourescence read pls ex 485 / em 535, its the black 384 plate",
        "read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "pt_s06",
        "bio shake 1200rpm fir 5 min at 37 deg pls",
        "shake speed_rpm=1200 duration_s=300 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "pt_s07",
        "can someone take the seal off plate 3 w/ the x peel b4 lunch 😅",
        "peel @azenta_xpeel",
    ),
    (
        "pt_s08",
        "aliquot 150 micro liters media into cols 1-6 of the 96 well flat on the fluent",
        "transfer volume_ul=150 @tecan_fluent wells=48",
    ),
    (
        "pt_s09",
        "incubat in the cytomat 37C fir 2 hrs",
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450",
    ),
    (
        "pt_s10",
        "spin the 50 mL falcons in teh 5810 r 3000 x g 15 min 4 deg",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "pt_s11",
        "run 40 samples on the lab chip (dna 1k chip is primed allready) 👍",
        "run_assay sample_count=40 @labchip_gx_touch_ht",
    ),
    (
        "pt_s12",
        "pipete 5 ul primer mix into row A of the pcr plate on the ot 2",
        "transfer volume_ul=5 @opentrons_ot2 wells=12",
    ),
    (
        "pt_s13",
        "odtc pcr pls: 98C 30s initial denat, then 30 cycels of 98 10s / 60 20s / 72 30s, "
        "final ext 72C 5min, hold 4",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "pt_s14",
        "cfx 384 run: 95C 3 min hot start then 40x 95 10sec, 60C 30sec (2 step, no extention)",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    # ---------------------------------------------------------------- single step, halted
    (
        "pt_h01",
        "spin my 1.5ml tubes 25,000 xg 5 min on the 5424r, need a tight pellet 😬",
        "halted",
    ),
    (
        "pt_h02",
        "a4s seal @ 230C 3 sec pls, the foil isnt sticking at 170",
        "halted",
    ),
    (
        "pt_h03",
        "shake the deep well 3500rpm 10 min on the bio shake",
        "halted",
    ),
    (
        "pt_h04",
        "absorbence at 1200 nm on the i3x pls",
        "halted",
    ),
    (
        "pt_h05",
        "odtc: 120 cycels of 95 15s, 55 15s, 72 20s, hold 4 🔥",
        "halted",
    ),
    # ---------------------------------------------------------------- single step, ask
    (
        "pt_a01",
        "spin the 96 well plate 4000 rpm fir 10 min pls",
        "ask",
    ),
    (
        "pt_a02",
        "vortex the 2ml tubes 30 sec b4 they go on the deck",
        "ask",
    ),
    (
        "pt_a03",
        "read abs 450 on the tecan spark pls, plate is in the hotel",
        "ask",
    ),
    (
        "pt_a04",
        "eppendorf 5430: 12000 xg 2 min, 1.5ml tubes thx",
        "ask",
    ),
    # ================================================================ two or three steps
    (
        "pt_m01",
        "add 50ul substrate to cols 1-4 then RT 30 mins & read absorbence 405",
        "transfer volume_ul=50 wells=32 > incubate duration_s=1800 > read_absorbance wavelength_nm=405",
    ),
    (
        "pt_m02",
        "b4 reading flourescence (ex 535/em 590) spin the plate 300xg 1min pls",
        "spin rcf_g=300 duration_s=60 > read_fluorescence excitation_nm=535 emission_nm=590",
    ),
    (
        "pt_m03",
        "x peel the plate, add 10 uL stop sol'n on the STAR & reseal 165C 2s",
        "peel @azenta_xpeel > transfer volume_ul=10 @hamilton_star > seal temperature_c=165 duration_s=2",
    ),
    (
        "pt_m04",
        "after the spin (1500 x g, 2 min, hig4) pls pop it in the cytomat at 37 o/n 🙏",
        "spin rcf_g=1500 duration_s=120 @bionex_hig4 > incubate temperature_c=37 @cytomat_2c450",
    ),
    (
        "pt_m05",
        "thermoshaker 800 rpm 37C 1hr then lumi read 1 s integration",
        "shake speed_rpm=800 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm "
        "> read_luminescence integration_s=1",
    ),
    (
        "pt_m06",
        "grab the plate frm the hotel, read abs 562 (BCA) on spectramax & put it back in the hotel",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=562 @spectramax_i3x > store @cytomat_24",
    ),
    (
        "pt_m07",
        "ot2: 20ul sample into A1-H1 then mix 5x w/ 15ul",
        "transfer volume_ul=20 @opentrons_ot2 wells=8 > mix volume_ul=15",
    ),
    (
        "pt_m08",
        "dispense 8 ul mm into the 384 pcr plate on the fluent, seal 170 deg 2 secs, spin down 1000 x g 1 min",
        "transfer volume_ul=8 @tecan_fluent > seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "pt_m09",
        "incubtae 65C 10min on odtc then quick spin 500xg30s",
        "incubate temperature_c=65 duration_s=600 @inheco_odtc > spin rcf_g=500 duration_s=30",
    ),
    (
        "pt_m10",
        "shake 10 min at 1500rpm on the bioshake, having first added 30ul reagent w/ the biomek i5",
        "transfer volume_ul=30 @biomek_i5 > shake speed_rpm=1500 duration_s=600 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "pt_m11",
        "spin the pcr strips 2000 xg 30 s on the 5424 R, then pipete 10 ul each into the pcr plate w/ the star",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r > transfer volume_ul=10 @hamilton_star",
    ),
    (
        "pt_m12",
        "15ml conicals in the 5810r 3000 x g 20 min 4 deg, then transfer 1 ml sup to the 24 deep well on the fluent",
        "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r > transfer volume_ul=1000 @tecan_fluent",
    ),
    (
        "pt_m13",
        "seal 175C 1.5s then straight into the cold store (4C) ❄️",
        "seal temperature_c=175 duration_s=1.5 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "pt_m14",
        "add 50 ul glo reagent to rows A-D, wait 10 min RT, read luminesence 1s integ",
        "transfer volume_ul=50 wells=48 > incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "pt_m15",
        "on the biomek i 7 transfer 100 ul beads into deepwell cols 7-12 then mix 10x 80ul",
        "transfer volume_ul=100 @biomek_i7_hybrid wells=48 > mix volume_ul=80",
    ),
    (
        "pt_m16",
        "flourescence ex 340 em 460 (NADH) then plate back into the hotel pls",
        "read_fluorescence excitation_nm=340 emission_nm=460 > store @cytomat_24",
    ),
    (
        "pt_m17",
        "odtc: 25C 5min, 37C 15 min then heat kil 80 C 10 min",
        "incubate temperature_c=25 duration_s=300 @inheco_odtc > incubate temperature_c=37 duration_s=900 "
        "> incubate temperature_c=80 duration_s=600",
    ),
    (
        "pt_m18",
        "move the plate frm the vspin to the reader w/ the pf 400, after spinning it 800 x g 1 min on the vspin",
        "spin rcf_g=800 duration_s=60 @agilent_vspin > move_plate @precise_pf400",
    ),
    # ---------------------------------------------------------------- two or three steps, halted
    (
        "pt_m19",
        "transfer 50 ul to the pcr plate, seal 170 2s & spin 5500 x g 1 min",
        "halted",
    ),
    (
        "pt_m20",
        "add 200ul wash buffer, then another 200ul to every well of the 96 flat (no aspirate in between)",
        "halted",
    ),
    (
        "pt_m21",
        "add 25ul glo to the 384 white plate & read lumi w/ 90 s integration per well",
        "halted",
    ),
    # ---------------------------------------------------------------- two or three steps, ask
    (
        "pt_m22",
        "add 3 drops of stop soln per well then read abs 450",
        "ask",
    ),
    (
        "pt_m23",
        "add 50ul lysis buffer on the star then sonicate 5 min",
        "ask",
    ),
    (
        "pt_m24",
        "spin 3k rpm 5 min then read abs 600",
        "ask",
    ),
    # ================================================================ four or more steps
    (
        "pt_l01",
        "ELISA final steps pls: add 100ul TMB to all wells on the biomek i5, shake 500 rpm 1 min on the "
        "bio shake, leave RT 15 min, add 50ul stop, then absorbence 450 🙏",
        "transfer volume_ul=100 @biomek_i5 > shake speed_rpm=500 duration_s=60 @qinstruments_bioshake_3000t_elm "
        "> incubate duration_s=900 > transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "pt_l02",
        "pcr setup on the STAR: pipete 15ul master mix + 5ul template into the pcr plate, seal 170C 3sec, "
        "spin 1000xg 1 min, then odtc 95 2min, 35x (95 15s, 58 30s, 72 45s), 72 5min, hold 4",
        "transfer volume_ul=15 @hamilton_star > transfer volume_ul=5 > seal temperature_c=170 duration_s=3 "
        "> spin rcf_g=1000 duration_s=60 > run_pcr cycles=35 initial_denaturation_c=95 "
        "initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=30 "
        "extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "pt_l03",
        "get the plate out of the cytomat, add 10ul compund to cols 1-11 on the fluent, back in cytomat "
        "37C 24h, then 25ul celltiter glo, shake 600rpm 2 min & read lumi",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @tecan_fluent wells=88 > incubate temperature_c=37 "
        "duration_s=86400 @cytomat_2c450 > transfer volume_ul=25 > shake speed_rpm=600 duration_s=120 "
        "> read_luminescence",
    ),
    (
        "pt_l04",
        "x peel the deep well, kingfisher prog MagMAX_Viral, then 50 ul eluate to a pcr plate on the "
        "biomek i7, seal 165 deg 2 s & store in plate fridge 4C",
        "peel @azenta_xpeel > run_program @kingfisher_flex > transfer volume_ul=50 @biomek_i7_hybrid "
        "> seal temperature_c=165 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "pt_l05",
        "qpcr: on biomek i 7 dispense 5ul mastermix + 2ul cDNA into the 384 pcr plate, seal it, spin "
        "1500xg 1 min, cfx: 95 3 min, 40 cycles 95 10 s / 60 30 s",
        "transfer volume_ul=5 @biomek_i7_hybrid > transfer volume_ul=2 > seal > spin rcf_g=1500 duration_s=60 "
        "> run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "pt_l06",
        "read flourescence ex485/em520 at the very end. b4 that shake 1000 rpm 30s, & before THAT add 20ul "
        "dye to rows A-D on the hamilton. start w/ spinning the plate 500 xg 1 min",
        "spin rcf_g=500 duration_s=60 > transfer volume_ul=20 @hamilton_star wells=48 "
        "> shake speed_rpm=1000 duration_s=30 > read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "pt_l07",
        "odtc pcr 94 2min, 30x 94 30s 55 30s 72 1min, 72 7min. afyer that spin 1000 xg 30 s, peel the seal "
        "& run 24 samples on the labchip",
        "run_pcr cycles=30 initial_denaturation_c=94 initial_denaturation_s=120 denaturation_c=94 "
        "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 final_extension_c=72 "
        "final_extension_s=420 @inheco_odtc > spin rcf_g=1000 duration_s=30 > peel "
        "> run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "pt_l08",
        "2ml tubes: spin 5424R 12000xg 5 min, then transfer 200ul supernatent into deepwell cols 1-2 on "
        "the fluent, seal 170 2s & put in the hotel",
        "spin rcf_g=12000 duration_s=300 @eppendorf_5424r > transfer volume_ul=200 @tecan_fluent wells=16 "
        "> seal temperature_c=170 duration_s=2 > store @cytomat_24",
    ),
    (
        "pt_l09",
        "bradford: 5 ul sample + 250 ul reagent per well, shake 300 rpm 30s, 5 minuets RT, read abs 595 nm",
        "transfer volume_ul=5 > transfer volume_ul=250 > shake speed_rpm=300 duration_s=30 "
        "> incubate duration_s=300 > read_absorbance wavelength_nm=595",
    ),
    (
        "pt_l10",
        "dual glo: add 75 ul dual-glo reagent, shake 500rpm 2min, read lumi 1 s, then 75ul stop & glo, "
        "shake agian 500 rpm 2 min, read lumi 1 s again",
        "transfer volume_ul=75 > shake speed_rpm=500 duration_s=120 > read_luminescence integration_s=1 "
        "> transfer volume_ul=75 > shake speed_rpm=500 duration_s=120 > read_luminescence integration_s=1",
    ),
    (
        "pt_l11",
        "opentrons flex: 10 ul gDNA to the the pcr plate, add 90 ul TE, mix 5x 50 ul, then abs 260 on the "
        "spectramax",
        "transfer volume_ul=10 @opentrons_flex > transfer volume_ul=90 > mix volume_ul=50 "
        "> read_absorbance wavelength_nm=260 @spectramax_i3x",
    ),
    (
        "pt_l12",
        "end repiar on odtc 20C 30 min then 65C 30 min, then add 30 ul ligation mm on biomek i5, & "
        "incubate 20C 15min on the odtc again",
        "incubate temperature_c=20 duration_s=1800 @inheco_odtc > incubate temperature_c=65 duration_s=1800 "
        "> transfer volume_ul=30 @biomek_i5 > incubate temperature_c=20 duration_s=900 @inheco_odtc",
    ),
    (
        "pt_l13",
        "peel the 96 deep well, trasnfer 500ul lysate into the kf plate w/ the hamilton, run kingfisher "
        "prog DNA_blood & store the elution plate in plate fridge 4 deg",
        "peel > transfer volume_ul=500 @hamilton_star > run_program @kingfisher_flex "
        "> store temperature_c=4 @cytomat_2c425",
    ),
    (
        "pt_l14",
        "MTT: 10 ul MTT to all wells (fluent), cytomat 37 fir 4hrs, add 100 ul DMSO, shake 700rpm 10 min, "
        "absorbance 570",
        "transfer volume_ul=10 @tecan_fluent > incubate temperature_c=37 duration_s=14400 @cytomat_2c450 "
        "> transfer volume_ul=100 > shake speed_rpm=700 duration_s=600 > read_absorbance wavelength_nm=570",
    ),
    (
        "pt_l15",
        "seal 165C 2s & spin 1000xg 1 min after youve dispensed 20ul rxn mix into cols 1-6 on the biomek "
        "i7. pcr at the end on the odtc: 95 5min, 30x 95 30s 60 30s 72 30s, hold 10",
        "transfer volume_ul=20 @biomek_i7_hybrid wells=48 > seal temperature_c=165 duration_s=2 "
        "> spin rcf_g=1000 duration_s=60 > run_pcr cycles=30 initial_denaturation_c=95 "
        "initial_denaturation_s=300 denaturation_c=95 denaturation_s=30 annealing_c=60 annealing_s=30 "
        "extension_c=72 extension_s=30 hold_c=10 @inheco_odtc",
    ),
    (
        "pt_l16",
        "prewarm on the bioshake 30C 5 min 300 rpm, add 25 ul substrate to A1-A12 & B1-B12 w/ the star, "
        "read flourescence ex 360 em 450 & put it in the hotel",
        "shake speed_rpm=300 duration_s=300 temperature_c=30 @qinstruments_bioshake_3000t_elm "
        "> transfer volume_ul=25 @hamilton_star wells=24 > read_fluorescence excitation_nm=360 emission_nm=450 "
        "> store @cytomat_24",
    ),
    (
        "pt_l17",
        "fluent: 100 ul cell suspension into the 96 well flat, spin 200 xg 1 min to settle, cytomat 37 o/n, "
        "read lumi 2s next morning ☀️",
        "transfer volume_ul=100 @tecan_fluent > spin rcf_g=200 duration_s=60 > incubate temperature_c=37 "
        "@cytomat_2c450 > read_luminescence integration_s=2",
    ),
    (
        "pt_l18",
        "labchip protein: 10ul samples + 35 ul sample buffer into cols 1-6 of the 96 pcr plate on the "
        "fluent, denatrue 95C 5 min on odtc, spin 1000 x g 1 min, run 48 samples on the lab chip",
        "transfer volume_ul=10 @tecan_fluent wells=48 > transfer volume_ul=35 wells=48 "
        "> incubate temperature_c=95 duration_s=300 @inheco_odtc > spin rcf_g=1000 duration_s=60 "
        "> run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "pt_l19",
        "pull the plate from the plate fridge, let it warm up RT 30 min, x peel, add 40ul on the OT2, "
        "seal 170 2s, back in the fridge 4C",
        "retrieve @cytomat_2c425 > incubate duration_s=1800 > peel @azenta_xpeel "
        "> transfer volume_ul=40 @opentrons_ot2 > seal temperature_c=170 duration_s=2 "
        "> store temperature_c=4 @cytomat_2c425",
    ),
    (
        "pt_l20",
        "RNA: 200ul sample & 275ul binding beads into the deep well on biomek i5, bioshake 1000 rpm 5 min, "
        "kingfisher prog RNA_extract, then 45 ul eluate → 96 pcr plate & into the cold store",
        "transfer volume_ul=200 @biomek_i5 > transfer volume_ul=275 > shake speed_rpm=1000 duration_s=300 "
        "@qinstruments_bioshake_3000t_elm > run_program @kingfisher_flex > transfer volume_ul=45 "
        "> store @cytomat_2c425",
    ),
    # ---------------------------------------------------------------- four or more steps, halted
    (
        "pt_l21",
        "add 80 ul cells, then 40 ul compound into the 384 well flat, incubate 37C 1h, read lumi",
        "halted",
    ),
    (
        "pt_l22",
        "50ml tubes: 5810r 15000 xg 10 min 4C, then transfer 5 ml sup to a 24 deepwell on the fluent, "
        "seal 170 2s & cold store",
        "halted",
    ),
    # ---------------------------------------------------------------- four or more steps, ask
    (
        "pt_l23",
        "pull plate from the hotel, x peel, add 20ul on the ot2, spin 2500 rpm 1 min & read abs 450",
        "ask",
    ),
    (
        "pt_l24",
        "echo 525: shoot 50 nl cpds into the 384, then add 20ul cells on the fluent, spin 500xg 1min, "
        "incubate 37 48h",
        "ask",
    ),
]
