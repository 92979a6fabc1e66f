"""Hold-out batch "reviewer1": replies to peer-review / internal QA comments on a method.

Style: a scientist quotes the original methods text (often in curly quotes), then answers
reviewer or QA comments ("Reviewer 2 asked us to spin longer; we now spin at ...",
"Response: we agree and changed the read to ...") and asks the workcell to run the REVISED
method.  The expected plan is the revised method: values changed by an accepted comment
take the new value, removed steps are gone, added steps are in, and suggestions the authors
DECLINE must not be run (their values must not leak into the plan).

Traps:
- the original value is quoted and then corrected (take the correction);
- a declined suggestion carries an out-of-range value, an rpm-only speed, a vortex, a
  missing instrument or drops (the plan must ignore it, no halt / ask);
- an accepted suggestion introduces the out-of-range value (halt) or the unanswerable
  detail (ask: rpm-only, vortex/sonicate, OD with no wavelength, unsettled values, nL
  acoustic transfer, instrument the lab lacks, PCR without cycling temperatures);
- context numbers everywhere: reviewer/comment numbers, figure and table numbers,
  ticket ids, plate ids, sample counts in a justification, Tm values;
- steps mentioned out of order ("before the read we now spin ...");
- mixed unit spellings, numbers as words, thousands separators, British/American spelling.
"""

NAME = "reviewer1"

CASES: list[tuple[str, str, str]] = [
    (
        "reviewer1-01",
        "Response to Reviewer 2, comment 3. Original methods text: “The lysate plate was spun at 500 x g for 5 min, and 50 µL of cleared lysate was transferred to a black 96-well plate on the Hamilton STAR, then fluorescence was read at ex 485/em 535.” Reviewer 2 asked us to spin longer and harder; we agree and now spin at 1,000 x g for 10 min. Transfer and read are unchanged. Please run the revised method.",
        "spin rcf_g=1000 duration_s=600 > transfer volume_ul=50 @hamilton_star > read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "reviewer1-02",
        "QA comment 4 (ELISA readout). Methods as submitted: “Plates were read at 450 nm on the SpectraMax i3x.” QA suggested adding a 570 nm reference read. Response: we decline. The TMB stop solution we use has no measurable background at 570 nm in our hands (see QA attachment 2). Please run the readout exactly as written.",
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "reviewer1-03",
        "Reviewer 1 (point 7) suspected evaporation through the seal during cycling and asked for a stronger seal. Original: “PCR plates were heat-sealed on the Azenta a4S at 165 °C for 3 s.” Response: we agree and have raised the sealing temperature to 215 °C, keeping 3 s. Please seal today's plate with the revised settings.",
        "halted",
    ),
    (
        "reviewer1-04",
        "Reviewer 3 wrote: “Magnetic beads settle quickly; the authors should resuspend them before dispensing.” Response: we agree. The revised method now vortexes the bead trough for 10 s immediately before the Tecan Fluent adds 20 µL of beads to every well. Please run the revised bead addition.",
        "ask",
    ),
    (
        "reviewer1-05",
        "Reviewer 2 suggested vortexing the assay plate after reagent addition. Response: we can't vortex plates on the deck, so instead the Biomek i7 now mixes columns 1-6 five times with 40 µL right after adding the reagent. Original text: “The Biomek i7 added 40 µL of detection reagent to columns 1–6.” Please run the revised version.",
        "transfer volume_ul=40 wells=48 @biomek_i7_hybrid > mix volume_ul=40 cycles=5 wells=48 @biomek_i7_hybrid",
    ),
    (
        "reviewer1-06",
        "Reviewer 1: “Centrifugation speeds must be given in g, not rpm.” Original: “The deep-well plate was centrifuged at 3000 rpm for 5 min at 4 °C in the Eppendorf 5810R.” Response: corrected; we now state and use 2,000 x g for 5 min at 4 °C in the 5810R. Please run the corrected spin.",
        "spin rcf_g=2000 duration_s=300 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "reviewer1-07",
        "Reviewer 2 felt the cell debris was not fully pelleted. Original: “Lysates were cleared at 1,000 x g for 10 min.” Response: we agree and now pellet the debris at 4,000 rpm for 15 min. Please run the revised clearing spin on the lysate plate.",
        "ask",
    ),
    (
        "reviewer1-08",
        "Internal QA review, item 2. Original methods: “10 µL of compound was added to the seeded plates with the OT-2, plates were incubated at 37 °C, 5% CO2 for 48 h in the Cytomat, and luminescence was read on the SpectraMax (1 s integration).” QA asked for 72 h exposure to match the reference assay; agreed, incubation is now 72 h. QA also suggested a 2 s integration; we decline, the signal is well above background. Please run the revised method.",
        "transfer volume_ul=10 @opentrons_ot2 > incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450 > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    # Both cyclers (ODTC, CFX384) cap cycles at 99.
    (
        "reviewer1-09",
        "Reviewer 2 asked whether low-copy targets were being missed. Original qPCR on the CFX384: 95 °C for 3 min, then 40 cycles of 95 °C 10 s and 60 °C 30 s. Response: we agree that sensitivity matters and now run 110 cycles, all other steps unchanged. Please run the revised program on plate QP-0412.",
        "halted",
    ),
    # Two-step qPCR: the 60 C combined step is recorded as annealing.
    (
        "reviewer1-10",
        "Response to Reviewer 1, minor point 2: “Forty cycles may be insufficient for the lowest standard.” We agree and now run forty-five cycles. Original qPCR (CFX384): initial denaturation 95 °C, 3 min; cycling 95 °C for 10 s, 60 °C for 30 s. Please run the revised program.",
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    # Cycling temperatures are only "per the kit insert": annealing unknown.
    (
        "reviewer1-11",
        "Reviewer 1 asked us to cut the number of library PCR cycles to limit duplicates. Response: agreed, we now use 10 cycles instead of 12 (the rest follows the kit insert, as before). Please run the revised amplification on the ODTC.",
        "ask",
    ),
    (
        "reviewer1-12",
        "QA flagged that the KingFisher program in the methods (MagMAX_Viral_v1) was retired in the last software update. Response: the extraction now runs program MVP_Flex_v2 on the KingFisher Flex. As before, the PF400 then moves the eluate plate to the Cytomat 2C425, where it is stored at 4 °C. Please run the revised extraction.",
        "run_program program=MVP_Flex_v2 @kingfisher_flex > move_plate @precise_pf400 > store temperature_c=4 @cytomat_2c425",
    ),
    # 6 mL per well is above every liquid handler (max 5000 uL).
    (
        "reviewer1-13",
        "Reviewer 3 asked for more lysis buffer per sample to improve yield. Original: “4 mL of lysis buffer was added to each well of the 24 deep-well plate on the Hamilton STAR.” Response: we now add 6 mL per well, still on the STAR. Please run the revised addition.",
        "halted",
    ),
    (
        "reviewer1-14",
        "Reviewer 2: “Several amplicons exceed 1 kb, beyond the range of the DNA 1K assay.” Response: correct; the 96 samples are now sized with the DNA 5K assay on the LabChip GX Touch instead. The plate is peeled on the XPeel first, as before. Please run the revised QC.",
        "peel @azenta_xpeel > run_assay assay=dna_5k sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "reviewer1-15",
        "Reviewer 3 noted that BCA product should be read at 562 nm, not 595 nm as in our draft. Original: “Plates were incubated for 30 min at 37 °C and absorbance was read at 595 nm.” Response: we thank the reviewer; the read is now at 562 nm. Please run the corrected protocol.",
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "reviewer1-16",
        "Reviewer 2 asked us to justify the emission setting for the fluorescein read. Response: the excitation stays at 485 nm; for emission we are still choosing between 520 and 535 nm and will settle it with the reviewer. Please run the revised read on the SpectraMax now.",
        "ask",
    ),
    (
        "reviewer1-17",
        "Response to internal QA (ticket 5521). Original: “100 µL substrate was added on the Tecan Fluent, the plate was shaken 1 min at 600 rpm on the BioShake, incubated 20 min at room temperature and read at ex 530 / em 590 nm.” QA reported splashing during the shake, so we removed the shaking step. To compensate we extended the room-temperature incubation to 30 min. Please run the revised method.",
        "transfer volume_ul=100 @tecan_fluent > incubate duration_s=1800 > read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    # Plate spin: HiG4 tops out at 5000 x g; plate centrifuges cannot reach 6000 x g.
    (
        "reviewer1-18",
        "Reviewer 1 was concerned about debris carry-over into the assay plate. Original: “The 96 deep-well lysate plate was centrifuged at 3,000 x g for 20 min.” Response: we agree and now clear the lysate plate at 6,000 x g for 20 min. Please run the revised spin.",
        "halted",
    ),
    (
        "reviewer1-19",
        "Reviewer 2 suggested pelleting at a higher speed. Original: “Tubes were centrifuged at 12,000 x g for 10 min at 4 °C in the Eppendorf 5424R.” Response: agreed; tubes are now spun at 16,000 xg for 15 min, still at 4 °C in the 5424R. Please run the revised spin.",
        "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "reviewer1-20",
        "Reviewer 1 (comment 1.4): the 62 °C annealing is below the primer Tm. Original: “Plates were sealed on the a4S (165 °C, 3 s) and cycled on the ODTC: 98 °C 30 s; 30 cycles of 98 °C 10 s, 62 °C 20 s, 72 °C 30 s; 72 °C 5 min; hold at 4 °C.” Response: agreed, annealing is now 65 °C. Reviewer 1 also asked for a 180 °C seal; we decline, our film is rated for 165 °C. Please run the revised method.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=20 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    # OD with no wavelength added by the accepted response.
    (
        "reviewer1-21",
        "Response to QA comment 5: so that luminescence can be normalised to cell number, we added an optical density read of the culture plate straight after the shake. Original: “Cultures were shaken for 6 h at 37 °C and 800 rpm on the BioShake.” Please run the revised method.",
        "ask",
    ),
    (
        "reviewer1-22",
        "Reviewer 2 questioned whether binding reached equilibrium at room temperature. Original: “After 50 uL of antibody was added with the Biomek i5, the plate was shaken on the BioShake at 1000 rpm for 5 min.” Response: agreed; the shake is now 1200 rpm for 10 min at 37 °C. The antibody addition is unchanged. Please run the revised version.",
        "transfer volume_ul=50 @biomek_i5 > shake speed_rpm=1200 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    # Declined suggestion carries the out-of-range 3,500 rpm; the original stays.
    (
        "reviewer1-23",
        "Reviewer 1 suggested shaking the bead plate at 3,500 rpm to keep beads suspended. Response: we decline; the BioShake cannot go that fast and 1,800 rpm already keeps the beads in suspension (Fig. S4). The method stays: “shake 2 min at 1,800 rpm on the BioShake, then 5 min on the Biomek i7 magnet.” Please run it.",
        "shake speed_rpm=1800 duration_s=120 @qinstruments_bioshake_3000t_elm > magnetic_separation duration_s=300 @biomek_i7_hybrid",
    ),
    (
        "reviewer1-24",
        "QA comment 3 says 5 µL of product wastes sample before the LabChip run. Original: “The sealed PCR plate was peeled on the XPeel, 5 µL of product was transferred to a fresh PCR plate with the Biomek i5, and that plate was sealed (a4S, 170 °C, 2 s) and spun at 1000 x g for 1 min.” Response: agreed, we now transfer 2 µL; everything else as before. Please run the revised method.",
        "peel @azenta_xpeel > transfer volume_ul=2 @biomek_i5 > seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60",
    ),
    # "Samples (150 µL)" describes the sample, it is not a transfer.
    (
        "reviewer1-25",
        "Reviewer 3 worried about bead carry-over and seperation time. Original: “Samples (150 µL) were mixed 10 times with 100 µL on the Biomek i7, held on the i7 magnet for 2 min, and the i7 transferred 140 µL of cleared supernatant to a fresh plate.” Response: we agree and now hold the plate on the magnet for 5 min; 2 min was marginal for the viscous samples. Mixing and transfer are unchanged.",
        "mix volume_ul=100 cycles=10 @biomek_i7_hybrid > magnetic_separation duration_s=300 @biomek_i7_hybrid > transfer volume_ul=140 @biomek_i7_hybrid",
    ),
    # 6 weeks = 3,628,800 s; the Cytomat 2C450 caps an incubation at 30 days, other incubators far less.
    (
        "reviewer1-26",
        "Reviewer 2 asked for longer-term differentiation data. Original: “Organoid plates were kept in the Cytomat at 37 °C and 5% CO2 for 14 days.” Response: we agree and now culture them for 6 weeks under the same conditions. Please start the revised incubation.",
        "halted",
    ),
    (
        "reviewer1-27",
        "Reviewer 3 asked for an orthogonal concentration measurement. Response: we agree; after the KingFisher elution (program MVP_Flex_v2) the eluates are now quantified on the NanoDrop before storage. Please run the revised workflow.",
        "ask",
    ),
    (
        "reviewer1-28",
        "Reviewer 2 suggested re-running the libraries on a Bioanalyzer. Response: we respectfully decline; the LabChip GX Touch DNA High Sensitivity assay gives equivalent sizing (Table S3). Original: “Twenty-four libraries were sized with the DNA High Sensitivity assay on the LabChip.” Please re-run that QC as written.",
        "run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht",
    ),
    # "In columns 1-4" scopes the whole sentence, so all three steps carry wells=32.
    (
        "reviewer1-29",
        "Reviewer 1 felt 5 µL of template was too small to pipette accurately. Original: “In columns 1–4 of a 96-well PCR plate, the Opentrons Flex dispensed 20 µL master mix, added 5 µL template and mixed 3 times with 15 µL.” Response: agreed; the Flex now dispenses 15 µL master mix and 10 µL template into those columns. Mixing is unchanged. Please run the revised setup.",
        "transfer volume_ul=15 wells=32 @opentrons_flex > transfer volume_ul=10 wells=32 @opentrons_flex > mix volume_ul=15 cycles=3 wells=32 @opentrons_flex",
    ),
    (
        "reviewer1-30",
        "Reviewer 2 noticed bubbles in the NADH wells (Fig. 2B). Original: “The Tecan Fluent added 80 µL of reaction mix, and absorbance was read at 340 nm.” Response: before the 340 nm read we now spin the plate at 300 x g for 1 min in the VSpin to clear bubbles. Please run the revised method.",
        "transfer volume_ul=80 @tecan_fluent > spin rcf_g=300 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=340",
    ),
    (
        "reviewer1-31",
        "QA asked us to reduce the shaking intensity to limit foaming. Original: “Plates were shaken for 10 min at 1,200 rpm on the BioShake.” Response: the plate is now shaken on speed setting 3 for 10 min. Please run the revised shake.",
        "ask",
    ),
    (
        "reviewer1-32",
        "Reviewer 1 asked whether the signal was stable after storage. Response: to answer this, the method now retrieves the plate from the Cytomat 24 hotel, reads fluorescence at ex 485 / em 520 nm, and returns the plate to the hotel. Please run this added stability read.",
        "retrieve @cytomat_24 > read_fluorescence excitation_nm=485 emission_nm=520 > store @cytomat_24",
    ),
    (
        "reviewer1-33",
        "Reviewer 2 asked for a label-free peptide readout. Original: “Protein was quantified by absorbance at 280 nm on the SpectraMax.” Response: we now read absorbance at 205 nm (peptide bond) instead. Please run the revised read.",
        "halted",
    ),
    (
        "reviewer1-34",
        "Reviewer 3 suggested 2 mL lysis buffer per well. Original: “1,200 microlitres of lysis buffer was added to each well of the 24 deep-well plate with the Hamilton STAR.” Response: we compromised at 1,500 microlitres, which keeps headspace for mixing. Please run the revised addition.",
        "transfer volume_ul=1500 @hamilton_star",
    ),
    (
        "reviewer1-35",
        "Reviewer 1 commented that DMSO carry-over could explain the toxicity (Fig. 4). Response: agreed; compounds are now dispensed as 25 nL acoustic transfers instead of 1 µL pin-tool transfers. Please run the revised compound addition on the assay plate.",
        "ask",
    ),
    (
        "reviewer1-36",
        "Reviewer 2 proposed shortening the 15 min heat-inactivation. Response: we decline; shorter times left residual activity (Fig. S2). Original: “Reactions were incubated at 65 °C for 15 min on the ODTC, spun at 500 x g for 1 min in the VSpin, and 5 µL was transferred to the assay plate on the Biomek i5.” Please run the method as written.",
        "incubate temperature_c=65 duration_s=900 @inheco_odtc > spin rcf_g=500 duration_s=60 @agilent_vspin > transfer volume_ul=5 @biomek_i5",
    ),
    # Luminescence integration is capped at 60 s.
    (
        "reviewer1-37",
        "Reviewer 3 asked whether the weak luciferase signal could be measured more precisely. Original: “Luminescence was read on the SpectraMax with 1 s integration.” Response: we now integrate for 2 min per well. Please run the revised read.",
        "halted",
    ),
    # "taken out of the Cytomat" = retrieve from the 2C450 (alias "Cytomat"); room-temperature wait has no device.
    (
        "reviewer1-38",
        "Reviewer 1 asked us to equilibrate plates before reading, per the CellTiter-Glo manual. Original: “Plates were taken out of the Cytomat, 25 µL CellTiter-Glo was added with the Fluent, plates were shaken 2 min at 500 rpm on the BioShake, left 10 min at room temperature, and luminescence was read.” Response: agreed; the room-temperature step after shaking is now 30 min. Please run the revised method.",
        "retrieve @cytomat_2c450 > transfer volume_ul=25 @tecan_fluent > shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > incubate duration_s=1800 > read_luminescence",
    ),
    (
        "reviewer1-39",
        "Reviewer 2 considerd 300 x g too harsh for primary neurons. Original: “Cells in 50 mL tubes were pelleted at 300 x g for 5 mins at room temperature in the 5810R.” Response: agreed; we now pellet at 200 x g for 4 mins, same centrifuge. Please run the revised spin.",
        "spin rcf_g=200 duration_s=240 @eppendorf_5810r",
    ),
    (
        "reviewer1-40",
        "Reviewer 3 pointed out that residual medium may quench the dye. Response: agreed; we added a PBS wash on the Hamilton STAR before fixation (the wash volume will be given in the revised SI). Please run the new wash step.",
        "ask",
    ),
    (
        "reviewer1-41",
        "Reviewer 1 asked for more complete clearing before transfer. Original: “The PCR plate was spun at 2,000 g for 10 min, and 20 µL was transferred to a fresh plate on the Hamilton STAR.” Response: the PCR plate is now spun at 4,000 × g for 10 min on the HiG4; the transfer is unchanged. Please run the revised method.",
        "spin rcf_g=4000 duration_s=600 @bionex_hig4 > transfer volume_ul=20 @hamilton_star",
    ),
    # The 2C425 holds 4-25 C; no store in the lab freezes.
    (
        "reviewer1-42",
        "QA asked us to keep the extracts frozen between runs. Original: “Plates were stored at 4 °C in the Cytomat 2C425.” Response: agreed; plates are now stored at -20 °C in the 2C425. Please store today's plates accordingly.",
        "halted",
    ),
    # Declined 3,000 x g must not leak into the plan.
    (
        "reviewer1-43",
        "Reviewer 3 asked whether 1,000 x g for 10 min is enough and suggested 3,000 x g. Response: we decline; the VSpin cannot exceed 1,000 x g and the pellets were firm (Fig. S6). Original: “Plates were spun at 1,000 x g for 10 min in the VSpin, 100 µL of supernatant was moved to a flat-bottom plate on the Biomek i5, and absorbance was read at 490 nm.” Please run the method as written.",
        "spin rcf_g=1000 duration_s=600 @agilent_vspin > transfer volume_ul=100 @biomek_i5 > read_absorbance wavelength_nm=490",
    ),
    # Two-step qPCR: the anneal/extend step is recorded as annealing.
    (
        "reviewer1-44",
        "QA note 2: the primer Tm is 58 °C, so the 60 °C anneal/extend step is too stringent. Original program on the CFX384: 95 °C 2 min; 40 cycles of 95 °C 15 s and 60 °C 1 min. Response: the anneal/extend step is now 58 °C for 45 s; the rest is unchanged. Please run the revised qPCR.",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=45 @biorad_cfx384",
    ),
    (
        "reviewer1-45",
        "Reviewer 2 felt the chromatin was under-sheared (Fig. 3C). Response: we agree and now sonicate the lysate plate for 10 cycles of 30 s on / 30 s off before the KingFisher ChIP_Wash_v3 program. Please run the revised method.",
        "ask",
    ),
    # "the sealer" is a registry alias of the a4S; the PF400 hand-off to the hotel is folded into the store.
    (
        "reviewer1-46",
        "Reviewer 1 saw edge-well evaporation during storage. Original: “The PF400 moved the assay plate to the sealer (175 °C, 1.5 s), and the sealed plate was stored in the Cytomat 24 hotel.” Response: we now seal for 3 s at the same temperature. Please run the revised steps.",
        "move_plate @precise_pf400 > seal temperature_c=175 duration_s=3 @azenta_a4s > store @cytomat_24",
    ),
    # Rows A-D of a 96-well plate = 48 wells.
    (
        "reviewer1-47",
        "Reviewer 2 asked for more thorough mixing after the substrate addition. Original: “60 μl of substrate was added to rows A–D of the 96-well plate on the Fluent and mixed 3 times with 50 μl, and fluorescence was read at ex 340 / em 450 nm.” Response: we now mix rows A–D ten times with 80 μl; addition and read unchanged.",
        "transfer volume_ul=60 wells=48 @tecan_fluent > mix volume_ul=80 cycles=10 wells=48 @tecan_fluent > read_fluorescence excitation_nm=340 emission_nm=450",
    ),
    (
        "reviewer1-48",
        "Reviewer 3 asked for a near-infrared dye to avoid autofluorescence. Response: we switched to an NIR probe and now read fluorescence at ex 880 nm / em 920 nm on the SpectraMax. Please run the revised read.",
        "halted",
    ),
    (
        "reviewer1-49",
        "Response to Reviewer 2: we now run thirty-five cycles instead of 25 and lengthen the extension to 45 s; we decline the suggested touchdown program, which gave no gain in our hands. Original ODTC program: 98 °C 30 s; 25 cycles of 98 °C 10 s, 60 °C 30 s, 72 °C 30 s; final 72 °C 2 min; hold 4 °C. Please run the revised program.",
        "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    # The declined TapeStation (not in the lab) must not trigger an ask.
    (
        "reviewer1-50",
        "Reviewer 1 suggested switching fragment analysis to an Agilent TapeStation. Response: we decline; there is no TapeStation in our facility and the LabChip data are equivalent. The method remains: “the RNA plate was peeled on the XPeel and all 96 samples were run with the RNA assay on the LabChip GX Touch.” Please run it.",
        "peel @azenta_xpeel > run_assay assay=rna sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "reviewer1-51",
        "QA: a 30 sec quick spin may not collect all liquid from the strip caps. Original: “PCR strips were pulse-spun at 1,000 x g for 30 sec in the 5424R.” Response: agreed, the spin is now one minute. Please run the revised spin.",
        "spin rcf_g=1000 duration_s=60 @eppendorf_5424r",
    ),
    (
        "reviewer1-52",
        "Reviewer 1 asked about pH drift in the high-density cultures. Original: “50 µL of fresh medium was added with the OT-2, plates were incubated at 37 ºC, 5% CO2 for 24 h in the Cytomat 2C450, and absorbance was read at 560 nm.” Response: we now incubate at 8% CO2 (37 ºC and 24 h unchanged). Please run the revised method.",
        "transfer volume_ul=50 @opentrons_ot2 > incubate temperature_c=37 duration_s=86400 co2_percent=8 @cytomat_2c450 > read_absorbance wavelength_nm=560",
    ),
    # 25,000 x g is above every tube centrifuge (5424R 21,130; 5810R 20,133).
    (
        "reviewer1-53",
        "Reviewer 2 suggested pelleting the nuclei harder. Original: “1.5 mL tubes were spun at 15,000 x g for 10 min at 4 °C in the 5424R.” Response: we now spin at 25,000 x g for 10 min at 4 °C. Please run the revised spin.",
        "halted",
    ),
    # "0.8x" is a ratio, not a setting; the room-temperature incubation gets no device.
    (
        "reviewer1-54",
        "Reviewer 1 asked for a 0.8x bead ratio to remove more primer dimer. Original SPRI cleanup on the Biomek i7: “90 µL beads were added, incubated 5 min at room temperature, then the plate sat on the i7 magnet for 3 min.” Response: agreed; the Biomek i7 now adds 72 µL beads (0.8x). Please run the revised cleanup.",
        "transfer volume_ul=72 @biomek_i7_hybrid > incubate duration_s=300 > magnetic_separation duration_s=180 @biomek_i7_hybrid",
    ),
    # The two candidate forces were settled on 800 x g.
    (
        "reviewer1-55",
        "Reviewer 2 asked us to lower the spin force. We discussed 500 or 800 x g and have settled on 800 x g for 3 min, which still clears the wells. Original: “The PCR plate was spun at 2,000 x g for 3 min.” Please run the revised spin.",
        "spin rcf_g=800 duration_s=180",
    ),
    # Columns 1 and 2 of a 96-well plate = 16 wells.
    (
        "reviewer1-56",
        "QA comment 6: the standard curve needs more volume per well. Original: “10 µL of each standard was added to columns 1 and 2 of the 96-well plate on the STAR, the plate was shaken 30 s at 800 rpm on the BioShake and read at 595 nm.” Response: agreed, standards are now 20 µL; shaking and read as before.",
        "transfer volume_ul=20 wells=16 @hamilton_star > shake speed_rpm=800 duration_s=30 @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=595",
    ),
    # Declined 90 min magnet time (above the 60 min limit) must not leak in.
    (
        "reviewer1-57",
        "Reviewer 3 suggested leaving the plate on the Biomek i5 magnet for 90 min to recover every bead. Response: we decline; 5 min already recovers >98% of beads (Fig. S5). Original: “The plate was placed on the Biomek i5 magnet for 5 min and 180 µL supernatant was removed by the i5 to a waste plate.” Please run it as written.",
        "magnetic_separation duration_s=300 @biomek_i5 > transfer volume_ul=180 @biomek_i5",
    ),
    (
        "reviewer1-58",
        "Reviewer 2 asked for protein integrity data. Response: we now run all forty-eight purified samples on the LabChip GX Touch with the Protein Express assay. Please run it.",
        "run_assay assay=protein_express sample_count=48 @labchip_gx_touch_ht",
    ),
    # qPCR with only "default SYBR program": annealing not given.
    (
        "reviewer1-59",
        "Reviewer 1 asked us to confirm knockdown by qPCR. Response: agreed; the cDNA plate now goes on the CFX384 for 40 cycles with the manufacturer's default SYBR program. Please run the revised qPCR.",
        "ask",
    ),
    # Declined move to the Flex: the OT-2 stays.
    (
        "reviewer1-60",
        "Reviewer 2 suggested moving the media exchange to the Opentrons Flex. Response: we decline; the OT-2 protocol is validated. Original: “180 µL of medium was added to every well with the OT-2, plates were incubated at 37 °C for 2 hr, and absorbance was read at 600 nm.” Please run the method.",
        "transfer volume_ul=180 @opentrons_ot2 > incubate temperature_c=37 duration_s=7200 > read_absorbance wavelength_nm=600",
    ),
    (
        "reviewer1-61",
        "Reviewer 3 asked for a second spin after peeling. Response: we decline; no droplets were seen on teh seal (Fig. S7). Original: “The plate was spun at 500 x g for 2 min, peeled on the XPeel, and the 96 samples were run on the LabChip DNA 1K assay.” Please run as written.",
        "spin rcf_g=500 duration_s=120 > peel @azenta_xpeel > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht",
    ),
    # Declined 7 mL (above every liquid handler) must not leak in.
    (
        "reviewer1-62",
        "Reviewer 1 suggested 7 mL of wash buffer per well of the 24 deep-well plate. Response: we decline; 4 mL fills the wells to 40% and washes equally well. Original: “4 mL of wash buffer was added to each well on the Tecan Fluent.” Please run as written.",
        "transfer volume_ul=4000 @tecan_fluent",
    ),
    (
        "reviewer1-63",
        "Reviewer 2 raised freeze–thaw damage of the extracts. Original: “Extract plates were stored at −80 °C.” Response: agreed; plates are now kept at 4 °C in the Cytomat 2C425 refrigerated store instead. Please store today's plates this way.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    # Declined drops of antifoam must not trigger an ask.
    (
        "reviewer1-64",
        "Reviewer 1 suggested adding two drops of antifoam to each culture. Response: we decline; foaming was not an issue at 1,000 rpm. Original: “Cultures in the 24 deep-well plate were shaken at 1,000 rpm for 4 hr at 30 °C on the BioShake.” Please run as written.",
        "shake speed_rpm=1000 duration_s=14400 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "reviewer1-65",
        "Reviewer 2 asked us to chill plates before adding the enzyme. Response: agreed; the plate is now held at 4 °C for 10 min on the Biomek i5 before the i5 adds 30 µL of enzyme mix, and the plate is then spun at 200 x g for 1 min in the VSpin as before. Please run the revised method.",
        "incubate temperature_c=4 duration_s=600 @biomek_i5 > transfer volume_ul=30 @biomek_i5 > spin rcf_g=200 duration_s=60 @agilent_vspin",
    ),
    (
        "reviewer1-66",
        "Reviewer 1 asked for a harder spin to flatten the meniscus. Original: “The plate was spun at 1,500 x g for 2 min, peeled, and fluorescence was read at 560/590 nm (ex/em).” Response: we now spin at 2,500 x g for 2 min on the HiG4; peel and read unchanged. Please run the revised method.",
        "spin rcf_g=2500 duration_s=120 @bionex_hig4 > peel > read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    # The a4S heater works from 50 C.
    (
        "reviewer1-67",
        "Reviewer 3 worried that heat sealing warms the enzyme plate. Original: “Plates were sealed on the a4S at 160 °C for 2 s.” Response: we agree and now seal at 45 °C for 2 s. Please seal the plate with the revised settings.",
        "halted",
    ),
    (
        "reviewer1-68",
        "Reviewer 2 suggested skipping cold storage and extracting immediately. Response: we decline; the batch design requires it. Original: “The sample plate was retrieved from the Cytomat 2C425, moved by the PF400 to the KingFisher Flex, and extracted with program DNA_Blood_200.” Please run as written.",
        "retrieve @cytomat_2c425 > move_plate @precise_pf400 > run_program program=DNA_Blood_200 @kingfisher_flex",
    ),
    # Transfer mentioned first but runs "after" the spin.
    (
        "reviewer1-69",
        "Reviewer 1 found the pellets loose. Original: “50 uL of supernatant was transferred on the Hamilton STAR after a 2000 rcf, 2 min, 4 deg C spin in the 5810 R; absorbance was then read at 405 nm.” Response: the spin is now 5 min; everything else unchanged. Please run the revised method.",
        "spin rcf_g=2000 duration_s=300 temperature_c=4 @eppendorf_5810r > transfer volume_ul=50 @hamilton_star > read_absorbance wavelength_nm=405",
    ),
    # "50 µL pipette" names the pipette, not a volume; columns 1-3 of a 96 plate = 24 wells.
    (
        "reviewer1-70",
        "Reviewer 2 questioned the precision of the 2 µL template step. Response: the template transfer moved from the OT-2 to the Opentrons Flex with the 50 µL pipette: 2 µL into columns 1–3 of the 96-well PCR plate, which is then sealed at 165 °C for 2.5 s and spun at 1,000 x g for 1 min. Please run the revised steps.",
        "transfer volume_ul=2 wells=24 @opentrons_flex > seal temperature_c=165 duration_s=2.5 > spin rcf_g=1000 duration_s=60",
    ),
]
