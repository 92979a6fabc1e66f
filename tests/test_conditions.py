"""Conditions the text settles (bioproagent.intent.conditions): the settled branch runs with its
own values, the other never does, and a choice nothing settles asks."""

from __future__ import annotations

import pytest
from faithful_cases import judge
from hypothesis import given
from hypothesis import strategies as st

from bioproagent import plan
from bioproagent.intent.conditions import (
    condition_notes,
    settled_conditions,
    unsettled_conditions,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (  # the branch first, a reply after the condition
            "Give the plate 800 x g for 1 min on the VSpin, but only if it condensed "
            "overnight, which it did.",
            "spin rcf_g=800 duration_s=60 @agilent_vspin",
        ),
        (  # a 'no' reply: the branch does not run, the rest does
            "Seal at 165 °C for 3 s, then read A450. Shake at 1000 rpm for 1 min first if the "
            "reagent has separated - it hasn't.",
            "seal temperature_c=165 duration_s=3 > read_absorbance wavelength_nm=450",
        ),
        (  # measured values against the threshold, every one on the same side
            "If the DNA is above 50 ng/uL, the Fluent adds 20 uL of water per well; otherwise "
            "nothing. Qubit gave 72 ng/uL and 80 ng/uL.",
            "transfer volume_ul=20 @tecan_fluent",
        ),
        (  # the other branch, with its own value: the cycle count, not the last time
            "if the input is under 5 ng, run 35 cycles of 95 °C 15 s, 58 °C 30 s, 72 °C 30 s "
            "on the ODTC, otherwise 25 cycles. input was 40 ng.",
            "run_pcr cycles=25 denaturation_c=95 denaturation_s=15 annealing_c=58 annealing_s=30"
            " extension_c=72 extension_s=30 @inheco_odtc",
        ),
        (  # an instrument's state picks the instrument
            "Add 30 uL buffer to every well of the 96-well plate. Use the Fluent if it's free, "
            "otherwise the STAR. Fluent is down for maintenance.",
            "transfer volume_ul=30 @hamilton_star",
        ),
        (  # 'failing that' with no 'if'
            "Spin the deep-well block on the HiG4 at 2000 x g for 5 min, failing that the "
            "5810 R at the same setting. The HiG4 is being serviced.",
            "spin rcf_g=2000 duration_s=300 @eppendorf_5810r",
        ),
        (  # a table of cases, picked by the case a later sentence names
            "ODTC hold: yeast lysates -> 65 °C for 10 min; bacterial lysates -> 95 °C for "
            "5 min. These are the bacterial ones.",
            "incubate temperature_c=95 duration_s=300 @inheco_odtc",
        ),
        (  # a flow chart and a reply in its own words
            "Did the plate come out of the freezer?\n  -> yes: thaw 20 min at room temp\n"
            "  -> no: skip the thaw\nThen read luminescence on the SpectraMax.\n"
            "It did come out of the freezer, this morning.",
            "incubate duration_s=1200 > read_luminescence @spectramax_i3x",
        ),
        (  # either ... or ..., and the option taken
            "Block in the Cytomat 2C450 either at 37 °C for 1 h or at 4 °C overnight - going "
            "with the 37 °C option.",
            "incubate temperature_c=37 duration_s=3600 @cytomat_2c450",
        ),
        (  # an impossible value in the branch not taken does not halt
            "If the foil is the archive type, seal at 215 °C for 3 s; otherwise seal at 165 °C "
            "for 3 s. It isn't - ordinary foil today.",
            "seal temperature_c=165 duration_s=3",
        ),
    ],
    ids=[
        "only-if-which-it-did",
        "if-it-hasnt",
        "numeric-above",
        "numeric-otherwise-value",
        "instrument-down",
        "failing-that",
        "table-of-cases",
        "flow-chart",
        "either-option",
        "impossible-branch-not-taken",
    ],
)
def test_a_settled_condition_runs_its_branch(text: str, expected: str) -> None:
    """It should run the branch the text settles with its stated values, nothing else."""
    result = plan(text)
    ok, why = judge(result, expected)
    assert ok, why
    assert any("settled by" in a for a in result.assumptions), result.assumptions


def test_the_settled_branchs_labware_stays_and_its_limit_holds() -> None:
    """It should keep the sentence that names the plate, so the plate's limit still halts."""
    result = plan(
        "Top up medium on the Fluent: if the cells sit in a 24 deep-well plate add 1.5 mL per "
        "well; if they're in the 96-well flat-bottom plate add 400 µL per well. They're in the "
        "96-well flat-bottom plate."
    )
    assert result.status == "halted", result.status
    assert "400" in (result.halt_reason or "")


@pytest.mark.parametrize(
    "text",
    [
        "If the OD600 is above 0.8, the STAR adds 100 uL LB per well; otherwise the plate goes "
        "into the Cytomat 2C450 at 37 °C for 2 h.",
        "If the plate was frozen, spin it at 1000 x g for 1 min first, then read A450.",
        "Seal at 170 °C for 2 s if it's a PCR plate, otherwise at 160 °C for 2 s.",
        "Incubate either 30 min at 37 °C or 2 h at room temperature.",
    ],
    ids=["measured-during-the-run", "one-branch-with-a-step", "two-cases", "either-or"],
)
def test_a_condition_nothing_settles_asks(text: str) -> None:
    """It should ask which branch runs, naming the condition, and never run both."""
    result = plan(text)
    assert result.status == "needs_clarification", result.status
    assert unsettled_conditions(text)
    assert "does not settle" in (result.halt_reason or "")


def test_a_hedge_is_no_condition_to_settle() -> None:
    """It should plan 'if needed' as written, not ask about it."""
    text = "Spin at 1000 x g for 1 min if needed, then read absorbance at 450 nm."
    assert not unsettled_conditions(text)
    assert plan(text).status == "approved"


def test_the_note_says_what_settled_it() -> None:
    """It should say which sentence settled the condition and what runs."""
    text = "If the DNA is above 50 ng/uL, add 20 uL water; otherwise nothing. Qubit gave 72 ng/uL."
    assert condition_notes(text) == [
        "'If the DNA is above 50 ng/uL, add 20 uL water; otherwise nothing.' settled by 'Qubit "
        "gave 72 ng/uL.': runs 'add 20 uL water'."
    ]
    assert "Qubit" not in settled_conditions(text)


@given(
    st.lists(
        st.sampled_from(["spin", "at", "500", "x", "g", "then", "read", "450", "nm", "the", ","]),
        max_size=20,
    )
)
def test_text_without_a_condition_is_unchanged(words: list[str]) -> None:
    """It should leave a text with no condition word exactly as written."""
    text = " ".join(words)
    assert settled_conditions(text) == text
    assert unsettled_conditions(text) == []
