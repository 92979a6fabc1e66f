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
    rf"|(?:->|→|=>)\s*(?P<v2>{_NUM})\s*(?P<u2>{_UNIT})?"
    rf"|\(\s*(?:use[ds]?|using|we\s+use|set\s+to|run\s+at|chosen\s*:?|pick\s*:?)\s+"
    rf"(?P<v3>{_NUM})\s*(?P<u3>{_UNIT})?\s*\)"
    rf"|\(\s*(?P<v4>{_NUM})\s*(?P<u4>{_UNIT})?\s+(?:is\s+used|used|is\s+chosen|chosen"
    r"|for\s+this\s+run)\s*\))",
    re.I,
)
"""'55-65 °C 15 s [63 °C]', '25-35 cycles [28]', '45-60 min -> 60 min', an SOP's
'500–1000 × g (1000 × g is used)' and '1–2 min (use 1 min)'."""
_TOLERANCE = re.compile(rf"(?P<v>{_NUM})\s*±\s*{_NUM}\s*(?P<u>{_UNIT})", re.I)
"""'37 ± 1 °C', '500 ± 50 x g': a set point with its tolerance; the set point runs."""
_ROOM_RANGE = re.compile(
    r"(?P<rt>\broom\s+temperature|\bRT\b|\bambient(?:\s+temperature)?)\s*\(\s*"
    r"(?:1[5-9]|2[0-9])\s*(?:°\s*C)?\s*(?:-|–|to)\s*(?:2[0-9]|30)\s*°\s*C\s*\)",
    re.I,
)
"""'room temperature (20–25 °C)': what room temperature means, no set point."""
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
    k = next(i for i in (1, 2, 3, 4) if m[f"v{i}"])
    value, unit = m[f"v{k}"], m[f"u{k}"]
    lo, hi = sorted((_number(m["lo"]), _number(m["hi"])))
    if not _same_unit(unit, m["unit"]) or not lo <= _number(value) <= hi:
        return m.group(0)  # a pick outside the range, or of something else: left to ask
    return f"{value} {m['unit']}{m['gap']}"


def _reference(m: re.Match[str]) -> str:
    lo, hi = sorted((_number(m["lo"]), _number(m["hi"])))
    if not _same_unit(m["vu"], m["unit"]) or not lo <= _number(m["v"]) <= hi:
        return m.group(0)
    return f"{m['v']} {m['vu']}"


_CHOICE = re.compile(
    r"(?i)\b(?:for\s+(?:this|our|today'?s)\s+run|our\s+(?:settings?|picks?|choices?|values|run)"
    r"|(?:we|i)(?:'ll|\s+will)?\s+(?:use|run|go\s+with|pick|take)|this\s+run\s*:"
    r"|(?:^|(?<=[;,(.:]\s))use(?=\s+\d))\s*:?"
)
"""Where the scientist says what this run uses after quoting an insert ('For this run: 175 °C,
1.5 s', 'Our settings: 700 rpm', 'we use 1,000 uL')."""
_ANY_RANGE = re.compile(
    rf"(?<![\w.,-])(?P<lo>{_NUM})\s*(?P<first>{_UNIT})?\s*(?:-|–|to)\s*(?P<hi>{_NUM})\s*"
    rf"(?P<unit>{_UNIT})?",
    re.I,
)
"""A range however its units are written: '160-180 °C', '800 rpm-1,200 rpm', '485 nm-500'."""
_END = re.compile(r"[.;](?!\d)|\n|$")
_FAMILY = {"sec": "s", "secs": "s", "mins": "min", "cycle": "cycles", "×g": "xg", "ul": "µl"}


def _family(unit: str) -> str:
    squash = re.sub(r"[\s°]", "", unit.lower()).replace("×", "x")
    return _FAMILY.get(squash, squash)


def _choices(text: str) -> list[tuple[int, int, list[tuple[int, int, float, str]]]]:
    """(start, end, values) of each choice sentence: where its values begin and end, and
    (start, end, value, unit family) of each value it states."""
    out = []
    for m in _CHOICE.finditer(text):
        end = _END.search(text, m.end())
        stop = end.start() if end else len(text)
        values = [
            (m.end() + v.start(), m.end() + v.end(), _number(v[1]), _family(v[2]))
            for v in re.finditer(rf"(?<![\w.,-])({_NUM})\s*({_UNIT})", text[m.end() : stop], re.I)
        ]
        if values:
            out.append((m.start(), stop, values))
    return out


def _pick_for(lo: float, hi: float, unit: str, after: int, choices: list) -> float | None:
    """The value this run picks for a range: the one value of the range's kind inside it that
    the choice sentences state; None when they state two ('15 min or 20 min', 'For this run:
    20 min. Our settings: 25 min') or none."""
    per_choice = [
        (start, {v for _, _, v, fam in values if fam == _family(unit) and lo <= v <= hi})
        for start, _, values in choices
    ]
    every = {v for _, fits in per_choice for v in fits}
    return next(iter(every)) if len(every) == 1 else None  # two picks ('20 min' ... '25 min'): asks


def _chosen_for_ranges(text: str) -> str:
    """Each range the text quotes with this run's value stated in a choice sentence ('the
    foil's insert lists 160-180 °C ... For this run: 175 °C') becomes that value, and a choice
    sentence's values that the text then states elsewhere are left out (no second step); a
    range two picks fit, or none, is left (the plan asks)."""
    choices = _choices(text)
    if not choices:
        return text
    cuts: list[tuple[int, int, str]] = []
    for m in _ANY_RANGE.finditer(text):
        unit = m["unit"] or m["first"]
        if unit is None or (m["unit"] and m["first"] and _family(m["unit"]) != _family(m["first"])):
            continue
        if any(a <= m.start() < b for a, b, _ in choices):
            continue
        lo, hi = sorted((_number(m["lo"]), _number(m["hi"])))
        value = _pick_for(lo, hi, unit, m.end(), choices)
        if value is not None:
            cuts.append((m.start(), m.end(), f"{value:g} {unit}"))
    if not cuts:
        return text
    for _, _, values in choices:  # 'we use 800 x g and 1 min': said above now, no step
        outside = _rewritten(text, cuts)
        said = [(a, b) for a, b, v, fam in values if _said_elsewhere(outside, v, fam, text[a:b])]
        if len(said) == len(values):
            cuts += [(a, b, "") for a, b in said]
    return _rewritten(text, cuts)


def _rewritten(text: str, cuts: list[tuple[int, int, str]]) -> str:
    out, last = [], 0
    for a, b, new in sorted(cuts):
        out.append(text[last:a] + new)
        last = b
    return "".join(out) + text[last:]


def _said_elsewhere(text: str, value: float, family: str, written: str) -> bool:
    """Whether ``text`` states ``value`` of ``family`` at least twice (its own mention in a
    choice sentence and another)."""
    found = [
        v
        for v in re.finditer(rf"(?<![\w.,-])({_NUM})\s*({_UNIT})", text, re.I)
        if _number(v[1]) == value and _family(v[2]) == family
    ]
    return len(found) >= 2 and bool(written)


def picked_ranges(text: str) -> str:
    """``text`` with each range replaced by the value picked beside it (see the module)."""
    text = _ROOM_RANGE.sub(lambda m: m["rt"], _TOLERANCE.sub(lambda m: f"{m['v']} {m['u']}", text))
    text = _answered_choices(text)
    return _chosen_for_ranges(_REFERENCE.sub(_reference, _PICK_AFTER.sub(_pick, text)))


_ONE = r"\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?"
_QUESTION = re.compile(
    rf"(?P<a>{_ONE})\s*(?P<ua>{_UNIT})?\s+or\s+(?P<b>{_ONE})\s*(?P<ub>{_UNIT})?\s*\?+", re.I
)
_ANSWER = re.compile(
    rf"(?:^|\n|(?<=[.!?])\s+|[—–]\s*)[ \t]*(?:\[?\d{{1,2}}:\d{{2}}\]?[ \t]+)?"  # a message's time
    rf"(?:(?:ok(?:ay)?|so|go\s+with|use|answer\s*:?|it'?s"
    # 'Marco says 500', 'checked notebook, 58': who answered, or how, then the value
    r"|[a-z]+\s+says|(?:[a-z']+\s+){0,2}[a-z']+\s*,)"
    r"\s*,?\s*)?(?P<pick>\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?)\s*"
    rf"(?P<up>{_UNIT})?"
    r"(?=\s*(?:[,.;!)]|$|\n|[^\w\s]|\s+(?:it'?s|because|please|pls|then|is|as|since)\b))",
    re.I,
)


def _answered_choices(text: str) -> str:
    """'abs read — 562 or 595??' answered on a later line by '562, it's BCA': the question
    becomes the value picked, and the answer's number goes. An answer that is neither value,
    or two answers, leave the question (the plan asks)."""
    for m in reversed(list(_QUESTION.finditer(text))):
        unit = m["ub"] or m["ua"] or ""
        answers = [
            a
            for a in _ANSWER.finditer(text, m.end(), min(len(text), m.end() + 240))
            if a["pick"] in (m["a"], m["b"]) and (not a["up"] or not unit or a["up"] == unit)
        ]
        if len(answers) != 1:
            continue
        a = answers[0]
        line = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
        if not (unit or a["up"]) and re.search(r"(?i)\b(?:abs\w*|od|read\w*)\b", line):
            unit = "nm" if 200 <= float(a["pick"].replace(",", "")) <= 1000 else ""
        pick = f"{a['pick']} {unit or a['up'] or ''}".strip()
        end = a.end("up") if a["up"] else a.end("pick")
        if text[: a.start("pick")].rstrip(" \t").endswith("\n"):  # an answer on its own line:
            line_end = text.find("\n", end)  # its reason ('562, it's BCA') goes with it
            end = len(text) if line_end < 0 else line_end
        text = text[: a.start("pick")] + text[end:]
        text = text[: m.start()] + pick + text[m.end() :]
    return text
