"""The first things a newcomer sees: --version, --draft-only, help, the summary's echo,
its device-code lines (wells and reagents) and the short repr of a PlanResult."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bioproagent import __version__, plan
from bioproagent.agent.summary import INTENT_ECHO_CHARS, echo_intent, render_summary, wells_text
from bioproagent.cli.app import main

DILUTION = (
    "Prepare an 8-point 2-fold serial dilution of BSA in a 96-well plate in triplicate, "
    "then read absorbance at 562 nm"
)
SPIN = "Spin a 96-well plate at 500 x g for 60 s"


def test_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    """It should print 'bioproagent X.Y.Z' and exit 0."""
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"bioproagent {__version__}"


@pytest.mark.parametrize(
    ("argv", "needles"),
    [
        (["registry", "show", "--help"], ["instrument or labware type id"]),
        (["registry", "new", "--help"], ["lowercase letters", "kind of instrument"]),
        (["plan", "--help"], ["--draft-only", "protocol draft"]),
    ],
    ids=["registry-show", "registry-new", "plan"],
)
def test_every_argument_has_help(
    capsys: pytest.CaptureFixture[str], argv: list[str], needles: list[str]
) -> None:
    """It should explain each argument in --help."""
    with pytest.raises(SystemExit):
        main(argv)
    out = " ".join(capsys.readouterr().out.split())
    for needle in needles:
        assert needle in out


def test_draft_only_stops_at_the_draft(capsys: pytest.CaptureFixture[str]) -> None:
    """It should print the approved draft, say there is no device code, and exit 0."""
    assert main(["plan", SPIN, "--draft-only"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("APPROVED  (offline planner, draft only: no device code)")
    assert "Protocol draft:" in out
    assert "Device code" not in out


@pytest.mark.parametrize("length", [INTENT_ECHO_CHARS + 1, 20_000], ids=["just-over", "20k"])
def test_a_long_intent_is_echoed_as_its_start_and_length(length: int) -> None:
    """It should keep the echo short and state the full length."""
    intent = ("spin plates " * (length // 12 + 1))[:length]
    echo = echo_intent(intent)
    assert len(echo) < INTENT_ECHO_CHARS + 40
    assert echo.endswith(f"({length:,} characters)")


@given(st.text(min_size=1, max_size=INTENT_ECHO_CHARS).filter(lambda t: t.strip()))
def test_a_short_intent_is_echoed_whole(intent: str) -> None:
    """An intent within the limit should be echoed on one line, words unchanged."""
    assert echo_intent(intent) == " ".join(intent.split())


@pytest.mark.parametrize(
    ("wells", "text"),
    [
        (None, ""),
        (["A1"], "A1"),
        (["A1", "B1", "C1"], "A1:C1 (3 wells)"),
        ([f"{r}{c}" for r in "ABC" for c in range(2, 9)], "A2:C8 (21 wells)"),
        (["A1", "A2", "A3", "B5"], "A1-A3,B5"),
        (["A1", "A3"], "A1,A3"),
        ([f"{r}{c}" for r in "ABCDEFGH" for c in (1, 3)], "A1,A3,B1,B3,C1,C3… (16 wells)"),
        (["AA1", "AB1"], "AA1,AB1"),  # 1536-well rows: runs, no block
    ],
    ids=["all", "one", "column", "block", "runs", "gap", "many-runs", "odd-names"],
)
def test_wells_are_written_compactly(wells: list[str] | None, text: str) -> None:
    """It should write a block as A2:C8 and other sets as row runs, cut after six."""
    assert wells_text(wells) == text


def test_device_code_names_wells_and_reagents() -> None:
    """Liquid-handling lines should show the source reagent and the wells, not a bare id."""
    text = render_summary(plan(DILUTION))
    code = text.split("Device code", 1)[1]
    assert "source=reagents]" not in code and "source=reagents;" not in code
    assert "diluent" in code and "stock" in code
    assert "dilution_plate[A" in code


def test_no_context_ratio_for_a_plan_without_code(capsys: pytest.CaptureFixture[str]) -> None:
    """A plan that wrote no device code should not boast a grounded-context ratio."""
    assert main(["plan", "x"]) == 1  # not approved (needs clarification): exit 1
    out = capsys.readouterr().out
    assert "smaller" not in out and "LLM calls: 0" in out
    assert main(["plan", SPIN]) == 0
    assert "x smaller" in capsys.readouterr().out


def test_plan_result_has_a_short_repr_and_a_summary() -> None:
    """repr should fit a line; summary() should be the CLI's text."""
    result = plan("Spin a 96-well plate at 25,000 x g")
    assert len(repr(result)) < 400
    assert repr(result).startswith("PlanResult(status='halted'")
    assert str(result) == repr(result)
    assert result.summary() == render_summary(result)
    assert result.summary().startswith("HALTED")


@given(
    st.integers(0, 7),
    st.integers(0, 7),
    st.integers(1, 12),
    st.integers(1, 12),
)
def test_any_rectangle_of_wells_is_written_as_a_block(r1: int, r2: int, c1: int, c2: int) -> None:
    """Every rectangular block of a 96-well plate should read FIRST:LAST (N wells)."""
    rows = "ABCDEFGH"[min(r1, r2) : max(r1, r2) + 1]
    cols = range(min(c1, c2), max(c1, c2) + 1)
    wells = [f"{r}{c}" for r in rows for c in cols]
    expected = wells[0] if len(wells) == 1 else f"{wells[0]}:{wells[-1]} ({len(wells)} wells)"
    assert wells_text(wells) == expected
