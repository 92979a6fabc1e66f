"""A run talked through by two or more people: only what they finally agreed is the run.

Minutes, chat logs and phone notes put a run down as turns ('Oren: The usual 1500 x g?' /
'Maya: No, 1500 is for the deep-well blocks ... VSpin, 500 xg.' / 'Oren: OK: VSpin, 500 x g,
2 min.' / 'Maya: Perfect.'). Read as prose, every proposed, rejected and restated value would
be a step value. :func:`agreed_run` writes such a transcript as the turn that settles it:

* the settling turn is the last turn that states a value, when every turn after it only
  agrees ('Perfect.', 'Yes.', 'That's it', '👍'); a turn after it that objects or asks
  ('no', 'wait', 'actually', a question) leaves the run open, and the transcript is kept;
* a bare number in it that an earlier turn stated with a unit takes that unit ('OK, 600
  then.' after '600 nm is standard');
* when it names no operation ('Yep: 16,000 ×g, 10 minutes, 4 degrees.'), the request it
  answers (the first turn that names one) comes first, without its values, so the operation,
  labware and instrument asked for stay;
* it must state a value of every kind the transcript discussed (a speed, a time, a
  temperature, a volume, a wavelength, a cycle count); when it leaves one out, the agreed
  run is not clear from that turn alone and the transcript is kept (the plan asks).

Text that is no transcript (fewer than three turns, or one speaker) is returned unchanged.
Pure.
"""

from __future__ import annotations

import re

from bioproagent.intent.clause_ops import _implied, operation_of
from bioproagent.intent.instruments import InstrumentMention, find_instruments
from bioproagent.intent.section_instruments import default_registry

_TURN = re.compile(
    r"^(?:\[\d{1,2}:\d{2}(?::\d{2})?\]\s*|\d{1,2}:\d{2}\s+)?"
    r"(?P<who>[A-Za-z][A-Za-z.'’-]{0,15}(?:[ \t][A-Za-z][A-Za-z.'’-]{0,15})?"
    r"(?:[ \t]*\([^)\n]{1,25}\))?)[ \t]*:[ \t]+(?P<say>\S.*)$"
)
_NOT_SPEAKER = re.compile(
    r"(?i)^(?:note|nb|step|steps|plate|materials?|run|date|time|re|subject|to|from|cc|sent"
    r"|attendees|present|action|actions|agenda|decision|outcome|summary|instrument|device"
    r"|assay|samples?|volume|speed|temperature|temp|duration|program|protocol|settings?"
    r"|todo|to\s+do|status|owner|project|p\.?s|edit|update)$"
)
_UNITS = {
    "force": r"(?:x\s*g|×\s*g|xg|g\b|rcf)",
    "speed": r"rpm\b",
    "temperature": r"(?:°\s*c?|deg(?:rees?|\.)?\s*c?\b|c\b|celsius)",
    "time": r"(?:s\b|secs?\b|seconds?\b|min(?:ute)?s?\b|h\b|hrs?\b|hours?\b|'|\")",
    "volume": r"(?:µl|μl|ul\b|ml\b|micro-?lit(?:re|er)s?|milli-?lit(?:re|er)s?|mics\b)",
    "wavelength": r"nm\b",
    "cycles": r"cycles?\b",
}
_WORDS = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty"
    r"|forty|forty-five|sixty|ninety|half\s+an?|a|an)"
)
_NUMBER = r"(?<![A-Za-z])\d[\d,]*(?:\.\d+)?"
_KIND_RX = {
    kind: re.compile(rf"(?i)(?:{_NUMBER}\s*|\b{_WORDS}\s+)(?:-\s*)?{unit}")
    for kind, unit in _UNITS.items()
}
_KIND_RX["wavelength"] = re.compile(  # 'ex 485 / em 520', '488/525', 'excitation 560'
    rf"(?i){_KIND_RX['wavelength'].pattern}|\b(?:ex|em|excitation|emission|abs|a)\s*\d{{3}}\b"
    r"|\b\d{3}\s*/\s*\d{3}\b|\b\d{3}\s+(?:ex|em)\b"
)
_KIND_RX["count"] = re.compile(rf"(?i)\b{_NUMBER}\s+(?:samples?|reactions?|libraries)\b")
_AGREE_ONLY = re.compile(
    r"(?i)^(?!.*\b(?:no|not|don'?t|wait|actually|but|instead|rather|hold\s+on|hang\s+on"
    r"|unless|maybe|perhaps|or)\b)(?!.*\?)"
)
_READBACK = re.compile(
    r"(?i)^\s*(?:(?:ok(?:ay)?|so|yes|yep|yeah|right|sure|fine|great|confirmed|agreed"
    r"|perfect|cool|done|fair(?:\s+enough)?|got\s+it|then)\b[\s,:.!-]*)+"
)
_BARE = re.compile(r"(?<![\w.,/:-])(\d[\d,]*(?:\.\d+)?)(?![\w.,/:-]|\s*[-–]\s*\d)")


def _turns(lines: list[str]) -> tuple[int, list[tuple[str, str]]] | None:
    """(line index of the first turn, [(speaker, what they said)]), or None."""
    turns: list[tuple[str, str]] = []
    first = -1
    for i, line in enumerate(lines):
        m = _TURN.match(line)
        who = m["who"].strip() if m else ""
        if m and not _NOT_SPEAKER.match(re.sub(r"\s*\(.*\)$", "", who)):
            turns.append((who.lower(), m["say"].strip()))
            first = i if first < 0 else first
        elif turns and line.strip():  # a turn written over several lines
            turns[-1] = (turns[-1][0], f"{turns[-1][1]} {line.strip()}")
    speakers = {who for who, _ in turns}
    if len(turns) < 3 or len(speakers) < 2 or len(turns) == len(speakers):
        return None
    if sum(len(say.split()) >= 4 for _, say in turns) < 2:
        return None  # 'op: spin' / 'g: 1500': a config's keys, not people talking
    return first, turns


def _kinds(text: str) -> set[str]:
    return {kind for kind, rx in _KIND_RX.items() if rx.search(text)}


def _with_units(say: str, earlier: str) -> str:
    """``say`` with a bare number that an earlier turn stated with a unit given that unit."""

    def unit_of(m: re.Match[str]) -> str:
        if any(re.match(rf"(?i)\s*(?:-\s*)?{u}", say[m.end() :]) for u in _UNITS.values()):
            return m[0]
        for unit in _UNITS.values():
            stated = re.search(rf"(?i)(?<![\d.,]){re.escape(m[1])}\s*(?:-\s*)?({unit})", earlier)
            if stated is not None:
                return f"{m[1]} {stated[1]}"
        return m[0]

    return _BARE.sub(unit_of, say)


def without_values(say: str) -> str:
    """The request without the values the talk went on to settle ('spin it, 1000 x g?',
    'on the SpectraMax, 405?')."""
    for rx in _KIND_RX.values():
        say = rx.sub(" ", say)
    say = re.sub(r"(?<![\w.,/:-])\d[\d,]*(?:\.\d+)?(?=\s*\?)", " ", say)
    return re.sub(r"\s+", " ", say).strip()


def agreed_run(text: str) -> str:
    """``text`` as the turn of its transcript that settles the run (see the module doc)."""
    lines = text.split("\n")
    read = _turns(lines)
    if read is None:
        return text
    _, turns = read
    said = [
        _with_units(_READBACK.sub("", say), " ".join(s for _, s in turns[:i]))
        for i, (_, say) in enumerate(turns)
    ]
    settling = next((i for i in range(len(turns) - 1, -1, -1) if _kinds(said[i])), None)
    if settling is None:
        return text
    after = [say for _, say in turns[settling + 1 :]]
    if not all(_AGREE_ONLY.match(say) for say in after):
        return text
    if said[settling].rstrip().endswith("?") and not after:
        return text  # a proposal nobody answered
    say = said[settling].rstrip("?").strip()
    if _PLAN_LINE.search(text) and _EDITS_A_PLAN.search(say):
        return text  # 'put 2 and 3 on the Fluent ... rest fine': an edit of a listed plan
    earlier = " ".join(s for _, s in turns[:settling])
    missing = _kinds(earlier) - _kinds(say)
    if _WELLS.search(say):
        missing.discard("count")  # '150 uL into columns 1-6' settles '48 samples'
    if missing:
        return text
    if operation_of(say.lower()) is None:  # '20 µL, all wells, on the STAR.': which step?
        request = next(
            (s for _, s in turns[:settling] if operation_of(s.lower()) is not None), None
        )
        if request is not None:
            say = f"{without_values(request).rstrip('?.! ')}: {say}"
        elif _implied(say.lower()) is None:
            return text
    if named_instruments(say) or not named_instruments(earlier):
        return say
    named = {m.instrument_id: m for m in named_instruments(earlier)}
    if len(named) == 1 and not SEQUENCE.search(say):
        mention = next(iter(named.values()))  # 'luminescence, 0.5 s' after 'On the SpectraMax?'
        return f"{say.rstrip(' .!')} on the {earlier[mention.start : mention.end]}."
    return text  # 'OK, 10 µL, then the mix.' after 'on the OT-2': which step runs where?


_WELLS = re.compile(r"(?i)\b(?:columns?|cols?|rows?|wells?)\b")
_PLAN_LINE = re.compile(r"(?m)^[ \t]*(?:\w+[ \t]*:[ \t]*)?(?:step[ \t]*)?\d{1,2}[.)][ \t]+\S")
"""A numbered step of a plan someone listed in the transcript."""
_EDITS_A_PLAN = re.compile(
    r"(?i)\b(?:steps?\s*\d|\d\s*(?:and|&|\+)\s*\d|swap|drop|skip|the\s+rest|rest\s+(?:is\s+)?"
    r"(?:fine|ok|good|as\s+is)|everything\s+else|otherwise|add\s+a\s+step|looks?\s+good)\b"
)
"""A turn that edits the listed plan rather than stating the run on its own."""
SEQUENCE = re.compile(r"(?i)\bthen\b|\bfollowed\s+by\b|\bafter(?:wards)?\b|\bbefore\b|;|\n")


def named_instruments(text: str) -> list[InstrumentMention]:
    return [m for m in find_instruments(text, default_registry()) if m.instrument_id]
