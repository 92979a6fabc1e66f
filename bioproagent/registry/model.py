"""Read-only views over validated registry files.

The JSON Schema files in ``hardware_registry/schema/`` define the shapes; these classes
only give typed access to fields the schema makes required, and hold the compiled
parameter validators (compiled once per operation, reused for every step).
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import fastjsonschema
import jsonschema

from bioproagent.vocab import CATEGORY_CLASSES


@dataclass(frozen=True)
class RoleSpec:
    """How an operation uses one labware role."""

    name: str
    description: str
    required: bool
    formats: tuple[str, ...]
    max_count: int
    wells: str


@dataclass(frozen=True)
class Operation:
    """One operation of an instrument, with its compiled parameter validators."""

    name: str
    description: str
    params_schema: Mapping[str, Any]
    roles: Mapping[str, RoleSpec]
    rules: tuple[Mapping[str, Any], ...]
    effects: tuple[Mapping[str, Any], ...]

    @cached_property
    def fast_check(self) -> Any:
        """A compiled validator that raises on the first error (fast path)."""
        return fastjsonschema.compile(dict(self.params_schema), use_default=False)

    @cached_property
    def full_validator(self) -> jsonschema.Draft202012Validator:
        """A validator that lists every error (used once the fast path failed)."""
        return jsonschema.Draft202012Validator(dict(self.params_schema))

    @property
    def param_specs(self) -> Mapping[str, Mapping[str, Any]]:
        """Parameter name -> its schema."""
        specs: Mapping[str, Mapping[str, Any]] = self.params_schema.get("properties", {})
        return specs

    @property
    def required_params(self) -> tuple[str, ...]:
        return tuple(self.params_schema.get("required", ()))

    def params_valid(self, params: Mapping[str, Any]) -> bool:
        """True when the parameters satisfy the schema (compiled fast path)."""
        try:
            self.fast_check(params)
        except fastjsonschema.JsonSchemaException:
            return False
        return True


@dataclass(frozen=True)
class Instrument:
    """A validated instrument file."""

    data: Mapping[str, Any]
    path: Path | None = None
    operations: Mapping[str, Operation] = field(init=False)

    def __post_init__(self) -> None:
        formats = tuple(self.data["labware_formats"])
        ops: dict[str, Operation] = {}
        for name, op in self.data["operations"].items():
            roles = {
                role: RoleSpec(
                    name=role,
                    description=spec["description"],
                    required=spec.get("required", True),
                    formats=tuple(spec.get("formats", formats)),
                    max_count=spec.get("max_count", 1),
                    wells=spec.get("wells", "optional"),
                )
                for role, spec in op.get("labware", {}).items()
            }
            ops[name] = Operation(
                name=name,
                description=op["description"],
                params_schema=op["params"],
                roles=roles,
                rules=tuple(op.get("rules", ())),
                effects=tuple(op.get("effects", ())),
            )
        object.__setattr__(self, "operations", ops)

    @property
    def id(self) -> str:
        return str(self.data["id"])

    @property
    def name(self) -> str:
        return str(self.data["name"])

    @property
    def vendor(self) -> str:
        return str(self.data["vendor"])

    @property
    def model(self) -> str:
        return str(self.data["model"])

    @property
    def category(self) -> str:
        return str(self.data["category"])

    @property
    def instrument_class(self) -> str:
        """The paper's class: liquid handling, thermal, centrifugation, ..."""
        return CATEGORY_CLASSES[self.category]

    @property
    def status(self) -> str:
        return str(self.data["status"])

    @property
    def labware_formats(self) -> tuple[str, ...]:
        return tuple(self.data["labware_formats"])

    @property
    def capacity(self) -> Mapping[str, int]:
        capacity: Mapping[str, int] = self.data.get("capacity", {})
        return capacity

    @property
    def pipetting(self) -> Mapping[str, Any] | None:
        """Liquid handlers: volume floor, tip loading, reserved positions, mounts, pipettes."""
        return self.data.get("pipetting")

    @property
    def aliases(self) -> tuple[str, ...]:
        return tuple(self.data.get("aliases", ()))

    @property
    def proagent_resource_id(self) -> int | None:
        found = self.data.get("external_ids", {}).get("proagent_resource_id")
        return found if isinstance(found, int) else None


def well_names(rows: int, columns: int) -> tuple[str, ...]:
    """Row-major well names: A1, A2, ..., then B1 ... (rows past Z continue AA, AB, ...)."""
    letters = string.ascii_uppercase
    row_names = [letters[r] if r < 26 else "A" + letters[r - 26] for r in range(rows)]
    return tuple(f"{row}{col}" for row in row_names for col in range(1, columns + 1))


@dataclass(frozen=True)
class LabwareType:
    """A validated labware type file."""

    data: Mapping[str, Any]
    path: Path | None = None

    @property
    def id(self) -> str:
        return str(self.data["id"])

    @property
    def name(self) -> str:
        return str(self.data["name"])

    @property
    def format(self) -> str:
        return str(self.data["format"])

    @property
    def kind(self) -> str:
        return str(self.data["kind"])

    @cached_property
    def well_volume_ul(self) -> float:
        """Largest volume per well. Without a named product this is the stricter of the
        generic figure and the default product's (the product that will be loaded)."""
        generic = float(self.data["well_volume_ul"])
        if "product" in self.data or not self.products:
            return generic
        return min(generic, float(self.products[0]["well_volume_ul"]))

    @cached_property
    def dead_volume_ul(self) -> float:
        """Volume per well that cannot be aspirated (stricter of generic and default product)."""
        generic = float(self.data.get("dead_volume_ul", 0.0))
        if "product" in self.data or not self.products:
            return generic
        return max(generic, float(self.products[0].get("dead_volume_ul", 0.0)))

    @property
    def sealable(self) -> bool:
        return bool(self.data["sealable"])

    @property
    def max_rcf_g(self) -> float | None:
        value = self.data["max_rcf_g"]
        return None if value is None else float(value)

    @cached_property
    def wells(self) -> tuple[str, ...]:
        return well_names(int(self.data["rows"]), int(self.data["columns"]))

    @cached_property
    def well_set(self) -> frozenset[str]:
        return frozenset(self.wells)

    @property
    def products(self) -> tuple[Mapping[str, Any], ...]:
        """Real products this type stands for; the first is the default."""
        return tuple(self.data.get("products", ()))

    def product(self, product_id: str) -> Mapping[str, Any] | None:
        return next((p for p in self.products if p["id"] == product_id), None)

    def as_product(self, product_id: str | None) -> LabwareType:
        """This type with a named product's own well volume, dead volume and height.

        Unknown or no product: the type itself (whose figures already account for the default
        product).
        """
        chosen = self.product(product_id) if product_id else None
        if chosen is None:
            return self
        data = dict(self.data)
        data["well_volume_ul"] = float(chosen["well_volume_ul"])
        data["dead_volume_ul"] = float(chosen.get("dead_volume_ul", self.dead_volume_ul))
        data["height_mm"] = float(chosen["height_mm"])
        if self.kind == "tiprack":
            data["tip_capacity_ul"] = float(chosen["well_volume_ul"])
        data["product"] = chosen["id"]
        return LabwareType(data, self.path)

    def property_value(self, name: str) -> Any:
        """A labware field used by rule expressions (``labware.ROLE.NAME``)."""
        if name == "wells":
            return len(self.wells)
        if name == "well_volume_ul":
            return self.well_volume_ul
        if name == "dead_volume_ul":
            return self.dead_volume_ul
        return self.data.get(name)
