"""Hold-out batch ``assaylab4``: requests from an assay-development group.

Style: experienced assay scientists writing compact but complete sentences
about ELISA, luminescence bead assays read as plain luminescence, FRET-style
fluorescence pairs (donor/acceptor ex/em), MTT / MTS / resazurin viability,
BCA / Bradford protein assays, and "kinetic" chemistries read once as an
endpoint. Most work is in 384-well plates with column/row subsets, reagent
additions with volumes, incubations at room temperature or 37 degC, shakes,
bubble-removal spins right before reads, and reads with explicit wavelengths
or integration times.

Traps:
- later step mentioned first ("Read A562 once it has had ...", "Before the
  read, ...") in about a fifth of the cases; steps must come back in run order;
- well subsets on 384 plates (columns 1-22 = 352, columns 1-12 = 192,
  columns 3-22 = 320) and 96 plates (columns 1 and 2 = 16, rows A-D = 48);
- context numbers that are not settings: passages, cells/well, dilutions,
  lot numbers, barcodes, concentrations, plate counts, volumes already in
  the wells;
- a stated value corrected in the same sentence (take the correction);
- unit spellings (uL, µL, μl, microlitres; C, °C, deg, ºC; x g, ×g, rcf, g;
  s, sec, min, mins, h, hr), numbers as words, thousands separators including
  a space ("1 000"), typos;
- dual-emission fluorescence written as one sentence = two reads;
- a 50 mL tube spun above the plate-bucket limit on the 5810R (fine on the
  tube rotor);
- halts: reader limits (A205, em 870 nm, 90 s / 2 min integration), shaker
  above 3,000 rpm, plate spins above 5,000 x g, sealer outside 50-200 degC,
  storage below 4 degC;
- asks: vortex, sonicate, rpm-only spin, "speed 5", OD with no wavelength,
  an instrument the lab lacks (PHERAstar), Echo nL transfers, drops, a
  transfer with no volume, qPCR with no cycling temperatures, "405 or 410 nm".
"""

NAME = "assaylab4"

CASES: list[tuple[str, str, str]] = [
    (
        "assaylab4-01",
        "Add 10 µL CellTiter-Glo to every well of the 384-well viability plate, shake 2 min at "
        "1,000 rpm on the BioShake, then read luminescence with 0.5 s integration.",
        "transfer volume_ul=10 > shake speed_rpm=1000 duration_s=120 "
        "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.5",
    ),
    # "25 uL ... already in" describes the plate's contents, not a transfer to do.
    (
        "assaylab4-02",
        "Read the BCA plate at 562 nm once each well has had 200 uL of working reagent and "
        "30 min at 37 °C. 96-well flat plate, 25 uL of standards and samples already in.",
        "transfer volume_ul=200 > incubate temperature_c=37 duration_s=1800 > "
        "read_absorbance wavelength_nm=562",
    ),
    # 384 flat plate: HiG4 tops out at 5,000 x g, 5810R plate buckets at 2,900 x g.
    (
        "assaylab4-03",
        "Centrifuge the 384-well bead-assay plate at 6,000 x g for 2 min, then read "
        "luminescence at 0.1 s per well.",
        "halted",
    ),
    (
        "assaylab4-04",
        "Spin the 384-well FRET plate for 1 min at 1000 x g to knock out bubbles, then read "
        "fluorescence, ex 340 nm / em 665 nm.",
        "spin rcf_g=1000 duration_s=60 > read_fluorescence excitation_nm=340 emission_nm=665",
    ),
    (
        "assaylab4-05",
        "Vortex the compound source plate for 30 s, then spin it 1 min at 1,000 x g.",
        "ask",
    ),
    # One excitation, two emission channels: two read_fluorescence steps in the stated order.
    (
        "assaylab4-06",
        "Dual-emission read on the SpectraMax: excitation 340 nm, collect 615 nm first and "
        "then 665 nm.",
        "read_fluorescence excitation_nm=340 emission_nm=615 @spectramax_i3x > "
        "read_fluorescence excitation_nm=340 emission_nm=665 @spectramax_i3x",
    ),
    (
        "assaylab4-07",
        "On the Hamilton STAR, add 5 µL of 4x antibody mix to columns 1-22 of the 384-well "
        "plate (23 and 24 are buffer-only controls). Incubate 1 h at room temperature, then "
        "read ex 320 / em 665.",
        "transfer volume_ul=5 wells=352 @hamilton_star > incubate duration_s=3600 > "
        "read_fluorescence excitation_nm=320 emission_nm=665",
    ),
    (
        "assaylab4-08",
        "Fluent: seed 20 µL of cell suspension (passage 14, 2,500 cells/well) into all 384 "
        "wells, then 37 °C / 5% CO2 overnight, 16 h.",
        "transfer volume_ul=20 @tecan_fluent > incubate temperature_c=37 duration_s=57600 "
        "co2_percent=5",
    ),
    (
        "assaylab4-09",
        "Shake the 384-well plate at 3,500 rpm for 1 min to get the beads back into suspension.",
        "halted",
    ),
    (
        "assaylab4-10",
        "Biomek i7: transfer 50 µL of each standard from the dilution plate into columns 1 and "
        "2 of the 96-well ELISA plate, then leave it 2 hr at RT.",
        "transfer volume_ul=50 wells=16 @biomek_i7_hybrid > incubate duration_s=7200",
    ),
    # The i5 is named only for the TMB addition; the stop-solution transfer carries no device.
    (
        "assaylab4-11",
        "Use the i5 to add 100 µL TMB to rows A–D of the 96-well ELISA plate. Incubate 15 min "
        "at room temperature in the dark, add 50 µL stop solution to those same rows and read "
        "at 450 nm.",
        "transfer volume_ul=100 wells=48 @biomek_i5 > incubate duration_s=900 > "
        "transfer volume_ul=50 wells=48 > read_absorbance wavelength_nm=450",
    ),
    (
        "assaylab4-12",
        "Spin the plate at 2,000 rpm for 2 min before the A450 read.",
        "ask",
    ),
    (
        "assaylab4-13",
        "OT-2 please: 10 µL resazurin into each well of the 96-well plate, 37 °C for 4 h, then "
        "fluorescence 560/590.",
        "transfer volume_ul=10 @opentrons_ot2 > incubate temperature_c=37 duration_s=14400 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "assaylab4-14",
        "Flex: 150 μl Bradford reagent into columns 1–6 of the 96-well flat plate, 5 min at "
        "room temp, then absorbance at 595 nm.",
        "transfer volume_ul=150 wells=48 @opentrons_flex > incubate duration_s=300 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "assaylab4-15",
        "Quick VSpin, 500 rcf for 30 sec, just to pull the reagent to the bottom.",
        "spin rcf_g=500 duration_s=30 @agilent_vspin",
    ),
    (
        "assaylab4-16",
        "Read luminescence, 0.2 s per well, straight after a 2,000 x g / 2 min spin on the "
        "HiG 4.",
        "spin rcf_g=2000 duration_s=120 @bionex_hig4 > read_luminescence integration_s=0.2",
    ),
    (
        "assaylab4-17",
        "Signal is weak, so read luminescence with a 90 s integration per well.",
        "halted",
    ),
    (
        "assaylab4-18",
        "Spin the assay plate in the 5810R at 1,500 x g for 5 min at 20 °C.",
        "spin rcf_g=1500 duration_s=300 temperature_c=20 @eppendorf_5810r",
    ),
    (
        "assaylab4-19",
        "Spin the 1.5 mL standard tubes in the 5424R, 16,000 x g, 2 min, 4 °C, before I build "
        "the curve.",
        "spin rcf_g=16000 duration_s=120 temperature_c=4 @eppendorf_5424r",
    ),
    # MTT is usually read at 570 nm, but no wavelength is stated: guessing it is not allowed.
    (
        "assaylab4-20",
        "MTT plate: solubilisation buffer's been on overnight, so just read the OD.",
        "ask",
    ),
    (
        "assaylab4-21",
        "95 °C for 5 min on the ODTC for the 96-well PCR lysate plate, but heat-seal it first "
        "at 170 °C for 2 s.",
        "seal temperature_c=170 duration_s=2 > incubate temperature_c=95 duration_s=300 "
        "@inheco_odtc",
    ),
    (
        "assaylab4-22",
        "Amplify the reporter amplicon on the ODTC: 98 °C 30 s, then 30 cycles of 98 °C 10 s, "
        "62 °C 20 s, 72 °C 30 s; final 72 °C 5 min; hold at 4 °C. The plate is already sealed.",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "assaylab4-23",
        "Peptide quant: read the UV-transparent plate at 205 nm.",
        "halted",
    ),
    # Two-step cycling: the combined 60 °C step is recorded as annealing, no extension keys.
    (
        "assaylab4-24",
        "Run the 384-well PCR plate on the CFX384 after sealing it at 165 °C for 3 s: 95 °C "
        "3 min, then 40 cycles of 95 °C 15 s / 60 °C 45 s.",
        "seal temperature_c=165 duration_s=3 > run_qpcr cycles=40 initial_denaturation_c=95 "
        "initial_denaturation_s=180 denaturation_c=95 denaturation_s=15 annealing_c=60 "
        "annealing_s=45 @biorad_cfx384",
    ),
    (
        "assaylab4-25",
        "Put the plate in the cold store at 4 C once it's sealed on the a4S (165 C, 3 s).",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4 "
        "@cytomat_2c425",
    ),
    # The lab has no PHERAstar (and no HTRF module modelled on the SpectraMax).
    (
        "assaylab4-26",
        "Read the plate on the PHERAstar in HTRF mode, 337/620/665.",
        "ask",
    ),
    # "wait 10 min at RT" is a timed room-temperature incubation.
    (
        "assaylab4-27",
        "Peel the plate on the XPeel, add 25 µL luciferase detection reagent per well, wait "
        "10 min at RT and read luminescence with 500 ms integration.",
        "peel @azenta_xpeel > transfer volume_ul=25 > incubate duration_s=600 > "
        "read_luminescence integration_s=0.5",
    ),
    (
        "assaylab4-28",
        "Into the Cytomat 2C450 it goes: 37 °C, 5 % CO2, 24 h.",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "assaylab4-29",
        "Park the finished plate in the Cytomat 24 hotel.",
        "store @cytomat_24",
    ),
    (
        "assaylab4-30",
        "Read the NIR dye plate at ex 785 nm / em 870 nm.",
        "halted",
    ),
    (
        "assaylab4-31",
        "Retrieve the coated ELISA plate from the plate fridge, let it sit 30 min to come to "
        "room temperature, then add 100 µL of blocking buffer per well.",
        "retrieve @cytomat_2c425 > incubate duration_s=1800 > transfer volume_ul=100",
    ),
    (
        "assaylab4-32",
        "Run the AbPure_96 programme on the KingFisher Flex.",
        "run_program program=AbPure_96 @kingfisher_flex",
    ),
    (
        "assaylab4-33",
        "Run the 384 plate on the CFX384 with our usual SYBR cycling, 40 cycles.",
        "ask",
    ),
    (
        "assaylab4-34",
        "Run 48 of the purified fractions on the LabChip using the Protein Express assay.",
        "run_assay assay=protein_express sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "assaylab4-35",
        "Read absorbance at 570 nm on the SpectraMax once the PF400 has moved the plate over.",
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=570 @spectramax_i3x",
    ),
    (
        "assaylab4-36",
        "Seal the storage plate at 210 °C for 2 s.",
        "halted",
    ),
    (
        "assaylab4-37",
        "Put the bead plate on the i7 magnet for 3 min, then pull 40 µL of supernatant into a "
        "fresh 384-well plate.",
        "magnetic_separation duration_s=180 @biomek_i7_hybrid > transfer volume_ul=40",
    ),
    # The STAR is the subject of both the addition and the mixing, so both carry the device.
    (
        "assaylab4-38",
        "Have the Hamilton STAR add 30 µL of 2x substrate to every well and mix 5 times at "
        "20 µL; then read fluorescence at ex 485 / em 535.",
        "transfer volume_ul=30 @hamilton_star > mix volume_ul=20 cycles=5 @hamilton_star > "
        "read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "assaylab4-39",
        "Add detection reagent to all wells, shake 1 min at 1,000 rpm and read luminescence.",
        "ask",
    ),
    (
        "assaylab4-40",
        "MTT on the 96-well plate: read at 570 nm after solubilising. Before that, 10 µL MTT "
        "per well, 3 h at 37 °C, then 100 µL solubilisation buffer and another 2 h at 37 °C.",
        "transfer volume_ul=10 > incubate temperature_c=37 duration_s=10800 > "
        "transfer volume_ul=100 > incubate temperature_c=37 duration_s=7200 > "
        "read_absorbance wavelength_nm=570",
    ),
    (
        "assaylab4-41",
        "Add 10 µL of NADH-coupled start mix to columns 1–12 of the 384-well plate, leave it "
        "20 min at room temperature, then a single endpoint read at 340 nm — no kinetic loop.",
        "transfer volume_ul=10 wells=192 > incubate duration_s=1200 > "
        "read_absorbance wavelength_nm=340",
    ),
    # No store in the lab holds below 4 °C (2C425 is 4-25 °C; the others take no setpoint).
    (
        "assaylab4-42",
        "Seal at 165 °C for 3 s and then store the plate at −20 °C.",
        "halted",
    ),
    (
        "assaylab4-43",
        "Read A450 after spinning at 500, sorry, 800 x g for one minute.",
        "spin rcf_g=800 duration_s=60 > read_absorbance wavelength_nm=450",
    ),
    (
        "assaylab4-44",
        "Plate 3 of 12 (barcode AD-00451): add 15 µL of 10 nM tracer, 30 min RT, read "
        "fluorescence ex 485 em 528.",
        "transfer volume_ul=15 > incubate duration_s=1800 > "
        "read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "assaylab4-45",
        "pNPP plate: 30 min at 37 °C, then read at 405 or 410 nm — can't remember which the "
        "SOP says.",
        "ask",
    ),
    (
        "assaylab4-46",
        "Before the luminescence read, shake for two minutes at eight hundred rpm and then "
        "leave it thirty minutes at room temperature.",
        "shake speed_rpm=800 duration_s=120 > incubate duration_s=1800 > read_luminescence",
    ),
    (
        "assaylab4-47",
        "Dispense five microlitres of detection mix into columns 1–12 of the 384-well plate, "
        "centrfuge at 1000 ×g for 1 min, then incubate 60 min at 37 °C.",
        "transfer volume_ul=5 wells=192 > spin rcf_g=1000 duration_s=60 > "
        "incubate temperature_c=37 duration_s=3600",
    ),
    (
        "assaylab4-48",
        "Seal the cell plate at 45 °C for 5 s so we don't cook the cells.",
        "halted",
    ),
    (
        "assaylab4-49",
        "Read A490 after 20 µL of MTS reagent per well and 1.5 h at 37 deg.",
        "transfer volume_ul=20 > incubate temperature_c=37 duration_s=5400 > "
        "read_absorbance wavelength_nm=490",
    ),
    (
        "assaylab4-50",
        "Shake at 300 rpm, 37 ºC, for 45 min on the BioShake, then read fluorescence 530/590.",
        "shake speed_rpm=300 duration_s=2700 temperature_c=37 "
        "@qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    (
        "assaylab4-51",
        "Add 2 drops of stop solution to each well and read at 450 nm.",
        "ask",
    ),
    (
        "assaylab4-52",
        "Add 10 uL Amplex Red mix, incubte the plate 45 mins at RT and read flourescence ex 544 "
        "em 590.",
        "transfer volume_ul=10 > incubate duration_s=2700 > "
        "read_fluorescence excitation_nm=544 emission_nm=590",
    ),
    # A 50 mL tube, not a plate: the 2,900 x g plate-bucket limit does not apply (tube rotors 3,220 / 20,133).
    (
        "assaylab4-53",
        "Spin the 50 mL conical of coating buffer in the 5810R, 3,000 x g for 10 min at 4 °C.",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "assaylab4-54",
        "Before the FRET read (ex 337, em 665), incubate 1 h at room temperature, then spin "
        "1 min at 1,000 g.",
        "incubate duration_s=3600 > spin rcf_g=1000 duration_s=60 > "
        "read_fluorescence excitation_nm=337 emission_nm=665",
    ),
    # 384 PCR plate is rated to 6,000 x g, but no plate centrifuge exceeds 5,000 x g anyway.
    (
        "assaylab4-55",
        "Spin the 384-well PCR plate at 7,500 x g for 1 min.",
        "halted",
    ),
    (
        "assaylab4-56",
        "The Fluent stamps 2 µL of compound into the 384-well assay plate. Then 18 µL of "
        "enzyme to every well and a 15 min pre-incubation at RT.",
        "transfer volume_ul=2 @tecan_fluent > transfer volume_ul=18 > incubate duration_s=900",
    ),
    (
        "assaylab4-57",
        "Sonicate the lysate plate for 5 min, then spin 10 min at 2,000 x g.",
        "ask",
    ),
    # The user asks for a plain luminescence read; no Alpha excitation mode is requested.
    (
        "assaylab4-58",
        "Alpha-bead plate, read as plain luminescence with 0.3 s integration after 1 h at "
        "room temp in the dark.",
        "incubate duration_s=3600 > read_luminescence integration_s=0.3",
    ),
    (
        "assaylab4-59",
        "With the OT-2, add 40 µL of cells to columns 3–22 of the 384-well plate, then incubate "
        "in the CO2 incubator at 37 °C, 5% CO2 for 48 h.",
        "transfer volume_ul=40 wells=320 @opentrons_ot2 > incubate temperature_c=37 "
        "duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "assaylab4-60",
        "Read luminescence after adding 10 µL Glo reagent and shaking 1 min at 3,200 rpm.",
        "halted",
    ),
    # "1 000" uses a space as the thousands separator.
    (
        "assaylab4-61",
        "Add 10 µL Glo reagent, spin at 1 000 x g for 60 s and read luminescence at 0.25 s.",
        "transfer volume_ul=10 > spin rcf_g=1000 duration_s=60 > "
        "read_luminescence integration_s=0.25",
    ),
    (
        "assaylab4-62",
        "Shake the plate on speed 5 for 2 min.",
        "ask",
    ),
    # The Flex is the subject of both the addition and the mixing, so both carry the device.
    (
        "assaylab4-63",
        "Have the Flex add 100 µL lysis buffer to each well of the 96-well plate and mix 10 "
        "times with 50 µL.",
        "transfer volume_ul=100 @opentrons_flex > mix volume_ul=50 cycles=10 @opentrons_flex",
    ),
    # Shaking at room temperature: no temperature key; dilution and lot are context.
    (
        "assaylab4-64",
        "Add 100 µL of detection antibody (1:5,000, lot 22-118) to all wells and shake 1 h at "
        "500 rpm at room temperature.",
        "transfer volume_ul=100 > shake speed_rpm=500 duration_s=3600",
    ),
    (
        "assaylab4-65",
        "Use a two-minute integration per well for the luminescence read.",
        "halted",
    ),
    # "Pull the plate out of the CO2 incubator" is a retrieve from the Cytomat 2C450.
    (
        "assaylab4-66",
        "Pull the cell plate out of the CO2 incubator, add 10 µL CellTiter-Blue, incubate 1 h "
        "at 37 °C and read fluorescence 560/590.",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 > incubate temperature_c=37 "
        "duration_s=3600 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "assaylab4-67",
        "Echo 50 nL of each compound into the 384-well assay plate, then add 10 µL of enzyme.",
        "ask",
    ),
    (
        "assaylab4-68",
        "XPeel the plate, read A600, then reseal at 160 °C for 2.5 s and put it back in the "
        "hotel.",
        "peel @azenta_xpeel > read_absorbance wavelength_nm=600 > "
        "seal temperature_c=160 duration_s=2.5 > store @cytomat_24",
    ),
    (
        "assaylab4-69",
        "Read A650 once the TMB has developed: 50 µL TMB per well, then 10 min at RT.",
        "transfer volume_ul=50 > incubate duration_s=600 > read_absorbance wavelength_nm=650",
    ),
    (
        "assaylab4-70",
        "Run 24 samples on the LabChip, DNA 1K assay, to check amplicon size.",
        "run_assay assay=dna_1k sample_count=24 @labchip_gx_touch_ht",
    ),
]
