"""Measurements of the rule-based transition model: checks, consumption and readouts.

A measurement reveals hidden truth only through the configuration's readouts: a readout
applies to a measured material when its requirements hold (form, culture hours, cell
count, properties, action parameters, variables present or absent, a single subject); its
value is a formula over the material's variables (or a hidden trait); readings outside the
readout's reliable range, or failing its ``credit_if`` condition, are reported but not
credited as evidence.
"""

from __future__ import annotations

from typing import Any

from bioproagent.wetbench.catalogue import ActionSpec
from bioproagent.wetbench.config import Readout
from bioproagent.wetbench.expr import ExpressionError, evaluate
from bioproagent.wetbench.materials import Evidence, Material, Observation
from bioproagent.wetbench.physics import (
    Rejection,
    applies,
    draw,
    numeric,
    usable,
    variables,
)
from bioproagent.wetbench.state import LabState, Outcome


class MeasurementMixin:
    """The measure and inspect handlers (mixed into RuleTransitionModel)."""

    error_type: int

    # -- measurement ---------------------------------------------------------------------
    def _do_measure(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        for m in t:
            usable(m, spec, "sample", forms=True, open_=bool(spec.rules.get("requires_open")))
            need = float(spec.rules.get("min_volume_ul", 0))
            if need and m.volume_ul + 1e-9 < need:
                raise Rejection(
                    "INSUFFICIENT_VOLUME",
                    f"{spec.name} needs at least {need:g} uL; {m.name} holds {m.volume_ul:g} uL",
                )
        for m in t:
            self._read(s, m, p, spec, out, step)
            consume = float(p.get("injection_volume_ul", spec.rules.get("consumes_ul", 0)))
            if consume and not m.unlimited:
                draw(s, m, min(consume, m.volume_ul), f"consumed by {spec.name}")
                out.changed.append(m.barcode)

    def _do_inspect(
        self,
        s: LabState,
        t: list[Material],
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
    ) -> None:
        question = str(p["question"])
        lowered = f" {question.lower()} "
        for word in spec.rules.get("not_visual", ()):
            if word in lowered:
                raise Rejection(
                    "NOT_VISUAL",
                    f"'{question}' cannot be answered by looking (it asks about '{word.strip()}')",
                )
        for m in t:
            usable(m, spec, "sample")
            self._read(s, m, p, spec, out, step, question=lowered)

    def _read(
        self,
        s: LabState,
        m: Material,
        p: dict[str, Any],
        spec: ActionSpec,
        out: Outcome,
        step: int,
        question: str | None = None,
    ) -> None:
        found = False
        for readout in s.config.readouts:
            if readout.action != spec.name or not applies(readout, m, p):
                continue
            if question is not None and not any(k in question for k in readout.keywords):
                continue
            value, credited, note = self._value(s, readout, m, p)
            if value is None:
                continue
            found = True
            shown = f"{value} {readout.unit}".strip()
            out.observations.append(
                Observation(
                    description=f"{readout.label} of {m.name}: {shown}{note}",
                    measurement_type=readout.measurement_type,
                    value=value,
                )
            )
            if credited:
                out.evidence.append(
                    Evidence(
                        step=step,
                        action=spec.name,
                        readout=readout.id,
                        subject=m.hidden.subject,
                        value=value,
                        variables=numeric(variables(s, m, p)),
                    )
                )
        if not found:
            text = (
                "nothing that answers the question is visible"
                if question is not None
                else "no distinct signal above background"
            )
            out.observations.append(
                Observation(
                    description=f"{spec.name} on {m.name}: {text}.", measurement_type="instrumental"
                )
            )

    def _value(
        self, s: LabState, readout: Readout, m: Material, p: dict[str, Any]
    ) -> tuple[Any, bool, str]:
        if readout.trait is not None:
            if readout.trait not in m.hidden.traits:
                return None, False, ""
            return m.hidden.traits[readout.trait], True, ""
        assert readout.expr is not None
        try:
            raw = evaluate(readout.expr, variables(s, m, p))
        except (ExpressionError, ZeroDivisionError, ValueError, OverflowError):
            return None, False, ""
        if self.error_type == 2:
            raw *= 1.1
        value = round(raw, readout.decimals)
        if readout.credit_if is not None:
            env = variables(s, m, p)
            env["value"] = raw
            try:
                ok = bool(evaluate(readout.credit_if, env))
            except (ExpressionError, ZeroDivisionError, ValueError):
                ok = False
            if not ok:
                return value, False, " (not under the conditions the goal asks for)"
        if readout.range is not None:
            lo, hi = readout.range
            if raw < lo:
                return value, False, f" (below the reliable range {lo:g}-{hi:g})"
            if raw > hi:
                return value, False, f" (above the reliable range {lo:g}-{hi:g}; saturated)"
        return value, True, ""
