"""A kanban board pasted as text: the cards the workcell has still to run.

A lab's board lists its work in columns: 'DOING', 'TO DO', 'DONE', 'BLOCKED' (or 'In
progress', 'Backlog'), each with cards ('#502 Tecan Fluent: add 5 µL template to every
well — robot', '#879 Thaw primers (bench, Sam)'). Read as prose, a done card's old spin and a
blocked card's analysis would be steps. :func:`board_run` writes such a board as its open
robot cards, one numbered line each: the cards in progress first, then the ones to do, in
board order; done cards never run, nor blocked ones unless the text says a card is
unblocked. When some cards carry a robot label ('— robot', '[robot]', 'workcell'), only those
run; a card left to a person ('(bench, Sam)') never does. Card numbers and labels go.
Text with fewer than two such columns is returned unchanged. Pure.
"""

from __future__ import annotations

import re
from functools import lru_cache

_COLUMN = re.compile(
    r"(?im)^[ \t#*=|-]*(?P<name>to[ \t-]?do|doing|in[ \t]+progress|done|completed|blocked"
    r"|backlog|on[ \t]+hold|waiting)\b[ \t]*(?:\(\d+\))?[ \t]*[:#*=|-]*[ \t]*$"
)
"""A column's header line ('DOING', 'TO DO (3)', '## Done')."""
_OPEN = {"doing": 0, "in progress": 0, "to do": 1, "todo": 1, "backlog": 1}
"""The columns whose cards run, in the order they run: in progress first, then to do."""
_ROBOT = re.compile(r"(?i)(?:[—–-]\s*|\[|\(|\blabel\s*:?\s*)(?:robot|workcell|automation)\b\]?\)?")
_PERSON = re.compile(r"(?i)\((?:bench|by\s+hand|manual)\b[^)]*\)|\bbench\b\s*[,)]")
_UNBLOCKED = re.compile(r"(?i)\bunblocked\b")
_CARD_NUMBER = re.compile(r"^[ \t]*(?:[-*•]|\[[ xX]?\])?[ \t]*#?\d{1,5}\b[ \t]*[:.)-]?[ \t]*")
_LABEL = re.compile(
    r"(?i)\s*(?:[—–]|\s-\s)\s*(?:robot|workcell|automation)\b(?:[^—–\n]|\s[—–-]\s)*$"
    r"|\s*\[(?:robot|workcell)\]"
    r"|\s*\((?:started|due|assignee)[^)]*\)|\s*[—–]\s*(?:started|due)\b[^—–\n]*$"
)


@lru_cache(maxsize=256)
def board_run(text: str) -> str:
    """``text`` as the open robot cards of its board (see the module); otherwise unchanged."""
    lines = text.split("\n")
    headers = [(k, _COLUMN.match(line)) for k, line in enumerate(lines)]
    found = [(k, m["name"].lower().replace("\t", " ")) for k, m in headers if m is not None]
    if len({name for _, name in found}) < 2:
        return text
    cards: list[tuple[int, int, str]] = []  # (column order, board order, card)
    bounds = [k for k, _ in found] + [len(lines)]
    for (k, name), end in zip(found, bounds[1:], strict=True):
        for j in range(k + 1, end):
            card = lines[j].strip()
            if not card or re.fullmatch(r"\(?(?:nothing|none|empty)[^)]*\)?", card, re.I):
                continue
            order = _OPEN.get(re.sub(r"[ \t-]+", " ", name))
            if order is None and name == "blocked" and _UNBLOCKED.search(card):
                order = 1
            if order is not None:
                cards.append((order, j, card))
    if not cards:
        return text
    robot = [c for c in cards if _ROBOT.search(c[2])]
    kept = robot if robot else [c for c in cards if not _PERSON.search(c[2])]
    if not kept:
        return text
    steps = [_unlabelled(_CARD_NUMBER.sub("", card)) for _, _, card in sorted(kept)]
    return "\n".join(f"{k}. {step}" for k, step in enumerate(steps, 1) if step)


def _unlabelled(card: str) -> str:
    """The card's text without its labels ('— robot — started 08:55' goes, label by label)."""
    while (shorter := _LABEL.sub("", card)) != card:
        card = shorter
    return card.strip()
