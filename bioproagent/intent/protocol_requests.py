"""A protocol excerpt pasted with a request line that picks its steps.

Published protocols and kit inserts number their steps ('7.', 'Step 15 |', '4)', '3.4')
between titles, reagent preparation done at the bench, notes, cautions and pause points.
A closing request line says which steps the workcell runs and on what:

    Request: steps 7-9 on the workcell; additions on the Tecan Fluent, read on the SpectraMax.
    Request: steps 1-3 on the Hamilton STAR, step 4 on the KingFisher.
    Request: steps 1 and 2 on the Fluent; I'll do the serial dilution (step 3) by hand.
    Request: the whole thing - additions on the Fluent, incubations in the 2C450.

:func:`requested_protocol_steps` rewrites such a text as the picked step lines alone, in
their order, each headed by the instrument the request gives it ('On the Tecan Fluent, add
100 µL ...'). The rest (titles with lot numbers, notes, pause points, bench work) asks for
no step. An instrument is given to a step by number, or by the kind of work the request
names ('pipetting', 'additions', 'reads', 'incubations', 'the magnet', 'spins'); a
request that offers a choice ('any liquid handler', 'of your choice') gives none. A text
with no numbered steps, or whose request picks a step it does not list, stays as written.
Pure.
"""

from __future__ import annotations

import re

_REQUEST = re.compile(r"(?im)^[ \t]*(?:workcell\s+|run\s+)?request\s*:[ \t]*(?P<body>\S.*?)[ \t]*$")
_LABEL = r"\d{1,2}(?:\.\d{1,2})?"
_STEP_LINE = re.compile(
    r"(?im)^[ \t]*(?:step[ \t]*)?(?P<n>\d{1,2}\.\d{1,2}(?=[ \t])|\d{1,2}(?=[ \t]*[.):|]))"
    r"[ \t]*[.):|]?[ \t]+(?P<body>\S.*)$"
)
_RANGE = re.compile(
    rf"(?<![\w.])(?P<a>{_LABEL})(?!\w|\.\d)\)?"
    rf"(?:\s*(?:-|–|—|to|through|thru)\s*(?:steps?\s*)?(?P<b>{_LABEL})(?!\w|\.\d)\)?)?"
)
_BY_HAND = re.compile(r"\bby\s+hand\b|\bmyself\b|\bat\s+the\s+bench\b|\bmanually\b", re.I)
_CHOICE = re.compile(
    r"\b(?:any|whichever|of\s+your\s+choice|can\s+happen\s+anywhere|anywhere)\b", re.I
)
_ROLES = (
    (
        re.compile(r"pipetting|dispensing|additions?|liquid\s+handling|reagent\s+addition", re.I),
        re.compile(
            r"^\s*(?:using\s+the\s+[\w -]+?,\s*)?(?:add|dispense|transfer|pipette|mix|resuspend"
            r"|remove|aspirate|discard|combine|distribute|aliquot|fill)\b",
            re.I,
        ),
    ),
    (
        re.compile(r"\breads?\b|\breadings?\b|\bmeasurements?\b", re.I),
        re.compile(r"\b(?:read|measure|determine\s+the\s+optical|record)\w*\b", re.I),
    ),
    (
        re.compile(r"\bincubations?\b", re.I),
        re.compile(r"^\s*incubate\b|\bincubate\b(?!.*\badd\b)", re.I),
    ),
    (re.compile(r"\bmagnet\b", re.I), re.compile(r"\bmagnet\b", re.I)),
    (
        re.compile(r"\bspins?\b|\bcentrifug\w*", re.I),
        re.compile(r"\b(?:spin|centrifug\w*|centirfug\w*)\b", re.I),
    ),
)
"""(kind of work a request names, the step lines that do it)."""
_NAMED = re.compile(
    r"\b(?:on|in|using|with)\s+the\s+(?P<on>[\w][\w -]*?)"
    r"(?=\s*(?:\(|[,;.]|$|\s+(?:and|for|please)\b))"
    r"|^\s*(?P<lead>[\w][\w -]*?)\s+for\s+the\s+"
    r"(?:pipetting|liquid\s+handling|dispensing|additions?)",
    re.I,
)
_NOT_AN_INSTRUMENT = re.compile(r"^(?:workcell|bench|deck|same\s+wells?)$", re.I)


def requested_protocol_steps(text: str) -> str:
    """``text`` as the numbered steps its closing request line picks, each headed by the
    instrument the request gives it; the text unchanged when it has no such request."""
    requests = list(_REQUEST.finditer(text))
    steps = [m for m in _STEP_LINE.finditer(text)]
    if not requests or len(steps) < 1:
        return text
    request = requests[-1]
    steps = [m for m in steps if m.start() < request.start()]
    labels = [m["n"] for m in steps]
    if not steps or len(set(labels)) != len(labels):
        return text
    picked = _picked(request["body"], labels)
    if picked is None:
        return text
    heads = _heads(request["body"], labels, picked, {m["n"]: m["body"] for m in steps})
    lines = []
    for m in steps:
        if m["n"] not in picked:
            continue
        body = m["body"].strip()
        if m["n"] in heads:
            body = f"On the {heads[m['n']]}, {body[:1].lower()}{body[1:]}"
        lines.append(f"{m['n']}. {body}")
    return "\n".join(lines) + "\n"


def _segments(body: str) -> list[str]:
    return [s.strip() for s in re.split(r"[;,]|\s+[-–—]\s+", body) if s.strip()]


def _labels_in(segment: str, labels: list[str]) -> list[str] | None:
    """The step labels a segment names ('steps 7-9', 'step 4', '4) and 5)', 'just 3.4'),
    or None when it names one the text does not list."""
    low = segment.lower()
    on = _NAMED.search(low)
    low = low[: on.start()] if on else low  # not the '2' of 'on the OT-2' or 'in the 2C450'
    named = re.search(r"\bsteps?\b", low) or re.fullmatch(
        rf"(?:just|only)?\s*{_LABEL}\)?(?:\s*(?:and|&|,|-|–|to)\s*{_LABEL}\)?)*\.?", low
    )
    if not named:
        return []
    start = named.start() if named.re.pattern.startswith(r"\bsteps") else 0
    out: list[str] = []
    read: list[tuple[int, int]] = []
    for m in _RANGE.finditer(low, start):
        read.append(m.span())
        a, b = m["a"], m["b"]
        if a not in labels or (b is not None and b not in labels):
            if re.match(r"\s*(?:-|–)?\s*(?:min|s|sec|h|µl|ul|x|°)", low[m.end() :]):
                continue  # 'the 2-min wait': a time, no step
            return None
        i = labels.index(a)
        j = labels.index(b) if b is not None else i
        out += labels[i : j + 1]
    for d in re.finditer(r"\d", low[start:]):  # every digit read, or the pick is unclear
        at = start + d.start()
        if not any(a <= at < b for a, b in read):
            return None
    return out


def _picked(body: str, labels: list[str]) -> set[str] | None:
    chosen: list[str] = []
    dropped: set[str] = set()
    for segment in _segments(body):
        found = _labels_in(segment, labels)
        if found is None:
            return None
        if _BY_HAND.search(segment):
            dropped.update(found)
        else:
            chosen += found
    picked = set(chosen or labels) - dropped
    return picked or None


def _heads(body: str, labels: list[str], picked: set[str], lines: dict[str, str]) -> dict[str, str]:
    """The instrument the request gives each picked step, by number or by kind of work."""
    out: dict[str, str] = {}
    for segment in _segments(body):
        if _CHOICE.search(segment) or _BY_HAND.search(segment):
            continue
        names = [
            (m["on"] or m["lead"]).strip()
            for m in _NAMED.finditer(segment)
            if not _NOT_AN_INSTRUMENT.match((m["on"] or m["lead"]).strip())
        ]
        names = [re.sub(r"\s+(?:please|pls)$", "", n, flags=re.I) for n in names]
        if len(names) != 1:
            continue  # 'steps 7-8 on the STAR and BioShake': no one instrument to give
        numbered = _labels_in(segment, labels) or []
        kinds = [lines_rx for kind_rx, lines_rx in _ROLES if kind_rx.search(segment)]
        for label in labels:
            if label not in picked:
                continue
            if kinds and not any(rx.search(lines[label]) for rx in kinds):
                continue
            if numbered and label not in numbered:
                continue
            every = re.search(r"\b(?:all|both|every|whole)\b", segment, re.I)
            if not kinds and not numbered and len(picked) > 1 and not every:
                continue  # 'on the ODTC' after many steps: which of them is not said
            out.setdefault(label, names[0])
    return out
