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
from bioproagent.intent import lexicon as lx
from bioproagent.textutil import fmt, is_number, sentence_bounds

_PARAMS = {
    "ul": ("volume_ul",),
    "g": ("rcf_g",),
    "rpm": ("speed_rpm", "rotation_speed_rpm"),
    "c": ("temperature_c",),
    "s": ("duration_s", "integration_s"),
    "nm": ("wavelength_nm", "excitation_nm", "emission_nm"),
    "percent": ("co2_percent",),
    "cycles": ("cycles",),
}
"""The step parameters a rejected value of each unit (lexicon's canonical names) could be."""
_UNITS = [(u, f, p) for u, f, p in lx.UNITS if u in _PARAMS] + [
    ("g", 1.0, r"g\b"),  # a bare 'g' is a force here: the rejection sits beside a spin's value
    ("cycles", 1.0, r"cycles?\b"),  # a count, which the lexicon's units leave out
]
_UNIT_ALT = "|".join(f"(?P<u{i}>{pattern})" for i, (_, _, pattern) in enumerate(_UNITS))
_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_REJECTED = re.compile(
    rf"\b{lx.REJECTING}\s+(?:the\s+)?(?P<num>{_NUMBER})\s*(?:{_UNIT_ALT})?"
    r"(?![\w.])"
)
_ANY_VALUE = re.compile(rf"(?<![\w.])(?:{_NUMBER})\s*(?:{_UNIT_ALT})")


def _unit(m: re.Match[str]) -> tuple[str, float] | None:
    """(canonical unit, factor to it) of the unit a match wrote, or None when it wrote none."""
    return next(
        ((unit, factor) for i, (unit, factor, _) in enumerate(_UNITS) if m[f"u{i}"] is not None),
        None,
    )


def check_negated_values(checker: CheckerBase) -> None:
    """UNRESOLVED_REVISION (a question) for a step that uses a value the intent rejects ('not
    1,200')."""
    reading = checker.reading
    text = reading.text
    low = text.translate(lx.NORMALISE).lower()  # the same length: spans stay valid
    for m in _REJECTED.finditer(low):
        if any(a <= m.start() < b for a, b in reading.no_step_spans):
            continue  # a report of the last run
        unit = _unit(m)
        if unit is None:  # '800 xg for 2 min (not 1,200': the unit of the value it replaces
            start = sentence_bounds(low, m.start())[0]
            before = _ANY_VALUE.finditer(low, start, m.start())
            same = [q for q in before if _looks_alike(q.group(0), m["num"])]
            if not same:
                continue
            unit = _unit(same[-1])
        if unit is None:
            continue
        kind, factor = unit
        value = float(m["num"].replace(",", "")) * factor
        clause = next((c for c in reading.clauses if c.start <= m.start() < c.end), None)
        for i, step in enumerate(checker.wf.steps):
            if clause is not None and clause.operation and step.operation != clause.operation:
                continue
            for param in _PARAMS.get(kind, ()):
                used = step.params.get(param)
                if is_number(used) and used == value:
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
