"""Hold-out batch "gherkin": workcell runs written as behaviour specs / acceptance tests.

Each intent is a Gherkin document (Feature / Rule / Background / Scenario / Scenario Outline,
Given / When / And / But / Then, tags such as @smoke @slow @nightly, "#" comments, data tables
and doc strings). Reading rules a careful engineer would apply:
- "Given ..." states a precondition (labware, what is already in the wells, what has already
  been done, how an instrument is pre-set); it is not a step. A pre-set value (e.g. "Given the
  sealer is pre-heated to 165 °C") is used by the step that runs on that instrument.
- "When / And / But" lines are steps; "Then ..." is a step when it says what the workcell does
  ("Then the plate is stored at 4 °C") and no step when it is an assertion ("Then the seal is
  intact", "Then blank wells read below 0.05").
- Commented-out lines ("# When ...") and tags are not steps.
- A Scenario Outline with ONE Examples row is filled in from that row; two or more rows whose
  runs would differ make the case "ask"; rows that differ only in a label (e.g. a barcode) give
  the same run.
Order traps ("But before sealing, ...", "after it has been shaken ...") appear throughout.
Written independently of the parser's cases.

Each case is (id, intent_text, expected); see the README for the expected format.
"""

from textwrap import dedent


def _g(text: str) -> str:
    return dedent(text).strip("\n")


CASES: list[tuple[str, str, str]] = [
    # ================================================================ single step
    (
        "gk_01",
        _g("""
            @smoke
            Feature: Post-dispense spin-down
              Scenario: Pull droplets to the bottom of the wells
                Given a 96-well PCR plate with 20 µL per well
                When the plate is spun on the VSpin at 800 x g for 45 s
                Then no droplets remain on the well walls
        """),
        "spin rcf_g=800 duration_s=45 @agilent_vspin",
    ),
    (
        "gk_02",
        _g("""
            Feature: Heat sealing of finished PCR plates
              Background:
                Given the a4S sealer is pre-heated to 165 °C
              Scenario: Seal for storage
                Given a 96-well PCR plate containing 50 µL of PCR product per well
                When the plate is sealed for 3 seconds
                Then the seal is intact and free of wrinkles
        """),
        "seal temperature_c=165 duration_s=3 @azenta_a4s",
    ),
    (
        "gk_03",
        _g("""
            Feature: Bacterial growth endpoint
              Scenario: OD600 of overnight cultures
                Given a clear flat-bottom 96-well plate with 200 µL of culture per well
                When the optical density at 600 nm is measured on the SpectraMax i3x
                Then the blank wells read below 0.05
        """),
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "gk_04",
        _g("""
            Feature: GFP reporter assay
              Scenario: Read only the transfected half of the plate
                Given a black 96-well plate with transfected cells in columns 1-6
                When fluorescence is read in columns 1-6 with excitation 488 nm and emission 510 nm
                Then every read well has a value above background
        """),
        "read_fluorescence excitation_nm=488 emission_nm=510 wells=48",
    ),
    (
        "gk_05",
        _g("""
            @nightly @reader
            Feature: ATP viability readout
              # integration was shortened after the detector upgrade
              Scenario: Read CellTiter-Glo
                Given a white opaque 384-well plate equilibrated to room temperature
                When luminescence is read with an integration time of 250 ms per well
        """),
        "read_luminescence integration_s=0.25",
    ),
    (
        "gk_06",
        _g("""
            Feature: Cell seeding
              Scenario: Let the cells attach
                Given a tissue-culture treated 96-well plate seeded with 5,000 HeLa cells in 100 µL per well
                When the plate is incubated overnight at 37 °C in the Cytomat 2C450
                Then the cells have attached to the well bottom
        """),
        "incubate temperature_c=37 @cytomat_2c450",
    ),
    (
        "gk_07",
        _g("""
            Feature: Proteinase K digestion
              Scenario: Heated shake of lysates
                Given a 96 deep-well plate with 600 µL of lysate per well
                When the plate is shaken on the BioShake at 1,400 rpm for 7 min at 56 °C
        """),
        "shake speed_rpm=1400 duration_s=420 temperature_c=56 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "gk_08",
        _g("""
            Feature: Colony PCR
              Scenario: Amplify inserts from picked colonies
                Given a 96-well PCR plate with 25 µL of colony PCR mix per well
                When the ODTC runs an initial denaturation at 94 °C for 3 min
                And then 32 cycles of 94 °C for 30 s, 58 °C for 30 s and 72 °C for 90 s
                And a final extension at 72 °C for 7 min
                And the block holds at 10 °C
                Then every well shows no evaporation
        """),
        "run_pcr initial_denaturation_c=94 initial_denaturation_s=180 cycles=32 denaturation_c=94"
        " denaturation_s=30 annealing_c=58 annealing_s=30 extension_c=72 extension_s=90"
        " final_extension_c=72 final_extension_s=420 hold_c=10 @inheco_odtc",
    ),
    (
        "gk_09",
        _g("""
            Feature: SYBR Green qPCR
              Scenario Outline: Two-step cycling on the CFX384
                Given a 384-well PCR plate with <volume> reactions per well
                When the CFX384 runs a hot start at 95 °C for <hot start>
                And <cycles> cycles of 95 °C for 10 s and annealing at 60 °C for 30 s
                Examples:
                  | volume | hot start | cycles |
                  | 10 µL  | 3 min     | 40     |
        """),
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=180 cycles=40 denaturation_c=95"
        " denaturation_s=10 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "gk_10",
        _g("""
            Feature: Compound addition
              Scenario: Nanolitre stamp into the assay plate
                Given a 384-well flat-bottom plate with 30 µL of assay buffer per well
                When the Tecan Fluent transfers 500 nL of compound into columns 1 to 22
                # columns 23-24 stay as DMSO controls
        """),
        "transfer volume_ul=0.5 @tecan_fluent wells=352",
    ),
    (
        "gk_11",
        _g("""
            Feature: End-of-day parking
              Scenario: Keep the finished PCR plate cold
                Given a sealed 96-well PCR plate
                Then the plate is stored at 4 °C in the plate fridge
        """),
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "gk_12",
        _g("""
            Feature: De-sealing
              Scenario: Open a foil-sealed plate
                Given a 96-well flat plate sealed with pierceable foil
                When the XPeel removes the seal
                Then no film remains on the plate
        """),
        "peel @azenta_xpeel",
    ),
    (
        "gk_13",
        _g("""
            Feature: Fragment analysis
              Scenario: Size the amplicons
                Given a 96-well PCR plate with 15 µL of purified PCR product in each well of columns 1-4
                When the LabChip GX Touch runs the DNA 5K assay on the 32 samples
                Then a sizing report is produced
        """),
        "run_assay sample_count=32 @labchip_gx_touch_ht",
    ),
    (
        "gk_14",
        _g("""
            @extraction
            Feature: Magnetic bead extraction
              Scenario: Pathogen nucleic acid purification
                Given a 96 deep-well plate holding sample, beads and binding buffer in every well
                And the wash and elution plates are loaded on the turntable
                When the KingFisher Flex runs the "MagMAX_Pathogen_HighVolume" program
        """),
        "run_program @kingfisher_flex",
    ),
    (
        "gk_15",
        _g("""
            Feature: Miniprep
              Scenario: Pellet the bacteria
                Given twelve 1.5 mL tubes each holding 1 mL of overnight culture
                When the tubes are centrifuged at 12,000 x g for 2 min at 4 °C in the 5424 R
                Then a firm pellet has formed
        """),
        "spin rcf_g=12000 duration_s=120 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "gk_16",
        _g("""
            Feature: Cell harvest
              Scenario: Spin down the expression cultures
                Given four 50 mL conical tubes with 40 mL of culture each
                When the tubes are spun at 4,000 × g for 10 min at 4 °C on the Eppendorf 5810 R
        """),
        "spin rcf_g=4000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "gk_17",
        _g("""
            Feature: Master mix homogenisation
              Scenario: Mix row A
                Given a 96-well PCR plate with 45 µL of master mix in each well of row A
                When row A is mixed by pipetting 30 µL up and down 8 times on the OT-2
        """),
        "mix volume_ul=30 @opentrons_ot2 wells=12",
    ),
    (
        "gk_18",
        _g("""
            Feature: Plate logistics
              Scenario: Fetch the assay plate
                Given the assay plate is parked in the Cytomat 24
                When the plate is retrieved from the hotel
                Then the barcode matches the worklist
        """),
        "retrieve @cytomat_24",
    ),
    (
        "gk_19",
        _g("""
            Feature: ELISA development
              Scenario: Colour development
                Given a 96-well flat plate with 100 µL of TMB substrate per well
                When the plate is incubated at room temperature for 15 minutes, protected from light
                Then the positive controls turn blue
        """),
        "incubate duration_s=900",
    ),
    (
        "gk_20",
        _g("""
            Feature: Media fill
              Scenario: Fill a deep-well plate with LB
                Given an empty 96 deep-well plate and a reservoir of LB medium
                When the Biomek i5 dispenses 0.9 mL of LB into every well
        """),
        "transfer volume_ul=900 @biomek_i5",
    ),
    (
        "gk_21",
        _g("""
            Feature: qPCR plate spin
              Scenario: Remove bubbles before the run
                Given a sealed 384-well PCR plate with 10 µL per well
                When the plate is centrifuged on the HiG 4 at 2,000 × g for two minutes
        """),
        "spin rcf_g=2000 duration_s=120 @bionex_hig4",
    ),
    (
        "gk_22",
        _g("""
            Feature: Plate hand-off
              Scenario: Carry the plate to the reader
                Given the plate sits on the BioShake after shaking
                When the PF400 moves the plate to the SpectraMax
        """),
        "move_plate @precise_pf400",
    ),
    # ================================================================ two or three steps
    (
        "gk_23",
        _g("""
            Feature: PCR plate preparation
              Scenario: Seal the assembled reactions
                Given a 96-well PCR plate with 30 µL reactions
                When the plate is heat sealed at 175 °C for 1.5 s
                But before sealing, the plate is spun at 500 x g for 30 s
                Then the seal covers all 96 wells
        """),
        "spin rcf_g=500 duration_s=30 > seal temperature_c=175 duration_s=1.5",
    ),
    (
        "gk_24",
        _g("""
            Feature: Turbidity check
              Scenario: Read a plate that arrives sealed
                Given the culture plate has already been sealed and spun at 1000 g
                When the seal is removed by the plate peeler
                And the absorbance is read at 600 nm
                Then the OD600 of the blank wells is below 0.1
        """),
        "peel > read_absorbance wavelength_nm=600",
    ),
    (
        "gk_25",
        _g("""
            Feature: DNA normalisation
              Scenario Outline: Dilute gDNA into water
                Given an empty 96-well PCR plate
                When <water> of nuclease-free water is added to every well with the Hamilton STAR
                And <dna> of gDNA is added to columns <columns>
                Examples:
                  | water | dna  | columns |
                  | 18 µL | 2 µL | 1-6     |
        """),
        "transfer volume_ul=18 @hamilton_star > transfer volume_ul=2 wells=48",
    ),
    (
        "gk_26",
        _g("""
            Feature: Cell lysis
              Background:
                Given a 96-well flat-bottom plate with cells in 50 µL of medium per well
              Scenario: Lyse for the reporter assay
                When 50 µL of lysis reagent is dispensed into each well
                And the plate is shaken at 800 rpm for 2 minutes
                And the plate is left at room temperature for 10 minutes
        """),
        "transfer volume_ul=50 > shake speed_rpm=800 duration_s=120 > incubate duration_s=600",
    ),
    (
        "gk_27",
        _g("""
            Feature: qPCR reaction assembly
              Scenario: Dispense the reaction components
                Given an empty 384-well PCR plate
                When the following are dispensed into every well by the Biomek i7 in this order:
                  | component        | volume |
                  | SYBR master mix  | 5 µL   |
                  | primer pair mix  | 1 µL   |
                  | cDNA template    | 4 µL   |
                Then every well holds 10 µL
        """),
        "transfer volume_ul=5 @biomek_i7_hybrid > transfer volume_ul=1 > transfer volume_ul=4",
    ),
    (
        "gk_28",
        _g("""
            Feature: Luminescence endpoint
              Scenario: Quick spin and read
                Given a white 384-well plate with 50 µL per well
                When the plate is centrifuged at 200 x g for 1 min
                # When the plate is shaken at 1000 rpm for 30 s   (disabled: it splashed)
                And luminescence is read with 1 s integration
        """),
        "spin rcf_g=200 duration_s=60 > read_luminescence integration_s=1",
    ),
    (
        "gk_29",
        _g("""
            Feature: Restriction digest
              Scenario: Heat-kill the enzyme
                Given a 96-well PCR plate with 20 µL digests that have been incubated at 37 °C
                When the digests are heat-inactivated on the ODTC at 80 °C for 20 min
                Then the plate is kept at 4 °C in the cold store
        """),
        "incubate temperature_c=80 duration_s=1200 @inheco_odtc > store temperature_c=4",
    ),
    (
        "gk_30",
        _g("""
            @viability
            Feature: Resazurin viability time point
              Scenario: Read and return
                Given the treated cell plate is in the Cytomat 2C450
                And resazurin was added 4 h ago
                When the plate is retrieved from the Cytomat 2C450
                And fluorescence is read at 560 nm excitation / 590 nm emission
                Then the plate is put back into storage in the Cytomat 2C450
        """),
        "retrieve @cytomat_2c450 > read_fluorescence excitation_nm=560 emission_nm=590 > store @cytomat_2c450",
    ),
    (
        "gk_31",
        _g("""
            Feature: NADH kinetics
              Background:
                Given the thermoshaker block is set to 30 °C
              Scenario: Warm up and read
                Given a black 96-well plate with 150 µL of reaction mix per well
                When the plate is shaken at 900 rpm for 20 min
                Then fluorescence is read at Ex 340 nm / Em 460 nm
        """),
        "shake speed_rpm=900 duration_s=1200 temperature_c=30 > read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    (
        "gk_32",
        _g("""
            Feature: Library QC
              Scenario: Size the first three columns
                Given a sealed 96-well PCR plate with 20 µL of library per well in columns 1-3
                When the seal is removed with the XPeel
                And the 24 libraries are sized on the LabChip GX
        """),
        "peel @azenta_xpeel > run_assay sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "gk_33",
        _g("""
            Feature: Plasmid template prep
              Scenario: Clear the minipreps and plate them out
                Given eight 1.5 mL tubes of eluted plasmid
                When the tubes are spun at 16,000 x g for 1 min in the microcentrifuge
                And 2 µL of each is transferred into column 1 of a 96-well PCR plate by the Opentrons OT-2
        """),
        "spin rcf_g=16000 duration_s=60 @eppendorf_5424r > transfer volume_ul=2 @opentrons_ot2 wells=8",
    ),
    (
        "gk_34",
        _g("""
            Feature: Plate hand-off
              Rule: Plates leave the deck sealed
                Scenario: Seal and park
                  Given a 384-well flat plate with 60 µL per well
                  When the plate is sealed at 160 °C for 2.5 s
                  Then it is placed in the plate hotel
        """),
        "seal temperature_c=160 duration_s=2.5 > store @cytomat_24",
    ),
    (
        "gk_35",
        _g("""
            Feature: Open a condensation-laden plate
              Scenario: Peel after spinning
                Given a sealed 96-well PCR plate straight from the thermal cycler
                When the seal is peeled off
                And prior to that, the plate is spun at 1,500 g for 3 minutes on the HiG4
        """),
        "spin rcf_g=1500 duration_s=180 @bionex_hig4 > peel",
    ),
    (
        "gk_36",
        _g("""
            Feature: SPRI clean-up
              Scenario: Bind PCR product to beads
                Given a 96-well PCR plate with 50 µL of PCR product in rows A to D
                When 50 µL of AMPure beads are added to rows A to D by the Opentrons Flex
                And those wells are mixed by pipetting 60 µL ten times
        """),
        "transfer volume_ul=50 @opentrons_flex wells=48 > mix volume_ul=60 wells=48",
    ),
    (
        "gk_37",
        _g("""
            Feature: Reporter induction
              Scenario: Six-hour stimulation then read
                Given a white 96-well plate of stimulated reporter cells
                When the plate is incubated for 6 h at 37 °C
                And luminescence is read with an integration of one second
        """),
        "incubate temperature_c=37 duration_s=21600 > read_luminescence integration_s=1",
    ),
    (
        "gk_38",
        _g("""
            Feature: NADPH depletion
              Scenario: De-bubble and read
                Given a clear 96-well flat plate with 150 µL per well
                When bubbles are removed by spinning at 300 x g for 1 minute in the 5810 R
                Then the A340 is read
        """),
        "spin rcf_g=300 duration_s=60 @eppendorf_5810r > read_absorbance wavelength_nm=340",
    ),
    (
        "gk_39",
        _g("""
            Feature: Incoming plate handling
              Scenario Outline: Seal and chill each incoming PCR plate
                Given plate <barcode>, a 96-well PCR plate with 25 µL per well
                When the plate is sealed at 170 °C for 2 s
                And the plate is stored at 4 °C
                Examples:
                  | barcode  |
                  | PCR-0417 |
                  | PCR-0418 |
        """),
        "seal temperature_c=170 duration_s=2 > store temperature_c=4",
    ),
    (
        "gk_40",
        _g("""
            Feature: Nuclear stain
              Scenario: Hoechst staining of fixed cells
                Given a black 96-well plate with fixed cells in 100 µL PBS
                When the plate is read at Ex 350 / Em 461 nm after 50 µL of Hoechst solution has been added to each well and the plate has been shaken at 300 rpm for 15 min
        """),
        "transfer volume_ul=50 > shake speed_rpm=300 duration_s=900 > read_fluorescence excitation_nm=350 emission_nm=461",
    ),
    # ================================================================ four or more steps
    (
        "gk_41",
        _g("""
            @slow
            Feature: Sandwich ELISA detection
              Background:
                Given a coated, blocked and washed 96-well flat-bottom plate
              Scenario: Detection and readout
                When 100 µL of detection antibody is added to each well by the Biomek i5
                And the plate is incubated at 37 °C for 1 hour
                And 100 µL of TMB substrate is added to each well
                And the plate is incubated at room temperature for 20 min
                And 50 µL of stop solution is added
                Then the absorbance is read at 450 nm
                And the plate is stored at 4 °C
        """),
        "transfer volume_ul=100 @biomek_i5 > incubate temperature_c=37 duration_s=3600 > transfer volume_ul=100"
        " > incubate duration_s=1200 > transfer volume_ul=50 > read_absorbance wavelength_nm=450"
        " > store temperature_c=4",
    ),
    (
        "gk_42",
        _g("""
            Feature: Library amplification
              Scenario: Index PCR
                Given a 96-well PCR plate with 25 µL of adapter-ligated library per well
                When the OT-Flex adds 25 µL of HiFi hot-start ready mix to every well
                And the plate is sealed at 180 °C for 2 s
                And spun at 1,000 x g for 1 min
                And the ODTC runs 98 °C for 45 s, then 8 cycles of 98 °C 15 s / 60 °C 30 s / 72 °C 30 s, then 72 °C for 1 min and a 4 °C hold
                Then the plate is stored in the plate fridge at 4 °C
        """),
        "transfer volume_ul=25 @opentrons_flex > seal temperature_c=180 duration_s=2 > spin rcf_g=1000 duration_s=60"
        " > run_pcr initial_denaturation_c=98 initial_denaturation_s=45 cycles=8 denaturation_c=98 denaturation_s=15"
        " annealing_c=60 annealing_s=30 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=60"
        " hold_c=4 @inheco_odtc > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "gk_43",
        _g("""
            Feature: Compound dose-response
              Background:
                Given a 384-well flat plate with 1,000 cells per well in 25 µL
              @smoke
              Scenario Outline: Treat, develop and read
                When <compound> of compound is transferred to every well on the Tecan Fluent
                And the plate is incubated in the CO2 incubator at <temp> for <time>
                And <reagent> of CellTiter-Glo is added
                And the plate is shaken at <speed> for 2 min
                Then luminescence is read with <integration> integration
                Examples:
                  | compound | temp  | time | reagent | speed    | integration |
                  | 0.25 µL  | 37 °C | 72 h | 25 µL   | 1000 rpm | 0.5 s       |
        """),
        "transfer volume_ul=0.25 @tecan_fluent > incubate temperature_c=37 duration_s=259200 > transfer volume_ul=25"
        " > shake speed_rpm=1000 duration_s=120 > read_luminescence integration_s=0.5",
    ),
    (
        "gk_44",
        _g("""
            @extraction @covid
            Feature: Viral RNA extraction
              Scenario: Lyse, bind, purify and park
                Given a 96 deep-well plate with 200 µL of swab medium per well
                When the STAR adds 275 µL of lysis/binding mix with beads to each well
                And the plate is shaken at 1,200 rpm for 5 min at 65 °C
                And the KingFisher Flex runs the "MVP_Viral_Flex" program
                Then the elution plate is stored at 4 °C in the Cytomat 2C425
        """),
        "transfer volume_ul=275 @hamilton_star > shake speed_rpm=1200 duration_s=300 temperature_c=65"
        " > run_program @kingfisher_flex > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "gk_45",
        _g("""
            Feature: ADP-Glo kinase assay
              Scenario: Detect ADP formed by the kinase
                Given a white 384-well plate containing 10 µL of kinase reaction per well
                When luminescence is read on the SpectraMax with 0.5 s integration
                But before reading, 10 µL of ADP-Glo reagent is added, the plate stands 40 min at room temperature, 20 µL of detection reagent is added and the plate stands another 30 min
        """),
        "transfer volume_ul=10 > incubate duration_s=2400 > transfer volume_ul=20 > incubate duration_s=1800"
        " > read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "gk_46",
        _g("""
            Feature: One-step RT-qPCR
              Background:
                Given an empty 384-well PCR plate
                And the one-step master mix has been thawed on ice
              Scenario: Set up and run
                When 5 µL of master mix is dispensed into every well by the Biomek i7 Hybrid
                And 5 µL of extracted RNA is added to every well
                And the plate is sealed at 170 °C for 2 s with the a4S
                And the plate is spun at 1,000 × g for 1 min
                And the CFX384 runs polymerase activation at 95 °C for 2 min, then 45 cycles of 95 °C for 3 s and 55 °C for 30 s
        """),
        "transfer volume_ul=5 @biomek_i7_hybrid > transfer volume_ul=5 > seal temperature_c=170 duration_s=2 @azenta_a4s"
        " > spin rcf_g=1000 duration_s=60 > run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=45"
        " denaturation_c=95 denaturation_s=3 annealing_c=55 annealing_s=30 @biorad_cfx384",
    ),
    (
        "gk_47",
        _g("""
            Feature: BCA protein assay
              Scenario: Quantify lysates in the first four columns
                Given a flat 96-well plate with 10 µL of lysate or standard in columns 1-4
                When the Hamilton STAR adds 200 µL of BCA working reagent to columns 1-4
                And the plate is shaken at 500 rpm for 30 seconds
                And the plate is incubated at 37 °C for 30 min
                Then the absorbance at 562 nm is read
        """),
        "transfer volume_ul=200 @hamilton_star wells=32 > shake speed_rpm=500 duration_s=30"
        " > incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "gk_48",
        _g("""
            Feature: Growth under shaking
              Scenario: Inoculate, grow and read
                Given a 96-well flat plate with 180 µL of LB per well
                When 20 µL of overnight culture is added to each well by the OT-2
                And the plate is shaken at 37 °C and 800 rpm for 4 h on the thermoshaker
                Then the OD600 is read
                And the plate is stored at room temperature in the hotel
        """),
        "transfer volume_ul=20 @opentrons_ot2 > shake speed_rpm=800 duration_s=14400 temperature_c=37"
        " > read_absorbance wavelength_nm=600 > store @cytomat_24",
    ),
    (
        "gk_49",
        _g("""
            Feature: NGS bead clean-up
              Scenario: Bead binding and magnetic purification
                Given a 96 deep-well plate with 100 µL of sheared DNA per well
                When 180 µL of bead suspension is added to every well by the Biomek i5
                And the plate is shaken at 1,800 rpm for 2 min
                And the plate is incubated at room temperature for 5 min
                And the KingFisher Flex runs the "SPRI_Cleanup" program
        """),
        "transfer volume_ul=180 @biomek_i5 > shake speed_rpm=1800 duration_s=120 > incubate duration_s=300"
        " > run_program @kingfisher_flex",
    ),
    (
        "gk_50",
        _g("""
            Feature: cDNA reformatting
              Scenario: Move cDNA into a qPCR plate
                Given a sealed 96-well PCR plate holding cDNA
                And an empty 384-well PCR plate
                When the cDNA plate is spun at 500 × g for 1 min
                And its seal is removed
                And the Tecan Fluent transfers 2 µL from every well into the 384-well plate
                And the 384-well plate is sealed at 170 °C for 2 s
                Then both plates are stored at 4 °C
        """),
        "spin rcf_g=500 duration_s=60 > peel > transfer volume_ul=2 @tecan_fluent > seal temperature_c=170 duration_s=2"
        " > store temperature_c=4",
    ),
    (
        "gk_51",
        _g('''
            Feature: Genotyping PCR
              Scenario: Crude extract to amplicon
                Given twenty-four 1.5 mL tubes of crude ear-punch extract
                And a 96-well PCR plate with 18 µL of master mix in columns 1-3
                When the tubes are spun at 20,000 x g for 5 min
                And the Hamilton STAR transfers 2 µL of each supernatant into columns 1-3 of the PCR plate
                And the plate is sealed
                And the ODTC runs the following program:
                  """
                  95 °C 2 min
                  35 cycles: 95 °C 20 s / 56 °C 20 s / 72 °C 40 s
                  72 °C 5 min
                  hold 4 °C
                  """
        '''),
        "spin rcf_g=20000 duration_s=300 > transfer volume_ul=2 @hamilton_star wells=24 > seal"
        " > run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=35 denaturation_c=95"
        " denaturation_s=20 annealing_c=56 annealing_s=20 extension_c=72 extension_s=40"
        " final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "gk_52",
        _g("""
            @slow
            Feature: Protein expression screen
              Scenario: Grow, induce, express and harvest
                Given a 24 deep-well plate with 4 mL of culture per well
                When the plate is shaken on the BioShake at 250 rpm and 37 °C for 3 h
                And 4 µL of IPTG is added to each well by the Biomek i5
                And the plate is shaken at 250 rpm and 30 °C overnight
                And the plate is spun at 2,500 x g for 10 min in the 5810 R
                Then every well has a firm pellet
        """),
        "shake speed_rpm=250 duration_s=10800 temperature_c=37 @qinstruments_bioshake_3000t_elm"
        " > transfer volume_ul=4 @biomek_i5 > shake speed_rpm=250 temperature_c=30"
        " > spin rcf_g=2500 duration_s=600 @eppendorf_5810r",
    ),
    (
        "gk_53",
        _g("""
            Feature: Luciferase readout with explicit transport
              Scenario: From the hotel to the reader
                Given a white 96-well plate with 40 µL of cells per well, parked in the Cytomat 24
                When the plate is retrieved from the Cytomat 24
                And the PF400 carries it to the Microlab STAR
                And the STAR adds 40 µL of luciferase substrate to every well
                And the PF400 carries it to the SpectraMax
                Then luminescence is read with a 1 s integration
        """),
        "retrieve @cytomat_24 > move_plate @precise_pf400 > transfer volume_ul=40 @hamilton_star"
        " > move_plate @precise_pf400 > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "gk_54",
        _g("""
            Feature: dsDNA quantification
              # PicoGreen; standards live in rows I-P and are dispensed by hand
              Scenario: PicoGreen read of the upper half
                Given an empty black 384-well plate
                When 10 µL of PicoGreen working solution is dispensed to every well with the Biomek i7
                And 10 µL of DNA sample is added to rows A to H
                And the plate is shaken at 2,000 rpm for 1 min
                And the plate is kept at room temperature for 5 minutes in the dark
                Then fluorescence is read with 480 nm excitation and 520 nm emission
        """),
        "transfer volume_ul=10 @biomek_i7_hybrid > transfer volume_ul=10 wells=192 > shake speed_rpm=2000 duration_s=60"
        " > incubate duration_s=300 > read_fluorescence excitation_nm=480 emission_nm=520",
    ),
    (
        "gk_55",
        _g("""
            Feature: Compound source plate handling
              Scenario: Stamp from the cold source plate and put it back
                Given a sealed 384-well PCR plate of compounds in the plate fridge
                And a 384-well flat assay plate on the Fluent deck
                When the source plate is retrieved from the plate fridge
                And its seal is removed by the de-sealer
                And the Tecan Fluent stamps 1 µL from it into the assay plate
                And the source plate is resealed at 155 °C for 1.2 s
                Then the source plate is stored back at 4 °C
        """),
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=1 @tecan_fluent > seal temperature_c=155 duration_s=1.2"
        " > store temperature_c=4",
    ),
    (
        "gk_56",
        _g("""
            Feature: Kinetic growth monitoring
              Background:
                Given the culture plate (flat 96-well, 200 µL per well) is in the Cytomat 2C450
              Scenario: One time point
                When the plate is taken out of the Cytomat 2C450
                And the plate is read at 600 nm after it has been shaken at 1,000 rpm for 30 s
                And once read, the plate goes back into the Cytomat 2C450 at 30 °C for 1 h
        """),
        "retrieve @cytomat_2c450 > shake speed_rpm=1000 duration_s=30 > read_absorbance wavelength_nm=600"
        " > incubate temperature_c=30 duration_s=3600 @cytomat_2c450",
    ),
    (
        "gk_57",
        _g("""
            Feature: Post-PCR QC
              Scenario: Check yesterday's amplicons
                Given a 96-well PCR plate that was sealed and thermocycled yesterday
                And it has since been spun at 1000 g
                When the plate is peeled
                And the OT-2 transfers 5 µL from every well into a fresh 96-well PCR plate holding 15 µL of sample buffer
                And all 96 samples on the fresh plate are run on the LabChip GX Touch
                Then the original plate is returned to the cold store at 4 °C
        """),
        "peel > transfer volume_ul=5 @opentrons_ot2 > run_assay sample_count=96 @labchip_gx_touch_ht"
        " > store temperature_c=4",
    ),
    # ================================================================ halted (over a limit)
    (
        "gk_58",
        _g("""
            Feature: Crude lysate clarification
              Scenario: Hard spin in the PCR plate
                Given a 96-well PCR plate with 40 µL of crude lysate per well
                When the plate is centrifuged at 6,000 x g for 10 min
                Then the debris forms a pellet
        """),
        "halted",
    ),
    (
        "gk_59",
        _g("""
            Feature: Long-term storage
              Scenario: Extra-hot seal
                Given a 96-well PCR plate with 50 µL per well
                When 10 µL of glycerol is added to each well on the Hamilton STAR
                And the plate is sealed at 220 °C for 4 s
                Then the plate is stored at 4 °C
        """),
        "halted",
    ),
    (
        "gk_60",
        _g("""
            Feature: Developer top-up
              Scenario: Add developer to full wells
                Given a flat-bottom 96-well plate already holding 250 µL per well
                When 150 µL of developer is added to every well
                And the plate is read at 405 nm
        """),
        "halted",
    ),
    (
        "gk_61",
        _g("""
            Feature: Peptide quantification
              Scenario: Far-UV read of the peptide bond
                Given a UV-transparent 96-well plate with 100 µL of peptide solution per well
                When the absorbance is read at 205 nm
        """),
        "halted",
    ),
    (
        "gk_62",
        _g("""
            Feature: Emulsion formation
              Scenario: Vigorous shake
                Given a 384-well flat plate with 40 µL of aqueous phase per well
                When 10 µL of oil is added to each well
                And the plate is shaken at 3,500 rpm for 1 min
        """),
        "halted",
    ),
    (
        "gk_63",
        _g("""
            Feature: DNA precipitation
              Scenario: Pellet the DNA
                Given sixteen 2 mL tubes with ethanol-precipitated DNA
                When the tubes are spun at 25,000 × g for 30 min at 4 °C
        """),
        "halted",
    ),
    (
        "gk_64",
        _g("""
            Feature: Boil-prep colony PCR
              Scenario: Lyse the colonies in the cycler
                Given a 96-well PCR plate with colonies picked into 20 µL of PCR mix
                When the plate is sealed at 170 °C for 2 s
                And spun at 500 x g for 30 s
                And the ODTC runs an initial denaturation at 100 °C for 10 min, then 30 cycles of 95 °C 30 s, 55 °C 30 s, 72 °C 60 s, and a 4 °C hold
        """),
        "halted",
    ),
    (
        "gk_65",
        _g("""
            Feature: Lysate clarification in deep wells
              Scenario: Pellet debris and take the supernatant
                Given a 96 deep-well plate with 1 mL of lysate per well
                When the plate is spun at 4,500 x g for 15 min
                And 200 µL of cleared lysate is transferred to a flat 96-well plate
        """),
        "halted",
    ),
    (
        "gk_66",
        _g("""
            Feature: TaqMan reaction setup
              Scenario: Large-volume reactions in 384 format
                Given an empty 384-well PCR plate
                When 35 µL of master mix is dispensed into every well
                And 10 µL of template is added
                And the plate is sealed at 170 °C for 2 s
                And the CFX384 runs 40 cycles of 95 °C for 15 s and 60 °C for 60 s
        """),
        "halted",
    ),
    (
        "gk_67",
        _g("""
            Feature: Conical tube spin
              Scenario: Pellet cell debris
                Given six 15 mL conical tubes with 10 mL of lysate each
                When the tubes are spun on the 5810 R at 15,000 × g for 20 min at 4 °C
        """),
        "halted",
    ),
    # ================================================================ ask
    (
        "gk_68",
        _g("""
            Feature: Supernatant clearing
              Scenario: Spin the culture plate
                Given a 96-well flat plate with 150 µL of culture per well
                When the plate is centrifuged at 1,500 rpm for 5 minutes
        """),
        "ask",
    ),
    (
        "gk_69",
        _g("""
            Feature: FRET readout
              Scenario: Shake and read
                Given a black 384-well plate with 20 µL per well
                When the plate is shaken at 1,000 rpm for 1 min
                And fluorescence is read on the Tecan Spark at 485/535 nm
        """),
        "ask",
    ),
    (
        "gk_70",
        _g("""
            Feature: Pellet resuspension
              Scenario: Resuspend and collect
                Given twenty-four 1.5 mL tubes with cell pellets in 200 µL of buffer
                When the tubes are vortexed for 10 s
                And spun briefly at 2,000 x g for 30 s in the 5424 R
        """),
        "ask",
    ),
    (
        "gk_71",
        _g("""
            Feature: Seal optimisation
              Scenario Outline: Seal quality at two temperatures
                Given a 96-well PCR plate with 20 µL per well
                When the plate is sealed at <temperature> for 2 s
                Then the seal peels off cleanly
                Examples:
                  | temperature |
                  | 160 °C      |
                  | 180 °C      |
        """),
        "ask",
    ),
    (
        "gk_72",
        _g("""
            @chip
            Feature: Chromatin shearing
              Scenario: Lyse and shear fixed nuclei
                Given a 96-well PCR plate with fixed nuclei in 100 µL per well
                When 10 µL of SDS lysis buffer is added to every well by the Biomek i7
                And the plate is incubated at 4 °C for 10 min
                And the plate is sonicated for 10 cycles of 30 s on / 30 s off
                And the plate is spun at 2,000 x g for 5 min
        """),
        "ask",
    ),
    (
        "gk_73",
        _g("""
            Feature: Strip-tube spin
              Scenario: Quick spin of PCR strips
                Given three 8-tube PCR strips with 20 µL reactions
                When the strips are spun at 1,000 × g for 30 s in the Eppendorf 5430 R
        """),
        "ask",
    ),
    (
        "gk_74",
        _g("""
            Feature: Heated shaking
              Scenario Outline: Shake at 37 °C
                Given a 96 deep-well plate with 500 µL per well
                When the plate is shaken at <speed> for <time> at 37 °C
                Examples:
                  | time   |
                  | 30 min |
        """),
        "ask",
    ),
    (
        "gk_75",
        _g("""
            Feature: ELISA stop
              Scenario: Stop and read
                Given a 96-well flat plate with 100 µL of TMB per well
                When 2 drops of stop solution are added to each well
                And the absorbance is read at 450 nm
        """),
        "ask",
    ),
    (
        "gk_76",
        _g("""
            Feature: Nucleic acid purity
              Scenario Outline: Absorbance at one wavelength per run
                Given a UV-transparent 96-well plate with 200 µL per well
                When the plate is shaken at 600 rpm for 10 s
                And the absorbance is read at <wavelength>
                Examples:
                  | wavelength |
                  | 260 nm     |
                  | 280 nm     |
                  | 320 nm     |
        """),
        "ask",
    ),
]
