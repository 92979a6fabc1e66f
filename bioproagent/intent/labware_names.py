"""Labware named once with its format and later by its name alone.

Notebook exports, manifests and run sheets define a plate once ("Sample manifest: PLT-00610
(96-well flat), 96 strains", "plate B = 384 PCR") and the procedure then names it only by
its barcode or label ("dispense 400 µL into every well of PLT-00610"). The definition line
is reference text that the step reader leaves out, so without help the step would run on a
default plate, and a volume that overfills the real one would be approved.

:func:`named_labware` writes the format next to every later mention of the name
("PLT-00610 (96-well flat)"). When the text defines exactly one plate and a step adds to
"every well" / "each well" / "all wells" without naming any labware, that plate is the one
meant. Text without such definitions is returned unchanged. Pure and cached.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bioproagent.intent import lexicon as lx

_NAME = r"(?:[A-Z][A-Z0-9]{1,9}[-_]\d{2,}[A-Z0-9-]*|[Pp]late\s+[A-Z0-9]{1,3}\b)"
"""'PLT-00610', 'BC_2231', 'plate B', 'Plate 2': a barcode or a short label."""
_DEFINITION = re.compile(
    rf"(?P<name>{_NAME})[ \t]*(?:\((?P<paren>[^)\n]{{1,50}})\)|=[ \t]*(?P<eq>[^,;\n]{{1,40}}))"
)
_LABWARE_WORD = re.compile(r"\b(?:plates?|blocks?|tubes?|strips?|reservoirs?|troughs?)\b", re.I)
_KIND_WORDS = re.compile(
    r"(?:[ -]*(?:flat|pcr|deep-?well|skirted|clear|black|white|[uv]-?bottom|round-?bottom"
    r"|plate|block))+"
)
_EVERY_WELL = re.compile(
    r"\b(?P<w>(?:into|to|in)\s+(?:every|each|all(?:\s+the)?)\s+wells?)\b(?!\s+(?:of|in|on)\b)",
    re.I,
)


def _format_phrase(words: str) -> str | None:
    """The part of ``words`` that names a labware format ('96-well flat'), if any."""
    low = words.lower().translate(lx.NORMALISE)
    found = [m for _, rx in lx.FORMAT_RES for m in rx.finditer(low)]
    if not found:
        return None
    start = min(m.start() for m in found)
    end = max(m.end() for m in found)
    more = _KIND_WORDS.match(low, end)  # '96-well' + ' flat', '384' + ' PCR'
    return words[start : more.end() if more else end].strip(" ,")


def _definitions(text: str) -> dict[str, tuple[str, tuple[int, int]]]:
    out: dict[str, tuple[str, tuple[int, int]]] = {}
    for m in _DEFINITION.finditer(text):
        phrase = _format_phrase(m["paren"] or m["eq"] or "")
        if phrase and m["name"] not in out:
            out[m["name"]] = (phrase, m.span())
    return out


@lru_cache(maxsize=256)
def named_labware(text: str) -> str:
    """``text`` with a defined labware name followed by its format wherever it is used."""
    defined = _definitions(text)
    if not defined:
        return text
    spans = [span for _, span in defined.values()]
    out, at = [], 0
    names = "|".join(re.escape(n) for n in sorted(defined, key=len, reverse=True))
    for m in re.finditer(rf"(?<![\w-])(?:{names})(?![\w-])(?!\s*[(=])", text):
        if any(a <= m.start() < b for a, b in spans):
            continue
        out += [text[at : m.end()], f" ({defined[m.group(0)][0]})"]
        at = m.end()
    text = "".join(out) + text[at:]
    if len(defined) != 1:
        return text
    ((name, (phrase, _)),) = defined.items()
    lines = []
    for line in text.split("\n"):
        if not _LABWARE_WORD.search(line) and not _DEFINITION.search(line):
            line = _EVERY_WELL.sub(lambda m: f"{m['w']} of {name} ({phrase})", line)
        lines.append(line)
    return "\n".join(lines)
