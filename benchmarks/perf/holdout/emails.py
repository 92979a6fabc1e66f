"""Hold-out batch "emails": requests written as e-mails or chat messages to the core-facility
automation team. Greetings, a sentence of scientific background, the request itself (sometimes
spread over two paragraphs, sometimes with the later step mentioned first), pleasantries and
sign-offs, asides about earlier attempts (sometimes with numbers that are NOT the requested
values), and the occasional question back where the value itself is still stated. Senders: PhD
students, postdocs, PIs, technicians and industry scientists. Written independently of the
parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "em_s01",
        "Hi team,\n\n"
        "I'm pelleting bacterial cultures for minipreps this afternoon. Could the 5424 R spin my "
        "1.5 ml tubes at 13,000 x g for 2 minutes? That's all I need for now.\n\n"
        "Thanks!\nJonas",
        "spin rcf_g=13000 duration_s=120 @eppendorf_5424r",
    ),
    (
        "em_s02",
        "Hello,\n\n"
        "Quick one: the genotyping PCR plate needs sealing before I carry it over to our own "
        "cycler tomorrow. Please heat-seal it on the a4S at 170 °C for 3 seconds.\n\n"
        "Cheers,\nMarta (technician, Olsen group)",
        "seal temperature_c=170 duration_s=3 @azenta_a4s",
    ),
    (
        "em_s03",
        "Hi all,\n\n"
        "My growth-curve plate (clear flat-bottom 96-well) is ready. Could you take an OD600 "
        "reading on the SpectraMax? Only columns 1 to 4 have cultures in them; the rest of the "
        "plate is empty, so no need to read it.\n\n"
        "Many thanks,\nAisha\nPhD student, Microbial Physiology",
        "read_absorbance wavelength_nm=600 @spectramax_i3x wells=32",
    ),
    (
        "em_s04",
        "Dear Core Automation team,\n\n"
        "We are evaluating a GFP reporter cell line for a partner project. Please read "
        "fluorescence on our black 96-well plate with excitation at 488 nm and emission at "
        "510 nm. The plate will be dropped off at reception by 10:00.\n\n"
        "Best regards,\nDr. Henrik Salo\nSenior Scientist, Assay Development\nNordvia Therapeutics",
        "read_fluorescence excitation_nm=488 emission_nm=510",
    ),
    (
        "em_s05",
        "hey!\n\n"
        "CellTiter-Glo is already in the 384 plate and it has been sitting at RT for 10 min "
        "(did that on the bench). can you just read luminescence, half a second integration per "
        "well?\n\n"
        "ta, Owen",
        "read_luminescence integration_s=0.5",
    ),
    (
        "em_s06",
        "Hi,\n\n"
        "For our bead-binding step the deep-well plate needs a proper shake: 750 rpm for 45 "
        "minutes at 37 °C on the thermoshaker, please. We tried this by hand last week on the "
        "bench rocker and the beads just settled at the bottom, hence the request.\n\n"
        "Thank you!\nLi Wei",
        "shake speed_rpm=750 duration_s=2700 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "em_s07",
        "Dear all,\n\n"
        "I have seeded HEK293T cells into two 96-well plates for tomorrow's transfection "
        "experiment. They need to go into the Cytomat CO2 incubator at 37 °C for 48 hours.\n\n"
        "Kind regards,\nProf. Elena Márquez",
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "em_s08",
        "Hi there,\n\n"
        "Could you park my coated ELISA plate in the plate fridge at 4 °C until Monday? Is 4 °C "
        "OK for that store? It's what the coating protocol says, so I'd like to stick with it.\n\n"
        "Thanks,\nSam",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "em_s09",
        "Morning!\n\n"
        "The sealed 384-well PCR plate from yesterday's run needs its foil taken off so I can "
        "pipette from it by hand. Could the XPeel de-seal it? Nothing else needed.\n\n"
        "Cheers,\nRuth",
        "peel @azenta_xpeel",
    ),
    (
        "em_s10",
        "Hi team,\n\n"
        "Can you get my compound plate (barcode CP-0417) back out of the Cytomat 24 hotel? I'll "
        "collect it from the transfer station around 2 pm.\n\n"
        "Thanks a lot,\nDavid",
        "retrieve @cytomat_24",
    ),
    (
        "em_s11",
        "Hello automation folks,\n\n"
        "We have 96 swab samples loaded in a deep-well plate with the MagMAX viral/pathogen "
        "reagents (beads, wash and elution plates are all prepared and labelled). Please run "
        "them on the KingFisher Flex with our program MVP_Flex_200ul.\n\n"
        "Best,\nNadia (Virology)",
        "run_program @kingfisher_flex",
    ),
    (
        "em_s12",
        "Hi,\n\n"
        "I've got 48 NGS libraries in a 96-well PCR plate that need a size check before "
        "pooling. Could you run them on the LabChip GX Touch with the DNA High Sensitivity "
        "assay?\n\n"
        "Thanks so much,\nPriya",
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "em_s13",
        "Hi Hamilton people :)\n\n"
        "I need a 96 deep-well block filled for an overnight expression screen: 1.5 mL of TB "
        "medium into each well, using the STAR. I'll add the inoculum myself afterwards.\n\n"
        "Thanks!\nFelix",
        "transfer volume_ul=1500 @hamilton_star",
    ),
    (
        "em_s14",
        "Hello,\n\n"
        "The 384-well qPCR plate for our housekeeping-gene panel is already sealed and spun "
        "down. Please start it on the CFX384 with: 95 °C for 3 min, then 40 cycles of 95 °C for "
        "10 s, 58 °C for 20 s and 72 °C for 20 s.\n\n"
        "Regards,\nTomasz",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 denaturation_c=95 "
        "denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 extension_s=20 "
        "@biorad_cfx384",
    ),
    (
        "em_s15",
        "Hey,\n\n"
        "There are droplets stuck on the well walls of my assay plate after the reagent "
        "addition. Could you give it a quick spin in the VSpin, 500 × g for one minute?\n\n"
        "Cheers, Mo",
        "spin rcf_g=500 duration_s=60 @agilent_vspin",
    ),
    (
        "em_s16",
        "Hi,\n\n"
        "I'm harvesting yeast from eight 50 mL Falcon tubes. Last time I used 1,500 x g and the "
        "pellets were really loose, so this time please spin them in the 5810 R at 3,000 x g "
        "for 15 min at 4 °C.\n\n"
        "Thank you,\nGrace (tech, Hoffmann lab)",
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "em_s17",
        "Hi automation team,\n\n"
        "The 96-well plate with the resuspended pellets needs homogenising before we take "
        "aliquots. Could the Biomek i7 mix every well by pipetting 100 µl up and down ten "
        "times?\n\n"
        "Thanks,\nKatja",
        "mix volume_ul=100 @biomek_i7_hybrid",
    ),
    (
        "em_s18",
        "Hi automation team,\n\n"
        "My colony PCR plate (96-well PCR plate) will be on the deck at 11. Could the ODTC run "
        "the following: 94 °C for 2 min; 30 cycles of 94 °C 30 s, 55 °C 30 s, 72 °C 1 min; then "
        "72 °C for 5 min and hold at 4 °C?\n\n"
        "Thanks in advance,\nBen",
        "run_pcr initial_denaturation_c=94 initial_denaturation_s=120 cycles=30 denaturation_c=94 "
        "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "em_s19",
        "Hello!\n\n"
        "The S. cerevisiae spot plates (96-well format) just need to sit at 30 °C overnight in "
        "the Cytomat 2C450. I'll come and get them first thing tomorrow.\n\n"
        "Cheers,\nTheo",
        "incubate temperature_c=30 @cytomat_2c450",
    ),
    # ================================================================ two or three steps
    (
        "em_m01",
        "Hi both,\n\n"
        "Could the Opentrons Flex put 20 µL of the Q5 master mix into every well of a 96-well "
        "PCR plate? Then please seal it (165 °C, 2 s) so it's ready when I come down with the "
        "templates.\n\n"
        "Thanks!\nAnna",
        "transfer volume_ul=20 @opentrons_flex > seal temperature_c=165 duration_s=2",
    ),
    (
        "em_m02",
        "Hi,\n\n"
        "My IL-6 ELISA plate has the stop solution in and needs an absorbance read at 450 nm.\n\n"
        "Before the read, could it get a 1 min spin at 1,000 × g to knock out the bubbles? They "
        "messed up my OD values last time.\n\n"
        "Thanks a lot,\nJulia",
        "spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=450",
    ),
    (
        "em_m03",
        "Hello,\n\n"
        "After the XPeel takes the seal off my PCR plate, could the OT-2 transfer 5 µl from each "
        "well into a fresh 96-well PCR plate? That's the template for the nested PCR, which I'll "
        "set up myself.\n\n"
        "Best,\nRafael",
        "peel @azenta_xpeel > transfer volume_ul=5 @opentrons_ot2",
    ),
    (
        "em_m04",
        "Hi both,\n\n"
        "HiBiT lytic detection reagent is already in the wells (added by hand, sorry!). It needs "
        "10 minutes at room temperature and then a luminescence read with 1 s integration.\n\n"
        "Cheers,\nSofia",
        "incubate duration_s=600 > read_luminescence integration_s=1",
    ),
    (
        "em_m05",
        "Dear automation team,\n\n"
        "For the dose-response plate I need 50 uL of assay buffer in columns 1-6 of a 96-well "
        "plate using the Tecan Fluent; columns 7-12 stay empty for now.\n\n"
        "Afterwards please shake the plate at 1000 rpm for 1 min so everything is at the bottom "
        "of the wells.\n\n"
        "Many thanks,\nDr. Ines Walther",
        "transfer volume_ul=50 @tecan_fluent wells=48 > shake speed_rpm=1000 duration_s=60",
    ),
    (
        "em_m06",
        "Hi,\n\n"
        "My MTT plate is in the Cytomat 2C450; the solubilisation buffer went in yesterday "
        "evening, so it's ready. Could you take it out and read absorbance at 570 nm?\n\n"
        "Thanks!\nKwame",
        "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=570",
    ),
    (
        "em_m07",
        "Hi team,\n\n"
        "I have 24 cell lysates in 1.5 mL tubes. Please spin them in the 5424R at 16,000 x g for "
        "10 min at 4 °C and then have the Biomek i5 transfer 200 µL of each supernatant into a "
        "96-well plate.\n\n"
        "Best wishes,\nHannah",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
        "transfer volume_ul=200 @biomek_i5",
    ),
    (
        "em_m08",
        "Hi Hamilton crew,\n\n"
        "Could you seal my plate at 175 °C for 2 s, having first added 15 µl of nuclease-free "
        "water to the blanks in row H with the STAR?\n\n"
        "Thanks, and sorry for the last-minute request!\nMei",
        "transfer volume_ul=15 @hamilton_star wells=12 > seal temperature_c=175 duration_s=2",
    ),
    (
        "em_m09",
        "Hello,\n\n"
        "We're setting up a SYBR qPCR for the knockdown validation. On the Fluent please put "
        "8 µL of master mix into each well of the 384-well PCR plate, then add 2 µL of cDNA on "
        "top, and heat-seal it afterwards. I'll take it to the cycler myself.\n\n"
        "Thank you!\nYusuf",
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 > seal",
    ),
    (
        "em_m10",
        "Hi,\n\n"
        "Amplex Red plate (96-well, black) needs to be shaken at 300 rpm for 5 minutes and then "
        "read for fluorescence, ex 530 / em 590.\n\n"
        "Cheers,\nLeon",
        "shake speed_rpm=300 duration_s=300 > read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    (
        "em_m11",
        "Hi!\n\n"
        "Please put my plate into the cold store at 4 °C over the weekend, but seal it first "
        "(170 °C, 2 seconds) so nothing evaporates.\n\n"
        "Thanks,\nChiara",
        "seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "em_m12",
        "Hello,\n\n"
        "The restriction digests are in a 96-well PCR plate. On the ODTC please incubate at "
        "37 °C for 30 min and then heat-inactivate the enzyme at 80 °C for 20 min.\n\n"
        "Thanks in advance,\nMateo",
        "incubate temperature_c=37 duration_s=1800 @inheco_odtc > "
        "incubate temperature_c=80 duration_s=1200 @inheco_odtc",
    ),
    (
        "em_m13",
        "Hi there,\n\n"
        "Could you run 24 of my amplicons on the LabChip with the DNA 1K assay? The PCR plate "
        "has condensation on the walls, so please spin it at 1000 x g for 1 min before it goes "
        "on the LabChip.\n\n"
        "Cheers,\nIngrid",
        "spin rcf_g=1000 duration_s=60 > run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "em_m14",
        "Dear team,\n\n"
        "We're extracting RNA from organoids. Please run the KingFisher with the program "
        "RNA_Cells_96; all the plates are labelled and in the 4 °C fridge in room 2.14.\n\n"
        "Afterwards, the OT-2 should move 50 µL of eluate from each well into a 96-well PCR "
        "plate for storage.\n\n"
        "Best regards,\nDr. Fatima Haddad",
        "run_program @kingfisher_flex > transfer volume_ul=50 @opentrons_ot2",
    ),
    (
        "em_m15",
        "Hi,\n\n"
        "Our E. coli lysates are in a 96 deep-well plate. Please clear them on the HiG4 at "
        "3000 × g for 10 minutes and then transfer 500 µL of cleared lysate into a fresh "
        "deep-well plate on the Biomek i7.\n\n"
        "Thanks!\nNiklas",
        "spin rcf_g=3000 duration_s=600 @bionex_hig4 > transfer volume_ul=500 @biomek_i7_hybrid",
    ),
    (
        "em_m16",
        "Hello,\n\n"
        "We need a luminescence read (1 s integration) on the dual-reporter plate, but the "
        "fluorescence read at 485 nm excitation / 535 nm emission has to come first, because the "
        "luciferase substrate quenches the signal.\n\n"
        "Thanks,\nOlga",
        "read_fluorescence excitation_nm=485 emission_nm=535 > read_luminescence integration_s=1",
    ),
    (
        "em_m17",
        "Hi all,\n\n"
        "Could the Fluent add 100 µL of lysis buffer to each well of the deep-well plate (the "
        "cells are already in 100 µL of PBS), and then mix by pipetting 150 µL up and down 5 "
        "times?\n\n"
        "Cheers,\nPavel",
        "transfer volume_ul=100 @tecan_fluent > mix volume_ul=150",
    ),
    (
        "em_m18",
        "Hi team,\n\n"
        "Can you pull plate SEQ-22 out of the plate hotel and peel the seal off? I'll pick it up "
        "from there. Thanks!\n\n"
        "Zoe",
        "retrieve @cytomat_24 > peel",
    ),
    # ================================================================ four or more steps
    (
        "em_l01",
        "Dear team,\n\n"
        "We're running a cytokine ELISA and the plate is already washed. On the Microlab STAR "
        "please add 100 µL of TMB substrate to every well and leave it at room temperature for "
        "15 minutes.\n\n"
        "Then add 50 µL of stop solution (1 M H2SO4) and read absorbance at 450 nm.\n\n"
        "Thank you very much,\nProf. Daniel Okafor",
        "transfer volume_ul=100 @hamilton_star > incubate duration_s=900 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "em_l02",
        "Hi automation team,\n\n"
        "Please seal the plate (170 °C, 2 s), spin it down at 1,000 x g for a minute and start "
        "the ODTC, having first set up the reactions on the OT-2: 15 µL of master mix plus 5 µL "
        "of template per well of a 96-well PCR plate.\n\n"
        "Cycling: 98 °C 30 s, then 35 cycles of 98 °C 10 s / 62 °C 20 s / 72 °C 30 s, final "
        "extension 72 °C 2 min, hold at 4 °C.\n\n"
        "Thanks!\nPriya",
        "transfer volume_ul=15 @opentrons_ot2 > transfer volume_ul=5 > "
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60 > "
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=35 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc",
    ),
    (
        "em_l03",
        "Hello,\n\n"
        "For the knock-down qPCR only rows A to D of the 384-well PCR plate are used. Could the "
        "Fluent dispense 6 µl of master mix into those wells, followed by 4 µl of cDNA into the "
        "same wells?\n\n"
        "Then seal at 165 °C for 2 seconds, spin at 2000 x g for 2 min and run it on the CFX384: "
        "95 °C for 2 min, then 40 cycles of 95 °C 5 s and 60 °C 30 s.\n\n"
        "Best,\nTomasz",
        "transfer volume_ul=6 @tecan_fluent wells=96 > transfer volume_ul=4 wells=96 > "
        "seal temperature_c=165 duration_s=2 > spin rcf_g=2000 duration_s=120 > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "em_l04",
        "Hi,\n\n"
        "Viability readout for the drug screen today. The 96-well plate is in the incubator; "
        "please take it out and have the Biomek i7 add 100 µL of CellTiter-Glo (equal to the "
        "medium volume) to each well.\n\n"
        "Then shake on the BioShake at 500 rpm for 2 min, let it stand for 10 min at room "
        "temperature and read luminescence with 0.5 s integration.\n\n"
        "Thanks, you're the best!\nOwen",
        "retrieve > transfer volume_ul=100 @biomek_i7_hybrid > "
        "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
        "incubate duration_s=600 > read_luminescence integration_s=0.5",
    ),
    (
        "em_l05",
        "Hi team,\n\n"
        "Growth assay for the knockout collection: on the Hamilton STAR please add 180 µL of LB "
        "to every well of a flat-bottom 96-well plate, then 20 µL of overnight culture.\n\n"
        "The plate should then shake at 37 °C, 1000 rpm for 4 h on the BioShake, and finally "
        "get an OD600 read. (We only did 2 h last week and the ODs were barely above blank.)\n\n"
        "Cheers,\nMaya",
        "transfer volume_ul=180 @hamilton_star > transfer volume_ul=20 > "
        "shake speed_rpm=1000 duration_s=14400 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "em_l06",
        "Dear Core,\n\n"
        "Genomic DNA extraction from whole blood, 96 samples. Steps on our side:\n\n"
        "The Biomek i5 transfers 200 µL of each blood sample into a 96 deep-well plate and adds "
        "20 µL of proteinase K. Then lysis on the BioShake at 56 °C, 1,200 rpm for 10 min, and "
        "finally the KingFisher program gDNA_Blood_200.\n\n"
        "Kind regards,\nRachel Kim\nPrincipal Scientist, Halcyon Bio",
        "transfer volume_ul=200 @biomek_i5 > transfer volume_ul=20 > "
        "shake speed_rpm=1200 duration_s=600 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
        "run_program @kingfisher_flex",
    ),
    (
        "em_l07",
        "Hi,\n\n"
        "I need a fluorescence read at ex 340 / em 460 on my protease assay plate. Before that, "
        "though, the plate has to come out of the refrigerated store, get its seal peeled off, "
        "and get 10 µl of substrate per well on the OT-2.\n\n"
        "Then 30 min at 37 °C before the read, please.\n\n"
        "Many thanks!\nAlex",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=10 @opentrons_ot2 > "
        "incubate temperature_c=37 duration_s=1800 > "
        "read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    (
        "em_l08",
        "Hello automation team,\n\n"
        "All 96 libraries from the exome batch need QC. The plate is sealed, so please peel it "
        "first, then run all 96 on the LabChip with the DNA NGS 3K assay.\n\n"
        "Afterwards reseal it at 170 °C for 2 s and put it in the Cytomat 24 hotel until we "
        "pool tomorrow.\n\n"
        "Thanks,\nSiddharth",
        "peel > run_assay sample_count=96 @labchip_gx_touch_ht > seal temperature_c=170 "
        "duration_s=2 > store @cytomat_24",
    ),
    (
        "em_l09",
        "Hi folks,\n\n"
        "BCA assay: standards and samples (25 µL each) are in columns 1 to 3 of a clear 96-well "
        "plate. Could the Opentrons Flex add 200 µL of BCA working reagent to those columns "
        "only?\n\n"
        "Then a brief 30 s shake, 30 minutes at 37 °C and an absorbance read at 562 nm. Is 37 °C "
        "OK or do you prefer to run it warmer? Let's keep 37 °C for now.\n\n"
        "Thanks!\nLucía",
        "transfer volume_ul=200 @opentrons_flex wells=24 > shake duration_s=30 > "
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "em_l10",
        "Hi team,\n\n"
        "We're starting the resazurin viability assay. Please have the Fluent dispense 100 µL of "
        "cell suspension into every well of a 96-well plate, spin it in the VSpin at 200 x g for "
        "1 min so the cells settle evenly, and put it into the Cytomat at 37 °C for 24 h.\n\n"
        "Next day: add 10 µL of resazurin per well, incubate at 37 °C for 4 h and read "
        "fluorescence at 560 nm excitation / 590 nm emission.\n\n"
        "Cheers,\nNoah (PhD student, Lindqvist lab)",
        "transfer volume_ul=100 @tecan_fluent > spin rcf_g=200 duration_s=60 @agilent_vspin > "
        "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 > transfer volume_ul=10 > "
        "incubate temperature_c=37 duration_s=14400 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "em_l11",
        "Dear Core Automation team,\n\n"
        "As discussed on the call, here is the TR-FRET kinase protocol for the 384-well plates. "
        "On the Tecan Fluent: 10 µL of kinase/substrate mix per well, then 0.5 µL of compound. "
        "Spin at 1000 g for 1 min and let the reaction run for 60 min at room temperature.\n\n"
        "Then add 10 µL of detection mix, wait another 30 min, and read fluorescence at 337 nm "
        "excitation and 665 nm emission.\n\n"
        "Best regards,\nDr. Henrik Salo\nNordvia Therapeutics",
        "transfer volume_ul=10 @tecan_fluent > transfer volume_ul=0.5 > "
        "spin rcf_g=1000 duration_s=60 > incubate duration_s=3600 > transfer volume_ul=10 > "
        "incubate duration_s=1800 > read_fluorescence excitation_nm=337 emission_nm=665",
    ),
    (
        "em_l12",
        "Hi,\n\n"
        "Plasmid preps from 96 clones, lysates in a deep-well block. Please clear them in the "
        "5810R at 2,500 x g for 20 min at 4 °C, then have the Biomek i7 transfer 600 µL of "
        "supernatant into a fresh deep-well plate and run the KingFisher program Plasmid_96.\n\n"
        "For quantification: add 98 µL of water to a UV-transparent 96-well plate, then 2 µL of "
        "eluate, and read absorbance at 260 nm.\n\n"
        "Thanks so much,\nElif",
        "spin rcf_g=2500 duration_s=1200 temperature_c=4 @eppendorf_5810r > "
        "transfer volume_ul=600 @biomek_i7_hybrid > run_program @kingfisher_flex > "
        "transfer volume_ul=98 > transfer volume_ul=2 > read_absorbance wavelength_nm=260",
    ),
    (
        "em_l13",
        "Hello team,\n\n"
        "Reverse transcription is set up in a 96-well PCR plate. On the ODTC: 25 °C for 10 min, "
        "50 °C for 15 min, then 85 °C for 5 min to inactivate the RT.\n\n"
        "Then the Fluent should transfer 2 µL of cDNA into the 384-well PCR plate that already "
        "has master mix in it, seal it, and run on the CFX384: 95 °C for 10 min, then 45 cycles "
        "of 95 °C 15 s and 60 °C 1 min.\n\n"
        "Best,\nDr. Amara Nwosu",
        "incubate temperature_c=25 duration_s=600 @inheco_odtc > "
        "incubate temperature_c=50 duration_s=900 @inheco_odtc > "
        "incubate temperature_c=85 duration_s=300 @inheco_odtc > "
        "transfer volume_ul=2 @tecan_fluent > seal > "
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=600 cycles=45 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "em_l14",
        "Hi!\n\n"
        "Sanger submission today. The sealed PCR plate needs to be peeled, then the Opentrons "
        "Flex should transfer 10 µL from each well into a new 96-well PCR plate.\n\n"
        "Seal the new plate at 160 °C for 3 s, spin 30 s at 500 xg, and leave it in the plate "
        "hotel for the courier.\n\n"
        "Thanks!!\nJonas",
        "peel > transfer volume_ul=10 @opentrons_flex > seal temperature_c=160 duration_s=3 > "
        "spin rcf_g=500 duration_s=30 > store @cytomat_24",
    ),
    (
        "em_l15",
        "Hi team,\n\n"
        "LDH cytotoxicity assay: using the Biomek i5, transfer 50 µL of supernatant from each "
        "well of the culture plate into a fresh flat-bottom 96-well plate and add 50 µL of "
        "reaction mixture.\n\n"
        "Leave it 30 min at room temperature (in the dark if possible), add 50 µL of stop "
        "solution, then read absorbance at 490 nm and at 680 nm for the background.\n\n"
        "Many thanks,\nBeatriz (technician)",
        "transfer volume_ul=50 @biomek_i5 > transfer volume_ul=50 > incubate duration_s=1800 > "
        "transfer volume_ul=50 > read_absorbance wavelength_nm=490 > "
        "read_absorbance wavelength_nm=680",
    ),
    (
        "em_l16",
        "Hi both,\n\n"
        "After the HiG4 spin (2,000 x g for 5 min) the STAR should take 40 µL of supernatant "
        "from each well into a fresh flat-bottom plate and add 40 µL of Griess reagent. Wait "
        "10 min and read absorbance at 540 nm.\n\n"
        "Oh, and the spin should happen right after the plate comes out of the Cytomat 2C450, "
        "it's our macrophage plate from Monday.\n\n"
        "Cheers,\nSven",
        "retrieve @cytomat_2c450 > spin rcf_g=2000 duration_s=300 @bionex_hig4 > "
        "transfer volume_ul=40 @hamilton_star > transfer volume_ul=40 > incubate duration_s=600 > "
        "read_absorbance wavelength_nm=540",
    ),
    (
        "em_l17",
        "Hello,\n\n"
        "NEB Ultra II end-prep for 24 libraries in a 96-well PCR plate. The Opentrons Flex "
        "should add 7 µL of end-prep mix to each well and mix by pipetting 30 µL.\n\n"
        "Then a quick spin at 500 x g for 30 s, and on the ODTC 20 °C for 30 min followed by "
        "65 °C for 30 min.\n\n"
        "Thanks,\nHiroshi",
        "transfer volume_ul=7 @opentrons_flex > mix volume_ul=30 > spin rcf_g=500 duration_s=30 > "
        "incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
        "incubate temperature_c=65 duration_s=1800 @inheco_odtc",
    ),
    (
        "em_l18",
        "Hi automation team,\n\n"
        "Small-scale expression test in a 24 deep-well plate: the STAR should put 1 mL of TB "
        "into each well and then 10 µL of starter culture.\n\n"
        "Shake it overnight on the BioShake at 30 °C and 1000 rpm, and in the morning pellet the "
        "cells on the HiG4 at 2,500 × g for 10 min.\n\n"
        "Cheers,\nMarco",
        "transfer volume_ul=1000 @hamilton_star > transfer volume_ul=10 > "
        "shake speed_rpm=1000 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=2500 duration_s=600 @bionex_hig4",
    ),
    # ================================================================ physically impossible
    (
        "em_h01",
        "Hi,\n\n"
        "Could the HiG4 spin our flat-bottom 96-well culture plate at 4,500 x g for 5 min? We "
        "need to pellet cell debris before taking the supernatant.\n\n"
        "Thanks,\nGrace",
        "halted",
    ),
    (
        "em_h02",
        "Hello,\n\n"
        "For the long-term culture we need 150 µL of medium in every well of a standard "
        "flat-bottom 384-well plate. Could the Fluent do that?\n\n"
        "Best,\nDr. Ines Walther",
        "halted",
    ),
    (
        "em_h03",
        "Hi team,\n\n"
        "The new peelable foil we bought needs a hotter seal according to the supplier: please "
        "seal my PCR plate at 210 °C for 2 s.\n\n"
        "Cheers,\nMarta",
        "halted",
    ),
    (
        "em_h04",
        "Dear automation team,\n\n"
        "We'd like to quantify our peptides via the peptide-bond absorbance. Could you read "
        "the UV-transparent 96-well plate at 205 nm on the SpectraMax?\n\n"
        "Kind regards,\nProf. Daniel Okafor",
        "halted",
    ),
    (
        "em_h05",
        "Hi,\n\n"
        "I need to heat-inactivate complement in the serum-containing plates: please put them in "
        "the Cytomat CO2 incubator at 56 °C for 30 minutes.\n\n"
        "Thanks!\nKwame",
        "halted",
    ),
    (
        "em_h06",
        "hi!\n\n"
        "the magnetic beads in my 96-well plate are clumping really badly. could you shake it on "
        "the BioShake at 3,500 rpm for 2 min? we tried 2000 rpm and it wasn't enough\n\n"
        "thx, Owen",
        "halted",
    ),
    (
        "em_h07",
        "Hi team,\n\n"
        "For the exosome pre-clear, please spin my 1.5 mL tubes in the "
        "microcentrifuge at 25,000 x g for 30 min, 4 °C.\n\n"
        "Best,\nHannah",
        "halted",
    ),
    (
        "em_h08",
        "Hello,\n\n"
        "The compound plate has to be kept frozen between runs. Could you store it in the "
        "Cytomat 2C425 at -20 °C?\n\n"
        "Regards,\nRachel Kim\nHalcyon Bio",
        "halted",
    ),
    (
        "em_h09",
        "Hi,\n\n"
        "The OT-2 should add 10 µL of master mix and 10 µL of sample to each well of a 96-well "
        "PCR plate, then seal it at 170 °C for 2 s.\n\n"
        "After sealing, spin it on the HiG4 at 6,000 x g for 1 min, the bubbles are stubborn.\n\n"
        "Thanks,\nRafael",
        "halted",
    ),
    # ================================================================ engineer must ask
    (
        "em_a01",
        "Hi,\n\n"
        "Please spin my 384-well plate at 2000 rpm for 2 min in the plate centrifuge, then read "
        "fluorescence at ex 485 / em 520.\n\n"
        "Thanks!\nLeon",
        "ask",
    ),
    (
        "em_a02",
        "Hello,\n\n"
        "Could you spin my twelve 1.5 mL tubes in the Eppendorf 5430 R at 12,000 x g for 5 "
        "minutes? It's the one we usually use for RNA work.\n\n"
        "Best,\nAisha",
        "ask",
    ),
    (
        "em_a03",
        "Hi team,\n\n"
        "The pNPP phosphatase plate is ready; please read absorbance at 405 nm on the Tecan "
        "Spark, since that's what we validated the assay on.\n\n"
        "Thanks,\nSofia",
        "ask",
    ),
    (
        "em_a04",
        "Hi,\n\n"
        "The 2 mL tubes with the bead slurry need to be vortexed for 30 s and then spun at "
        "500 x g for 1 min in the 5424R.\n\n"
        "Cheers,\nPavel",
        "ask",
    ),
    (
        "em_a05",
        "Dear all,\n\n"
        "To shear chromatin for ChIP, the lysates in the 96 deep-well plate need to be sonicated "
        "for 10 min, then spun on the HiG4 at 3,000 x g for 10 min.\n\n"
        "Kind regards,\nProf. Elena Márquez",
        "ask",
    ),
    (
        "em_a06",
        "Hi!\n\n"
        "For the colour development, could the OT-2 add 2 drops of TMB to each well of the "
        "ELISA plate? Then read at 450 nm after 15 min.\n\n"
        "Thanks,\nJulia",
        "ask",
    ),
    (
        "em_a07",
        "Hello automation team,\n\n"
        "The 384-well plate is sealed. Please run it on the QuantStudio 7: 95 °C for 20 s, then "
        "40 cycles of 95 °C 1 s and 60 °C 20 s.\n\n"
        "Best regards,\nDr. Amara Nwosu",
        "ask",
    ),
    (
        "em_a08",
        "Hi team,\n\n"
        "Once the cells are seeded, we'd like the plate imaged on the Incucyte every 2 hours for "
        "three days to follow wound closure.\n\n"
        "Thanks a lot,\nMaya",
        "ask",
    ),
    (
        "em_a09",
        "Hi,\n\n"
        "To precipitate the DNA, could the Hamilton STAR add an equal volume of isopropanol to "
        "each lysate in the deep-well plate, then spin at 3,000 x g for 30 min?\n\n"
        "Cheers,\nElif",
        "ask",
    ),
]
