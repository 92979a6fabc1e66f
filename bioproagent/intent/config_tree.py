"""A pasted method config read as a tree, for :mod:`bioproagent.intent.config_records`.

The lines of the block (comments split off, INI / TOML section keys indented under their
section), one-line flow values (``{rpm: 1000, time: 1 min}``, ``[95C, 5s]``) and the nesting
of maps and lists, with dotted keys (``step.1.op``) regrouped into blocks. Text that is no
config raises :class:`~bioproagent.errors.NotConfigTextError`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bioproagent.errors import NotConfigTextError


class _Map(list[tuple[str, "_Node", str]]):
    """A mapping as written: (key, value, comment) in order; a key may repeat ('[[step]]')."""


class _Seq(list["_Node"]):
    """A list: '- ' items or '[a, b]'."""


_Node = _Map | _Seq | str


@dataclass
class _Line:
    indent: int  # the column of the key (after a '- ')
    dash: int | None  # the column of the '- ' that starts an item here
    text: str
    note: str  # the comment, without '#' / '//'


_KEY = r"(?=[\w\-]*[A-Za-z])\w[\w\-]*(?:\.[\w\-]+)*"
_ENTRY = re.compile(rf"^({_KEY})\s*(?::(?=\s|$)|=(?!=))\s*(.*)$")
_HEADER = re.compile(  # not a note the readers leave ('[Context an empty 384-well plate]')
    r"^(\[\[?)\s*(?!(?i:review|context|limit|timing)\s)([A-Za-z0-9_][\w .\-]*?)\s*(\]\]?)$"
)
_ITEM = re.compile(r"^-(?:\s+|$)")


# -- lines ----------------------------------------------------------------------------------
def _split_comment(line: str) -> tuple[str, str]:
    """The line without its '#' / '//' comment, and the comment ('' when none); a '#' inside
    a quoted value is no comment."""
    quote = ""
    for i, ch in enumerate(line):
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'" and (i == 0 or line[i - 1] in " \t:=[{,"):
            quote = ch
        elif (ch == "#" or line.startswith("//", i)) and (i == 0 or line[i - 1] in " \t"):
            return line[:i].rstrip(), line[i:].lstrip("#/ \t").strip()
    return line.rstrip(), ""


def _lines(raw: list[str], remarks: list[str]) -> tuple[list[_Line], bool]:
    """The config lines (blank and comment-only lines left out) and whether any was a section
    header; an INI / TOML section's keys are indented under the section's name. A comment
    line with a number ('# denature in a 96 PCR plate') is kept in ``remarks``, to be read as
    prose (it may hold a value); other comment lines are dropped."""
    out: list[_Line] = []
    in_section = False
    for line in raw:
        text, note = _split_comment(line.replace("\t", "    "))
        if not text.strip():
            if re.search(r"\d", note):
                remarks.append(note)
            continue
        header = _HEADER.match(text.strip())
        if header and len(header.group(1)) == len(header.group(3)):
            name = header.group(2)
            if not re.search(r"[A-Za-z]", name):
                raise NotConfigTextError  # '[1]': a citation
            out.append(_Line(0, None, re.sub(r"\s+", "_", name.strip()) + ":", note))
            in_section = True
            continue
        indent = len(text) - len(text.lstrip())
        body = text.strip()
        shift = 2 if in_section else 0
        item = _ITEM.match(body)
        if item is None:
            out.append(_Line(indent + shift, None, body, note))
        else:
            rest = body[item.end() :]
            out.append(_Line(indent + shift + item.end(), indent + shift, rest, note))
    return out, in_section


def _config_shaped(line: str) -> bool:
    body = _split_comment(line)[0].strip()
    if not body or line.strip().startswith(("#", "//")):
        return True
    if _HEADER.match(body):
        return True
    item = _ITEM.match(body)
    if item is not None:
        rest = body[item.end() :]
        return (
            not rest
            or rest.startswith("{")
            or _ENTRY.match(rest) is not None
            or (
                len(rest.split()) <= 2  # '- A260', not '- spin the plate at 500 x g'
            )
        )
    return _ENTRY.match(body) is not None


# -- values ---------------------------------------------------------------------------------
def _flow(text: str) -> _Node:
    """'{rpm: 1000, time: 1 min}', '[95C, 5s]', '"90s"' as a node; text it cannot read (an
    unbalanced brace) stays the text."""
    text = text.strip()
    if not text.startswith(("{", "[", '"', "'")):
        return text
    try:
        node, end = _flow_value(text, 0, "")
    except (IndexError, NotConfigTextError):
        return text
    return node if not text[end:].strip() else text


def _flow_value(s: str, i: int, stops: str) -> tuple[_Node, int]:
    while s[i] in " \t":
        i += 1
    if s[i] in "\"'":
        end = s.find(s[i], i + 1)
        if end < 0:
            raise NotConfigTextError  # "A='": a quote never closed is no config value
        return s[i + 1 : end], end + 1
    if s[i] in "{[":
        closing = "}" if s[i] == "{" else "]"
        out: _Map | _Seq = _Map() if s[i] == "{" else _Seq()
        i += 1
        while True:
            while s[i] in " \t,":
                i += 1
            if s[i] == closing:
                return out, i + 1
            if isinstance(out, _Map):
                key, i = _flow_value(s, i, ":")
                if not isinstance(key, str) or s[i] != ":":
                    raise NotConfigTextError
                value, i = _flow_value(s, i + 1, ",}")
                out.append((key.strip(), value, ""))
            else:
                value, i = _flow_value(s, i, ",]")
                out.append(value)
            while s[i] in " \t":
                i += 1
            if s[i] not in "," + closing:
                raise NotConfigTextError
    end = i
    while end < len(s) and s[end] not in stops:
        end += 1
    return s[i:end].strip(), end


# -- the tree -------------------------------------------------------------------------------
def _node(lines: list[_Line], i: int) -> tuple[_Node, int]:
    dash = lines[i].dash
    if dash is not None:
        return _seq(lines, i, dash)
    return _map(lines, i, lines[i].indent, first_item=False)


def _seq(lines: list[_Line], i: int, dash: int) -> tuple[_Seq, int]:
    items = _Seq()
    while i < len(lines) and lines[i].dash == dash:
        if _ENTRY.match(lines[i].text):
            node, i = _map(lines, i, lines[i].indent, first_item=True)
            items.append(node)
        else:
            items.append(_flow(lines[i].text) if lines[i].text else "")
            i += 1
    return items, i


def _map(lines: list[_Line], i: int, indent: int, first_item: bool) -> tuple[_Map, int]:
    out, start = _Map(), i
    while i < len(lines):
        line = lines[i]
        if line.indent < indent or (line.dash is not None and not (first_item and i == start)):
            break
        if line.indent > indent:
            raise NotConfigTextError  # an indented line no key opens
        entry = _ENTRY.match(line.text)
        if entry is None:
            raise NotConfigTextError
        key, raw = entry.group(1), entry.group(2).strip()
        i += 1
        value: _Node = _flow(raw)
        nxt = lines[i] if i < len(lines) else None
        if (
            not raw
            and nxt is not None
            and (nxt.indent > indent or (nxt.dash is not None and nxt.dash >= indent))
        ):
            if nxt.dash is not None and nxt.dash == indent and first_item:
                raise NotConfigTextError
            value, i = _node(lines, i)
        out.append((key, value, line.note))
    return out, i


def _regroup_dotted(top: _Map) -> _Map:
    """'step.1.op = add', 'step.1.vol = 25 uL' as a block 'step.1' holding 'op' and 'vol'."""
    out = _Map()
    groups: dict[str, _Map] = {}
    for key, value, note in top:
        if "." not in key:
            out.append((key, value, note))
            continue
        group, _, leaf = key.rpartition(".")
        if group not in groups:
            groups[group] = _Map()
            out.append((group, groups[group], ""))
        groups[group].append((leaf, value, note))
    return out
