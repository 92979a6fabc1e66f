"""The controller: runs the Design-Verify-Rectify machine around a planner.

Each cycle computes the signal vector, lets the decision table pick the next state and
runs that state's action (ask the planner, check the draft, verify the code, rectify).
Work is bounded (total cycles, revisions and repairs per phase); a draft or code proposed
twice is a loop and halts. The interlock: SUCCESS is entered only from VERIFY_CODE with a
clean rule-engine report, and the approved workflow is verified once more, on exactly the
document returned, before it is handed back.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from bioproagent.agent.fsm import DecisionMachine, Row, Signals
from bioproagent.agent.rectify import (
    Rectification,
    apply_safe_repairs,
    capability_note,
    fingerprint,
    split_repairs,
    value_at,
)
from bioproagent.conformance.codes import asks as ask_scientist
from bioproagent.draft import Draft, Finding, Usage
from bioproagent.grounding import project, resolve
from bioproagent.intent.answers import apply_answers
from bioproagent.intent.spec import IntentSpec
from bioproagent.ir import Workflow
from bioproagent.planners.base import Planner, PlannerReply, PlanningContext
from bioproagent.registry.loader import Registry
from bioproagent.rules import verify
from bioproagent.rules.violation import Violation

ClarifyCallback = Callable[[list[str]], "dict[str, str] | list[str] | None"]
Reviewer = Callable[[Draft, IntentSpec], "tuple[list[Finding], Usage]"]
Retriever = Callable[[IntentSpec], list[Any]]
DraftChecker = Callable[[Draft, IntentSpec], list[Finding]]
IntentChecker = Callable[[IntentSpec, Workflow, Registry, Sequence[str]], list[Violation]]
"""K_i: (parsed intent, approved-to-be workflow, registry, recorded notes) -> violations."""


@dataclass
class Limits:
    """Bounds on the work one plan may do."""

    max_cycles: int = 30
    max_draft_revisions: int = 3
    max_code_repairs: int = 4
    max_planner_failures: int = 2


class TraceEntry(BaseModel):
    """One transition: the signals seen, the rule that fired, the action and its result."""

    cycle: int
    source: str
    target: str
    rule: str
    signals: dict[str, bool]
    action: str = ""
    result: str = ""
    ms: float = 0.0


@dataclass
class Session:
    """Working and episodic memory of one plan."""

    ctx: PlanningContext
    draft: Draft | None = None
    findings: list[Finding] = field(default_factory=list)
    sci_checked: bool = False
    code: dict[str, Any] | None = None
    workflow: Workflow | None = None
    violations: list[Violation] = field(default_factory=list)
    intent_violations: list[Violation] = field(default_factory=list)
    """K_i findings on the current code; an unread number or unknown instrument is acted on
    at once, the other findings once K_p passes."""
    phys_checked: bool = False
    verified_fingerprint: str | None = None
    knowledge_retrieved: bool = False
    ambiguous: bool = False
    halt_reason: str | None = None
    needs_clarification: bool = False
    seen: set[str] = field(default_factory=set)
    draft_revisions: int = 0
    code_repairs: int = 0
    planner_failures: int = 0
    rectifications: list[Rectification] = field(default_factory=list)
    trace: list[TraceEntry] = field(default_factory=list)
    usage: Usage = field(default_factory=Usage)

    def signals(self) -> Signals:
        sci_pass = self.sci_checked and not any(f.severity == "error" for f in self.findings)
        return Signals(
            halt=self.halt_reason is not None,
            ambiguous=self.ambiguous,
            knowledge=self.knowledge_retrieved,
            draft=self.draft is not None,
            sci_checked=self.sci_checked,
            sci_pass=sci_pass,
            code=self.code is not None,
            phys_checked=self.phys_checked,
            phys_pass=self.phys_checked and not self.violations,
            intent_pass=self.phys_checked and not self.intent_violations,
            draft_only=self.ctx.draft_only,
        )


class RunOutcome(BaseModel):
    """What the controller hands to :func:`bioproagent.agent.plan`."""

    state: str
    halt_reason: str | None = None
    needs_clarification: bool = False
    questions: list[str] = Field(default_factory=list)


def planner_changes(
    old: dict[str, Any], new: Any, violations: list[Violation], ctx: PlanningContext
) -> list[Rectification]:
    """What the planner's fix changed at the places the violations pointed to."""
    if not isinstance(new, dict):
        return []
    before, _ = resolve(old, ctx.symbols, ctx.registry)
    after, _ = resolve(new, ctx.symbols, ctx.registry)
    changes = []
    for v in violations:
        if not v.path:
            continue
        was, now = value_at(before, v.path), value_at(after, v.path)
        if was != now:
            changes.append(
                Rectification(
                    code=v.code,
                    path=v.path,
                    before=was,
                    after=now,
                    source="planner",
                    reason=f"the planner revised the code after: {v.message}",
                )
            )
    return changes


def _brief(text: str, limit: int = 700) -> str:
    """A halt reason short enough to read (the full lists stay in the result)."""
    return text if len(text) <= limit else text[: limit - 3].rstrip() + "..."


class Controller:
    """Drives one plan through the machine."""

    def __init__(
        self,
        planner: Planner,
        *,
        check_draft: DraftChecker,
        retrieve: Retriever | None = None,
        reviewer: Reviewer | None = None,
        clarify: ClarifyCallback | None = None,
        limits: Limits | None = None,
        track_volumes: bool = True,
        check_intent: IntentChecker | None = None,
    ) -> None:
        self.planner = planner
        self.check_intent = check_intent
        """K_i. None (the error-correction task, which repairs given code) skips it."""
        self.track_volumes = track_volumes
        """Passed to the rule engine; False only for formats without well-level contents
        (the public ProAgent node format)."""
        self.check_draft = check_draft
        self.retrieve = retrieve
        self.reviewer = reviewer
        self.clarify = clarify
        self.limits = limits or Limits()

    def run(self, session: Session) -> RunOutcome:
        session.ambiguous = session.ctx.intent.ambiguous
        machine = DecisionMachine(session.signals)
        actions: dict[str, Callable[[Session], str]] = {
            "CLARIFY": self._clarify,
            "DESIGN_DRAFT": self._design_draft,
            "VERIFY_DRAFT": self._verify_draft,
            "RECTIFY_DRAFT": self._rectify_draft,
            "DESIGN_CODE": self._design_code,
            "VERIFY_CODE": self._verify_code,
            "RECTIFY_CODE": self._rectify_code,
            "SUCCESS": self._approve,
        }
        for cycle in range(1, self.limits.max_cycles + 1):
            source = machine.state
            signals = session.signals()
            row = machine.decide()
            if row is None:
                session.halt_reason = (
                    f"no decision-table row matches signals {signals} in "
                    f"state {source} (controller defect; nothing approved)"
                )
                machine.state = "HALT"
                row = Row("no row matched", {}, "HALT")
            started = time.perf_counter()
            action = actions.get(machine.state)
            result = action(session) if action else (session.halt_reason or "")
            session.trace.append(
                TraceEntry(
                    cycle=cycle,
                    source=source,
                    target=machine.state,
                    rule=row.name,
                    signals=signals.model_dump(),
                    action=action.__name__.strip("_") if action else "",
                    result=result,
                    ms=round((time.perf_counter() - started) * 1000, 2),
                )
            )
            if machine.state == "SUCCESS" and session.halt_reason is not None:
                machine.state = "HALT"  # the final interlock refused the approval
            if machine.finished:
                break
        else:
            session.halt_reason = (
                f"stopped after {self.limits.max_cycles} cycles without approval (bounded work)"
            )
            machine.state = "HALT"
        return RunOutcome(
            state=machine.state,
            halt_reason=session.halt_reason,
            needs_clarification=session.needs_clarification,
            questions=list(session.ctx.intent.questions),
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
            s.needs_clarification = True
            s.halt_reason = (
                "the intent names no assay or operation the workcell can run; "
                "answer the questions and plan again"
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
            s.halt_reason = _brief(
                f"the planner failed to produce {what} "
                f"{s.planner_failures} times in a row; last error: "
                f"{reply.error}"
            )
        return False

    def _is_loop(self, s: Session, value: Any, what: str) -> bool:
        key = f"{what}:{fingerprint(value)}"
        if key in s.seen:
            open_issues: list[Any] = (
                s.violations + s.intent_violations
                if what == "code"
                else [f for f in s.findings if f.severity == "error"]
            )
            listing = "; ".join(f"{x.code}: {x.message}" for x in open_issues[:4])
            s.halt_reason = _brief(
                f"loop: the planner proposed the same {what} twice"
                + (f"; unresolved: {listing}" if listing else "")
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
        if self._is_loop(s, reply.value, "draft"):
            return "loop"
        s.draft, s.sci_checked = reply.value, False
        return f"draft with {len(s.draft.steps)} steps"

    def _verify_draft(self, s: Session) -> str:
        assert s.draft is not None  # the decision table guarantees a draft here
        s.findings = self.check_draft(s.draft, s.ctx.intent)
        if self.reviewer is not None and not any(f.severity == "error" for f in s.findings):
            extra, usage = self.reviewer(s.draft, s.ctx.intent)
            s.usage.add(usage)
            s.findings += extra
        s.sci_checked = True
        errors = [f.code for f in s.findings if f.severity == "error"]
        return "K_s pass" if not errors else f"K_s fail: {', '.join(errors)}"

    def _rectify_draft(self, s: Session) -> str:
        assert s.draft is not None
        if s.draft_revisions >= self.limits.max_draft_revisions:
            s.halt_reason = _brief(
                f"the draft still fails the scientific check after "
                f"{s.draft_revisions} revisions: "
                + "; ".join(f.message for f in s.findings if f.severity == "error")
            )
            return "revision budget exhausted"
        s.draft_revisions += 1
        reply = self.planner.revise_draft(s.ctx, s.draft, s.findings)
        if not self._planner_call(s, reply, "a revised draft"):
            s.halt_reason = s.halt_reason or _brief(
                f"the planner could not revise the draft: {reply.error}"
            )
            return "no revision"
        if self._is_loop(s, reply.value, "draft"):
            return "loop"
        s.draft, s.sci_checked = reply.value, False
        return f"revision {s.draft_revisions}"

    def _design_code(self, s: Session) -> str:
        assert s.draft is not None
        ops = list(s.ctx.intent.operations) + [st.operation for st in s.draft.steps if st.operation]
        formats = list(s.ctx.intent.formats) + [lw.format for lw in s.draft.labware]
        s.ctx.symbols = project(s.ctx.registry, ops, s.draft.reagents, formats)
        reply = self.planner.code(s.ctx, s.draft)
        if not self._planner_call(s, reply, "device code"):
            return f"no code: {reply.error}"
        return self._new_code(s, reply.value, "code")

    def _new_code(self, s: Session, code: dict[str, Any], label: str) -> str:
        if self._is_loop(s, code, "code"):
            return "loop"
        s.code, s.phys_checked, s.workflow = code, False, None
        return f"{label} with {len(code.get('steps') or [])} steps"

    def _verify_code(self, s: Session) -> str:
        assert s.code is not None
        resolved, problems = resolve(s.code, s.ctx.symbols, s.ctx.registry)
        s.violations = list(problems)
        if not resolved.get("steps"):
            s.violations.append(
                Violation(
                    code="EMPTY_WORKFLOW",
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
            report = verify(resolved, s.ctx.registry, track_volumes=self.track_volumes)
            s.violations = list(report.violations)
            if s.workflow is not None:
                for step in s.workflow.steps:
                    inst = s.ctx.registry.instrument(step.device)
                    step.category = inst.category if inst else None
        s.intent_violations = []
        if s.workflow is not None and self.check_intent is not None:
            s.intent_violations = self.check_intent(
                s.ctx.intent, s.workflow, s.ctx.registry, _notes(s)
            )
        s.phys_checked = True
        s.verified_fingerprint = fingerprint(s.code) if not s.violations else None
        if not s.violations and s.intent_violations:
            return "K_p pass, K_i fail: " + ", ".join(sorted({v.code for v in s.intent_violations}))
        return (
            ("K_p pass" + (", K_i pass" if self.check_intent else ""))
            if not s.violations
            else (
                f"K_p fail: {len(s.violations)} violation(s): "
                + ", ".join(sorted({v.code for v in s.violations}))
            )
        )

    def _rectify_code(self, s: Session) -> str:
        assert s.code is not None and s.draft is not None
        asks = [v for v in s.intent_violations if ask_scientist(v.code, v.limit)]
        if asks or (not s.violations and s.intent_violations):
            return self._rectify_intent(s)
        unmodelled = [
            v
            for v in s.violations
            if v.code in ("UNKNOWN_OPERATION", "UNKNOWN_DEVICE") and not v.repair
        ]
        safe, infeasible = split_repairs(s.violations, s.ctx.intent)
        if infeasible:
            grouped: dict[str, list[Violation]] = {}
            for v in infeasible:
                grouped.setdefault(v.path, []).append(v)
            notes = [
                " ".join(v.message for v in group)
                + f" {capability_note(s.ctx.registry, s.workflow, group[0])}"
                for group in grouped.values()
            ]
            s.halt_reason = _brief(
                "the intent asks for a value outside the limits of the "
                "instruments that fit: "
                + " ".join(notes)
                + " Change the request (or the labware) and plan again.",
                1500,
            )
            return "infeasible request"
        if s.code_repairs >= self.limits.max_code_repairs:
            s.halt_reason = f"violations remain after {s.code_repairs} repair rounds: " + "; ".join(
                f"{v.code} at {v.path}" for v in s.violations[:6]
            )
            return "repair budget exhausted"
        s.code_repairs += 1
        if safe:
            document, _ = resolve(s.code, s.ctx.symbols, s.ctx.registry)
            patched, records = apply_safe_repairs(document, safe)
            if records:
                s.rectifications += records
                return self._new_code(s, patched, f"{len(records)} safe repair(s)")
        if unmodelled and not safe:
            s.halt_reason = _brief(
                "the registry does not model: " + "; ".join(v.message for v in unmodelled)
            )
            return "unmodelled operation"
        reply = self.planner.fix_code(s.ctx, s.draft, s.code, s.violations)
        if not self._planner_call(s, reply, "corrected code"):
            s.halt_reason = s.halt_reason or _brief(
                f"the planner could not fix the code: {reply.error}"
            )
            return "no fix"
        s.rectifications += planner_changes(s.code, reply.value, s.violations, s.ctx)
        return self._new_code(s, reply.value, "planner fix")

    def _rectify_intent(self, s: Session) -> str:
        """K_i failed on code that passes K_p: put stated values and named instruments back,
        then ask the planner; an unread number or unknown instrument needs the scientist."""
        assert s.code is not None and s.draft is not None
        found = s.intent_violations
        listing = "; ".join(v.message for v in found[:6])
        if any(ask_scientist(v.code, v.limit) for v in found):
            s.needs_clarification = True
            s.halt_reason = _brief(
                "needs clarification: "
                + "; ".join(v.message for v in found if ask_scientist(v.code, v.limit))
                + " Answer (e.g. --answer 'text=value') or rephrase and plan again.",
                1500,
            )
            return "needs clarification (K_i)"
        if s.code_repairs >= self.limits.max_code_repairs:
            s.halt_reason = _brief(
                f"the plan cannot do what the intent asks after {s.code_repairs} repair "
                f"rounds: {listing}",
                1500,
            )
            return "repair budget exhausted"
        s.code_repairs += 1
        repairable = [v for v in found if v.repair]
        if repairable:
            document, _ = resolve(s.code, s.ctx.symbols, s.ctx.registry)
            patched, records = apply_safe_repairs(document, repairable)
            if records:
                for r in records:
                    r.source = "K_i"
                s.rectifications += records
                return self._new_code(s, patched, f"{len(records)} stated value(s) restored")
        reply = self.planner.fix_code(s.ctx, s.draft, s.code, found)
        if not reply.ok:
            s.usage.add(reply.usage)
            s.halt_reason = _brief(f"the plan cannot do what the intent asks: {listing}", 1500)
            return "K_i unresolved"
        s.usage.add(reply.usage)
        return self._new_code(s, reply.value, "planner fix (K_i)")

    def _approve(self, s: Session) -> str:
        """Interlock: re-verify exactly the workflow being returned."""
        if s.ctx.draft_only and s.code is None:
            if (
                s.draft is None
                or not s.sci_checked
                or any(f.severity == "error" for f in s.findings)
            ):
                s.halt_reason = "interlock: the draft was not checked or does not pass"
                return "refused"
            return "draft approved (no device code was requested)"
        if s.code is None or s.workflow is None or s.verified_fingerprint != fingerprint(s.code):
            s.halt_reason = "interlock: the approved code is not the code that was verified"
            return "refused"
        final = verify(s.workflow, s.ctx.registry, track_volumes=self.track_volumes)
        if not final.ok:
            s.violations = list(final.violations)
            s.halt_reason = "interlock: the final workflow does not pass the rule engine"
            return "refused"
        if self.check_intent is not None:
            final_ki = self.check_intent(s.ctx.intent, s.workflow, s.ctx.registry, _notes(s))
            if final_ki:
                s.intent_violations = final_ki
                s.halt_reason = _brief(
                    "interlock: the final workflow does not do what the intent asks: "
                    + "; ".join(v.message for v in final_ki[:4])
                )
                return "refused"
        return "approved"


def _notes(s: Session) -> list[str]:
    """Recorded assumptions, open questions and answers: what K_i counts as addressed."""
    draft_notes = list(s.draft.assumptions) if s.draft else []
    answers = [f"{q} {a}" for q, a in s.ctx.answers.items()]
    return [*s.ctx.assumptions, *draft_notes, *s.ctx.intent.questions, *answers]
