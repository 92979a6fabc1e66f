"""Hold-out batch: pages from a lab wiki (Confluence / MediaWiki / Notion export).

Style
-----
Each request is a wiki page pasted as text: a page title, a breadcrumb trail
("Lab Wiki / Automation / ..."), a "Last edited by ... on ..." line, sometimes a page
revision or version number, then the body. Bodies mix Confluence markup (``h2.``,
``#`` numbered lists, ``{info}``, ``{note}``, ``{warning}``, ``{expand:title=...}``,
``|| header ||`` tables), MediaWiki markup (``== Heading ==``, ``{{Note|...}}``,
``{| class="wikitable" ... |}``, ``[[Page|label]]`` links) and Notion exports
(``▸``/``▾`` toggles, ``> 💡`` / ``> ⚠️`` callouts, ``> **Note**`` quotes, markdown
tables). Version-history lines, "See also" lists and labels close many pages. The
steps of the run sit somewhere among all of this.

Reading rules a careful lab engineer applies
--------------------------------------------
* The run is the list under the page's Procedure / Steps / Run / Today heading (or the
  settings table when the page says to run with the table's settings). Steps run in
  the order given unless the text reorders them ("do this one first", "before step 1
  ...", "after shaking").
* Page furniture is never a step and its numbers are never step values: title,
  breadcrumbs, "Last edited by ... on ...", page IDs, revision/version numbers,
  labels, "See also" lists, and ``[[links]]`` (a link's label is just text; a label
  that names an instrument does name that instrument).
* Panels ({info}, {note}, {warning}, {{Note}}, > **Note**, callouts) are BACKGROUND by
  default: history ("we used to spin at ..."), rationale, instrument limits, recipes
  and reagent concentrations, last week's values, bench work done by hand, work done
  by another instrument outside this run. Their numbers are not step values.
* A panel carries REAL step values only when it says so for this run: a dated
  correction or update to a named step ("step 1 is now 3 min", "use 562, not 595"),
  "before step 1, do ...", "use the settings in this box", or "this step must go on
  the HiG4". Such a panel overrides the body value or adds the steps it names.
* Expand/toggle sections are background unless a step points into them.
* Struck-through text (``~~...~~``) is not used: a struck value is replaced by the
  value next to it; a struck step is not run. Steps marked as done by hand or by the
  scheduler are not run.
* In a table with one row per plate type or per stage, use only the row(s) the step
  names; the other rows belong to other runs. A version-history line that records a
  change the body already shows is background.
* Halt when a value the run really uses is outside every suitable instrument's limit
  (checked against the registry). Ask when a value that matters is missing, when two
  sources give competing values with no decision (body vs. table, two panels that
  disagree), when a spin is given only in rpm with no rotor, when the page needs an
  instrument the lab does not have, or an operation no instrument does (sonicate).
"""
from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------------ one step
    ("wk01", _t("""
        Lab Wiki / Automation / Workcell SOPs / Quick spin
        Quick spin before imaging
        Last edited by Hana Kowalczyk on 14 Feb 2024 · 3 min read

        {info}
        The VSpin is the default plate centrifuge on the workcell (max 1000 x g).
        Anything heavier goes to the HiG4.
        {info}

        h2. Procedure
        # Spin the assay plate on the [[Instruments/Agilent VSpin|VSpin]] at 700 ×g for 90 sec.

        h2. See also
        * [[Centrifuge balance plates]]
        * [[HiG4 high-g spins|HiG4 SOP]]
        """),
     "spin rcf_g=700 duration_s=90 @agilent_vspin"),

    ("wk02", _t("""
        == Sealing PCR plates ==
        ''Main Page › Equipment › a4S sealer''
        <small>Last edited by Tomas Reyes on 2 May 2023, 16:41. Page revision 1142.</small>

        {{Note|Foil seals (cat. 4ti-0550) want 170 °C; the clear peelable film we used
        until 2022 ran at 160 °C for 1 s.}}

        === Steps ===
        # Heat seal the PCR plate on the a4S: 170 C, 2.5 s.

        === See also ===
        * [[XPeel|Removing seals]]
        """),
     "seal temperature_c=170 duration_s=2.5 @azenta_a4s"),

    ("wk03", _t("""
        🧫 OD600 growth check
        Lab Handbook / Microbiology / Plate reads
        Last edited by Ji-woo Park · March 8, 2024 10:12 AM

        > 💡 Old Tecan Infinite reads (pre-2023) used 595 nm — don't compare them directly.

        ▸ Why 600?
            Standard OD for E. coli cultures; our cuvette data is at 600 too.

        **Steps**
        1. Read absorbance at 600 nm on the SpectraMax.
        """),
     "read_absorbance wavelength_nm=600 @spectramax_i3x"),

    ("wk04", _t("""
        Home > Assays > GFP reporter read
        GFP reporter – endpoint read
        Last edited by Dr. Amara Osei on 21 Nov 2023

        | Setting    | Value                              |
        |------------|------------------------------------|
        | Instrument | SpectraMax i3x                     |
        | Mode       | Fluorescence intensity, top read   |
        | Excitation | 485 nm                             |
        | Emission   | 535 nm                             |
        | Plate      | Greiner 655090, black              |

        {info}Filter set EX485/EM535 lives in drawer 3 of bench 4.{info}

        Procedure: run the read with the settings in the table.
        """),
     "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x"),

    ("wk05", _t("""
        Luciferase read (CellTiter-Glo)
        Wiki › Cell Biology › Viability
        Last edited by R. Mendes on 03 Jan 2024

        {warning}
        Let the plate sit at RT for 10 min after adding reagent. This is done at the
        bench before the plate goes on the workcell — it is not part of the robot run.
        {warning}

        h3. Robot step
        * Luminescence on the plate reader, 0.5 s integration per well.
        """),
     "read_luminescence integration_s=0.5 @spectramax_i3x"),

    ("wk06", _t("""
        = Resuspension after thaw =
        Lab Wiki » Protocols » Cell prep
        Last edited by Lena Fischer on 19 September 2023

        > **Note**
        > The BioShake's max is 3000 rpm; we never go above 2000 with 200 µL fills (splash).

        == Procedure ==
        # Shake on the BioShake at 1,200 rpm, 45 s, 30 °C.
        """),
     "shake speed_rpm=1200 duration_s=45 temperature_c=30 @qinstruments_bioshake_3000t_elm"),

    ("wk07", _t("""
        Overnight growth – 96-well cultures
        Wiki / Microbiology / Growth
        Last edited by Kofi Mensah on 30 Jan 2024

        {expand:title=History of this protocol}
        Until v2 we grew at 30 °C for 24 h; switched to 37 °C in Jan 2024 after the
        strain change (see [[Strain log 2024]]).
        {expand}

        h2. Step
        Incubate in the Cytomat at 37 °C for 16 h.
        """),
     "incubate temperature_c=37 duration_s=57600 @cytomat_2c450"),

    ("wk08", _t("""
        Colony PCR (ODTC)
        Home / Molecular Biology / PCR / Colony PCR
        Last edited by Sofia Alvarez on 11 Apr 2024 · Version 7

        {info}Master mix: 2x OneTaq (NEB M0482), 12.5 µL per 25 µL reaction — prepared
        on the bench.{info}

        || Stage || Temp || Time ||
        | Initial denaturation | 94 °C | 2 min |
        | Denature | 94 °C | 20 s |
        | Anneal | 55 °C | 30 s |
        | Extend | 68 °C | 1 min |
        | Final extension | 68 °C | 5 min |
        | Hold | 4 °C | ∞ |

        h2. Run
        Run 30 cycles of the table program on the ODTC.
        """),
     "run_pcr cycles=30 initial_denaturation_c=94 initial_denaturation_s=120 "
     "denaturation_c=94 denaturation_s=20 annealing_c=55 annealing_s=30 extension_c=68 "
     "extension_s=60 final_extension_c=68 final_extension_s=300 hold_c=4 @inheco_odtc"),

    ("wk09", _t("""
        SYBR qPCR – 384 format
        Lab Wiki > Genomics > qPCR
        Last edited by Marcus Lindqvist on 5 Dec 2023 (v12)

        > **Note** The CFX384 takes 384-well plates only. Our reactions are 10 µL.

        **Cycling (CFX384)**
        - 95 °C 3 min
        - 40 cycles of 95 °C 10 s / 60 °C 30 s
        """),
     "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("wk10", _t("""
        Library QC on the LabChip
        Home › NGS › Library prep › QC
        Last edited by Aisha Rahman on 17 Jul 2023

        {info}One chip prep lasts ~400 samples. Chip lot CL-22917, expires 2024-09.{info}

        h2. Steps
        # Run 40 libraries on the LabChip GX (HT DNA NGS 3K assay).
        """),
     "run_assay sample_count=40 @labchip_gx_touch_ht"),

    ("wk11", _t("""
        Plasmid cleanup — bead protocol
        Lab Wiki / Molecular / Purification
        Last edited by Ben Adeyemi on 9 Oct 2023

        {note}BindIt program: MagMAX_Plasmid_v3. Binding 5 min, 3 washes, elution 10 min
        at 65 °C — all inside the program, nothing to set.{note}

        h2. Run
        Start the bead purification on the KingFisher.
        """),
     "run_program @kingfisher_flex"),

    ("wk12", _t("""
        Remove foil before reading
        Workcell › Seals
        Last edited by Chen Wei on 1 Mar 2024

        > ⚠️ The XPeel warns at 30 seals left; change the roll (cat. XP-R-100) when it does.

        Step: peel the seal off the plate with the XPeel.
        """),
     "peel @azenta_xpeel"),

    ("wk13", _t("""
        Compound stamping – 96 to 96
        Wiki › Screening › Compound handling
        Last edited by Olga Ivanova on 22 Aug 2023

        | Parameter       | Value                    |
        | Liquid handler  | Hamilton STAR            |
        | Volume per well | 2 µL                     |
        | Tips            | 50 µL CO-RE, filtered    |
        | Liquid class    | DMSO_Jet_Empty           |

        # Stamp the compound plate into the assay plate with the settings above.
        """),
     "transfer volume_ul=2 @hamilton_star"),

    ("wk14", _t("""
        Reagent add – half plate
        Lab Wiki / Assays / Kinase panel
        Last edited by Pedro Santos on 16 Feb 2024

        {info}Columns 7–12 are the no-enzyme controls and get buffer by hand.{info}

        Procedure
        1. On the Fluent, dispense 15 µl enzyme mix into columns 1–6 of the 96-well
           assay plate.
        """),
     "transfer volume_ul=15 wells=48 @tecan_fluent"),

    ("wk15", _t("""
        Cell pellet spin
        Home / Cell Culture / Harvest
        Last edited by Nadia Haddad on 7 Jun 2023

        {warning}Never put plates taller than 61 mm in the HiG4.{warning}

        == Steps ==
        # Pellet cells: HiG4, 3,000 x g, 10 min.
        """),
     "spin rcf_g=3000 duration_s=600 @bionex_hig4"),

    ("wk16", _t("""
        Harvest 50 mL cultures
        Lab Wiki › Protein › Expression › Harvest
        Last edited by Grace Okafor on 28 Mar 2024

        > **Note** The 5810 R swing-bucket rotor tops out at 3,220 x g with 50 mL buckets.

        h2. Procedure
        # Spin the 50 mL conicals in the 5810 at 3000 rcf, 15 min, 4 deg C.
        """),
     "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r"),

    ("wk17", _t("""
        Lysate clarification
        Home › Protein › Lysis
        Last edited by Ivan Petrov on 12 Dec 2023

        ▸ Background
            We used to clear at 21,000 x g for 30 min, but the F-45-18 rotor is only
            rated to 18,111 x g, so we dropped it.

        Steps
        1. Clarify lysate in 1.5 mL tubes on the 5424 R: 16,000 xg, 20 min, 4 °C.
        """),
     "spin rcf_g=16000 duration_s=1200 temperature_c=4 @eppendorf_5424r"),

    ("wk18", _t("""
        Media exchange — deep-well
        Lab Wiki / Cell Culture / Organoids
        Last edited by Elif Demir on 4 Apr 2024

        {info}Waste goes to the 290 mL trough at position P12.{info}

        h2. Steps
        # Add 0.8 mL fresh medium per well with the i7.
        """),
     "transfer volume_ul=800 @biomek_i7_hybrid"),

    ("wk19", _t("""
        Bradford standards
        Wiki › Protein › Quantification
        Last edited by Samuel Kim on 20 Jan 2024

        {expand:title=Standard curve concentrations}
        0, 125, 250, 500, 750, 1000, 1500, 2000 µg/mL BSA (Bio-Rad 5000206).
        {expand}

        Procedure
        * Biomek i5: pipette 5 uL of each standard and sample into the assay plate.
        """),
     "transfer volume_ul=5 @biomek_i5"),

    ("wk20", _t("""
        Primer dilution
        Home / Molecular / Oligos
        Last edited by Hannah Becker on 2 Nov 2023

        > 💡 Stock plates arrive at 100 µM (IDT order #88123401).

        1. Using the OT-2, put 90 microlitres of water into every well of the primer plate.
        """),
     "transfer volume_ul=90 @opentrons_ot2"),

    ("wk21", _t("""
        Serial dilution, rows A–D
        Lab Wiki › Screening › Dose response
        Last edited by Yusuf Ali on 8 May 2024

        {note}Rows E–H are blanks this week and stay empty.{note}

        Step: on the Flex, add 50 µL diluent to rows A–D of the 96-well plate.
        """),
     "transfer volume_ul=50 wells=48 @opentrons_flex"),

    ("wk22", _t("""
        Bead resuspension
        Wiki / NGS / Cleanup
        Last edited by Clara Moreau on 23 Feb 2024

        {info}SPRI beads settle in ~2 min; mix right before dispensing.{info}

        # Mix the bead plate on the STAR: 150 µL mix volume, 10 cycles.
        """),
     "mix volume_ul=150 @hamilton_star"),

    ("wk23", _t("""
        Substrate development
        Lab Wiki › ELISA › Human IL-6
        Last edited by Daniela Cruz on 15 Mar 2024

        {warning}TMB is light sensitive — keep the plate covered.{warning}

        h2. Step
        Leave the plate at room temperature for 20 minutes to develop.
        """),
     "incubate duration_s=1200"),

    ("wk24", _t("""
        End of day storage
        Home › Workcell › Storage
        Last edited by Noah Williams on 6 Feb 2024

        {info}The cold store is audited every Monday; the audit on 2024-02-05 found 3
        orphan plates.{info}

        Procedure
        * Put the sealed plate into cold storage at 4 °C.
        """),
     "store temperature_c=4"),

    ("wk25", _t("""
        Enzyme heat-inactivation
        Wiki › Cloning › Golden Gate
        Last edited by Mei Tanaka on 27 Sep 2023

        > **Note** BsaI-HFv2 is inactivated at 80 °C (NEB datasheet).

        1. Hold the plate at 80 °C for 20 min on the ODTC.
        """),
     "incubate temperature_c=80 duration_s=1200 @inheco_odtc"),

    ("wk26", _t("""
        Hand-off to the reader
        Lab Wiki / Workcell / Arm
        Last edited by Owen Hughes on 10 Jan 2024

        {info}PF400 teach points were redone on 2024-01-09 after the reader moved 12 cm
        to the left.{info}

        Step: move the assay plate to the reader nest with the PF400.
        """),
     "move_plate @precise_pf400"),

    ("wk27", _t("""
        BCA protein assay — read
        Home › Protein › Quantification › BCA
        Last edited by Fatima Zahra on 2 Apr 2024

        h2. Procedure
        # Read absorbance at 595 nm.

        {note}
        *Correction (2 Apr 2024):* step 1 should be 562 nm for BCA — 595 is the Bradford
        wavelength and was copied over by mistake. Use 562.
        {note}
        """),
     "read_absorbance wavelength_nm=562"),

    ("wk28", _t("""
        Resuspend pellets
        Lab Wiki » Cell Culture » Harvest
        Last edited by Mateo Rossi on 13 Nov 2023

        | Setting     | Value                     |
        | Shaker      | BioShake 3000-T elm       |
        | Speed       | 1800 rpm                  |
        | Time        | 2 min                     |
        | Temperature | — (ambient, heater off)   |

        Procedure: shake the plate with the settings in the table.

        Version history
        * v3 (2023-11-13, M. Rossi): speed 1500 → 1800 rpm, table updated.
        * v2 (2023-06-01, M. Rossi): added time.
        """),
     "shake speed_rpm=1800 duration_s=120 @qinstruments_bioshake_3000t_elm"),

    ("wk29", _t("""
        Resazurin viability read
        Wiki › Cell Biology › Viability
        Last edited by Ingrid Holm on 18 Jan 2024

        > **Note** Last week's run used 530/580 by mistake; the signal was ~30 % lower.

        Steps
        1. Fluorescence read: Ex 560 nm / Em 590 nm.
        """),
     "read_fluorescence excitation_nm=560 emission_nm=590"),

    ("wk30", _t("""
        Pulse-down before sealing
        Home / Workcell / Centrifuges
        Last edited by Lucas Martin on 29 Aug 2023

        {expand:title=Why 500 x g?}
        Higher forces (2000 x g in the 2022 tests) pushed beads onto the well wall —
        see [[Bead loss investigation]].
        {expand}

        # VSpin: 500 x g for 1'.
        """),
     "spin rcf_g=500 duration_s=60 @agilent_vspin"),

    ("wk31", _t("""
        Seal for storage
        Lab Wiki > Workcell > Sealing
        Last edited by Zara Ahmed on 24 Jan 2024

        {info}The a4S has no active cooling — dropping from 180 to 160 degrees takes
        about 15 min, so group runs by temperature.{info}

        == Step ==
        Seal the deep-well plate on the a4S using the settings in the *Sealer settings*
        panel.

        {panel:title=Sealer settings}
        Deep-well plate, peelable foil: 160 degrees, 1.5 secs.
        {panel}
        """),
     "seal temperature_c=160 duration_s=1.5 @azenta_a4s"),

    ("wk32", _t("""
        Biofilm growth
        Home › Microbiology › Biofilms
        Last edited by Patrick O'Neill on 5 Mar 2024

        > **Note** CO₂ stays at the 5 % factory setting; humidity 95 %.

        h2. Steps
        # Incubate the plates in the Cytomat at 30 °C for 2 days.
        """),
     "incubate temperature_c=30 duration_s=172800 @cytomat_2c450"),

    ("wk33", _t("""
        ELISA read
        Lab Wiki / Immunology / ELISA
        Last edited by Yara Haddad on 19 Feb 2024

        Procedure
        1. Read the plate at ~~405~~ 450 nm on the SpectraMax.

        {info}405 was for the old pNPP substrate; we moved to TMB + stop solution in
        2023.{info}
        """),
     "read_absorbance wavelength_nm=450 @spectramax_i3x"),

    ("wk34", _t("""
        Clear debris
        Wiki › Screening › Lysate assays
        Last edited by Hugo Laurent on 14 Nov 2023

        {warning}The VSpin only goes to 1000 x g — this step must go on the HiG4.{warning}

        Step: 2500 rcf, 5 mins.
        """),
     "spin rcf_g=2500 duration_s=300 @bionex_hig4"),

    ("wk35", _t("""
        Buffer fill
        Home / Protein / Crystallography
        Last edited by Anya Sokolova on 9 Apr 2024

        > 💡 Buffer: 20 mM HEPES pH 7.5, 150 mM NaCl (batch B-0412).

        Steps
        1. Fluent: dispense 0.5 mL buffer into each well of the 24 deep-well block.
        """),
     "transfer volume_ul=500 @tecan_fluent"),

    ("wk36", _t("""
        Caspase-Glo 3/7 read
        Lab Wiki › Apoptosis
        Last edited by Ravi Kumar on 22 Mar 2024

        ▾ Notes from the vendor webinar
            Integration of 0.25–1 s is plenty for most cell lines; we tried 2 s in 2022
            and saw saturation.

        **Step** — Luminescence, 1 s integration, SpectraMax.
        """),
     "read_luminescence integration_s=1 @spectramax_i3x"),

    ("wk37", _t("""
        Plate spin after seeding
        Home › Cell Culture › Seeding
        Last edited by Julia Nowak on 1 Feb 2024

        {info}The 5810 R with MTP buckets is rated to 2900 x g.{info}

        # Spin the 384-well plates in the 5810 R at 200 x g, 1 min, 20°C.
        """),
     "spin rcf_g=200 duration_s=60 temperature_c=20 @eppendorf_5810r"),

    ("wk38", _t("""
        Cell dispense — 384
        Wiki › Screening › HTS
        Last edited by Leo Bianchi on 7 Mar 2024

        {note}Columns 9–24 get cells from the second flask in a separate run.{note}

        Procedure
        # With the Biomek i5, add 25 µL cell suspension to columns 1–8 of the 384-well
          plate.
        """),
     "transfer volume_ul=25 wells=128 @biomek_i5"),

    ("wk39", _t("""
        Probe qPCR — 384
        Lab Wiki > Genomics > qPCR > TaqMan
        Last edited by Ines Duarte on 10 May 2024

        | Step                    | Temperature | Time  |
        |-------------------------|-------------|-------|
        | Polymerase activation   | 95 °C       | 2 min |
        | Denature (45×)          | 95 °C       | 3 s   |
        | Anneal/extend (45×)     | 60 °C       | 30 s  |

        Run the table on the CFX384.

        Version history
        * v9 (10 May 2024): cycles 40 → 45 after low-copy targets dropped out.
        * v8 (2 Feb 2024): anneal/extend 20 s → 30 s.
        """),
     "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=3 annealing_c=60 annealing_s=30 @biorad_cfx384"),

    ("wk40", _t("""
        Plate parking
        Home / Workcell / Hotels
        Last edited by Karin Berg on 12 Oct 2023

        {info}Hotel slots 1–10 are reserved for the Monday screen.{info}

        Step: return the plate to the plate hotel (Cytomat 24).
        """),
     "store @cytomat_24"),

    ("wk41", _t("""
        Sealing cheat-sheet
        Lab Wiki › Workcell › a4S
        Last edited by Zara Ahmed on 24 Jan 2024

        {| class="wikitable"
        ! Plate type !! Film !! Temp !! Time
        |-
        | 96 PCR (Bio-Rad HSP9601) || Clear PCR || 160 °C || 1.2 s
        |-
        | 384 PCR || Clear PCR || 165 °C || 1.5 s
        |-
        | 96 deep-well || Peelable foil || 175 °C || 3 s
        |}

        == Today ==
        Seal the 384 PCR plate on the a4S (row 2 of the table).
        """),
     "seal temperature_c=165 duration_s=1.5 @azenta_a4s"),

    # ------------------------------------------------------------ two to four steps
    ("wk42", _t("""
        Nitrite (Griess) assay — workcell run
        Lab Wiki / Assays / Nitrite
        Last edited by Tariq Nasser on 12 Mar 2024

        {info}Griess reagent is made fresh (1:1 sulfanilamide/NED) at the bench.{info}

        h2. Procedure
        # Read absorbance at 540 nm on the SpectraMax.

        {note}Before step 1: add 50 µL Griess reagent with the STAR, then spin 1 min at
        1000 x g on the VSpin to clear bubbles.{note}
        """),
     "transfer volume_ul=50 @hamilton_star > spin rcf_g=1000 duration_s=60 @agilent_vspin "
     "> read_absorbance wavelength_nm=540 @spectramax_i3x"),

    ("wk43", _t("""
        Top-up of a sealed plate
        Home › Workcell › Plate handling
        Last edited by Rosa Jimenez on 20 Feb 2024

        Steps
        1. Peel the foil (XPeel).
        2. Add 10 µL stop buffer with the Biomek i7.
        3. Re-seal on the a4S at 165 °C for 2 s.

        > **Note** The sealer default (165 °C / 3 s) is fine for most films; we shorten
        > to 2 s for the thin-wall PCR plates.
        """),
     "peel @azenta_xpeel > transfer volume_ul=10 @biomek_i7_hybrid "
     "> seal temperature_c=165 duration_s=2 @azenta_a4s"),

    ("wk44", _t("""
        Amplicon PCR — full run
        Lab Wiki › NGS › 16S › Amplicon PCR
        Last edited by Daniel Greene on 2 Oct 2023

        {expand:title=Reagent table (per reaction)}
        | KAPA HiFi 2x | 12.5 µL |
        | Primer mix   | 5 µL    |
        | Template     | 2.5 µL  |
        | Water        | 5 µL    |
        {expand}

        h2. Run
        # Add 2.5 µL template to each well of the master-mix plate on the Fluent.
        # Seal: 170 °C, 2 s.
        # ODTC: 95 °C 3 min; 25 cycles of 95 °C 30 s, 55 °C 30 s, 72 °C 30 s;
          72 °C 5 min; hold 4 °C.
        # Store at 4 °C.
        """),
     "transfer volume_ul=2.5 @tecan_fluent > seal temperature_c=170 duration_s=2 "
     "> run_pcr cycles=25 initial_denaturation_c=95 initial_denaturation_s=180 "
     "denaturation_c=95 denaturation_s=30 annealing_c=55 annealing_s=30 extension_c=72 "
     "extension_s=30 final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc "
     "> store temperature_c=4"),

    ("wk45", _t("""
        MTT assay
        Home / Cell Biology / Viability / MTT
        Last edited by Priya Natarajan on 14 Jan 2024

        {info}MTT stock 5 mg/mL in PBS, filter-sterilised; added by hand before this
        run.{info}

        == Procedure ==
        # Incubate 4 hrs at 37 °C in the Cytomat.
        # Read absorbance at 570 nm.

        {warning}Don't add a 690 nm reference read — that filter position gave noise
        in ticket #4471.{warning}
        """),
     "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 "
     "> read_absorbance wavelength_nm=570"),

    ("wk46", _t("""
        Lysis and clarification
        Lab Wiki › Protein › Small-scale expression
        Last edited by Felix Wagner on 8 Nov 2023

        | # | Step                 | Instrument | Setting                 |
        |---|----------------------|------------|-------------------------|
        | 1 | Lyse                 | BioShake   | 1500 rpm, 10 min, 25 °C |
        | 2 | Clarify              | HiG4       | 3,000 ×g, 15 min        |
        | 3 | Transfer supernatant | OT-2       | 150 µL                  |

        > **Note** The old version spun at 2,000 ×g for 30 min — that left debris.
        """),
     "shake speed_rpm=1500 duration_s=600 temperature_c=25 @qinstruments_bioshake_3000t_elm "
     "> spin rcf_g=3000 duration_s=900 @bionex_hig4 > transfer volume_ul=150 @opentrons_ot2"),

    ("wk47", _t("""
        Post-cleanup QC
        Home › NGS › Library prep
        Last edited by Selin Yilmaz on 26 Apr 2024

        {note}The KingFisher program elutes into 30 µL; we only take 12 µL so the rest
        can go to sequencing.{note}

        Steps
        1. Bead cleanup on the KingFisher.
        2. Move 12 µL eluate into the LabChip plate with the i5.
        3. Run all 96 on the LabChip.
        """),
     "run_program @kingfisher_flex > transfer volume_ul=12 @biomek_i5 "
     "> run_assay sample_count=96 @labchip_gx_touch_ht"),

    ("wk48", _t("""
        Plasmid miniprep hand-off
        Lab Wiki / Molecular / Minipreps
        Last edited by Ahmed Farouk on 3 Jun 2023

        {info}Tubes: Eppendorf Safe-Lock 1.5 mL (0030120086).{info}

        Procedure
        1. Spin the lysate tubes in the 5424R, 13,000 x g, 10 min (room temp).
        2. Load 600 µL cleared lysate into the binding plate with the STAR.
        """),
     "spin rcf_g=13000 duration_s=600 @eppendorf_5424r > transfer volume_ul=600 @hamilton_star"),

    ("wk49", _t("""
        Dual read: GFP + OD
        Home › Synthetic Biology › Reporter screens
        Last edited by Maya Cohen on 29 Feb 2024

        h2. Reads
        * OD600.
        * GFP (ex 485 / em 520) — do this one first, OD second.

        {info}Gain: auto. Each read takes ~2 min.{info}
        """),
     "read_fluorescence excitation_nm=485 emission_nm=520 > read_absorbance wavelength_nm=600"),

    ("wk50", _t("""
        T4 ligation
        Wiki › Cloning › Ligation
        Last edited by Erik Johansson on 21 Dec 2023

        # Ligate on the ODTC: 16 °C for 30 min.
        # Heat-kill: 65 °C, 10 min (same instrument).

        > **Note** Overnight 16 °C ligations (our 2021 method) gave no extra colonies —
        > 30 min is enough.
        """),
     "incubate temperature_c=16 duration_s=1800 @inheco_odtc "
     "> incubate temperature_c=65 duration_s=600 @inheco_odtc"),

    ("wk51", _t("""
        Standard dilution
        Home / Assays / Standards
        Last edited by Chloé Dubois on 11 Jan 2024

        {info}Column 12 stays empty (blank) per [[Plate layouts|layout v4]].{info}

        Steps (OT-2):
        1. Add 100 µL of top standard to column 1 (8 wells).
        2. Mix column 1 with 80 µL, 5 times.
        """),
     "transfer volume_ul=100 wells=8 @opentrons_ot2 > mix volume_ul=80 wells=8 @opentrons_ot2"),

    ("wk52", _t("""
        qPCR set-up (robot part)
        Lab Wiki > Genomics > qPCR
        Last edited by Tom Fischer on 18 Apr 2024

        {warning}Use optically clear film only — foil blocks the CFX384 optics.{warning}

        h2. Steps
        # Seal with clear film: 160 °C, 1.2 s.
        # Spin 1 min at 800 x g to collect.
        # CFX384: 95 °C 2 min, then 40x (95 °C 5 s, 60 °C 20 s).
        """),
     "seal temperature_c=160 duration_s=1.2 > spin rcf_g=800 duration_s=60 "
     "> run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
     "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=20 @biorad_cfx384"),

    ("wk53", _t("""
        Reporter assay
        Home › Cell Biology › Luciferase
        Last edited by Isabel Ferreira on 6 May 2024

        Procedure
        1. Incubate 24 hr, 37 °C (Cytomat).
        2. i7: add 25 µL ONE-Glo per well.
        3. Shake on the BioShake, 600 rpm for 2 min.
        4. Read luminescence (1 s).

        {expand:title=Troubleshooting}
        Signal low? Check reagent age (use within 1 month) and try 2 s integration.
        {expand}
        """),
     "incubate temperature_c=37 duration_s=86400 @cytomat_2c450 "
     "> transfer volume_ul=25 @biomek_i7_hybrid "
     "> shake speed_rpm=600 duration_s=120 @qinstruments_bioshake_3000t_elm "
     "> read_luminescence integration_s=1"),

    ("wk54", _t("""
        Supernatant collection
        Wiki › Virology › Lentivirus
        Last edited by Ola Nordmann on 13 Feb 2024

        > **Note** Biosafety: BSL-2, cabinet 3. Buckets have aerosol-tight lids.

        1. Spin the 50 mL tubes in the 5810 R: 500 g, 5 min, 4 C.
        2. Transfer 1 mL supernatant into the deep-well plate with the Fluent.
        """),
     "spin rcf_g=500 duration_s=300 temperature_c=4 @eppendorf_5810r "
     "> transfer volume_ul=1000 @tecan_fluent"),

    ("wk55", _t("""
        Mid-time-course read
        Lab Wiki › Cell Biology › Time course
        Last edited by Aiko Sato on 30 Oct 2023

        Steps
        1. XPeel.
        2. Read mCherry: ex 587, em 610 nm.
        3. Reseal, 175 °C / 1.5 s.
        4. ~~Back to the incubator~~ (the scheduler does this, not this page)

        {info}Time points: 0, 6, 12, 24, 48 h.{info}
        """),
     "peel @azenta_xpeel > read_fluorescence excitation_nm=587 emission_nm=610 "
     "> seal temperature_c=175 duration_s=1.5"),

    ("wk56", _t("""
        Two-reagent add
        Home › Assays › HTRF
        Last edited by Carlos Mendoza on 25 Mar 2024

        {info}HTRF needs a cartridge our i3x doesn't have — the plates are read later on
        the PHERAstar in room B2.114, which is not part of this run.{info}

        h2. Robot steps (Biomek i5)
        # Add 5 µL anti-analyte-d2.
        # Add 5 µL anti-analyte-Eu cryptate.
        """),
     "transfer volume_ul=5 @biomek_i5 > transfer volume_ul=5 @biomek_i5"),

    ("wk57", _t("""
        Bradford — read
        Lab Wiki / Protein / Bradford
        Last edited by Samuel Kim on 20 Jan 2024

        1. Leave 5 min at RT after dye addition.
        2. Read 595 nm.

        {note}The dye is added at the bench by hand.{note}
        """),
     "incubate duration_s=300 > read_absorbance wavelength_nm=595"),

    ("wk58", _t("""
        Bead binding
        Home › NGS › Cleanup › Beads on the workcell
        Last edited by Clara Moreau on 23 Feb 2024

        h2. Steps
        # Add 90 µL beads with the STAR.
        # Spin 10" at 100 x g on the VSpin — after the shake below, to bring liquid down.
        # Shake 1 min at 1800 rpm on the BioShake.
        """),
     "transfer volume_ul=90 @hamilton_star "
     "> shake speed_rpm=1800 duration_s=60 @qinstruments_bioshake_3000t_elm "
     "> spin rcf_g=100 duration_s=10 @agilent_vspin"),

    ("wk59", _t("""
        Seeding for overnight attachment
        Lab Wiki › Cell Culture › Seeding
        Last edited by Nina Petrova on 17 Apr 2024

        {info}Target 5,000 cells/well; count at the bench (Countess, room 2.07).{info}

        Procedure
        # Spin plates at 300 x g, 2 min on the HiG4.
        # Cytomat: 37 °C overnight (16 h).
        """),
     "spin rcf_g=300 duration_s=120 @bionex_hig4 "
     "> incubate temperature_c=37 duration_s=57600 @cytomat_2c450"),

    ("wk60", _t("""
        Pellet wash
        Home / Cell Culture / Washing
        Last edited by Owen Hughes on 4 Mar 2024

        # Spin 5 min at 400 x g.
        # Add 150 µL PBS with the Flex.

        {note}*Update 4 Mar 2024:* step 1 is now 3 min at 400 x g (5 min packed the
        pellet too hard). Everything else is unchanged.{note}
        """),
     "spin rcf_g=400 duration_s=180 > transfer volume_ul=150 @opentrons_flex"),

    ("wk61", _t("""
        Proteinase K digest
        Wiki › Genomics › DNA extraction
        Last edited by Laura Smith on 9 Nov 2023

        {expand:title=Reagents}
        20 µL Proteinase K (20 mg/mL) per 200 µL sample, added by hand.
        {expand}

        h2. Run
        # BioShake 56 °C, 1000 rpm, 1 h.
        # Quick spin: 1000 x g for 1 min on the VSpin.
        """),
     "shake speed_rpm=1000 duration_s=3600 temperature_c=56 @qinstruments_bioshake_3000t_elm "
     "> spin rcf_g=1000 duration_s=60 @agilent_vspin"),

    ("wk62", _t("""
        A280 spot check
        Lab Wiki › Protein › QC
        Last edited by Victor Chang on 15 Jan 2024

        > **Note** UV-transparent plate only (Corning 3635) — polystyrene absorbs below
        > 320 nm.

        Steps
        1. PF400: hotel → reader.
        2. Absorbance at 280 nm.
        3. PF400: reader → hotel.
        """),
     "move_plate @precise_pf400 > read_absorbance wavelength_nm=280 > move_plate @precise_pf400"),

    ("wk63", _t("""
        Aliquots for the freezer run
        Home › Protein › Aliquots
        Last edited by Grace Okafor on 2 Apr 2024

        Steps
        1. Biomek i7: 0.15 mL into each well of the PCR plate.
        2. a4S seal 180 deg, 2 sec.
        3. 4 °C cold store until pick-up.

        > **Note** The freezer courier picks up at 16:00 from room B1.03.
        """),
     "transfer volume_ul=150 @biomek_i7_hybrid > seal temperature_c=180 duration_s=2 @azenta_a4s "
     "> store temperature_c=4"),

    # ------------------------------------------------------------------ must halt
    ("wk64", _t("""
        High-g clearing spin
        Lab Wiki › Screening › Lysates
        Last edited by Hugo Laurent on 15 Nov 2023

        {info}The VSpin only goes to 1000 x g, so this spin goes on the HiG4.{info}

        h2. Step
        # Spin the 96-well lysate plate at 6,000 x g for 10 min.
        """),
     "halted"),

    ("wk65", _t("""
        Foil sealing for long-term storage
        Home / Workcell / a4S
        Last edited by Tomas Reyes on 7 Feb 2024

        {note}The foil vendor (lot F-2231) lists 165–175 °C as typical for PP plates.{note}

        == Steps ==
        # Seal on the a4S at 220 °C for 3 s so the foil bonds to the thick rim.
        """),
     "halted"),

    ("wk66", _t("""
        Bead mixing — fast
        Wiki › NGS › Cleanup
        Last edited by Clara Moreau on 1 Mar 2024

        > 💡 Splash guard fitted on 2024-02-28.

        Steps
        1. BioShake: 3,500 rpm for 30 s to resuspend the pellet.
        """),
     "halted"),

    ("wk67", _t("""
        Peptide quantification (far UV)
        Lab Wiki › Proteomics › Peptide QC
        Last edited by Nora Lindberg on 22 Jan 2024

        {info}Peptide bonds absorb strongly in the far UV; A280 misses peptides without
        Trp/Tyr.{info}

        h2. Procedure
        # Read absorbance at 205 nm on the SpectraMax (UV-transparent plate).
        """),
     "halted"),

    ("wk68", _t("""
        Low-light luciferase read
        Home › Cell Biology › Luciferase › Weak promoters
        Last edited by Isabel Ferreira on 14 May 2024

        > **Note** Normal reads use 1 s; these promoters are ~1000x weaker.

        Step: luminescence on the SpectraMax, integrate 2 min per well.
        """),
     "halted"),

    ("wk69", _t("""
        Nucleic-acid pellet spin
        Lab Wiki / Molecular / Precipitation
        Last edited by Ivan Petrov on 30 Nov 2023

        ▸ Why so hard?
            Small fragments (<100 bp) don't pellet well at lower speed.

        1. Spin the 1.5 mL tubes at 25 000 g, 30 min, 4 °C.
        """),
     "halted"),

    ("wk70", _t("""
        Cold resuspension
        Wiki › Protein › Enzymes
        Last edited by Mei Tanaka on 18 Mar 2024

        {warning}The enzyme loses activity above 10 °C — keep it cold at all times.{warning}

        h2. Step
        # Shake the plate on the BioShake at 800 rpm for 15 min at 4 °C.
        """),
     "halted"),

    # ------------------------------------------------------------------ must ask
    ("wk71", _t("""
        Quick plate spin
        Home / Workcell / Centrifuges
        Last edited by Lucas Martin on 3 Apr 2024

        {info}Balance plates are on the shelf under the workcell (labelled BAL-96).{info}

        Step: spin the plate at 2000 rpm for 5 min.
        """),
     "ask"),

    ("wk72", _t("""
        Cell lysis — sonication
        Lab Wiki › Protein › Lysis
        Last edited by Felix Wagner on 10 Jan 2024

        > **Note** Keep the plate on ice between pulses.

        Procedure
        1. Sonicate the plate 3 × 10 s at 30 % amplitude.
        """),
     "ask"),

    ("wk73", _t("""
        Nanolitre compound dispense
        Wiki › Screening › Compound handling
        Last edited by Olga Ivanova on 5 Apr 2024

        {info}Source plates: Echo-qualified 384 PP (cat. 001-14555).{info}

        h2. Step
        # Dispense 25 nL of each compound into the assay plate with the Echo 525.
        """),
     "ask"),

    ("wk74", _t("""
        Pre-incubation
        Home › Assays › Kinase panel
        Last edited by Pedro Santos on 20 Mar 2024

        | Step            | Instrument | Temperature | Time   |
        |-----------------|------------|-------------|--------|
        | Pre-incubation  | Cytomat    | 37 °C       | 60 min |

        Procedure
        1. Pre-incubate the plate in the Cytomat for 30 min at 37 °C.
        """),
     "ask"),

    ("wk75", _t("""
        Endpoint read — new substrate lot
        Lab Wiki / Immunology / ELISA
        Last edited by Mark Dvořák on 11 Mar 2024

        h2. Procedure
        # Read absorbance on the SpectraMax at 490 nm.

        {info}Jana (8 Mar): with the new substrate lot, read at 450 nm instead.{info}
        {note}Mark (11 Mar): keep 490 until the lot QC is finished.{note}
        """),
     "ask"),

    ("wk76", _t("""
        Compound addition
        Home › Screening › Dose response
        Last edited by Yusuf Ali on 9 May 2024

        > 💡 DMSO must stay below 0.5 % final.

        Step: with the STAR, add compound to each well to a final concentration of 10 µM.
        """),
     "ask"),
]
