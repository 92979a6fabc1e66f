"""Adapters between the workflow IR and external workflow formats."""

from bioproagent.adapters.proagent.adapter import (
    ProAgentImport,
    ProAgentReport,
    check_proagent,
    from_proagent,
    to_proagent,
)

__all__ = ["ProAgentImport", "ProAgentReport", "check_proagent", "from_proagent", "to_proagent"]
