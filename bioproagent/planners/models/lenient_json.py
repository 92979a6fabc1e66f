"""Lenient JSON fixes for model output, applied outside string literals.

:func:`normalise` turns typographic and single quotes into JSON quotes, Python literals
(True, False, None) into JSON ones, and drops comments and trailing commas, keeping the
content of strings as written. :func:`drop_prose` removes lines that cannot be part of a
JSON document (an apology or a note in the middle of the payload). Both are used by
:mod:`bioproagent.planners.models.parsing` only after strict parsing has failed.
"""

from __future__ import annotations

import json
import re

_OPEN_QUOTES = {
    '"': '"',
    "\u201c": "\u201d",
    "\u201e": "\u201d",
    "\u201d": "\u201d",
    "'": "'",
    "\u2018": "\u2019",
    "\u2019": "\u2019",
}
_PY_LITERALS = {"True": "true", "False": "false", "None": "null"}
_JSON_LINE_START = re.compile(
    r"""^\s*(?:["'\u201c\u201d\u2018\u2019{}\[\],:\-0-9]|true\b|false\b|null\b|True\b|False\b|None\b)"""
)


def normalise(chunk: str) -> tuple[str, list[str]]:
    """Lenient fixes outside strings: typographic and single quotes, Python literals,
    comments and trailing commas. String contents are kept."""
    out: list[str] = []
    fixes: set[str] = set()
    i, n = 0, len(chunk)
    while i < n:
        ch = chunk[i]
        if ch in _OPEN_QUOTES:
            close = _OPEN_QUOTES[ch]
            if ch != '"':
                fixes.add("typographic or single quotes" if ch != "'" else "single quotes")
            body, i = _read_string(chunk, i + 1, close)
            out.append(json.dumps(body) if ch != '"' else '"' + body + '"')
            continue
        if ch.isalpha() or ch == "_":
            j = i
            while j < n and (chunk[j].isalnum() or chunk[j] == "_"):
                j += 1
            word = chunk[i:j]
            if word in _PY_LITERALS:
                fixes.add("Python literals")
                word = _PY_LITERALS[word]
            out.append(word)
            i = j
            continue
        if ch == "#" or chunk.startswith("//", i):
            fixes.add("comments")
            while i < n and chunk[i] != "\n":
                i += 1
            continue
        if ch == ",":
            j = i + 1
            while j < n and chunk[j].isspace():
                j += 1
            if j < n and chunk[j] in "}]":
                fixes.add("trailing commas")
                i += 1
                continue
        out.append(ch)
        i += 1
    return "".join(out), [f"fixed {f}" for f in sorted(fixes)]


def _read_string(chunk: str, i: int, close: str) -> tuple[str, int]:
    """Read a string body up to ``close``; returns it JSON-escaped (for a '"' string, as
    written) and the index after the closing quote."""
    parts: list[str] = []
    n = len(chunk)
    while i < n:
        ch = chunk[i]
        if ch == "\\" and i + 1 < n:
            parts.append(chunk[i : i + 2])
            i += 2
            continue
        if ch == close or (close == "\u201d" and ch == '"'):
            if close == "'" and i + 1 < n and chunk[i + 1].isalpha():
                parts.append(ch)  # an apostrophe inside a word, not the closing quote
                i += 1
                continue
            return _unescape(parts, close), i + 1
        if close != '"' and ch == '"':
            parts.append('\\"')
            i += 1
            continue
        parts.append(ch)
        i += 1
    return _unescape(parts, close), n


def _unescape(parts: list[str], close: str) -> str:
    raw = "".join(parts)
    if close == '"':
        return raw
    try:
        return json.loads('"' + raw.replace("\\'", "'") + '"', strict=False)
    except json.JSONDecodeError:
        return raw


def drop_prose(chunk: str) -> str | None:
    """The chunk without lines that cannot be JSON (apologies, notes), or None if none."""
    lines = chunk.split("\n")
    kept = [ln for ln in lines if not ln.strip() or _JSON_LINE_START.match(ln)]
    if len(kept) == len(lines):
        return None
    return "\n".join(kept)
