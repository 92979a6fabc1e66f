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

import csv
import json
import re
from dataclasses import replace
from functools import lru_cache

from bioproagent.intent.instruments import InstrumentMention, find_instruments
from bioproagent.intent.run_log_lines import (
    MEASURED,
    LoggedStep,
    Setpoint,
    is_log_line,
    keyed_setpoints,
    plain_setpoints,
    request_quantities,
    strip_timestamps,
    unread_settings,
)
from bioproagent.intent.run_log_programs import (
    ThermalProgram,
    inline_program,
    is_program_line,
    staged_program,
)
from bioproagent.intent.run_log_writing import named_labware, step_sentence, unwritten_kinds
from bioproagent.intent.section_instruments import default_registry

_CUE = re.compile(
    r"\b(?:again|repeat\w*|redo\w*|re-do|re-?run\w*|replay\w*|respin|re-?read|re-?seal"
    r"|re-?spin|carry on|resume|(?:same|identical) (?:[\w-]+ ){0,2}?(?:run|thing|program"
    r"|programme|protocol|method|read|hold|store|top-up|steps?|settings|as|order|job|batch"
    r"|sequence|process|procedure|spin|seal|peel|shake|mix|transfer|incubation|move"
    r"|conditions)"
    r"|one more|exactly|pick (?:it|this|that) up|carry on|as (?:logged|before)|like the log"
    r"|restart\w*|finish|from step\s*\d+|the rest of|remaining steps|everything after|once more"
    r"|retry|from the top"
    r"|as in the log)\b",
    re.IGNORECASE,
)
_OPS: list[tuple[str, re.Pattern[str]]] = [
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
            r"\b(?:transfer\w*|dispense|aspirate|add|top-up)\b(?!\s+(?:station|nest|position))",
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
_REJECTED = re.compile(r"\brejected\b|\bout of range\b", re.I)
_DONE = re.compile(r"\b(?:ok|complete[d]?|success|done|finished|passed)\b", re.I)
_ONLY_FAILED = re.compile(
    r"\b(?:what failed|the failed|that failed|that aborted|the aborted|failed (?:step|ones?))",
    re.I,
)
_FROM = re.compile(
    r"\b(?:from|carry on from|resume from)\s+(?:the\s+)?((?:step|task)\s*\d+|#\d+|\w+)", re.I
)
_NUMBERED = re.compile(r"\b(?:step|task|#)\s*(\d{1,3})\b", re.I)
_ONLY = re.compile(r"\b(?:just|only)\b", re.I)
_SKIP = re.compile(
    r"\b(?:skip|no|without|don't|do not|leave|no need to)\s+(?:(?:repeat|redo|re-?run|do|run)"
    r"(?:ing)?\s+)?(?:the\s+|any\s+more\s+|it\s+)?(re-?)?([\w-]+)",
    re.I,
)
_INSTEAD = re.compile(r"\binstead\b|\brather than\b|\breplay\b|\bon the\b", re.I)


def _category(instrument_id: str | None) -> str | None:
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
    return any(pattern.search(line) for _name, pattern in _OPS)


def _operation(line: str, device_id: str | None) -> str | None:
    """The operation a log line records: the first operation word on it (an error text after
    it, 'transfer nest occupied', names none), a read of a named kind before a bare 'read';
    without a word, what the line's instrument does."""
    found = sorted(
        (m.start(), name) for name, pattern in _OPS if (m := pattern.search(line)) is not None
    )
    names = [name for _start, name in found]
    if not names:
        return _BY_CATEGORY.get(_category(device_id) or "")
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
    return "  ".join(words)


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
        out[i] = "  ".join(f"{k}={v}" for k, v in zip(header, cells, strict=True))
    return out


def logged_steps(text: str) -> list[LoggedStep]:
    """The steps a run log records, in log order (a status line without an operation tells
    the outcome of the step before it)."""
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
        line = rows.get(i) or _json_line(raw.strip()) or raw
        heading = re.match(r"\s*(?:#+|//|--)?\s*(?:step|task)\s*(\d{1,3})\s*[:.)-]", raw, re.I)
        if heading and not is_log_line(raw):
            pending = (int(heading[1]),)  # '# Step 4: pellet debris' numbers the call below
            if not _operation_word(raw):
                continue
        if not is_log_line(raw) and i not in rows and not raw.lstrip().startswith("{"):
            named = [m for m in find_instruments(_software_named(raw), registry) if m.instrument_id]
            if named and (not steps or steps[-1].device_id != named[0].instrument_id):
                header_device = (named[0].text, named[0].instrument_id)
                if _category(named[0].instrument_id) == "MAG":
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
            _category(where[1] if where else None) in ("TC", "QPCR") or _PCR_WORD.search(line)
        ):
            steps.append(_pcr_step(len(steps) + 1, inline, where, raw, text))
            continue
        tenths = re.search(r"\bunit:?\s*0\.1\s*°?\s*C\b", raw, re.I) is not None
        setpoints = keyed_setpoints(line, tenths) + plain_setpoints(line)
        where = device or header_device
        operation = _operation(line, where[1] if where else None)
        kinds = {p.kind for p in setpoints}
        if operation is None and {"C", "s"} <= kinds:
            operation = "incubate"
        if (
            operation == "store"
            and "s" in kinds
            and _category(where[1] if where else None) == "INC"
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
    return steps


def _runs_it(
    operation: str, known: list[InstrumentMention], header: tuple[str, str | None] | None
) -> tuple[str, str | None] | None:
    """The instrument of a logged step: the first one the line names that can do the
    operation ('(waiting on KingFisher)' is no liquid handler), else the log's header one if
    it can; None when neither can (a 'Hold 15:00' in a plate hotel runs wherever it can)."""
    fits = _FITS.get(operation, ())
    for mention in known:
        if _category(mention.instrument_id) in fits:
            return mention.text, mention.instrument_id
    if header is not None and _category(header[1]) in fits:
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


_PROGRAM = re.compile(r"\b(?:protocol|program|method)\s*:\s*([\w-]+)", re.I)
_PENDING = re.compile(r"\b(?:not run|not started|skipped|waiting)\b", re.I)
_OLD_VALUE = re.compile(
    r"^\s*(?:[\w'-]+\s+){0,3}?(?:instead of|rather than|,?\s*not)\s+(?:the\s+)?"
    r"(\d[\d,]*(?:\.\d+)?)(\s*(?:x\s*g|xg|g\b|rpm|°\s*C|C\b|s\b|sec|min|mins|h\b|µl|ul|nm))?",
    re.I,
)
_NEW_STEP = re.compile(r"\b(?:first|before|afterwards?|then|also|plus|additionally)\b", re.I)
_KIND_WORDS = {"ex": r"excitation|\bex\b", "em": r"emission|\bem\b"}


def _family(operation: str) -> str:
    """'read' for every read: 'same read again' names a fluorescence read too."""
    return "read" if operation.startswith("read") else operation


def _named_operations(text: str) -> set[str]:
    """The operation families the text names."""
    return {
        _family(name) for name, pattern in _OPS if name != "run_program" and pattern.search(text)
    }


_UNDECIDED = re.compile(
    r"\b(?:haven't|have not|not yet|never)\s+(?:agreed|decided)|\bundecided\b|\bnot sure\b"
    r"|\bhalf (?:the|as)\b|\btwice (?:as|the)\b|\bwhichever\b|\beither (?:one|value)\b"
    r"|\b\d+\s+(?:more|fewer|less|extra|additional)\b"
    r"|\bwhich (?:one|run)\b"
    r"|\b(?:a (?:bit|little|touch)|slightly|somewhat|bit)\s+(?:longer|shorter|more|less|faster"
    r"|slower|hotter|colder|stronger|weaker|harder|gentler)\b"
    r"|\b(?:longer|shorter|faster|slower|hotter|colder|stronger|weaker|harder|gentler)"
    r"\s+(?:this time|please|now)\b",
    re.I,
)
_HANDED_OFF = re.compile(
    r"[^.;!?\n-]*\b(?:I'll|I will|we'll|we will)\b[^.;!?\n]*|[^.;!?\n]*\b(?:myself|by hand"
    r"|manually)\b[^.;!?\n]*",
    re.I,
)
"""'I'll take the plate out of the HiG4 myself': a step a person does, not one asked of the
workcell."""
_THERE = re.compile(r"\b(?:on|to|onto|use|using|with|in)\s+the\s+([A-Z][\w-]*[A-Za-z0-9])")
_NOT_INSTRUMENTS = frozenset({"sop", "eln", "lims", "log", "pc", "softmax", "qc", "pcr", "method"})


def _unknown_instrument(request: str) -> bool:
    """The sentence asking for the rerun names, after 'on / to / use the', a capitalised
    name that is no instrument of the registry ('redo this seal on the PlateLoc instead')."""
    registry = default_registry()
    for sentence in re.split(r"(?<=[.!?])\s+", request):
        if not (_CUE.search(sentence) or re.search(r"\binstead\b", sentence, re.I)):
            continue
        for m in _THERE.finditer(sentence):
            tail = sentence[m.start(1) : m.start(1) + 40]
            known = [x for x in find_instruments(tail, registry) if x.start == 0]
            if known and known[0].instrument_id is None:
                return True
            if not known and m[1].lower() not in _NOT_INSTRUMENTS:
                return True
    return False


_THE_FAILED = re.compile(r"\bthe (\w+) that (?:failed|errored|aborted)\b", re.I)


_RELATIVE_WORDS = re.compile(
    r"\b(?:lower|raise|increase|decrease|reduce|shorten|lengthen|extend|drop|bump|boost|double"
    r"|halve|triple)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:temperature|temp|time|duration|speed"
    r"|force|volume|cycles?|rpm|wavelength|integration|annealing|denaturation|extension)\b",
    re.I,
)
"""'lower the annealing temperature': a change with no new value, unless the clause gives
one ('lower the annealing to 58 °C')."""


def _added_step(request: str) -> bool:
    """'vortex the plate between the buffer and the spin', 'but first shake it': the request
    adds an action of its own, placed among the logged steps."""
    for clause in re.split(r"[.;!?]|\s-\s", request):
        if _OTHER_ACTIONS.search(clause) and re.search(
            r"\b(?:between|before|after|first|then|prior to|followed by)\b", clause, re.I
        ):
            return True
    return False


def _relative_without_value(request: str) -> bool:
    for m in _RELATIVE_WORDS.finditer(request):
        clause = re.split(r"[.;!?]|\s-\s", request[m.start() :])[0]
        if not re.search(r"\d", clause):
            return True
    return False


def _asked_labels(request: str) -> set[int]:
    """The step numbers a request picks: '#41', 'step 3', 'steps 3 and 4', 'steps 2-4'."""
    found: set[int] = set()
    for m in re.finditer(
        r"(?:#|\bsteps?\s+|\btasks?\s+)(\d{1,3})((?:\s*(?:,|and|&|-|–|to)\s*\d{1,3})*)",
        request,
        re.I,
    ):
        numbers = [int(m[1])] + [int(n) for n in re.findall(r"\d{1,3}", m[2])]
        if re.search(r"-|–|to", m[2]) and len(numbers) == 2 and numbers[0] < numbers[1] <= 99:
            numbers = list(range(numbers[0], numbers[1] + 1))
        found.update(numbers)
    return found


def _only_named(request: str) -> set[str]:
    """Operations the request singles out: 'just the peel', 'only the spin', 'redo the
    seal' ('only one change: shake it 2 min' singles out no step)."""
    named: set[str] = set()
    for m in re.finditer(
        r"\b(?:just|only|redo|repeat|re-?run|re-?do|retry)\s+(?:just\s+|only\s+)?"
        r"(?:the\s+|that\s+|this\s+)?((?:[\w-]+\s+){0,2}[\w-]+)",
        request,
        re.I,
    ):
        named |= _named_operations(m[1])
    return named


def _chosen(steps: list[LoggedStep], request: str) -> list[LoggedStep] | None:
    """The steps the request asks for, or None when it is not clear which."""
    live = [s for s in steps if s.outcome != "rejected"]
    asked = _named_operations(_SKIP.sub(" ", _HANDED_OFF.sub(" ", request)))
    if (
        asked - {_family(s.operation) for s in live}
        or _UNDECIDED.search(request)
        or _relative_without_value(request)
        or _added_step(request)
    ):
        return None  # a step the log does not give, or a choice nobody made
    if sum(bool(re.match(r"\s*run\b", s.extra_line, re.I)) for s in live) > 1:
        return None  # several logged runs, and the request does not say which
    the_failed = _THE_FAILED.search(request)
    if (
        the_failed
        and len(
            [
                s
                for s in live
                if s.outcome == "failed"
                and _family(s.operation) in _named_operations(the_failed[1])
            ]
        )
        > 1
    ):
        return None
    chosen = live
    start = _FROM.search(request)
    only_failed = _ONLY_FAILED.search(request)
    if re.search(r"\beverything (?:after|past) the (?:error|failure|abort)", request, re.I):
        chosen = [s for s in live if s.outcome != "done"]
    elif only_failed:
        failed = [s for s in live if s.outcome == "failed"]
        if not failed:
            return None  # 'redo what failed' of a log where no step read as failed
        after = _named_operations(_SKIP.sub(" ", request[only_failed.end() :]))
        after -= {_family(s.operation) for s in failed}  # 'the failed move and the spin after it'
        last = failed[-1].number if failed else 0
        later = [s for s in live if s.number > last and _family(s.operation) in after]
        chosen = failed + [
            s for k, s in enumerate(later) if s.operation not in {t.operation for t in later[:k]}
        ]
    elif start and re.match(
        r"\s*(?:that|which)\s+(?:errored|failed|aborted)", request[start.end() :]
    ):
        first = next((s.number for s in live if s.outcome == "failed"), None)
        chosen = [s for s in live if first is not None and s.number >= first]
    elif start and (numbered := re.fullmatch(r"(?:step\s*|task\s*|#)(\d+)", start[1], re.I)):
        label = int(numbered[1])
        first = next((s.number for s in live if label in s.labels), None)
        if first is None:
            return None  # 'from task 4' of a log with three
        chosen = [s for s in live if s.number >= first]
    elif start and (ops := _named_operations(start[1])):
        first = next((s.number for s in live if _family(s.operation) in ops), None)
        chosen = [s for s in live if first is not None and s.number >= first]
    elif labels := _asked_labels(request):
        if not all(any(n in s.labels for s in live) for n in labels):
            return None  # 'steps 3 and 7' of a log without a step 7
        chosen = [s for s in live if set(s.labels) & labels]
    elif named := _only_named(request):
        picked = [s for s in live if _family(s.operation) in named]
        chosen = picked or live
    if not re.search(r"\b(?:both|all|each|every|everything)\b", request, re.I):
        for m in re.finditer(r"\b(?:that|this|the)\s+([a-z-]+)\b", request, re.I):
            families = _named_operations(m[1]) if not m[1].endswith("s") else set()
            if families and sum(_family(s.operation) in families for s in chosen) > 1:
                return None  # 'do that spin again' of a log with two spins
    skipped = {
        op
        for m in _SKIP.finditer(request)
        for op in _named_operations(m[2])
        if not _ONLY.search(request[max(0, m.start() - 12) : m.start()])
    }
    return [s for s in chosen if _family(s.operation) not in skipped]


def _kind_near(request: str, q: Setpoint) -> str:
    """'nm' near 'emission' is the emission wavelength."""
    window = request[max(0, q.start - 40) : q.end + 10].lower()
    if q.kind == "nm":
        for kind, words in _KIND_WORDS.items():
            if re.search(words, window):
                return kind
    return q.kind


def _with_value(step: LoggedStep, kind: str, old: float | None, new: float) -> LoggedStep:
    points = list(step.setpoints)
    for i, p in enumerate(points):
        if p.kind == kind and (old is None or abs(p.value - old) < 1e-6):
            points[i] = replace(p, value=new)
            return replace(step, setpoints=tuple(points))
    return replace(step, setpoints=(*points, Setpoint(kind, new)))


_OTHER_ACTIONS = re.compile(
    r"\b(?:vortex\w*|sonicat\w*|invert\w*|flick\w*|resuspend\w*|wash\w*|elut\w*|freez\w*"
    r"|thaw\w*|heat(?!-kill)\w*|cool\w*|chill\w*|dry\w*|tap\w*|rock\w*|stir\w*|pipett\w*"
    r"|filter\w*|degas\w*|soak\w*|rinse\w*|let it|leave it|wait\w*|rest\w*)\b",
    re.I,
)


_AS_LOGGED = re.compile(
    r"\b(?:is|are|was|were)\s+(?:fine|ok|okay|good|correct)\b|\bas logged\b|\bstays?\b"
    r"|\bunchanged\b|\b(?:don't|do not)\s+(?:touch|change)\b",
    re.I,
)


_RELATIVE_AFTER = re.compile(
    r"\s*(?:longer|shorter|more|less|extra|higher|lower|hotter|colder|warmer|cooler|faster"
    r"|slower|stronger|weaker|above|below|on top)\b",
    re.I,
)
_RELATIVE_BEFORE = re.compile(
    r"\b(?:another|an extra|additional|extra|by|plus|minus)\s*[+-]?$", re.I
)


def _clause_around(request: str, q: Setpoint) -> str:
    """The clause a value stands in, without the value ('but vortex the plate for  - the
    pellet ...' for '10 s')."""
    before = re.split(r"[.;,\n]|\s-\s|\bbut\b", request[: q.start])[-1]
    after = re.split(r"[.;,\n]|\s-\s|\bbut\b", request[q.end :])[0]
    return before + " " + after


def _about(step: LoggedStep, clause: str) -> bool:
    """Can the clause's value belong to ``step``: the clause names the step's operation, or
    names no action at all ('2 min this time rather than 1')."""
    if _OTHER_ACTIONS.search(clause):
        return False
    named = _named_operations(clause)
    return not named or _family(step.operation) in named


def _changed(chosen: list[LoggedStep], request: str) -> list[LoggedStep] | None:
    """The chosen steps with the request's values, or None when a stated value fits no step."""
    out = list(chosen)
    protected = {
        family
        for clause in re.split(r"[.;!?\n]|\s-\s|\bbut\b", request)
        if _AS_LOGGED.search(clause)
        for family in _named_operations(clause)
    }  # 'the spin is fine as logged': no new value goes to the spin
    quoted_until = -1
    assigned: dict[tuple[int, str], float] = {}
    for q in request_quantities(request):
        if q.start < quoted_until:
            continue  # the old value of 'X instead of Y'
        kind = _kind_near(request, q)
        clause = re.split(r"[.;,\n]|\s-\s", request[: q.start])[-1]
        if _NEW_STEP.search(clause):
            return None  # 'but first give each tube a 15 s vortex': a step of its own
        old_m = _OLD_VALUE.match(request[q.end :])
        old: float | None = None
        if old_m:
            quoted_until = q.end + old_m.end()
            unit = old_m[2] or re.sub(r"^[-−]?[\d.,]+\s*", " ", request[q.start : q.end])
            old_q = request_quantities(old_m[1] + unit)
            old = old_q[0].value if old_q else None
        holders = [
            i
            for i, s in enumerate(out)
            if any(
                p.kind == kind and (old is None or abs(p.value - old) < 1e-6) for p in s.setpoints
            )
        ]
        logged = [(p.kind, p.value) for s in chosen for p in s.setpoints] + [
            pair for s in chosen if s.program for pair in s.program.temperatures_and_times()
        ]
        if old is None and any(abs(v - q.value) < 1e-6 and k == kind for k, v in logged):
            continue  # the request quotes a logged value
        holders = [i for i in holders if _family(out[i].operation) not in protected]
        if len(holders) > 1:
            near = _named_operations(_clause_around(request, q))
            holders = [i for i in holders if _family(out[i].operation) in near] or holders
        if len(holders) != 1:
            fits = [i for i, s in enumerate(out) if kind in _ACCEPTS.get(s.operation, ())]
            if old is not None or len(fits) != 1:
                return None
            holders = fits
        if _RELATIVE_AFTER.match(request[q.end :]) or _RELATIVE_BEFORE.search(request[: q.start]):
            return None  # '10 s longer', 'another 15 min': a change of the logged value
        if not _about(out[holders[0]], _clause_around(request, q)):
            return None  # 'vortex the plate for 10 s': the value is another action's
        if assigned.setdefault((holders[0], kind), q.value) != q.value:
            return None  # two new values for one setting ('150 µl ... about 170 µl')
        out[holders[0]] = _with_value(out[holders[0]], kind, old, q.value)
    return out


_ACCEPTS: dict[str, tuple[str, ...]] = {
    "spin": ("g", "s", "C"),
    "seal": ("C", "s"),
    "shake": ("rpm", "s", "C"),
    "incubate": ("C", "s"),
    "mix": ("uL",),
    "store": ("C",),
    "transfer": ("uL",),
    "read_absorbance": ("nm",),
    "read_fluorescence": ("ex", "em"),
    "read_luminescence": ("s",),
    "pcr": ("cycles",),
}


def _moved(chosen: list[LoggedStep], request: str) -> list[LoggedStep] | None:
    """Steps moved to the instrument the request names ('replay on the STAR instead')."""
    registry = default_registry()
    out = list(chosen)
    if _unknown_instrument(request):
        return None  # 'on the PlateLoc instead': an instrument the registry does not have
    for mention in find_instruments(request, registry):
        if re.search(
            r"(?:instead of|rather than|not on|not the)\s+(?:the\s+)?$", request[: mention.start]
        ):
            continue  # 'on the VSpin instead of the HiG4': the HiG4 is where it ran
        if mention.instrument_id is None:
            if re.search(rf"\b(?:on|to|onto|in|use) the {re.escape(mention.text)}", request):
                return None  # an instrument the lab does not have: the planner says so
            continue
        if any(s.device_id == mention.instrument_id for s in out):
            continue
        category = _category(mention.instrument_id)
        for i, s in enumerate(out):
            current = _category(s.device_id)
            fits = _FITS[s.operation]
            if current == category or (category in fits and (current is None or current in fits)):
                out[i] = replace(
                    s,
                    device=mention.text,
                    device_id=mention.instrument_id,
                    unread=tuple(u for u in s.unread if not u.startswith("on ")),
                )
    return out


_FITS: dict[str, tuple[str, ...]] = {
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
        operation = _operation(line, None)
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
            if _family(step.operation) == _family(operation) and any(
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
        logged = sum(
            is_log_line(line) or is_program_line(line) or len(re.findall(r",(?!\s)", line)) >= 3
            for line in lines
        )
        share = 3 if logged >= 2 else 2  # two log lines among a header or a footer: a log
        is_log = logged > 0 and share * logged >= len(lines)
        if logged and not is_log and not _CUE.search(block):
            is_log = bool(logged_steps(block))  # a run record: a header, one row, a footer
        (log_blocks if is_log else request_blocks).append(block)
    return log_blocks, request_blocks


@lru_cache(maxsize=128)
def replayed_run(text: str) -> str:
    """``text`` as the run its request asks for when it is a run log with a request to run
    it (or part of it) again; otherwise ``text`` unchanged."""
    log_blocks, request_blocks = _blocks(text)
    request = " ".join(" ".join(request_blocks).split())  # a wrapped line is one sentence
    if not log_blocks or not request_blocks or not _CUE.search(request):
        return text
    if _WELL_SELECTION.search(request):
        return text  # 'columns 7 to 12 only': the planner reads a part of a plate
    if re.search(r"\bcut off\b|\btruncated\b|\[\.\.\.\]|\brest of the (?:paste|log)\b", text, re.I):
        return text  # a log cut off: what it does not show is not guessed
    steps = logged_steps("\n".join(log_blocks))
    chosen = _chosen(steps, request) if steps else None
    if chosen and _disputed("\n".join(log_blocks), steps, chosen):
        return text  # the log says two things about a step: the planner asks
    changed = _changed(chosen, request) if chosen else None
    moved = _moved(changed, request) if changed else None
    if not moved or any(s.unread or unwritten_kinds(s) or _incomplete(s) for s in moved):
        return text  # a setting no reader knows, or one the log should give and does not
    labware = named_labware(request) or named_labware("\n".join(log_blocks))
    return "\n".join(f"{i}. {step_sentence(s, labware)}" for i, s in enumerate(moved, 1))
