"""Which draft the offline planner keeps: the clause draft when the scientist listed the steps
and it honours them, else a recipe draft that honours every clause and runs, else whichever
has fewer K_i findings."""

from __future__ import annotations

import re
from typing import Any

from bioproagent.conformance.check import check_conformance
from bioproagent.draft import Draft
from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_model import Clause
from bioproagent.intent.clauses import read_clauses
from bioproagent.ir import Workflow
from bioproagent.planners.base import PlanningContext
from bioproagent.planners.offline.clause_draft import clause_draft
from bioproagent.registry.planning import format_type
from bioproagent.rules.violation import Violation


def draft_conformance(ctx: PlanningContext, draft: Draft) -> list[Violation]:
    """K_i on a draft, before any code: its steps as a workflow without instruments chosen
    (named instruments are compared only where the draft pins one)."""
    names = {lw.name: f"lw{i}" for i, lw in enumerate(draft.labware)}
    labware = [
        {"id": names[lw.name], "type": lw.type or format_type(ctx.registry, lw.format)}
        for lw in draft.labware
    ]
    steps: list[dict[str, Any]] = []
    for i, step in enumerate(draft.steps):
        if not step.operation:
            continue
        roles: dict[str, list[dict[str, Any]]] = {}
        for role, bound in step.labware.items():
            items = bound if isinstance(bound, list) else [bound]
            roles[role] = [
                {"labware": names.get(b, "lw_missing"), "wells": step.wells.get(role)}
                for b in items
            ]
        steps.append(
            {
                "id": f"s{i}",
                "device": step.device or "",
                "operation": step.operation,
                "params": step.params,
                "labware": roles,
            }
        )
    workflow = Workflow.model_validate({"labware": labware, "steps": steps})
    found = check_conformance(ctx.intent, workflow, ctx.registry, notes=draft.assumptions)
    # the compiler picks an instrument later: only a pinned device can be a substitution
    return [
        v
        for v in found
        if not (
            v.code == "INSTRUMENT_SUBSTITUTED"
            and v.step is not None
            and not steps[v.step]["device"]
        )
    ]


_RECIPE_ASSAYS = frozenset(
    {
        "elisa",
        "bca",
        "bradford",
        "pcr",
        "qpcr",
        "bead_cleanup",
        "lysis",
        "clearing_spin",
        "cell_seeding",
        "serial_dilution",
        "normalization",
        "capillary_electrophoresis",
    }
)
"""Assays whose set-up (samples, standards, controls, reagents) a recipe supplies when the
intent lists no liquid handling of its own."""


def _runs(ctx: PlanningContext, draft: Draft) -> bool:
    """Whether the draft compiles to code that passes the rule engine as it is."""
    from bioproagent.planners.offline.compiler import Compiler
    from bioproagent.rules import verify

    workflow = Compiler(ctx.registry, draft).compile()
    return bool(workflow.get("steps")) and verify(workflow, ctx.registry).ok


_NO_SET_UP = frozenset(
    {
        "read",
        "read_absorbance",
        "read_fluorescence",
        "read_luminescence",
        "spin",
        "seal",
        "peel",
        "store",
        "retrieve",
        "move_plate",
        "shake",
        "incubate",
    }
)
"""Operations that handle a plate someone already set up: a request asking only for these
('read the ELISA plate at 450 nm') gets exactly them, never a recipe's pipetting or seal."""
_PROGRAM_OPS = frozenset({"run_pcr", "run_qpcr"})
_SET_UP_WORDS = re.compile(
    r"\b(?:master\s*mix|mm|template|primers?|ntc|controls?|standards?|replicates?|triplicates?"
    r"|duplicates?|samples?|\d+\s+(?:[\w-]+\s+)?reactions?)\b"
)
"""Words that ask for the reactions to be set up, not only for a program to run ('the
reactions were cycled on the CFX384' names reactions someone set up)."""


def _names_the_cycler(clause: Clause) -> bool:
    """Whether the clause names its cycler by model ('ODTC', 'CFX384'), not by an assay word
    that is also an alias ('qPCR', 'real-time PCR')."""
    return any(
        m.instrument_id
        and not re.fullmatch(r"q?pcr|real-time pcr|thermo\s*cycler|thermal cycler", m.text.lower())
        for m in clause.instruments
    )


_ASKS_FOR_AN_ASSAY = re.compile(
    r"\b(?:set(?:ting)?\s+up|prepar\w*|perform\w*|carry(?:ing)?\s+out|assembl\w*"
    r"|run(?:ning)?\s+(?:an?|the|my|our)\s+(?:[\w-]+\s+)?(?:elisa|bca|bradford|assay))\b"
)
"""'set up a PCR', 'run an ELISA': the request asks for an assay, which a recipe sets up."""


def _asks_for_set_up(low: str) -> bool:
    """Whether the text names an assay whose steps include pipetting, other than as the name
    of a plate ('the ELISA plate', 'the BCA plate' are plates someone set up)."""
    for _, rx, assay_ops in lx.ASSAY_RES:
        if not set(assay_ops) - _NO_SET_UP:
            continue  # a read, a spin, a seal: handling
        for m in rx.finditer(low):
            if not _PLATE_AFTER.match(low, m.end()):
                return True
    return False


_ONLY_THESE = re.compile(
    r"\b(?:all\s+(?:i|we)\s+need(?:\s+from\s+you)?\s+is|(?:i|we)\s+only\s+(?:need|want)"
    r"|(?:only|just)\s+(?:the|a|one)\s+(?:read|reading|spin|seal|peel|move|transfer|shake|measurement"
    r"|storage|incubation)\b|nothing\s+else\s+is\s+needed|that['’]?s\s+all"
    r"|\b(?:só|sólo|solo|solamente|nur|seulement|uniquement|soltanto|alleen)\s+(?:\w+\s+){0,2}"
    r"(?:leitura|lectura|lettura|lecture|messung|meting|read|reading|spin|centrifug\w*)\b)"
)
"""'all I need from you is the read', 'nothing else is needed': the steps read are the whole
request; a recipe's set-up around a named assay is not asked for."""
_PLATE_AFTER = re.compile(r"[- ]?(?:\w+[- ])?(?:plates?|strips?|tubes?|blocks?)\b")


def _adds_stated_kinds(recipe: Draft, ops: list[str]) -> bool:
    """Whether the recipe runs more steps of the kinds the scientist listed than the list
    has ('wash three times' answered with a whole ELISA: far more additions than asked). A
    step of a kind the list does not have may be one the reader missed ('grow cultures 4 h
    at 37 C'), and K_i checks its values; more of the stated work is not what was asked."""
    asked: dict[str, int] = {}
    for op in ops:
        asked[op.split("_")[0]] = asked.get(op.split("_")[0], 0) + 1
    planned: dict[str, int] = {}
    for step in recipe.steps:
        kind = (step.operation or "").split("_")[0]
        if kind in asked and kind not in _HELPER_KINDS:
            planned[kind] = planned.get(kind, 0) + 1
    room = {"transfer": 2}  # a wash's removal is a transfer the plan adds
    return any(n > room.get(kind, 1) * asked[kind] for kind, n in planned.items())


def _volume_unstated(draft: Draft) -> bool:
    """Whether a listed addition or mix has no volume ('transfer the supernatant into a new
    plate'): a recipe's default volume would be a guess at what only the scientist knows, so
    the listed steps stand and the gate asks. A removal to waste takes what the wells hold."""
    return any(
        step.operation in ("transfer", "mix")
        and "volume_ul" not in step.params
        and "waste" not in str(step.labware.get("target", "")).lower()
        for step in draft.steps
    )


_HELPER_KINDS = frozenset({"seal", "peel", "move", "retrieve", "store"})
"""Steps a recipe may add around the stated ones (a seal before cycling, a move)."""


def choose_draft(ctx: PlanningContext, recipe: Draft | None) -> Draft | None:
    """The clause draft when the intent lists two or more steps and that draft honours
    them and runs; else the recipe draft when it honours every clause and its code passes
    the rule engine; else whichever has fewer K_i findings (ties go to the clause draft)."""
    reading = read_clauses(ctx.intent.text, ctx.registry)
    ops = [c.operation for c in reading.clauses if c.operation]
    low = ctx.intent.text.lower()
    set_up_by_recipe = bool(set(ctx.intent.assays) & _RECIPE_ASSAYS) and "transfer" not in ops
    only_handling = (
        bool(ops)
        and all(op in _NO_SET_UP for op in ops)
        and not reading.unread_steps
        and not _asks_for_set_up(low)
    )  # 'seed cells ... and incubate' asks for a set-up the clauses did not read
    programs = [c for c in reading.clauses if c.operation in _PROGRAM_OPS]
    program_only = (
        bool(programs)
        and all(op in _NO_SET_UP or op in _PROGRAM_OPS for op in ops)
        and all(_names_the_cycler(c) for c in programs)  # 'PCR with 58 C annealing' sets up
        and not reading.unread_steps
        and not _ASKS_FOR_AN_ASSAY.search(low)
        and not _SET_UP_WORDS.search(low)
    )  # 'odtc: 35 cycles 95 °C 15 s ...': a program for a plate someone set up
    explicit = (
        (bool(ops) and _ONLY_THESE.search(low) is not None)
        or (len(ops) >= 2 and not set_up_by_recipe)
        or (only_handling and not _ASKS_FOR_AN_ASSAY.search(low))
        or program_only
        or (ops == ["transfer"] and not ctx.intent.assays and not _ASKS_FOR_AN_ASSAY.search(low))
    )  # 'Add 1.2 mL of LB per well': one addition of a named liquid, not a recipe's buffer
    compiled = clause_draft(ctx, reading) if explicit else None
    if compiled is not None and not draft_conformance(ctx, compiled) and _runs(ctx, compiled):
        return compiled  # the scientist listed the steps: no recipe adds or swaps any
    if (
        recipe is not None
        and not draft_conformance(ctx, recipe)
        and _runs(ctx, recipe)
        and not (explicit and _adds_stated_kinds(recipe, ops))
        and not (explicit and compiled is not None and _volume_unstated(compiled))
    ):
        return recipe
    compiled = compiled or clause_draft(ctx, reading)
    if compiled is None:
        return recipe
    if recipe is None or (explicit and _adds_stated_kinds(recipe, ops)):
        return compiled  # the listed steps, even failing, rather than a recipe's extra work
    return (
        compiled
        if len(draft_conformance(ctx, compiled)) <= len(draft_conformance(ctx, recipe))
        else recipe
    )
