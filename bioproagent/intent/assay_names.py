"""The LabChip assays a text names ('HT DNA NGS 3K', 'Assay: RNA', 'DNA 5K (last time DNA
1K)'), read against the registry's enum of assay kits, so that every planner and K_i agree on
what was named: an assay is named when every word of its id is written ('dna_high_sensitivity'
by 'DNA High Sensitivity'), and a shorter id inside a longer named one ('rna' in 'RNA Pico')
is not named on its own."""

from __future__ import annotations

import re

from bioproagent.intent import lexicon as lx
from bioproagent.registry.loader import Registry

_HS = re.compile(r"(?<=dna )hs\b|\bhs(?= dna\b)|(?<=dna-)hs\b|\bhi(?:gh)?[\s-]?sens(?:itivity)?\b")
"""'DNA HS', 'dna high sens', 'hi-sens DNA': the high-sensitivity kit, as people write it."""


def assay_options(registry: Registry) -> list[str]:
    """The assay ids an instrument's run_assay accepts (its enum), first instrument found."""
    for inst in registry.instruments.values():
        op = inst.operations.get("run_assay")
        spec = op.param_specs.get("assay") if op is not None else None
        if isinstance(spec, dict) and isinstance(spec.get("enum"), list):
            return [str(a) for a in spec["enum"]]
    return []


def assays_named(text: str, registry: Registry) -> list[str]:
    """The assay ids ``text`` names, in the order of the registry's enum."""
    return names_among(text, assay_options(registry))


_NEGATED = re.compile(r"\b(?:not|never|rather\s+than|instead\s+of)\s+(?:the\s+|a\s+)?[a-z0-9]+")


def names_among(text: str, options: list[str]) -> list[str]:
    """The ids of ``options`` that ``text`` names (see the module docstring)."""
    low = _HS.sub("high sensitivity", text.lower().translate(lx.NORMALISE))
    # 'LabChip RNA assay (not pico)': pico is not the assay, here or in a quoted question
    # above the answer ('> Pico or standard RNA?')
    negated = {m.group(0).split()[-1] for m in _NEGATED.finditer(low)}
    low = _NEGATED.sub(" ", low)
    words = set(re.findall(r"[a-z0-9]+", low))
    full = [
        a
        for a in options
        if all(t in words for t in _written_words(a)) and not negated & set(a.split("_"))
    ]
    return [
        a for a in full if not any(b != a and set(a.split("_")) < set(b.split("_")) for b in full)
    ]


def _written_words(assay: str) -> list[str]:
    """The words of an assay id that a text must write: all of them, except a leading 'dna'
    when two or more words remain ('NGS 3K' names dna_ngs_3k; '1K' alone names nothing)."""
    parts = assay.split("_")
    return parts[1:] if parts[0] == "dna" and len(parts) >= 3 else parts
