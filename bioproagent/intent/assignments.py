"""Action items from a meeting or a stand-up, pasted as the request: each line says who does
what ('JK: order more plates', '@Maria - write-up', 'robot: spin the plate 300 x g, 2 min').
The items given to the workcell ('robot', 'workcell', 'WC', 'automation', '... for the
workcell', '(robot, now)') are the run; the people's items ('JK: ...', 'MR to look at ...'),
parked and FYI lines and the meeting's title are left out. Lines given to nobody (the plate's
settings, 'read on the SpectraMax, ex 485 / em 520') stay, and so does a decision ('decided:
1500 x g not 1000'), which the reader of corrections applies. Text with no item for the
workcell, or with no item for anyone else (a plain list of steps), is returned unchanged.
Pure.
"""

from __future__ import annotations

import re

from bioproagent.intent import lexicon as lx

_WORKCELL = r"(?:the\s+)?(?:robot|workcell|work\s+cell|wc|automation|automated\s+system)"
_BULLET = re.compile(r"^[ \t]*(?:[-*•▪>]+|->|→|\d{1,2}[.)]|\[[ x]?\])?[ \t]*")
_ITEM = re.compile(
    r"^(?P<who>@?[A-Za-z][\w.+&]*(?:[ /+&][\w.+&]+){0,2}?)\s*(?:\([^)\n]{0,20}\)\s*)?"
    r"(?::|\s[-–]\s)\s*(?P<task>\S.*)$"
)
"""'JK: task', '@Maria - task', 'STAR/robot: task', 'robot (tubes): task'."""
_FOR_WORKCELL = re.compile(
    rf"(?i)\((?:[^)\n]*,\s*)?{_WORKCELL}(?:\s*,[^)\n]*)?\)|(?:->|→|\bfor|\bto)\s+{_WORKCELL}\s*:"
    rf"|\b{_WORKCELL}\s+(?:does|runs|will\s+do|to\s+do)\b"
)
"""A task marked for the workcell inside its line: '(robot, now)', '-> workcell:'."""
_DECISION = re.compile(r"(?i)^(?:decided|decision|agreed|final)\b")
_NOT_A_NAME = (
    r"(?!(?:PCR|QC|QA|OD|RT|KF|MM|NTC|BCA|CTG|DNA|RNA|UV|SOP|ELN|PF|OT|CE|DW|EB|TE|PBS|LB|TB"
    r"|Plates?|Notes?|Steps?|Samples?|Volume|Time|Temp\w*|Speed|Force|Instrument|Device"
    r"|Program|Reply|Labware|Reagents?|Tubes?|Format|Read|Spin|Seal|Shake|Assay|Method"
    r"|Protocol|Settings?|Wells|Columns|Rows|Layout|Buffer|Mix|Subject|Date|Owner|Project"
    r"|Status|Run|Order|Goal|Aim|Result|Results|Comment|Comments|Storage|Plan)$)"
)
_PERSON = re.compile(
    rf"^@|^{_NOT_A_NAME}(?:[A-Z]{{2,3}}(?:\s*[+&/]\s*[A-Z]{{2,3}})?"
    r"|[A-Z][a-z]+(?:\s*[+&]\s*\w+)?)$|^(?i:all|everyone|team|everybody)$"
)
"""An item's owner who is a person: '@Priya', 'JK', 'HM + JP', 'Ravi'; not a field or a
lab abbreviation ('Plate:', 'PCR:', 'QC:')."""


_ASIDE_LINE = re.compile(
    r"(?i)^(?:parked|fyi|next\s+(?:mtg|meeting)|aob|follow-?ups?|apologies|attendees|present)\b"
)
"""Lines of the meeting, not of anyone's work: parked items, FYI, the next meeting."""
_HEADER = re.compile(
    r"(?i)\b(?:mtg|meeting|stand-?up|sync|huddle|notes|debrief|minutes|action\s+items|ais"
    r"|sub-?group|group|follow-?up|catch-?up)\b"
)
"""Words of a meeting's title line ('Tues lab mtg 14/5', 'stand-up 09:30')."""
_PERSON_TO = re.compile(
    r"^@?(?!(?:Back|Return|Go|Cool|Warm|Heat|Bring|Up|Down|Over|Then|Next|Move|Transfer|Add"
    r"|Spin|Seal|Read|Set|Ramp|Drop|Change|Switch|Make|Chill|Put|Take|Send)\b)"
    r"(?:[A-Z]{2,3}|[A-Z][a-z]+)(?:\s*[+&]\s*\w+)?\s+(?:to|will|off|out)\b"
)
"""'MR to look at the pellets', 'Omar off Fri': a person's item without a colon (not a step
such as 'Back to 4 °C for 2 min')."""


def _is_workcell(who: str) -> bool:
    return any(
        re.fullmatch(_WORKCELL, part.strip(" @").lower()) is not None
        for part in re.split(r"[/+&]", who)
    )


def assigned_to_workcell(text: str) -> str:
    """The text without the people's items, the meeting's title and its parked or FYI lines
    (see the module doc)."""
    lines = text.split("\n")
    kept: list[str] = []
    people = 0
    workcell = 0
    for k, raw in enumerate(lines):
        line = _BULLET.sub("", raw, count=1).strip()
        if not line:
            continue
        item = _ITEM.match(line)
        who = item["who"].strip() if item is not None else ""
        if item is not None and _is_workcell(who):
            workcell += 1
            named = [  # 'STAR/robot: 40 uL ...': the instrument the item names runs it
                part.strip(" @")
                for part in re.split(r"[/+&]", who)
                if re.fullmatch(_WORKCELL, part.strip(" @").lower()) is None
            ]
            task = item["task"].strip()
            kept.append(f"{' '.join(named)}: {task}" if named else task)
        elif _FOR_WORKCELL.search(line):
            workcell += 1
            kept.append(item["task"].strip() if item is not None and _PERSON.match(who) else line)
        elif (item is not None and _PERSON.match(who) and not _DECISION.match(line)) or (
            _PERSON_TO.match(line) and not lx.STEP_VALUE.search(line)  # 'Back to 4 °C'
        ):
            people += 1
        elif _ASIDE_LINE.match(line) or (
            k == 0 and _HEADER.search(line) and ":" not in re.sub(r"\d:\d", "", line)
        ):
            continue
        else:
            kept.append(line)
    if not workcell or not people:
        return text
    return "\n".join(kept)
