"""Fields of a sample record that describe the samples, not the run.

A manifest, a LIMS export or a hand-over note pasted above the request carries lines such as
'Storage: -80 °C (Freezer B, rack 4)', 'Received: 13/05 09:10 on dry ice', 'Owner: A.
Kowalski', 'Contents: 50 µL lysate + 50 µL Nano-Glo' or 'Inoculated: 03/11 17:00'. Their
numbers are temperatures the samples were kept at, dates, times and what the wells already
hold: no setting of any step. Read as steps they become a -80 °C store, a 17 h incubation, or
two additions nobody asked for.

:func:`record_field_spans` finds those lines by their field name (one of the names below,
before a colon at the start of a line) so the clause reader sets them aside. A field that
names the labware or the request ('Plate: 96-well PCR', 'Request: spin ...', 'Note: ...') is
not one of them and is read as usual. Pure.
"""

from __future__ import annotations

import re

_DESCRIPTIVE = (
    r"received|arrived|shipped|shipping|collected|thawed|freeze[- ]?thaws?|inoculated|pinned"
    r"|seeded|transfected|harvested"
    r"|made\s+by|prepared\s+by|submitted(?:\s+by)?|submitter|owner|author|assignee|members"
    r"|project(?:\s+code)?|cost\s+cent(?:re|er)|cost\s+code|entry\s+id|id|sample\s+ids?"
    r"|sample\s+names?|ticket(?:\s*#|\s+no\.?|\s+number)?|requester|priority"
    r"|approved\s+by|barcode|(?:plate|tube|rack)\s+(?:id|barcode)"
    r"|rack|box|location|lot|expiry|expires|tags|labels|due|story\s+points|points|signed|sign-off"
    r"|attachments|files|metadata|status|contents?|condition|strains|date|time\s+point"
    # a ticket's pass mark ('Acceptance criteria: blank wells < 0.1; Z' >= 0.5'): a check of
    # the data afterwards, no setting
    r"|acceptance(?:\s+criteria)?|success\s+criteria|pass\s+criteria|qc\s+criteria"
)
_FIELD = re.compile(
    rf"(?im)^[ \t]*(?:[-*•][ \t]*)?(?:{_DESCRIPTIVE})[ \t]*:[^\n]*?(?=(?<![\s.][a-z])\.\s|$)"
    rf"|(?<=\|)[ \t]*(?:{_DESCRIPTIVE})[ \t]*:[^\n|]*?(?=(?<![\s.][a-z])\.\s|\||$)"
)
"""A record field: its name from the list above and a colon, at the start of a line (up to
the end of its sentence) or after a '|' (up to the next '|': 'Requested by: ... | Priority:
3-Moderate')."""
_KEPT_BEFORE = re.compile(
    r"(?im)^[ \t]*(?:[-*•][ \t]*)?(?:storage(?:\s+history|\s+before\s+\w+)?|stored(?:\s+at)?)"
    r"[ \t]*:[^\n]*?(?:-\s?[1-9]\d\s*°?\s*c\b|freezer|dry\s+ice|\bsince\b|\buntil\b|\bbox\b"
    r"|\brack\b|\bshelf\b|\bnone\b|\bcame\b|\bon\s+ice\b)[^\n]*?(?=(?<![\s.][a-z])\.\s|$)"
)
"""'Storage: -80 °C (Freezer B, rack 4)', 'Storage: none, came straight from the bench': where
the samples were kept before; 'Storage: Cytomat 2C425, 4 °C' after the run is a request."""
_ASKS = re.compile(
    r"\b(?:please|pls|spin|centrifuge|shake|read|seal|peel|add|transfer|dispense|incubate"
    r"|store|retrieve|run|mix|move|return|put|place|send|park|wash|aspirate|discard)\b"
    r"(?![\w-]*\s*:)"
)
"""A field whose value asks for a step ('Status: please spin it first'): read as usual."""


_SUMMARY = re.compile(
    r"(?im)(?:^|(?<=\|))[ \t]*(?:summary|title|subject|short\s+description)[ \t]*:[^\n|]*"
)
"""A ticket's title line ('Summary: Seal, spin and store qPCR plate QP-220')."""
_BODY = re.compile(
    r"(?im)^[ \t]*(?:description|details|request(?:ed\s+work)?|steps?|procedure|work\s+notes?)"
    r"[ \t]*:[ \t]*\S"
)
"""A ticket's body field: when there is one, the steps are in it and the title names them."""


def record_field_spans(low: str) -> list[tuple[int, int]]:
    """(start, end) of each line of ``low`` that is a descriptive field of a sample record
    (see the module), whose value asks for no step; and a ticket's title line when a body
    field below it states the steps."""
    spans = [
        (m.start(), m.end())
        for rx in (_FIELD, _KEPT_BEFORE)
        for m in rx.finditer(low)
        if not _ASKS.search(m.group(0).split(":", 1)[1])
    ]
    body = _BODY.search(low)
    if body is not None:
        spans += [(m.start(), m.end()) for m in _SUMMARY.finditer(low, 0, body.start())]
    return spans
