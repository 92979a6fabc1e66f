"""K_p: the physical rule engine."""

from bioproagent.rules.engine import verify
from bioproagent.rules.violation import CODES, Report, Violation

__all__ = ["CODES", "Report", "Violation", "verify"]
