"""Numbers and units as other languages and notebooks write them are read, or asked about."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.conformance.defaults import undisclosed_defaults
from bioproagent.intent.numbers import unexplained_numbers
from bioproagent.intent.parser import parse_intent
from bioproagent.intent.shorthand import expand_shorthand
from bioproagent.intent.translated import AMBIGUOUS_SEPARATOR, translated
from bioproagent.intent.wells import stated_well_count, well_selection
from bioproagent.registry.loader import load_registry


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("seal 3,5 sec at 170 °C", "seal 3.5 sec at 170 °C"),
        ("add 12,5 µl", "add 12.5 µl"),
        ("spin 1,000 x g", "spin 1,000 x g"),
        ("wells 1,2 and 3", "wells 1,2 and 3"),
        ("spin 3.000 x g", "spin 3000 x g"),
        ("shake 1 500 rpm", "shake 1500 rpm"),
        ("add 1.500 µl", "add 1.500 µl"),
        ("heat to 56 Grad C", "heat to 56 °C"),
        ("shake 700 turns per minute", "shake 700 rpm"),
        ("give 20 mcl", "give 20 µl"),
        ("spin 5 min. at 300 x g", "spin 5 min at 300 x g"),
        ("spin 5 min. Then read", "spin 5 min. Then read"),
        ("mix 4-times", "mix 4 times"),
    ],
    ids=[
        "decimal-comma",
        "decimal-comma-ul",
        "thousands-comma",
        "list-comma",
        "thousands-dot-force",
        "thousands-space-speed",
        "dot-volume-kept",
        "grad",
        "turns",
        "mcl",
        "abbreviation-dot",
        "sentence-dot",
        "hyphen-times",
    ],
)
def test_translated_numbers_and_units(text: str, expected: str) -> None:
    """It should rewrite separators and unit words only where the reading is not in doubt."""
    assert translated(text) == expected


def test_a_dotted_volume_is_ambiguous() -> None:
    """It should mark '1.500 µl' (1.5 or 1500?) and not '0.500 ml' or '1.5 µl'."""
    assert AMBIGUOUS_SEPARATOR.search("add 1.500 µl")
    assert not AMBIGUOUS_SEPARATOR.search("add 0.500 ml")
    assert not AMBIGUOUS_SEPARATOR.search("add 1.5 µl")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("spin 2' at 500 x g", "spin 2 min at 500 x g"),
        ("shake 45'' at 800 rpm", "shake 45 s at 800 rpm"),
        ("add the 5' adapter", "add the 5' adapter"),
        ("run 'Program 7' now", "run 'Program 7' now"),
    ],
    ids=["minutes", "seconds", "strand-end", "quoted-name"],
)
def test_prime_marks(text: str, expected: str) -> None:
    """It should read a notebook's prime marks as minutes and seconds, not quotes or ends."""
    assert expand_shorthand(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "12/03 KL - spin 500 x g 1 min",
        "14.3. JM: spin 500 x g 1 min",
        "2024-05-02 AB spin 500 x g 1 min",
        "Thu 6/6 CW spin 500 x g 1 min",
        "22-Jan MP: spin 500 x g 1 min",
        "Glo assay (24/2): spin 500 x g 1 min",
    ],
    ids=["slash-initials", "dotted", "iso", "weekday", "month-name", "in-brackets"],
)
def test_notebook_dates_are_names(text: str) -> None:
    """It should explain a notebook entry's date (and initials): no number is left unread."""
    low = text.lower()
    assert unexplained_numbers(text, low, [(low.index("500"), len(low))], []) == []


def test_a_bare_fraction_opening_a_line_is_not_a_date() -> None:
    """It should leave '1/2' with nothing marking it as a date for the fail-safe to ask."""
    text = "1/2 of the lysate into the plate"
    assert [t.text for t in unexplained_numbers(text, text.lower(), [], [])]


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("to each of the 24 wells", 24),
        ("into 48 sample wells", 48),
        ("to all 96 wells of the plate", None),
        ("to the 96-well plate", None),
        ("to each well", None),
    ],
    ids=["each-of", "sample-wells", "whole-plate", "format", "no-count"],
)
def test_stated_well_count(text: str, count: int | None) -> None:
    """It should read a number of wells stated without their names."""
    assert stated_well_count(text) == count


def test_every_unstated_setting_of_an_approved_plan_is_an_assumption() -> None:
    """It should list a planner default no note names (integration time), whatever planner."""
    result = plan("Shake the 96-well plate at 500 rpm for 3 min, then read luminescence.")
    assert result.status == "approved"
    assert any("integration_s = 1 s" in a for a in result.assumptions)
    assert result.workflow is not None
    registry = load_registry()
    spec = parse_intent(result.intent, registry)
    assert undisclosed_defaults(spec, result.workflow, registry, result.assumptions) == []
    assert undisclosed_defaults(spec, result.workflow, registry, []) != []


def test_the_same_defaults_on_several_steps_share_one_line() -> None:
    """It should list a default repeated over consecutive steps once ('Steps 3-9 ...')."""
    result = plan(
        "Prepare an 8-point 2-fold serial dilution of BSA in a 96-well plate in triplicate, "
        "then read absorbance at 562 nm"
    )
    assert result.status == "approved"
    lines = [a for a in result.assumptions if "mix_cycles" in a and "defaults" in a]
    assert len(lines) == 1
    assert lines[0].startswith("Steps ")


@pytest.mark.parametrize(
    ("text", "wells"),
    [
        ("then add 10 µL of sample to B4 and mix", ["B4"]),
        ("pipette 5 uL into well H12", ["H12"]),
        ("add 20 µL to columns 1–3 (column 12 = blank)", 24),
        ("to rows A and C", 24),
        ("into the 96-well plate", None),
    ],
    ids=["one-well", "one-well-named", "aside-in-brackets", "rows-and", "none"],
)
def test_well_selections(text: str, wells: list[str] | int | None) -> None:
    """It should select a single named well, ignore a bracketed aside, and read 'A and C'."""
    found = well_selection(text)
    if isinstance(wells, int):
        assert found is not None and len(found) == wells
    else:
        assert found == wells
