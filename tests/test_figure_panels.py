"""A figure legend or a table's footnotes with a request to repeat one part of them: the
named panels or footnotes are the run, the rest (title, other panels, statistics) is the
paper's; a part the legend does not have, or a value sent to a note elsewhere, is asked."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.figure_panels import requested_panels
from tests.builders import approved_as

LEGEND = (
    "Figure 2. Compound 7 reduces spheroid growth. (A) Representative bright-field images at "
    "day 5; scale bar, 200 um. (B) Assay plates were then shaken on the BioShake "
    "(600 rpm; 1 min). (C) Spheroid area normalised to vehicle; mean +/- SEM, n = 4; "
    "**p < 0.01."
)


@pytest.mark.parametrize(
    ("text", "kept", "left_out"),
    [
        (LEGEND + "\nPlease repeat the handling of panel B on the workcell.", "600 rpm", "200 um"),
        (
            "Could the workcell redo panels B and C today?\n" + LEGEND,
            "600 rpm",
            "day 5",
        ),
        (
            "Table 1. Yields.\na Absorbance was recorded at 562 nm on a SpectraMax i3x.\n"
            "b Purity was estimated from SDS-PAGE gels (12 %).\n"
            "Please repeat the handling in footnote a today.",
            "562 nm",
            "12 %",
        ),
    ],
)
def test_the_named_parts_are_the_text(text: str, kept: str, left_out: str) -> None:
    out = requested_panels(text)
    assert kept in out
    assert left_out not in out
    assert "repeat" not in out.lower() and "redo" not in out.lower()


@pytest.mark.parametrize(
    "text",
    [
        LEGEND,  # no request: the whole text as written
        LEGEND + "\nPlease repeat the handling of panel E.",  # a panel the legend lacks
        "Figure 5. (B) Plates were incubated in the Cytomat (37 C; 30 min)†. (C) Binding.\n"
        "† The Methods section gives 45 min for this incubation.\n"
        "Please run the handling from panel B again on the workcell today.",
    ],
)
def test_no_part_is_chosen_when_the_request_cannot_be_settled(text: str) -> None:
    assert requested_panels(text) == text


@pytest.mark.parametrize(
    ("text", "ops", "values"),
    [
        (
            LEGEND + "\nPlease repeat the handling of panel B on the workcell.",
            ["shake"],
            [(0, "speed_rpm", 600), (0, "duration_s", 60)],
        ),
        (
            "Figure 3. Luciferase read-out. (D) Plates were spun (Eppendorf 5810 R; 200 x g; "
            "2 min; 25 C), peeled on the XPeel and luminescence was integrated for\n0.25 s. "
            "(E) Luminescence, RLU; mean +/- SEM; n = 4.\n"
            "Could the workcell repeat the handling of panel D today, please?",
            ["spin", "peel", "read_luminescence"],
            [(0, "rcf_g", 200), (2, "integration_s", 0.25)],
        ),
    ],
)
def test_a_panel_runs_as_written(
    text: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(text, ops, values)


def test_a_value_kept_in_a_supplementary_table_is_asked() -> None:
    result = plan(
        "Figure 4. (C) Plates were shaken on the BioShake for 10 min at the speed listed in "
        "Supplementary Table S3 (not included here). (D) Dissolution, %; n = 6.\n"
        "Repeat the handling described in panel C on the workcell today, please."
    )
    assert result.status == "needs_clarification"
