"""Declare the tip racks a workflow needs, using the rule engine's own tip accounting.

Planners and the benchmark generator write one rack per tip type; this applies exactly the
``TIPS_EXHAUSTED`` repairs the engine proposes (more racks of the same type on the same
deck, only where deck positions are free), so a plan never asks for tips it has not
declared. Nothing else in the workflow changes.
"""

from __future__ import annotations

from typing import Any

from bioproagent.registry.loader import Registry
from bioproagent.rules.engine import verify
from bioproagent.rules.patch import apply_patch


def supply_tips(document: dict[str, Any], registry: Registry) -> dict[str, Any]:
    """The workflow with enough tip racks declared (unchanged when none are missing or the
    deck has no room: the engine then reports TIPS_EXHAUSTED with the reason)."""
    for violation in verify(document, registry).violations:
        if violation.code == "TIPS_EXHAUSTED" and violation.repair:
            document = apply_patch(document, violation.repair)
    return document
