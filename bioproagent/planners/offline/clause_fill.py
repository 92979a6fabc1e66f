"""What a clause leaves open, filled in by the clause compiler and listed as assumptions:
the wells a counted set of samples, a mix or a further addition reaches; a plate's starting
contents; a registry's suggested mixing count or shaking speed; where a plate move goes."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from bioproagent.draft import Draft, DraftStep
from bioproagent.intent import lexicon as lx
from bioproagent.intent.clauses import (
    Clause,
)
from bioproagent.intent.wells import WHOLE_PLATE, stated_well_count
from bioproagent.planners.base import PlanningContext
from bioproagent.registry.loader import Registry
from bioproagent.registry.planning import format_type
from bioproagent.textutil import fmt

_PROGRAM = {"run_pcr": "pcr", "run_qpcr": "qpcr"}
"""Thermocycling operations and the library assay that holds their defaults."""


def _plate_of(step: DraftStep) -> str | None:
    for role in ("plate", "target", "plates", "tubes"):
        bound = step.labware.get(role)
        if isinstance(bound, list):
            bound = bound[0] if bound else None
        if bound:
            return bound
    return None


_START_UL = {
    "plate_96": 100,
    "plate_96_pcr": 20,
    "plate_384": 25,
    "plate_384_pcr": 10,
    "plate_96_deepwell": 500,
    "plate_24_deepwell": 1000,
    "pcr_strip": 20,
    "tube_1_5ml": 500,
    "tube_2ml": 500,
    "tube_15ml": 5000,
    "tube_50ml": 20000,
}
"""What a plate or tube the intent does not fill holds when the workflow starts (assumed)."""
ROOM_TEMPERATURE_C = 22


def _starting_contents(draft: Draft, notes: list[str], reaction_ul: float | None = None) -> None:
    """Labware the steps use before (or without) filling it holds a stated-as-assumed volume;
    a PCR plate thermocycled without being filled holds the stated reaction volume ('35 µL
    reactions'), which the rule engine then checks against the cycler."""
    cycled = {
        name for step in draft.steps if step.operation in _PROGRAM for name in step.labware_names()
    }
    first_use: dict[str, str] = {}
    same: dict[tuple[str, int], list[str]] = {}  # one note for labware assumed alike
    for step in draft.steps:
        for role, bound in step.labware.items():
            for name in bound if isinstance(bound, list) else [bound]:
                filled = role == "target" and step.operation == "transfer"
                if role == "tip_comb":  # a KingFisher tip comb holds no liquid
                    filled = True
                first_use.setdefault(name, "filled" if filled else "used")
    for lw in draft.labware:
        volume = _START_UL.get(lw.format)
        if lw.contents or volume is None or first_use.get(lw.name) != "used":
            continue
        if reaction_ul is not None and lw.name in cycled:
            lw.contents = [{"volume_ul": reaction_ul, "reagent": "reaction"}]
            notes.append(f"{lw.name} holds the stated {fmt(reaction_ul)} uL reactions.")
            continue
        lw.contents = [{"volume_ul": volume, "reagent": "sample"}]
        same.setdefault((lw.format, volume), []).append(lw.name)
    for (fmt_name, volume), names in same.items():
        who = names[0] if len(names) == 1 else f"{', '.join(names[:2])}, ... {names[-1]}"
        who = ", ".join(names) if len(names) <= 3 else f"{who} ({len(names)} of them)"
        verb = "holds" if len(names) == 1 else "each hold"
        notes.append(
            f"{who} ({fmt_name}) {verb} {volume} uL"
            f"{'' if fmt_name.startswith('tube') else ' per well'} at the start (not stated in "
            "the intent)."
        )


_ROLE_WORDS = re.compile(r"\b(from|out of|to|into|onto|in)\b")


def format_roles(clause: Clause) -> set[str]:
    """The transfer roles ('source', 'target') a format the clause states is written for:
    after 'from' / 'out of' the source, after 'to' / 'into' / 'onto' / 'in' the target."""
    low = clause.text.lower().translate(lx.NORMALISE)
    roles = set()
    for fmt_name, rx in lx.FORMAT_RES:
        if any(f.startswith(fmt_name) for f in clause.formats):
            for m in rx.finditer(low):
                before = _ROLE_WORDS.findall(low[: m.start()])
                if before:
                    roles.add("source" if before[-1] in ("from", "out of") else "target")
    return roles


def _formats_by_role(clause: Clause, step: DraftStep, draft: Draft) -> None:
    """A transfer clause naming two formats: the one after 'from' is the source's, the one
    after 'to/into/onto' the target's."""
    low = clause.text.lower().translate(lx.NORMALISE)
    sized: set[str] = set()  # roles whose well count the text writes ('384-well')
    for fmt_name, rx in lx.FORMAT_RES:
        for m in rx.finditer(low):
            before = _ROLE_WORDS.findall(low[: m.start()])
            if not before:
                continue
            role = "source" if before[-1] in ("from", "out of") else "target"
            name = step.labware.get(role)
            lw = next((x for x in draft.labware if x.name == name), None)
            if re.search(r"\d", m.group(0)):
                sized.add(role)
            elif lw is not None and role in sized:  # '384-well PCR plate': 'PCR plate' refines
                kind = fmt_name.split("_")[-1]
                lw.format = next(
                    (f for f in clause.formats if f.startswith(lw.format) and f.endswith(kind)),
                    lw.format,
                )
                lw.type = None
                continue
            if lw is not None and fmt_name in clause.formats:
                if lw.format != fmt_name:  # a type chosen for the same format stays
                    lw.format, lw.type = fmt_name, None
            elif lw is not None:  # the parser refined the format (pcr, 384, 24-well)
                refined = next((f for f in clause.formats if f.startswith(fmt_name)), None)
                if refined and lw.format != refined:
                    lw.format, lw.type = refined, None


def _mirror_source_wells(draft: Draft, notes: list[str]) -> None:
    """A transfer from stated wells into another plate that names no target wells ('from
    columns 1-3 into a new PCR plate') fills the wells of the same names."""
    formats = {lw.name: lw.format for lw in draft.labware}
    for step in draft.steps:
        into, taken = step.labware.get("target"), step.wells.get("source")
        if step.operation != "transfer" or not taken or step.wells.get("target"):
            continue
        if not isinstance(into, str) or not formats.get(into, "").startswith("plate"):
            continue
        if into != step.labware.get("source"):
            step.wells["target"] = list(taken)
            notes.append(
                f"Each source well of '{step.text}' goes into the {into} well of the same name."
            )


def _pair_source_wells(draft: Draft, notes: list[str]) -> None:
    """A transfer from a plate of samples into some wells takes each sample from the well of
    the same name (the plate cannot give 96 sources to 3 targets)."""
    formats = {lw.name: lw.format for lw in draft.labware}
    for step in draft.steps:
        target, source = step.wells.get("target"), step.labware.get("source")
        if step.operation != "transfer" or not target or "source" in step.wells:
            continue
        if not isinstance(source, str) or not formats.get(source, "").startswith("plate"):
            continue
        if source == step.labware.get("target"):
            continue
        wells = _well_names(formats[source])
        if wells is None or all(w in wells for w in target):
            step.wells["source"] = list(target)
            notes.append(
                f"Each target well of '{step.text}' takes the {source} well of the same name."
            )
        elif len(target) <= len(wells):  # 96 eluates into 384-well columns: in column order
            step.wells["source"] = wells[: len(target)]
            notes.append(
                f"The {len(target)} target wells of '{step.text}' take {source}'s wells "
                f"{wells[0]}-{wells[len(target) - 1]} in column order ({source} has no wells "
                "of those names)."
            )


_GRID = {"6": (2, 3), "12": (3, 4), "24": (4, 6), "48": (6, 8), "96": (8, 12), "384": (16, 24)}
"""Rows and columns of each plate size a format names."""


def _well_names(fmt: str) -> list[str] | None:
    """A plate format's wells in column order (A1, B1, ... H1, A2, ...), or None."""
    size = re.match(r"plate_(\d+)", fmt)
    grid = _GRID.get(size.group(1)) if size else None
    if grid is None:
        return None
    rows, cols = grid
    return [f"{'ABCDEFGHIJKLMNOP'[r]}{c + 1}" for c in range(cols) for r in range(rows)]


_SUGGESTED_WHEN_OPEN = {"mix": ("cycles",), "shake": ("speed_rpm", "rotation_speed_rpm")}
"""Required settings a scientist often leaves open; the registry's suggested value fills
them, and the plan says so."""


def _suggested(registry: Registry, step: DraftStep) -> tuple[str, Any, str] | None:
    """(parameter, suggested value, instrument) for a setting the step leaves open."""
    wanted = _SUGGESTED_WHEN_OPEN.get(step.operation or "", ())
    if not wanted or any(p in step.params for p in wanted):
        return None
    named = registry.instrument(step.device) if step.device else None
    pool = [named] if named is not None else list(registry.instruments.values())
    for inst in pool:
        if inst is None or step.operation not in inst.operations:
            continue
        spec = inst.operations[step.operation or ""].param_specs
        for param in wanted:
            value = (spec.get(param) or {}).get("suggested")
            if value is not None:
                return param, value, inst.id
    return None


def _open_values(
    pairs: list[tuple[Clause, DraftStep]], notes: list[str], registry: Registry
) -> None:
    """What a clause leaves open that its step needs: room temperature for a wait; the
    registry's suggested mixing count or shaking speed; and a stated time for a store,
    which keeps the plate until the next step (no timer)."""
    for clause, step in pairs:
        open_setting = _suggested(registry, step)
        if open_setting is not None:
            param, value, inst_id = open_setting
            step.params[param] = value
            notes.append(
                f"'{clause.text}': {param} = {fmt(value)} ({inst_id}'s suggested value; not "
                "stated in the intent)."
            )
        resuspend = re.search(lx.RESUSPEND_IN, clause.text.lower())
        if step.operation == "transfer" and resuspend and not step.params.get("mix_cycles"):
            notes.append(
                f"'{clause.text}': read as an addition of the stated volume; no mixing is "
                "added to resuspend (say 'mix N times' to add it)."
            )
        if step.operation == "incubate" and "temperature_c" not in step.params:
            step.params["temperature_c"] = ROOM_TEMPERATURE_C
            notes.append(
                f"'{clause.text}': room temperature ({ROOM_TEMPERATURE_C} °C) assumed "
                "(no temperature stated)."
            )
        if step.operation == "store":
            for v in clause.values:
                if v.param == "duration_s":  # a volume or a speed in a store step is unread
                    notes.append(
                        f"'{v.text}' of storage: the store keeps the plate until the next "
                        "step; it has no timer."
                    )


def _spin_times(
    pairs: list[tuple[Clause, DraftStep]], notes: list[str], default_s: float | None
) -> None:
    """A spin stated without its time ('spin at 300 x g') runs for the protocol library's
    plate-spin time, and the plan says so; a plan with one spin and one with several fill
    it alike."""
    if default_s is None:
        return
    for clause, step in pairs:
        if step.operation == "spin" and "duration_s" not in step.params:
            step.params["duration_s"] = default_s
            notes.append(
                f"'{clause.text}': duration_s = {fmt(default_s)} (the protocol library's "
                "plate-spin time; not stated in the intent)."
            )


def _sample_wells(
    pairs: list[tuple[Clause, DraftStep]],
    draft: Draft,
    ctx: PlanningContext,
    notes: list[str],
) -> None:
    """A transfer whose clause counts its samples ('each of the 40 samples', '8 samples in
    triplicate') fills samples x replicates wells of its target, column by column and the
    replicates of a sample side by side, unless the clause names the wells. From a plate
    of samples, each target well takes its sample's well."""
    from bioproagent.intent.parser import parse_intent

    for clause, step in pairs:
        if step.operation != "transfer" or step.wells.get("target") or clause.wells:
            continue
        if WHOLE_PLATE.search((clause.whole or clause.text).lower()):
            continue  # 'to each well of the plate for the 24 samples': every well, as stated
        counts = parse_intent(clause.whole or clause.text).counts
        n = counts.get("samples")
        reps = counts.get("replicates") or ctx.intent.counts.get("replicates") or 1
        if not n and str(step.labware.get("source", "")).startswith("sample"):
            n = ctx.intent.counts.get("samples")  # 'NB: 12 samples; ... (10 uL + 90 uL)'
        if not n:  # 'to each of the 24 wells': that many wells, one addition each
            n, reps = stated_well_count(clause.whole or clause.text), 1
        target = step.labware.get("target")
        lw = next((x for x in draft.labware if x.name == target), None)
        if not n or lw is None:
            continue
        lt = ctx.registry.labware_type(lw.type or format_type(ctx.registry, lw.format))
        if lt is None or n * reps >= len(lt.wells):
            continue
        rows = len({w[0] for w in lt.wells})
        by_column = sorted(lt.wells, key=lambda w: (int(w[1:]), w[0]))
        step.wells["target"] = by_column[: n * reps]
        each = f" x {reps} replicates" if reps > 1 else ""
        what = (
            "wells"
            if reps == 1 and not counts.get("samples") and not ctx.intent.counts.get("samples")
            else "samples"
        )
        notes.append(
            f"The {n} {what}{each} of '{clause.text}' go into {lw.name} {by_column[0]}.."
            f"{by_column[n * reps - 1]} ({rows} rows, column by column"
            + (", replicates side by side)." if reps > 1 else ").")
        )
        source = step.labware.get("source")
        src = next((x for x in draft.labware if x.name == source), None)
        src_type = (
            ctx.registry.labware_type(src.type or format_type(ctx.registry, src.format))
            if src is not None and src is not lw and src.format.startswith("plate")
            else None
        )
        if reps > 1 and src_type is not None and n <= len(src_type.wells):
            src_wells = sorted(src_type.wells, key=lambda w: (int(w[1:]), w[0]))[:n]
            step.wells["source"] = [w for w in src_wells for _ in range(reps)]
            notes.append(
                f"Each sample of '{clause.text}' is taken {reps} times from {source} "
                f"{src_wells[0]}..{src_wells[-1]}."
            )


def _program_wells(draft: Draft, notes: list[str]) -> None:
    """A thermocycling step runs the wells the transfers before it filled, when every one
    of those transfers names its wells (empty wells are no reactions)."""
    filled: dict[str, list[str] | None] = {}
    for step in draft.steps:
        target = step.labware.get("target")
        if step.operation == "transfer" and isinstance(target, str):
            named = step.wells.get("target")
            known = filled.get(target, [])
            filled[target] = None if not named or known is None else [*known, *named]
        role = "sample" if step.operation == "run_program" else "plate"
        plate = _plate_of(step) if role == "plate" else step.labware.get(role)
        wells = filled.get(plate) if isinstance(plate, str) else None
        runs = step.operation in (*_PROGRAM, "run_program") or (
            step.operation == "run_assay"  # the LabChip sips the filled wells
            and step.params.get("sample_count") in (None, len(set(wells or [])))
        )
        if runs and plate and wells and role not in step.wells:
            step.wells[role] = list(dict.fromkeys(wells))
            notes.append(
                f"{step.operation} runs the {len(step.wells[role])} wells of {plate} that "
                "the transfers filled."
            )


def _assay_samples(draft: Draft, counts: dict[str, int], notes: list[str]) -> None:
    """An electrophoresis run whose line names no sample count runs the samples the intent
    counts elsewhere ('I've got 48 libraries ...; run them on the LabChip')."""
    samples = counts.get("samples")
    for step in draft.steps:
        if step.operation == "run_assay" and samples and "sample_count" not in step.params:
            step.params["sample_count"] = samples
            notes.append(f"'{step.text}' runs the {samples} samples the intent counts.")


def _move_destinations(draft: Draft, registry: Registry, notes: list[str]) -> None:
    """A plate move that names only the arm goes to where the next step runs."""
    for k, step in enumerate(draft.steps):
        if step.operation != "move_plate" or step.params.get("destination"):
            continue
        nxt = next((s for s in draft.steps[k + 1 :] if s.device or s.operation), None)
        if nxt is not None and not nxt.device and nxt.operation:
            # 'grab it with the PF400 and read ...': the one instrument that runs the next step
            offering = [
                i.id for i in registry.instruments.values() if nxt.operation in i.operations
            ]
            nxt = nxt.model_copy(update={"device": offering[0]}) if len(offering) == 1 else None
        inst = registry.instrument(nxt.device or "") if nxt is not None else None
        if inst is None or "move_plate" in inst.operations:
            continue
        step.params["destination"] = inst.id
        notes.append(f"'{step.text}' takes the plate to {inst.id}, where the next step runs.")


def _mix_wells(draft: Draft, pairs: list[tuple[Clause, DraftStep]], notes: list[str]) -> None:
    """A mix that names no wells mixes the wells the last transfer into that labware
    filled (mixing empty wells is no mixing); a further addition that names neither wells
    nor labware ('then 5 uL template') goes into those same wells."""
    filled: dict[str, list[str]] = {}
    clause_of = {id(step): clause for clause, step in pairs}
    last: str | None = None  # the whole clause of the transfer before
    for step in draft.steps:
        target = step.labware.get("target")
        if not isinstance(target, str):
            continue
        source = step.labware.get("source")
        if target == "waste" and isinstance(source, str) and step.wells.get("source"):
            filled[source] = list(step.wells["source"])  # the wells a removal emptied
            continue
        clause = clause_of.get(id(step))
        if step.operation == "transfer":
            before, last = last, clause.whole if clause is not None else None
        else:
            before = last
        if step.operation == "transfer":
            wells = step.wells.get("target")
            said = (clause.whole or clause.text).lower() if clause is not None else ""
            same_clause = clause is not None and clause.whole is not None and clause.whole == before
            if (
                not wells
                and target in filled
                and clause is not None
                and (not clause.formats or same_clause)  # '(20 uL + 80 uL) in the plate'
                and not WHOLE_PLATE.search(said)
            ):
                step.wells["target"] = list(filled[target])
                notes.append(
                    f"'{step.text}' goes into the {len(filled[target])} wells of {target} the "
                    "transfer before it filled."
                )
                continue
            if wells:
                filled[target] = list(wells)
            else:
                filled.pop(target, None)
        elif step.operation == "mix" and not step.wells.get("target") and target in filled:
            step.wells["target"] = list(filled[target])
            notes.append(
                f"'{step.text}' mixes the {len(filled[target])} wells of {target} the transfer "
                "before it filled."
            )


def _row_by_row(
    step: DraftStep, source_wells: Sequence[str], target_wells: Sequence[str], notes: list[str]
) -> None:
    """'From the strip to each well of the plate': every target well takes the source well
    of its row when the source is one column (an 8-tube strip feeds every column)."""
    columns = {w[1:] for w in source_wells}
    by_row = {w[0]: w for w in source_wells}
    if len(columns) != 1 or not {w[0] for w in target_wells} <= set(by_row):
        return
    step.wells["target"] = list(target_wells)
    step.wells["source"] = [by_row[w[0]] for w in target_wells]
    notes.append(
        f"'{step.text}': every well of {step.labware.get('target')} takes the "
        f"{step.labware.get('source')} well of its row."
    )


def _plate_to_plate_wells(draft: Draft, registry: Registry, notes: list[str]) -> None:
    """A transfer from a whole plate into a larger plate ('the 96-well supernatant into a
    384-well plate') fills the target wells of the same names (A1..H12)."""
    types = {lw.name: lw.type or format_type(registry, lw.format) for lw in draft.labware}
    for step in draft.steps:
        source, target = step.labware.get("source"), step.labware.get("target")
        if (
            step.operation != "transfer"
            or not isinstance(source, str)
            or not isinstance(target, str)
        ):
            continue
        if step.wells.get("target") or step.wells.get("source") or source == target:
            continue
        src, dst = (
            registry.labware_type(types.get(source, "")),
            registry.labware_type(types.get(target, "")),
        )
        every = r"\b(?:to|into)\s+(?:each|every|all(?:\s+the)?)\s+wells?\b"
        if src is not None and dst is not None and re.search(every, step.text.lower()):
            _row_by_row(step, src.wells, dst.wells, notes)
            continue  # 'from the strip to each well of the plate': every target well
        if src is None or dst is None or len(src.wells) <= 1 or len(src.wells) >= len(dst.wells):
            continue
        if not set(src.wells) <= set(dst.wells):
            continue
        step.wells["target"] = list(src.wells)
        step.wells["source"] = list(src.wells)
        notes.append(
            f"'{step.text}': each of the {len(src.wells)} wells of {source} goes into the well of "
            f"the same name in {target}."
        )


def _mix_volumes(draft: Draft, notes: list[str]) -> None:
    """A mix without a volume mixes the volume last added to that labware."""
    added: dict[str, Any] = {}
    for step in draft.steps:
        target = _plate_of(step)
        if step.operation == "transfer" and target and "volume_ul" in step.params:
            added[target] = step.params["volume_ul"]
        if step.operation == "mix" and "volume_ul" not in step.params and target in added:
            step.params["volume_ul"] = added[target]
            notes.append(
                f"Mix volume = {fmt(added[target])} uL, the volume last added to {target} "
                "(not stated in the intent)."
            )


def _kingfisher_heads(draft: Draft, notes: list[str]) -> None:
    """A KingFisher program runs the head that fits its sample plate (24 or 96 deep-well)."""
    formats = {lw.name: lw.format for lw in draft.labware}
    for step in draft.steps:
        sample = step.labware.get("sample")
        if step.operation != "run_program" or not isinstance(sample, str):
            continue
        head = "24_deepwell" if formats.get(sample, "").startswith("plate_24") else "96_deepwell"
        elution = step.labware.get("elution")
        lw = next((x for x in draft.labware if x.name == elution), None)
        if lw is not None and elution == "elution_plate" and head == "24_deepwell":
            lw.format, lw.type = "plate_24_deepwell", None  # the plate the planner loaded
        if step.params.get("head") != head:
            step.params["head"] = head
            notes.append(f"KingFisher head {head}, to fit {sample} ({formats.get(sample)}).")


_ASSAY_BY_MATERIAL = (
    (re.compile(r"\bprotein|\bkda\b|\bantibod|\bmab\b|\bsds\b|\blysate"), "protein_express"),
    (re.compile(r"\brna\b|\bmrna\b|\brin\b|\btranscript"), "rna"),
)
"""What the intent's material says about a LabChip assay it does not name: protein and RNA
samples need their own chip; anything else runs the library's DNA assay."""


def assay_for_material(low: str, fallback: str) -> str:
    """The LabChip assay for samples the lower-cased text describes: protein or RNA chips
    when it names them, else ``fallback`` (the library's DNA assay)."""
    return next((a for rx, a in _ASSAY_BY_MATERIAL if rx.search(low)), fallback)


def _fits_material(program: str, low: str) -> bool:
    """Whether a default program's material (by its name: '..._dna_96') is the one the
    intent works on: an RNA extraction does not run a DNA program by default."""
    said = {
        m
        for m, rx in (("rna", r"\b(?:m|mi|t)?rna\b"), ("dna", r"\b(?:g|c|p)?dna\b"))
        if re.search(rx, low)
    }
    made_for = {m for m in ("rna", "dna") if m in program.lower()}
    return not said or not made_for or bool(said & made_for)


def library_choices(
    draft: Draft, defaults: dict[str, dict[str, Any]], text: str, notes: list[str]
) -> None:
    """A stored program or a chip assay the intent does not name: the knowledge library's
    default (a KingFisher's BindIt program, a LabChip assay chosen by the samples' material),
    listed as an assumption with how to name another. ``defaults`` maps an operation to the
    library protocol's defaults ({"run_program": {"program": ...}})."""
    low = text.lower()
    for step in draft.steps:
        if step.operation == "run_program" and "program" not in step.params:
            program = defaults.get("run_program", {}).get("program")
            if isinstance(program, str) and _fits_material(program, low):
                step.params["program"] = program
                notes.append(
                    f"program = '{program}' for '{step.text}': the intent names no stored "
                    "program, so the library's default BindIt program is assumed; check it is "
                    "stored on the instrument, or name yours (e.g. \"run the 'MagMAX_Core' "
                    'program").'
                )
        if step.operation == "run_assay" and "assay" not in step.params:
            fallback = defaults.get("run_assay", {}).get("assay")
            if isinstance(fallback, str):
                assay = assay_for_material(low, fallback)
                step.params["assay"] = assay
                notes.append(
                    f"assay = '{assay}' for '{step.text}': the intent names no LabChip assay; "
                    "the chip is chosen by the samples' material (DNA unless protein or RNA is "
                    "named). Name the assay if it is another (e.g. 'the DNA 5K assay')."
                )
