"""The tools every benchmark agent shares, and the base class of the agents.

All agents (ours, its ablations and the baselines) reach the same capabilities through
:class:`Toolbox`: knowledge search, the planner's draft / code / fix calls, the rule engine
(K_p) and the scientific check (K_s), over the same registry and the same model. What
differs between agents is only the control flow that decides which tool runs next.

Accounting: every LLM call is counted, whether a planner call (its ``PlannerReply.usage``)
or a call an agent makes itself to choose a tool or reflect (model-reported usage when the
model gives it, otherwise :func:`bioproagent.grounding.count_tokens`).
"""

from __future__ import annotations

import json
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from bioproagent.bench.types import AgentOutput, BenchItem
from bioproagent.draft import Draft, Finding, Usage
from bioproagent.grounding import project, resolve
from bioproagent.ir import Workflow
from bioproagent.knowledge import KnowledgeBase, load_library
from bioproagent.planners.base import Planner, PlannerReply, PlanningContext
from bioproagent.planners.models.chat import call_model, start_budget
from bioproagent.registry.loader import Registry
from bioproagent.rules import verify
from bioproagent.rules.violation import Violation

OBSERVATION_CHARS = 2000
TOOLS = ("search", "draft", "write_code", "verify", "fix")


@cache
def shared_library() -> KnowledgeBase:
    """The shipped protocol library, loaded once per process."""
    return load_library()


def intent_text(item: BenchItem) -> str:
    """The text an agent plans from: the query, plus the given draft for Subset B."""
    if item.subset == "B" and item.draft_text:
        return f"{item.query}\n\nDraft protocol:\n{item.draft_text}"
    return item.query


def render_draft(draft: Draft) -> str:
    """A draft as protocol text: title, numbered steps, controls, standards, replicates."""
    lines = [draft.title]
    if draft.goal and draft.goal != draft.title:
        lines.append(f"Goal: {draft.goal}")
    lines += [f"{n}. {step.text}" for n, step in enumerate(draft.steps, start=1)]
    if draft.controls:
        lines.append("Controls: " + "; ".join(draft.controls))
    if draft.standards:
        lines.append("Standards: " + "; ".join(draft.standards))
    if draft.replicates:
        lines.append(f"Replicates: {draft.replicates}")
    return "\n".join(lines)


@dataclass
class Recorder:
    """What one run has spent and done so far; kept even when the run raises."""

    usage: Usage = field(default_factory=Usage)
    trace: list[dict[str, Any]] = field(default_factory=list)
    steps: int = 0


class BenchAgent(ABC):
    """A benchmark agent: ``run(item)`` never raises."""

    def __init__(self, name: str, planner: Planner, chat: Any, registry: Registry) -> None:
        self.name = name
        self.planner = planner
        self.chat = chat
        self.registry = registry

    def run(self, item: BenchItem) -> AgentOutput:
        """Run the agent on one item; an exception becomes ``AgentOutput.error``."""
        start_budget(self.chat)  # the local model's call and time budget is per item
        rec = Recorder()
        started = time.perf_counter()
        try:
            output = self._run(item, rec)
        except Exception as exc:  # the benchmark must go on: record, never raise
            output = AgentOutput(
                error=f"{type(exc).__name__}: {exc}",
                trace=rec.trace,
                steps=rec.steps,
                llm_calls=rec.usage.llm_calls,
                prompt_tokens=rec.usage.prompt_tokens,
                completion_tokens=rec.usage.completion_tokens,
                halt_reason="the agent raised an exception",
            )
        output.time_s = time.perf_counter() - started
        return output

    @abstractmethod
    def _run(self, item: BenchItem, rec: Recorder) -> AgentOutput:
        """The agent's control flow."""

    def toolbox(self, item: BenchItem, rec: Recorder, *, use_knowledge: bool = True) -> Toolbox:
        return Toolbox.start(
            item, self.planner, self.chat, self.registry, rec, use_knowledge=use_knowledge
        )


class Toolbox:
    """Shared tools over one item's working memory (draft, code, last check results)."""

    def __init__(
        self,
        item: BenchItem,
        planner: Planner,
        chat: Any,
        registry: Registry,
        rec: Recorder,
        ctx: PlanningContext,
        library: KnowledgeBase | None,
    ) -> None:
        self.item = item
        self.planner = planner
        self.chat = chat
        self.registry = registry
        self.rec = rec
        self.ctx = ctx
        self.library = library
        self.draft: Draft | None = None
        self.code: dict[str, Any] | None = None
        self.violations: list[Violation] = []
        self.findings: list[Finding] = []
        self.verified = False
        self.last_error: str | None = None
        self.track_volumes = item.track_volumes if item.subset == "D" else True
        """Given code in a format without wells (D) is checked without volume tracking;
        code the planner writes carries contents and is checked in full, as plan() does."""

    @classmethod
    def start(
        cls,
        item: BenchItem,
        planner: Planner,
        chat: Any,
        registry: Registry,
        rec: Recorder,
        *,
        use_knowledge: bool = True,
    ) -> Toolbox:
        from bioproagent.intent.parser import parse_intent

        text = intent_text(item) or "repair this workflow"
        spec = parse_intent(text, registry)
        operations = list(spec.operations)
        if item.faulty_workflow:
            operations += [
                s["operation"]
                for s in item.faulty_workflow.get("steps") or []
                if isinstance(s, dict) and isinstance(s.get("operation"), str)
            ]
        symbols = project(registry, operations, spec.reagents, spec.formats)
        ctx = PlanningContext(
            intent=spec, registry=registry, symbols=symbols, draft_only=item.subset == "A"
        )
        box = cls(
            item, planner, chat, registry, rec, ctx, shared_library() if use_knowledge else None
        )
        if item.subset == "D" and item.faulty_workflow is not None:
            box.draft = Draft(title=item.query or "given workflow")
            box.code = json.loads(json.dumps(item.faulty_workflow))
        return box

    # -- bookkeeping ----------------------------------------------------------------------
    def _planner(self, reply: PlannerReply) -> bool:
        self.rec.usage.add(reply.usage)
        self.last_error = None if reply.ok else (reply.error or "no value")
        return reply.ok

    def log(self, action: str, args: str, observation: str, **extra: Any) -> str:
        self.rec.steps += 1
        self.rec.trace.append(
            {
                "step": self.rec.steps,
                "action": action,
                "args": args[:200],
                "observation": observation[:OBSERVATION_CHARS],
                **extra,
            }
        )
        return observation

    # -- the tools ------------------------------------------------------------------------
    def call(self, tool: str, args: str = "") -> str:
        """Run one tool by name, log it as an agent step and return the observation."""
        tools = {
            "search": lambda: self.search(args),
            "draft": self.write_draft,
            "write_code": self.write_code,
            "verify": self.check,
            "fix": self.fix,
        }
        run = tools.get(tool)
        observation = (
            run()
            if run
            else (f"error: unknown tool '{tool}'; the tools are {', '.join(TOOLS)} and finish")
        )
        return self.log(tool, args, observation)

    def search(self, query: str = "") -> str:
        """Knowledge search: the three best protocols of the library."""
        if self.library is None:
            return "knowledge search is not available"
        found = self.library.search(query.strip() or self.ctx.intent, k=3)
        self.ctx.knowledge = found
        if not found:
            return "no protocol matches"
        return "found: " + "; ".join(f"[{p.id}] {p.title}" for p in found)

    def write_draft(self) -> str:
        """The planner's draft call."""
        reply = self.planner.draft(self.ctx)
        if not self._planner(reply):
            return f"error: no draft: {self.last_error}"
        assert reply.draft is not None  # an ok draft reply carries a draft
        self.draft, self.verified = reply.draft, False
        return "draft:\n" + render_draft(reply.draft)

    def write_code(self) -> str:
        """The planner's code call (needs a draft)."""
        if self.draft is None:
            self.last_error = "there is no draft yet"
            return "error: write a draft first"
        ops = list(self.ctx.intent.operations) + [
            s.operation for s in self.draft.steps if s.operation
        ]
        formats = list(self.ctx.intent.formats) + [lw.format for lw in self.draft.labware]
        self.ctx.symbols = project(self.registry, ops, self.draft.reagents, formats)
        reply = self.planner.code(self.ctx, self.draft)
        if not self._planner(reply):
            return f"error: no code: {self.last_error}"
        assert reply.code is not None  # an ok code reply carries code
        self.code, self.verified = reply.code, False
        return f"code with {len(reply.code.get('steps') or [])} steps:\n" + _short_json(reply.code)

    def check(self) -> str:
        """K_s on the draft and K_p (the rule engine) on the code, whichever exist."""
        parts: list[str] = []
        if self.draft is not None and self.draft.steps:
            from bioproagent.science.checklist import check_draft

            self.findings = check_draft(self.draft, self.ctx.intent)
            errors = [f for f in self.findings if f.severity == "error"]
            parts.append(
                "K_s pass"
                if not errors
                else "K_s fail: " + "; ".join(f"{f.code}: {f.message}" for f in errors)
            )
        if self.code is not None:
            resolved, problems = resolve(self.code, self.ctx.symbols, self.registry)
            self.violations = list(problems) or list(
                verify(resolved, self.registry, track_volumes=self.track_volumes).violations
            )
            parts.append(
                "K_p pass"
                if not self.violations
                else f"K_p fail: {len(self.violations)} violation(s): "
                + "; ".join(f"{v.code} at {v.path}: {v.message}" for v in self.violations[:8])
            )
        self.verified = self._output_exists()
        return " | ".join(parts) or "nothing to check yet"

    def fix(self) -> str:
        """The planner's fix call on the current code with the last violations."""
        if self.code is None:
            self.last_error = "there is no code yet"
            return "error: there is no code to fix"
        draft = self.draft or Draft(title=self.item.query or "given workflow")
        reply = self.planner.fix_code(self.ctx, draft, self.code, self.violations)
        if not self._planner(reply):
            return f"error: no fix: {self.last_error}"
        assert reply.code is not None
        self.code, self.verified = reply.code, False
        return f"fixed code with {len(reply.code.get('steps') or [])} steps:\n" + _short_json(
            reply.code
        )

    def _output_exists(self) -> bool:
        return self.draft is not None if self.item.subset == "A" else self.code is not None

    @property
    def passed(self) -> bool:
        """The answer exists, was checked as it is, and the check found no rule violation
        and no scientific error."""
        return (
            self.verified
            and self._output_exists()
            and not self.violations
            and not any(f.severity == "error" for f in self.findings)
        )

    # -- the agent's own model calls --------------------------------------------------------
    def ask(self, system: str, user: str) -> str:
        """One chat call made by the agent itself (tool choice, reflection); counted."""
        from langchain_core.messages import HumanMessage, SystemMessage

        call = call_model(self.chat, [SystemMessage(system), HumanMessage(user)])
        if call.error is not None:
            self.rec.usage.add(Usage(llm_calls=1))  # a failed call costs no counted tokens
            raise call.error
        self.rec.usage.add(call.usage)
        return call.text

    # -- output ---------------------------------------------------------------------------
    def output(self, *, approved: bool | None, loop: bool, halt_reason: str | None) -> AgentOutput:
        """The AgentOutput for this item: draft text for A, resolved code for B-D."""
        usage = self.rec.usage
        out = AgentOutput(
            approved=approved,
            loop=loop,
            halt_reason=halt_reason,
            steps=self.rec.steps,
            trace=self.rec.trace,
            llm_calls=usage.llm_calls,
            prompt_tokens=usage.prompt_tokens,
            completion_tokens=usage.completion_tokens,
            violations=[v.model_dump(mode="json") for v in self.violations],
            draft_text=render_draft(self.draft) if self.draft and self.draft.steps else None,
        )
        if self.item.subset == "A":
            return out
        if self.code is None:
            out.parse_error = f"no device code was produced ({self.last_error or 'no attempt'})"
            return out
        document, out.parse_error = resolved_document(self.code, self.ctx, self.registry)
        out.workflow = canonical(document, self.registry, self.track_volumes)
        return out


def resolved_document(
    code: dict[str, Any], ctx: PlanningContext, registry: Registry
) -> tuple[dict[str, Any], str | None]:
    """(code with symbols replaced by registry ids, why it is not a valid IR or None)."""
    document, _ = resolve(code, ctx.symbols, registry)
    return document, ir_error(document)


def canonical(
    document: dict[str, Any], registry: Registry, track_volumes: bool = True
) -> dict[str, Any]:
    """The document in the form every agent reports: omitted parameters set to defaults.

    A step that leaves out a parameter runs with the instrument's default, so the output is
    written with those defaults made explicit (from the registry); outputs that state a
    default and outputs that rely on it then compare equal (Acc_param). ``track_volumes``
    is accepted for symmetry with the rule engine and not used. A document that is not a
    valid IR is returned unchanged.
    """
    try:
        workflow = Workflow.model_validate(document)
    except Exception:  # scored as unparseable by the metrics; keep it as written
        return document
    for step in workflow.steps:
        instrument = registry.instrument(step.device)
        operation = instrument.operations.get(step.operation) if instrument else None
        if operation is None:
            continue
        for name, spec in operation.param_specs.items():
            if "default" in spec and name not in step.params:
                step.params[name] = spec["default"]
    return workflow.model_dump(mode="json", exclude_none=True)


def ir_error(document: dict[str, Any]) -> str | None:
    """Why a document is not a valid workflow IR, or None when it is."""
    try:
        Workflow.model_validate(document)
    except Exception as exc:  # pydantic ValidationError or a malformed document
        return f"not a valid workflow: {' '.join(str(exc).split())[:300]}"
    return None


def _short_json(value: Any, limit: int = 1500) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str, separators=(",", ":"))
    return text if len(text) <= limit else text[:limit] + " ..."
