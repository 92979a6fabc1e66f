"""Board cards (Trello, Jira, Asana, Notion exports) read as the run they ask for: the open
checklist items, the comments that hold a number, an instrument or a change, and nothing of
the card's fields (story points, sprint numbers, due dates, labels)."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.board_cards import card_run
from tests.builders import approved

TRELLO = """Card: Spin the PCR plate before the ODTC
List: Doing  ·  Labels: PCR  ·  Members: Ravi
Due: 4 Jun  ·  Story points: 3
Checklist "Run" (1/2)
  ✓ master mix added, 15 µL/well
  ☐ VSpin 800 x g, 1 min
Comments
  Ravi · 3 Jun 16:40 — plate is balanced, cheers"""

JIRA = """SEQ-412  Heat seal the library plate
Status: To Do | Assignee: Mia K. | Story Points: 5 | Sprint: Lab Sprint 21
Checklist
  DONE   libraries normalised
  TO DO  a4S: 170 °C for 2.5 s
Comments
  Mia K. 02/May/24 9:05 AM: 👍"""

CORRECTED = """Card: Pellet the overnight cultures
Labels: cloning · Members: Jo, Sam
Due: Fri · Points: 2
Checklist
  ☐ 5810 R: 3,000 x g, 10 min, 4 °C
Comments
  Jo (today 09:10): make it 15 min - last time the pellet was loose
  Sam (today 09:30): ok, 15 min"""

NOTION_TBC = """Reseal the compound plate
Status: Ready   Assignee: @Lou   Due: Nov 2   Points: 1   Tags: compounds
- [ ] a4S: temperature TBC with QA, 2 s
Comments
Lou: waiting on QA for the temperature"""


def test_a_card_is_its_open_items_without_its_fields() -> None:
    run = card_run(TRELLO)
    assert "VSpin 800 x g, 1 min" in run
    assert "Story points" not in run and "Due" not in run and "Labels" not in run
    assert "cheers" not in run  # chat asks for nothing


def test_done_and_to_do_markers_are_boxes() -> None:
    run = card_run(JIRA)
    assert "[x] libraries normalised" in run
    assert "[ ] a4S: 170 °C for 2.5 s" in run
    assert "Sprint" not in run and "SEQ-412" not in run


@pytest.mark.parametrize(
    ("card", "ops", "values"),
    [
        (TRELLO, ["spin"], {"rcf_g": 800, "duration_s": 60}),
        (JIRA, ["seal"], {"temperature_c": 170, "duration_s": 2.5}),
    ],
)
def test_a_card_plans_its_open_items(card: str, ops: list[str], values: dict[str, float]) -> None:
    wf, _ = approved(card)
    assert [s.operation for s in wf.steps if s.operation in ops] == ops
    step = next(s for s in wf.steps if s.operation == ops[0])
    for param, value in values.items():
        assert step.params[param] == value


def test_a_comment_that_corrects_a_value_is_never_dropped() -> None:
    run = card_run(CORRECTED)
    assert "make it 15 min" in run
    assert "Jo (today" not in run  # the author and time go, the words stay
    result = plan(CORRECTED)
    if result.status == "approved":  # applied, never the item's 10 min
        assert result.workflow is not None
        spin = next(s for s in result.workflow.steps if s.operation == "spin")
        assert spin.params["duration_s"] == 900


def test_a_value_to_be_confirmed_asks() -> None:
    result = plan(NOTION_TBC)
    assert result.status == "needs_clarification"
    assert "TBC" in (result.halt_reason or "")


def test_text_that_is_no_card_is_unchanged() -> None:
    text = "Status: the plate is sealed.\nSpin it at 1,000 x g for 1 min on the VSpin."
    assert card_run(text) == text


@pytest.mark.parametrize(
    "intent",
    [
        "LabChip: all 96 wells of the library plate",
        "Please run all 48 samples on the LabChip GX Touch",
    ],
)
def test_a_labchip_run_of_another_sample_count_is_never_approved(intent: str) -> None:
    result = plan(intent)
    if result.status == "approved":
        assert result.workflow is not None
        run = next(s for s in result.workflow.steps if s.operation == "run_assay")
        assert run.params["sample_count"] in (96, 48)
    else:
        assert result.status in ("halted", "needs_clarification")


def test_k_i_flags_a_labchip_run_of_another_sample_count() -> None:
    from bioproagent.conformance.check import check_conformance
    from bioproagent.intent.parser import parse_intent
    from bioproagent.registry.loader import load_registry

    intent = "Run 40 samples on the LabChip with the HT DNA High Sensitivity assay"
    wf, notes = approved(intent)
    registry, spec = load_registry(), parse_intent(intent)
    assert not check_conformance(spec, wf, registry, notes=notes)
    fewer = wf.model_copy(deep=True)
    run = next(s for s in fewer.steps if s.operation == "run_assay")
    run.params["sample_count"] = 8
    codes = {v.code for v in check_conformance(spec, fewer, registry, notes=notes)}
    assert "COUNT_CHANGED" in codes


def test_a_comment_that_switches_the_instrument_is_no_second_step() -> None:
    card = """Card: Pre-read spin
Labels: ELISA · Members: Ana
Due: Tue · Points: 1
Checklist
  ☐ VSpin 800 x g, 1 min
Comments
  Ana (today 10:01): don't use the VSpin, use the HiG4 at 1,000 x g"""
    assert "[Review don't use the VSpin, use the HiG4 at 1,000 x g]" in card_run(card)
    result = plan(card)
    assert result.status != "approved"  # the correction is not applied: the plan asks
    assert "1,000 x g" in (result.halt_reason or "")


@pytest.mark.parametrize(
    ("card", "code"),
    [
        (
            "QPCR-7  Run the plate on the CFX384\nStatus: To Do | Assignee: Ida | Story Points: 3\n"
            "Checklist\n  TO DO  CFX384: 95 °C 3 min, then 40 cycles of 95 °C 10 s / 60 °C 30 s\n"
            "Comments\n  Ida 01/Jan/26 9:00 AM: low input - bumping to 44 cycles, rest the same",
            "VALUE_CHANGED",
        ),
        (
            "Card: LabChip QC\nLabels: NGS · Members: Bo\nDue: Fri · Points: 1\nChecklist\n"
            "  ☐ LabChip run, 24 samples, HT DNA High Sensitivity assay\nComments\n"
            "  Bo · Thu 10:00 — two libraries pulled: 22 samples now",
            "COUNT_CHANGED",
        ),
    ],
)
def test_a_count_a_comment_changes_is_never_approved_unchanged(card: str, code: str) -> None:
    result = plan(card)
    assert result.status != "approved"
    assert code in (result.halt_reason or "") or result.status == "needs_clarification"
