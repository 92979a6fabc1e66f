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

The block is read as a tree by :mod:`bioproagent.intent.config_tree` and its steps are built
by :mod:`bioproagent.intent.config_steps`; this module finds the block and orders the steps.
"""

from __future__ import annotations

import re

from bioproagent.errors import NotConfigTextError
from bioproagent.intent.config_steps import (
    Record,
    _is_op,
    _named,
    _Step,
    _step,
    _steps_inside,
    _walk,
    _words,
)
from bioproagent.intent.config_tree import (
    _ENTRY,
    _config_shaped,
    _Line,
    _lines,
    _Map,
    _Node,
    _node,
    _regroup_dotted,
    _Seq,
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
