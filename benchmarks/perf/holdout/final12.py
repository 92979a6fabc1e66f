"""Hold-out batch final12: a mixed hidden-evaluation set of 70 lab-automation requests.

Each request is written as if by a different person typing into a lab-automation planner:
short imperatives ("spin plate 1000xg 1 min"), two-to-five-step workflows in one or several
sentences, numbered lists, requests that explain why ("the enzyme mix is heat-labile, so ..."),
requests that name the last step first ("I need an A562 reading ... Before that, ..."), and
corrections ("250 °C -- sorry, typo, 150 °C"; "the OT-2 -- no wait, the Flex").

Traps used on purpose:
- unit spellings: µL / μl / uL / ul / microlitres / mL; °C / C / deg / deg C / ºC / degrees;
  xg / x g / × g / ×g / g / rcf / RCF; s / sec / min / mins / minutes / h / hr / hrs / hour / ms;
  numbers as words ("thirty-five cycles", "two thousand g"); thousands separators
  ("1,200", "16,000", "1 000").
- context numbers that are not settings: plate barcodes (PLT-20931, BC-7781, 000451239),
  lot numbers, a purchase order, dates, sample ids (S-1001 to S-1096), passage number,
  concentrations (10 mM, 5 ng/µL, 0.5 mg/mL, 2x), a room number, "plate 3 of 8".
- well selections: columns, rows, block ranges (A1-H3, A1-D12) and 384-well columns; a
  selection that is the whole plate ("cols 1-12 of the 96-well plate") gets no wells key.
- instruments by full name, vendor ("the Bio-Rad", "INHECO", "QInstruments", "BioNex"),
  alias ("a4S", "XPeel", "KF", "i7", "STAR") or description ("bead-processing robot",
  "capillary electrophoresis instrument", "robot arm", "plate hotel", "cold store");
  a KingFisher program whose name contains "Flex"; "move 2.5 μl" is a transfer, not move_plate.
- halted: sealer above 200 °C, CO2 above 20 %, tube spin above 21,130 x g, absorbance at
  1200 nm, PCR denaturation at 105 °C, luminescence integration above 60 s, 6 mL per well,
  storage at -20 °C, fluorescence beyond 830/850 nm, shaking at 4 °C, shaking at 3,500 rpm.
- ask: vortex, sonicate, centrifuge speed only in rpm, "speed 5", OD without a wavelength,
  Echo nL transfer, PCR without an annealing temperature, transfer with no volume,
  "405 or 410 nm", a flow cytometer the lab does not have, "2 drops".
"""

NAME = "final12"

CASES: list[tuple[str, str, str]] = [
    ("final12-01", "spin plate 1000xg 1 min",
     "spin rcf_g=1000 duration_s=60"),
    ("final12-02", "Spin PLT-20931 down (500 x g, 2 min), seal it on the a4S at 165C for 3 sec, then into the plate fridge at 4 deg.",
     "spin rcf_g=500 duration_s=120 > seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4 @cytomat_2c425"),
    ("final12-03", "vortex the tubes 10 sec then spin them down in the microcentrifuge, 2000 x g for 30 s",
     "ask"),
    ("final12-04", "On the Hamilton STAR: transfer 25 µL from columns 1-6 of the source plate into the assay plate, then mix columns 1-6 of the assay plate 5 times with 20 µL.",
     "transfer volume_ul=25 wells=48 @hamilton_star > mix volume_ul=20 cycles=5 wells=48 @hamilton_star"),
    ("final12-05", "Add 50 µL lysis buffer to each well, seal at 210 °C for 2 s (the thick foil needs it) and put it in the cold store at 4 °C.",
     "halted"),
    ("final12-06", "Tecan: 200 µl PBS into every well of the 96 plate. PBS is lot 22A0931.",
     "transfer volume_ul=200 @tecan_fluent"),
    ("final12-07", "Run the MagMAX_Viral program on the KingFisher for samples S-1001 to S-1096",
     "run_program program=MagMAX_Viral @kingfisher_flex"),
    ("final12-08", "LabChip GX: DNA High Sensitivity assay, 24 samples (libraries from the 2 May prep)",
     "run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht"),
    ("final12-09", "Read A450 on the SpectraMax (the one in room 3.07).",
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("final12-10", "Centrifuge the deep-well block at 4000 rpm for 10 min",
     "ask"),
    # Two-step qPCR: the combined anneal/extend at 60 °C is the annealing step; no extension keys.
    ("final12-11", "Run the qPCR on the CFX384: 95°C 3 min, then 40 cycles of 95°C 10 s / 60°C 30 s.",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("final12-12", "ODTC program please: initial denat 95 °C for two minutes; thirty-five cycles of 95 °C 20 s, 58 °C 20 s, 72 °C 45 s; final extension 72 °C five min; hold at 4 °C.",
     "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=20 annealing_c=58 annealing_s=20 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("final12-13", "HeLa plate, passage 14, goes in the CO2 incubator: 37 degrees, 5% CO2, 48 hrs.",
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),
    ("final12-14", "Incubate the organoid plate at 37 °C, 25% CO2, for 24 h.",
     "halted"),
    # No integration time is stated, so read_luminescence carries no key.
    ("final12-15", "grab plate BC-7781 out of the plate hotel, add 50 uL Glo reagent and read luminescence",
     "retrieve @cytomat_24 > transfer volume_ul=50 > read_luminescence"),
    ("final12-16", "shake on the thermoshaker 1,200 rpm for 5 min at 37 ºC",
     "shake speed_rpm=1200 duration_s=300 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("final12-17", "Put it on the shaker at speed 5 for two minutes",
     "ask"),
    ("final12-18", "BioNex spin – 3,000 ×g, 10 min.",
     "spin rcf_g=3000 duration_s=600 @bionex_hig4"),
    ("final12-19", "Quick spin on the VSpin: 500 rcf, 30 sec",
     "spin rcf_g=500 duration_s=30 @agilent_vspin"),
    ("final12-20", "Spin down the 1.5 mL tubes in the 5424R at 16,000 x g for 10 min at 4 °C",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    # 25,000 x g is above every centrifuge (5424 R tops out at 21,130 x g).
    ("final12-21", "Spin the 2 mL tubes at 25,000 x g for 5 min at 4 °C, then take 500 µL of supernatant into fresh tubes and store them at 4 °C.",
     "halted"),
    ("final12-22", "OT-2: add 10 µL of 2x master mix (lot 22K114) to wells A1-H3",
     "transfer volume_ul=10 wells=24 @opentrons_ot2"),
    ("final12-23", "On the Opentrons Flex, transfer 150 uL from the reservoir into rows A through D of the 96-well plate",
     "transfer volume_ul=150 wells=48 @opentrons_flex"),
    ("final12-24", "On the i7 Hybrid: add 30 µL beads to each well, shake on the deck shaker 1 min at 1000 rpm, then 5 min on the magnet.",
     "transfer volume_ul=30 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=60 @biomek_i7_hybrid > magnetic_separation duration_s=300 @biomek_i7_hybrid"),
    ("final12-25", "Biomek i5: park the bead plate on the magnet for 3 min, then pull off 150 µL of supernatant to waste.",
     "magnetic_separation duration_s=180 @biomek_i5 > transfer volume_ul=150 @biomek_i5"),
    # "OD" with no wavelength: 600 nm is likely for cultures but the text does not say it.
    ("final12-26", "Read the OD of the overnight cultures on the SpectraMax",
     "ask"),
    # "incubate ... at RT" is an incubate with a duration and no temperature key.
    ("final12-27", "Wash is done. Add 100 µL TMB to all wells, incubate 15 min at RT, then read at 650 nm.",
     "transfer volume_ul=100 > incubate duration_s=900 > read_absorbance wavelength_nm=650"),
    ("final12-28", "Read fluorescence ex 485 / em 535, but first peel it and then spin at 200 g for 1 min.",
     "peel > spin rcf_g=200 duration_s=60 > read_fluorescence excitation_nm=485 emission_nm=535"),
    ("final12-29", "Seal at 250 °C for 2 s — sorry, typo, 150 °C",
     "seal temperature_c=150 duration_s=2"),
    # Columns 1-12 of a 96-well plate is the whole plate, so the transfer has no wells key.
    ("final12-30", "1. peel the plate\n2. add 5 µL stop solution to cols 1-12 of the 96-well plate\n3. shake 30 s at 800 rpm\n4. read abs at 405 nm",
     "peel > transfer volume_ul=5 > shake speed_rpm=800 duration_s=30 > read_absorbance wavelength_nm=405"),
    ("final12-31", "Read absorbance at 1200 nm on the i3x for the NIR dye, then put the plate back in the hotel.",
     "halted"),
    ("final12-32", "The enzyme mix is heat-labile, so keep the reagent plate cold: store it at 4 °C in the cold store until the run.",
     "store temperature_c=4 @cytomat_2c425"),
    ("final12-33", "Pull plate RX-2207 from the 2C425, peel it, and have the Fluent stamp 5 µL into the 384 assay plate.",
     "retrieve @cytomat_2c425 > peel > transfer volume_ul=5 @tecan_fluent"),
    ("final12-34", "Use the Echo to shoot 25 nL of each compound (10 mM DMSO stocks) into the 1536 plate.",
     "ask"),
    # "incubate ten minutes at room temp" -> incubate with a duration only.
    ("final12-35", "CellTiter-Glo: add 25 µL reagent, shake 2 min at 500 rpm, incubate ten minutes at room temp, then read luminescence.",
     "transfer volume_ul=25 > shake speed_rpm=500 duration_s=120 > incubate duration_s=600 > read_luminescence"),
    # Two separate Hamilton transfers (master mix, then template); "heat-seal" is a verb, so the
    # sealer is not named; "40 ×" is a cycle count, not a force; "Bio-Rad" names the CFX384.
    ("final12-36", "qPCR set-up for QP-0419: on the Hamilton add 8 µL master mix and then 2 µL template to each well of the 384-well PCR plate, heat-seal at 165 °C for 3 s, spin 1000 x g for 1 min, and run it on the Bio-Rad: 95 °C 2 min, 40 × (95 °C 15 s, 60 °C 1 min).",
     "transfer volume_ul=8 @hamilton_star > transfer volume_ul=2 @hamilton_star > seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),
    ("final12-37", "Use the bead-processing robot to run program DNA_Cleanup_v3.",
     "run_program program=DNA_Cleanup_v3 @kingfisher_flex"),
    ("final12-38", "RIN check on the capillary electrophoresis instrument: RNA assay, 11 samples.",
     "run_assay assay=rna sample_count=11 @labchip_gx_touch_ht"),
    # 105 °C denaturation is above the ODTC (99 °C) and the CFX384 (100 °C).
    ("final12-39", "OT-2 adds 20 µL of PCR mix to each well, seal 170 °C 2 s, then cycle on the ODTC: 105 °C 3 min, 30 cycles of 105 °C 15 s / 60 °C 30 s / 72 °C 1 min.",
     "halted"),
    ("final12-40", "Spin at two thousand g for fifteen minutes at 4 C in the Eppendorf 5810.",
     "spin rcf_g=2000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("final12-41", "trasnfer 45ul to colums 7-12 on teh STAR",
     "transfer volume_ul=45 wells=48 @hamilton_star"),
    # No annealing temperature (nor denaturation time) is given.
    ("final12-42", "Set up the ODTC run: 30 cycles, denature at 95, extend at 72 for 1 min, then 72 for 5 min final. Add 20 µL mix with the Flex first and seal at 165 °C 3 s.",
     "ask"),
    # "the incubator" is a registry alias of the Cytomat 2C450 CO2 incubator.
    ("final12-43", "Centrifuge the plate at 1 000 × g for 2 minutes, incubate it at 37 °C for 1 hour in the incubator, then read the absorbance at 600 nm.",
     "spin rcf_g=1000 duration_s=120 > incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > read_absorbance wavelength_nm=600"),
    ("final12-44", "DpnI digest for the 14 Mar mutagenesis on the INHECO: 37 °C for 1 hr, then heat-kill at 80 ºC for 20 min; afterwards check 12 samples on the LabChip, DNA 5K assay.",
     "incubate temperature_c=37 duration_s=3600 @inheco_odtc > incubate temperature_c=80 duration_s=1200 @inheco_odtc > run_assay assay=dna_5k sample_count=12 @labchip_gx_touch_ht"),
    ("final12-45", "After shaking 10 min at 1500 rpm on the BioShake, park the plate in the Cytomat 24.",
     "shake speed_rpm=1500 duration_s=600 @qinstruments_bioshake_3000t_elm > store @cytomat_24"),
    ("final12-46", "Read luminescence with a 2 min integration per well, signal is really weak",
     "halted"),
    ("final12-47", "Bradford, samples ~0.5 mg/mL: add 250 µL reagent, incubate 5 mins RT, read 595 nm.",
     "transfer volume_ul=250 > incubate duration_s=300 > read_absorbance wavelength_nm=595"),
    ("final12-48", "Hamilton: add the diluent to columns 1-4 of plate DL-118",
     "ask"),
    ("final12-49", "Flex: mix the beads, 50 µl x 10 cycles, only column 1",
     "mix volume_ul=50 cycles=10 wells=8 @opentrons_flex"),
    ("final12-50", "Have the robot arm put the plate on the a4S, seal at 170 deg C for 1.5 s, and then store it in the plate fridge at 8 °C.",
     "move_plate @precise_pf400 > seal temperature_c=170 duration_s=1.5 @azenta_a4s > store temperature_c=8 @cytomat_2c425"),
    # 6 mL per well fits a 24 deep-well well (10 mL) but exceeds every liquid handler (5000 uL max).
    ("final12-51", "Dispense 6 mL of media into each well of the 24 deep-well block",
     "halted"),
    ("final12-52", "Take the growth plate out of the Cytomat 2C450, shake it 30 s at 600 rpm, and read OD600.",
     "retrieve @cytomat_2c450 > shake speed_rpm=600 duration_s=30 > read_absorbance wavelength_nm=600"),
    ("final12-53", "PCR: 98C 30s; 25 cycles 98C 10s / 65C 20s / 72C 30s; 72C 2min",
     "run_pcr cycles=25 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120"),
    ("final12-54", "Normalise gDNA to 5 ng/µL on the Tecan Fluent: 40 microlitres of water into A1-D12, then 10 µL of sample into A1-D12.",
     "transfer volume_ul=40 wells=48 @tecan_fluent > transfer volume_ul=10 wells=48 @tecan_fluent"),
    ("final12-55", "Add 50 µL pNPP substrate, incubate 30 min at 37 °C, then read absorbance at 405 or 410 nm, not sure which.",
     "ask"),
    ("final12-56", "Spin the PCR plate (1000 RCF, 1 min), then run 96 samples on the LabChip with DNA 1K.",
     "spin rcf_g=1000 duration_s=60 > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht"),
    # "Flex" inside the KingFisher program name is not the Opentrons Flex; "KF" names the KingFisher.
    ("final12-57", "Take the foil off with the de-sealer, then start KF program MVP_2Wash_200_Flex.",
     "peel @azenta_xpeel > run_program program=MVP_2Wash_200_Flex @kingfisher_flex"),
    ("final12-58", "Store the plate at -20 °C in the cold store overnight.",
     "halted"),
    ("final12-59", "QInstruments shaker: 2000 rpm — make that 1800 — for 45 s, no heating.",
     "shake speed_rpm=1800 duration_s=45 @qinstruments_bioshake_3000t_elm"),
    # "move 2.5 μl" is a liquid transfer, not move_plate; columns 1-2 of a 384-well plate = 32 wells.
    ("final12-60", "On the Biomek i7, move 2.5 μl from columns 1–2 of the 384-well source into the destination plate.",
     "transfer volume_ul=2.5 wells=32 @biomek_i7_hybrid"),
    ("final12-61", "Stain with 100 µL antibody mix, incubate 30 min at 4 °C, then run the plate on the Attune flow cytometer.",
     "ask"),
    ("final12-62", "Plate 3 of 8, barcode 000451239, PO 88213 — on the OT-2 transfer 75 µL from the deep-well into the flat plate, then read at 340 nm.",
     "transfer volume_ul=75 @opentrons_ot2 > read_absorbance wavelength_nm=340"),
    ("final12-63", "Read fluorescence ex 900 / em 950 on the SpectraMax.",
     "halted"),
    ("final12-64", "Lysis: 65 °C, 1400 rpm, 20 min on the thermoshaker; spin on the Agilent centrifuge at 800 g for 2 min; then the Flex moves 200 µL of cleared lysate to the KingFisher plate.",
     "shake speed_rpm=1400 duration_s=1200 temperature_c=65 @qinstruments_bioshake_3000t_elm > spin rcf_g=800 duration_s=120 @agilent_vspin > transfer volume_ul=200 @opentrons_flex"),
    ("final12-65", "Add 2 drops of NucBlue per well and incubate 20 min at RT.",
     "ask"),
    # The BioShake only heats (25-99 °C) and no other shaker cools, so 4 °C cannot be held.
    ("final12-66", "Shake the plate at 4 °C, 600 rpm for 30 min on the BioShake to keep the proteins cold",
     "halted"),
    ("final12-67", "Sonicate the lysate plate for 5 min, spin at 3000 x g for 10 min, then move 100 µL of supernatant to a fresh plate.",
     "ask"),
    ("final12-68", "Shake at 3,500 rpm for 1 min to resuspend",
     "halted"),
    ("final12-69", "I need an A562 reading for the BCA. Before that, the Fluent adds 200 µL of working reagent and the plate sits 30 min at 37 °C in the CO2 incubator.",
     "transfer volume_ul=200 @tecan_fluent > incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > read_absorbance wavelength_nm=562"),
    ("final12-70", "Use the OT-2 — no wait, the Flex — to add 20 µL detection reagent, then read luminescence on the i3x with 500 ms integration.",
     "transfer volume_ul=20 @opentrons_flex > read_luminescence integration_s=0.5 @spectramax_i3x"),
]
