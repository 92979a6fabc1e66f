"""Rows pasted from a spreadsheet: tabbed columns with units in the headers, a '#' or 'Row'
column that numbers the rows, 'run row 3 only' above or below them, read modes ('FI', 'Abs'),
thousands in cells, concentration columns that are no volumes, and identifiers that hold an
assay's name ('SOP-PCR-004', 'plate ELISA-3')."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.clause_ops import operation_of
from bioproagent.intent.key_units import unit_of_key
from bioproagent.intent.parser import parse_intent
from tests.builders import approved_as

# (sheet, the operations of the approved plan, (step, param, value) that must hold)
SHEETS = [
    (
        "#\tMode\tEx [nm]\tEm [nm]\tGain\tComments\n1\tFI\t490\t520\t90\tstd curve, 0-5 uM",
        ["read_fluorescence"],
        [(0, "excitation_nm", 490), (0, "emission_nm", 520)],
    ),
    (
        "run row 4 only please, row 3 was last month's\n\n"
        "Row\tStep\tSpeed (x g)\tTime (min)\tTemp (°C)\n"
        "3\tPre-spin\t300\t1\t\n"
        "4\tPellet\t2,500\t8\t4",
        ["spin"],
        [(0, "rcf_g", 2500), (0, "duration_s", 480), (0, "temperature_c", 4)],
    ),
    (
        "Row\tStep\tSetting\tInstrument\n"
        "2\tSpin\t900 x g, 1 min\tVSpin\n"
        "3\tPeel\t-\tXPeel\n"
        "4\tRead abs\t405 nm\tSpectraMax\n"
        "Only rows 3 and 4 today.",
        ["peel", "read_absorbance"],
        [(1, "wavelength_nm", 405)],
    ),
    (
        "Tubes\tSpeed (x g)\tTime (min)\tTemp (°C)\tNotes\nall\t12,000\t5\t4\t5424 R, lysates",
        ["spin"],
        [(0, "rcf_g", 12000), (0, "duration_s", 300)],
    ),
    (
        "Step\tTemp\tTime\tWhere\nEnzyme inactivation\t80 °C\t10 min\tODTC",
        ["incubate"],
        [(0, "temperature_c", 80), (0, "duration_s", 600)],
    ),
    (
        "On the SpectraMax, in this order:\n\nRead #\tMode\tWavelength (nm)\n1\tAbs\t595\n"
        "2\tAbs\t750",
        ["read_absorbance", "read_absorbance"],
        [(0, "wavelength_nm", 595), (1, "wavelength_nm", 750)],
    ),
    (
        "Sealing for Friday's PCR plates, as in SOP-PCR-011 rev 2:\n\n"
        "Step\tTemp (°C)\tTime (s)\tInstrument\nSeal\t175\t2\ta4S",
        ["seal"],
        [(0, "temperature_c", 175), (0, "duration_s", 2)],
    ),
]


@pytest.mark.parametrize(("sheet", "ops", "values"), SHEETS)
def test_a_pasted_sheet_runs_its_rows(
    sheet: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(sheet, ops, values)


@pytest.mark.parametrize(
    ("key", "unit"),
    [
        ("Conc (ng/µL)", None),
        ("Yield (ug/mL)", None),
        ("Vol/well (µL)", "uL"),
        ("Speed (x g)", "x g"),
    ],
)
def test_a_concentration_column_has_no_step_unit(key: str, unit: str | None) -> None:
    assert unit_of_key(key) == unit


@pytest.mark.parametrize(
    ("text", "operation"),
    [
        ("same as sop-pcr-004 rev 3", None),
        ("read the elisa-3 plate at 450 nm", "read"),
        ("run the pcr on plate pcr-0703-1", "run_pcr"),
    ],
)
def test_an_identifier_names_no_operation(text: str, operation: str | None) -> None:
    assert operation_of(text) == operation


def test_all_of_these_counts_the_listed_samples() -> None:
    sheet = "LabChip all of these please (RNA assay)\n\nSample\tConc (ng/µL)\tRIN\n" + "\n".join(
        f"QC-{k:03d}\t{10 + k}.2\t≥7" for k in range(1, 11)
    )
    assert parse_intent(sheet).counts.get("samples") == 10
    result = plan(sheet)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (run,) = [s for s in result.workflow.steps if s.operation == "run_assay"]
    assert run.params["sample_count"] == 10


# (text, the operations of the approved plan, (step, param, value) that must hold)
MORE = [
    (
        "Reagent\tVol (µL)\tRun?\tNotes\nBuffer A\t40\tY\tSTAR\nBuffer B\t25\tN\tnot today\n"
        "Detection\t15\tY\tSTAR",
        ["transfer", "transfer"],
        [(0, "volume_ul", 40), (1, "volume_ul", 15)],
    ),
    (
        "| Setting | old | new |\n| Speed | 700 rpm | 1,100 rpm |\n| Time | 3 min | 3 min |\n"
        "Shake the plate on the BioShake with the new column.",
        ["shake"],
        [(0, "speed_rpm", 1100), (0, "duration_s", 180)],
    ),
    (
        "DEVIATION DEV-1002\nWhat happened: plate Q-8 was sealed at 190 C instead of 170 C.\n"
        "Corrective action: peel plate Q-8 on the XPeel and reseal it on the a4S at 170 C for 2 s."
        "\nQA: M. Roy",
        ["peel", "seal"],
        [(1, "temperature_c", 170), (1, "duration_s", 2)],
    ),
]


@pytest.mark.parametrize(("text", "ops", "values"), MORE)
def test_rows_marked_not_to_run_and_old_columns_are_no_steps(
    text: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(text, ops, values)


def test_a_decimal_time_after_min_dot_starts_a_sentence() -> None:
    """'... sat 10 min. 0.5 s integration': the 0.5 s is never swallowed by the aside about
    the plate's history (it was, and the read ran the default 1 s)."""
    result = plan(
        "Luminescence read only please - the CellTiter-Glo is already in and the plate has "
        "sat 10 min. 0.5 s integration on the SpectraMax."
    )
    if result.status == "approved":
        assert result.workflow is not None
        assert result.workflow.steps[-1].params["integration_s"] == 0.5
    else:
        assert "0.5 s" in (result.halt_reason or "")
