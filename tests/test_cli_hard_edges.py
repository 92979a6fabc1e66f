"""The CLI at its edges: exit codes, bounded input, safe output files, terminal-safe text."""

from __future__ import annotations

import contextlib
import io
import json
import math
import os
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bioproagent import jsonio
from bioproagent.cli.app import main
from bioproagent.cli.output import EXIT_CODES, json_text, terminal_safe
from bioproagent.errors import InputError
from bioproagent.redact import redact, redact_data, register_secret

TUBES = "Spin 1.5 mL tubes at 16,000 x g for 10 min at 4 C"
CLEAN_STEP = {
    "labware": [{"id": "t", "type": "tube_1_5ml"}],
    "steps": [
        {
            "id": "s",
            "device": "eppendorf_5424r",
            "operation": "spin",
            "params": {"rcf_g": 1000, "duration_s": 60},
            "labware": {"tubes": "t"},
        }
    ],
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def stdin(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(text))


# -- exit codes -----------------------------------------------------------------------------
def test_the_exit_codes_are_distinct_and_documented() -> None:
    """It should define 0-4 with a meaning each, and README should list them."""
    assert sorted(EXIT_CODES) == [0, 1, 2, 3, 4]
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    for code in EXIT_CODES:
        assert f"`{code}`" in readme


@pytest.mark.parametrize(
    ("text", "code", "needle"),
    [
        (json.dumps(CLEAN_STEP), 0, "OK"),
        (
            json.dumps(CLEAN_STEP).replace('"rcf_g": 1000', '"rcf_g": 99000'),
            1,
            "PARAM_OUT_OF_RANGE",
        ),
        ("[" * 1000, 2, "nested more than"),
        ("[" * 100_000, 2, "nested more than"),
        (json.dumps(CLEAN_STEP).replace('"rcf_g": 1000', '"rcf_g": NaN'), 2, "NaN"),
        (json.dumps(CLEAN_STEP).replace('"rcf_g": 1000', '"rcf_g": -Infinity'), 2, "Infinity"),
        (json.dumps(CLEAN_STEP).replace('"rcf_g": 1000', '"rcf_g": 1e400'), 2, "overflows"),
        (json.dumps(CLEAN_STEP).replace("1000", "9" * 5000), 2, "longer than"),
        (
            json.dumps(CLEAN_STEP).replace('"rcf_g": 1000', '"rcf_g": 1000, "rcf_g": 5'),
            2,
            "duplicate",
        ),
        (
            json.dumps(CLEAN_STEP).replace('"tube_1_5ml"', '"tube_1_5ml", "sealed": "no"'),
            1,
            "sealed",
        ),
        ("{not json", 2, "not valid JSON"),
    ],
    ids=[
        "clean",
        "violation",
        "1000-deep",
        "100k-deep",
        "nan",
        "-inf",
        "1e400",
        "5000-digits",
        "dup-key",
        "sealed-no",
        "not-json",
    ],
)
def test_verify_exit_codes(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    text: str,
    code: int,
    needle: str,
) -> None:
    """It should exit 0 clean, 1 on violations, 2 on bad or over-limit input, in time."""
    stdin(monkeypatch, text)
    started = time.perf_counter()
    got, out, err = run(capsys, "verify", "-")
    assert time.perf_counter() - started < 5
    assert got == code, out + err
    assert needle in out + err
    assert "Traceback" not in out + err


def test_a_deeply_nested_parameter_is_bad_input(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It should refuse 5,000-deep parameters as bad input, not crash."""
    doc = json.loads(json.dumps(CLEAN_STEP))
    doc["steps"][0]["params"]["x"] = json.loads("[" * 60 + "]" * 60)
    path = tmp_path / "deep.json"
    path.write_text(json.dumps(doc).replace("[]", "[" * 5000 + "]" * 5000))
    code, _, err = run(capsys, "verify", str(path))
    assert code == 2 and "nested" in err


def test_plan_refuses_an_oversized_intent(capsys: pytest.CaptureFixture[str]) -> None:
    """It should refuse a 1 MB intent at once with exit 2."""
    started = time.perf_counter()
    code, _, err = run(capsys, "plan", "spin " * 200_000)
    assert code == 2 and "limit" in err
    assert time.perf_counter() - started < 2


@pytest.mark.parametrize("value", ["0", "-5", "nan", "inf", "99999"])
def test_plan_refuses_a_bad_timeout(capsys: pytest.CaptureFixture[str], value: str) -> None:
    """It should refuse a timeout that is not a positive, finite, bounded number."""
    code, _, err = run(capsys, "plan", TUBES, "--timeout", value)
    assert code == 2 and "--timeout" in err


# -- output files ---------------------------------------------------------------------------
def test_plan_out_creates_missing_folders(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It should create the parents of --out and write the result there, atomically."""
    target = tmp_path / "a" / "b" / "plan.json"
    code, _, _ = run(capsys, "plan", TUBES, "--out", str(target))
    assert code == 0
    assert json.loads(target.read_text())["status"] == "approved"
    assert [p.name for p in target.parent.iterdir()] == ["plan.json"]  # no temp file left


@pytest.mark.parametrize("kind", ["directory", "under-a-file"])
def test_plan_out_is_checked_before_the_work(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    kind: str,
) -> None:
    """It should refuse a directory or a path under a file before planning anything."""
    (tmp_path / "file.txt").write_text("keep")
    target = tmp_path if kind == "directory" else tmp_path / "file.txt" / "plan.json"

    def no_planning(*args: object, **kwargs: object) -> None:
        raise AssertionError("planning started before --out was checked")

    monkeypatch.setattr("bioproagent.agent.plan.plan", no_planning)
    code, _, err = run(capsys, "plan", TUBES, "--out", str(target))
    assert code == 2 and str(target) in err
    assert (tmp_path / "file.txt").read_text() == "keep"


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_plan_out_refuses_an_unwritable_folder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It should refuse a folder it may not write, before the work."""
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        code, _, err = run(capsys, "plan", TUBES, "--out", str(locked / "plan.json"))
    finally:
        locked.chmod(0o700)
    assert code == 2 and "not writable" in err


def test_atomic_write_replaces_and_leaves_nothing_behind(tmp_path: Path) -> None:
    """It should replace the whole file and leave no temporary file."""
    target = tmp_path / "x.json"
    target.write_text("old")
    jsonio.atomic_write_text(target, "new")
    assert target.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_registry_new_out_file_is_a_clear_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It should say that --out names a directory, without a traceback."""
    file = tmp_path / "reg.json"
    file.write_text("{}")
    code, out, err = run(
        capsys, "registry", "new", "--id", "x1", "--category", "CF", "--out", str(file)
    )
    assert code == 2 and "is a file" in err and "Traceback" not in out + err


def test_bench_run_out_file_is_a_clear_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It should refuse a results path that is a file, without a traceback."""
    file = tmp_path / "results.txt"
    file.write_text("keep")
    argv = [
        "bench",
        "run",
        "--subset",
        "B",
        "--agent",
        "bioproagent",
        "--out",
        str(file),
        "--no-report",
    ]
    code, _, err = run(capsys, *argv)
    assert code == 2 and "not a directory" in err
    assert file.read_text() == "keep"


# -- terminal-safe and secret-free text ---------------------------------------------------
@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("\x1b[2J", "\\x1b[2J"),
        ("a\rb", "a\\x0db"),
        ("bell\x07", "bell\\x07"),
        ("\x9b31m", "\\x9b31m"),
        ("abc\u202edcb", "abc\\u202edcb"),
        ("\x7f", "\\x7f"),
        ("line\nnext\tcol", "line\nnext\tcol"),
        ("µL and 16,000 × g", "µL and 16,000 × g"),
    ],
    ids=["ansi", "cr", "bell", "c1-csi", "bidi", "del", "newline-tab-kept", "unicode-kept"],
)
def test_terminal_safe(raw: str, shown: str) -> None:
    """It should escape control characters and keep ordinary text."""
    assert terminal_safe(raw) == shown


@given(st.text())
def test_terminal_safe_leaves_no_control_character(text: str) -> None:
    """It should leave no C0 (but newline and tab), DEL, C1 or bidi override character."""
    safe = terminal_safe(text)
    assert not [c for c in safe if (ord(c) < 32 and c not in "\n\t") or 0x7F <= ord(c) < 0xA0]
    assert not set(safe) & {chr(c) for c in [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]}


def test_a_hostile_device_name_is_printed_escaped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It should print a device name with escape codes as visible text, not as codes."""
    doc = json.loads(json.dumps(CLEAN_STEP))
    doc["steps"][0]["device"] = "\x1b[2K\x1b[1Aspinner"
    path = tmp_path / "wf.json"
    path.write_text(json.dumps(doc))
    code, out, _ = run(capsys, "verify", str(path))
    assert code == 1
    assert "\x1b" not in out and "\\x1b[2K" in out
    code, out, _ = run(capsys, "verify", str(path), "--json")
    assert "\x1b" not in out and json.loads(out)["violations"]


def test_json_text_is_valid_json_without_raw_controls() -> None:
    """It should write C1 and bidi characters as \\u escapes and refuse NaN."""
    text = json_text({"name": "a\x9bb\u202ec"})
    assert json.loads(text) == {"name": "a\x9bb\u202ec"}
    assert "\x9b" not in text and "\u202e" not in text
    with pytest.raises(ValueError):
        json_text({"x": math.nan})


@pytest.mark.parametrize(
    "text",
    [
        "Authorization: Bearer abcdef123456",
        "{'authorization': 'Bearer abcdef123456'}",
        '"api_key": "abcdef123456"',
        "x-api-key=abcdef123456",
        "key sk-proj-abcdefghijklmnop1234",
        "the registered secret zz-registered-42 leaked",
    ],
    ids=["header", "dict", "json", "query", "sk-key", "registered"],
)
def test_redact_removes_credentials(text: str) -> None:
    """It should remove every form of credential a server may echo."""
    register_secret("zz-registered-42")
    cleaned = redact(text)
    assert "abcdef123456" not in cleaned and "abcdefghijklmnop1234" not in cleaned
    assert "zz-registered-42" not in cleaned and "[REDACTED]" in cleaned
    assert redact_data({"a": [text]}) == {"a": [cleaned]}


@pytest.mark.parametrize(
    "text",
    [
        "token counting: approximate",
        "Basic cell culture protocol",
        "the bearer of the plate",
        "Token usage: 12 tokens",
        "apikey rotation is weekly",
    ],
)
def test_redact_leaves_ordinary_text_alone(text: str) -> None:
    """It should not mistake prose about tokens or basics for a credential."""
    assert redact(text) == text


# -- jsonio ---------------------------------------------------------------------------------
@given(st.text(alphabet='[]{}"\\ ,:1a', max_size=200))
def test_loads_raises_only_documented_errors(text: str) -> None:
    """It should parse, or raise JSONDecodeError or InputError, for any text."""
    with contextlib.suppress(json.JSONDecodeError, InputError):
        jsonio.loads(text)


@given(
    st.recursive(
        st.none() | st.integers() | st.text(), lambda c: st.lists(c) | st.dictionaries(st.text(), c)
    )
)
def test_nesting_depth_matches_the_structure(value: object) -> None:
    """It should measure the same depth as walking the parsed value."""

    def depth(node: object) -> int:
        if isinstance(node, list):
            return 1 + max((depth(x) for x in node), default=0)
        if isinstance(node, dict):
            return 1 + max((depth(x) for x in node.values()), default=0)
        return 0

    assert jsonio.nesting_depth(json.dumps(value)) == depth(value)


def test_verify_refuses_a_5000_deep_python_value() -> None:
    """It should report nesting past the limit as WORKFLOW_INVALID, never RecursionError."""
    from bioproagent.rules import verify

    value: object = 1
    for _ in range(5000):
        value = {"x": value}
    doc = json.loads(json.dumps(CLEAN_STEP))
    doc["steps"][0]["params"]["deep"] = value
    assert verify(doc).codes() == ["WORKFLOW_INVALID"]


def test_a_report_on_non_finite_input_is_valid_json() -> None:
    """It should report NaN/Infinity in declarations as text, so the report stays JSON."""
    from bioproagent.rules import verify

    doc = json.loads(json.dumps(CLEAN_STEP))
    doc["labware"][0]["contents"] = [{"volume_ul": math.inf}]
    report = verify(doc)
    assert report.codes() == ["WORKFLOW_INVALID"]
    json.dumps(report.to_dict(), allow_nan=False)
