"""Change-control and deviation records (intent/change_records.py): the run is the approved
settings (or the current ones when the change is rejected or pending) beside the request;
justification figures, approvals, dates and what went wrong on a batch are no step."""

from __future__ import annotations

import pytest

from bioproagent.intent.change_records import change_record_run
from tests.builders import approved_as

# (record, the operations of the approved plan, (step, param, value) that must hold)
RECORDS = [
    (  # the settings name their step; the request names where it runs
        "CC-2025-090 -- stop solution on the standard columns only\n"
        "Current: 50 uL stop solution to the whole plate, then read at 450 nm on the SpectraMax\n"
        "Proposed: 50 uL stop solution to columns 1-4 only, then read at 450 nm on the "
        "SpectraMax\n"
        "QA approval: L. Mora 2-Jun-2025.\n"
        "Implement the approved change and run the stop-and-read on the STAR for plate S-3.",
        ["transfer", "read_absorbance"],
        [(0, "volume_ul", 50), (1, "wavelength_nm", 450)],
    ),
    (
        "Change request CR-0077 (shaker speed)\n"
        "Current setting: BioShake 800 rpm, 5 min\n"
        "Proposed setting: BioShake 1,200 rpm, 5 min\n"
        "Justification: well-to-well CV fell from 12 % to 4 % (n = 5 plates, 2 Mar).\n"
        "Approved by QA (K. Sato) on 3 March 2025.\n"
        "Please implement and shake plate P-19 on the BioShake.",
        ["shake"],
        [(0, "speed_rpm", 1200), (0, "duration_s", 300)],
    ),
    (
        "CC-2025-031  Seal temperature\n"
        "As-is: 165 C, 3 s\n"
        "Proposed: 190 C, 3 s\n"
        "QA decision: REJECTED (foil rated to 180 C).\n"
        "Instruction: continue with the current validated setting and seal plate S-2 on the a4S.",
        ["seal"],
        [(0, "temperature_c", 165), (0, "duration_s", 3)],
    ),
    (
        "Change control CC-2025-044 -- lysate clarification\n"
        "| Parameter | Current | Proposed |\n"
        "| Speed | 10,000 x g | 14,000 x g |\n"
        "| Time | 5 min | 10 min |\n"
        "| Temperature | 4 C | unchanged |\n"
        "Signed: QA 12-Apr-2025 (approved)\n"
        "Implement the approved change and spin the 1.5 mL tubes of set L-12 in the 5424 R.",
        ["spin"],
        [(0, "rcf_g", 14000), (0, "duration_s", 600), (0, "temperature_c", 4)],
    ),
    (
        "DEVIATION DEV-0090 -- wrong wavelength\n"
        "Description: plate BCA-11 was read at 405 nm instead of 562 nm on 4 May; results void.\n"
        "Corrective action: re-read plate BCA-11 on the SpectraMax at 562 nm.\n"
        "QA: M. Lind 5-May-2025",
        ["read_absorbance"],
        [(0, "wavelength_nm", 562)],
    ),
    (
        "CC-2025-052  Status: pending QA review\n"
        "Current: VSpin, 1000 x g, 1 min\n"
        "Proposed: VSpin, 1500 x g, 2 min\n"
        "Do not implement before approval; spin today's plate on the VSpin with the current "
        "procedure.",
        ["spin"],
        [(0, "rcf_g", 1000), (0, "duration_s", 60)],
    ),
]


@pytest.mark.parametrize(("record", "ops", "values"), RECORDS)
def test_a_record_runs_the_settings_it_decides(
    record: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    wf = approved_as(record, ops, values)
    if "STAR" in record:
        assert wf.steps[0].device == "hamilton_star"  # not the default liquid handler


@pytest.mark.parametrize(
    "text",
    [
        "Spin the plate at 1000 x g for 1 min; the current plate is the one in the hotel.",
        "Proposed plan: add 50 µL of buffer, then read at 450 nm.",
    ],
)
def test_text_that_is_no_record_is_unchanged(text: str) -> None:
    assert change_record_run(text) == text
