"""A figure legend or a table's footnotes pasted with a request to repeat one part of them:
'Please repeat the handling of panel B on the workcell', 'redo the handling described in
footnote a'. The named panels ('(B) Before imaging, plates were spun ...') or footnotes
('a Protein concentration was determined ...') are the run; the title, the other panels,
statistics and scale bars are the paper's. :func:`requested_panels` keeps the named parts,
in the order the legend gives them, and drops the rest; a text without such a request, or
one naming a part the legend does not have, is returned unchanged (the reader then asks).
Pure.
"""

from __future__ import annotations

import re

_LETTER = r"[A-Za-z]"
_REQUEST = re.compile(
    r"(?im)^[^\n]*?\b(?:repeat|redo|re-?run|run|do|perform)\b[^\n]{0,60}?"
    r"\b(?P<kind>panels?|footnotes?)\s+"
    rf"(?P<names>{_LETTER}(?:\s*(?:,|and|&|[-–]|to)\s*{_LETTER}\b)*)\b[^\n]*$"
)
"""The sentence that names the parts to repeat ('... the handling of panels B and C ...')."""
_PANEL = re.compile(r"(?<![\w(])\((?P<name>[A-H])\)\s*")
"""A panel's mark inside a legend: '(B) '."""
_FOOTNOTE = re.compile(r"(?m)^[ \t]*(?P<name>[a-h])[ \t]+(?=[A-Z])")
"""A footnote's mark at the start of its line: 'a Protein concentration ...'."""


def _names(raw: str) -> list[str]:
    """'B and C' -> ['B', 'C']; 'B-D' -> ['B', 'C', 'D'] (letters as written)."""
    letters = re.findall(rf"\b{_LETTER}\b", raw)
    if re.search(r"[-–]|\bto\b", raw) and len(letters) == 2:
        first, last = ord(letters[0].lower()), ord(letters[1].lower())
        letters = [chr(c) for c in range(first, last + 1)]
    return [x.lower() for x in letters]


def requested_panels(text: str) -> str:
    """The text of the panels or footnotes the request names (see the module doc)."""
    request = _REQUEST.search(text)
    if request is None:
        return text
    wanted = _names(request["names"])
    rest = text[: request.start()] + text[request.end() :]
    mark = _FOOTNOTE if request["kind"].lower().startswith("footnote") else _PANEL
    found = list(mark.finditer(rest))
    parts: dict[str, str] = {}
    for k, m in enumerate(found):
        end = found[k + 1].start() if k + 1 < len(found) else len(rest)
        body = rest[m.end() : end].strip()
        if mark is _PANEL:
            body = _sentences_with_handling(body)
        parts.setdefault(m["name"].lower(), body)
    if not wanted or any(name not in parts for name in wanted):
        return text
    chosen = [parts[name] for name in sorted(wanted, key=list(parts).index)]
    if any(_NOTE_MARK.search(part) for part in chosen):
        return text  # '(37 C; 30 min)†': a note elsewhere says more about these values
    return "\n".join(chosen)


_NOTE_MARK = re.compile(r"[†‡§¶]|\*(?!\s*p\b)(?=\s|[.,;)]|$)")
"""A mark that sends the reader to a note outside the panel ('30 min)†')."""


_STATS = re.compile(
    r"(?i)\b(?:mean|median|sd|sem|s\.e\.m|n\s*=|p\s*[<>=]|scale\s+bar|error\s+bars?|box\s+plots?"
    r"|representative|normali[sz]ed|t-test|anova|ns\b|not\s+significant|shown\s+as)"
)
"""Words of a legend's statistics and display, never of the handling."""


def _sentences_with_handling(body: str) -> str:
    """A panel's sentences, without those that only report statistics or display ('mean
    +/- SD, n = 3', 'scale bar, 200 um')."""
    sentences = re.split(r"(?<=[.;])\s+(?=[A-Z(])", body)
    kept = [s for s in sentences if not (_STATS.search(s) and not re.search(r"\bwere\b", s))]
    return " ".join(kept) if kept else body
