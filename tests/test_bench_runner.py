"""The benchmark runner: one result line per unit, resume after any stop, workers, config."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from bench_fakes import FakeAgent, fake_aggregate, fake_factory, fake_items, fake_scorer

from bioproagent.bench import report, runner
from bioproagent.bench.runner import BenchError, read_results, run_benchmark, split_agent_name
from bioproagent.cli.app import main

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
AGENTS = ["direct", "bioproagent", "bioproagent-no_fsm"]


def run(out: Path, **kwargs: Any) -> Path:
    options: dict[str, Any] = {
        "out_dir": out,
        "registry": object(),
        "agent_factory": fake_factory(),
        "loader": fake_items,
        "scorer": fake_scorer,
        "data": "/nowhere",
    }
    options.update(kwargs)
    subsets = options.pop("subsets", ["A", "B", "D"])
    agents = options.pop("agents", AGENTS)
    return run_benchmark(subsets, agents, **options)


def keys(out: Path) -> list[tuple[str, str, str, int]]:
    return [(r.agent, r.subset, r.item_id, r.sample) for r in read_results(out / "results.jsonl")]


def scored(out: Path) -> set[str]:
    return {
        json.dumps([r.agent, r.subset, r.item_id, r.sample, r.scores], sort_keys=True)
        for r in read_results(out / "results.jsonl")
    }


# 3 agents x (A 4 + B 3+2 + D 3+2 items) = 42 units per sample
UNITS = 3 * (4 + 5 + 5)


def test_run_writes_one_line_per_unit_and_run_json(tmp_path: Path) -> None:
    """It should write one result per (agent, subset, item, sample) and describe the run."""
    out = run(tmp_path / "run", samples=2)
    found = keys(out)
    assert len(found) == 2 * UNITS
    assert len(set(found)) == len(found)
    doc = json.loads((out / "run.json").read_text())
    assert doc["config"]["agents"] == AGENTS
    assert doc["config"]["samples"] == 2
    assert doc["finished"] and doc["started"]
    assert doc["sessions"][-1]["status"] == "finished"
    assert {"python", "bioproagent", "pydantic"} <= set(doc["versions"])
    items = (out / "items.jsonl").read_text().splitlines()
    assert len(items) == 14


@pytest.mark.parametrize("workers", [1, 3], ids=["serial", "threads"])
@pytest.mark.parametrize("stop_after", [1, 7, UNITS - 1], ids=["first", "middle", "last"])
def test_resume_after_interrupt_loses_and_repeats_nothing(
    tmp_path: Path, workers: int, stop_after: int
) -> None:
    """It should keep every finished item on interrupt and run only the rest on resume."""
    reference = run(tmp_path / "reference")
    out = tmp_path / "run"
    FakeAgent.calls = 0

    def stop(done: int, total: int, eta: float | None, label: str) -> None:
        if done >= stop_after:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run(out, workers=workers, progress=stop)
    saved = len(keys(out))
    assert saved == stop_after if workers == 1 else stop_after <= saved <= UNITS  # in flight
    assert json.loads((out / "run.json").read_text())["sessions"][-1]["status"] == "interrupted"
    run(out, workers=workers)
    found = keys(out)
    assert Counter(found).most_common(1)[0][1] == 1  # no duplicate key
    assert scored(out) == scored(reference)
    assert FakeAgent.calls == UNITS  # nothing finished was run again
    doc = json.loads((out / "run.json").read_text())
    assert [s["status"] for s in doc["sessions"]] == ["interrupted", "finished"]
    assert doc["sessions"][1]["skipped"] == saved


KILL_SCRIPT = """
import sys
sys.path[:0] = [{tests!r}, {root!r}]
from bench_fakes import fake_factory, fake_items, fake_scorer
from bioproagent.bench.runner import run_benchmark
run_benchmark(["A", "B", "D"], {agents!r}, out_dir={out!r}, registry=object(), data="/nowhere",
              agent_factory=fake_factory(delay_s=0.03), loader=fake_items, scorer=fake_scorer)
"""


def test_resume_after_kill_9(tmp_path: Path) -> None:
    """It should lose no finished item when the process is killed outright, then resume."""
    out = tmp_path / "run"
    script = KILL_SCRIPT.format(tests=str(TESTS), root=str(ROOT), agents=AGENTS, out=str(out))
    proc = subprocess.Popen([sys.executable, "-c", textwrap.dedent(script)])
    results = out / "results.jsonl"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if results.exists() and results.read_bytes().count(b"\n") >= 5:
            break
        time.sleep(0.01)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    before = len(keys(out))
    assert 5 <= before < UNITS
    with results.open("ab") as handle:  # as if the kill had cut a line short
        handle.write(b'{"agent": "direct", "subset": "B", "item_id": "pub')
    run(out)
    assert len(keys(out)) == len(set(keys(out))) == UNITS
    assert scored(out) == scored(run(tmp_path / "reference"))


@pytest.mark.parametrize(
    "tail",
    [b'{"agent": "dir', b"\x00\x00\x00", b'{"agent": [1,\n'],
    ids=["cut-json", "zeros", "cut-with-newline"],
)
def test_a_damaged_last_line_is_dropped_and_redone(tmp_path: Path, tail: bytes) -> None:
    """It should drop a last line cut short by a kill and run that item again."""
    out = run(tmp_path / "run")
    results = out / "results.jsonl"
    lines = results.read_bytes().splitlines(keepends=True)
    results.write_bytes(b"".join(lines[:-1]) + tail)
    assert len(read_results(results)) == UNITS - 1
    run(out)
    assert len(keys(out)) == len(set(keys(out))) == UNITS
    assert scored(out) == scored(run(tmp_path / "reference"))


def test_a_damaged_middle_line_is_set_aside_and_redone(tmp_path: Path) -> None:
    """It should name a damaged middle line when reading, and on resume move it to
    results.jsonl.damaged, keep every good result and redo only the lost one."""
    out = run(tmp_path / "run")
    results = out / "results.jsonl"
    lines = results.read_text().splitlines(keepends=True)
    lines[3] = "not json\n"
    results.write_text("".join(lines))
    with pytest.raises(BenchError, match=r"results\.jsonl:4"):
        read_results(results)
    run(out)
    assert len(keys(out)) == len(set(keys(out))) == UNITS
    assert scored(out) == scored(run(tmp_path / "reference"))
    assert "not json" in (out / "results.jsonl.damaged").read_text()


def test_a_line_that_lost_its_newline_is_never_glued(tmp_path: Path) -> None:
    """It should end a last line that lost only its newline before appending, and split
    lines an older writer glued together, losing and duplicating nothing."""
    out = run(tmp_path / "run")
    results = out / "results.jsonl"
    lines = results.read_bytes().splitlines(keepends=True)
    glued = lines[1].rstrip(b"\n") + lines[2]  # two results on one line
    results.write_bytes(lines[0] + glued + b"".join(lines[3:-1]) + lines[-1].rstrip(b"\n"))
    assert len(read_results(results)) == UNITS
    results.write_bytes(b"".join(lines[:-2]) + lines[-2].rstrip(b"\n"))  # lose one, cut NL
    run(out)
    assert len(keys(out)) == len(set(keys(out))) == UNITS
    assert scored(out) == scored(run(tmp_path / "reference"))


def test_an_out_dir_that_is_a_file_is_refused(tmp_path: Path) -> None:
    """It should refuse an --out that is a file with a clear error, before any work."""
    target = tmp_path / "file.txt"
    target.write_text("keep me")
    with pytest.raises(BenchError, match="not a directory"):
        run(target)
    assert target.read_text() == "keep me"


def test_workers_produce_the_same_results_as_one(tmp_path: Path) -> None:
    """It should produce the same result set with 4 threads as serially."""
    serial = run(tmp_path / "serial", samples=2)
    threaded = run(
        tmp_path / "threaded", samples=2, workers=4, agent_factory=fake_factory(delay_s=0.002)
    )
    assert scored(serial) == scored(threaded)


def test_a_different_config_is_refused_unless_forced(tmp_path: Path) -> None:
    """It should refuse another config in the same out dir, name the change, allow --force."""
    out = run(tmp_path / "run", subsets=["B"])
    run(out, subsets=["B"], workers=2)  # workers may change between sessions
    with pytest.raises(BenchError, match=r"samples: 1 -> 2.*--force"):
        run(out, subsets=["B"], samples=2)
    run(out, subsets=["B"], samples=2, force=True)
    assert len(keys(out)) == 2 * 3 * 5
    assert json.loads((out / "run.json").read_text())["config"]["samples"] == 2


def test_an_agent_crash_is_a_failed_item_not_a_failed_run(tmp_path: Path) -> None:
    """It should record an agent's exception as that item's error and carry on."""
    out = run(
        tmp_path / "run",
        agents=["react"],
        subsets=["B"],
        agent_factory=fake_factory(fail_on="public_b_1"),
    )
    results = {r.item_id: r for r in read_results(out / "results.jsonl")}
    assert len(results) == 5
    assert results["public_b_1"].output.error == "RuntimeError: scripted failure"
    assert results["public_b_1"].scores["s_code"] == 0.0
    assert results["public_b_0"].output.error is None


def test_progress_reports_counts_eta_and_labels(tmp_path: Path) -> None:
    """It should report done/total, an ETA once something ran, and the unit's label."""
    calls: list[tuple[int, int, float | None, str]] = []
    run(tmp_path / "run", agents=["direct"], subsets=["C"], progress=lambda *a: calls.append(a))
    assert calls[0] == (0, 2, None, "")
    assert [c[0] for c in calls] == [0, 1, 2]
    assert calls[-1][2] == 0.0
    assert calls[1][3] == "direct C/public_c_0"


def test_limit_applies_per_subset_and_source(tmp_path: Path) -> None:
    """It should keep the first N items of each (subset, source)."""
    out = run(tmp_path / "run", agents=["direct"], subsets=["B"], limit=1)
    assert sorted(k[2] for k in keys(out)) == ["ours_b_0", "public_b_0"]


def test_duplicate_ids_across_sources_are_refused(tmp_path: Path) -> None:
    """It should refuse two items with one id in a subset, since the id is the resume key."""

    def loader(subset: str, source: str, data: str | None) -> list[Any]:
        return fake_items(subset, "public", data)

    with pytest.raises(BenchError, match="unique"):
        run(tmp_path / "run", subsets=["B"], loader=loader)


def test_a_loader_error_becomes_a_bench_error(tmp_path: Path) -> None:
    """It should report unusable data as a BenchError naming the subset and source."""

    def loader(subset: str, source: str, data: str | None) -> list[Any]:
        raise FileNotFoundError(f"{data}/proagent/ProAgent-Subset{subset}.json")

    with pytest.raises(BenchError, match=r"subset B \(public\).*ProAgent-SubsetB"):
        run(tmp_path / "run", subsets=["B"], loader=loader)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"agents": ["gpt"]}, "unknown agent 'gpt'"),
        ({"agents": ["react-no_fsm"]}, "unknown agent"),
        ({"agents": ["bioproagent-no_magic"]}, "unknown agent"),
        ({"subsets": ["E"]}, "unknown subset 'E'"),
        ({"sources": ["theirs"]}, "unknown source"),
        ({"samples": 0}, "at least 1"),
    ],
    ids=["agent", "ablated-baseline", "ablation", "subset", "source", "samples"],
)
def test_bad_input_is_a_bench_error(tmp_path: Path, kwargs: dict[str, Any], message: str) -> None:
    """It should refuse unusable input before doing any work."""
    with pytest.raises(BenchError, match=message):
        run(tmp_path / "run", **kwargs)
    assert not (tmp_path / "run" / "results.jsonl").exists()


@pytest.mark.parametrize(
    ("name", "parts"),
    [
        ("react", ("react", None)),
        ("bioproagent", ("bioproagent", None)),
        ("bioproagent-no_verification", ("bioproagent", "verification")),
    ],
    ids=["baseline", "ours", "ablation"],
)
def test_split_agent_name(name: str, parts: tuple[str, str | None]) -> None:
    """It should split an ablation name into the agent and the removed component."""
    assert split_agent_name(name) == parts


# -- CLI ----------------------------------------------------------------------------------
@pytest.fixture
def fakes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runner, "_default_factory", lambda: fake_factory())
    monkeypatch.setattr(runner, "_default_loader", lambda: fake_items)
    monkeypatch.setattr(runner, "_default_scorer", lambda: fake_scorer)
    monkeypatch.setattr(report, "_default_aggregate", lambda: fake_aggregate)
    monkeypatch.delenv("BIOPROAGENT_SHARED_DATA", raising=False)


def test_cli_run_prints_the_tables_and_where_the_report_is(
    tmp_path: Path, fakes: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """It should run, show progress on stderr, print the tables and the report's path."""
    out = tmp_path / "run"
    code = main(
        [
            "bench",
            "run",
            "--subset",
            "B,D",
            "--agent",
            "direct,bioproagent",
            "--ablate",
            "fsm",
            "--source",
            "both",
            "--data",
            "/x",
            "--out",
            str(out),
        ]
    )
    stdout, stderr = capsys.readouterr()
    assert code == 0
    assert "20/20 100%" in stderr
    assert "## Subset B" in stdout and "| bioproagent-no_fsm |" in stdout
    assert "| bioproagent |" not in stdout  # --ablate replaces the full agent
    assert str(out / "report.html") in stdout
    assert (out / "summary.json").exists()


def test_cli_run_without_public_data_runs_ours(
    tmp_path: Path, fakes: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """It should fall back to our subsets, saying so, when no public data is configured."""
    code = main(
        [
            "bench",
            "run",
            "--subset",
            "B",
            "--agent",
            "react",
            "--out",
            str(tmp_path / "run"),
            "--no-report",
        ]
    )
    _, stderr = capsys.readouterr()
    assert code == 0
    assert "our own subsets only" in stderr
    assert sorted(k[2] for k in keys(tmp_path / "run")) == ["ours_b_0", "ours_b_1"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--agent", "gpt5"], "unknown agent gpt5"),
        (["--subset", "E"], "unknown subset E"),
        (["--source", "public"], "need --data"),
        (["--agent", "react", "--ablate", "fsm"], "--ablate applies to bioproagent"),
        (["--samples", "0"], "at least 1"),
        (["--subset", "A"], "subset A exists only as public data: pass --data"),
        (["--subset", "A", "--source", "ours"], "pass --data"),
        (["--executor", "threads", "--address", "auto"], "--address needs --executor ray"),
    ],
    ids=[
        "agent",
        "subset",
        "no-data",
        "ablate-baseline",
        "samples",
        "A-without-data",
        "A-ours",
        "address-without-ray",
    ],
)
def test_cli_run_bad_input_exits_2(
    tmp_path: Path,
    fakes: None,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    message: str,
) -> None:
    """It should exit 2 with a clear message on unusable input."""
    code = main(["bench", "run", *argv, "--out", str(tmp_path / "run")])
    _, stderr = capsys.readouterr()
    assert code == 2
    assert message in stderr


def test_cli_run_all_without_data_skips_subset_a_and_says_so(
    tmp_path: Path, fakes: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """--subset all with no public data should run B-D on our items and name --data for A."""
    out = tmp_path / "run"
    argv = ["bench", "run", "--agent", "react", "--out", str(out), "--no-report"]
    assert main(argv) == 0
    assert "skipping subset A" in capsys.readouterr().err
    assert {k[1] for k in keys(out)} == {"B", "D"}  # the fakes have no C items of ours


def test_cli_run_in_another_runs_dir_exits_2(
    tmp_path: Path, fakes: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """It should exit 2 when --out holds a run with another config, and 0 with --force."""
    out = str(tmp_path / "run")
    base = ["bench", "run", "--subset", "B", "--agent", "react", "--out", out, "--no-report"]
    assert main(base) == 0
    assert main([*base, "--samples", "2"]) == 2
    assert "different config" in capsys.readouterr().err
    assert main([*base, "--samples", "2", "--force"]) == 0


def test_an_item_with_a_registry_overlay_gets_its_own_registry(tmp_path: Path) -> None:
    """It should build the agent on, and score against, the item's overlaid registry."""
    seen: dict[str, list[Any]] = {"agent": [], "scorer": []}

    def loader(subset: str, source: str, data: str | None) -> list[Any]:
        items = fake_items(subset, source, data)
        if items:
            items[0].meta["registry_overlay"] = {"instrument_status": {"inheco_odtc": "offline"}}
        return items

    def factory(name: str, **kwargs: Any) -> FakeAgent:
        seen["agent"].append(kwargs["registry"])
        return FakeAgent(name)

    def scorer(item: Any, output: Any, registry: Any) -> dict[str, float | None]:
        seen["scorer"].append((item.id, registry))
        return fake_scorer(item, output, registry)

    base = object()
    run(
        tmp_path / "run",
        agents=["react"],
        subsets=["D"],
        loader=loader,
        registry=base,
        agent_factory=factory,
        scorer=scorer,
        item_registry=lambda item, reg: ("overlaid", item.meta["registry_overlay"], reg),
    )
    overlaid = ("overlaid", {"instrument_status": {"inheco_odtc": "offline"}}, base)
    assert seen["agent"] == [base, overlaid]  # one agent per distinct lab
    assert dict(seen["scorer"]) == {
        "public_d_0": overlaid,
        "public_d_1": base,
        "public_d_2": base,
        "ours_d_0": overlaid,
        "ours_d_1": base,
    }


class _Stream:
    def __init__(self, tty: bool) -> None:
        self.text, self.tty = "", tty

    def write(self, text: str) -> None:
        self.text += text

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return self.tty


@pytest.mark.parametrize(("tty", "lines"), [(True, 1), (False, 11)], ids=["terminal", "log"])
def test_progress_bar_renders_one_line_with_eta(tty: bool, lines: int) -> None:
    """It should redraw one line on a terminal and log every 10% elsewhere."""
    from bioproagent.cli.bench import ProgressBar

    stream = _Stream(tty)
    bar = ProgressBar(stream, width=10)
    for done in range(0, 101):
        bar(done, 100, None if done == 0 else 125.0 * (100 - done) / 100, f"react B/b_{done}")
    assert stream.text.count("\n") == lines
    if not tty:
        assert "[#####.....] 50/100  50%  ETA 01:02  react B/b_50\n" in stream.text
    assert stream.text.rstrip("\n").endswith(
        "[##########] 100/100 100%  ETA 00:00  react B/b_100" + ("\x1b[K" if tty else "")
    )


def test_the_ray_executor_without_ray_is_an_install_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    """Asking for Ray when it is not installed should name the extra, not raise ImportError."""
    from bioproagent.bench.executors import make_executor

    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(BenchError, match=r"bioproagent\[distributed\]"):
        make_executor("ray")
