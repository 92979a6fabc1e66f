'''Hold-out batch: QA change-control requests and deviation records from a GMP/GLP lab.

Style
-----
Records as a regulated QA/QC lab files them: change-control requests (CC-2024-0113)
with a "Current" and a "Proposed" setting, a justification paragraph quoting numbers
from validation or engineering runs (CVs, n, recoveries, means, earlier settings that
were tried), risk notes, an approval block (names, roles, signatures, dates), an
effective date and a closing instruction ("Implement the approved change and run
..."). Deviation records (DEV-0457) say what went wrong on a batch (the wrong value
that was actually run, the setting that should have been used), the root cause and
the CAPA, and what corrective run is now requested. Some records are still pending
approval or were rejected.

Reading rules a careful lab engineer applies
--------------------------------------------
* Only the approved/proposed settings are run. "Current", "old", "as-is", "was",
  "previous" values, the wrong value run during a deviation, values tried in the
  validation study, acceptance criteria, rejected options and alternatives, record
  numbers, batch/lot numbers, dates, room numbers, costs and signatures are context
  and are never step values.
* A setting that the record says is unchanged and is part of the procedure that is
  run ("4 C, unchanged") is still a stated value of that step.
* A change that is still pending approval (unsigned approval block, "awaiting QA",
  "draft") is not implemented. If the text asks to run the proposed setting anyway,
  the engineer asks. If the text says to keep running the current procedure until
  approval and asks for that run, the current values are run.
* A rejected change is not implemented. The unchanged (current) procedure is run only
  when the text says so; then its values are the step values.
* A deviation record's corrective run is what is run; the failed run is not repeated
  with its wrong values.
* Steps run in the order the text gives unless it reorders them ("before the read,
  spin ..."). Steps already done, done by hand, or done by another group are not run.
* Room-temperature waits are ``incubate`` with the duration only ("RT" is not a
  stated temperature).
* ``@device`` only when the text names or clearly implies the instrument. A restriction
  to part of a plate (columns 1-6 of a 96-well plate) gives ``wells=N`` on that step.
* QA approval does not change physics: an approved value outside every suitable
  instrument's or labware's limit halts (plate spin above 5,000 x g on the HiG4, which
  is the highest-g plate centrifuge; 5424 R above 21,130 x g; a4S seal above 200 C;
  BioShake above 3,000 rpm; reader absorbance outside 230-1000 nm, luminescence
  integration above 60 s; thermocycler block above 99 C on the ODTC / 100 C on the
  CFX384; a 96-well flat plate well holds 360 uL).
* Ask when a value that matters is missing or contradictory (two approved values that
  disagree, a corrective value left blank "TBD by QA"), when a spin is given only in rpm
  with no rotor/radius, when the change needs an instrument the lab does not have (a
  plate washer) or an operation no instrument does (vortexing, sonication), or when the
  run would implement a change that is not yet approved.
'''
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ one step
    ("cc01", _t("""
        CHANGE CONTROL CC-2024-0113 -- ELISA plate pre-read spin (SOP QC-ELI-007 rev 4)
        Current: VSpin, 500 x g, 1 min
        Proposed: VSpin, 800 x g, 2 min
        Justification: bubble-related outliers (>3 SD) fell from 7 of 288 wells to 0 of 288
        wells in the engineering study (n = 3 plates per condition, 14-Feb-2024). Inter-plate
        CV 4.1 % at the proposed setting vs 7.8 % at the current one.
        Approved: J. Okafor (QA) /signed/ 12-Mar-2024; R. Lindqvist (Lab Head) /signed/ 12-Mar-2024
        Effective date: 18-Mar-2024
        Implement the approved change and spin assay plate lot 24-0311 on the VSpin.
    """), "spin rcf_g=800 duration_s=120 @agilent_vspin"),

    ("cc02", _t("""
        CC-2024-0127  Heat-seal parameters, a4S (Room B214)
        As-is:     160 C / 2.0 s
        Proposed:  170 C / 2.5 s
        Reason for change: new foil lot (cat. 4ti-0600, lot 23118) showed 3 partial seals
        out of 40 plates at 160 C. Peel-force test at 170 C / 2.5 s: 40/40 pass, mean
        2.9 N (spec >= 2.0 N).
        QA decision: APPROVED -- M. Haddad, 04-Apr-2024.  Effective 08-Apr-2024.
        Please implement and seal plate PLT-5521 on the a4S with the new settings.
    """), "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),

    ("cc03", _t("""
        Change request CC-2024-0131 (GLP study TX-88, substrate change)
        Section 4 - Settings
          Current absorbance read: 405 nm
          Proposed absorbance read: 415 nm
        Section 5 - Justification: the new chromogen peaks at 415 nm; signal window at
        415 nm was 1.8-fold larger than at 405 nm across 6 validation plates (Z' 0.74 vs 0.61).
        Section 6 - Approval: Study Director D. Brandt  sig. 22/04/2024; QAU C. Mensah  sig. 23/04/2024
        Run the read on the SpectraMax for plate TX88-P07 per the approved setting.
    """), "read_absorbance wavelength_nm=415 @spectramax_i3x"),

    ("cc04", _t("""
        CC-2024-0140 / Fluorescence filter set update
        Current:  Ex 485 nm / Em 528 nm
        Proposed: Ex 490 nm / Em 525 nm (matches the monochromator optimum found in
        the 12-point scan; S/B 14.2 vs 11.6)
        Approvals -- Originator: P. Sato 02-May-2024 | QA: L. Novak 06-May-2024 (approved)
        Effective on signature. Implement the approved change and read plate FL-0506-02 on the i3x.
    """), "read_fluorescence excitation_nm=490 emission_nm=525 @spectramax_i3x"),

    ("cc05", _t("""
        Change Control No. CC-2024-0152
        Title: Resuspension step, BioShake
        Current setting: 1,200 rpm, 5 min, ambient (no heating)
        Proposed setting: 1,800 rpm, 3 min, 30 deg C
        Justification: resuspension efficiency (visual + OD600 check) 91 % current vs 99 %
        proposed, 4 runs each; no cross-well splash seen up to 2,000 rpm in the dye test.
        Approved by: K. Mwangi (QA Manager)  signature on file  date 15-May-2024
        Implement the approved change and run the resuspension shake on the BioShake for batch 24-B-0193.
    """), "shake speed_rpm=1800 duration_s=180 temperature_c=30 @qinstruments_bioshake_3000t_elm"),

    ("cc06", _t("""
        CC-2024-0160  Outgrowth time extension
        Current: Cytomat, 37 C, 16 h
        Proposed: Cytomat, 37 C, 18 h
        Justification -- at 16 h only 2 of 5 validation plates reached the OD600 >= 0.8
        release criterion; at 18 h 5 of 5 did (mean OD 0.93, range 0.86-1.02).
        Approval block: Originator  S. Ivanova  21-May-2024 | QA  T. Richter  23-May-2024  APPROVED
        Effective: 27-May-2024. Run the outgrowth for plate OG-2405-11 with the approved settings.
    """), "incubate temperature_c=37 duration_s=64800 @cytomat_2c450"),

    ("cc07", _t("""
        DEVIATION RECORD DEV-0457
        Batch: CB-24-0219   Date of occurrence: 03-Jun-2024   Reported by: A. Kowalczyk
        Description: cell plate was spun at 2,000 x g instead of 200 x g in the 5810 R
        (operator typed an extra zero). Pellet compaction observed; plate rejected.
        Root cause: manual entry; CAPA-0112 raised (locked method file).
        Corrective action requested: spin the replacement plate (CB-24-0219-R) in the 5810 at
        200 x g for 5 min, 4 C.
        QA: F. Adeyemi  04-Jun-2024
    """), "spin rcf_g=200 duration_s=300 temperature_c=4 @eppendorf_5810r"),

    ("cc08", _t("""
        CC-2024-0166 (Hamilton STAR method HTS_Dispense_v3 -> v4)
        Current: 50 uL assay buffer per well
        Proposed: 45 uL assay buffer per well (compensates for the 5 uL compound addition
        so the final well volume stays at 50 uL)
        Supporting data: gravimetric check of v4, 96 channels x 3 plates, mean 45.2 uL, CV 1.3 %.
        Approved 10-Jun-2024 by QA (B. Oyelaran) and System Owner (H. Kim).
        Implement the approved change and dispense the assay buffer into plate HTS-0611-04 on the STAR.
    """), "transfer volume_ul=45 @hamilton_star"),

    ("cc09", _t("""
        Change Control CC-2024-0171
        Instrument: SpectraMax i3x (asset EQ-0339)
        Parameter: luminescence integration time
          Current 0.5 s  ->  Proposed 1 s
        Rationale: low-expressing clone panel sits within 3x of background at 0.5 s;
        at 1 s the LOD improved from 1,850 RLU to 920 RLU (n = 8 blanks, 3 days).
        APPROVED  QA: R. Fontaine  18-Jun-2024   Effective: 20-Jun-2024
        Please implement and run the luminescence read for plate LUC-0620-A.
    """), "read_luminescence integration_s=1 @spectramax_i3x"),

    ("cc10", _t("""
        CC-2024-0178  Lysate clarification, 5424 R
        | Parameter   | Current      | Proposed     |
        | Speed       | 12,000 x g   | 16,000 x g   |
        | Time        | 10 min       | 15 min       |
        | Temperature | 4 C          | 4 C (unchanged) |
        Justification: residual turbidity (A600) of clarified lysate 0.041 at current vs
        0.008 at proposed (n = 6 tubes); protein recovery 97 % of current.
        Signed: QA  E. Lund  25-Jun-2024 (approved); Process Owner  V. Rao  25-Jun-2024
        Implement the approved change and clarify the 1.5 mL lysate tubes from run 24-L-077.
    """), "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r"),

    ("cc11", _t("""
        CHANGE CONTROL CC-2024-0185 -- PCR annealing temperature, ODTC
        Current program: 98 C 30 s; 30 cycles of 98 C 10 s / 55 C 20 s / 72 C 30 s; 72 C 2 min; hold 4 C
        Proposed program: 98 C 30 s; 30 cycles of 98 C 10 s / 58 C 20 s / 72 C 30 s; 72 C 2 min; hold 4 C
        Justification: gradient run (52-64 C, 12 wells) showed a primer-dimer band at 55 C
        in 9/12 NTCs; none at 58 C, yield within 5 % of 55 C.
        QA approval: G. Moreau, signed 01-Jul-2024. Effective 03-Jul-2024.
        Implement the approved change and run the amplification for plate PCR-0703-1 on the ODTC.
    """), "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("cc12", _t("""
        CC-2024-0192  qPCR cycle number (residual DNA assay, SOP QC-RD-014)
        Current: 40 cycles
        Proposed: 45 cycles
        All other program steps unchanged: 95 C for 3 min, then each cycle 95 C 10 s,
        60 C 30 s.
        Justification: the 10 fg standard crossed at Cq 38.7-39.6 in 3 validation runs, too
        close to the 40-cycle cut-off; with 45 cycles all replicates were called (LOQ confirmed).
        Approved: QA Lead N. Petrov 08-Jul-2024 / Analytical Lead I. Costa 08-Jul-2024
        Implement the approved change and run plate RD-0709 on the CFX384.
    """), "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("cc13", _t("""
        DEV-0463  LabChip run on batch FRAG-24-031 under-loaded
        What happened: the LabChip GX Touch run was set to 48 samples but the plate held 96
        libraries; wells 49-96 were never sipped. Data for 1-48 accepted.
        Corrective run requested: re-run the full plate on the LabChip, 96 samples, same
        DNA High Sensitivity assay.
        Reviewed: QA W. Zhang 15-Jul-2024
    """), "run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("cc14", _t("""
        DEVIATION DEV-0471 -- plate seal not fully removed (batch ELU-24-118)
        On 17-Jul-2024 the XPeel left roughly a third of the foil on plate ELU-24-118-02
        (roll end, foil lot 24A-0331). Downstream transfer was stopped before any tips entered
        the plate. No product impact.
        Corrective action: replace the foil roll (done 17-Jul, B. Hale) and peel plate
        ELU-24-118-02 again on the XPeel.
        QA sign-off: S. Nakamura 18-Jul-2024
    """), "peel @azenta_xpeel"),

    ("cc15", _t("""
        CC-2024-0203  Interim storage of read plates
        Current: read plates left on the bench (RT, up to 4 h) before re-read decisions
        Proposed: read plates go to the Cytomat 24 plate hotel at 4 C immediately after the read
        Justification: signal drift at RT over 4 h was -11 % (n = 5 plates); at 4 C, -1.5 %.
        Approved 22-Jul-2024, QA: O. Eriksen. Effective immediately.
        Implement: store plate READ-0722-3 per the approved change.
    """), "store temperature_c=4 @cytomat_24"),

    ("cc16", _t("""
        CC-2024-0209 -- Opentrons Flex, wash buffer volume
        Current: 200 ul wash buffer per well
        Proposed: 150 ul wash buffer per well
        Justification: at 200 ul, 4 of 96 wells overflowed into neighbours in the dye test
        (deep-well plate lot DW-2231); at 150 ul 0/96. Wash efficiency by residual
        protein assay: 98.6 % vs 98.9 % (not significant, p = 0.41).
        Approved: A. Lindgren (QA) 29-Jul-2024, signature on paper form.
        Implement the approved change and add the wash buffer on the Flex for batch WB-0730.
    """), "transfer volume_ul=150 @opentrons_flex"),

    ("cc17", _t("""
        CC-2024-0214  OT-2 post-ligation mixing
        Current: mix 10x at 20 uL
        Proposed: mix 10x at 15 uL (well contains 25 uL after ligation; 20 uL mixing pulled
        air in 6/24 wells, bubbles seen)
        Approved by QA (H. Duarte) on 02-Aug-2024. Effective 05-Aug-2024.
        Please implement the approved change and run the post-ligation mix on the OT-2 for plate LIG-0805.
    """), "mix volume_ul=15 @opentrons_ot2"),

    ("cc18", _t("""
        CHANGE CONTROL CC-2024-0220
        Equipment: BioNex HiG4 (EQ-0412)
        Current:  3,000 xg, 5 min
        Proposed: 4,000 xg, 3 min
        Justification: same pellet quality (visual score 5/5 on 12 PCR plates) with a
        shorter cycle; throughput +22 plates/shift. PCR plates are rated to 6,000 xg.
        QA: approved, Y. Tanaka, 09-Aug-2024. Effective 12-Aug-2024.
        Implement the approved change and spin PCR plate SEQ-0812-05 on the HiG4.
    """), "spin rcf_g=4000 duration_s=180 @bionex_hig4"),

    ("cc19", _t("""
        CC-2024-0226  Substrate development time (ELISA, QC-ELI-011)
        Current: 30 min at room temperature, in the dark
        Proposed: 45 min at room temperature, in the dark
        Justification: the low control (0.5 ng/mL) read 0.09 AU at 30 min, below the 0.10 AU
        acceptance limit in 3 of 10 runs; at 45 min 0.16 AU (10/10 pass), top standard
        still < 2.5 AU.
        Approved: QA C. Obi 16-Aug-2024; Method Owner J. Frey 16-Aug-2024
        Implement the approved change and run the substrate development step for plate ELI-0819-2.
    """), "incubate duration_s=2700"),

    ("cc20", _t("""
        CC-2024-0231 -- proposal to raise heat-seal temperature to 185 C
        Current validated setting: 165 C, 3 s
        Proposed: 185 C, 3 s
        QA decision 23-Aug-2024: REJECTED (P. Gallagher). Foil supplier's data sheet lists
        180 C as the maximum; the 185 C trial plates showed warping on 2 of 10.
        Instruction: continue with the current validated setting. Seal today's plate
        QC-0826-1 on the a4S accordingly.
    """), "seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("cc21", _t("""
        CC-2024-0238 (status: PENDING QA APPROVAL -- submitted 28-Aug-2024)
        Proposed change: VSpin pre-read spin 1,000 x g for 3 min (current: 1,000 x g for 1 min).
        Approval block: QA ________  date ________
        Note from lab lead: until the CC is approved we keep running the current procedure.
        Please spin today's assay plate on the VSpin per the current procedure.
    """), "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("cc22", _t("""
        DEVIATION DEV-0479 -- wrong volume dispensed, batch IC-24-0402
        On 02-Sep-2024 the Biomek i7 dispensed 25 uL of inhibitor instead of 2.5 uL into
        plate IC-24-0402-01 (decimal lost in the worklist import). Plate discarded.
        Root cause: CSV template without locked number format; CAPA-0119.
        Corrective run requested: dispense 2.5 uL of inhibitor into the replacement plate
        IC-24-0402-01R on the i7.
        QA: M. Castillo 03-Sep-2024
    """), "transfer volume_ul=2.5 @biomek_i7_hybrid"),

    ("cc23", _t("""
        CC-2024-0244  Tecan Fluent, culture transfer volume
        Current: 1.0 mL per well into the 96 deep-well block
        Proposed: 1.2 mL per well into the 96 deep-well block
        Justification: final OD and plasmid yield (n = 3 blocks) +17 % with 1.2 mL; no
        overflow up to 1.6 mL in the 2.2 mL wells during the shaking test.
        Approved: QA R. Ahmed 09-Sep-2024. Effective 11-Sep-2024.
        Implement the approved change and run the culture transfer on the Fluent for block DW-0911.
    """), "transfer volume_ul=1200 @tecan_fluent"),

    ("cc24", _t("""
        Change Control Request CC-2024-0250
        Biomek i5 -- detection reagent volume
        Current: 100 µl/well     Proposed: 75 µl/well
        Cost justification: reagent cost per plate drops from EUR 412 to EUR 309; signal and
        Z' equivalent (Z' 0.81 vs 0.79, 4 plates each).
        Approval: QA S. Berger (signed 16-Sep-2024). Effective 23-Sep-2024.
        Implement the approved change and add detection reagent on the i5 to plate DET-0923-1.
    """), "transfer volume_ul=75 @biomek_i5"),

    ("cc25", _t("""
        CC-2024-0257 -- conical spin for cell harvest
        Current: 5810 R, 1,500 x g, 15 min, 4 deg C
        Proposed: 5810 R, 3,000 x g, 20 min, 20 deg C (avoids cold-induced aggregation of
        the harvested material seen in 3 of 7 lots)
        Justification: recovery 96-99 % (n = 4 harvests) vs 88-93 % current.
        APPROVED by QA (L. Bianchi) 24-Sep-2024. Effective 30-Sep-2024.
        Implement the approved change: spin the 50 mL conicals of harvest HV-24-090 in the 5810.
    """), "spin rcf_g=3000 duration_s=1200 temperature_c=20 @eppendorf_5810r"),

    ("cc26", _t("""
        DEV-0486  Wrong read wavelength, growth plate GP-24-517
        The plate was read at 590 nm instead of the specified 600 nm (old protocol file
        "OD590_legacy" selected). Data set invalidated; the plate was kept in the dark at RT.
        Corrective run requested: re-read plate GP-24-517 on the SpectraMax at 600 nm.
        QA: D. Okonkwo 01-Oct-2024
    """), "read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("cc27", _t("""
        CC-2024-0263  Heat-inactivation step moved onto the ODTC
        Current: heat block, 80 C for 20 min
        Proposed: ODTC, 65 C for 10 min (enzyme supplier's revised IFU, v7, 2024)
        Justification: residual activity < 0.5 % after 65 C / 10 min in 6/6 runs; no loss of
        template integrity (RIN-equivalent unchanged).
        QA approval: E. Dubois 07-Oct-2024. Effective on signature.
        Implement the approved change for plate INA-1008-1.
    """), "incubate temperature_c=65 duration_s=600 @inheco_odtc"),

    ("cc28", _t("""
        CC-2024-0269 -- BioShake speed, bead binding
        Current: 600 rpm, 10 min
        Proposed: 1000 rpm, 10 min
        Justification: bead settling at 600 rpm gave binding recovery 81 % (n = 6);
        at 1000 rpm 95 %. Splash test at 1000 rpm with 300 uL in deep-well plate: no carry-over.
        Approved: QA T. Yilmaz 14-Oct-2024
        Implement the approved change and run the binding shake on the BioShake for batch BB-1015.
    """), "shake speed_rpm=1000 duration_s=600 @qinstruments_bioshake_3000t_elm"),

    ("cc29", _t("""
        CC-2024-0275  Induction incubation (expression screen)
        Current: 37 C, 4 h
        Proposed: 30 C, 2 hr
        Justification: soluble fraction 28 % at 37 C / 4 h vs 61 % at 30 C / 2 h (SDS-PAGE
        densitometry, 3 clones x 2 runs).
        Approval: QA F. Hassan 21-Oct-2024 (approved); Project Lead G. Ueda 21-Oct-2024
        Implement the approved change and incubate the induced plate in the Cytomat.
    """), "incubate temperature_c=30 duration_s=7200 @cytomat_2c450"),

    ("cc30", _t("""
        DEVIATION DEV-0492
        Batch: VIA-24-0611   Detected: 28-Oct-2024 by QC reviewer
        Description: the viability plate was read with the GFP filter pair (Ex 485 / Em 535)
        instead of the resorufin settings. Results invalid.
        Corrective action requested: re-read plate VIA-24-0611 on the SpectraMax at Ex 530 nm /
        Em 590 nm.
        QA: H. Lehmann 29-Oct-2024
    """), "read_fluorescence excitation_nm=530 emission_nm=590 @spectramax_i3x"),

    ("cc31", _t("""
        CC-2024-0281  a4S seal time for thin-wall PCR plates
        Current: 170 degC, 3.0 sec
        Proposed: 175 degC, 1.5 sec (shorter dwell reduces skirt deformation: 0/24 deformed
        vs 5/24 at current; seal integrity 24/24 by dye-leak test)
        Approved -- QA: I. Sorensen 04-Nov-2024; Engineering: K. Abe 04-Nov-2024
        Implement the approved change and seal plate TW-1105-07 on the a4S.
    """), "seal temperature_c=175 duration_s=1.5 @azenta_a4s"),

    ("cc32", _t("""
        CC-2024-0286 -- 5424 R bead pellet spin (IP workflow)
        Current: 2,500 rcf, 5 min
        Proposed: 10,000 rcf, 2 min, room temperature
        Justification: bead loss per wash 3.8 % current vs 0.6 % proposed (n = 9 tubes);
        total step time reduced by 3 min per wash.
        QA: approved, B. Ncube 11-Nov-2024. Effective 13-Nov-2024.
        Implement the approved change and pellet the IP tubes (2 mL, set IP-1113) in the 5424 R.
    """), "spin rcf_g=10000 duration_s=120 @eppendorf_5424r"),

    ("cc33", _t("""
        CC-2024-0290  Droplet pull-down before sealing
        Current: no spin
        Proposed: short pulse on the VSpin, 300 g for 30 secs
        Justification: droplets on well walls in 14 % of wells (camera check, 6 plates); after
        the pulse 0 %.
        Approved 18-Nov-2024 -- QA O. Lambert; Lab Manager U. Schmid
        Implement the approved change on plate DRP-1118-2.
    """), "spin rcf_g=300 duration_s=30 @agilent_vspin"),

    ("cc34", _t("""
        CC-2024-0295 -- partial-plate standard curve (STAR)
        Current: 40 uL diluent dispensed to all 96 wells of the flat-bottom plate
        Proposed: 40 uL diluent to columns 1-6 only; columns 7-12 receive sample directly
        (the 20 uL diluent saving per sample well was validated against the full-plate layout,
        bias < 2 %, 3 runs)
        QA approval: C. Ferreira 25-Nov-2024.
        Implement the approved change: run the diluent dispense on the STAR for plate STD-1126.
    """), "transfer volume_ul=40 wells=48 @hamilton_star"),

    ("cc35", _t("""
        DEV-0501  Incomplete mixing after reagent addition (batch MX-24-221)
        Finding: the Fluent method skipped the mix step (step disabled during troubleshooting
        on 29-Nov and not re-enabled); CVs 18-24 % on plate MX-24-221-03.
        Corrective run requested: mix plate MX-24-221-03 on the Fluent at 50 µL before it is
        re-read (the re-read will be done by the QC group).
        QA: J. Whitfield 02-Dec-2024
    """), "mix volume_ul=50 @tecan_fluent"),

    ("cc36", _t("""
        DEVIATION DEV-0505
        Batch RNA-24-077: the LabChip chip expired mid-run after sample 56 of 96 (chip
        cartridge lot C24-117, 3 days past in-use limit). Samples 57-96 have no data.
        Corrective run requested: load a new chip and run the remaining 40 samples on the LabChip.
        Approved for execution: QA M. Oduya 05-Dec-2024
    """), "run_assay sample_count=40 @labchip_gx_touch_ht"),

    ("cc37", _t("""
        CC-2024-0301  Plate spin moved from VSpin to Eppendorf 5810
        Current: VSpin, 1,000 x g, 1 min
        Proposed: 5810 with the plate buckets, 1,500 x g, 2 min
        Justification: VSpin is booked 6 h/day by the HTS group; the 5810 at 1,500 x g / 2 min
        gave the same pellet score and supernatant clarity (n = 5 plates).
        Approval: QA A. Ruiz, 09-Dec-2024. Effective 16-Dec-2024.
        Implement the approved change and spin plate CLR-1216-1.
    """), "spin rcf_g=1500 duration_s=120 @eppendorf_5810r"),

    ("cc38", _t("""
        CC-2024-0307 -- REJECTED
        Proposed: BioShake 1,400 rpm for 8 min (current: 800 rpm for 15 min)
        QA comment (V. Horvath, 12-Dec-2024): the validation covered one plate type only;
        resubmit with deep-well data. Change not approved.
        Lab instruction: the unchanged procedure stays in force. Run today's dissolution shake
        on the BioShake with the current settings.
    """), "shake speed_rpm=800 duration_s=900 @qinstruments_bioshake_3000t_elm"),

    ("cc39", _t("""
        CC-2024-0312  Automated plate handoff (replaces manual carry, Room C105)
        Current: analyst carries plate from the Cytomat 24 to the SpectraMax
        Proposed: PF400 arm moves the plate from the Cytomat 24 to the SpectraMax drawer
        Justification: 2 dropped plates in Q3 (DEV-0441, DEV-0466); arm handoff test 200/200 OK.
        Approved: QA S. Laine 16-Dec-2024.
        Implement the approved change: move plate STB-1217 with the PF400. The read itself is
        started separately by the analyst and is not part of this request.
    """), "move_plate @precise_pf400"),

    ("cc40", _t("""
        CC-2025-0004  KingFisher extraction program update
        Current: MagMAX_Pathogen_v2.bdz (5 washes)
        Proposed: MagMAX_Pathogen_v3.bdz (4 washes, longer elution)
        Justification: yield +12 % (n = 48 samples), inhibitor carry-over unchanged (IPC Cq
        shift < 0.3).
        Approved: QA P. Rossi 07-Jan-2025 | Lab Head D. Murphy 07-Jan-2025
        Implement the approved change and run the extraction for batch EX-0108 on the KingFisher.
    """), "run_program @kingfisher_flex"),

    # ------------------------------------------------------------------ two to four steps
    ("cc41", _t("""
        CC-2025-0011 -- add a pre-read spin to the ELISA end-read (QC-ELI-007 rev 5)
        Current: stop solution added, plate read at 450 nm on the SpectraMax (no spin)
        Proposed: stop solution added, VSpin 1,000 x g for 1 min, then read at 450 nm on the SpectraMax
        Justification: meniscus bubbles caused 11 flagged wells in 20 plates (Jan-Dec 2024); with
        the spin, 0 in 15 trial plates. Read values shifted by < 0.5 %.
        Approved: QA R. Quispe 13-Jan-2025; Method Owner J. Frey 13-Jan-2025. Effective 20-Jan-2025.
        Implement the approved change and run the end-read sequence for plate ELI-0120-1
        (stop solution already added by hand).
    """), "spin rcf_g=1000 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("cc42", _t("""
        DEVIATION DEV-0512  Plate cycled without seal (batch AMP-25-006)
        Occurrence 21-Jan-2025: plate AMP-25-006-01 was loaded on the ODTC unsealed; 30-40 %
        volume loss, run invalid.
        Root cause: seal step skipped after an a4S foil jam; CAPA-0131 (interlock).
        Corrective run requested on the replacement plate AMP-25-006-01R: seal on the a4S at
        165 C for 3 s, then run the amplification on the ODTC: 95 C 2 min; 35 cycles of
        95 C 15 s, 60 C 30 s, 72 C 45 s; final extension 72 C 5 min; hold at 4 C.
        QA: F. Adeyemi 22-Jan-2025
    """), "seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("cc43", _t("""
        CC-2025-0017  Automate foil removal before aliquoting
        Current: analyst peels the foil by hand, then the Biomek i7 takes a 10 uL aliquot
        Proposed: XPeel removes the foil, then the Biomek i7 takes a 10 uL aliquot (volume unchanged)
        Justification: 4 hand-peel splashes in 2024 (DEV-0398, -0420, -0447, -0470).
        Approved: QA L. Novak 27-Jan-2025.
        Implement the approved change for stability plate STB-0128-03.
    """), "peel @azenta_xpeel > transfer volume_ul=10 @biomek_i7_hybrid"),

    ("cc44", _t("""
        CC-2025-0023  Reporter assay read-out, revised
        Step                      | Current             | Proposed
        Detection reagent (STAR)  | 30 uL               | 25 uL
        Mix on BioShake           | none                | 500 rpm, 2 min
        Signal stabilisation      | 10 min, RT          | 10 min, RT (unchanged)
        Luminescence read         | 1 s integration     | 0.5 s integration
        Justification: with the shake, well-to-well CV fell from 9.4 % to 3.1 % (n = 6 plates);
        0.5 s integration keeps the top control below saturation (max 2.1e6 RLU vs 4.4e6).
        Approvals: QA D. Brandt 03-Feb-2025; Assay Owner M. Ito 03-Feb-2025.
        Implement the approved change and run the read-out for plate REP-0204-1.
    """), "transfer volume_ul=25 @hamilton_star > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > incubate duration_s=600 > read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("cc45", _t("""
        CC-2025-0029 -- fluorescence end-point (Ex 485 / Em 535, unchanged)
        Current: read on the SpectraMax directly after the 1 h incubation
        Proposed: before the read, spin the plate on the VSpin at 500 x g for 1 min
        Justification: condensation on the lid area caused drift in edge wells (+8 % row A/H);
        with the spin, edge bias < 1.5 % (4 plates).
        Approved: QA C. Mensah 10-Feb-2025. Effective 12-Feb-2025.
        Implement the approved change: read plate FLU-0212-2 (the 1 h incubation has finished).
    """), "spin rcf_g=500 duration_s=60 @agilent_vspin > read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),

    ("cc46", _t("""
        DEVIATION DEV-0518 -- CCK-8 plate over-incubated (batch CYT-25-014)
        What went wrong: plate CYT-25-014-02 stayed 4 h in the Cytomat after the CCK-8
        addition instead of 2 h (scheduler paused over lunch); top controls saturated at 3.9 AU.
        Corrective run requested (replacement plate CYT-25-014-02R, cells seeded 12-Feb):
        add 10 uL CCK-8 per well, incubate 2 h at 37 C in the Cytomat, then read A450 on the
        SpectraMax.
        QA: T. Richter 14-Feb-2025
    """), "transfer volume_ul=10 > incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("cc47", _t("""
        CC-2025-0034  Clarification spin + supernatant take-off
        Current: 5424 R 13,000 x g, 10 min, 4 C; OT-2 takes 150 uL supernatant
        Proposed: 5424 R 14,000 x g, 10 min, 4 C; OT-2 takes 180 uL supernatant
        Justification: pellet stays intact at 180 uL take-off after the harder spin (0/48 pellet
        disturbances), recovery up from 75 % to 90 % of the 200 uL lysate.
        QA approval: E. Lund 18-Feb-2025. Effective 24-Feb-2025.
        Implement the approved change for the 1.5 mL tubes of set CLR-0224.
    """), "spin rcf_g=14000 duration_s=600 temperature_c=4 @eppendorf_5424r > transfer volume_ul=180 @opentrons_ot2"),

    ("cc48", _t("""
        CC-2025-0040  qPCR reaction set-up, 10 uL format (384-well, CFX384)
        Current: 6 uL master mix + 4 uL template
        Proposed: 8 uL master mix + 2 uL template (both dispensed by the Biomek i5)
        Seal: a4S 165 C, 2 s (unchanged). Cycling (unchanged): 95 C 2 min, then 40 cycles of
        95 C 5 s / 60 C 30 s.
        Justification: inhibition at 4 uL template in 7 of 30 soil extracts (Cq shift > 1.5);
        none at 2 uL. Sensitivity loss 1 Cq, within the LOD requirement.
        Approved -- QA N. Petrov 24-Feb-2025
        Implement the approved change and run plate SOIL-0225 end to end.
    """), "transfer volume_ul=8 @biomek_i5 > transfer volume_ul=2 @biomek_i5 > seal temperature_c=165 duration_s=2 @azenta_a4s > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("cc49", _t("""
        CC-2025-0046 -- eluate transfer volume after KingFisher extraction
        Current: STAR moves 40 uL eluate to the archive plate
        Proposed: STAR moves 50 uL eluate to the archive plate (elution volume is 60 uL; 10 uL
        stays as dead volume; validated on 3 x 96 samples, no bead carry-over seen)
        QA: approved by P. Rossi, 03-Mar-2025.
        Implement the approved change: run the KingFisher extraction for batch EX-0304, then the
        eluate transfer on the STAR.
    """), "run_program @kingfisher_flex > transfer volume_ul=50 @hamilton_star"),

    ("cc50", _t("""
        CC-2025-0052  Post-stain incubation and hold
        Current: Cytomat 37 C for 60 min, then the plate stays on the bench until imaging
        Proposed: Cytomat 37 C for 30 min, then straight into the Cytomat 24 hotel at 4 C
        Justification: signal plateaus at 25 min (kinetic study, 5 plates); bench hold gave
        photobleaching of 6-9 %.
        Approved: QA S. Ivanova 10-Mar-2025. Effective 17-Mar-2025.
        Implement the approved change on plate STN-0317-1.
    """), "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > store temperature_c=4 @cytomat_24"),

    ("cc51", _t("""
        DEV-0526  Leaking seal, batch STO-25-033
        Description: plate STO-25-033-04 showed liquid on the foil after the first spin; a4S
        log shows 140 C was used (wrong recipe "LowTemp_PP") instead of 170 C.
        Corrective action requested: re-seal the plate on the a4S at 170 C for 2 s with a fresh
        foil and then spin it on the VSpin at 1000 x g for 1 min.
        QA: R. Fontaine 12-Mar-2025
    """), "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("cc52", _t("""
        DEVIATION DEV-0531 -- DNA quant read through the seal
        Batch NA-25-041: plate NA-25-041-01 was read at A260 with the foil still on (XPeel step
        not in the run list). Values ~3x too high; data invalid.
        Corrective run requested: remove the seal on the XPeel and re-read the plate at 260 nm on
        the SpectraMax.
        QA: W. Zhang 17-Mar-2025
    """), "peel @azenta_xpeel > read_absorbance wavelength_nm=260 @spectramax_i3x"),

    ("cc53", _t("""
        CC-2025-0058  Pre-aspiration mix for bead suspension (Fluent)
        Current: aspirate 50 uL bead suspension without mixing
        Proposed: mix the bead reservoir column with 100 uL, then transfer 50 uL per well
        Justification: bead count per well CV 21 % current vs 4 % proposed (hemocytometer,
        24 wells x 3 runs).
        Approved: QA A. Lindgren 24-Mar-2025
        Implement the approved change on the Fluent for batch BD-0325.
    """), "mix volume_ul=100 @tecan_fluent > transfer volume_ul=50 @tecan_fluent"),

    ("cc54", _t("""
        CC-2025-0063  Thermal lysis, BioShake + HiG4
        Current: BioShake 1,200 rpm, 10 min, 65 C; HiG4 2,500 x g, 2 min
        Proposed: BioShake 1,500 rpm, 5 min, 65 C; HiG4 unchanged (2,500 x g, 2 min)
        Justification: lysis completeness (DNA release) 98 % vs 97 %, 5 min shorter per plate.
        Approved: QA G. Moreau 31-Mar-2025 / Process Owner V. Rao 31-Mar-2025
        Implement the approved change and process lysis plate LYS-0401-2.
    """), "shake speed_rpm=1500 duration_s=300 temperature_c=65 @qinstruments_bioshake_3000t_elm > spin rcf_g=2500 duration_s=120 @bionex_hig4"),

    ("cc55", _t("""
        DEVIATION DEV-0537 -- substrate added before the stop of the kinase reaction
        Batch KIN-25-012, plate 03: reagents added in the wrong order by the operator on
        04-Apr-2025 (substrate first, then the stop reagent). Plate invalid.
        The stop reagent has now been added to the replacement plate by the operator.
        Corrective run requested: add 20 uL detection substrate, leave 30 minutes at room
        temperature, then read luminescence on the SpectraMax with a 1 s integration.
        QA: B. Oyelaran 07-Apr-2025
    """), "transfer volume_ul=20 > incubate duration_s=1800 > read_luminescence integration_s=1 @spectramax_i3x"),

    ("cc56", _t("""
        CC-2025-0069 -- stop solution only on the standard columns
        Current: 50 uL stop solution to the whole 96-well plate, then read at 450 nm
        Proposed: 50 uL stop solution to columns 1-4 only (standards; columns 5-12 are kinetic
        wells and must keep running), then read the whole plate at 450 nm on the SpectraMax
        Justification: kinetic wells lost 40 % of their window when stopped (n = 3).
        Approval: QA H. Duarte 14-Apr-2025. Effective 15-Apr-2025.
        Implement the approved change; the stop solution is dispensed on the STAR.
    """), "transfer volume_ul=50 wells=32 @hamilton_star > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("cc57", _t("""
        CC-2025-0074 -- REJECTED by QA on 22-Apr-2025 (Y. Tanaka)
        Proposed: 5810 spin 4,000 x g, 5 min, 4 C and Flex take-off 700 uL
        Current (validated, SOP PRC-022): 5810 spin 2,000 x g, 10 min, 4 C; Flex take-off 500 uL
        Reason for rejection: 4,000 x g exceeds the rating of the swing-bucket adapters in use.
        Per the record, the current validated procedure remains in force: run today's 15 mL tubes
        (batch PRC-0423) with the current settings.
    """), "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r > transfer volume_ul=500 @opentrons_flex"),

    ("cc58", _t("""
        CC-2025-0080  Status: DRAFT -- awaiting QA review (no signatures yet)
        Proposed: BioShake 1,500 rpm for 1 min before the fluorescence read
        Current: BioShake 1,000 rpm for 2 min, then read Ex 560 nm / Em 590 nm on the SpectraMax
        Lab lead note (28-Apr-2025): do not implement the proposal before approval; plates
        keep running per the current procedure. Please run plate RSZ-0428-1 now with the
        current procedure.
    """), "shake speed_rpm=1000 duration_s=120 @qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),

    ("cc59", _t("""
        CC-2025-0086 -- longer extension for the 1.8 kb amplicon panel
        Current ODTC program: 98 C 30 s; 25 cycles of 98 C 10 s, 62 C 15 s, 72 C 30 s; 72 C 5 min; 4 C hold
        Proposed ODTC program: 98 C 30 s; 25 cycles of 98 C 10 s, 62 C 15 s, 72 C 60 s; 72 C 5 min; 4 C hold
        Fragment sizing afterwards on the LabChip (24 samples per plate, unchanged).
        Justification: full-length product 62 % at 30 s vs 94 % at 60 s extension (LabChip, 3 runs).
        QA: approved, I. Costa 05-May-2025. Effective 07-May-2025.
        Implement the approved change and run plate AMP-0507-1 through PCR and sizing.
    """), "run_pcr cycles=25 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=15 extension_c=72 extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc > run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("cc60", _t("""
        CC-2025-0091  Binding time before pulse spin (tubes)
        Current: 5 min standing at RT, then 5424 R 1,000 x g for 30 s
        Proposed: 10 min standing at RT, then 5424 R 1,000 x g for 30 s (spin unchanged)
        Justification: binding 84 % at 5 min vs 97 % at 10 min (n = 12 tubes).
        Approved 12-May-2025 -- QA O. Eriksen
        Implement the approved change for tube set BND-0513 (2 mL tubes).
    """), "incubate duration_s=600 > spin rcf_g=1000 duration_s=30 @eppendorf_5424r"),

    ("cc61", _t("""
        CC-2025-0097  Aliquot plate handling after dispense
        Current: i7 dispenses 30 uL, plate sealed by hand with adhesive film, kept at RT
        Proposed: i7 dispenses 30 uL, a4S heat seal 165 C for 2.5 s, plate into the 4 C plate hotel
        Justification: evaporation over 72 h: 9.8 % with film at RT vs 0.4 % heat-sealed at 4 C.
        Approved: QA C. Obi 19-May-2025. Effective 26-May-2025.
        Implement the approved change for aliquot plate ALQ-0526-1.
    """), "transfer volume_ul=30 @biomek_i7_hybrid > seal temperature_c=165 duration_s=2.5 @azenta_a4s > store temperature_c=4 @cytomat_24"),

    ("cc62", _t("""
        DEVIATION DEV-0544
        Batch SER-25-019: the i7 aspirated 20 uL from the sealed, un-spun plate and crashed the
        tips into the foil (run aborted at step 1; no liquid moved). Operator skipped the
        spin and the peel steps from the run sheet.
        Corrective run requested, in order: spin the plate on the VSpin at 1,000 x g for 1 min,
        remove the seal on the XPeel, then take the 20 uL aliquot on the i7.
        QA: K. Mwangi 27-May-2025
    """), "spin rcf_g=1000 duration_s=60 @agilent_vspin > peel @azenta_xpeel > transfer volume_ul=20 @biomek_i7_hybrid"),

    # ------------------------------------------------------------------ halted
    ("cc63", _t("""
        CC-2025-0108  Heat seal for the new high-barrier foil (HB-200, cat. 24-HB200-100)
        Current (standard foil): a4S 165 C, 3 s
        Proposed (HB-200 foil): a4S 215 C, 2 s -- supplier application note recommends 210-220 C
        Justification: at 165 C the HB-200 foil peeled off in 12 of 12 plates at -20 C storage.
        Approved: QA M. Haddad 02-Jun-2025; Engineering K. Abe 02-Jun-2025.
        Implement the approved change and seal plate HB-0603-1 on the a4S.
    """), "halted"),

    ("cc64", _t("""
        CC-2025-0113 -- 384-well mixing speed, BioShake
        Current: 2,400 rpm, 60 s
        Proposed: 3,600 rpm, 45 s
        Justification: incomplete mixing of the viscous lysis buffer at 2,400 rpm (CV 14 %);
        bench trials on a borrowed shaker at 3,600 rpm gave CV 3 %.
        Approved: QA T. Yilmaz 09-Jun-2025. Effective 10-Jun-2025.
        Implement the approved change and run the mixing step on the BioShake for plate L384-0610.
    """), "halted"),

    ("cc65", _t("""
        CHANGE CONTROL CC-2025-0119  HiG4 pelleting of bead-bound PCR plates
        Current: 4,000 x g, 5 min
        Proposed: 6,500 x g, 3 min
        Justification: residual beads in supernatant 2.1 % at 4,000 x g, extrapolated < 0.5 %
        at 6,500 x g from the 5424 R tube data (n = 10).
        Approved: QA Y. Tanaka 16-Jun-2025.
        Implement the approved change and spin PCR plate BP-0617-2 on the HiG4.
    """), "halted"),

    ("cc66", _t("""
        CC-2025-0124  Peptide quant switched to the peptide-bond band
        Current: BCA end-point, SpectraMax absorbance at 562 nm
        Proposed: direct UV read, SpectraMax absorbance at 205 nm (no reagent)
        Justification: BCA interference from the reducing agent in formulation F-12 (bias +18 %);
        A205 literature method, extinction coefficient 31 mL/(mg cm).
        Approved: QA C. Ferreira 23-Jun-2025; Analytical Lead I. Costa 23-Jun-2025.
        Implement the approved change and read UV plate PEP-0624-1.
    """), "halted"),

    ("cc67", _t("""
        CC-2025-0130 -- luminescence integration for the low-copy reporter line
        Current: 10 s integration
        Proposed: 90 s integration (signal 2.1x background at 10 s; modelled 6x at 90 s)
        Approvals: QA R. Fontaine 30-Jun-2025 (approved); Assay Owner M. Ito 30-Jun-2025
        Implement the approved change and run the luminescence read of plate LC-0701-1 on the SpectraMax.
    """), "halted"),

    ("cc68", _t("""
        DEVIATION DEV-0552  Cloudy supernatant after clarification (batch PX-25-088)
        The 1.5 mL tubes of PX-25-088 were spun at 8,000 x g for 10 min instead of the
        validated setting; supernatant turbidity A600 0.09 (limit 0.02).
        Corrective run requested by the Process Owner: re-spin all tubes on the 5424 R at
        25,000 x g for 15 min at 4 C before the supernatant is taken off.
        QA: E. Lund 07-Jul-2025
    """), "halted"),

    ("cc69", _t("""
        CC-2025-0136  Overlay medium volume, Opentrons Flex
        Current: 250 uL overlay per well, 96-well flat-bottom plate (Corning 3596)
        Proposed: 400 uL overlay per well, same 96-well flat-bottom plate
        Justification: evaporation in the 7-day assay left edge wells at 58 % of start volume;
        a larger overlay is expected to keep them above 80 %.
        Approved: QA A. Ruiz 14-Jul-2025.
        Implement the approved change and dispense the overlay on the Flex into plate OV-0715-1.
    """), "halted"),

    # ------------------------------------------------------------------ ask
    ("cc70", _t("""
        CC-2025-0141  Pre-read spin time -- VSpin
        Current: 500 x g, 1 min
        Proposed: 700 x g, 2 min
        Justification: 3 plates, outliers 4 -> 0.
        Approval block:
          QA:            ______________   Date: ________
          Lab Head:      ______________   Date: ________
        Status: submitted 18-Jul-2025, awaiting QA signature.
        Please implement the proposed change and spin today's plate SP-0721-1 with it.
    """), "ask"),

    ("cc71", _t("""
        CC-2025-0146 -- conical harvest spin, Eppendorf 5810
        Current: 1,500 x g, 10 min, 4 C
        Proposed: 3,500 rpm, 12 min, 4 C
        Justification: recovery +6 % (n = 4 harvests); spin setting taken from the supplier
        protocol.
        Approved: QA L. Bianchi 22-Jul-2025. Effective 28-Jul-2025.
        Implement the approved change and spin the 50 mL conicals of harvest HV-0728 in the 5810.
    """), "ask"),

    ("cc72", _t("""
        CC-2025-0152  Blocking time extension (ELISA, RT)
        Current: 60 min at room temperature
        Proposed: 90 min at room temperature
        Approval block:
          QA (S. Berger, 28-Jul-2025): approved as proposed, 90 min.
          Study Director (D. Brandt, 29-Jul-2025): approved with modification -- 75 min;
          90 min is not covered by the robustness study.
        Effective: on final signature.
        Implement the approved change and run the blocking step for plate BLK-0730.
    """), "ask"),

    ("cc73", _t("""
        CC-2025-0158  Automated plate washing
        Current: manual wash with a squeeze bottle, 3 x 300 uL PBS-T
        Proposed: BioTek 405 TS plate washer, 3 x 300 uL PBS-T, 1 s soak
        Justification: manual washing contributed 6 of 9 ELISA deviations in 2024-25.
        Approved: QA O. Lambert 04-Aug-2025. Washer IQ/OQ pending (asset no. to be assigned).
        Implement the approved change and wash plate WSH-0805-1 on the 405 TS.
    """), "ask"),

    ("cc74", _t("""
        DEVIATION DEV-0561  Pellet not resuspended (batch RS-25-102)
        The pellet in the 2 mL tubes of RS-25-102 stayed compact after buffer addition; the
        operator moved on to the clarification spin. Yield 40 % of expected.
        Corrective run requested: vortex each tube for 15 s to resuspend, then pulse-spin the
        tubes on the 5424 R at 2,000 x g for 1 min.
        QA: J. Whitfield 11-Aug-2025
    """), "ask"),

    ("cc75", _t("""
        DEVIATION DEV-0566  Plate spin aborted (imbalance), batch CEL-25-207
        The VSpin stopped at 40 s with an imbalance error; counter-plate was empty.
        Corrective run requested: re-spin plate CEL-25-207-01 with a matched balance plate on
        the VSpin at ____ x g for 2 min (value to be confirmed by QA; the original run sheet
        is missing the g-force field).
        QA: pending
    """), "ask"),
]
