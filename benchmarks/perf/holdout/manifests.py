"""Hold-out batch: sample manifests and submission sheets.

Style
-----
The request arrives the way a core facility or a collaborating lab hands samples over:
a submission sheet or manifest first, then a short note saying what the workcell should
do. The sheet is a tube or plate list (pipe tables, CSV pasted from Excel, tab-aligned
LIMS exports, "Row / Sample ID / Barcode / Vol / Conc / Pos" columns) with a header
block (submitter, PI, project, cost centre, dates received, courier, dry ice or cold
packs, freezer and shelf, freeze-thaw count, what was done to the samples on receipt).
The request underneath refers to the samples by their manifest rows ("rows 1-12",
"the tubes listed above", "all S-1xx", "everything in column 3 of the sheet").

Reading rules a careful lab engineer applies
--------------------------------------------
* The manifest's own numbers are context, not step values: volumes held in each tube,
  concentrations, A260/280 ratios, RIN, barcodes, box positions, well positions, dates,
  storage temperatures (-80 °C, -20 °C, 4 °C) and the storage / handling history
  ("spun down on receipt", "thawed at 4 °C overnight", "sealed at the core") are not
  steps and give no values. Only what the request asks for is run.
* A manifest number becomes a step value only when the request uses it ("transfer the
  'Vol to plate' amount - 15 µL for every row"); then it is that value.
* Selecting samples by row: "rows 1-12", "all S-1xx", "the 16 tubes above" pick a count
  of samples. When those samples go one per well into a plate with more wells than
  that, the transfer carries wells=N (duplicates/triplicates multiply N); the same count
  is the LabChip sample_count ("run rows 1-24 on the LabChip" = sample_count=24). A
  request that covers a whole plate (all 96 positions of a 96-well plate) gives no
  wells=. The count of tubes put into a centrifuge is load, not a value.
* Devices: 1.5 mL / 2 mL tubes and PCR strips can only be spun in the 5424 R, and
  15 / 50 mL conicals only in the 5810 R, so a spin of manifest tubes of that kind
  implies that centrifuge. Plate steps name a device only when the request names it.
* "Before X, Y" runs Y first; previous-run values, courier notes and what the core did
  last time are context. A wait "at room temperature" is an incubate with only a
  duration; "room temp" on a spin gives no temperature.
* Halt when a value the request states is outside every suitable instrument's limit or a
  labware capacity (microtube spin above 21,130 x g, plate spin above 5,000 x g, seal
  above 200 °C, shake above 3,000 rpm, more liquid than a well holds, a read outside the
  SpectraMax's range).
* Ask when a value that matters is missing, when the request gives two competing values
  with no decision, when a speed is in rpm with no rotor, when the sample count the
  request gives contradicts the wells named, when a unit cannot be read ("drops"), when
  the work needs an instrument the lab does not have (Qubit, NanoDrop, Bioanalyzer), or
  an operation no instrument does (vortex, sonicate).
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ one step
    ("mf01", _t("""
        SAMPLE SUBMISSION - Proteomics Core
        Submitter: R. Okafor (Lab 3.14)      PI: J. Hadley      Date: 2024-05-13
        Cost centre: 4471-220
        Storage history: -80 °C (Freezer B, rack 4); thawed on ice 13/05 09:10; 1 freeze-thaw

        Row | Sample ID | Tube barcode | Tube   | Vol (µL) | Conc (mg/mL) | Box pos
        1   | PX-0301   | 3001448821   | 1.5 mL | 450      | 2.1          | A1
        2   | PX-0302   | 3001448822   | 1.5 mL | 430      | 1.9          | A2
        3   | PX-0303   | 3001448823   | 1.5 mL | 470      | 2.4          | A3
        4   | PX-0304   | 3001448824   | 1.5 mL | 455      | 2.2          | A4
        5   | PX-0305   | 3001448825   | 1.5 mL | 440      | 1.8          | A5
        6   | PX-0306   | 3001448826   | 1.5 mL | 460      | 2.0          | A6
        7   | PX-0307   | 3001448827   | 1.5 mL | 420      | 1.6          | A7
        8   | PX-0308   | 3001448828   | 1.5 mL | 445      | 2.3          | A8
        9   | PX-0309   | 3001448829   | 1.5 mL | 435      | 2.0          | B1
        10  | PX-0310   | 3001448830   | 1.5 mL | 450      | 1.9          | B2
        11  | PX-0311   | 3001448831   | 1.5 mL | 465      | 2.5          | B3
        12  | PX-0312   | 3001448832   | 1.5 mL | 410      | 1.7          | B4

        Request: please spin rows 1-12 at 14,000 x g for 10 min at 4 °C to clear the
        lysates. We'll pick them up after.
        """),
     "spin rcf_g=14000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    ("mf02", _t("""
        Plate manifest  |  Project: GENO-77  |  Plate ID: GP77-004 (96-well, clear, flat)
        Received: 02 Feb, cold packs, 4 °C on arrival. Logged by T. Ng.
        Layout: A1-H10 gDNA samples (80), H11-H12 blanks (TE). Conc. by submitter
        (ng/µL): 18-240, median 62. Vol per well: 100 µL.

        Pos  Sample        Conc   260/280
        A1   GP-0001       54.2   1.86
        A2   GP-0002       61.8   1.84
        ...  (full list in GP77-004.xlsx)
        H10  GP-0080       48.9   1.88

        What we need: just an A260 read of the whole plate on the SpectraMax so we
        can check their numbers.
        """),
     "read_absorbance wavelength_nm=260 @spectramax_i3x"),
    ("mf03", _t("""
        qPCR submission sheet
        Submitter: L. Brandt / Virology     Date: 11.03.2024     Plate: 384-well PCR, sealed
        Samples: cDNA, 1:10 diluted, 10 µL reactions (5 µL master mix + 5 µL template)
        Storage: -20 °C since 08.03, thawed once

        rows  | sample IDs      | target  | replicates | wells
        1-32  | VX-101..VX-132  | N gene  | 3          | A1-F16
        33-64 | VX-101..VX-132  | RNaseP  | 3          | G1-L16
        NTC   | water           | both    | 4          | M1-M8

        Please run it on the CFX384: 95 °C for 2 min, then 45 cycles of 95 °C 5 s and
        60 °C 30 s.
        """),
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("mf04", _t("""
        Tube list - plasmid minipreps (Smith lab)     submitted 2024-06-03
        Storage: -20 °C box "SM-mini-7", positions 1-10, 1.5 mL screw caps

        #   ID       Barcode      Vol µL   ng/µL   A260/280
        1   SM-701   0091226401   48       212     1.89
        2   SM-702   0091226402   50       187     1.91
        3   SM-703   0091226403   45       240     1.88
        4   SM-704   0091226404   50       156     1.90
        5   SM-705   0091226405   47       198     1.87
        6   SM-706   0091226406   49       205     1.90
        7   SM-707   0091226407   50       176     1.92
        8   SM-708   0091226408   44       233     1.86
        9   SM-709   0091226409   50       164     1.89
        10  SM-710   0091226410   46       221     1.90

        Request: on the Hamilton, put 5 µL from each of the tubes listed above into a
        96-well PCR plate, one tube per well, A1 onwards.
        """),
     "transfer volume_ul=5 wells=10 @hamilton_star"),
    ("mf05", _t("""
        Library plate hand-over -> Sequencing core
        Plate barcode: LIB-2024-0419 | 96-well PCR (skirted) | 96 libraries, all wells used
        Avg. fragment 420 bp, 2-14 nM, 25 µL/well, stored 4 °C since 19/04
        Index set: UDI plate B (rows A-H x cols 1-12)

        Before it goes to the core please seal it on the a4S: 165 °C, 3 s.
        """),
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),
    ("mf06", _t("""
        RETURN MANIFEST (from external CRO)
        Plate: CRO-DW-0877, 96 deep-well, foil-sealed at the CRO on 22 May, shipped
        on dry ice, now at -80 °C (Freezer 2, shelf 3) -> thawed at 4 °C overnight.
        Contents: 96 x 500 µL serum extracts, IDs SE-1001..SE-1096 (map attached)

        First thing: take the foil seal off on the XPeel. That's all for today.
        """),
     "peel @azenta_xpeel"),
    ("mf07", _t("""
        Sample sheet: PCR amplicons for sizing
        Plate: 96-well PCR, full skirt, ID AMP-12
        Owner: Dana K. | date 14/08 | stored 4 °C, 1 day

        Well   Sample   Expected size (bp)   Vol (µL)
        A1     AM-01    350                  20
        B1     AM-02    350                  20
        C1     AM-03    520                  20
        D1     AM-04    520                  20
        E1     AM-05    780                  20
        F1     AM-06    780                  20
        G1     AM-07    350                  20
        H1     AM-08    350                  20
        A2     AM-09    520                  20
        B2     AM-10    520                  20
        C2     AM-11    780                  20
        D2     AM-12    780                  20
        E2     AM-13    350                  20
        F2     AM-14    350                  20
        G2     AM-15    520                  20
        H2     AM-16    520                  20
        A3     AM-17    780                  20
        B3     AM-18    780                  20
        C3     AM-19    350                  20
        D3     AM-20    350                  20
        E3     AM-21    520                  20
        F3     AM-22    520                  20
        G3     AM-23    780                  20
        H3     AM-24    780                  20

        Could you size all 24 on the LabChip (DNA 1K)?
        """),
     "run_assay sample_count=24 @labchip_gx_touch_ht"),
    ("mf08", _t("""
        Submission form v3.2 - Assay plate
        Submitted by: P. Iyer      Group: Enzymology      Ext. 5512
        Plate: ENZ-P-031, 96-well flat, 150 µL/well (substrate + enzyme, added 10:40)
        Storage before submission: none (made fresh)

        A1-A12  blank          B1-H12  variants V01-V84 (see tab 2)

        Please shake the plate on the BioShake at 1200 rpm for 2 minutes to mix.
        """),
     "shake speed_rpm=1200 duration_s=120 @qinstruments_bioshake_3000t_elm"),
    ("mf09", _t("""
        CELL PLATE MANIFEST
        Plate ID   : HEK-TX-2207
        Format     : 96-well flat, TC-treated
        Seeded     : 22/07 16:00, 20,000 cells/well in 100 µL
        Transfected: 23/07 11:00 (by hand, Lipo 3000)
        Layout     : cols 1-3 siRNA-A, 4-6 siRNA-B, 7-9 scrambled, 10-12 mock
        Owner      : M. Fournier

        Request: into the Cytomat at 37 °C for 48 h please.
        """),
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450"),
    ("mf10", _t("""
        Culture harvest manifest - Fermentation group
        Date: 2024-09-02     Operator: S. Alvarez
        Tubes: 50 mL conicals (Falcon 352070), culture from shake flasks

        Row  Flask   Strain        OD600   Vol (mL)   Tube label
        1    F-01    BL21 pET-A    3.2     45         HV-01
        2    F-02    BL21 pET-A    3.0     45         HV-02
        3    F-03    BL21 pET-B    2.8     45         HV-03
        4    F-04    BL21 pET-B    2.9     45         HV-04
        5    F-05    BL21 empty    3.4     45         HV-05
        6    F-06    BL21 empty    3.3     45         HV-06

        Please pellet rows 1-6: 3,000 ×g, 15 min, 4 °C. Supernatant to waste by hand.
        """),
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),
    ("mf11", _t("""
        Tissue homogenates - tube manifest (exported from LIMS 14:02)
        sample_id,barcode,tube,volume_ul,stored_at,freeze_thaw,notes
        TH-L01,5500012001,2 mL,800,-80C,1,liver
        TH-L02,5500012002,2 mL,800,-80C,1,liver
        TH-K01,5500012003,2 mL,750,-80C,1,kidney
        TH-K02,5500012004,2 mL,760,-80C,1,kidney
        TH-S01,5500012005,2 mL,820,-80C,2,spleen (re-thawed 12/02)
        TH-S02,5500012006,2 mL,790,-80C,1,spleen

        Request: spin all six at 10,000 rcf for 2 min, just to get the debris down.
        """),
     "spin rcf_g=10000 duration_s=120 @eppendorf_5424r"),
    ("mf12", _t("""
        Reporter assay plate - submission
        Plate: RP-GFP-09 (black 96-well, clear bottom), 100 µL/well
        Cells: HeLa-GFP reporter, treated 18 h with compounds C001-C080 at 10 µM
        Controls: col 11 DMSO 0.1 %, col 12 untreated
        Stored: Cytomat (37 °C) until 09:00 today

        Read GFP on the i3x please - excitation 485 nm, emission 535 nm.
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),
    ("mf13", _t("""
        Manifest: Luciferase plate LUC-14
        white 96-well | Dual-Glo step 1 reagent added 75 µL/well at 14:15 (by hand)
        Samples: promoter constructs P1-P40 in duplicate (A1-H10), controls in cols 11-12
        Submitted by: O. Mensah, 4th floor

        Read luminescence on the SpectraMax, 0.5 sec integration.
        """),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),
    ("mf14", _t("""
        NUCLEIC ACID EXTRACTION - sample submission
        Submitter: Field Ecology (K. Osei)        Received: 30 Oct, dry ice
        Sample plate: 96 deep-well, ID SOIL-DW-03, 200 µL lysate/well + beads + binding buffer
        Wash plates and elution plate prepared by the core (IDs W1-03, W2-03, EL-03)
        Storage: lysates at -20 °C for 6 days before plating

        SOIL-0201 ... SOIL-0294 in A1-H12 except G12/H12 (94 samples); G12 extraction
        blank, H12 mock community

        Please run the KingFisher with the MagMAX soil program.
        """),
     "run_program @kingfisher_flex"),
    ("mf15", _t("""
        Genotyping submission  -  plate GT-0930 (96-well PCR)
        Owner: B. Laine / mouse facility       Date: 30/09
        Samples: ear-punch lysates, 2 µL in 20 µL reactions, master mix already in
        (added by the facility, stored 4 °C for 2 h)
        Rows 1-88 = pups, 89-94 = controls (WT/HET/KO x2), 95-96 NTC

        ODTC program please: 94 °C 3 min; 35 cycles of 94 °C 30 s, 58 °C 30 s,
        72 °C 45 s; 72 °C 5 min final; hold 10 °C.
        """),
     "run_pcr cycles=35 initial_denaturation_c=94 initial_denaturation_s=180 "
     "denaturation_c=94 denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 "
     "extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc"),
    ("mf16", _t("""
        Sample plate sheet
        ------------------
        Plate ID: ELISA-IL6-02   | 96-well, high-bind, flat
        Samples: plasma P-001..P-080 (1:4 in diluent), std curve col 11-12
        Received: 05/03 on ice from Clinic B (courier ref 88-1934)
        Storage history: -80 °C, thawed once (04/03, 2 h at 4 °C)

        Request: plate was loaded by hand; give it a quick spin on the VSpin,
        1000 x g for 1 min, to knock down any drops on the walls.
        """),
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),
    ("mf17", _t("""
        Submission: precipitation plate PPT-05
        96-well PCR plate | 20 µL DNA + 60 µL ethanol/NaOAc per well, all 96 wells
        Owner: G. Petrov      Date: 17 Jan      -20 °C for 1 h before submission

        Please spin it on the HiG4, 4,000 g for 20 minutes, so the pellets stick.
        """),
     "spin rcf_g=4000 duration_s=1200 @bionex_hig4"),
    ("mf18", _t("""
        MANIFEST  RNA-QC-118
        Plate     : 96-well PCR, full skirt, RNA ladder in A1, samples R-4401..R-4447
        Vol/well  : 12 µL
        Location  : plate hotel, slot 14 (put there by F. Rossi, 08:20)
        Requested : LabChip RNA assay later today (booked 13:00, don't start it yet)

        For now just have the PF400 carry the plate from the hotel over to the LabChip
        stage.
        """),
     "move_plate @precise_pf400"),
    ("mf19", _t("""
        Plate manifest - SNP panel plates (batch 7)
        plate      format          samples        status
        SNP7-01    384-well PCR    S-7001..7376   PCR done 10:15, sealed
        Owner: W. Huang | Cost code 3310-77 | PCR run ID ODTC-0412

        Store it at 4 °C until the core collects it tomorrow.
        """),
     "store temperature_c=4"),
    ("mf20", _t("""
        Restriction digest plate - submission
        Plate: DIG-03 (96-well PCR), 48 digests in A1-D12, 20 µL each
        Enzymes: EcoRI-HF / BamHI-HF, 1 h at 37 °C already done on the bench
        Owner: N. Castillo      Date: 08/11

        Please heat-kill on the ODTC: 65 °C for 10 min.
        """),
     "incubate temperature_c=65 duration_s=600 @inheco_odtc"),
    ("mf21", _t("""
        Assay plate manifest - CTG viability
        Plate: CTG-0612, white 96-well | cells treated 72 h | stored in Cytomat until 09:30
        Columns 1-10 compounds (10-point dose), 11 DMSO, 12 medium only
        Owner: H. Sato

        Before the reagent goes in (done by hand), let the plate sit at room
        temperature for 30 minutes to equilibrate.
        """),
     "incubate duration_s=1800"),
    ("mf22", _t("""
        Pooling manifest - NGS libraries
        Plate: POOL-22 (96 deep-well), 96 libraries, ~150 µL per well after bead clean-up
        Prepared by: A. Novak (core), 21/06, stored 4 °C overnight
        Index kit lot: 22-0917

        Request: on the i7, mix every well by pipetting, 50 µL, 10 times.
        """),
     "mix volume_ul=50 @biomek_i7_hybrid"),
    ("mf23", _t("""
        Strip tube list (1 strip = 8 tubes, caps numbered 1-8)
        Project: miR-seq validation | Owner: E. Laurent | Received 12/12, -20 °C

        Tube  ID        cDNA (ng/µL)  Vol (µL)
        1     MR-01     4.1           40
        2     MR-02     3.8           40
        3     MR-03     4.4           40
        4     MR-04     3.9           40
        5     MR-05     4.0           40
        6     MR-06     4.2           40
        7     MR-07     3.7           40
        8     MR-08     4.3           40

        Fluent: 5 µL of each tube into the 384-well PCR plate, in triplicate.
        """),
     "transfer volume_ul=5 wells=24 @tecan_fluent"),
    ("mf24", _t("""
        Tube manifest (rack R-19, 2 mL screw caps, all at -80 °C until this morning)

        pos  sample  barcode       vol_ul  conc_ng_ul
        A1   S-101   7720019101    120     35.2
        A2   S-102   7720019102    115     28.7
        A3   S-103   7720019103    120     41.0
        A4   S-104   7720019104    110     30.3
        A5   S-105   7720019105    120     25.9
        A6   S-106   7720019106    118     33.4
        B1   S-107   7720019107    120     38.8
        B2   S-108   7720019108    112     29.1
        B3   S-109   7720019109    120     36.0
        B4   S-110   7720019110    120     27.5
        B5   S-111   7720019111    116     31.7
        B6   S-112   7720019112    120     40.2
        C1   S-113   7720019113    119     26.6
        C2   S-114   7720019114    120     34.9
        C3   S-201   7720019201    120     12.1
        C4   S-202   7720019202    120     11.4
        C5   S-203   7720019203    117     13.0
        C6   S-204   7720019204    120     10.8
        D1   S-205   7720019205    120     12.7
        D2   S-206   7720019206    114     11.9

        On the OT-2 please move 20 µL of all S-1xx into the 96-well PCR plate, one
        per well. The S-2xx tubes stay in the rack for now.
        """),
     "transfer volume_ul=20 wells=14 @opentrons_ot2"),
    ("mf25", _t("""
        LabChip prep sheet  (submitter: I. Horvath, 03/04)
        Row  Sample   Tube     Held (µL)   Vol to plate (µL)   Conc (ng/µL)
        1    LC-01    1.5 mL   60          15                  22
        2    LC-02    1.5 mL   55          15                  18
        3    LC-03    1.5 mL   60          15                  25
        4    LC-04    1.5 mL   58          15                  20
        5    LC-05    1.5 mL   60          15                  19
        6    LC-06    1.5 mL   52          15                  24
        7    LC-07    1.5 mL   60          15                  21
        8    LC-08    1.5 mL   57          15                  23

        i5: move the 'Vol to plate' amount from each tube into the 96-well PCR plate
        (column 1, one tube per well).
        """),
     "transfer volume_ul=15 wells=8 @biomek_i5"),
    ("mf26", _t("""
        Plate: CRISPR-KO-screen amplicons, PCR2 product, plate ID KO-PCR2-03 (96 PCR)
        Submitted: 2024-02-27 by the Genome Engineering group
        All 96 wells, 50 µL each; stored 4 °C since 26/02

        Seal it please - 170C for 4 secs on the a4S - it's going out to the
        sequencing provider by courier.
        """),
     "seal temperature_c=170 duration_s=4 @azenta_a4s"),
    ("mf27", _t("""
        qPCR plate submission
        Plate: Q384-0715 | 384-well PCR, sealed (clear film)
        Samples: RT products RT-01..RT-60, triplicate, SYBR master mix, 10 µL/well
        Controls: NTC x6, no-RT x6       Owner: C. Mbeki       Stored: 4 °C, 1 h

        CFX384 program: 95 °C 10 min; 40 cycles of 95 °C 15 sec, 55 °C 30 sec,
        72 °C 30 sec.
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 "
     "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 extension_c=72 "
     "extension_s=30 @biorad_cfx384"),
    ("mf28", _t("""
        PCR strip manifest
        Strips: 3 x 8-tube strips (flat caps), labelled ST-A, ST-B, ST-C
        Contents: 25 µL Gibson assemblies, set up 11:50, kept on ice
        Owner: Y. Dubois      Date: 16/01

        Spin the three strips down, 2,000 rcf for 30 s at 4 deg C.
        """),
     "spin rcf_g=2000 duration_s=30 temperature_c=4 @eppendorf_5424r"),
    ("mf29", _t("""
        Serum aliquot manifest - Biobank request BB-2291
        48 x 2 mL cryovials, rows 1-48, IDs BB-2291-001 .. BB-2291-048
        Volume per vial: 500 µL (aliquoted 2019), stored -80 °C, freeze-thaw 0
        Thawed: 4 °C overnight, now in the Flex tube racks (slots A1-D1)

        Flex: 100 µL from every vial into the 96 deep-well plate, one vial per well,
        rows 1-48 -> A1..H6.
        """),
     "transfer volume_ul=100 wells=48 @opentrons_flex"),
    ("mf30", _t("""
        Protein quant submission
        Plate: BRAD-0305, 96-well flat
        Samples already plated by hand: rows 1-40 of the lysate sheet, 5 µL each,
        in columns 1-5, A1-H5 (remaining wells empty)
        Owner: R. Gupta | Lysates stored -80 °C, thawed once

        i5: add 200 µL of Bradford reagent to each of those 40 sample wells.
        """),
     "transfer volume_ul=200 wells=40 @biomek_i5"),
    ("mf31", _t("""
        Normalisation plate - manifest
        ID: NORM-0809 | 96-well PCR | all 96 wells at 2 nM, 30 µL
        Made by: core robot run 0809-02 (buffer added last, not mixed)
        Storage: none

        Fluent: mix each well, 20 µl up and down 5x, before anything else happens
        to it.
        """),
     "mix volume_ul=20 @tecan_fluent"),
    ("mf32", _t("""
        Growth plate manifest
        Plate: GRW-1104 | 96-well flat, clear | 200 µL LB + strain per well
        Strains: KO library rows A-G (84), H1-H12 WT and blanks
        Inoculated: 03/11 17:00 from glycerol stocks (-80 °C box GLY-3)
        Grown: Cytomat, 30 °C, overnight (done)

        Request: read OD600.
        """),
     "read_absorbance wavelength_nm=600"),
    ("mf33", _t("""
        Submission - bead binding plate
        Plate: BIND-12 (96 deep-well) | 400 µL sample + 20 µL beads per well, 96 wells
        Owner: J. Moreau | Date: 12/12 | on bench since 10:05

        Put it on the BioShake: 800 rpm, 30 min, 37 °C.
        """),
     "shake speed_rpm=800 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm"),
    ("mf34", _t("""
        Cell suspension manifest
        Tube   Line       Cells/mL    Vol (mL)   Tube type
        1      Jurkat     1.2e6       10         15 mL conical
        2      Jurkat     1.1e6       10         15 mL conical
        3      THP-1      8.0e5       10         15 mL conical
        4      THP-1      8.5e5       10         15 mL conical
        Owner: F. Ahmed | passaged 3 days ago | kept at 37 °C until now

        Pellet the four tubes gently: 500 x g, 5 min, room temp.
        """),
     "spin rcf_g=500 duration_s=300 @eppendorf_5810r"),
    ("mf35", _t("""
        Manifest - large-volume extraction
        Plate: BLD-24DW-02, 24 deep-well, 2 mL whole blood lysate per well, 24 samples
        (BL-01..BL-24), lysis done by the clinic lab on 14/05, stored 4 °C since
        Wash/elution plates: 24 deep-well, prepared by the core

        Please start the KingFisher, 24-deep-well head, blood DNA program.
        """),
     "run_program @kingfisher_flex"),
    ("mf36", _t("""
        RNA integrity submission
        Plate: RIN-0528 (96-well PCR, full skirt) | 15 µL per sample
        Rows 1-40 of the sheet are in A1-H5 (RNA from organoids, -80 °C, 1 thaw);
        rows 41-96 are empty (project cancelled)
        Owner: T. Nakamura

        Run rows 1-40 on the LabChip, RNA assay.
        """),
     "run_assay sample_count=40 @labchip_gx_touch_ht"),
    ("mf37", _t("""
        Plate hand-over note
        Plate ID: TOX-0921 (96-well flat) | compound plate, 50 µL/well | owner D. Ivanova
        Current location: BioShake (shaking finished 09:40)
        Next: reader (absorbance, will be requested separately)

        Just move it to the SpectraMax with the robot arm.
        """),
     "move_plate @precise_pf400"),
    ("mf38", _t("""
        Yeast plate manifest
        Plate: YST-0430 (96-well flat) | YPD 150 µL/well | strains Y001-Y092 + 4 blanks
        Pinned: 30/04 08:30 from -80 °C glycerol plate GLY-Y-2
        Owner: A. Kowalski

        Into the Cytomat at 30 °C overnight, 16 hours.
        """),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),
    ("mf39", _t("""
        Fermentation samples - conical manifest
        Row  ID      Tube        Vol (mL)   Time point
        1    FM-T0   50 mL       40         0 h
        2    FM-T2   50 mL       40         2 h
        3    FM-T4   50 mL       40         4 h
        4    FM-T6   50 mL       40         6 h
        5    FM-T8   50 mL       40         8 h
        6    FM-T10  50 mL       40         10 h
        Already pelleted and supernatants decanted into fresh 50 mL tubes (rows 1-6).

        STAR: 1 mL of each supernatant into the 24 deep-well plate, one tube per well.
        """),
     "transfer volume_ul=1000 wells=6 @hamilton_star"),
    ("mf40", _t("""
        Submission sheet - RFP reporter plate
        Plate: RFP-1120 | black 384-well | 40 µL/well | cells fixed in 4 % PFA (done)
        Owner: S. Lindqvist | Date: 20/11 | stored 4 °C, dark, 2 days

        Read mCherry on the SpectraMax: Ex/Em 560/610 nm.
        """),
     "read_fluorescence excitation_nm=560 emission_nm=610 @spectramax_i3x"),
    ("mf41", _t("""
        Tube manifest - phage lysates
        #   ID      Tube     Vol (µL)   Titer (pfu/mL)
        1   PH-01   1.5 mL   60         3e9
        2   PH-02   1.5 mL   60         1e10
        3   PH-03   1.5 mL   60         5e9
        4   PH-04   1.5 mL   60         8e9
        5   PH-05   1.5 mL   60         2e9
        6   PH-06   1.5 mL   60         6e9
        Owner: M. Brennan | stored 4 °C

        On the STAR, move half of what each tube holds into the PCR plate (A1-F1).
        """),
     "transfer volume_ul=30 wells=6 @hamilton_star"),
    # --------------------------------------------------------------- multi-step
    ("mm01", _t("""
        Exosome prep - tube manifest (2 mL tubes)
        Submitter: V. Rao      Received: 09/10, dry ice      Stored: -80 °C, 1 thaw
        Note: conditioned media were ultracentrifuged at 100,000 x g for 70 min by the
        submitter before aliquoting (history only).

        Row  ID       Barcode       Vol (µL)
        1    EX-01    6600401001    900
        2    EX-02    6600401002    900
        3    EX-03    6600401003    880
        4    EX-04    6600401004    900
        5    EX-05    6600401005    910
        6    EX-06    6600401006    900
        7    EX-07    6600401007    890
        8    EX-08    6600401008    900
        9    EX-09    6600401009    905
        10   EX-10    6600401010    900

        Spin rows 1-10 at 12,000 x g for 5 min at 4 °C, then the STAR takes 300 µL of
        each supernatant into the 96 deep-well plate (A1-H1, then A2-B2).
        """),
     "spin rcf_g=12000 duration_s=300 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=300 wells=10 @hamilton_star"),
    ("mm02", _t("""
        ELISA plate manifest
        Plate: TNF-0117 | 96-well high-bind | heat-sealed after the stop solution
        (core sealed it at 165 °C, 3 s, on 17/01 - history only)
        Samples: sera S-01..S-40 in duplicate (cols 1-10), standards col 11, blanks col 12
        Owner: K. Andersen

        Peel it on the XPeel and then read absorbance at 450 nm on the SpectraMax.
        """),
     "peel @azenta_xpeel > read_absorbance wavelength_nm=450 @spectramax_i3x"),
    ("mm03", _t("""
        Template tube list - cloning PCR
        Tube  ID     Template        Conc (ng/µL)   Vol (µL)
        1     CL-01  pUC-GFP         5              30
        2     CL-02  pUC-GFP-m1      5              30
        3     CL-03  pUC-GFP-m2      5              30
        4     CL-04  pUC-GFP-m3      5              30
        5     CL-05  pUC-RFP         5              30
        6     CL-06  pUC-RFP-m1      5              30
        7     CL-07  pUC-RFP-m2      5              30
        8     CL-08  pUC-RFP-m3      5              30
        9     CL-09  pET-His         5              30
        10    CL-10  pET-His-m1      5              30
        11    CL-11  pET-His-m2      5              30
        12    CL-12  pET-His-m3      5              30
        13    CL-13  pET-GST         5              30
        14    CL-14  pET-GST-m1      5              30
        15    CL-15  pET-GST-m2      5              30
        16    CL-16  pET-GST-m3      5              30
        PCR plate: 96-well, 18 µL master mix already in A1-H2 (done by hand)

        OT-2: 2 µL of each template into its well of the PCR plate. Then seal
        (165 °C, 2 s) and run on the ODTC: 98 °C 30 s; 30 cycles of 98 °C 10 s,
        62 °C 15 s, 72 °C 20 s; 72 °C 2 min; hold 4 °C.
        """),
     "transfer volume_ul=2 wells=16 @opentrons_ot2 > seal temperature_c=165 duration_s=2 > "
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=15 extension_c=72 "
     "extension_s=20 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),
    ("mm04", _t("""
        Plate sheet: pNPP phosphatase assay
        Plate ID: ALP-0226 | 96-well flat | 100 µL substrate + 20 µL sample per well
        Samples: A-01..A-88 + 8 controls | stop solution added 11:35 (by hand)
        Owner: Z. Wojcik

        Read absorbance at 405 nm - but before reading, spin the plate on the VSpin at
        300 x g for 1 min to get rid of bubbles.
        """),
     "spin rcf_g=300 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=405"),
    ("mm05", _t("""
        Viability plate manifest
        Plate: CTG-0918 (white 96-well) | CellTiter-Glo added 100 µL/well (by hand, 14:02)
        Cells: A549, compounds K01-K80 at 8 doses | stored Cytomat 37 °C for 72 h (done)
        Owner: L. Fischer

        BioShake 500 rpm for 2 min, leave it 10 min at RT, then read luminescence with
        1 s integration.
        """),
     "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "incubate duration_s=600 > read_luminescence integration_s=1"),
    ("mm06", _t("""
        Compound tube manifest (DMSO stocks, 1.5 mL, box CMP-4)
        row  compound   conc (mM)   vol (µL)   stored
        1    CMP-401    10          200        -20 °C
        2    CMP-402    10          200        -20 °C
        3    CMP-403    10          180        -20 °C
        4    CMP-404    10          200        -20 °C
        5    CMP-405    10          200        -20 °C
        6    CMP-406    10          190        -20 °C
        7    CMP-407    10          200        -20 °C
        8    CMP-408    10          200        -20 °C
        9    CMP-409    10          200        -20 °C
        10   CMP-410    10          170        -20 °C
        11   CMP-411    10          200        -20 °C
        12   CMP-412    10          200        -20 °C
        Cell plate: 96-well, HepG2, 90 µL medium/well, seeded yesterday

        Flex: 10 µL of each tube into the cell plate (one tube per well, A1-A12), then
        the plate goes into the Cytomat, 37 °C, 24 h.
        """),
     "transfer volume_ul=10 wells=12 @opentrons_flex > "
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),
    ("mm07", _t("""
        Extraction submission - swab panel
        Sample plate: SWB-DW-11 (96 deep-well), 96 swab lysates with beads + binding buffer
        Wash 1/2 and elution plates prepared (core). Elution volume: 60 µL.
        Received: 11/11 | Owner: Public Health Lab | stored 4 °C, 6 h

        Run the KingFisher, then STAR: 40 µL of each eluate into a 96-well PCR plate,
        then size all 96 on the LabChip.
        """),
     "run_program @kingfisher_flex > transfer volume_ul=40 @hamilton_star > "
     "run_assay sample_count=96 @labchip_gx_touch_ht"),
    ("mm08", _t("""
        Supernatant harvest - 50 mL conicals
        Row  ID        Vol (mL)   Cells
        1    SN-A      35         CHO clone 4
        2    SN-B      35         CHO clone 7
        3    SN-C      35         CHO clone 9
        4    SN-D      35         CHO parental
        Owner: I. Silva | collected 10:00 | kept at 4 °C

        Spin them at 3,200 ×g for 20 min at 4 °C, then the i7 takes 1 mL of each
        supernatant into the 24 deep-well plate, one tube per well.
        """),
     "spin rcf_g=3200 duration_s=1200 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=1000 wells=4 @biomek_i7_hybrid"),
    ("mm09", _t("""
        PLATE MANIFEST - kinase assay KIN-0402
        Format: 96-well, heat-sealed (core, 02/04), stored 4 °C
        Contents: 40 µL reaction per well, all 96 wells
        Owner: U. Adeyemi

        XPeel the seal, i5 adds 10 µL of stop solution to every well, reseal on the
        a4S at 165 °C for 3 s, and store it at 4 °C.
        """),
     "peel @azenta_xpeel > transfer volume_ul=10 @biomek_i5 > "
     "seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4"),
    ("mm10", _t("""
        Library plate: LIB-USER-05 (96-well PCR) | USER enzyme added 3 µL/well (by hand)
        Samples: 96 libraries, 50 µL each | owner: R. Chen | stored 4 °C, 30 min

        On the ODTC: 37 °C for 30 min, then 65 °C for 10 min.
        """),
     "incubate temperature_c=37 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=600 @inheco_odtc"),
    ("mm11", _t("""
        Submission: DNA precipitation, deep-well format
        Plate: PREC-DW-02 (96 deep-well) | 200 µL DNA in 0.3 M NaOAc per well, all 96
        Owner: E. Kaya | received 15:10 | room temp

        Fluent adds 100 µL isopropanol to every well and mixes (80 µL, 10 times), then
        spin the plate on the HiG4 at 3000 g for 30 min.
        """),
     "transfer volume_ul=100 @tecan_fluent > mix volume_ul=80 @tecan_fluent > "
     "spin rcf_g=3000 duration_s=1800 @bionex_hig4"),
    ("mm12", _t("""
        qPCR plate sheet
        Plate: QP-1203 | 384-well PCR | NOT sealed yet | 8 µL/well (TaqMan)
        Samples: 112 cDNAs x 3 reps, NTCs in P13-P24
        Owner: D. Osei | Plate set up on the i7 this morning (run 1203-A)

        Seal on the a4S at 165 °C for 2.5 s, then CFX384: 95 °C 20 s, then 40 cycles
        of 95 °C 1 s / 60 °C 20 s.
        """),
     "seal temperature_c=165 duration_s=2.5 @azenta_a4s > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=20 "
     "denaturation_c=95 denaturation_s=1 annealing_c=60 annealing_s=20 @biorad_cfx384"),
    ("mm13", _t("""
        Plate manifest
        ID: CALC-0605 | black 96-well | Fluo-4 loaded 45 min (by hand)
        Location: Cytomat (37 °C), slot 8
        Owner: G. Romano

        Have the PF400 bring it from the Cytomat to the SpectraMax, then read
        fluorescence at ex 488 / em 525.
        """),
     "move_plate @precise_pf400 > "
     "read_fluorescence excitation_nm=488 emission_nm=525 @spectramax_i3x"),
    ("mm14", _t("""
        MTT plate manifest
        Plate: MTT-0714 | 96-well flat | 100 µL medium + 10 µL MTT per well (added 09:00)
        Cells: MCF-7, treated 48 h | Owner: P. Novak

        Back into the Cytomat at 37 °C for 4 h, then read at 570 nm.
        """),
     "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
     "read_absorbance wavelength_nm=570"),
    ("mm15", _t("""
        RNA tube manifest (1.5 mL, RNase-free)
        Row  ID       ng/µL   Vol (µL)   RIN (submitter)
        1    RN-01    85      25         9.1
        2    RN-02    92      25         8.8
        3    RN-03    77      25         9.3
        4    RN-04    101     25         8.5
        5    RN-05    66      25         9.0
        6    RN-06    88      25         7.9
        7    RN-07    95      25         8.7
        8    RN-08    73      25         9.2
        9    RN-09    80      25         8.9
        10   RN-10    99      25         9.4
        11   RN-11    84      25         8.1
        12   RN-12    90      25         8.6
        Stored -80 °C (box RNA-22), thawed on ice 10 min ago

        i7: 11 µL of each tube into the 96-well PCR plate (A1-H1, then A2-D2), VSpin it at
        500 x g for 1 min, then run all 12 on the LabChip RNA chip.
        """),
     "transfer volume_ul=11 wells=12 @biomek_i7_hybrid > "
     "spin rcf_g=500 duration_s=60 @agilent_vspin > "
     "run_assay sample_count=12 @labchip_gx_touch_ht"),
    ("mm16", _t("""
        Turbidity plate
        Plate ID: TRB-0331 | 96-well flat, clear | 180 µL culture/well
        Strains: 90 isolates + 6 blanks | owner: B. Hoffmann | grown 24 h at 37 °C (done)

        Read at 620 nm after the plate has shaken for 5 min at 600 rpm on the
        BioShake.
        """),
     "shake speed_rpm=600 duration_s=300 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=620"),
    ("mm17", _t("""
        Biobank return manifest
        Plate: BB-DW-0510 (96 deep-well), heat-sealed, 250 µL plasma lysate + beads/well
        Shipped on dry ice 08/05, stored -80 °C, thawed at 4 °C overnight
        Samples: BB-5101..BB-5196

        Take the seal off on the XPeel, then the KingFisher cfDNA program.
        """),
     "peel @azenta_xpeel > run_program @kingfisher_flex"),
    ("mm18", _t("""
        Enzyme lysate manifest - 1.5 mL tubes
        1  EL-01  400 µL      9   EL-09  400 µL
        2  EL-02  400 µL      10  EL-10  400 µL
        3  EL-03  400 µL      11  EL-11  400 µL
        4  EL-04  400 µL      12  EL-12  400 µL
        5  EL-05  400 µL      13  EL-13  400 µL
        6  EL-06  400 µL      14  EL-14  400 µL
        7  EL-07  400 µL      15  EL-15  400 µL
        8  EL-08  400 µL      16  EL-16  400 µL
        Owner: C. Ferreira | lysed on ice 30 min (done) | -80 °C before that

        Spin the tubes 16,000 x g, 5 min. OT-2 then moves 100 µL from each into the
        clear 96-well plate with NADH mix, and read A340.
        """),
     "spin rcf_g=16000 duration_s=300 @eppendorf_5424r > "
     "transfer volume_ul=100 wells=16 @opentrons_ot2 > read_absorbance wavelength_nm=340"),
    ("mm19", _t("""
        Archive plate manifest
        Plate: ARC-2024-33 | 96-well PCR | 96 normalised gDNAs, 20 µL @ 10 ng/µL
        Owner: Genomics archive | made 03/03 | will go to long-term storage next week

        Seal it, 175 °C for 1.5 sec, then store it at 4 °C.
        """),
     "seal temperature_c=175 duration_s=1.5 > store temperature_c=4"),
    ("mm20", _t("""
        Dilution plate manifest
        Plate: DIL-0919 | 96 deep-well | 96 samples, 900 µL each (diluted 1:10, unmixed)
        Owner: Q. Zhang

        STAR: mix each well 5x with 100 µL, then move 50 µL from every well into a
        fresh 96-well flat plate.
        """),
     "mix volume_ul=100 @hamilton_star > transfer volume_ul=50 @hamilton_star"),
    ("mm21", _t("""
        Sample plate: NLUC-0207 | white 96-well | heat-sealed after substrate addition
        Contents: 50 µL lysate + 50 µL Nano-Glo, 96 wells | owner: V. Petrova
        Storage: none, came straight from the bench

        Spin it on the HiG4, 2,500 x g for 2 min, take the seal off on the XPeel and
        read luminescence with 0.2 s integration.
        """),
     "spin rcf_g=2500 duration_s=120 @bionex_hig4 > peel @azenta_xpeel > "
     "read_luminescence integration_s=0.2"),
    ("mm22", _t("""
        Submission - bead elution plate
        Plate: ELU-0412 (96-well PCR) | beads + 30 µL elution buffer per well
        Owner: T. Berg | samples EL-001..EL-096

        BioShake at 1500 rpm, 10 min, 65 °C, then VSpin 1000 x g for 30 s.
        """),
     "shake speed_rpm=1500 duration_s=600 temperature_c=65 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=1000 duration_s=30 @agilent_vspin"),
    ("mm23", _t("""
        Mixed manifest - rack HD-7 (2 mL tubes)
        pos  ID       type        vol (µL)
        1    HD-101   plasma      600
        2    HD-102   plasma      600
        3    HD-103   plasma      600
        4    HD-104   plasma      600
        5    HD-201   CSF         400
        6    HD-202   CSF         400
        7    HD-203   CSF         400
        8    HD-204   CSF         400
        9    HD-205   CSF         400
        10   HD-206   CSF         400
        11   HD-301   urine       1200
        12   HD-302   urine       1200
        All stored -80 °C, thawed at 4 °C overnight (1 freeze-thaw)

        Only the CSF: spin all HD-2xx at 2,000 x g for 10 min at 4 °C, then the
        Fluent takes 150 µL of each into the 96 deep-well plate, one tube per well.
        """),
     "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=150 wells=6 @tecan_fluent"),
    # ------------------------------------------------------------------- halted
    ("mh01", _t("""
        Nuclear extract tubes (1.5 mL)
        1 NE-01 300 µL | 2 NE-02 300 µL | 3 NE-03 300 µL | 4 NE-04 300 µL
        Owner: O. Lindgren | stored -80 °C | thawed on ice

        Spin rows 1-4 at 24,000 x g for 15 min at 4 °C (protocol from the paper).
        """),
     "halted"),
    ("mh02", _t("""
        Plate: PPT-07 | 96-well PCR | ethanol precipitation, 80 µL/well
        Owner: G. Petrov | at -20 °C for 1 h

        Spin it on the HiG4 at 7,000 x g for 30 min at 4 °C.
        """),
     "halted"),
    ("mh03", _t("""
        Plate manifest: STAB-0101 | 96-well PCR | 96 samples, 20 µL
        Owner: F. Moretti | stored 4 °C

        Seal it on the a4S at 210 °C for 3 s - the new foil from the other supplier
        is thicker.
        """),
     "halted"),
    ("mh04", _t("""
        Tube list - lysates (2 mL), rows 1-24, LY-01..LY-24, 1.2 mL each, -80 °C, 1 thaw
        Owner: H. Yilmaz

        STAR: 250 µL of each tube into the 96-well PCR plate (A1-H3), one tube per well.
        """),
     "halted"),
    ("mh05", _t("""
        Peptide plate: PEP-0822 | 96-well UV-transparent | 150 µL/well
        Samples: P-001..P-090 + 6 blanks | owner: N. Ortiz | stored 4 °C, 1 day

        Read absorbance at 200 nm on the SpectraMax (peptide bond).
        """),
     "halted"),
    ("mh06", _t("""
        Bead plate: BEAD-14 | 96-well flat | 100 µL beads + sample per well
        Owner: S. Kim | made 10 min ago

        Shake on the BioShake at 3,500 rpm for 1 min to resuspend.
        """),
     "halted"),
    ("mh07", _t("""
        Template tube list
        row 1-16: TP-01..TP-16, 1.5 mL, 100 µL each, 20 ng/µL, -20 °C
        Destination: 384-well PCR plate for the CFX384 (master mix added later)
        Owner: J. Park

        Fluent: 60 µL of each tube into the 384-well PCR plate, one tube per well.
        """),
     "halted"),
    # ---------------------------------------------------------------------- ask
    ("ma01", _t("""
        Lysate tube manifest (1.5 mL)
        1 LY-A1 | 2 LY-A2 | 3 LY-A3 | 4 LY-A4 | 5 LY-A5 | 6 LY-A6
        500 µL each, -80 °C, thawed on ice | owner: D. Russo

        Spin rows 1-6 at 13,000 rpm for 10 min at 4 °C like on our old bench
        centrifuge.
        """),
     "ask"),
    ("ma02", _t("""
        Plasmid tube list - 8 x 1.5 mL, MP-01..MP-08, 50 µL each, box MP-3 (-20 °C)
        Owner: R. Haddad

        Qubit each tube first, then the STAR moves 10 µL of each into the 96-well
        plate (A1-H1).
        """),
     "ask"),
    ("ma03", _t("""
        Bead suspension tubes (2 mL), BS-01..BS-10, 1 mL each, stored 4 °C, settled
        overnight | owner: C. Lambert

        Vortex the tubes for 30 s, then spin them at 1,000 x g for 1 min.
        """),
     "ask"),
    ("ma04", _t("""
        Sample manifest - rows 1-24: SM-01..SM-24 (1.5 mL, 80 µL each, -20 °C)
        Owner: B. Ncube

        Flex: 20 µL of rows 1-24 into column 1 of the 96-well PCR plate, one tube per
        well.
        """),
     "ask"),
    ("ma05", _t("""
        Plate: SEQ-0330 | 96-well PCR | 96 cleaned amplicons | owner: A. Jensen

        Seal it before it goes out - the film box says 170 °C, Priya says 160 °C for
        this film, I'm not sure which is right - and then store at 4 °C.
        """),
     "ask"),
    ("ma06", _t("""
        Reporter plate: LUC-0902 | white 96-well | 96 wells of lysate, 50 µL each
        Owner: K. Dimitrov

        Add 2 drops of substrate to each well, then read luminescence with 1 s
        integration.
        """),
     "ask"),
    ("ma07", _t("""
        LabChip sizing - manifest
        Row  ID      Plate pos   Vol (µL)
        1    AP-01   A1          20
        2    AP-02   B1          20
        3    AP-03   C1          20
        4    AP-04   D1          20
        5    AP-05   E1          20
        6    AP-06   F1          20
        7    AP-07   G1          20
        8    AP-08   H1          20
        9    AP-09   A2          20
        10   AP-10   B2          20
        11   AP-11   C2          20
        12   AP-12   D2          20
        13   AP-13   E2          20
        14   AP-14   F2          20
        15   AP-15   G2          20
        16   AP-16   H2          20
        17   AP-17   A3          20
        18   AP-18   B3          20
        19   AP-19   C3          20
        20   AP-20   D3          20
        Plate: 96-well PCR | owner: E. Costa

        Run all 24 samples listed above on the LabChip (DNA 5K).
        """),
     "ask"),
    ("ma08", _t("""
        Tissue lysate tubes (2 mL), rows 1-8, TL-01..TL-08, -80 °C | owner: W. Osei

        Add proteinase K buffer to the tubes, then spin them down and put the
        supernatant into the deep-well plate on the STAR.
        """),
     "ask"),
]
