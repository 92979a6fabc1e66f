"""A protocol that names its settings first and uses the names later: the names written out.

Some protocols open with a legend ('MM = master mix', 'CF-A = VSpin, 1000 x g, 1 min',
'SPIN1: 500 x g, 2 min', 'P1 = 96-well PCR plate', 'n = 72') and then write the steps with
the names ('CF-A on P1', 'run SPIN1, but 1 min only', 'LabChip on n samples'). Read as they
are, the legend's lines would be steps of their own (every defined spin would run) and the
names in the steps would be unreadable. :func:`named_settings` writes the steps with each
name replaced by what the legend says it is and drops the legend:

* a legend line is 'NAME = text', 'NAME: text' or 'NAME := text' where NAME is a short code
  ('MM', 'CF-A', 'SPIN1', 'P1', 'n'), not a word a form uses as a key ('Plate:', 'Time:');
  a one- or two-letter name ('Q', 'Vn') only with '=' (a speaker's 'A:' defines nothing);
* a defined name no step uses is not part of the run; its line goes;
* an instrument's name before a colon ('CFX384: 95 °C 3 min', 'i7: add 10 µL') is a step on
  that instrument, not a definition;
* a name defined twice with different texts is left as it is, so the plan asks which.

Text in which no defined name is used by another line is returned unchanged. Pure.
"""

from __future__ import annotations

import re

from bioproagent.intent.dialogues import named_instruments

_DEFINITION = re.compile(
    r"^[ \t]*(?:[-*•][ \t]*)?(?P<name>[A-Z][A-Z0-9]+(?:-[A-Za-z0-9]+)*|[A-Z](?:-[A-Za-z0-9]+)+"
    r"|[A-Za-z]+\d[\w-]*|[A-Z][a-z](?=[ \t]*:?=)|[A-Z](?=[ \t]*:?=)"
    r"|[A-Za-z]+-[A-Za-z0-9]+|[a-z])[ \t]*(?::=|=|:|—|–)[ \t]*(?P<text>\S[^\n]*)$"
)
_CODE = re.compile(r"\b[A-Za-z_][\w.]*\([^)\n]*\)|(?<=\S)\s+#\s|//")
_FORM_WORDS = frozenset(
    {
        "NB",
        "PS",
        "FYI",
        "TODO",
        "OK",
        "NOTE",
        "ID",
        "PI",
        "QC",
        "RT",
        "DNA",
        "RNA",
        "PCR",
        "SOP",
        "ELN",
        "LIMS",
        "EDIT",
        "UPDATE",
        "Q",
        "RE",
    }
)


_NAME = (
    r"(?:[A-Z][A-Z0-9]+(?:-[A-Za-z0-9]+)*|[A-Za-z]+\d[\w-]*|[A-Za-z]+-[A-Za-z0-9]+|[A-Z][a-z]?"
    r"|[a-z])"
)
_INLINE = re.compile(
    rf"(?:^|(?<=[;.]\s)|(?<=[;.]\s\s)|(?<=:\s)|(?<=\s\s))(?P<name>{_NAME})[ \t]*:?=[ \t]*"
)
"""'Key: HS1 = a4S, 170 °C / 2.5 s.  QP = 384-well PCR plate': several on one line."""


def _segments(line: str) -> list[tuple[str, str]]:
    """(name, text) of the definitions a line holds: one ('MM = master mix') or several."""
    starts = list(_INLINE.finditer(line))
    if len(starts) > 1:
        out = []
        for k, m in enumerate(starts):
            end = starts[k + 1].start() if k + 1 < len(starts) else len(line)
            out.append((m["name"], line[m.end() : end].strip().rstrip(".; ")))
        return out
    one = _DEFINITION.match(line)
    return [(one["name"], one["text"].strip().rstrip(".;"))] if one else []


def _definitions(lines: list[str]) -> dict[str, tuple[int, str]] | None:
    found: dict[str, tuple[int, str]] = {}
    for i, line in enumerate(lines):
        for name, text in _segments(line):
            if name.upper() in _FORM_WORDS or len(name) > 10 or not text:
                continue
            if named_instruments(name):
                continue  # 'CFX384: 95 °C 3 min ...', 'i7: add 10 µL': a step on an instrument
            if name in found and found[name][1] != text:
                return None  # 'HS' defined twice, differently: which one?
            found[name] = (i, text)
    return found


def named_settings(text: str) -> str:
    """``text`` with the names of its legend written out (see the module doc)."""
    lines = text.split("\n")
    if any(_CODE.search(line) for line in lines):
        return text  # 'V = 8  # uL' above 'transfer(V, ...)': a script's variables (pseudocode)
    defined = _definitions(lines)
    if not defined:
        return text
    legend = {i for i, _ in defined.values()}
    pattern = re.compile(
        r"(?<![\w-])("
        + "|".join(re.escape(n) for n in sorted(defined, key=len, reverse=True))
        + r")(?![\w-])"
    )
    body = [k for k in range(len(lines)) if k not in legend]
    if not any(pattern.search(lines[k]) for k in body):
        return text
    out = []
    for k, line in enumerate(lines):
        if k in legend:
            continue
        for _ in range(2):  # a definition may use another name ('CF-A on P1')
            line = pattern.sub(lambda m: defined[m[1]][1], line)
        out.append(line)
    return "\n".join(out)
