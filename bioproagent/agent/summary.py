"""Readable text for a :class:`bioproagent.agent.plan.PlanResult` (used by the CLI)."""

from __future__ import annotations

from typing import Any

from bioproagent.agent.plan import PlanResult
from bioproagent.textutil import fmt


def _params(params: dict[str, Any]) -> str:
    return ", ".join(f"{k}={fmt(v)}" for k, v in params.items())


def _value(value: Any) -> str:
    """A short rendering of a changed value (a whole step shows as its id and operation)."""
    if isinstance(value, dict) and "operation" in value:
        return f"step '{value.get('id')}' ({value.get('device')}.{value['operation']})"
    text = fmt(value)
    return text if len(text) <= 60 else text[:57] + "..."


def render_summary(result: PlanResult) -> str:
    """A summary a scientist can read: verdict, draft, device code, changes, usage."""
    lines = [f"{result.status.upper()}  ({result.planner} planner)", f"intent: {result.intent}"]
    if result.ignored_instructions:
        lines.append(
            "ignored (the checks cannot be switched off): "
            + "; ".join(f"'{t}'" for t in result.ignored_instructions)
        )
    draft = result.draft
    if draft is not None:
        lines += ["", f"Protocol draft: {draft.title}"]
        lines += [f"  {i}. {step.text}" for i, step in enumerate(draft.steps, start=1)]
        if draft.controls:
            lines.append("  controls: " + "; ".join(draft.controls))
        if draft.standards:
            lines.append("  standards: " + "; ".join(draft.standards))
        if draft.replicates:
            lines.append(f"  replicates: {draft.replicates}")
    if result.assumptions:
        lines += ["", "Assumptions:"] + [f"  - {a}" for a in result.assumptions]
    workflow = result.workflow or result.candidate_workflow
    if workflow is not None:
        label = (
            "Device code (every step inside the registry's limits)"
            if result.workflow
            else "Last proposed device code (NOT approved, do not run)"
        )
        lines += ["", f"{label}:"]
        for i, step in enumerate(workflow.steps, start=1):
            roles = "; ".join(
                f"{role}={','.join(r.labware for r in refs)}" for role, refs in step.labware.items()
            )
            lines.append(
                f"  {i:>2}. [{step.category or '?'} {step.device}] {step.operation}"
                f"({_params(step.params)}) {roles}"
            )
    if result.rectifications:
        lines += ["", "Changes made automatically:"]
        lines += [
            f"  - {r.code} at {r.path}: {_value(r.before)} -> {_value(r.after)} ({r.source})"
            for r in result.rectifications
        ]
    if result.status != "approved":
        lines += ["", f"Why it stopped: {result.halt_reason}"]
        for v in result.violations[:12]:
            lines.append(
                f"  - {v.code} {v.path}: {v.message}" + (f" Fix: {v.hint}" if v.hint else "")
            )
        if result.questions and result.status == "needs_clarification":
            lines += ["Questions:"] + [f"  - {q}" for q in result.questions]
    usage = result.usage
    ratio = (
        usage.raw_context_tokens / usage.grounded_context_tokens
        if usage.grounded_context_tokens
        else 0.0
    )
    lines += [
        "",
        f"LLM calls: {usage.llm_calls} (prompt {usage.prompt_tokens}, completion "
        f"{usage.completion_tokens} tokens); grounded context {usage.grounded_context_tokens}"
        f" tokens vs raw registry {usage.raw_context_tokens} ({ratio:.1f}x smaller); "
        f"{len(result.trace)} controller cycles",
    ]
    return "\n".join(lines)
