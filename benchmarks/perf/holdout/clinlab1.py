"""Hold-out batch clinlab1: clinical / diagnostic-lab style requests (research use only).

Style: requests as a clinical or diagnostic research lab writes them -- accession
numbers (ACC-...), batch, run and worksheet numbers, QC language ("QC passed",
Westgard 1-2s / 1-3s / 2-2s / R-4s, control and calibrator lots), SOP references with
version numbers ("per SOP-MOL-014 v3", section numbers), regulatory phrasing ("shall",
"must be documented"), sign-offs with initials and dates, and a few requests that
deviate from the SOP with a documented deviation number and reason.

Traps:
- Context numbers everywhere: SOP versions (v3, v7), section numbers (4.3), Westgard rule
  names (1-3s, 2-2s), lot numbers, accession ranges, sample counts in the header (n=24),
  concentrations (2 ug/mL), bead ratios (1.8X), acceptance ranges (300-500 bp), dates and
  initials. None of these are settings.
- SOP value followed by a documented deviation: the deviation value is the one to plan.
- Unit spellings: uL/ul/µL/μl/microlitres, °C/ºC/C/deg/degrees, x g/xg/× g/g, s/sec/min/
  mins/h/hr/hrs, numbers in words, thousands separators ("16 000", "1,500").
- Well selections (rows A-D, columns 7-12, column 12 only, columns 1-2 of a 384 plate)
  versus whole-plate wording ("columns 1-12" of a 96 plate, "all 384 wells").
- Later step mentioned first ("read ... once the Fluent has transferred ...",
  "park it ... once it has been sealed and spun").
- Halts: 6,500 x g plate spin, 25,000 x g tube spin, 3,500 rpm shake, 100 °C shake,
  220 °C seal, 220 nm absorbance, 900 nm emission, 2 min luminescence integration,
  25 % CO2, 7.5 mL per-well transfer, 2 °C PCR hold on the ODTC.
- Asks: vortex, sonicate, rpm-only spin, "speed 5", OD with no wavelength, "405 or 410",
  TapeStation and QuantStudio (not in the lab), PCR with no cycling temperatures,
  transfer with no volume, nanolitre drops.
"""

NAME = "clinlab1"

CASES: list[tuple[str, str, str]] = [
    (
        "clinlab1-01",
        "Accession batch ACC-2024-03318 to -03341 (n=24). Per SOP-MOL-014 v3 §5.2, aliquot 200 µL "
        "of each plasma sample from the primary tubes into columns 1-3 of the 96 deep-well plate on "
        "the Hamilton STAR. Control lot CL-5521, QC passed. -- JM 03/14/2024",
        "transfer volume_ul=200 wells=24 @hamilton_star",
    ),
    (
        "clinlab1-02",
        "Run #0412 (SOP-EXT-003 v7). Step 1: Hamilton STAR adds 20 uL proteinase K to every well of "
        "the sample plate. Step 2: run KingFisher program MVP_FLEX_HV. Step 3: elution plate shall "
        "be placed in the Cytomat 2C425 at 4 C until PCR setup. Signed AT 2024-05-02.",
        "transfer volume_ul=20 @hamilton_star > run_program program=MVP_FLEX_HV @kingfisher_flex"
        " > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "clinlab1-03",
        "Batch B-7730 (lipaemic serum, 96 deep-well plate): centrifuge the plate at 6,500 x g for "
        "10 min to pellet fibrin clots, per SOP-CHEM-022 v2 section 4.3. -- LP",
        "halted",
    ),
    (
        "clinlab1-04",
        "Accessions ACC-88120 through ACC-88143: vortex each EDTA tube for 10 s before sampling, per "
        "SOP-HEM-002 v4. Must be documented in the run log.",
        "ask",
    ),
    (
        "clinlab1-05",
        "Plate IMM-0915 (anti-HBs research ELISA). Control lot 7C219, Westgard 1-2s/1-3s passed on "
        "both levels. Read absorbance at 450 nm on the SpectraMax i3x and export to LIMS. RV 09/15",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    # Two-step qPCR: the 60 °C step is explicitly labelled annealing, no separate extension.
    (
        "clinlab1-06",
        "qPCR run QR-2291 on the CFX384 (plate already sealed). Cycling per SOP-MOL-031 v2: 95 °C for "
        "2 min, then 40 cycles of 95 °C for 5 s and annealing at 60 °C for 30 s. NTC/PC lots on "
        "worksheet WS-2291. Reviewed: HN 2024-04-22.",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 denaturation_c=95"
        " denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "clinlab1-07",
        "Genotyping batch GT-118, SOP-GEN-004 v2. Seal the PCR plate on the a4S at 165 °C for 3 s. "
        "Cycle on the ODTC: 98 °C 30 s; 35 cycles of 98 °C 10 s, 62 °C 20 s, 72 °C 30 s; final "
        "extension 72 °C 2 min; hold 4 °C. Afterwards the plate shall go to the Cytomat 2C425 cold "
        "store. Initials: KB 06/03.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr initial_denaturation_c=98"
        " initial_denaturation_s=30 cycles=35 denaturation_c=98 denaturation_s=10 annealing_c=62"
        " annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120"
        " hold_c=4 @inheco_odtc > store @cytomat_2c425",
    ),
    (
        "clinlab1-08",
        "SOP-PBMC-001 v6 step 5: spin the ACD tubes at 3,500 rpm for 15 min before the plasma layer "
        "is harvested. -- DK",
        "ask",
    ),
    # SOP says 48 h; the documented deviation extends to 72 h, which is what runs.
    (
        "clinlab1-09",
        "Co-culture plate CC-014 (research use only, donor lot D-3391): incubate in the Cytomat 2C450 "
        "at 37 °C, 5% CO2. SOP-CELL-009 v2 specifies 48 h; deviation DEV-0061 (approved by PI, "
        "documented on QF-017) extends this to 72 h for the slow-growing isolate.",
        "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450",
    ),
    (
        "clinlab1-10",
        "Library batch LIB-2024-118: fragment QC on the LabChip GX Touch, DNA High Sensitivity "
        "assay, 48 samples. Acceptance per SOP-NGS-005 v4: main peak 300-500 bp.",
        "run_assay assay=dna_high_sensitivity sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "clinlab1-11",
        "Spin the 2 mL tubes (accessions ACC-55101 to ACC-55124) at 25,000 x g for 5 min at 4 °C "
        "to clear the lipaemic samples. SOP-CF-010 v1. -- EW",
        "halted",
    ),
    (
        "clinlab1-12",
        "Flex run FX-0330: peel the reagent plate on the XPeel, then the Opentrons Flex dispenses "
        "15 µl master mix into rows A–D of the 96-well PCR plate, then heat-seal at 170 °C for 2 s. "
        "Master mix lot MM-4471, exp 2025-01.",
        "peel @azenta_xpeel > transfer volume_ul=15 wells=48 @opentrons_flex"
        " > seal temperature_c=170 duration_s=2",
    ),
    (
        "clinlab1-13",
        "SPRI clean-up, batch LIB-0557 (1.8X ratio), on the Biomek i7: add 90 µL beads to each "
        "sample, mix 10 times at 100 µL, then engage the magnet for 5 min. Bead lot AMP-2210.",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100 cycles=10 @biomek_i7_hybrid"
        " > magnetic_separation duration_s=300 @biomek_i7_hybrid",
    ),
    (
        "clinlab1-14",
        "Read the OD of bacterial control plate QC-BAC-22 on the SpectraMax and record in LIMS "
        "(SOP-MIC-008 v3).",
        "ask",
    ),
    (
        "clinlab1-15",
        "Tecan Fluent: transfer 50 μl of each calibrator (lot CAL-2209, 6 levels) into rows A-F of "
        "column 1 of the assay plate.",
        "transfer volume_ul=50 wells=6 @tecan_fluent",
    ),
    (
        "clinlab1-16",
        "Retrieve plate PCR-0920 from the cold store (Cytomat 2C425), peel the seal, then read "
        "fluorescence ex 485 / em 528 nm on the SpectraMax. QC passed on run 0920. -- SB",
        "retrieve @cytomat_2c425 > peel"
        " > read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x",
    ),
    (
        "clinlab1-17",
        "Immunoassay plate IA-3310: shake on the BioShake at 3,500 rpm for 2 min to resuspend the "
        "beads, per SOP-IMM-012 v3.",
        "halted",
    ),
    (
        "clinlab1-18",
        "OT-2, run 17: pipette twenty microlitres of extracted RNA from each tube into the first "
        "column of the 96-well PCR plate. Extraction QC passed (EC lot 0193).",
        "transfer volume_ul=20 wells=8 @opentrons_ot2",
    ),
    # PCR with no cycling temperatures: "standard program" does not give the annealing temperature.
    (
        "clinlab1-19",
        "Put the sealed genotyping plate on the ODTC and run 40 cycles, standard genotyping program "
        "per SOP-GEN-004 v2.",
        "ask",
    ),
    (
        "clinlab1-20",
        "Park the 384-well plate in the Cytomat 24 hotel once it has been sealed on the a4S (170 °C, "
        "2 s) and spun on the HiG 4 at 2,000 xg for 1 min. Worksheet WS-5512, AR 2024-08-12.",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=2000 duration_s=60 @bionex_hig4"
        " > store @cytomat_24",
    ),
    (
        "clinlab1-21",
        "Spin down the 1.5 mL tubes in the 5424R at 16 000 x g for 10 minutes at 4 °C "
        "(SOP-RNA-002 v5). Initial/date: SB 11-Jun-24.",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "clinlab1-22",
        "Seal QC plate QCP-07 on the a4S at 220 °C for 3 seconds; the new foil lot F-2291 needs a "
        "higher temperature per the vendor.",
        "halted",
    ),
    # 50 mL tubes: the 5810R tube rotor (3220 x g) applies, not the 2900 x g plate buckets.
    (
        "clinlab1-23",
        "Centrifuge the 50 mL conicals (urine pools, batch U-0228) in the Eppendorf 5810 R at "
        "3,000 × g for 10 min at 4 ºC. Documented per SOP-URN-004 v1.",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "clinlab1-24",
        "Biomek i5: distribute 100 uL of wash buffer (lot WB-8812) into all wells of plate IMM-0922.",
        "transfer volume_ul=100 @biomek_i5",
    ),
    (
        "clinlab1-25",
        "Read the pNPP plate ALP-031 on the SpectraMax at 405 or 410 nm? SOP-ENZ-003 v1 says 405, "
        "the kit insert says 410, not sure which one we should go with.",
        "ask",
    ),
    (
        "clinlab1-26",
        "Have the PF400 move assay plate LUC-44 to the SpectraMax, read luminescence with 0.5 s "
        "integration, then store the plate in the Cytomat 24.",
        "move_plate @precise_pf400 > read_luminescence integration_s=0.5 @spectramax_i3x"
        " > store @cytomat_24",
    ),
    # A timed block hold with no cycling: an incubate on the cycler, not a PCR.
    (
        "clinlab1-27",
        "Heat-inactivate the RT plate on the ODTC block: 65 °C for 10 min, no cycling. Run RT-0507, "
        "initials GF.",
        "incubate temperature_c=65 duration_s=600 @inheco_odtc",
    ),
    (
        "clinlab1-28",
        "Read luminescence on the SpectraMax with a 2 min integration per well (low-signal "
        "samples; deviation DEV-0092 approved by QA).",
        "halted",
    ),
    # SOP value superseded by the documented deviation.
    (
        "clinlab1-29",
        "Per SOP-MOL-014 v3 the plate is spun at 1,000 x g for 1 min on the VSpin. Deviation "
        "DEV-24-117 (documented, QA sign-off RK 2024-07-30): use 500 x g for 2 min instead because "
        "of the thin-wall plate lot.",
        "spin rcf_g=500 duration_s=120 @agilent_vspin",
    ),
    # Instrument not in the lab: substituting the LabChip would be a guess.
    (
        "clinlab1-30",
        "Run the 16 libraries of batch LIB-0602 on the Agilent TapeStation 4200 with D1000 "
        "ScreenTape, per SOP-NGS-005 v4.",
        "ask",
    ),
    (
        "clinlab1-31",
        "Shake the ELISA plate at 600 rpm for 1 h at 37 ºC on the thermoshaker (SOP-IMM-007 v5, "
        "step 9).",
        "shake speed_rpm=600 duration_s=3600 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "clinlab1-32",
        "Read absorbance at 260 nm on the SpectraMax once the Fluent has transferred 2 µL of each "
        "eluate into columns 1-2 of the 384-well UV plate. Afterwards put the plate in the Cytomat 24 "
        "hotel. Batch NA-0788.",
        "transfer volume_ul=2 wells=32 @tecan_fluent > read_absorbance wavelength_nm=260 @spectramax_i3x"
        " > store @cytomat_24",
    ),
    (
        "clinlab1-33",
        "CFX384 run CFX-0518 (respiratory research panel, control lot RP-77): initial denaturation "
        "95 °C 3 min; 45 cycles of 95 °C 10 s, 55 °C 30 s, 72 °C 20 s. Plate sealed and spun.",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=45 denaturation_c=95"
        " denaturation_s=10 annealing_c=55 annealing_s=30 extension_c=72 extension_s=20"
        " @biorad_cfx384",
    ),
    (
        "clinlab1-34",
        "Incubate culture plate AC-09 at 37 °C with 25 % CO2 for 4 hours (acidosis model, per PI). "
        "Must be documented on the incubator log.",
        "halted",
    ),
    (
        "clinlab1-35",
        "MTT plate MTT-221: retrieve it from the Cytomat 2C450, have the Fluent add 100 µL "
        "solubilisation solution to each well, then read absorbance at 570 nm.",
        "retrieve @cytomat_2c450 > transfer volume_ul=100 @tecan_fluent"
        " > read_absorbance wavelength_nm=570",
    ),
    (
        "clinlab1-36",
        "Sonicate the FFPE lysates 3 × 10 s on ice before extraction (SOP-FFPE-002 v2).",
        "ask",
    ),
    (
        "clinlab1-37",
        "Extraction run EX-2207 (SOP-EXT-003 v7): Biomek i5 adds 300 µL lysis buffer to each well; "
        "shake on the BioShake at 1,000 rpm for 5 min; run the KingFisher programme TNA_96_DW; store "
        "the elution plate at 4 °C. QC: extraction control lot EC-0193.",
        "transfer volume_ul=300 @biomek_i5"
        " > shake speed_rpm=1000 duration_s=300 @qinstruments_bioshake_3000t_elm"
        " > run_program program=TNA_96_DW @kingfisher_flex > store temperature_c=4",
    ),
    (
        "clinlab1-38",
        "Peptide plate PEP-12: read absorbance at 220 nm on the SpectraMax (peptide bond "
        "quantitation, SOP-PRO-006 v1).",
        "halted",
    ),
    (
        "clinlab1-39",
        "Hamilton STAR: mix rows G and H of the 96-well plate 5 times with 150 µL to resuspend the "
        "pellets. -- TC 2024-02-19",
        "mix volume_ul=150 cycles=5 wells=24 @hamilton_star",
    ),
    # Stated value corrected in-line: the correction (40 µL) is used.
    (
        "clinlab1-40",
        "OT2: transfer 50 µL -- correction, 40 µL -- of diluent into each well of columns 7–12 of "
        "the 96-well plate.",
        "transfer volume_ul=40 wells=48 @opentrons_ot2",
    ),
    # Transfer with no volume ("per the worklist" does not state one).
    (
        "clinlab1-41",
        "STAR: transfer the serum from accession tubes ACC-30011 through ACC-30034 into the 96-well "
        "plate per the worklist.",
        "ask",
    ),
    (
        "clinlab1-42",
        "Spin the 96-well culture plate in the 5810R at 300 x g for 5 min at room temperature. Then "
        "the STAR transfers 150 µL of supernatant from each well into a fresh plate for the cytokine "
        "panel, and the cell plate goes back into the CO2 incubator at 37 °C / 5% CO2 for 24 hrs.",
        "spin rcf_g=300 duration_s=300 @eppendorf_5810r > transfer volume_ul=150 @hamilton_star"
        " > incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    # Per-well volume above every liquid handler's 5000 uL maximum.
    (
        "clinlab1-43",
        "Fluent: dispense 7.5 mL of wash buffer into each 50 mL tube for the bead wash "
        "(SOP-EXT-009 v2).",
        "halted",
    ),
    # "Incubate ... for 16 h" at 4 °C is a timed incubation, not a store; device left open.
    (
        "clinlab1-44",
        "Coated plate CP-0416 (capture Ab lot 22-0917 at 2 µg/mL, already dispensed): incubate at "
        "4 °C for 16 h.",
        "incubate temperature_c=4 duration_s=57600",
    ),
    # 1000 x g is exactly the VSpin maximum (inclusive), so it plans.
    (
        "clinlab1-45",
        "RT-PCR setup, batch RP-0711: Opentrons Flex adds 5 µL of template to columns 1–4 of the "
        "96-well PCR plate, seal on the a4S (165 °C, 3 s), then spin on the VSpin at 1000 x g for "
        "1 min.",
        "transfer volume_ul=5 wells=32 @opentrons_flex > seal temperature_c=165 duration_s=3"
        " @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "clinlab1-46",
        "Put the plate on the BioShake at speed 5 for 10 min, as in the old SOP-IMM-012 v1.",
        "ask",
    ),
    (
        "clinlab1-47",
        "QC release testing, antibody batch AB-2024-07: run HT Protein Express on the LabChip for "
        "12 samples.",
        "run_assay assay=protein_express sample_count=12 @labchip_gx_touch_ht",
    ),
    # Final hold below the ODTC minimum (4 °C); no other cycler runs run_pcr for this plate.
    (
        "clinlab1-48",
        "ODTC: 95 °C 2 min; 35 cycles of 95 °C 15 s, 60 °C 30 s, 72 °C 30 s; hold at 2 °C until "
        "pickup. Run GT-120, SOP-GEN-004 v2.",
        "halted",
    ),
    (
        "clinlab1-49",
        "Spin the 24 extraction tubes for 1 min at 2,000 xg in the 5424R, then the OT-2 moves 45 µl "
        "of each supernatant into columns 1–3 (A1–H3) of a 96-well plate, then into the cold store "
        "(Cytomat 2C425) at 4 °C.",
        "spin rcf_g=2000 duration_s=60 @eppendorf_5424r > transfer volume_ul=45 wells=24 @opentrons_ot2"
        " > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "clinlab1-50",
        "Acoustic dispense: 2.5 nL drops of positive control into wells A1-A4 of the assay plate.",
        "ask",
    ),
    # Instrument not in the lab (the CFX384 takes 384-well plates only; substituting is a guess).
    (
        "clinlab1-51",
        "Run plate QS-12 on the QuantStudio 7 Flex: 95 °C 20 s, then 40 cycles of 95 °C 1 s / "
        "60 °C 20 s annealing.",
        "ask",
    ),
    (
        "clinlab1-52",
        "Biomek i7 on-deck Peltier: incubate the lysis plate at 55 °C for 15 min (proteinase K "
        "digestion, SOP-EXT-003 v7 step 4).",
        "incubate temperature_c=55 duration_s=900 @biomek_i7_hybrid",
    ),
    (
        "clinlab1-53",
        "Biomek i5: magnetic separation 3 min, then transfer 50 µL of eluate into a fresh plate, "
        "then put the eluate plate in the cold store at 4 °C. Run EX-2208, -- PM",
        "magnetic_separation duration_s=180 @biomek_i5 > transfer volume_ul=50 @biomek_i5"
        " > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "clinlab1-54",
        "NIR immunofluorescence plate NIR-3: read fluorescence on the SpectraMax at excitation "
        "780 nm, emission 900 nm.",
        "halted",
    ),
    (
        "clinlab1-55",
        "De-seal PCR plate GT-118 on the XPeel, then run it on the LabChip with the DNA 1K assay, "
        "96 samples. Sizing ladder lot LD-0021.",
        "peel @azenta_xpeel > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "clinlab1-56",
        "Retrieve plate ELISA-77 from the Cytomat 24 hotel; PF400 takes it to the BioShake; shake "
        "500 rpm for 30 sec; then read at 450 nm on the SpectraMax. Westgard 2-2s not violated on "
        "the previous run.",
        "retrieve @cytomat_24 > move_plate @precise_pf400"
        " > shake speed_rpm=500 duration_s=30 @qinstruments_bioshake_3000t_elm"
        " > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "clinlab1-57",
        "Tecan Fluent: dispense 8 µL qPCR master mix into all 384 wells of the PCR plate, seal "
        "(a4S, 165 °C, 3 s), then spin on the HiG4 at 1,000 x g for 1 min.",
        "transfer volume_ul=8 @tecan_fluent > seal temperature_c=165 duration_s=3 @azenta_a4s"
        " > spin rcf_g=1000 duration_s=60 @bionex_hig4",
    ),
    (
        "clinlab1-58",
        "Block plate B-0311: pipette 150 microlitres of blocking buffer into each well, incubate at "
        "37 degrees for 1 hr, then put it in the Cytomat 24 plate hotel.",
        "transfer volume_ul=150 > incubate temperature_c=37 duration_s=3600 > store @cytomat_24",
    ),
    (
        "clinlab1-59",
        "Fluent -- mix columns 1 to 6 of the 96-well dilution plate eight times with 25 µl. "
        "Initials: PR 2024-07-09.",
        "mix volume_ul=25 cycles=8 wells=48 @tecan_fluent",
    ),
    (
        "clinlab1-60",
        "seal plat on the a4s 165C 3sec, then ODTC: init denat 95C 5 min, 30 cyles of 94C 30s / "
        "58C 30s / 72C 45s, final ext 72C 7 min, hold 4C. then spin it 1 min at 500 g on the vspin",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr initial_denaturation_c=95"
        " initial_denaturation_s=300 cycles=30 denaturation_c=94 denaturation_s=30 annealing_c=58"
        " annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=420"
        " hold_c=4 @inheco_odtc > spin rcf_g=500 duration_s=60 @agilent_vspin",
    ),
    (
        "clinlab1-61",
        "Heat-denature plate DN-05 on the BioShake at 100 °C, 1000 rpm for 10 min "
        "(SOP-PRO-002 v3).",
        "halted",
    ),
    # Columns 1-12 of a 96-well plate is the whole plate, so no wells key.
    (
        "clinlab1-62",
        "Opentrons Flex: add 10 µL internal control (IC lot 44190) to each well in columns 1-12 of "
        "the 96 deep-well plate, then 5 min on the BioShake at 800 rpm, then store in the 2C425.",
        "transfer volume_ul=10 @opentrons_flex"
        " > shake speed_rpm=800 duration_s=300 @qinstruments_bioshake_3000t_elm > store @cytomat_2c425",
    ),
    (
        "clinlab1-63",
        "PF400 takes the transfected plate TX-19 to the CO2 incubator; incubate thirty-six hours at "
        "37 °C, 5% CO₂. -- LM 2024-10-01",
        "move_plate @precise_pf400"
        " > incubate temperature_c=37 duration_s=129600 co2_percent=5 @cytomat_2c450",
    ),
    # SOP temperature (4 °C) replaced by the documented deviation (20 °C).
    (
        "clinlab1-64",
        "SOP-HEM-011 v2 step 7: spin the deep-well plate 5 min at 1,500 x g, 4 °C in the 5810R. "
        "Deviation (documented on form QF-021, initials MT 08/19): spin at 20 °C instead, the "
        "chiller is out of service. Then the i7 transfers 500 µL of supernatant into a fresh "
        "deep-well plate, then heat-seal (165 °C, 3 s).",
        "spin rcf_g=1500 duration_s=300 temperature_c=20 @eppendorf_5810r"
        " > transfer volume_ul=500 @biomek_i7_hybrid > seal temperature_c=165 duration_s=3",
    ),
    (
        "clinlab1-65",
        "CellTiter-Glo plate CTG-12: Biomek i5 adds 100 µL reagent per well, shake on the BioShake "
        "2 min at 300 rpm, then read luminescence on the SpectraMax i3x, 1 s integration.",
        "transfer volume_ul=100 @biomek_i5"
        " > shake speed_rpm=300 duration_s=120 @qinstruments_bioshake_3000t_elm"
        " > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "clinlab1-66",
        "Spin the sealed 384 plate on the BioNex HiG at two thousand five hundred g for 90 sec, peel "
        "it, then run the RNA assay on the LabChip for 384 samples. RIN acceptance >= 7 per "
        "SOP-RNA-010 v2.",
        "spin rcf_g=2500 duration_s=90 @bionex_hig4 > peel"
        " > run_assay assay=rna sample_count=384 @labchip_gx_touch_ht",
    ),
    (
        "clinlab1-67",
        "Retrieve master-mix plate MMP-3 from the 2C425, then the OT-2 adds 5 µl of each eluate to "
        "the first three columns, then mixes those 24 wells 3x with 15 µl.",
        "retrieve @cytomat_2c425 > transfer volume_ul=5 wells=24 @opentrons_ot2"
        " > mix volume_ul=15 cycles=3 wells=24 @opentrons_ot2",
    ),
    # Deviation lowers the SOP volume and limits it to column 12 (8 wells).
    (
        "clinlab1-68",
        "SOP-MOL-014 v3 specifies 10 µL template on the Hamilton STAR. Deviation DEV-24-140 "
        "(low-volume accessions, approved PI/QA 2024-09-03): transfer 5 µL instead, column 12 only.",
        "transfer volume_ul=5 wells=8 @hamilton_star",
    ),
    (
        "clinlab1-69",
        "Biomek i7: add one hundred and fifty microlitres of diluent to every well, then incubate on "
        "the i7 heat block at 56 deg C for 10 mins, then magnetic seperation for 2 min.",
        "transfer volume_ul=150 @biomek_i7_hybrid > incubate temperature_c=56 duration_s=600"
        " @biomek_i7_hybrid > magnetic_separation duration_s=120 @biomek_i7_hybrid",
    ),
    # "at ambient" = room temperature, so no temperature key on the store.
    (
        "clinlab1-70",
        "Final sign-off: QC passed (Westgard 1-3s, 2-2s, R-4s not violated), results released to "
        "LIMS. Store the finished plate in the Cytomat 24 hotel at ambient. -- CH 2024-11-05",
        "store @cytomat_24",
    ),
]
