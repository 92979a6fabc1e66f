"""Hold-out batch "sop": excerpts from formal Standard Operating Procedures -- numbered
sections (5.1, 5.2.1), PROCEDURE / Materials / Equipment / Safety headers, CAUTION / Note /
Critical step / Pause point lines, acceptance-criteria lines, equipment lists that name the
instruments by full vendor name, and materials lines full of catalogue numbers and
concentrations that are NOT steps. Steps are imperative or passive ("The plate is centrifuged
at ..."). A "Pause point: ... may be stored" line is optional and is not a store step; only an
instruction to store is. Where the Equipment list names exactly one instrument of a kind, the
steps done on that kind of instrument are expected on it. Written independently of the
parser's cases.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    ("sop_s01",
     "5.3 PROCEDURE - Lysate clarification\n"
     "5.3.1 The lysate plate (96 deep-well, 2.2 mL square wells) is centrifuged at 2,500 × g "
     "for 10 min at 4 °C in the Eppendorf Centrifuge 5810 R.\n"
     "CAUTION: Balance opposing buckets to within 1 g before starting the run.",
     "spin rcf_g=2500 duration_s=600 temperature_c=4 @eppendorf_5810r"),

    ("sop_s02",
     "7.4 Measurement\n"
     "7.4.1 Read the absorbance at 450 nm on the Molecular Devices SpectraMax i3x "
     "Multi-Mode Microplate Reader within 30 min of adding stop solution.\n"
     "Note: A reference read at 570 nm is not required for this assay.\n"
     "Acceptance criteria: blank OD450 ≤ 0.100; standard curve R² ≥ 0.98.",
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("sop_s03",
     "6.2 Sealing\n"
     "6.2.1 Critical step: Heat-seal the PCR plate with the Azenta a4S Automated Roll Heat "
     "Sealer at 165 °C for 3 s using peelable aluminium seal (Azenta 4ti-0531).\n"
     "Note: Inspect the seal for wrinkles; reseal once if any well is not fully covered.",
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("sop_s04",
     "4.6 The tubes are centrifuged at 12,000 x g for 15 minutes at 4 degC "
     "(Eppendorf 5424 R, rotor FA-45-24-11).\n"
     "Note: Orient tube hinges outward so the pellet position is known.\n"
     "Materials: 1.5 mL Safe-Lock tubes (Eppendorf 0030120086).",
     "spin rcf_g=12000 duration_s=900 temperature_c=4 @eppendorf_5424r"),

    ("sop_s05",
     "5.5 Nucleic acid extraction\n"
     "Materials: MagMAX Viral/Pathogen II Nucleic Acid Isolation Kit (Thermo Fisher A48383); "
     "80 % ethanol, freshly prepared; KingFisher 96 deep-well plates (95040450).\n"
     "5.5.1 Load the prepared plates and tip comb, then start program MVP_2Wash_200_Flex on "
     "the Thermo Scientific KingFisher Flex Purification System (96 deep-well head).\n"
     "Safety: The binding solution contains guanidinium thiocyanate; do not mix with bleach.",
     "run_program @kingfisher_flex"),

    ("sop_s06",
     "8.1 Fluorescence readout\n"
     "Materials: fluorescein sodium salt (Sigma-Aldrich F6377), 10 µM working stock in 1× PBS.\n"
     "8.1.1 The plate is read on the SpectraMax i3x (top read) with excitation at 485 nm and "
     "emission at 535 nm.",
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),

    ("sop_s07",
     "9.2 Luminescence detection\n"
     "Reagent: CellTiter-Glo 2.0 (Promega G9242), equilibrated to 22 °C before use.\n"
     "9.2.1 Measure luminescence with an integration time of 0.5 s per well.\n"
     "Critical step: Read within 10 min of reagent addition (signal half-life approx. 3 h).",
     "read_luminescence integration_s=0.5"),

    ("sop_s08",
     "5.2 Assay buffer addition\n"
     "Materials: assay buffer - 50 mM HEPES pH 7.5, 10 mM MgCl2, 1 mM EGTA, 0.01 % Brij-35.\n"
     "5.2.4 Using the Hamilton Microlab STAR, dispense 50 µL of assay buffer into columns 1-6 "
     "of the 96-well plate.\n"
     "Note: Columns 7-12 remain empty for the counter-screen.",
     "transfer volume_ul=50 @hamilton_star wells=48"),

    ("sop_s09",
     "10 STORAGE\n"
     "10.1 Store the sealed sample plate at 4 °C in the Thermo Scientific Cytomat 2C425 "
     "until analysis (max. 7 days).\n"
     "Acceptance criteria: storage temperature log within 2-8 °C for the whole period.",
     "store temperature_c=4 @cytomat_2c425"),

    ("sop_s10",
     "3.1 Preparation of the compound source plate\n"
     "3.1.1 Remove the foil seal from the 384-well compound plate (Labcyte LP-0200) using the "
     "Azenta XPeel.\n"
     "Note: Check that no seal residue remains over wells A1-P24.",
     "peel @azenta_xpeel"),

    ("sop_s11",
     "6.3 Cell lysis\n"
     "6.3.1 The plate is shaken on the QInstruments BioShake 3000-T elm at 1,200 rpm for 2 min "
     "at room temperature to lyse the cells.\n"
     "Materials: Passive Lysis Buffer 5× (Promega E1941), diluted to 1× in water.",
     "shake speed_rpm=1200 duration_s=120 @qinstruments_bioshake_3000t_elm"),

    ("sop_s12",
     "5.1 Cell seeding (continued)\n"
     "5.1.6 Incubate the seeded plates in the Cytomat 2C450 at 37 °C, 5 % CO2, for 24 h.\n"
     "Note: Do not stack more than 4 plates per shelf position.",
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450"),

    ("sop_s13",
     "7.2 Amplification\n"
     "7.2.1 Run the following program on the INHECO ODTC (heated lid 105 °C): 95 °C for 3 min; "
     "35 cycles of 95 °C for 30 s, 55 °C for 30 s, 72 °C for 1 min; final extension 72 °C "
     "for 5 min; hold at 4 °C.\n"
     "Pause point: PCR products may be stored at 4 °C for up to 1 week.",
     "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 extension_s=60 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("sop_s14",
     "8.3 Fragment analysis\n"
     "8.3.1 Analyse 48 samples on the Revvity LabChip GX Touch HT using the HT DNA High "
     "Sensitivity assay (reagent kit CLS760672).\n"
     "Acceptance criteria: ladder shows all 13 expected peaks; library peak 300-500 bp.",
     "run_assay sample_count=48 @labchip_gx_touch_ht"),

    ("sop_s15",
     "4.4.2 The 384-well assay plate is centrifuged at 200 × g for 1 min to collect the liquid "
     "at the bottom of the wells.\n"
     "CAUTION: Never exceed 3,000 × g with polystyrene microplates.",
     "spin rcf_g=200 duration_s=60"),

    ("sop_s16",
     "2 PROCEDURE\n"
     "2.1 Retrieve the compound plate (barcode prefix CMP-) from the Thermo Scientific "
     "Cytomat 24 plate hotel.\n"
     "Note: Compound plates are prepared per SOP-CMP-012 rev. 3.",
     "retrieve @cytomat_24"),

    ("sop_s17",
     "9.1 Real-time PCR\n"
     "9.1.1 Place the sealed 384-well plate in the Bio-Rad CFX384 Touch Real-Time PCR "
     "Detection System and run: polymerase activation 95 °C, 2 min; 40 cycles of 95 °C for 5 s "
     "and 60 °C for 30 s (plate read at the end of each cycle).\n"
     "Acceptance criteria: NTC Cq > 38 or undetermined; amplification efficiency 90-110 %.",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("sop_s18",
     "6.4.3 Resuspend the beads by pipetting up and down 10 times with 150 µL using the "
     "Beckman Coulter Biomek i7 Hybrid (MC96 head).\n"
     "Materials: Dynabeads MyOne Streptavidin C1 (Invitrogen 65001), 10 mg/mL.",
     "mix volume_ul=150 @biomek_i7_hybrid"),

    ("sop_s19",
     "5.2.2 The PCR strips are briefly spun down in the benchtop microcentrifuge to collect "
     "the contents.\n"
     "Note: Keep strips on a pre-chilled block (0-4 °C) at all times.",
     "spin @eppendorf_5424r"),

    ("sop_s20",
     "4 PROCEDURE - Plate coating\n"
     "Materials: capture antibody (R&D Systems MAB2085), 2 µg/mL in carbonate buffer pH 9.6.\n"
     "4.3 Incubate the coated plate overnight at 4 °C.\n"
     "Pause point: coated plates may be kept at 4 °C for up to 2 weeks.",
     "incubate temperature_c=4"),

    # =====================================================================
    # two or three steps
    # =====================================================================
    ("sop_m01",
     "5.4 OD600 measurement\n"
     "5.4.1 Before the absorbance is read at 600 nm, the culture plate (96-well flat, clear; "
     "Corning 3370) is shaken for 30 s at 800 rpm on the BioShake.\n"
     "Acceptance criteria: blank (LB only) OD600 < 0.05.",
     "shake speed_rpm=800 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=600"),

    ("sop_m02",
     "6.1 Plate sealing\n"
     "6.1.1 Heat seal the reaction plate at 170 °C, 2 s, having first centrifuged it at "
     "1000 xg for 1 min in the Agilent VSpin.\n"
     "Critical step: Seal within 15 min of centrifugation to minimise evaporation.",
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > seal temperature_c=170 duration_s=2"),

    ("sop_m03",
     "5.2 Substrate addition\n"
     "Materials: 1-Step Ultra TMB-ELISA (Thermo Fisher 34028), store at 2-8 °C.\n"
     "5.2.1 Add 100 µL TMB substrate to every well with the Tecan Fluent.\n"
     "5.2.2 Incubate 15 min at room temperature, protected from light.\n"
     "CAUTION: TMB is an irritant; wear nitrile gloves.",
     "transfer volume_ul=100 @tecan_fluent > incubate duration_s=900"),

    ("sop_m04",
     "8.2 Readout\n"
     "8.2.1 The seal is removed (Brooks XPeel).\n"
     "8.2.2 Fluorescence is measured at Ex 560 nm / Em 590 nm (resorufin).\n"
     "Note: Read from the top; gain set to 'medium'.",
     "peel @azenta_xpeel > read_fluorescence excitation_nm=560 emission_nm=590"),

    ("sop_m05",
     "4 PROCEDURE\n"
     "4.2 Centrifuge the lysates at 14,000 × g, 10 min, 4 °C in the microcentrifuge.\n"
     "4.3 Transfer 200 µL of cleared supernatant into a 96 deep-well plate using the "
     "Opentrons OT-2.\n"
     "Note: Avoid disturbing the pellet; leave approx. 20 µL behind in each tube.",
     "spin rcf_g=14000 duration_s=600 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=200 @opentrons_ot2"),

    ("sop_m06",
     "9 PROCEDURE - NanoLuc readout\n"
     "Reagent: Nano-Glo Luciferase Assay System (Promega N1110), substrate diluted 1:50 in "
     "buffer.\n"
     "9.1 Retrieve the assay plate from the plate hotel.\n"
     "9.2 Shake 2 min at 500 rpm.\n"
     "9.3 Read luminescence, 1 s integration.",
     "retrieve @cytomat_24 > shake speed_rpm=500 duration_s=120 > read_luminescence integration_s=1"),

    ("sop_m07",
     "5.7 Quality control of extracted DNA\n"
     "5.7.1 Eluates are sized on the LabChip GX Touch HT (12 samples, HT DNA 5K assay) "
     "following completion of the KingFisher Flex run (program DNA_Blood_200).\n"
     "Acceptance criteria: main peak > 10 kb for at least 11 of 12 samples.",
     "run_program @kingfisher_flex > run_assay sample_count=12 @labchip_gx_touch_ht"),

    ("sop_m08",
     "6 PROCEDURE - Bradford assay\n"
     "Materials: Coomassie Plus (Bradford) Assay Reagent (Thermo Scientific 23236); BSA "
     "standards 25-2000 µg/mL.\n"
     "6.1 Add 250 µL of Coomassie Plus reagent to the 10 µL of standard or sample already in "
     "each well of rows A-D.\n"
     "6.2 Incubate 10 min at RT.\n"
     "6.3 Measure absorbance at 595 nm.",
     "transfer volume_ul=250 wells=48 > incubate duration_s=600 > read_absorbance wavelength_nm=595"),

    ("sop_m09",
     "3.2 Cell harvest\n"
     "Materials: 15 mL conical tubes (Falcon 352096); DPBS without Ca/Mg (Gibco 14190-144).\n"
     "3.2.1 Dispense 1 mL of cell suspension into each 15 mL tube using the Biomek i5.\n"
     "3.2.2 The tubes are then centrifuged at 400 × g for 4 min in the Eppendorf 5810 R.\n"
     "Note: Target density 1 × 10^6 cells/mL.",
     "transfer volume_ul=1000 @biomek_i5 > spin rcf_g=400 duration_s=240 @eppendorf_5810r"),

    ("sop_m10",
     "10.2 Sample storage\n"
     "Sealed plates are stored in the refrigerated store at 4 °C. Before storage, each plate "
     "is heat-sealed (175 °C, 1.5 s).\n"
     "Note: Record the storage position in the LIMS.",
     "seal temperature_c=175 duration_s=1.5 > store temperature_c=4 @cytomat_2c425"),

    ("sop_m11",
     "7.1 Alkaline phosphatase readout\n"
     "7.1.1 The plate is moved by the PreciseFlex PF400 from the BioShake to the SpectraMax "
     "i3x and the absorbance is read at 405 nm (p-nitrophenol).\n"
     "Materials: pNPP substrate (Sigma-Aldrich N2770), 1 mg/mL in diethanolamine buffer.",
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=405 @spectramax_i3x"),

    ("sop_m12",
     "5.3 End preparation\n"
     "5.3.1 Incubate the plate on the ODTC at 20 °C for 30 min, followed by 65 °C for 30 min "
     "(heated lid ≥ 75 °C).\n"
     "Materials: NEBNext Ultra II End Repair/dA-Tailing Module (NEB E7546S).\n"
     "Pause point: samples may be stored at -20 °C overnight.",
     "incubate temperature_c=20 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1800 @inheco_odtc"),

    ("sop_m13",
     "Equipment\n"
     "- BioNex Solutions HiG4 Automated Centrifuge\n"
     "- Molecular Devices SpectraMax i3x Multi-Mode Microplate Reader\n"
     "PROCEDURE\n"
     "5.6 Centrifuge the black 96-well plate at 3,000 × g for 3 min.\n"
     "5.7 Read NADH fluorescence (Ex 340 nm / Em 460 nm).",
     "spin rcf_g=3000 duration_s=180 @bionex_hig4 > "
     "read_fluorescence excitation_nm=340 emission_nm=460 @spectramax_i3x"),

    ("sop_m14",
     "4.1 Detection reagent addition\n"
     "4.1.3 Dispense 25 µL of HTRF detection mix into columns 1-22 of the 384-well plate "
     "(Greiner 781080) using the Biomek i7 after the plate has been spun down at 1,000 × g "
     "for 30 s.\n"
     "Note: Columns 23-24 contain DMSO controls and receive buffer only (section 4.2).",
     "spin rcf_g=1000 duration_s=30 > transfer volume_ul=25 @biomek_i7_hybrid wells=352"),

    ("sop_m15",
     "6.2 Colour development\n"
     "6.2.1 Shake the plate at 1,000 rpm and 37 °C for 30 min on the thermoshaker.\n"
     "6.2.2 Read the absorbance at 540 nm.\n"
     "Safety: Griess reagent contains phosphoric acid; handle in a fume hood.",
     "shake speed_rpm=1000 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=540"),

    ("sop_m16",
     "3.2 Assay-ready plate preparation\n"
     "3.2.1 The assay-ready plate is de-sealed on the XPeel once it has been centrifuged "
     "(Agilent VSpin, 500 × g, 2 min).\n"
     "Note: DMSO content must not exceed 1 % (v/v) in the final assay.",
     "spin rcf_g=500 duration_s=120 @agilent_vspin > peel @azenta_xpeel"),

    ("sop_m17",
     "5.8 Mix the plate by pipetting with 20 µL using the Fluent, then pulse-spin at "
     "1,000 × g for 10 s.\n"
     "Materials: 2× Gibson Assembly Master Mix (NEB E2611S).",
     "mix volume_ul=20 @tecan_fluent > spin rcf_g=1000 duration_s=10"),

    ("sop_m18",
     "8.1 Readout of the kinase assay\n"
     "The plate is read for fluorescence at Ex 485 / Em 520 nm after it has been incubated "
     "for 60 min at room temperature; this incubation follows the addition of 5 µL of "
     "detection reagent (0.5 µM tracer, 2 nM Eu-antibody) to all wells, performed on the "
     "Tecan Fluent.\n"
     "Note: Total assay volume is 20 µL.",
     "transfer volume_ul=5 @tecan_fluent > incubate duration_s=3600 > "
     "read_fluorescence excitation_nm=485 emission_nm=520"),

    ("sop_m19",
     "7 PROCEDURE - Cytotoxicity readout (abridged)\n"
     "7.1 Add 20 uL of resazurin (0.15 mg/mL in DPBS; R&D Systems AR002) to each well with "
     "the Opentrons Flex.\n"
     "7.2 Return the plate to the CO2 incubator for 2 hrs at 37 °C.\n"
     "Acceptance criteria: untreated/background ratio ≥ 5.",
     "transfer volume_ul=20 @opentrons_flex > incubate temperature_c=37 duration_s=7200 @cytomat_2c450"),

    # =====================================================================
    # four or more steps
    # =====================================================================
    ("sop_l01",
     "6.6 Substrate development\n"
     "6.6.1 Add 100 µL of TMB One (Kementec 4380) to wells A1-H10 using the Tecan Fluent.\n"
     "6.6.2 Incubate 20 min at room temperature in the dark.\n"
     "6.6.3 Add 100 µL of 0.5 M H2SO4 stop solution to the same wells.\n"
     "6.6.4 Within 10 min, read the absorbance at 450 nm on the SpectraMax i3x.\n"
     "CAUTION: Sulfuric acid is corrosive; wear eye protection.\n"
     "Acceptance criteria: top standard OD ≥ 1.5; blank OD ≤ 0.1.",
     "transfer volume_ul=100 @tecan_fluent wells=80 > incubate duration_s=1200 > "
     "transfer volume_ul=100 wells=80 > read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("sop_l02",
     "5 PROCEDURE - Amplicon PCR\n"
     "Materials: Q5 Hot Start High-Fidelity 2X Master Mix (NEB M0494S); template DNA "
     "1-10 ng/µL; hard-shell 96-well PCR plate (Bio-Rad HSP9601).\n"
     "5.1 Using the Opentrons OT-2, dispense 15 µL of master mix into columns 1-4 of the "
     "PCR plate.\n"
     "5.2 Add 10 µL of template DNA to the same wells.\n"
     "5.3 Seal with the Azenta a4S (160 °C, 2 s).\n"
     "Pause point: sealed plates may be held at 4 °C for up to 2 h.\n"
     "5.4 Pulse-centrifuge at 500 × g for 30 s.\n"
     "5.5 Cycle on the ODTC: 98 °C 30 s; 30× (98 °C 10 s, 65 °C 20 s, 72 °C 30 s); "
     "72 °C 2 min; 4 °C hold.",
     "transfer volume_ul=15 @opentrons_ot2 wells=32 > transfer volume_ul=10 wells=32 > "
     "seal temperature_c=160 duration_s=2 @azenta_a4s > spin rcf_g=500 duration_s=30 > "
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=65 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("sop_l03",
     "Materials\n"
     "- iTaq Universal SYBR Green Supermix (Bio-Rad 1725121)\n"
     "- Forward/reverse primers, 10 µM each\n"
     "- Hard-Shell 384-well PCR plates (Bio-Rad HSP3805)\n"
     "Equipment\n"
     "- Beckman Coulter Biomek i5\n"
     "- BioNex Solutions HiG4 Automated Centrifuge\n"
     "- Bio-Rad CFX384 Touch Real-Time PCR Detection System\n"
     "PROCEDURE\n"
     "7.1 Dispense 8 µL of master mix into each well of the 384-well PCR plate.\n"
     "7.2 Add 2 µL of cDNA (diluted 1:5 in nuclease-free water).\n"
     "7.3 Seal the plate with optically clear heat seal at 165 °C for 1.5 s.\n"
     "7.4 Centrifuge at 1,500 × g for 1 min.\n"
     "7.5 Run: 95 °C 30 s; 40 cycles of 95 °C 5 s, 60 °C 30 s.",
     "transfer volume_ul=8 @biomek_i5 > transfer volume_ul=2 @biomek_i5 > "
     "seal temperature_c=165 duration_s=1.5 > spin rcf_g=1500 duration_s=60 @bionex_hig4 > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=30 denaturation_c=95 "
     "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("sop_l04",
     "6.5 MTT assay\n"
     "Materials: MTT (Sigma-Aldrich M5655), 5 mg/mL in PBS, 0.22 µm filtered; solubilisation "
     "buffer 10 % SDS in 0.01 M HCl.\n"
     "6.5.1 Add 10 µL of MTT solution to each well using the Opentrons Flex.\n"
     "6.5.2 Incubate for 4 h at 37 °C, 5 % CO2 (Cytomat 2C450).\n"
     "6.5.3 Add 100 µL of solubilisation buffer.\n"
     "6.5.4 Incubate overnight at 37 °C.\n"
     "6.5.5 Read absorbance at 570 nm; the optional 650 nm reference is not used here.",
     "transfer volume_ul=10 @opentrons_flex > incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > "
     "transfer volume_ul=100 > incubate temperature_c=37 > read_absorbance wavelength_nm=570"),

    ("sop_l05",
     "9 PROCEDURE - ATP viability readout\n"
     "9.1 Remove the assay plates from the incubator.\n"
     "9.2 Incubate at room temperature for 30 min to equilibrate.\n"
     "9.3 Add 25 µL CellTiter-Glo 2.0 (Promega G9242) per well with the Biomek i7 Hybrid.\n"
     "9.4 Shake on the BioShake 3000-T elm at 1,500 rpm for 2 min to induce lysis.\n"
     "9.5 Incubate 10 min at RT to stabilise the luminescent signal.\n"
     "9.6 Read luminescence (integration 0.25 s).\n"
     "Acceptance criteria: Z' ≥ 0.5 on every plate.",
     "retrieve @cytomat_2c450 > incubate duration_s=1800 > transfer volume_ul=25 @biomek_i7_hybrid > "
     "shake speed_rpm=1500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "incubate duration_s=600 > read_luminescence integration_s=0.25"),

    ("sop_l06",
     "5 PROCEDURE - Viral RNA extraction\n"
     "Materials: Proteinase K (Qiagen 19131), 20 mg/mL; MagMAX beads; KingFisher 96 deep-well "
     "plate (Thermo 95040450).\n"
     "5.3 Dispense 200 µL of sample into each well of the KingFisher deep-well plate using the "
     "Hamilton STAR.\n"
     "5.4 Add 5 µL of Proteinase K.\n"
     "5.5 Shake at 1,050 rpm for 2 min (BioShake 3000-T elm).\n"
     "5.6 Run program 'MVP_Flex' on the KingFisher Flex.\n"
     "5.7 Seal the elution plate at 165 °C for 2 s and store it at 4 °C in the Cytomat 2C425.\n"
     "Pause point: eluates may be kept at -80 °C for up to 6 months.",
     "transfer volume_ul=200 @hamilton_star > transfer volume_ul=5 > "
     "shake speed_rpm=1050 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "run_program @kingfisher_flex > seal temperature_c=165 duration_s=2 > "
     "store temperature_c=4 @cytomat_2c425"),

    ("sop_l07",
     "6.2 SPRI bead binding\n"
     "Materials: AMPure XP (Beckman Coulter A63881), 0.9× ratio; 80 % ethanol, fresh.\n"
     "6.2.1 On the Biomek i7, add 45 µL of AMPure XP beads to each 50 µL reaction in "
     "columns 1-3 of the 96 deep-well plate.\n"
     "6.2.2 Mix by pipetting 10 times with 80 µL.\n"
     "6.2.3 Incubate 5 min at room temperature.\n"
     "6.2.4 Transfer the plate to the KingFisher Flex and start program SPRI_0p9x_96DW.",
     "transfer volume_ul=45 @biomek_i7_hybrid wells=24 > mix volume_ul=80 > "
     "incubate duration_s=300 > run_program @kingfisher_flex"),

    ("sop_l08",
     "5 PROCEDURE - Compound treatment\n"
     "5.1 Dispense 40 µL of HEK293 cell suspension (2.5 × 10^5 cells/mL) into each well of a "
     "384-well plate (Corning 3764) using the Biomek i7 Hybrid.\n"
     "5.2 Centrifuge briefly at 100 × g for 1 min.\n"
     "5.3 Incubate overnight at 37 °C, 5 % CO2 in the Cytomat 2C450.\n"
     "5.4 Add 10 µL of 5× compound solution (final DMSO 0.5 %) with the Biomek i7 Hybrid.\n"
     "5.5 Return the plates to the Cytomat 2C450 for 48 h.",
     "transfer volume_ul=40 @biomek_i7_hybrid > spin rcf_g=100 duration_s=60 > "
     "incubate temperature_c=37 @cytomat_2c450 > transfer volume_ul=10 @biomek_i7_hybrid > "
     "incubate duration_s=172800 @cytomat_2c450"),

    ("sop_l09",
     "Materials: Pierce BCA Protein Assay Kit (Thermo Scientific 23225); BSA standards "
     "0-2000 µg/mL; working reagent 50:1 (A:B).\n"
     "6.1 Pipette 25 µL of each standard and sample into rows A-F of a 96-well flat-bottom "
     "plate (Opentrons OT-2).\n"
     "6.2 Add 200 µL of working reagent to the same wells.\n"
     "6.3 Shake the plate for 30 s on a plate shaker.\n"
     "6.4 Cover and incubate at 37 °C for 30 min.\n"
     "6.5 Allow the plate to cool to room temperature, then measure A562.\n"
     "Acceptance criteria: standard curve r² ≥ 0.99.",
     "transfer volume_ul=25 @opentrons_ot2 wells=72 > transfer volume_ul=200 wells=72 > "
     "shake duration_s=30 > incubate temperature_c=37 duration_s=1800 > "
     "read_absorbance wavelength_nm=562"),

    ("sop_l10",
     "5 PROCEDURE - Deep-well expression culture\n"
     "Materials: Terrific Broth (Sigma T0918) + 50 µg/mL kanamycin.\n"
     "5.1 Dispense 1 mL of medium into each well of a 96 deep-well plate (Hamilton STAR).\n"
     "5.2 Inoculate each well with 10 µL of overnight culture.\n"
     "5.3 Incubate at 37 °C with shaking at 900 rpm for 4 h on the BioShake.\n"
     "5.4 Centrifuge at 3,000 × g for 10 min.\n"
     "5.5 Store the plate at 4 °C in the plate fridge.",
     "transfer volume_ul=1000 @hamilton_star > transfer volume_ul=10 > "
     "shake speed_rpm=900 duration_s=14400 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=3000 duration_s=600 > store temperature_c=4 @cytomat_2c425"),

    ("sop_l11",
     "Equipment\n"
     "- Hamilton Microlab STAR\n"
     "- Molecular Devices SpectraMax i3x\n"
     "Materials: Quant-iT PicoGreen dsDNA reagent (Thermo P7589), diluted 1:200 in 1× TE.\n"
     "PROCEDURE\n"
     "6.1 Dispense 99 µL of 1× TE into each well of a black 96-well plate.\n"
     "6.2 Add 1 µL of sample.\n"
     "6.3 Add 100 µL of PicoGreen working solution.\n"
     "6.4 Incubate 5 min at room temperature, protected from light.\n"
     "6.5 Read fluorescence (Ex 480 nm, Em 520 nm).",
     "transfer volume_ul=99 @hamilton_star > transfer volume_ul=1 @hamilton_star > "
     "transfer volume_ul=100 @hamilton_star > incubate duration_s=300 > "
     "read_fluorescence excitation_nm=480 emission_nm=520 @spectramax_i3x"),

    ("sop_l12",
     "8 PROCEDURE - Library QC\n"
     "8.1 Retrieve the library plate from the Cytomat 2C425 refrigerated store.\n"
     "8.2 Remove the seal (XPeel).\n"
     "8.3 Using the Biomek i5, transfer 2 µL of each library into wells A1-H6 of a 96-well "
     "PCR plate pre-filled with 18 µL of water.\n"
     "8.4 Centrifuge at 1,000 × g for 1 min.\n"
     "8.5 Analyse the 48 samples on the LabChip GX Touch HT (DNA High Sensitivity).\n"
     "8.6 Return the library plate to the Cytomat 2C425.",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=2 @biomek_i5 wells=48 > "
     "spin rcf_g=1000 duration_s=60 > run_assay sample_count=48 @labchip_gx_touch_ht > "
     "store @cytomat_2c425"),

    ("sop_l13",
     "5.2 Reverse transfection\n"
     "Materials: Lipofectamine RNAiMAX (Invitrogen 13778075), 0.3 µL per well; siRNA 10 nM "
     "final; Opti-MEM (Gibco 31985062).\n"
     "5.2.1 Add 50 µL of Opti-MEM containing the siRNA:lipid complexes to columns 2-11.\n"
     "5.2.2 Incubate for 20 min at room temperature.\n"
     "5.2.3 Seed 100 µL of cell suspension (1.5 × 10^5 cells/mL) on top of the complexes.\n"
     "5.2.4 Incubate at 37 °C for 48 h in the Cytomat 2C450.\n"
     "Note: Columns 1 and 12 are media-only edge wells.",
     "transfer volume_ul=50 wells=80 > incubate duration_s=1200 > transfer volume_ul=100 > "
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450"),

    ("sop_l14",
     "4 PROCEDURE - Workcell run (automated)\n"
     "4.1 The PF400 moves the assay plate from the Cytomat 24 hotel to the Biomek i7.\n"
     "4.2 Reagent addition: 30 µL per well (Biomek i7).\n"
     "4.3 The plate is moved to the a4S and sealed (180 °C, 1.2 s).\n"
     "4.4 The plate is centrifuged for 2 min at 2,000 × g in the BioNex HiG 4.\n"
     "4.5 The plate is returned to the hotel.",
     "move_plate @precise_pf400 > transfer volume_ul=30 @biomek_i7_hybrid > "
     "seal temperature_c=180 duration_s=1.2 @azenta_a4s > "
     "spin rcf_g=2000 duration_s=120 @bionex_hig4 > store @cytomat_24"),

    ("sop_l15",
     "7.3 Phosphatase activity\n"
     "The absorbance is read at 405 nm after the plate has been de-sealed with the XPeel. "
     "De-sealing follows a 30 min incubation at 37 °C in the Cytomat 2C450, which is started "
     "immediately after 20 µL of pNPP substrate (1 mg/mL) has been added to columns 1-10.\n"
     "Note: Columns 11-12 hold the substrate blanks (section 7.2).",
     "transfer volume_ul=20 wells=80 > incubate temperature_c=37 duration_s=1800 @cytomat_2c450 > "
     "peel @azenta_xpeel > read_absorbance wavelength_nm=405"),

    ("sop_l16",
     "6 PROCEDURE - LDH release\n"
     "Materials: CyQUANT LDH Cytotoxicity Assay Kit (Thermo Fisher C20300); lysis buffer 10×.\n"
     "6.1 The cell plate is centrifuged at 250 × g for 3 min.\n"
     "6.2 50 µL of supernatant is transferred from each well to a new 96-well flat-bottom plate "
     "with the Tecan Fluent.\n"
     "6.3 50 µL of reaction mixture is added to each well.\n"
     "6.4 The plate is incubated 30 min at room temperature, protected from light.\n"
     "6.5 50 µL of stop solution is added.\n"
     "6.6 The absorbance is measured at 490 nm.",
     "spin rcf_g=250 duration_s=180 > transfer volume_ul=50 @tecan_fluent > transfer volume_ul=50 > "
     "incubate duration_s=1800 > transfer volume_ul=50 > read_absorbance wavelength_nm=490"),

    ("sop_l17",
     "5 PROCEDURE - Plasmid mini-culture (24 deep-well)\n"
     "Materials: LB broth (Miller) + 100 µg/mL ampicillin.\n"
     "5.1 Using the Biomek i7, dispense 1 mL of medium into each well of a 24 deep-well plate.\n"
     "5.2 Inoculate with 30 µL of starter culture.\n"
     "5.3 Shake at 250 rpm and 37 °C for 16 h on the BioShake 3000-T elm.\n"
     "5.4 Pellet the cells at 2,500 × g for 15 min at 4 °C.\n"
     "5.5 Run KingFisher Flex program 'Plasmid_24DW' (24 deep-well head).",
     "transfer volume_ul=1000 @biomek_i7_hybrid > transfer volume_ul=30 > "
     "shake speed_rpm=250 duration_s=57600 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "spin rcf_g=2500 duration_s=900 temperature_c=4 > run_program @kingfisher_flex"),

    ("sop_l18",
     "6 PROCEDURE - HTRF cAMP assay (384-well, white, low volume)\n"
     "6.1 Cells (5 µL, 2,000 cells/well) are dispensed by the Biomek i7.\n"
     "6.2 5 µL of agonist (2× in stimulation buffer with 1 mM IBMX) is added.\n"
     "6.3 The plate is incubated for 30 min at room temperature.\n"
     "6.4 Detection: 5 µL of cAMP-d2 is added, followed by 5 µL of anti-cAMP cryptate.\n"
     "6.5 After 1 h at RT, the plate is read (Ex 320 nm, Em 665 nm).\n"
     "Acceptance criteria: S/B ≥ 3 for the forskolin control.",
     "transfer volume_ul=5 @biomek_i7_hybrid > transfer volume_ul=5 > incubate duration_s=1800 > "
     "transfer volume_ul=5 > transfer volume_ul=5 > incubate duration_s=3600 > "
     "read_fluorescence excitation_nm=320 emission_nm=665"),

    # =====================================================================
    # halted: physically impossible as written
    # =====================================================================
    ("sop_h01",
     "5.1 Blocking\n"
     "Materials: blocking buffer 1 % BSA in PBS (Sigma A7030).\n"
     "5.1.2 Dispense 400 µL of blocking buffer into each well of the 96-well flat-bottom plate "
     "(Nunc MaxiSorp 442404) using the Hamilton STAR.",
     "halted"),

    ("sop_h02",
     "4.2 Add 150 µL of growth medium per well to the 384-well flat-bottom plate "
     "(Greiner 781091) with the Tecan Fluent.\n"
     "Note: Pre-warm the medium to 37 °C.",
     "halted"),

    ("sop_h03",
     "3.4 The 1.5 mL tubes are centrifuged at 25,000 × g for 20 min at 4 °C in the "
     "microcentrifuge to pellet insoluble material.",
     "halted"),

    ("sop_h04",
     "5.4 Harvest\n"
     "5.4.1 Pellet the bacterial cultures in the 96 deep-well plate at 4,000 × g for 10 min in "
     "the BioNex HiG4.\n"
     "CAUTION: Check the plate for cracks before centrifugation.",
     "halted"),

    ("sop_h05",
     "6.2.1 Heat-seal the plate with the Azenta a4S at 220 °C for 2 s (polypropylene seal, "
     "Azenta 4ti-0521).",
     "halted"),

    ("sop_h06",
     "6.3.2 The plate is shaken at 3,500 rpm for 1 min on the BioShake 3000-T elm to "
     "resuspend the beads.",
     "halted"),

    ("sop_h07",
     "8.2 Peptide quantification\n"
     "8.2.1 Read the absorbance of the UV-transparent plate at 205 nm (peptide bond) on the "
     "SpectraMax i3x.\n"
     "Acceptance criteria: buffer blank A205 < 0.2.",
     "halted"),

    ("sop_h08",
     "10.3 Long-term storage\n"
     "10.3.1 Store the sealed cDNA plate at -20 °C in the Thermo Scientific Cytomat 2C425.",
     "halted"),

    ("sop_h09",
     "7.1 Dispense 50 µL of reaction mix into each well of the 384-well PCR plate "
     "(Bio-Rad HSP3805) using the Biomek i5.\n"
     "Materials: TaqMan Fast Advanced Master Mix (Applied Biosystems 4444557).",
     "halted"),

    # =====================================================================
    # ask: the engineer cannot know what is needed from the text
    # =====================================================================
    ("sop_a01",
     "5.4 Centrifuge the plate at 2,000 rpm for 5 min at room temperature.\n"
     "Note: Use plate carriers; do not stack plates.",
     "ask"),

    ("sop_a02",
     "Equipment\n"
     "- BMG LABTECH CLARIOstar Plus microplate reader\n"
     "PROCEDURE\n"
     "7.1 Read fluorescence on the CLARIOstar Plus at Ex 485 nm / Em 520 nm.",
     "ask"),

    ("sop_a03",
     "4.3 Vortex the 1.5 mL tubes for 10 s, then centrifuge at 10,000 × g for 1 min "
     "(Eppendorf 5424 R).",
     "ask"),

    ("sop_a04",
     "3.3 Chromatin shearing\n"
     "3.3.1 Sonicate the lysates on ice (Covaris E220, 30 s on / 30 s off, 10 cycles).\n"
     "3.3.2 Centrifuge at 16,000 × g for 10 min at 4 °C in the 5424 R.",
     "ask"),

    ("sop_a05",
     "5.1 Cell dispensing\n"
     "5.1.1 Dispense 30 µL of cell suspension per well into the 384-well plate using the "
     "Thermo Scientific Multidrop Combi (standard tube dispensing cassette).",
     "ask"),

    ("sop_a06",
     "6.2 Centrifuge the plates in the Eppendorf Centrifuge 5430 R at 1,500 × g for 2 min.",
     "ask"),

    ("sop_a07",
     "6.3.1 Shake the plate on the BioShake at speed setting 6 for 5 min.",
     "ask"),

    ("sop_a08",
     "6.7 Stop the reaction by adding 1 drop of stop solution (Thermo Fisher SS04) to each "
     "well using the Hamilton STAR.\n"
     "CAUTION: Stop solution is corrosive.",
     "ask"),

    ("sop_a09",
     "Equipment\n"
     "- Applied Biosystems QuantStudio 7 Flex Real-Time PCR System\n"
     "9.1 Run the sealed 384-well plate on the QuantStudio 7 Flex: 95 °C 20 s; 40 cycles of "
     "95 °C 1 s, 60 °C 20 s.",
     "ask"),
]
