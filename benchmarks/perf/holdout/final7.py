"""Hold-out batch final7: an ordinary fortnight in a screening core and a contract research lab.

Eight voices take turns: a core-facility manager writing formal run requests (RR numbers,
project codes, barcodes), an automation engineer writing terse device-first lines
("HiG4: 3000 x g, 5 min"), a postdoc in a hurry (typos, "pls", "ul"), a PhD student who
explains the reason for every setting, a non-native English speaker ("Please can you do
transfer of..."), a QC analyst writing numbered batch-record steps, a PI e-mailing from a
phone, and a technician dictating (numbers as words, "uh", self-corrections).

Traps in this batch:
- context numbers that are not settings: project codes, RR/BR numbers, plate barcodes,
  dates, lot numbers, passages, cells per well, compound and antigen concentrations,
  sample counts used as background, primer Tm, "80%" ethanol, "50:1" reagent ratios;
- stated-then-corrected values (the correction wins, in both directions: 8000 -> 800 x g
  is a plan, 50 -> 40 uL is a plan, 10,000 -> 1,000 x g is a plan);
- a disagreement that the writer settles in the text ("Jen said 10 but go with the SOP's 5");
- steps mentioned out of run order ("read ... but only after ..."; "Before that, though, ...");
- a location that is not a step ("PF400: plate from a4S to VSpin");
- well subsets: columns, rows, A1-H6, A1-D6, A1-A12, column 12, "inner 60 wells",
  columns 1-12 of a 384 plate (= 192);
- unit spellings: uL/ul/µL/μl/microlitres/mL, C/°C/ºC/deg/degree, g/xg/x g/× g/rcf,
  s/sec/seconds/min/mins/minute/h/hr/hrs/hours; numbers as words ("four eighty-five");
  thousands separators ("2,500 × g", "12,000 rcf");
- halted cases sit just past a limit in every suitable instrument (plate spin 7,500 x g,
  tubes at 25,000 x g, shaker 3500 rpm, 25 % CO2, CO2 incubator at 56 °C, seal 220 °C,
  absorbance 205 nm, emission 880 nm, 90 s luminescence, 7.5 mL per well, 480 LabChip
  samples);
- ask cases: vortex, sonicate, rpm-only centrifuge speed, "speed 5", OD with no
  wavelength, "405 or 410nm??", drops, Echo nL dispensing, an Agilent Bravo (not in the
  lab), a PCR whose cycling conditions are "in the notebook", a transfer with no volume.

Conventions: @device only where the text names the instrument (or a registry alias such as
"plate hotel", "cold store", "incubator", "plate reader", "sealer"); "plate centrifuge",
"the magnet" on its own, "the reader" on its own are not enough unless a device-first header
or the sentence's subject names the machine. Room temperature gives no temperature key.
"""

NAME = "final7"

CASES: list[tuple[str, str, str]] = [
    (
        "final7-01",
        "Run request RR-2024-117 (project ONC-0412, screening plate SCR-00873): please retrieve "
        "the plate from the plate hotel, peel it on the XPeel, and read luminescence on the "
        "SpectraMax with 0.5 s integration. Compound conc. 10 µM; 1,536 compounds in total "
        "across 4 plates, this request covers plate 2 only.",
        "retrieve @cytomat_24 > peel @azenta_xpeel > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "final7-02",
        "HiG4: 3000 x g, 5 min, assay plate AP-5561 + balance. then SpectraMax abs 600nm. "
        "then back to the hotel.",
        "spin rcf_g=3000 duration_s=300 @bionex_hig4 > read_absorbance wavelength_nm=600 @spectramax_i3x"
        " > store @cytomat_24",
    ),
    (
        "final7-03",
        "pls move the supernatnat from the deepwell plate into a fresh 96 flat plate on the "
        "fluent, then read at 450 - samples from the 3/11 ELISA, lot 22-0917",
        "ask",
    ),
    (
        "final7-04",
        "I'd like to run the colony PCR on the ODTC. Because the Taq we use (lot 4471) needs a "
        "hot start, please do an initial denaturation at 95 °C for 3 minutes, then 30 cycles of "
        "95 °C for 30 seconds, 55 °C for 30 seconds (the primers have a Tm of about 58, so I went "
        "3 degrees below), and 72 °C for 1 minute, since the inserts are all under 1 kb. Finish "
        "with 72 °C for 5 minutes and hold at 4 °C.",
        "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95"
        " denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60"
        " final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "final7-05",
        "Please can you do transfer of 150 µl from the reservoir to all wells of the 96 plate "
        "with OT-2, after that put the plate in incubator 37 degree with 5 % CO2 for 2 hours. "
        "Cells are HEK293 passage 14, 20000 cells per well.",
        "transfer volume_ul=150 @opentrons_ot2 > incubate temperature_c=37 duration_s=7200"
        " co2_percent=5 @cytomat_2c450",
    ),
    # 25 % CO2 may be a typo for 5 %, but the stated value is above the 20 % ceiling of the
    # only CO2-controlled instrument, so the plan must stop rather than guess.
    (
        "final7-06",
        "Step 6.3 (Batch record BR-0339, rev. B): Incubate plate QC-7710 in the CO2 incubator at "
        "37.0 °C, 25 % CO2, for 4 h 00 min. Performed by: ______ Verified by: ______",
        "halted",
    ),
    # The spin has no named centrifuge (any plate centrifuge may do it), so no @device there.
    (
        "final7-07",
        "Can u spin the sealed qpcr plate 1 min at 1000g then run it on the CFX384: 95 3 min, "
        "then 40x 95 10s / 60 30s. thx\n\nSent from my iPhone",
        "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95"
        " initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60"
        " annealing_s=30 @biorad_cfx384",
    ),
    (
        "final7-08",
        "Okay, so, um, first take plate one from the cold store, uh, then the Hamilton adds "
        "twenty-five microlitres of substrate to every well, then shake it on the BioShake at "
        "twelve hundred rpm for two minutes, and then read fluorescence, excitation four "
        "eighty-five, emission five twenty, on the SpectraMax. Full stop.",
        "retrieve @cytomat_2c425 > transfer volume_ul=25 @hamilton_star > shake speed_rpm=1200"
        " duration_s=120 @qinstruments_bioshake_3000t_elm > read_fluorescence excitation_nm=485"
        " emission_nm=520 @spectramax_i3x",
    ),
    (
        "final7-09",
        "Request RR-2024-121, project IMM-0098: vortex the 24 antibody stock tubes (1 mg/mL) for "
        "10 seconds each, then spin them down at 2,000 x g for 1 minute in the 5424R.",
        "ask",
    ),
    (
        "final7-10",
        "VSpin 500xg 2min -> a4S 165C 3s -> Cytomat 24 store. Plate BC-000912.",
        "spin rcf_g=500 duration_s=120 @agilent_vspin > seal temperature_c=165 duration_s=3"
        " @azenta_a4s > store @cytomat_24",
    ),
    (
        "final7-11",
        "spin teh 384 assay plate at 7500 xg for 10 min before the readout, plate ID P-3391, "
        "need it by friday",
        "halted",
    ),
    (
        "final7-12",
        "Please read the absorbance at 562 nm on the plate reader, but only after the plate has "
        "sat at 37 °C for 30 minutes, because the BCA colour development needs it. Before that, "
        "the Biomek i5 should add 200 µL of working reagent (50:1 A:B) to columns 1 to 6, which "
        "hold the standards and the 16 lysates.",
        "transfer volume_ul=200 wells=48 @biomek_i5 > incubate temperature_c=37 duration_s=1800"
        " > read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "final7-13",
        "We need sonicate the lysate in plate L-220 for 5 minute on ice, after this centrifuge "
        "3000 x g 10 minute at 4 degree.",
        "ask",
    ),
    (
        "final7-14",
        "Step 3.1: Spin plate LOT-23B0412 in the Eppendorf 5810R at 2,500 × g for 10 min at 4 °C. "
        "Step 3.2: Place plate in the cold store (Cytomat 2C425) at 4 °C pending Step 4 (release "
        "testing, due 2024-05-17).",
        "spin rcf_g=2500 duration_s=600 temperature_c=4 @eppendorf_5810r > store temperature_c=4"
        " @cytomat_2c425",
    ),
    (
        "final7-15",
        "spin the tubes at 13k rpm 5 min pls then hand them to Maria",
        "ask",
    ),
    (
        "final7-16",
        "Right, next one. The Tecan Fluent transfers ten microlitres from the source plate to "
        "wells A1 through H6, uh, that's the first six columns, then seal it on the sealer at one "
        "seventy degrees for two seconds. That's it.",
        "transfer volume_ul=10 wells=48 @tecan_fluent > seal temperature_c=170 duration_s=2"
        " @azenta_a4s",
    ),
    (
        "final7-17",
        "Run request RR-2024-125 (project VIR-0301, 94 swabs + 2 controls): after the Hamilton "
        "STAR adds 200 µL of lysis/binding mix to the sample plate, run the KingFisher Flex "
        "program MagMAX_Viral_Pathogen_II on it, then store the elution plate in the cold store "
        "at 4 °C.",
        "transfer volume_ul=200 @hamilton_star > run_program program=MagMAX_Viral_Pathogen_II"
        " @kingfisher_flex > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final7-18",
        "BioShake: 3500 rpm, 30 s, plate DW-118. resuspending beads.",
        "halted",
    ),
    # The whole clean-up is put "on the i7", so the pipetting and magnet steps carry the i7;
    # the room-temperature sit names no device.
    (
        "final7-19",
        "can someone do the bead cleanup on the i7 - add 90ul beads to colums 1-3 and mix those 3 "
        "columns 10x at 80ul, let sit 5 min RT then on the magnet 5 min. thx, plate NGS-lib-07",
        "transfer volume_ul=90 wells=24 @biomek_i7_hybrid > mix volume_ul=80 cycles=10 wells=24"
        " @biomek_i7_hybrid > incubate duration_s=300 > magnetic_separation duration_s=300"
        " @biomek_i7_hybrid",
    ),
    (
        "final7-20",
        "Could you set up the ODTC to run 35 cycles of our standard genotyping PCR on plate "
        "GT-0045? It's the same program as last time, so the cycling conditions should be in the "
        "lab notebook (page 112). The plate has 88 samples plus 8 controls.",
        "ask",
    ),
    (
        "final7-21",
        "Please centrifuge the 1.5 ml tubes in the microcentrifuge 5424R, 16000 x g, 15 min, "
        "4 ºC. There are 18 tubes of sample from mouse liver, batch 7.",
        "spin rcf_g=16000 duration_s=900 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "final7-22",
        "Step 8.4: Analyse 48 samples from plate CE-2024-031 on the LabChip GX Touch HT using the "
        "HT Protein Express assay. Record chip lot no. 7731-02.",
        "run_assay assay=protein_express sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "final7-23",
        "read lum w/ 90 s integration, signal is super weak on plate 4. spectramax\n\n"
        "Sent from my phone",
        "halted",
    ),
    (
        "final7-24",
        "Okay, on the Opentrons Flex, transfer, um, fifty microlitres... no, sorry, forty "
        "microlitres of diluent into column twelve only, and then mix it five times at thirty "
        "microlitres. Column twelve again.",
        "transfer volume_ul=40 wells=8 @opentrons_flex > mix volume_ul=30 cycles=5 wells=8"
        " @opentrons_flex",
    ),
    (
        "final7-25",
        "Run request RR-2024-130 (project CAR-0211): retrieve the assay-ready plate ARP-44019 "
        "from the CO2 incubator, then have the PF400 move it to the reader, then read absorbance "
        "at 570 nm (MTT, 0.5 mg/mL) on the SpectraMax i3x.",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > read_absorbance wavelength_nm=570"
        " @spectramax_i3x",
    ),
    (
        "final7-26",
        "BioShake speed 5, 10 min. plate QQ-09.",
        "ask",
    ),
    (
        "final7-27",
        "incubate the cells 48hrs at 37C 5%co2 in the cytomat 2c450, I'll add the CTG myself, then "
        "just read lum 1 s on the i3x. plate CTG-12, cmpds at 10uM top conc",
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450 >"
        " read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "final7-28",
        "For the RNA clean-up I'd like the Biomek i5 to do the following, in this order, because "
        "the beads need to settle fully before we pull off the supernatant: magnetic separation "
        "for 3 minutes, then transfer 150 µL of supernatant from every well to waste, then add "
        "200 µL of 80% ethanol (made fresh today, 14 March). The input was 100 ng per sample.",
        "magnetic_separation duration_s=180 @biomek_i5 > transfer volume_ul=150 @biomek_i5 >"
        " transfer volume_ul=200 @biomek_i5",
    ),
    (
        "final7-29",
        "Please seal the PCR plate with the a4S sealer at 220 °C for 3 seconds, because the foil "
        "is the thick type.",
        "halted",
    ),
    (
        "final7-30",
        "Step 5.2: Shake plate IMM-0098-P3 on the BioShake 3000-T elm at 1,000 rpm, 37 °C, for "
        "15 min. Step 5.3: Using the Hamilton STAR, transfer 50 µL to the read plate, wells "
        "A1–H1 (standards) only.",
        "shake speed_rpm=1000 duration_s=900 temperature_c=37 @qinstruments_bioshake_3000t_elm >"
        " transfer volume_ul=50 wells=8 @hamilton_star",
    ),
    (
        "final7-31",
        "pls check OD of the overnight cultures in plate EC-33 on the reader, need the numbers for "
        "the 2pm meeting",
        "ask",
    ),
    (
        "final7-32",
        "Next. Spin the PCR plate in the VSpin at, uh, eight hundred times g for thirty seconds, "
        "then peel it on the XPeel, then the OT-2 takes fifteen microlitres from each well into "
        "the LabChip plate, then run the DNA 1K assay on the LabChip, ninety-six samples.",
        "spin rcf_g=800 duration_s=30 @agilent_vspin > peel @azenta_xpeel > transfer volume_ul=15"
        " @opentrons_ot2 > run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht",
    ),
    # 7.5 mL per well is above every liquid handler's 5 mL ceiling; the plan stops rather
    # than silently splitting the dispense.
    (
        "final7-33",
        "Run request RR-2024-133 (project BIO-0077, fermentation series F-19): dispense 7.5 mL of "
        "TB medium into each well of the 24 deep-well plate (10 mL wells), then incubate it in the "
        "thermoshaker at 37 °C, 900 rpm, for 16 h.",
        "halted",
    ),
    (
        "final7-34",
        "i7: shake 800 rpm 5 min, then magnet 2 min. plate PUR-3.",
        "shake speed_rpm=800 duration_s=300 @biomek_i7_hybrid > magnetic_separation duration_s=120"
        " @biomek_i7_hybrid",
    ),
    (
        "final7-35",
        "read pNPP plate at 405 or 410nm?? cant remember what the SOP says. plate AP-2 from "
        "tuesday, i3x",
        "ask",
    ),
    (
        "final7-36",
        "We're pelleting the cells before lysis, so please spin the 96 deep-well plate in the HiG4 "
        "at 1,500 x g for 5 min (the cells are fragile, so I don't want to go higher), then have "
        "the Hamilton STAR remove 400 µL of medium from each well, leaving about 100 µL behind, "
        "and then seal it on the a4S at 165 °C for 3 s so it can wait in the cold store at 4 °C "
        "until lysis tomorrow.",
        "spin rcf_g=1500 duration_s=300 @bionex_hig4 > transfer volume_ul=400 @hamilton_star >"
        " seal temperature_c=165 duration_s=3 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final7-37",
        "Please spin the plate 8000 x g — sorry, I mean 800 x g — for 3 minute, and after store it "
        "in the fridge Cytomat 2C425 at 4 °C.",
        "spin rcf_g=800 duration_s=180 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final7-38",
        "Step 2.7: Measure absorbance of protein QC plate NA-0087 at 205 nm (A205 peptide-bond "
        "method) on the SpectraMax i3x. Acceptance criterion: CV ≤ 5 % across triplicates.",
        "halted",
    ),
    (
        "final7-39",
        "hi - pls put plate MB-220 in the 2C450 at 30C for 6h. tks",
        "incubate temperature_c=30 duration_s=21600 @cytomat_2c450",
    ),
    (
        "final7-40",
        "Um, add two drops of the NucBlue to each well of the imaging plate, then, uh, leave it "
        "twenty minutes at room temperature and read fluorescence at three sixty excitation, four "
        "sixty emission.",
        "ask",
    ),
    (
        "final7-41",
        "Run request RR-2024-140 (project GEN-0150, 384 reactions, 10 µL each): seal the qPCR "
        "plate Q384-0021 on the a4S at 175 °C for 1.5 s, spin it at 1,000 x g for 1 min, then run "
        "it on the CFX384: 95 °C 2 min; 40 cycles of 95 °C 5 s, 60 °C 15 s, 72 °C 20 s.",
        "seal temperature_c=175 duration_s=1.5 @azenta_a4s > spin rcf_g=1000 duration_s=60 >"
        " run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120"
        " denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=15 extension_c=72"
        " extension_s=20 @biorad_cfx384",
    ),
    (
        "final7-42",
        "i3x FI: ex 780 / em 880, NIR probe. plate NIR-04.",
        "halted",
    ),
    (
        "final7-43",
        "fluent: mix the 384 plate 3x with 20ul, all wells, then bioshake 1500rpm 1min at 30C. "
        "plate 384-HTS-0091",
        "mix volume_ul=20 cycles=3 @tecan_fluent > shake speed_rpm=1500 duration_s=60"
        " temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    # 480 is the number of samples the writer wants in one LabChip run (a setting, not
    # background): above the 384 sample_count ceiling.
    (
        "final7-44",
        "I have five 96-well PCR plates of amplicons, 480 samples in total, and I would like all "
        "480 run on the LabChip GX Touch with the DNA 5K assay in a single run, so that they share "
        "one chip preparation and the sizing is comparable.",
        "halted",
    ),
    (
        "final7-45",
        "Please centrifuge the 50 ml falcon tubes in Eppendorf 5810 R at 3000 x g for 20 minutes, "
        "4 °C. After, the OT-2 transfer 1 ml of supernatant to the deep well plate.",
        "spin rcf_g=3000 duration_s=1200 temperature_c=4 @eppendorf_5810r > transfer"
        " volume_ul=1000 @opentrons_ot2",
    ),
    (
        "final7-46",
        "Step 1.1: Retrieve reference plate REF-2024-06 from the Cytomat 24 hotel. Step 1.2: "
        "Remove seal with the XPeel. Step 1.3: Using the Opentrons Flex, transfer 20.0 µL from "
        "wells A1–A12 of the reference plate to the assay plate.",
        "retrieve @cytomat_24 > peel @azenta_xpeel > transfer volume_ul=20 wells=12 @opentrons_flex",
    ),
    (
        "final7-47",
        "spin the 2ml tubes 25,000 g 10 min, 4C - want the pellet tight. 5424R",
        "halted",
    ),
    (
        "final7-48",
        "Okay. Seal the plate on the A4S, one sixty-five degrees, three seconds. Then put it on "
        "the ODTC: ninety-eight degrees thirty seconds to start, then thirty-five cycles of "
        "ninety-eight for ten seconds, sixty-two for twenty seconds, seventy-two for fifteen "
        "seconds, then seventy-two for two minutes, hold at ten.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr cycles=35"
        " initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 denaturation_s=10"
        " annealing_c=62 annealing_s=20 extension_c=72 extension_s=15 final_extension_c=72"
        " final_extension_s=120 hold_c=10 @inheco_odtc",
    ),
    (
        "final7-49",
        "Run request RR-2024-144 (project ONC-0412): please run the plate replication on the "
        "Agilent Bravo, 5 µL from mother plate MP-0017 into daughter plates DP-0017-01 to -04.",
        "ask",
    ),
    # "from a4S" is where the plate sits, not a sealing step.
    (
        "final7-50",
        "PF400: plate from a4S to VSpin. VSpin 1000 x g 1 min. PF400 back to hotel; store.",
        "move_plate @precise_pf400 > spin rcf_g=1000 duration_s=60 @agilent_vspin > move_plate"
        " @precise_pf400 > store @cytomat_24",
    ),
    (
        "final7-51",
        "transfer 25ul -- sorry 2.5ul -- of cmpd from the source plate into the 384 assay plate on "
        "the fluent, all wells, then spin 1 min 200g. cmpd conc 10mM in DMSO, plate SRC-0931",
        "transfer volume_ul=2.5 @tecan_fluent > spin rcf_g=200 duration_s=60",
    ),
    (
        "final7-52",
        "Because the primary neurons are sensitive to temperature swings, I'd like the medium "
        "change done quickly: the Opentrons Flex should first remove 100 µL of old medium from the "
        "inner 60 wells (we leave the edge wells as PBS-filled moats), then add 100 µL of fresh "
        "pre-warmed Neurobasal to the same 60 wells, and then the plate goes straight back into "
        "the CO2 incubator at 37 °C, 5% CO2 for 72 hours. Plate is NEU-DIV7-03.",
        "transfer volume_ul=100 wells=60 @opentrons_flex > transfer volume_ul=100 wells=60"
        " @opentrons_flex > incubate temperature_c=37 duration_s=259200 co2_percent=5"
        " @cytomat_2c450",
    ),
    # Named CO2 incubator with a CO2 setting: only the Cytomat 2C450 controls CO2, and its
    # ceiling is 50 °C, so 56 °C halts (other heated devices cannot hold CO2).
    (
        "final7-53",
        "Please incubate plate HI-09 in the CO2 incubator at 56 °C and 5% CO2 for 30 minute, for "
        "heat inactivation of the serum.",
        "halted",
    ),
    (
        "final7-54",
        "Step 4.1: Centrifuge assay plate 384-AP-1190 in the BioNex HiG4, 2,000 × g, 2 min. "
        "Step 4.2: Read fluorescence (Ex 535 nm / Em 590 nm) on the SpectraMax i3x. Step 4.3: "
        "Return plate to the plate hotel.",
        "spin rcf_g=2000 duration_s=120 @bionex_hig4 > read_fluorescence excitation_nm=535"
        " emission_nm=590 @spectramax_i3x > store @cytomat_24",
    ),
    (
        "final7-55",
        "can we echo 50 nL of each cmpd into the 1536s tonight? library plate LIB-2201",
        "ask",
    ),
    (
        "final7-56",
        "Okay, run the KingFisher program DNA_Blood_200 on the deep-well plate, then the STAR "
        "transfers twenty microlitres of eluate into the PCR plate, columns one to four, then "
        "seal that on the a4S, one sixty-five, three seconds.",
        "run_program program=DNA_Blood_200 @kingfisher_flex > transfer volume_ul=20 wells=32"
        " @hamilton_star > seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    (
        "final7-57",
        "Run request RR-2024-151 (project ANT-0623, ELISA plate EL-5520, coating antigen "
        "2 µg/mL): OT-2 adds 100 µL of coating solution to rows A–D, then seal on the a4S at "
        "165 °C for 3 s and store in the cold store at 4 °C.",
        "transfer volume_ul=100 wells=48 @opentrons_ot2 > seal temperature_c=165 duration_s=3"
        " @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "final7-58",
        "i5: 50 µl to cols 7-12, then incubate on-deck 4 C 15 min.",
        "transfer volume_ul=50 wells=48 @biomek_i5 > incubate temperature_c=4 duration_s=900"
        " @biomek_i5",
    ),
    # Two durations are mentioned, but the writer settles on the SOP's 5 min.
    (
        "final7-59",
        "pls spin plate at 1000g for 5 min, Jen said 10 but the SOP says 5 so go with the SOP, "
        "then abs 600 on the i3x",
        "spin rcf_g=1000 duration_s=300 > read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "final7-60",
        "Because the KingFisher 96 head only takes the 96 deep-well format, please have the "
        "Biomek i7 transfer 800 µL of each lysate from the 24 deep-well plate into a 96 deep-well "
        "plate (wells A1–D6, one-to-one), and then run the KingFisher Flex program RNA_Tissue_96 "
        "on it. The tissue input was 30 mg per sample.",
        "transfer volume_ul=800 wells=24 @biomek_i7_hybrid > run_program program=RNA_Tissue_96"
        " @kingfisher_flex",
    ),
    (
        "final7-61",
        "Please read luminescence with integration 1 second, but before this the plate need to be "
        "centrifuged in VSpin 300 x g for 1 minute and then stay 10 minute at room temperature.",
        "spin rcf_g=300 duration_s=60 @agilent_vspin > incubate duration_s=600 >"
        " read_luminescence integration_s=1",
    ),
    (
        "final7-62",
        "Step 7.1: Retrieve stability plate STB-T6M-04 (6-month timepoint) from the cold store "
        "(Cytomat 2C425). Step 7.2: Equilibrate at room temperature for 30 min. Step 7.3: Read "
        "absorbance at 280 nm on the SpectraMax i3x.",
        "retrieve @cytomat_2c425 > incubate duration_s=1800 > read_absorbance wavelength_nm=280"
        " @spectramax_i3x",
    ),
    (
        "final7-63",
        "pls run the RNA samples on the labchip, RNA pico, just the first 24. plate RNA-0456 thx",
        "run_assay assay=rna_pico sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "final7-64",
        "Alright, take the plate out of the incubator, uh, the CO2 one, then the PF400 puts it on "
        "the BioShake, shake at eight hundred rpm for ninety seconds, then read absorbance at four "
        "fifty on the plate reader.",
        "retrieve @cytomat_2c450 > move_plate @precise_pf400 > shake speed_rpm=800 duration_s=90"
        " @qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "final7-65",
        "Run request RR-2024-158 (project ONC-0412, this request is for plate ONC-AP-0104): spin "
        "the assay plate at 10,000 x g for 1 min. Correction from Dr. Patel: 1,000 x g for 1 min "
        "is what the SOP specifies. Then read fluorescence at ex 340 / em 460 nm on the "
        "SpectraMax i3x.",
        "spin rcf_g=1000 duration_s=60 > read_fluorescence excitation_nm=340 emission_nm=460"
        " @spectramax_i3x",
    ),
    (
        "final7-66",
        "5424R: 12,000 rcf, 2 min, 20 C. PCR strips from run 0611.",
        "spin rcf_g=12000 duration_s=120 temperature_c=20 @eppendorf_5424r",
    ),
    # The Tecan is the subject of both dispenses; columns 1-12 of a 384 plate = 16 x 12 = 192.
    (
        "final7-67",
        "Please the Tecan Fluent dispense 8 μl master mix in all wells of the 384 PCR plate and "
        "after also add 2 μl template to columns 1 to 12, then seal (a4S, 170 °C, 2 s) and run "
        "qPCR on CFX384 with 95 °C 3 min, 45 cycles 95 °C 15 s and 58 °C 45 s.",
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 wells=192 @tecan_fluent > seal"
        " temperature_c=170 duration_s=2 @azenta_a4s > run_qpcr cycles=45"
        " initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=15"
        " annealing_c=58 annealing_s=45 @biorad_cfx384",
    ),
    (
        "final7-68",
        "Step 9.1: Incubate cell plate CP-0457 (passage 22, 5,000 cells/well) in the Cytomat 2C450 "
        "at 37 °C / 5 % CO2 for 24 h. Step 9.2: Using the Biomek i5, add 10 µL of resazurin "
        "(0.15 mg/mL) to each well. Step 9.3: Return to the Cytomat 2C450 at 37 °C / 5 % CO2 for "
        "4 h.",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450 > transfer"
        " volume_ul=10 @biomek_i5 > incubate temperature_c=37 duration_s=14400 co2_percent=5"
        " @cytomat_2c450",
    ),
    (
        "final7-69",
        "peel plate DR-88 on the xpeel and have the flex add 30 uL stop solution to all wells. "
        "thx\n\nSent from my iPad",
        "peel @azenta_xpeel > transfer volume_ul=30 @opentrons_flex",
    ),
    (
        "final7-70",
        "For the end-repair step I'd like the ODTC to hold the plate at 20 °C for 30 minutes and "
        "then at 65 °C for 30 minutes, because the enzyme needs heat inactivation (the kit insert, "
        "lot 10293847, says exactly this). Before that, though, please seal the plate on the a4S "
        "at 165 °C for 3 seconds, since an unsealed plate would evaporate at 65 °C.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > incubate temperature_c=20"
        " duration_s=1800 @inheco_odtc > incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
]
