"""Reading a public ProAgent flow (``nodes``, ``connections``, ``consumables``) into the IR.

Each liquid-handler ``workflowSteps`` item becomes one IR step (``n<node>_s<item>``); every
other node becomes one step (``n<node>_s0``). Steps follow the run order the connections
give (ties and unconnected nodes in document order). Consumable references
``new_<consumableId>`` become labware instances with the same id; free-text consumables
become ``proagent_text_<k>``. Everything needed to write the flow back exactly is kept in
``workflow.metadata["proagent"]`` (see :mod:`bioproagent.adapters.proagent.write`).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from bioproagent.adapters.proagent.forms import Finding, check_forms
from bioproagent.adapters.proagent.labware import fallback_type, guess_type
from bioproagent.adapters.proagent.spec import (
    NodeKind,
    OpSpec,
    decode_field,
    node_kind,
)
from bioproagent.errors import WorkflowFormatError
from bioproagent.ir import LabwareInstance, LabwareRef, Step, Workflow
from bioproagent.registry.loader import Registry, load_registry
from bioproagent.registry.model import Instrument
from bioproagent.rules.violation import Violation
from bioproagent.textutil import nearest

Policy = Literal["lenient", "strict"]
METADATA_KEY = "proagent"
_NEW_REF = re.compile(r"^new_(\d+)$")


class ProAgentImport(BaseModel):
    """Result of :func:`from_proagent`."""

    model_config = ConfigDict(frozen=True)

    workflow: Workflow
    form_violations: list[Violation] = Field(
        default_factory=list, description="Findings about the flow document (paths into it)."
    )
    notes: list[str] = Field(
        default_factory=list, description="Every tolerance applied: what, where, and how read."
    )


def from_proagent(
    flow: Mapping[str, Any], registry: Registry | None = None, *, policy: Policy = "lenient"
) -> ProAgentImport:
    """Import a flow; findings the policy tolerates become notes instead of violations.

    Raises:
        WorkflowFormatError: when ``flow`` lacks the ``nodes``, ``connections`` and
            ``consumables`` lists.
    """
    if policy not in ("lenient", "strict"):
        raise ValueError(f"policy must be 'lenient' or 'strict', not {policy!r}")
    if not isinstance(flow, Mapping) or not all(
        isinstance(flow.get(k), list) for k in ("nodes", "connections", "consumables")
    ):
        raise WorkflowFormatError(
            "a ProAgent flow is an object with 'nodes', 'connections' and 'consumables' lists"
        )
    return _Reader(flow, registry or load_registry(), policy).run()


class _Reader:
    def __init__(self, flow: Mapping[str, Any], registry: Registry, policy: Policy) -> None:
        self.flow = flow
        self.registry = registry
        self.policy = policy
        self.findings: list[Finding] = check_forms(flow)
        self.consumables: dict[int, tuple[int, Mapping[str, Any]]] = {}
        for k, entry in enumerate(flow["consumables"]):
            cid = entry.get("consumableId") if isinstance(entry, Mapping) else None
            if isinstance(cid, int) and cid not in self.consumables:
                self.consumables[cid] = (k, entry)
        self.refs: dict[str, str] = {}  # raw reference -> labware id
        self.ref_paths: dict[str, list[str]] = {}  # labware id -> where it is referenced
        self.uses: dict[str, list[tuple[str, str, str]]] = {}  # id -> (device, op, role)
        self.hints: dict[str, str] = {}  # id -> reader plateType
        self.steps: list[Step] = []
        self.step_meta: dict[str, dict[str, Any]] = {}
        self.node_meta: list[dict[str, Any]] = []

    # -- driver -------------------------------------------------------------------------
    def run(self) -> ProAgentImport:
        nodes = self.flow["nodes"]
        self.node_meta = [{} for _ in nodes]
        for i in self._run_order(nodes):
            self._node(i, nodes[i])
        labware = self._labware()
        flow = self.flow
        metadata = {
            METADATA_KEY: {
                "version": 1,
                "key_order": list(flow),
                "document": copy.deepcopy({k: v for k, v in flow.items() if k != "nodes"}),
                "nodes": self.node_meta,
                "steps": self.step_meta,
                "labware": {lw_id: raw for raw, lw_id in self.refs.items()},
            }
        }
        name = flow.get("templateName") or flow.get("source")
        workflow = Workflow(
            name=name if isinstance(name, str) else None,
            labware=labware,
            steps=self.steps,
            metadata=metadata,
        )
        violations, notes = [], []
        for finding in self.findings:
            v = finding.violation
            if finding.tolerable and self.policy == "lenient":
                notes.append(f"tolerated {v.code} at {v.path}: {v.message}")
            else:
                violations.append(v)
        return ProAgentImport(workflow=workflow, form_violations=violations, notes=notes)

    def _run_order(self, nodes: list[Any]) -> list[int]:
        ids = {
            str(n.get("templateNodeId")): i for i, n in enumerate(nodes) if isinstance(n, Mapping)
        }
        succ: dict[int, list[int]] = {i: [] for i in range(len(nodes))}
        indeg = dict.fromkeys(range(len(nodes)), 0)
        for c, conn in enumerate(self.flow["connections"]):
            conn = conn if isinstance(conn, Mapping) else {}
            ends = [ids.get(str(conn.get(k))) for k in ("sourceNodeId", "targetNodeId")]
            if ends[0] is None or ends[1] is None:
                self.findings.append(
                    Finding(
                        Violation(
                            code="WORKFLOW_INVALID",
                            path=f"/connections/{c}",
                            actual=[conn.get("sourceNodeId"), conn.get("targetNodeId")],
                            message=f"connection {c} names a node that is not in 'nodes'; "
                            "it is ignored.",
                            hint="connect existing templateNodeIds or remove the connection",
                        ),
                        tolerable=True,
                    )
                )
                continue
            succ[ends[0]].append(ends[1])
            indeg[ends[1]] += 1
        order: list[int] = []
        ready = sorted(i for i, d in indeg.items() if d == 0)
        while ready:
            i = ready.pop(0)
            order.append(i)
            for j in succ[i]:
                indeg[j] -= 1
                if indeg[j] == 0:
                    ready = sorted([*ready, j])
        if len(order) < len(nodes):
            rest = [i for i in range(len(nodes)) if i not in order]
            self.findings.append(
                Finding(
                    Violation(
                        code="WORKFLOW_INVALID",
                        path="/connections",
                        actual=rest,
                        message=f"the connections form a cycle through nodes {rest}; "
                        "those steps are "
                        "placed in document order.",
                        hint="remove a connection to break the cycle",
                    ),
                    tolerable=True,
                )
            )
            order += rest
        return order

    # -- nodes --------------------------------------------------------------------------
    def _node(self, i: int, node: Any) -> None:
        if not isinstance(node, Mapping):
            raise WorkflowFormatError(f"/nodes/{i} is not an object")
        process, kind = node_kind(node)
        device = self._device(i, node)
        meta = self.node_meta[i]
        meta.update(device=device, process_type=process, node_keys=list(node), steps=[])
        params = node.get("parameters")
        if device is None or kind is None or not isinstance(params, Mapping):
            meta["skeleton"] = copy.deepcopy(dict(node))
            if device is not None:
                self.findings.append(
                    Finding(
                        Violation(
                            code="UNKNOWN_OPERATION",
                            path=f"/nodes/{i}/nodeConfig/meta/processType",
                            actual=process,
                            message=f"node {i} has a form ({process}) the adapter does "
                            "not model; it is kept as is and not checked by the rule engine.",
                            hint="extend bioproagent.adapters.proagent.spec.NODE_KINDS",
                        ),
                        tolerable=True,
                    )
                )
            return
        meta["skeleton"] = copy.deepcopy({k: v for k, v in node.items() if k != "parameters"})
        if kind.array_field:
            rest = {k: v for k, v in params.items() if k != kind.array_field}
            meta.update(param_keys=list(params), parameters=copy.deepcopy(rest))
            items = params.get(kind.array_field)
            for j, item in enumerate(items if isinstance(items, list) else []):
                if isinstance(item, Mapping):
                    base = f"/nodes/{i}/parameters/{kind.array_field}/{j}"
                    self._step(i, j, node, kind, item, device, base)
        else:
            self._step(i, None, node, kind, params, device, f"/nodes/{i}/parameters")

    def _device(self, i: int, node: Mapping[str, Any]) -> str | None:
        rid = node.get("resourceId")
        if rid is None or rid == -1:
            self.findings.append(
                Finding(
                    Violation(
                        code="UNKNOWN_DEVICE",
                        path=f"/nodes/{i}/resourceId",
                        actual=rid,
                        message=f"node {i} is a manual step (resourceId {rid}); it is kept but not "
                        "checked.",
                        hint="assign an instrument if the step should run on one",
                    ),
                    tolerable=True,
                )
            )
            return None
        instrument = self.registry.by_resource_id(rid) if isinstance(rid, int) else None
        if instrument is not None:
            return instrument.id
        guess = self._instrument_from_name(str(node.get("nodeName", "")))
        valid = sorted(
            r
            for r in (x.proagent_resource_id for x in self.registry.instruments.values())
            if r is not None
        )
        target = guess.proagent_resource_id if guess else None
        self.findings.append(
            Finding(
                Violation(
                    code="UNKNOWN_DEVICE",
                    path=f"/nodes/{i}/resourceId",
                    actual=rid,
                    limit=valid,
                    message=f"resourceId {rid!r} of node {i} ('{node.get('nodeName')}') is not an "
                    "instrument of the registry.",
                    hint=f"the node is named after {guess.id} ({guess.name}); "
                    f"set resourceId to {target}"
                    if guess
                    else f"use one of the registered resourceIds {valid}",
                    repair=[{"op": "replace", "path": f"/nodes/{i}/resourceId", "value": target}]
                    if target is not None
                    else None,
                ),
                tolerable=False,
            )
        )
        return "proagent_resource_" + re.sub(r"[^A-Za-z0-9_.:\-]", "_", str(rid))

    def _instrument_from_name(self, name: str) -> Instrument | None:
        parts = [p.strip().lower() for p in [name, *name.split("/")] if p.strip()]
        by_label: dict[str, Instrument] = {}
        for inst in self.registry.instruments.values():
            if inst.proagent_resource_id is None:
                continue
            for label in (inst.id, inst.name, inst.model, *inst.aliases):
                by_label.setdefault(label.lower(), inst)
        for part in parts:
            if part in by_label:
                return by_label[part]
        for part in parts:
            hits = nearest(part, list(by_label), n=1, cutoff=0.75)
            if hits:
                return by_label[hits[0]]
        return None

    def _step(
        self,
        i: int,
        j: int | None,
        node: Mapping[str, Any],
        kind: NodeKind,
        scope: Mapping[str, Any],
        device: str,
        base: str,
    ) -> None:
        step_id = f"n{i}_s{j or 0}"
        selected = scope.get(kind.selector) if kind.selector else ""
        spec: OpSpec | None = kind.ops.get(selected) if isinstance(selected, str) else None
        operation = spec.operation if spec else f"proagent:{selected}"
        params = (
            {}
            if spec is None
            else {
                fm.param: value
                for fm in spec.params
                if (value := decode_field(fm, scope)) is not None
            }
        )
        labware: dict[str, list[LabwareRef]] = {}
        for role, field in spec.roles if spec else ():
            raw = scope.get(field)
            if isinstance(raw, str) and raw.strip():
                lw_id = self._ref(raw, f"{base}/{field}")
                self.uses.setdefault(lw_id, []).append((device, operation, role))
                if isinstance(scope.get("plateType"), str):
                    self.hints.setdefault(lw_id, scope["plateType"])
                labware[role] = [LabwareRef(labware=lw_id)]
        instrument = self.registry.instrument(device)
        name = scope.get("stepName") if j is not None else node.get("nodeName")
        self.steps.append(
            Step(
                id=step_id,
                device=device,
                operation=operation,
                params=params,
                labware=labware,
                category=instrument.category if instrument else None,
                description=name if isinstance(name, str) else None,
            )
        )
        self.step_meta[step_id] = {"node": i, "item": j, "raw": copy.deepcopy(dict(scope))}
        self.node_meta[i]["steps"].append(step_id)

    # -- labware ------------------------------------------------------------------------
    def _ref(self, raw: str, path: str) -> str:
        if raw not in self.refs:
            match = _NEW_REF.match(raw.strip())
            if match:
                self.refs[raw] = f"new_{match.group(1)}"
            else:
                texts = sum(1 for v in self.refs.values() if v.startswith("proagent_text_"))
                self.refs[raw] = f"proagent_text_{texts + 1}"
        lw_id = self.refs[raw]
        self.ref_paths.setdefault(lw_id, []).append(path)
        return lw_id

    def _labware(self) -> list[LabwareInstance]:
        out: list[LabwareInstance] = []
        for cid, (k, entry) in self.consumables.items():
            lw_id, name = f"new_{cid}", entry.get("consumableName")
            lw_type = guess_type(name, self.registry) or guess_type(
                self.hints.get(lw_id), self.registry
            )
            if lw_type is None:
                lw_type = fallback_type(self.uses.get(lw_id, []), self.registry)
                self.findings.append(
                    Finding(
                        Violation(
                            code="UNKNOWN_LABWARE_TYPE",
                            path=f"/consumables/{k}/consumableName",
                            actual=name,
                            limit=sorted(self.registry.labware),
                            message=f"consumable {cid} ('{name}') matches no registry "
                            "labware type; "
                            f"it is read as {lw_type}, which every step using it accepts.",
                            hint="name the consumable after its format (e.g. '96-well PCR plate')",
                        ),
                        tolerable=True,
                    )
                )
            out.append(
                LabwareInstance(
                    id=lw_id, type=lw_type, name=name if isinstance(name, str) else None
                )
            )
        for raw, lw_id in self.refs.items():
            if any(i.id == lw_id for i in out):
                continue
            paths = self.ref_paths[lw_id]
            dangling = lw_id.startswith("new_")
            lw_type = (
                (None if dangling else guess_type(raw, self.registry))
                or guess_type(self.hints.get(lw_id), self.registry)
                or fallback_type(self.uses.get(lw_id, []), self.registry)
            )
            what = (
                f"consumable '{raw}' is referenced but not defined in 'consumables'"
                if dangling
                else f"consumable '{raw}' is free text, not a reference to 'consumables'"
            )
            self.findings.append(
                Finding(
                    Violation(
                        code="UNKNOWN_LABWARE",
                        path=paths[0],
                        actual=raw,
                        limit=[f"new_{c}" for c in self.consumables],
                        message=f"{what} ({len(paths)} reference(s), first at {paths[0]}); "
                        "it is read "
                        f"as labware '{lw_id}' of type {lw_type}.",
                        hint="add it to 'consumables' and reference it as new_<consumableId>",
                    ),
                    tolerable=True,
                )
            )
            out.append(LabwareInstance(id=lw_id, type=lw_type, name=None if dangling else raw))
        return out
