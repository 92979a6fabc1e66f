"""Hold-out batch "llmpaste": protocols a scientist pasted from a chatbot or an online
protocol generator and then lightly edited before handing them to the workcell.

Style: Markdown headings ("## Procedure", "### Step 3: Sealing"), **bold** labels, bullet
and numbered lists, "Note:", "Tip:", "💡", "⚠️ Caution:" lines, "Materials" / "Equipment"
sections, Markdown tables (reagent tables whose volumes are NOT steps, and cycling or
workflow tables that ARE the steps), over-explained steps ("Carefully transfer exactly
50 µL (microliters) ...", "for 5 minutes (300 seconds)"), leftover chatbot preamble and
sign-off ("Sure! Here's ...", "Let me know if ..."), "Expected results" and
"Troubleshooting" sections full of numbers that are not steps (conditional advice is never
a step), and the scientist's own edits on top ("EDIT: use 2 min not 5", "~~500~~ 800 × g",
"EDIT: do the shake BEFORE the incubation"). Expected ops always describe the final,
edited protocol. Where an Equipment list names exactly one instrument of a kind, the steps
done on that kind of instrument are expected on it; a device given only as "e.g." is not
required. Written independently of the parser's cases.
"""

from textwrap import dedent


def _md(text: str) -> str:
    return dedent(text).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # =====================================================================
    # single step
    # =====================================================================
    ("llm_s01",
     _md("""
        ## Step 7: Read the Plate

        **Instrument:** SpectraMax i3x

        Measure the **absorbance at 450 nm** (nanometers) within 30 minutes of adding the
        Stop Solution.

        > **Note:** Many kits suggest a reference wavelength of 570 nm to correct for optical
        > imperfections in the plate — we are NOT doing this here.

        ### Expected results
        | Standard (pg/mL) | Expected OD450 |
        |---|---|
        | 1000 | ~2.1 |
        | 250 | ~0.8 |
        | 0 | < 0.1 |
     """),
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("llm_s02",
     _md("""
        ### Step 4: Pellet the cell debris

        Place the 1.5 mL microcentrifuge tubes in the **Eppendorf 5424 R** and centrifuge at
        **16,000 × g** for **10 minutes (600 seconds)** at **4 °C**.

        ⚠️ **Caution:** Always balance the rotor! Place tubes with equal volumes opposite each
        other.

        💡 **Tip:** Orient all tube hinges facing outward so you know where the pellet will be.
     """),
     "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r"),

    ("llm_s03",
     _md("""
        ## Sealing

        Seal the 384-well PCR plate using the **Azenta a4S** automated heat sealer with the
        following settings:

        - **Temperature:** 170 °C
        - **Sealing time:** 2.5 seconds
        - **Seal type:** clear optical heat seal

        EDIT: 2 s is enough for our 384 plates, 2.5 s was warping the skirt. Temp stays the same.
     """),
     "seal temperature_c=170 duration_s=2 @azenta_a4s"),

    ("llm_s04",
     _md("""
        ## Procedure

        ### Step 1: Run the extraction
        1. Load all pre-filled plates onto the **KingFisher Flex** according to the layout
           table below (plates were already filled during Reagent Preparation — do not add
           anything).
        2. Select and start the program **`MagMAX_Plant_DNA_v2`**.

        | Position | Plate | Contents | Volume (already dispensed) |
        |---|---|---|---|
        | 1 | Tip comb | — | — |
        | 2 | Elution | Elution buffer | 100 µL |
        | 3 | Wash 2 | 80 % ethanol | 500 µL |
        | 4 | Wash 1 | Wash buffer | 500 µL |
        | 5 | Sample | Lysate + beads | 700 µL |

        **Note:** The run takes approximately 38 minutes.
     """),
     "run_program @kingfisher_flex"),

    ("llm_s05",
     _md("""
        ### Step 6: Fragment size analysis

        Run **24 samples** (the purified libraries in the 96-well PCR plate) on the
        **LabChip GX Touch** using the DNA High Sensitivity assay.

        **Note:** The chip must be primed before use; this takes ~20 min and is done by the
        core staff.

        **Expected results:** a single peak at 350–450 bp; no adapter dimer at ~120 bp.
     """),
     "run_assay sample_count=24 @labchip_gx_touch_ht"),

    ("llm_s06",
     _md("""
        Sure! Here's the final read step for your Amplex® Red hydrogen peroxide assay:

        ### Step 5: Measure Fluorescence
        - **Excitation:** 530 nm
        - **Emission:** 590 nm
        - **Read from:** top

        💡 **Tip:** Set the excitation bandwidth to 9 nm and use 6 flashes per read for a
        good signal-to-noise ratio.

        Let me know if you'd like me to add a standard curve calculation!
     """),
     "read_fluorescence excitation_nm=530 emission_nm=590"),

    ("llm_s07",
     _md("""
        ## Luminescence Measurement

        Measure luminescence on the plate reader with an integration time of **500 ms**
        (0.5 seconds) per well.

        **Note:** The glow-type signal is stable for approximately 3 hours (half-life > 5 h),
        so there is no need to rush.
     """),
     "read_luminescence integration_s=0.5"),

    ("llm_s08",
     _md("""
        ### Step 9: Storage 🧊

        Transfer the sealed library plate to the **Cytomat 2C425** and store it at **4 °C**
        until it is picked up for sequencing.

        > **Note:** Libraries are stable for up to 2 weeks at 4 °C or 6 months at −20 °C.
     """),
     "store temperature_c=4 @cytomat_2c425"),

    ("llm_s09",
     _md("""
        ## Step 3 – Incubation

        Incubate the cells at **37 °C, 5 % CO₂** for **48 hours (2 days)** in the
        **Cytomat 2C450**.

        - ✅ Do not open the incubator during this time if possible.
        - ✅ Check the water reservoir before starting (humidity should be ≥ 90 %).
     """),
     "incubate temperature_c=37 duration_s=172800 @cytomat_2c450"),

    ("llm_s10",
     _md("""
        **Step 2. Pellet the cells**

        Centrifuge the 96-well U-bottom plate — **300 × g, 5 min, room temperature** — on the
        HiG 4.

        *Why?* Gentle centrifugation pellets the cells without damaging them; higher speeds
        (> 500 × g) can reduce viability.
     """),
     "spin rcf_g=300 duration_s=300 @bionex_hig4"),

    ("llm_s11",
     _md("""
        ### Mixing the Bradford reaction

        Place the plate on the **BioShake 3000-T** and shake at **1,200 rpm** for **2 min**
        so the dye and protein are fully mixed.

        ⚠️ **Caution:** Do not exceed the fill height — 255 µL per well is the total
        volume at this point and will not splash at this speed.
     """),
     "shake speed_rpm=1200 duration_s=120 @qinstruments_bioshake_3000t_elm"),

    ("llm_s12",
     _md("""
        ### Step 2: Dispense Master Mix

        Using the **Hamilton Microlab STAR**, carefully dispense exactly **25 µL
        (microliters)** of PCR master mix into wells **A1–H6** (i.e., columns 1–6) of the
        96-well PCR plate.

        **Note:** Columns 7–12 are left empty for the second batch of primers next week.
     """),
     "transfer volume_ul=25 @hamilton_star wells=48"),

    ("llm_s13",
     _md("""
        ## PCR Cycling Conditions (INHECO ODTC)

        | Step | Temperature | Time | Cycles |
        |---|---|---|---|
        | Initial denaturation | 98 °C | 30 s | 1 |
        | Denaturation | 98 °C | 10 s | 30 |
        | Annealing | 60 °C | 20 s | 30 |
        | Extension | 72 °C | 30 s | 30 |
        | Final extension | 72 °C | 5 min | 1 |
        | Hold | 4 °C | ∞ | — |

        💡 **Tip:** For amplicons > 1 kb, increase the extension time to 30 s per kb.
     """),
     "run_pcr cycles=30 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=20 extension_c=72 "
     "extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("llm_s14",
     _md("""
        ### Step 1: Remove the Seal

        Remove the foil seal from the plate using the **XPeel** automated de-sealer.

        ⚠️ **Caution:** Do not peel by hand — manual peeling can cause cross-contamination
        between adjacent wells through aerosol formation.
     """),
     "peel @azenta_xpeel"),

    ("llm_s15",
     _md("""
        ## Procedure
        1. **Retrieve** the assay plate (barcode `AP-0231`) from the **Cytomat 24** plate
           hotel, slot 7.

        > Note: The plate was placed there by the overnight run; it is already at room
        > temperature.
     """),
     "retrieve @cytomat_24"),

    ("llm_s16",
     _md("""
        ### Thermal profile (CFX384)

        1. **Polymerase activation:** 95 °C for 2 min
        2. **40 cycles** of:
           - 95 °C for 5 s (denaturation)
           - 60 °C for 30 s (annealing/extension + plate read)
        3. **Melt curve:** 65–95 °C, 0.5 °C increments, 5 s/step

        **Expected results:** Ct values of 18–25 for GAPDH; a single melt peak at ~82 °C.
     """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("llm_s17",
     _md("""
        ### Step 5: Measure bacterial growth

        Measure the **OD600** (optical density at 600 nm) of the cultures in the clear
        96-well plate. Read only **rows A–D** (rows E–H are empty this time).

        **Expected results:** OD600 of 0.4–0.6 indicates mid-log phase, which is ideal for
        induction.
     """),
     "read_absorbance wavelength_nm=600 wells=48"),

    ("llm_s18",
     _md("""
        **Step 1 — Fill the culture block**

        With the **Biomek i7**, dispense **0.8 mL (800 µL)** of TB medium + 50 µg/mL
        kanamycin into every well of the 96 deep-well plate (2.2 mL square wells).

        💡 **Tip:** Leave at least 1 mL of headspace so the cultures get enough oxygen.
     """),
     "transfer volume_ul=800 @biomek_i7_hybrid"),

    ("llm_s19",
     _md("""
        #### Step 4: Plate transfer
        Use the **PF400** robot arm to move the plate from the sealer nest to the plate
        reader drawer.

        > ⚠️ Make sure the reader drawer is open before the move.
     """),
     "move_plate @precise_pf400"),

    ("llm_s20",
     _md("""
        ### Step 3: Quick spin

        Briefly spin the plate in the **VSpin** at **~~300~~ 500 × g for 1 min** to bring
        all droplets to the bottom of the wells.

        Note: This is just a pulse spin — no need to cool.
     """),
     "spin rcf_g=500 duration_s=60 @agilent_vspin"),

    ("llm_s21",
     _md("""
        ## Harvest

        Centrifuge the 50 mL conical tubes at **3,000 × g** for **15 min** at **4 °C** in the
        **Eppendorf 5810 R** (swing-bucket rotor).

        ⚠️ **Caution:** Check that the tubes are rated for this force and that the caps are
        screwed on tightly.

        **Troubleshooting:** If the pellet is loose, increase the time to 20 min — do not go
        above 4,000 × g with these tubes.
     """),
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),

    # =====================================================================
    # two or three steps
    # =====================================================================
    ("llm_m01",
     _md("""
        ### Step 8: Fragment analysis

        Run all **96 samples** on the **LabChip GX Touch** (DNA 1K assay).

        ⚠️ **Before running on the LabChip, remove the heat seal with the XPeel** — the
        sipper cannot pierce the seal.
     """),
     "peel @azenta_xpeel > run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("llm_m02",
     _md("""
        ## Bradford Assay – Color Development

        **Materials**
        - Coomassie Plus reagent (room temperature)
        - BSA standards (125–1500 µg/mL)

        **Procedure**
        1. To each well already containing 10 µL of standard or sample, add **250 µL** of
           Coomassie reagent.
        2. Incubate for **10 minutes** at room temperature.
        3. Measure the absorbance at **595 nm**.

        💡 Tip: The color is stable for about 60 minutes; read within that window.
     """),
     "transfer volume_ul=250 > incubate duration_s=600 > read_absorbance wavelength_nm=595"),

    ("llm_m03",
     _md("""
        ### Restriction digest (NEB HF enzymes)

        **Incubation (ODTC):**
        - 37 °C for **15 min** (digestion)
        - then **65 °C for 20 min** (heat inactivation)

        **Note:** HF enzymes are fully active in rCutSmart buffer; longer digests (up to 1 h)
        do not hurt but are not needed.
     """),
     "incubate temperature_c=37 duration_s=900 @inheco_odtc > "
     "incubate temperature_c=65 duration_s=1200 @inheco_odtc"),

    ("llm_m04",
     _md("""
        ### Step 6: Read NADH depletion

        Read absorbance at **340 nm** (NADH).

        **Important:** After spinning the plate at **1,500 × g for 2 min** to remove air
        bubbles (bubbles scatter light at 340 nm!), proceed immediately to the read.
     """),
     "spin rcf_g=1500 duration_s=120 > read_absorbance wavelength_nm=340"),

    ("llm_m05",
     _md("""
        ## Step 4: AlamarBlue® readout

        1. Add **20 µL** of AlamarBlue reagent (10 % of the 200 µL culture volume) to each
           well.
        2. Incubate at **37 ºC** for **4 hrs** (protect from light).
        3. Read fluorescence: **Ex 560 nm / Em 590 nm**.

        **Expected results:**
        | Cells/well | RFU (approx.) |
        |---|---|
        | 0 | 1,500 |
        | 5,000 | 12,000 |
        | 20,000 | 45,000 |
     """),
     "transfer volume_ul=20 > incubate temperature_c=37 duration_s=14400 > "
     "read_fluorescence excitation_nm=560 emission_nm=590"),

    ("llm_m06",
     _md("""
        ### Step 10: Seal and park

        - Seal the plate on the **a4S** (**160 °C, 2 s**).
        - Place the sealed plate in the **Cytomat 24 hotel** until the next run picks it up.

        > Note: the hotel is not refrigerated — do not leave plates there for more than
        > 24 h.
     """),
     "seal temperature_c=160 duration_s=2 @azenta_a4s > store @cytomat_24"),

    ("llm_m07",
     _md("""
        **Step 1: Prepare master-mix plate**

        1. Retrieve the master-mix plate from the **Cytomat 2C425** (plate fridge).
        2. Centrifuge it briefly — **1,000 rcf for 30 secs** — to collect any
           condensation from the seal.

        💡 Tip: Keep the plate on a cold block after spinning if it sits for > 10 min.
     """),
     "retrieve @cytomat_2c425 > spin rcf_g=1000 duration_s=30"),

    ("llm_m08",
     _md("""
        ### Step 2: 1:10 sample dilution (OT-2)

        Using the **Opentrons OT-2**, transfer **5 µL** of each serum sample into the
        corresponding well of the dilution plate (pre-filled with 45 µL PBS).

        Then mix by pipetting up and down 8 times with a mixing volume of **30 µL**
        (µL = microliters).

        ⚠️ Caution: Change tips between every sample to avoid carry-over.
     """),
     "transfer volume_ul=5 @opentrons_ot2 > mix volume_ul=30 @opentrons_ot2"),

    ("llm_m09",
     _md("""
        ## Procedure

        ### Step 1: Bead-based RNA extraction
        Start program **`MVP_2Wash_200_Flex`** on the **KingFisher Flex**.

        ### Step 2: Store eluates
        When the run finishes, place the elution plate in the cold store at **4 °C**.

        **Note:** RNA eluates should be converted to cDNA within 24 h, or frozen at −80 °C.
     """),
     "run_program @kingfisher_flex > store temperature_c=4"),

    ("llm_m10",
     _md("""
        # Gibson Assembly 🧬

        ## Materials
        | Component | Volume |
        |---|---|
        | Vector (50 ng) | 1 µL |
        | Insert (3× molar excess) | 2 µL |
        | 2× Gibson master mix | 10 µL |
        | Water | to 20 µL |

        ## Procedure
        1. Incubate the assembled reactions at **50 °C for 60 minutes** on the **ODTC**.
        2. Afterwards, put the plate into the plate fridge at **4 °C** until
           transformation.

        **Tip:** For 2–3 fragments, 15 min is enough; for 4–6 fragments use the full 60 min.
     """),
     "incubate temperature_c=50 duration_s=3600 @inheco_odtc > store temperature_c=4"),

    ("llm_m11",
     _md("""
        ### Step 3: Clarify the lysate

        1. Centrifuge the 2 mL tubes at **20,000 × g** for **15 min** at **4 °C** in the
           **5424 R**.
        2. On the **Biomek i5**, carefully transfer **150 µL** of the cleared supernatant
           into a fresh 96-well flat-bottom plate — do not disturb the pellet!

        **Troubleshooting:** If the supernatant is cloudy, spin again for 10 min.
     """),
     "spin rcf_g=20000 duration_s=900 temperature_c=4 @eppendorf_5424r > "
     "transfer volume_ul=150 @biomek_i5"),

    ("llm_m12",
     _md("""
        ## SDS-PAGE sample prep

        1. Add **10 uL** of 4× Laemmli buffer (with 10 % β-mercaptoethanol) to **30 uL** of
           each lysate in the 96-well PCR plate.
        2. Denature at **95 degC for 5 mins** on the **ODTC**.
        3. Spin down at **1,000 × g** for **1 min**.

        **Note:** The 30 µL lysate is already in the plate.
     """),
     "transfer volume_ul=10 > incubate temperature_c=95 duration_s=300 @inheco_odtc > "
     "spin rcf_g=1000 duration_s=60"),

    ("llm_m13",
     _md("""
        ### pNPP phosphatase assay

        **Step 1.** Add **50 µL** of pNPP substrate solution to every well.

        **Step 2.** Incubate with shaking on the **BioShake**: **37 °C, 800 rpm, 30 min**.

        **Step 3.** Read the yellow p-nitrophenol product at **405 nm** right away.

        ⚠️ **Caution:** pNPP is light-sensitive — keep the reagent covered.
     """),
     "transfer volume_ul=50 > "
     "shake speed_rpm=800 duration_s=1800 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=405"),

    ("llm_m14",
     _md("""
        ### Step 2: Wash the cells

        - Spin the **15 mL tubes** at **500 x g** for **5 min** in the **5810R**.
        - Then resuspend each pellet in **1 mL** (1,000 µL) of cold PBS.

        💡 **Tip:** Pour off the supernatant in one smooth motion; the pellet is loose at
        this speed.
     """),
     "spin rcf_g=500 duration_s=300 @eppendorf_5810r > transfer volume_ul=1000"),

    ("llm_m15",
     _md("""
        ## Compound addition (384-well)

        1. Using the **Tecan Fluent** (MCA 384 head), dispense **1 µL** of each compound
           from the source plate into the assay plate.
        2. Centrifuge the assay plate at **200 × g** for **1 min** to remove droplets from
           the well walls.

        ⚠️ Final DMSO must be ≤ 0.5 % — with 1 µL compound in 40 µL total this is 2.5 %!
        EDIT: fine, our cells tolerate 2.5 % (checked 2024-03).
     """),
     "transfer volume_ul=1 @tecan_fluent > spin rcf_g=200 duration_s=60"),

    ("llm_m16",
     _md("""
        ### Pulse spin (PCR strips)

        Spin the 8-tube PCR strips for **30 s at 2,000 × g** in the **microcentrifuge**
        (the 5424 R with the PCR-strip rotor).

        Then add **5 µL** of template DNA to each tube of the strip.
     """),
     "spin rcf_g=2000 duration_s=30 @eppendorf_5424r > transfer volume_ul=5"),

    ("llm_m17",
     _md("""
        ### Step 12: Luciferase readout

        Read luminescence (integration **1 s**).

        …having first shaken the plate for **3 minutes at 600 rpm** on the thermoshaker to
        lyse the cells (no heating needed).
     """),
     "shake speed_rpm=600 duration_s=180 @qinstruments_bioshake_3000t_elm > "
     "read_luminescence integration_s=1"),

    ("llm_m18",
     _md("""
        ## Step 5: Harvest supernatant for the cytokine ELISA

        1. Retrieve the culture plate from the **CO2 incubator** (Cytomat 2C450).
        2. Centrifuge the plate at **400 × g** for **5 min** on the **HiG4**.
        3. Transfer **50 µL** of supernatant from each well into the ELISA plate using the
           **Fluent**.

        Note: 50 µL is sufficient for IL-6 and TNF-α in duplicate.
     """),
     "retrieve @cytomat_2c450 > spin rcf_g=400 duration_s=300 @bionex_hig4 > "
     "transfer volume_ul=50 @tecan_fluent"),

    # =====================================================================
    # four or more steps
    # =====================================================================
    ("llm_l01",
     _md("""
        # Sandwich ELISA – Detection Steps (automated)

        ## Equipment
        - Biomek i5 liquid handler
        - BioShake 3000-T elm
        - SpectraMax i3x

        ## Procedure
        ### Step 1: Add TMB substrate
        Carefully transfer exactly **100 µL (microliters)** of TMB substrate into each well
        of the 96-well plate.

        ### Step 2: Incubate
        Incubate for **15 minutes** at room temperature, protected from light.
        > Tip: Watch the color develop — the highest standard should turn deep blue.

        ### Step 3: Stop the reaction
        Add **50 µL** of 2 N H₂SO₄ stop solution to each well. The color will change from
        blue to yellow.

        ### Step 4: Mix
        Shake the plate at **300 rpm for 30 seconds** to ensure a homogeneous color.

        ### Step 5: Read
        Read the absorbance at **450 nm**.
     """),
     "transfer volume_ul=100 @biomek_i5 > incubate duration_s=900 > "
     "transfer volume_ul=50 @biomek_i5 > "
     "shake speed_rpm=300 duration_s=30 @qinstruments_bioshake_3000t_elm > "
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("llm_l02",
     _md("""
        ## BCA Protein Assay (microplate procedure)

        **Materials**
        - Pierce™ BCA Working Reagent (50:1, Reagent A:B)
        - BSA standards 0–2000 µg/mL
        - 96-well flat-bottom plate

        **Procedure**
        1. Pipette **25 µL** of each standard or unknown sample into columns 1–3 (A1–H3) of
           the plate (triplicates).
        2. Add **200 µL** of working reagent to each of those wells.
        3. Mix the plate thoroughly on a plate shaker for **30 sec**.
        4. Cover the plate and incubate at **37 °C for 30 minutes**.
           EDIT: 37 °C for **2 h** gives better sensitivity for our dilute lysates — use that.
        5. Measure the absorbance at or near **562 nm** on a plate reader.

        **Expected results:** net A562 for 2000 µg/mL ≈ 1.8–2.2; R² > 0.99.
     """),
     "transfer volume_ul=25 wells=24 > transfer volume_ul=200 wells=24 > shake duration_s=30 > "
     "incubate temperature_c=37 duration_s=7200 > read_absorbance wavelength_nm=562"),

    ("llm_l03",
     _md("""
        ## Procedure

        ### Step 1: Dispense master mix
        Using the **Tecan Fluent**, dispense **8 µL** of SYBR Green master mix (containing
        primers at 400 nM) into each well of the 384-well PCR plate.

        ### Step 2: Add template
        Add **2 µL** of cDNA (diluted 1:10) per well.

        ### Step 3: Sealing
        Seal with optically clear film on the **a4S** (**165 °C, 1.5 s**).

        ### Step 4: Spin down
        Briefly centrifuge the plate — **1 min at 1000 x g** — to collect the liquid and
        remove bubbles.

        ### Step 5: Run the qPCR on the CFX384
        - 95 °C, 3 min
        - 40× (95 °C 10 s → 60 °C 30 s)

        ## Troubleshooting
        | Problem | Likely cause | Solution |
        |---|---|---|
        | Ct > 35 in all wells | Degraded cDNA | Re-synthesize; use 5 µL template |
        | Primer dimers in melt | Too much primer | Reduce primers to 200 nM |
     """),
     "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 > "
     "seal temperature_c=165 duration_s=1.5 @azenta_a4s > spin rcf_g=1000 duration_s=60 > "
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("llm_l04",
     _md("""
        ### CellTiter-Glo® 2.0 Viability Readout

        **Equipment:** Opentrons OT-2, BioShake plate shaker, SpectraMax i3x (luminescence
        mode)

        1. Retrieve the 96-well assay plate from the **Cytomat 2C450** incubator.
           *Note: the plate must be at room temperature before adding reagent — our
           plates come out already equilibrated because of the 30 min pre-cool program.*
        2. Using the OT-2, add **100 µL** of CellTiter-Glo 2.0 reagent to each well (equal
           to the volume of medium present).
        3. Shake for **2 minutes** at **500 rpm** to induce cell lysis.
        4. Incubate at room temperature for **10 minutes** to stabilize the luminescent
           signal.
        5. Record luminescence (integration time: **1 s/well**).
     """),
     "retrieve @cytomat_2c450 > transfer volume_ul=100 @opentrons_ot2 > "
     "shake speed_rpm=500 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "incubate duration_s=600 > read_luminescence integration_s=1 @spectramax_i3x"),

    ("llm_l05",
     _md("""
        # Automated gDNA Extraction from Whole Blood

        ## Reagents (per sample)
        | Reagent | Volume |
        |---|---|
        | Proteinase K | 20 µL |
        | Lysis buffer | 200 µL |
        | Binding beads | 20 µL |
        | Wash 1 / Wash 2 | 500 µL each |
        | Elution buffer | 100 µL |

        ## Procedure
        **Step 1 – Sample addition.** On the **Hamilton STAR**, add **200 µL** of whole
        blood to each well of the 96 deep-well plate (lysis buffer and Proteinase K are
        already in the wells).

        **Step 2 – Lysis.** Heat-seal the plate (**165 °C, 2 s**), then incubate it on the
        thermoshaker: **56 °C, 900 rpm, 10 min**.

        **Step 3 – Extraction.** Remove the seal with the **XPeel**, then load the plate onto
        the **KingFisher Flex** and run program `Blood_gDNA_200`.

        **Step 4 – Quantification.** Add **198 µL** of PicoGreen working solution to each
        well of a black 96-well plate, then **2 µL** of eluate, and read fluorescence at
        **ex 480 / em 520 nm**.

        **Expected yield:** 3–8 µg gDNA per 200 µL blood.
     """),
     "transfer volume_ul=200 @hamilton_star > seal temperature_c=165 duration_s=2 > "
     "shake speed_rpm=900 duration_s=600 temperature_c=56 > peel @azenta_xpeel > "
     "run_program @kingfisher_flex > transfer volume_ul=198 > transfer volume_ul=2 > "
     "read_fluorescence excitation_nm=480 emission_nm=520"),

    ("llm_l06",
     _md("""
        ## SPRI Bead Cleanup (0.8×) on the Biomek i7

        **Samples:** 50 µL PCR products in columns 1–4 of a 96-well PCR plate.

        1. Add **40 µL** (0.8 × 50 µL) of room-temperature AMPure XP beads to each sample
           well in columns 1–4.
        2. Mix by pipetting up and down 10 times (set the mixing volume to **60 µL**).
        3. Incubate for **5 min** at room temperature so the DNA binds.
        4. Place on the magnet for 3 min until the solution is clear, then remove and
           discard **85 µL** of the supernatant.
        5. Add **22 µL** of 10 mM Tris-HCl pH 8.0 to elute.

        ⚠️ **Caution:** Do NOT vortex the beads after they have been dispensed — it causes
        foaming.
     """),
     "transfer volume_ul=40 @biomek_i7_hybrid wells=32 > mix volume_ul=60 > "
     "incubate duration_s=300 > transfer volume_ul=85 > transfer volume_ul=22"),

    ("llm_l07",
     _md("""
        # Dual-Step Reporter Assay (Opentrons Flex)

        ## Day 1 – Seeding
        1. Dispense **100 µL** of HEK293T suspension (1 × 10⁴ cells) into every well of a
           white 96-well plate with the **Opentrons Flex**.
        2. Incubate overnight at **37 °C**, 5 % CO₂.

        ## Day 2 – Transfection
        3. Add **10 µL** of transfection complex per well (Flex).
        4. Incubate for **24 h** at **37 °C**.

        ## Day 3 – Readout
        5. Add **100 µL** ONE-Glo™ reagent and read luminescence after 3 min
           (integration **0.5 s**).

        EDIT: 24 h was too short last time, do 36 h for step 4.
     """),
     "transfer volume_ul=100 @opentrons_flex > incubate temperature_c=37 > "
     "transfer volume_ul=10 @opentrons_flex > incubate temperature_c=37 duration_s=129600 > "
     "transfer volume_ul=100 > read_luminescence integration_s=0.5"),

    ("llm_l08",
     _md("""
        ## cDNA Synthesis (random hexamers) — ODTC program

        Sure! Here are the incubation steps for your reverse transcription reaction:

        | Stage | Temperature | Duration | Purpose |
        |---|---|---|---|
        | 1 | 25 °C | 10 min | Primer annealing |
        | 2 | 50 °C | 15 min | Reverse transcription |
        | 3 | 85 °C | 5 min | Enzyme inactivation |

        **Tip:** If your RNA has strong secondary structure, you can raise stage 2 to
        55 °C.

        Let me know if you want the qPCR setup next!
     """),
     "incubate temperature_c=25 duration_s=600 @inheco_odtc > "
     "incubate temperature_c=50 duration_s=900 @inheco_odtc > "
     "incubate temperature_c=85 duration_s=300 @inheco_odtc"),

    ("llm_l09",
     _md("""
        ## MTT Cell Viability Assay

        ### Materials
        - MTT stock: 5 mg/mL in PBS (filter sterilized)
        - DMSO (solubilization)

        ### Procedure
        1. **Add MTT:** Pipette **10 µL** of MTT stock into each well (100 µL medium).
        2. **Incubate:** **4 hours** at **37 °C** in the CO₂ incubator. Purple formazan
           crystals will form.
        3. **Solubilize:** Add **100 µL** of DMSO to each well.
        4. **Shake** on the orbital shaker for **10 min** at **400 rpm** until all crystals
           are dissolved.
        5. **Read** absorbance at **570 nm**.

        ### Expected results
        - Untreated cells: A570 ≈ 0.8–1.2
        - 10 µM doxorubicin: A570 ≈ 0.2
     """),
     "transfer volume_ul=10 > incubate temperature_c=37 duration_s=14400 > "
     "transfer volume_ul=100 > shake speed_rpm=400 duration_s=600 > "
     "read_absorbance wavelength_nm=570"),

    ("llm_l10",
     _md("""
        # RT-LAMP Screening (384-well)

        ## Procedure
        1. Dispense **15 µL** of LAMP master mix into each well of the 384-well PCR plate.
        2. Add **5 µL** of extracted sample RNA.
        3. Heat-seal the plate (**175 °C**, **3 s**).
        4. Load onto the **CFX384** and incubate at **65 °C** for **30 min** with a
           fluorescence read every minute.

        **Interpretation:** Positive samples cross threshold in < 20 min. NTC must stay
        flat for the full 30 min.
     """),
     "transfer volume_ul=15 > transfer volume_ul=5 > seal temperature_c=175 duration_s=3 > "
     "incubate temperature_c=65 duration_s=1800 @biorad_cfx384"),

    ("llm_l11",
     _md("""
        ## Expression culture in 24 deep-well plates

        ### Step 1: Inoculation
        Transfer **50 µL** of each overnight starter culture into the 24 deep-well plate
        (each well pre-filled with 5 mL of TB).

        ### Step 2: Growth
        Shake at **37 °C** and **250 rpm** for **3 h** on the heater-shaker.
        > ⚠️ Use a breathable seal, not a heat seal, during growth.

        ### Step 3: Check density
        Transfer **100 µL** of each culture into a clear flat-bottom 96-well plate and read
        **OD600**.

        **Expected:** OD600 ≈ 0.6–0.8 after 3 h.
     """),
     "transfer volume_ul=50 > shake speed_rpm=250 duration_s=10800 temperature_c=37 > "
     "transfer volume_ul=100 > read_absorbance wavelength_nm=600"),

    ("llm_l12",
     _md("""
        # Amplicon PCR + QC

        ## Equipment
        - Opentrons OT-2
        - Azenta a4S heat sealer
        - INHECO ODTC
        - Azenta XPeel
        - LabChip GX Touch

        ## Procedure
        ### Step 1: Reaction setup
        1. Add **20 µL** of Q5 master mix to each well of the 96-well PCR plate.
        2. Add **5 µL** of template DNA (1–10 ng).

        ### Step 2: Sealing
        Heat-seal at **170 °C for 2 seconds**.

        ### Step 3: PCR
        - Initial denaturation: 98 °C, 30 s
        - **35 cycles:** 98 °C 10 s / 62 °C 20 s / 72 °C 20 s
        - Final extension: 72 °C, 2 min

        ### Step 4: QC
        Peel the seal and run **96 samples** on the LabChip (DNA 1K).
     """),
     "transfer volume_ul=20 @opentrons_ot2 > transfer volume_ul=5 @opentrons_ot2 > "
     "seal temperature_c=170 duration_s=2 @azenta_a4s > "
     "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 "
     "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
     "extension_s=20 final_extension_c=72 final_extension_s=120 @inheco_odtc > "
     "peel @azenta_xpeel > run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("llm_l13",
     _md("""
        ## HTRF cAMP Assay (384-well, 20 µL final)

        1. Dispense **5 µL** of cell suspension (2,000 cells) per well.
        2. Add **5 µL** of agonist (2× final concentration).
        3. Incubate **30 min** at room temperature.
        4. Add **10 µL** of the premixed detection reagents (cAMP-d2 + anti-cAMP cryptate,
           5 µL each, mixed beforehand).
        5. Incubate **1 h** at RT.
        6. Read time-resolved fluorescence: **excitation 337 nm**, emission at **665 nm**
           and then at **620 nm**.

        **Data analysis:** Ratio = (665/620) × 10⁴. Do not report raw RFUs.
     """),
     "transfer volume_ul=5 > transfer volume_ul=5 > incubate duration_s=1800 > "
     "transfer volume_ul=10 > incubate duration_s=3600 > "
     "read_fluorescence excitation_nm=337 emission_nm=665 > "
     "read_fluorescence excitation_nm=337 emission_nm=620"),

    ("llm_l14",
     _md("""
        ## Workflow (auto-generated by the protocol builder, checked by me)

        | # | Action | Instrument | Parameters |
        |---|---|---|---|
        | 1 | Retrieve plate | Cytomat 24 | — |
        | 2 | Remove seal | XPeel | — |
        | 3 | Add reagent | Biomek i5 | 50 µL / well |
        | 4 | Seal | a4S | 165 °C, 3 s |
        | 5 | Centrifuge | VSpin | 800 × g, 2 min |
        | 6 | Store | Cytomat 2C425 | 8 °C |

        Note: the protocol builder wanted 1,500 × g in row 5 — the VSpin can't do that, so I
        changed it.
     """),
     "retrieve @cytomat_24 > peel @azenta_xpeel > transfer volume_ul=50 @biomek_i5 > "
     "seal temperature_c=165 duration_s=3 @azenta_a4s > "
     "spin rcf_g=800 duration_s=120 @agilent_vspin > store temperature_c=8 @cytomat_2c425"),

    ("llm_l15",
     _md("""
        ## Glucose oxidase assay

        ### Step 1: Add enzyme mix
        Add **50 µL** of GOx/HRP/Amplex Red mix to each well containing **50 µL** sample.

        ### Step 2: Incubate
        Incubate at **37 °C** for **20 min**.

        ### Step 3: Shake
        Shake at **1,000 rpm** for **1 min**.

        ### Step 4: Read
        Fluorescence **Ex 540 / Em 590 nm**.

        EDIT: do the shake (step 3) BEFORE the incubation (step 2) — otherwise the signal is
        patchy.
     """),
     "transfer volume_ul=50 > shake speed_rpm=1000 duration_s=60 > "
     "incubate temperature_c=37 duration_s=1200 > "
     "read_fluorescence excitation_nm=540 emission_nm=590"),

    ("llm_l16",
     _md("""
        # Griess Assay for Nitrite 🧪

        **Materials:** 1 % sulfanilamide in 5 % H₃PO₄; 0.1 % NED in water; NaNO₂ standards
        (0–100 µM).

        **Procedure**
        1. Carefully transfer exactly **50 μL** (microliters) of each culture supernatant
           into the wells of a clear 96-well plate.
        2. Add **50 µL** of sulfanilamide solution to each well.
        3. Incubate **5–10 minutes** at room temperature, protected from light.
           EDIT: just use 10 min.
        4. Add **50 µL** of NED solution.
        5. Incubate another **10 min** at room temperature.
        6. Measure absorbance at **540 nm** within 30 min.

        **Expected:** purple/magenta color; 100 µM standard ≈ A540 1.0.
     """),
     "transfer volume_ul=50 > transfer volume_ul=50 > incubate duration_s=600 > "
     "transfer volume_ul=50 > incubate duration_s=600 > read_absorbance wavelength_nm=540"),

    ("llm_l17",
     _md("""
        ## Kinetic protease assay — Biomek i5 + VSpin + SpectraMax

        1. Using the **Biomek i5**, add **90 µL** of fluorogenic substrate (10 µM) to
           wells **A1–A12** (row A only).
        2. Add **10 µL** of enzyme dilution to the same wells.
        3. Spin the plate on the **VSpin** at **250 xg** for **30 s**.
        4. Read fluorescence at **Ex 380 nm / Em 460 nm** (AMC) on the **SpectraMax**.

        💡 **Tip:** For a true kinetic read, take a reading every 60 s for 30 min — for now
        one endpoint read is fine.
     """),
     "transfer volume_ul=90 @biomek_i5 wells=12 > transfer volume_ul=10 @biomek_i5 wells=12 > "
     "spin rcf_g=250 duration_s=30 @agilent_vspin > "
     "read_fluorescence excitation_nm=380 emission_nm=460 @spectramax_i3x"),

    ("llm_l18",
     _md("""
        ### Step 3 – Normalize and pool libraries (Hamilton STAR)

        Before pooling, spin the library plate at **1,000 × g** for **1 min** in the
        **5810 R** so nothing is stuck to the seal, and then remove the seal with the
        **XPeel**.

        1. Add **15 µL** of EB to each library well (each well holds 10 µL of library).
        2. Mix by pipetting with **20 µL**, 5 cycles.
        3. Transfer **5 µL** from each well into the pooling tube (1.5 mL).

        > Note: Expected pool concentration is ~4 nM.
     """),
     "spin rcf_g=1000 duration_s=60 @eppendorf_5810r > peel @azenta_xpeel > "
     "transfer volume_ul=15 @hamilton_star > mix volume_ul=20 @hamilton_star > "
     "transfer volume_ul=5 @hamilton_star"),

    ("llm_l19",
     _md("""
        # Plate-based ATP assay (with robot arm moves)

        1. **Retrieve** the treated plate from the **Cytomat 2C450**.
        2. Use the **PF400** to move it to the liquid handler deck.
        3. On the **ML STAR**, add **50 µL** of ATP detection reagent to each well.
        4. Shake **2 min**, **800 rpm** (BioShake).
        5. Incubate at room temp for **5 min** (5 minutes = 300 seconds).
        6. Read luminescence, **0.25 s** integration.
     """),
     "retrieve @cytomat_2c450 > move_plate @precise_pf400 > "
     "transfer volume_ul=50 @hamilton_star > "
     "shake speed_rpm=800 duration_s=120 @qinstruments_bioshake_3000t_elm > "
     "incubate duration_s=300 > read_luminescence integration_s=0.25"),

    # =====================================================================
    # halted: physically impossible on every suitable instrument
    # =====================================================================
    ("llm_h01",
     _md("""
        ### Step 5: Pellet the precipitate

        Centrifuge the 96-well plate at **6,000 × g** for **20 minutes** at **4 °C** to
        pellet the protein precipitate.

        ⚠️ **Caution:** Make sure the plate is balanced with a counterweight plate of the
        same type.
     """),
     "halted"),

    ("llm_h02",
     _md("""
        **Step 3: High-speed spin**

        Centrifuge the 1.5 mL tubes at **25,000 × g** for **30 min** at **4 °C** in the
        microcentrifuge to pellet the nanoparticles.
     """),
     "halted"),

    ("llm_h03",
     _md("""
        ## Sealing
        Seal the deep-well plate with the **heat sealer** at **220 °C** for **4 s** to make
        sure the foil adheres to the thick walls.

        Note: higher temperature = stronger seal.
     """),
     "halted"),

    ("llm_h04",
     _md("""
        ### Step 2: Resuspend the beads

        Shake the plate at **3,500 rpm** for **1 min** on the plate shaker to fully
        resuspend the magnetic beads.

        💡 Tip: Fast shaking is better than pipette mixing because it avoids bead loss.
     """),
     "halted"),

    ("llm_h05",
     _md("""
        ### Step 1: Cell seeding (384-well)

        Dispense **150 µL** of cell suspension (2,500 cells) into each well of the 384-well
        flat-bottom plate.

        **Note:** Let the plate sit at RT for 20 min before moving it to the incubator to
        reduce edge effects.
     """),
     "halted"),

    ("llm_h06",
     _md("""
        ## Peptide quantification

        Measure the absorbance at **205 nm** (peptide bond absorbance) in the UV-transparent
        96-well plate on the SpectraMax.

        **Expected:** A205 is linear up to ~1.0 for 0–100 µg/mL peptide.
     """),
     "halted"),

    ("llm_h07",
     _md("""
        ### Step 8: Long-term storage

        Store the sealed cDNA plate in the **Cytomat 2C425** at **−20 °C** until qPCR.

        > Note: cDNA is stable for months at −20 °C.
     """),
     "halted"),

    ("llm_h08",
     _md("""
        ### Step 6: QC on the LabChip

        Run **120 samples** from the 96-well PCR plate on the **LabChip GX Touch** using the
        RNA assay.

        **Tip:** Include a ladder well every 12 samples.
     """),
     "halted"),

    ("llm_h09",
     _md("""
        ## Lysate binding (96-well PCR plate)

        1. Add **150 µL** of binding buffer to each well of the 96-well PCR plate.
        2. Then add **100 µL** of cell lysate to the same wells.
        3. Mix by pipetting 5 times with **100 µL**.

        💡 **Tip:** Bind for 5 min before the magnet step.
     """),
     "halted"),

    # =====================================================================
    # ask: a value or an instrument the planner cannot know
    # =====================================================================
    ("llm_a01",
     _md("""
        ### Step 3: Pellet the cells

        Centrifuge the 96-well plate at **2,500 rpm** for **5 minutes** at room temperature.

        ⚠️ **Caution:** Do not brake too hard; set deceleration to low.
     """),
     "ask"),

    ("llm_a02",
     _md("""
        ## Step 6: Read

        Read the absorbance at **450 nm** on the **BMG CLARIOstar Plus** (top optic, 22
        flashes/well).
     """),
     "ask"),

    ("llm_a03",
     _md("""
        ## Plasmid miniprep — resuspension

        1. Add **250 µL** of Buffer P1 (with RNase A) to each 1.5 mL tube containing the
           bacterial pellet.
        2. **Vortex** the tubes for **15 seconds** until no clumps remain.
        3. Spin at **13,000 × g** for **1 min**.
     """),
     "ask"),

    ("llm_a04",
     _md("""
        ### Step 2: Shear the chromatin

        Sonicate the lysate plate for **3 × 10 s** (30 % amplitude) with 30 s rest on ice
        between pulses.

        **Expected:** fragments of 200–700 bp.
     """),
     "ask"),

    ("llm_a05",
     _md("""
        **Equipment:** Eppendorf 5430 R with the A-2-MTP rotor

        **Step 4:** Centrifuge the plate at **1,000 × g** for **2 min** at **20 °C**.
     """),
     "ask"),

    ("llm_a06",
     _md("""
        ## Spin settings

        | Parameter | Value |
        |---|---|
        | Speed | 4,000 |
        | Time | 10 min |
        | Temperature | 4 °C |

        Spin the deep-well lysate block with the settings above.
     """),
     "ask"),

    ("llm_a07",
     _md("""
        ### Step 5: Run qPCR

        Load the 384-well plate onto the **QuantStudio 7 Flex** and run:
        - 95 °C 20 s
        - 40 cycles: 95 °C 1 s, 60 °C 20 s
     """),
     "ask"),

    ("llm_a08",
     _md("""
        ### Step 2: Digest

        Incubate the 96-well plate in the **Eppendorf ThermoMixer C** at **37 °C** with
        shaking at **1,000 rpm** for **30 min**.
     """),
     "ask"),

    ("llm_a09",
     _md("""
        ## Step 7: Acquisition

        1. Resuspend the stained cells in **200 µL** FACS buffer.
        2. Acquire **10,000 events** per well on the **CytoFLEX S** flow cytometer (plate
           loader mode).
     """),
     "ask"),
]


if __name__ == "__main__":
    import sys
    from collections import Counter

    sys.path.insert(0, "/work/main/tests")
    from faithful_cases import parse_expected  # noqa: E402

    ids = [c[0] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    kinds = Counter()
    for cid, text, exp in CASES:
        if exp in ("halted", "ask"):
            kinds[exp] += 1
        else:
            n = len(parse_expected(exp))
            kinds["1 step" if n == 1 else "2-3 steps" if n <= 3 else "4+ steps"] += 1
    print(len(CASES), dict(kinds))
