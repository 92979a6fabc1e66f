"""Hold-out batch "ticket1": request tickets from a lab ticketing / LIMS system.

Style: each case reads like a Jira / ServiceNow / LIMS work-order ticket pasted into the
planner: "Summary:", "Description:", "Priority:", "Requested by:", "Acceptance criteria:",
followed by comment threads between requester and technician that may amend a value.

Traps used:
- Ticket numbers (LAB-4412, RITM0048821, WO-20931), sample IDs, project codes, plate
  barcodes, dates, priorities (P2, 3-Moderate) and acceptance thresholds ("blank < 0.1",
  "CV < 15 %") are context, not settings.
- A value in the Description is corrected in a later comment: the correction wins.
- A technician asks a question in a comment and the requester confirms the original value
  (the original stays), or leaves two values unsettled (ask).
- Steps mentioned out of order ("read ... after the spin").
- Units vary: uL/µL/μl/microlitres, C/°C/deg/ºC, x g/xg/×g/rcf, s/sec/min/h/hr, words.
"""

NAME = "ticket1"

CASES: list[tuple[str, str, str]] = [
    (
        "ticket1-01",
        "LAB-4412 | Summary: Spin + read for ELISA plate EL-0917\n"
        "Priority: P3 - Normal\n"
        "Requested by: A. Okafor (Immunology, PRJ-0338)\n"
        "Description: After stop solution is added please read absorbance at 450 nm. Before "
        "reading, spin the plate 1 min at 500 x g to knock down bubbles.\n"
        "Acceptance criteria: OD450 exported to LIMS; blank wells < 0.1.",
        "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=450",
    ),
    # @cytomat_2c425 from the registry alias "plate fridge"; seal time takes the agreed 2.5 s.
    (
        "ticket1-02",
        "Ticket RITM0048821\n"
        "Summary: Seal, spin and store qPCR prep plate QP-220\n"
        "Requested by: J. Lindqvist | Priority: 2-High\n"
        "Description: Heat-seal at 165 °C for 3 s, spin 1 min at 1,000 x g, then put it in the "
        "plate fridge at 4 °C.\n"
        "--- Comments ---\n"
        "[Technician, 09:14] 3 s wrinkles this film; changed seal time to 2.5 s, OK?\n"
        "[J. Lindqvist, 09:20] fine by me.",
        "seal temperature_c=165 duration_s=2.5 > spin rcf_g=1000 duration_s=60 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "ticket1-03",
        "LAB-4420 | Summary: Resuspend bead plate before KingFisher run\n"
        "Priority: P2\n"
        "Requested by: N. Haines\n"
        "Description: Vortex bead plate BP-31 for 30 s, then load it on the KingFisher and run "
        "program MagMAX_Pure_96.\n"
        "Acceptance criteria: no bead clumps visible.",
        "ask",
    ),
    # halted: 6000 x g exceeds VSpin 1000, HiG4 5000 and 5810R plate buckets 2900.
    (
        "ticket1-04",
        "Summary: Clarify lysate plate - hard spin\n"
        "Requested by: M. Petrov, project CX-118\n"
        "Priority: Medium\n"
        "Description: 96 deep-well lysate plate (barcode DW000731) needs a 6,000 x g spin for "
        "20 min at 4 °C to pellet debris, then transfer 400 µL supernatant to a fresh deep-well.\n"
        "Acceptance criteria: clear supernatant, no pellet carry-over.\n"
        "Comment (M. Petrov): 6000 is the minimum that works for this lysate, please don't lower it.",
        "halted",
    ),
    (
        "ticket1-05",
        "WO-20931 | PCR amplification, 16S V4\n"
        "Requested by: K. Brandt | Priority: Medium\n"
        "Description: Run on the ODTC: 98 °C 30 s initial; 30 cycles of 98 °C 10 s, 55 °C 20 s, "
        "72 °C 20 s; final extension 72 °C 2 min; hold 4 °C.\n"
        "Comments:\n"
        "- K. Brandt: primers are 515F/806R, Tm ~60, so annealing at 55 is right.\n"
        "- Tech (R. Sousa): queued for Thu 14 Mar.",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=55 annealing_s=20 extension_c=72 extension_s=20 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "ticket1-06",
        "Summary: qPCR run for GAPDH/ACTB panel, plate QP384-0045\n"
        "Priority: P2 | Requested by: L. Chen (PRJ-5102)\n"
        "Description: On the CFX384: 95 °C for 3 min, then 40 cycles of 95 °C 10 s and 60 °C 30 s.\n"
        "Comment from L. Chen: please bump it to 45 cycles, these are low-copy targets.\n"
        "Comment from tech: done, 45 cycles set in the run file.",
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "ticket1-07",
        "LAB-5003 | Summary: Growth check on E. coli cultures, plate GC-12\n"
        "Requested by: F. Ortega | Priority: P3\n"
        "Description: Shake the 96-well culture plate on the BioShake at 37 °C, 800 rpm for 4 h, "
        "then take an OD reading of every well on the SpectraMax.\n"
        "Acceptance criteria: all wells above 0.4.",
        "ask",
    ),
    (
        "ticket1-08",
        "Summary: Seal plates for long-term archive\n"
        "Requested by: B. Kowalski | Priority: Low\n"
        "Description: Foil-seal archive plates AR-101..AR-104 at 215 °C for 4 s on the a4S, then "
        "send them to the hotel.\n"
        "Comment (tech): film spec sheet says 170-190 °C, please confirm the temperature.\n"
        "Comment (B. Kowalski): our old sealer ran at 215, keep 215.",
        "halted",
    ),
    # wells=32 repeated on the second transfer and the mix: "the same wells" = columns 1-4.
    (
        "ticket1-09",
        "RITM0051177 | Summary: Normalise gDNA into PCR plate\n"
        "Requested by: P. Ndlovu | Priority: 3-Moderate\n"
        "Description: On the Hamilton STAR, transfer 20 µL water into columns 1-4 of the 96-well "
        "PCR plate, then 5 µL gDNA (samples GD-1301 to GD-1332) into the same wells and mix "
        "10 µL x 5 cycles.\n"
        "Acceptance criteria: 32 wells at 25 µL final.",
        "transfer volume_ul=20 wells=32 @hamilton_star > transfer volume_ul=5 wells=32 "
        "@hamilton_star > mix volume_ul=10 cycles=5 wells=32 @hamilton_star",
    ),
    # ask: speed only in rpm, no rotor/radius given to convert to x g.
    (
        "ticket1-10",
        "Summary: Pellet cells before lysis\n"
        "Requested by: G. Adeyemi | Priority: P2\n"
        "Description: Spin the 15 mL Falcons (samples C-77 to C-82) at 4000 rpm for 5 min in the "
        "5810R, then aspirate the media.\n"
        "Comment (tech): noted. Temperature?\n"
        "Comment (G. Adeyemi): room temp, 4000 rpm like always.",
        "ask",
    ),
    (
        "ticket1-11",
        "LAB-5120 | Summary: Plasmid clean-up + QC\n"
        "Priority: P3 | Requested by: H. Aziz | Project: SYN-044\n"
        "Description: Run KingFisher program PureLink_96_Plasmid on the KF Flex with the prepped "
        "deep-well set, then run 12 of the eluates on the LabChip GX Touch with the DNA 12K assay.\n"
        "Acceptance criteria: single band at expected size for 12/12.",
        "run_program program=PureLink_96_Plasmid @kingfisher_flex > run_assay assay=dna_12k "
        "sample_count=12 @labchip_gx_touch_ht",
    ),
    (
        "ticket1-12",
        "Summary: Park enzyme master-mix plate MM-5521\n"
        "Requested by: C. Duarte | Priority: Medium\n"
        "Description: Store the plate at -20 °C until Monday's run.\n"
        "Comments:\n"
        "[tech] the Cytomat cold store is the only automated storage on the line.\n"
        "[C. Duarte] ok, but it has to be -20 °C, it's enzyme.",
        "halted",
    ),
    (
        "ticket1-13",
        "Summary: CellTiter-Glo readout, plate CTG-08\n"
        "Requested by: D. Moreau (Oncology, PRJ-7710) | Priority: P1\n"
        "Description: Take the plate out of the Cytomat 2C450, add 100 µL CellTiter-Glo to each "
        "well, shake 2 min at 500 rpm on the BioShake, then read luminescence on the SpectraMax "
        "with 0.5 s integration.\n"
        "Acceptance criteria: signal/background > 10.",
        "retrieve @cytomat_2c450 > transfer volume_ul=100 > shake speed_rpm=500 duration_s=120 "
        "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "ticket1-14",
        "Summary: Quantify total RNA after extraction\n"
        "Requested by: Y. Tanaka | Priority: P2 | Samples: RN-2210..RN-2305\n"
        "Description: After the KingFisher run (program RNA_Total_96) measure concentrations on "
        "the NanoDrop 8000 and upload them to the LIMS.\n"
        "Acceptance criteria: A260/280 between 1.8 and 2.1.",
        "ask",
    ),
    (
        "ticket1-15",
        "RITM0049302 | Summary: Pellet minipreps in 1.5 mL tubes\n"
        "Requested by: S. Iyer | Priority: Low\n"
        "Description: Spin tubes T-0091..T-0114 (24 tubes) at 13,000 x g for 2 min at 4 °C on "
        "the 5424 R.\n"
        "Comment (S. Iyer): correction - 10 min, not 2.\n"
        "Comment (tech): updated.",
        "spin rcf_g=13000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    # halted: 3500 rpm is above the BioShake (3000) and Biomek deck shakers (<=1200).
    (
        "ticket1-16",
        "Summary: Resuspend pelleted beads, plate MB-3\n"
        "Requested by: O. Brennan | Priority: P2\n"
        "Description: Shake on the BioShake at 3,500 rpm for 1 min at room temperature, then "
        "leave on the magnet for 2 min.\n"
        "Comment (tech): that's fast - confirm 3500?\n"
        "Comment (O. Brennan): yes, 3500, beads are sticky.",
        "halted",
    ),
    (
        "ticket1-17",
        "LAB-5218 | Summary: GFP reporter readout, plate GFP-11\n"
        "Requested by: T. Novak | Priority: P2\n"
        "Description: Remove the seal on the XPeel, then read fluorescence on the SpectraMax i3x, "
        "excitation 485 nm / emission 535 nm.\n"
        "Acceptance criteria: GFP+ control > 5x GFP- control.",
        "peel @azenta_xpeel > read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "ticket1-18",
        "Summary: Colony PCR, 48 colonies (plate CP-07)\n"
        "Requested by: E. Varga | Priority: Low\n"
        "Description: Set up colony PCR on the ODTC, 30 cycles, standard Taq program. Primers "
        "M13F/M13R.\n"
        "Comment (tech): what annealing temp and times do you want?\n"
        "Comment (E. Varga): whatever is usual.",
        "ask",
    ),
    (
        "ticket1-19",
        "Summary: Drug treatment incubation, plates DT-201 to DT-204\n"
        "Priority: P2 | Requested by: R. Haddad\n"
        "Description: After compound addition, incubate at 37 °C / 5% CO2 for 48 h in the "
        "Cytomat 2C450.\n"
        "Acceptance criteria: DMSO control viability > 90 %.",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "ticket1-20",
        "Summary: Peptide-bond absorbance check, plate UV-0034\n"
        "Requested by: I. Schultz | Priority: P3\n"
        "Description: Read absorbance at 200 nm on the SpectraMax (UV-transparent plate).\n"
        "Comment (tech): we usually do 280. Is 200 intended?\n"
        "Comment (I. Schultz): yes, 200 nm, peptides have no Trp.",
        "halted",
    ),
    (
        "ticket1-21",
        "RITM0050012 | Summary: Prep dose-response plate DR-44\n"
        "Requested by: W. Osei | Priority: 3-Moderate\n"
        "Description: On the Tecan Fluent, dispense 90 uL assay buffer into every well of the "
        "96-well plate, then add 10 uL of compound stock into column 1 only and mix 50 uL x 8 in "
        "column 1.\n"
        "Comment (W. Osei): make the mix 60 uL please, 50 doesn't reach the bottom.\n"
        "Acceptance criteria: top of curve > 80 % inhibition.",
        "transfer volume_ul=90 @tecan_fluent > transfer volume_ul=10 wells=8 @tecan_fluent > "
        "mix volume_ul=60 cycles=8 wells=8 @tecan_fluent",
    ),
    (
        "ticket1-22",
        "Summary: Post-PCR plate handling, plate PC-3391\n"
        "Requested by: V. Rossi | Priority: P3\n"
        "Description: Spin it briefly on the VSpin (30 sec, 800 xg), seal with the a4S at 170 C "
        "for 2 sec and park it in the Cytomat 24 hotel.\n"
        "Comment (tech): will do after the 11:00 run.",
        "spin rcf_g=800 duration_s=30 @agilent_vspin > seal temperature_c=170 duration_s=2 "
        "@azenta_a4s > store @cytomat_24",
    ),
    (
        "ticket1-23",
        "LAB-5301 | Summary: De-bubble 384 assay plate AS384-118 before read\n"
        "Requested by: Q. Mbeki | Priority: P2\n"
        "Description: Read resorufin fluorescence (Ex 540 / Em 590) right after spinning the "
        "plate at 2,500 ×g for 3 minutes on the HiG4.\n"
        "Acceptance criteria: Z' >= 0.5.",
        "spin rcf_g=2500 duration_s=180 @bionex_hig4 > read_fluorescence excitation_nm=540 "
        "emission_nm=590",
    ),
    (
        "ticket1-24",
        "Summary: Pellet debris from deep-well lysates (project VX-07)\n"
        "Requested by: A. Lindgren | Priority: Medium\n"
        "Description: Centrifuge 96 deep-well plate DW-2231 in the Eppendorf 5810 R at 2000 x g "
        "for 10 minutes at 4 degC, then transfer 500 uL of supernatant into a fresh deep-well "
        "plate and heat-seal the new plate, 170 C, 2 s.\n"
        "Comment (tech): swing-bucket with plate carriers is fitted, fine.",
        "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r > transfer volume_ul=500 "
        "> seal temperature_c=170 duration_s=2",
    ),
    (
        "ticket1-25",
        "WO-21877 | Summary: SPRI clean-up of amplicons, plate LIB-0923\n"
        "Requested by: M. Ferreira | Priority: High\n"
        "Description: On the Biomek i7: add 45 µL of beads to each well, mix 40 µL ten times, "
        "then put the plate on the deck magnet for 3 min.\n"
        "Comment (M. Ferreira): make that 5 min on the magnet, beads are slow in this buffer.\n"
        "Acceptance criteria: recovery > 80 %.",
        "transfer volume_ul=45 @biomek_i7_hybrid > mix volume_ul=40 cycles=10 @biomek_i7_hybrid > "
        "magnetic_separation duration_s=300 @biomek_i7_hybrid",
    ),
    # incubate @biomek_i5: "the i5 deck heater" names the station's on-deck thermal position.
    (
        "ticket1-26",
        "Summary: Proteinase K digestion, samples PK-3301..PK-3348\n"
        "Requested by: J. Abara | Priority: P3\n"
        "Description: Biomek i5: add 25 µL proteinase K to rows A-D of the 96 deep-well plate, "
        "then incubate on the i5 deck heater at 56 °C for 10 min.\n"
        "Acceptance criteria: no visible tissue left.",
        "transfer volume_ul=25 wells=48 @biomek_i5 > incubate temperature_c=56 duration_s=600 "
        "@biomek_i5",
    ),
    (
        "ticket1-27",
        "Summary: Fill growth plate for strain panel SP-12\n"
        "Requested by: L. Moretti | Priority: Low\n"
        "Description: OT-2 please: 150 µl LB into rows A and B of a flat 96-well plate, then "
        "heat-seal it (160 °C, 3 s).\n"
        "Comment (tech): OK, p300 multi is on the left mount.",
        "transfer volume_ul=150 wells=24 @opentrons_ot2 > seal temperature_c=160 duration_s=3",
    ),
    (
        "ticket1-28",
        "Summary: Viral RNA extraction, 96 swabs (batch VB-0412)\n"
        "Requested by: Public Health Unit / K. Obi | Priority: 1-Critical\n"
        "Description: On the Opentrons Flex add 0.2 mL lysis buffer to every well of the deep-well "
        "plate, then run the KingFisher Flex program MVP_2Wash_200_Flex.\n"
        "Acceptance criteria: MS2 internal control Ct < 32 in all wells.",
        "transfer volume_ul=200 @opentrons_flex > run_program program=MVP_2Wash_200_Flex "
        "@kingfisher_flex",
    ),
    (
        "ticket1-29",
        "LAB-5390 | Summary: OD600 endpoint for plate RD-551\n"
        "Requested by: P. Salo | Priority: P3\n"
        "Description: Retrieve RD-551 from the Cytomat 24, have the PF400 carry it to the "
        "SpectraMax and read absorbance at 600 nm.\n"
        "Acceptance criteria: blanks < 0.05.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 "
        "@spectramax_i3x",
    ),
    (
        "ticket1-30",
        "Summary: Hypercapnia exposure, plates HC-01..HC-06\n"
        "Requested by: D. Farouk | Priority: P2\n"
        "Description: Incubate at 37 °C with 10% CO2 for 24 h.\n"
        "Comment (D. Farouk): sorry, typo in the description - it's 22% CO2 per SOP-HC-3.\n"
        "Comment (tech): noted, updating to 22 %.",
        "halted",
    ),
    (
        "ticket1-31",
        "Summary: Shear chromatin, ChIP batch CH-18\n"
        "Requested by: R. Guzman | Priority: P2\n"
        "Description: Sonicate the lysate plate for 10 cycles (30 s on / 30 s off), then spin at "
        "2,000 x g for 10 min at 4 °C.\n"
        "Acceptance criteria: fragments 200-500 bp.",
        "ask",
    ),
    # wells=48 on the mix too: the mix is in the same columns 7-12 that got reagent.
    (
        "ticket1-32",
        "Summary: Add detection reagent to right half of plate DL-77\n"
        "Requested by: C. O'Neill | Priority: P3\n"
        "Description: Add fifty microlitres of detection reagent to columns 7-12, mix three times "
        "with 30 µl, then read luminescence.\n"
        "Comment (tech): left half is the no-reagent control, right?\n"
        "Comment (C. O'Neill): correct.",
        "transfer volume_ul=50 wells=48 > mix volume_ul=30 cycles=3 wells=48 > read_luminescence",
    ),
    (
        "ticket1-33",
        "Summary: NanoLuc readout, very weak signal, plate NL-009\n"
        "Requested by: A. Petrakis | Priority: P2\n"
        "Description: Read luminescence on the SpectraMax i3x with a 2 min integration per well.\n"
        "Comment (tech): 2 minutes per well is long - 96 wells is over 3 h. Sure?\n"
        "Comment (A. Petrakis): yes, signal is tiny, keep 2 min.",
        "halted",
    ),
    (
        "ticket1-34",
        "Summary: BCA protein assay, samples BC-101..BC-130\n"
        "Requested by: H. Jensen | Priority: Normal\n"
        "Description: Read absorbance at 562 nm after a 30 min incubation at 37 °C.\n"
        "Acceptance criteria: standard curve R² > 0.98.",
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "ticket1-35",
        "Summary: Pellet nanoparticles, 2 mL tubes NP-01..NP-12\n"
        "Requested by: S. Kaur | Priority: P2\n"
        "Description: Spin at 25,000 x g for 30 min at 4 °C in the microcentrifuge.\n"
        "Comment (tech): the 5424 R rotor tops out lower than that, are you sure?\n"
        "Comment (S. Kaur): 25k is needed, the particles are small.",
        "halted",
    ),
    (
        "ticket1-36",
        "WO-22013 | Summary: Ligation heat-kill, plate LG-15\n"
        "Requested by: B. Nakamura | Priority: Low\n"
        "Description: On the ODTC: 65 °C for 20 min, then 80 °C for 10 min.\n"
        "Comment (B. Nakamura): second step should be 75 °C, sorry.\n"
        "Comment (tech): changed.",
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc > incubate temperature_c=75 "
        "duration_s=600 @inheco_odtc",
    ),
    (
        "ticket1-37",
        "Summary: Mix antibody plate AB-22 on the shaker\n"
        "Requested by: T. Ivanova | Priority: P3\n"
        "Description: Shake on the BioShake at speed 5 for 10 min at room temperature.\n"
        "Comment (tech): speed 5 on which scale?\n"
        "Comment (T. Ivanova): the usual setting.",
        "ask",
    ),
    (
        "ticket1-38",
        "LAB-5411 | Summary: Protein purity check, fractions PF-01..PF-88\n"
        "Requested by: G. Laurent | Priority: P2\n"
        "Description: Peel plate PF-PLATE-3 and run the 88 samples on the LabChip with the HT "
        "Protein Express assay.\n"
        "Acceptance criteria: main band > 90 % purity.",
        "peel > run_assay assay=protein_express sample_count=88 @labchip_gx_touch_ht",
    ),
    # halted: 8 mL is above every liquid handler's transfer volume_ul maximum (5000 uL),
    # even though a human would split it into two trips.
    (
        "ticket1-39",
        "Summary: Fill 24 deep-well culture blocks\n"
        "Requested by: E. Mäkinen | Priority: P3\n"
        "Description: On the Hamilton STAR, transfer 8 mL of TB media into each well of the 24 "
        "deep-well plate (10 mL wells).\n"
        "Comment (tech): 8 mL per well as a single transfer?\n"
        "Comment (E. Mäkinen): yes, 8 mL per well.",
        "halted",
    ),
    (
        "ticket1-40",
        "RITM0052290 | Summary: Library normalisation, pool LP-61\n"
        "Requested by: V. Castillo | Priority: 3-Moderate\n"
        "Description: Opentrons Flex: pipette 15 μl of resuspension buffer into wells A1-H2 "
        "(16 wells), then add 5 μl of library to the same 16 wells and mix 10 μl 6x in those "
        "wells.\n"
        "Acceptance criteria: pool within 10 % of target molarity.",
        "transfer volume_ul=15 wells=16 @opentrons_flex > transfer volume_ul=5 wells=16 "
        "@opentrons_flex > mix volume_ul=10 cycles=6 wells=16 @opentrons_flex",
    ),
    (
        "ticket1-41",
        "Summary: Move eluates to PCR plate, batch EX-0907\n"
        "Requested by: N. Oduya | Priority: P2\n"
        "Description: After the KingFisher run, use the Hamilton to transfer the eluates from the "
        "elution plate into a 96-well PCR plate.\n"
        "Comment (tech): how much volume?\n"
        "Comment (N. Oduya): all of it I guess, whatever's there.",
        "ask",
    ),
    (
        "ticket1-42",
        "Summary: NIR dye read, plate IR-800\n"
        "Requested by: F. Bauer | Priority: P3\n"
        "Description: Read fluorescence on the SpectraMax, excitation 780 nm, emission 900 nm.\n"
        "Comment (tech): please double-check the emission.\n"
        "Comment (F. Bauer): em 900 nm is what the dye datasheet gives.",
        "halted",
    ),
    (
        "ticket1-43",
        "LAB-5460 | Summary: SYBR qPCR, plate Q384-0112 (project RESP-9)\n"
        "Requested by: I. Horvat | Priority: P2\n"
        "Description: Seal the 384 plate (170 °C, 2 s), spin 1 min at 1000 xg on the VSpin, then "
        "run on the CFX384: 95 °C 10 min, 40 cycles of 95 °C 15 s / 60 °C 1 min.\n"
        "Comment (I. Horvat): anneal at 62 °C please, new primers.\n"
        "Comment (tech): updated to 62.",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 "
        "denaturation_s=15 annealing_c=62 annealing_s=60 @biorad_cfx384",
    ),
    # ask: 405 vs 410 nm left unsettled in the comments.
    (
        "ticket1-44",
        "Summary: pNPP phosphatase endpoint, plate PH-14\n"
        "Requested by: K. Weiss | Priority: P3\n"
        "Description: Stop the reaction and read absorbance at 405 nm.\n"
        "Comment (tech): our old SOP used 410 nm - 405 or 410?\n"
        "Comment (K. Weiss): let me check with Anna and get back to you.",
        "ask",
    ),
    (
        "ticket1-45",
        "Summary: Archive serum plates SR-501..SR-512\n"
        "Requested by: M. Oyelaran | Priority: Low\n"
        "Description: Store the plates at -80 °C.\n"
        "Comment (tech): nothing automated on the line goes below 4 °C.\n"
        "Comment (M. Oyelaran): they must be at -80 °C, serum degrades.",
        "halted",
    ),
    (
        "ticket1-46",
        "Summary: Antifoam for fermentation plate FP-3\n"
        "Requested by: J. Quist | Priority: Low\n"
        "Description: Add a drop of antifoam 204 to each well of the 24 deep-well plate, then "
        "shake at 30 °C, 250 rpm for 16 h.",
        "ask",
    ),
    (
        "ticket1-47",
        "Summary: Compound stamping for screen SCR-2024-07\n"
        "Requested by: L. Park | Priority: P1\n"
        "Description: Transfer 25 nL of each compound from source plate CMP-0081 into the assay "
        "plates using the Echo 655.\n"
        "Acceptance criteria: final DMSO < 0.5 %.",
        "ask",
    ),
    # "thermoshaker" is a BioShake alias; room temperature = no temperature key.
    (
        "ticket1-48",
        "Summary: TMB development, ELISA plate EL-1022\n"
        "Requested by: S. Achebe | Priority: P2\n"
        "Description: Pull the plate out of the Cytomat 2C425, peel the seal, add 100 µL TMB per "
        "well, shake 15 min at 300 rpm on the thermoshaker at room temperature, then read at "
        "650 nm.\n"
        "Acceptance criteria: top standard OD > 1.0.",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=100 > shake speed_rpm=300 "
        "duration_s=900 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=650",
    ),
    (
        "ticket1-49",
        "WO-22150 | Summary: Nucleic acid extraction + plate-out, batch NA-5530\n"
        "Requested by: R. Petit | Priority: 2-High\n"
        "Description: Run 'MagMAX_Viral_Pathogen' on the KingFisher Flex; then the Hamilton "
        "transfers 50 µL of eluate into a 96-well PCR plate; seal at 175 °C for 1.5 s; store at "
        "4 °C.\n"
        "Acceptance criteria: no empty wells.",
        "run_program program=MagMAX_Viral_Pathogen @kingfisher_flex > transfer volume_ul=50 "
        "@hamilton_star > seal temperature_c=175 duration_s=1.5 > store temperature_c=4",
    ),
    (
        "ticket1-50",
        "Summary: Library QC, 24 libraries (LIB-0601..LIB-0624)\n"
        "Requested by: D. Silva | Priority: P3\n"
        "Description: Run the 24 libraries on the LabChip GX Touch, NGS 3K assay. Spin the plate "
        "first, 1 min at 300 x g, to bring the liquid down.\n"
        "Acceptance criteria: main peak 300-500 bp.",
        "spin rcf_g=300 duration_s=60 > run_assay assay=dna_ngs_3k sample_count=24 "
        "@labchip_gx_touch_ht",
    ),
    (
        "ticket1-51",
        "Summary: Resazurin viability, plate RZ-31\n"
        "Requested by: P. Walsh | Priority: P3\n"
        "Description: Peel the seal, shake 10 min at 1,200 rpm at 30 °C, then read fluorescence "
        "ex 560 / em 590.\n"
        "Comment (P. Walsh): actually make the shake 5 min.",
        "peel > shake speed_rpm=1200 duration_s=300 temperature_c=30 > read_fluorescence "
        "excitation_nm=560 emission_nm=590",
    ),
    (
        "ticket1-52",
        "RITM0053318 | Summary: Seed HEK293 into assay plate CS-17\n"
        "Requested by: Z. Ali | Priority: 3-Moderate\n"
        "Description: On the Opentrons Flex, seed 50 µL of cell suspension into the inner 60 "
        "wells (edge wells are filled with PBS by hand), then incubate 24 h at 37 °C, 5 % CO2.\n"
        "Acceptance criteria: 70-80 % confluence at 24 h.",
        "transfer volume_ul=50 wells=60 @opentrons_flex > incubate temperature_c=37 "
        "duration_s=86400 co2_percent=5",
    ),
    (
        "ticket1-53",
        "Summary: Free up incubator space\n"
        "Requested by: H. Berg (lab manager) | Priority: Low\n"
        "Description: Retrieve plate KO-0045 from the CO2 incubator (Cytomat 2C450) and park it "
        "in the Cytomat 24 hotel.\n"
        "Comment (tech): plates KO-0041 to KO-0044 were already moved yesterday.",
        "retrieve @cytomat_2c450 > store @cytomat_24",
    ),
    (
        "ticket1-54",
        "LAB-5502 | Summary: Indexing PCR, plate IX-08\n"
        "Requested by: C. Reyes | Priority: P2\n"
        "Description: Peel the index plate, add 25 uL KAPA master mix to each well (Tecan), "
        "re-seal at 165 C for 3 s, then run on the ODTC: 98 C 45 s; 8 cycles of 98 C 15 s, 60 C "
        "30 s, 72 C 30 s; 72 C 1 min; hold 4 C.\n"
        "Comment (C. Reyes): 10 cycles not 8, input is low.",
        "peel > transfer volume_ul=25 @tecan_fluent > seal temperature_c=165 duration_s=3 > "
        "run_pcr cycles=10 initial_denaturation_c=98 initial_denaturation_s=45 denaturation_c=98 "
        "denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=60 hold_c=4 @inheco_odtc",
    ),
    (
        "ticket1-55",
        "Summary: Spin RNA tubes after thaw\n"
        "Requested by: M. Kovacs | Priority: P3\n"
        "Description: 5424R: 16,000 rcf, 15 min, 4 ºC. Tubes RT-1 to RT-18.\n"
        "Acceptance criteria: pellet undisturbed.",
        "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "ticket1-56",
        "Summary: Harvest yeast cultures, 50 mL tubes Y-01..Y-08\n"
        "Requested by: A. Nwosu | Priority: Normal\n"
        "Description: Centrifuge in the 5810 R at 3,000 xg for 20 mins, room temperature.\n"
        "Comment (tech): 50 mL buckets fitted, 8 tubes balanced.",
        "spin rcf_g=3000 duration_s=1200 @eppendorf_5810r",
    ),
    (
        "ticket1-57",
        "WO-22377 | Summary: Elute and transfer, plate EL-B4\n"
        "Requested by: F. Ahmed | Priority: P2\n"
        "Description: On the Biomek i5 put the bead plate on the magnet for 2 min, then move "
        "30 µL of cleared eluate into columns 1-3 of a new PCR plate; seal that plate at 165 °C "
        "for 3 s.\n"
        "Acceptance criteria: no bead carry-over.",
        "magnetic_separation duration_s=120 @biomek_i5 > transfer volume_ul=30 wells=24 "
        "@biomek_i5 > seal temperature_c=165 duration_s=3",
    ),
    (
        "ticket1-58",
        "Summary: Restriction digest, plasmids RD-01..RD-24\n"
        "Requested by: O. Lund | Priority: Low\n"
        "Description: Incubate the PCR plate on the ODTC at 37 °C for 1 h, then 65 °C for 20 min "
        "on the same block to inactivate.\n"
        "Comment (tech): plate is in the queue for 14:00.",
        "incubate temperature_c=37 duration_s=3600 @inheco_odtc > incubate temperature_c=65 "
        "duration_s=1200 @inheco_odtc",
    ),
    (
        "ticket1-59",
        "Summary: Dual-luciferase firefly read, plate DLR-12\n"
        "Requested by: E. Costa | Priority: P2\n"
        "Description: Peel the plate, add 75 µL of LAR II to each well, read luminescence, "
        "integration 1 s.\n"
        "Comment (E. Costa): integration 2 s please, low-expression construct.\n"
        "Comment (tech): changed to 2 s.",
        "peel > transfer volume_ul=75 > read_luminescence integration_s=2",
    ),
    # "OD600" states the wavelength (600 nm), unlike ticket1-07's bare "OD reading".
    (
        "ticket1-60",
        "Summary: Growth endpoint, plate GC-44\n"
        "Requested by: R. Iqbal | Priority: P3\n"
        "Description: Read OD600 after shaking the plate on the BioShake for 3 hrs at 30 deg, "
        "600 rpm.\n"
        "Acceptance criteria: WT control OD > 0.3.",
        "shake speed_rpm=600 duration_s=10800 temperature_c=30 @qinstruments_bioshake_3000t_elm "
        "> read_absorbance wavelength_nm=600",
    ),
    (
        "ticket1-61",
        "LAB-5610 | Summary: Pellet precipitate in PCR plate PP-09\n"
        "Requested by: W. Zhou | Priority: P2\n"
        "Description: Have the robot arm (PF400) bring the 96-well PCR plate to the HiG 4, spin at "
        "4,000 x g for 15 min, then seal it at 170 °C for 2 s.\n"
        "Acceptance criteria: pellet visible in all wells.",
        "move_plate @precise_pf400 > spin rcf_g=4000 duration_s=900 @bionex_hig4 > "
        "seal temperature_c=170 duration_s=2",
    ),
    (
        "ticket1-62",
        "Summary: Kinase assay 384, plate KA-384-07\n"
        "Requested by: J. Moreau | Priority: 2-High\n"
        "Description: Tecan Fluent adds 20 µl of ATP/substrate mix to all 384 wells; shake 1 min "
        "at 1000 rpm; read fluorescence 340 nm excitation / 460 nm emission.\n"
        "Acceptance criteria: Z' > 0.6, CV < 15 %.",
        "transfer volume_ul=20 @tecan_fluent > shake speed_rpm=1000 duration_s=60 > "
        "read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    # incubate device left out: "put them back" implies the 2C450 but does not name it.
    (
        "ticket1-63",
        "RITM0054021 | Summary: MTT assay, plates MT-01/MT-02\n"
        "Requested by: B. Oduro | Priority: 3-Moderate\n"
        "Description: Take the plates out of the Cytomat 2C450, add 10 µL MTT reagent per well, "
        "put them back for 4 h at 37 °C / 5 % CO2, then read absorbance at 570 nm.\n"
        "Comment (tech): 2 plates, fine.",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 > incubate temperature_c=37 "
        "duration_s=14400 co2_percent=5 > read_absorbance wavelength_nm=570",
    ),
    (
        "ticket1-64",
        "Summary: Seal DNA archive plate DA-0091\n"
        "Requested by: K. Yilmaz | Priority: Low\n"
        "Description: Seal on the a4S at 180 °C for 3 seconds.\n"
        "Comment (tech): 180 melted the last film, suggest 175.\n"
        "Comment (K. Yilmaz): ok, go with 175 °C.",
        "seal temperature_c=175 duration_s=3 @azenta_a4s",
    ),
    (
        "ticket1-65",
        "Summary: Start gDNA extraction, batch GX-778\n"
        "Requested by: T. Lehmann | Priority: P2\n"
        "Description: De-seal the pre-filled sample plate on the XPeel and then start program "
        "'MagMAX_DNA_Multi_Sample_Ultra' on the KingFisher.\n"
        "Acceptance criteria: yield > 1 µg per sample.",
        "peel @azenta_xpeel > run_program program=MagMAX_DNA_Multi_Sample_Ultra @kingfisher_flex",
    ),
    (
        "ticket1-66",
        "Summary: Resuspend cell pellets, plate CP-2231\n"
        "Requested by: N. Petrova | Priority: Normal\n"
        "Description: Hamilton STAR: add 180 µL PBS to every well, mix 150 µL twenty times, then "
        "transfer 100 µL to a flat-bottom 96 plate, and read absorbance at 600 nm for density.\n"
        "Comment (tech): reader booked 15:30-16:00.",
        "transfer volume_ul=180 @hamilton_star > mix volume_ul=150 cycles=20 @hamilton_star > "
        "transfer volume_ul=100 @hamilton_star > "
        "read_absorbance wavelength_nm=600",
    ),
    # "cold store" is a Cytomat 2C425 alias; volume takes the requester's 0.8 mL correction.
    (
        "ticket1-67",
        "Summary: Aliquot media into deep-well plate DW-4410\n"
        "Requested by: I. Rahman | Priority: Low\n"
        "Description: OT2: transfer 1 mL of media into each well of the 96 deep-well plate, then "
        "seal at 170 °C, 2 s, and store in the cold store at 4 °C.\n"
        "Comment (I. Rahman): make it 0.8 mL, 1 mL overflows when shaking later.",
        "transfer volume_ul=800 @opentrons_ot2 > seal temperature_c=170 duration_s=2 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "ticket1-68",
        "Summary: Sandwich assay final steps, plate SA-61\n"
        "Requested by: G. Rossi | Priority: P2\n"
        "Description: Spin 2,000 × g, 5 min, 4 °C; then incubtae 1 hr at 37 °C; then read "
        "absorbance at 490 nm.\n"
        "Acceptance criteria: LLOQ 5 pg/mL.",
        "spin rcf_g=2000 duration_s=300 temperature_c=4 > incubate temperature_c=37 "
        "duration_s=3600 > read_absorbance wavelength_nm=490",
    ),
    (
        "ticket1-69",
        "Summary: Centrifuge and colour read, plate CR-19\n"
        "Requested by: A. Whitfield (UK site) | Priority: P3\n"
        "Description: Please centrifuge the plate at 800 g for two minutes, then measure the "
        "colour absorbace at 540 nm.\n"
        "Comment (A. Whitfield): ta!",
        "spin rcf_g=800 duration_s=120 > read_absorbance wavelength_nm=540",
    ),
    # "the hotel" is a Cytomat 24 alias; no hold temperature is stated, so no hold_c.
    (
        "ticket1-70",
        "WO-22601 | Summary: Genotyping PCR, plate GT-96-14\n"
        "Requested by: S. Mwangi | Priority: P3\n"
        "Description: Seal the plate (a4S, 165 ºC, 2 sec), run it on the ODTC - 95 ºC 2 min; "
        "35 cycles 95 ºC 30 sec, 57 ºC 30 sec, 72 ºC 45 sec; final 72 ºC 5 min - then send it "
        "to the hotel.\n"
        "Comment (S. Mwangi): anneal at 58, not 57.",
        "seal temperature_c=165 duration_s=2 @azenta_a4s > run_pcr cycles=35 "
        "initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=30 "
        "annealing_c=58 annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72 "
        "final_extension_s=300 @inheco_odtc > store @cytomat_24",
    ),
]
