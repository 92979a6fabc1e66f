"""``plan(intent)``: intent in, approved device code (or a clear halt) out."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from bioproagent.agent.controller import ClarifyCallback, Controller, RunOutcome
from bioproagent.agent.rectify import Rectification
from bioproagent.agent.session import Limits, Session, TraceEntry
from bioproagent.agent.verifiers import Verifiers
from bioproagent.conformance.defaults import undisclosed_defaults, unstated_plates
from bioproagent.draft import Draft, Finding, Usage
from bioproagent.errors import InputError, PlanningError
from bioproagent.grounding import count_tokens, project, raw_context
from bioproagent.intent import lexicon as lx
from bioproagent.intent.annotated import annotation_notes
from bioproagent.intent.conditions import condition_notes
from bioproagent.intent.document import document_notes
from bioproagent.intent.planned_values import planned_notes
from bioproagent.intent.revisions import revision_notes
from bioproagent.intent.run_logs import replay_notes
from bioproagent.intent.spec import IntentSpec
from bioproagent.intent.threads import chronological, thread_notes
from bioproagent.ir import Workflow
from bioproagent.planners.base import Planner, PlanningContext
from bioproagent.planners.models.chat import start_budget
from bioproagent.redact import redact_data
from bioproagent.registry.loader import Registry, load_registry
from bioproagent.rules.violation import Violation
from bioproagent.vocab import HaltKind, State

Status = Literal["approved", "halted", "needs_clarification"]

MAX_INTENT_CHARS = 20_000
"""Longest intent accepted by :func:`plan` (about eight pages of text)."""


class PlanResult(BaseModel):
    """Everything one plan produced, approved or not."""

    status: Status
    intent: str
    planner: str
    draft: Draft | None = None
    workflow: Workflow | None = Field(
        default=None, description="The approved device code; null unless status is approved."
    )
    candidate_workflow: Workflow | None = Field(
        default=None,
        description="The last code proposed when the plan halted, for inspection only: it "
        "did not pass the rule engine and must not be run.",
    )
    violations: list[Violation] = Field(default_factory=list)
    findings: list[Finding] = Field(default_factory=list)
    rectifications: list[Rectification] = Field(default_factory=list)
    halt_reason: str | None = None
    halt_kind: HaltKind | None = Field(
        default=None, description="Why the plan stopped, for programs (null when approved)."
    )
    questions: list[str] = Field(default_factory=list)
    assumptions: list[str] = Field(default_factory=list)
    ignored_instructions: list[str] = Field(
        default_factory=list,
        description="Phrases in the intent that tried to switch off checks; never obeyed.",
    )
    symbols: dict[str, str] = Field(default_factory=dict, description="Symbol -> registry id.")
    registry_overrides: list[str] = Field(
        default_factory=list,
        description="Registry layering accepted only because of --allow-override (provenance).",
    )
    trace: list[TraceEntry] = Field(default_factory=list)
    usage: Usage = Field(default_factory=Usage)

    @property
    def approved(self) -> bool:
        return self.status == "approved"

    def __repr__(self) -> str:
        code = self.workflow or self.candidate_workflow
        intent = self.intent if len(self.intent) <= 60 else self.intent[:57] + "..."
        parts = [
            f"status={self.status!r}",
            f"planner={self.planner!r}",
            f"intent={intent!r}",
            f"steps={len(code.steps) if code is not None else 0}",
            f"violations={len(self.violations)}",
            f"rectifications={len(self.rectifications)}",
        ]
        if self.halt_reason:
            why = self.halt_reason
            parts.append(f"halt_reason={(why if len(why) <= 80 else why[:77] + '...')!r}")
        return f"PlanResult({', '.join(parts)})"

    __str__ = __repr__

    def summary(self) -> str:
        """The readable summary the CLI prints: verdict, draft, device code, changes, usage."""
        from bioproagent.agent.summary import render_summary

        return render_summary(self)


@cache
def _raw_tokens(registry: Registry) -> int:
    return count_tokens(raw_context(registry))


def resolve_planner(model: Any) -> tuple[Planner, Any]:
    """(planner, chat model or None) for a model spec, chat model or planner.

    Accepted: None or "offline" (the embedded offline planner), "local" (the embedded
    SmolLM2 chat model), "openai:MODEL" (an OpenAI-compatible server; OPENAI_API_KEY and
    OPENAI_BASE_URL), a langchain-core BaseChatModel, or a :class:`Planner`. A chat model
    that declares ``constrained_decoding`` (the local model) gets a structured
    :class:`~bioproagent.planners.llm.LLMPlanner`: every call carries the JSON schema of
    the reply, generated from this plan's symbol table.
    """
    if isinstance(model, Planner):
        return model, getattr(model, "model", None)
    if model is None or model == "offline":
        from bioproagent.planners.offline.planner import OfflinePlanner

        return OfflinePlanner(), None
    if isinstance(model, str):
        try:
            from bioproagent.planners.models.openai_chat import make_model
        except ImportError as exc:  # the base install has no langchain-core
            raise PlanningError(
                f"--model {model} needs the LLM libraries, which the base install leaves "
                f"out ({exc}); install them with: pip install 'bioproagent[llm]' "
                "(or pip install -e '.[llm]' from a checkout), or plan with the offline "
                "planner (the default)"
            ) from exc
        try:
            chat = make_model(model)
        except ValueError as exc:
            raise PlanningError(str(exc)) from exc
        if chat is None:
            from bioproagent.planners.offline.planner import OfflinePlanner

            return OfflinePlanner(), None
        model = chat
    from bioproagent.planners.llm import LLMPlanner

    if getattr(model, "constrained_decoding", False):
        return LLMPlanner(model, structured=True, max_steps=4, max_labware=2), model
    return LLMPlanner(model), model


def plan(
    intent: str | IntentSpec,
    *,
    model: Any = None,
    registry: Registry | None = None,
    clarify: ClarifyCallback | None = None,
    knowledge_paths: Sequence[str | Path] | None = None,
    limits: Limits | None = None,
    use_knowledge: bool = True,
    llm_review: bool = True,
    draft_only: bool = False,
    verifiers: Verifiers | None = None,
) -> PlanResult:
    """Plan an intent into an approved workflow, or halt with the reasons.

    Args:
        intent: what the scientist wants, in plain language, or an intent already parsed
            by :func:`bioproagent.intent.parser.parse_intent` (e.g. with its questions
            edited).
        model: None/"offline" (the embedded offline planner), "local" (the embedded
            SmolLM2 model; the [local] extra), "openai:MODEL" (an OpenAI-compatible
            server; the [llm] extra), a langchain-core chat model, or a Planner.
        registry: the hardware registry (built-in plus BIOPROAGENT_REGISTRY when None).
        clarify: called with the open questions; returns answers (a dict keyed by question,
            or a list in question order). Without it the plan never blocks: it records the
            assumptions it made.
        knowledge_paths: extra protocol corpora (directories of JSON or Markdown files).
        limits: bounds on cycles, revisions and repairs.
        use_knowledge: retrieve protocols from the knowledge library.
        llm_review: when a chat model is configured, also ask it to review the draft
            (ignored when ``verifiers`` is given).
        draft_only: stop at an approved protocol draft (no device code); for protocol
            drafting tasks that no workcell would run as such.
        verifiers: the checks a plan must pass (default :meth:`Verifiers.standard`: the
            scientific checklist, the LLM reviewer when a chat model is configured, and
            the rule engine). Add a verifier to tighten approval; an empty
            ``Verifiers()`` approves whatever the planner writes (ablations only).

    Raises:
        PlanningError: for unusable input (an empty intent, an unknown model spec, a
            missing API key).
        InputError: an intent longer than :data:`MAX_INTENT_CHARS` (docs/limits.md).
    """
    text = intent.text if isinstance(intent, IntentSpec) else intent
    if not text or not text.strip():
        raise PlanningError("the intent is empty; describe what the workcell should do")
    if len(text) > MAX_INTENT_CHARS:
        raise InputError(
            f"the intent is {len(text):,} characters, more than the limit of "
            f"{MAX_INTENT_CHARS:,}; describe the protocol, not paste it (docs/limits.md)"
        )
    from bioproagent.intent.parser import parse_intent
    from bioproagent.knowledge import load_library

    registry = registry or load_registry()
    planner, chat = resolve_planner(model)
    start_budget(chat)  # a model that bounds its work gets one budget per plan
    spec = intent if isinstance(intent, IntentSpec) else parse_intent(intent, registry)
    symbols = project(registry, spec.operations, spec.reagents, spec.formats)
    ctx = PlanningContext(
        intent=spec,
        registry=registry,
        symbols=symbols,
        draft_only=draft_only,
        assumptions=list(spec.reading_notes),  # every planner lists how the text was read
    )
    library = load_library(knowledge_paths) if use_knowledge else None
    if verifiers is None:
        verifiers = Verifiers.standard(chat=chat if llm_review else None)
    controller = Controller(
        planner,
        verifiers=verifiers,
        retrieve=(lambda parsed: library.search(parsed, k=3)) if library is not None else None,
        clarify=clarify,
        limits=limits,
    )
    session = Session(ctx=ctx)
    return _result(text, planner, session, controller.run(session))


def rectify_workflow(
    workflow: Workflow | dict[str, Any],
    intent: str,
    *,
    model: Any = None,
    registry: Registry | None = None,
    limits: Limits | None = None,
    track_volumes: bool = True,
    verifiers: Verifiers | None = None,
) -> PlanResult:
    """Check existing device code and repair it (the error-correction task, Subset D).

    ``track_volumes=False`` is for code from formats without well contents (the public
    ProAgent node format); ``verifiers`` as in :func:`plan` (when given, it replaces the
    standard checks and ``track_volumes`` is not used).

    The controller starts with the code in working memory, so the first transition is
    INIT -> VERIFY_CODE; a clean workflow is approved unchanged, a faulty one goes through
    RECTIFY_CODE (safe repairs, then the planner) under the same bounds and interlock.
    """
    from bioproagent.intent.parser import parse_intent

    registry = registry or load_registry()
    planner, chat = resolve_planner(model)
    start_budget(chat)
    spec = parse_intent(intent or "repair this workflow", registry)
    document = (
        workflow.model_dump(mode="json", exclude_none=True)
        if isinstance(workflow, Workflow)
        else dict(workflow)
    )
    operations = list(spec.operations) + [
        s["operation"]
        for s in document.get("steps") or []
        if isinstance(s, dict) and isinstance(s.get("operation"), str)
    ]
    symbols = project(registry, operations, spec.reagents, spec.formats)
    ctx = PlanningContext(intent=spec, registry=registry, symbols=symbols)
    session = Session(
        ctx=ctx, draft=Draft(title=intent or "given workflow"), sci_checked=True, code=document
    )
    if verifiers is None:
        verifiers = Verifiers.standard(track_volumes=track_volumes, intent=False)
    controller = Controller(planner, verifiers=verifiers, limits=limits)
    return _result(intent, planner, session, controller.run(session))


def _reading_notes(intent: str) -> list[str]:
    """What reading the intent left out or changed: a protocol page's notes, an SOP's
    materials, the corrections the scientist made while writing."""
    read = chronological(intent)  # a thread's corrections apply in the order it was written
    return [
        *replay_notes(intent),
        *thread_notes(intent),
        *annotation_notes(intent),
        *document_notes(intent),
        *condition_notes(read),
        *planned_notes(read),
        *revision_notes(read),
    ]


_PROGRAM_OF = {"pcr": "run_pcr", "qpcr": "run_qpcr"}
_BEAD_STEPS = ("magnetic_separation", "run_program")


def _unused_default(note: str, workflow: Workflow) -> bool:
    """Whether ``note`` says an unanswered question's default is used where the approved
    workflow has no step it could shape ('How many PCR cycles should run?' in a bead
    clean-up that mentions 'the 50 µL PCR'): such a note would misreport the plan."""
    m = re.match(r"No answer to '(.+)': ", note)
    entry = next((e for e in lx.QUESTIONS if m and e[2] == m.group(1)), None)
    if entry is None:
        return False
    trigger, needed, _, _ = entry
    ops = {step.operation for step in workflow.steps}
    if needed.startswith("#"):  # a count: it shapes the steps of the assay asking it
        program = _PROGRAM_OF.get(trigger)
        return program is not None and program not in ops
    if needed == "bead_ratio":
        return not ops & set(_BEAD_STEPS)
    params = needed.split("|")
    return not any(p in step.params for step in workflow.steps for p in params)


def _assumptions(s: Session, approved: bool) -> list[str]:
    """What the plan assumed: the planner's notes, and every setting of an approved workflow
    that the intent does not state and no note names."""
    notes = list(
        dict.fromkeys(list(s.ctx.assumptions) + (list(s.draft.assumptions) if s.draft else []))
    )
    if approved and s.workflow is not None:
        notes = [n for n in notes if not _unused_default(n, s.workflow)]
        notes += undisclosed_defaults(s.ctx.intent, s.workflow, s.ctx.registry, notes)
        notes += unstated_plates(s.ctx.intent, s.workflow, notes)
    return notes


def _result(intent: str, planner: Planner, s: Session, outcome: RunOutcome) -> PlanResult:
    registry = s.ctx.registry
    usage = s.usage.model_copy()
    usage.grounded_context_tokens = count_tokens(s.ctx.symbols.render(registry))
    usage.raw_context_tokens = _raw_tokens(registry)
    if not usage.token_counting:
        usage.token_counting = (
            "no LLM calls" if usage.llm_calls == 0 else "model-reported where available"
        )
    usage.token_counting += (
        "; context sizes counted with bioproagent.grounding.count_tokens "
        "(words and punctuation marks)"
    )
    approved = outcome.state is State.SUCCESS and s.halt is None
    if approved:
        status: Status = "approved"
    elif outcome.needs_clarification:
        status = "needs_clarification"
    else:
        status = "halted"
    result = PlanResult(
        status=status,
        intent=intent,
        planner=planner.name,
        draft=s.draft,
        workflow=s.workflow if approved else None,
        candidate_workflow=None if approved else s.workflow,
        violations=[] if approved else s.violations,
        findings=s.findings,
        rectifications=s.rectifications,
        halt_reason=None if approved else (s.halt_reason or f"stopped in state {outcome.state}"),
        halt_kind=None if approved else outcome.halt_kind,
        questions=list(s.ctx.intent.questions),
        assumptions=[*_reading_notes(intent), *_assumptions(s, approved)],
        ignored_instructions=list(s.ctx.intent.injection),
        symbols={
            **{k: d.instrument.id for k, d in s.ctx.symbols.devices.items()},
            **s.ctx.symbols.labware_types,
            **s.ctx.symbols.reagents,
        },
        trace=s.trace,
        usage=usage,
        registry_overrides=list(registry.overrides),
    )
    # secrets never leave: a server may have echoed the API key into an error text
    return PlanResult.model_validate(redact_data(result.model_dump(mode="python")))
