"""Compact reply shapes for prompts, generated from the pydantic models' JSON Schemas.

A prompt tells the model what JSON to write. Writing that shape by hand a second time
drifts from the models; :func:`compact_shape` renders it from ``model_json_schema()``
instead, in a short notation (``str``, ``number``, ``int``, ``bool``, ``[item]``,
``{key: value}``, ``a|null``) with a few placeholders a model needs (symbols ``D#``/``T#``,
what a free key means). A field added to :class:`~bioproagent.ir.Workflow` or
:class:`~bioproagent.draft.Draft` appears in the prompts without touching them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

__all__ = ["CODE_SHAPE", "DRAFT_SHAPE", "compact_shape"]

_SCALARS = {"string": "str", "number": "number", "integer": "int", "boolean": "bool"}


def compact_shape(
    model: type[BaseModel],
    *,
    placeholders: Mapping[str, str] | None = None,
    keys: Mapping[str, str] | None = None,
    omit: frozenset[str] = frozenset(),
) -> str:
    """The model's JSON shape in compact notation, one top-level field per line.

    Args:
        model: the pydantic model whose JSON Schema is rendered.
        placeholders: dotted field path (``steps.device``) -> text written instead of the
            field's type (e.g. ``"D#"``).
        keys: dotted path of a free-form object -> the name of its keys (``role``).
        omit: dotted paths of fields a planner does not write.
    """
    schema = model.model_json_schema()
    renderer = _Renderer(schema.get("$defs", {}), placeholders or {}, keys or {}, omit)
    fields = renderer.fields(schema, "")
    return "{" + ",\n ".join(fields) + "}"


class _Renderer:
    def __init__(
        self,
        defs: Mapping[str, Any],
        placeholders: Mapping[str, str],
        keys: Mapping[str, str],
        omit: frozenset[str],
    ) -> None:
        self.defs, self.placeholders, self.keys, self.omit = defs, placeholders, keys, omit

    def resolve(self, node: Mapping[str, Any]) -> Mapping[str, Any]:
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            return dict(self.defs[ref.removeprefix("#/$defs/")])
        return node

    def fields(self, node: Mapping[str, Any], path: str) -> list[str]:
        node = self.resolve(node)
        out = []
        for name, sub in node.get("properties", {}).items():
            child = f"{path}.{name}" if path else name
            if child not in self.omit:
                out.append(f'"{name}": {self.render(sub, child)}')
        return out

    def render(self, node: Mapping[str, Any], path: str) -> str:
        if path in self.placeholders:
            return self.placeholders[path]
        node = self.resolve(node)
        if "anyOf" in node:
            options = [o for o in node["anyOf"] if o.get("type") != "null"]
            nullable = len(options) < len(node["anyOf"])
            text = "|".join(self.render(o, path) for o in options)
            return f"{text}|null" if nullable else text
        kind = node.get("type")
        if kind == "array":
            return f"[{self.render(node.get('items', {}), path)}]"
        if kind == "object" or "properties" in node:
            if node.get("properties"):
                return "{" + ", ".join(self.fields(node, path)) + "}"
            extra = node.get("additionalProperties", True)
            value = "value" if extra is True or not extra else self.render(extra, path)
            return "{" + self.keys.get(path, "key") + ": " + value + "}"
        if "enum" in node:
            return "|".join(f'"{v}"' if isinstance(v, str) else str(v) for v in node["enum"])
        return _SCALARS.get(str(kind), "value")


def _shapes() -> tuple[str, str]:
    from bioproagent.draft import Draft
    from bioproagent.ir import Workflow

    draft = compact_shape(
        Draft,
        placeholders={
            "steps.device": "instrument_id|null",
            "references": "[protocol_id]",
            "labware.contents": '[{"wells": [well]|null, "volume_ul": number, "reagent": str}]',
        },
        keys={
            "steps.params": "name_with_unit",
            "steps.labware": "role",
            "steps.wells": "role",
        },
    )
    code = compact_shape(
        Workflow,
        placeholders={
            "steps.device": '"D#"',
            "labware.type": '"T#"',
            "labware.location": '"D#"|null',
            "labware.created_by": "step_id|null",
        },
        keys={"steps.params": "name_with_unit", "steps.labware": "role"},
        omit=frozenset({"metadata", "labware.name", "steps.category"}),
    )
    return draft, code


DRAFT_SHAPE, CODE_SHAPE = _shapes()
"""The reply shapes of the draft and code tasks (generated at import)."""
