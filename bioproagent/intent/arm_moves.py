"""Plate moves the robot arm is asked to make, written as what the arm does ('have the arm
set it on the shaker', 'the PF400 ... drops it on the BioShake for 45 s at 1,500 rpm', 'then
the arm takes it to the SpectraMax, abs 405'). Each is rewritten as 'move it onto the <place>'
(a move step the reader knows), and what follows it on the same piece starts a step of its
own ('..., then for 45 s at 1,500 rpm'). A plate put on a deck by hand ('put the plate on the
OT-2') names no arm and stays no step."""

from __future__ import annotations

import re

from bioproagent.textutil import sentence_bounds

_ARM = (
    r"(?:the\s+)?(?:robot(?:ic)?\s+)?(?:arm|pf\s?400|precise\s?flex(?:\s*400)?"
    r"|plate\s+(?:mover|handler)|gripper|scara)"
)
_MOVE = (
    r"(?:puts?|sets?|places?|drops?|moves?|takes?|carr(?:y|ies)|brings?|transfers?|hands?"
    r"|loads?|shuttles?|transports?|parks?)"
)
_WHAT = r"(?:it|them|the\s+(?:[\w-]+\s+){0,2}?plates?)"
_WHERE = (
    r"(?:back\s+)?(?:on|onto|to|into|in|over\s+to)\s+(?:the\s+)?"
    r"(?P<place>[\w'-]+(?:\s+[\w-]+){0,2}?)"
)
_BY_THE_ARM = re.compile(
    rf"\b(?:(?:have|get|let|use)\s+{_ARM}\s+(?:to\s+)?{_MOVE}"
    rf"|{_ARM},?\s+(?:then\s+|pls\s+|please\s+|can\s+you\s+)?{_MOVE})"
    rf"\s+(?P<what>{_WHAT})\s+{_WHERE}(?P<rest>(?=\s*[,;:.\n]|\s+(?:for|at|and|then)\b|$))",
    re.I,
)
"""'have the arm set it on the shaker', 'the arm takes it to the spectramax'."""
_AFTER_THE_ARM = re.compile(
    rf"(?<=,\s)(?:then\s+)?(?:drops?|sets?|places?|puts?|loads?)\s+(?P<what>it|them)\s+{_WHERE}"
    r"(?P<rest>(?=\s*[,;:.\n]|\s+(?:for|at|and|then)\b|$))",
    re.I,
)
"""'the PF400 picks a plate out of the hotel, drops it on the BioShake ...': the arm is the
subject named earlier in the sentence."""
_NAMES_AN_ARM = re.compile(rf"\b{_ARM}\b", re.I)
_VALUES_NEXT = re.compile(r"\s*[,:]?\s*(?:for|at|\d)", re.I)
_DOES_THERE = (
    (re.compile(r"shak|bioshake", re.I), "shake"),
    (re.compile(r"centrifug|vspin|hig\s?4|5810|5424", re.I), "spin"),
    (re.compile(r"incubator|2c450", re.I), "incubate"),
)
"""What a plate is put somewhere to have done, when values follow the move ('drops it on the
BioShake for 45 s at 1,500 rpm': a shake there)."""


_A_STORE = re.compile(
    r"hotel|\bstore\b|fridge|refrigerator|cytomat(?!\s*2c450)|2c425|stacker|storage", re.I
)
"""A place the arm puts a plate away in ('into the Cytomat 24 hotel', 'to the cold store'):
the store keeps it, a step of its own after the move."""


def _move(m: re.Match[str], text: str) -> str:
    """The move as written for the reader; values right after it are for the step the plate
    was put there for."""
    moved = f"move {m['what']} onto the {m['place']}"
    if _A_STORE.search(m["place"]):
        return f"{moved}, then store it in the {m['place']}"
    if not _VALUES_NEXT.match(text, m.end()):
        return moved
    verb = next((op for rx, op in _DOES_THERE if rx.search(m["place"])), None)
    return f"{moved}, then {verb} it" if verb else f"{moved}, then"


def arm_moves(text: str) -> str:
    """``text`` with every plate move the arm is asked to make written as a move."""
    out = _BY_THE_ARM.sub(lambda m: _move(m, text), text)
    parts = []
    last = 0
    for m in _AFTER_THE_ARM.finditer(out):
        start = sentence_bounds(out, m.start())[0]
        if not _NAMES_AN_ARM.search(out, start, m.start()):
            continue
        parts += [out[last : m.start()], _move(m, out)]
        last = m.end()
    return "".join(parts) + out[last:]
