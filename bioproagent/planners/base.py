"""The planner contract: the policy that proposes drafts and device code.

A planner knows how to propose, nothing about approval: the controller decides what is
approved, after the scientific check (K_s) and the rule engine (K_p). Every planner (the
offline compiler, an LLM behind langchain-core or an OpenAI-compatible server) implements
the same four methods and returns a :class:`PlannerReply`; a reply it could not produce
(unparseable model output, nothing to compile) carries ``error`` instead of raising, so
the controller can retry or halt.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any

from bioproagent.draft import Draft, Finding, Usage
from bioproagent.grounding import SymbolTable
from bioproagent.intent.spec import IntentSpec
from bioproagent.registry.loader import Registry
from bioproagent.rules.violation import Violation


@dataclass
class PlanningContext:
    """What every planner call may read."""

    intent: IntentSpec
    registry: Registry
    symbols: SymbolTable
    knowledge: list[Any] = field(default_factory=list)
    """Protocols retrieved from the knowledge library (bioproagent.knowledge.Protocol)."""
    answers: dict[str, str] = field(default_factory=dict)
    """Clarification answers, question -> answer."""
    assumptions: list[str] = field(default_factory=list)
    """Assumptions already recorded (e.g. unanswered questions)."""
    draft_only: bool = False
    """The task asks for a protocol draft only; no device code will be requested."""


SymbolicCode = dict[str, Any]
"""Device code as a planner writes it: a JSON object of the shape of
:class:`bioproagent.ir.Workflow` whose ``device`` and labware ``type`` values may still be
symbols (D1, T1) of the plan's symbol table; :func:`bioproagent.grounding.resolve` turns
it into registry ids."""


@dataclass
class PlannerReply:
    """A planner's proposal (a draft or device code), or why there is none."""

    draft: Draft | None = None
    """The proposal of ``draft`` and ``revise_draft``."""
    code: SymbolicCode | None = None
    """The proposal of ``code`` and ``fix_code``."""
    error: str | None = None
    usage: Usage = field(default_factory=Usage)
    raw: str | None = None
    """The model's raw text, when there was a model."""

    @classmethod
    def of(cls, value: Draft | SymbolicCode | None, **kwargs: Any) -> PlannerReply:
        """A reply carrying ``value`` in the field its type belongs to.

        Raises:
            TypeError: when ``value`` is neither a Draft nor a JSON object.
        """
        if value is None:
            return cls(**kwargs)
        if isinstance(value, Draft):
            return cls(draft=value, **kwargs)
        if isinstance(value, dict):
            return cls(code=value, **kwargs)
        raise TypeError(f"a planner proposes a Draft or a JSON object, not {type(value).__name__}")

    @property
    def value(self) -> Draft | SymbolicCode | None:
        """Whichever proposal the reply carries."""
        return self.draft if self.draft is not None else self.code

    @property
    def ok(self) -> bool:
        return self.error is None and self.value is not None


class Planner(ABC):
    """Proposes drafts and device code. Subclasses implement the four methods."""

    name: str = "planner"
    uses_llm: bool = False

    @abstractmethod
    def draft(self, ctx: PlanningContext) -> PlannerReply:
        """Propose a protocol draft (a :class:`Draft`) for ``ctx.intent``."""

    @abstractmethod
    def revise_draft(
        self, ctx: PlanningContext, draft: Draft, findings: list[Finding]
    ) -> PlannerReply:
        """Return a revised :class:`Draft` that addresses the scientific findings."""

    @abstractmethod
    def code(self, ctx: PlanningContext, draft: Draft) -> PlannerReply:
        """Write device code for the draft: a workflow dict (IR shape) whose ``device`` and
        labware ``type`` fields may use the symbols of ``ctx.symbols``."""

    @abstractmethod
    def fix_code(
        self, ctx: PlanningContext, draft: Draft, code: dict[str, Any], violations: list[Violation]
    ) -> PlannerReply:
        """Return corrected device code given the rule engine's violations."""
