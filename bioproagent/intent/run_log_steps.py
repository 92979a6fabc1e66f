"""The logged steps of a run log (read for :mod:`bioproagent.intent.run_logs`): which line is
a step, its operation, setpoints, instrument and outcome; steps logged in parts are one
step, a thermal-cycler program is one step, an instrument the lab lacks is said. Pure."""

from __future__ import annotations

import csv
import json
import re
from dataclasses import replace

from bioproagent.intent.instruments import InstrumentMention, find_instruments
from bioproagent.intent.run_log_lines import (
    MEASURED,
    LoggedStep,
    Setpoint,
    is_log_line,
    keyed_setpoints,
    plain_setpoints,
    strip_timestamps,
    unread_settings,
)
from bioproagent.intent.run_log_programs import (
    ThermalProgram,
    inline_program,
    staged_program,
)
from bioproagent.intent.section_instruments import default_registry

OPERATIONS: list[tuple[str, re.Pattern[str]]] = [
    ("spin", re.compile(r"\b(?:spin|centrifug\w*|respin|pulse)\b", re.I)),
    ("seal", re.compile(r"\b(?:re-?)?seal\b(?!s? left)", re.I)),
    ("peel", re.compile(r"\bpeel\b", re.I)),
    ("mix", re.compile(r"(?<!master )\bmix(?:es|ing)?\b", re.I)),
    ("shake", re.compile(r"\bshake\w*\b", re.I)),
    ("read_fluorescence", re.compile(r"\bfluorescence\b|\bex(?:_nm)?\b.{0,20}\bem\b", re.I)),
    ("read_luminescence", re.compile(r"\bluminescence\b", re.I)),
    ("read_absorbance", re.compile(r"\babsorbance\b|\bread\b", re.I)),
    (
        "transfer",
        re.compile(
            # 'aspirate_dispense': a word joined by '_' is still the word
            r"(?<![a-z0-9])(?:transfer\w*|dispense|aspirate|add|top-up)(?![a-z0-9])"
            r"(?!\s+(?:station|nest|position))",
            re.I,
        ),
    ),
    ("move", re.compile(r"\bmove\b", re.I)),
    ("retrieve", re.compile(r"\b(?:retrieve|plate out)\b", re.I)),
    ("store", re.compile(r"\b(?:store|plate in|park)\b", re.I)),
    ("incubate", re.compile(r"\b(?:incubat\w*|hold|heat-kill|digest)\b", re.I)),
    ("run_program", re.compile(r"\brun\s+program\b", re.I)),
]

_BY_CATEGORY = {
    "CF": "spin",
    "SEAL": "seal",
    "PEEL": "peel",
    "SHAKE": "shake",
    "INC": "incubate",
    "MAG": "run_program",
}

_NEEDS: dict[str, set[str]] = {
    "spin": {"g", "rpm"},
    "seal": {"C"},
    "shake": {"rpm"},
    "transfer": {"uL"},
    "mix": {"uL"},
    "read_absorbance": {"nm"},
    "read_fluorescence": {"ex", "em"},
    "incubate": {"C", "s"},
}
"""A logged line of these operations is a step only with one of these setpoints; without,
it tells how the step before it ended."""

_FAILED = re.compile(
    r"\b(?:error|err\b|fail\w*|abort\w*|not run|not started|skipped|stopped|timeout|halted)",
    re.I,
)

_PENDING = re.compile(r"\b(?:not run|not started|skipped|waiting)\b", re.I)

_PROGRAM = re.compile(r"\b(?:protocol|program|method)\s*:\s*([\w-]+)", re.I)

_REJECTED = re.compile(r"\brejected\b|\bout of range\b", re.I)

_DONE = re.compile(r"\b(?:ok|complete[d]?|success|done|finished|passed)\b", re.I)

_NUMBERED = re.compile(r"\b(?:step|task|#)\s*(\d{1,3})\b", re.I)


def category_of(instrument_id: str | None) -> str | None:
    """The registry category of an instrument ('CF', 'LH', ...), None when not known."""
    instrument = default_registry().instrument(instrument_id) if instrument_id else None
    return instrument.category if instrument is not None else None


_GENERIC_NOUN = re.compile(
    r"\b([A-Z][\w-]*)\s+(sealer|centrifuge|reader|shaker|incubator|hotel|washer|dispenser"
    r"|peeler|cycler|thermocycler|robot|arm)\b",
    re.I,
)


def _foreign_names(line: str, known: list[InstrumentMention]) -> list[str]:
    """Instruments a log line names that the registry lacks: a brand or model it does not
    know ('Sorvall Legend XTR'), or a model word before a kind of instrument ('PlateLoc
    Sealer', which the registry's 'sealer' would otherwise take for its own)."""
    registry = default_registry()
    names = [
        m.text
        for m in find_instruments(line, registry)
        if m.instrument_id is None and not any(k.text in m.text for k in known)
    ]
    for m in _GENERIC_NOUN.finditer(line):
        model = [x for x in find_instruments(m[1], registry) if x.instrument_id is not None]
        if not model and m[1].lower() not in ("the", "a", "plate", "step", "task"):
            names.append(m[0])
    return names


def _devices_on(line: str) -> list[InstrumentMention]:
    """The registry instruments a log line names, in order ('a4S SEAL start' is read word
    by word when the line as a whole names none: a log's capitals confuse the prose reader)."""
    registry = default_registry()
    words = re.sub(r"[=\[\]{}:;,\"]", " ", line)
    known = [m for m in find_instruments(words, registry) if m.instrument_id is not None]
    if known:
        return known
    return [
        m
        for word in re.findall(r"[A-Za-z][\w-]*\d[\w-]*|[A-Z][a-z]+[A-Z]\w*", words)
        for m in find_instruments(word, registry)
        if m.instrument_id is not None
    ]


_SOFTWARE = [
    (re.compile(r"\bFluentControl\b", re.I), "Tecan Fluent"),
    (re.compile(r"\b(?:VENUS|HSL trace)\b"), "Hamilton STAR"),
    (re.compile(r"\bSoftMax Pro\b", re.I), "SpectraMax i3x"),
    (re.compile(r"\bCFX Maestro\b", re.I), "CFX384"),
    (re.compile(r"\bBindIt\b", re.I), "KingFisher Flex"),
    (re.compile(r"\bBioShake Manager\b", re.I), "BioShake 3000-T elm"),
]
"""Control software that runs one instrument of the registry: a log headed by it names that
instrument ('FluentControl' runs the Fluent). Software that runs several (Biomek Software,
the Opentrons app, a scheduler) names none."""


def _software_named(line: str) -> str:
    for pattern, instrument in _SOFTWARE:
        if pattern.search(line):
            return f"{line} ({instrument})"
    return line


def _operation_word(line: str) -> bool:
    """Does the line name an operation in words?"""
    return any(pattern.search(line) for _name, pattern in OPERATIONS)


def operation_of(line: str, device_id: str | None) -> str | None:
    """The operation a log line records: the first operation word on it (an error text after
    it, 'transfer nest occupied', names none), a read of a named kind before a bare 'read';
    without a word, what the line's instrument does."""
    found = sorted(
        (m.start(), name) for name, pattern in OPERATIONS if (m := pattern.search(line)) is not None
    )
    names = [name for _start, name in found]
    if not names:
        return _BY_CATEGORY.get(category_of(device_id) or "")
    if names[0] == "read_absorbance" and not re.search(r"absorbance", line, re.I):
        return next((n for n in names if n.startswith("read_")), names[0])
    return names[0]


def _outcome(line: str) -> str:
    """How a logged step ended; of 'FAILED: ..., skipped' and 'SKIPPED (previous step
    error)', the word written first tells."""
    if _REJECTED.search(line):
        return "rejected"
    pending, failed = _PENDING.search(line), _FAILED.search(line)
    if pending and (not failed or pending.start() <= failed.start()):
        return "pending"
    if failed:
        return "failed"
    if _DONE.search(line):
        return "done"
    return "unknown"


def _json_line(line: str) -> str | None:
    """A JSON object on one line written as 'key=value' words."""
    try:
        record = json.loads(line)
    except ValueError:
        return None
    if not isinstance(record, dict):
        return None
    words: list[str] = []

    def add(obj: dict[str, object]) -> None:
        for key, value in obj.items():
            if isinstance(value, dict):
                add(value)
            else:
                words.append(f"{key}={value}")

    add(record)
    return "  ".join(w for w in words if not _is_stamp(*w.split("=", 1)))


def _csv_rows(lines: list[str]) -> dict[int, str]:
    """CSV (comma or semicolon) rows under a header, each written as 'key=value' words."""
    out: dict[int, str] = {}
    header: list[str] | None = None
    for i, line in enumerate(lines):
        sep = ";" if line.count(";") >= 2 and line.count(",") < 2 else ","
        cells = [c.strip() for c in next(csv.reader([line], delimiter=sep), [])]
        if len(cells) < 3:
            header = None
            continue
        if header is None or len(cells) != len(header):
            if all(re.fullmatch(r"[A-Za-z_][\w ./-]*", c) for c in cells):
                header = [c.lower() for c in cells]
            continue
        out[i] = "  ".join(
            f"{k}={v}" for k, v in zip(header, cells, strict=True) if not _is_stamp(k, v)
        )
    return out


_STAMP_KEYS = frozenset({"time", "ts", "timestamp", "date", "datetime", "clock", "at", "when"})
_CLOCK_VALUE = re.compile(
    r"(?:\d{4}-\d{2}-\d{2}[ t]?)?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?z?", re.I
)


def _is_stamp(key: str, value: str) -> bool:
    """A column of when a row was logged ('time' = '10:05'): left out of the row, so it is
    never read as a step's time setting."""
    return key.strip().lower() in _STAMP_KEYS and bool(_CLOCK_VALUE.fullmatch(value.strip()))


_STEP_KINDS = frozenset({"uL", "g", "rpm", "nm", "ex", "em"})
"""Setpoints only a step has: a line that logs one of them and is read as no step is a step
the reader cannot place (a lid temperature or a header's date is not)."""


_PRIMITIVE = re.compile(
    r"\b(?:aspirat\w*|dispens\w*|pick\w*\s+up|drop\w*\s+tip|blow\w*\s*out|touch\w*\s+tip"
    r"|air\s*gap)\b|/\s*s(?:ec)?\b",
    re.I,
)
"""A pipette's own move in a liquid handler's trace ('Aspirating 15.0 uL from A1 ... at 7.56
uL/sec'): part of a logged transfer, not a step of its own."""


def logged_steps(text: str) -> list[LoggedStep]:
    """The steps a run log records, in log order (a status line without an operation tells
    the outcome of the step before it)."""
    return _read_log(text)[0]


def unplaced_lines(text: str) -> list[str]:
    """The log's lines that record a step's setting ('200 µL supernatant -> DW96') but that
    :func:`logged_steps` reads as no step: a replay without them would drop a step."""
    return _read_log(text)[1]


def _read_log(text: str) -> tuple[list[LoggedStep], list[str]]:
    unplaced: list[str] = []
    lines = _joined(text.split("\n"))
    rows = _csv_rows(lines)
    staged = staged_program("\n".join(lines))
    program_lines = staged[1] if staged else []
    registry = default_registry()
    steps: list[LoggedStep] = []
    header_device: tuple[str, str | None] | None = None
    pending: tuple[int, ...] = ()
    for i, raw in enumerate(lines):
        if i in program_lines:
            if staged is not None and i == program_lines[0]:
                steps.append(_pcr_step(len(steps) + 1, staged[0], header_device, raw, text))
            continue
        line = rows.get(i) or _json_line(raw.strip().rstrip(",")) or raw  # a JSON array's rows
        if raw.count("|") >= 3:
            line = line.replace("|", "   ")  # a table's cells as a log's columns
        heading = re.match(r"\s*(?:#+|//|--)?\s*(?:step|task)\s*(\d{1,3})\s*[:.)-]", raw, re.I)
        if heading and not is_log_line(raw):
            pending = (int(heading[1]),)  # '# Step 4: pellet debris' numbers the call below
            if not _operation_word(raw):
                continue
        if not is_log_line(raw) and i not in rows and not raw.lstrip().startswith("{"):
            named = [m for m in find_instruments(_software_named(raw), registry) if m.instrument_id]
            if named and (not steps or steps[-1].device_id != named[0].instrument_id):
                header_device = (named[0].text, named[0].instrument_id)
                if category_of(named[0].instrument_id) == "MAG":
                    program = _PROGRAM.search("\n".join(lines[i:]))
                    steps.append(
                        LoggedStep(
                            number=len(steps) + 1,
                            operation="run_program",
                            device=named[0].text,
                            device_id=named[0].instrument_id,
                            extra=program[1] if program else "",
                        )
                    )
            continue
        if re.search(r"\bset\s*point|\bsetpoint", line, re.I):
            line = re.sub(r"\bT=", "temp=", line)  # 'setpoint T=37.0 °C' is no chamber reading
        line = MEASURED.sub(" ", strip_timestamps(line))
        known = _devices_on(line)
        device = (known[0].text, known[0].instrument_id) if known else None
        where = device or header_device
        inline = inline_program(line)
        if inline is not None and (
            category_of(where[1] if where else None) in ("TC", "QPCR") or _PCR_WORD.search(line)
        ):
            steps.append(_pcr_step(len(steps) + 1, inline, where, raw, text))
            continue
        tenths = re.search(r"\bunit:?\s*0\.1\s*°?\s*C\b", raw, re.I) is not None
        setpoints = keyed_setpoints(line, tenths) + plain_setpoints(line)
        operation = operation_of(line, where[1] if where else None)
        kinds = {p.kind for p in setpoints}
        if operation is None and {"C", "s"} <= kinds:
            operation = "incubate"
        if (
            operation == "store"
            and "s" in kinds
            and category_of(where[1] if where else None) == "INC"
        ):
            operation = "incubate"  # into the incubator for 3 h: an incubation
        labels = _labels(raw, line) or pending
        foreign = _foreign_names(line, known)
        if foreign:
            known = [k for k in known if not any(k.text in f for f in foreign)]
        if operation is not None:
            where = _runs_it(operation, known, None if foreign else header_device)
        partial = LoggedStep(
            number=0,
            operation=operation or "",
            setpoints=tuple(setpoints),
            device=where[0] if where else None,
            device_id=where[1] if where else None,
        )
        if setpoints and operation and steps and _same(steps[-1], partial):
            steps[-1] = _merged(steps[-1], replace(partial, outcome=steps[-1].outcome))
            continue  # 'setTempTarget;370' after 'setShakeTargetSpeed;1200': one shake
        if operation is None or (operation in _NEEDS and not kinds & _NEEDS[operation]):
            if operation is None and kinds & _STEP_KINDS and steps and not _PRIMITIVE.search(line):
                unplaced.append(raw.strip())  # not a header above the steps, nor a tip's move
            if device is not None and not steps:
                header_device = device  # a header line: the instrument of the steps below
            if steps and steps[-1].outcome == "unknown" and (operation or not known):
                steps[-1] = replace(steps[-1], outcome=_outcome(line))
            continue
        step = LoggedStep(
            number=len(steps) + 1,
            operation=operation,
            setpoints=tuple(setpoints),
            device=where[0] if where else None,
            device_id=where[1] if where else None,
            extra=" ".join(m.text for m in known[1:]) if operation == "move" else "",
            outcome=_outcome(line),
            labels=labels,
            extra_line=raw,
            unread=tuple(unread_settings(line, setpoints))
            + tuple(f"on {name}" for name in foreign[:1]),
        )
        pending = ()
        if steps and _same(steps[-1], step):
            steps[-1] = _merged(steps[-1], step)
            continue
        steps.append(step)
    return steps, unplaced


def _runs_it(
    operation: str, known: list[InstrumentMention], header: tuple[str, str | None] | None
) -> tuple[str, str | None] | None:
    """The instrument of a logged step: the first one the line names that can do the
    operation ('(waiting on KingFisher)' is no liquid handler), else the log's header one if
    it can; None when neither can (a 'Hold 15:00' in a plate hotel runs wherever it can)."""
    fits = RUNS_ON.get(operation, ())
    for mention in known:
        if category_of(mention.instrument_id) in fits:
            return mention.text, mention.instrument_id
    if header is not None and category_of(header[1]) in fits:
        return header
    return None


_PCR_WORD = re.compile(r"\bq?pcr\b", re.I)


def _pcr_step(
    number: int,
    program: ThermalProgram,
    where: tuple[str, str | None] | None,
    raw: str,
    log: str,
) -> LoggedStep:
    """A thermal-cycler program as one logged step ('qpcr' when the log reads plates)."""
    qpcr = re.search(r"\bplate read\b|\bqpcr\b", log, re.I) is not None
    return LoggedStep(
        number=number,
        operation="pcr",
        setpoints=(Setpoint("cycles", float(program.cycles)),),
        device=where[0] if where else None,
        device_id=where[1] if where else None,
        extra="qpcr" if qpcr else "",
        outcome=_outcome(raw),
        labels=_labels(raw, raw),
        extra_line=raw,
        program=program,
    )


def _labels(raw: str, line: str) -> tuple[int, ...]:
    """The step numbers a log line carries: 'Step 2', 'Task 3 of 4', '#41', a report's row
    number ('2  VSpin  Spin ...'), a CSV or JSON step column ('step=3', 'step=2/4')."""
    found = [int(n) for n in _NUMBERED.findall(raw)]
    found += [int(n) for n in re.findall(r"\bstep=(\d{1,3})\b", line, re.I)]
    row = re.match(r"\s*#?(\d{1,3})\s+[A-Za-z]", raw)
    return tuple(found + ([int(row[1])] if row else []))


def _joined(lines: list[str]) -> list[str]:
    """Lines with their indented continuations appended ('   72 °C 30 s); 4 °C hold' under
    a report's row); a continuation line becomes empty, so indices still match."""
    out = list(lines)
    for i in range(1, len(out)):
        if re.match(r"\s{6,}\S", lines[i]) and not is_log_line(lines[i]) and out[i - 1].strip():
            k = i - 1
            while k > 0 and not out[k].strip():
                k -= 1
            out[k] = out[k].rstrip() + " " + lines[i].strip()
            out[i] = ""
    return out


def _same(a: LoggedStep, b: LoggedStep) -> bool:
    """One step logged in parts or twice (per column, aspirate then dispense, start then end,
    'HEAT setpoint 175 C' then 'SEAL 175 C 3.0 s', a speed then a run time): the same
    operation on the same instrument, and no setting with two different values."""
    first = {p.kind: p.value for p in a.setpoints}
    return (
        a.operation == b.operation
        and a.device_id == b.device_id
        and all(first.get(p.kind, p.value) == p.value for p in b.setpoints)
    )


def _merged(a: LoggedStep, b: LoggedStep) -> LoggedStep:
    """``a`` with the settings only ``b`` records, and ``b``'s outcome."""
    kinds = {p.kind for p in a.setpoints}
    extra = tuple(p for p in b.setpoints if p.kind not in kinds)
    return replace(a, setpoints=a.setpoints + extra, outcome=b.outcome)


RUNS_ON: dict[str, tuple[str, ...]] = {
    "spin": ("CF",),
    "seal": ("SEAL",),
    "peel": ("PEEL",),
    "mix": ("LH",),
    "transfer": ("LH",),
    "shake": ("SHAKE",),
    "incubate": ("INC", "TC", "SHAKE"),
    "read_absorbance": ("READ",),
    "read_fluorescence": ("READ",),
    "read_luminescence": ("READ",),
    "move": ("ARM",),
    "store": ("STORE", "INC"),
    "retrieve": ("STORE", "INC"),
    "run_program": ("MAG",),
    "pcr": ("TC", "QPCR"),
}
