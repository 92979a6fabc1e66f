"""Hold-out batch "sop1": excerpts of formal SOPs and methods sections pasted with a request.

Style: a scientist pastes part of a standard operating procedure (numbered steps 1., 1.1,
a), b); passive voice; "Note:" and "CAUTION:" lines; equipment lists; reagent-preparation
lines; references to other sections) and puts a one-line request above or below it
("Please automate section 7 only", "run 2.2-2.4 on the workcell").

Traps:
- Only the steps the request selects are run: steps outside the requested range (thawing,
  vortexing beads, manual washes) are context, even when they would be an 'ask' trigger
  or carry numbers.
- Equipment lists, reagent preparation lines ("50 mL of 20X concentrate is diluted to
  1,000 mL"), master-mix recipes, concentrations, cell densities, lot numbers, software
  versions, revision letters, change-log ids and "(approx. 25 min)" run-time remarks are
  context, not settings.
- Values given as a tolerance ("37 ± 1 °C", "24 ± 2 h (24 h)") take the nominal value; a
  range with a chosen value ("500-1000 × g (1000 × g is used)", "2-3 min (use 2 min)") takes
  the chosen value; a value stated then corrected takes the correction.
- "Room temperature (20-25 °C)" is room temperature: no temperature key.
- A timed wait at room temperature ("left at RT for 10 min", "After 10 min at RT, ... is
  read") is an incubate step without temperature, placed in run order.
- A step mentioned later but performed earlier ("read ... immediately after the plate has
  been centrifuged", "de-sealed ... before 5.1") is placed in run order.
- Halts come from limits: plate spins above every plate centrifuge, tube spins above the
  microcentrifuge/fixed-angle rotor, shaking above 3,000 rpm, sealing above 200 °C, A220,
  emission above 850 nm, luminescence integration above 60 s, -20 °C storage, 6 mL per
  well, the BioShake at 100 °C.
- Asks: vortex, sonication, rpm-only spin, "speed 5", OD with no wavelength, an instrument
  the lab lacks (Multidrop Combi), PCR with cycling temperatures only by reference, a
  transfer without volume, "405 or 410 nm?", nL acoustic dispensing, drops.
"""

NAME = "sop1"

CASES: list[tuple[str, str, str]] = [
    # Section 6 (prep) and the washes (plate washer, Section 8) are outside the request; the
    # 20-25 °C after "room temperature" only defines RT, so the last incubate has no temperature.
    (
        "sop1-01",
        "Please automate section 7 only (section 6 is done at the bench).\n"
        "\n"
        "6. REAGENT PREPARATION\n"
        "6.1 1X wash buffer: 50 mL of 20X wash concentrate is diluted to 1,000 mL with deionised water.\n"
        "6.2 Standards are reconstituted as in Table 2 and allowed to sit for 15 min before use.\n"
        "7. ASSAY PROCEDURE\n"
        "7.1 100 µL of standard or sample is added to each well (plate map: Appendix A).\n"
        "7.2 The plate is incubated for 2 h at 37 ± 1 °C.\n"
        "Note: washes between steps are carried out on the plate washer (Section 8) and are not part of this section.\n"
        "7.3 100 µL of biotinylated detection antibody is added to each well.\n"
        "7.4 The plate is incubated for 1 h at room temperature (20–25 °C).",
        "transfer volume_ul=100 > incubate temperature_c=37 duration_s=7200 > "
        "transfer volume_ul=100 > incubate duration_s=3600",
    ),
    (
        "sop1-02",
        "Automate steps 4.1–4.4 please.\n"
        "4.1 500 µL of Buffer AL is added to each 1.5 mL tube.\n"
        "4.2 The tubes are pulse-vortexed for 15 s.\n"
        "4.3 The tubes are incubated at 56 °C for 10 min.\n"
        "4.4 The tubes are briefly centrifuged to remove drops from the lid.",
        "ask",
    ),
    (
        "sop1-03",
        "Run 2.2–2.4 on the workcell.\n"
        "\n"
        "Equipment: Hamilton Microlab STAR; Agilent VSpin with balance plate (Section 1.4); Azenta a4S heat sealer.\n"
        "2.1 The lysis reagent is thawed overnight at 4 °C.\n"
        "2.2 20 µL of lysis reagent is dispensed into each well of columns 1–6 with the STAR.\n"
        "2.3 The plate is centrifuged in the VSpin at 500–1000 × g (1000 × g is used) for 1–2 min (use 1 min).\n"
        "2.4 The plate is heat-sealed on the a4S (170 °C, 2 s).",
        "transfer volume_ul=20 wells=48 @hamilton_star > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    # Two-step qPCR: the combined annealing/extension step is the annealing step (no extension keys).
    (
        "sop1-04",
        "Please automate the following.\n"
        "\n"
        "5.4 Thermal cycling\n"
        "a) Cycling is performed on the CFX384 (Bio-Rad).\n"
        "b) Program: polymerase activation at 95 °C for 2 min, then 40 cycles of 95 °C for 5 s and "
        "60 °C for 30 s (combined annealing/extension, plate read).\n"
        "Note: the melt curve (65–95 °C, 0.5 °C increments, Section 5.5) is not needed for this run.\n"
        "Reagent: 2X SsoAdvanced Universal SYBR Supermix, lot 64223891.",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    # No plate centrifuge reaches 6,000 x g: VSpin 1,000, HiG4 5,000, 5810R plate buckets ~2,900.
    (
        "sop1-05",
        "Please automate section 3.\n"
        "3. CLARIFICATION\n"
        "3.1 The 96 deep-well lysate plate is centrifuged at 6,000 × g for 15 min at 4 °C.\n"
        "3.2 200 µL of cleared lysate is transferred to a fresh deep-well plate for the KingFisher run (Section 4).\n"
        "CAUTION: the pellet must not be disturbed.",
        "halted",
    ),
    # RT equilibration (30 min) and signal stabilisation (10 min) are timed waits = incubate, no temperature.
    (
        "sop1-06",
        "Can the workcell run 8.2 to 8.5?\n"
        "\n"
        "8.1 CellTiter-Glo 2.0 is thawed and brought to room temperature (approx. 30 min) before use.\n"
        "8.2 The assay plate is retrieved from the Cytomat 2C450 and left to equilibrate at room temperature for 30 min.\n"
        "8.3 100 µL of CellTiter-Glo 2.0 is added to each well (equal to the culture volume).\n"
        "8.4 The contents are mixed on the BioShake at 500 rpm for 2 min to induce lysis; the plate is then "
        "left at RT for 10 min to stabilise the signal.\n"
        "8.5 Luminescence is recorded on the SpectraMax i3x with an integration time of 0.5 s per well.",
        "retrieve @cytomat_2c450 > incubate duration_s=1800 > transfer volume_ul=100 > "
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > incubate duration_s=600 > "
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    # "(approx. 25 min)" is the program's run time, not a setting; the seal step names no device but
    # the equipment list names the a4S (the only sealer).
    (
        "sop1-07",
        "Please automate the following (Section 4, nucleic acid extraction).\n"
        "\n"
        "Equipment: KingFisher Flex (96 deep-well head), Biomek i7, Azenta a4S, Cytomat 2C425.\n"
        "Reagent preparation (done beforehand, not automated): 40 mL of 100% ethanol is added to the Wash Buffer 2 concentrate.\n"
        "4.1 200 µL of each sample is transferred into the sample plate (96 deep-well) on the Biomek i7.\n"
        "4.2 The KingFisher Flex program MVP_Flex_96 is run (approx. 25 min).\n"
        "4.3 The elution plate is sealed (165 °C, 3 s).\n"
        "4.4 The sealed elution plate is stored at 4 °C in the 2C425 until qPCR (Section 5).",
        "transfer volume_ul=200 @biomek_i7_hybrid > run_program program=MVP_Flex_96 @kingfisher_flex > "
        "seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "sop1-08",
        "Automate 6.1–6.3 please.\n"
        "6.1 The 96-well culture plate is retrieved from the incubator.\n"
        "6.2 The plate is shaken for 30 s at 600 rpm to resuspend the cells.\n"
        "6.3 The OD of each well is measured.\n"
        "Note: growth curves are plotted as described in Section 9.",
        "ask",
    ),
    (
        "sop1-09",
        "Please automate 4.2.\n"
        "\n"
        "4.1 Master mix (per 25 µL reaction): 12.5 µL 2X Q5 Hot Start Master Mix, 1.25 µL of each primer (10 µM), "
        "1 µL template, nuclease-free water to volume.\n"
        "4.2 Amplification is performed on the ODTC: initial denaturation at 98 °C for 30 s; 30 cycles of 98 °C for 10 s, "
        "62 °C for 20 s and 72 °C for 30 s; final extension at 72 °C for 2 min; hold at 4 °C.",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 "
        "annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 "
        "hold_c=4 @inheco_odtc",
    ),
    (
        "sop1-10",
        "9. FRAGMENT ANALYSIS\n"
        "9.1 The library plate (96-well PCR) is de-sealed on the XPeel.\n"
        "9.2 Libraries are analysed on the LabChip GX Touch HT with the DNA High Sensitivity assay; 24 samples (columns 1–3).\n"
        "CAUTION: the chip is primed by the operator (Section 9.0) before the run.\n"
        "Reference: LabChip GX Touch user guide, rev. 2022-03.\n"
        "\n"
        "^ run section 9 on the workcell",
        "peel @azenta_xpeel > run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht",
    ),
    # 3,500 rpm is above the BioShake (3,000) and the Biomek deck shakers (1,200 / 1,000).
    (
        "sop1-11",
        "Please automate the following.\n"
        "5.1 50 µL of Detection Mix is added to each well of the 384-well plate.\n"
        "5.2 The plate is shaken at 3,500 rpm for 1 min to mix.\n"
        "5.3 The plate is incubated for 60 min at RT, protected from light.",
        "halted",
    ),
    (
        "sop1-12",
        "Automate c) to e).\n"
        "a) Cells are harvested according to SOP-CC-004 (not automated).\n"
        "b) Pellets are resuspended in 300 µL of lysis buffer by the operator.\n"
        "c) 250 µL of each lysate is transferred to a 96 deep-well plate on the Tecan Fluent.\n"
        "d) The deep-well plate is centrifuged on the HiG4 at 2,500 × g for 10 min to pellet debris.\n"
        "e) 150 µL of cleared supernatant is transferred to a fresh 96-well flat-bottom plate.",
        "transfer volume_ul=250 @tecan_fluent > spin rcf_g=2500 duration_s=600 @bionex_hig4 > transfer volume_ul=150",
    ),
    (
        "sop1-13",
        "Please run step 3.5 only.\n"
        "3.4 The pellet is resuspended in 200 µL PBS.\n"
        "3.5 The 1.5 mL tubes are centrifuged at 16 000 x g for 10 min at 4 °C (5424 R).\n"
        "3.6 The supernatant is decanted.",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "sop1-14",
        "Please automate steps 2.1–2.3.\n"
        "2.1 150 µL of cell suspension is transferred to each well of the V-bottom plate.\n"
        "2.2 The plate is centrifuged at 1,200 rpm for 5 min.\n"
        "2.3 140 µL of supernatant is removed to waste.",
        "ask",
    ),
    (
        "sop1-15",
        "OT-2 section please (2.3).\n"
        "\n"
        "2.3.1 Using the OT-2 (P20 single-channel), 20 µL of primer mix is distributed to rows A–D of the 96-well PCR plate.\n"
        "2.3.2 The plate is pulse-spun (500 × g, 1 min) to collect the liquid.\n"
        "Note: rows E–H are filled in Section 2.4.",
        "transfer volume_ul=20 wells=48 @opentrons_ot2 > spin rcf_g=500 duration_s=60",
    ),
    (
        "sop1-16",
        "Please automate section 6.\n"
        "6.1 The assay plate is retrieved from the cold store (Cytomat 2C425).\n"
        "6.2 The seal is removed on the XPeel.\n"
        "6.3 Fluorescence is read on the SpectraMax (excitation 485 nm, emission 535 nm).\n"
        "7. DATA ANALYSIS: data are exported and analysed in SoftMax Pro 7.1.",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > "
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    # The vortexing in 5.1 is outside the requested range (no ask). The RT incubation carries no
    # device: it needs no deck position of the i5.
    (
        "sop1-17",
        "Run 5.2–5.5 on the Biomek i5.\n"
        "\n"
        "Equipment: Biomek i5 (Span-8) with on-deck magnet.\n"
        "5.1 AMPure XP beads are equilibrated to room temperature for 30 min and vortexed until homogeneous.\n"
        "5.2 45 µL of beads (0.9X) is added to each 50 µL PCR reaction.\n"
        "5.3 Each well is mixed by pipetting 10 times with 80 µL.\n"
        "5.4 The plate is incubated for 5 min at room temperature.\n"
        "5.5 The plate is placed on the magnet for 5 min or until the solution clears.\n"
        "Note: the ethanol washes (5.6–5.9) are performed by hand.",
        "transfer volume_ul=45 @biomek_i5 > mix volume_ul=80 cycles=10 @biomek_i5 > incubate duration_s=300 > "
        "magnetic_separation duration_s=300 @biomek_i5",
    ),
    # 5424R tops out at 21,130 x g; the 5810R does not take 1.5 mL tubes.
    (
        "sop1-18",
        "Please automate the following (Section 3, plasmid miniprep, spin steps only).\n"
        "3.3 The 1.5 mL tubes are centrifuged at 25,000 × g for 10 min at 4 °C to pellet debris.\n"
        "Note: the refrigerated microcentrifuge is pre-cooled for 15 min before use.",
        "halted",
    ),
    (
        "sop1-19",
        "Please automate the following on the STAR.\n"
        "1. 30 µL of nuclease-free water is dispensed to columns 1–4 of the normalisation plate (32 wells).\n"
        "2. 2 µL of each gDNA sample (20 ng/µL) is added to the same 32 wells.\n"
        "3. The wells are mixed 5 times with 25 µL.\n"
        "Note: samples below 10 ng/µL are flagged and processed manually (Section 4.2).",
        "transfer volume_ul=30 wells=32 @hamilton_star > transfer volume_ul=2 wells=32 @hamilton_star > "
        "mix volume_ul=25 cycles=5 wells=32 @hamilton_star",
    ),
    (
        "sop1-20",
        "Please automate 3.2–3.3.\n"
        "3.2 50 nL of each compound (10 mM in DMSO) is dispensed acoustically into the 384-well assay plate.\n"
        "3.3 The plate is centrifuged at 1000 × g for 1 min.",
        "ask",
    ),
    (
        "sop1-21",
        "Automate 10.1–10.2 please.\n"
        "10.1 The plate is sealed with the a4S at 175 °C for 2.5 s.\n"
        "10.2 The sealed plate is placed in the Cytomat 24 hotel until sequencing (Section 11).\n"
        "Note: plates may be kept there for up to 7 days.",
        "seal temperature_c=175 duration_s=2.5 @azenta_a4s > store @cytomat_24",
    ),
    # "within 30 min" is a deadline, not an incubation.
    (
        "sop1-22",
        "Please automate 6.3–6.5.\n"
        "6.3 50 µL of stop solution is added to each well.\n"
        "6.4 The plate is carried by the PF400 to the SpectraMax i3x.\n"
        "6.5 Absorbance is read at 450 nm within 30 min of adding the stop solution.",
        "transfer volume_ul=50 > move_plate @precise_pf400 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "sop1-23",
        "Please automate 7.3–7.4.\n"
        "7.3 The PCR plate is heat-sealed at 210 °C for 3 s.\n"
        "7.4 The plate is spun at 1000 × g for 1 min.",
        "halted",
    ),
    # The spin is mentioned after the read but runs before it.
    (
        "sop1-24",
        "Run section 5 on the workcell.\n"
        "5. MEASUREMENT\n"
        "5.1 Absorbance is read at 405 nm on the SpectraMax i3x immediately after the plate has been "
        "centrifuged (200 × g, 1 min) to burst bubbles.",
        "spin rcf_g=200 duration_s=60 > read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "sop1-25",
        "7.7 The plate is incubated in the dark for 15–20 min (until the top standard turns deep blue).\n"
        "7.8 50 µL of Stop Solution is added to each well. CAUTION: Stop Solution contains 2 N sulfuric acid; "
        "gloves and eye protection are worn.\n"
        "7.9 The optical density is determined within 30 minutes at 450 nm.\n"
        "\n"
        "Please automate the last two steps (7.8 and 7.9); 7.7 we watch by eye.",
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "sop1-26",
        "Please automate step 3.\n"
        "3. Two hundred microlitres of complete medium is added to every well, and the plate is incubated for "
        "forty-eight hours at thirty-seven degrees Celsius with five percent CO2.",
        "transfer volume_ul=200 > incubate temperature_c=37 duration_s=172800 co2_percent=5",
    ),
    (
        "sop1-27",
        "Please automate 4.1–4.2 (rev. C).\n"
        "4.1 The plate is centrifuged at 300 × g for 5 min (rev. C: corrected from 3000 × g in rev. B, see change log CR-118).\n"
        "4.2 The plate is returned to the incubator: 37 °C, 5 % CO2, 4 h.",
        "spin rcf_g=300 duration_s=300 > incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "sop1-28",
        "Automate 6.2–6.3.\n"
        "6.2 30 µL of substrate is added to each well.\n"
        "6.3 The plate is shaken at speed 5 for 2 min and then incubated for 10 min at RT.",
        "ask",
    ),
    # Columns 3-22 of a 384-well plate = 20 columns x 16 rows = 320 wells.
    (
        "sop1-29",
        "Please automate step 4.3 using the Fluent.\n"
        "4.2 Compound source plates are thawed at RT for 1 h and centrifuged briefly (Section 4.1).\n"
        "4.3 5 µL of each compound (10 mM in DMSO) is stamped from the source plate into columns 3–22 of the 384-well assay plate.\n"
        "Note: columns 1–2 and 23–24 are reserved for controls (Section 4.5).",
        "transfer volume_ul=5 wells=320 @tecan_fluent",
    ),
    # SpectraMax absorbance starts at 230 nm.
    (
        "sop1-30",
        "Please automate section 8.\n"
        "8.1 The peptide fractions (100 µL) in the UV-transparent 96-well plate are read at 220 nm on the SpectraMax i3x.\n"
        "Note: a blank of mobile phase A is included in column 12.",
        "halted",
    ),
    # Removing supernatant to waste is a transfer of the stated volume.
    (
        "sop1-31",
        "Run steps 6.1–6.4 on the Biomek i7.\n"
        "6.1 25 µL of streptavidin beads is added to each of the 96 capture reactions.\n"
        "6.2 The plate is held on the i7 Peltier position at 4 °C for 30 min.\n"
        "6.3 The beads are separated on the i7 magnet for 3 min.\n"
        "6.4 180 µL of supernatant is removed to waste.\n"
        "CAUTION: the beads must not dry out between 6.4 and 7.1.",
        "transfer volume_ul=25 @biomek_i7_hybrid > incubate temperature_c=4 duration_s=1800 @biomek_i7_hybrid > "
        "magnetic_separation duration_s=180 @biomek_i7_hybrid > transfer volume_ul=180 @biomek_i7_hybrid",
    ),
    (
        "sop1-32",
        "Please automate the following (digest, Section 5.3).\n"
        "5.3.1 10 µL of trypsin (0.1 µg/µL) is added to each sample.\n"
        "5.3.2 The plate is incubated on the thermoshaker at 37 °C and 1,200 rpm for 16 h (overnight).",
        "transfer volume_ul=10 > shake speed_rpm=1200 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "sop1-33",
        "Please run 3.1–3.2 on the workcell.\n"
        "3.1 Cells are dispensed at 40 µL/well into the 384-well plate with the Multidrop Combi.\n"
        "3.2 The plate is incubated at 37 °C, 5% CO2 for 24 h.",
        "ask",
    ),
    (
        "sop1-34",
        "Automate 3.4 on the ODTC.\n"
        "3.3 End-prep master mix (per sample): 7 µL reaction buffer, 3 µL enzyme mix.\n"
        "3.4 The plate is incubated at 20 °C for 30 min, then at 65 °C for 30 min.",
        "incubate temperature_c=20 duration_s=1800 @inheco_odtc > incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "sop1-35",
        "Please automate the spin in 2.6.\n"
        "2.5 Cells are pooled into 50 mL conical tubes (max. 45 mL per tube).\n"
        "2.6 The tubes are centrifuged at 300 x g for 5 min at room temperature in the 5810 R (swing-bucket, 50 mL buckets).\n"
        "2.7 The supernatant is aspirated and the pellet is resuspended in 10 mL of fresh medium.",
        "spin rcf_g=300 duration_s=300 @eppendorf_5810r",
    ),
    # SpectraMax emission goes up to 850 nm.
    (
        "sop1-36",
        "Please automate 9.2.\n"
        "9.2 Near-IR fluorescence is read on the SpectraMax (Ex 780 nm / Em 860 nm), top read.\n"
        "Note: black-walled plates are used (Section 2).",
        "halted",
    ),
    (
        "sop1-37",
        "Automate 6.1–6.3.\n"
        "6.1 The plate is de-sealed on the XPeel.\n"
        "6.2 25 µL of detection reagent A is added to each well.\n"
        "6.3 Step 6.2 is repeated once with 25 µL of detection reagent B.",
        "peel @azenta_xpeel > transfer volume_ul=25 > transfer volume_ul=25",
    ),
    (
        "sop1-38",
        "Please run section 4 on the workcell.\n"
        "4.1 The sealed PCR plate is placed in the ODTC.\n"
        "4.2 35 cycles are run using the standard cycling conditions for this primer set (see Appendix B).\n"
        "4.3 The plate is stored at 4 °C in the cold store.",
        "ask",
    ),
    # The Countess (not in the lab) is only mentioned as Section 2 context; vehicle columns are prepared elsewhere.
    (
        "sop1-39",
        "Please automate 3.1–3.3.\n"
        "\n"
        "3. SEEDING (cell counting on the Countess 3 is described in Section 2)\n"
        "3.1 Using the Opentrons Flex, 90 µL of cell suspension (5 × 10^4 cells/mL) is dispensed into each well of a 96-well plate.\n"
        "3.2 The plate is incubated in the CO2 incubator at 37 °C, 5% CO2, for 24 ± 2 h (24 h).\n"
        "3.3 10 µL of compound dilution is added to columns 2–11.\n"
        "Note: columns 1 and 12 are vehicle controls prepared in Section 4.3.",
        "transfer volume_ul=90 @opentrons_flex > incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450 > "
        "transfer volume_ul=10 wells=80",
    ),
    # Luminescence integration is limited to 60 s per well.
    (
        "sop1-40",
        "Automate 8.5 please.\n"
        "8.5 Luminescence is measured on the SpectraMax i3x with an integration time of 120 s per well (low-signal NanoBiT assay).",
        "halted",
    ),
    (
        "sop1-41",
        "Automate 7.1–7.3.\n"
        "7.1 The plate is placed on the Biomek i5 magnet for 2–3 min (use 2 min).\n"
        "7.2 30 µL of eluate is transferred to a fresh 96-well PCR plate.\n"
        "7.3 The PCR plate is sealed at 165 ºC for 3 sec.",
        "magnetic_separation duration_s=120 @biomek_i5 > transfer volume_ul=30 > seal temperature_c=165 duration_s=3",
    ),
    (
        "sop1-42",
        "Please automate 5.5–5.6.\n"
        "5.5 100 µL of pNPP substrate is added to each well and the plate is incubated for 30 min at 37 °C.\n"
        "5.6 Absorbance is read at 405 or 410 nm? (the kit insert and our old SOP disagree)",
        "ask",
    ),
    # The -20 °C in the note is a manual, conditional step outside the request: context, not a halt.
    (
        "sop1-43",
        "Please automate section 11 (end of run).\n"
        "11.1 The plate is sealed (a4S, 160 °C, 2 s).\n"
        "11.2 The plate is stored at 4 °C in the 2C425.\n"
        "Note: plates kept longer than 1 week are moved to −20 °C by hand (Section 12).",
        "seal temperature_c=160 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    # Only the Cytomat 2C425 stores at a set temperature, 4-25 °C.
    (
        "sop1-44",
        "Run 9.4.\n"
        "9.4 The sealed plates are stored at −20 °C in the plate store until LC-MS analysis (Section 10).",
        "halted",
    ),
    (
        "sop1-45",
        "Please automate the following on the Flex.\n"
        "Diluent: PBS + 0.1% BSA, prepared fresh (Section 1.3).\n"
        "2.1 0.2 mL of diluent is added to wells A1–H1 (column 1).\n"
        "2.2 The wells of column 1 are mixed 8 times at 150 uL.",
        "transfer volume_ul=200 wells=8 @opentrons_flex > mix volume_ul=150 cycles=8 wells=8 @opentrons_flex",
    ),
    (
        "sop1-46",
        "Please automate 6.1–6.2.\n"
        "6.1 The cleared supernatant is transferred to a fresh 96-well plate, avoiding the pellet.\n"
        "6.2 The fresh plate is sealed at 165 °C for 3 s.",
        "ask",
    ),
    (
        "sop1-47",
        "please run steps b)-c) on the line\n"
        "a) plate coated overnight at 4 deg C with capture Ab (2 ug/mL) - done the day before\n"
        "b) 50 ul of blocking buffer is added to each well\n"
        "c) the plate is shaken on the thermoshaker at 300 rpm, 30 deg C, 60 mins",
        "transfer volume_ul=50 > shake speed_rpm=300 duration_s=3600 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "sop1-48",
        "Run 6.3 on the CFX384 please.\n"
        "6.1 Reaction mix (10 µL): 5 µL 2X TaqMan Fast Advanced Master Mix, 0.5 µL 20X assay, 4.5 µL cDNA (diluted 1:10).\n"
        "6.2 The plate is sealed with optical film and spun for 1 min at 1,000 × g by the operator.\n"
        "6.3 Cycling: 95 °C for 10 min; 45 cycles of 95 °C for 15 s, 55 °C for 30 s and 72 °C for 30 s; hold at 10 °C.",
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 denaturation_s=15 "
        "annealing_c=55 annealing_s=30 extension_c=72 extension_s=30 hold_c=10 @biorad_cfx384",
    ),
    # Every liquid handler caps a transfer at 5,000 µL per target well (Hamilton named anyway).
    (
        "sop1-49",
        "Please automate section 2.\n"
        "2.1 6 mL of pre-warmed medium is dispensed into each 50 mL conical tube on the Hamilton STAR.\n"
        "2.2 The tubes are capped manually.",
        "halted",
    ),
    # "in the CO2 incubator" with no CO2 level stated: device named, no co2_percent.
    (
        "sop1-50",
        "Please automate 4.2–4.5.\n"
        "4.2 20 µL of resazurin (0.15 mg/mL) is added to each well.\n"
        "4.3 The plate is incubated for 4 h at 37 °C in the CO2 incubator.\n"
        "4.4 The plate is centrifuged for 30 s at 1,000 ×g (VSpin).\n"
        "4.5 Fluorescence is read at Ex 530 nm / Em 590 nm.",
        "transfer volume_ul=20 > incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
        "spin rcf_g=1000 duration_s=30 @agilent_vspin > read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    # Also the follow-up spin (2,000 x g, 4 °C) is possible on the 5810R; only the sonication asks.
    (
        "sop1-51",
        "Please automate 3.2–3.4.\n"
        "3.2 Cells are resuspended in 100 µL of RIPA buffer per well.\n"
        "3.3 The plate is sonicated for 5 min (30 s on / 30 s off) in the water bath.\n"
        "3.4 The lysate plate is centrifuged at 2,000 × g for 10 min at 4 °C.",
        "ask",
    ),
    (
        "sop1-52",
        "Run Section 5 please.\n"
        "5.1 The KingFisher Flex runs program 'RNA_Clean_v3' (approx. 35 min, 96 deep-well head).\n"
        "5.2 20 µL of each eluate is transferred to a 96-well PCR plate on the Biomek i7.\n"
        "5.3 RNA integrity is assessed on the LabChip GX Touch HT using the RNA assay for all 96 samples.\n"
        "Note: an RQS of at least 7 is required to proceed (Section 6).",
        "run_program program=RNA_Clean_v3 @kingfisher_flex > transfer volume_ul=20 @biomek_i7_hybrid > "
        "run_assay assay=rna sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "sop1-53",
        "Please automate 2.4.\n"
        "2.4 The transfected plate is incubated in the Cytomat (37 ± 0.5 °C, 5 % CO2) for 1 h 30 min before the "
        "medium exchange (2.5, manual).",
        "incubate temperature_c=37 duration_s=5400 co2_percent=5 @cytomat_2c450",
    ),
    # 50 mL tubes: the 5810R fixed-angle rotor tops out at 20,133 x g (tubes rated 12,000 x g).
    (
        "sop1-54",
        "Please automate step 4.2.\n"
        "4.2 The 50 mL conical tubes are centrifuged at 22,000 × g for 20 min at 4 °C (fixed-angle rotor) to clarify the lysate.",
        "halted",
    ),
    # "After 10 min at RT" is a timed wait before the read.
    (
        "sop1-55",
        "Run 7.3–7.4.\n"
        "7.3 75 µL of Dual-Glo reagent is added to every well of the plate.\n"
        "7.4 After 10 min at RT, firefly luminescence is read (integration 1 s).",
        "transfer volume_ul=75 > incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "sop1-56",
        "Automate 4.1–4.2.\n"
        "4.1 Two drops of NucBlue Live ReadyProbes reagent are added per mL of medium in each well.\n"
        "4.2 The plate is incubated for 20 min at 37 °C and fluorescence is read at Ex 360 / Em 460 nm.",
        "ask",
    ),
    # The de-seal is stated in the closing note but must run before 5.1.
    (
        "sop1-57",
        "Run section 5 on the workcell.\n"
        "5.1 10 µL of detection mix is added to each well.\n"
        "5.2 The plate is incubated for 2 h at room temperature, protected from light.\n"
        "5.3 Fluorescence is read at Ex 485 nm / Em 520 nm.\n"
        "Note: the plate arrives sealed from Section 4 and must be de-sealed on the XPeel before 5.1.",
        "peel @azenta_xpeel > transfer volume_ul=10 > incubate duration_s=7200 > "
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "sop1-58",
        "Please automate 2.1–2.3.\n"
        "2.1 The reagent plate is retrieved from the Cytomat 24 hotel.\n"
        "2.2 The PF400 carries it to the Hamilton STAR deck.\n"
        "2.3 On the STAR, 40 µL is transferred from each well of the reagent plate into the matching well of the assay plate.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > transfer volume_ul=40 @hamilton_star",
    ),
    # 4,000 x g on a 384-well PCR plate (rated 6,000 x g) is within the HiG4's 5,000 x g.
    (
        "sop1-59",
        "Automate 5.2–5.5.\n"
        "5.2 4 µL of cDNA is added to each well of the 384-well PCR plate on the i7.\n"
        "5.3 The plate is sealed with optically clear film at 165 °C for 2 s.\n"
        "5.4 The plate is spun at 4,000 × g for 2 min in the HiG 4.\n"
        "5.5 qPCR on the CFX384: 95 °C for 3 min; 40 cycles of 95 °C 10 s / 58 °C 30 s.",
        "transfer volume_ul=4 @biomek_i7_hybrid > seal temperature_c=165 duration_s=2 > "
        "spin rcf_g=4000 duration_s=120 @bionex_hig4 > run_qpcr cycles=40 initial_denaturation_c=95 "
        "initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=30 @biorad_cfx384",
    ),
    # BioShake named; it heats to 99 °C at most.
    (
        "sop1-60",
        "Please automate 3.6.\n"
        "3.6 The proteins are denatured on the BioShake at 100 °C and 1,000 rpm for 5 min.",
        "halted",
    ),
    (
        "sop1-61",
        "Please automate 8.1–8.2.\n"
        "8.1 The denatured protein samples are spun at 1,000 x g for 2 min on the VSpin.\n"
        "8.2 The plate is run on the LabChip (HT Protein Express assay), 48 samples.",
        "spin rcf_g=1000 duration_s=120 @agilent_vspin > run_assay assay=protein_express sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "sop1-62",
        "Run step 4.6 on the Fluent.\n"
        "4.6 Columns 1–2 of the 384-well plate (positive/negative controls) receive 15 µL of control buffer each "
        "and are then mixed 3× with 10 µL.",
        "transfer volume_ul=15 wells=32 @tecan_fluent > mix volume_ul=10 cycles=3 wells=32 @tecan_fluent",
    ),
    # "3 plates" is a plate count (context); the user queues them separately.
    (
        "sop1-63",
        "Please automate 4.1–4.2 (we repeat this for each of the 3 plates and will queue them separately).\n"
        "4.1 On the OT-2, 10 µL of 2X ligase master mix is added to 10 µL of each sample in wells A1–A12.\n"
        "4.2 The plate is incubated at 20 °C for 15 min on the ODTC.",
        "transfer volume_ul=10 wells=12 @opentrons_ot2 > incubate temperature_c=20 duration_s=900 @inheco_odtc",
    ),
    (
        "sop1-64",
        "Please automate 2.2–2.3.\n"
        "2.2 The reaction plate is chilled on the Biomek i5 cold position at 4 °C for 5 min.\n"
        "2.3 5 µL of enzyme mix is added to each well of rows A–B (24 wells) on the i5.",
        "incubate temperature_c=4 duration_s=300 @biomek_i5 > transfer volume_ul=5 wells=24 @biomek_i5",
    ),
    (
        "sop1-65",
        "run 3.1-3.3 on the workcell pls\n"
        "3.1 Plate spun 2 min @ 800 rcf.\n"
        "3.2 Incubated 3 hrs at 37C, 5% CO2 in the Cytomat 2C450.\n"
        "3.3 Abs read at 600 nm.",
        "spin rcf_g=800 duration_s=120 > incubate temperature_c=37 duration_s=10800 co2_percent=5 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=600",
    ),
    # "5.1 Equipment" is numbered but is not a step; "≥ 2,000 × g" and "200 microlitres" are context.
    (
        "sop1-66",
        "Please automate the following extract from SOP-HAEM-012 (v4).\n"
        "5.1 Equipment: plate centrifuge (≥ 2,000 × g); plate reader (SpectraMax i3x).\n"
        "5.2 Whole-blood samples (200 microlitres) are centrifuged in the deep-well plate at 2,000 × g for 10 minutes.\n"
        "5.3 Fifty microlitres of plasma is transferred to a flat-bottom plate.\n"
        "5.4 Haemolysis is assessed by absorbance at 414 nm.",
        "spin rcf_g=2000 duration_s=600 > transfer volume_ul=50 > read_absorbance wavelength_nm=414 @spectramax_i3x",
    ),
    # The note offers the HiG4 only as a fallback; the 5810R (plate buckets, 2,900 x g, cooled) is requested.
    (
        "sop1-67",
        "Please automate 3.4 on the 5810R.\n"
        "3.4 The 96-well PCR plate is centrifuged at 2,500 ×g for 5 min at 4 ºC (Eppendorf 5810 R, A-4-81 MTP buckets).\n"
        "Note: the HiG4 may be used instead if the 5810 R is booked.",
        "spin rcf_g=2500 duration_s=300 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "sop1-68",
        "Automate 6.2-6.4 on the Flex line.\n"
        "6.2 75 μl of Buffer EB is added to each well of columns 7–12 (48 wells) using the Flex.\n"
        "6.3 The plate is shaken on the BioShake at 1,800 rpm for 3 min.\n"
        "6.4 The plate is sealed at 170 degrees C for 1.5 seconds.",
        "transfer volume_ul=75 wells=48 @opentrons_flex > shake speed_rpm=1800 duration_s=180 @qinstruments_bioshake_3000t_elm > "
        "seal temperature_c=170 duration_s=1.5",
    ),
    (
        "sop1-69",
        "Please automate step 5.3 only.\n"
        "5.2 The medium is exchanged (manual, see Section 6).\n"
        "5.3 The organoid plate is incubated at 37 °C / 5% CO2 for 3 days (72 h) in the Cytomat.",
        "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450",
    ),
    (
        "sop1-70",
        "Please automate section 12 (final QC).\n"
        "12.1 The library plate is retrieved from the cold store.\n"
        "12.2 The plate is peeled (XPeel).\n"
        "12.3 18 µL of TE is dispensed to each well of a new 96-well PCR plate, then 2 µL of each library is added "
        "(Hamilton STAR).\n"
        "12.4 The QC plate is analysed on the LabChip GX Touch HT with the DNA 1K assay, 96 samples.\n"
        "12.5 The library plate is resealed at 165 °C for 3 s and returned to the cold store at 4 °C.",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=18 @hamilton_star > "
        "transfer volume_ul=2 @hamilton_star > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht > "
        "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425",
    ),
]
