"""Instrument names in an intent: registry instruments, and product names the registry lacks.

A registry instrument is named by its name or one of its aliases. An alias shared by two
instruments ("plate centrifuge") names a category, not an instrument, and is ignored. Short
aliases (five characters or fewer: "STAR", "i7", "OT2") match case-sensitively so that the
word "star" in a sentence does not pick a liquid handler.

A product name the registry does not have is a vendor or product-family word followed by a
model token ("Eppendorf 5430", "Tecan EVO", "SpectraMax M5", "Sorvall"): when no registry
alias covers the model token, the mention is reported with ``instrument_id=None`` so that
K_i can say UNKNOWN_INSTRUMENT instead of letting a planner pick another instrument.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from bioproagent.registry.loader import Registry

VENDOR_WORDS = (
    "Eppendorf",
    "Beckman Coulter",
    "Beckman",
    "Thermo Fisher",
    "Thermo Scientific",
    "Thermo",
    "Tecan",
    "Hamilton",
    "Opentrons",
    "Agilent",
    "Bio-Rad",
    "BioRad",
    "Molecular Devices",
    "SpectraMax",
    "BMG",
    "PerkinElmer",
    "Revvity",
    "Azenta",
    "Brooks",
    "INHECO",
    "Inheco",
    "Liconic",
    "LiCONiC",
    "BioTek",
    "Applied Biosystems",
    "Roche",
    "Labcyte",
    "Formulatrix",
    "Integra",
    "Gilson",
    "Biomek",
    "Cytomat",
    "Heraeus",
    "Sartorius",
    "Qiagen",
    "QInstruments",
    "BioNex",
    "Analytik Jena",
    "HighRes",
    "Sorvall",
    "Hettich",
    "Allegra",
    "QuantStudio",
    "LightCycler",
    "CLARIOstar",
    "PHERAstar",
    "FLUOstar",
    "EnVision",
    "Synergy",
    "Multidrop",
    "Mantis",
    "Echo",
    "Bravo",
    "Janus",
    "Freedom EVO",
    "KingFisher",
    "LabChip",
    "Fluent",
    "PreciseFlex",
    "Hettich",
    "Kubota",
    "Mosquito",
    "Cellario",
)
"""Words that start a product name (vendors and product families)."""
_COMMON_WORDS = (
    "the a an and to of for at in on with plate plates tube tubes centrifuge reader sealer "
    "incubator robot arm liquid handler then it them each all qc pcr qpcr dna rna cdna "
    "elisa bca od uv ce ngs run assay program"
)
_COMMON = frozenset(_COMMON_WORDS.split())
_MODEL = r"(?:[A-Z0-9][\w\-/.]*\w|[A-Z0-9]|[a-z]+\d[\w\-]*)"


@dataclass(frozen=True)
class InstrumentMention:
    """A named instrument: where in the text, what was written, and its registry id."""

    start: int
    end: int
    text: str
    instrument_id: str | None


@cache
def _alias_patterns(registry: Registry) -> tuple[tuple[re.Pattern[str], str], ...]:
    owners: dict[str, set[str]] = {}
    spelled: dict[str, str] = {}
    for inst in registry.instruments.values():
        for alias in (inst.name, *inst.aliases, inst.id):
            key = alias.lower()
            owners.setdefault(key, set()).add(inst.id)
            spelled.setdefault(key, alias)
    patterns = []
    for key, ids in owners.items():
        if len(ids) != 1:
            continue
        alias = spelled[key]
        body = r"[ \t\-]*".join(re.escape(part) for part in re.split(r"[\s\-]+", alias))
        flags = 0 if len(alias) <= 5 else re.I
        patterns.append((re.compile(rf"(?<![\w-]){body}(?![\w-])", flags), next(iter(ids))))
    patterns.sort(key=lambda p: -len(p[0].pattern))
    return tuple(patterns)


def _vendor_re() -> re.Pattern[str]:
    words = sorted(set(VENDOR_WORDS), key=len, reverse=True)
    alternatives = "|".join(re.escape(w) for w in words)
    return re.compile(
        rf"(?<![\w-])(?P<vendor>{alternatives})(?![\w-])"
        rf"(?P<models>(?:[ \t]+{_MODEL}(?![\w-])){{0,2}})"
    )


_VENDOR_RE = _vendor_re()


def find_instruments(text: str, registry: Registry) -> list[InstrumentMention]:
    """Instrument names in ``text``, known (with an id) and unknown (id None), in order."""
    known: list[InstrumentMention] = []
    taken: list[tuple[int, int]] = []
    covering: list[tuple[int, int]] = []
    for rx, inst_id in _alias_patterns(registry):
        for m in rx.finditer(text):
            covering.append((m.start(), m.end()))
            if all(m.end() <= a or m.start() >= b for a, b in taken):
                taken.append((m.start(), m.end()))
                known.append(InstrumentMention(m.start(), m.end(), m.group(0), inst_id))
    unknown: list[InstrumentMention] = []
    for m in _VENDOR_RE.finditer(text):
        models = [
            tok
            for tok in re.finditer(_MODEL, m.group("models"))
            if tok.group(0).lower() not in _COMMON
        ]
        vendor_only = m["vendor"] in ("Eppendorf", "Thermo", "Beckman", "Agilent", "Hamilton")
        if vendor_only and not models:
            continue  # 'Eppendorf tubes', 'the Agilent centrifuge': no product named
        offset = m.start("models")
        spans = [(offset + t.start(), offset + t.end()) for t in models] or [
            (m.start("vendor"), m.end("vendor"))
        ]
        covered = all(
            any(a <= s and e <= b for a, b in covering) or any(s < a <= e + 2 for a, _ in covering)
            for s, e in spans
        )
        if not covered:
            end = spans[-1][1]
            unknown.append(InstrumentMention(m.start(), end, text[m.start() : end], None))
    return sorted(known + unknown, key=lambda x: x.start)
