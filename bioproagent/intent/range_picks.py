"""A range from a kit insert with the value picked for this run written right beside it.

Scientists copy an insert's range and mark their pick: '55-65 °C 15 s [63 °C]', '25-35 cycles
[28]', '37 °C, 45-60 min -> 60 min', or state the value and quote the range as reference:
'10 min at 2,000 x g (insert allows 1,500-3,000 x g)'. Left as it is, the range makes the
plan ask which value to run although the text says it. :func:`picked_ranges` writes the pick
in the range's place and drops a range quoted only as reference next to a value inside it.
A pick outside the range, or of another unit, is left as written (the plan asks). Pure.
"""

from __future__ import annotations

import re

_NUM = r"\d[\d,]*(?:\.\d+)?"
_UNIT = (
    r"(?:°\s*c\b|x\s*g\b|×\s*g|rpm\b|µl\b|ul\b|ml\b|nm\b|s\b|sec\b|secs\b|min\b|mins\b|h\b"
    r"|cycles?\b)"
)
_RANGE = rf"(?P<lo>{_NUM})\s*(?:-|–|to)\s*(?P<hi>{_NUM})\s*(?P<unit>{_UNIT})"
_PICK_AFTER = re.compile(
    rf"{_RANGE}(?P<gap>[^\[\]\n]{{0,12}}?)\s*(?:\[\s*(?P<v1>{_NUM})\s*(?P<u1>{_UNIT})?\s*"
    r"(?:[,;][^\]\n]*)?\]"
    rf"|(?:->|→|=>)\s*(?P<v2>{_NUM})\s*(?P<u2>{_UNIT})?)",
    re.I,
)
"""'55-65 °C 15 s [63 °C]', '25-35 cycles [28]', '45-60 min -> 60 min'."""
_REFERENCE = re.compile(
    rf"(?P<v>{_NUM})\s*(?P<vu>{_UNIT})\s*\((?P<note>[^()\n]{{0,40}}?(?:allows?|range|insert"
    rf"|kit|acceptable|recommended|suggests?|says?)[^()\n]{{0,20}}?){_RANGE}\s*\)",
    re.I,
)
"""'2,000 × g (insert allows 1,500-3,000 × g)': the range is the insert's, the value the run's."""


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def _same_unit(a: str | None, b: str) -> bool:
    if a is None:
        return True
    squash = re.sub(r"[\s°×x]", "", a.lower()).rstrip("s")
    return squash == re.sub(r"[\s°×x]", "", b.lower()).rstrip("s")


def _pick(m: re.Match[str]) -> str:
    value, unit = m["v1"] or m["v2"], m["u1"] if m["v1"] else m["u2"]
    lo, hi = sorted((_number(m["lo"]), _number(m["hi"])))
    if not _same_unit(unit, m["unit"]) or not lo <= _number(value) <= hi:
        return m.group(0)  # a pick outside the range, or of something else: left to ask
    return f"{value} {m['unit']}{m['gap']}"


def _reference(m: re.Match[str]) -> str:
    lo, hi = sorted((_number(m["lo"]), _number(m["hi"])))
    if not _same_unit(m["vu"], m["unit"]) or not lo <= _number(m["v"]) <= hi:
        return m.group(0)
    return f"{m['v']} {m['vu']}"


def picked_ranges(text: str) -> str:
    """``text`` with each range replaced by the value picked beside it (see the module)."""
    return _REFERENCE.sub(_reference, _PICK_AFTER.sub(_pick, text))
