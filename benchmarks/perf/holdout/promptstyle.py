"""Hold-out batch "promptstyle": requests written as prompts to an AI agent.

Style
-----
The requester is used to prompt engineering. Requests come dressed as prompts:
a role line ("You are a lab automation assistant ..."), Markdown sections
(## Task / ## Constraints / ## Output format), bullet constraints, "Think step
by step", "IMPORTANT:" lines, XML-ish tags (<task>, <protocol>, <context>,
<examples>), output-format templates with placeholder numbers, and few-shot
examples of OTHER runs placed before the real request.

Reading rules a careful lab engineer applies to this style
-----------------------------------------------------------
* Only the real request is the run. Few-shot examples, "example run", "past
  run" blocks and sample answers are illustrations: none of their steps or
  numbers are executed.
* Numbers inside an output-format template ("e.g. rcf_g=1234", "example only",
  "placeholder") are not values of the run.
* The role line and the sections are packaging. A role such as "You are a
  Biomek i5 assistant" or "You are an OT-2 protocol writer" does name the
  instrument that does the pipetting.
* <context> blocks and asides (dates, lot numbers, plate barcodes, room
  numbers, last week's settings, trough sizes) are not step values, unless
  the request explicitly says to use them. When the context overrides a value
  and says which one wins ("this time use 20 min"), that value is used.
* "IMPORTANT:" lines and constraints restrict how a step is done (lid on,
  fresh tips, balance plate); they add a step only when they ask for an
  action with its own values.
* "Think step by step" and "do not ask questions" change nothing: a request
  that breaks an instrument limit still halts, and one that lacks a value
  that matters (or gives two competing values, an rpm with no rotor, a unit
  that cannot be converted, an instrument or operation the lab does not
  have) still needs a question.
* Steps are listed in the order they must run, even when the text mentions
  the later step first ("Before reading, spin ...").
* Room-temperature waits on the bench are incubate steps with no device and
  no temperature unless a figure is given.
"""
from __future__ import annotations

from textwrap import dedent


def _t(s: str) -> str:
    return dedent(s).strip("\n")


CASES: list[tuple[str, str, str]] = [
    (
        "ps01",
        _t("""
        You are a lab automation assistant for the Building 4 workcell.

        ## Task
        Spin the assay plate (barcode AP-20931) in the VSpin at 800 x g for 2 min to bring the droplets down.

        ## Constraints
        - Use a balance plate of equal mass
        - Do not alter any parameter values

        ## Output format
        Numbered list of steps, one instrument action per line.
        """),
        "spin rcf_g=800 duration_s=120 @agilent_vspin",
    ),
    (
        "ps02",
        _t("""
        You are an expert liquid-handling planner. Convert each request into a step list.

        <examples>
        <example>
        <request>Add 25 uL of wash buffer to every well using the Fluent.</request>
        <answer>1. transfer 25 uL (Fluent)</answer>
        </example>
        <example>
        <request>Spin the plate at 1000 xg for 1 minute.</request>
        <answer>1. spin 1000 x g, 60 s</answer>
        </example>
        </examples>

        Only the following request is real; the examples above are illustrations.

        <request>
        Dispense 75 µl of lysis buffer into every well of the 96 deep-well plate on the STAR.
        </request>
        """),
        "transfer volume_ul=75 @hamilton_star",
    ),
    (
        "ps03",
        _t("""
        ROLE: You are a careful robotic lab technician.

        TASK: Shake plate P-0412 on the BioShake at 1,500 rpm for 10 minutes with the heater at 37°C.

        RULES:
        * Keep the edge-lock engaged.
        * Report every step you run.

        Think step by step before answering.
        """),
        "shake speed_rpm=1500 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "ps04",
        _t("""
        You are a lab automation agent.

        ## Task
        Heat-seal the 96-well PCR plate on the a4S at 170 C for 2.5 sec.

        ## Output format
        Return JSON, e.g.
        {"steps": [{"op": "seal", "temperature_c": 999, "duration_s": 99}]}
        (the numbers above are placeholders only)
        """),
        "seal temperature_c=170 duration_s=2.5 @azenta_a4s",
    ),
    (
        "ps05",
        _t("""
        <role>Lab automation assistant</role>
        <task>Remove the foil seal from plate QC-077 with the XPeel so we can get to the samples.</task>
        <constraints>
        - one de-seal cycle only
        - don't move anything else afterwards
        </constraints>
        """),
        "peel @azenta_xpeel",
    ),
    (
        "ps06",
        _t("""
        You are a plate-reader operator.

        ### Instructions
        Read OD600 of the overnight culture plate on the SpectraMax.

        ### Notes
        - Cultures started 14 Nov, strain BW25113 (Keio parent)
        - IMPORTANT: read with the lid off
        """),
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "ps07",
        _t("""
        System: You are a microplate reader assistant. Respond with the reader settings.

        Example 1
        User: Read GFP, ex 488 em 510.
        Assistant: read_fluorescence excitation_nm=488 emission_nm=510

        Example 2
        User: Measure absorbance at 562 nm for the BCA.
        Assistant: read_absorbance wavelength_nm=562

        Now do this one:
        User: Read the resorufin signal (excitation 560 nm, emission 590 nm) on the i3x.
        """),
        "read_fluorescence excitation_nm=560 emission_nm=590 @spectramax_i3x",
    ),
    (
        "ps08",
        _t("""
        You are a lab automation assistant.

        ## Context
        CellTiter-Glo viability assay, plate CTG-3 (384-well, white). Reagent was added at 10:40.

        ## Task
        Read luminescence on the SpectraMax with an integration time of 500 ms per well.

        ## Constraints
        - Read all wells
        - IMPORTANT: Do not shake before reading
        """),
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "ps09",
        _t("""
        You are an incubator scheduling assistant.

        <task>
        Put the transfected HEK293 plate into the Cytomat and incubate it at 37 °C for 18 hrs.
        </task>

        <constraints>
        - Leave the chamber settings as they are otherwise
        - Do not open the gate more than necessary
        </constraints>
        """),
        "incubate temperature_c=37 duration_s=64800 @cytomat_2c450",
    ),
    (
        "ps10",
        _t("""
        You are a thermal-cycling assistant.

        ## Task
        Denature the library plate by holding it at 95 deg C for 5 mins on the ODTC.

        ## Constraints
        - The plate is already sealed
        - Default lid temperature is fine
        """),
        "incubate temperature_c=95 duration_s=300 @inheco_odtc",
    ),
    (
        "ps11",
        _t("""
        You are a lab automation assistant.

        ## Task
        The run is finished. Store plate ELISA-B in the cold store at 4 °C until Monday.

        ## Constraints
        - Lid on
        - Log the barcode (EL-0331) in the notes
        """),
        "store temperature_c=4",
    ),
    (
        "ps12",
        _t("""
        You are a PCR automation expert.

        <protocol>
        Thermocycler: ODTC
        Initial denaturation: 98 °C, 30 s
        35 cycles of:
          98 °C 10 s
          62 °C 20 s
          72 °C 45 s
        Final extension: 72 °C, 5 min
        Hold: 4 °C
        </protocol>

        Think step by step and make sure the cycling matches the protocol exactly.
        """),
        "run_pcr cycles=35 initial_denaturation_c=98 initial_denaturation_s=30 denaturation_c=98 "
        "denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 extension_s=45 "
        "final_extension_c=72 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "ps13",
        _t("""
        You are a qPCR run-setup assistant.

        ## Task
        Run the 384-well SYBR plate on the CFX384:
        - 95C for 3 min
        - 40 cycles: 95C 15 sec, 60C 1 min

        ## Output format
        ```
        instrument: <name>
        program: <steps>
        ```
        Example: instrument: X, program: 94C 2 min, 30 cycles of 94C 20 s / 55C 30 s (illustrative only)
        """),
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=60 @biorad_cfx384",
    ),
    (
        "ps14",
        _t("""
        You are a QC automation assistant.

        ## Task
        Size the PCR products on the LabChip with the DNA 1K assay. Run 48 samples this time.

        ## Constraints
        - Chip was primed this morning (chip lot 22-0915)
        - Export sizes and concentrations as CSV
        """),
        "run_assay sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "ps15",
        _t("""
        You are a nucleic-acid extraction assistant.

        <task>
        Run the BindIt program "MagMAX_Pathogen_HT_96" on the KingFisher. Sample, wash 1, wash 2 and elution plates are already loaded; the tip comb is in position.
        </task>

        IMPORTANT: Do not pipette anything. The plates were prepared by hand this morning (batch 2024-117).
        """),
        "run_program @kingfisher_flex",
    ),
]

# --- single steps, continued -------------------------------------------------
CASES += [
    (
        "ps16",
        _t("""
        You are a lab automation assistant.

        ## Task
        Clarify the lysate in the 96-well PCR plate on the HiG4: 4,000 × g, 10 min.

        ## Constraints
        - Acceleration and braking at the instrument defaults
        - Counterbalance with plate BAL-2
        """),
        "spin rcf_g=4000 duration_s=600 @bionex_hig4",
    ),
    (
        "ps17",
        _t("""
        You are a sample-prep assistant.

        Task: Pellet the bacteria in the four 50 mL conicals in the 5810 at 3,000 rcf for 15 minutes, chamber at 4 deg.

        Constraints:
        - swing-bucket rotor with the 50 mL buckets
        - balance the tubes opposite each other
        """),
        "spin rcf_g=3000 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "ps18",
        _t("""
        <system>You are a bench automation assistant.</system>
        <context>Miniprep, 12 x 1.5 mL tubes labelled M1-M12, started in room 3.114.</context>
        <task>Spin the tubes in the 5424 R at 16,000 xg for 1 min at 4C.</task>
        """),
        "spin rcf_g=16000 duration_s=60 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "ps19",
        _t("""
        You are an Opentrons Flex protocol assistant.

        ## Task
        Add 10 uL of substrate to columns 1-6 of the 96-well assay plate.

        ## Constraints
        - Columns 7–12 hold the standards; do not touch them
        - Use the Flex
        """),
        "transfer volume_ul=10 wells=48 @opentrons_flex",
    ),
    (
        "ps20",
        _t("""
        You are a Biomek programming assistant.

        ### Goal
        Transfer 0.9 mL of fresh LB from the reservoir into each well of the 96 deep-well plate on the i7.

        ### Constraints
        - Sterile tips; reservoir lot LB-0309
        """),
        "transfer volume_ul=900 @biomek_i7_hybrid",
    ),
    (
        "ps21",
        _t("""
        You are a liquid-handling assistant for the Biomek i5.

        Task: Stamp 5 µL of compound from the source plate into the 384-well assay plate.
        Constraints:
        - Use the multichannel 96/384 head
        - Compound plate ID: CMP-0098 (lot 4471)
        """),
        "transfer volume_ul=5 @biomek_i5",
    ),
    (
        "ps22",
        _t("""
        You are a lab automation assistant.
        ## Task
        Quick spin of the PCR plate, 500 g for 30 s, just to collect the liquid at the bottom.
        """),
        "spin rcf_g=500 duration_s=30",
    ),
    (
        "ps23",
        _t("""
        ### Role
        Automation planner for the ELISA line.
        ### Task
        Shake the ELISA plate at 700 rpm for 2 minutes at room temperature.
        ### Constraints
        - No heating
        """),
        "shake speed_rpm=700 duration_s=120",
    ),
    (
        "ps24",
        _t("""
        You are a Tecan Fluent operator.

        <task>Pipette 150 µL of PBS into every well of the flat-bottom 96-well plate.</task>

        IMPORTANT: Use fresh tips for every well.
        IMPORTANT: The PBS trough holds 100 mL; do not plan more than one refill.
        """),
        "transfer volume_ul=150 @tecan_fluent",
    ),
    (
        "ps25",
        _t("""
        You are a microbiology automation assistant.

        ## Task
        Grow the yeast plate in the Cytomat at 30 degrees C for 48 h.

        ## Context
        Strain BY4741, plated on 2 May; last time we grew them at 37 °C by mistake.
        """),
        "incubate temperature_c=30 duration_s=172800 @cytomat_2c450",
    ),
    (
        "ps26",
        _t("""
        You are a nucleic-acid QC assistant.

        Task: Measure A260 of the UV-transparent 96-well plate on the plate reader.

        Output format (example values, not real):
        | well | A260  |
        | A1   | 0.123 |
        | A2   | 1.456 |
        """),
        "read_absorbance wavelength_nm=260 @spectramax_i3x",
    ),
    (
        "ps27",
        _t("""
        You are a lab automation assistant.

        <task>
        Spin the deep-well plate in the 5810 R at 2000 × g for 5 min, 20 °C.
        </task>
        <constraints>
        - plate buckets (A-4-81 MTP/Flex)
        - balance plate opposite
        </constraints>
        """),
        "spin rcf_g=2000 duration_s=300 temperature_c=20 @eppendorf_5810r",
    ),
    (
        "ps28",
        _t("""
        You are a thermocycler programming assistant.

        Here is an example of a past run (do NOT run it):
        <example_run>
        Plate: GEN-2023-11
        ODTC program: 95 °C 2 min; 25 cycles of 95 °C 15 s / 55 °C 15 s / 72 °C 1 min; 72 °C 5 min; hold 12 °C
        </example_run>

        Now program today's run:
        <protocol>
        On the ODTC: 30 cycles of 95 °C for 20 s, 58 °C for 30 s, 72 °C for 1 min 30 s. Start with 95 °C for 2 min and end with 72 °C for 10 min, then hold at 10 °C.
        </protocol>
        """),
        "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=20 annealing_c=58 annealing_s=30 extension_c=72 extension_s=90 "
        "final_extension_c=72 final_extension_s=600 hold_c=10 @inheco_odtc",
    ),
    (
        "ps29",
        _t("""
        You are a plate-logistics assistant.

        ## Task
        Park the finished plate in the Cytomat 24 hotel.

        ## Constraints
        - No temperature control needed
        - It will be collected tomorrow by the night shift
        """),
        "store @cytomat_24",
    ),
    (
        "ps30",
        _t("""
        You are a robot-arm controller assistant.

        <task>Use the PF400 to carry the sealed plate over to the SpectraMax.</task>
        <constraints>Grip from the long side; no lid.</constraints>
        """),
        "move_plate @precise_pf400",
    ),
    (
        "ps31",
        _t("""
        You are a Hamilton STAR method assistant.

        ## Context
        Every well of the plate already holds 180 µL of resuspended cells.

        ## Task
        Mix each well by pipetting 100 µL up and down on the STAR.
        """),
        "mix volume_ul=100 @hamilton_star",
    ),
    (
        "ps32",
        _t("""
        You are a plate-reader assistant.

        Task:
        Read fluorescence with Ex/Em 530/590 nm.

        Output format:
        {"read": "fluorescence", "ex": 111, "em": 222}   <- placeholders, replace with the real settings
        """),
        "read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    (
        "ps33",
        _t("""
        You are a library-prep automation assistant.

        ## Task
        USER enzyme digest: hold the sealed PCR plate at 37 °C for 30 min on the ODTC.

        ## Constraints
        - Keep the heated lid at its default
        - IMPORTANT: do not cycle; this is a single hold
        """),
        "incubate temperature_c=37 duration_s=1800 @inheco_odtc",
    ),
    (
        "ps34",
        _t("""
        You are a qPCR assistant.

        <protocol>
        Instrument: CFX384
        Hot start: 95 °C, 10 min
        45 cycles: 95 °C 10 s -> 55 °C 20 s -> 72 °C 20 s
        </protocol>

        Think step by step: check the cycle count and every hold time against the protocol before answering.
        """),
        "run_qpcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=600 denaturation_c=95 "
        "denaturation_s=10 annealing_c=55 annealing_s=20 extension_c=72 extension_s=20 @biorad_cfx384",
    ),
    (
        "ps35",
        _t("""
        You are an OT-2 protocol writer.

        ## Task
        Transfer 0.5 mL of binding buffer from the 12-column reservoir into every well of the 96 deep-well plate.

        ## Output format
        Python using the Opentrons Protocol API v2 (e.g. `p1000.transfer(123, src, dst)`, the 123 is a placeholder).
        """),
        "transfer volume_ul=500 @opentrons_ot2",
    ),
    (
        "ps36",
        _t("""
        You are a lab automation assistant.

        ## Task
        Heat seal the plate at 165 °C for 3 seconds with peelable foil.

        ## Constraints
        - Seal roll was changed yesterday (roll #0517)
        """),
        "seal temperature_c=165 duration_s=3",
    ),
    (
        "ps37",
        _t("""
        You are a protein QC assistant.

        <task>
        Run all 96 samples on the LabChip GX Touch using the Protein Express assay.
        </task>
        <context>
        Samples were denatured at 100 °C for 5 min yesterday and are in the full-skirted PCR plate.
        </context>
        """),
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "ps38",
        _t("""
        You are a lab automation assistant.

        ## Task
        Spin the plate in the VSpin at 1 000 ×g for 90 seconds.

        ## Constraints
        - Balance plate BAL-96 is in the hotel
        - IMPORTANT: do not exceed what was asked
        """),
        "spin rcf_g=1000 duration_s=90 @agilent_vspin",
    ),
    (
        "ps39",
        _t("""
        You are a plate-handling assistant.

        ### Task
        Shake the bead plate on the BioShake at 2000 rpm for 45 secs. No heating.
        """),
        "shake speed_rpm=2000 duration_s=45 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "ps40",
        _t("""
        You are a lab automation assistant.

        <task>
        Leave the plate on the bench at 22 °C for 20 min so the signal develops.
        </task>
        <output_format>One line per step, e.g. "wait 5 min" (example).</output_format>
        """),
        "incubate temperature_c=22 duration_s=1200",
    ),
    (
        "ps41",
        _t("""
        You are a Tecan Fluent method assistant.

        ## Task
        Add 20 µL of stop solution to rows A and B only of the 96-well plate.

        ## Constraints
        - Rows C–H are blanks, skip them
        """),
        "transfer volume_ul=20 wells=24 @tecan_fluent",
    ),
    (
        "ps42",
        _t("""
        You are a lab automation assistant.

        ## Task
        Read luminescence on the SpectraMax, integration time 1000 ms.

        ## Notes
        - NanoGlo, plate NG-14, 3 replicates per construct
        """),
        "read_luminescence integration_s=1 @spectramax_i3x",
    ),
]

# --- two to four steps --------------------------------------------------------
CASES += [
    (
        "pm01",
        _t("""
        You are a lab automation assistant.

        ## Task
        Read absorbance at 450 nm on the SpectraMax. Before reading, spin the plate at 1000 x g for 1 min in the VSpin to clear bubbles.

        ## Constraints
        - Balance plate is ready
        """),
        "spin rcf_g=1000 duration_s=60 @agilent_vspin > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "pm02",
        _t("""
        You are an OT-2 protocol writer.

        <protocol>
        1. Add 50 µL of Bradford reagent to every well of the flat 96-well plate (each well already holds 10 µL of sample).
        2. Mix by pipetting 30 µL up and down.
        3. Shake the plate at 600 rpm for 1 min on the BioShake.
        </protocol>

        ## Output format
        Python code for the Opentrons API.
        """),
        "transfer volume_ul=50 @opentrons_ot2 > mix volume_ul=30 @opentrons_ot2 > "
        "shake speed_rpm=600 duration_s=60 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "pm03",
        _t("""
        You are a PCR setup assistant.

        ## Task
        1. Peel the seal off the primer plate (XPeel).
        2. On the STAR, add 15 uL of master mix to each well of the 96-well PCR plate.
        3. Seal it on the a4S at 165 °C for 3 s.
        4. Cycle on the ODTC: 95 °C 3 min; 30 cycles of 95 °C 30 s, 60 °C 30 s, 72 °C 30 s; 72 °C 5 min; hold 4 °C.

        ## Constraints
        - Primer plate lot: PR-8812
        - Think step by step and keep the order above.
        """),
        "peel @azenta_xpeel > transfer volume_ul=15 @hamilton_star > seal temperature_c=165 duration_s=3 @azenta_a4s > "
        "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=180 denaturation_c=95 denaturation_s=30 "
        "annealing_c=60 annealing_s=30 extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=300 "
        "hold_c=4 @inheco_odtc",
    ),
    (
        "pm04",
        _t("""
        You are a qPCR automation agent.
        <task>
        Seal the 384-well plate (a4S, 160°C, 2 s), spin it briefly at 500 xg for 1 min, then run it on the CFX384: 95°C 2 min, then 40 cycles of 95°C 5 s and 60°C 30 s.
        </task>
        IMPORTANT: Use optically clear film.
        """),
        "seal temperature_c=160 duration_s=2 @azenta_a4s > spin rcf_g=500 duration_s=60 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "pm05",
        _t("""
        ## Role
        You are a cell-assay automation assistant.
        ## Task
        Incubate the reporter plate in the Cytomat at 37 °C for 6 h, then read luminescence on the SpectraMax (integration 1 s).
        ## Constraints
        - No equilibration step; read straight away.
        """),
        "incubate temperature_c=37 duration_s=21600 @cytomat_2c450 > read_luminescence integration_s=1 @spectramax_i3x",
    ),
    (
        "pm06",
        _t("""
        You are a lab automation assistant.

        ## Task
        Add 20 µL of detection reagent to every well with the Fluent, leave it at room temp for 30 minutes, then read fluorescence (Ex 340 / Em 460).

        ## Output format
        Step | Instrument | Parameters
        e.g. 1 | Fluent | 12 µL   (example only)
        """),
        "transfer volume_ul=20 @tecan_fluent > incubate duration_s=1800 > "
        "read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    (
        "pm07",
        _t("""
        You are a nucleic-acid workflow planner.

        <context>
        Samples: 96 swab extracts, run ID RX-5521, received 03/02.
        </context>

        <task>
        Run the KingFisher program "DNA_Swab_96", then use the OT-2 to move 20 µL of each eluate into a 96-well PCR plate, and finally run all 96 samples on the LabChip.
        </task>
        """),
        "run_program @kingfisher_flex > transfer volume_ul=20 @opentrons_ot2 > "
        "run_assay sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "pm08",
        _t("""
        You are an ELISA automation assistant.

        Task: Read absorbance at 450 nm. Before that, shake the plate for 30 s at 1,000 rpm on the BioShake and then give it a 1-minute spin at 300 × g to knock down droplets.
        """),
        "shake speed_rpm=1000 duration_s=30 @qinstruments_bioshake_3000t_elm > spin rcf_g=300 duration_s=60 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "pm09",
        _t("""
        You are an MTT-assay automation assistant.
        ## Steps
        - Add 10 µL MTT solution to each well (STAR).
        - Shake 1 min at 500 rpm.
        - Incubate at 37 °C for 4 h in the Cytomat.
        - Read A570.
        IMPORTANT: Keep the plate lid on during incubation.
        """),
        "transfer volume_ul=10 @hamilton_star > shake speed_rpm=500 duration_s=60 > "
        "incubate temperature_c=37 duration_s=14400 @cytomat_2c450 > read_absorbance wavelength_nm=570",
    ),
    (
        "pm10",
        _t("""
        You are a bench automation assistant.
        <task>
        Spin the 24 lysate tubes (1.5 mL) in the 5424 R at 12,000 x g for 10 min at 4 °C, then transfer 200 µL of each supernatant into the deep-well plate on the OT-2.
        </task>
        <constraints>
        - Do not disturb the pellet
        </constraints>
        """),
        "spin rcf_g=12000 duration_s=600 temperature_c=4 @eppendorf_5424r > transfer volume_ul=200 @opentrons_ot2",
    ),
    (
        "pm11",
        _t("""
        You are a workcell planner. Below are two finished runs for reference, then the run to plan.

        <example_run id="A">
        Request: spin 2000 x g 3 min, read A405
        Plan: spin rcf_g=2000 duration_s=180 > read_absorbance wavelength_nm=405
        </example_run>
        <example_run id="B">
        Request: seal 180 C 1 s, store at 4 C
        Plan: seal temperature_c=180 duration_s=1 > store temperature_c=4
        </example_run>

        <run_to_plan>
        Peel plate FL-22 on the XPeel, read fluorescence at 485/520 on the SpectraMax, reseal it on the a4S at 175 °C for 1.5 s, and put it in the 4 °C fridge.
        </run_to_plan>
        """),
        "peel @azenta_xpeel > read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x > "
        "seal temperature_c=175 duration_s=1.5 @azenta_a4s > store temperature_c=4",
    ),
    (
        "pm12",
        _t("""
        You are an Opentrons Flex assistant.

        ## Task
        In columns 1–3 of the deep-well plate: add 100 µL of SPRI beads, then mix with 80 µL.

        ## Constraints
        - Only those three columns have samples
        - Use the Flex 8-channel 1000 µL pipette
        """),
        "transfer volume_ul=100 wells=24 @opentrons_flex > mix volume_ul=80 wells=24 @opentrons_flex",
    ),
    (
        "pm13",
        _t("""
        You are a lab automation assistant.

        <task>
        Seal the plate (170 °C, 3 s), then store it in the fridge at 4 °C.
        </task>
        <context>
        Plate will be shipped to the Cambridge site on 12/09; courier ref 55-2231.
        </context>
        """),
        "seal temperature_c=170 duration_s=3 > store temperature_c=4",
    ),
    (
        "pm14",
        _t("""
        You are a molecular-biology automation agent.

        ## Task
        Heat-inactivate the enzyme at 65 °C for 20 min on the ODTC, then spin the plate down at 1000 g for 1 min on the VSpin.
        """),
        "incubate temperature_c=65 duration_s=1200 @inheco_odtc > spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "pm15",
        _t("""
        You are an RNA-extraction assistant.

        ## Task
        1. Run program "RNA_Cells_96" on the KingFisher.
        2. Seal the elution plate at 165 C for 2 s on the a4S.
        3. Store it at 4 C.

        ## Output format
        JSON list, e.g. [{"op": "seal", "temperature_c": 0}]  (shape only, values are dummies)
        """),
        "run_program @kingfisher_flex > seal temperature_c=165 duration_s=2 @azenta_a4s > store temperature_c=4",
    ),
    (
        "pm16",
        _t("""
        You are a Biomek i7 workcell assistant.

        <task>
        Add 500 µL of wash buffer to every well of the 96 deep-well plate on the i7, shake it on the BioShake at 1200 rpm for 5 min, then pellet on the HiG4 at 2,500 x g for 5 min.
        </task>
        """),
        "transfer volume_ul=500 @biomek_i7_hybrid > shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=2500 duration_s=300 @bionex_hig4",
    ),
    (
        "pm17",
        _t("""
        You are a plate-reader assistant.

        ## Task
        On the SpectraMax, first read OD600, then read GFP fluorescence (excitation 485 nm, emission 520 nm).

        ## Context
        Last week's run used 595 nm for OD; please use 600 nm from now on.
        """),
        "read_absorbance wavelength_nm=600 @spectramax_i3x > read_fluorescence excitation_nm=485 emission_nm=520 @spectramax_i3x",
    ),
    (
        "pm18",
        _t("""
        You are a cell-culture automation assistant.

        <task>
        Incubate the plate overnight (16 h) in the Cytomat at 37 °C, then read absorbance at 490 nm.
        </task>

        IMPORTANT: Overnight means exactly 16 hours for this SOP.
        """),
        "incubate temperature_c=37 duration_s=57600 @cytomat_2c450 > read_absorbance wavelength_nm=490",
    ),
    (
        "pm19",
        _t("""
        You are a qPCR setup assistant working on the Tecan Fluent.

        ## Task
        - Dispense 8 µL of master mix into each well of the 384-well PCR plate.
        - Then add 2 µL of template to each well.
        - Seal at 165 °C for 2 s.
        - Run on the CFX384: 95 °C 30 s; 40 cycles of 95 °C 5 s, 60 °C 30 s.

        ## Constraints
        - Total reaction volume is 10 µL
        """),
        "transfer volume_ul=8 @tecan_fluent > transfer volume_ul=2 @tecan_fluent > seal temperature_c=165 duration_s=2 > "
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=30 denaturation_c=95 denaturation_s=5 "
        "annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "pm20",
        _t("""
        You are a sample-prep assistant.

        ## Task
        Spin the six 15 mL conicals on the 5810 (fixed-angle rotor) at 4000 x g for 20 min at 4 °C. Then, on the STAR, take 1 mL of each supernatant into the 24 deep-well plate.

        ## Constraints
        - Leave 0.5 mL above the pellet
        """),
        "spin rcf_g=4000 duration_s=1200 temperature_c=4 @eppendorf_5810r > transfer volume_ul=1000 @hamilton_star",
    ),
    (
        "pm21",
        _t("""
        You are a lab automation assistant.

        ## Task
        Shake the luciferase plate on the BioShake at 800 rpm and 37 °C for 15 min, then read luminescence with 2 s integration.

        ## Output format
        ```yaml
        - step: shake
          speed_rpm: 1111   # example
        ```
        """),
        "shake speed_rpm=800 duration_s=900 temperature_c=37 @qinstruments_bioshake_3000t_elm > read_luminescence integration_s=2",
    ),
    (
        "pm22",
        _t("""
        You are an ELISA automation assistant.

        <context>
        The SOP says 10 min of substrate development, but for this run use 20 min.
        </context>

        <task>
        Let the substrate develop on the bench at room temperature, then read absorbance at 405 nm.
        </task>
        """),
        "incubate duration_s=1200 > read_absorbance wavelength_nm=405",
    ),
]

# --- must halt: a stated value is outside every suitable instrument's limit ----
CASES += [
    (
        "ph01",
        _t("""
        You are a centrifugation planner.

        ## Task
        Pellet the debris in the 96-well PCR plate at 7,500 ×g for 10 min.

        ## Constraints
        - Keep the samples in the plate (no transfer to tubes)
        - Think step by step
        """),
        "halted",
    ),
    (
        "ph02",
        _t("""
        You are a lab automation assistant.

        <task>
        Seal the enzyme plate on the a4S at 40 °C for 4 s; we want to avoid heating the enzymes.
        </task>
        <constraints>
        - Use the standard peelable foil
        </constraints>
        """),
        "halted",
    ),
    (
        "ph03",
        _t("""
        You are a plate-handling assistant.

        ## Task
        Shake the bead plate at 3,500 rpm for 1 min to resuspend the beads.

        ## Constraints
        - Do not ask follow-up questions; just give the plan.
        """),
        "halted",
    ),
    (
        "ph04",
        _t("""
        You are a plate-reader assistant.

        ## Task
        Read absorbance at 1,150 nm on the SpectraMax (water peak check for pathlength).

        ## Output format
        Table of wells and OD values, e.g. A1 0.050 (example).
        """),
        "halted",
    ),
    (
        "ph05",
        _t("""
        You are a liquid-handling assistant for the Hamilton STAR.

        <task>
        Fill every well of the standard flat-bottom 96-well plate with 400 µL of medium.
        </task>
        IMPORTANT: It must be the flat-bottom plate, not a deep-well plate.
        """),
        "halted",
    ),
    (
        "ph06",
        _t("""
        You are a bench automation assistant.

        ## Task
        Spin the 1.5 mL tubes in the 5424 R at 25,000 x g for 2 min at 4 °C.

        ## Context
        The protocol came from a collaborator whose microcentrifuge goes faster than ours.
        """),
        "halted",
    ),
    (
        "ph07",
        _t("""
        You are an incubator scheduling assistant.

        <task>
        Incubate the hybridisation plate in the Cytomat at 60 °C for 2 h.
        </task>
        <constraints>
        - Use the Cytomat, not the thermocycler
        </constraints>
        """),
        "halted",
    ),
    (
        "ph08",
        _t("""
        You are a lab automation assistant.

        ## Task
        Read luminescence on the SpectraMax with a 2 min integration per well; the signal is very dim.

        ## Constraints
        - Read all 96 wells
        """),
        "halted",
    ),
]

# --- must ask: a value that matters is missing, contradictory or unreadable ----
CASES += [
    (
        "pa01",
        _t("""
        You are a lab automation assistant.

        ## Task
        Spin the plate at 3,000 rpm for 5 minutes.

        ## Constraints
        - Balance plate is ready
        """),
        "ask",
    ),
    (
        "pa02",
        _t("""
        You are a protein-prep automation assistant.

        <task>
        Sonicate the lysate plate with 3 x 10 s pulses at 30 % amplitude, then keep it on ice.
        </task>
        """),
        "ask",
    ),
    (
        "pa03",
        _t("""
        You are a bench automation assistant.

        ## Task
        Vortex the 2 mL tubes for 15 s, then spin them at 2000 g for 1 min in the 5424.
        """),
        "ask",
    ),
    (
        "pa04",
        _t("""
        You are a compound-management assistant.

        <task>
        Dispense 50 nL of each compound into the 384-well assay plate with the Echo 650.
        </task>
        <context>
        Source plate: Echo-qualified LDV plate, barcode SRC-4410.
        </context>
        """),
        "ask",
    ),
    (
        "pa05",
        _t("""
        You are an incubator scheduling assistant.

        ## Task
        Incubate the plate in the Cytomat at 37 °C.

        ## Constraints
        - Incubation time: 30 min (SOP v3)
        - Incubation time: 45 min (Dr. Lee's note from 4 March)
        """),
        "ask",
    ),
    (
        "pa06",
        _t("""
        You are a liquid-handling assistant for the Fluent.

        ## Task
        Add 2 U of Proteinase K to every sample well of the deep-well plate.

        ## Context
        Proteinase K tube from the -20 freezer, lot PK-2291.
        """),
        "ask",
    ),
    (
        "pa07",
        _t("""
        You are a cell-culture automation assistant.

        ## Task
        Incubate the plate in the Cytomat at 37 °C.

        ## Output format
        {"op": "incubate", "temperature_c": 37, "duration_s": 3600}   (example of the format only)
        """),
        "ask",
    ),
]
