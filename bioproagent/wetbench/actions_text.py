"""Reading an agent's action: a JSON object, or the seed's ACTION / MATERIALS / PARAMETERS
text format, into an :class:`~bioproagent.wetbench.config.ActionDoc`.

Values in the text format may carry units (``final_volume=500uL``, ``duration_s=15min``,
``temperature_c=37C``); a unit is converted to the unit the parameter's name carries. A
value whose unit does not fit the parameter is an error, never a guess.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from bioproagent.errors import ActionFormatError
from bioproagent.vocab import UNIT_SCALES
from bioproagent.wetbench.config import ActionDoc

_LINE = re.compile(r"^\s*(ACTION|MATERIALS|PARAMETERS)\s*:\s*(.*)$", re.I)
_NUMBER_UNIT = re.compile(r"^\s*(-?\d+(?:\.\d+)?(?:[eE]-?\d+)?)\s*([A-Za-zµ/%°]*)\s*$")
_SCALE = UNIT_SCALES


def parse_action(raw: Any) -> ActionDoc:
    """An ActionDoc from a dict, an ActionDoc, JSON text or the seed's text format."""
    if isinstance(raw, ActionDoc):
        return raw
    if isinstance(raw, Mapping):
        return _validated(dict(raw))
    if not isinstance(raw, str):
        raise ActionFormatError(f"an action must be JSON text or an object, not {type(raw)}")
    text = raw.strip()
    if text.startswith("{"):
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise ActionFormatError(f"action JSON does not parse: {exc}") from exc
        if not isinstance(data, dict):
            raise ActionFormatError("action JSON must be an object")
        return _validated(data)
    return parse_action_text(text)


def _validated(data: dict[str, Any]) -> ActionDoc:
    try:
        return ActionDoc.model_validate(data)
    except ValueError as exc:
        raise ActionFormatError(
            "action must be {'action': NAME, 'materials': [BARCODE, ...], 'params': {...}}: "
            + str(exc).splitlines()[0]
        ) from exc


def parse_action_text(text: str) -> ActionDoc:
    """Read 'ACTION: X / MATERIALS: MAT-.., MAT-.. / PARAMETERS: a=1, b=2uL'."""
    fields: dict[str, str] = {}
    current = None
    for line in text.splitlines():
        match = _LINE.match(line)
        if match:
            current = match.group(1).upper()
            fields[current] = match.group(2).strip()
        elif current and line.strip():
            fields[current] += " " + line.strip()
    if "ACTION" not in fields or not fields["ACTION"]:
        raise ActionFormatError("no 'ACTION: <name>' line in the reply")
    name = fields["ACTION"].split()[0].strip("`*")
    materials = [m.strip() for m in re.split(r"[,\s]+", fields.get("MATERIALS", "")) if m.strip()]
    return ActionDoc(
        action=name, materials=materials, params=parse_params(fields.get("PARAMETERS", ""))
    )


def parse_params(text: str) -> dict[str, Any]:
    """'a=1, b=15min, c={x:1,y:2}, d=true, e=A,B' -> typed values (units converted)."""
    params: dict[str, Any] = {}
    for key, value in _pairs(text):
        params[key] = convert_value(key, value)
    return params


def _pairs(text: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    depth, start, parts = 0, 0, []
    for i, ch in enumerate(text):
        depth += ch in "{["
        depth -= ch in "}]"
        if ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    for part in parts:
        if "=" in part:
            key, value = part.split("=", 1)
            out.append((key.strip(), value.strip()))
        elif part.strip() and out:  # a multiselect continuation: e=A,B
            key, value = out[-1]
            out[-1] = (key, f"{value},{part.strip()}")
    return out


def convert_value(key: str, value: str) -> Any:
    """One parameter value, converted to the unit its name carries."""
    low = value.strip().strip("'\"")
    if low.lower() in ("true", "false"):
        return low.lower() == "true"
    if low.startswith("{") and low.endswith("}"):
        inner = {}
        for k, v in _pairs(low[1:-1].replace(":", "=")):
            inner[k] = convert_value(k, v)
        return inner
    match = _NUMBER_UNIT.match(low)
    if not match:
        return low
    number, unit = float(match.group(1)), match.group(2).lower()
    suffix = next((s for s in _SCALE if key.endswith(s)), None)
    if unit and suffix is not None:
        scale = _SCALE[suffix].get(unit)
        if scale is None:
            raise ActionFormatError(
                f"parameter {key}: unit '{match.group(2)}' does not fit "
                f"(expected one of {', '.join(_SCALE[suffix])})"
            )
        number *= scale
    elif unit and suffix is None and unit not in ("x", "%"):
        return low
    return int(number) if number.is_integer() and "." not in match.group(1) else number
