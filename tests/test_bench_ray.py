"""The Ray executor: one task per item, results saved once by the driver, retries on loss.

One local Ray instance (2 CPUs, no dashboard) serves the whole module; starting Ray takes
seconds. The fakes of bench_fakes stand in for agents, items and scores.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from bench_fakes import dying_factory, fake_factory, fake_items, fake_scorer

from bioproagent.bench.executors import RayExecutor, make_executor
from bioproagent.bench.runner import BenchError, read_results, run_benchmark

ray = pytest.importorskip("ray", reason="Ray is the [distributed] extra and is not installed")

TESTS = Path(__file__).resolve().parent
AGENTS = ["direct", "bioproagent"]
UNITS = 2 * (4 + 5 + 5)  # 2 agents x (A 4 + B 3+2 + D 3+2 items)
MIDDLE = "public_b_1"  # an item in the middle of the run


@pytest.fixture(scope="module")
def local_ray() -> Iterator[Any]:
    path = os.pathsep.join([str(TESTS.parent), str(TESTS)])
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        runtime_env={"env_vars": {"PYTHONPATH": path}},
    )
    try:
        yield ray
    finally:
        ray.shutdown()


def run(out: Path, executor: Any = None, **kwargs: Any) -> Path:
    options: dict[str, Any] = {
        "out_dir": out,
        "registry": {"name": "a stand-in registry"},
        "agent_factory": fake_factory(),
        "loader": fake_items,
        "scorer": fake_scorer,
        "data": "/nowhere",
        "executor": executor,
    }
    options.update(kwargs)
    return run_benchmark(["A", "B", "D"], AGENTS, **options)


def lines(out: Path) -> list[str]:
    """Each result as a canonical line without its timing (which differs between runs)."""
    found = []
    for r in read_results(out / "results.jsonl"):
        scores = {k: v for k, v in r.scores.items() if k != "time_s"}
        found.append(json.dumps([r.agent, r.subset, r.item_id, r.sample, scores], sort_keys=True))
    return found


def session(out: Path) -> dict[str, Any]:
    return dict(json.loads((out / "run.json").read_text(encoding="utf-8"))["sessions"][-1])


def test_ray_saves_every_item_once_with_the_serial_results(local_ray: Any, tmp_path: Path) -> None:
    """It should produce exactly the serial run's results, one line per unit."""
    serial = lines(run(tmp_path / "serial"))
    out = run(tmp_path / "ray", executor=RayExecutor(max_in_flight=3), samples=1)
    found = lines(out)
    assert len(found) == UNITS
    assert not [k for k, n in Counter(found).items() if n > 1]
    assert sorted(found) == sorted(serial)
    assert session(out)["executor"] == "ray"
    assert session(out)["failed"] == []


def test_a_worker_killed_mid_run_loses_and_duplicates_nothing(
    local_ray: Any, tmp_path: Path
) -> None:
    """A worker SIGKILLed in the middle of an item should be retried: no loss, no duplicate."""
    marks = tmp_path / "marks"
    marks.mkdir()
    progress: list[str] = []
    out = run(
        tmp_path / "ray",
        executor=RayExecutor(retries=2, max_in_flight=2),
        agent_factory=dying_factory(str(marks), MIDDLE, deaths=1),
        progress=lambda done, total, eta, label: progress.append(label),
    )
    found = lines(out)
    assert len(found) == UNITS and len(set(found)) == UNITS
    assert sorted(found) == sorted(lines(run(tmp_path / "serial")))
    assert len(os.listdir(marks)) == 2  # died once, then finished
    retried = session(out)["retried"]
    assert [entry["key"] for entry in retried] == [["direct", "B", MIDDLE, 0]]
    assert "Crash" in retried[0]["errors"][0] or "died" in retried[0]["errors"][0].lower()
    assert len([label for label in progress if label]) == UNITS  # one tick per completion


def test_an_item_failing_every_attempt_is_recorded_and_retried_by_the_next_run(
    local_ray: Any, tmp_path: Path
) -> None:
    """After its retries a lost item should be listed as failed, unsaved, then run on resume."""
    marks = tmp_path / "marks"
    marks.mkdir()
    out = tmp_path / "ray"
    run(out, executor=RayExecutor(retries=1), agent_factory=dying_factory(str(marks), MIDDLE, 9))
    failed = session(out)["failed"]
    assert [(entry["key"], entry["attempts"]) for entry in failed] == [
        (["direct", "B", MIDDLE, 0], 2)
    ]
    assert len(failed[0]["errors"]) == 2
    assert "failed every attempt" in session(out)["status"]
    assert len(lines(out)) == UNITS - 1
    run(out, executor=RayExecutor())  # healthy agents: only the missing item runs
    assert session(out)["ran"] == 1
    found = lines(out)
    assert len(found) == UNITS and len(set(found)) == UNITS


@pytest.mark.parametrize(
    ("name", "kwargs", "kind"),
    [
        ("threads", {"workers": 1}, "serial"),
        ("threads", {"workers": 4}, "threads"),
        ("ray", {"address": "auto"}, "ray"),
    ],
    ids=["serial", "threads", "ray"],
)
def test_make_executor_picks_the_engine(name: str, kwargs: dict[str, Any], kind: str) -> None:
    """It should map the CLI's --executor and --workers onto an executor."""
    assert make_executor(name, **kwargs).name == kind


def test_an_unknown_executor_is_a_bench_error() -> None:
    """It should name the executors it knows."""
    with pytest.raises(BenchError, match="threads or ray"):
        make_executor("dask")


def test_cli_bench_run_with_the_ray_executor(
    local_ray: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    """`bench run --executor ray` should run every item once and report progress per item."""
    from bench_fakes import fake_aggregate

    from bioproagent.bench import report, runner
    from bioproagent.cli.app import main

    monkeypatch.setattr(runner, "_default_factory", lambda: fake_factory())
    monkeypatch.setattr(runner, "_default_loader", lambda: fake_items)
    monkeypatch.setattr(runner, "_default_scorer", lambda: fake_scorer)
    monkeypatch.setattr(report, "_default_aggregate", lambda: fake_aggregate)
    out = tmp_path / "run"
    argv = ["bench", "run", "--executor", "ray", "--subset", "B", "--source", "ours"]
    assert main([*argv, "--agent", "react,direct", "--out", str(out)]) == 0
    _, err = capsys.readouterr()
    assert "4/4 100%" in err
    found = lines(out)
    assert len(found) == 4 and len(set(found)) == 4
    assert session(out)["executor"] == "ray"
