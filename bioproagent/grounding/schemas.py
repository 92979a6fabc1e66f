"""The JSON Schemas of symbolic device code and drafts for one plan (constrained decoding).

Generated from the plan's symbol table (:mod:`bioproagent.grounding.symbols`) and the
registry's own parameter schemas, so a model can only name the plan's instruments, their
operations and labware types, and write numbers inside the registry's ranges.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from bioproagent.grounding.symbols import SymbolTable
from bioproagent.registry.loader import Registry
from bioproagent.registry.model import Operation

NUMBER_CAP = 1_000_000
"""Upper bound given to a numeric parameter whose registry range has no maximum (and the
negative of it for a missing minimum): a grammar needs finite bounds; the rule engine
still checks the real range afterwards."""


def code_schema(
    table: SymbolTable,
    registry: Registry,
    *,
    max_steps: int = 6,
    max_labware: int = 3,
    text_chars: int = 24,
    decimals: int = 1,
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
        raise ValueError(
            "the symbol table has no instruments, so no device code can be "
            "written; the intent needs an operation the registry offers"
        )
    labware_ids = [f"L{n}" for n in range(1, max_labware + 1)]
    text = {"type": "string", "maxLength": text_chars}
    volumes = [registry.labware[t].well_volume_ul for t in table.labware_types.values()]
    labware_item: dict[str, Any] = {
        "type": "object",
        "properties": {
            "id": {"enum": labware_ids},
            "type": {"enum": list(table.labware_types) or ["T1"]},
            "sealed": {"type": "boolean"},
            "contents": {
                "type": "array",
                "maxItems": 1,
                "items": {
                    "type": "object",
                    "properties": {
                        "volume_ul": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": max(volumes, default=1000.0),
                        },
                        "reagent": text,
                    },
                    "required": ["volume_ul", "reagent"],
                    "additionalProperties": False,
                },
            },
        },
        "required": ["id", "type", "sealed", "contents"],
        "additionalProperties": False,
    }
    branches = []
    for symbol, dev in table.devices.items():
        for op_name in dev.operations:
            branches.append(
                _step_branch(
                    symbol,
                    dev.instrument.operations[op_name],
                    labware_ids,
                    max_steps,
                    text_chars,
                    decimals,
                )
            )
    return {
        "type": "object",
        "properties": {
            "name": text,
            "labware": {
                "type": "array",
                "minItems": 1,
                "maxItems": max_labware,
                "items": labware_item,
            },
            "steps": {
                "type": "array",
                "minItems": 1,
                "maxItems": max_steps,
                "items": branches[0] if len(branches) == 1 else {"anyOf": branches},
            },
        },
        "required": ["name", "labware", "steps"],
        "additionalProperties": False,
    }


def _step_branch(
    symbol: str,
    op: Operation,
    labware_ids: list[str],
    max_steps: int,
    text_chars: int,
    decimals: int,
) -> dict[str, Any]:
    params = {
        name: _bounded(spec, text_chars, decimals)
        for name, spec in op.param_specs.items()
        if name in op.required_params
    }
    roles = [role for role, spec in op.roles.items() if spec.required]
    return {
        "type": "object",
        "properties": {
            "id": {"enum": [f"s{n}" for n in range(1, max_steps + 1)]},
            "device": {"const": symbol},
            "operation": {"const": op.name},
            "params": {
                "type": "object",
                "properties": params,
                "required": list(params),
                "additionalProperties": False,
            },
            "labware": {
                "type": "object",
                "properties": {role: {"enum": labware_ids} for role in roles},
                "required": roles,
                "additionalProperties": False,
            },
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
        return {
            "type": kind,
            "minimum": -NUMBER_CAP if low is None else low,
            "maximum": NUMBER_CAP if high is None else high,
        }
    if kind == "boolean":
        return {"type": "boolean"}
    if kind == "array":
        items = spec.get("items") or {"type": "string"}
        bounded_items = (
            {
                "type": "object",
                "properties": {
                    k: _bounded(v, text_chars, decimals)
                    for k, v in items.get("properties", {}).items()
                },
                "required": list(items.get("required", [])),
                "additionalProperties": False,
            }
            if items.get("type") == "object"
            else _bounded(items, text_chars, decimals)
        )
        return {
            "type": "array",
            "minItems": spec.get("minItems", 0),
            "maxItems": min(int(spec.get("maxItems", 4)), 4),
            "items": bounded_items,
        }
    return {"type": "string", "maxLength": text_chars}


def draft_schema(
    table: SymbolTable,
    registry: Registry,
    operations: Iterable[str] = (),
    *,
    max_steps: int = 4,
    text_chars: int = 60,
) -> dict[str, Any]:
    """JSON Schema of a short protocol draft whose steps name operations of this plan.

    Used for constrained decoding of drafts: step operations are the intent's operations
    and those of the table's instruments, labware formats are those of the table's
    labware types; text fields are capped at ``text_chars``.
    """
    ops = list(
        dict.fromkeys([*operations, *(o for d in table.devices.values() for o in d.operations)])
    )
    formats = list(dict.fromkeys(registry.labware[t].format for t in table.labware_types.values()))
    text = {"type": "string", "maxLength": text_chars}
    step: dict[str, Any] = {
        "type": "object",
        "properties": {"text": text, "operation": {"enum": ops} if ops else text},
        "required": ["text", "operation"],
        "additionalProperties": False,
    }
    labware: dict[str, Any] = {
        "type": "object",
        "properties": {
            "name": {"type": "string", "maxLength": 16},
            "format": {"enum": formats} if formats else text,
        },
        "required": ["name", "format"],
        "additionalProperties": False,
    }
    return {
        "type": "object",
        "properties": {
            "title": text,
            "steps": {"type": "array", "minItems": 1, "maxItems": max_steps, "items": step},
            "labware": {"type": "array", "minItems": 1, "maxItems": 2, "items": labware},
            "controls": {
                "type": "array",
                "maxItems": 2,
                "items": {"type": "string", "maxLength": 24},
            },
            "replicates": {"type": "integer", "minimum": 1, "maximum": 3},
        },
        "required": ["title", "steps", "labware", "controls", "replicates"],
        "additionalProperties": False,
    }
