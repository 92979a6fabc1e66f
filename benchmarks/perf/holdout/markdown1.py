"""Hold-out batch "markdown1": protocols pasted from a wiki page or a GitHub README.

Style: Markdown as people paste it -- ``## Materials`` / ``## Procedure`` / ``### Notes``
headings, numbered and bulleted lists, **bold** and `code` values, pipe tables (PCR programs,
parameter tables), ``>`` blockquote warnings, [links](...) and footnotes ``[^1]``, task-list
checkboxes and the odd fenced code block.

Traps:
- Materials lists full of context numbers (catalogue numbers, concentrations, lot numbers,
  cells/well, kit storage temperatures) that are not settings.
- A ``### Notes`` bullet or a footnote that corrects a value in ``## Procedure``: the
  correction wins (and can push a value out of range, turning a plan into ``halted``).
- Blockquote warnings that carry numbers but are not steps.
- Steps written in a table rather than a list; steps referred to out of order
  ("before step 2 ...").
- Devices are only expected when the step itself names the instrument (or an alias).
"""

NAME = "markdown1"

CASES: list[tuple[str, str, str]] = [
    ("markdown1-01",
     "## Bradford assay (96-well)\n\n"
     "### Materials\n"
     "- Bradford reagent, 1x (Bio-Rad #5000006)\n"
     "- BSA standards, 0-2 mg/mL\n\n"
     "### Procedure\n"
     "1. Add **250 µL** Bradford reagent to every well on the **Tecan Fluent**.\n"
     "2. Shake at `600 rpm` for **5 min** on the BioShake.\n"
     "3. Read absorbance at **595 nm** on the SpectraMax.\n",
     "transfer volume_ul=250 @tecan_fluent > "
     "shake speed_rpm=600 duration_s=300 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=595 @spectramax_i3x"),

    ("markdown1-02",
     "## Procedure\n"
     "1. Centrifuge the plate at **500 x g** for **2 min** (VSpin).\n"
     "2. Transfer `20 µL` supernatant into a fresh plate, columns 1-6 only, on the Hamilton STAR.\n\n"
     "### Notes\n"
     "- Step 1 is now **3 min**, not 2 min -- pellets were too loose (updated 2024-03-12).\n",
     "spin rcf_g=500 duration_s=180 @agilent_vspin > "
     "transfer volume_ul=20 wells=48 @hamilton_star"),

    ("markdown1-03",
     "### Sealing before storage\n\n"
     "| Parameter | Value |\n"
     "|---|---|\n"
     "| Sealer | Azenta a4S |\n"
     "| Seal temperature | **210 °C** |\n"
     "| Seal time | 2.5 s |\n\n"
     "> **Warning:** peelable foil only (4titude 4ti-0590).\n",
     "halted"),

    ("markdown1-04",
     "## Lysis\n\n"
     "1. Add 100 µL Buffer AL (Qiagen 19075) to each 1.5 mL tube.\n"
     "2. **Vortex** 15 s.\n"
     "3. Spin at 12,000 x g for 1 min on the 5424R.\n",
     "ask"),

    ("markdown1-05",
     "## Plasmid clean-up -> QC\n\n"
     "1. Load the plates as in the [layout sheet](https://wiki.lab.internal/kf-layout-v3).\n"
     "2. Run program `PureLink_96_v2` on the **KingFisher Flex**.\n"
     "3. Transfer **10 µL** of each eluate into a full-skirted PCR plate (OT-2).\n"
     "4. Run the LabChip **DNA 5K** assay on *24* samples.\n",
     "run_program program=PureLink_96_v2 @kingfisher_flex > "
     "transfer volume_ul=10 @opentrons_ot2 > "
     "run_assay assay=dna_5k sample_count=24 @labchip_gx_touch_ht"),

    ("markdown1-06",
     "## Amplicon PCR\n"
     "Seal first (**165 °C, 3 s**), then run on the **ODTC**:\n\n"
     "| Step | Temp | Time | Cycles |\n"
     "|---|---|---|---|\n"
     "| Initial denaturation | 98 °C | 30 s | 1 |\n"
     "| Denature | 98 °C | 10 s | 30 |\n"
     "| Anneal | 62 °C | 15 s | 30 |\n"
     "| Extend | 72 °C | 30 s | 30 |\n"
     "| Final extension | 72 °C | 5 min | 1 |\n"
     "| Hold | 4 °C | ∞ | - |\n",
     "seal temperature_c=165 duration_s=3 > "
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
     "denaturation_s=10 annealing_c=62 annealing_s=15 extension_c=72 extension_s=30 "
     "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    # The Notes correction moves the Cytomat step to 55 °C, above its 50 °C ceiling.
    ("markdown1-07",
     "## HeLa heat-shock series\n\n"
     "### Procedure\n"
     "1. Seed 5,000 cells/well (passage 12).\n"
     "2. Incubate in the **Cytomat** at 37 °C, 5% CO2 for 24 h.\n\n"
     "### Notes\n"
     "- Correction (rev C): step 2 runs at **55 °C**, not 37 °C.\n",
     "halted"),

    ("markdown1-08",
     "### Procedure\n"
     "1. Transfer 200 µL overnight culture into a 96 deep-well plate.\n"
     "2. Centrifuge at **4000 rpm** for 10 min at 4 °C.\n"
     "3. Resuspend pellets in 50 µL B-PER.\n",
     "ask"),

    # "Incubate 15 min at room temperature" is kept as an incubate step with no temperature key.
    ("markdown1-09",
     "## ELISA - detection\n\n"
     "1. Add `100 µL` TMB (Thermo 34028) to wells **A1-H6** on the Biomek i7.\n"
     "2. Incubate 15 min at room temperature in the dark.\n"
     "3. Add **50 µL** 2 N H2SO4 stop solution to the same wells (i7).\n"
     "4. Read at 450 nm.\n\n"
     "> Read within 30 min of stopping or the signal drifts.\n",
     "transfer volume_ul=100 wells=48 @biomek_i7_hybrid > incubate duration_s=900 > "
     "transfer volume_ul=50 wells=48 @biomek_i7_hybrid > read_absorbance wavelength_nm=450"),

    ("markdown1-10",
     "## RT-qPCR (SYBR), 384-well\n\n"
     "1. Seal with optically clear film on the a4S (**170 °C**, **2 s**).\n"
     "2. Spin 1 min at 1000 x g in the VSpin.\n"
     "3. Run on the **Bio-Rad CFX384**:\n"
     "   - 95 °C - 3 min\n"
     "   - 40 x (95 °C 10 s -> 60 °C 30 s)\n",
     "seal temperature_c=170 duration_s=2 @azenta_a4s > "
     "spin rcf_g=1000 duration_s=60 @agilent_vspin > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("markdown1-11",
     "## Growth curve, *E. coli* MG1655\n\n"
     "1. Shake the 96-well plate at 800 rpm, 37 °C for 30 min on the heater-shaker.\n"
     "2. Measure **OD** on the plate reader.\n",
     "ask"),

    # move_plate is listed because the PF400 is named for the hand-off to the cold store.
    ("markdown1-12",
     "## End-of-day checklist\n\n"
     "- [x] Seal plate - **165 °C, 3 s**\n"
     "- [x] PF400 moves it to the **cold store**\n"
     "- [x] Store at `4 °C` until Monday\n",
     "seal temperature_c=165 duration_s=3 > move_plate @precise_pf400 > "
     "store temperature_c=4 @cytomat_2c425"),

    ("markdown1-13",
     "## Peptide quant (UV)\n\n"
     "### Materials\n"
     "- UV-Star plate (Greiner 655801)\n\n"
     "### Procedure\n"
     "1. Read absorbance at `220 nm` (peptide bond) on the SpectraMax i3x.\n",
     "halted"),

    ("markdown1-14",
     "## Colony PCR\n\n"
     "### Materials\n"
     "- OneTaq 2X Master Mix (NEB M0482S)\n"
     "- Primers, 10 µM each\n\n"
     "### Procedure\n"
     "1. Pick colonies into 20 µL mix.\n"
     "2. Run **30 cycles** on the ODTC with our usual colony program.\n",
     "ask"),

    # Mix and RT incubation name no instrument, so no @device on them (only steps 1 and 4 say i5).
    ("markdown1-15",
     "## SPRI clean-up (0.8x)\n\n"
     "1. Add **40 µL** AMPure XP (A63881) to the 50 µL PCR product on the Biomek i5.\n"
     "2. Mix 10 times with 60 µL.\n"
     "3. Incubate 5 min at RT.\n"
     "4. Put the plate on the i5 magnet for **5 min**.\n",
     "transfer volume_ul=40 @biomek_i5 > mix volume_ul=60 cycles=10 > incubate duration_s=300 > "
     "magnetic_separation duration_s=300 @biomek_i5"),

    ("markdown1-16",
     "## CellTiter-Glo viability\n\n"
     "1. Add 25 µL CellTiter-Glo (Promega G7570) per well -- Opentrons Flex.\n"
     "2. Shake 2 min at 500 rpm.\n"
     "3. Incubate 10 min at room temp.\n"
     "4. Read luminescence, integration **0.5 s** (SpectraMax i3x).\n",
     "transfer volume_ul=25 @opentrons_flex > shake speed_rpm=500 duration_s=120 > "
     "incubate duration_s=600 > read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("markdown1-17",
     "### Resuspension\n\n"
     "Shake the deep-well block at **3,500 rpm** for 2 min on the BioShake 3000-T elm.\n\n"
     "> Don't overfill: max 1.2 mL/well.\n",
     "halted"),

    ("markdown1-18",
     "## Compound dispense\n\n"
     "1. Dispense **50 nL** compound from the LDV source plate into assay plate columns 1-22.\n"
     "2. Add 5 µL enzyme mix.\n",
     "ask"),

    ("markdown1-19",
     "## Re-array to 384\n\n"
     "1. Peel the source plate (**XPeel**).\n"
     "2. Transfer `5 µL` from each well into a new 384-well PCR plate on the Fluent.\n"
     "3. Seal it: 175 °C, 1.5 s.\n"
     "4. Park it in the plate hotel.\n",
     "peel @azenta_xpeel > transfer volume_ul=5 @tecan_fluent > "
     "seal temperature_c=175 duration_s=1.5 > store @cytomat_24"),

    ("markdown1-20",
     "## Pellet bacteria (1.5 mL tubes)\n\n"
     "1. Spin **13,000 × g**, **2 min**, **4 °C** on the 5424 R.\n"
     "2. Resuspend each pellet in **250 µL** Buffer P1 (Qiagen 19051) on the OT-2.\n"
     "3. Mix 10 times at 200 µL.\n",
     "spin rcf_g=13000 duration_s=120 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=250 @opentrons_ot2 > mix volume_ul=200 cycles=10"),

    ("markdown1-21",
     "## Harvest (96 deep-well)\n\n"
     "1. Spin the block at **2,500 xg** for 10 min on the HiG4.\n"
     "2. Transfer **800 µL** cleared lysate into a fresh deep-well plate (Hamilton STAR).\n"
     "3. Store at 4 °C in the plate fridge.\n\n"
     "> Balance plate required in the opposite bucket.\n",
     "spin rcf_g=2500 duration_s=600 @bionex_hig4 > transfer volume_ul=800 @hamilton_star > "
     "store temperature_c=4 @cytomat_2c425"),

    ("markdown1-22",
     "### Enzyme kill\n\n"
     "- Heat-inactivate on the ODTC: **105 °C** for 10 min.\n"
     "- Then hold at 4 °C.\n",
     "halted"),

    ("markdown1-23",
     "## 2-fold dilution series\n\n"
     "1. Add **180 µL** PBS to columns 2-12 on the Hamilton STAR[^1].\n"
     "2. Mix 5x with 50 µL.\n\n"
     "[^1]: Typo carried over from the old deep-well SOP -- use **90 µL**, not 180 µL.\n",
     "transfer volume_ul=90 wells=88 @hamilton_star > mix volume_ul=50 cycles=5"),

    ("markdown1-24",
     "## Library QC\n\n"
     "1. Dilute libraries 1:10 in EB.\n"
     "2. Run 2 µL on the **Agilent TapeStation 4200** (D1000 ScreenTape, 5067-5582).\n",
     "ask"),

    ("markdown1-25",
     "## Storage\n\n"
     "1. Seal (165 °C, 3 s).\n"
     "2. Store in the **2C425** at **-20 °C** until sequencing.\n\n"
     "> Do not leave plates on the bench over the weekend.\n",
     "halted"),

    # "Take the plate out of the Cytomat" is read as retrieve; the PF400 hand-off is its own step.
    ("markdown1-26",
     "## GFP readout (day 3)\n\n"
     "1. Take the plate out of the Cytomat incubator.\n"
     "2. PF400 carries it to the reader.\n"
     "3. Read fluorescence on the SpectraMax: Ex **485 nm** / Em **535 nm**.\n",
     "retrieve @cytomat_2c450 > move_plate @precise_pf400 > "
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),

    ("markdown1-27",
     "### Mixing\n\n"
     "Put the plate on the plate shaker, **speed 5**, 10 min at RT.\n",
     "ask"),

    # Step 2 (inoculate 10 µL per well) is a plain transfer with no instrument named.
    ("markdown1-28",
     "## Expression culture (96 DW)\n\n"
     "1. Dispense **1.2 mL** TB + 100 µg/mL ampicillin into every well (Biomek i7).\n"
     "2. Inoculate 10 µL per well from the seed plate.\n"
     "3. Shake at **900 rpm**, **30 °C**, 16 h on the BioShake.\n",
     "transfer volume_ul=1200 @biomek_i7_hybrid > transfer volume_ul=10 > "
     "shake speed_rpm=900 duration_s=57600 temperature_c=30 @qinstruments_bioshake_3000t_elm"),

    ("markdown1-29",
     "## Fragment QC\n\n"
     "| Setting | Value |\n"
     "|---|---|\n"
     "| Instrument | LabChip GX Touch HT |\n"
     "| Assay | DNA High Sensitivity |\n"
     "| Samples | **420** (single run) |\n",
     "halted"),

    ("markdown1-30",
     "## pNPP phosphatase assay\n\n"
     "1. Add 100 µL pNPP substrate (Sigma N7653) per well.\n"
     "2. Incubate 30 min at 37 °C.\n"
     "3. Read absorbance at **405 nm** (or 410? check which filter the old SOP used).\n",
     "ask"),

    ("markdown1-31",
     "### Quick spin\n\n"
     "Spin the PCR plate at one thousand x g for five minutes in the VSpin, "
     "then take the seal off on the XPeel.\n",
     "spin rcf_g=1000 duration_s=300 @agilent_vspin > peel @azenta_xpeel"),

    ("markdown1-32",
     "## Clarify lysate (plates)\n\n"
     "- **Centrifuge:** Eppendorf 5810 R\n"
     "- **Speed:** 2,000 × g\n"
     "- **Time:** 20 min\n"
     "- **Temp:** 4 °C\n",
     "spin rcf_g=2000 duration_s=1200 temperature_c=4 @eppendorf_5810r"),

    ("markdown1-33",
     "## Pellet debris\n\n"
     "1. Spin the 96-well PCR plate at **6,000 x g** for 15 min.\n"
     "2. Transfer 20 µL supernatant to a new plate.\n",
     "halted"),

    ("markdown1-34",
     "## Nuclei pellet (2 mL tubes)\n\n"
     "1. Spin at **25,000 x g**, 30 min, 4 °C.\n"
     "2. Keep the pellet on ice.\n",
     "halted"),

    ("markdown1-35",
     "## TaqMan qPCR\n"
     "**Instrument:** CFX384\n\n"
     "| Stage | Temp | Time |\n"
     "|---|---|---|\n"
     "| Polymerase activation | 95 °C | 20 s |\n"
     "| 40 cycles: denature | 95 °C | 1 s |\n"
     "| 40 cycles: anneal/extend | 58 °C | 20 s |\n\n"
     "### Notes\n"
     "- Anneal/extend was raised to **60 °C** in rev B (primer lot 2231).\n",
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=20 denaturation_c=95 "
     "denaturation_s=1 annealing_c=60 annealing_s=20 @biorad_cfx384"),

    ("markdown1-36",
     "## Chromatin shearing\n\n"
     "1. Resuspend nuclei in 130 µL shearing buffer.\n"
     "2. **Sonicate** 10 cycles (30 s on / 30 s off).\n"
     "3. Spin 10 min at 16,000 x g, 4 °C.\n",
     "ask"),

    ("markdown1-37",
     "## Bead binding\n\n"
     "1. Add **20 µL** streptavidin beads to each well (Biomek i5).\n"
     "2. Shake on the i5 deck shaker at **300 rpm** for **15 min**.\n"
     "3. Magnet, **2 min**, on the i5.\n",
     "transfer volume_ul=20 @biomek_i5 > shake speed_rpm=300 duration_s=900 @biomek_i5 > "
     "magnetic_separation duration_s=120 @biomek_i5"),

    ("markdown1-38",
     "## Dephosphorylation (rSAP)\n\n"
     "1. Seal at 165 °C / 3 s.\n"
     "2. ODTC: **37 °C for 30 min**, then **65 °C for 5 min** to inactivate.\n",
     "seal temperature_c=165 duration_s=3 > incubate temperature_c=37 duration_s=1800 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=300 @inheco_odtc"),

    ("markdown1-39",
     "## Picking up Friday's plate\n\n"
     "1. Retrieve plate `BC-004512` from the hotel.\n"
     "2. De-seal on the XPeel.\n"
     "3. Transfer **15 µL** from wells A1-A12 into the assay plate (Opentrons Flex).\n",
     "retrieve @cytomat_24 > peel @azenta_xpeel > transfer volume_ul=15 wells=12 @opentrons_flex"),

    # The blockquote carries a real step that must run before the KingFisher program.
    ("markdown1-40",
     "## Viral RNA extraction\n\n"
     "1. Add 5 µL proteinase K to each sample well.\n"
     "2. Run `MagMAX_Pathogen_HT` on the KF.\n\n"
     "> Before step 2, shake the sample plate 5 min at 1,000 rpm on the BioShake.\n",
     "transfer volume_ul=5 > shake speed_rpm=1000 duration_s=300 @qinstruments_bioshake_3000t_elm > "
     "run_program program=MagMAX_Pathogen_HT @kingfisher_flex"),

    ("markdown1-41",
     "### Turbidity\n\n"
     "Read absorbance at **600 nm** after spinning the plate 1 min at 300 × g (VSpin) "
     "to knock the bubbles down.\n",
     "spin rcf_g=300 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=600"),

    ("markdown1-42",
     "## Lysis\n\n"
     "1. Add lysis buffer to all wells on the Hamilton.\n"
     "2. Shake 10 min at 1,200 rpm.\n",
     "ask"),

    ("markdown1-43",
     "## Blocking\n\n"
     "1. Add 2 drops of Tween-20 to each well of the blocking plate.\n"
     "2. Shake 5 min at 400 rpm.\n",
     "ask"),

    # wells=24 comes from the code comment / columns()[:3] (columns 1-3 of a 96 plate).
    ("markdown1-44",
     "## OT-2 snippet (from the repo README)\n\n"
     "```python\n"
     "p300.transfer(75, reservoir['A1'], plate.columns()[:3])  # columns 1-3, 75 uL\n"
     "```\n"
     "Then mix each of those wells 3x at 50 µL.\n",
     "transfer volume_ul=75 wells=24 @opentrons_ot2 > mix volume_ul=50 cycles=3 wells=24"),

    ("markdown1-45",
     "## Resuspend beads\n\n"
     "- **Instrument:** Tecan Fluent (FCA)\n"
     "- **Action:** mix **8 cycles** at **150 µL**\n"
     "- **Wells:** rows A-D only\n",
     "mix volume_ul=150 cycles=8 wells=48 @tecan_fluent"),

    ("markdown1-46",
     "## Resorufin standard\n\n"
     "1. Hamilton STAR: transfer 30 µl standard into row A only.\n"
     "2. Read fluorescence, ex 530 / em 590 nm.\n",
     "transfer volume_ul=30 wells=12 @hamilton_star > "
     "read_fluorescence excitation_nm=530 emission_nm=590"),

    ("markdown1-47",
     "## Drug treatment\n\n"
     "1. Add **10 µL** 10x compound (top conc. 100 µM) per well on the Biomek i7.\n"
     "2. Back into the incubator: **37 ºC, 5 % CO₂, 72 h**.\n"
     "3. Read luminescence.\n",
     "transfer volume_ul=10 @biomek_i7_hybrid > "
     "incubate temperature_c=37 duration_s=259200 co2_percent=5 @cytomat_2c450 > read_luminescence"),

    ("markdown1-48",
     "## Hypercapnia model\n\n"
     "- Incubator: Cytomat 2C450\n"
     "- Set **37 °C / 25 % CO2** for 48 h\n",
     "halted"),

    ("markdown1-49",
     "## Protein QC\n\n"
     "### Materials\n"
     "- Protein Express Reagent Kit (CLS960008), 1 mg/mL BSA ladder\n\n"
     "### Procedure\n"
     "1. Transfer 5 µL of each sample, columns 1-4, into a 96-well PCR plate on the Hamilton STAR.\n"
     "2. Run **Protein Express** on the LabChip GX Touch: 32 samples.\n",
     "transfer volume_ul=5 wells=32 @hamilton_star > "
     "run_assay assay=protein_express sample_count=32 @labchip_gx_touch_ht"),

    ("markdown1-50",
     "## RNA QC\n\n"
     "1. Spin the sample plate 2 min at 1,000 x g in the VSpin.\n"
     "2. Run **RNA Pico** on the LabChip GX, **16 samples**.\n",
     "spin rcf_g=1000 duration_s=120 @agilent_vspin > "
     "run_assay assay=rna_pico sample_count=16 @labchip_gx_touch_ht"),

    ("markdown1-51",
     "## Restriction digest\n\n"
     "1. Incubate at **37ºC** for **2 hrs** on the ODTC.\n"
     "2. Then into the cold store at 4 ºC.\n",
     "incubate temperature_c=37 duration_s=7200 @inheco_odtc > store temperature_c=4 @cytomat_2c425"),

    # 3,000 x g is inside the 3,220 x g limit of the 50 mL buckets named in the text.
    ("markdown1-52",
     "## Harvest 50 mL cultures\n\n"
     "1. Spin the 50 mL Falcons at **3,000 x g**, **15 min**, **4 °C** "
     "(5810R, A-4-81 with 50 mL buckets).\n",
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),

    ("markdown1-53",
     "## Touch-up PCR\n\n"
     "```\n"
     "95C 2 mins\n"
     "35 cycles: 95C 15 sec / 55C 15 sec / 72C 1 min\n"
     "72C 5 mins\n"
     "4C hold\n"
     "```\n"
     "### Notes\n"
     "- 35 cycles over-amplifies; use **25 cycles**.\n",
     "run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
     "denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 extension_s=60 "
     "final_extension_c=72 final_extension_s=300 hold_c=4"),

    ("markdown1-54",
     "## Dim luciferase reporter\n\n"
     "1. Read luminescence on the i3x with **2 min** integration per well.\n\n"
     "> Signal is weak; don't shorten the integration.\n",
     "halted"),

    ("markdown1-55",
     "## Resazurin viability\n\n"
     "1. Add **20 µL** resazurin (0.15 mg/mL) per well on the OT-2.\n"
     "2. Incubate 4 h in the incubator, 37 °C, 5% CO2.\n"
     "3. Read fluorescence: ex **560** / em **590** nm.\n",
     "transfer volume_ul=20 @opentrons_ot2 > "
     "incubate temperature_c=37 duration_s=14400 co2_percent=5 @cytomat_2c450 > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),

    ("markdown1-56",
     "## USER digest\n\n"
     "1. Add 1 µL USER enzyme (NEB M5505) to each reaction.\n"
     "2. Incubate at **37 °C** for 15 min on the ODTC.\n\n"
     "> **Important:** we use the thermolabile version -- step 2 is **30 °C**, not 37 °C.\n",
     "transfer volume_ul=1 > incubate temperature_c=30 duration_s=900 @inheco_odtc"),

    ("markdown1-57",
     "## Induction\n\n"
     "1. Add **5 µL** 100 mM IPTG (final 0.5 mM) to every well -- Fluent.\n"
     "2. Incubate in the **Cytomat** at 30 °C for **4 h**.\n"
     "3. Read OD600.\n",
     "transfer volume_ul=5 @tecan_fluent > incubate temperature_c=30 duration_s=14400 @cytomat_2c450 > "
     "read_absorbance wavelength_nm=600"),

    ("markdown1-58",
     "## Archive\n\n"
     "- Seal at 160 °C for 2 s on the a4S\n"
     "- Store at room temperature in the Cytomat 24\n",
     "seal temperature_c=160 duration_s=2 @azenta_a4s > store @cytomat_24"),

    ("markdown1-59",
     "### Mixing step\n\n"
     "Mix 6 times with 150 microlitres on the Flex, columns 1 and 2 only.\n",
     "mix volume_ul=150 cycles=6 wells=16 @opentrons_flex"),

    ("markdown1-60",
     "## Supernatant recovery\n\n"
     "1. Magnet on the Biomek i7 for **3 min**.\n"
     "2. Transfer **45 µL** cleared supernatant into a new PCR plate (i7).\n"
     "3. Seal: 170 °C, 2 s.\n",
     "magnetic_separation duration_s=180 @biomek_i7_hybrid > "
     "transfer volume_ul=45 @biomek_i7_hybrid > seal temperature_c=170 duration_s=2"),

    ("markdown1-61",
     "## Two-step PCR on the ODTC\n\n"
     "| Step | Setting |\n"
     "|---|---|\n"
     "| Hot start | 95 °C, 3 min |\n"
     "| 35 cycles | 95 °C 15 s / 60 °C 1 min |\n"
     "| Hold | 10 °C |\n",
     "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
     "denaturation_s=15 annealing_c=60 annealing_s=60 hold_c=10 @inheco_odtc"),

    ("markdown1-62",
     "## Probe qPCR (CFX384)\n\n"
     "- 45 cycles of:\n"
     "  - 95 °C, 15 s\n"
     "  - 60 °C, 60 s\n\n"
     "> No melt curve for probe assays.\n",
     "run_qpcr cycles=45 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60 "
     "@biorad_cfx384"),

    ("markdown1-63",
     "## Proteinase K digest\n\n"
     "1. Add **50 uL** PK buffer per well (Hamilton STAR).\n"
     "2. Thermoshaker: **1,400 rpm**, **45 deg C**, **10 min**.\n",
     "transfer volume_ul=50 @hamilton_star > "
     "shake speed_rpm=1400 duration_s=600 temperature_c=45 @qinstruments_bioshake_3000t_elm"),

    ("markdown1-64",
     "## NADH readout, 384-well\n\n"
     "1. Spin at 4,000 xg for 2 min on the BioNex HiG.\n"
     "2. Remove the seal on the plate peeler.\n"
     "3. Read fluorescence Ex 340 / Em 460 nm.\n",
     "spin rcf_g=4000 duration_s=120 @bionex_hig4 > peel @azenta_xpeel > "
     "read_fluorescence excitation_nm=340 emission_nm=460"),

    # "Tecan" alone is taken to name the Fluent, the only Tecan in the lab.
    ("markdown1-65",
     "## Library sizing\n\n"
     "1. Transfer 10 µL of each library into a 96-well PCR plate (Tecan).\n"
     "2. Spin 1 min at 500 x g.\n"
     "3. Run on the LabChip:\n\n"
     "| Assay | Samples |\n"
     "|---|---|\n"
     "| DNA 1K | 96 |\n",
     "transfer volume_ul=10 @tecan_fluent > spin rcf_g=500 duration_s=60 > "
     "run_assay assay=dna_1k sample_count=96 @labchip_gx_touch_ht"),

    ("markdown1-66",
     "## gDNA from blood\n\n"
     "1. Run `Mag_DNA_Blood_200` on the KingFisher.\n"
     "2. Eluate plate goes to the plate fridge at **8 °C**.\n",
     "run_program program=Mag_DNA_Blood_200 @kingfisher_flex > store temperature_c=8 @cytomat_2c425"),

    ("markdown1-67",
     "## Master mix set-up\n\n"
     "Add twenty microlitres of master mix to rows A-D on the OT-2, then spin it at "
     "two hundred and fifty g for thirty seconds.\n",
     "transfer volume_ul=20 wells=48 @opentrons_ot2 > spin rcf_g=250 duration_s=30"),

    ("markdown1-68",
     "## Quick NADH assay\n"
     "1. transfer 150 uL reaction mix per well (Fluent)\n"
     "2. centrifgue 800 xg 3 min\n"
     "3. read absorbence at 340nm\n",
     "transfer volume_ul=150 @tecan_fluent > spin rcf_g=800 duration_s=180 > "
     "read_absorbance wavelength_nm=340"),

    ("markdown1-69",
     "## Resuspend cells\n\n"
     "1. Pipette up and down **15×** with **100 µl** on the STAR.\n\n"
     "### Notes\n"
     "- Use **80 µL** for the mix in step 1 (half-volume plates are all we run now).\n",
     "mix volume_ul=80 cycles=15 @hamilton_star"),

    ("markdown1-70",
     "## Cold binding\n\n"
     "1. Add **100 µL** binding buffer per well on the Biomek i5.\n"
     "2. Incubate on the i5 Peltier at **4 °C** for **20 min**.\n",
     "transfer volume_ul=100 @biomek_i5 > incubate temperature_c=4 duration_s=1200 @biomek_i5"),
]
