"""Old and new settings side by side: only the chosen side is the run.

A method change is often written as a comparison: a table with a column per version
('| Setting | before | after |', '| Step | SOP v2 | SOP v3 (use this) |') or a value with an
arrow ('integration 30 s → 90 s'). Read as a plain table, the old column's values would be
steps as well, or the flattened table would keep one column and lose the other without a
word. :func:`chosen_values` writes such text as the run:

* the chosen column is the one its header marks ('after', 'new', 'now', 'final', 'updated',
  'use this', '✓'; not 'current', which may be either) or the one the text names ('the
  after column is the run', 'with the
  After values', 'use v3'); a cell that says 'same', 'unchanged' or '=' keeps the value of
  the column before it;
* rows that name settings ('Temperature', 'Shake time') join the step they belong to: the
  caption above the table, or else the line after it; rows that name steps ('Spin', 'Read')
  become one line each;
* when no column is chosen, every row keeps all its values joined by 'or', so the plan
  asks which one is meant rather than taking one;
* 'X unit → Y unit' (or '->', '=>') of one kind of value is a change from X to Y: Y stays;
  not in a chain of several arrows, a ramp or a thermocycling program, where an arrow leads
  to the next stage ('72 °C 2 min -> 4 °C forever').

Text without such a table or arrow is returned unchanged. Pure.
"""

from __future__ import annotations

import re

from bioproagent.intent.clause_ops import operation_of

_ROW = re.compile(r"^[ \t]*\|(.*)\|[ \t]*$")
_RULE = re.compile(r"^[ \t]*\|?[ \t:|-]*-{2,}[ \t:|-]*\|?[ \t]*$")
_CHOSEN_HEAD = re.compile(
    r"(?i)\b(?:after|new|now|final|updated|revised|use(?:\s+this)?|this\s+run|today|chosen"
    r"|going\s+with)\b|[✓✔✅]"
)
_OLD_HEAD = re.compile(r"(?i)\b(?:before|old|was|previous|original|last\s+(?:time|run)|former)\b")
_VERSION_HEAD = re.compile(
    r"(?i)\bv\d|\b(?:protocol|option|method|version|variant|sop|kit|lab|site)\s+[\w.]{1,4}$"
)
_SAME = re.compile(
    r"(?i)^\s*(?:same|unchanged|no\s+change|as\s+(?:before|above|v\d+)|=|〃|″|\")\s*$"
)
_UNITS = r"x\s*g|×\s*g|xg|rpm|°\s*c|°|nm|µl|ul|ml|s|sec|secs|min|mins|h|hrs?"
"""The units an old -> new value change is written in (each kind in :data:`_UNIT_KIND`)."""
_VALUE = rf"\d[\d,.]*\s*(?P<unit>{_UNITS})\b"
_ARROW = re.compile(
    rf"(?i)(?<![\w.])(?P<old>{_VALUE})\s*(?:→|->|=>|⇒|⟶)\s*(?P<new>\d[\d,.]*\s*(?P<unit2>{_UNITS})\b)"
)
_RAMP = re.compile(r"(?i)\b(?:ramp|cool|heat|warm|from|gradient)\w*\W+$")
_UNIT_KIND = {
    "xg": "g",
    "×g": "g",
    "x g": "g",
    "× g": "g",
    "rpm": "rpm",
    "°c": "c",
    "°": "c",
    "° c": "c",
    "nm": "nm",
    "µl": "v",
    "ul": "v",
    "ml": "v",
    "s": "t",
    "sec": "t",
    "secs": "t",
    "min": "t",
    "mins": "t",
    "h": "t",
    "hr": "t",
    "hrs": "t",
}


def _cells(line: str) -> list[str]:
    m = _ROW.match(line)
    return [c.strip() for c in m.group(1).split("|")] if m else []


def _chosen_column(header: list[str], text: str) -> int | None:
    marked = [i for i, h in enumerate(header) if i and _CHOSEN_HEAD.search(h)]
    if len(marked) == 1:
        return marked[0]
    named = [
        i
        for i, h in enumerate(header)
        if i
        and h
        and re.search(
            rf"(?i)(?:\b(?:use|with|run|go\s+with|take)\s+(?:the\s+)?{re.escape(h)}\b"
            rf"|\b{re.escape(h)}\s+(?:column|values|settings)\s+(?:is|are)\s+the\s+run)",
            text,
        )
    ]
    if len(named) == 1:
        return named[0]
    fresh = [i for i, h in enumerate(header) if i and not _OLD_HEAD.search(h)]
    if len(header) == 3 and _OLD_HEAD.search(header[1]) and fresh == [2]:
        return 2  # '| Setting | before | after (this run) |' with only the old one marked
    return None


def _value(row: list[str], column: int) -> str:
    while column > 1 and _SAME.match(row[column]):
        column -= 1
    return row[column]


def _rewrite(rows: list[list[str]], chosen: int | None) -> tuple[list[str], bool]:
    """The chosen values as lines, and whether they are settings of one step (no step named
    in the rows: they belong to the caption above the table)."""
    if chosen is None:
        picked = [
            [r[0], " or ".join(dict.fromkeys(c for c in r[1:] if c and not _SAME.match(c)))]
            for r in rows
        ]
    else:
        picked = [[r[0], _value(r, chosen)] for r in rows]
    picked = [
        p for p in picked if p[1] and not re.fullmatch(r"[—–-]+|n/?a|none|skip\w*", p[1], re.I)
    ]
    groups: list[tuple[str | None, list[str]]] = []
    for name, value in picked:
        op = operation_of(name.lower())
        if groups and (op is None or op == groups[-1][0]):
            groups[-1][1].append(f"{name} {value}")  # 'Shake time 2 min' after 'Shake speed'
        else:
            groups.append((op, [f"{name} {value}"]))
    settings = all(op is None for op, _ in groups)
    return [", ".join(parts) for _, parts in groups], settings


def _named_rows(header: list[str], rows: list[list[str]]) -> tuple[list[str], list[list[str]]]:
    """Without a leading '#' column ('| # | Step | v2 | v3 |'): the step names come next."""
    if len(header) > 3 and all(re.fullmatch(r"\d{1,2}[.)]?", r[0]) for r in rows):
        return header[1:], [r[1:] for r in rows]
    return header, rows


def _tables(lines: list[str], text: str) -> list[str]:
    out: list[str] = []
    pending = ""  # settings whose step is written after the table
    i = 0
    while i < len(lines):
        header = _cells(lines[i])
        ruled = i + 1 < len(lines) and _RULE.match(lines[i + 1]) is not None
        headed = sum(bool(_CHOSEN_HEAD.search(h) or _OLD_HEAD.search(h)) for h in header[1:]) >= 2
        if len(header) >= 3 and i + 1 < len(lines) and (ruled or headed):  # '| old | new |'
            end = i + 2 if ruled else i + 1
            rows = []
            while end < len(lines) and _cells(lines[end]):
                rows.append(_cells(lines[end]))
                end += 1
            versions = sum(
                bool(_CHOSEN_HEAD.search(h) or _OLD_HEAD.search(h) or _VERSION_HEAD.search(h))
                for h in header[1:]
            )
            if rows and versions >= 2 and all(len(r) == len(header) for r in rows):
                header, rows = _named_rows(header, rows)
                written, settings = _rewrite(rows, _chosen_column(header, text))
                caption = next((k for k in range(len(out) - 1, -1, -1) if out[k].strip()), None)
                if settings and caption is not None and not out[caption].rstrip().endswith("."):
                    out[caption] = f"{out[caption].rstrip().rstrip(':')}: {written[0]}"
                elif settings:
                    pending = written[0]  # the step comes after its table: 'Read on the ...'
                else:
                    out += written
                i = end
                continue
        if pending and lines[i].strip():
            out.append(f"{lines[i].rstrip().rstrip('.:')}: {pending}.")
            pending = ""
        else:
            out.append(lines[i])
        i += 1
    if pending:
        out.append(pending)
    return out


def _arrow(m: re.Match[str]) -> str:
    kind = _UNIT_KIND.get(re.sub(r"\s+", " ", m["unit"].lower()))
    kind2 = _UNIT_KIND.get(re.sub(r"\s+", " ", m["unit2"].lower()))
    text = m.string
    line = text[
        text.rfind("\n", 0, m.start()) + 1 : (text.find("\n", m.end()) + 1 or len(text) + 1) - 1
    ]
    if (
        kind is None
        or kind != kind2
        or len(re.findall(r"→|->|=>|⇒|⟶", line)) > 1  # a chain of steps or stages
        or _PROGRAM.search(text)
        or _RAMP.search(text[max(0, m.start() - 30) : m.start()])
    ):
        return m.group(0)
    return m["new"]


_PROGRAM = re.compile(
    r"(?i)\b(?:cycles?|pcr|qpcr|thermocycl\w*|cycler|program|odtc|cfx\w*|hold|forever|ramp\w*"
    r"|gradient|melt)\b|\d\s*[x×]\s*\(|∞"
)
"""A thermocycling program or a ramp: an arrow there leads to the next stage ('72 °C 2 min
-> 4 °C forever'), not to a changed value."""


_OLD_ROW = re.compile(
    r"(?i)^[ \t]*\|?[ \t]*(?:was|before|old|previous(?:ly)?|original|last\s+(?:time|run))"
    r"[ \t]*(?:\||:)"
)
_NEW_ROW = re.compile(
    r"(?i)^[ \t]*\|?[ \t]*(?:now|after|new|updated|this\s+run|today)[ \t]*(?:\||:)"
)


def _row_labelled(lines: list[str]) -> list[str]:
    """'| was | 3,000 ×g | 5 min |' over '| now | 4,000 ×g | 10 min |': rows labelled old and
    new instead of columns; the old rows go, a new one is written as its values."""
    if not (any(_OLD_ROW.match(x) for x in lines) and any(_NEW_ROW.match(x) for x in lines)):
        return lines
    out = []
    for line in lines:
        if _OLD_ROW.match(line):
            continue
        label = _NEW_ROW.match(line)
        if label is not None:
            cells = [c.strip() for c in line[label.end() :].split("|") if c.strip()]
            line = ", ".join(cells)
        out.append(line)
    return out


_COUNT_ARROW = re.compile(
    r"(?i)\b(?P<lead>sample\s+count|samples?|number\s+of\s+samples)\s*[:=]?\s*(?P<old>\d{1,4})"
    r"\s*(?:→|->|=>|⇒|⟶)\s*(?P<new>\d{1,4})\b"
)
"""'sample count 48 → 96': a count changed from one number to the next; the new one stays."""


_OPTION = re.compile(
    r"(?im)^[ \t]*[-*•]?[ \t]*(?P<label>(?:workflow|option|plan|variant|version|setup|approach"
    r"|method|protocol)[ \t]*(?P<key>[a-z0-9]{1,2})\b[ \t]*(?:\((?P<note>[^()\n]*)\))?)"
    r"[ \t]*[:\-–—][ \t]*"
)
_CHOSEN = re.compile(
    r"(?i)\b(?:chosen|selected|preferred|final|winner|approved|use\s+this|go\s+with\s+this)\b|[✓✔]"
)
_PICKS = re.compile(
    r"(?i)\b(?:go(?:ing)?\s+with|use|run|chose|choose|pick(?:ed)?|we['’]?ll\s+do)\s+"
    r"(?:workflow|option|plan|variant|version|setup|approach|method|protocol)\s*"
    r"(?P<key>[a-z0-9]{1,2})\b"
)


def _chosen_option(text: str) -> str:
    """Labelled alternatives on lines of their own ('Workflow A: ...' over 'Workflow B
    (chosen): ...'): the one marked chosen, or picked elsewhere in the text ('go with option
    B'), is the run and the others go; without a pick the text is left as written."""
    options = list(_OPTION.finditer(text))
    if len({m["key"].lower() for m in options}) < 2:
        return text
    marked = [m for m in options if m["note"] and _CHOSEN.search(m["note"])]
    picked = {p["key"].lower() for p in _PICKS.finditer(text)}
    keep = {m["key"].lower() for m in marked} or picked
    if len(keep) != 1:
        return text
    lines = text.split("\n")
    out = []
    for line in lines:
        m = _OPTION.match(line)
        if m is None:
            out.append(line)
        elif m["key"].lower() in keep:
            out.append(line[m.end() :])
    return "\n".join(out)


def chosen_values(text: str) -> str:
    """``text`` with its comparisons written as the chosen values (see the module doc)."""
    out = _COUNT_ARROW.sub(lambda m: f"{m['lead']} {m['new']}", _chosen_option(text))
    out = _ARROW.sub(_arrow, out)
    if "|" not in out:
        return out
    return "\n".join(_tables(_row_labelled(out.split("\n")), out))
