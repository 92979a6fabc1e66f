"""The action catalogue: data (``data/actions.json``) plus one JSON Schema per action.

Every action of the seed's Appendix C is an entry with its handler, time cost, parameter
schema (names carry their unit), how many materials it takes and the rules the
rule-based transition model enforces (accepted forms, container kinds, minimum volume).
Actions that exist on our workcell carry a ``registry`` binding: their numeric bounds and
enums are not written in the data file but taken from the hardware registry
(:func:`bioproagent.registry.load_registry`), as the union over every instrument of the
bound categories that offers the operation.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

import jsonschema

from bioproagent.registry import Registry, load_registry
from bioproagent.wetbench.materials import BARCODE

ACTION_DOC_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["action"],
    "additionalProperties": False,
    "properties": {
        "action": {"type": "string"},
        "materials": {"type": "array", "items": {"type": "string"}},
        "params": {"type": "object"},
    },
}
"""The shape of every action an agent sends (before the action's own schema applies)."""


@dataclass(frozen=True)
class ActionSpec:
    """One catalogue entry with its compiled schema."""

    name: str
    kind: str
    handler: str
    description: str
    schema: Mapping[str, Any]
    rules: Mapping[str, Any]
    time_s: float | str
    bounds_source: tuple[str, ...]

    @property
    def params(self) -> Mapping[str, Any]:
        return self.schema["properties"]["params"]["properties"]

    @property
    def required(self) -> tuple[str, ...]:
        return tuple(self.schema["properties"]["params"].get("required", ()))

    @property
    def min_materials(self) -> int:
        return int(self.schema["properties"]["materials"]["minItems"])

    @property
    def max_materials(self) -> int:
        return int(self.schema["properties"]["materials"]["maxItems"])

    def defaults(self) -> dict[str, Any]:
        return {k: v["default"] for k, v in self.params.items() if "default" in v}

    def errors(self, action: Mapping[str, Any]) -> list[str]:
        """Schema errors of a whole action document, as 'where: what' sentences."""
        validator = _validator(self.name, json.dumps(self.schema, sort_keys=True))
        out = []
        for err in sorted(validator.iter_errors(action), key=lambda e: list(e.path)):
            where = "/".join(str(p) for p in err.path) or "action"
            out.append(f"{where}: {err.message}")
        return out

    def describe(self) -> dict[str, Any]:
        """The entry as shown to agents: parameters with units and bounds."""
        return {
            "name": self.name,
            "kind": self.kind,
            "description": self.description,
            "materials": [self.min_materials, self.max_materials],
            "required": list(self.required),
            "params": {k: _plain(v) for k, v in self.params.items()},
        }


@cache
def _validator(name: str, schema_json: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(json.loads(schema_json))


def _plain(spec: Mapping[str, Any]) -> dict[str, Any]:
    keep = ("type", "unit", "minimum", "maximum", "enum", "default", "pattern", "description")
    return {k: spec[k] for k in keep if k in spec}


class Catalogue:
    """All actions, by name."""

    def __init__(self, specs: Iterable[ActionSpec]) -> None:
        self.actions: dict[str, ActionSpec] = {s.name: s for s in specs}

    def __getitem__(self, name: str) -> ActionSpec:
        return self.actions[name]

    def __contains__(self, name: object) -> bool:
        return name in self.actions

    def names(self) -> list[str]:
        return list(self.actions)


def load_catalogue(registry: Registry | None = None) -> Catalogue:
    """Read the packaged catalogue and fill in registry bounds."""
    if registry is None:
        return _default_catalogue()
    return _build(registry)


@cache
def _default_catalogue() -> Catalogue:
    return _build(load_registry())


def _raw() -> dict[str, Any]:
    text = resources.files("bioproagent.wetbench").joinpath("data/actions.json").read_text()
    return dict(json.loads(text))


def _build(registry: Registry) -> Catalogue:
    specs = []
    for entry in _raw()["actions"]:
        params = copy.deepcopy(entry["params"])
        source: tuple[str, ...] = ()
        binding = entry.get("registry")
        if binding:
            source = _apply_registry(params, binding, registry)
        param_schema: dict[str, Any] = {
            "type": "object",
            "additionalProperties": False,
            "required": entry["required"],
            "properties": {k: _schema_only(v) for k, v in params.items()},
        }
        for k, v in params.items():
            param_schema["properties"][k]["description"] = v.get("description", "")
            if "unit" in v:
                param_schema["properties"][k]["unit"] = v["unit"]
        schema = {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": entry["name"],
            "type": "object",
            "additionalProperties": False,
            "required": ["action", "materials", "params"],
            "properties": {
                "action": {"const": entry["name"]},
                "materials": {
                    "type": "array",
                    "items": {"type": "string", "pattern": BARCODE.pattern},
                    "minItems": entry["materials"]["min"],
                    "maxItems": entry["materials"]["max"],
                    "uniqueItems": True,
                },
                "params": param_schema,
            },
        }
        rule_keys = set(entry) - {"name", "kind", "handler", "description", "materials"}
        rule_keys -= {"params", "required", "time_s", "registry"}
        specs.append(
            ActionSpec(
                name=entry["name"],
                kind=entry["kind"],
                handler=entry["handler"],
                description=entry["description"],
                schema=schema,
                rules={k: entry[k] for k in rule_keys},
                time_s=entry["time_s"],
                bounds_source=source,
            )
        )
    return Catalogue(specs)


def _schema_only(spec: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in spec.items() if k not in ("unit", "description")}


def _apply_registry(
    params: dict[str, Any], binding: Mapping[str, Any], registry: Registry
) -> tuple[str, ...]:
    """Overwrite bounds of bound parameters with the union over matching instruments."""
    mappings: dict[str, dict[str, str]] = {binding["operation"]: dict(binding["params"])}
    for op, extra in binding.get("also", {}).items():
        mappings.setdefault(op, {}).update(extra)
    used: list[str] = []
    lows: dict[str, list[float]] = {}
    highs: dict[str, list[float]] = {}
    enums: dict[str, list[Any]] = {}
    for inst in registry.instruments.values():
        if inst.category not in binding["category"]:
            continue
        for op_name, mapping in mappings.items():
            op = inst.operations.get(op_name)
            if op is None:
                continue
            used.append(f"{inst.id}.{op_name}")
            for ours, theirs in mapping.items():
                spec = op.param_specs.get(theirs, {})
                if "minimum" in spec:
                    lows.setdefault(ours, []).append(float(spec["minimum"]))
                if "maximum" in spec:
                    highs.setdefault(ours, []).append(float(spec["maximum"]))
                if "enum" in spec:
                    enums.setdefault(ours, []).extend(spec["enum"])
    for name in params:
        if name in lows:
            params[name]["minimum"] = min(lows[name])
        if name in highs:
            params[name]["maximum"] = max(highs[name])
        if name in enums:
            params[name]["enum"] = sorted(set(enums[name]), key=str)
    return tuple(sorted(set(used)))
