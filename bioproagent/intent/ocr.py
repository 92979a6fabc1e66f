"""Scanned pages read by OCR: letters inside numbers and units, ligatures, broken words.

OCR of a printed protocol or a notebook page puts an O for a zero and an l for a one inside
numbers ("21O °C", "O.5 s", "1,OOO x g", "l0 µL"), writes degrees as "oC", "'C" or "*C",
"min" as "rnin", ligatures (ﬁ, ﬂ) and words split at a line end ("centri-\\nfuge"). Read
as they are, "21O °C" is no number at all and a seal would run at the default temperature.

:func:`deocr` writes such tokens as the characters they stand for, only where the reading
is unambiguous: a run of digits, O and l with at least one digit and no other letter, not
glued to a word ('OD600', 'Lot 1O2' stays a lot number for the catalogue reader to ignore).
Text without such artefacts is returned unchanged. Pure.
"""

from __future__ import annotations

import re

_LIGATURES = str.maketrans({"ﬁ": "fi", "ﬂ": "fl", "ﬀ": "ff", "ﬃ": "ffi", "ﬄ": "ffl"})
_NUMBER_LIKE = re.compile(
    r"(?<![A-Za-z0-9_-])(?=[0-9Ol.,]*[0-9])(?=[0-9.,]*[Ol])[0-9Ol][0-9Ol.,]*(?<![.,])"
    r"(?![A-Za-z0-9_])"
)
"""'21O', '1,OOO', 'O.5', 'l0': digits with an O or l in them and no other letter."""
_WAVELENGTH = re.compile(r"(?<=\b[AaOo][Dd])([0-9Ol]{3})\b|(?<=\bA)([0-9Ol]{3})\b")
"""'A22O', 'OD6OO': a read-out's wavelength."""
_DEGREES = re.compile(r"(?<=\d)\s?(?:o|'|\*|º)\s?C\b")
_BROKEN = re.compile(r"(?<=[a-z])-\n(?=[a-z])")
"""'centri-\\nfuge': a word split at the end of a printed line."""


def _digits(token: str) -> str:
    return token.replace("O", "0").replace("l", "1")


_VULGAR = {"½": 0.5, "¼": 0.25, "¾": 0.75}
_VULGAR_NUMBER = re.compile(r"(?<![\d.])(?:(\d+)\s?)?([½¼¾])")
"""'½ min', '1½ h': fractions typed (or scanned) as one character; '⅓' is left as it is (0.333
would round a stated value), so the fail-safe asks about it."""


def _vulgar(m: re.Match[str]) -> str:
    return f"{int(m.group(1) or 0) + _VULGAR[m.group(2)]:g}"


def deocr(text: str) -> str:
    """``text`` with OCR artefacts in numbers, units and words undone (see the module)."""
    out = _VULGAR_NUMBER.sub(_vulgar, _BROKEN.sub("", text.translate(_LIGATURES)))
    out = _NUMBER_LIKE.sub(
        lambda m: m.group(0) if re.fullmatch(r"O\d", m.group(0)) else _digits(m.group(0)), out
    )  # 'O2' is oxygen
    out = _WAVELENGTH.sub(lambda m: _digits(m.group(0)), out)
    out = _DEGREES.sub(" °C", out)
    return re.sub(r"(?<=\d)(\s?)rnin\b", r"\1min", out)
