"""How long a step runs, read from the clock times of a run sheet.

A schedule gives a wait's length by its times, not in minutes: a window ("15:05-15:20
5424 R, 16,000 x g"), an end on the same line ("into the incubator at 37 °C until 09:10",
"incubator 37 °C, out at 16:15", "ODTC at 37 °C until 07:10 tomorrow"), a later line that
ends it ("11:20 BioShake on, 1,500 rpm" ... "11:35 BioShake off", "10:00 into the incubator"
... "14:30 take it out") or, in prose, "incubate 37 C from 10:00 until 10:45". With the
stamps taken off and no duration written, the step would run its default length: a value
the scientist gave, silently changed.

:func:`timed_lines` writes the duration a step's times give ("for 15 min") into a step that
has a duration (a spin, a shake, an incubation) and states none; it takes the "off" words off
the line that ends it. :func:`clock_spans` does the same for "from HH:MM until HH:MM" in
prose. A time that ends before it starts runs past midnight. Pure.
"""

from __future__ import annotations

import re

from bioproagent.intent.clause_ops import _DURATION, INCUBATOR_STAY, _implied, operation_of

CLOCK = (
    r"(?:t[ \t]*\+[ \t]*)?(?P<h>\d{1,2}):(?P<m>[0-5]\d)(?![\d:])(?:[ \t]*(?P<ampm>[ap]\.?m)\b\.?)?"
)
_CLOCK = re.compile(CLOCK, re.I)
_BARE_CLOCK = CLOCK.replace("?P<h>", "?:").replace("?P<m>", "?:").replace("?P<ampm>", "?:")
_WINDOW_END = re.compile(
    rf"^[ \t]*\]?[ \t]*(?:[-–—]+|to\b|until\b|till\b)?[ \t]*{_BARE_CLOCK}[ \t]*\]?", re.I
)
"""'15:05–15:20 ...': the rest of a window whose start is the line's stamp."""
_UNTIL = re.compile(
    r"[,;]?[ \t]*(?:\buntil\b|\btill\b|\btil\b|\bout\s+at\b|\boff\s+at\b)"
    rf"[ \t]*{_BARE_CLOCK}(?:[ \t]+(?:tomorrow|the\s+next\s+day|next\s+day)\b)?",
    re.I,
)
_INLINE_WINDOW = re.compile(
    rf"[,;]?[ \t]*(?<![\d:]){_BARE_CLOCK}[ \t]*[-–—][ \t]*{_BARE_CLOCK}", re.I
)
_FROM_UNTIL = re.compile(
    rf"\bfrom[ \t]+{_BARE_CLOCK}[ \t]+(?:until|till|til|to)[ \t]+{_BARE_CLOCK}", re.I
)
_OFF = re.compile(
    r"[ \t]*(?:->|→)?[ \t]*(?:the\s+)?(?:(?:[\w-]+\s+){0,2}?(?:off|stops?|stopped|done|finished)"
    r"|out|take\s+(?:it|them|the\s+plates?)\s+off(?:\s+the\s+[\w-]+(?:\s+[\w-]+)?)?)"
    r"(?=[ \t]*(?:$|[,;(]|->|→|-\s))[ \t]*(?:->|→|,|;|-(?=\s))?[ \t]*",
    re.I,
)
"""'BioShake off', 'thermoshaker off ->', '-> out, read ...', 'take it off the Peltier'."""
_TAKEN_OUT = re.compile(
    r"[ \t]*(?:take|pull|get)\s+(?:it|them|the\s+plates?)\s+(?:back\s+)?out\b", re.I
)
_LEAD_NOTE = re.compile(r"[ \t]*(?:\([^)\n]*\)[ \t]*)?")
_TIMED = ("spin", "shake", "incubate")
_PLACE_WORDS = re.compile(
    r"\b(?:incubator|cytomat|2c450|peltier|odtc|cycler|bioshake|shaker|thermoshaker"
    r"|heater-shaker|centrifuge|vspin|hig\s?4|5810|5424)\b",
    re.I,
)


def hour_of_day(hours: int, ampm: str | None) -> int:
    """The hour on a 24 h clock ('2' with 'pm' is 14, '12' with 'am' is 0)."""
    if not ampm:
        return hours
    return hours % 12 + (12 if ampm.lower().startswith("p") else 0)


def _minutes(m: re.Match[str], after: int | None = None) -> int:
    value = hour_of_day(int(m["h"]), m["ampm"]) * 60 + int(m["m"])
    if after is not None:
        while value <= after:  # '22:00 ... until 06:00': the next morning
            value += 24 * 60
    return value


def _span(text: str) -> int:
    """The minutes between the first and the last clock time in ``text``."""
    times = list(_CLOCK.finditer(text))
    first = _minutes(times[0])
    return _minutes(times[-1], first) - first


def _timed(body: str) -> bool:
    """Whether the line asks for a step with a length (a spin, a shake, an incubation)."""
    low = body.lower()
    op = operation_of(low) or _implied(low)
    if op == "store":  # 'back into the Cytomat, 37 °C, until 11:45': a stay in the incubator
        return INCUBATOR_STAY.search(low) is not None
    return op in _TIMED or (op is None and _PLACE_WORDS.search(low) is not None)


def _needs_length(body: str) -> bool:
    """A spin, shake or incubation whose line writes no length of its own."""
    return _timed(body) and not _DURATION.search(body.lower())


def _with_length(body: str, minutes: int) -> str:
    if not _needs_length(body):
        return body  # a transfer's window, or a length written out: nothing to add
    return f"{body.rstrip(' ,;.')}, for {minutes} min"


def timed_lines(entries: list[tuple[int, str]]) -> list[str]:
    """The bodies of stamped lines in run order (``(minutes, body)``), with a step's length
    written from its times where it states none (see the module docstring)."""
    bodies = [body for _, body in entries]
    open_steps: list[int] = []  # lines whose step waits for a later line to end it
    for k, (start, body) in enumerate(entries):
        window = _WINDOW_END.match(body)
        if window is not None:
            clock = _CLOCK.search(window.group(0))
            assert clock is not None  # the pattern holds one
            bodies[k] = _with_length(body[window.end() :], _minutes(clock, start) - start)
            continue
        inline = _INLINE_WINDOW.search(body) or _UNTIL.search(body)
        if inline is not None:
            rest = body[: inline.start()] + body[inline.end() :]
            if inline.re is _UNTIL:
                clock = _CLOCK.search(inline.group(0))
                assert clock is not None
                length = _minutes(clock, start) - start
            else:
                length = _span(inline.group(0))
            bodies[k] = _with_length(rest, length)
            continue
        note = _LEAD_NOTE.match(body)  # '(next day) take it out'
        at = note.end() if note is not None else 0
        off, taken = _OFF.match(body, at), _TAKEN_OUT.match(body, at)
        if (off is not None or taken is not None) and open_steps:
            j = open_steps.pop()
            length = start - entries[j][0]
            bodies[j] = _with_length(bodies[j], length if length > 0 else length + 24 * 60)
            if off is not None:
                bodies[k] = body[off.end() :]
            continue
        if _needs_length(body):
            open_steps.append(k)
    return bodies


def clock_spans(text: str) -> str:
    """'incubate 37 C from 10:00 until 10:45' -> 'incubate 37 C for 45 min'."""
    return _FROM_UNTIL.sub(lambda m: f"for {_span(m.group(0))} min", text)
