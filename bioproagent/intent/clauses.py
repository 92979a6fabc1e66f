"""Clause-level reading of an intent: the ordered steps a scientist asked for.

:func:`read_clauses` splits an intent into clauses in *run order* and binds every quantity,
labware format, well range and instrument name to the clause that mentions it:

* hard boundaries: sentences, semicolons, new lines, numbered lists ("1. ... 2. ...");
* sequence words: "then", "after that", "afterwards", "followed by", "next", "finally",
  ", and <verb>", ", <verb>";
* order words that reverse the text: "X after spinning ...", "Before reading, X",
  "X, but first Y"; "After X, Y", "Once X has finished, Y" and "X before Y" keep it;
* a reference without values ("after spinning", "before reading") to an operation that
  another clause states is not a new step: it moves that clause to the reference's place.

A transfer clause that states several volumes ("add 15 uL master mix and 5 uL template")
becomes one clause per volume. Numbers that a clause holds but the parser could not read
as a quantity, and that no known non-quantity role explains, are listed in
:attr:`ClauseReading.unread` (see :mod:`bioproagent.intent.numbers`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_build import (
    _clause,
)
from bioproagent.intent.clause_layout import (
    _ASIDE,
    _FIRST_COLON,
    _FORM_KEY,
    _STEP_MARKER,
    _STEP_REF,
    BARE_RUN,
    DONE_ON,
    INCIDENT,
    NOT_ASKED,
    PLACED_ON,
    SAID_FIRST,
    _repeat,
    _title_spans,
    admin_spans,
    discussion_spans,
    handout_lines,
    setup_spans,
)
from bioproagent.intent.clause_merge import (
    _attach_fragments,
    _heading_then_values,
    _merge_programs,
    _merge_reads,
    _need_then_how,
    _read_again,
    _resolve_references,
    _same_as_before,
    bare_force,
    one_peel,
    one_read,
    one_step,
)
from bioproagent.intent.clause_model import Clause, ClauseReading, ClauseValue
from bioproagent.intent.clause_ops import operation_at, operation_of
from bioproagent.intent.clause_order import settle_order
from bioproagent.intent.clause_passes import (
    clean_up_titles,
    references_back,
    row_settings,
    shaking_incubations,
    shared_destination,
    wells_described_before,
)
from bioproagent.intent.clause_split import (
    ACTION,
    BEFORE_THAT,
    UNSUPPORTED,
    WAIT,
    Span,
    hard_pieces,
    ordered_pieces,
)
from bioproagent.intent.clause_stores import purpose_only, stores_at_the_ends
from bioproagent.intent.clause_values import (
    _PROGRAMS,
    AMBIENT_OPS,
    CONTENTS_PARAM,
    PLACE_PARAM,
    ROOM_TEMPERATURE,
    RPM_PARAM,
    _clause_values,
    _split_volumes,
    params_for,
)
from bioproagent.intent.clause_waits import waits_after_additions
from bioproagent.intent.conditions import unsettled_conditions
from bioproagent.intent.document import EQUIPMENT_LINE
from bioproagent.intent.instrument_leads import lead_instrument, one_cycling_run, one_run
from bioproagent.intent.instruments import InstrumentMention, find_instruments
from bioproagent.intent.numbers import NumberToken, unexplained_numbers
from bioproagent.intent.pasted_reference import same_as_pasted
from bioproagent.intent.programs import read_programs
from bioproagent.intent.record_fields import record_field_spans
from bioproagent.intent.repeats import expand_repeats, unplaced_repeats
from bioproagent.intent.replaced_runs import replaced_runs
from bioproagent.intent.revisions import unresolved_revision_spans
from bioproagent.intent.shorthand import expand_shorthand
from bioproagent.intent.step_edits import apply_step_edits
from bioproagent.intent.tracked_changes import REORDERED, REVIEW_NOTE, REVIEW_ORDER
from bioproagent.registry.loader import Registry
from bioproagent.textutil import sentence_bounds, unwrapped

__all__ = [
    "AMBIENT_OPS",
    "CONTENTS_PARAM",
    "PLACE_PARAM",
    "ROOM_TEMPERATURE",
    "RPM_PARAM",
    "Clause",
    "ClauseReading",
    "ClauseValue",
    "params_for",
    "read_clauses",
]


_FIRST_LEAD = re.compile(
    r"\s*(?:and\s+|but\s+)?(?:first\b(?:,?\s*(?:though|however)\b)?"
    r"(?!\s*:|\s+(?:of|time|step|plate|well|column|row))"
    r"|(?:please\s+)?start\s+(?:with|by)\b|to\s+start(?:\s+with)?\b)[,]?\s*"
)
"""'...; first ot-flex 180uL lb': a piece that says it runs first."""
_FIRST_TAIL = re.compile(r"\s+first\b(?:\s+(?:to|so|in\s+order\s+to)\b[^;.\n]*)?\s*[?!.]?\s*$")
"""'spin 1k x g 1 min first to kill bubbles': 'first' at the end of its piece."""


_COLD_PLACE = re.compile(
    r"\b(?:on\s+(?:wet\s+|dry\s+)?ice|ice[- ]cold|chill\w*|(?:in|into)\s+(?:the\s+|a\s+)?"
    r"(?:fridge|refrigerator|freezer|cold\s*room)|cold\s+(?:block|room))\b"
)
"""A temperature named by a place ('on ice', 'in the fridge', 'chilled'): not a number."""


def _before_sentence(low: str, clauses: list[Clause], at: int) -> int:
    """The index in ``clauses`` where the sentence (or line) holding ``at`` began."""
    boundary = max(low.rfind(". ", 0, at), low.rfind("\n", 0, at))
    return sum(1 for c in clauses if c.start < boundary)


_REPEAT_MID = re.compile(
    r"(?:,\s*|\s+)(?:and\s+)?(?:then\s+)?(?=(?:repeat|redo)\s+step\s*\d|step\s*\d{1,2}\s+again\b)"
)


def _with_step_references_apart(pieces: list[Span], low: str) -> list[Span]:
    """'incubate 30 min at RT, then repeat step 4': the reference starts a piece of its own,
    so that it is read as the step it names (never dropped inside another piece)."""
    out: list[Span] = []
    for start, end in pieces:
        cut = _REPEAT_MID.search(low, start + 1, end)
        if cut is not None:
            out += [(start, cut.start()), (cut.end(), end)]
        else:
            out.append((start, end))
    return out


def _inside(piece: str, low: str, spans: list[Span]) -> bool:
    """Whether ``piece`` is written inside one of ``spans`` of ``low``."""
    at = low.find(piece.lower())
    return at >= 0 and any(a <= at + len(piece) and at <= b for a, b in spans)


_THESE_FOLLOW = re.compile(
    r"\s*(?:and\s+)?(?:both\s+of\s+)?(?:these|this|they|which|the\s+above)\s+(?:\w+\s+)?"
    r"(?:follows?|comes?\s+after|(?:is|are)\s+(?:to\s+be\s+)?preceded\s+by)\s+"
)
"""'...; both of these steps follow the addition of 30 µL': that step runs before the
sentence's earlier steps."""
_BEFORE_COLON = re.compile(r"(?:^|(?<=[\s—–-]))(?:but\s+)?(?:before|prior\s+to)\s+")
"""'before reading A450:' -- the step it names runs after the list the colon opens."""


_NOT_DONE = re.compile(
    r"\s*(?:but\s+|and\s+)?(?:please\s+)?(?:do\s+not|don['’]t|never|avoid|no\s+need\s+to)\b"
    r"|[^.;\n]*\b(?:is|are)\s+optional\b|\s*skip\s+the\s+optional\b"
)
"""'Do NOT vortex the beads', 'do not over-dry', '(a vortex ... is optional)': advice about
work the workcell does not do; no step to read, so nothing to ask."""
_STEP_HEADING = re.compile(r"\s*(?:[\w-]+\s+){1,3}?(?:step|stage|part|section)\s*")
"""'Wash step:' before the steps it heads; no step of its own."""
_FOR_PURPOSE = re.compile(r"\bfor\s+(?:[\w'’-]+\s+){0,3}$")
_BY_HAND = re.compile(
    r"\s*(?:then\s+|and\s+|please\s+)?(?:(?:re)?cover|lid)(?:\s+(?:it|them|the\s+[\w-]+"
    r"(?:\s+[\w-]+)?))?(?:\s+(?:with|using)\s+(?:a|the|its)\s+(?:plastic\s+)?lid)?[\s.!]*$"
    r"|\s*(?:then\s+|and\s+|please\s+)?keep\s+(?:[\w-]+\s+){0,4}?on\s+(?:wet\s+)?ice[\s.!]*$"
    r"|\s*(?:then\s+|and\s+|please\s+)?keep\s+(?:[\w-]+\s+){0,4}?on\s+(?:a|the)\s+cold\s+"
    r"block[\s.!]*$"
)
"""'Cover the plate', 'keep the supernatant on ice': a lid or ice by hand, with no setting; no
step of the workcell, so nothing to ask."""
_ORDER_LABEL = re.compile(
    r"\s*(?:(?P<first>first(?:\s+of\s+all)?|to\s+start(?:\s+with)?|start\s+with)"
    r"|last(?:ly)?|finally|at\s+the\s+end|to\s+finish)\s*"
)
"""'First:' / 'Last:' before a step of its own: where the step runs, whatever the order written."""
_MORE_SAMPLES = re.compile(r"\s*(?:then\s+|and\s+)*(?:another\s+)?\d{1,3}\s+(?:more\s+)?samples?\b")
"""'then 40 samples from the second plate': the assay before it, run on more samples."""
_DRAFT_MARKER = re.compile(r"draft protocol\s*:")
"""'<request> Draft protocol: 1. ... 2. ...': the numbered draft states the steps; the request
before it summarises them."""


_FORMER = re.compile(
    r"\b(?:old|previous|former|borrowed|broken|retired|other\s+lab['’]s"
    r"|(?:mov|switch|chang|migrat)(?:e|ed|ing)\s+(?:away\s+)?from\s+(?:an?|the|our|my))\s+$",
    re.I,
)
"""'On our old PlateLoc we sealed at 175 °C', 'moving from a PlateLoc to an a4S': an
instrument the lab no longer runs steps on."""
_OURS_BEFORE = re.compile(
    r"\b(?:our|ours|unser\w*|bei\s+uns|notre|nos|nuestr[oa]s?|nostr[oa]|nosso|nossa"
    r"|we\s+(?:use|used|have|run|ran)|(?:we|i)\s+(?:use|used|have|run|ran)\s+(?:an?|the))\b"
    r"[^.;\n]{0,40}$",
    re.I,
)
_YOURS = re.compile(
    r"\b(?:your|yours|bei\s+euch|eure[mnrs]?|euer|votre|vos|vuestr[oa]s?|su|sua|vostr[oa]|seu|ihr(?:em|en)?)"
    r"\s+(?:[\w-]+\s+){0,2}?[A-Z0-9]",
)
"""'... on our Janus - please use your STAR': the writer's own lab's instrument, and ours."""


def _theirs(text: str, start: int) -> bool:
    """Whether an instrument mention at ``start`` is another lab's: written as theirs ('on our
    Janus', 'bei uns ... der Janus') in a text that names one of ours for the work ('your
    STAR', 'bei euch den STAR')."""
    return bool(_OURS_BEFORE.search(text, max(0, start - 60), start) and _YOURS.search(text))


_DESCRIBED = re.compile(
    r"\s*(?:the\s+|our\s+|my\s+|all\s+)?[a-z]+ed\s+(?:[\w-]+\s+){0,4}?(?:is|are|was|were|sit|sits"
    r"|stand|stands)\s+(?:already\s+|now\s+|still\s+)?(?:in|on|at|ready|kept|stored)\b"
)
"""'Filtered concentrates are in 50 mL tubes', 'the sonicated lysates are on ice': where
things treated before now are; the participle is no step to run."""


_ABOUT_ME_GROUP = _ASIDE.groupindex["me"]
"""The group of clause_layout._ASIDE that reads the writer's words about themselves."""
_ASKS_IN_IT = re.compile(
    r"\b(?:i|we)\s+(?:really\s+|just\s+|would\s+)?(?:need|want|like|'d\s+like)\b"
    r"|\b(?:please|pls|could\s+you|can\s+you|would\s+you)\b"
)
"""A request inside the writer's words about themselves ('... and I need the Fluent to add
40 µL'): with a step's value, the sentence asks for a step."""
_ABOUT_ME = re.compile(
    r"\b(?:i['’]?m|i\s+am|we['’]?re|we\s+are)\b[^.!?\n]{0,80}$|\b[a-z-]+\s+here\s*,\s*$"
)
"""'I'm new and doing restriction digests ...', 'I'm a rotation student preparing ...': the
writer saying who they are and what they work on, no step the plan misses."""


_SITS_IN = re.compile(
    r"\b(?:is|are)\s+(?:still\s+|now\s+)?(?:sitting|sat|waiting|parked|stored|kept|stacked)\s+"
    r"(?:sealed\s+)?(?:in|on|at)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


def _where_it_sits(text: str, mentions: list[InstrumentMention]) -> InstrumentMention | None:
    """The one instrument a plate is said to be sitting in ('ASY-88213 is sitting in hotel
    slot 14'), which a retrieve that names none takes it out of."""
    found = [
        m
        for m in mentions
        if m.instrument_id and _SITS_IN.search(text[max(0, m.start - 40) : m.start])
    ]
    return found[0] if len({m.instrument_id for m in found}) == 1 else None


_PAST_REPORT = re.compile(
    r"\b(?:last\s+(?:time|week|run|night|month)|previous(?:ly)?|yesterday|ran|came\s+out|was"
    r"|were|had|did|used)\b"
)
"""Words of a report on an earlier run: a revision inside one is that run's, not this one's."""


def _after_a_report(low: str, start: int) -> bool:
    """Whether a bracketed aside follows a report in the same sentence ('End-repair ran short
    last run (15 min instead of 30)')."""
    return low[start : start + 1] == "(" and bool(
        _PAST_REPORT.search(low, sentence_bounds(low, start)[0], start)
    )


def read_clauses(text: str, registry: Registry | None = None) -> ClauseReading:
    """Split ``text`` into clauses in run order, each with its operation and values.

    The planner, K_i and the fidelity metric read the same intent many times per plan, so
    the reading is cached per (text, registry); it is shared, and callers must not change
    it (the registry is frozen)."""
    if not isinstance(text, str):
        raise TypeError(
            f"read_clauses: text must be a str, got {type(text).__name__}; pass the intent as "
            "one string"
        )
    return _read(text, registry)


@lru_cache(maxsize=256)
def _read(text: str, registry: Registry | None) -> ClauseReading:
    text = expand_shorthand(text)
    low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text.translate(lx.NORMALISE))
    review = [(m.start(), m.end()) for m in REVIEW_NOTE.finditer(low)]
    joined = unwrapped(low, text.translate(lx.NORMALISE))  # a wrapped report is one report
    aside = [
        (m.start(g), m.end(g))
        for m in _ASIDE.finditer(low)
        for g in range(1, (_ASIDE.groups or 0) + 1)
        if m.group(g)
        and not (
            g == _ABOUT_ME_GROUP
            and lx.STEP_VALUE.search(m.group(g))
            and _ASKS_IN_IT.search(m.group(g))
        )
    ]  # 'I'm a new tech ... and I need the Fluent to add 40 µL ...': a request, not an aside
    aside += [(m.start(), m.end()) for m in NOT_ASKED.finditer(low)]
    replaced = replaced_runs(low)  # 'Pellet was loose at 500 x g. Use the HiG4 instead ...'
    settled_insteads = [instead for _, instead in replaced]
    alternatives = [(a, b) for a, b in aside if re.match(r"instead|rather", low[a:b])]
    for span in (
        admin_spans(low)
        + discussion_spans(joined)
        + setup_spans(low)
        + record_field_spans(low)
        + [report for report, _ in replaced]
    ):
        inside = [k for k, (a, b) in enumerate(aside) if a <= span[0] < b]
        if not inside:
            aside.append(span)
        for k in inside:  # 'Last time ... the block error\nlog filled up': the wrapped rest too
            aside[k] = (aside[k][0], max(aside[k][1], span[1]))
    aside = [(a, b) for a, b in aside if not any(a < y and x < b for x, y in review)]
    said_first = [(m.start(), m.end()) for m in SAID_FIRST.finditer(low)]
    settled_insteads += [  # '(10 min instead of 45)' in a report of the last run: history
        (a, b) for a, b in aside if _PAST_REPORT.search(low, a, b) or _after_a_report(low, a)
    ]
    for a, b in aside:  # blanked: no step, no value, no number to read
        low = low[:a] + " " * (b - a) + low[b:]
    for a, b in review:  # a reviewer's comment: no step, but K_i checks the values it names
        low = low[:a] + " " * (b - a) + low[b:]
    pcr = (
        re.search(
            rf"(?<!96 )(?<!384 )\bq?pcr\b{lx.NOT_AN_ID}(?!\s+plate)|thermocycl"
            r"|(?<!isothermal )amplif|\bcycles\b",
            low,
        )
        is not None
    )
    mentions = find_instruments(text, registry) if registry is not None else []
    sitting_in = _where_it_sits(text, mentions)
    # an instrument named in an aside ('came out of the incubator at 08:41') asks for no step
    mentions = [x for x in mentions if not any(a <= x.start < b for a, b in aside)]
    equipment: list[str] = []
    for m in EQUIPMENT_LINE.finditer(text):  # an SOP's equipment list: no step of its own
        low = low[: m.start()] + " " * (m.end() - m.start()) + low[m.end() :]
        listed = [x for x in mentions if m.start() <= x.start < m.end()]
        equipment += [x.instrument_id for x in listed if x.instrument_id]
        mentions = [x for x in mentions if x not in listed or x.instrument_id is None]
    program = read_programs(low)
    clauses: list[Clause] = []
    quantity_spans: list[Span] = []
    format_spans: list[Span] = []
    unread_steps: list[str] = []
    previous_start = 0  # index in ``clauses`` where the previous hard piece began
    marker = _DRAFT_MARKER.search(low)
    body = marker.end() if marker else 0  # a written draft is the list of steps
    titles = _title_spans(low)
    heading: list[InstrumentMention] = []  # an instrument named alone ('kf:') heads the next
    numbered: dict[int, list[Clause]] = {}
    step_refs: list[Span] = []  # 'repeat step 2', placed as copies of that step
    number: int | None = None
    form_op: str | None = None
    first_at: int | None = None  # where the pieces after 'but first:' go
    order_label: str | None = None  # the piece after 'First:' / 'Last:' runs first / last
    last_ids: set[int] = set()
    first_until = len(low)  # ... up to the end of the sentence 'Before that:' opens
    after_key = False  # the piece before was a form field's key ('Duration:')
    key_named: list[InstrumentMention] = []  # instruments a step-naming key names
    for hard in _with_step_references_apart(hard_pieces(low), low):
        if hard[0] < body or any(a <= hard[0] and hard[1] <= b for a, b in titles):
            continue
        marker = _STEP_MARKER.match(low, hard[0], hard[1])
        if (
            marker is not None
            and marker["n"]
            and marker.end() >= hard[1]
            and re.search(r":[ \t]*$", low[max(0, hard[0] - 20) : hard[0]])
        ):
            marker = None  # 'Cycles: 32': a key's value, not the number of a step
        if marker is not None:
            number = int(marker["s"] or marker["n"])
            if marker.end() >= hard[1]:
                continue  # 'Step 3:' heads the piece after it
            hard = (marker.end(), hard[1])
        value_piece = after_key
        after_key = bool(_FORM_KEY.fullmatch(low, hard[0], hard[1])) and low.startswith(
            ":", hard[1]
        )
        if after_key:
            key_op = operation_of(low[hard[0] : hard[1]])
            if key_op is None and re.search(r"\bprog(?:ram(?:me)?)?\b", low[hard[0] : hard[1]]):
                key_op = "run_program"  # 'Purification program: MagMAX_mirVana_96'

            if key_op is not None:  # 'Incubation: 37 °C, 2 h': the key names the step
                form_op = key_op
                key_named = [  # 'Incubate on the ODTC: 65 °C, 20 min': ... and its instrument
                    m for m in mentions if hard[0] <= m.start < hard[1] and m.instrument_id
                ]
                continue
        if form_op is not None and operation_of(low[hard[0] : hard[1]]) is None:
            forced_op: str | None = form_op
        else:
            forced_op = None
        key_program = form_op == "run_program"  # 'KingFisher: RNA_96 program, then ...'
        form_op = None
        ref = _STEP_REF.match(low, hard[0], hard[1])
        n_ref = int(ref["n"] or ref["n2"] or ref["n3"]) if ref is not None else 0
        if (
            ref is not None
            and n_ref not in numbered
            and not numbered
            and operation_of(low[ref.end() : hard[1]]) is not None
        ):  # 'repeat step 8 on the 5424 R - spin at 13,000 x g ...' with no step 8 written:
            ref = None  # the clause says its own work; it is read as written
        if ref is not None:  # 'repeat step 2', 'as in step 1 but at 37 °C'
            copies = _repeat(
                numbered.get(n_ref, []),
                text,
                low,
                (ref.end(), hard[1]),
                program,
                quantity_spans,
            )
            if copies is None:
                unread_steps.append(text[hard[0] : hard[1]].strip())
            else:
                step_refs.append(hard)
                clauses += copies
                if number is not None:
                    numbered[number] = copies
            number = None
            continue
        label = _ORDER_LABEL.fullmatch(low, hard[0], hard[1])
        if label is not None and low.startswith(":", hard[1]):  # 'Last: read OD600.'
            order_label = "first" if label["first"] else "last"
            continue
        back = BEFORE_THAT.match(low, hard[0])
        insert_at = len(clauses)
        if order_label == "first":  # 'First: pull the plate out of the Cytomat.'
            insert_at = 0
        if hard[0] > first_until:
            first_at, first_until = None, len(low)
        if back is not None and back.end() >= hard[1] and low.startswith(":", hard[1]):
            first_at = previous_start  # 'Read ... at the end. Before that: add ..., shake ...'
            ends = [low.find(mark, hard[1]) for mark in (". ", "\n")]
            first_until = min([e for e in ends if e >= 0], default=len(low))
            continue
        if back is not None and back.end() < hard[1]:  # 'Read ... . Before that, spin ...'
            insert_at = previous_start
            if re.search(r"(?:[.!?]\s+|\n\s*)$", low[: hard[0]]):  # at a sentence's start:
                # before the whole previous sentence ('Run the ODTC last: 95 2 min; ...')
                insert_at = min(insert_at, _before_sentence(low, clauses, hard[0] - 2))
            hard = (back.end(), hard[1])
        first = _FIRST_LEAD.match(low, hard[0], hard[1]) or _FIRST_TAIL.search(
            low, hard[0], hard[1]
        )
        if (
            first is not None
            and back is None
            and first.group(0).strip() != low[hard[0] : hard[1]].strip()
            # '..., and peel it first' orders itself; 'First, move ... and peel it' all goes
            and (first.re is _FIRST_LEAD or len(ordered_pieces(low, hard)) == 1)
            and not low.startswith(":", hard[1])  # '..., but first: peel, add ...'
        ):
            # 'a450; spin 1 min first to kill bubbles', 'od600 last; first add 180 uL':
            # the piece runs before everything its sentence (or line) stated so far
            insert_at = _before_sentence(low, clauses, hard[0])
            if insert_at == len(clauses):  # 'Read at 450 nm. First, spin it ...'
                insert_at = previous_start
            leads = first.re is _FIRST_LEAD
            hard = (first.end(), hard[1]) if leads else (hard[0], first.start())
        these = _THESE_FOLLOW.match(low, hard[0])
        if these is not None and these.end() < hard[1]:  # '...; both of these follow X'
            insert_at = _before_sentence(low, clauses, hard[0])
            hard = (these.end(), hard[1])
        if first_at is not None:  # 'read at 405, but first: peel, add ...'
            insert_at = first_at
        previous_start = insert_at
        head = _FIRST_COLON.search(low, hard[0], hard[1])
        lead = _BEFORE_COLON.search(low, hard[0], hard[1])
        opens_list = False  # this piece runs after the list its colon opens
        list_heading: list[InstrumentMention] = []
        if head is not None and low.startswith(":", hard[1]):
            if head["having"]:  # '..., having first set up the reactions on the OT-2: ...'
                list_heading = [
                    m for m in mentions if head.start() <= m.start < hard[1] and m.instrument_id
                ]
                ends = [low.find(mark, hard[1]) for mark in (". ", ".\n", "\n\n")]
                first_until = min([e for e in ends if e >= 0], default=len(low))
            hard = (hard[0], head.start())
            first_at = insert_at  # what follows the colon runs before this piece
            opens_list = True
        elif (
            lead is not None
            and low.startswith(":", hard[1])
            and operation_of(low[hard[0] : lead.start()]) is None
        ):  # 'before reading A450: stop solution 50 uL/well': the list runs first
            hard = (lead.end(), hard[1])
            first_at = insert_at
            opens_list = True
        piece_clauses: list[Clause] = []
        for span, ordered_by_word in ordered_pieces(low, hard):
            clause = _clause(
                text, low, span, pcr, mentions, quantity_spans, registry, heading, program
            )
            if (
                value_piece
                and clause.operation == "incubate"
                and not clause.inferred
                and operation_of(low[span[0] : span[1]]) is None
                and WAIT.fullmatch(low, span[0], span[1])
            ):
                clause.operation = None  # 'Duration: 90 sec' is a value, not a wait
                clause.values, _, _ = _clause_values(text, low, span, False, None, program)
            before = piece_clauses or clauses
            earlier = before[-1] if before else None
            if (
                clause.operation is None
                and earlier is not None
                and earlier.operation == "run_assay"
                and _MORE_SAMPLES.match(low, span[0], span[1])
            ):  # '... on the LabChip, then 40 samples from the second plate': run it again
                clause.operation = earlier.operation
                clause.values, _, _ = _clause_values(text, low, span, False, "run_assay", program)
                clause.instruments = clause.instruments or list(earlier.instruments)
            # the key names the step; the piece's values only implied a wait ('170 °C, 2 s')
            named_program = (forced_op == "run_program" or key_program) and lx.program_name(
                clause.text
            )
            key_program = False  # only the piece right after the key
            piece_op = forced_op or ("run_program" if named_program else None)
            named_assay = piece_op == "run_assay" and re.search(
                r"\b(?:assay|sample\s+count|samples)\b", low[clause.start : clause.end]
            )  # 'LabChip GX Touch: RNA Pico assay, sample count 40'
            if (
                piece_op is not None
                and (clause.values or named_program or named_assay)  # 'KingFisher: RNA_96 program'
                and (
                    clause.operation in (None, "incubate")
                    or (clause.operation == "transfer" and forced_op == "mix")
                )  # 'mix the wells: 6 times, 80 µL': a volume alone implied an addition
            ):
                clause.operation = piece_op
                clause.values, read_spans, _ = _clause_values(
                    text, low, span, False, piece_op, program
                )
                quantity_spans += read_spans
            if piece_op is not None and key_named and clause.operation == piece_op:
                clause.instruments = [*key_named, *clause.instruments]
                key_named = []
            named_only = not clause.operation and not clause.values and not clause.formats
            heading = [m for m in clause.instruments if m.instrument_id] if named_only else []
            clause.reference = (
                ordered_by_word
                and bool(clause.operation)
                and not clause.values
                # 'then back in the incubator': a step of its own, no reference to another
                and not re.search(
                    r"\b(?:then|next|finally)\W*$", low[max(0, clause.start - 14) : clause.start]
                )
            )
            unsupported = UNSUPPORTED.search(low, clause.start, clause.end)
            at = operation_at(low[clause.start : clause.end])
            if unsupported and at is not None and unsupported.start() - clause.start < at:
                unread_steps.append(clause.text)  # 'sonicated for 10 cycles': no PCR
            advice = _NOT_DONE.match(low, clause.start, clause.end) is not None
            stative = _DESCRIBED.match(low, clause.start, clause.end) is not None
            purpose = unsupported is not None and _FOR_PURPOSE.search(
                low[clause.start : unsupported.start()]
            )  # 'the lysates for tomorrow's western blot': what the sample is for, no step
            if (
                clause.operation is None
                and unsupported
                and not advice
                and not stative
                and not purpose
            ):
                unread_steps.append(clause.text)  # 'vortex the tubes for 10 s', 'dried down'
            if clause.operation is None and not clause.values and not advice:
                piece = low[clause.start : clause.end]
                assay = any(rx.search(piece) for _, rx, _ in lx.ASSAY_RES)
                placed = PLACED_ON.match(piece) is not None and (
                    any(m.instrument_id for m in clause.instruments)
                    or not re.search(r"\b(?:on|onto|into|in)\b", piece)
                )  # 'put the plate on the OT-2', 'take the deep-well plate': no step
                placed = placed or (
                    DONE_ON.match(piece) is not None
                    and any(m.instrument_id for m in clause.instruments)
                )
                if (
                    ACTION.match(low, clause.start)
                    and not stative
                    and not INCIDENT.search(piece)
                    and not clause.reference
                    and not assay
                    and not placed
                    and not BARE_RUN.match(piece)
                    and not _BY_HAND.match(piece)
                    and not re.match(r"\s*run\s+(?:id|no\.?|number|#)", piece)  # an identifier
                    and not (_STEP_HEADING.fullmatch(piece) and low.startswith(":", clause.end))
                    and clause.text not in unread_steps
                    and not (
                        _ABOUT_ME.search(low[max(0, clause.start - 100) : clause.start])
                        and re.match(r"\s*\w+ing\b", low[clause.start : clause.end])
                    )
                ):
                    unread_steps.append(clause.text)
                if not clause.instruments and not clause.formats and not clause.wells:
                    continue  # a labware or instrument alone ('1.5ml tubes ->') heads the next
            piece_clauses.extend(_split_volumes(clause, low))
        clauses[insert_at:insert_at] = piece_clauses
        if list_heading:  # the instrument of the list the colon opens
            heading = list_heading
        if order_label == "last":
            last_ids |= {id(c) for c in piece_clauses}
        order_label = None
        if first_at is not None and insert_at == first_at and not opens_list:
            first_at += len(piece_clauses)  # the pieces after the colon keep their order
        if number is not None:  # a step may run over several pieces ('1. Shaker: 800 rpm')
            numbered[number] = [*numbered.get(number, []), *piece_clauses]
    clauses = [c for c in clauses if id(c) not in last_ids] + [  # 'Last: ...' runs last
        c for c in clauses if id(c) in last_ids
    ]
    conflicts: list[ClauseValue] = []
    clauses = _merge_reads(_merge_programs(_attach_fragments(clauses), conflicts))
    for clause in clauses:  # '5424 R): 2 mL tubes, 13,000 g, 10 min': the spin's own force
        if clause.operation == "spin" and clause.value("rcf_g") is None:
            clause.values += [
                v
                for v in bare_force(low, clause.start, clause.end)
                if not any(a <= v.start < b for a, b in quantity_spans)
            ]
        for v in clause.values if clause.operation == "spin" else []:
            if v.param == "rcf_g" and not any(a <= v.start < b for a, b in quantity_spans):
                quantity_spans.append((v.start, v.end))  # a force merged in with its settings
    clauses = row_settings(clauses, low)
    clauses = _read_again(_need_then_how(_heading_then_values(clauses)))
    clauses = references_back(shaking_incubations(clauses))
    clauses = shared_destination(_same_as_before(clauses), low)
    clauses = waits_after_additions([c for c in clauses if not purpose_only(c, low)], low)
    clauses = clean_up_titles(stores_at_the_ends(clauses, low, registry), low, registry)
    clauses = wells_described_before(clauses)
    clauses, repeated = expand_repeats(clauses, low)
    named_before = [m for c in clauses for m in c.instruments]
    clauses, edited = apply_step_edits(clauses, low, text.lower())
    in_use = {id(m) for c in clauses for m in c.instruments}
    taken_back = [  # 'skip the seal on the a4S', 'use the HiG4 instead': no step names them
        (m.start, m.end) for m in named_before if id(m) not in in_use
    ]
    clauses, folded = same_as_pasted(clauses)  # 'Run the same spin ...' above the script
    repeated += edited + folded  # the words of an applied change ask for nothing more
    quantity_spans += repeated  # 'three times', 'three rounds of': counts the repeat used
    unread_steps = [u for u in unread_steps if not _inside(u, low, repeated)]
    for clause in clauses:
        if clause.operation in _PROGRAMS:
            clause.two_step = program.is_two_step(clause.start, clause.end)
    for fmt_rx in lx.FORMAT_RES:
        format_spans += [(m.start(), m.end()) for m in fmt_rx[1].finditer(low)]
    ordered = one_step(
        one_read(one_peel(settle_order(_resolve_references(clauses), low)), low), low
    )
    ordered = lead_instrument(one_cycling_run(one_run(ordered)), text, registry)
    for clause in ordered:  # 'It is sitting in hotel slot 14. Retrieve it': from the hotel
        if clause.operation == "retrieve" and not clause.instruments and sitting_in is not None:
            clause.instruments = [sitting_in]
    for clause in ordered:
        a = text.rfind("\n", 0, clause.start) + 1
        b = text.find("\n", clause.start)
        clause.line = text[a : b if b >= 0 else len(text)]
    unread = [
        t
        for t in unexplained_numbers(
            text, low, [*quantity_spans, *format_spans, *titles, *review], mentions
        )
        if t.start >= body and not any(u.start <= t.start < u.end for u in program.unclear)
    ]
    unread += [  # a reviewer moved steps: an order the reader does not apply
        NumberToken(a, b, text[a:b].strip(), REORDERED)
        for a, b in review
        if REVIEW_ORDER.search(text, a, b)
    ]
    unread += [  # a step of a program whose stage the text does not settle
        NumberToken(u.start, u.end, text[u.start : u.end].strip(), u.reason)
        for u in program.unclear
        if u.start >= body
    ]
    unread += [
        NumberToken(v.start, v.end, v.text, f"{v.param} is stated twice")
        for v in conflicts
        if v.start >= body
    ]
    unread.sort(key=lambda t: t.start)
    mentions = [m for m in mentions if m.start >= body]
    return ClauseReading(
        aside=[text[a:b].strip() for a, b in aside],
        no_step_spans=[*aside, *titles, *taken_back],
        text=text,
        clauses=ordered,
        unread=unread,
        unknown_instruments=[
            m
            for m in mentions
            if m.instrument_id is None
            and not _FORMER.search(text, max(0, m.start - 24), m.start)
            and not _theirs(text, m.start)
        ],
        known_instruments=[m for m in mentions if m.instrument_id is not None],
        edits=[text[a:b].strip() for a, b in edited],
        unread_steps=unread_steps,
        quantity_spans=quantity_spans,
        unresolved_revisions=list(
            dict.fromkeys(
                [
                    phrase
                    for (a, b), phrase in unresolved_revision_spans(text)
                    if not any(
                        a < y and x < b
                        for x, y in [*repeated, *step_refs, *alternatives, *settled_insteads]
                    )
                    and not any(x <= a < y for x, y in said_first)
                    and not any(x <= a and b <= y for x, y in handout_lines(text))
                ]
                + unplaced_repeats(ordered, low, repeated, [*aside, *titles, *step_refs])
            )
        ),
        unsettled_conditions=unsettled_conditions(text),
        equipment=list(dict.fromkeys(equipment)),
        worded_temperatures=[
            c.text
            for c in ordered
            if c.operation == "incubate"
            and not any(v.param == "temperature_c" for v in c.values)
            and _COLD_PLACE.search(c.text.lower())
        ],
    )
