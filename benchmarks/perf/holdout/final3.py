"""Hold-out batch "final3": lab-automation intents in a deliberately mixed set of voices.

Voices (one per case, id prefix in brackets): a bioinformatician who rarely works at the bench,
imprecise but complete words [bio]; a lab manager writing work orders [lm]; a visiting scientist
with non-native English [nn]; an automation engineer testing edge cases and odd formats [ae]; a
clinician-researcher with patient samples [cl]; a grad student at 2 am [gs]; a QA reviewer quoting
a validated method [qa]; a vendor application scientist demonstrating the workcell [va].

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------ bioinformatician (rarely at bench)
    (
        "final3-bio-01",
        "Hi, I mostly do the analysis side so forgive the wording. I have a 96-well plate of cell "
        "lysates. First it needs the spin-down to clear them: 1000 g, 5 minutes, kept cold at 4 "
        "degrees. Then take 20 microliters of the cleared liquid from each well into a fresh "
        "flat-bottom plate, add 200 microliters of the Bradford dye on top, shake it for a minute, "
        "and get me the absorbance number at 595 nm.",
        "spin rcf_g=1000 duration_s=300 temperature_c=4 > transfer volume_ul=20 > "
        "transfer volume_ul=200 > shake duration_s=60 > read_absorbance wavelength_nm=595",
    ),
    (
        "final3-bio-02",
        "Can the robot do the qPCR for my 384 plate? It needs the heat seal put on first (170 "
        "degrees, 2 seconds). The recipe I was given: 95 for 3 min to start, then 40 rounds of 95 "
        "for 10 seconds and 60 for 30 seconds.",
        "seal temperature_c=170 duration_s=2 > run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=30",
    ),
    (
        "final3-bio-03",
        "Vortex my tubes of extracted DNA for about ten seconds so everything is mixed, then give "
        "them a quick spin.",
        "ask",
    ),
    (
        "final3-bio-04",
        "My sequencing libraries are in a 96 PCR plate. Can the LabChip run its DNA high "
        "sensitivity chip thing on all 96 of them so I get the fragment sizes?",
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "final3-bio-05",
        "The glow readout (luminescence, 1 second per well) is the very last thing. Before that: the "
        "cell plate sits in the incubator at 37 degrees for 48 hours, then gets 100 microliters of "
        "CellTiter-Glo per well, then 2 minutes on the shaker.",
        "incubate temperature_c=37 duration_s=172800 > transfer volume_ul=100 > shake duration_s=120 "
        "> read_luminescence integration_s=1",
    ),
    (
        "final3-bio-06",
        "The foil on my PCR plate has to come off first, and after that 5 µl out of each well goes "
        "into the 384-well qPCR plate.",
        "peel > transfer volume_ul=5",
    ),
    (
        "final3-bio-07",
        "I want to pellet the debris in my 96 deep-well plate really hard, something like "
        "10,000 g for 20 minutes.",
        "halted",
    ),
    (
        "final3-bio-08",
        "Bacterial growth curve thing: get the culture plate out of the incubator, read the OD at "
        "600 nm, put it back in at 37 for another 2 hours, then read 600 again.",
        "retrieve > read_absorbance wavelength_nm=600 > incubate temperature_c=37 duration_s=7200 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "final3-bio-09",
        "Fluorescence please, excitation 485 and emission 528, only columns 1 through 4 of the "
        "96-well plate (the rest are empty).",
        "read_fluorescence excitation_nm=485 emission_nm=528 wells=32",
    ),
    # ------------------------------------------------------------ lab manager work orders
    (
        "final3-lm-01",
        "WORK ORDER #2291 - CTG viability, 1 x 96-well black plate. (1) Retrieve plate from "
        "Cytomat 2C450. (2) Dispense 50 µL CellTiter-Glo/well, Hamilton STAR. (3) BioShake, "
        "500 rpm, 2 min. (4) Luminescence read, 0.5 s integration. Requested by: M. Okafor. "
        "Priority: normal.",
        "retrieve @cytomat_2c450 > transfer volume_ul=50 @hamilton_star > "
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=0.5",
    ),
    (
        "final3-lm-02",
        "WO-0417 | Requester: Dr. Patel | Task: put the 3 assay-ready 384-well plates into the "
        "Cytomat 2C425 at 4 °C until Monday.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final3-lm-03",
        "Work order 0932: take the ELISA plate out of the plate fridge, remove the seal on the "
        "XPeel, and read A450 on the SpectraMax. No reference wavelength.",
        "retrieve > peel @azenta_xpeel > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "final3-lm-04",
        "WO 3310 - spin the 50 mL conicals in the 5810 R at 4000 rpm, 10 min, 4 °C. Bench staff "
        "out today.",
        "ask",
    ),
    (
        "final3-lm-05",
        "Order #5520, viral RNA extraction, 1 plate. On the KingFisher Flex run program "
        "'MagMAX_Viral_96' with the deep-well sample plate. Once the run finishes, seal the elution "
        "plate on the a4S at 165 °C for 3 s, centrifuge it 1 min at 1,000 × g, and park it in the "
        "cold store at 4 °C for pickup by the sequencing core.",
        "run_program @kingfisher_flex > seal temperature_c=165 duration_s=3 @azenta_a4s > "
        "spin rcf_g=1000 duration_s=60 > store temperature_c=4",
    ),
    (
        "final3-lm-06",
        "Please schedule: seal both 96-well PCR plates at 170 °C, 2 s, then 1 min at 1000 x g on "
        "the VSpin.",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "final3-lm-07",
        "WO 7781: heat-seal the deep-well storage plates at 230 °C for 1.5 s (new foil lot, the "
        "supplier says it needs it hotter), then into the 2C425 at 4 °C.",
        "halted",
    ),
    (
        "final3-lm-08",
        "QC work order, Tecan Fluent: dispense 200 µl water into all wells of a clear 96-well flat "
        "plate, then read absorbance at 977 nm for the pathlength check.",
        "transfer volume_ul=200 @tecan_fluent > read_absorbance wavelength_nm=977",
    ),
    (
        "final3-lm-09",
        "WO 6012: retrieve the plate from the Cytomat 24 and have the PF400 bring it over to the "
        "reader.",
        "retrieve @cytomat_24 > move_plate @precise_pf400",
    ),
    # ------------------------------------------------------------ visiting scientist, non-native English
    (
        "final3-nn-01",
        "Please, I want make centrifuge of my tubes 1,5 ml at 13.000 g during 10 minutes, in cold "
        "(4 degree).",
        "spin rcf_g=13000 duration_s=600 temperature_c=4",
    ),
    (
        "final3-nn-02",
        "Is possible to put 150 µl of medium in each well of the plate 96 with the Opentrons Flex, "
        "after to leave it in incubator at 37 °C for one night, and in the morning to measure "
        "absorbance on 600 nm?",
        "transfer volume_ul=150 @opentrons_flex > incubate temperature_c=37 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "final3-nn-03",
        "I need to do PCR in ODTC: first 98 degree 30 second, then 35 cycle of 98 °C 10 s, 62 °C "
        "20 s, 72 °C 30 s, at the end 72 °C 2 minute and keep on 4 degree.",
        "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "final3-nn-04",
        "Please make the sonication of the samples in the plate during 5 minute, after I continue "
        "myself.",
        "ask",
    ),
    (
        "final3-nn-05",
        "The plate must shake at 1.200 rpm during 3 minutes, temperature 30 degree, in the BioShake.",
        "shake speed_rpm=1200 duration_s=180 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "final3-nn-06",
        "Put 500 µl in every well of the plate 96, the normal plate, not the deep one.",
        "halted",
    ),
    (
        "final3-nn-07",
        "The plate is now in the fridge store. After we take off the seal we read fluorescence "
        "excitation 535, emission 590 with the i3x, and after we seal it again 165 degree 2 seconds "
        "and give it back to the fridge at 4 degree.",
        "retrieve > peel > read_fluorescence excitation_nm=535 emission_nm=590 @spectramax_i3x > "
        "seal temperature_c=165 duration_s=2 > store temperature_c=4",
    ),
    (
        "final3-nn-08",
        "With the Biomek i7 please transfer 2 µL of each sample into the PCR plate 384, only the "
        "first 2 row (A and B).",
        "transfer volume_ul=2 @biomek_i7_hybrid wells=48",
    ),
    (
        "final3-nn-09",
        "For the cells: the Fluent add 20 µl of compound in each well of plate 96, shaking 1 minute "
        "600 rpm, then in the CO2 incubator 37°C for 24 h, and at the end luminescence with 0,5 s.",
        "transfer volume_ul=20 @tecan_fluent > shake speed_rpm=600 duration_s=60 > "
        "incubate temperature_c=37 duration_s=86400 > read_luminescence integration_s=0.5",
    ),
    # ------------------------------------------------------------ automation engineer, edge cases
    (
        "final3-ae-01",
        "HiG4, 384-well PCR plate, 5000 x g, 30 s. Max-g check.",
        "spin rcf_g=5000 duration_s=30 @bionex_hig4",
    ),
    (
        "final3-ae-02",
        "Lower-bound check: absorbance at 230 nm on the SpectraMax, UV-transparent 384-well plate.",
        "read_absorbance wavelength_nm=230 @spectramax_i3x",
    ),
    (
        "final3-ae-03",
        "Low-volume dispense test on the Fluent: 0.5 uL DMSO into every well of a 384-well plate.",
        "transfer volume_ul=0.5 @tecan_fluent",
    ),
    (
        "final3-ae-04",
        "BioShake at its top speed, 3000 rpm, 10 s, 96-well PCR plate.",
        "shake speed_rpm=3000 duration_s=10 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "final3-ae-05",
        "Overspeed test: shake the 96-well plate at 3,500 rpm for 1 min.",
        "halted",
    ),
    (
        "final3-ae-06",
        "Seal/peel cycle test with the deep-well: Hamilton STAR dispenses 0.9 mL per well into the "
        "96 deep-well plate, a4S seals at 180 °C for 4 s, XPeel removes the seal, then KingFisher "
        "program 'DW_wash_test'.",
        "transfer volume_ul=900 @hamilton_star > seal temperature_c=180 duration_s=4 @azenta_a4s > "
        "peel @azenta_xpeel > run_program @kingfisher_flex",
    ),
    (
        "final3-ae-07",
        "Mix the 96-well plate on the Biomek i5, 50 uL x 10 cycles, then read it at 450 nm on the "
        "Tecan Spark.",
        "ask",
    ),
    (
        "final3-ae-08",
        "Timing-format test, 96-well PCR plate: seal at 160C for 1.2s, having first spun it "
        "(500 x g, 0.5 min) and then shaken it for 00:02:00 at 1000 rpm; afterwards send it to the "
        "plate hotel.",
        "spin rcf_g=500 duration_s=30 > shake speed_rpm=1000 duration_s=120 > "
        "seal temperature_c=160 duration_s=1.2 > store",
    ),
    (
        "final3-ae-09",
        "ODTC block hold at 99 °C for 600 s.",
        "incubate temperature_c=99 duration_s=600 @inheco_odtc",
    ),
    (
        "final3-ae-10",
        "Store the reagent plate in the Cytomat 2C425 at -20 °C.",
        "halted",
    ),
    # ------------------------------------------------------------ clinician-researcher
    (
        "final3-cl-01",
        "We have 24 patient plasma samples in 1.5 mL tubes. Please centrifuge them at 2,000 × g for "
        "15 minutes at 4 °C to remove residual platelets. Afterwards, transfer 500 µL of each "
        "supernatant into a 96 deep-well plate with the Hamilton STAR.",
        "spin rcf_g=2000 duration_s=900 temperature_c=4 > transfer volume_ul=500 @hamilton_star",
    ),
    (
        "final3-cl-02",
        "cfDNA study, batch 7: aliquot 250 µL of each plasma into columns 1-3 of a 96 deep-well "
        "plate on the Biomek i5 (24 patients), run the KingFisher with 'MagMAX_cfDNA_500', then "
        "seal the elution plate at 170 °C for 2 s and put it in the cold store at 4 °C until "
        "library prep.",
        "transfer volume_ul=250 @biomek_i5 wells=24 > run_program @kingfisher_flex > "
        "seal temperature_c=170 duration_s=2 > store temperature_c=4",
    ),
    (
        "final3-cl-03",
        "SARS-CoV-2 panel on the CFX384, after a 1-minute spin of the plate at 1,000 × g: 2-minute "
        "hot start at 95 °C, then 45 cycles of 95 °C for 15 s and 58 °C for 45 s. No melt curve "
        "needed.",
        "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=15 annealing_c=58 annealing_s=45 @biorad_cfx384",
    ),
    (
        "final3-cl-04",
        "Serum IL-6 ELISA, final steps: incubate the plate 1 h at 37 °C, then dispense 100 µL TMB "
        "into every well, then 50 µL of stop solution per well, and read OD450.",
        "incubate temperature_c=37 duration_s=3600 > transfer volume_ul=100 > "
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "final3-cl-05",
        "Run the patient genomic DNA samples on our Agilent TapeStation to check integrity before "
        "we send them out.",
        "ask",
    ),
    (
        "final3-cl-06",
        "Whole-blood lysates in a 96 deep-well plate: spin 10 min at 3000 x g, then straight onto "
        "the KingFisher with program 'Blood_gDNA_200'.",
        "spin rcf_g=3000 duration_s=600 > run_program @kingfisher_flex",
    ),
    (
        "final3-cl-07",
        "Before the biobank plates go into the cold store at 4 °C, seal them with the plate sealer "
        "at 175 °C for 2.5 s.",
        "seal temperature_c=175 duration_s=2.5 > store temperature_c=4",
    ),
    (
        "final3-cl-08",
        "Set up the CFX384 run with 60 µL reactions in each well of the 384-well PCR plate so we "
        "have material left for a re-test: 40 cycles of 95 °C 15 s / 60 °C 1 min.",
        "halted",
    ),
    (
        "final3-cl-09",
        "Hemolysis screen: spin the patients' 15 mL tubes in the 5810 R at 2,000 × g for 10 "
        "minutes, then put 100 μl of each plasma into a flat 96-well plate, read absorbance at "
        "414 nm, and keep the plate in the refrigerated store at 4 °C afterwards.",
        "spin rcf_g=2000 duration_s=600 @eppendorf_5810r > transfer volume_ul=100 > "
        "read_absorbance wavelength_nm=414 > store temperature_c=4",
    ),
    # ------------------------------------------------------------ grad student at 2 am
    (
        "final3-gs-01",
        "ok can u just spin the pcr plate 1 min 500g thx",
        "spin rcf_g=500 duration_s=60",
    ),
    (
        "final3-gs-02",
        "pls read lum on my plate, 1s/well",
        "read_luminescence integration_s=1",
    ),
    (
        "final3-gs-03",
        "need 10ul of bead mix into each well of my pcr plate on the i7, then mix like 10 times w/ "
        "15ul, seal it and spin it down 30 sec at 300g. ill do the magnet part by hand",
        "transfer volume_ul=10 @biomek_i7_hybrid > mix volume_ul=15 > seal > "
        "spin rcf_g=300 duration_s=30",
    ),
    (
        "final3-gs-04",
        "spin my eppis at 14k for 5 min in the 5430 pls",
        "ask",
    ),
    (
        "final3-gs-05",
        "ugh reader again. fluorescence ex 560 em 620 on the plate thats sitting in the hotel. oh "
        "and it still has foil on it",
        "retrieve > peel > read_fluorescence excitation_nm=560 emission_nm=620",
    ),
    (
        "final3-gs-06",
        "just throw the 96 well pcr plate in the centrifuge at 7000g for 2 min, need tight pellets",
        "halted",
    ),
    (
        "final3-gs-07",
        "thermocycler: 30 cycles 95/55/72, 30s each, 95 3min first, 72 5min at the end, hold 12. "
        "the odtc. then into the fridge store at 4 when its done",
        "run_pcr cycles=30 denaturation_c=95 denaturation_s=30 annealing_c=55 annealing_s=30 "
        "extension_c=72 extension_s=30 initial_denaturation_c=95 initial_denaturation_s=180 "
        "final_extension_c=72 final_extension_s=300 hold_c=12 @inheco_odtc > store temperature_c=4",
    ),
    (
        "final3-gs-08",
        "put 40 ul of cells into rows A to D of a fresh 96 plate on the OT2 then incubator 37 "
        "overnight",
        "transfer volume_ul=40 @opentrons_ot2 wells=48 > incubate temperature_c=37",
    ),
    (
        "final3-gs-09",
        "can the OT-2 add 1ml to each well of the 24 deepwell (the kingfisher one) and then shake "
        "it 5 min at 800 rpm",
        "transfer volume_ul=1000 @opentrons_ot2 > shake speed_rpm=800 duration_s=300",
    ),
    (
        "final3-gs-10",
        "add like 2 drops of stop soln to each well then read 450",
        "ask",
    ),
    # ------------------------------------------------------------ QA reviewer quoting a validated method
    (
        "final3-qa-01",
        "Per validated method VM-0112 rev D, §6.4: \"The assay plate shall be centrifuged at "
        "1,000 × g for 1 min at ambient temperature on the Agilent VSpin.\" Execute as written.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "final3-qa-02",
        "Method TM-ENZ-004, steps 5-8 verbatim: '5. Dispense 25 µL substrate per well (Hamilton "
        "STAR). 6. Shake 30 s at 1,000 rpm (BioShake). 7. Incubate 30 min at 37 °C in the Cytomat "
        "2C450. 8. Read fluorescence, Ex 340 nm / Em 460 nm.' No deviations permitted.",
        "transfer volume_ul=25 @hamilton_star > "
        "shake speed_rpm=1000 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    (
        "final3-qa-03",
        "Deviation review: method AM-77 §4 specifies dispensing 120 µL into each well of the "
        "standard flat-bottom 384-well assay plate. Please run it exactly as specified.",
        "halted",
    ),
    (
        "final3-qa-04",
        "As per SOP-LC-019 §4.2, library QC shall be performed on the LabChip GX Touch using the "
        "DNA 5K assay for 48 samples.",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "final3-qa-05",
        "Validated method QM-221 §3 reads: 'Centrifuge the plates at 3,000 rpm for 5 minutes.' "
        "Execute verbatim; no interpretation.",
        "ask",
    ),
    (
        "final3-qa-06",
        "Method BIO-PCR-07, thermal profile (INHECO ODTC, 96-well PCR plate): initial denaturation "
        "94 °C / 2 min; 25 cycles of 94 °C / 20 s, 56 °C / 20 s, 72 °C / 45 s; final extension "
        "72 °C / 7 min; hold 4 °C. The run is preceded by heat sealing on the Azenta a4S (170 °C, "
        "2.0 s) and a 30 s spin at 1,000 × g, and followed by fragment analysis of all 96 samples "
        "on the LabChip (DNA 1K assay).",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=30 > "
        "run_pcr cycles=25 initial_denaturation_c=94 initial_denaturation_s=120 denaturation_c=94 "
        "denaturation_s=20 annealing_c=56 annealing_s=20 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=420 hold_c=4 @inheco_odtc > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "final3-qa-07",
        "Per SOP-CB-033 rev B: dispense 40 µL cell suspension into each well of the 384-well plate "
        "on the Biomek i5, incubate 72 h at 37 °C in the CO2 incubator, and before reading "
        "luminescence (0.1 s integration), equilibrate the plate on the BioShake at 300 rpm, 25 °C, "
        "10 min.",
        "transfer volume_ul=40 @biomek_i5 > incubate temperature_c=37 duration_s=259200 > "
        "shake speed_rpm=300 duration_s=600 temperature_c=25 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=0.1",
    ),
    (
        "final3-qa-08",
        "Quoting WI-0881 step 12: 'Transfer 5.0 µL of each normalized library from the source PCR "
        "plate into wells A1-H1 of the pooling plate using the Opentrons Flex.'",
        "transfer volume_ul=5 @opentrons_flex wells=8",
    ),
    (
        "final3-qa-09",
        "SOP-ST-002 §5: remove the seal with the Azenta XPeel, then return the plate to the Cytomat "
        "2C425 (set point 8 °C).",
        "peel @azenta_xpeel > store temperature_c=8 @cytomat_2c425",
    ),
    # ------------------------------------------------------------ vendor application scientist demo
    (
        "final3-va-01",
        "For today's demo let's show the whole NGS bead-cleanup front end. The Biomek i7 adds 90 µL "
        "of beads to each well of the 96-well PCR plate and mixes ten times at 100 µL; then the a4S "
        "seals the plate at 165 °C for 2 s, we give it a quick 30-second spin at 500 × g, and it "
        "goes into the cold store at 4 °C until the magnet step.",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100 > "
        "seal temperature_c=165 duration_s=2 @azenta_a4s > spin rcf_g=500 duration_s=30 > "
        "store temperature_c=4",
    ),
    (
        "final3-va-02",
        "Next I'll show off the arm: the PF400 picks a plate out of the Cytomat 24, drops it on the "
        "BioShake for 45 seconds at 1,500 rpm, and then the SpectraMax reads luminescence with "
        "0.2 s integration.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > "
        "shake speed_rpm=1500 duration_s=45 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=0.2 @spectramax_i3x",
    ),
    (
        "final3-va-03",
        "Here's the biochemical assay flow: the Fluent dispenses 30 µL of enzyme into every well of "
        "a 384-well plate, then 10 µL of substrate, the HiG 4 spins it at 1,000 x g for one minute, "
        "and the SpectraMax reads absorbance at 340 nm.",
        "transfer volume_ul=30 @tecan_fluent > transfer volume_ul=10 @tecan_fluent > "
        "spin rcf_g=1000 duration_s=60 @bionex_hig4 > read_absorbance wavelength_nm=340 @spectramax_i3x",
    ),
    (
        "final3-va-04",
        "The crowd-pleaser is the qPCR setup. The OT-2 dispenses 8 µL of master mix into every well "
        "of the 384-well PCR plate, then adds 2 µL of template; the a4S seals it at 170 °C for 3 s; "
        "the VSpin spins it for 1 minute at 1000 x g; and the CFX384 runs 40 cycles of 95 °C for "
        "5 s and 60 °C for 30 s.",
        "transfer volume_ul=8 @opentrons_ot2 > transfer volume_ul=2 > "
        "seal temperature_c=170 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
        "run_qpcr cycles=40 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "final3-va-05",
        "For the visitors: KingFisher Flex runs the 'Demo_Bind_Wash_Elute' script.",
        "run_program @kingfisher_flex",
    ),
    (
        "final3-va-06",
        "And now the Multidrop Combi fills the plate with 50 µL of buffer, the VSpin gives it 1 min "
        "at 500 × g, and the SpectraMax reads at 405 nm.",
        "ask",
    ),
    (
        "final3-va-07",
        "Temperature-control demo on the ODTC: hold the PCR plate at 37 °C for 20 minutes for the "
        "restriction digest, then 65 °C for 20 minutes to heat-kill the enzyme.",
        "incubate temperature_c=37 duration_s=1200 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc",
    ),
    (
        "final3-va-08",
        "To show off the reader's range, let's read absorbance at 1,100 nm on the SpectraMax.",
        "halted",
    ),
    (
        "final3-va-09",
        "And the finale: after the plate comes out of the XPeel, the Hamilton STAR pipettes 20 µL "
        "into columns 1-6 of a fresh 96-well plate, the i3x reads fluorescence at 485/535, and the "
        "plate goes back to the hotel.",
        "peel @azenta_xpeel > transfer volume_ul=20 @hamilton_star wells=48 > "
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x > store",
    ),
]
