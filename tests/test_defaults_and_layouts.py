"""Choices the intent leaves open, and layouts the reader had misread.

A KingFisher run or a LabChip run that names no stored program or assay takes the knowledge
library's default (the LabChip assay by the samples' material) and says so as an assumption;
an RNA extraction does not run the library's DNA program by default, it asks. A rotor kind
the intent names ('swing-bucket') is never swapped for another to reach a force. Volumes that
describe labware ('(96-well white, 100 µL per well)', '300 uL tips') are no step's volume;
a plate said to be sealed already is not sealed again; 'Total time: 25 min' is no wait.
Run sheets ('a4S elution plate 160C 3s', "KF Flex, prog 'X'"), foreign conjunctions and
verbs ('e metterla in frigo', 'leest op 405 nm'), a trailing 'before any of this', 'have the
Biomek i7 add ...' and a scenario's data table are read as the steps they state.
"""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.conformance.check import check_conformance
from bioproagent.intent.clauses import read_clauses
from bioproagent.ir import Workflow
from bioproagent.registry.loader import load_registry
from tests.builders import approved, approved_as, operations


def _devices(wf: Workflow) -> list[str]:
    return [s.device for s in wf.steps]


# (intent, the assay the LabChip runs, whether it is a default the plan must show)
LABCHIP_ASSAYS = [
    ("Spin 1 min at 1000 x g, then LabChip - 96 samples", "dna_1k", True),
    ("Run the 24 protein lysates on the LabChip GX Touch.", "protein_express", True),
    ("Size the 48 RNA samples on the labchip please", "rna", False),  # 'RNA' names the assay
    ("Run 24 samples on the LabChip (DNA 5K).", "dna_5k", False),
]


@pytest.mark.parametrize(("intent", "assay", "shown"), LABCHIP_ASSAYS)
def test_a_labchip_run_without_an_assay_takes_one_by_the_material(
    intent: str, assay: str, shown: bool
) -> None:
    wf, notes = approved(intent)
    (run,) = [s for s in wf.steps if s.operation == "run_assay"]
    assert run.params["assay"] == assay
    named = any(f"assay = '{assay}'" in n and "names no LabChip assay" in n for n in notes)
    assert named == shown


@pytest.mark.parametrize(
    "intent",
    [
        "Booking confirmed: KingFisher Flex then Hamilton STAR\nNote: run the bead clean-up "
        "program on the KingFisher, then on the STAR move 40 µL of each eluate into a fresh "
        "PCR plate.",
        "Fai partire il programma sul KingFisher; poi sigillare la piastra di eluizione a 170 "
        "gradi per 3 secondi e metterla in frigo a 4 gradi",
    ],
)
def test_an_unnamed_kingfisher_program_is_the_library_default_shown(intent: str) -> None:
    wf, notes = approved(intent)
    (run,) = [s for s in wf.steps if s.operation == "run_program"]
    assert run.params["program"] == "bioproagent_dna_96"
    assert any("names no stored program" in n and "bioproagent_dna_96" in n for n in notes)


def test_an_rna_extraction_does_not_run_the_dna_program_by_default() -> None:
    result = plan(
        "Extract RNA from the 96 deep-well plate of lysates on the KingFisher, then transfer "
        "50 µL of each eluate to a PCR plate."
    )
    assert result.status == "needs_clarification"
    assert "names no stored program" in (result.halt_reason or "")


def test_foreign_and_then_verbs_split_the_steps() -> None:
    wf, _ = approved(
        "Fai partire il programma sul KingFisher; poi sigillare la piastra di eluizione a 170 "
        "gradi per 3 secondi e metterla in frigo a 4 gradi"
    )
    assert operations(wf) == ["run_program", "seal", "store"]
    assert wf.steps[1].params == {"temperature_c": 170, "duration_s": 3}
    assert wf.steps[2].params["temperature_c"] == 4
    wf, _ = approved(
        "Eerst 15 minuten incuberen bij 37 graden in de Cytomat, daarna lezen op 450 nm"
    )
    assert operations(wf) == ["incubate", "read_absorbance"]
    assert wf.steps[1].params["wavelength_nm"] == 450


def test_the_plate_of_an_instrument_is_labware_not_the_instrument() -> None:
    wf, _ = approved(
        "Depois de tirar o selo na XPeel, pipetar 20 µL de cada poço para a placa do LabChip "
        "com o Fluent, e depois rodar as 96 amostras no LabChip"
    )
    assert operations(wf) == ["peel", "transfer", "run_assay"]
    assert _devices(wf) == ["azenta_xpeel", "tecan_fluent", "labchip_gx_touch_ht"]
    peeled = wf.steps[0].labware["plate"][0].labware
    assert wf.steps[1].labware["source"][0].labware == peeled  # 'de cada poço': its wells


@pytest.mark.parametrize(
    ("intent", "status", "rotor"),
    [
        (
            "Spin the 50 mL conicals in the Eppendorf 5810 R (swing-bucket) at 4000 x g for "
            "20 min at 4 °C",
            "halted",
            None,
        ),
        (
            "Spin the 50 mL conicals in the 5810 R fixed-angle rotor, 4000 x g, 20 min, 4 C",
            "approved",
            "FA-45-6-30",
        ),
        ("Spin the 50 mL tubes at 4,000 x g for 20 min at 4 °C in the 5810R", "approved", None),
    ],
)
def test_a_stated_rotor_kind_is_never_swapped(intent: str, status: str, rotor: str | None) -> None:
    result = plan(intent)
    assert result.status == status, result.halt_reason
    if status == "halted":
        assert "3220" in (result.halt_reason or "")  # the swing-bucket limit, named
        return
    assert result.workflow is not None
    (spin,) = result.workflow.steps
    assert spin.params["rcf_g"] == 4000
    if rotor:
        assert spin.params["rotor"] == rotor


def test_a_form_s_time_line_is_no_vague_minimum() -> None:
    wf, _ = approved(
        "Centrifuge: Eppendorf 5810 R\nTube type: (•) 50 mL conical\nSpeed: 3000 x g\n"
        "Time:        20 min\nTemperature: (•) 4 °C   ( ) RT"
    )
    assert wf.steps[0].params["duration_s"] == 1200
    for vague in ("Spin the plate at max speed for 2 min", "Spin the plate 2 min, min speed"):
        assert plan(vague).status == "needs_clarification"


@pytest.mark.parametrize(
    ("intent", "ops", "volumes"),
    [
        (
            'The Reporter Cell Plate (96-well white, 100 µL per well; hereinafter "RCP") shall '
            "be retrieved from the Cytomat 2C450. Then add 50 µL of ONE-Glo to each well of the "
            "RCP by means of the Biomek i5 and read the luminescence with 1 s integration.",
            ["retrieve", "transfer", "read_luminescence"],
            [50],
        ),
        (
            "Dispense lysis buffer into the 96 deep-well plate (50 µL per well) with the STAR.",
            ["transfer"],
            [50],
        ),
        (
            "On the STAR, dispense 50 µL lysis buffer into every well of the 96 deep-well "
            "plate; the trough and the 300 uL tips sit on the shelf above it.",
            ["transfer"],
            [50],
        ),
    ],
)
def test_volumes_that_describe_labware_are_no_step(
    intent: str, ops: list[str], volumes: list[int]
) -> None:
    wf, _ = approved(intent)
    assert operations(wf) == ops
    assert [s.params["volume_ul"] for s in wf.steps if s.operation == "transfer"] == volumes


@pytest.mark.parametrize(
    ("intent", "ops"),
    [
        (
            "PCR plate is set up and sealed (mix + template, 25 µL per well). On the ODTC "
            "please: 95 °C 3 min, then 30 cycles of 95 °C 20 s / 58 °C 30 s / 72 °C 45 s, final "
            "extension 72 °C 5 min, hold at 4.",
            ["run_pcr"],
        ),
        (
            "The plates are sealed; spin them at 1000 x g for 1 min and run 30 cycles of 95 °C "
            "15 s, 60 °C 30 s, 72 °C 30 s on the ODTC",
            ["spin", "run_pcr"],
        ),
        (
            "The plate is sealed at 165 °C for 3 s and then spun at 1000 x g for 1 min.",
            ["seal", "spin"],  # an SOP's present tense with settings: the steps themselves
        ),
    ],
)
def test_a_plate_said_to_be_sealed_is_not_sealed_again(intent: str, ops: list[str]) -> None:
    wf, _ = approved(intent)
    assert operations(wf) == ops


def test_a_run_sheet_reads_device_first_lines() -> None:
    wf, _ = approved(
        "13:00  2C425 -> retrieve S1 (96 DW, sealed)\n13:05  XPeel\n"
        "13:07  KF Flex, prog 'MagMAX_mirVana_Flex'\n13:45  a4S elution plate 160C 3s\n"
        "13:50  -> 2C425 4C"
    )
    assert operations(wf) == ["retrieve", "peel", "run_program", "seal", "store"]
    assert wf.steps[2].params["program"] == "MagMAX_mirVana_Flex"
    assert wf.steps[3].device == "azenta_a4s"
    assert wf.steps[3].params == {"temperature_c": 160, "duration_s": 3}


# (intent, the operations read in order)
READINGS = [
    (
        "add 40 µL water to the eluates on the Biomek i5, mix 30 µL, then put 2 µL of each "
        "into the LabChip plate and run 96 samples on the GX Touch (DNA NGS 3K assay).",
        ["transfer", "mix", "transfer", "run_assay"],
    ),
    (
        "The plate must be sealed on the a4S (165 °C, 3 s) and spun at 1,500 × g for 2 min. 5 µL "
        "of reaction mix must be dispensed into the 384-well PCR plate with the i5 before any "
        "of this.",
        ["transfer", "seal", "spin"],
    ),
    (
        "Seal the plate at 165 C for 3 s. Spin at 1000 x g for 1 min. Add 5 uL of master mix "
        "with the i5 ahead of everything else.",
        ["transfer", "seal", "spin"],
    ),
    (
        "The 96-well plate is in the incubator; please take it out and have the Biomek i7 add "
        "100 µL of CellTiter-Glo to each well.",
        ["retrieve", "transfer"],
    ),
    (
        "Materials: sample block, 2 wash plates, elution plate, tip comb\n1. Load all plates "
        "and run the MagMAX_Pathogen_96 script on the KingFisher Flex.\nTotal time: 25 min.",
        ["run_program"],
    ),
    ("Spin the tubes at 16,000 x g for 2 min. 30 s later, read the plate at 450 nm.", None),
]


@pytest.mark.parametrize(("intent", "ops"), [r for r in READINGS if r[1] is not None])
def test_the_steps_are_read_in_their_order(intent: str, ops: list[str]) -> None:
    reading = read_clauses(intent, load_registry())
    assert [c.operation for c in reading.clauses] == ops


def test_a_time_after_an_abbreviated_minute_is_still_one_value() -> None:
    reading = read_clauses("Incubate 1 min. 30 s at 37 °C on the BioShake", load_registry())
    (clause,) = reading.clauses
    assert clause.value("duration_s") == 90


def test_a_scenario_table_dispenses_each_row() -> None:
    wf, _ = approved(
        "Feature: qPCR set-up\n  Scenario: Components\n    Given an empty 384-well PCR plate\n"
        "    When the following are dispensed into every well by the Biomek i7 in this order:\n"
        "      | component        | volume |\n      | SYBR master mix  | 5 µL   |\n"
        "      | primer pair mix  | 1 µL   |\n      | cDNA template    | 4 µL   |\n"
        "    Then every well holds 10 µL"
    )
    assert operations(wf) == ["transfer"] * 3
    assert [s.params["volume_ul"] for s in wf.steps] == [5, 1, 4]
    assert {lw.type for lw in wf.labware if lw.type.startswith("plate")} == {"plate_384_pcr"}


def test_a_sum_of_other_volumes_explains_no_stated_volume() -> None:
    """1 + 4 µL make 5 µL; a stated 5 µL that no step moves is still reported, unless the
    words make it the total ('every well holds 5 µL')."""
    wf = Workflow.model_validate(
        {
            "labware": [
                {"id": "r", "type": "reservoir_290ml"},
                {"id": "p", "type": "plate_96_pcr"},
            ],
            "steps": [
                {
                    "id": f"s{k}",
                    "device": "biomek_i7_hybrid",
                    "operation": "transfer",
                    "params": {"volume_ul": v},
                    "labware": {"source": "r", "target": "p"},
                }
                for k, v in enumerate((1, 4))
            ],
        }
    )
    registry = load_registry()
    rows = "Add 1 µL primers, then 4 µL template with the i7."
    missed = check_conformance(f"SYBR mix | 5 µL\n{rows}", wf, registry)
    assert any("5 µL" in v.message for v in missed)
    total = check_conformance(f"{rows} Every well then holds 5 µL.", wf, registry)
    assert not any("5 µL" in v.message for v in total)


# (intent, the operations of the approved plan, (step, param, value) that must hold)
HISTORY_AND_ADVICE = [
    (  # a report of the last run, opened by a noun that is also a verb
        "Pellet wasn't tight after 5 min at 8,000 x g. Spin the 1.5 mL tubes in the 5424 R at "
        "16,000 x g for 10 minutes at 4 °C.",
        ["spin"],
        [(0, "rcf_g", 16000), (0, "duration_s", 600)],
    ),
    (  # where a stopped run faulted, and what of it is done
        "Miniprep: the 5424 R faulted ('Error 3: lid', 09:12) on the second spin; the first "
        "spin is done and the lysates are neutralized. Remaining: spin the 2 mL tubes at "
        "17,000 x g for 10 min in the 5424 R, then spin 1 min at 13,000 x g.",
        ["spin", "spin"],
        [(0, "rcf_g", 17000), (1, "rcf_g", 13000)],
    ),
    (
        "Before the resazurin read (ex 560 nm / em 590 nm), could the plate spend an hour at "
        "37 °C in the incubator?",
        ["incubate", "read_fluorescence"],
        [(0, "duration_s", 3600)],
    ),
    (
        "Pull the plate from the incubator, read OD600, then put it back in the incubator "
        "(just store it, 37 °C is already set).",
        ["retrieve", "read_absorbance", "store"],
        [(1, "wavelength_nm", 600)],
    ),
    (  # a chatbot's heading, its reason and its troubleshooting are no steps
        "Step 2. Pellet the cells\n\nCentrifuge the 96-well U-bottom plate, 300 × g, 5 min, "
        "on the HiG 4.\n\nWhy? Gentle centrifugation pellets the cells; higher speeds (> 500 × "
        "g) can hurt.\n\nTroubleshooting: if the pellet is loose, spin 10 min at 400 × g.",
        ["spin"],
        [(0, "rcf_g", 300), (0, "duration_s", 300)],
    ),
    (
        "A colleague said sealing at 180 °C for 2 s works better for DMF, so please seal my "
        "deep-well block at those settings.",
        ["seal"],
        [(0, "temperature_c", 180), (0, "duration_s", 2)],
    ),
    (  # an SOP's passive present with its settings in brackets is the step itself
        "The pellet in each 1.5 mL tube is resuspended in 200 µL PBS, after which the tubes are "
        "centrifuged again (500 × g, 5 min, 4 °C).",
        ["transfer", "spin"],
        [(1, "rcf_g", 500), (1, "temperature_c", 4)],
    ),
    (
        "Centrifuger à 1 000 g 1 min, puis retirer le film avec l'XPeel avant de lire à 340 nm",
        ["spin", "peel", "read_absorbance"],
        [(2, "wavelength_nm", 340)],
    ),
]


@pytest.mark.parametrize(("intent", "ops", "values"), HISTORY_AND_ADVICE)
def test_history_and_advice_ask_for_no_step(
    intent: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(intent, ops, values)


def test_the_one_named_deep_well_plate_is_the_plate_mixed() -> None:
    wf, _ = approved(
        "All 96 lysates are in the deep-well plate (about 600 µL a well). Mix them on the "
        "STAR, 300 µL up and down, 8 times."
    )
    assert operations(wf) == ["mix"]
    assert {lw.type for lw in wf.labware if lw.type.startswith("plate")} == {"plate_96_deepwell"}


@pytest.mark.parametrize(
    "intent",
    [
        "Feature: Harvest\n  Scenario: Spin\n    Given four 50 mL conical tubes with 40 mL of "
        "culture each\n    When the tubes are spun at 3,000 × g for 10 min at 4 °C on the "
        "Eppendorf 5810 R",
        "Feature: OD\n  Scenario: Read a sealed plate\n    Given the plate has already been "
        "sealed and spun at 1000 g\n    When the seal is removed by the plate peeler\n    And "
        "the absorbance is read at 600 nm",
        "LUC-301  Read reporter plate\nStatus: To Do | Assignee: Owen\nChecklist\n"
        "  [x] reagent added\n  [ ] luminescence read, 0.5 s integration\nComments\n"
        "  Maria: card LUC-298 last week used 1 s\n  Owen: keep 0.5 s",
        "QPCR-155  384-well plate\nStatus: To Do | Assignee: Bea\nChecklist\n"
        "  TO DO  Flex: 5 µL template into each well\n  TO DO  spin 1,000 x g, 1 min\n"
        "Comments\n  Bea: NTCs in column 24",
        "BEAD-21  Resuspend beads\nStatus: To Do | Assignee: Xander\nChecklist\n"
        "  [ ] i7: pipette-mix 150 µL, 10 times, all wells\nComments\n"
        "  Xander: tip type is the 250 µL on the MC96 head",
    ],
)
def test_what_a_precondition_or_a_comment_tells_is_no_value_to_ask(intent: str) -> None:
    assert plan(intent).status == "approved", plan(intent).halt_reason


def test_a_comment_that_changes_a_value_is_still_checked() -> None:
    result = plan(
        "LUC-301  Read reporter plate\nStatus: To Do | Assignee: Owen\nChecklist\n"
        "  [ ] luminescence read, 0.5 s integration\nComments\n"
        "  Maria: last week used 1 s, switch to 1 s now"
    )
    assert result.status != "approved"


@pytest.mark.parametrize(
    "intent",
    [
        "Read luminescence with 0.5 s integration. Maria: last week used 1 s, switch to 1 s now",
        "Spin at 1000 x g for 1 min; increase to 2000 x g if the pellet is loose",
    ],
)
def test_a_change_of_a_value_the_reader_cannot_apply_asks(intent: str) -> None:
    result = plan(intent)
    assert result.status == "needs_clarification"
    assert "changes its mind" in (result.halt_reason or "")


def test_a_change_the_reviser_places_is_applied() -> None:
    wf, notes = approved("Shake 2 min at 800 rpm, bump it up to 1200 rpm")
    assert wf.steps[0].params["speed_rpm"] == 1200
    assert any("corrected to '1200 rpm'" in n for n in notes)


# (intent, the operations of the approved plan in order)
ONLY_WHAT_IS_ASKED = [
    (  # the plate's state ends at the comma; the request after it is read
        "The plate is sealed, so please peel it first, then run all 96 on the LabChip with the "
        "DNA NGS 3K assay. Afterwards reseal it at 170 °C for 2 s.",
        ["peel", "run_assay", "seal"],
    ),
    (  # a named assay around a request for one read: no recipe's set-up
        "We run an in-house IgG ELISA on 30 sera. My research nurse will develop the plate and "
        "add the stop solution in our own lab, so all I need from you is the read: absorbance "
        "at 450 nm on the SpectraMax.",
        ["read_absorbance"],
    ),
    (  # advice about work the workcell does not do asks nothing
        "Add 50 µL of beads with the STAR and shake 2 min at 1500 rpm on the BioShake. Do NOT "
        "vortex the beads; an extra spin is optional.",
        ["transfer", "shake"],
    ),
]


@pytest.mark.parametrize(("intent", "ops"), ONLY_WHAT_IS_ASKED)
def test_only_what_is_asked_is_planned(intent: str, ops: list[str]) -> None:
    wf, _ = approved(intent)
    assert operations(wf) == ops


def test_a_wrapped_line_that_goes_on_is_one_piece() -> None:
    reading = read_clauses(
        "Shake the plate on the BioShake at 800 rpm for 10 min, heated\nto 30 °C.",
        load_registry(),
    )
    assert [c.value("temperature_c") for c in reading.clauses if c.operation == "shake"][-1] == 30


def _spins(*rcfs: int) -> Workflow:
    return Workflow.model_validate(
        {
            "labware": [{"id": "p", "type": "plate_96_flat"}, {"id": "b", "type": "plate_96_flat"}],
            "steps": [
                {
                    "id": f"s{k}",
                    "device": "agilent_vspin",
                    "operation": "spin",
                    "params": {"rcf_g": rcf, "duration_s": 60},
                    "labware": {"plates": ["p", "b"]},
                }
                for k, rcf in enumerate(rcfs)
            ],
        }
    )


@pytest.mark.parametrize(
    ("intent", "rcfs", "extra"),
    [
        ("Spin the plate at 1000 x g for 1 min.", (1000, 1000), True),
        ("Spin the plate at 1000 x g for 1 min.", (1000,), False),
        ("Spin at 1000 x g for 1 min, then spin again at 1000 x g for 1 min.", (1000, 1000), False),
    ],
)
def test_a_step_no_clause_asked_for_is_unasked(
    intent: str, rcfs: tuple[int, ...], extra: bool
) -> None:
    found = [v for v in check_conformance(intent, _spins(*rcfs), load_registry())]
    unasked = [v for v in found if v.code == "UNASKED_STEP"]
    assert bool(unasked) == extra
    if extra:
        assert unasked[0].repair == [{"op": "remove", "path": "/steps/1"}]


# (intent, the operations of the approved plan, (step, param, value) that must hold)
NO_EXTRA_STEPS = [
    (  # the cells' own medium is no addition
        "OT-2 adds 20 µL of resazurin to each well of the 96-well plate (cells are in 80 µL), "
        "then fluorescence 560 ex / 590 em.",
        ["transfer", "read_fluorescence"],
        [(0, "volume_ul", 20)],
    ),
    (
        "Black 96-well plate with cells in 50 µL: Biomek i7 adds 50 µL ONE-Glo, then read "
        "luminescence with 1 s integration.",
        ["transfer", "read_luminescence"],
        [(0, "volume_ul", 50)],
    ),
    (  # rows labelled was / now: the old row is no step
        "VSpin spin of the 384-well plate\n| was | 500 ×g | 1 min |\n| now | 1,000 ×g | 2 min |",
        ["spin"],
        [(0, "rcf_g", 1000), (0, "duration_s", 120)],
    ),
    (  # 'só': only the read, not the named assay's set-up; 'em' is 'at', no emission
        "Quero só a leitura de absorbância em 595 nm (Bradford), no SpectraMax",
        ["read_absorbance"],
        [(0, "wavelength_nm", 595)],
    ),
]


@pytest.mark.parametrize(("intent", "ops", "values"), NO_EXTRA_STEPS)
def test_the_plan_adds_no_step_beside_the_asked_ones(
    intent: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(intent, ops, values)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("The lysate tubes (twelve, 2 mL) were centrifuged at 15,000 x g", 12),
        ("Spin the tubes (12) at 1000 x g for 1 min", 12),
        ("Spin the tubes (2 mL) at 1000 x g for 1 min", None),  # a size, no count
    ],
)
def test_a_count_in_brackets_after_the_tubes(text: str, count: int | None) -> None:
    from bioproagent.intent.tube_counts import stated_tube_count

    found = stated_tube_count(text)
    assert (found[0] if found else None) == count


def test_twelve_tubes_never_spin_as_twenty_four() -> None:
    """Twelve tubes into rows A and B (24 wells): the plan had spun 24 tubes and been
    approved; it now stops and names the stated count."""
    result = plan(
        "The lysate tubes (twelve, 2 mL) were centrifuged in the 5424 R at 15,000 × g for 8 min "
        "at 4 °C, after which 150 µL of each supernatant was transferred by the STAR into row A "
        "and B of a fresh 96-well PCR plate."
    )
    assert result.status != "approved"
    assert "12 tubes" in (result.halt_reason or "")
