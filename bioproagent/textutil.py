"""Small text helpers shared by the registry, the rule engine and the CLI."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from typing import Any


def nearest(name: str, candidates: Iterable[str], n: int = 3, cutoff: float = 0.5) -> list[str]:
    """Candidates closest to ``name`` (case-insensitive), best first."""
    lowered = {c.lower(): c for c in candidates}
    hits = difflib.get_close_matches(name.lower(), list(lowered), n=n, cutoff=cutoff)
    return [lowered[h] for h in hits]


def fmt(value: Any) -> str:
    """A compact rendering of a value for messages (3.0 -> '3', 0.1+0.2 -> '0.3')."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, float):
        return f"{value:.6g}"
    return str(value)


def lookup_key(value: Any) -> str:
    """Key of a value in a registry lookup table (JSON spelling: true, 5, 2.5, 'A-4-81')."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def is_number(value: object) -> bool:
    """Whether ``value`` is an int or a float (a bool is neither, here)."""
    return isinstance(value, int | float) and not isinstance(value, bool)


def sentence_bounds(text: str, at: int) -> tuple[int, int]:
    """(start, end) of the sentence or line of ``text`` around ``at``: it starts after the
    last '. ' or newline before ``at`` and ends at the first one from ``at`` on."""
    start = max(text.rfind(". ", 0, at), text.rfind("\n", 0, at)) + 1
    ends = [e for e in (text.find(". ", at), text.find("\n", at)) if e >= 0]
    return start, min(ends, default=len(text))


_LINK_END = re.compile(
    r"\b(?:for|at|of|to|with|and|or|in|on|by|the|a|an|from|into|onto|per|each|than|was|were"
    r"|is|are|had|has)[ \t]*$"
)
_NEXT_GOES_ON = re.compile(r"[ \t]*(?:[a-z]|\d(?!\d?[.):]\s?\d?))")
_NEXT_LOWER = re.compile(r"[ \t]*[a-z]")
_NOT_PROSE_END = re.compile(r"[.:;!?|>)\]]\s*$|^\s*(?:[-*•>#]|\d{1,2}[.)]\s)")


def unwrapped(text: str, original: str | None = None) -> str:
    """``text`` with the new lines of a hard-wrapped sentence written as spaces (the same
    length, so spans stay valid): '... the block error\nlog filled up', '... 3,000 x g for\n10
    min left a smeary pellet'. A line is wrapped when it ends on a link word, or is long (50
    characters or more) and ends without a stop, and the next line goes on in lower case (in
    ``original``, when given: a new line that starts with a capital is a new sentence), or
    with a number after a link word (never a list number or a clock time: '11:00 gel')."""
    src = original if original is not None and len(original) == len(text) else text
    out = list(text)
    start = 0
    for k, ch in enumerate(text):
        if ch != "\n":
            continue
        line = text[start:k]
        start = k + 1
        if not line.strip() or _NOT_PROSE_END.search(line):
            continue
        if not (_LINK_END.search(line) or len(line.strip()) >= 50):
            continue
        link = _LINK_END.search(line) is not None
        lower = _NEXT_LOWER.match(src, k + 1) is not None
        if (lower or (link and _NEXT_GOES_ON.match(src, k + 1))) and not _NOT_PROSE_END.match(
            text[k + 1 :]
        ):
            out[k] = " "  # a number opens a wrapped line only after a link word ('for\n10 min')
    return "".join(out)
