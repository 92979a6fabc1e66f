"""Thermal-cycler programs in a run log (read for :mod:`bioproagent.intent.run_logs`).

Two shapes: a program on one step line ('95 C 3 min; 35x (95 C 15 s, 58 C 30 s, 72 C
30 s); 72 C 5 min; hold 4 C', '95C 2m; 40x 95C 5s/60C 30s') and a method listed stage by
stage with a loop line ('Step 2  98.0 °C  hold 00:10' ... 'Loop -> Step 2   30 cycles
total'; '2: 95.0 C for 0:15' ... '5: GOTO 2, 44 more times', which is 45 cycles). A melt
curve is no stage. The program is written as the sentence the planner reads ('initial
denaturation 98 °C for 30 s; 35 cycles of 98 °C for 10 s, 60 °C for 20 s, 72 °C for 30 s;
final extension 72 °C for 120 s; hold at 4 °C'). Pure."""

from __future__ import annotations

import re
from dataclasses import dataclass

Stage = tuple[float, float | None]
"""A stage: its temperature in °C and its time in s (None: held until someone stops it)."""


@dataclass(frozen=True)
class ThermalProgram:
    """Stages before the cycled ones, the cycled stages and their count, stages after."""

    before: tuple[Stage, ...]
    cycled: tuple[Stage, ...]
    cycles: int
    after: tuple[Stage, ...]

    def temperatures_and_times(self) -> list[tuple[str, float]]:
        """Every value of the program as (kind, value): 'C' and 's', then 'cycles'."""
        out: list[tuple[str, float]] = []
        for celsius, seconds in (*self.before, *self.cycled, *self.after):
            out.append(("C", celsius))
            if seconds is not None:
                out.append(("s", seconds))
        return [*out, ("cycles", float(self.cycles))]


_TIME = r"(?:(\d+(?:\.\d+)?)\s*(s|sec|secs|min|mins|m|h)\b|(\d{1,2}:\d{2}(?::\d{2})?))"
_STAGE = re.compile(
    rf"(?:\bhold\s+)?(\d+(?:\.\d+)?)\s*°?\s*C(?![a-z])\s*(?:for\s+|hold\s+)?{_TIME}?", re.I
)
_CYCLE_GROUP = re.compile(r"(?<![\d.])(\d{1,3})\s*x\s*\(?([^;()]*)\)?", re.I)


def clock_seconds(value: str) -> float | None:
    """Seconds of a run time written as a clock: 'mm:ss' or 'hh:mm:ss'."""
    parts = value.split(":")
    if not all(p.isdigit() for p in parts) or len(parts) not in (2, 3):
        return None
    numbers = [int(p) for p in parts]
    if len(numbers) == 2:
        return float(numbers[0] * 60 + numbers[1])
    return float(numbers[0] * 3600 + numbers[1] * 60 + numbers[2])


def _seconds(number: str | None, unit: str | None, clock: str | None) -> float | None:
    if clock:
        return clock_seconds(clock)
    if number is None or unit is None:
        return None
    scale = {"min": 60.0, "mins": 60.0, "m": 60.0, "h": 3600.0}.get(unit.lower(), 1.0)
    return float(number) * scale


def _stages(text: str) -> tuple[Stage, ...]:
    return tuple(
        (float(m[1]), _seconds(m[2], m[3], m[4]))
        for m in _STAGE.finditer(text)
        if not re.search(r"\blid\b", text[max(0, m.start() - 8) : m.start()], re.I)
    )


def inline_program(text: str) -> ThermalProgram | None:
    """A program written on one line ('98 °C 30 s; 25 x (98 °C 10 s / 62 °C 20 s / 72 °C
    30 s); 72 °C 2 min; 4 °C hold'), or None."""
    group = _CYCLE_GROUP.search(text)
    if group is None:
        return None
    cycled = _stages(group[2])
    cycles = int(group[1])
    if len(cycled) < 2 or cycles < 2 or any(t is None for _c, t in cycled):
        return None
    return ThermalProgram(
        _stages(text[: group.start()]), cycled, cycles, _stages(text[group.end() :])
    )


_STAGE_LINE = re.compile(
    r"^\s*(?:\[[\d:.]+\]\s*)?(?:step\s*)?(\d{1,2})\s*[:.]?\s+(\d+(?:\.\d+)?)\s*°?\s*C\b"
    rf"\s*(?:for\s+|hold\s+)?(?:{_TIME}|(inf\w*|∞|forever|hold))?",
    re.I | re.M,
)
_GOTO = re.compile(r"\bgoto\s*(?:step\s*)?(\d{1,2})\s*,?\s*(\d{1,3})\s+more\s+times", re.I)
_LOOP = re.compile(
    r"\bloop\s*(?:->|to|back to)\s*step\s*(\d{1,2})\D{0,6}(\d{1,3})\s*(?:cycles|times|x)\b", re.I
)


def is_program_line(line: str) -> bool:
    """A stage ('2: 95.0 C for 0:15') or loop line ('GOTO 2, 39 more times') of a method."""
    return bool(_STAGE_LINE.match(line) or _GOTO.search(line) or _LOOP.search(line))


_CLOCK_FIRST = re.compile(r"^\s*\[?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?\]?>?\s*")
_CYCLE_COUNTER = re.compile(r"\bcycle\s+1\s*(?:/|of)\s*(\d{1,3})\b", re.I)


def _counted_program(lines: list[str]) -> tuple[ThermalProgram, list[int]] | None:
    """A method logged with a cycle counter: 'Cycle 1/35  Step 2: 94.0 °C 30 s | Step 3:
    56.0 °C 30 s | ...' between the stages before and after the cycles."""
    first = next((i for i, line in enumerate(lines) if _CYCLE_COUNTER.search(line)), None)
    if first is None:
        return None
    counter = _CYCLE_COUNTER.search(lines[first])
    assert counter is not None
    cycled = _stages(lines[first][counter.end() :])
    before: list[tuple[int, Stage]] = []
    after: list[tuple[int, Stage]] = []
    for i, line in enumerate(lines):
        m = _STAGE_LINE.match(line)
        if m and i != first and not re.search(r"\bcycle\b|\bmelt\b", line, re.I):
            stage = (float(m[2]), _seconds(m[3], m[4], m[5]))
            (before if i < first else after).append((i, stage))
    if len(cycled) < 2 or any(t is None for _c, t in cycled):
        return None
    counters = [
        i for i, line in enumerate(lines) if re.search(r"\bcycle\s+\d+\s*(?:/|of)", line, re.I)
    ]
    program = ThermalProgram(
        tuple(s for _i, s in before), cycled, int(counter[1]), tuple(s for _i, s in after)
    )
    return program, sorted([i for i, _s in before + after] + counters)


def staged_program(text: str) -> tuple[ThermalProgram, list[int]] | None:
    """A method listed stage by stage with a loop line (or a cycle counter), and the
    indices (in ``text.split("\\n")``) of the lines it was read from; None without one."""
    lines = [_CLOCK_FIRST.sub("", line) for line in text.split("\n")]
    counted = _counted_program(lines)
    if counted is not None:
        return counted
    stages: list[tuple[int, int, Stage]] = []  # (line index, stage number, stage)
    loop: tuple[int, int] | None = None  # (first stage number, cycles)
    loop_line = -1
    for i, line in enumerate(lines):
        if re.search(r"\bmelt\b", line, re.I):
            continue
        goto, again = _GOTO.search(line), _LOOP.search(line)
        if goto is not None:
            loop, loop_line = (int(goto[1]), int(goto[2]) + 1), i  # 'GOTO 2, 39 more times'
            continue
        if again is not None:
            loop, loop_line = (int(again[1]), int(again[2])), i
            continue
        m = _STAGE_LINE.match(line)
        if m:
            stages.append((i, int(m[1]), (float(m[2]), _seconds(m[3], m[4], m[5]))))
    if loop is None or len(stages) < 3:
        return None
    first, cycles = loop
    numbers = [n for _i, n, _s in stages]
    if first not in numbers:
        return None
    start = numbers.index(first)
    end = next((k for k, (i, _n, _s) in enumerate(stages) if i > loop_line), len(stages))
    program = ThermalProgram(
        tuple(s for _i, _n, s in stages[:start]),
        tuple(s for _i, _n, s in stages[start:end]),
        cycles,
        tuple(s for _i, _n, s in stages[end:]),
    )
    if len(program.cycled) < 2 or any(t is None for _c, t in program.cycled):
        return None
    return program, [i for i, _n, _s in stages] + [loop_line]


def _stage_words(stage: Stage) -> str:
    celsius, seconds = stage
    return f"{celsius:g} °C" + (f" for {seconds:g} s" if seconds is not None else "")


def program_sentence(program: ThermalProgram, cycles: int) -> str:
    """The program as the planner reads it, with ``cycles`` cycles."""
    parts: list[str] = []
    for stage in program.before:
        parts.append(f"initial denaturation {_stage_words(stage)}")
    parts.append(f"{cycles} cycles of " + ", ".join(_stage_words(s) for s in program.cycled))
    for stage in program.after:
        if stage[1] is None:
            parts.append(f"hold at {stage[0]:g} °C")
        else:
            parts.append(f"final extension {_stage_words(stage)}")
    return "; ".join(parts)
