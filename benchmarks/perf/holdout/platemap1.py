"""Hold-out batch "platemap1": requests built around a pasted plate map or sample sheet.

Style: the scientist pastes (or types out) a layout first -- an 8x12 grid of sample
names, range notes such as 'A1-H6: samples, A7-H12: empty', standards/blank columns,
CSV sample lists, tube-rack lists, 384-well blocks -- and then says what to do to which
wells.  Well selections and counts must be derived from the map (grid cells, rectangle
ranges like A1-H6 = rows A-H x cols 1-6, 'inner 60', 'perimeter', odd columns, CSV rows,
sample-ID runs), so `wells=N` is the number of wells the step touches when that is a
subset of the plate, and LabChip `sample_count` is the number of sample wells.

Traps: layout numbers that are not settings (standard concentrations, dilution series,
dose ranges, OD at harvest, cells per well, bp sizes, ng/uL, lot/plate barcodes, -80
freezer mentions, inhibition %); later steps mentioned first; corrected values; unit
spellings (uL/µL/μl/microlitres, C/°C/deg/ºC, xg/x g/×g/g, sec/min/hr/h, words);
aliases for devices ('heater-shaker', 'plate fridge', 'hotel', 'CO2 incubator').
Expected strings follow the brief's grammar: only stated values, @device only when the
text names the instrument, steps in run order.
"""

NAME = "platemap1"

CASES: list[tuple[str, str, str]] = [
    (
        "platemap1-01",
        """ELISA plate, 96 flat. Map:
   1    2    3   4   5   6   7   8   9  10  11  12
A Std1 Std1 S01 S01 S09 S09 S17 S17 -   -   -   -
B Std2 Std2 S02 S02 S10 S10 S18 S18 -   -   -   -
C Std3 Std3 S03 S03 S11 S11 S19 S19 -   -   -   -
D Std4 Std4 S04 S04 S12 S12 S20 S20 -   -   -   -
E Std5 Std5 S05 S05 S13 S13 S21 S21 -   -   -   -
F Std6 Std6 S06 S06 S14 S14 S22 S22 -   -   -   -
G Std7 Std7 S07 S07 S15 S15 S23 S23 -   -   -   -
H Blk  Blk  S08 S08 S16 S16 S24 S24 -   -   -   -
Std1-7 = 1000/500/250/125/62.5/31.3/15.6 pg/mL.
Add 100 uL TMB to every well that's used, 15 min at room temp in the dark, then read at 450 nm.""",
        "transfer volume_ul=100 wells=64 > incubate duration_s=900 > read_absorbance wavelength_nm=450",
    ),
    (
        "platemap1-02",
        """Sample sheet for today (96 PCR plate):
A1-H6: cell pellets, ~2e5 cells each
A7-H12: empty
Hamilton: 50 µL lysis buffer into the pellet wells. Then BioShake 600 rpm for 5 min, then a 1 min spin at 500 xg in the VSpin.""",
        "transfer volume_ul=50 wells=48 @hamilton_star > shake speed_rpm=600 duration_s=300 @qinstruments_bioshake_3000t_elm > spin rcf_g=500 duration_s=60 @agilent_vspin",
    ),
    (
        "platemap1-03",
        """well,sample_id,conc_ng_per_ul
A1,PT-0451,32.1
B1,PT-0452,18.7
C1,PT-0453,25.0
D1,PT-0454,40.2
E1,PT-0455,11.9
F1,PT-0456,27.3
G1,PT-0457,35.8
H1,PT-0458,22.4
A2,PT-0459,19.6
B2,PT-0460,30.0
C2,PT-0461,14.2
D2,PT-0462,28.8
^ that's the whole sheet. Stamp 5 ul of each listed sample into the same wells of a fresh PCR plate, then heat seal on the a4S at 165C for 3 sec.""",
        "transfer volume_ul=5 wells=12 > seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    # ask: no vortexer in the lab
    (
        "platemap1-04",
        """Plate map, 96 deep-well:
cols 1-3 = bacterial pellets (strains KO-1..KO-24)
cols 4-12 = empty
Add 300 µL resuspension buffer to the pellets, vortex the plate 30 s, then spin 1 min 1000 x g.""",
        "ask",
    ),
    # halted: 25,000 x g is above every plate centrifuge (5810R max 20,133 x g)
    (
        "platemap1-05",
        """Layout - 96 deep-well, lysate clearing
rows A-D: lysates, induced (0.5 mM IPTG)
rows E-H: lysates, uninduced
Spin the whole plate 25,000 x g for 20 min at 4 °C, then take 400 µL of supernatant from every well into a new block.""",
        "halted",
    ),
    # the 60 °C step is stated as the anneal of a two-step protocol
    (
        "platemap1-06",
        """384-well qPCR layout (384 PCR plate):
rows A-H, cols 1-24: cDNA, 3 technical reps per sample (64 samples)
rows I-J, cols 1-24: NTC
rows K-P: empty
Fluent: 5 µl 2x SYBR mix into every occupied well. Seal it, spin 1000 g 1 min, then onto the CFX384: 95 °C 3 min, 40 cycles of 95 °C 10 s and anneal 60 °C 30 s.""",
        "transfer volume_ul=5 wells=240 @tecan_fluent > seal > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "platemap1-07",
        """Tube list (1.5 mL tubes, rack positions 1-24):
1-8   mouse liver, WT
9-16  mouse liver, KO
17-24 mouse liver, het
Spin all 24 in the 5424R, 12,000 x g, 2 min, 4 C. Then move 200 µL supernatant from each tube into columns 1-3 of a 96 deep-well.""",
        "spin rcf_g=12000 duration_s=120 temperature_c=4 @eppendorf_5424r > transfer volume_ul=200 wells=24",
    ),
    (
        "platemap1-08",
        """Extraction plate (96 deep-well):
cols 1-11: swab samples SW-001 to SW-088
col 12: A12-D12 extraction pos ctrl, E12-H12 neg ctrl
Run MagMAX_Viral_Pathogen on the KingFisher. Afterwards the OT-2 should take 5 uL of eluate from the swab samples only into a PCR plate.""",
        "run_program program=MagMAX_Viral_Pathogen @kingfisher_flex > transfer volume_ul=5 wells=88 @opentrons_ot2",
    ),
    (
        "platemap1-09",
        """Library QC
Plate: 96 PCR, libraries L01-L32 in A1-H4 (column-wise), A5-H12 empty.
Quick spin first (1 min, 1000 × g), then run the DNA High Sensitivity assay on the LabChip GX Touch for those libraries.""",
        "spin rcf_g=1000 duration_s=60 > run_assay assay=dna_high_sensitivity sample_count=32 @labchip_gx_touch_ht",
    ),
    # ask: OD reading with no wavelength
    (
        "platemap1-10",
        """Growth curve plate, 96 flat
col 1: LB blank
cols 2-12: strains BW1-BW11, rows A-H = 8 replicates each
Shake 800 rpm for 30 min and then take an OD reading of the whole plate.""",
        "ask",
    ),
    (
        "platemap1-11",
        """Dose-response plate (96 flat, HeLa seeded 5,000/well yesterday):
B2-G11 = cells; all outer wells = PBS only
cols 2-11 dose: 10 µM, 3 µM, 1 µM, 300 nM, 100 nM, 30 nM, 10 nM, 3 nM, 1 nM, 0 (DMSO)
Add 10 µL of the compound dilutions to the cell wells, then back in the CO2 incubator, 37 °C, 5% CO2, 48 h.""",
        "transfer volume_ul=10 wells=60 > incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    # halted: sealer maximum is 200 °C
    (
        "platemap1-12",
        """Plate map (96 PCR, finished cycling):
rows A-G: patient DNA P001-P084
row H: NTC x6, positive x6
Heat-seal it at 210 °C for 2 s so it can go in the freezer.""",
        "halted",
    ),
    (
        "platemap1-13",
        """CTG viability, 96 white plate
rows A-F: compounds C1-C6, 12-pt dose across the row, top 20 µM
row G: DMSO 0.1%
row H: media only (background)
Add 50 µL CellTiter-Glo to all 96 wells, shake 2 min at 500 rpm, leave 10 min at RT, then read luminescence, 1 s integration.""",
        "transfer volume_ul=50 > shake speed_rpm=500 duration_s=120 > incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "platemap1-14",
        """Map:
A1-H3: fluorescein standards, 10 µM down to 0 (1:2)
A4-H9: samples
A10-H12: empty
Dispense 20 µl assay reagent into standards + samples, then read fluorescence ex 485 / em 535 on the SpectraMax.""",
        "transfer volume_ul=20 wells=72 > read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "platemap1-15",
        """BCA plate
col 1-2: BSA standards 2000, 1500, 1000, 750, 500, 250, 125, 0 µg/mL (duplicates)
col 3-8: lysates, duplicates
col 9-12: nothing
200 µL working reagent into cols 1-8, 37 °C for 30 min, read A562, then park it in the cold store at 4 °C.""",
        "transfer volume_ul=200 wells=64 > incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562 > store temperature_c=4 @cytomat_2c425",
    ),
    # ask: centrifuge speed only in rpm
    (
        "platemap1-16",
        """Sample layout (96 PCR):
A1-H4 DNA from FFPE blocks, A5-H12 empty
add 10 ul of end-repair mix to the DNA wells, then centrifuge at 3000 rpm for 1 min.""",
        "ask",
    ),
    (
        "platemap1-17",
        """PCR map (96 PCR plate):
cols 1-6: amplicon samples
col 7: NTC
col 8: positive control
cols 9-12: empty
Opentrons Flex: 15 µL master mix into cols 1-8. Seal, then ODTC: 98 °C 30 s; 30 cycles of 98 °C 10 s, 62 °C 20 s, 72 °C 30 s; final 72 °C 5 min; hold 4 °C.""",
        "transfer volume_ul=15 wells=64 @opentrons_flex > seal > run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    # halted: 220 nm is below the reader's 230 nm absorbance minimum
    (
        "platemap1-18",
        """Peptide quant plate, UV-transparent 96:
cols 1-2 standards (BSA 0-1 mg/mL), cols 3-10 fractions F1-F64, cols 11-12 buffer blank
Read absorbance at 220 nm (peptide bond).""",
        "halted",
    ),
    (
        "platemap1-19",
        """96 deep-well, overnight cultures:
A1-H10: clones 1-80
A11-H12: media blanks
Spin the block in the HiG4 at 3,000 ×g for 10 min, then the Biomek i7 transfers 800 µL of supernatant from the clone wells into a fresh block.""",
        "spin rcf_g=3000 duration_s=600 @bionex_hig4 > transfer volume_ul=800 wells=80 @biomek_i7_hybrid",
    ),
    # ask: PCR cycling temperatures (annealing) not given
    (
        "platemap1-20",
        """Colony PCR, 96 PCR plate:
A1-G12: colonies 1-84 picked from plate 3
row H: controls
Add 10 µL of PCR mix to every well, then run our usual colony PCR on the ODTC, 30 cycles.""",
        "ask",
    ),
    (
        "platemap1-21",
        """Four deep-well blocks, identical layout:
A1-H12: E. coli expression cultures, OD600 ~2.5 at harvest
Pellet them: 5810R, 3,000 x g, 15 min, 4 deg C.""",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "platemap1-22",
        """Frozen serum plate (96 flat, sealed):
   1   2   3   4   5   6   7-12
A  S1  S9  S17 S25 S33 S41 -
B  S2  S10 S18 S26 S34 S42 -
C  S3  S11 S19 S27 S35 S43 -
D  S4  S12 S20 S28 S36 S44 -
E  S5  S13 S21 S29 S37 -   -
F  S6  S14 S22 S30 S38 -   -
G  S7  S15 S23 S31 S39 -   -
H  S8  S16 S24 S32 S40 -   -
Serum is pre-diluted 1:10.
Take the seal off with the XPeel, add 10 µL of diluent to every serum well, then shake 1 min at 1000 rpm.""",
        "peel @azenta_xpeel > transfer volume_ul=10 wells=44 > shake speed_rpm=1000 duration_s=60",
    ),
    (
        "platemap1-23",
        """Plate P-20931 (96 flat culture plate), all 96 wells inoculated: MG1655 ten-fold dilutions 1e-1 to 1e-8 down the rows, 12 replicates across.
Pull it out of the Cytomat 24, have the PF400 put it on the SpectraMax, read OD600.""",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "platemap1-24",
        """Map for normalisation plate (96 PCR):
cols 1-4: gDNA diluted to 5 ng/µL, 100 µL each (32 samples)
cols 5-12: empty
On the Biomek i7, mix the diluted samples 10x at 50 uL each.""",
        "mix volume_ul=50 cycles=10 wells=32 @biomek_i7_hybrid",
    ),
    (
        "platemap1-25",
        """Bead cleanup, 96 PCR plate:
cols 1-6 = PCR products (50 µL each)
cols 7-12 = empty
Biomek i5: add 90 µL SPRI beads (1.8x) to the product wells, mix 10 times at 100 µL, then magnetic separation for 5 min.""",
        "transfer volume_ul=90 wells=48 @biomek_i5 > mix volume_ul=100 cycles=10 wells=48 @biomek_i5 > magnetic_separation duration_s=300 @biomek_i5",
    ),
    # halted: BioShake maximum is 3000 rpm
    (
        "platemap1-26",
        """Solubility screen, 96 deep-well:
A1-H12: formulations F001-F096 (5-50 mg/mL API)
Shake on the BioShake at 3500 rpm for 1 h at 25 °C.""",
        "halted",
    ),
    # ask: wavelength left unsettled
    (
        "platemap1-27",
        """pNPP phosphatase plate (96 flat):
cols 1-2: p-nitrophenol standards 0-200 µM
cols 3-12: samples
Add 50 µL pNPP substrate to all wells, 30 min at 37 °C, then read at 405 or 410 nm?""",
        "ask",
    ),
    (
        "platemap1-28",
        """Cell plate (96 flat), C = cells, M = medium only:
   1 2 3 4 5 6 7 8 9 10 11 12
A  M M M M M M M M M M  M  M
B  M C C C C C C C C C  C  M
C  M C C C C C C C C C  C  M
D  M C C C C C C C C C  C  M
E  M C C C C C C C C C  C  M
F  M C C C C C C C C C  C  M
G  M C C C C C C C C C  C  M
H  M M M M M M M M M M  M  M
Read fluorescence (ex 530 / em 590) after 1 h at 37 ºC, which comes after adding 20 µL resazurin to the C wells.""",
        "transfer volume_ul=20 wells=60 > incubate temperature_c=37 duration_s=3600 > read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    # halted: Cytomat 2C450 CO2 maximum is 20 %
    (
        "platemap1-29",
        """Layout (96 flat): cols 1-6 A549, cols 7-12 H1299, 10k cells/well.
Put it in the CO2 incubator at 37 °C with 25% CO2 for 24 h.""",
        "halted",
    ),
    # corrected value: 2000 x g is withdrawn, 1000 x g stands
    (
        "platemap1-30",
        """ELISA sample prep plate (96 PCR)
A1-H6: plasma, 1:4
A7-H12: plasma, 1:16
Spin in the VSpin at 2000 x g, sorry, 1000 x g, for 2 min.""",
        "spin rcf_g=1000 duration_s=120 @agilent_vspin",
    ),
    # ask: the lab has no flow cytometer
    (
        "platemap1-31",
        """Staining plate (96 U-bottom):
A1-H10: PBMC stained, donors 1-10 by column
A11-H12: FMO / unstained controls
Add 100 µL FACS buffer to all wells, then acquire the whole plate on the Attune NxT.""",
        "ask",
    ),
    (
        "platemap1-32",
        """Coating plate, 96 MaxiSorp - layout:
col 1: top standard only (30 µg/mL)
cols 2-11: the 1:3 series, I'll pipette that by hand afterwards
col 12: blank
Fluent please: 150 µL blocking buffer into columns 2 to 12, seal, then put it in the plate hotel.""",
        "transfer volume_ul=150 wells=88 @tecan_fluent > seal > store @cytomat_24",
    ),
    # halted: luminescence integration maximum is 60 s
    (
        "platemap1-33",
        """Luciferase reporter, 96 white:
A1-H4 construct pGL4-A (n=32), A5-H8 pGL4-B, A9-H12 empty vector
Signal is weak, so read luminescence with a 90 s integration per well.""",
        "halted",
    ),
    # the -80 mention is history, not a store step
    (
        "platemap1-34",
        """RNA QC plate (96 PCR) just came out of the -80, sealed. Map:
rows A-C, cols 1-12: total RNA, tissue bank IDs TB-1101 to TB-1136
rows D-H: empty
Peel it on the XPeel and run the standard RNA assay (not pico) on the LabChip for the RNA wells.""",
        "peel @azenta_xpeel > run_assay assay=rna sample_count=36 @labchip_gx_touch_ht",
    ),
    # ask: nL acoustic-style transfer
    (
        "platemap1-35",
        """Source: 384 LDV plate
cols 1-22: compounds, 10 mM in DMSO
cols 23-24: DMSO only
Shoot 25 nL of each into the matching wells of the 384 assay plate.""",
        "ask",
    ),
    (
        "platemap1-36",
        """Hit list from screen 7 (source plate SP-0007, 384):
well,compound,inhibition_pct
C05,CPD-10392,91
D17,CPD-11877,88
F02,CPD-10024,85
H21,CPD-12550,83
J09,CPD-10873,80
K14,CPD-11342,78
M03,CPD-12011,77
N22,CPD-10660,75
O08,CPD-11995,74
P19,CPD-12703,71
Cherry-pick 20 µL of each hit into a fresh 96 on the Hamilton.""",
        "transfer volume_ul=20 wells=10 @hamilton_star",
    ),
    (
        "platemap1-37",
        """Library prep layout (96 PCR):
A1-H3: sheared gDNA, 24 samples, 50 ng in 50 µL each
everything else empty
OT-2: add 7 µL end-prep mix to the DNA wells and mix 5 times at 20 µL. Then on the ODTC: 20 °C for 30 min, then 65 °C for 30 min.""",
        "transfer volume_ul=7 wells=24 @opentrons_ot2 > mix volume_ul=20 cycles=5 wells=24 @opentrons_ot2 > incubate temperature_c=20 duration_s=1800 @inheco_odtc > incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    # halted: cold store range is 4-25 °C; no other store takes a temperature
    (
        "platemap1-38",
        """Aliquot plate, 96 PCR, sealed:
A1-H12: serum aliquots SR-2201 to SR-2296
Put it in the cold store at -20 °C until Monday.""",
        "halted",
    ),
    # ask: "speed 5" is not a shaker speed
    (
        "platemap1-39",
        """Map (96 PCR): rows A-H cols 1-6 lysate + beads; rest empty.
Shake the plate at speed 5 for 10 min, then magnetic separation 2 min.""",
        "ask",
    ),
    (
        "platemap1-40",
        """384 white plate map:
rows A-P, cols 1-12: transfected HEK (192 wells)
rows A-P, cols 13-24: empty
Using the Fluent add 25 uL Nano-Glo to the transfected wells, incubate 5 min at room temp, then read luminescence at 0.5 s integration.""",
        "transfer volume_ul=25 wells=192 @tecan_fluent > incubate duration_s=300 > read_luminescence integration_s=0.5",
    ),
    (
        "platemap1-41",
        """24 deep-well block, all 24 wells (A1-D6) = yeast strains Y1-Y24, pre-grown to OD 0.2
Biomek i7: 1 mL of YPD into every well. Then BioShake at 1,000 rpm, 30 °C, for 6 hrs.""",
        "transfer volume_ul=1000 @biomek_i7_hybrid > shake speed_rpm=1000 duration_s=21600 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "platemap1-42",
        """Organoid plate (96, flat):
inner 60 wells B2-G11 = organoids in Matrigel (patients P1-P6, 10 wells each)
outer ring = nothing yet
Opentrons Flex: 200 µL PBS into all the perimeter wells, then into the Cytomat 2C450, 37 °C, 5% CO2, 72 h.""",
        "transfer volume_ul=200 wells=36 @opentrons_flex > incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450",
    ),
    # halted: 6 mL per transfer is above every liquid handler (max 5000 uL)
    (
        "platemap1-43",
        """24 deep-well layout: A1-D6 = CHO clones C01-C24 (0.3e6 cells/mL seeded)
Tecan Fluent: 6 mL fresh medium into each well, then BioShake 250 rpm at 37 °C for 1 h.""",
        "halted",
    ),
    # ask: drops are not a volume
    (
        "platemap1-44",
        """ELISA, same layout as last time: col 1-2 standards, col 3-11 samples, col 12 blank.
After the TMB, add 2 drops of stop solution per well and read at 450.""",
        "ask",
    ),
    (
        "platemap1-45",
        """Layout: columns one to four are samples, five through twelve empty. Add twenty microlitres of buffer to the samples, then spin at five hundred g for two minutes.""",
        "transfer volume_ul=20 wells=32 > spin rcf_g=500 duration_s=120",
    ),
    (
        "platemap1-46",
        """plate map
col1-5 = sampels (lysates, 1:5 in PBS)
col6-12 = emtpy
tranfser 40ul reagent to the sampels, then shak 800rpm 5 min pls""",
        "transfer volume_ul=40 wells=40 > shake speed_rpm=800 duration_s=300",
    ),
    (
        "platemap1-47",
        """Tubes (50 mL conicals), sample sheet:
tube,sample,volume_mL
1,Culture-A,45
2,Culture-B,45
3,Culture-C,40
4,Culture-D,40
5,Culture-E,35
6,Culture-F,35
Spin all six in the 5810 R at 4,000 x g for 10 minutes, room temp.""",
        "spin rcf_g=4000 duration_s=600 @eppendorf_5810r",
    ),
    # halted: magnetic separation on the Biomeks is capped at 3600 s (KingFisher only runs named programs)
    (
        "platemap1-48",
        """Bead plate (96 deep-well): cols 1-8 viscous plant lysate + beads, cols 9-12 empty.
Biomek i7, magnetic separation for 75 min - the beads clear really slowly in this matrix.""",
        "halted",
    ),
    # ask: no sonicator in the lab
    (
        "platemap1-49",
        """Lysate plate, 96 deep-well:
rows A-D: HEK293 pellets (1e6 cells), rows E-H empty
Add 500 µL lysis buffer to the pellet wells, sonicate 3 x 10 s, then spin 3,000 x g 20 min.""",
        "ask",
    ),
    (
        "platemap1-50",
        """Map (96 flat): odd columns 1,3,5,7,9,11 = samples; even columns = matched sample blanks.
Hamilton: 25 µL pNPP substrate into the sample columns only. Then read absorbance at 405 nm.""",
        "transfer volume_ul=25 wells=48 @hamilton_star > read_absorbance wavelength_nm=405",
    ),
    (
        "platemap1-51",
        """Plate "NADH-kin-03" (96 black) is in the plate fridge, sealed. Layout: A1-H2 NADH standards 0-100 µM, A3-H12 reactions.
Retrieve it from the 2C425, peel, and read fluorescence at 340 ex / 460 em.""",
        "retrieve @cytomat_2c425 > peel > read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    # halted: emission maximum is 850 nm
    (
        "platemap1-52",
        """NIR dye plate (96 black): A1-H6 labelled antibody dilutions (1:100 to 1:3200), A7-H12 buffer.
Read fluorescence, excitation 780 nm, emission 900 nm.""",
        "halted",
    ),
    (
        "platemap1-53",
        """gDNA extraction, 96 deep-well:
A1-H9: blood samples B-301 to B-372
A10-H12: empty
KingFisher Flex program PureLink_gDNA_96 (eluates land in a 96 PCR plate, same layout). Spin the eluate plate 1 min at 1,000 rcf, then DNA 12K assay on the LabChip GX for the extracted samples.""",
        "run_program program=PureLink_gDNA_96 @kingfisher_flex > spin rcf_g=1000 duration_s=60 > run_assay assay=dna_12k sample_count=72 @labchip_gx_touch_ht",
    ),
    # ask: transfer with no volume
    (
        "platemap1-54",
        """Sample sheet (CSV), 96 white plate:
well,sample
A1,Ctrl-1
B1,Ctrl-2
C1,Ctrl-3
D1,TrtA-1
E1,TrtA-2
F1,TrtA-3
G1,TrtB-1
H1,TrtB-2
Add detection reagent to those wells, incubate 30 min RT, read luminescence.""",
        "ask",
    ),
    (
        "platemap1-55",
        """qPCR 384 map (384 PCR plate):
cols 1-12 (all 16 rows): primer mix, 4 genes x 48 samples
cols 13-24: empty
Biomek i5 adds 2 µL template to the occupied wells; seal on the a4S 170 °C 2.5 s; CFX384: 95 °C 2 min then 45 cycles of 95 °C 15 s / 58 °C 20 s / 72 °C 20 s.""",
        "transfer volume_ul=2 wells=192 @biomek_i5 > seal temperature_c=170 duration_s=2.5 @azenta_a4s > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    (
        "platemap1-56",
        """Plate map, 96 U-bottom:
rows A-D: PBMC, donors D1-D4 (12 wells each, 150 µL per well)
rows E-H: empty
OT2: mix each PBMC well 8x with 100 μl to resuspend.""",
        "mix volume_ul=100 cycles=8 wells=48 @opentrons_ot2",
    ),
    (
        "platemap1-57",
        """Strip map (PCR strips):
strip 1 (A-H): S1-S8
strip 2 (A-H): S9-S16
strip 3 (A-H): S17-S24
Quick 30 sec spin at 2,000 xg in the 5424R to bring everything down.""",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r",
    ),
    # halted: the corrected value, 22,000 x g, is above the 5424R maximum (21,130 x g)
    (
        "platemap1-58",
        """Tube list, 2 mL tubes:
1-12 nuclei prep, 13-24 cytoplasmic fraction
Spin at 2,000 x g... no wait, 22,000 x g, 30 min, 4 °C.""",
        "halted",
    ),
    (
        "platemap1-59",
        """Assay plate layout (96 flat): cols 1-2 standards (cAMP 0-1000 nM), cols 3-12 samples.
Spin in the 5810R at 1,500 ×g for 3 min at 10 deg, seal (175 °C, 2 s) and send to the cold store at 4 °C.""",
        "spin rcf_g=1500 duration_s=180 temperature_c=10 @eppendorf_5810r > seal temperature_c=175 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "platemap1-60",
        """Transformation block (96 deep-well):
A1-H6: transformations T1-T48 in 200 µL SOC
A7-H12: empty
Add 800 µL LB + amp (100 µg/mL) to the transformation wells, shake on the heater-shaker at 900 rpm, 37 °C, 16 h, then into the hotel.""",
        "transfer volume_ul=800 wells=48 > shake speed_rpm=900 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm > store @cytomat_24",
    ),
    # corrected value: 25,000 g is a typo for 2,500 g
    (
        "platemap1-61",
        """Deep-well block, all 96 wells: clarified lysate for His-tag pulldown (lot 24-117).
HiG4: 25,000 g - typo, I mean 2,500 g - for 15 min.""",
        "spin rcf_g=2500 duration_s=900 @bionex_hig4",
    ),
    (
        "platemap1-62",
        """Standard curve plate (96 flat):
col 1: top standard, 100 ng/mL (already pipetted, 200 µL)
cols 2-11: will hold the 1:2 series (50 down to 0.1 ng/mL) - I'll do the dilution by hand
col 12: blank
Hamilton: put 100 µL assay diluent into cols 2-12.""",
        "transfer volume_ul=100 wells=88 @hamilton_star",
    ),
    (
        "platemap1-63",
        """Transfection plate (96 white):
A1-H8: transfected, 8 constructs, one per column
A9-H12: mock
First give it 6 h in the CO2 incubator (37 °C, 5 % CO2); then add 100 µL ONE-Glo to the transfected wells, incubate 3 min at RT, read luminescence, 2 s integration.""",
        "incubate temperature_c=37 duration_s=21600 co2_percent=5 @cytomat_2c450 > transfer volume_ul=100 wells=64 > incubate duration_s=180 > read_luminescence integration_s=2",
    ),
    (
        "platemap1-64",
        """384 clear plate, MIC layout:
rows A-H: 2-fold series across cols 1-24 from 64 µg/mL, strain 1
rows I-P: same series, strain 2
Get it back out of the Cytomat 24, shake 30 s at 1,200 rpm, read absorbance at 600 nm.""",
        "retrieve @cytomat_24 > shake speed_rpm=1200 duration_s=30 > read_absorbance wavelength_nm=600",
    ),
    (
        "platemap1-65",
        """Compound plate, 384 PP:
cols 1-2 DMSO, cols 3-22 compounds at 10 mM, cols 23-24 controls (staurosporine 1 mM)
Heat seal on the a4S at 160 °C for 1.5 seconds and store it in the Cytomat 24.""",
        "seal temperature_c=160 duration_s=1.5 @azenta_a4s > store @cytomat_24",
    ),
    (
        "platemap1-66",
        """Plate CP-118 (96 flat) layout: rows A-F cells + drug (6 drugs, 12-pt), rows G-H untreated.
Take it out of the CO2 incubator, PF400 brings it to the Hamilton, Hamilton adds 10 µL MTT to the drug-treated rows, then back into the CO2 incubator at 37 °C for 4 hr.""",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > transfer volume_ul=10 wells=72 @hamilton_star > incubate temperature_c=37 duration_s=14400 @cytomat_2c450",
    ),
    (
        "platemap1-67",
        """Hi all - sample sheet for the amplicon QC (96 PCR plate) below.
Well,Sample,Amplicon_bp
A1,AMP-01,350
B1,AMP-02,350
C1,AMP-03,420
D1,AMP-04,420
E1,AMP-05,510
F1,AMP-06,510
G1,AMP-07,600
H1,AMP-08,600
A2,AMP-09,350
B2,AMP-10,420
Could you add 10 µl of water to each of those wells on the Biomek i5 and then run them on the LabChip with DNA 1K? Thanks, Priya""",
        "transfer volume_ul=10 wells=10 @biomek_i5 > run_assay assay=dna_1k sample_count=10 @labchip_gx_touch_ht",
    ),
    (
        "platemap1-68",
        """Protein samples for CE-SDS, 96 PCR plate:
A1-H3: purified mAb fractions (0.5-2 mg/mL), 24 samples
rest: empty
Denature at 70 °C for 10 min on the ODTC, spin 1 min at 1,000 x g, then run Protein Express on the LabChip for the fraction wells.""",
        "incubate temperature_c=70 duration_s=600 @inheco_odtc > spin rcf_g=1000 duration_s=60 > run_assay assay=protein_express sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "platemap1-69",
        """384 PCR plate map: rows A-H, cols 1-12 = plate 1 samples (20 µL per well); everything else empty.
Tecan Fluent: mix those wells 3 times with 10 µL.""",
        "mix volume_ul=10 cycles=3 wells=96 @tecan_fluent",
    ),
    # run order differs from mention order: transfer > read > store
    (
        "platemap1-70",
        """Layout (96 flat): rows A-B standards (12-pt, 2 reps), rows C-H samples.
Plate goes to the hotel at the end. Before that, read it at 450 nm, and before the read add 50 µL stop solution to every well.""",
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450 > store @cytomat_24",
    ),
]
