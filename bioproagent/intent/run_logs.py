"""A run log pasted with a request to run it again: the request is the run, the log its source.

Scientists paste what their scheduler or instrument logged (timestamped lines, JSON lines,
CSV rows, column reports) and ask above or below it: "run it again exactly", "redo only what
failed", "just the spin, 2 min this time rather than 1", "same run again but at 6,000 x g",
"replay on the STAR instead". Read as prose, the log's timestamps, serial numbers, measured
temperatures and tip counters are values nobody can place, and the logged steps are not the
request. :func:`replayed_run` reads the log into logged steps (operation, setpoints,
instrument, outcome; measured values never count as setpoints), picks the steps the request
asks for, applies the request's changes, and writes the chosen steps as plain sentences, one
per step, in log order. A value the request states that fits no chosen step leaves the text
as it was (the planner then asks about it); nothing is guessed. Pure.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bioproagent.intent.run_log_lines import (
    MEASURED,
    LoggedStep,
    is_log_line,
    keyed_setpoints,
    plain_setpoints,
    strip_timestamps,
)
from bioproagent.intent.run_log_programs import (
    is_program_line,
)
from bioproagent.intent.run_log_requests import (
    RERUN_CUE,
    changed_steps,
    chosen_steps,
    family,
    moved_steps,
)
from bioproagent.intent.run_log_steps import (
    logged_steps,
    operation_of,
    unplaced_lines,
)
from bioproagent.intent.run_log_writing import named_labware, step_sentence, unwritten_kinds

_WELL_SELECTION = re.compile(
    r"\b(?:columns?|cols?|rows?)\s+(?:\d|[A-H]\b)|\b[A-H]\d{1,2}\s*(?:-|–|to|:)\s*[A-H]\d{1,2}\b"
    r"|\b\d+\s+wells\b|\bhalf (?:the|a) plate\b",
    re.I,
)

_SAYS = re.compile(
    r"\b(?:sop|should|says|said|note|correct|supposed|meant|per protocol|spec|validated)\b", re.I
)

_COMPLETE: dict[str, set[str]] = {
    "spin": {"g", "s"},
    "seal": {"C", "s"},
    "shake": {"rpm", "s"},
    "incubate": {"s"},
    "transfer": {"uL"},
    "mix": {"uL"},
    "read_absorbance": {"nm"},
    "read_fluorescence": {"ex", "em"},
}
"""The settings a logged step of each operation always records: a replay without one of
them (a paste cut off at 'Time: 00:0') is left to the planner, which asks."""


def _incomplete(step: LoggedStep) -> bool:
    return not _COMPLETE.get(step.operation, set()) <= {p.kind for p in step.setpoints}


def _disputed(log: str, steps: list[LoggedStep], chosen: list[LoggedStep]) -> bool:
    """A line of the log, not a logged step, that describes a chosen step's operation with
    another value ('Incubate 30 min ...' in a docstring above 'incubate(minutes=60)')."""
    sources = {s.extra_line for s in steps}
    for raw in log.split("\n"):
        if raw in sources or not raw.strip():
            continue
        line = MEASURED.sub(" ", strip_timestamps(raw))
        operation = operation_of(line, None)
        if operation is None and _SAYS.search(line):
            stated = {(p.kind, p.value) for p in plain_setpoints(line)}
            if any(
                p.kind == kind and abs(p.value - value) > 1e-6
                for step in chosen
                for p in step.setpoints
                for kind, value in stated
            ):
                return True  # 'NOTE: SOP says 14,000 x g for this prep'
        if operation is None:
            continue
        said = [(p.kind, p.value) for p in keyed_setpoints(line) + plain_setpoints(line)]
        for step in chosen:
            mine = {p.kind: p.value for p in step.setpoints}
            if family(step.operation) == family(operation) and any(
                kind in mine and abs(mine[kind] - value) > 1e-6 for kind, value in said
            ):
                return True
    return False


def _blocks(text: str) -> tuple[list[str], list[str]]:
    """The text's paragraphs that are log, and the others (the request)."""
    log_blocks: list[str] = []
    request_blocks: list[str] = []
    for block in re.split(r"\n[ \t]*\n", text.strip()):
        lines = [line for line in block.split("\n") if line.strip()]
        logged = sum(_is_row(line) for line in lines)
        share = 3 if logged >= 2 else 2  # two log lines among a header or a footer: a log
        is_log = logged > 0 and share * logged >= len(lines)
        if logged and not is_log and not RERUN_CUE.search(block):
            is_log = bool(logged_steps(block))  # a run record: a header, one row, a footer
        tail = len(lines)
        while tail > 1 and not _is_row(lines[tail - 1]):
            tail -= 1  # the lines after the last row: ']\nRedo only what failed.'
        if is_log and 1 < tail < len(lines) and RERUN_CUE.search("\n".join(lines[tail:])):
            request_blocks.append("\n".join(lines[tail:]))  # the request, under the log
            block = "\n".join(lines[:tail])
        (log_blocks if is_log else request_blocks).append(block)
    return log_blocks, request_blocks


def _is_row(line: str) -> bool:
    return is_log_line(line) or is_program_line(line) or len(re.findall(r",(?!\s)", line)) >= 3


def replayed_run(text: str) -> str:
    """``text`` as the run its request asks for when it is a run log with a request to run
    it (or part of it) again; otherwise ``text`` unchanged."""
    return _replay(text)[0]


def replay_notes(text: str) -> list[str]:
    """What reading a pasted log as the run did: the steps it took, the values the request
    changed, the instruments it moved steps to (none when the text is no rerun request)."""
    return list(_replay(text)[1])


_UNITS = {
    "g": " x g",
    "s": " s",
    "C": " °C",
    "rpm": " rpm",
    "uL": " µL",
    "nm": " nm",
    "ex": " nm excitation",
    "em": " nm emission",
    "cycles": " cycles",
}


def _differences(before: list[LoggedStep], after: list[LoggedStep]) -> list[str]:
    out: list[str] = []
    for old, new in zip(before, after, strict=True):
        was = {p.kind: p.value for p in old.setpoints}
        for p in new.setpoints:
            if was.get(p.kind) != p.value:
                unit = _UNITS.get(p.kind, p.kind)
                then = f"{was[p.kind]:g}{unit}" if p.kind in was else "not logged"
                out.append(f"{old.operation} {then} -> {p.value:g}{unit}")
        if new.device_id != old.device_id:
            out.append(f"{old.operation} on the {new.device} (logged on the {old.device})")
    return out


@lru_cache(maxsize=128)
def _replay(text: str) -> tuple[str, tuple[str, ...]]:
    log_blocks, request_blocks = _blocks(re.sub(r"(?m)^[ \t]*>+[ \t]?", "", text))  # '> ' quotes
    request = " ".join(" ".join(request_blocks).split())  # a wrapped line is one sentence
    if not log_blocks or not request_blocks or not RERUN_CUE.search(request):
        return text, ()
    if _WELL_SELECTION.search(request):
        return text, ()  # 'columns 7 to 12 only': the planner reads a part of a plate
    if re.search(r"\bcut off\b|\btruncated\b|\[\.\.\.\]|\brest of the (?:paste|log)\b", text, re.I):
        return text, ()  # a log cut off: what it does not show is not guessed
    steps = logged_steps("\n".join(log_blocks))
    if unplaced_lines("\n".join(log_blocks)):
        return text, ()  # a logged step no reader places: a replay would drop it; the planner asks
    chosen = chosen_steps(steps, request) if steps else None
    if chosen and _disputed("\n".join(log_blocks), steps, chosen):
        return text, ()  # the log says two things about a step: the planner asks
    changed = changed_steps(chosen, request) if chosen else None
    moved = moved_steps(changed, request) if changed else None
    if (
        not chosen
        or not moved
        or any(s.unread or unwritten_kinds(s) or _incomplete(s) for s in moved)
    ):
        return text, ()  # a setting no reader knows, or one the log should give and does not
    labware = named_labware(request) or named_labware("\n".join(log_blocks))
    written = "\n".join(f"{i}. {step_sentence(s, labware)}" for i, s in enumerate(moved, 1))
    taken = ", ".join(f"{s.operation} (logged step {s.number})" for s in chosen)
    note = f"Read the pasted log as the run to repeat: {len(chosen)} of its {len(steps)} logged"
    note += f" steps: {taken}."
    changes = _differences(chosen, moved)
    if changes:
        note += " Changed by the request: " + "; ".join(changes) + "."
    return written, (note,)
