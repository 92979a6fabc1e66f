"""Planner-facing facts read from the registry: which instrument to prefer, which labware
type a format means, which tips hold a volume, which settings a role or a sealer needs.

Every answer comes from the registry files (``planning.preference``, ``format_default``,
``larger_wells``, ``tip_capacity_ul``, a role's ``planner_params``, a parameter's
``suggested`` value), so a user registry that renames, adds or re-ranks instruments and
labware changes what planners choose without touching code.
"""

from __future__ import annotations

from typing import Any

from bioproagent.registry.loader import Registry
from bioproagent.registry.model import Instrument

__all__ = [
    "available_for",
    "format_type",
    "larger_wells",
    "preference_rank",
    "role_params",
    "sealer_settings",
    "suggested_params",
    "tip_racks",
    "tip_type",
]


def preference_rank(instrument: Instrument) -> int | None:
    """The instrument's ``planning.preference`` (1 = first choice), or None when unranked."""
    rank = instrument.data.get("planning", {}).get("preference")
    return int(rank) if isinstance(rank, int) else None


def available_for(registry: Registry, operation: str, category: str | None) -> list[Instrument]:
    """Available instruments offering ``operation``: the wanted category first (all of
    them when ``category`` is None), then by preference rank.

    Ranks compare within and across categories; an unranked instrument sorts just after
    the ranked instruments of its own category (first when its category ranks none), and
    ties keep registry order.
    """
    ranked_in: dict[str, int] = {}
    for inst in registry.instruments.values():
        if preference_rank(inst) is not None:
            ranked_in[inst.category] = ranked_in.get(inst.category, 0) + 1

    def key(inst: Instrument) -> tuple[bool, int]:
        rank = preference_rank(inst)
        position = rank - 1 if rank is not None else ranked_in.get(inst.category, 0)
        return (category not in (None, inst.category), position)

    found = [
        i
        for i in registry.instruments.values()
        if i.status == "available" and operation in i.operations
    ]
    return sorted(found, key=key)


def format_type(registry: Registry, fmt: str) -> str:
    """The labware type a planner uses for a format: the one marked ``format_default``,
    else the type whose id equals the format, else the format itself."""
    for labware in registry.labware.values():
        if labware.format == fmt and labware.data.get("format_default") is True:
            return labware.id
    return fmt


def larger_wells(registry: Registry, type_id: str) -> str | None:
    """The type with larger wells to switch to when ``type_id``'s wells overfill."""
    labware = registry.labware.get(type_id)
    target = labware.data.get("larger_wells") if labware else None
    return target if isinstance(target, str) and target in registry.labware else None


def tip_racks(registry: Registry, fmt: str = "tiprack_96") -> list[tuple[float, str]]:
    """(tip capacity in µL, tip rack type id) of every rack of ``fmt``, smallest first."""
    racks = [
        (float(lw.data["tip_capacity_ul"]), lw.id)
        for lw in registry.labware.values()
        if lw.kind == "tiprack" and lw.format == fmt and "tip_capacity_ul" in lw.data
    ]
    return sorted(racks)


def tip_type(
    registry: Registry,
    volume: float,
    fmt: str = "tiprack_96",
    instrument: Instrument | None = None,
) -> str | None:
    """The rack with the smallest tips that hold ``volume`` (the largest when none does);
    None when the registry has no rack of ``fmt``. With an ``instrument`` that lists its
    pipettes (``pipetting.pipettes``), only tips one of them picks up are considered."""
    racks = tip_racks(registry, fmt)
    pipettes = ((instrument.pipetting or {}).get("pipettes") or {}) if instrument else {}
    if pipettes:
        usable = {float(c) for spec in pipettes.values() for c in spec["tip_capacities_ul"]}
        racks = [(capacity, rack) for capacity, rack in racks if capacity in usable] or racks
    if not racks:
        return None
    return next((rack for capacity, rack in racks if volume <= capacity), racks[-1][1])


def role_params(instrument: Instrument, operation: str, role: str) -> dict[str, Any]:
    """Settings a planner adds when it binds labware to ``role`` (``planner_params``)."""
    spec = instrument.data["operations"].get(operation, {}).get("labware", {}).get(role, {})
    return dict(spec.get("planner_params", {}))


def sealer_settings(registry: Registry) -> dict[str, Any]:
    """The ``suggested`` seal settings of the preferred available sealer (empty if none)."""
    sealers = [i for i in available_for(registry, "seal", "SEAL") if i.category == "SEAL"]
    return suggested_params(sealers[0], "seal") if sealers else {}


def suggested_params(instrument: Instrument, operation: str) -> dict[str, Any]:
    """The ``suggested`` value of every parameter of an operation that has one."""
    op = instrument.data["operations"].get(operation, {})
    properties = op.get("params", {}).get("properties", {})
    return {name: spec["suggested"] for name, spec in properties.items() if "suggested" in spec}
