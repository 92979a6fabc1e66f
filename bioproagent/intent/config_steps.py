"""The steps of a config tree, for :mod:`bioproagent.intent.config_records`.

What a key is (an operation, a thermocycling stage, an instrument, a plate), what a comment
adds (a unit, an instrument), and the blocks of the tree as steps: one record
(``[(key, value), ...]``) per step, with what orders it (a number, ``after:``, ``before:``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bioproagent.errors import RegistryError
from bioproagent.intent.config_tree import _Map, _Node, _Seq
from bioproagent.intent.instruments import find_instruments
from bioproagent.intent.key_units import UNIT_TOKENS, unit_of_key
from bioproagent.intent.lexicon import OPERATION_RES, READ_ANY
from bioproagent.registry.loader import load_registry

Record = list[tuple[str, str]]


@dataclass
class _Step:
    name: str  # the key it was written under ('1_seal', 'pre_read_spin'), for ordering
    record: Record
    number: float | None = None
    after: set[str] = field(default_factory=set)
    before: set[str] = field(default_factory=set)


_OP_KEYS = {"op", "operation", "action", "task", "kind", "do", "cmd", "command", "step"}
_MODE_KEYS = {"kind", "type", "mode"}
_ORDER_KEYS = {"order", "sequence", "run_order"}
_AFTER_KEYS = {"after", "requires", "depends_on", "needs", "runs_after"}
_HANDLER_KEYS = {"liquid_handler", "handler", "lh", "robot", "pipette_host", "pipettor"}
_DEVICE_KEYS = {
    "instrument", "device", "dev", "on", "unit", "model", "block", "machine", "location",
    "where", "reader", "cycler", "centrifuge", "sealer", "shaker", "incubator",
}  # fmt: skip
_LABWARE_KEYS = {"plate", "labware", "plate_type", "tubes", "head", "format"}
_TITLE_KEYS = {"protocol", "name", "title", "description", "id", "run"}
_FILLER_NAMES = {
    "", "then", "next", "after", "finally", "first", "post", "steps", "stages", "protocol",
    "job", "jobs", "run", "method", "workflow",
}  # fmt: skip
_TRUE = {"yes", "true", "on", "1"}
_FALSE = {"no", "false", "off", "0", "none", "skip"}
_CONFIG_OPS = re.compile(
    r"\b(?:thermocycl\w*|q?pcr|cycle|unseal|deseal|fetch|park|dispense|aspirate|incubat\w*|"
    r"equilibrat\w*|vortex|sonicate|wash|elute)\b"
)
_STAGE_KEYS = (
    (re.compile(r"^(?:init\w*|hot_?start|activation)$"), "initial"),
    (re.compile(r"^(?:den|denat\w*|melt\w*)$"), "denaturation"),
    (re.compile(r"^(?:ann|anneal\w*)$"), "annealing"),
    (re.compile(r"^(?:ext|exten\w*|extend\w*|elong\w*)$"), "extension"),
    (re.compile(r"^final\w*$"), "final extension"),
)
_STORE = re.compile(r"\b(?:stor\w*|retriev\w*|fetch|park)\b")
_TEMPERATURE = re.compile(r"\d\s*°?\s*C\b", re.I)
_QUANTITY = re.compile(
    r"\d\s*(?:[uµμ]l|ml|nm|x\s?g|g|rpm|s|sec|secs|min|mins|h|hrs?|°?c|ms)\b", re.I
)
_COMMENT_FILLER = {"in", "all", "unit", "units", "values", "are", "is", "=", ":"}


# -- what a key is --------------------------------------------------------------------------
def _words(key: str) -> str:
    return re.sub(r"[_.\-]+", " ", key).strip().lower()


def _is_op(key: str) -> bool:
    """Whether a key names an operation ('spin', 'read_lum', 'add_buffer', 'thermocycle')."""
    words = _words(key)
    if words in _DEVICE_KEYS - {"centrifuge", "shaker", "sealer", "incubator"} | _HANDLER_KEYS:
        return False
    return bool(
        re.search(READ_ANY, words)
        or _CONFIG_OPS.search(words)
        or any(rx.search(words) for name, rx in OPERATION_RES if not name.startswith("@"))
    )


def _stage(key: str, value: str) -> str | None:
    """The thermocycling stage a key names when its value is one ('denat: 98C/10s')."""
    if not _TEMPERATURE.search(value):
        return None
    k = key.lower()
    return next((stage for rx, stage in _STAGE_KEYS if rx.match(k)), None)


def _steps_inside(node: _Node) -> bool:
    """Whether a block holds steps (an operation key over a value, or a list of records)
    rather than being one step's settings."""
    if isinstance(node, _Seq):
        return any(isinstance(item, _Map) for item in node)
    if not isinstance(node, _Map) or any(k.lower() in _OP_KEYS for k, _, _ in node):
        return False
    for key, value, _ in node:
        if isinstance(value, _Seq) and any(isinstance(v, _Map) for v in value):
            return True
        if not _is_op(key):
            if isinstance(value, _Map) and _steps_inside(value):
                return True
            continue
        if isinstance(value, _Map | _Seq):
            return True
        if value.lower() in _TRUE or _QUANTITY.search(value):
            return True  # 'add_buffer: 300 uL', 'peel = yes'
    return False


# -- comments -------------------------------------------------------------------------------
def _comment_unit(note: str) -> str | None:
    """The unit a comment is ('# nm', '# all in uL'), else None."""
    words = [w for w in re.split(r"[\s,;()]+", note.lower()) if w and w not in _COMMENT_FILLER]
    if len(words) != 1 or len(words[0]) < 2:
        return None
    return next((unit for spellings, unit in UNIT_TOKENS if words[0] in spellings), None)


def _comment_instrument(note: str) -> str | None:
    """A registry instrument a comment names ('# VSpin, just pulling droplets down')."""
    if not note or not re.search(r"[A-Za-z]", note):
        return None
    try:
        registry = load_registry()
    except RegistryError:
        return None
    known = [m for m in find_instruments(note, registry) if m.instrument_id is not None]
    return known[0].text if known else None


# -- records --------------------------------------------------------------------------------
def _scalar(key: str, value: str, unit: str | None) -> str:
    value = value.strip()
    if unit and re.fullmatch(r"-?\d+(?:\.\d+)?", value) and unit_of_key(key) is None:
        return f"{value} {unit}"  # '# nm', 'unit = "uL"'
    return value


def _fields(node: _Map, unit: str | None, record: Record) -> None:
    """The settings of one step, nested blocks spliced in ('cycling:' over 'n: 40')."""
    sibling = next(
        (
            u
            for k, v, _ in node
            if k.lower() in ("unit", "units") and isinstance(v, str)
            for spellings, u in UNIT_TOKENS
            if v.strip().lower() in spellings
        ),
        None,
    )
    for key, value, note in node:
        k = key.lower()
        here = _comment_unit(note) or sibling or unit
        if k in ("unit", "units") and sibling is not None:
            continue
        if isinstance(value, _Map):
            flat = ", ".join(f"{a}: {b}" for a, b, _ in value if isinstance(b, str))
            hot = any(unit_of_key(a) == "°C" for a, _, _ in value)  # '{temp_C: 95, time_s: 180}'
            stage = _stage(key, flat + (" 0 C" if hot else ""))
            if stage is not None:
                record.append((stage, "{" + flat + "}"))  # 'hotstart: {temp: 95C, time: 2min}'
            else:
                _fields(value, here, record)
        elif isinstance(value, _Seq):
            scalars = [_scalar(key, v, here) for v in value if isinstance(v, str)]
            stage = _stage(key, " ".join(scalars))
            joined = " ".join(scalars) if stage else ", ".join(scalars)
            record.append((stage or key, joined))
            for item in value:
                if isinstance(item, _Map):
                    _fields(item, here, record)
        else:
            stage = _stage(key, value)
            if stage is not None:  # '98C/30s', '95C x 3min': the stage's two values
                value = re.sub(r"(?<=C)\s*(?:/|x|×|,)\s*(?=\d)", " ", value, flags=re.I)
            record.append((stage or key, _scalar(key, value, here)))
        where = _comment_instrument(note)
        if where and not any(_role(k2) == "device" for k2, _ in record):
            record.append(("instrument", where))


def _role(key: str) -> str:
    k = key.lower()
    if k in _HANDLER_KEYS or k in _DEVICE_KEYS or k in ("instrument", "liquid handler"):
        return "device"
    if k in _LABWARE_KEYS:
        return "labware"
    return ""


def _named(key: str) -> tuple[str, float | None, str]:
    """A block's name: (name for ordering, its number, the operation it names) — '1_seal' is
    (seal, 1, seal), 'step 2' (step 2, 2, ''), 'pre_read_spin' (pre_read_spin, None, spin)."""
    name = _words(key).replace(" ", "_")
    number = re.search(r"(?:^|_)(\d+(?:\.\d+)?)(?:_|$)", name)
    word = re.sub(r"(?:^|_)\d+(?:\.\d+)?(?=_|$)", "", name).strip("_")
    word = re.sub(r"^(?:pre|post)_[a-z]+_(?=\w)", "", word)  # 'pre_read_spin' -> 'spin'
    word = re.sub(r"_(?:params|parameters|settings|cfg|config|conf)$", "", word)
    op = word if word and _is_op(word) else ""
    return name, float(number.group(1)) if number else None, op


def _step(key: str, node: _Map, note: str) -> _Step:
    name, number, op = _named(key)
    explicit = next((v for k, v, _ in node if k.lower() in _OP_KEYS and isinstance(v, str)), "")
    record: Record = []
    if op or not (explicit or _words(key) in _FILLER_NAMES):
        record.append(("op", (op or _words(key)).replace(" ", "_")))
    fields: Record = []
    _fields(node, _comment_unit(note), fields)
    step = _Step(name, record, number)
    has_op = bool(record)
    stages = any(k in {s for _, s in _STAGE_KEYS} for k, _ in fields)
    for k, v in fields:
        low = k.lower()
        if low in _AFTER_KEYS:
            step.after |= {_words(n).replace(" ", "_") for n in re.split(r"[,\s]+", v) if n}
        elif low == "before":
            step.before |= {_words(n).replace(" ", "_") for n in re.split(r"[,\s]+", v) if n}
        elif low in _OP_KEYS and not has_op and not re.fullmatch(r"\d+", v.strip()):
            record.insert(0, ("op", v))
            has_op = True
        elif low in _MODE_KEYS and has_op:
            record.append(("mode", v))
        elif v.strip().lower() in _FALSE and not re.search(r"\d", v):
            continue  # 'heat: off' sets nothing
        elif low in ("from", "to", "into", "target") and _STORE.search(_words(op or explicit)):
            record.append(("instrument", v))  # 'retrieve: {from: "Cytomat 2C425"}'
        elif re.match(r"int(?:egrat\w*)?(?:_|$)", low):
            record.append((re.sub(r"^int\w*?(?=_|$)", "integration", low), v))  # 'int_s'
        elif low in ("n", "n_cycles") and stages:
            record.append(("cycles", v))
        elif (_role(k) == "device" and low != "unit") or (low == "unit" and not _is_unit(v)):
            record.append(("instrument", v))
        else:
            record.append((k, v))
    where = _comment_instrument(note)
    if where and not any(k == "instrument" for k, _ in record):
        record.append(("instrument", where))
    before = re.match(r"^pre_([a-z]+)_", name)
    if before:
        step.before.add(before.group(1))
    return step


def _is_unit(value: str) -> bool:
    return any(value.strip().lower() in spellings for spellings, _ in UNIT_TOKENS)


def _truthy(value: str) -> bool:
    return value.strip().lower() in _TRUE or value.strip() == "{}"


def _walk(node: _Map | _Seq, out: list[_Step], order: list[str]) -> None:
    """The steps of a block, in the order written; the block's instrument and plate go to
    the steps they fit (a liquid handler to the additions, a plate to the first step)."""
    first = len(out)
    shared: list[tuple[str, str, str]] = []
    entries = list(node) if isinstance(node, _Map) else [("", item, "") for item in node]
    for key, value, note in entries:
        k = key.lower()
        if k in _ORDER_KEYS:
            names = value if isinstance(value, _Seq) else re.split(r"\s*[,>;]\s*", str(value))
            order += [_named(str(n))[0] for n in names if isinstance(n, str) and n.strip()]
        elif isinstance(value, _Seq):
            if _is_op(k) and not _steps_inside(value):
                out += [_Step(k, [("op", key), ("", str(v))]) for v in value if str(v).strip()]
            elif _is_op(k):
                for item in value:
                    if isinstance(item, _Map) and len(item) == 1 and isinstance(item[0][1], str):
                        what, amount, _ = item[0]  # 'add: [{dye: 198 µL}, {sample: 2 µL}]'
                        out.append(_step(key, _Map([("", f"{amount} {_words(what)}", "")]), note))
                    elif isinstance(item, _Map):
                        out.append(_step(key, item, note))
            else:
                items = [v for v in value if isinstance(v, _Map)]
                for item in items:
                    _block(key if _is_op(k) else "", item, note, out, order)
                scalars = [str(v).strip() for v in value if isinstance(v, str) and v.strip()]
                if not items and all(" " in v for v in scalars):
                    out += [_Step(k, [("", v)]) for v in scalars]  # '["seal @ 170C", "park"]'
                elif not items:
                    out.append(_Step(k, [(key, ", ".join(scalars))]))
        elif isinstance(value, _Map):
            _block(key, value, note, out, order)
        elif not key:
            out.append(_Step("", [("", value)]))
        elif _role(k) or (k in _TITLE_KEYS and not re.search(r"\d", value)):
            shared.append((key, value, note))
        elif _is_op(k) and (_truthy(value) or not value.strip()):
            out.append(_step(key, _Map(), note))
        elif _is_op(k) and value.strip().lower() in _FALSE:
            continue  # 'heat = off'
        elif _is_op(k):
            out.append(_step(key, _Map([("", value, note)]), ""))
        else:
            out.append(_Step(k, [(key, _scalar(key, value, _comment_unit(note)))]))
    _share(shared, out[first:])


def _block(key: str, node: _Map, note: str, out: list[_Step], order: list[str]) -> None:
    """A block: steps ('picogreen:' over 'add:', 'read:'), or one step's settings, named by
    its key or by its only key ('- odtc_hold: {T: 95C, t: 5 min}')."""
    if _steps_inside(node) or (node and all(k.lower() in _ORDER_KEYS for k, _, _ in node)):
        _walk(node, out, order)
    elif not _is_op(key) and len(node) == 1 and isinstance(only := node[0][1], _Map):
        out.append(_step(node[0][0], only, node[0][2]))
    else:
        out.append(_step(key, node, note))


def _share(shared: list[tuple[str, str, str]], steps: list[_Step]) -> None:
    if not steps:
        return
    for key, value, _ in shared:
        k = key.lower()
        if k in _TITLE_KEYS and _role(k) == "":
            continue  # 'protocol: growth_check' titles the run
        if _role(k) == "labware":
            target = next(
                (s for s in steps if not any(_role(a) == "labware" for a, _ in s.record)), None
            )
            if target is not None:
                target.record.append((k, value))
            continue
        liquid = [s for s in steps if _liquid(s.record)] if k in _HANDLER_KEYS else steps
        for step in liquid or steps[:1]:
            if not any(a == "instrument" for a, _ in step.record):
                step.record.append(("instrument", value))


def _liquid(record: Record) -> bool:
    text = " ".join(f"{k} {v}" for k, v in record).lower()
    moves = [rx for name, rx in OPERATION_RES if name in ("transfer", "mix")]
    return any(rx.search(text.replace("_", " ")) for rx in moves) or bool(
        re.search(r"\d\s*(?:[uµμ]l|ml)\b|\b(?:ul|µl|vol\w*)\b", text)
    )
