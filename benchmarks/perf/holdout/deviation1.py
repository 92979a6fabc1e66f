"""Hold-out batch "deviation1": quality/deviation reports and CAPA forms from a
regulated (GMP/GLP) lab, written formally.

Each case is a deviation record, CAPA form or QA memo that ends (or pauses in the
middle) with a request for an automated re-run. Traps:
- deviation, CAPA, SOP, work-order, lot, study and equipment numbers (DEV-2024-0113,
  SOP-QC-021 v4.0, EQ-0457, "step 4", "revision 3") and calibration due dates are
  context, never settings;
- "Planned vs. actual" pairs: only the corrective run's settings count; when the
  corrective action says "as planned" the planned value is the one to use, the
  actual (failed) value never is;
- values stated by the corrective action and then amended by QA take the amendment;
- steps that belong to the original (failed) run are history, not part of the re-run;
- the re-run order is the order in the corrective action, not the order of mention.
"""

NAME = "deviation1"

CASES: list[tuple[str, str, str]] = [
    (
        "deviation1-01",
        "Deviation DEV-2024-0113 (SOP-QC-021 v4.0, step 4). During the ELISA run on "
        "12-Mar-2024 the plate was spun on the Agilent VSpin (EQ-0457, calibration due "
        "30-Jun-2024) at 1,200 x g instead of the planned 500 x g. Root cause: operator "
        "selected method revision 2 instead of revision 3. Corrective action: repeat step 4 "
        "on the VSpin at the planned 500 x g for 2 min, then read absorbance at 450 nm on "
        "the SpectraMax (EQ-0312). Please schedule the automated re-run.",
        "spin rcf_g=500 duration_s=120 @agilent_vspin > "
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "deviation1-02",
        "CAPA-2024-031 / linked DEV-2024-0117.\n"
        "Planned vs. actual (step 6, heat seal): temperature 170 °C vs 155 °C; time 3.0 s "
        "vs 1.5 s.\n"
        "Root cause: sealer setpoint not restored after maintenance (WO-8812).\n"
        "Corrective action: remove the defective seal on the XPeel, re-seal on the a4S at "
        "the planned settings, then run the PCR on the ODTC: 95 °C 3 min; 30 cycles of "
        "95 °C 15 s, 58 °C 30 s, 72 °C 45 s; final extension 72 °C 5 min; hold at 4 °C.\n"
        "Request: automated re-run of steps 6-7 only.",
        "peel @azenta_xpeel > seal temperature_c=170 duration_s=3 @azenta_a4s > "
        "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=30 extension_c=72 "
        "extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "deviation1-03",
        "Deviation DEV-2024-0121, SOP-MB-007 v2.1, step 3. Planned vs. actual: vortex 10 s "
        "vs. not performed (step skipped). Corrective action: vortex the 1.5 mL lysate "
        "tubes for 10 s, then centrifuge at 12,000 x g for 2 min on the 5424 R (EQ-0088, "
        "cal. due 2024-09-01). Automated re-run requested.",
        "ask",
    ),
    (
        "deviation1-04",
        "DEV-2024-0124 - cell viability assay, SOP-CB-012 v5.0, step 3. Incubator door "
        "alarm on the Cytomat 2C450 (EQ-0220, cal. due 15-Aug-2024): plates held at 31 °C "
        "and 2.1 % CO2 for 40 min instead of 37 °C / 5 % CO2. Corrective action: "
        "re-incubate the plate in the Cytomat 2C450 at 37 °C, 5 % CO2 for 24 h; then add "
        "20 µL CellTiter-Glo per well on the Hamilton STAR and read luminescence with 1 s "
        "integration. Please queue the automated re-run.",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450 > "
        "transfer volume_ul=20 @hamilton_star > read_luminescence integration_s=1",
    ),
    (
        "deviation1-05",
        "DEV-2024-0130. Step 5 (heat seal) planned 165 °C / 2 s, actual 165 °C / 0.5 s; "
        "seal incomplete over wells H10-H12. Root cause: film roll lot change (Lot "
        "4471-B). Corrective action as approved by QA: re-seal on the a4S (EQ-0551) at "
        "215 °C for 2 s. Automated re-run requested.",
        "halted",
    ),
    (
        "deviation1-06",
        "Deviation DEV-2024-0133 (GLP study GS-22-041). Step 2, reagent addition on the "
        "Tecan Fluent (EQ-0198): planned 50 uL into columns 1-6 of the 96-well plate, "
        "actual 50 uL into columns 1-8 (worklist error). Corrective action: prepare a "
        "fresh plate and repeat step 2 as planned, followed by mixing on the Fluent, "
        "5 cycles at 40 uL, in columns 1-6. The re-run is to be executed by the "
        "automation, not manually.",
        "transfer volume_ul=50 wells=48 @tecan_fluent > "
        "mix volume_ul=40 cycles=5 wells=48 @tecan_fluent",
    ),
    (
        "deviation1-07",
        "DEV-2024-0136, SOP-PR-003 v1.4. Centrifugation planned 4000 rpm, 10 min, 4 °C; "
        "actual 4000 rpm, 10 min, 22 °C (refrigeration not switched on). Corrective "
        "action: repeat the spin at 4000 rpm for 10 min at 4 °C in the Eppendorf 5810 R "
        "(EQ-0102). Re-run via the scheduler.",
        "ask",
    ),
    # Both parts are to be automated; "until QA release" is a wait, not a step.
    (
        "deviation1-08",
        "DEV-2024-0140: assay plate left on the bench for 2 h (planned: cold storage "
        "immediately after step 9). Root cause: gripper fault, service ticket 55-1021. "
        "Corrective action: store the plate in the Cytomat 2C425 at 4 °C until QA "
        "release; after release, retrieve it from the 2C425 and read fluorescence at "
        "ex 485 nm / em 535 nm. Automated execution requested for both parts.",
        "store temperature_c=4 @cytomat_2c425 > retrieve @cytomat_2c425 > "
        "read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "deviation1-09",
        "CAPA-2024-044 (linked DEV-2024-0142). Extraction on the KingFisher Flex "
        "(EQ-0733, PM due 01-Sep-2024) ran program MagMAX_Viral_v1 instead of the "
        "validated MagMAX_Viral_v2 (SOP-NA-015 v6.0). Corrective action: re-extract from "
        "retained lysate by running MagMAX_Viral_v2 on the KingFisher, then run 24 "
        "samples on the LabChip GX Touch with the RNA assay. Automated re-run requested.",
        "run_program program=MagMAX_Viral_v2 @kingfisher_flex > "
        "run_assay assay=rna sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "deviation1-10",
        "DEV-2024-0147. Step 3 planned 16,000 x g, 10 min, 4 °C; actual 6,000 x g (rotor "
        "misidentified). Corrective action: repeat step 3 with the 2 mL tubes on the "
        "5424 R at 25,000 x g, 10 min, 4 °C to compensate. Request automated re-run.",
        "halted",
    ),
    (
        "deviation1-11",
        "DEV-2024-0150 - absorbance read performed on a sealed plate (step 7, seal "
        "removal, skipped). Corrective action: spin the plate in the BioNex HiG4 at "
        "2,000 ×g for 1 min to collect condensate, remove the seal with the XPeel, then "
        "read absorbance at 600 nm on the SpectraMax. Equipment: HiG4 EQ-0815 (cal. due "
        "2024-11-30), XPeel EQ-0816, SpectraMax EQ-0312. Automated re-run please.",
        "spin rcf_g=2000 duration_s=60 @bionex_hig4 > peel @azenta_xpeel > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "deviation1-12",
        "DEV-2024-0152, SOP-MIC-009 v3.3. Growth-curve plate read late (planned t = 4 h, "
        "actual t = 5.5 h). Corrective action: re-incubate the plate on the BioShake at "
        "37 °C, 800 rpm for 4 h and then take an OD reading on the plate reader. "
        "Automated re-run requested.",
        "ask",
    ),
    (
        "deviation1-13",
        "Deviation DEV-2024-0155 (GLP). Normalisation on the OT-2 (EQ-0901) used 1.0 µL "
        "instead of the planned 10 µL of template (protocol file v1.2 contained a typo). "
        "Corrective action: on the OT-2, repeat with 10 µL template into row A only, "
        "then add 15 µL of master mix to the same twelve wells, also on the OT-2.",
        "transfer volume_ul=10 wells=12 @opentrons_ot2 > "
        "transfer volume_ul=15 wells=12 @opentrons_ot2",
    ),
    (
        "deviation1-14",
        "DEV-2024-0158 - qPCR on the CFX384 (EQ-0404, cal. due 2024-10-15) aborted at "
        "cycle 22 (power dip, UPS log ref. 7731). Corrective action: remove the old seal "
        "on the XPeel, re-seal the 384-well plate on the a4S at 170 °C for 2 s, then "
        "repeat the qPCR on the CFX384: 95 °C for 2 min; 40 cycles of 95 °C 5 s, "
        "annealing 60 °C 30 s, extension 72 °C 10 s. Re-run to be triggered "
        "automatically.",
        "peel @azenta_xpeel > seal temperature_c=170 duration_s=2 @azenta_a4s > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 extension_c=72 "
        "extension_s=10 @biorad_cfx384",
    ),
    (
        "deviation1-15",
        "CAPA-2024-051. Bead resuspension incomplete on visual check (DEV-2024-0160). "
        "Planned vs. actual: 1,800 rpm / 2 min vs. 1,800 rpm / 30 s. Corrective action: "
        "increase to 3,500 rpm for 2 min on the BioShake 3000-T elm (EQ-0344). Re-run "
        "on the automated line.",
        "halted",
    ),
    (
        "deviation1-16",
        "DEV-2024-0163: bead clean-up on the Biomek i7 (EQ-0120). Planned magnet time "
        "5 min, actual 2 min (method parameter overwritten). Corrective action, all on "
        "the i7: transfer 90 µl bead suspension into columns 1-3, mix columns 1-3 ten "
        "times with 100 µl, then separate on the magnet for the planned time. Re-run to "
        "be automated.",
        "transfer volume_ul=90 wells=24 @biomek_i7_hybrid > "
        "mix volume_ul=100 cycles=10 wells=24 @biomek_i7_hybrid > "
        "magnetic_separation duration_s=300 @biomek_i7_hybrid",
    ),
    (
        "deviation1-17",
        "DEV-2024-0166, SOP-PR-011 v2.0. Lysis efficiency below specification (62 % vs. "
        "≥80 %). Root cause: sonication amplitude 20 % instead of 40 %. Corrective "
        "action: sonicate the deep-well plate at 40 % amplitude, 3 × 10 s on ice, then "
        "spin at 3,000 x g, 20 min, 4 °C in the 5810 R. Automated re-run requested.",
        "ask",
    ),
    (
        "deviation1-18",
        "Deviation DEV-2024-0169 (SOP-NGS-004 v7.1): end-repair on the Opentrons Flex "
        "(EQ-0905) dispensed 12 µL ER mix instead of 7 µL. Corrective action: repeat "
        "with 7 µL ER mix per well on the Flex, seal on the a4S at 165 °C for 3 s, then "
        "incubate on the ODTC at 20 °C for 30 min followed by 65 °C for 30 min.",
        "transfer volume_ul=7 @opentrons_flex > seal temperature_c=165 duration_s=3 "
        "@azenta_a4s > incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "deviation1-19",
        "DEV-2024-0172. Turbidity read performed at 600 nm, whereas method SOP-QC-033 "
        "v1.0 specifies near-IR. Corrective action per QA (J. Park, 2024-04-02): re-read "
        "the plate on the SpectraMax i3x at 1,100 nm. Automated re-run requested.",
        "halted",
    ),
    (
        "deviation1-20",
        "DEV-2024-0175: plate stored in the wrong hotel slot (slot 14 instead of 41). "
        "Corrective action: retrieve the plate from the Cytomat 24 hotel, add 100 µL wash "
        "buffer to every well on the Biomek i5 (EQ-0125), then return the plate to the "
        "Cytomat 24. Please run this automatically.",
        "retrieve @cytomat_24 > transfer volume_ul=100 @biomek_i5 > store @cytomat_24",
    ),    (
        "deviation1-21",
        "DEV-2024-0178, SOP-MB-019 v3.0.\n"
        "Planned vs. actual, step 8 (pellet spin): 13,000 x g / 5 min / 4 °C vs. "
        "13,000 x g / 5 min / 21 °C.\n"
        "Samples: 16 x 1.5 mL tubes, batch 24-117.\n"
        "Corrective action: repeat step 8 on the Eppendorf 5424 R as planned. Automated "
        "re-run requested.",
        "spin rcf_g=13000 duration_s=300 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "deviation1-22",
        "Deviation DEV-2024-0181. The deep-well culture block (2 blocks, lot CB-5530) was "
        "pelleted at 500 x g instead of 2,500 x g. Corrective action: re-spin at "
        "2,500 x g for 15 min at 4 °C in the Eppendorf 5810 R (EQ-0102, cal. due "
        "2024-12-31), then on the Hamilton STAR transfer 800 µL of supernatant per well "
        "to waste and transfer 250 µL lysis buffer into each well. Automated re-run.",
        "spin rcf_g=2500 duration_s=900 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=800 @hamilton_star > transfer volume_ul=250 @hamilton_star",
    ),
    (
        "deviation1-23",
        "DEV-2024-0184 - plate carried manually to the shaker while the PF400 was paused; "
        "GMP section 4.3 of SOP-AU-001 v2.0 requires robotic handling. Corrective "
        "action: have the PF400 move the plate to the BioShake, shake at 1,000 rpm for "
        "10 min at 30 °C, then read fluorescence at ex 560 nm / em 590 nm on the "
        "SpectraMax. Request the automated re-run.",
        "move_plate @precise_pf400 > shake speed_rpm=1000 duration_s=600 temperature_c=30 "
        "@qinstruments_bioshake_3000t_elm > "
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    # The only CO2-capable instrument (cytomat_2c450) tops out at 20 % CO2.
    (
        "deviation1-24",
        "DEV-2024-0187 (hypoxia study HX-07). CO2 setpoint drift. Planned vs. actual: "
        "5 % vs. 3.2 %. Corrective action per study director amendment 2: incubate the "
        "plates in the Cytomat 2C450 at 37 °C with 25 % CO2 for 48 h. Automated re-run "
        "requested.",
        "halted",
    ),
    (
        "deviation1-25",
        "DEV-2024-0190. Mixing step performed at shaker setting 'speed 3' instead of "
        "'speed 5' as per SOP-CB-020 v1.1. Corrective action: shake the plate at speed 5 "
        "for 15 min on the plate shaker, then incubate at 37 °C, 5 % CO2 for 1 h in the "
        "Cytomat. Re-run on the automated line.",
        "ask",
    ),
    (
        "deviation1-26",
        "DEV-2024-0193. Corrective action originally entered as 'spin at 1,000 x g for "
        "1 min'; amended by the QA reviewer (M. Osei, 05-Apr-2024) to 800 x g for 1 min. "
        "Use the amended values. Spin on the VSpin, then remove the seal with the XPeel "
        "and transfer 5 µL from each well into a fresh 384-well plate on the Biomek i5. "
        "Automated re-run requested.",
        "spin rcf_g=800 duration_s=60 @agilent_vspin > peel @azenta_xpeel > "
        "transfer volume_ul=5 @biomek_i5",
    ),
    (
        "deviation1-27",
        "CAPA-2024-060. qPCR annealing temperature planned 62 deg, actual 52 deg "
        "(gradient left enabled, run file GX-22). Corrective action: re-run on the Bio-Rad "
        "CFX: 95 deg 3 min; 45 cycles of denature 95 deg 10 sec, anneal 62 deg 20 sec, "
        "extend 72 deg 20 sec; hold at 10 deg. Automated execution requested.",
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=20 hold_c=10 @biorad_cfx384",
    ),
    (
        "deviation1-28",
        "DEV-2024-0199. Incomplete denaturation suspected for a GC-rich amplicon (68 % GC). "
        "Corrective action per R&D memo RD-24-12: repeat the PCR on the ODTC with initial "
        "denaturation 104 °C 5 min; 35 cycles of 104 °C 20 s, 64 °C 30 s, 72 °C 1 min; "
        "final extension 72 °C 7 min; hold 4 °C. Automated re-run requested.",
        "halted",
    ),
    # NanoDrop is not in the lab; the A260/280 wording should not be rerouted to the SpectraMax.
    (
        "deviation1-29",
        "DEV-2024-0202. Eluate quantitation (step 11) omitted. Corrective action: measure "
        "2 µL of each eluate on the NanoDrop One (EQ-0990) and record A260/280 in the "
        "batch record. Please run it through the automation.",
        "ask",
    ),
    (
        "deviation1-30",
        "Deviation DEV-2024-0205 (GLP study GS-23-007, dose group 3). Dilution series on "
        "the Opentrons Flex received 25 µL diluent instead of 75 µL (labware offset file "
        "v3 error). Corrective action: on the Flex, transfer 75 µL diluent into columns "
        "2-12, mix columns 2-12 three times at 50 µL on the Flex, spin at 300 x g for "
        "30 s in the HiG4, then store at 4 °C in the cold store. Automated re-run.",
        "transfer volume_ul=75 wells=88 @opentrons_flex > "
        "mix volume_ul=50 cycles=3 wells=88 @opentrons_flex > "
        "spin rcf_g=300 duration_s=30 @bionex_hig4 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "deviation1-31",
        "Deviaton DEV-2024-0208 - colour development: planned 30 min at 37 ºC, actual "
        "50 min at 37 ºC (timer not started). CA: with a fresh plate, add 100 µl substrate "
        "per well on the Tecan Fluent, incubate at 37 ºC for 30 min, add 50 µl stop "
        "solution on the Fluent and read at 450 nm. Automated re-run pls.",
        "transfer volume_ul=100 @tecan_fluent > incubate temperature_c=37 duration_s=1800 "
        "> transfer volume_ul=50 @tecan_fluent > read_absorbance wavelength_nm=450",
    ),
    # No store holds -20 °C: the cold store's range is 4-25 °C, the others have none.
    (
        "deviation1-32",
        "DEV-2024-0211. Retained samples kept at 4 °C for 3 days instead of frozen. "
        "Corrective action: store the plate in the Cytomat 2C425 at -20 °C pending "
        "retest. Automated execution requested.",
        "halted",
    ),
    (
        "deviation1-33",
        "DEV-2024-0214. Library QC run on a DNA 1K chip (expected fragments 300-600 bp); "
        "SOP-NGS-009 v2.2 specifies the NGS 3K assay. Corrective action: re-run the 48 "
        "libraries on the LabChip GX Touch HT with the DNA NGS 3K assay. Automated re-run "
        "requested.",
        "run_assay assay=dna_ngs_3k sample_count=48 @labchip_gx_touch_ht",
    ),
    # A named method file does not state the cycling temperatures (annealing matters).
    (
        "deviation1-34",
        "DEV-2024-0217. PCR on the ODTC ran 25 cycles instead of 35. Corrective action: "
        "repeat the amplification on the ODTC with 35 cycles using the standard program "
        "(method file PCR_STD, rev. 4). Automated re-run requested.",
        "ask",
    ),
    (
        "deviation1-35",
        "DEV-2024-0220. Proteinase K digestion on the Biomek i5 ran at 45 °C instead of "
        "56 °C (thermal position offset; EQ-0125, cal. due 2024-07-31). Corrective "
        "action: add 10 µL proteinase K per well on the i5, incubate on the i5 at 56 °C "
        "for 10 min, then run program PK_BIND_96 on the KingFisher Flex.",
        "transfer volume_ul=10 @biomek_i5 > incubate temperature_c=56 duration_s=600 "
        "@biomek_i5 > run_program program=PK_BIND_96 @kingfisher_flex",
    ),
    (
        "deviation1-36",
        "DEV-2024-0223. Luminescence signal below LLOQ in 14 of 96 wells. Corrective "
        "action: re-read the plate on the SpectraMax with the integration time raised "
        "from 1 s to 90 s. Automated re-run requested.",
        "halted",
    ),
    (
        "deviation1-37",
        "DEV-2024-0226\n"
        "Planned vs. actual:\n"
        "  Shake (BioShake): 600 rpm, 5 min | 1,200 rpm, 5 min\n"
        "  Luminescence read: 0.5 s integration | 0.5 s integration\n"
        "Root cause: shaker speed entered from the superseded SOP-CB-004 v1.0.\n"
        "Corrective action: repeat the shake at the planned values on the BioShake, then "
        "repeat the luminescence read with the planned settings. Automated re-run.",
        "shake speed_rpm=600 duration_s=300 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=0.5",
    ),
    (
        "deviation1-38",
        "DEV-2024-0229. Supernatant transferred to the wrong destination plate (barcode "
        "PL-004412 instead of PL-004421). Corrective action: on the Hamilton STAR, "
        "transfer the supernatant from the retained source plate into plate PL-004421, "
        "then seal at 165 °C for 2 s. Automated re-run requested.",
        "ask",
    ),
    (
        "deviation1-39",
        "DEV-2024-0232. Clearing spin for the plasmid miniprep performed at room "
        "temperature; SOP-MB-002 v8.0 requires four degrees. Corrective action: repeat "
        "the clearing spin on the 5424R at seventeen thousand x g for ten minutes at "
        "four degrees C. Automated re-run requested.",
        "spin rcf_g=17000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "deviation1-40",
        "DEV-2024-0235. BCA plate read skipped because the reader was occupied (queue "
        "conflict, ticket 88-302). Corrective action: retrieve the plate from the Cytomat "
        "24, move it with the PF400 to the SpectraMax and read absorbance at 562 nm, then "
        "put it back into the Cytomat 24. Automated re-run requested.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > "
        "read_absorbance wavelength_nm=562 @spectramax_i3x > store @cytomat_24",
    ),
    (
        "deviation1-41",
        "DEV-2024-0238. pNPP read wavelength in the method (405 nm) differs from "
        "SOP-EN-014 v2.0 (410 nm). Corrective action: after a 5 min shake at 500 rpm on "
        "the BioShake, re-read the plate on the SpectraMax at 405 nm or 410 nm (QA to "
        "confirm which). Automated re-run requested.",
        "ask",
    ),
    (
        "deviation1-42",
        "DEV-2024-0241. Media exchange incomplete in the 24-deep-well block. Corrective "
        "action: transfer 7.5 mL fresh medium per well on the Tecan Fluent, then incubate "
        "at 30 °C for 16 h. Automated re-run requested.",
        "halted",
    ),
    (
        "deviation1-43",
        "DEV-2024-0244 (SOP-SP-031 v1.0). Automated re-run requested for the corrective "
        "action below; documentation and label reprint are handled by QA.\n"
        "Corrective action: on the Biomek i7, transfer 200 µL of sample into columns 1-4; "
        "spin at 1,000 x g for 5 min in the HiG 4; on the i7 again, transfer 150 µL of "
        "supernatant from columns 1-4 into a new plate.\n"
        "Sign-off: Originator A. Novak / QA Reviewer L. Chen / Date 2024-04-11.",
        "transfer volume_ul=200 wells=32 @biomek_i7_hybrid > "
        "spin rcf_g=1000 duration_s=300 @bionex_hig4 > "
        "transfer volume_ul=150 wells=32 @biomek_i7_hybrid",
    ),
    # 5810 R goes down to -9 °C and 5424 R to -10 °C.
    (
        "deviation1-44",
        "DEV-2024-0247. Spin performed at 4 °C; the enzyme-stability protocol "
        "(SOP-BC-016 v3) requires sub-zero. Corrective action: repeat on the 5810 R at "
        "3,000 × g for 10 min at -15 °C. Automated re-run requested.",
        "halted",
    ),
    # Only the missing spin is re-run, at its planned value; the OK rows are history.
    (
        "deviation1-45",
        "DEV-2024-0250. Planned vs. actual: seal 160 °C / 2 s vs. 160 °C / 2 s (OK); PCR "
        "annealing 55 °C vs. 55 °C (OK); post-PCR spin 1,000 x g / 1 min vs. not "
        "performed. Corrective action: perform the missing spin only, on the VSpin, at "
        "the planned setting. Automated re-run requested.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "deviation1-46",
        "DEV-2024-0253. Cold-store temperature excursion (2C425 logged 12 °C for 3 h, "
        "alarm AL-2231). Corrective action: retrieve the affected plate from the Cytomat "
        "2C425, move it with the PF400 to the Cytomat 2C450 and incubate at 37 °C / 5 % "
        "CO2 for 30 min to equilibrate, then read absorbance at 570 nm. Automated re-run.",
        "retrieve @cytomat_2c425 > move_plate @precise_pf400 > "
        "incubate temperature_c=37 duration_s=1800 co2_percent=5 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=570",
    ),
    (
        "deviation1-47",
        "DEV-2024-0256. Antifoam omitted from the deep-well culture block. Corrective "
        "action: add 2 drops of antifoam per well on the Hamilton STAR, then shake at "
        "900 rpm for 8 h at 30 °C on the BioShake. Automated re-run requested.",
        "ask",
    ),
    (
        "deviation1-48",
        "DEV-2024-0259. Homogeneity failure (CV 18 % vs. limit 10 %). Root cause: mix "
        "step omitted from OT-2 protocol v2.3. Corrective action: on the OT-2, mix all "
        "wells 8 times at 150 µL before aliquoting 50 µL into the assay plate, also on "
        "the OT-2. Automated re-run requested.",
        "mix volume_ul=150 cycles=8 @opentrons_ot2 > transfer volume_ul=50 @opentrons_ot2",
    ),
    (
        "deviation1-49",
        "DEV-2024-0262. Compound transfer on the Echo 655 dispensed 25 nL instead of "
        "2.5 nL. Corrective action: repeat the acoustic transfer of 2.5 nL per well into "
        "the 384-well assay plate. Automated re-run requested.",
        "ask",
    ),
    (
        "deviation1-50",
        "DEV-2024-0265. Re-run requested (automated) per the steps below, before QA "
        "closes the record.\n"
        "Step 1: seal the 384-well qPCR plate on the a4S, 175 °C, 2.5 s.\n"
        "Step 2: spin on the VSpin at 1,000 x g for 1 min.\n"
        "Step 3: qPCR on the CFX384: 95 °C 10 min, then 40 cycles of 95 °C 15 s, anneal "
        "60 °C 1 min, extend 72 °C 30 s.\n"
        "Root cause (for the record): wrong plate type (96-well) loaded in run R-0412.",
        "seal temperature_c=175 duration_s=2.5 @azenta_a4s > "
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 extension_c=72 "
        "extension_s=30 @biorad_cfx384",
    ),
    (
        "deviation1-51",
        "DEV-2024-0268. NIR dye read with the wrong filter set. Corrective action: "
        "re-read fluorescence on the SpectraMax i3x at excitation 880 nm, emission "
        "920 nm. Automated re-run requested.",
        "halted",
    ),
    (
        "deviation1-52",
        "DEV-2024-0271. Standard curve (rows A-B only) pipetted with 20 µL instead of "
        "25 µL. Corrective action on the STAR: transfer 25 µL of standard into rows A "
        "and B, then mix those 24 wells 3 times at 20 µL. Automated re-run requested.",
        "transfer volume_ul=25 wells=24 @hamilton_star > "
        "mix volume_ul=20 cycles=3 wells=24 @hamilton_star",
    ),
    (
        "deviation1-53",
        "DEV-2024-0274. Transfection plate incubation interrupted at 14 h 20 min "
        "(planned 18 h). Corrective action: using the back-up plate (barcode CB-10233), "
        "incubate in the CO2 incubator at 37 °C, 5% CO2 for 18 hr; afterwards read "
        "luminescence with 0.5 s integration. Automated re-run requested.",
        "incubate temperature_c=37 duration_s=64800 co2_percent=5 @cytomat_2c450 > "
        "read_luminescence integration_s=0.5",
    ),
    (
        "deviation1-54",
        "CAPA-2024-072 (DEV-2024-0275). BCA working reagent ratio error (50:2 instead of "
        "50:1). Corrective action: on the Tecan Fluent add 200 µL fresh working reagent "
        "to columns 1-10; shake on the BioShake at 37 °C, 300 rpm, 30 min; read at "
        "562 nm. Automated re-run requested.",
        "transfer volume_ul=200 wells=80 @tecan_fluent > "
        "shake speed_rpm=300 duration_s=1800 temperature_c=37 "
        "@qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=562",
    ),
    (
        "deviation1-55",
        "DEV-2024-0277. Buffer exchange on the Opentrons Flex used 500 µL instead of "
        "1,000 µL per well (24 deep-well plate, lot DW-771). Corrective action: transfer "
        "1,000 µL per well on the Flex, then spin at 1,500 x g for 5 min on the 5810 R. "
        "Automated re-run requested.",
        "transfer volume_ul=1000 @opentrons_flex > "
        "spin rcf_g=1500 duration_s=300 @eppendorf_5810r",
    ),
    (
        "deviation1-56",
        "DEV-2024-0280. Stop solution added 12 min late. Corrective action: on a fresh "
        "plate, read at 450 nm after adding 50 µL stop solution per well on the Biomek "
        "i5. Automated re-run requested.",
        "transfer volume_ul=50 @biomek_i5 > read_absorbance wavelength_nm=450",
    ),
    # Removing the wash to a waste reservoir is modelled as a transfer.
    (
        "deviation1-57",
        "DEV-2024-0283. Wash volume on the Biomek i7 set to 0.2 mL per well; SOP-IA-005 "
        "v4.1 specifies 0.3 mL. Corrective action, all on the i7: add 0.3 mL wash buffer "
        "per well, engage the magnet for 2 min, then transfer 0.3 mL of wash to the waste "
        "reservoir. Automated re-run requested.",
        "transfer volume_ul=300 @biomek_i7_hybrid > "
        "magnetic_separation duration_s=120 @biomek_i7_hybrid > "
        "transfer volume_ul=300 @biomek_i7_hybrid",
    ),
    (
        "deviation1-58",
        "DEV-2024-0286. Heat inactivation performed at 65 °C for 10 min; SOP requires "
        "80 °C for 20 min. Corrective action: heat-inactivate on the ODTC at 80 °C for "
        "20 min, then store the plate at 4 °C in the refrigerated store. Automated re-run "
        "requested.",
        "incubate temperature_c=80 duration_s=1200 @inheco_odtc > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "deviation1-59",
        "DEV-2024-0289 (GLP study GS-24-003). Colony PCR on the ODTC annealed at 50 C "
        "instead of 56 C. Corrective action: cycle on the ODTC: 94 C 2 min; 32x (94 C "
        "30 sec / 56 C 30 sec / 72 C 90 sec); 72 C 5 min; 4 C hold. The plate must first "
        "be heat-sealed on the a4S at 160 C for 3 sec. Automated re-run requested.",
        "seal temperature_c=160 duration_s=3 @azenta_a4s > "
        "run_pcr cycles=32 initial_denaturation_c=94 initial_denaturation_s=120 "
        "denaturation_c=94 denaturation_s=30 annealing_c=56 annealing_s=30 extension_c=72 "
        "extension_s=90 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "deviation1-60",
        "DEV-2024-0292. Elution volume 30 µL instead of 50 µL (SOP-NA-003 v5.2). "
        "Corrective action: add 50 µL elution buffer to each 1.5 mL tube on the Hamilton "
        "STAR, then spin at 10,000 x g for 1 min in the microcentrifuge. Automated "
        "re-run requested.",
        "transfer volume_ul=50 @hamilton_star > "
        "spin rcf_g=10000 duration_s=60 @eppendorf_5424r",
    ),
    (
        "deviation1-61",
        "CAPA-2024-081. Plasmid prep on the KingFisher Flex stopped at the wash step "
        "(error E-17). Corrective action: run program PlasmidPure_96 on the KingFisher "
        "again, QC 96 samples on the LabChip with the DNA 12K assay, then store the "
        "elution plate at 8 °C in the 2C425. Automated re-run requested.",
        "run_program program=PlasmidPure_96 @kingfisher_flex > "
        "run_assay assay=dna_12k sample_count=96 @labchip_gx_touch_ht > "
        "store temperature_c=8 @cytomat_2c425",
    ),
    (
        "deviation1-62",
        "DEV-2024-0298. Resazurin plate read before centrifugation. Corrective action: "
        "centrifuge the plate at 300 g for 3 min in the VSpin and re-read fluorescence, "
        "Ex/Em 530/590 nm, on the plate reader. Automated re-run requested.",
        "spin rcf_g=300 duration_s=180 @agilent_vspin > "
        "read_fluorescence excitation_nm=530 emission_nm=590 @spectramax_i3x",
    ),
    # QA addendum overrides the planned temperature; speed and time stay as planned.
    (
        "deviation1-63",
        "DEV-2024-0301. Planned vs. actual: shake 1,500 rpm / 3 min / 45 °C vs. "
        "1,500 rpm / 3 min / 25 °C (heater off). Corrective action: repeat on the "
        "BioShake at the planned settings. Addendum (QA, 18-Apr-2024): reduce the "
        "temperature to 42 °C; other settings unchanged. Automated re-run requested.",
        "shake speed_rpm=1500 duration_s=180 temperature_c=42 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    (
        "deviation1-64",
        "DEV-2024-0304. Precipitate observed in the 384-well plate (3 wells, J14-J16). "
        "Corrective action: remove the seal with the de-sealer, add 10 µL DMSO to every "
        "well on the Fluent, and spin at 1,000 xg for 2 min on the HiG4. Automated re-run "
        "requested.",
        "peel @azenta_xpeel > transfer volume_ul=10 @tecan_fluent > "
        "spin rcf_g=1000 duration_s=120 @bionex_hig4",
    ),
    # Room temperature: no temperature key; duration is the planned 60 min.
    (
        "deviation1-65",
        "DEV-2024-0307. Blocking step shortened (planned 60 min, actual 35 min). "
        "Corrective action: add 150 µL blocking buffer per well on the Biomek i5, then "
        "incubate at room temperature for the planned time. Automated re-run requested.",
        "transfer volume_ul=150 @biomek_i5 > incubate duration_s=3600",
    ),
    (
        "deviation1-66",
        "DEV-2024-0310. Harvest in 50 mL conical tubes (lot HV-2211) centrifuged in "
        "the wrong rotor. Corrective action: re-spin at 3,220 × g, 15 min, 4 °C in the "
        "5810R (EQ-0102, calibration due 2025-01-15). Automated re-run requested.",
        "spin rcf_g=3220 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "deviation1-67",
        "DEV-2024-0313. Plates awaiting shipment left unsealed in the incubator. "
        "Corrective action: retrieve the plate from the Cytomat 2C450, seal it on the "
        "a4S at 165 °C for 2 s and store it in the Cytomat 24 plate hotel until "
        "shipment (courier ref. 7781-22). Automated re-run requested.",
        "retrieve @cytomat_2c450 > seal temperature_c=165 duration_s=2 @azenta_a4s > "
        "store @cytomat_24",
    ),
    (
        "deviation1-68",
        "DEV-2024-0316. qPCR plate set up with 5 µL template instead of 4 µL. "
        "Corrective action: on the OT-2 dispense 4 µL template per well, spin 1 min at "
        "500 x g on the VSpin, and run the qPCR on the CFX384: 95 °C 30 s initial, then "
        "40 cycles of 95 °C 5 s, anneal 60 °C 20 s, extend 72 °C 15 s. Automated re-run.",
        "transfer volume_ul=4 @opentrons_ot2 > spin rcf_g=500 duration_s=60 @agilent_vspin "
        "> run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=30 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=20 extension_c=72 "
        "extension_s=15 @biorad_cfx384",
    ),
    (
        "deviation1-69",
        "DEV-2024-0319. Cell pellets not resuspended before lysis. Corrective action: "
        "add one hundred microlitres of resuspension buffer per well on the Opentrons "
        "Flex, then shake at two thousand rpm for five minutes on the BioShake. "
        "Automated re-run requested.",
        "transfer volume_ul=100 @opentrons_flex > "
        "shake speed_rpm=2000 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "deviation1-70",
        "CAPA-2024-090 (DEV-2024-0322), SOP-PT-008 v3.1. Protease digest incubated at "
        "25 °C instead of 37 °C. Corrective action: on the STAR add 2 µL protease to all "
        "wells, seal on the a4S at 170 °C for 3 s, incubate on the ODTC at 37 °C for 1 h, "
        "peel on the XPeel and run 96 samples on the LabChip (Protein Express). "
        "Sign-off: QA / Production. Automated re-run requested.",
        "transfer volume_ul=2 @hamilton_star > seal temperature_c=170 duration_s=3 "
        "@azenta_a4s > incubate temperature_c=37 duration_s=3600 @inheco_odtc > "
        "peel @azenta_xpeel > run_assay assay=protein_express sample_count=96 "
        "@labchip_gx_touch_ht",
    ),
]
