"""Where a product is and whose value a setting is: the eluate of a KingFisher run is drawn
from its elution plate (not from a new 'eluate' labware), and a step that states no time or
temperature of its own never borrows the value another step states: the plan asks for it.
Sources the plan loads say how much they must hold."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.agent.rectify import restore_stated, unstated_settings
from bioproagent.conformance.codes import UNSTATED_SETTING, asks
from bioproagent.intent.clauses import read_clauses
from bioproagent.intent.parser import parse_intent
from bioproagent.rules.violation import Violation
from tests.builders import approved, operations

ELUATE_INTENTS = [
    "Run the KingFisher Flex program MagMAX_96 on the sample plate, then transfer 50 µL of "
    "each eluate to a new 96-well PCR plate using the Hamilton STAR.",
    "kingfisher prog DNA_96 -> 20ul eluate into a fresh PCR plate on the STAR",
    "After the KingFisher has run its 'RNA_extract' program, move 30 uL of every eluate "
    "into a 96-well PCR plate with the Hamilton STAR.",
]


@pytest.mark.parametrize("intent", ELUATE_INTENTS)
def test_the_eluate_is_drawn_from_the_elution_plate(intent: str) -> None:
    wf, assumptions = approved(intent)
    assert operations(wf) == ["run_program", "transfer"]
    elution = wf.steps[0].labware["elution"]
    assert wf.steps[1].labware["source"][0].labware == elution[0].labware
    said = " ".join(assumptions)
    assert "elution buffer" in said and "empty" not in said
    assert f"{elution[0].labware} holds 100 uL of eluate" in said  # the assumed eluate
    loaded = wf.steps[1].labware["target"][0].labware
    assert loaded not in said  # the target is filled by the transfer, no assumption
    comb = next(x for x in wf.labware if x.id == wf.steps[0].labware["tip_comb"][0].labware)
    assert not comb.contents  # a tip comb holds no liquid


def test_eluates_sized_without_a_transfer_go_into_a_pcr_plate_first() -> None:
    """The LabChip takes a PCR plate and the KingFisher elutes into none: the eluate is moved
    into a PCR plate first (the library's CE QC: diluent, then sample with a mix), the chip
    runs on that plate, and the move is listed as an assumption, never silent."""
    result = plan(
        "Please get the KingFisher to run 'DNA_Blood_Flex' and then size 24 of the eluates on "
        "the LabChip (DNA 5K)."
    )
    assert result.status == "approved", result.halt_reason
    wf = result.workflow
    assert wf is not None
    ops = [s.operation for s in wf.steps]
    assert ops[0] == "run_program" and ops[-1] == "run_assay" and "transfer" in ops[1:-1]
    elution = wf.steps[0].labware["elution"][0].labware
    chip = wf.steps[-1].labware["plate"][0].labware
    moved = [s for s in wf.steps if s.operation == "transfer"]
    assert any(s.labware["source"][0].labware == elution for s in moved)
    assert all(s.labware["target"][0].labware == chip for s in moved)
    assert [lw.type for lw in wf.labware if lw.id == chip] == ["plate_96_pcr"]
    assert wf.steps[-1].params["sample_count"] == 24
    assert wf.steps[-1].params["assay"] == "dna_5k"
    said = " ".join(result.assumptions)
    assert "cannot sip from the KingFisher elution plate" in said


BORROWING = [
    # (intent, the setting the second step lacks)
    ("Heat the PCR plate to 95 °C for 5 min on the ODTC, then incubate at 37 °C.", "duration_s"),
    ("On the ODTC: 42 °C for 90 s, then hold 4 °C.", "duration_s"),
    ("Incubate the PCR plate on the ODTC at 37 °C for 15 min, hold at 4 °C", "duration_s"),
    ("ODTC 65C 10min. afterwards 80 C, to inactivate", "duration_s"),
]


@pytest.mark.parametrize(("intent", "param"), BORROWING)
def test_a_setting_stated_for_another_step_is_not_borrowed(intent: str, param: str) -> None:
    result = plan(intent)
    assert result.status == "needs_clarification", (result.status, result.workflow)
    assert param in (result.halt_reason or "")
    assert "another step" in (result.halt_reason or "")


def test_a_hold_with_its_own_time_is_a_step_of_its_own() -> None:
    wf, _ = approved("Incubate the PCR plate on the ODTC at 37 °C for 15 min, hold at 4 °C 10 min")
    assert operations(wf) == ["incubate", "incubate"]
    assert [(s.params["temperature_c"], s.params["duration_s"]) for s in wf.steps] == [
        (37, 900),
        (4, 600),
    ]


def test_a_hold_inside_a_cycling_program_stays_the_programs() -> None:
    clauses = read_clauses(
        "ODTC: 95 C 5 min, 30 cycles of 95 C 30 s, 60 C 30 s, 72 C 1 min, hold 4 C"
    )
    assert [c.operation for c in clauses.clauses] == ["run_pcr"]


def _missing(step: int) -> Violation:
    return Violation(
        code="PARAM_MISSING",
        step=step,
        path=f"/steps/{step}/params/duration_s",
        message="inheco_odtc.incubate requires parameter 'duration_s'.",
    )


def _document(*durations: float | None) -> dict[str, object]:
    """Incubations at 95, 37, 38 ... °C with these times (None: the time is left out)."""
    steps = []
    for k, d in enumerate(durations):
        params: dict[str, float] = {"temperature_c": 95 if k == 0 else 36 + k}
        if d is not None:
            params["duration_s"] = d
        steps.append({"operation": "incubate", "device": "D1", "params": params})
    return {"steps": steps}


def test_a_missing_value_is_restored_only_when_no_other_step_holds_it() -> None:
    intent = parse_intent("Incubate at 37 °C for 5 min on the ODTC.")
    lone = restore_stated(_missing(0), intent, _document(None))
    assert lone is not None and lone.repair == [
        {"op": "add", "path": "/steps/0/params/duration_s", "value": 300}
    ]
    assert restore_stated(_missing(1), intent, _document(300, None)) is None
    asked = unstated_settings([_missing(1)], intent, _document(300, None))
    assert asked[0].limit == UNSTATED_SETTING and asks(asked[0].code, asked[0].limit)
    assert "Step 2" in asked[0].message
    # a value the intent states that no step holds yet is the planner's to place: no question
    kept = unstated_settings([_missing(1)], intent, _document(120, None))
    assert kept[0].limit is None and not asks(kept[0].code, kept[0].limit)
    # the same step said again ('20 min ... OK, 20 minutes on the bench') shares its time
    again = {"steps": [_document(300)["steps"][0], _document(None)["steps"][0]]}  # type: ignore[index]
    assert restore_stated(_missing(1), intent, again) is not None


@pytest.mark.parametrize(
    ("intent", "param"),
    [
        ("Spin the plate, then it goes to the reader for OD600.", "rcf_g"),
        ("centrifuge 2 min pls, VSpin, then read 450", "rcf_g"),
    ],
)
def test_a_setting_nobody_states_is_asked_for(intent: str, param: str) -> None:
    result = plan(intent)
    assert result.status == "needs_clarification", (result.status, result.halt_reason)
    assert param in (result.halt_reason or "") or result.questions


def test_an_answer_fills_the_setting_nobody_stated() -> None:
    question = "At what RCF (x g) should the spin run?"
    result = plan(
        "Spin the plate, then it goes to the reader for OD600.",
        clarify=lambda questions: {q: "450 x g" for q in questions if q == question},
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert result.workflow.steps[0].params["rcf_g"] == 450
