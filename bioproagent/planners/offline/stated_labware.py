"""What the intent says about labware beyond one step's words: the one kind of plate it
names (in a title or a sentence of its own), and what the wells already hold before the
first addition ('add 45 µL of beads to each 50 µL reaction'). Every choice is listed."""

from __future__ import annotations

import re

from bioproagent.draft import Draft, DraftStep
from bioproagent.intent.clauses import Clause
from bioproagent.planners.offline.clause_fill import _plate_of
from bioproagent.registry.loader import Registry
from bioproagent.textutil import fmt


def _accepted_everywhere(draft: Draft, name: str, fmt: str, registry: Registry) -> bool:
    """Whether every step that uses labware ``name`` on a chosen instrument takes it as a
    ``fmt``."""
    for step in draft.steps:
        inst = registry.instrument(step.device) if step.device else None
        op = inst.operations.get(step.operation or "") if inst else None
        for role, bound in step.labware.items():
            if name not in (bound if isinstance(bound, list) else [bound]):
                continue
            if op is None:
                continue  # no instrument yet: the planner picks one that takes the plate
            spec = op.roles.get(role)
            if spec is None or (spec.formats and fmt not in spec.formats):
                return False
    return True


def the_one_named_plate(
    draft: Draft,
    named: list[str],
    stated_for: dict[str, str],
    notes: list[str],
    registry: Registry,
) -> None:
    """'HTRF cAMP assay (384-well, 20 µL final)' above the steps: when the intent names one
    kind of plate, in a title or a sentence of its own, a plate no step's words name is that
    plate, not the default 96-well one."""
    plates = {f for f in named if f.startswith("plate")}
    if len(plates) != 1:
        return
    (fmt,) = plates
    own = [lw for lw in draft.labware if lw.format.startswith("plate")]
    if not fmt.startswith("plate_384") and len(own) != 1:
        return  # a named deep-well block is more often the source than the plate read; with
        # one plate in the run ('All 96 lysates are in the deep-well plate. Mix them ...') it
        # is that plate
    for lw in draft.labware:
        if (
            lw.format == "plate_96"
            and lw.name not in stated_for
            and _accepted_everywhere(draft, lw.name, fmt, registry)
        ):
            lw.format, lw.type = fmt, None
            notes.append(f"{lw.name} is the {fmt} the intent names.")


_HOLDS_ALREADY = re.compile(
    r"\bto\s+(?:the|each(?:\s+of\s+the)?|all(?:\s+the)?)\s+(?:\d+\s*(?:µl|ul)\s+)?"
    r"(?:samples?|pcr\s+products?|products?|reactions?|rxns?|libraries|library|cells|lysates?"
    r"|eluates?|digests?|mixtures?|pcrs?)\b"
    r"|\b(?:on\s+top|already\s+(?:in|hold|holds|contain|contains|has|have))\b"
    r"|(?:→|->)\s*\d+\s*(?:µl|ul)\s+(?:pcr\s+)?(?:rxn|reaction|sample|product)"
)
"""An addition to wells that already hold something ('add 90 µL beads to the PCR products',
'to each 50 µL reaction', '(the cells are already in 100 µL of PBS)')."""
_PRIOR_VOLUME = re.compile(
    r"\b(?:each|every|the|per)\s+(\d+(?:\.\d+)?)\s*(?:µl|ul)\s+(?:(?:pcr\s+)?(?:reaction|rxn|sample"
    r"|product|library|lysate)|pcrs?\b)"
    r"|\balready\s+(?:in|hold|holds|contain|contains)\s+(\d+(?:\.\d+)?)\s*(?:µl|ul)\b"
    r"|(?:→|->)\s*(\d+(?:\.\d+)?)\s*(?:µl|ul)\s+(?:pcr\s+)?(?:rxn|reaction|sample|product)"
)


_ALREADY_HOLDS = re.compile(
    r"\balready\s+(?:in|hold|holds|holding|contain|contains|containing|has|have|with)\s+"
    r"(?:about\s+|~\s*)?(\d+(?:\.\d+)?)\s*(?:µl|ul)\b"
)
"""A sentence of its own that says what the wells hold before the first addition."""
_FRESH = re.compile(
    r"\b(?:an?|fresh|new|empty|clean|sterile|unused|blank)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:plates?|blocks?|strips?|tubes?|reservoirs?)\b"
)
"""'to a fresh 96-well plate', 'into a PCR plate': labware that starts empty."""


def prior_contents(
    draft: Draft, pairs: list[tuple[Clause, DraftStep]], text: str, notes: list[str]
) -> None:
    """A first addition to wells the text says already hold something starts from what they
    hold: the volume it states ('each 50 µL reaction'), else as much as the mix that follows
    needs ('... and mix with 100 µL'). Without such words the wells start empty, and a mix
    larger than what was added stays an error the rule engine reports."""
    low = text.lower()
    seen: set[str] = set()
    for k, (clause, step) in enumerate(pairs):
        target = _plate_of(step) if step.operation == "transfer" else None
        if target is None or target in seen:
            continue
        seen.add(target)
        lw = next((x for x in draft.labware if x.name == target), None)
        said = clause.text.lower()
        holds = _HOLDS_ALREADY.search(said)
        if lw is None or lw.contents or not (holds or not _FRESH.search(said)):
            continue
        stated = _PRIOR_VOLUME.search(said) or _PRIOR_VOLUME.search(low) if holds else None
        elsewhere = list(_ALREADY_HOLDS.finditer(low))
        if stated is None and len(elsewhere) == 1 and not _FRESH.search(said):
            holds = stated = elsewhere[0]  # 'The plate already holds 250 µL per well. Add ...'
        if stated is not None:
            prior = float(next(g for g in stated.groups() if g))
            why = f"'{stated.group(0).strip()}'"
        else:
            added = float(step.params.get("volume_ul") or 0)
            mixes = [
                float(s.params["volume_ul"])
                for _, s in pairs[k + 1 :]
                if s.operation == "mix"
                and _plate_of(s) in (None, target)
                and isinstance(s.params.get("volume_ul"), int | float)
            ]
            need = max(mixes, default=0.0) - added
            if need <= 0:
                continue
            prior, why = need, f"the {fmt(max(mixes))} uL mix that follows"
        lw.contents = [{"volume_ul": prior, "reagent": "sample"}]
        notes.append(
            f"{lw.name} already holds {fmt(prior)} uL per well before the first addition "
            f"({why}; "
            + (
                "the text says the wells hold samples)."
                if holds
                else "the text does not say the wells start empty; not stated in the intent)."
            )
        )
