"""A protocol excerpt pasted with an instruction that picks its steps.

Published protocols, kit inserts and SOPs label their steps ('7.', '(4)', 'Step 15 |',
'Step three:', 'iv.', 'C.', '(b)') between titles, reagent preparation done at the bench,
notes, cautions and pause points. A line before or after them says which steps the workcell
runs, and often on what:

    Request: steps 7-9 on the workcell; additions on the Tecan Fluent, read on the SpectraMax.
    Run steps ii to v on the Biomek i7.            Automate (b)-(d).
    Please automate steps two through four on the STAR.
    Steps 1 and 2 on the Fluent; I'll do the serial dilution (step 3) by hand.

:func:`requested_protocol_steps` rewrites such a text as the picked step lines alone, in
their order, each headed by the instrument the instruction gives it ('On the Tecan Fluent,
add 100 µL ...'). The rest (titles with lot numbers, notes, pause points, bench work) asks
for no step. An instrument is given to a step by its label, or by the kind of work the
instruction names ('pipetting', 'additions', 'reads', 'incubations', 'the magnet', 'spins');
an instruction that offers a choice ('any liquid handler') gives none. The text stays as
written (and the planner asks about the instruction it cannot read) when the pick names a
label the excerpt does not have or has twice, when it picks by description ('only the read',
'the usual bits'), or when the instruction also changes a value ('but shake at 600 rpm'),
which a rewrite would drop. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_ops import operation_of
from bioproagent.intent.instruments import find_instruments
from bioproagent.intent.section_instruments import default_registry

_WORD_NUMBERS = {w: n for w, n in lx.NUMBER_WORDS.items() if n <= 12 and w != "single"}
"""Steps named in words ('Step three:', 'steps two through four')."""
_ROMAN = {
    "i": 1,
    "ii": 2,
    "iii": 3,
    "iv": 4,
    "v": 5,
    "vi": 6,
    "vii": 7,
    "viii": 8,
    "ix": 9,
    "x": 10,
    "xi": 11,
    "xii": 12,
}
_WORD = "|".join(_WORD_NUMBERS)
_ROMAN_RX = r"(?:xi{0,2}|i[xv]|vi{0,3}|i{1,3})"
_LABEL = rf"\d{{1,2}}(?:\.\d{{1,2}})?|{_WORD}|{_ROMAN_RX}|[a-h]"
"""A step's label as an instruction writes it: 7, 3.4, three, iv, C."""
_UNIT_WORD = (
    r"(?:µl|μl|ul|ml|nl|l\b|min|h\b|hrs?\b|s\b|sec|°|x\s*g|×|g\b|rpm|nm|%|mm|mg|kb|ng|µg|ug"
    r"|m\b|mm\b|µm|um\b)"
)
"""A unit right after a decimal at the start of a line: '2.5 mL of medium ...' is a volume,
not the label of step 2.5 (an outline's '6.1 25 µL of beads ...' is)."""
_STEP_LINE = re.compile(
    r"(?im)^[ \t]*(?:[-*•][ \t]*)?"
    r"(?:step[ \t]*(?P<s>\d{1,2}|" + _WORD + r")[ \t]*[.:|)]?"
    r"|\((?P<p>\d{1,2}|[a-h]|" + _ROMAN_RX + r")\)"
    r"|(?P<n>\d{1,2}\.\d{1,2}(?=[ \t])(?![ \t]+" + _UNIT_WORD + r")|\d{1,2}(?=[ \t]*[.):|]))"
    r"(?:(?<=\.\d)|(?<=\.\d\d)|[ \t]*[.):|])"
    r"|(?P<r>" + _ROMAN_RX + r")[.)]"
    r"|(?P<l>[a-h])[.)])"
    r"[ \t]+(?P<body>\S.*)$"
)
_RANGE_WORD = r"(?:-|–|—|to|through|thru|until)"
_SELECTION = re.compile(
    rf"(?<![\w.(])\(?(?P<a>{_LABEL})\)?(?![\w]|\.\d)"
    rf"(?:\s*{_RANGE_WORD}\s*(?:steps?\s*)?\(?(?P<b>{_LABEL})\)?(?![\w]|\.\d))?",
    re.I,
)
_CUE = re.compile(
    r"(?i)(?:^|(?<=[-–—:;,.]\s)|(?<=[-–—]))\s*(?:\*\*)?(?:request\s*:"
    r"|(?:please\s+|pls\s+|kindly\s+|can\s+you\s+|could\s+you\s+|(?:i|we)\s+(?:only\s+)?need\s+)?"
    r"(?:run|do|automate|perform|execute|set\s+up|only|just|now|steps?)\b"
    r"(?!\s*\d{1,2}\s*[:|]))"  # not a heading: 'Step 1: Prepare master-mix plate'
)
"""How an instruction that picks steps starts ('Run steps 6-8', 'Only 6 to 8 on the robot',
'..., SOP CB-022 - automate steps 3 to 5 only'); a heading ('Step 1: Prepare the plate') or
a note ('read within 30 min of step 3') mentions a step without picking it."""
_REQUEST_LABEL = re.compile(r"(?i)^\s*request\s*:")
"""'Request: ...': the label of a request line."""
_ALL = re.compile(
    r"(?i)\b(?:all\s+(?:of\s+)?(?:the\s+)?(?:steps|bullets|of\s+it|it)|both\s+steps|every\s+step"
    r"|the\s+whole\s+(?:thing|protocol|procedure)|everything(?:\s+except\s+the\s+bench\s+prep)?"
    r"|all\s+of\s+section\s+\d+)"
)
_BY_HAND = re.compile(r"\bby\s+hand\b|\bmyself\b|\bat\s+the\s+bench\b|\bmanually\b", re.I)
_CHOICE = re.compile(
    r"\b(?:any|whichever|of\s+your\s+choice|can\s+happen\s+anywhere|anywhere)\b", re.I
)
_CHANGES = re.compile(
    r"(?i)\b(?:but|instead|typo|correction|except(?!\s+the\s+bench)|rather|not\s+the|change"
    r"|before|after|moved?|swap\w*|order|first|then|twice|again|repeat\w*|comment|done|rest"
    r"|remaining|skip\w*|already|finished|completed|unchanged|omit\w*|not|don['’]t|no|should"
    r"|use)\b|[\[\]]"
    r"|\d\s*(?:x\s*g|×\s*g|rpm|°|µl|ul|ml|nm|min|s\b|sec|h\b)"
)
"""An instruction that also changes the protocol: a rewrite would drop what it says."""
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
    (re.compile(r"\bshaking\b", re.I), re.compile(r"\b(?:shake|agitate)\b", re.I)),
)
"""(kind of work an instruction names, the step lines that do it)."""
_NAMED = re.compile(
    r"\b(?:on|in|using|with)\s+the\s+(?P<on>[\w][\w -]*?)"
    r"(?=\s*(?:\(|[,;.:]|$|\s+(?:and|for|please|thanks)\b))"
    r"|^\s*(?P<lead>[\w][\w -]*?)\s+for\s+the\s+"
    r"(?:pipetting|liquid\s+handling|dispensing|additions?)",
    re.I,
)
_NOT_AN_INSTRUMENT = re.compile(
    r"^(?:workcell|bench|deck|same\s+wells?|robots?|plate|robot\s+please)$", re.I
)


@dataclass(frozen=True)
class _Step:
    key: str  # the label as a number or letter: '7', '3.4', 'c'
    start: int
    body: str


def requested_protocol_steps(text: str) -> str:
    """``text`` as the labelled steps its instruction picks, each headed by the instrument
    the instruction gives it; the text unchanged when no instruction picks them clearly."""
    steps, kind = _steps(text)
    if not steps or len({s.key for s in steps}) != len(steps):
        return text
    lines = [(m.start(), m.group(0)) for m in re.finditer(r"[^\n]+", text)]
    starts = {s.start for s in steps}
    keys = [s.key for s in steps]
    found: list[tuple[str, set[str]]] = []
    for start, line in lines:
        bare = re.match(r"\(?\d", line) and _BARE_LIST.match(line.lower())
        if start in starts or _is_continuation(text, start) or not (_CUE.search(line) or bare):
            continue  # a step, a line that goes on from one, or no instruction
        for sentence in re.split(r"(?<=[.!?])\s+", line):
            picked = _picked(sentence, keys, kind)
            if picked:
                found.append((sentence, picked))
    if len(found) != 1:
        return text
    instruction, picked = found[0]
    if _CHANGES.search(_without_labels(instruction)):
        return text
    picked = picked | {k for k in keys if any(k.startswith(f"{p}.") for p in picked)}
    # 'automate section 3': the section's own steps 3.1, 3.2 ... come with it
    left_out = [
        line.replace(instruction, " ")
        for start, line in lines
        if start not in starts and not _is_continuation(text, start)
    ]
    if any(_AMENDS.search(line) for line in left_out):
        return text  # 'Rev. 4 change log: step 3 incubation shortened ...': it must be read
    heads = _heads(instruction, keys, kind, picked, {s.key: s.body for s in steps})
    registry = default_registry()
    kept = " ".join([*heads.values(), *(s.body for s in steps if s.key in picked)])
    given = {m.instrument_id for m in find_instruments(kept, registry)}
    if any(
        m.instrument_id and m.instrument_id not in given
        for m in find_instruments(instruction, registry)
    ):
        return text  # an instrument the instruction names that no picked step would keep
    out = []
    for s in steps:
        if s.key not in picked:
            continue
        body = s.body
        if s.key in heads:
            body = f"On the {heads[s.key]}, {body[:1].lower()}{body[1:]}"
        out.append(f"{s.key}. {body}")
    if not any(_DOES.search(line) or re.search(r"\d", line.split(" ", 1)[-1]) for line in out):
        return text  # the picked lines are titles only: no step was picked clearly
    return "\n".join(out) + "\n"


_DOES = re.compile(
    r"(?i)\b(?:add|transfer|dispense|pipett|spin|centrifug|shake|seal|peel|read|measure"
    r"|incubat|store|move|run|mix|remove|aspirat|retriev|load)\w*"
)
"""A verb of work: a picked line with none and no number is a title, not a step."""
_AMENDS = re.compile(
    r"(?i)\b(?:change\s*log|changed?|errat\w*|correct\w*|shortened|lengthened|increased"
    r"|decreased|updated?|amended|revised|typo|should\s+(?:read|be)|instead|now\s+\d"
    r"|replace[sd]?)\b"
)
"""A line outside the steps that amends them: the text is read whole, never cut."""


def _is_continuation(text: str, start: int) -> bool:
    return text[start : start + 1] in (" ", "\t")


def _key(raw: str, kind: str) -> str:
    """A label as the key of its step: a number ('7', '3.4') or a letter ('c')."""
    low = raw.lower()
    if kind == "n" and low in _WORD_NUMBERS:
        return str(_WORD_NUMBERS[low])
    if kind == "r" and low in _ROMAN:
        return str(_ROMAN[low])
    return low


def _kind_of(raw: str) -> str:
    """'n' for a number or number word, 'r' for a roman numeral, 'l' for a letter."""
    low = raw.lower()
    if low[:1].isdigit() or low in _WORD_NUMBERS:
        return "n"
    return "r" if low in _ROMAN else "l"


def _steps(text: str) -> tuple[list[_Step], str]:
    """The labelled step lines, each with the indented lines that go on from it."""
    out: list[_Step] = []
    kinds: set[str] = set()
    matches = list(_STEP_LINE.finditer(text))
    for k, m in enumerate(matches):
        raw = next(m[g] for g in ("s", "p", "n", "r", "l") if m[g])
        kind = _kind_of(raw)
        kinds.add(kind)
        end = matches[k + 1].start() if k + 1 < len(matches) else len(text)
        body = m["body"].strip()
        for more in re.finditer(r"\n([ \t]+\S[^\n]*)", text[m.end() : end]):
            body += " " + more.group(1).strip()  # an indented line goes on with the step
        out.append(_Step(_key(raw, kind), m.start(), body))
    if len(kinds) != 1:
        return [], ""  # labels of two kinds: an outline, not one list of steps
    return out, kinds.pop()


def _without_labels(instruction: str) -> str:
    return _SELECTION.sub(" ", _REQUEST_LABEL.sub(" ", instruction))


def _segments(body: str) -> list[str]:
    return [s.strip() for s in re.split(r"[;,]|\s+[-–—]\s+", body) if s.strip()]


_COUNTED = re.compile(
    r"\s+(?:of\s+the\s+)?(?:columns?|rows?|wells?|plates?|tubes?|samples?|replicates?|reps|times"
    r"|cycles?|standards?|controls?|strips?|racks?|boxes|copies|lanes?|reactions?|rxns?)\b"
)
"""A number followed by what it counts ('the two columns', '3 plates'): no step label."""


def _labels_in(segment: str, keys: list[str], kind: str, need_cue: bool = True) -> list[str] | None:
    """The step keys a segment names ('steps 7-9', 'ii to v', '(b)-(d)', 'two through
    four'), [] when it names none, None when it names one the excerpt does not have."""
    low = _NAMED.sub(lambda m: " " * len(m.group(0)), segment.lower())  # not 'the OT-2'
    cue = _CUE.search(low)
    if cue is None and re.match(r"\s*\(?\d|\s*\([a-z]{1,4}\)", low) and _BARE_LIST.match(low):
        need_cue = False  # '3-4 on the workcell please', '(b)-(d).'

    if cue is None and need_cue:
        return []
    begin = cue.end() if cue is not None else 0
    out: list[str] = []
    read: list[tuple[int, int]] = []
    for m in _SELECTION.finditer(low, begin):
        if not m["a"][:1].isdigit() and _kind_of(m["a"]) != kind:
            continue  # 'as a batch', 'I only need': a word, not a label of this list
        if _COUNTED.match(low, m.end()):
            read.append(m.span())
            continue  # 'run standards in duplicate down the two columns': a count
        ranged = m["b"] is not None and (m["b"][:1].isdigit() or _kind_of(m["b"]) == kind)
        section = [k for k in keys if k.startswith(f"{m['a']}.")] if m["a"].isdigit() else []
        if not ranged and m["a"] not in keys and section:  # 'Run section 5': 5.1, 5.2, ...
            read.append(m.span("a"))
            out += section
            continue
        a = _as_key(m["a"], keys, kind)
        b = _as_key(m["b"], keys, kind) if ranged else None
        if a is None or (ranged and b is None):
            if re.match(r"\s*(?:-|–)?\s*(?:min|s|sec|h|µl|ul|x|°)", low[m.end() :]):
                continue  # 'the 2-min wait': a time, no step
            return None
        read.append(m.span() if ranged else m.span("a"))
        i = keys.index(a)
        j = keys.index(b) if b is not None else i
        out += keys[i : j + 1]
    for d in re.finditer(r"\d", low[begin:]):  # every digit read, or the pick is unclear
        at = begin + d.start()
        if not any(x <= at < y for x, y in read):
            return None
    return out


def _as_key(raw: str, keys: list[str], kind: str) -> str | None:
    """The key of a label an instruction writes, read as the excerpt labels its steps
    ('ii' picks step ii of a roman list); None for a label of another kind."""
    if _kind_of(raw) != kind:
        return None
    key = _key(raw, kind)
    return key if key in keys else None


_BARE_LIST = re.compile(
    rf"\s*\(?(?:{_LABEL})\)?(?:\s*(?:{_RANGE_WORD}|and|&|,)\s*\(?(?:{_LABEL})\)?)*(?![\w(]|\.\w)",
    re.I,
)
"""An instruction that starts with the labels it picks ('3-4 on the workcell please')."""


def _picked(sentence: str, keys: list[str], kind: str) -> set[str] | None:
    """The keys an instruction sentence picks, read over the whole sentence ('Automate 1, 2
    and 4'), less the ones it leaves to the bench ('(step 3) by hand'); None when it is no
    clear pick."""
    labels = _labels_in(sentence, keys, kind)
    if labels is None:
        return None
    dropped: set[str] = set()
    for segment in _segments(sentence):
        if _BY_HAND.search(segment):
            dropped.update(_labels_in(segment, keys, kind, need_cue=False) or [])
    if re.search(r"(?i)\ball\s+(?:the\s+)?(?:[\w-]+\s+)?(?:steps|bullets)\b", sentence):
        labels = []  # 'all five steps': a count of steps, no label
    if not labels:  # 'Request: pipetting and the magnet on the i5', 'all of the bullets'
        every = (_ALL.search(sentence) and _CUE.search(sentence)) or _REQUEST_LABEL.match(sentence)
        return (set(keys) - dropped) or None if every else None
    return (set(labels) - dropped) or None


def _heads(
    body: str, keys: list[str], kind: str, picked: set[str], lines: dict[str, str]
) -> dict[str, str]:
    """The instrument the instruction gives each picked step, by label or kind of work."""
    out: dict[str, str] = {}
    for segment in _segments(_REQUEST_LABEL.sub("", body)):
        if _CHOICE.search(segment) or _BY_HAND.search(segment):
            continue
        names = [
            re.sub(r"\s+(?:please|pls|thanks)$", "", (m["on"] or m["lead"]).strip(), flags=re.I)
            for m in _NAMED.finditer(segment)
        ]
        names = [n for n in names if not _NOT_AN_INSTRUMENT.match(n)]
        if len(names) != 1:
            # 'Automate steps 4-6 (Fluent + ODTC)': each step goes to the one named
            # instrument that can do its work, if there is exactly one
            for key, name in _by_capability(segment, picked, lines).items():
                out.setdefault(key, name)
            continue  # 'steps 7-8 on the STAR and BioShake': no one instrument to give
        kinds = [lines_rx for kind_rx, lines_rx in _ROLES if kind_rx.search(segment)]
        # '1, 2 and 4 (pipetting on the i5)': the kind of work picks, among all picked steps
        numbered = [] if kinds else (_labels_in(segment, keys, kind, need_cue=False) or [])
        every = re.search(r"\b(?:all|both|every|whole)\b", segment, re.I)
        for key in keys:
            if key not in picked:
                continue
            if kinds and not any(rx.search(lines[key]) for rx in kinds):
                continue
            if numbered and key not in numbered:
                continue
            if _names_an_instrument(lines[key]):
                continue  # '4.3 ... shaken ... on the BioShake': the step names its own
            if not kinds and not numbered and len(picked) > 1 and not every:
                continue  # 'on the ODTC' after many steps: which of them is not said
            out.setdefault(key, names[0])
    return out


def _by_capability(segment: str, picked: set[str], lines: dict[str, str]) -> dict[str, str]:
    """The picked steps (naming no instrument of their own) that exactly one instrument
    named in ``segment`` can run, with that instrument's name as written."""
    registry = default_registry()
    named = {
        m.instrument_id: m.text for m in find_instruments(segment, registry) if m.instrument_id
    }
    out: dict[str, str] = {}
    for key in sorted(picked):
        if key not in lines or _names_an_instrument(lines[key]):
            continue
        op = operation_of(lines[key].lower())
        if op is None:
            continue
        able = [
            text
            for inst_id, text in named.items()
            if any(
                o == op or o.startswith(op + "_") for o in registry.instruments[inst_id].operations
            )
        ]
        if len(able) == 1:
            out[key] = able[0]
    return out


def _names_an_instrument(line: str) -> bool:
    """Whether a step line names an instrument of the lab ('... on the BioShake')."""
    return any(m.instrument_id for m in find_instruments(line, default_registry()))
