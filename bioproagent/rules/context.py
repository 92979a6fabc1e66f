"""The per-step view rules and effects read: bound labware, wells and value paths."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, TypeGuard

from bioproagent.ir import Step
from bioproagent.registry.loader import Registry
from bioproagent.registry.model import Instrument, Operation
from bioproagent.rules.state import LabwareState, WellSpan, WorkflowState, well_volumes
from bioproagent.textutil import lookup_key


@dataclass
class StepContext:
    """Everything a rule or effect of one step needs."""

    index: int
    step: Step
    instrument: Instrument
    operation: Operation
    state: WorkflowState
    registry: Registry
    track_volumes: bool = True
    bindings: dict[str, list[LabwareState]] = field(default_factory=dict)
    wells: dict[str, list[WellSpan]] = field(default_factory=dict)
    focus: dict[str, int] = field(default_factory=dict)

    @property
    def base(self) -> str:
        return f"/steps/{self.index}"

    def capacity_of(self, device: str) -> int | None:
        """Labware capacity of an instrument, when the registry gives one."""
        instrument = self.registry.instrument(device)
        return None if instrument is None else instrument.capacity.get("labware")

    def param(self, name: str) -> Any:
        """The step's value, else the default the instrument uses."""
        if name in self.step.params:
            return self.step.params[name]
        return self.operation.param_specs.get(name, {}).get("default")

    def bound(self, role: str) -> LabwareState | None:
        items = self.bindings.get(role) or []
        if not items:
            return None
        return items[min(self.focus.get(role, 0), len(items) - 1)]

    def value(self, expr: Any) -> Any:
        """Evaluate a rule expression; None means unknown (the rule is then skipped)."""
        if isinstance(expr, bool | int | float):
            return expr
        if isinstance(expr, str):
            return self._path(expr)
        if isinstance(expr, Mapping):
            if "lookup" in expr:
                key = self.value(expr["lookup"])
                return None if key is None else expr["table"].get(lookup_key(key))
            if "divide" in expr:  # 'the volume per trip': volume_ul / trips
                top, bottom = (self.value(e) for e in expr["divide"])
                if _is_number(top) and _is_number(bottom) and bottom > 0:
                    return top / bottom
                return None
            for key, pick in (("min", min), ("max", max)):
                if key in expr:
                    known = [v for v in (self.value(e) for e in expr[key]) if _is_number(v)]
                    return pick(known) if known else None
        return None

    def _path(self, path: str) -> Any:
        scope, role, attribute = _split(path)
        if scope == "params":
            return self.param(role)
        if scope == "count":
            return len(self.bindings.get(role, []))
        if scope == "device":
            return self.instrument.capacity.get(attribute)
        if scope == "labware":
            bound = self.bound(role)
            return None if bound is None else bound.type.property_value(attribute)
        if scope == "state":
            return self._state_value(role, attribute)
        return None

    def _state_value(self, role: str, attribute: str) -> Any:
        if attribute == "sealed":
            items = self.bindings.get(role)
            return None if not items else any(lw.sealed for lw in items)
        if not self.track_volumes:
            return None  # volumes are unknown, so rules that read them are skipped
        volumes = well_volumes(self.wells.get(role, []))
        if not volumes:
            return None
        if attribute == "max_well_volume_ul":
            return max(volumes)
        if attribute == "min_well_volume_ul":
            return min(volumes)
        if attribute == "total_volume_ul":
            return sum(volumes)
        return None

    def applies(self, condition: Mapping[str, list[Any]] | None) -> bool:
        """Whether a rule's ``when`` holds (an unknown value never matches)."""
        if not condition:
            return True
        for path, allowed in condition.items():
            value = self.value(path)
            if value is None or value not in allowed:
                return False
        return True


@cache
def _split(path: str) -> tuple[str, str, str]:
    """'labware.tips.tip_capacity_ul' -> ('labware', 'tips', 'tip_capacity_ul'), cached."""
    scope, _, rest = path.partition(".")
    if scope == "params":
        return scope, rest, ""
    role, _, attribute = rest.partition(".")
    return scope, role, attribute


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def is_number(value: Any) -> TypeGuard[int | float]:
    """A JSON number (booleans excluded)."""
    return _is_number(value)
