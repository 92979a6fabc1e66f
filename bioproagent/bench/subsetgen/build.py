"""A small builder that writes a gold workflow (IR) and its scientist-style draft together.

Every template of the subset generator describes a protocol once, step by step; each call
appends one IR step and, unless told otherwise, one numbered line of the draft, so the
draft and the gold device code cannot drift apart. Nothing here plans: every value comes
from the template that calls it.
"""

from __future__ import annotations

import string
from typing import Any

from bioproagent.registry import Registry, load_registry
from bioproagent.rules.supply import supply_tips

ROWS = string.ascii_uppercase
TIP_RACKS: tuple[tuple[float, str], ...] = (
    (20, "tiprack_96_20ul"),
    (50, "tiprack_96_50ul"),
    (200, "tiprack_96_200ul"),
    (300, "tiprack_96_300ul"),
    (1000, "tiprack_96_1000ul"),
)
LIQUID_HANDLERS: tuple[str, ...] = (
    "biomek_i7_hybrid",
    "biomek_i5",
    "hamilton_star",
    "tecan_fluent",
    "opentrons_flex",
    "opentrons_ot2",
)


def wells(n: int, *, rows: int = 8, columns: int = 12, start: int = 0) -> list[str]:
    """``n`` well names in column-major order (A1, B1, ..., H1, A2, ...), from ``start``."""
    names = [f"{ROWS[r]}{c + 1}" for c in range(columns) for r in range(rows)]
    if start + n > len(names):
        raise ValueError(f"{n} wells from index {start} do not fit a {rows}x{columns} layout")
    return names[start : start + n]


def span(names: list[str]) -> str:
    """Human label for a well list: 'A1-H3' or 'A1'."""
    return names[0] if len(names) == 1 else f"{names[0]}-{names[-1]}"


def num(value: float) -> str:
    """A number as a scientist writes it (no trailing .0)."""
    return f"{value:g}" if isinstance(value, float) else str(value)


def duration(seconds: float) -> str:
    """'90 s', '5 min', '2 h 30 min' from seconds."""
    seconds = round(seconds)
    if seconds < 120 and seconds % 60:
        return f"{seconds} s"
    minutes, secs = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    parts = [f"{hours} h"] if hours else []
    if minutes:
        parts.append(f"{minutes} min")
    if secs:
        parts.append(f"{secs} s")
    return " ".join(parts)


def pick_tips(volume_ul: float, floor_ul: float = 0) -> str:
    """The smallest 96-tip rack whose tips hold ``volume_ul``."""
    for capacity, rack in TIP_RACKS:
        if volume_ul <= capacity and capacity >= floor_ul:
            return rack
    raise ValueError(f"no tip rack holds {volume_ul} uL; split the transfer")


def handler_settings(handler: str, volume_ul: float) -> tuple[dict[str, Any], str]:
    """Extra transfer parameters (pipette / arm) and the tip rack type for one handler."""
    if handler == "opentrons_ot2":
        if volume_ul <= 20:
            return {"pipette": "p20_single_gen2"}, "tiprack_96_20ul"
        if volume_ul <= 300:
            return {"pipette": "p300_single_gen2"}, "tiprack_96_300ul"
        return {"pipette": "p1000_single_gen2"}, "tiprack_96_1000ul"
    if handler == "opentrons_flex":
        if volume_ul <= 50:
            return {"pipette": "flex_1channel_50"}, "tiprack_96_50ul"
        return {"pipette": "flex_1channel_1000"}, "tiprack_96_1000ul"
    if handler == "tecan_fluent":
        return {"arm": "fca"}, pick_tips(volume_ul)
    return {}, pick_tips(volume_ul)


class Flow:
    """Accumulates labware, steps and draft lines for one gold workflow."""

    def __init__(self, name: str, registry: Registry | None = None) -> None:
        self.name = name
        self.registry = registry or load_registry()
        self.labware: list[dict[str, Any]] = []
        self.steps: list[dict[str, Any]] = []
        self.lines: list[str] = []
        self._tips: dict[str, str] = {}

    # -- declarations ------------------------------------------------------------------
    def lw(
        self,
        id: str,
        type: str,
        *,
        volume: float | None = None,
        filled: list[str] | None = None,
        reagent: str | None = None,
        sealed: bool = False,
        created_by: str | None = None,
        name: str | None = None,
    ) -> str:
        """Declare labware; ``volume`` fills ``filled`` wells (every well when None)."""
        item: dict[str, Any] = {"id": id, "type": type}
        if volume is not None:
            content: dict[str, Any] = {"volume_ul": volume}
            if filled is not None:
                content["wells"] = list(filled)
            if reagent:
                content["reagent"] = reagent
            item["contents"] = [content]
        if sealed:
            item["sealed"] = True
        if created_by:
            item["created_by"] = created_by
        if name:
            item["name"] = name
        self.labware.append(item)
        return id

    def tips(self, rack_type: str) -> str:
        """The tip rack instance of a type, declared on first use."""
        if rack_type not in self._tips:
            rack_id = "tips_" + rack_type.removeprefix("tiprack_")
            self._tips[rack_type] = self.lw(rack_id, rack_type)
        return self._tips[rack_type]

    def next_id(self, operation: str) -> str:
        return f"s{len(self.steps) + 1:03d}_{operation}"

    # -- steps -------------------------------------------------------------------------
    def step(
        self, device: str, operation: str, params: dict[str, Any], text: str | None, **roles: Any
    ) -> str:
        """Append one step (and one draft line unless ``text`` is None); returns its id."""
        instrument = self.registry.instrument(device)
        if instrument is None:
            raise ValueError(f"template bug: unknown instrument {device}")
        step_id = self.next_id(operation)
        self.steps.append(
            {
                "id": step_id,
                "device": device,
                "operation": operation,
                "params": dict(params),
                "labware": {role: bound for role, bound in roles.items() if bound is not None},
                "category": instrument.category,
            }
        )
        if text:
            self.lines.append(text)
        return step_id

    def transfer(
        self,
        handler: str,
        source: str,
        source_wells: list[str],
        target: str,
        target_wells: list[str],
        volume_ul: float,
        text: str | None,
        *,
        mix_cycles: int = 0,
    ) -> str:
        extra, rack = handler_settings(handler, volume_ul)
        params: dict[str, Any] = {"volume_ul": volume_ul, **extra}
        if mix_cycles:
            params["mix_cycles"] = mix_cycles
        return self.step(
            handler,
            "transfer",
            params,
            text,
            source={"labware": source, "wells": list(source_wells)},
            target={"labware": target, "wells": list(target_wells)},
            tips=self.tips(rack),
        )

    def mix(
        self,
        handler: str,
        target: str,
        target_wells: list[str],
        volume_ul: float,
        cycles: int,
        text: str | None,
    ) -> str:
        extra, rack = handler_settings(handler, volume_ul)
        return self.step(
            handler,
            "mix",
            {"volume_ul": volume_ul, "cycles": cycles, **extra},
            text,
            target={"labware": target, "wells": list(target_wells)},
            tips=self.tips(rack),
        )

    def seal(self, plate: str, temperature_c: float, duration_s: float, text: str | None) -> str:
        return self.step(
            "azenta_a4s",
            "seal",
            {"temperature_c": temperature_c, "duration_s": duration_s},
            text,
            plate=plate,
        )

    def peel(self, plate: str, text: str | None, *, speed: str = "slow") -> str:
        return self.step(
            "azenta_xpeel", "peel", {"speed": speed, "adhere_time_s": 2.5}, text, plate=plate
        )

    def plate_spin(
        self, device: str, plates: list[str], rcf_g: float, duration_s: float, text: str | None
    ) -> str:
        params: dict[str, Any] = {"rcf_g": rcf_g, "duration_s": duration_s}
        if device == "eppendorf_5810r":
            params["rotor"] = "A-4-81 MTP/Flex"
            return self.step(device, "spin", params, text, plates=list(plates))
        return self.step(device, "spin", params, text, plates=list(plates))

    def move(self, plate: str, destination: str, text: str | None) -> str:
        return self.step(
            "precise_pf400", "move_plate", {"destination": destination}, text, plate=plate
        )

    # -- output ------------------------------------------------------------------------
    def workflow(self, **metadata: Any) -> dict[str, Any]:
        """The gold workflow, with as many tip racks as its steps take (see supply_tips)."""
        document = {
            "name": self.name,
            "labware": [dict(item) for item in self.labware],
            "steps": [dict(step) for step in self.steps],
            "metadata": {"source": "bioproagent benchmark generator", **metadata},
        }
        return supply_tips(document, self.registry)

    def draft(self, title: str | None = None) -> str:
        head = [f"Protocol: {title or self.name}", ""]
        return "\n".join(head + [f"{i}. {line}" for i, line in enumerate(self.lines, 1)])

    def instrument_name(self, device: str) -> str:
        instrument = self.registry.instrument(device)
        return instrument.name if instrument else device
