"""WetBench runs (pass@k, resume), the CLI, the HTML report and approved workcell plans
executed in the material model."""

from __future__ import annotations

import pytest

pytest.importorskip(
    "gymnasium", reason="WetBench needs the wetbench extra: pip install 'bioproagent[wetbench]'"
)

import json
from pathlib import Path

from bioproagent.cli.app import main
from bioproagent.ir import Workflow
from bioproagent.wetbench.bench import (
    EPISODES,
    RunSettings,
    WetBenchRunError,
    pass_at_k,
    read_episodes,
    run_benchmark,
    summarize,
)
from bioproagent.wetbench.config import get_configuration
from bioproagent.wetbench.workcell import execute_workflow


@pytest.mark.parametrize(
    ("outcomes", "k", "expected"),
    [
        ([True] * 5, 1, 1.0),
        ([False] * 5, 5, 0.0),
        ([True, False, False, False, False], 1, 0.2),
        ([True, False, False, False, False], 5, 1.0),
        ([True, True, False, False, False], 2, 0.7),
    ],
    ids=["all", "none", "one-of-five-k1", "one-of-five-k5", "two-of-five-k2"],
)
def test_pass_at_k(outcomes: list[bool], k: int, expected: float) -> None:
    assert pass_at_k(outcomes, k) == pytest.approx(expected)


def _settings(**kw: object) -> RunSettings:
    base = {
        "agents": ("scripted", "react"),
        "configs": ("zebrafish_nacre_adults",),
        "samples": 2,
        "model": "offline",
        "transition": "rules",
        "classifier": "rubric",
        "second_classifier": "rubric",
        "error_type": 0,
    }
    base.update(kw)
    return RunSettings(**base)  # type: ignore[arg-type]


def test_run_is_resumable_and_summarised(tmp_path: Path) -> None:
    configs = [get_configuration("zebrafish_nacre_adults")]
    seen: list[str] = []
    episodes = run_benchmark(
        configs, _settings(), tmp_path, progress=lambda i, n, r: seen.append(f"{i}/{n}")
    )
    assert len(episodes) == 4 and seen == ["1/4", "2/4", "3/4", "4/4"]
    path = tmp_path / EPISODES
    lines = path.read_text().splitlines(keepends=True)
    path.write_text("".join(lines[:-1]) + lines[-1][:40])  # a kill mid-line
    seen.clear()
    episodes = run_benchmark(
        configs, _settings(), tmp_path, progress=lambda i, n, r: seen.append(f"{i}/{n}")
    )
    assert seen == ["1/1"] and len(episodes) == 4
    summary = summarize(read_episodes(path))
    assert summary["agents"]["scripted"]["pass@1"] == 100.0
    assert summary["agents"]["scripted"]["pass@2"] == 100.0
    assert summary["agents"]["react"]["pass@1"] == 0.0
    assert summary["classifier_agreement"]["percent"] == 100.0
    with pytest.raises(WetBenchRunError, match="other settings"):
        run_benchmark(configs, _settings(samples=3), tmp_path)


def test_cli_list_show_run_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["wetbench", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert len(listed) == 18 and "truth" not in listed[0]
    assert main(["wetbench", "show", "lentivirus_titer"]) == 0
    shown = capsys.readouterr().out
    assert "MAT-LENT0007" in shown and "titer" in shown and "1e+08" not in shown
    out = tmp_path / "run"
    args = [
        "wetbench",
        "run",
        "--agents",
        "scripted,dvr",
        "--configs",
        "p2a_cleavage",
        "--samples",
        "2",
        "--out",
        str(out),
    ]
    assert main(args) == 0
    captured = capsys.readouterr()
    assert "[1/4] scripted p2a_cleavage #0: PASS" in captured.err
    assert "scripted: pass@1 100.0%, pass@2 100.0%" in captured.out
    html = tmp_path / "report.html"
    assert main(["wetbench", "report", str(out), "--html", str(html), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["episodes"] == 4
    page = html.read_text()
    assert "CapillaryWestern" in page and "verdict (rubric)" in page
    assert main(["wetbench", "run", "--agents", "nobody", "--out", str(out)]) == 2
    assert main(["wetbench", "show", "no_such_config"]) == 2


def _workflow(
    volume: float, sealed: bool = False, rcf: float = 1000, target: str = "plate_96_pcr"
) -> Workflow:
    return Workflow.model_validate(
        {
            "labware": [
                {
                    "id": "src",
                    "type": "plate_96_deepwell",
                    "sealed": sealed,
                    "contents": [{"wells": ["A1"], "volume_ul": 500, "reagent": "buffer"}],
                },
                {"id": "dst", "type": target},
            ],
            "steps": [
                {
                    "id": "t1",
                    "device": "hamilton_star",
                    "operation": "transfer",
                    "params": {"volume_ul": volume},
                    "labware": {
                        "source": {"labware": "src", "wells": ["A1"]},
                        "target": {"labware": "dst", "wells": ["A1", "A2"]},
                    },
                },
                {
                    "id": "s1",
                    "device": "eppendorf_5810r",
                    "operation": "spin",
                    "params": {"rcf_g": rcf, "duration_s": 60},
                    "labware": {"plates": ["dst"]},
                },
            ],
        }
    )


CROSS = [
    ("ok", _workflow(50), True, None),
    ("source runs dry", _workflow(300, target="plate_96_deepwell"), False, "INSUFFICIENT_VOLUME"),
    ("well overflows", _workflow(240), False, "OVERFLOW"),
    ("through a seal", _workflow(50, sealed=True), False, "SEALED"),
    ("spun too hard", _workflow(50, rcf=20000), False, "RCF_TOO_HIGH"),
]


@pytest.mark.parametrize(
    ("workflow", "ok", "code"), [c[1:] for c in CROSS], ids=[c[0] for c in CROSS]
)
def test_workflow_in_the_material_model(workflow: Workflow, ok: bool, code: str | None) -> None:
    run = execute_workflow(workflow)
    assert run.ok is ok
    assert run.conservation_error_ul == pytest.approx(0.0, abs=1e-9)
    if ok:
        assert run.volumes_ul["dst"] == {"A1": 50.0, "A2": 50.0}
        assert run.volumes_ul["src"]["A1"] == 400.0
    else:
        assert run.problems[0].code == code


def test_an_approved_plan_runs_in_the_simulator() -> None:
    from bioproagent import plan

    result = plan("Spin 24 lysates in 1.5 mL tubes at 16,000 x g for 10 min")
    assert result.status == "approved" and result.workflow is not None
    run = execute_workflow(result.workflow)
    assert run.ok and run.steps_run == len(result.workflow.steps)
