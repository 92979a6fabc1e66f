"""A step written as a notebook form: one 'Key: value' field per line.

Electronic lab notebooks and LIMS entries record a step as fields, not as a sentence::

    Step 3 - reagent addition
    Instrument: Hamilton STAR
    Vol: 25 µL
    Dest: 96-well assay plate, columns 1-6

:func:`form_records` finds the first run of two or more such lines (bulleted or not) whose
keys are all fields of a step (the instrument, the action, a volume, a time, a temperature,
a speed, the source and destination, repetitions...), and returns it as one record for
:func:`bioproagent.intent.structured.flatten_structured` to word as a step line. A run is a
step only when it names its instrument or its action, carries a setting, and has a field the
clause reader does not read itself (a volume, a source or destination, repetitions, an
excitation or emission); lines before and after it (a heading, 'Operator: ...', 'Date: ...')
stay as written. A web form's widgets (an empty box, a radio button, a placeholder) leave the
text to the web-form reader. Pure.
"""

from __future__ import annotations

import re

from bioproagent.intent.config_records import Record
from bioproagent.intent.key_units import unit_of_key

_FIELD_LINE = re.compile(
    r"^[ \t]*(?:[-*•][ \t]*)?(?P<key>[A-Za-z][\w-]*(?:[ \t][A-Za-z][\w-]*)?"
    r"(?:[ \t]*\([^)\n]{1,12}\))?)[ \t]*:[ \t]*(?P<value>\S[^\n]*)$"
)
_HEAD_KEYS = {
    "instrument", "device", "liquid handler", "reader", "cycler", "centrifuge", "incubator",
    "sealer", "peeler", "shaker", "robot", "arm", "action", "operation", "op",
}  # fmt: skip
"""Keys that name the step's instrument or its action: a form needs one."""
_SETTING_KEYS = {
    "vol", "volume", "reps", "repeats", "repetitions", "mixes", "cycles", "speed", "time",
    "duration", "temp", "temperature", "rcf", "force", "co2", "wavelength", "wl", "ex", "em",
    "excitation", "emission", "integration", "program", "programme", "assay", "samples",
    "sample count", "wells", "columns", "cols", "rows",
}  # fmt: skip
"""Keys that carry a setting of the step."""
_OTHER_KEYS = {
    "source", "src", "from", "dest", "destination", "target", "to", "plate", "plates",
    "labware", "pipette", "tips", "tubes", "mode", "read mode", "notes", "note", "reagent",
}  # fmt: skip
"""Keys of a step that carry no setting of their own (where, with what)."""


_ONLY_AS_RECORD = {
    "vol", "volume", "reps", "repeats", "repetitions", "mixes", "source", "src", "from",
    "dest", "destination", "to", "ex", "em", "excitation", "emission", "pipette",
}  # fmt: skip
"""Keys the clause reader does not read as a step's field ('Vol: 25 µL' under 'Instrument:
...'); a form without any ('Centrifuge: VSpin', 'Speed: 800 x g') it reads itself."""


def _kind(key: str) -> str | None:
    k = re.sub(r"\s*\([^)]*\)$", "", key.strip().lower())
    if k in _HEAD_KEYS:
        return "head"
    if k in _SETTING_KEYS or unit_of_key(key) is not None:
        return "setting"
    if k in _OTHER_KEYS:
        return "other"
    return None


_WIDGET = re.compile(r"\[\s*\]|\(\s*[•●○◉xX ]?\s*\)|\be\.g\.|<[a-z/]|[☐☑✓✗❌⚠ⓘ▾▼]")
"""Marks of a web form (an empty box, a radio button, a placeholder, a warning): its fields
say more than their text, and the web-form reader takes them."""


def form_records(lines: list[str]) -> tuple[int, int, list[Record]] | None:
    """(start, end, [record]) for the first form run in ``lines``, or None (see module)."""
    if any(_WIDGET.search(line) for line in lines):
        return None
    k = 0
    while k < len(lines):
        run: list[tuple[str, str, str]] = []
        j = k
        while j < len(lines) and (m := _FIELD_LINE.match(lines[j])) is not None:
            kind = _kind(m["key"])
            if kind is None:
                break
            run.append((m["key"].strip(), m["value"].strip(), kind))
            j += 1
        kinds = {kind for *_, kind in run}
        keys = [key.lower() for key, *_ in run]
        if (
            len(run) >= 2
            and {"head", "setting"} <= kinds
            and len(set(keys)) == len(keys)
            and any(re.sub(r"\s*\([^)]*\)$", "", key) in _ONLY_AS_RECORD for key in keys)
        ):
            return k, j, [[(key, value) for key, value, _ in run]]
        k = max(j, k + 1)
    return None
