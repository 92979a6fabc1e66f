"""A numbered plan someone proposed, and the edits the scientist made before saying 'go'.

A chat with a lab assistant (a person or a program) ends as a proposed plan and a reply that
edits it: 'AI: 1. Peel the seal (XPeel) 2. Add 90 µL beads on the STAR 3. Mix 100 µL x 10
4. KingFisher PCR_Cleanup_v2' / 'Me: put 2 and 3 on the Fluent, STAR's booked. and mix 8x at
120 uL. rest fine, run it'. Read as prose, the reply's values would be a step of their own
and the plan's old ones would stay. :func:`edited_plan` writes such a text as the plan with
the edits applied, one numbered line per step:

* a step's new values ('mix 8x at 120 uL', 'magnet 2 min', '3 min for the spin', 'shake at
  1000') replace the values of the one step of that kind (a bare number the one value of the
  step with as many digits), or are added to it;
* 'put 2 and 3 on the Fluent', 'use the STAR not the Fluent' move steps; 'drop step 2',
  'skip 4' remove one; 'swap 3 and 4' swaps two; 'add a step 4: remove 300 µL sup' adds one;
* 'rest fine', 'go', 'run it', 'looks good' change nothing.

The reply must approve the plan ('go', 'run it', 'looks good', 'ok'); a piece of the reply
that changes something this reader cannot place leaves the text as it is, and the planner
asks (an unapplied edit of a listed plan is an unresolved revision). Pure.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_ops import _MIX_REAGENT, _NOUN_MIX, operation_of
from bioproagent.intent.instruments import find_instruments
from bioproagent.intent.revisions import stated_quantities
from bioproagent.intent.section_instruments import default_registry

_STEP = re.compile(
    r"^[ \t]*(?:[A-Za-z][\w .'’-]{0,20}:[ \t]*)?(?:step[ \t]*)?(\d{1,2})[.)][ \t]+(\S.*)$"
)
_SPEAKER = re.compile(r"^[ \t]*[A-Za-z][\w .'’-]{0,20}:[ \t]*")
_APPROVES = re.compile(
    r"(?i)\b(?:go|go\s+ahead|run\s+(?:it|that|this)|looks?\s+good|lgtm|do\s+it|proceed"
    r"|ok(?:ay)?|yes|yep|perfect|fine|approved)\b|👍|✅"
)
_PASSES = re.compile(
    r"(?i)^\W*(?:and\s+)?(?:(?:the\s+)?rest\s+(?:is\s+)?(?:fine|ok(?:ay)?|good|as\s+is)"
    r"|everything\s+else\s+(?:is\s+)?(?:fine|ok(?:ay)?|as\s+is)|go(?:\s+ahead)?|run\s+(?:it|that|this)"
    r"|looks?\s+good|lgtm|do\s+it|proceed|ok(?:ay)?|yes|yep|perfect|fine|thanks|ta|cheers)\W*$"
)
_DROP = re.compile(r"(?i)^\W*(?:and\s+)?(?:drop|skip|remove|delete|no)\s+(?:step\s*)?(\d{1,2})\W*$")
_SWAP = re.compile(
    r"(?i)^\W*(?:and\s+)?swap\s+(?:steps?\s*)?(\d{1,2})\s*(?:and|&|,)\s*(\d{1,2})\W*$"
)
_MOVE = re.compile(
    r"(?i)^\W*(?:and\s+)?(?:put|run|do|move)\s+(?:steps?\s*)?(?P<steps>\d{1,2}(?:\s*(?:,|and|&)"
    r"\s*\d{1,2})*)\s+(?:on|onto|to|with)\s+the\s+(?P<where>.+?)\W*$"
)
_INSTEAD = re.compile(
    r"(?i)^\W*(?:and\s+)?use\s+the\s+(?P<new>.+?)\s+(?:not|instead\s+of)\s+the\s+(?P<old>.+?)\W*$"
)
_ADD = re.compile(
    r"(?i)^\W*(?:and\s+)?add\s+a\s+(?:new\s+)?step(?:\s*(\d{1,2}))?\s*[:,-]\s*(?P<body>.+)$"
)
_TIMES = re.compile(
    r"(?i)\b(?P<n>\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:x|×|times)\b"
    r"(?!\s*g\b)|(?<=\s)(?:x|×)\s*(?P<m>\d{1,3})\b(?!\s*g\b)"  # '100 µL x 10'
)
_STEP_WORDS = (
    ("magnetic_separation", re.compile(r"(?i)\bmagnet")),
    ("spin", re.compile(r"(?i)\b(?:spin|centrifug)")),
    ("shake", re.compile(r"(?i)\bshak")),
    ("mix", re.compile(r"(?i)\bmix")),
    ("seal", re.compile(r"(?i)\bseal")),
    ("incubate", re.compile(r"(?i)\bincubat")),
)
"""Words that name a step where the operation reader reads none ('i7 deck shaker: ...')."""


_CHANGES_SOMETHING = re.compile(
    r"(?i)\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty"
    r"|fifty|hundred|half|double|columns?|cols?|rows?|wells?|only|instead|not|longer|shorter"
    r"|more|less|faster|slower|hotter|colder)\b"
)
"""Words of a change: a piece that holds one and names no step leaves the text as it is."""


def _op(text: str) -> str | None:
    """The step ``text`` names: the operation reader's, else a step word ('i7 deck shaker:
    1200 rpm'). Never a step word over the reader ('20 µL primer mix' is an addition, 'Peel
    the seal' a peel)."""
    low = text.lower()
    read = operation_of(low)
    if read is not None:
        return read
    low = _NOUN_MIX.sub(" reagent", _MIX_REAGENT.sub(" reagent", low))  # 'primer mix'
    return next((op for op, rx in _STEP_WORDS if rx.search(low)), None)


def _times(text: str) -> tuple[int, int, int] | None:
    m = _TIMES.search(text)
    if m is None:
        return None
    n = (m["n"] or m["m"]).lower()
    return m.start(), m.end(), int(n) if n.isdigit() else lx.NUMBER_WORDS[n]


def _with_values(step: str, piece: str) -> str | None:
    """``step`` with the values ``piece`` gives it, or None when one cannot be placed."""
    given = [(a, b, w, k) for a, b, w, k in stated_quantities(piece) if k]
    times = _times(piece)
    if times is not None:
        given = [g for g in given if not (times[0] <= g[0] < times[1])]
    taken = {(a, b) for a, b, _, _ in given} | ({(times[0], times[1])} if times else set())
    bare = [
        m
        for m in re.finditer(r"(?<![\w.,])\d[\d,]*(?:\.\d+)?(?![\w.,])", piece)
        if not any(a <= m.start() < b for a, b in taken)
    ]
    out = step
    for _, _, written, kind in given:
        olds = [(a, b) for a, b, _, k in stated_quantities(out) if k == kind]
        if len(olds) > 1:
            return None
        if olds:
            a, b = olds[0]
            out = out[:a] + written + out[b:]
        else:
            out = f"{out.rstrip(' .')}, {written}"
    if times is not None:
        old = _times(out)
        if old is not None:
            out = out[: old[0]] + f"{times[2]} times" + out[old[1] :]
        else:
            out = f"{out.rstrip(' .')}, {times[2]} times"
    for m in bare:
        digits = len(m.group(0).replace(",", "").split(".")[0])
        candidates = [
            (a, b, w)
            for a, b, w, k in stated_quantities(out)
            if k and len(re.sub(r"\D", "", w.split(".")[0])) == digits
        ]
        if len(candidates) != 1:
            return None
        a, b, w = candidates[0]
        number = re.match(r"[\d,]+(?:\.\d+)?", w)
        assert number is not None
        out = out[:a] + m.group(0) + w[number.end() :] + out[b:]
    return out


def _pieces(reply: str) -> list[str]:
    return [
        p.strip()
        for p in re.split(
            r"[.;!\n]+\s*|,\s*(?=(?:and\s+)?(?:rest|go|run|looks|add|drop|skip|swap"
            r"|put|use|mix|shake|spin|magnet|seal|incubat|read)\b)",
            reply,
        )
        if p.strip()
    ]


@lru_cache(maxsize=256)
def edited_plan(text: str) -> str:
    """``text`` as its proposed plan with the reply's edits applied (see the module);
    otherwise ``text`` unchanged."""
    lines = text.split("\n")
    numbered = [(k, _STEP.match(line)) for k, line in enumerate(lines)]
    last_plan: list[tuple[int, str]] = []
    current: list[tuple[int, str]] = []
    for k, m in numbered:
        if m is not None and (not current or int(m[1]) == len(current) + 1):
            current.append((k, m[2].strip()))
        elif m is not None and int(m[1]) == 1:
            current = [(k, m[2].strip())]
        elif current and m is None and lines[k].strip() and not _SPEAKER.match(lines[k]):
            continue  # a line wrapped inside the plan's turn
        if m is not None and len(current) >= 2:
            last_plan = list(current)
    if len(last_plan) < 2:
        return text
    reply = "\n".join(_SPEAKER.sub("", line) for line in lines[last_plan[-1][0] + 1 :])
    if not reply.strip() or not _APPROVES.search(reply):
        return text
    steps = [s for _, s in last_plan]
    registry = default_registry()
    for piece in _pieces(reply):
        if _PASSES.match(piece):
            continue
        if m := _DROP.match(piece):
            n = int(m[1])
            if not 1 <= n <= len(steps):
                return text
            steps[n - 1] = ""
            continue
        if m := _SWAP.match(piece):
            i, j = int(m[1]) - 1, int(m[2]) - 1
            if not (0 <= i < len(steps) and 0 <= j < len(steps)):
                return text
            steps[i], steps[j] = steps[j], steps[i]
            continue
        if m := _MOVE.match(piece):
            where = [x for x in find_instruments(m["where"], registry) if x.instrument_id]
            if len(where) != 1:
                return text
            for n in (int(x) for x in re.findall(r"\d{1,2}", m["steps"])):
                if not 1 <= n <= len(steps):
                    return text
                steps[n - 1] = _moved(steps[n - 1], where[0].text)
            continue
        if m := _INSTEAD.match(piece):
            new = [x for x in find_instruments(m["new"], registry) if x.instrument_id]
            old = [x for x in find_instruments(m["old"], registry) if x.instrument_id]
            if len(new) != 1 or len(old) != 1:
                return text
            steps = [_renamed(s, old[0].instrument_id or "", new[0].text) for s in steps]
            continue
        if m := _ADD.match(piece):
            at = int(m[1]) if m[1] else len(steps) + 1
            if not 1 <= at <= len(steps) + 1:
                return text
            steps.insert(at - 1, m["body"].strip())
            continue
        op = _op(piece)
        if op is None:
            if _CHANGES_SOMETHING.search(piece):
                return text  # 'only the first three columns': a change for no step named
            continue  # "STAR's booked": why, no change
        matching = [k for k, s in enumerate(steps) if s and _op(s) == op]
        if len(matching) != 1:
            return text
        changed = _with_values(steps[matching[0]], piece)
        if changed is None or changed == steps[matching[0]]:
            return text  # 'two seconds on the seal': a value this reader did not read
        steps[matching[0]] = changed
    kept = [s for s in steps if s]
    return "\n".join(f"{k}. {s}" for k, s in enumerate(kept, 1))


def _moved(step: str, where: str) -> str:
    named = [x for x in find_instruments(step, default_registry()) if x.instrument_id]
    if not named:
        return f"{step.rstrip(' .')} on the {where}"
    for x in sorted(named, key=lambda x: -x.start):
        step = step[: x.start] + where + step[x.end :]
    return step


def _renamed(step: str, old_id: str, new: str) -> str:
    for x in sorted(find_instruments(step, default_registry()), key=lambda x: -x.start):
        if x.instrument_id == old_id:
            step = step[: x.start] + new + step[x.end :]
    return step
