"""Runs written as code: function calls, method chains, loops and variables.

Computational biologists write the run they want the way they would script it:
``hig4.spin(pcr_plate, g=2500, minutes=3)``, ``plate.add(30, "ul", reagent="RIPA").shake(
rpm=900, minutes=10)``, ``read_abs(spin(plate, g=500, t="1min"), nm=450)``, ``for i in
range(3): wash(plate, vol=200)``, ``V = 8  # uL`` then ``dispense(V)``, or Matlab's
``shake(plate, 'rpm', 1400, 'duration', 300)``. Read as prose, every number is bare and the
plan asks about all of them.

:func:`call_records` turns such a block into one record per call, in the order the code runs
them: arguments before the call that takes them (``read_abs(spin(...))`` spins first), a
chain left to right, a loop's body once per pass, a function's body where it is called. A
keyword names the value's unit the way a config key does ('g', 'minutes', 'temp_C', 'nm';
see :mod:`bioproagent.intent.key_units`); a number whose keyword names no unit stays bare
and the fail-safe asks. The object a method is called on names the instrument when it is
one ('hig4.spin'). Text that is no such code is left alone (None).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bioproagent.intent import lexicon as lx

Record = list[tuple[str, str]]

_OPERATIONS: tuple[tuple[str, str], ...] = (
    (r"read_?abs\w*|absorbance|read_?od\w*|od\d*", "read absorbance"),
    (r"read_?fl\w*|fluorescence|fluor\w*", "read fluorescence"),
    (r"read_?lum\w*|luminescence|lumi\w*", "read luminescence"),
    (r"q_?pcr\w*|run_?qpcr", "qPCR"),
    (r"pcr|run_?pcr|thermocycle\w*|cycle", "PCR"),
    (r"spin|centrifuge|cfg", "spin"),
    (r"re_?seal|seal|heat_?seal", "seal"),
    (r"peel|unseal|de_?seal|remove_?seal", "peel"),
    (r"thermo_?shake|shake\w*", "shake"),
    (r"mix", "mix"),
    (r"transfer|dispense|add|aliquot|pipette|stamp|move_?liquid", "transfer"),
    (r"incubate|inc", "incubate"),
    (r"store|park", "store"),
    (r"retrieve|fetch|get_?plate|unload", "retrieve"),
    (r"move_?plate|move", "move plate"),
    (r"run_?program|kingfisher\w*|kf_?run", "run"),
    (r"run_?assay|labchip\w*", "run assay"),
    (r"read", "read"),
)
_CALL_START = re.compile(r"(?:\b([A-Za-z_]\w*)\s*\.\s*)?\b([A-Za-z_]\w*)\s*\(")
_ASSIGN = re.compile(
    r"^\s*(?P<name>[A-Za-z_]\w*)\s*(?:=|<-)\s*(?P<q>[\"']?)(?P<num>-?\d+(?:\.\d+)?)"
    r"\s*(?P<unit>(?:µl|ul|ml|nl|secs?|s|mins?|hrs?|h|x\s*g|g|rpm|°c|c|degc|nm)?)(?P=q)"
    r"\s*;?\s*(?:(?:#|%|//)\s*(?P<note>.*))?$",
    re.I,
)
"""'V = 8  # uL', 'SPIN_DURATION = "5 min"': a value the calls below use by name."""
_OTHER_ASSIGN = re.compile(r"^\s*[A-Za-z_]\w*\s*(?:=|<-)\s*(?P<value>[^(#]*?)\s*(?:#.*)?$")
"""An assignment the reader does not take apart ('DELAY = "five minutes"', 'T = [37, 4]')."""
_FOR_RANGE = re.compile(r"^\s*for\s+\w+\s+in\s+range\(\s*(\d{1,2})\s*\)\s*:\s*(.*)$")
_FOR_MATLAB = re.compile(r"^\s*for\s+\w+\s*=\s*1\s*:\s*(\d{1,2})\s*$")
_DEF = re.compile(r"^\s*(?:def\s+([A-Za-z_]\w*)\s*\([^)]*\)\s*:|([A-Za-z_]\w*)\s*<-\s*function)")
_CODE_LINE = re.compile(
    r"\b[A-Za-z_]\w*\(|^\s*[A-Za-z_][\w.\[\]'\"]*\s*(?:=|<-)|%>%|^\s*(?:#|%|//|end\b|\}|for\b|def\b)"
)
"""A line of code: a call written without a space ('spin(' not 'spin ('), an assignment, a
pipe, a comment or a block keyword."""
_UNIT_WORDS = r"(?:µl|ul|ml|nl|s|sec|secs|min|mins|h|hr|hrs|x\s*g|g|rpm|°c|c|degc|nm|%)"
_NUMBER_IN = re.compile(rf"\d|\b(?:{lx.WORD_NUM})\b", re.I)
_COMMENT_VALUE = re.compile(
    rf"(?<![\w.])(-?\d+(?:\.\d+)?)\s*({_UNIT_WORDS})(?![\w/])"
    r"(?!\s*(?:[\w-]+\s+)?(?:tubes?|plates?|falcons?|conicals?|reservoirs?|tips?|wells?)\b)",
    re.I,
)
"""A value with its unit in a comment beside a call ('# 4 C hotel until Monday'); not a
labware's size ('# 1.5 mL tubes')."""
_LABWARE_COMMENT = re.compile(
    r"\b(?:\d{2,4}[- ]?well\s+(?:[\w-]+\s+){0,2}?(?:plate|block)"
    r"|(?:pcr|deep[- ]?well|flat[- ]bottom|round[- ]bottom|v[- ]bottom)\s+(?:[\w-]+\s+)?"
    r"(?:plate|block)|\d+(?:\.\d+)?\s*ml\s+tubes?)\b",
    re.I,
)
"""A labware a comment names beside a call ('# 96-well flat-bottom plate'): kept with it."""
_ARITHMETIC = re.compile(r"^\s*\d+(?:\.\d+)?(?:\s*[*/]\s*\d+(?:\.\d+)?)+\s*$")


@dataclass
class _Call:
    receiver: str | None
    name: str
    args: list[str]
    inner: list[_Call] = field(default_factory=list)


def _operation(name: str) -> str | None:
    low = name.lower()
    return next((op for rx, op in _OPERATIONS if re.fullmatch(rx, low)), None)


def _split_args(body: str) -> list[str]:
    out, depth, quote, current = [], 0, "", ""
    for ch in body:
        if quote:
            current += ch
            quote = "" if ch == quote else quote
            continue
        if ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(current.strip())
            current = ""
            continue
        current += ch
    if current.strip():
        out.append(current.strip())
    return out


def _calls(text: str, start: int = 0) -> tuple[list[_Call], int]:
    """The calls in ``text`` from ``start`` (with the calls nested in their arguments)."""
    out: list[_Call] = []
    at = start
    while (m := _CALL_START.search(text, at)) is not None:
        depth, k = 1, m.end()
        while k < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[k], 0)
            k += 1
        body = text[m.end() : k - 1]
        inner, _ = _calls(body)
        out.append(_Call(m.group(1), m.group(2), _split_args(body), inner))
        at = k
    return out, at


def _value(raw: str, variables: dict[str, str]) -> str:
    value = raw.strip().strip("'\"")
    if value in variables:
        return variables[value]
    if _ARITHMETIC.match(value):  # '5*60': a duration worked out in the code
        parts = re.split(r"\s*([*/])\s*", value)
        result = float(parts[0])
        for op, num in zip(parts[1::2], parts[2::2], strict=True):
            result = result * float(num) if op == "*" else result / float(num)
        return f"{result:g}"
    return value


_NOT_STEPS = frozenset(
    re.findall(
        r"\S+",
        "range print len sorted list dict set tuple run c seq rep function str int float sum max "
        "min zip enumerate lambda paste paste0 append insert extend plate plates labware load "
        "load_labware get_plate_by_name tip tips log info debug warn assert disp fprintf sprintf "
        "ones zeros struct cell numel size length isempty round floor ceil abs_ np array",
    )
)
"""Calls that are code, not lab steps; any other call the reader does not know is kept as
its words ('vortex plate'), so the plan asks about it instead of dropping it."""


def _record(call: _Call, variables: dict[str, str]) -> Record | None:
    op = _operation(call.name)
    if op is None and call.name.lower() in _NOT_STEPS:
        return None
    record: Record = [("op", op or call.name.replace("_", " "))]
    if call.receiver and _operation(call.receiver) is None:
        record.append(("device", call.receiver))
    pending: str | None = None  # a Matlab name waiting for its value ('rpm', 1400)
    positional: list[str] = []
    for arg in call.args:
        key, eq, raw = arg.partition("=")
        if eq and re.fullmatch(r"\s*[A-Za-z_]\w*\s*", key) and not raw.startswith("="):
            record.append((key.strip(), _value(raw, variables)))
            continue
        if _CALL_START.match(arg):
            continue  # a nested call: its own record, run before this one
        value = _value(arg, variables)
        after_number = bool(positional) and re.fullmatch(r"-?\d+(?:\.\d+)?", positional[-1])
        if pending is not None:
            record.append((pending, value))
            pending = None
        elif re.fullmatch(_UNIT_WORDS, value, re.I) and after_number:
            positional[-1] += f" {value}"  # add(30, "ul")
        elif re.fullmatch(r"'[A-Za-z_]\w*'|\"[A-Za-z_]\w*\"", arg.strip()):
            pending = value  # the name of a name/value pair ('rpm', 1400)
        else:
            positional.append(value)
    for value in positional:
        if re.search(r"plate|tube|strip|block|dw|pcr|res", value, re.I) and not re.search(
            r"\d", value
        ):
            record.append(("plate", value.replace("_", " ")))
        elif re.match(r"-?\d", value):
            record.append(("note", value))  # written as it is: with its unit, or bare
    return record


def _flatten(call: _Call, variables: dict[str, str], defs: dict[str, list[str]]) -> list[Record]:
    out: list[Record] = []
    for inner in call.inner:
        out += _flatten(inner, variables, defs)
    if call.name in defs:
        for line in defs[call.name]:
            for c in _calls(line)[0]:
                out += _flatten(c, variables, defs)
        return out
    record = _record(call, variables)
    return out + ([record] if record else [])


_PROSE = re.compile(r"[A-Za-z]{2,}(?:[ \t]+[A-Za-z]{2,}){3,}")
"""Four words in a row outside calls, strings and comments: a sentence, not code."""
_ARROW = re.compile(r"\s(?:->|→|=>)\s")


def _styled(args: list[str]) -> bool:
    """Arguments written as code: a keyword ('g=500') or a quoted string ('"ul"')."""
    return any("=" in a or "'" in a or '"' in a for a in args)


def _code_only(line: str) -> str:
    """The line without comments, strings and call arguments (what prose could hide in)."""
    line = re.split(r"\s(?:#|//|%)\s?|^\s*(?:#|//|%)", line)[0]
    line = re.sub(r"'[^']*'|\"[^\"]*\"", " ", line)
    while (inner := re.sub(r"\([^()]*\)", " ", line)) != line:
        line = inner
    return line


def call_records(lines: list[str]) -> tuple[int, int, list[Record]] | None:
    """(first line, end line, records) of a block of code that calls operations; None when
    the text holds no such code."""
    code = [k for k, line in enumerate(lines) if line.strip() and _CODE_LINE.search(line)]
    calls = [c for k in code for c in _calls(lines[k])[0]]
    assigned = any(_ASSIGN.match(lines[k]) for k in code)  # 'V = 8  # uL' then 'add(p, V)'
    if not any(_operation(c.name) and (c.receiver or assigned or _styled(c.args)) for c in calls):
        return None  # 'retrieve(cytomat_24)' in a run sheet, 'BL21(DE3)': no code style
    if any(_PROSE.search(_code_only(lines[k])) or _ARROW.search(lines[k]) for k in code):
        return None  # words or arrows around the calls: notation inside prose
    first, last = code[0], code[-1]
    block = lines[first : last + 1]
    if any(line.strip() and not _CODE_LINE.search(line) for line in block):
        return None  # prose inside: not one block of code
    variables: dict[str, str] = {}
    defs: dict[str, list[str]] = {}
    records: list[Record] = []
    k = 0
    while k < len(block):
        line = block[k].split("#")[0] if "(" in block[k] else block[k]
        indent = len(block[k]) - len(block[k].lstrip())
        body: list[str] = []
        if (d := _DEF.match(block[k])) is not None:
            rest = block[k][d.end() :]
            body = [rest] if rest.strip() and not rest.strip().startswith("{") else []
            k += 1
            while k < len(block) and (
                len(block[k]) - len(block[k].lstrip()) > indent or block[k].strip() == "}"
            ):
                body.append(block[k])
                k += 1
            defs[d.group(1) or d.group(2)] = body
            continue
        repeats = 1
        if (loop := _FOR_RANGE.match(block[k])) is not None:
            repeats, line = int(loop.group(1)), loop.group(2)
            while k + 1 < len(block) and len(block[k + 1]) - len(block[k + 1].lstrip()) > indent:
                k += 1
                line += "\n" + block[k]
        elif (loop := _FOR_MATLAB.match(block[k])) is not None:
            repeats, line = int(loop.group(1)), ""
            while k + 1 < len(block) and block[k + 1].strip() != "end":
                k += 1
                line += "\n" + block[k]
            k += 1  # the 'end'
        elif (assign := _ASSIGN.match(block[k])) is not None:
            note = re.match(rf"\s*({_UNIT_WORDS})\b", assign["note"] or "", re.I)
            unit = assign["unit"] or (note.group(1) if note else "")
            variables[assign["name"]] = assign["num"] + (f" {unit}" if unit else "")
            k += 1
            continue
        elif (other := _OTHER_ASSIGN.match(block[k])) is not None and _NUMBER_IN.search(
            other["value"]
        ):
            return None  # a number the reader cannot bind: the text stays as written, and asks
        found = [r for c in _calls(line)[0] for r in _flatten(c, variables, defs)]
        noted = _COMMENT_VALUE.findall(block[k].split("#", 1)[1]) if "#" in block[k] else []
        if noted and len(found) != 1:
            return None  # '# 4 C' beside several calls, or none: the text stays as written
        for number, unit in noted:  # 'store_cold(plate)  # 4 C hotel until Monday'
            found[0].append(("note", f"{number} {unit}"))
        comment = block[k].split("#", 1)[1] if "#" in block[k] else ""
        named = _LABWARE_COMMENT.search(comment)  # '# 96-well flat-bottom plate, every well'
        if named is not None:
            if len(found) != 1:
                return None  # whose labware? the text stays as written
            found[0].append(("note", f"into the {named.group(0)}"))
        records += found * repeats
        k += 1
    return (first, last + 1, records) if records else None
