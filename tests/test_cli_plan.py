"""``bioproagent plan``: summary, JSON, --out and the exit codes of unusable input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bioproagent.cli.app import main

TUBES = "Spin 1.5 mL tubes at 16,000 x g for 10 min at 4 C"
INFEASIBLE = "spin a 96-well plate at 25,000 x g"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("intent", "head", "needles", "exit_code"),
    [
        (TUBES, "APPROVED", ["eppendorf_5424r", "rcf_g=16000", "LLM calls: 0"], 0),
        (INFEASIBLE, "HALTED", ["25000", "3000"], 1),
    ],
    ids=["approved", "halted"],
)
def test_plan_prints_a_readable_summary(
    capsys: pytest.CaptureFixture[str], intent: str, head: str, needles: list[str], exit_code: int
) -> None:
    """It should print the verdict first, then what was planned or why it stopped; exit 0
    when approved, 1 when halted."""
    code, out, _ = run(capsys, "plan", intent)
    assert code == exit_code
    assert out.startswith(head)
    for needle in needles:
        assert needle in out


def test_plan_json_workflow_is_accepted_by_verify(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It should print a PlanResult whose workflow, saved alone, passes `verify`."""
    code, out, _ = run(capsys, "plan", TUBES, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["status"] == "approved"
    assert {s["category"] for s in data["workflow"]["steps"]} == {"CF"}
    path = tmp_path / "workflow.json"
    path.write_text(json.dumps(data["workflow"]), encoding="utf-8")
    code, out, err = run(capsys, "verify", str(path))
    assert code == 0, out + err


def test_plan_json_halted_has_no_workflow(capsys: pytest.CaptureFixture[str]) -> None:
    """It should exit 1 for a finished but halted run and carry the reasons."""
    code, out, _ = run(capsys, "plan", INFEASIBLE, "--json")
    data = json.loads(out)
    assert code == 1
    assert data["status"] == "halted" and data["workflow"] is None
    assert "25000" in data["halt_reason"] and data["violations"]


def test_plan_out_writes_the_result(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """It should write the PlanResult JSON to --out."""
    target = tmp_path / "plan.json"
    code, _, _ = run(capsys, "plan", TUBES, "--out", str(target))
    assert code == 0
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["status"] == "approved" and data["intent"] == TUBES


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["plan", "   "], "empty"),
        (["plan", TUBES, "--model", "gemini:pro"], "openai:MODEL"),
        (["plan", TUBES, "--model", "openai:gpt-4o-mini"], "OPENAI_API_KEY"),
    ],
    ids=["empty-intent", "unknown-model", "missing-api-key"],
)
def test_plan_unusable_input_exits_2(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    argv: list[str],
    message: str,
) -> None:
    """It should exit 2 with a clear message and no traceback."""
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert message in err and "Traceback" not in err
