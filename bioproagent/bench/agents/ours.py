"""bioproagent on the benchmark, and its four ablations.

* ``bioproagent``: :func:`bioproagent.agent.plan.plan` (A, B, C) or
  :func:`bioproagent.agent.plan.rectify_workflow` (D), exactly as a user would call them (D items
  without well contents run the same controller with volume tracking off).
  Halted plans are scored on their last candidate workflow (``approved`` is False), so
  C_p measures what the agent would have run had it not stopped itself.
* ``-no_fsm``: no state machine: one fixed pass retrieve -> draft -> code -> verify,
  returning the code whatever the check says (D: the given code is verified once and
  returned); no clarification, no revision, no repair.
* ``-no_verification``: the controller and its state machine run, but K_s and K_p always
  pass (a controller subclass whose checks report nothing and whose approval does not
  re-verify), so whatever the planner writes is approved. controller.py is unchanged.
* ``-no_knowledge``: ``plan(..., use_knowledge=False)``; D is unchanged (repair retrieves
  nothing).
* ``-no_clarify``: the intent's open questions are dropped before the run, so CLARIFY is
  never entered and no "no answer to ..." assumption is recorded (the planner still fills
  defaults and records those choices in the draft, as it always does); D is unchanged.
"""

from __future__ import annotations

from typing import Any

from bioproagent.agent.controller import Controller, Session
from bioproagent.agent.plan import PlanResult, plan, rectify_workflow
from bioproagent.agent.rectify import fingerprint
from bioproagent.bench.agents.tools import (
    BenchAgent,
    Recorder,
    canonical,
    intent_text,
    render_draft,
)
from bioproagent.bench.types import AgentOutput, BenchItem
from bioproagent.grounding import resolve
from bioproagent.ir import Workflow
from bioproagent.registry.loader import Registry

ABLATIONS = ("fsm", "verification", "knowledge", "clarify")


class NoVerificationController(Controller):
    """Ablation: the same machine, but K_s and K_p report nothing and approval trusts."""

    def _verify_draft(self, s: Session) -> str:
        s.findings, s.sci_checked = [], True
        return "K_s skipped (ablation): pass"

    def _verify_code(self, s: Session) -> str:
        assert s.code is not None
        document, _ = resolve(s.code, s.ctx.symbols, s.ctx.registry)
        try:
            s.workflow = Workflow.model_validate(document)
        except Exception:  # an invalid document is approved all the same in this ablation
            s.workflow = None
        s.violations, s.phys_checked = [], True
        s.verified_fingerprint = fingerprint(s.code)
        return "K_p skipped (ablation): pass"

    def _approve(self, s: Session) -> str:
        return "approved without verification (ablation)"


class BioProAgent(BenchAgent):
    """Our agent, or one of its ablations (``ablate`` in :data:`ABLATIONS` or None)."""

    def __init__(
        self, name: str, planner: Any, chat: Any, registry: Any, ablate: str | None = None
    ) -> None:
        super().__init__(name, planner, chat, registry)
        self.ablate = ablate

    def _run(self, item: BenchItem, rec: Recorder) -> AgentOutput:
        if self.ablate == "fsm":
            return self._linear(item, rec)
        controller = NoVerificationController if self.ablate == "verification" else Controller
        if item.subset == "D":
            if item.faulty_workflow is None:
                raise ValueError(f"Subset D item {item.id} has no faulty_workflow to repair")
            result = rectify_workflow(
                item.faulty_workflow,
                item.query,
                model=self.planner,
                registry=self.registry,
                track_volumes=item.track_volumes,
                controller_class=controller,
            )
        else:
            result = plan(
                intent_text(item),
                model=self.planner,
                registry=self.registry,
                use_knowledge=self.ablate != "knowledge",
                ask_questions=self.ablate != "clarify",
                draft_only=item.subset == "A",
                controller_class=controller,
            )
        return from_plan_result(item, result, self.registry)

    # -- no_fsm: one fixed pass -----------------------------------------------------------
    def _linear(self, item: BenchItem, rec: Recorder) -> AgentOutput:
        box = self.toolbox(item, rec)
        if item.subset != "D":
            box.call("search")
            box.call("draft")
            if item.subset != "A":
                box.call("write_code")
        box.call("verify")
        return box.output(
            approved=box.passed,
            loop=False,
            halt_reason=None
            if box.passed
            else "fixed pipeline: returned the output whatever the check said",
        )


def from_plan_result(item: BenchItem, result: PlanResult, registry: Registry) -> AgentOutput:
    """AgentOutput of a plan: draft text (A) or the approved / last candidate workflow."""
    usage = result.usage
    reason = result.halt_reason
    out = AgentOutput(
        draft_text=render_draft(result.draft) if result.draft and result.draft.steps else None,
        approved=result.approved,
        llm_calls=usage.llm_calls,
        prompt_tokens=usage.prompt_tokens,
        completion_tokens=usage.completion_tokens,
        loop=bool(reason and "loop" in reason.lower()),
        steps=len(result.trace),
        halt_reason=reason,
        violations=[v.model_dump(mode="json") for v in result.violations],
        trace=[t.model_dump(mode="json") for t in result.trace],
    )
    chosen = result.workflow or result.candidate_workflow
    if item.subset == "A":
        if result.workflow is not None:
            out.workflow = result.workflow.model_dump(mode="json", exclude_none=True)
        return out
    if chosen is not None:
        out.workflow = canonical(
            chosen.model_dump(mode="json", exclude_none=True), registry, item.track_volumes
        )
    else:
        out.parse_error = f"no device code was produced ({reason or result.status})"
    return out
