"""Tables of the public ProAgent node format shared by the reader, the writer and the form check.

A node's ``nodeConfig.meta.processType`` says which form it carries. Each form maps to IR
operations through :class:`OpSpec` entries: which node fields become which IR parameters
(with a codec: plain number or text, a time string, or volume plus unit) and which
consumable fields bind which labware roles. Values are decoded from the node and, when
written back, re-encoded only if the IR value differs from what the stored field already
decodes to, so an unchanged flow is written back byte for byte.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass
from typing import Any, Literal

from bioproagent.rules.context import is_number

FieldKind = Literal["number", "text", "time", "volume"]

MICROLITRE_UNITS = frozenset({"µL", "μL", "uL", "ul", "µl", "μl"})
MILLILITRE_UNITS = frozenset({"mL", "ml"})
_TIME_TEXT = re.compile(r"^\d{1,3}(:\d{2}){2,3}$")


@dataclass(frozen=True)
class FieldMap:
    """One IR parameter carried by one node field."""

    param: str
    field: str
    kind: FieldKind


@dataclass(frozen=True)
class OpSpec:
    """How one node form (or one ``operationType`` of a step list) maps to an IR operation."""

    key: str
    operation: str
    roles: tuple[tuple[str, str], ...]
    params: tuple[FieldMap, ...]


@dataclass(frozen=True)
class NodeKind:
    """A node form: ``selector`` picks the operation; ``array_field`` holds a step list."""

    selector: str | None
    ops: Mapping[str, OpSpec]
    array_field: str | None = None

    def op_for(self, operation: str) -> OpSpec | None:
        return next((op for op in self.ops.values() if op.operation == operation), None)


LIQUID_HANDLER_OPS: dict[str, OpSpec] = {
    "transfer": OpSpec(
        "transfer",
        "transfer",
        (("source", "sourceConsumable"), ("target", "targetConsumable")),
        (FieldMap("volume_ul", "volume", "volume"),),
    ),
    "shake": OpSpec(
        "shake",
        "shake",
        (("plate", "sourceConsumable"),),
        (
            FieldMap("rotation_speed_rpm", "rotationSpeed_rpm", "number"),
            FieldMap("duration_s", "shakingDuration", "time"),
            FieldMap("direction", "shakingMode", "text"),
        ),
    ),
    "temperature": OpSpec(
        "temperature",
        "incubate",
        (("plate", "sourceConsumable"),),
        (
            FieldMap("temperature_c", "temperature_C", "number"),
            FieldMap("duration_s", "temperatureDuration", "time"),
        ),
    ),
    "magneticModule": OpSpec(
        "magneticModule",
        "magnetic_separation",
        (("plate", "magneticConsumable"),),
        (FieldMap("duration_s", "magneticDuration", "time"),),
    ),
}
_PLATE = (("plate", "consumableName"),)
READER_OPS: dict[str, OpSpec] = {
    "absorbance": OpSpec(
        "absorbance",
        "read_absorbance",
        _PLATE,
        (FieldMap("wavelength_nm", "detectionWavelength", "number"),),
    ),
    "fluorescence": OpSpec(
        "fluorescence",
        "read_fluorescence",
        _PLATE,
        (
            FieldMap("excitation_nm", "excitation_nm", "number"),
            FieldMap("emission_nm", "emission_nm", "number"),
        ),
    ),
    "luminescence": OpSpec("luminescence", "read_luminescence", _PLATE, ()),
}
NODE_KINDS: dict[str, NodeKind] = {
    "automated_pipetting_station": NodeKind("operationType", LIQUID_HANDLER_OPS, "workflowSteps"),
    "microplate_reader_editor": NodeKind("detectionMode", READER_OPS),
    "labchip_gx_touch_ht_editor": NodeKind(
        None,
        {
            "": OpSpec(
                "",
                "run_assay",
                _PLATE,
                (FieldMap("sample_count", "sampleCount", "number"),),
            )
        },
    ),
    "cytomat_2c450_editor": NodeKind(
        None,
        {
            "": OpSpec(
                "",
                "incubate",
                _PLATE,
                (
                    FieldMap("temperature_c", "temperature_C", "number"),
                    FieldMap("duration_s", "incubationTime", "time"),
                ),
            )
        },
    ),
}
RESOURCE_PROCESS_TYPES: dict[int, str] = {
    48: "automated_pipetting_station",
    59: "automated_pipetting_station",
    55: "microplate_reader_editor",
    60: "labchip_gx_touch_ht_editor",
    65: "cytomat_2c450_editor",
}
"""Process type by resourceId, used only when a node carries no ``meta.processType``."""

FORMAT_GAPS: dict[str, frozenset[str]] = {"run_assay": frozenset({"assay"})}
"""IR parameters an operation requires that the node form has no field for at all."""


def node_kind(node: Mapping[str, Any]) -> tuple[str | None, NodeKind | None]:
    """The node's process type and form (by ``meta.processType``, else by resourceId)."""
    config = node.get("nodeConfig")
    meta = config.get("meta") if isinstance(config, Mapping) else None
    process = meta.get("processType") if isinstance(meta, Mapping) else None
    if not isinstance(process, str) or process not in NODE_KINDS:
        rid = node.get("resourceId")
        fallback = RESOURCE_PROCESS_TYPES.get(rid) if isinstance(rid, int) else None
        process = fallback or (process if isinstance(process, str) else None)
    return process, NODE_KINDS.get(process) if process else None


def form_fields(node: Mapping[str, Any], kind: NodeKind | None) -> Mapping[str, Any]:
    """The form fields of a node (the item schema for step-list nodes)."""
    config = node.get("nodeConfig")
    schema = config.get("formSchema") if isinstance(config, Mapping) else None
    if not isinstance(schema, Mapping):
        return {}
    if kind is not None and kind.array_field:
        array = schema.get(kind.array_field)
        items = array.get("itemSchema") if isinstance(array, Mapping) else None
        return items if isinstance(items, Mapping) else {}
    return schema


# -- time values ------------------------------------------------------------------------
def declared_time_format(spec: Mapping[str, Any] | None) -> str:
    """'HH:MM:SS' or 'DD:HH:MM:SS' as the field's ``ui.format`` declares (HH:mm:ss = HH:MM:SS)."""
    ui = spec.get("ui") if isinstance(spec, Mapping) else None
    text = ui.get("format") if isinstance(ui, Mapping) else None
    return "DD:HH:MM:SS" if isinstance(text, str) and text.upper() == "DD:HH:MM:SS" else "HH:MM:SS"


def time_text_format(value: Any) -> str | None:
    """The format a time string is written in, or None when it is not a valid time string."""
    if not isinstance(value, str) or not _TIME_TEXT.match(value.strip()):
        return None
    parts = [int(p) for p in value.strip().split(":")]
    if parts[-1] >= 60 or parts[-2] >= 60:
        return None
    if len(parts) == 4:
        return "DD:HH:MM:SS" if parts[1] < 24 else None
    return "HH:MM:SS"


def parse_time(value: Any) -> int | float | None:
    """Seconds of a time string (HH:MM:SS or DD:HH:MM:SS) or a bare number of seconds."""
    if is_number(value):
        return value if value >= 0 else None
    if time_text_format(value) is None:
        return None
    parts = [int(p) for p in str(value).strip().split(":")]
    days, hours, minutes, seconds = [0, *parts] if len(parts) == 3 else parts
    return ((days * 24 + hours) * 60 + minutes) * 60 + seconds


def format_time(seconds: float, time_format: str) -> str:
    """Write seconds in the declared format (rounded to whole seconds)."""
    total = round(seconds)
    minutes, secs = divmod(total, 60)
    hours, minutes = divmod(minutes, 60)
    if time_format == "DD:HH:MM:SS":
        days, hours = divmod(hours, 24)
        return f"{days:02d}:{hours:02d}:{minutes:02d}:{secs:02d}"
    return f"{hours:02d}:{minutes:02d}:{secs:02d}"


def _number(value: float) -> int | float:
    return int(value) if isinstance(value, float) and value.is_integer() else value


# -- codecs -----------------------------------------------------------------------------
def decode_field(fm: FieldMap, scope: Mapping[str, Any]) -> Any:
    """The IR value a node field carries, or None when it is absent or unreadable."""
    raw = scope.get(fm.field)
    if fm.kind == "number":
        return raw if is_number(raw) else None
    if fm.kind == "text":
        return raw if isinstance(raw, str) and raw else None
    if fm.kind == "time":
        seconds = parse_time(raw)
        return None if seconds is None else _number(seconds)
    unit = scope.get("unit", "µL")
    if not is_number(raw):
        return None
    if unit in MICROLITRE_UNITS:
        return raw
    if unit in MILLILITRE_UNITS:
        return _number(round(raw * 1000, 6))
    return None


def encode_field(
    fm: FieldMap, scope: MutableMapping[str, Any], value: Any, spec: Mapping[str, Any] | None
) -> None:
    """Write an IR value into the node field, leaving it untouched when it already matches."""
    if decode_field(fm, scope) == value and (value is not None or fm.field not in scope):
        return
    if value is None:
        scope.pop(fm.field, None)
    elif fm.kind == "time":
        scope[fm.field] = format_time(value, declared_time_format(spec))
    elif fm.kind == "volume":
        if scope.get("unit") in MILLILITRE_UNITS:
            scope[fm.field] = _number(round(value / 1000, 9))
        else:
            if scope.get("unit") not in MICROLITRE_UNITS:
                scope["unit"] = "µL"
            scope[fm.field] = _number(value)
    else:
        scope[fm.field] = value
