"""Regular expressions that match exactly the decimal numbers inside a closed range.

Schema-constrained decoding turns a JSON Schema into a regular expression; the number
pattern that JSON-Schema-to-regex converters emit (``-?(0|[1-9][0-9]*)(\\.[0-9]+)?...``)
ignores ``minimum`` and ``maximum``, so a model can still write 2500 where 1000 is the
limit. :func:`bounded_number_regex` builds the pattern that admits only the numbers in
``[low, high]``.

The strings it matches are plain decimals (no exponent, no ``+``): an integer part with
no leading zeros (``0`` or ``[1-9][0-9]*``), then optionally ``.`` and 1 to ``decimals``
fraction digits, with ``-`` only in front of a non-zero value (``-0`` and ``-0.0`` are
never matched). For every such string the regex matches if and only if its value lies in
``[low, high]``; a bound that is not a multiple of ``10**-decimals`` is rounded inwards.
"""

from __future__ import annotations

from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

__all__ = ["bounded_number_regex", "digits_range_regex", "integer_range_regex"]


def bounded_number_regex(
    low: float | int | str | Decimal, high: float | int | str | Decimal, decimals: int = 2
) -> str:
    """A regex (no anchors) matching exactly the decimals in ``[low, high]``.

    Args:
        low: the smallest value allowed (inclusive).
        high: the largest value allowed (inclusive).
        decimals: the most fraction digits a match may have (0 for integers).

    Raises:
        ValueError: ``decimals`` is negative, or no number with at most ``decimals``
            fraction digits lies in the range.
    """
    if decimals < 0:
        raise ValueError(f"decimals must be 0 or more, got {decimals}")
    lo, hi = Decimal(str(low)), Decimal(str(high))
    if not (lo.is_finite() and hi.is_finite()):
        raise ValueError(f"the range [{low}, {high}] must have finite bounds")
    branches: list[str] = []
    if lo < 0:  # negative values: '-' and the absolute value, zero excluded
        magnitude = _scaled_branches(max(-hi, Decimal(0)), -lo, decimals, exclude_zero=True)
        if magnitude:
            branches.append("-" + _group(magnitude))
    if hi >= 0:
        branches += _scaled_branches(max(lo, Decimal(0)), hi, decimals, exclude_zero=False)
    if not branches:
        raise ValueError(f"no number with at most {decimals} decimals lies in [{low}, {high}]")
    return _group(branches)


def _scaled_branches(lo: Decimal, hi: Decimal, decimals: int, *, exclude_zero: bool) -> list[str]:
    """Alternatives for non-negative values in [lo, hi], one per count of fraction digits."""
    branches = []
    for k in range(decimals + 1):
        scale = Decimal(10) ** k
        first = int((lo * scale).to_integral_value(rounding=ROUND_CEILING))
        last = int((hi * scale).to_integral_value(rounding=ROUND_FLOOR))
        if exclude_zero:
            first = max(first, 1)
        if first > last:
            continue
        branches.append(_fixed_point(first, last, k))
    return branches


def _fixed_point(first: int, last: int, k: int) -> str:
    """Numbers n/10**k for n in [first, last], written with exactly k fraction digits."""
    if k == 0:
        return integer_range_regex(first, last)
    unit = 10**k
    (q_first, r_first), (q_last, r_last) = divmod(first, unit), divmod(last, unit)
    if q_first == q_last:
        return (
            integer_range_regex(q_first, q_first) + r"\." + digits_range_regex(r_first, r_last, k)
        )
    parts = [
        integer_range_regex(q_first, q_first) + r"\." + digits_range_regex(r_first, unit - 1, k)
    ]
    if q_last - q_first > 1:
        parts.append(integer_range_regex(q_first + 1, q_last - 1) + r"\." + f"[0-9]{{{k}}}")
    parts.append(integer_range_regex(q_last, q_last) + r"\." + digits_range_regex(0, r_last, k))
    return _group(parts)


def integer_range_regex(first: int, last: int) -> str:
    """Integers in [first, last] (both >= 0) written without leading zeros."""
    if first < 0 or first > last:
        raise ValueError(f"need 0 <= first <= last, got [{first}, {last}]")
    parts = []
    for width in range(len(str(first)), len(str(last)) + 1):
        lo = max(first, 10 ** (width - 1) if width > 1 else 0)
        hi = min(last, 10**width - 1)
        if lo <= hi:
            parts.append(digits_range_regex(lo, hi, width))
    return _group(parts)


def digits_range_regex(first: int, last: int, width: int) -> str:
    """Strings of exactly ``width`` digits (zero-padded) whose value is in [first, last]."""
    if width < 0 or first < 0 or first > last or last >= 10**width:
        raise ValueError(f"need 0 <= first <= last < 10**{width}, got [{first}, {last}]")
    if width == 0:
        return ""
    a, b = str(first).zfill(width), str(last).zfill(width)
    return _digits(a, b)


def _digits(a: str, b: str) -> str:
    """Same-length digit strings s with a <= s <= b (lexicographic = numeric here)."""
    if a == b:
        return a
    rest = len(a) - 1
    if a[0] == b[0]:
        return a[0] + _digits(a[1:], b[1:])
    if a[1:] == "0" * rest and b[1:] == "9" * rest:
        return _digit_class(a[0], b[0]) + _any(rest)
    parts = []
    low_full = a[1:] == "0" * rest
    high_full = b[1:] == "9" * rest
    first_mid = a[0] if low_full else str(int(a[0]) + 1)
    last_mid = b[0] if high_full else str(int(b[0]) - 1)
    if not low_full:
        parts.append(a[0] + _digits(a[1:], "9" * rest))
    if first_mid <= last_mid:
        parts.append(_digit_class(first_mid, last_mid) + _any(rest))
    if not high_full:
        parts.append(b[0] + _digits("0" * rest, b[1:]))
    return _group(parts)


def _digit_class(a: str, b: str) -> str:
    if a == b:
        return a
    return "[0-9]" if (a, b) == ("0", "9") else f"[{a}-{b}]"


def _any(count: int) -> str:
    if count == 0:
        return ""
    return "[0-9]" if count == 1 else f"[0-9]{{{count}}}"


def _group(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else "(" + "|".join(parts) + ")"
