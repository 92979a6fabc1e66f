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

from bioproagent.agent.plan import PlanResult, plan
from bioproagent.errors import (
    BioProAgentError,
    MissingAPIKeyError,
    PlanningError,
    RegistryError,
    WorkflowFormatError,
)
from bioproagent.ir import LabwareInstance, LabwareRef, Step, WellContent, Workflow
from bioproagent.registry import Registry, load_registry
from bioproagent.rules import CODES, Report, Violation, verify

__version__ = "0.1.0"

__all__ = [
    "CODES",
    "BioProAgentError",
    "LabwareInstance",
    "LabwareRef",
    "MissingAPIKeyError",
    "PlanResult",
    "PlanningError",
    "Registry",
    "RegistryError",
    "Report",
    "Step",
    "Violation",
    "WellContent",
    "Workflow",
    "WorkflowFormatError",
    "__version__",
    "load_registry",
    "plan",
    "verify",
]
