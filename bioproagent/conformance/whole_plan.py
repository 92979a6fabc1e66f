"""K_i checks over the whole plan: sample counts, named labware formats, ranges, unknown
instruments, unread steps, and the fail-safe for numbers no step uses."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from bioproagent.conformance.checker_base import (
    NON_STEP_ROLES,
    CheckerBase,
    Match,
    arm_of_a_store_step,
    family,
    layout,
    named_in,
    same,
    unit_of,
    unsized_pcr_plate,
)
from bioproagent.conformance.codes import UNREAD_STEP
from bioproagent.conformance.dealt_wells import dealt_sets
from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_ops import operation_of
from bioproagent.intent.clause_values import labware_volume_role
from bioproagent.intent.clauses import RPM_PARAM
from bioproagent.intent.limits import LIMIT_NOTE, TIMING_NOTE
from bioproagent.intent.spec import Quantity
from bioproagent.intent.tracked_changes import REORDERED, REVIEW_NOTE
from bioproagent.intent.wells import UNUSED_AFTER, selection_spans, taken_out, well_selection
from bioproagent.ir import LabwareInstance, Step
from bioproagent.textutil import fmt, sentence_bounds

_FINAL_TARGET = re.compile(
    r"(?i)\b(?:to\s+(?:a\s+)?final(?:\s+(?:concentration|conc\.?))?(?:\s+of)?|final\s+"
    r"(?:concentration|conc\.?)(?:\s+of)?|to\s+give|to\s+reach|to\s+make)\s+"
    r"(?P<target>\d[\d.,]*\s*(?:[µμunmp]?m\b|mg/ml|µg/ml|μg/ml|ug/ml|ng/µl|ng/ul|%|x\b))"
)
"""'add compound to each well to a final concentration of 10 µM': a target, not a volume."""
_HISTORY = re.compile(
    r"\b(?:already|ago|was|were|has\s+been|have\s+been|had\s+been|yesterday|earlier"
    r"|previously|last\s+(?:night|week|time))\b"
)
_CONTROLS_AT = re.compile(
    r"\b(?:ntcs?|no[- ]template\s+controls?|blanks?|controls?|standards?|ladders?|calibrators?)"
    r"\s+(?:are\s+|go\s+|sit\s+|will\s+be\s+)?(?:in|at|on)\s+(?:the\s+)?$"
)
"""'NTCs in column 24': where controls sit on the plate, a layout, not a step's wells."""
_PAST_RUN = re.compile(
    r"\b(?:last\s+(?:week|time|night|run|month)|yesterday|ago|previously|earlier)\b"
)
_CHANGE_NOW = re.compile(r"\b(?:now|instead|bump\w*|chang\w*|switch\w*|make\s+it|go\s+with)\b")
"""A review comment about an earlier run ('card LUC-298 last week used 1 s') that changes
nothing now: its values are that run's."""
_TOTAL_WORDS = re.compile(
    r"\b(?:final|total|make\s+(?:it\s+|them\s+)?up|made\s+up|top\s+(?:it\s+)?up|bring\s+"
    r"(?:it\s+|them\s+)?(?:up\s+)?to|fill\s+(?:up\s+)?to|to\s+a\s+volume|reactions?|rxns?"
    r"|per\s+reaction|holds?|holding|contains?|in\s+all|each\s+well\s+(?:now\s+)?has)\b"
)
"""Words that make a volume the sum of the additions ('every well holds 10 µL', 'a final
volume of 20 µL'), not a step's own: only then may the sum explain it (1 + 4 µL explain no
stated 5 µL)."""
_RANGE_TEXT = re.compile(r"\d\s*[^\d\s]{0,3}\s*(?:-|–|—|\bto\b)\s*\d")
"""A stated value written as a range: '5-10 min', '5 min–10 min', '55 to 60 °C'."""


_MATERIAL_AMOUNT = re.compile(
    r"\([^()]*$|^\W*(?:you(?:'ll|\s+will)\s+need|materials?|reagents?|ingredients|kit"
    r"|supplies|what\s+you\s+need)\b"
)
"""Before a value on its line: an open parenthesis ('2x master mix (1.5 mL)') or a materials
heading ('You will need: ...'): an amount to have ready, no setting."""
_STEP_UNITS = frozenset({"ul", "ml", "c", "s", "rpm", "g", "nm"})
"""Units of values that are settings of some step."""

_WHEN = re.compile(r"\b(?:when|once|after|as\s+soon\s+as)\s+(?:the\s+|our\s+|your\s+)?$", re.I)
_WHEN_FINISHED = re.compile(
    r"(?:['’]s)?\s+(?:(?:run|program|programme|protocol|method|job)\s+)?(?:finishes|has\s+finished"
    r"|is\s+(?:done|finished|complete|over)|completes|ends|has\s+ended)\b",
    re.I,
)
"""'When the Hamilton run finishes, ...': a run before the request, not a step of it."""
_NOT_THIS_TIME = re.compile(
    r"\b(?:skip(?:ping)?|drop|omit|no\s+need\s+for|not\s+on|without|instead\s+of)\s+(?:the\s+)?$",
    re.I,
)
"""Words before an instrument's name that ask for no step on it ('skip LabChip')."""
_ORIGIN = re.compile(r"\b(?:from|out\s+of)\b[\s:]*(?:the\s+)?$", re.I)


def _held(steps: list[Step], labware_id: str, lw: LabwareInstance | None) -> float | None:
    """uL per well of ``labware_id`` after ``steps``: what the transfers into it add, or its
    starting contents; None when neither says."""
    added = sum(
        float(s.params.get("volume_ul", 0))
        for s in steps
        if s.operation == "transfer"
        and any(r.labware == labware_id for r in s.labware.get("target", []))
    )
    start = sum(c.volume_ul for c in lw.contents) if lw is not None else 0.0
    total = added + start
    return total if total > 0 else None


def _param_values(steps: Iterable[Step]) -> list[tuple[str | None, float]]:
    """The numeric parameters of ``steps`` as (unit, value)."""
    return [
        (unit_of(p), float(v))
        for s in steps
        for p, v in s.params.items()
        if isinstance(v, int | float) and not isinstance(v, bool)
    ]


def _in_ul(q: Quantity) -> tuple[str | None, float]:
    """A quantity's unit and value with millilitres as microlitres (step parameters hold µL)."""
    return ("ul", q.value * 1000) if q.unit == "ml" else (q.unit, q.value)


class WholePlanChecks(CheckerBase):
    def samples(self) -> None:
        n = self.spec.counts.get("samples")
        if not n:
            return
        n *= self.spec.counts.get("replicates") or 1
        pairs: set[tuple[str, str]] = set()
        types = {lw.id: lw.type for lw in self.wf.labware}
        transfers = False
        for step in self.wf.steps:
            if "sample_count" in step.params and same(step.params["sample_count"], n):
                return
            if step.operation != "transfer":
                continue
            transfers = True
            for ref in step.labware.get("target", []):
                lt = self.registry.labware_type(types.get(ref.labware, ""))
                wells = ref.wells if ref.wells is not None else (lt.wells if lt else ())
                pairs |= {(ref.labware, w) for w in wells}
        if transfers and len(pairs) < n:
            self._add(
                "COUNT_CHANGED",
                f"the intent states {layout(self.spec.counts, self.spec)}, but the transfers "
                f"reach only {len(pairs)} wells.",
                path="/steps",
                limit=n,
                actual=len(pairs),
                hint=f"lay out all {n} samples (or say why fewer)",
            )

    def formats(self) -> None:
        """Every labware format the intent names is used by some step (a format read into no
        clause, as in 'cells -> 384 flat plate', must not be swapped for another)."""
        used = self.formats_used(range(len(self.wf.steps)))
        families = {family(u) for u in used}
        for stated in dict.fromkeys(self.spec.formats):
            if not used or family(stated) in families:
                continue  # the whole-intent list may misplace 'PCR': compare well counts
            if unsized_pcr_plate(stated, used, self.reading.text):
                continue
            self._add(
                "LABWARE_SUBSTITUTED",
                f"the intent names {stated}, but no step uses one (the steps use "
                f"{', '.join(sorted(used))}).",
                path="/labware",
                limit=stated,
                actual=sorted(used),
                hint=f"use the {stated} the intent names for the step it belongs to",
            )

    def ranges(self) -> None:
        for clause in self.reading.clauses:
            for v in clause.values:
                if not _RANGE_TEXT.search(v.text):
                    continue  # a note never settles a range: the value kept is only a bound
                if v.param in ("concentration", "concentration_percent", "dilution_factor"):
                    continue  # 'BSA standards 0-2 mg/mL': the standards' span, no setting
                self._add(
                    "VALUE_RANGE",
                    f"the intent gives the range '{v.text}' in '{clause.text}'; a step runs "
                    "one value, and the planner does not pick one for you.",
                    limit=v.text,
                    hint=f"rephrase '{v.text}' as the one value to use (e.g. 'for 7 min')",
                )

    def volume_targets(self) -> None:
        """An addition that states only the concentration it must reach ('to a final 10 µM')
        asks for the volume: the planner does not work one out from a stock it was not told."""
        for clause in self.reading.clauses:
            target = _FINAL_TARGET.search(clause.text)
            if clause.operation != "transfer" or target is None:
                continue
            if any(v.param == "volume_ul" for v in clause.values):
                continue
            self._add(
                "UNCONSUMED_QUANTITY",
                f"the intent asks for a final '{target['target']}' in '{clause.text}' but states "
                "no volume; the planner does not work out a volume from a concentration.",
                limit=target["target"],
                hint="state the volume to add (e.g. 'add 5 µL of the 100 µM stock')",
            )

    def stated_wells(self) -> None:
        """A well selection the intent writes ('only need cols 1-4 read', 'Wells: A1-H10')
        that no step works on: the plan would run on other wells than the scientist named."""
        low = self.reading.text.lower()
        plates_384 = any(lw.type.startswith("plate_384") for lw in self.wf.labware)
        plate = "384 " if "384" in low or plates_384 else ""
        bound = [
            set(ref.wells)
            for step in self.wf.steps
            for refs in step.labware.values()
            for ref in refs
            if ref.wells
        ]
        bound += dealt_sets(self.wf)  # one well per tube, same volume
        counted = [
            s.params["sample_count"]
            for s in self.wf.steps
            if isinstance(s.params.get("sample_count"), int | float)
        ]
        for a, b in selection_spans(low):
            wanted = well_selection(plate + low[a:b])
            too_big = not wanted and not plate and bool(well_selection("384 " + low[a:b]))
            if (not wanted and not too_big) or (wanted and any(set(wanted) <= g for g in bound)):
                continue
            if any(same(n, len(wanted or [])) for n in counted) or UNUSED_AFTER.match(low, b):
                continue  # 'LabChip, 48 samples' runs them; 'columns 7-12 stay empty'
            if taken_out(low, a):
                continue  # 'all wells except column 12': the clause's wells are the rest
            if any(lo <= a and b <= hi for lo, hi in self.reading.no_step_spans):
                continue
            start, end = sentence_bounds(low, a)
            if _CONTROLS_AT.search(low, max(start, a - 40), a) and not operation_of(low[start:end]):
                continue  # 'NTCs in column 24': where the controls sit, in a sentence with no step
            written = self.reading.text[a:b]
            if self._noted(written) and self.reading.text.count(written) == 1:
                continue  # a note about this selection (not about the same words elsewhere)
            if too_big:  # 'columns 13-24' while every plate of the plan has 12 columns
                self._add(
                    "COUNT_CHANGED",
                    f"the intent selects the wells '{written}', which no plate of the plan has "
                    "(the plan's plates are smaller than the text says).",
                    limit=written,
                    hint="name the plate format the selection is on (e.g. '384-well plate')",
                )
                continue
            self._add(
                "COUNT_CHANGED",
                f"the intent selects the wells '{written}' ({len(wanted or [])} wells), but no "
                "step works on exactly those wells.",
                limit=written,
                hint="say which step the selection is for (e.g. 'add 50 µL to columns 1-4'), "
                "or leave it out to use the whole plate",
            )

    def unknown_instruments(self) -> None:
        for mention in self.reading.unknown_instruments:
            if self._noted(mention.text):
                continue
            self._add(
                "UNKNOWN_INSTRUMENT",
                f"the intent names '{mention.text}', which is not in the hardware registry; "
                "no other instrument is used in its place.",
                limit=mention.text,
                hint="name an instrument from `bioproagent registry list`, or add this one "
                "to the registry",
            )

    def nanolitre_transfers(self) -> None:
        """A volume written in nanolitres below what every liquid handler of the registry
        dispenses, with no liquid handler named: the text asks for an acoustic dispenser the
        registry lacks ('Echo-style transfer: 50 nL'), so the planner asks which instrument,
        rather than halt on a liquid handler the intent never chose."""
        handlers = [i for i in self.registry.instruments.values() if "transfer" in i.operations]
        stated = [
            i.operations["transfer"].param_specs.get("volume_ul", {}).get("minimum")
            for i in handlers
        ]
        floor = min((float(x) for x in stated if isinstance(x, int | float)), default=0.0)
        if any(m.instrument_id in {i.id for i in handlers} for m in self.reading.known_instruments):
            return  # 'with the Fluent': a stated value below that handler's limit halts
        for q in self.spec.quantities:
            if q.unit == "ul" and q.value < floor and lx.NANOLITRES.search(q.text):
                self._add(
                    "UNKNOWN_INSTRUMENT",
                    f"the intent asks for a nanolitre transfer ('{q.text}'), below the "
                    f"{fmt(floor)} µL any liquid handler of the registry dispenses; an acoustic "
                    "dispenser is not in the registry.",
                    path="/steps",
                    limit=q.text,
                    hint="name a liquid handler and a volume it can dispense, or add the "
                    "dispenser to the registry",
                )
                return

    def unresolved_revisions(self) -> None:
        # A default filled in for the clause ("'... 45 min': room temperature assumed")
        # quotes the revision but does not settle it.
        settling = [n for n in self.notes if not _CLAUSE_DEFAULT.match(n)]
        for phrase in self.reading.unresolved_revisions:
            if named_in(phrase, settling):
                continue
            self._add(
                "UNRESOLVED_REVISION",
                f"the intent changes its mind or refers back ('{phrase.strip()}') in a way the "
                "planner could not apply; it does not guess what was meant.",
                limit=phrase.strip(),
                hint="write the request as finally meant, with every value stated (e.g. "
                "'spin 2 min at 1000 x g' instead of 'the same speed')",
            )

    def unsettled_conditions(self) -> None:
        for phrase in self.reading.unsettled_conditions:
            shown = " ".join(phrase.split())
            self._add(
                "UNSETTLED_CONDITION",
                f"the intent makes a step depend on a condition it does not settle ('{shown}'); "
                "a plan is a fixed list of steps, so the planner does not pick a branch.",
                limit=shown,
                hint="say which way the condition goes (e.g. 'it was frozen', 'the STAR is "
                "free'), or write only the steps to run",
            )

    def worded_temperatures(self) -> None:
        for text in self.reading.worded_temperatures:
            self._add(
                "UNCONSUMED_QUANTITY",
                f"'{text}' gives its temperature as a place, not a number; the planner does "
                "not run it at room temperature or guess a setting.",
                path="/steps",
                limit=text,
                hint="state the temperature the workcell should hold (e.g. 'at 4 °C on the "
                "cold block'), or leave the step out if it is done by hand",
            )

    def unread_steps(self) -> None:
        for text in self.reading.unread_steps:
            if self._noted(text):
                continue
            self._add(
                "MISSING_OPERATION",
                f"could not read the step '{text}': it names no operation the workcell "
                "knows, and no step of the code does it.",
                path="/steps",
                limit=UNREAD_STEP,
                hint="say it with an operation the workcell has (transfer to waste, mix, "
                "spin, incubate, ...), or leave it out",
            )

    def unconsumed(self, matches: Iterable[Match]) -> None:
        # a value counts as used by a step's parameter, never by a labware's starting contents
        # (a planner default that equals a stated volume would hide an unread addition)
        # ... and only by a parameter of the same unit (300 rpm does not use a stated 300 s)
        pool = _param_values(self.wf.steps)
        filled: dict[str, float] = {}  # a final volume is what the transfers add up to
        for step in self.wf.steps:
            volume = step.params.get("volume_ul")
            if step.operation == "transfer" and isinstance(volume, int | float):
                for ref in step.labware.get("target", []):
                    filled[ref.labware] = filled.get(ref.labware, 0.0) + float(volume)
        totals: list[tuple[str | None, float]] = [("ul", v) for v in filled.values()]
        self._orphans(pool, totals)
        missing = {id(c) for c in self.reading.clauses} - {id(m.clause) for m in matches}
        at = {id(m.clause): m.index for m in matches}
        roles = {(q.text, q.role) for q in self.spec.quantities}
        for clause in self.reading.clauses:
            if id(clause) in missing and clause.operation:
                continue  # reported as MISSING_OPERATION
            for v in clause.values:
                if (v.start, v.end) in self.checked or v.param == RPM_PARAM:
                    continue
                if v.param in NON_STEP_ROLES or any(
                    r in NON_STEP_ROLES for t, r in roles if t == v.text
                ):
                    continue
                unit = unit_of(v.param)
                # a sum of additions stands for a stated value only where the text says it
                # is a total ('to a final 50 µL'), not by coincidence (15 µL = 5 + 10)
                near = clause.text.lower()
                with_totals = pool + totals if _TOTAL_WORDS.search(near) else pool
                same_unit = [p for u, p in with_totals if unit is None or u is None or u == unit]
                stray = (  # '100 µL of antibody and an hour of shaking' read as one shake
                    v.param == "volume_ul"
                    and clause.operation not in (None, "transfer", "mix")
                    and id(clause) not in missing
                ) or (  # '75 µL Stop & Glo, another 10 min' read as one transfer: the wait
                    v.param == "duration_s"  # is the step right after the transfer, not an
                    and clause.operation == "transfer"  # earlier wait's 10 min
                    and id(clause) in at
                    and not _next_has(self.wf.steps, at[id(clause)], v.value, at.values())
                )
                wait = stray and v.param == "duration_s"  # another wait's note is no answer
                if wait and any(clause.text.strip() in n for n in self.notes):
                    continue
                if not wait and (
                    (not stray and any(same(p, v.value) for p in same_unit)) or self._noted(v.text)
                ):
                    continue
                self._add(
                    "UNCONSUMED_QUANTITY",
                    f"the intent states '{v.text}' in '{clause.text}', but no step uses it.",
                    limit=v.value,
                    hint="say which step this value is for, or rephrase it",
                )
        for token in self.reading.unread:
            if token.reason == REORDERED:
                self._add(
                    "UNRESOLVED_REVISION",
                    f"'{token.text}': {REORDERED}, and the planner does not move steps on a "
                    "comment's word.",
                    limit=token.text,
                    hint="write the steps in the order they run (accept the move in the "
                    "document) and plan again",
                )
                continue
            if token.reason:  # a program step read but not placed: only its own words count
                if not self._number_noted(token.text):
                    self._add(
                        "UNCONSUMED_QUANTITY",
                        f"could not tell which step of the thermocycling program "
                        f"'{token.text}' is ({token.reason}); no step uses it.",
                        limit=token.text,
                        hint="name the stage (initial denaturation, denaturation, annealing, "
                        "extension, final extension, hold) or write the cycled steps in "
                        "parentheses after the cycle count",
                    )
                continue
            if self._number_noted(token.text):
                continue
            self._add(
                "UNCONSUMED_QUANTITY",
                f"could not read '{token.text}' in the intent: no step uses it and it is "
                "no known unit, count, well or name.",
                limit=token.text,
                hint="restate it with a unit the planner reads (x g, rpm, °C, s/min/h, "
                "µL/mL, nm) or say what it is for",
            )

    def limits(self) -> None:
        """A stated upper limit ('never exceed 170 °C', 'below 1,500 x g') holds only with a
        stated value of the same kind that keeps it; a limit alone, or a value over it, asks."""
        low = self.reading.text.lower()
        notes = [m.span() for m in LIMIT_NOTE.finditer(low)]
        inside = [
            q for q in self.spec.quantities if any(q.text.lower() in low[a:b] for a, b in notes)
        ]
        for limit in inside:
            at = low.find(limit.text.lower())
            a, b = sentence_bounds(low, at)
            ops = {c.operation for c in self.reading.clauses if a <= c.start < b and c.operation}
            steps = [s for s in self.wf.steps if not ops or s.operation in ops]
            unit, bound = _in_ul(limit)
            others = (_in_ul(q) for q in self.spec.quantities if q not in inside)
            stated = [v for u, v in others if u == unit]
            used = [v for u, v in _param_values(steps) if u == unit]
            if not used:
                continue  # 'kept ... (no longer than 72 h)': no step here has such a setting
            kept = [v for v in stated if any(same(v, u) for u in used) and v <= bound + 1e-9]
            broken = [v for v in used if v > bound + 1e-9]
            if kept and not broken:
                continue
            self._add(
                "UNCONSUMED_QUANTITY",
                f"the intent limits a setting to at most '{limit.text}', but "
                + (
                    f"the plan uses {fmt(max(broken))}, above it."
                    if broken
                    else "states no value that keeps it; the planner does not pick one."
                ),
                limit=limit.value,
                hint=f"state the value to use (at most {limit.text})",
            )

    def _orphans(
        self, pool: list[tuple[str | None, float]], totals: list[tuple[str | None, float]]
    ) -> None:
        """A value the parser read with its unit that lies in no clause and no aside (the
        clause reader found no step around it, 'decanting -> 5810 R, 3000 x g'): nothing
        else compares it with the plan, so no step using it is an unconsumed value."""
        said = [c.text.lower() for c in self.reading.clauses]
        said += [a.lower() for a in self.reading.aside]
        low = self.reading.text.lower()
        limits = [  # a limit is checked by limits(); a time between steps is no setting
            m.span() for rx in (LIMIT_NOTE, TIMING_NOTE) for m in rx.finditer(low)
        ]
        sentences = [  # a sentence the clause reader took a step from: its values were seen
            sentence_bounds(self.reading.text, c.start) for c in self.reading.clauses
        ]
        notes = [(m.span(), m.group(0)) for m in REVIEW_NOTE.finditer(low)]
        history = [  # a scenario's 'Given' that tells what was done: no setting of this run
            span
            for span, note in notes
            if (note.startswith("[context") and _HISTORY.search(note))
            or (_PAST_RUN.search(note) and not _CHANGE_NOW.search(note))
        ]
        given = [  # ... and a volume in it is what the labware holds at the start
            span for span, note in notes if note.startswith("[context")
        ]
        held = [(c.start, c.end) for c in self.reading.clauses]
        held += list(self.reading.no_step_spans)
        for q in self.spec.quantities:
            if q.role in NON_STEP_ROLES or q.unit not in _STEP_UNITS:
                continue
            text = q.text.lower()
            at = [m.start() for m in re.finditer(re.escape(text), low)]
            if self._noted(q.text) or (not at and any(text in t for t in said)):
                continue
            if at and all(any(a <= k < b for a, b in held) for k in at):
                continue  # every mention is a clause's (checked there) or set aside; not a
                # mention beside one ('last week used 1 s, switch to 1 s now')
            if at and all(any(a <= k < b for a, b in limits) for k in at):
                continue  # a limit ('never exceed 170 °C'): checked by limits()
            if at and all(any(a <= k < b for a, b in sentences) for k in at):
                continue  # a value in a sentence with a step ('Seal ..., spin ... Skip the seal')
            if at and all(any(a <= k < b for a, b in history) for k in at):
                continue  # '[Context the plate has already been spun at 1000 g]'
            if q.unit == "ul" and at and all(any(a <= k < b for a, b in given) for k in at):
                continue  # '[Context a PCR plate with colonies picked into 20 µL of mix]
            if at and all(labware_volume_role(low, k, k + len(text)) for k in at):
                continue  # '300 uL tips are on the shelf': the labware's size or contents
            if not at or all(
                any(a <= k < b for a, b in self.reading.no_step_spans)
                or _MATERIAL_AMOUNT.search(low[low.rfind("\n", 0, k) + 1 : k])
                for k in at
            ):
                continue  # in a note, a title or a materials line; or rewritten past finding
            unit, value = _in_ul(q)
            if any(u == unit and same(p, value) for u, p in pool):
                continue
            if any(u == unit and same(p, value) for u, p in totals) and any(
                _TOTAL_WORDS.search(low, max(0, k - 40), k + len(text) + 20) for k in at
            ):
                continue  # 'every well holds 10 µL': what the additions make up
            self._add(
                "UNCONSUMED_QUANTITY",
                f"the intent states '{q.text}', but the planner read no step around it and "
                "no step uses it.",
                limit=q.value,
                hint="write it as part of its step ('spin at 3000 x g for 15 min')",
            )

    def instruments_used(self) -> None:
        """Every registry instrument a step of the intent names runs some step (or is where a
        plate goes or comes from): 'take the seal off with the XPeel' is never a seal."""
        used: set[str] = set()
        for step in self.wf.steps:
            used.add(step.device)
            used |= {str(v) for k, v in step.params.items() if k in ("destination", "origin")}
        named = {
            m.instrument_id: m
            for c in self.reading.clauses
            if c.operation
            for m in c.instruments
            if m.instrument_id
            and m.instrument_id not in c.origins  # 'from the incubator'
            and not arm_of_a_store_step(self.registry, c.operation, m.instrument_id)
        }
        bound = all(step.device for step in self.wf.steps)  # a draft binds no devices yet
        # a clause that asks for no step ('You will need: OT-2 with P300 multi') does not
        # account for the instrument it names: some step must still run on it
        held = {m.start for c in self.reading.clauses if c.operation for m in c.instruments}
        for mention in self.reading.known_instruments if bound else []:  # in no clause
            aside = any(a <= mention.start < b for a, b in self.reading.no_step_spans)
            if (
                mention.start not in held
                and not aside
                and mention.instrument_id not in self.reading.equipment
            ):
                named.setdefault(mention.instrument_id or "", mention)
        for inst_id, mention in named.items():
            if inst_id in used or self._noted(mention.text):
                continue
            if _NOT_THIS_TIME.search(self.reading.text[max(0, mention.start - 24) : mention.start]):
                continue  # '(skip LabChip this time)': named as work not to do
            if _WHEN_FINISHED.match(self.reading.text, mention.end) and _WHEN.search(
                self.reading.text[max(0, mention.start - 24) : mention.start]
            ):
                continue  # 'When the Hamilton run finishes, ...': what comes before the request
            before = self.reading.text[max(0, mention.start - 20) : mention.start]
            if _ORIGIN.search(before):
                continue  # 'From: hotel slot 12': where the plate comes from
            if any(v.code == "INSTRUMENT_SUBSTITUTED" for v in self.out):
                continue  # the step's own check said it already
            self._add(
                "INSTRUMENT_SUBSTITUTED",
                f"the intent names '{mention.text}' ({inst_id}), but no step of the code uses it.",
                path="/steps",
                limit=inst_id,
                hint=f"run the step the intent asks of {inst_id} on it",
            )

    def reaction_volume(self) -> None:
        """A stated reaction volume ('35 µL reactions') is what each thermocycled well holds:
        the transfers into the plate, or the plate's starting contents."""
        stated = [q for q in self.spec.quantities if q.role == "reaction_volume_ul"]
        if len(stated) != 1:
            return
        want = stated[0].value
        by_id = {lw.id: lw for lw in self.wf.labware}
        for i, step in enumerate(self.wf.steps):
            if step.operation not in ("run_pcr", "run_qpcr"):
                continue
            for refs in step.labware.values():
                for ref in refs:
                    held = _held(self.wf.steps[:i], ref.labware, by_id.get(ref.labware))
                    if held is None or same(held, want):
                        continue
                    self._add(
                        "VALUE_CHANGED",
                        f"the intent states '{stated[0].text}' reactions, but the wells of "
                        f"{ref.labware} hold {held:g} uL when {self._label(i)} runs.",
                        i,
                        path="/labware",
                        limit=want,
                        actual=held,
                        hint="fill the wells to the stated reaction volume, or halt",
                    )


def _next_has(steps: Sequence[Step], i: int, duration: float, matched: Iterable[int]) -> bool:
    """Whether a step after step ``i``, and before the step of the next clause, runs for
    ``duration`` seconds (the wait a transfer's clause states: '200ul WR, 37C 30min'); a wait
    before it, or one the next clause states, is another one."""
    end = min((j for j in matched if j > i), default=len(steps))
    return any(
        isinstance(d := s.params.get("duration_s"), int | float) and same(d, duration)
        for s in steps[i + 1 : end]
    )


_CLAUSE_DEFAULT = re.compile(
    r"^'[^\n]*?':\s[^\n]*\b(?:assumed|default|not\s+stated)\b", re.IGNORECASE
)
"""A note that fills a default in for a quoted clause."""
