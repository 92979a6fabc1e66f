"""Where a transfer goes, written once for several volumes or after an arrow, binds every
volume it belongs to; a well selection no step honours is never approved."""

from __future__ import annotations

import pytest

from bioproagent import plan


def _targets(text: str) -> list[int | None]:
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    return [
        len(ref.wells) if ref.wells is not None else None
        for step in result.workflow.steps
        if step.operation == "transfer"
        for ref in step.labware.get("target", [])
    ]


@pytest.mark.parametrize(
    ("text", "wells"),
    [
        ('ot-2 20uL mm + 5uL template → pcr plt cols 1-4; seal 170C 2"', [32, 32]),
        (
            "OT-2: 15 uL MM → each of the 24 wells (cols 1-3) of a PCR plate, + 5 uL template "
            "ea. → seal 165 °C/2 s",
            [24, 24],
        ),
        (
            "LDH: 50 uL sup -> new flat plate cols 1-6 (STAR), + 50 uL LDH reaction mix",
            [48, 48],
        ),
    ],
)
def test_a_destination_after_an_arrow_binds_every_volume_it_follows(
    text: str, wells: list[int]
) -> None:
    """It should add both volumes to the stated wells, never the first to the whole plate."""
    assert _targets(text) == wells


@pytest.mark.parametrize(
    "text", ["opentrons ot2: 10ul from col 1 -> col 2", "OT-2: 10 µL from column 1 to column 2"]
)
def test_a_selection_after_from_is_the_source_within_the_plate(text: str) -> None:
    """It should take from column 1 and add to column 2 of the same plate."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (step,) = [s for s in result.workflow.steps if s.operation == "transfer"]
    (source,) = step.labware["source"]
    (target,) = step.labware["target"]
    assert source.labware == target.labware
    assert [w[1:] for w in source.wells or []] == ["1"] * 8
    assert [w[1:] for w in target.wells or []] == ["2"] * 8


@pytest.mark.parametrize(
    "text",
    [
        "For the qPCR only rows A to D of the 384-well PCR plate are used. Could the Fluent "
        "dispense 6 µl of master mix into the plate?",
    ],
)
def test_a_selection_no_step_honours_is_never_approved(text: str) -> None:
    """It should stop and name the wells rather than run on the whole plate."""
    result = plan(text)
    assert result.status != "approved"
    assert "wells" in (result.halt_reason or "")


def test_those_wells_are_the_rows_named_for_the_purpose() -> None:
    """It should add to the rows the purpose sentence names, and run no qPCR nobody asked
    for."""
    result = plan(
        "For the qPCR only rows A to D of the 384-well PCR plate are used. Could the Fluent "
        "dispense 6 µl of master mix into those wells?"
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert [s.operation for s in result.workflow.steps] == ["transfer"]
    assert len(result.workflow.steps[0].labware["target"][0].wells or []) == 96


@pytest.mark.parametrize(
    ("text", "wells"),
    [
        (
            "The Fluent dispenses 90 µL of cell suspension into the inner 60 wells of the 96 well "
            "plate and 200 µL PBS into the 36 edge wells.",
            [60, 36],
        ),
        ("Tecan Fluent: 90 uL cells into B2 to G11, and 200 uL PBS into the outer wells", [60, 36]),
        ("with the OT-2 add 15 uL master mix and 5 uL template into columns 1-3", [24, 24]),
    ],
)
def test_a_volume_that_names_its_own_wells_goes_there(text: str, wells: list[int]) -> None:
    """It should send the second volume to the wells its own words name, never to the
    first volume's wells; a volume naming none shares the clause's destination."""
    assert _targets(text) == wells


@pytest.mark.parametrize(
    ("text", "wells"),
    [
        (
            "Read fluorescence ex 560 / em 590. Only read the inner 60 wells (B2 to G11) - the "
            "edge wells are just medium to stop evaporation.",
            60,
        ),
        ("gfp read pls\nex `485` / em `528`, black 96w flat bottom\nonly need cols 1-4 read", 32),
        ("Absorbance at 600 nm. Read only the edge wells.", 36),
    ],
)
def test_a_read_restated_with_its_wells_reads_only_those(text: str, wells: int) -> None:
    """'Only read the inner 60 wells' after the read's settings: the read's wells, never the
    whole plate (and wells said to hold only medium are no step's wells)."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (read,) = [s for s in result.workflow.steps if s.operation.startswith("read_")]
    (plate,) = read.labware["plate"]
    assert plate.wells is not None and len(plate.wells) == wells


def test_a_wait_is_no_stay_in_the_incubator_at_its_default() -> None:
    """A wait that states no temperature is at room temperature (listed), never a stay in
    the CO2 incubator the plate came from at that incubator's 37 °C default."""
    result = plan(
        "retrieve the 384-well plate from the Cytomat 2C450, add 25 µL CellTiter-Glo with the "
        "Biomek i5, shake 2 min at 1,000 rpm, wait 10 min, read luminescence 0.5 s."
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (wait,) = [s for s in result.workflow.steps if s.operation == "incubate"]
    assert wait.params.get("temperature_c") == 22
    assert "co2_percent" not in wait.params
    assert any("room temperature" in a for a in result.assumptions)
