"""An instrument named in a section heading runs the steps of that section.

Protocols put the instrument in the heading and leave it out of the steps under it:
'1. Reaction assembly (Biomek i5)' over '1.1 Dispense 20 µL ...' and '1.2 Add 5 µL ...', or
'### Step 3 - Normalize and pool libraries (Hamilton STAR)' over a numbered list. Read step by
step, the additions ran on whichever liquid handler the planner picks. :func:`section_steps`
writes 'on the <instrument>' into each step of the section that names no instrument and
whose operation that instrument has. A section ends at the next line indented no deeper than
its heading (the next Markdown heading for a '#' heading). Pure.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from functools import cache

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_ops import _implied, operation_of
from bioproagent.intent.instruments import find_instruments
from bioproagent.registry.loader import Registry, load_registry
from bioproagent.textutil import unwrapped

_VALUE = re.compile(r"\d\s*(?:µl|ul|ml|x\s*g|×\s*g|rpm|°|nm\b|s\b|sec|min|h\b|%)", re.I)


@cache
def default_registry() -> Registry:
    """The registry shipped with the package, loaded once (readers of the raw text that
    run before the planner's registry is known use it)."""
    return load_registry()


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def section_steps(text: str) -> str:
    """``text`` with a heading's instrument written into the steps of its section."""
    if "\n" not in text:
        return text
    registry = default_registry()
    lines = text.split("\n")
    heading: tuple[str, str, int, bool] | None = None  # (id, name, indent, markdown)
    for k, line in enumerate(lines):
        if not line.strip():
            continue
        low = line.lower()
        named = [m for m in find_instruments(line, registry) if m.instrument_id]
        op = operation_of(low) or _implied(low)
        markdown = line.lstrip().startswith("#")
        if heading is not None and (
            (heading[3] and markdown) or (not heading[3] and _indent(line) <= heading[2])
        ):
            heading = None  # the next heading, or a line at the heading's level
        if named and op is None and not _VALUE.search(line) and len(line) < 100:
            mention = named[0]
            heading = (mention.instrument_id or "", mention.text, _indent(line), markdown)
            continue
        if heading is None or named or op is None:
            continue
        inst = registry.instrument(heading[0])
        if inst is None or op not in inst.operations:
            continue
        body = line.rstrip()
        end = "." if body.endswith(".") else ""
        lines[k] = f"{body.rstrip('.')} on the {heading[1]}{end}"
    return "\n".join(lines)


_USE_FOR_ALL = re.compile(
    r"(?im)(?:^|(?<=[.!?]\s))[ \t]*(?:please\s+)?(?:use|using|run\s+(?:it|everything|this)\s+on)"
    r"\s+(?:only\s+)?(?:the\s+)?(?P<name>[^.,;:!?\n]{2,40}?)(?:\s+(?:for\s+(?:everything"
    r"|all\s+(?:of\s+it|steps|the\s+steps)|the\s+whole\s+run|this\s+run)|only|throughout))?"
    r"[ \t]*[.!]?[ \t]*(?=\n|$)"
)
"""'Use the OT-2.', 'Using the Fluent for everything.': a sentence of its own that names the
instrument for the whole run."""
_HISTORY = re.compile(
    r"\b(?:last|previous)\s+(?:time|run|week|night|batch|prep|round|spin|plate)\b|\byesterday\b"
)
"""A piece about an earlier run ('Last time 3,000 x g for 10 min ...'): no step to place."""
_PIECE = re.compile(r"(?:[^.,;!?\n]|(?<=\d)[.,](?=\d))+[.!?]?")
"""A sentence, or a part of one between commas and semicolons ('add 40 µL to each well',
'then seal on the a4S'); a decimal point or a thousands comma ends none."""


def run_instrument(text: str) -> str:
    """``text`` with the instrument a sentence of its own names for the whole run ('... Mix by
    pipetting 30 µL up and down. Use the OT-2.') written into every other step (a sentence, or
    a part of one between commas) that names no instrument and whose operation that instrument
    has; read sentence by sentence, 'Use the OT-2' ran only the step before it on the OT-2."""
    registry = default_registry()
    uses = list(_USE_FOR_ALL.finditer(text))
    if len(uses) != 1:
        return text
    use = uses[0]
    named = [m for m in find_instruments(use["name"], registry) if m.instrument_id]
    if len(named) != 1 or operation_of(use["name"].lower()) is not None:
        return text
    inst = registry.instrument(named[0].instrument_id or "")
    if inst is None:
        return text
    start, end = use.span()
    name = use["name"].strip()
    return _written_on(
        text,
        _PIECE,
        lambda a, b: start <= a < end or a <= start < b,
        lambda op: name if op in inst.operations else None,
    )


def _written_on(
    text: str,
    pieces: re.Pattern[str],
    skip: Callable[[int, int], bool],
    name_for: Callable[[str], str | None],
) -> str:
    """``text`` with 'on the <name>' written after each piece (a wrapped sentence is one
    piece) that ``skip`` keeps, that asks for a step, names no instrument and tells no
    history, and for whose operation ``name_for`` gives an instrument."""
    registry = default_registry()
    out, last = [], 0
    for m in pieces.finditer(unwrapped(text, text)):
        piece = m.group(0)
        if skip(m.start(), m.start() + len(piece)):
            continue
        low = piece.lower()
        op = operation_of(low) or _implied(low)
        if op is None or find_instruments(piece, registry):
            continue
        if _HISTORY.search(low):
            continue  # 'Last time 3,000 x g for 10 min left a smeary pellet': no step
        name = name_for(op)
        if name is None:
            continue
        body = piece.rstrip(".!? \t")
        out.append(text[last : m.start()] + f"{body} on the {name}")
        last = m.start() + len(body)
    out.append(text[last:])
    return "".join(out)


_ROLE_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        r"(?:all\s+(?:the\s+)?)?(?:pipetting|liquid\s+handling|dispensing|(?:reagent\s+)?add(?:s|itions?)?)",
        ("transfer", "mix"),
    ),
    (r"(?:the\s+)?mix(?:ing)?(?:\s+steps?)?|shak(?:e|ing)", ("shake", "mix")),
    (r"(?:the\s+)?(?:reads?|readings?|measurements?)", ("read_",)),
    (r"(?:the\s+)?(?:incubations?|incubating)", ("incubate",)),
    (r"(?:the\s+)?(?:spins?|spinning|centrifugation)", ("spin",)),
    (r"(?:the\s+)?seal(?:s|ing)?", ("seal",)),
    (r"everything(?:\s+below|\s+else)?|all\s+(?:the\s+)?steps|the\s+whole\s+run", ("",)),
)
_FOR_ROLE = re.compile(
    r"(?P<name>\b[a-z][\w-]*(?:\s+[\w-]+){0,2}?)\s+(?:for|to)\s+(?:the\s+)?(?P<role>"
    + "|".join(f"(?:{rx})" for rx, _ in _ROLE_WORDS)
    + r")\b(?:\s+(?:below|please|pls))?(?=\s*(?:[,.;:)\n—–-]|$))",
    re.I,
)
"""'Hamilton STAR for all pipetting', '(BioShake for the mix step)', 'Fluent for the reagent
add, BioShake for mixing, i3x to read': an instrument given the steps of one kind of work."""


_PIECE_WITH_ASIDES = re.compile(r"(?:\([^()\n]*\)|[^.,;!?\n(]|(?<=\d)[.,](?=\d))+[.!?]?")
"""A piece as :data:`_PIECE` reads it, a bracketed aside kept whole ('(20,000 x g; 14,000
rpm)')."""
_ROLE_ON = re.compile(
    r"(?:(?<=[.,;:(])|(?m:^))[ \t]*(?:and\s+)?(?:all\s+(?:the\s+)?)?(?P<role>spins|spinning"
    r"|centrifugations?|incubations|reads|readings|measurements|additions|pipetting|dispensing"
    r"|mixing|shaking|seals|sealing)\s+(?:on|in|with|using)\s+the\s+"
    r"(?P<name>(?!\w+\s+please)[\w-]+(?:\s+(?!please\b)[\w-]+){0,2}?)"
    r"(?=\s*(?:[.;)\n]|$))",
    re.I,
)
"""'Spins on the 5424 R.', 'all incubations in the ODTC.': the same giving, the kind of work
first, as a sentence or a heading's tail of its own."""


def _not_first(op: str, role: tuple[re.Match[str], str, str, tuple[str, ...]]) -> bool:
    """False for a role that names ``op``'s kind of work first ('for mixing' for a mix)."""
    k = role[3][0].rstrip("_")
    return not (k and op.startswith(k)) and not (op == "mix" and k == "shake")


def role_instruments(text: str) -> str:
    """``text`` with each instrument given a kind of work ('BioShake for the mix step')
    written into the steps of that kind that name no instrument and that it can run, and the
    giving words themselves left out (they ask for no step of their own)."""
    registry = default_registry()
    roles: list[tuple[re.Match[str], str, str, tuple[str, ...]]] = []
    for m in [*_FOR_ROLE.finditer(text), *_ROLE_ON.finditer(text)]:
        named = [x for x in find_instruments(m["name"], registry) if x.instrument_id]
        if len(named) != 1:
            continue
        rest = m["name"][: named[0].start] + " " + m["name"][named[0].end :]
        if operation_of(rest.lower()) is not None:
            continue  # 'spin the plate to the bottom for the read': a step, not a giving
        role = re.sub(r"^(?:centrifugations?|spinning)$", "spins", m["role"], flags=re.I)
        kinds = next((ops for rx, ops in _ROLE_WORDS if re.fullmatch(rx, role, re.I)), None)
        if kinds is None:
            continue
        roles.append((m, named[0].instrument_id or "", named[0].text, kinds))
    if not roles:
        return text
    spans = [(m.start("name"), m.end()) for m, _, _, _ in roles]

    def name_for(op: str) -> str | None:
        # the role that names this kind of work first ('BioShake for mixing' before
        # 'Fluent for all pipetting' for a mix at 500 rpm)
        for _, inst_id, name, kinds in sorted(roles, key=functools.partial(_not_first, op)):
            inst = registry.instrument(inst_id)
            if inst is None or not any(op.startswith(k.rstrip("_")) for k in kinds):
                continue
            can = op in inst.operations or (op == "mix" and "shake" in inst.operations)
            if can or (op == "read" and any(o.startswith("read_") for o in inst.operations)):
                return name
        return None

    joined = _written_on(
        text,
        _PIECE_WITH_ASIDES,
        lambda a, b: any(x < b and a < y for x, y in spans),
        name_for,
    )
    for m, _, _, _ in sorted(roles, key=lambda r: -r[0].start()):
        at = joined.find(m.group(0))
        if at >= 0:
            joined = joined[:at] + joined[at + len(m.group(0)) :]
    return joined


_SWITCH = re.compile(
    r"(?:,?\s*(?:so|and)\s+)?(?:please\s+|pls\s+)?(?:do|run|use|put|take)\s+"
    r"(?:(?:it|this|that|them)\s+)?(?:(?:on|with|in)\s+)?(?:the\s+)?"
    r"(?P<new>[^.,;:!?\n]{2,30}?)\s+instead\b"
    r"(?!\s+of\b)",
    re.I,
)
"""'..., so please do it on the Fluent instead', 'Use the HiG4 instead.'"""
_UNDECIDED = re.compile(rf"\b(?:{lx.UNDECIDED_WORDS}|if|unless|could)\b|\?", re.I)


def switched_instruments(text: str) -> str:
    """``text`` with an instrument named for a step 'instead' ('The STAR is booked, so please
    do it on the Fluent instead') written where the earlier instrument of its kind was
    named, and the switching words left out. An undecided switch ('maybe use the HiG4
    instead?') or one whose earlier instrument is not clear is left for the planner to ask."""
    registry = default_registry()
    for m in reversed(list(_SWITCH.finditer(text))):
        start, end = _sentence_around(text, m.start())
        if _UNDECIDED.search(text, start, end):
            continue
        new = [x for x in find_instruments(m["new"], registry) if x.instrument_id]
        if len(new) != 1 or operation_of(m["new"].lower()) is not None:
            continue
        new_id = new[0].instrument_id or ""
        kind = registry.instrument(new_id)
        earlier = [
            x
            for x in find_instruments(text[: m.start()], registry)
            if x.instrument_id
            and x.instrument_id != new_id
            and (inst := registry.instrument(x.instrument_id)) is not None
            and kind is not None
            and inst.category == kind.category
        ]
        if len({x.instrument_id for x in earlier}) != 1:
            continue
        if _VALUE.search(text[start : m.start()] + " " + text[m.end() : end]):
            continue  # 'use the HiG4 instead and go to 3000 x g': the step edits read it
        head, tail = text[: m.start()], text[m.end() :]
        if not head[start:].strip():
            tail = tail.lstrip(".!? \t")  # 'Use the HiG4 instead.' was a sentence of its own
        for x in sorted(earlier, key=lambda x: -x.start):
            head = head[: x.start] + new[0].text + head[x.end :]
        text = head + tail
    return text


def _sentence_around(text: str, at: int) -> tuple[int, int]:
    starts = [k.end() for k in re.finditer(r"[.!?](?:\s|$)|\n", text[:at])]
    end = re.search(r"[.!?](?:\s|$)|\n", text[at:])
    return (starts[-1] if starts else 0, at + end.end() if end else len(text))
