"""bioproagent: intent to lab protocol and device code, checked against every instrument's limits.

The public API::

    from bioproagent import plan, verify

    result = plan("Spin 24 lysates in 1.5 mL tubes at 16,000 x g for 10 min")
    result.status          # "approved" | "halted" | "needs_clarification"
    result.workflow        # the approved device code (IR), or None

    report = verify(workflow_dict)          # K_p, the rule engine, on any workflow
    for v in report.violations:
        print(v.code, v.path, v.message, v.hint)
"""

from bioproagent.agent.plan import PlanResult, plan, rectify_workflow
from bioproagent.agent.verifiers import Verifiers
from bioproagent.errors import (
    BenchError,
    BioProAgentError,
    ExportRefusedError,
    GenerationError,
    KnowledgeError,
    LocalModelUnavailableError,
    MissingAPIKeyError,
    ModelError,
    PatchError,
    PlanningError,
    RegistryError,
    ScriptExhaustedError,
    UsageError,
    WorkflowFormatError,
)
from bioproagent.ir import LabwareInstance, LabwareRef, Step, WellContent, Workflow
from bioproagent.registry import Registry, load_registry
from bioproagent.rules import CODES, Report, Violation, verify
from bioproagent.vocab import HaltKind, ViolationCode

__version__ = "0.1.0"

__all__ = [
    "CODES",
    "BenchError",
    "BioProAgentError",
    "ExportRefusedError",
    "GenerationError",
    "HaltKind",
    "KnowledgeError",
    "LabwareInstance",
    "LabwareRef",
    "LocalModelUnavailableError",
    "MissingAPIKeyError",
    "ModelError",
    "PatchError",
    "PlanResult",
    "PlanningError",
    "Registry",
    "RegistryError",
    "Report",
    "ScriptExhaustedError",
    "Step",
    "UsageError",
    "Verifiers",
    "Violation",
    "ViolationCode",
    "WellContent",
    "Workflow",
    "WorkflowFormatError",
    "__version__",
    "load_registry",
    "plan",
    "rectify_workflow",
    "verify",
]
