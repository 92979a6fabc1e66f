"""The working and episodic memory of one plan, and the bounds on its work."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from bioproagent.agent.fsm import Signals
from bioproagent.agent.rectify import Rectification, fingerprint
from bioproagent.draft import Draft, Finding, Usage
from bioproagent.ir import Workflow
from bioproagent.planners.base import PlanningContext
from bioproagent.rules.violation import Violation
from bioproagent.vocab import HaltKind

__all__ = ["Halt", "Limits", "Session", "TraceEntry"]


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


@dataclass(frozen=True)
class Halt:
    """Why the plan stopped: a kind for programs, a reason for people."""

    kind: HaltKind
    reason: str


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
    phys_checked: bool = False
    verified_fingerprint: str | None = None
    interlock_fingerprint: str | None = None
    """Fingerprint of the Workflow the code verifiers passed at the interlock."""
    interlock_violations: list[Violation] = field(default_factory=list)
    knowledge_retrieved: bool = False
    ambiguous: bool = False
    halt: Halt | None = None
    seen: set[str] = field(default_factory=set)
    draft_revisions: int = 0
    code_repairs: int = 0
    planner_failures: int = 0
    rectifications: list[Rectification] = field(default_factory=list)
    trace: list[TraceEntry] = field(default_factory=list)
    usage: Usage = field(default_factory=Usage)

    def stop(self, kind: HaltKind, reason: str, limit: int = 700) -> None:
        """Record why the plan must stop (the first halt wins); the halt row acts on it."""
        if self.halt is None:
            brief = reason if len(reason) <= limit else reason[: limit - 3].rstrip() + "..."
            self.halt = Halt(kind, brief)

    @property
    def halt_reason(self) -> str | None:
        return self.halt.reason if self.halt else None

    @property
    def needs_clarification(self) -> bool:
        return self.halt is not None and self.halt.kind is HaltKind.NEEDS_CLARIFICATION

    def interlock_passed(self) -> bool:
        """The verified code is unchanged and the workflow to return is the one re-checked."""
        return (
            self.code is not None
            and self.workflow is not None
            and self.interlock_fingerprint is not None
            and self.verified_fingerprint == fingerprint(self.code)
            and self.interlock_fingerprint == fingerprint(self.workflow.model_dump(mode="json"))
        )

    def signals(self) -> Signals:
        sci_pass = self.sci_checked and not any(f.severity == "error" for f in self.findings)
        phys_pass = self.phys_checked and not self.violations
        return Signals(
            halt=self.halt is not None,
            ambiguous=self.ambiguous,
            draft=self.draft is not None,
            sci_checked=self.sci_checked,
            sci_pass=sci_pass,
            code=self.code is not None,
            phys_checked=self.phys_checked,
            phys_pass=phys_pass,
            interlock_pass=phys_pass and self.interlock_passed(),
            draft_only=self.ctx.draft_only,
        )
