"""Hold-out batch "chat2": requests typed into a team chat (Slack/Teams) to the lab-automation bot.

Style: lowercase, chat abbreviations (pls, thx, ty, rxn, sup, inc, abs, lum, fluo, o/n, RT,
approx, w/, u, r), emoji, @mentions of the bot and of colleagues, replies that quote an
earlier message ("> spin 2 min 500g" then "make it 1000g"), multi-message pastes with
[hh:mm] timestamps, bullet lists, corrections sent as a follow-up message, and instruments
named by the lab's nicknames, all of them registry aliases (the hotel, the cold store,
the plate fridge, the incubator, KF, GX Touch, HiG4, the 5424, the 5810, STAR, the Fluent,
the i7, the i5, OT2, the Flex, ODTC, CFX, the a4S / the sealer, XPeel, the bioshake /
thermoshaker, the i3x / spectramax, PF400 / robot arm, vspin, microcentrifuge).

Traps:
- @mentions ("@labbot", "@maria", "@dan") are people or the bot, never a device.
- [09:02]-style timestamps, plate numbers, barcodes (PLT-00423, ELISA-0412), lot numbers,
  "all 4 plates", "2 washes", "50 ml falcons", "already has 20 ul mm/well", "10 ul/well"
  (a state, not a transfer), digits inside KingFisher program names are context, not settings.
- A quoted earlier message plus a reply that changes one value: the reply wins, the rest of
  the quoted message stands. Follow-up corrections ("sorry 24h not 48") take the correction.
- Later step mentioned first ("read fluo ... but shake it first", "pop it in the hotel after
  you centrifuge it"): expected steps are in run order.
- Numbers as words (one thousand g, fifteen hundred g, ten cycles), thousands separators
  (16,000 x g; 2,500 xg; 1,200 rpm), "25k xg", "16k g", unit spellings (ul, uL, µl, μl,
  microlitres, C, °C, ºC, deg, xg, x g, ×g, rcf, s, sec, seconds, min, mins, h, hr), "o/n (~16 h)".
- Well selections: cols 1-6 (48), A1–H6 (48), row A (12), cols 1-3 (24), cols 1-10 (80),
  columns 1-2 of a 384 plate (32), cols 1-12 of a 384 plate (192), "every well except the
  edges" (60).
- Nicknames that name a step but are not one: "move the plate from the sealer over to the
  peeler" is only a plate move; "KF program" is a run_program; "ODTC: 65 °C for 10 min" is an
  incubation.
- halted: plate spin 6,000 x g (VSpin 1000, HiG4 5000, 5810R plate rotor 2900), tube spin
  25k xg (5424R 21,130), spin at -20 °C (5424R -10, 5810R -9), seal 210 °C (a4S 50-200),
  shake 3500 rpm (max 3000), 25 % CO2 (max 20), abs 200 nm (min 230), fluo em 900 nm (max
  850), lum integration 2 min (max 60 s), PCR 100 cycles (max 99), 120 °C on the ODTC (every
  incubating device tops out at 99-100 °C).
- ask: vortex, sonicate, rpm-only centrifuge speed, "speed 5", OD with no wavelength,
  "405 or 410?", PCR with no cycling temperatures, transfer with no volume, drops, 50 nL on
  the Echo, a reader the lab does not have (CLARIOstar).
"""

NAME = "chat2"

CASES: list[tuple[str, str, str]] = [
    ("chat2-01",
     "> spin 2 min 500g\nmake it 1000g pls, same time 👍",
     "spin rcf_g=1000 duration_s=120"),
    # The stop solution is not said to go on the Fluent, so the second transfer carries no device.
    ("chat2-02",
     "[09:02] @labbot elisa plate 3 is ready for detection\n"
     "[09:02] 100 ul TMB into every well w/ the Fluent\n"
     "[09:03] then 15 mins on the bioshake, 300rpm, RT\n"
     "[09:04] 50 ul stop soln after that and abs 450 pls 🙏",
     "transfer volume_ul=100 @tecan_fluent > shake speed_rpm=300 duration_s=900 "
     "@qinstruments_bioshake_3000t_elm > transfer volume_ul=50 > read_absorbance wavelength_nm=450"),
    ("chat2-03",
     "can u vortex the lysis tubes 10 s and then spin them 30 sec at 2000 xg on the 5424? ty",
     "ask"),
    ("chat2-04",
     "spin my eppis on the 5424, 16,000 x g 10 min 4 °C ❄️ thx",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    # "pull plate 12 out of the hotel" is a retrieve from the Cytomat 24; "12" is the plate's number.
    ("chat2-05",
     "@labbot pull plate 12 out of the hotel, PF400 it over to the reader, then lum read w/ 0.5s integration 🙏",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > read_luminescence integration_s=0.5"),
    ("chat2-06",
     "spin both 384 pcr plates 6,000 x g for 2 min, then peel + lum read. need everything at the bottom 😬",
     "halted"),
    ("chat2-07",
     "OT2: 20 ul from the res into cols 1-6 of the flat plate, shake 1 min 600rpm, then OD600 on the i3x 🙏",
     "transfer volume_ul=20 wells=48 @opentrons_ot2 > shake speed_rpm=600 duration_s=60 "
     "> read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("chat2-08",
     "[14:10] @labbot inc the HEK plate 37C 5% co2 for 48h\n[14:11] sorry 24h not 48 🤦",
     "incubate temperature_c=37 duration_s=86400 co2_percent=5"),
    ("chat2-09",
     "pls spin the deep well plate 4000 rpm 20 min, thx",
     "ask"),
    ("chat2-10",
     "@labbot KF pls run \"MagMAX_Viral_96\", all 4 plates loaded (sample, 2 washes, elution) thx",
     "run_program program=MagMAX_Viral_96 @kingfisher_flex"),
    ("chat2-11",
     "abs at 200 nm on the spectramax pls, checking the peptide bonds",
     "halted"),
    ("chat2-12",
     "GX Touch: DNA 5K assay, 48 samples (rows A-D). chip prepped w/ lot 22B117 🧬",
     "run_assay assay=dna_5k sample_count=48 @labchip_gx_touch_ht"),
    # "10 ul/well" describes the filled plate, it is not a transfer.
    ("chat2-13",
     "384 qpcr plate is filled, 10 ul/well 👍 seal on the a4s 170C 2 sec, spin 1000 x g 1 min, "
     "then CFX: 95 3 min, 40x (95 10s / 60 30s)",
     "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 "
     "> run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("chat2-14",
     "put the plate on the BioShake at speed 5 for 10 min",
     "ask"),
    ("chat2-15",
     "HiG4 pls, both deep-wells at 2,500 xg for 5 mins",
     "spin rcf_g=2500 duration_s=300 @bionex_hig4"),
    # "at 170" is what they tried before; the request is 210 C, above the a4S's 200 C.
    ("chat2-16",
     "OT2 50 ul into the assay plate, then sealer at 210 C for 3 s, then cold store. "
     "foil keeps lifting at 170 😤",
     "halted"),
    ("chat2-17",
     "@labbot put the plate in the cold store at 4 deg when ur free, thx",
     "store temperature_c=4 @cytomat_2c425"),
    ("chat2-18",
     "[11:20] ok pcr rxns are set up 🔥\n"
     "[11:20] seal first (a4S 165 °C, 3 s) + quick spin 500g 30s\n"
     "[11:21] ODTC: 98C 30s, then 35 cycles of 98 10s / 62 20s / 72 30s, final ext 72 for 5 min, hold 4\n"
     "[11:22] ty!!",
     "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=500 duration_s=30 "
     "> run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("chat2-19",
     "seal it and then run the usual colony pcr on the ODTC pls, 30 cycles, you know the one 😅",
     "ask"),
    ("chat2-20",
     "> read fluo ex 485 em 520\nem should be 535 for this dye sorry, ex same",
     "read_fluorescence excitation_nm=485 emission_nm=535"),
    # "on the i7:" scopes all three steps; the mix has its own volume, so it is a mix step,
    # not mix cycles folded into the transfer.
    ("chat2-21",
     "@labbot on the i7: 90 ul beads into each well, mix 10x w/ 50 ul, then magnet 5 min",
     "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=50 cycles=10 @biomek_i7_hybrid "
     "> magnetic_separation duration_s=300 @biomek_i7_hybrid"),
    ("chat2-22",
     "thermoshaker 3500 rpm 2 min pls, beads r clumping",
     "halted"),
    ("chat2-23",
     "grab plate PLT-00423 from the plate fridge, peel it, then lum (2 s integration) 🙏",
     "retrieve @cytomat_2c425 > peel > read_luminescence integration_s=2"),
    # o/n is given as ~16 h, so duration is 16 h = 57600 s.
    ("chat2-24",
     "Flex: 150 µl media into A1–H6, then into the incubator 37C 5% CO2 o/n (~16 h)",
     "transfer volume_ul=150 wells=48 @opentrons_flex > incubate temperature_c=37 duration_s=57600 "
     "co2_percent=5 @cytomat_2c450"),
    ("chat2-25",
     "abs read on the tox plate pls, 405 or 410? whichever @maria used last time",
     "ask"),
    ("chat2-26",
     "spin the assay plate at one thousand g for two minutes then read abs 340 pls",
     "spin rcf_g=1000 duration_s=120 > read_absorbance wavelength_nm=340"),
    # "cytomat" is the registry alias of the 2C450 CO2 incubator; 25 % CO2 is above its 20 %.
    ("chat2-27",
     "cytomat pls: 37 °C, 25% CO2, 2 h for the acid-load test",
     "halted"),
    ("chat2-28",
     "read flouro (ex 560/em 590) but shake it first, 800 rpm 1 min",
     "shake speed_rpm=800 duration_s=60 > read_fluorescence excitation_nm=560 emission_nm=590"),
    ("chat2-29",
     "spin the PCR plate 1000 xg 1 min, XPeel it, then GX Touch HT Protein Express on 24 samples",
     "spin rcf_g=1000 duration_s=60 > peel @azenta_xpeel "
     "> run_assay assay=protein_express sample_count=24 @labchip_gx_touch_ht"),
    # Two reasons to ask: nL acoustic transfer, and the lab has no Echo.
    ("chat2-30",
     "can the Echo shoot 50 nL of each cpd into the 384 assay plate? @dan said it's free",
     "ask"),
    # "50 ml" is the tube size, not a volume.
    ("chat2-31",
     "5810: 50 ml falcons, 3,000 x g 15 min 4C",
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("chat2-32",
     "@labbot microcentrifuge 25k xg 5 min pls",
     "halted"),
    ("chat2-33",
     "vspin 500 rcf 1 min, sample + balance plate",
     "spin rcf_g=500 duration_s=60 @agilent_vspin"),
    ("chat2-34",
     "STAR: 25 uL from row A into row B, then mix row B 5x w/ 20 uL",
     "transfer volume_ul=25 wells=12 @hamilton_star > mix volume_ul=20 cycles=5 wells=12 @hamilton_star"),
    ("chat2-35",
     "@labbot Fluent: move the sup into a fresh 96 flat plate, leave the pellet 🙏",
     "ask"),
    ("chat2-36",
     "i5: 200 ul wash buffer to all wells, then magnet 3 min",
     "transfer volume_ul=200 @biomek_i5 > magnetic_separation duration_s=180 @biomek_i5"),
    ("chat2-37",
     "lum read w/ 2 min integration per well pls, signal is super weak",
     "halted"),
    # No verb: a temperature and a time on the thermal cycler is an incubation (hold), not a PCR.
    ("chat2-38",
     "ODTC: 65 °C for 10 min pls, end-repair step",
     "incubate temperature_c=65 duration_s=600 @inheco_odtc"),
    ("chat2-39",
     "done for today, stick everything in the hotel 🏨 thx",
     "store @cytomat_24"),
    ("chat2-40",
     "sonicate the lysate 3x 10 s then spin 16k g 10 min on the 5424",
     "ask"),
    ("chat2-41",
     "[16:01] @labbot ctg for plate 7 pls\n"
     "[16:01] pull it out of the incubator\n"
     "[16:02] 100 µl CellTiter-Glo per well on the Fluent\n"
     "[16:02] shake 2 min 500 rpm\n"
     "[16:03] then lum, 0.5 s integration",
     "retrieve @cytomat_2c450 > transfer volume_ul=100 @tecan_fluent > shake speed_rpm=500 duration_s=120 "
     "> read_luminescence integration_s=0.5"),
    ("chat2-42",
     "pcr on the odtc: 100 cycles 95 15s 55 30s 72 1 min, plate's sealed",
     "halted"),
    ("chat2-43",
     "Tecan Fluent: 10 uL into columns 1-2 of the 384 plate",
     "transfer volume_ul=10 wells=32 @tecan_fluent"),
    ("chat2-44",
     "> shake 1000 rpm 5 min\n@labbot at 37 °C pls, forgot to say",
     "shake speed_rpm=1000 duration_s=300 temperature_c=37"),
    ("chat2-45",
     "@labbot OD of the cultures pls, spectramax, thx",
     "ask"),
    # Only a plate move: naming the sealer and the peeler as places asks for no seal or peel.
    ("chat2-46",
     "PF400 pls move the plate from the sealer over to the peeler, ty",
     "move_plate @precise_pf400"),
    ("chat2-47",
     "fluo ex 750 em 900 pls (NIR dye)",
     "halted"),
    ("chat2-48",
     "Tecan Fluent: 30 µl from source into the daughter plate, seal 170ºC 2.5 s, then into the 2C425 at 4 deg",
     "transfer volume_ul=30 @tecan_fluent > seal temperature_c=170 duration_s=2.5 "
     "> store temperature_c=4 @cytomat_2c425"),
    # "the same 12 columns" of the 384 plate = 16 x 12 = 192 wells; only the first bullet names the Flex.
    ("chat2-49",
     "@labbot qpcr setup 🧪\n"
     "• Flex: 8 µL master mix into cols 1-12 of the 384 PCR plate\n"
     "• then 2 µL template into the same 12 columns\n"
     "• seal 165 °C 3 s\n"
     "• spin 1000 x g 1 min\n"
     "• CFX: 95C 2 min, then 40 cycles 95C 5s / 60C 30s",
     "transfer volume_ul=8 wells=192 @opentrons_flex > transfer volume_ul=2 wells=192 "
     "> seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 "
     "> run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("chat2-50",
     "add 2 drops of NucBlue per well w/ the OT2 pls",
     "ask"),
    # Only the PCR is asked for; a planner that must add a seal for an unsealed plate may add one.
    ("chat2-51",
     "> ODTC 30 cycles 95 15s / 55 15s / 72 1min\nmake the annealing 58, rest same pls",
     "run_pcr cycles=30 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=15 "
     "extension_c=72 extension_s=60 @inheco_odtc"),
    ("chat2-52",
     "bake the plate 120 °C 30 min on the ODTC to dry it",
     "halted"),
    ("chat2-53",
     "pop it in the plate hotel after you centrifuge it at fifteen hundred g for five minutes, cheers",
     "spin rcf_g=1500 duration_s=300 > store @cytomat_24"),
    ("chat2-54",
     "[10:15] KF run \"DNA_Blood_200\" pls\n"
     "[10:16] after that have the STAR move 50 uL eluate into a PCR plate\n"
     "[10:16] then GX Touch DNA 1K, 96 samples",
     "run_program program=DNA_Blood_200 @kingfisher_flex > transfer volume_ul=50 @hamilton_star "
     "> run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht"),
    # The lab has no CLARIOstar; switching to the SpectraMax unasked would be a guess.
    ("chat2-55",
     "can u run it on the CLARIOstar instead, abs 450? @labbot",
     "ask"),
    ("chat2-56",
     "5810R: spin the deep-well 2,000×g 10 min 4 ºC, then KF program \"RNA_wash3\"",
     "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r "
     "> run_program program=RNA_wash3 @kingfisher_flex"),
    ("chat2-57",
     "i7: 200 μl BCA WR into cols 1-3, then thermoshaker 37 °C approx 30 min at 300 rpm, abs 562 after",
     "transfer volume_ul=200 wells=24 @biomek_i7_hybrid > shake speed_rpm=300 duration_s=1800 "
     "temperature_c=37 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=562"),
    ("chat2-58",
     "5424 at -20 °C, 12,000 g 5 min pls, keeping it really cold 🥶",
     "halted"),
    ("chat2-59",
     "[13:30] @labbot plate ELISA-0412 is in the hotel\n"
     "[13:30] get it out and have the STAR add 50 µl stop soln to cols 1-10\n"
     "[13:31] then abs 450 👍",
     "retrieve @cytomat_24 > transfer volume_ul=50 wells=80 @hamilton_star > read_absorbance wavelength_nm=450"),
    ("chat2-60",
     "5810 spin 300 x g 5 min RT, then Flex takes 100 uL sup into a fresh flat plate, fluo ex 485 / em 528",
     "spin rcf_g=300 duration_s=300 @eppendorf_5810r > transfer volume_ul=100 @opentrons_flex "
     "> read_fluorescence excitation_nm=485 emission_nm=528"),
    ("chat2-61",
     "i5: 15 µL of each library into a new PCR plate → GX Touch DNA High Sensitivity on 32 samples "
     "→ seal 165C 3s → cold store 🙏",
     "transfer volume_ul=15 @biomek_i5 > run_assay assay=dna_high_sensitivity sample_count=32 "
     "@labchip_gx_touch_ht > seal temperature_c=165 duration_s=3 > store @cytomat_2c425"),
    # "every well except the edges" of a 96 plate = rows B-G x cols 2-11 = 60 wells.
    ("chat2-62",
     "OT2: 100 ul cells into every well except the edges, then incubator 37 C 5% CO2 72 hr",
     "transfer volume_ul=100 wells=60 @opentrons_ot2 > incubate temperature_c=37 duration_s=259200 "
     "co2_percent=5 @cytomat_2c450"),
    # Two-step qPCR: the 60 C / 1 min combined anneal-extend step is read as the annealing step.
    ("chat2-63",
     "> CFX 40 cycles 95 15s 60 1min\n@labbot make it 45 cycles, and add a 95 °C 10 min hot start at the beginning",
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 "
     "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),
    # "already has 20 ul mm/well" is the plate's state, not a transfer.
    ("chat2-64",
     "[08:50] xpeel the template plate\n"
     "[08:51] ot2: 5 ul template into the pcr plate (already has 20 ul mm/well)\n"
     "[08:51] seal 165 3s\n"
     "[08:52] odtc 95 3 min, 30x (95 30s, 55 30s, 72 45s), 72 5 min, 4 hold",
     "peel @azenta_xpeel > transfer volume_ul=5 @opentrons_ot2 > seal temperature_c=165 duration_s=3 "
     "> run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=45 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("chat2-65",
     "pull the bradford plate out of the cold store, peel, shake 2 min 1,200 rpm, then abs 595",
     "retrieve @cytomat_2c425 > peel > shake speed_rpm=1200 duration_s=120 > read_absorbance wavelength_nm=595"),
    ("chat2-66",
     "a4S, 160 °C for 1.5 seconds please — ta",
     "seal temperature_c=160 duration_s=1.5 @azenta_a4s"),
    ("chat2-67",
     "HiG4: 2000 g 2 min, then have the robot arm carry it to the i3x and read fluo ex 340 em 460",
     "spin rcf_g=2000 duration_s=120 @bionex_hig4 > move_plate @precise_pf400 "
     "> read_fluorescence excitation_nm=340 emission_nm=460 @spectramax_i3x"),
    ("chat2-68",
     "[15:40] i5: magnet 2 min then take 40 µL off into a new plate\n[15:41] sorry 45 µL, not 40",
     "magnetic_separation duration_s=120 @biomek_i5 > transfer volume_ul=45 @biomek_i5"),
    # Two-step qPCR as in chat2-63: 60 C / 1 min is the annealing step.
    ("chat2-69",
     "grab the sealed 384 from the hotel, VSpin 1,000 xg 1 min, then CFX: 95 °C 10 min, 40 cycles 95 15 s / 60 1 min",
     "retrieve @cytomat_24 > spin rcf_g=1000 duration_s=60 @agilent_vspin "
     "> run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 "
     "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),
    ("chat2-70",
     "Fluent pls mix the dilution plate, ten cycles at 150 microlitres",
     "mix volume_ul=150 cycles=10 @tecan_fluent"),
]
