"""Lab-notebook shorthand spelled out before an intent is read.

Scientists write 'cfg plate 500xg 2min', 'inc 37C 1 h', 'read fluo ex485/em535' or
'1.5ml eppendorfs'. :func:`expand_shorthand` rewrites such abbreviations into the words the
parser and the clause reader know ('centrifuge', 'incubate', 'fluorescence', 'tubes'), and a
fractional duration in words into its number ('an hour and a half' -> '1.5 hours'). It never
changes a digit, so a stated value keeps its number; it is idempotent (the expansions contain
no abbreviation), so every reader may call it.
"""

from __future__ import annotations

import re

from bioproagent.intent.lexicon import NUMBER_WORDS, WORD_NUM

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
        (r"\bw/o\b", "without"),
        (r"\bw/ ?(?=\w)", "with "),
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


_UNIT = r"(hours?|hrs?|minutes?|mins?|seconds?|secs?|days?)"
_AND_A_HALF = re.compile(rf"\b({WORD_NUM}|\d{{1,3}})\s+and\s+a\s+half\s+{_UNIT}\b", re.I)
_UNIT_AND_A_HALF = re.compile(r"\b(?:an?|one)\s+(hour|minute|day)\s+and\s+a\s+half\b", re.I)
_HALF_A = re.compile(r"\bhalf\s+an?\s+(hour|minute|day)\b", re.I)
_QUARTER_HOUR = re.compile(r"\b(a|one|three)\s+quarters?\s+of\s+an\s+hour\b", re.I)


def _fractions(text: str) -> str:
    """'one and a half hours' -> '1.5 hours', 'half an hour' -> '0.5 hour': a duration in
    words with a fraction becomes the number it states (never rounded)."""

    def whole(word: str) -> int:
        return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]

    out = _AND_A_HALF.sub(lambda m: f"{whole(m[1]) + 0.5:g} {m[2]}", text)
    out = _UNIT_AND_A_HALF.sub(lambda m: f"1.5 {m[1]}s", out)
    out = _HALF_A.sub(lambda m: f"0.5 {m[1]}", out)
    return _QUARTER_HOUR.sub(
        lambda m: "45 minutes" if m[1].lower() == "three" else "15 minutes", out
    )


def expand_shorthand(text: str) -> str:
    """``text`` with lab-notebook abbreviations spelled out and fractional durations in
    words written as numbers ('one and a half hours' -> '1.5 hours')."""
    out = _INC.sub(_incubate, _fractions(text))
    for pattern, replacement in _WORDS:
        out = pattern.sub(replacement, out)
    return _FLUORESCENCE_PAIR.sub(lambda m: f"{m.group(1)} {m.group(2)} nm", out)
