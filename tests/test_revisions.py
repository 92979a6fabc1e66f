"""Self-corrections and relative values (bioproagent.intent.revisions): applied only when
the value they replace is certain; otherwise named, so the plan asks."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bioproagent.intent.revisions import revised, revision_notes, unresolved_revisions


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Add 50 µL buffer — sorry, 40 µL.", "Add 40 µL buffer."),
        ("spin 5 min, no make it 8 min, 800 xg", "spin 8 min, 800 xg"),
        ("shake at 900 rpm (oops, 1100) for 45 s", "shake at 1100 rpm for 45 s"),
        ("spin 10 min at 3000 x g... no, 2500.", "spin 10 min at 2500 x g."),
        ("Add 1 mL -- ugh, 1.5 mL -- of culture", "Add 1.5 mL of culture"),
        ("Read at ~~405 nm~~ 415 nm.", "Read at 415 nm."),
        ("incubate 45 min then read\ns/45 min/60 min/", "incubate 60 min then read\n"),
        ("Seal at 170 °C for 2 s. Correction: 160 °C.", "Seal at 160 °C for 2 s."),
        (
            "Spin 1 min at 500 x g, add 20 µL, spin 3 min at 500 x g. Actually make the "
            "second spin 4 min.",
            "Spin 1 min at 500 x g, add 20 µL, spin 4 min at 500 x g.",
        ),
        (
            "Spin 1 min at 500 x g, then at the same speed for twice as long.",
            "Spin 1 min at 500 x g, then at 500 x g for 2 min.",
        ),
        (
            "Add 80 µl of cells, then half that volume of drug.",
            "Add 80 µl of cells, then 40 µl of drug.",
        ),
        (
            "Shake at 1200 rpm for 30 s, then for the same time at half the speed.",
            "Shake at 1200 rpm for 30 s, then for 30 s at 600 rpm.",
        ),
        # the new value written in place, the old one nowhere before: the old one goes
        ("Read at 600 nm instead of 450 nm.", "Read at 600 nm."),
    ],
    ids=[
        "dash-sorry",
        "make-it",
        "parenthesis",
        "ellipsis-unitless",
        "double-hyphen",
        "strike",
        "sed",
        "correction-sentence",
        "second-spin",
        "same-speed-twice",
        "half-volume",
        "same-time-half-speed",
        "in-place-instead-of",
    ],
)
def test_corrections_are_applied(text: str, expected: str) -> None:
    """It should rewrite the request as finally meant, and note each change."""
    assert revised(text) == expected
    assert revision_notes(text)
    assert unresolved_revisions(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Shake 1 min at 800 rpm, then once more a bit faster.",
        "Same as last week's run, but read at 600 nm.",
        "Incubate 10 min, read, incubate 10 min, read. Sorry, 20 min.",  # which one?
        "Seal, spin 1 min at 1000 x g, read. Skip the seal today.",
        "Read at 450 nm. Scratch that, it's the other plate.",
        "Move the plate to the reader — sorry, to the sealer — and seal it.",
        "Spin 1 min at 1000 x g, then seal. Wait — seal before the spin, not after.",
    ],
)
def test_what_cannot_be_applied_is_named(text: str) -> None:
    """It should leave an unclear change in place and name it (the plan then asks)."""
    assert unresolved_revisions(text)


@pytest.mark.parametrize(
    "text",
    [
        "Add 30 µL of reagent to columns 1-6 (that is, half the plate).",
        "Hi team, sorry for the late request! Please spin the plate at 500 x g for 2 min.",
        "Add 20 µL to the same wells, then read at 450 nm.",
        "Mix 5 times with 50 µL, then seal at 170 °C for 2 s.",
    ],
)
def test_ordinary_requests_are_left_alone(text: str) -> None:
    """It should not take pleasantries, 'half the plate' or 'the same wells' for changes."""
    assert revised(text) == text
    assert unresolved_revisions(text) == []


_PLAIN = st.sampled_from(
    ["add", "spin", "at", "for", "then", "µL", "x g", "min", "°C", "the plate", ",", "rpm"]
)


@given(st.lists(st.one_of(_PLAIN, st.integers(1, 5000).map(str)), min_size=1, max_size=12))
def test_text_without_markers_is_unchanged_and_idempotent(words: list[str]) -> None:
    """Without a correction marker nothing changes; applying it twice changes nothing."""
    text = " ".join(words)
    assert revised(text) == text
    assert revised(revised(text)) == revised(text)


def test_corrected_value_replaces_the_old_one_everywhere_it_is_read() -> None:
    """The plan reads the corrected value: the old one is gone from the reading."""
    from bioproagent.intent.parser import parse_intent

    spec = parse_intent("Spin the plate at 800 x g -- sorry, 600 x g -- for 2 min.")
    forces = [q.value for q in spec.quantities if q.unit == "g"]
    assert forces == [600]
    assert not re.search(r"\b800\b", spec.text)
