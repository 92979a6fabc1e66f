"""Lab-notebook shorthand is spelled out before an intent is read, without touching a number."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bioproagent.intent.shorthand import expand_shorthand


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("cfg plate 500xg 2min", "centrifuge plate 500xg 2min"),
        ("inc. 30 min at 37 C", "incubate 30 min at 37 C"),
        ("Promega Inc. buffer", "Promega Inc. buffer"),
        ("read fluo ex485/em535", "read fluorescence ex 485 nm/em 535 nm"),
        ("read lum", "read luminescence"),
        ("spin the 96wp", "spin the 96-well plate"),
        ("1.5ml eppendorfs", "1.5ml tubes"),
        ("wash w/ PBS", "wash with PBS"),
        ("incubate for one and a half hours", "incubate for 1.5 hours"),
        ("shake for an hour and a half", "shake for 1.5 hours"),
        ("wait half an hour", "wait 0.5 hour"),
        ("incubate for three quarters of an hour", "incubate for 45 minutes"),
        ("Spin at 500 x g for 2 min", "Spin at 500 x g for 2 min"),
    ],
    ids=[
        "cfg",
        "inc-dot",
        "company-inc",
        "ex-em",
        "lum",
        "96wp",
        "eppendorfs",
        "with",
        "one-and-a-half",
        "hour-and-a-half",
        "half-an-hour",
        "three-quarters",
        "plain-untouched",
    ],
)
def test_shorthand_is_spelled_out(text: str, expected: str) -> None:
    """It should write the words the parser knows."""
    assert expand_shorthand(text) == expected


_WORDS = st.sampled_from(
    ["cfg", "inc", "fluo", "lum", "96wp", "w/", "plate", "at", "x g", "min", "°C", "rpm", "and"]
)


@given(st.lists(st.one_of(_WORDS, st.integers(0, 99999).map(str)), min_size=1, max_size=12))
def test_numbers_kept_and_idempotent(words: list[str]) -> None:
    """It should keep every digit as written, in order (only a thousands separator before a
    force may go: '1 100 x g' is 1100 x g), and expanding twice changes nothing."""
    text = " ".join(words)
    once = expand_shorthand(text)
    assert re.findall(r"\d", once) == re.findall(r"\d", text)
    assert expand_shorthand(once) == once
