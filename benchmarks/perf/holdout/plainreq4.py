"""Hold-out batch "plainreq4": plain full-sentence requests from experienced wet-lab scientists.

Style
-----
Requests are written the way a confident bench scientist would type them into the planner:
full sentences, precise about what matters, but in their own words.  The voices range from
formal British ("Kindly centrifuge ...", "Would you ...", microlitres, colour) to casual
American ("can you spin ...", "pls", uL).  Most requests are multi-step workflows: cell-based
assays (seeding, compound addition, CO2 incubation, CellTiter-Glo read), ELISA (coating, TMB,
stop, A450), PCR / qPCR set-up with sealing and a spin before cycling, AMPure bead clean-ups on
a Biomek with the magnet step, nucleic-acid extraction on the KingFisher followed by LabChip QC,
and plate logistics with the PF400 between the hotel, cold store, CO2 incubator, sealer, peeler
and reader.

Traps
-----
* Numbers written as words ("one thousand x g", "thirty-seven degrees", "forty cycles"),
  thousands separators ("3,220 xg"), mixed unit spellings (uL, µL, μl, microlitres; C, °C, ºC,
  deg; g, xg, x g, ×g, rcf; s, sec, min, mins, h, hrs) and "an hour and a half".
* Well selections written as ranges: rows A-D, columns 3 to 10, A1 to H6, columns 1-6.
* Context numbers that are not settings: passages, barcodes, lot / catalogue numbers,
  concentrations (2 µg/mL, 10 µM, 1 M, 2 N), cell densities, "1.8x" bead ratios, volumes
  already in the wells, plate counts.
* A value stated and then corrected (the correction wins).
* Steps mentioned out of order ("read ... but shake first", "read only after stopping").
* OD600 / A205 shorthand carry the wavelength; a bare "OD" does not.
* rpm is fine for shakers; a centrifuge speed in rpm must be asked about.
* Halts: a plate spin above the HiG4's 5000 x g, a tube spin above the 5424 R / 5810 R rotors,
  a named VSpin above 1000 x g, 3,500 rpm shaking, cold shaking on a heat-only BioShake,
  a 220 °C seal, a 56 °C "incubation" in the CO2 incubator, 7.5 mL per well, A205 and an
  880 nm excitation on the reader, 100 PCR cycles.
* Asks: rpm for a centrifuge, vortex, sonicate, "speed 5", OD with no wavelength, a PCR with
  no cycling temperatures, an instrument the lab does not have (QuantStudio, Echo / nL),
  a transfer with no volume, drops, "405 or 410 nm" left unsettled.

`@device` is only given where the text names the instrument (by name or alias such as
"the i5", "the cold store", "the hotel", "the CFX", "the microfuge"); steps such as a bench
wait at room temperature carry no device.  A room-temperature wait is an `incubate` with a
duration and no temperature.
"""

NAME = "plainreq4"

CASES: list[tuple[str, str, str]] = [
    (
        "plainreq4-01",
        "Kindly centrifuge the assay plate at 1,000 x g for two minutes at room temperature so "
        "nothing is left clinging to the well walls.",
        "spin rcf_g=1000 duration_s=120",
    ),
    (
        "plainreq4-02",
        "can you spin the PCR plate on the HiG4 at 2500 xg for 90 s",
        "spin rcf_g=2500 duration_s=90 @bionex_hig4",
    ),
    (
        "plainreq4-03",
        "Please centrifuge the deep-well block at 3000 rpm for 10 minutes at four degrees.",
        "ask",
    ),
    (
        "plainreq4-04",
        "Take the HEK293 plate (passage 14) out of the CO2 incubator, add 10 µL of the compound "
        "dilutions to columns 3 to 10 on the Hamilton STAR, then put it back in the incubator at "
        "37 °C, 5% CO2 for 48 hours.",
        "retrieve @cytomat_2c450 > transfer volume_ul=10 wells=64 @hamilton_star > "
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    # The two room-temperature waits (equilibration, signal settling) are read as incubate
    # steps with a duration and no temperature.
    (
        "plainreq4-05",
        "Let the assay plate equilibrate to room temp for 30 min, then on the Fluent add 25 uL "
        "of CellTiter-Glo to every well, shake it on the BioShake at 500 rpm for two minutes, "
        "leave it ten minutes at room temp and read luminescence on the SpectraMax with a 0.5 s "
        "integration.",
        "incubate duration_s=1800 > transfer volume_ul=25 @tecan_fluent > "
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=600 > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "plainreq4-06",
        "For the ELISA: peel the plate, then on the Biomek i5 add 100 µl of TMB to all wells, "
        "leave it 15 min at room temp in the dark, stop it with 50 µl of 1 M H2SO4 and read "
        "absorbance at 450 nm.",
        "peel > transfer volume_ul=100 @biomek_i5 > incubate duration_s=900 > "
        "transfer volume_ul=50 @biomek_i5 > read_absorbance wavelength_nm=450",
    ),
    (
        "plainreq4-07",
        "Seal the PCR plate at 165 °C for 3 s, then spin it at 6,000 x g for a minute and park it "
        "in the cold store at 4 °C.",
        "halted",
    ),
    # Two-step qPCR: the combined anneal/extend step at 60 C is the annealing step.
    (
        "plainreq4-08",
        "On the Opentrons Flex, dispense 8 µL of SYBR master mix into the 384-well PCR plate and "
        "add 2 µL of cDNA; then seal at 165 °C for 2.5 s, spin at 1000 x g for 1 min and run it "
        "on the CFX384: 95 °C for 3 min, then 40 cycles of 95 °C for 10 s and 60 °C for 30 s.",
        "transfer volume_ul=8 @opentrons_flex > transfer volume_ul=2 @opentrons_flex > "
        "seal temperature_c=165 duration_s=2.5 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "plainreq4-09",
        "Vortex the elution tubes briefly, then spin them down at 2,000 x g for 30 s in the "
        "microfuge.",
        "ask",
    ),
    (
        "plainreq4-10",
        "Run the MagMAX_Viral_Pathogen program on the KingFisher Flex, then on the STAR transfer "
        "20 µL of eluate from columns 1-6 into a full-skirted PCR plate and run the RNA Pico "
        "assay on the LabChip for those 48 samples.",
        "run_program program=MagMAX_Viral_Pathogen @kingfisher_flex > "
        "transfer volume_ul=20 wells=48 @hamilton_star > "
        "run_assay assay=rna_pico sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "plainreq4-11",
        "Microfuge the 2 ml tubes at 25,000 x g for 15 min at 4 °C.",
        "halted",
    ),
    (
        "plainreq4-12",
        "Kindly seal the plate at 170 °C for three seconds and place it in the cold store at "
        "4 °C until Monday.",
        "seal temperature_c=170 duration_s=3 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "plainreq4-13",
        "Retrieve the bacterial plate from the hotel, read the OD and then put it back.",
        "ask",
    ),
    (
        "plainreq4-14",
        "Read OD600 of the overnight cultures on the SpectraMax, but shake them on the BioShake "
        "at 800 rpm for 30 sec first.",
        "shake speed_rpm=800 duration_s=30 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    # "let them bind for five minutes at room temp" is an incubate with no temperature; the
    # 50 uL already in the wells and the 1.8x ratio are context.
    (
        "plainreq4-15",
        "On the Biomek i7, add 90 µL of AMPure XP beads (1.8x) to each 50 µL PCR reaction, mix "
        "10 times at 100 µL, let them bind for five minutes at room temp, engage the magnet for "
        "5 min and then take off 135 µL of supernatant.",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=100 cycles=10 @biomek_i7_hybrid > "
        "incubate duration_s=300 > magnetic_separation duration_s=300 @biomek_i7_hybrid > "
        "transfer volume_ul=135 @biomek_i7_hybrid",
    ),
    (
        "plainreq4-16",
        "Add 500 µL of lysis buffer to every well of the deep-well block on the STAR, shake at "
        "3,500 rpm for 5 min and then run the MagMAX_Core program on the KingFisher.",
        "halted",
    ),
    (
        "plainreq4-17",
        "Retrieve the plate from the Cytomat 24 hotel, have the PF400 take it to the XPeel to be "
        "peeled, then read fluorescence at 485/535 on the SpectraMax.",
        "retrieve @cytomat_24 > move_plate @precise_pf400 > peel @azenta_xpeel > "
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "plainreq4-18",
        "Using the Echo, shoot 2.5 nL of each compound from the source plate into the 1536-well "
        "assay plate, then spin at 1000 x g for 1 min.",
        "ask",
    ),
    (
        "plainreq4-19",
        "Run the ODTC with 98 °C for 30 s, then 30 cycles of 98 °C for 10 s, 62 °C for 20 s and "
        "72 °C for 30 s, a final extension of 72 °C for two minutes and hold at 4 °C.",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "plainreq4-20",
        "Put the library plate on the ODTC for twelve cycles of amplification.",
        "ask",
    ),
    (
        "plainreq4-21",
        "Could you add 200 uL of fresh medium to rows A to D on the OT-2?",
        "transfer volume_ul=200 wells=48 @opentrons_ot2",
    ),
    # The CO2 incubator is named; 56 C is above its 50 C ceiling (the Biomek deck could heat
    # to 56 C but is not what was asked for).
    (
        "plainreq4-22",
        "Heat-inactivate the plate in the CO2 incubator at 56 °C for 30 minutes.",
        "halted",
    ),
    # "let it come to room temperature for 20 min" is read as an incubate with no temperature.
    (
        "plainreq4-23",
        "Please pull the sample plate out of the cold store, let it come to room temperature for "
        "20 min, and then spin it at 500 ×g for 1 min.",
        "retrieve @cytomat_2c425 > incubate duration_s=1200 > spin rcf_g=500 duration_s=60",
    ),
    (
        "plainreq4-24",
        "Incubate the pNPP plate at 37 °C for 30 minutes, then read absorbance at 405 or 410 nm "
        "- I'll check the SOP and let you know which.",
        "ask",
    ),
    (
        "plainreq4-25",
        "Centrifuge the 50 ml Falcons in the 5810 R at 3,220 xg for 20 minutes at 4 °C.",
        "spin rcf_g=3220 duration_s=1200 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "plainreq4-26",
        "Incubate the cells at thirty-seven degrees with five percent CO2 for seventy-two hours "
        "in the Cytomat.",
        "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450",
    ),
    (
        "plainreq4-27",
        "Heat-seal the PCR plate at 220 °C for 2 s.",
        "halted",
    ),
    (
        "plainreq4-28",
        "Peel the storage plate on the XPeel, transfer 5 µL from every well into the PCR plate "
        "on the Hamilton STAR, then seal it at 165 °C for 3 s on the a4S and give it a quick spin "
        "at 1000 x g for 30 s.",
        "peel @azenta_xpeel > transfer volume_ul=5 @hamilton_star > "
        "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=30",
    ),
    (
        "plainreq4-29",
        "Shake the plate on speed 5 for ten minutes, then read absorbance at 600 nm.",
        "ask",
    ),
    (
        "plainreq4-30",
        "Spin the cell plate at 500 x g - sorry, 300 x g - for five minutes.",
        "spin rcf_g=300 duration_s=300",
    ),
    (
        "plainreq4-31",
        "Run the DNA 5K assay on the LabChip GX Touch for all 96 samples of the library plate.",
        "run_assay assay=dna_5k sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "plainreq4-32",
        "Read luminescence on the i3x with a 1 s integration, then put the plate back in the "
        "hotel.",
        "read_luminescence integration_s=1 @spectramax_i3x > store @cytomat_24",
    ),
    (
        "plainreq4-33",
        "Peel the plate, add 10 µL of the IR dye to every well, then read fluorescence with "
        "excitation at 880 nm and emission at 920 nm.",
        "halted",
    ),
    (
        "plainreq4-34",
        "Mix the wells of columns 1 to 4 ten times with 150 μl on the Fluent.",
        "mix volume_ul=150 cycles=10 wells=32 @tecan_fluent",
    ),
    (
        "plainreq4-35",
        "Run the qPCR plate on the QuantStudio 7 with standard fast cycling: 95 °C for 20 s, "
        "then 40 cycles of 95 °C 1 s and 60 °C 20 s.",
        "ask",
    ),
    (
        "plainreq4-36",
        "Coat the Maxisorp plate with 100 µL of capture antibody (2 µg/mL) per well on the "
        "Biomek i5, seal it at 160 °C for 2 s and keep it in the plate fridge at 4 °C.",
        "transfer volume_ul=100 @biomek_i5 > seal temperature_c=160 duration_s=2 > "
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "plainreq4-37",
        "Using the Hamilton, put 7.5 mL of buffer into each of the 50 mL tubes.",
        "halted",
    ),
    (
        "plainreq4-38",
        "Kindly run the 384-well plate on the CFX384: 95 °C for 10 min, then 45 cycles of 95 °C "
        "for 15 s, 58 °C for 20 s and 72 °C for 20 s.",
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 "
        "denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=20 extension_c=72 "
        "extension_s=20 @biorad_cfx384",
    ),
    (
        "plainreq4-39",
        "Sonicate the lysate plate with three 10 s pulses, then spin it at 2,000 x g for 20 min "
        "at 4 °C.",
        "ask",
    ),
    (
        "plainreq4-40",
        "Extract the gDNA on the KF Flex with the MagMAX_DNA_Ultra program, then spin the elution "
        "plate at 1000 ×g for a minute, seal it at 165 °C for 3 s and put it in the cold store at "
        "4 deg.",
        "run_program program=MagMAX_DNA_Ultra @kingfisher_flex > spin rcf_g=1000 duration_s=60 > "
        "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425",
    ),
    # A205 is the absorbance wavelength (205 nm), below the reader's 230 nm floor.
    (
        "plainreq4-41",
        "Read A205 on the SpectraMax for the peptide quant.",
        "halted",
    ),
    (
        "plainreq4-42",
        "On the i5 deck, shake the plate at 600 rpm for 5 min and then incubate it at 37 °C for "
        "1 h.",
        "shake speed_rpm=600 duration_s=300 @biomek_i5 > "
        "incubate temperature_c=37 duration_s=3600 @biomek_i5",
    ),
    # The VSpin is named and tops out at 1000 x g; the HiG4 could do it but was not asked for.
    (
        "plainreq4-43",
        "Spin the deep-well block on the VSpin at 1,500 x g for 5 min.",
        "halted",
    ),
    (
        "plainreq4-44",
        "Use the PF400 to move the reagent plate from the sealer over to the Fluent deck.",
        "move_plate @precise_pf400",
    ),
    (
        "plainreq4-45",
        "Incubate the RT plate at 42 °C for an hour and a half on the ODTC.",
        "incubate temperature_c=42 duration_s=5400 @inheco_odtc",
    ),
    (
        "plainreq4-46",
        "Add two drops of NucBlue to each well, incubate 20 min at room temperature and then read "
        "fluorescence at 360/460.",
        "ask",
    ),
    (
        "plainreq4-47",
        "On the Tecan, add 50 µL of diluent to columns 2-12.",
        "transfer volume_ul=50 wells=88 @tecan_fluent",
    ),
    (
        "plainreq4-48",
        "Spin down the 1.5 mL Eppendorfs in the 5424 R at 12,000 x g for 10 minutes at four "
        "degrees, then transfer 200 µl of supernatant into the deep-well plate on the Hamilton "
        "and seal that at 165 °C for 3 s.",
        "spin rcf_g=12000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
        "transfer volume_ul=200 @hamilton_star > seal temperature_c=165 duration_s=3",
    ),
    (
        "plainreq4-49",
        "Spin the 384 plate on the HiG4 at 1200 rpm for 1 min.",
        "ask",
    ),
    (
        "plainreq4-50",
        "Read the plate at 450 nm, but only after you've stopped it with 50 µL of 2 N sulfuric "
        "acid.",
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "plainreq4-51",
        "I know it's excessive, but run 100 cycles on the ODTC: 95 °C 15 s, 60 °C 30 s, 72 °C "
        "30 s.",
        "halted",
    ),
    (
        "plainreq4-52",
        "Add 150 µL of lysis buffer to each well of the deep-well plate on the Flex, shake it on "
        "the BioShake at 1,200 rpm and 56 °C for 10 min, and then run the MagMAX_Pathogen_HT "
        "program on the KingFisher.",
        "transfer volume_ul=150 @opentrons_flex > "
        "shake speed_rpm=1200 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
        "run_program program=MagMAX_Pathogen_HT @kingfisher_flex",
    ),
    # The BioShake heats only (25-99 C); shaking it at 4 C cannot be done on the named device.
    (
        "plainreq4-53",
        "On the Fluent add 50 µL of detection antibody, then shake on the BioShake at 800 rpm for "
        "30 min at 4 °C and read absorbance at 450 nm.",
        "halted",
    ),
    (
        "plainreq4-54",
        "Peel the plate and read fluorescence at ex 535 / em 590 nm.",
        "peel > read_fluorescence excitation_nm=535 emission_nm=590",
    ),
    (
        "plainreq4-55",
        "Get the primer plate out of the 2C425, peel it, stamp 2 µl into the assay plate on the "
        "OT-2, then reseal the primer plate at 165 °C for 3 s and send it back to the cold store "
        "at 4 °C.",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=2 @opentrons_ot2 > "
        "seal temperature_c=165 duration_s=3 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "plainreq4-56",
        "On the Hamilton, move the supernatant from the deep-well block into a fresh 96-well "
        "plate, then seal it at 165 °C for 3 s.",
        "ask",
    ),
    (
        "plainreq4-57",
        "Spin at one thousand x g for five minutes on the VSpin.",
        "spin rcf_g=1000 duration_s=300 @agilent_vspin",
    ),
    (
        "plainreq4-58",
        "Please add 1 mL of PBS to each well of the 24-deep-well plate on the Biomek i7.",
        "transfer volume_ul=1000 @biomek_i7_hybrid",
    ),
    (
        "plainreq4-59",
        "Spin plate barcode PL-004512 on the HiG4 at 3000 rcf for 15 mins.",
        "spin rcf_g=3000 duration_s=900 @bionex_hig4",
    ),
    (
        "plainreq4-60",
        "Could you kick off the MagMAX_mirVana program on the KingFisher, then on the Biomek i5 "
        "transfer 15 µL of each eluate into a 96-well PCR plate, run the standard RNA assay on "
        "the LabChip for those 96 samples, and finally seal the plate at 165 °C for 3 s and store "
        "it at 4 °C.",
        "run_program program=MagMAX_mirVana @kingfisher_flex > transfer volume_ul=15 @biomek_i5 > "
        "run_assay assay=rna sample_count=96 @labchip_gx_touch_ht > "
        "seal temperature_c=165 duration_s=3 > store temperature_c=4",
    ),
    (
        "plainreq4-61",
        "On the i7, add 40 µL of beads, shake at 1,000 rpm for two minutes, then sit the plate on "
        "the magnet for 3 min.",
        "transfer volume_ul=40 @biomek_i7_hybrid > "
        "shake speed_rpm=1000 duration_s=120 @biomek_i7_hybrid > "
        "magnetic_separation duration_s=180 @biomek_i7_hybrid",
    ),
    (
        "plainreq4-62",
        "Wash step: on the Hamilton, add three hundred microlitres of wash buffer to all wells and "
        "then remove 300 µL.",
        "transfer volume_ul=300 @hamilton_star > transfer volume_ul=300 @hamilton_star",
    ),
    # The 25 uL of samples already in the wells is context, not a transfer.
    (
        "plainreq4-63",
        "Before reading at 562 nm, add 200 µL of BCA working reagent to the 25 µL samples on the "
        "Fluent and incubate at 37 ºC for 45 mins.",
        "transfer volume_ul=200 @tecan_fluent > incubate temperature_c=37 duration_s=2700 > "
        "read_absorbance wavelength_nm=562",
    ),
    (
        "plainreq4-64",
        "Seed 40 µL of cells (2,000 cells per well) into the 384-well plate on the Flex, have the "
        "arm carry it to the Cytomat 2C450 and incubate 16 hrs at 37 °C, 5% CO2.",
        "transfer volume_ul=40 @opentrons_flex > move_plate @precise_pf400 > "
        "incubate temperature_c=37 duration_s=57600 co2_percent=5 @cytomat_2c450",
    ),
    (
        "plainreq4-65",
        "Would you kindly dispense 25 microlitres of substrate into wells A1 to H6 using the "
        "Tecan Fluent, and then read luminescence.",
        "transfer volume_ul=25 wells=48 @tecan_fluent > read_luminescence",
    ),
    (
        "plainreq4-66",
        "Quick spin the PCR strips in the microcentrifuge at 2,000 x g for 30 s.",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r",
    ),
    (
        "plainreq4-67",
        "Retrieve plate 3 of 8 from the plate hotel, put it on the BioShake at 300 rpm for 15 min "
        "at 30 °C, then return it to the hotel.",
        "retrieve @cytomat_24 > "
        "shake speed_rpm=300 duration_s=900 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
        "store @cytomat_24",
    ),
    (
        "plainreq4-68",
        "Spin the 15 mL tubes (buffer lot 22A-118) at 4,500 x g for 12 min in the 5810R.",
        "spin rcf_g=4500 duration_s=720 @eppendorf_5810r",
    ),
    (
        "plainreq4-69",
        "Seal the 384 plate at one hundred and sixty-five degrees for three seconds, spin it for a "
        "minute at 1000 g and run it on the CFX with 95 °C for 3 min then forty cycles of 95 °C "
        "5 s / 60 °C 30 s.",
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "plainreq4-70",
        "Add 20 µL of 10 µM compound (cat. no. HY-10001) to columns 2 to 11 with the STAR and "
        "incubate for 1 h at 37 degrees in the CO2 incubator (5% CO2).",
        "transfer volume_ul=20 wells=80 @hamilton_star > "
        "incubate temperature_c=37 duration_s=3600 co2_percent=5 @cytomat_2c450",
    ),
]
