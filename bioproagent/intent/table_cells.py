"""The cells of a table row as people paste it: pipes, tabs, CSV (quoted cells may hold
commas: '"1,800 rpm, 2 min"'), ' / ' separators, or columns aligned with spaces (cut where the
header's words start). :mod:`bioproagent.intent.structured` turns the rows into step lines."""

from __future__ import annotations

import csv
import re


def cells(line: str, sep: str) -> list[str]:
    """The cells of ``line`` split at ``sep`` ('|', '\\t', ',' or ' / '), stripped."""
    if sep == "|":
        line = line.strip().strip("|")
    if sep == ",":
        return [c.strip() for c in next(csv.reader([line]))]  # '"1,800 rpm, 2 min"' is one
    if sep == " / ":
        return [c.strip() for c in re.split(r"\s+/\s+", line.strip())]
    return [c.strip() for c in line.split(sep)]


RULE_LINE = re.compile(r"^[\s\-+=:|_]{3,}$")
"""A table's rule line ('---|---', '-----+-----')."""
_HEADER_WORDS = re.compile(
    r"\b(?:step|#|action|operation|what|instrument|device|robot|where|parameters?|settings?"
    r"|details?|time|temp\w*|volume|vol|rcf|speed|labware|plate|program|assay)\b",
    re.I,
)


def aligned(lines: list[str], start: int) -> tuple[int, list[list[str]]] | None:
    """A table whose columns are aligned with spaces: the header's words start the columns
    ('Step  Action   Device   Detail'); each row is cut where the header's columns start."""
    head = lines[start]
    if re.search(r"[|,\t]|\s/\s", head):
        return None  # cells with separators: read by :func:`_table`
    starts = [m.start() for m in re.finditer(r"(?:^|(?<=\s\s)|(?<=\t))(?=\S)", head)]
    header = [c.strip() for c in re.split(r"\s{2,}|\t", head.strip())]
    if len(starts) < 2 or len(starts) != len(header) or not _HEADER_WORDS.search(head):
        return None
    if any(re.search(r"\d", c) and c != "#" for c in header):
        return None
    rows, end = [], start + 1
    while end < len(lines) and lines[end].strip():
        line = lines[end]
        if not RULE_LINE.match(line):
            bounds = [*starts[1:], max(len(line), starts[-1] + 1)]
            cells = [line[a:b].strip() for a, b in zip(starts, bounds, strict=True)]
            if not cells[0] or any(
                line[b - 1 : b + 1].strip() == line[b - 1 : b + 1] and len(line) > b
                for b in starts[1:]
            ):
                break  # the row does not keep to the columns
            rows.append(cells)
        end += 1
    return (end, [header, *rows]) if rows else None
