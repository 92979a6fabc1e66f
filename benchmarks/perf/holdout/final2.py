"""Hold-out batch "final2": lab-automation intents in a mix of voices (one voice per case).

Voices: lab-notebook line (date + initials), non-native English (German / French / Spanish /
Chinese speakers), formal methods prose, technician ticket with arrows, dictated voice-memo
transcript, core-facility web form ("Key: value"), Slack message from a PhD student, e-mail
from a lab manager, automation engineer's terse spec.

Each case is (id, intent_text, expected); see the writer brief for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ lab notebook
    (
        "final2-nb-01",
        "2024-03-12 JK: ELISA plate -> spin 3 min @ 1000 xg on the VSpin, RT, then on to the wash.",
        "spin rcf_g=1000 duration_s=180 @agilent_vspin",
    ),
    # ------------------------------------------------------------------ non-native (German)
    (
        "final2-nn-01",
        "Please centrifugate the deepwell plate with 2.500 x g for 10 minutes by 4 °C in the 5810 R.",
        "spin rcf_g=2500 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    # ------------------------------------------------------------------ formal methods
    (
        "final2-fm-01",
        "Addition of 25 µL of CellTiter-Glo reagent to each well of the 384-well assay plate on the "
        "Biomek i5 was followed by orbital shaking on the BioShake at 1,000 rpm for 2 min, after "
        "which luminescence was recorded with an integration time of 0.25 s per well.",
        "transfer volume_ul=25 @biomek_i5 > shake speed_rpm=1000 duration_s=120 "
        "@qinstruments_bioshake_3000t_elm > read_luminescence integration_s=0.25",
    ),
    # ------------------------------------------------------------------ ticket
    (
        "final2-tk-01",
        "TICKET #4471 - plate 3 (96 PCR): XPeel → STAR 20 µl/well H2O into cols 7-12 → a4S 170°C/2s "
        "→ VSpin 1 min 800 xg",
        "peel @azenta_xpeel > transfer volume_ul=20 @hamilton_star wells=48 > "
        "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=800 duration_s=60 @agilent_vspin",
    ),
    # ------------------------------------------------------------------ voice memo
    (
        "final2-vm-01",
        "Okay so, um, take the deep-well plate and spin it at, uh, two thousand g, no wait, fifteen "
        "hundred g, for ten minutes, and then put it in the plate fridge at four degrees.",
        "spin rcf_g=1500 duration_s=600 > store temperature_c=4 @cytomat_2c425",
    ),
    # ------------------------------------------------------------------ web form
    (
        "final2-wf-01",
        "Service: qPCR setup\n"
        "Plate: 384-well PCR plate\n"
        "Step 1 (Biomek i5): dispense 8 µL master mix per well\n"
        "Step 2: add 2 µL template per well\n"
        "Step 3: heat seal, 170 °C, 2 s\n"
        "Step 4: centrifuge 1000 x g, 1 min\n"
        "Step 5 (CFX384): 95 °C 2 min; 45 cycles of 95 °C 10 s / 60 °C 45 s",
        "transfer volume_ul=8 @biomek_i5 > transfer volume_ul=2 > seal temperature_c=170 duration_s=2 "
        "> spin rcf_g=1000 duration_s=60 > run_qpcr initial_denaturation_c=95 "
        "initial_denaturation_s=120 cycles=45 denaturation_c=95 denaturation_s=10 annealing_c=60 "
        "annealing_s=45 @biorad_cfx384",
    ),
    # ------------------------------------------------------------------ slack
    (
        "final2-sl-01",
        "hey can someone queue a spin for my 96 PCR plate? 2 min at 1500g, the HiG is fine 🙏",
        "spin rcf_g=1500 duration_s=120 @bionex_hig4",
    ),
    # ------------------------------------------------------------------ e-mail
    (
        "final2-em-01",
        "Hi team,\n\nCould you please set up the following for Dr. Okafor's samples: the 15 mL tubes "
        "need to be spun at 3,000 × g for 20 minutes at 4 °C in the refrigerated centrifuge, and then "
        "1 mL of each supernatant transferred into a deep-well plate on the Fluent.\n\n"
        "Thanks,\nMaria\nLab Manager, Level 3",
        "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=1000 @tecan_fluent",
    ),
    # ------------------------------------------------------------------ engineer spec
    (
        "final2-sp-01",
        "OP: spin | dev=bionex_hig4 | lw=plate_384_pcr | rcf=2500g | t=90s",
        "spin rcf_g=2500 duration_s=90 @bionex_hig4",
    ),
    # ================================================================== round 2
    (
        "final2-nb-02",
        "2024-05-02 / MR: Bradford - 10 µL sample/well -> flat 96, cols 1-4 only; +200 µL dye "
        "reagent; 5 min RT on BioShake @ 600 rpm; read A595.",
        "transfer volume_ul=10 wells=32 > transfer volume_ul=200 > shake speed_rpm=600 duration_s=300 "
        "@qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=595",
    ),
    (
        "final2-nn-02",
        "We must to add 12,5 µL of master mix in each well of the PCR plate with the Fluent, after we "
        "seal it at 170 °C during 2,5 seconds.",
        "transfer volume_ul=12.5 @tecan_fluent > seal temperature_c=170 duration_s=2.5",
    ),
    (
        "final2-fm-02",
        "Centrifugation of the cell culture plates was performed at 300 × g for 5 min at 20 °C "
        "(Eppendorf 5810 R).",
        "spin rcf_g=300 duration_s=300 temperature_c=20 @eppendorf_5810r",
    ),
    (
        "final2-tk-02",
        "REQ-0912: 50 mL Falcons (lysate) → 5810R, 4000 xg, 15 min, 4 °C",
        "spin rcf_g=4000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "final2-vm-02",
        "Note to self, um, read the absorbance at two-sixty on the plate reader. That's it, that's "
        "the whole thing.",
        "read_absorbance wavelength_nm=260 @spectramax_i3x",
    ),
    (
        "final2-wf-02",
        "Request type: Plate read\nMode: Absorbance\nWavelength: 340 nm\nPlate: 96-well UV-transparent\n"
        "Instrument: SpectraMax i3x\nComments: NADH kinetics, single read is fine",
        "read_absorbance wavelength_nm=340 @spectramax_i3x",
    ),
    (
        "final2-sl-02",
        "@robot pls read my plate at 405 nm but shake it first, 30 sec at 1000 rpm thx",
        "shake speed_rpm=1000 duration_s=30 > read_absorbance wavelength_nm=405",
    ),
    (
        "final2-em-02",
        "Dear all,\n\nA reminder that plate 7 should be heat sealed at 160 °C for 1 second before it "
        "leaves the workcell.\n\nBest regards,\nGünther\nLaboratory Manager",
        "seal temperature_c=160 duration_s=1",
    ),
    (
        "final2-sp-02",
        "seq: retrieve(cytomat_2c450) ; xfer 5 uL/well -> plate_384 (all wells) ; shake 2000 rpm 60 s ; "
        "read fl ex=530 em=590 ; store(cytomat_2c450)",
        "retrieve @cytomat_2c450 > transfer volume_ul=5 > shake speed_rpm=2000 duration_s=60 > "
        "read_fluorescence excitation_nm=530 emission_nm=590 > store @cytomat_2c450",
    ),
    # ================================================================== round 3
    (
        "final2-nb-03",
        "14/06 AL - STAR adds 20 µL mix to the PCR plate, then seal on the a4S, 215 °C, 3 s.",
        "halted",
    ),
    (
        "final2-nn-03",
        "First you put 100 µL of TMB substrate in all wells with the Biomek i7, then incubate 30 "
        "minutes at 37 °C in the Cytomat. Before to read the absorbance at 450 nm, is necessary to "
        "stop the reaction with 50 µL of sulfuric acid.",
        "transfer volume_ul=100 @biomek_i7_hybrid > incubate temperature_c=37 duration_s=1800 "
        "@cytomat_2c450 > transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "final2-fm-03",
        "Absorbance at 600 nm was determined following a 16 h incubation of the culture plate at "
        "30 °C in the CO2 incubator.",
        "incubate temperature_c=30 duration_s=57600 @cytomat_2c450 > read_absorbance wavelength_nm=600",
    ),
    (
        "final2-tk-03",
        "#5520 PCR plt (96) → HiG4 → 7500 xg, 2 min",
        "halted",
    ),
    (
        "final2-vm-03",
        "Uh, then spin the plate at, like, fifteen hundred rpm for five minutes, whichever centrifuge "
        "is free, and read it at five-ninety.",
        "ask",
    ),
    (
        "final2-wf-03",
        "Instrument: Eppendorf 5430\nLabware: 1.5 ml tubes\nSpeed: 12,000 x g\nTime: 5 min\n"
        "Temperature: 4 °C",
        "ask",
    ),
    (
        "final2-sl-03",
        "pls spin my 1.5 ml tubes in the 5424R at 25,000 xg for 20 min at 4C, need a tight pellet",
        "halted",
    ),
    (
        "final2-em-03",
        "Hello,\n\nPlease have the Multidrop Combi dispense 50 µL of media into the new 384-well plates, "
        "then put them in the incubator at 37 °C.\n\nKind regards,\nPriya\nLab Operations",
        "ask",
    ),
    (
        "final2-sp-03",
        "step 4: op=degas ; lw=plate_384 ; vacuum 10 min ; then step 5: read abs 405nm",
        "ask",
    ),
    # ================================================================== round 4
    (
        "final2-nb-04",
        "03-Jul-24 (SK) qPCR plate: spin 1 min 2000 g, then CFX384: 40 cycles 95 °C 15 s / 60 °C 60 s.",
        "spin rcf_g=2000 duration_s=60 > run_qpcr cycles=40 denaturation_c=95 denaturation_s=15 "
        "annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "final2-nn-04",
        "Please use the vortex to mix the tubes 30 seconds, after that spin down them 1 minute at "
        "2000 g in the microcentrifuge.",
        "ask",
    ),
    (
        "final2-fm-04",
        "Amplification was carried out in the CFX384 in 35 µL reaction volumes per well (384-well "
        "format), with 40 cycles of 95 °C for 10 s and 60 °C for 30 s.",
        "halted",
    ),
    (
        "final2-tk-04",
        "#5531 hotel → reader → abs 562 nm (BCA) → back to hotel",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=562 > store @cytomat_24",
    ),
    (
        "final2-vm-04",
        "Right, so for the, um, the ELISA. Wash is done already. Add a hundred microliters of "
        "detection antibody with the Fluent, then incubate one hour at thirty-seven in the "
        "incubator, then, sorry, before the incubation, seal it, heat seal, one-seventy, two "
        "seconds. And after the incubation peel it and read at four-fifty.",
        "transfer volume_ul=100 @tecan_fluent > seal temperature_c=170 duration_s=2 > "
        "incubate temperature_c=37 duration_s=3600 @cytomat_2c450 > peel > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "final2-wf-04",
        "Sample type: bacterial culture\nVessel: 24 deep-well plate\n"
        "Step 1: shake 300 rpm, 37 °C, overnight (BioShake)\n"
        "Step 2: pellet cells, 2500 x g, 10 min",
        "shake speed_rpm=300 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=2500 duration_s=600",
    ),
    (
        "final2-sl-04",
        "ok so for tmrw's MTT: i7 adds 10 µl MTT to A1–H6 (cols 1-6), then incubator 37° for 3 h, "
        "then i7 adds 100 µl solubilisation buffer, shake 5 min at 700 rpm, abs 570 😅",
        "transfer volume_ul=10 @biomek_i7_hybrid wells=48 > incubate temperature_c=37 "
        "duration_s=10800 @cytomat_2c450 > transfer volume_ul=100 @biomek_i7_hybrid > "
        "shake speed_rpm=700 duration_s=300 > read_absorbance wavelength_nm=570",
    ),
    (
        "final2-em-04",
        "Hi Jonas,\n\nFor the protein quant tomorrow: (1) retrieve the standards plate from the cold "
        "store, (2) have the Biomek i5 add 200 µL of BCA working reagent to rows A-D, (3) incubate "
        "30 min at 37 °C in the Cytomat 2C450, (4) read absorbance at 562 nm.\n\nCheers,\nAnke",
        "retrieve @cytomat_2c425 > transfer volume_ul=200 @biomek_i5 wells=48 > "
        "incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > read_absorbance wavelength_nm=562",
    ),
    (
        "final2-sp-04",
        "run_pcr dev=odtc lw=plate_96_pcr cycles=120 den=95C/15s ann=55C/30s ext=72C/30s",
        "halted",
    ),
    # ================================================================== round 5
    (
        "final2-nb-05",
        "2024-08-19 TB: spin the Eppis 13k rpm, 10 min, 4°C, 5424R.",
        "ask",
    ),
    (
        "final2-nn-05",
        "The 384er plate (flat bottom) shall be filled with 150 µl pro well by the Hamilton STAR.",
        "halted",
    ),
    (
        "final2-fm-05",
        "Removal of the foil seal with the XPeel was followed by transfer of 15 µL of each PCR product "
        "into a fresh 96-well PCR plate on the Hamilton STAR, brief centrifugation (1 min, 1,000 × g) "
        "and fragment analysis of all 96 samples on the LabChip GX Touch with the DNA 1K assay.",
        "peel @azenta_xpeel > transfer volume_ul=15 @hamilton_star > spin rcf_g=1000 duration_s=60 > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "final2-tk-05",
        "#5602 cell plate → BioShake 800 rpm 1 min → Tecan Spark → fluo 485/520",
        "ask",
    ),
    (
        "final2-vm-05",
        "Um, shake the plate at thirty-five hundred rpm for a minute on the BioShake, that should "
        "get the beads back up.",
        "halted",
    ),
    (
        "final2-wf-05",
        "Mode: Fluorescence\nDye: IRDye 800CW\nExcitation: 870 nm\nEmission: 900 nm\nPlate: 96 black",
        "halted",
    ),
    (
        "final2-sl-05",
        "can the robot add like 2 drops of NucBlue to each well of my 96-well imaging plate? thx!!",
        "ask",
    ),
    (
        "final2-em-05",
        "Hi all,\n\nFor the Thermus cultures, please have the Biomek i7 add 150 µL of medium to the "
        "plate and then incubate it overnight at 65 °C in the Cytomat incubator.\n\n"
        "Thanks,\nRobert (lab manager)",
        "halted",
    ),
    (
        "final2-sp-05",
        "mv plate hotel->reader (pf400); abs 280nm; mv reader->hotel (pf400)",
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=280 > move_plate @precise_pf400",
    ),
    # ================================================================== round 6
    (
        "final2-nb-06",
        "22.10.2024 NP - read lum, white 96, int. 0.5 s",
        "read_luminescence integration_s=0.5",
    ),
    (
        "final2-nn-06",
        "Make a reading of fluorescence, excitation 485 nm and emission 535 nm, on the SpectraMax; "
        "the plate is a black one of 96 wells.",
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "final2-fm-06",
        "Cells were disrupted by sonication (three 10 s pulses on ice), followed by clarification of "
        "the lysates at 4,000 × g for 20 min.",
        "ask",
    ),
    (
        "final2-tk-06",
        "#5610 read lum (1 s) ← BioShake 500 rpm 10 min ← i7 adds 30 µL Glo reagent ← pull plate "
        "from the Cytomat incubator",
        "retrieve @cytomat_2c450 > transfer volume_ul=30 @biomek_i7_hybrid > "
        "shake speed_rpm=500 duration_s=600 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=1",
    ),
    (
        "final2-vm-06",
        "Okay, transfer, um, eighty microliters from the reservoir into columns one through four, "
        "sorry, one through three, of the flat-bottom plate on the OT-2, then shake it at eight "
        "hundred rpm for thirty seconds.",
        "transfer volume_ul=80 @opentrons_ot2 wells=24 > shake speed_rpm=800 duration_s=30",
    ),
    (
        "final2-wf-06",
        "Project: NGS library QC\n"
        "Step 1: remove seal (XPeel)\n"
        "Step 2: transfer 20 µL per sample into columns 1-6 of a 96-well PCR plate (Opentrons Flex)\n"
        "Step 3: spin 500 x g, 30 s\n"
        "Step 4: LabChip GX Touch, DNA NGS 3K assay, 48 samples",
        "peel @azenta_xpeel > transfer volume_ul=20 @opentrons_flex wells=48 > "
        "spin rcf_g=500 duration_s=30 > run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "final2-sl-06",
        "pls seal the 384 qPCR plate (165C, 2.5 s) and stick it in the plate fridge at 4°C, I'll run "
        "it tomorrow morning",
        "seal temperature_c=165 duration_s=2.5 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final2-em-06",
        "Hello Sam,\n\nThe 384 assay plate goes to the reader for a luminescence read (integration "
        "2 s), but only after it has sat on the BioShake at 1,500 rpm for 3 minutes.\n\n"
        "Thanks,\nLee",
        "shake speed_rpm=1500 duration_s=180 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=2",
    ),
    (
        "final2-sp-06",
        "final: abs600. pre: inc 37C 4h @cytomat_2c450. pre-pre: xfer 20 uL inoculum/well cols 1-2 "
        "@opentrons_ot2. pre-pre-pre: xfer 180 uL LB/well cols 1-2 @opentrons_ot2. lw=plate_96",
        "transfer volume_ul=180 @opentrons_ot2 wells=16 > transfer volume_ul=20 @opentrons_ot2 "
        "wells=16 > incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=600",
    ),
    # ================================================================== round 7
    (
        "final2-nb-07",
        "2024-11-05 HW - RNA prep: OT-2 adds 250 µL lysis buffer to the deep-well, BioShake "
        "1000 rpm 2 min, then KF Flex prog 'MagMAX_96'; after the run, plate to cold store 4 °C.",
        "transfer volume_ul=250 @opentrons_ot2 > shake speed_rpm=1000 duration_s=120 "
        "@qinstruments_bioshake_3000t_elm > run_program @kingfisher_flex > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final2-nn-07",
        "First take the plate from the hotel, then OT-Flex transfer 5 µL sample to row A and row B of "
        "PCR plate, after put also 15 µL master mix, seal 165 degree 3 second, then do PCR on ODTC: "
        "95 degree 3 minute first, 30 cycle of 95 degree 30 second, 58 degree 30 second, 72 degree "
        "45 second, final 72 degree 5 minute.",
        "retrieve @cytomat_24 > transfer volume_ul=5 @opentrons_flex wells=24 > transfer volume_ul=15 "
        "> seal temperature_c=165 duration_s=3 > run_pcr initial_denaturation_c=95 "
        "initial_denaturation_s=180 cycles=30 denaturation_c=95 denaturation_s=30 annealing_c=58 "
        "annealing_s=30 extension_c=72 extension_s=45 final_extension_c=72 final_extension_s=300 "
        "@inheco_odtc",
    ),
    (
        "final2-fm-07",
        "Storage of the sealed assay plates at 4 °C in the Cytomat 2C425 was preceded by heat "
        "sealing at 180 °C for 1.5 s.",
        "seal temperature_c=180 duration_s=1.5 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final2-tk-07",
        "#5650 deep-well 24 → KF Flex, run 'RNA_24DW_v2'",
        "run_program @kingfisher_flex",
    ),
    (
        "final2-vm-07",
        "So the PCR, um, ninety-eight for thirty seconds to start, then thirty-five cycles of "
        "ninety-eight ten seconds, sixty-two, uh, twenty seconds, seventy-two fifteen seconds, final "
        "extension seventy-two for two minutes, hold at four. On the ODTC. Before that, um, the STAR "
        "puts ten microliters of mix in the PCR plate, and we seal it at one-sixty for two seconds.",
        "transfer volume_ul=10 @hamilton_star > seal temperature_c=160 duration_s=2 > "
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=35 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=15 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "final2-wf-07",
        "Task: bead clean-up\nInstrument: KingFisher Flex\nProgram: AMPure_96_v3\n"
        "After run: move plate to the plate hotel (robot arm)",
        "run_program @kingfisher_flex > move_plate @cytomat_24",
    ),
    (
        "final2-sl-07",
        "ugh forgot: before the 37° o/n incubation the plate needs 150 µl fresh media per well (STAR) "
        "and a quick spin 200g 1 min. then o/n in the Cytomat and read GFP tomorrow, ex 488 em 510",
        "transfer volume_ul=150 @hamilton_star > spin rcf_g=200 duration_s=60 > "
        "incubate temperature_c=37 @cytomat_2c450 > read_fluorescence excitation_nm=488 emission_nm=510",
    ),
    (
        "final2-em-07",
        "Hi,\n\nCan you mix the pooled library plate by pipetting, 40 µL, on the Hamilton before "
        "Friday? Each well has about 100 µL in it.\n\nThanks,\nR.",
        "mix volume_ul=40 @hamilton_star",
    ),
    (
        "final2-sp-07",
        "shake: dev=bioshake, lw=plate_96_pcr, 1800 rpm, 45 s, no heat",
        "shake speed_rpm=1800 duration_s=45 @qinstruments_bioshake_3000t_elm",
    ),
    # ================================================================== round 8
    (
        "final2-nb-08",
        "30/01 DV: peel the 384 assay plate, then fluo read ex 340 / em 460.",
        "peel > read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    (
        "final2-nn-08",
        "Shake the deep-well plate with 1.200 rpm during 5 min in the thermoshaker at 37 ºC, and "
        "later you centrifuge it 1 minute to 500 x g.",
        "shake speed_rpm=1200 duration_s=300 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=500 duration_s=60",
    ),
    (
        "final2-fm-08",
        "Incubation of the PCR plate on the ODTC at 65 °C for 30 min served to inactivate the enzyme.",
        "incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "final2-tk-08",
        "#5677 384 qPCR plate → spin 1000 xg 30 s → CFX384: 95 °C 3 min, then 40× (95 °C 5 s / 62 °C 30 s)",
        "spin rcf_g=1000 duration_s=30 > run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 "
        "cycles=40 denaturation_c=95 denaturation_s=5 annealing_c=62 annealing_s=30 @biorad_cfx384",
    ),
    (
        "final2-em-08",
        "Good morning,\n\nPlease process the RNA extraction plate as follows: the STAR adds 200 µL of "
        "lysis buffer to every well of the 96 deep-well plate, then it is shaken at 1,100 rpm for "
        "10 min at 56 °C, the KingFisher Flex runs MagMAX_Viral_96, and the eluate plate is sealed "
        "at 170 °C for 2 s and stored at 4 °C.\n\nRegards,\nDana\nLab Manager",
        "transfer volume_ul=200 @hamilton_star > shake speed_rpm=1100 duration_s=600 temperature_c=56 "
        "> run_program @kingfisher_flex > seal temperature_c=170 duration_s=2 > store temperature_c=4",
    ),
    (
        "final2-sp-08",
        "tubes 2ml x12 -> 5424R 16000 xg 10 min 4C ; then xfer 400 uL sup -> plate_96_deepwell "
        "@hamilton_star",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
        "transfer volume_ul=400 @hamilton_star",
    ),
    (
        "final2-sp-09",
        "seq: peel(xpeel) ; xfer 2.5 uL cmpd -> plate_384 (fluent, mca384) ; seal a4S 175C 1.2s ; "
        "store cytomat_24",
        "peel @azenta_xpeel > transfer volume_ul=2.5 @tecan_fluent > seal temperature_c=175 "
        "duration_s=1.2 @azenta_a4s > store @cytomat_24",
    ),
]
