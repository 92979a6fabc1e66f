"""Hold-out batch "postits": notes left for the automation team.

Style: what people scribble on sticky notes, the whiteboard by the workcell and
the shared "to-run" spreadsheet column. Very short, heavy on abbreviations (RT,
o/n, ON, SN, DW, PCR plt, 384w, ea, w/, w/o, x3, ~), arrows (->, =>, →) instead
of verbs, bare values ("450nm read", "1k g 1'"), primes for minutes (1' = 1 min),
initials and times of day, a few longer notes explaining a change from last time.

Traps in this batch:
- Ticks / crosses / strike-through mark steps that are ALREADY DONE ("✓ spun",
  "~~peel~~ ✗", "[x]"): they must not be planned again, even when the done step
  carried an out-of-range value.
- Times of day (9:40, 3pm), initials (KT, JS), dates (12/3, Mon), plate numbers
  (plt 4, PL-2231), lots, passages (P12), cell counts (4,000 cells/well),
  concentrations (10 µM), plate counts (x12) and room numbers are context.
- Old values quoted in "change from last time" notes, and an instrument's limit
  quoted as a reason, are not settings; a value stated then corrected takes the
  correction.
- "Cytomat 24 h" (the incubator for 24 hours) is not the Cytomat 24 hotel.
- An rpm speed given together with its x g equivalent is settled (use the g).
- Negated steps ("XPeel? no", "skip LabChip this time") are not planned.
- Ask: vortex, sonicate, rpm-only centrifuge speed, "speed 5", OD with no
  wavelength, two unsettled wavelengths, PCR without temperatures, transfer with
  no volume, drops, nL acoustic transfer, instruments the lab lacks (Bravo, Echo).
- Halted: values outside every suitable instrument's registry limit.
"""

NAME = "postits"

CASES: list[tuple[str, str, str]] = [
    (
        "postits-01",
        "ELISA plt 3 → 100uL stop soln ea (Fluent) → 450nm read → hotel. KT 3pm",
        "transfer volume_ul=100 @tecan_fluent > read_absorbance wavelength_nm=450 > store @cytomat_24",
    ),
    (
        "postits-02",
        "✓ spun  ✓ peeled → Hamilton: 10µl MM into cols 1-6 of the 96w PCR plt → seal 165C 2s",
        "transfer volume_ul=10 wells=48 @hamilton_star > seal temperature_c=165 duration_s=2",
    ),
    (
        "postits-03",
        "DW lysate plt: spin 6k g 10' pls, need tight pellet – JS",
        "halted",
    ),
    (
        "postits-04",
        "vortex 30s → spin down 1k g 1' (tubes, rack B)",
        "ask",
    ),
    # "1000 g" is quoted as the VSpin's ceiling (reason for the change), not a setting.
    (
        "postits-05",
        "Change from last time: don't use the VSpin for the lysate plt any more, it tops out at "
        "1000 g and the pellets were smeary. HiG instead, 2,500 x g 10 min, then the i7 pulls "
        "150 uL SN into a fresh flat plt.",
        "spin rcf_g=2500 duration_s=600 @bionex_hig4 > transfer volume_ul=150 @biomek_i7_hybrid",
    ),
    # "RT 10'" is a timed wait at room temperature: an incubate step with no temperature key.
    (
        "postits-06",
        "CTG (lot 0423): 25 uL CTG ea → shake w/ lid 2' 500rpm → RT 10' → lum read (0.5 s integ)",
        "transfer volume_ul=25 > shake speed_rpm=500 duration_s=120 > incubate duration_s=600 "
        "> read_luminescence integration_s=0.5",
    ),
    (
        "postits-07",
        "OD read plt B pls then back in hotel — MB",
        "ask",
    ),
    (
        "postits-08",
        "384w qPCR plt (PL-2231) → seal → 1k g 1' → CFX: 95 2' | 40x 95 5s / 60 30s",
        "seal > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 "
        "initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 "
        "annealing_s=30 @biorad_cfx384",
    ),
    (
        "postits-09",
        "i5: 200 µL sample → DW plt, then KF MagMAX_CORE => elution plt → cold store 4C till Mon",
        "transfer volume_ul=200 @biomek_i5 > run_program program=MagMAX_CORE @kingfisher_flex "
        "> store temperature_c=4 @cytomat_2c425",
    ),
    # 42 is last week's value; the new 55 C is above the Cytomat 2C450's 50 C ceiling.
    (
        "postits-10",
        "heat shock: Cytomat 55 °C 1 h, 5% CO2 (was 42 last wk, bumping it)",
        "halted",
    ),
    # The second transfer sits under the same "Flex:" heading, so it is on the Flex too.
    (
        "postits-11",
        "Flex: 20 µL norm'd DNA from tubes → PCR plt A1-H3, then 5 uL loading dye ea (same wells)",
        "transfer volume_ul=20 wells=24 @opentrons_flex > transfer volume_ul=5 wells=24 @opentrons_flex",
    ),
    (
        "postits-12",
        "5810 → 3000 rpm 5 min 4C, conicals",
        "ask",
    ),
    # Two timed block holds on the ODTC, not a PCR program.
    (
        "postits-13",
        "USER digest on ODTC: 37 °C 15 min then 65 20 min (kill). ✓ enzyme added JS 11:15",
        "incubate temperature_c=37 duration_s=900 @inheco_odtc > incubate temperature_c=65 "
        "duration_s=1200 @inheco_odtc",
    ),
    (
        "postits-14",
        "Bradfrod → OT-2 200 µl reagent to rows A–D (96 flat) → ~5' RT → 595nm",
        "transfer volume_ul=200 wells=48 @opentrons_ot2 > incubate duration_s=300 "
        "> read_absorbance wavelength_nm=595",
    ),
    (
        "postits-15",
        "1.5 mL tubes → 5424 @ 25,000 x g 20 min 4C",
        "halted",
    ),
    (
        "postits-16",
        "amplicon plt: seal → ODTC 98 30s, 30x(98 10s, 62 15s, 72 20s), 72 2 min, 4 hold "
        "→ peel → LabChip DNA 1K, 96 samples",
        "seal > run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=15 extension_c=72 "
        "extension_s=20 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc "
        "> peel > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "postits-17",
        "ODTC: 35 cycles, the usual Q5 program, 20 µL rxns — PK",
        "ask",
    ),
    (
        "postits-18",
        "BioShake 1,200 rpm 5 min 37°C → hotel",
        "shake speed_rpm=1200 duration_s=300 temperature_c=37 @qinstruments_bioshake_3000t_elm "
        "> store @cytomat_24",
    ),
    # "pull ... out of the hotel" is an explicit retrieve; "PF400 to i3x" an explicit move.
    (
        "postits-19",
        "pull plt 4 out of the hotel → PF400 to i3x → FITC ex 485 / em 535",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > read_fluorescence excitation_nm=485 "
        "emission_nm=535 @spectramax_i3x",
    ),
    # 10 s is the old value; 90 s is above the i3x's 60 s integration limit.
    (
        "postits-20",
        "lum read, integration 90 s (was 10 s, signal too weak)",
        "halted",
    ),
    (
        "postits-21",
        "2 drops NucBlue ea well → 20' RT",
        "ask",
    ),
    # Mix and SN removal name the same cols 1-4, so wells=32 on every step.
    (
        "postits-22",
        "i5 bead cleanup: 100 µL beads (1x) → cols 1-4, mix 10x 80µL (same cols) → magnet 5' "
        "→ pull 90 uL SN off cols 1-4",
        "transfer volume_ul=100 wells=32 @biomek_i5 > mix volume_ul=80 cycles=10 wells=32 @biomek_i5 "
        "> magnetic_separation duration_s=300 @biomek_i5 > transfer volume_ul=90 wells=32 @biomek_i5",
    ),
    (
        "postits-23",
        "shake 3,500 rpm 1 min to resuspend pellet",
        "halted",
    ),
    (
        "postits-24",
        "✓ 384 stamped (Fluent 9:40) → a4S seal → CFX 95C 3 min; 45 cycles 95C 10 s, 58C 30 s, 72C 20 s",
        "seal @azenta_a4s > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=30 extension_c=72 "
        "extension_s=20 @biorad_cfx384",
    ),
    (
        "postits-25",
        "STAR: SN → new plt, 100uL, cols 7-12 only",
        "transfer volume_ul=100 wells=48 @hamilton_star",
    ),
    (
        "postits-26",
        "Bravo: 5 uL cpd into the 384 assay plt (Fluent's down)",
        "ask",
    ),
    # 175 is last run's value; the note settles on 160 C / 2.5 s.
    (
        "postits-27",
        "Change from last run: seal temp was 175, film curled — drop to 160 °C, 2.5 s. "
        "Then into the plate fridge (4 °C) ON.",
        "seal temperature_c=160 duration_s=2.5 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "postits-28",
        "seal @ 220C 5s (new foil?)",
        "halted",
    ),
    # 10 µM is a concentration; cols 1-2 of a 384 plate = 32 wells.
    (
        "postits-29",
        "XPeel → i7: 5 µL of 10 µM primer mix to cols 1–2 of the 384",
        "peel @azenta_xpeel > transfer volume_ul=5 wells=32 @biomek_i7_hybrid",
    ),
    (
        "postits-30",
        "50 mL conicals → 5810 (rm 214) 4°C 2,000 xg 20 mins → Hamilton: 1 mL supernantant into DW plt",
        "spin rcf_g=2000 duration_s=1200 temperature_c=4 @eppendorf_5810r "
        "> transfer volume_ul=1000 @hamilton_star",
    ),
    (
        "postits-31",
        "TMB plt: 30' RT then read 405 or 410? whatever the kit insert says",
        "ask",
    ),
    (
        "postits-32",
        "Cytomat 37C 5% CO2 48 h → 30µL CTG ea (lot 2291) → lum",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 "
        "> transfer volume_ul=30 > read_luminescence",
    ),
    (
        "postits-33",
        "peptide plt → A190 read",
        "halted",
    ),
    # B2-G11 = rows B-G x cols 2-11 = 60 wells; both transfers are under "OT-2:".
    (
        "postits-34",
        "VSpin 500g 3 min → OT-2: remove 180 µl media from B2–G11, then 100uL fresh into same wells",
        "spin rcf_g=500 duration_s=180 @agilent_vspin > transfer volume_ul=180 wells=60 @opentrons_ot2 "
        "> transfer volume_ul=100 wells=60 @opentrons_ot2",
    ),
    (
        "postits-35",
        "sonicate lysate plt 3x10s on ice → spin 2k g 10'",
        "ask",
    ),
    # Struck-through / crossed steps are done (GH 8:10) and must not be run again.
    (
        "postits-36",
        "~~spin~~ ✗ done 8:10 GH · ~~peel~~ ✗ · 15 uL/well all 96 (Flex) · BioShake 1000rpm 1'",
        "transfer volume_ul=15 @opentrons_flex > shake speed_rpm=1000 duration_s=60 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    (
        "postits-37",
        "CFX: 95 3' then 100x (95 10s / 60 30s) — low copy, want every cycle",
        "halted",
    ),
    (
        "postits-38",
        "GX Touch: NGS 3K, 24 samples (cols 1-3)",
        "run_assay assay=dna_ngs_3k sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "postits-39",
        "retrieve plt 7 from cold store → PF400 to BioShake → 800 rpm 10' 30 deg",
        "retrieve @cytomat_2c425 > move_plate @precise_pf400 > shake speed_rpm=800 duration_s=600 "
        "temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "postits-40",
        "BioShake speed 5, 10 min — same as Tues",
        "ask",
    ),
    (
        "postits-41",
        "HiG 4k g 2' (PCR plt) → peel → 50 µL SN → fresh plt (Fluent)",
        "spin rcf_g=4000 duration_s=120 @bionex_hig4 > peel > transfer volume_ul=50 @tecan_fluent",
    ),
    (
        "postits-42",
        "BioShake 105C 5 min 1,000 rpm (denature)",
        "halted",
    ),
    (
        "postits-43",
        "1.5mL tubes → microcentrifuge 13,000 rcf 10 min 4 °C → i5: 200 µL SN to DW plt",
        "spin rcf_g=13000 duration_s=600 temperature_c=4 @eppendorf_5424r > transfer volume_ul=200 @biomek_i5",
    ),
    (
        "postits-44",
        "add fifty microlitres of substrate to every well, shake at eight hundred rpm for two "
        "minutes, then read flourescence ex 530 em 590 — AB",
        "transfer volume_ul=50 > shake speed_rpm=800 duration_s=120 > read_fluorescence "
        "excitation_nm=530 emission_nm=590",
    ),
    (
        "postits-45",
        "Echo: 50 nL cpd → 384 assay plt, then 1k g 1'",
        "ask",
    ),
    (
        "postits-46",
        "✓ coated o/n ✓ blocked → i7: 100 µl sample into cols 1–10 → 37 °C 1 hr in Cytomat",
        "transfer volume_ul=100 wells=80 @biomek_i7_hybrid > incubate temperature_c=37 "
        "duration_s=3600 @cytomat_2c450",
    ),
    # x12 is the number of tubes; 6 mL per tube is above every liquid handler's 5 mL ceiling.
    (
        "postits-47",
        "Fluent: 6 mL PBS into each 50 mL conical (x12)",
        "halted",
    ),
    (
        "postits-48",
        "pull plt from 2C425 → XPeel → i3x OD600",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    # 6k x g is struck by the writer; the corrected 4,500 x g is within the HiG4 and PCR-plate ratings.
    (
        "postits-49",
        "HiG 6k x g → NO, max is 5k. do 4,500 xg 15' (PCR plt)",
        "spin rcf_g=4500 duration_s=900 @bionex_hig4",
    ),
    (
        "postits-50",
        "Ham: stamp MM from res → PCR plt, then seal 165C 3s",
        "ask",
    ),
    (
        "postits-51",
        "LabChip HS DNA, 400 samples",
        "halted",
    ),
    (
        "postits-52",
        "a4S 170 °C 1.5 s → hotel",
        "seal temperature_c=170 duration_s=1.5 @azenta_a4s > store @cytomat_24",
    ),
    (
        "postits-53",
        "to-run | 12/3 | PicoGreen | 100uL dye ea → 5' dark RT → ex480/em520 | MB | ☐",
        "transfer volume_ul=100 > incubate duration_s=300 > read_fluorescence excitation_nm=480 "
        "emission_nm=520",
    ),
    # The rpm comes with its x g equivalent, so the speed is settled at 200 x g (no ask).
    (
        "postits-54",
        "i3x lum read after spin 1500 rpm (≈200 xg) 5'",
        "spin rcf_g=200 duration_s=300 > read_luminescence @spectramax_i3x",
    ),
    (
        "postits-55",
        "KF DNA_Blood_200 → seal elution plt → cold store (skip LabChip this time)",
        "run_program program=DNA_Blood_200 @kingfisher_flex > seal > store @cytomat_2c425",
    ),
    # Two timed block holds on the ODTC (no cycling), so incubate, not run_pcr.
    (
        "postits-56",
        "ODTC 95°C 5 min (denature) → 4 °C 2 min",
        "incubate temperature_c=95 duration_s=300 @inheco_odtc > incubate temperature_c=4 "
        "duration_s=120 @inheco_odtc",
    ),
    (
        "postits-57",
        "Hamilton: 1,000 µL from 15 mL tube → DW A1-A12",
        "transfer volume_ul=1000 wells=12 @hamilton_star",
    ),
    # "Azenta" on a seal step is the a4S sealer; the bare 165 is the seal temperature.
    (
        "postits-58",
        "✓ 10uL sample ✓ 10uL MM → seal (Azenta, 165, 3 s) → spin 1k g 1' "
        "→ ODTC [95 3' | 35x 95 15s 55 15s 72 1' | 72 5' | 4∞]",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 "
        "> run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 "
        "extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    # "was 2 h" is last time's value; this run incubates 4 h.
    (
        "postits-59",
        "MTT — changed from last time: incubation was 2 h and signal was low, so 4 h now. "
        "10 µL MTT ea → Cytomat 37 °C 4 h → 100 µL solubilisation soln → 570 nm",
        "transfer volume_ul=10 > incubate temperature_c=37 duration_s=14400 @cytomat_2c450 "
        "> transfer volume_ul=100 > read_absorbance wavelength_nm=570",
    ),
    # 384 plate, cols 1-22 = 16 x 22 = 352 wells.
    (
        "postits-60",
        "Flex 384: 40 µL cells/well cols 1-22 (23-24 = bkgd, leave empty)",
        "transfer volume_ul=40 wells=352 @opentrons_flex",
    ),
    (
        "postits-61",
        "read 450 nm — but only after 1k g 1' on the VSpin to pop bubbles. plt → hotel after.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=450 > store @cytomat_24",
    ),
    (
        "postits-62",
        "i7: 200 µL lysis+beads ea → mix 8x 150 μl → magnet 3 min → 180 µL SN to new DW",
        "transfer volume_ul=200 @biomek_i7_hybrid > mix volume_ul=150 cycles=8 @biomek_i7_hybrid "
        "> magnetic_separation duration_s=180 @biomek_i7_hybrid > transfer volume_ul=180 @biomek_i7_hybrid",
    ),
    (
        "postits-63",
        "Centrifuge the plate at 1,000 × g for 5 minutes at room temperature in the 5810, then "
        "return it to the 2C425 at 4ºC.",
        "spin rcf_g=1000 duration_s=300 @eppendorf_5810r > store temperature_c=4 @cytomat_2c425",
    ),
    # "XPeel? no, still open" is a negated step; the plate is only sealed before the CFX.
    (
        "postits-64",
        "Tecan: 2 µL cDNA → 384 qPCR plt (full plt) → XPeel? no, still open → seal → "
        "CFX 95 10' / 40x 95 15s 60 1'",
        "transfer volume_ul=2 @tecan_fluent > seal > run_qpcr cycles=40 initial_denaturation_c=95 "
        "initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 annealing_c=60 "
        "annealing_s=60 @biorad_cfx384",
    ),
    # "Cytomat 24 h 37C 5% CO2" = the CO2 incubator for 24 hours, not the Cytomat 24 hotel.
    (
        "postits-65",
        "HEK P12: seed 4,000 cells/well in 40 µL (384, Flex) → Cytomat 24 h 37C 5% CO2",
        "transfer volume_ul=40 @opentrons_flex > incubate temperature_c=37 duration_s=86400 "
        "co2_percent=5 @cytomat_2c450",
    ),
    # "take plt out of Cytomat" is an explicit retrieve; the 72 h incubation is ticked as done.
    (
        "postits-66",
        "✓ CO2 inc 72h → take plt out of Cytomat (w/o lid) → 20 µL resazurin ea → back in "
        "Cytomat 37C 2 h → ex 560 em 590",
        "retrieve @cytomat_2c450 > transfer volume_ul=20 > incubate temperature_c=37 duration_s=7200 "
        "@cytomat_2c450 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "postits-67",
        "PF400: move plt to XPeel → peel → BioShake 1,500 rpm 30 sec → lum read 1 s integ",
        "move_plate @precise_pf400 > peel @azenta_xpeel > shake speed_rpm=1500 duration_s=30 "
        "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=1",
    ),
    # 1' is corrected to 2' by the writer; col 1 of a 96 plate = 8 wells.
    (
        "postits-68",
        "PCR strips → 5424, 1k xg 1' → make it 2', RT → i5: 5 µL into col 1 of PCR plt",
        "spin rcf_g=1000 duration_s=120 @eppendorf_5424r > transfer volume_ul=5 wells=8 @biomek_i5",
    ),
    # Rows A-B of a 96 plate = 24 wells; the mix names the same wells.
    (
        "postits-69",
        "Hamilton: 150 µL ea rows A–B, mix x5 100 µL same wells",
        "transfer volume_ul=150 wells=24 @hamilton_star > mix volume_ul=100 cycles=5 wells=24 @hamilton_star",
    ),
    # The 6,000 g spin is ticked as done (out of range, but not to be re-run), so the plan proceeds.
    (
        "postits-70",
        "✓ spun 6,000 g (done, KT yday) → XPeel → i5: 100 µL SN → UV plt → A280",
        "peel @azenta_xpeel > transfer volume_ul=100 @biomek_i5 > read_absorbance wavelength_nm=280",
    ),
]
