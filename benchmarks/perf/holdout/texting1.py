"""Hold-out batch "texting1": phone texts and WhatsApp/Signal chats to a lab-automation colleague.

Style: very short lowercase bubbles, one per line, sometimes with a clock stamp ("09:14"),
abbreviations (pls, thx, rn, asap, b4, w/, w/o, ~, tmrw), emojis, numbers glued to units
(1000g, 37c, 5min, 50ul), autocorrect slips ("spine" = spin, "steal" = seal, "centrifugal" =
centrifuge), voice-to-text slips ("fifty micro leaders" = 50 uL), and a later bubble that
corrects an earlier one ("*em 520 sorry").

Traps: clock stamps, barcodes, box numbers, plate counts and "till tmrw" are context, not
settings; a correction bubble overrides the earlier value (and can push it past a limit, or
bring it back inside); steps are sometimes mentioned out of run order; rpm-only spins,
"speed 5", OD without a wavelength, vortex/sonicate, drops, nL acoustic transfers and
instruments the lab lacks must be asked about.
"""

NAME = "texting1"

CASES: list[tuple[str, str, str]] = [
    (
        "texting1-01",
        "hey r u in?\n09:14 can u run the assay plate on the OT2 pls\n09:14 50ul buffer into cols 1-3 only\n"
        "09:15 then spine it 1000g 1min\n09:15 then OD600 on the spectramax thx \U0001F64F",
        "transfer volume_ul=50 wells=24 @opentrons_ot2 > spin rcf_g=1000 duration_s=60 > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    # the correction bubble pushes the named VSpin past its 1000 x g ceiling
    (
        "texting1-02",
        "quick one\n10:01 vspin the pcr plate 800g 2min\n10:02 wait no make it 1500g, pellet was loose last time \U0001F62C",
        "halted",
    ),
    (
        "texting1-03",
        "can u vortex the 1.5ml tubes b4 loading? like 10sec\nthen 200ul each into the deepwell on the flex",
        "ask",
    ),
    # "till tmrw" is not a duration; "cold store" is the Cytomat 2C425 alias
    (
        "texting1-04",
        "pls steal the plate on the a4s 170c 2sec\nthen stick it in the cold store 4c till tmrw \U0001F976",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "texting1-05",
        "odtc run pls: 98c 30s, then 30 cycles 98 10s / 62 20s / 72 15s, final 72 2min, hold 4c\n"
        "primers r in the fridge, box 12",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=15 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "texting1-06",
        "centrifugal the deepwell plate 3000rpm 10min pls\n(the big one, 5810)",
        "ask",
    ),
    # the 14:21 bubble replaces the DNA 5K assay with DNA high sensitivity
    (
        "texting1-07",
        "KF: run MagMAX_Pure_v2 on the 96dw\n14:20 after that labchip dna 5k on 48 samples\n"
        "14:21 *DNA HS not 5k sorry, libraries r low conc",
        "run_program program=MagMAX_Pure_v2 @kingfisher_flex > "
        "run_assay assay=dna_high_sensitivity sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "texting1-08",
        "shake the plate 4000rpm 2min on the bioshake pls\nneed it really mixed \U0001F300",
        "halted",
    ),
    # two-step qPCR: the 60 C step is the annealing step
    (
        "texting1-09",
        "cfx384 run: 95c 3min, 40x (95 10s, 60 30s)\nplate is 384 already sealed \U0001F44D",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "texting1-10",
        "cells \u2192 incubator 37c 5%co2 for 48h pls\nplate barcode 00451 \U0001F9EB",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "texting1-11",
        "can u read OD of the growth plate on the i3x when it's done\nthx!! \U0001F60A",
        "ask",
    ),
    (
        "texting1-12",
        "on the star pls transfer fifty micro leaders from the reservoir into every well\n"
        "then mix ten times with twenty micro leaders, still on the star\n(voice typing sry)",
        "transfer volume_ul=50 @hamilton_star > mix volume_ul=20 cycles=10 @hamilton_star",
    ),
    (
        "texting1-13",
        "steal the pcr plate 220c 3s pls, new foil needs it hotter \U0001F525",
        "halted",
    ),
    (
        "texting1-14",
        "read gfp on spectramax ex 488 em 510\n11:03 *em 520 sorry, 510 bleeds",
        "read_fluorescence excitation_nm=488 emission_nm=520 @spectramax_i3x",
    ),
    (
        "texting1-15",
        "hig4 pls rn, 3,000 xg 10min for the deepwell\nbalance plate is on the shelf",
        "spin rcf_g=3000 duration_s=600 @bionex_hig4",
    ),
    (
        "texting1-16",
        "fluent: add the compound from the 384 source to the assay plate\nsame layout as mon\n\U0001F64F",
        "ask",
    ),
    (
        "texting1-17",
        "5424r pls, tubes 15,000 x g 10min 4c\nthen 20ul sup into the strip on the ot2",
        "spin rcf_g=15000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
        "transfer volume_ul=20 @opentrons_ot2",
    ),
    (
        "texting1-18",
        "abs at 200nm on the reader pls, peptide bonds \U0001F9EA\nthx",
        "halted",
    ),
    # "hotel" is the Cytomat 24 alias
    (
        "texting1-19",
        "xpeel the plate, then lum read 0.5s integration\nafter that park it in the hotel \U0001F3E8",
        "peel @azenta_xpeel > read_luminescence integration_s=0.5 > store @cytomat_24",
    ),
    (
        "texting1-20",
        "can u run the nanodrop on these 12 samples\nor tapestation whichever is free",
        "ask",
    ),
    (
        "texting1-21",
        "i7 bead cleanup pls \U0001F9F2\nadd 90ul beads to each well, then mix 10x w/ 80ul\nthen 5min on the magnet\nall on the i7",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=80 cycles=10 @biomek_i7_hybrid > "
        "magnetic_separation duration_s=300 @biomek_i7_hybrid",
    ),
    # "~5 plates total" is a plate count (context); "co2 incubator" is the Cytomat 2C450 alias
    (
        "texting1-22",
        "i5 pls: 150 \u00b5l media to cols 1-6 (~5 plates total)\nthen co2 incubator 37c 5% 2h\nthen OD600 \U0001F44C",
        "transfer volume_ul=150 wells=48 @biomek_i5 > incubate temperature_c=37 duration_s=7200 co2_percent=5 "
        "@cytomat_2c450 > read_absorbance wavelength_nm=600",
    ),
    (
        "texting1-23",
        "flex pls 25 uL mm into A1-H6\nthen seal 165c 3sec\nthen quick spin 1000g 30s",
        "transfer volume_ul=25 wells=48 @opentrons_flex > seal temperature_c=165 duration_s=3 > "
        "spin rcf_g=1000 duration_s=30",
    ),
    # the named CO2 incubator tops out at 50 C (the ODTC could reach 56 C, but it is not what was asked)
    (
        "texting1-24",
        "heat inactivation: co2 incubator 56c 30min pls\nserum plates x3",
        "halted",
    ),
    (
        "texting1-25",
        "sonicate the lysate plate 30s pls\nthen spin 4000g 20min",
        "ask",
    ),
    (
        "texting1-26",
        "5810 pls. spin at two thousand g for fifteen minutes at four degrees\nthen in the cold store at four degrees\n"
        "voice typing sorry \U0001F3A4",
        "spin rcf_g=2000 duration_s=900 temperature_c=4 @eppendorf_5810r > store temperature_c=4 @cytomat_2c425",
    ),
    # the 570 nm reference read is explicitly not wanted
    (
        "texting1-27",
        "08:50 grab the ELISA plate out of the 2c425\n08:50 peel it\n08:51 read 450 on the spectramax (no 570 ref needed)",
        "retrieve @cytomat_2c425 > peel > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "texting1-28",
        "microfuge the eppis 25k g 5min 4c pls",
        "halted",
    ),
    (
        "texting1-29",
        "thermoshaker 37c 800rpm 30min pls \U0001F44D",
        "shake speed_rpm=800 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "texting1-30",
        "spin the plate on speed 5 for 3min, like last time",
        "ask",
    ),
    # read mentioned first but runs last; "incubator" is the Cytomat 2C450 alias
    (
        "texting1-31",
        "read the bca plate at 562nm\nbut first fluent adds 200ul WR\nthen 30min 37c in the incubator b4 the read",
        "transfer volume_ul=200 @tecan_fluent > incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=562",
    ),
    (
        "texting1-32",
        "fluent, 12.5 microlitres of compound into the 384 assay plate pls\nonly columns 1 to 2, thx",
        "transfer volume_ul=12.5 wells=32 @tecan_fluent",
    ),
    # sample_count is capped at 384 on the LabChip
    (
        "texting1-33",
        "labchip rna on all 480 samples in one run pls",
        "halted",
    ),
    (
        "texting1-34",
        "pf400 move the plate to the reader pls\nthen lum, 1 sec integration\n15:40 actually 2 sec, signal is weak\n"
        "then stick it in the hotel",
        "move_plate @precise_pf400 > read_luminescence integration_s=2 > store @cytomat_24",
    ),
    (
        "texting1-35",
        "run the usual 35 cycle pcr on the odtc pls, the one from last wk",
        "ask",
    ),
    # "drops" here are droplets on the well walls, not a drop-count volume
    (
        "texting1-36",
        "vspin 500 \u00d7g 30s just to knock the drops down \U0001F4A7",
        "spin rcf_g=500 duration_s=30 @agilent_vspin",
    ),
    (
        "texting1-37",
        "put it in the 2c425 at -20c pls, it's the enzyme plate",
        "halted",
    ),
    (
        "texting1-38",
        "pcr on the inheco: 94 deg 2 min, 25 cycles of 94 30s, 58 30s, 68 1min, then 68 5min, hold 10\n(2kb amplicon)",
        "run_pcr cycles=25 initial_denaturation_c=94 initial_denaturation_s=120 denaturation_c=94 "
        "denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=68 extension_s=60 "
        "final_extension_c=68 final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    (
        "texting1-39",
        "read the plate at 405 or 410?? cant remember what sarah used\nwill check l8r",
        "ask",
    ),
    (
        "texting1-40",
        "13:02 pull the plate from the co2 incubator\n13:02 add 100ul celltiter-glo on the hamilton\n"
        "13:03 shake 2min 500rpm\n13:03 then lum read",
        "retrieve @cytomat_2c450 > transfer volume_ul=100 @hamilton_star > shake speed_rpm=500 duration_s=120 > "
        "read_luminescence",
    ),
    (
        "texting1-41",
        "both on the flex: 10\u00b5l water into A1-A8, then 5 \u00b5l DNA into the same 8 wells\nthen spin 1000g 1min",
        "transfer volume_ul=10 wells=8 @opentrons_flex > transfer volume_ul=5 wells=8 @opentrons_flex > "
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "texting1-42",
        "lum read w/ 90s integration pls, signal super low \U0001F629",
        "halted",
    ),
    (
        "texting1-43",
        "cfx384: 95 2min; 45 cycles 95 5s, 58 10s, 72 20s\n16:10 *60 anneal not 58, new primers",
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=10 extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    (
        "texting1-44",
        "echo 25nl of each cpd into the 1536 asap",
        "ask",
    ),
    (
        "texting1-45",
        "ot2 mix 15x 100ul in col 1 only pls, beads settle fast",
        "mix volume_ul=100 cycles=15 wells=8 @opentrons_ot2",
    ),
    (
        "texting1-46",
        "get the dw plates out of the cytomat 24\nhave the pf400 take them to the KF\nrun RNA_Extract_96 \U0001F64F",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > run_program program=RNA_Extract_96 @kingfisher_flex",
    ),
    (
        "texting1-47",
        "co2 incubator thirty seven degrees five percent co2 for twenty four hours\n(dictating, driving \U0001F697)",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "texting1-48",
        "dispense 6ml LB into each well of the 24dw on the fluent",
        "halted",
    ),
    (
        "texting1-49",
        "hig4 4000g 20min\n*2000g sorry, its the flat plates",
        "spin rcf_g=2000 duration_s=1200 @bionex_hig4",
    ),
    (
        "texting1-50",
        "i5: 100ul detection ab to all wells\nthen bioshake 600rpm 1hr\nthen read 450 \U0001F44D",
        "transfer volume_ul=100 @biomek_i5 > shake speed_rpm=600 duration_s=3600 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "texting1-51",
        "5810r: 50ml falcons 3,000 x g 15 min 4\u00b0C\n6 tubes, balanced",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    # read mentioned first; "incubator" is the Cytomat 2C450 alias
    (
        "texting1-52",
        "read resorufin on the i3x ex 560 em 590\nafter 1h at 37c in the incubator obv\nthen back in the incubator",
        "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x > store @cytomat_2c450",
    ),
    # only the bead addition is tied to the Flex; shaker and magnet are not named
    (
        "texting1-53",
        "flex: 30ul beads into cols 1-4\nshake 1500rpm 5min\nthen 3min on the magnet",
        "transfer volume_ul=30 wells=32 @opentrons_flex > shake speed_rpm=1500 duration_s=300 > "
        "magnetic_separation duration_s=180",
    ),
    (
        "texting1-54",
        "labchip protein express, 96 samples\nchip primed already \u2705",
        "run_assay assay=protein_express sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "texting1-55",
        "pull the cpd plate from the 2c425\nspin 1000g 1 min\npeel\nthen 5ul into the assay plate on the fluent",
        "retrieve @cytomat_2c425 > spin rcf_g=1000 duration_s=60 > peel > transfer volume_ul=5 @tecan_fluent",
    ),
    # "3m"/"5m" are minutes in texting shorthand
    (
        "texting1-56",
        "i7: 20ul mm into the pcr plate\nsteal 170c 2s\nthen odtc 95 3m, 35x 95 30s 55 30s 72 45s, 72 5m, 4c hold",
        "transfer volume_ul=20 @biomek_i7_hybrid > seal temperature_c=170 duration_s=2 > "
        "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "texting1-57",
        "hold the plate at 65\u00baC 10 min on the odtc (end repair)",
        "incubate temperature_c=65 duration_s=600 @inheco_odtc",
    ),
    # the OT-2 pipettes cannot go below 1 uL
    (
        "texting1-58",
        "ot2: 0.2ul enzyme into each well pls, p20",
        "halted",
    ),
    (
        "texting1-59",
        "fluent mix 5 times 40 \u00b5L whole plate",
        "mix volume_ul=40 cycles=5 @tecan_fluent",
    ),
    (
        "texting1-60",
        "star: 1 ml into each dw well, cols 7-12\nthx \U0001F64F",
        "transfer volume_ul=1000 wells=48 @hamilton_star",
    ),
    (
        "texting1-61",
        "add 2 drops of trypan to each tube b4 counting",
        "ask",
    ),
    (
        "texting1-62",
        "flex: 8 \u00b5l mm into the 384 then 2 \u00b5l template (both flex)\nseal 165c 2.5s\ncfx 95 3min, 40x 95 10s 60 30s",
        "transfer volume_ul=8 @opentrons_flex > transfer volume_ul=2 @opentrons_flex > "
        "seal temperature_c=165 duration_s=2.5 > run_qpcr cycles=40 initial_denaturation_c=95 "
        "initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "texting1-63",
        "hamilton: 40ul cells into the 384\nco2 incubator 37c 5% 24h\nthen hamilton again 10ul ctg\nlum 0.5s",
        "transfer volume_ul=40 @hamilton_star > incubate temperature_c=37 duration_s=86400 co2_percent=5 "
        "@cytomat_2c450 > transfer volume_ul=10 @hamilton_star > read_luminescence integration_s=0.5",
    ),
    (
        "texting1-64",
        "read ex485/em528 \U0001F7E2\nbut vspin 1,000 rcf 5 mins first\nthen xpeel, then the read",
        "spin rcf_g=1000 duration_s=300 @agilent_vspin > peel @azenta_xpeel > "
        "read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "texting1-65",
        "a4s 175c 1.2s then hotel pls",
        "seal temperature_c=175 duration_s=1.2 @azenta_a4s > store @cytomat_24",
    ),
    (
        "texting1-66",
        "steal 170c 3s, then odtc 98 30s; 25x 98 10s 65 30s 72 30s; 72 2min; hold 4c\n"
        "then xpeel + labchip dna 1k on 24 samples",
        "seal temperature_c=170 duration_s=3 > run_pcr cycles=25 initial_denaturation_c=98 "
        "initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=30 "
        "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc > "
        "peel @azenta_xpeel > run_assay assay=dna_1k sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "texting1-67",
        "normalisation, all on the i7: 45 microlitres TE into cols 1-3\nthen 5 \u03bcl DNA into the same 24 wells\n"
        "then mix 5x 30\u03bcl, same 24 wells",
        "transfer volume_ul=45 wells=24 @biomek_i7_hybrid > transfer volume_ul=5 wells=24 @biomek_i7_hybrid > "
        "mix volume_ul=30 cycles=5 wells=24 @biomek_i7_hybrid",
    ),
    # room temperature: no temperature key
    (
        "texting1-68",
        "bioshake 1200rpm 10 min room temp, w/o heat",
        "shake speed_rpm=1200 duration_s=600 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "texting1-69",
        "both on the odtc: 37c 15min then heat kill 80c 20min",
        "incubate temperature_c=37 duration_s=900 @inheco_odtc > incubate temperature_c=80 duration_s=1200 @inheco_odtc",
    ),
    # "incubator -> reader" means taking the plate out first (retrieve) and the arm moving it
    (
        "texting1-70",
        "07:30 pf400: incubator \u2192 reader\n07:30 OD600\n07:31 then store it back in the incubator \U0001F9EB",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 > store @cytomat_2c450",
    ),
]
