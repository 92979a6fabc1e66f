"""Readable text for a :class:`bioproagent.agent.plan.PlanResult` (used by the CLI)."""

from __future__ import annotations

import re
from typing import Any

from bioproagent.agent.plan import PlanResult
from bioproagent.ir import LabwareRef, Workflow
from bioproagent.textutil import fmt

INTENT_ECHO_CHARS = 200  # a longer intent is echoed as its start and its length
_WELL = re.compile(r"([A-Z]+)(\d+)$")


def _params(params: dict[str, Any]) -> str:
    return ", ".join(f"{k}={fmt(v)}" for k, v in params.items())


def _value(value: Any) -> str:
    """A short rendering of a changed value (a whole step shows as its id and operation)."""
    if isinstance(value, dict) and "operation" in value:
        return f"step '{value.get('id')}' ({value.get('device')}.{value['operation']})"
    text = fmt(value)
    return text if len(text) <= 60 else text[:57] + "..."


def echo_intent(intent: str, limit: int = INTENT_ECHO_CHARS) -> str:
    """The intent on one line; beyond ``limit`` characters its start and its full length."""
    text = " ".join(intent.split())
    if len(text) <= limit:
        return text
    return f"{text[:limit].rstrip()}… ({len(intent):,} characters)"


def wells_text(wells: list[str] | None) -> str:
    """Wells in short form: ``A1``, ``A2:C8 (21 wells)`` for a block, else row runs."""
    if not wells:
        return ""
    parsed = [_WELL.match(w) for w in wells]
    if not all(parsed):
        return ",".join(wells[:8]) + (f"… ({len(wells)} wells)" if len(wells) > 8 else "")
    cells = [(m.group(1), int(m.group(2))) for m in parsed if m]
    rows = sorted({r for r, _ in cells}, key=lambda r: (len(r), r))
    cols = sorted({c for _, c in cells})
    if len(cells) == 1:
        return wells[0]
    block = {(r, c) for r in rows for c in cols}
    if (
        len(set(cells)) == len(cells) == len(block)
        and set(cells) == block
        and cols == list(range(cols[0], cols[-1] + 1))
        and _consecutive_rows(rows)
    ):
        return f"{rows[0]}{cols[0]}:{rows[-1]}{cols[-1]} ({len(cells)} wells)"
    runs: list[str] = []
    for row in rows:
        numbers = sorted(c for r, c in cells if r == row)
        start = prev = numbers[0]
        for n in [*numbers[1:], None]:
            if n is not None and n == prev + 1:
                prev = n
                continue
            runs.append(f"{row}{start}" if start == prev else f"{row}{start}-{row}{prev}")
            if n is not None:
                start = prev = n
    shown = ",".join(runs[:6])
    return shown + (f"… ({len(cells)} wells)" if len(runs) > 6 else "")


def _consecutive_rows(rows: list[str]) -> bool:
    if any(len(r) != 1 for r in rows):
        return False
    return [ord(r) for r in rows] == list(range(ord(rows[0]), ord(rows[0]) + len(rows)))


def _ref_text(ref: LabwareRef, workflow: Workflow) -> str:
    """``reagents[A1 diluent]``: the labware, its wells and the reagents known to be there."""
    parts = [wells_text(ref.wells)] if ref.wells else []
    declared = next((lw for lw in workflow.labware if lw.id == ref.labware), None)
    if declared is not None:
        touched = set(ref.wells or [])
        names = [
            c.reagent
            for c in declared.contents
            if c.reagent and (not ref.wells or c.wells is None or touched & set(c.wells))
        ]
        if names:
            parts.append(", ".join(dict.fromkeys(names)))
    return ref.labware + (f"[{' '.join(parts)}]" if parts else "")


def render_summary(result: PlanResult) -> str:
    """A summary a scientist can read: verdict, draft, device code, changes, usage."""
    scope = ", draft only: no device code" if result.approved and result.workflow is None else ""
    lines = [
        f"{result.status.upper()}  ({result.planner} planner{scope})",
        f"intent: {echo_intent(result.intent)}",
    ]
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
                f"{role}={','.join(_ref_text(r, workflow) for r in refs)}"
                for role, refs in step.labware.items()
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
    figures = [
        f"LLM calls: {usage.llm_calls} (prompt {usage.prompt_tokens}, completion "
        f"{usage.completion_tokens} tokens)"
    ]
    if workflow is not None and workflow.steps and usage.grounded_context_tokens:
        ratio = usage.raw_context_tokens / usage.grounded_context_tokens
        figures.append(
            f"grounded context {usage.grounded_context_tokens} tokens vs raw registry "
            f"{usage.raw_context_tokens} ({ratio:.1f}x smaller)"
        )
    figures.append(f"{len(result.trace)} controller cycles")
    lines += ["", "; ".join(figures)]
    return "\n".join(lines)
