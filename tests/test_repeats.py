"""A step the intent asks for more than once is planned that many times, with its values;
a repeat the planner cannot place makes it ask, never drops the step."""

from __future__ import annotations

import pytest

from bioproagent import plan


def _ops(text: str) -> list[tuple[str, dict[str, float]]]:
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    keep = ("volume_ul", "rcf_g", "duration_s", "speed_rpm", "wavelength_nm", "temperature_c")
    return [
        (s.operation, {k: float(v) for k, v in s.params.items() if k in keep})
        for s in result.workflow.steps
        if s.operation not in ("seal", "peel", "move_plate")
    ]


ADD50 = ("transfer", {"volume_ul": 50.0})
SHAKE = ("shake", {"speed_rpm": 800.0, "duration_s": 60.0})
READ = ("read_absorbance", {"wavelength_nm": 600.0})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Three rounds of: add 50 uL buffer, then shake 1 min at 800 rpm.",
            [ADD50, SHAKE] * 3,
        ),
        ("Do this twice: add 50 µl of buffer, shake 800rpm for 60 s.", [ADD50, SHAKE] * 2),
        (
            "Add 50 microlitres of buffer and shake for 1 min at 800 rpm; repeat both steps "
            "once more.",
            [ADD50, SHAKE] * 2,
        ),
        ("Read OD600, then read it twice more.", [READ] * 3),
        (
            "incubate 30 min at 37 C in the cytomat 2c450, read od600, and repeat both twice more",
            [("incubate", {"duration_s": 1800.0, "temperature_c": 37.0}), READ] * 3,
        ),
        ("Add 50 µL of buffer, then the same volume twice more.", [ADD50] * 3),
    ],
)
def test_repeated_steps_are_written_out_in_order(
    text: str, expected: list[tuple[str, dict[str, float]]]
) -> None:
    """It should plan each repeat as its own step, in run order, with the repeated values."""
    assert _ops(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Peel, read at 405 nm, reseal at 170 C for 2 s and park it in the plate hotel. Next "
            "morning: take it out and repeat the peel and the read.",
            ["peel", "read_absorbance", "store", "retrieve", "peel", "read_absorbance"],
        ),
        (
            "Read at 450 nm and at 570 nm for background; repeat both reads.",
            ["read_absorbance"] * 4,
        ),
        ("Spin 1 min at 500 x g, add 20 uL reagent, then repeat the spin.", None),
    ],
)
def test_a_repeat_names_the_steps_it_repeats(text: str, expected: list[str] | None) -> None:
    """It should copy the latest steps of the kinds named, once each, with their values."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    ops = [s.operation for s in result.workflow.steps if s.operation != "seal"]
    if expected is None:
        spins = [s.params for s in result.workflow.steps if s.operation == "spin"]
        assert spins == [{"rcf_g": 500, "duration_s": 60}] * 2
    else:
        assert ops == expected
    reads = [s.params.get("wavelength_nm") for s in result.workflow.steps]
    if "570" in text:
        assert [r for r in reads if r] == [450, 570, 450, 570]


def test_a_second_night_is_no_one_second_time() -> None:
    """It should read 'for a second night' as an ordinal, never as 1 s."""
    result = plan(
        "Shake the culture plate overnight at 30 °C and 800 rpm on the BioShake, read OD600, "
        "then shake it the same way for a second night and read again."
    )
    assert result.workflow is not None
    shakes = [s.params for s in result.workflow.steps if s.operation == "shake"]
    assert len(shakes) == 2
    assert all(s.get("duration_s") != 1 and s["speed_rpm"] == 800 for s in shakes)


def test_a_spin_without_a_time_gets_the_library_time_in_any_plan() -> None:
    """It should fill a spin's open time the same way whether the plan has one step or more,
    and list it."""
    result = plan("Spin the plate at 300 x g, then add 50 µL of medium.")
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert result.workflow.steps[0].params == {"rcf_g": 300, "duration_s": 60}
    assert any("plate-spin time" in a for a in result.assumptions)


def test_a_repeat_for_other_wells_takes_those_wells() -> None:
    """It should run the step again on the wells the repeat names, and only the first
    selection on the first step."""
    result = plan(
        "Aliquot 45 µL of master mix into rows A-D of the PCR plate with the Hamilton STAR, "
        "and repeat for rows E-H."
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    targets = [
        sorted({w[0] for w in ref.wells or []})
        for s in result.workflow.steps
        if s.operation == "transfer"
        for ref in s.labware["target"]
    ]
    assert targets == [["A", "B", "C", "D"], ["E", "F", "G", "H"]]


@pytest.mark.parametrize(
    "text",
    [
        "Wash the plate 3 times with 200 µL PBS.",
        "Wash the cells twice with 200 ul of PBS on the Biomek i7 (dispense, then aspirate to "
        "waste).",
        "two washes of 200 µL PBS on the Hamilton STAR",
    ],
)
def test_each_wash_adds_and_takes_off_the_liquid(text: str) -> None:
    """It should add the wash and take it off to waste each time, never stack the washes in
    the wells (and never send the wash buffer itself to waste)."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    transfers = [s for s in result.workflow.steps if s.operation == "transfer"]
    into_waste = ["waste" in s.labware["target"][0].labware for s in transfers]
    washes = 3 if "3 times" in text else 2
    assert into_waste == [False, True] * washes
    assert all(s.params["volume_ul"] == 200 for s in transfers)
    assert any("is a wash" in a for a in result.assumptions)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Add 50 µL of bead buffer and mix 5 times with 40 µL.", 1),  # mixing cycles
        ("Spin the plate 1 min at 500 x g. Bubbles again.", 1),  # an observation
        ("The plate was spun twice yesterday; read it at 600 nm.", 0),  # its history
        ("Run 40 cycles of 95 °C 15 s, 60 °C 30 s on the ODTC.", 0),
    ],
)
def test_words_that_are_no_repeat_add_no_step(text: str, count: int) -> None:
    """It should not turn mixing cycles, observations or the plate's history into steps."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    ops = [s.operation for s in result.workflow.steps]
    assert ops.count("transfer") + ops.count("spin") == count


@pytest.mark.parametrize(
    "text",
    [
        "Take the plate out of the hotel and read it at 600 nm. Do this again in 4 hours.",
        "Peel, add 40 µL of buffer on the Fluent and seal at 175 °C for 2 s. Do the same for "
        "plate B.",
        "Run the KingFisher program MagMAX_96 on the first set of plates, then run it again "
        "on the second set.",
    ],
)
def test_a_repeat_the_planner_cannot_place_asks(text: str) -> None:
    """It should ask about the repeat rather than run the steps once."""
    result = plan(text)
    assert result.status != "approved"
    assert result.halt_reason


def test_another_hour_of_shaking_after_an_addition_is_its_own_step() -> None:
    """It should add the antibody and then shake for one hour, never fold the addition into
    the shake."""
    result = plan(
        "Add 100 µL of standards to columns 1-10, shake 2 h at 400 rpm, then 100 µL of "
        "detection antibody and another hour of shaking, then store it at 4 °C."
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    got = [
        (s.operation, s.params.get("volume_ul", s.params.get("duration_s")))
        for s in result.workflow.steps
    ]
    assert got[:4] == [("transfer", 100), ("shake", 7200), ("transfer", 100), ("shake", 3600)]


@pytest.mark.parametrize(
    "text",
    [
        "ODTC: 3 cycles of denaturation at 95 °C 30 s, annealing 55 °C 30 s, extension 72 °C 30 s",
        "Run the PCR on the ODTC: cycle 4 times through 95 °C 15 s, 60 °C 30 s, 72 °C 30 s.",
    ],
)
def test_thermocycling_cycles_are_no_repeats(text: str) -> None:
    """It should run one program with the stated cycle count, never copy the program."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert [s.operation for s in result.workflow.steps].count("run_pcr") == 1


def test_listed_steps_never_become_a_whole_recipe() -> None:
    """It should never answer 'wash three times and read' with a whole ELISA (more
    additions, shakes and reads than asked), even when it cannot plan the listed steps."""
    result = plan(
        "can the robot wash the ELISA plate three times with 300 microliters on the Biomek i5 "
        "and then read it at 450"
    )
    if result.workflow is not None and result.status == "approved":
        ops = [s.operation for s in result.workflow.steps]
        assert "shake" not in ops and ops.count("read_absorbance") == 1
