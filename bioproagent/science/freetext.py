"""Split a protocol written as free text into steps, so K_s can check what users actually have.

:func:`split_steps` reads numbered lists ("1.", "1)", "Step 3:", "2.1"), bullet lists and
plain paragraphs. Unnumbered lines after a numbered step are continuation lines and join
that step. Lines that are not steps are dropped: bare durations exported by protocols.io
("180s", "00:05:00"), image placeholders ("imageblock"), "None" and empty lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NUMBERED = re.compile(
    r"^\s*(?:step\s*)?(\d+(?:\.\d+)*)\s*[.):]?\s+(?=\S)(.*)$", re.IGNORECASE
)  # "1. Add", "2) Mix", "Step 3: Spin", "1.2 Wash"
_BULLET = re.compile(r"^\s*[-*•·]\s+(.*)$")
_NOISE = re.compile(
    r"^\s*(?:none|null|imageblock\w*|\d+\s*(?:s|sec|min|h)|\d{1,2}:\d{2}(?::\d{2})?|"
    r"(?:\d+h)?\s*(?:\d+m)?\s*(?:\d+s)?)\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class TextStep:
    """One step read from free text: its outline label ("3", "1.2", "" when unnumbered)."""

    label: str
    text: str


def split_steps(text: str) -> list[TextStep]:
    """The steps of a free-text protocol, in order (see the module docstring)."""
    steps: list[TextStep] = []
    numbered_seen = False
    for raw in text.splitlines():
        line = raw.strip()
        if not line or _NOISE.match(line):
            continue
        numbered = _NUMBERED.match(line)
        bullet = _BULLET.match(line)
        if numbered:
            numbered_seen = True
            steps.append(TextStep(numbered.group(1), numbered.group(2).strip()))
        elif bullet:
            steps.append(TextStep("", bullet.group(1).strip()))
        elif numbered_seen and steps:
            last = steps[-1]
            steps[-1] = TextStep(last.label, f"{last.text} {line}")
        else:
            steps.append(TextStep("", line))
    return [s for s in steps if s.text]
