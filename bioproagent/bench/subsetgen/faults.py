"""Subset D: inject exactly one fault of a given kind into a clean gold workflow.

Each injector proposes candidate faulty workflows in a seeded order; the first candidate
whose violations (under the rule engine, volumes tracked) are all of the intended family,
with at least one of the kind's primary codes, is taken. The gold fix is the clean input.
"""

from __future__ import annotations

import copy
import math
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from bioproagent.bench.subsetgen.build import handler_settings
from bioproagent.registry import Registry
from bioproagent.registry.model import Instrument
from bioproagent.rules import verify

FAULT_KINDS: tuple[str, ...] = (
    "range",
    "unknown_symbol",
    "causal_order",
    "sealed_access",
    "volume_overflow",
    "volume_underflow",
    "device_unavailable",
)
ORDER_CODES = frozenset(
    {
        "LABWARE_USED_BEFORE_CREATED",
        "SEALED_ACCESS",
        "PLATE_NOT_SEALED",
        "NOT_SEALED",
        "ALREADY_SEALED",
        "LABWARE_INACCESSIBLE",
    }
)
FAULT_CODES: dict[str, frozenset[str]] = {
    "range": frozenset({"PARAM_OUT_OF_RANGE"}),
    "unknown_symbol": frozenset({"UNKNOWN_DEVICE", "UNKNOWN_LABWARE_TYPE"}),
    "causal_order": ORDER_CODES,
    "sealed_access": frozenset({"SEALED_ACCESS"}),
    "volume_overflow": frozenset({"WELL_OVERFILL"}),
    "volume_underflow": frozenset({"WELL_UNDERDRAW"}),
    "device_unavailable": frozenset({"DEVICE_UNAVAILABLE"}),
}
"""Primary violation codes per fault kind: an injected item must raise at least one."""
ALLOWED_CODES: dict[str, frozenset[str]] = {
    **FAULT_CODES,
    "unknown_symbol": frozenset({"UNKNOWN_DEVICE", "UNKNOWN_LABWARE_TYPE", "UNKNOWN_LABWARE"}),
    "sealed_access": frozenset({"SEALED_ACCESS", "ALREADY_SEALED"}),
}
"""Every code an injected item may raise (direct consequences of the one fault)."""
PARTNERS: dict[str, tuple[str, ...]] = {
    "biomek_i7_hybrid": ("biomek_i5",),
    "biomek_i5": ("biomek_i7_hybrid",),
    "hamilton_star": ("biomek_i7_hybrid", "biomek_i5"),
    "agilent_vspin": ("bionex_hig4",),
    "bionex_hig4": ("agilent_vspin",),
    "cytomat_24": ("cytomat_2c425",),
    "cytomat_2c425": ("cytomat_24",),
}
"""Instruments that can run a step written for another (same operations and labware)."""
INVENTED_DEVICES = (
    "tecan_evo_150",
    "hamilton_vantage",
    "thermo_arktic",
    "biotek_synergy_h1",
    "eppendorf_5430",
    "hettich_rotanta",
)
INVENTED_LABWARE = (
    "greiner_96_black",
    "plate_96_ubottom",
    "corning_384_lowvol",
    "axygen_deepwell_2ml",
)


@dataclass
class Injection:
    kind: str
    faulty: dict[str, Any]
    description: str
    codes: list[str]
    overlay: dict[str, Any] | None = None


def overlay_registry(registry: Registry, overlay: dict[str, Any] | None) -> Registry:
    """The registry with an item's overlay applied (``instrument_status``: id -> status)."""
    if not overlay:
        return registry
    instruments = dict(registry.instruments)
    for device, status in overlay.get("instrument_status", {}).items():
        base = instruments[device]
        instruments[device] = Instrument({**base.data, "status": status}, base.path)
    return Registry(
        instruments=instruments, labware=registry.labware, directories=registry.directories
    )


def inject(
    kind: str, gold: dict[str, Any], rng: random.Random, registry: Registry
) -> Injection | None:
    """One fault of ``kind`` in a copy of ``gold``, or None when the workflow offers none."""
    for faulty, description, overlay in _CANDIDATES[kind](gold, rng, registry):
        reg = overlay_registry(registry, overlay)
        codes = verify(faulty, reg).codes()
        if not codes or not set(codes) <= ALLOWED_CODES[kind]:
            continue
        if not set(codes) & FAULT_CODES[kind]:
            continue
        if overlay and (not verify(gold, reg).ok or not verify(faulty, registry).ok):
            continue
        return Injection(kind, faulty, description, sorted(set(codes)), overlay)
    return None


Candidate = tuple[dict[str, Any], str, dict[str, Any] | None]


def _shuffled(items: list[Any], rng: random.Random) -> list[Any]:
    items = list(items)
    rng.shuffle(items)
    return items


def _range(gold: dict[str, Any], rng: random.Random, registry: Registry) -> Iterator[Candidate]:
    options = []
    for i, step in enumerate(gold["steps"]):
        inst = registry.instrument(step["device"])
        op = inst.operations.get(step["operation"]) if inst else None
        props = op.params_schema.get("properties", {}) if op else {}
        for name, value in step["params"].items():
            spec = props.get(name, {})
            if isinstance(value, bool) or not isinstance(value, int | float):
                continue
            if "maximum" in spec and spec["maximum"] > 0:
                options.append((i, name, spec["maximum"], "above the maximum"))
            elif "minimum" in spec and spec["minimum"] > 0:
                options.append((i, name, spec["minimum"], "below the minimum"))
    for i, name, limit, where in _shuffled(options, rng):
        factor = rng.choice([1.2, 1.5, 2.0])
        if where.startswith("above"):
            value = math.ceil(limit * factor) + 1
        else:
            value = math.floor(limit / factor * 10) / 10 if limit > 1 else limit / 2
        faulty = copy.deepcopy(gold)
        faulty["steps"][i]["params"][name] = value
        step = gold["steps"][i]
        yield (
            faulty,
            (
                f"step {step['id']}: {name} set to {value}, {where} {limit} of "
                f"{step['device']}.{step['operation']}"
            ),
            None,
        )


def _misspell(word: str, rng: random.Random) -> str:
    chars = list(word)
    how = rng.choice(["swap", "drop", "double"])
    k = rng.randrange(1, len(chars) - 2)
    if how == "swap":
        chars[k], chars[k + 1] = chars[k + 1], chars[k]
    elif how == "drop":
        del chars[k]
    else:
        chars.insert(k, chars[k])
    return "".join(chars)


def _unknown(gold: dict[str, Any], rng: random.Random, registry: Registry) -> Iterator[Candidate]:
    options: list[tuple[str, int]] = [("device", i) for i in range(len(gold["steps"]))]
    options += [
        ("labware", i)
        for i, lw in enumerate(gold["labware"])
        if not lw["type"].startswith("tiprack")
    ]
    for what, i in _shuffled(options, rng):
        faulty = copy.deepcopy(gold)
        if what == "device":
            old = gold["steps"][i]["device"]
            new = _misspell(old, rng) if rng.random() < 0.6 else rng.choice(INVENTED_DEVICES)
            if registry.instrument(new) or new == old:
                continue
            faulty["steps"][i]["device"] = new
            yield faulty, f"step {gold['steps'][i]['id']}: device '{old}' written as '{new}'", None
        else:
            old = gold["labware"][i]["type"]
            new = _misspell(old, rng) if rng.random() < 0.6 else rng.choice(INVENTED_LABWARE)
            if registry.labware_type(new) or new == old:
                continue
            faulty["labware"][i]["type"] = new
            yield (
                faulty,
                (f"labware {gold['labware'][i]['id']}: type '{old}' written as '{new}'"),
                None,
            )


def _move(steps: list[Any], i: int, j: int) -> list[Any]:
    steps = list(steps)
    steps.insert(j, steps.pop(i))
    return steps


def _order(gold: dict[str, Any], rng: random.Random, registry: Registry) -> Iterator[Candidate]:
    steps = gold["steps"]
    anchors = [
        i
        for i, s in enumerate(steps)
        if s["operation"] in ("seal", "peel", "retrieve", "store", "run_pcr", "run_qpcr")
        or s["operation"].startswith("read_")
    ]
    options = [
        (i, j) for i in anchors for j in range(max(0, i - 5), min(len(steps), i + 6)) if j != i
    ]
    for i, j in _shuffled(options, rng):
        faulty = copy.deepcopy(gold)
        faulty["steps"] = _move(faulty["steps"], i, j)
        where = "earlier" if j < i else "later"
        yield (
            faulty,
            (
                f"step {steps[i]['id']} ({steps[i]['operation']}) moved {abs(i - j)} "
                f"position(s) {where}, out of causal order"
            ),
            None,
        )


def _sealed(gold: dict[str, Any], rng: random.Random, registry: Registry) -> Iterator[Candidate]:
    peels = [i for i, s in enumerate(gold["steps"]) if s["operation"] == "peel"]
    for i in _shuffled(peels, rng):
        faulty = copy.deepcopy(gold)
        del faulty["steps"][i]
        yield (
            faulty,
            (
                f"the de-seal step {gold['steps'][i]['id']} is missing, so the plate is "
                "still sealed when it is next pipetted or read"
            ),
            None,
        )
    plates = [
        i
        for i, lw in enumerate(gold["labware"])
        if not lw.get("sealed")
        and (t := registry.labware_type(lw["type"])) is not None
        and t.kind == "plate"
    ]
    for i in _shuffled(plates, rng):
        faulty = copy.deepcopy(gold)
        faulty["labware"][i]["sealed"] = True
        yield (
            faulty,
            (
                f"labware {gold['labware'][i]['id']} arrives sealed and no peel step "
                "precedes its first pipetting or read"
            ),
            None,
        )


def _transfers(gold: dict[str, Any]) -> list[int]:
    return [i for i, s in enumerate(gold["steps"]) if s["operation"] == "transfer"]


def _retipped(gold: dict[str, Any], i: int, value: float) -> dict[str, Any] | None:
    """A copy with transfer ``i`` set to ``value`` uL and its tips/pipette fitted to it."""
    if value > 1000:
        return None
    faulty = copy.deepcopy(gold)
    step = faulty["steps"][i]
    extra, rack = handler_settings(step["device"], value)
    step["params"].update({"volume_ul": value, **extra})
    rack_id = next((lw["id"] for lw in faulty["labware"] if lw["type"] == rack), None)
    if rack_id is None:
        rack_id = "tips_" + rack.removeprefix("tiprack_")
        faulty["labware"].append({"id": rack_id, "type": rack})
    step["labware"]["tips"] = rack_id
    return faulty


def _overflow(gold: dict[str, Any], rng: random.Random, registry: Registry) -> Iterator[Candidate]:
    for i in _shuffled(_transfers(gold), rng):
        step = gold["steps"][i]
        if rng.random() < 0.5:
            faulty = copy.deepcopy(gold)
            dup = {**copy.deepcopy(step), "id": f"{step['id']}_again"}
            faulty["steps"].insert(i + 1, dup)
            yield faulty, f"step {step['id']} is programmed twice, overfilling its targets", None
        for factor in (2, 3, 4):
            value = step["params"]["volume_ul"] * factor
            retipped = _retipped(gold, i, value)
            if retipped is None:
                continue
            faulty = retipped
            yield (
                faulty,
                (
                    f"step {step['id']}: volume_ul {step['params']['volume_ul']} -> "
                    f"{value}, more than the target wells hold"
                ),
                None,
            )


def _underflow(gold: dict[str, Any], rng: random.Random, registry: Registry) -> Iterator[Candidate]:
    filled = [i for i, lw in enumerate(gold["labware"]) if lw.get("contents")]
    for i in _shuffled(filled, rng):
        faulty = copy.deepcopy(gold)
        old = gold["labware"][i]["contents"][0]["volume_ul"]
        new = round(old * rng.choice([0.1, 0.2, 0.3]), 1)
        faulty["labware"][i]["contents"][0]["volume_ul"] = new
        yield (
            faulty,
            (
                f"labware {gold['labware'][i]['id']} declared with {new} uL per well "
                f"instead of {old} uL, less than the steps draw from it"
            ),
            None,
        )
    for i in _shuffled(_transfers(gold), rng):
        step = gold["steps"][i]
        value = step["params"]["volume_ul"] * 3
        retipped = _retipped(gold, i, value)
        if retipped is None:
            continue
        yield (
            retipped,
            (
                f"step {step['id']}: volume_ul {step['params']['volume_ul']} -> {value}, "
                "more than the source wells hold"
            ),
            None,
        )


def _unavailable(
    gold: dict[str, Any], rng: random.Random, registry: Registry
) -> Iterator[Candidate]:
    used = sorted({s["device"] for s in gold["steps"]} & set(PARTNERS))
    for device in _shuffled(used, rng):
        for down in _shuffled(list(PARTNERS[device]), rng):
            faulty = copy.deepcopy(gold)
            for s in faulty["steps"]:
                if s["device"] == device:
                    s["device"] = down
            overlay = {"instrument_status": {down: "maintenance"}}
            yield (
                faulty,
                (
                    f"the steps on {device} were scheduled on {down}, which this "
                    f"item's registry marks as in maintenance"
                ),
                overlay,
            )


_CANDIDATES = {
    "range": _range,
    "unknown_symbol": _unknown,
    "causal_order": _order,
    "sealed_access": _sealed,
    "volume_overflow": _overflow,
    "volume_underflow": _underflow,
    "device_unavailable": _unavailable,
}
