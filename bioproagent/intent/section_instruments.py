"""An instrument named in a section heading runs the steps of that section.

Protocols put the instrument in the heading and leave it out of the steps under it:
'1. Reaction assembly (Biomek i5)' over '1.1 Dispense 20 µL ...' and '1.2 Add 5 µL ...', or
'### Step 3 - Normalize and pool libraries (Hamilton STAR)' over a numbered list. Read step by
step, the additions ran on whichever liquid handler the planner picks. :func:`section_steps`
writes 'on the <instrument>' into each step of the section that names no instrument and
whose operation that instrument has. A section ends at the next line indented no deeper than
its heading (the next Markdown heading for a '#' heading). Pure.
"""

from __future__ import annotations

import re
from functools import cache

from bioproagent.intent.clause_ops import _implied, operation_of
from bioproagent.intent.instruments import find_instruments
from bioproagent.registry.loader import Registry, load_registry
from bioproagent.textutil import unwrapped

_VALUE = re.compile(r"\d\s*(?:µl|ul|ml|x\s*g|×\s*g|rpm|°|nm\b|s\b|sec|min|h\b|%)", re.I)


@cache
def default_registry() -> Registry:
    """The registry shipped with the package, loaded once (readers of the raw text that
    run before the planner's registry is known use it)."""
    return load_registry()


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def section_steps(text: str) -> str:
    """``text`` with a heading's instrument written into the steps of its section."""
    if "\n" not in text:
        return text
    registry = default_registry()
    lines = text.split("\n")
    heading: tuple[str, str, int, bool] | None = None  # (id, name, indent, markdown)
    for k, line in enumerate(lines):
        if not line.strip():
            continue
        low = line.lower()
        named = [m for m in find_instruments(line, registry) if m.instrument_id]
        op = operation_of(low) or _implied(low)
        markdown = line.lstrip().startswith("#")
        if heading is not None and (
            (heading[3] and markdown) or (not heading[3] and _indent(line) <= heading[2])
        ):
            heading = None  # the next heading, or a line at the heading's level
        if named and op is None and not _VALUE.search(line) and len(line) < 100:
            mention = named[0]
            heading = (mention.instrument_id or "", mention.text, _indent(line), markdown)
            continue
        if heading is None or named or op is None:
            continue
        inst = registry.instrument(heading[0])
        if inst is None or op not in inst.operations:
            continue
        body = line.rstrip()
        end = "." if body.endswith(".") else ""
        lines[k] = f"{body.rstrip('.')} on the {heading[1]}{end}"
    return "\n".join(lines)


_USE_FOR_ALL = re.compile(
    r"(?im)(?:^|(?<=[.!?]\s))[ \t]*(?:please\s+)?(?:use|using|run\s+(?:it|everything|this)\s+on)"
    r"\s+(?:only\s+)?(?:the\s+)?(?P<name>[^.,;:!?\n]{2,40}?)(?:\s+(?:for\s+(?:everything"
    r"|all\s+(?:of\s+it|steps|the\s+steps)|the\s+whole\s+run|this\s+run)|only|throughout))?"
    r"[ \t]*[.!]?[ \t]*(?=\n|$)"
)
"""'Use the OT-2.', 'Using the Fluent for everything.': a sentence of its own that names the
instrument for the whole run."""
_HISTORY = re.compile(
    r"\b(?:last|previous)\s+(?:time|run|week|night|batch|prep|round|spin|plate)\b|\byesterday\b"
)
"""A piece about an earlier run ('Last time 3,000 x g for 10 min ...'): no step to place."""
_PIECE = re.compile(r"(?:[^.,;!?\n]|(?<=\d)[.,](?=\d))+[.!?]?")
"""A sentence, or a part of one between commas and semicolons ('add 40 µL to each well',
'then seal on the a4S'); a decimal point or a thousands comma ends none."""


def run_instrument(text: str) -> str:
    """``text`` with the instrument a sentence of its own names for the whole run ('... Mix by
    pipetting 30 µL up and down. Use the OT-2.') written into every other step (a sentence, or
    a part of one between commas) that names no instrument and whose operation that instrument
    has; read sentence by sentence, 'Use the OT-2' ran only the step before it on the OT-2."""
    registry = default_registry()
    uses = list(_USE_FOR_ALL.finditer(text))
    if len(uses) != 1:
        return text
    use = uses[0]
    named = [m for m in find_instruments(use["name"], registry) if m.instrument_id]
    if len(named) != 1 or operation_of(use["name"].lower()) is not None:
        return text
    inst = registry.instrument(named[0].instrument_id or "")
    if inst is None:
        return text
    out, last = [], 0
    for m in _PIECE.finditer(unwrapped(text, text)):  # a wrapped sentence is one piece
        if use.start() <= m.start() < use.end() or m.start() <= use.start() < m.end():
            continue
        piece = m.group(0)
        low = piece.lower()
        op = operation_of(low) or _implied(low)
        if op is None or op not in inst.operations or find_instruments(piece, registry):
            continue
        if _HISTORY.search(low):
            continue  # 'Last time 3,000 x g for 10 min left a smeary pellet': no step
        body = piece.rstrip(".!? \t")
        out.append(text[last : m.start()] + f"{body} on the {use['name'].strip()}")
        last = m.start() + len(body)
    out.append(text[last:])
    return "".join(out)
