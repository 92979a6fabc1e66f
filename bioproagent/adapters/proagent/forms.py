"""Form check: every stored parameter value against the node's own ``nodeConfig.formSchema``.

Values are checked whether or not the form's visibility rules would show the field: the
node stores hidden fields too, and a hidden out-of-range value (Subset D item 1) is still
a wrong value. Required fields are only required while visible. Each finding says
whether it is *tolerable*: a format or bookkeeping flaw (a time written in another
format, a number of seconds where a time string is declared, an unexpected extra field,
a value off the input step grid) that the lenient policy turns into a note. Range,
choice, required-field and item-count violations are never tolerable.

Paths are JSON pointers into the flow document (``/nodes/0/parameters/...``).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from bioproagent.adapters.proagent.spec import (
    declared_time_format,
    format_time,
    parse_time,
    time_text_format,
)
from bioproagent.pointer import join as pointer
from bioproagent.rules.context import is_number
from bioproagent.rules.violation import Violation
from bioproagent.textutil import fmt, nearest

TIME_TYPES = frozenset({"time_input", "duration_picker"})


@dataclass(frozen=True)
class Finding:
    """A violation of the flow document and whether the lenient policy may tolerate it."""

    violation: Violation
    tolerable: bool


def _empty(value: Any) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def visible(spec: Mapping[str, Any], scope: Mapping[str, Any], fields: Mapping[str, Any]) -> bool:
    """Whether the form shows the field: the ``dependsOn`` value is in ``showWhen``."""
    rule = spec.get("visibility")
    if not isinstance(rule, Mapping) or "dependsOn" not in rule:
        return True
    depends = rule["dependsOn"]
    default = (
        fields.get(depends, {}).get("defaultValue")
        if isinstance(fields.get(depends), Mapping)
        else None
    )
    return scope.get(depends, default) in list(rule.get("showWhen", []))


def check_forms(flow: Mapping[str, Any]) -> list[Finding]:
    """Every form finding of the flow's nodes, in document order."""
    found: list[Finding] = []
    nodes = flow.get("nodes")
    for i, node in enumerate(nodes if isinstance(nodes, list) else []):
        if isinstance(node, Mapping):
            found.extend(_node(i, node))
    return found


def _node(i: int, node: Mapping[str, Any]) -> Iterator[Finding]:
    where = f"node {i} ({node.get('nodeName', 'unnamed')})"
    config = node.get("nodeConfig")
    schema = config.get("formSchema") if isinstance(config, Mapping) else None
    params = node.get("parameters")
    if not isinstance(schema, Mapping) or not isinstance(params, Mapping):
        return
    base = f"/nodes/{i}/parameters"
    yield from _fields(params, schema, base, where)
    mapping = config.get("outputMapping") if isinstance(config, Mapping) else None
    objects = mapping.get("objects", {}) if isinstance(mapping, Mapping) else {}
    objects = objects if isinstance(objects, Mapping) else {}
    for name in params:
        if name not in schema and name not in objects:
            yield _unknown(f"{base}/{pointer([name])[1:]}", name, sorted(schema), where)
    for name, spec in objects.items():
        if name in params and isinstance(spec, Mapping):
            yield from _object(params, name, spec, schema, base, where)


def _object(
    params: Mapping[str, Any],
    name: str,
    spec: Mapping[str, Any],
    schema: Mapping[str, Any],
    base: str,
    where: str,
) -> Iterator[Finding]:
    path = f"{base}/{name}"
    condition = _mapping(spec.get("condition"))
    unmet = {k: v for k, v in condition.items() if params.get(k) != v}
    if unmet:
        yield Finding(
            Violation(
                code="PARAM_INVALID",
                path=path,
                actual=name,
                limit=dict(condition),
                message=f"{name} is stored although its output condition "
                + ", ".join(f"{k} = {v!r}" for k, v in unmet.items())
                + f" does not hold in {where}; the device ignores it.",
                hint=f"remove {name}, or set "
                + ", ".join(f"{k} to {v!r}" for k, v in unmet.items()),
                repair=[{"op": "remove", "path": path}],
            ),
            tolerable=True,
        )
    value = params[name]
    if not isinstance(value, Mapping):
        return
    sources = _mapping(spec.get("sourceFields"))
    for key, item in value.items():
        field = sources.get(key)
        field_spec = schema.get(field) if isinstance(field, str) else None
        if not isinstance(field_spec, Mapping):
            yield _unknown(f"{path}/{key}", key, sorted(sources), where)
            continue
        yield from _value(item, field_spec, f"{path}/{key}", key, where, shown=True)


def _fields(
    scope: Mapping[str, Any], fields: Mapping[str, Any], base: str, where: str
) -> Iterator[Finding]:
    for name, spec in fields.items():
        if not isinstance(spec, Mapping):
            continue
        path = f"{base}/{pointer([name])[1:]}"
        shown = visible(spec, scope, fields)
        value = scope.get(name)
        if _empty(value):
            if spec.get("required") and shown:
                default = spec.get("defaultValue")
                yield Finding(
                    Violation(
                        code="PARAM_MISSING",
                        path=path,
                        limit=spec.get("label"),
                        message=f"{name} ({spec.get('label', name)}) is required by the form of "
                        f"{where} but is {'empty' if name in scope else 'absent'}.",
                        hint=f"set {name}"
                        + (
                            f", e.g. to its default {default!r}"
                            if default not in (None, "")
                            else ""
                        ),
                        repair=[{"op": "add", "path": path, "value": default}]
                        if default not in (None, "")
                        else None,
                    ),
                    tolerable=False,
                )
            continue
        if spec.get("type") == "array_group":
            yield from _array(value, spec, path, name, where)
        else:
            yield from _value(value, spec, path, name, where, shown)


def _array(
    value: Any, spec: Mapping[str, Any], path: str, name: str, where: str
) -> Iterator[Finding]:
    if not isinstance(value, list):
        yield Finding(
            Violation(
                code="PARAM_TYPE",
                path=path,
                limit="array",
                actual=type(value).__name__,
                message=f"{name} in {where} must be a list of steps.",
            ),
            False,
        )
        return
    for key, test, words in (
        ("minItems", len(value) < spec.get("minItems", 0), "at least"),
        ("maxItems", len(value) > spec.get("maxItems", math.inf), "at most"),
    ):
        if test:
            yield Finding(
                Violation(
                    code="PARAM_INVALID",
                    path=path,
                    limit=spec[key],
                    actual=len(value),
                    message=f"{name} of {where} has {len(value)} items; the form takes {words} "
                    f"{spec[key]}.",
                    hint=f"use {words} {spec[key]} items (split the node if needed)",
                ),
                tolerable=False,
            )
    items = _mapping(spec.get("itemSchema"))
    for j, item in enumerate(value):
        item_path = f"{path}/{j}"
        if not isinstance(item, Mapping):
            yield Finding(
                Violation(
                    code="PARAM_TYPE",
                    path=item_path,
                    limit="object",
                    actual=type(item).__name__,
                    message=f"{name}[{j}] of {where} must be an object.",
                ),
                False,
            )
            continue
        yield from _fields(item, items, item_path, f"{where}, {name}[{j}]")
        for key in item:
            if key not in items:
                yield _unknown(f"{item_path}/{pointer([key])[1:]}", key, sorted(items), where)


def _unknown(path: str, name: str, known: list[str], where: str) -> Finding:
    guesses = nearest(name, known, n=1, cutoff=0.5)
    return Finding(
        Violation(
            code="PARAM_UNKNOWN",
            path=path,
            actual=name,
            limit=known,
            message=f"{name} is not a field of the form of {where}.",
            hint=f"did you mean '{guesses[0]}'?" if guesses else "remove it",
            repair=[{"op": "remove", "path": path}],
        ),
        tolerable=True,
    )


def _value(
    value: Any, spec: Mapping[str, Any], path: str, name: str, where: str, shown: bool
) -> Iterator[Finding]:
    kind = spec.get("type")
    hidden = (
        ""
        if shown
        else " (the field is hidden for this setting, but its stored "
        "value is still sent to the device)"
    )
    if kind == "number_input":
        yield from _number(value, spec, path, name, where, hidden)
    elif kind == "select_input":
        options = [o.get("value") for o in spec.get("options", []) if isinstance(o, Mapping)]
        if value not in options:
            texts = [o for o in options if isinstance(o, str)]
            best = nearest(str(value), texts, n=1, cutoff=0.3) if texts else []
            yield Finding(
                Violation(
                    code="PARAM_NOT_IN_ENUM",
                    path=path,
                    limit=options,
                    actual=value,
                    message=f"{name} = {value!r} is not an option of the form of {where}; "
                    f"choose one of {options}{hidden}.",
                    hint=f"use {best[0]!r}" if best else f"use one of {options}",
                    repair=[{"op": "replace", "path": path, "value": best[0]}] if best else None,
                ),
                tolerable=False,
            )
    elif kind in TIME_TYPES:
        yield from _time(value, spec, path, name, where)
    elif kind == "boolean_input" and not isinstance(value, bool):
        yield Finding(
            Violation(
                code="PARAM_TYPE",
                path=path,
                limit="boolean",
                actual=value,
                message=f"{name} of {where} must be true or false.",
            ),
            False,
        )
    elif kind in ("text_input", "consumable_reference", "consumable_select") and not isinstance(
        value, str
    ):
        yield Finding(
            Violation(
                code="PARAM_TYPE",
                path=path,
                limit="string",
                actual=value,
                message=f"{name} of {where} must be text.",
            ),
            False,
        )


def _number(
    value: Any, spec: Mapping[str, Any], path: str, name: str, where: str, hidden: str
) -> Iterator[Finding]:
    if not is_number(value):
        yield Finding(
            Violation(
                code="PARAM_TYPE",
                path=path,
                limit="number",
                actual=value,
                message=f"{name} of {where} must be a number, got {value!r}{hidden}.",
                hint=f"write {name} as a JSON number",
            ),
            tolerable=False,
        )
        return
    rules = _mapping(spec.get("validation"))
    low, high = rules.get("min"), rules.get("max")
    for bound, broken, words in (
        (high, high is not None and value > high, "above the maximum"),
        (low, low is not None and value < low, "below the minimum"),
    ):
        if broken:
            yield Finding(
                Violation(
                    code="PARAM_OUT_OF_RANGE",
                    path=path,
                    limit=bound,
                    actual=value,
                    message=f"{name} = {fmt(value)} is {words} {fmt(bound)} of the form of "
                    f"{where}{hidden}.",
                    hint=f"clamp {name} to {fmt(bound)}",
                    repair=[{"op": "replace", "path": path, "value": bound}],
                ),
                tolerable=False,
            )
            return
    step, precision = rules.get("step"), rules.get("precision")
    if is_number(step) and step > 0:
        multiple = (value - (low if is_number(low) else 0)) / step
        if abs(multiple - round(multiple)) > 1e-6:
            yield Finding(
                Violation(
                    code="PARAM_INVALID",
                    path=path,
                    limit=step,
                    actual=value,
                    message=f"{name} = {fmt(value)} is off the input step {fmt(step)} of {where}.",
                    hint=f"round {name} to a multiple of {fmt(step)}",
                ),
                tolerable=True,
            )
    if isinstance(precision, int) and isinstance(value, float) and round(value, precision) != value:
        yield Finding(
            Violation(
                code="PARAM_INVALID",
                path=path,
                limit=precision,
                actual=value,
                message=f"{name} = {value} has more than {precision} decimal place(s) ({where}).",
                hint=f"round {name} to {precision} decimal place(s)",
            ),
            tolerable=True,
        )


def _time(
    value: Any, spec: Mapping[str, Any], path: str, name: str, where: str
) -> Iterator[Finding]:
    declared = declared_time_format(spec)
    written = time_text_format(value)
    if written == declared:
        return
    seconds = parse_time(value)
    if seconds is None:
        yield Finding(
            Violation(
                code="PARAM_INVALID",
                path=path,
                limit=declared,
                actual=value,
                message=f"{name} = {value!r} of {where} is not a time in the format {declared}.",
                hint=f"write {name} as {declared}",
            ),
            tolerable=False,
        )
        return
    fixed = format_time(seconds, declared)
    if written is None:  # a bare number
        yield Finding(
            Violation(
                code="PARAM_TYPE",
                path=path,
                limit=declared,
                actual=value,
                message=f"{name} = {value!r} of {where} is a number where a {declared} time is "
                f"declared; it is read as {fmt(seconds)} s.",
                hint=f"write {fixed!r}",
                repair=[{"op": "replace", "path": path, "value": fixed}],
            ),
            tolerable=True,
        )
        return
    yield Finding(
        Violation(
            code="PARAM_INVALID",
            path=path,
            limit=declared,
            actual=value,
            message=f"{name} = {value!r} of {where} is written as {written} where the form "
            f"declares {declared}; it is read as {fmt(seconds)} s.",
            hint=f"write {fixed!r}",
            repair=[{"op": "replace", "path": path, "value": fixed}],
        ),
        tolerable=True,
    )


def _mapping(value: Any) -> Mapping[str, Any]:
    """``value`` when it is a JSON object, else an empty one."""
    return value if isinstance(value, Mapping) else {}
