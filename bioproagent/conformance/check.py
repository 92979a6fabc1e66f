"""K_i: does the device code do what the intent asked, with the values it stated?

:func:`check_conformance` is a pure function of (intent, workflow, registry, notes): it reads
the intent's clauses (:func:`bioproagent.intent.clauses.read_clauses`), aligns them in order
with the workflow's steps and reports, as rule-engine :class:`Violation` data:

* MISSING_OPERATION / ORDER_MISMATCH: a clause without a step, or a step out of order;
* VALUE_CHANGED: a stated value differs in (or is missing from) the step it belongs to; the
  repair puts the stated value back;
* INSTRUMENT_SUBSTITUTED / UNKNOWN_INSTRUMENT: a named instrument not used, or not known;
* LABWARE_SUBSTITUTED: a named labware format not used by the step;
* COUNT_CHANGED: stated wells, columns or samples not matched by the steps;
* UNCONSUMED_QUANTITY: a number the intent holds that no step uses, no known non-quantity
  role explains and no assumption or question quotes -- the fail-safe for phrasings the
  parser cannot read. A centrifuge speed in rpm counts as read only when the chosen
  centrifuge records its rotor radius (RCF = 1.118e-5 * r_cm * rpm^2).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from bioproagent.conformance.assay_check import check_assays
from bioproagent.conformance.checker_base import (
    Match,
    arm_of_a_store_step,
    layout,
    same,
    unsized_pcr_plate,
)
from bioproagent.conformance.codes import UNREAD_STEP, UNSTATED_SETTING
from bioproagent.conformance.dealt_wells import dealt_out
from bioproagent.conformance.late_moves import check_late_moves
from bioproagent.conformance.named_programs import check_named_programs
from bioproagent.conformance.negated_values import check_negated_values
from bioproagent.conformance.no_step_values import check_no_step_values, check_set_aside_requests
from bioproagent.conformance.recipe_steps import check_recipe_steps
from bioproagent.conformance.review_notes import check_review_notes
from bioproagent.conformance.rpm import rotor_radius_cm, rpm_to_rcf
from bioproagent.conformance.transfer_roles import TransferRoleChecks
from bioproagent.conformance.tube_count import check_tube_count
from bioproagent.conformance.unasked import check_unasked_repeats
from bioproagent.conformance.unsplit_steps import check_unsplit_steps
from bioproagent.conformance.unstated_reads import check_unstated_reads
from bioproagent.conformance.whole_plan import WholePlanChecks
from bioproagent.conformance.written_cycles import check_written_cycles
from bioproagent.intent import lexicon as lx
from bioproagent.intent.assay_names import names_among
from bioproagent.intent.clause_values import CAPACITY_PARAM, ROOM_TEMPERATURE
from bioproagent.intent.clauses import RPM_PARAM, Clause, params_for, read_clauses
from bioproagent.intent.parser import parse_intent
from bioproagent.intent.spec import IntentSpec
from bioproagent.intent.wells import WHOLE_PLATE, stated_well_count
from bioproagent.ir import Step, Workflow
from bioproagent.registry.loader import Registry
from bioproagent.rules.violation import Violation
from bioproagent.textutil import fmt

_SET_UP = re.compile(r"\b(?:set(?:ting)?\s+up|prepar(?:e|ing)|assembl(?:e|ing))\b", re.I)
"""Verbs that ask a liquid handler to assemble an assay rather than run all of it."""

_COMPATIBLE = {"plate_96": {"plate_96_pcr"}, "plate_384": {"plate_384_pcr"}}


def _fits(clause: Clause, step: Step) -> bool:
    op = clause.operation or ""
    if step.operation == op:
        return True
    if op == "read":
        return step.operation.startswith("read_")
    if op == "run_program":
        return step.operation == "magnetic_separation"
    return op == "mix" and step.operation == "transfer" and bool(step.params.get("mix_cycles"))


_STEP_NAMES = {"speed_rpm": ("rotation_speed_rpm",)}
"""Other names instruments give a setting: a liquid handler's on-deck shaker takes
rotation_speed_rpm (the planners' compiler writes it for speed_rpm)."""


def _param(clause: Clause, step: Step, param: str) -> str:
    if clause.operation == "mix" and step.operation == "transfer" and param == "cycles":
        return "mix_cycles"
    if param not in step.params:
        return next((o for o in _STEP_NAMES.get(param, ()) if o in step.params), param)
    return param


class _Checker(WholePlanChecks, TransferRoleChecks):
    # -- alignment ----------------------------------------------------------------------
    def align(self) -> list[Match]:
        matches: list[Match] = []
        used: set[int] = set()
        cursor = -1
        for clause in self.reading.clauses:
            if not clause.operation:
                continue
            fits = [i for i, s in enumerate(self.wf.steps) if i not in used and _fits(clause, s)]
            agreeing = [i for i in fits if self._agrees(clause, i)]
            fits = self._same_reagent(clause, self._same_direction(clause, agreeing or fits))
            ahead = [i for i in fits if i > cursor]
            if ahead:
                pick = next((i for i in ahead if self._agrees(clause, i)), ahead[0])
                cursor = pick
            elif fits:
                pick = fits[0]
                self._add(
                    "ORDER_MISMATCH",
                    f"'{clause.text}' comes after the previous clause in the intent, but "
                    f"{self._label(pick)} runs before the step for that clause.",
                    pick,
                    path=f"/steps/{pick}",
                    actual=pick,
                    hint="run the steps in the order the intent states them",
                )
            else:
                self._add(
                    "MISSING_OPERATION",
                    f"the intent asks to '{clause.text}' ({clause.operation}) but no step of "
                    "the code does it.",
                    path="/steps",
                    limit=clause.operation,
                    hint=f"add a {clause.operation} step for '{clause.text}'",
                )
                continue
            used.add(pick)
            matches.append(Match(clause, pick))
        return matches

    def _same_reagent(self, clause: Clause, fits: list[int]) -> list[int]:
        """Among transfers, the ones whose source holds a reagent the clause names
        ('2 uL cDNA' is the template transfer, not the 2 uL water of the controls)."""
        if clause.operation != "transfer" or len(fits) < 2:
            return fits
        own = clause.text
        if clause.whole and clause.text == clause.whole:  # the first of '50 µL A and 50 µL B'
            own = clause.text[: clause.end - clause.start]  # names A, not B
        named = _reagents(own)
        if not named:
            return fits
        by_id = {lw.id: lw for lw in self.wf.labware}
        same = []
        for i in fits:
            words = []
            for ref in self.wf.steps[i].labware.get("source", []):
                lw = by_id.get(ref.labware)
                words.append(ref.labware.replace("_", " "))
                if lw is not None:
                    words += [lw.name or ""] + [c.reagent or "" for c in lw.contents]
            if named & _reagents(" ".join(words)):
                same.append(i)
        return same or fits

    def _agrees(self, clause: Clause, i: int) -> bool:
        step = self.wf.steps[i]
        for v in clause.values:
            stated = v.param in params_for(clause.operation or "").values()
            if stated and not same(step.params.get(_param(clause, step, v.param)), v.value):
                return False
        return True

    # -- per matched step ---------------------------------------------------------------
    def values(self, m: Match) -> None:
        step, i = self.wf.steps[m.index], m.index
        self._size_as_volume(m)
        table = set(params_for(m.clause.operation or "").values())
        if m.clause.operation == "read":
            table = set(params_for(step.operation).values())
        for v in m.clause.values:
            if v.param == RPM_PARAM and step.operation == "spin":
                if any(w.param == "rcf_g" for w in m.clause.values):
                    continue  # '13,000 rpm (~17,900 x g)': the force is stated too
                self._rpm(m, v.value, v.text)
                continue
            if v.param not in table:
                continue
            param = _param(m.clause, step, v.param)
            actual = step.params.get(param)
            self.checked.add((v.start, v.end))
            if same(actual, v.value) or self._ambient_store(step, param, v.text):
                continue
            did = "leaves it out" if actual is None else f"uses {param} = {fmt(actual)}"
            self._add(
                "VALUE_CHANGED",
                f"the intent states '{v.text}' ({param} = {fmt(v.value)}) for "
                f"'{m.clause.text}', but {self._label(i)} {did}.",
                i,
                path=f"/steps/{i}/params/{param}",
                limit=v.value,
                actual=actual,
                hint=f"use {param} = {fmt(v.value)} as stated, or halt if it cannot be run",
                repair=[
                    {
                        "op": "add" if actual is None else "replace",
                        "path": f"/steps/{i}/params/{param}",
                        "value": v.value,
                    }
                ],
            )

    def _size_as_volume(self, m: Match) -> None:
        """A transfer whose volume is a size the clause gives for tips or wells ('300 µL
        filtered tips'), with no volume of its own: the plan asks for the volume."""
        step, i = self.wf.steps[m.index], m.index
        if step.operation != "transfer" or m.clause.value("volume_ul") is not None:
            return
        sizes = [v for v in m.clause.values if v.param == CAPACITY_PARAM]
        volume = step.params.get("volume_ul")
        for v in sizes:
            if same(volume, v.value):
                self._add(
                    "PARAM_MISSING",
                    f"{self._label(i)} transfers {fmt(v.value)} µL, the size '{v.text}' gives "
                    f"for the tips or wells in '{m.clause.text}'; the intent states no volume "
                    "for it.",
                    i,
                    path=f"/steps/{i}/params/volume_ul",
                    limit=UNSTATED_SETTING,
                    actual=volume,
                    hint="say the volume to transfer (e.g. 'stamp 50 µL')",
                )
                return

    def _ambient_store(self, step: Step, param: str, said: str) -> bool:
        """'park it in the hotel, RT is fine': a store without temperature control keeps
        the plate at room temperature, which is what was asked."""
        if step.operation != "store" or param != "temperature_c" or step.params.get(param):
            return False
        inst = self.registry.instrument(step.device)
        op = inst.operations.get("store") if inst is not None else None
        return (
            op is not None
            and "temperature_c" not in op.param_specs
            and ROOM_TEMPERATURE.fullmatch(said.lower().strip()) is not None
        )

    def program(self, m: Match) -> None:
        """A stored program the clause names runs under that name, never another."""
        step, i = self.wf.steps[m.index], m.index
        if step.operation == "run_assay" and m.clause.operation == "run_assay":
            named = self._assays_named(step.device)
            used = step.params.get("assay")
            if len(named) == 1 and used not in named:
                self._add(
                    "VALUE_CHANGED",
                    f"the intent names the {named[0]} assay, but {self._label(i)} runs {used!r}.",
                    i,
                    path=f"/steps/{i}/params/assay",
                    limit=named[0],
                    actual=used,
                    hint=f"run the {named[0]} assay as stated",
                    repair=[
                        {
                            "op": "add" if used is None else "replace",
                            "path": f"/steps/{i}/params/assay",
                            "value": named[0],
                        }
                    ],
                )
                return
            if "assay" not in step.params:
                self._add(
                    "MISSING_OPERATION",
                    f"'{m.clause.text}' names no assay; {step.device} runs a named assay "
                    "(chip and reagent kit), and the planner does not pick one for you.",
                    i,
                    path=f"/steps/{i}/params/assay",
                    limit=UNREAD_STEP,
                    hint="name the assay (e.g. 'the DNA 1K assay')",
                )
            return
        if m.clause.operation != "run_program" or step.operation != "run_program":
            return
        # the clause's own words first: a line can also hold the program of a run reported
        # before it ('... stopped the DNA_Blood_200 program. Run DNA_Blood_200_slow instead')
        name = lx.program_name(m.clause.text) or lx.program_name(
            m.clause.line or m.clause.whole or m.clause.text
        )
        used = step.params.get("program")
        if name is None and not (isinstance(used, str) and self._noted(f"'{used}'")):
            self._add(
                "MISSING_OPERATION",
                f"'{m.clause.text}' names no stored program; {step.device} runs only a program "
                "stored on it, and the planner does not pick one for you.",
                i,
                path=f"/steps/{i}/params/program",
                limit=UNREAD_STEP,
                hint="name the program (e.g. \"run the 'MagMAX_Core' program\")",
            )
            return
        if name is None or step.params.get("program") == name:
            return
        actual = step.params.get("program")
        self._add(
            "VALUE_CHANGED",
            f"the intent names the program '{name}' for '{m.clause.text}', but "
            f"{self._label(i)} runs {actual!r}.",
            i,
            path=f"/steps/{i}/params/program",
            limit=name,
            actual=actual,
            hint=f"run the program '{name}' as stated",
            repair=[
                {
                    "op": "add" if actual is None else "replace",
                    "path": f"/steps/{i}/params/program",
                    "value": name,
                }
            ],
        )

    def _assays_named(self, device: str) -> list[str]:
        """The assays of ``device`` the intent names ('Assay: RNA', 'the DNA 1K assay', 'NGS
        3K'), read as every planner reads them (:func:`names_among`)."""
        inst = self.registry.instrument(device)
        spec = inst.operations["run_assay"].param_specs.get("assay") if inst else None
        options = spec.get("enum", []) if isinstance(spec, dict) else []
        return names_among(self.reading.text, [str(o) for o in options])

    def _rpm(self, m: Match, rpm: float, text: str) -> None:
        step, i = self.wf.steps[m.index], m.index
        radius = rotor_radius_cm(self.registry, step.device)
        if radius is None:
            self._add(
                "UNCONSUMED_QUANTITY",
                f"'{text}' is a rotor speed; {step.device} records no rotor radius in the "
                "registry, so it cannot be turned into a force (x g) without guessing.",
                i,
                path=f"/steps/{i}/params/rcf_g",
                actual=step.params.get("rcf_g"),
                limit=rpm,
                hint="state the spin force in x g (RCF = 1.118e-5 x radius_cm x rpm^2)",
            )
            return
        expected = rpm_to_rcf(rpm, radius)
        actual = step.params.get("rcf_g")
        if not isinstance(actual, int | float) or abs(actual - expected) > 0.01 * expected:
            self._add(
                "VALUE_CHANGED",
                f"'{text}' on a {fmt(radius)} cm rotor is {fmt(round(expected))} x g, but "
                f"{self._label(i)} uses rcf_g = {fmt(actual)}.",
                i,
                path=f"/steps/{i}/params/rcf_g",
                limit=round(expected, 1),
                actual=actual,
                hint=f"use rcf_g = {fmt(round(expected, 1))}",
            )

    def instrument(self, m: Match) -> None:
        named = m.clause.named_instrument
        if named is None or named.instrument_id is None:
            return
        step, i = self.wf.steps[m.index], m.index
        if step.operation == "move_plate" and step.device == named.instrument_id:
            return  # the arm that moves the plate is named, not its destination
        if step.operation == "move_plate":
            used, path = step.params.get("destination"), f"/steps/{i}/params/destination"
        else:
            used, path = step.device, f"/steps/{i}/device"
        if used == named.instrument_id:
            return
        inst = self.registry.instrument(named.instrument_id)
        can = inst is not None and step.operation in inst.operations
        others = [x.instrument_id for x in m.clause.instruments if x is not named]
        if (
            not can
            and arm_of_a_store_step(self.registry, step.operation, named.instrument_id)
            and used in others
        ):
            return  # 'the PF400 picks a plate out of the Cytomat 24': the store runs the step
        if not can and inst is not None and self._set_up_on(m.clause, named.instrument_id):
            return
        outside = not (m.clause.start <= named.start < max(m.clause.end, m.clause.start + 1))
        if (
            not can and outside and any(s.device == named.instrument_id for s in self.wf.steps)
        ):  # 'qPCR setup: dispense 8 µL ...': a heading's instrument runs a later step
            return
        self._add(
            "INSTRUMENT_SUBSTITUTED",
            f"the intent names '{named.text}' ({named.instrument_id}) for '{m.clause.text}', "
            f"but {self._label(i)} uses {used}."
            + ("" if can else f" {named.instrument_id} has no {step.operation} operation."),
            i,
            path=path,
            limit=named.instrument_id,
            actual=used,
            hint=f"run the step on {named.instrument_id}"
            if can
            else "name an instrument that can do this step, or change the step",
            repair=[{"op": "replace", "path": path, "value": named.instrument_id}]
            if can and step.operation != "move_plate"
            else None,
        )

    def _set_up_on(self, clause: Clause, instrument_id: str) -> bool:
        """Whether the clause asks a named liquid handler to *set up* an assay ('on the
        OT-2, set up a PCR'): the instrument then governs the pipetting, which the workflow
        runs on it, and the assay's own run (cycling, reading) belongs on an instrument that
        can do it. A clause that asks the instrument to do what it cannot ('spin the plate
        on the Biomek') is still a substitution."""
        if not _SET_UP.search(clause.text):
            return False
        inst = self.registry.instrument(instrument_id)
        if inst is None or "transfer" not in inst.operations:
            return False
        return any(s.device == instrument_id and s.operation == "transfer" for s in self.wf.steps)

    def labware(self, m: Match) -> None:
        if not m.clause.formats or m.clause.operation in ("move_plate", "retrieve", "store"):
            return
        step, i = self.wf.steps[m.index], m.index
        used = self.formats_used([i])
        stated = m.clause.formats
        fits = [
            any(u == f or u in _COMPATIBLE.get(f, ()) for u in used)
            or unsized_pcr_plate(f, used, m.clause.text)
            for f in stated
        ]
        if not used or (all(fits) if step.operation == "transfer" else any(fits)):
            return  # a transfer 'from the 96-well plate into a 384-well plate' uses both
        self._add(
            "LABWARE_SUBSTITUTED",
            f"the intent names {', '.join(stated)} for '{m.clause.text}', but "
            f"{self._label(i)} uses {', '.join(sorted(used))}.",
            i,
            path=f"/steps/{i}/labware",
            limit=stated[0],
            actual=sorted(used),
            hint=f"use a {stated[0]} labware as stated",
        )

    def wells(self, m: Match) -> None:
        wanted = m.clause.wells
        step, i = self.wf.steps[m.index], m.index
        if not wanted or not (
            step.operation in ("transfer", "mix") or step.operation.startswith("read_")
        ):
            return
        roles = ["target"] if "target" in step.labware else [r for r in step.labware if r != "tips"]
        if step.operation == "transfer" and self._to_waste(i):
            roles = ["source"]  # 'take off 50 µL from columns 2-11': the wells it empties
        for role in roles:
            for ref in step.labware.get(role, []):
                if ref.wells is not None and set(ref.wells) == set(wanted):
                    return
        if step.operation == "transfer" and set(dealt_out(self.wf, i)) == set(wanted):
            return  # 'each supernatant into columns 1-3': one tube per stated well
        got = [ref.wells for role in roles for ref in step.labware.get(role, [])]
        shown = "all wells" if not got or any(w is None for w in got) else f"{len(got[0] or [])}"
        self._add(
            "COUNT_CHANGED",
            f"the intent selects {len(wanted)} wells ({wanted[0]}..{wanted[-1]}) for "
            f"'{m.clause.text}', but {self._label(i)} uses {shown}.",
            i,
            path=f"/steps/{i}/labware",
            limit=len(wanted),
            hint="bind exactly the stated wells",
        )

    def sample_layout(self, m: Match) -> None:
        """A transfer whose clause counts its samples ('each of the 8 samples in
        triplicate') reaches samples x replicates wells, not the whole plate."""
        step, i = self.wf.steps[m.index], m.index
        if step.operation != "transfer" or m.clause.wells:
            return
        if WHOLE_PLATE.search((m.clause.whole or m.clause.text).lower()):
            return  # 'each well of the plate', as stated
        counts = parse_intent(m.clause.whole or m.clause.text).counts
        n = counts.get("samples")
        wanted = (
            n * (counts.get("replicates") or self.spec.counts.get("replicates") or 1) if n else 0
        )
        if not n:  # 'to each of the 24 wells'
            wanted = stated_well_count(m.clause.whole or m.clause.text) or 0
            counts = {"wells": wanted}
        if not wanted:
            return
        types = {lw.id: lw.type for lw in self.wf.labware}
        for ref in step.labware.get("target", []):
            lt = self.registry.labware_type(types.get(ref.labware, ""))
            reached = len(ref.wells) if ref.wells is not None else len(lt.wells) if lt else 0
            if not reached or reached == wanted or (ref.wells is None and reached < wanted):
                continue
            self._add(
                "COUNT_CHANGED",
                f"'{m.clause.text}' states "
                + (f"{layout(counts, self.spec)} = " if n else "")
                + f"{wanted} wells, but "
                f"{self._label(i)} reaches {reached}.",
                i,
                path=f"/steps/{i}/labware/target",
                limit=wanted,
                actual=reached,
                hint=f"bind {wanted} target wells (one per sample and replicate)",
            )


def _reagents(text: str) -> set[str]:
    low = text.lower()
    return {name for name, rx in lx.REAGENT_RES if rx.search(low)}


def _workflow(workflow: Workflow | dict[str, Any]) -> Workflow | None:
    if isinstance(workflow, Workflow):
        return workflow
    try:
        return Workflow.model_validate(workflow)
    except ValidationError:
        return None


def aligned_clauses(
    spec: IntentSpec, workflow: Workflow, registry: Registry
) -> list[tuple[Clause, int]]:
    """The intent's clauses paired with the index of the step that carries each out, in the
    order K_i aligns them (clauses without a step are left out)."""
    checker = _Checker(read_clauses(spec.text, registry), spec, workflow, registry, ())
    return [(m.clause, m.index) for m in checker.align()]


def check_conformance(
    intent: IntentSpec | str,
    workflow: Workflow | dict[str, Any],
    registry: Registry,
    *,
    notes: Sequence[str] = (),
) -> list[Violation]:
    """K_i violations of ``workflow`` (registry ids, not symbols) against ``intent``.

    ``notes`` are the recorded assumptions and open questions: a number they quote is
    addressed, not unread. A workflow that is not even IR-shaped gives no K_i violations
    (the rule engine reports it).
    """
    spec = intent if isinstance(intent, IntentSpec) else parse_intent(intent, registry)
    wf = _workflow(workflow)
    if wf is None:
        return []
    checker = _Checker(read_clauses(spec.text, registry), spec, wf, registry, notes)
    matches = checker.align()
    for m in matches:
        checker.values(m)
        checker.instrument(m)
        checker.labware(m)
        checker.transfer_roles(m)
        checker.wells(m)
        checker.sample_layout(m)
        checker.program(m)
    checker.samples()
    checker.formats()
    checker.instruments_used()
    checker.reaction_volume()
    checker.ranges()
    checker.volume_targets()
    checker.unknown_instruments()
    checker.nanolitre_transfers()
    checker.stated_wells()
    checker.unread_steps()
    checker.worded_temperatures()
    checker.unresolved_revisions()
    checker.unsettled_conditions()
    check_assays(checker, matches)
    check_written_cycles(checker, matches)
    check_review_notes(checker)
    check_tube_count(checker)
    check_no_step_values(checker)
    check_set_aside_requests(checker)
    check_named_programs(checker)
    check_unstated_reads(checker)
    check_unsplit_steps(checker)
    check_late_moves(checker)
    check_negated_values(checker)
    checker.unconsumed(matches)
    check_unasked_repeats(checker, matches)
    check_recipe_steps(checker, matches)
    checker.limits()
    return checker.out
