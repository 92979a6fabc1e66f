"""The agent contract, the scripted reference agent and one episode played end to end."""

from __future__ import annotations

import json
import time
from typing import Any, Protocol

from pydantic import BaseModel, Field

from bioproagent.wetbench import AGENT_NAMES
from bioproagent.wetbench.classifiers import EvidenceClassifier
from bioproagent.wetbench.config import Configuration
from bioproagent.wetbench.env import QUIT, SUBMIT, WetBenchEnv
from bioproagent.wetbench.state import TransitionModel


class Agent(Protocol):
    """Chooses one action at a time from the observation (a dict: the env's JSON, parsed)."""

    name: str

    def start(self, config: Configuration, observation: dict[str, Any], seed: int) -> None: ...

    def act(self, observation: dict[str, Any]) -> Any: ...


class EpisodeResult(BaseModel):
    """One episode: outcome, cost and the full trace (for the HTML report)."""

    config: str
    agent: str
    sample: int
    seed: int
    success: bool
    end_reason: str
    steps: int
    rejections: int
    sim_hours: float
    wall_s: float
    verdict: dict[str, Any] | None = None
    verdict_error: str | None = None
    second_verdict: dict[str, Any] | None = None
    conservation: list[str] = Field(default_factory=list)
    usage: dict[str, int] = Field(default_factory=dict)
    trace: list[dict[str, Any]] = Field(default_factory=list)


class ScriptedAgent:
    """Replays the configuration's reference solution (it reads the configuration file:
    a privileged reference that shows each configuration is solvable, not a competitor)."""

    name = "scripted"

    def __init__(self) -> None:
        self._plan: list[dict[str, Any]] = []

    def start(self, config: Configuration, observation: dict[str, Any], seed: int) -> None:
        self._plan = [doc.model_dump() for doc in config.reference]

    def act(self, observation: dict[str, Any]) -> Any:
        return self._plan.pop(0) if self._plan else {"action": SUBMIT}


def run_episode(
    config: Configuration,
    agent: Agent,
    *,
    seed: int = 0,
    sample: int = 0,
    transition: TransitionModel | None = None,
    classifier: EvidenceClassifier | None = None,
    second_classifier: EvidenceClassifier | None = None,
) -> EpisodeResult:
    """Play one episode; a second classifier (if given) judges the same submission too."""
    env = WetBenchEnv(config, transition=transition, classifier=classifier)
    started = time.perf_counter()
    text, _info = env.reset(seed=seed)
    obs = json.loads(text)
    agent.start(config, obs, seed)
    done = False
    while not done:
        try:
            action = agent.act(obs)
        except Exception as exc:  # an agent failure ends its episode, recorded
            env.end_reason = f"agent error: {exc}"
            break
        text, _reward, terminated, truncated, _info = env.step(action)
        obs = json.loads(text)
        done = terminated or truncated
    second = None
    if second_classifier is not None and env.end_reason == "submitted":
        try:
            second = second_classifier.judge(config, env.transcript()).model_dump()
        except Exception as exc:  # recorded, never counted as a verdict
            second = {"error": str(exc)}
    usage = dict(getattr(agent, "usage", {}) or {})
    return EpisodeResult(
        config=config.id,
        agent=agent.name,
        sample=sample,
        seed=seed,
        success=bool(env.verdict and env.verdict.valid),
        end_reason=env.end_reason or "stopped",
        steps=len(env.history),
        rejections=sum(not r["accepted"] for r in env.history),
        sim_hours=round(env.state.clock_s / 3600.0, 3),
        wall_s=round(time.perf_counter() - started, 4),
        verdict=env.verdict.model_dump() if env.verdict else None,
        verdict_error=env.verdict_error,
        second_verdict=second,
        conservation=env.state.conservation_problems(),
        usage=usage,
        trace=env.history,
    )


def make_agent(name: str, model: Any = None) -> Agent:
    """An agent by name: scripted, react or dvr (the latter two over ``model`` if given)."""
    from bioproagent.wetbench.agents.dvr import DVRAgent
    from bioproagent.wetbench.agents.react import ReActAgent

    if name == "scripted":
        return ScriptedAgent()
    if name == "react":
        return ReActAgent(model)
    if name == "dvr":
        return DVRAgent(model)
    raise ValueError(f"unknown WetBench agent '{name}'; known: {', '.join(AGENTS)}")


AGENTS = AGENT_NAMES
__all__ = ["AGENTS", "QUIT", "SUBMIT"]
