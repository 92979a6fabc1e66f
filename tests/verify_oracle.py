"""An independent oracle for ``verify`` and a generator of hostile one-step workflows.

The oracle reads the registry JSON files directly (not the rule engine, not the registry
loader) and states the necessary conditions for a step's parameters and labware
declarations to be acceptable: every parameter defined, of its JSON type (booleans are
never numbers and numbers never booleans), finite, inside its declared bounds, in its enum,
a multiple of its step; every required parameter present; ``sealed`` a real boolean and
volumes finite and non-negative. ``verify`` may reject more (rules, labware ratings); it
must never accept less. An accept the oracle refuses is an *unsafe accept*.

The generator takes a ``pick`` function (``random.Random.choice`` in the benchmark,
a hypothesis draw in the tests), so both drive the same distribution of cases.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

REGISTRY_DIR = Path(__file__).resolve().parent.parent / "hardware_registry"

Pick = Callable[[Sequence[Any]], Any]


def _read(folder: str) -> dict[str, dict[str, Any]]:
    found = {}
    for path in sorted((REGISTRY_DIR / folder).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        found[data["id"]] = data
    return found


INSTRUMENTS = _read("instruments")
LABWARE = _read("labware")
OPERATIONS = [
    (inst_id, op_name)
    for inst_id, inst in INSTRUMENTS.items()
    if inst["status"] == "available"
    for op_name in inst["operations"]
]


# -- the oracle ---------------------------------------------------------------------------
def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def value_ok(value: Any, spec: dict[str, Any]) -> bool:
    """Whether one value satisfies its parameter definition (read from the JSON)."""
    kind = spec["type"]
    if kind in ("number", "integer"):
        if not _is_number(value) or not math.isfinite(value):
            return False
        if kind == "integer" and not (isinstance(value, int) or float(value).is_integer()):
            return False  # JSON Schema counts 3.0 as an integer
        if "minimum" in spec and value < spec["minimum"]:
            return False
        if "maximum" in spec and value > spec["maximum"]:
            return False
        if "exclusiveMinimum" in spec and value <= spec["exclusiveMinimum"]:
            return False
        if "exclusiveMaximum" in spec and value >= spec["exclusiveMaximum"]:
            return False
        if "multipleOf" in spec and not math.isclose(
            value / spec["multipleOf"], round(value / spec["multipleOf"]), abs_tol=1e-9
        ):
            return False
    elif kind == "boolean":
        if not isinstance(value, bool):
            return False
    elif kind == "string":
        if not isinstance(value, str) or len(value) < spec.get("minLength", 0):
            return False
    elif kind == "array":
        if not isinstance(value, list):
            return False
        if not spec.get("minItems", 0) <= len(value) <= spec.get("maxItems", math.inf):
            return False
        items = spec.get("items")
        if items and not all(
            isinstance(v, dict) and params_ok(v, items.get("properties", {}), items) for v in value
        ):
            return False
    return "enum" not in spec or any(_same(value, e) for e in spec["enum"])


def _same(value: Any, choice: Any) -> bool:
    """JSON equality: 1 and 1.0 are the same number; true is never 1."""
    if _is_number(value) and _is_number(choice):
        return bool(value == choice)
    return type(value) is type(choice) and value == choice


def params_ok(params: dict[str, Any], props: dict[str, Any], schema: dict[str, Any]) -> bool:
    if any(name not in props for name in params):
        return False
    if any(name not in params for name in schema.get("required", ())):
        return False
    return all(value_ok(value, props[name]) for name, value in params.items())


def acceptable(workflow: dict[str, Any]) -> bool:
    """The oracle: necessary conditions for ``verify`` to accept ``workflow``."""
    for item in workflow.get("labware", []):
        if "sealed" in item and not isinstance(item["sealed"], bool):
            return False
        for content in item.get("contents", []):
            volume = content.get("volume_ul")
            if not _is_number(volume) or not math.isfinite(volume) or volume < 0:
                return False
    for step in workflow.get("steps", []):
        inst = INSTRUMENTS.get(step["device"])
        if inst is None or step["operation"] not in inst["operations"]:
            return False
        schema = inst["operations"][step["operation"]]["params"]
        if not params_ok(step["params"], schema["properties"], schema):
            return False
    return True


# -- the generator ------------------------------------------------------------------------
def valid_value(spec: dict[str, Any]) -> Any:
    """A value inside the definition (the midpoint of a numeric range)."""
    if "enum" in spec:
        return spec["default"] if "default" in spec else spec["enum"][0]
    kind = spec["type"]
    if kind in ("number", "integer"):
        low = spec.get("minimum", spec.get("exclusiveMinimum", 0))
        high = spec.get("maximum", spec.get("exclusiveMaximum", low + 2))
        middle = (low + high) / 2
        if "multipleOf" in spec:
            middle = round(middle / spec["multipleOf"]) * spec["multipleOf"]
        return int(middle) if kind == "integer" else float(middle)
    if kind == "boolean":
        return False
    if kind == "string":
        return "x" * max(1, spec.get("minLength", 1)) if "pattern" not in spec else "hotel"
    items = spec.get("items")
    count = max(1, spec.get("minItems", 1))
    if not items:
        return ["x"] * count
    props = items.get("properties", {})
    return [{n: valid_value(props[n]) for n in items.get("required", props)} for _ in range(count)]


HOSTILE = [
    math.nan,
    math.inf,
    -math.inf,
    -1,
    0,
    -0.0,
    1e308,
    -1e308,
    1e-308,
    10**30,
    "no",
    "yes",
    "25000",
    "",
    True,
    False,
    1,
    None,
    [],
    {},
    [math.nan],
    {"x": math.inf},
]
SEALED = [True, False, "no", "false", 1, 0, None, "true"]


def _near_bounds(spec: dict[str, Any]) -> list[Any]:
    values: list[Any] = []
    for key in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        if key in spec:
            bound = spec[key]
            values += [bound, bound - 1, bound + 1, bound - 1e-9, bound + 1e-9, bound * 10]
    if "enum" in spec:
        values += list(spec["enum"]) + [str(e).lower() + " " for e in spec["enum"]]
    return values


def _labware_for(role: dict[str, Any], inst: dict[str, Any], pick: Pick) -> str | None:
    formats = role.get("formats", inst["labware_formats"])
    fitting = [lw_id for lw_id, lw in LABWARE.items() if lw["format"] in formats]
    return pick(fitting) if fitting else None


def make_case(pick: Pick) -> dict[str, Any]:
    """One single-step workflow: valid parameters, then zero to three hostile changes."""
    inst_id, op_name = pick(OPERATIONS)
    inst = INSTRUMENTS[inst_id]
    op = inst["operations"][op_name]
    props = op["params"]["properties"]
    required = op["params"].get("required", [])
    params = {name: valid_value(spec) for name, spec in props.items() if name in required}
    optional = [n for n in props if n not in required and props[n]["type"] != "array"]
    for _ in range(pick([0, 0, 1, 2])):
        if optional:
            name = pick(optional)
            params[name] = valid_value(props[name])
    for _ in range(pick([0, 0, 0, 1, 1, 2, 3])):
        name = pick([*props, "speed_zz", "temperature_c"])
        spec = props.get(name, {})
        params[name] = pick(HOSTILE + _near_bounds(spec) + [valid_value(spec)] if spec else HOSTILE)
    if required and pick([False, False, False, True]):
        params.pop(pick(required), None)
    labware: list[dict[str, Any]] = []
    bound: dict[str, Any] = {}
    for role_name, role in op.get("labware", {}).items():
        if not role.get("required", True) and pick([True, False]):
            continue
        lw_type = _labware_for(role, inst, pick)
        if lw_type is None:
            continue
        lw_id = f"lw{len(labware)}"
        item: dict[str, Any] = {"id": lw_id, "type": lw_type}
        hostile = pick([True, False, False, False, False])
        sealed = pick(SEALED) if hostile else pick([False, False, True])
        if sealed is not None:
            item["sealed"] = sealed
        if LABWARE[lw_type]["kind"] != "tiprack" and pick([True, False]):
            volumes = [10.0, 10, 0.0, math.nan, -5.0, "10"] if hostile else [10.0, 10, 0.0]
            item["contents"] = [{"volume_ul": pick(volumes)}]
        labware.append(item)
        wells = role.get("wells", "optional")
        bound[role_name] = {"labware": lw_id, "wells": ["A1"]} if wells == "required" else lw_id
    step = {"id": "s0", "device": inst_id, "operation": op_name, "params": params}
    step["labware"] = bound
    return {"labware": labware, "steps": [step]}
