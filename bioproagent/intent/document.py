"""A standard operating procedure read for its steps.

An SOP excerpt mixes the procedure with text that asks the workcell for nothing: section
headings ("5.3 PROCEDURE - Lysate clarification"), materials with catalogue numbers and
concentrations, safety lines, "Note:", "CAUTION:", "Pause point:", acceptance criteria. Read
as steps, their numbers ("2-8 °C", "0.99", "1 g") would make every plan ask.

:func:`procedure` keeps the procedure lines (section numbers taken off, a "Critical step:"
label dropped from a numbered step) and puts the instruments of an "Equipment" list on one
line, ``Equipment: ...``, which the clause reader uses for steps that name no instrument.
:func:`document_notes` says what was left out. Text that is no such document is returned
unchanged. Both are pure and cached.
"""

from __future__ import annotations

import re
from functools import lru_cache

_NOT_A_UNIT = (
    r"(?!(?:s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?|µl|ul|ml|nm|rpm|x\s*g|×\s*g|g|°"
    r"|c|%|mm|µm|um|x|×)(?:\W|$))"
)
_SECTION = re.compile(
    rf"^\s*(?P<num>(?!0)\d{{1,2}}(?:\.\d{{1,2}}){{0,3}})\.?\s+(?=\S){_NOT_A_UNIT}"
)
"""'5.3.1 ', '10 ', '7.2. ': a section number at the start of a line; not a value wrapped
onto a new line ('... integrated for' / '0.25 s.', '2.5 min')."""
_HEADER = (
    r"procedure|materials?|reagents?(?:\s+and\s+materials)?|equipment|safety"
    r"|caution|warning|notes?|critical(?:\s+step)?|pause\s+point|acceptance(?:\s+criteria)?"
    r"|quality\s+control|qc|purpose|scope|references?|responsibilit\w*|definitions?"
    r"|troubleshooting|expected\s+results?|tips?|hazards?|ppe|waste(?:\s+disposal)?"
    r"|storage\s+conditions|abbreviations|documentation|records?|reagent"
    r"|interpretation|data\s+analysis|analysis|results?|background|introduction|overview"
    r"|summary|calculations?|expected\s+(?:values|outcomes?|signals?)"
    r"|steps|methods?|protocol|workflow|instructions"
)
_HEADER_ALONE = re.compile(rf"^\s*(?P<word>{_HEADER})\b\s*(?:[-–—]\s*.*|:\s*)?$", re.I)
"""'Materials', 'PROCEDURE', 'Equipment:', 'PROCEDURE - Plate coating': a header line."""
_HEADER_LINE = re.compile(
    rf"^\s*(?P<word>{_HEADER})\s*(?:\([^)]*\))?\s*[:\-–—]\s*(?P<rest>.*)$", re.I
)
"""'Materials: ...', 'CAUTION: ...', 'Pause point: ...': a labelled line that is no step."""
_LABEL_ON_STEP = re.compile(r"^\s*(?:critical(?:\s+step)?|important)\s*[:!]\s*", re.I)
_BULLET = re.compile(r"^\s*(?:[-•*▪◦]|\(?[a-z]\))\s+")
_STEP_VERBS = (
    r"add|transfer|dispense|pipett\w*|aliquot|spin|centrifug\w*|pellet|seal|heat-seal|"
    r"peel|remove|de-?seal|shake|incubat\w*|read|measure|mix|resuspend|store|move|place|put|"
    r"run|retrieve|load|aspirate|wash|cover|transport|return|take|fill|inoculate|stamp|"
    r"quantify|analy[sz]e|size"
)
_VERB = re.compile(rf"^\s*(?:{_STEP_VERBS}|the|a|an|\d)\b", re.I)
_NUMBERED_STEP = re.compile(
    rf"^\s*(?:\[[ xX]?\]\s*)?(?:step\s*)?\d{{1,2}}(?:\.\d{{1,2}})?[.):]\s+(?:{_STEP_VERBS})\b"
    r"(?=[^\n]*\d)",
    re.I,
)
"""'[ ] 1. Seal at 160°C / 2 sec.': a numbered instruction with a value is a step, whatever
block it sits in."""
_PROCEDURE_WORDS = ("procedure", "steps", "method", "methods", "protocol", "workflow")
_DROP_BLOCKS = (
    "materials",
    "material",
    "reagent",
    "reagents",
    "safety",
    "references",
    "reference",
    "scope",
    "purpose",
    "definitions",
    "definition",
    "abbreviations",
    "ppe",
    "hazards",
    "hazard",
    "documentation",
    "records",
    "record",
    "expected",  # 'Expected results': the read-outs a good run gives, no step
    "troubleshooting",
    "tips",
    "tip",
    "interpretation",
    "data",
    "analysis",
    "results",
    "result",
    "background",
    "introduction",
    "overview",
    "summary",
    "calculations",
    "calculation",
)


_CHANGES_A_STEP = re.compile(
    r"\b(?:(?<!\bwe\s)(?<!\bi\s)(?<!\bthey\s)use|should\s+(?:be|read|use)|change\w*(?:\s+\w+){0,3}?\s+to|make\s+(?:it|that|the\s+\w+)"
    r"|increase\w*(?:\s+\w+){0,3}?\s+to|decrease\w*(?:\s+\w+){0,3}?\s+to|raise\w*(?:\s+\w+){0,3}?\s+to"
    r"|lower\w*(?:\s+\w+){0,3}?\s+to|reduce\w*(?:\s+\w+){0,3}?\s+to|extend\w*(?:\s+\w+){0,3}?\s+to"
    r"|shorten\w*(?:\s+\w+){0,3}?\s+to)\s+(?:\w+\s+){0,2}?"
    r"(?P<value>\d[\d.,]*\s*(?:µl|ul|μl|ml|s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?"
    r"|x\s*g|×\s*g|g|rpm|°\s*c|c|nm|cycles?))\b(?!\s*/)",
    re.I,
)
"""A note that changes a written step's value ('Note: use 80 µL for the mix in step 1'): a
correction to apply or to ask about, never reference text to leave out."""


def _changes_a_step(note: str, text: str) -> bool:
    """Whether ``note`` sets a value the rest of ``text`` does not state ('we use 60 min'
    under a step of 60 min only says why)."""
    m = _CHANGES_A_STEP.search(note)
    if m is None:
        return False
    number = re.match(r"\d[\d.,]*", m["value"])
    rest = text.replace(note, " ")
    return number is None or not re.search(rf"(?<![\d.,]){re.escape(number[0])}(?![\d.,])", rest)


def _looks_like_document(lines: list[str]) -> bool:
    numbered = sum(1 for line in lines if _SECTION.match(line) and re.search(r"[A-Za-z]", line))
    headed = sum(  # 'Materials:', 'CAUTION:' -- not a YAML key ('instrument: Fluent')
        1
        for line in lines
        if line.lstrip()[:1].isupper() and (_HEADER_ALONE.match(line) or _HEADER_LINE.match(line))
    )
    dotted = any(
        re.match(rf"^\s*(?!0)\d{{1,2}}\.\d{{1,2}}\.?\s+{_NOT_A_UNIT}", line) for line in lines
    )
    return len(lines) >= 2 and (dotted or (headed >= 1 and numbered >= 1) or headed >= 2)


def _heading(body: str) -> bool:
    """A section title: no value, no sentence end, a few words, not an instruction."""
    return (
        not re.search(r"(?<![A-Za-z])\d", body)  # 'OD600 measurement' is a title
        and not body.rstrip().endswith((".", ";"))
        and len(body.split()) <= 7
        and not _VERB.match(body)
    )


@lru_cache(maxsize=256)
def _read(text: str) -> tuple[str, tuple[str, ...]]:
    lines = [line for line in text.split("\n") if line.strip()]
    if not _looks_like_document(lines):
        return text, ()
    kept: list[str] = []
    equipment: list[str] = []
    left_out: list[str] = []
    block = ""
    numbered = any(  # 'Note: use 80 µL for the mix in step 1': the steps keep their numbers
        _changes_a_step(line, text) and re.search(r"\bstep\s+\d", line, re.I) for line in lines
    )
    for line in lines:
        section = _SECTION.match(line)
        body = line[section.end() :] if section else line
        alone = _HEADER_ALONE.match(body)
        if alone:
            block = alone["word"].lower().split()[0]
            block = "procedure" if block in _PROCEDURE_WORDS else block
            continue
        labelled = _HEADER_LINE.match(line)
        if labelled and not section:
            word = labelled["word"].lower().split()[0]
            if word == "equipment":
                equipment.append(labelled["rest"])
            elif word in _PROCEDURE_WORDS or word == "instructions":
                block = "procedure"  # a titled procedure ('PROCEDURE: plate coating')
            elif _changes_a_step(labelled["rest"], text):
                kept.append(labelled["rest"].strip())  # 'Note: use 80 µL for the mix in step 1'
            else:
                left_out.append(line.strip())
            continue
        if _BULLET.match(line) and block == "equipment":
            equipment.append(_BULLET.sub("", line))
            continue
        if block in _DROP_BLOCKS and not section and not _NUMBERED_STEP.match(line):
            left_out.append(line.strip())
            continue
        if section and _heading(body):
            continue  # '6.2 SPRI bead binding': a title
        step = _LABEL_ON_STEP.sub("", body).strip()
        kept.append(f"{section['num']}. {step}" if section and numbered else step)
        block = "procedure" if section else block
    if not kept:
        return text, ()
    head = ["Equipment: " + "; ".join(e.strip() for e in equipment)] if equipment else []
    notes = tuple(
        f"'{line}' is reference text of the procedure, not a step; the plan leaves it out."
        for line in left_out
    )
    return "\n".join([*head, *kept]), notes


def procedure(text: str) -> str:
    """The steps of an SOP excerpt, one per line, with its equipment list on one line; any
    other text unchanged."""
    return _read(text)[0]


def document_notes(text: str) -> list[str]:
    """What :func:`procedure` left out of ``text`` (materials, notes, safety lines)."""
    return list(_read(text)[1])


EQUIPMENT_LINE = re.compile(r"^equipment:[^\n]*$", re.I | re.M)
"""The line :func:`procedure` writes for an SOP's equipment list."""
