"""Upper limits a request states for a setting: 'never exceed 170 °C', 'below 1,500 × g',
'capped at 1,500 rpm', 'no longer than 2 min in the centrifuge'.

A limit is no setting: read as a value, 'speed is capped at 1,500 rpm; the method specifies
1,100 rpm' became a second shake at 1,500 rpm, and 'keep the force below 1,500 × g' a spin at
1,500 × g (or at the default). :func:`limited` writes each limit as a note, ``[Limit at most
1500 rpm]``, which asks for no step; the conformance check then requires a stated value of
the same kind that keeps the limit (else the plan asks: a limit alone, or a value that breaks
it, is not something the planner settles for the scientist). Pure.
"""

from __future__ import annotations

import re

_QUANTITY = (
    r"(?P<q>-?\d[\d,]*(?:\.\d+)?\s*(?:x\s*g\b|×\s*g|xg\b|g\b|rpm\b|°\s*c\b|c\b|µl\b|ul\b|ml\b"
    r"|nm\b|s\b|sec\w*|min\w*|h\b|hrs?\b|hours?\b))"
)
_UPPER = re.compile(
    r"\b(?:(?:must|should|shall|may|can|does|do|will)\s+)?(?:never|not)\s+(?:be\s+)?"
    r"(?:exceed(?:ed)?|go\s+(?:above|over|beyond)|rise\s+above|be\s+(?:above|over|higher\s+than"
    r"|more\s+than|longer\s+than|faster\s+than|hotter\s+than))\s+"
    r"|\b(?:must|should|shall)\s+not\s+(?:spend\s+|take\s+|last\s+|run\s+)?(?:longer|more|higher"
    r"|faster|hotter)\s+than\s+"
    r"|\b(?:stays?|kept|keep(?:ing)?|remains?|held)\s+(?:\w+\s+){0,2}?(?:below|under|beneath)\s+"
    r"|\b(?:is|are)\s+(?:capped|limited)\s+(?:at|to)\s+|\bcapped\s+at\s+|\blimited\s+to\s+"
    r"|\bno\s+(?:more|higher|longer|faster|hotter)\s+than\s+|\bat\s+most\s+|\bnot\s+above\s+"
    r"|\bnever\s+above\s+|\b(?:a\s+)?max(?:imum)?\s+of\s+",
    re.I,
)
_LIMIT = re.compile(rf"(?:{_UPPER.pattern}){_QUANTITY}", re.I)
LIMIT_NOTE = re.compile(r"\[limit at most (?P<q>[^\]\n]+)\]", re.I)
"""A limit as :func:`limited` writes it."""
_DURATION = r"\d+(?:\.\d+)?\s*(?:s|sec\w*|min\w*|h|hrs?|hours?)\b"
_WINDOW = re.compile(
    rf"\b(?:within|no\s+later\s+than|not\s+later\s+than)\s+(?:the\s+)?{_DURATION}"
    rf"|\b(?:no|not)\s+more\s+than\s+{_DURATION}(?=\s+(?:may\s+|must\s+|should\s+|can\s+|is\s+|are\s+)?"
    r"(?:elapse|pass|go\s+by|between|after|from|of|before)\b)"
    rf"|\bfor\s+more\s+than\s+{_DURATION}"
    rf"|\b(?:exceed|more\s+than|over)\s+{_DURATION}(?=\s+(?:between|from|after)\b)",
    re.I,
)
"""'read within 30 min of stopping', 'no more than 5 min may elapse between ...', 'not left
unsealed for more than 15 min': a time between steps, which no step's setting holds."""
_BOILERPLATE = re.compile(
    r"\bit\s+is\s+(?:essential|mandatory|critical|required|important|vital|necessary)\s+that\s+"
    r"|\b(?:please\s+)?(?:ensure|make\s+sure)\s+(?:that\s+)?(?=(?:the|a|an|\d|all|each|every)\b)",
    re.I,
)
"""'it is essential that absorbance is read', 'Ensure that the plate is sealed': the request
without the words that stress it."""
_NOTED = re.compile(r"\[(?:timing|limit at most)\b[^\]\n]*\]", re.I)
TIMING_NOTE = re.compile(r"\[timing [^\]\n]*\]", re.I)
"""A time window as :func:`limited` writes it."""


def limited(text: str) -> str:
    """``text`` with each time window between steps written as a ``[Timing ...]`` note (no
    setting) and each stated upper limit as a ``[Limit at most ...]`` note."""
    out = _BOILERPLATE.sub("", text)
    noted = [m.span() for m in _NOTED.finditer(out)]  # written by an earlier call: kept
    windows = [m.span() for m in _WINDOW.finditer(out)] + noted
    out = _LIMIT.sub(
        lambda m: (
            m.group(0)
            if any(a < m.end() and m.start() < b for a, b in windows)
            else f"[Limit at most {m['q'].strip()}]"
        ),
        out,
    )
    noted = [m.span() for m in _NOTED.finditer(out)]
    return _WINDOW.sub(
        lambda m: (
            m.group(0)
            if any(a <= m.start() < b for a, b in noted)
            else f"[Timing {m.group(0).strip()}]"
        ),
        out,
    )
