"""How likely a name a model wrote means a registry id (used to suggest symbols)."""

from __future__ import annotations

import difflib
import re


def similarity(value: str, target: str) -> float:
    """How likely ``value`` names ``target``: spelling similarity, shared name parts
    (vendor, format, size: 'hamilton_vantage' ~ 'hamilton_star', 'axygen_pcr_96' ~
    'plate_96_pcr') and a bonus for the same vendor or family prefix."""
    a, b = value.lower(), target.lower()
    spelling = difflib.SequenceMatcher(None, a, b).ratio()
    parts_a, parts_b = set(re.split(r"[_\W]+", a)) - {""}, set(re.split(r"[_\W]+", b)) - {""}
    shared = len(parts_a & parts_b) / len(parts_a | parts_b) if parts_a | parts_b else 0.0
    prefix = 0.2 if a.split("_")[0] == b.split("_")[0] else 0.0
    return min(1.0, 0.5 * spelling + 0.5 * shared + prefix)
