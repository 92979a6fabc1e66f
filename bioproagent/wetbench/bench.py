"""WetBench runs: agents x configurations x samples, resumable, with pass@k.

A run directory holds ``run.json`` (the settings) and ``episodes.jsonl`` (one
:class:`EpisodeResult` per line, appended, flushed and fsynced as each episode ends). A
run started again with the same directory skips the episodes already on file (a line cut
short by a kill is dropped and rewritten). pass@k (k = 1..n) uses the unbiased estimator
1 - C(n-c, k) / C(n, k) per configuration (n samples, c successes), averaged over
configurations, as in the seed's Figure 5.
"""

from __future__ import annotations

import json
import os
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from math import comb
from pathlib import Path
from typing import Any

from bioproagent.errors import WetBenchRunError
from bioproagent.wetbench.agents import EpisodeResult, make_agent, run_episode
from bioproagent.wetbench.classifiers import (
    EvidenceClassifier,
    LLMClassifier,
    RubricClassifier,
    agreement,
)
from bioproagent.wetbench.config import Configuration
from bioproagent.wetbench.rule_model import RuleTransitionModel
from bioproagent.wetbench.state import TransitionModel

EPISODES = "episodes.jsonl"
RUN = "run.json"


@dataclass(frozen=True)
class RunSettings:
    agents: tuple[str, ...]
    configs: tuple[str, ...]
    samples: int
    model: str
    transition: str
    classifier: str
    second_classifier: str
    error_type: int

    def to_json(self) -> dict[str, Any]:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.__dict__.items()}


def make_transition(name: str, model: Any, error_type: int) -> TransitionModel:
    if name == "rules":
        return RuleTransitionModel(error_type=error_type)
    if name == "llm":
        if model is None:
            raise WetBenchRunError("--transition-model llm needs --model (a chat model)")
        from bioproagent.wetbench.llm_transition import LLMTransitionModel

        return LLMTransitionModel(model, error_type=error_type)
    raise WetBenchRunError(f"unknown transition model '{name}' (rules or llm)")


def make_classifier(name: str, model: Any) -> EvidenceClassifier | None:
    if name in ("", "none"):
        return None
    if name == "rubric":
        return RubricClassifier()
    if name == "llm":
        if model is None:
            raise WetBenchRunError("the llm classifier needs --model (a chat model)")
        return LLMClassifier(model)
    raise WetBenchRunError(f"unknown classifier '{name}' (rubric or llm)")


def run_benchmark(
    configs: Sequence[Configuration],
    settings: RunSettings,
    out_dir: Path,
    *,
    model: Any = None,
    progress: Callable[[int, int, EpisodeResult], None] | None = None,
) -> list[EpisodeResult]:
    """Play every missing episode of the run; returns all episodes on file."""
    out_dir.mkdir(parents=True, exist_ok=True)
    run_file = out_dir / RUN
    if run_file.exists():
        previous = json.loads(run_file.read_text())
        if previous != settings.to_json():
            raise WetBenchRunError(
                f"{out_dir} holds a run with other settings ({previous}); use a new --out"
            )
    else:
        run_file.write_text(json.dumps(settings.to_json(), indent=2) + "\n")
    path = out_dir / EPISODES
    done = {(e.agent, e.config, e.sample) for e in read_episodes(path, repair=True)}
    transition = make_transition(settings.transition, model, settings.error_type)
    classifier = make_classifier(settings.classifier, model) or RubricClassifier()
    second = make_classifier(settings.second_classifier, model)
    todo = [
        (agent, config, sample)
        for agent in settings.agents
        for config in configs
        for sample in range(settings.samples)
        if (agent, config.id, sample) not in done
    ]
    with path.open("a", encoding="utf-8") as fh:
        for i, (agent_name, config, sample) in enumerate(todo, start=1):
            agent = make_agent(agent_name, model)
            result = run_episode(
                config,
                agent,
                seed=sample,
                sample=sample,
                transition=transition,
                classifier=classifier,
                second_classifier=second,
            )
            fh.write(result.model_dump_json() + "\n")
            fh.flush()
            os.fsync(fh.fileno())
            if progress is not None:
                progress(i, len(todo), result)
    return read_episodes(path)


def read_episodes(path: Path, *, repair: bool = False) -> list[EpisodeResult]:
    """Episodes on file; a last line cut short is ignored (and truncated with ``repair``)."""
    if not path.exists():
        return []
    raw = path.read_bytes()
    out: list[EpisodeResult] = []
    good_end = 0
    lines = raw.split(b"\n")
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            good_end += len(line) + 1
            continue
        try:
            out.append(EpisodeResult.model_validate_json(line))
        except ValueError as exc:
            if number >= len(lines) - 1:
                break
            raise WetBenchRunError(f"{path}:{number}: damaged episode line: {exc}") from exc
        good_end += len(line) + 1
    if repair and good_end < len(raw):
        with path.open("r+b") as fh:
            fh.truncate(good_end)
    return out


def pass_at_k(results: Iterable[bool], k: int) -> float:
    """Unbiased pass@k of one task from its n sample outcomes."""
    outcomes = list(results)
    n, c = len(outcomes), sum(outcomes)
    if k > n:
        raise ValueError(f"pass@{k} needs at least {k} samples, got {n}")
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


def summarize(episodes: Sequence[EpisodeResult]) -> dict[str, Any]:
    """Per agent: pass@k for k = 1..n, episode time, steps, rejections; plus classifier
    agreement where a second classifier judged the same submissions."""
    agents: dict[str, Any] = {}
    for agent in sorted({e.agent for e in episodes}):
        mine = [e for e in episodes if e.agent == agent]
        by_config: dict[str, list[bool]] = {}
        for e in mine:
            by_config.setdefault(e.config, []).append(e.success)
        n = min(len(v) for v in by_config.values())
        curve = {
            f"pass@{k}": round(
                100.0 * statistics.mean(pass_at_k(v[:n], k) for v in by_config.values()), 1
            )
            for k in range(1, n + 1)
        }
        agents[agent] = {
            "configurations": len(by_config),
            "samples": n,
            **curve,
            "solved": sorted(c for c, v in by_config.items() if any(v)),
            "mean_episode_s": round(statistics.mean(e.wall_s for e in mine), 4),
            "mean_steps": round(statistics.mean(e.steps for e in mine), 2),
            "mean_rejections": round(statistics.mean(e.rejections for e in mine), 2),
            "mean_sim_hours": round(statistics.mean(e.sim_hours for e in mine), 2),
            "end_reasons": _count(e.end_reason for e in mine),
            "conservation_problems": sum(bool(e.conservation) for e in mine),
            "llm_calls": sum(e.usage.get("llm_calls", 0) for e in mine),
        }
    summary: dict[str, Any] = {"agents": agents, "episodes": len(episodes)}
    pairs = [
        (bool(e.verdict and e.verdict["valid"]), bool(e.second_verdict["valid"]))
        for e in episodes
        if e.verdict and e.second_verdict and "valid" in e.second_verdict
    ]
    errors = sum(1 for e in episodes if e.second_verdict and "error" in e.second_verdict)
    if pairs:
        pct, kappa = agreement([a for a, _ in pairs], [b for _, b in pairs])
        summary["classifier_agreement"] = {
            "pairs": len(pairs),
            "percent": pct,
            "kappa": kappa,
            "unreadable_second_verdicts": errors,
        }
    return summary


def _count(values: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for v in values:
        out[v] = out.get(v, 0) + 1
    return out
