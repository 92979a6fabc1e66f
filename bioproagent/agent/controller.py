"""The controller: runs the Design-Verify-Rectify machine around a planner.

Each cycle computes the signal vector, lets the decision table pick the next state and
runs that state's action (ask the planner, check the draft, verify the code, rectify).
Control is decided only by the table: an action that must stop the plan records a halt
(:meth:`Session.stop`, a :class:`~bioproagent.vocab.HaltKind` and a reason) and the
``halt`` row moves the machine; the interlock is a signal the SUCCESS row reads, so
SUCCESS is entered only when the verifiers re-checked exactly the workflow to be returned.
Work is bounded (total cycles, revisions and repairs per phase); a draft or code proposed
twice is a loop and halts. The checks themselves are passed in (:class:`Verifiers`).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from bioproagent.agent.fsm import DecisionMachine, Row, Signals
from bioproagent.agent.rectify import (
    RepairAction,
    RepairSituation,
    apply_safe_repairs,
    capability_note,
    fingerprint,
    is_unmodelled,
    planner_changes,
    repair_choices,
    split_repairs,
    stated_values,
    unstated_settings,
)
from bioproagent.agent.session import Limits, Session, TraceEntry
from bioproagent.agent.verifiers import Verifiers
from bioproagent.conformance.codes import INTENT_CODES
from bioproagent.conformance.codes import asks as asks_scientist
from bioproagent.grounding import project, resolve
from bioproagent.intent import lexicon as lx
from bioproagent.intent.answers import apply_answers
from bioproagent.intent.spec import IntentSpec
from bioproagent.ir import Workflow
from bioproagent.planners.base import Planner, PlannerReply
from bioproagent.rules.violation import Violation
from bioproagent.vocab import HaltKind, State, ViolationCode

__all__ = [
    "ClarifyCallback",
    "Controller",
    "Limits",
    "Retriever",
    "RunOutcome",
    "Session",
    "TraceEntry",
]

ClarifyCallback = Callable[[list[str]], "dict[str, str] | list[str] | None"]
Retriever = Callable[[IntentSpec], list[Any]]


class RunOutcome(BaseModel):
    """What the controller hands to :func:`bioproagent.agent.plan`."""

    state: State
    halt_kind: HaltKind | None = None
    halt_reason: str | None = None
    needs_clarification: bool = False
    questions: list[str] = Field(default_factory=list)


@dataclass(frozen=True)
class _Repairs:
    """The current violations split into safe repairs and infeasible requests."""

    safe: list[Violation]
    infeasible: list[Violation]


class Controller:
    """Drives one plan through the machine.

    Args:
        planner: proposes drafts and code.
        verifiers: the checks (default: :meth:`Verifiers.standard`, K_s then K_p).
        retrieve: protocols for the intent from a knowledge library, or None.
        clarify: asked the intent's open questions, or None to record assumptions.
        limits: bounds on the work.
    """

    def __init__(
        self,
        planner: Planner,
        *,
        verifiers: Verifiers | None = None,
        retrieve: Retriever | None = None,
        clarify: ClarifyCallback | None = None,
        limits: Limits | None = None,
    ) -> None:
        self.planner = planner
        self.verifiers = verifiers if verifiers is not None else Verifiers.standard()
        self.retrieve = retrieve
        self.clarify = clarify
        self.limits = limits or Limits()
        self._repairs: dict[RepairAction, Callable[[Session, _Repairs], str | None]] = {
            RepairAction.ASK_SCIENTIST: self._ask_scientist,
            RepairAction.HALT_INFEASIBLE: self._halt_infeasible,
            RepairAction.HALT_BUDGET: self._halt_repair_budget,
            RepairAction.APPLY_SAFE: self._apply_safe,
            RepairAction.HALT_UNMODELLED: self._halt_unmodelled,
            RepairAction.ASK_PLANNER: self._ask_planner_to_fix,
        }

    def run(self, session: Session) -> RunOutcome:
        session.ambiguous = session.ctx.intent.ambiguous
        machine = DecisionMachine(session.signals)
        actions: dict[State, Callable[[Session], str]] = {
            State.CLARIFY: self._clarify,
            State.DESIGN_DRAFT: self._design_draft,
            State.VERIFY_DRAFT: self._verify_draft,
            State.RECTIFY_DRAFT: self._rectify_draft,
            State.DESIGN_CODE: self._design_code,
            State.VERIFY_CODE: self._verify_code,
            State.RECTIFY_CODE: self._rectify_code,
            State.SUCCESS: self._approve,
        }
        cycle = 0
        while not machine.finished:
            cycle += 1
            if cycle > self.limits.max_cycles:
                session.stop(
                    HaltKind.CYCLES,
                    f"stopped after {self.limits.max_cycles} cycles without approval "
                    "(bounded work)",
                )
            source, signals = machine.state, session.signals()
            row = machine.decide()
            if row is None:
                session.stop(
                    HaltKind.CONTROLLER_DEFECT,
                    f"no decision-table row matches signals {signals} in state {source} "
                    "(controller defect; nothing approved)",
                )
                signals = session.signals()
                row = machine.decide()
                assert row is not None, "the halt row fires from every active state"
            self._record(session, cycle, source, signals, row, actions.get(machine.state))
        halt = session.halt
        return RunOutcome(
            state=machine.state,
            halt_kind=halt.kind if halt else None,
            halt_reason=halt.reason if halt else None,
            needs_clarification=session.needs_clarification,
            questions=list(session.ctx.intent.questions),
        )

    def _record(
        self,
        session: Session,
        cycle: int,
        source: State,
        signals: Signals,
        row: Row,
        action: Callable[[Session], str] | None,
    ) -> None:
        started = time.perf_counter()
        if row.halt is not None:
            if row.halt is HaltKind.INTERLOCK and session.interlock_violations:
                session.violations = list(session.interlock_violations)
            session.stop(row.halt, row.reason)
        result = action(session) if action else (session.halt_reason or "")
        session.trace.append(
            TraceEntry(
                cycle=cycle,
                source=source,
                target=row.target,
                rule=row.name,
                signals=signals.model_dump(),
                action=action.__name__.strip("_") if action else "",
                result=result,
                ms=round((time.perf_counter() - started) * 1000, 2),
            )
        )

    # -- actions ------------------------------------------------------------------------
    def _clarify(self, s: Session) -> str:
        questions = list(s.ctx.intent.questions)
        nothing_to_plan = not (s.ctx.intent.operations or s.ctx.intent.assays)
        answers = self.clarify(questions) if self.clarify else None
        if isinstance(answers, list):
            answers = dict(zip(questions, answers, strict=False))
        if answers:
            s.ctx.answers.update({q: a for q, a in answers.items() if a})
            s.ctx.intent = apply_answers(s.ctx.intent, s.ctx.answers)
        unanswered = [q for q in questions if not s.ctx.answers.get(q)]
        if nothing_to_plan and not s.ctx.answers and not s.ctx.draft_only:
            s.stop(
                HaltKind.NEEDS_CLARIFICATION,
                "the intent names no assay or operation the workcell can run; "
                "answer the questions and plan again",
            )
            return "needs clarification"
        for question in unanswered:
            s.ctx.assumptions.append(
                f"No answer to '{question}': the protocol library's default is used."
            )
        s.ambiguous = False
        return f"{len(s.ctx.answers)} answered, {len(unanswered)} assumed"

    def _planner_call(self, s: Session, reply: PlannerReply, what: str) -> bool:
        s.usage.add(reply.usage)
        if reply.ok:
            s.planner_failures = 0
            return True
        s.planner_failures += 1
        if s.planner_failures >= self.limits.max_planner_failures:
            s.stop(
                HaltKind.PLANNER_FAILURE,
                f"the planner failed to produce {what} {s.planner_failures} times in a row; "
                f"last error: {reply.error}",
            )
        return False

    def _is_loop(self, s: Session, value: Any, what: str) -> bool:
        key = f"{what}:{fingerprint(value)}"
        if key in s.seen:
            open_issues = (
                s.violations if what == "code" else [f for f in s.findings if f.severity == "error"]
            )
            listing = "; ".join(f"{x.code}: {x.message}" for x in open_issues[:4])
            s.stop(
                HaltKind.LOOP,
                f"loop: the planner proposed the same {what} twice"
                + (f"; unresolved: {listing}" if listing else ""),
            )
            return True
        s.seen.add(key)
        return False

    def _design_draft(self, s: Session) -> str:
        if self.retrieve is not None and not s.knowledge_retrieved:
            s.ctx.knowledge = self.retrieve(s.ctx.intent)
            s.knowledge_retrieved = True
        reply = self.planner.draft(s.ctx)
        if not self._planner_call(s, reply, "a draft"):
            return f"no draft: {reply.error}"
        assert reply.draft is not None  # a reply that is ok carries its proposal
        if self._is_loop(s, reply.draft, "draft"):
            return "loop"
        s.draft, s.sci_checked = reply.draft, False
        return f"draft with {len(reply.draft.steps)} steps"

    def _verify_draft(self, s: Session) -> str:
        assert s.draft is not None  # the decision table guarantees a draft here
        verdict = self.verifiers.check_draft(s.draft, s.ctx)
        if verdict.usage is not None:
            s.usage.add(verdict.usage)
        s.findings, s.sci_checked = verdict.findings, True
        errors = [f.code for f in s.findings if f.severity == "error"]
        return "K_s pass" if not errors else f"K_s fail: {', '.join(errors)}"

    def _rectify_draft(self, s: Session) -> str:
        assert s.draft is not None
        if s.draft_revisions >= self.limits.max_draft_revisions:
            s.stop(
                HaltKind.DRAFT_BUDGET,
                f"the draft still fails the scientific check after {s.draft_revisions} "
                "revisions: " + "; ".join(f.message for f in s.findings if f.severity == "error"),
            )
            return "revision budget exhausted"
        s.draft_revisions += 1
        reply = self.planner.revise_draft(s.ctx, s.draft, s.findings)
        if not self._planner_call(s, reply, "a revised draft"):
            s.stop(
                HaltKind.PLANNER_FAILURE, f"the planner could not revise the draft: {reply.error}"
            )
            return "no revision"
        assert reply.draft is not None
        if self._is_loop(s, reply.draft, "draft"):
            return "loop"
        s.draft, s.sci_checked = reply.draft, False
        return f"revision {s.draft_revisions}"

    def _design_code(self, s: Session) -> str:
        assert s.draft is not None
        ops = list(s.ctx.intent.operations) + [st.operation for st in s.draft.steps if st.operation]
        formats = list(s.ctx.intent.formats) + [lw.format for lw in s.draft.labware]
        s.ctx.symbols = project(s.ctx.registry, ops, s.draft.reagents, formats)
        reply = self.planner.code(s.ctx, s.draft)
        if not self._planner_call(s, reply, "device code"):
            return f"no code: {reply.error}"
        assert reply.code is not None
        return self._new_code(s, reply.code, "code")

    def _new_code(self, s: Session, code: dict[str, Any], label: str) -> str:
        if self._is_loop(s, code, "code"):
            return "loop"
        s.code, s.phys_checked, s.workflow = code, False, None
        s.interlock_fingerprint, s.interlock_violations = None, []
        return f"{label} with {len(code.get('steps') or [])} steps"

    def _verify_code(self, s: Session) -> str:
        assert s.code is not None
        resolved, problems = resolve(s.code, s.ctx.symbols, s.ctx.registry)
        s.violations = list(problems)
        s.workflow, s.interlock_fingerprint, s.interlock_violations = None, None, []
        if not resolved.get("steps"):
            s.violations.append(
                Violation(
                    code=ViolationCode.EMPTY_WORKFLOW,
                    path="/steps",
                    actual=0,
                    message="the device code has no steps, so there is nothing to approve.",
                    hint="write at least one step for the draft's operations",
                )
            )
        if not s.violations:
            try:
                s.workflow = Workflow.model_validate(resolved)
            except ValidationError:
                s.workflow = None
            s.violations = self.verifiers.check_code(resolved, s.ctx)
            if s.workflow is not None:
                for step in s.workflow.steps:
                    inst = s.ctx.registry.instrument(step.device)
                    step.category = inst.category if inst else None
        s.phys_checked = True
        s.verified_fingerprint = fingerprint(s.code) if not s.violations else None
        if s.violations:
            return f"K_p fail: {len(s.violations)} violation(s): " + ", ".join(
                sorted({v.code for v in s.violations})
            )
        return "K_p pass; " + self._interlock(s)

    def _interlock(self, s: Session) -> str:
        """Re-run the code verifiers on exactly the Workflow that approval would return."""
        if s.workflow is None:
            return "interlock: no workflow to re-check"
        s.interlock_violations = self.verifiers.check_code(s.workflow, s.ctx)
        if s.interlock_violations:
            return "interlock: the final workflow does not pass"
        s.interlock_fingerprint = fingerprint(s.workflow.model_dump(mode="json"))
        return "interlock pass"

    def _rectify_code(self, s: Session) -> str:
        assert s.code is not None and s.draft is not None
        repairs = _Repairs(*split_repairs(s.violations, s.ctx.intent, s.code))
        if not repairs.infeasible:  # a stated value outside the limits halts first
            s.violations = unstated_settings(s.violations, s.ctx.intent, s.code)
        situation = RepairSituation(
            infeasible=bool(repairs.infeasible),
            budget_left=s.code_repairs < self.limits.max_code_repairs,
            safe=bool(repairs.safe),
            unmodelled=any(is_unmodelled(v) for v in s.violations),
            asks=any(asks_scientist(v.code, v.limit) for v in s.violations),
            beyond_limits=bool(_beyond_limits(repairs.infeasible, s.ctx.intent, s.violations)),
        )
        counted = False
        for choice in repair_choices(situation):
            if choice.counts_as_round and not counted:
                s.code_repairs, counted = s.code_repairs + 1, True
            result = self._repairs[choice.action](s, repairs)
            if result is not None:
                return result
        raise AssertionError("the last repair choice always acts")  # pragma: no cover

    # -- repair choices (rows of bioproagent.agent.rectify.REPAIR_CHOICES) -----------------
    def _ask_scientist(self, s: Session, _: _Repairs) -> str:
        unread = [v for v in s.violations if asks_scientist(v.code, v.limit)]
        s.stop(
            HaltKind.NEEDS_CLARIFICATION,
            "needs clarification: "
            + " ".join(v.message for v in unread)
            + " Answer (e.g. --answer 'text=value') or rephrase and plan again.",
            1500,
        )
        return "needs clarification (K_i)"

    def _halt_infeasible(self, s: Session, repairs: _Repairs) -> str:
        grouped: dict[str, list[Violation]] = {}
        beyond = _beyond_limits(repairs.infeasible, s.ctx.intent, s.violations)
        for v in beyond or repairs.infeasible:
            grouped.setdefault(v.path, []).append(v)
        notes = [
            " ".join(v.message for v in group)
            + f" {capability_note(s.ctx.registry, s.workflow, group[0])}"
            for group in grouped.values()
        ]
        unread = [v.message for v in s.violations if asks_scientist(v.code, v.limit)]
        s.stop(
            HaltKind.INFEASIBLE,
            "the intent asks for a value outside the limits of the instruments that fit: "
            + " ".join(notes)
            + " Change the request (or the labware) and plan again."
            + (" Also unclear: " + " ".join(unread) if unread else ""),
            1500,
        )
        return "infeasible request"

    def _halt_repair_budget(self, s: Session, _: _Repairs) -> str:
        s.stop(
            HaltKind.CODE_BUDGET,
            f"violations remain after {s.code_repairs} repair rounds: "
            + "; ".join(f"{v.code} at {v.path}" for v in s.violations[:6]),
            10_000,
        )
        return "repair budget exhausted"

    def _apply_safe(self, s: Session, repairs: _Repairs) -> str | None:
        assert s.code is not None
        document, _ = resolve(s.code, s.ctx.symbols, s.ctx.registry)
        patched, records = apply_safe_repairs(document, repairs.safe)
        if not records:
            return None  # nothing applied: the next matching choice acts
        s.rectifications += records
        return self._new_code(s, patched, f"{len(records)} safe repair(s)")

    def _halt_unmodelled(self, s: Session, _: _Repairs) -> str:
        unmodelled = [v for v in s.violations if is_unmodelled(v)]
        s.stop(
            HaltKind.UNMODELLED,
            "the registry does not model: " + "; ".join(v.message for v in unmodelled),
        )
        return "unmodelled operation"

    def _ask_planner_to_fix(self, s: Session, repairs: _Repairs) -> str:
        assert s.code is not None and s.draft is not None
        reply = self.planner.fix_code(s.ctx, s.draft, s.code, s.violations)
        if not self._planner_call(s, reply, "corrected code"):
            asked = unstated_settings(s.violations, s.ctx.intent, s.code, nothing_stated=True)
            if all(asks_scientist(v.code, v.limit) for v in asked):
                s.violations = asked  # settings only the scientist can give: ask for them
                return self._ask_scientist(s, repairs)
            s.stop(HaltKind.PLANNER_FAILURE, f"the planner could not fix the code: {reply.error}")
            return "no fix"
        assert reply.code is not None
        s.rectifications += planner_changes(s.code, reply.code, s.violations, s.ctx)
        return self._new_code(s, reply.code, "planner fix")

    def _approve(self, s: Session) -> str:
        """SUCCESS: the table let the plan in only through a passing interlock."""
        if s.code is None:
            return "draft approved (no device code was requested)"
        return "approved"


def _beyond_limits(
    infeasible: list[Violation], intent: IntentSpec, found: list[Violation]
) -> list[Violation]:
    """The stated values outside the limits that halt a plan even while questions remain.

    A value qualifies when the rule engine (K_p, not K_i) rejects it and the only questions
    (``found``) are numbers nobody could read, none of them quoting the value itself: an
    unknown instrument, an unread step, a range, a condition or a revision could be what
    the value belongs to, so those are asked first. A volume written in nanolitres asks for
    a dispenser the registry may lack (an acoustic one), so it is a question too."""
    questions = [v for v in found if asks_scientist(v.code, v.limit)]
    if any(v.code != "UNCONSUMED_QUANTITY" for v in questions):
        return []
    if questions and _HEDGED.search(intent.text):
        return []  # 'Not sure, maybe 160': the writer is unsure which value is meant
    beyond = []
    for v in infeasible:
        if v.code in INTENT_CODES or not isinstance(v.actual, int | float):
            continue
        sources = [
            q.text
            for q in intent.quantities
            if abs(q.value - float(v.actual)) < 1e-9 and q.value in stated_values(v, intent)
        ]
        if not sources or any(lx.NANOLITRES.search(text) for text in sources):
            continue
        if not any(text in question.message for text in sources for question in questions):
            beyond.append(v)
    return beyond


_HEDGED = re.compile(rf"\b(?:{lx.UNDECIDED_WORDS})\b", re.IGNORECASE)
