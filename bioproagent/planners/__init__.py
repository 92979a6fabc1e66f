"""Planners: the policies that propose drafts and device code (never approve them)."""

from bioproagent.planners.base import Planner, PlannerReply, PlanningContext

__all__ = ["Planner", "PlannerReply", "PlanningContext"]
