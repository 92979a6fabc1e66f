"""A run exported from a slide deck: the slide that plans the run, its bullets as steps.

Decks exported as text ('Slide 3 of 12', titles, '•' bullets with '–' sub-bullets, 'Notes:'
speaker notes, figure captions) put the run on one slide ('Plan for Monday', 'Next steps',
'Protocol') among results slides full of last run's numbers. Read as prose, every slide's
numbers would be values and 'Slide 3 of 12' two unreadable numbers. :func:`deck_run` writes
such a deck as its run:

* the slides are the pieces between 'Slide N' headers; when some slides' titles plan a run
  ('Plan ...', 'Next steps', 'Protocol', 'Procedure', 'Run', 'Method', 'To do', a weekday),
  only those slides stay, their speaker notes included (a note may correct a value); the
  title, results, backup and questions slides go;
* a sub-bullet ('   – 1000 xg') is a setting of the bullet above it and joins its line;
* a speaker note that names a value for this run is a review note: the plan uses its value
  or asks ('Tom thinks 490 nm would be better' under 'read at 450 nm' asks).

Text without 'Slide N' headers is returned unchanged. Pure.
"""

from __future__ import annotations

import re

_HEADER = re.compile(
    r"(?im)^[ \t]*[-=#*]*[ \t]*slide[ \t]+\d{1,3}(?:[ \t]*(?:of|/)[ \t]*\d{1,3})?"
    r"[ \t]*[-=#*:]*[ \t]*(?P<rest>[^\n]*)$"
)
_RUN_TITLE = re.compile(
    r"(?i)^\W*(?:plan\b|next\s+steps?|protocol|procedure|run\b|method|to\s*-?\s*do|today|"
    r"tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|workflow|steps?\b|proposed\s+run"
    r"|what\s+(?:we|i)\s+(?:will|want\s+to)\s+run)"
)
_NOT_RUN = re.compile(r"(?i)\b(?:backup|results?|background|summary|questions?|appendix)\b")
_BULLET = re.compile(r"^(?P<indent>[ \t]*)(?P<mark>[•●▪◦‣∙·*–—-])[ \t]+(?P<body>\S.*)$")


def _title(body: str, rest: str) -> str:
    if rest.strip():
        return rest.strip()
    return next((line.strip() for line in body.split("\n") if line.strip()), "")


def _joined_bullets(lines: list[str]) -> list[str]:
    """Lines with each sub-bullet joined to the bullet above it."""
    out: list[str] = []
    parent_indent: int | None = None
    for line in lines:
        m = _BULLET.match(line)
        indent = len(m["indent"].expandtabs(4)) if m else -1
        if m and parent_indent is not None and indent > parent_indent and out:
            out[-1] = f"{out[-1].rstrip(' .,;')}, {m['body'].strip()}"
            continue
        parent_indent = indent if m else None
        out.append(m["body"] if m else line)
    return out


_NOTES = re.compile(r"(?i)^[ \t]*(?:speaker\s+)?notes?\s*:\s*(?P<note>.*)$")
_VALUE = re.compile(r"\d\s*(?:µl|ul|ml|x\s*g|×\s*g|xg|g\b|rpm|°|nm|s\b|sec|min|h\b|cycles)", re.I)
_PAST = re.compile(
    r"(?i)\b(?:was|were|did|had|used\s+to|last\s+(?:week|time|run)|yesterday|earlier|previously"
    r"|already)\b"
)


def _note(line: str) -> str:
    """A speaker note that names a value for this run ('Tom thinks 490 nm would be better')
    is kept as a review note: no step, but the plan must use its value or ask. A note about
    past runs ('last week we did 500 x g') is background."""
    m = _NOTES.match(line)
    if m is None or not _VALUE.search(m["note"]) or _PAST.search(m["note"]):
        return line
    return f"[Review: {m['note'].replace(']', ')')}]"


def deck_run(text: str) -> str:
    """``text`` as the run its slide deck plans (see the module doc)."""
    headers = list(_HEADER.finditer(text))
    if not headers:
        return text
    slides = []
    for k, m in enumerate(headers):
        end = headers[k + 1].start() if k + 1 < len(headers) else len(text)
        body = text[m.end() : end]
        slides.append((_title(body, m["rest"]), m["rest"], body))
    planned = [
        (rest, body)
        for title, rest, body in slides
        if _RUN_TITLE.match(title) and not _NOT_RUN.search(title)
    ]
    keep = planned or [(rest, body) for _, rest, body in slides]
    lines: list[str] = []
    for rest, body in keep:
        body_lines = [line for line in body.split("\n") if line.strip()]
        if rest.strip():
            body_lines.insert(0, rest.strip())
        if body_lines and not re.search(r"\d", body_lines[0]):
            body_lines = body_lines[1:]  # the slide's title ('Plan for Monday')
        lines += body_lines
    return "\n".join(_note(line) for line in _joined_bullets(lines))
