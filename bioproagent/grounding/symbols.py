"""Semantic symbol grounding: Φ projects the registry onto short symbols, Ψ resolves them.

Φ (:func:`project`) keeps only the instruments whose operations the intent needs, only
those operations, their parameter ranges, and the labware types those instruments take,
each under a short symbol (D1, D2 ... for instruments, T1 ... for labware types, R1 ...
for reagents). The rendered table is what a planner's prompt carries instead of the raw
registry JSON.

Ψ (:func:`resolve`) maps a symbolic workflow back to registry ids. Full ids are accepted
as they are; anything else becomes an ``UNKNOWN_SYMBOL`` violation naming the nearest
valid symbols (with a repair when exactly one is close).

Token counting lives in :mod:`bioproagent.grounding.tokens`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bioproagent.grounding.similarity import similarity
from bioproagent.registry.loader import Registry
from bioproagent.registry.model import Instrument, Operation
from bioproagent.rules.violation import Violation
from bioproagent.textutil import fmt


@dataclass(frozen=True)
class DeviceSymbol:
    symbol: str
    instrument: Instrument
    operations: tuple[str, ...]


@dataclass
class SymbolTable:
    """Symbols in play for one plan, both directions."""

    devices: dict[str, DeviceSymbol] = field(default_factory=dict)
    labware_types: dict[str, str] = field(default_factory=dict)
    reagents: dict[str, str] = field(default_factory=dict)

    def device_symbol(self, instrument_id: str) -> str | None:
        return next((s for s, d in self.devices.items() if d.instrument.id == instrument_id), None)

    def labware_symbol(self, type_id: str) -> str | None:
        return next((s for s, t in self.labware_types.items() if t == type_id), None)

    def reagent_symbol(self, name: str) -> str | None:
        return next((s for s, r in self.reagents.items() if r == name), None)

    def render(self, registry: Registry) -> str:
        """The compact text a planner sees."""
        lines = ["Instruments (use the symbol as device):"]
        for sym, dev in self.devices.items():
            inst = dev.instrument
            lines.append(f"{sym} {inst.id} [{inst.category}] {inst.name}")
            for op_name in dev.operations:
                lines.append(f"  {op_name}: {_render_operation(inst.operations[op_name])}")
        if self.labware_types:
            lines.append("Labware types (use the symbol as labware type):")
            for sym, type_id in self.labware_types.items():
                lw = registry.labware[type_id]
                rcf = f", max {fmt(lw.max_rcf_g)} x g" if lw.max_rcf_g else ", no spinning"
                lines.append(
                    f"{sym} {type_id} ({lw.format}, {fmt(lw.well_volume_ul)} uL/well"
                    f"{', sealable' if lw.sealable else ''}{rcf})"
                )
        if self.reagents:
            lines.append("Reagents: " + "; ".join(f"{s} {r}" for s, r in self.reagents.items()))
        return "\n".join(lines)


def _render_operation(op: Operation) -> str:
    parts = []
    required = set(op.required_params)
    for name, spec in op.param_specs.items():
        if "enum" in spec:
            text = f"{name} {'|'.join(map(str, spec['enum']))}"
        else:
            low = spec.get("minimum", spec.get("exclusiveMinimum"))
            high = spec.get("maximum", spec.get("exclusiveMaximum"))
            span = f"{fmt(low) if low is not None else ''}..{fmt(high) if high is not None else ''}"
            text = name if span == ".." else f"{name} {span}"
        parts.append(text + ("*" if name in required else ""))
    roles = []
    for role, role_spec in op.roles.items():
        roles.append(
            f"{role}{'' if role_spec.required else '?'}"
            + (f"x{role_spec.max_count}" if role_spec.max_count > 1 else "")
        )
    return f"({', '.join(parts)}) labware[{', '.join(roles)}]"


def instruments_for(registry: Registry, operations: Iterable[str]) -> list[Instrument]:
    """Available instruments that offer at least one of the operations, in registry order."""
    wanted = set(operations)
    return [
        inst
        for inst in registry.instruments.values()
        if inst.status == "available" and wanted & set(inst.operations)
    ]


def project(
    registry: Registry,
    operations: Iterable[str],
    reagents: Iterable[str] = (),
    formats: Iterable[str] = (),
) -> SymbolTable:
    """Φ: the symbol table for the operations (and reagents, formats) a plan needs."""
    ops = list(dict.fromkeys(operations))
    table = SymbolTable()
    accepted: set[str] = set(formats)
    for n, inst in enumerate(instruments_for(registry, ops), start=1):
        kept = tuple(o for o in inst.operations if o in ops)
        table.devices[f"D{n}"] = DeviceSymbol(f"D{n}", inst, kept)
        for op_name in kept:
            for role in inst.operations[op_name].roles.values():
                accepted.update(role.formats)
    types = [t for t in registry.labware.values() if t.format in accepted]
    for n, lw in enumerate(types, start=1):
        table.labware_types[f"T{n}"] = lw.id
    for n, reagent in enumerate(dict.fromkeys(reagents), start=1):
        table.reagents[f"R{n}"] = reagent
    return table


def raw_context(registry: Registry) -> str:
    """What a prompt would carry without grounding: every registry file, verbatim."""
    payload = {
        "instruments": [dict(i.data) for i in registry.instruments.values()],
        "labware": [dict(t.data) for t in registry.labware.values()],
    }
    return json.dumps(payload, ensure_ascii=False)


def resolve(
    code: Mapping[str, Any], table: SymbolTable, registry: Registry
) -> tuple[dict[str, Any], list[Violation]]:
    """Ψ: replace symbols in a symbolic workflow by registry ids and reagent names.

    Returns the resolved document (a new dict) and an ``UNKNOWN_SYMBOL`` violation for
    every device or labware type that is neither a symbol in the table nor a registry id.
    """
    document = json.loads(json.dumps(code))  # deep copy of plain JSON
    problems: list[Violation] = []
    devices = {s: d.instrument.id for s, d in table.devices.items()}
    for i, step in enumerate(document.get("steps") or []):
        if not isinstance(step, dict) or not isinstance(step.get("device"), str):
            continue
        value = step["device"]
        if value in devices:
            step["device"] = devices[value]
        elif registry.instrument(value) is None:
            operation = step.get("operation")
            able = {
                sym: dev
                for sym, dev in devices.items()
                if operation in table.devices[sym].operations
            }  # devices that can do it
            problems.append(
                _unknown_symbol(
                    f"/steps/{i}/device",
                    value,
                    list(devices),
                    "instrument",
                    i,
                    step.get("id"),
                    able or devices,
                )
            )
    for j, labware in enumerate(document.get("labware") or []):
        if not isinstance(labware, dict):
            continue
        value = labware.get("type")
        if isinstance(value, str):
            if value in table.labware_types:
                labware["type"] = table.labware_types[value]
            elif registry.labware_type(value) is None:
                problems.append(
                    _unknown_symbol(
                        f"/labware/{j}/type",
                        value,
                        list(table.labware_types),
                        "labware type",
                        None,
                        None,
                        table.labware_types,
                    )
                )
        for content in labware.get("contents") or []:
            if isinstance(content, dict) and content.get("reagent") in table.reagents:
                content["reagent"] = table.reagents[content["reagent"]]
    return document, problems


def _unknown_symbol(
    path: str,
    value: str,
    symbols: list[str],
    what: str,
    step: int | None,
    step_id: str | None,
    meaning: Mapping[str, str],
) -> Violation:
    scored = sorted(
        ((similarity(value, target), symbol) for symbol, target in meaning.items()), reverse=True
    )
    candidates = [symbol for score, symbol in scored if score >= 0.4][:3]
    clear_winner = (
        bool(scored)
        and scored[0][0] >= 0.55
        and (len(scored) == 1 or scored[0][0] - scored[1][0] >= 0.1)
    )
    listing = ", ".join(f"{s} ({meaning[s]})" for s in candidates)
    return Violation(
        code="UNKNOWN_SYMBOL",
        step=step,
        step_id=step_id,
        path=path,
        actual=value,
        limit=candidates,
        message=f"'{value}' is not a {what} symbol of this plan"
        + (f"; nearest: {listing}." if candidates else f"; valid symbols: {', '.join(symbols)}."),
        hint=f"use {candidates[0]}" if candidates else "use one of the symbols in the table",
        repair=[{"op": "replace", "path": path, "value": scored[0][1]}] if clear_winner else None,
    )
