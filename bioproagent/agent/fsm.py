"""The Design-Verify-Rectify state machine: states, signals and the decision table as data.

The controller computes a signal vector after every action; the machine then fires its
single trigger, ``advance``, whose conditional transitions are the rows of
:data:`DECISION_TABLE` in priority order. ``transitions`` tries conditional transitions in
the order they were added and takes the first whose condition holds, which is exactly
"first match wins". The machine knows nothing about chemistry or planners.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict
from transitions import Machine

from bioproagent.vocab import HaltKind, State

STATES: tuple[State, ...] = tuple(State)
TERMINAL: tuple[State, ...] = (State.SUCCESS, State.HALT)
ACTIVE: tuple[State, ...] = tuple(s for s in STATES if s not in TERMINAL)


class Signals(BaseModel):
    """The context signals the decision table reads (all booleans)."""

    model_config = ConfigDict(frozen=True)

    halt: bool = False
    """An action stopped the plan (a loop, an exhausted budget, an infeasible request); the
    kind and reason are recorded with it."""
    ambiguous: bool = False
    """The intent leaves open questions that are neither answered nor assumed yet."""
    draft: bool = False
    sci_checked: bool = False
    sci_pass: bool = False
    code: bool = False
    phys_checked: bool = False
    phys_pass: bool = False
    """Every code verifier passed: the rule engine (K_p) and intent conformance (K_i)."""
    interlock_pass: bool = False
    """The code verifiers re-checked exactly the workflow that would be returned, it passed,
    and neither the code nor that workflow changed since."""
    draft_only: bool = False
    """The task asks for a protocol draft only (no device code), e.g. protocol drafting."""


@dataclass(frozen=True)
class Row:
    """One row of the priority decision matrix."""

    name: str
    when: Mapping[str, bool]
    target: State
    sources: tuple[State, ...] = ACTIVE
    halt: HaltKind | None = None
    """For a row into HALT that no action requested: the kind of halt it records."""
    reason: str = ""
    """The halt reason such a row records."""

    def matches(self, signals: Signals) -> bool:
        return all(getattr(signals, key) is value for key, value in self.when.items())


DECISION_TABLE: tuple[Row, ...] = (
    Row("halt requested", {"halt": True}, State.HALT),
    Row(
        "code passes K_p, K_i and the interlock",
        {"code": True, "phys_checked": True, "phys_pass": True, "interlock_pass": True},
        State.SUCCESS,
        (State.VERIFY_CODE,),
    ),
    Row(
        "interlock refuses",
        {"code": True, "phys_checked": True, "phys_pass": True, "interlock_pass": False},
        State.HALT,
        (State.VERIFY_CODE,),
        halt=HaltKind.INTERLOCK,
        reason="interlock: the workflow to be returned is not exactly the one that passed "
        "the verifiers (nothing approved)",
    ),
    Row(
        "code violates K_p or K_i",
        {"code": True, "phys_checked": True, "phys_pass": False},
        State.RECTIFY_CODE,
        (State.VERIFY_CODE,),
    ),
    Row(
        "code not verified",
        {"code": True, "phys_checked": False},
        State.VERIFY_CODE,
        (State.INIT, State.DESIGN_CODE, State.RECTIFY_CODE),
    ),
    Row(
        "draft fails K_s",
        {"draft": True, "sci_checked": True, "sci_pass": False},
        State.RECTIFY_DRAFT,
        (State.VERIFY_DRAFT,),
    ),
    Row(
        "draft passes K_s, draft only",
        {"draft": True, "sci_checked": True, "sci_pass": True, "draft_only": True, "code": False},
        State.SUCCESS,
        (State.VERIFY_DRAFT,),
    ),
    Row(
        "draft passes K_s",
        {"draft": True, "sci_checked": True, "sci_pass": True},
        State.DESIGN_CODE,
        (State.VERIFY_DRAFT, State.DESIGN_CODE),
    ),
    Row(
        "draft not verified",
        {"draft": True, "sci_checked": False},
        State.VERIFY_DRAFT,
        (State.DESIGN_DRAFT, State.RECTIFY_DRAFT),
    ),
    Row("intent ambiguous", {"ambiguous": True, "draft": False}, State.CLARIFY, (State.INIT,)),
    Row(
        "no draft yet",
        {"draft": False},
        State.DESIGN_DRAFT,
        (State.INIT, State.CLARIFY, State.DESIGN_DRAFT, State.RECTIFY_DRAFT),
    ),
)
"""Priority decision matrix (first match wins). HALT outranks everything and is reachable
from every active state. SUCCESS is reachable only from VERIFY_CODE, with a passing
rule-engine verdict on the current code and a passing interlock on exactly the workflow to
be returned, or, for a draft-only task that asks for no device code, from VERIFY_DRAFT
with a passing scientific check."""


class DecisionMachine:
    """A ``transitions`` machine whose only trigger applies the decision table."""

    trigger: Callable[..., bool]  # bound onto the model by transitions

    def __init__(
        self,
        signals: Callable[[], Signals],
        on_transition: Callable[[State, State, Row], None] | None = None,
    ) -> None:
        self._signals = signals
        self._on_transition = on_transition
        self.matched: Row | None = None
        self.state: State = State.INIT
        self.machine = Machine(
            model=self,
            states=list(STATES),
            initial=State.INIT,
            auto_transitions=False,
            ignore_invalid_triggers=False,
        )
        for row in DECISION_TABLE:
            self.machine.add_transition(
                "advance",
                source=list(row.sources),
                dest=row.target,
                conditions=[_condition(self, row)],
            )

    def decide(self) -> Row | None:
        """Fire ``advance``; return the row that matched, or None when none did."""
        before = self.state
        self.matched = None
        moved = self.trigger("advance")
        if not moved or self.matched is None:
            return None
        if self._on_transition:
            self._on_transition(before, self.state, self.matched)
        return self.matched

    @property
    def finished(self) -> bool:
        return self.state in TERMINAL


def _condition(machine: DecisionMachine, row: Row) -> Callable[..., bool]:
    def check(*_: Any, **__: Any) -> bool:
        if row.matches(machine._signals()):
            machine.matched = row
            return True
        return False

    check.__name__ = row.name.replace(" ", "_").replace("K_", "K")
    return check


def mermaid_diagram() -> str:
    """Mermaid ``stateDiagram-v2`` of the machine, generated by transitions' diagrams."""
    from transitions.extensions import GraphMachine

    class _Model:
        pass

    model = _Model()
    graph = GraphMachine(
        model=model,
        states=list(STATES),
        initial=State.INIT,
        auto_transitions=False,
        graph_engine="mermaid",
        show_conditions=True,
    )
    for row in DECISION_TABLE:
        cond = _label(row)
        graph.add_transition(
            "advance", source=list(row.sources), dest=row.target, conditions=[cond]
        )
    text: str = model.get_graph().draw(None)  # type: ignore[attr-defined]
    return text


def _label(row: Row) -> Callable[[], bool]:
    def condition() -> bool:
        return True

    condition.__name__ = row.name.replace(" ", "_")
    return condition


def decision_table_markdown() -> str:
    """The decision table as the Markdown table in ``docs/architecture.md``."""
    lines = ["| # | row | condition | target | from |", "|---|---|---|---|---|"]
    for i, row in enumerate(DECISION_TABLE, 1):
        condition = ", ".join(f"{k}={str(v).lower()}" for k, v in row.when.items())
        sources = "every active state" if row.sources == ACTIVE else ", ".join(row.sources)
        target = f"{row.target} ({row.halt})" if row.halt else str(row.target)
        lines.append(f"| {i} | {row.name} | {condition} | {target} | {sources} |")
    return "\n".join(lines) + "\n"
