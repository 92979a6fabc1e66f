"""Fakes for the benchmark runner and report tests: items, an agent, a scorer, an aggregate.

They stand in for bioproagent.bench.loaders / agents / metrics so that the runner and the
reports are tested on their own, fast and deterministically.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from typing import Any

from bioproagent.bench.types import AgentOutput, BenchItem, ItemResult

PER_SUBSET = {"A": 4, "B": 3, "C": 2, "D": 3}
OURS = {"B": 2, "D": 2}
GOLD_WORKFLOW = {
    "labware": [{"id": "plate", "type": "plate_96_pcr"}],
    "steps": [
        {
            "id": "s1",
            "device": "inheco_odtc",
            "operation": "run_pcr",
            "params": {"cycles": 30},
            "labware": {"plate": "plate"},
        }
    ],
}


def fake_items(subset: str, source: str, data: str | None = None) -> list[BenchItem]:
    """A few items per subset and source; ids carry the source so they never collide."""
    count = PER_SUBSET[subset] if source == "public" else OURS.get(subset, 0)
    items = []
    for i in range(count):
        items.append(
            BenchItem(
                subset=subset,
                id=f"{source}_{subset.lower()}_{i}",
                source=source,
                query=f"Plan item {i} of subset {subset} <b>&amp;</b>",
                draft_text="1. Mix.\n2. Spin." if subset == "B" else None,
                gold_text="Add buffer. Spin at 1000 g." if subset == "A" else None,
                gold_workflow=GOLD_WORKFLOW if subset != "A" else None,
                faulty_workflow=GOLD_WORKFLOW if subset == "D" else None,
                fault="range" if subset == "D" else None,
            )
        )
    return items


class FakeAgent:
    """Returns a scripted output derived from the item; optionally slow or failing."""

    calls = 0
    lock = threading.Lock()

    def __init__(
        self,
        name: str,
        *,
        ablate: str | None = None,
        model: str | None = None,
        registry: Any = None,
        delay_s: float = 0.0,
        fail_on: str | None = None,
    ) -> None:
        self.name = name + (f"-no_{ablate}" if ablate else "")
        self.delay_s = delay_s
        self.fail_on = fail_on

    def run(self, item: BenchItem) -> AgentOutput:
        with FakeAgent.lock:
            FakeAgent.calls += 1
        if self.delay_s:
            time.sleep(self.delay_s)
        if self.fail_on and item.id == self.fail_on:
            raise RuntimeError("scripted failure")
        if item.subset == "A":
            return AgentOutput(
                draft_text=f"{self.name}: add buffer, then spin.",
                llm_calls=1,
                prompt_tokens=10,
                completion_tokens=5,
                time_s=0.5,
                halt_reason=self.name,
            )
        return AgentOutput(
            workflow=GOLD_WORKFLOW,
            llm_calls=2,
            prompt_tokens=20,
            completion_tokens=len(self.name),
            steps=3,
            time_s=1.0,
            halt_reason=self.name,
            violations=[
                {
                    "code": "RANGE",
                    "step": 0,
                    "path": "/steps/0",
                    "message": "cycles <too> high",
                    "hint": "lower it",
                }
            ],
            trace=[{"state": "VERIFY_CODE", "note": "checked"}],
        )


def fake_factory(**kwargs: Any) -> Any:
    def make(
        name: str, *, ablate: str | None = None, model: str | None = None, registry: Any = None
    ) -> FakeAgent:
        return FakeAgent(name, ablate=ablate, model=model, registry=registry, **kwargs)

    return make


def _quality(agent: str) -> float:
    return {"direct": 0.2, "react": 0.4, "reflexion": 0.3, "autogpt": 0.5, "bioproagent": 0.9}.get(
        agent.split("-")[0], 0.6
    ) - (0.1 if "-no_" in agent else 0)


def fake_scorer(item: BenchItem, output: AgentOutput, registry: Any) -> dict[str, float | None]:
    """Text metrics on A, code metrics elsewhere; the agent's name sets the quality."""
    q = 0.0 if output.error else _quality(output.halt_reason or "")
    text = item.subset == "A"
    return {
        "rouge_l": q / 2 if text else None,
        "s_sem": q if text else None,
        "c_s": q if text else None,
        "s_code": None if text else q,
        "c_p": None if text else min(1.0, q + 0.1),
        "acc_seq": q if item.subset == "D" else None,
        "acc_param": None if text else q,
        "succ": None if text else float(q >= 0.5),
        "tokens": float(output.tokens),
        "loop_rate": 0.0,
        "time_s": output.time_s,
    }


def fake_aggregate(results: list[ItemResult]) -> dict[str, Any]:
    """Means over results (None when no result has the metric); pass@k with >1 sample."""
    keys = list(results[0].scores)
    out: dict[str, Any] = {"n": len({r.item_id for r in results})}
    for key in keys:
        values = [r.scores[key] for r in results if r.scores.get(key) is not None]
        out[key] = sum(values) / len(values) if values else None
    if max(r.sample for r in results) > 0 and out.get("succ") is not None:
        out.update(pass_at_1=out["succ"], pass_at_k=out["succ"], k=2)  # as metrics does
    return out


class DyingAgent(FakeAgent):
    """Kills its own process (SIGKILL, as a lost node would) on its first ``deaths`` attempts
    at item ``die_on``; attempts are counted in files under ``marks`` so that they survive
    the process."""

    def __init__(self, name: str, *, marks: str, die_on: str, deaths: int, **kwargs: Any) -> None:
        super().__init__(name, **kwargs)
        self.marks, self.die_on, self.deaths = marks, die_on, deaths

    def run(self, item: BenchItem) -> AgentOutput:
        if item.id == self.die_on and self.name == "direct":
            attempt = len(os.listdir(self.marks))
            with open(os.path.join(self.marks, f"attempt_{attempt}"), "x", encoding="utf-8"):
                pass
            if attempt < self.deaths:
                os.kill(os.getpid(), signal.SIGKILL)
        return super().run(item)


def dying_factory(marks: str, die_on: str, deaths: int) -> Any:
    def make(
        name: str, *, ablate: str | None = None, model: str | None = None, registry: Any = None
    ) -> FakeAgent:
        return DyingAgent(
            name,
            ablate=ablate,
            model=model,
            registry=registry,
            marks=marks,
            die_on=die_on,
            deaths=deaths,
        )

    return make
