"""An instrument booking that carries a run: the user's note, on the booked instrument.

Booking systems and calendars send confirmations and invitations ('Booking confirmed:
HiG4, Tue 14:00-14:30, Room 2.114, Booking ID 88412', 'Invitation: ODTC slot (1 h)') with the
user's note ('Note: spin the 384-well plate at 2,500 x g for 3 min') among slot times, IDs,
rooms, prices and facility rules. Read as prose, a slot's length would be a step's time and
every ID a number nobody can place. :func:`booked_run` writes such a message as its note:

* the run is the text of the note field ('Note:', 'Description:', 'Details:', 'Comments
  from user:', 'Purpose of use:'), up to the next field, rule or blank line; with several
  bookings, the last one not cancelled;
* when the booking names exactly one instrument, the note's steps that name none and that
  instrument can run, run on it (one the registry lacks too, so the plan asks about it);
* a slot's length is never a step's time: a note that leaves the time out stays without
  one (and the plan asks or halts as it would).

Text that is no booking, or a booking without a note, is returned unchanged. Pure.
"""

from __future__ import annotations

import re

from bioproagent.intent.dialogues import SEQUENCE
from bioproagent.intent.instruments import InstrumentMention, find_instruments
from bioproagent.intent.section_instruments import default_registry

_BOOKING = re.compile(
    r"(?i)\b(?:bookings?|booked|reservations?|reserved|invitation|calendar|corebook"
    r"|organi[sz]er|your\s+slot|slot\s+\(\d)"
)
_CONFIRMED = re.compile(
    r"(?i)\b(?:booking|reservation)\s+(?:confirmed|id|#|no\.?|\d{3,})|\binvitation\s*:"
    r"|\byour\s+booking"
)
_NOTE = re.compile(
    r"(?im)^[ \t]*(?:notes?|description|details|comments?(?:\s+from\s+(?:the\s+)?user)?"
    r"|purpose(?:\s+of\s+use)?|user\s+note|run\s+details|request)\s*[-:–—][ \t]*"
)
_FIELD_END = re.compile(
    r"(?im)^[ \t]*(?:[A-Z][\w /()-]{1,30}:\s|--+|reminder\b|facility\s+rule|please\b|you\s+can"
    r"|reply\b|going\?|cancell?ations?\b|last\s+used\b|the\s+\d+\s*h\s+slot)"
)
_CANCELLED = re.compile(r"(?i)\bcancel(?:l)?ed\b|\bcancellation\s+of\b")


def _notes(text: str) -> list[tuple[int, str]]:
    """(where, text) of every note field, each up to the next field or a blank line."""
    out = []
    for m in _NOTE.finditer(text):
        body_end = len(text)
        blank = re.search(r"\n[ \t]*\n", text[m.end() :])
        if blank:
            body_end = m.end() + blank.start()
        field = _FIELD_END.search(text, m.end() + 1, body_end)
        if field:
            body_end = min(body_end, field.start())
        body = " ".join(text[m.end() : body_end].split())
        if body:
            out.append((m.start(), body))
    return out


def booked_run(text: str) -> str:
    """``text`` as the run its booking's note asks for (see the module doc)."""
    if len(_BOOKING.findall(text)) < 2 and not _CONFIRMED.search(text):
        return text  # 'hotel slot 7', one 'booked': no booking message
    notes = _notes(text)
    if not notes or not any(re.search(r"\d", body) for _, body in notes):
        return text
    live = [
        (at, body)
        for at, body in notes
        if not _CANCELLED.search(text[max(0, text.rfind("\n\n", 0, at)) : at])
    ]
    if not live:
        return text
    at, run = live[-1]
    header = text[max(0, text.rfind("\n\n", 0, at)) : at]
    if not _mentions(header):
        return run
    booked = {m.instrument_id or m.text: m for m in _mentions(header)}
    in_run = {m.instrument_id or m.text for m in _mentions(run)}
    if in_run and (len(booked) != 1 or set(booked) <= in_run):
        return run
    mention = next(iter(booked.values()))
    name = header[mention.start : mention.end]
    if len(booked) != 1:
        return text
    if in_run or SEQUENCE.search(run):  # '..., then seal on the a4S' on a STAR booking: each
        return f"{run.rstrip()}\nUse the {name}."  # step the STAR can run, on the STAR
    return f"{run.rstrip(' .!')} on the {name}."


def _mentions(text: str) -> list[InstrumentMention]:
    """Instruments ``text`` names, those the registry lacks included ('Echo 525'): a booking
    of an instrument the lab does not have must still ask."""
    return find_instruments(text, default_registry())
