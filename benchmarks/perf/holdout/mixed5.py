"""Hold-out batch "mixed5": a deliberately mixed set of lab intents.

One case per style, rotating through ten styles in order (case n uses style (n-1) % 10):
 1 plain one-liner            2 numbered list            3 bullet list
 4 a line of shorthand        5 a polite paragraph       6 a question-form request
 7 a request with a correction (the correction wins)
 8 a request with a later step mentioned first (steps must come out in run order)
 9 a request padded with context numbers (lots, orders, passages, concentrations,
   barcodes, rooms, plate counts) that are not settings
10 a request naming instruments only by vendor ("the Hamilton", "the Bio-Rad",
   "the Thermo KingFisher", "the Agilent", "the BioNex", "the INHECO", ...)

Traps: unit spellings (uL/µL/μl/microlitres, C/°C/deg/ºC, g/xg/x g/×g, s/sec/min/'/h/hr),
numbers as words, thousands separators, "21k", British spelling, typos, well subsets
(column 1 = 8, columns 1-6 = 48, rows A-D = 48, A1-A12 = 12), corrections that move a
value into or out of range, a question that is really a request, µM / ng/µL / % values
that must not become volumes or CO2, two-step qPCR (the combined 60 °C step is listed as
annealing), seal steps before PCR/qPCR (the cyclers need a sealed plate) and peel steps
before reads / LabChip, "the Beckman" (i5 or i7) naming no single device.

70 cases: 48 plans, 11 halted, 11 ask.
"""

NAME = "mixed5"

CASES: list[tuple[str, str, str]] = [
    # 01 plain one-liner
    ("mixed5-01",
     "Spin the PCR plate at 1000 x g for 1 min in the VSpin.",
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),
    # 02 numbered list
    ("mixed5-02",
     "1. Retrieve the assay plate from the hotel\n"
     "2. Read fluorescence, ex 485 nm / em 520 nm\n"
     "3. Put it back in the hotel",
     "retrieve @cytomat_24 > read_fluorescence excitation_nm=485 emission_nm=520 > store @cytomat_24"),
    # 03 bullet list; "10 min RT" is a room-temperature incubation (no temperature key)
    ("mixed5-03",
     "- take the plate out of the incubator\n"
     "- 10 µl CellTiter-Glo into each well (OT-2)\n"
     "- shake 2 min at 500 rpm\n"
     "- 10 min RT\n"
     "- luminescence, 0.5 s integration",
     "retrieve @cytomat_2c450 > transfer volume_ul=10 @opentrons_ot2 > shake speed_rpm=500 duration_s=120"
     " > incubate duration_s=600 > read_luminescence integration_s=0.5"),
    # 04 shorthand (5' = 5 minutes, RT = no temperature key)
    ("mixed5-04",
     "cfg 300xg 5' RT; shake 800rpm 1'; abs 600",
     "spin rcf_g=300 duration_s=300 > shake speed_rpm=800 duration_s=60 > read_absorbance wavelength_nm=600"),
    # 05 polite paragraph
    ("mixed5-05",
     "Hi, could you please set the following up for me when you have a moment? I'd like the Hamilton STAR "
     "to add 180 µL of PBS to every well of the black 96-well plate, then shake it on the BioShake at "
     "1,000 rpm for two minutes, and finally read fluorescence at 544 nm excitation and 590 nm emission. "
     "Many thanks!",
     "transfer volume_ul=180 @hamilton_star > shake speed_rpm=1000 duration_s=120 @qinstruments_bioshake_3000t_elm"
     " > read_fluorescence excitation_nm=544 emission_nm=590"),
    # 06 question form
    ("mixed5-06",
     "can the i7 do 30 µL into column 1 of the 96-well plate?",
     "transfer volume_ul=30 wells=8 @biomek_i7_hybrid"),
    # 07 correction
    ("mixed5-07",
     "Transfer 50 µL into every well -- sorry, 45 µL -- with the Hamilton, then read absorbance at 600 nm.",
     "transfer volume_ul=45 @hamilton_star > read_absorbance wavelength_nm=600"),
    # 08 later step mentioned first
    ("mixed5-08",
     "Read the absorbance at 450 nm after spinning the plate at 1000 x g for 1 min, and before the spin "
     "add 50 µL of stop solution to every well.",
     "transfer volume_ul=50 > spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=450"),
    # 09 context numbers (experiment id, plate count, passage, seeding density)
    ("mixed5-09",
     "Experiment EXP-2024-117, plate 2 of 6, HeLa p14 seeded at 10,000 cells/well: incubate 24 h at "
     "37 °C and 5% CO2 in the CO2 incubator.",
     "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),
    # 10 vendor names only
    ("mixed5-10",
     "Put the deep-well plates on the Thermo KingFisher and run RNA_Extract_96, then have the Hamilton "
     "move 50 µL of eluate into columns 1-6 of a 96-well PCR plate.",
     "run_program program=RNA_Extract_96 @kingfisher_flex > transfer volume_ul=50 wells=48 @hamilton_star"),

    # 11 plain one-liner
    ("mixed5-11",
     "seal the plate at 175C for 2.5 sec and then spin it 2 min at 1,500xg",
     "seal temperature_c=175 duration_s=2.5 > spin rcf_g=1500 duration_s=120"),
    # 12 numbered list; two-step qPCR: the 60 °C combined step is taken as annealing
    ("mixed5-12",
     "1. Fluent: add 20 uL master mix to all wells of the 384-well PCR plate\n"
     "2. Seal at 170 °C, 3 s\n"
     "3. Spin 1 min at 1000 g\n"
     "4. qPCR on the CFX384: 95 °C 2 min, then 40 cycles of 95 °C 5 s / 60 °C 30 s",
     "transfer volume_ul=20 @tecan_fluent > seal temperature_c=170 duration_s=3 > spin rcf_g=1000 duration_s=60"
     " > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95"
     " denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    # 13 bullet list; 220 nm is below the SpectraMax's 230 nm absorbance floor (only reader)
    ("mixed5-13",
     "- 50 µL TMB substrate to all wells\n"
     "- 15 min in the dark at RT\n"
     "- 50 µL stop solution\n"
     "- read absorbance at 220 nm (peptide bond)",
     "halted"),
    # 14 shorthand
    ("mixed5-14",
     "xfer 25ul col1 -> col2 of the 96w plate on the OT2; RT 10min; abs 405",
     "transfer volume_ul=25 wells=8 @opentrons_ot2 > incubate duration_s=600 > read_absorbance wavelength_nm=405"),
    # 15 polite paragraph; nL acoustic transfer on an instrument the lab does not have
    ("mixed5-15",
     "Dear all, would it be possible to use the Echo 525 to transfer 25 nL of each compound from the "
     "source plate into the 384-well assay plate? Thank you in advance.",
     "ask"),
    # 16 question form; BioShake tops out at 3000 rpm, the Biomek shakers lower still
    ("mixed5-16",
     "Could the shaker do 3,200 rpm for 1 min?",
     "halted"),
    # 17 correction moves the value out of range
    ("mixed5-17",
     "Shake the plate at 1,500 rpm for 10 min... correction, make that 3,500 rpm.",
     "halted"),
    # 18 later step mentioned first; vendor-named qPCR
    ("mixed5-18",
     "Before the qPCR on the Bio-Rad (95 °C 3 min, then 40 × 95 °C 10 s / 60 °C 30 s), seal the plate at "
     "165 °C for 3 s on the a4S.",
     "seal temperature_c=165 duration_s=3 @azenta_a4s > run_qpcr cycles=40 initial_denaturation_c=95"
     " initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    # 19 context numbers; "3 plates" is a count, not a setting
    ("mixed5-19",
     "Order #45012, catalogue no. 4368814, 3 plates: spin each at 800 x g for 2 min in the VSpin, read "
     "absorbance at 260 nm, then put them back in the hotel.",
     "spin rcf_g=800 duration_s=120 @agilent_vspin > read_absorbance wavelength_nm=260 > store @cytomat_24"),
    # 20 vendor names only ("the Azenta sealer" = a4S, "the Agilent" = VSpin, "the Bio-Rad" = CFX384)
    ("mixed5-20",
     "The Azenta sealer first (170 °C, 2 s), then the Agilent spins the 384 PCR plate 1 min at 1000 x g, "
     "then on the Bio-Rad: 95 °C 30 s, then 40 cycles of 95 °C 5 s and 60 °C 30 s.",
     "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin"
     " > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=30 denaturation_c=95"
     " denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    # 21 plain one-liner; no vortexer in the lab
    ("mixed5-21",
     "Vortex the sample tubes for 10 s before loading them on the deck.",
     "ask"),
    # 22 numbered list; PCR with no cycling temperatures
    ("mixed5-22",
     "1. Transfer 10 µL lysate into a 96-well PCR plate\n"
     "2. Seal\n"
     "3. PCR on the ODTC, 35 cycles\n"
     "4. Hold at 4 °C",
     "ask"),
    # 23 bullet list; "move 200 µL" is a transfer, not move_plate
    ("mixed5-23",
     "- Spin the 1.5 mL tubes 10 min at 16,000 x g, 4 °C in the 5424R\n"
     "- Biomek i7: move 200 µL supernatant into a 96 deep-well plate\n"
     "- KingFisher program DNA_Cleanup_200",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > transfer volume_ul=200 @biomek_i7_hybrid"
     " > run_program program=DNA_Cleanup_200 @kingfisher_flex"),
    # 24 shorthand PCR (98/30s = 98 °C for 30 s)
    ("mixed5-24",
     "a4S 165C 3s, then ODTC: 98/30s, 35x(98/10s, 62/20s, 72/15s), 72/2min, 4 hold",
     "seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr cycles=35 initial_denaturation_c=98"
     " initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20"
     " extension_c=72 extension_s=15 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),
    # 25 polite paragraph; PF400 named for the move
    ("mixed5-25",
     "Good morning! Would you kindly retrieve my BCA plate from the plate hotel, have the PF400 move it "
     "onto the SpectraMax and read absorbance at 562 nm? Thank you so much.",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > read_absorbance wavelength_nm=562 @spectramax_i3x"),
    # 26 question form; 60 °C 1 min combined step taken as annealing
    ("mixed5-26",
     "Is it possible to heat-seal my 384-well plate and then run a qPCR on the CFX384 -- 95 °C 10 min hot "
     "start, then 45 cycles of 95 °C 15 s and 60 °C 1 min?",
     "seal > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95"
     " denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),
    # 27 correction moves the value back into range
    ("mixed5-27",
     "Spin the plate at 6,000 x g for 5 min; scratch that, 2,500 x g is plenty.",
     "spin rcf_g=2500 duration_s=300"),
    # 28 later steps mentioned first (store last, seal before it, transfer before that)
    ("mixed5-28",
     "Put the plate into the 2C425 at 4 °C once you've sealed it (160 °C, 2 s); before sealing, the "
     "Fluent should add 100 µL to all wells.",
     "transfer volume_ul=100 @tecan_fluent > seal temperature_c=160 duration_s=2 > store temperature_c=4 @cytomat_2c425"),
    # 29 context numbers; "50 ng/µL" is a concentration, not a volume
    ("mixed5-29",
     "Room 4.12, barcode PL-000873, 50 ng/µL DNA, 2 plates total: LabChip DNA High Sensitivity assay on "
     "96 samples.",
     "run_assay assay=dna_high_sensitivity sample_count=96 @labchip_gx_touch_ht"),
    # 30 vendor names; "the Beckman" could be the i5 or the i7, so no device on the transfer
    ("mixed5-30",
     "Get the Beckman to add 75 µL to rows A-D of the 96-well plate, then the Agilent spins it 1 min at 500 x g.",
     "transfer volume_ul=75 wells=48 > spin rcf_g=500 duration_s=60 @agilent_vspin"),

    # 31 plain one-liner; luminescence integration max 60 s
    ("mixed5-31",
     "Read luminescence on the SpectraMax with a 2 min integration per well.",
     "halted"),
    # 32 numbered list; 6 mL per well is above every liquid handler's 5000 µL per-well maximum
    ("mixed5-32",
     "1. Peel the 24 deep-well block on the XPeel\n"
     "2. Add 6 mL growth medium to each well with the STAR\n"
     "3. Shake 30 min at 300 rpm",
     "halted"),
    # 33 bullet list; drops are not a volume
    ("mixed5-33",
     "- add 2 drops NucBlue per well\n"
     "- incubate 20 min at 37 °C\n"
     "- read flourescence 360/460",
     "ask"),
    # 34 shorthand; OD with no wavelength
    ("mixed5-34",
     "BioShake 37C 600rpm 30min -> read OD",
     "ask"),
    # 35 polite paragraph; sealer max 200 °C
    ("mixed5-35",
     "Hi there, I'd be grateful if you could heat-seal my deep-well block at 210 °C for 4 seconds, as the "
     "thicker foil seems to need it. Thanks!",
     "halted"),
    # 36 question form; two wavelengths left unsettled
    ("mixed5-36",
     "Could you read the ELISA plate at 405 or 410 nm? Not sure which filter we used last time.",
     "ask"),
    # 37 correction
    ("mixed5-37",
     "Incubate the PCR plate at 37 °C for 30 min on the ODTC -- actually 42 °C, same time.",
     "incubate temperature_c=42 duration_s=1800 @inheco_odtc"),
    # 38 later step first; no sonicator
    ("mixed5-38",
     "Read at 600 nm at the very end, but before that sonicate the plate for 20 s to lyse the cells.",
     "ask"),
    # 39 context numbers; 100 cycles > 99 on both cyclers
    ("mixed5-39",
     "Primer lot 9931, 10 µM primers, 2x master mix, plate 4 of 10: seal it, then PCR on the ODTC -- "
     "95 °C 3 min, 100 cycles of 95 °C 15 s / 60 °C 30 s / 72 °C 30 s, hold 4 °C.",
     "halted"),
    # 40 vendor names only (Tecan, QInstruments, Molecular Devices)
    ("mixed5-40",
     "The Tecan should add 40 µL to all wells, then the QInstruments shaker runs 1,200 rpm for 1 min, then "
     "the Molecular Devices reader does fluorescence 535/587 (ex/em).",
     "transfer volume_ul=40 @tecan_fluent > shake speed_rpm=1200 duration_s=60 @qinstruments_bioshake_3000t_elm"
     " > read_fluorescence excitation_nm=535 emission_nm=587 @spectramax_i3x"),

    # 41 plain one-liner; "overnight (16 h)" states the time
    ("mixed5-41",
     "Incubate the cells at 37 °C, 5% CO2 overnight (16 h) in the Cytomat 2C450.",
     "incubate temperature_c=37 duration_s=57600 co2_percent=5 @cytomat_2c450"),
    # 42 numbered list; the final "Seal" states no values, so the seal step carries no keys
    ("mixed5-42",
     "1. Pull the plate out of the cold store\n"
     "2. Peel it\n"
     "3. i5: 5 µL from every well into a fresh 384-well plate\n"
     "4. Seal",
     "retrieve @cytomat_2c425 > peel > transfer volume_ul=5 @biomek_i5 > seal"),
    # 43 bullet list; magnet step could be the i5 or i7, so no device there
    ("mixed5-43",
     "- i5: 90 uL SPRI beads into cols 1-4 of the 96 PCR plate\n"
     "- mix cols 1-4 ten times at 60 uL\n"
     "- 5 min RT\n"
     "- magnet 5 min",
     "transfer volume_ul=90 wells=32 @biomek_i5 > mix volume_ul=60 cycles=10 wells=32 > incubate duration_s=300"
     " > magnetic_separation duration_s=300"),
    # 44 shorthand; HiG4 max 5000 x g and no plate centrifuge/plate reaches 8000 x g
    ("mixed5-44",
     "HiG4 8000xg 10 min, 96 PCR plate",
     "halted"),
    # 45 polite paragraph; 4,000 x g for 50 mL tubes needs the 5810 R fixed-angle rotor (within 20,133)
    ("mixed5-45",
     "Hello, when convenient could you please spin my 50 mL conical tubes in the Eppendorf 5810 R at "
     "4,000 x g for 15 minutes at 4 °C, then have the Tecan Fluent transfer 1 mL of each cleared lysate into "
     "a 24 deep-well plate and mix it ten times with 500 µL? Thanks ever so much.",
     "spin rcf_g=4000 duration_s=900 temperature_c=4 @eppendorf_5810r > transfer volume_ul=1000 @tecan_fluent"
     " > mix volume_ul=500 cycles=10 @tecan_fluent"),
    # 46 question form
    ("mixed5-46",
     "Could the BioNex spin the deep-well plate at 3,000 x g for 20 min?",
     "spin rcf_g=3000 duration_s=1200 @bionex_hig4"),
    # 47 correction of the cycle count; the bare "Seal" carries no keys
    ("mixed5-47",
     "Seal the plate, then run PCR on the ODTC for 40 cycles, no wait, 25 cycles: initial 95 °C 2 min; "
     "cycles of 95 °C 20 s, 58 °C 20 s, 72 °C 30 s; final 72 °C 3 min; hold at 10 °C.",
     "seal > run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95"
     " denaturation_s=20 annealing_c=58 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72"
     " final_extension_s=180 hold_c=10 @inheco_odtc"),
    # 48 later step first (spin after PCR; seal before PCR)
    ("mixed5-48",
     "Spin the plate at 1,000 x g for 30 s once the PCR on the ODTC is done. The PCR is 95 °C for 5 min, "
     "then 40 cycles of 95 °C 15 s, 60 °C 30 s, 72 °C 30 s, then hold at 4 °C -- and seal it at 170 °C for "
     "2 s before it goes in.",
     "seal temperature_c=170 duration_s=2 > run_pcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=300"
     " denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=30 hold_c=4"
     " @inheco_odtc > spin rcf_g=1000 duration_s=30"),
    # 49 context numbers; "incubate 1 h at RT with shaking at 400 rpm" is one shake step
    ("mixed5-49",
     "Passage 22, 1:10 dilution, 96 wells: add 100 µl of the diluted detection antibody to each well with "
     "the Biomek i5, incubate 1 h at RT with shaking at 400 rpm, then read absorbance at 450 nm.",
     "transfer volume_ul=100 @biomek_i5 > shake speed_rpm=400 duration_s=3600 > read_absorbance wavelength_nm=450"),
    # 50 vendor names only ("Thermo hotel" = Cytomat 24, "Brooks arm" = PF400)
    ("mixed5-50",
     "Retrieve the plate from the Thermo hotel, have the Brooks arm carry it to the Molecular Devices "
     "reader, and read luminescence at 0.5 s per well.",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > read_luminescence integration_s=0.5 @spectramax_i3x"),

    # 51 plain one-liner
    ("mixed5-51",
     "Pipette 150 μl from the reservoir into every well of the flat plate on the Flex, then read absorbnace at 600nm.",
     "transfer volume_ul=150 @opentrons_flex > read_absorbance wavelength_nm=600"),
    # 52 numbered list
    ("mixed5-52",
     "1. Run the KingFisher program MagMAX_Viral_Pathogen\n"
     "2. Transfer 40 µL eluate into columns 1-6 of a 96 PCR plate\n"
     "3. Seal at 165 °C for 3 s",
     "run_program program=MagMAX_Viral_Pathogen @kingfisher_flex > transfer volume_ul=40 wells=48"
     " > seal temperature_c=165 duration_s=3"),
    # 53 bullet list; CO2 max 20 %
    ("mixed5-53",
     "- Cytomat 2C450\n"
     "- 37 °C\n"
     "- 25 % CO2\n"
     "- 72 h",
     "halted"),
    # 54 shorthand; cold store 4C = store temperature 4
    ("mixed5-54",
     "XPeel -> Flex 15uL cols 1-3 (96w) -> a4S 165C/3s -> cold store 4C",
     "peel @azenta_xpeel > transfer volume_ul=15 wells=24 @opentrons_flex > seal temperature_c=165 duration_s=3"
     " @azenta_a4s > store temperature_c=4 @cytomat_2c425"),
    # 55 polite paragraph; the spin is mentioned after the assay but runs first
    ("mixed5-55",
     "Could you kindly run the RNA assay on the LabChip GX Touch for my 24 samples? The plate should be spun "
     "down at 500 x g for 1 minute beforehand. Much appreciated.",
     "spin rcf_g=500 duration_s=60 > run_assay assay=rna sample_count=24 @labchip_gx_touch_ht"),
    # 56 question form; the OT-2 is the subject of both verbs
    ("mixed5-56",
     "Can the OT-2 put 20 µl of primer mix into wells A1 through A12 and then mix those 12 wells 3 times with 15 µL?",
     "transfer volume_ul=20 wells=12 @opentrons_ot2 > mix volume_ul=15 cycles=3 wells=12 @opentrons_ot2"),
    # 57 correction of both wavelengths
    ("mixed5-57",
     "Peel the seal off, read fluorescence at ex 485 / em 528 -- oops, ex 490 / em 525 -- on the i3x, and "
     "reseal at 165 ºC for 2 s.",
     "peel > read_fluorescence excitation_nm=490 emission_nm=525 @spectramax_i3x > seal temperature_c=165 duration_s=2"),
    # 58 later step first; denaturation 102 °C is above both cyclers (ODTC 99, CFX 100)
    ("mixed5-58",
     "Spin at 500 x g for 1 min once the PCR is finished. PCR on the ODTC after sealing: 30 cycles, denature "
     "102 °C 10 s, anneal 55 °C 30 s, extend 72 °C 30 s.",
     "halted"),
    # 59 context numbers; "3 µM" and "0.1%" are not volume or CO2
    ("mixed5-59",
     "Plate ID 2024-03-15-A, 3 µM final compound, 0.1% DMSO: add 5 µL of compound to each well with the "
     "Hamilton, incubtae 30 min at 37 deg, then read fluorescence at 485/535.",
     "transfer volume_ul=5 @hamilton_star > incubate temperature_c=37 duration_s=1800"
     " > read_fluorescence excitation_nm=485 emission_nm=535"),
    # 60 vendor names; sealer min 50 °C
    ("mixed5-60",
     "Have the Azenta sealer seal the plate at 45 °C for 2 s -- the samples are heat-sensitive.",
     "halted"),

    # 61 plain one-liner
    ("mixed5-61",
     "Hold the PCR plate at 95 °C for five minutes on the ODTC.",
     "incubate temperature_c=95 duration_s=300 @inheco_odtc"),
    # 62 numbered list; centrifuge speed only in rpm
    ("mixed5-62",
     "1. Shake 5 min at 1200 rpm\n"
     "2. Spin at 2,000 rpm for 1 min\n"
     "3. Read absorbance at 450 nm",
     "ask"),
    # 63 bullet list; peel before the LabChip sips
    ("mixed5-63",
     "- seal the 96-well PCR plate (a4S, 170 °C, 2 s)\n"
     "- ODTC: 95 °C 3 min; 30 cycles of 95 °C 15 s / 55 °C 15 s / 72 °C 1 min; 72 °C 5 min; hold 4 °C\n"
     "- peel it on the XPeel\n"
     "- LabChip DNA 1K, 96 samples",
     "seal temperature_c=170 duration_s=2 @azenta_a4s > run_pcr cycles=30 initial_denaturation_c=95"
     " initial_denaturation_s=180 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15"
     " extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"
     " > peel @azenta_xpeel > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht"),
    # 64 shorthand; 21k x g is within the 5424 R's 21,130 x g
    ("mixed5-64",
     "5424R 21k xg 15min 4C -> i5 150ul supe to 96 DW",
     "spin rcf_g=21000 duration_s=900 temperature_c=4 @eppendorf_5424r > transfer volume_ul=150 @biomek_i5"),
    # 65 polite paragraph; transfer with no volume
    ("mixed5-65",
     "Would you please load my samples on the Flex and transfer them into column 3 of the assay plate? "
     "I'd really appreciate it.",
     "ask"),
    # 66 question form; the lab has no TapeStation
    ("mixed5-66",
     "Can the TapeStation run my 16 library samples on a D1000 tape?",
     "ask"),
    # 67 correction to an unusable "speed 5"
    ("mixed5-67",
     "Shake at 800 rpm for 10 min on the BioShake -- actually no, just run it at speed 5 like last time.",
     "ask"),
    # 68 later steps mentioned first (store last, read before it, add + shake before the read)
    ("mixed5-68",
     "Store it in the hotel at the end; before that read luminescence (1 s), and before the read add 25 µL "
     "Glo reagent with the Flex and shake 300 rpm for 2 mins.",
     "transfer volume_ul=25 @opentrons_flex > shake speed_rpm=300 duration_s=120 > read_luminescence integration_s=1"
     " > store @cytomat_24"),
    # 69 context numbers (run count, MgCl2, PO number); "microcentrifuge" = 5424 R
    ("mixed5-69",
     "Run 12 of 20, 2.5 mM MgCl2, PO 4500123: spin the 2 mL tubes at 12,000 x g for 3 min on the "
     "microcentrifuge, pipette 500 microlitres of supernatant into a deep-well plate with the Hamilton, "
     "then seal it at 170 °C for 2 s.",
     "spin rcf_g=12000 duration_s=180 @eppendorf_5424r > transfer volume_ul=500 @hamilton_star"
     " > seal temperature_c=170 duration_s=2"),
    # 70 vendor names only (Azenta sealer/peeler, INHECO, BioNex)
    ("mixed5-70",
     "The Azenta sealer (165 °C, 3 s), then the INHECO at 95 °C for 10 min, then the BioNex at 2,500 × g "
     "for 2 min, and finally the Azenta peeler.",
     "seal temperature_c=165 duration_s=3 @azenta_a4s > incubate temperature_c=95 duration_s=600 @inheco_odtc"
     " > spin rcf_g=2500 duration_s=120 @bionex_hig4 > peel @azenta_xpeel"),
]
