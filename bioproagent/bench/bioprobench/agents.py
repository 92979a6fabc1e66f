"""Agents for the BioProBench text tasks: trivial baselines, K_s, and any chat model.

Every agent maps an item to a prediction, or ``None`` when its answer cannot be read (the
metrics exclude those and report the failure rate):

- ERR: ``True`` = "the step is erroneous". ``always-error`` (the trivial baseline: F1 =
  2p/(1+p) for a share p of erroneous items, 0.67 when balanced), ``ks`` (the deterministic
  step check, :func:`~bioproagent.science.steps.check_step`: erroneous when it raises an
  error), ``ks+llm`` (K_s, plus the strict per-step chat review), ``llm`` (the review alone).
- ORD: a permutation of indices into ``wrong_steps``. ``given-order`` keeps the shuffled
  order; ``llm`` asks for a JSON list of indices.
- GEN: a list of steps. ``echo-question`` answers the question itself as one step (a floor
  for n-gram overlap); ``llm`` asks for one step per line.
- PQA: one of the choices. ``first-choice`` (chance level: 1/5 with a uniform gold
  position); ``llm`` must answer with one choice verbatim.
"""

from __future__ import annotations

import json
import re
from typing import Any

from langchain_core.messages import HumanMessage, SystemMessage

from bioproagent.bench.bioprobench.data import ErrItem, GenItem, OrdItem, PqaItem
from bioproagent.draft import Usage
from bioproagent.planners.models.chat import call_model, strict_json
from bioproagent.science.step_review import review_step_with_llm
from bioproagent.science.steps import check_step

BASELINES: dict[str, tuple[str, ...]] = {
    "always-error": ("err",),
    "ks": ("err",),
    "given-order": ("ord",),
    "echo-question": ("gen",),
    "first-choice": ("pqa",),
}
LLM_AGENTS: dict[str, tuple[str, ...]] = {"llm": ("err", "ord", "gen", "pqa"), "ks+llm": ("err",)}

_STEP_NUMBER = re.compile(r"^\s*(?:\d+(?:\.\d+)*[.)]|[-*•])\s*")


def ks_flags(item: ErrItem) -> bool:
    findings = check_step(item.step, item.purpose, item.prior_step, item.next_step)
    return any(f.severity == "error" for f in findings)


class TextTaskAgent:
    """One named agent; ``model`` is needed by the llm agents only."""

    def __init__(self, name: str, model: Any = None) -> None:
        if name not in BASELINES and name not in LLM_AGENTS:
            known = ", ".join([*BASELINES, *LLM_AGENTS])
            raise ValueError(f"unknown BioProBench agent '{name}': choose {known}")
        if name in LLM_AGENTS and model is None:
            raise ValueError(f"agent '{name}' needs a chat model (--model local or openai:MODEL)")
        self.name = name
        self.model = model
        self.tasks = BASELINES.get(name) or LLM_AGENTS[name]

    def predict(self, task: str, item: Any) -> tuple[Any, Usage]:
        method = getattr(self, f"_{task}")
        return method(item)  # type: ignore[no-any-return]

    def _ask(self, system: str, user: str, usage: Usage) -> str:
        call = call_model(self.model, [SystemMessage(content=system), HumanMessage(content=user)])
        usage.add(call.usage)
        if call.error is not None:
            raise call.error
        return call.text

    def _err(self, item: ErrItem) -> tuple[bool | None, Usage]:
        usage = Usage()
        if self.name == "always-error":
            return True, usage
        flagged = ks_flags(item) if self.name in ("ks", "ks+llm") else False
        if self.name == "ks":
            return flagged, usage
        findings, usage = review_step_with_llm(
            self.model, item.step, item.purpose, item.prior_step, item.next_step
        )
        codes = {f.code for f in findings}
        if self.name == "ks+llm":
            return flagged or "LLM_STEP_REVIEW" in codes, usage
        if codes & {"REVIEW_UNPARSEABLE", "REVIEW_FAILED"}:
            return None, usage
        return "LLM_STEP_REVIEW" in codes, usage

    def _ord(self, item: OrdItem) -> tuple[list[int] | None, Usage]:
        usage = Usage()
        if self.name == "given-order":
            return list(range(len(item.wrong_steps))), usage
        listing = "\n".join(f"{i}: {s}" for i, s in enumerate(item.wrong_steps))
        reply = self._ask(
            "You order the steps of laboratory protocols. Answer with a JSON list of the step "
            "indices in the correct order, e.g. [2, 0, 1], and nothing else.",
            f"{item.question}\n\nSteps:\n{listing}",
            usage,
        )
        data = strict_json(reply)
        if not isinstance(data, list) or not all(isinstance(i, int) for i in data):
            return None, usage
        return [int(i) for i in data], usage

    def _gen(self, item: GenItem) -> tuple[list[str] | None, Usage]:
        usage = Usage()
        if self.name == "echo-question":
            return [item.input], usage
        reply = self._ask(
            item.system_prompt or "You write laboratory protocols.",
            f"{item.instruction}\n\n{item.input}\n\nWrite one step per line.",
            usage,
        )
        steps = [_STEP_NUMBER.sub("", line).strip() for line in reply.splitlines()]
        steps = [s for s in steps if s]
        return (steps or None), usage

    def _pqa(self, item: PqaItem) -> tuple[str | None, Usage]:
        usage = Usage()
        if self.name == "first-choice":
            return item.choices[0], usage
        listing = "\n".join(f"- {c}" for c in item.choices)
        reply = self._ask(
            "You answer fill-in-the-blank questions about laboratory protocols. Answer with "
            "exactly one of the choices, copied verbatim, and nothing else.",
            f"{item.question}\n\nChoices:\n{listing}",
            usage,
        )
        answer = reply.strip().strip("`\"'").strip()
        return (answer if answer in item.choices else None), usage


def prediction_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
