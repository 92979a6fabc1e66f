"""Method configs pasted as an intent, read as one record per step.

Automation engineers write a run the way they write a method config, and every writer keys it
differently. :func:`config_records` reads the shapes :mod:`bioproagent.intent.structured` does
not, into the same records (``[(key, value), ...]``) that it words as step lines:

* INI sections, one per step: ``[seal]`` / ``[1_seal]`` / ``[step 2]`` over ``temp = 180 C``
  lines; ``[run]`` with ``order = dispense, spin, seal`` gives the run order by section name;
* TOML arrays of tables: ``[[step]]`` blocks with ``kind = "shake"``, ``rpm = 900``;
* YAML maps keyed by the operation (``spin:`` over ``force: 1200 g``), flow maps on one line
  (``shake: {rpm: 1000, time: 1 min}``), lists of them (``add: [{dye: 198 µL}, {sample:
  2 µL}]`` is two additions in that order) and named blocks of steps (``picogreen:`` over
  ``plate:``, ``add:``, ``read:``), whose instrument and plate go to the steps they fit;
* dict assignments: ``centrifuge_params = {"g": 300, "sec": 30}  # VSpin``;
* dotted keys: ``step.1.op = add``, ``step.1.vol = 25 uL``, ``step.2.op = shake``.

A comment is no value: it is dropped, but a registry instrument it names ('# VSpin') or a unit
it is ('# nm') is used on its line. Order comes from ``order =``, numbered names, ``after:`` /
``requires:`` / ``before:`` and ``pre_<step>_`` names ('pre_read_spin' runs before 'read').

Detection is strict, because prose is the common case: every line of the block must be a
section header, an identifier key with ``:`` or ``=``, a ``- `` item or a comment, and the
block must have a shape the older readers miss (a section, a dotted key, a flow value, a
nested block or two named blocks). Anything else returns None and is left to them. Values are
copied as written: a unit only comes from the key (:mod:`bioproagent.intent.key_units`), a
sibling ``unit = "uL"`` key or a unit comment, so no digit changes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bioproagent.errors import NotConfigTextError, RegistryError
from bioproagent.intent.instruments import find_instruments
from bioproagent.intent.key_units import UNIT_TOKENS, unit_of_key
from bioproagent.intent.lexicon import OPERATION_RES, READ_ANY
from bioproagent.registry.loader import load_registry

Record = list[tuple[str, str]]


class _Map(list[tuple[str, "_Node", str]]):
    """A mapping as written: (key, value, comment) in order; a key may repeat ('[[step]]')."""


class _Seq(list["_Node"]):
    """A list: '- ' items or '[a, b]'."""


_Node = _Map | _Seq | str


@dataclass
class _Line:
    indent: int  # the column of the key (after a '- ')
    dash: int | None  # the column of the '- ' that starts an item here
    text: str
    note: str  # the comment, without '#' / '//'


@dataclass
class _Step:
    name: str  # the key it was written under ('1_seal', 'pre_read_spin'), for ordering
    record: Record
    number: float | None = None
    after: set[str] = field(default_factory=set)
    before: set[str] = field(default_factory=set)


_KEY = r"(?=[\w\-]*[A-Za-z])\w[\w\-]*(?:\.[\w\-]+)*"
_ENTRY = re.compile(rf"^({_KEY})\s*(?::(?=\s|$)|=(?!=))\s*(.*)$")
_HEADER = re.compile(r"^(\[\[?)\s*([A-Za-z0-9_][\w .\-]*?)\s*(\]\]?)$")
_ITEM = re.compile(r"^-(?:\s+|$)")
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


# -- lines ----------------------------------------------------------------------------------
def _split_comment(line: str) -> tuple[str, str]:
    """The line without its '#' / '//' comment, and the comment ('' when none); a '#' inside
    a quoted value is no comment."""
    quote = ""
    for i, ch in enumerate(line):
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'" and (i == 0 or line[i - 1] in " \t:=[{,"):
            quote = ch
        elif (ch == "#" or line.startswith("//", i)) and (i == 0 or line[i - 1] in " \t"):
            return line[:i].rstrip(), line[i:].lstrip("#/ \t").strip()
    return line.rstrip(), ""


def _lines(raw: list[str], remarks: list[str]) -> tuple[list[_Line], bool]:
    """The config lines (blank and comment-only lines left out) and whether any was a section
    header; an INI / TOML section's keys are indented under the section's name. A comment
    line with a number ('# denature in a 96 PCR plate') is kept in ``remarks``, to be read as
    prose (it may hold a value); other comment lines are dropped."""
    out: list[_Line] = []
    in_section = False
    for line in raw:
        text, note = _split_comment(line.replace("\t", "    "))
        if not text.strip():
            if re.search(r"\d", note):
                remarks.append(note)
            continue
        header = _HEADER.match(text.strip())
        if header and len(header.group(1)) == len(header.group(3)):
            name = header.group(2)
            if not re.search(r"[A-Za-z]", name):
                raise NotConfigTextError  # '[1]': a citation
            out.append(_Line(0, None, re.sub(r"\s+", "_", name.strip()) + ":", note))
            in_section = True
            continue
        indent = len(text) - len(text.lstrip())
        body = text.strip()
        shift = 2 if in_section else 0
        item = _ITEM.match(body)
        if item is None:
            out.append(_Line(indent + shift, None, body, note))
        else:
            rest = body[item.end() :]
            out.append(_Line(indent + shift + item.end(), indent + shift, rest, note))
    return out, in_section


def _config_shaped(line: str) -> bool:
    body = _split_comment(line)[0].strip()
    if not body or line.strip().startswith(("#", "//")):
        return True
    if _HEADER.match(body):
        return True
    item = _ITEM.match(body)
    if item is not None:
        rest = body[item.end() :]
        return (
            not rest
            or rest.startswith("{")
            or _ENTRY.match(rest) is not None
            or (
                len(rest.split()) <= 2  # '- A260', not '- spin the plate at 500 x g'
            )
        )
    return _ENTRY.match(body) is not None


# -- values ---------------------------------------------------------------------------------
def _flow(text: str) -> _Node:
    """'{rpm: 1000, time: 1 min}', '[95C, 5s]', '"90s"' as a node; text it cannot read (an
    unbalanced brace) stays the text."""
    text = text.strip()
    if not text.startswith(("{", "[", '"', "'")):
        return text
    try:
        node, end = _flow_value(text, 0, "")
    except (IndexError, NotConfigTextError):
        return text
    return node if not text[end:].strip() else text


def _flow_value(s: str, i: int, stops: str) -> tuple[_Node, int]:
    while s[i] in " \t":
        i += 1
    if s[i] in "\"'":
        end = s.index(s[i], i + 1)
        return s[i + 1 : end], end + 1
    if s[i] in "{[":
        closing = "}" if s[i] == "{" else "]"
        out: _Map | _Seq = _Map() if s[i] == "{" else _Seq()
        i += 1
        while True:
            while s[i] in " \t,":
                i += 1
            if s[i] == closing:
                return out, i + 1
            if isinstance(out, _Map):
                key, i = _flow_value(s, i, ":")
                if not isinstance(key, str) or s[i] != ":":
                    raise NotConfigTextError
                value, i = _flow_value(s, i + 1, ",}")
                out.append((key.strip(), value, ""))
            else:
                value, i = _flow_value(s, i, ",]")
                out.append(value)
            while s[i] in " \t":
                i += 1
            if s[i] not in "," + closing:
                raise NotConfigTextError
    end = i
    while end < len(s) and s[end] not in stops:
        end += 1
    return s[i:end].strip(), end


# -- the tree -------------------------------------------------------------------------------
def _node(lines: list[_Line], i: int) -> tuple[_Node, int]:
    dash = lines[i].dash
    if dash is not None:
        return _seq(lines, i, dash)
    return _map(lines, i, lines[i].indent, first_item=False)


def _seq(lines: list[_Line], i: int, dash: int) -> tuple[_Seq, int]:
    items = _Seq()
    while i < len(lines) and lines[i].dash == dash:
        if _ENTRY.match(lines[i].text):
            node, i = _map(lines, i, lines[i].indent, first_item=True)
            items.append(node)
        else:
            items.append(_flow(lines[i].text) if lines[i].text else "")
            i += 1
    return items, i


def _map(lines: list[_Line], i: int, indent: int, first_item: bool) -> tuple[_Map, int]:
    out, start = _Map(), i
    while i < len(lines):
        line = lines[i]
        if line.indent < indent or (line.dash is not None and not (first_item and i == start)):
            break
        if line.indent > indent:
            raise NotConfigTextError  # an indented line no key opens
        entry = _ENTRY.match(line.text)
        if entry is None:
            raise NotConfigTextError
        key, raw = entry.group(1), entry.group(2).strip()
        i += 1
        value: _Node = _flow(raw)
        nxt = lines[i] if i < len(lines) else None
        if (
            not raw
            and nxt is not None
            and (nxt.indent > indent or (nxt.dash is not None and nxt.dash >= indent))
        ):
            if nxt.dash is not None and nxt.dash == indent and first_item:
                raise NotConfigTextError
            value, i = _node(lines, i)
        out.append((key, value, line.note))
    return out, i


def _regroup_dotted(top: _Map) -> _Map:
    """'step.1.op = add', 'step.1.vol = 25 uL' as a block 'step.1' holding 'op' and 'vol'."""
    out = _Map()
    groups: dict[str, _Map] = {}
    for key, value, note in top:
        if "." not in key:
            out.append((key, value, note))
            continue
        group, _, leaf = key.rpartition(".")
        if group not in groups:
            groups[group] = _Map()
            out.append((group, groups[group], ""))
        groups[group].append((leaf, value, note))
    return out


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


# -- order ----------------------------------------------------------------------------------
def _in_order(steps: list[_Step], order: list[str]) -> list[_Step]:
    """The steps in the order the config gives ('order =', numbered names, 'after:')."""
    if order and all(any(_matches(s, n) for s in steps) for n in order):
        rank = {
            id(s): next((i for i, n in enumerate(order) if _matches(s, n)), len(order))
            for s in steps
        }
        steps = sorted(steps, key=lambda s: rank[id(s)])
    elif len(steps) > 1 and all(s.number is not None for s in steps):
        steps = sorted(steps, key=lambda s: s.number or 0.0)
    if not any(s.after or s.before for s in steps):
        return steps
    placed: list[_Step] = []
    rest = list(steps)
    while rest:
        ready = next(
            (
                s
                for s in rest
                if not any(_matches(o, n) for n in s.after for o in rest if o is not s)
                and not any(_matches(s, n) for o in rest if o is not s for n in o.before)
            ),
            None,
        )
        if ready is None:
            return steps  # a cycle: the written order
        placed.append(ready)
        rest.remove(ready)
    return placed


def _matches(step: _Step, name: str) -> bool:
    op = next((v for k, v in step.record if k == "op"), "")
    return name in (step.name, _named(step.name)[2], _words(op).replace(" ", "_"))


# -- entry point ----------------------------------------------------------------------------
def _signal(lines: list[_Line], top: _Node, sections: bool) -> bool:
    """Whether the block has a shape only this module reads (see the module docstring)."""
    if sections or any("." in (_ENTRY.match(ln.text) or ["", ""])[1] for ln in lines):
        return True
    if any(re.search(r"[:=]\s*[{\[]", ln.text) or ln.text.startswith("{") for ln in lines):
        return True

    def depth(node: _Node) -> int:
        if isinstance(node, _Map):
            return 1 + max((depth(v) for _, v, _ in node), default=0)
        if isinstance(node, _Seq):
            return max((depth(v) for v in node), default=0)
        return 0

    if not isinstance(top, _Map):
        return depth(top) >= 3
    blocks = sum(isinstance(v, _Map) for _, v, _ in top)
    lists = any(isinstance(v, _Seq) and _is_op(k) for k, v, _ in top)  # 'reads:' over '- A260'
    return depth(top) >= 3 or blocks >= 2 or lists


def config_records(lines: list[str]) -> tuple[int, int, list[Record]] | None:
    """The config block in ``lines``: (first line, end line, records in run order), or None
    when there is none this module reads (see the module docstring)."""
    runs: list[tuple[int, int]] = []
    start = None
    for i, line in enumerate([*lines, "not: config\u0000"]):
        shaped = i < len(lines) and _config_shaped(line)
        if shaped and start is None:
            start = i
        elif not shaped and start is not None:
            runs.append((start, i))
            start = None
    for begin, end in sorted(runs, key=lambda r: r[0] - r[1]):
        try:
            remarks: list[str] = []
            parsed, sections = _lines(lines[begin:end], remarks)
            if not parsed:
                continue
            top, used = _node(parsed, 0)
            if used != len(parsed):
                continue
        except (NotConfigTextError, IndexError):
            continue
        if isinstance(top, _Map):
            top = _regroup_dotted(top)
        if not _signal(parsed, top, sections):
            continue
        steps: list[_Step] = []
        order: list[str] = []
        blocks = sum(isinstance(v, _Map) for _, v, _ in top) if isinstance(top, _Map) else 0
        lists = isinstance(top, _Map) and any(isinstance(v, _Seq) for _, v, _ in top)
        if (
            isinstance(top, _Map)
            and blocks < 2
            and not lists
            and not _steps_inside(top)
            and not sections
        ):
            steps.append(_step("", top, ""))  # one step's settings: 'centrifuge_params = {..}'
            if len(top) == 1 and isinstance(top[0][1], _Map):
                steps = [_step(top[0][0], top[0][1], top[0][2])]
        elif isinstance(top, _Map | _Seq):
            _walk(top, steps, order)
        records = [[("", r)] for r in remarks]
        records += [s.record for s in _in_order(steps, order) if s.record]
        if records:
            return begin, end, records
    return None
