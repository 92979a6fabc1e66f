"""Requests pasted from structured sources, rewritten as one plain step line per record.

Automation engineers and LIMS exports write steps as YAML-ish blocks (``- step: spin`` with
indented ``force: 800 xg``), ``key=value`` lines (``op=seal temp=175C t=2.5s``), tables with a
header row (CSV, tabs or pipes) and JSON. :func:`flatten_structured` turns each record into a
line the clause reader knows ('spin on the VSpin 800 x g 90 s'):

* a key that carries a unit gives it to a bare number ('volume_uL: 50' -> '50 uL',
  'Time (min)' -> 'min', 'T_C' -> '°C', 'rcf_xg' -> 'x g', 'wl' -> 'nm'); a number whose key
  names no unit stays bare, and the fail-safe asks about it;
* the operation, instrument, labware, wells, program and thermocycling stages are worded as
  a scientist would write them;
* records carrying an order ('seq', 'step' numbers, 'when=t0+5min', 'runs_after') are put in
  that order.

Text that is not structured is returned unchanged; the output holds no structure, so a second
call changes nothing. No digit of a value is changed.
"""

from __future__ import annotations

import json
import re
from typing import Any

from bioproagent.intent.call_records import call_records
from bioproagent.intent.config_records import Record, config_records
from bioproagent.intent.form_fields import form_records
from bioproagent.intent.key_units import UNIT_TOKENS, key_tokens, unit_of_key
from bioproagent.intent.method_exports import action_words, is_bookkeeping, xml_records
from bioproagent.intent.table_cells import RULE_LINE, aligned, cells

_OP_KEYS = {
    "op", "operation", "step", "action", "task", "name", "type", "steptype", "commandtype",
    "command", "cmd", "stage", "phase", "segment",
}  # fmt: skip
_INSTRUMENT_KEYS = {
    "instrument",
    "resource",
    "device",
    "dev",
    "liquid_handler",
    "liquid handler",
    "cycler",
    "reader",
    "arm",
    "where",
}
_TO_KEYS = {"plate", "labware", "target", "dst", "dest", "destination", "to", "dest plate"}
_FROM_KEYS = {"src", "source", "from", "source plate"}
_ORDER_KEYS = {"seq", "#", "when", "after", "runs_after", "id", "order"}
_TEXT_KEYS = {
    "what",
    "reagent",
    "note",
    "notes",
    "comment",
    "params",
    "parameters",
    "setting",
    "settings",
    "detail",
    "details",
    "conditions",
}
_OPS = {
    "read_abs": "read absorbance",
    "read_fl": "read fluorescence",
    "read_fluo": "read fluorescence",
    "read_lum": "read luminescence",
    "abs": "absorbance",
    "fl": "fluorescence",
    "fluo": "fluorescence",
    "lum": "luminescence",
    "fi": "fluorescence",  # a reader's read modes: fluorescence intensity, luminescence
    "flint": "fluorescence",
    "od": "absorbance",
    "lumi": "luminescence",
    "pcr": "run PCR",
    "qpcr": "run qPCR",
    "labchip": "run on the LabChip",
    "move": "move the plate",
    "thermoshake": "shake",
}
_STAGES = (
    ("initial", "initial denaturation"),
    ("final", "final extension"),
    ("denat", "denaturation"),
    ("anneal", "annealing"),
    ("extend", "extension"),
    ("elong", "extension"),
    ("hold", "hold"),
)
_EXPORT_ONLY = {"unload", "load", "removeseal", "deseal", "heatseal", "movelabware"}
"""Actions only software writes: 'Unload' from a store is a retrieve, 'Load' a store."""
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?")
"""'16,000' under 'Speed (x g)': a number with thousands separators."""
_KV = re.compile(r"(?:(?<=^)|(?<=[\s;|,]))([A-Za-z_][\w()°/]*)=")
_KEY = r"[A-Za-z_][\w-]*(?:[ \t][A-Za-z_][\w-]*)?(?:[ \t]*\([^)\n]{1,12}\))?"
"""A key: one or two words, perhaps with its unit in brackets ('volume_uL', 'Time (min)')."""
_YAML_ITEM = re.compile(rf"^(\s*)-\s+({_KEY})\s*:\s*(.*)$")
_YAML_KEY = re.compile(rf"^(\s*)({_KEY})\s*:\s*(.*)$")
_CLOCK = re.compile(r"^(\d{1,2}):(\d{2})(?::(\d{2}))?$")
_ISO = re.compile(r"^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$", re.I)
_EMPHASIS = re.compile(r"\*{1,2}([^*\n]+?)\*{1,2}")
"""Markdown bold and italics ('**Shake**', '*after*'): the words without the stars."""
_LABWARE_WORD = re.compile(r"\b(?:plates?|tubes?|strips?|conicals?|falcons?|reservoirs?)\b")


# -- reading records ------------------------------------------------------------------------
def _json_records(text: str) -> list[Record] | None:
    body = text.strip()
    if not body.startswith(("{", "[")):
        return None
    try:
        data = json.loads(body)
    except ValueError:
        return None
    items: list[Any] = data if isinstance(data, list) else [data]
    if isinstance(data, dict):
        nested = [v for v in data.values() if isinstance(v, list) and v and isinstance(v[0], dict)]
        if nested:
            items = nested[0]
    records = [_pairs(item) for item in items if isinstance(item, dict)]
    return records or None


def _pairs(item: dict[str, Any]) -> Record:
    out: Record = []
    for key, value in item.items():
        if isinstance(value, dict):
            out.append((str(key), " ".join(_valued(str(k), _text(v)) for k, v in value.items())))
        elif isinstance(value, list):  # names ('wash 1', 'elution'), kept as one quoted name
            out.append((str(key), "'" + " / ".join(_text(v) for v in value) + "'"))
        else:
            out.append((str(key), _text(value)))
    return out


def _text(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return ""
    return str(value)


def _table(lines: list[str]) -> tuple[int, int, list[Record]] | None:
    """The first table in ``lines``: (first line, end line, records)."""
    for start in range(len(lines)):
        columns = aligned(lines, start)
        if columns is not None:
            end, (header, *rows) = columns
            records = [[(h, c) for h, c in zip(header, row, strict=True) if c] for row in rows]
            return start, end, records
        for sep in ("\t", "|", ",", ";", " / "):
            head = lines[start]
            if head.count(sep) < 1 or (sep in ",;" and head.count(sep) < 2):
                continue
            header = cells(head, sep)
            rows, end = [], start + 1
            while end < len(lines) and (
                len(cells(lines[end], sep)) == len(header) or RULE_LINE.match(lines[end])
            ):
                row = cells(lines[end], sep)
                if not RULE_LINE.match(lines[end]) and not all(
                    re.fullmatch(r":?-{2,}:?", c) for c in row if c
                ):
                    rows.append(row)
                end += 1
            if not rows:
                continue
            if sep in ",;" and any(
                f"{sep} " in re.sub(r'"[^"]*"', "", ln) for ln in lines[start:end]
            ):
                continue  # 'Shake: 1000 rpm, 37 °C, 1 h': a list in prose, not a CSV row
            if any(re.search(r"(?<![\w])\d", re.sub(r"\([^)]*\)", "", c)) for c in header):
                records = [[("", c) for c in row if c] for row in [header, *rows]]
                return start, end, records  # no header: '| incubate | Cytomat | 30 °C |'

            if not re.search(r"[a-z]", " ".join(header), re.I):
                continue
            if sep == "," and not any(_NUMBER.search(c) for row in rows for c in row):
                continue
            records = [[(h, c) for h, c in zip(header, row, strict=True) if c] for row in rows]
            return start, end, records
    return None


def _kv_records(line: str) -> list[Record] | None:
    """The records of a 'key=value' line, or None when the line is not one: fewer than two
    keys, or words before the first key ('read fl ex=530 em=590' is prose with values)."""
    keys = list(_KV.finditer(line))
    if len(keys) < 2 or line[: keys[0].start()].strip(" \t-*•|;"):
        return None
    parts = re.split(r"\s+\|\s+|\s*;\s*(?=\w+=)", line) if line.count("op=") > 1 else [line]
    out = []
    for part in parts:
        keys = list(_KV.finditer(part))
        record: Record = []
        for k, m in enumerate(keys):
            end = keys[k + 1].start() if k + 1 < len(keys) else len(part)
            record.append((m.group(1), part[m.end() : end].strip(" ;,")))
        out.append(record)
    return out


def _yaml_records(lines: list[str]) -> tuple[int, int, list[Record]] | None:
    """'- key: value' items with indented 'key: value' lines (a 'steps:' line before them
    is dropped), or a block whose first key is 'step' / 'op' in lower case."""
    start = next((i for i, ln in enumerate(lines) if _YAML_ITEM.match(ln)), None)
    head = re.fullmatch(r"([a-z][\w ]*):\s*", lines[0]) if lines else None
    if start is None and head is not None and len(lines) > 1:
        body = [_YAML_KEY.match(ln) for ln in lines[1:] if ln.strip()]
        if body and all(m is not None and m.group(1) for m in body):  # indented 'key: value'
            record: Record = (
                [] if head.group(1) in ("protocol", "steps", "job") else [("op", head.group(1))]
            )
            record += [(m.group(2), m.group(3)) for m in body if m is not None]
            return 0, len(lines), [record]
    if start is None:
        first = _YAML_KEY.match(lines[0]) if lines else None
        if first is None or first.group(2) not in ("step", "op", "operation", "action"):
            return None
        if not all(_YAML_KEY.match(ln) for ln in lines if ln.strip()):
            return None
        return (
            0,
            len(lines),
            [[(m.group(2), m.group(3)) for ln in lines if (m := _YAML_KEY.match(ln))]],
        )
    if start and re.fullmatch(r"\s*[\w ]+:\s*", lines[start - 1]):
        start -= 1  # 'steps:'
    records: list[Record] = []
    end = start
    for end in range(start, len(lines)):
        item, key = _YAML_ITEM.match(lines[end]), _YAML_KEY.match(lines[end])
        if item is not None:
            records.append([(item.group(2), item.group(3))])
        elif key is not None and records:
            records[-1].append((key.group(2), key.group(3)))
        elif key is not None and not records:
            continue
        elif lines[end].strip():
            return start, end, _one_record_if_bulleted(records)
    return start, end + 1, _one_record_if_bulleted(records)


_FIELD_KEYS = (
    _INSTRUMENT_KEYS
    | _TO_KEYS
    | _FROM_KEYS
    | _TEXT_KEYS
    | {
        "assay",
        "samples",
        "program",
        "mode",
        "wells",
        "cycles",
    }
)


def _one_record_if_bulleted(records: list[Record]) -> list[Record]:
    """A bullet list of single 'Key: value' fields ('- Assay: DNA 1K', '- Samples: 48') is one
    record (a form); bullets whose keys are no fields ('- Spin on the 5810R: ...', '- Hamilton
    STAR: move ...') are prose steps, not records, and are left as written (empty result)."""
    if not records or any(len(r) > 1 for r in records):
        return records
    keys = [r[0][0].strip().lower() for r in records]
    fields = all(k in _FIELD_KEYS or k in _OP_KEYS or unit_of_key(k) for k in keys)
    if not fields or len(set(keys)) != len(keys):
        return []
    return records if all(k in _OP_KEYS for k in keys) else [[p for r in records for p in r]]


# -- wording a record -----------------------------------------------------------------------
def _key_words(key: str) -> str:
    """A key as words, without its unit ('volume_uL' -> 'volume'); '' for a one-letter key."""
    words = [
        t
        for t in key_tokens(key)
        if not any(t in sp for sp, _ in UNIT_TOKENS) and len(t) > 1 and ":" not in t
    ]
    return " ".join(words)


def _valued(key: str, value: str) -> str:
    """A value with the unit its key names when it has none ('15' under 'volume_uL')."""
    value = value.strip()
    flow = re.fullmatch(r"\{(.*)\}", value)
    if flow is not None:  # '{temp_C: 95, time_s: 180}'
        pairs = [p.split(":", 1) for p in flow.group(1).split(",") if ":" in p]
        return " ".join(_valued(k.strip(), v.strip()) for k, v in pairs)
    clock = _CLOCK.match(value)
    if clock and ("hh" in key.lower() or "mm:ss" in key.lower() or clock.group(3)):
        a, b, c = (int(g) if g else 0 for g in clock.groups())
        seconds = a * 3600 + b * 60 + c if clock.group(3) else a * 60 + b
        return f"{seconds} s"
    iso = _ISO.match(value)
    if iso and any(iso.groups()):
        h, m, s = iso.groups()
        return " ".join(f"{v} {u}" for v, u in ((h, "h"), (m, "min"), (s, "s")) if v)
    unit = unit_of_key(key)
    if unit == "°C" and re.fullmatch(r"(?i)rt|r\.t\.|room\s+temp(?:erature)?|ambient", value):
        return "at room temperature"  # 'Temp: RT'
    if unit == "rpm" and _NUMBER.fullmatch(value) and float(value) < 100:
        return value  # 'Speed: 5': a dial setting, no rpm (the fail-safe asks)
    if unit and (_NUMBER.fullmatch(value) or _THOUSANDS.fullmatch(value.strip())):
        return f"{value} {unit}"
    return value.replace("_", " ")


def _labware(value: str) -> str:
    v = value.replace("_", " ").replace("deepwell", "deep-well")
    if _LABWARE_WORD.search(v.lower()):
        return v  # '1.5 mL tubes x 24', '384-well PCR plate': as written
    v = re.sub(r"\b(96|384|24|48)(?:w|[ -]?wells?)?(?=\s|$|,)", r"\1-well", v)
    return f"{v} plate"


_STAGE_ROW = re.compile(
    r"(?i)(?:\d{1,3}\s*(?:x|×|cycles?)\s*(?:of\s*)?[:,-]?\s*)?"  # '30 cycles: denat'
    r"(?:init|initial|final|denat|anneal|exten|extend|elong|hold|hot\s*start|activation)"
)
"""A program table's row named by its stage ('Init denat', 'Anneal', 'Final ext')."""
_KEY_WORD = re.compile(r"^(?:temp|temperature|time|duration|dur)\s+(?=\d|at\s+room|∞|inf)", re.I)


_VOLUME = re.compile(r"(?i)\d\s*(?:µl|μl|ul|ml|microlit\w*|millilit\w*)\s*$")
_UNIT_KEY = re.compile(r"(?i)\s*(?:units?|uom|unit\s+of\s+measure)\s*")
_AMOUNT_KEY = re.compile(r"(?i)\s*(?:qty|quantity|amount|amt|vol(?:ume)?|value|val)\.?\s*")


_CYCLES_LABEL = re.compile(r"(?i)\s*(?:no\.?\s+of\s+|number\s+of\s+)?cycles?\s*")


def _merged_units(record: Record) -> Record:
    """A 'Qty' column read with the 'Unit' column beside it ('| water | 40 | µl |' under
    'Reagent | Qty | Unit'): one amount, '40 µl', that no column drops on its own."""
    unit = next((v.strip() for k, v in record if _UNIT_KEY.fullmatch(k) and v.strip()), "")
    amount = next(
        (k for k, v in record if _AMOUNT_KEY.fullmatch(k) and _NUMBER.fullmatch(v.strip())), None
    )
    if not unit or amount is None:
        return record
    return [
        ("amount", f"{v.strip()} {unit}") if k == amount else (k, v)
        for k, v in record
        if not _UNIT_KEY.fullmatch(k)
    ]


def _line(record: Record) -> str:
    op, parts, tail, where = "", [], [], []
    record = _merged_units(record)
    label = [v for _, v in record if _CYCLES_LABEL.fullmatch(v)]
    numbers = [v.strip() for _, v in record if _NUMBER.fullmatch(v.strip())]
    if label and len(numbers) == 1:  # '| cycles | 40 | |' under 'stage | °C | time'
        return f"{numbers[0]} cycles"
    for key, value in record:
        k = key.strip().lower()
        tokens = key_tokens(key)
        if (
            not value.strip()
            or k in _ORDER_KEYS
            or value.strip() in ("-", "—", "–", "n/a")
            or (re.search(r"(?:#|\bno\.?|\bnumber)$", k) and _NUMBER.fullmatch(value.strip()))
            or k in _RUN_KEYS  # 'Run?: Y': which rows run, said by _selected_rows
        ):  # 'Read #: 2', 'Step no.: 3': the row's number
            continue
        if k in ("step", "row") and _NUMBER.fullmatch(value.strip()):
            continue  # 'step: 3' is the step's number (the records are in that order)
        if is_bookkeeping(key) and k not in _OP_KEYS and k not in _ORDER_KEYS:
            continue  # 'Guid', 'Barcode', 'Nest', 'LiquidClass': the export's bookkeeping
        if (
            k in _OP_KEYS
            and not op
            and re.fullmatch(r"(?i)(?:no\.?\s+of\s+)?cycles?", value.strip())
        ):
            cycles = next((v for _, v in record if _NUMBER.fullmatch(v.strip())), None)
            if cycles is not None:  # a program table's 'Cycles | 30 |' row
                return f"{cycles.strip()} cycles"
        if k in _OP_KEYS and not op and not _NUMBER.fullmatch(value.strip()):
            word = value.strip().lower()
            action = action_words(value)
            if action == "":
                return ""  # 'Aspirate', 'GetTips': part of the next step, or no step
            if action and not re.search(r"[a-z][A-Z]", value) and word not in _EXPORT_ONLY:
                action = None  # 'centrifuge', 'seal': words the reader knows, kept as written
            op = action or _OPS.get(word, value.replace("_", " ") if " " not in word else value)
        elif k == "n":
            parts.append(f"n = {value}")
        elif k in ("mode", "read type", "readout") or (k == "type" and op):
            parts.append(_OPS.get(value.strip().lower(), value))
        elif k in _INSTRUMENT_KEYS:  # last on the line: 'on the SpectraMax', not '... Abs'
            where.append(f"{'with' if k == 'arm' else 'on'} the {value}")
        elif k in _FROM_KEYS:
            parts.append(f"from the {_labware(value)}")
        elif k in _TO_KEYS:
            parts.append(f"into the {_labware(value)}")
        elif {"col", "cols", "column", "columns"} & set(tokens):
            parts.append(f"columns {value}" if re.match(r"\d", value) else value)
        elif {"row", "rows"} & set(tokens):
            parts.append(f"rows {value}" if re.match(r"[a-p]\b", value, re.I) else value)
        elif {"well", "wells"} & set(tokens):
            parts.append(f"wells {value}" if re.match(r"[a-p]\d", value, re.I) else value)
        elif k in ("program", "prog", "protocol"):
            parts.append(f"the '{value}' program")
        elif k == "assay":
            parts.append(f"the {value} assay")
        elif re.search(r"samples?$", k) or k == "n_samples":
            count = re.match(r"\s*(\d+)\b(.*)$", value)  # '48 (96-well PCR plate)'
            parts.append(f"{count.group(1)} samples{count.group(2)}" if count else value)
        elif k in ("cycles", "reps", "repeats", "repetitions", "mixes"):
            word = "cycles" if k == "cycles" else "times"
            parts.append(f"{value} {word}" if _NUMBER.fullmatch(value) else value)
        elif (stage := next((w for s, w in _STAGES if k.startswith(s)), None)) is not None:
            if parts and parts[-1].startswith(f"{stage} "):
                parts[-1] += f" {_valued(key, value)}"  # 'Denat (°C)', then 'Denat (s)'
            else:
                parts.append(f"{stage} {_valued(key, value)}")
        elif {"ex", "em"} <= set(tokens) and (pair := re.fullmatch(r"(\d+)\s*/\s*(\d+)", value)):
            parts.append(f"excitation {pair.group(1)} nm emission {pair.group(2)} nm")
        elif k.startswith(("ex", "excitation")) and not k.startswith("ext"):
            parts.append(f"excitation {_valued(key, value)}")
        elif k.startswith(("em", "emission")):
            parts.append(f"emission {_valued(key, value)}")
        elif k.startswith("integration"):
            parts.append(f"integration {_valued(key, value)}")
        elif k in _TEXT_KEYS:
            tail.append(value)
        else:
            parts.append(f"{_key_words(key)} {_valued(key, value)}".strip())
    if (
        not op
        and any(k == "amount" and _VOLUME.search(v) for k, v in record)
        and any(k.strip().lower() in ("reagent", "component", "what", "item") for k, _ in record)
    ):  # a reagent table's row: that much of it goes in
        op, parts = "add", [p.removeprefix("amount ") for p in parts]
    if not op and any(k.strip().lower() in ("program", "prog") for k, _ in record):
        op = "run"  # '{"instrument": "KingFisher Flex", "program": ...}'
    if _STAGE_ROW.match(op) or any(
        p.startswith("at room temperature") for p in parts
    ):  # 'Anneal | 62 °C | 20 s' under 'Temp' and 'Time', 'Temp: RT': the values alone
        parts = [_KEY_WORD.sub("", p) for p in parts]
    return " ".join(w for w in (op, *parts, *tail, *where) if w).strip()


# -- order ----------------------------------------------------------------------------------
def _offset_s(value: str) -> float | None:
    m = re.fullmatch(r"t0(?:\+(\d+(?:\.\d+)?)\s*(s|min|h))?", value.strip().lower())
    if m is None:
        return None
    scale = {"s": 1, "min": 60, "h": 3600, None: 0}[m.group(2)]
    return float(m.group(1) or 0) * scale


def _ordered(records: list[Record]) -> list[Record]:
    def get(record: Record, *keys: str) -> str | None:
        return next((v for k, v in record if k.strip().lower() in keys), None)

    seqs = [get(r, "seq", "#", "step", "order") for r in records]
    if all(s is not None and _NUMBER.fullmatch(s.strip()) for s in seqs):
        return [
            r
            for _, r in sorted(
                zip([float(s or 0) for s in seqs], records, strict=True), key=lambda p: p[0]
            )
        ]
    whens = [_offset_s(get(r, "when") or "") for r in records]
    if all(w is not None for w in whens):
        return [
            r
            for _, r in sorted(
                zip([w or 0.0 for w in whens], records, strict=True), key=lambda p: p[0]
            )
        ]
    names = [(get(r, "id", "name", "op", "step") or "").strip().lower() for r in records]
    after = [(get(r, "after", "runs_after") or "").strip().lower() for r in records]
    if not any(after) or len(set(names)) != len(names):
        return records
    placed: list[int] = []
    while len(placed) < len(records):
        ready = [
            i
            for i in range(len(records))
            if i not in placed
            and (not after[i] or after[i] in {names[j] for j in placed} or after[i] not in names)
        ]
        if not ready:
            return records  # a cycle: keep the written order
        placed.append(ready[0])
    return [records[i] for i in placed]


# -- entry point ----------------------------------------------------------------------------
_ROW_KEYS = {"row", "#", "no", "no.", "line", "nr"}
_ONLY_ROWS = re.compile(
    r"(?i)\b(?:(?:run|do)\s+)?(?:only\s+)?rows?\s+(?P<a>\d{1,3})(?:\s*(?:-|–|to|and)\s*(?P<b>\d{1,3}))?"
    r"(?:\s+only\b|(?=[^.\n]*\bonly\b))"
    r"|\bonly\s+rows?\s+(?P<c>\d{1,3})(?:\s*(?:-|–|to|and)\s*(?P<d>\d{1,3}))?"
)
"""'please run row 3 only', 'run rows 3-5 only', 'only rows 2 and 4': the sheet rows to run."""


_SELECTION_SENTENCE = re.compile(
    r"(?i)[^.;\n]*\brows?\s+\d{1,3}(?:\s*(?:-|–|to|and)\s*\d{1,3})?[^.;\n]*\bonly\b[^.;\n]*[.;]?"
    r"|[^.;\n]*\bonly\s+rows?\s+\d{1,3}[^.;\n]*[.;]?"
)


_RUN_KEYS = {"run?", "run", "do?", "include", "include?", "run it?", "use?"}
_NO = re.compile(r"(?i)\s*(?:n|no|skip|-|✗|x)\b")


def _selected_rows(records: list[Record], outside: str) -> list[Record]:
    """The records of the sheet rows the text around the table selects ('run row 3 only'),
    when the table numbers its rows, without the rows a 'Run?' column says N to; all of
    them otherwise."""
    flagged = [any(k.strip().lower() in _RUN_KEYS and _NO.match(v) for k, v in r) for r in records]
    if any(flagged) and not all(flagged):
        return [r for r, no in zip(records, flagged, strict=True) if not no]
    m = _ONLY_ROWS.search(outside)
    if m is None:
        return records
    a, b = (m["a"], m["b"]) if m["a"] else (m["c"], m["d"])
    first, last = int(a), int(b or a)
    wanted = {first, last} if m.group(0).lower().count(" and ") else set(range(first, last + 1))

    def number(record: Record) -> int | None:
        for key, value in record:
            if key.strip().lower() in _ROW_KEYS and re.fullmatch(r"\d{1,3}", value.strip()):
                return int(value)
        return None

    numbered = [number(r) for r in records]
    if any(n is None for n in numbered) or not wanted & set(numbered):  # type: ignore[operator]
        return records
    return [r for r, n in zip(records, numbered, strict=True) if n in wanted]


_SETTING_NUMBER = re.compile(
    r"(?<![\w.])(\d+(?:[.,]\d+)?)\s*(?:µl|ul|ml|x\s*g|×\s*g|rpm|°\s*c|°|nm|s\b|sec|min|h\b|%)",
    re.IGNORECASE,
)


def _keeps_values(before: str, after: str) -> bool:
    """Whether every number written with a setting's unit in ``before`` is still in
    ``after`` (the records read from it): a flattening never drops a stated value."""
    kept = set(re.findall(r"\d+(?:[.,]\d+)?", after))
    return all(m.group(1) in kept for m in _SETTING_NUMBER.finditer(before))


_FIELD_CELL = re.compile(r"[ \t]*[A-Za-z][A-Za-z .#/-]{0,30}:[ \t]*\S[^|]*")
"""A ticket's 'Priority: 3-Moderate' between bars: one field, not a table cell."""


def _field_cells(line: str) -> list[str]:
    """A ticket header's line of fields ('RITM0051177 | Summary: ...', 'Requested by: P.
    Ndlovu | Priority: 3-Moderate') as one line per field; any other line as it is."""
    cells = line.split("|")
    if len(cells) < 2 or len(cells) > 4 or not all(_FIELD_CELL.fullmatch(c) for c in cells[1:]):
        return [line]
    first = cells[0].strip()
    if not (_FIELD_CELL.fullmatch(cells[0]) or re.fullmatch(r"[\w#/.-]*\d[\w#/.-]*", first)):
        return [line]  # a table row, whose first cell is a step
    return [c.strip() for c in cells if c.strip()]


def flatten_structured(text: str) -> str:
    """``text`` with its structured records written as plain step lines (see module)."""
    text = _EMPHASIS.sub(r"\1", text)
    records = _json_records(text)
    if records is not None:
        return "\n".join(line for r in _ordered(records) if (line := _line(r)))
    lines = [cell for line in text.split("\n") for cell in _field_cells(line)]
    for finder in (xml_records, config_records, call_records, _table, _yaml_records, form_records):
        found = finder(lines)
        if found is not None and found[2]:
            start, end, recs = found
            outside = "\n".join([*lines[:start], *lines[end:]])
            chosen = _selected_rows(recs, outside)
            if chosen is not recs:  # the selection is applied: its sentence asks nothing more
                lines = [_SELECTION_SENTENCE.sub("", line) for line in lines]
            body = [line for r in _ordered(chosen) if (line := _line(r))]
            if (
                finder is call_records
                and chosen is recs
                and not _keeps_values("\n".join(lines[start:end]), "\n".join(body))
            ):
                continue  # a part the calls did not hold ('| odtc hold 4°C 5min'): read it whole
            rest = flatten_structured("\n".join(lines[end:])) if end < len(lines) else ""
            return "\n".join([*lines[:start], *body, *([rest] if rest else [])])
    per_line = [(line, _kv_records(line)) for line in lines]
    if text.strip() and all(
        line_records is not None for line, line_records in per_line if line.strip()
    ):
        every = [r for line, line_records in per_line if line.strip() for r in line_records or []]
        return "\n".join(_line(r) for r in _ordered(every))  # the records order each other
    out: list[str] = []
    for line, line_records in per_line:
        out += [line] if line_records is None else [_line(r) for r in _ordered(line_records)]
    return "\n".join(out)
