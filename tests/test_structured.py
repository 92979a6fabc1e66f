"""Structured requests (YAML-ish, key=value, tables, JSON) are written as plain step lines."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bioproagent.intent.structured import flatten_structured


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "- step: centrifuge\n  device: HiG4\n  rcf: 1200\n  time_s: 45",
            ["centrifuge 1200 x g time 45 s on the HiG4"],
        ),
        ("op=shake speed=700 t=3min T=25C", ["shake speed 700 rpm 3min 25C"]),
        (
            "action,instrument,Vol (uL),Dest\ndispense,OT-2,40,96w flat",
            ["dispense vol 40 uL into the 96-well flat plate on the OT-2"],
        ),
        (
            "Op\tTemp (°C)\tDuration (min)\nincubate\t30\t12",
            ["incubate temp 30 °C duration 12 min"],
        ),
        (
            '{"op": "read", "mode": "lum", "integration_ms": 250}',
            ["read luminescence integration 250 ms"],
        ),
        (
            '[{"op": "pcr", "cycles": 28, "denature": {"C": 94, "s": 15}}]',
            ["run PCR 28 cycles denaturation 94 °C 15 s"],
        ),
        (
            "seq=2 op=read_abs wl=490\nseq=1 op=seal temp=168C t=2s",
            ["seal temp 168C 2s", "read absorbance wl 490 nm"],
        ),
        (
            "when=t0+30min op=read_fl ex=485 em=520\nwhen=t0 op=shake rpm=900 t=20s",
            ["shake 900 rpm 20s", "read fluorescence excitation 485 nm emission 520 nm"],
        ),
        (
            "- name: read\n  type: absorbance\n  wl_nm: 600\n  runs_after: spin\n"
            "- name: spin\n  force: 500 x g\n  time: 1 min",
            ["spin force 500 x g time 1 min", "read absorbance wl 600 nm"],
        ),
        (
            "| incubate | Cytomat 2C450 | 37 °C | 2 h |\n| read | SpectraMax | abs | 450 nm |",
            ["incubate Cytomat 2C450 37 °C 2 h", "read SpectraMax abs 450 nm"],
        ),
        (
            "| Step | Liquid handler | Vol (µL) | Dest cols |\n|---|---|---|---|\n"
            "| add | Fluent | 25 | 1-4 |",
            ["add vol 25 uL columns 1-4 on the Fluent"],
        ),
        ("Time (hh:mm:ss)\tOp\n00:02:30\tspin", ["spin time 150 s"]),
        (
            '{"op": "incubate", "duration": "PT1H30M", "T": "37 C"}',
            ["incubate duration 1 h 30 min 37 C"],
        ),
        ("- **Assay**: RNA\n- **Samples**: 24", ["the RNA assay 24 samples"]),
        (
            "Step  Action        Device      Detail\n"
            "1     add sample    Biomek i5   5 µL -> columns 1-3\n"
            "2     incubate      -           10 min, room temp",
            ["add sample 5 µL -> columns 1-3 on the Biomek i5", "incubate 10 min, room temp"],
        ),
        (
            "Step,Action,Device,Setting\n1,retrieve,Cytomat 2C425,\n2,shake,heater-shaker,"
            '"1,800 rpm, 2 min"',
            ["retrieve on the Cytomat 2C425", "shake 1,800 rpm, 2 min on the heater-shaker"],
        ),
        (
            "Step / Instrument / Parameters\n1 / VSpin / 200 x g, 1 min\n2 / Cytomat 2C450 / "
            "37 °C, 24 h",
            ["200 x g, 1 min on the VSpin", "37 °C, 24 h on the Cytomat 2C450"],
        ),
        (
            "Step | Instrument    | Parameters\n-----+---------------+-----------\n"
            "1    | a4S           | 175 °C, 2.0 s\n2    | 5810R         | 1,000 × g, 1 min",
            ["175 °C, 2.0 s on the a4S", "1,000 × g, 1 min on the 5810R"],
        ),
    ],
    ids=[
        "yaml-item",
        "key-value",
        "csv",
        "tsv-units-in-headers",
        "json-ms",
        "json-nested-stage",
        "seq-order",
        "when-order",
        "runs-after",
        "headerless-pipes",
        "markdown-table",
        "clock-header",
        "iso-duration",
        "bullet-form",
        "space-aligned-columns",
        "csv-quoted-cells",
        "slash-separated",
        "pipes-with-a-plus-rule",
    ],
)
def test_records_become_step_lines(text: str, expected: list[str]) -> None:
    """It should write each record as one line (keys as words, units from the keys), in run
    order."""
    assert flatten_structured(text).split("\n") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Spin the plate at 1000 x g for 1 min, then read absorbance at 450 nm.",
        "Operation: Centrifugation\nInstrument: Agilent VSpin\nRCF: 800 x g",
        "Add 50 uL, 20 uL and 10 uL of buffer to columns 1, 2 and 3.",
        "1. Seal the plate\n2. Spin it",
    ],
    ids=["prose", "form", "commas-in-prose", "numbered-list"],
)
def test_prose_is_left_alone(text: str) -> None:
    """It should return text that is not structured unchanged."""
    assert flatten_structured(text) == text


@pytest.mark.parametrize(
    ("key", "value", "shown"),
    [
        ("volume_uL", "15", "volume 15 uL"),
        ("vol", "15", "vol 15"),
        ("t", "90", "90"),
        ("time", "90", "time 90"),
    ],
    ids=["unit-in-key", "volume-without-unit", "time-letter", "time-without-unit"],
)
def test_a_bare_number_gets_only_the_unit_its_key_names(key: str, value: str, shown: str) -> None:
    """It should never guess a unit: a key without one leaves the number bare (K_i asks)."""
    assert flatten_structured(f"op=transfer {key}={value}") == f"transfer {shown}"


_KEYS = st.sampled_from(["op", "vol_uL", "t", "T", "rpm", "rcf", "wl", "dev", "dst", "note"])
_VALUES = st.one_of(
    st.integers(0, 9999).map(str),
    st.sampled_from(["spin", "read_abs", "OT-2", "96w_PCR", "5 min", "2,5", "37C"]),
)


@given(st.lists(st.tuples(_KEYS, _VALUES), min_size=2, max_size=6))
def test_flattening_is_idempotent_and_keeps_numbers(pairs: list[tuple[str, str]]) -> None:
    """It should change nothing the second time, and keep every number of every value."""
    text = " ".join(f"{k}={v}" for k, v in pairs)
    once = flatten_structured(text)
    assert flatten_structured(once) == once
    for _, value in pairs:
        for number in value.replace(",", " ").split():
            if number.isdigit():
                assert number in once


@pytest.mark.parametrize("text", ["A='", "'", '{"a": "b', 'x: "unclosed', "step: '"])
def test_a_quote_never_closed_is_text_not_an_error(text: str) -> None:
    """It should read an unclosed quote as text (the plan asks), never raise."""
    from bioproagent import plan

    assert plan(text).status in ("needs_clarification", "halted")
