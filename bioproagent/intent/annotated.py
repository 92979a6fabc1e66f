"""Steps copied from an online protocol page, with their values in annotation lines.

Protocol repositories print each numbered step with its settings as separate lines:
"⏱ 00:05:00" or "Duration 00:10:00", "🌡 37 °C" or "Temperature 4 °C", "⟳ 1000 x g",
"Centrifigation 1500 x g, 4 °C, 00:02:00", "Shaking 800 rpm", "Amount 50 µL",
"Wavelength 450 nm", "Equipment: Azenta a4S" (or an equipment card: the name, then "NAME",
"TYPE", "BRAND" lines), and boxes that ask for nothing ("Note", "Expected result", "Safety
information", "Critical", "Pause point").

:func:`annotated_steps` folds each step's annotations into its line ("Seal. Equipment:
a4S / Temperature 165 °C" becomes "1. Seal at 165 °C on the a4S"), writes "hh:mm:ss"
durations in seconds, and leaves out the title, the section names and the boxes (named by
:func:`annotation_notes`). Text without numbered steps and annotation lines is returned as
it is. Both are pure and cached.
"""

from __future__ import annotations

import re
from functools import lru_cache

_STEP = re.compile(r"^\s*(\d{1,2})[.)]\s+(\S.*)$")
_CLOCK = re.compile(r"(?<![\d:])(\d{2}):(\d{2}):(\d{2})(?![\d:])")
_TIME_OF_DAY_LEAD = re.compile(r"(?:\bat|@|\[|\(|\d{4}-\d{2}-\d{2}[ t]?|\d[./]\d{2,4}[ t]?)\s*$")
"""What makes a clock a time of day: 'at 09:14:52', '[14:32:07]', '2024-03-03 12:11:38'."""
_ANNOTATION = re.compile(
    r"^\s*(?:(?P<emoji>⏱|🌡|⟳|🔄)\s*(?P<evalue>.+)"
    r"|(?P<label>duration|temperature|centrifigation|centrifugation|shaking|amount|wavelength"
    r"|excitation|emission|integration(?:\s+time)?|concentration)\b:?\s*(?P<value>.+))$",
    re.I,
)
_EQUIPMENT = re.compile(r"^\s*equipment\s*:\s*(?P<name>.+)$", re.I)
_CARD_LABEL = re.compile(r"^\s*(?:NAME|TYPE|BRAND|SKU|LINK|SPECIFICATIONS)\s*$")
_BOX = re.compile(
    r"^\s*(?:note|notes|expected\s+results?|safety\s+information|safety|critical|pause\s+point"
    r"|caution|warning|tip)\b\s*:?\s*(?P<rest>.*)$",
    re.I,
)
_TWO_LABELS = re.compile(
    r"(?<=\S)\s+(?=(?:Duration|Temperature|Shaking|Amount|Wavelength|Centrifigation)\b)"
)
_INLINE_ICON = re.compile(r"(?<=\S)[ \t]*([⏱🌡⟳🔄])[ \t]*(?=\d)")
"""'spin briefly: ⟳ 300 x g, ⏱ 00:00:30': an icon inside a line stands for its word."""
_ICON_WORD = {"⏱": " for ", "🌡": " at ", "⟳": " at ", "🔄": " at "}
_SHORT_UNIT = {"h": "h", "m": "min", "s": "s"}
_SHORT_DURATION = re.compile(r"^(\d+(?:\.\d+)?)\s*(h|m|s)$", re.I)


def _seconds(m: re.Match[str]) -> str:
    before = m.string[max(0, m.start() - 14) : m.start()].lower()
    after = m.string[m.end() : m.end() + 4].lower()
    if m[1] != "00" and (
        _TIME_OF_DAY_LEAD.search(before) or re.match(r"\s*(?:[\])]|[ap]m)", after)
    ):
        return m.group(0)  # 'at 09:14:52', '[14:32:07]': a time of day, not a duration
    return f"{int(m[1]) * 3600 + int(m[2]) * 60 + int(m[3])} s"


def _looks_annotated(lines: list[str]) -> bool:
    steps = sum(1 for line in lines if _STEP.match(line))
    notes = sum(
        1
        for line in lines
        if _ANNOTATION.match(line) or _EQUIPMENT.match(line) or _CARD_LABEL.match(line)
    )
    return steps >= 1 and notes >= 1


def _for_duration(value: str) -> str:
    """A timer's value as words: 'for 10 min' ('10m'), 'for 300 s'."""
    short = _SHORT_DURATION.match(value)
    if short:
        return f"for {short[1]} {_SHORT_UNIT[short[2].lower()]}"
    return f"for {value}"


def _phrase(m: re.Match[str]) -> str:
    """An annotation line as words a step line carries ('at 37 °C', 'for 300 s')."""
    if m["emoji"]:
        value = m["evalue"].strip()
        if m["emoji"] == "⏱":
            return value if value.lower() == "overnight" else _for_duration(value)
        return f"at {value}"
    label, value = m["label"].lower(), m["value"].strip().rstrip(".")
    if label == "duration":
        return _for_duration(value)
    if label in ("temperature", "wavelength"):
        return f"at {value}"
    if label in ("centrifigation", "centrifugation", "shaking"):
        return "at " + ", ".join(
            part.strip() if not re.search(r"\d\s*s$", part.strip()) else f"for {part.strip()}"
            for part in value.split(",")
        )
    if label == "amount":
        return value
    if label.startswith("integration"):
        return f"integration {value}"
    if label == "concentration":
        return ""  # a concentration of what is added, not a setting of the step
    return f"{label} {value}"


@lru_cache(maxsize=256)
def _read(text: str) -> tuple[str, tuple[str, ...]]:
    timed = _CLOCK.sub(_seconds, text)  # '95 °C 00:03:00': a duration on a clock
    timed = _INLINE_ICON.sub(lambda m: _ICON_WORD[m[1]], timed)
    lines = [
        part
        for line in timed.split("\n")
        if line.strip()
        for part in _TWO_LABELS.split(line)  # 'Temperature 165 °C Duration 00:00:02'
    ]
    if not _looks_annotated(lines):
        return timed, ()
    steps: list[list[str]] = []
    head: list[str] = []
    left_out: list[str] = []
    boxed = False
    for k, line in enumerate(lines):
        step = _STEP.match(line)
        if step:
            steps.append([f"{step[1]}. {step[2].strip()}"])
            boxed = False
            continue
        box = _BOX.match(line)
        if box:
            boxed = True
            left_out.append(line.strip())
            continue
        nxt = lines[k + 1] if k + 1 < len(lines) else ""
        equipment = _EQUIPMENT.match(line)
        annotation = _ANNOTATION.match(line)
        if steps and equipment:
            steps[-1].append(f"on the {equipment['name'].strip()}")
            boxed = False
        elif equipment:  # the page's equipment, before its steps: they run the steps
            head.append(f"Equipment: {equipment['name'].strip()}")
        elif steps and _CARD_LABEL.match(nxt) and nxt.strip() == "NAME":
            steps[-1].append(f"on the {line.strip()}")  # an equipment card's name
        elif (
            _CARD_LABEL.match(line)
            or line.strip().lower() == "equipment"
            or (_CARD_LABEL.match(nxt))
        ):
            continue  # the card's labels and its other values
        elif steps and annotation:
            phrase = _phrase(annotation)
            if phrase:
                steps[-1].append(phrase)
            boxed = False
        elif boxed:
            left_out.append(line.strip())
        elif steps and re.search(r"\d", line):
            steps[-1].append(line.strip().rstrip("."))  # a program's lines under its step
        else:
            left_out.append(line.strip())  # a title, a section name
    if not steps:
        return text, ()
    out = "\n".join([*head, *(" ".join(p.rstrip(".") for p in parts) for parts in steps)])
    notes = tuple(
        f"'{line}' is a title, a section name or a note of the protocol page, not a step; the "
        "plan leaves it out."
        for line in left_out
    )
    return out, notes


def annotated_steps(text: str) -> str:
    """The numbered steps of a protocol page with each step's annotation lines folded in;
    any other text unchanged."""
    return _read(text)[0]


def annotation_notes(text: str) -> list[str]:
    """What :func:`annotated_steps` left out of ``text``."""
    return list(_read(text)[1])
