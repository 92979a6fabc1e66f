"""JSON Schema -> regular expression for constrained decoding, with bounded numbers.

:func:`schema_regex` builds the regex with ``outlines_core`` (the same converter that
``outlines`` uses) and then replaces the number pattern of every numeric property by
:func:`~bioproagent.planners.models.bounded_regex.bounded_number_regex` over that property's
``minimum``/``maximum``: outlines_core's own pattern ignores the bounds. It works by
swapping each numeric subschema for a ``const`` sentinel before conversion and the
sentinel's literal for the bounded pattern afterwards.

:func:`schema_from_kwargs` reads the schema a chat call carries, in the OpenAI
``response_format`` shape (``{"type": "json_schema", "json_schema": {"schema": ...}}``)
or llama.cpp's ``{"type": "json_object", "schema": ...}``. :func:`response_format` wraps
a schema in the OpenAI shape. Neither needs torch.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from bioproagent.planners.models.bounded_regex import bounded_number_regex

WHITESPACE = ""
"""Whitespace allowed between JSON tokens: none. Compact JSON keeps replies short and the
token index small (building it for ``[ ]?`` took 3x as long on the device-code schema)."""
DEFAULT_BOUND = 1_000_000
_SENTINEL_BASE = 9_137_000_000


def response_format(schema: Mapping[str, Any], name: str = "reply") -> dict[str, Any]:
    """``schema`` in the OpenAI chat-completions ``response_format`` shape."""
    return {
        "type": "json_schema",
        "json_schema": {"name": name, "schema": dict(schema), "strict": False},
    }


def schema_from_kwargs(kwargs: Mapping[str, Any]) -> dict[str, Any] | None:
    """The JSON Schema a chat call asks for, or None for free text."""
    fmt = kwargs.get("response_format")
    if not isinstance(fmt, Mapping):
        return None
    if fmt.get("type") == "json_schema" and isinstance(fmt.get("json_schema"), Mapping):
        schema = fmt["json_schema"].get("schema")
        return dict(schema) if isinstance(schema, Mapping) else None
    if fmt.get("type") == "json_object" and isinstance(fmt.get("schema"), Mapping):
        return dict(fmt["schema"])
    return None


def schema_regex(
    schema: Mapping[str, Any], *, decimals: int = 1, whitespace: str = WHITESPACE
) -> str:
    """A regex whose matches are JSON documents valid against ``schema``, numbers bounded.

    Numbers get at most ``decimals`` fraction digits (integers none); a numeric property
    without ``minimum``/``maximum`` is bounded by +-:data:`DEFAULT_BOUND`.

    Raises:
        ImportError: outlines_core is not installed (``pip install outlines_core``).
        ValueError: outlines_core cannot convert the schema, or a range holds no number.
    """
    try:
        from outlines_core.json_schema import build_regex_from_schema
    except ImportError as exc:
        raise ImportError(
            "constrained decoding needs outlines_core: pip install "
            "'bioproagent[local]' (or pip install outlines_core)"
        ) from exc
    patterns: dict[str, str] = {}
    marked = _mark_numbers(json.loads(json.dumps(schema)), patterns, decimals)
    regex = build_regex_from_schema(json.dumps(marked), whitespace)
    for sentinel, pattern in patterns.items():
        if sentinel not in regex:
            raise ValueError(
                f"outlines_core dropped the numeric property {sentinel}; the "
                "schema is not supported for bounded decoding"
            )
        regex = regex.replace(sentinel, pattern)
    return regex


def _mark_numbers(node: Any, patterns: dict[str, str], decimals: int) -> Any:
    """Replace numeric subschemas by const sentinels; remember each one's bounded regex."""
    if isinstance(node, list):
        return [_mark_numbers(item, patterns, decimals) for item in node]
    if not isinstance(node, dict):
        return node
    if node.get("type") in ("number", "integer") and not ({"enum", "const"} & set(node)):
        places = 0 if node["type"] == "integer" else decimals
        low = node.get("minimum", -DEFAULT_BOUND)
        high = node.get("maximum", DEFAULT_BOUND)
        sentinel = str(_SENTINEL_BASE + len(patterns))
        patterns[sentinel] = bounded_number_regex(low, high, places)
        return {"const": int(sentinel)}
    return {
        key: (value if key in ("enum", "const") else _mark_numbers(value, patterns, decimals))
        for key, value in node.items()
    }
