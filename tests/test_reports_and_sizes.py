"""What went wrong last run, plates named by their size alone, a kit's version number, tubes
in other languages, rounds of several steps, a volume above the largest tip, samples counted
before the tubes that hold them, and the instrument a role line, a booking or a glossary
names for the whole run.

A report of an earlier failure ('Ligation was poor at 16 °C for 30 min.') states the values of
that run, not of this one: its values are no settings and ask for nothing. 'the 384', '(384)',
'placa negra de 384' name a 384-well plate; 'CellTiter-Glo 2.0' is a kit's version. 'Three
rounds of add 40 µL then shake 1 min' is three additions and three shakes. 1.2 mL per well on
a Biomek with 1000 µL tips halts naming the tips (two half volumes are not the stated volume);
'36 samples in 1.5 mL tubes ... each supernatant' is 36 tubes and 36 transfers. 'You are an
OT-2 protocol writer', 'Use the OT-2.' after the steps, 'Biomek i5, booking 45090' over a note
and 'FLX = the Opentrons Flex' in a glossary put the liquid handling on that robot."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.conformance.check import check_conformance
from bioproagent.intent.clauses import read_clauses
from bioproagent.intent.parser import parse_intent
from bioproagent.intent.tube_counts import stated_tube_count
from bioproagent.registry.loader import load_registry
from tests.builders import approved, approved_as, operations

# (intent, the operations of the approved plan in order, (step, param, value) that must hold)
FAILURE_REPORTS = [
    (
        "The digest was incomplete at 37 °C for 15 min. This time: ODTC, 37 °C for 1 h.",
        ["incubate"],
        [(0, "temperature_c", 37), (0, "duration_s", 3600)],
    ),
    (
        "cells died at 48 h exposure!! so only 24 h at 37 C in the Cytomat 2C450 now",
        ["incubate"],
        [(0, "duration_s", 86400), (0, "temperature_c", 37)],
    ),
    (
        "The plate splashed when we shook it at 1800 rpm. Shake it on the BioShake at 900 rpm "
        "for 2 min, then read absorbance at 600 nm.",
        ["shake", "read_absorbance"],
        [(0, "speed_rpm", 900), (0, "duration_s", 120), (1, "wavelength_nm", 600)],
    ),
    (
        "We loaded 1.5 mL per well last time and the deep-well block overflowed. Add 900 uL "
        "of LB per well with the Fluent.",
        ["transfer"],
        [(0, "volume_ul", 900)],
    ),
    (
        "Lysis was incomplete last time - we ran it on the old thermomixer at 30 °C and 600 rpm. "
        "On the BioShake this time: 1500 rpm, 37 °C, 10 min.",
        ["shake"],
        [(0, "speed_rpm", 1500), (0, "temperature_c", 37), (0, "duration_s", 600)],
    ),
    (
        "The pellets were loose after the last spin at 1,500 x g for\n5 min, so this time spin "
        "the 96 deep-well block at 2,500 x g for 10 min in the 5810 R.",
        ["spin"],
        [(0, "rcf_g", 2500), (0, "duration_s", 600)],
    ),
    (
        "The previous plate was read at 490 nm by mistake. Read this plate at 450 nm on the "
        "SpectraMax.",
        ["read_absorbance"],
        [(0, "wavelength_nm", 450)],
    ),
    (
        "Re-read the plate that was read at 490 nm by mistake, this time at 450 nm.",
        ["read_absorbance"],
        [(0, "wavelength_nm", 450)],
    ),
    (
        "Spin the 96-well plate at 1,000 x g for 1 min on the VSpin; yesterday's run at 500 x g "
        "left droplets on the walls.",
        ["spin"],
        [(0, "rcf_g", 1000), (0, "duration_s", 60)],
    ),
    (
        "The XPeel jammed on Monday with the thick foil (ticket #8812). Peel the assay plate on "
        "the XPeel, then read absorbance at 405 nm.",
        ["peel", "read_absorbance"],
        [(1, "wavelength_nm", 405)],
    ),
    (
        "Integration at 0.2 s gave CVs of ~20 % on the controls, which is useless. Read this "
        "plate with 2 s integration.",
        ["read_luminescence"],
        [(0, "integration_s", 2)],
    ),
    (
        "Signal was too low after 5 min of substrate, so add 50 µL substrate on the i7, wait "
        "20 min, then read luminescence.",
        ["transfer", "incubate", "read_luminescence"],
        [(0, "volume_ul", 50), (1, "duration_s", 1200)],
    ),
]


@pytest.mark.parametrize(("intent", "ops", "values"), FAILURE_REPORTS)
def test_a_report_of_last_run_states_no_settings(
    intent: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(intent, ops, values)


@pytest.mark.parametrize(
    "intent",
    [
        "Repeat the read that failed at 450 nm.",
        "Read absorbance at 450 nm again, the first read failed.",
    ],
)
def test_a_failure_that_names_the_step_to_redo_keeps_it(intent: str) -> None:
    reading = read_clauses(intent)
    reads = [c for c in reading.clauses if c.operation and c.operation.startswith("read")]
    assert reads, reading.clauses
    assert any(v.value == 450 for c in reads for v in c.values)


PLATES_BY_SIZE = [
    ("CellTiter-Glo on the 384: add 25 µL, wait 10 min, read luminescence.", "plate_384"),
    (
        "Kinase-Glo (384)\n1. Add 10 µL detection reagent per well.\n2. Read luminescence.",
        "plate_384",
    ),
    ("Dispense 20 uL of buffer in 384 format with the Fluent.", "plate_384"),
    (
        "Lectura de fluorescencia, excitación 485 nm y emisión 520 nm, placa negra de 384",
        "plate_384",
    ),
    ("Pellet the 24-deep-well block at 2500 x g for 10 min in the 5810 R.", "plate_24_deepwell"),
]


@pytest.mark.parametrize(("intent", "fmt"), PLATES_BY_SIZE)
def test_a_plate_named_by_its_size_alone(intent: str, fmt: str) -> None:
    assert fmt in parse_intent(intent).formats
    result = plan(intent)
    assert result.status == "approved", result.halt_reason
    assert "could not read" not in (result.halt_reason or "")


@pytest.mark.parametrize(
    "intent",
    [
        "Add 30 µL CellTiter-Glo 2.0 per well with the Biomek i7, then read luminescence.",
        "ot2: 100 ul PBS into every well of the flat 96 from the 12-col res",
        "Sam - heading out at 5. Spin the PCR plate on the HiG4, 1000 x g, 1 min please.",
    ],
)
def test_names_and_clock_times_are_no_values(intent: str) -> None:
    result = plan(intent)
    assert result.status == "approved", result.halt_reason


FOREIGN_TUBES = [
    ("Die 1.5-ml-Röhrchen bitte bei 16000 x g, 10 min, 4 °C in der 5424 R", "tube_1_5ml"),
    ("Centrifugare le provette da 2 ml nella 5424 R a 12000 x g per 5 min", "tube_2ml"),
    ("centrifugar os tubos de 1,5 mL a 20000 x g por 10 min na 5424 R", "tube_1_5ml"),
]


@pytest.mark.parametrize(("intent", "fmt"), FOREIGN_TUBES)
def test_tubes_in_other_languages(intent: str, fmt: str) -> None:
    wf, _ = approved(intent)
    assert operations(wf) == ["spin"]
    types = {lw.id: lw.type for lw in wf.labware}
    spun = wf.steps[0].labware["tubes"]
    assert all(fmt.split("_", 1)[1] in types[ref.labware] for ref in spun), types
    assert not any(ref.labware.startswith(("die_", "le_", "os_")) for ref in spun)


@pytest.mark.parametrize(
    ("intent", "ops"),
    [
        (
            "On the flat 96-well plate: three rounds of add 40 µL then shake 1 min at 800 rpm "
            "on the BioShake.",
            ["transfer", "shake"] * 3,
        ),
        (
            "Two rounds of: add 25 µL wash buffer with the STAR, then shake 30 s at 1000 rpm on "
            "the BioShake.",
            ["transfer", "shake"] * 2,
        ),
    ],
)
def test_rounds_repeat_every_step_they_open(intent: str, ops: list[str]) -> None:
    wf, _ = approved(intent)
    assert operations(wf) == ops
    assert all("mix_cycles" not in s.params or s.params["mix_cycles"] == 0 for s in wf.steps)


def test_rounds_that_overfill_the_wells_halt() -> None:
    result = plan("On the flat 384-well plate: three rounds of add 40 µL then shake 1 min.")
    assert result.status == "halted"
    assert "120 uL" in (result.halt_reason or "")


@pytest.mark.parametrize(
    "intent",
    [
        "Add 1.2 mL of LB per well to the deep-well plate on the i7.",
        "i5: 1.5 ml TB into each well of the 96 deep well plate",
    ],
)
def test_a_volume_above_the_largest_tip_moves_in_trips(intent: str) -> None:
    """A step moves the volume the scientist stated: above the largest tips it keeps that
    volume and makes several equal trips per well (never two steps of half the volume), and
    the plan says so."""
    result = plan(intent)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (step,) = [s for s in result.workflow.steps if s.operation == "transfer"]
    assert step.params["trips"] == 2 and step.params["volume_ul"] in (1200, 1500)
    assert any("2 trips of" in a and "1000 uL" in a for a in result.assumptions)


def test_k_i_rejects_a_stated_volume_moved_in_parts() -> None:
    intent = "Add 600 uL of LB per well to the deep-well plate on the i7."
    wf, notes = approved(intent)
    assert [s.params["volume_ul"] for s in wf.steps] == [600]
    assert wf.steps[0].labware["source"][0].labware == "lb"  # not a recipe's 'buffer'
    registry = load_registry()
    spec = parse_intent(intent)
    assert not check_conformance(spec, wf, registry, notes=notes)
    halves = wf.model_copy(deep=True)
    halves.steps[0].params["volume_ul"] = 300
    halves.steps.append(halves.steps[0].model_copy(deep=True, update={"id": "s_again"}))
    codes = {v.code for v in check_conformance(spec, halves, registry, notes=notes)}
    assert "VALUE_CHANGED" in codes


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("I have 36 diluted wine samples in 1.5 mL tubes that need clarifying", 36),
        ("24 leaf extracts (Col-0 vs aba2) sitting in 1.5 mL tubes in methanol", 24),
        ("twelve lysates in 2 ml tubes", 12),
        ("8 samples pooled into two 50 mL tubes", 2),  # the tubes, not the samples
        ("Spin the 50 mL conicals (eight of them) at 3,000 x g", 8),
    ],
)
def test_samples_counted_before_their_tubes(text: str, count: int | None) -> None:
    found = stated_tube_count(text)
    assert (found[0] if found else None) == count


def test_samples_in_tubes_are_spun_and_transferred_one_each() -> None:
    wf, notes = approved(
        "We have 30 serum samples in 1.5 mL tubes; please spin them at 10,000 x g for 5 min in "
        "the 5424 R, then the Flex moves 50 µL of each supernatant into a 96-well plate."
    )
    spun = [ref.labware for s in wf.steps if s.operation == "spin" for ref in s.labware["tubes"]]
    assert len(spun) == len(set(spun)) == 30
    moves = [s for s in wf.steps if s.operation == "transfer"]
    assert len(moves) == 30
    assert {m.labware["source"][0].labware for m in moves} == set(spun)
    assert any("30 tubes take 2 runs" in n for n in notes)


# (intent, the device every liquid-handling step must run on)
WHOLE_RUN_INSTRUMENTS = [
    (
        "You are an OT-2 protocol writer.\n\n## Task\nAdd 80 µL of PBS to every well of the "
        "flat 96-well plate.\n\n## Output format\nPython for the Opentrons API.",
        "opentrons_ot2",
    ),
    (
        "You are a liquid-handling assistant for the Hamilton STAR.\n\n## Task\nDispense "
        "25 uL of buffer into columns 1-6 of the 96-well plate.",
        "hamilton_star",
    ),
    (
        "Add 40 µL of assay buffer to every well of the 96-well plate. Mix by pipetting 20 µL "
        "up and down. Use the OT-2.",
        "opentrons_ot2",
    ),
    (
        "Biomek i5, booking 51233, Mon 13:00-14:00\nNote: add 60 µL medium to each well, then "
        "seal on the a4S at 170 °C for 2 s.",
        "biomek_i5",
    ),
    (
        "STR = the Hamilton STAR on bench 2\nPL = 96-well flat plate\nSTR: 30 uL PBS into every "
        "well of PL.",
        "hamilton_star",
    ),
    (
        "Add 50 µL buffer to every well of the 96-well plate. Add 10 µL of the enzyme that was "
        "thawed to every well. Use the OT-2.",
        "opentrons_ot2",
    ),
]


@pytest.mark.parametrize(("intent", "device"), WHOLE_RUN_INSTRUMENTS)
def test_the_robot_named_for_the_whole_run_does_the_pipetting(intent: str, device: str) -> None:
    wf, _ = approved(intent)
    pipetting = [s for s in wf.steps if s.operation in ("transfer", "mix")]
    assert pipetting
    assert {s.device for s in pipetting} == {device}


@pytest.mark.parametrize(
    "intent",
    [
        "You are a qPCR setup assistant.\n\n## Task\nAdd 15 µL master mix to every well of "
        "the 96-well PCR plate.",
    ],
)
def test_a_role_that_names_a_kind_names_no_robot(intent: str) -> None:
    """'a qPCR setup assistant' names a kind of run, not a robot: no 'Use the ...' line."""
    from bioproagent.intent.prompt_documents import prompt_task

    assert "Use the" not in prompt_task(intent)


# (intent, operations in order, (step, param, value) that must hold)
VERBLESS_STEPS = [
    (
        "Add 20 µL lysis buffer per well with the i7, rock 15 min at 300 rpm on the plate "
        "shaker, then read luminescence.",
        ["transfer", "shake", "read_luminescence"],
        [(1, "speed_rpm", 300), (1, "duration_s", 900)],
    ),
    (
        "the i5 adds 25 ul substrate, a minute and a half at 1,100 rpm on the BioShake",
        ["transfer", "shake"],
        [(1, "speed_rpm", 1100), (1, "duration_s", 90)],
    ),
    (
        "5 uL NADH with the Fluent, shake 30 s at 900 rpm, excitation 340 nm emission 460 nm",
        ["transfer", "shake", "read_fluorescence"],
        [(2, "excitation_nm", 340), (2, "emission_nm", 460)],
    ),
    (
        "12 µl reagent per well on the STAR, 2 mins @ 1200rpm on the plate shaker",
        ["transfer", "shake"],
        [(1, "speed_rpm", 1200), (1, "duration_s", 120)],
    ),
]


@pytest.mark.parametrize(("intent", "ops", "values"), VERBLESS_STEPS)
def test_a_step_its_values_imply_splits_from_the_addition(
    intent: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    wf = approved_as(intent, ops, values)
    shakes = [s for s in wf.steps if s.operation == "shake"]
    assert all(s.device == "qinstruments_bioshake_3000t_elm" for s in shakes)


def test_rpm_beside_a_centrifuge_is_no_shake() -> None:
    reading = read_clauses("Add 50 uL PBS with the STAR, 1500 rpm 5 min in the 5810 R")
    assert "shake" not in [c.operation for c in reading.clauses]


def test_a_hot_step_then_the_cycled_pair_runs_once_first() -> None:
    """'40 cycles: 95 °C for 3 min, then 95 °C 10 s and 58 °C 45 s' on the CFX384: the 3 min
    step is the initial denaturation, the pair is cycled (not a block of three with a 95 °C
    annealing)."""
    wf, _ = approved(
        "CFX384 please - 40 cycles: 95 °C for 3 min, then 95 °C 10 s and 58 °C 45 s. Plate is "
        "already set up and sealed."
    )
    run = next(s for s in wf.steps if s.operation == "run_qpcr")
    assert (run.params["initial_denaturation_c"], run.params["initial_denaturation_s"]) == (95, 180)
    assert (run.params["denaturation_c"], run.params["denaturation_s"]) == (95, 10)
    assert (run.params["annealing_c"], run.params["annealing_s"]) == (58, 45)
    assert run.params["cycles"] == 40


@pytest.mark.parametrize(
    "intent",
    [
        "ODTC: 30 cycles of 95 °C 30 s, 95 °C 15 s, 72 °C 30 s",
        "qPCR on the CFX384, 40 cycles: 60 °C 1 min, 95 °C 15 s",
    ],
)
def test_a_cycled_step_at_the_wrong_heat_for_its_place_asks(intent: str) -> None:
    result = plan(intent)
    assert result.status == "needs_clarification", result.status
    assert "°C is no" in (result.halt_reason or "")


# (a report of the last run wrapped over two lines, then this run's steps; the operations)
WRAPPED_REPORTS = [
    (
        "Last time the plate sat in the hotel all weekend and the seal\nlifted at one corner. "
        "Seal it on the a4S at 170 °C for 3 s.",
        ["seal"],
    ),
    (
        "Last run 2,500 x g for\n5 min left a loose pellet. Today: 3,000 x g, 10 min, 4 °C in "
        "the 5810 R for the 50 mL tubes.",
        ["spin"],
    ),
    (
        "Shaking right after adding the substrate gave uneven wells last Friday (CV\n18 % in "
        "row A). Wait 5 min at RT, then read fluorescence, ex 485 nm / em 520 nm.",
        ["incubate", "read_fluorescence"],
    ),
]


@pytest.mark.parametrize(("intent", "ops"), WRAPPED_REPORTS)
def test_a_wrapped_report_of_the_last_run_asks_for_nothing(intent: str, ops: list[str]) -> None:
    wf, _ = approved(intent)
    assert operations(wf) == ops


def test_a_new_line_that_starts_a_step_is_no_wrap() -> None:
    reading = read_clauses("Last time we spun at 500 x g.\nSpin at 1,000 x g for 1 min.")
    spins = [c for c in reading.clauses if c.operation == "spin"]
    assert len(spins) == 1 and any(v.value == 1000 for v in spins[0].values)


@pytest.mark.parametrize(
    ("text", "joined"),
    [
        ("Last time 3,000 x g for\n10 min left a smeary pellet.", True),
        ("the plate sat on the ODTC at its hold all weekend and the block error\nlog filled", True),
        ("Resazurin viability read\nNote Last week's run used 530/580 by mistake.", False),
        ("Spin the plate at 1,000 x g for 1 min on the VSpin\n2. read absorbance at 450", False),
        ("Add 50 uL of buffer to every well of the plate.\nthen spin it", False),
        ("spin 1 min\nread abs 450", False),
        (
            "10:00  ODTC: 30 cycles of 95 °C 10 s / 60 °C 30 s / 72 °C 30 s\n11:00  gel (by hand)",
            False,
        ),
    ],
)
def test_only_a_hard_wrapped_sentence_is_joined(text: str, joined: bool) -> None:
    from bioproagent.textutil import unwrapped

    out = unwrapped(text.lower(), text)
    assert len(out) == len(text)
    assert ("\n" not in out) is joined
