"""The verifiers the controller runs: the public seam for adding, replacing or ablating checks.

A plan passes through two kinds of check:

* **draft verifiers** read a protocol draft and return findings (K_s: the scientific
  checklist, then optionally an LLM reviewer);
* **code verifiers** read the device code (a resolved workflow document, and at the
  interlock the exact :class:`~bioproagent.ir.Workflow` to be returned) and return
  violations (K_p: the rule engine).

Each kind runs in order and stops at the first verifier that reports an error, so a costly
check (the LLM reviewer) only sees drafts the cheap ones passed. :meth:`Verifiers.standard`
is what :func:`bioproagent.plan` uses; pass your own :class:`Verifiers` to
:class:`~bioproagent.agent.controller.Controller`, :func:`~bioproagent.agent.plan.plan` or
:func:`~bioproagent.agent.plan.rectify_workflow` to add a verifier (an intent-conformance
check, a lab policy) or to take one away (benchmark ablations).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from bioproagent.conformance.codes import asks
from bioproagent.draft import Draft, Finding, Usage
from bioproagent.ir import Workflow
from bioproagent.planners.base import PlanningContext
from bioproagent.rules import verify
from bioproagent.rules.violation import Violation

__all__ = [
    "CodeVerifier",
    "DraftVerdict",
    "DraftVerifier",
    "LLMReview",
    "PhysicalCheck",
    "ScientificCheck",
    "Verifiers",
]


@dataclass
class DraftVerdict:
    """What a draft verifier found, and the model usage it cost (if it called a model)."""

    findings: list[Finding] = field(default_factory=list)
    usage: Usage | None = None

    @property
    def passed(self) -> bool:
        return not any(f.severity == "error" for f in self.findings)


class DraftVerifier(Protocol):
    """Checks a protocol draft against the intent."""

    @property
    def name(self) -> str: ...

    def __call__(self, draft: Draft, ctx: PlanningContext) -> DraftVerdict: ...


class CodeVerifier(Protocol):
    """Checks device code (ids resolved) against the registry."""

    @property
    def name(self) -> str: ...

    def __call__(
        self, workflow: Workflow | dict[str, Any], ctx: PlanningContext
    ) -> list[Violation]: ...


DraftChecker = Callable[[Draft, Any], list[Finding]]
"""A checklist function ``(draft, intent) -> findings``, like
:func:`bioproagent.science.checklist.check_draft`."""


def _default_checklist(draft: Draft, intent: Any) -> list[Finding]:
    from bioproagent.science.checklist import check_draft

    return check_draft(draft, intent)


@dataclass(frozen=True)
class ScientificCheck:
    """K_s: the deterministic scientific checklist."""

    checklist: DraftChecker = _default_checklist
    name: str = "K_s"

    def __call__(self, draft: Draft, ctx: PlanningContext) -> DraftVerdict:
        return DraftVerdict(findings=list(self.checklist(draft, ctx.intent)))


@dataclass(frozen=True)
class LLMReview:
    """K_s, second opinion: a chat model reviews a draft the checklist passed."""

    chat: Any
    """A langchain-core chat model."""
    name: str = "K_s reviewer"

    def __call__(self, draft: Draft, ctx: PlanningContext) -> DraftVerdict:
        from bioproagent.science.review import review_with_llm

        findings, usage = review_with_llm(draft, ctx.intent, self.chat)
        return DraftVerdict(findings=findings, usage=usage)


@dataclass(frozen=True)
class PhysicalCheck:
    """K_p: the physical rule engine over the hardware registry."""

    track_volumes: bool = True
    """False only for formats without well-level contents (the public ProAgent format)."""
    name: str = "K_p"

    def __call__(
        self, workflow: Workflow | dict[str, Any], ctx: PlanningContext
    ) -> list[Violation]:
        return list(verify(workflow, ctx.registry, track_volumes=self.track_volumes).violations)


@dataclass(frozen=True)
class Verifiers:
    """The checks a plan must pass, in the order they run."""

    draft: tuple[DraftVerifier, ...] = ()
    code: tuple[CodeVerifier, ...] = ()

    @classmethod
    def standard(
        cls, *, chat: Any = None, track_volumes: bool = True, intent: bool = True
    ) -> Verifiers:
        """K_s (plus the LLM reviewer when ``chat`` is given), then on code: what the intent
        holds that nobody could read (K_i, first pass), K_p, and intent conformance (K_i).
        ``intent=False`` leaves K_i out (repairing given code, whose intent is a
        description of the workflow rather than a request)."""
        from bioproagent.conformance.verifier import IntentConformance, IntentReading

        draft: tuple[DraftVerifier, ...] = (ScientificCheck(),)
        if chat is not None:
            draft += (LLMReview(chat),)
        physical: CodeVerifier = PhysicalCheck(track_volumes=track_volumes)
        code: tuple[CodeVerifier, ...] = (
            (IntentReading(), physical, IntentConformance()) if intent else (physical,)
        )
        return cls(draft=draft, code=code)

    @property
    def names(self) -> list[str]:
        return [v.name for v in self.draft] + [v.name for v in self.code]

    def check_draft(self, draft: Draft, ctx: PlanningContext) -> DraftVerdict:
        """Run the draft verifiers in order, stopping after the first that fails."""
        total = DraftVerdict()
        for verifier in self.draft:
            verdict = verifier(draft, ctx)
            total.findings += verdict.findings
            if verdict.usage is not None:
                total.usage = total.usage or Usage()
                total.usage.add(verdict.usage)
            if not verdict.passed:
                break
        return total

    def check_code(
        self, workflow: Workflow | dict[str, Any], ctx: PlanningContext
    ) -> list[Violation]:
        """Run the code verifiers in order, stopping after the first that reports violations.

        What a later verifier finds the scientist must be asked about (a number or a step of
        the intent nobody could read) is added, since no repair of the code can answer it.
        When everything the first failing verifier found is such a question, the later
        verifiers' findings are all added: a stated value outside an instrument's limits
        halts the plan whatever the answers would be, so the controller must see it."""
        for k, verifier in enumerate(self.code):
            violations = verifier(workflow, ctx)
            if violations:
                only_questions = all(asks(v.code, v.limit) for v in violations)
                seen = {(v.code, v.message) for v in violations}
                for later in self.code[k + 1 :]:
                    for v in later(workflow, ctx):
                        wanted = only_questions or asks(v.code, v.limit)
                        if wanted and (v.code, v.message) not in seen:
                            seen.add((v.code, v.message))
                            violations.append(v)
                return violations
        return []
