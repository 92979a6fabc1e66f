"""Small text helpers shared by the registry, the rule engine and the CLI."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any


def nearest(name: str, candidates: Iterable[str], n: int = 3, cutoff: float = 0.5) -> list[str]:
    """Candidates closest to ``name`` (case-insensitive), best first."""
    lowered = {c.lower(): c for c in candidates}
    hits = difflib.get_close_matches(name.lower(), list(lowered), n=n, cutoff=cutoff)
    return [lowered[h] for h in hits]


def fmt(value: Any) -> str:
    """A compact rendering of a value for messages (3.0 -> '3', 0.1+0.2 -> '0.3')."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, float):
        return f"{value:.6g}"
    return str(value)


def lookup_key(value: Any) -> str:
    """Key of a value in a registry lookup table (JSON spelling: true, 5, 2.5, 'A-4-81')."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def sentence_bounds(text: str, at: int) -> tuple[int, int]:
    """(start, end) of the sentence or line of ``text`` around ``at``: it starts after the
    last '. ' or newline before ``at`` and ends at the first one from ``at`` on."""
    start = max(text.rfind(". ", 0, at), text.rfind("\n", 0, at)) + 1
    ends = [e for e in (text.find(". ", at), text.find("\n", at)) if e >= 0]
    return start, min(ends, default=len(text))
