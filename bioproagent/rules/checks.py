"""Parameter checks (from each operation's JSON Schema) and declarative registry rules."""

from __future__ import annotations

import json
import math
import operator
import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import jsonschema

from bioproagent.pointer import join as pointer
from bioproagent.registry.validation import expression_paths
from bioproagent.rules.context import StepContext, is_number
from bioproagent.rules.violation import Violation
from bioproagent.textutil import fmt, nearest

_OPS: dict[str, tuple[Callable[[Any, Any], bool], str]] = {
    "<=": (operator.le, "at most"),
    "<": (operator.lt, "below"),
    ">=": (operator.ge, "at least"),
    ">": (operator.gt, "above"),
    "==": (operator.eq, "equal to"),
    "!=": (operator.ne, "different from"),
}
_RANGE_VALIDATORS = {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"}


def check_params(ctx: StepContext) -> list[Violation]:
    """Schema violations of the step's parameters; empty when the fast path passes."""
    params = ctx.step.params
    op = ctx.operation
    found: list[Violation] = list(_non_finite(ctx))
    if not found and op.params_valid(params):
        return []
    props = op.param_specs
    for name in op.required_params:
        if name not in params:
            found.append(_missing(ctx, name, props.get(name, {})))
    for name in params:
        if name not in props:
            found.append(_unknown(ctx, name, [p for p in props if p not in params]))
    for error in op.full_validator.iter_errors(params):
        if error.validator in ("required", "additionalProperties"):
            continue  # reported above with repairs
        if _is_non_finite(error.instance):
            continue  # reported above, without a repair
        found.append(_plain_actual(_schema_violation(ctx, error)))
    return found


def _plain_actual(violation: Violation) -> Violation:
    """The violation with an ``actual`` that JSON can carry (a NaN inside a list or an
    object, or a non-JSON value, becomes its repr)."""
    try:
        json.dumps(violation.actual, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return violation.model_copy(update={"actual": repr(violation.actual)[:200]})
    return violation


def _is_non_finite(value: Any) -> bool:
    return isinstance(value, float) and not math.isfinite(value)


def _non_finite(ctx: StepContext) -> Iterator[Violation]:
    """NaN and Infinity anywhere in the parameters: never a number an instrument can run.

    JSON has no such numbers, but a Python caller can pass them, and NaN compares false
    with every bound, so a range check alone would let it through."""
    stack: list[tuple[Any, list[Any]]] = [(ctx.step.params, [])]
    while stack:
        node, where = stack.pop()
        if _is_non_finite(node):
            name = ".".join(str(p) for p in where)
            yield Violation(
                code="PARAM_NOT_FINITE",
                step=ctx.index,
                step_id=ctx.step.id,
                path=f"{ctx.base}/params{pointer(where)}",
                message=f"{name} = {node!r} is not a finite number "
                f"({ctx.instrument.id}.{ctx.operation.name}).",
                actual=repr(node),
                hint=f"give {name} as a finite number in "
                f"{_range_text(_spec(ctx, where)) or 'its range'}",
            )
        elif isinstance(node, dict):
            stack.extend((v, [*where, k]) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend((v, [*where, i]) for i, v in enumerate(node))


def _spec(ctx: StepContext, where: list[Any]) -> Mapping[str, Any]:
    spec: Mapping[str, Any] = ctx.operation.param_specs.get(str(where[0]), {}) if where else {}
    for part in where[1:]:
        if isinstance(part, str):
            spec = spec.get("items", {}).get("properties", {}).get(part, {})
    return spec


def _missing(ctx: StepContext, name: str, spec: Mapping[str, Any]) -> Violation:
    path = f"{ctx.base}/params/{name}"
    if "default" in spec:
        hint = f"add {name}={spec['default']!r} (the instrument's default)"
        repair = [{"op": "add", "path": path, "value": spec["default"]}]
    else:
        hint = f"add {name}: {spec.get('description', 'see registry show')}"
        repair = None
    return Violation(
        code="PARAM_MISSING",
        step=ctx.index,
        step_id=ctx.step.id,
        path=path,
        message=f"{ctx.instrument.id}.{ctx.operation.name} requires parameter '{name}'.",
        limit=_range_text(spec),
        hint=hint,
        repair=repair,
    )


def _unknown(ctx: StepContext, name: str, unused: list[str]) -> Violation:
    path = ctx.base + pointer(["params", name])  # an unknown name may hold '/' or '~'
    guesses = nearest(name, unused, n=3, cutoff=0.4)
    if guesses:
        hint = f"did you mean '{guesses[0]}'? rename the parameter"
        repair = [{"op": "move", "from": path, "path": f"{ctx.base}/params/{guesses[0]}"}]
    else:
        hint = "remove it; defined parameters: " + ", ".join(sorted(ctx.operation.param_specs))
        repair = [{"op": "remove", "path": path}]
    return Violation(
        code="PARAM_UNKNOWN",
        step=ctx.index,
        step_id=ctx.step.id,
        path=path,
        message=f"{ctx.instrument.id}.{ctx.operation.name} has no parameter '{name}'.",
        limit=sorted(ctx.operation.param_specs),
        actual=name,
        hint=hint,
        repair=repair,
    )


def _range_text(spec: Mapping[str, Any]) -> str | None:
    low = spec.get("minimum", spec.get("exclusiveMinimum"))
    high = spec.get("maximum", spec.get("exclusiveMaximum"))
    if low is None and high is None:
        return None
    return f"{fmt(low) if low is not None else '-inf'}..{fmt(high) if high is not None else 'inf'}"


def _schema_violation(ctx: StepContext, error: jsonschema.ValidationError) -> Violation:
    path = f"{ctx.base}/params{pointer(error.absolute_path)}"
    name = ".".join(str(p) for p in error.absolute_path) or "params"
    where = f"{ctx.instrument.id}.{ctx.operation.name}"
    actual = error.instance
    common = {"step": ctx.index, "step_id": ctx.step.id, "path": path, "actual": actual}
    if error.validator in _RANGE_VALIDATORS:
        limit = error.validator_value
        exclusive = error.validator.startswith("exclusive")
        upper = error.validator in ("maximum", "exclusiveMaximum")
        bound = "maximum" if upper else "minimum"
        message = (
            f"{name} = {fmt(actual)} is {'above' if upper else 'below'} the {bound} "
            f"{fmt(limit)}{' (exclusive)' if exclusive else ''} of {where}."
        )
        if exclusive:
            return Violation(
                code="PARAM_OUT_OF_RANGE",
                message=message,
                limit=limit,
                hint=f"set {name} {'below' if upper else 'above'} {fmt(limit)}",
                **common,
            )
        return Violation(
            code="PARAM_OUT_OF_RANGE",
            message=message,
            limit=limit,
            hint=f"clamp {name} to {fmt(limit)}, or choose an instrument whose range covers "
            f"{fmt(actual)}",
            repair=[{"op": "replace", "path": path, "value": limit}],
            **common,
        )
    if error.validator in ("enum", "const"):
        allowed = (
            list(error.validator_value) if error.validator == "enum" else [error.validator_value]
        )
        best = _closest_choice(actual, allowed)
        return Violation(
            code="PARAM_NOT_IN_ENUM",
            message=f"{name} = {actual!r} is not allowed by {where}; choose one of {allowed}.",
            limit=allowed,
            hint=f"use {best!r}" if best is not None else None,
            repair=[{"op": "replace", "path": path, "value": best}] if best is not None else None,
            **common,
        )
    if error.validator == "type":
        return Violation(
            code="PARAM_TYPE",
            message=f"{name} must be of type {error.validator_value}, got {actual!r}.",
            limit=error.validator_value,
            hint=_type_hint(name, actual, error.validator_value),
            repair=_type_repair(path, actual, error.validator_value),
            **common,
        )
    if error.validator in ("required", "additionalProperties"):  # inside array items
        code = "PARAM_MISSING" if error.validator == "required" else "PARAM_UNKNOWN"
        return Violation(code=code, message=f"{name}: {error.message}.", **common)
    return Violation(
        code="PARAM_INVALID",
        message=f"{name}: {error.message} ({where}).",
        limit=error.validator_value,
        **common,
    )


def _closest_choice(actual: Any, allowed: list[Any]) -> Any:
    if is_number(actual):
        numbers = [a for a in allowed if is_number(a)]
        return min(numbers, key=lambda a: abs(a - actual)) if numbers else None
    if isinstance(actual, str):
        strings = [a for a in allowed if isinstance(a, str)]
        hits = nearest(actual, strings, n=1, cutoff=0.3)
        return hits[0] if hits else None
    return None


_NUMBER_TEXT = re.compile(r"^\s*-?\d+(\.\d+)?\s*$")


def _coerced(actual: Any, expected: Any) -> Any:
    if expected in ("number", "integer") and isinstance(actual, str) and _NUMBER_TEXT.match(actual):
        value = float(actual)
        return int(value) if expected == "integer" and value.is_integer() else value
    if expected == "integer" and isinstance(actual, float) and actual.is_integer():
        return int(actual)
    return None


def _type_hint(name: str, actual: Any, expected: Any) -> str:
    coerced = _coerced(actual, expected)
    if coerced is not None:
        return f"write {name} as the {expected} {coerced} (no quotes, unit in the name)"
    return f"give {name} as a JSON {expected}"


def _type_repair(path: str, actual: Any, expected: Any) -> list[dict[str, Any]] | None:
    coerced = _coerced(actual, expected)
    return None if coerced is None else [{"op": "replace", "path": path, "value": coerced}]


def check_rules(ctx: StepContext) -> Iterator[Violation]:
    """Evaluate the operation's declarative rules."""
    for rule in ctx.operation.rules:
        if not ctx.applies(rule.get("when")):
            continue
        kind = rule["kind"]
        if kind == "compare":
            yield from _compare(ctx, rule)
        elif kind == "required_when":
            for name in rule["params"]:
                if name not in ctx.step.params:
                    yield Violation(
                        code=rule.get("code", "PARAM_MISSING"),
                        step=ctx.index,
                        step_id=ctx.step.id,
                        path=f"{ctx.base}/params/{name}",
                        message=rule.get("message")
                        or f"{ctx.instrument.id}.{ctx.operation.name} needs '{name}' when "
                        + ", ".join(
                            f"{k} is {' or '.join(json.dumps(x) for x in v)}"
                            for k, v in rule["when"].items()
                        )
                        + ".",
                        hint=rule.get("hint") or f"add {name}",
                    )
        # requires_state is evaluated with the effects (it needs the state before them)


def _labware_roles(rule: Mapping[str, Any]) -> set[str]:
    roles = set()
    for side in (rule["left"], rule["right"]):
        for text in expression_paths(side):
            if text.startswith("labware."):
                roles.add(text.split(".")[1])
    return roles


_ROLES_BY_RULE: dict[int, tuple[Mapping[str, Any], tuple[str, ...]]] = {}


def _rule_roles(rule: Mapping[str, Any]) -> tuple[str, ...]:
    """Labware roles a compare rule reads, computed once per rule object."""
    cached = _ROLES_BY_RULE.get(id(rule))
    if cached is None or cached[0] is not rule:
        cached = (rule, tuple(sorted(_labware_roles(rule))))
        _ROLES_BY_RULE[id(rule)] = cached
    return cached[1]


def _compare(ctx: StepContext, rule: Mapping[str, Any]) -> Iterator[Violation]:
    roles = [r for r in _rule_roles(rule) if len(ctx.bindings.get(r, ())) > 1]
    if not roles:
        yield from _compare_once(ctx, rule)
        return
    role = roles[0]  # one violation per offending labware of a multi-labware role
    found: list[Violation] = []
    for i in range(len(ctx.bindings[role])):
        ctx.focus[role] = i
        # labware of the same type break the rule identically: report that once
        found.extend(v for v in _compare_once(ctx, rule) if v not in found)
    ctx.focus.clear()
    yield from found


def _describe(expr: Any) -> str:
    if isinstance(expr, str):
        return expr
    if isinstance(expr, Mapping) and "lookup" in expr:
        return f"limit for {expr['lookup']}"
    if isinstance(expr, Mapping) and "divide" in expr:
        return " / ".join(_describe(e) for e in expr["divide"])
    if isinstance(expr, Mapping):
        return "limit"
    return fmt(expr)


def _compare_once(ctx: StepContext, rule: Mapping[str, Any]) -> Iterator[Violation]:
    left, right = ctx.value(rule["left"]), ctx.value(rule["right"])
    if not (is_number(left) and is_number(right)):
        return
    test, words = _OPS[rule["op"]]
    if test(left, right):
        return
    left_expr = rule["left"]
    values = {"left": fmt(left), "right": fmt(right), "op": rule["op"]}
    is_param = isinstance(left_expr, str) and left_expr.startswith("params.")
    param = left_expr[7:] if is_param else None
    per = left_expr.get("divide") if isinstance(left_expr, Mapping) else None
    if param:
        path = f"{ctx.base}/params/{param}"
    elif per and isinstance(per[0], str) and per[0].startswith("params."):
        path = f"{ctx.base}/params/{per[0][7:]}"  # 'volume_ul / trips': at the volume
    elif isinstance(left_expr, str) and left_expr.split(".")[0] in ("labware", "state", "count"):
        path = f"{ctx.base}/labware/{left_expr.split('.')[1]}"
    else:
        path = ctx.base
    message = rule.get("message", "{left_expr} = {left} must be {words} {right_expr} = {right}.")
    message = message.format(
        left_expr=_describe(left_expr), right_expr=_describe(rule["right"]), words=words, **values
    )
    where = f"{ctx.instrument.id}.{ctx.operation.name}"
    clampable = param is not None and rule["op"] in ("<=", ">=") and rule.get("repair") != "none"
    default_hint = (
        f"set {param} to {words} {values['right']}"
        if param
        else f"make {_describe(left_expr)} {words} {values['right']}"
    )
    yield Violation(
        code=rule["code"],
        step=ctx.index,
        step_id=ctx.step.id,
        path=path,
        message=f"{message} ({where})",
        limit=right,
        actual=left,
        hint=rule.get("hint", default_hint).format(**values),
        repair=[
            {"op": "replace" if param in ctx.step.params else "add", "path": path, "value": right}
        ]
        if clampable
        else None,  # a parameter the rule read from the registry default is added, not replaced
    )
