"""Hold-out batch "benchnotes": intents as people paste them from their own bench notes
and from quick messages to colleagues.

Style: terse, abbreviation-heavy text (RT, o/n, ON, SN, rxn, MM, plt, col, hrs, sec),
values written before or after the operation ("5 min 37C incubate"), parenthetical
remarks, bullet lists with dashes or asterisks, ordering words ("then", "after",
"before", "once done", "first"), the odd typo ("retreive", "centrifgue", "sampels"),
numbers written as words, thousands separators, mixed unit spellings (uL, µL, μl,
microlitres; C, °C, ºC, deg; g, xg, x g, ×g, rcf; s, sec, min, mins, h, hr, hrs),
and notes where a value is corrected later ("actually make that 45 min").

Traps:
- steps mentioned but explicitly not wanted ("no need to seal", "no need to peel",
  "skip the heat", "no 620 ref needed") and reagents "already added";
- context numbers that are not settings: plate counts ("plt 2 of 4", "plates 1+2"),
  sample and plate names ("samples 1-12", "S1-S12", "plate 7"), batch numbers,
  concentrations (80% EtOH), numbers inside program names (DNA_Blood_200);
- instruments named by registry alias ("thermoshaker", "cold store", "plate hotel",
  "HiG 4", "KF Flex", "Liquid Handling Station-2", "robot arm", "5424", "CFX"),
  including "KF Flex" (KingFisher, not the Opentrons Flex) and "plate centrifuge"
  (an alias shared by the VSpin and the HiG4, so no device is expected);
- later step mentioned first ("read ... after 1 min shake", "Before sealing, spin").

Expectations follow the brief's grammar: `@device` only when the text names the
instrument by id-like name or registry alias; only values the text states; halts only
where a stated value is outside every suitable instrument's registry limit.
"""

NAME = "benchnotes"

CASES: list[tuple[str, str, str]] = [
    ("benchnotes-01",
     "plt 2 of 4 (rest tmrw):\n- 100 uL PBS into every well, Fluent\n- shake 2 min 1,200 rpm RT\n"
     "- spin 1 min 500 xg before reading\n- read A600",
     "transfer volume_ul=100 @tecan_fluent > shake speed_rpm=1200 duration_s=120 > "
     "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=600"),

    # Shaking at 37 C on the heater-shaker is a heated shake, not a separate incubate step.
    ("benchnotes-02",
     "5 min 37C on the thermoshaker @ 800rpm, then straight to the reader ex 485 em 535",
     "shake speed_rpm=800 duration_s=300 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "read_fluorescence excitation_nm=485 emission_nm=535"),

    ("benchnotes-03",
     "SN clearing: spin the 96 deepwell plt 6,000 x g 10 min, then take 200 µL SN into a fresh "
     "plate on the STAR",
     "halted"),

    ("benchnotes-04",
     "- vortex tubes 10 sec\n- quick spin 30 s 2000 g in the 5424R\n- then 50 uL of each into the plate",
     "ask"),

    ("benchnotes-05",
     "PCR on the ODTC (seal it first on the a4S, 170C 2 sec):\n95C 3 min\n"
     "30x 95C 15 sec / 58C 30 sec / 72C 1 min\n72C 5 min final\nhold 4C",
     "seal temperature_c=170 duration_s=2 @azenta_a4s > run_pcr cycles=30 initial_denaturation_c=95 "
     "initial_denaturation_s=180 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=30 "
     "extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("benchnotes-06",
     "run KF program MagMAX_Pathogen_HT; once done -> i7: 15 uL eluate into a 96 PCR plt, "
     "then LabChip DNA High Sensitivity, 24 samples",
     "run_program program=MagMAX_Pathogen_HT @kingfisher_flex > transfer volume_ul=15 @biomek_i7_hybrid > "
     "run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht"),

    ("benchnotes-07",
     "grab plate 7 out of the hotel, PF400 it over to the SpectraMax, fluor ex 560 / em 590",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > "
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),

    ("benchnotes-08",
     "BioShake at speed 5 for 10 min then read lum",
     "ask"),

    ("benchnotes-09",
     "seal first (clear film, 165 C 1.5 sec), spin 1 min 1000 xg, then qPCR on the CFX384 - "
     "95 °C 2 min, then 40 cycles 95 °C 5 s / 60 °C 30 s. 4 plates today, this is plt 1",
     "seal temperature_c=165 duration_s=1.5 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 "
     "initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 "
     "annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("benchnotes-10",
     "* seal at 210C 3s (new foil lot, Tom says it needs it hotter)\n* then into the plate fridge",
     "halted"),

    # "On the Hamilton STAR:" scopes both steps; the mix names its wells ("those 24 wells").
    ("benchnotes-11",
     "On the Hamilton STAR: 20 µl from cols 1–3 of the source into the 96w assay plate, "
     "then mix those 24 wells 5x with 15 µl",
     "transfer volume_ul=20 wells=24 @hamilton_star > mix volume_ul=15 cycles=5 wells=24 @hamilton_star"),

    ("benchnotes-12",
     "spin plates 3000 rpm 5 min then read A450",
     "ask"),

    ("benchnotes-13",
     "cells: 48 hrs 37 °C / 5% CO2 incubate in the Cytomat. no need to seal",
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),

    ("benchnotes-14",
     "Bradford on the OT2 - cols 1-4 (96w) get 200 µL reagent first, then 10 µL sample into "
     "the same cols 1-4, read A595",
     "transfer volume_ul=200 wells=32 @opentrons_ot2 > transfer volume_ul=10 wells=32 @opentrons_ot2 > "
     "read_absorbance wavelength_nm=595"),

    ("benchnotes-15",
     "plt is sitting sealed in the cold store. retreive it, peel on the XPeel, then OT-2 adds "
     "50 µL stop soln, read A450 (no 620 ref needed)",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=50 @opentrons_ot2 > "
     "read_absorbance wavelength_nm=450"),

    ("benchnotes-16",
     "5424: 16,000 x g, 10 min, 4 deg C – 12 tubes (samples 1-12)",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("benchnotes-17",
     "deep-well plate into the 5810R centrifgue: 2,000 x g for 15 min @ 20°C",
     "spin rcf_g=2000 duration_s=900 temperature_c=20 @eppendorf_5810r"),

    ("benchnotes-18",
     "run Jess's standard PCR on the ODTC (35 cycles, her usual temps)",
     "ask"),

    ("benchnotes-19",
     "Flex: 45 uL beads into cols 1-2, then mix cols 1-2 10x at 60 uL",
     "transfer volume_ul=45 wells=16 @opentrons_flex > mix volume_ul=60 cycles=10 wells=16 @opentrons_flex"),

    # The "i5 bead wash:" header scopes all three bullets to the Biomek i5.
    ("benchnotes-20",
     "i5 bead wash:\n- 5 min on the magnet\n- pull 100 uL SN off\n- add 150 microlitres 80% EtOH",
     "magnetic_separation duration_s=300 @biomek_i5 > transfer volume_ul=100 @biomek_i5 > "
     "transfer volume_ul=150 @biomek_i5"),

    ("benchnotes-21",
     "LabChip: Protein Express, 96 samples.. actually only 88 (col 12 is ladder/empty)",
     "run_assay assay=protein_express sample_count=88 @labchip_gx_touch_ht"),

    ("benchnotes-22",
     "rxn plt: 30 min 37C on the thermoshaker, 300 rpm, then ODTC 80C 20 min (enzyme kill), "
     "then spin 1 min 500 xg",
     "shake speed_rpm=300 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "incubate temperature_c=80 duration_s=1200 @inheco_odtc > spin rcf_g=500 duration_s=60"),

    ("benchnotes-23",
     "stick the plate in the cold store at 4 °C til tomorrow (no need to peel, it stays sealed)",
     "store temperature_c=4 @cytomat_2c425"),

    ("benchnotes-24",
     "Fluent dilution (96w):\n* 180 µL diluent -> rows A-D\n* 20 µL sample -> row A only\n"
     "* mix row A 3× 100 µL",
     "transfer volume_ul=180 wells=48 @tecan_fluent > transfer volume_ul=20 wells=12 @tecan_fluent > "
     "mix volume_ul=100 cycles=3 wells=12 @tecan_fluent"),

    ("benchnotes-25",
     "resuspend: shake 3,500 rpm for 30 s on the BioShake, then read A600",
     "halted"),

    ("benchnotes-26",
     "CellTiter-Glo (100 uL/well already added): 10 min RT on the shaker 300 rpm, then read lum, "
     "integration 0.5 s",
     "shake speed_rpm=300 duration_s=600 > read_luminescence integration_s=0.5"),

    ("benchnotes-27",
     "add 2 drops NucBlue per well, then 20 min 37C in the incubator",
     "ask"),

    # Two-step cycling: the combined 68 C anneal/extend step is the annealing step.
    ("benchnotes-28",
     "ODTC: 98 °C for thirty seconds, then twenty-five cycles of 98 °C 10 s and 68 °C 45 s "
     "(two-step, no separate extension), final 68 °C two minutes, hold at 4 °C",
     "run_pcr cycles=25 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=68 annealing_s=45 final_extension_c=68 final_extension_s=120 "
     "hold_c=4 @inheco_odtc"),

    ("benchnotes-29",
     "protein conc by A205 (peptide bond) on the i3x, 3 plates",
     "halted"),

    ("benchnotes-30",
     "fluor 485/520 on the plate reader then back into the incubator 37 °C 5% CO2 for 24 h",
     "read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x > "
     "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),

    ("benchnotes-31",
     "STAR: transfer the SN to the new plate, then seal 165C 3s",
     "ask"),

    ("benchnotes-32",
     "robot arm takes the plate to the sealer; seal 160ºC 2.5 s",
     "move_plate @precise_pf400 > seal temperature_c=160 duration_s=2.5 @azenta_a4s"),

    ("benchnotes-33",
     "1.5 mL tubes, spin 25,000 ×g 5 min 4C",
     "halted"),

    # "plate centrifuge" is an alias of both agilent_vspin and bionex_hig4, so no device.
    ("benchnotes-34",
     "Before sealing, spin 30 sec @ 800 xg in the plate centrifuge; seal 165 °C 3 s",
     "spin rcf_g=800 duration_s=30 > seal temperature_c=165 duration_s=3"),

    ("benchnotes-35",
     "ODTC hold 65C 10 min (end-repair heat kill)",
     "incubate temperature_c=65 duration_s=600 @inheco_odtc"),

    ("benchnotes-36",
     "BioShake 1500 rpm 2 min w/ heat to 45C – actually skip the heat, RT is fine",
     "shake speed_rpm=1500 duration_s=120 @qinstruments_bioshake_3000t_elm"),

    ("benchnotes-37",
     "pNPP plate: read at 405 or 410 nm? check w/ Priya",
     "ask"),

    ("benchnotes-38",
     "MTT: 1.5 hrs in the CO2 incubator (37 deg, 5% CO2), then 100 µL DMSO/well on the i7, "
     "shake 10 min 500rpm, read A570",
     "incubate temperature_c=37 duration_s=5400 co2_percent=5 @cytomat_2c450 > "
     "transfer volume_ul=100 @biomek_i7_hybrid > shake speed_rpm=500 duration_s=600 > "
     "read_absorbance wavelength_nm=570"),

    ("benchnotes-39",
     "spin 4000 g — no wait, VSpin maxes at 1000, so 1000 x g 5 min on the VSpin",
     "spin rcf_g=1000 duration_s=300 @agilent_vspin"),

    ("benchnotes-40",
     "sonicate lysate plt 3x 10 s, then spin 15 min 3000 g",
     "ask"),

    # "KF Flex" is the KingFisher alias, not the Opentrons Flex; 200 is part of the program name.
    ("benchnotes-41",
     "KF Flex: run DNA_Blood_200 (96 DW plates). before storing, seal the elution plt 165C 3 s, "
     "then into the 2C425 at 4C",
     "run_program program=DNA_Blood_200 @kingfisher_flex > seal temperature_c=165 duration_s=3 > "
     "store temperature_c=4 @cytomat_2c425"),

    ("benchnotes-42",
     "IR dye read on the SpectraMax: ex 790 / em 880",
     "halted"),

    ("benchnotes-43",
     "retrieve plt from Cytomat 2C450, PF400 to the STAR, add 25 µL drug dilutions to columns 2–11, "
     "then back in the incubator 37C 72 hrs (5 % CO2)",
     "retrieve @cytomat_2c450 > move_plate @precise_pf400 > transfer volume_ul=25 wells=80 @hamilton_star > "
     "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450"),

    ("benchnotes-44",
     "Echo: shoot 50 nL compound into the 384 assay plt, then 20 µL cells on the Flex, spin 1 min 1000 g",
     "ask"),

    ("benchnotes-45",
     "- MM 30 µL to A1–A12 on the i7\n- 5 µL template (samples S1-S12) into the same A1–A12 wells, i7 again\n"
     "- seal 165C 3s\n- ODTC: 98C 30s, 25 cycles 98C 10s / 65C 20s / 72C 30s, 72C 2 min, hold 10C",
     "transfer volume_ul=30 wells=12 @biomek_i7_hybrid > transfer volume_ul=5 wells=12 @biomek_i7_hybrid > "
     "seal temperature_c=165 duration_s=3 > run_pcr cycles=25 initial_denaturation_c=98 "
     "initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 "
     "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=10 @inheco_odtc"),

    ("benchnotes-46",
     "aliquot 12 mL media into each 50 mL Falcon (6 tubes) with the Fluent",
     "halted"),

    ("benchnotes-47",
     "LabChip GX: RNA Pico, 12 sampels (RIN check, batch 2024-117)",
     "run_assay assay=rna_pico sample_count=12 @labchip_gx_touch_ht"),

    ("benchnotes-48",
     "read ex 530 em 590 on the i3x after 1 min shake at 1000rpm",
     "shake speed_rpm=1000 duration_s=60 > read_fluorescence excitation_nm=530 emission_nm=590 @spectramax_i3x"),

    ("benchnotes-49",
     "transfer 100 uL ON culture to a flat plate and check OD",
     "ask"),

    ("benchnotes-50",
     "heat-denature at 105 °C for 10 min, then cool and spin 1 min 1000 x g",
     "halted"),

    ("benchnotes-51",
     "50 mL Falcons in the 5810R, 3,000 xg 20 mins 4°C",
     "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r"),

    ("benchnotes-52",
     "HiG 4 spin: 3,000 x g 5 mins (PCR plates 1+2 balance each other)",
     "spin rcf_g=3000 duration_s=300 @bionex_hig4"),

    ("benchnotes-53",
     "LabChip DNA 1K, 480 samples in one go (5 plates)",
     "halted"),

    # "Liquid Handling Station-2" is a registry alias of biomek_i5.
    ("benchnotes-54",
     "mix 8x 150 µL on Liquid Handling Station-2, then its magnet 2 min",
     "mix volume_ul=150 cycles=8 @biomek_i5 > magnetic_separation duration_s=120 @biomek_i5"),

    ("benchnotes-55",
     "spin down 1 min 1000g, then PCR on the ODTC: 35 cycles, 95 denat 30 s, 72 ext 1 min (annealing tbd)",
     "ask"),

    ("benchnotes-56",
     "retrieve plt from the 2C425 and put it in the plate hotel",
     "retrieve @cytomat_2c425 > store @cytomat_24"),

    ("benchnotes-57",
     "Spin at one thousand x g for two minutes.",
     "spin rcf_g=1000 duration_s=120"),

    # The cold store holds 4-25 C; -20 C is outside every store's limit (one could argue 'ask'
    # for a freezer the lab lacks, but the text names the 2C425 and a value outside its range).
    ("benchnotes-58",
     "plates 3-6 -> 2C425 at -20C for long-term",
     "halted"),

    ("benchnotes-59",
     "high-g centrifuge, PCR plate, 5,500 x g 2 min",
     "halted"),

    # TapeStation is not in the lab (it has a LabChip instead): an instrument the lab does not have.
    ("benchnotes-60",
     "run the 20 libs on the TapeStation, D1000 tape",
     "ask"),

    ("benchnotes-61",
     "ELISA, plt 1 of 2:\n- 1 hr 37C shake @ 600 rpm on the thermoshaker first\n- then 100 uL TMB on the Flex\n"
     "- 15 min RT, shake 300 rpm\n- 50 uL stop (Flex again)\n- read 450nm abs",
     "shake speed_rpm=600 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "transfer volume_ul=100 @opentrons_flex > shake speed_rpm=300 duration_s=900 > "
     "transfer volume_ul=50 @opentrons_flex > read_absorbance wavelength_nm=450"),

    ("benchnotes-62",
     "NGS lib QC: i5 puts 15 µL of each lib into a 96 PCR plate (cols 1-6 only), spin 1 min 1000 xg, "
     "then LabChip NGS 3K, 48 samples",
     "transfer volume_ul=15 wells=48 @biomek_i5 > spin rcf_g=1000 duration_s=60 > "
     "run_assay assay=dna_ngs_3k sample_count=48 @labchip_gx_touch_ht"),

    # Columns 1-12 of a 384-well plate = 16 rows x 12 = 192 wells.
    ("benchnotes-63",
     "Fluent, 384 PCR plt: 8 uL MM into every well, then 2 uL cDNA into cols 1-12 only (left half). "
     "seal 170 °C 2 s, spin 1000g 1 min, then CFX: 95C 10 min, 40x 95C 15s 60C 1 min",
     "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 wells=192 @tecan_fluent > "
     "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 "
     "initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 "
     "annealing_c=60 annealing_s=60 @biorad_cfx384"),

    ("benchnotes-64",
     "OT-2 plating (96w): 200 µL PBS into the 36 edge wells first, then 90 µL cells into the inner "
     "wells B2–G11. then Cytomat 37C 5% CO2, 24 hrs (not o/n, full day)",
     "transfer volume_ul=200 wells=36 @opentrons_ot2 > transfer volume_ul=90 wells=60 @opentrons_ot2 > "
     "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),

    ("benchnotes-65",
     "KingFisher: RNA_Cells_96 program, then 15 µL eluate into a 384 PCR plt on the STAR, "
     "LabChip RNA assay (not pico), 96 samples",
     "run_program program=RNA_Cells_96 @kingfisher_flex > transfer volume_ul=15 @hamilton_star > "
     "run_assay assay=rna sample_count=96 @labchip_gx_touch_ht"),

    ("benchnotes-66",
     "pull plt 12 from the hotel (went in sealed), peel it on the XPeel, lum read w/ 2 s integration, "
     "then back into the hotel",
     "retrieve @cytomat_24 > peel @azenta_xpeel > read_luminescence integration_s=2 > store @cytomat_24"),

    ("benchnotes-67",
     "Cytomat 30 min, 37C, 5% CO2 — actually make that 45 min. after: spin 300 x g 3 min, then fluor 544/590",
     "incubate temperature_c=37 duration_s=2700 co2_percent=5 @cytomat_2c450 > spin rcf_g=300 duration_s=180 > "
     "read_fluorescence excitation_nm=544 emission_nm=590"),

    ("benchnotes-68",
     "spin the 24 lysate tubes in the microcentrifuge 12,000 ×g 2 min, then transfer 400 μl SN of each "
     "into the deep-well plate on the Fluent",
     "spin rcf_g=12000 duration_s=120 @eppendorf_5424r > transfer volume_ul=400 @tecan_fluent"),

    ("benchnotes-69",
     "end prep, ODTC: 20C 30 min, then 65C 30 min",
     "incubate temperature_c=20 duration_s=1800 @inheco_odtc > incubate temperature_c=65 duration_s=1800 @inheco_odtc"),

    ("benchnotes-70",
     "Fluent: 20 uL substrate into A1-A6 only (standards), then 30 s 1000 rpm on the BioShake, "
     "read ex 340 em 460",
     "transfer volume_ul=20 wells=6 @tecan_fluent > shake speed_rpm=1000 duration_s=30 "
     "@qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=340 emission_nm=460"),
]
