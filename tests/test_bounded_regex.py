"""The bounded-number regex: exactly the decimals inside [low, high], nothing else."""

from __future__ import annotations

import re
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bioproagent.planners.models.bounded_regex import (
    bounded_number_regex,
    digits_range_regex,
    integer_range_regex,
)


def _matches(pattern: str, text: str) -> bool:
    return re.fullmatch(pattern, text) is not None


@st.composite
def decimal_texts(draw: st.DrawFn, max_decimals: int = 3) -> str:
    """Plain decimals as a model could write them (sign, no leading zeros, 0-3 decimals)."""
    integer = draw(st.integers(min_value=0, max_value=10**7))
    k = draw(st.integers(min_value=0, max_value=max_decimals))
    fraction = "".join(draw(st.lists(st.sampled_from("0123456789"), min_size=k, max_size=k)))
    text = str(integer) + ("." + fraction if k else "")
    if draw(st.booleans()) and Decimal(text) != 0:
        text = "-" + text
    return text


def _grid(low: Decimal, high: Decimal, decimals: int) -> tuple[int, int] | None:
    """First and last multiple of 10**-decimals in [low, high], in grid units."""
    scale = Decimal(10) ** decimals
    first = int((low * scale).to_integral_value(rounding=ROUND_CEILING))
    last = int((high * scale).to_integral_value(rounding=ROUND_FLOOR))
    return (first, last) if first <= last else None


bounds = st.decimals(
    min_value=-(10**6), max_value=10**6, places=3, allow_nan=False, allow_infinity=False
)


@settings(max_examples=400, deadline=None)
@given(
    low=bounds,
    high=bounds,
    decimals=st.integers(min_value=0, max_value=2),
    samples=st.lists(decimal_texts(), min_size=1, max_size=25),
)
def test_matches_exactly_the_values_in_range(
    low: Decimal, high: Decimal, decimals: int, samples: list[str]
) -> None:
    """It should match a plain decimal iff its value is in range and it has few decimals."""
    low, high = min(low, high), max(low, high)
    try:
        pattern = bounded_number_regex(low, high, decimals)
    except ValueError:
        assert _grid(low, high, decimals) is None  # truly nothing representable in range
        return
    for text in samples:
        fraction = text.partition(".")[2]
        expected = low <= Decimal(text) <= high and len(fraction) <= decimals
        assert _matches(pattern, text) is expected, (pattern, text)


@settings(max_examples=200, deadline=None)
@given(low=bounds, high=bounds, decimals=st.integers(min_value=0, max_value=2), data=st.data())
def test_every_value_in_range_matches(
    low: Decimal, high: Decimal, decimals: int, data: st.DataObject
) -> None:
    """It should match every grid value inside the range, including both ends."""
    low, high = min(low, high), max(low, high)
    grid = _grid(low, high, decimals)
    if grid is None:
        return
    first, last = grid
    scale = Decimal(10) ** -decimals
    pattern = bounded_number_regex(low, high, decimals)
    for n in {first, last, data.draw(st.integers(min_value=int(first), max_value=int(last)))}:
        value = Decimal(n) * scale
        text = f"{value:.{decimals}f}"
        assert _matches(pattern, text), (pattern, text)


@pytest.mark.parametrize(
    ("low", "high", "decimals", "inside", "outside"),
    [
        (
            0,
            1000,
            2,
            ["0", "1000", "1000.0", "1000.00", "999.99", "0.5", "12"],
            ["1000.01", "1001", "2500", "-1", "00", "01", "1.234", "-0", "1e3", ".5", "5."],
        ),
        (1, 100, 0, ["1", "9", "10", "99", "100"], ["0", "101", "1.0", "-5"]),
        (0.01, 100, 2, ["0.01", "0.1", "100"], ["0", "0.00", "0.009"]),
        (-20, -5, 1, ["-20", "-5", "-12.5", "-5.0"], ["-4.9", "-20.1", "5", "-0"]),
        (-2.5, 3, 1, ["-2.5", "0", "0.0", "3", "-1"], ["-0", "-0.0", "-2.6", "3.1"]),
        (4, 4, 2, ["4", "4.0", "4.00"], ["4.01", "3.99"]),
    ],
    ids=["0-1000", "integers", "exclusive-zero", "negative", "straddles-zero", "single-value"],
)
def test_examples(
    low: float, high: float, decimals: int, inside: list[str], outside: list[str]
) -> None:
    """It should accept the listed values and reject the rest."""
    pattern = bounded_number_regex(low, high, decimals)
    assert [t for t in inside if not _matches(pattern, t)] == []
    assert [t for t in outside if _matches(pattern, t)] == []


@settings(max_examples=300, deadline=None)
@given(
    a=st.integers(min_value=0, max_value=99999),
    b=st.integers(min_value=0, max_value=99999),
    probe=st.integers(min_value=0, max_value=99999),
)
def test_digit_and_integer_ranges(a: int, b: int, probe: int) -> None:
    """It should match zero-padded and canonical integers exactly inside [a, b]."""
    a, b = min(a, b), max(a, b)
    assert _matches(digits_range_regex(a, b, 5), f"{probe:05d}") is (a <= probe <= b)
    assert _matches(integer_range_regex(a, b), str(probe)) is (a <= probe <= b)
    assert not _matches(integer_range_regex(a, b), f"0{probe}")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((0.001, 0.009, 2), "no number"),
        ((0, 1, -1), "decimals"),
    ],
    ids=["empty-grid", "negative-decimals"],
)
def test_rejects_impossible_ranges(args: tuple[float, float, int], message: str) -> None:
    """It should refuse a range with no representable value, naming the problem."""
    with pytest.raises(ValueError, match=message):
        bounded_number_regex(*args)
