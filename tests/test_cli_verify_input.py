"""``bioproagent verify`` refuses documents that hold no workflow to check."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bioproagent.cli.app import main
from bioproagent.cli.verify_input import select_workflow
from bioproagent.errors import WorkflowFormatError

STEP = {
    "id": "spin",
    "device": "agilent_vspin",
    "operation": "spin",
    "params": {"rcf_g": 500, "duration_s": 60},
    "labware": {"plates": ["plate"]},
}
WORKFLOW = {"labware": [{"id": "plate", "type": "plate_96_flat"}], "steps": [STEP]}


def write(tmp_path: Path, document: Any) -> str:
    path = tmp_path / "doc.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("document", "needle"),
    [
        ({}, 'no "steps"'),
        ({"labware": []}, 'no "steps"'),
        ({"labware": [], "steps": []}, '"steps" is empty'),
        ("a workflow", "is a string"),
        ([WORKFLOW], "is an array"),
        (42, "is a number"),
        (None, "is null"),
        ({"status": "approved", "workflow": {"steps": []}}, '"steps" is empty'),
    ],
    ids=["empty-object", "no-steps", "empty-steps", "string", "array", "number", "null", "pr"],
)
def test_nothing_to_check_is_an_error_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], document: Any, needle: str
) -> None:
    """It should say why the file holds nothing to check and exit 2, never print OK."""
    code = main(["verify", write(tmp_path, document)])
    out, err = capsys.readouterr()
    assert code == 2
    assert needle in err
    assert "OK" not in out


@pytest.mark.parametrize(
    ("status", "extra", "needle"),
    [
        ("halted", {"halt_reason": "rcf above every rating"}, "(halted: rcf above every rating)"),
        ("needs_clarification", {"questions": ["Which plate?"]}, "open questions: Which plate?"),
    ],
    ids=["halted", "clarification"],
)
def test_a_plan_result_without_approved_code_is_not_approved(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    status: str,
    extra: dict[str, Any],
    needle: str,
) -> None:
    """It should say there is no approved workflow and why, and exit 1."""
    document = {"status": status, "workflow": None, **extra}
    code = main(["verify", write(tmp_path, document)])
    out, _ = capsys.readouterr()
    assert code == 1
    assert out.startswith("NOT APPROVED: no approved workflow")
    assert needle in out


def test_the_candidate_of_a_halted_plan_is_checked_but_never_approved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A clean candidate should be reported, yet the verdict stays not approved (exit 1)."""
    document = {
        "status": "halted",
        "workflow": None,
        "halt_reason": "science",
        "candidate_workflow": WORKFLOW,
    }
    path = write(tmp_path, document)
    code = main(["verify", path])
    out, _ = capsys.readouterr()
    assert code == 1
    assert "candidate" in out and "NOT APPROVED" in out
    code = main(["verify", path, "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    assert report["ok"] is False
    assert report["candidate"]["steps_checked"] == 1


def test_a_halted_plan_from_the_cli_round_trips_to_not_approved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """plan --out of a halted intent, then verify, should explain the halt (no WORKFLOW_INVALID)."""
    out_file = str(tmp_path / "h.json")
    assert (
        main(["plan", "Spin a 96-well plate at 25,000 x g", "--out", out_file]) == 1
    )  # halted: exit 1
    capsys.readouterr()
    assert main(["verify", out_file]) == 1
    out = capsys.readouterr().out
    assert "no approved workflow" in out and "halted" in out
    assert "WORKFLOW_INVALID" not in out


def test_an_approved_workflow_is_selected_as_is() -> None:
    """It should pass a workflow, or a plan result's workflow, through unchanged."""
    assert select_workflow(WORKFLOW, "w").workflow == WORKFLOW
    target = select_workflow({"status": "approved", "workflow": WORKFLOW}, "r")
    assert target.workflow == WORKFLOW and not target.is_candidate
    with pytest.raises(WorkflowFormatError, match="is a boolean"):
        select_workflow(True, "b")
