"""Parameter plausibility for common operations, driven by a sourced data table.

The table (``science/data/plausibility.json``) holds rules such as "a CO2 incubator runs at
4-10 % CO2" or "intact mammalian cells are pelleted at 50-2,000 × g". A rule applies to a
step when its ``context`` pattern matches the step text (or the protocol's purpose) and its
``exclude`` pattern does not; it then reads the quantity of its ``kind`` nearest to each
``anchor`` match in the same sentence (at most ``WINDOW`` characters away; for
temperatures, durations and speeds one written after the anchor wins, as in "denature at
95 °C for 30 s") and reports
``PARAM_IMPLAUSIBLE`` when the value is outside ``[min, max]``. The finding's ``evidence``
names the rule and its source, so a reader can judge the table rather than trust it. A
value listed as a rule's ``stock_values`` (37 % formaldehyde, 10 % Triton) or written next
to "stock", "dilute" or "final concentration" is a stock solution and is not judged.

Kinds of quantity: ``temperature`` (°C, ºC, oC, degrees C), ``percent``, ``rcf`` (× g),
``count_cycles`` (N cycles), ``duration`` (in seconds). A rule with ``min_seconds_per_kb``
raises its minimum to that many seconds per kb when the step states the amplicon length
("extend 30 s" for a 5 kb product is too short).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from bioproagent.draft import Finding

TABLE_PATH = Path(__file__).parent / "data" / "plausibility.json"
WINDOW = 40
_STOCK = re.compile(r"\bstocks?\b|\bfinal concentration\b|\bdilute[sd]?\b|\b\d+\s*[x×]\b", re.I)

_NUM = r"((?:(?<![\w.-])-)?(?<![\w.])(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?))"
QUANTITY_PATTERNS: dict[str, re.Pattern[str]] = {
    "temperature": re.compile(rf"{_NUM}\s*(?:°|º|˚|o|deg(?:rees?)?\.?\s*)\s?C\b"),
    "percent": re.compile(rf"{_NUM}\s*%"),
    "rcf": re.compile(rf"{_NUM}\s*(?:[x×]\s*g|g)\b(?!/)|{_NUM}\s*rcf\b", re.I),
    "count_cycles": re.compile(rf"{_NUM}\s*(?:[x×]\s*)?cycles?\b", re.I),
    "duration": re.compile(
        rf"{_NUM}\s*(s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\b(?!\s*/)", re.I
    ),
}
_SECONDS = {"s": 1.0, "m": 60.0, "h": 3600.0}
_AFTER_ANCHOR = {"temperature", "duration", "rcf"}  # "denature at 95 °C for 30 s"
_UNITS = {"temperature": " °C", "percent": " %", "rcf": " × g", "duration": " s"}
_AMPLICON = re.compile(r"(\d+(?:\.\d+)?)\s*(bp|kb|kbp)\b", re.I)


@dataclass(frozen=True)
class PlausibilityRule:
    """One row of the plausibility table."""

    id: str
    kind: str
    anchor: re.Pattern[str]
    context: re.Pattern[str]
    exclude: re.Pattern[str] | None
    min: float
    max: float
    message: str
    source: str
    stock_values: tuple[float, ...] = ()
    min_seconds_per_kb: float | None = None


def _rule(row: dict[str, Any]) -> PlausibilityRule:
    if row["kind"] not in QUANTITY_PATTERNS:
        raise ValueError(f"plausibility rule {row['id']}: unknown kind '{row['kind']}'")
    return PlausibilityRule(
        id=row["id"],
        kind=row["kind"],
        anchor=re.compile(row["anchor"], re.I),
        context=re.compile(row["context"], re.I | re.S),
        exclude=re.compile(row["exclude"], re.I) if row.get("exclude") else None,
        min=float(row["min"]),
        max=float(row["max"]),
        message=row["message"],
        source=row["source"],
        stock_values=tuple(float(v) for v in row.get("stock_values", ())),
        min_seconds_per_kb=row.get("min_seconds_per_kb"),
    )


@lru_cache(maxsize=4)
def load_rules(path: Path = TABLE_PATH) -> tuple[PlausibilityRule, ...]:
    """The rules of a plausibility table (the shipped one by default)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return tuple(_rule(row) for row in data["rules"])


def _value(match: re.Match[str]) -> float:
    text = next(g for g in match.groups() if g is not None)
    value = float(text.replace(",", ""))
    if match.re is QUANTITY_PATTERNS["duration"]:
        value *= _SECONDS[match.group(2)[0].lower()]
    return value


def _amplicon_kb(text: str) -> float | None:
    """The amplicon length a step states ("a 2 kb product", "750 bp"), in kb."""
    m = _AMPLICON.search(text)
    if m is None:
        return None
    size = float(m.group(1))
    return size / 1000 if m.group(2).lower() == "bp" else size


_SENTENCE_END = re.compile(r"(?<!\b[A-Za-z])[.;!?]\s")  # not "E. coli", "S. aureus"


def _nearest(text: str, anchor: re.Match[str], kind: str) -> re.Match[str] | None:
    best: tuple[int, re.Match[str]] | None = None
    ends = [m.start() for m in _SENTENCE_END.finditer(text)]
    for q in QUANTITY_PATTERNS[kind].finditer(text):
        if q.end() <= anchor.start():
            lo, hi = q.end(), anchor.start()
        elif q.start() >= anchor.end():
            lo, hi = anchor.end(), q.start()
        else:
            lo = hi = q.start()
        between = text[lo:hi]
        if len(between) > WINDOW or any(lo <= e < hi for e in ends):
            continue
        rank = len(between) + (
            WINDOW + 1 if kind in _AFTER_ANCHOR and q.end() <= anchor.start() else 0
        )
        if best is None or rank < best[0]:
            best = (rank, q)
    return best[1] if best else None


def plausibility_findings(
    text: str,
    purpose: str = "",
    step: int | None = None,
    rules: tuple[PlausibilityRule, ...] | None = None,
) -> list[Finding]:
    """``PARAM_IMPLAUSIBLE`` findings for one step's text (see the module docstring)."""
    found: list[Finding] = []
    seen: set[tuple[str, int]] = set()
    for rule in rules if rules is not None else load_rules():
        if not (rule.context.search(text) or (purpose and rule.context.search(purpose))):
            continue
        if rule.exclude is not None and rule.exclude.search(text):
            continue
        for anchor in rule.anchor.finditer(text):
            quantity = _nearest(text, anchor, rule.kind)
            if quantity is None or (rule.id, quantity.start()) in seen:
                continue
            seen.add((rule.id, quantity.start()))
            value = _value(quantity)
            low = rule.min
            kb = _amplicon_kb(text) if rule.min_seconds_per_kb else None
            if kb is not None and rule.min_seconds_per_kb is not None:
                low = max(low, rule.min_seconds_per_kb * kb)
            if low <= value <= rule.max or value in rule.stock_values:
                continue
            if _STOCK.search(text[max(0, quantity.start() - WINDOW) : quantity.end() + WINDOW]):
                continue  # a stock solution, not the working concentration
            found.append(
                Finding(
                    code="PARAM_IMPLAUSIBLE",
                    step=step,
                    message=f"'{quantity.group(0).strip()}' is outside the plausible range "
                    f"{low:g}-{rule.max:g}{_UNITS.get(rule.kind, '')}: {rule.message}.",
                    hint=f"check the value; {rule.message}",
                    evidence=f"rule {rule.id} ({TABLE_PATH.name}); source: {rule.source}",
                )
            )
    return found
