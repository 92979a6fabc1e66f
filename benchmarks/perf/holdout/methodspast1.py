"""Hold-out batch: methods paragraphs pasted from papers and theses.

Style: past tense, passive voice ("Plates were centrifuged at 1,000 x g for 5 min
prior to reading"), supplier references in brackets (Thermo Fisher, Waltham, MA, USA),
citations such as [12] or (Smith et al., 2019), with a one-line request before or after
asking to reproduce all or part of the paragraph on the workcell.

Traps: only the requested part counts ("paragraph 2 only", "only the spin"); the
paper's own instruments (Tecan Infinite, Allegra, Sigma centrifuge) are swapped for ours
by the request and a supplier name such as "Tecan" or "Revvity" must not pull in the
Fluent or the LabChip; steps written in reverse order ("read ... after spinning");
catalogue numbers, concentrations, passages, cell densities, pH, citations and figure
numbers are context; corrections from errata take precedence; rpm given together with
an x g equivalent is fine, rpm alone is not; equal-volume additions; numbers as words.
"""

NAME = "methodspast1"

CASES: list[tuple[str, str, str]] = [
    # ---- plans -------------------------------------------------------------------
    ("methodspast1-01",
     "Reproduce the second paragraph on the workcell please.\n\n"
     "2.3 Cell viability. HCT116 cells (ATCC CCL-247) were seeded at 3,000 cells per well in white "
     "384-well plates (Corning 3570, Corning, NY, USA) and treated for 72 h as described [21].\n\n"
     "After treatment, 25 µL of CellTiter-Glo 2.0 (Promega, Madison, WI, USA) was added to each well. "
     "Plates were shaken for 2 min at 500 rpm, equilibrated at room temperature for 10 min, and "
     "luminescence was recorded on a SpectraMax i3x (Molecular Devices, San Jose, CA, USA) with 0.5 s integration.",
     "transfer volume_ul=25 > shake speed_rpm=500 duration_s=120 > incubate duration_s=600 > "
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("methodspast1-02",
     "Same cycling as their qPCR but on our CFX384, just the run (plates will already be sealed):\n"
     "\"Reactions (10 µL) contained 5 µL SsoAdvanced Universal SYBR Green Supermix (Bio-Rad, Hercules, CA, USA), "
     "500 nM of each primer and 2 µL cDNA. Amplification was performed on a CFX384 Touch (Bio-Rad) with an "
     "initial denaturation at 95 °C for 30 s followed by 40 cycles of 95 °C for 5 s and 60 °C for 30 s "
     "(Livak and Schmittgen, 2001).\"",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=30 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    # "Tecan" here is the paper's Infinite reader, not our Fluent; the additions name no liquid handler.
    ("methodspast1-03",
     "Do the detection part of this on our i3x (we don't have their Tecan reader):\n"
     "\"After the final wash, 100 µL of TMB substrate (Thermo Fisher Scientific, Waltham, MA, USA) was added "
     "to each well and plates were incubated for 15 min at room temperature in the dark. The reaction was "
     "stopped with 50 µL of 2 N H2SO4 and absorbance was read at 450 nm on an Infinite M200 PRO "
     "(Tecan, Männedorf, Switzerland) [17].\"",
     "transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50 > "
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("methodspast1-04",
     "Plates were read at 340 nm on the SpectraMax i3x following a brief centrifugation (1,000 × g, 1 min) "
     "to remove air bubbles, as described by Bergmeyer et al. (1983).\n-- can the cell do exactly this?",
     "spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=340 @spectramax_i3x"),

    ("methodspast1-05",
     "Amplicons were generated with Q5 High-Fidelity DNA Polymerase (NEB, Ipswich, MA, USA; cat. no. M0491L) "
     "in 25 µL reactions. Plates were heat-sealed at 165 °C for 3 s and cycled as follows: 98 °C for 30 s; "
     "30 cycles of 98 °C for 10 s, 62 °C for 20 s and 72 °C for 30 s; final extension at 72 °C for 2 min; "
     "hold at 4 °C.\nPlease run this on the ODTC, sealing on the a4S first.",
     "seal temperature_c=165 duration_s=3 @azenta_a4s > run_pcr cycles=30 initial_denaturation_c=98 "
     "initial_denaturation_s=30 denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 "
     "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("methodspast1-06",
     "From our 2022 paper, methods 2.2 -- reproduce it on the i7 and the KingFisher:\n"
     "\"Two hundred microlitres of swab medium and 5 µL of proteinase K (Thermo Fisher, Waltham, MA, USA) "
     "were dispensed into each well of a 96-deep-well plate using a Biomek i7 (Beckman Coulter, Brea, CA, USA). "
     "Nucleic acids were then extracted on a KingFisher Flex using the program MVP_2Wash_200_Flex [9].\"",
     "transfer volume_ul=200 @biomek_i7_hybrid > transfer volume_ul=5 @biomek_i7_hybrid > "
     "run_program program=MVP_2Wash_200_Flex @kingfisher_flex"),

    ("methodspast1-07",
     "Library size distribution was checked on a LabChip GX Touch HT (Revvity, Waltham, MA, USA) using the "
     "DNA High Sensitivity assay; all 96 libraries were run on a single plate (Fig. S3).\n"
     "just reproduce the QC run",
     "run_assay assay=dna_high_sensitivity sample_count=96 @labchip_gx_touch_ht"),

    ("methodspast1-08",
     "Seed like their Fig. 2 but with the Opentrons Flex and the Cytomat:\n"
     "\"HEK293T cells (ATCC CRL-3216; passages 8–15) were seeded at 2 × 10^4 cells per well in 100 µL of DMEM "
     "(Gibco, Thermo Fisher) in 96-well plates and incubated for 24 h at 37 °C, 5% CO2 before transfection "
     "(Lee et al., 2020).\"",
     "transfer volume_ul=100 @opentrons_flex > "
     "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450"),

    ("methodspast1-09",
     "Plates were incubated at 37 °C for 30 min with orbital shaking at 1,200 rpm on a BioShake 3000-T elm "
     "(QInstruments, Jena, Germany) [4]. Reproduce this step as-is pls.",
     "shake speed_rpm=1200 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm"),

    ("methodspast1-10",
     "Could the cell do paragraph 3 with our HiG4 in place of their Allegra?\n\n"
     "(3) Lysates in 96-deep-well blocks were clarified by centrifugation at 3,000 × g for 15 min "
     "(Allegra X-15R, Beckman Coulter), and 150 µL of each supernatant was transferred to a fresh plate "
     "for the Bradford assay (Bradford, 1976).",
     "spin rcf_g=3000 duration_s=900 @bionex_hig4 > transfer volume_ul=150"),

    # The -80 °C storage is explicitly left out by the request.
    ("methodspast1-11",
     "Reproduce the harvest step: \"Cultures (50 mL in 50 mL conical tubes) were harvested by centrifugation "
     "at 4,000 × g for 15 min at 4 °C in an Eppendorf 5810 R (Eppendorf, Hamburg, Germany), and pellets were "
     "stored at −80 °C.\" Only the spin, the freezer part we do by hand.",
     "spin rcf_g=4000 duration_s=900 temperature_c=4 @eppendorf_5810r"),

    ("methodspast1-12",
     "Lysates were cleared at 16,000 ×g for 10 min at 4 °C (Centrifuge 5424 R, Eppendorf) and 20 µL of each "
     "supernatant was transfered to a 96-well plate, followed by 200 µL of BCA working reagent (Pierce, "
     "Thermo Fisher; cat. 23225).\n-- reproduce all three steps please",
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r > transfer volume_ul=20 > "
     "transfer volume_ul=200"),

    ("methodspast1-13",
     "Like their Fig. 4 resazurin readout: \"Sealed plates were retrieved from the cold store, de-sealed "
     "(XPeel, Azenta Life Sciences, Chelmsford, MA, USA) and fluorescence was measured at 560 nm excitation "
     "and 590 nm emission (SpectraMax i3x).\" Do the same on ours.",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > "
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),

    ("methodspast1-14",
     "Reproduce the last sentence: \"Following addition of detection reagent, assay plates were placed in a "
     "plate hotel (Cytomat 24, Thermo Scientific) at ambient temperature until reading [15].\"",
     "store @cytomat_24"),

    ("methodspast1-15",
     "Plates were moved to the reader by a PreciseFlex 400 arm (Brooks Automation, Chelmsford, MA, USA) and "
     "absorbance at 600 nm was recorded (Wang et al., 2021). -- same on our PF400 and i3x.",
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("methodspast1-16",
     "Normalised gDNA (5 µL; 2 ng/µL) was transferred into columns 1–6 of a 96-well PCR plate using a "
     "Microlab STAR (Hamilton, Reno, NV, USA) [11]. Please reproduce on our STAR.",
     "transfer volume_ul=5 wells=48 @hamilton_star"),

    ("methodspast1-17",
     "Reproduce the standard-curve plating from Smith et al. (2019) on the OT-2: \"Fifty microlitres of each "
     "BSA standard (0–2,000 µg/mL; Pierce, cat. no. 23208) were pipetted into wells A1–H1 with an OT-2 "
     "(Opentrons, Brooklyn, NY, USA), followed by 200 µL of working reagent into the same wells.\"",
     "transfer volume_ul=50 wells=8 @opentrons_ot2 > transfer volume_ul=200 wells=8 @opentrons_ot2"),

    ("methodspast1-18",
     "Reproduce the lysis step on the Fluent: \"One hundred and fifty microlitres of lysis buffer (Qiagen, "
     "Hilden, Germany) was added to each sample and mixed by 10 aspirate–dispense cycles of 100 µL on a "
     "Fluent 780 (Tecan, Männedorf, Switzerland).\"",
     "transfer volume_ul=150 @tecan_fluent > mix volume_ul=100 cycles=10 @tecan_fluent"),

    # The 5 min bench wait names no instrument, so the incubate carries no device.
    ("methodspast1-19",
     "Clean-up as in [5], on our Biomek i5: \"AMPure XP beads (45 µL; Beckman Coulter, Brea, CA, USA) were "
     "added to each 25 µL PCR, mixed ten times at 40 µL and, after 5 min at room temperature, the plate was "
     "placed on the i5 magnet for 5 min.\"",
     "transfer volume_ul=45 @biomek_i5 > mix volume_ul=40 cycles=10 @biomek_i5 > incubate duration_s=300 > "
     "magnetic_separation duration_s=300 @biomek_i5"),

    ("methodspast1-20",
     "Before sealing, plates were pulse-centrifuged at 500 xg for 1 min (VSpin, Agilent, Santa Clara, CA, USA) "
     "and then sealed with peelable foil at 170 °C for 2 s.\nReproduce exactly: VSpin, then our sealer.",
     "spin rcf_g=500 duration_s=60 @agilent_vspin > seal temperature_c=170 duration_s=2 @azenta_a4s"),

    ("methodspast1-21",
     "Reproduce the Dual-Glo part of seciton 2.6, luminescence on our i3x:\n"
     "\"Firefly luminescence was read (1 s integration) after cells were lysed with 75 µL of Dual-Glo reagent "
     "(Promega, Madison, WI, USA) and incubated for 10 min at room temperature.\"",
     "transfer volume_ul=75 > incubate duration_s=600 > read_luminescence integration_s=1 @spectramax_i3x"),

    # Paragraph 1 (including its -20 °C storage) is excluded by the request.
    ("methodspast1-22",
     "Reproduce paragraph 2 only.\n\nProtein was extracted as in [7] and stored at −20 °C.\n\n"
     "For quantification, 5 µL of each lysate and 250 µL of Bradford reagent (Bio-Rad, cat. 5000205) were "
     "added to rows A–D of a clear 96-well plate. After 10 min at room temperature, absorbance was measured at "
     "595 nm on a microplate reader.",
     "transfer volume_ul=5 wells=48 > transfer volume_ul=250 wells=48 > incubate duration_s=600 > "
     "read_absorbance wavelength_nm=595 @spectramax_i3x"),

    ("methodspast1-23",
     "Fig. 3A viability assay, same as theirs but on our workcell:\n\"MTT (10 µL, 5 mg/mL; Sigma-Aldrich, "
     "St. Louis, MO, USA) was added to each well and plates were incubated for 4 h at 37 °C and 5% CO2 in a "
     "humidified incubator. 100 µL of DMSO was then added to dissolve the formazan, plates were shaken at "
     "300 rpm for 10 min, and absorbance was read at 570 nm on a plate reader (Mosmann, 1983).\"",
     "transfer volume_ul=10 > incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450 > "
     "transfer volume_ul=100 > shake speed_rpm=300 duration_s=600 > "
     "read_absorbance wavelength_nm=570 @spectramax_i3x"),

    ("methodspast1-24",
     "\"...plates were incubated for 2 h at room temperature and time-resolved fluorescence was read "
     "(λex 320 nm, λem 665 nm) on a SpectraMax i3x [19].\"\nReproduce that, but the corrigendum changed "
     "the 2 h to 1 h -- use the corrected time.",
     "incubate duration_s=3600 > read_fluorescence excitation_nm=320 emission_nm=665 @spectramax_i3x"),

    ("methodspast1-25",
     "Reproduce the end of 2.5: \"Sealed plates were stored at 4 °C in an automated refrigerated store "
     "(Cytomat 2C425, Thermo Fisher Scientific) for up to one week.\"",
     "store temperature_c=4 @cytomat_2c425"),

    ("methodspast1-26",
     "Same as the paper's DNase treatment but on our instruments: \"Reactions were heat-sealed (Azenta a4S, "
     "160 °C, 2 s) and DNase I (Thermo Fisher, EN0521) was inactivated at 65 °C for 10 min on an on-deck "
     "thermal cycler (ODTC, INHECO, Martinsried, Germany).\"",
     "seal temperature_c=160 duration_s=2 @azenta_a4s > incubate temperature_c=65 duration_s=600 @inheco_odtc"),

    # Columns 3-24 of a 384 plate = 22 x 16 = 352 wells (the complement of columns 1-2).
    ("methodspast1-27",
     "Reproduce the first paragraph on the Biomek i7 (ignore the imaging in the second):\n\n"
     "Assay-ready 384-well plates received 20 µL of kinase buffer in columns 1–2 (no-enzyme controls) using "
     "the Biomek i7 (Beckman Coulter); columns 3–24 received 20 µL of enzyme mix.\n\n"
     "Plates were imaged on an ImageXpress Micro (Molecular Devices).",
     "transfer volume_ul=20 wells=32 @biomek_i7_hybrid > transfer volume_ul=20 wells=352 @biomek_i7_hybrid"),

    ("methodspast1-28",
     "Run paragraph 2 like they did, on our a4S, VSpin and CFX384:\n\n"
     "RNA was isolated as described (Chomczynski and Sacchi, 1987).\n\n"
     "The 384-well plate was sealed (165 °C, 3 s), spun at 1,000 ×g for 1 min and amplified with TaqMan "
     "Fast Advanced Master Mix (Applied Biosystems): 95 °C for 10 min, then 45 cycles of 95 °C for 15 s "
     "and 60 °C for 1 min.",
     "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=1000 duration_s=60 @agilent_vspin > "
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 "
     "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384"),

    # "An equal volume" of reagent = the 50 µL of supernatant just moved.
    ("methodspast1-29",
     "Reproduce the LDH release assay (para 4), our Hamilton does the pipetting:\n\"Plates were centrifuged "
     "at 250 × g for 4 min, and 50 µL of supernatant from each well was transferred to a fresh flat-bottom "
     "plate with a Hamilton STAR. An equal volume of CytoTox 96 reagent (Promega) was added and, after 30 min "
     "at room temperature protected from light, absorbance at 490 nm was recorded on a plate reader.\"",
     "spin rcf_g=250 duration_s=240 > transfer volume_ul=50 @hamilton_star > "
     "transfer volume_ul=50 @hamilton_star > incubate duration_s=1800 > "
     "read_absorbance wavelength_nm=490 @spectramax_i3x"),

    ("methodspast1-30",
     "From my MSc thesis (ch. 3, p. 47): \"At 48 h post-infection, plates were retrieved from the Cytomat "
     "2C450 incubator and GFP fluorescence (ex/em 485/520 nm) was quantified on a SpectraMax i3x.\" "
     "Reproduce that on the workcell.",
     "retrieve @cytomat_2c450 > read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x"),

    # rpm is given together with its x g equivalent, so the spin is fully specified.
    ("methodspast1-31",
     "Reproduce the pelleting step only: \"Cells were pelleted at 1,500 rpm (≈300 × g) for 5 min at room "
     "temperature in 15 mL tubes (Eppendorf 5810 R) and resuspended in PBS for counting [23].\"",
     "spin rcf_g=300 duration_s=300 @eppendorf_5810r"),

    ("methodspast1-32",
     "Plates were agitated for five minutes (800 rpm; BioShake 3000-T elm, QInstruments) and subsequntly "
     "centrifuged for two minutes at 1,000 × g prior to reading (Fig. 2B).\n"
     "reproduce all of it except the reading",
     "shake speed_rpm=800 duration_s=300 @qinstruments_bioshake_3000t_elm > spin rcf_g=1000 duration_s=120"),

    ("methodspast1-33",
     "Same as their Fig. 5 transfection but on our Fluent: \"Lipofectamine 3000–DNA complexes (10 μl per well; "
     "Invitrogen, Carlsbad, CA, USA) were added to the cells using a Tecan Fluent, and plates were returned to "
     "the CO2 incubator (37 ºC, 5 % CO2) for 48 hrs prior to analysis.\"",
     "transfer volume_ul=10 @tecan_fluent > "
     "incubate temperature_c=37 duration_s=172800 co2_percent=5 @cytomat_2c450"),

    ("methodspast1-34",
     "Reproduce the normalisation (para 2) on our OT-2.\n\nLibraries were quantified by Qubit (Thermo Fisher).\n\n"
     "Libraries in wells A1–A12 were diluted by adding 40 µL of 10 mM Tris-HCl (pH 8.5), and wells A1–A12 "
     "were then mixed 5× with 30 µL using an OT-2 (Opentrons).",
     "transfer volume_ul=40 wells=12 @opentrons_ot2 > mix volume_ul=30 cycles=5 wells=12 @opentrons_ot2"),

    ("methodspast1-35",
     "Per their methods (Kim et al., 2018): \"Samples were spun at 21,000 rcf for 20 min at 4 deg C in a 5424R "
     "microcentrifuge (Eppendorf).\" Do this spin on ours.",
     "spin rcf_g=21000 duration_s=1200 temperature_c=4 @eppendorf_5424r"),

    ("methodspast1-36",
     "Reproduce the purity check: \"Purified proteins (48 samples) were analysed on a LabChip GX Touch HT "
     "using the HT Protein Express assay (Revvity) under reducing conditions.\"",
     "run_assay assay=protein_express sample_count=48 @labchip_gx_touch_ht"),

    ("methodspast1-37",
     "Repeat the section 2.3 extraction on our KF: \"The sealed sample plate was de-sealed with an automated "
     "plate peeler and RNA was purified on a KingFisher Flex (Thermo Fisher) running the BindIt program "
     "MagMAX_mirVana_Flex [13].\"",
     "peel @azenta_xpeel > run_program program=MagMAX_mirVana_Flex @kingfisher_flex"),

    ("methodspast1-38",
     "Reproduce: \"Compound source plates were retrieved from the plate hotel (Cytomat 24) and 2 µL of each "
     "compound (10 mM in DMSO) was stamped into the assay plate with the Biomek i7 96-channel head; the assay "
     "plate was then briefly spun (500 × g, 1 min).\"",
     "retrieve @cytomat_24 > transfer volume_ul=2 @biomek_i7_hybrid > spin rcf_g=500 duration_s=60"),

    ("methodspast1-39",
     "End repair and A-tailing (NEBNext Ultra II, NEB, Ipswich, MA, USA) were performed at 20 °C for 30 min "
     "followed by 65 °C for 30 min in a thermal cycler with the lid heated [2].\nDo that on our ODTC.",
     "incubate temperature_c=20 duration_s=1800 @inheco_odtc > incubate temperature_c=65 duration_s=1800 @inheco_odtc"),

    ("methodspast1-40",
     "same as their Fig. 2 assay prep but on our HiG4 instead of the Sigma 4-16KS: \"Filter plates were "
     "centrifuged at 2,500 x g for 10 mins to collect the eluate, which was then kept in the plate hotel.\"",
     "spin rcf_g=2500 duration_s=600 @bionex_hig4 > store @cytomat_24"),

    ("methodspast1-41",
     "Please reproduce the viability readout from [31] on the Opentrons Flex: \"Resazurin (20 µL of "
     "0.15 mg/mL; Sigma-Aldrich) was added to each well, plates were incubated for 3 h at 37 °C with 5% CO2 "
     "in the incubator, and fluorescence was read at λex 560 nm / λem 590 nm on a plate reader.\"",
     "transfer volume_ul=20 @opentrons_flex > "
     "incubate temperature_c=37 duration_s=10800 co2_percent=5 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x"),

    ("methodspast1-42",
     "Reproduce the spin in their 2.7 on the VSpin: \"Cells were collected by centrifugation at 500 × g "
     "for 5 min.\" Correction from the authors: it should read 800 × g, not 500.",
     "spin rcf_g=800 duration_s=300 @agilent_vspin"),

    ("methodspast1-43",
     "Reproduce paragraph 1 on the Opentrons Flex.\n\nThe bead-bound samples were resuspended in 50 microliters "
     "of elution buffer and mixed by pipetting fifteen times (40 microliters) before a 5 min incubation at "
     "37 °C.\n\nEluates were analysed by LC–MS/MS (Orbitrap Exploris 480, Thermo Fisher).",
     "transfer volume_ul=50 @opentrons_flex > mix volume_ul=40 cycles=15 @opentrons_flex > "
     "incubate temperature_c=37 duration_s=300"),

    # "after 3 min" is a timed wait before the spin, written as an incubate.
    ("methodspast1-44",
     "Same as their Nano-Glo readout but on the i3x, everything in this paragrah: \"Nano-Glo substrate "
     "(Promega; 1:100) was added at 10 µL per well and, after 3 min, plates were centrifuged at 1,000 × g for "
     "1 min prior to reading luminescence (integration 0.2 s).\"",
     "transfer volume_ul=10 > incubate duration_s=180 > spin rcf_g=1000 duration_s=60 > "
     "read_luminescence integration_s=0.2 @spectramax_i3x"),

    ("methodspast1-45",
     "Reproduce the end of the method: \"Plates were heat-sealed at 175 °C for 1.5 s (a4S, Azenta) and stored "
     "at 4 °C in a Cytomat 2C425 until LabChip analysis.\"",
     "seal temperature_c=175 duration_s=1.5 @azenta_a4s > store temperature_c=4 @cytomat_2c425"),

    ("methodspast1-46",
     "Reproduce the binding step on our Biomek i5: \"Streptavidin beads (10 µL; Dynabeads MyOne C1, "
     "Invitrogen) were added and the plate was shaken at 1,000 rpm for 15 min on the Biomek i5 orbital "
     "shaker ALP.\"",
     "transfer volume_ul=10 @biomek_i5 > shake speed_rpm=1000 duration_s=900 @biomek_i5"),

    ("methodspast1-47",
     "Reproduce their colony PCR cycling on our ODTC (plate comes sealed): \"Colonies were screened with "
     "Taq DNA polymerase (NEB, M0273) using initial denaturation at 95ºC for 5 min; 35 cycles of 95ºC 30 sec, "
     "55ºC 30 sec and 72ºC 1 min; final extension at 72ºC for 5 min; hold at 10ºC.\"",
     "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=300 denaturation_c=95 "
     "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
     "final_extension_c=72 final_extension_s=300 hold_c=10 @inheco_odtc"),

    ("methodspast1-48",
     "Reproduce the HiBiT lytic detection (their Fig. 2 assay) on our Fluent and i3x: \"An equal volume "
     "(50 uL) of Nano-Glo HiBiT Lytic reagent (Promega) was dispensed with a Fluent 1080, plates were mixed "
     "on an orbital shaker for 10 min at 600 rpm and luminescence was measured.\"",
     "transfer volume_ul=50 @tecan_fluent > shake speed_rpm=600 duration_s=600 > "
     "read_luminescence @spectramax_i3x"),

    # ---- halted ------------------------------------------------------------------
    # 25,000 x g on 1.5 mL tubes: above the 5424 R (21,130) and the 5810 R (20,133).
    ("methodspast1-49",
     "Reproduce the membrane prep in para 3: \"Homogenates were cleared at 1,000 × g for 10 min at 4 °C, and "
     "the supernatant was centrifuged at 25,000 × g for 30 min at 4 °C in 1.5 mL tubes to pellet membranes "
     "(Gonzalez et al., 2017).\"",
     "halted"),

    ("methodspast1-50",
     "Reproduce the seal-and-store step: \"PCR plates were sealed on an a4S (Azenta) at 215 °C for 2 s and "
     "kept at 4 °C in the Cytomat 2C425.\"",
     "halted"),

    ("methodspast1-51",
     "Reproduce 2.4 on the i3x: \"Peptide concentration was estimated from the absorbance at 205 nm "
     "(Scopes, 1974) after 100 µL of each fraction was transferred to a UV-transparent 96-well plate "
     "(Corning 3635).\"",
     "halted"),

    ("methodspast1-52",
     "Same as their Fig. 6 NIR probe readout but on our i3x: \"After 1 h at 37 °C, fluorescence was "
     "recorded with excitation at 780 nm and emission at 860 nm (Chen et al., 2020).\"",
     "halted"),

    # Luminescence integration is capped at 60 s per well in the registry.
    ("methodspast1-53",
     "Reproduce the glow readout from [26]: \"Owing to the low signal, luminescence was integrated for "
     "2 min per well on a SpectraMax i3x (Molecular Devices).\"",
     "halted"),

    ("methodspast1-54",
     "Please reproduce paragraph 2 on the BioShake: \"Beads were resuspended by shaking at 3,500 rpm for "
     "1 min and then incubated at 25 °C for 10 min [12].\"",
     "halted"),

    # 6 weeks (42 d) exceeds the Cytomat 2C450's 30-day incubate limit; no medium changes are described.
    ("methodspast1-55",
     "Can the Cytomat reproduce their differentiation? \"Organoids were cultured for 6 weeks at 37 °C, "
     "5% CO2 in a humidified incubator (Sato et al., 2009).\"",
     "halted"),

    # 10 mL per well is above every liquid handler's 5,000 µL transfer maximum.
    ("methodspast1-56",
     "Reproduce the deep-well culture set-up on our Tecan Fluent: \"Ten millilitres of TB medium (Sigma) "
     "was dispensed into each well of 24-deep-well plates and inoculated with 100 µL of starter culture.\"",
     "halted"),

    # -80 °C is below the Cytomat 2C425's 4 °C floor; the Cytomat 24 has no temperature control.
    ("methodspast1-57",
     "Reproduce the last line of 2.2: \"Plates were heat-sealed (165 °C, 3 s) and stored at −80 °C until "
     "use [8].\"",
     "halted"),

    ("methodspast1-58",
     "Reproduce the S30 step in our centrifuges: \"The lysate (1.5 mL tubes) was centrifuged at 30,000 × g "
     "for 30 min at 4 °C and the supernatant (S30) was collected (Kwon and Jewett, 2015).\"",
     "halted"),

    # 100 °C with shaking: the BioShake heats to 99 °C at most, and no other shaker heats.
    ("methodspast1-59",
     "Reproduce the sample prep: \"Samples in Laemmli buffer were heated at 100 °C for 10 min with shaking "
     "at 1,000 rpm on a thermoshaker and then spun down at 1,000 × g for 1 min.\"",
     "halted"),

    # ---- ask ---------------------------------------------------------------------
    ("methodspast1-60",
     "Reproduce paragraph 2 on the workcell: \"Samples were vortexed for 15 s, incubated for 10 min at 56 °C "
     "and briefly centrifuged (1,000 × g, 30 s) [3].\"",
     "ask"),

    ("methodspast1-61",
     "Same as their Fig. 2 assay but on our i3x: \"Cells were centrifuged at 1,200 rpm for 5 min, 100 µL of "
     "supernatant was transferred to a new plate and absorbance was read at 490 nm.\"",
     "ask"),

    ("methodspast1-62",
     "Reproduce the growth readout: \"Cultures (200 µL in 96-well plates) were grown at 37 °C with shaking "
     "at 800 rpm on a BioShake for 8 h, and the optical density was then measured on a plate reader.\"",
     "ask"),

    ("methodspast1-63",
     "Reproduce their Fig. 3 readout, including the imaging: \"After fixation, 50 µL of Hoechst 33342 "
     "(1 µg/mL) was added per well and plates were imaged on an Opera Phenix high-content system "
     "(Revvity, Waltham, MA, USA).\"",
     "ask"),

    ("methodspast1-64",
     "Reproduce the genotyping PCR on the ODTC: \"Genomic DNA (1 µL) was amplified with OneTaq Quick-Load 2X "
     "Master Mix (NEB) for 35 cycles using the manufacturer's recommended conditions [6].\"",
     "ask"),

    ("methodspast1-65",
     "Reproduce the detection step on the Hamilton: \"Detection antibody was added to each well and plates "
     "were incubated for 1 h at room temperature with shaking at 600 rpm, then read (ex 485 / em 535 nm) on "
     "the SpectraMax.\"",
     "ask"),

    ("methodspast1-66",
     "Reproduce the pNPP readout on our i3x. The methods say 405 nm but the Fig. 2 legend says 410 nm, not "
     "sure which they used: \"After 30 min at 37 °C, 50 µL of 3 M NaOH was added and absorbance was "
     "recorded.\"",
     "ask"),

    ("methodspast1-67",
     "Reproduce the compound addition: \"Compounds (25 nL) were transferred from source plates into 384-well "
     "assay plates by acoustic dispensing (Echo 655, Beckman Coulter) [18].\"",
     "ask"),

    ("methodspast1-68",
     "Reproduce para 2: \"Plates were mixed on a Titramax 1000 (Heidolph) at speed 5 for 2 min, incubated "
     "for 30 min at room temperature, and luminescence was read on the i3x.\"",
     "ask"),

    ("methodspast1-69",
     "Reproduce the lysis paragraph: \"Cell pellets were resuspended in 500 µL RIPA buffer (Thermo Fisher, "
     "cat. 89900), sonicated (3 × 10 s, 30% amplitude) and cleared at 14,000 × g for 10 min at 4 °C.\"",
     "ask"),

    ("methodspast1-70",
     "Same as their live-cell staining but on our Flex: \"Two drops of NucBlue Live ReadyProbes (Invitrogen, "
     "Thermo Fisher) were added per well, and cells were incubated for 20 min at 37 °C, 5% CO2 before "
     "fluorescence was read at 360/460 nm.\"",
     "ask"),
]
