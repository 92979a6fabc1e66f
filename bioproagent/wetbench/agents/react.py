"""A ReAct-style baseline: think, then one action per turn, in the seed's reply format.

With a chat model it is prompted with the goal, the current materials, the actions with
their parameter options, the elapsed time and the history, and answers ``THOUGHT / ACTION /
MATERIALS / PARAMETERS``. Without a model it runs an honest deterministic policy, the
"measurement survey": it applies every available measurement action once to every
sample, control and standard, with default (or lowest allowed) parameter values, and then
submits. It never prepares, grows, dilutes or treats anything, so it only succeeds where
looking at the starting materials is enough.
"""

from __future__ import annotations

import json
from typing import Any

from bioproagent.wetbench.catalogue import ActionSpec, load_catalogue
from bioproagent.wetbench.config import Configuration
from bioproagent.wetbench.env import SUBMIT

AGENT_PROMPT = """You are running an experiment in a simulated wet lab. Reach a state of \
materials and observations that a competent scientist would accept as enough evidence for \
the goal below. Each turn you pick ONE action; a simulator carries it out (or rejects it) \
and reports new materials and observations.

Time: actions cost time; materials marked dynamic change as time passes (cells grow, \
reactions proceed). Stop with Quit if the goal cannot be reached with these materials. When \
you believe the evidence suffices, use SubmitMaterialsObservationsForReview.

GOAL: {goal}
ELAPSED: {hours:.2f} h, step {step} of {max_steps}

CURRENT MATERIALS (barcode, name, properties):
{materials}

AVAILABLE ACTIONS (parameters: type, unit, allowed range or options; * = required):
{actions}

HISTORY (most recent last):
{history}

Reply in exactly this format:
THOUGHT: one or two sentences of reasoning
ACTION: ActionName
MATERIALS: MAT-XXXXXXXX, MAT-YYYYYYYY   (exact barcodes from the list; may be empty)
PARAMETERS: name=value, name=value      (numbers in the unit the name carries, e.g. \
volume_ul=100, duration_s=3600, temperature_c=37)"""


def describe_actions(names: list[str]) -> str:
    catalogue = load_catalogue()
    lines = []
    for name in names:
        spec = catalogue[name]
        parts = []
        for pname, p in spec.params.items():
            star = "*" if pname in spec.required else ""
            if "enum" in p:
                rng = "|".join(str(v) for v in p["enum"])
            elif "minimum" in p or "maximum" in p:
                rng = f"{p.get('minimum', '-inf')}..{p.get('maximum', 'inf')}"
            else:
                rng = p.get("type", "")
            parts.append(f"{pname}{star} ({rng})")
        lo, hi = spec.min_materials, spec.max_materials
        lines.append(
            f"- {name} [{lo}-{hi} materials]: {spec.description} "
            f"Params: {', '.join(parts) or 'none'}"
        )
    return "\n".join(lines)


def describe_materials(materials: list[dict[str, Any]]) -> str:
    skip = {"barcode", "name", "created_at_s", "available_for_use"}
    return "\n".join(
        f"- {m['barcode']} {m['name']}: "
        + json.dumps({k: v for k, v in m.items() if k not in skip}, ensure_ascii=False)
        for m in materials
    )


def describe_history(history: list[dict[str, Any]], limit: int = 30) -> str:
    lines = []
    for rec in history[-limit:]:
        lines.append(
            f"{rec['action']}: " + ("ok" if rec["accepted"] else f"REJECTED {rec['reason']}")
        )
        lines += [f"    {o}" for o in rec["observations"]]
    return "\n".join(lines) or "(nothing yet)"


class ReActAgent:
    """ReAct over a chat model, or the deterministic measurement survey without one."""

    name = "react"

    def __init__(self, model: Any = None) -> None:
        self.model = model
        self.usage: dict[str, int] = {"llm_calls": 0, "prompt_tokens": 0, "completion_tokens": 0}
        self._config: Configuration | None = None
        self._history: list[dict[str, Any]] = []
        self._queue: list[dict[str, Any]] = []
        self._last: Any = None

    def start(self, config: Configuration, observation: dict[str, Any], seed: int) -> None:
        self._config, self._history, self._last = config, [], None
        self._queue = [] if self.model is not None else survey(config, observation)

    def act(self, observation: dict[str, Any]) -> Any:
        if self._last is not None and observation.get("last") is not None:
            last = observation["last"]
            self._history.append(
                {
                    "action": self._last if isinstance(self._last, str) else json.dumps(self._last),
                    "accepted": last["accepted"],
                    "reason": last["reason"],
                    "observations": [o["description"] for o in last["observations"]],
                }
            )
        self._last = self._next(observation)
        return self._last

    def _next(self, observation: dict[str, Any]) -> Any:
        if self.model is None:
            return self._queue.pop(0) if self._queue else {"action": SUBMIT}
        from langchain_core.messages import HumanMessage

        from bioproagent.planners.models.chat import call_model

        prompt = AGENT_PROMPT.format(
            goal=observation["goal"],
            hours=observation["clock_s"] / 3600.0,
            step=observation["step"],
            max_steps=observation["max_steps"],
            materials=describe_materials(observation["materials"]),
            actions=describe_actions(observation["actions"]),
            history=describe_history(self._history),
        )
        call = call_model(self.model, [HumanMessage(content=prompt)])
        self.usage["llm_calls"] += 1
        self.usage["prompt_tokens"] += call.usage.prompt_tokens
        self.usage["completion_tokens"] += call.usage.completion_tokens
        if call.error is not None:
            raise RuntimeError(f"the agent's model failed: {call.error}")
        text = call.text
        start = text.find("ACTION:")
        return text[start:] if start >= 0 else text


def survey(config: Configuration, observation: dict[str, Any]) -> list[dict[str, Any]]:
    """Every measurement action once on every sample, control and standard, then submit."""
    catalogue = load_catalogue()
    subjects = [
        m for m in observation["materials"] if m["role"] in ("sample", "control", "standard")
    ]
    plan = []
    for name in config.actions:
        spec = catalogue[name]
        if spec.kind != "measurement" or not subjects:
            continue
        batch = [m["barcode"] for m in subjects][: spec.max_materials]
        plan.append({"action": name, "materials": batch, "params": default_params(spec)})
    return plan


def default_params(spec: ActionSpec) -> dict[str, Any]:
    """Defaults, else the first option, else the lowest allowed value, for required ones."""
    params = spec.defaults()
    for name in spec.required:
        if name in params:
            continue
        p = spec.params[name]
        if "enum" in p:
            params[name] = p["enum"][0]
        elif p.get("type") in ("number", "integer"):
            params[name] = p.get("minimum", 1)
        elif name == "question":
            params[name] = "What does the sample look like?"
        elif p.get("type") == "array":
            params[name] = []
    return params
