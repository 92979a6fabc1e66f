"""Hold-out batch "minutes": action items taken from lab-meeting minutes and planning notes,
pasted into the workcell as requests. "ACTION (Priya): ...", "Agreed: ...", "Decision: ...",
attendee lines and people's initials (PS, TK, MO, SG, JL, AL, RB, KT), discussion that names
alternatives that were rejected ("2000 x g was floated but we settled on 1500 x g" -- only the
agreed value is requested), references to last week's results with numbers that are NOT steps
(Cq values, ODs, RLU, yields, confluence), several plates referred to by their owners or by day
("Tom's plate", "the Monday plate"), and sometimes the agreed step order stated after a list of
steps ("Order: seal first, then spin"; "Agreed order: b, a, d, c"). Unresolved discussion
("no decision, TK to check") leaves a value unknown. Mixed unit spellings. Written
independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    (
        "mn_s01",
        "Plate-prep sync, 3 Mar. Attendees: PS, TK, MO.\n"
        "- TK's 96-well PCR plate from the ligation needs a quick spin before anything else.\n"
        "- 2000 x g was floated (TK) but we settled on 1500 x g for 1 min, on the HiG4.\n"
        "ACTION (TK): queue the spin on the workcell.",
        "spin rcf_g=1500 duration_s=60 @bionex_hig4",
    ),
    (
        "mn_s02",
        "Decision: the Monday plate (96-well flat, ELISA coating) gets heat-sealed on the a4S at "
        "170 °C for 2 s. PS asked about 160 °C; MO pointed out the foil lifted at 160 last time, "
        "so 170 it is. JL will carry it to the cold room by hand afterwards.",
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "mn_s03",
        "Item 4 - BCA. Last week's standard curve gave R² = 0.991, top standard 2000 µg/mL, so no "
        "change to the kit.\n"
        "ACTION (Priya): read Priya's BCA plate at 562 nm on the SpectraMax once it is back from "
        "the bench.",
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "mn_s04",
        "CellTiter-Glo follow-up (RB). Last run the signal was ~1e6 RLU in the DMSO wells and "
        "edge wells were ~15% low.\n"
        "Agreed: luminescence read of rows A and B only of Rui's 384-well plate, 0.5 sec "
        "integration per well (1 s was discussed, not needed at that signal).",
        "read_luminescence integration_s=0.5 wells=48",
    ),
    (
        "mn_s05",
        "ACTION (MO): read columns 1-4 of Marco's black 96-well plate for fluorescein, ex 485 / em "
        "528. Cols 5-12 are empty, leave them.",
        "read_fluorescence excitation_nm=485 emission_nm=528 wells=32",
    ),
    (
        "mn_s06",
        "Decision: the 1.5 mL lysate tubes from SG's prep are pelleted in the 5424 R at "
        "16,000 x g, 10 min, 4 °C. (12,000 x g was the old SOP value - dropped.)",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "mn_s07",
        "ACTION (AL): run the MagMAX_Pathogen_96 program on the KingFisher Flex for Ana's "
        "deep-well sample plate. Wash and elution plates are being filled by hand, AL to load "
        "them by 10:00.",
        "run_program @kingfisher_flex",
    ),
    (
        "mn_s08",
        "Agreed: size the 24 library samples in Kai's PCR plate on the LabChip, DNA High "
        "Sensitivity assay. Previous batch averaged 410 bp with one adapter-dimer outlier, so "
        "the kit stays the same.",
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "mn_s09",
        "ACTION (JL): pull the Friday plate (384-well compound dilutions) out of the plate "
        "fridge so it can warm up on the bench. Nothing else for it today.",
        "retrieve @cytomat_2c425",
    ),
    (
        "mn_s10",
        "Decision: no reads this week. Park Tom's 96-well assay plate in the plate hotel "
        "(Cytomat 24) until Monday.",
        "store @cytomat_24",
    ),
    (
        "mn_s11",
        "HEK293 seeding: last Tuesday's plate was ~80% confluent at 48 h from 20 000 cells/well. "
        "JL seeds the new plate by hand.\n"
        "Agreed: the workcell only has to incubate it, Cytomat, 37 deg C for 24 h.",
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450",
    ),
    (
        "mn_s12",
        "ELISA blocking step. MO wanted 1200 rpm, SG worried about splashing; agreed on 800 rpm. "
        "Decision: shake the ELISA plate on the BioShake at 800 rpm for 5 minutes, room "
        "temperature.",
        "shake speed_rpm=800 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "mn_s13",
        "ACTION (PS): de-seal the Wednesday PCR plate on the XPeel so Priya can load the gel "
        "by hand this afternoon.",
        "peel @azenta_xpeel",
    ),
    (
        "mn_s14",
        "Decision: top up rows A-B of Lin's 96-well flat plate with 100 ul PBS on the OT-2. "
        "150 ul was discussed but the wells already hold 200 ul.",
        "transfer volume_ul=100 @opentrons_ot2 wells=24",
    ),
    (
        "mn_s15",
        "Item 2 - qPCR. Last week's GAPDH Cq was 18.4 ± 0.3, fine.\n"
        "Agreed: Ana's 384-well plate goes on the CFX384: 95 °C for 3 min, then 40 cycles of "
        "95 °C 15 s / 60 °C 60 s.",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "mn_s16",
        "Colony PCR (RB): 14/16 colonies were positive last week.\n"
        "Decision: run the new plate on the ODTC - initial 98 °C 30 s; 30 cycles of 98 °C 10 s, "
        "55 °C 20 s, 72 °C 45 s; final extension 72 °C 5 min; hold at 4 °C.",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=55 annealing_s=20 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "mn_s17",
        "Harvest. Tom's and Sara's 50 mL culture tubes go in the 5810 R. We discussed "
        "3500 x g but the swing buckets top out around 3200, so: Decision 3000 x g, 15 mins, "
        "4 °C.",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "mn_s18",
        "ACTION (SG): the bead suspension in columns 1-2 of the deep-well plate settled "
        "overnight - mix it on the Fluent, pipetting 150 µl up and down, 10 cycles.",
        "mix volume_ul=150 @tecan_fluent wells=16",
    ),
    (
        "mn_s19",
        "Agreed: a quick 1 min spin at 500 xg on the VSpin for the Monday plate, just to get "
        "droplets off the walls (1000 xg was overkill last time, per JL).",
        "spin rcf_g=500 duration_s=60 @agilent_vspin",
    ),
    (
        "mn_s20",
        "ACTION (MO): have the PF400 move Marco's plate onto the SpectraMax nest; he will set up "
        "and start the read himself.",
        "move_plate @precise_pf400",
    ),
    # =====================================================================
    # two or three steps
    # =====================================================================
    (
        "mn_t01",
        "Action items - Thu:\n"
        "1. Spin Priya's PCR plate, 1000 x g, 1 min.\n"
        "2. Heat seal it, 165 °C, 3 s.\n"
        "Order: seal first, then spin (PS: the open plate splashed last week).",
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "mn_t02",
        "Decision: the Biomek i7 dispenses 20 µL master mix into every well of Kai's 96-well PCR "
        "plate, then the a4S seals it at 160 °C for 2.5 s. The Hamilton was considered but it is "
        "booked all week.",
        "transfer volume_ul=20 @biomek_i7_hybrid > seal temperature_c=160 duration_s=2.5 "
        "@azenta_a4s",
    ),
    (
        "mn_t03",
        "ACTION (TK): OD600 on Tom's growth plate. It's sealed, so take the seal off on the "
        "XPeel before it goes to the reader.",
        "peel @azenta_xpeel > read_absorbance wavelength_nm=600",
    ),
    (
        "mn_t04",
        "RNA clean-up, minutes 12/4. SG: last week's yields were 35-60 ng/µL.\n"
        "Agreed: spin the 2 mL tubes (about 1 mL lysate each) 1 min at 12,000 × g in the "
        "microcentrifuge, then the STAR moves 50 µL of supernatant into a fresh 96-well PCR "
        "plate.",
        "spin rcf_g=12000 duration_s=60 @eppendorf_5424r > transfer volume_ul=50 @hamilton_star",
    ),
    (
        "mn_t05",
        "Decision: let the Glo plate sit 10 min at room temperature, then read luminescence on "
        "the i3x with 1 s integration. (Last week we read straight away and the CV was 12%.)",
        "incubate duration_s=600 > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "mn_t06",
        "ACTION (AL): get the Monday plate out of the incubator and shake it for 2 min at "
        "1000 rpm on the thermoshaker; Ana adds the substrate by hand after that.",
        "retrieve @cytomat_2c450 > shake speed_rpm=1000 duration_s=120 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    (
        "mn_t07",
        "qPCR set-up (RB). Agreed:\n"
        "- Fluent dispenses 10 uL reaction mix into the 384-well PCR plate\n"
        "- seal, 165 C, 2 s\n"
        "- CFX384: 95 C 2 min, then 40 x (95 C 5 s, 60 C 30 s)",
        "transfer volume_ul=10 @tecan_fluent > seal temperature_c=165 duration_s=2 > run_qpcr "
        "initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "mn_t08",
        "Decision: Sara's compound plate (384-well) is sealed at 170 °C for 1.5 s and parked in "
        "the Cytomat 24 until the screen restarts.",
        "seal temperature_c=170 duration_s=1.5 > store @cytomat_24",
    ),
    (
        "mn_t09",
        "ACTION (JL): on the Opentrons Flex, add 25 µL detection reagent to columns 1-6 of Jo's "
        "96-well plate and then mix by pipetting 30 µL up and down.",
        "transfer volume_ul=25 @opentrons_flex wells=48 > mix volume_ul=30 @opentrons_flex",
    ),
    (
        "mn_t10",
        "Decision (KT): heat-inactivate the DpnI digest in Kai's PCR plate on the ODTC, 80 °C "
        "for 20 min, then a brief 30 s spin at 800 x g on the VSpin.",
        "incubate temperature_c=80 duration_s=1200 @inheco_odtc > spin rcf_g=800 duration_s=30 "
        "@agilent_vspin",
    ),
    (
        "mn_t11",
        "Agreed: the i5 transfers 5 µl of each sample into the assay plate, then holds the plate "
        "at 25 °C on its Peltier for 15 min.",
        "transfer volume_ul=5 @biomek_i5 > incubate temperature_c=25 duration_s=900 @biomek_i5",
    ),
    (
        "mn_t12",
        "ACTION (MO): read Marco's resazurin plate at ex 560 / em 590, having first incubated it "
        "2 h at 37 °C in the Cytomat. Last week's no-cell control was ~1500 RFU.",
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > read_fluorescence "
        "excitation_nm=560 emission_nm=590",
    ),
    (
        "mn_t13",
        "Decision: extract on the KF Flex with the 'DNA_Blood_200' program (100 µL elution). "
        "Then the STAR moves 20 µL of each eluate into a 96-well PCR plate, and the LabChip GX "
        "runs 48 samples with the DNA 5K assay.",
        "run_program @kingfisher_flex > transfer volume_ul=20 @hamilton_star > run_assay "
        "sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "mn_t14",
        "Clearing lysates: Tom's deep-well plate (1 mL lysate per well) is spun in the 5810 R at "
        "2500 x g for 20 min - we discussed 3000 but the 5810 plate buckets are rated to 2900. "
        "Then the Biomek i7 takes 150 µL of cleared lysate into a 96-well flat plate.",
        "spin rcf_g=2500 duration_s=1200 @eppendorf_5810r > transfer volume_ul=150 "
        "@biomek_i7_hybrid",
    ),
    (
        "mn_t15",
        "ACTION (SG): spin the PCR strips down in the microcentrifuge, 30 sec at 2000 g, and "
        "then the OT-2 pools 5 µL from each strip tube into one 1.5 mL tube.",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r > transfer volume_ul=5 @opentrons_ot2",
    ),
    (
        "mn_t16",
        "Agreed for JL's 384-well NADH plate: pull it from the hotel, peel it, read fluorescence "
        "340/460.",
        "retrieve @cytomat_24 > peel > read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    (
        "mn_t17",
        "Decision: shake Sara's culture plate at 37 °C, 600 rpm, 45 min on the BioShake, then "
        "straight into the CO2 incubator overnight.",
        "shake speed_rpm=600 duration_s=2700 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "incubate @cytomat_2c450",
    ),
    (
        "mn_t18",
        "Agreed: the 384-well ELISA plate gets 1 min at 1000 × g on the HiG 4 to clear bubbles, "
        "then absorbance at 450 nm. Last week's blank was 0.08 OD, acceptable.",
        "spin rcf_g=1000 duration_s=60 @bionex_hig4 > read_absorbance wavelength_nm=450",
    ),
    (
        "mn_t19",
        "Agreed for Kai's 384-well FRET plate: read ex 430 / em 535. Before the read, spin it "
        "2 min at 1200 x g; and before the spin, the i5 adds 10 uL substrate.",
        "transfer volume_ul=10 @biomek_i5 > spin rcf_g=1200 duration_s=120 > read_fluorescence "
        "excitation_nm=430 emission_nm=535",
    ),
    # =====================================================================
    # four or more steps
    # =====================================================================
    (
        "mn_f01",
        "Action items from Tuesday's assay meeting:\n"
        "- Tom's plate: add 50 µL TMB (Biomek i5), incubate 15 min at RT, add 50 µL stop "
        "solution, read at 450 nm.\n"
        "- Agreed: all of it on the workcell, no manual steps.\n"
        "- Last week Tom's top standard read 2.9 OD (saturated), so SG diluted the standards 1:2.",
        "transfer volume_ul=50 @biomek_i5 > incubate duration_s=900 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "mn_f02",
        "Decision list, library amplification (KT), 50 µL reactions:\n"
        "- seal at 165 °C / 2 s\n"
        "- spin 1 min at 1000 x g\n"
        "- PCR on the ODTC: 98 °C 45 s, then 12 cycles of 98 °C 15 s / 60 °C 30 s / 72 °C 30 s, "
        "72 °C 1 min final, hold at 4 °C\n"
        "- transfer 45 µL of each reaction into a deep-well plate on the Hamilton STAR\n"
        "Order as listed, except the spin goes before the seal (KT: spin first so nothing is on "
        "the rim).",
        "spin rcf_g=1000 duration_s=60 > seal temperature_c=165 duration_s=2 > run_pcr "
        "initial_denaturation_c=98 initial_denaturation_s=45 cycles=12 denaturation_c=98 "
        "denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=60 hold_c=4 @inheco_odtc > transfer "
        "volume_ul=45 @hamilton_star",
    ),
    (
        "mn_f03",
        "ACTION (AL): the Monday plate (HepG2, 72 h compound exposure, 100 µL medium per well) - "
        "retrieve it from the CO2 incubator, add 25 µL CellTiter-Glo per well on the Tecan "
        "Fluent, shake 2 min at 500 rpm, wait 10 min, read luminescence with 1 s integration. "
        "Ana noted last week's DMSO wells were at 4.2e5 RLU.",
        "retrieve @cytomat_2c450 > transfer volume_ul=25 @tecan_fluent > shake speed_rpm=500 "
        "duration_s=120 > incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "mn_f04",
        "Agreed for Friday:\n"
        "- Tom's plate (96-well PCR): seal 170 °C 2 s, then spin 1500 x g 2 min.\n"
        "- Priya's plate (96-well UV-transparent): absorbance at 280 nm.\n"
        "- Tom's plate first, then Priya's.",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1500 duration_s=120 > read_absorbance "
        "wavelength_nm=280",
    ),
    (
        "mn_f05",
        "Decision (RB, KT): RNA extraction on the KingFisher with program 'MagMAX_mirVana'; then "
        "the i7 adds 4 µL eluate to each well of the 384-well PCR plate (already holding 6 µL "
        "mix), seal at 165 °C for 2 s, spin 1 min at 1000 x g, and run it on the CFX384: 95 °C "
        "10 min; 45 cycles of 95 °C 15 s, 60 °C 1 min.",
        "run_program @kingfisher_flex > transfer volume_ul=4 @biomek_i7_hybrid > seal "
        "temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=60 > run_qpcr "
        "initial_denaturation_c=95 initial_denaturation_s=600 cycles=45 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "mn_f06",
        "Steps for SG's bead normalisation plate (96-well PCR, 20 µL amplicon per well):\n"
        "(a) shake 5 min at 1800 rpm\n"
        "(b) add 30 µL beads on the OT-2\n"
        "(c) spin 30 s at 300 x g\n"
        "(d) seal at 160 °C, 3 s\n"
        "Agreed order: b, a, d, c.",
        "transfer volume_ul=30 @opentrons_ot2 > shake speed_rpm=1800 duration_s=300 > seal "
        "temperature_c=160 duration_s=3 > spin rcf_g=300 duration_s=30",
    ),
    (
        "mn_f07",
        "Protein quant (MO). We went back and forth on 37 °C vs 60 °C for the BCA; agreed 37 °C "
        "for 30 min.\n"
        "Decision: the STAR adds 200 µL working reagent to the 25 µL samples in columns 1-3, "
        "then incubate at 37 °C for 30 min, then read at 562 nm.",
        "transfer volume_ul=200 @hamilton_star wells=24 > incubate temperature_c=37 "
        "duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "mn_f08",
        "ACTION (JL): the Friday plate - out of the plate fridge, XPeel the seal, the Fluent "
        "stamps 2 µL of each compound into the 384-well assay plate, reseal the source plate at "
        "175 °C for 1.5 s and put it back in the fridge.",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=2 @tecan_fluent > "
        "seal temperature_c=175 duration_s=1.5 > store @cytomat_2c425",
    ),
    (
        "mn_f09",
        "Transfection (PS, TK). Last time 0.5 µg/well gave 60% GFP+.\n"
        "Decision: the Opentrons OT2 adds 50 µL Opti-MEM/lipid mix to the DNA plate (96-well "
        "PCR, 50 µL DNA per well), mixes 40 µL x5, 20 min at room temp, then transfers 10 µL of "
        "complex onto the cells in Priya's 96-well plate, which then goes into the Cytomat 2C450 "
        "at 37 °C for 48 h.",
        "transfer volume_ul=50 @opentrons_ot2 > mix volume_ul=40 > incubate duration_s=1200 > "
        "transfer volume_ul=10 > incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "mn_f10",
        "ACTION (KT): run Kai's 25 µL reactions on the ODTC (initial 95 °C 2 min; 35 cycles "
        "95 °C 20 s, 58 °C 20 s, 72 °C 1 min; hold 10 °C), then peel, spin 1 min at 500 × g, "
        "and run all 96 on the LabChip, DNA 1K.",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=35 denaturation_c=95 "
        "denaturation_s=20 annealing_c=58 annealing_s=20 extension_c=72 extension_s=60 "
        "hold_c=10 @inheco_odtc > peel > spin rcf_g=500 duration_s=60 > run_assay "
        "sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "mn_f11",
        "Agreed (MO, SG):\n"
        "- the Monday plate goes back into the hotel\n"
        "- the Wednesday plate (cells in 200 µL medium): retrieve from the incubator, spin "
        "5 min at 300 x g on the VSpin, Hamilton transfers 100 µL supernatant into a new 96-well "
        "flat plate, read absorbance at 490 nm (LDH)\n"
        "Do the Wednesday plate first, then put the Monday plate away.",
        "retrieve @cytomat_2c450 > spin rcf_g=300 duration_s=300 @agilent_vspin > transfer "
        "volume_ul=100 @hamilton_star > read_absorbance wavelength_nm=490 > store @cytomat_24",
    ),
    (
        "mn_f12",
        "Expression test, 24 deep-well (RB). Decision: the Biomek i7 dispenses 1 mL TB per well, "
        "then shake on the BioShake at 30 °C, 1000 rpm, overnight. Next morning the i7 moves "
        "100 µL of culture into a flat 96-well plate for an OD600 read. Harvest spin comes last: "
        "deep-well plate in the 5810R, 2000 x g, 10 min, 4 °C.",
        "transfer volume_ul=1000 @biomek_i7_hybrid > shake speed_rpm=1000 temperature_c=30 "
        "@qinstruments_bioshake_3000t_elm > transfer volume_ul=100 @biomek_i7_hybrid > "
        "read_absorbance wavelength_nm=600 > spin rcf_g=2000 duration_s=600 temperature_c=4 "
        "@eppendorf_5810r",
    ),
    (
        "mn_f13",
        "Tom's plate and the Monday plate both go through the reader today. Items: reseal at "
        "165 °C, 2 s; store in the hotel; peel; absorbance at 405 nm.\n"
        "Order: peel first, then read, then reseal, then back to the hotel.",
        "peel > read_absorbance wavelength_nm=405 > seal temperature_c=165 duration_s=2 > store "
        "@cytomat_24",
    ),
    (
        "mn_f14",
        "Decision (RB): the Hamilton STAR dispenses 8 µL SYBR mix into columns 1-12 of the "
        "384-well PCR plate, then 2 µL template into the same wells; seal 2 s at 165 °C; "
        "CFX384: 95 °C 3 min, 40 cycles 95 °C 10 s / 60 °C 30 s. A melt curve was discussed "
        "and dropped.",
        "transfer volume_ul=8 @hamilton_star wells=192 > transfer volume_ul=2 > seal "
        "temperature_c=165 duration_s=2 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=40 denaturation_c=95 denaturation_s=10 annealing_c=60 "
        "annealing_s=30 @biorad_cfx384",
    ),
    (
        "mn_f15",
        "ACTION (SG): once Sara's 96-well plate comes out of the cold store, let it sit 30 min "
        "at room temperature; then the OT-Flex adds 40 µL lysis buffer to rows A-D, shake 10 "
        "min at 1400 rpm, and spin 2 min at 2000 x g.",
        "retrieve @cytomat_2c425 > incubate duration_s=1800 > transfer volume_ul=40 "
        "@opentrons_flex wells=48 > shake speed_rpm=1400 duration_s=600 > spin rcf_g=2000 "
        "duration_s=120",
    ),
    (
        "mn_f16",
        "Decision: the PF400 moves the Tuesday plate to the Fluent; the Fluent adds 20 µL "
        "PrestoBlue; the plate goes back into the Cytomat 2C450 for 1 h at 37 °C; then read "
        "fluorescence 535/615 on the SpectraMax. (An absorbance readout was discussed and "
        "rejected.)",
        "move_plate @precise_pf400 > transfer volume_ul=20 @tecan_fluent > incubate "
        "temperature_c=37 duration_s=3600 @cytomat_2c450 > read_fluorescence excitation_nm=535 "
        "emission_nm=615 @spectramax_i3x",
    ),
    (
        "mn_f17",
        "ACTION (AL): Protein Express run on the LabChip for Ana's 32 antibody samples. First "
        "the i5 transfers 2 µL of each sample into a 96-well PCR plate holding 7 µL denaturing "
        "buffer, seal at 165 °C 3 s, heat on the ODTC at 95 °C for 5 min, spin 1 min at "
        "1000 x g, then the LabChip run.",
        "transfer volume_ul=2 @biomek_i5 > seal temperature_c=165 duration_s=3 > incubate "
        "temperature_c=95 duration_s=300 @inheco_odtc > spin rcf_g=1000 duration_s=60 > "
        "run_assay sample_count=32 @labchip_gx_touch_ht",
    ),
    (
        "mn_f18",
        "Agreed - Jo's DNA normalisation: the Fluent adds 15 µL water to columns 7-12 of the "
        "96-well PCR plate and mixes with 20 µL, then seal (175 °C, 2 s) and store at 4 °C in "
        "the refrigerated store. We debated the -20 freezer, but it is not on the workcell.",
        "transfer volume_ul=15 @tecan_fluent wells=48 > mix volume_ul=20 > seal "
        "temperature_c=175 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    # =====================================================================
    # halted: physically impossible on every suitable instrument
    # =====================================================================
    (
        "mn_h01",
        "Decision: Tom's 96-well PCR plate is spun at 7000 x g for 5 min to pellet the debris "
        "(TK wanted 8000; settled on 7000).",
        "halted",
    ),
    (
        "mn_h02",
        "ACTION (PS): last week's 300 µL per well wasn't enough medium, so the STAR adds 400 µL "
        "of medium to each well of the 96-well flat plate.",
        "halted",
    ),
    (
        "mn_h03",
        "Agreed: seal the Monday plate at 220 °C for 2 s - PS says the new foil needs more heat "
        "than the 170 °C we used in January.",
        "halted",
    ),
    (
        "mn_h04",
        "Decision: shake Priya's 384-well plate at 3500 rpm for 1 min to break the bubbles; "
        "2500 rpm didn't do it last time.",
        "halted",
    ),
    (
        "mn_h05",
        "ACTION (SG): the 1.5 mL tubes go in the 5424 R at 25,000 x g, 20 min, 4 °C. Pellet was "
        "loose at 16k last week.",
        "halted",
    ),
    (
        "mn_h06",
        "qPCR volume: we discussed 20 µL but agreed on 35 µL reactions for a stronger signal. "
        "Decision: the i7 adds 35 µL master mix per well to the 384-well PCR plate, seal, and run "
        "it on the CFX384, 40 cycles of 95 °C 15 s / 60 °C 1 min.",
        "halted",
    ),
    (
        "mn_h07",
        "ACTION (MO): NIR absorbance of the nanotube plate at 1150 nm on the SpectraMax. Last "
        "batch peaked around 0.6 OD.",
        "halted",
    ),
    (
        "mn_h08",
        "PEG precipitation. We discussed 10,000 x g; SG wants more. Decision: the 50 mL "
        "conicals go at 15,000 x g for 30 min at 4 °C.",
        "halted",
    ),
    (
        "mn_h09",
        "Decision (RB): the i7 dispenses 12 mL of culture medium into each well of the 24 "
        "deep-well plate for the scale-up.",
        "halted",
    ),
    # =====================================================================
    # ask: a value or capability the engineer cannot know
    # =====================================================================
    (
        "mn_a01",
        "Minutes 14 Mar (PS, TK, JL).\n"
        "- Monday plate: spin at 3000 rpm for 5 min before it goes to the reader; that is what "
        "the old protocol says.\n"
        "- Agreed: read at 450 nm afterwards.",
        "ask",
    ),
    (
        "mn_a02",
        "We discussed spinning Tom's plate at 1000 vs 2000 x g before the read - no decision, "
        "TK to check with the core facility.\n"
        "ACTION (robot team): spin Tom's plate, then read it at 450 nm.",
        "ask",
    ),
    (
        "mn_a03",
        "ACTION (MO): read the luciferase plate on the PHERAstar FSX, 1 s integration - the "
        "last read gave a 20% CV.",
        "ask",
    ),
    (
        "mn_a04",
        "Decision: vortex the 2 mL tubes for 30 s, then the STAR transfers 100 µL from each "
        "into the assay plate.",
        "ask",
    ),
    (
        "mn_a05",
        "Agreed: spin Tom's PCR strips in the Heraeus Pico 17 at 2000 x g for 30 s before "
        "they go on the deck.",
        "ask",
    ),
    (
        "mn_a06",
        "Decision: shake the plate on the BioShake at setting 7 for 3 min, like we did on the "
        "old Heidolph.",
        "ask",
    ),
    (
        "mn_a07",
        "ACTION (SG): sonicate the lysate plate 3 x 10 s on ice, then spin it 10 min at "
        "2000 x g.",
        "ask",
    ),
    (
        "mn_a08",
        "Decision: spin Tom's plate with the same settings as last Thursday, then read "
        "absorbance at 600 nm.",
        "ask",
    ),
    (
        "mn_a09",
        "ACTION (JL): image the Monday plate on the Cytation 5 after the 24 h incubation; "
        "brightfield plus GFP.",
        "ask",
    ),
]
