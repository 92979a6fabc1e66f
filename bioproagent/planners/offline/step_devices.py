"""Which instrument a compiled step runs on, beyond what its own clause names: the one the
step before it used for the same work, the one an SOP's equipment list names, no CO2
incubator for a plain wait; and rpm on a centrifuge turned into x g where the rotor is known."""

from __future__ import annotations

import re

from bioproagent.conformance.rpm import rotor_radius_cm, rpm_centrifuges, rpm_to_rcf
from bioproagent.draft import DraftStep
from bioproagent.intent.clause_values import RPM_PARAM
from bioproagent.intent.clauses import Clause
from bioproagent.intent.instruments import find_instruments
from bioproagent.planners.offline.written_draft import _CATEGORY, TextDraft
from bioproagent.registry.loader import Registry
from bioproagent.textutil import fmt


def spin_rpm(step: DraftStep, clause: Clause, registry: Registry, notes: list[str]) -> None:
    """A spin stated in rpm: converted to x g on a centrifuge whose rotor radius the registry
    records (the named one, else the only one); otherwise left for K_i to ask about."""
    rpm = clause.value(RPM_PARAM)
    if step.operation != "spin" or rpm is None or clause.value("rcf_g") is not None:
        return
    candidates = rpm_centrifuges(clause, registry)
    with_radius = [(c, r) for c in candidates if (r := rotor_radius_cm(registry, c))]
    if len(with_radius) != 1:
        return
    device, radius = with_radius[0]
    step.device = device
    step.params["rcf_g"] = round(rpm_to_rcf(rpm, radius), 1)
    notes.append(
        f"{fmt(rpm)} rpm on {device} (rotor radius {fmt(radius)} cm) is "
        f"{fmt(step.params['rcf_g'])} x g (RCF = 1.118e-5 x r x rpm^2)."
    )


def wait_where_it_stands(
    td: TextDraft, step: DraftStep, clause: Clause, registry: Registry
) -> None:
    """'..., shake 2 min, wait 10 min, read ...': a wait that names neither an instrument nor
    a temperature is a wait at room temperature, never a stay in the CO2 incubator the plate
    came from at that incubator's default 37 °C."""
    if step.operation != "incubate" or clause.instruments or clause.value("temperature_c"):
        return
    inst = registry.instrument(step.device) if step.device else None
    op = inst.operations.get("incubate") if inst is not None else None
    if inst is None or op is None or inst.category != "INC":
        return
    for k, spec in op.param_specs.items():
        if isinstance(spec, dict) and "default" in spec and step.params.get(k) == spec["default"]:
            del step.params[k]
            note = f"{k} = {spec['default']} on {inst.id} (registry default)."
            td.assumptions = [a for a in td.assumptions if a != note]
    step.device = None


def same_instrument_continues(
    step: DraftStep, before: DraftStep | None, clause: Clause, notes: list[str]
) -> None:
    """'Incubate in the ODTC 10 min at 65 °C, afterwards 2 min at 95 °C': a step that repeats
    the operation of the step before it, naming no instrument, stays on that instrument."""
    if before is None or clause.instruments or not before.device or before.device == step.device:
        return
    if step.operation != before.operation or step.operation == "transfer":
        return
    step.device = before.device
    notes.append(f"'{clause.text}' runs on {before.device}, like the step before it.")


def equipment_runs(
    step: DraftStep, clause: Clause, equipment: list[str], registry: Registry, notes: list[str]
) -> None:
    """A step that names no instrument runs on the one instrument of an SOP's equipment
    list that has its operation."""
    if clause.instruments or not step.operation or not equipment:
        return
    able = [
        i
        for i in equipment
        if (inst := registry.instrument(i)) is not None and step.operation in inst.operations
    ]
    if len(able) != 1 or step.device == able[0]:
        return
    step.device = able[0]
    notes.append(f"'{clause.text}' runs on {able[0]}, which the equipment list names.")


_SET_ASIDE = re.compile(
    r"(?:\bnot|n't|\binstead\s+of|\bexcept|\bwithout|\brather\s+than|\bno)\s+(?:the\s+|use\s+"
    r"(?:the\s+)?)?$"
)
_OUT_OF_USE = re.compile(r"^\s*(?:is|are|'s)\s+(?:down|broken|out\s+of\s+order|booked|busy)\b")


def sole_named_instruments(
    steps: list[DraftStep], text: str, registry: Registry, notes: list[str]
) -> None:
    """A step whose clause names no instrument runs on the one instrument the whole text names
    that can run it ('FLX = the Opentrons Flex' in a glossary over 'FLX: 500 uL BUF into every
    well'; 'Opentrons Flex - booking 3321' over a note): never on the planner's pick beside
    the instrument the scientist named. An instrument set aside ('not the STAR', 'the Fluent
    is down') counts for nothing."""
    named: dict[str, str] = {}
    for m in find_instruments(text, registry):
        before, after = text[max(0, m.start - 20) : m.start].lower(), text[m.end : m.end + 30]
        if (
            m.instrument_id
            and re.search(r"[A-Z0-9]", m.text)  # a model's name, not 'the hotel', 'the fridge'
            and not _SET_ASIDE.search(before)
            and not _OUT_OF_USE.match(after)
        ):
            named.setdefault(m.instrument_id, m.text)
    for step in steps:
        if step.device or step.operation in (None, "incubate"):
            continue  # a wait stays where the plate stands (see wait_where_it_stands)
        kind = step.category or _CATEGORY.get(step.operation)
        able = [  # of the step's own kind: a named Biomek takes no shake off the BioShake
            i
            for i in named
            if step.operation in registry.instruments[i].operations
            and registry.instruments[i].category == kind
        ]
        if len(able) != 1:
            continue
        inst = registry.instruments[able[0]]
        step.device, step.category = inst.id, inst.category
        notes.append(
            f"'{step.text}' names no instrument; it runs on {inst.id}, the only one the intent "
            f"names ('{named[inst.id]}') that can {step.operation.replace('_', ' ')}."
        )
