"""What a request to rerun a log asks (read for :mod:`bioproagent.intent.run_logs`): which
logged steps, which values change, which instrument runs them; None wherever the request
leaves that open, so the planner asks. Pure."""

from __future__ import annotations

import re
from dataclasses import replace

from bioproagent.intent.instruments import find_instruments
from bioproagent.intent.run_log_lines import (
    LoggedStep,
    Setpoint,
    request_quantities,
)
from bioproagent.intent.run_log_steps import (
    OPERATIONS,
    RUNS_ON,
    category_of,
)
from bioproagent.intent.section_instruments import default_registry

RERUN_CUE = re.compile(
    r"\b(?:again|repeat\w*|redo\w*|re-do|re-?run\w*|replay\w*|respin|re-?read|re-?seal"
    r"|re-?spin|carry on|resume|(?:same|identical) (?:[\w-]+ ){0,2}?(?:run|thing|program"
    r"|programme|protocol|method|read|hold|store|top-up|steps?|settings|as|order|job|batch"
    r"|sequence|process|procedure|spin|seal|peel|shake|mix|transfer|incubation|move"
    r"|conditions)"
    r"|one more|exactly|pick (?:it|this|that) up|carry on|as (?:logged|before)|like the log"
    r"|restart\w*|finish|from step\s*\d+|the rest of|remaining steps|everything after|once more"
    r"|retry|from the top"
    r"|as in the log)\b",
    re.IGNORECASE,
)

_ONLY_FAILED = re.compile(
    r"\b(?:what failed|the failed|that failed|that aborted|the aborted|failed (?:step|ones?))",
    re.I,
)

_FROM = re.compile(
    r"\b(?:from|carry on from|resume from)\s+(?:the\s+)?((?:step|task)\s*\d+|#\d+|\w+)", re.I
)

_ONLY = re.compile(r"\b(?:just|only)\b", re.I)

_SKIP = re.compile(
    r"\b(?:skip|no|without|don't|do not|leave|no need to)\s+(?:(?:repeat|redo|re-?run|do|run)"
    r"(?:ing)?\s+)?(?:the\s+|any\s+more\s+|it\s+)?(re-?)?([\w-]+)",
    re.I,
)


_OLD_VALUE = re.compile(
    r"^\s*(?:[\w'-]+\s+){0,3}?(?:instead of|rather than|,?\s*not)\s+(?:the\s+)?"
    r"(\d[\d,]*(?:\.\d+)?)(\s*(?:x\s*g|xg|g\b|rpm|°\s*C|C\b|s\b|sec|min|mins|h\b|µl|ul|nm))?",
    re.I,
)

_NEW_STEP = re.compile(r"\b(?:first|before|afterwards?|then|also|plus|additionally)\b", re.I)

_KIND_WORDS = {"ex": r"excitation|\bex\b", "em": r"emission|\bem\b"}


def family(operation: str) -> str:
    """'read' for every read: 'same read again' names a fluorescence read too."""
    return "read" if operation.startswith("read") else operation


def named_operations(text: str) -> set[str]:
    """The operation families the text names."""
    return {
        family(name)
        for name, pattern in OPERATIONS
        if name != "run_program" and pattern.search(text)
    }


_UNDECIDED = re.compile(
    r"\b(?:haven't|have not|not yet|never)\s+(?:agreed|decided)|\bundecided\b|\bnot sure\b"
    r"|\bhalf (?:the|as)\b|\btwice (?:as|the)\b|\bwhichever\b|\beither (?:one|value)\b"
    r"|\b\d+\s+(?:more|fewer|less|extra|additional)\b"
    r"|\bwhich (?:one|run)\b"
    r"|\b(?:a (?:bit|little|touch)|slightly|somewhat|bit)\s+(?:longer|shorter|more|less|faster"
    r"|slower|hotter|colder|stronger|weaker|harder|gentler)\b"
    r"|\b(?:longer|shorter|faster|slower|hotter|colder|stronger|weaker|harder|gentler)"
    r"\s+(?:this time|please|now)\b",
    re.I,
)

_HANDED_OFF = re.compile(
    r"[^.;!?\n-]*\b(?:I'll|I will|we'll|we will)\b[^.;!?\n]*|[^.;!?\n]*\b(?:myself|by hand"
    r"|manually)\b[^.;!?\n]*",
    re.I,
)
"""'I'll take the plate out of the HiG4 myself': a step a person does, not one asked of the
workcell."""

_THERE = re.compile(r"\b(?:on|to|onto|use|using|with|in)\s+the\s+([A-Z][\w-]*[A-Za-z0-9])")

_NOT_INSTRUMENTS = frozenset({"sop", "eln", "lims", "log", "pc", "softmax", "qc", "pcr", "method"})


def _unknown_instrument(request: str) -> bool:
    """The sentence asking for the rerun names, after 'on / to / use the', a capitalised
    name that is no instrument of the registry ('redo this seal on the PlateLoc instead')."""
    registry = default_registry()
    for sentence in re.split(r"(?<=[.!?])\s+", request):
        if not (RERUN_CUE.search(sentence) or re.search(r"\binstead\b", sentence, re.I)):
            continue
        for m in _THERE.finditer(sentence):
            tail = sentence[m.start(1) : m.start(1) + 40]
            known = [x for x in find_instruments(tail, registry) if x.start == 0]
            if known and known[0].instrument_id is None:
                return True
            if not known and m[1].lower() not in _NOT_INSTRUMENTS:
                return True
    return False


_THE_FAILED = re.compile(r"\bthe (\w+) that (?:failed|errored|aborted)\b", re.I)

_RELATIVE_WORDS = re.compile(
    r"\b(?:lower|raise|increase|decrease|reduce|shorten|lengthen|extend|drop|bump|boost|double"
    r"|halve|triple)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:temperature|temp|time|duration|speed"
    r"|force|volume|cycles?|rpm|wavelength|integration|annealing|denaturation|extension)\b",
    re.I,
)
"""'lower the annealing temperature': a change with no new value, unless the clause gives
one ('lower the annealing to 58 °C')."""


def _added_step(request: str) -> bool:
    """'vortex the plate between the buffer and the spin', 'but first shake it': the request
    adds an action of its own, placed among the logged steps."""
    for clause in re.split(r"[.;!?]|\s-\s", request):
        if _OTHER_ACTIONS.search(clause) and re.search(
            r"\b(?:between|before|after|first|then|prior to|followed by)\b", clause, re.I
        ):
            return True
    return False


def _relative_without_value(request: str) -> bool:
    for m in _RELATIVE_WORDS.finditer(request):
        clause = re.split(r"[.;!?]|\s-\s", request[m.start() :])[0]
        if not re.search(r"\d", clause):
            return True
    return False


def _asked_labels(request: str) -> set[int]:
    """The step numbers a request picks: '#41', 'step 3', 'steps 3 and 4', 'steps 2-4'."""
    found: set[int] = set()
    for m in re.finditer(
        r"(?:#|\bsteps?\s+|\btasks?\s+)(\d{1,3})((?:\s*(?:,|and|&|-|–|to)\s*\d{1,3})*)",
        request,
        re.I,
    ):
        numbers = [int(m[1])] + [int(n) for n in re.findall(r"\d{1,3}", m[2])]
        if re.search(r"-|–|to", m[2]) and len(numbers) == 2 and numbers[0] < numbers[1] <= 99:
            numbers = list(range(numbers[0], numbers[1] + 1))
        found.update(numbers)
    return found


def _only_named(request: str) -> set[str]:
    """Operations the request singles out: 'just the peel', 'only the spin', 'redo the
    seal', 'rerun the seal and the spin' ('only one change: shake it 2 min' singles out no
    step)."""
    named: set[str] = set()
    for m in re.finditer(
        r"\b(?:just|only|redo|repeat|re-?run|re-?do|retry)\s+(?:just\s+|only\s+)?"
        r"(?:the\s+|that\s+|this\s+)?((?:(?!(?:and|adn|plus)\b)[\w-]+\s+){0,2}(?!(?:and|adn|plus)\b)[\w-]+)",
        request,
        re.I,
    ):
        named |= named_operations(m[1])
        end = m.end()
        while more := _LISTED.match(request, end):  # '... the seal and the spin'
            named |= named_operations(more[1])
            end = more.end()
    return named


_LISTED = re.compile(
    r"\s*(?:,|&|\+|\band\b|\badn\b|\bplus\b)\s*(?!not\b|but\b|then\b)(?:the\s+|teh\s+)?([\w-]+)",
    re.I,
)
"""One more step of a list after a named step ('..., the spin', 'and the spin')."""


def chosen_steps(steps: list[LoggedStep], request: str) -> list[LoggedStep] | None:
    """The steps the request asks for, or None when it is not clear which."""
    live = [s for s in steps if s.outcome != "rejected"]
    asked = named_operations(_SKIP.sub(" ", _HANDED_OFF.sub(" ", request)))
    if (
        asked - {family(s.operation) for s in live}
        or _UNDECIDED.search(request)
        or _relative_without_value(request)
        or _added_step(request)
    ):
        return None  # a step the log does not give, or a choice nobody made
    if sum(bool(re.match(r"\s*run\b", s.extra_line, re.I)) for s in live) > 1:
        return None  # several logged runs, and the request does not say which
    the_failed = _THE_FAILED.search(request)
    if (
        the_failed
        and len(
            [
                s
                for s in live
                if s.outcome == "failed" and family(s.operation) in named_operations(the_failed[1])
            ]
        )
        > 1
    ):
        return None
    chosen = live
    start = _FROM.search(request)
    only_failed = _ONLY_FAILED.search(request)
    if re.search(r"\beverything (?:after|past) the (?:error|failure|abort)", request, re.I):
        chosen = [s for s in live if s.outcome != "done"]
    elif only_failed:
        failed = [s for s in live if s.outcome == "failed"]
        if not failed:
            return None  # 'redo what failed' of a log where no step read as failed
        after = named_operations(_SKIP.sub(" ", request[only_failed.end() :]))
        after -= {family(s.operation) for s in failed}  # 'the failed move and the spin after it'
        last = failed[-1].number if failed else 0
        later = [s for s in live if s.number > last and family(s.operation) in after]
        chosen = failed + [
            s for k, s in enumerate(later) if s.operation not in {t.operation for t in later[:k]}
        ]
    elif start and re.match(
        r"\s*(?:that|which)\s+(?:errored|failed|aborted)", request[start.end() :]
    ):
        first = next((s.number for s in live if s.outcome == "failed"), None)
        chosen = [s for s in live if first is not None and s.number >= first]
    elif start and (numbered := re.fullmatch(r"(?:step\s*|task\s*|#)(\d+)", start[1], re.I)):
        label = int(numbered[1])
        first = next((s.number for s in live if label in s.labels), None)
        if first is None:
            return None  # 'from task 4' of a log with three
        chosen = [s for s in live if s.number >= first]
    elif start and (ops := named_operations(start[1])):
        first = next((s.number for s in live if family(s.operation) in ops), None)
        chosen = [s for s in live if first is not None and s.number >= first]
    elif labels := _asked_labels(request):
        if not all(any(n in s.labels for s in live) for n in labels):
            return None  # 'steps 3 and 7' of a log without a step 7
        chosen = [s for s in live if set(s.labels) & labels]
    elif named := _only_named(request):
        picked = [s for s in live if family(s.operation) in named]
        chosen = picked or live
    if not re.search(r"\b(?:both|all|each|every|everything)\b", request, re.I):
        for m in re.finditer(r"\b(?:that|this|the)\s+([a-z-]+)\b", request, re.I):
            families = named_operations(m[1]) if not m[1].endswith("s") else set()
            if families and sum(family(s.operation) in families for s in chosen) > 1:
                return None  # 'do that spin again' of a log with two spins
    skipped = {
        op
        for m in _SKIP.finditer(request)
        for op in named_operations(m[2])
        if not _ONLY.search(request[max(0, m.start() - 12) : m.start()])
    }
    return [s for s in chosen if family(s.operation) not in skipped]


def _kind_near(request: str, q: Setpoint) -> str:
    """'nm' near 'emission' is the emission wavelength."""
    window = request[max(0, q.start - 40) : q.end + 10].lower()
    if q.kind == "nm":
        for kind, words in _KIND_WORDS.items():
            if re.search(words, window):
                return kind
    return q.kind


def _with_value(step: LoggedStep, kind: str, old: float | None, new: float) -> LoggedStep:
    points = list(step.setpoints)
    for i, p in enumerate(points):
        if p.kind == kind and (old is None or abs(p.value - old) < 1e-6):
            points[i] = replace(p, value=new)
            return replace(step, setpoints=tuple(points))
    return replace(step, setpoints=(*points, Setpoint(kind, new)))


_OTHER_ACTIONS = re.compile(
    r"\b(?:vortex\w*|sonicat\w*|invert\w*|flick\w*|resuspend\w*|wash\w*|elut\w*|freez\w*"
    r"|thaw\w*|heat(?!-kill)\w*|cool\w*|chill\w*|dry\w*|tap\w*|rock\w*|stir\w*|pipett\w*"
    r"|filter\w*|degas\w*|soak\w*|rinse\w*|let it|leave it|wait\w*|rest\w*)\b",
    re.I,
)

_AS_LOGGED = re.compile(
    r"\b(?:is|are|was|were)\s+(?:fine|ok|okay|good|correct)\b|\bas logged\b|\bstays?\b"
    r"|\bunchanged\b|\b(?:don't|do not)\s+(?:touch|change)\b",
    re.I,
)

_RELATIVE_AFTER = re.compile(
    r"\s*(?:longer|shorter|more|less|extra|higher|lower|hotter|colder|warmer|cooler|faster"
    r"|slower|stronger|weaker|above|below|on top)\b",
    re.I,
)

_RELATIVE_BEFORE = re.compile(
    r"\b(?:another|an extra|additional|extra|by|plus|minus)\s*[+-]?$", re.I
)


def _clause_around(request: str, q: Setpoint) -> str:
    """The clause a value stands in, without the value ('but vortex the plate for  - the
    pellet ...' for '10 s')."""
    before = re.split(r"[.;,\n]|\s-\s|\bbut\b", request[: q.start])[-1]
    after = re.split(r"[.;,\n]|\s-\s|\bbut\b", request[q.end :])[0]
    return before + " " + after


def _about(step: LoggedStep, clause: str) -> bool:
    """Can the clause's value belong to ``step``: the clause names the step's operation, or
    names no action at all ('2 min this time rather than 1')."""
    if _OTHER_ACTIONS.search(clause):
        return False
    named = named_operations(clause)
    return not named or family(step.operation) in named


def changed_steps(chosen: list[LoggedStep], request: str) -> list[LoggedStep] | None:
    """The chosen steps with the request's values, or None when a stated value fits no step."""
    out = list(chosen)
    protected = {
        family
        for clause in re.split(r"[.;!?\n]|\s-\s|\bbut\b", request)
        if _AS_LOGGED.search(clause)
        for family in named_operations(clause)
    }  # 'the spin is fine as logged': no new value goes to the spin
    logged = [(p.kind, p.value) for s in chosen for p in s.setpoints] + [
        pair for s in chosen if s.program for pair in s.program.temperatures_and_times()
    ]
    quoted_until = -1
    assigned: dict[tuple[int, str], float] = {}
    for q in request_quantities(request):
        if q.start < quoted_until:
            continue  # the old value of 'X instead of Y'
        kind = _kind_near(request, q)
        clause = re.split(r"[.;,\n]|\s-\s", request[: q.start])[-1]
        if _NEW_STEP.search(clause):
            return None  # 'but first give each tube a 15 s vortex': a step of its own
        old_m = _OLD_VALUE.match(request[q.end :])
        old: float | None = None
        if old_m:
            quoted_until = q.end + old_m.end()
            unit = old_m[2] or re.sub(r"^[-−]?[\d.,]+\s*", " ", request[q.start : q.end])
            old_q = request_quantities(old_m[1] + unit)
            old = old_q[0].value if old_q else None
        holders = [
            i
            for i, s in enumerate(out)
            if any(
                p.kind == kind and (old is None or abs(p.value - old) < 1e-6) for p in s.setpoints
            )
        ]
        if old is None and any(abs(v - q.value) < 1e-6 and k == kind for k, v in logged):
            continue  # the request quotes a logged value
        holders = [i for i in holders if family(out[i].operation) not in protected]
        around = _clause_around(request, q)
        if len(holders) > 1:
            near = named_operations(around)
            holders = [i for i in holders if family(out[i].operation) in near] or holders
        if len(holders) != 1:
            fits = [i for i, s in enumerate(out) if kind in _ACCEPTS.get(s.operation, ())]
            if old is not None or len(fits) != 1:
                return None
            holders = fits
        if _RELATIVE_AFTER.match(request[q.end :]) or _RELATIVE_BEFORE.search(request[: q.start]):
            return None  # '10 s longer', 'another 15 min': a change of the logged value
        if not _about(out[holders[0]], around):
            return None  # 'vortex the plate for 10 s': the value is another action's
        if assigned.setdefault((holders[0], kind), q.value) != q.value:
            return None  # two new values for one setting ('150 µl ... about 170 µl')
        out[holders[0]] = _with_value(out[holders[0]], kind, old, q.value)
    return out


_ACCEPTS: dict[str, tuple[str, ...]] = {
    "spin": ("g", "s", "C"),
    "seal": ("C", "s"),
    "shake": ("rpm", "s", "C"),
    "incubate": ("C", "s"),
    "mix": ("uL",),
    "store": ("C",),
    "transfer": ("uL",),
    "read_absorbance": ("nm",),
    "read_fluorescence": ("ex", "em"),
    "read_luminescence": ("s",),
    "pcr": ("cycles",),
}


def moved_steps(chosen: list[LoggedStep], request: str) -> list[LoggedStep] | None:
    """Steps moved to the instrument the request names ('replay on the STAR instead')."""
    registry = default_registry()
    out = list(chosen)
    if _unknown_instrument(request):
        return None  # 'on the PlateLoc instead': an instrument the registry does not have
    for mention in find_instruments(request, registry):
        if re.search(
            r"(?:instead of|rather than|not on|not the)\s+(?:the\s+)?$", request[: mention.start]
        ):
            continue  # 'on the VSpin instead of the HiG4': the HiG4 is where it ran
        if mention.instrument_id is None:
            if re.search(rf"\b(?:on|to|onto|in|use) the {re.escape(mention.text)}", request):
                return None  # an instrument the lab does not have: the planner says so
            continue
        if any(s.device_id == mention.instrument_id for s in out):
            continue
        category = category_of(mention.instrument_id)
        for i, s in enumerate(out):
            current = category_of(s.device_id)
            fits = RUNS_ON[s.operation]
            if current == category or (category in fits and (current is None or current in fits)):
                out[i] = replace(
                    s,
                    device=mention.text,
                    device_id=mention.instrument_id,
                    unread=tuple(u for u in s.unread if not u.startswith("on ")),
                )
    return out
