"""Tests for bioproagent.adapters.proagent: import, export, form check and tolerance policy.

The shared ProAgent subsets are read from ``$BIOPROAGENT_SHARED_DATA/proagent``; those
tests are skipped when the variable is unset. The synthetic flows below cover the same
ground without the shared data.
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import pytest

from bioproagent.adapters import check_proagent, from_proagent, to_proagent
from bioproagent.adapters.proagent.spec import format_time, parse_time
from bioproagent.errors import WorkflowFormatError
from bioproagent.ir import Workflow

# -- synthetic flows --------------------------------------------------------------------
_TIME = {"type": "time_input", "ui": {"format": "HH:MM:SS"}}


def _vis(*ops: str) -> dict[str, Any]:
    return {"visibility": {"dependsOn": "operationType", "showWhen": list(ops)}}


LH_ITEM_SCHEMA: dict[str, Any] = {
    "stepName": {"type": "text_input", "required": True},
    "operationType": {
        "type": "select_input",
        "required": True,
        "options": [{"value": v} for v in ("transfer", "shake", "temperature", "magneticModule")],
    },
    "sourceConsumable": {
        "type": "consumable_select",
        "required": True,
        **_vis("transfer", "shake", "temperature"),
    },
    "targetConsumable": {"type": "consumable_select", **_vis("transfer")},
    "volume": {
        "type": "number_input",
        "validation": {"min": 0.5, "max": 5000, "step": 0.1},
        **_vis("transfer"),
    },
    "unit": {
        "type": "select_input",
        "options": [{"value": "µL"}, {"value": "mL"}],
        **_vis("transfer"),
    },
    "shakingMode": {
        "type": "select_input",
        "options": [{"value": "clockwise"}, {"value": "counterclockwise"}],
        **_vis("shake"),
    },
    "rotationSpeed_rpm": {
        "type": "number_input",
        "validation": {"min": 50, "max": 1200},
        **_vis("shake"),
    },
    "shakingDuration": {**_TIME, **_vis("shake")},
    "temperature_C": {
        "type": "number_input",
        "validation": {"min": 4, "max": 100},
        **_vis("temperature"),
    },
    "temperatureDuration": {**_TIME, **_vis("temperature")},
    "magneticConsumable": {
        "type": "consumable_reference",
        "required": True,
        **_vis("magneticModule"),
    },
    "magneticDuration": {**_TIME, **_vis("magneticModule")},
}


def lh_item(op: str, **fields: Any) -> dict[str, Any]:
    """A workflowSteps item storing every field, hidden ones included (as the data does)."""
    item = {
        "stepName": f"{op} step",
        "operationType": op,
        "sourceConsumable": "new_1",
        "targetConsumable": "new_2",
        "volume": 50,
        "unit": "µL",
        "shakingMode": "clockwise",
        "rotationSpeed_rpm": 300,
        "shakingDuration": "00:02:30",
        "temperature_C": 25,
        "temperatureDuration": "00:10:00",
        "magneticConsumable": "",
        "magneticDuration": "00:02:30",
    }
    item.update(fields)
    return item


def lh_node(
    items: list[dict[str, Any]], node_id: int = 101, resource_id: int = 59
) -> dict[str, Any]:
    return {
        "templateNodeId": node_id,
        "templateId": "t",
        "resourceId": resource_id,
        "nodeName": "Biomek i7 Hybrid (Span8+MC96) / Automated Liquid Handling Workstation-1",
        "nodeType": "device",
        "sequence": None,
        "positionX": 0,
        "positionY": 0,
        "runningTimes": None,
        "nodeConfig": {
            "meta": {"processType": "automated_pipetting_station", "version": "1.2"},
            "formSchema": {
                "workflowSteps": {
                    "type": "array_group",
                    "minItems": 1,
                    "maxItems": 20,
                    "itemSchema": LH_ITEM_SCHEMA,
                }
            },
        },
        "parameters": {"workflowSteps": items},
    }


def incubator_node(time: Any = "00:00:30:00", node_id: int = 202, **params: Any) -> dict[str, Any]:
    return {
        "templateNodeId": node_id,
        "templateId": "t",
        "resourceId": 65,
        "nodeName": "Cytomat 2C450-LiN / Automated Incubator",
        "nodeType": "device",
        "nodeConfig": {
            "meta": {"processType": "cytomat_2c450_editor"},
            "formSchema": {
                "consumableName": {"type": "consumable_reference", "required": True},
                "temperature_C": {
                    "type": "number_input",
                    "required": True,
                    "validation": {"min": 1, "max": 120},
                },
                "incubationTime": {
                    "type": "time_input",
                    "required": True,
                    "ui": {"format": "DD:HH:MM:SS"},
                },
            },
        },
        "parameters": {
            "consumableName": "new_1",
            "temperature_C": 37,
            "incubationTime": time,
            **params,
        },
    }


CONSUMABLES = [
    {"consumableId": 1, "consumableName": "200 µL 96-well PCR plate"},
    {"consumableId": 2, "consumableName": "2.2 mL square-well deep-well plate"},
]


def flow(
    *nodes: dict[str, Any],
    consumables: list[dict[str, Any]] | None = None,
    connections: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    return {
        "nodes": list(nodes),
        "connections": connections or [],
        "consumables": CONSUMABLES if consumables is None else consumables,
    }


def _json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def _codes(report: Any) -> list[str]:
    return sorted(report.codes())


# -- mapping ----------------------------------------------------------------------------
def test_liquid_handler_items_become_steps() -> None:
    items = [
        lh_item("transfer", volume=0.25, unit="mL"),
        lh_item("shake", shakingMode="counterclockwise", shakingDuration="00:01:05"),
        lh_item("temperature", temperature_C=37.5),
        lh_item("magneticModule", magneticConsumable="new_2"),
    ]
    wf = from_proagent(flow(lh_node(items))).workflow
    got = [
        (
            s.id,
            s.device,
            s.operation,
            s.params,
            {r: [x.labware for x in v] for r, v in s.labware.items()},
            s.category,
        )
        for s in wf.steps
    ]
    assert got == [
        (
            "n0_s0",
            "biomek_i7_hybrid",
            "transfer",
            {"volume_ul": 250},
            {"source": ["new_1"], "target": ["new_2"]},
            "LH",
        ),
        (
            "n0_s1",
            "biomek_i7_hybrid",
            "shake",
            {"rotation_speed_rpm": 300, "duration_s": 65, "direction": "counterclockwise"},
            {"plate": ["new_1"]},
            "LH",
        ),
        (
            "n0_s2",
            "biomek_i7_hybrid",
            "incubate",
            {"temperature_c": 37.5, "duration_s": 600},
            {"plate": ["new_1"]},
            "LH",
        ),
        (
            "n0_s3",
            "biomek_i7_hybrid",
            "magnetic_separation",
            {"duration_s": 150},
            {"plate": ["new_2"]},
            "LH",
        ),
    ]
    assert {lw.id: lw.type for lw in wf.labware} == {
        "new_1": "plate_96_pcr",
        "new_2": "plate_96_deepwell",
    }


def test_steps_follow_connections() -> None:
    doc = flow(
        incubator_node(node_id=202),
        lh_node([lh_item("transfer")], node_id=101),
        connections=[{"sourceNodeId": 101, "targetNodeId": 202}],
    )
    wf = from_proagent(doc).workflow
    assert [s.id for s in wf.steps] == ["n1_s0", "n0_s0"]
    assert wf.steps[1].params == {"temperature_c": 37, "duration_s": 1800}
    assert _json(to_proagent(wf)) == _json(doc)


@pytest.mark.parametrize(
    ("text", "seconds", "fmt"),
    [
        ("00:02:30", 150, "HH:MM:SS"),
        ("01:02:00:05", 93605, "DD:HH:MM:SS"),
        ("36:00:00", 129600, "HH:MM:SS"),
    ],
)
def test_time_values(text: str, seconds: int, fmt: str) -> None:
    assert parse_time(text) == seconds
    assert format_time(seconds, fmt) == text


@pytest.mark.parametrize("text", ["2:30", "00:60:00", "00:25:00:00", "abc", None, -5])
def test_unreadable_times(text: Any) -> None:
    assert parse_time(text) is None


# -- round trip and edits ----------------------------------------------------------------
def test_round_trip_synthetic_through_json() -> None:
    doc = flow(
        lh_node([lh_item("transfer"), lh_item("shake")]),
        incubator_node(),
        connections=[{"sourceNodeId": 101, "targetNodeId": 202}],
    )
    doc["templateName"] = "demo"
    wf = Workflow.model_validate_json(from_proagent(doc).workflow.to_json())
    assert _json(to_proagent(wf)) == _json(doc)


@pytest.mark.parametrize(
    ("step", "param", "value", "pointer", "written"),
    [
        ("n0_s0", "volume_ul", 120, ("workflowSteps", 0, "volume"), 120),
        ("n0_s1", "temperature_c", 65, ("workflowSteps", 1, "temperature_C"), 65),
        ("n0_s1", "duration_s", 90, ("workflowSteps", 1, "temperatureDuration"), "00:01:30"),
        ("n0_s2", "volume_ul", 1500, ("workflowSteps", 2, "volume"), 1.5),
    ],
    ids=["volume", "temperature", "duration", "volume-in-mL"],
)
def test_ir_edit_reaches_written_node(
    step: str, param: str, value: Any, pointer: tuple[Any, ...], written: Any
) -> None:
    doc = flow(
        lh_node(
            [
                lh_item("transfer"),
                lh_item("temperature"),
                lh_item("transfer", volume=0.5, unit="mL"),
            ]
        )
    )
    wf = from_proagent(doc).workflow
    edited = wf.model_copy(deep=True)
    next(s for s in edited.steps if s.id == step).params[param] = value
    out = to_proagent(edited)
    target: Any = out["nodes"][0]["parameters"]
    for key in pointer[:-1]:
        target = target[key]
    assert target[pointer[-1]] == written
    expected = copy.deepcopy(doc)
    exp_target: Any = expected["nodes"][0]["parameters"]
    for key in pointer[:-1]:
        exp_target = exp_target[key]
    exp_target[pointer[-1]] = written
    assert _json(out) == _json(expected)  # nothing else changed


def test_device_edit_fixes_resource_id() -> None:
    doc = flow(lh_node([lh_item("transfer")], resource_id=29))
    imported = from_proagent(doc)
    assert imported.workflow.steps[0].device == "proagent_resource_29"
    edited = imported.workflow.model_copy(deep=True)
    edited.steps[0].device = "biomek_i7_hybrid"
    assert to_proagent(edited)["nodes"][0]["resourceId"] == 59


@pytest.mark.parametrize("change", ["unknown-operation", "unmapped-param", "no-metadata"])
def test_writer_refuses_what_the_format_cannot_hold(change: str) -> None:
    wf = from_proagent(flow(lh_node([lh_item("transfer")]))).workflow.model_copy(deep=True)
    if change == "unknown-operation":
        wf.steps[0].operation = "mix"
    elif change == "unmapped-param":
        wf.steps[0].params["mix_cycles"] = 3
    else:
        wf.metadata = {}
    with pytest.raises(WorkflowFormatError):
        to_proagent(wf)


# -- form check and policy ---------------------------------------------------------------
def _hidden_hot() -> dict[str, Any]:
    return flow(lh_node([lh_item("transfer"), lh_item("transfer", temperature_C=200)]))


CASES: list[tuple[str, dict[str, Any], list[str], list[str], int]] = [
    # name, flow, lenient codes, strict codes, lenient note count (at least)
    ("clean", flow(lh_node([lh_item("transfer")]), incubator_node()), [], [], 0),
    ("hidden-out-of-range", _hidden_hot(), ["PARAM_OUT_OF_RANGE"], ["PARAM_OUT_OF_RANGE"], 0),
    (
        "visible-out-of-range",
        flow(lh_node([lh_item("shake", rotationSpeed_rpm=2000)])),
        ["PARAM_OUT_OF_RANGE", "PARAM_OUT_OF_RANGE"],
        ["PARAM_OUT_OF_RANGE", "PARAM_OUT_OF_RANGE"],
        0,
    ),
    (
        "bad-option",
        flow(lh_node([lh_item("transfer", unit="litre")])),
        # the unreadable unit also leaves the IR without volume_ul
        ["PARAM_NOT_IN_ENUM", "PARAM_MISSING"],
        ["PARAM_NOT_IN_ENUM", "PARAM_MISSING"],
        0,
    ),
    (
        "too-many-items",
        flow(lh_node([lh_item("transfer")] * 21)),
        ["PARAM_INVALID"],
        ["PARAM_INVALID"],
        0,
    ),
    (
        "required-missing",
        flow(lh_node([lh_item("magneticModule")])),
        ["LABWARE_ROLE_MISSING", "PARAM_MISSING"],
        ["LABWARE_ROLE_MISSING", "PARAM_MISSING"],
        0,
    ),
    ("hh-mm-ss-for-dd", flow(incubator_node("00:30:00")), [], ["PARAM_INVALID"], 1),
    (
        "seconds-as-number",
        flow(lh_node([lh_item("shake", shakingDuration=90)])),
        [],
        ["PARAM_TYPE"],
        1,
    ),
    ("off-step-grid", flow(lh_node([lh_item("transfer", volume=10.25)])), [], ["PARAM_INVALID"], 1),
    ("extra-field", flow(incubator_node(extra=1)), [], ["PARAM_UNKNOWN"], 1),
    (
        "dangling-ref",
        flow(lh_node([lh_item("transfer", targetConsumable="new_9")])),
        [],
        ["UNKNOWN_LABWARE"],
        1,
    ),
    (
        "free-text-ref",
        flow(lh_node([lh_item("transfer", sourceConsumable="290 mL reservoir")])),
        [],
        ["UNKNOWN_LABWARE"],
        1,
    ),
    (
        "unknown-resource",
        flow(lh_node([lh_item("transfer"), lh_item("shake")], resource_id=29)),
        ["UNKNOWN_DEVICE"],
        ["UNKNOWN_DEVICE"],
        1,
    ),
    (
        "physical-limit-of-instrument",
        flow(incubator_node(temperature_C=60)),
        ["PARAM_OUT_OF_RANGE"],
        ["PARAM_OUT_OF_RANGE"],
        0,
    ),
]


@pytest.mark.parametrize(
    ("doc", "lenient", "strict", "notes"), [pytest.param(*c[1:], id=c[0]) for c in CASES]
)
def test_policy(doc: dict[str, Any], lenient: list[str], strict: list[str], notes: int) -> None:
    soft = check_proagent(doc, policy="lenient")
    hard = check_proagent(doc, policy="strict")
    assert _codes(soft) == sorted(lenient)
    assert _codes(hard) == sorted(strict)
    assert len(soft.notes) >= notes
    assert all(" at " in n for n in soft.notes)  # every note says where


def test_hidden_fault_details() -> None:
    (v,) = check_proagent(_hidden_hot()).violations
    path = "/nodes/0/parameters/workflowSteps/1/temperature_C"
    assert (v.path, v.limit, v.actual) == (path, 100, 200)
    assert v.repair == [{"op": "replace", "path": path, "value": 100}]


def test_unknown_resource_hint_names_the_instrument() -> None:
    report = check_proagent(flow(lh_node([lh_item("transfer")], resource_id=29)))
    (v,) = report.violations
    assert v.path == "/nodes/0/resourceId" and v.actual == 29
    assert "biomek_i7_hybrid" in (v.hint or "")
    assert v.repair == [{"op": "replace", "path": "/nodes/0/resourceId", "value": 59}]


def test_ir_violations_are_prefixed() -> None:
    report = check_proagent(flow(incubator_node(temperature_C=60)))
    (v,) = report.violations
    assert v.path == "/ir/steps/0/params/temperature_c"
    assert v.repair == [{"op": "replace", "path": "/ir/steps/0/params/temperature_c", "value": 50}]
    assert "/nodes/0/parameters" in v.message


def test_malformed_flow_raises() -> None:
    with pytest.raises(WorkflowFormatError):
        from_proagent({"nodes": []})


# -- shared data -------------------------------------------------------------------------
SHARED = os.environ.get("BIOPROAGENT_SHARED_DATA")
needs_shared = pytest.mark.skipif(
    not SHARED,
    reason="BIOPROAGENT_SHARED_DATA is not set (it points at the folder holding "
    "proagent/ProAgent-Subset{B,C,D}.json)",
)


def _shared_flows() -> list[tuple[str, dict[str, Any]]]:
    if not SHARED:
        return []
    found = []
    for subset in "BCD":
        items = json.loads(
            (Path(SHARED) / "proagent" / f"ProAgent-Subset{subset}.json").read_text(
                encoding="utf-8"
            )
        )
        for k, item in enumerate(items):
            for key in ("ground_truth", "ground_truth_fix", "injected_error_code"):
                if key in item:
                    found.append((f"{subset}{k}-{key}", item[key]))
    return found


def _shared(name: str) -> dict[str, Any]:
    return dict(_shared_flows())[name]


@needs_shared
@pytest.mark.parametrize("name", [n for n, _ in _shared_flows()] or ["unset"])
def test_shared_round_trip(name: str) -> None:
    doc = _shared(name)
    wf = Workflow.model_validate_json(from_proagent(doc).workflow.to_json())
    assert _json(to_proagent(wf)) == _json(doc)


@needs_shared
@pytest.mark.parametrize("name", ["D0-ground_truth_fix", "D1-ground_truth_fix"])
def test_shared_fixes_are_clean(name: str) -> None:
    assert check_proagent(_shared(name), policy="lenient").violations == []


@needs_shared
def test_shared_d0_unknown_resource() -> None:
    (v,) = check_proagent(_shared("D0-injected_error_code")).violations
    assert (v.code, v.path, v.actual) == ("UNKNOWN_DEVICE", "/nodes/0/resourceId", 29)
    assert v.repair == [{"op": "replace", "path": "/nodes/0/resourceId", "value": 59}]


@needs_shared
def test_shared_d1_hidden_temperatures() -> None:
    report = check_proagent(_shared("D1-injected_error_code"))
    got = [(v.code, v.path, v.limit, v.actual) for v in report.violations]
    base = "/nodes/0/parameters/workflowSteps"
    assert got == [
        ("PARAM_OUT_OF_RANGE", f"{base}/7/temperature_C", 100, 200),
        ("PARAM_OUT_OF_RANGE", f"{base}/9/temperature_C", 100, 125),
    ]
    assert all(
        v.repair == [{"op": "replace", "path": v.path, "value": 100}] for v in report.violations
    )
