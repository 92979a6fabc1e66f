"""What ``bioproagent verify`` checks in a JSON document, and what it refuses.

A document is either a workflow (an object with a non-empty ``steps`` list) or a saved plan
result (``bioproagent plan --out``), whose approved ``workflow`` is checked. Everything else
is refused with the reason, so that a CI gate never passes an empty or unrelated file:

- not an object (a string, a list, a number, null): say what was found;
- an object without ``steps`` (``{}``), or with an empty ``steps`` list: nothing to check;
- a plan result without an approved workflow (halted, or waiting for answers): there is no
  approved code; the candidate code it stopped at, when present, is checked for the record
  but the verdict stays "not approved".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bioproagent.errors import WorkflowFormatError

_JSON_KIND = {str: "a string", list: "an array", bool: "a boolean", int: "a number"}
_SHAPE = (
    'expected a workflow (an object with "labware" and a non-empty "steps" list; see '
    "'bioproagent schema workflow') or a plan result saved by 'bioproagent plan --out'"
)


@dataclass(frozen=True)
class Target:
    """The workflow to check; ``unapproved`` explains why a plan result has no approved one."""

    workflow: dict[str, Any] | None
    unapproved: str | None = None

    @property
    def is_candidate(self) -> bool:
        return self.unapproved is not None and self.workflow is not None


def select_workflow(document: Any, label: str) -> Target:
    """The workflow ``verify`` should check in ``document``; raises WorkflowFormatError."""
    if not isinstance(document, dict):
        kind = "null" if document is None else _kind(document)
        raise WorkflowFormatError(f"{label}: the JSON is {kind}; {_SHAPE}")
    if "steps" not in document and "workflow" in document:
        return _from_plan_result(document, label)
    steps = document.get("steps")
    if steps is None:
        found = ", ".join(sorted(document)[:8]) or "none"
        raise WorkflowFormatError(f'{label}: no "steps" to check (keys: {found}); {_SHAPE}')
    if isinstance(steps, list) and not steps:
        raise WorkflowFormatError(f'{label}: "steps" is empty; there is nothing to check')
    return Target(document)


def _from_plan_result(document: dict[str, Any], label: str) -> Target:
    workflow = document["workflow"]
    if isinstance(workflow, dict):
        return select_workflow(workflow, f"{label} (workflow)")
    status = document.get("status") or "not approved"
    why = document.get("halt_reason") or ""
    if status == "needs_clarification":
        questions = "; ".join(str(q) for q in document.get("questions") or [])
        why = why or (f"open questions: {questions}" if questions else "")
    reason = f"no approved workflow in {label} ({status}" + (f": {why})" if why else ")")
    candidate = document.get("candidate_workflow")
    if isinstance(candidate, dict) and candidate.get("steps"):
        return Target(candidate, unapproved=reason)
    return Target(None, unapproved=reason)


def _kind(value: Any) -> str:
    for kind, name in _JSON_KIND.items():
        if isinstance(value, kind):
            return name
    return "a number" if isinstance(value, float) else type(value).__name__
