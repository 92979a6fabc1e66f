"""Hold-out batch "slack": requests posted in a shared lab-automation channel (Slack / Teams).
Lower-case, terse, line breaks between thoughts, emoji and reactions (":pray:", "🙏", "👍"),
@mentions of people and of @robot-team, settings in inline code (`500 x g`, `2 min`), threads
that quote an earlier message ("> can someone spin my plate") and sometimes correct a value in
it (the quoted value is then NOT the requested one), references to nothing ("see ELN-4421"),
time-of-day asides ("before 3pm", "group mtg at 4") and harmless typos. Not e-mails (no
greeting/sign-off blocks) and not dictation. Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "sl_s01",
        "@robot-team can someone spin my pcr plate on the hig4? `1500 x g` for `1 min` 🙏\n"
        "it's already balanced, sitting on the arm nest",
        "spin rcf_g=1500 duration_s=60 @bionex_hig4",
    ),
    (
        "sl_s02",
        "quick one - 12x 2ml tubes need pelleting\n"
        "5424r, `16,000 x g`, `10 min`, `4°C` pls\n"
        "they're in the rack by the door :pray:",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "sl_s03",
        "> can someone seal my plate before 3pm\n"
        "@jules it's the 96 pcr plate on deck 3. a4s at `165 °C` for `2.5 s` pls, thx 👍",
        "seal temperature_c=165 duration_s=2.5 @azenta_a4s",
    ),
    (
        "sl_s04",
        "can i get an OD600 on the spectramax for plate GR-0412?\n"
        "whole plate, no shaking beforehand\n"
        "ty 🙏",
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "sl_s05",
        "gfp read pls\n"
        "ex `485` / em `528`, black 96w flat bottom\n"
        "only need cols 1-4 read, the rest is empty :eyes:",
        "read_fluorescence excitation_nm=485 emission_nm=528 wells=32",
    ),
    (
        "sl_s06",
        "@sam can u kick off the celltiter-glo read on the i3x? 384w white plate, `500 ms` "
        "integration per well\n"
        "need data before group mtg at 4",
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "sl_s07",
        "xpeel pls on the qpcr plate sitting on the pf400 nest\n"
        "i need it unsealed by 11 😅",
        "peel @azenta_xpeel",
    ),
    (
        "sl_s08",
        "can someone throw the deep well on the bioshake\n"
        "`1200rpm`, `5min`, heater off\n"
        "just resuspending pellets so nothing fancy",
        "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "sl_s09",
        "can the robot put my 3 plates in the cytomat 2c450? `37C`, `48 h`, 5% co2 as usual\n"
        "see ELN-4421 for the layout",
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "sl_s10",
        "can the robot park my elution plate in the plate fridge (`4 °C`) till tmrw morning? 🙏",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "sl_s11",
        "@robot-team OT-2 job for this arvo:\n"
        "`50 ul` lysis buffer from the reservoir into every well of the 96 deep well\n"
        "that's it, no mixing",
        "transfer volume_ul=50 @opentrons_ot2",
    ),
    (
        "sl_s12",
        "labchip run pls, 24 samples = cols 1-3 of the pcr plate\n"
        "DNA 1k chip is primed already (thx @priya)",
        "run_assay sample_count=24 @labchip_gx_touch_ht wells=24",
    ),
    (
        "sl_s13",
        "kingfisher flex, program `MagMAX_Viral_96`, all plates loaded incl tip comb\n"
        "can someone hit start around 2? i'm stuck in the tc room",
        "run_program @kingfisher_flex",
    ),
    (
        "sl_s14",
        "odtc program for my colony pcr, plate's already on the cycler:\n"
        "`95 °C 3 min`\n"
        "`30x`: `95 °C 30 s` / `55 °C 30 s` / `72 °C 1 min`\n"
        "final `72 °C 5 min`, hold `4`\n"
        "🙏",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=30 denaturation_c=95 "
        "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "sl_s15",
        "cfx384 run for the sybr plate\n"
        "initial denat `95C` for `2 min`, then 40 cycles of `95C 5sec` denature + `60C 30sec` anneal\n"
        "no melt curve needed this time",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "sl_s16",
        "8 falcons (50ml) need a spin in the eppendorf 5810: `3000 x g`, `15 min`, `4 °C`\n"
        "supernatant goes to waste after, i'll do that part by hand",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "sl_s17",
        "can the pf400 just move plate BX-7 from the hotel over to the reader?\n"
        "i'll set up the read myself 👍",
        "move_plate @precise_pf400",
    ),
    (
        "sl_s18",
        "fluent pls: mix `100 uL` up/down in every well of the deep well plate\n"
        "beads settled overnight and i don't trust myself w a multichannel today lol",
        "mix volume_ul=100 @tecan_fluent",
    ),
    (
        "sl_s20",
        "can the arm stick plate 3 of 4 in the hotel for now? the other three are still on the "
        "bench 👍",
        "store @cytomat_24",
    ),
    # ================================================================ two or three steps
    (
        "sl_t01",
        "> can someone spin my plate\n"
        "yes but seal it first pls 🙏\n"
        "a4s `170 C` `2 s`, then vspin `1000 x g` `1 min`",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 "
        "@agilent_vspin",
    ),
    (
        "sl_t02",
        "before the read can the robot spin the 384 down? `1000 xg`, `30 sec`\n"
        "read = absorbance `450nm`, whole plate",
        "spin rcf_g=1000 duration_s=30 > read_absorbance wavelength_nm=450",
    ),
    (
        "sl_t03",
        "> transfer 20 ul of primer mix into row A on the star\n"
        "sorry typo, shoud be `25 uL`, still row A\n"
        "then heat seal it `165°C` `3s` pls",
        "transfer volume_ul=25 @hamilton_star wells=12 > seal temperature_c=165 duration_s=3",
    ),
    (
        "sl_t04",
        "thermoshaker `37 °C`, `800 rpm`, `30 min`\n"
        "then straight into the co2 incubator overnight at `37`\n"
        "(it's the HEK transfection plate, ELN-5120)",
        "shake speed_rpm=800 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm "
        "> incubate temperature_c=37 @cytomat_2c450",
    ),
    (
        "sl_t05",
        "can someone pull plate P-17 out of the hotel and do a lum read? `2 s` integration\n"
        "need it before 3pm 🙏",
        "retrieve @cytomat_24 > read_luminescence integration_s=2",
    ),
    (
        "sl_t06",
        "i7 job:\n"
        "add `15 uL` mastermix to every well of the 384 pcr plate\n"
        "then mix at `10 uL`\n"
        "@robot-team lmk if the tips are running low",
        "transfer volume_ul=15 @biomek_i7_hybrid > mix volume_ul=10 @biomek_i7_hybrid",
    ),
    (
        "sl_t07",
        "odtc: denature at `95°C` for `5 min`, then drop to `4 °C` for `2 min` so i can grab it\n"
        "no cycling, just those two holds",
        "incubate temperature_c=95 duration_s=300 @inheco_odtc > incubate temperature_c=4 "
        "duration_s=120 @inheco_odtc",
    ),
    (
        "sl_t08",
        "kf run today:\n"
        "1) xpeel the deep well\n"
        "2) kingfisher program `bead_wash_3x`\n"
        "3) re-seal on the a4s `170 °C` / `2 s`\n"
        "👍",
        "peel @azenta_xpeel > run_program @kingfisher_flex > seal temperature_c=170 duration_s=2 "
        "@azenta_a4s",
    ),
    (
        "sl_t09",
        "`20 uL` from each of the 1.5ml tubes into a1-h2 (cols 1+2) of the pcr plate on the i5\n"
        "then bioshake `1000 rpm` `1 min`",
        "transfer volume_ul=20 @biomek_i5 wells=16 > shake speed_rpm=1000 duration_s=60 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    (
        "sl_t10",
        "read fluo ex `535` em `590` on the plate reader — but only after it's been spun "
        "`2000 x g` `2 min` in the plate centrifuge\n"
        "resorufin assay, 96w black",
        "spin rcf_g=2000 duration_s=120 > read_fluorescence excitation_nm=535 emission_nm=590",
    ),
    (
        "sl_t11",
        "cold store it now at `4 °C` and pull it back out at 5pm pls\n"
        "i'll grab it off the arm",
        "store temperature_c=4 @cytomat_2c425 > retrieve @cytomat_2c425",
    ),
    (
        "sl_t12",
        "ot2: `30 uL` nuclease-free water into cols 7-12 of the pcr plate, then heat seal it "
        "(`160 C`, `1.5 s`) 🙏",
        "transfer volume_ul=30 @opentrons_ot2 wells=48 > seal temperature_c=160 duration_s=1.5",
    ),
    (
        "sl_t13",
        "spin the 384 pcr plate `1500 x g` `1 min` first, then on the cfx:\n"
        "`95C 3min`, `40x (95C 10s, 60C 30s anneal)`\n"
        "see ELN-4488 for plate map",
        "spin rcf_g=1500 duration_s=60 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=10 annealing_c=60 "
        "annealing_s=30 @biorad_cfx384",
    ),
    (
        "sl_t15",
        "run the odtc (`30 cycles`, `94/15s`, `55/30s`, `72/1min`) and when it's done run all 96 "
        "on the labchip, dna 1k\n"
        "thx @marco 🙏",
        "run_pcr cycles=30 denaturation_c=94 denaturation_s=15 annealing_c=55 annealing_s=30 "
        "extension_c=72 extension_s=60 @inheco_odtc > run_assay sample_count=96 "
        "@labchip_gx_touch_ht",
    ),
    (
        "sl_t17",
        "run 48 samples (cols 1-6) of the pcr plate on the labchip gx — having first peeled it on "
        "the xpeel obvs",
        "peel @azenta_xpeel > run_assay sample_count=48 @labchip_gx_touch_ht wells=48",
    ),
    (
        "sl_t18",
        "after spinning the cell plate (`500 x g`, `3 min`), take off `100 uL` of supernatant "
        "from every well into a fresh flat plate on the star\n"
        "it's for the LDH assay, ELN-4630",
        "spin rcf_g=500 duration_s=180 > transfer volume_ul=100 @hamilton_star",
    ),
    (
        "sl_t19",
        "can someone read lum on the i3x (`1 s`) for my plate — having first added `25 uL` glo "
        "reagent on the fluent and let it shake `5 min` at `400 rpm`\n"
        ":pray:",
        "transfer volume_ul=25 @tecan_fluent > shake speed_rpm=400 duration_s=300 > "
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "sl_t20",
        "> cfx: 95 2min, 40x 95 15s / 60 1min\n"
        "@lee pls change annealing to `62 °C`, rest the same\n"
        "and spin it `1200 x g` `2 min` before it goes in 👍",
        "spin rcf_g=1200 duration_s=120 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=120 cycles=40 denaturation_c=95 denaturation_s=15 annealing_c=62 "
        "annealing_s=60 @biorad_cfx384",
    ),
    (
        "sl_t21",
        "opentrons flex: `150 uL` cell suspension into every well of the flat plate\n"
        "vspin `200 x g` `1 min` to settle them\n"
        "then cytomat `37C` for `24h`",
        "transfer volume_ul=150 @opentrons_flex > spin rcf_g=200 duration_s=60 @agilent_vspin > "
        "incubate temperature_c=37 duration_s=86400",
    ),
    # ================================================================ four or more steps
    (
        "sl_f01",
        "@robot-team plan for tmrw am 🙏\n"
        "1. star adds `100 uL` detection ab to all wells\n"
        "2. bioshake `600 rpm` `1 h` at RT\n"
        "3. star adds `50 uL` substrate\n"
        "4. read abs `405 nm`\n"
        "plate will be in the hotel from tonight",
        "transfer volume_ul=100 @hamilton_star > shake speed_rpm=600 duration_s=3600 > "
        "transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=405",
    ),
    (
        "sl_f02",
        "pcr setup on the ot-2 pls:\n"
        "- `20 uL` mastermix into cols 1-6 of the pcr plate\n"
        "- `5 uL` template into the same cols\n"
        "- seal `170 C` `3 s`\n"
        "- odtc `35x` 98/10s, 60/20s, 72/30s, final ext `72 °C` `2 min`\n"
        "i'll pick it up after lunch",
        "transfer volume_ul=20 @opentrons_ot2 wells=48 > transfer volume_ul=5 @opentrons_ot2 "
        "wells=48 > seal temperature_c=170 duration_s=3 > run_pcr cycles=35 denaturation_c=98 "
        "denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 @inheco_odtc",
    ),
    (
        "sl_f03",
        "cell assay, plate is in the cytomat 2c450 rn\n"
        "- pull it out\n"
        "- i5 adds `10 uL` of reagent to every well\n"
        "- back in the incubator `37 °C` for `2h`\n"
        "- lum read, `1 s` integration\n"
        "🧪 ty!",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @biomek_i5 > incubate temperature_c=37 "
        "duration_s=7200 @cytomat_2c450 > read_luminescence integration_s=1",
    ),
    (
        "sl_f04",
        "BCA plate, writing this backwards bc that's how my brain works today 😅\n"
        "last step: read abs `562`\n"
        "before that: heater-shaker `37 °C`, `300 rpm`, `30 min`\n"
        "before THAT: i5 adds `200 uL` working reagent to cols 1-4\n"
        "and first of all pull the plate from the cold store",
        "retrieve @cytomat_2c425 > transfer volume_ul=200 @biomek_i5 wells=32 > shake "
        "speed_rpm=300 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=562",
    ),
    (
        "sl_f05",
        "qpcr plate build on the i7 (384 pcr plate):\n"
        "`8 uL` mm/well, then `2 uL` cDNA/well\n"
        "seal on the a4s at `165 °C`, `2 s`, spin `1000 x g` `1 min`\n"
        "then the cfx: 95 for 10 min, 45 cycles of 95 15 s / 60 1 min anneal\n"
        "ELN-4502",
        "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 @biomek_i7_hybrid > seal "
        "temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 > run_qpcr "
        "initial_denaturation_c=95 initial_denaturation_s=600 cycles=45 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "sl_f06",
        "viral rna extraction, 96 samples:\n"
        "fluent adds `200 µl` sample + `20 µl` prot K into the deep well\n"
        "bioshake `1000 rpm` `10 min` at `56 °C`\n"
        "kingfisher `MagMAX_Viral_96`\n"
        "elution plate to the plate fridge at `4C` after\n"
        "need it done before 5 🙏",
        "transfer volume_ul=200 @tecan_fluent > transfer volume_ul=20 @tecan_fluent > shake "
        "speed_rpm=1000 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
        "run_program @kingfisher_flex > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "sl_f07",
        "amplicon qc chain for today:\n"
        "seal the pcr plate (`175 °C`, `2 s`) → hig4 `1000 x g` `30 s` → odtc 25 cycles "
        "95 20s / 58 20s / 72 40s → spin again same settings → peel → labchip, 96 samples",
        "seal temperature_c=175 duration_s=2 > spin rcf_g=1000 duration_s=30 @bionex_hig4 > "
        "run_pcr cycles=25 denaturation_c=95 denaturation_s=20 annealing_c=58 annealing_s=20 "
        "extension_c=72 extension_s=40 @inheco_odtc > spin rcf_g=1000 duration_s=30 > peel > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "sl_f08",
        "> @robot-team can someone run the dilution plate on the star? 50 uL diluent into cols 2-12\n"
        "update: make it `100 uL` diluent, cols 2-12 still\n"
        "then shake `500 rpm` `1 min` on the bioshake, read abs `340 nm`, and park it in the hotel",
        "transfer volume_ul=100 @hamilton_star wells=88 > shake speed_rpm=500 duration_s=60 "
        "@qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=340 > store @cytomat_24",
    ),
    (
        "sl_f09",
        "plate from the cold store → xpeel → star adds `25 uL` to row H only → re-seal "
        "`170C 2s` → back to cold store at `4 °C`\n"
        "thx 👍",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=25 @hamilton_star "
        "wells=12 > seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "sl_f10",
        "shake `2 min` on the bioshake (`1000rpm`), spin it `800 x g` `1 min` in the vspin, read "
        "fluo 485/520, then hotel\n"
        "thanks @jo 👍",
        "shake speed_rpm=1000 duration_s=120 @qinstruments_bioshake_3000t_elm > spin rcf_g=800 "
        "duration_s=60 @agilent_vspin > read_fluorescence excitation_nm=485 emission_nm=520 > "
        "store @cytomat_24",
    ),
    (
        "sl_f11",
        "ELISA dev step on the i5:\n"
        "add `100 uL` TMB\n"
        "leave it `15 min` at RT (dark)\n"
        "add `50 uL` stop\n"
        "read `450 nm` straight away",
        "transfer volume_ul=100 @biomek_i5 > incubate duration_s=900 > transfer volume_ul=50 "
        "@biomek_i5 > read_absorbance wavelength_nm=450",
    ),
    (
        "sl_f12",
        "i7 bead cleanup on the pcr plate (50 uL rxns):\n"
        "`90 uL` beads into every well, mix `100 uL`, let it sit `5 min`\n"
        "then seal `165 °C` `2 s` and into the hotel till i'm back from seminar",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100 @biomek_i7_hybrid > "
        "incubate duration_s=300 > seal temperature_c=165 duration_s=2 > store @cytomat_24",
    ),
    (
        "sl_f13",
        "i5: `50 uL` pNPP substrate to every well\n"
        "incubate on deck at `30 °C` for `20 min`\n"
        "then the arm takes it to the spectramax, abs `405`",
        "transfer volume_ul=50 @biomek_i5 > incubate temperature_c=30 duration_s=1200 @biomek_i5 > "
        "move_plate > read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "sl_f14",
        "gDNA from blood, 15ml tubes:\n"
        "5810 `2500 x g` `5 min` → fluent moves `800 uL` supernatant into the 96 deep well → "
        "kingfisher `gDNA_blood_v3` → eluate plate into the plate fridge `4 °C`\n"
        "@robot-team can this go before 3pm?",
        "spin rcf_g=2500 duration_s=300 @eppendorf_5810r > transfer volume_ul=800 @tecan_fluent > "
        "run_program @kingfisher_flex > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "sl_f15",
        "overnight cultures in the deep well:\n"
        "fluent `1 mL` LB per well, then `10 uL` from the glycerol stock plate into each\n"
        "bioshake `37 °C` `1000 rpm` overnight\n"
        "tmrw am pellet on the hig4 `3000 x g` `10 min`",
        "transfer volume_ul=1000 @tecan_fluent > transfer volume_ul=10 @tecan_fluent > shake "
        "speed_rpm=1000 temperature_c=37 @qinstruments_bioshake_3000t_elm > spin rcf_g=3000 "
        "duration_s=600 @bionex_hig4",
    ),
    (
        "sl_f16",
        "384 compound screen, flat plate:\n"
        "fluent `40 µL` cells into all wells, then `10 uL` compound\n"
        "spin `500 x g` `1 min`\n"
        "cytomat `37 °C` `1 h`\n"
        "fluor read ex `340` em `460`\n"
        "see ELN-4711 for the map 🙏",
        "transfer volume_ul=40 @tecan_fluent > transfer volume_ul=10 @tecan_fluent > spin "
        "rcf_g=500 duration_s=60 > incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    (
        "sl_f18",
        "mtt plate from the incubator → ot2 adds `10 uL` MTT per well → back in the cytomat at "
        "`37 °C` for `3 h` → ot2 adds `100 uL` solubilisation buffer → bioshake `500 rpm` `10 min` "
        "→ abs `570`\n"
        "(the plate is the one labelled JK-22) 🙏",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @opentrons_ot2 > incubate "
        "temperature_c=37 duration_s=10800 @cytomat_2c450 > transfer volume_ul=100 @opentrons_ot2 "
        "> shake speed_rpm=500 duration_s=600 @qinstruments_bioshake_3000t_elm > read_absorbance "
        "wavelength_nm=570",
    ),
    # ================================================================ halted (impossible)
    (
        "sl_h01",
        "can the hig4 do `6000 x g` `10 min` on a 96 pcr plate? need the debris really compacted\n"
        ":pray:",
        "halted",
    ),
    (
        "sl_h02",
        "a4s seal at `210 °C` for `4 s` pls — foil seals keep lifting at 170 and i'm out of ideas",
        "halted",
    ),
    (
        "sl_h03",
        "read abs at `214 nm` on the spectramax pls (peptide bond), uv-transparent plate",
        "halted",
    ),
    (
        "sl_h04",
        "fluent: `150 uL` assay buffer into every well of the 384 flat plate, then read fluo "
        "485/535\n"
        "before 2 if poss",
        "halted",
    ),
    (
        "sl_h05",
        "5424r `25,000 x g` `20 min` `4 °C` for my 1.5ml tubes pls 🙏",
        "halted",
    ),
    (
        "sl_h06",
        "bioshake `3500 rpm` for `30 s` to get the beads back into suspension",
        "halted",
    ),
    (
        "sl_h08",
        "cfx384 plate: i7 dispenses `50 uL` rxns (45 mm + 5 template) into the 384 pcr plate, then "
        "40 cycles `95C 15s` / `60C 60s`",
        "halted",
    ),
    (
        "sl_h09",
        "@robot-team 5810 w the 50 ml falcons at `15,000 x g` for `30 min`? lysate is super "
        "viscous",
        "halted",
    ),
    (
        "sl_h10",
        "spin the cell plate (96w flat) `4000 x g` `5 min` in the plate centrifuge, then read "
        "abs `600`",
        "halted",
    ),
    # ================================================================ ask (cannot be known)
    (
        "sl_a01",
        "can someone spin my plate `3000 rpm` `5 min` in the plate centrifuge? 🙏",
        "ask",
    ),
    (
        "sl_a02",
        "vortex the strip tubes `10 s` then quick spin on the microcentrifuge pls",
        "ask",
    ),
    (
        "sl_a03",
        "@robot-team can the arm bring my plate over to the tecan spark for a `600 nm` read?",
        "ask",
    ),
    (
        "sl_a04",
        "my tubes need the eppendorf 5430, `12,000 x g` `5 min`\n"
        "thx!",
        "ask",
    ),
    (
        "sl_a05",
        "sonicate the lysate plate `3x 10 s` then spin it `3000 x g` on the hig4",
        "ask",
    ),
    (
        "sl_a06",
        "star: add 3 drops of stop solution to each well, then read `450 nm`",
        "ask",
    ),
    (
        "sl_a07",
        "speedvac the eluates to dryness, then resuspend in `20 uL` water on the ot2\n"
        "👍",
        "ask",
    ),
    (
        "sl_a08",
        "odtc: 35 cycles `95 °C 15 s`, anneal at `Tm - 3` for `30 s`, `72 °C 30 s`\n"
        "primer sheet is somewhere in the drive",
        "ask",
    ),
    (
        "sl_a09",
        "plate washer 3x `300 uL` pbs, then star adds `100 uL` substrate\n"
        "before 4pm pls 🙏",
        "ask",
    ),
]
