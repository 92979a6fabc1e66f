"""The line-level readers of :mod:`bioproagent.intent.run_logs`: which lines are log lines,
what on a line is a timestamp or a measured value, and which setpoints a line records
('g-force=1000', '165C 3.0s', 'time_set=00:10:00', 'Hold 15:00', 'Ex 485 / Em 528'). Pure."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bioproagent.intent.run_log_programs import ThermalProgram, clock_seconds

LOG_LINE = re.compile(
    r"^\s*(?:\[|\{|\d{1,4}[-/.]\d{1,2}[-/.]\d|\d{1,2}:\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d{1,2}\s+\d|(?:step|task)\s*\d+(?:/\d+)?(?=[\s:.)])|#\s*\d|\d{1,3}\s{2,}|\d{1,3}[.)]?\s+\S+\s{2,})"
    r"|\S\s{3,}\S.*\S\s{2,}\S|\.{4,}|\w=\S.*\w=\S|;\w+;|^\s*\w+(?:,[^,\n]*){3,}$",
    re.IGNORECASE,
)
"""A log line: a timestamp, bracket, JSON object, step counter or row number first; columns
set apart by runs of spaces; dotted leaders; key=value pairs; a CSV row."""

_TIMESTAMPS = re.compile(
    r"\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?Z?"
    r"|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?"
    r"|\b\d{4}-\d{2}-\d{2}\b|\b\d{2}-\d{2}\s+\d{2}:\d{2}:\d{2}\b"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d{1,2}\s+\d{2}:\d{2}:\d{2}"
    r"|^\s*\[?\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\]?>?"
    r"|\b(?:done|complete[d]?|fail(?:ed)?|started|ended|start|end|at)\s+\d{1,2}:\d{2}(?::\d{2})?",
    re.IGNORECASE | re.MULTILINE,
)

MEASURED = re.compile(
    r"\([^()]*\b(?:measured|actual|at[- ]speed|chamber|block|imbalance|tips?|lot|sn)\b[^()]*\)"
    r"|\b(?:measured|actual|at[- ]speed|t_meas|temp_actual|chamber|block_c|lid_c|lid|max"
    r"\s+imbalance)\b\s*(?:at\s*)?[=:]?\s*[\d.,]+\s*(?:°\s*C|C\b|s\b|x\s*g|xg|g\b)?"
    r"|\b(?-i:T|CO2|RH)=[\d.]+\s*%?C?"
    r"|\b(?:S/?N|FW|SN|fw|firmware)\b\s*:?\s*[\w.-]+"
    r"|\b\d+\s*%\s*CO2|(?<!-)\b(?:accel|decel|brake|force|gain|flashes|width)\b\s*[=:]?\s*[\d.]+\s*%?"
    r"|\b(?:counter\s*weight|weight|mass|tare|balance)\w*\s*[:=]?\s*[\d.]+\s*g\b"
    r"|\b[\d.]+\s*g\s+rms\b|\(unit 0\.1[^)]*\)|\b[\d.]+\s*(?:µl|ul)/s\w*"
    r"|\b[\d.]+\s*(?:µl|ul)\s+(?:pcr|plate|tip|rack|reservoir|trough|tube|well)"
    r"|\b(?:plate|rack|reservoir|trough|tube|tips?)\s+[\d.]+\s*(?:µl|ul)",
    re.IGNORECASE,
)
"""What a log measured or counted, never a setpoint: measured times and temperatures,
chamber readings, serial and firmware numbers, CO2 and humidity, accel / brake settings."""


@dataclass(frozen=True)
class Setpoint:
    """A setpoint of a logged step, in canonical units: g (x g), rpm, C, s, uL, nm, ex, em."""

    kind: str
    value: float
    start: int = 0
    end: int = 0


_KEY_KINDS: list[tuple[str, re.Pattern[str]]] = [
    ("g", re.compile(r"g|g-?force|rcf|xg|target|speed_set_rcf", re.I)),
    ("rpm", re.compile(r"rpm|speed(?:_set)?|setshaketargetspeed|shake_rpm", re.I)),
    (
        "s",
        re.compile(
            r"time|t|secs?|seconds|time_s|hold_s|time_set|duration|runtime|"
            r"shakeonwithruntime|hold|minutes?|mins?|time_min|hours?|hrs?|time_h|ms",
            re.I,
        ),
    ),
    ("C", re.compile(r"temp(?:_?c)?|temp_set|setpoint(?:_c)?|settemptarget|temperature", re.I)),
    ("ex", re.compile(r"ex(?:_nm)?|excitation", re.I)),
    ("em", re.compile(r"em(?:_nm)?|emission", re.I)),
    ("nm", re.compile(r"wavelength(?:_nm)?|lm1|nm", re.I)),
    ("uL", re.compile(r"vol(?:ume)?(?:_ul)?|ul", re.I)),
]
_KEYED = re.compile(
    r"(?<![\w.])([A-Za-z][\w-]*)\s*=\s*\"?(-?[\d.,:]*\d)(?:\s?([a-zA-Z°µ]+)(?![\w-]|\s*=))?",
    re.IGNORECASE,
)
_MEASURED_KEY = re.compile(r"actual|meas|block|lid|chamber|max", re.IGNORECASE)
"""A key whose value a log measured ('temp_actual', 't_meas', 'lid_C'), never a setpoint."""
_CMD_VALUE = re.compile(r"\bcmd=(\w+)\s+value=(\S+)", re.IGNORECASE)


_STAMP_FIRST = re.compile(
    r"\s*(?:\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}:\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
    r"\w*\s+\d{1,2}\s+\d{1,2}:\d{2})",
    re.IGNORECASE,
)
_PROSE_WORD = re.compile(r"\b[a-z]{2,}\b")


def is_log_line(line: str) -> bool:
    """A log line, not a sentence of the request (a sentence has six or more words in
    lower case and no columns or key=value pairs)."""
    if line.count("|") >= 3:
        return True  # a row of a pasted Markdown or text table
    if not LOG_LINE.search(line):
        return False
    if "=" in line or re.search(r"\S\s{3,}\S|\.{4,}|^\s*[\[{]|^\s*\d{1,4}\s{2,}\S", line):
        return True
    if _STAMP_FIRST.match(line):
        return True
    return len(_PROSE_WORD.findall(line)) < 6


def _number(text: str) -> float | None:
    try:
        return float(text.replace(",", "").replace("−", "-"))
    except ValueError:
        return None


def _time_scale(key: str, unit: str) -> float:
    """Seconds per unit of a keyed time ('minutes=10', 'time=5 min', 'hold_s=30')."""
    for word in (unit, key.lower()):
        if re.fullmatch(r"min(?:ute)?s?|time_min", word):
            return 60.0
        if re.fullmatch(r"h(?:ou)?rs?|hours?|time_h|h", word):
            return 3600.0
        if word == "ms":
            return 0.001
    return 1.0


_UNREAD_KEY = re.compile(
    r"(?<![\w.])([A-Za-z][\w-]*(?:min|sec|hour|hr|ul|ml|rpm|temp|deg|nm|rcf|speed|time|vol|cycle)"
    r"[\w-]*|(?:min|sec|hour|hr|ul|ml|rpm|temp|deg|nm|rcf|speed|time|vol|cycle)[\w-]*)\s*=\s*\"?-?\d",
    re.IGNORECASE,
)


_CLOCK = re.compile(r"(?<![\d:.])(\d{1,2}):(\d{2})(?::(\d{2}))?(?![\d:])")


def unread_settings(line: str, setpoints: list[Setpoint] | None = None) -> list[str]:
    """Keys on the line that name a setting by a unit or quantity word but that no reader
    knows ('minutes_total=10'), and clock times that are no run time read off the line
    ('1000 x g; 00:01:00' when the run time was not read): a step with one is not
    rewritten, so nothing is dropped."""
    seconds = {p.value for p in setpoints or [] if p.kind == "s"}
    clocks = [
        m[0]
        for m in _CLOCK.finditer(line)
        if setpoints is not None
        and clock_seconds(m[0]) not in seconds
        and not re.search(
            r"\b(?:time|t|ts|timestamp|start|end|started|ended)=$", line[: m.start()], re.I
        )
    ]
    return clocks + [
        m[1]
        for m in _UNREAD_KEY.finditer(line)
        if _key_kind(m[1]) is None and not _MEASURED_KEY.search(m[1])
    ]


def _key_kind(key: str) -> str | None:
    """The kind of setpoint a key names ('g-force' -> 'g'), None for other keys."""
    return next((kind for kind, pattern in _KEY_KINDS if pattern.fullmatch(key)), None)


def keyed_setpoints(line: str, tenths: bool = False) -> list[Setpoint]:
    """Setpoints written as 'key=value' (JSON and CSV rows are read into that shape);
    ``tenths``: the log gives a temperature target in 0.1 °C ('setTempTarget=370' is 37 °C)."""
    line = _CMD_VALUE.sub(lambda m: f"{m[1]}={m[2]}", line)
    unit_of_speed = re.search(r"\bunit=(rcf|xg|g|rpm)\b", line, re.IGNORECASE)
    out: list[Setpoint] = []
    for m in _KEYED.finditer(line):
        key, raw, unit = m[1], m[2], (m[3] or "").lower()
        if _MEASURED_KEY.search(key):
            continue
        if key.lower() in ("time", "t", "ts") and (
            raw.count(":") == 2 or (":" in raw and not line[: m.start()].strip())
        ):
            continue  # a time of day ('time=09:02:11', a row's first 'time=10:05'), no run time
        for kind, pattern in _KEY_KINDS:
            if not pattern.fullmatch(key):
                continue
            if kind == "rpm" and unit_of_speed and unit_of_speed[1].lower() != "rpm":
                kind = "g"
            if kind == "rpm" and unit in ("xg", "g"):
                kind = "g"
            value = clock_seconds(raw) if kind == "s" and ":" in raw else _number(raw)
            if value is None:
                break
            if kind == "s":
                value *= _time_scale(key, unit)
            if kind == "C" and tenths and key.lower() == "settemptarget":
                value /= 10
            out.append(Setpoint(kind, value, m.start(), m.end()))
            break
    return out


_UNIT_VALUES = re.compile(
    r"(?<![\w.:])((?:(?<=\s)[-−])?\d[\d,]*(?:\.\d+)?)[ \t]?(?:"
    r"(?P<g>x\s*g|×\s*g|xg|g(?![\w-])|rcf)|(?P<rpm>rpm)|(?P<C>°\s*C|C(?![\w/])|oC)"
    r"|(?P<F>°\s*F|F(?![\w/]))"
    r"|(?P<ms>ms)\b|(?P<s>s|sec|secs|seconds)\b|(?P<min>min|mins|minutes)\b"
    r"|(?P<h>h|hr|hrs|hours)\b|(?P<uL>µl|ul|µL|uL|microlit\w*)|(?P<nm>nm)\b)",
    re.IGNORECASE,
)
_EX_EM = re.compile(r"\bex\w*\s*(\d{3})\s*(?:nm)?\s*/?\s*,?\s*em\w*\s*(\d{3})", re.IGNORECASE)
_CLOCK_DURATION = re.compile(
    r"(?:\b(?:time|hold|for|incubation|timer|set\s+[\d.]+\s*°\s*C)(?:\s+(?:SP|set(?:point)?))?"
    r"\s*[=:]?\s*|°\s*C,?\s+"
    r"|x?\s*g,?\s+|rpm,?\s+)"
    r"(\d{1,2}:\d{2}(?::\d{2})?)(?!\d)",
    re.IGNORECASE,
)


_OPENTRONS_VOLUME = re.compile(r"\bTransferring\s+(\d+(?:\.\d+)?)\s+from\b", re.IGNORECASE)


_MIX_TIMES = re.compile(
    r"\bmix(?:ing)?\s+cycles\s*[=:]?\s*(\d{1,3})\b"
    r"|(?<![\w.])(\d{1,3})\s*(?:x|×|times|cycles)(?=\s|,|\)|$)(?!\s*g\b)",
    re.IGNORECASE,
)
"""A repeat count ('mix cycles 5', 'Mix 5x 50.0 µL', '10 times'): a mix's cycles. On a step
whose sentence has no place for it, the step is not rewritten."""


def plain_setpoints(line: str) -> list[Setpoint]:
    """Setpoints written as value and unit ('2000 g', '165C 3.0s', 'Hold 15:00'); the
    Opentrons app's 'Transferring 15.0 from' is in µL."""
    line = _KEYED.sub(lambda m: " " * len(m[0]) if _key_kind(m[1]) else m[0], line)
    line = re.sub(r"(?<![\w.])[A-Za-z][\w-]*\s*=\s*", " ", line)  # 'parameters=170 C': a value
    out: list[Setpoint] = [
        Setpoint("uL", float(m[1]), m.start(1), m.end(1)) for m in _OPENTRONS_VOLUME.finditer(line)
    ]
    for m in _EX_EM.finditer(line):
        out += [Setpoint("ex", float(m[1]), m.start(), m.end())]
        out += [Setpoint("em", float(m[2]), m.start(), m.end())]
    line = _EX_EM.sub(lambda m: " " * len(m[0]), line)
    for m in _CLOCK_DURATION.finditer(line):
        seconds = clock_seconds(m[1])
        if seconds is not None:
            out.append(Setpoint("s", seconds, m.start(1), m.end(1)))
    out += _unit_values(line)
    out += [
        Setpoint("cycles", float(m[1] or m[2]), m.start(), m.end())
        for m in _MIX_TIMES.finditer(line)
    ]
    return out


def _unit_values(text: str) -> list[Setpoint]:
    out: list[Setpoint] = []
    for m in _UNIT_VALUES.finditer(text):
        value = _number(m[1])
        if value is None:
            continue
        unit = next(k for k, v in m.groupdict().items() if v is not None)
        if unit == "F":  # a US display: 203 F is 95 °C
            out.append(Setpoint("C", round((value - 32) * 5 / 9, 1), m.start(), m.end()))
            continue
        scale = {"ms": 0.001, "min": 60.0, "h": 3600.0}.get(unit, 1.0)
        kind = {"ms": "s", "min": "s", "h": "s"}.get(unit, unit)
        out.append(Setpoint(kind, value * scale, m.start(), m.end()))
    return out


_CYCLES = re.compile(r"(?<![\w.])(\d{1,3})\s*(?:cycles?\b|x\b(?!\s*g\b))", re.IGNORECASE)


def request_quantities(text: str) -> list[Setpoint]:
    """The values a request states with a unit (or as cycles), with their places."""
    found = plain_setpoints(text) + [
        Setpoint("cycles", float(m[1]), m.start(), m.end()) for m in _CYCLES.finditer(text)
    ]
    return sorted(found, key=lambda s: s.start)


def strip_timestamps(line: str) -> str:
    """``line`` without its dates and clock times (a log's bookkeeping)."""
    return _TIMESTAMPS.sub(" ", line)


@dataclass(frozen=True)
class LoggedStep:
    """One step of a run log: what it did, with which setpoints, where, and how it ended."""

    number: int
    operation: str
    setpoints: tuple[Setpoint, ...] = ()
    device: str | None = None
    device_id: str | None = None
    extra: str = ""
    outcome: str = "unknown"  # done | failed | rejected | unknown
    labels: tuple[int, ...] = field(default=())
    program: ThermalProgram | None = None
    unread: tuple[str, ...] = ()
    extra_line: str = ""
