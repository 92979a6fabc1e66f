"""Run agents over BioPlanner items: resumable, with progress, then summary and report.

Results go to ``<out>/results.jsonl``, one line per (agent, task, setting, item) as it
finishes; running the same command again skips what is already there. ``summary.json`` and
``report.md`` are rewritten from all lines at the end of every run (see :mod:`.report`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from bioproagent.bench.bioplanner.baselines import (
    DefinitionOrderBaseline,
    NearestProtocolBaseline,
    TransitionBaseline,
)
from bioproagent.bench.bioplanner.data import BioProtProtocol, Split
from bioproagent.bench.bioplanner.metrics import ValueEncoder
from bioproagent.bench.bioplanner.score import score_answer
from bioproagent.bench.bioplanner.tasks import (
    PlanningItem,
    Task,
    generation_items,
    next_step_items,
    retrieval_items,
)
from bioproagent.errors import BioProAgentError

BASELINES: dict[str, Callable[[], Any]] = {
    "definition-order": DefinitionOrderBaseline,
    "transition": TransitionBaseline,
    "nearest": NearestProtocolBaseline,
}
RESULTS = "results.jsonl"
Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class Settings:
    """Which variants of a task to run."""

    shuffle: tuple[bool, ...] = (False, True)
    feedback: tuple[bool, ...] = (False, True)
    distractors: tuple[Literal["random", "nearest"], ...] = ("random", "nearest")


def build_items(
    task: Task,
    protocols: list[BioProtProtocol],
    split: Split,
    settings: Settings,
    limit: int | None = None,
) -> list[PlanningItem]:
    """The items of ``task`` on the usable protocols of ``split`` (at most ``limit``
    protocols per setting)."""
    chosen = [p for p in protocols if p.usable and (split == "all" or p.split == split)]
    chosen = chosen[:limit] if limit is not None else chosen
    items: list[PlanningItem] = []
    if task == "next":
        for shuffled in settings.shuffle:
            items += next_step_items(chosen, shuffled)
    elif task == "gen":
        for shuffled in settings.shuffle:
            for feedback in settings.feedback:
                items += generation_items(chosen, shuffled, feedback)
    else:
        pool = [p for p in protocols if p.functions]
        for distractors in settings.distractors:
            items += retrieval_items(chosen, pool, distractors)
    return items


def train_split(protocols: list[BioProtProtocol]) -> list[BioProtProtocol]:
    return [p for p in protocols if p.usable and p.split == "train"]


def read_done(path: Path) -> set[tuple[str, str, str, str]]:
    if not path.exists():
        return set()
    done = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            done.add((row["agent"], row["task"], row["setting"], row["item"]))
    return done


def read_rows(out_dir: Path) -> list[dict[str, Any]]:
    path = out_dir / RESULTS
    if not path.exists():
        return []
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def _answer(agent: Any, item: PlanningItem) -> tuple[str, Any]:
    if item.task == "next":
        return agent.next_step(item)  # type: ignore[no-any-return]
    if item.task == "gen":
        if "+feedback" in item.setting:
            if not hasattr(agent, "model"):
                raise BioProAgentError("only a chat model can use the feedback loop")
            return agent.generate(item, feedback=True)  # type: ignore[no-any-return]
        return agent.generate(item)  # type: ignore[no-any-return]
    return agent.retrieve(item)  # type: ignore[no-any-return]


def applicable(agent: Any, item: PlanningItem) -> bool:
    """Baselines have no feedback loop; the transition model does no retrieval."""
    if item.task not in agent.supports:
        return False
    return not ("+feedback" in item.setting and not hasattr(agent, "model"))


def run_planning(
    items: Iterable[PlanningItem],
    agents: list[Any],
    out_dir: Path,
    encoder: ValueEncoder,
    progress: Progress | None = None,
) -> int:
    """Answer and score every (agent, item) not yet in ``out_dir``; returns how many ran."""
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / RESULTS
    done = read_done(path)
    todo = [
        (a, i)
        for a in agents
        for i in items
        if applicable(a, i) and (a.name, i.task, i.setting, i.id) not in done
    ]
    with path.open("a", encoding="utf-8") as sink:
        for n, (agent, item) in enumerate(todo, 1):
            error = None
            try:
                answer, usage = _answer(agent, item)
                usage_doc = usage.model_dump()
            except BioProAgentError:
                raise
            except Exception as exc:  # a model failure is a result, not a crash
                answer, usage_doc, error = "", {}, f"{type(exc).__name__}: {exc}"
            row = {
                "agent": agent.name,
                "task": item.task,
                "setting": item.setting,
                "item": item.id,
                "protocol": item.protocol_id,
                "answer": answer,
                "scores": score_answer(item, answer, encoder),
                "usage": usage_doc,
                "error": error,
            }
            sink.write(json.dumps(row, ensure_ascii=False) + "\n")
            sink.flush()
            if progress is not None:
                progress(n, len(todo), f"{agent.name} {item.task}/{item.setting} {item.id}")
    return len(todo)
