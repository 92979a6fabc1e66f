"""Semantic symbol grounding: Φ projects the registry onto short symbols, Ψ resolves them.

Φ (:func:`project`) keeps only the instruments whose operations the intent needs, only
those operations, their parameter ranges, and the labware types those instruments take,
each under a short symbol (D1, D2 ... for instruments, T1 ... for labware types, R1 ...
for reagents). The rendered table is what a planner's prompt carries instead of the raw
registry JSON.

Ψ (:func:`resolve`) maps a symbolic workflow back to registry ids. Full ids are accepted
as they are; anything else becomes an ``UNKNOWN_SYMBOL`` violation naming the nearest
valid symbols (with a repair when exactly one is close).

Token counting: :func:`count_tokens` counts words and punctuation marks separately
(``\\w+|[^\\w\\s]``), which tracks BPE token counts of JSON and English within about
20 %; both sides of the grounded-vs-raw comparison use the same counter.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bioproagent.registry.loader import Registry
from bioproagent.registry.model import Instrument, Operation
from bioproagent.rules.violation import Violation
from bioproagent.textutil import fmt

_TOKEN = re.compile(r"\w+|[^\w\s]")


def count_tokens(text: str) -> int:
    """Approximate token count (words and punctuation marks)."""
    return len(_TOKEN.findall(text))


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
    for role, spec in op.roles.items():
        roles.append(f"{role}{'' if spec.required else '?'}" + (
            f"x{spec.max_count}" if spec.max_count > 1 else ""))
    return f"({', '.join(parts)}) labware[{', '.join(roles)}]"


def instruments_for(registry: Registry, operations: Iterable[str]) -> list[Instrument]:
    """Available instruments that offer at least one of the operations, in registry order."""
    wanted = set(operations)
    return [
        inst for inst in registry.instruments.values()
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


def resolve(code: Mapping[str, Any], table: SymbolTable, registry: Registry
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
            able = {sym: dev for sym, dev in devices.items()
                    if operation in table.devices[sym].operations}  # devices that can do it
            problems.append(_unknown_symbol(
                f"/steps/{i}/device", value, list(devices), "instrument", i, step.get("id"),
                able or devices,
            ))
    for j, labware in enumerate(document.get("labware") or []):
        if not isinstance(labware, dict):
            continue
        value = labware.get("type")
        if isinstance(value, str):
            if value in table.labware_types:
                labware["type"] = table.labware_types[value]
            elif registry.labware_type(value) is None:
                problems.append(_unknown_symbol(
                    f"/labware/{j}/type", value, list(table.labware_types), "labware type",
                    None, None, table.labware_types,
                ))
        for content in labware.get("contents") or []:
            if isinstance(content, dict) and content.get("reagent") in table.reagents:
                content["reagent"] = table.reagents[content["reagent"]]
    return document, problems


def _similarity(value: str, target: str) -> float:
    """How likely ``value`` names ``target``: spelling similarity, shared name parts
    (vendor, format, size: 'hamilton_vantage' ~ 'hamilton_star', 'axygen_pcr_96' ~
    'plate_96_pcr') and a bonus for the same vendor or family prefix."""
    a, b = value.lower(), target.lower()
    spelling = difflib.SequenceMatcher(None, a, b).ratio()
    parts_a, parts_b = set(re.split(r"[_\W]+", a)) - {""}, set(re.split(r"[_\W]+", b)) - {""}
    shared = len(parts_a & parts_b) / len(parts_a | parts_b) if parts_a | parts_b else 0.0
    prefix = 0.2 if a.split("_")[0] == b.split("_")[0] else 0.0
    return min(1.0, 0.5 * spelling + 0.5 * shared + prefix)


def _unknown_symbol(path: str, value: str, symbols: list[str], what: str, step: int | None,
                    step_id: str | None, meaning: Mapping[str, str]) -> Violation:
    scored = sorted(((_similarity(value, target), symbol) for symbol, target in meaning.items()),
                    reverse=True)
    candidates = [symbol for score, symbol in scored if score >= 0.4][:3]
    clear_winner = bool(scored) and scored[0][0] >= 0.55 and (
        len(scored) == 1 or scored[0][0] - scored[1][0] >= 0.1)
    listing = ", ".join(f"{s} ({meaning[s]})" for s in candidates)
    return Violation(
        code="UNKNOWN_SYMBOL", step=step, step_id=step_id, path=path, actual=value,
        limit=candidates,
        message=f"'{value}' is not a {what} symbol of this plan"
        + (f"; nearest: {listing}." if candidates else f"; valid symbols: {', '.join(symbols)}."),
        hint=f"use {candidates[0]}" if candidates else "use one of the symbols in the table",
        repair=[{"op": "replace", "path": path, "value": scored[0][1]}] if clear_winner else None,
    )


# --- the JSON Schema of symbolic device code for one plan (constrained decoding) --------

NUMBER_CAP = 1_000_000
"""Upper bound given to a numeric parameter whose registry range has no maximum (and the
negative of it for a missing minimum): a grammar needs finite bounds; the rule engine
still checks the real range afterwards."""


def code_schema(table: SymbolTable, registry: Registry, *, max_steps: int = 6,
                max_labware: int = 3, text_chars: int = 24, decimals: int = 1
                ) -> dict[str, Any]:
    """JSON Schema of the symbolic device code a planner may write for this plan.

    Devices are the table's D# symbols; each step is one ``anyOf`` branch per (device,
    operation) pair of the table, so a step can only name an operation its device
    offers. A step carries the operation's required parameters (numbers bounded by the
    registry's range, enums as enums) and its required labware roles, each bound to one
    declared labware id (L1 ... L``max_labware``). Labware types are the table's T#
    symbols. Steps and labware are bounded by ``max_steps`` and ``max_labware``; free text
    by ``text_chars``; a bound that the registry leaves open is closed at
    :data:`NUMBER_CAP`, an exclusive one moved in by ``10**-decimals``. The rule engine
    validates the result anyway.
    """
    if not table.devices:
        raise ValueError("the symbol table has no instruments, so no device code can be "
                         "written; the intent needs an operation the registry offers")
    labware_ids = [f"L{n}" for n in range(1, max_labware + 1)]
    text = {"type": "string", "maxLength": text_chars}
    volumes = [registry.labware[t].well_volume_ul for t in table.labware_types.values()]
    labware_item: dict[str, Any] = {
        "type": "object",
        "properties": {
            "id": {"enum": labware_ids},
            "type": {"enum": list(table.labware_types) or ["T1"]},
            "sealed": {"type": "boolean"},
            "contents": {"type": "array", "maxItems": 1, "items": {
                "type": "object",
                "properties": {"volume_ul": {"type": "number", "minimum": 0,
                                             "maximum": max(volumes, default=1000.0)},
                               "reagent": text},
                "required": ["volume_ul", "reagent"], "additionalProperties": False}},
        },
        "required": ["id", "type", "sealed", "contents"],
        "additionalProperties": False,
    }
    branches = []
    for symbol, dev in table.devices.items():
        for op_name in dev.operations:
            branches.append(_step_branch(symbol, dev.instrument.operations[op_name],
                                         labware_ids, max_steps, text_chars, decimals))
    return {
        "type": "object",
        "properties": {
            "name": text,
            "labware": {"type": "array", "minItems": 1, "maxItems": max_labware,
                        "items": labware_item},
            "steps": {"type": "array", "minItems": 1, "maxItems": max_steps,
                      "items": branches[0] if len(branches) == 1 else {"anyOf": branches}},
        },
        "required": ["name", "labware", "steps"],
        "additionalProperties": False,
    }


def _step_branch(symbol: str, op: Operation, labware_ids: list[str], max_steps: int,
                 text_chars: int, decimals: int) -> dict[str, Any]:
    params = {name: _bounded(spec, text_chars, decimals) for name, spec in op.param_specs.items()
              if name in op.required_params}
    roles = [role for role, spec in op.roles.items() if spec.required]
    return {
        "type": "object",
        "properties": {
            "id": {"enum": [f"s{n}" for n in range(1, max_steps + 1)]},
            "device": {"const": symbol},
            "operation": {"const": op.name},
            "params": {"type": "object", "properties": params, "required": list(params),
                       "additionalProperties": False},
            "labware": {"type": "object",
                        "properties": {role: {"enum": labware_ids} for role in roles},
                        "required": roles, "additionalProperties": False},
        },
        "required": ["id", "device", "operation", "params", "labware"],
        "additionalProperties": False,
    }


def _bounded(spec: Mapping[str, Any], text_chars: int, decimals: int) -> dict[str, Any]:
    """A parameter's schema with finite bounds (numbers) or a length cap (text)."""
    if "enum" in spec:
        return {"enum": list(spec["enum"])}
    kind = spec.get("type")
    if kind in ("number", "integer"):
        step = 1 if kind == "integer" else 10**-decimals
        low = spec.get("minimum")
        if low is None and "exclusiveMinimum" in spec:
            low = spec["exclusiveMinimum"] + step
        high = spec.get("maximum")
        if high is None and "exclusiveMaximum" in spec:
            high = spec["exclusiveMaximum"] - step
        return {"type": kind, "minimum": -NUMBER_CAP if low is None else low,
                "maximum": NUMBER_CAP if high is None else high}
    if kind == "boolean":
        return {"type": "boolean"}
    if kind == "array":
        items = spec.get("items") or {"type": "string"}
        bounded_items = (
            {"type": "object", "properties": {k: _bounded(v, text_chars, decimals) for k, v in
                                              items.get("properties", {}).items()},
             "required": list(items.get("required", [])), "additionalProperties": False}
            if items.get("type") == "object" else _bounded(items, text_chars, decimals))
        return {"type": "array", "minItems": spec.get("minItems", 0),
                "maxItems": min(int(spec.get("maxItems", 4)), 4), "items": bounded_items}
    return {"type": "string", "maxLength": text_chars}


def draft_schema(table: SymbolTable, registry: Registry, operations: Iterable[str] = (), *,
                 max_steps: int = 4, text_chars: int = 60) -> dict[str, Any]:
    """JSON Schema of a short protocol draft whose steps name operations of this plan.

    Used for constrained decoding of drafts: step operations are the intent's operations
    and those of the table's instruments, labware formats are those of the table's
    labware types; text fields are capped at ``text_chars``.
    """
    ops = list(dict.fromkeys([*operations, *(o for d in table.devices.values()
                                               for o in d.operations)]))
    formats = list(dict.fromkeys(registry.labware[t].format
                                 for t in table.labware_types.values()))
    text = {"type": "string", "maxLength": text_chars}
    step: dict[str, Any] = {
        "type": "object",
        "properties": {"text": text, "operation": {"enum": ops} if ops else text},
        "required": ["text", "operation"], "additionalProperties": False}
    labware: dict[str, Any] = {
        "type": "object",
        "properties": {"name": {"type": "string", "maxLength": 16},
                       "format": {"enum": formats} if formats else text},
        "required": ["name", "format"], "additionalProperties": False}
    return {
        "type": "object",
        "properties": {
            "title": text,
            "steps": {"type": "array", "minItems": 1, "maxItems": max_steps, "items": step},
            "labware": {"type": "array", "minItems": 1, "maxItems": 2, "items": labware},
            "controls": {"type": "array", "maxItems": 2,
                         "items": {"type": "string", "maxLength": 24}},
            "replicates": {"type": "integer", "minimum": 1, "maximum": 3},
        },
        "required": ["title", "steps", "labware", "controls", "replicates"],
        "additionalProperties": False,
    }
