"""Hold-out batch "protocolsio": steps copied out of an online protocol repository page
(protocols.io-like). A protocol title line (often with a version tag "V.2"), section names
("Detection", "Thermocycling"), numbered steps, and the page's structured annotations pasted as
text: "⏱ 00:05:00" / "Duration 00:10:00" (hh:mm:ss), "🌡 37 °C" / "Temperature 4 °C",
"⟳ 1000 x g" / "Centrifigation 1500 x g, 4 °C, 00:02:00" (the site's own spelling),
"Amount 50 µL", "Shaking 800 rpm, 00:02:00", "Wavelength 450 nm", plus Safety information,
Expected result, Note, Critical and Pause point boxes, and equipment entries either inline
("Equipment: Azenta a4S sealer") or as the pasted NAME / TYPE / BRAND / SKU block. Several
steps carry their values only in the annotations, not in the sentence. Boxes (notes, expected
results, safety) are not steps. Order traps sit inside a step ("Before reading, spin ...",
"..., having first added ..."). Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    ("pio_s01",
     "Human IL-6 sandwich ELISA V.3\n"
     "Detection\n"
     "14. Read the plate within 30 minutes of adding stop solution.\n"
     "Equipment\n"
     "SpectraMax i3x\n"
     "NAME\n"
     "Multi-Mode Microplate Reader\n"
     "TYPE\n"
     "Molecular Devices\n"
     "BRAND\n"
     "Wavelength 450 nm\n"
     "Expected result\n"
     "The top standard (300 pg/mL) should read above 2.0 OD.",
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("pio_s02",
     "Cell-free expression screen (PURExpress, 96-well)\n"
     "Harvest\n"
     "6. Collect condensate from the walls of the reaction plate.\n"
     "⟳ 1000 x g\n"
     "⏱ 00:01:00\n"
     "🌡 Room temperature",
     "spin rcf_g=1000 duration_s=60"),

    ("pio_s03",
     "16S rRNA V4 amplicon library prep V.2\n"
     "Plate sealing\n"
     "9. Seal the PCR plate with peelable aluminium foil.\n"
     "Equipment: Azenta a4S sealer\n"
     "Temperature 165 °C\n"
     "Duration 00:00:03\n"
     "Note\n"
     "Check that the foil covers all 96 wells; wrinkles cause evaporation during cycling.",
     "seal temperature_c=165 duration_s=3 @azenta_a4s"),

    ("pio_s04",
     "Lentiviral transduction of Jurkat cells in 96-well plates\n"
     "Transduction\n"
     "7. Return the plate (lid on) to the Cytomat 2C450.\n"
     "🌡 37 °C\n"
     "⏱ Overnight\n"
     "Safety information\n"
     "BSL-2: handle lentiviral material in a biosafety cabinet; decontaminate waste with 10% "
     "bleach.",
     "incubate temperature_c=37 @cytomat_2c450"),

    ("pio_s05",
     "Dose–response plate preparation\n"
     "Buffer addition\n"
     "3. Dispense assay buffer into columns 1–6 of the 96-well flat-bottom plate.\n"
     "Amount 90 µL\n"
     "Equipment: Hamilton Microlab STAR\n"
     "Critical\n"
     "Use 300 µL conductive tips with liquid-level detection switched on.",
     "transfer volume_ul=90 @hamilton_star wells=48"),

    ("pio_s06",
     "Compound library cherry-pick V.2\n"
     "Source plate preparation\n"
     "2. Remove the heat seal from the source plate.\n"
     "Equipment\n"
     "XPeel\n"
     "NAME\n"
     "Automated plate seal remover\n"
     "TYPE\n"
     "Azenta Life Sciences\n"
     "BRAND",
     "peel @azenta_xpeel"),

    ("pio_s07",
     "Proteinase K digestion of FFPE scrolls (deep-well format)\n"
     "Digestion\n"
     "5. Incubate the 96 deep-well block with shaking.\n"
     "Shaking 1000 rpm, 56 °C, 00:30:00\n"
     "Equipment: BioShake 3000-T elm",
     "shake speed_rpm=1000 temperature_c=56 duration_s=1800 @qinstruments_bioshake_3000t_elm"),

    ("pio_s08",
     "CellTiter-Glo 2.0 viability assay\n"
     "Readout\n"
     "8. Record luminescence from every well of the white plate.\n"
     "Integration time 0.5 s per well\n"
     "Note\n"
     "Glow-type signal; stable for about 3 h after reagent addition.",
     "read_luminescence integration_s=0.5"),

    ("pio_s09",
     "Resazurin (alamarBlue) metabolic activity assay\n"
     "Standard curve\n"
     "10. Measure the resorufin standards, which sit in row A of the black 96-well plate.\n"
     "Excitation 560 nm\n"
     "Emission 590 nm",
     "read_fluorescence excitation_nm=560 emission_nm=590 wells=12"),

    ("pio_s10",
     "MagMAX Viral/Pathogen nucleic acid isolation V.4\n"
     "Extraction\n"
     "6. Load the sample, wash and elution plates and start script MVP_2Wash_200_Flex.\n"
     "Equipment: KingFisher Flex with 96 deep-well head\n"
     "⏱ 00:22:00\n"
     "Expected result\n"
     "About 50 µL eluate per well of the elution plate.",
     "run_program @kingfisher_flex"),

    ("pio_s11",
     "Illumina library QC\n"
     "Fragment analysis\n"
     "4. Size all 48 libraries with the DNA High Sensitivity assay.\n"
     "Equipment: LabChip GX Touch HT (Revvity)\n"
     "Expected result\n"
     "Main peak 350–450 bp; no adapter dimer at ~120 bp.",
     "run_assay sample_count=48 @labchip_gx_touch_ht"),

    ("pio_s12",
     "96-well plasmid miniprep\n"
     "Storage\n"
     "13. Store the eluate plate until it goes out for sequencing.\n"
     "🌡 4 °C\n"
     "Equipment: Cytomat 2C425 refrigerated store\n"
     "Pause point\n"
     "Eluates are stable for one week at this temperature.",
     "store temperature_c=4 @cytomat_2c425"),

    ("pio_s13",
     "Bacterial genomic DNA (spin-column)\n"
     "Lysate clearing\n"
     "4. Pellet the cell debris in the 1.5 mL tubes.\n"
     "Centrifigation 16000 x g, 4 °C, 00:10:00\n"
     "Note\n"
     "Place the tube hinges facing outward so the pellet position is predictable.",
     "spin rcf_g=16000 temperature_c=4 duration_s=600"),

    ("pio_s14",
     "Q5 colony PCR\n"
     "Thermocycling\n"
     "5. Run the 96-well PCR plate on the INHECO ODTC with this program:\n"
     "98 °C 00:00:30\n"
     "30 cycles of:\n"
     "   98 °C 00:00:10\n"
     "   62 °C 00:00:20\n"
     "   72 °C 00:00:30\n"
     "72 °C 00:02:00\n"
     "Hold 4 °C",
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=120 hold_c=4 @inheco_odtc"),

    ("pio_s15",
     "SPRI bead clean-up (0.8X)\n"
     "Binding\n"
     "7. Mix beads and sample thoroughly by pipetting up and down 10 times.\n"
     "Amount 80 µl\n"
     "Equipment: Biomek i7 Hybrid",
     "mix volume_ul=80 @biomek_i7_hybrid"),

    ("pio_s16",
     "Deep-well culture set-up for protein expression\n"
     "Medium\n"
     "3. Fill each well of the 96 deep-well block with LB + kanamycin.\n"
     "Amount 0.8 mL\n"
     "Equipment: Opentrons OT-2 (P1000 single-channel GEN2)",
     "transfer volume_ul=800 @opentrons_ot2"),

    ("pio_s17",
     "Workcell hand-off: assay plate\n"
     "1. Move the assay plate onto the sealer nest.\n"
     "Equipment: PreciseFlex PF400 robot arm",
     "move_plate @precise_pf400"),

    ("pio_s18",
     "Heat denaturation of lysate samples on deck\n"
     "Denaturation\n"
     "4. Heat the sample plate on the Biomek i5 Peltier position.\n"
     "Temperature 65 °C\n"
     "Duration 10m",
     "incubate temperature_c=65 duration_s=600 @biomek_i5"),

    ("pio_s19",
     "SYBR Green qPCR – relative gene expression\n"
     "Cycling\n"
     "9. Start the run on the CFX384:\n"
     "Initial denaturation 95 °C 00:03:00\n"
     "40 cycles: 95 °C 00:00:10 / 58 °C 00:00:15 / 72 °C 00:00:20\n"
     "Note\n"
     "Add a melt curve at the end for SYBR chemistry (instrument default).",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=15 extension_c=72 "
     "extension_s=20 @biorad_cfx384"),

    ("pio_s20",
     "384-well PCR plate spin-down (high force)\n"
     "2. Drive the reaction to the bottom of the wells.\n"
     "Equipment: BioNex HiG 4\n"
     "⟳ 4000 ×g  ⏱ 2m",
     "spin rcf_g=4000 duration_s=120 @bionex_hig4"),

    # =====================================================================
    # two or three steps
    # =====================================================================
    ("pio_t01",
     "ExoSAP-IT PCR clean-up\n"
     "Enzymatic clean-up\n"
     "3. Incubate to degrade leftover primers and dNTPs.\n"
     "Equipment: ODTC on-deck thermal cycler (INHECO)\n"
     "🌡 37 °C ⏱ 00:15:00\n"
     "4. Inactivate ExoSAP-IT on the same thermal cycler.\n"
     "🌡 80 °C ⏱ 00:15:00",
     "incubate temperature_c=37 duration_s=900 @inheco_odtc > "
     "incubate temperature_c=80 duration_s=900 @inheco_odtc"),

    ("pio_t02",
     "Bradford protein assay (microplate)\n"
     "Assay\n"
     "5. Add Coomassie reagent to each standard and sample well.\n"
     "Amount 250 µL\n"
     "6. Incubate.\n"
     "⏱ 00:05:00 🌡 Room temperature\n"
     "7. Measure absorbance.\n"
     "Wavelength 595 nm\n"
     "Expected result\n"
     "Linear standard curve between 125 and 1000 µg/mL BSA.",
     "transfer volume_ul=250 > incubate duration_s=300 > read_absorbance wavelength_nm=595"),

    ("pio_t03",
     "Sanger sequencing submission plate\n"
     "Plate set-up\n"
     "8. Heat-seal the plate (Equipment: a4S Automated Roll Heat Sealer; 170 °C, 00:00:02), "
     "having first added 10 µL of premixed template/primer to each well on the Biomek i5.",
     "transfer volume_ul=10 @biomek_i5 > seal temperature_c=170 duration_s=2 @azenta_a4s"),

    ("pio_t04",
     "E. coli growth curve (plate format)\n"
     "Time point\n"
     "3. Retrieve the culture plate from the Cytomat 24 hotel.\n"
     "4. Record optical density.\n"
     "Wavelength 600 nm\n"
     "Equipment: SpectraMax i3x",
     "retrieve @cytomat_24 > read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("pio_t05",
     "Secreted protein harvest from Expi293 cultures\n"
     "Clarification\n"
     "2. Clarify the culture in 50 mL conical tubes.\n"
     "Centrifigation 4000 x g, 4 °C, 00:15:00\n"
     "Equipment: Eppendorf 5810 R with FA-45-6-30 rotor\n"
     "3. Transfer cleared supernatant into a 96 deep-well plate.\n"
     "Amount 1 mL",
     "spin rcf_g=4000 temperature_c=4 duration_s=900 @eppendorf_5810r > transfer volume_ul=1000"),

    ("pio_t06",
     "Fluorescein calibration for a GFP reporter assay\n"
     "Measurement\n"
     "11. Read green fluorescence (Ex 485 nm / Em 535 nm). Before reading, spin the plate "
     "briefly to knock out bubbles: ⟳ 300 x g, ⏱ 00:00:30.",
     "spin rcf_g=300 duration_s=30 > read_fluorescence excitation_nm=485 emission_nm=535"),

    ("pio_t07",
     "TaqMan SNP genotyping (384-well)\n"
     "Run\n"
     "6. Seal with optical heat-seal film.\n"
     "Equipment: Azenta a4S\n"
     "Temperature 160 °C\n"
     "Duration 1.5 s\n"
     "7. Spin down.\n"
     "⟳ 1000 x g ⏱ 00:01:00\n"
     "8. Cycle on the CFX 384:\n"
     "95 °C 00:10:00\n"
     "40 cycles of 95 °C 00:00:15 then 60 °C 00:01:00",
     "seal temperature_c=160 duration_s=1.5 @azenta_a4s > spin rcf_g=1000 duration_s=60 > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 "
     "denaturation_s=15 @biorad_cfx384"),

    ("pio_t08",
     "Internal standard spike-in for LC-MS samples\n"
     "1. Peel the seal off the sample plate.\n"
     "Equipment: Brooks XPeel\n"
     "2. Add the internal standard to wells A1–H1 only (calibrators).\n"
     "Amount 5 uL\n"
     "Equipment: Tecan Fluent 780",
     "peel @azenta_xpeel > transfer volume_ul=5 @tecan_fluent wells=8"),

    ("pio_t09",
     "MTT cytotoxicity assay V.2\n"
     "Solubilisation\n"
     "9. Add DMSO to dissolve the formazan.\n"
     "Amount 100 µl\n"
     "10. Shake until the crystals are gone.\n"
     "Shaking 500 rpm, 00:10:00\n"
     "11. Read absorbance.\n"
     "Wavelength 570 nm",
     "transfer volume_ul=100 > shake speed_rpm=500 duration_s=600 > "
     "read_absorbance wavelength_nm=570"),

    ("pio_t10",
     "Gel-free PCR product check\n"
     "1. Transfer PCR product into a fresh 96-well PCR plate on the Biomek i5.\n"
     "Amount 20 µL\n"
     "2. Analyse on the LabChip with the DNA 1K assay.\n"
     "Samples: 24\n"
     "Expected result\n"
     "Single band at the expected amplicon size.",
     "transfer volume_ul=20 @biomek_i5 > run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("pio_t11",
     "Master-mix plate prep for next-day run\n"
     "12. Seal the plate.\n"
     "Temperature 175 °C\n"
     "Duration 00:00:02\n"
     "13. Park the plate in the Cytomat 24 plate hotel until the run.\n"
     "Note\n"
     "The hotel is at ambient temperature; do not leave plates longer than 24 h.",
     "seal temperature_c=175 duration_s=2 > store @cytomat_24"),

    ("pio_t12",
     "Plasma separation from whole blood (microtube)\n"
     "Separation\n"
     "2. Centrifuge the 2 mL tubes in the 5424 R.\n"
     "⟳ 2000 x g 🌡 4 ºC ⏱ 00:10:00\n"
     "3. Aliquot plasma into a 96-well PCR plate.\n"
     "Amount 100 µL\n"
     "Equipment: Hamilton STAR\n"
     "Safety information\n"
     "Human blood: treat all material as potentially infectious.",
     "spin rcf_g=2000 temperature_c=4 duration_s=600 @eppendorf_5424r > "
     "transfer volume_ul=100 @hamilton_star"),

    ("pio_t13",
     "LDH enzyme activity (NADH fluorescence)\n"
     "Reaction\n"
     "6. Incubate the reaction plate on the heater-shaker.\n"
     "Shaking 300 rpm, 37 °C, 00:15:00\n"
     "7. Read NADH fluorescence.\n"
     "Excitation 340 nm\n"
     "Emission 460 nm",
     "shake speed_rpm=300 temperature_c=37 duration_s=900 > "
     "read_fluorescence excitation_nm=340 emission_nm=460"),

    ("pio_t14",
     "Suspension-cell lysis in U-bottom plates\n"
     "Lysis\n"
     "5. Add 50 µL RIPA buffer to each well after pelleting the cells "
     "(⟳ 400 x g, ⏱ 00:05:00, Room temperature).",
     "spin rcf_g=400 duration_s=300 > transfer volume_ul=50"),

    ("pio_t15",
     "96-to-384 reformatting\n"
     "2. Stamp the compound into the 384-well assay plate with the MCA384 head.\n"
     "Amount 5 μL\n"
     "Equipment: Tecan Fluent 1080\n"
     "3. Heat-seal the assay plate.",
     "transfer volume_ul=5 @tecan_fluent > seal"),

    ("pio_t16",
     "Sealed plate spin before opening\n"
     "1. Spin the sealed plate.\n"
     "Equipment: Agilent VSpin\n"
     "⟳ 800 x g\n"
     "⏱ 00:02:00\n"
     "2. Remove the seal.\n"
     "Equipment: XPeel",
     "spin rcf_g=800 duration_s=120 @agilent_vspin > peel @azenta_xpeel"),

    ("pio_t17",
     "Cold-chain cell pellet handling (96-well)\n"
     "3. Pellet cells in the refrigerated centrifuge.\n"
     "Centrifigation 2000 x g, 4 °C, 00:05:00\n"
     "4. Keep the plate in the refrigerated store until lysis.\n"
     "Temperature 4 °C",
     "spin rcf_g=2000 temperature_c=4 duration_s=300 @eppendorf_5810r > "
     "store temperature_c=4 @cytomat_2c425"),

    # =====================================================================
    # four or more steps
    # =====================================================================
    ("pio_f01",
     "NF-κB luciferase reporter in HEK293 cells V.2\n"
     "Stimulation\n"
     "5. Add TNF-α to columns 1–6 (columns 7–12 receive no stimulus).\n"
     "Amount 10 µL\n"
     "6. Incubate in the CO2 incubator.\n"
     "🌡 37 °C ⏱ 06:00:00\n"
     "Detection\n"
     "7. Add ONE-Glo reagent to all wells.\n"
     "Amount 50 µL\n"
     "8. Mix on the plate shaker.\n"
     "Shaking 600 rpm, 00:02:00\n"
     "9. Read luminescence.\n"
     "Integration 1 s",
     "transfer volume_ul=10 wells=48 > incubate temperature_c=37 duration_s=21600 @cytomat_2c450 "
     "> transfer volume_ul=50 > shake speed_rpm=600 duration_s=120 > "
     "read_luminescence integration_s=1"),

    ("pio_f02",
     "Amplicon PCR with KAPA HiFi\n"
     "Set-up (Equipment: Opentrons Flex for steps 1–2)\n"
     "1. Dispense master mix into the 96-well PCR plate.\n"
     "Amount 15 µL\n"
     "2. Add template DNA.\n"
     "Amount 5 µL\n"
     "3. Seal.\n"
     "Equipment: a4S\n"
     "Temperature 165 °C, Duration 00:00:03\n"
     "4. Centrifigation 500 x g, 00:01:00\n"
     "Thermocycling\n"
     "5. Run on the ODTC: 95 °C 3 min; 25 cycles of 98 °C 20 s, 60 °C 15 s, 72 °C 30 s; "
     "72 °C 1 min; hold at 4 °C.",
     "transfer volume_ul=15 @opentrons_flex > transfer volume_ul=5 @opentrons_flex > "
     "seal temperature_c=165 duration_s=3 @azenta_a4s > spin rcf_g=500 duration_s=60 > "
     "run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=98 "
     "denaturation_s=20 annealing_c=60 annealing_s=15 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=60 hold_c=4 @inheco_odtc"),

    ("pio_f03",
     "Mouse IgG ELISA – development\n"
     "Substrate\n"
     "6. Add TMB substrate.\n"
     "Amount 100 uL\n"
     "7. Incubate protected from light.\n"
     "⏱ 00:15:00 🌡 Room temperature\n"
     "8. Stop the reaction once the incubation in step 7 is over.\n"
     "Amount 50 uL 2 N H2SO4\n"
     "Safety information\n"
     "Sulfuric acid is corrosive: wear gloves and eye protection.\n"
     "9. Read absorbance at 450 nm.",
     "transfer volume_ul=100 > incubate duration_s=900 > transfer volume_ul=50 > "
     "read_absorbance wavelength_nm=450"),

    ("pio_f04",
     "One-step RT-qPCR assay plate set-up (384-well)\n"
     "Set-up\n"
     "1. Dispense master mix into the 384-well PCR plate.\n"
     "Amount 8 µL\n"
     "Equipment: Biomek i7\n"
     "2. Add RNA template with the same instrument.\n"
     "Amount 2 µL\n"
     "3. Seal.\n"
     "Equipment: Azenta a4S\n"
     "4. Spin.\n"
     "Equipment: BioNex HiG 4\n"
     "Centrifigation 1500 x g, 00:02:00\n"
     "5. Run on the CFX384.\n"
     "Polymerase activation 95 °C 00:02:00\n"
     "40 cycles: 95 °C 00:00:05, 60 °C 00:00:30",
     "transfer volume_ul=8 @biomek_i7_hybrid > transfer volume_ul=2 @biomek_i7_hybrid > "
     "seal @azenta_a4s > spin rcf_g=1500 duration_s=120 @bionex_hig4 > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
     "denaturation_s=5 @biorad_cfx384"),

    ("pio_f05",
     "PrestoBlue viability read-out\n"
     "1. Retrieve the treated cell plate from the Cytomat 2C450.\n"
     "2. Add PrestoBlue HS reagent.\n"
     "Amount 10 µL\n"
     "3. Incubate in the Cytomat.\n"
     "🌡 37 °C\n"
     "⏱ 01:30:00\n"
     "4. Read fluorescence (bottom read).\n"
     "Excitation 535 nm\n"
     "Emission 615 nm",
     "retrieve @cytomat_2c450 > transfer volume_ul=10 > "
     "incubate temperature_c=37 duration_s=5400 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=535 emission_nm=615"),

    ("pio_f06",
     "Plant genomic DNA from leaf punches (magnetic beads)\n"
     "Lysis\n"
     "1. Add lysis buffer to each well of the 96 deep-well block.\n"
     "Amount 400 µL\n"
     "2. Lyse on the BioShake.\n"
     "Shaking 1200 rpm, 65 °C, 00:20:00\n"
     "3. Pellet debris.\n"
     "Centrifigation 2500 x g, 00:10:00\n"
     "Purification\n"
     "4. Transfer cleared lysate into the KingFisher sample plate.\n"
     "Amount 200 µL\n"
     "5. Run the bead-purification script on the KingFisher Flex.\n"
     "6. Store the elution plate.\n"
     "🌡 4 °C\n"
     "Expected result\n"
     "Yield 1–5 µg per punch; A260/280 1.8–2.0.",
     "transfer volume_ul=400 > shake speed_rpm=1200 temperature_c=65 duration_s=1200 "
     "@qinstruments_bioshake_3000t_elm > spin rcf_g=2500 duration_s=600 > transfer volume_ul=200 "
     "> run_program @kingfisher_flex > store temperature_c=4"),

    ("pio_f07",
     "Indirect ELISA – coating and blocking\n"
     "Day 1: Coating\n"
     "1. Add capture antigen to the 96-well high-binding plate.\n"
     "Amount 100 µL\n"
     "2. Seal the plate.\n"
     "3. Incubate.\n"
     "🌡 4 °C ⏱ Overnight\n"
     "Day 2: Blocking\n"
     "4. Remove the seal.\n"
     "5. Add blocking buffer (3% BSA in PBS).\n"
     "Amount 200 µL\n"
     "6. Block with gentle shaking.\n"
     "Shaking 300 rpm, 01:00:00, Room temperature",
     "transfer volume_ul=100 > seal > incubate temperature_c=4 > peel > transfer volume_ul=200 "
     "> shake speed_rpm=300 duration_s=3600"),

    ("pio_f08",
     "His-tagged protein expression test (96 deep-well)\n"
     "Induction\n"
     "1. Add IPTG to the induced cultures only, which are in row B.\n"
     "Amount 2 µL (100 mM stock)\n"
     "2. Express with shaking.\n"
     "Shaking 900 rpm, 37 °C, 04:00:00\n"
     "Density check\n"
     "3. Transfer an aliquot of each culture into a clear flat-bottom 96-well plate.\n"
     "Amount 100 µL\n"
     "4. Measure OD.\n"
     "Wavelength 600 nm",
     "transfer volume_ul=2 wells=12 > shake speed_rpm=900 temperature_c=37 duration_s=14400 > "
     "transfer volume_ul=100 > read_absorbance wavelength_nm=600"),

    ("pio_f09",
     "NGS library QC and return to storage\n"
     "1. Retrieve the library plate from the refrigerated store (Cytomat 2C425).\n"
     "2. Remove the seal.\n"
     "Equipment: XPeel\n"
     "3. Transfer each library into the LabChip sample plate.\n"
     "Amount 2 µL\n"
     "4. Run the DNA 5K assay on all 96 libraries.\n"
     "Equipment: LabChip GX Touch HT\n"
     "5. Re-seal the library plate.\n"
     "Equipment: a4S\n"
     "Temperature 165 °C Duration 00:00:02\n"
     "6. Return it to the cold store.\n"
     "🌡 4 °C",
     "retrieve @cytomat_2c425 > peel @azenta_xpeel > transfer volume_ul=2 > "
     "run_assay sample_count=96 @labchip_gx_touch_ht > seal temperature_c=165 duration_s=2 "
     "@azenta_a4s > store temperature_c=4 @cytomat_2c425"),

    ("pio_f10",
     "Dual-Luciferase reporter assay (Dual-Glo)\n"
     "Firefly\n"
     "1. Add Dual-Glo Luciferase Reagent to each well.\n"
     "Amount 75 µL\n"
     "2. Incubate.\n"
     "⏱ 00:10:00 🌡 Room temperature\n"
     "3. Read firefly luminescence.\n"
     "Integration 1 s\n"
     "Renilla\n"
     "4. Add Dual-Glo Stop & Glo Reagent.\n"
     "Amount 75 µL\n"
     "5. Incubate again.\n"
     "⏱ 00:10:00\n"
     "6. Read Renilla luminescence.\n"
     "Integration 1 s\n"
     "Critical\n"
     "Read within 2 h of adding each reagent.",
     "transfer volume_ul=75 > incubate duration_s=600 > read_luminescence integration_s=1 > "
     "transfer volume_ul=75 > incubate duration_s=600 > read_luminescence integration_s=1"),

    ("pio_f11",
     "Broth microdilution MIC (CLSI) V.3\n"
     "Plate set-up\n"
     "1. Dispense cation-adjusted Mueller-Hinton broth into all wells.\n"
     "Amount 50 µL\n"
     "2. Add the standardised inoculum to columns 1–11 (column 12 = sterility control).\n"
     "Amount 50 µL\n"
     "Incubation\n"
     "3. Incubate in the Cytomat 2C450: 35 °C, 18:00:00. Before the plate goes in, take a "
     "T0 baseline read at 600 nm.\n"
     "4. Read the endpoint.\n"
     "Wavelength 600 nm",
     "transfer volume_ul=50 > transfer volume_ul=50 wells=88 > read_absorbance wavelength_nm=600 "
     "> incubate temperature_c=35 duration_s=64800 @cytomat_2c450 > "
     "read_absorbance wavelength_nm=600"),

    ("pio_f12",
     "384-well cytotoxicity screen (CellTiter-Glo)\n"
     "Cell seeding\n"
     "1. Dispense cell suspension into the white 384-well plate.\n"
     "Amount 40 µL\n"
     "Equipment: Tecan Fluent\n"
     "2. Settle the cells.\n"
     "⟳ 200 x g ⏱ 00:01:00\n"
     "3. Incubate in the Cytomat 2C450.\n"
     "🌡 37 °C ⏱ Overnight\n"
     "Treatment\n"
     "4. Add DMSO vehicle to the control columns 23–24.\n"
     "Amount 5 µL\n"
     "5. Incubate again.\n"
     "🌡 37 °C ⏱ 48:00:00\n"
     "6. Read luminescence after adding detection reagent (Amount 20 µL), "
     "integration 0.25 s.",
     "transfer volume_ul=40 @tecan_fluent > spin rcf_g=200 duration_s=60 > "
     "incubate temperature_c=37 @cytomat_2c450 > transfer volume_ul=5 wells=32 > "
     "incubate temperature_c=37 duration_s=172800 > transfer volume_ul=20 > "
     "read_luminescence integration_s=0.25"),

    ("pio_f13",
     "GFP expression time course\n"
     "Note\n"
     "All plate moves are done by the PF400; the hotel is ambient.\n"
     "1. Retrieve the culture plate from the Cytomat 24.\n"
     "2. Remove the seal (Equipment: XPeel).\n"
     "3. Read GFP.\n"
     "Excitation 488 nm\n"
     "Emission 510 nm\n"
     "4. Re-seal.\n"
     "Equipment: a4S\n"
     "Temperature 170 °C\n"
     "Duration 1 s\n"
     "5. Return the plate to the Cytomat 24.",
     "retrieve @cytomat_24 > peel @azenta_xpeel > read_fluorescence excitation_nm=488 "
     "emission_nm=510 > seal temperature_c=170 duration_s=1 @azenta_a4s > store @cytomat_24"),

    ("pio_f14",
     "Quant-iT PicoGreen dsDNA quantification\n"
     "Assay\n"
     "1. Dispense 1X TE into the black 96-well plate.\n"
     "Amount 99 µL\n"
     "Equipment: Hamilton Microlab STAR\n"
     "2. Add 1 µL of each DNA sample or standard.\n"
     "3. Add PicoGreen working solution.\n"
     "Amount 100 µL\n"
     "4. Mix.\n"
     "Shaking 300 rpm 00:02:00\n"
     "5. Incubate in the dark.\n"
     "⏱ 00:05:00 🌡 Room temperature\n"
     "6. Read fluorescence.\n"
     "Excitation 480 nm\n"
     "Emission 520 nm",
     "transfer volume_ul=99 @hamilton_star > transfer volume_ul=1 > transfer volume_ul=100 > "
     "shake speed_rpm=300 duration_s=120 > incubate duration_s=300 > "
     "read_fluorescence excitation_nm=480 emission_nm=520"),

    ("pio_f15",
     "Bead-based RNA clean-up with storage\n"
     "Binding\n"
     "1. Add RNAClean XP beads to each sample.\n"
     "Amount 90 µL\n"
     "Equipment: Biomek i5\n"
     "2. Mix by pipetting 10 times.\n"
     "Amount 100 µL\n"
     "3. Purify on the KingFisher Flex (program RNA_XP_96).\n"
     "4. Seal the eluate plate.\n"
     "Equipment: Azenta a4S sealer\n"
     "5. Store in the plate fridge.\n"
     "🌡 4 °C",
     "transfer volume_ul=90 @biomek_i5 > mix volume_ul=100 @biomek_i5 > "
     "run_program @kingfisher_flex > seal @azenta_a4s > store temperature_c=4 @cytomat_2c425"),

    # =====================================================================
    # halted: over a limit on every suitable instrument
    # =====================================================================
    ("pio_h01",
     "Cell pellet washing in 96-well round-bottom plates\n"
     "Wash\n"
     "4. Pellet the cells.\n"
     "Centrifigation 6000 x g, 4 °C, 00:05:00\n"
     "Note\n"
     "Remove the supernatant by flicking immediately after the run.",
     "halted"),

    ("pio_h02",
     "Nuclear extract preparation (microtube)\n"
     "Clarification\n"
     "8. Clear the nuclear lysate in 1.5 mL tubes.\n"
     "⟳ 25000 x g 🌡 4 °C ⏱ 00:20:00\n"
     "Expected result\n"
     "Clear supernatant above a compact white pellet.",
     "halted"),

    ("pio_h03",
     "PCR plate sealing for long-term storage\n"
     "1. Add TE buffer to each well.\n"
     "Amount 50 µL\n"
     "2. Seal.\n"
     "Equipment: Azenta a4S sealer\n"
     "Temperature 210 °C\n"
     "Duration 00:00:02",
     "halted"),

    ("pio_h04",
     "Peptide quantitation by far-UV absorbance\n"
     "Measurement\n"
     "5. Read the UV-transparent plate.\n"
     "Equipment: SpectraMax i3x\n"
     "Wavelength 205 nm\n"
     "Note\n"
     "Use buffer without Tris; it absorbs strongly in the far UV.",
     "halted"),

    ("pio_h05",
     "Magnetic bead resuspension in PCR plates\n"
     "3. Resuspend beads after removing the plate from the magnet.\n"
     "Equipment: BioShake 3000-T elm\n"
     "Shaking 3500 rpm, 00:01:00",
     "halted"),

    ("pio_h06",
     "High-volume qPCR in 384-well format\n"
     "Set-up\n"
     "1. Dispense the reaction mix into the 384-well PCR plate.\n"
     "Amount 50 µL per well\n"
     "2. Seal (a4S, 165 °C, 00:00:03).\n"
     "3. Run on the CFX384: 95 °C 00:02:00; 40 cycles of 95 °C 00:00:05, 60 °C 00:00:30.",
     "halted"),

    ("pio_h07",
     "Viral particle concentration (conical tubes)\n"
     "Concentration\n"
     "3. Spin the 50 mL conical tubes.\n"
     "Equipment: Eppendorf 5810 R (fixed-angle rotor)\n"
     "Centrifigation 15000 x g, 4 °C, 01:00:00\n"
     "Safety information\n"
     "BSL-2; use sealed rotor lids and open them in the biosafety cabinet.",
     "halted"),

    ("pio_h08",
     "Low-abundance NanoLuc detection\n"
     "Readout\n"
     "6. Read luminescence.\n"
     "Integration 00:02:00 per well\n"
     "Note\n"
     "Long integration is required for the weakest constructs.",
     "halted"),

    ("pio_h09",
     "PCR plate pelleting (high force)\n"
     "2. Spin the 96-well PCR plate.\n"
     "Equipment: HiG4\n"
     "⟳ 5500 x g ⏱ 00:03:00",
     "halted"),

    # =====================================================================
    # ask: a value or step the engineer cannot know or do
    # =====================================================================
    ("pio_a01",
     "Suspension cell harvest in 96-well V-bottom plates\n"
     "3. Pellet the cells.\n"
     "Centrifigation 1500 rpm, 00:05:00, Room temperature\n"
     "Note\n"
     "Use brake setting 3 so the pellet is not disturbed.",
     "ask"),

    ("pio_a02",
     "Soil DNA extraction (bead-beating)\n"
     "Lysis\n"
     "2. Add solution CD1 to the PowerBead tubes.\n"
     "Amount 800 µL\n"
     "3. Vortex horizontally at maximum speed.\n"
     "⏱ 00:10:00\n"
     "Equipment: Vortex Adapter for 24 tubes",
     "ask"),

    ("pio_a03",
     "Plate spin-down before reading\n"
     "1. Centrifuge the 96-well plate.\n"
     "Equipment: Eppendorf Centrifuge 5430 R (A-2-MTP rotor)\n"
     "Centrifigation 2250 x g, 00:03:00",
     "ask"),

    ("pio_a04",
     "Nucleic acid quantitation in a quartz plate\n"
     "4. Read absorbance.\n"
     "Equipment\n"
     "Spark\n"
     "NAME\n"
     "Multimode plate reader\n"
     "TYPE\n"
     "Tecan\n"
     "BRAND\n"
     "Wavelength 260 nm",
     "ask"),

    ("pio_a05",
     "ChIP-seq chromatin shearing\n"
     "Shearing\n"
     "6. Shear the crosslinked chromatin.\n"
     "Equipment: Bioruptor Pico\n"
     "10 cycles of 00:00:30 ON / 00:00:30 OFF\n"
     "🌡 4 °C\n"
     "Expected result\n"
     "Fragments of 200–500 bp.",
     "ask"),

    ("pio_a06",
     "Live-cell nuclear counterstain\n"
     "Staining\n"
     "3. Add NucBlue Live ReadyProbes to each well.\n"
     "Amount 2 drops\n"
     "4. Incubate.\n"
     "⏱ 00:20:00 🌡 Room temperature",
     "ask"),

    ("pio_a07",
     "Plasmid miniprep yield check\n"
     "14. Quantify the eluted DNA.\n"
     "Amount 1.5 µL\n"
     "Equipment: NanoDrop One (Thermo Fisher)\n"
     "Expected result\n"
     "A260/280 ≈ 1.8.",
     "ask"),

    ("pio_a08",
     "Spin-column RNA purification\n"
     "Binding\n"
     "5. Load the lysate onto the column.\n"
     "Amount 700 µL\n"
     "6. Collect flow-through.\n"
     "Centrifigation 13,000 rpm, 00:00:30\n"
     "7. Discard the flow-through.",
     "ask"),

    ("pio_a09",
     "Sterile filtration of conditioned medium (96-well filter plate)\n"
     "3. Transfer conditioned medium onto the 0.22 µm filter plate.\n"
     "Amount 200 µL\n"
     "4. Apply vacuum on the manifold.\n"
     "Pressure -15 inHg\n"
     "⏱ 00:02:00",
     "ask"),
]
