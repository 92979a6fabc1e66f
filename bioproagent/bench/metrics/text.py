"""Text metrics of the benchmark: ROUGE-L (via ``rouge-score``) and S_sem (keyword coverage).

S_sem is deterministic and needs no model: the fraction of the gold protocol's content
keywords (Porter stems of words outside a fixed stop-word list, plus numbers joined to a
normalised unit) that the candidate also contains, optionally IDF-weighted. See
``docs/metrics.md`` for the exact rules and a worked example.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable, Mapping
from functools import cache, lru_cache
from typing import Any

_INSTALL_HINT = "install the benchmark extra: pip install 'bioproagent[bench]'"


@cache
def _rouge_scorer() -> Any:
    try:
        from rouge_score import rouge_scorer
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(f"ROUGE-L needs rouge-score; {_INSTALL_HINT}") from exc
    return rouge_scorer.RougeScorer(["rougeL"], use_stemmer=True)


def rouge_l(candidate: str, reference: str) -> float:
    """ROUGE-L F-measure of ``candidate`` against ``reference`` (rouge-score, Porter stemmer)."""
    if not candidate.strip() or not reference.strip():
        return 0.0
    return float(_rouge_scorer().score(reference, candidate)["rougeL"].fmeasure)


# -- S_sem -------------------------------------------------------------------------------
_STOP_TEXT = """
a about above after again against all also am an and any are as at be because been before
being below between both but by can could did do does doing done down during each either
else etc few for from further had has have having here how however i if in into is it its
itself just may me might more most must my no nor not now of off on once only or other our
out over own per same shall she should so some such than that the their them then there
these they this those through thus to too under until up upon us use used using very via
was we were what when where whether which while who whom why will with within without would
yet you your step steps following follow approximately approx about respectively e.g i.e
"""
STOP_WORDS: frozenset[str] = frozenset(_STOP_TEXT.split())
"""Function words (and a few protocol fillers) that never count as keywords."""

_UNITS: tuple[tuple[str, str, int], ...] = (
    # (pattern, canonical unit, regex flags); molar units are case-sensitive (mM vs mm)
    (r"(?:[µμu]|micro)\s?l(?:it(?:er|re)s?)?", "ul", re.I),
    (r"(?:m|milli)\s?l(?:it(?:er|re)s?)?", "ml", re.I),
    (r"(?:n|nano)\s?l(?:it(?:er|re)s?)?", "nl", re.I),
    (r"l(?:it(?:er|re)s?)?", "l", re.I),
    (r"(?:[µμu]|micro)\s?g(?:rams?)?", "ug", re.I),
    (r"(?:m|milli)\s?g(?:rams?)?", "mg", re.I),
    (r"(?:n|nano)\s?g(?:rams?)?", "ng", re.I),
    (r"[x×]\s?g", "xg", re.I),
    (r"g(?:rams?)?", "g", re.I),
    (r"[µμu]M", "umol/l", 0),
    (r"mM", "mmol/l", 0),
    (r"nM", "nmol/l", 0),
    (r"M", "mol/l", 0),
    (r"nm|nanomet(?:er|re)s?", "nm", re.I),
    (r"[µμu]m|micromet(?:er|re)s?", "um", re.I),
    (r"mm|millimet(?:er|re)s?", "mm", re.I),
    (r"(?:°|º|deg(?:rees?)?)\s?c(?:elsius)?|c(?:elsius)?", "c", re.I),
    (r"min(?:ute)?s?", "min", re.I),
    (r"h(?:ours?|rs?)?", "h", re.I),
    (r"s(?:ec(?:ond)?s?)?", "s", re.I),
    (r"days?|d", "d", re.I),
    (r"rpm", "rpm", re.I),
    (r"%|percent", "%", re.I),
    (r"k\s?da", "kda", re.I),
    (r"bp|kb", "bp", 0),
    (r"[x×]", "x", re.I),
)
_NUMBER = r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
_QUANTITY = re.compile(
    _NUMBER
    + r"\s?(?:"
    + "|".join(
        f"(?P<u{i}>{p})" if not flags else f"(?P<u{i}>(?i:{p}))"
        for i, (p, _, flags) in enumerate(_UNITS)
    )
    + r")(?![\w/])"
)
_WORD = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")


@lru_cache(maxsize=1)
def _stemmer() -> Any:
    try:
        from nltk.stem import porter
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(
            f"S_sem needs nltk (a dependency of rouge-score); {_INSTALL_HINT}"
        ) from exc
    return porter.PorterStemmer()


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    return str(_stemmer().stem(word))


def _canonical_number(text: str) -> str:
    value = float(text.replace(",", ""))
    return str(int(value)) if value.is_integer() else f"{value:.6g}"


def keywords(text: str) -> set[str]:
    """The content keywords of a text: quantities ``<number><unit>`` and stemmed words.

    Quantities: a number (``1,000`` and ``1000.0`` are ``1000``) directly followed by a unit
    from a fixed table, written as number + canonical unit (``50 µL`` -> ``50ul``, ``37 °C`` ->
    ``37c``, ``1,000 × g`` -> ``1000xg``, ``10 mM`` -> ``10mmol/l``). Words: the rest of the
    NFKC-normalised, lower-cased text split into ``[a-z][a-z0-9]*(-[a-z0-9]+)*`` tokens; a
    token is kept when it is at least 3 characters long and not a stop word, and is reduced
    to its Porter stem. Bare numbers are not keywords.
    """
    text = unicodedata.normalize("NFKC", text)
    found: set[str] = set()
    for match in _QUANTITY.finditer(text):
        unit = next(
            _UNITS[int(name[1:])][1]
            for name, value in match.groupdict().items()
            if value is not None
        )
        found.add(_canonical_number(match.group(1)) + unit)
    rest = _QUANTITY.sub(" ", text).lower()
    for word in _WORD.findall(rest):
        if len(word) >= 3 and word not in STOP_WORDS:
            found.add(_stem(word))
    return found


def build_idf(gold_texts: Iterable[str]) -> dict[str, float]:
    """IDF weights over a gold corpus: idf(k) = ln((1 + N) / (1 + df(k))) + 1."""
    docs = [keywords(text) for text in gold_texts]
    frequency: dict[str, int] = {}
    for doc in docs:
        for keyword in doc:
            frequency[keyword] = frequency.get(keyword, 0) + 1
    n = len(docs)
    return {k: math.log((1 + n) / (1 + df)) + 1.0 for k, df in frequency.items()}


def s_sem(candidate: str, reference: str, idf: Mapping[str, float] | None = None) -> float | None:
    """S_sem: the (IDF-)weighted fraction of the reference's keywords found in the candidate.

    Without ``idf`` every keyword weighs 1; with it, a keyword missing from the table weighs
    the largest weight in the table (it is rarer than anything seen). Returns None when the
    reference has no keyword (the metric is undefined), 0.0 for an empty candidate.
    """
    gold = keywords(reference)
    if not gold:
        return None
    found = keywords(candidate) & gold
    if idf is None:
        return len(found) / len(gold)
    default = max(idf.values(), default=1.0)
    total = sum(idf.get(k, default) for k in gold)
    return sum(idf.get(k, default) for k in found) / total
