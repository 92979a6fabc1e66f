"""Where the benchmark's units of work run: in this thread, on a thread pool, or on Ray.

The runner hands an executor the units still to do, a picklable ``work(unit) -> ItemResult``
and a ``save(result)`` callback; the executor yields one :class:`Outcome` per unit as it
completes (in completion order, which drives the progress bar). Every executor calls
``save`` exactly once per unit that produced a result, before yielding its outcome, so the
runner's results file (appended, fsynced per line) is the single record of what finished.

- :class:`SerialExecutor` runs units one after another in the calling thread.
- :class:`ThreadExecutor` runs them on a thread pool (for API-bound models); ``save`` is
  called from the worker threads, and items in flight when the run stops are still saved.
- :class:`RayExecutor` runs one Ray task per unit, locally or on a cluster
  (``address="auto"`` or ``"ray://host:10001"``). Results come back to the driver, which
  alone calls ``save``. A task that fails (its worker process died, the node went away, the
  task raised) is submitted again up to ``retries`` times; every failed attempt's error is
  reported in :attr:`Outcome.errors`. A unit that fails every attempt yields an outcome
  without a result: it is not saved, so running the benchmark again retries it.

Ray is the ``[distributed]`` extra and is imported only by :class:`RayExecutor`.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Generator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from bioproagent.bench.runfiles import BenchError
from bioproagent.bench.types import ItemResult

RAY_INSTALL = (
    "the ray executor needs Ray: pip install 'bioproagent[distributed]' "
    "(or pip install -e '.[distributed]' from a checkout)"
)


class Unit(Protocol):
    """One (agent, item, sample) to run; see ``bioproagent.bench.runner``."""

    @property
    def key(self) -> tuple[str, str, str, int]: ...

    @property
    def label(self) -> str: ...


Work = Callable[[Any], ItemResult]
Save = Callable[[ItemResult], None]


@dataclass
class Outcome:
    """What became of one unit: its result was saved (``saved``) or every attempt failed."""

    unit: Any
    saved: bool
    attempts: int = 1
    errors: list[str] = field(default_factory=list)


class Executor(Protocol):
    name: str

    def run(
        self, units: Sequence[Any], work: Work, save: Save
    ) -> Generator[Outcome, None, None]: ...


class SerialExecutor:
    """One unit after another, in the calling thread."""

    name = "serial"

    def run(self, units: Sequence[Any], work: Work, save: Save) -> Generator[Outcome, None, None]:
        for unit in units:
            save(work(unit))
            yield Outcome(unit, saved=True)


class ThreadExecutor:
    """A thread pool of ``workers`` threads; an exception raised by ``work`` stops the run."""

    name = "threads"

    def __init__(self, workers: int) -> None:
        self.workers = workers

    def run(self, units: Sequence[Any], work: Work, save: Save) -> Generator[Outcome, None, None]:
        def job(unit: Any) -> Any:
            save(work(unit))
            return unit

        pool = ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="bench")
        try:
            pending: set[Future[Any]] = {pool.submit(job, u) for u in units}
            while pending:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    yield Outcome(future.result(), saved=True)  # a scorer bug stops the run
        finally:
            # Units not started are dropped; units in flight finish and are saved.
            pool.shutdown(wait=True, cancel_futures=True)


_WORKER_CACHE: dict[str, Work] = {}  # per Ray worker process: one work object per run


def _run_on_worker(token: str, work: Work, unit: Any) -> ItemResult:
    """The Ray task body: reuse this run's work object (and its agents) across tasks."""
    if token not in _WORKER_CACHE:
        _WORKER_CACHE.clear()  # a long-lived worker keeps only the current run's agents
        _WORKER_CACHE[token] = work
    return _WORKER_CACHE[token](unit)


class RayExecutor:
    """One Ray task per unit; the driver streams results back and saves them.

    ``address`` None starts a private local Ray (stopped at the end of the run); "auto"
    joins the cluster this machine belongs to; "ray://host:10001" connects a client to a
    remote head node. When Ray is already initialised in this process it is used as is.
    ``max_in_flight`` bounds the tasks submitted at once (default: twice the cluster's
    CPUs), so a stopped run wastes little work and progress follows completions.
    """

    name = "ray"

    def __init__(
        self,
        address: str | None = None,
        *,
        retries: int = 2,
        max_in_flight: int | None = None,
        cpus_per_task: float = 1.0,
    ) -> None:
        if retries < 0:
            raise BenchError("--retries must be 0 or more")
        self.address = address
        self.retries = retries
        self.max_in_flight = max_in_flight
        self.cpus_per_task = cpus_per_task

    def run(self, units: Sequence[Any], work: Work, save: Save) -> Generator[Outcome, None, None]:
        ray = _import_ray()
        started_here = False
        if not ray.is_initialized():
            self._start(ray)
            started_here = True
        try:
            yield from self._stream(ray, list(units), work, save)
        finally:
            if started_here:
                ray.shutdown()

    def _start(self, ray: Any) -> None:
        options: dict[str, Any] = {"address": self.address, "log_to_driver": False}
        if self.address is None:  # a private local instance: workers import this checkout
            here = str(Path(__file__).resolve().parents[2])
            path = os.pathsep.join(p for p in (here, os.environ.get("PYTHONPATH", "")) if p)
            options.update(
                include_dashboard=False,
                runtime_env={"env_vars": {"PYTHONPATH": path}},
            )
        try:
            ray.init(**options)
        except (ConnectionError, RuntimeError, ValueError) as exc:
            where = self.address or "a local Ray instance"
            raise BenchError(f"cannot start or reach Ray at {where}: {exc}") from exc

    def _stream(
        self, ray: Any, units: list[Any], work: Work, save: Save
    ) -> Generator[Outcome, None, None]:
        task = ray.remote(num_cpus=self.cpus_per_task, max_retries=0)(_run_on_worker)
        token = uuid.uuid4().hex
        work_ref = ray.put(work)
        window = self.max_in_flight or max(2, 2 * int(ray.cluster_resources().get("CPU", 1)))
        queue = list(reversed(units))  # pop() from the end keeps the original order
        pending: dict[Any, Any] = {}
        attempts: dict[tuple[str, str, str, int], int] = {}
        errors: dict[tuple[str, str, str, int], list[str]] = {}
        saved: set[tuple[str, str, str, int]] = set()

        def submit(unit: Any) -> None:
            attempts[unit.key] = attempts.get(unit.key, 0) + 1
            pending[task.remote(token, work_ref, unit)] = unit

        try:
            while queue or pending:
                while queue and len(pending) < window:
                    submit(queue.pop())
                ready, _ = ray.wait(list(pending), num_returns=1)
                ref = ready[0]
                unit = pending.pop(ref)
                try:
                    result = ray.get(ref)
                except ray.exceptions.RayError as exc:  # worker died, node lost, task raised
                    errors.setdefault(unit.key, []).append(_error_text(exc))
                    if attempts[unit.key] <= self.retries:
                        submit(unit)
                        continue
                    yield Outcome(unit, False, attempts[unit.key], errors[unit.key])
                    continue
                if unit.key not in saved:  # a result is saved once, whatever Ray re-ran
                    saved.add(unit.key)
                    save(result)
                yield Outcome(unit, True, attempts[unit.key], errors.get(unit.key, []))
        finally:
            for ref in pending:  # stopped early: drop the rest; resuming runs them
                ray.cancel(ref, force=True)


def make_executor(
    name: str,
    *,
    workers: int = 1,
    address: str | None = None,
    retries: int = 2,
) -> Executor:
    """The executor called ``name``: "threads" (the default; serial when workers is 1) or
    "ray". Raises BenchError for an unknown name or a missing Ray."""
    if name == "threads":
        return SerialExecutor() if workers == 1 else ThreadExecutor(workers)
    if name == "ray":
        _import_ray()
        return RayExecutor(address, retries=retries, max_in_flight=workers if workers > 1 else None)
    raise BenchError(f"unknown executor '{name}'; choose threads or ray")


EXECUTORS: tuple[str, ...] = ("threads", "ray")


def _import_ray() -> Any:
    try:
        import ray
    except ImportError as exc:
        raise BenchError(f"{RAY_INSTALL} ({exc})") from exc
    return ray


def _error_text(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    first = next((line for line in text if line.strip()), "")
    return f"{type(exc).__name__}: {first[:300]}" if first else type(exc).__name__


__all__ = [
    "EXECUTORS",
    "RAY_INSTALL",
    "Executor",
    "Outcome",
    "RayExecutor",
    "SerialExecutor",
    "ThreadExecutor",
    "make_executor",
]
