"""Change-control requests and deviation records, written as the run they ask for.

A regulated lab changes a method through a record: a number ('CC-2024-0113'), the current
settings and the proposed ones ('Current: VSpin, 500 x g, 1 min' / 'Proposed: VSpin, 800 x
g, 2 min', or a '| Parameter | Current | Proposed |' table), a justification full of
validation figures, an approval block with names and dates, an effective date, and at the
end the request ('Implement the approved change and spin plate 24-0311 on the VSpin').
Read as prose, every figure would be a step's value. :func:`change_record_run` keeps:

* the proposed settings when the change is approved; the current ones when it was rejected,
  is still a draft or pending, or the request says to keep the current procedure;
* the request, without its boilerplate ('implement the approved change and', 'with the new
  settings'), with the chosen settings beside it in brackets; when the settings are a
  sequence of their own ('VSpin 1,000 x g for 1 min, then read at 450 nm') or the request
  names no step, the settings are the steps;
* for a deviation, the corrective action it requests, never the description of what went
  wrong.

Justification, approval, signature and effective-date lines are left out. Text that is not
such a record is returned unchanged. Pure.
"""

from __future__ import annotations

import re

from bioproagent.intent.clause_ops import _implied, operation_of

_RECORD = re.compile(
    r"(?i)\bchange[\s-]+(?:control|request)\b|\bcc-\d|\bdeviation\b|\bdev-\d|\bcapa\b"
)
_LABEL = r"[ \t]*(?:[-*•]\s*)?(?:section\s+\d+\s*[-–:]\s*)?"
_OLD_SIDE = r"current|as-is|existing|old"
_NEW_SIDE = r"proposed|new|to-be|revised"
"""The words that head the settings in force and the proposed ones (a table's columns, a
line's two labels)."""
_CURRENT = re.compile(
    rf"(?im)^{_LABEL}(?:current|as-is|existing|present|old)\b[^:\n]{{0,40}}:[ \t]*"
)
_PROPOSED = re.compile(
    rf"(?im)^{_LABEL}(?:proposed|to-be|new|revised|requested)\b[^:\n]{{0,40}}:[ \t]*"
)
_CORRECTIVE = re.compile(
    r"(?im)^[ \t]*(?:corrective\s+(?:action|run|measure)s?|correction|re-?run)\b[^:\n]{0,90}:[ \t]*"
)
_INLINE = re.compile(
    r"(?i)\b(?:current|as-is|old)\b\s*:?\s*(?P<old>[^\n]+?)\s*(?:->|→|=>)\s*"
    r"(?:proposed|new|to-be)\b\s*:?\s*(?P<new>[^\n]+)"
)
"""'Current 0.5 s  ->  Proposed 1 s' on one line."""
_PAIR = re.compile(
    rf"(?i)[ \t]*(?:{_OLD_SIDE})\b[^:\n]{{0,30}}:[ \t]*(?P<old>.+?)[ \t]{{2,}}"
    rf"(?:{_NEW_SIDE})\b[^:\n]{{0,30}}:[ \t]*(?P<new>.+)$"
)
"""Both settings on one line, spaced apart."""
_NOISE = re.compile(
    rf"(?i){_LABEL}(?:justification|reason(?:\s+for\s+change)?|rationale|approv\w*|signed"
    r"|signatures?|sig\.|qa\b|qau\b|qa\s+decision|effective|description|detected|batch|root\s+cause"
    r"|impact|risk|status|review(?:ed)?|owner|requested\s+by|raised\s+by|lab\s+lead\s+note"
    r"|what\s+went\s+wrong|occurrence|supporting\s+data|section\s+\d+|title|instrument"
    r"|parameter|note\s+from|originator|change\s+control|change\s+request)\b"
)
_NEW_LABEL = re.compile(r"[ \t]*[A-Z][\w /().,'-]{0,60}(?::|\s--?\s)")
"""A line that opens another field ('QA: ...', 'Justification -- ...')."""
_INSTRUCTION = re.compile(
    r"(?i)[ \t]*(?:please|implement|instruction|run|re-?run|re-?read|spin|seal|read|shake"
    r"|incubate|add|dispense|transfer|centrifuge|peel|store|clarify|until)\b"
)
_SENTENCE_START = re.compile(
    r"(?<=[.!)])\s+(?=(?:please|implement|run|instruction|corrective\s+(?:action|run|measure)s?"
    r"|root\s+cause|preventive\s+action|impact)\b)",
    re.I,
)
"""Where a record's next field starts inside a paragraph ('... 5 % CO2. Corrective action:')."""
_HELD_IN = re.compile(
    r"(?i)\b(?:\d+(?:\.\d+)?\s*ml\s+(?:conical\s+|falcon\s+|screw-cap\s+)?tubes|\d{2,4}-well\s+"
    r"(?:(?:pcr|deep-well|flat-bottom|black|white|clear)\s+)?plates?|deep-well\s+plates?)\b"
)
"""The labware a deviation's report names ('50 mL conical tubes', '384-well plate')."""
_STOP_KEEP = re.compile(
    r"(?i)\b(?:rejected|not\s+approved|declined|withdrawn|draft|pending|awaiting"
    r"|do\s+not\s+implement|no\s+signatures?|not\s+yet\s+(?:approved|signed))\b"
)
_KEEP_CURRENT = re.compile(
    r"(?i)\b(?:current\s+(?:validated\s+)?(?:settings?|procedure|values?|method)"
    r"|unchanged\s+procedure|as\s+before|continue\s+with\s+the\s+current)\b"
)
_USE_NEW = re.compile(
    r"(?i)\b(?:approved\s+(?:change|settings?|values?)|new\s+settings?|proposed\s+settings?)\b"
)
_BOILERPLATE = re.compile(
    r"(?i)\b(?:please\s+)?implement\s+the\s+(?:approved\s+)?change(?:\s+and|\s*:)?\s*"
    r"|\bplease\s+implement\s+and\s+|\s*\b(?:per|with|using|at)\s+the\s+(?:approved|new|proposed"
    r"|current(?:\s+validated)?)\s+(?:settings?|values?|procedure|method)\b"
    r"|\s*\b(?:accordingly|as\s+approved|as\s+proposed)\b|\binstruction\s*:\s*"
    r"|\bcontinue\s+with\s+the\s+current\s+(?:validated\s+)?(?:settings?|procedure)\s*[.;]?\s*"
)
_WHY = re.compile(
    r"\s*\((?=(?:[^()]*\s){3})(?![^()]*\b(?:by|on|in|with|using)\s+the\s+[A-Z])"
    r"(?!\s*\d+\s+(?:samples|wells|tubes|plates|reactions|libraries)\b)[^()]*\)"
)
"""A bracket of four words or more beside a setting: the reason for it ('(matches the
monochromator optimum ...; S/B 14.2 vs 11.6)'), no setting; not one that names where the
step runs ('(both dispensed by the Biomek i5)') or how many it runs on ('(24 samples per
plate, unchanged)')."""
_MODIFIED = re.compile(
    r"(?i)\bapproved\s+with\s+(?:a\s+)?modifications?\b|\bmodified\s+to\b|\bconditional(?:ly)?\s+approv"
)
"""'approved with modification -- 75 min': the approvers did not approve the proposal as
written; which value runs is for the scientist to say."""
_WHERE = re.compile(
    r"\b(?:on|in|with|using)\s+the\s+(?:[A-Z0-9][\w.-]*)(?:\s+[A-Z0-9][\w.-]*){0,2}"
)
"""'on the OT-2', 'in the 5810 R': where the request runs its step."""
_CELLS = re.compile(r"\s*\|\s*")


def _asks(text: str) -> bool:
    low = text.lower()
    return operation_of(low) is not None or _implied(low) is not None


def _continues(line: str) -> bool:
    """Whether ``line`` goes on with the field above it (a wrapped value or justification)."""
    return bool(line.strip()) and not (
        _NEW_LABEL.match(line)
        or _INSTRUCTION.match(line)
        or "|" in line
        or any(rx.match(line) for rx in (_CURRENT, _PROPOSED, _CORRECTIVE, _NOISE))
        or _INLINE.search(line)
    )


def _block(lines: list[str], k: int, start: int, steps: bool = False) -> tuple[str, int]:
    """The value text of the labelled line ``k`` (from column ``start``) and the lines that
    continue it (for a corrective action, ``steps``, also lines that open with a step's
    verb); returns the text and the next line's index."""
    parts = [lines[k][start:].strip()]
    k += 1
    while k < len(lines) and (
        _continues(lines[k])
        or (steps and _INSTRUCTION.match(lines[k]) and not _NEW_LABEL.match(lines[k]))
    ):
        parts.append(lines[k].strip())
        k += 1
    return " ".join(p for p in parts if p), k


def _table(lines: list[str]) -> tuple[str, str, set[int]]:
    """(current, proposed) settings of a 'Parameter | Current | Proposed' table (with or
    without its outer bars) and the lines it spans; rows that are steps ('Step | ...') are
    written one sentence each, rows that are one step's settings joined by commas."""
    rows = [
        (k, [c.strip() for c in _CELLS.split(line.strip().strip("|"))])
        for k, line in enumerate(lines)
    ]
    rows = [(k, cells) for k, cells in rows if len(cells) >= 3]
    rows = [(k, cells) for k, cells in rows if not all(re.fullmatch(r"[:-]*", c) for c in cells)]
    if not rows:
        return "", "", set()
    head = [c.lower() for c in rows[0][1]]
    cur = next((i for i, c in enumerate(head) if re.match(_OLD_SIDE, c)), None)
    new = next((i for i, c in enumerate(head) if re.match(_NEW_SIDE, c)), None)
    if cur is None or new is None:
        return "", "", set()
    steps = head[0].startswith("step")
    current: list[str] = []
    proposed: list[str] = []
    for _, cells in rows[1:]:
        if len(cells) <= max(cur, new):
            continue
        old_value = cells[cur]
        new_value = re.sub(r"(?i)\s*\((?:unchanged|same|no\s+change)\)", "", cells[new])
        if re.fullmatch(r"(?i)unchanged|same|no\s+change|=", new_value):
            new_value = old_value
        for side, value in ((current, old_value), (proposed, new_value)):
            if not re.fullmatch(r"(?i)none|-|n/?a|—|omitted|removed", value):
                side.append(f"{cells[0]} {value}")
    joint = ". " if steps else ", "
    return joint.join(current), joint.join(proposed), {k for k, _ in rows}


def change_record_run(text: str) -> str:
    """``text`` rewritten as the run a change-control or deviation record asks for (see the
    module docstring); other text unchanged."""
    if not _RECORD.search(text):
        return text
    lines = _SENTENCE_START.sub("\n", text).split("\n")
    current, proposed, used = _table(lines)
    corrective = ""
    request: list[str] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        inline = _INLINE.search(line)
        if k in used or inline is not None:
            if inline is not None:
                current, proposed = inline["old"].strip(), inline["new"].strip()
            k += 1
            continue
        pair = _PAIR.match(line)
        if pair is not None:  # 'Current: 100 µl/well     Proposed: 75 µl/well'
            current, proposed = pair["old"].strip(), pair["new"].strip()
            k += 1
            continue
        label = _CURRENT.match(line) or _PROPOSED.match(line) or _CORRECTIVE.match(line)
        if label is not None:
            value, k = _block(lines, k, label.end(), steps=label.re is _CORRECTIVE)
            if label.re is _CURRENT:
                current = current or value
            elif label.re is _PROPOSED:
                proposed = proposed or value
            else:
                corrective = f"{corrective} {value}".strip()
            continue
        if k == 0 or _NOISE.match(line):
            k += 1  # the record's title, justification and approval fields
            while k < len(lines) and _continues(lines[k]):
                k += 1  # ... with their wrapped lines
            continue
        if line.strip():
            request.append(line.strip())
        k += 1
    if corrective:
        held = _HELD_IN.findall(text)
        if len(set(held)) == 1 and held[0].lower() not in corrective.lower():
            # 'Harvest in 50 mL conical tubes ... Corrective action: re-spin at 3,220 x g':
            # the labware the report names is the one the corrective run works on
            return f"The samples are in {held[0]}. {corrective}"
        return corrective
    if not (current or proposed):
        return text
    said = "\n".join(request)
    if _MODIFIED.search(text):
        return text  # an approval that changes the proposal: the reader sees every value, asks
    wants_new = _USE_NEW.search(said) is not None or re.search(r"(?i)\bproposed\b", said)
    keep_current = _KEEP_CURRENT.search(said) is not None and not wants_new
    if _STOP_KEEP.search(text) and not keep_current:
        if wants_new and current and proposed:  # the request wants a change nobody approved
            return f"{_BOILERPLATE.sub(' ', said).strip(' .:;')} ({current} or {proposed})."
        keep_current = True
    settings = _WHY.sub("", current if keep_current or not proposed else proposed).strip()
    instruction = _BOILERPLATE.sub(" ", said).strip(" .:;\n")
    instruction = re.sub(r"[ \t]{2,}", " ", instruction)
    if not instruction or not _asks(instruction):
        return settings
    several = re.search(r"(?i)\bthen\b|\bbefore\b|\bafter\b|;|\.\s", settings) is not None
    if several and _asks(settings):  # the settings are steps: they run where the request says
        where = _WHERE.search(instruction)
        named = where.group(0).split(" the ", 1)[-1] if where is not None else ""
        if where is not None and named.lower() not in settings.lower():
            return f"{where.group(0)[0].upper()}{where.group(0)[1:]}: {settings}."  # 'On the STAR:'
        return f"{settings}."
    return f"{instruction} ({settings})."
