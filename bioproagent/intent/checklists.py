"""A run written as a checklist: ticked items are done, unticked items are the run.

People keep runs as to-do lists ('[ ] spin 1,000 x g 1 min', '- [x] tips loaded',
'☐ CFX384 run', '✓ spun down'). Read as prose, every item would be a step and every number
a value, the done ones included. :func:`checklist_run` writes the list as the run it asks for:

* a ticked item ('[x]', '[X]', '[✓]', '☑', '☒', '✓', '✔') is done and is no step, unless it
  says to do it again ('REDO, lid was on'; 'redo at 400 x g 5 min', whose new values replace
  the item's own);
* an item marked as skipped ('(skip) ...', '... (skip - by hand)', 'not needed', 'n/a') is no
  step;
* indented lines under an item ('    - 1,500 x g', '   ☐ 95 °C 2 min') are the item's
  settings: they join its line;
* an item under a 'Materials' / 'Reagents' / 'Prep' heading is something to have ready, not a
  step, up to the next heading ('Run', 'Steps', 'todo');
* an item that says 'do this one first' runs first;
* a row of options ('[ ] 230 nm  [x] 260 nm  [x] 280 nm') is a form's choice, not a to-do
  list: the ticked options are the ones chosen.

The other lines (a title, a date) stay as they are. Text with no check box is returned
unchanged. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bioproagent.intent.clause_ops import operation_of

_BOX = re.compile(
    r"^(?P<indent>[ \t]*)(?:[-*•+][ \t]*)?(?:\d{1,2}[.)]?[ \t]+)?"
    r"(?:\[(?P<box>[ \txX✓✔/]?)\]|(?P<glyph>[☐☑☒✓✔✅]))[ \t]*(?P<body>.*)$"
)
_TICKED = frozenset("xX✓✔/☑☒✅")
_SUB = re.compile(r"^(?P<indent>[ \t]+)(?:[-*•+]|\[[ \txX✓✔]?\]|[☐☑☒])?[ \t]*(?P<body>\S.*)$")
_REDO = re.compile(r"\b(?:re-?do|re-?run|repeat(?:ed)?|again)\b", re.I)
_SKIPPED = re.compile(
    r"^\(\s*skip\w*\b[^)]*\)|\(\s*skip\w*\b[^)]*\)\s*$|\bskip(?:ped)?\b\s*[-–—:]"
    r"|\b(?:not\s+needed|not\s+required|n/a|no\s+longer\s+needed)\b",
    re.I,
)
_FIRST = re.compile(
    r"\s*(?:←|<-+|<=|\(|-+|–|—)?\s*(?:do\s+)?(?:this(?:\s+one)?\s+)?(?:first|before\s+"
    r"(?:everything|anything|the\s+rest))\b\s*!?\)?\s*$",
    re.I,
)
_MATERIALS = re.compile(
    r"^[ \t#*]*(?:materials?|reagents?|consumables|equipment|prep(?:aration)?|set-?up"
    r"|to\s+bring|have\s+ready|before\s+you\s+start)\b[^\n]{0,30}?:?[ \t*]*$",
    re.I,
)
_RUN_HEADING = re.compile(
    r"^[ \t#*]*(?:run|steps?|protocol|procedure|method|to-?\s?do|workcell|on\s+the\s+robot"
    r"|automation|tasks?)\b[^\n]{0,30}?:?[ \t*]*$",
    re.I,
)
_VALUE = re.compile(r"\d")


@dataclass
class _Item:
    ticked: bool
    body: str
    indent: int
    settings: list[str] = field(default_factory=list)
    materials: bool = False


def _width(indent: str) -> int:
    return len(indent.expandtabs(4))


def _redone(item: _Item) -> str | None:
    """The line a ticked item that must run again stands for, or None (done, no step)."""
    redo = _REDO.search(item.body)
    if redo is None:
        return None
    head = item.body[: redo.start()]
    tail = item.body[redo.end() :]
    head = re.sub(r"[\s,;:–—-]+$", "", head)
    if _VALUE.search(tail):  # 'spin 300 x g, 3 min - redo at 400 x g 5 min'
        verb = re.match(r"[^\d,;(]*", head)
        operation = verb.group(0).strip() if verb else head
        return f"{operation} {tail.strip(' ,;:-')}".strip()
    return head  # 'luminescence read, 0.5 s integration - REDO, lid was on'


def _ticked(box: re.Match[str]) -> bool:
    return (box["box"] or "") in _TICKED or (box["glyph"] or "") in _TICKED


def box_state(line: str) -> bool | None:
    """Whether ``line`` is a ticked item (True), an open one (False) or no item (None)."""
    box = _BOX.match(line)
    return None if box is None else _ticked(box)


def _items(lines: list[str]) -> list[_Item | str]:
    out: list[_Item | str] = []
    materials = False
    for line in lines:
        box = _BOX.match(line)
        last = next((x for x in reversed(out) if isinstance(x, _Item)), None)
        if box is None:
            sub = _SUB.match(line)
            if (
                sub is not None
                and last is not None
                and out[-1] is last
                and _width(sub["indent"]) > last.indent
            ):
                last.settings.append(sub["body"].strip())
                continue
            if _RUN_HEADING.match(line):
                materials = False
                continue  # 'Run' / 'todo': a heading, and no step to 'run'
            materials = materials or bool(_MATERIALS.match(line))
            out.append(line)
            continue
        ticked = _ticked(box)
        indent = _width(box["indent"])
        if last is not None and out and out[-1] is last and indent > last.indent:
            if not ticked:  # '   ☐ 95 °C 2 min' under '☐ CFX384 run'
                last.settings.append(box["body"].strip())
            continue
        out.append(_Item(ticked, box["body"].strip(), indent, materials=materials))
    return out


_INLINE_BOX = re.compile(r"[ \t]+(?=\[[ \txX✓✔/]?\][ \t]*\w|[☐☑☒✅✓✔][ \t]*\w)")
"""'[x] seal 170 °C [ ] spin 800 x g', '✓ spun  ✓ peeled': items written on one line, one box
each."""
_ARROW = re.compile(r"[ \t]*(?:→|⟶|⇒|->|=>)[ \t]*")
"""'✓ spun → Hamilton: 10 µL ...': a ticked item ends at the arrow; what follows is the run."""


def _selected(parts: list[str]) -> str | None:
    """A form's options in a row ('[ ] 230 nm  [x] 260 nm  [x] 280 nm'): the ticked ones are
    chosen, not done; None when the boxes are to-do items (one names a step)."""
    boxes = [_BOX.match(p) for p in parts]
    if len(parts) < 2 or any(
        b is None or len(b["body"].split()) > 4 or operation_of(b["body"].lower()) for b in boxes
    ):
        return None
    return ", ".join(b["body"].strip() for b in boxes if b and _ticked(b))


def _one_box_each(line: str) -> list[str]:
    if not _BOX.match(line) and not re.search(r"[ \t][✓✔✅][ \t]*\w", line):
        return [line]
    parts = _INLINE_BOX.split(line)
    chosen = _selected(parts)
    if chosen is not None:
        return [chosen]
    if len(parts) > 1 and not re.search(r"[^\W\d_]", parts[0]):
        parts[:2] = [f"{parts[0]} {parts[1]}"]  # '1 [ ] transfer ...': a numbered item
    out: list[str] = []
    for part in parts:
        box = _BOX.match(part)
        arrow = _ARROW.search(part, box.start("body")) if box is not None and _ticked(box) else None
        if arrow is None or not part[arrow.end() :].strip():
            out.append(part)
        else:  # '✓ peeled → Hamilton: ...': the done item, then the run it leads to
            out += [part[: arrow.start()], part[arrow.end() :]]
    return out


def checklist_run(text: str) -> str:
    """``text`` with its checklist written as the run it asks for (see the module doc)."""
    lines = [part for line in text.split("\n") for part in _one_box_each(line)]
    if not any(_BOX.match(line) for line in lines):
        return "\n".join(lines)  # unchanged, or only rows of options chosen
    first: list[str] = []
    rest: list[str] = []
    for entry in _items(lines):
        if isinstance(entry, str):
            rest.append(entry)
            continue
        if entry.materials:
            continue
        body = entry.body
        if entry.ticked:
            redo = _redone(entry)
            if redo is None:
                continue
            body = redo
        elif _SKIPPED.search(body):
            continue
        mark = _FIRST.search(body)
        if mark is not None and mark.start() > 0:
            body = body[: mark.start()].rstrip()
        line = ", ".join([body.rstrip(" ,;"), *entry.settings]) if entry.settings else body
        (first if mark is not None and mark.start() > 0 else rest).append(line)
    return "\n".join(first + rest)
