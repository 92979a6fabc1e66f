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
