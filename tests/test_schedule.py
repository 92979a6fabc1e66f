"""Run sheets: clock stamps, stages and deck positions are no settings, and stamped lines
written out of time order run in the order of their times."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.schedule import schedule_order, scheduled
from bioproagent.intent.schedule_windows import clock_spans, timed_lines
from tests.faithful_cases import judge


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (  # grouped by device: the times say the reagent goes in before the read
            "09:40  SpectraMax  A405  P4\n"
            "09:05  Biomek i5  180 ul buffer/well -> P4 (96 flat)\n"
            "09:20  Biomek i5  20 ul substrate/well -> P4",
            "transfer volume_ul=180 @biomek_i5 > transfer volume_ul=20 @biomek_i5 > "
            "read_absorbance wavelength_nm=405 @spectramax_i3x",
        ),
        (  # relative stamps, pasted from two sheets
            "T+0:40  i3x A490\nT+0:00  OT-2 60 ul reagent -> P2\nT+0:05  RT, dark, 30 min",
            "transfer volume_ul=60 @opentrons_ot2 > incubate duration_s=1800 > "
            "read_absorbance wavelength_nm=490 @spectramax_i3x",
        ),
        (  # days before clock times
            "Day 2 07:30  VSpin 600 g 3 min\nDay 1 16:45  Cytomat 2C450  37C o/n",
            "incubate temperature_c=37 @cytomat_2c450 > spin rcf_g=600 duration_s=180 "
            "@agilent_vspin",
        ),
        (  # the time as a table column, the header cell named 'time'
            "time  | device | action\n14:10 | VSpin  | 900 g 2 min\n13:50 | a4S    | 172C 2s\n",
            "seal temperature_c=172 duration_s=2 @azenta_a4s > spin rcf_g=900 duration_s=120 "
            "@agilent_vspin",
        ),
        (  # stages and a deck layout: numbers of neither are values
            "OT-2 deck\n  Pos 1: 300 ul tips\n  Pos 2: reservoir (PBS)\n"
            "Stage 1 -> OT-2: 120 ul PBS -> rows A-B of the 96 flat plate\n"
            "Stage 2 -> BioShake 700 rpm 1 min",
            "transfer volume_ul=120 @opentrons_ot2 wells=24 > shake speed_rpm=700 duration_s=60",
        ),
        (  # store shorthand: out of the hotel, back to the hotel
            "07:40  hotel -> Q4 out\n07:45  i3x A490\n07:50  Q4 back -> hotel",
            "retrieve @cytomat_24 > read_absorbance wavelength_nm=490 @spectramax_i3x > "
            "store @cytomat_24",
        ),
        (  # the same in one table row
            "Q5 | hotel out | XPeel | i3x lum 0.5 s | a4S 168C 2s | hotel in",
            "retrieve @cytomat_24 > peel @azenta_xpeel > read_luminescence integration_s=0.5 > "
            "seal temperature_c=168 duration_s=2 @azenta_a4s > store @cytomat_24",
        ),
        (  # an arm's line: from where to where
            "09:00  PF400: Q6 hotel -> BioShake\n09:01  BioShake 30C 900 rpm 15 min\n"
            "09:16  PF400: BioShake -> i3x\n09:17  i3x OD600",
            "move_plate @precise_pf400 > shake speed_rpm=900 duration_s=900 temperature_c=30 "
            "@qinstruments_bioshake_3000t_elm > move_plate @precise_pf400 > read_absorbance "
            "wavelength_nm=600 @spectramax_i3x",
        ),
        (  # a one-line schedule with stamps after the arrows
            "10:15 a4S 165C/2s → 10:17 2C425 (4C)  | plate Q3 (96 PCR)",
            "seal temperature_c=165 duration_s=2 @azenta_a4s > store temperature_c=4 "
            "@cytomat_2c425",
        ),
    ],
)
def test_a_run_sheet_runs_in_the_order_of_its_times(text: str, expected: str) -> None:
    """It should read each stamped line as its step, in time order, with no stamp read as a
    value (a clock time is no thermocycling time, a position no count)."""
    result = plan(text)
    ok, why = judge(result, expected)
    assert ok, why


def test_a_reordered_schedule_is_told_and_an_ordered_one_is_not() -> None:
    """It should say how it reordered the lines (an assumption of the plan), and say
    nothing when the lines were already in time order."""
    text = "09:40  i3x A405\n09:05  Fluent 50 ul -> P1\n"
    order = schedule_order(text)
    assert order is not None and order.written == ("09:40", "09:05")
    assert order.run == ("09:05", "09:40")
    assert schedule_order("09:05  Fluent 50 ul -> P1\n09:40  i3x A405") is None
    result = plan(text)
    assert any("09:05" in a and "time" in a for a in result.assumptions), result.assumptions


@pytest.mark.parametrize(
    "text",
    [
        "Add 10.50 µL to A1 on the OT-2",  # a decimal volume, no stamp
        "Spin at 1,000 x g for 5:00 in the VSpin",  # one stamp-like time: a duration
        "Pos 4 | P5 96 DW -> XPeel",  # a deck line that names its step keeps it
    ],
)
def test_text_that_is_no_schedule_keeps_its_numbers(text: str) -> None:
    """It should leave a lone time, a decimal and a deck line with a step as they are."""
    out = scheduled(text)
    for number in ("10.50", "1,000", "5:00", "96"):
        if number in text:
            assert number in out


@pytest.mark.parametrize(
    ("entries", "bodies"),
    [
        (  # a later 'off' line ends the shake and is no step itself
            [(600, "BioShake on, 1,200 rpm"), (615, "BioShake off"), (620, "read A450")],
            ["BioShake on, 1,200 rpm, for 15 min", "", "read A450"],
        ),
        (  # a window right after the stamp
            [(900, "–15:20  5424 R, 16,000 x g, 4 °C")],
            ["5424 R, 16,000 x g, 4 °C, for 20 min"],
        ),
        (  # 'until' past midnight
            [(1320, "ODTC at 37 °C until 06:00 tomorrow")],
            ["ODTC at 37 °C, for 480 min"],
        ),
        (  # a stated length is never replaced
            [(600, "incubator 37 °C, 30 min"), (700, "take it out")],
            ["incubator 37 °C, 30 min", "take it out"],
        ),
        (  # a transfer's window is only when it runs
            [(480, "-08:20  Hamilton: 30 uL buffer to row H")],
            ["Hamilton: 30 uL buffer to row H"],
        ),
    ],
)
def test_times_give_a_steps_length(entries: list[tuple[int, str]], bodies: list[str]) -> None:
    assert timed_lines(entries) == bodies


def test_from_until_in_prose() -> None:
    assert clock_spans("incubate 37 C from 9:50 until 10:35 am, then read") == (
        "incubate 37 C for 45 min, then read"
    )
