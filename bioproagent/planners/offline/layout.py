"""Plate layouts and the draft builder shared by the offline planner's assay recipes."""

from __future__ import annotations

import math
from typing import Any

from bioproagent.draft import DraftLabware, DraftStep
from bioproagent.intent.spec import IntentSpec
from bioproagent.vocab import param_unit

ROWS = "ABCDEFGH"
RESERVOIR_COLUMN_UL = (
    15000.0  # NEST 12-well reservoir, the registry default product of reservoir_12col
)
RESERVOIR_COLUMN_DEAD_UL = 1500.0
BIG_RESERVOIR_UL = 290000.0
BIG_RESERVOIR_DEAD_UL = 5000.0
WASTE_LIMIT_UL = 280000.0


def well(index: int, rows: int = 8) -> str:
    """Column-major well name (96-well: 0 -> A1, 8 -> A2; rows=16 for 384-well plates)."""
    return f"{'ABCDEFGHIJKLMNOP'[index % rows]}{index // rows + 1}"


def wells(start: int, count: int, rows: int = 8) -> list[str]:
    return [well(i, rows) for i in range(start, start + count)]


def column(col: int, rows: int = 8) -> list[str]:
    return [f"{ROWS[r]}{col}" for r in range(rows)]


def fmt_num(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return f"{int(value):,}" if abs(value) >= 10000 else str(int(value))
    if isinstance(value, int):
        return f"{value:,}" if abs(value) >= 10000 else str(value)
    return f"{value:g}" if isinstance(value, float) else str(value)


class Builder:
    """Collects draft steps and labware; tracks reagent supplies and waste."""

    def __init__(
        self,
        intent: IntentSpec,
        defaults: dict[str, Any],
        protocol_title: str,
        seal_settings: dict[str, Any] | None = None,
        assay_ids: list[str] | None = None,
    ) -> None:
        self.intent = intent
        self.assay_ids = list(assay_ids or [])
        """The assay kits the registry's LabChip accepts (to read which one the text names)."""
        self.seal_settings = dict(seal_settings or {})
        """The preferred sealer's suggested settings (``temperature_c``, ``duration_s``)."""
        self.defaults = defaults
        self.protocol_title = protocol_title
        self.steps: list[DraftStep] = []
        self.labware: dict[str, DraftLabware] = {}
        self.assumptions: list[str] = []
        self.used: set[int] = set()
        self._supplies: dict[str, float] = {}
        self._supply_steps: list[tuple[DraftStep, str]] = []
        self._waste: list[float] = []
        self.given: set[str] = set()

    # values ------------------------------------------------------------------------------
    def value(
        self, roles: str | tuple[str, ...], key: str, fallback: Any, what: str, unit: str = ""
    ) -> Any:
        """The intent's value for the first matching role, else the protocol default."""
        names = (roles,) if isinstance(roles, str) else roles
        for name in names:
            for i, q in enumerate(self.intent.quantities):
                if i not in self.used and q.role == name:
                    self.used.add(i)
                    self.given.add(key)
                    return int(q.value) if q.value.is_integer() else q.value
        for name in names:
            if name in self.intent.counts:
                self.given.add(key)
                return self.intent.counts[name]
        unit_of_name = param_unit(names[0])
        if unit_of_name is not None:
            for i, q in enumerate(self.intent.quantities):
                if i not in self.used and q.role is None and q.unit == unit_of_name.unit:
                    self.used.add(i)
                    self.given.add(key)
                    return int(q.value) if q.value.is_integer() else q.value
        chosen = self.defaults.get(key, fallback)
        source = f"'{self.protocol_title}'" if key in self.defaults else "the planner default"
        self.assumptions.append(
            f"{what} not given: used {fmt_num(chosen)}{(' ' + unit) if unit else ''} ({source})."
        )
        return chosen

    def count(self, name: str, fallback: int, what: str) -> int:
        if name in self.intent.counts:
            self.given.add(name)
            return int(self.intent.counts[name])
        chosen = int(self.defaults.get(name, fallback))
        self.assumptions.append(f"{what} not given: used {chosen}.")
        return chosen

    def fmt(self, wanted: str, fallback: str) -> str:
        """The intent's format if one of the wanted family was named, else the fallback."""
        for f in self.intent.formats:
            if f == wanted or f.startswith(wanted):
                return f
        return fallback

    # labware -----------------------------------------------------------------------------
    def add_labware(
        self,
        name: str,
        fmt: str,
        contents: list[dict[str, Any]] | None = None,
        sealed: bool = False,
        type_id: str | None = None,
    ) -> str:
        if name not in self.labware:
            self.labware[name] = DraftLabware(
                name=name, format=fmt, contents=contents or [], sealed=sealed, type=type_id
            )
        return name

    def step(
        self,
        text: str,
        operation: str | None,
        params: dict[str, Any] | None = None,
        labware: dict[str, Any] | None = None,
        wells: dict[str, list[str]] | None = None,
        category: str | None = None,
    ) -> DraftStep:
        s = DraftStep(
            text=text,
            operation=operation,
            params=params or {},
            labware=labware or {},
            wells=wells or {},
            category=category,
        )
        self.steps.append(s)
        return s

    # liquid ------------------------------------------------------------------------------
    def dispense(
        self,
        reagent: str,
        volume: float,
        target: str,
        target_wells: list[str] | None,
        text: str,
        mix_cycles: int = 0,
    ) -> DraftStep:
        """Transfer a reagent from its reservoir to target wells (one source well)."""
        n = len(target_wells) if target_wells else self._well_count(target)
        self._supplies[reagent] = self._supplies.get(reagent, 0.0) + volume * n
        params: dict[str, Any] = {"volume_ul": volume}
        if mix_cycles:
            params["mix_cycles"] = mix_cycles
        step = self.step(
            text,
            "transfer",
            params,
            {"source": "", "target": target},
            {"target": target_wells} if target_wells else {},
            "LH",
        )
        self._supply_steps.append((step, reagent))
        return step

    def discard(self, source: str, source_wells: list[str], volume: float, text: str) -> DraftStep:
        """Move liquid from wells to a waste reservoir."""
        total = volume * len(source_wells)
        if not self._waste or self._waste[-1] + total > WASTE_LIMIT_UL:
            self._waste.append(0.0)
        self._waste[-1] += total
        name = self.add_labware(f"waste_{len(self._waste)}", "reservoir", type_id="reservoir_290ml")
        return self.step(
            text,
            "transfer",
            {"volume_ul": volume, "new_tip": "always"},
            {"source": source, "target": name},
            {"source": source_wells, "target": ["A1"]},
            "LH",
        )

    def _well_count(self, name: str) -> int:
        fmt = self.labware[name].format
        return 384 if "384" in fmt else 24 if "24" in fmt else 1 if "tube" in fmt else 96

    def finish(self) -> None:
        """Place every reagent in a reservoir column (or a large reservoir) with enough
        liquid for all draws plus dead volume and a 10 % margin."""
        column_no = 0
        for reagent, total in self._supplies.items():
            need = math.ceil(total * 1.1 + 1)
            if need + RESERVOIR_COLUMN_DEAD_UL <= RESERVOIR_COLUMN_UL and column_no < 12:
                column_no += 1
                name = self.add_labware("reagents", "reservoir", type_id="reservoir_12col")
                well_name = f"A{column_no}"
                self.labware[name].contents.append(
                    {
                        "wells": [well_name],
                        "reagent": reagent,
                        "volume_ul": min(RESERVOIR_COLUMN_UL, need + RESERVOIR_COLUMN_DEAD_UL),
                    }
                )
            else:
                name = self.add_labware(
                    f"{reagent.replace(' ', '_').replace('%', 'pct')}_reservoir",
                    "reservoir",
                    type_id="reservoir_290ml",
                )
                well_name = "A1"
                self.labware[name].contents.append(
                    {
                        "wells": ["A1"],
                        "reagent": reagent,
                        "volume_ul": min(BIG_RESERVOIR_UL, need + BIG_RESERVOIR_DEAD_UL),
                    }
                )
            for step, r in self._supply_steps:
                if r == reagent:
                    step.labware["source"] = name
                    step.wells["source"] = [well_name]
