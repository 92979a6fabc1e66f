"""The offline planner's clause compiler: one draft step per clause, with its own values.

:func:`clause_draft` reads the intent's clauses in run order
(:func:`bioproagent.intent.clauses.read_clauses`) and compiles each into draft step(s) with
the written-draft compiler (:class:`~bioproagent.planners.offline.written_draft.TextDraft`,
which works out labware, sources and instruments from the words). Then every value the
clause states is imposed on its step exactly, a named instrument is pinned, stated wells
are bound, and only what the intent leaves open is filled in from the knowledge library:

* thermocycling parameters from the PCR / qPCR protocol;
* a seal before thermocycling and a peel before opening a plate the intent says is sealed.

Each default is recorded as an assumption. :func:`choose_draft` keeps the recipe draft (which
adds controls, standards and set-up steps) when it already honours every clause, and
the clause draft otherwise.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Sequence
from typing import Any

from bioproagent.draft import Draft, DraftStep
from bioproagent.intent import lexicon as lx
from bioproagent.intent.clauses import (
    AMBIENT_OPS,
    ROOM_TEMPERATURE,
    Clause,
    ClauseReading,
    params_for,
    read_clauses,
)
from bioproagent.intent.parser import parse_intent
from bioproagent.knowledge import KnowledgeBase, load_library
from bioproagent.planners.base import PlanningContext
from bioproagent.planners.offline.clause_fill import (
    _PROGRAM,
    _assay_samples,
    _formats_by_role,
    _kingfisher_heads,
    _mirror_source_wells,
    _mix_volumes,
    _mix_wells,
    _move_destinations,
    _open_values,
    _pair_source_wells,
    _plate_of,
    _plate_to_plate_wells,
    _program_wells,
    _sample_wells,
    _spin_times,
    _starting_contents,
    format_roles,
    library_choices,
)
from bioproagent.planners.offline.seals import seal_and_peel
from bioproagent.planners.offline.set_steps import (
    assay_named_elsewhere,
    one_well_each,
    tubes_named_outside,
    wells_of_the_target,
)
from bioproagent.planners.offline.stated_labware import prior_contents, the_one_named_plate
from bioproagent.planners.offline.step_devices import (
    equipment_runs,
    same_instrument_continues,
    sole_named_instruments,
    spin_rpm,
    wait_where_it_stands,
)
from bioproagent.planners.offline.stored_plates import retrieve_stored
from bioproagent.planners.offline.washes import addition_line, removal_volumes, take_off_washes
from bioproagent.planners.offline.written_draft import _CATEGORY, TextDraft
from bioproagent.registry.loader import Registry
from bioproagent.textutil import fmt

_COMPATIBLE = {"plate_96": ("plate_96_pcr",), "plate_384": ("plate_384_pcr",)}
_LIBRARY: list[KnowledgeBase] = []


_WITHIN = re.compile(
    r"\bwithin\s+\d+(?:\.\d+)?\s*(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\b", re.I
)
"""'read within 30 min': a deadline the next step meets by starting at once."""


_CLOCK_TIME = re.compile(r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?!\w)", re.I)
"""'pull it back out at 5pm': a clock time the workcell does not schedule."""


def _library() -> KnowledgeBase:
    if not _LIBRARY:
        _LIBRARY.append(load_library())
    return _LIBRARY[0]


def _choice_defaults() -> dict[str, dict[str, Any]]:
    """The library's default stored program and chip assay, by the operation they run."""
    found: dict[str, dict[str, Any]] = {}
    for operation, protocol_id in (
        ("run_program", "kingfisher_purification"),
        ("run_assay", "labchip_ce_qc"),
    ):
        protocol = _library().get(protocol_id)
        if protocol is not None:
            found[operation] = dict(protocol.defaults)
    return found


_LABWARE_WORD = re.compile(
    r"(?:well|tube|plate|strip|reservoir|trough|falcon|conical)s?(?![a-z])"
    r"|\bepp(?:i|is|ies|s)?\b"
)
"""A word that names labware ('Eppendorf 5810 R' names an instrument, not eppis; 'platelets'
names no plate)."""


def _qpcr_plate(clause: Clause, text: str, registry: Registry, runs_qpcr: bool) -> Clause:
    """'qPCR plate: spin 1 min 2000 g, then CFX384: ...': a PCR plate whose size the text
    does not state, in a run whose qPCR instruments take only 384-well PCR plates, is one."""
    if clause.formats[:1] != ["plate_96_pcr"] or re.search(r"\b96\b|ninety-six", text.lower()):
        return clause
    if not runs_qpcr:
        return clause
    takes = {
        f
        for inst in registry.instruments.values()
        if "run_qpcr" in inst.operations
        for f in inst.labware_formats
    }
    if "plate_96_pcr" in takes or "plate_384_pcr" not in takes:
        return clause
    return dataclasses.replace(clause, formats=["plate_384_pcr", *clause.formats[1:]])


def _line(clause: Clause, aside: Sequence[str] = (), in_use: bool = False) -> str:
    """The clause as one written draft line; instruments named outside its span are added,
    and so is the format the clause names without a labware word, unless ``in_use`` (a plate
    is in use and no earlier clause named another format: 'seal it ..., then run the 384 on
    the CFX' is one plate).
    A wash is written as its addition (the removal is a step of its own, see :func:`_wash`),
    and a repeat count is no part of the step ('3 times' is no plate number, no mix cycles).
    Words the reader set aside inside the clause ('37 °C is already set') are left out."""
    line = clause.text
    for part in sorted(aside, key=len, reverse=True):  # the longest first: it holds others
        if len(part) > 3 and part in line:
            line = line.replace(part, " ")
    line = line.strip().rstrip(".")
    line = addition_line(clause, line)
    outside = [m for m in clause.instruments if not clause.start <= m.start < clause.end]
    if outside and outside[0].instrument_id:
        line += f" on the {outside[0].text}"
    if clause.formats and not _LABWARE_WORD.search(line.lower()) and not in_use:
        fmt_name = clause.formats[0]
        phrase = _FORMAT_PHRASE.get(fmt_name, fmt_name.replace("_", " "))
        tubes = clause.heading and fmt_name.startswith("tube")  # their count: 'ten eppis:'
        line += f" ({clause.heading if tubes else phrase})"
    return line


_FORMAT_PHRASE = {
    "plate_96": "96-well flat plate",
    "plate_384": "384-well flat plate",
    "plate_96_pcr": "96-well PCR plate",
    "plate_384_pcr": "384-well PCR plate",
    "plate_96_deepwell": "96-well deep-well plate",
    "plate_24_deepwell": "24-well deep-well plate",
}
"""A format the clause names without a labware word, as the words that name the labware:
'OD600 (96-well flat plate)' is a plate of its own, not the deep-well plate before it."""


def _impose(step: DraftStep, clause: Clause, registry: Registry) -> None:
    """Put the clause's stated values, instrument and wells on its step."""
    if step.operation is None:
        return
    table = set(params_for(step.operation).values())
    if (
        step.operation in AMBIENT_OPS
        and clause.value("temperature_c") is None
        and re.search(rf"\b(?:{ROOM_TEMPERATURE.pattern})\b", clause.text.lower())
    ):
        step.params.pop("temperature_c", None)  # room temperature: no heating
    for v in clause.values:
        param = "mix_cycles" if step.operation == "transfer" and v.param == "cycles" else v.param
        if param in table or (param == "mix_cycles" and step.operation == "transfer"):
            step.params[param] = int(v.value) if float(v.value).is_integer() else v.value
    named = clause.named_instrument
    if named and named.instrument_id:
        inst = registry.instrument(named.instrument_id)
        if step.operation == "move_plate" and inst is not None and "move_plate" in inst.operations:
            step.device = named.instrument_id  # 'moved by the PF400 to the reader': the arm
        elif step.operation == "move_plate":
            step.params["destination"] = named.instrument_id
        elif inst is not None and step.operation in inst.operations:
            step.device = named.instrument_id
            step.category = inst.category
    if clause.wells and step.operation == "transfer" and step.labware.get("target") == "waste":
        step.wells["source"] = list(clause.wells)  # 'take off 50 µL from columns 2-11'
    elif clause.wells and step.operation in ("transfer", "mix"):
        step.wells["target"] = list(clause.wells)
    if clause.wells and (step.operation or "").startswith("read_"):
        step.wells["plate"] = list(clause.wells)  # 'read A600, columns 1-6 only'
    if clause.source_wells and step.operation == "transfer":
        step.wells["source"] = list(clause.source_wells)
        within = re.search(
            r"\bfrom\s+(?:the\s+)?(?:wells?|columns?|cols?\.?|rows?|[a-p]\d{1,2})\b",
            clause.text.lower(),
        )
        own_plate = re.search(  # 'from wells A1-A12 of the reference plate to the assay plate'
            r"\bfrom\s+(?:the\s+)?(?:wells?|columns?|cols?\.?|rows?)\s+\S+(?:\s+(?:to|through|-|–)"
            r"\s+\S+)?\s+(?:of|in|on)\s+(?:the|a|an|your|our)\s",
            clause.text.lower(),
        )
        elsewhere = re.search(  # 'from columns 1-4 into a fresh plate': not within that one
            r"\b(?:in)?to\s+(?:a|an|another)\s+(?:[\w-]+\s+){0,3}?(?:plate|block|strip)\b",
            clause.text.lower(),
        )
        if (
            within
            and not own_plate
            and not elsewhere
            and isinstance(step.labware.get("target"), str)
        ):
            step.labware["source"] = step.labware["target"]  # within one plate


def _retarget(td: TextDraft, step: DraftStep, operation: str) -> None:
    """The clause's operation wins over the line compiler's reading of the verb; a step
    that had none gets the current plate."""
    counted_tubes = operation == "spin" and not _plate_of(step) and not td.current
    counted_tubes = counted_tubes and td.counted_tubes > 1  # '5424: 16,000 x g, 10 min, 12 tubes'
    plate = _plate_of(step) or td.current or td.declare("tube" if counted_tubes else "plate")
    line = step.text
    step.params = {**td.params(operation, line, line.lower().translate(lx.NORMALISE), None)}
    step.params = {k: v for k, v in step.params.items() if v is not None}
    step.operation = operation
    step.category = _CATEGORY.get(operation)
    step.device = td.device_for(operation, line.lower(), [])  # the instrument in use, if any
    if counted_tubes:
        td.lw.pop(plate, None)
        step.labware = {"tubes": td.resolve("tube", "the", "tubes", td.counted_tubes, True, "")}
    elif operation == "spin" and plate in td.group and "tube" in plate:
        step.labware = {"tubes": list(td.group)}  # '16k x g 15 min (12 x 1.5ml tubes)'
    elif operation == "spin" and "tube" in plate:
        held = td.lw.get(plate)
        tubes = [plate]  # '50ml falcons -> 5810 pls 4000 x g' ... and '6 tubes': all six
        if held is not None and held.plural and td.tube_count > 1:
            tubes = td.resolve(plate, "the", held.hints, td.tube_count, True, "")
        step.labware = {"tubes": tubes}
    elif operation == "spin":
        step.labware = {"plates": [plate]}
    elif operation == "run_program":
        step.labware = td._kingfisher(line.lower())
        plate = td.current or plate  # the elution plate, where the product ends up
    elif operation == "transfer" and re.search(lx.REMOVAL, line.lower()):
        step.labware = {"source": plate, "target": td.declare("waste", "reservoir")}
    elif operation == "transfer" and not {"source", "target"} <= set(step.labware):
        step.labware = {"source": td.reagent_source(line.lower()), "target": plate}
    elif operation == "mix" and "target" not in step.labware:
        step.labware = {"target": plate}
    elif operation not in ("transfer", "mix"):
        step.labware = {"plate": plate}
    if plate in td.lw:  # '72 °C 5 min' read as a program step: its plate is a PCR plate
        td.lw[plate].roles.add(operation)
    td.current = plate


def _named_on_the_line(td: TextDraft, step: DraftStep, clause: Clause) -> None:
    """A program or an assay named on the clause's line ('4 | KingFisher Flex | RNA_96
    program', 'Assay: HT DNA 5K' in a form) when the clause itself names none."""
    where = clause.line or clause.text
    if re.search(r"[.!?]\s", where):  # a paragraph: a name elsewhere in it ('my "cohort"') is
        where = clause.text  # another thing's; only a table row or a form line is one step's
    if step.operation == "run_program" and "program" not in step.params:
        name = lx.program_name(where)
        if name:
            step.params["program"] = name
    if step.operation == "run_assay" and "assay" not in step.params:
        step.params.update(td._assay(where.lower()))


def _stated(ctx: PlanningContext) -> set[tuple[str | None, float, str]]:
    """The quantities the intent's own text states (not the clarification answers)."""
    return {(q.role, q.value, q.text) for q in parse_intent(ctx.intent.text).quantities}


def _answered(
    step: DraftStep, ctx: PlanningContext, own: set[tuple[str | None, float, str]], notes: list[str]
) -> None:
    """Values the scientist gave as clarification answers, for what the clause leaves open;
    ``own`` holds the quantities the intent itself states."""
    if not step.operation:
        return
    for param in params_for(step.operation).values():
        q = ctx.intent.quantity(param)
        # only an answer fills a gap: a value the intent states belongs to its own clause
        if param not in step.params and q is not None and (q.role, q.value, q.text) not in own:
            step.params[param] = int(q.value) if q.value.is_integer() else q.value
            notes.append(f"{param} = {fmt(q.value)} from the answer '{q.text}'.")


def _another_volume(td: TextDraft, base: DraftStep, clause: Clause, registry: Registry) -> None:
    """The next volume of a clause that adds several reagents to the same labware."""
    target = base.labware.get("target")
    if base.operation != "transfer" or not isinstance(target, str):
        return
    source = td.reagent_source(clause.text.lower().translate(lx.NORMALISE))
    td._emit(
        clause.text, source, target, dict(base.params), dict(base.wells), base.device, base.category
    )
    _impose(td.steps[-1], clause, registry)


_DILUENT = re.compile(r"\bdilut\w*\s+(?:\w+\s+)?(?:in|with|into)\s+(?:the\s+)?([a-z][\w-]*)")


def _shared_targets(pairs: list[tuple[Clause, DraftStep]]) -> None:
    """A transfer that goes where the next one goes fills the same labware and wells."""
    for (clause, step), (_, nxt) in itertools.pairwise(pairs):
        if clause.shares_destination and step.operation == nxt.operation == "transfer":
            target = nxt.labware.get("target")
            if target is not None:
                step.labware["target"] = target
            if nxt.wells.get("target"):
                step.wells["target"] = list(nxt.wells["target"])


def _dilution_sources(
    td: TextDraft, pairs: list[tuple[Clause, DraftStep]], notes: list[str]
) -> None:
    """'a 1:10 dilution in water (10 uL + 90 uL)': two volumes that name no reagent are the
    sample (the volume that is 1/10 of the sum, from each sample) and the diluent."""
    by_clause: dict[str, list[tuple[Clause, DraftStep]]] = {}
    for clause, step in pairs:
        if step.operation == "transfer":
            by_clause.setdefault(clause.whole or clause.text, []).append((clause, step))
    for text, group in by_clause.items():
        factor = next(
            (v.value for c, _ in group for v in c.values if v.param == "dilution_factor"), None
        )
        diluent = _DILUENT.search(text.lower())
        if factor is None or diluent is None or len(group) != 2 or factor <= 1:
            continue
        steps = [step for _, step in group]
        if any(str(s.labware.get("source", "")).rstrip("s") != "reagent" for s in steps):
            continue  # the volumes name their reagents
        volumes = [float(s.params.get("volume_ul", 0)) for s in steps]
        sample_ul = sum(volumes) / factor
        if not any(abs(v - sample_ul) < 1e-6 for v in volumes):
            continue
        for step, volume in zip(steps, volumes, strict=True):
            is_sample = abs(volume - sample_ul) < 1e-6
            name = "samples" if is_sample else diluent.group(1)
            step.labware["source"] = td.declare(
                name, "" if is_sample else "reservoir", per_well=is_sample, reagent=name
            )
        notes.append(
            f"'{text}': {fmt(sample_ul)} uL is the sample (1/{fmt(factor)} of the "
            f"{fmt(sum(volumes))} uL) and the rest is {diluent.group(1)}."
        )


def _program_defaults(step: DraftStep, notes: list[str], two_step: bool = False) -> None:
    """What the program leaves open, from the library protocol; a two-step program gets no
    extension step."""
    protocol = _library().for_assay(_PROGRAM[step.operation or ""])
    if protocol is None:
        return
    wanted = set(params_for(step.operation or "").values())
    if two_step:
        wanted -= {"extension_c", "extension_s"}
    for key, value in protocol.defaults.items():
        if key in wanted and key not in step.params:
            step.params[key] = value
            notes.append(f"{key} = {fmt(value)} ({protocol.title}; not stated in the intent).")


def _source_has(draft: Draft, step: DraftStep, fmt: str) -> bool:
    """True when the step's source labware already is of the format ``fmt``."""
    source = step.labware.get("source")
    names = source if isinstance(source, list) else [source] if source else []
    return any(x.name in names and x.format == fmt for x in draft.labware)


def _stated_formats(
    draft: Draft, pairs: list[tuple[Clause, DraftStep]], notes: list[str], registry: Registry
) -> dict[str, str]:
    """The labware format a clause names is the format of the labware its step uses; with
    none named, a plate on a named instrument takes a format that instrument accepts."""
    stated_for: dict[str, str] = {}
    eluted_into = {
        str(step.labware["elution"])
        for step in draft.steps
        if step.operation == "run_program" and isinstance(step.labware.get("elution"), str)
    }
    for clause, step in pairs:
        plate = _plate_of(step)
        lw = next((x for x in draft.labware if x.name == plate), None)
        if lw is None:
            continue
        if len(set(clause.formats)) > 1:
            _formats_by_role(clause, step, draft)  # 'from the deep-well plate into a 96-well'
            continue
        source = step.labware.get("source")
        if (
            clause.formats
            and isinstance(source, str)
            and source != lw.name
            and format_roles(clause) == {"source", "target"}
        ):  # 'from plate A (96 DW) to a fresh 96 DW': both plates are deep-well
            _formats_by_role(clause, step, draft)
            stated_for[lw.name] = stated_for[source] = clause.formats[0]
            continue
        if clause.formats:
            stated = clause.formats[0]
            if _source_has(draft, step, stated) and lw.format != stated:
                continue  # 'from the reservoir into row A': the reservoir is the source
            stated_for[lw.name] = stated
            if lw.format != stated and lw.format not in _COMPATIBLE.get(stated, ()):
                lw.format, lw.type = stated, None
            continue
        inst = registry.instrument(step.device) if step.device else None
        op = inst.operations.get(step.operation or "") if inst else None
        held = next((k for k in step.labware if op and k in op.roles and k != "tips"), None)
        role = (
            (op.roles[held] if held == "tubes" else None)  # 'spin them': the tubes named
            or op.roles.get("plate")
            or next((r for k, r in op.roles.items() if k not in ("tips",) and r.formats), None)
            if op
            else None
        )  # a plate, or the tubes a microcentrifuge takes
        if role is None or not role.formats or lw.format in role.formats:
            continue
        if lw.name in stated_for or lw.name in eluted_into:
            continue  # the intent named it, or a KingFisher run fills it: K_p says what fits
        plates = [f for f in role.formats if f.startswith("plate")] or list(role.formats)
        notes.append(
            f"{lw.name} is a {plates[0]} ({step.device} takes no {lw.format}; the intent "
            "names no labware)."
        )
        lw.format, lw.type = plates[0], None
    return stated_for


def _sample_prep(step: DraftStep, clause: Clause) -> bool:
    """A transfer the written draft put before a chip run (the eluate into the chip's plate):
    a helper of the run, not the clause's own step."""
    return clause.operation == "run_assay" and step.operation == "transfer"


def clause_draft(ctx: PlanningContext, reading: ClauseReading | None = None) -> Draft | None:
    """A draft with one step (or more, for a transfer from several sources) per clause, in
    the intent's run order; None when no clause names an operation."""
    reading = reading or read_clauses(ctx.intent.text, ctx.registry)
    runs_qpcr = any(c.operation == "run_qpcr" for c in reading.clauses)
    clauses = [
        _qpcr_plate(c, ctx.intent.text, ctx.registry, runs_qpcr)
        for c in reading.clauses
        if c.operation and c.operation != "read"
    ]
    if not clauses:
        return None
    td = TextDraft(ctx.registry)
    td.samples = ctx.intent.counts.get("samples")
    tubes_named_outside(td, ctx.intent)
    notes: list[str] = []
    pairs: list[tuple[Clause, DraftStep]] = []
    own = _stated(ctx)
    for k, clause in enumerate(clauses):
        last = td.steps[-1] if td.steps else None
        if clause.whole and k and clauses[k - 1].whole == clause.whole and last is not None:
            _another_volume(td, last, clause, ctx.registry)  # '... and 5 uL template'
            if td.steps[-1] is not last:
                pairs.append((clause, td.steps[-1]))
            continue
        first = len(td.steps)
        in_use = (  # 'seal it first ..., run the 384 on the CFX': the plate just sealed
            bool(td.current)
            and clause.operation in ("run_pcr", "run_qpcr")
            and not any(c.formats for c in clauses[:k])
        )
        td.add(
            _line(clause, reading.aside, in_use)
            if clause.whole is None
            else clause.whole.strip().rstrip(".")
        )
        made = [s for s in td.steps[first:] if not _sample_prep(s, clause)]
        pairs += [(clause, step) for step in made]
        before = td.steps[first - 1] if first else None
        for step in made:
            if step.operation != clause.operation and clause.operation:
                _retarget(td, step, clause.operation)
            _impose(step, clause, ctx.registry)
            named = (
                ctx.registry.instrument(step.device) if clause.instruments and step.device else None
            )
            if named is not None:  # 'Then on the Hamilton, transfer ... and add ...': both there
                td.last_device[named.category] = named.id
            wait_where_it_stands(td, step, clause, ctx.registry)
            _named_on_the_line(td, step, clause)
            same_instrument_continues(step, before, clause, notes)
            equipment_runs(step, clause, reading.equipment, ctx.registry, notes)
            spin_rpm(step, clause, ctx.registry, notes)
            _answered(step, ctx, own, notes)
            if step.operation in _PROGRAM:
                _program_defaults(step, notes, clause.two_step)
        one_well_each(td.steps[first:], clause)
        then = clauses[k + 1] if k + 1 < len(clauses) else None
        take_off_washes(td, clause, td.steps[first:], notes, then)
    _dilution_sources(td, pairs, notes)
    _shared_targets(pairs)
    sole_named_instruments(td.steps, ctx.intent.text, ctx.registry, notes)
    steps = [s for s in td.steps if s.operation]
    if not steps:
        return None
    draft = Draft(
        title="Workcell steps as stated",
        goal=ctx.intent.text,
        steps=steps,
        labware=td.labware(),
        assumptions=["Compiled clause by clause; stated values as written.", *td.assumptions],
    )
    stated_for = _stated_formats(draft, pairs, notes, ctx.registry)
    the_one_named_plate(draft, ctx.intent.formats, stated_for, notes, ctx.registry)
    wells_of_the_target(draft, ctx.registry, notes)
    _kingfisher_heads(draft, notes)
    _mix_volumes(draft, notes)
    _open_values(pairs, notes, ctx.registry)
    spin = _library().get("plate_centrifugation")
    _spin_times(pairs, notes, spin.defaults.get("duration_s") if spin else None)
    _sample_wells(pairs, draft, ctx, notes)
    _mirror_source_wells(draft, notes)
    _plate_to_plate_wells(draft, ctx.registry, notes)
    _mix_wells(draft, pairs, notes)
    _program_wells(draft, notes)
    _assay_samples(draft, ctx.intent.counts, notes)
    assay_named_elsewhere(draft, td, ctx.intent.text, notes)
    library_choices(draft, _choice_defaults(), ctx.intent.text, notes)
    _move_destinations(draft, ctx.registry, notes)
    reaction = next(
        (q.value for q in ctx.intent.quantities if q.role == "reaction_volume_ul"), None
    )
    prior_contents(draft, pairs, ctx.intent.text, notes)
    removal_volumes(draft, ctx.registry, notes)  # from what is stated or added, not assumed
    _starting_contents(draft, notes, reaction)
    _pair_source_wells(draft, notes)
    seal = td.params("seal", "Seal the plate", "seal the plate", None)
    seal_and_peel(draft, reading, notes, {k: v for k, v in seal.items() if v is not None})
    retrieve_stored(draft, ctx.registry, notes)
    used = {name for step in draft.steps for name in step.labware_names()}
    draft.labware = [lw for lw in draft.labware if lw.name in used]
    notes += [
        f"'{part}' asks nothing of the workcell (done by hand, or the plate's history); the "
        "plan leaves it out."
        for part in reading.aside
    ]
    notes += [
        f"'{edit}': the step these words name is left out or replaced, as the intent says."
        for edit in reading.edits
    ]
    notes += [
        f"'{m.group(0)}' is a time limit, not a wait: the plan adds no wait before the step, "
        "which starts as soon as the step before it ends."
        for m in _WITHIN.finditer(ctx.intent.text)
    ]
    notes += [
        f"'{m.group(0)}' is a time of day: the plan runs its steps one after the other and "
        "schedules nothing by the clock."
        for m in _CLOCK_TIME.finditer(ctx.intent.text)
    ]
    draft.assumptions += list(dict.fromkeys(notes)) + list(ctx.assumptions)
    draft.assumptions = [a for a in draft.assumptions if not _stale_default(a, draft.steps)]
    return draft


_DEFAULT_NOTE = re.compile(
    r"(?:(?P<op>[a-z_]+) )?(?P<param>[a-z_]+) = (?P<value>\S+)(?: on (?P<device>\S+))? "
    r"\((?:not given in the draft|registry default)\)\.$"
)


def _stale_default(note: str, steps: Sequence[DraftStep]) -> bool:
    """A default the line compiler recorded that no step keeps: the clause's own value
    replaced it ('seal temperature_c = 165' under a seal stated at 180 °C), or the step it
    was for became another operation. Shown, it would contradict the plan."""
    m = _DEFAULT_NOTE.fullmatch(note)
    if m is None:
        return False
    return not any(
        fmt(step.params.get(m["param"])) == m["value"]
        for step in steps
        if (m["op"] is None or step.operation == m["op"])
        and (m["device"] is None or step.device == m["device"])
        and m["param"] in step.params
    )
