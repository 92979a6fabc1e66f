"""bioproagent: intent to lab protocol and device code, checked against every instrument's limits.

The public API::

    from bioproagent import verify, load_registry, Workflow

    report = verify(workflow_dict)          # uses the built-in registry
    for v in report.violations:
        print(v.code, v.path, v.message, v.hint)
"""

from bioproagent.errors import BioProAgentError, RegistryError, WorkflowFormatError
from bioproagent.ir import LabwareInstance, LabwareRef, Step, WellContent, Workflow
from bioproagent.registry import Registry, load_registry
from bioproagent.rules import CODES, Report, Violation, verify

__version__ = "0.1.0"

__all__ = [
    "CODES",
    "BioProAgentError",
    "LabwareInstance",
    "LabwareRef",
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
    "verify",
]
