"""Small builders for workflow documents used across the rule-engine tests."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bioproagent import plan
from bioproagent.ir import Workflow
from bioproagent.registry import Registry, builtin_registry_dir, load_registry


def lw(
    id: str,
    type: str,
    *,
    volume: float | None = None,
    wells: list[str] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """A labware declaration; ``volume`` fills ``wells`` (all wells when None)."""
    item: dict[str, Any] = {"id": id, "type": type, **extra}
    if volume is not None:
        content: dict[str, Any] = {"volume_ul": volume}
        if wells is not None:
            content["wells"] = wells
        item["contents"] = [content]
    return item


def step(
    id: str, device: str, operation: str, params: dict[str, Any] | None = None, **labware: Any
) -> dict[str, Any]:
    """A step; keyword arguments bind labware roles (an id, a ref object or a list)."""
    return {
        "id": id,
        "device": device,
        "operation": operation,
        "params": dict(params or {}),
        "labware": labware,
    }


def wf(
    labware: list[dict[str, Any]] | None = None, steps: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """A workflow document."""
    return {"labware": list(labware or []), "steps": list(steps or [])}


def ref(labware: str, *wells: str) -> dict[str, Any]:
    """A labware reference narrowed to wells."""
    return {"labware": labware, "wells": list(wells)}


def builtin_instrument(instrument_id: str) -> dict[str, Any]:
    """The parsed built-in instrument file (a fresh copy each call)."""
    path = builtin_registry_dir() / "instruments" / f"{instrument_id}.json"
    return json.loads(path.read_text(encoding="utf-8"))


def user_registry(
    directory: Path, instrument_id: str, edit: Callable[[dict[str, Any]], None]
) -> Registry:
    """Load the built-in registry with an edited copy of one instrument layered on top."""
    data = builtin_instrument(instrument_id)
    edit(data)
    data["$schema"] = str(builtin_registry_dir() / "schema" / "instrument.schema.json")
    target = directory / "instruments"
    target.mkdir(parents=True, exist_ok=True)
    (target / f"{instrument_id}.json").write_text(json.dumps(data, indent=2), encoding="utf-8")
    return load_registry([directory])


def approved(intent: str) -> tuple[Workflow, list[str]]:
    """The approved workflow of an offline plan of ``intent`` and its assumptions; the test
    fails, naming the halt reason, when the plan is not approved."""
    result = plan(intent)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    return result.workflow, result.assumptions


def operations(wf: Workflow) -> list[str]:
    """The operations of ``wf``'s steps, in run order."""
    return [s.operation for s in wf.steps]


def approved_as(intent: str, ops: list[str], values: list[tuple[int, str, float]]) -> Workflow:
    """The approved plan of ``intent``, checked to run ``ops`` in order with ``values``
    ((step, param, value)) on its steps."""
    wf, _ = approved(intent)
    assert operations(wf) == ops
    for i, param, value in values:
        assert wf.steps[i].params[param] == value
    return wf
