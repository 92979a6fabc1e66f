"""Where a plate comes from and goes to, when the text leaves the store's own step out ('move
the plate from the hotel onto the i7', 'the PF400 puts it away in the hotel'), and a program
named only as the purpose of what follows ('For the qPCR only rows A to D are used')."""

from __future__ import annotations

import re

from bioproagent.intent.clause_model import Clause
from bioproagent.intent.instruments import InstrumentMention
from bioproagent.registry.loader import Registry


def _named(
    clause: Clause, ids: list[str], operation: str, registry: Registry
) -> InstrumentMention | None:
    """The instrument the clause names among ``ids`` that can run ``operation``."""
    for m in clause.instruments:
        inst = registry.instrument(m.instrument_id or "") if m.instrument_id in ids else None
        if inst is not None and operation in inst.operations:
            return m
    return None


def stores_at_the_ends(clauses: list[Clause], low: str, registry: Registry | None) -> list[Clause]:
    """A plate the arm moves out of a store ('move the plate from the hotel onto the i7')
    is first retrieved by that store; one the arm puts away in a store ('the PF400 put it
    away in the hotel') is stored there. Without the retrieve the hotel never hands the
    plate over; without the store it only sits at the hotel's door."""
    if registry is None:
        return clauses
    out: list[Clause] = []
    for clause in clauses:
        if not out and clause is not clauses[-1] and _STORE_ALONE.fullmatch(clause.text.lower()):
            clause.operation = "retrieve"  # 'hotel -> xpeel -> ...': where the plate starts
        if clause.operation == "store" and not clause.instruments and _BACK.search(clause.text):
            clause.instruments = _came_from(out, registry)
        kept = _kept_in(clause, registry, low)
        if kept is not None and not any(c.operation == "retrieve" for c in out):
            # 'pull my plate out the hotel and give it 5 min at 1200 rpm on the bioshake',
            # 'hotel -> xpeel -> ...': the store hands the plate over, then the step runs
            clause.instruments = [m for m in clause.instruments if m is not kept]
            out.append(_retrieve_before(clause, "the plate", kept))
        if clause.operation != "move_plate":
            out.append(clause)
            continue
        origin = _named(clause, clause.origins, "retrieve", registry)
        if origin is not None and not any(c.operation == "retrieve" for c in out):
            # the plate the retrieve hands over is the one the move takes ('a 96-well plate')
            clause.text = re.sub(
                r"\b(?:a|an)\s+((?:[\w-]+\s+){0,3}?plates?)\b", r"the \1", clause.text, count=1
            )
            out.append(_retrieve_before(clause, _plate_words(low, clause), origin))
        put_away = _PUT_AWAY.search(low, clause.start, clause.end)
        store = _named(clause, clause.destinations, "store", registry)
        if put_away is not None and store is not None:
            clause.operation = "store"  # the store's own step; its arm carries the plate
            clause.instruments = [store, *(m for m in clause.instruments if m is not store)]
        out.append(clause)
    return out


_BACK = re.compile(r"\bback\b", re.I)
_STORE_ALONE = re.compile(
    r"\W*(?:the\s+)?(?:plate\s+|cold\s+|fridge\s+)?(?:hotel|cold\s+store|fridge|cytomat\w*"
    r"(?:\s+\w+)?)\s*(?:\([^()]*\))?\W*"
)
"""A piece that names only a store ('hotel', 'fridge hotel (2c425)')."""


def _retrieve_before(clause: Clause, plate: str, store: InstrumentMention) -> Clause:
    """The retrieve a store runs before ``clause``, handing over ``plate``."""
    return Clause(
        start=clause.start,
        end=clause.start,
        text=f"retrieve {plate} from the {store.text}",
        operation="retrieve",
        instruments=[store],
        line=clause.line,
    )


def _kept_in(clause: Clause, registry: Registry, low: str) -> InstrumentMention | None:
    """A store the clause names as where the plate comes from ('out the hotel', 'sitting in
    the hotel', 'hotel → xpeel') for a step the store cannot do: it hands the plate over
    first. A store named as where the step runs ('shake it in the Cytomat') is no origin:
    that step runs nowhere else unasked."""
    if clause.operation in (None, "retrieve", "store", "move_plate", "incubate"):
        return None
    for m in clause.instruments:
        inst = registry.instrument(m.instrument_id or "")
        if (
            inst is not None
            and "retrieve" in inst.operations
            and clause.operation not in inst.operations
            and (
                _ORIGIN_BEFORE.search(low[max(0, m.start - 40) : m.start]) is not None
                or _ARROW_AFTER.match(low, m.end) is not None
            )
        ):
            return m
    return None


_ORIGIN_BEFORE = re.compile(
    r"(?:\bout\s+(?:of\s+)?|\bfrom\s+|\b(?:sitting|waiting|kept|stored|sits|waits)\s+in\s+"
    r"|\b(?:that'?s|thats|it'?s|is|are)\s+in\s+)(?:the\s+|my\s+|our\s+)?(?:[\w-]+\s+){0,2}$"
)
"""Words that make a store the plate's origin: 'out the', 'from the', 'sitting in the'."""
_ARROW_AFTER = re.compile(r"\s*(?:→|->|=>|>)")


def _came_from(earlier: list[Clause], registry: Registry) -> list[InstrumentMention]:
    """The store the plate was last taken out of: where 'put it back' puts it."""
    for clause in reversed(earlier):
        if clause.operation == "retrieve":
            named = _named(
                clause, [m.instrument_id or "" for m in clause.instruments], "store", registry
            )
            return [named] if named is not None else []
    return []


def _plate_words(low: str, clause: Clause) -> str:
    """How the clause names the plate it moves ('the 96-well flat plate'), so the retrieve
    before it takes the same plate."""
    m = re.search(r"\b(?:the|a|an)\s+(?:[\w-]+\s+){0,3}?plates?\b", low[clause.start : clause.end])
    return "the " + m.group(0).split(maxsplit=1)[1] if m else "it"


_PUT_AWAY = re.compile(
    r"\b(?:put|puts|putting|park\w*|stor\w*|file)\s+(?:it|them|the\s+plates?)\s+away\b"
)


def purpose_only(clause: Clause, low: str) -> bool:
    """'For the qPCR only rows A to D are used': a program named as the purpose of what
    follows, with no values of its own, asks for no run (its wells still count for 'those
    wells')."""
    return (
        clause.operation in ("run_pcr", "run_qpcr")
        and not clause.values
        and _PURPOSE.match(low, clause.start) is not None
    )


_PURPOSE = re.compile(r"\s*(?:for|in)\s+(?:the|this|our|my|a)\s+")
