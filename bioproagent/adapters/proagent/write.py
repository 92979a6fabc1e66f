"""Writing an imported (and possibly edited) IR workflow back to the ProAgent node format.

The writer starts from what :func:`~bioproagent.adapters.proagent.read.from_proagent`
kept in ``workflow.metadata["proagent"]`` (node skeletons, each step's raw fields,
connections, consumables) and overwrites only what the IR carries: the device
(``resourceId``), the operation (``operationType`` / ``detectionMode``), mapped parameters,
bound consumables and the step name. A field is rewritten only when the IR value differs
from what the stored field decodes to, so an unedited import is written back exactly.

Steps are grouped by the node they came from; nodes keep their document order and the
steps of a step-list node keep their IR order. A new IR step without metadata joins the
step-list node of the step before it. A node whose steps were all removed is dropped
together with its connections.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from typing import Any

from bioproagent.adapters.proagent.read import METADATA_KEY
from bioproagent.adapters.proagent.spec import NODE_KINDS, NodeKind, encode_field, form_fields
from bioproagent.errors import WorkflowFormatError
from bioproagent.ir import Step, Workflow
from bioproagent.registry.loader import Registry, load_registry

_RESOURCE_DEVICE = re.compile(r"^proagent_resource_(-?\d+)$")


def to_proagent(workflow: Workflow, registry: Registry | None = None) -> dict[str, Any]:
    """The flow document of an imported workflow, with the IR's values written in.

    Raises:
        WorkflowFormatError: when the workflow was not imported from a ProAgent flow, or
            carries something the node format cannot express (an operation the node form
            has no entry for, an instrument without a ProAgent resourceId, parameters the
            form has no field for).
    """
    meta = workflow.metadata.get(METADATA_KEY)
    if not isinstance(meta, Mapping) or "nodes" not in meta:
        raise WorkflowFormatError(
            "to_proagent needs workflow.metadata['proagent'] as written by from_proagent"
        )
    return _Writer(workflow, meta, registry or load_registry()).run()


class _Writer:
    def __init__(self, workflow: Workflow, meta: Mapping[str, Any], registry: Registry) -> None:
        self.workflow = workflow
        self.meta = meta
        self.registry = registry
        self.refs: Mapping[str, str] = meta.get("labware", {})

    def run(self) -> dict[str, Any]:
        groups = self._group()
        nodes: list[dict[str, Any]] = []
        dropped: set[str] = set()
        for i, node_meta in enumerate(self.meta["nodes"]):
            skeleton = node_meta["skeleton"]
            if not node_meta["steps"]:
                nodes.append(copy.deepcopy(skeleton))
            elif groups.get(i):
                nodes.append(self._node(node_meta, groups[i]))
            else:
                dropped.add(str(skeleton.get("templateNodeId")))
        document = copy.deepcopy(self.meta["document"])
        if dropped and isinstance(document.get("connections"), list):
            document["connections"] = [
                c
                for c in document["connections"]
                if not isinstance(c, Mapping)
                or not {str(c.get("sourceNodeId")), str(c.get("targetNodeId"))} & dropped
            ]
        return {k: nodes if k == "nodes" else document[k] for k in self.meta["key_order"]}

    def _group(self) -> dict[int, list[tuple[Step, Mapping[str, Any] | None]]]:
        groups: dict[int, list[tuple[Step, Mapping[str, Any] | None]]] = {}
        previous: int | None = None
        for step in self.workflow.steps:
            info = self.meta["steps"].get(step.id)
            if info is not None:
                node = int(info["node"])
            else:
                kind = self._kind(previous) if previous is not None else None
                if (
                    previous is None
                    or kind is None
                    or not kind.array_field
                    or kind.op_for(step.operation) is None
                ):
                    raise WorkflowFormatError(
                        f"step '{step.id}' did not come from the flow and cannot join a node: "
                        "only a step-list (liquid handler) step placed right after a step of "
                        "that node can be added"
                    )
                node = previous  # the kind check above means a previous node exists
            groups.setdefault(node, []).append((step, info))
            previous = node
        return groups

    def _kind(self, i: int) -> NodeKind | None:
        process = self.meta["nodes"][i].get("process_type")
        return NODE_KINDS.get(process) if isinstance(process, str) else None

    def _node(
        self, node_meta: Mapping[str, Any], steps: list[tuple[Step, Mapping[str, Any] | None]]
    ) -> dict[str, Any]:
        skeleton = copy.deepcopy(node_meta["skeleton"])
        kind = NODE_KINDS[node_meta["process_type"]]
        devices = {step.device for step, _ in steps}
        if len(devices) > 1:
            raise WorkflowFormatError(
                f"steps {[s.id for s, _ in steps]} share one ProAgent node but name different "
                f"devices {sorted(devices)}"
            )
        skeleton["resourceId"] = self._resource_id(devices.pop(), node_meta, skeleton)
        fields = form_fields(skeleton, kind)
        if kind.array_field:
            items = [self._scope(step, info, kind, fields) for step, info in steps]
            rest = node_meta["parameters"]
            parameters = {
                k: items if k == kind.array_field else copy.deepcopy(rest[k])
                for k in node_meta["param_keys"]
            }
        else:
            if len(steps) > 1:
                raise WorkflowFormatError(
                    f"node '{skeleton.get('nodeName')}' holds one step; the IR has "
                    f"{[s.id for s, _ in steps]}"
                )
            step, info = steps[0]
            parameters = self._scope(step, info, kind, fields)
        return {k: parameters if k == "parameters" else skeleton[k] for k in node_meta["node_keys"]}

    def _resource_id(
        self, device: str, node_meta: Mapping[str, Any], skeleton: Mapping[str, Any]
    ) -> Any:
        if device == node_meta["device"]:
            return skeleton.get("resourceId")
        match = _RESOURCE_DEVICE.match(device)
        if match:
            return int(match.group(1))
        instrument = self.registry.instrument(device)
        if instrument is None or instrument.proagent_resource_id is None:
            raise WorkflowFormatError(
                f"device '{device}' has no ProAgent resourceId (external_ids."
                "proagent_resource_id in its registry file)"
            )
        return instrument.proagent_resource_id

    def _scope(
        self, step: Step, info: Mapping[str, Any] | None, kind: NodeKind, fields: Mapping[str, Any]
    ) -> dict[str, Any]:
        if info is not None:
            scope = copy.deepcopy(dict(info["raw"]))
        else:
            scope = {
                name: spec.get("defaultValue", "")
                for name, spec in fields.items()
                if isinstance(spec, Mapping)
            }
        spec = kind.op_for(step.operation)
        if spec is None and info is not None and step.operation.startswith("proagent:"):
            return scope  # an operation the form does not model, kept as read
        if spec is None:
            raise WorkflowFormatError(
                f"step '{step.id}': operation '{step.operation}' has no place in this node "
                f"form (it writes {sorted(op.operation for op in kind.ops.values())})"
            )
        selected = scope.get(kind.selector) if kind.selector else None
        if kind.selector and kind.ops.get(str(selected)) is not spec:
            scope[kind.selector] = spec.key
        mapped = {fm.param for fm in spec.params}
        extra = sorted(set(step.params) - mapped)
        if extra:
            raise WorkflowFormatError(
                f"step '{step.id}': parameters {extra} have no field in the ProAgent form "
                f"(it carries {sorted(mapped)})"
            )
        for fm in spec.params:
            encode_field(fm, scope, step.params.get(fm.param), fields.get(fm.field))
        for role, field in spec.roles:
            refs = step.labware.get(role) or []
            new = self.refs.get(refs[0].labware, refs[0].labware) if refs else ""
            if scope.get(field) != new and (new or scope.get(field) not in (None, "")):
                scope[field] = new
        if kind.array_field and step.description not in (None, scope.get("stepName")):
            scope["stepName"] = step.description
        return scope
