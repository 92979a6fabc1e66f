"""Hold-out batch "plainreq3": plain, polite requests from a biologist new to automation.

Style
-----
Every case is written in full sentences the way a bench scientist who has only just
started using the workcell would type them: polite ("please", "thank you", "would you be
so kind"), often explaining *why* a step is wanted ("so the cells settle evenly", "the
signal is very weak"), now and then asking a question back ("Is that the right pair for
resorufin?"), and mixing British and American spelling ("programme", "millilitres",
"analyse").  Values appear as digits, with thousands separators ("16,000 x g") and as
words ("four thousand g", "eight hundred microlitres", "half an hour", "an hour and a half", "forty cycles").  Unit
spellings vary: uL / µL / μl / microlitres / mL, °C / ºC / C / deg / degrees,
x g / xg / ×g / rcf / g, s / sec / seconds, min / mins / minutes, h / hr / hours, ms.

The workflows are mostly multi-step: cell-based assays (seeding, compound addition,
CellTiter-Glo, ONE-Glo, Hoechst, MTT), ELISA (coating, detection, TMB/stop, pNPP),
PCR and qPCR set-ups on the ODTC and CFX384, AMPure clean-ups with on-deck magnets,
DNA/RNA extraction on the KingFisher, library and RNA QC on the LabChip, and plate
handling with the PF400 arm, the a4S sealer, the XPeel peeler and the Cytomat stores.
About a third of the cases have three or more steps.

Traps
-----
* Context numbers that are not settings: passages, cell densities, antibody
  concentrations, existing well volumes ("the 5 µl of protein sample already in each
  well", "10 µL each", "50 µl PCR reactions"), plate counts ("plate 3 of 6"), barcodes,
  room numbers, dates, sample totals ("96 blood samples").
* A stated value then corrected ("800 x g - sorry, I meant 600 x g").
* Steps mentioned out of run order ("read at 450 nm, but only after it's been shaken").
* Word-level traps: "move 150 uL" is a transfer, not move_plate; "move the plate from the
  sealer to the peeler" is only move_plate; "NanoLuc" is a reagent, "NanoDrop" an
  instrument the lab does not have.
* Room-temperature waits become incubate with no temperature key.
* Well subsets: columns, rows and well ranges (A1 to H6 = 48, columns 3 to 10 = 64).
* halted: values beyond every suitable instrument (25,000 x g, sealing at 220 °C,
  3,500 rpm shaking, 200 nm absorbance, 2 min luminescence integration, 25 % CO2,
  6,000 x g for a plate, 6 mL per transfer, -20 °C storage, 850 nm excitation,
  a 50 °C read).
* ask: vortexing, sonicating, rpm-only centrifuge speed, "speed 5", OD/absorbance with
  no wavelength, "405 or 410 nm", a PCR with no temperatures, a transfer with no volume,
  "a drop", nL dispensing on an Echo, a NanoDrop.
"""

NAME = "plainreq3"

CASES: list[tuple[str, str, str]] = [
    (
        "plainreq3-01",
        "Hello! I've just seeded HeLa cells (passage 14) into a 96-well plate. Could you "
        "please put the plate into the CO2 incubator at 37 °C with 5% CO2 for 24 hours? "
        "Thank you so much.",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
    (
        "plainreq3-02",
        "For my sandwich ELISA, please add 100 µL of TMB substrate to every well, leave the "
        "plate at room temperature for fifteen minutes in the dark so the colour can "
        "develop, then add 50 µL of stop solution and read the absorbance at 450 nm on the "
        "plate reader. Thanks!",
        "transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "plainreq3-03",
        "Once the beads are in, could you vortex the plate for thirty seconds and then spin "
        "it at 500 x g for a minute?",
        "ask",
    ),
    (
        "plainreq3-04",
        "Could you set up my PCR on the ODTC, please? It's a 96-well PCR plate. Initial "
        "denaturation at 98 °C for 30 seconds, then 30 cycles of 98 °C for 10 s, 62 °C for "
        "20 s and 72 °C for 30 s, a final extension at 72 °C for two minutes, and then hold "
        "at 4 °C until I come back.",
        "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    # Two-step cycling: the combined 60 °C step is the annealing step; no extension key.
    (
        "plainreq3-05",
        "I've pipetted my qPCR reactions into a 384-well plate. Please seal it on the plate "
        "sealer at 165 °C for 3 seconds, spin it down at 1000 x g for one minute, and then "
        "run it on the CFX384: 95 °C for 2 min, then 40 cycles of 95 °C for 5 s and 60 °C "
        "for 30 s.",
        "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "plainreq3-06",
        "Please spin the 2 mL tubes of bacterial lysate at 25,000 x g for 10 min at 4 °C, "
        "then transfer 500 µL of each supernatant into fresh tubes.",
        "halted",
    ),
    # The arm move is asked for explicitly, so it is listed before the store.
    (
        "plainreq3-07",
        "We're extracting genomic DNA from 96 blood samples today. Please run the programme "
        "'MagMAX_DNA_Multi_Sample' on the KingFisher Flex, and afterwards have the robot arm "
        "carry the elution plate to the cold store at 4 °C.",
        "run_program program=MagMAX_DNA_Multi_Sample @kingfisher_flex > "
        "move_plate @precise_pf400 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "plainreq3-08",
        "Could you run my NGS libraries on the LabChip GX Touch using the DNA High "
        "Sensitivity assay? There are 24 samples, sitting in a 96-well PCR plate.",
        "run_assay assay=dna_high_sensitivity sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "plainreq3-09",
        "The PCR plate from yesterday is still sealed. Please peel the seal off with the "
        "XPeel, take 5 µl from each well of columns 1 to 3 into a fresh plate, and then seal "
        "the original plate again at 170 degrees for 2 seconds so it doesn't evaporate.",
        "peel @azenta_xpeel > transfer volume_ul=5 wells=24 > "
        "seal temperature_c=170 duration_s=2",
    ),
    (
        "plainreq3-10",
        "Spin the 96-well plate at 3,000 rpm for five minutes and then put it in the plate "
        "hotel, thanks.",
        "ask",
    ),
    (
        "plainreq3-11",
        "Please spin the deep-well plate in the HiG4 at 2,500 ×g for ten minutes so that the "
        "cell debris pellets properly. Is ten minutes long enough, do you think?",
        "spin rcf_g=2500 duration_s=600 @bionex_hig4",
    ),
    (
        "plainreq3-12",
        "Could you spin my 1.5 ml tubes in the 5424 R at 16,000 rcf for 10 minutes at 4C? "
        "They're the lysates for tomorrow's Western blot.",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "plainreq3-13",
        "Seal the PCR plate at 220 °C for 2 seconds please; our new foil supposedly needs it "
        "hotter.",
        "halted",
    ),
    (
        "plainreq3-14",
        "I'm running a CellTiter-Glo viability assay. Please add 100 µL of the reagent to "
        "each well, shake for 2 minutes at 500 rpm to lyse the cells, leave it for 10 minutes "
        "at room temperature so the signal settles, and then read the luminescence with a "
        "1 second integration.",
        "transfer volume_ul=100 > shake speed_rpm=500 duration_s=120 > incubate duration_s=600 "
        "> read_luminescence integration_s=1",
    ),
    (
        "plainreq3-15",
        "Could you centrifuge the cell plate in the Eppendorf 5810 R at 500 xg for 5 mins at "
        "4 deg? It's a round-bottom 96-well plate and I'd like the cells pelleted before I "
        "change the medium by hand.",
        "spin rcf_g=500 duration_s=300 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "plainreq3-16",
        "Please add 100 µL of HRP conjugate to each well, put it on the shaker at speed 5 for "
        "ten minutes, and then read at 450 nm.",
        "ask",
    ),
    (
        "plainreq3-17",
        "Could you give the PCR plate a quick spin in the VSpin at 500 g for 30 sec? I just "
        "want everything at the bottom of the wells.",
        "spin rcf_g=500 duration_s=30 @agilent_vspin",
    ),
    (
        "plainreq3-18",
        "I've already added the lysis buffer by hand. Please shake the plate on the BioShake "
        "at 1,200 rpm for five minutes at 56 °C to help the proteinase K along.",
        "shake speed_rpm=1200 duration_s=300 temperature_c=56 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "plainreq3-19",
        "Could you shake the deep-well plate at 3,500 rpm for one minute to resuspend the "
        "beads?",
        "halted",
    ),
    (
        "plainreq3-20",
        "Please read the fluorescence of the resazurin plate on the SpectraMax, excitation "
        "560 nm and emission 590 nm. Is that the right pair for resorufin?",
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    # The named Hamilton covers both pipetting steps of the sentence.
    (
        "plainreq3-21",
        "On the Hamilton STAR, please transfer 10 µL of each DNA sample into the matching "
        "wells of a new 96-well plate and then add 40 µL of nuclease-free water to each of "
        "those wells.",
        "transfer volume_ul=10 @hamilton_star > transfer volume_ul=40 @hamilton_star",
    ),
    (
        "plainreq3-22",
        "On the Tecan Fluent, please add 100 µL of medium to columns 1 to 6 of the 96-well "
        "plate, then mix those wells five times with 50 µL.",
        "transfer volume_ul=100 wells=48 @tecan_fluent > "
        "mix volume_ul=50 cycles=5 wells=48 @tecan_fluent",
    ),
    (
        "plainreq3-23",
        "Please add 20 µL of MTT to each well, incubate for 3 hours at 37 °C in the CO2 "
        "incubator, and then read the absorbance. Thank you!",
        "ask",
    ),
    # "Let it sit for five minutes" is a room-temperature incubate; the device is not pinned.
    (
        "plainreq3-24",
        "On the Biomek i7, please add 90 µl of AMPure XP beads to each of the 50 µl PCR "
        "reactions, mix ten times with 80 µl, let it sit for five minutes, and then put the "
        "plate on the magnet for 5 minutes. I'll do the ethanol washes by hand.",
        "transfer volume_ul=90 @biomek_i7_hybrid > mix volume_ul=80 cycles=10 "
        "@biomek_i7_hybrid > incubate duration_s=300 > "
        "magnetic_separation duration_s=300 @biomek_i7_hybrid",
    ),
    (
        "plainreq3-25",
        "Please use the Biomek i5 to dispense 200 microlitres of PBS into every well of the "
        "96 deep-well plate.",
        "transfer volume_ul=200 @biomek_i5",
    ),
    (
        "plainreq3-26",
        "Please peel the plate, transfer 100 µL of each sample into a UV-transparent plate "
        "and read the absorbance at 200 nm for the peptide bonds.",
        "halted",
    ),
    (
        "plainreq3-27",
        "Can the OT-2 pipette 15 μl of master mix into wells A1 to H6 of the PCR plate? The "
        "other half of the plate is for a different experiment.",
        "transfer volume_ul=15 wells=48 @opentrons_ot2",
    ),
    # "move 150 uL" is a liquid transfer, not a move_plate.
    (
        "plainreq3-28",
        "Using the Opentrons Flex, please move 150 uL of the cleared lysate from rows A to D "
        "of the deep-well plate into the same wells of a fresh plate.",
        "transfer volume_ul=150 wells=48 @opentrons_flex",
    ),
    (
        "plainreq3-29",
        "Could the Echo dispense 25 nL of each compound from the source plate into the "
        "384-well assay plate?",
        "ask",
    ),
    # The arm move is asked for explicitly, so it is listed before the store.
    (
        "plainreq3-30",
        "Please have the robot arm put the finished assay plate into the Cytomat 24 hotel for "
        "now; it doesn't need to be kept cold.",
        "move_plate @precise_pf400 > store @cytomat_24",
    ),
    (
        "plainreq3-31",
        "Please retrieve plate PL-00912 from the cold store and let it warm up on the shaker "
        "at 25 °C and 300 rpm for half an hour before I use it.",
        "retrieve @cytomat_2c425 > shake speed_rpm=300 duration_s=1800 temperature_c=25",
    ),
    (
        "plainreq3-32",
        "Spin the plate at 800 x g — sorry, I meant 600 x g — for 2 min, please.",
        "spin rcf_g=600 duration_s=120",
    ),
    (
        "plainreq3-33",
        "Add 50 µL of luciferase reagent to every well, wait ten minutes, then read the "
        "luminescence with a two-minute integration time per well — the signal is very weak.",
        "halted",
    ),
    (
        "plainreq3-34",
        "For the qPCR, please have the Fluent add 8 µL of master mix to every well of the "
        "384-well plate, then 2 µL of cDNA, seal the plate, spin at 1,000 g for 1 min and run "
        "it on the CFX: 95 °C for 3 min, then 40 cycles of 95 °C 10 s, 60 °C 30 s and 72 °C "
        "30 s.",
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > seal > "
        "spin rcf_g=1000 duration_s=60 > run_qpcr cycles=40 initial_denaturation_c=95 "
        "initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 "
        "annealing_s=30 extension_c=72 extension_s=30 @biorad_cfx384",
    ),
    (
        "plainreq3-35",
        "Please add 10 µL of the compound dilutions to columns 3 to 10 of the cell plate, "
        "shake it for 30 s at 400 rpm to mix, and then return it to the incubator at 37 "
        "degrees and 5 % CO2 for 48 h.",
        "transfer volume_ul=10 wells=64 > shake speed_rpm=400 duration_s=30 > "
        "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450",
    ),
    (
        "plainreq3-36",
        "Please run my PCR on the ODTC — 35 cycles with the usual Taq settings, and hold at "
        "4 °C at the end.",
        "ask",
    ),
    (
        "plainreq3-37",
        "Please add 200 µl of Bradford reagent to the 5 µl of protein sample already in each "
        "well, incubate at room temperature for ten minutes, and read the absorbence at "
        "595 nm.",
        "transfer volume_ul=200 > incubate duration_s=600 > read_absorbance wavelength_nm=595",
    ),
    (
        "plainreq3-38",
        "I'd like the plate read at 450 nm, but only after it's been shaken at 800 rpm for "
        "30 seconds, please.",
        "shake speed_rpm=800 duration_s=30 > read_absorbance wavelength_nm=450",
    ),
    (
        "plainreq3-39",
        "Please seed 100 µL of cells into each well, spin 1 min at 200 x g, then incubate at "
        "37 °C with 25% CO2 for 24 hours.",
        "halted",
    ),
    (
        "plainreq3-40",
        "Please could you store the sealed plate in the Cytomat 2C425 at 4 °C until Monday "
        "the 14th? It's plate 3 of 6 from the stability study.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "plainreq3-41",
        "Please coat the ELISA plate with 100 µL of capture antibody (2 µg/mL) per well, then "
        "seal it and keep it in the cold store at 4 °C overnight.",
        "transfer volume_ul=100 > seal > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "plainreq3-42",
        "Please add the master mix to every well of the PCR plate and then seal it at 165 °C "
        "for 3 seconds.",
        "ask",
    ),
    (
        "plainreq3-43",
        "read flourescence at ex 485 / em 528 pls, it's the GFP plate from room 2.14",
        "read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "plainreq3-44",
        "On the Biomek i5, please put the bead plate on the magnet for three minutes and then "
        "take off 180 µL of supernatant from each well (there's 200 µL in each).",
        "magnetic_separation duration_s=180 @biomek_i5 > transfer volume_ul=180 @biomek_i5",
    ),
    # Above HiG4's 5,000 x g; the 5810 R plate buckets stop at 2,900 x g and its
    # fixed-angle rotor takes no plates, so no plate centrifuge can do it.
    (
        "plainreq3-45",
        "Please spin the 96-well PCR plate at 6,000 x g for 5 min to be absolutely sure "
        "everything is down.",
        "halted",
    ),
    (
        "plainreq3-46",
        "Could you read luminescence on the i3x with an integration time of 500 ms? The "
        "NanoLuc signal is quite bright.",
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "plainreq3-47",
        "Please dispense eight hundred microlitres of LB into each well of the 24 deep-well "
        "plate with the Hamilton; it's for the overnight cultures.",
        "transfer volume_ul=800 @hamilton_star",
    ),
    (
        "plainreq3-48",
        "Could you shake the deep-well block at 600 rpm and 30 °C for an hour and a half? "
        "It's E. coli for a protein expression test.",
        "shake speed_rpm=600 duration_s=5400 temperature_c=30",
    ),
    (
        "plainreq3-49",
        "Add 50 µL of pNPP to each well, incubate at 37 °C for 30 minutes, then read the "
        "absorbance at 405 or 410 nm — I'm honestly not sure which one our protocol uses. "
        "Which would you pick?",
        "ask",
    ),
    (
        "plainreq3-50",
        "On the ODTC, please hold the PCR plate at 37 ºC for 30 minutes for the restriction "
        "digest, and then at 80 ºC for 20 minutes to heat-inactivate the enzyme.",
        "incubate temperature_c=37 duration_s=1800 @inheco_odtc > "
        "incubate temperature_c=80 duration_s=1200 @inheco_odtc",
    ),
    (
        "plainreq3-51",
        "Please check RNA integrity for 12 samples on the LabChip using the RNA assay. "
        "They're in a 96-well PCR plate, 10 µL each.",
        "run_assay assay=rna sample_count=12 @labchip_gx_touch_ht",
    ),
    # Two-step cycling: the combined 60 °C step is the annealing step; no extension key.
    (
        "plainreq3-52",
        "Please run the 384-well plate on the Bio-Rad qPCR: ninety-five degrees for three "
        "minutes, then forty cycles of ninety-five for fifteen seconds and sixty for one "
        "minute.",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    # 6 mL is above the 5 mL per-step ceiling of every liquid handler (OT-2/Flex stop at 1 mL).
    (
        "plainreq3-53",
        "Please transfer 6 mL of overnight culture into each well of the 24 deep-well plate.",
        "halted",
    ),
    # Sealer and peeler are only the start and end points of the move, not steps.
    (
        "plainreq3-54",
        "Can the PF400 move the plate from the sealer over to the peeler, please? Nothing "
        "else needs to happen to it yet.",
        "move_plate @precise_pf400",
    ),
    (
        "plainreq3-55",
        "Please take the reporter cell plate out of the incubator, add 20 µl of ONE-Glo to "
        "each well, wait 5 minutes at room temperature and read the luminescence.",
        "retrieve @cytomat_2c450 > transfer volume_ul=20 > incubate duration_s=300 > "
        "read_luminescence",
    ),
    (
        "plainreq3-56",
        "Add 20 µL of master mix to each well, put a drop of mineral oil on top, and then run "
        "the ODTC: 95 °C 2 min, 30 cycles of 95 °C 15 s, 55 °C 30 s, 72 °C 1 min.",
        "ask",
    ),
    (
        "plainreq3-57",
        "Please centrifudge the 96-well PCR plate at four thousand g for twenty minutes.",
        "spin rcf_g=4000 duration_s=1200",
    ),
    (
        "plainreq3-58",
        "Could you seal the plate with the heat sealer? The usual default settings are fine.",
        "seal @azenta_a4s",
    ),
    # The cold store works from 4 to 25 °C and no other store controls temperature.
    (
        "plainreq3-59",
        "Run the KingFisher programme 'MagMAX_Viral_RNA' and then store the elution plate at "
        "-20 °C straight away, please.",
        "halted",
    ),
    (
        "plainreq3-60",
        "After peeling the seal off, please transfer 50 µL from each well into a "
        "UV-transparent 96-well plate and read it at 260 nm so I can analyse the yields.",
        "peel > transfer volume_ul=50 > read_absorbance wavelength_nm=260",
    ),
    (
        "plainreq3-61",
        "Use the i7 to transfer 25 µL from columns 1 to 6 into columns 7 to 12 of the same "
        "plate, please.",
        "transfer volume_ul=25 wells=48 @biomek_i7_hybrid",
    ),
    (
        "plainreq3-62",
        "Please sonicate the lysate plate for 5 minutes and then spin it at 2,000 x g for ten "
        "minutes.",
        "ask",
    ),
    (
        "plainreq3-63",
        "Please seed 100 µL of cell suspension (50,000 cells per mL) into every well of the "
        "plate, spin it for 1 min at 100 x g so the cells settle evenly, and then incubate at "
        "37 °C and 5% CO2 for sixteen hours.",
        "transfer volume_ul=100 > spin rcf_g=100 duration_s=60 > "
        "incubate temperature_c=37 duration_s=57600 co2_percent=5",
    ),
    # "those same 32 wells" carries the subset to the water addition.
    (
        "plainreq3-64",
        "For library QC, please transfer 2 µL of each library from columns 1 to 4 into a "
        "fresh 96-well PCR plate, add 18 µL of water to those same 32 wells, spin at "
        "1000 x g for a minute, and run the 32 samples on the LabChip with the NGS 3K assay.",
        "transfer volume_ul=2 wells=32 > transfer volume_ul=18 wells=32 > "
        "spin rcf_g=1000 duration_s=60 > "
        "run_assay assay=dna_ngs_3k sample_count=32 @labchip_gx_touch_ht",
    ),
    (
        "plainreq3-65",
        "Please read the near-infrared dye plate at excitation 850 nm and emission 880 nm.",
        "halted",
    ),
    (
        "plainreq3-66",
        "Please run the programme 'PureLink_gDNA_96' on the KF, then seal the elution plate "
        "at 160 °C for 2.5 s and put it in the plate hotel until I'm back from lunch.",
        "run_program program=PureLink_gDNA_96 @kingfisher_flex > "
        "seal temperature_c=160 duration_s=2.5 > store @cytomat_24",
    ),
    (
        "plainreq3-67",
        "Before the library prep, could you measure the DNA concentration of each sample on "
        "the NanoDrop?",
        "ask",
    ),
    (
        "plainreq3-68",
        "ELISA again, sorry! Please add 100 µL of detection antibody to every well and shake "
        "at 300 rpm for 1 hr at room temperature, then add 100 µL of streptavidin-HRP and "
        "shake again at 300 rpm for 30 mins.",
        "transfer volume_ul=100 > shake speed_rpm=300 duration_s=3600 > "
        "transfer volume_ul=100 > shake speed_rpm=300 duration_s=1800",
    ),
    (
        "plainreq3-69",
        "Add 20 µL of NADH substrate to columns 1–3, then read absorbance at 340 nm with the "
        "reader chamber at 50 °C — the enzyme is from a thermophile.",
        "halted",
    ),
    (
        "plainreq3-70",
        "Please add 50 µl of Hoechst stain to each well, put the plate in the CO2 incubator "
        "at 37 °C for 20 minutes, then read the fluorescence at 350 nm excitation and 461 nm "
        "emission.",
        "transfer volume_ul=50 > incubate temperature_c=37 duration_s=1200 @cytomat_2c450 > "
        "read_fluorescence excitation_nm=350 emission_nm=461",
    ),
]
