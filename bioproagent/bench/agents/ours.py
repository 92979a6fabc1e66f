"""bioproagent on the benchmark, and its four ablations.

* ``bioproagent``: :func:`bioproagent.agent.plan.plan` (A, B, C) or
  :func:`bioproagent.agent.plan.rectify_workflow` (D), exactly as a user would call them (D items
  without well contents run the same controller with volume tracking off).
  Halted plans are scored on their last candidate workflow (``approved`` is False), so
  C_p measures what the agent would have run had it not stopped itself.
* ``-no_fsm``: no state machine: one fixed pass retrieve -> draft -> code -> verify,
  returning the code whatever the check says (D: the given code is verified once and
  returned); no clarification, no revision, no repair.
* ``-no_verification``: the controller and its state machine run with no verifiers
  (``verifiers=Verifiers()``, the public seam), so K_s and K_p report nothing and the
  interlock has nothing to re-check: whatever the planner writes is approved, provided it
  is a workflow at all (symbols still resolve through Ψ, and a document that is not a
  workflow has nothing to approve).
* ``-no_knowledge``: ``plan(..., use_knowledge=False)``; D is unchanged (repair retrieves
  nothing).
* ``-no_clarify``: the intent is parsed first and its open questions are dropped before
  it is handed to ``plan`` (which accepts a parsed intent), so CLARIFY is
  never entered and no "no answer to ..." assumption is recorded (the planner still fills
  defaults and records those choices in the draft, as it always does); D is unchanged.
"""

from __future__ import annotations

from typing import Any

from bioproagent.agent.plan import PlanResult, plan, rectify_workflow
from bioproagent.agent.verifiers import Verifiers
from bioproagent.bench.agents.tools import (
    BenchAgent,
    Recorder,
    canonical,
    intent_text,
    render_draft,
)
from bioproagent.bench.types import AgentOutput, BenchItem
from bioproagent.intent.parser import parse_intent
from bioproagent.intent.spec import IntentSpec
from bioproagent.registry.loader import Registry, load_registry
from bioproagent.vocab import HaltKind

ABLATIONS = ("fsm", "verification", "knowledge", "clarify")


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
        verifiers = Verifiers() if self.ablate == "verification" else None
        if item.subset == "D":
            if item.faulty_workflow is None:
                raise ValueError(f"Subset D item {item.id} has no faulty_workflow to repair")
            result = rectify_workflow(
                item.faulty_workflow,
                item.query,
                model=self.planner,
                registry=self.registry,
                track_volumes=item.track_volumes,
                verifiers=verifiers,
            )
        else:
            intent: str | IntentSpec = intent_text(item)
            if self.ablate == "clarify":
                parsed = parse_intent(intent_text(item), self.registry or load_registry())
                intent = parsed.model_copy(update={"questions": []})
            result = plan(
                intent,
                model=self.planner,
                registry=self.registry,
                use_knowledge=self.ablate != "knowledge",
                draft_only=item.subset == "A",
                verifiers=verifiers,
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
        loop=result.halt_kind is HaltKind.LOOP,
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
