"""K_p: the physical rule engine."""

from bioproagent.rules.engine import verify
from bioproagent.rules.patch import apply_patch
from bioproagent.rules.violation import CODES, Report, Violation

__all__ = ["CODES", "Report", "Violation", "apply_patch", "verify"]
