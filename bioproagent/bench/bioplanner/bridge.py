"""From BioProt pseudocode to our workcell: which protocols are automatable end to end.

Each gold call is mapped onto a registry operation by the verb of its function name
(``VERB_OPERATIONS``: ``add_buffer`` -> transfer, ``centrifuge_tubes`` -> spin, ...). The
values the step needs are read from its keyword arguments, only as written: a volume with a
volume unit, a temperature in °C, a duration with a time unit, a speed in × g (a speed in rpm
is not converted: the rotor radius is unknown). Nothing is guessed; the one default, the mix
cycle count, is recorded as an assumption.

The mapped steps become a :class:`~bioproagent.draft.Draft` on a fixed layout (one sample
well A1 of a plate ``samples``: a flat 96-well plate when the protocol reads absorbance and
its volumes fit, else a deep-well plate; each added reagent in its own well of a
12-column reservoir ``reagents``), which the offline compiler turns into device code on the
registry's instruments; the rule engine (K_p) then checks it. A protocol is **automatable end
to end** when every step maps, every needed value is stated, and the gate passes. Otherwise
the result lists why, per step: ``no_operation`` (a manual verb such as wash, filter, dry),
``missing_value`` (for example a transfer without a volume), ``rpm_speed``,
``over_capacity`` (a volume larger than the sample well, e.g. litres of medium), or the
rule codes the gate raised.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bioproagent.bench.bioplanner.data import BioProtProtocol
from bioproagent.bench.bioplanner.pseudocode import PseudoCall
from bioproagent.draft import Draft, DraftLabware, DraftStep
from bioproagent.planners.offline.compiler import Compiler
from bioproagent.registry.loader import Registry
from bioproagent.rules import verify

VERB_OPERATIONS: dict[str, str] = {
    "add": "transfer",
    "transfer": "transfer",
    "pipette": "transfer",
    "dispense": "transfer",
    "aliquot": "transfer",
    "mix": "mix",
    "incubate": "incubate",
    "centrifuge": "spin",
    "spin": "spin",
    "shake": "shake",
    "seal": "seal",
    "read": "read_absorbance",
    "measure": "read_absorbance",
}
NEEDS: dict[str, tuple[str, ...]] = {
    "transfer": ("volume_ul",),
    "mix": ("volume_ul",),
    "incubate": ("temperature_c", "duration_s"),
    "spin": ("rcf_g", "duration_s"),
    "shake": ("speed_rpm", "duration_s"),
    "seal": (),
    "read_absorbance": ("wavelength_nm",),
}
DEFAULT_MIX_CYCLES = 3
SAMPLE_WELL_UL = 2200.0  # plate_96_deepwell, the layout's sample well
FLAT_WELL_UL = 360.0  # plate_96_flat, used when the protocol reads the plate

_NUM = r"(\d+(?:[.,]\d+)?)"
_VOLUME = re.compile(rf"{_NUM}\s*(µl|μl|ul|ml|l)\b", re.I)
_TEMPERATURE = re.compile(rf"(-?{_NUM})\s*(?:°|º|o|deg(?:rees?)?\s*)\s?c\b", re.I)
_DURATION = re.compile(rf"{_NUM}\s*(s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?)\b", re.I)
_RCF = re.compile(rf"{_NUM}\s*(?:[x×]\s*g|g|rcf)\b", re.I)
_RPM = re.compile(rf"{_NUM}\s*rpm\b", re.I)
_WAVELENGTH = re.compile(rf"{_NUM}\s*nm\b", re.I)
_SECONDS = {"s": 1, "sec": 1, "min": 60, "h": 3600, "hr": 3600, "hou": 3600}
_LITRES = {"µl": 1.0, "μl": 1.0, "ul": 1.0, "ml": 1000.0, "l": 1e6}


def _number(text: str) -> float:
    return float(
        text.replace(",", "")
        if text.count(",") == 1 and len(text.split(",")[1]) == 3
        else text.replace(",", ".")
    )


def read_values(call: PseudoCall) -> dict[str, float]:
    """Quantities a call states, in registry units (only those written with a unit)."""
    text = " ; ".join(call.kwargs.values())
    values: dict[str, float] = {}
    if m := _VOLUME.search(text):
        values["volume_ul"] = _number(m.group(1)) * _LITRES[m.group(2).lower()]
    if m := _TEMPERATURE.search(text):
        values["temperature_c"] = float(m.group(1).replace(",", "."))
    if m := _DURATION.search(text):
        values["duration_s"] = (
            _number(m.group(1)) * _SECONDS[m.group(2).lower()[:3].rstrip("s") or "s"]
        )
    if m := _RCF.search(text):
        values["rcf_g"] = _number(m.group(1))
    if m := _RPM.search(text):
        values["speed_rpm"] = _number(m.group(1))
    if m := _WAVELENGTH.search(text):
        values["wavelength_nm"] = _number(m.group(1))
    return values


@dataclass
class BridgeResult:
    """What happened to one protocol on the way to device code."""

    id: str
    title: str
    steps: int
    mapped: int
    automatable: bool
    reasons: list[str] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)
    workflow: dict[str, Any] | None = None


def _draft_step(call: PseudoCall, op: str, reagent_well: str | None) -> DraftStep:
    values = read_values(call)
    params: dict[str, Any] = {k: values[k] for k in NEEDS[op] if k in values}
    labware: dict[str, str | list[str]] = {}
    wells: dict[str, list[str]] = {}
    if op == "transfer":
        labware = {"source": "reagents", "target": "samples"}
        wells = {"source": [reagent_well or "A1"], "target": ["A1"]}
    elif op == "mix":
        params["cycles"] = DEFAULT_MIX_CYCLES
        labware, wells = {"target": "samples"}, {"target": ["A1"]}
    elif op == "spin":
        labware = {"plates": ["samples"]}
    else:
        labware = {"plate": "samples"}
    return DraftStep(text=call.render(), operation=op, params=params, labware=labware, wells=wells)


def _sample_format(steps: list[DraftStep]) -> str:
    """A flat 96-well plate when the protocol reads absorbance and its volume fits one,
    else a deep-well plate (readers take flat plates; deep wells hold more)."""
    total = sum(float(s.params.get("volume_ul", 0)) for s in steps if s.operation == "transfer")
    reads = any(s.operation == "read_absorbance" for s in steps)
    return "plate_96" if reads and total <= FLAT_WELL_UL else "plate_96_deepwell"


def bridge_protocol(protocol: BioProtProtocol, registry: Registry) -> BridgeResult:
    """Map, compile and gate one protocol (see the module docstring)."""
    reasons: list[str] = []
    assumptions: list[str] = []
    steps: list[DraftStep] = []
    reagent_wells: dict[str, str] = {}
    for i, call in enumerate(protocol.calls):
        op = VERB_OPERATIONS.get(call.name.split("_", 1)[0].lower())
        if op is None:
            reasons.append(f"no_operation: step {i + 1} {call.name}")
            continue
        values = read_values(call)
        if op == "spin" and "rcf_g" not in values and "speed_rpm" in values:
            reasons.append(f"rpm_speed: step {i + 1} {call.name} gives rpm, not × g")
            continue
        missing = [k for k in NEEDS[op] if k not in values]
        if missing:
            reasons.append(
                f"missing_value: step {i + 1} {call.name} states no {', '.join(missing)}"
            )
            continue
        if values.get("volume_ul", 0) > SAMPLE_WELL_UL:
            reasons.append(
                f"over_capacity: step {i + 1} {call.name} moves {values['volume_ul']:g} µL; "
                f"the sample well holds {SAMPLE_WELL_UL:g} µL"
            )
            continue
        well = None
        if op == "transfer":
            reagent = call.name
            well = reagent_wells.setdefault(reagent, f"A{len(reagent_wells) % 12 + 1}")
        if op == "mix":
            assumptions.append(f"step {i + 1}: {DEFAULT_MIX_CYCLES} mix cycles (not stated)")
        steps.append(_draft_step(call, op, well))
    mapped = len(steps)
    result = BridgeResult(protocol.id, protocol.title, len(protocol.calls), mapped, False, reasons)
    result.assumptions = assumptions
    if not steps:
        return result
    draft = Draft(
        title=protocol.title,
        steps=steps,
        labware=[
            DraftLabware(name="samples", format=_sample_format(steps)),
            DraftLabware(
                name="reagents",
                format="reservoir",
                contents=[
                    {"wells": [w], "volume_ul": 20000, "reagent": r}
                    for r, w in reagent_wells.items()
                ],
            ),
        ],
    )
    workflow = Compiler(registry, draft).compile()
    report = verify(workflow, registry)
    result.violations = sorted({v.code for v in report.violations})
    result.workflow = workflow
    result.automatable = not reasons and not report.violations
    return result


def summarize_bridge(results: list[BridgeResult]) -> dict[str, Any]:
    """Counts for the report: automatable protocols and why the rest are not."""
    kinds: Counter[str] = Counter()
    for r in results:
        for reason in {x.split(":", 1)[0] for x in r.reasons}:
            kinds[reason] += 1
        if r.violations and not r.reasons:
            kinds["gate_violation_only"] += 1
    manual: Counter[str] = Counter(
        x.split(" ")[-1].split("_", 1)[0]
        for r in results
        for x in r.reasons
        if x.startswith("no_operation")
    )
    return {
        "protocols": len(results),
        "automatable": sum(r.automatable for r in results),
        "all_steps_mapped": sum(r.mapped == r.steps and r.steps > 0 for r in results),
        "steps": sum(r.steps for r in results),
        "steps_mapped": sum(r.mapped for r in results),
        "protocols_with_reason": dict(kinds.most_common()),
        "top_manual_verbs": dict(manual.most_common(12)),
        "violation_codes": dict(Counter(c for r in results for c in r.violations).most_common()),
    }
