"""Hold-out batch "patentstyle": intents written in very formal, legalistic or regulatory
language -- patent-claim-like method claims ("A method comprising: (a) centrifuging said
plate at ...; (b) thereafter, sealing ..., wherein said sealing is effected at ..."),
GMP batch-record instructions ("The operator shall ...", "Verify that ...", "Record ...",
signature lines), and standard-operating-procedure boilerplate with defined terms
("the Sample Plate (hereinafter 'SP')"), "the aforementioned plate", numbers spelled out
with numerals in parentheses ("thirty (30) cycles"), and "not less than / not more than"
limits. Conventions: a single "not less than X" (NLT X) on a step parameter means the run
uses X; a two-sided window with no chosen value ("between 160 and 180 °C", "NLT 30 and
NMT 60 min") on a value the step needs is "ask". "Verify ..." and "Record ..." lines and
acceptance criteria are checks, not steps, and their numbers are not step values.
Written independently of the parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    ("ps_s01",
     "A method comprising: centrifuging the Sample Plate (a 96-well polypropylene PCR plate; "
     "hereinafter \"SP\") at a relative centrifugal force of 1,000 x g for a period of sixty "
     "(60) seconds, wherein said centrifuging is effected in the Agilent VSpin.",
     "spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("ps_s02",
     "Step 14. The operator shall heat-seal the Assay Plate (hereinafter \"AP\") using the "
     "Azenta a4S at a sealing temperature of 165 °C and a sealing time of 1.5 s.\n"
     "Verify that the seal is free of wrinkles and channels. Record the seal roll lot number.\n"
     "Performed by: ________  Verified by: ________",
     "seal temperature_c=165 duration_s=1.5 @azenta_a4s"),

    ("ps_s03",
     "4.2 The aforementioned microplate (96-well, flat-bottom, clear) shall be read in "
     "absorbance mode at a wavelength of five hundred sixty-two (562) nanometres on the "
     "Molecular Devices SpectraMax i3x. Results shall be entered into the LIMS in accordance "
     "with SOP-QC-0113.",
     "read_absorbance wavelength_nm=562 @spectramax_i3x"),

    ("ps_s04",
     "Claim 7. The method of claim 6, wherein said detecting comprises measuring the "
     "fluorescence of each well of the Reporter Plate at an excitation wavelength of 485 nm "
     "and an emission wavelength of 535 nm.",
     "read_fluorescence excitation_nm=485 emission_nm=535"),

    ("ps_s05",
     "Prior to any further processing, the foil seal shall be removed from the Reagent Plate "
     "(96 deep-well; hereinafter the \"RP\") by means of the Azenta XPeel. The operator shall "
     "verify that no foil residue remains on the well rims.",
     "peel @azenta_xpeel"),

    ("ps_s06",
     "Upon completion of Section 8, the Intermediate Plate (hereinafter \"IP\") shall be "
     "placed in the Cytomat 2C425 refrigerated store and maintained therein at 4 °C pending "
     "disposition by Quality Assurance.",
     "store temperature_c=4 @cytomat_2c425"),

    ("ps_s07",
     "The Culture Plate (a 24-well deep-well block; hereinafter the \"CP\") shall be agitated "
     "on the QInstruments BioShake 3000-T elm at 800 revolutions per minute at 30 degrees "
     "Celsius for not less than ten (10) minutes.",
     "shake speed_rpm=800 duration_s=600 temperature_c=30 @qinstruments_bioshake_3000t_elm"),

    ("ps_s08",
     "The Cell Plate (hereinafter \"CeP\") shall be incubated in the Thermo Scientific "
     "Cytomat 2C450 (hereinafter the \"Incubator\") at 37.0 °C for a period of not less than "
     "twenty-four (24) hours. Record the Incubator chamber temperature at loading.",
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),

    ("ps_s09",
     "Luminescence shall be quantified in each well of the aforementioned 384-well white "
     "plate with an integration time of five hundred (500) milliseconds per well.",
     "read_luminescence integration_s=0.5"),

    ("ps_s10",
     "Nucleic acid extraction shall be performed on the Thermo Scientific KingFisher Flex by "
     "execution of the validated program designated MagMAX_Viral_v2 (hereinafter the "
     "\"Extraction Program\"). No deviation from the Extraction Program is permitted.",
     "run_program program=MagMAX_Viral_v2 @kingfisher_flex"),

    ("ps_s11",
     "Fragment-size analysis of forty (40) samples contained in the Library Plate "
     "(96-well PCR plate) shall be effected on the Revvity LabChip GX Touch HT using the "
     "DNA High Sensitivity assay.",
     "run_assay sample_count=40 @labchip_gx_touch_ht"),

    ("ps_s12",
     "1. A method of preparing a serial dilution series, comprising dispensing fifty (50) "
     "microlitres of Assay Diluent into each well of columns 2 through 12, inclusive, of a "
     "96-well flat-bottom plate by means of the Hamilton Microlab STAR.",
     "transfer volume_ul=50 @hamilton_star wells=88"),

    ("ps_s13",
     "The Lysate Tubes (1.5 mL microcentrifuge tubes; hereinafter \"LT\") shall be "
     "centrifuged at 16,000 × g for ten (10) minutes at 4 °C in the Eppendorf Centrifuge "
     "5424 R.",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("ps_s14",
     "2.1 The Amplification Plate (96-well PCR plate; hereinafter \"AmP\") shall be subjected "
     "to thermal cycling on the INHECO ODTC as follows: initial denaturation at 98 °C for "
     "30 s; thirty-five (35) cycles, each cycle consisting of denaturation at 98 °C for 10 s, "
     "annealing at 62 °C for 20 s and extension at 72 °C for 30 s; final extension at 72 °C "
     "for 2 min; and hold at 4 °C.",
     "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
     "extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("ps_s15",
     "The contents of each well of row A of the 96 deep-well Pooling Block (hereinafter "
     "\"PB\") shall be homogenised by repeated aspiration and dispensing of a volume of "
     "100 µL, ten (10) cycles, on the Tecan Fluent.",
     "mix volume_ul=100 @tecan_fluent wells=12"),

    # ---- single step, halted -------------------------------------------
    ("ps_h01",
     "The Supernatant Plate (96-well flat-bottom polystyrene plate; hereinafter \"SnP\") "
     "shall be centrifuged at a relative centrifugal force of not less than 6,000 x g for "
     "five (5) minutes.",
     "halted"),

    ("ps_h02",
     "A method comprising sealing a 384-well PCR plate with a pierceable foil, wherein said "
     "sealing is effected at a temperature of 215 degrees Celsius for a period of 3 seconds.",
     "halted"),

    ("ps_h03",
     "Step 3. The operator shall dispense 400 µL of Wash Buffer (hereinafter \"WB\") into "
     "each well of the 96-well flat-bottom ELISA plate using the Biomek i5.\n"
     "Verify that no well overflows.",
     "halted"),

    # ---- single step, ask -------------------------------------------------
    ("ps_a01",
     "The Pellet Plate (96 deep-well) shall be centrifuged at 3,000 revolutions per minute "
     "for a period of five (5) minutes.",
     "ask"),

    ("ps_a02",
     "The Sealed Plate (hereinafter \"SdP\") shall be heat-sealed on the a4S at a "
     "temperature between 160 and 180 °C for 2 s.",
     "ask"),

    ("ps_s16",
     "The Reaction Plate shall be retrieved from the Thermo Scientific Cytomat 24 plate "
     "hotel by the operator for the purpose of the next Section.",
     "retrieve @cytomat_24"),

    ("ps_s17",
     "Claim 3. The method of claim 1, wherein the Conical Tubes (15 mL; hereinafter \"CT\") "
     "are centrifuged at 2,000 × g for a period of 20 min at a temperature of 8 °C in the "
     "Eppendorf Centrifuge 5810 R.",
     "spin rcf_g=2000 duration_s=1200 temperature_c=8 @eppendorf_5810r"),

    ("ps_s18",
     "6.3 Aliquot 0.8 mL (eight hundred microlitres) of Culture Medium (hereinafter \"CM\") into each "
     "of the twenty-four (24) wells of the 24-well deep-well block by means of the Opentrons "
     "Flex. Record the CM lot and expiry.",
     "transfer volume_ul=800 @opentrons_flex"),

    ("ps_h04",
     "The Peptide Plate (96-well UV-transparent plate) shall be read for absorbance at a "
     "wavelength of two hundred fourteen (214) nm on the SpectraMax i3x for determination "
     "of peptide-bond content.",
     "halted"),

    ("ps_h05",
     "The Resuspension Plate (384-well PCR plate; hereinafter \"RsP\") shall be agitated on "
     "the BioShake 3000-T elm at a speed of not less than 3,500 rpm for 30 seconds.",
     "halted"),

    ("ps_a03",
     "4.4 The aforementioned plate shall be read for luminescence on the Tecan Spark "
     "multimode reader with an integration time of 1 s.",
     "ask"),

    ("ps_a04",
     "The Bead Suspension (hereinafter \"BS\") contained in the 2 mL tube shall be "
     "vortexed at maximum setting for not less than fifteen (15) seconds.",
     "ask"),

    # =====================================================================
    # two or three steps
    # =====================================================================
    ("ps_m01",
     "A method for clarifying a cellular lysate, comprising the steps of: (a) centrifuging "
     "the Lysate Plate (96 deep-well; hereinafter \"LP\") at 2,500 x g for twenty (20) "
     "minutes at 4 °C in the Eppendorf 5810 R; and (b) thereafter transferring 150 µL of "
     "the supernatant from each well of said LP into a fresh 96-well flat-bottom plate by "
     "means of the Biomek i7 Hybrid.",
     "spin rcf_g=2500 duration_s=1200 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=150 @biomek_i7_hybrid"),

    ("ps_m02",
     "Before the Assay Plate (hereinafter \"AP\") is read, the operator shall remove the "
     "seal thereof by means of the XPeel. The AP shall thereupon be read for absorbance at "
     "450 nm.",
     "peel @azenta_xpeel > read_absorbance wavelength_nm=450"),

    ("ps_m03",
     "Step 7. Dispense 25 µL of CellTiter-Glo 2.0 reagent into each well of the 384-well "
     "white flat-bottom plate (hereinafter \"the Assay Plate\") using the Biomek i5.\n"
     "Step 8. Shake the Assay Plate on the BioShake at 1,500 rpm for 2 min.\n"
     "Step 9. Record luminescence with an integration time of 1 s per well.\n"
     "Verify that the plate barcode matches the batch record before Step 9.",
     "transfer volume_ul=25 @biomek_i5 > "
     "shake speed_rpm=1500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1"),

    ("ps_m04",
     "wherein said sealed plate is subsequently centrifuged at 500 x g for one (1) minute, "
     "said sealing having been effected on the Azenta a4S at 175 °C for 2.5 seconds.",
     "seal temperature_c=175 duration_s=2.5 @azenta_a4s > spin rcf_g=500 duration_s=60"),

    ("ps_m05",
     "The Reaction Plate (a 384-well PCR plate; hereinafter \"RxP\") shall first be "
     "centrifuged at 1,000 × g for 1 min on the BioNex HiG 4 and shall thereafter be "
     "subjected to real-time amplification on the Bio-Rad CFX384 comprising a polymerase "
     "activation step at 95 °C for 2 minutes followed by forty (40) cycles of 95 °C for "
     "5 seconds and 60 °C for 30 seconds.",
     "spin rcf_g=1000 duration_s=60 @bionex_hig4 > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("ps_m06",
     "The operator shall retrieve the Reporter Plate (hereinafter \"RpP\") from the Cytomat "
     "24 and shall thereafter measure the fluorescence of the RpP at an excitation wavelength "
     "of 530 nm and an emission wavelength of 590 nm.",
     "retrieve @cytomat_24 > read_fluorescence excitation_nm=530 emission_nm=590"),

    ("ps_m07",
     "5.1 Dispense 100 µL of pre-warmed Growth Medium into columns 1 to 6, inclusive, of the "
     "96-well tissue-culture plate (hereinafter the \"Culture Plate\") using the Opentrons "
     "OT-2.\n"
     "5.2 Thereafter, the Culture Plate shall be incubated at 37 °C for forty-eight (48) "
     "hours in the Cytomat 2C450.\n"
     "Note: Columns 7 to 12 are reserved and shall not be filled.",
     "transfer volume_ul=100 @opentrons_ot2 wells=48 > "
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450"),

    ("ps_m08",
     "Subsequent to execution of the program DNA_Blood_200 on the KingFisher Flex, fifty "
     "(50) microlitres of eluate shall be transferred from the Elution Plate (hereinafter "
     "\"EP\") into a 96-well PCR plate on the Opentrons Flex.",
     "run_program program=DNA_Blood_200 @kingfisher_flex > "
     "transfer volume_ul=50 @opentrons_flex"),

    ("ps_m09",
     "Following amplification, the aforementioned PCR plate shall be centrifuged at 300 x g "
     "for thirty (30) seconds and shall thereafter be analysed on the LabChip GX Touch "
     "(DNA 1K assay) in respect of all ninety-six (96) samples.",
     "spin rcf_g=300 duration_s=30 > run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("ps_m10",
     "Seal the Archive Plate (hereinafter \"ArP\") at 170 °C for 2 s.\n"
     "Verify seal integrity by visual inspection.\n"
     "Place the ArP in the Cytomat 2C425 refrigerated store at 4 °C.\n"
     "Record the storage position: ______",
     "seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425"),

    ("ps_m11",
     "A method comprising: (a) mixing the Master Mix (hereinafter \"MM\") contained in a "
     "2.0 mL tube by aspirating and dispensing 500 µL thereof five (5) times on the "
     "Hamilton STAR; and (b) aliquoting 15 µL of said MM into each of the ninety-six (96) "
     "wells of a 96-well PCR plate.",
     "mix volume_ul=500 @hamilton_star > transfer volume_ul=15"),

    ("ps_m12",
     "Prior to the measurement of absorbance at 600 nm, the Culture Plate shall have been "
     "shaken at 300 rpm for thirty (30) seconds on the BioShake 3000-T elm.",
     "shake speed_rpm=300 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600"),

    ("ps_m13",
     "The Digestion Plate (96-well PCR plate; hereinafter \"DP\") shall be incubated on the "
     "ODTC at 37 °C for sixty (60) minutes and subsequently at 65 °C for twenty (20) minutes "
     "for the purpose of enzyme inactivation.",
     "incubate temperature_c=37 duration_s=3600 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    ("ps_m14",
     "The Conical Tubes (50 mL; hereinafter \"CT\") shall be centrifuged at 3,000 x g for "
     "fifteen (15) minutes at 20 °C in the Eppendorf 5810 R, whereupon 1.0 mL of supernatant "
     "from each CT shall be aliquoted into a 96 deep-well plate on the Biomek i7.",
     "spin rcf_g=3000 duration_s=900 temperature_c=20 @eppendorf_5810r > "
     "transfer volume_ul=1000 @biomek_i7_hybrid"),

    ("ps_m15",
     "Claim 12. The method of claim 11, further comprising, after removal of the seal from "
     "the Detection Plate (96-well flat-bottom; hereinafter \"DtP\") by means of the plate "
     "peeler, dispensing 30 µL of Detection Reagent into each well of the block A1:H3 of "
     "said DtP using the Fluent 780.",
     "peel > transfer volume_ul=30 @tecan_fluent wells=24"),

    ("ps_m16",
     "A method comprising: (a) centrifuging the Plasma Tubes (2.0 mL; hereinafter \"PT\") at "
     "a relative centrifugal force of 25,000 x g for ten (10) minutes at 4 °C in the "
     "Eppendorf 5424 R; and (b) thereafter transferring 200 µL of the supernatant of each PT "
     "into a 96 deep-well plate on the Biomek i5.",
     "halted"),

    ("ps_m17",
     "The Sample Plate (hereinafter \"SP\") shall be centrifuged at 1,500 x g for two (2) "
     "minutes in the Eppendorf Centrifuge 5430 R and shall thereafter be sealed at 170 °C "
     "for 2 s.",
     "ask"),

    ("ps_m18",
     "Having first dispensed 5 µL of DMSO into each well of rows A and B of the 384-well "
     "Source Plate (hereinafter \"SrcP\") on the Biomek i7, the operator shall return the "
     "SrcP to the Cytomat 24 plate hotel.",
     "transfer volume_ul=5 @biomek_i7_hybrid wells=48 > store @cytomat_24"),

    ("ps_m19",
     "7.1 Seal the Compound Plate (384-well; hereinafter \"CmpP\") at 170 °C for 3 s.\n"
     "7.2 Thereafter store the CmpP in the Cytomat 2C425 at minus twenty degrees Celsius "
     "(-20 °C) until further notice.\n"
     "Record the date and time of storage.",
     "halted"),

    ("ps_m20",
     "The Staining Plate (96-well black, clear-bottom) shall be agitated on the plate shaker "
     "at speed setting seven (7) for five (5) minutes, whereupon the fluorescence thereof "
     "shall be measured at 488 nm excitation and 520 nm emission.",
     "ask"),

    ("ps_m21",
     "10.1 Verify that the laboratory ambient temperature is between 18 and 25 °C and "
     "record the reading.\n"
     "10.2 Incubate the Assay Plate (hereinafter \"AP\") at room temperature for ten (10) "
     "minutes.\n"
     "10.3 Read the luminescence of the AP with an integration time of 0.1 s per well.",
     "incubate duration_s=600 > read_luminescence integration_s=0.1"),

    ("ps_m22",
     "The PCR Strips (8-tube; hereinafter \"PS\") shall be pulse-centrifuged in the 5424R at "
     "2,000 × g for thirty (30) seconds; thereafter 10 µL of the contents of each tube of the "
     "PS shall be transferred into column 1 of a 96-well PCR plate by means of the OT-2.",
     "spin rcf_g=2000 duration_s=30 @eppendorf_5424r > "
     "transfer volume_ul=10 @opentrons_ot2 wells=8"),

    ("ps_m23",
     "A method comprising: (a) incubating the Binding Plate (96-well; hereinafter \"BdP\") at "
     "30 deg. C for 0.5 h on the BioShake 3000-T with orbital agitation at 1,100 rpm; and "
     "(b) centrifuging said BdP at 1.0 × 10^3 × g for 90 sec.",
     "shake speed_rpm=1100 duration_s=1800 temperature_c=30 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=1000 duration_s=90"),

    ("ps_m24",
     "The Elution Plate (hereinafter \"ElP\") shall be stored at 4 °C in the refrigerated "
     "store, having first been sealed at 170 °C for 2 s, said sealing having been preceded by "
     "execution of the program RNA_Elute_50 on the KingFisher Flex.",
     "run_program program=RNA_Elute_50 @kingfisher_flex > "
     "seal temperature_c=170 duration_s=2 > store temperature_c=4"),

    # =====================================================================
    # four or more steps
    # =====================================================================
    ("ps_l01",
     "BATCH RECORD BR-ELISA-007, Section 6 (Detection)\n"
     "6.1 The operator shall remove the plate seal from the ELISA Plate (96-well flat-bottom; "
     "hereinafter \"EP\") using the XPeel.\n"
     "6.2 Dispense 100 µL of TMB substrate into each well of the EP using the Tecan Fluent. "
     "Record the TMB lot number.\n"
     "6.3 Incubate the EP at room temperature for fifteen (15) minutes, protected from light.\n"
     "6.4 Dispense 50 µL of Stop Solution (0.5 M H2SO4) into each well of the EP.\n"
     "6.5 Within not more than 30 minutes of step 6.4, read the absorbance of the EP at "
     "450 nm on the SpectraMax i3x. Verify that the blank OD is not more than 0.100.",
     "peel @azenta_xpeel > transfer volume_ul=100 @tecan_fluent > incubate duration_s=900 > "
     "transfer volume_ul=50 > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("ps_l02",
     "A method of preparing a sequencing library, comprising: (a) dispensing 20 µL of "
     "End-Repair Master Mix (hereinafter \"ERMM\") into each well of a 96-well PCR plate "
     "containing 30 µL of fragmented DNA, by means of the Biomek i7 Hybrid; (b) sealing said "
     "plate at 165 °C for two (2) seconds; (c) centrifuging said plate at 280 x g for one (1) "
     "minute; and (d) incubating said plate on the ODTC at 20 °C for 30 minutes followed by "
     "65 °C for 30 minutes; wherein steps (a) through (d) are performed in the order recited.",
     "transfer volume_ul=20 @biomek_i7_hybrid > seal temperature_c=165 duration_s=2 > "
     "spin rcf_g=280 duration_s=60 > incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1800 @inheco_odtc"),

    ("ps_l03",
     "The Compound Plate (hereinafter \"CmP\") and the Cell Plate (a 384-well white "
     "flat-bottom plate; hereinafter \"CeP\") are as defined in Section 3. Subsequent to the "
     "transfer of 5 µL from the CmP into each well of the CeP on the Biomek i5, the CeP shall "
     "be incubated in the Cytomat 2C450 at 37 °C for seventy-two (72) hours. Upon retrieval, "
     "20 µL of CellTiter-Glo shall be added to each well of the CeP, the CeP shall be shaken "
     "at 1,200 rpm for 2 minutes on the BioShake, and the luminescence thereof shall be read "
     "with an integration time of 0.25 s.",
     "transfer volume_ul=5 @biomek_i5 > "
     "incubate temperature_c=37 duration_s=259200 @cytomat_2c450 > transfer volume_ul=20 > "
     "shake speed_rpm=1200 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=0.25"),

    ("ps_l04",
     "Step 1. Verify that the Hamilton STAR deck layout conforms to Figure 2.\n"
     "Step 2. Using the Hamilton STAR, aliquot 8 µL of qPCR Master Mix into each well of "
     "columns 1 to 12 of the 384-well PCR plate (hereinafter \"QP\").\n"
     "Step 3. Transfer 2 µL of template into the same wells of the QP.\n"
     "Step 4. Seal the QP at 160 °C for 1.2 s using the a4S.\n"
     "Step 5. Centrifuge the QP at 1,500 x g for 60 s.\n"
     "Step 6. Run the QP on the CFX384: 95 °C for 3 min; then forty-five (45) cycles of "
     "95 °C for 10 s, 58 °C for 20 s and 72 °C for 20 s.\n"
     "Operator: ________  Date: ________",
     "transfer volume_ul=8 @hamilton_star wells=192 > transfer volume_ul=2 wells=192 > "
     "seal temperature_c=160 duration_s=1.2 @azenta_a4s > spin rcf_g=1500 duration_s=60 > "
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=20 extension_c=72 "
     "extension_s=20 @biorad_cfx384"),

    ("ps_l05",
     "A method of isolating nucleic acid, comprising: (a) dispensing 200 µL of each sample "
     "into a corresponding well of a 96 deep-well plate (hereinafter the \"Sample Block\") on "
     "the Tecan Fluent; (b) adding 20 µL of Proteinase K to each said well; (c) agitating "
     "said Sample Block at 1,000 rpm for five (5) minutes at 56 °C on the BioShake 3000-T "
     "elm; (d) processing said Sample Block on the KingFisher Flex by means of the program "
     "MVP_2Wash_200_Flex; and (e) storing the resulting eluate plate at 4 °C in the plate "
     "fridge.",
     "transfer volume_ul=200 @tecan_fluent > transfer volume_ul=20 > "
     "shake speed_rpm=1000 duration_s=300 temperature_c=56 @qinstruments_bioshake_3000t_elm > "
     "run_program program=MVP_2Wash_200_Flex @kingfisher_flex > store temperature_c=4"),

    ("ps_l06",
     "4.1 The PCR Plate (hereinafter \"PP\") shall be sealed at 180 °C for 2.0 s.\n"
     "4.2 The PP shall be cycled on the ODTC as follows: 95 °C for 2 min; thirty (30) cycles "
     "of 95 °C for 15 s, 55 °C for 15 s and 72 °C for 60 s; 72 °C for 5 min; hold at 10 °C.\n"
     "4.3 The seal shall be removed from the PP by means of the de-sealer.\n"
     "4.4 Twenty-four (24) samples of the PP shall be analysed on the LabChip GX Touch using "
     "the DNA 5K assay.",
     "seal temperature_c=180 duration_s=2 > "
     "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 "
     "extension_s=60 final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc > "
     "peel > run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("ps_l07",
     "(i) The Assay Plate shall be retrieved from the Cytomat 24; (ii) the PF400 robot arm "
     "shall convey the Assay Plate to the Agilent VSpin, wherein it shall be centrifuged at "
     "800 x g for two (2) minutes; (iii) the PF400 shall thereafter convey the Assay Plate to "
     "the SpectraMax i3x; and (iv) the fluorescence of the Assay Plate shall be measured at "
     "Ex 340 nm / Em 460 nm.",
     "retrieve @cytomat_24 > move_plate @precise_pf400 > "
     "spin rcf_g=800 duration_s=120 @agilent_vspin > move_plate @precise_pf400 > "
     "read_fluorescence excitation_nm=340 emission_nm=460 @spectramax_i3x"),

    ("ps_l08",
     "Prior to the reading of absorbance at 340 nm, the Enzyme Plate (96-well flat-bottom; "
     "hereinafter \"EnzP\") shall be pre-incubated on the heater-shaker at 37 °C and 500 rpm "
     "for ten (10) minutes, said pre-incubation being preceded by the addition of 10 µL of "
     "substrate to each well of columns 1 to 3 of the EnzP by means of the OT-2.",
     "transfer volume_ul=10 @opentrons_ot2 wells=24 > "
     "shake speed_rpm=500 duration_s=600 temperature_c=37 > read_absorbance wavelength_nm=340"),

    ("ps_l09",
     "Step 1: Dispense 180 µL of LB medium into every well of the 96-well flat-bottom plate "
     "(hereinafter the \"Growth Plate\" or \"GP\") using the Biomek i5.\n"
     "Step 2: Inoculate each well of the GP with 20 µL of the overnight culture.\n"
     "Step 3: Shake the GP on the BioShake at 37 °C and 600 rpm for sixteen (16) hours.\n"
     "Step 4: Read the optical density of the GP at 600 nm.\n"
     "Verify that the OD600 of the blank wells is not more than 0.05.",
     "transfer volume_ul=180 @biomek_i5 > transfer volume_ul=20 > "
     "shake speed_rpm=600 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600"),

    ("ps_l10",
     "A method of assessing RNA integrity, comprising: (a) centrifuging the RNA Tubes "
     "(1.5 mL; hereinafter \"RT\") at 12,000 x g for two (2) minutes at 4 °C in the 5424 R; "
     "(b) transferring 10 µL from each RT into wells A1 through H1 of a 96-well PCR plate by "
     "means of the Hamilton STAR; (c) heat-denaturing said plate on the ODTC at 70 °C for "
     "2 minutes; and (d) analysing the eight (8) samples on the LabChip GX using the RNA "
     "assay.",
     "spin rcf_g=12000 duration_s=120 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=10 @hamilton_star wells=8 > "
     "incubate temperature_c=70 duration_s=120 @inheco_odtc > "
     "run_assay sample_count=8 @labchip_gx_touch_ht"),

    ("ps_l11",
     "A method comprising: (a) dispensing 50 µL of qPCR reaction mix into each well of a "
     "384-well PCR plate by means of the Biomek i7; (b) sealing said plate at 165 °C for "
     "1.5 s; (c) centrifuging said plate at 1,000 x g for 1 minute; and (d) amplifying on "
     "the CFX384 for forty (40) cycles.",
     "halted"),

    ("ps_l12",
     "5.1 Transfer 100 µL of each serum sample into the 96-well flat-bottom plate "
     "(hereinafter \"SeP\") using the Tecan Fluent.\n"
     "5.2 Heat-inactivate the SeP in the Cytomat 2C450 at 60 °C for thirty (30) minutes.\n"
     "5.3 Read the absorbance of the SeP at 405 nm.\n"
     "Verify that the heat-inactivation timer was started.",
     "halted"),

    ("ps_l13",
     "A method of shearing chromatin, comprising: (a) dispensing 130 µL of cross-linked "
     "chromatin into each well of a 96-well PCR plate on the Hamilton STAR; (b) sealing said "
     "plate at 170 °C for 2 s; (c) sonicating said plate for three hundred (300) seconds at "
     "a peak incident power of 450 W; and (d) centrifuging said plate at 500 x g for 1 min.",
     "ask"),

    ("ps_l14",
     "A method of bisulfite conversion, comprising: (a) adding 130 µL of Conversion Reagent "
     "to 20 µL of DNA in each well of a 96-well PCR plate on the Biomek i5; (b) sealing said "
     "plate at 170 °C for 2 s; (c) incubating said plate on the ODTC at the conversion "
     "temperature set forth in Annex C for a period of fifteen (15) minutes; and (d) storing "
     "said plate in the cold store at 4 °C.",
     "ask"),

    ("ps_l15",
     "Step 3. Dispense 10 µL of resazurin solution into each well of the Cell Plate (96-well "
     "black; hereinafter \"CeP\") using the Biomek i5.\n"
     "Step 4. Incubate the CeP in the Cytomat 2C450 at 37 °C for NLT 2 h and NMT 4 h.\n"
     "Step 5. Read the fluorescence of the CeP at 560 nm excitation / 590 nm emission.",
     "ask"),

    ("ps_l16",
     "6.1 Dispense 5 µL of each standard and sample into wells A1 through H6 of the 96-well "
     "flat-bottom plate (hereinafter \"BP\") using the ML STAR.\n"
     "6.2 Dispense 250 µL of Coomassie reagent into the same wells of the BP.\n"
     "6.3 Shake the BP at 600 rpm for 30 s on the BioShake.\n"
     "6.4 Incubate the BP at room temperature for not less than ten (10) minutes.\n"
     "6.5 Read the absorbance of the BP at 595 nm.\n"
     "Acceptance criterion: coefficient of determination of the standard curve NLT 0.99.",
     "transfer volume_ul=5 @hamilton_star wells=48 > transfer volume_ul=250 wells=48 > "
     "shake speed_rpm=600 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "incubate duration_s=600 > read_absorbance wavelength_nm=595"),

    ("ps_l17",
     "A method of quantifying a cytokine by time-resolved FRET, comprising: (a) dispensing "
     "10 µL of sample into each well of a 384-well white low-volume plate; (b) adding 10 µL "
     "of the antibody conjugate mixture thereto; (c) heat-sealing said plate at 165 °C for "
     "1 s; (d) centrifuging said plate at 1,000 x g for 1 min; (e) removing the seal from "
     "said plate; and (f) measuring the fluorescence of said plate at an excitation "
     "wavelength of 320 nm and an emission wavelength of 665 nm.",
     "transfer volume_ul=10 > transfer volume_ul=10 > seal temperature_c=165 duration_s=1 > "
     "spin rcf_g=1000 duration_s=60 > peel > "
     "read_fluorescence excitation_nm=320 emission_nm=665"),

    ("ps_l18",
     "1. A method for normalising genomic DNA, comprising: (a) transferring, by means of the "
     "Opentrons OT-2, a first volume of each DNA sample into a corresponding well of a "
     "96-well PCR plate; (b) adding a second volume of nuclease-free water to each said well; "
     "(c) heat-sealing said plate; and (d) centrifuging said sealed plate.\n"
     "2. The method of claim 1, wherein said first volume is 5 µL and said second volume is "
     "45 µL.\n"
     "3. The method of claim 2, wherein step (c) is performed at 170 °C for 2 s and step (d) "
     "is performed at 1,000 x g for 1 minute.",
     "transfer volume_ul=5 @opentrons_ot2 > transfer volume_ul=45 > "
     "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=60"),

    ("ps_l19",
     "The Reporter Cell Plate (96-well white, 100 µL per well; hereinafter \"RCP\") shall be "
     "retrieved from the Cytomat 2C450. The operator shall thereupon add 100 µL of ONE-Glo "
     "reagent to each well of the RCP by means of the Biomek i5, shake the RCP on the "
     "BioShake at 900 rpm for three (3) minutes, and read the luminescence of the RCP with an "
     "integration time of one (1) second.",
     "retrieve @cytomat_2c450 > transfer volume_ul=100 @biomek_i5 > "
     "shake speed_rpm=900 duration_s=180 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1"),

    ("ps_l20",
     "A method of staining cells for flow cytometry, comprising: (a) centrifuging a 96-well "
     "V-bottom plate containing the cells (hereinafter \"VP\") at 400 x g for four (4) "
     "minutes at 4 °C in the Eppendorf 5810 R; (b) adding 150 µL of FACS buffer to each well "
     "of the VP; (c) centrifuging the VP under the conditions recited in step (a); (d) adding "
     "50 µL of antibody cocktail to each well of the VP; and (e) agitating the VP at 500 rpm "
     "for one (1) minute on the BioShake.",
     "spin rcf_g=400 duration_s=240 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=150 > "
     "spin rcf_g=400 duration_s=240 temperature_c=4 @eppendorf_5810r > "
     "transfer volume_ul=50 > "
     "shake speed_rpm=500 duration_s=60 @qinstruments_bioshake_3000t_elm"),

    ("ps_l21",
     "A method of isothermal amplification, comprising: (a) dispensing 18 µL of LAMP Master "
     "Mix into each well of rows A through D of a 384-well PCR plate by means of the Biomek "
     "i7 Hybrid; (b) adding 2 µL of extracted RNA to each said well; (c) sealing said plate "
     "at 165 °C for 1.5 s; (d) centrifuging said plate at 1,000 × g for 30 s; and (e) "
     "incubating said plate on the CFX384 at 65 °C for thirty (30) minutes.",
     "transfer volume_ul=18 @biomek_i7_hybrid wells=96 > transfer volume_ul=2 wells=96 > "
     "seal temperature_c=165 duration_s=1.5 > spin rcf_g=1000 duration_s=30 > "
     "incubate temperature_c=65 duration_s=1800 @biorad_cfx384"),

    ("ps_l22",
     "3.1 The Assay Plate shall be sealed on the a4S at 160 °C for 1.0 s.\n"
     "3.2 The plate handler (Brooks PreciseFlex PF400) shall convey the Assay Plate to the "
     "BioNex HiG 4.\n"
     "3.3 The Assay Plate shall be centrifuged therein at 2,000 × g for three (3) minutes.\n"
     "3.4 The PF400 shall convey the Assay Plate to the Cytomat 24, wherein it shall be "
     "stored.",
     "seal temperature_c=160 duration_s=1 @azenta_a4s > move_plate @precise_pf400 > "
     "spin rcf_g=2000 duration_s=180 @bionex_hig4 > move_plate @precise_pf400 > "
     "store @cytomat_24"),

    ("ps_l23",
     "A method of screening bacterial colonies, comprising: (a) aliquoting 24 µL of PCR "
     "Master Mix into each well of rows A through D of a 96-well PCR plate via the Biomek "
     "i5; (b) inoculating each said well with 1 µL of colony suspension; (c) sealing said "
     "plate at 170 °C for 2 s; (d) thermally cycling said plate on the ODTC by an initial "
     "denaturation at 94 °C for 5 min, twenty-five (25) cycles of 94 °C for 30 s, 55 °C for "
     "30 s and 72 °C for 1 min, and a final extension at 72 °C for 7 min; and (e) storing "
     "said plate in the plate fridge at 4 °C.",
     "transfer volume_ul=24 @biomek_i5 wells=48 > transfer volume_ul=1 wells=48 > "
     "seal temperature_c=170 duration_s=2 > "
     "run_pcr cycles=25 initial_denaturation_c=94 initial_denaturation_s=300 "
     "denaturation_c=94 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 "
     "extension_s=60 final_extension_c=72 final_extension_s=420 @inheco_odtc > "
     "store temperature_c=4"),
]
