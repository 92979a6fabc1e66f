"""Numbers that name things (strengths, product versions, optical densities, columns named
in a bracket) are never read as settings and never make the plan ask; a real setting still
counts."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.shorthand import expand_shorthand


@pytest.mark.parametrize(
    "text",
    [
        "Dose columns 1–12 of the 384-well plate with 5 µL of 10× compound on the Biomek i5.",
        "20 µL lysate plus 5 µL of 5x Laemmli into a 96 PCR plate on the OT-2",
        "CellTiter-Glo 2.0 (Promega G9242): the Fluent adds 25 µL per well, read lum 0.5 s",
        "Hamilton STAR: 200 µL of culture diluted to OD 0.01 into each well, read OD600",
        "Resazurin, inner columns 2–11 only (1 and 12 are medium-only blanks): 20 µL per well "
        "on the STAR, read 560/590",
    ],
)
def test_names_are_not_settings(text: str) -> None:
    """It should approve without asking about strengths, versions or densities."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason


def test_a_bracket_naming_columns_by_number_is_read_as_columns() -> None:
    """It should write 'columns' before the bracket's numbers only after a column selection."""
    assert "(columns 9–12 are" in expand_shorthand("columns 1–8 only (9–12 are controls)")
    assert expand_shorthand("spin it (2 is fine)") == "spin it (2 is fine)"


def test_a_strength_never_hides_a_force() -> None:
    """It should still read '3x g' style forces as forces, not strengths."""
    result = plan("Spin the plate at 500 x g for 2 min.")
    assert result.workflow is not None
    assert result.workflow.steps[0].params["rcf_g"] == 500


@pytest.mark.parametrize(
    ("text", "count", "assay"),
    [
        (
            "Please size 24 of the eluates from yesterday's extraction on the LabChip (DNA 5K).",
            24,
            "dna_5k",
        ),
        ("Run all 96 on the LabChip GX Touch, DNA High Sensitivity assay.", 96, None),
    ],
)
def test_a_labchip_count_and_assay_are_read(text: str, count: int, assay: str | None) -> None:
    """It should run the stated number of samples with the assay the text names."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (step,) = [s for s in result.workflow.steps if s.operation == "run_assay"]
    assert step.params["sample_count"] == count
    if assay is not None:
        assert step.params["assay"] == assay


def test_a_bare_g_after_a_spin_word_is_the_spin_force() -> None:
    """It should read '1000 g' after 'the spin-down ...:' as the spin's force."""
    result = plan(
        "First it needs the spin-down to clear them: 1000 g, 5 minutes. Then read the plate at "
        "595 nm."
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert result.workflow.steps[0].params["rcf_g"] == 1000


@pytest.mark.parametrize(
    ("text", "operation", "seconds"),
    [
        ("incubate the plate 1:30 h at 37 °C in the Cytomat", "incubate", 5400),
        ("Incubator (2C450), 37C, 2:15 hrs", "incubate", 8100),
        ("spin 2:30 min at 500 x g", "spin", 150),
        ("shake 0:45 min at 800 rpm on the BioShake", "shake", 45),
    ],
)
def test_a_clock_style_duration_with_its_unit_is_hours_and_minutes(
    text: str, operation: str, seconds: int
) -> None:
    """'1:30 h' is 1 h 30 min (it was read as 30 h and approved)."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (step,) = [s for s in result.workflow.steps if s.operation == operation]
    assert step.params["duration_s"] == seconds


@pytest.mark.parametrize(
    "text",
    [
        "Started at 09:14: spin the plate 1000 x g, 1 min.",
        "HiG4 ERR 21: imbalance detected - run aborted at 00:41 of 05:00. Redo the spin: "
        "1000 x g, 5 min.",
        "The plate came out of the incubator at 08:41 (log entry 'door open', 08:40); read "
        "A450 now.",
        "As in ELN p. 44 (box 3 of 8): spin the plate at 1000 x g for 1 min.",
        "Claim 7. The method of claim 6, wherein the plate is centrifuged at 1000 x g for 60 s.",
        "Page 2 of 5\nRead absorbance at 600 nm.",
        "Sample sheet | received 13/05 | owner KL\nRead absorbance at 600 nm.",
        "Submitted 02/11, 24 tubes on ice.\nRead absorbance at 450 nm.",
    ],
)
def test_times_of_day_and_document_references_are_not_settings(text: str) -> None:
    """A clock time, a page, a claim or a box number is never a value to ask about."""
    result = plan(text)
    assert result.status == "approved", result.halt_reason


def test_a_clock_time_beside_a_step_is_still_not_its_duration() -> None:
    """'at 14:30' says when, not for how long: the spin's stated 2 min stays."""
    result = plan("At 14:30 spin the plate at 1000 x g for 2 min.")
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert result.workflow.steps[0].params["duration_s"] == 120
