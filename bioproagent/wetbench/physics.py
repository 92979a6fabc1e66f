"""Physical bookkeeping for the rule-based transition model: moving liquid with its
analytes, cells and hidden traits; checks that turn into rejections; reactions; the clock
and cell growth; the variables readout formulas read.
"""

from __future__ import annotations

import math
from typing import Any

from bioproagent.errors import ActionRejectedError
from bioproagent.wetbench.catalogue import ActionSpec
from bioproagent.wetbench.config import Readout
from bioproagent.wetbench.materials import Material
from bioproagent.wetbench.state import STOCK_SUPPLY, LabState

Rejection = ActionRejectedError
"""Raised by handlers to refuse an action (code, reason); becomes a rejected Outcome."""


def condition_for(temperature_c: float, co2_percent: float = 0.0) -> str:
    """The named condition a temperature (and CO2) corresponds to."""
    if co2_percent >= 1 and abs(temperature_c - 37) <= 1:
        return "37C_5%CO2"
    for name, value in (("37C", 37), ("30C", 30), ("4C", 4), ("-20C", -20), ("-80C", -80)):
        if abs(temperature_c - value) <= 1:
            return name
    if temperature_c <= 0:
        return "ice"
    return "room_temp" if 15 <= temperature_c <= 28 else f"{temperature_c:g}C"


def fmt(value: float) -> str:
    return f"{value:.4g}"


def time_cost(spec: ActionSpec, params: dict[str, Any]) -> float:
    if isinstance(spec.time_s, str):
        return float(params.get(spec.time_s, 0.0))
    return float(spec.time_s)


def target_condition(spec: ActionSpec, p: dict[str, Any]) -> str | None:
    rules = spec.rules
    if "sets_condition" in rules:
        return str(rules["sets_condition"])
    if "sets_condition_param" in rules:
        return str(p[rules["sets_condition_param"]])
    if spec.name == "Storage":
        return str(p["condition"])
    if spec.name in ("Incubate", "CellCultureIncubate"):
        return condition_for(float(p["temperature_c"]), float(p.get("co2_percent", 0) or 0))
    if rules.get("keeps_condition"):
        return None
    return None


def usable(
    m: Material,
    spec: ActionSpec,
    role: str,
    *,
    forms: bool = False,
    liquid: bool = False,
    open_: bool = False,
    frozen_ok: bool = False,
) -> None:
    rules = spec.rules
    if m.frozen and not frozen_ok:
        raise Rejection(
            "FROZEN",
            f"{m.name} is frozen ({m.condition}); thaw it first (Storage at 4C, ice or room_temp)",
        )
    needs_open = open_ or spec.handler in (
        "transfer",
        "serial_dilute",
        "dilute",
        "fill_to_volume",
        "combine",
        "wash",
        "aspirate",
        "resuspend",
        "filter",
        "adjust_ph",
    )
    if needs_open and m.container is not None and m.container.sealed:
        raise Rejection("SEALED", f"{m.name} is sealed; peel the seal first (PeelSeal)")
    kinds = rules.get("container_kinds")
    if forms and kinds and (m.container is None or m.container.kind not in kinds):
        have = m.container.kind if m.container else "no container"
        raise Rejection(
            "WRONG_CONTAINER",
            f"{spec.name} needs {m.name} in one of {', '.join(kinds)}; it is in {have}",
        )
    accepted = rules.get("accepts_forms")
    if forms and accepted and m.form not in accepted:
        raise Rejection(
            "WRONG_FORM", f"{spec.name} works on {', '.join(accepted)}; {m.name} is {m.form}"
        )
    if forms and m.adherent and spec.name in ("FlowCytometry", "CoulterCount", "CellCounter"):
        raise Rejection(
            "WRONG_STATE",
            f"{m.name} is adherent; {spec.name} needs cells in "
            "suspension (Resuspend in a dissociation reagent first)",
        )
    if liquid and m.volume_ul <= 0 and m.cells <= 0 and not m.hidden.solids:
        raise Rejection("EMPTY", f"{m.name} is empty")


def settled(m: Material) -> None:
    if m.cells > 0 and not (m.adherent or m.properties.get("pelleted")):
        raise Rejection(
            "WRONG_STATE",
            f"the cells in {m.name} are in suspension; centrifuge "
            "to pellet them before removing the liquid",
        )


def check_room(dest: Material, volume: float) -> None:
    if dest.container is None:
        raise Rejection("WRONG_CONTAINER", f"{dest.name} is not in a container")
    if dest.volume_ul + volume > dest.container.capacity_ul + 1e-9:
        raise Rejection(
            "OVERFLOW",
            f"{dest.name} ({dest.container.type}) holds "
            f"{dest.container.capacity_ul:g} uL; it has {dest.volume_ul:g} uL and "
            f"{volume:g} uL more would overflow it",
        )


def draw(s: LabState, m: Material, volume: float, where: str) -> None:
    """Remove ``volume`` (proportionally, with its analytes) from ``m`` to the ledger."""
    total = m.volume_ul
    if total <= 0 or volume <= 0:
        return
    f = min(1.0, volume / total)
    part = {k: v * f for k, v in m.hidden.composition.items()}
    s.ledger.add_liquid(where, part)
    m.hidden.composition = {k: v - part[k] for k, v in m.hidden.composition.items()}
    m.hidden.analytes = {k: v * (1 - f) for k, v in m.hidden.analytes.items()}


def to_ledger(s: LabState, m: Material, where: str) -> None:
    """All liquid of ``m`` (and dissolved analytes) leaves the bench; cells and solids stay."""
    s.ledger.add_liquid(where, m.hidden.composition)
    m.hidden.composition = {}
    m.hidden.analytes = {}


def move(
    s: LabState,
    src: Material,
    dest: Material,
    volume: float,
    *,
    gain: float = 1.0,
    take_all: bool = False,
    with_cells: bool = True,
) -> None:
    """Move ``volume`` µL from src to dest: liquids, analytes, suspended cells and traits."""
    total = src.volume_ul
    f = 1.0 if take_all else (min(1.0, volume / total) if total > 0 else 0.0)
    if src.unlimited:
        part = {k: v / total * volume for k, v in src.hidden.composition.items()} if total else {}
        s.ledger.add_liquid(STOCK_SUPPLY, {k: -v for k, v in part.items()})
        analytes = {k: v / total * volume for k, v in src.hidden.analytes.items()} if total else {}
        cells = src.cells / total * volume if total and with_cells else 0.0
    else:
        part = {k: v * f for k, v in src.hidden.composition.items()}
        analytes = {k: v * f for k, v in src.hidden.analytes.items()}
        suspended = with_cells and not src.adherent and not src.properties.get("pelleted")
        cells = src.cells * f if suspended else 0.0
        src.hidden.composition = {k: v - part[k] for k, v in src.hidden.composition.items()}
        src.hidden.analytes = {k: v - analytes[k] for k, v in src.hidden.analytes.items()}
        src.cells -= cells
    if gain != 1.0:
        for k in part:
            s.ledger.add_liquid(STOCK_SUPPLY, {k: -part[k] * (gain - 1)})
        part = {k: v * gain for k, v in part.items()}
    was_empty = dest.empty
    for k, v in part.items():
        dest.hidden.composition[k] = dest.hidden.composition.get(k, 0.0) + v
    for k, v in analytes.items():
        dest.hidden.analytes[k] = dest.hidden.analytes.get(k, 0.0) + v
    inherit(src, dest, was_empty, cells)
    dest.cells += cells
    react(s, dest)
    if dest.form == "container":
        dest.form = "liquid"


def label_of(m: Material) -> str:
    """The container's own label (set when the configuration declared it empty)."""
    return str(m.properties.get("label", m.name))


def base_name(m: Material) -> str:
    """A material's name without the container label in brackets."""
    return m.name.split(" [", 1)[0]


def inherit(src: Material, dest: Material, was_empty: bool, cells: float) -> None:
    """Identity after mixing: an empty container takes the source's identity; cells
    inoculated into cell-free liquid make the culture the organism's; two different
    subjects mixed make a "mixture" that no rubric credits."""
    inoculation = cells > 0 and dest.cells <= 0
    if was_empty:
        if dest.role == "container":
            dest.role = src.role if src.role in ("sample", "control", "standard") else "sample"
            dest.name = f"{base_name(src)} [{label_of(dest)}]"
        dest.hidden.subject = dest.hidden.subject or src.hidden.subject
        for k, v in src.hidden.traits.items():
            dest.hidden.traits.setdefault(k, v)
        dest.properties.update(
            {k: v for k, v in src.properties.items() if k not in ("wells", "label")}
        )
    elif inoculation or (src.form in ("dna", "protein") and dest.form == "liquid"):
        if src.form in ("dna", "protein"):
            dest.form = src.form
        if src.hidden.subject:
            dest.hidden.subject = src.hidden.subject
            dest.name = f"{base_name(src)} [{label_of(dest)}]"
        dest.hidden.traits.update(src.hidden.traits)
    elif src.hidden.subject and dest.hidden.subject and src.hidden.subject != dest.hidden.subject:
        dest.hidden.subject = "mixture"
    else:
        dest.hidden.subject = dest.hidden.subject or src.hidden.subject
        for k, v in src.hidden.traits.items():
            dest.hidden.traits.setdefault(k, v)
    if cells > 0:
        dest.dynamic = True
        dest.growth_condition = dest.growth_condition or src.growth_condition
        dest.doubling_h = dest.doubling_h or src.doubling_h
        dest.max_cells = dest.max_cells or src.max_cells
        if dest.form in ("container", "liquid"):
            dest.form = "culture" if src.form in ("culture", "colony") else "cells"
    elif was_empty and dest.form == "container":
        dest.form = src.form if src.form not in ("colony",) else "culture"


def pick_colony(colony: Material, dest: Material) -> None:
    """Inoculate liquid medium with a tenth of a colony's cells."""
    if dest.volume_ul <= 0:
        raise Rejection("WRONG_STATE", f"{dest.name} has no medium to inoculate")
    cells = colony.cells * 0.1
    colony.cells -= cells
    inherit(colony, dest, False, cells)
    dest.name = f"culture of {base_name(colony)} [{label_of(dest)}]"
    dest.cells += cells
    dest.form = "culture"


def react(s: LabState, m: Material) -> None:
    for reaction in s.config.reactions:
        amounts = m.hidden.analytes
        if not all(amounts.get(r, 0.0) > 0 for r in reaction.reactants):
            continue
        extent = min(amounts[r] / n for r, n in reaction.reactants.items())
        for r, n in reaction.reactants.items():
            amounts[r] -= extent * n
        if reaction.phase == "solid":
            mass = extent * reaction.mg_per_unit
            m.hidden.solids[reaction.product] = m.hidden.solids.get(reaction.product, 0.0) + mass
            s.ledger.add_solids("formed by reactions", {reaction.product: -mass})
        else:
            amounts[reaction.product] = amounts.get(reaction.product, 0.0) + extent


def advance(s: LabState, seconds: float) -> None:
    """Move the clock; dynamic materials grow while they sit in their growth condition."""
    s.clock_s += seconds
    hours = seconds / 3600.0
    if hours <= 0:
        return
    for m in s.materials.values():
        if not m.available or not m.dynamic or m.cells <= 0:
            continue
        if m.growth_condition is None or m.condition != m.growth_condition:
            continue
        m.culture_hours += hours
        if m.properties.get("biofilm_substrate") and m.culture_hours >= 24:
            m.adherent = True
        if m.doubling_h and (m.volume_ul > 0 or m.adherent or m.form == "colony"):
            grown = m.cells * 2 ** (hours / m.doubling_h)
            m.cells = min(grown, m.max_cells) if m.max_cells else grown


def commit(state: LabState, work: LabState) -> None:
    state.materials = work.materials
    state.clock_s = work.clock_s
    state.ledger = work.ledger
    state.rng = work.rng


def applies(readout: Readout, m: Material, p: dict[str, Any]) -> bool:
    req = readout.requires
    if req.forms and m.form not in req.forms:
        return False
    if m.culture_hours + 1e-9 < req.min_culture_hours or m.cells + 1e-9 < req.min_cells:
        return False
    if m.volume_ul + 1e-9 < req.min_volume_ul:
        return False
    if req.max_cells is not None and m.cells > req.max_cells:
        return False
    env = variables_of(m)
    if any(v not in env for v in req.variables) or any(v in env for v in req.absent):
        return False
    if any(m.properties.get(k) != v for k, v in req.properties.items()):
        return False
    if any(p.get(k) != v for k, v in req.params.items()):
        return False
    return not (req.subject and (m.hidden.subject is None or m.hidden.subject == "mixture"))


def variables(s: LabState, m: Material, p: dict[str, Any]) -> dict[str, Any]:
    """What readout formulas may read: the material's own variables, ``t_*`` hidden truth
    numbers of the configuration, ``p_*`` numeric action parameters and ``clock_h``."""
    env = variables_of(m)
    env["clock_h"] = s.clock_s / 3600.0
    for k, v in s.config.truth.items():
        if isinstance(v, int | float):
            env[f"t_{k}"] = v
    for k, v in p.items():
        if isinstance(v, int | float) and not isinstance(v, bool):
            env[f"p_{k}"] = v
    return env


def variables_of(m: Material) -> dict[str, Any]:
    """A material's variables: volume, cells, hours, numeric traits, c_/n_ analytes, mg_ solids."""
    volume = m.volume_ul
    env: dict[str, Any] = {
        "volume_ul": volume,
        "cells": m.cells,
        "culture_hours": m.culture_hours,
        "solid_mg": sum(m.hidden.solids.values()),
    }
    for k, v in m.hidden.traits.items():
        if isinstance(v, int | float) and not isinstance(v, bool):
            env[k] = v
    for k, v in m.hidden.analytes.items():
        env[f"n_{k}"] = v
        if volume > 0:
            env[f"c_{k}"] = v / volume
    for k, v in m.hidden.solids.items():
        env[f"mg_{k.replace(' ', '_')}"] = v
    return env


def numeric(env: dict[str, Any]) -> dict[str, float]:
    return {
        k: float(v)
        for k, v in env.items()
        if isinstance(v, int | float) and math.isfinite(float(v))
    }
