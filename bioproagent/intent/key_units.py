"""The unit a config key names, for a bare number written under it.

Engineers put the unit in the key instead of the value: 'volume_uL: 50', 'Time (min)', 'T_C',
'rcf_xg', 'press_time = 1.8', 'wl: 562'. Both readers of structured pastes
(:mod:`bioproagent.intent.structured` and :mod:`bioproagent.intent.config_records`) ask
:func:`unit_of_key` before writing '50' as '50 uL'. A key that names no unit ('vol', 'volume',
'integration', 'dur') gives none: a bare number under it stays bare and the fail-safe asks,
because guessing µL or ms could change a value silently.
"""

from __future__ import annotations

import re

UNIT_TOKENS = (
    (("ul", "µl", "μl"), "uL"),
    (("ml",), "mL"),
    (("nm",), "nm"),
    (("ms",), "ms"),
    (("s", "sec", "secs", "seconds"), "s"),
    (("min", "mins", "minutes"), "min"),
    (("h", "hr", "hrs", "hours"), "h"),
    (("c", "°c", "degc"), "°C"),
    (("rpm",), "rpm"),
    (("xg", "g", "rcf", "x g"), "x g"),
)
"""Spellings of a unit as a key or a key's last word ('time_s', 'vol_ul', 'xg')."""
KEY_UNITS = (
    (re.compile(r"^(?:temp|temperature|t_?c|setpoint)$"), "°C"),
    (re.compile(r"^(?:speed|rpm|shake_?speed)$"), "rpm"),
    (re.compile(r"^(?:force|rcf|g)$"), "x g"),
    (re.compile(r"^(?:wl|wavelength|lambda)$"), "nm"),
    (re.compile(r"^(?:ex|em|excitation|emission)$"), "nm"),
    (re.compile(r"^(?:dwell|press_time)$"), "s"),
)
"""Keys whose quantity has one customary unit ('temp' °C, 'rpm', 'g', 'wl' nm, 'dwell' s)."""


def key_tokens(key: str) -> list[str]:
    """A key's words, lower case ('Time (min)' -> ['time', 'min'], 'vol_uL' -> ['vol', 'ul'])."""
    return [t for t in re.split(r"[_\s()/\[\]]+", key.lower()) if t]


def unit_of_key(key: str) -> str | None:
    """The unit a key names ('volume_uL', 'Time (min)', 'T_C', 'rcf_xg', 'wl', 'rpm')."""
    if key == "T":
        return "°C"
    if re.search(r"(?i)\b(?:conc\w*|yield)\b|[nµμumpk]?[gM]\s*/\s*[µμum]?[lL]\b", key):
        return None  # 'Conc (ng/µL)', 'Yield (µg/mL)': a concentration, no step's unit
    tokens = key_tokens(key)
    named = tokens[1:] if len(tokens) > 1 else tokens
    for spellings, unit in UNIT_TOKENS:
        if any(t in spellings for t in named):
            return unit  # 'volume_uL', or a key that is a unit itself ('s', 'C', 'rpm')
    base = tokens[0] if tokens else ""
    whole = "_".join(tokens)
    return next((unit for rx, unit in KEY_UNITS if rx.match(base) or rx.match(whole)), None)
