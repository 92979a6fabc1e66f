"""Validation of registry files: the meta-schema first, then physical sanity checks.

Every finding is a :class:`RegistryProblem` naming the file, the JSON pointer inside it,
the rule that failed and a message that says how to fix it. Nothing here raises for a
bad file; callers decide whether problems are fatal.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema

from bioproagent import jsonio
from bioproagent import pointer as jsonpointer
from bioproagent.errors import InputError
from bioproagent.pointer import join as pointer
from bioproagent.registry.bounds import bound_problems, pattern_problem
from bioproagent.textutil import lookup_key
from bioproagent.vocab import PARAM_SUFFIXES

_NOTHING = object()


LABWARE_NUMERIC_FIELDS = frozenset(
    {
        "rows",
        "columns",
        "wells",
        "well_volume_ul",
        "dead_volume_ul",
        "tip_capacity_ul",
        "max_rcf_g",
        "height_mm",
    }
)
"""Labware fields a rule may read through ``labware.ROLE.FIELD``."""


@dataclass(frozen=True)
class RegistryProblem:
    """One finding in one registry file."""

    file: str
    pointer: str
    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.pointer or '/'}: [{self.rule}] {self.message}"


def schema_dir() -> Path:
    """Directory of the meta-schemas shipped with the built-in registry."""
    from bioproagent.registry.loader import builtin_registry_dir

    return builtin_registry_dir() / "schema"


@cache
def meta_validator(kind: str) -> jsonschema.Draft202012Validator:
    """Compiled validator for ``instrument`` or ``labware`` files."""
    schema = json.loads((schema_dir() / f"{kind}.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


_EXPRESSION_HELP = (
    "a value is a number, a boolean, a path (params.NAME, labware.ROLE.FIELD, "
    "state.ROLE.sealed|max_well_volume_ul|min_well_volume_ul|total_volume_ul, count.ROLE, "
    'device.capacity.labware|deck_positions), {"min": [...]}, {"max": [...]}, '
    '{"divide": [a, b]} or '
    '{"lookup": "params.NAME", "table": {...}}'
)


def _specific_errors(error: jsonschema.ValidationError) -> list[jsonschema.ValidationError]:
    """For a oneOf over objects with a 'kind', the errors of the branch whose kind matched."""
    if error.validator != "oneOf" or not error.context:
        return [error]
    branches: dict[int, list[jsonschema.ValidationError]] = {}
    for sub in error.context:
        branches.setdefault(int(sub.relative_schema_path[0]), []).append(sub)
    if isinstance(error.instance, dict) and "kind" in error.instance:
        matched = [
            errs
            for errs in branches.values()
            if not any(list(e.relative_path)[:1] == ["kind"] for e in errs)
            and not any(e.validator == "required" and "'kind'" in e.message for e in errs)
        ]
        if len(matched) == 1:
            return [e for sub in matched[0] for e in _specific_errors(sub)]
    return [error]


def _schema_problems(file: str, data: Any, kind: str) -> list[RegistryProblem]:
    problems = []
    for top in meta_validator(kind).iter_errors(data):
        for error in _specific_errors(top):
            message = error.message
            if error.validator == "additionalProperties":
                message += " (remove it or check its spelling)"
            elif error.validator == "oneOf" and _is_expression_schema(error.schema):
                message += f"; {_EXPRESSION_HELP}"
            elif error.validator == "oneOf":
                message = f"{_short_json(error.instance)} matches none of the allowed forms"
                if isinstance(error.instance, dict) and "kind" in error.instance:
                    message += f" (unknown kind {error.instance['kind']!r}?)"
            problems.append(
                RegistryProblem(
                    file, pointer(error.absolute_path), f"schema:{error.validator}", message
                )
            )
    return problems


def _is_expression_schema(schema: Any) -> bool:
    """The meta-schema's $defs/expression (recognised by its description)."""
    return isinstance(schema, dict) and str(schema.get("description", "")).startswith(
        "A value in a rule"
    )


def _short_json(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 80 else text[:77] + "..."


def classify(path: Path, data: Any) -> str:
    """``instrument`` or ``labware``, from the folder name or, failing that, the content."""
    if path.parent.name in ("instruments", "labware"):
        return "instrument" if path.parent.name == "instruments" else "labware"
    return "instrument" if isinstance(data, dict) and "operations" in data else "labware"


def read_json(path: Path) -> tuple[Any, RegistryProblem | None]:
    """Parse a file strictly (no NaN/Infinity, no duplicate keys, bounded depth and number
    length); a parse failure becomes a problem, never an exception."""
    try:
        return jsonio.loads(jsonio.read_text_limited(path), what=path.name), None
    except (OSError, UnicodeDecodeError) as exc:
        return None, RegistryProblem(str(path), "", "io", f"cannot read file: {exc}")
    except InputError as exc:
        return None, RegistryProblem(str(path), "", "json-strict", str(exc))
    except json.JSONDecodeError as exc:
        return None, RegistryProblem(
            str(path),
            "",
            "json",
            f"not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}",
        )


def _unverified_problems(file: str, data: Mapping[str, Any]) -> Iterator[RegistryProblem]:
    for i, entry in enumerate(data.get("unverified", [])):
        if jsonpointer.get(data, entry["field"], _NOTHING) is _NOTHING:
            yield RegistryProblem(
                file,
                f"/unverified/{i}/field",
                "unverified-field-exists",
                f"'{entry['field']}' points at nothing in this file; fix the pointer so "
                "readers know which figure is unverified",
            )


def validate_file(path: Path, data: Any, kind: str) -> list[RegistryProblem]:
    """Meta-schema and single-file sanity checks for one parsed file."""
    file = str(path)
    problems = _schema_problems(file, data, kind)
    if problems or not isinstance(data, dict):
        return problems
    if data["id"] != path.stem:
        problems.append(
            RegistryProblem(
                file,
                "/id",
                "id-matches-file-name",
                f"id '{data['id']}' differs from the file name '{path.stem}'; rename the file "
                f"to {data['id']}.json or change the id",
            )
        )
    problems.extend(_unverified_problems(file, data))
    if kind == "instrument":
        problems.extend(_instrument_sanity(file, data))
    else:
        problems.extend(_labware_sanity(file, data))
    return problems


def _labware_sanity(file: str, data: Mapping[str, Any]) -> Iterator[RegistryProblem]:
    if data.get("dead_volume_ul", 0) >= data["well_volume_ul"]:
        yield RegistryProblem(
            file,
            "/dead_volume_ul",
            "dead-volume-below-well-volume",
            "dead_volume_ul must be smaller than well_volume_ul",
        )
    if data["kind"] == "tiprack" and "tip_capacity_ul" not in data:
        yield RegistryProblem(
            file,
            "/tip_capacity_ul",
            "tiprack-has-capacity",
            "a tip rack must give tip_capacity_ul (the largest volume one tip holds)",
        )


def _range_problems(
    file: str, where: str, name: str, spec: Mapping[str, Any]
) -> Iterator[RegistryProblem]:
    low = spec.get("minimum", spec.get("exclusiveMinimum"))
    high = spec.get("maximum", spec.get("exclusiveMaximum"))
    if low is not None and high is not None and low > high:
        yield RegistryProblem(
            file, where, "min-not-above-max", f"parameter '{name}': minimum {low} > maximum {high}"
        )
    for suffix, rule, message in bound_problems(name, spec):
        yield RegistryProblem(file, where + suffix, rule, message)
    bad_pattern = pattern_problem(name, spec)
    if bad_pattern:
        yield RegistryProblem(file, f"{where}/pattern", "pattern-re2", bad_pattern)
    if spec["type"] == "number" and not name.endswith(PARAM_SUFFIXES):
        yield RegistryProblem(
            file,
            where,
            "unit-suffix",
            f"numeric parameter '{name}' must end with its unit "
            f"({', '.join(PARAM_SUFFIXES)}); plain names are for integer counts",
        )
    if "default" in spec:
        default = spec["default"]
        if "enum" in spec and default not in spec["enum"]:
            yield RegistryProblem(
                file,
                f"{where}/default",
                "default-in-enum",
                f"default {default!r} of '{name}' is not one of {spec['enum']}",
            )
        if _is_number(default) and not _within(default, spec):
            yield RegistryProblem(
                file,
                f"{where}/default",
                "default-in-range",
                f"default {default} of '{name}' is outside {_range_text(spec)}",
            )
    if spec["type"] == "array" and "items" in spec:
        for sub, sub_spec in spec["items"]["properties"].items():
            yield from _range_problems(file, f"{where}/items/properties/{sub}", sub, sub_spec)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _within(value: float, spec: Mapping[str, Any]) -> bool:
    """Whether a number satisfies the spec's bounds, exclusive ones included."""
    return not (
        ("minimum" in spec and value < spec["minimum"])
        or ("maximum" in spec and value > spec["maximum"])
        or ("exclusiveMinimum" in spec and value <= spec["exclusiveMinimum"])
        or ("exclusiveMaximum" in spec and value >= spec["exclusiveMaximum"])
    )


def _range_text(spec: Mapping[str, Any]) -> str:
    low = (
        f"({spec['exclusiveMinimum']}"
        if "exclusiveMinimum" in spec
        else f"[{spec.get('minimum', '-inf')}"
    )
    high = (
        f"{spec['exclusiveMaximum']})"
        if "exclusiveMaximum" in spec
        else f"{spec.get('maximum', 'inf')}]"
    )
    return f"{low}, {high}"


_PATH_RE = re.compile(r"^(params|labware|state|count|device)\.([a-z0-9_]+)(?:\.([a-z0-9_]+))?$")


def expression_paths(expr: Any) -> Iterator[str]:
    """Every value path a rule expression reads (also inside min/max and lookups)."""
    if isinstance(expr, str):
        yield expr
    elif isinstance(expr, dict):
        for key in ("min", "max", "divide"):
            for item in expr.get(key, ()):
                yield from expression_paths(item)
        if "lookup" in expr:
            yield expr["lookup"]


def _instrument_sanity(file: str, data: Mapping[str, Any]) -> Iterator[RegistryProblem]:
    formats = set(data["labware_formats"])
    capacity = data.get("capacity", {})
    for op_name, op in data["operations"].items():
        base = f"/operations/{op_name}"
        props = op["params"]["properties"]
        roles = op.get("labware", {})
        for name in op["params"].get("required", []):
            if name not in props:
                yield RegistryProblem(
                    file,
                    f"{base}/params/required",
                    "required-is-defined",
                    f"required parameter '{name}' has no definition under properties",
                )
        for name, spec in props.items():
            yield from _range_problems(file, f"{base}/params/properties/{name}", name, spec)
        for role, spec in roles.items():
            extra = set(spec.get("formats", ())) - formats
            if extra:
                yield RegistryProblem(
                    file,
                    f"{base}/labware/{role}/formats",
                    "role-formats-accepted",
                    f"role '{role}' allows {sorted(extra)} which the instrument does not list "
                    "in labware_formats",
                )
        checks = [(f"{base}/rules/{i}", r) for i, r in enumerate(op.get("rules", []))]
        checks += [(f"{base}/effects/{i}", e) for i, e in enumerate(op.get("effects", []))]
        for where, item in checks:
            refs: list[str] = []
            for key in ("left", "right", "volume"):
                refs.extend(expression_paths(item.get(key)))
            if item.get("kind") == "move":
                refs.append(item["to"])
            refs.extend(item.get("when", {}).keys())
            refs.extend(f"params.{p}" for p in item.get("params", ()))
            named_roles = [item[k] for k in ("role", "from") if k in item]
            if item.get("kind") == "transfer":
                named_roles.append(item["to"])
            for role in named_roles:
                if role not in roles:
                    yield RegistryProblem(
                        file,
                        where,
                        "role-declared",
                        f"{item['kind']} names labware role '{role}', which the operation does "
                        f"not declare (declared: {', '.join(sorted(roles)) or 'none'})",
                    )
            for ref in refs:
                yield from _check_ref(file, where, ref, props, roles, capacity)
            table = item.get("left", {}), item.get("right", {})
            for side in table:
                if isinstance(side, dict) and "lookup" in side:
                    param = props.get(side["lookup"].split(".", 1)[1], {})
                    if param.get("type") == "boolean":
                        values = {"true", "false"}
                    else:
                        values = {lookup_key(e) for e in param.get("enum", [])}
                    stray = set(side["table"]) - values if values else set()
                    if stray:
                        yield RegistryProblem(
                            file,
                            where,
                            "lookup-keys-are-values",
                            f"lookup table keys {sorted(stray)} are not values of "
                            f"'{side['lookup']}' (write keys as JSON spells the values: "
                            f"{sorted(values)})",
                        )
                    missing = values - set(side["table"])
                    if missing:
                        yield RegistryProblem(
                            file,
                            where,
                            "lookup-covers-enum",
                            f"lookup table lacks values for {sorted(missing)}",
                        )


def _check_ref(
    file: str,
    where: str,
    ref: str,
    props: Mapping[str, Any],
    roles: Mapping[str, Any],
    capacity: Mapping[str, Any],
) -> Iterator[RegistryProblem]:
    match = _PATH_RE.match(ref)
    if not match:
        yield RegistryProblem(file, where, "expression", f"cannot read value path '{ref}'")
        return
    scope, name, attribute = match.groups()
    if scope == "params" and name not in props:
        yield RegistryProblem(
            file, where, "expression-param", f"'{ref}' names a parameter the operation lacks"
        )
    elif scope in ("labware", "state", "count") and name not in roles:
        yield RegistryProblem(
            file,
            where,
            "expression-role",
            f"'{ref}' names labware role '{name}' the operation does not declare",
        )
    elif scope == "state" and "volume" in attribute and roles[name].get("wells") == "none":
        yield RegistryProblem(
            file,
            where,
            "expression-state-wells",
            f"'{ref}' reads well volumes of role '{name}', whose wells are 'none', so the rule "
            "would never apply; set the role's wells to 'optional' or 'required'",
        )
    elif scope == "labware" and attribute not in LABWARE_NUMERIC_FIELDS:
        yield RegistryProblem(
            file,
            where,
            "expression-labware-field",
            f"'{ref}': labware has no numeric field '{attribute}' "
            f"(use one of {sorted(LABWARE_NUMERIC_FIELDS)})",
        )
    elif scope == "device" and attribute not in capacity:
        yield RegistryProblem(
            file,
            where,
            "expression-capacity",
            f"'{ref}' reads capacity.{attribute}, which the instrument does not define",
        )


def cross_file_problems(
    instruments: Mapping[str, tuple[str, Mapping[str, Any]]],
    labware: Mapping[str, tuple[str, Mapping[str, Any]]],
) -> list[RegistryProblem]:
    """Checks that need the whole registry: formats provided, resource ids unique."""
    known_formats = {data["format"] for _, data in labware.values()}
    problems: list[RegistryProblem] = []
    seen_resource: dict[int, tuple[str, str]] = {}
    for inst_id, (file, data) in instruments.items():  # load order: built-in first
        for i, fmt in enumerate(data["labware_formats"]):
            if fmt not in known_formats:
                problems.append(
                    RegistryProblem(
                        file,
                        f"/labware_formats/{i}",
                        "format-has-labware",
                        f"format '{fmt}' is not the format of any labware type; add a labware "
                        f'file with "format": "{fmt}" or use one of {sorted(known_formats)}',
                    )
                )
        rid = data.get("external_ids", {}).get("proagent_resource_id")
        if rid is None:
            continue
        if rid in seen_resource:  # reported on the later file (user layers load last)
            problems.append(
                RegistryProblem(
                    file,
                    "/external_ids/proagent_resource_id",
                    "resource-id-unique",
                    f"resourceId {rid} is also used by '{seen_resource[rid][0]}'; each public "
                    "resource id maps to one instrument",
                )
            )
            continue
        seen_resource[rid] = (inst_id, file)
    return problems
