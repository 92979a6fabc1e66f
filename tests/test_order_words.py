"""Order words chained across sentences and clauses hold in the approved plan; a well
selection corrected in passing binds the corrected wells; an equipment list names who runs
the steps (and an instrument it names that the registry lacks is never replaced)."""

from __future__ import annotations

import pytest

from bioproagent import plan


def _ops(text: str) -> list[str]:
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    return [s.operation for s in result.workflow.steps]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Run the PCR last: 25 cycles of 98 °C 10 s, 65 °C 30 s, 72 °C 60 s on the ODTC. "
            "Before it, seal the plate (170 °C, 2 s). And before sealing, the Hamilton STAR "
            "dispenses 15 µL of mix into wells A1 to H8.",
            ["transfer", "seal", "run_pcr"],
        ),
        (
            "Incubate 20 minutes at 37 °C, but before, the STAR must add 10 µl enzyme to wells "
            "B2 to G11, and after incubation seal at 170 °C for 3 sec and store at 4 degrees.",
            ["transfer", "incubate", "seal", "store"],
        ),
        (
            "You will read the plate at 405 nm at the very end. Before that, incubate it at 37 °C "
            "for 20 minutes on the heater-shaker at 400 rpm, and before the incubation, add 50 µL "
            "of pNPP substrate to each well with the i5.",
            ["transfer", "shake", "read_absorbance"],
        ),
        (  # the object of the order word follows its step: it runs first
            "Read absorbance at 600 nm after spinning the 96-well plate at 300 x g for 1 min.",
            ["spin", "read_absorbance"],
        ),
        (  # ... and leading its sentence, it runs before the step after it
            "Centrifuge at 600 xg for 2 min; after adding 20 uL stop solution, centrifuge at "
            "600 xg for 4 min.",
            ["spin", "transfer", "spin"],
        ),
        (
            "Read the plate at 405 nm. Before you do, shake it 30 s at 500 rpm.",
            ["shake", "read_absorbance"],
        ),
        (  # the step joined by 'and' to an ordered one takes the same order
            "PCR on the ODTC: 25 cycles of 94 °C 30 s / 55 °C 30 s / 72 °C 60 s. Before, seal "
            "the plate at 170 °C for 2 s and make a short spin 30 s at 500 x g.",
            ["seal", "spin", "run_pcr"],
        ),
        (
            "Move the plate into the CO2 incubator for 4 hrs at 37 °C, having first spun it at "
            "300 x g for 5 minutes.",
            ["spin", "incubate"],
        ),
        (
            "The plate was read at 600 nm, having first been incubated at 30 °C for 16 h in the "
            "Cytomat 2C450 and subsequently shaken for 1 min at 1,000 rpm; prior to incubation, "
            "180 µL of LB had been dispensed into each well using the OT-2.",
            ["transfer", "incubate", "shake", "read_absorbance"],
        ),
        (  # 'after' + a bare verb means 'afterwards'
            "Dispense 80 µL of medium into the 96-well plate, after add 20 µL of cells.",
            ["transfer", "transfer"],
        ),
    ],
)
def test_chained_order_words_hold(text: str, expected: list[str]) -> None:
    """It should run the steps in the order the words say, however they are chained."""
    assert _ops(text) == expected


@pytest.mark.parametrize(
    ("text", "wells"),
    [
        (
            "Dispense 25 uL of substrate into columns 1-4 — no, columns 1-6 — of the plate.",
            48,
        ),
        ("The STAR dispenses 15 µL of mix into wells A1 to H12 - sorry, only A1 to H8.", 64),
        (
            "transfer eighty microliters from the reservoir into columns one through four, sorry, "
            "one through three, of the flat plate on the OT-2",
            24,
        ),
    ],
)
def test_a_corrected_well_selection_binds_the_correction(text: str, wells: int) -> None:
    """It should bind the corrected wells and list the correction."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (step,) = [s for s in result.workflow.steps if s.operation == "transfer"]
    assert len(step.labware["target"][0].wells or []) == wells
    assert any("corrected to" in a for a in result.assumptions)


def test_an_equipment_line_above_the_method_runs_its_steps() -> None:
    """It should run the spin on the centrifuge the card's equipment line names."""
    result = plan(
        "Medium change\nEquipment: BioNex HiG 4\nMethod\n1. Centrifuge cells 5 min at 400 × g."
        "\n2. Add 100 µL fresh medium to every well.\nWarning: keep pellets under 15 min."
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert result.workflow.steps[0].device == "bionex_hig4"


@pytest.mark.parametrize(
    "text",
    [
        "ELISA endpoint\nEquipment: Tecan Spark multimode reader\nMethod\n1. Read absorbance at "
        "450 nm.",
        "Fill\nEquipment: Thermo Multidrop Combi\nMethod\n1. Dispense 50 µL medium into every "
        "well.",
    ],
)
def test_an_unknown_instrument_in_an_equipment_line_is_never_replaced(text: str) -> None:
    """It should ask about the instrument the registry lacks, never run on another."""
    result = plan(text)
    assert result.status == "needs_clarification"
    assert "not in the hardware registry" in (result.halt_reason or "")


@pytest.mark.parametrize(
    "text",
    [
        "Incubate on the ODTC: 65 °C for 20 min.",
        "Heat-inactivate on the ODTC: 65 deg. C for 20 mins, heated lid on.",
    ],
)
def test_an_instrument_named_in_a_step_heading_runs_the_step(text: str) -> None:
    """It should run the step on the instrument its heading names, never elsewhere."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert [(s.operation, s.device) for s in result.workflow.steps] == [("incubate", "inheco_odtc")]


def test_a_named_instrument_no_step_uses_is_never_approved() -> None:
    """It should stop when the text names an instrument beside every clause and no step
    runs on it (the fail-safe under the reader)."""
    from bioproagent.conformance import check_conformance
    from bioproagent.ir import Workflow
    from bioproagent.registry.loader import load_registry

    workflow = Workflow.model_validate(
        {
            "labware": [{"id": "plate", "type": "plate_96_pcr"}],
            "steps": [
                {
                    "id": "s0",
                    "device": "biomek_i7_hybrid",
                    "operation": "incubate",
                    "params": {"temperature_c": 65, "duration_s": 1200},
                    "labware": {"plate": "plate"},
                }
            ],
        }
    )
    found = check_conformance("Incubate on the ODTC: 65 °C for 20 min.", workflow, load_registry())
    assert "INSTRUMENT_SUBSTITUTED" in {v.code for v in found}


@pytest.mark.parametrize(
    ("text", "wells"),
    [
        (
            "On the OT-2, add 90 µL of diluent to row A — sorry, row B, A holds the standards — "
            "then 10 µL of sample into the same wells.",
            [12, 12],
        ),
        ("Fill rows A and B with 50 µL buffer, then add 5 µL of dye to those wells.", [24, 24]),
    ],
)
def test_the_same_wells_are_the_wells_selected_last(text: str, wells: list[int]) -> None:
    """It should add to the wells the text selected last when it says 'the same wells'."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    got = [
        len(s.labware["target"][0].wells or [])
        for s in result.workflow.steps
        if s.operation == "transfer"
    ]
    assert got == wells


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Add 100 µL TMB for 15 min, then read at 450 nm.",
            [("transfer", 100.0), ("incubate", 900.0), ("read_absorbance", None)],
        ),
        (
            "The STAR adds 50 µL of fixative per well and it sits 15 min at room temperature, "
            "then read at 600 nm",
            [("transfer", 50.0), ("incubate", 900.0), ("read_absorbance", None)],
        ),
    ],
)
def test_a_time_written_on_an_addition_is_a_wait_after_it(
    text: str, expected: list[tuple[str, float | None]]
) -> None:
    """It should wait the stated time after the addition, not drop the time."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    got = [
        (s.operation, s.params.get("volume_ul", s.params.get("duration_s")))
        for s in result.workflow.steps
    ]
    assert [(op, None if op.startswith("read") else v) for op, v in got] == expected


def test_a_time_that_may_belong_to_the_next_step_is_asked_about() -> None:
    """It should ask about '50 uL reagent, 1' shake 1000 rpm' (whose minute?), not guess."""
    result = plan("50 uL reagent (OT-Flex), 1' shake 1000 rpm, 60' at 37 °C, read lum 1 s")
    assert result.status != "approved"


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        (
            "Deep-well plate with the supernatants - clear it on the HiG4 at 3000 g for\n10 min.",
            600,
        ),
        ("Spin the plate in the VSpin at 500 x g and\nfor 2 min please.", 120),
        ("Please centrifuge the PCR plate at 1000 x g for\n30 s, then read A450.", 30),
    ],
)
def test_a_wrapped_line_goes_on_with_the_same_step(text: str, seconds: int) -> None:
    """A line that ends on 'for' / 'at' / 'and' was wrapped: its time on the next line is the
    spin's (it was approved as a 1 min default spin plus a separate wait)."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    spins = [s for s in result.workflow.steps if s.operation == "spin"]
    assert len(spins) == 1 and spins[0].params["duration_s"] == seconds
    assert not [s for s in result.workflow.steps if s.operation == "incubate"]
