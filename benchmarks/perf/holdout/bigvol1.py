"""Hold-out batch "bigvol1": cell-culture and bioprocess lab requests.

Style: short, matter-of-fact requests from lab managers and technicians in a
cell-culture / bioprocess group: media exchanges, 24-well and deep-well culture
plates, 15/50 mL tubes, feeds and harvest sampling, multi-day CO2 incubations,
plate moves between the Cytomat 24 hotel, the Cytomat incubators and the
SpectraMax with the PF400 arm, luminescence (CellTiter-Glo) and absorbance
reads.  Mixed units (uL/µL/μl/microlitres/mL, C/°C/ºC/deg, g/xg/×g/rcf,
s/sec/min/mins/h/hr/hrs), numbers as words, thousands separators, British and
American spelling, a few typos, corrections, context numbers (passages, lots,
barcodes, cells/well, plate counts) and a later step mentioned first.

Traps:
* Large volumes: a volume above one tip but inside the handler's volume_ul
  range (Hamilton/Tecan/Biomek up to 5000 µL, OT-2/Flex up to 1000 µL) is a
  normal multi-aspiration plan; above the named handler's range, or above
  5000 µL with no handler named, is 'halted'.
* Well overfill: a per-well volume larger than the named labware's well
  (96 flat 360 µL, 96 deep-well 2200 µL, 1.5 mL tube 1500 µL) is 'halted'.
* Tube vs plate centrifuges: 1.5 mL tubes only fit the 5424 R; 15/50 mL tubes
  only the 5810 R (fixed-angle rotor to 20,133 x g); plates top out at
  5000 x g (HiG4), VSpin at 1000 x g.
* Instruments named by model or alias (ML STAR, Fluent 1080, i7, i5, OT-3 =
  Opentrons Flex, KingFisher Flex is not the Opentrons Flex, 5810 R, 5424 R,
  HiG 4, a4S, XPeel, CFX384, ODTC, GX Touch, i3x, 2C425, 2C450, PF400,
  "plate fridge", "hotel", "microcentrifuge", "CO2 incubator"), and models the
  lab does not have (Tecan Spark) -> 'ask'.
* Incubator limits: Cytomat 2C450 4-50 °C, up to 30 days; Cytomat 2C425
  stores at 4-25 °C.
"""

NAME = "bigvol1"

CASES: list[tuple[str, str, str]] = [
    ("bigvol1-01",
     "Media change on the 24-well plate (HEK293, P14). On the Hamilton STAR take off 800 µL spent medium per well and add back 800 µL fresh pre-warmed DMEM, then the plate goes back into the Cytomat 2C450 at 37 °C, 5% CO2 for 24 h.",
     "transfer volume_ul=800 @hamilton_star > transfer volume_ul=800 @hamilton_star > incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),
    # 4.5 mL is above a 1 mL tip but inside the i7's 5000 uL range and the 10 mL deep well: several aspirations, a normal plan.
    ("bigvol1-02",
     "Biomek i7 please: 4.5 mL of expansion medium into every well of the 24 deep-well block, 1 min on the BioShake at 300 rpm, then into the Cytomat 2C450 at 37 °C, 5% CO2 for 72 h.",
     "transfer volume_ul=4500 @biomek_i7_hybrid > shake speed_rpm=300 duration_s=60 @qinstruments_bioshake_3000t_elm > incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450"),
    # Well overfill: a 96-well flat-bottom well holds 360 uL.
    ("bigvol1-03",
     "Add 400 µL of complete RPMI to every well of a 96-well flat-bottom plate for Monday's seeding.",
     "halted"),
    ("bigvol1-04",
     "CTG read for plate CTG-00417: pull it from the Cytomat 24 hotel, have the PF400 put it on the SpectraMax i3x and read luminescence, 1 s integration.",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > read_luminescence integration_s=1 @spectramax_i3x"),
    ("bigvol1-05",
     "Vortex the 15 mL tubes with the resuspended pellets for 10 s before we take counts.",
     "ask"),
    # Only the 5810 R takes 50 mL tubes, but no centrifuge is named, so no @device.
    ("bigvol1-06",
     "Pellet the cells in the 50 mL Falcons, 300 xg, 5 min, 4C.",
     "spin rcf_g=300 duration_s=300 temperature_c=4"),
    # Plate centrifuges top out at 5000 x g (HiG4) and deep-well plates are rated 3000 x g; the 5810 R's 20k rotor is tubes only.
    ("bigvol1-07",
     "Spin the 96 deep-well plate at 6,000 x g for 10 min to clear the lysate.",
     "halted"),
    # "microcentrifuge" is the 5424 R's alias; a plate centrifuge could not reach 16,000 x g anyway.
    ("bigvol1-08",
     "Put the 1.5 mL tubes in the microcentrifuge: 16,000 ×g, 10 min, 4 °C.",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    # VSpin is limited to 1000 x g.
    ("bigvol1-09",
     "Put the 384-well assay plate in the VSpin, 2000 g for 2 minutes.",
     "halted"),
    ("bigvol1-10",
     "Add 50 µL of detection reagent to each well of the 96-well plate, quick spin in the VSpin (500 x g, 1 min), then read absorbance at 450 nm.",
     "transfer volume_ul=50 > spin rcf_g=500 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=450"),
    ("bigvol1-11",
     "HiG 4: spin the deep-well culture block at 2,500 x g for 15 min to pellet the cells, then the Fluent takes 1 mL of supernatant per well into a fresh deep-well plate, and the a4S seals that plate at 165 °C for 2 s.",
     "spin rcf_g=2500 duration_s=900 @bionex_hig4 > transfer volume_ul=1000 @tecan_fluent > seal temperature_c=165 duration_s=2 @azenta_a4s"),
    ("bigvol1-12",
     "Spin the 24-well plate at 1500 rpm for 5 minutes.",
     "ask"),
    ("bigvol1-13",
     "Seal the deep-well plate on the a4S at 165 °C for 3 sec and store it in the Cytomat 2C425 at 4 °C.",
     "seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4 @cytomat_2c425"),
    # a4S heater works 50-200 C.
    ("bigvol1-14",
     "Heat-seal the PCR plate on the a4S at 220 C for 2 s, it's the thick foil.",
     "halted"),
    # "plate reader" is the SpectraMax's alias (the only reader); "2C425" is the cold store.
    ("bigvol1-15",
     "Pull the 96-well growth plate out of the 2C425, take the seal off with the XPeel, then read OD600 on the plate reader.",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("bigvol1-16",
     "Add 100 µL CellTiter-Glo to each well of the 96-well plate, BioShake it at 1,200 rpm for 2 min at room temp, then read luminescence with 0.5 s integration.",
     "transfer volume_ul=100 > shake speed_rpm=1200 duration_s=120 @qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.5"),
    # BioShake maximum is 3000 rpm.
    ("bigvol1-17",
     "Shake the 24 deep-well plate at 3500 rpm on the BioShake for 30 s.",
     "halted"),
    ("bigvol1-18",
     "BioShake 3000-T: 800 rpm, 37ºC, 30 minutes for the dissociation step in the 24 deep-well plate.",
     "shake speed_rpm=800 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("bigvol1-19",
     "Shake the plate on speed 5 for 10 min.",
     "ask"),
    # MTT is usually read at 570 nm, but no wavelength is stated.
    ("bigvol1-20",
     "Read the absorbance of the MTT plate on the SpectraMax.",
     "ask"),
    ("bigvol1-21",
     "Absorbance on the i3x at 560 or 570 nm, whichever the kit insert says, 96-well plate.",
     "ask"),
    ("bigvol1-22",
     "Read the resazurin plate on the SpectraMax i3x, excitation 560 nm, emission 590 nm.",
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),
    ("bigvol1-23",
     "With the Biomek i5 add 20 µL resazurin to each well of the 96-well plate, incubate 2 hrs at 37 °C in the Cytomat 2C450, then read fluorescence ex 560 / em 590.",
     "transfer volume_ul=20 @biomek_i5 > incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > read_fluorescence excitation_nm=560 emission_nm=590"),
    # 1000 uL is exactly the OT-2 maximum and fits the 2.2 mL deep well.
    ("bigvol1-24",
     "OT-2: 1 mL of fresh medium into each well of the 96 deep-well plate.",
     "transfer volume_ul=1000 @opentrons_ot2"),
    # The 24-well well would take 1.2 mL, but the named OT-2 transfers at most 1000 uL.
    ("bigvol1-25",
     "Use the OT-2 to put 1.2 mL of medium into each well of the 24-well plate.",
     "halted"),
    ("bigvol1-26",
     "On the Opentrons Flex transfer 950 μl of cell suspension from the 50 mL tube into wells A1–A6 of the 24-well plate.",
     "transfer volume_ul=950 wells=6 @opentrons_flex"),
    # "OT-3" is an alias of the Opentrons Flex; columns 1-6 of a 96 plate = 48 wells.
    ("bigvol1-27",
     "OT-3: add 50 µL CellTiter-Glo to columns 1-6 of the 96-well plate, shake it on the BioShake at 500 rpm for 2 minutes, then read luminescence on the i3x.",
     "transfer volume_ul=50 wells=48 @opentrons_flex > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > read_luminescence @spectramax_i3x"),
    # 6 mL fits the 10 mL deep well but is above every liquid handler's 5000 uL maximum.
    ("bigvol1-28",
     "Dispense 6 mL of medium per well into the 24 deep-well plate.",
     "halted"),
    # The Cytomat 2C450 is the lab's only CO2 incubator.
    ("bigvol1-29",
     "STAR: 2 mL per well into the 24 deep-well plate, then forty-eight hours in the CO2 incubator at 37 °C / 5% CO2.",
     "transfer volume_ul=2000 @hamilton_star > incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),
    # Inside the STAR's 5000 uL range, but a 96 deep well holds 2.2 mL.
    ("bigvol1-30",
     "Hamilton STAR, add 2.5 mL of lysis buffer to every well of the 96 deep-well plate.",
     "halted"),
    ("bigvol1-31",
     "Fluent 1080: dispense 3 mL of PBS into each of the 15 mL tubes in the rack.",
     "transfer volume_ul=3000 @tecan_fluent"),
    ("bigvol1-32",
     "Transfer 1.8 mL of culture from each well of the 24 deep-well plate into 2 mL tubes for the cell counts.",
     "transfer volume_ul=1800"),
    # 1.5 mL tubes hold 1500 uL.
    ("bigvol1-33",
     "Transfer 1.8 mL of supernatant into each 1.5 mL Eppendorf tube.",
     "halted"),
    # Columns 1-12 of a 384 plate = 16 x 12 = 192 wells; two-step cycling, the 60 C step is the annealing.
    ("bigvol1-34",
     "Biomek i5: 2 µL of cDNA into columns 1-12 of the 384-well qPCR plate. Seal it on the a4S (165 °C, 2 s) and run on the CFX384: 95 °C 3 min, then 40 cycles of 95 °C for 10 s and 60 °C for 30 s.",
     "transfer volume_ul=2 wells=192 @biomek_i5 > seal temperature_c=165 duration_s=2 @azenta_a4s > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    # The 20 uL of master mix is already in the plate (context, not a step).
    ("bigvol1-35",
     "Myco test: the Flex adds 5 µL of culture supernatant to each well of the 96-well PCR plate (20 µL master mix already in), seal with the a4S at 170 °C for 2.5 s, then on the ODTC: 94 °C 2 min; 35 cycles of 94 °C 30 s, 55 °C 30 s, 72 °C 45 s; 72 °C 5 min final extension; hold at 4 °C.",
     "transfer volume_ul=5 @opentrons_flex > seal temperature_c=170 duration_s=2.5 @azenta_a4s > run_pcr cycles=35 initial_denaturation_c=94 initial_denaturation_s=120 denaturation_c=94 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),
    ("bigvol1-36",
     "Run the myco PCR on the ODTC, 35 cycles, usual program.",
     "ask"),
    # "KingFisher Flex" is the bead processor, not the Opentrons Flex.
    ("bigvol1-37",
     "Load the sample, wash and elution plates on the KingFisher Flex and run the 'MagMAX_CORE_Flex' program.",
     "run_program program=MagMAX_CORE_Flex @kingfisher_flex"),
    ("bigvol1-38",
     "Run HT Protein Express on the LabChip GX Touch for the 96 harvest samples in the PCR plate (bioreactors BR-07 to BR-12).",
     "run_assay assay=protein_express sample_count=96 @labchip_gx_touch_ht"),
    ("bigvol1-39",
     "On the Biomek i7: deep-well plate on the magnet for 5 min, pull off 500 µL of supernatant per well to waste, then add 500 µL of wash buffer.",
     "magnetic_separation duration_s=300 @biomek_i7_hybrid > transfer volume_ul=500 @biomek_i7_hybrid > transfer volume_ul=500 @biomek_i7_hybrid"),
    ("bigvol1-40",
     "Get the media plate out of the 2C425 cold store, have the PF400 carry it to the Fluent, then the Fluent adds 200 µL per well to the 96-well cell plate.",
     "retrieve @cytomat_2c425 > move_plate @precise_pf400 > transfer volume_ul=200 @tecan_fluent"),
    ("bigvol1-41",
     "Put the 24-well plate in the Cytomat 2C450 for five days at 37 °C, 5 % CO₂; afterwards the PF400 moves it to the Cytomat 24 hotel to be stored.",
     "incubate temperature_c=37 duration_s=432000 co2_percent=5 @cytomat_2c450 > move_plate @precise_pf400 > store @cytomat_24"),
    ("bigvol1-42",
     "Hold the 96-well PCR plate at 4 °C on the ODTC for 10 minutes.",
     "incubate temperature_c=4 duration_s=600 @inheco_odtc"),
    ("bigvol1-43",
     "Incubate the 96-well plate 24 h in the Cytomat 2C450 (37 °C, 5% CO2), then have the PF400 move it to the SpectraMax and read A570.",
     "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450 > move_plate @precise_pf400 > read_absorbance wavelength_nm=570 @spectramax_i3x"),
    # Read mentioned first but runs last; room-temperature incubation carries no temperature key.
    ("bigvol1-44",
     "IL-6 ELISA plate: read at 450 nm once the stop solution is in. Before that: 100 µL TMB per well, 20 minutes at room temperature, then 50 µL stop solution.",
     "transfer volume_ul=100 > incubate duration_s=1200 > transfer volume_ul=50 > read_absorbance wavelength_nm=450"),
    # Columns 1-3 of a 96 plate = 24 wells; 5,000 cells/well and the passage are context.
    ("bigvol1-45",
     "Seed columns 1-3 of the 96-well plate with 100 µL of cell suspension per well (passage 22, 5,000 cells/well).",
     "transfer volume_ul=100 wells=24"),
    # A1-A6 + B1-B6 = 12 wells, and the quench goes into the same 12 wells; the incubation is on the i5's heated deck position.
    ("bigvol1-46",
     "Biomek i5: 500 µL TrypLE into wells A1–A6 and B1–B6 of the 24-well plate, incubate 5 min at 37C on the i5's heated deck position, then the i5 adds 1 mL of complete medium to those same 12 wells to quench.",
     "transfer volume_ul=500 wells=12 @biomek_i5 > incubate temperature_c=37 duration_s=300 @biomek_i5 > transfer volume_ul=1000 wells=12 @biomek_i5"),
    # 200 uL is corrected to 150 uL.
    ("bigvol1-47",
     "Add 200 µL — sorry, 150 µL — of media to each well of the 96-well plate, spin 300 x g for 3 min on the VSpin, then overnight in the Cytomat 2C450 (16 h, 37 °C).",
     "transfer volume_ul=150 > spin rcf_g=300 duration_s=180 @agilent_vspin > incubate temperature_c=37 duration_s=57600 @cytomat_2c450"),
    ("bigvol1-48",
     "Transfer two hundred and fifty microlitres of clarified supernatant from the deep-well plate into a fresh 96-well flat plate for the titre assay.",
     "transfer volume_ul=250"),
    ("bigvol1-49",
     "Add 1 mL of fresh medium to each well of the 24-well plate with the STAR and pipette-mix 800 µL ten times to break up clumps.",
     "transfer volume_ul=1000 @hamilton_star > mix volume_ul=800 cycles=10 @hamilton_star"),
    ("bigvol1-50",
     "Top up the 24-well plate with fresh medium using the STAR.",
     "ask"),
    # "two" is a plate count, not a setting; 2,000 x g is within the 5810 R plate buckets and the deep-well rating.
    ("bigvol1-51",
     "Spin the two deep-well plates in the 5810R at 2,000 rcf for 10 min at 4 °C.",
     "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r"),
    # Above the 50 mL swing buckets' 3220 x g, but the fixed-angle FA-45-6-30 rotor (20,133 x g) and the tubes' 12,000 x g rating allow it.
    ("bigvol1-52",
     "5810 R, 50 mL conicals, 4000 xg, 20 min.",
     "spin rcf_g=4000 duration_s=1200 @eppendorf_5810r"),
    ("bigvol1-53",
     "Dispense 1,250 microlitres of feed medium per well into the 24 deep-well plate (feed day 3, lot F-2291).",
     "transfer volume_ul=1250"),
    # Only the 5810 R takes 15 mL tubes, but no centrifuge is named, so no @device.
    ("bigvol1-54",
     "Spin the 15 mL tubes at 200 g for 5 mins.",
     "spin rcf_g=200 duration_s=300"),
    ("bigvol1-55",
     "Sonicate the lysate in the 15 mL tubes, 3 × 10 s pulses on ice.",
     "ask"),
    ("bigvol1-56",
     "Park the 384-well plate in the Cytomat 24 hotel until tomorrow.",
     "store @cytomat_24"),
    ("bigvol1-57",
     "Biomek i5: 2 min on the magnet, take off 180 µL of supernatant from each well of the 96-well PCR plate, add 50 µL of elution buffer, then shake on the BioShake at 1,500 rpm for 5 min.",
     "magnetic_separation duration_s=120 @biomek_i5 > transfer volume_ul=180 @biomek_i5 > transfer volume_ul=50 @biomek_i5 > shake speed_rpm=1500 duration_s=300 @qinstruments_bioshake_3000t_elm"),
    ("bigvol1-58",
     "Fed-batch sampling: the Fluent transfers 500 µL from each deep-well culture into a fresh 96 deep-well plate, spin that in the HiG4 at 2,800 x g for 5 min, then the Fluent puts 20 µL of clarified supernatant into a 96-well PCR plate and the LabChip runs HT Protein Express on all 96 samples.",
     "transfer volume_ul=500 @tecan_fluent > spin rcf_g=2800 duration_s=300 @bionex_hig4 > transfer volume_ul=20 @tecan_fluent > run_assay assay=protein_express sample_count=96 @labchip_gx_touch_ht"),
    ("bigvol1-59",
     "Echo 25 nL of each compound into the 384-well plate.",
     "ask"),
    ("bigvol1-60",
     "Read luminescence on the SpectraMax, integration time 250 ms.",
     "read_luminescence integration_s=0.25 @spectramax_i3x"),
    # "plate fridge" is the Cytomat 2C425's alias; the barcode is context.
    ("bigvol1-61",
     "Put the harvest plate (barcode HV-3312) in the plate fridge at 8 °C over the weekend.",
     "store temperature_c=8 @cytomat_2c425"),
    ("bigvol1-62",
     "XPeel the sample block, then run KingFisher program RNA_cells_96.",
     "peel @azenta_xpeel > run_program program=RNA_cells_96 @kingfisher_flex"),
    # "park ... at 37 C/5% CO2 ... 18 h" is an incubation, not plain storage.
    ("bigvol1-63",
     "Seed 40 µL of cells per well into the 384-well plate with the i7, spin 200 x g for 1 min in the VSpin, then park it in the Cytomat 2C450 at 37 °C/5% CO2 overnight (18 h).",
     "transfer volume_ul=40 @biomek_i7_hybrid > spin rcf_g=200 duration_s=60 @agilent_vspin > incubate temperature_c=37 duration_s=64800 co2_percent=5 @cytomat_2c450"),
    # Columns 3-22 of a 384 plate = 16 x 20 = 320 wells; 0.5 uL is inside the Fluent's 0.25 uL floor.
    ("bigvol1-64",
     "Fluent: 0.5 µL of each compound from the DMSO source plate into columns 3-22 of the 384-well cell plate, spin it 1 min at 1000 x g in the VSpin, then 48 h in the Cytomat 2C450 at 37 °C.",
     "transfer volume_ul=0.5 wells=320 @tecan_fluent > spin rcf_g=1000 duration_s=60 @agilent_vspin > incubate temperature_c=37 duration_s=172800 @cytomat_2c450"),
    ("bigvol1-65",
     "Add two drops of NucBlue per mL of medium to each well of the 24-well plate before imaging.",
     "ask"),
    # Typos ("Hamiltion", "tranfer"); 300 uL fits the 360 uL well; "all wells" is not a subset.
    ("bigvol1-66",
     "Hamiltion STAR: tranfer 300ul media from the reservoir to all wells of the 96 well plate.",
     "transfer volume_ul=300 @hamilton_star"),
    ("bigvol1-67",
     "Retrieve the overnight 96-well plate from the hotel, PF400 to the XPeel, peel it, then the PF400 takes it to the SpectraMax for an OD600 read.",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > peel @azenta_xpeel > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x"),
    # The Cytomat 2C450 runs 4-50 C.
    ("bigvol1-68",
     "Heat-inactivate the serum aliquots in the deep-well block: 56 °C for 30 min in the Cytomat 2C450.",
     "halted"),
    # The Cytomat 2C425 stores at 4-25 C.
    ("bigvol1-69",
     "Store the harvest plate at -20 °C in the Cytomat 2C425.",
     "halted"),
    # The Tecan Spark is not in the lab; "Tecan" must not be mapped to the Fluent.
    ("bigvol1-70",
     "Read the luminescence plate on the Tecan Spark, 1 s integration.",
     "ask"),
]
