"""Hold-out batch "terse3": extremely terse bench shorthand.

Style: intents typed by experienced technicians in a hurry -- arrows (->, =>, >),
slashes, plus signs, semicolons, abbreviations (xfer, sup, inc, cf, rxn, ms, o/n, RT,
w/, w/o, ea, col, DW, PCR plt, MM, samp, integ), numbers glued to units (500g, 2m,
30s, 37C, 50ul, 72hr, 2d), instrument nicknames that are registry aliases (STAR,
Fluent, i5, i7, OT2/OT-2, Flex, KF Flex, VSpin, HiG4, 5424R, 5810R, microcentrifuge,
ODTC, CFX384, a4S, XPeel, BioShake, thermoshaker, i3x, SpectraMax, Cytomat, plate
fridge, cold store, hotel, KF, LabChip, GX Touch, PF400), several steps on one line.

Traps:
- later step mentioned first ("A450 after XPeel", "spin first", "but first shake",
  "before A600", "after sealing", "before CFX run (...)").
- "KF Flex" is the KingFisher, not the Opentrons Flex; bare "Flex" is the Opentrons.
- "1k xg", "1,000g", "4000x g", "3000 rcf", "16,000xg"; "2m" = 2 minutes; "2d" = 2 days.
- context numbers that are not settings: barcodes (BC004521), lot numbers, passage (P12),
  room numbers (rm 4.112), "2x MM" (a concentration, not cycles), "8 plts", "o/n cult".
- corrections ("500g - no, 300g", "60 20s (sorry, 62)") take the corrected value.
- "RT" = no temperature key.
- number words ("five min"), typos ("seel", "incubaton").
- halts at named-instrument limits (VSpin > 1000 x g, thermoshaker below 25 C, plate
  fridge at -20 C, Cytomat 25 % CO2) and at limits of every instrument (25,000 x g for
  1.5 mL tubes, 3500 rpm, seal 210 C, A200, ex 880 nm, 120 s integration, 8 mL transfer).
- asks: vortex, sonicate, rpm-only spin, "speed 5", OD without a wavelength, Echo nL,
  QuantStudio (not in the lab), "usual temps" PCR, transfer without a volume,
  "A405 or 410?", drops.
"""

NAME = "terse3"

CASES: list[tuple[str, str, str]] = [
    ("terse3-01", "STAR: xfer 50ul DW -> PCR plt, cols 1-3 only",
     "transfer volume_ul=50 wells=24 @hamilton_star"),
    ("terse3-02", "VSpin 1,000g 1m RT w/ balance plt",
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),
    ("terse3-03", "i3x A450 after XPeel + 5m 600rpm on BioShake",
     "peel @azenta_xpeel > shake speed_rpm=600 duration_s=300 @qinstruments_bioshake_3000t_elm"
     " > read_absorbance wavelength_nm=450 @spectramax_i3x"),
    # named instrument: VSpin tops out at 1000 x g, so the stated 1500 x g halts even though HiG4 could do it
    ("terse3-04", "VSpin 1,500 xg 2m, PCR plt",
     "halted"),
    ("terse3-05", "XPeel > Fluent xfer 10µL ea > a4S 165C 3s",
     "peel @azenta_xpeel > transfer volume_ul=10 @tecan_fluent > seal temperature_c=165 duration_s=3 @azenta_a4s"),
    ("terse3-06", "vortex 30s -> VSpin 1000g 1m -> i3x A450",
     "ask"),
    # correction inside the cycling line: annealing 60 -> 62 C, time stays 20 s
    ("terse3-07", "ODTC: 98C 30s init, 30cyc 98 10s / 60 20s (sorry, 62) / 72 30s, final 72 5m, hold 4C",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10"
     " annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300"
     " hold_c=4 @inheco_odtc"),
    ("terse3-08", "CFX384 qPCR: 95C 3m then 40x 95 10s / 60 30s",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10"
     " annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("terse3-09", "KF Flex: run prog 'MagMAX_96_v2'",
     "run_program program=MagMAX_96_v2 @kingfisher_flex"),
    ("terse3-10", "cf 15ml tubes 4000rpm 10m 4C",
     "ask"),
    ("terse3-11", "LabChip DNA HS, 48 samp, plt BC004521",
     "run_assay assay=dna_high_sensitivity sample_count=48 @labchip_gx_touch_ht"),
    ("terse3-12", "pull plt from hotel, PF400 -> i3x, lum 0.5s integ",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > read_luminescence integration_s=0.5 @spectramax_i3x"),
    ("terse3-13", "Cytomat 37C 5% CO2 24h, P12 HEK",
     "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),
    # 1.5 mL tubes: 5424R max 21,130 x g (5810R does not take 1.5 mL tubes) -> halted
    ("terse3-14", "1.5ml tubes 25,000 x g 10m 4C",
     "halted"),
    ("terse3-15", "5424R 1.5ml tubes 16,000xg 10m 4C",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    ("terse3-16", "50ml falcons 5810R 4000×g 15 mins 4°C",
     "spin rcf_g=4000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("terse3-17", "HiG4 PCR plt 3000 rcf 2m > XPeel > Flex xfer 15ul ea",
     "spin rcf_g=3000 duration_s=120 @bionex_hig4 > peel @azenta_xpeel > transfer volume_ul=15 @opentrons_flex"),
    ("terse3-18", "BioShake speed 5, 10m RT",
     "ask"),
    ("terse3-19", "i5: 150ul ea -> col 1, mix 10x 100ul",
     "transfer volume_ul=150 wells=8 @biomek_i5 > mix volume_ul=100 cycles=10 wells=8 @biomek_i5"),
    ("terse3-20", "OT2 xfer 20 microlitres DW -> flat, row A",
     "transfer volume_ul=20 wells=12 @opentrons_ot2"),
    ("terse3-21", "Flex: 200ul sup -> new DW, then a4S 165C 3s; 1,000g 5m spin first",
     "spin rcf_g=1000 duration_s=300 > transfer volume_ul=200 @opentrons_flex"
     " > seal temperature_c=165 duration_s=3 @azenta_a4s"),
    ("terse3-22", "shake 3500rpm 1m then i3x A600",
     "halted"),
    ("terse3-23", "i7: magnet five min, xfer 150ul sup -> waste plt, then 100ul EtOH ea",
     "magnetic_separation duration_s=300 @biomek_i7_hybrid > transfer volume_ul=150 @biomek_i7_hybrid"
     " > transfer volume_ul=100 @biomek_i7_hybrid"),
    ("terse3-24", "plt BC-0087 -> plate fridge 4C",
     "store temperature_c=4 @cytomat_2c425"),
    ("terse3-25", "pull plt from hotel -> a4S 170°C 2s",
     "retrieve @cytomat_24 > seal temperature_c=170 duration_s=2 @azenta_a4s"),
    ("terse3-26", "i3x: read OD after 2h inc 37C",
     "ask"),
    ("terse3-27", "add 15ul MM ea after 5ul gDNA xfer -> PCR plt, then seal 165C 3s",
     "transfer volume_ul=5 > transfer volume_ul=15 > seal temperature_c=165 duration_s=3"),
    ("terse3-28", "seal 165C 3s -> VSpin 500g 1m -> ODTC 95 5m then 35cyc 95 30s/55 30s/72 45s, 72 7m, 4C hold",
     "seal temperature_c=165 duration_s=3 > spin rcf_g=500 duration_s=60 @agilent_vspin"
     " > run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=300 denaturation_c=95"
     " denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72"
     " final_extension_s=420 hold_c=4 @inheco_odtc"),
    ("terse3-29", "xfer 40ul -> seal 210C 3s -> plate fridge 4C",
     "halted"),
    ("terse3-30", "fluor ex485/em535 on SpectraMax",
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),
    ("terse3-31", "thermoshaker 1,200rpm 37C 30m",
     "shake speed_rpm=1200 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("terse3-32", "ODTC inc 37C 15m, no cycling",
     "incubate temperature_c=37 duration_s=900 @inheco_odtc"),
    ("terse3-33", "Echo 50nL cpd -> 384 plt, then spin 1000g 1m",
     "ask"),
    ("terse3-34", "cf 500g - no, 300g - 5m RT",
     "spin rcf_g=300 duration_s=300"),
    ("terse3-35", "Fluent: 1.2mL buffer -> ea well 24DW, mix 5x 800ul, then thermoshaker 1000rpm 5m",
     "transfer volume_ul=1200 @tecan_fluent > mix volume_ul=800 cycles=5 @tecan_fluent"
     " > shake speed_rpm=1000 duration_s=300 @qinstruments_bioshake_3000t_elm"),
    ("terse3-36", "KF prog 'RNA_Ext_24' w/ 24 DW, lot 22B114",
     "run_program program=RNA_Ext_24 @kingfisher_flex"),
    # CO2 incubator accepts 0-20 % CO2
    ("terse3-37", "Cytomat 37C 25% CO2 24h",
     "halted"),
    ("terse3-38", "GX Touch RNA pico x12 samp",
     "run_assay assay=rna_pico sample_count=12 @labchip_gx_touch_ht"),
    ("terse3-39", "Fluent: 1ml o/n cult -> 24DW, Cytomat 30ºC 6h, then i3x A600",
     "transfer volume_ul=1000 @tecan_fluent > incubate temperature_c=30 duration_s=21600 @cytomat_2c450"
     " > read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("terse3-40", "peel, STAR xfer 2ul ea -> 384 PCR plt cols 1-2, seal 165C 3 s",
     "peel > transfer volume_ul=2 wells=32 @hamilton_star > seal temperature_c=165 duration_s=3"),
    ("terse3-41", "ODTC PCR 35 cyc, usual temps, hold 4C",
     "ask"),
    ("terse3-42", "before A600, shake 30sec 1000rpm",
     "shake speed_rpm=1000 duration_s=30 > read_absorbance wavelength_nm=600"),
    # "same wells" carries the cols 1-6 selection (48 wells) over to the mix
    ("terse3-43", "OT-2: 20uL ea -> cols 1-6, mix same wells 3x 15uL",
     "transfer volume_ul=20 wells=48 @opentrons_ot2 > mix volume_ul=15 cycles=3 wells=48 @opentrons_ot2"),
    # "10m RT incubaton" read as an incubate step with a duration and no temperature key
    ("terse3-44", "i3x lum 1s/well after 10m RT incubaton",
     "incubate duration_s=600 > read_luminescence integration_s=1 @spectramax_i3x"),
    ("terse3-45", "XPeel, shake 500rpm 5m, i3x A200",
     "halted"),
    ("terse3-46", "xfer 25 μl -> LabChip plt, run DNA 1K 96 samp",
     "transfer volume_ul=25 > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht"),
    ("terse3-47", "i7: xfer 20ul ea but first shake 1000 rpm 1m on deck",
     "shake speed_rpm=1000 duration_s=60 @biomek_i7_hybrid > transfer volume_ul=20 @biomek_i7_hybrid"),
    # "4C 10m on deck block" = incubate on the i5's on-deck thermal position
    ("terse3-48", "i5: xfer 50ul ea, 4C 10m on deck block, then -> hotel",
     "transfer volume_ul=50 @biomek_i5 > incubate temperature_c=4 duration_s=600 @biomek_i5 > store @cytomat_24"),
    ("terse3-49", "xfer sup -> fresh DW, cols 1-6",
     "ask"),
    ("terse3-50", "Flex xfer 1mL ea -> DW, 5810 2,500xg 10m, then Flex 800ul sup -> new DW",
     "transfer volume_ul=1000 @opentrons_flex > spin rcf_g=2500 duration_s=600 @eppendorf_5810r"
     " > transfer volume_ul=800 @opentrons_flex"),
    ("terse3-51", "out of hotel > XPeel > i3x ex535/em590",
     "retrieve @cytomat_24 > peel @azenta_xpeel > read_fluorescence excitation_nm=535 emission_nm=590 @spectramax_i3x"),
    # 2 min integration = 120 s, reader allows at most 60 s
    ("terse3-52", "lum integ 2m/well on i3x",
     "halted"),
    ("terse3-53", "before CFX run (95 10m, 45x 95 15s/60 1m): seal 170C 3s + spin 1000g 1m",
     "seal temperature_c=170 duration_s=3 > spin rcf_g=1000 duration_s=60"
     " > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95"
     " denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),
    ("terse3-54", "PF400 plt -> Cytomat, 37°C 5% CO2 72hr, then i3x A600",
     "move_plate @precise_pf400 > incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450"
     " > read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("terse3-55", "xfer 100 ul cols 1-3 -> VSpin 300g 3m -> i3x A562",
     "transfer volume_ul=100 wells=24 > spin rcf_g=300 duration_s=180 @agilent_vspin"
     " > read_absorbance wavelength_nm=562 @spectramax_i3x"),
    ("terse3-56", "QuantStudio 7: 40cyc 95 15s/60 1m",
     "ask"),
    ("terse3-57", "first KF prog 'DNA_blood_96', then i7 xfer 50ul eluate -> PCR plt, seal 165C 3s",
     "run_program program=DNA_blood_96 @kingfisher_flex > transfer volume_ul=50 @biomek_i7_hybrid"
     " > seal temperature_c=165 duration_s=3"),
    ("terse3-58", "store in plate fridge 4C after sealing 160C 2s",
     "seal temperature_c=160 duration_s=2 > store temperature_c=4 @cytomat_2c425"),
    ("terse3-59", "fluor ex 880/em 920",
     "halted"),
    ("terse3-60", "ms plasma 10ul -> 384 plt on Fluent, spin 1k xg 1m, lum 0.2s",
     "transfer volume_ul=10 @tecan_fluent > spin rcf_g=1000 duration_s=60 > read_luminescence integration_s=0.2"),
    # "2x MM" is a concentration, "8 plts" a plate count, "rm 4.112" a room: none are settings
    ("terse3-61", "rm 4.112, STAR: add 10ul 2x MM ea, mix 3x 8ul, seal 165C 3s, 8 plts",
     "transfer volume_ul=10 @hamilton_star > mix volume_ul=8 cycles=3 @hamilton_star"
     " > seal temperature_c=165 duration_s=3"),
    ("terse3-62", "i3x A405 or 410?, then seal 165C 3s",
     "ask"),
    ("terse3-63", "seel 165C 3s -> cold store 4 deg",
     "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425"),
    ("terse3-64", "microcentrifuge 2m 12,000 xg RT",
     "spin rcf_g=12000 duration_s=120 @eppendorf_5424r"),
    # plate fridge (2C425) stores 4-25 C; no store in the lab goes to -20 C
    ("terse3-65", "plate fridge -20C o/n",
     "halted"),
    ("terse3-66", "STAR: 20 microlitres ea -> 384, mix 3x 10ul, then 5ul -> 2nd 384",
     "transfer volume_ul=20 @hamilton_star > mix volume_ul=10 cycles=3 @hamilton_star"
     " > transfer volume_ul=5 @hamilton_star"),
    ("terse3-67", "2 drops Tween ea well -> shake 500rpm 1m -> i3x A600",
     "ask"),
    # named thermoshaker has no cooling (25-99 C); the Biomek deck shakers take no temperature
    ("terse3-68", "thermoshaker 4C 600rpm 1h",
     "halted"),
    ("terse3-69", "sonicate 3x10s on ice, then 5424R 16000xg 10m 4C",
     "ask"),
    # 8 mL per transfer is above every liquid handler's 5000 uL volume_ul limit (trips split but do not lift it)
    ("terse3-70", "xfer 8mL -> 50ml falcon",
     "halted"),
]
