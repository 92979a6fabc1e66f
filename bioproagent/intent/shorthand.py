"""Lab-notebook shorthand spelled out before an intent is read.

Scientists write 'cfg plate 500xg 2min', 'inc 37C 1 h', 'read fluo ex485/em535' or
'1.5ml eppendorfs'. :func:`expand_shorthand` rewrites such abbreviations into the words the
parser and the clause reader know ('centrifuge', 'incubate', 'fluorescence', '°C', 'tubes').
It only replaces words and unit spellings, never a digit, so a stated value keeps its number;
it is idempotent (the expansions contain no abbreviation), so every reader may call it.
"""

from __future__ import annotations

import re

_WORDS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.I), replacement)
    for pattern, replacement in (
        # verbs
        (r"\b(?:cfg|cfge|cfuge|c/f)\b\.?", "centrifuge"),
        (r"\bincub\b\.?", "incubate"),
        # read-outs
        (r"\b(?:fluo|fluor|fluoresc)\b\.?", "fluorescence"),
        (r"\b(?:lum|lumi|lumin)\b\.?", "luminescence"),
        # labware
        (r"\b(96|384|24|48|6|12)\s?-?\s?(?:wp|wpl|w\.p\.)(?=\b|\s|$)", r"\1-well plate"),
        (r"\b(?:dwp|dw plate)\b", "deep-well plate"),
        (r"\b(?:eppendorfs|eppies|eppis|epps)\b", "tubes"),
        (r"\bplt\b\.?", "plate"),
        # connectives
        (r"\bw/o(?=\s)", "without"),
        (r"\bw/(?=\s|[a-z])", "with "),
    )
)

_INC = re.compile(r"\b(inc)\b(\.?)", re.I)
"""'inc'/'inc.' means incubate, except after a capitalised name ('Promega Inc.')."""

_FLUORESCENCE_PAIR = re.compile(r"\b(ex|em)\.?\s?(\d{3})(?!\s?nm)\b", re.I)
"""'ex485/em535': an excitation or emission wavelength written without its unit."""


def _incubate(match: re.Match[str]) -> str:
    before = match.string[: match.start()].rstrip(" ,")
    last_word = before.rsplit(None, 1)[-1] if before.split() else ""
    if last_word[:1].isupper() and last_word.isalpha() and last_word.lower() not in _VERB_LIKE:
        return match.group(0)  # 'Bio-Rad Inc.', 'Thermo Fisher Inc': a company name
    return "incubate"


_VERB_LIKE = {"then", "and", "next", "after", "before", "later", "finally", "first"}


def expand_shorthand(text: str) -> str:
    """``text`` with lab-notebook abbreviations spelled out (numbers untouched)."""
    out = _INC.sub(_incubate, text)
    for pattern, replacement in _WORDS:
        out = pattern.sub(replacement, out)
    return _FLUORESCENCE_PAIR.sub(lambda m: f"{m.group(1)} {m.group(2)} nm", out)
