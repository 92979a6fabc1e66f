"""A request above a pasted script: 'Run the same plate spin on the 5810' names the script's
spin (no second spin at a default time); 'Same in the Cytomat but only 4 h' is the script's
incubation with the stated change. Values the script holds in a quoted string
(SPIN_DURATION = "5 min") or in a comment beside its call ('# 4 C hotel') are read; a number
the code reader cannot bind leaves the text as written, so the plan asks rather than dropping
it. A history sentence ends at a dash: what follows it is the request."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.call_records import call_records
from bioproagent.ir import Workflow
from tests.builders import approved


def _approved(intent: str) -> Workflow:
    return approved(intent)[0]


def _steps(wf: Workflow) -> list[tuple[str, dict[str, object]]]:
    return [(s.operation, dict(s.params)) for s in wf.steps]


def test_the_same_spin_is_the_scripts_spin() -> None:
    wf = _approved(
        "Run the same plate spin on the 5810 (plate buckets).\n\n"
        "SPIN_RCF_G = 2500\n"
        'SPIN_DURATION = "5 min"\n'
        "centrifuge.spin(plate, rcf=SPIN_RCF_G, duration=SPIN_DURATION)"
    )
    (spin,) = wf.steps
    assert spin.operation == "spin" and spin.device == "eppendorf_5810r"
    assert (spin.params["rcf_g"], spin.params["duration_s"]) == (2500, 300)


def test_the_same_step_with_a_stated_change() -> None:
    wf = _approved(
        "Same in the Cytomat but only 4 h, we are doing the early timepoint today.\n\n"
        "# infection timecourse, late timepoint\n"
        "cytomat.incubate(plate, temp_c=37, hours=24)"
    )
    (incubation,) = wf.steps
    assert (incubation.params["temperature_c"], incubation.params["duration_s"]) == (37, 14400)


def test_a_value_in_a_comment_beside_its_call() -> None:
    wf = _approved(
        "Friday wrap-up script - run the same on the workcell.\n\n"
        "a4s.seal(plate, temp_c=175, time_s=1.5)\n"
        "store_cold(plate)        # 4 C hotel until Monday"
    )
    assert [op for op, _ in _steps(wf)] == ["seal", "store"]
    assert wf.steps[1].params["temperature_c"] == 4


@pytest.mark.parametrize(
    "lines",
    [
        ['DELAY = "five minutes"', "shaker.shake(plate, rpm=1200, duration=DELAY)"],
        ["TEMPS = [37, 4]", "cytomat.incubate(plate, temp_c=TEMPS[0], hours=2)"],
        ["a4s.seal(plate, temp_c=175, time_s=1.5); xpeel.peel(plate)  # 165 C next time"],
    ],
)
def test_a_number_the_code_reader_cannot_bind_keeps_the_text(lines: list[str]) -> None:
    assert call_records(lines) is None


def test_a_history_sentence_ends_at_a_dash() -> None:
    wf = _approved(
        "Yesterday's OD read went out at 560 nm by mistake -- re-read the culture plate on the "
        "SpectraMax at 600 nm."
    )
    assert _steps(wf) == [("read_absorbance", {"wavelength_nm": 600})]


def test_a_wait_in_an_addition_clause_is_a_step_of_its_own() -> None:
    wf = _approved(
        "Biomek i7 adds 75 µL Dual-Glo Reagent, wait 10 minutes, read firefly with 1 s "
        "integration; then 75 µL Stop & Glo, another 10 min, read Renilla, 1 s."
    )
    waits = [s for s in wf.steps if s.operation == "incubate"]
    assert [w.params["duration_s"] for w in waits] == [600, 600]


def test_a_comment_above_the_call_it_describes_is_no_second_step() -> None:
    wf = _approved(
        "Same on the HiG4 but at 3000 x g.\n\n"
        "# pellet cells in the 96 PCR plate before the supernatant comes off\n"
        "hig4.spin(plate, g=2000, minutes=10)"
    )
    (spin,) = wf.steps
    assert (spin.operation, spin.device) == ("spin", "bionex_hig4")
    assert (spin.params["rcf_g"], spin.params["duration_s"]) == (3000, 600)


def test_a_labware_size_in_a_comment_is_no_value() -> None:
    lines = ["spin(tubes_1p5, rcf=1000, t='5 min', temp=4)  # 1.5 mL tubes, microcentrifuge"]
    found = call_records(lines)
    assert found is not None
    (record,) = found[2]
    assert ("note", "1.5 mL") not in record


def test_a_wait_in_an_addition_is_not_covered_by_a_later_wait() -> None:
    """'50 µL reagent, 10 min, read ...; ..., another 10 min, read ...': the first 10 min
    is no step of its own here; the second wait's 10 min does not stand in for it."""
    result = plan(
        "Dual-Glo: i5 adds 50 µL reagent, 10 min, read firefly 1 s; 50 µL Stop & Glo, another "
        "10 min, read Renilla 1 s."
    )
    if result.status == "approved":
        assert result.workflow is not None
        ops = [s.operation for s in result.workflow.steps]
        assert ops.count("incubate") == 2, ops
    else:
        assert "'10 min'" in (result.halt_reason or "")
