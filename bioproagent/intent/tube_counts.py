"""How many tubes a text counts: 'ten eppis', '12 x 1.5 ml tubes', 'eight 15 mL Falcons',
'Falcons (15 ml, x9)' (after the shorthand is spelt out). One home for the planner, which
spins and transfers that many, and for K_i, which checks that it did."""

from __future__ import annotations

import re

from bioproagent.intent import lexicon as lx
from bioproagent.intent.shorthand import expand_shorthand

_COUNTED = re.compile(
    rf"(?<![\w.,])(?P<n>\d{{1,3}}|{lx.WORD_NUM})(?![\d.,])(?!\s*-?\s*(?:ml|µl|ul)\b)"
    r"\s*(?:x\s*)?(?:\d+(?:[.,]\d+)?\s*-?\s*ml\s+)?"
    r"(?:[a-z-]+\s+)?(?:tubes|falcons|conicals|eppendorfs|eppis)\b(?!\s*\)?\s*each\b)",
    re.I,
)
"""A count right before the tubes it counts ('ten eppendorf tubes', '9 x 15 ml Falcons'); not
a count per set ('both sets (six conicals each)')."""


_SAMPLES_IN_TUBES = re.compile(
    rf"(?<![\w.,-])(?P<n>\d{{1,3}}|{lx.WORD_NUM})(?![\d.,])\s+(?:[a-z'-]+\s+){{0,3}}?"
    r"(?:samples|lysates|extracts|cultures|specimens|eluates|digests|preps|aliquots|isolates"
    r"|supernatants|suspensions)\b[^.;:\n]{0,60}?\b(?:in|into)\s+"
    r"(?:(?:their\s+own|individual|separate|labelled|labeled)\s+)?"
    r"(?:\d+(?:[.,]\d+)?\s*-?\s*ml\s+)?(?:[a-z-]+\s+)?(?:tubes|falcons|conicals|eppendorfs|eppis)\b",
    re.I,
)
"""Samples counted before the tubes that hold them ('36 diluted wine samples in 1.5 mL
tubes', '24 leaf extracts ... sitting in 1.5 mL tubes'): one tube each."""


_OF_THEM = re.compile(
    rf"\b(?:tubes|falcons|conicals|eppendorfs|eppis)\s*(?:\(|,)\s*(?P<n>\d{{1,3}}|{lx.WORD_NUM})"
    r"(?:\s+of\s+them\b|\s*[;)]|\s*,(?!\d))",  # not 'tubes, 13,000 g': a force
    re.I,
)
"""'the 50 mL conicals (eight of them)', '(50 mL conicals, 6 of them)', 'the lysate tubes
(twelve, 2 mL)': a count in brackets or after a comma behind the tubes (not '(2 mL)', a
size)."""


def stated_tube_count(text: str) -> tuple[int, str] | None:
    """(count, words) when the text counts its tubes once, or with one number throughout."""
    found = [
        (int(m["n"]) if m["n"].isdigit() else lx.NUMBER_WORDS[m["n"].lower()], m.group(0))
        for rx in (_COUNTED, _SAMPLES_IN_TUBES, _OF_THEM)
        for m in rx.finditer(expand_shorthand(text))
    ]
    counts = {n for n, _ in found}
    if len(counts) != 1 or next(iter(counts)) < 2:
        return None
    return found[0]
