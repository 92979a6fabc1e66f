"""Hold-out batch "elnexport": text exported from an electronic lab notebook or LIMS
(Benchling-, LabArchives-, eLabFTW-like) and pasted into the tool as-is. Entry headers (Entry ID,
Project, Author, Date, Status: Draft), metadata fields (tags, instrument bookings, templates),
"Materials" lists with lot numbers, catalogue numbers, concentrations (10 mM, 2X, 1:1000),
sample manifests (sample counts, plate barcodes like PLT-00423), attachment mentions and sign-off
lines. Only the Procedure steps are steps (numbered 1., Step 3.2, [ ] checkboxes, amendments);
numbers in metadata, lots, catalogue numbers, barcodes, storage conditions and concentrations
are not step values. Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    ("eln_s01",
     "Entry ID: ETR-2024-01183\n"
     "Project: CTG viability - Q2 screen\n"
     "Author: Priya Raman\n"
     "Date: 2024-04-16\n"
     "Status: Draft\n\n"
     "Materials\n"
     "- CellTiter-Glo 2.0 (Promega G9242, Lot 0000581122), equilibrated to RT\n"
     "- Plate PLT-00423 (384-well white, 25 µL/well CTG already dispensed by hand)\n\n"
     "Procedure\n"
     "1. Read luminescence on the SpectraMax i3x, 0.5 s integration per well.\n\n"
     "Attachments: PLT-00423_layout.xlsx\n"
     "Signed: P. Raman (author) - witness pending",
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("eln_s02",
     "Experiment #2291 - Miniprep clean-up\n"
     "Category: Molecular Biology | Status: Draft | Owner: T. Nakamura | Created: 2024-02-07 09:14\n"
     "Tags: plasmid, pUC19-derivative, batch 3\n"
     "Materials:\n"
     "  * QIAprep Spin Miniprep Kit (Cat. 27104, Lot 172036541)\n"
     "  * Buffer PE (ethanol added 1:4)\n"
     "Samples: 12 spin columns in 2 mL collection tubes (MP-01 ... MP-12)\n"
     "Steps:\n"
     "  [ ] 1. Centrifuge the columns for 1 min at 17,900 rcf in the 5424 R, room temp.\n"
     "Files: gel_2024-02-07.tif",
     "spin rcf_g=17900 duration_s=60 @eppendorf_5424r"),

    ("eln_s03",
     "Notebook: Biochem Core > 2024 > BCA\n"
     "Page: BCA protein quant - lysates batch 7\n"
     "Author: M. Oyelaran | Date: 11-Mar-2024 | Status: Draft\n"
     "Materials\n"
     "  Pierce BCA kit (Thermo 23225, Lot XK348102); working reagent 50:1 A:B\n"
     "  BSA standards 0-2000 µg/mL (8 points)\n"
     "Sample manifest: 16 lysates in duplicate + standards; plate PLT-00611 (96-well flat);\n"
     "  occupied: columns 1-6\n"
     "Note: WR addition and the 30 min / 37 °C colour development were done on the bench before\n"
     "this entry was created.\n"
     "Procedure\n"
     "  Step 1. Measure absorbance at 562 nm, columns 1-6 only.\n"
     "Sign-off: ____ (reviewer)",
     "read_absorbance wavelength_nm=562 wells=48"),

    ("eln_s04",
     "Entry: ENT-88412 | Project: NGS Library Prep (Batch 19) | Author: L. Fischer | 2024-05-21 | "
     "Status: Draft\n"
     "Metadata\n"
     "  Instrument booking: a4S sealer, 14:00-14:15\n"
     "  Plate barcode: PLT-00977 (96-well PCR, full skirt)\n"
     "Materials: peelable heat seal (4titude 4ti-0521, Lot 2311-07)\n"
     "Procedure\n"
     "  1. Heat-seal PLT-00977 at 165 °C for 2.5 s.\n"
     "Attached: seal_QC_photo.jpg\n"
     "Signed off: L. Fischer 2024-05-21 14:22 (Draft - not witnessed)",
     "seal temperature_c=165 duration_s=2.5 @azenta_a4s"),

    ("eln_s05",
     "Entry ID: CM-0456-B\n"
     "Project: Compound Management / ARP replenishment\n"
     "Author: D. Whitfield   Date: 2024-08-30   Status: Draft\n"
     "Materials\n"
     "  - Assay-ready plates, 384-well, 10 mM DMSO stocks stamped at 1:1000 (40 nL/well)\n"
     "  - Storage condition per SOP-CM-012: dry, dark\n"
     "Sample manifest: PLT-01201, PLT-01202, PLT-01203, PLT-01204 (4 plates, 1,280 compounds)\n"
     "Procedure\n"
     "  1. Put the four ARPs into the Cytomat 2C425 at 4 °C until the Monday run.\n"
     "Reviewed by: -",
     "store temperature_c=4 @cytomat_2c425"),

    ("eln_s06",
     "Entry ID: QP-2024-117   Project: IFN-response panel   Author: R. Alvarez\n"
     "Date: 2024-06-03   Status: Draft\n"
     "Materials\n"
     "- iTaq Universal SYBR Green Supermix (Bio-Rad 1725121, Lot 64412853), 2X\n"
     "- Primer pairs (IDT), 10 µM working stocks, 400 nM final\n"
     "- cDNA, diluted 1:10 in nuclease-free water\n"
     "Plate: PLT-00502 (Hard-Shell 384-well, HSP3805), 10 µL reactions, 3 technical replicates\n"
     "Procedure\n"
     "1. Cycle on the CFX384: 95 °C for 30 s, then 40 cycles of 95 °C 5 s / 60 °C 30 s.\n"
     "Attachments: plate_setup_QP117.pcrd\n"
     "E-signature: R. Alvarez (author)",
     "run_qpcr initial_denaturation_c=95 initial_denaturation_s=30 cycles=40 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("eln_s07",
     "LIMS Request: REQ-31877 | Study: AAV capsid QC | Submitted by: K. Osei | 2024-07-09 | "
     "Status: Draft\n"
     "Sample manifest\n"
     "  Received: 96 (plate PLT-00388, 96-well PCR)\n"
     "  Rejected at intake: 6 (volume < 10 µL)\n"
     "  To analyse: 90\n"
     "Materials: Protein Express Reagent Kit (Revvity CLS960008, Lot 2210453)\n"
     "Procedure\n"
     "  Step 1  Run the Protein Express assay on the LabChip GX Touch for the 90 accepted samples.\n"
     "Approval: pending QA sign-off",
     "run_assay sample_count=90 @labchip_gx_touch_ht"),

    ("eln_s08",
     "Experiment #3107 | Title: Overnight ligation readout | Status: Draft\n"
     "Owner: S. Bergström | Team: Cloning Core | Created 2024-09-12 08:02\n"
     "Linked items: PLT-00815 (96-well PCR, foil-sealed 2024-09-11)\n"
     "Steps\n"
     "  [ ] 1. De-seal PLT-00815 on the XPeel.\n"
     "Comments (2): \"foil was applied with the 4ti-0550 roll, lot 2402-11\"",
     "peel @azenta_xpeel"),

    ("eln_s09",
     "Entry ID: ENZ-7734\n"
     "Project: CYP3A4 inhibition (resorufin readout)\n"
     "Author: A. Kowalczyk | Date: 2024-03-28 | Status: Draft\n"
     "Materials\n"
     "  Resorufin standard 1 mM (Sigma 73144, Lot BCCD4410), diluted 1:500\n"
     "  Plate PLT-00902: 384-well black, 40 µL/well final\n"
     "Sample manifest: rows A-D = test compounds (8-point, 1:3), rows E-P empty\n"
     "Procedure\n"
     "  1. Read fluorescence, ex 535 nm / em 590 nm, rows A-D only.\n"
     "Sign-off: A. Kowalczyk (draft)",
     "read_fluorescence excitation_nm=535 emission_nm=590 wells=96"),

    ("eln_s10",
     "Entry ID: MB-2024-0519\n"
     "Project: Strain library - colony PCR\n"
     "Author: H. Tanaka\n"
     "Date: 19 May 2024\n"
     "Status: Draft\n"
     "Materials\n"
     "  Q5 Hot Start 2X Master Mix (NEB M0494S, Lot 10182733)\n"
     "  Primers VF2/VR, 10 µM each (0.5 µM final)\n"
     "Sample manifest: 94 colonies + 1 NTC + 1 positive, PLT-00455 (96-well PCR), 25 µL rxns\n"
     "Procedure\n"
     "  Step 4.1  ODTC program: 98 °C 30 s; 35 cycles of 98 °C 10 s, 60 °C 30 s, 72 °C 45 s;\n"
     "            final 72 °C 5 min; hold at 4 °C.\n"
     "Attachments: colonyPCR_map.csv\n"
     "Signed: H. Tanaka 2024-05-19",
     "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=35 denaturation_c=98 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 extension_c=72 extension_s=45 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("eln_s11",
     "Entry ID: CC-1120 | Project: iPSC-CM maturation | Author: N. Haddad | Date: 2024-10-02 | "
     "Status: Draft\n"
     "Materials\n"
     "  RPMI 1640 + B-27 (Gibco 11875093 / 17504044, Lots 2534781 / 2611290)\n"
     "  Y-27632 10 mM stock, used 1:1000 (10 µM)\n"
     "Sample manifest: 6 plates (PLT-01010 to PLT-01015), 96-well flat, passage 31\n"
     "Procedure\n"
     "  1. Return all plates to the CO2 incubator overnight at 37 °C.\n"
     "Witness: -",
     "incubate temperature_c=37 @cytomat_2c450"),

    ("eln_s12",
     "Entry ID: HTS-0087-R2\n"
     "Project: Kinase panel, run 2\n"
     "Author: E. Moreau | Date: 2024-01-23 | Status: Draft\n"
     "Metadata: Template \"Liquid handling v4\"; Deck layout DL-12\n"
     "Materials\n"
     "  Assay buffer: 50 mM HEPES pH 7.5, 10 mM MgCl2, 0.01% Brij-35 (Lot AB-2401-03)\n"
     "  Plate PLT-00723 (384-well flat, low-volume)\n"
     "Procedure\n"
     "  2.3  Hamilton STAR: dispense 20 uL assay buffer into columns 13-24 (no-enzyme half).\n"
     "Attachment: DL-12.lay",
     "transfer volume_ul=20 @hamilton_star wells=192"),

    ("eln_s13",
     "Experiment #4410 - Bead resuspension check\n"
     "Status: Draft | Owner: C. Duarte | Created: 2024-11-05 | Category: Assay Dev\n"
     "Materials:\n"
     "  * Dynabeads MyOne Streptavidin C1 (Invitrogen 65001, Lot 02247915), 10 mg/mL\n"
     "  * 96-well deep-well plate PLT-01133, 500 µL/well bead suspension\n"
     "Steps:\n"
     "  [ ] 1. BioShake: 1,500 rpm for 10 minutes at room temperature.\n"
     "Files: none",
     "shake speed_rpm=1500 duration_s=600 @qinstruments_bioshake_3000t_elm"),

    ("eln_s14",
     "Entry ID: SEQ-2211\n"
     "Project: Amplicon sequencing - soil cohort B\n"
     "Author: J. Lindqvist | Date: 2024-06-17 | Status: Draft\n"
     "Materials\n"
     "  AMPure XP (Beckman A63881, Lot 17223500), 0.8X\n"
     "Sample manifest: 192 samples across PLT-00640 and PLT-00641 (96-well deep-well)\n"
     "Procedure\n"
     "  Step 6.2  Pellet debris: HiG4, 2500×g, 3 min.\n"
     "Reviewer sign-off: pending",
     "spin rcf_g=2500 duration_s=180 @bionex_hig4"),

    ("eln_s15",
     "Request ID: NA-EXT-5521 | Project: Wastewater surveillance wk 32 | Author: F. Addo | "
     "Date: 2024-08-08 | Status: Draft\n"
     "Materials\n"
     "  MagMAX Viral/Pathogen II kit (Thermo A48383, Lot 2739120)\n"
     "  Proteinase K 20 mg/mL; binding bead mix prepared 1:1 with binding solution\n"
     "Sample manifest: 88 samples + 4 extraction blanks + 4 positives = 96; PLT-00810 (deep-well)\n"
     "Procedure\n"
     "  1. Start program MVP_2Wash_200_Flex on the KingFisher Flex (96 deep-well head).\n"
     "Attachments: KF_run_log_pending.txt\n"
     "Signed: F. Addo",
     "run_program @kingfisher_flex"),

    ("eln_s16",
     "Entry ID: LOG-0091 | Project: Workcell maintenance | Author: R. Iyer | Date: 2024-04-04 | "
     "Status: Draft\n"
     "Metadata: Asset tags PF400 = AST-2231, hotel = AST-2240\n"
     "Sample manifest: PLT-00734 (96-well flat)\n"
     "Procedure\n"
     "  1. With the PF400, move PLT-00734 from the reader nest to the plate hotel.\n"
     "Sign-off: R. Iyer",
     "move_plate @precise_pf400"),

    ("eln_s17",
     "Entry ID: CB-3318\n"
     "Project: CAR-T expansion, donor 14\n"
     "Author: O. Mensah | Date: 2024-09-25 | Status: Draft\n"
     "Materials\n"
     "  DPBS w/o Ca/Mg (Gibco 14190144, Lot 2667512)\n"
     "  50 mL conical tubes (Falcon 352070), 6 tubes, ~45 mL each\n"
     "Sample manifest: 6 tubes, total 3.1e9 cells\n"
     "Procedure\n"
     "  3.1 Pellet cells in the 5810 R: 300 x g, 5 min, 4 °C.\n"
     "Sign-off: O. Mensah (author); QA: -",
     "spin rcf_g=300 duration_s=300 temperature_c=4 @eppendorf_5810r"),

    ("eln_s18",
     "Experiment #5002 - Library pooling\n"
     "Status: Draft | Owner: I. Petrov | Created: 2024-12-03\n"
     "Materials:\n"
     "  * Normalised libraries, 4 nM, plate PLT-01307 (96-well PCR), 30 µL/well\n"
     "Steps:\n"
     "  [ ] 1. On the Opentrons Flex, mix columns 1-2 by pipetting 8 times with 20 µL.\n"
     "Files: pool_sheet_v2.csv",
     "mix volume_ul=20 @opentrons_flex wells=16"),

    # =====================================================================
    # two or three steps
    # =====================================================================
    ("eln_m01",
     "Entry ID: NGS-PREP-0412 | Project: Exome batch 12 | Author: G. Rossi | Date: 2024-04-12 | "
     "Status: Draft\n"
     "Materials\n"
     "  KAPA HiFi HotStart ReadyMix 2X (Roche 07958935001, Lot 0000139902)\n"
     "  Index plate UDI set B (Lot 24A-0711)\n"
     "Sample manifest: 48 libraries, PLT-00560 (96-well PCR)\n"
     "Procedure\n"
     "  Step 2.1  Dispense 15 µL master mix into each sample well on the OT-2.\n"
     "  Step 2.2  Seal at 170 °C for 3 s.\n"
     "Attachments: UDI_map_B.xlsx\n"
     "Signed: G. Rossi (draft)",
     "transfer volume_ul=15 @opentrons_ot2 > seal temperature_c=170 duration_s=3"),

    ("eln_m02",
     "Entry ID: ELISA-IL6-0033\n"
     "Project: Cytokine release, cohort C\n"
     "Author: V. Santos | Date: 2024-05-07 | Status: Draft\n"
     "Materials\n"
     "  Human IL-6 DuoSet (R&D DY206, Lot P338219); TMB (Lot 2405-A)\n"
     "  Stop solution 2 N H2SO4\n"
     "Plate: PLT-00299 (96-well flat, Nunc MaxiSorp)\n"
     "Procedure\n"
     "  7. Read absorbance at 450 nm - before reading, add 50 µL stop solution to every well.\n"
     "Sign-off: V. Santos",
     "transfer volume_ul=50 > read_absorbance wavelength_nm=450"),
    ("eln_m03",
     "Experiment #3321 | Title: FP binding, BRD4-BD1 | Status: Draft\n"
     "Owner: Y. Chen | Created: 2024-07-15 15:40 | Category: Biophysics\n"
     "Materials:\n"
     "  * FITC-probe 100 nM (Lot FP-0715); BRD4-BD1 12-point, 1:2 from 20 µM\n"
     "  * Plate PLT-00918 (384-well black), sealed and kept at 4 °C since yesterday\n"
     "Steps:\n"
     "  [ ] 1. Read fluorescence at 485/528 nm (ex/em) on the SpectraMax.\n"
     "  NOTE: plate is still sealed - take the seal off on the XPeel first.\n"
     "Files: FP_layout_3321.xlsx",
     "peel @azenta_xpeel > read_fluorescence excitation_nm=485 emission_nm=528 @spectramax_i3x"),

    ("eln_m04",
     "Entry ID: ELISA-TNF-0108\n"
     "Project: Anti-TNF biosimilar potency\n"
     "Author: B. Ahmed | Date: 2024-02-14 | Status: Draft\n"
     "Materials\n"
     "  TMB One (Kem-En-Tec 4380, Lot 23-0919), ready to use\n"
     "  Plate PLT-00147 (96-well flat, coated 1 µg/mL, blocked, washed x4)\n"
     "Procedure\n"
     "  5.1 Add 100 µL TMB substrate per well.\n"
     "  5.2 Incubate 15 min at RT, protected from light.\n"
     "  5.3 Read A650 endpoint (no stop solution).\n"
     "Sign-off: B. Ahmed / witness: -",
     "transfer volume_ul=100 > incubate duration_s=900 > read_absorbance wavelength_nm=650"),

    ("eln_m05",
     "Entry ID: PX-1904\n"
     "Project: Phosphoproteomics, EGF time course\n"
     "Author: S. Yilmaz | Date: 2024-03-19 | Status: Draft\n"
     "Materials\n"
     "  RIPA + HALT inhibitors (Thermo 78440, 1:100), Lot XJ351017\n"
     "Sample manifest: 24 lysates in 1.5 mL tubes (T0-T23)\n"
     "Procedure\n"
     "  Step 3.1  Clear lysates: 15 000 × g, 10 min, 4 °C, 5424R.\n"
     "  Step 3.2  Biomek i5: transfer 200 µL supernatant from each tube into the deep-well plate "
     "PLT-00672.\n"
     "Attachments: EGF_timecourse_map.xlsx\n"
     "Signed: S. Yilmaz",
     "spin rcf_g=15000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=200 @biomek_i5"),

    ("eln_m06",
     "Entry ID: MIC-0318 | Project: Antibiotic MIC panel, E. coli isolates | Author: P. Novak | "
     "Date: 2024-06-21 | Status: Draft\n"
     "Materials\n"
     "  Cation-adjusted MHB (BD 212322, Lot 3158470); ciprofloxacin 2-fold, 64 -> 0.06 µg/mL\n"
     "Sample manifest: PLT-00230 (96-well flat), 100 µL/well; growth stopped at 18 h by moving "
     "to 4 °C\n"
     "Procedure\n"
     "  1. Retrieve PLT-00230 from the plate fridge.\n"
     "  2. Read OD600.\n"
     "Sign-off: P. Novak (draft)",
     "retrieve @cytomat_2c425 > read_absorbance wavelength_nm=600"),

    ("eln_m07",
     "Entry ID: DIG-0722\n"
     "Project: Peptide mapping, mAb-07\n"
     "Author: W. Zhou | Date: 2024-07-22 | Status: Draft\n"
     "Materials\n"
     "  Trypsin Gold (Promega V5280, Lot 0000544123), 1:20 w/w\n"
     "  50 mM ammonium bicarbonate, pH 8.0\n"
     "Sample manifest: 32 digests, PLT-00845 (96-well PCR), 50 µL each\n"
     "Procedure\n"
     "  1. Digest on the thermoshaker: 37 °C, 1,000 rpm, 45 min.\n"
     "  2. Then a quick spin, 500 g for 60 sec.\n"
     "Reviewer: -",
     "shake speed_rpm=1000 duration_s=2700 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=500 duration_s=60"),

    ("eln_m08",
     "LIMS Worklist: WL-2024-0611 | Project: RSV surveillance | Analyst: M. Dubois | "
     "Date: 2024-06-11 | Status: Draft\n"
     "Materials\n"
     "  MagMAX Pathogen RNA/DNA kit (Thermo 4462359, Lot 2803345)\n"
     "Sample manifest: 46 swabs + 2 controls = 48; extraction plate PLT-00702 (deep-well)\n"
     "Procedure\n"
     "  1. Run the KingFisher program MagMAX_Pathogen_HV.\n"
     "  2. Hamilton STAR: transfer 40 ul eluate into columns 1-6 of PCR plate PLT-00703.\n"
     "Attachments: WL-2024-0611.csv\n"
     "Sign-off: M. Dubois 2024-06-11",
     "run_program @kingfisher_flex > transfer volume_ul=40 @hamilton_star wells=48"),

    ("eln_m09",
     "Experiment #1877 - Sealing validation, PCR plates\n"
     "Status: Draft | Owner: K. Brennan | Created: 2024-01-30\n"
     "Equipment: a4S (AST-1102), VSpin (AST-1107)\n"
     "Materials:\n"
     "  * Clear heat seal (4ti-0560, Lot 2309-14); plates PLT-00150..PLT-00153\n"
     "Steps:\n"
     "  [ ] 1. Seal at 160°C / 2 sec.\n"
     "  [ ] 2. Spin 1,000 x g for 1 min.\n"
     "Files: leak_test_template.docx",
     "seal temperature_c=160 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 "
     "@agilent_vspin"),

    ("eln_m10",
     "Entry ID: LUC-0905\n"
     "Project: NF-kB reporter, HEK293\n"
     "Author: A. Rahman | Date: 2024-09-05 | Status: Draft\n"
     "Materials\n"
     "  Bright-Glo (Promega E2620, Lot 0000562208), 1:1 with medium (already added)\n"
     "Sample manifest: PLT-00990 (96-well white), 10-point TNF-a titration in triplicate\n"
     "Procedure\n"
     "  6. Read luminescence with 1 s integration, having first shaken the plate for 2 min at "
     "300 rpm to complete lysis.\n"
     "Signed: A. Rahman",
     "shake speed_rpm=300 duration_s=120 > read_luminescence integration_s=1"),

    ("eln_m11",
     "Entry ID: IF-0640 | Project: High-content imaging, pS6 | Author: L. Moreno | "
     "Date: 2024-10-14 | Status: Draft\n"
     "Materials\n"
     "  Anti-pS6 Ser235/236 (CST 4858, Lot 17), 1:1000 in 1% BSA/PBS\n"
     "  Plate PLT-01044 (96-well flat, fixed, permeabilised)\n"
     "Procedure\n"
     "  4.1 Tecan Fluent: add 10 µL diluted antibody to wells A1-H1 (titration column).\n"
     "  4.2 Mix 3 times with 20 µL.\n"
     "Sign-off: pending",
     "transfer volume_ul=10 @tecan_fluent wells=8 > mix volume_ul=20"),

    ("eln_m12",
     "Entry ID: CRISPR-0277\n"
     "Project: Knock-in donor prep\n"
     "Author: F. Okonkwo | Date: 2024-05-02 | Status: Draft\n"
     "Materials\n"
     "  USER enzyme (NEB M5505S, Lot 10178820), 1 U/µL; CutSmart 10X\n"
     "Sample manifest: 16 reactions in PLT-00517 (96-well PCR), 20 µL each\n"
     "Procedure\n"
     "  1. On the ODTC: incubate 15 min at 37 °C.\n"
     "  2. Heat-inactivate on the ODTC, 80 degC for 20 min.\n"
     "Attachments: donor_designs.gb\n"
     "Signed: F. Okonkwo",
     "incubate temperature_c=37 duration_s=900 @inheco_odtc > "
     "incubate temperature_c=80 duration_s=1200 @inheco_odtc"),

    ("eln_m13",
     "Experiment #2604 | Title: Archive normalised gDNA | Status: Draft\n"
     "Owner: H. Lee | Created: 2024-08-19 | Category: Biobank\n"
     "Materials:\n"
     "  * gDNA 10 ng/µL in low-TE, PLT-00871 (96-well PCR), 50 µL/well\n"
     "  * Seal: 4ti-0521 (Lot 2402-02)\n"
     "Steps:\n"
     "  [ ] 1. Heat seal the plate (170 °C, 2 s).\n"
     "  [ ] 2. Place it in the refrigerated store at 4 °C.\n"
     "Comments: re-check Qubit before Q4 release",
     "seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425"),

    ("eln_m14",
     "Entry ID: SEC-0433\n"
     "Project: Secretome, primary fibroblasts\n"
     "Author: C. Ivanova | Date: 2024-04-30 | Status: Draft\n"
     "Materials\n"
     "  Opti-MEM (Gibco 31985070, Lot 2580113); 0.22 µm filter plate not used\n"
     "Sample manifest: 1 deep-well plate PLT-00488, 96 conditioned media, 1 mL/well\n"
     "Procedure\n"
     "  1. Spin in the 5810 R, 2,000 x g for 10 min at 4 °C.\n"
     "  2. Biomek i7: transfer 100 µL cleared supernatant per well to PLT-00489.\n"
     "Signed: C. Ivanova",
     "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=100 @biomek_i7_hybrid"),

    ("eln_m15",
     "Entry ID: NGS-QC-0819 | Project: Single-cell libraries, run 8 | Author: T. Abe | "
     "Date: 2024-08-19 | Status: Draft\n"
     "Materials\n"
     "  DNA High Sensitivity Reagent Kit (Revvity CLS760672, Lot 2404218)\n"
     "  Nuclease-free water (Invitrogen AM9937)\n"
     "Sample manifest: 24 libraries, PLT-00880 (96-well PCR), 10 µL each\n"
     "Procedure\n"
     "  1. OT-2: add 30 µL water to each library (1:4 dilution).\n"
     "  2. Run the 24 diluted libraries on the LabChip (DNA High Sensitivity).\n"
     "Sign-off: T. Abe (author)",
     "transfer volume_ul=30 @opentrons_ot2 > run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("eln_m16",
     "Entry ID: ORG-1212\n"
     "Project: Intestinal organoids, passage 9\n"
     "Author: E. Johansson | Date: 2024-12-12 | Status: Draft\n"
     "Materials\n"
     "  IntestiCult (STEMCELL 06010, Lot 1000123456); Matrigel 8.9 mg/mL (Lot 3012877)\n"
     "Sample manifest: PLT-01290 (96-well flat), 40 domes\n"
     "Procedure\n"
     "  1. Move PLT-01290 into the incubator with the robot arm.\n"
     "  2. Incubate 240 min at 37 °C (recovery after passaging).\n"
     "Signed: E. Johansson",
     "move_plate @precise_pf400 > incubate temperature_c=37 duration_s=14400"),

    ("eln_m17",
     "Experiment #3950 - RNA purity\n"
     "Status: Draft | Owner: D. Kaya | Created: 2024-10-28\n"
     "Materials:\n"
     "  * Total RNA, 24 samples, UV-transparent 96-well plate PLT-01160, 2 µL + 98 µL TE (1:50)\n"
     "Steps:\n"
     "  [ ] 1. Absorbance read at 260 nm.\n"
     "  [ ] 2. Absorbance read at 280 nm.\n"
     "Files: purity_calc.xlsx",
     "read_absorbance wavelength_nm=260 > read_absorbance wavelength_nm=280"),

    ("eln_m18",
     "Entry ID: SPK-0506\n"
     "Project: Spike-in controls, batch 5\n"
     "Author: R. Gupta | Date: 2024-05-06 | Status: Draft\n"
     "Materials\n"
     "  ERCC RNA Spike-In Mix 1 (Invitrogen 4456740, Lot 2341876), 1:100\n"
     "Sample manifest: PLT-00533 (96-well PCR, sealed), 96 RNA samples\n"
     "Procedure\n"
     "  1. Remove the seal on the XPeel.\n"
     "  2. Biomek i7: add 5 µL diluted spike-in to every well.\n"
     "  3. Reseal, 170 °C / 2 s.\n"
     "Signed: R. Gupta",
     "peel @azenta_xpeel > transfer volume_ul=5 @biomek_i7_hybrid > "
     "seal temperature_c=170 duration_s=2"),
    # =====================================================================
    # four or more steps
    # =====================================================================
    ("eln_l01",
     "Entry ID: HTRF-cAMP-0214\n"
     "Project: GPCR agonist profiling (beta2-AR)\n"
     "Author: J. Hoffmann | Date: 2024-02-14 | Status: Draft\n"
     "Materials\n"
     "  cAMP Gs Dynamic kit (Revvity 62AM4PEB, Lot 21A); IBMX 0.5 mM in stimulation buffer\n"
     "  Compounds: 10 mM DMSO stocks, 11-point 1:3, 2X in buffer\n"
     "Sample manifest: PLT-00210 (384-well low-volume white), 2,000 cells/well\n"
     "Procedure\n"
     "  1. Tecan Fluent: dispense 5 µL cell suspension per well.\n"
     "  2. Add 5 µL 2X compound.\n"
     "  3. Incubate 30 min at room temperature.\n"
     "  4. Add 5 µL cAMP-d2, then 5 µL anti-cAMP cryptate.\n"
     "  5. Incubate 1 h at RT.\n"
     "  6. Read fluorescence ex 320 / em 620, then ex 320 / em 665.\n"
     "Attachments: HTRF_ratio_calc.xlsx\n"
     "Signed: J. Hoffmann (draft)",
     "transfer volume_ul=5 @tecan_fluent > transfer volume_ul=5 > incubate duration_s=1800 > "
     "transfer volume_ul=5 > transfer volume_ul=5 > incubate duration_s=3600 > "
     "read_fluorescence excitation_nm=320 emission_nm=620 > "
     "read_fluorescence excitation_nm=320 emission_nm=665"),

    ("eln_l02",
     "Entry ID: GX-QPCR-0703\n"
     "Project: Housekeeping gene stability, liver panel\n"
     "Author: M. Schultz | Date: 2024-07-03 | Status: Draft\n"
     "Materials\n"
     "  PowerUp SYBR Green 2X (Applied Biosystems A25742, Lot 2751836)\n"
     "  Primers 5 µM each (GAPDH, ACTB, B2M, HPRT1); cDNA 1:20\n"
     "Sample manifest: 64 cDNAs x 4 targets, PLT-00760 (384-well PCR)\n"
     "Procedure\n"
     "  1. Biomek i5: 8 µL master mix per well.\n"
     "  2. Add 2 µL cDNA.\n"
     "  3. Seal on the a4S, 170 °C for 2 s.\n"
     "  4. Centrifuge 1,000 x g, 1 min.\n"
     "  5. CFX384: 95 °C 2 min, then 40 cycles of 95 °C 15 s / 60 °C 1 min.\n"
     "Sign-off: M. Schultz",
     "transfer volume_ul=8 @biomek_i5 > transfer volume_ul=2 > "
     "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 > "
     "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 "
     "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),

    ("eln_l03",
     "Entry ID: ONC-VIA-1029 | Project: PDAC combination screen | Author: K. Nguyen | "
     "Date: 2024-10-29 | Status: Draft\n"
     "Materials\n"
     "  CellTiter-Glo 2.0 (Promega G9243, Lot 0000602211)\n"
     "  Gemcitabine 10 mM / olaparib 10 mM (DMSO), 6x6 matrix, 4X in medium\n"
     "Sample manifest: PLT-01098 (384-well white, 25 µL cells/well, seeded 24 h ago)\n"
     "Procedure\n"
     "  1. Retrieve PLT-01098 from the Cytomat.\n"
     "  2. Fluent: add 10 µL 4X drug matrix.\n"
     "  3. Back into the Cytomat, 37 °C for 48 h.\n"
     "  4. Add 25 µL CTG.\n"
     "  5. Shake 2 min at 500 rpm.\n"
     "  6. Let the signal settle 10 min at RT.\n"
     "  7. Read luminescence, 0.25 s per well.\n"
     "Signed: K. Nguyen",
     "retrieve @cytomat_2c450 > transfer volume_ul=10 @tecan_fluent > "
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450 > transfer volume_ul=25 > "
     "shake speed_rpm=500 duration_s=120 > incubate duration_s=600 > "
     "read_luminescence integration_s=0.25"),

    ("eln_l04",
     "Entry ID: EXT-0322\n"
     "Project: Stool microbiome, cohort 2\n"
     "Author: A. Farah | Date: 2024-03-22 | Status: Draft\n"
     "Materials\n"
     "  MagMAX Microbiome kit (Thermo A42357, Lot 2781140); Proteinase K 20 mg/mL\n"
     "Sample manifest: 90 samples + 6 controls, deep-well PLT-00350; elution plate PLT-00351\n"
     "Procedure\n"
     "  1. Biomek i7: transfer 0.2 mL homogenate into PLT-00350.\n"
     "  2. Add 20 µL Proteinase K.\n"
     "  3. Thermoshaker 56 °C, 1,100 rpm, 10 min.\n"
     "  4. KingFisher program MagMAX_Microbiome_Stool.\n"
     "  5. Transfer 50 µL eluate into PCR plate PLT-00352.\n"
     "  6. Seal and put in the refrigerated store (4 °C).\n"
     "Attachments: cohort2_manifest.xlsx | Sign-off: pending",
     "transfer volume_ul=200 @biomek_i7_hybrid > transfer volume_ul=20 > "
     "shake speed_rpm=1100 duration_s=600 temperature_c=56 > run_program @kingfisher_flex > "
     "transfer volume_ul=50 > seal > store temperature_c=4 @cytomat_2c425"),

    ("eln_l05",
     "Notebook: Protein Sciences > Expression > 2024\n"
     "Page: BCA, IMAC fractions run 14\n"
     "Author: G. Papadopoulos | Date: 05-Jun-2024 | Status: Draft\n"
     "Materials\n"
     "  Pierce BCA (Thermo 23227, Lot YB372154), WR 50:1\n"
     "  BSA 2 mg/mL ampoule (Lot XJ339871), 8-point std curve\n"
     "Sample manifest: 8 stds + 16 fractions in duplicate, PLT-00655 (96-well flat), cols 1-6\n"
     "Procedure\n"
     "  1. ML STAR: pipette 25 µL standards/samples into columns 1-6.\n"
     "  2. Add 200 µL WR to columns 1-6.\n"
     "  3. Shake 30 s at 600 rpm.\n"
     "  4. Incubate 30 min at 37 °C.\n"
     "  5. Read A562, columns 1-6.\n"
     "Sign-off: ____",
     "transfer volume_ul=25 @hamilton_star wells=48 > transfer volume_ul=200 wells=48 > "
     "shake speed_rpm=600 duration_s=30 > incubate temperature_c=37 duration_s=1800 > "
     "read_absorbance wavelength_nm=562 wells=48"),

    ("eln_l06",
     "Entry ID: LIB-QC-1111 | Project: WGS libraries batch 31 | Author: N. Castillo | "
     "Date: 2024-11-11 | Status: Draft\n"
     "Materials\n"
     "  DNA HS kit (Revvity CLS760672, Lot 2406331); nuclease-free water\n"
     "Sample manifest: 96 libraries, PLT-01177 (96-well PCR, sealed); QC plate PLT-01178\n"
     "Procedure\n"
     "  1. XPeel PLT-01177.\n"
     "  2. OT-2: 18 µL water into PLT-01178.\n"
     "  3. OT-2: 2 µL of each library into PLT-01178.\n"
     "  4. Seal PLT-01178, 165 °C, 1.5 s.\n"
     "  5. Spin 1,000 x g, 30 s.\n"
     "  6. Peel again.\n"
     "  7. LabChip GX: run all 96 on the DNA HS assay.\n"
     "Signed: N. Castillo (author)",
     "peel @azenta_xpeel > transfer volume_ul=18 @opentrons_ot2 > transfer volume_ul=2 > "
     "seal temperature_c=165 duration_s=1.5 > spin rcf_g=1000 duration_s=30 > peel > "
     "run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("eln_l07",
     "Entry ID: GRW-0415\n"
     "Project: Promoter library growth curves\n"
     "Author: I. Silva | Date: 2024-04-15 | Status: Draft\n"
     "Materials\n"
     "  LB Miller (Sigma L3522, Lot BCCJ1052) + kanamycin 50 µg/mL (1:1000 of 50 mg/mL)\n"
     "  Overnight cultures (16 h, 37 °C, 220 rpm) in 2 mL tubes\n"
     "Sample manifest: 30 strains + WT + blank, triplicates; PLT-00419 (96-well flat)\n"
     "Procedure\n"
     "  1. Biomek i5: 190 µL LB+Kan per well.\n"
     "  2. Inoculate with 10 µL overnight culture.\n"
     "  3. BioShake: 800 rpm, 37 °C, 6 hrs.\n"
     "  4. Read OD600.\n"
     "Signed: I. Silva",
     "transfer volume_ul=190 @biomek_i5 > transfer volume_ul=10 > "
     "shake speed_rpm=800 duration_s=21600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600"),

    ("eln_l08",
     "Experiment #4188 - Colony PCR, Golden Gate assemblies\n"
     "Status: Draft | Owner: Z. Ali | Created: 2024-09-02 | Category: Cloning\n"
     "Materials:\n"
     "  * OneTaq 2X Master Mix (NEB M0482S, Lot 10196630); M13 fwd/rev 10 µM\n"
     "  * Plate PLT-00930 (96-well PCR), colonies picked into 5 µL water\n"
     "Steps:\n"
     "  [ ] 1. Opentrons Flex: 20 µL master mix into every well.\n"
     "  [ ] 2. Seal 170 °C, 2 s.\n"
     "  [ ] 3. Spin 1,500 x g, 1 min.\n"
     "  [ ] 4. ODTC: 95 °C 3 min; 30 cycles of 95 °C 15 s, 55 °C 15 s, 68 °C 1 min; 68 °C 5 min; "
     "hold 10 °C.\n"
     "  [ ] 5. LabChip DNA 1K on all 96.\n"
     "Files: GG_assemblies_v3.gb",
     "transfer volume_ul=20 @opentrons_flex > seal temperature_c=170 duration_s=2 > "
     "spin rcf_g=1500 duration_s=60 > run_pcr initial_denaturation_c=95 "
     "initial_denaturation_s=180 cycles=30 denaturation_c=95 denaturation_s=15 annealing_c=55 "
     "annealing_s=15 extension_c=68 extension_s=60 final_extension_c=68 final_extension_s=300 "
     "hold_c=10 @inheco_odtc > run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("eln_l09",
     "Entry ID: DNA-QUANT-0305 (v2)\n"
     "Project: gDNA quant, biobank intake\n"
     "Author: A. Ng | Date: 2024-03-05 | Status: Draft\n"
     "Materials\n"
     "  Quant-iT PicoGreen (Invitrogen P7589, Lot 2498765), 1:200 in 1X TE\n"
     "Sample manifest: PLT-00604 (96-well black, sealed), 80 samples + 16 stds\n"
     "Procedure\n"
     "  1. Peel PLT-00604 on the XPeel.\n"
     "  2. Fluent: add 40 µL 1X TE to all wells.\n"
     "  3. Read fluorescence ex 480 / em 520.\n"
     "[Amendment 2024-03-05, A. Ng: insert Step 2a - after the TE addition, add 40 µL diluted "
     "PicoGreen and shake 5 min at 1,000 rpm, before the read in Step 3.]\n"
     "Signed: A. Ng (v2 draft)",
     "peel @azenta_xpeel > transfer volume_ul=40 @tecan_fluent > transfer volume_ul=40 > "
     "shake speed_rpm=1000 duration_s=300 > read_fluorescence excitation_nm=480 emission_nm=520"),

    ("eln_l10",
     "Entry ID: IMM-PBMC-0826\n"
     "Project: T-cell activation, donors 21-24\n"
     "Author: R. Costa | Date: 2024-08-26 | Status: Draft\n"
     "Materials\n"
     "  RPMI + 10% FBS (Lot 2437019); anti-CD3/CD28 Dynabeads (Gibco 11161D), 1:1 bead:cell\n"
     "Sample manifest: 4 donors x 50 mL tubes; PLT-00814 (96-well flat), rows A-F\n"
     "Procedure\n"
     "  1. Pellet PBMCs in the 5810R: 400 x g, 10 min.\n"
     "  2. Hamilton STAR: 180 µL cell suspension into rows A-F.\n"
     "  3. Add 20 µL stimulus to rows A-F.\n"
     "  4. CO2 incubator, 37C, 24 hours.\n"
     "  5. Spin the plate 500 x g for 5 min (HiG4).\n"
     "  6. Transfer 100 µL supernatant into PLT-00815.\n"
     "  7. PLT-00815 to the cold store, 4 °C.\n"
     "Signed: R. Costa",
     "spin rcf_g=400 duration_s=600 @eppendorf_5810r > transfer volume_ul=180 @hamilton_star "
     "wells=72 > transfer volume_ul=20 wells=72 > "
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > "
     "spin rcf_g=500 duration_s=300 @bionex_hig4 > transfer volume_ul=100 > "
     "store temperature_c=4 @cytomat_2c425"),

    ("eln_l11",
     "Entry ID: ENZ-ALP-0117 | Project: Alkaline phosphatase variants | Author: U. Becker | "
     "Date: 2024-01-17 | Status: Draft\n"
     "Materials\n"
     "  pNPP 1 mg/mL in DEA buffer (Sigma N2770, Lot SLCK4411); enzyme lysates 1:50\n"
     "Sample manifest: PLT-00117 (96-well flat) in the plate hotel\n"
     "Procedure\n"
     "  1. Get PLT-00117 from the Cytomat 24.\n"
     "  2. Biomek i5: 45 µL pNPP per well.\n"
     "  3. Pre-warm on deck 5 min at 37 °C.\n"
     "  4. Start with 5 µL lysate.\n"
     "  5. Shake 30 s, 1,000 rpm.\n"
     "  6. Read absorbance at 405 nm.\n"
     "Sign-off: U. Becker",
     "retrieve @cytomat_24 > transfer volume_ul=45 @biomek_i5 > "
     "incubate temperature_c=37 duration_s=300 > transfer volume_ul=5 > "
     "shake speed_rpm=1000 duration_s=30 > read_absorbance wavelength_nm=405"),

    ("eln_l12",
     "Experiment #5230 - Bead clean-up setup (KF)\n"
     "Status: Draft | Owner: P. Murphy | Created: 2024-12-09\n"
     "Materials:\n"
     "  * Wash buffer 1 (Lot WB1-2411), 80% ethanol (fresh), Elution buffer 10 mM Tris pH 8.5\n"
     "  * Deep-well plates PLT-01301 (wash 1), PLT-01302 (wash 2); elution plate PLT-01303\n"
     "Steps:\n"
     "  [ ] 1. OT-2: 0.5 mL wash buffer 1 into PLT-01301.\n"
     "  [ ] 2. OT-2: 450 µL 80% ethanol into PLT-01302.\n"
     "  [ ] 3. OT-2: 100 µL elution buffer into PLT-01303.\n"
     "  [ ] 4. Load and run the KingFisher program CleanUp_2W.\n"
     "  [ ] 5. Transfer 50 µL eluate into a PCR plate.\n"
     "  [ ] 6. Heat seal.\n"
     "Files: KF_CleanUp_2W.bdz",
     "transfer volume_ul=500 @opentrons_ot2 > transfer volume_ul=450 > transfer volume_ul=100 > "
     "run_program @kingfisher_flex > transfer volume_ul=50 > seal"),

    ("eln_l13",
     "Entry ID: REP-0708\n"
     "Project: Luciferase reporter, HIF-1a\n"
     "Author: S. Park | Date: 2024-07-08 | Status: Draft\n"
     "Materials\n"
     "  ONE-Glo (Promega E6110, Lot 0000571190); DMOG 1 mM, 8-point\n"
     "Sample manifest: PLT-00708 (96-well white, 100 µL medium/well) - in the CO2 incubator\n"
     "Procedure\n"
     "  1. Take PLT-00708 out of the incubator.\n"
     "  2. Tecan Fluent: 100 µL ONE-Glo per well.\n"
     "  3. Shake 3 min at 400 rpm.\n"
     "  4. Wait 10 min (RT).\n"
     "  5. Read luminescence, 1 s integration.\n"
     "  6. PF400: move the plate to the hotel.\n"
     "Signed: S. Park",
     "retrieve @cytomat_2c450 > transfer volume_ul=100 @tecan_fluent > "
     "shake speed_rpm=400 duration_s=180 > incubate duration_s=600 > "
     "read_luminescence integration_s=1 > move_plate @precise_pf400"),

    ("eln_l14",
     "Notebook: Plant Biochem > Rubisco\n"
     "Page: Bradford, leaf extracts set 4\n"
     "Author: V. Horvath | Date: 02-Sep-2024 | Status: Draft\n"
     "Materials\n"
     "  Bio-Rad Protein Assay dye (500-0006, Lot 64329871), 1:5 in water\n"
     "Sample manifest: 32 extracts in 1.5 mL tubes; PLT-00902 (96-well flat), columns 1-4\n"
     "Procedure\n"
     "  1. 5424 R: 12,000 x g, 10 min, 4 °C.\n"
     "  2. Biomek i5: 5 µL cleared extract into columns 1-4.\n"
     "  3. 250 µL diluted dye into columns 1-4.\n"
     "  4. 10 min at room temperature.\n"
     "  5. Read at 595 nm.\n"
     "Sign-off: V. Horvath",
     "spin rcf_g=12000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=5 @biomek_i5 wells=32 > transfer volume_ul=250 wells=32 > "
     "incubate duration_s=600 > read_absorbance wavelength_nm=595"),

    ("eln_l15",
     "Entry ID: LP-ERAT-0620\n"
     "Project: Low-input library prep, pilot\n"
     "Author: D. Osei | Date: 2024-06-20 | Status: Draft\n"
     "Materials\n"
     "  NEBNext Ultra II End Prep (NEB E7646, Lot 10199012), 3 µL enzyme + 7 µL buffer premixed\n"
     "Sample manifest: 24 x 50 µL fragmented DNA, PLT-00620 (96-well PCR)\n"
     "Procedure\n"
     "  Step 2.1  Biomek i7: add 10 µL end-prep mix.\n"
     "  Step 2.2  Mix by pipetting, 20 µL, 10x.\n"
     "  Step 2.3  Seal, 165 °C for 2 s.\n"
     "  Step 2.4  Spin down 500 x g, 30 s.\n"
     "  Step 2.5  ODTC: 20 °C for 30 min, then 65 °C for 30 min.\n"
     "Signed: D. Osei",
     "transfer volume_ul=10 @biomek_i7_hybrid > mix volume_ul=20 > "
     "seal temperature_c=165 duration_s=2 > spin rcf_g=500 duration_s=30 > "
     "incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1800 @inheco_odtc"),

    ("eln_l16",
     "LIMS Worklist: WL-LYS-0930 | Project: Target engagement (CETSA-lite) | Analyst: B. Klein | "
     "Date: 2024-09-30 | Status: Draft\n"
     "Materials\n"
     "  2X lysis buffer: 100 mM Tris, 300 mM NaCl, 2% NP-40, 1:50 protease inhibitor (Lot PI-0921)\n"
     "Sample manifest: PLT-00931 (96-well PCR), 50 µL cells/well\n"
     "Procedure\n"
     "  1. Opentrons Flex: add 50 µL 2X lysis buffer.\n"
     "  2. Shake 15 min at 1,200 rpm.\n"
     "  3. After spinning the plate down in the HiG4 (1,000 x g, 2 min), transfer 80 µL lysate "
     "to a fresh plate.\n"
     "  4. Fresh plate to the refrigerated store at 4 °C.\n"
     "Sign-off: B. Klein",
     "transfer volume_ul=50 @opentrons_flex > shake speed_rpm=1200 duration_s=900 > "
     "spin rcf_g=1000 duration_s=120 @bionex_hig4 > transfer volume_ul=80 > "
     "store temperature_c=4 @cytomat_2c425"),

    ("eln_l17",
     "Entry ID: CMP-STAMP-0412\n"
     "Project: Fragment library replication\n"
     "Author: Q. Zhang | Date: 2024-04-12 | Status: Draft\n"
     "Materials\n"
     "  Fragment source plate PLT-00100 (384-well PCR), 100 mM in DMSO-d6, 1,536 fragments total\n"
     "  Destination: 4 x 384-well flat plates PLT-00101..PLT-00104\n"
     "Procedure\n"
     "  1. Retrieve PLT-00100 from the cold store.\n"
     "  2. XPeel.\n"
     "  3. Biomek i7: stamp 2 µL into each destination plate.\n"
     "  4. Reseal the source plate: 170 °C, 1.5 s.\n"
     "  5. Return it to the cold store (4 °C).\n"
     "Sign-off: Q. Zhang",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=2 @biomek_i7_hybrid > "
     "seal temperature_c=170 duration_s=1.5 > store temperature_c=4 @cytomat_2c425"),

    ("eln_l18",
     "Entry ID: RTQ-0318\n"
     "Project: Viral load, two-step RT-qPCR\n"
     "Author: L. Adeyemi | Date: 2024-03-18 | Status: Draft\n"
     "Materials\n"
     "  LunaScript RT SuperMix 5X (NEB E3010, Lot 10188231); Luna qPCR 2X (NEB M3003)\n"
     "Sample manifest: RNA in PLT-00318 (96-well PCR), 10 µL/well; qPCR plate PLT-00319 (384-well "
     "PCR) pre-filled with 8 µL mix\n"
     "Procedure\n"
     "  3.1 OT-2: add 10 µL RT mix to each RNA.\n"
     "  3.2 Seal, 165 °C, 2 s.\n"
     "  3.3 ODTC: 25 °C 2 min, 55 °C 10 min, 95 °C 1 min.\n"
     "  4.1 Peel.\n"
     "  4.2 OT-2: 2 µL cDNA into PLT-00319.\n"
     "  4.3 Seal.\n"
     "  4.4 CFX384: 95 °C 1 min; 40 x (95 °C 10 s, 60 °C 30 s).\n"
     "Signed: L. Adeyemi",
     "transfer volume_ul=10 @opentrons_ot2 > seal temperature_c=165 duration_s=2 > "
     "incubate temperature_c=25 duration_s=120 @inheco_odtc > "
     "incubate temperature_c=55 duration_s=600 @inheco_odtc > "
     "incubate temperature_c=95 duration_s=60 @inheco_odtc > peel > transfer volume_ul=2 > seal > "
     "run_qpcr initial_denaturation_c=95 initial_denaturation_s=60 cycles=40 denaturation_c=95 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    # =====================================================================
    # halted: physically impossible on every suitable instrument
    # =====================================================================
    ("eln_h01",
     "Entry ID: TOX-0217\n"
     "Project: Hepatotoxicity, HepaRG 14-day\n"
     "Author: M. Varga | Date: 2024-02-17 | Status: Draft\n"
     "Materials\n"
     "  William's E + 2% DMSO (Lot 2411980); acetaminophen 100 mM, 1:10 series\n"
     "Sample manifest: PLT-00333 (96-well flat, TC-treated), 200 µL medium/well\n"
     "Procedure\n"
     "  1. Spin PLT-00333 at 4,000 x g for 10 min to pellet detached cells.\n"
     "Signed: M. Varga (draft)",
     "halted"),

    ("eln_h02",
     "Experiment #2750 | Title: Condensate removal, PCR plates | Status: Draft\n"
     "Owner: T. Ibrahim | Created: 2024-07-01\n"
     "Materials:\n"
     "  * PLT-00751 (96-well PCR, skirted), 20 µL reactions, sealed\n"
     "Steps:\n"
     "  [ ] 1. HiG4: 6,500 x g for 2 min.\n"
     "Files: -",
     "halted"),

    ("eln_h03",
     "Entry ID: MITO-0412\n"
     "Project: Mitochondrial isolation, mouse liver\n"
     "Author: C. Fontaine | Date: 2024-04-12 | Status: Draft\n"
     "Materials\n"
     "  Isolation buffer: 250 mM sucrose, 10 mM HEPES, 1 mM EGTA (Lot IB-0410)\n"
     "Sample manifest: 8 homogenates in 2 mL tubes\n"
     "Procedure\n"
     "  Step 2.3  5424 R: 24,000 x g, 15 min, 4 °C.\n"
     "Sign-off: -",
     "halted"),

    ("eln_h04",
     "Entry ID: SEAL-DEV-0009 | Project: Seal adhesion DOE | Author: J. Okoro | "
     "Date: 2024-05-29 | Status: Draft\n"
     "Materials\n"
     "  Foil seal (4ti-0550, Lot 2404-03); 384-well PCR plates PLT-00590..PLT-00595\n"
     "Procedure\n"
     "  1. Seal PLT-00590 on the a4S at 210 °C for 3 s (high end of the DOE).\n"
     "Attachments: DOE_matrix.xlsx\n"
     "Signed: J. Okoro",
     "halted"),

    ("eln_h05",
     "Entry ID: EMUL-0823\n"
     "Project: LNP formulation screen\n"
     "Author: Y. Sato | Date: 2024-08-23 | Status: Draft\n"
     "Materials\n"
     "  Ionisable lipid 50 mM in ethanol (Lot IL-0822), DSPC/chol/PEG 10:38.5:1.5\n"
     "Sample manifest: PLT-00823 (96-well deep-well), 48 formulations\n"
     "Procedure\n"
     "  1. BioShake: 3,600 rpm for 5 min.\n"
     "Sign-off: pending",
     "halted"),

    ("eln_h06",
     "Experiment #3811 - Peptide quant (Scopes)\n"
     "Status: Draft | Owner: E. Lindgren | Created: 2024-10-01\n"
     "Materials:\n"
     "  * Synthetic peptides, 0.1-1 mg/mL in 10 mM phosphate (no Tris), UV plate PLT-01001\n"
     "Steps:\n"
     "  [ ] 1. Measure absorbance at 205 nm on the SpectraMax (peptide bond).\n"
     "Files: scopes_factors.xlsx",
     "halted"),

    ("eln_h07",
     "Entry ID: YST-0610\n"
     "Project: Yeast deletion collection, re-array\n"
     "Author: K. Murray | Date: 2024-06-10 | Status: Draft\n"
     "Materials\n"
     "  YPD (BD 242820, Lot 3227611) + G418 200 µg/mL\n"
     "Sample manifest: PLT-00610 (96-well flat), 96 strains\n"
     "Procedure\n"
     "  1. OT-2: dispense 400 µL YPD+G418 into every well of PLT-00610.\n"
     "Sign-off: K. Murray",
     "halted"),

    ("eln_h08",
     "Entry ID: BNK-0114 | Project: Plasma biobank, wave 3 | Author: S. Mbeki | "
     "Date: 2024-01-14 | Status: Draft\n"
     "Materials\n"
     "  EDTA plasma aliquots, 200 µL, PLT-00114 (96-well deep-well, sealed)\n"
     "Procedure\n"
     "  1. Store PLT-00114 in the Cytomat 2C425 at -20 °C until shipment.\n"
     "Signed: S. Mbeki",
     "halted"),

    ("eln_h09",
     "Entry ID: ALB-0302\n"
     "Project: Microalbumin immunoturbidimetry\n"
     "Author: F. Rinaldi | Date: 2024-03-02 | Status: Draft\n"
     "Materials\n"
     "  Anti-albumin reagent R1 (Lot R1-2402); urine samples 1:2\n"
     "Sample manifest: PLT-00302 (384-well flat, clear), 320 samples + 64 controls\n"
     "Procedure\n"
     "  1. Fluent: add 150 µL R1 to every well.\n"
     "Sign-off: F. Rinaldi",
     "halted"),

    # =====================================================================
    # ask: a value or capability the text cannot settle
    # =====================================================================
    ("eln_a01",
     "Entry ID: PREP-0719\n"
     "Project: Plasma prep, pilot\n"
     "Author: H. Brandt | Date: 2024-07-19 | Status: Draft\n"
     "Materials\n"
     "  K2-EDTA whole blood, 1 mL/well, PLT-00719 (96-well deep-well)\n"
     "Procedure\n"
     "  1. 5810 R: 4,000 rpm, 10 min, 4 °C.\n"
     "Signed: H. Brandt",
     "ask"),

    ("eln_a02",
     "Entry ID: ELISA-CRP-0415 | Project: CRP, cohort D | Author: N. Wolf | Date: 2024-04-15 | "
     "Status: Draft\n"
     "Materials\n"
     "  Human CRP DuoSet (R&D DY1707, Lot P349002); stop solution 2 N H2SO4\n"
     "Sample manifest: PLT-00415 (96-well flat)\n"
     "Procedure\n"
     "  9. Read absorbance at 450 nm with 540 nm correction on the Tecan Spark.\n"
     "Sign-off: N. Wolf",
     "ask"),

    ("eln_a03",
     "Experiment #2139 - ChIP bead prep\n"
     "Status: Draft | Owner: G. Marino | Created: 2024-02-13\n"
     "Materials:\n"
     "  * Protein A/G beads (Pierce 88802, Lot XH351120), 25 µL per IP\n"
     "  * 12 x 1.5 mL tubes\n"
     "Steps:\n"
     "  [ ] 1. Vortex the bead tubes 10 s.\n"
     "  [ ] 2. Spin 1,000 x g, 30 s in the 5424 R.\n"
     "Files: ChIP_plan.docx",
     "ask"),

    ("eln_a04",
     "Entry ID: CHR-0808\n"
     "Project: Chromatin shearing optimisation\n"
     "Author: P. Laine | Date: 2024-08-08 | Status: Draft\n"
     "Materials\n"
     "  Fixed nuclei, 1% FA (Lot FA-0807), 130 µL per well, PLT-00808 (96-well PCR)\n"
     "Procedure\n"
     "  1. Sonicate 10 cycles of 30 s on / 30 s off.\n"
     "  2. Spin 2,000 x g, 5 min.\n"
     "Signed: P. Laine",
     "ask"),

    ("eln_a05",
     "Entry ID: RNA-0226 | Project: RNA extraction, TRIzol | Author: D. Moretti | "
     "Date: 2024-02-26 | Status: Draft\n"
     "Materials\n"
     "  TRIzol (Invitrogen 15596026, Lot 422905); chloroform 0.2 mL per 1 mL TRIzol\n"
     "Sample manifest: 18 x 1.5 mL tubes\n"
     "Procedure\n"
     "  Step 2  Centrifuge 12,000 x g, 15 min, 4 °C in the Eppendorf 5430 R.\n"
     "Sign-off: -",
     "ask"),

    ("eln_a06",
     "Entry ID: NORM-1002\n"
     "Project: Library normalisation, batch 22\n"
     "Author: J. Ferreira | Date: 2024-10-02 | Status: Draft\n"
     "Materials\n"
     "  10 mM Tris-HCl pH 8.5 + 0.1% Tween-20 (Lot TT-0930)\n"
     "Sample manifest: 96 libraries, PLT-01002 (96-well PCR)\n"
     "Procedure\n"
     "  1. Hamilton STAR: add diluent to each library - volumes per the attached file.\n"
     "Attachments: norm_volumes_batch22.xlsx (not included in export)\n"
     "Signed: J. Ferreira",
     "ask"),

    ("eln_a07",
     "Experiment #4620 - Metabolite extraction\n"
     "Status: Draft | Owner: A. Sørensen | Created: 2024-11-20\n"
     "Materials:\n"
     "  * 80% methanol, -80 °C (Lot MeOH-1118); internal std mix 1:100\n"
     "  * PLT-01120 (96-well deep-well), 400 µL extract/well\n"
     "Steps:\n"
     "  [ ] 1. Dry the extracts in the SpeedVac for 2 h.\n"
     "Files: LCMS_sequence.csv",
     "ask"),

    ("eln_a08",
     "Entry ID: PLS-0131 | Project: Plasmid midi QC | Author: M. Haas | Date: 2024-01-31 | "
     "Status: Draft\n"
     "Materials\n"
     "  Elution buffer EB (Lot EB-2401)\n"
     "Sample manifest: 6 x 1.5 mL tubes\n"
     "Procedure\n"
     "  1. Microcentrifuge, speed 13,200, 2 min.\n"
     "Sign-off: M. Haas",
     "ask"),

    ("eln_a09",
     "Entry ID: CYTO-0918\n"
     "Project: Cytotoxicity, LDH release\n"
     "Author: R. Schmid | Date: 2024-09-18 | Status: Draft\n"
     "Materials\n"
     "  CyQUANT LDH kit (Invitrogen C20300, Lot 2690114)\n"
     "Sample manifest: PLT-00918 (96-well flat), 50 µL supernatant/well\n"
     "Procedure\n"
     "  1. Dispense 50 µL reaction mixture per well with the Multidrop Combi.\n"
     "Signed: R. Schmid",
     "ask"),
]
