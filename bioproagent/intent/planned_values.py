"""Deviation and CAPA records: the planned values, and a re-run asked 'at the planned settings'.

A regulated lab reports a failed run as planned and actual values side by side ("Planned vs.
actual (step 6, heat seal): temperature 170 °C vs 155 °C; time 3.0 s vs 1.5 s", "Planned
magnet time 5 min, actual 2 min") and asks for the corrective run by reference ("re-seal on
the a4S at the planned settings", "incubate for the planned time", "repeat the spin as
planned"). Read as written, the actual values would be steps of their own and the reference
would leave the re-run to the library's defaults.

:func:`planned_settings` writes each reference as the planned values of its step (the
values of the record's entry whose words name the step's work, of the kinds that work takes)
and leaves the record out, so the actual values are never read; :func:`planned_notes` says
so. A reference it cannot settle (no entry names the step, or two planned values of one kind)
stays in the text, where the revision reader asks about it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from bioproagent.intent.clause_ops import operation_of
from bioproagent.intent.revisions import stated_quantities
from bioproagent.textutil import sentence_bounds

_TAKES = {
    "seal": {"temperature", "time"},
    "spin": {"force", "time", "temperature"},
    "shake": {"speed", "time", "temperature"},
    "incubate": {"temperature", "time"},
    "read_luminescence": {"time"},
    "read_absorbance": {"wavelength"},
    "magnetic_separation": {"time"},
    "transfer": {"volume"},
    "mix": {"volume"},
}
"""The kinds of value each operation takes from a planned entry."""
_WORK = {
    "seal": r"seal",
    "spin": r"spin|centrifug|pellet",
    "shake": r"shak",
    "incubate": r"incubat|block|hold",
    "read_luminescence": r"lumin",
    "read_absorbance": r"absorb|\bod\b|\ba\d{3}\b",
    "magnetic_separation": r"magnet",
    "transfer": r"add|transfer|dispens",
    "mix": r"\bmix",
}
"""Words of an entry's label that name an operation's work ('post-PCR spin', 'heat seal')."""
_HEAD = re.compile(r"(?i)planned\s*(?:vs\.?|versus|/)\s*actual\b")
_SECTION = re.compile(
    r"(?i)^\s*(?:root\s+cause|corrective|preventive|request|samples?|impact|sign|approved"
    r"|reviewed|qa\b|capa\b|dev\b|deviation)"
)
_INLINE = re.compile(
    r"(?i)\(?\bplanned\s+(?P<label>(?:[a-z-]+\s+){0,3}?)(?P<q>\d[\d,.]*\s*[a-zµμ°º%][\w°]*)"
    r"\s*,\s*actual\s+[\d,.]+\s*[a-zµμ°º%][\w°]*\)?"
)
"""'Planned magnet time 5 min, actual 2 min', '(planned 60 min, actual 35 min)'."""
_REFERENCE = re.compile(
    r"(?i)\b(?:at|with|for|to|using)\s+the\s+planned\s+(?P<what>settings?|values?|parameters?"
    r"|conditions?|time|temperature|speed|force|volume|duration)\b|\bas\s+planned\b"
)
_WHAT = {
    "time": {"time"},
    "duration": {"time"},
    "temperature": {"temperature"},
    "speed": {"speed", "force"},
    "force": {"force"},
    "volume": {"volume"},
}


@dataclass(frozen=True)
class _Entry:
    label: str
    values: tuple[tuple[str, str], ...]  # (written value, kind)


def _values(text: str) -> tuple[tuple[str, str], ...]:
    return tuple((written, kind) for _, _, written, kind in stated_quantities(text))


def _record(text: str) -> tuple[list[_Entry], list[tuple[int, int]]]:
    """The planned entries of ``text`` and the spans of the record that holds them."""
    entries: list[_Entry] = []
    spans: list[tuple[int, int]] = []
    head = _HEAD.search(text)
    if head is not None:
        line_end = text.find("\n", head.end())
        line_end = len(text) if line_end < 0 else line_end
        rest = text[head.end() : line_end]
        stop = re.search(r"\.\s+(?=[A-Z])", rest)
        end = head.end() + (stop.start() + 1 if stop else len(rest))
        if not rest.strip(" :\t"):  # the entries on the lines under the head
            at = line_end
            for line in re.finditer(r"\n([^\n]*)", text[line_end:]):
                if not line.group(1).strip() or _SECTION.match(line.group(1)):
                    break
                at = line_end + line.end()
            end = at
        start = sentence_bounds(text, head.start())[0]
        body = text[head.end() : end]
        context = re.match(r"\s*\(([^()]*)\)", body)
        shared = context.group(1) if context else ""
        for item in re.split(r";|\n", body[context.end() if context else 0 :]):
            left = re.split(r"\bvs\.?|\bversus\b|\|", item, maxsplit=1)[0]
            values = _values(left)
            first = stated_quantities(left)
            if values and first:
                label = left[: first[0][0]]
                entries.append(_Entry(f"{shared} {label}".strip(" :,(").lower(), values))
        spans.append((start, end))
    for m in _INLINE.finditer(text):
        label = f"{text[sentence_bounds(text, m.start())[0] : m.start()]} {m['label']}"
        entries.append(_Entry(label.lower(), _values(m["q"])))
        spans.append(m.span())
    return entries, spans


def _for(op: str | None, what: str | None, entries: list[_Entry]) -> list[tuple[str, str]]:
    """The planned values a reference in a clause of ``op`` stands for; [] when unsettled."""
    if op not in _TAKES:
        return []
    kinds = _TAKES[op] & _WHAT.get((what or "").lower().rstrip("s"), _TAKES[op])
    named = [e for e in entries if re.search(_WORK[op], e.label)]
    pool = named or (entries if len(entries) == 1 else [])
    values = [(v, k) for e in pool for v, k in e.values if k in kinds]
    by_kind: dict[str, set[str]] = {}
    for v, k in values:
        by_kind.setdefault(k, set()).add(re.sub(r"\s+", " ", v.lower()))
    if not values or any(len(vs) > 1 for vs in by_kind.values()):
        return []
    return list(dict.fromkeys(values))


_VERBS = frozenset({"spin", "seal", "shake", "incubate"})
"""Operations whose name is the verb a clause can be written with ('- spin at ...')."""


def _written(values: list[tuple[str, str]], op: str) -> str:
    """The values as a clause writes them ('at 170 °C for 3.0 s', 'with 0.5 s integration')."""
    if op == "read_luminescence":
        return " ".join(f"with {v} integration" for v, _ in values)
    at = [v for v, k in values if k != "time"]
    took = [v for v, k in values if k == "time"]
    return " ".join([*(f"at {v}" for v in at), *(f"for {v}" for v in took)])


def _operation(text: str, start: int, end: int, entries: list[_Entry]) -> tuple[str | None, str]:
    """The operation of the clause a reference sits in (its comma piece, else its sentence,
    else the one entry's work) and the verb to write when the clause names none."""
    low = text.lower()
    piece = max(low.rfind(x, 0, start) for x in (".", ";", "\n", ",", " then ")) + 1
    sentence = max(low.rfind(x, 0, start) for x in (". ", ";", "\n")) + 1
    for a in (piece, sentence):
        op = operation_of(low[a:end])
        if op is not None:
            return op, ""
    works = {w for e in entries for w, rx in _WORK.items() if re.search(rx, e.label)}
    work = works.pop() if len(entries) == 1 and len(works) == 1 else ""
    if work in _VERBS:  # 'repeat step 8 ... as planned' of a 'pellet spin' entry
        return work, f"- {work} "
    return None, ""


@lru_cache(maxsize=256)
def _read(text: str) -> tuple[str, tuple[str, ...]]:
    entries, spans = _record(text)
    if not entries:
        return text, ()
    out, notes, cuts = text, [], []
    for m in _REFERENCE.finditer(text):
        op, verb = _operation(text, m.start(), m.end(), entries)
        values = _for(op, m["what"], entries)
        if op is not None and values:
            written = verb + _written(values, op)
            cuts.append((m.start(), m.end(), written))
            notes.append(f"'{m.group(0)}' read as '{written}', the record's planned values.")
    if not cuts:
        return text, ()
    for start, end, written in sorted(cuts + [(a, b, "") for a, b in spans], reverse=True):
        out = out[:start] + written + out[end:]
    notes.append(
        "The planned-vs-actual record gives the planned values only; the actual ones are the "
        "failed run's and no settings of this plan."
    )
    return out, tuple(notes)


def planned_settings(text: str) -> str:
    """``text`` with each 'at the planned settings' written as the planned values and the
    record of planned and actual values left out; unchanged when nothing is settled."""
    return _read(text)[0]


def planned_notes(text: str) -> list[str]:
    """What :func:`planned_settings` did to ``text``, for the plan's assumptions."""
    return list(_read(text)[1])
