"""Hold-out batch: methods written inside figure legends and table footnotes.

Style
-----
The request is a figure legend ("Figure 3. ... (A) ... (B) ...") or a table with its
footnotes ("Table 2 ... a ... b ...") lifted from a paper, preprint or thesis chapter,
followed (or preceded) by one short sentence asking the workcell to repeat the handling
of one panel, several panels or one footnote today ("Please repeat the handling of panel
C on the workcell."). The methods are in the past tense and the passive voice ("Plates
were spun ...", "Lysates were cleared ..."), abbreviations are defined in brackets
("relative light units (RLU)"), step values sit in brackets and after semicolons
("(1,000 x g; 1 min; 4 C)"), and the legend is full of numbers that are not step
values: statistics ("mean +/- SD", "n = 3 biological replicates", "*p < 0.05", "R2 >
0.98", IC50s), scale bars, magnifications, figure and supplementary-table numbers,
cell densities, concentrations, dilutions, catalogue numbers and dates.

Reading rules a careful lab engineer applies
--------------------------------------------
* Only the panel(s) or footnote(s) the request names are the run. Handling described in
  other panels, other figures, the Methods or a supplementary table is context, and an
  impossible value there does not halt the run. Several named panels run in the order
  the request lists them (alphabetical when it says "panels B-C").
* "As in (A)", "as for panel B", "same as footnote a" imports the referenced panel's
  handling and values; changes stated in the requested panel ("except that the spin was
  10 min") replace the imported value.
* Within a panel, steps run in the order described; "before reading, plates were spun",
  "after a brief spin" and "X had been preceded by Y" put the earlier step first.
  Handling described as done by hand, earlier, elsewhere or by another lab is not a step.
* Values in brackets and after semicolons belong to the step they follow: "(HiG4;
  2,500 x g; 15 min)" is one spin. RT / room temperature gives no temperature value; a
  wait at RT is an incubate with only a duration.
* Statistics, n-numbers, replicate counts, scale bars, magnifications, concentrations,
  cell numbers, dilutions, wavelengths of figures that were imaged, and catalogue numbers
  are never step values. An n-number is not a well count or a sample count; a sample
  count for the LabChip comes only from the samples said to have been run ("all 48
  libraries").
* wells=N only when the panel restricts the handling to part of a plate (columns 1-6 or
  rows A-D of a 96-well plate = 48 wells, the first 12 columns of a 384-well plate =
  192 wells).
* A named instrument (STAR, Fluent, i5, i7, OT-2, Flex, VSpin, HiG4, 5810 R, 5424 R,
  BioShake, Cytomat, a4S, XPeel, SpectraMax, ODTC, CFX384, KingFisher, LabChip, PF400)
  is the step's device; otherwise no device is given, except that 1.5/2 mL tubes and
  PCR strips spin in the 5424 R and 15/50 mL conical tubes in the 5810 R.
* Halt when a value of the requested handling is outside every suitable instrument's
  limit (plate spin above 5,000 x g, microtube spin above 21,130 x g, seal above
  200 C, shake above 3,000 rpm, absorbance below 230 nm, fluorescence excitation above
  830 nm or emission above 850 nm, more liquid than a well holds, a thermocycler step
  above 99 C).
* Ask when the requested handling lacks a value that matters (a speed only in a
  supplementary table that was not given), gives a speed only in rpm, states two values
  with no decision (legend vs. a footnote correction that is not a decision), needs an
  instrument the lab does not have (Qubit, NanoDrop, flow cytometer) or an operation no
  instrument does (sonication, vortexing), or names a panel the legend does not have.
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ one step
    ("fl01", _t("""
        Figure 2. Compound 7 reduces spheroid growth. (A) Representative bright-field
        images at day 5; scale bar, 200 um. (B) Before imaging, assay plates were
        spun briefly in the Agilent VSpin (300 × g; 1 min) to settle the spheroids.
        (C) Spheroid area normalised to vehicle (DMSO, 0.1 %); mean +/- SEM, n = 4
        biological replicates; **p < 0.01 (one-way ANOVA).
        Please repeat the handling of panel B on the workcell today.
        """),
     "spin rcf_g=300 duration_s=60 @agilent_vspin"),
    ("fl02", _t("""
        Table 1. Protein yield of the eight expression constructs.
        Construct | Yield (mg/L) | Purity (%)
        pET-14 | 12.4 +/- 1.1 | 94
        pET-22 | 3.9 +/- 0.6 | 88
        a Protein concentration was determined by the bicinchoninic acid (BCA) assay;
        absorbance was recorded at 562 nm on a SpectraMax i3x. Values are means of
        technical triplicates (n = 3).
        b Purity was estimated from Coomassie-stained SDS-PAGE gels (12 %) by densitometry.
        Please repeat the handling in footnote a today.
        """),
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),
    ("fl03", _t("""
        Please have the workcell repeat the handling of panel C today.
        Figure 4. Metabolic activity of primary hepatocytes. (A) Timeline of treatment
        (days 0-7). (B) Albumin secretion (ELISA), mean +/- SD, n = 3. (C) Resazurin
        reduction was measured as fluorescence (excitation 560 nm; emission 590 nm);
        relative fluorescence units (RFU) are shown normalised to day 0. Dotted line,
        detection limit.
        """),
     "read_fluorescence excitation_nm=560 emission_nm=590"),
    ("fl04", _t("""
        Figure S3. Storage stability of the assay-ready plates. (A) Plates were
        heat-sealed on the Azenta a4S (165 C; 3 s) immediately after compound transfer.
        (B) Plates were peeled (XPeel) after 1, 7 or 28 days at -20 C and read; signal
        retention is shown as % of day 1 (mean +/- SD, n = 6 plates).
        Please have the workcell redo the handling of panel A today.
        """),
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),
    ("fl05", _t("""
        Figure 3. Seal removal does not affect read-out. (A) Luminescence of sealed vs.
        unsealed control plates; ns, not significant (paired t-test, n = 5). (B) Schematic
        of the plate path. (C) Seals were removed with the Azenta XPeel (one de-seal
        cycle per plate).
        Could the workcell redo the handling of panel C today, please?
        """),
     "peel @azenta_xpeel"),
    ("fl06", _t("""
        Figure 5. Resolubilisation of crystal violet. (A) Stained biofilms, scale bar
        1 mm. (B) After addition of 30 % acetic acid (by hand), plates were shaken on a
        BioShake 3000T elm (1,200 rpm; 5 min; 30 C). (C) A590 of the resolubilised dye;
        box plots show median and IQR; n = 8 wells per strain.
        Please repeat the handling of panel B on the workcell.
        """),
     "shake speed_rpm=1200 duration_s=300 temperature_c=30 @qinstruments_bioshake_3000t_elm"),
    ("fl07", _t("""
        Supplementary Table S4. Assay conditions for the kinase panel.
        Kinase | ATP (uM) | Substrate
        CDK2/CycA | 15 | Histone H1
        GSK3b | 10 | GS-2 peptide
        a Reactions (10 ul) were run in low-volume 384-well plates for 60 min at RT.
        b Detection reagent (20 ul per well) was dispensed with the Hamilton STAR;
        lot 2024-118.
        Please repeat the handling described in footnote b today.
        """),
     "transfer volume_ul=20 @hamilton_star"),
    ("fl08", _t("""
        Figure 6. Long-term exposure. (A) Cells (5 x 10^3 per well) were incubated for
        72 h (37 C; 5 % CO2) in a Cytomat 2C450 incubator after dosing. (B) Viability,
        relative to vehicle; IC50 values are given in Table 2. Error bars, SD; n = 3
        independent experiments.
        Repeat the handling described in panel A on the workcell today, please.
        """),
     "incubate temperature_c=37 duration_s=259200 @cytomat_2c450"),
    ("fl09", _t("""
        Figure 2. Kinetics of the coupled assay. (D) Substrate had been added by hand;
        plates were then left for 10 min at room temperature (RT), protected from light,
        before the kinetic read shown in (E). (E) Initial rates (mOD/min), mean +/- SD,
        n = 3; R2 > 0.98 for all fits.
        Please run the handling from panel D again on the workcell today.
        """),
     "incubate duration_s=600"),
    ("fl10", _t("""
        Figure 1. Amplification of the 16S V4 region. (A) Amplicons were generated on an
        INHECO ODTC (initial denaturation 98 °C, 30 s; 30 cycles of 98 °C for 10 s,
        62 °C for 15 s and 72 °C for 20 s; final extension 72 °C, 2 min; hold at 4 °C). (B)
        Agarose gel (1.5 %), 100 bp ladder; the expected product is ~390 bp. (C) Read
        counts per sample; n = 24 samples.
        Could the workcell repeat the handling of panel A today, please?
        """),
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=15 extension_c=72 "
     "extension_s=20 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),
    ("fl11", _t("""
        Figure 7. Expression of IL6 after stimulation. (A) Relative expression (2^-ddCt) was
        normalised to GAPDH; mean +/- SD, n = 3 biological replicates, each in technical
        triplicate; *p < 0.05, ***p < 0.001 (Student's t-test). (B) Reactions were cycled
        on a Bio-Rad CFX384 (95 C, 3 min; 40 x [95 C, 10 s; 60 C, 30 s]).
        We need the handling of panel B repeated on the workcell today.
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("fl12", _t("""
        Figure S5. Library QC. (A) Size distributions of all 24 libraries were
        determined by microfluidic capillary electrophoresis (CE) on a LabChip GX Touch
        HT (DNA High Sensitivity assay). (B) Mean insert size, 412 +/- 38 bp (mean +/-
        SD). (C) Molarity by qPCR (KAPA).
        Please repeat the handling of panel A on the workcell today.
        """),
     "run_assay sample_count=24 @labchip_gx_touch_ht"),
    ("fl13", _t("""
        Figure 3. Viral RNA recovery. (A) Workflow. (B) RNA was purified with magnetic
        beads on a KingFisher Flex (program MVP_2Wash_200_Flex; 200 ul input). (C) Ct
        values of the spike-in control; dashed line, Ct = 35 cut-off; n = 94 samples.
        Please have the workcell redo the handling of panel B today.
        """),
     "run_program @kingfisher_flex"),
    ("fl14", _t("""
        Figure 8. Automated imaging pipeline. (A) Layout of the workcell (room 2.117).
        (B) After the final wash, the plate was moved back to the plate hotel by the
        PF400 robot arm. (C) Representative fields, 20x objective; scale bar, 50 um.
        Please repeat the handling of panel B on the workcell.
        """),
     "move_plate @precise_pf400"),
    ("fl15", _t("""
        Table 3. Samples analysed by LC-MS.
        a Sealed plates were stored at 4 C until analysis (<= 48 h).
        b Injection volume 5 ul; column temperature 40 C.
        Repeat the handling described in footnote a on the workcell today, please.
        """),
     "store temperature_c=4"),
    ("fl16", _t("""
        Figure 4. Selective inhibition of efflux. (C) Inhibitor (5 uL; final 10 uM) was
        added to columns 1-6 of the 96-well plate with the OT-2; columns 7-12 received
        vehicle [DMSO, 0.1 %] by hand. (D) Intracellular rhodamine 123, RFU; mean +/- SD,
        n = 6 wells; ****p < 0.0001.
        Please run the handling from panel C again on the workcell today.
        """),
     "transfer volume_ul=5 wells=48 @opentrons_ot2"),
    ("fl17", _t("""
        Figure 2. Bead resuspension efficiency. (A) Bead pellets before and after
        resuspension; scale bar, 2 mm. (B) Bead suspensions were mixed by pipetting
        (10 x 150 ul) on the Biomek i7. (C) Residual bead fraction (%), n = 12 wells,
        mean +/- SD.
        Please repeat the handling of panel B today.
        """),
     "mix volume_ul=150 @biomek_i7_hybrid"),
    ("fl18", _t("""
        Could the workcell repeat the handling of panel A today, please?
        Figure 5. Western blot of phospho-ERK. (A) Lysates in 1.5 mL tubes were cleared
        (Eppendorf 5424 R; 16,000 ×g; 10 min; 4 °C) before protein quantification.
        (B) Representative blots; 20 ug protein per lane. (C) Densitometry, pERK/ERK
        ratio; mean +/- SEM, n = 3.
        """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),
    ("fl19", _t("""
        Figure 1. Isolation of PBMCs. (A) Density-gradient separation (Ficoll, 400 x g,
        30 min, no brake; performed by hand in the tissue-culture suite). (B) Washed
        cells were pelleted in 50 mL conical tubes (Eppendorf 5810 R; 500 × g; 5 min;
        RT). (C) Viability by trypan blue exclusion, 96 +/- 2 % (n = 7 donors).
        We need the handling of panel B repeated on the workcell today.
        """),
     "spin rcf_g=500 duration_s=300 @eppendorf_5810r"),
    ("fl20", _t("""
        Figure 3. Clarification of expression cultures. (A) Culture density at harvest,
        OD600 = 4.2 +/- 0.3. (B) Deep-well plates were spun to pellet the cells (BioNex
        HiG4; 2,500 xg; 15 min). (C) Soluble fraction on SDS-PAGE; M, marker (kDa).
        Please repeat the handling of panel B on the workcell today.
        """),
     "spin rcf_g=2500 duration_s=900 @bionex_hig4"),
    ("fl21", _t("""
        Figure 6. ATP content after treatment. Luminescence (CellTiter-Glo) was
        integrated for 1 s per well on a SpectraMax i3x and is shown as relative light
        units (RLU); mean +/- SD, n = 4; EC50 = 2.3 uM (95 % CI 1.8-2.9 uM). Reagent had
        been added by hand 10 min earlier.
        Please repeat the reading described in this legend on the workcell today.
        """),
     "read_luminescence integration_s=1 @spectramax_i3x"),
    ("fl22", _t("""
        Figure 2. Growth of the deletion mutants. (A) Growth was followed as optical
        density at 600 nm (OD600) in flat-bottom 96-well plates; curves show mean +/- SD
        of n = 3 biological replicates. (B) Doubling times, h. (C) Colony morphology on
        YPD agar; scale bar, 5 mm.
        Please repeat the handling of panel A on the workcell today (one read).
        """),
     "read_absorbance wavelength_nm=600"),
    ("fl23", _t("""
        Figure 4. Library preparation. (A) DNA was fragmented enzymatically (by hand).
        (B) End-repair reactions were incubated on the ODTC (20 C; 30 min). (C) Ligation
        efficiency, % of input; n = 8 libraries.
        Please have the workcell redo the handling of panel B today.
        """),
     "incubate temperature_c=20 duration_s=1800 @inheco_odtc"),
    ("fl24", _t("""
        Table 2. Cohort characteristics (n = 384 sera).
        a Serum samples (10 ul) were dispensed into 384-well plates with a Tecan Fluent.
        b Age given as median (IQR).
        c p values by Mann-Whitney U test.
        Please repeat the handling of footnote a on the workcell.
        """),
     "transfer volume_ul=10 @tecan_fluent"),
    ("fl25", _t("""
        Figure 3. Seeding density optimisation. (D) Cell suspension (50 uL; 2 x 10^4
        cells) was seeded per well into rows A-D of a 96-well plate with the Opentrons
        Flex; rows E-H were left empty as background controls. (E) Confluence at 24 h,
        %; mean +/- SD, n = 16 wells.
        Repeat the handling described in panel D on the workcell today, please.
        """),
     "transfer volume_ul=50 wells=48 @opentrons_flex"),
    ("fl26", _t("""
        Figure 5. Elution volume does not change recovery. (A) Beads were dried for 5 min
        (by hand). (B) Elution buffer (10 mM Tris-HCl, pH 8.5; 30 µL) was added to each
        well with a Biomek i5. (C) Recovery, %, mean +/- SD, n = 3.
        Please run the handling from panel B again on the workcell today.
        """),
     "transfer volume_ul=30 @biomek_i5"),
    ("fl27", _t("""
        Figure S2. Evaporation during storage. (A) Plates were sealed with peelable foil
        (170 C; 1.5 s) before storage. (B) Mass loss, mg per plate per day; n = 4 plates;
        bars, SD.
        Please repeat the handling of panel A today.
        """),
     "seal temperature_c=170 duration_s=1.5"),
    ("fl28", _t("""
        Figure 7. Reporter activity. (A) GFP fluorescence (excitation 485 nm; emission
        535 nm) was read from the bottom of black clear-bottom plates. (B)
        Representative micrographs (10x; scale bar, 100 um; 488 nm laser). Data are
        mean +/- SEM of n = 5 independent transfections; #p < 0.05 vs. empty vector.
        Could the workcell repeat the handling of panel A today, please?
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535"),
    ("fl29", _t("""
        Figure 1. Droplet collection. (A) Plates were pulse-spun in the VSpin (1000 xg;
        30 sec) to collect droplets from the well walls. (B) Residual droplets per
        plate before and after the spin; n = 10 plates. Scale bar, 9 mm (one well pitch).
        We need the handling of panel A repeated on the workcell today.
        """),
     "spin rcf_g=1000 duration_s=30 @agilent_vspin"),
    ("fl30", _t("""
        Figure 3. Validation of the CRISPR knock-outs by RT-qPCR. (C) cDNA was amplified
        on the CFX384 (initial denaturation 95 degrees, 2 min; then 45 cycles of 95
        degrees for 5 s, 58 degrees for 20 s and 72 degrees for 20 s). Ct values
        above 38 were treated as not detected (ND). mean +/- SD, n = 3.
        Please repeat the handling of panel C on the workcell today.
        """),
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=58 annealing_s=20 extension_c=72 "
     "extension_s=20 @biorad_cfx384"),
    ("fl31", _t("""
        Figure 4. MTT assay. (B) Formazan crystals were dissolved in DMSO (100 ul, added by
        hand) and plates were shaken on the BioShake (orbital; 800 rpm; 2 min). (C) A570
        minus A650; mean +/- SD; n = 6.
        Please have the workcell redo the handling of panel B today.
        """),
     "shake speed_rpm=800 duration_s=120 @qinstruments_bioshake_3000t_elm"),
    ("fl32", _t("""
        Figure 2. Transformation efficiency. (A) Transformed cells were recovered at
        30 C for 16 hrs in the Cytomat incubator before plating. (B) Colony-forming units
        (CFU) per ug DNA; geometric mean, n = 4; dashed line, 10^6 CFU/ug.
        Please repeat the handling of panel A on the workcell.
        """),
     "incubate temperature_c=30 duration_s=57600 @cytomat_2c450"),
    ("fl33", _t("""
        Figure 6. In-cell western. (A) After blocking (Odyssey buffer, 1 h, by hand),
        primary antibody (1:500; 40 microlitres per well) was dispensed by the STAR.
        (B) Integrated intensity, 800 nm channel, normalised to CellTag 700; n = 3.
        Repeat the handling described in panel A on the workcell today, please.
        """),
     "transfer volume_ul=40 @hamilton_star"),
    ("fl34", _t("""
        Figure S1. Genotyping. (A) PCR strips were spun down in the Eppendorf 5424 R
        (1,000 rcf; 30 s) before cycling. (B) Gel image; WT band 320 bp, KO band 210 bp.
        (C) Genotype frequencies, chi-squared test, p = 0.41 (n = 58 pups).
        Please run the handling from panel A again on the workcell today.
        """),
     "spin rcf_g=1000 duration_s=30 @eppendorf_5424r"),
    ("fl35", _t("""
        Figure 5. Purity of the 96 purified clones. (A) Purity was assessed for all 96
        clones by capillary electrophoresis (CE; LabChip GX Touch HT, Protein Express
        assay). (B) Distribution of purity, %; median 91 %. (C) SEC profiles of six
        representative clones.
        Could the workcell repeat the handling of panel A today, please?
        """),
     "run_assay sample_count=96 @labchip_gx_touch_ht"),
    ("fl36", _t("""
        Figure 3. Homogeneity of the assay mix. (C) After reagent addition (by hand),
        wells were mixed on the OT-2 (5 x 20 uL). (D) Well-to-well CV, %; n = 96 wells;
        Z' = 0.78.
        We need the handling of panel C repeated on the workcell today.
        """),
     "mix volume_ul=20 @opentrons_ot2"),
    ("fl37", _t("""
        Figure 4. Cytokine release. (A-D) Cytokine levels in supernatants at 6-48 h; see
        also Supplementary Table S2. (E) Sandwich ELISA. After the reaction was stopped
        with 2 N H2SO4 (by hand), absorbance was recorded at 450 nm. Concentrations were
        interpolated from a four-parameter logistic (4-PL) fit (R2 > 0.99); LLOQ, 7.8
        pg/mL; mean +/- SD, n = 3 donors.
        Please repeat the handling of panel E on the workcell today.
        """),
     "read_absorbance wavelength_nm=450"),
    ("fl38", _t("""
        Figure 2. Removal of bubbles before reading. (B) Plates were centrifuged at
        1,500 g for 3 min at 20 C (Eppendorf 5810R, A-4-81 swing-bucket rotor). (C)
        Bubble count per plate, n = 12 plates; ***p < 0.001.
        Please have the workcell redo the handling of panel B today.
        """),
     "spin rcf_g=1500 duration_s=180 temperature_c=20 @eppendorf_5810r"),
    ("fl39", _t("""
        Figure 5. Half-plate layout for the pilot screen. (A) Test compounds (5 uL) were
        added with the Fluent to the first 12 columns of the 384-well plate only (192
        wells); the remaining columns served as controls and were filled by hand. (B)
        Hit rate, 1.8 %; (C) Z' per plate, mean 0.71 +/- 0.05 (n = 20 plates).
        Please repeat the handling of panel A on the workcell.
        """),
     "transfer volume_ul=5 wells=192 @tecan_fluent"),
    ("fl40", _t("""
        Figure 1. Colony PCR screen. (A) Colonies were picked into 20 ul reactions (by
        hand). (B) Reactions were cycled on the ODTC: 95 C for 5 min, then 35 cycles of
        95 C, 30 s and 60 C, 30 s; final extension 72 C, 5 min; hold 10 C. (C) Positive
        clones, 17/24.
        Repeat the handling described in panel B on the workcell today, please.
        """),
     "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=300 "
     "denaturation_c=95 denaturation_s=30 annealing_c=60 annealing_s=30 "
     "final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc"),
    ("fl41", _t("""
        Figure 3. Effect of spin time on pellet compaction. (A) Cells in 15 mL conical
        tubes were spun in the 5810 R (1,200 x g; 5 min; 4 C). (B) As in (A), except
        that the spin was extended to 10 min. (C) Pellet height, mm; n = 5 tubes.
        Please run the handling from panel B again on the workcell today.
        """),
     "spin rcf_g=1200 duration_s=600 temperature_c=4 @eppendorf_5810r"),
    ("fl42", _t("""
        Figure 6. Centrifugation of filter plates. (A) In the original protocol, filter
        plates were spun at 8,000 x g for 5 min in a floor-standing centrifuge (Avanti
        J-26, Beckman; Institute core facility). (B) On the workcell, filter plates
        were instead spun in the HiG4 (2,000 x g; 5 min). (C) Filtrate volume, uL; mean
        +/- SD, n = 8 plates.
        Could the workcell repeat the handling of panel B today, please?
        """),
     "spin rcf_g=2000 duration_s=300 @bionex_hig4"),
    # --------------------------------------------------------------- multi step
    ("fm01", _t("""
        Figure 2. Sample preparation for qPCR. (A) Reaction set-up (by hand, on ice).
        (B) Plates were sealed on the a4S (170 C; 2 s) and spun in the VSpin (1,000 x g;
        1 min) to collect the reactions. (C) Amplification curves; threshold, 0.2 RFU;
        n = 3 technical replicates.
        We need the handling of panel B repeated on the workcell today.
        """),
     "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin"),
    ("fm02", _t("""
        Figure 4. Alkaline phosphatase activity. (C) Absorbance at 405 nm
        (p-nitrophenyl phosphate [pNPP] substrate) was recorded after a brief spin
        (300 x g; 1 min; VSpin) to remove bubbles. Activity is given in U/L; mean +/- SD,
        n = 4; *p < 0.05 vs. day 0.
        Please repeat the handling of panel C on the workcell today.
        """),
     "spin rcf_g=300 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=405"),
    ("fm03", _t("""
        Figure 5. Viability screen. (D) CellTiter-Glo reagent (25 uL) was added with the
        STAR; plates were shaken on the BioShake (500 rpm; 2 min), left for 10 min at RT
        and luminescence was integrated for 0.5 s per well. Data are relative light
        units (RLU), normalised to DMSO; mean +/- SD, n = 3; Z' = 0.82.
        Please have the workcell redo the handling of panel D today.
        """),
     "transfer volume_ul=25 @hamilton_star > shake speed_rpm=500 duration_s=120 "
     "@qinstruments_bioshake_3000t_elm > incubate duration_s=600 > read_luminescence integration_s=0.5"),
    ("fm04", _t("""
        Please repeat the handling of panel B on the workcell.
        Figure 3. Two-step RT-PCR. (A) Reverse transcription (by hand). (B) Seals were
        removed (XPeel), 5 uL of PCR master mix was added on the Opentrons Flex, and
        plates were resealed (a4S; 175 C; 2.5 s). (C) Melt curves; single peak at
        82.5 +/- 0.3 C (n = 48 wells).
        """),
     "peel @azenta_xpeel > transfer volume_ul=5 @opentrons_flex > seal temperature_c=175 "
     "duration_s=2.5 @azenta_a4s"),
    ("fm05", _t("""
        Figure S4. Barcoding PCR. (A) Plates were heat-sealed (165 C, 3 s) and cycled on
        the ODTC (98 C for 45 s; 12 cycles of 98 C, 15 s / 60 C, 30 s / 72 C, 30 s; 72 C
        for 1 min; hold 4 C). Sealed plates were then stored at 4 C until pooling. (B)
        Barcode balance, reads per sample; CV = 14 % (n = 96).
        Repeat the handling described in panel A on the workcell today, please.
        """),
     "seal temperature_c=165 duration_s=3 > run_pcr cycles=12 initial_denaturation_c=98 "
     "initial_denaturation_s=45 denaturation_c=98 denaturation_s=15 annealing_c=60 "
     "annealing_s=30 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=60 "
     "hold_c=4 @inheco_odtc > store temperature_c=4"),
    ("fm06", _t("""
        Figure 6. Library clean-up. (A) Size selection scheme (0.6x / 0.8x beads). (B)
        All 48 libraries were cleaned on the KingFisher Flex and then sized on the
        LabChip GX Touch HT (DNA NGS 3K assay). (C) Mean fragment size 486 bp (SD 41 bp);
        n = 48.
        Please run the handling from panel B again on the workcell today.
        """),
     "run_program @kingfisher_flex > run_assay sample_count=48 @labchip_gx_touch_ht"),
    ("fm07", _t("""
        Figure 2. Preparation of clarified lysates. (A) Lysates in 2 mL tubes were cleared
        (5424 R; 21,000 x g; 15 min; 4 C) and 100 uL of each supernatant was transferred
        to a 96-well plate on the Fluent. (B) Total protein, mg/mL (BCA); n = 12.
        Could the workcell repeat the handling of panel A today, please?
        """),
     "spin rcf_g=21000 duration_s=900 temperature_c=4 @eppendorf_5424r > transfer "
     "volume_ul=100 @tecan_fluent"),
    ("fm08", _t("""
        Figure 3. Time course of reporter induction. (B) Plates were incubated in the
        Cytomat (37 °C; 5 % CO₂; 6 h) and mCherry fluorescence (Ex 587 nm / Em 610 nm) was
        then read on the SpectraMax. (C) Fold induction; mean +/- SD; n = 4; dashed line,
        uninduced.
        We need the handling of panel B repeated on the workcell today.
        """),
     "incubate temperature_c=37 duration_s=21600 @cytomat_2c450 > read_fluorescence "
     "excitation_nm=587 emission_nm=610 @spectramax_i3x"),
    ("fm09", _t("""
        Figure 4. Normalisation of plasmid preps. (A) Plasmid DNA was pre-mixed in the
        source plate (3 x 100 ul) on the Biomek i7, and 60 ul was transferred into the
        destination plate on the same instrument. (B) Concentrations after normalisation,
        ng/ul, n = 96; CV 6 %.
        Please repeat the handling of panel A on the workcell today.
        """),
     "mix volume_ul=100 @biomek_i7_hybrid > transfer volume_ul=60 @biomek_i7_hybrid"),
    ("fm10", _t("""
        Figure 5. Bradford assay. (C) Plates were shaken (BioShake, 600 rpm, 30"), spun
        in the VSpin (500 x g, 1') and absorbance was recorded at 595 nm. Standard
        curve, BSA 0-2 mg/mL (R2 = 0.994); n = 3.
        Please have the workcell redo the handling of panel C today.
        """),
     "shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > spin rcf_g=500 "
     "duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=595"),
    ("fm11", _t("""
        Figure S6. Plate storage conditions. (A) Plates were heat-sealed (a4S; 160 C;
        2 s). (B) Same as (A), after which plates were stored at 4 C. (C) Signal after
        2 weeks, % of fresh; n = 4 plates; ns.
        Please repeat the handling of panel B on the workcell.
        """),
     "seal temperature_c=160 duration_s=2 @azenta_a4s > store temperature_c=4"),
    ("fm12", _t("""
        Figure 1. Sample flow. (A) Plates were spun in the HiG4 (1,000 x g; 2 min) to
        clear the wells of debris. (B) Fluorescein fluorescence (excitation 490 nm;
        emission 525 nm) was then read on the SpectraMax i3x. (C) Signal-to-background
        ratio; n = 16 plates.
        Repeat the handling described in panels A and B on the workcell today, please.
        """),
     "spin rcf_g=1000 duration_s=120 @bionex_hig4 > read_fluorescence excitation_nm=490 "
     "emission_nm=525 @spectramax_i3x"),
    ("fm13", _t("""
        Figure 7. SYBR Green qPCR. (A) Reactions (10 uL; cDNA and master mix pre-combined by
        hand) were dispensed on the OT-2 into 384-well PCR plates; plates were sealed
        (175 C; 2 s), spun (1,000 x g; 1 min) and cycled on the CFX384 (95 C, 2 min;
        40 cycles of 95 C for 5 s and 60 C for 30 s). (B) Standard curve; efficiency
        98 %, R2 = 0.998. n = 3.
        Please run the handling from panel A again on the workcell today.
        """),
     "transfer volume_ul=10 @opentrons_ot2 > seal "
     "temperature_c=175 duration_s=2 > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 "
     "initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 "
     "annealing_c=60 annealing_s=30 @biorad_cfx384"),
    ("fm14", _t("""
        Figure 3. Enzymatic fragmentation. (B) Fragmentation mixes were incubated on the
        ODTC (37 C; 15 min), after which stop buffer (5 ul) was added with the Hamilton
        STAR. (C) Fragment size vs. incubation time; mean +/- SD; n = 3 libraries.
        Could the workcell repeat the handling of panel B today, please?
        """),
     "incubate temperature_c=37 duration_s=900 @inheco_odtc > transfer volume_ul=5 @hamilton_star"),
    ("fm15", _t("""
        Table 4. Assay performance across three sites.
        Site | Z' | S/B | CV (%)
        1 | 0.74 | 12.1 | 4.9
        2 | 0.69 | 10.8 | 6.2
        a Substrate (15 uL) was added with the Biomek i5.
        b Plates were then incubated for 45 mins at 37 °C in the Cytomat.
        c Z' calculated from 32 positive and 32 negative control wells per plate.
        We need the handling of footnotes a and b repeated on the workcell today.
        """),
     "transfer volume_ul=15 @biomek_i5 > incubate temperature_c=37 duration_s=2700 @cytomat_2c450"),
    ("fm16", _t("""
        Figure 2. Microscale expression. (A) Cultures in 96-deep-well plates were grown
        on the BioShake (1,000 rpm; 37 C; 6 h) and the cells were then pelleted in the
        HiG4 (3,000 g; 10 minutes). (B) Yield, mg/L culture; n = 3 independent cultures.
        Please repeat the handling of panel A on the workcell today.
        """),
     "shake speed_rpm=1000 duration_s=21600 temperature_c=37 @qinstruments_bioshake_3000t_elm "
     "> spin rcf_g=3000 duration_s=600 @bionex_hig4"),
    ("fm17", _t("""
        Figure 5. Nitrite release (Griess assay). (C) Griess reagent (50 µl) was added to
        columns 1-6 only with the STAR; plates were left for 15 minutes at room
        temperature and absorbance was read at 540 nm. Columns 7-12 held the nitrite
        standards (0-100 uM). mean +/- SD, n = 6; *p < 0.05.
        Please have the workcell redo the handling of panel C today.
        """),
     "transfer volume_ul=50 wells=48 @hamilton_star > incubate duration_s=900 > "
     "read_absorbance wavelength_nm=540"),
    ("fm18", _t("""
        Figure 4. Fragment analysis of the full 384-well plate. (A) Seals were removed
        (XPeel) and all 384 samples were sipped by the LabChip GX Touch HT (DNA 1K
        assay). (B) Heat map of product size, bp. (C) Pass rate, 93 % (357/384).
        Please repeat the handling of panel A on the workcell.
        """),
     "peel @azenta_xpeel > run_assay sample_count=384 @labchip_gx_touch_ht"),
    ("fm19", _t("""
        Figure 1. Supernatant collection. (A) Cultures in 50 mL conical tubes were
        centrifuged (5810 R; 3,000 x g; 20 min; 4 C), and 1 mL of each supernatant was
        transferred into a 96-deep-well plate with the Biomek i7. (B) Titre, mg/L;
        n = 6 cultures. Scale bar in inset, 1 cm.
        Repeat the handling described in panel A on the workcell today, please.
        """),
     "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r > transfer "
     "volume_ul=1000 @biomek_i7_hybrid"),
    ("fm20", _t("""
        Figure 6. Pooling of barcoded reactions. (B) Each well was mixed (3 x 15 uL) on
        the Flex, 10 uL was transferred into the pooling plate, and the pooling plate was
        sealed (a4S; 170 degC; 2 secs). (C) Read share per barcode; n = 96; dashed lines,
        +/- 2-fold.
        Please run the handling from panel B again on the workcell today.
        """),
     "mix volume_ul=15 @opentrons_flex > transfer volume_ul=10 @opentrons_flex > seal "
     "temperature_c=170 duration_s=2 @azenta_a4s"),
    ("fm21", _t("""
        Figure 3. Luciferase read-out after a gentle spin. (D) Plates were spun (Eppendorf 5810 R;
        200 x g; 2 min; 25 C), peeled on the XPeel and luminescence was integrated for
        0.25 s. (E) Luminescence, RLU x 10^3; mean +/- SEM; n = 4.
        Could the workcell repeat the handling of panel D today, please?
        """),
     "spin rcf_g=200 duration_s=120 temperature_c=25 @eppendorf_5810r > peel @azenta_xpeel "
     "> read_luminescence integration_s=0.25"),
    ("fm22", _t("""
        Figure 2. Handover to the incubator. (C) The seeded plate was carried to the
        incubator by the PF400 arm and incubated for 24 h (37 C; 5 % CO2) in the Cytomat
        2C450. (D) Attachment after 24 h, %; n = 8 wells.
        We need the handling of panel C repeated on the workcell today.
        """),
     "move_plate @precise_pf400 > incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),
    # ------------------------------------------------------------------- halted
    ("fh01", _t("""
        Figure 4. Debris removal from PCR plates. (A) Debris visible after lysis; scale
        bar, 1 mm. (B) Before transfer, PCR plates were spun (6,000 x g; 2 min) in the
        plate centrifuge to pellet debris. (C) Carry-over, % of wells; n = 10 plates.
        Please repeat the handling of panel B on the workcell today.
        """),
     "halted"),
    ("fh02", _t("""
        Figure S7. Seal integrity at high temperature. (A) Plates were sealed with
        polypropylene film on the a4S (210 C; 1.5 s). (B) Leak rate after 24 h at 60 C,
        % of wells; n = 4 plates.
        Please have the workcell redo the handling of panel A today.
        """),
     "halted"),
    ("fh03", _t("""
        Please repeat the handling of panel C on the workcell.
        Figure 2. Emulsion formation. (A) Droplet-size distribution. (B) Stability over
        48 h; mean +/- SD; n = 3. (C) Two-phase mixtures in 384-well plates were
        emulsified on the BioShake (3,500 rpm; 60 s; 25 C).
        """),
     "halted"),
    ("fh04", _t("""
        Figure 5. Peptide quantification. (A) Peptide-bond absorbance was recorded at
        205 nm (A205) in UV-transparent 96-well plates on the SpectraMax. (B) Peptide
        concentration, mg/mL, against a BSA digest standard (R2 = 0.991); n = 3.
        Repeat the handling described in panel A on the workcell today, please.
        """),
     "halted"),
    ("fh05", _t("""
        Figure 3. Wash efficiency. (B) Wells of a standard flat-bottom 96-well plate
        were washed by dispensing 450 uL of PBS per well with the STAR. (C) Residual
        signal after washing, % of unwashed; mean +/- SD; n = 24 wells.
        Please run the handling from panel B again on the workcell today.
        """),
     "halted"),
    ("fh06", _t("""
        Figure 1. Preparation of nuclear extracts. (A) Nuclei in 1.5 mL tubes were
        pelleted (25,000 × g; 20 min; 4 °C). (B) Purity of fractions by western blot;
        lamin B1 (nuclear) and GAPDH (cytoplasmic); n = 3.
        Could the workcell repeat the handling of panel A today, please?
        """),
     "halted"),
    ("fh07", _t("""
        Figure 6. Near-infrared (NIR) probe uptake. (A) NIR fluorescence (excitation
        880 nm; emission 920 nm) was read on the SpectraMax i3x. (B) Uptake relative to
        4 C control; mean +/- SD; n = 5; **p < 0.01.
        We need the handling of panel A repeated on the workcell today.
        """),
     "halted"),
    # ---------------------------------------------------------------------- ask
    ("fa01", _t("""
        Figure 2. Pellet formation. (B) Plates were centrifuged at 1,500 rpm for 5 min
        (benchtop centrifuge, room temperature). (C) Pellet area, um2; n = 20 wells;
        scale bar, 100 um.
        Please repeat the handling of panel B on the workcell today.
        """),
     "ask"),
    ("fa02", _t("""
        Figure 3. Lysis efficiency. (A) Cells were lysed by sonication (3 x 10 s pulses;
        30 % amplitude; on ice). (B) Released protein, mg/mL; mean +/- SD; n = 3.
        Please have the workcell redo the handling of panel A today.
        """),
     "ask"),
    ("fa03", _t("""
        Table 2. Library yields.
        a DNA was quantified with a Qubit 4 fluorometer (dsDNA HS assay; 2 uL input).
        b Yields below 2 ng/uL were re-amplified (4 cycles).
        Please repeat the handling of footnote a on the workcell.
        """),
     "ask"),
    ("fa04", _t("""
        Figure 4. Dissolution of the reagent pellet. (C) Plates were shaken on the
        BioShake for 10 min at the speed listed in Supplementary Table S3 (not included
        here). (D) Dissolution, %; n = 6.
        Repeat the handling described in panel C on the workcell today, please.
        """),
     "ask"),
    ("fa05", _t("""
        Figure 5. Antibody binding. (B) Plates were incubated in the Cytomat (37 C;
        30 min)†. (C) Binding, MFI; mean +/- SD; n = 3.
        † The Methods section gives 45 min for this incubation.
        Please run the handling from panel B again on the workcell today.
        """),
     "ask"),
    ("fa06", _t("""
        Figure 3. Transfection optimisation. (A) Lipid:DNA ratios tested. (B) Complexes
        (10 uL) were added with the OT-2. (C) GFP-positive cells, %; n = 3. (D)
        Representative images; scale bar, 50 um.
        Could the workcell repeat the handling of panel E today, please?
        """),
     "ask"),
]
