"""Hard edges of registry parameter definitions: declared bounds, unit ceilings, patterns.

Every numeric parameter (``number`` or ``integer`` without an ``enum``) must declare both
a lower and an upper bound, so that no value, however large, passes by default. A bound
must also lie inside the plausible range of its unit (:data:`bioproagent.vocab.PARAM_RANGES`): a
``maximum`` of 1e308 g or a ``minimum`` of -300 degrees C is a typing error, not a limit.
String ``pattern`` constraints must compile with RE2 (linear-time matching; see
``docs/limits.md``), which the rule engine uses to match them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

import re2

from bioproagent.vocab import COUNT_RANGE, PARAM_RANGES, param_unit


def plausible_range(name: str, kind: str) -> tuple[float, float] | None:
    """The ceiling range for a parameter name, or None for a number without a unit."""
    unit = param_unit(name)
    if unit is not None:
        return PARAM_RANGES[unit.unit]
    return COUNT_RANGE if kind == "integer" else None


def bound_problems(name: str, spec: Mapping[str, Any]) -> Iterator[tuple[str, str, str]]:
    """(pointer suffix, rule, message) for each missing or absurd bound of one parameter."""
    if spec.get("type") not in ("number", "integer") or "enum" in spec:
        return
    low_key = next((k for k in ("minimum", "exclusiveMinimum") if k in spec), None)
    high_key = next((k for k in ("maximum", "exclusiveMaximum") if k in spec), None)
    for key, side in ((low_key, "minimum"), (high_key, "maximum")):
        if key is None:
            yield (
                "",
                "bounds-declared",
                f"numeric parameter '{name}' declares no {side}; give both 'minimum' and "
                "'maximum' (list a figure you could not source under 'unverified')",
            )
    ceiling = plausible_range(name, str(spec.get("type")))
    if ceiling is None:
        return
    for key in (low_key, high_key):
        value = spec.get(key) if key else None
        if not isinstance(value, int | float) or isinstance(value, bool):
            continue
        if not ceiling[0] <= value <= ceiling[1]:
            yield (
                f"/{key}",
                "bound-plausible",
                f"{key} {value} of '{name}' is outside the plausible range "
                f"[{ceiling[0]:g}, {ceiling[1]:g}] for its unit; check the figure "
                "(docs/limits.md lists the range per unit)",
            )


def pattern_problem(name: str, spec: Mapping[str, Any]) -> str | None:
    """Why a parameter's ``pattern`` cannot be used, or None."""
    pattern = spec.get("pattern")
    if pattern is None:
        return None
    try:
        compile_pattern(str(pattern))
    except re2.error as exc:
        return (
            f"pattern of '{name}' is not supported by the linear-time RE2 engine ({exc}); "
            "rewrite it without back-references or look-around"
        )
    return None


@cache
def compile_pattern(pattern: str) -> Any:
    """An RE2 regular expression (matching time linear in the input, no backtracking)."""
    options = re2.Options()
    options.log_errors = False
    return re2.compile(pattern, options)
