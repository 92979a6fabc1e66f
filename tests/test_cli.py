"""The CLI contract: commands, output shapes and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bioproagent.cli.app import main
from bioproagent.ir import workflow_json_schema

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "pcr_setup.json"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_registry_list_json_lists_22_instruments(capsys: pytest.CaptureFixture[str]) -> None:
    """It should list every instrument with its category and operations."""
    code, out, _ = run(capsys, "registry", "list", "--json")
    data = json.loads(out)
    assert code == 0
    assert len(data["instruments"]) == 22
    assert {"id", "category", "status", "name", "operations"} <= set(data["instruments"][0])
    assert any(lw["id"] == "plate_96_pcr" for lw in data["labware"])


def test_registry_list_text(capsys: pytest.CaptureFixture[str]) -> None:
    """It should print a readable table."""
    code, out, _ = run(capsys, "registry", "list")
    assert code == 0
    assert out.startswith("22 instruments")
    assert "eppendorf_5424r" in out


def test_registry_show_json_has_parameter_schemas(capsys: pytest.CaptureFixture[str]) -> None:
    """It should print the full definition including parameter schemas."""
    code, out, _ = run(capsys, "registry", "show", "eppendorf_5424r", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["operations"]["spin"]["params"]["properties"]["rcf_g"]["maximum"] == 21130


def test_registry_show_text_and_labware(capsys: pytest.CaptureFixture[str]) -> None:
    """It should show instruments and labware types in text form."""
    code, out, _ = run(capsys, "registry", "show", "inheco_odtc")
    assert code == 0 and "run_pcr" in out and "unverified" in out
    code, out, _ = run(capsys, "registry", "show", "plate_96_pcr")
    assert code == 0 and "well_volume_ul: 200" in out


def test_registry_show_unknown_suggests(capsys: pytest.CaptureFixture[str]) -> None:
    """It should exit 2 and propose the nearest ids."""
    code, _, err = run(capsys, "registry", "show", "eppendorf_5424")
    assert code == 2
    assert "eppendorf_5424r" in err


def test_registry_validate_builtin_is_clean(capsys: pytest.CaptureFixture[str]) -> None:
    """It should validate the registry in force and exit 0."""
    code, out, _ = run(capsys, "registry", "validate")
    assert code == 0
    assert out.startswith("OK")


def test_registry_new_scaffold_validates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It should write a scaffold that validates, and refuse to overwrite it."""
    for category in ("LH", "CF", "SEAL", "PEEL", "ARM", "TC", "READ", "MAG", "STORE"):
        code, out, _ = run(
            capsys,
            "registry",
            "new",
            "--id",
            f"my_{category.lower()}",
            "--category",
            category,
            "--out",
            str(tmp_path),
        )
        assert code == 0, out
    code, out, _ = run(capsys, "registry", "validate", str(tmp_path))
    assert code == 0, out
    code, _, err = run(
        capsys, "registry", "new", "--id", "my_cf", "--category", "CF", "--out", str(tmp_path)
    )
    assert code == 2 and "--force" in err
    code, out, _ = run(capsys, "registry", "list", "--json", "--registry", str(tmp_path))
    ids = {i["id"] for i in json.loads(out)["instruments"]}
    assert "my_cf" in ids and len(ids) == 22 + 9


def test_registry_new_rejects_bad_id(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """It should reject ids that are not lowercase snake case."""
    code, _, err = run(
        capsys, "registry", "new", "--id", "My-Device", "--category", "CF", "--out", str(tmp_path)
    )
    assert code == 2 and "lowercase" in err


def test_registry_validate_reports_file_pointer_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It should exit 1 and name the file, the JSON pointer and the rule."""
    main(["registry", "new", "--id", "bad_spin", "--category", "CF", "--out", str(tmp_path)])
    capsys.readouterr()
    path = tmp_path / "instruments" / "bad_spin.json"
    data = json.loads(path.read_text())
    data["operations"]["spin"]["params"]["properties"]["rcf_g"]["minimum"] = 5000
    data["colour"] = "blue"
    path.write_text(json.dumps(data))
    code, out, _ = run(capsys, "registry", "validate", str(path))
    assert code == 1
    assert f"{path}:/: [schema:additionalProperties]" in out
    # the meta-schema is checked first; sanity checks run once the file is well-formed
    assert "/operations/spin/params/properties/rcf_g: [min-not-above-max]" not in out
    data.pop("colour")
    path.write_text(json.dumps(data))
    code, out, _ = run(capsys, "registry", "validate", str(path))
    assert code == 1
    assert f"{path}:/operations/spin/params/properties/rcf_g: [min-not-above-max]" in out


def test_registry_validate_missing_path(capsys: pytest.CaptureFixture[str]) -> None:
    """It should exit 2 for a path that does not exist."""
    code, _, err = run(capsys, "registry", "validate", "/no/such/dir")
    assert code == 2 and "no such file" in err


def test_verify_example_is_clean(capsys: pytest.CaptureFixture[str]) -> None:
    """It should approve the shipped example workflow."""
    code, out, _ = run(capsys, "verify", str(EXAMPLE))
    assert code == 0
    assert out.startswith("OK")


def test_verify_json_contract(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """It should print {ok, violations[{code, step, path, message, limit, actual, hint}]}."""
    workflow = json.loads(EXAMPLE.read_text())
    workflow["steps"][3]["params"]["rcf_g"] = 5000
    path = tmp_path / "wf.json"
    path.write_text(json.dumps(workflow))
    code, out, _ = run(capsys, "verify", str(path), "--json")
    data = json.loads(out)
    assert code == 1
    assert data["ok"] is False
    first = data["violations"][0]
    assert {"code", "step", "path", "message", "limit", "actual", "hint"} <= set(first)
    assert first == {
        **first,
        "code": "PARAM_OUT_OF_RANGE",
        "step": 3,
        "path": "/steps/3/params/rcf_g",
        "limit": 1000,
        "actual": 5000,
    }


def test_verify_text_lists_fix(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """It should print each violation with its limit and fix."""
    workflow = json.loads(EXAMPLE.read_text())
    workflow["steps"][4]["params"]["denaturation_c"] = 120
    path = tmp_path / "wf.json"
    path.write_text(json.dumps(workflow))
    code, out, _ = run(capsys, "verify", str(path))
    assert code == 1
    assert "PARAM_OUT_OF_RANGE  step 4 (cycle)  /steps/4/params/denaturation_c" in out
    assert "fix: clamp denaturation_c to 99" in out


@pytest.mark.parametrize(
    ("content", "message"),
    [("{not json", "not valid JSON"), (None, "cannot read")],
    ids=["bad-json", "missing-file"],
)
def test_verify_unreadable_input_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, message: str
) -> None:
    """It should exit 2 with a clear message for input it cannot read."""
    path = tmp_path / "wf.json"
    if content is not None:
        path.write_text(content)
    code, _, err = run(capsys, "verify", str(path))
    assert code == 2
    assert message in err


def test_verify_wrong_shape_is_a_violation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It should report a JSON document of the wrong shape as WORKFLOW_INVALID (exit 1)."""
    path = tmp_path / "wf.json"
    path.write_text(json.dumps({"steps": [{"id": "a"}]}))
    code, out, _ = run(capsys, "verify", str(path), "--json")
    assert code == 1
    assert {v["code"] for v in json.loads(out)["violations"]} == {"WORKFLOW_INVALID"}


def test_verify_accepts_saved_plan_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It should accept a document whose 'workflow' member is the workflow."""
    path = tmp_path / "plan.json"
    path.write_text(json.dumps({"status": "approved", "workflow": json.loads(EXAMPLE.read_text())}))
    code, _, _ = run(capsys, "verify", str(path))
    assert code == 0


def test_schema_workflow_matches_docs(capsys: pytest.CaptureFixture[str]) -> None:
    """It should print the workflow schema, and docs/workflow.schema.json should be current."""
    code, out, _ = run(capsys, "schema", "workflow")
    assert code == 0
    assert json.loads(out) == workflow_json_schema()
    documented = json.loads((ROOT / "docs" / "workflow.schema.json").read_text())
    assert documented == workflow_json_schema(), "regenerate: bioproagent schema workflow"
