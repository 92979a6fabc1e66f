"""The Design-Verify-Rectify machine: the decision table row by row, and whole runs driven
by a scripted planner (draft -> violation -> rectify -> success, loops, junk, halts)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bioproagent.agent.controller import Controller, Limits, Session
from bioproagent.agent.fsm import (
    ACTIVE,
    DECISION_TABLE,
    DecisionMachine,
    Signals,
    decision_table_markdown,
    mermaid_diagram,
)
from bioproagent.agent.rectify import REPAIR_CHOICES, RepairAction, RepairSituation, repair_choices
from bioproagent.agent.verifiers import DraftVerdict, PhysicalCheck, ScientificCheck, Verifiers
from bioproagent.draft import Draft, DraftStep, Finding
from bioproagent.grounding import project
from bioproagent.intent.spec import IntentSpec, Quantity
from bioproagent.planners.base import Planner, PlannerReply, PlanningContext
from bioproagent.registry import load_registry
from bioproagent.rules.violation import Violation
from bioproagent.vocab import HaltKind

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
        interlock_pass=True,
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
            signals.code and signals.phys_checked and signals.phys_pass and signals.interlock_pass
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
        return item if isinstance(item, PlannerReply) else PlannerReply.of(item)

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
    verifiers = Verifiers(draft=(ScientificCheck(check_draft),), code=(PhysicalCheck(),))
    outcome = Controller(planner, verifiers=verifiers, **kwargs).run(session)
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


def test_planner_chosen_value_is_never_clamped() -> None:
    """It should not clamp a value nobody stated to the instrument limit: the planner is
    asked to fix it, and the plan halts when it cannot (tests/test_rectify_fidelity.py)."""
    planner = ScriptedPlanner(
        [DRAFT], [with_device(code_with(temperature_c=80), "eppendorf_5424r")]
    )
    session, state = run(planner)
    assert state == "HALT"
    assert session.rectifications == []
    assert planner.calls[-1] == "fix_code"


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


# -- control lives in the table; the verifiers are a public seam -----------------------------


def test_architecture_doc_carries_the_generated_decision_table() -> None:
    """It should keep docs/architecture.md's decision table identical to DECISION_TABLE."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parent.parent / "docs" / "architecture.md").read_text()
    block = doc.split("<!-- decision-table:start", 1)[1].split("-->\n", 1)[1]
    block = block.split("<!-- decision-table:end -->", 1)[0]
    assert block == decision_table_markdown()


def test_no_module_assigns_the_machine_state() -> None:
    """It should leave every state change to the decision table (no `x.state = ...`)."""
    import ast
    from pathlib import Path

    agent = Path(__file__).resolve().parent.parent / "bioproagent" / "agent"
    assigned = [
        f"{path.name}:{node.lineno}"
        for path in agent.glob("*.py")
        if path.name != "fsm.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign)
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Attribute) and target.attr == "state"
    ]
    assert assigned == []


class _RejectsWorkflowObjects:
    """A code verifier that passes the resolved document but not the Workflow returned."""

    name = "picky"

    def __call__(self, workflow: Any, ctx: PlanningContext) -> list[Violation]:
        if isinstance(workflow, dict):
            return []
        return [Violation(code="PICKY", path="/steps/0", message="refused at the interlock")]


class _AlwaysFailsDraft:
    name = "K_i"

    def __call__(self, draft: Draft, ctx: PlanningContext) -> DraftVerdict:
        return DraftVerdict(findings=[Finding(code="OFF_INTENT", message="not what was asked")])


def _run_with(planner: ScriptedPlanner, verifiers: Verifiers, **kwargs: Any) -> Session:
    spec = IntentSpec(text="clear the lysate", operations=["spin"])
    ctx = PlanningContext(intent=spec, registry=REGISTRY, symbols=project(REGISTRY, ["spin"]))
    session = Session(ctx=ctx)
    Controller(planner, verifiers=verifiers, **kwargs).run(session)
    return session


def test_interlock_refusal_is_a_row_and_never_reaches_success() -> None:
    """It should halt (kind interlock) when the final re-check of the Workflow fails."""
    planner = ScriptedPlanner([DRAFT], [with_device(GOOD_CODE, "eppendorf_5424r")])
    verifiers = Verifiers(draft=(ScientificCheck(check_draft),), code=(_RejectsWorkflowObjects(),))
    session = _run_with(planner, verifiers)
    assert session.halt is not None and session.halt.kind is HaltKind.INTERLOCK
    assert [t.target for t in session.trace][-1] == "HALT"
    assert "SUCCESS" not in [t.target for t in session.trace]
    assert session.trace[-1].rule == "interlock refuses"
    assert [v.code for v in session.violations] == ["PICKY"]


def test_an_added_draft_verifier_blocks_approval() -> None:
    """It should never approve while a further verifier (here a stand-in K_i) objects."""
    planner = ScriptedPlanner([DRAFT, DRAFT], [with_device(GOOD_CODE, "eppendorf_5424r")])
    verifiers = Verifiers.standard()
    verifiers = Verifiers(draft=(*verifiers.draft, _AlwaysFailsDraft()), code=verifiers.code)
    session = _run_with(planner, verifiers)
    assert session.halt is not None and session.halt.kind is HaltKind.LOOP
    assert "OFF_INTENT" in session.halt.reason
    assert "SUCCESS" not in [t.target for t in session.trace]


def test_no_verifiers_approve_what_the_planner_writes() -> None:
    """It should approve an overfilled tube when the ablation removes every verifier."""
    bad = with_device(GOOD_CODE, "eppendorf_5424r")
    bad["labware"][0]["contents"][0]["volume_ul"] = 5000
    session = _run_with(ScriptedPlanner([DRAFT], [bad]), Verifiers())
    assert session.halt is None
    assert session.trace[-1].target == "SUCCESS"


def test_cycle_budget_halts_through_the_table() -> None:
    """It should halt (kind cycles) through the halt row when the cycle budget is spent."""
    planner = ScriptedPlanner([DRAFT], [with_device(GOOD_CODE, "eppendorf_5424r")])
    session = _run_with(planner, Verifiers.standard(), limits=Limits(max_cycles=2))
    assert session.halt is not None and session.halt.kind is HaltKind.CYCLES
    assert (session.trace[-1].rule, session.trace[-1].target) == ("halt requested", "HALT")


@pytest.mark.parametrize(
    ("make", "kind"),
    [
        (lambda bad: ScriptedPlanner([DRAFT], [bad, copy.deepcopy(bad)]), HaltKind.LOOP),
        (lambda bad: ScriptedPlanner([PlannerReply(error="x")] * 2, []), HaltKind.PLANNER_FAILURE),
        (lambda bad: ScriptedPlanner([BAD_DRAFT] * 2, []), HaltKind.LOOP),
    ],
    ids=["same-code-twice", "planner-junk", "same-draft-twice"],
)
def test_halts_carry_a_kind(make: Any, kind: HaltKind) -> None:
    """It should report why a plan stopped as data, not only as text."""
    bad = with_device(GOOD_CODE, "eppendorf_5424r")
    bad["labware"][0]["contents"][0]["volume_ul"] = 5000
    session, state = run(make(bad))
    assert state == "HALT"
    assert session.halt is not None and session.halt.kind is kind


@pytest.mark.parametrize(
    ("situation", "first_acting"),
    [
        ((True, True, True, True), RepairAction.HALT_INFEASIBLE),
        ((False, False, True, False), RepairAction.HALT_BUDGET),
        ((False, True, True, True), RepairAction.APPLY_SAFE),
        ((False, True, False, True), RepairAction.HALT_UNMODELLED),
        ((False, True, False, False), RepairAction.ASK_PLANNER),
        ((True, True, True, False, True), RepairAction.ASK_SCIENTIST),
        ((True, True, True, False, True, True), RepairAction.HALT_INFEASIBLE),
        ((False, True, True, False, True, True), RepairAction.HALT_INFEASIBLE),
    ],
    ids=[
        "infeasible-first",
        "budget",
        "safe-before-unmodelled",
        "unmodelled",
        "planner",
        "a-question-before-an-infeasible-request",
        "a-stated-value-beyond-limits-before-a-question",
        "beyond-limits-whatever-else",
    ],
)
def test_repair_choice_is_first_match(
    situation: tuple[bool, ...], first_acting: RepairAction
) -> None:
    """It should pick the rectification from REPAIR_CHOICES in priority order."""
    choices = repair_choices(RepairSituation(*situation))
    assert choices[0].action is first_acting
    assert choices[-1].action in (RepairAction.ASK_PLANNER, first_acting)


def test_every_repair_action_has_a_handler() -> None:
    """It should map every row of the repair table to one controller action."""
    controller = Controller(ScriptedPlanner([], []))
    assert set(controller._repairs) == set(RepairAction)
    assert {c.action for c in REPAIR_CHOICES} == set(RepairAction)


def test_a_step_no_clause_asked_for_is_removed_by_k_i_repair() -> None:
    """A model that runs the stated spin twice: K_i reports the second as UNASKED_STEP, its
    repair removes it, and the plan that reaches SUCCESS spins once."""
    from bioproagent.intent.parser import parse_intent

    twice = copy.deepcopy(with_device(GOOD_CODE, "eppendorf_5424r"))
    twice["steps"].append({**copy.deepcopy(twice["steps"][0]), "id": "again"})
    spec = parse_intent("Spin the 1.5 mL tubes at 16,000 x g for 10 min.", REGISTRY)
    ctx = PlanningContext(intent=spec, registry=REGISTRY, symbols=project(REGISTRY, ["spin"]))
    session = Session(ctx=ctx)
    planner = ScriptedPlanner([DRAFT], [twice])
    outcome = Controller(planner, verifiers=Verifiers.standard()).run(session)
    assert outcome.state == "SUCCESS", session.violations
    assert session.workflow is not None
    assert [s.operation for s in session.workflow.steps] == ["spin"]
    assert any(r.code == "UNASKED_STEP" for r in session.rectifications)


class _Finds:
    """A code verifier that reports fixed violations (a fake K_i or K_p)."""

    def __init__(self, name: str, *codes: tuple[str, object]) -> None:
        self.name = name
        self.found = [
            Violation(code=code, path="/steps", message=f"{code} {limit}", limit=limit)
            for code, limit in codes
        ]

    def __call__(self, workflow: Any, ctx: Any) -> list[Violation]:
        return list(self.found)


@pytest.mark.parametrize(
    ("first", "later", "expected"),
    [
        # only questions first: the rule engine's verdict is added, so a stated value outside
        # the limits can halt the plan
        (
            [("UNCONSUMED_QUANTITY", "7")],
            [("PARAM_OUT_OF_RANGE", 1000), ("UNKNOWN_INSTRUMENT", "Echo")],
            ["UNCONSUMED_QUANTITY", "PARAM_OUT_OF_RANGE", "UNKNOWN_INSTRUMENT"],
        ),
        # a repairable finding first: only the later questions are added
        (
            [("VALUE_CHANGED", 60)],
            [("PARAM_OUT_OF_RANGE", 1000), ("UNKNOWN_INSTRUMENT", "Echo")],
            ["VALUE_CHANGED", "UNKNOWN_INSTRUMENT"],
        ),
        ([], [("PARAM_OUT_OF_RANGE", 1000)], ["PARAM_OUT_OF_RANGE"]),
    ],
    ids=["questions-first", "repairable-first", "first-passes"],
)
def test_check_code_adds_what_later_verifiers_must_show(
    first: list[tuple[str, object]], later: list[tuple[str, object]], expected: list[str]
) -> None:
    """It should add every later finding when the first failing verifier only asks."""
    verifiers = Verifiers(code=(_Finds("first", *first), _Finds("later", *later)))
    registry = load_registry()
    ctx = PlanningContext(IntentSpec(text="x"), registry, project(registry, ["spin"], [], []))
    found = verifiers.check_code({"steps": []}, ctx)
    assert [v.code for v in found] == expected
