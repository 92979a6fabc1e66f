"""Defaults made visible: every setting of an approved workflow that the intent does not
state is listed as an assumption, whichever planner chose it.

A planner records most of its choices itself ("room temperature assumed", "cycles = 30 (PCR
defaults)"); :func:`undisclosed_defaults` finds the numeric settings that no recorded note
mentions and the intent does not state, and words one assumption per step for them."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bioproagent.conformance.check import aligned_clauses
from bioproagent.intent.assay_names import names_among
from bioproagent.intent.clauses import RPM_PARAM
from bioproagent.intent.spec import IntentSpec
from bioproagent.ir import Workflow
from bioproagent.registry.loader import Registry
from bioproagent.textutil import fmt, is_number
from bioproagent.vocab import param_unit

_WRITTEN = {"ul": ("µl",), "c": ("°c",), "g": ("g", "xg")}
"""Other ways notes write a canonical unit ('used 25 uL', '37 °C', '1000 g')."""


_CHOICES = ("assay", "program", "mode", "method", "protocol")
"""Named settings a planner may choose (a LabChip assay, a KingFisher program): a choice the
intent does not name is a default, shown like a numeric one."""


def _words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def _units(param: str) -> tuple[str, ...]:
    found = param_unit(param)
    if found is None:
        return ()
    return (found.label, found.unit, *_WRITTEN.get(found.unit, ()))


def _shown(param: str, value: float) -> str:
    unit = _units(param)
    return f"{param} = {fmt(value)}" + (f" {unit[0]}" if unit else "")


def _named(param: str, value: float, said: str) -> bool:
    """Whether the notes name the setting: by parameter name, or by its value with its unit
    ('used 25 uL', '37 C')."""
    if param.lower() in said:
        return True
    return any(
        re.search(rf"(?<![\d.]){re.escape(fmt(value))} ?{re.escape(u.lower())}(?!\w)", said)
        for u in _units(param)
    )


def _unit_of(param: str) -> str | None:
    found = param_unit(param)
    return found.unit if found is not None else None


def undisclosed_defaults(
    spec: IntentSpec, workflow: Workflow, registry: Registry, notes: Sequence[str]
) -> list[str]:
    """One assumption per kind of step whose numeric settings neither the intent states (in
    the clause the step carries out, or as a quantity of that unit and value anywhere) nor a
    note names (by parameter name, or by value and unit); steps with the same defaults share
    one line ('Steps 3-9 (transfer on biomek_i7_hybrid): mix_cycles = 5 ...')."""
    stated: dict[int, set[str]] = {}
    for clause, index in aligned_clauses(spec, workflow, registry):
        params = stated.setdefault(index, set())
        for v in clause.values:
            params.add("rcf_g" if v.param == RPM_PARAM else v.param)
            if v.param == "cycles":
                params.add("mix_cycles")
    said_values = {(q.unit, q.value) for q in spec.quantities}
    said = " ".join(notes).lower()
    grouped: dict[tuple[str, str, str], list[int]] = {}  # the same defaults on several steps
    text = _words(spec.text)
    for i, step in enumerate(workflow.steps):
        hidden = [
            _shown(param, value)
            for param, value in step.params.items()
            if is_number(value)
            and param not in stated.get(i, set())
            and (_unit_of(param), float(value)) not in said_values
            and not _named(param, float(value), said)
            and not (param == "sample_count" and spec.counts.get("samples") == value)
        ] + [
            f"{param} = {value}"
            for param, value in step.params.items()
            if param in _CHOICES
            and isinstance(value, str)
            and _words(value) not in text
            and not (param == "assay" and names_among(spec.text, [value]))
            and _words(value) not in _words(said)
            and param.lower() not in said
        ]
        if hidden:
            grouped.setdefault((step.operation, step.device, ", ".join(hidden)), []).append(i + 1)
    return [
        f"{_steps(numbers)} ({operation} on {device}): {shown} -- defaults, not stated in the "
        "intent."
        for (operation, device, shown), numbers in grouped.items()
    ]


def unstated_plates(spec: IntentSpec, workflow: Workflow, notes: Sequence[str]) -> list[str]:
    """When the intent names no plate format, one assumption per plate the workflow declares
    ('Labware plate is a plate_96_flat -- a default ...'), unless a note already says so."""
    if any(f.startswith("plate") for f in spec.formats):
        return []
    said = " ".join(notes).lower()
    return [
        f"Labware {lw.id} is a {lw.type} -- a default; the intent names no plate format."
        for lw in workflow.labware
        if lw.type.startswith("plate") and lw.type.lower() not in said
    ]


def _steps(numbers: list[int]) -> str:
    """'Step 2', 'Steps 3-9' (consecutive) or 'Steps 2, 5, 7'."""
    if len(numbers) == 1:
        return f"Step {numbers[0]}"
    if numbers == list(range(numbers[0], numbers[-1] + 1)):
        return f"Steps {numbers[0]}-{numbers[-1]}"
    return "Steps " + ", ".join(str(n) for n in numbers)
