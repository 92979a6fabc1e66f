"""Choosing a registry labware type for a ProAgent consumable from its free-text name."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from bioproagent.registry.loader import Registry

FALLBACK_ORDER = (
    "plate_96_flat",
    "plate_96_pcr",
    "plate_96_deepwell",
    "plate_384_flat",
    "plate_384_pcr",
    "reservoir_290ml",
    "reservoir_12col",
    "tube_1_5ml",
    "tube_2ml",
    "tube_15ml",
    "tube_50ml",
)
"""Types tried, in order, for a consumable whose name says nothing about its format."""

_TIP_SIZES = (
    (1000, "tiprack_96_1000ul"),
    (300, "tiprack_96_300ul"),
    (200, "tiprack_96_200ul"),
    (50, "tiprack_96_50ul"),
    (20, "tiprack_96_20ul"),
)


def _volumes_ul(text: str) -> list[float]:
    """Volumes written in the name ('200 uL', '2.2 mL', '290 ml'), in microlitres."""
    found = []
    for number, unit in re.findall(r"(\d+(?:\.\d+)?)\s*(ul|ml)\b", text):
        found.append(float(number) * (1000 if unit == "ml" else 1))
    return found


def _rule_type(text: str) -> str | None:
    if "tip" in text:
        if "384" in text:
            return "tiprack_384_50ul"
        sizes = _volumes_ul(text)
        for size, type_id in _TIP_SIZES:
            if sizes and sizes[0] >= size:
                return type_id
        return "tiprack_96_20ul" if sizes else "tiprack_96_200ul"
    if "reservoir" in text or "trough" in text:
        return "reservoir_12col" if re.search(r"12[- ]?(col|channel)", text) else "reservoir_290ml"
    if "strip" in text:
        return "pcr_strip_8"
    if "deep" in text or any(2000 <= v <= 2500 for v in _volumes_ul(text)):
        return "plate_24_deepwell" if re.search(r"\b24[- ]?well", text) else "plate_96_deepwell"
    if "pcr" in text:
        return "plate_384_pcr" if "384" in text else "plate_96_pcr"
    if "tube" in text:
        for volume, type_id in (
            (50000, "tube_50ml"),
            (15000, "tube_15ml"),
            (2000, "tube_2ml"),
            (1500, "tube_1_5ml"),
        ):
            if volume in _volumes_ul(text):
                return type_id
        return None
    if "plate" in text or "well" in text or re.match(r"^(96|384)_", text):
        return "plate_384_flat" if "384" in text else "plate_96_flat"
    return None


def guess_type(name: Any, registry: Registry) -> str | None:
    """Registry labware type named by a consumable name (or a reader ``plateType``)."""
    if not isinstance(name, str) or not name.strip():
        return None
    text = name.lower().replace("µ", "u").replace("μ", "u").replace("microplate", "plate")
    type_id = _rule_type(text)
    return type_id if type_id and registry.labware_type(type_id) else None


def fallback_type(uses: Iterable[tuple[str, str, str]], registry: Registry) -> str:
    """The first :data:`FALLBACK_ORDER` type that every (device, operation, role) use accepts."""
    specs = []
    for device, operation, role in uses:
        instrument = registry.instrument(device)
        op = instrument.operations.get(operation) if instrument else None
        spec = op.roles.get(role) if op else None
        if spec is not None:
            specs.append(spec)
    for type_id in FALLBACK_ORDER:
        lw_type = registry.labware_type(type_id)
        if lw_type is not None and all(lw_type.format in s.formats for s in specs):
            return type_id
    return FALLBACK_ORDER[0]
