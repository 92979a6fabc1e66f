"""Hold-out batch "vendornote1": vendor application notes, technical bulletins and
instrument quick-reference cards pasted into the planner with a short request on top
or at the bottom ("can we run the assay from this app note on our workcell, 24 samples").

Style: pasted vendor prose with headings, "Recommended settings" tables (pipe tables),
"Optimisation" paragraphs that list several tested values and then pick one, footnotes
(superscript markers), trademark symbols (TM / (R)), part and catalogue numbers,
document revision numbers and figure references.  The request is usually short, informal
and may narrow, substitute or correct what the note says.

Traps in this batch:
- Optimisation paragraphs: only the chosen value counts; the rejected ones (and values
  that the note says exceed a rating) are context.
- Settings tables with several rows (per seal type, per plate format, per application,
  per expression level): the request picks the row.  When nothing picks the row and the
  rows disagree on a value that matters, the right outcome is 'ask'.
- The request limits the steps ("steps 1-4 only", "just the spin", "skip the 4 C hold",
  "we seal by hand") or substitutes an instrument (Bravo -> Biomek i7, cycler -> on-deck
  Peltier) or corrects a value (405 -> 410 nm, DNA 1K -> High Sensitivity assay).
- Ranges in the note ("2-5 minutes", "0.25-1 second", "1-4 hours") settled by the request.
- Part numbers, catalogue numbers, document numbers, lot-like codes, cell densities,
  concentrations, ratios (1:500, 1.8X), figure numbers, plate/tube counts and "ambient + 5 C"
  style specs are context, not settings.
- Values that exist only in a figure or table that did not paste -> 'ask'.
- rpm-only centrifugation, vortexing, sonication, "speed 5", nL acoustic transfers, an
  insisted-on instrument the lab lacks, two wavelengths left open -> 'ask'.
- Published values beyond the workcell's limits (210 C seal, 3,500 rpm, A205, 120 s
  luminescence integration, 6 mL / 12.5 mL per well, Em 880 nm, 15 C shaking, 6,000 x g
  for plates, 25,000 x g for tubes, -20 C storage) -> 'halted'.
- Unit spellings vary: uL/µL/μl, C/°C/ºC/deg C, g/x g/×g/xg/rcf, s/sec/min/mins/h/hr,
  numbers written as words and thousands separators.
"""

NAME = "vendornote1"

CASES: list[tuple[str, str, str]] = [
    # Chip priming is a bench step (footnote 1); "20 µL each" describes the plate, it is not a transfer.
    (
        "vendornote1-01",
        """can we run the QC from this app note on our workcell, 24 samples? libraries are already sitting in a Bio-Rad Hard-Shell® 96 PCR plate (HSP9601), 20 µL each.

APPLICATION NOTE AN-LC-0217 Rev. C
Fragment Sizing of Illumina® Libraries on the LabChip® GX Touch™ HT

Summary
Library size distributions were determined for 96 TruSeq®-style libraries using the DNA NGS 3K Reagent Kit (P/N CLS960013). Sizing accuracy was within ±5% of the ladder (Figure 2), and smear analysis agreed with Bioanalyzer data (R² = 0.98).

Procedure
1. Prepare the chip and ladder as described in the reagent kit user guide¹.
2. Centrifuge the sample plate at 1,000 × g for 2 min to remove air bubbles.
3. Place the plate in the instrument and run the DNA NGS 3K assay. A full plate is analysed in approximately 75 min (Figure 3).

¹ Chip priming is a bench procedure and is not part of the automated workflow.""",
        "spin rcf_g=1000 duration_s=120 > run_assay assay=dna_ngs_3k sample_count=24 @labchip_gx_touch_ht",
    ),
    # The 540/570 nm correction is explicitly declined; substrate step already done by hand.
    (
        "vendornote1-02",
        """Technical Bulletin TB-0912 | ImmunoQuant™ Human IL-6 ELISA Kit (Cat. No. IQ-6120-96, Lot 24A117)
Section 7 – Assay Procedure (continued)

7.7 Add 100 µL of Substrate Solution (Part 895000) to each well. Incubate for 20 minutes at room temperature. Protect from light.
7.8 Add 50 µL of Stop Solution (Part 895032) to each well. The colour in the wells should change from blue to yellow.
7.9 Determine the optical density of each well within 30 minutes, using a microplate reader set to 450 nm. If wavelength correction is available, set to 540 nm or 570 nm.²

² Readings made directly at 450 nm without correction may be higher and less accurate.

---
we already did 7.7 by hand. automate 7.8 and 7.9 only please: stop solution on the STAR, read on the i3x at 450 single wavelength (skip the correction, our SoftMax template is single-λ).""",
        "transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "vendornote1-03",
        """Technical Bulletin TB-SEAL-044
AlumaPeel™ Peelable Foil Heat Seal (P/N AP-1096-100) — Sealing Parameters

Optimisation
Seal integrity was scored as evaporative loss after 24 h at 37 °C (Figure 3). At 170 °C and 190 °C (2.5 s) edge wells lost 8–12% of a 50 µL fill. At 210 °C for 2.5 s, loss was <1% in all 96 wells, so 210 °C / 2.5 s is the recommended condition.

Recommended settings
| Parameter        | Setting           |
|------------------|-------------------|
| Seal temperature | 210 °C            |
| Seal time        | 2.5 s             |
| Plate adapter    | PCR nest AP-N96²  |

² Skirted and semi-skirted PCR plates only.

---
Please heat-seal our 96 PCR assay plates exactly per the bulletin settings on the a4S.""",
        "halted",
    ),
    # The 30 min room-temperature equilibration is done offline per the request; RT incubation carries no temperature.
    (
        "vendornote1-04",
        """Please set up the endpoint read from the manual below on the Fluent + i3x. Plates come out of the incubator already equilibrated to room temp (we do that offline) — 96-well, 100 µL medium per well. Use 0.5 s integration, and 500 rpm for the shaking step.

CellTiter-Glo® 2.0 Cell Viability Assay — Technical Manual excerpt (TM403)
4.A Protocol
1. Equilibrate the plate and its contents at room temperature for approximately 30 minutes.
2. Add a volume of CellTiter-Glo® 2.0 Reagent equal to the volume of cell culture medium present in each well (e.g., add 100 µl of reagent to 100 µl of medium containing cells for a 96-well plate, or add 25 µl of reagent to 25 µl of medium containing cells for a 384-well plate).
3. Mix contents for 2 minutes on an orbital shaker to induce cell lysis.
4. Allow the plate to incubate at room temperature for 10 minutes to stabilize luminescent signal.
5. Record luminescence.
Note: Instrument settings depend on the manufacturer. An integration time of 0.25–1 second per well should serve as a guideline.""",
        "transfer volume_ul=100 @tecan_fluent > shake speed_rpm=500 duration_s=120 > incubate duration_s=600 > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "vendornote1-05",
        """Quick-Reference Card QRC-112 (Rev A) — Suspension cell wash before flow staining, 96 deep-well format

1. Add 1 mL DPBS (Gibco™ 14190-144) to each well.
2. Centrifuge at 1,500 rpm for 5 min.
3. Discard the supernatant by flicking; repeat once.

our manager wants to know if the workcell can do step 2 for us — plate is the 2.2 mL square-well deep-well block.""",
        "ask",
    ),
    # The 65 C heated elution is inside the named KingFisher script, not a separate incubate step.
    (
        "vendornote1-06",
        """MagMAX™ Viral/Pathogen II (MVP II) Nucleic Acid Isolation Kit — Application Note excerpt

Table 2. Plate setup for the KingFisher™ Flex (96 deep-well head)
| Plate        | Position | Reagent                                      | Volume/well    |
|--------------|----------|----------------------------------------------|----------------|
| Sample plate | 1        | Sample + Binding Bead Mix                    | 200 µL + 275 µL|
| Wash 1       | 2        | Wash Buffer                                  | 500 µL         |
| Wash 2       | 3        | 80% Ethanol                                  | 1,000 µL       |
| Elution      | 4        | Elution Solution                             | 50 µL          |
| Tip comb     | 5        | KingFisher™ 96 Deep-Well Tip Comb (97002534) | —              |

Select the script MVP_2Wash_200_Flex and start the run (~23 min). The heated elution (65 °C, 5 min) is part of the script.¹
¹ Do not edit the script; elution timings are validated for the kit.

Request: all plates are prepped upstream. From here: run the script above on the KF Flex, then spin the elution plate 1 min at 1000 xg in the VSpin (balance plate is already in bucket 2) and put it in the fridge store at 4C.""",
        "run_program program=MVP_2Wash_200_Flex @kingfisher_flex > spin rcf_g=1000 duration_s=60 @agilent_vspin > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "vendornote1-07",
        """Q5® High-Fidelity 2X Master Mix (M0492S) — adapted from the application note "High-fidelity amplification of a 1.2 kb target from genomic DNA"

Optimisation
Annealing temperature was optimised by gradient PCR. Ta values of 58 °C, 62 °C and 66 °C were tested (Figure 2). 58 °C produced an additional ~400 bp product and 66 °C reduced yield by ~60%; 62 °C gave a single specific band and is used in the protocol below.

Table 3. Thermocycling conditions
| Step                 | Temp  | Time  |
|----------------------|-------|-------|
| Initial denaturation | 98 °C | 30 s  |
| 30 cycles            | 98 °C | 10 s  |
|                      | 62 °C | 20 s  |
|                      | 72 °C | 40 s* |
| Final extension      | 72 °C | 2 min |
| Hold                 | 4 °C  | ∞     |
* 20–30 s/kb; 40 s used for the 1.2 kb target.

could you set this up on the ODTC? one 96-well PCR plate, reactions already assembled and sealed.""",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=40 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "vendornote1-08",
        """From the application note "Magnetic-bead cleanup of amplicon libraries in 96-well PCR plates" (AN-2291, Figure 4):

Optimisation — elution resuspension
After the ethanol washes, bead pellets were resuspended in 20 µL Elution Buffer by orbital shaking for 1 min at 2,000, 2,800 or 3,500 rpm (2 mm orbit). Only 3,500 rpm fully dispersed the pellet; at 2,000 and 2,800 rpm clumps remained (Figure 4B) and yield dropped by 18% and 9%. We therefore use 3,500 rpm for 1 min.

Can the BioShake do this resuspension step the way they did it?""",
        "halted",
    ),
    # Combined anneal/extend step is recorded as annealing; the UDG hold and melt curve are dropped by the request.
    (
        "vendornote1-09",
        """Quick-Reference Card: PowerUp™ SYBR™ Green Master Mix (A25742), 384-well format

Recommended settings
| Parameter       | 384-well                                          |
|-----------------|---------------------------------------------------|
| Reaction volume | 10 µL                                             |
| Seal            | Optically clear heat seal (P/N 4ti-0560), 165 °C, 2 s |
| Plate spin      | 1,000 × g, 1 min                                  |

Standard cycling mode (primer Tm ≥ 60 °C)
UDG activation 50 °C, 2 min → Dual-Lock™ DNA polymerase activation 95 °C, 2 min → 40 cycles of: denature 95 °C 15 s, anneal/extend 60 °C 1 min.
Optional: dissociation (melt) curve, see Figure 5.

Request: dispense the 10 µL reactions on the i5 from the pre-mixed source plate, heat seal on the a4S, spin, then run on the CFX384. Leave out the UDG hold and the melt curve.""",
        "transfer volume_ul=10 @biomek_i5 > seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "vendornote1-10",
        """Tech note TN-034: MagBind® Tissue DNA 96 Kit — lysis

Table 1. Lysis
| Step | Action                                                      |
|------|-------------------------------------------------------------|
| 1    | Add 20 µL Proteinase K (P/N D3001-C) to 200 µL lysate       |
| 2    | Vortex the plate 15 s on a multi-tube vortexer (setting 8)  |
| 3    | Incubate at 56 °C for 10 min                                |

can the workcell do Table 1 steps 1-3 for one deep-well plate?""",
        "ask",
    ),
    # The 540-590 nm note is a range remark; the request fixes 562. Cool-down step dropped by the request.
    (
        "vendornote1-11",
        """Pierce™ BCA Protein Assay Kit (Cat. No. 23225) — Microplate Procedure (Sample to WR ratio = 1:8)
1. Pipette 25 µL of each standard or unknown sample replicate into a microplate well (working range = 20–2,000 µg/mL).
2. Add 200 µL of the WR to each well and mix plate thoroughly on a plate shaker for 30 seconds.
3. Cover plate and incubate at 37 °C for 30 minutes.
4. Cool plate to RT. Measure the absorbance at or near 562 nm on a plate reader.
Note: Wavelengths from 540–590 nm have been used successfully with this method.

—
request: standards + samples are already plated (step 1 done). OT-2 adds the WR, then shake 30 s at 600 rpm, 37 °C for 30 min, straight into the i3x at 562 nm — we don't bother with the cool-down.""",
        "transfer volume_ul=200 @opentrons_ot2 > shake speed_rpm=600 duration_s=30 > incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "vendornote1-12",
        """Application Note AN-UV-19: Direct peptide quantitation by far-UV absorbance in UV-Star® microplates (Greiner 655801)

Peptide bonds absorb strongly in the far UV (ε205 ≈ 31 mL mg⁻¹ cm⁻¹)³, so quantitation at 205 nm is largely independent of amino-acid composition.

Recommended settings
| Mode        | Absorbance  |
| Wavelength  | 205 nm      |
| Pathcheck™  | On          |
| Flashes     | 6 per read  |

³ Scopes RK, Anal. Biochem. 59:277 (1974).

can we run the read step from this on the SpectraMax? 96-well UV plate, samples already loaded.""",
        "halted",
    ),
    (
        "vendornote1-13",
        """Opentrons Flex® Application Note — Automated Library Dilution Before Pooling

Protocol
1. Transfer 5 µL of each library into 45 µL Resuspension Buffer (RSB) pre-dispensed in a fresh 96-well PCR plate.
2. Mix 10 times at 20 µL using the Flex 8-Channel Pipette (50 µL)¹.
Total run time for a full plate: ~6 min (Figure 3).

¹ P/N 999-00021, used with 50 µL filter tips.

--> on our Flex please, but only columns 1-6 this week (the rest of the plate is empty). RSB is already in the destination plate.""",
        "transfer volume_ul=5 wells=48 @opentrons_flex > mix volume_ul=20 cycles=10 wells=48 @opentrons_flex",
    ),
    # The wavelength lives in a table that did not paste; "600-660 nm acceptable" is a range, not a setting.
    (
        "vendornote1-14",
        """Technical Bulletin #88 — Malachite Green Phosphate Assay Kit (Cat. MAK307)
Procedure (96-well)
1. Add 20 µL Working Reagent to 80 µL of sample or standard.
2. Incubate 30 min at room temperature for colour development.
3. Measure absorbance on a plate reader (wavelength: see Table 3; 600–660 nm acceptable).

sorry, Table 3 didn't copy over from the PDF. can you set up steps 1–3 on the Fluent + reader anyway?""",
        "ask",
    ),
    # Bravo is substituted by the Biomek i7 per the request; the manual seal is not a workcell step.
    (
        "vendornote1-15",
        """Agilent Application Note 5994-2187EN — Automated first-strand cDNA synthesis on the Bravo NGS Workstation

Step 4 (Bravo protocol "FirstStrand_96"): the Bravo adds 10 µL of First Strand Master Mix to each RNA sample and mixes 5 × 15 µL. The plate is then sealed and pulse-centrifuged in the Agilent VSpin™ at 500 × g for 30 s before transfer to the thermal cycler (Step 5).

we don't have a Bravo — do the add + mix on the Biomek i7, our tech seals by hand, then the VSpin spin as written. stop there, step 5 is tomorrow.""",
        "transfer volume_ul=10 @biomek_i7_hybrid > mix volume_ul=15 cycles=5 @biomek_i7_hybrid > spin rcf_g=500 duration_s=30 @agilent_vspin",
    ),
    (
        "vendornote1-16",
        """BioNex HiG4 Quick Reference Card — Recommended settings
| Application     | Plate        | RCF        | Time  | Accel/Decel |
|-----------------|--------------|------------|-------|-------------|
| Cell pelleting  | 96 flat      | 500 x g    | 3 min | 50%         |
| Lysate clearing | 96 deep-well | 3,000 x g  | 5 min | 80%         |
| Bead pelleting  | 384 PCR      | 2,000 x g  | 1 min | 100%        |
* Never exceed the plate manufacturer's rated RCF.

We need the lysate clearing row for our E. coli deep-well blocks, then the STAR moves 150 ul of cleared lysate into a fresh flat-bottom plate.""",
        "spin rcf_g=3000 duration_s=300 @bionex_hig4 > transfer volume_ul=150 @hamilton_star",
    ),
    # Request picks the 120 s row; the reader allows at most 60 s integration.
    (
        "vendornote1-17",
        """Technical Note TN-NB-07: Detecting endogenous HiBiT-tagged proteins

Recommended settings (luminescence, top read)
| Expression level            | Integration |
|-----------------------------|-------------|
| CMV-driven (overexpression) | 1 s         |
| Endogenous knock-in         | 120 s       |

Procedure: add 25 µL Nano-Glo® HiBiT Lytic Reagent (N3030) per well, mix 3 min, read.

Our lines are CRISPR knock-ins so use the endogenous row. reagent add + read on the workcell please.""",
        "halted",
    ),
    # 1,500 and 4,000 x g are tested-and-rejected values; "8 tubes" is a count.
    (
        "vendornote1-18",
        """Cell-harvest bulletin CH-03 (Rev. 2), step 3:
Pellet cells in 50 mL conical tubes (Falcon™ 352070) using an Eppendorf® Centrifuge 5810 R with rotor A-4-81 and 50 mL adapters at 3,000 × g for 10 min, 4 °C. (Optimisation: 1,500 × g left ~12% of cells in suspension; 4,000 × g exceeds the A-4-81 rating.)

just the spin please, on our 5810R. 8 tubes.""",
        "spin rcf_g=3000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "vendornote1-19",
        """Application Note: pNPP-based alkaline phosphatase activity in 96-well format
...after 30 min at 37 °C, stop the reaction with 50 µL 3 N NaOH and read absorbance (see Recommended settings).
Recommended settings: Absorbance, 405 nm, 6 flashes.

note from Priya: the note says 405 but our validated SOP-ALP-03 reads at 410 — not sure which one we should use for this, 405 or 410? stop solution add + read on the workcell.""",
        "ask",
    ),
    (
        "vendornote1-20",
        """Monarch® Plasmid Miniprep Quick-Reference Card — column wash
Centrifuge 1 min at 16,000 × g. Discard flow-through.

run this spin for our 1.5 mL tubes on the 5424 R, at 4 °C please.""",
        "spin rcf_g=16000 duration_s=60 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "vendornote1-21",
        """Compound Management Technical Bulletin CM-TB-12: Handling of sealed 384-well source plates (Greiner 781280)
1. De-seal with the XPeel™ (adhere time 2.5 s, default speed).
2. Transfer 5 µL compound solution to the assay plate.
3. Re-seal the source plate immediately: 170 °C, 1.5 s (Peelable Clear seal, P/N 4ti-0567)³.

³ Sealing above 175 °C can deform 781280 plates.

Use the Fluent for step 2 and the a4S for the re-seal.""",
        "peel @azenta_xpeel > transfer volume_ul=5 @tecan_fluent > seal temperature_c=170 duration_s=1.5 @azenta_a4s",
    ),
    # 6 mL per well is above every liquid handler's per-well volume limit (5,000 µL); trips do not raise that cap.
    (
        "vendornote1-22",
        """MagMAX™ Microbiome Ultra, large-input variant — App note Table 1, KingFisher™ 24 Deep-Well format (P/N 95040470)
| Plate   | Reagent                 | Volume/well |
|---------|-------------------------|-------------|
| Binding | Lysis/Binding Solution  | 6 mL        |
| Wash 1  | Wash Buffer             | 3 mL        |
| Elution | Elution Buffer          | 200 µL      |

Could the Fluent fill the binding plate per Table 1? just the binding plate for now.""",
        "halted",
    ),
    # 10,000 cells/well and 1:500 are context; "shaking wherever is free" names no shaker.
    (
        "vendornote1-23",
        """Request: cells were seeded yesterday (they've had their 24 h). Please start at step 2. Pipetting on the Biomek i7, the 48 h goes in the Cytomat CO2 incubator, shaking wherever is free, and read on the i3x with the recommended filter pair.

Application Note — Multiplexed cytotoxicity profiling with CellTox™ Green (G8741), 96-well endpoint
1. Seed 10,000 cells/well in 80 µL medium; incubate 24 h at 37 °C, 5% CO₂.
2. Add 20 µL of 5X compound dilution; incubate 48 h at 37 °C, 5% CO₂.
3. Add 15 µL CellTox™ Green Reagent¹ and mix on an orbital shaker (500 rpm, 1 min).
4. Incubate 15 min at room temperature, shielded from ambient light.
5. Measure fluorescence.
Recommended settings: Ex 485 nm / Em 520 nm (485–500 nm Ex / 520–530 nm Em acceptable).

¹ Reagent diluted 1:500 in Assay Buffer (P/N G8742).""",
        "transfer volume_ul=20 @biomek_i7_hybrid > incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 > transfer volume_ul=15 @biomek_i7_hybrid > shake speed_rpm=500 duration_s=60 > incubate duration_s=900 > read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x",
    ),
    (
        "vendornote1-24",
        """App note AN-CPCR-5: High-throughput colony PCR from glycerol stocks
Reaction: 20 µL OneTaq® Quick-Load® 2X Master Mix (M0486), 0.2 µM each primer, 1 µL template.
Cycling: 30 cycles, using the standard three-step conditions recommended by the polymerase manufacturer, with the annealing temperature adjusted to your primer pair (Ta = Tm – 5 °C).²

² See Figure 1 for typical gel results.

can you run the cycling on the ODTC? plate is ready.""",
        "ask",
    ),
    # move_plate is listed because the PF400 moves are stated; the alternative absorbance read is for readers without fluorescence.
    (
        "vendornote1-25",
        """Tech Bulletin TB-0231 — alamarBlue™ HS Cell Viability Reagent (Cat. No. A50100)

Optimisation
Incubation times of 1, 2 and 4 h were tested (Figure 2). Signal-to-background was highest at 4 h without loss of linearity; 4 h is recommended.

Recommended settings
| Mode        | Fluorescence (top read)              |
| Excitation  | 560 nm                               |
| Emission    | 590 nm                               |
| Alternative | Absorbance 570 nm, 600 nm reference¹ |

¹ Use only if a fluorescence reader is unavailable.

plates were dosed yesterday and have been sitting in the Cytomat 24 hotel well past the 4 h. just the read please: pull the plate out of the hotel, PF400 takes it to the i3x, fluorescence read per the table, then PF400 brings it back and store it in the hotel again.""",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x > move_plate @precise_pf400 > store @cytomat_24",
    ),
    (
        "vendornote1-26",
        """QInstruments BioShake 3000-T elm — Application Quick-Reference Card
Recommended mixing speeds (2 mm orbit)
| Labware           | Max fill | Speed     |
|-------------------|----------|-----------|
| 96-well PCR plate | 50 µL    | 1,500 rpm |
| 96 deep-well      | 1 mL     | 1,200 rpm |
| 384-well          | 20 µL    | 2,500 rpm |
Temperature can be set from ambient + 5 °C to 99 °C.

for our bead-binding step (96 PCR plate, 40 µL per well) run the card's speed for 5 min at 30 °C on the BioShake.""",
        "shake speed_rpm=1500 duration_s=300 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    # The note itself rejects emission at or below 850 nm; the reader's emission range ends at 850 nm.
    (
        "vendornote1-27",
        """Product Bulletin PB-NIR-2 — ViaNIR™ 880 Live/Dead Stain (Cat. VN-880-01)
Spectral properties: Ex max 785 nm, Em max 880 nm.
Recommended settings (monochromator readers): Excitation 785 nm, Emission 880 nm, no cutoff filter.
Optimisation: shifting emission to 850 nm or lower lost >70% of the signal (Figure 2) and is not recommended.

read the stained plate on the i3x with the bulletin's recommended settings pls""",
        "halted",
    ),
    (
        "vendornote1-28",
        """App note: Growth profiling of E. coli knockouts in 96 deep-well blocks
Cultures (1 mL LB) are grown at 37 °C with shaking at 800 rpm for 16 h on a BioShake 3000-T elm fitted with the deep-well adapter (P/N 1808-0506). 100 µL of each culture is then transferred to a clear flat-bottom plate (Corning® 3370) and OD600 is measured.

We'd like exactly this: grow on our BioShake, then the STAR does the 100 µL transfer, then read.""",
        "shake speed_rpm=800 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm > transfer volume_ul=100 @hamilton_star > read_absorbance wavelength_nm=600",
    ),
    (
        "vendornote1-29",
        """Application Note — Miniaturised kinase profiling in 384-well format
Compound transfer: 25 nL of each 10 mM DMSO stock was dispensed from an Echo® Qualified 384-Well Source Plate (P/N 001-14555) into the assay plate using an Echo® 655 Acoustic Liquid Handler (Figure 1). Final DMSO was 0.25%.

can the workcell do the compound transfer step the same way?""",
        "ask",
    ),
    (
        "vendornote1-30",
        """Quant-iT™ PicoGreen® dsDNA Assay Kit (P7589) — Microplate protocol excerpt
1. Add 100 µL of the aqueous working solution of Quant-iT™ PicoGreen® reagent to each 100 µL sample.
2. Incubate for 2–5 minutes at room temperature, protected from light.
3. Measure fluorescence: excitation ~480 nm, emission ~520 nm.¹
¹ Standard fluorescein filters are also suitable.

Set this up on the Tecan Fluent for columns 1-4 only (32 samples), 5 min incubation, read on the i3x at 480/520.""",
        "transfer volume_ul=100 wells=32 @tecan_fluent > incubate duration_s=300 > read_fluorescence excitation_nm=480 emission_nm=520 @spectramax_i3x",
    ),
    # Denaturation and dilution are already done; only the spin and the run are requested.
    (
        "vendornote1-31",
        """Protein Express Assay Quick Guide (LabChip® GX Touch™, Reagent Kit CLS960008)
Sample preparation: 2 µL sample + 7 µL Sample Buffer, denature 5 min at 100 °C, add 35 µL water, spin the plate 2 min at 1,000 × g.
Run the Protein Express assay; a 96-well plate takes ~40 min.

samples are already denatured and diluted in a 96-well PCR plate. from here on the workcell: spin as in the guide and run the assay, 40 samples.""",
        "spin rcf_g=1000 duration_s=120 > run_assay assay=protein_express sample_count=40 @labchip_gx_touch_ht",
    ),
    # BioShake cannot cool below 25 C and the Biomek deck shakers stop at 1,200 / 1,000 rpm.
    (
        "vendornote1-32",
        """Bench card BC-17 — Cold lysis for phospho-protein samples (96 deep-well)
Shake at 1,800 rpm for 10 min at 15 °C. Do not exceed 20 °C at any point (phosphatase activity).

put the lysis shake on the workcell please.""",
        "halted",
    ),
    (
        "vendornote1-33",
        """App note excerpt (LabChip® GX Touch™ HT): Cell-free DNA library QC
"...Libraries were analysed with the DNA 1K assay (CLS760673); the main peak at ~300 bp was used to calculate molarity (Figure 4)..."

the note uses DNA 1K but our cfDNA libraries are too dilute for that — run the DNA High Sensitivity assay instead, 16 samples, plate's already on the deck.""",
        "run_assay assay=dna_high_sensitivity sample_count=16 @labchip_gx_touch_ht",
    ),
    (
        "vendornote1-34",
        """Technical bulletin TB-ALPHA-3 — Acceptor bead equilibration
After adding 10 µL Acceptor beads, mix on a plate shaker at speed 5 for 1 minute (IKA® MTS 2/4 digital) and incubate 60 min at room temperature in the dark.

can the workcell do the mix + incubation?""",
        "ask",
    ),
    # The 4 C hold and the -20 C storage note are dropped by the request; the lid temperature is not a key.
    (
        "vendornote1-35",
        """NEBNext® Ultra™ II End Repair/dA-Tailing Module (E7546) — Section 1.2
Place in a thermocycler, with the heated lid set to ≥ 75 °C, and run the following program:
30 minutes @ 20 °C
30 minutes @ 65 °C
Hold at 4 °C
Note: If necessary, samples can be stored at –20 °C; however, a slight loss in yield (~20%) may be observed.

ODTC for this. no 4 °C hold needed, the plate goes straight on to ligation, and we're not storing at -20.""",
        "incubate temperature_c=20 duration_s=1800 @inheco_odtc > incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "vendornote1-36",
        """NEBNext® Ultra™ II Ligation Module (E7595) — Section 1.3, Adaptor Ligation
Add the following directly to the End Prep reaction mixture (60 µL): NEBNext Ultra II Ligation Master Mix 30 µL, NEBNext Ligation Enhancer 1 µL, NEBNext Adaptor for Illumina 2.5 µL. Total volume 93.5 µL.
Caution: do not premix the adaptor with the Ligation Master Mix and Ligation Enhancer.
Mix by pipetting up and down at least 10 times. Incubate at 20 °C for 15 minutes in a thermocycler with the heated lid off.

On the Biomek i7: adaptor first (2.5 uL), then one 31 uL add of pre-combined master mix + enhancer, mix 10x at 50 uL, then the 15 min at 20 C on the i7's on-deck Peltier instead of a cycler.""",
        "transfer volume_ul=2.5 @biomek_i7_hybrid > transfer volume_ul=31 @biomek_i7_hybrid > mix volume_ul=50 cycles=10 @biomek_i7_hybrid > incubate temperature_c=20 duration_s=900 @biomek_i7_hybrid",
    ),
    # 6,000 x g is within the plate's rating but above every plate centrifuge (HiG4 5,000; 5810 R plate buckets 2,900; VSpin 1,000).
    (
        "vendornote1-37",
        """App note AN-CL-31: Whole-cell lysate clarification directly in PCR plates
Lysates in Hard-Shell® 96-well PCR plates (HSP9601, rated to 6,000 × g) were clarified at 6,000 × g for 10 min. Lower forces (3,000 and 4,500 × g) left visible debris that clogged the downstream LabChip® sipper (Figure 5).

do the clarification spin on our workcell as published.""",
        "halted",
    ),
    (
        "vendornote1-38",
        """Beckman Coulter Technical Bulletin — AMPure XP (A63880/A63881), automated 1.8X cleanup of 50 µL PCR reactions

Optimisation
Bead:sample ratios of 0.8X, 1.0X and 1.8X were compared (Figure 6). 1.8X gave the highest recovery of 150–500 bp amplicons and is used below.

1. Add 90 µL AMPure XP to each 50 µL reaction.
2. Mix 10 times at 100 µL.
3. Incubate 5 min at room temperature.
4. Place the plate on the magnet for 2 min or until the solution is clear.
5. Remove and discard the supernatant; wash twice with 200 µL 70% ethanol.
6. Air-dry 5 min and elute in 40 µL.

steps 1-4 only, on the Biomek i5 (it has the on-deck magnet). washes/elution happen on the KingFisher later with its own method.""",
        "transfer volume_ul=90 @biomek_i5 > mix volume_ul=100 cycles=10 @biomek_i5 > incubate duration_s=300 > magnetic_separation duration_s=120 @biomek_i5",
    ),
    # "At least 10 minutes" is settled to exactly 10 min by the request.
    (
        "vendornote1-39",
        """96-well, 75 µL medium per well. Use the Flex for both reagent adds, exactly 10 min waits, read on the i3x.

Dual-Glo® Luciferase Assay System (E2920) — Technical Manual excerpt
1. Add a volume of Dual-Glo® Reagent equal to the culture medium volume (75 µL for 96-well plates). Wait at least 10 minutes, then measure firefly luminescence.
2. Add a volume of Dual-Glo® Stop & Glo® Reagent equal to the original culture medium volume (75 µL). Wait at least 10 minutes, then measure Renilla luminescence.
Recommended settings: luminescence, integration 1 s/well, no attenuation.""",
        "transfer volume_ul=75 @opentrons_flex > incubate duration_s=600 > read_luminescence integration_s=1 @spectramax_i3x > transfer volume_ul=75 @opentrons_flex > incubate duration_s=600 > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    # Nothing says which plate format "our reactions" are in, so the detection-reagent volume is unsettled.
    (
        "vendornote1-40",
        """ADP-Glo™-style kinase detection — Recommended volumes
| Reagent           | 96-well | 384-well | 1536-well |
|-------------------|---------|----------|-----------|
| Kinase reaction   | 50 µL   | 10 µL    | 4 µL      |
| Detection Reagent | 50 µL   | 10 µL    | 4 µL      |
Add Detection Reagent, incubate 10 min at room temperature, read luminescence (0.5 s/well).

can the Flex add the detection reagent to our reactions and then read?""",
        "ask",
    ),
    (
        "vendornote1-41",
        """a4S™ Automated Roll Heat Sealer — Quick Reference Card (Rev. 3)
Recommended settings by seal type
| Seal (P/N)                       | Temp   | Time  |
|----------------------------------|--------|-------|
| Clear Seal, PCR (4ti-0560)       | 160 °C | 1.5 s |
| Foil Seal, peelable (4ti-0550)   | 170 °C | 2.0 s |
| Pierceable foil (4ti-0531)       | 165 °C | 1.0 s |

we're using the clear PCR seal on the qPCR plates, seal one on the a4S please.""",
        "seal temperature_c=160 duration_s=1.5 @azenta_a4s",
    ),
    (
        "vendornote1-42",
        """Bulletin PB-115: Ultra-clear lysate preparation in 1.5 mL microcentrifuge tubes
Centrifuge at 25,000 × g for 10 min at 4 °C. (At 16,000 × g, 8% of preps showed residual debris; Figure 2.)

spin step on the workcell please, 24 tubes.""",
        "halted",
    ),
    (
        "vendornote1-43",
        """Assay-Ready Plate (ARP) Technical Bulletin TB-ARP-02
ARPs (384-well, Corning® 3764) are stored heat-sealed at 4 °C. Before use, remove the seal, dispense 20 µL cell suspension (1,500 cells/well) and transfer immediately to a humidified incubator (37 °C, 5% CO2) for 24 h.

workcell plan please: get an ARP out of the 2C425, XPeel it, STAR dispenses the 20 µL, then 24 h in the Cytomat 2C450 as per the bulletin.""",
        "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=20 @hamilton_star > incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "vendornote1-44",
        """SensoLyte® pNPP Alkaline Phosphatase Assay Kit — Protocol excerpt
...Add 50 µL stop solution to each well. Mix the reagents by shaking the plate gently for 1 min. Measure absorbance at 405 nm.

we compared 405 vs 410 last month and 410 gives better linearity on our i3x — use 410 nm instead of the kit's 405. stop solution addition on the OT-2, skip the gentle shake.""",
        "transfer volume_ul=50 @opentrons_ot2 > read_absorbance wavelength_nm=410 @spectramax_i3x",
    ),
    (
        "vendornote1-45",
        """Chromatin Shearing Application Note (Bioruptor® Pico)
Sonicate 10 cycles of 30 s ON / 30 s OFF at 4 °C in 0.65 mL Bioruptor® Microtubes (C30010011). Expected fragment size 150–300 bp (Figure 3).

we don't have the Bioruptor next to the workcell — can the robots do the shearing step?""",
        "ask",
    ),
    # "Microplate reader" in the manual can only be the SpectraMax; the 1-4 h range is settled to 2 h.
    (
        "vendornote1-46",
        """Cell Counting Kit-8 (CK04) — Technical Manual excerpt
1. Add 10 µL of CCK-8 solution to each well of the plate.
2. Incubate the plate for 1–4 hours in the incubator.
3. Measure the absorbance at 450 nm using a microplate reader.

read at 450 once the plate has had 2 h in the Cytomat (37 °C, 5% CO2) — the 10 µL CCK-8 add goes on the OT-2 first obviously.""",
        "transfer volume_ul=10 @opentrons_ot2 > incubate temperature_c=37 duration_s=7200 co2_percent=5 @cytomat_2c450 > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "vendornote1-47",
        """Illumina® DNA Prep — Hamilton Microlab® STAR application note, Post-Tagmentation Cleanup (excerpt)
1. Add 10 µL TSB to each tagmentation reaction.
2. Pipette to mix 10 times at 40 µL.
3. Seal and place on the thermal cycler; run the PTC program: lid 100 °C, 37 °C for 15 minutes, hold at 10 °C.

columns 1–3 only (24 samples). STAR for steps 1–2, ODTC for the 37 °C incubation — skip the seal and the 10 °C hold, the STAR takes it straight back.""",
        "transfer volume_ul=10 wells=24 @hamilton_star > mix volume_ul=40 cycles=10 wells=24 @hamilton_star > incubate temperature_c=37 duration_s=900 @inheco_odtc",
    ),
    # No plate store in the lab goes below 4 C (the 2C425 runs 4-25 C); the freezer temperature is stated as a setting.
    (
        "vendornote1-48",
        """Safe stopping point (from the kit bulletin, p. 14): after the final elution, libraries may be sealed and stored at –20 °C for up to 7 days.

use that stopping point: seal on the a4S (165 °C, 3 s) and then store the plate at -20 °C in our Cytomat plate store.""",
        "halted",
    ),
    # 680 nm background read is dropped by the request; "gentle tapping" is not a workcell step.
    (
        "vendornote1-49",
        """CyQUANT™ LDH Cytotoxicity Assay (C20300) — Application Note excerpt, 96-well
1. Centrifuge the cell plate at 250 × g for 3 min.
2. Transfer 50 µL of each sample medium to a new 96-well flat-bottom plate.
3. Add 50 µL Reaction Mixture to each sample well and mix by gentle tapping.
4. Incubate the plate at room temperature for 30 minutes, protected from light.
5. Add 50 µL Stop Solution to each sample well and mix by gentle tapping.
6. Measure absorbance at 490 nm and 680 nm. Subtract the 680 nm absorbance value (instrument background) from the 490 nm absorbance.

Please: 5810R with the plate buckets for the spin, all pipetting on the Fluent, and read just 490 nm — we do background subtraction from a blank plate instead of the 680 read.""",
        "spin rcf_g=250 duration_s=180 @eppendorf_5810r > transfer volume_ul=50 @tecan_fluent > transfer volume_ul=50 @tecan_fluent > incubate duration_s=1800 > transfer volume_ul=50 @tecan_fluent > read_absorbance wavelength_nm=490",
    ),
    (
        "vendornote1-50",
        """MagMAX™ mirVana™ Total RNA Isolation Kit (A27828) — KingFisher™ Flex protocol
Load plates per Table 4 and start script MagMAX_mirVana_Tissue_Flex (~45 min). Elution volume: 50 µL.
RNA QC: 10 µL eluate per well, RNA Assay (CLS960010) on the LabChip® GX Touch™.

full plate, 96 samples: run the KF script, then the Opentrons Flex moves 10 µL of each eluate into a 96 PCR plate, then the LabChip RNA assay on all 96.""",
        "run_program program=MagMAX_mirVana_Tissue_Flex @kingfisher_flex > transfer volume_ul=10 @opentrons_flex > run_assay assay=rna sample_count=96 @labchip_gx_touch_ht",
    ),
    # The request insists on an instrument the lab does not have.
    (
        "vendornote1-51",
        """Application Note — Genotyping by HRM on the QuantStudio™ 7 Pro (384-well block)
Cycling: 95 °C 10 min; 40 cycles of 95 °C 15 s, 60 °C 1 min; then HRM 60–95 °C at 0.025 °C/s using the instrument-specific HRM calibration (Pub. No. MAN0018045).

please run it on the QuantStudio 7 exactly like the note — don't swap to the CFX, the HRM calls are instrument-specific.""",
        "ask",
    ),
    # Anneal/extend 60 C is recorded as annealing; gradient values are optimisation context.
    (
        "vendornote1-52",
        """Application Note — Gene expression profiling with TaqMan™ Fast Advanced Master Mix (4444557) in 384-well plates

Optimisation
An annealing gradient of 56–66 °C was run on a CFX384™ Touch (Figure 3). Cq values were flat between 58 and 62 °C; 60 °C was selected for all assays.

Fast cycling protocol
| Step                  | Temp  | Time | Cycles |
|-----------------------|-------|------|--------|
| Polymerase activation | 95 °C | 20 s | 1      |
| Denature              | 95 °C | 1 s  | 40     |
| Anneal/extend         | 60 °C | 20 s | 40     |

plates are sealed and spun already, just run it on the CFX with the final protocol.""",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=20 denaturation_c=95 denaturation_s=1 annealing_c=60 annealing_s=20 @biorad_cfx384",
    ),
    (
        "vendornote1-53",
        """Request: after the PCR, STAR moves 20 µL of product into a fresh 96 PCR plate for archiving; seal it per the card below and park it in the Cytomat 24 hotel.

a4S™ quick card, "Archive" preset: Foil seal (P/N 4ti-0550), 175 °C, 3.0 s.""",
        "transfer volume_ul=20 @hamilton_star > seal temperature_c=175 duration_s=3 @azenta_a4s > store @cytomat_24",
    ),
    # 12.5 mL per tube is above the 5,000 µL per-target limit of every liquid handler.
    (
        "vendornote1-54",
        """Expansion bulletin EXP-7, Day 3 feed: add 12.5 mL of pre-warmed medium to each 50 mL conical (Corning® 430829) without disturbing the pellet.

Day 3 feed on the Hamilton please, 6 tubes.""",
        "halted",
    ),
    (
        "vendornote1-55",
        """Technical note TN-FL-04 (fluorescent bead assay)
Before reading, centrifuge the plate for two minutes at one thousand x g to bring the beads to the well bottom, then read bottom fluorescence at Ex 490 / Em 525.

two-step job: spin, then read on the SpectraMax.""",
        "spin rcf_g=1000 duration_s=120 > read_fluorescence excitation_nm=490 emission_nm=525 @spectramax_i3x",
    ),
    (
        "vendornote1-56",
        """Reporter App Note RA-12 — GFP readout in 96-well plates
Remove the heat seal, shake 1 min at 1,000 rpm to homogenise, and read GFP at Ex 485 / Em 535 nm.

steps: XPeel, shake on the BioShake as written, read on the i3x — but use our standard EGFP pair 488/520 rather than 485/535.""",
        "peel @azenta_xpeel > shake speed_rpm=1000 duration_s=60 @qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=488 emission_nm=520 @spectramax_i3x",
    ),
    (
        "vendornote1-57",
        """Application Note AN-ELISA-22: High-sensitivity chemiluminescent ELISA
Optimisation: substrate incubation times of 1, 5, 10, 20 and 30 min were tested (Figure 4). Signal/background plateaued after the optimal time indicated in Figure 4, which is used for all subsequent experiments.
Procedure: add 100 µL SuperSignal™ ELISA Femto substrate (Cat. 37075) per well, incubate for the optimal time (Figure 4), read luminescence at 1 s/well.

figure 4 didn't come through in the paste. can you set up the substrate add / incubation / read on the workcell?""",
        "ask",
    ),
    (
        "vendornote1-58",
        """Organoid viability app note — after dosing, incubate 72 hr at 37 ºC / 5 % CO₂ (Figure 6 compares 24, 48 and 72 h; 72 h gives the largest assay window and is recommended).

just the three-day incubation in the Cytomat 2C450 please.""",
        "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450",
    ),
    (
        "vendornote1-59",
        """Tecan Fluent® application note FL-AN-09, bead resuspension: mix 5 cycles at 30 μl with the FCA before the bead transfer step.

cols 1-4 only today (32 wells), on the Fluent.""",
        "mix volume_ul=30 cycles=5 wells=32 @tecan_fluent",
    ),
    # Short-term 4 C storage chosen by the request over the -20 C long-term option.
    (
        "vendornote1-60",
        """...Elution (from the bead kit bulletin, section 6): place the plate on the magnet for 3 min; transfer 45 µL of cleared eluate to a fresh PCR plate; store at 4 °C (short term) or –20 °C (long term).

Biomek i7 for the magnet + transfer, then the 4 °C store (the 2C425) — short-term is fine.""",
        "magnetic_separation duration_s=180 @biomek_i7_hybrid > transfer volume_ul=45 @biomek_i7_hybrid > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "vendornote1-61",
        """Phusion™ Hot Start II DNA Polymerase (F549) amplification, from Tech Bulletin TB-PH-11:
Initial denaturation at 98 °C for thirty seconds; thirty-five cycles of 98 °C for ten seconds, 65 °C for twenty seconds and 72 °C for thirty seconds; final extension at 72 °C for five minutes; hold at four degrees.
Optimisation (Figure 2): Ta of 60, 65 and 70 °C were compared; 65 °C was selected.

run on the ODTC.""",
        "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "vendornote1-62",
        """SsoAdvanced™ Universal SYBR® Green Supermix (172-5270) — 384-well quick card
Reaction: 8 µL master mix + 2 µL template per well (10 µL total).
Protocol (3-step, for primers with Tm < 60 °C): 95 °C 30 s; 40 cycles of 95 °C 10 s, 56 °C 20 s, 72 °C 20 s.

OT-2 to pipette the master mix and then the template into the 384-well plate, seal on the a4S at 160 °C for 1.5 sec, then run on the CFX384.""",
        "transfer volume_ul=8 @opentrons_ot2 > transfer volume_ul=2 @opentrons_ot2 > seal temperature_c=160 duration_s=1.5 @azenta_a4s > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=30 denaturation_c=95 denaturation_s=10 annealing_c=56 annealing_s=20 extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    (
        "vendornote1-63",
        """Lysis quick card LQC-4: add 1 mL Lysis Buffer ML (P/N 740919) to each well of the 96 deep-well block before bead binding.

Fluent please, whole block.""",
        "transfer volume_ul=1000 @tecan_fluent",
    ),
    (
        "vendornote1-64",
        """Opentrons Flex app note ON-31: dispense 0.5 mL of binding buffer per well into the 96 deep-well plate with the Flex 8-Channel 1000 µL pipette (P/N 999-00024).

Flex, half a millilitre per well as written — all 96.""",
        "transfer volume_ul=500 @opentrons_flex",
    ),
    (
        "vendornote1-65",
        """from the RNA cleanup tech note: spin 3 mins @ 12,000 xg, 4 deg C (Eppendorf 5424R, FA-45-24-11 rotor). our tubes are 2 mL.""",
        "spin rcf_g=12000 duration_s=180 temperature_c=4 @eppendorf_5424r",
    ),
    # The brake setting is not a key; no reader is named, so the read carries no device.
    (
        "vendornote1-66",
        """Technical note — Fluo-4 endpoint in 96-well black/clear plates: spin the plate in the VSpin 1 min at 200 ×g (brake 50%) to settle cells, then read bottom fluorescence Ex 494 / Em 516.""",
        "spin rcf_g=200 duration_s=60 @agilent_vspin > read_fluorescence excitation_nm=494 emission_nm=516",
    ),
    (
        "vendornote1-67",
        """HiG4 app card — 384-well PCR plates after bead addition: 2,000 x g, 1 min.
seal first (a4S, 165 C, 2 s), then the HiG.""",
        "seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=2000 duration_s=60 @bionex_hig4",
    ),
    (
        "vendornote1-68",
        """Cytometric bead assay app note, step 6: spin the 96-well V-bottom plate at 2500 rcf for 5 mins to pellet the cells. (Figure 2 shows pellet integrity at 500, 1500 and 2500 rcf; 2500 was chosen.)

can the workcell do step 6?""",
        "spin rcf_g=2500 duration_s=300",
    ),
    (
        "vendornote1-69",
        """Product bulletin PB-RT-08 (M-MLV RT, Cat. No. 28025-013): after first-strand synthesis, heat-inactivate the enzyme at 80 °C for 20 min. Optimisation: 70 °C for 15 min left ~5% residual activity (Figure 1), so 80 °C / 20 min is recommended.

do the inactivation on the ODTC.""",
        "incubate temperature_c=80 duration_s=1200 @inheco_odtc",
    ),
    # "At least 5 minutes / no more than 1 hour" is settled to 10 min by the request.
    (
        "vendornote1-70",
        """Bio-Rad Protein Assay (Bradford, Cat. 5000006) — microplate protocol excerpt
Pipet 10 µL of each standard and sample solution into separate microtiter plate wells. Add 200 µL of diluted dye reagent to each well. Mix the sample and reagent thoroughly using a microplate mixer. Incubate at room temperature for at least 5 minutes. Absorbance will increase over time; samples should incubate at room temperature for no more than 1 hour. Measure absorbance at 595 nm.

request: samples/standards already in. STAR adds the 200 µL dye reagent, then shake 30 s at 1,000 rpm, 10 min at RT, read 595.""",
        "transfer volume_ul=200 @hamilton_star > shake speed_rpm=1000 duration_s=30 > incubate duration_s=600 > read_absorbance wavelength_nm=595",
    ),
]
