"""Agents that act in WetBench: the scripted reference, a ReAct baseline and our
Design-Verify-Rectify agent; :func:`run_episode` plays one episode."""

from bioproagent.wetbench.agents.base import (
    AGENTS,
    Agent,
    EpisodeResult,
    ScriptedAgent,
    make_agent,
    run_episode,
)

__all__ = ["AGENTS", "Agent", "EpisodeResult", "ScriptedAgent", "make_agent", "run_episode"]
