"""Hold-out batch "minutes1": lab-meeting minutes and action items.

Each intent is written the way a minute-taker records a group or subgroup
meeting: a date, a room number, an attendees/"Present:" line, apologies,
"Agreed:", "Action: XX to ...", "Decision:", "Dropped:", "Deferred:" and AOB
items.  The planner has to pull the requested run out of that chatter.

Traps used throughout:
- context numbers everywhere: dates (11/03, 4 Feb), meeting times (10:30),
  room numbers (Rm 3.14, B204), passage numbers, plate counts ("plate 3 of 6"),
  barcodes, catalogue/order/lot numbers, concentrations (80 % ethanol), sample
  counts that are not settings, "next meeting in 2 weeks";
- decisions that changed mid-meeting (a value minuted, then corrected: the
  correction wins), items dropped or deferred (they are not steps);
- steps minuted out of run order ("read ... but only after ...");
- unit spellings (uL, µL, μl, microlitres, C, °C, deg, ºC, degrees, g, xg,
  x g, ×g, rcf, s, sec, min, mins, h, hr, hrs), numbers as words, thousands
  separators, British/American spelling ("programme"), typos;
- instruments named by nickname ("the HiG", "STAR", "KF Flex", "the arm",
  "the hotel", "cold store", "i3x"), where "Flex" inside "KF Flex" is the
  KingFisher, not the Opentrons Flex;
- asks: vortex, sonicate, rpm-only centrifuge speed, "speed 5", OD with no
  wavelength, instruments the lab lacks, PCR without an annealing temperature,
  transfer with no volume, unsettled values, drops, nL acoustic transfer;
- halts: values outside every suitable instrument's registry limits.
"""

NAME = "minutes1"

CASES: list[tuple[str, str, str]] = [
    (
        "minutes1-01",
        "Minutes, cell-assay subgroup, Tue 4 Feb, 10:30, Rm 2.041. Present: JS, MK, PR (apologies: LT). "
        "Item 1, CellTiter-Glo on the P14 HEK plates (4 plates). Agreed: plates out of the incubator, "
        "2 min at 500 rpm on the BioShake to lyse, then luminescence with 1 s integration. Action: JS, Thursday.",
        "retrieve @cytomat_2c450 > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm"
        " > read_luminescence integration_s=1",
    ),
    (
        "minutes1-02",
        "Lab meeting 11/03, room B204. Attendees: AL, BK, CN. Pellet plate: minuted first as 2,000 x g, then BK "
        "reminded us these are flat-bottom plates and we agreed 1000 x g for 5 min instead. Action AL: spin, then "
        "straight into the cold store at 4 °C until Monday.",
        "spin rcf_g=1000 duration_s=300 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "minutes1-03",
        "Group meeting 18 Jan (Rm 114). Present: DW, EX, FY. Bead tubes settle overnight. Agreed: we automate the "
        "resuspension from now on. Action DW: vortex the 2 mL bead tubes for 30 s on deck before each extraction.",
        "ask",
    ),
    # 6,500 x g is above the HiG4's 5000 x g (and the 5810R plate buckets' 2900, VSpin's 1000).
    (
        "minutes1-04",
        "Minutes, Wed 9 Oct, Rm 3.10. Present: RS, TT, UV. Debris still in the supernatant after last week's run. "
        "Decision: pellet the 96-well PCR plates at 6,500 x g for 10 min (RS wants it harder than the 4,000 we used). "
        "Action TT to set it up on the HiG.",
        "halted",
    ),
    (
        "minutes1-05",
        "Cloning subgroup, 2 May, room C3-07. Attendees: HK, JL. Agreed cycling for the Q5 colony PCR on the ODTC: "
        "98 °C 30 s initial, then 30 cycles of 98 °C 10 s / 62 °C 20 s / 72 °C 30 s, final extension 72 °C 2 min, "
        "hold 4 °C. Action HK to load 24 colonies tomorrow.",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10"
        " annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120"
        " hold_c=4 @inheco_odtc",
    ),
    (
        "minutes1-06",
        "Mtg 5 Jun. Present: HK, JL, MO. Genotyping PCR for the new cohort (mice 2211-2260): Action MO to set it up "
        "on the ODTC, 35 cycles, same as the old protocol - we couldn't find the annealing temperature in the "
        "notebook, MO to check with Sarah before running.",
        "ask",
    ),
    (
        "minutes1-07",
        "Minutes 12 Nov, Rm 3.14. Present: AB, CD, EF. Item 2 - normalisation. Action AB: Hamilton STAR to move "
        "15 µL from the source plate into columns 1-6 of the 96-well PCR plate, then heat-seal at 170 °C for 2 s. "
        "Next meeting in 2 weeks.",
        "transfer volume_ul=15 wells=48 @hamilton_star > seal temperature_c=170 duration_s=2",
    ),
    (
        "minutes1-08",
        "Notes 3 Mar. Attendees: GP, HQ. Foil seals keep lifting at the corners; GP proposed sealing hotter. "
        "Agreed: a4S at 220 °C, 3 s, trial on one plate first. Action GP.",
        "halted",
    ),
    (
        "minutes1-09",
        "Extraction meeting 20 Feb (Rm G.12). Present: IO, KP, LR, MS. Agreed: peel the sample plate on the XPeel, "
        "then run the MagMAX_Pathogen_HT program on the KingFisher. Dropped: the extra ethanol wash plate (no "
        "benefit last run). Action KP, 96 samples.",
        "peel @azenta_xpeel > run_program program=MagMAX_Pathogen_HT @kingfisher_flex",
    ),
    # "OD" with no wavelength: the brief counts this as an ask even though OD600 is the usual guess.
    (
        "minutes1-10",
        "Minutes 7 Aug, Rm 221. Present: NT, OU. Growth curves for the 12 knockout strains: Action NT to read the OD "
        "of the 96-well culture plate on the SpectraMax first thing each morning this week. OU to send the strain list.",
        "ask",
    ),
    (
        "minutes1-11",
        "qPCR planning, 14 Jan. Present: PV, QW, RX. Agreed protocol on the CFX384: 95 °C 3 min, then 40 cycles of "
        "95 °C for 10 s and 60 °C for 30 s. Melt curve discussed - deferred, not on this run. Action QW.",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10"
        " annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "minutes1-12",
        "Wk 12 minutes. Present: SY, TZ, UA. Reporter line (P22, seeded at 10k/well). Agreed: into the Cytomat "
        "incubator at 37 °C, 5 % CO2 for 48 h, then GFP read ex 488 / em 510. Action SY.",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"
        " > read_fluorescence excitation_nm=488 emission_nm=510",
    ),
    # 3500 rpm: BioShake tops out at 3000 rpm, deck shakers at 1200.
    (
        "minutes1-13",
        "Minutes 22 Sept. Present: VB, WC. Beads not resuspending after the wash. Agreed to push the thermoshaker "
        "to 3500 rpm for 1 min. Action: VB.",
        "halted",
    ),
    (
        "minutes1-14",
        "Assay dev mtg, 6 Dec, Rm 1.09. Attendees: XD, YE, ZF. Action XD on the Fluent: add 50 uL pNPP substrate to "
        "every well, mix 3x with 40 uL, then into the plate reader at 405 nm. ZF to reorder substrate (cat. 34045).",
        "transfer volume_ul=50 @tecan_fluent > mix volume_ul=40 cycles=3 @tecan_fluent"
        " > read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "minutes1-15",
        "Minutes 15 Apr, Rm 5.02. Present: AG, BH, CI. Agreed: spin the 96-well assay plate at 3,000 rpm for 10 min, "
        "then read absorbance at 260 nm. Action BH.",
        "ask",
    ),
    (
        "minutes1-16",
        "Minutes 19 May. Present: DJ, EK. Action DJ: pull plate 3 of 6 (barcode 100245) out of the hotel, PF400 to "
        "carry it to the SpectraMax, read A562 for the BCA.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "minutes1-17",
        "Minutes 2 Jul, Rm 0.11. Present: FL, GM. Peptide quant on the i3x: agreed to read the peptide bond directly "
        "at 200 nm in the UV-transparent plate. Action FL.",
        "halted",
    ),
    (
        "minutes1-18",
        "Mtg 8 Jan. Present: HN, IO, JP. RNA preps: Action IO to spin the 1.5 mL tubes in the 5424R at 12,000 x g "
        "for 15 min at 4 °C. The fridge in 4.17 is full - use 4.19.",
        "spin rcf_g=12000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "minutes1-19",
        "Minutes 16 Sep, Rm 1.15. Present: FM, GN, HO, IP. Action GN (Mon): primer plate out of the cold store, peel "
        "it, Flex stamps 4 µL into the reaction plate, seal at 165 °C for 3 s, spin 800 x g 1 min.",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=4 @opentrons_flex > seal temperature_c=165 duration_s=3"
        " > spin rcf_g=800 duration_s=60",
    ),
    (
        "minutes1-20",
        "Teaching lab prep, 3 Oct, Rm 1.22. Present: MS, NT. Action NT: OT-2 to dispense two hundred microlitres of "
        "LB into columns 1 to 3 of the 96 flat-bottom plate, then the plate goes in the incubator at 30 degrees for "
        "16 h. 18 students expected.",
        "transfer volume_ul=200 wells=24 @opentrons_ot2 > incubate temperature_c=30 duration_s=57600 @cytomat_2c450",
    ),
    (
        "minutes1-21",
        "Minutes 10 Feb. Present: OV, PW, QX. PCR clean-up QC. Agreed: spin the 96-well PCR plate down on the HiG4 "
        "at 1,500 x g for 1 min, peel, then LabChip HT DNA High Sensitivity on 48 samples. Action PW.",
        "spin rcf_g=1500 duration_s=60 @bionex_hig4 > peel"
        " > run_assay assay=dna_high_sensitivity sample_count=48 @labchip_gx_touch_ht",
    ),
    # sample_count is capped at 384 in the registry; "no splitting" rules out two runs.
    (
        "minutes1-22",
        "Minutes 13 Mar, Rm 2.22. Present: RY, SZ. Agreed: a single LabChip Protein Express run covering all 400 "
        "samples from the March cohort, no splitting. Action SZ.",
        "halted",
    ),
    (
        "minutes1-23",
        "Bead clean-up discussion, 16 Apr, Rm 2.30. Present: TA, UB, VC. Agreed on the Biomek i7: add 90 µL beads to "
        "each 50 µL PCR, mix 10x at 100 µL, then 5 min on the magnet. Action UB.",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100 cycles=10 @biomek_i7_hybrid"
        " > magnetic_separation duration_s=300 @biomek_i7_hybrid",
    ),
    (
        "minutes1-24",
        "Minutes 20 Apr. Present: WD, XE. Action WD: shake the ELISA plate on the BioShake at speed 5 for 10 min, "
        "then read at 450 nm.",
        "ask",
    ),
    # -20 °C was minuted then corrected to 4 °C in the 2C425; the correction wins.
    (
        "minutes1-25",
        "Minutes 24 Apr, Rm 3.3. Present: YF, ZG, AH. Finished library plates: seal at 165 °C for 3 s. AH first said "
        "store them at -20 °C, but we agreed the 2C425 at 4 °C is fine for a week. Action ZG.",
        "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "minutes1-26",
        "Minutes 1 May. Present: BI, CJ. Hypercapnia pilot: agreed 37 °C and 25% CO2 in the incubator for 24 h. "
        "Action CJ.",
        "halted",
    ),
    (
        "minutes1-27",
        "Minutes 6 May. Present: DK, EL, FM. Action EL: on the Opentrons Flex, transfer 1 mL of media into each well "
        "of the 24 deep-well plate, then shake 300 rpm 2 min on the BioShake.",
        "transfer volume_ul=1000 @opentrons_flex > shake speed_rpm=300 duration_s=120 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "minutes1-28",
        "Minutes 8 May. Present: GN, HO, IP. pNPP read: 405 vs 410 nm not settled (GN/HO to check the kit insert). "
        "Action IP to read on the SpectraMax after the 30 min incubation at 37 °C.",
        "ask",
    ),
    (
        "minutes1-29",
        "Minutes 13 May, Rm 0.07. Present: JQ, KR. Harvest: Action JQ to pellet the 50 mL Falcons in the 5810R, "
        "3,000 x g, 10 min, 4 °C. (Order #45009 for new tubes placed.)",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    # 100 cycles: ODTC and CFX384 both cap at 99.
    (
        "minutes1-30",
        "Minutes 15 May. Present: LM, NO. Linear amplification test on the ODTC: agreed 100 cycles of 95 °C 15 s / "
        "55 °C 30 s / 72 °C 1 min. Action NO.",
        "halted",
    ),
    (
        "minutes1-31",
        "Minutes 20 May, Rm 4.01. Present: LS, MT, NU. Action MT: quick spin in the VSpin, 500 x g 30 s, resorufin "
        "read ex 535 em 590, then park the plate in the hotel.",
        "spin rcf_g=500 duration_s=30 @agilent_vspin > read_fluorescence excitation_nm=535 emission_nm=590"
        " > store @cytomat_24",
    ),
    (
        "minutes1-32",
        "Minutes 22 May. Present: OV, PW. Agreed to sonicate the lysate plate 3 x 10 s before the BCA read at "
        "562 nm. Action PW.",
        "ask",
    ),
    (
        "minutes1-33",
        "Minutes 27 May. Present: QX, RY, SZ. Standard curve: Action RY, Biomek i5 to put 100 ul of each standard "
        "into column 1 (A1-H1), then 100 µl of samples across columns 2-12 of the same 96 plate.",
        "transfer volume_ul=100 wells=8 @biomek_i5 > transfer volume_ul=100 wells=88 @biomek_i5",
    ),
    # 2 min integration = 120 s, above the i3x's 60 s.
    (
        "minutes1-34",
        "Minutes 29 May. Present: TA, UB. NanoLuc signal too low. Agreed: raise the integration to 2 min per well on "
        "the i3x luminescence read. Action UB.",
        "halted",
    ),
    (
        "minutes1-35",
        "Minutes 3 Jun, Rm 2.14. Present: VC, WD, XE. MTT day 3: Action VC to read at 570 nm - but only after pulling "
        "the plate out of the Cytomat incubator and shaking it 10 min at 600 rpm to dissolve the formazan.",
        "retrieve @cytomat_2c450 > shake speed_rpm=600 duration_s=600 > read_absorbance wavelength_nm=570",
    ),
    (
        "minutes1-36",
        "Minutes 5 Jun. Present: YF, ZG. Compound plate for the screen: agreed 25 nL of each compound into the 384 "
        "assay plate, acoustic dispense. Action YF.",
        "ask",
    ),
    (
        "minutes1-37",
        "Minutes 10 Jun, Rm 3.22. Present: AH, BI, CJ. Genotyping: Action BI - STAR adds 5 µL gDNA to the master-mix "
        "plate, seal 160 °C 2 s, then ODTC: 95 °C 2 min; 35 cycles 95 °C 20 s, 58 °C 20 s, 72 °C 45 s; 72 °C 5 min; "
        "hold at 10 °C.",
        "transfer volume_ul=5 @hamilton_star > seal temperature_c=160 duration_s=2"
        " > run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95"
        " denaturation_s=20 annealing_c=58 annealing_s=20 extension_c=72 extension_s=45 final_extension_c=72"
        " final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    # The dropped 680 nm background read is not a step.
    (
        "minutes1-38",
        "Minutes 18 Sep. Present: JQ, KR. LDH release: Action KR on the Hamilton - 50 µL supernatant into a fresh "
        "flat plate, then 50 µL reaction mix on top, read at 490 nm. The 680 nm background read was dropped (not "
        "needed with this kit).",
        "transfer volume_ul=50 @hamilton_star > transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=490",
    ),
    (
        "minutes1-39",
        "Minutes 17 Jun. Present: FM, GN, HO. Restriction digest of the 96 minipreps, agreed on the ODTC: 37 °C for "
        "1 h, then heat-kill at 65 °C for 20 min. Action GN. (NEB lot 10045, 20 U/µL.)",
        "incubate temperature_c=37 duration_s=3600 @inheco_odtc > incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "minutes1-40",
        "Minutes 19 Jun. Present: IP, JQ. Action JQ: Fluent to transfer the cleared supernatant from the deep-well "
        "block into a fresh flat plate, then read at 600 nm.",
        "ask",
    ),
    (
        "minutes1-41",
        "Minutes 24 Jun, Rm B.005. Present: KR, LS, MT. Agreed: centrifgue the cell plate at three hundred x g for five "
        "minutes, room temperature, then the arm moves it over to the Fluent. Action LS.",
        "spin rcf_g=300 duration_s=300 > move_plate @precise_pf400",
    ),
    # 25,000 x g: 5424R max 21,130 x g; the 5810R does not take 1.5 mL tubes.
    (
        "minutes1-42",
        "Minutes 26 Jun. Present: NU, OV. Action NU: spin the 1.5 mL lysate tubes at 25,000 x g for 20 min at 4 °C "
        "to clear them.",
        "halted",
    ),
    (
        "minutes1-43",
        "Minutes 1 Jul. Present: PW, QX, RY. RNA QC: agreed to run ninety-six samples on the LabChip GX RNA assay "
        "after the plate is peeled. Action QX.",
        "peel > run_assay assay=rna sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "minutes1-44",
        "Minutes 2 Jul, Rm 1.40. Present: SZ, TA, UB. Cell plating for the 384 screen: agreed to dispense 30 µL of "
        "cell suspension with the Multidrop Combi. Action TA.",
        "ask",
    ),
    # The correction is about plate count (context); the volume stays 20 µL.
    (
        "minutes1-45",
        "Minutes 3 Jul, Rm 2.05. Present: SZ, TA. Action TA on the Biomek i5: 20 µL from each of the four 96 plates "
        "into one 384 - correction, we agreed only one plate this week: 20 µL into the 384 flat plate, then seal "
        "170 C 1.5 s and into the hotel.",
        "transfer volume_ul=20 @biomek_i5 > seal temperature_c=170 duration_s=1.5 > store @cytomat_24",
    ),
    (
        "minutes1-46",
        "Minutes 23 Sep, Rm 3.01. Present: LS, MT, NU. Blocking step: minuted as 2 h on the BioShake at 30 °C, "
        "400 rpm; corrected to 90 min after MT checked the datasheet. Action NU.",
        "shake speed_rpm=400 duration_s=5400 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "minutes1-47",
        "Minutes 8 Jul. Present: UB, VC, WD. Agreed: OT-2 mixes the cell plate 5 times with 150 μl, then it goes into "
        "the incubator, 37ºC / 5% CO2, 72 hours. Action WD.",
        "mix volume_ul=150 cycles=5 @opentrons_ot2 > incubate temperature_c=37 duration_s=259200 co2_percent=5"
        " @cytomat_2c450",
    ),
    (
        "minutes1-48",
        "Minutes 10 Jul. Present: XE, YF. Foaming in the deep-well block: Action YF to add 2 drops of antifoam to "
        "each well, then shake 800 rpm for 5 min on the BioShake.",
        "ask",
    ),
    (
        "minutes1-49",
        "Minutes 15 Jul, Rm 3.14. Present: XE, YF, ZG, AH. Action YF: Flex puts 2 µL cDNA into the 384 qPCR plate, "
        "seal (165 °C, 3 s), spin 1000 x g 1 min, then CFX: 95 °C 30 s, 45 x (95 °C 5 s, 60 °C 30 s).",
        "transfer volume_ul=2 @opentrons_flex > seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60"
        " > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=30 denaturation_c=95"
        " denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "minutes1-50",
        "Minutes 30 Jul. Present: BI, CJ, DK. Action CJ: run the RNA_Cells_v2 programme on the KingFisher, Hamilton "
        "moves 15 µL of each eluate into a 96 PCR plate, then LabChip RNA Pico on 24 samples.",
        "run_program program=RNA_Cells_v2 @kingfisher_flex > transfer volume_ul=15 @hamilton_star"
        " > run_assay assay=rna_pico sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "minutes1-51",
        "Minutes 22 Jul. Present: DK, EL, FM. Action FM: XPeel the 96-well daughter plate, Fluent adds 10 uL of stop "
        "solution to rows A and B only, reseal on the a4S at 175 °C, 2.5 s.",
        "peel @azenta_xpeel > transfer volume_ul=10 wells=24 @tecan_fluent > seal temperature_c=175 duration_s=2.5"
        " @azenta_a4s",
    ),
    (
        "minutes1-52",
        "Minutes 30 Sep. Present: OV, PW. Action OV: HTRF read (ex 320 / em 665) on the i3x, but spin the 384 plate on "
        "the VSpin first, 1000 g 1 min, and peel it before the read.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > peel > read_fluorescence excitation_nm=320 emission_nm=665"
        " @spectramax_i3x",
    ),
    # "KF Flex" is the KingFisher, not the Opentrons Flex; the deferred LabChip QC is not a step.
    (
        "minutes1-53",
        "Minutes 29 Jul, Rm 1.01. Present: IP, JQ, KR. Action JQ: take the lysate plate out of the cold store, peel it "
        "and run programme 'DNA_Blood_96_v3' on the KF Flex. Deferred: LabChip QC (no chips until order 7781 arrives).",
        "retrieve @cytomat_2c425 > peel > run_program program=DNA_Blood_96_v3 @kingfisher_flex",
    ),
    (
        "minutes1-54",
        "Minutes 5 Aug. Present: LS, MT. NIR dye plate: agreed SpectraMax read at ex 780 / em 900. Action MT.",
        "halted",
    ),
    (
        "minutes1-55",
        "Minutes 31 Jul. Present: LS, MT. Agreed: HiG 4, 4000 ×g, 1 hr for the 96-well PCR plate (these plates are "
        "rated to 6000). Action MT.",
        "spin rcf_g=4000 duration_s=3600 @bionex_hig4",
    ),
    (
        "minutes1-56",
        "Minutes 2 Oct. Present: QX, RY. Action RY on the OT-2: 0.5 mL of PBS into each well of the 24 deep-well "
        "plate, then 100 µL of cells into wells A1-A12 of the 96 flat plate.",
        "transfer volume_ul=500 @opentrons_ot2 > transfer volume_ul=100 wells=12 @opentrons_ot2",
    ),
    (
        "minutes1-57",
        "Minutes 5 Aug, Rm 6.12. Present: OV, PW, QX. Day-2 Glo read: Action PW - plate out of the incubator, Hamilton "
        "adds 25 µL of reagent to columns 1-10 of the 96-well plate, then luminescence, 0.5 s integration.",
        "retrieve @cytomat_2c450 > transfer volume_ul=25 wells=80 @hamilton_star > read_luminescence integration_s=0.5",
    ),
    # 7.5 mL per transfer is above every liquid handler's 5000 µL maximum; "in one go" rules out splitting.
    (
        "minutes1-58",
        "Minutes 7 Aug. Present: RY, SZ. Action SZ: Hamilton to put 7.5 mL of wash buffer into each well of the "
        "24 deep-well block in one go.",
        "halted",
    ),
    # Room-temperature wait: incubate with only a duration.
    (
        "minutes1-59",
        "Minutes 12 Aug. Present: TA, UB. ELISA: after the Biomek i7 adds 100 µl TMB, incubate 15 min at room "
        "temperature in the dark, then 50 µl stop solution, read 450 nm.",
        "transfer volume_ul=100 @biomek_i7_hybrid > incubate duration_s=900 > transfer volume_ul=50"
        " > read_absorbance wavelength_nm=450",
    ),
    (
        "minutes1-60",
        "Minutes 7 Oct. Present: SZ, TA. Action TA: pull plate 2 (barcode 00123) from the hotel, the arm takes it to "
        "the Biomek i5, the i5 adds 30 uL to the whole plate, then back to the hotel.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > transfer volume_ul=30 @biomek_i5 > store @cytomat_24",
    ),
    (
        "minutes1-61",
        "Minutes 19 Aug, Rm 2.2. Present: VC, WD, XE. Heat shock: agreed BioShake at 42 deg, 500 rpm, 30 min (WD said "
        "45 first, changed to 42 after discussion), then spin 200 x g 3 min, then back into the incubator at 37 °C "
        "5% CO2 for 4 h.",
        "shake speed_rpm=500 duration_s=1800 temperature_c=42 @qinstruments_bioshake_3000t_elm"
        " > spin rcf_g=200 duration_s=180 > incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "minutes1-62",
        "Minutes 9 Oct. Present: UB, VC, WD. New primer set on the CFX 384: 40 cycles, 95 °C 15 s then 58 °C 1 min. "
        "At the end VC showed the gradient result and we agreed 61 °C instead of 58. Action WD.",
        "run_qpcr cycles=40 denaturation_c=95 denaturation_s=15 annealing_c=61 annealing_s=60 @biorad_cfx384",
    ),
    (
        "minutes1-63",
        "Minutes 26 Aug. Present: YF, ZG. Serial dilution prep: Action ZG, i7 dispenses 180 microlitres of diluent to "
        "every well of the 96 plate except column 1, then 20 microlitres of sample into column 1 only.",
        "transfer volume_ul=180 wells=88 @biomek_i7_hybrid > transfer volume_ul=20 wells=8 @biomek_i7_hybrid",
    ),
    (
        "minutes1-64",
        "Minutes 14 Oct, Rm 2.19. Present: AH, BI. Action BI: Hamilton inoculates 10 µL of the overnight culture into "
        "the 96 flat plate, into the incubator at 37ºC for 18 hrs, then OD600 on the plate reader.",
        "transfer volume_ul=10 @hamilton_star > incubate temperature_c=37 duration_s=64800 @cytomat_2c450"
        " > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "minutes1-65",
        "Minutes 2 Sep, Rm 4.4. Present: AH, BI. After lunch: PF400 moves the PCR plate to the sealer, seal at 170 C "
        "for 3 s, then into the plate hotel for the weekend.",
        "move_plate @precise_pf400 > seal temperature_c=170 duration_s=3 @azenta_a4s > store @cytomat_24",
    ),
    (
        "minutes1-66",
        "Minutes 21 Aug. Present: CJ, DK. Bead clean-up on the Biomek i5: 5 min magnetic seperation, remove 150 µL "
        "supernatant, then add 200 µL of 80% ethanol. Action DK.",
        "magnetic_separation duration_s=300 @biomek_i5 > transfer volume_ul=150 @biomek_i5"
        " > transfer volume_ul=200 @biomek_i5",
    ),
    (
        "minutes1-67",
        "Minutes 9 Sep. Present: CJ, DK, EL. Agreed: 5810R, 2,500 rcf, temprature 4 °C, 20 min for the deep-well "
        "lysate block, then the Fluent transfers 500 µL of cleared lysate to a fresh block. Action EL.",
        "spin rcf_g=2500 duration_s=1200 temperature_c=4 @eppendorf_5810r > transfer volume_ul=500 @tecan_fluent",
    ),
    (
        "minutes1-68",
        "AOB (minutes 14 Oct, Rm 2.19; present XE, YF): YF asked for the assay plates to be spun at 1,000xg for "
        "10 mins from now on. Agreed.",
        "spin rcf_g=1000 duration_s=600",
    ),
    (
        "minutes1-69",
        "Minutes 16 Oct. Present: ZG, AH. Calcein plate: out of the incubator, shake 1 min at 1000 rpm, then SpectraMax "
        "ex 494 / em 517 - AH corrected em to 520 (the filter we actually have).",
        "retrieve @cytomat_2c450 > shake speed_rpm=1000 duration_s=60"
        " > read_fluorescence excitation_nm=494 emission_nm=520 @spectramax_i3x",
    ),
    (
        "minutes1-70",
        "Minutes 21 Oct. Present: BI, CJ, DK. Action CJ on the ODTC: initial denat 98 deg 3 mins, twenty-five cycles "
        "of 98 deg 10 sec, 60 deg 15 sec, 72 deg 30 sec; no final extension (agreed to skip); hold at 4 deg.",
        "run_pcr cycles=25 initial_denaturation_c=98 initial_denaturation_s=180 denaturation_c=98 denaturation_s=10"
        " annealing_c=60 annealing_s=15 extension_c=72 extension_s=30 hold_c=4 @inheco_odtc",
    ),
]
