"""The resumable benchmark runner: every (agent, subset, item, sample) once, saved as it ends.

``run_benchmark`` writes into ``out_dir``:

- ``results.jsonl``: one :class:`~bioproagent.bench.types.ItemResult` per line, appended,
  flushed and fsynced as each unit of work finishes, so a run killed at any moment loses
  nothing that had finished. Started again with the same ``out_dir`` it skips every key
  (agent, subset, item_id, sample) already on file and never writes one twice. A last line
  cut short by a kill is dropped and rewritten.
- ``run.json``: the run's config, the first start and last finish times, one entry per
  session, and the versions of Python and the packages that shape the results. Starting
  again with a different config is refused (:class:`BenchError`) unless ``force=True``.
- ``items.jsonl``: the items that were run (query and gold), for the report's drill-down.

The agent factory, the loader and the scorer are parameters so that any of them can be
replaced (tests use fakes); the defaults import ``bioproagent.bench.agents.factory``,
``loaders`` and ``metrics`` when first needed. Library code: no printing, progress goes
through the ``progress(done, total, eta_s, label)`` callback.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol, cast

from bioproagent.bench.executors import Executor, make_executor
from bioproagent.bench.runfiles import (
    ITEMS,
    RESULTS,
    RUN,
    BenchError,
    Key,
    ResultWriter,
    read_done_keys,
    read_items,
    read_results,
    versions,
    write_items,
    write_json,
)
from bioproagent.bench.types import SUBSETS, AgentOutput, BenchItem, ItemResult
from bioproagent.errors import BioProAgentError

__all__ = [
    "ABLATIONS",
    "AGENTS",
    "ITEMS",
    "RESULTS",
    "RUN",
    "SOURCES",
    "BenchError",
    "Key",
    "agent_names",
    "read_done_keys",
    "read_items",
    "read_results",
    "run_benchmark",
    "split_agent_name",
    "versions",
]

AGENTS: tuple[str, ...] = ("bioproagent", "direct", "react", "reflexion", "autogpt")
ABLATIONS: tuple[str, ...] = ("fsm", "verification", "knowledge", "clarify")
SOURCES: tuple[str, ...] = ("public", "ours")
OURS_SUBSETS: tuple[str, ...] = ("B", "C", "D")  # subset A exists only as public data
# may change between sessions without changing results
_CONFIG_KEYS_IGNORED = ("workers", "executor")


class BenchAgent(Protocol):
    name: str

    def run(self, item: BenchItem) -> AgentOutput: ...


AgentFactory = Callable[..., BenchAgent]  # (name, *, ablate, model, registry) -> BenchAgent
Loader = Callable[..., list[BenchItem]]  # (subset, source, data_path) -> items
Scorer = Callable[[BenchItem, AgentOutput, Any], dict[str, float | None]]
ItemRegistry = Callable[[BenchItem, Any], Any]  # (item, registry) -> the item's registry
Progress = Callable[[int, int, float | None, str], None]  # (done, total, eta_s, label)


def agent_names() -> list[str]:
    """Every agent name the runner accepts: the five agents, then the four ablations."""
    return [*AGENTS, *(f"bioproagent-no_{a}" for a in ABLATIONS)]


def split_agent_name(name: str) -> tuple[str, str | None]:
    """``"bioproagent-no_fsm"`` -> ``("bioproagent", "fsm")``; raises BenchError if unknown."""
    base, _, ablate = name.partition("-no_")
    if base not in AGENTS or (ablate and (base != "bioproagent" or ablate not in ABLATIONS)):
        raise BenchError(f"unknown agent '{name}'; choose one of {', '.join(agent_names())}")
    return base, ablate or None


@dataclass(frozen=True)
class _Unit:
    agent: str
    item: BenchItem
    sample: int

    @property
    def key(self) -> Key:
        return (self.agent, self.item.subset, self.item.id, self.sample)

    @property
    def label(self) -> str:
        suffix = f"#{self.sample}" if self.sample else ""
        return f"{self.agent} {self.item.subset}/{self.item.id}{suffix}"


def run_benchmark(
    subsets: Sequence[str],
    agents: Sequence[str],
    *,
    out_dir: str | os.PathLike[str],
    data: str | None = None,
    model: str | None = None,
    limit: int | None = None,
    samples: int = 1,
    workers: int = 1,
    sources: Sequence[str] = SOURCES,
    progress: Progress | None = None,
    force: bool = False,
    registry: Any = None,
    agent_factory: AgentFactory | None = None,
    loader: Loader | None = None,
    scorer: Scorer | None = None,
    item_registry: ItemRegistry | None = None,
    executor: Executor | None = None,
) -> Path:
    """Run every agent on every item of ``subsets`` and return ``out_dir``.

    ``limit`` keeps the first N items of each (subset, source); ``samples`` runs each item
    K times (sample 0..K-1, for pass@k); ``workers`` > 1 runs items on that many threads.
    ``executor`` (see :mod:`bioproagent.bench.executors`) replaces the thread pool, e.g. a
    :class:`~bioproagent.bench.executors.RayExecutor` for a cluster; units it could not
    finish after its retries are listed in run.json (``sessions[-1].failed``), left out
    of results.jsonl, and run again by the next session. An exception raised by
    ``progress`` (e.g. KeyboardInterrupt) stops the run; every finished item is kept.
    Raises :class:`BenchError` for unusable input.
    """
    subsets = [_check_subset(s) for s in subsets]
    parsed = {name: split_agent_name(name) for name in agents}
    bad_sources = [s for s in sources if s not in SOURCES]
    if bad_sources or not sources:
        raise BenchError(f"unknown source {bad_sources or '(none)'}; use public and/or ours")
    if samples < 1 or workers < 1 or (limit is not None and limit < 1):
        raise BenchError("--samples, --workers and --limit must be at least 1")
    if "public" in sources and data is None:
        data = os.environ.get("BIOPROAGENT_SHARED_DATA") or None
    out = Path(out_dir)
    config = {
        "subsets": list(subsets),
        "agents": list(agents),
        "model": model,
        "data": data,
        "limit": limit,
        "samples": samples,
        "sources": list(sources),
        "workers": workers,
        "executor": executor.name if executor is not None else "threads",
    }
    if out.exists() and not out.is_dir():
        raise BenchError(f"--out {out}: is a file, not a directory; give a run directory")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BenchError(f"--out {out}: cannot create it: {exc.strerror or exc}") from None
    run_doc = _check_config(out / RUN, config, force)
    items = _load_items(subsets, sources, data, limit, loader)
    done_keys = read_done_keys(out / RESULTS, repair=True)
    write_items(out / ITEMS, items)

    if registry is None:
        from bioproagent.registry import load_registry

        registry = load_registry()
    work = UnitWork(
        agent_factory or _default_factory(),
        parsed,
        model,
        registry,
        item_registry,
        scorer or _default_scorer(),
    )
    work.check_agents()  # fail on an unusable agent before any work
    engine = executor or make_executor("threads", workers=workers)
    units = [_Unit(agent, item, s) for agent in agents for item in items for s in range(samples)]
    todo = [u for u in units if u.key not in done_keys]
    session: dict[str, Any] = {
        "started": _now(),
        "finished": None,
        "ran": 0,
        "skipped": len(units) - len(todo),
        "status": "running",
        "workers": workers,
        "executor": engine.name,
        "failed": [],
        "retried": [],
    }
    run_doc.setdefault("started", session["started"])
    run_doc["finished"] = None
    run_doc["config"] = config
    run_doc["versions"] = versions()
    run_doc.setdefault("sessions", []).append(session)
    write_json(out / RUN, run_doc)

    writer = ResultWriter(out / RESULTS)
    clock = _Clock(len(units), len(units) - len(todo), progress)
    try:
        clock.tick("")
        with closing(engine.run(todo, work, writer.write)) as outcomes:
            for outcome in outcomes:
                _record(session, outcome)
                clock.tick(outcome.unit.label + ("" if outcome.saved else " (failed)"))
        session["status"] = "finished"
        if session["failed"]:
            session["status"] = (
                f"finished; {len(session['failed'])} unit(s) failed every attempt "
                "(run again to retry them)"
            )
        run_doc["finished"] = _now()
    except KeyboardInterrupt:
        session["status"] = "interrupted"
        raise
    except BaseException as exc:
        session["status"] = f"failed: {type(exc).__name__}: {exc}"
        raise
    finally:
        writer.close()
        session["finished"] = _now()
        write_json(out / RUN, run_doc)
    return out


def _record(session: dict[str, Any], outcome: Any) -> None:
    """Count a finished unit; note its failed attempts (retried or given up)."""
    key = list(outcome.unit.key)
    if outcome.saved:
        session["ran"] += 1
        if outcome.errors:
            session["retried"].append({"key": key, "errors": outcome.errors})
    else:
        session["failed"].append(
            {"key": key, "attempts": outcome.attempts, "errors": outcome.errors}
        )


class UnitWork:
    """``work(unit) -> ItemResult``: runs one unit's agent and scores its output.

    Picklable (for Ray workers): the agents it builds live in a cache that is rebuilt,
    not copied, in each process.
    """

    def __init__(
        self,
        factory: AgentFactory,
        parsed: dict[str, tuple[str, str | None]],
        model: str | None,
        registry: Any,
        item_registry: ItemRegistry | None,
        scorer: Scorer,
    ) -> None:
        self.factory, self.parsed, self.model = factory, parsed, model
        self.registry, self.item_registry, self.scorer = registry, item_registry, scorer
        self._cache: _AgentCache | None = None

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_cache": None}

    def agents(self) -> _AgentCache:
        if self._cache is None:
            self._cache = _AgentCache(
                self.factory, self.parsed, self.model, self.registry, self.item_registry
            )
        return self._cache

    def check_agents(self) -> None:
        self.agents().check_all()

    def __call__(self, unit: _Unit) -> ItemResult:
        return _run_unit(unit, self.agents(), self.scorer, self.registry)


def _run_unit(unit: _Unit, agents_cache: _AgentCache, score: Scorer, registry: Any) -> ItemResult:
    overlay = unit.item.meta.get("registry_overlay")
    key = json.dumps(overlay, sort_keys=True) if overlay else ""
    agent = agents_cache.get(unit.agent, key, unit.item)
    registry = agents_cache.registry_for(key, unit.item)
    started = time.perf_counter()
    try:
        output = agent.run(unit.item)
    except Exception as exc:  # an agent's crash is a failed item, not a failed run
        output = AgentOutput(error=f"{type(exc).__name__}: {exc}", halt_reason="error")
    if not output.time_s:
        output = output.model_copy(update={"time_s": time.perf_counter() - started})
    return ItemResult(
        agent=unit.agent,
        subset=unit.item.subset,
        item_id=unit.item.id,
        sample=unit.sample,
        output=output,
        scores=score(unit.item, output, registry),
    )


class _AgentCache:
    """One agent per (thread, name, registry overlay): agents need not be thread-safe.

    An item whose ``meta["registry_overlay"]`` changes the lab (e.g. a device marked
    unavailable) is run by an agent built on that item's registry and scored against it.
    """

    def __init__(
        self,
        factory: AgentFactory,
        parsed: dict[str, tuple[str, str | None]],
        model: str | None,
        registry: Any,
        overlaid: ItemRegistry | None,
    ) -> None:
        self._factory, self._parsed, self._model, self._registry = factory, parsed, model, registry
        self._overlaid = overlaid
        self._registries: dict[str, Any] = {"": registry}
        self._lock = threading.Lock()
        self._local = threading.local()

    def registry_for(self, key: str, item: BenchItem | None) -> Any:
        with self._lock:
            if key not in self._registries:
                assert item is not None, "an item key always comes with its item"
                overlaid = self._overlaid or _default_item_registry()
                self._registries[key] = overlaid(item, self._registry)
            return self._registries[key]

    def get(self, name: str, key: str = "", item: BenchItem | None = None) -> BenchAgent:
        cache: dict[tuple[str, str], BenchAgent] = self._local.__dict__.setdefault("agents", {})
        if (name, key) not in cache:
            base, ablate = self._parsed[name]
            try:
                cache[(name, key)] = self._factory(
                    base, ablate=ablate, model=self._model, registry=self.registry_for(key, item)
                )
            except (KeyError, ValueError) as exc:
                raise BenchError(f"cannot make agent '{name}': {exc}") from exc
        return cache[(name, key)]

    def check_all(self) -> None:
        for name in self._parsed:
            self.get(name)


class _Clock:
    """Counts finished units and estimates the time left from this session's rate."""

    def __init__(self, total: int, done: int, progress: Progress | None) -> None:
        self.total, self.done, self._first = total, done, done
        self._progress = progress
        self._start = time.perf_counter()

    def tick(self, label: str) -> None:
        if label:
            self.done += 1
        if self._progress is None:
            return
        ran = self.done - self._first
        eta = None
        if ran:
            eta = (time.perf_counter() - self._start) / ran * (self.total - self.done)
        self._progress(self.done, self.total, eta, label)


# -- config, items, versions ---------------------------------------------------------------
def _check_config(path: Path, config: dict[str, Any], force: bool) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise BenchError(f"{path}: unreadable ({exc}); delete it or use a new --out") from exc
    old = {k: v for k, v in doc.get("config", {}).items() if k not in _CONFIG_KEYS_IGNORED}
    new = {k: v for k, v in config.items() if k not in _CONFIG_KEYS_IGNORED}
    changed = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
    if changed and not force:
        diff = "; ".join(f"{k}: {old.get(k)!r} -> {new.get(k)!r}" for k in changed)
        raise BenchError(
            f"{path.parent} holds a run with a different config ({diff}); use a new --out "
            "directory, or pass --force to continue in this one (finished items are kept)"
        )
    return dict(doc)


def _check_subset(subset: str) -> str:
    if subset not in SUBSETS:
        raise BenchError(f"unknown subset '{subset}'; choose from {', '.join(SUBSETS)} or all")
    return subset


def _load_items(
    subsets: Iterable[str],
    sources: Sequence[str],
    data: str | None,
    limit: int | None,
    loader: Loader | None,
) -> list[BenchItem]:
    load = loader or _default_loader()
    items: list[BenchItem] = []
    for subset in subsets:
        if subset not in OURS_SUBSETS and "public" not in sources:
            raise BenchError(
                f"subset {subset} exists only as public data: pass --data PATH (a directory "
                f"or URL holding proagent/ProAgent-Subset{subset}.json) or set "
                "BIOPROAGENT_SHARED_DATA"
            )
        seen: dict[str, str] = {}
        for source in sources:
            if source == "ours" and subset not in OURS_SUBSETS:
                continue
            try:
                found = list(load(subset, source, data if source == "public" else None))
            except BenchError:
                raise
            except (OSError, ValueError, KeyError, BioProAgentError) as exc:
                raise BenchError(f"cannot load subset {subset} ({source}): {exc}") from exc
            for item in found[:limit] if limit else found:
                if item.id in seen:
                    raise BenchError(
                        f"subset {subset}: item id '{item.id}' occurs in both {seen[item.id]} "
                        f"and {source} data; item ids must be unique within a subset"
                    )
                seen[item.id] = source
                items.append(item)
    return items


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _default_factory() -> AgentFactory:
    from bioproagent.bench.agents.factory import make_agent

    return make_agent


def _default_loader() -> Loader:
    from bioproagent.bench.loaders import load_subset

    return cast(Loader, load_subset)  # its Literal subset/source types are checked inside


def _default_item_registry() -> ItemRegistry:
    from bioproagent.bench.loaders import item_registry

    return item_registry


def _default_scorer() -> Scorer:
    from bioproagent.bench.metrics.scoring import score_item

    return score_item
