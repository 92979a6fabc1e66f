"""Adapter for the public ProAgent flow format (``nodes``, ``connections``, ``consumables``).

* :func:`from_proagent` reads a flow into the workflow IR (:class:`ProAgentImport`).
* :func:`to_proagent` writes an imported, possibly edited, IR workflow back.
* :func:`check_proagent` runs the form check and the rule engine and merges both reports.

Paths in a :class:`ProAgentReport`: a path starting with ``/ir`` points into the imported
IR workflow (``ProAgentImport.workflow``; drop the ``/ir`` prefix to use it there, which
also holds for the paths of its repair operations) and its message names the node the
step came from; every other path points into the flow document itself. See
``docs/proagent-adapter.md`` for the tolerance policy.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from pydantic import Field

from bioproagent.adapters.proagent.read import (
    METADATA_KEY,
    Policy,
    ProAgentImport,
    from_proagent,
)
from bioproagent.adapters.proagent.spec import FORMAT_GAPS
from bioproagent.adapters.proagent.write import to_proagent
from bioproagent.ir import Workflow
from bioproagent.registry.loader import Registry, load_registry
from bioproagent.rules.engine import verify
from bioproagent.rules.violation import Report, Violation

IR_PREFIX = "/ir"

__all__ = [
    "IR_PREFIX",
    "ProAgentImport",
    "ProAgentReport",
    "check_proagent",
    "from_proagent",
    "to_proagent",
]


class ProAgentReport(Report):
    """A :class:`Report` over a ProAgent flow, with the tolerances the policy applied."""

    notes: list[str] = Field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {**super().to_dict(), "notes": list(self.notes)}


def check_proagent(
    flow: Mapping[str, Any], registry: Registry | None = None, policy: Policy = "lenient"
) -> ProAgentReport:
    """Form check of the flow plus ``verify(..., track_volumes=False)`` of its IR, merged.

    The node format carries no well-level information, hence no volume tracking. Two
    merges keep one fault one violation: the per-step UNKNOWN_DEVICE violations of the
    engine for a node whose resourceId the adapter already reported are folded into that
    one (a note says so), and under the lenient policy an IR parameter the node form has
    no field for (:data:`~bioproagent.adapters.proagent.spec.FORMAT_GAPS`, e.g. the
    LabChip ``assay``) is noted instead of reported as missing.
    """
    registry = registry or load_registry()
    imported = from_proagent(flow, registry, policy=policy)
    workflow = imported.workflow
    ir_report = verify(workflow, registry, track_volumes=False)
    violations = list(imported.form_violations)
    notes = list(imported.notes)
    reported = {
        int(m.group(1))
        for v in imported.form_violations
        if v.code == "UNKNOWN_DEVICE" and (m := re.match(r"^/nodes/(\d+)/resourceId$", v.path))
    }
    steps_meta: Mapping[str, Any] = workflow.metadata[METADATA_KEY]["steps"]
    folded: dict[int, list[str]] = {}
    for v in ir_report.violations:
        info = steps_meta.get(v.step_id) if v.step_id else None
        node = info["node"] if info else None
        if v.code == "UNKNOWN_DEVICE" and node in reported and v.step_id:
            folded.setdefault(node, []).append(v.step_id)
            continue
        if policy == "lenient" and _format_gap(v, workflow):
            notes.append(
                f"tolerated {v.code} at {IR_PREFIX}{v.path}: {v.message} The ProAgent "
                "form has no field for it, so a flow cannot state it."
            )
            continue
        violations.append(_from_ir(v, info, workflow))
    for node, ids in folded.items():
        notes.append(
            f"folded {len(ids)} UNKNOWN_DEVICE violation(s) of the rule engine for "
            f"steps {ids} into the one at /nodes/{node}/resourceId"
        )
    return ProAgentReport(violations=violations, steps_checked=ir_report.steps_checked, notes=notes)


def _format_gap(v: Violation, workflow: Workflow) -> bool:
    if v.code != "PARAM_MISSING" or v.step is None or v.step >= len(workflow.steps):
        return False
    gaps = FORMAT_GAPS.get(workflow.steps[v.step].operation, frozenset())
    return v.path.rsplit("/", 1)[-1] in gaps


def _flow_pointer(info: Mapping[str, Any] | None, workflow: Workflow) -> str | None:
    if not info:
        return None
    node_meta = workflow.metadata[METADATA_KEY]["nodes"][info["node"]]
    base = f"/nodes/{info['node']}/parameters"
    if info.get("item") is None:
        return base
    params = node_meta.get("param_keys") or []
    array = next((k for k in params if k not in node_meta.get("parameters", {})), "workflowSteps")
    return f"{base}/{array}/{info['item']}"


def _prefix(path: str) -> str:
    return IR_PREFIX + path


def _from_ir(v: Violation, info: Mapping[str, Any] | None, workflow: Workflow) -> Violation:
    where = _flow_pointer(info, workflow)
    suffix = f" [IR path; the step comes from {where} of the flow]" if where else " [IR path]"
    repair = (
        None
        if v.repair is None
        else [
            {**op, **{k: _prefix(op[k]) for k in ("path", "from") if isinstance(op.get(k), str)}}
            for op in v.repair
        ]
    )
    return v.model_copy(
        update={"path": _prefix(v.path), "message": v.message + suffix, "repair": repair}
    )
