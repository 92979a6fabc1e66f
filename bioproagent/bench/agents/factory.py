"""Benchmark agents: ours, its ablations and the baselines, behind one factory.

``make_agent(name, ablate=..., model=..., registry=...)`` returns a :class:`BenchAgent`
whose ``run(item)`` returns an :class:`~bioproagent.bench.types.AgentOutput` and never
raises (an exception becomes ``AgentOutput.error``, with the type and the message). Every
agent uses the same tools, the same registry and the same model; only the control flow
differs. The policies are documented in :mod:`bioproagent.bench.agents.ours` and
:mod:`bioproagent.bench.agents.baselines`.

Accounting, the same for all: ``time_s`` is wall time (``time.perf_counter``) around the
whole run; ``llm_calls`` and tokens count every model call, planner, reviewer and the
agent's own tool choices and reflections (model-reported usage where the model gives it,
otherwise :func:`bioproagent.grounding.count_tokens`); with the offline planner they are 0.
``steps`` is the number of controller transitions (ours) or tool calls (baselines).
"""

from __future__ import annotations

from typing import Any

from bioproagent.agent.plan import resolve_planner
from bioproagent.bench.agents.baselines import (
    AutoGPTAgent,
    DirectAgent,
    ReActAgent,
    ReflexionAgent,
)
from bioproagent.bench.agents.ours import ABLATIONS, BioProAgent
from bioproagent.bench.agents.tools import BenchAgent, render_draft, shared_library
from bioproagent.registry.loader import Registry, load_registry

AGENTS = ("bioproagent", "direct", "react", "reflexion", "autogpt")
BASELINES: dict[str, type[BenchAgent]] = {
    "direct": DirectAgent,
    "react": ReActAgent,
    "reflexion": ReflexionAgent,
    "autogpt": AutoGPTAgent,
}

__all__ = ["ABLATIONS", "AGENTS", "BenchAgent", "agent_name", "make_agent", "render_draft"]


def agent_name(name: str, ablate: str | None = None) -> str:
    """The reported name: 'bioproagent', 'react', 'bioproagent-no_fsm', ..."""
    return f"{name}-no_{ablate}" if ablate else name


def make_agent(
    name: str, *, ablate: str | None = None, model: Any = None, registry: Registry | None = None
) -> BenchAgent:
    """Build a benchmark agent.

    Args:
        name: one of :data:`AGENTS`; "bioproagent-no_fsm" style names are accepted too.
        ablate: for bioproagent only, one of :data:`ABLATIONS` (fsm, verification,
            knowledge, clarify), or None.
        model: None or "offline" (the offline planner), "openai:MODEL", a langchain-core
            chat model or a Planner; the same planner serves every tool call.
        registry: the hardware registry (the built-in one plus BIOPROAGENT_REGISTRY when None).

    Raises:
        ValueError: an unknown agent name or ablation, or an ablation on a baseline.
        bioproagent.errors.PlanningError: an unusable model spec (e.g. a missing API key).
    """
    if "-no_" in name and ablate is None:
        name, ablate = name.split("-no_", 1)
    if ablate is not None:
        ablate = ablate.removeprefix("no_")
    if name not in AGENTS:
        raise ValueError(f"unknown agent '{name}'; choose one of {', '.join(AGENTS)}")
    if ablate is not None and ablate not in ABLATIONS:
        raise ValueError(f"unknown ablation '{ablate}'; choose one of {', '.join(ABLATIONS)}")
    if ablate is not None and name != "bioproagent":
        raise ValueError(f"ablations apply to bioproagent only, not to '{name}'")
    planner, chat = resolve_planner(model)
    registry = registry or load_registry()
    _warm_up()
    if name == "bioproagent":
        return BioProAgent(agent_name(name, ablate), planner, chat, registry, ablate)
    return BASELINES[name](name, planner, chat, registry)


def _warm_up() -> None:
    """Import and load once what every run needs, so the first item's time_s is not
    charged with module imports and the library index (about a second)."""
    import bioproagent.intent.parser
    import bioproagent.science.checklist  # noqa: F401

    shared_library()
