"""Removals from wells the plan never filled, tube counts written in every place a bench
writes them, spins of more tubes than a rotor holds, and text that asks for no step (a
by-hand aside, a booking line, a bare 'Run' heading, 'for the next run').

'Aspirate the medium' from a plate seeded the day before states no volume: the plan takes off
all a well holds above its dead volume (a tip that draws more than is there draws air) and
says so; it never takes the volume of an addition the intent states elsewhere. A tube count
('Ten eppis:', '12 x 1.5ml tubes', 'tubes 2ml x12', 'Falcons (15 ml, x9)', '50 mL conicals
(x4)') is the number of tubes spun and transferred; a spin of more tubes than the centrifuge
holds runs in even batches with the stated settings."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.conformance.check import check_conformance
from bioproagent.intent.clauses import read_clauses
from bioproagent.intent.shorthand import expand_shorthand
from bioproagent.intent.tube_counts import stated_tube_count
from bioproagent.intent.wells import well_selection
from bioproagent.ir import Workflow
from bioproagent.registry.loader import load_registry
from tests.builders import approved

_approved = approved


def _labware(wf: Workflow, i: int, role: str) -> list[str]:
    return [ref.labware for ref in wf.steps[i].labware.get(role, [])]


# (intent, the removal's step index, the steps' operations in order)
UNFILLED_REMOVALS = [
    ("MCF7, P7, seeded at 10,000 cells per well on 3 March.\nAspirate the medium.", 0, 1),
    (
        "Aspirate the medium from the cell plate, then add 100 uL fresh medium to each well "
        "with the i7.",
        0,
        2,
    ),
    (
        "aspirate media off the 96 well plate on the STAR, then 100ul PBS per well, then read "
        "absorbance at 450",
        0,
        3,
    ),
    ("IF, fixed cells: flick out the PFA, wash 2x 100 µL PBS, add 50 µL 0.1 % Triton.", 0, 6),
    ("Remove the last wash to waste on the Flex.", 0, 1),
]


@pytest.mark.parametrize(("intent", "removal", "steps"), UNFILLED_REMOVALS)
def test_a_removal_from_unfilled_wells_takes_all_a_well_holds(
    intent: str, removal: int, steps: int
) -> None:
    wf, notes = _approved(intent)
    assert len(wf.steps) == steps
    step = wf.steps[removal]
    assert step.operation == "transfer"
    assert any("waste" in t for t in _labware(wf, removal, "target"))
    # a 96-well flat plate holds 360 µL with 10 µL a tip cannot reach
    assert step.params["volume_ul"] == 350
    assert any("removes up to 350 uL per well" in n for n in notes), notes
    (source,) = _labware(wf, removal, "source")
    held = next(lw for lw in wf.labware if lw.id == source)
    assert sum(c.volume_ul for c in held.contents) == 360  # counted full, said so


def test_an_addition_after_the_removal_goes_into_the_same_plate() -> None:
    wf, _ = _approved(
        "Aspirate the medium from the cell plate, then add 100 uL fresh medium to each well "
        "with the i7."
    )
    removal, addition = wf.steps
    assert _labware(wf, 0, "source") == _labware(wf, 1, "target")
    assert addition.params["volume_ul"] == 100  # the addition keeps its stated volume
    assert removal.params["volume_ul"] != 100  # ... and the removal never takes it


@pytest.mark.parametrize(
    "intent",
    [
        "Remove the last wash to waste on the Flex.\n"
        "(Washes 1 and 2 were done by hand at the hood, 200 µL PBS each.)",
        "Today: aspirate the medium from all wells on the STAR. Transfection mix goes on\n"
        "after lunch (by hand).",
    ],
)
def test_what_is_done_by_hand_asks_for_no_step(intent: str) -> None:
    wf, _ = _approved(intent)
    assert [s.operation for s in wf.steps] == ["transfer"]
    assert all(s.params.get("volume_ul") != 200 for s in wf.steps)  # the aside's 200 µL


def test_a_by_hand_line_does_not_swallow_the_line_above() -> None:
    result = plan(
        "10:00  ODTC: 30 cycles of 105 °C 10 s / 60 °C 30 s / 72 °C 30 s\n11:00  gel (by hand)"
    )
    assert result.status == "halted"  # 105 °C is above the ODTC's limit, not 'no step'
    assert "denaturation_c = 105" in (result.halt_reason or "")


# (intent, tubes spun, centrifuge)
COUNTED_TUBES = [
    ("Ten eppis of lysate: 16k x g, 10 min, 4 C.", 10, "eppendorf_5424r"),
    ("5424R | 12 x 1.5ml tubes | 16k x g 15 min", 12, "eppendorf_5424r"),
    ("tubes 2ml x12 -> 5424R 16000 xg 10 min 4C", 12, "eppendorf_5424r"),
    ("Centrifuge the Falcons (15 ml, x9) at 1,200 g for 4 minutes at 20 °C", 9, "eppendorf_5810r"),
    (
        "Instrument: Eppendorf 5810 R\nTubes: 50 mL conicals (x4)\nRCF: 3,000 × g\nTime: 15 min\n"
        "Temp: 4 °C",
        4,
        "eppendorf_5810r",
    ),
]


@pytest.mark.parametrize(("intent", "count", "device"), COUNTED_TUBES)
def test_a_written_tube_count_is_the_number_spun(intent: str, count: int, device: str) -> None:
    wf, _ = _approved(intent)
    spins = [i for i, s in enumerate(wf.steps) if s.operation == "spin"]
    assert {wf.steps[i].device for i in spins} == {device}
    assert sum(len(_labware(wf, i, "tubes")) for i in spins) == count


def test_each_supernatant_goes_into_a_tube_of_its_own() -> None:
    wf, _ = _approved(
        "Instrument: Eppendorf 5810 R\nTubes: 50 mL conicals (x4)\nRCF: 3,000 × g\n"
        "Time: 15 min\nTemp: 4 °C\nThen: Hamilton STAR moves 1 mL of each supernatant into "
        "2 mL tubes"
    )
    moves = [i for i, s in enumerate(wf.steps) if s.operation == "transfer"]
    assert len(moves) == 4
    sources = [_labware(wf, i, "source")[0] for i in moves]
    targets = [_labware(wf, i, "target")[0] for i in moves]
    assert len(set(targets)) == 4 and not set(sources) & set(targets)
    assert {wf.steps[i].params["volume_ul"] for i in moves} == {1000}


def test_more_tubes_than_the_rotor_holds_spin_in_even_runs() -> None:
    wf, notes = _approved("5810R | 24 x 15ml tubes | 1,200 xg 8 min 10deg")
    spins = [s for s in wf.steps if s.operation == "spin"]
    assert [len(s.labware["tubes"]) for s in spins] == [12, 12]
    for s in spins:  # every run with the stated settings
        assert (s.params["rcf_g"], s.params["duration_s"], s.params["temperature_c"]) == (
            1200,
            480,
            10,
        )
    assert any("24 tubes take 2 runs" in n for n in notes), notes
    assert sum("at the start" in n for n in notes) == 1  # 24 alike tubes, one note


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("tubes 2ml x12 -> 5424R", "12 x 2ml tubes -> 5424R"),
        ("the Falcons (15 ml, x9) at 1,200 g", "the 9 x 15 ml Falcons at 1,200 g"),
        ("Tubes: 50 mL conicals (x4)", "Tubes: 4 x 50 mL conicals"),
        ("Ten eppis of lysate", "Ten eppendorf tubes of lysate"),
        ("20 Falcons (50 mL) to pellet", "20 x 50 mL Falcons to pellet"),
        ("the Falcons (50 mL) at 3000 g", "the 50 mL Falcons at 3000 g"),
        ("the 2 ml eppis", "the 2 ml tubes"),
        ("wash 3x with 100 µL PBS", "wash 3 times with 100 µL PBS"),
        ("washed the plate 4x on the bench", "washed the plate 4 times on the bench"),
        ("wash with 2x SSC", "wash with 2x SSC"),  # a concentration, not a repeat
        ("40 ciclos de 95 °C", "40 cycles de 95 °C"),
        ("45 Zyklen: 95 °C 15 s", "45 cycles: 95 °C 15 s"),
    ],
)
def test_bench_shorthand_for_counts(written: str, read: str) -> None:
    assert expand_shorthand(written) == read


@pytest.mark.parametrize(
    ("text", "wells"),
    [
        ("into the deep-well plate, A1-H1 and A2.", 9),
        ("wells A1-H1, A2", 9),
        ("A1-A6 and B1-B6", 12),
        ("A1-H1 and A2.5 uL", 8),  # a volume, not a well
    ],
)
def test_a_well_after_a_range_is_selected_too(text: str, wells: int) -> None:
    assert len(well_selection(text) or []) == wells


@pytest.mark.parametrize(
    "intent",
    [
        "7.4 Centrifuge at 1,500 × g for 1 min.\n7.5 Run: 95 °C 30 s; 40 cycles of 95 °C 5 s, "
        "60 °C 30 s.",
        "OT-2 deck\n  Pos 1: 300 ul tips\n  Pos 2: 12-col reservoir (DMEM)\n  Pos 3: P1 96 flat\n"
        "run -> 150 ul DMEM into rows A-D of P1",
        "Add 25 uL substrate to columns 1-6. Columns 7-12 stay empty for the next run.",
        "Place the PCR plate in the ODTC and run the following program: 98 °C for 30 s once; "
        "then 25 cycles of 98 °C for 10 s, 65 °C for 20 s and 72 °C for 30 s; finish with "
        "72 °C for 2 min and hold at 10 °C.",
    ],
)
def test_a_bare_run_is_no_step_of_its_own(intent: str) -> None:
    reading = read_clauses(intent, load_registry())
    assert reading.unread_steps == []
    assert reading.unread == []


def test_the_seal_key_keeps_its_values_out_of_the_program() -> None:
    wf, _ = _approved(
        "# Add 2.5 µL template to each well of the master-mix plate on the Fluent.\n"
        "# Seal: 170 °C, 2 s.\n"
        "# ODTC: 95 °C 3 min; 25 cycles of 95 °C 30 s, 55 °C 30 s, 72 °C 30 s;\n"
        "  72 °C 5 min; hold 4 °C."
    )
    seal = next(s for s in wf.steps if s.operation == "seal")
    pcr = next(s for s in wf.steps if s.operation == "run_pcr")
    assert (seal.params["temperature_c"], seal.params["duration_s"]) == (170, 2)
    assert (pcr.params["initial_denaturation_c"], pcr.params["initial_denaturation_s"]) == (95, 180)


@pytest.mark.parametrize(
    ("intent", "operations"),
    [
        (
            "BioShake + VSpin booked 10:00-10:20 (ID 2071)\n"
            "Note: shake 30\" at 1,500 rpm to mix, then VSpin 1' at 1,000 g.",
            ["shake", "spin"],
        ),
        (
            "Opentrons Flex + BioShake booking (ID 3340), 14:00-15:00\nNote: Flex adds 100 µL "
            "detection reagent per well, shake 2 min at 800 rpm on the\nBioShake, then leave it "
            "on the bench for 10 min at 22 °C.",
            ["transfer", "shake", "incubate"],
        ),
    ],
)
def test_a_booking_line_runs_no_step(intent: str, operations: list[str]) -> None:
    wf, _ = _approved(intent)
    assert [s.operation for s in wf.steps] == operations


@pytest.mark.parametrize(
    ("text", "hold"),
    [
        (
            "PCR on the ODTC: 98 °C 30 s, then 30 cycles 98 °C 10 s / 62 °C 20 s / 72 °C 30 s, "
            "final extension 72 °C 2 min, danach hold bei 4 °C",
            4.0,
        ),
        (
            "ODTC with exactly 30 cycles (95 °C 20 s, 58 °C 20 s, 72 °C 30 s). An initial "
            "denaturation of 98 °C for 2 min is mandatory and the final hold must be 4 °C.",
            4.0,
        ),
    ],
)
def test_a_hold_named_with_words_between(text: str, hold: float) -> None:
    reading = read_clauses(text)
    assert reading.unread == []
    (pcr,) = [c for c in reading.clauses if c.operation == "run_pcr"]
    assert pcr.value("hold_c") == hold


@pytest.mark.parametrize(
    ("intent", "duration_s"),
    [
        (
            "Put 150 µl of medium in each well of the 96-well plate with the Opentrons Flex, then "
            "leave it in the incubator at 37 °C for one night.",
            16 * 3600,
        ),
        ("Incubate the plate at 37 °C over night in the Cytomat.", 16 * 3600),
    ],
)
def test_a_night_is_overnight(intent: str, duration_s: int) -> None:
    wf, _ = _approved(intent)
    incubation = next(s for s in wf.steps if s.operation == "incubate")
    assert incubation.params["duration_s"] == duration_s


def test_the_night_before_is_no_duration() -> None:
    reading = read_clauses("The night before, seed the cells. Read absorbance at 600 nm.")
    assert all(v.param != "duration_s" for c in reading.clauses for v in c.values)


@pytest.mark.parametrize(
    ("text", "unread_reason"),
    [
        # a hot step written after the cycles is no final extension ...
        (
            "qPCR on the CFX384, 45 cycles: 95 °C 15 s, 58 °C 20 s, 72 °C 20 s; then 95 °C 10 min",
            "95 °C is no final extension",
        ),
        # ... and 'beforehand' with two steps after it does not say which one is which
        (
            "qPCR on the CFX384, 45 cycles: 95 °C 15 s, 58 °C 20 s, 72 °C 20 s; beforehand "
            "95 °C 10 min and 50 °C 2 min",
            "more than one step after the cycles",
        ),
        # a cool step before the cycles is a reverse transcription, no denaturation
        ("CFX384: 55 °C 10 min, then 40 cycles of 95 °C 10 s, 60 °C 30 s", "55 °C is no initial"),
    ],
)
def test_a_program_step_in_an_odd_place_is_asked(text: str, unread_reason: str) -> None:
    reading = read_clauses(text)
    assert any(u.reason.startswith(unread_reason) for u in reading.unread), reading.unread
    (pcr,) = [c for c in reading.clauses if c.operation == "run_qpcr"]
    assert pcr.value("final_extension_c") is None and pcr.value("initial_denaturation_s") is None


@pytest.mark.parametrize(
    "text",
    [
        "qPCR on the CFX384, 45 cycles: 95 °C 15 s, 58 °C 20 s, 72 °C 20 s; beforehand 95 °C "
        "10 min",
        "CFX384 qPCR. 45 cycles: 95 °C 15 s, 58 °C 20 s, 72 °C 20 s. Before, 95 °C 10 min.",
    ],
)
def test_one_hot_step_said_to_run_beforehand_is_the_activation(text: str) -> None:
    """A clause that opens with 'beforehand' (or 'Before,') and holds one hot step with its
    time runs that step before the cycles: the initial denaturation, by the word, not by
    where it stands."""
    (pcr,) = [c for c in read_clauses(text).clauses if c.operation == "run_qpcr"]
    assert (pcr.value("initial_denaturation_c"), pcr.value("initial_denaturation_s")) == (95, 600)
    assert pcr.value("final_extension_c") is None


def test_an_activation_written_in_german_before_the_cycles() -> None:
    (pcr,) = read_clauses(
        "qPCR im CFX384, 45 Zyklen: 95 °C 15 Sek., 58 °C 20 Sek., 72 °C 20 Sek.; vorher "
        "Aktivierung 95 Grad 10 Minuten"
    ).clauses
    assert (pcr.value("initial_denaturation_c"), pcr.value("initial_denaturation_s")) == (95, 600)
    assert pcr.value("final_extension_c") is None


def test_a_cancelled_booking_with_settings_is_still_read() -> None:
    """A booking line that states settings is not admin: its values are checked, and this
    one's note ('3,500 rpm') is above the BioShake's limit, so nothing runs."""
    result = plan(
        "Booking 2031 (BioShake, Tue 09:00-09:30) has been cancelled (note was: 1,000 rpm,\n"
        "5 min).\nNew booking 2039 confirmed: BioShake, Tue 10:00-10:30\nNote: 3,500 rpm for 2 min."
    )
    assert result.status != "approved"


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Ten eppis of lysate: 16k x g, 10 min, 4 C.", 10),
        ("5424 R | 2 ml tubes x8 (pellets) | 14,000 xg | 5 min | 4C", 8),
        ("Spin the eight 15 mL Falcons at 3000 x g for 5 min.", 8),
        ("Spin the 50 mL conical tubes at 3000 x g for 10 min.", None),  # a size, no count
        ("Spin the 12 lysate tubes, then the 4 control tubes", None),  # two counts: not one
    ],
)
def test_the_tube_count_the_intent_states(text: str, count: int | None) -> None:
    stated = stated_tube_count(text)
    assert (stated[0] if stated else None) == count


@pytest.mark.parametrize("keep", [1, 9])
def test_a_spin_of_another_number_of_tubes_is_a_changed_count(keep: int) -> None:
    intent = "Ten eppis of lysate: 16k x g, 10 min, 4 C."
    wf, notes = _approved(intent)
    assert check_conformance(intent, wf, load_registry(), notes=notes) == []
    spin = next(i for i, s in enumerate(wf.steps) if s.operation == "spin")
    changed = wf.model_copy(deep=True)
    changed.steps[spin].labware["tubes"] = changed.steps[spin].labware["tubes"][:keep]
    found = check_conformance(intent, changed, load_registry(), notes=notes)
    assert [v.code for v in found] == ["COUNT_CHANGED"]
    assert (found[0].limit, found[0].actual) == (10, keep)


def test_a_volume_after_a_removal_and_a_comma_is_an_addition() -> None:
    """'aspirate medium (STAR), 100 uL CellTiter-Glo': the removal states no volume; the
    100 µL is the CellTiter-Glo added after it (it had been read as the removal's volume, and
    the addition was dropped)."""
    wf, _ = _approved(
        "Notebook 12/03: aspirate medium (STAR), 100 uL CellTiter-Glo, shake 2 min 500 rpm, "
        "10 min RT, lum 1 s."
    )
    removal, addition = wf.steps[0], wf.steps[1]
    assert any("waste" in t for t in _labware(wf, 0, "target"))
    assert removal.params["volume_ul"] != 100
    assert addition.params["volume_ul"] == 100
    assert _labware(wf, 1, "target") == _labware(wf, 0, "source")


def test_a_removal_after_a_tube_spin_takes_from_those_tubes() -> None:
    """'Spin the six 50 mL conicals ... Remove the supernatant to waste': from the conicals,
    not from a plate the intent never names (a 50 mL tube's whole volume is more than one tip
    takes, so the plan stops naming the missing volume)."""
    result = plan(
        "2) Spin the six 50 mL conicals at 3,000 x g, 10 min, 4 °C in the 5810 R\n"
        "3) Remove the supernatant to waste\n"
        "4) Add 1 mL PBS to each conical (Hamilton STAR)"
    )
    assert result.status != "approved"
    assert "volume_ul" in (result.halt_reason or "")
