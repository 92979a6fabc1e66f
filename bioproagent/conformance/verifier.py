"""K_i as code verifiers for the controller's seam (:class:`bioproagent.agent.verifiers`).

Two verifiers, so that a plan asks about what it cannot read before anything else:

* :class:`IntentReading` runs first and reports only what needs the scientist: a number
  nobody could read, an instrument the registry lacks, a step whose action is unknown, an
  rpm figure no centrifuge can convert (no rotor radius recorded);
* :class:`IntentConformance` runs after the rule engine and reports every K_i finding on the
  code (missing or reordered steps, changed values, substituted instruments or labware,
  changed counts).

Both read the notes a plan recorded (assumptions, open questions, answers, and the draft's
assumptions that planners copy into ``workflow.metadata["assumptions"]``): a number quoted
there is addressed, not unread.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bioproagent.conformance.check import check_conformance
from bioproagent.conformance.codes import asks
from bioproagent.conformance.rpm import rotor_radius_cm, rpm_centrifuges
from bioproagent.intent.clauses import RPM_PARAM, read_clauses
from bioproagent.ir import Workflow
from bioproagent.planners.base import PlanningContext
from bioproagent.rules.violation import Violation


def recorded_notes(workflow: Workflow | dict[str, Any], ctx: PlanningContext) -> list[str]:
    """What the plan has written down: assumptions, questions, answers, draft notes."""
    meta = workflow.metadata if isinstance(workflow, Workflow) else workflow.get("metadata")
    draft_notes = meta.get("assumptions", []) if isinstance(meta, dict) else []
    answers = [f"{q} {a}" for q, a in ctx.answers.items()]
    return [
        *ctx.assumptions,
        *ctx.intent.questions,
        *answers,
        *(n for n in draft_notes if isinstance(n, str)),
    ]


@dataclass(frozen=True)
class IntentConformance:
    """K_i: the code does what the intent asked, with its stated values."""

    name: str = "K_i"

    def __call__(
        self, workflow: Workflow | dict[str, Any], ctx: PlanningContext
    ) -> list[Violation]:
        return check_conformance(
            ctx.intent, workflow, ctx.registry, notes=recorded_notes(workflow, ctx)
        )


@dataclass(frozen=True)
class IntentReading:
    """K_i, first pass: what the planner could not read and must ask about."""

    name: str = "K_i (reading)"

    def __call__(
        self, workflow: Workflow | dict[str, Any], ctx: PlanningContext
    ) -> list[Violation]:
        found = [
            v
            for v in check_conformance(
                ctx.intent, workflow, ctx.registry, notes=recorded_notes(workflow, ctx)
            )
            if asks(v.code, v.limit) and v.step is None
        ]
        return found + self._unconvertible_rpm(ctx)

    @staticmethod
    def _unconvertible_rpm(ctx: PlanningContext) -> list[Violation]:
        out = []
        for clause in read_clauses(ctx.intent.text, ctx.registry).clauses:
            rpm = next((v for v in clause.values if v.param == RPM_PARAM), None)
            if clause.operation != "spin" or rpm is None or clause.value("rcf_g") is not None:
                continue
            candidates = rpm_centrifuges(clause, ctx.registry)
            if any(rotor_radius_cm(ctx.registry, c) for c in candidates):
                continue
            out.append(
                Violation(
                    code="UNCONSUMED_QUANTITY",
                    message=f"'{rpm.text}' is a rotor speed and no centrifuge that could run "
                    "it records a rotor radius in the registry, so it cannot be turned into "
                    "a force (x g) without guessing.",
                    limit=rpm.value,
                    hint="state the spin force in x g (RCF = 1.118e-5 x radius_cm x rpm^2)",
                )
            )
        return out
