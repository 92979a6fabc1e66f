"""Hold-out batch "timeline": run plans written as a clock-time schedule for the day.

Lines start with clock times in 24 h ("09:10") or am/pm ("2:15 pm", "11:50 am"), relative
times ("T+0", "T+15 min", "T+0:10"), or Gantt-like windows ("[08:00-08:02]", "| 08:05-09:10 |").
Some schedules list a later time above an earlier one (pasted from two calendars, grouped by
device lane); the run order always follows the clock. Some durations are only given as the gap
between two times ("incubate 37 C from 10:00 until 10:45", "BioShake on 11:20 / off 11:35",
across midnight "22:00 in / 06:00 out"). Breaks, meetings, lunch and manual bench work are mixed
in and are not device steps. Clock times are never volumes, temperatures or durations by
themselves. Traps that must ask: rpm on a centrifuge, drops as a volume, instruments outside the
registry (Tecan Spark, Eppendorf 5430, Cytation 5, ThermoMixer, Covaris), operations no
instrument does (vortex, SpeedVac). Traps that must halt: centrifuge, sealer, shaker, reader,
cold-store, thermal-cycler and well-volume limits. Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "tl_s01",
        "Thu plan\n"
        "08:30 coffee + email\n"
        "08:45-09:30 group meeting (room 2.14)\n"
        "09:40 seal the qPCR plate on the a4S, 165 °C, 3 s\n"
        "12:00 lunch",
        "seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    (
        "tl_s02",
        "T+0      XPeel the foil off the deep-well plate\n"
        "T+5 min  hand the plate to Sam at the bench (manual from here on)",
        "peel @azenta_xpeel",
    ),
    (
        "tl_s03",
        "10:00 cell plate into the CO2 incubator, 37 °C\n"
        "14:30 take it out again - that's the end of today's run",
        "incubate temperature_c=37 duration_s=16200 @cytomat_2c450",
    ),
    (
        "tl_s04",
        "at 2:15 pm: OD600 on the SpectraMax for the overnight cultures (96-well flat, lid off)",
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "tl_s05",
        "11:20  BioShake on, 1,500 rpm\n"
        "11:35  BioShake off\n"
        "11:40  stand-up with Priya",
        "shake speed_rpm=1500 duration_s=900 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "tl_s06",
        "16:45  assay plate -> cold store, 4 °C, until tomorrow morning\n"
        "17:00  I'm gone for the day",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tl_s07",
        "13:10 fluorescence read on the i3x, ex 485 nm / em 535 nm, 384-well black plate\n"
        "13:30 seminar in the big lecture hall",
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "tl_s08",
        "T+0       CellTiter-Glo added by hand at the bench\n"
        "T+10 min  luminescence on the plate reader, 0.5 s integration per well",
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "tl_s09",
        "15:05–15:20  5424 R, 1.5 mL tubes, 16,000 x g, 4 °C",
        "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "tl_s10",
        "9:15 am  Hamilton STAR dispenses 50 µL lysis buffer into columns 1–6 of the 96 deep-well plate\n"
        "9:45 am  reorder tip boxes (admin)",
        "transfer volume_ul=50 @hamilton_star wells=48",
    ),
    (
        "tl_s11",
        "11:00 KingFisher Flex, program MagMAX_Viral_RNA, 96 DW plates already loaded\n"
        "11:00-11:30 lunch while it runs",
        "run_program @kingfisher_flex",
    ),
    (
        "tl_s12",
        "14:00 LabChip GX Touch, DNA 1K chip, 24 samples\n"
        "15:30 PI meeting",
        "run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "tl_s13",
        "07:55  PF400 moves the assay plate to the reader nest\n"
        "08:00  facility walk-through (no action needed)",
        "move_plate @precise_pf400",
    ),
    (
        "tl_s14",
        "T+0  HiG4, 2,500 xg, 5 min - pellet the debris in the 96 deep-well plate",
        "spin rcf_g=2500 duration_s=300 @bionex_hig4",
    ),
    (
        "tl_s15",
        "06:30 retrieve plate P7 from the plate hotel so it's waiting when I get in at 07:00",
        "retrieve @cytomat_24",
    ),
    (
        "tl_s16",
        "10:05 a.m. - OT-2: 20 uL master mix into row A of the 384-well PCR plate",
        "transfer volume_ul=20 @opentrons_ot2 wells=24",
    ),
    (
        "tl_s17",
        "08:00  plate onto the i7 Hybrid's on-deck Peltier, 4 °C\n"
        "08:20  take it off the Peltier (chilled enough)",
        "incubate temperature_c=4 duration_s=1200 @biomek_i7_hybrid",
    ),
    (
        "tl_s18",
        "12:50 (before lunch) 50 mL Falcons in the 5810 R, 3,000 x g, 10 min, 4 deg C",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    # ================================================================ two or three steps
    (
        "tl_m01",
        "09:00 spin the plate, 500 g for 1 min (VSpin)\n"
        "09:10 seal, 170 °C for 2 s\n"
        "09:15 into the cold store",
        "spin rcf_g=500 duration_s=60 @agilent_vspin > seal temperature_c=170 duration_s=2"
        " > store @cytomat_2c425",
    ),
    (
        "tl_m02",
        "14:40 read A450 on the plate reader\n"
        "14:00 Biomek i5 adds 100 µL TMB to every well\n"
        "14:30 Biomek i5 adds 50 µL stop solution (1 M H2SO4)",
        "transfer volume_ul=100 @biomek_i5 > transfer volume_ul=50 @biomek_i5"
        " > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "tl_m03",
        "1:30 pm  thermoshaker 37 °C, 800 rpm\n"
        "2:10 pm  thermoshaker off -> straight into the plate centrifuge, 1000 x g 1 min",
        "shake speed_rpm=800 temperature_c=37 duration_s=2400 @qinstruments_bioshake_3000t_elm"
        " > spin rcf_g=1000 duration_s=60",
    ),
    (
        "tl_m04",
        "22:00  culture plate into the incubator at 30 °C\n"
        "06:00  (next day) take it out\n"
        "06:10  OD600 on the SpectraMax",
        "incubate temperature_c=30 duration_s=28800 @cytomat_2c450"
        " > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "tl_m05",
        "10:15 ODTC run: 98 °C 30 s; 30 cycles of 98 °C 10 s, 60 °C 20 s, 72 °C 30 s; 72 °C 2 min; hold 4 °C\n"
        "11:05 expected finish - pull the plate then\n"
        "11:10 LabChip, DNA 1K, 96 samples",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98"
        " denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 extension_s=30"
        " final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"
        " > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "tl_m06",
        "13:20 CFX384 starts: 95 °C 3 min, then 40x (95 °C 5 s / 60 °C 30 s)\n"
        "13:05 seal the 384 PCR plate, a4S 165 °C 2.5 s\n"
        "13:10 spin it down, 1 min at 1000 x g",
        "seal temperature_c=165 duration_s=2.5 @azenta_a4s > spin rcf_g=1000 duration_s=60"
        " > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180"
        " denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "tl_m07",
        "incubate 37 C from 10:00 until 10:45 in the Cytomat, then at 10:50 read fluorescence ex 560 / em 590",
        "incubate temperature_c=37 duration_s=2700 @cytomat_2c450"
        " > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "tl_m08",
        "08:10  Fluent: 5 µl of each sample into the 384-well PCR plate\n"
        "08:25  Fluent: 15 µl master mix on top\n"
        "08:30-08:40  restock tips (manual)\n"
        "08:40  seal at 160 °C, 1.5 s",
        "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=15 @tecan_fluent"
        " > seal temperature_c=160 duration_s=1.5",
    ),
    (
        "tl_m09",
        "11:45  KF Flex runs the MagMAX DNA program\n"
        "11:15  OT-Flex puts 400 uL lysate/bead mix into each well of the deep-well sample plate\n"
        "12:15  lunch",
        "transfer volume_ul=400 @opentrons_flex > run_program @kingfisher_flex",
    ),
    (
        "tl_m10",
        "T+0      peel the seal (XPeel)\n"
        "T+2 min  luminescence read, 1 s integration",
        "peel @azenta_xpeel > read_luminescence integration_s=1",
    ),
    (
        "tl_m11",
        "8:00 am  pull the plate from the cold store\n"
        "8:05 am  room-temp shake on the BioShake, 600 rpm, until 8:35 am",
        "retrieve @cytomat_2c425 > shake speed_rpm=600 duration_s=1800 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "tl_m12",
        "16:00  quick spin of the PCR strips in the microcentrifuge, 2,000 x g for 30 s\n"
        "16:02  Hamilton STAR moves 10 µL from each strip tube into column 12 of the 96 PCR plate",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r > transfer volume_ul=10 @hamilton_star wells=8",
    ),
    (
        "tl_m13",
        "|09:00|====== BioShake 1,200 rpm, 30 °C ======|09:20|\n"
        "                                             |09:20|== VSpin 300 x g ==|09:22|",
        "shake speed_rpm=1200 temperature_c=30 duration_s=1200 @qinstruments_bioshake_3000t_elm"
        " > spin rcf_g=300 duration_s=120 @agilent_vspin",
    ),
    (
        "tl_m14",
        "3 pm   -> plates into the Cytomat 2C450 (37 °C, 5% CO2)\n"
        "5 pm   -> out, read luminescence 2 s/well\n"
        "5:30 pm -> home",
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > read_luminescence integration_s=2",
    ),
    (
        "tl_m15",
        "12:40  5810 R: both 96-well plates 1,500 x g, 3 min at 20 °C\n"
        "12:45  both into the plate hotel\n"
        "13:00-14:00  lunch + journal club",
        "spin rcf_g=1500 duration_s=180 temperature_c=20 @eppendorf_5810r > store @cytomat_24",
    ),
    (
        "tl_m16",
        "T+0       i7: 150 µL PBS into A1–H6 of the flat 96 plate\n"
        "T+3 min   i7 mixes 100 µL up and down 5 times in the same wells",
        "transfer volume_ul=150 @biomek_i7_hybrid wells=48 > mix volume_ul=100 @biomek_i7_hybrid wells=48",
    ),
    (
        "tl_m17",
        "15:45  LabChip: RNA assay, 48 samples\n"
        "16:30  leftover RNA plate to the plate fridge at 4 °C",
        "run_assay sample_count=48 @labchip_gx_touch_ht > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tl_m18",
        "At 10:30 spin the 384 plate at 1000 × g for 2 min; at 10:35 read fluorescence (ex 340 / em 460); "
        "at 11:00 I'm in the safety training.",
        "spin rcf_g=1000 duration_s=120 > read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    # ================================================================ four or more steps
    (
        "tl_l01",
        "08:00  Biomek i5: 100 µL sample into columns 1-10 of the coated 96 plate\n"
        "08:05  seal, 165 °C, 2 s\n"
        "08:10  into the incubator at 37 °C until 09:10\n"
        "09:10  XPeel\n"
        "09:15  Biomek i5: 100 µL detection antibody, columns 1-10 again\n"
        "09:30-10:15  seminar\n"
        "10:30  SpectraMax A450",
        "transfer volume_ul=100 @biomek_i5 wells=80 > seal temperature_c=165 duration_s=2"
        " > incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > peel @azenta_xpeel"
        " > transfer volume_ul=100 @biomek_i5 wells=80 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "tl_l02",
        "11:40  KingFisher: SPRI cleanup program\n"
        "11:00  Hamilton STAR: 50 µL PCR product into the deep-well plate\n"
        "11:10  Hamilton STAR: 90 µL beads on top, then mix 10x at 100 µL\n"
        "11:30  BioShake 1,800 rpm for 2 min\n"
        "12:20  Hamilton STAR: 15 µL eluate into a fresh 96 PCR plate\n"
        "12:30  LabChip, NGS 3K, 96 samples",
        "transfer volume_ul=50 @hamilton_star > transfer volume_ul=90 @hamilton_star"
        " > mix volume_ul=100 @hamilton_star > shake speed_rpm=1800 duration_s=120 @qinstruments_bioshake_3000t_elm"
        " > run_program @kingfisher_flex > transfer volume_ul=15 @hamilton_star"
        " > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "tl_l03",
        "T+0       Fluent: 8 µL master mix into rows A–H of the 384 PCR plate\n"
        "T+10 min  Fluent: 2 µL template into the same rows\n"
        "T+20 min  seal 170 °C 2 s\n"
        "T+22 min  plate centrifuge 1,000 x g 1 min\n"
        "T+25 min  CFX384: 95 °C 2 min; 45 cycles 95 °C 10 s, 58 °C 20 s, 72 °C 20 s",
        "transfer volume_ul=8 @tecan_fluent wells=192 > transfer volume_ul=2 @tecan_fluent wells=192"
        " > seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60"
        " > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95"
        " denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    (
        "tl_l04",
        "07:30  pull the cell plate out of the Cytomat\n"
        "07:35  OT-2 adds 10 µL compound per well\n"
        "07:45  back into the Cytomat, 37 °C, until 11:45\n"
        "09:00-10:00  department meeting\n"
        "11:50  OT-2 adds 50 µL CellTiter-Glo\n"
        "12:00  BioShake 500 rpm, 2 min\n"
        "12:15  luminescence, 1 s/well\n"
        "12:30  lunch",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @opentrons_ot2"
        " > incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > transfer volume_ul=50 @opentrons_ot2"
        " > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > read_luminescence integration_s=1",
    ),
    (
        "tl_l05",
        "2:45 PM  read ex 560 / em 590\n"
        "1:00 PM  i7 adds 20 µL resazurin to every well of the 96 flat plate\n"
        "2:40 PM  spin 200 x g, 1 min\n"
        "1:05 PM  incubator, 37 °C, till 2:35 PM",
        "transfer volume_ul=20 @biomek_i7_hybrid > incubate temperature_c=37 duration_s=5400 @cytomat_2c450"
        " > spin rcf_g=200 duration_s=60 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "tl_l06",
        "09:00  5810 R, 50 mL tubes, 3,000 x g, 15 min, 4 °C\n"
        "09:20  Biomek i7: 500 µL supernatant from each tube into the 96 deep-well plate\n"
        "09:30  KingFisher Flex, gDNA program (~40 min)\n"
        "10:15  Biomek i7: 20 µL eluate into columns 1-3 of a 96 PCR plate\n"
        "10:30  LabChip, DNA 12K, 24 samples",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r > transfer volume_ul=500 @biomek_i7_hybrid"
        " > run_program @kingfisher_flex > transfer volume_ul=20 @biomek_i7_hybrid wells=24"
        " > run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "tl_l07",
        "Gantt, plate P2 (96 PCR):\n"
        "[08:00-08:02] VSpin 1000 g\n"
        "[08:03-08:04] peel\n"
        "[08:05-08:20] Hamilton: 30 uL buffer to row H\n"
        "[08:21-08:22] a4S 175 C, 1 s\n"
        "[08:25-08:55] ODTC hold at 37 C",
        "spin rcf_g=1000 duration_s=120 @agilent_vspin > peel > transfer volume_ul=30 @hamilton_star wells=12"
        " > seal temperature_c=175 duration_s=1 @azenta_a4s > incubate temperature_c=37 duration_s=1800 @inheco_odtc",
    ),
    (
        "tl_l08",
        "T+0      Hamilton STAR: 25 µL standards/samples to columns 1–8 of the flat 96 plate\n"
        "T+5 min  Hamilton STAR: 200 µL BCA working reagent to the same columns\n"
        "T+10 min thermoshaker on, 37 °C, 300 rpm\n"
        "T+40 min shaker off\n"
        "T+45 min read 562 nm",
        "transfer volume_ul=25 @hamilton_star wells=64 > transfer volume_ul=200 @hamilton_star wells=64"
        " > shake speed_rpm=300 temperature_c=37 duration_s=1800 @qinstruments_bioshake_3000t_elm"
        " > read_absorbance wavelength_nm=562",
    ),
    (
        "tl_l09",
        "Mon 17:25  seal on the a4S, 165 °C 2 s\n"
        "Mon 17:30  into the cold store at 8 °C\n"
        "Tue 08:15  take it back out\n"
        "Tue 08:20  XPeel\n"
        "Tue 08:25  A280 on the i3x",
        "seal temperature_c=165 duration_s=2 @azenta_a4s > store temperature_c=8 @cytomat_2c425"
        " > retrieve @cytomat_2c425 > peel @azenta_xpeel > read_absorbance wavelength_nm=280 @spectramax_i3x",
    ),
    (
        "tl_l10",
        "11:50 am  OT-Flex: 20 µL PCR mix into columns 1–4 of the 96 PCR plate\n"
        "11:58 am  OT-Flex: 5 µL template into the same columns\n"
        "12:05 pm  seal 170 °C 3 s\n"
        "12:10 pm  ODTC: 95 °C 3 min, 35 cycles (95 °C 15 s, 55 °C 15 s, 72 °C 1 min), 72 °C 5 min, 10 °C hold\n"
        "1:45 pm   LabChip DNA 5K, 32 samples",
        "transfer volume_ul=20 @opentrons_flex wells=32 > transfer volume_ul=5 @opentrons_flex wells=32"
        " > seal temperature_c=170 duration_s=3 > run_pcr cycles=35 initial_denaturation_c=95"
        " initial_denaturation_s=180 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15"
        " extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc"
        " > run_assay sample_count=32 @labchip_gx_touch_ht",
    ),
    (
        "tl_l11",
        "09:30  pull the assay plate from the Cytomat 2C450\n"
        "09:32  PF400 takes it to the Fluent deck\n"
        "09:35  Fluent adds 30 µL ONE-Glo to every well (384 flat plate)\n"
        "09:40  plate shaker 1,000 rpm until 09:43\n"
        "09:50  luminescence, 0.2 s integration",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > transfer volume_ul=30 @tecan_fluent"
        " > shake speed_rpm=1000 duration_s=180 @qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.2",
    ),
    (
        "tl_l12",
        "Run order is by the clock, not by line:\n"
        "15:10  read fluorescence ex 485 / em 520\n"
        "14:50  spin 500 x g, 2 min\n"
        "14:20  STAR: 10 µL dye to each well of the 384 flat plate\n"
        "14:35–14:45  incubate at 37 °C\n"
        "14:25  BioShake 1,000 rpm until 14:30",
        "transfer volume_ul=10 @hamilton_star > shake speed_rpm=1000 duration_s=300 @qinstruments_bioshake_3000t_elm"
        " > incubate temperature_c=37 duration_s=600 > spin rcf_g=500 duration_s=120"
        " > read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "tl_l13",
        "T+0:00          Biomek i5: 1 mL LB into each well of the 24 deep-well plate\n"
        "T+0:05          a4S 150 °C, 1 s\n"
        "T+0:10-T+16:10  BioShake 30 °C, 900 rpm\n"
        "T+16:15         XPeel\n"
        "T+16:20         Biomek i5: 100 µL of each culture into A1-D6 of a flat 96 plate\n"
        "T+16:25         OD600",
        "transfer volume_ul=1000 @biomek_i5 > seal temperature_c=150 duration_s=1 @azenta_a4s"
        " > shake speed_rpm=900 temperature_c=30 duration_s=57600 @qinstruments_bioshake_3000t_elm"
        " > peel @azenta_xpeel > transfer volume_ul=100 @biomek_i5 wells=24 > read_absorbance wavelength_nm=600",
    ),
    (
        "tl_l14",
        "lane        | window       | what\n"
        "ODTC        | 08:05-09:10  | 25 cycles: 98 °C 10 s / 65 °C 15 s / 72 °C 30 s, then 4 °C hold\n"
        "plate hotel | 09:15        | park it\n"
        "VSpin       | 08:00-08:01  | 700 x g\n"
        "a4S         | 08:03        | 165 °C, 2 s",
        "spin rcf_g=700 duration_s=60 @agilent_vspin > seal temperature_c=165 duration_s=2 @azenta_a4s"
        " > run_pcr cycles=25 denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=15"
        " extension_c=72 extension_s=30 hold_c=4 @inheco_odtc > store @cytomat_24",
    ),
    (
        "tl_l15",
        "10:00  5424 R: RNA tubes 12,000 x g, 2 min\n"
        "10:05  STAR: 4 µL RNA into columns 1-3 of the 384 PCR plate\n"
        "10:15  STAR: 6 µL one-step RT-qPCR mix into the same wells\n"
        "10:25  seal 165 °C 2 s\n"
        "10:30  VSpin 1000 g 1 min\n"
        "10:35  CFX384: 95 °C 2 min, then 40 cycles of 95 °C 5 s / 60 °C 30 s",
        "spin rcf_g=12000 duration_s=120 @eppendorf_5424r > transfer volume_ul=4 @hamilton_star wells=48"
        " > transfer volume_ul=6 @hamilton_star wells=48 > seal temperature_c=165 duration_s=2"
        " > spin rcf_g=1000 duration_s=60 @agilent_vspin > run_qpcr cycles=40 initial_denaturation_c=95"
        " initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "tl_l16",
        "3:00 pm  peel the 96 PCR plate (XPeel)\n"
        "3:05 pm  Biomek i7 transfers 15 µL from every well into a fresh 96 PCR plate\n"
        "3:15 pm  coffee break\n"
        "3:30 pm  LabChip, DNA HS, 96 samples\n"
        "4:00 pm  re-seal the original plate, 170 °C, 2 s\n"
        "4:05 pm  original plate into the plate fridge at 4 °C",
        "peel @azenta_xpeel > transfer volume_ul=15 @biomek_i7_hybrid > run_assay sample_count=96 @labchip_gx_touch_ht"
        " > seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "tl_l17",
        "08:00  Fluent: 40 µL cell suspension into columns 3–22 of the 384 flat plate\n"
        "08:10  VSpin 100 x g, 1 min\n"
        "08:15  incubator 37 °C, out at 16:15\n"
        "12:00  lunch / 13:00 seminar\n"
        "16:20  Fluent: 10 µL CellTiter-Glo to the same columns\n"
        "16:25  BioShake 1,500 rpm for 2 min\n"
        "16:40  luminescence, 0.1 s",
        "transfer volume_ul=40 @tecan_fluent wells=320 > spin rcf_g=100 duration_s=60 @agilent_vspin"
        " > incubate temperature_c=37 duration_s=28800 @cytomat_2c450 > transfer volume_ul=10 @tecan_fluent wells=320"
        " > shake speed_rpm=1500 duration_s=120 @qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.1",
    ),
    (
        "tl_l18",
        "17:00  Biomek i7: 20 µL digest mix into each well of the 96 PCR plate\n"
        "17:05  seal 160 °C 2 s\n"
        "17:10  ODTC at 37 °C until 07:10 tomorrow\n"
        "07:15  spin the plate 1,000 x g, 1 min\n"
        "07:20  XPeel\n"
        "07:25  LabChip DNA 12K, 96 samples",
        "transfer volume_ul=20 @biomek_i7_hybrid > seal temperature_c=160 duration_s=2"
        " > incubate temperature_c=37 duration_s=50400 @inheco_odtc > spin rcf_g=1000 duration_s=60"
        " > peel @azenta_xpeel > run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "tl_l19",
        "Pasted from two calendars - sort by time:\n"
        "[Lab] 11:30  a4S 180 °C 1.2 s\n"
        "[Lab] 10:50  STAR: 35 µL into rows A-B of the PCR plate\n"
        "[Me]  11:00  call with the vendor\n"
        "[Lab] 11:35  HiG4 2,000 x g 2 min\n"
        "[Lab] 11:10  STAR: 15 µL into the same wells, then mix 5x with 40 µL\n"
        "[Me]  12:00  lunch\n"
        "[Lab] 11:40  into the plate hotel",
        "transfer volume_ul=35 @hamilton_star wells=24 > transfer volume_ul=15 @hamilton_star wells=24"
        " > mix volume_ul=40 @hamilton_star wells=24 > seal temperature_c=180 duration_s=1.2 @azenta_a4s"
        " > spin rcf_g=2000 duration_s=120 @bionex_hig4 > store @cytomat_24",
    ),
    (
        "tl_l20",
        "11:15 am  Biomek i5 moves 200 µL of each sample into the 96 deep-well plate\n"
        "11:25 am  BioShake 1,000 rpm, 11:25-11:30\n"
        "11:35 am  KingFisher, MagMAX mirVana program\n"
        "12:30 pm  Biomek i5 transfers 45 µL eluate into a 96 PCR plate\n"
        "12:40 pm  seal 165 °C 2 s\n"
        "12:45 pm  cold store, 4 °C",
        "transfer volume_ul=200 @biomek_i5 > shake speed_rpm=1000 duration_s=300 @qinstruments_bioshake_3000t_elm"
        " > run_program @kingfisher_flex > transfer volume_ul=45 @biomek_i5 > seal temperature_c=165 duration_s=2"
        " > store temperature_c=4 @cytomat_2c425",
    ),
    # ================================================================ must ask
    (
        "tl_a01",
        "10:30  5810 R: deep-well plate at 3,500 rpm for 10 min\n"
        "10:45  KingFisher, MagMAX DNA program",
        "ask",
    ),
    (
        "tl_a02",
        "11:00  read absorbance at 450 nm on the Tecan Spark\n"
        "11:30  journal club",
        "ask",
    ),
    (
        "tl_a03",
        "09:00  STAR adds 200 µL lysis buffer to each 1.5 mL tube\n"
        "09:05  vortex 15 s\n"
        "09:10  5424 R, 13,000 x g, 1 min",
        "ask",
    ),
    (
        "tl_a04",
        "T+0  spin the tubes in the Eppendorf 5430, 10 min at 8,000 x g",
        "ask",
    ),
    (
        "tl_a05",
        "13:00  shear the gDNA on the Covaris (done by 13:03)\n"
        "13:10  LabChip, 24 samples",
        "ask",
    ),
    (
        "tl_a06",
        "16:20  Biomek i5: 3 drops of stop solution per well\n"
        "16:25  read A450",
        "ask",
    ),
    (
        "tl_a07",
        "15:00–16:00  SpeedVac the eluates to dryness\n"
        "16:10  seal 170 °C 2 s and into the cold store",
        "ask",
    ),
    (
        "tl_a08",
        "8:45 am  image the cell plate on the Cytation 5, brightfield, 4x objective\n"
        "9:00 am  back into the incubator",
        "ask",
    ),
    (
        "tl_a09",
        "14:00-14:30  tubes on the Eppendorf ThermoMixer, 95 °C, 1,000 rpm\n"
        "14:35        quick spin in the 5424 R",
        "ask",
    ),
    # ================================================================ must halt
    (
        "tl_h01",
        "09:00  HiG4 6,000 x g, 10 min - 96-well flat plate with the cell lysate",
        "halted",
    ),
    (
        "tl_h02",
        "13:40  seal the PCR plate on the a4S at 230 °C for 2 s\n"
        "13:45  into the plate fridge at 4 °C",
        "halted",
    ),
    (
        "tl_h03",
        "10:00  OT-2: 250 µL medium into each well of the flat 96 plate\n"
        "10:20  OT-2: another 150 µL drug dilution into each well\n"
        "10:30  into the incubator",
        "halted",
    ),
    (
        "tl_h04",
        "11:00  BioShake at 3,500 rpm\n"
        "11:05  BioShake off",
        "halted",
    ),
    (
        "tl_h05",
        "2:30 pm  absorbance at 200 nm on the SpectraMax (UV plate, peptide backbone)",
        "halted",
    ),
    (
        "tl_h06",
        "15:00-15:10  microcentrifuge, 1.5 mL tubes, 25,000 x g",
        "halted",
    ),
    (
        "tl_h07",
        "17:00  plate into the cold store at -20 °C overnight\n"
        "08:00  pick it up",
        "halted",
    ),
    (
        "tl_h08",
        "10:00  ODTC: 30 cycles of 105 °C 10 s / 60 °C 30 s / 72 °C 30 s\n"
        "11:00  gel (by hand)",
        "halted",
    ),
    (
        "tl_h09",
        "T+0       Fluent: 45 µL qPCR mix into every well of the 384 PCR plate\n"
        "T+20 min  CFX384: 40 cycles 95 °C 15 s / 60 °C 1 min",
        "halted",
    ),
    (
        "tl_h10",
        "16:00  luminescence on the i3x, 90 s integration per well\n"
        "16:00-17:00  lab cleanup",
        "halted",
    ),
]
