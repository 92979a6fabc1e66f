"""Method files exported from scheduler software: XML steps, bookkeeping, action names."""

from __future__ import annotations

import pytest

from bioproagent.intent.method_exports import (
    action_words,
    is_bookkeeping,
    without_bookkeeping,
    xml_records,
)


def test_xml_steps_become_records_with_their_units() -> None:
    lines = [
        '<?xml version="1.0"?>',
        '<Run id="R-7" created="2025-01-09T10:11:12Z">',
        '  <Step n="1"><Action>Centrifuge</Action><Force unit="xg">800</Force>'
        '<Time unit="s">45</Time></Step>',
        '  <Step n="2"><Action>Seal</Action><Temp unit="C">170</Temp></Step>',
        "</Run>",
        "thanks!",
    ]
    found = xml_records(lines)
    assert found is not None
    start, end, records = found
    assert (start, end) == (0, 5)
    assert ("Force", "800 xg") in records[0] and ("Action", "Centrifuge") in records[0]
    assert ("Temp", "170 C") in records[1]


def test_xml_stage_attributes_are_kept() -> None:
    found = xml_records(['<Step><PCR cycles="30"><Anneal temp="58" hold_s="20"/></PCR></Step>'])
    assert found is not None
    assert {("cycles", "30"), ("Anneal_temp", "58"), ("Anneal_hold_s", "20")} <= set(found[2][0])


@pytest.mark.parametrize("text", ["not xml at all", "<unclosed", "a < b and c > d"])
def test_no_xml_no_records(text: str) -> None:
    assert xml_records([text]) is None


@pytest.mark.parametrize(
    ("key", "bookkeeping"),
    [
        ("stepGuid", True),
        ("PlateBarcode", True),
        ("modifiedAt", True),
        ("Nest", True),
        ("LiquidClass", True),
        ("Speed", False),
        ("Vol[ul]", False),
        ("Temp_C", False),
    ],
)
def test_bookkeeping_keys(key: str, bookkeeping: bool) -> None:
    assert is_bookkeeping(key) is bookkeeping


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("ReadAbsorbance", "read absorbance"),
        ("RemoveSeal", "peel"),
        ("Unload", "retrieve"),
        ("Centrifuge", "spin"),
        ("GetTips", ""),
        ("Aspirate", ""),
        ("Frobnicate", None),
    ],
)
def test_action_words(value: str, words: str | None) -> None:
    assert action_words(value) == words


def test_bookkeeping_leaves_prose_alone() -> None:
    prose = "Spin at 1000 x g for 1 min (slot 4 is free), then read."
    assert without_bookkeeping(prose) == prose


def test_bookkeeping_is_taken_out_of_an_export() -> None:
    text = "Momentum 5.3 | exported 2024-03-07T18:41:00Z | SN 4421 | Shake 900 rpm 2 min (Nest 1)"
    out = without_bookkeeping(text)
    assert "900 rpm 2 min" in out
    for gone in ("5.3", "2024", "4421", "Nest 1"):
        assert gone not in out


def test_a_count_after_run_is_kept_in_an_export() -> None:
    out = without_bookkeeping("Cellario 4.2 | Order 10442 | run 96 samples on the LabChip")
    assert "run 96 samples" in out and "10442" not in out
