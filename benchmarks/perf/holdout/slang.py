"""Hold-out batch "slang": colloquial bench talk typed quickly by postdocs and technicians from
the UK, US, Australia and India. Lower case, abbreviations, the odd emoji; verbs like "bung it
in the spinner", "pop it on the shaker", "give it a quick whizz", "chuck it in the fridge", "zap
it with the sealer", "hit it with 50 mics of stop", "cook it 37 for an hour", "hig4 it", "fridge
it"; lab nicknames for instruments ("the hammy"/"the star" = Hamilton STAR, "the i7", "the
wee biomek i5", "the odtc", "the cfx", "the kf", "the i3x", "the fridge hotel (the
2c425)", "the hotel", "the microfuge", "the 5810", "the hig", "the thermoshaker"); regional
turns of phrase ("ta", "cheers mate", "this arvo", "kindly do the needful", "after lunch
itself", "y'all", "gonna"); units glued or spoken ("mics", "ul", "µl", "1k g", "2.5k xg",
"rcf", "half a sec", "a min and a half", "o/n", "hrs", "deg"). Order traps ("before u read it
...", "having first ...", "last thing is ... before THAT ..."), a correction ("nah scratch
that"), and asks for rpm on a centrifuge, a bare "13k", a "squirt", vortexing, sonicating,
instruments outside the registry and programs/assays nobody named. Written independently of
the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "sg_s01",
        "bung the pcr plate in the spinner, quick whizz at 1000 g for a minute pls - "
        "condensation all over the seal 🙏",
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "sg_s02",
        "zap the 96 pcr plate with the sealer, 170 deg for 2 secs, usual clear film",
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "sg_s03",
        "read it at 450 on the i3x pls, whole plate, lid's already off",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "sg_s04",
        "cook it 37 for an hour in the cytomat, normal 5% co2 is fine",
        "incubate temperature_c=37 duration_s=3600 @cytomat_2c450",
    ),
    (
        "sg_s05",
        "chuck the elution plate in the plate fridge (4 deg) till monday pls, ta",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "sg_s06",
        "kindly peel the foil off the 384 pcr plate on the xpeel after lunch itself, i will take it "
        "from there only",
        "peel @azenta_xpeel",
    ),
    (
        "sg_s07",
        "hammy job: 25 mics of master mix from the trough into cols 1-4 of the pcr plate, ta",
        "transfer volume_ul=25 @hamilton_star wells=32",
    ),
    (
        "sg_s08",
        "ot2 pls - 150ul PBS into every well of the flat bottom 96 from the 12-col res, "
        "nothing else",
        "transfer volume_ul=150 @opentrons_ot2",
    ),
    (
        "sg_s09",
        "gfp read on the i3x, ex 488 em 510, only read rows A-C (rest is empty)",
        "read_fluorescence excitation_nm=488 emission_nm=510 @spectramax_i3x wells=36",
    ),
    (
        "sg_s10",
        "hig4 it - 2.5k xg for 3 min, deep well full of cell debris",
        "spin rcf_g=2500 duration_s=180 @bionex_hig4",
    ),
    (
        "sg_s11",
        "microfuge the 1.5s, 16k g 10 min 4 deg c, 12 tubes balanced already",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "sg_s12",
        "throw the 50 ml falcons in the 5810, 3k g for 20 mins at 4C, just pelleting the bugs",
        "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "sg_s13",
        "chuck the colony pcr on the odtc - 3 min at 95 to kick off, then 30 rounds of 95 for "
        "30 s, 58 for 30 s, 72 for 45 s, then 72 for 5 min and park it at 4 till i'm back",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=30 "
        "denaturation_c=95 denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 "
        "extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "sg_s14",
        "cfx pls, 2-step: 95 for 10 min hot start then 40x 95 15 s / 60 1 min. 10 ul rxns, "
        "plate's sealed + spun already",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=600 cycles=40 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "sg_s15",
        "labchip the first 2 cols of the pcr plate = 16 samples, dna hs chip is primed (cheers "
        "raj)",
        "run_assay sample_count=16 @labchip_gx_touch_ht wells=16",
    ),
    (
        "sg_s16",
        "can someone kick off the kf flex for me this arvo? prog is PurePrep_gDNA_v3, plates + "
        "tip comb all loaded. cheers mate",
        "run_program @kingfisher_flex",
    ),
    (
        "sg_s17",
        "grab plate BX-22 out of the fridge hotel (the 2c425) and leave it on the transfer "
        "nest, i'll grab it after coffee ☕",
        "retrieve @cytomat_2c425",
    ),
    (
        "sg_s18",
        "toss the 384 flat on the thermoshaker, 37 deg, 1000 rpm, 15 mins",
        "shake speed_rpm=1000 duration_s=900 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "sg_s19",
        "park the assay plate in the hotel, RT is fine, not urgent",
        "store @cytomat_24",
    ),
    (
        "sg_s20",
        "A600 on the reader pls, just col 12 (blanks + stds)",
        "read_absorbance wavelength_nm=600 wells=8",
    ),
    (
        "sg_s21",
        "slap a seal on the DW plate w/ the a4s, whatever the usual setting is, don't care",
        "seal @azenta_a4s",
    ),
    # ================================================================ two or three steps
    (
        "sg_t01",
        "before u read it at 450, hit it with 50 mics of stop on the i7",
        "transfer volume_ul=50 @biomek_i7_hybrid > read_absorbance wavelength_nm=450",
    ),
    (
        "sg_t02",
        "xpeel the foil off then straight into the reader for the ctg, 1 sec a well",
        "peel @azenta_xpeel > read_luminescence integration_s=1",
    ),
    (
        "sg_t03",
        "read ex 560 em 590 for the resorufin, having first given it 2 mins on the shaker at 800",
        "shake speed_rpm=800 duration_s=120 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "sg_t04",
        "fluent: 10 ul cmpd from the source plate into cols 1-6 of the 384 flat, then whack it "
        "in the incubator 37 deg for 30 min",
        "transfer volume_ul=10 @tecan_fluent wells=96 > "
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450",
    ),
    (
        "sg_t05",
        "first spin the pcr plate 1000 xg 1 min in vspin, after that only put it on odtc: 98 "
        "30 sec, then 35 cycles of 98 10 sec, 60 20 sec, 72 20 sec, final 72 2 min, hold 10. "
        "kindly do the needful",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > run_pcr initial_denaturation_c=98 "
        "initial_denaturation_s=30 cycles=35 denaturation_c=98 denaturation_s=10 annealing_c=60 "
        "annealing_s=20 extension_c=72 extension_s=20 final_extension_c=72 final_extension_s=120 "
        "hold_c=10 @inheco_odtc",
    ),
    (
        "sg_t06",
        "pcr plate has 50 ul rxns in it - mix 5x at 40 ul on the star then give it 1k g for a "
        "min",
        "mix volume_ul=40 @hamilton_star > spin rcf_g=1000 duration_s=60",
    ),
    (
        "sg_t07",
        "gonna read OD600 first thing tmrw - tonight it needs to go in the cytomat o/n at 30 "
        "deg",
        "incubate temperature_c=30 @cytomat_2c450 > read_absorbance wavelength_nm=600",
    ),
    (
        "sg_t08",
        "pull my plate out the hotel and give it 5 min at 1200 rpm on the bioshake",
        "retrieve @cytomat_24 > shake speed_rpm=1200 duration_s=300 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    (
        "sg_t09",
        "ot flex: 200 ul lysis buf into all 24 wells of the 24 DW, then mix each well 3x at "
        "150 ul",
        "transfer volume_ul=200 @opentrons_flex > mix volume_ul=150 @opentrons_flex",
    ),
    (
        "sg_t10",
        "peel the 96 pcr plate then labchip 48 samples (cols 1-6) on the dna 5k chip",
        "peel > run_assay sample_count=48 @labchip_gx_touch_ht wells=48",
    ),
    (
        "sg_t11",
        "suspension cells so go easy - 300 xg 3 min on the hig4, then back in the cytomat at "
        "37 for 2 hrs",
        "spin rcf_g=300 duration_s=180 @bionex_hig4 > "
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450",
    ),
    (
        "sg_t12",
        "ice the plate - nah scratch that, seal it 160 for 2 s and stick it in the 2c425",
        "seal temperature_c=160 duration_s=2 > store @cytomat_2c425",
    ),
    (
        "sg_t13",
        "spin columns in the 5424: 12k g for 1 min, then another 2 min at 16k g to dry the "
        "membrane",
        "spin rcf_g=12000 duration_s=60 @eppendorf_5424r > "
        "spin rcf_g=16000 duration_s=120 @eppendorf_5424r",
    ),
    (
        "sg_t14",
        "qpcr plate: seal 175/2s on the a4s, give it a min at 1000 xg, then cfx - 95 2 min, "
        "45 cycles 95 5 s + 60 30 s",
        "seal temperature_c=175 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=45 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "sg_t15",
        "dispense 100 mics of substrate w/ the wee biomek i5 and leave it on the bench RT in "
        "the dark for 20 mins",
        "transfer volume_ul=100 @biomek_i5 > incubate duration_s=1200",
    ),
    (
        "sg_t16",
        "have the pf400 grab the plate off the shaker and drop it on the reader, then read 405",
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=405",
    ),
    (
        "sg_t17",
        "read the whole plate at 562 for the bca, having first cooked it at 37 for half an hour "
        "in the incubator",
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=562",
    ),
    (
        "sg_t18",
        "xpeel it then the hammy takes 20 ul out of rows A-D into the same wells of a fresh "
        "pcr plate",
        "peel @azenta_xpeel > transfer volume_ul=20 @hamilton_star wells=48",
    ),
    (
        "sg_t19",
        "chuck 180 ul media in each well of the 96 flat with the ot2 then into the incubator "
        "o/n at 37, no wukkas if it's late",
        "transfer volume_ul=180 @opentrons_ot2 > incubate temperature_c=37 @cytomat_2c450",
    ),
    (
        "sg_t20",
        "b4 the read, peel it. b4 the peel, spin it 2 min at 800 rcf. read is A260, cols 1-3 "
        "only",
        "spin rcf_g=800 duration_s=120 > peel > read_absorbance wavelength_nm=260 wells=24",
    ),
    (
        "sg_t21",
        "seal 170 3 s, then odtc: 98 for 30 s, 30x (98 10 s, 65 30 s, 72 30 s), 72 for 2 min, "
        "hold 4. when it's done fridge it at 4",
        "seal temperature_c=170 duration_s=3 > run_pcr initial_denaturation_c=98 "
        "initial_denaturation_s=30 cycles=30 denaturation_c=98 denaturation_s=10 annealing_c=65 "
        "annealing_s=30 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 "
        "hold_c=4 @inheco_odtc > store temperature_c=4 @cytomat_2c425",
    ),
    # ================================================================ four or more steps
    (
        "sg_f01",
        "elisa finish on the i7: 100 mics TMB per well, leave it RT 15 min, hit it with 50 mics "
        "of stop, read it at 450 👍",
        "transfer volume_ul=100 @biomek_i7_hybrid > incubate duration_s=900 > "
        "transfer volume_ul=50 @biomek_i7_hybrid > read_absorbance wavelength_nm=450",
    ),
    (
        "sg_f02",
        "pcr setup y'all: hammy puts 15 ul mm into the pcr plate then 5 ul template on top, "
        "seal 170 for 2 s, whizz 1 min at 1000 g, then odtc - 95 for 2 min, 35x 95 15 s / 60 "
        "15 s / 72 30 s, 72 for 5 min, hold 4",
        "transfer volume_ul=15 @hamilton_star > transfer volume_ul=5 @hamilton_star > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=35 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=15 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "sg_f03",
        "fluent does 8 ul mm + 2 ul cdna into the 384 pcr plate, zap it 165/3 s, quick whizz "
        "1500 g 1 min on the hig, then onto the cfx: 95 3 min, 40x 95 10 s, 58 30 s, 72 30 s",
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > "
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1500 duration_s=60 @bionex_hig4 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 "
        "denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=30 extension_c=72 "
        "extension_s=30 @biorad_cfx384",
    ),
    (
        "sg_f04",
        "ctg time: pull the plate from the cytomat, 25 ul ctg on the i5, bioshake 2 min at 500, "
        "let it sit 10 min RT, then lumi 0.5 s",
        "retrieve @cytomat_2c450 > transfer volume_ul=25 @biomek_i5 > "
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=600 > read_luminescence integration_s=0.5",
    ),
    (
        "sg_f05",
        "viral rna: lysates are in the DW block. i7 adds 400 ul binding buf then 20 ul beads, "
        "pop it on the shaker 5 min 1000 rpm, then the kf runs MagMAX_Viral_96_v2, eluate plate "
        "into the fridge at 4 🧊",
        "transfer volume_ul=400 @biomek_i7_hybrid > transfer volume_ul=20 @biomek_i7_hybrid > "
        "shake speed_rpm=1000 duration_s=300 > run_program @kingfisher_flex > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "sg_f06",
        "ot2 puts 190 ul LB in every well of the flat 96, then 10 ul of the o/n culture on top, "
        "thermoshaker 37 deg 800 rpm for 6 hrs, OD600 at the end",
        "transfer volume_ul=190 @opentrons_ot2 > transfer volume_ul=10 @opentrons_ot2 > "
        "shake speed_rpm=800 duration_s=21600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "sg_f07",
        "pcr plate out of the fridge, xpeel it, fluent takes 5 ul of each into a fresh pcr "
        "plate that already has 15 ul water in, then labchip all 96 on dna 1k",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=5 @tecan_fluent > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "sg_f08",
        "dose-response: fluent adds 5 ul cmpd to cols 3-22 of the 384 flat, back in the "
        "cytomat 37 deg for 48 h, then 10 ul resazurin, cook it 37 for another 2 h, read fluor "
        "ex 560 / em 590",
        "transfer volume_ul=5 @tecan_fluent wells=320 > "
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450 > transfer volume_ul=10 > "
        "incubate temperature_c=37 duration_s=7200 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "sg_f09",
        "kindly prepare the plate: first add 30 ul buffer A in all wells using biomek i5, then "
        "keep on thermoshaker at 30 degree, 600 rpm for 10 min, after that seal at 165 degree "
        "2 seconds and keep in cold store at 4 degree only",
        "transfer volume_ul=30 @biomek_i5 > "
        "shake speed_rpm=600 duration_s=600 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
        "seal temperature_c=165 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "sg_f10",
        "last thing is the lumi read (1 s). before that 10 min RT. before THAT the star adds "
        "50 ul one-glo. and first of all get the plate out of the cytomat lol",
        "retrieve @cytomat_2c450 > transfer volume_ul=50 @hamilton_star > "
        "incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "sg_f11",
        "ngs qc: peel the library plate (96 pcr), labchip cols 1-3 = 24 samples on the ngs 3k "
        "assay, then the hammy pools 5 ul from each of those into a 1.5 ml tube, reseal the "
        "plate 170/2 and fridge it",
        "peel > run_assay sample_count=24 @labchip_gx_touch_ht wells=24 > "
        "transfer volume_ul=5 @hamilton_star > seal temperature_c=170 duration_s=2 > "
        "store @cytomat_2c425",
    ),
    (
        "sg_f12",
        "cell wash in the 24 DW: 300 xg 5 min on the 5810, star takes off 900 ul sup, adds 1 ml "
        "fresh pbs, mix 5x at 800 ul, then spin again same settings same centrifuge",
        "spin rcf_g=300 duration_s=300 @eppendorf_5810r > transfer volume_ul=900 @hamilton_star > "
        "transfer volume_ul=1000 @hamilton_star > mix volume_ul=800 @hamilton_star > "
        "spin rcf_g=300 duration_s=300 @eppendorf_5810r",
    ),
    (
        "sg_f13",
        "bca: i7 adds 10 ul lysate then 200 ul WR to cols 1-8, pop it on the shaker 30 s at "
        "1000, cook 37 deg 30 min, read 562",
        "transfer volume_ul=10 @biomek_i7_hybrid wells=64 > "
        "transfer volume_ul=200 @biomek_i7_hybrid wells=64 > shake speed_rpm=1000 duration_s=30 > "
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "sg_f14",
        "minipreps in the 96 DW: spin 2500 g 10 min at 4 deg in the 5810, i7 adds 250 ul P1, "
        "bioshake 1500 rpm 5 min to resuspend, then 250 ul P2 on the i7. rest i'll do by hand",
        "spin rcf_g=2500 duration_s=600 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=250 @biomek_i7_hybrid > "
        "shake speed_rpm=1500 duration_s=300 @qinstruments_bioshake_3000t_elm > "
        "transfer volume_ul=250 @biomek_i7_hybrid",
    ),
    (
        "sg_f15",
        "transformations in the pcr plate: odtc 4 deg 20 min (on ice basically), 42 for 45 s "
        "heat shock, back to 4 for 2 min, then ot2 adds 150 ul SOC, then 1 hr 37 deg on the "
        "bioshake at 300 rpm",
        "incubate temperature_c=4 duration_s=1200 @inheco_odtc > "
        "incubate temperature_c=42 duration_s=45 @inheco_odtc > "
        "incubate temperature_c=4 duration_s=120 @inheco_odtc > "
        "transfer volume_ul=150 @opentrons_ot2 > "
        "shake speed_rpm=300 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "sg_f16",
        "normalise: fluent puts 40 ul water in rows A-D, then 10 ul dna into those same wells, "
        "mix those wells 3x at 30 ul, seal 165 for 2 s, fridge hotel (2c425)",
        "transfer volume_ul=40 @tecan_fluent wells=48 > transfer volume_ul=10 @tecan_fluent "
        "wells=48 > mix volume_ul=30 wells=48 > seal temperature_c=165 duration_s=2 > "
        "store @cytomat_2c425",
    ),
    (
        "sg_f17",
        "xpeel first, then the biomek adds 20 µl detection reagent, a min and a half at "
        "1200 rpm on the thermoshaker, 30 min RT, then read it ex 485 em 535 👌",
        "peel @azenta_xpeel > transfer volume_ul=20 > "
        "shake speed_rpm=1200 duration_s=90 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=1800 > read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    # ================================================================ halted (impossible)
    (
        "sg_h01",
        "quick whizz on the pcr plate at 6k g for 2 min, want it properly pelleted",
        "halted",
    ),
    (
        "sg_h02",
        "microfuge the 1.5s at 25k g for 5 min, 4 deg",
        "halted",
    ),
    (
        "sg_h03",
        "ot2: 400 ul media into every well of the 96 flat bottom (corning 3650), no deep well "
        "pls",
        "halted",
    ),
    (
        "sg_h04",
        "zap it with the sealer at 220 deg for 2 s, it's the thick foil",
        "halted",
    ),
    (
        "sg_h05",
        "read it at 220 on the i3x for the peptide bonds, whole plate",
        "halted",
    ),
    (
        "sg_h06",
        "pop it on the bioshake at 3500 rpm for 30 s to get the beads back up",
        "halted",
    ),
    (
        "sg_h07",
        "chuck the plate in the fridge hotel (2c425) at -20 for the weekend",
        "halted",
    ),
    (
        "sg_h08",
        "whizz the 96 flat in the 5810 at 3500 xg for 5 min",
        "halted",
    ),
    # ================================================================ ask (cannot know)
    (
        "sg_a01",
        "bung the flat 96 in the spinner 3000 rpm 5 min then read it at 450",
        "ask",
    ),
    (
        "sg_a02",
        "microfuge the 1.5s at 13k for 10, 4 deg",
        "ask",
    ),
    (
        "sg_a03",
        "vortex the 2 ml tubes for 10 s then microfuge them 10k g 1 min",
        "ask",
    ),
    (
        "sg_a04",
        "read it on the clariostar at 450 pls, whole plate",
        "ask",
    ),
    (
        "sg_a05",
        "sonicate the lysate plate, 30 s bursts, then 2 min at 3000 g on the hig4",
        "ask",
    ),
    (
        "sg_a06",
        "kf run on the DW plates, usual program, thx",
        "ask",
    ),
    (
        "sg_a07",
        "add a squirt of stop to each well then read at 450",
        "ask",
    ),
    (
        "sg_a08",
        "spin the 50 ml falcons in the big sorvall, 4k g 10 min",
        "ask",
    ),
    (
        "sg_a09",
        "labchip all 96 samples on the pcr plate pls",
        "ask",
    ),
]
