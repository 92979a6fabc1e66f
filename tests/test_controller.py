"""The Design-Verify-Rectify machine: the decision table row by row, and whole runs driven
by a scripted planner (draft -> violation -> rectify -> success, loops, junk, halts)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bioproagent.agent.controller import Controller, Limits, Session
from bioproagent.agent.fsm import ACTIVE, DECISION_TABLE, DecisionMachine, Signals, mermaid_diagram
from bioproagent.draft import Draft, DraftStep, Finding
from bioproagent.grounding import project
from bioproagent.intent.spec import IntentSpec, Quantity
from bioproagent.planners.base import Planner, PlannerReply, PlanningContext
from bioproagent.registry import load_registry
from bioproagent.rules.violation import Violation

REGISTRY = load_registry()

# -- the decision table -------------------------------------------------------------------


def machine_in(state: str, signals: Signals) -> DecisionMachine:
    machine = DecisionMachine(lambda: signals)
    machine.state = state
    return machine


ROW_CASES = [(row, source) for row in DECISION_TABLE for source in row.sources]


@pytest.mark.parametrize(("row", "source"), ROW_CASES, ids=[f"{r.name}@{s}" for r, s in ROW_CASES])
def test_every_row_fires_from_each_of_its_sources(row: Any, source: str) -> None:
    """It should move to the row's target when only that row's condition holds."""
    # the weakest signal vector satisfying the row; other rows stay false where possible
    signals = (
        Signals(**{"draft": True, "code": True, **row.when})
        if row.when.get("code")
        else Signals(**{"draft": row.when.get("draft", False), **row.when})
    )
    first = next(r for r in DECISION_TABLE if r.matches(signals) and source in r.sources)
    assert first is row
    machine = machine_in(source, signals)
    assert machine.decide() is row
    assert machine.state == row.target


def test_halt_outranks_every_other_row() -> None:
    """It should halt whatever else is true."""
    for source in ACTIVE:
        signals = Signals(
            halt=True,
            draft=True,
            sci_checked=True,
            sci_pass=True,
            code=True,
            phys_checked=True,
            phys_pass=True,
            intent_pass=True,
        )
        machine = machine_in(source, signals)
        assert machine.decide() is DECISION_TABLE[0]
        assert machine.state == "HALT"


def test_success_only_from_verify_code() -> None:
    """It should not jump to SUCCESS from any state but VERIFY_CODE."""
    signals = Signals(
        draft=True,
        sci_checked=True,
        sci_pass=True,
        code=True,
        phys_checked=True,
        phys_pass=True,
        intent_pass=True,
    )
    for source in ACTIVE:
        machine = machine_in(source, signals)
        machine.decide()
        assert (machine.state == "SUCCESS") == (source == "VERIFY_CODE")


@given(
    signals=st.builds(Signals, **{name: st.booleans() for name in Signals.model_fields}),
    source=st.sampled_from(ACTIVE),
)
def test_decision_is_first_matching_row(signals: Signals, source: str) -> None:
    """It should take the first row (in priority order) that matches from this state."""
    expected = next((r for r in DECISION_TABLE if source in r.sources and r.matches(signals)), None)
    machine = machine_in(source, signals)
    assert machine.decide() is expected
    if machine.state == "SUCCESS":
        assert not signals.halt
        code_approved = (
            signals.code and signals.phys_checked and signals.phys_pass and signals.intent_pass
        )
        draft_approved = (
            signals.draft_only
            and signals.draft
            and signals.sci_checked
            and signals.sci_pass
            and source == "VERIFY_DRAFT"
        )
        assert code_approved or draft_approved


def test_mermaid_diagram_is_generated_from_the_machine() -> None:
    """It should render every state and every row's transitions."""
    text = mermaid_diagram()
    assert "stateDiagram-v2" in text
    assert "VERIFY_CODE --> SUCCESS" in text
    assert "VERIFY_CODE --> RECTIFY_CODE" in text
    assert text.count("--> HALT") == len(ACTIVE)


# -- whole runs -------------------------------------------------------------------------------

GOOD_CODE: dict[str, Any] = {
    "labware": [
        {"id": "tubes", "type": "tube_1_5ml", "contents": [{"volume_ul": 500}]},
    ],
    "steps": [
        {
            "id": "clear",
            "device": "D1",
            "operation": "spin",
            "params": {"rcf_g": 16000, "duration_s": 600},
            "labware": {"tubes": "tubes"},
        },
    ],
}


def code_with(**params: Any) -> dict[str, Any]:
    code = copy.deepcopy(GOOD_CODE)
    code["steps"][0]["params"].update(params)
    return code


DRAFT = Draft(
    title="Clearing spin",
    steps=[DraftStep(text="Spin at 16,000 x g for 10 min.", operation="spin")],
)
BAD_DRAFT = Draft(title="Clearing spin", steps=[])


class ScriptedPlanner(Planner):
    """Replays scripted drafts and codes (PlannerReply or values); records calls."""

    name = "scripted"

    def __init__(self, drafts: list[Any], codes: list[Any]) -> None:
        self.drafts, self.codes = list(drafts), list(codes)
        self.calls: list[str] = []

    def _next(self, queue: list[Any], what: str) -> PlannerReply:
        self.calls.append(what)
        if not queue:
            return PlannerReply(error=f"script exhausted at {what}")
        item = queue.pop(0)
        return item if isinstance(item, PlannerReply) else PlannerReply(value=item)

    def draft(self, ctx: PlanningContext) -> PlannerReply:
        return self._next(self.drafts, "draft")

    def revise_draft(
        self, ctx: PlanningContext, draft: Draft, findings: list[Finding]
    ) -> PlannerReply:
        return self._next(self.drafts, "revise_draft")

    def code(self, ctx: PlanningContext, draft: Draft) -> PlannerReply:
        return self._next(self.codes, "code")

    def fix_code(
        self, ctx: PlanningContext, draft: Draft, code: dict[str, Any], violations: list[Violation]
    ) -> PlannerReply:
        return self._next(self.codes, "fix_code")


def check_draft(draft: Draft, intent: IntentSpec) -> list[Finding]:
    return [] if draft.steps else [Finding(code="EMPTY_DRAFT", message="no steps")]


def run(
    planner: ScriptedPlanner, intent: IntentSpec | None = None, **kwargs: Any
) -> tuple[Session, str]:
    spec = intent or IntentSpec(text="clear the lysate", operations=["spin"])
    ctx = PlanningContext(intent=spec, registry=REGISTRY, symbols=project(REGISTRY, ["spin"]))
    session = Session(ctx=ctx)
    outcome = Controller(planner, check_draft=check_draft, **kwargs).run(session)
    return session, outcome.state


def test_symbols_for_spin_start_with_the_microcentrifuge() -> None:
    """It should ground D1 to the first centrifuge in registry order (the fixtures rely on it)."""
    table = project(REGISTRY, ["spin"])
    assert [d.instrument.category for d in table.devices.values()] == ["CF"] * 4
    assert table.devices["D1"].instrument.id == "agilent_vspin"


def with_device(code: dict[str, Any], device: str) -> dict[str, Any]:
    code = copy.deepcopy(code)
    code["steps"][0]["device"] = device
    return code


def test_happy_path_reaches_success_with_the_full_trace() -> None:
    """It should go INIT -> DESIGN_DRAFT -> VERIFY_DRAFT -> DESIGN_CODE -> VERIFY_CODE ->
    SUCCESS and record the signals of every transition."""
    planner = ScriptedPlanner([DRAFT], [with_device(GOOD_CODE, "eppendorf_5424r")])
    session, state = run(planner)
    assert state == "SUCCESS"
    assert [t.target for t in session.trace] == [
        "DESIGN_DRAFT",
        "VERIFY_DRAFT",
        "DESIGN_CODE",
        "VERIFY_CODE",
        "SUCCESS",
    ]
    assert session.trace[-1].signals["phys_pass"] is True
    assert session.workflow is not None and session.workflow.steps[0].category == "CF"


def test_draft_rejected_then_revised() -> None:
    """It should send a failing draft back to the planner and continue when it passes."""
    planner = ScriptedPlanner([BAD_DRAFT, DRAFT], [with_device(GOOD_CODE, "eppendorf_5424r")])
    session, state = run(planner)
    assert state == "SUCCESS"
    assert "RECTIFY_DRAFT" in [t.target for t in session.trace]
    assert planner.calls[:2] == ["draft", "revise_draft"]


def test_planner_chosen_value_is_clamped_and_recorded() -> None:
    """It should apply the engine's clamp to a value the intent did not request."""
    planner = ScriptedPlanner(
        [DRAFT], [with_device(code_with(temperature_c=80), "eppendorf_5424r")]
    )
    session, state = run(planner)
    assert state == "SUCCESS"
    [change] = session.rectifications
    assert (change.path, change.before, change.after) == ("/steps/0/params/temperature_c", 80, 40)
    assert session.workflow is not None
    assert session.workflow.steps[0].params["temperature_c"] == 40


def test_requested_value_outside_limits_halts_with_reason() -> None:
    """It should never clamp a value the scientist asked for: it halts and says why."""
    intent = IntentSpec(
        text="spin the tubes at 25,000 x g",
        operations=["spin"],
        quantities=[Quantity(value=25000, unit="g", text="25,000 x g", role="rcf_g")],
    )
    planner = ScriptedPlanner([DRAFT], [with_device(code_with(rcf_g=25000), "eppendorf_5424r")])
    session, state = run(planner, intent)
    assert state == "HALT"
    assert session.halt_reason is not None and "25000" in session.halt_reason
    assert session.rectifications == []


def test_unknown_symbol_with_one_candidate_is_remapped() -> None:
    """It should remap a near-miss symbol (Ψ) and record the change."""
    planner = ScriptedPlanner([DRAFT], [with_device(GOOD_CODE, "eppendorf_5424")])
    session, state = run(planner)
    assert state == "SUCCESS"
    assert session.rectifications[0].code == "UNKNOWN_SYMBOL"


def test_same_bad_code_twice_is_a_loop() -> None:
    """It should halt when the planner proposes the same code again."""
    bad = with_device(GOOD_CODE, "eppendorf_5424r")
    bad["labware"][0]["contents"][0]["volume_ul"] = 5000  # overfilled tube: no safe repair
    planner = ScriptedPlanner([DRAFT], [bad, copy.deepcopy(bad)])
    session, state = run(planner)
    assert state == "HALT"
    assert session.halt_reason is not None and "loop" in session.halt_reason
    assert planner.calls == ["draft", "code", "fix_code"]


def test_junk_then_valid_output_recovers() -> None:
    """It should retry after one unusable reply and succeed."""
    planner = ScriptedPlanner(
        [PlannerReply(error="not JSON"), DRAFT], [with_device(GOOD_CODE, "eppendorf_5424r")]
    )
    _, state = run(planner)
    assert state == "SUCCESS"


def test_repeated_planner_failure_halts() -> None:
    """It should halt after the bounded number of failures in a row."""
    planner = ScriptedPlanner([PlannerReply(error="junk"), PlannerReply(error="junk")], [])
    session, state = run(planner, limits=Limits(max_planner_failures=2))
    assert state == "HALT"
    assert session.halt_reason is not None and "junk" in session.halt_reason


def test_unmodelled_operation_halts_never_approves() -> None:
    """It should halt when the code needs an operation no registry instrument models."""
    code = with_device(GOOD_CODE, "eppendorf_5424r")
    code["steps"][0]["operation"] = "sonicate"
    planner = ScriptedPlanner([DRAFT], [code])
    session, state = run(planner)
    assert state == "HALT"
    assert session.halt_reason is not None and "does not model" in session.halt_reason


def test_code_repairs_are_bounded() -> None:
    """It should stop after the repair budget, even with a planner that keeps changing."""
    codes = [with_device(code_with(duration_s=30 + i), "eppendorf_5424r") for i in range(10)]
    for code in codes:
        code["labware"][0]["contents"][0]["volume_ul"] = 5000  # overfilled: stays invalid
    planner = ScriptedPlanner([DRAFT], codes)
    session, state = run(planner, limits=Limits(max_code_repairs=2))
    assert state == "HALT"
    assert "repair rounds" in (session.halt_reason or "")


@pytest.mark.parametrize(
    ("answers", "expected_answers", "assumed"),
    [({"Which rotor?": "FA-45-24-11"}, 1, 0), (None, 0, 1), (["24-place"], 1, 0)],
    ids=["dict-answer", "no-answer", "list-answer"],
)
def test_clarify_asks_through_the_callback(
    answers: Any, expected_answers: int, assumed: int
) -> None:
    """It should ask open questions through the callback and record assumptions otherwise."""
    asked: list[list[str]] = []

    def callback(questions: list[str]) -> Any:
        asked.append(questions)
        return answers

    intent = IntentSpec(text="spin", operations=["spin"], questions=["Which rotor?"])
    planner = ScriptedPlanner([DRAFT], [with_device(GOOD_CODE, "eppendorf_5424r")])
    session, state = run(planner, intent, clarify=callback)
    assert state == "SUCCESS"
    assert asked == [["Which rotor?"]]
    assert len(session.ctx.answers) == expected_answers
    assert len(session.ctx.assumptions) == assumed


def test_nothing_plannable_needs_clarification() -> None:
    """It should stop with questions, not guess, when no operation is recognisable."""
    intent = IntentSpec(text="do science", questions=["Which assay should the workcell run?"])
    session, state = run(ScriptedPlanner([], []), intent)
    assert state == "HALT"
    assert session.needs_clarification


def test_architecture_doc_carries_the_generated_diagram() -> None:
    """It should keep docs/architecture.md's Mermaid block identical to the machine's."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parent.parent / "docs" / "architecture.md").read_text()
    block = doc.split("```mermaid\n", 1)[1].split("```", 1)[0]
    assert block.strip() == mermaid_diagram().strip()


def test_draft_only_success_needs_a_passing_draft_and_no_code() -> None:
    """It should approve from VERIFY_DRAFT only for draft-only tasks."""
    signals = Signals(draft=True, sci_checked=True, sci_pass=True, draft_only=True)
    machine = machine_in("VERIFY_DRAFT", signals)
    assert machine.decide() is not None and machine.state == "SUCCESS"
    failing = Signals(draft=True, sci_checked=True, sci_pass=False, draft_only=True)
    machine = machine_in("VERIFY_DRAFT", failing)
    machine.decide()
    assert machine.state == "RECTIFY_DRAFT"
