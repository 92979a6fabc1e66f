"""K_i for a value the intent rejects in so many words.

'spin first, on the VSpin, 800 xg for 2 min (not 1,200; Dale says the VSpin tops out at
1,000)': whatever the readers made of a thread, a reply or a correction, the scientist said
the spin is not 1,200 x g. A plan with a step of that operation at 1,200 x g has kept the
value the text takes back: it asks which value was meant. A rejection inside a report of an
earlier run ('the step ran with 90 ul instead of 180 ul') is that run's and is not checked.
"""

from __future__ import annotations

import re

from bioproagent.conformance.checker_base import CheckerBase
from bioproagent.textutil import fmt, sentence_bounds

_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_UNIT = (
    r"(?P<unit>µl|μl|ul|ml|x\s*g|×\s*g|xg|g\b|rcf|rpm|°\s*c|ºc|deg\w*|c\b|s\b|secs?\b|seconds?\b"
    r"|min\b|mins\b|minutes?\b|h\b|hrs?\b|hours?\b|nm\b|%|cycles?\b)"
)
_REJECTED = re.compile(
    rf"\b(?:not|instead\s+of|rather\s+than)\s+(?:the\s+)?(?P<num>{_NUMBER})\s*(?:{_UNIT})?"
    r"(?![\w.])"
)
_ANY_VALUE = re.compile(rf"(?<![\w.])(?:{_NUMBER})\s*{_UNIT}")
_PARAMS = {
    "ul": ("volume_ul",),
    "g": ("rcf_g",),
    "rpm": ("speed_rpm", "rotation_speed_rpm"),
    "c": ("temperature_c",),
    "s": ("duration_s", "integration_s"),
    "nm": ("wavelength_nm", "excitation_nm", "emission_nm"),
    "%": ("co2_percent",),
    "cycles": ("cycles",),
}
_SCALE = {"ml": 1000.0, "min": 60.0, "mins": 60.0, "minute": 60.0, "minutes": 60.0, "h": 3600.0}


def _kind(unit: str) -> tuple[str, float]:
    """The parameter family and the factor to its unit of a written unit ('min' -> s, 60)."""
    u = re.sub(r"\s+", "", unit.lower())
    if u in ("µl", "μl", "ul", "ml"):
        return "ul", _SCALE.get(u, 1.0)
    if u in ("xg", "×g", "g", "rcf"):
        return "g", 1.0
    if u.startswith(("°", "º", "deg")) or u == "c":
        return "c", 1.0
    if u.startswith("cycle"):
        return "cycles", 1.0
    if u in ("rpm", "nm", "%"):
        return u, 1.0
    if u.startswith(("h", "hr", "hour")):
        return "s", 3600.0
    if u.startswith("m"):
        return "s", 60.0
    return "s", 1.0


def check_negated_values(checker: CheckerBase) -> None:
    """UNRESOLVED_REVISION (a question) for a step that uses a value the intent rejects ('not
    1,200')."""
    reading = checker.reading
    text = reading.text
    low = text.lower()
    for m in _REJECTED.finditer(low):
        if any(a <= m.start() < b for a, b in reading.no_step_spans):
            continue  # a report of the last run
        unit = m["unit"]
        if unit is None:  # '800 xg for 2 min (not 1,200': the unit of the value it replaces
            start = sentence_bounds(low, m.start())[0]
            before = [
                q for q in _ANY_VALUE.finditer(low, start, m.start()) if q["unit"] is not None
            ]
            same = [q for q in before if _looks_alike(q.group(0), m["num"])]
            if not same:
                continue
            unit = same[-1]["unit"]
        kind, factor = _kind(unit)
        value = float(m["num"].replace(",", "")) * factor
        clause = next((c for c in reading.clauses if c.start <= m.start() < c.end), None)
        for i, step in enumerate(checker.wf.steps):
            if clause is not None and clause.operation and step.operation != clause.operation:
                continue
            for param in _PARAMS.get(kind, ()):
                used = step.params.get(param)
                if isinstance(used, int | float) and not isinstance(used, bool) and used == value:
                    phrase = text[m.start() : m.end()]
                    checker._add(
                        "UNRESOLVED_REVISION",
                        f"the intent rejects {fmt(value)} for {param} ('{phrase}'), but "
                        f"{checker._label(i)} uses it: the planner could not apply the change "
                        "and does not guess which value was meant.",
                        limit=phrase,
                        hint="state the value to use once, without the one it replaces",
                    )


def _looks_alike(written: str, number: str) -> bool:
    """Whether a bare rejected number is of the size of the value before it ('800 xg ... not
    1,200' is a force; '2 min ... not 1,200' is no time): same order of magnitude."""
    lead = re.match(r"[\d,.]+", written)
    if lead is None:
        return False
    before = float(lead.group(0).replace(",", "").rstrip("."))
    after = float(number.replace(",", ""))
    return before > 0 and 0.1 <= after / before <= 10
