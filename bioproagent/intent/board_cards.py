"""A task card from a project board (Trello, Jira, Asana, Notion), as the run it asks for.

Labs track runs as cards: a title ('BCA-19  Heat-shake BCA plate', 'Card: Spin down ELISA
plate P-0412'), fields ('Status: To Do · Assignee: Yusuf K. · Story points: 2', 'Due: 12 Mar',
'Labels: ELISA'), a checklist whose ticked items are done, and comments under it. Read as
prose, the story points, sprint numbers and due dates would be values and the field names
steps. :func:`card_run` writes a card as:

* the checklist (its 'DONE' / 'TO DO' markers written as ticked and open boxes, which
  :func:`bioproagent.intent.checklists.checklist_run` then reads), without the fields;
* the title only when the card has no open item (then the title is the request);
* each comment that holds a number, names an instrument or has a word that changes the run
  ('instead', 'make it', 'skip'), without its author and time, as a review comment ('Irene
  (today 08:15): make it 20 min' -> '[Review make it 20 min]'): no step of its own (a comment
  that switches the instrument is not a second spin), but a value it names must be one the
  plan uses, so a correction the checklist does not carry makes the plan ask; a comment with
  none of these ('plate's on the deck, thanks!', '👍') asks for nothing and goes.

Text that is no card (fewer than two card fields) is returned unchanged. Pure.
"""

from __future__ import annotations

import re

from bioproagent.intent.checklists import box_state
from bioproagent.intent.instruments import find_instruments
from bioproagent.intent.section_instruments import default_registry

_FIELD_NAMES = (
    r"card(?:\s+title)?|task|list|status|assignee|members?|labels?|tags?|due(?:\s+date)?"
    r"|story\s*points|points|sprint|priority|epic|reporter|effort|estimate|type|column|board"
    r"|section|project"
)
_FIELD = re.compile(rf"(?im)(?:^|[·|]|\s{{2,}})[ \t]*(?:{_FIELD_NAMES})[ \t]*:")
_FIELD_LINE = re.compile(rf"(?i)^[ \t]*(?:{_FIELD_NAMES})[ \t]*:")
_ISSUE_TITLE = re.compile(r"^[ \t]*[A-Z][A-Z0-9]{1,9}-\d{1,5}[ \t]+(?P<title>\S.*)$")
"""'BCA-19  Heat-shake BCA plate': an issue key and the card's title."""
_CARD_TITLE = re.compile(r"(?i)^[ \t]*(?:card(?:\s+title)?|task)[ \t]*:[ \t]*(?P<title>.*)$")
_HEADER = re.compile(
    r"(?im)^[ \t]*(?:checklist|sub-?tasks?|to-?do\s+list|comments?|activity|description)\b"
    r"(?![^\n]*\d\s*(?:µl|ul|ml|x\s*g|rpm|°|min|s\b|h\b))[^\n]*$"
)
_COMMENTS = re.compile(r"(?i)^[ \t]*(?:comments?|activity)\b[^:\n]*:?[ \t]*$")
_STATE = re.compile(r"^(?P<indent>[ \t]*)(?P<state>DONE|TO\s*DO|OPEN|IN\s+PROGRESS)\b[ \t:-]*")
_OPEN_GLYPH = re.compile(r"^(?P<indent>[ \t]*(?:[-*•][ \t]*)?)[◯○⬜](?=[ \t])")
"""Open boxes of other boards ('◯', '⬜'), written as the checklist reader's '☐'."""
_META = (
    r"(?:[\w/,.]+[ \t]+){0,4}?(?:\d{1,2}:\d{2}(?:[ \t]*[ap]m)?|today|yesterday|\d+[ \t]*[dhm]"
    r"[ \t]+ago|\w+[ \t]+ago)\)?"
)
_AUTHOR = re.compile(
    r"(?i)^[ \t]*@?(?-i:[A-Z][\w.'-]*(?:[ \t]+[A-Z][\w.'-]*){0,2})"  # 'Chloe D.', 'Irene', 'DW'
    rf"(?:[ \t]*[·(—–-]?[ \t]*{_META})?"  # '· 11 Mar 09:12', '(today 08:15)', '- 17/Apr/24 4:02 PM'
    r"(?:[ \t]*[:—–-][ \t]+|[ \t]{2,})"
)
"""A comment's author and time, up to where the comment begins."""
_CHANGE = re.compile(
    r"(?i)\b(?:instead|change[ds]?|make\s+it|use|switch\w*|bump\w*|update[ds]?|not|skip\w*"
    r"|drop\w*|add\w*|remove\w*|move[ds]?|first|before|after|only|also|again|cancel\w*)\b"
)
"""Words of a comment that may change the run ('use em 535 instead', 'skip the spin')."""


def _is_card(text: str) -> bool:
    return len(_FIELD.findall(text)) >= 2 and bool(
        _HEADER.search(text) or _ISSUE_TITLE.search(text) or _CARD_TITLE.search(text)
    )


def _box(line: str) -> bool | None:
    """The checklist reader's reading of a box ('◯' and '⬜' as its '☐')."""
    return box_state(_OPEN_GLYPH.sub(r"\g<indent>☐", line))


def _open(line: str) -> bool:
    state = _STATE.match(line)
    return _box(line) is False or (state is not None and "DONE" not in state["state"])


def _said(comment: str) -> str | None:
    """A comment's words without its author and time, when they hold a number, a word that
    changes the run or an instrument's name; None for chat ('ok', 'thanks!')."""
    body = _AUTHOR.sub("", comment, count=1).strip()
    if (
        re.search(r"\d", body)
        or _CHANGE.search(body)
        or any(m.instrument_id for m in find_instruments(body, default_registry()))
    ):
        return body
    return None


def card_run(text: str) -> str:
    """``text`` as the run its board card asks for (see the module doc)."""
    if not _is_card(text):
        return text
    lines = text.split("\n")
    has_open = any(_open(line) for line in lines)
    out: list[str] = []
    comments: list[str] = []
    in_comments = False
    first = next(k for k, line in enumerate(lines) if line.strip())
    for k, line in enumerate(lines):
        if not line.strip():
            continue
        if k == first and _box(line) is None and not _FIELD_LINE.match(line):
            if not has_open:  # 'OD600 growth check — plate GC-17': the card's title
                out.append(line)
            continue
        if _COMMENTS.match(line):
            in_comments = True
            continue
        if in_comments:
            if comments and not _AUTHOR.match(line):
                comments[-1] += " " + line.strip()  # a wrapped comment goes on
            else:
                comments.append(line)
            continue
        if _ISSUE_TITLE.match(line) or _FIELD_LINE.match(line):
            title = _CARD_TITLE.match(line) or _ISSUE_TITLE.match(line)
            if title and not has_open and not _FIELD.search(title["title"]):
                out.append(title["title"])  # nothing open: the title is the request
            continue
        if _HEADER.match(line):
            continue
        line = _OPEN_GLYPH.sub(r"\g<indent>☐", line)
        state = _STATE.match(line)
        if state:
            box = "[x]" if "DONE" in state["state"] else "[ ]"
            line = f"{state['indent']}{box} {line[state.end() :]}"
        out.append(line)
    out += [  # a review comment: no step, but a value it names must be one the plan uses
        f"[Review {said.replace(']', ')').replace('[', '(')}]"
        for c in comments
        if (said := _said(c)) is not None
    ]
    return "\n".join(out) if out else text
