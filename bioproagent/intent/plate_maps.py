"""A pasted plate map, read for the wells a request names by what they hold.

Scientists paste the layout of the plate above what to do: a grid ('   1  2  3 ... 12' over
'A Std1 Std1 S01 S01 ... - -'), or one line per region ('A1-H6: cell pellets', 'col6-12 =
empty', 'B2-G11 = cells; all outer wells = PBS only'), and then write 'add 50 µL lysis buffer
into the pellet wells' or 'add 100 µL TMB to every well that's used'. Read as prose, the
grid is a wall of numbers nobody can place and 'the pellet wells' selects nothing.

:func:`mapped_wells` writes such a text as the request alone, each phrase that names wells by
their contents replaced by those wells ('into wells A1, B1, ...'): a region's label word
('pellet', 'cells', 'standards'), a grid label's letters ('the S wells' -> S01, S02, ...), or
'every well that's used' (each well the map fills). A phrase that names two regions, or
none, stays as written; a map with no phrase that names its wells stays too, and the
planner reads the text as it is. Pure.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bioproagent.intent.clause_ops import _implied, operation_of
from bioproagent.intent.wells import well_selection

_ROWS = "ABCDEFGHIJKLMNOP"
_EMPTY = re.compile(r"(?i)^(?:[-–—.·]+|empty|none|n/?a|unused|blank\s+well)$")
"""A grid cell or region label for a well with nothing in it."""
_HEADER = re.compile(
    r"^[ \t|]*(?:[A-Za-z]{0,3}[ \t|]+)?1[ \t|]+2[ \t|]+3(?:[ \t|]+\d{1,2})*[ \t|]*$"
)
"""A grid's header row: the column numbers 1, 2, 3, ... (a corner label before them)."""
_REGION = re.compile(
    r"(?:^|(?<=;))[ \t]*[-*•]?[ \t]*"
    r"(?P<sel>(?:(?:rows?|cols?\.?|columns?|wells?)\s*[A-P0-9][^:=\n]{0,40}?"
    r"|[A-P]\d{1,2}\s*(?:-|–|to)\s*[A-P]\d{1,2}(?:\s*,\s*[A-P]\d{1,2}\s*(?:-|–|to)\s*[A-P]\d{1,2})*"
    r"|all\s+outer\s+wells|outer\s+wells|edge\s+wells|inner\s+\d+\s+wells))"
    r"\s*[:=]\s*(?P<label>[^\n;]+?)\s*(?=;|$)",
    re.I | re.M,
)
"""'A1-H6: cell pellets', 'col6-12 = empty', 'all outer wells = PBS only'."""
_USED = re.compile(
    r"(?i)\b(?:every|each|all(?:\s+the)?|the)\s+(?:used|filled|occupied|loaded)\s+wells?\b"
    r"|\b(?:every|each)\s+well\s+(?:that(?:'s|\s+is)|which\s+is)\s+(?:used|filled|occupied|in\s+use)\b"
    r"|\ball\s+wells\s+(?:that\s+are\s+)?(?:in\s+use|used|filled)\b"
)
"""'every well that's used', 'all filled wells': each well the map fills."""
_NAMED = re.compile(
    r"(?i)\b(?P<lead>to|into|in|from|on|of)\s+(?:each\s+of\s+|all\s+(?:of\s+)?)?(?:the\s+|those\s+|these\s+)?"
    r"(?P<word>[a-z][\w-]*?)(?:\s+wells?)?(?=\s*(?:[.,;!)]|$|\s+(?:only|then|and|with|pls|please)\b))"
)
"""'into the pellet wells', 'to the sampels', 'to the cell wells': wells named by contents."""


def _grid(lines: list[str], start: int) -> tuple[dict[str, str], int] | None:
    """The cells of a grid whose header is ``lines[start]``: well -> cell text, and the index
    of the line after the grid (None: the rows do not fit the header)."""
    columns = [int(n) for n in re.findall(r"\b\d{1,2}\b", lines[start])]
    if columns != list(range(1, len(columns) + 1)):
        return None
    cells: dict[str, str] = {}
    k = start + 1
    while k < len(lines):
        m = re.match(r"^[ \t|]*(?P<row>[A-P])[ \t|]+(?P<rest>.*)$", lines[k])
        if m is None:
            break
        row = m["row"]
        parts = [p for p in re.split(r"[ \t]*\|[ \t]*|[ \t]+", m["rest"].strip()) if p]
        if len(parts) != len(columns):
            return None
        for col, part in zip(columns, parts, strict=True):
            cells[f"{row}{col}"] = part
        k += 1
    return (cells, k) if cells else None


def _stem(word: str) -> str:
    word = word.lower()
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def _regions(text: str, low_dims: str) -> tuple[dict[str, list[str]], list[tuple[int, int]]]:
    """Region label -> wells, and where the region lines are."""
    out: dict[str, list[str]] = {}
    spans: list[tuple[int, int]] = []
    for m in _REGION.finditer(text):
        sel = m["sel"].lower()
        sel = re.sub(r"\bcol(?=\d)", "col ", sel)  # 'col6-12'
        sel = re.sub(r"\bcols?\s*(\d)", r"columns \1", sel)
        if re.fullmatch(r"(?:all\s+)?outer\s+wells|edge\s+wells", sel):
            sel = "edge wells"
        wells = well_selection(f"{low_dims} {sel}")
        if not wells or operation_of(m["label"].lower()) or _SETTING.search(m["label"]):
            continue  # 'A1-H6: add 50 µL buffer' is a step, not what the wells hold
        out[m["label"].strip()] = wells
        spans.append((m.start(), m.end()))
    return out, spans


_SETTING = re.compile(r"(?i)\d\s*(?:x\s*g|×\s*g|rpm|°\s*c|min|mins|minutes|s\b|sec|h\b|hrs?|nm)")
"""A setting in a region's label: the line asks for a step."""
_LEGEND = re.compile(r"^[ \t]*(?P<label>[A-Za-z]{1,6})\s*\d{0,3}\s*(?:-|–|to)?\s*\d{0,3}\s*[=:]")
"""'Std1-7 = 1000/500/... pg/mL': what a grid's labels stand for, no step."""


def _written(wells: list[str]) -> str:
    """``wells`` as blocks ('wells A1-H6, A7-D7'): each run of columns holding the same
    unbroken run of rows is one block, so a long selection stays short to read."""
    rows: dict[int, list[int]] = {}
    for well in wells:
        rows.setdefault(int(well[1:]), []).append(_ROWS.index(well[0]))
    runs: list[tuple[int, int, int]] = []  # (column, first row, last row)
    for col in sorted(rows):
        picked = sorted(set(rows[col]))
        start = prev = picked[0]
        for r in [*picked[1:], None]:
            if r is not None and r == prev + 1:
                prev = r
                continue
            runs.append((col, start, prev))
            if r is not None:
                start = prev = r
    blocks: list[list[int]] = []  # [first column, last column, first row, last row]
    for col, a, b in runs:
        same = next((x for x in blocks if x[1] == col - 1 and x[2] == a and x[3] == b), None)
        if same is not None:
            same[1] = col
        else:
            blocks.append([col, col, a, b])
    parts = [
        f"{_ROWS[a]}{c1}" if (c1, a) == (c2, b) else f"{_ROWS[a]}{c1}-{_ROWS[b]}{c2}"
        for c1, c2, a, b in blocks
    ]
    return "wells " + ", ".join(parts)


@lru_cache(maxsize=256)
def mapped_wells(text: str) -> str:
    """``text`` with the wells a request names by their contents written out (see the
    module); otherwise ``text`` unchanged."""
    lines = text.split("\n")
    dims = "384" if "384" in text else "96"
    cells: dict[str, str] = {}
    grid_lines: set[int] = set()
    for k, line in enumerate(lines):
        if _HEADER.match(line):
            found = _grid(lines, k)
            if found is not None:
                cells.update(found[0])
                grid_lines |= set(range(k, found[1]))
    body = "\n".join(line for k, line in enumerate(lines) if k not in grid_lines)
    regions, spans = _regions(body, dims)
    labels: dict[str, list[str]] = {}
    for well, cell in cells.items():
        if not _EMPTY.match(cell):
            letters = re.match(r"[A-Za-z]+", cell)
            if letters:
                labels.setdefault(letters.group(0), []).append(well)
    filled = [w for w, c in cells.items() if not _EMPTY.match(c)]
    filled += [w for label, ws in regions.items() if not _EMPTY.match(label) for w in ws]
    if not cells and not regions:
        return text
    request = body
    for a, b in sorted(spans, reverse=True):
        request = request[:a] + request[b:]
    request = "\n".join(  # the grid's legend ('Std1-7 = 1000/500/... pg/mL'), a region's ';'
        line
        for line in request.split("\n")
        if not ((g := _LEGEND.match(line)) and g["label"] in labels)
        and not re.fullmatch(r"[\s;,.]+", line)
    )
    changed = False  # only a phrase the map resolves makes the map context
    used = list(_USED.finditer(request))
    if len(used) == 1 and filled:
        m = used[0]
        request = request[: m.start()] + _written(list(dict.fromkeys(filled))) + request[m.end() :]
        changed = True
    for m in reversed(list(_NAMED.finditer(request))):
        word = _stem(m["word"])
        if len(word) < 3 or word in ("well", "plate", "sample plate", "same"):
            continue
        hits = [
            ws
            for label, ws in regions.items()
            if not _EMPTY.match(label)
            and any(_stem(w) == word for w in re.findall(r"[a-z][\w-]*", label.lower()))
        ]
        hits += [ws for letters, ws in labels.items() if _stem(letters) == word]
        if len(hits) > 1:
            return text  # 'the samples' of a map with two sample regions: the plan asks
        if not hits:
            continue
        request = request[: m.start()] + f"{m['lead']} {_written(hits[0])}" + request[m.end() :]
        changed = True
    if not changed or not (operation_of(request.lower()) or _implied(request.lower())):
        return text  # no request beside the map: the planner reads the text as it is
    return re.sub(r"\n{3,}", "\n\n", request).strip()
