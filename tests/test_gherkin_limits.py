"""Behaviour-spec scenarios and stated limits, read before the clause reader."""

from __future__ import annotations

import pytest

from bioproagent.intent.gherkin import scenario_steps
from bioproagent.intent.limits import limited
from bioproagent.intent.range_picks import picked_ranges
from bioproagent.intent.section_instruments import section_steps


def test_a_scenario_becomes_its_steps() -> None:
    text = (
        "@smoke\nFeature: Spin-down\n  # a comment\n  Scenario: Pull droplets down\n"
        "    Given a 96-well PCR plate with 20 µL per well\n"
        "    And the VSpin is pre-cooled to 4 °C\n"
        "    When the plate is spun at 800 x g for 45 s\n"
        "    Then no droplets remain on the walls\n"
        "    And the plate is stored in the hotel"
    )
    assert scenario_steps(text).split("\n") == [
        "The 96-well PCR plate already holds 20 µL per well.",
        "[Context the VSpin is pre-cooled to 4 °C]",
        "the plate is spun at 800 x g for 45 s.",
        "the plate is stored in the hotel.",
    ]


@pytest.mark.parametrize(
    ("rows", "line"),
    [
        ("      | temp |\n      | 170 °C |", "the plate is sealed at 170 °C for 2 s."),
        (  # two runs: the placeholder stays, so the plan asks which
            "      | temp |\n      | 170 °C |\n      | 180 °C |",
            "the plate is sealed at <temp> for 2 s.",
        ),
    ],
)
def test_an_outline_is_filled_only_from_one_row(rows: str, line: str) -> None:
    text = (
        "Feature: Sealing\n  Scenario Outline: Seal\n"
        "    When the plate is sealed at <temp> for 2 s\n"
        f"    Then the seal is intact\n    Examples:\n{rows}"
    )
    assert scenario_steps(text) == line


def test_prose_is_no_scenario() -> None:
    text = "Given the time, spin at 500 x g, then read at 450 nm."
    assert scenario_steps(text) == text


@pytest.mark.parametrize(
    ("text", "out"),
    [
        ("never exceed 170 °C", "[Limit at most 170 °C]"),
        ("keep the force below 1,500 × g", "[Limit at most 1,500 × g]"),
        ("speed is capped at 1200 rpm", "speed [Limit at most 1200 rpm]"),
        ("must not spend longer than 2 min in it", "[Limit at most 2 min] in it"),
        ("spin at 1000 x g for 2 min", "spin at 1000 x g for 2 min"),
    ],
)
def test_upper_limits_become_notes(text: str, out: str) -> None:
    assert limited(text) == out


@pytest.mark.parametrize(
    ("text", "out"),
    [
        ("25-35 cycles [28] of", "28 cycles of"),
        ("anneal 55-65 °C 15 s [63 °C]", "anneal 63 °C 15 s"),
        ("incubate 37 °C, 45-60 min -> 60 min", "incubate 37 °C, 60 min"),
        ("spin 10 min at 2,000 × g (insert allows 1,500-3,000 × g)", "spin 10 min at 2,000 × g"),
        ("incubate 30-60 min [90 min]", "incubate 30-60 min [90 min]"),  # outside: left to ask
        ("spin 2-5 min [1000 x g]", "spin 2-5 min [1000 x g]"),  # another unit: left to ask
    ],
)
def test_a_range_with_its_pick_is_the_pick(text: str, out: str) -> None:
    assert picked_ranges(text) == out


def test_a_headings_instrument_runs_its_sections_steps() -> None:
    text = (
        "1. Assembly (Biomek i5)\n   1.1 Add 20 µL mix per well.\n   1.2 Seal at 170 °C, 2 s.\n"
        "2. Add 5 µL water per well."
    )
    assert section_steps(text).split("\n") == [
        "1. Assembly (Biomek i5)",
        "   1.1 Add 20 µL mix per well on the Biomek i5.",
        "   1.2 Seal at 170 °C, 2 s.",  # the Biomek does not seal: left as written
        "2. Add 5 µL water per well.",  # after the section
    ]
