"""Loud registry layering: which user files replace a definition, and which loosen a limit.

The built-in registry is the lowest layer; user directories are layered on top, in order.
A user file may replace a built-in instrument or labware type (a site with a different
rotor, say) as long as it keeps every limit at least as strict. Three things are errors
unless the caller passes ``allow_override`` (CLI ``--allow-override``), and then each one
is listed in the registry's ``overrides`` and in every result's provenance:

* two files with the same id in the same layer, or in two user layers;
* a user file that loosens a built-in limit (a wider numeric range, more enum values,
  fewer required parameters, a removed rule, more labware formats, a larger capacity);
* a user labware type that loosens a built-in one (larger wells, higher RCF rating).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

_LOW = ("minimum", "exclusiveMinimum")
_HIGH = ("maximum", "exclusiveMaximum")


def _bound(spec: Mapping[str, Any], keys: tuple[str, str]) -> float | None:
    for key in keys:
        value = spec.get(key)
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
    return None


def _param_loosenings(
    where: str, base: Mapping[str, Any], user: Mapping[str, Any]
) -> Iterator[str]:
    low, user_low = _bound(base, _LOW), _bound(user, _LOW)
    if low is not None and (user_low is None or user_low < low):
        yield f"{where}: minimum {low:g} -> {'none' if user_low is None else f'{user_low:g}'}"
    high, user_high = _bound(base, _HIGH), _bound(user, _HIGH)
    if high is not None and (user_high is None or user_high > high):
        yield f"{where}: maximum {high:g} -> {'none' if user_high is None else f'{user_high:g}'}"
    if "enum" in base:
        extra = [v for v in user.get("enum", ["<any value>"]) if v not in base["enum"]]
        if extra:
            yield f"{where}: allows {extra} beyond {base['enum']}"
    if base.get("type") != user.get("type"):
        yield f"{where}: type {base.get('type')} -> {user.get('type')}"
    base_items = base.get("items", {}).get("properties", {})
    user_items = user.get("items", {}).get("properties", {})
    for name, spec in base_items.items():
        if name in user_items:
            yield from _param_loosenings(f"{where}/items/{name}", spec, user_items[name])


def instrument_loosenings(base: Mapping[str, Any], user: Mapping[str, Any]) -> list[str]:
    """How a user instrument file loosens the built-in one (empty when it does not)."""
    found: list[str] = []
    extra_formats = set(user.get("labware_formats", ())) - set(base.get("labware_formats", ()))
    if extra_formats:
        found.append(f"labware_formats: adds {sorted(extra_formats)}")
    for key, limit in base.get("capacity", {}).items():
        value = user.get("capacity", {}).get(key)
        if value is None or value > limit:
            found.append(f"capacity/{key}: {limit} -> {value}")
    if base.get("status") != "available" and user.get("status") == "available":
        found.append(f"status: {base.get('status')} -> available")
    for op_name, op in base.get("operations", {}).items():
        user_op = user.get("operations", {}).get(op_name)
        if user_op is None:
            continue  # an operation removed is stricter
        props = op["params"].get("properties", {})
        user_props = user_op["params"].get("properties", {})
        where = f"operations/{op_name}"
        dropped = set(op["params"].get("required", ())) - set(user_op["params"].get("required", ()))
        if dropped:
            found.append(f"{where}: no longer requires {sorted(dropped)}")
        for name, spec in props.items():
            if name in user_props:
                found.extend(_param_loosenings(f"{where}/{name}", spec, user_props[name]))
        user_rules = [_rule_key(r) for r in user_op.get("rules", ())]
        for rule in op.get("rules", ()):
            if _rule_key(rule) not in user_rules:
                found.append(f"{where}: drops rule {rule.get('code', rule.get('kind'))}")
    return found


def _rule_key(rule: Mapping[str, Any]) -> str:
    return repr(sorted((k, repr(v)) for k, v in rule.items() if k not in ("message", "hint")))


def labware_loosenings(base: Mapping[str, Any], user: Mapping[str, Any]) -> list[str]:
    """How a user labware file loosens the built-in one (empty when it does not)."""
    found = []
    for key in ("well_volume_ul", "tip_capacity_ul", "max_rcf_g"):
        limit, value = base.get(key), user.get(key)
        if isinstance(limit, int | float) and (not isinstance(value, int | float) or value > limit):
            found.append(f"{key}: {limit} -> {value}")
    dead, user_dead = base.get("dead_volume_ul"), user.get("dead_volume_ul", 0)
    if isinstance(dead, int | float) and user_dead < dead:
        found.append(f"dead_volume_ul: {dead} -> {user_dead}")
    if base.get("sealable") is False and user.get("sealable") is True:
        found.append("sealable: false -> true")
    return found
