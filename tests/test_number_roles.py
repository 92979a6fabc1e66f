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
            "Please get the KingFisher to run 'DNA_Blood_Flex' and then size 24 of the eluates "
            "on the LabChip (DNA 5K).",
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
