"""Method configs (INI, TOML, YAML keyed by the operation, dict assignments, dotted keys) are
written as one plain step line per record, in run order; prose is left alone."""

from __future__ import annotations

import re

import pytest

from bioproagent.intent.config_records import config_records
from bioproagent.intent.key_units import unit_of_key
from bioproagent.intent.shorthand import expand_shorthand
from bioproagent.intent.structured import flatten_structured


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 1. INI sections: named, numbered, 'step N', and a [run] order by section names
        (
            "[incubate]\nsetpoint = 30\nhrs = 2\n\n[read]\nwl = 595",
            ["incubate setpoint 30 °C 2 h", "read wl 595 nm"],
        ),
        (
            "[2_read]\nwavelength = 405\n\n[1_shake]\nrpm = 650\nmins = 4",
            ["shake 650 rpm 4 min", "read wavelength 405 nm"],
        ),
        (
            "[step 1]\nop = dispense\nvol_ul = 30\n\n[step 2]\nop = spin\nrcf = 700\nsec = 45",
            ["dispense vol 30 uL", "spin 700 x g 45 s"],
        ),
        (
            "[cfg]\norder = add, seal\n\n[seal]\ntemp = 168\ndwell = 2\n\n[add]\nul = 12",
            ["add 12 uL", "seal temp 168 °C dwell 2 s"],
        ),
        # 2. TOML arrays of tables
        (
            '[[step]]\nkind = "seal"\ntemp = 168\npress_time = 2\n\n'
            '[[step]]\nkind = "spin"\ng_force = 400\nsecs = 20',
            ["seal temp 168 °C press time 2 s", "spin force 400 x g 20 s"],
        ),
        # 3. YAML maps keyed by the operation, flow maps, lists of additions, named blocks
        (
            "incubate:\n  temperature: 30\n  hr: 1\nread:\n  lambda: 595",
            ["incubate temperature 30 °C 1 h", "read lambda 595 nm"],
        ),
        (
            "mix: {speed: 800, t_min: 2}\nmeasure: {excitation: 535, emission: 585, int_s: 0.5}",
            [
                "mix speed 800 rpm 2 min",
                "measure excitation 535 nm emission 585 nm integration 0.5 s",
            ],
        ),
        (
            "dispense: [{buffer: 40 µL}, {cells: 10 µL}]",
            ["dispense 40 µL buffer", "dispense 10 µL cells"],
        ),
        (
            "elisa:\n  plate: clear 96 flat\n  add: {vol_ul: 50}\n  incubate: {temp: 25, min: 20}\n"
            "  read: {wl: 450}",
            [
                "add vol 50 uL into the clear 96-well flat plate",
                "incubate temp 25 °C 20 min",
                "read wl 450 nm",
            ],
        ),
        (
            "prep:\n  robot: OT-2\n  add_media: 80 uL\n  shake: {rpm: 500, s: 30}",
            ["add media 80 uL on the OT-2", "shake 500 rpm 30 s"],
        ),
        (
            "- seal: {temp: 168, s: 2}\n- peel: {}\n- park: {to: plate hotel}",
            ["seal temp 168 °C 2 s", "peel", "park on the plate hotel"],
        ),
        (
            "read_fl:\n  ex: 485\n  em: 535\n  after: shake\nshake:\n  rpm: 700\n  min: 1",
            ["shake 700 rpm 1 min", "read fluorescence excitation 485 nm emission 535 nm"],
        ),
        (
            "read:\n  wl: 600\npre_read_spin:\n  rcf: 300\n  s: 30",
            ["spin 300 x g 30 s", "read wl 600 nm"],
        ),
        # 4. assignments of dicts; the comment names the instrument
        ('spin_settings = {"g": 250, "secs": 20}  # VSpin', ["spin 250 x g 20 s on the VSpin"]),
        # 5. dotted keys
        (
            "step.1.op = seal\nstep.1.temp = 172\nstep.1.s = 3\nstep.2.op = spin\n"
            "step.2.xg = 600\nstep.2.min = 1",
            ["seal temp 172 °C 3 s", "spin 600 x g 1 min"],
        ),
        # 7. a unit named in a comment, for numbers whose key names none; a sibling 'unit' key
        ("read: {a: 480, b: 520}   # nm", ["read 480 nm 520 nm"]),
        (
            'add: {amount: 15, unit: "uL"}\nseal: {temp: 170, s: 2}',
            ["add amount 15 uL", "seal temp 170 °C 2 s"],
        ),
        # thermocycling stages written as one value each
        (
            "[pcr]\ncycles = 30\ninit = 95C/2min\ndenat = 95C/15s\n"
            "anneal = 58C/20s\nextend = 72C/30s",
            [
                "run PCR 30 cycles initial denaturation 95C 2min denaturation 95C 15s "
                "annealing 58C 20s extension 72C 30s"
            ],
        ),
    ],
)
def test_config_is_written_as_step_lines(text: str, expected: list[str]) -> None:
    assert flatten_structured(text).split("\n") == expected


@pytest.mark.parametrize(
    ("text", "bare"),
    [
        ("shake: {speed: 900, time: 5}", "time 5"),  # 'time' names no unit
        ("[add]\nvol = 40\n[spin]\ng = 500\ns = 10", "vol 40"),  # 'vol' could be µL or mL
        ("spin: {rcf: 500, integration: 20}\nread: {wl: 450}", "integration 20"),
    ],
)
def test_a_key_that_names_no_unit_leaves_the_number_bare(text: str, bare: str) -> None:
    out = flatten_structured(text)
    assert bare in out
    assert not re.search(rf"{bare} ?(?:s|min|uL|µL|ms)\b", out)


@pytest.mark.parametrize(
    ("key", "unit"),
    [
        ("g_force", "x g"),
        ("xg", "x g"),
        ("dwell", "s"),
        ("press_time", "s"),
        ("t_min", "min"),
        ("hrs", "h"),
        ("setpoint", "°C"),
        ("degC", "°C"),
        ("speed", "rpm"),
        ("amount_ul", "uL"),
        ("ml", "mL"),
        ("lambda", "nm"),
        ("int_s", "s"),
        ("vol", None),
        ("volume", None),
        ("duration", None),
        ("integration", None),
    ],
)
def test_the_unit_a_key_names(key: str, unit: str | None) -> None:
    assert unit_of_key(key) == unit


@pytest.mark.parametrize(
    "text",
    [
        "Note: the plate = sealed\nSpin: 500 x g for 2 min",
        "We spin at 500 x g: then read = done",
        "Please spin the plate (setting = fast) and read it.",
        "Time: 10:30\nOperator: Sam",
        "- spin the plate at 500 x g\n- read at 450 nm",
        "Seal: 170 °C, 2 s\nSpin: 1000 x g, 1 min",
        "Ratio = 1:3 [see notes]\nspin the plate",
        "[1] Smith et al.\nspin at 400 x g",
        "spin: 5 min at 500 x g",
    ],
)
def test_prose_is_not_read_as_a_config(text: str) -> None:
    assert config_records(text.split("\n")) is None


def test_prose_before_a_config_is_kept() -> None:
    text = "The plate is already sealed.\nspin: {rcf: 800, s: 30}\nread: {wl: 450}"
    assert flatten_structured(text).split("\n") == [
        "The plate is already sealed.",
        "spin 800 x g 30 s",
        "read wl 450 nm",
    ]


def test_comments_are_no_values() -> None:
    text = (
        "# plate lives in the hotel\nspin: {rcf: 800, s: 30}   # 96 DW, see run 12\nread: {wl: 450}"
    )
    out = expand_shorthand(text)
    assert "96 DW" not in out and "12" not in out
    assert "spin 800 x g 30 s" in out


def test_a_comment_line_with_a_number_is_kept_as_prose() -> None:
    out = flatten_structured(
        "# samples in a 384 PCR plate\nspin: {rcf: 800, s: 30}\nread: {wl: 450}"
    )
    assert out.split("\n")[0] == "samples in a 384 PCR plate"


def test_no_digit_of_a_value_changes() -> None:
    text = (
        "[1_seal]\ntemp_C = 165.5\ntime_s = 2.25\n\n[2_spin]\nrcf = 1,250 x g\n"
        'time = "1.5 min"\n\n[3_shake]\nrpm = 1337\nt_min = 0.75'
    )
    digits = sorted(re.findall(r"\d", flatten_structured(text)))
    assert set(digits) <= set(re.findall(r"\d", text))
    for value in ("165.5", "2.25", "1,250", "1337", "0.75"):
        assert value in flatten_structured(text)


def test_flattening_twice_changes_nothing() -> None:
    once = flatten_structured("incubate:\n  temp: 30\n  hr: 1\nread:\n  wl: 595")
    assert flatten_structured(once) == once
