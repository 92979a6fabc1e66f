"""Well selections written in an intent: columns, rows, well ranges and well lists.

``well_selection("add 50 uL to columns 1-6")`` -> the 48 wells A1..H6 of a 96-well plate.
Ranges between two well names are rectangles (``A1:H6``, ``A1-A12``). A 384-well plate is
assumed when the text says 384; otherwise 8 rows x 12 columns. None means the text selects
no particular wells (the whole plate, or nothing said).
"""

from __future__ import annotations

import re
import string

from bioproagent.intent import lexicon as lx
from bioproagent.textutil import sentence_bounds

_ROWS = string.ascii_uppercase
_COLS = re.compile(
    r"\b(?:columns?|cols?\.?)\s+(?P<a>\d{1,2})"
    r"(?:\s*(?:-|–|—|to|through|until|and|,)\s*(?P<b>\d{1,2}))?"
    r"(?P<more>(?:\s*(?:,|and)\s*\d{1,2})*)\b"
)
_FIRST_COLS = re.compile(rf"\bfirst\s+(?P<n>\d{{1,2}}|{lx.WORD_NUM})\s+columns\b")
_FIRST_ROWS = re.compile(rf"\bfirst\s+(?P<n>\d{{1,2}}|{lx.WORD_NUM})\s+rows?\b")
"""'the first 2 rows': rows A and B."""
_ORDINAL_LINE = re.compile(
    r"\b(?P<ord>first|second|third|fourth|last|final)\s+(?P<kind>column|row)\b(?!\s*\d)"
)
"""'into the first column', 'the last row': one column or row by its place."""
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}
_ROWS_RE = re.compile(
    r"\brows?\s+(?P<a>[a-p])\b(?:\s*(?:-|–|—|to|through|until|till|thru)\s*(?P<b>[a-p])\b)?"
    r"(?P<more>(?:\s*(?:,|and)\s*(?:[b-hj-p]|[ai](?!\s+(?:holds?|is|are|has|have|contains?|stays?"
    r"|remains?|was|were|gets?|am)\b))\b)*)"  # 'rows A and B have ...', not '... and I have'"
)
_SPAN = r"(?:\s*(?:-|–|—|to|through|thru)\s*)"
_BLOCK = re.compile(
    rf"\brows?\s+(?P<r1>[a-p])(?:{_SPAN}(?P<r2>[a-p]))?\b\s*(?:,|x|×|by|/|;|of)?\s*"
    rf"(?:columns?|cols?\.?)\s+(?P<c1>\d{{1,2}})(?:{_SPAN}(?P<c2>\d{{1,2}}))?\b"
    r"(?P<cmore>(?:\s*(?:,|and)\s*\d{1,2}\b(?!\s*(?:µl|ul|ml|min|s\b|°|x\s*g|rpm)))*)"
    rf"|\b(?:columns?|cols?\.?)\s+(?P<k1>\d{{1,2}})(?:{_SPAN}(?P<k2>\d{{1,2}}))?\b"
    r"(?P<kmore>(?:\s*(?:,|and)\s*\d{1,2}\b)*)\s*(?:,|x|×|by|/|;|of)?"
    rf"\s*rows?\s+(?P<q1>[a-p])(?:{_SPAN}(?P<q2>[a-p]))?\b(?!\s*(?:,|and)\s*[a-p]\b)"
)
"""'rows A-H, cols 1-12', 'columns 1-6 of rows A-D': the block where the rows and the columns
cross, never every well of either."""
_WELL = r"[a-p](?:[1-9]|1\d|2[0-4])"
_WELL_RANGE = re.compile(
    rf"(?<![\w.])(?P<a>{_WELL})\s*(?:-|–|—|:|to|through|until|till|thru|à|bis|hasta|tot)\s*"
    rf"(?P<b>{_WELL})(?!\w)"  # 'A1 à H1', 'A1 bis H1': the range in other languages
)
_AFTER_RANGE = re.compile(
    rf"\s*(?:,|and|&)\s*(?P<w>{_WELL})(?!\w|\.\d|\s*(?:-|–|—|:|to)\s*{_WELL})"
)
"""A well listed after a range ('A1-H1 and A2', 'A1-H1, A2')."""
_WELL_LIST = re.compile(
    rf"\bwells?\s+(?P<list>{_WELL}(?:\s*(?:,|and|&)\s*{_WELL})*)\b"
    rf"|\b(?:into|to|in)\s+(?P<bare>{_WELL}(?:\s*(?:,|and|&)\s*{_WELL})+)\b"
)
"""'wells B2, B3', 'into A1 and A2' (a list of two or more after 'into' names wells)."""
_ONE_WELL = re.compile(
    rf"\b(?:to|into|in|from)\s+(?:well\s+)?(?P<w>{_WELL})(?![\w.])"
    r"(?!\s*(?:-|–|—|:|to\b|through\b|until\b|till\b|thru\b))"
)
_BUT = (
    r"(?:except(?:\s+for)?|excluding|exclude|but\s+not|other\s+than|apart\s+from|avoid(?:ing)?"
    r"|skip(?:ping)?|leav(?:e|ing)\s+out|without|minus|not)\s+(?:the\s+|any\s+of\s+the\s+)?"
)
_EDGE = re.compile(r"\b(?:edge|outer(?:most)?|perimeter|border)\s+wells\b")
_NOT_EDGE = re.compile(
    rf"\b{_BUT}(?:(?:edge|outer(?:most)?|perimeter|border)\s+(?:wells|ring)|outer\s+ring|edges?)\b"
)
"""'every well except the edges', 'all wells excluding the outer wells': all but the ring."""
_INNER = re.compile(r"\b(?:inner|interior|central|non-edge)\s+(?:\d{1,3}\s+)?wells\b")
"""'the 36 edge wells', 'the inner 60 wells': the plate's border ring, or all but it."""
WELL_TOKEN = re.compile(rf"(?<![\w.]){_WELL}(?![\w.])")
COLUMN_SPAN = _COLS
ROW_SPAN = _ROWS_RE


def _dims(low: str) -> tuple[int, int]:
    return (16, 24) if "384" in low else (8, 12)


def _number(raw: str) -> int:
    return int(raw) if raw.isdigit() else lx.NUMBER_WORDS.get(raw, 0)


def _rect(a: str, b: str) -> list[str]:
    ra, ca = _ROWS.index(a[0].upper()), int(a[1:])
    rb, cb = _ROWS.index(b[0].upper()), int(b[1:])
    r0, r1 = sorted((ra, rb))
    c0, c1 = sorted((ca, cb))
    return [f"{_ROWS[r]}{c}" for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)]


_NEGATED_BEFORE = re.compile(
    r"\b(?:not|never)\s+"
    r"(?:the\s+)?(?:(?:whole|entire|full)\s+(?:of\s+)?|all\s+(?:of\s+)?)?(?:the\s+)?$"
)
"""Words before a selection that take it out ('not the whole of row A')."""
_LEFT_OUT_BEFORE = re.compile(
    r"\b(?:except(?:\s+for)?|excluding|exclude|but\s+not|other\s+than|apart\s+from"
    r"|skip(?:ping)?|leav(?:e|ing)\s+out|minus|save\s+for)\s+(?:the\s+|any\s+of\s+the\s+)?$"
)
"""Words before a selection that leave it out of the rest ('all wells except column 12'): the
plate's other wells (or the other wells of the selection written beside it)."""


def taken_out(low: str, start: int) -> bool:
    """Whether the selection at ``start`` of ``low`` is written as left out ('except column
    12', 'not the whole of row A'): no step's wells, the rest of the plate's."""
    window = max(0, start - 40)
    return bool(
        _LEFT_OUT_BEFORE.search(low, window, start) or _NEGATED_BEFORE.search(low, window, start)
    )


def well_selection(text: str) -> list[str] | None:
    """The wells ``text`` selects, or None when it selects none in particular. A selection in
    brackets next to one outside them is an aside ('columns 1-11 (column 12 = blank)')."""
    low = text.lower()
    left_out: list[str] = []
    for a, b in selection_spans(low):  # 'the edge wells are just medium': no step's wells
        if _LEFT_OUT_BEFORE.search(low, max(0, a - 40), a):  # 'all wells except column 12'
            left_out += _selection(low[a:b], _dims(low)) or []
            text = text[:a] + " " * (b - a) + text[b:]
        elif UNUSED_AFTER.match(low, b) or _NEGATED_BEFORE.search(low, max(0, a - 40), a):
            text = text[:a] + " " * (b - a) + text[b:]  # 'A1-A6 only - not the whole of row A'
    outside = re.sub(r"\([^()]*\)", " ", text)
    picked = _selection(outside) if outside != text and _selection(outside) else _selection(text)
    if not left_out:
        return picked
    rows, cols = _dims(low)
    every = [f"{_ROWS[r]}{c}" for c in range(1, cols + 1) for r in range(rows)]
    return [w for w in picked or every if w not in left_out] or None


def _selection(text: str, dims: tuple[int, int] | None = None) -> list[str] | None:
    low = text.lower()
    rows, cols = dims or _dims(low)
    wells: list[str] = []
    for m in _BLOCK.finditer(low):
        r1, r2 = (m["r1"], m["r2"]) if m["r1"] else (m["q1"], m["q2"])
        c1, c2 = (m["c1"], m["c2"]) if m["c1"] else (m["k1"], m["k2"])
        picked = list(range(int(c1), int(c2 or c1) + 1))
        picked += [int(x) for x in re.findall(r"\d{1,2}", m["cmore"] or m["kmore"] or "")]
        first, last = _ROWS.index(r1.upper()), _ROWS.index((r2 or r1).upper())
        wells += [
            f"{_ROWS[r]}{c}"
            for c in picked
            if 1 <= c <= cols
            for r in range(first, last + 1)
            if r < rows
        ]
        low = low[: m.start()] + " " * (m.end() - m.start()) + low[m.end() :]
    for m in _COLS.finditer(low):
        picked = [int(m["a"])]
        if m["b"]:
            sep = low[m.end("a") : m.start("b")]
            lo, hi = int(m["a"]), int(m["b"])
            picked = (
                list(range(lo, hi + 1))
                if re.search(r"-|–|—|to|through|until|till|thru", sep)
                else [lo, hi]
            )
        picked += [int(x) for x in re.findall(r"\d{1,2}", m["more"] or "")]
        wells += [f"{_ROWS[r]}{c}" for c in picked if 1 <= c <= cols for r in range(rows)]
    for m in _FIRST_COLS.finditer(low):
        n = _number(m["n"])
        wells += [f"{_ROWS[r]}{c}" for c in range(1, min(n, cols) + 1) for r in range(rows)]
    for m in _ORDINAL_LINE.finditer(low):
        size = cols if m["kind"] == "column" else rows
        k = _ORDINALS.get(m["ord"], size)
        if k > size:
            continue
        if m["kind"] == "column":
            wells += [f"{_ROWS[r]}{k}" for r in range(rows)]
        else:
            wells += [f"{_ROWS[k - 1]}{c}" for c in range(1, cols + 1)]
    for m in _FIRST_ROWS.finditer(low):
        n = _number(m["n"])
        wells += [f"{_ROWS[r]}{c}" for r in range(min(n, rows)) for c in range(1, cols + 1)]
    for m in _ROWS_RE.finditer(low):
        letters = [m["a"]]
        if m["b"]:
            letters = [
                _ROWS[i].lower()
                for i in range(_ROWS.index(m["a"].upper()), _ROWS.index(m["b"].upper()) + 1)
            ]
        letters += re.findall(r"(?:,|\band\b)\s*([a-p])\b", m["more"] or "")  # not 'and''s a, d
        wells += [
            f"{x.upper()}{c}"
            for x in letters
            if _ROWS.index(x.upper()) < rows
            for c in range(1, cols + 1)
        ]
    but_edge = _NOT_EDGE.search(low)
    for rx, edge in ((_EDGE, True), (_INNER, False)):
        found = rx.search(low)
        if edge and found and but_edge and but_edge.start() <= found.start() < but_edge.end():
            found = None  # 'except the edge wells': the wells left out, not the ones picked
        if found or (not edge and but_edge):
            wells += [
                f"{_ROWS[r]}{c}"
                for r in range(rows)
                for c in range(1, cols + 1)
                if (r in (0, rows - 1) or c in (1, cols)) == edge
            ]
    taken: list[tuple[int, int]] = []
    for m in _WELL_RANGE.finditer(low):
        taken.append((m.start(), m.end()))
        wells += _rect(m["a"], m["b"])
        at = m.end()
        while more := _AFTER_RANGE.match(low, at):  # 'A1-H1 and A2': one well more
            taken.append((more.start("w"), more.end("w")))
            wells.append(more["w"].upper())
            at = more.end()
    for m in _WELL_LIST.finditer(low):
        group = "list" if m["list"] else "bare"
        for w in WELL_TOKEN.finditer(m[group]):
            pos = m.start(group) + w.start()
            if not any(a <= pos < b for a, b in taken):
                taken.append((pos, pos + len(w.group(0))))
                wells.append(w.group(0).upper())
    for m in _ONE_WELL.finditer(low):  # 'add 10 µL of sample to A1'
        if not any(a <= m.start("w") < b for a, b in taken):
            wells.append(m["w"].upper())
    return list(dict.fromkeys(wells)) or None


def wells_by_role(text: str) -> tuple[list[str] | None, list[str] | None]:
    """(source wells, target wells) of 'from column 1 to column 2'; a selection after 'from'
    is the source's, one after 'to/into/onto' the target's. Without 'from ... to', every
    selection is the target's."""
    low = text.lower()
    ranges = [(r.start(), r.end()) for rx in (_COLS, _ROWS_RE) for r in rx.finditer(low)]
    start = re.search(r"\bfrom\b", low)
    sep = next(
        (
            sep
            for sep in _TO.finditer(low, start.end() if start else len(low))
            if not any(a < sep.start() < b for a, b in ranges)  # 'columns 1 to 3': a range
        ),
        None,
    )
    if start is None or sep is None:
        return None, well_selection(text)
    src, dst = low[start.end() : sep.start()], low[sep.end() :]
    source = well_selection(src)
    if source is None:
        return None, well_selection(text)
    dims = "384 " if "384" in low else ""
    return well_selection(dims + src), well_selection(dims + dst)


_TO = re.compile(r"\b(?:to|into|onto)\b|->|→|=>")


WHOLE_PLATE = re.compile(
    r"\b(?:each|every|all(?:\s+the)?)\s+(?:\d{2,4}\s+)?wells?\s+(?:of|in|on)\b"
    r"|\ball\s+(?:the\s+)?(?:\d{2,4}\s+)?wells\b"
    r"|\b(?:whole|entire|full)\s+(?:\d{2,4}[- ]well\s+)?plate\b"
)
"""'each well of the plate', 'all wells', 'the whole plate': every well, stated as such."""


_WELL_COUNT = re.compile(r"(?<![\w.-])(\d{1,4})\s+(?:(?:sample|assay|reaction|test)\s+)?wells\b")
"""'to each of the 24 wells', '48 sample wells': a number of wells without their names."""


def stated_well_count(text: str) -> int | None:
    """The number of wells ``text`` states without naming them ('each of the 24 wells'), or
    None (no count, or the whole plate: 'all 96 wells of the plate')."""
    low = text.lower()
    m = _WELL_COUNT.search(low)
    if m is None or WHOLE_PLATE.search(low):
        return None
    return int(m.group(1)) or None


UNUSED_AFTER = re.compile(
    r"[\s,]*(?:\([^)]*\)\s*)?(?:(?:(?:will|should|must|can)\s+)?(?:stays?|remains?|are|is|left"
    r"|kept|keep|be)\s+(?:\w+\s+)?|\s*[:=]\s*)(?:empty|unused|untouched|blank|free|not\s+used"
    r"|medium(?:[- ]only)?\b|as\s+they\s+are)"
)
"""Words after a well selection that say no step uses it ('columns 7-12 stay empty', a plate
map's 'cols 13-24: empty')."""


_SPAN_PATTERNS = (
    _BLOCK,  # first: a block's rows and columns are one selection, not two
    _COLS,
    _FIRST_COLS,
    _FIRST_ROWS,
    _ORDINAL_LINE,
    _ROWS_RE,
    _WELL_RANGE,
    _WELL_LIST,
    _EDGE,
    _INNER,
    _NOT_EDGE,
)


def selection_spans(low: str) -> list[tuple[int, int]]:
    """Where ``low`` (lower-cased) writes a well selection: columns, rows, well ranges and
    well lists ('cols 1-4', 'rows A to D', 'A1-H10', 'wells B2, B3'). A selection in
    brackets beside one outside them in the same sentence is an aside and is left out
    ('columns 1-11 (column 12 = sterility control)')."""
    spans = sorted(
        {(m.start(), m.end()) for rx in _SPAN_PATTERNS for m in rx.finditer(low)},
    )
    spans = [s for s in spans if not any(o != s and o[0] <= s[0] and s[1] <= o[1] for o in spans)]
    brackets = [(m.start(), m.end()) for m in re.finditer(r"\([^()]*\)", low)]

    def bracketed(span: tuple[int, int]) -> bool:
        return any(a <= span[0] and span[1] <= b for a, b in brackets)

    kept = []
    for span in spans:
        if bracketed(span):
            lo, hi = sentence_bounds(low, span[0])
            if any(lo <= o[0] < hi and not bracketed(o) for o in spans):
                continue
        kept.append(span)
    return kept
