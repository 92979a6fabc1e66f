"""Hold-out batch: LIMS / service-desk work orders submitted to an automation core.

Style: every case is a ticket with a header block (Ticket #, Requester, Project code,
Priority, Sample IDs, Due date, Cost centre), then a free-text "Request" or "Description"
field.  Some tickets carry a "Special instructions" field that overrides something above
(a speed, a temperature, the instrument), an "Approved by" line, or a requester's reply
appended below ("Update 14:05: ...") that corrects a value (or fails to settle one).
Quality is mixed: some requests are precise, some vague, some typed in a hurry with typos.

Traps:
- Header numbers are context, never settings: ticket numbers, project codes with digits
  (IMM-203, GENO-96, 16S), sample-ID ranges (KO9-001 - KO9-096), due dates and times,
  cost centres, barcodes, lot numbers, passage numbers, plate/tube counts, "80% ethanol".
- Special instructions / updates replace the original value (500 -> 1000 x g, 800 -> 1000 rpm,
  6000 -> 600 x g, 50 -> 60 uL, OT-2 -> Flex); an override can push a value out of range
  (seal at 210 C -> halted); an update that leaves two values open -> ask.
- Steps are listed in run order even when the text mentions a later step first
  ("Seal it first", "Before peeling, give it a quick spin", "only after it's been incubated").
- Well subsets: columns 1-6 (48), rows A-D (48), A1-H1 (8), A1-A12 (12), columns 1-4 (32),
  first two columns of a 384 plate (32).
- Units: uL/µL/μl/microlitres/mL, C/°C/deg/ºC, g/xg/x g/×g/× g/rcf, s/sec/min/mins/h/hr/hours,
  numbers as words, thousands separators (3,000 and 12 000).
- Ask: vortex, sonicate, rpm-only spin, "speed 5", OD without wavelength, Qubit (not in the
  lab), PCR with "usual" conditions, cherry-pick with no volume, drops, 50 nL Echo transfer,
  an update leaving 1000 vs 2000 x g open.
- Halted: 6,000 x g on a plate, 25,000 x g on 1.5 mL tubes, seal at 210 C, 3,500 rpm shake,
  A200, 90 s luminescence integration, 25% CO2, 120 PCR cycles, 8 mL transfer,
  emission 900 nm, 105 C hold.
"""

NAME = "workorder1"

CASES: list[tuple[str, str, str]] = [
    (
        "workorder1-01",
        """Ticket #: WO-40771
Requester: Dr. Anja Weber (Immunology)
Project code: IMM-203
Priority: Normal
Sample IDs: IMM203-P01 to IMM203-P04
Due date: 17/05/2024
Cost centre: 4410-22

Request: ELISA development plates are sealed and sitting in the pass-through. Please de-seal them on the XPeel, add 100 µL TMB substrate to every well using the Hamilton STAR, and read absorbance at 450 nm on the SpectraMax.""",
        "peel @azenta_xpeel > transfer volume_ul=100 @hamilton_star > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "workorder1-02",
        """Ticket #: SD-1182
Requester: M. Okafor
Project code: CRISPR-KO-9
Priority: Low
Sample IDs: KO9-001 – KO9-096
Due date: Fri 12 July
Cost centre: 7730

Description: Spin the 96-well PCR plate at 500 x g for 2 min to collect the reactions, then heat seal at 170 °C for 2 s.

Special instructions: use 1000 xg instead of 500 — last batch didn't come down properly.""",
        "spin rcf_g=1000 duration_s=120 > seal temperature_c=170 duration_s=2",
    ),
    (
        "workorder1-03",
        """Ticket #: 22915
Requester: L. Fernández
Project code: MICRO-11
Priority: High
Sample IDs: MF-221 to MF-244
Due date: today
Cost centre: CC-0913

Request: Vortex the 24 lysate tubes for 10 sec each, then spin them down on the 5424R at 2,000 x g for 1 min.""",
        "ask",
    ),
    (
        "workorder1-04",
        """Ticket #: WO-5530
Requester: Priya Raman
Project code: YST-PELLET
Priority: Medium
Sample IDs: YST-01..YST-96
Due date: 2024-03-08
Cost centre: 5120

Description: Pellet the yeast cultures in the 96 deep-well block: centrifuge at 6,000 × g for 15 min at 4 °C so we can decant the media.""",
        "halted",
    ),
    (
        "workorder1-05",
        """Ticket #: NA-00813
Requester: Tom Becker
Project code: VIR-SEQ-2
Priority: High (clinical turnaround)
Sample IDs: see attached manifest (VS2-1001 to VS2-1094)
Due date: 09/04, 12:00
Cost centre: 3301

Request: Extract on the KingFisher Flex with program MagMAX_Viral_96, then have the Biomek i7 transfer 40 µL of each eluate into a fresh 96 PCR plate and seal it on the a4S. Default seal settings are fine.""",
        "run_program program=MagMAX_Viral_96 @kingfisher_flex > transfer volume_ul=40 @biomek_i7_hybrid > seal @azenta_a4s",
    ),
    # Two-step qPCR: the combined 60 °C anneal/extend step is taken as the annealing step.
    (
        "workorder1-06",
        """Ticket #: QP-2207
Requester: Chen Wei
Project code: EXPR-44
Priority: Normal
Sample IDs: cDNA set 44-A (384-well, 3 technical reps)
Due date: 2 May
Cost centre: 6012

Request: SYBR qPCR on the CFX384. Plate is already sealed with optical film. Program: 95 °C for 3 min, then 40 cycles of 95 °C 10 s and 60 °C 30 s.""",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "workorder1-07",
        """Ticket #: 31877
Requester: J. Murphy
Project code: CLONE-7
Priority: Low
Sample IDs: colonies 1-48
Due date: whenever
Cost centre: 2250

Description: Colony PCR please, 30 cycles on the ODTC, usual Taq conditions. Plate will be sealed before drop-off.""",
        "ask",
    ),
    (
        "workorder1-08",
        """Ticket #: WO-7714
Requester: Dr. S. Haddad
Project code: AMP-16S
Priority: Normal
Sample IDs: 16S-P3-001 to 16S-P3-096
Due date: 21.06.
Cost centre: 8801

Request: Amplicon PCR on the ODTC: initial denaturation 98 °C 30 s; 35 cycles of 98 °C 10 s, 62 °C 20 s, 72 °C 30 s; final extension 72 °C 2 min; hold at 4 °C.
Special instructions: plate arrives unsealed – seal it first on the a4S, 165 °C for 3 s.""",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    # The special instruction overrides 175 °C with 210 °C, above the a4S's 200 °C maximum.
    (
        "workorder1-09",
        """Ticket #: SD-2290
Requester: K. Novak
Project code: STAB-03
Priority: Normal
Sample IDs: STAB03-T0 plate
Due date: 30/08
Cost centre: 1190

Request: Heat seal the stability plate on the a4S, 175 °C for 3 s.
Special instructions: we're using the thick foil (lot FS-2209) this time – run the sealer at 210 °C instead.""",
        "halted",
    ),
    (
        "workorder1-10",
        """Ticket #: CB-10422
Requester: Hana Sato
Project code: TOX-SCREEN-5
Priority: Normal
Sample IDs: TX5-PL01, TX5-PL02
Due date: Mon 14th
Cost centre: 4077

Request: Dosed plates go straight into the Cytomat 2C450 at 37 °C / 5% CO2 for 48 h. After that, add 100 uL CellTiter-Glo to every well with the Hamilton STAR, shake on the BioShake at 500 rpm for 2 min, and read luminescence on the SpectraMax i3x with 0.5 s integration.""",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 > transfer volume_ul=100 @hamilton_star > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    # The mix is on "those same wells", so it carries the 48-well subset too.
    (
        "workorder1-11",
        """Ticket #: 50119
Requester: A. Kowalczyk
Project code: VIAB-2
Priority: Low
Sample IDs: VB2-A to VB2-F
Due date: next week
Cost centre: CC 3321

Request: On the OT-2, add 50 µl resazurin to columns 1–6 of the 96-well plate only (7–12 are blanks, leave them), then mix those same wells 3 times with 40 µl.""",
        "transfer volume_ul=50 wells=48 @opentrons_ot2 > mix volume_ul=40 cycles=3 wells=48 @opentrons_ot2",
    ),
    (
        "workorder1-12",
        """Ticket #: WO-6003
Requester: Dan Whitfield
Project code: PROT-EXP-1
Priority: High
Sample IDs: PE1-384-01
Due date: ASAP
Cost centre: 9021

Description: Spin the 384 plate at 3000 rpm for 5 min before it goes on the reader.""",
        "ask",
    ),
    (
        "workorder1-13",
        """Ticket #: 18844
Requester: Grace Liu
Project code: CELL-HARV
Priority: Normal
Sample IDs: HEK-P12 flasks 1–6
Due date: 11 Nov
Cost centre: 2204

Request: Harvest spin – 50 mL Falcons in the 5810R, 3,000 x g, 20 min, 4 ºC. Six tubes, balanced.""",
        "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "workorder1-14",
        """Ticket #: SD-3310
Requester: R. Iyer
Project code: RNA-ISO-4
Priority: High
Sample IDs: RI4-01 … RI4-12
Due date: 05/02
Cost centre: 6650

Request: Clear the lysates: 1.5 mL tubes on the microcentrifuge at 25,000 × g for 30 min, 4 °C.""",
        "halted",
    ),
    (
        "workorder1-15",
        """Ticket #: LC-0456
Requester: Mei Tanaka
Project code: NGS-LIB-9
Priority: Normal
Sample IDs: LIB9-01 to LIB9-24
Due date: 2024-10-03
Cost centre: 7712

Request: Library QC on the LabChip GX Touch, DNA 1K assay, 24 samples. The plate comes sealed, so peel it first. When the run's done put the plate in the cold store at 4 °C.""",
        "peel > run_assay assay=dna_1k sample_count=24 @labchip_gx_touch_ht > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "workorder1-16",
        """Ticket #: 27730
Requester: B. Osei
Project code: ECOLI-GRW
Priority: Low
Sample IDs: strains EC-101 to EC-196
Due date: Thursday
Cost centre: 1402

Description: Can you measure the OD of the overnight cultures in the 96 flat-bottom plate and send me the numbers?""",
        "ask",
    ),
    (
        "workorder1-17",
        """Ticket #: WO-8861
Requester: Sofia Russo
Project code: BEAD-BIND-2
Priority: Normal
Sample IDs: BB2-01..BB2-96
Due date: 19/09
Cost centre: 3390

Request: Bead binding – shake the plate on the BioShake at 800 rpm, 30 °C, for 2 h.

Update 14:05: sorry, make that 1000 rpm, beads were settling at 800 last time. Everything else the same.""",
        "shake speed_rpm=1000 duration_s=7200 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "workorder1-18",
        """Ticket #: 60021
Requester: P. Lindqvist
Project code: HOMOG-1
Priority: Normal
Sample IDs: HG1-DW-01
Due date: 28 Feb
Cost centre: 5566

Request: Resuspend the pellets – deep-well plate on the BioShake at 3,500 rpm for 5 min.""",
        "halted",
    ),
    (
        "workorder1-19",
        """Ticket #: WO-9132
Requester: Ines Duarte
Project code: CMPD-REF
Priority: Normal
Sample IDs: CR-2024-117
Due date: 22/11
Cost centre: 4410-07

Request: Tecan Fluent: transfer 150 µL from rows A–D of the source plate into the matching wells of the daughter plate. Then seal the daughter plate and store it in the cold store at 4 °C.""",
        "transfer volume_ul=150 wells=48 @tecan_fluent > seal > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "workorder1-20",
        """Ticket #: 33490
Requester: Nadia Hussein
Project code: DNA-QUANT
Priority: Low
Sample IDs: DQ-01 to DQ-16
Due date: 2 weeks
Cost centre: 8120

Request: Quantify the 16 gDNA samples on the Qubit 4 (dsDNA BR kit) and add the results to LIMS.""",
        "ask",
    ),
    (
        "workorder1-21",
        """Ticket #: WO-1207
Requester: G. Papadopoulos
Project code: NORM-8
Priority: Normal
Sample IDs: N8-A1 … N8-H1
Due date: 07/07
Cost centre: 2210

Request: Normalisation on the Opentrons Flex: add 30 µL water to wells A1–H1, then 10 µL of each DNA sample into those same 8 wells. Spin the plate 1 min at 1000 x g afterwards.""",
        "transfer volume_ul=30 wells=8 @opentrons_flex > transfer volume_ul=10 wells=8 @opentrons_flex > spin rcf_g=1000 duration_s=60",
    ),
    (
        "workorder1-22",
        """Ticket #: SD-4471
Requester: F. Adeyemi
Project code: PEPT-QC
Priority: Normal
Sample IDs: PQ-11 to PQ-22
Due date: 15/04
Cost centre: 6110

Description: Read absorbance at 200 nm (peptide bond) on the SpectraMax, UV-transparent plate.""",
        "halted",
    ),
    (
        "workorder1-23",
        """Ticket #: 71002
Requester: Oliver Grant
Project code: REP-GFP
Priority: Normal
Sample IDs: plate barcode BC-55012
Due date: 13:00 today
Cost centre: 3005

Request: Pull BC-55012 out of the plate hotel, read fluorescence (ex 485 / em 535), then put it back in the hotel.""",
        "retrieve @cytomat_24 > read_fluorescence excitation_nm=485 emission_nm=535 > store @cytomat_24",
    ),
    (
        "workorder1-24",
        """Ticket #: WO-3318
Requester: Y. Abebe
Project code: ORG-DIFF
Priority: Normal
Sample IDs: OD-PL-07
Due date: 10/10
Cost centre: 1777

Request: Spin the organoid plate at 6000 x g for 2 min to settle everything.

Update 10:40: typo above, it should be 600 x g — 6000 would wreck them.""",
        "spin rcf_g=600 duration_s=120",
    ),
    (
        "workorder1-25",
        """Ticket #: BC-2031
Requester: Lucas Martin
Project code: SPRI-CLN
Priority: Normal
Sample IDs: SC-01 to SC-96
Due date: 3 June
Cost centre: 4501

Request: On the Biomek i5, park the bead plate on the magnet for 5 min, then transfer 45 µL of the cleared supernatant to a new plate.""",
        "magnetic_separation duration_s=300 @biomek_i5 > transfer volume_ul=45 @biomek_i5",
    ),
    (
        "workorder1-26",
        """Ticket #: 48810
Requester: E. Kaya
Project code: NANOLUC-3
Priority: Low
Sample IDs: NL3-01
Due date: 12/12
Cost centre: 7020

Description: Signal is very weak. Read luminescence on the i3x with a 90 s integration per well.""",
        "halted",
    ),
    # The PF400 hand-off is requested explicitly, so move_plate is a step (destination left out).
    (
        "workorder1-27",
        """Ticket #: WO-5024
Requester: Dr. Ruth Ncube
Project code: MIC-14
Priority: Normal
Sample IDs: MIC14-P1
Due date: Wed
Cost centre: 3380

Request: When the Hamilton run finishes, have the PF400 take the plate to the Cytomat 2C450: 37 °C, 5 % CO2, overnight (16 h). After that, read OD600 on the SpectraMax.""",
        "move_plate @precise_pf400 > incubate temperature_c=37 duration_s=57600 co2_percent=5 @cytomat_2c450 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "workorder1-28",
        """Ticket #: 19953
Requester: intern (M. Holt)
Project code: TEACH-1
Priority: Low
Sample IDs: —
Due date: —
Cost centre: 0000

Request: spin the plate at speed 5 for 3 minutes like on the old benchtop one""",
        "ask",
    ),
    (
        "workorder1-29",
        """Ticket #: WO-2718
Requester: Isabel Moreau
Project code: CLAR-6
Priority: Normal
Sample IDs: CL6-01..CL6-40
Due date: 01/03
Cost centre: 6620

Request: Clarify the lysate plate on the HiG4: 2,500 x g for 10 min.""",
        "spin rcf_g=2500 duration_s=600 @bionex_hig4",
    ),
    (
        "workorder1-30",
        """Ticket #: SD-5150
Requester: Kwame Mensah
Project code: PCR-CLN
Priority: Normal
Sample IDs: PC-1 to PC-96
Due date: 16/08
Cost centre: 2905

Request: Take the seal off on the XPeel and transfer 20 uL from each well into the sequencing plate on the Flex. Before peeling, give it a quick spin on the VSpin, 300 g for 30 sec.""",
        "spin rcf_g=300 duration_s=30 @agilent_vspin > peel @azenta_xpeel > transfer volume_ul=20 @opentrons_flex",
    ),
    (
        "workorder1-31",
        """Ticket #: 62274
Requester: H. Berg
Project code: ACID-STRESS
Priority: Normal
Sample IDs: AS-01 .. AS-12
Due date: 20 Jan
Cost centre: 5010

Request: Incubate the cells in the Cytomat 2C450 at 37 °C with 25% CO2 for 24 h.""",
        "halted",
    ),
    (
        "workorder1-32",
        """Ticket #: WO-4409
Requester: Aaron Fischer
Project code: LOWCOPY-2
Priority: High
Sample IDs: LC2-001 to LC2-048
Due date: 04/04
Cost centre: 1208

Request: Sealed plate on the ODTC: 95 °C 2 min, then 120 cycles of 95 °C 15 s, 55 °C 30 s, 72 °C 30 s, final 72 °C 5 min, hold 4 °C.""",
        "halted",
    ),
    (
        "workorder1-33",
        """Ticket #: 80117
Requester: Siobhan Kelly
Project code: EXPR-SCR
Priority: Normal
Sample IDs: ES-DW-01, ES-DW-02
Due date: 25/05
Cost centre: 4450

Request: Fill the 96 deep-well plates with 1 mL of TB per well on the Fluent, then grow on the BioShake at 30 °C and 250 rpm for 18 hr. Pellet afterwards at 2,000 x g for 10 min.""",
        "transfer volume_ul=1000 @tecan_fluent > shake speed_rpm=250 duration_s=64800 temperature_c=30 @qinstruments_bioshake_3000t_elm > spin rcf_g=2000 duration_s=600",
    ),
    (
        "workorder1-34",
        """Ticket #: WO-7209
Requester: Julia Hoffmann
Project code: HIT-PICK-3
Priority: Normal
Sample IDs: 37 hits, list attached (HP3_hits.xlsx)
Due date: 09/09
Cost centre: 7300

Description: Cherry-pick the hits from the library plates into a fresh 96-well plate on the Hamilton STAR.""",
        "ask",
    ),
    (
        "workorder1-35",
        """Ticket #: 14432
Requester: Ahmed Saleh
Project code: BCA-LOT
Priority: Normal
Sample IDs: BCA-Std-L0315
Due date: 18/03
Cost centre: 6007

Request: Get the BCA plate out of the cold store (2C425), remove the seal, and read absorbance at 562 nm.""",
        "retrieve @cytomat_2c425 > peel > read_absorbance wavelength_nm=562",
    ),
    # "Mix on the BioShake" is a shake step, not a pipette mix.
    (
        "workorder1-36",
        """Ticket #: WO-6640
Requester: Chloe Dubois
Project code: PROT-CONC
Priority: Normal
Sample IDs: PC-S01 – PC-S40 + standards
Due date: 29 Oct
Cost centre: 3115

Request: Biomek i7: add 200 µL BCA working reagent to every well. Mix on the BioShake for 30 s at 600 rpm, incubate at 37 °C for 30 min, then read absorbance at 562 nm.""",
        "transfer volume_ul=200 @biomek_i7_hybrid > shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    # 8,000 uL per transfer is above the 5,000 uL maximum of every liquid handler.
    (
        "workorder1-37",
        """Ticket #: 90015
Requester: Paulo Costa
Project code: SCALEUP-4
Priority: Normal
Sample IDs: SU4-24DW
Due date: 02/02
Cost centre: 2280

Request: Dispense 8 mL of LB into each well of the 24 deep-well plate on the Fluent.""",
        "halted",
    ),
    (
        "workorder1-38",
        """Ticket #: SD-1949
Requester: W. Zhang
Project code: PCR-STRIP
Priority: Low
Sample IDs: strips S1–S4
Due date: —
Cost centre: 9912

Request: Quick spin of the PCR strips in the 5424R: 2,000 rcf, 30 s.""",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r",
    ),
    (
        "workorder1-39",
        """Ticket #: WO-2650
Requester: Marta Nowak
Project code: CHROM-IP
Priority: High
Sample IDs: ChIP-01 to ChIP-08
Due date: 11/06
Cost centre: 5505

Request: Sonicate the chromatin samples (10 cycles, 30 s on / 30 s off), then spin 15,000 x g 10 min at 4 °C.""",
        "ask",
    ),
    (
        "workorder1-40",
        """Ticket #: 36610
Requester: Rahul Menon
Project code: GENO-TYP
Priority: Normal
Sample IDs: GT-384-05
Due date: 14/01
Cost centre: 4219

Request: TaqMan run on the CFX384: 95 °C 2 min, 45 cycles of 95 °C 15 s / 58 °C 20 s / 72 °C 20 s. Before it goes on, seal it on the a4S with optical film (160 °C, 2 sec) and spin 1 min at 1000 g.""",
        "seal temperature_c=160 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    (
        "workorder1-41",
        """Ticket #: WO-3872
Requester: Elena Petrova
Project code: NIR-DYE
Priority: Normal
Sample IDs: ND-01
Due date: 06/05
Cost centre: 8808

Request: NIR dye plate – read fluorescence ex 780 nm / em 900 nm on the SpectraMax.""",
        "halted",
    ),
    (
        "workorder1-42",
        """Ticket #: 21148
Requester: Ben Carter
Project code: BIOBANK-2
Priority: Low
Sample IDs: BB2-P01 to BB2-P06
Due date: pickup Monday 09:00
Cost centre: 1150
Approved by: K. Tan (PI), 03/06

Request: Please keep these sealed plates in the Cytomat 2C425 at 4 °C until they're collected.""",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "workorder1-43",
        """Ticket #: SD-6620
Requester: Lina Haddad
Project code: ELISA-IL6
Priority: Normal
Sample IDs: IL6-01 to IL6-40
Due date: 27/06
Cost centre: 3378

Request: Add 2 drops of stop solution to each well on the Hamilton, then read at 450 nm.""",
        "ask",
    ),
    (
        "workorder1-44",
        """Ticket #: WO-8890
Requester: Victor Ramos
Project code: DRC-12
Priority: High
Sample IDs: DRC12-CP01
Due date: 31/07
Cost centre: 6603

Request: Echo-style transfer: 50 nL of each compound from the source plate into the 384 assay plate.""",
        "ask",
    ),
    (
        "workorder1-45",
        """Ticket #: 55031
Requester: Noor Aziz
Project code: ENZ-INACT
Priority: Normal
Sample IDs: EI-PCR-01
Due date: 12/08
Cost centre: 2016

Request: On the ODTC, 65 °C for 20 min, then 80 °C for 10 min to kill the enzyme. Afterwards store in the cold store at 4 °C.""",
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc > incubate temperature_c=80 duration_s=600 @inheco_odtc > store temperature_c=4 @cytomat_2c425",
    ),
    # Room temperature incubation: an incubate step with no temperature key.
    (
        "workorder1-46",
        """Ticket #: WO-1033
Requester: Sven Olsen
Project code: AB-DETECT
Priority: Normal
Sample IDs: AD-01..AD-96
Due date: 19/02
Cost centre: 7401

Request: Biomek i5 adds 100 µL detection antibody to all wells; incubate 1 h at room temperature in the dark; read fluorescence on the SpectraMax, ex 544 / em 590.""",
        "transfer volume_ul=100 @biomek_i5 > incubate duration_s=3600 > read_fluorescence excitation_nm=544 emission_nm=590 @spectramax_i3x",
    ),
    (
        "workorder1-47",
        """Ticket #: 40402
Requester: Hugo Lambert
Project code: MIX-TEST
Priority: Low
Sample IDs: row A only
Due date: —
Cost centre: 2901

Request: On the STAR, mix wells A1–A12 ten times with 100 µL each.""",
        "mix volume_ul=100 cycles=10 wells=12 @hamilton_star",
    ),
    (
        "workorder1-48",
        """Ticket #: SD-7781
Requester: kim
Project code: RFP-3
Priority: normal
Sample IDs: rfp plate 3
Due date: tmrw
Cost centre: 4470

Request: centrifgue plate 1500xg 5mins then read flourescence ex 560 em 590 pls""",
        "spin rcf_g=1500 duration_s=300 > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    # Read mentioned first but runs last; numbers as words ("four hundred and five" = 405).
    (
        "workorder1-49",
        """Ticket #: WO-2184
Requester: Margaret O'Brien (dictated)
Project code: PNPP-2
Priority: Normal
Sample IDs: PN2-01 to PN2-24
Due date: Friday
Cost centre: 5230

Request: Read the plate's absorbance at four hundred and five nanometres — but only after it's been incubated at thirty-seven degrees for two hours and then spun at five hundred g for one minute.""",
        "incubate temperature_c=37 duration_s=7200 > spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=405",
    ),
    (
        "workorder1-50",
        """Ticket #: 67345
Requester: Dr. Ivan Petrov
Project code: MM-SETUP
Priority: Normal
Sample IDs: MS-P1
Due date: 03/12
Cost centre: 1844

Request: Chill the PCR plate on the Biomek i5 thermal position at 4 °C for 10 min, then add 25 µL master mix to each well on the i5.""",
        "incubate temperature_c=4 duration_s=600 @biomek_i5 > transfer volume_ul=25 @biomek_i5",
    ),
    # 105 °C is above every incubate-capable instrument (ODTC 99, CFX384/Biomek 100, Cytomat 50).
    (
        "workorder1-51",
        """Ticket #: WO-9901
Requester: Farah Iqbal
Project code: PROT-DENAT
Priority: Normal
Sample IDs: PD-01
Due date: 08/08
Cost centre: 3312

Request: Hold the sealed plate at 105 °C for 15 min on the ODTC to fully denature.""",
        "halted",
    ),
    (
        "workorder1-52",
        """Ticket #: 11876
Requester: Tariq Jamil
Project code: ENZ-KIN
Priority: Normal
Sample IDs: EK-01..EK-32
Due date: 17/10
Cost centre: 6690

Request: Pre-warm and mix: BioShake, 1,500 rpm, 37 deg, 45 min.""",
        "shake speed_rpm=1500 duration_s=2700 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    # Special instructions replace the named instrument (OT-2 -> Flex).
    (
        "workorder1-53",
        """Ticket #: WO-4120
Requester: Amara Eze
Project code: SUBCLONE-5
Priority: Normal
Sample IDs: SC5-01 to SC5-24
Due date: 26/04
Cost centre: 2115

Request: Transfer 75 µL of each culture into the assay plate on the OT-2.
Special instructions: the OT-2 is down for maintenance this week, please run it on the Opentrons Flex instead.""",
        "transfer volume_ul=75 @opentrons_flex",
    ),
    # "all 96 samples" states the sample count.
    (
        "workorder1-54",
        """Ticket #: 38900
Requester: Dr. Laura Bianchi
Project code: AB-PURITY
Priority: High
Sample IDs: AbP-001 to AbP-096
Due date: 05/11
Cost centre: 7788

Request: Run the HT Protein Express assay on the LabChip for all 96 samples. Peel the plate first (it's sealed). Put it in the plate hotel when done.""",
        "peel > run_assay assay=protein_express sample_count=96 @labchip_gx_touch_ht > store @cytomat_24",
    ),
    (
        "workorder1-55",
        """Ticket #: SD-8020
Requester: Zoe Adams
Project code: HYB-2
Priority: Normal
Sample IDs: HY2-P1
Due date: 23/01
Cost centre: 4016

Request: Incubate 1.5 hr at 42 C for the hybridisation, then spin down 1 min at 800 x g.""",
        "incubate temperature_c=42 duration_s=5400 > spin rcf_g=800 duration_s=60",
    ),
    # Explicit arm hand-off then storage: move_plate (destination left out) > store.
    (
        "workorder1-56",
        """Ticket #: WO-6288
Requester: Daniel Kim
Project code: EXTR-FIN
Priority: Low
Sample IDs: EF-ELU-03
Due date: —
Cost centre: 5009

Request: Once the extraction has finished, get the PF400 to move the elution plate over to the plate hotel and store it there.""",
        "move_plate @precise_pf400 > store @cytomat_24",
    ),
    (
        "workorder1-57",
        """Ticket #: 72019
Requester: Felix Wagner
Project code: FLU-KIN-1
Priority: Normal
Sample IDs: FK1-01 – FK1-32
Due date: 15/03
Cost centre: 3550

Request: Biomek i7: add 50 µL of detection reagent to columns 1–4 (rows A–H) of the 96 plate, shake on the BioShake 1 min at 1,000 rpm, then read fluorescence ex 340 / em 460.

Update 09:12: make the reagent 60 µL please (new lot LT-5521 is more dilute).""",
        "transfer volume_ul=60 wells=32 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=60 @qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    (
        "workorder1-58",
        """Ticket #: SD-9044
Requester: Owen Price
Project code: CELL-WASH
Priority: Normal
Sample IDs: CW-01 to CW-48
Due date: 10/06
Cost centre: 1633

Request: Spin the cell plate at 1000 x g for 5 min.

Update 11:30: hmm, might need 2000 x g actually — checking with Priya, will confirm later today.""",
        "ask",
    ),
    (
        "workorder1-59",
        """Ticket #: WO-3457
Requester: Dr. Emily Shaw
Project code: ORGANOID-7
Priority: Normal
Sample IDs: O7-P01 to O7-P04 (passage 9)
Due date: 12/09
Cost centre: 4402

Request: Aliquot 250 microlitres of differentiation medium into every well using the Hamilton STAR, then into the CO2 incubator (Cytomat) at 37 °C, 5 % CO2 for 72 hours.""",
        "transfer volume_ul=250 @hamilton_star > incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450",
    ),
    (
        "workorder1-60",
        """Ticket #: 26677
Requester: Ravi Shankar
Project code: PLASMID-ARCH
Priority: Low
Sample IDs: PA-2024-031
Due date: n/a
Cost centre: 6009

Request: can someone just seal this plate on the a4S and pop it in the cold store at 4°C, thanks""",
        "seal @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "workorder1-61",
        """Ticket #: WO-5599
Requester: Dr. Helen Brooks
Project code: GENO-96
Priority: High
Sample IDs: G96-001 to G96-096
Due date: 19/05
Cost centre: 8110
Approved by: core manager (S. Patel)

Request: PCR set-up on the Hamilton STAR: 20 µL master mix into every well of a 96 PCR plate, then 5 µL template. Seal on the a4S (165 °C, 3 s), spin on the VSpin at 1000 x g for 1 min, then run on the ODTC: 95 °C 3 min; 30 cycles of 95 °C 30 s, 55 °C 30 s, 72 °C 45 s; 72 °C 5 min; hold 10 °C.""",
        "transfer volume_ul=20 @hamilton_star > transfer volume_ul=5 @hamilton_star > seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin > run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc",
    ),
    # Space as thousands separator ("12 000"); room temperature -> no temperature key.
    (
        "workorder1-62",
        """Ticket #: 13390
Requester: Agnieszka Wiśniewska
Project code: MINIPREP-12
Priority: Normal
Sample IDs: MP12-1 … MP12-12
Due date: 14.02.
Cost centre: 2277

Request: Spin the Eppendorf tubes at 12 000 ×g for 2 min at room temperature on the 5424 R.""",
        "spin rcf_g=12000 duration_s=120 @eppendorf_5424r",
    ),
    (
        "workorder1-63",
        """Ticket #: WO-7450
Requester: James Whitaker
Project code: BLOOD-GDNA
Priority: Normal
Sample IDs: BG-0001 to BG-0096
Due date: 30/06
Cost centre: 3190

Request: Run KingFisher programme DNA_Blood_200 on the prepared plates. Seal the elution plate afterwards and store it in the 2C425 at 4 °C.""",
        "run_program program=DNA_Blood_200 @kingfisher_flex > seal > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "workorder1-64",
        """Ticket #: 44218
Requester: Isla Robertson
Project code: RESUSP-4
Priority: Low
Sample IDs: RS4-PL1
Due date: —
Cost centre: 5801

Request: Flex: mix every well 5x at 150 µL to resuspend before sampling.""",
        "mix volume_ul=150 cycles=5 @opentrons_flex",
    ),
    # The shake names no instrument, so it carries no device.
    (
        "workorder1-65",
        """Ticket #: WO-6172
Requester: Carlos Mendes
Project code: REPORTER-LUC
Priority: Normal
Sample IDs: RL-P01
Due date: 21/08
Cost centre: 4033

Request: Retrieve the plate from the Cytomat 2C450, add 10 µL Bright-Glo per well on the OT-2, shake 1 min at 300 rpm, and read luminescence with 1 s integration.""",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 @opentrons_ot2 > shake speed_rpm=300 duration_s=60 > read_luminescence integration_s=1",
    ),
    # First two columns of a 384-well plate = 2 x 16 = 32 wells.
    (
        "workorder1-66",
        """Ticket #: 59034
Requester: Dr. Noah Levi
Project code: HTS-KIN-22
Priority: High
Sample IDs: compound plate CP-0042, assay plates AP-0042-1/2
Due date: 02/10
Cost centre: 7115

Request: Retrieve compound plate CP-0042 from the 2C425, de-seal it on the XPeel, and have the Fluent stamp 5 µL into the first two columns of the 384-well assay plate.""",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=5 wells=32 @tecan_fluent",
    ),
    (
        "workorder1-67",
        """Ticket #: SD-2403
Requester: Fatima Zahra
Project code: PBMC-ISO
Priority: Normal
Sample IDs: donors D-17, D-18, D-19
Due date: 16/07
Cost centre: 9006

Request: 15 mL conicals in the 5810R — 1,200 x g, 5 min, 20 C.""",
        "spin rcf_g=1200 duration_s=300 temperature_c=20 @eppendorf_5810r",
    ),
    (
        "workorder1-68",
        """Ticket #: 30558
Requester: Mia Hansen
Project code: ATP-ASSAY
Priority: Normal
Sample IDs: ATP-B3
Due date: 24/04
Cost centre: 1922

Request: Take plate ATP-B3 out of the Cytomat 24 and read luminescence on the i3x — default integration is fine.""",
        "retrieve @cytomat_24 > read_luminescence @spectramax_i3x",
    ),
    (
        "workorder1-69",
        """Ticket #: WO-8305
Requester: Leah Goldberg
Project code: NGS-CLEAN
Priority: Normal
Sample IDs: NC-01 to NC-96
Due date: 13/11
Cost centre: 6240

Request: On the Biomek i7: 2 min on the magnet, remove 100 µL supernatant, then add 150 µL of 80% ethanol.""",
        "magnetic_separation duration_s=120 @biomek_i7_hybrid > transfer volume_ul=100 @biomek_i7_hybrid > transfer volume_ul=150 @biomek_i7_hybrid",
    ),
    (
        "workorder1-70",
        """Ticket #: 47281
Requester: Sam Whitmore
Project code: COVID-WW-3
Priority: High
Sample IDs: WW3-001 to WW3-380
Due date: 08/01 17:00
Cost centre: 8003

Request: Fluent adds 2.5 μl template to each well of the 384 PCR plate. Before it goes on the CFX384, seal it and spin 1 min at 1000 g. Cycling: 95 °C 30 s, then 40 × (95 °C 5 s, 60 °C 30 s).""",
        "transfer volume_ul=2.5 @tecan_fluent > seal > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=30 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
]
