"""Run sheets: lines stamped with a clock time, a stage or a deck position.

A workcell run sheet writes when each step runs ("08:15  a4S 170C 2.5s", "T+0:30  STAR 50 ul
stop", "Day 2 08:30  5810R ...", a "time" column in a table), which stage it is ("Stage 2 ->
BioShake 600 rpm 10 min") and what sits where on the deck ("Pos 3: P1 96 flat"). None of
these numbers is a setting: read as values, "08:15" would become a thermocycling time and
"Pos 3" a count nobody can place.

:func:`scheduled` takes the stamps off and, when the stamped lines are written out of time
order (grouped by device, pasted from two sheets), puts them in the order of their times --
the times say when each step runs. Deck lines that ask for no step become ``Deck: ...``
notes. :func:`schedule_order` says whether (and how) the lines were reordered, for the
plan's assumptions. Text without stamps is returned unchanged. Both are pure and cached.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from bioproagent.intent.clause_ops import _DEVICE_LEADS
from bioproagent.intent.schedule_windows import clock_spans, hour_of_day, timed_lines

_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_STAMP = (
    r"(?:(?:day|d)[ \t]*(?P<day>\d{1,2})[ \t,]+)?"
    r"(?:(?P<weekday>mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?[ \t]+)?"
    r"(?:(?P<rel>t[ \t]*\+[ \t]*)?(?P<h>\d{1,2}):(?P<m>[0-5]\d)(?![\d:])"
    r"(?:[ \t]*(?P<ampm>[ap]\.?m)\b\.?)?"
    r"|(?P<hour>\d{1,2})[ \t]*(?P<ampm2>[ap]\.?m)\b\.?"  # '3 pm -> plates into ...'
    r"|t[ \t]*\+[ \t]*(?P<after>\d{1,3})(?:[ \t]*(?P<unit>min|mins|m|h|hrs?)\b)?(?![:\d]))"
)
_LEADING = re.compile(
    rf"^(?P<lead>[ \t]*(?:[-•*][ \t]+)?)(?:\[[\w .-]{{1,20}}\][ \t]*)?(?:at[ \t]+)?{_STAMP}"
    r"(?P<sep>[ \t]*[|:>→-]*[ \t]*)",
    re.I,
)
"""'08:15  a4S ...', 'T+0:32  i3x A450', 'Day 1 17:00  Cytomat ...', '- 9:05 | Fluent ...'."""
_SURE_STAMP = re.compile(r"\d\d:\d\d|.*(?:[ap]\.?m\.?|t[ \t]*\+.*)", re.I)
"""A stamp that is a time even on a line of its own ('1:10 dilution ...' may be a ratio)."""
_NEXT_DAY = re.compile(r"\b(?:tomorrow|next\s+(?:day|morning)|overnight|o/n)\b", re.I)
_CLOCK_WINDOW = re.compile(
    r"[ \t]*(?:[-–—]+|to\b|until\b|till\b)[ \t]*(?:t[ \t]*\+[ \t]*)?\d{1,2}:\d\d", re.I
)
"""The end of a window right after a line's stamp: the stamp is a time, not a value."""
_INLINE = re.compile(rf"(?P<before>(?:->|→|=>|;)[ \t]*){_STAMP}[ \t]+", re.I)
"""'a4S 180C/1s → 14:32 2C425 (4C)': a stamp after an arrow in a one-line schedule."""
_CELL = re.compile(rf"^[ \t]*{_STAMP}[ \t]*$", re.I)
_TIME_HEADER = re.compile(r"^[ \t]*(?:time|clock|t|when|start(?:\s+time)?)[ \t]*$", re.I)
_STAGE = re.compile(
    r"^(?P<lead>[ \t]*)(?:stage|stg|phase)[ \t]*\d{1,2}[ \t]*(?:->|→|=>|:|\||\.|\))[ \t]*",
    re.I | re.M,
)
"""'Stage 2 -> BioShake ...': the stage number orders the lines, the line is the step."""
_DECK = re.compile(
    r"^(?P<lead>[ \t]*)(?:pos(?:ition)?|slot|nest|deck[ \t]+(?:pos(?:ition)?|slot))\.?[ \t]*"
    r"(?P<name>[a-z0-9]{1,2}(?:[ \t]*,[ \t]*[a-z0-9]{1,2})*)[ \t]*(?:[:|=]|->|→)[ \t]*"
    r"(?P<rest>.*)$",
    re.I | re.M,
)
"""'Pos 3: P1 96 flat', 'Pos B, C: wash DW', 'Slot 1 | 300 ul tips': a deck position."""


@dataclass(frozen=True)
class ScheduleOrder:
    """How the stamped lines were reordered: the stamps in written and in run order."""

    written: tuple[str, ...]
    run: tuple[str, ...]


def _minutes(m: re.Match[str]) -> int:
    day = int(m["day"]) if m["day"] else 0
    if m["weekday"]:
        day = _WEEKDAYS.index(m["weekday"].lower()[:3])
    if m["after"] is not None:  # 'T+0', 'T+10 min', 'T+2 h'
        scale = 60 if (m["unit"] or "min").lower().startswith("h") else 1
        return day * 24 * 60 + int(m["after"]) * scale
    hours = hour_of_day(int(m["h"] if m["h"] is not None else m["hour"]), m["ampm"] or m["ampm2"])
    return (day * 24 + hours) * 60 + int(m["m"] or 0)


def _asks_a_step(rest: str) -> bool:
    """A deck line that also says what happens there ('Pos 4 | P5 96 DW -> XPeel'); one
    that only says what sits there ('Pos B, C: wash DW', 'Pos 1: 300 ul tips') asks none."""
    low = rest.lower()
    return bool(re.search(r"->|→|=>", low)) or any(rx.match(low) for rx, _ in _DEVICE_LEADS)


@lru_cache(maxsize=256)
def _read(text: str) -> tuple[str, ScheduleOrder | None]:
    text = clock_spans(text)
    lines = text.split("\n")
    stamped: list[tuple[int, int, str, str]] = []  # (line, minutes, stamp, line without it)
    day = 0  # a day the stamps roll over to: '17:10 ... until 07:10 tomorrow', '06:00 (next day)'
    for k, line in enumerate(lines):
        m = _LEADING.match(line)
        if m is not None and line[m.end() :].strip():
            dated = m["day"] is not None or m["weekday"] is not None  # 'Day 2 07:30'
            minutes = _minutes(m) + (0 if dated else day)
            if (
                stamped
                and not dated
                and minutes < stamped[-1][1]
                and _NEXT_DAY.search("\n".join([lines[stamped[-1][0]], line]))
            ):
                day += 24 * 60
                minutes += 24 * 60
            stamped.append((k, minutes, m.group(0).strip(" \t|:>→-"), m["lead"] + line[m.end() :]))
            continue
        cells = line.split("|")
        if len(cells) > 2:
            times = [(j, t) for j, c in enumerate(cells) if (t := _CELL.match(c))]
            if len(times) == 1:
                ((j, t),) = times
                rest = "|".join(cells[:j] + cells[j + 1 :])
                stamped.append((k, _minutes(t), cells[j].strip(), rest))
    inline = list(_INLINE.finditer(text))
    order: ScheduleOrder | None = None
    if len(stamped) == 1 and (
        _CLOCK_WINDOW.match(stamped[0][3]) or _SURE_STAMP.fullmatch(stamped[0][2])
    ):  # '15:05-15:20  5424 R ...', '09:00  HiG4 ...', 'T+0  HiG4 ...': one stamped line
        ((k, minutes, _, body),) = stamped
        lines[k] = timed_lines([(minutes, body)])[0]
        text = "\n".join(lines)
    elif len(stamped) >= 2:
        slots = [k for k, _, _, _ in stamped]
        run = sorted(stamped, key=lambda s: s[1])
        bodies = timed_lines([(minutes, body) for _, minutes, _, body in run])
        for slot, body in zip(slots, bodies, strict=True):
            lines[slot] = body
        if [s[0] for s in run] != slots:
            order = ScheduleOrder(tuple(s[2] for s in stamped), tuple(s[2] for s in run))
        for k, line in enumerate(lines):  # the table's 'time' header cell goes with its column
            cells = line.split("|")
            if len(cells) > 2 and sum(bool(_TIME_HEADER.match(c)) for c in cells) == 1:
                lines[k] = "|".join(c for c in cells if not _TIME_HEADER.match(c))
                break
        text = "\n".join(lines)
    elif len(inline) + bool(_LEADING.match(text)) >= 2:
        text = _INLINE.sub(lambda m: m["before"], text)
        lead = _LEADING.match(text)
        if lead is not None:
            text = lead["lead"] + text[lead.end() :]
    text = _STAGE.sub(lambda m: m["lead"], text) if len(_STAGE.findall(text)) >= 2 else text
    text = _DECK.sub(
        lambda m: m["lead"] + (m["rest"] if _asks_a_step(m["rest"]) else f"Deck: {m['rest']}"),
        text,
    )
    return text, order


def scheduled(text: str) -> str:
    """``text`` with run-sheet stamps taken off and stamped lines in the order of their times
    (see the module docstring)."""
    return _read(text)[0]


def schedule_order(text: str) -> ScheduleOrder | None:
    """How :func:`scheduled` reordered the lines of ``text`` (None: as written)."""
    return _read(text)[1]
