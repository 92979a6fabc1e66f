"""Hold-out batch "quicknotes": lab intents typed as quick notes between experiments.

Style: what people type on a phone or on a shared screen by the instrument --
lowercase, little punctuation, abbreviations (min, hr, o/n, RT, rxn, sup, pellet,
DW plt, PCR plt, 384w, 96w, MM, abs, lum, fluor, ex/em), instrument nicknames taken
from the registry aliases (vspin, hig4, the 5810, 5424, star, fluent, i7, i5, ot2,
flex, odtc, cfx, a4s, sealer, xpeel, bioshake, thermoshaker, i3x, spectramax,
cytomat, incubator, 2c425, cold store, plate fridge, hotel, KF, labchip, pf400),
arrows (-> and the unicode arrow) or '+' between steps, values glued to units
("1000xg", "37c", "30s", "50ul"), a few emoji, occasional typos.

Traps:
- numbers that are not settings: plate ids (plt 14, PCR-0611, LC-07), sample names
  (S1-S24, S1-S8), run numbers (run 3, run #12), dates (3/14, 5/2), passage (p12),
  film lot 4471, pipette names (p20, "8ch 1000"), concentrations (80% etoh);
- a value changed mid-note ("10 min no 15 min", "30c no wait 37c",
  "cols 7-12 no actually 7-10") -- the correction wins;
- ordering words: "first", "then", "after", "after that", "after the spin" -- the
  expected steps are in run order, not mention order;
- numbers as words ("two thousand xg for five mins", "three times"), thousands
  separators ("16,000xg", "3,500 rpm", "2,900 rcf"), unit spellings (ul, µl,
  microlitres, ml, c, °C, ºC, deg, xg, x g, ×g, rcf, s, sec, min, mins, hr);
- well subsets (cols 1-6 of 96 = 48, A1-H3 = 24, cols 1-2 = 16, row A of 96w = 12);
  "all wells" / "each well" select no subset;
- "RT" = room temperature = no temperature key;
- halted: plate spin above 5000 x g, tube spin above 21,130 x g or below -10 C,
  shaker above 3000 rpm, seal above 200 C, absorbance below 230 nm, CO2 incubation
  above 50 C, qPCR above 99 cycles, cold store below 4 C, luminescence integration
  above 60 s, LabChip sample count above 384;
- ask: vortex, sonicate, rpm-only spin, "speed 5", OD with no wavelength, an
  instrument the lab lacks (multidrop, echo), PCR without cycling temperatures,
  transfer with no volume, "405 or 410??", drops, nL acoustic transfer.

@device is given only where the note names the instrument through a registry alias
(a note prefixed "i7:" / "i5:" names it for every step of that note).
"""

NAME = "quicknotes"

CASES: list[tuple[str, str, str]] = [
    # "store in hotel" read as a store step on the Cytomat 24 (alias "hotel").
    ("quicknotes-01",
     "pf400 DW plt to vspin -> 1000xg 1min -> store in hotel 👍",
     "move_plate @precise_pf400 > spin rcf_g=1000 duration_s=60 @agilent_vspin > store @cytomat_24"),
    ("quicknotes-02",
     "hig4 2500 x g 10 min no 15 min, plt 14 (S1-S24)",
     "spin rcf_g=2500 duration_s=900 @bionex_hig4"),
    ("quicknotes-03",
     "falcons from run 3 into the 5810, 3000xg 15min 4c",
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("quicknotes-04",
     "5424 16,000xg 10min 4c, keep pellet, then sup into fresh tubes 200ul",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > transfer volume_ul=200"),
    ("quicknotes-05",
     "vortex plt 30s -> spin 1000xg 1 min -> abs 600",
     "ask"),
    ("quicknotes-06",
     "odtc: 98c 30s first then 30 cycles 98c 10s 62c 20s 72c 30s, final 72c 2min, hold 4c. plt PCR-0611",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 "
     "annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 "
     "hold_c=4 @inheco_odtc"),
    # Two-step qPCR: the 60c step is taken as annealing (no separate extension stated).
    ("quicknotes-07",
     "cfx 384w 95c 3min then 40x (95c 10s + 60c 30s) 🔥 run #12",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 "
     "annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("quicknotes-08",
     "a4s seal 165c 2s → quick spin 1000xg 1 min → cfx: 95c 2min then 45 cycles 95c 5s / 58c 20s / 72c 15s",
     "seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 > "
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 "
     "annealing_c=58 annealing_s=20 extension_c=72 extension_s=15 @biorad_cfx384"),
    ("quicknotes-09",
     "fluent 50ul into 384w -> spin 6000xg 2 min -> abs 450",
     "halted"),
    # "back to hotel" read as a store step on the Cytomat 24; "o/n culture" and "plt 3" are context.
    ("quicknotes-10",
     "o/n culture plt 3: xpeel first then i3x abs 600nm then back to hotel",
     "peel @azenta_xpeel > read_absorbance wavelength_nm=600 @spectramax_i3x > store @cytomat_24"),
    ("quicknotes-11",
     "spectramax fluor ex485 em535, 384w plt from 3/14",
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),
    # "10 min RT" is an incubation step with no temperature key and no named device.
    ("quicknotes-12",
     "flex 25ul CTG into cols 1-6 + bioshake 500rpm 2min → 10 min RT → lum 1s ✅",
     "transfer volume_ul=25 wells=48 @opentrons_flex > shake speed_rpm=500 duration_s=120 "
     "@qinstruments_bioshake_3000t_elm > incubate duration_s=600 > read_luminescence integration_s=1"),
    ("quicknotes-13",
     "HEK p12 cels into cytomat 37c 5% co2 for 48 hr",
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),
    ("quicknotes-14",
     "5424 25,000 x g 5 min tubes S1-S8",
     "halted"),
    ("quicknotes-15",
     "pull plt 22 out of 2c425, pf400 it to the STAR",
     "retrieve @cytomat_2c425 > move_plate @precise_pf400"),
    ("quicknotes-16",
     "STAR 40ul from DW plate cols 1-6 into 96w flat",
     "transfer volume_ul=40 wells=48 @hamilton_star"),
    ("quicknotes-17",
     "fluent mix 8x 100ul all wells",
     "mix volume_ul=100 cycles=8 @tecan_fluent"),
    # Note is prefixed "i7 bead cleanup:", so every step is taken as named on the i7; 80% is a concentration.
    ("quicknotes-18",
     "i7 bead cleanup: magnet 5 min → remove 180ul sup → add 200ul 80% etoh → magnet 2 min agian",
     "magnetic_separation duration_s=300 @biomek_i7_hybrid > transfer volume_ul=180 @biomek_i7_hybrid > "
     "transfer volume_ul=200 @biomek_i7_hybrid > magnetic_separation duration_s=120 @biomek_i7_hybrid"),
    ("quicknotes-19",
     "5810 3500 rpm 10 min 4c",
     "ask"),
    # "i5 deck ... then hold" -- the hold is on the same i5 deck thermal position.
    ("quicknotes-20",
     "i5 deck shake 800rpm 5min then hold 4c 10 min",
     "shake speed_rpm=800 duration_s=300 @biomek_i5 > incubate temperature_c=4 duration_s=600 @biomek_i5"),
    # p20 is the pipette name, not a volume; A1-H3 = columns 1-3 = 24 wells.
    ("quicknotes-21",
     "ot2 p20 -> 5 microlitres template into PCR plt A1-H3",
     "transfer volume_ul=5 wells=24 @opentrons_ot2"),
    ("quicknotes-22",
     "labchip dna 5k on 48 samples, plt LC-07",
     "run_assay assay=dna_5k sample_count=48 @labchip_gx_touch_ht"),
    ("quicknotes-23",
     "bioshake 3,500 rpm 1 min to resuspend pellet",
     "halted"),
    ("quicknotes-24",
     "KF run prog MagMAX_Pure_96 then elution plt on vspin 500xg 2 min, after that 2c425 4c",
     "run_program program=MagMAX_Pure_96 @kingfisher_flex > spin rcf_g=500 duration_s=120 @agilent_vspin > "
     "store temperature_c=4 @cytomat_2c425"),
    ("quicknotes-25",
     "bioshake 1200rpm 3 min no 5 min, 37c",
     "shake speed_rpm=1200 duration_s=300 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("quicknotes-26",
     "spin 1,000 x g 30s → xpeel → fluent 50ul into 384w",
     "spin rcf_g=1000 duration_s=30 > peel @azenta_xpeel > transfer volume_ul=50 @tecan_fluent"),
    ("quicknotes-27",
     "bioshake speed 5 2 min",
     "ask"),
    ("quicknotes-28",
     "read abs 450nm after the 20 min RT incubtion (stop soln already in)",
     "incubate duration_s=1200 > read_absorbance wavelength_nm=450"),
    ("quicknotes-29",
     "plt 8 into plate fridge 4c til mon",
     "store temperature_c=4 @cytomat_2c425"),
    ("quicknotes-30",
     "a4s seal 220c 3s, new film lot 4471",
     "halted"),
    # "park in hotel" read as a store step on the Cytomat 24.
    ("quicknotes-31",
     "pf400 plt from odtc → sealer, seal 170c 1.5s, then park in hotel",
     "move_plate @precise_pf400 > seal temperature_c=170 duration_s=1.5 @azenta_a4s > store @cytomat_24"),
    # Only the TMB step names the STAR; the stop-solution transfer names no device.
    ("quicknotes-32",
     "ELISA plt 2: 100ul TMB all wells on star → 15 min RT dark → 50ul stop soln → abs 450",
     "transfer volume_ul=100 @hamilton_star > incubate duration_s=900 > transfer volume_ul=50 > "
     "read_absorbance wavelength_nm=450"),
    # "8ch 1000" is the pipette; the corrected selection cols 7-10 = 32 wells.
    ("quicknotes-33",
     "flex 8ch 1000 → 150ul media cols 7-12 no actually 7-10",
     "transfer volume_ul=150 wells=32 @opentrons_flex"),
    # OD with no wavelength.
    ("quicknotes-34",
     "read OD on i3x after 2hr",
     "ask"),
    ("quicknotes-35",
     "STAR 1.5ml from 50ml falcon into each well of 24 DW",
     "transfer volume_ul=1500 @hamilton_star"),
    ("quicknotes-36",
     "i7 mix 5x 40µl cols 1-2 of PCR plt",
     "mix volume_ul=40 cycles=5 wells=16 @biomek_i7_hybrid"),
    ("quicknotes-37",
     "fluent 15ul MM per rxn into PCR plt → seal 160c 3 sec → 2c425 at 8c",
     "transfer volume_ul=15 @tecan_fluent > seal temperature_c=160 duration_s=3 > "
     "store temperature_c=8 @cytomat_2c425"),
    ("quicknotes-38",
     "abs 205nm for peptide bonds, i3x, 96w UV plt",
     "halted"),
    ("quicknotes-39",
     "hig4 two thousand xg for five mins",
     "spin rcf_g=2000 duration_s=300 @bionex_hig4"),
    ("quicknotes-40",
     "grab plt 9 from hotel → bioshake 800rpm 2min → i3x lum 0.5s integration",
     "retrieve @cytomat_24 > shake speed_rpm=800 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=0.5 @spectramax_i3x"),
    # "incubator" is a Cytomat 2C450 alias; no CO2 value is stated, so none is listed.
    ("quicknotes-41",
     "after 30 min 37c in incubator read fluor ex/em 560/590",
     "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),
    ("quicknotes-42",
     "multidrop 50ul media into all wells then cytomat 37c 24hr",
     "ask"),
    ("quicknotes-43",
     "odtc colony pcr 94°C 5 min, 25 cyc of 94 30s / 55ºC 30s / 72 deg 1 min; final 72c 7min; hold at 10",
     "run_pcr cycles=25 initial_denaturation_c=94 initial_denaturation_s=300 denaturation_c=94 denaturation_s=30 "
     "annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=420 "
     "hold_c=10 @inheco_odtc"),
    ("quicknotes-44",
     "odtc hold 37c 30 min for dnase step",
     "incubate temperature_c=37 duration_s=1800 @inheco_odtc"),
    ("quicknotes-45",
     "cytomat 55c 5% co2 1 hr heat stress → then lum",
     "halted"),
    # 400 samples in one LabChip run is above the 384 sample_count maximum.
    ("quicknotes-46",
     "labchip dna HS 400 samples one go 🙃",
     "halted"),
    ("quicknotes-47",
     "5810 2,900 rcf 10 min RT, plts from yesterdy",
     "spin rcf_g=2900 duration_s=600 @eppendorf_5810r"),
    ("quicknotes-48",
     "fluent 0.5 ml buffer into each DW well",
     "transfer volume_ul=500 @tecan_fluent"),
    ("quicknotes-49",
     "odtc 35 cycles usual touchdown",
     "ask"),
    ("quicknotes-50",
     "i5: 20ul beads → mix 10x 30ul → magnet 3 min",
     "transfer volume_ul=20 @biomek_i5 > mix volume_ul=30 cycles=10 @biomek_i5 > "
     "magnetic_separation duration_s=180 @biomek_i5"),
    ("quicknotes-51",
     "thermoshaker 45c 1000 rpm 15min",
     "shake speed_rpm=1000 duration_s=900 temperature_c=45 @qinstruments_bioshake_3000t_elm"),
    ("quicknotes-52",
     "cfx 95c 3min, 120 cycles 95c 10s 60c 30s",
     "halted"),
    ("quicknotes-53",
     "incubator 30c no wait 37c, 2hr",
     "incubate temperature_c=37 duration_s=7200 @cytomat_2c450"),
    ("quicknotes-54",
     "ot2 mix three times 15ul row A of the 96w",
     "mix volume_ul=15 cycles=3 wells=12 @opentrons_ot2"),
    # 5/2 is a date.
    ("quicknotes-55",
     "dna quant 5/2 → abs 260nm i3x",
     "read_absorbance wavelength_nm=260 @spectramax_i3x"),
    # Lysis buffer transfer has no volume.
    ("quicknotes-56",
     "star: add lysis buffer to cols 1-6 → shake 1000rpm 5 min → KF prog Lysis_Bind",
     "ask"),
    ("quicknotes-57",
     "retrieve plt 5 from 2c425 → xpeel → ot2 20ul cols 1-3 → seal 165c 3s → back in cold store 4c",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=20 wells=24 @opentrons_ot2 > "
     "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425"),
    ("quicknotes-58",
     "cytomat 37c 5%co2 1hr → bioshake 600rpm 1 min → i3x lum",
     "incubate temperature_c=37 duration_s=3600 co2_percent=5 @cytomat_2c450 > "
     "shake speed_rpm=600 duration_s=60 @qinstruments_bioshake_3000t_elm > read_luminescence @spectramax_i3x"),
    ("quicknotes-59",
     "plt 31 into cold store at 2c over wknd",
     "halted"),
    ("quicknotes-60",
     "hig4 3000xg 5min → star 100ul sup to 96w flat → i3x abs 340nm",
     "spin rcf_g=3000 duration_s=300 @bionex_hig4 > transfer volume_ul=100 @hamilton_star > "
     "read_absorbance wavelength_nm=340 @spectramax_i3x"),
    ("quicknotes-61",
     "read fluor ex/em 485/520 on i3x but first spin 500×g 1min and shake 300rpm 2 min after the spin",
     "spin rcf_g=500 duration_s=60 > shake speed_rpm=300 duration_s=120 > "
     "read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x"),
    ("quicknotes-62",
     "abs 405 or 410?? whichever, plt 3",
     "ask"),
    # No final extension stated; "seal" alone (not "sealer") names no device.
    ("quicknotes-63",
     "seal 175c 2s first then odtc 95c 2min, 35x 95c 15s 60c 15s 72c 30s, hold 4 → xpeel → labchip dna 1k 96 samples",
     "seal temperature_c=175 duration_s=2 > run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=15 extension_c=72 extension_s=30 hold_c=4 "
     "@inheco_odtc > peel @azenta_xpeel > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht"),
    ("quicknotes-64",
     "bioshake 500rpm 2 min → i3x lum integration 90s (dim signal)",
     "halted"),
    # Note is prefixed "i7:", so all three steps are on the i7 (deck shaker and thermal position).
    ("quicknotes-65",
     "i7: 30ul → 1000rpm 1 min shake → 4c 5 min on deck",
     "transfer volume_ul=30 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=60 @biomek_i7_hybrid > "
     "incubate temperature_c=4 duration_s=300 @biomek_i7_hybrid"),
    ("quicknotes-66",
     "2 drops trypan into S1 tube 😬",
     "ask"),
    ("quicknotes-67",
     "5810 1500xg 5 min 4c → fluent 1ml sup to fresh DW → 2c425",
     "spin rcf_g=1500 duration_s=300 temperature_c=4 @eppendorf_5810r > transfer volume_ul=1000 @tecan_fluent > "
     "store @cytomat_2c425"),
    ("quicknotes-68",
     "5424 -15c 12000xg 20 min",
     "halted"),
    ("quicknotes-69",
     "echo 25nl cpd into 384w assay plt then spin 1000xg 1min",
     "ask"),
    ("quicknotes-70",
     "sonicate lysate 3x10s on ice then 5424 16000xg 10min 4c",
     "ask"),
]
