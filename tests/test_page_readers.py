"""Checklists, talked-through runs and wiki pages: each written as the run it asks for."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.bookings import booked_run
from bioproagent.intent.checklists import checklist_run
from bioproagent.intent.comparison_tables import chosen_values
from bioproagent.intent.dialogues import agreed_run
from bioproagent.intent.foreign_words import english_lab_words
from bioproagent.intent.forum_posts import chosen_run
from bioproagent.intent.glossaries import named_settings
from bioproagent.intent.prompt_documents import prompt_task
from bioproagent.intent.slide_decks import deck_run
from bioproagent.intent.web_forms import entered_values
from bioproagent.intent.wiki_pages import wiki_page


@pytest.mark.parametrize(
    ("listed", "run"),
    [
        ("[x] tips on deck\n[ ] spin 800 x g 2 min", "spin 800 x g 2 min"),
        ("☑ thawed\n☐ read A450", "read A450"),
        ("- [X] buffer made (3 x 50 mL)\n- [ ] seal 170 °C 2 s", "seal 170 °C 2 s"),
        (  # settings written under their item join it
            "[ ] shake\n    - 900 rpm\n    - 3 min\n[x] lid off",
            "shake, 900 rpm, 3 min",
        ),
        (  # done, but to be done again: the new values replace the old ones
            "[x] spin 300 x g 2 min - redo at 500 x g 4 min, pellet loose",
            "spin at 500 x g 4 min, pellet loose",
        ),
        ("[x] read, 1 s integration - REDO, wrong plate", "read, 1 s integration"),
        ("[ ] vortex (skip - beads settled)\n[ ] i5: 30 µL", "i5: 30 µL"),
        (
            "[ ] add 10 µL\n[ ] spin 500 x g 1 min <- do this one first",
            "spin 500 x g 1 min\nadd 10 µL",
        ),
        (  # what to have ready is no step
            "Materials\n[ ] 2 boxes of 200 µL tips\nRun\n[ ] Flex: 80 µL to every well",
            "Materials\nFlex: 80 µL to every well",
        ),
        ("no boxes here: spin 500 x g 1 min", "no boxes here: spin 500 x g 1 min"),
    ],
)
def test_checklist_keeps_the_open_items(listed: str, run: str) -> None:
    assert checklist_run(listed) == run


@pytest.mark.parametrize(
    ("talk", "run"),
    [
        (  # the read-back that everybody agrees to is the run
            "Ana: Could you spin my plate?\nBo: 1000 x g?\nAna: 600 x g, it's cells.\n"
            "Bo: OK so 600 x g for 3 min on the VSpin.\nAna: Great, thanks.",
            "Could you spin my plate: 600 x g for 3 min on the VSpin.",
        ),
        (  # a bare number takes the unit an earlier turn gave it
            "Kim: Read absorbance on the SpectraMax, 405?\nLou: 405 nm is for pNPP, yes.\n"
            "Kim: Good, 405 then.",
            "Read absorbance on the SpectraMax,: Good, 405 nm then.",
        ),
    ],
)
def test_dialogue_settles_on_the_agreed_turn(talk: str, run: str) -> None:
    assert agreed_run(talk) == run


@pytest.mark.parametrize(
    "talk",
    [
        # someone objects after the read-back: still open
        "A: Seal at 170 °C?\nB: Yes, 170 °C for 2 s.\nA: Wait, the foil says 160.",
        # the read-back leaves out the time that was discussed
        "A: Shake 1000 rpm for 5 min?\nB: Make it 1200.\nA: OK, 1200 rpm.\nB: Fine.",
        # one speaker only, or no transcript at all
        "Note: spin 500 x g 1 min.\nNote: read A600.\nNote: done.",
        "op: spin\ng: 1500\ntime: 2 min\nop: read\nwl: 600",
        # the read-back names no instrument, two steps, and an instrument was named before
        "A: Can the OT-2 do the beads?\nB: Add 20 µL, mix 30 µL?\n"
        "A: Yes: add 20 µL, then mix with 30 µL.\nB: OK.",
    ],
)
def test_dialogue_left_open_is_kept_whole(talk: str) -> None:
    assert agreed_run(talk) == talk


def test_wiki_page_keeps_steps_and_corrections_drops_chrome() -> None:
    page = (
        "Plate wash\n"
        "Home › Cell culture › Washing\n"
        "Last edited by J. Doe on 3 May 2024\n"
        "{info}The washer was serviced in 2023 (ticket 5512).{info}\n"
        "h2. Procedure\n"
        "# Spin 4 min at 300 x g on the [[Instruments/VSpin|VSpin]].\n"
        "# Add 100 µL PBS with the Flex.\n"
        "{note}*Update 3 May 2024:* step 1 is now 2 min.{note}\n"
        "h2. See also\n"
        "* [[Washer SOP]]\n"
    )
    out = wiki_page(page)
    assert "ticket" not in out and "Last edited" not in out and "Washer SOP" not in out
    assert "1. Spin 4 min at 300 x g on the VSpin." in out
    assert "2. Add 100 µL PBS with the Flex." in out
    assert "step 1 is now 2 min" in out  # a correction is never dropped


def test_plain_text_is_no_wiki_page() -> None:
    text = "Spin at 500 x g for 1 min, then read A600 / A650 on the SpectraMax."
    assert wiki_page(text) == text


@pytest.mark.parametrize(
    ("intent", "op", "params"),
    [
        (
            "[x] cells counted\n[ ] spin\n    - 450 x g\n    - 4 min\n[x] labels printed",
            "spin",
            {"rcf_g": 450, "duration_s": 240},
        ),
        (
            "Lab Wiki / Growth / OD\nLast edited by P. Q. on 2 Feb 2024\n"
            "{info}Old reader used 595 nm.{info}\nh2. Steps\n# Read absorbance at 600 nm.",
            "read_absorbance",
            {"wavelength_nm": 600},
        ),
        (
            "Sam: Seal on the a4S please.\nTeo: 165 and 3 s like always?\n"
            "Sam: New foil, so 175 °C for 2 s.\nTeo: OK, 175 °C, 2 s on the a4S.\nSam: Yes.",
            "seal",
            {"temperature_c": 175, "duration_s": 2},
        ),
    ],
)
def test_page_styles_plan_the_stated_values(intent: str, op: str, params: dict[str, float]) -> None:
    result = plan(intent)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    step = next(s for s in result.workflow.steps if s.operation == op)
    assert {k: step.params[k] for k in params} == params


def test_a_bare_instrument_line_is_a_step_not_a_title() -> None:
    result = plan("XPeel\nread absorbance at 405 nm\nseal at 170 °C for 2 s on the a4S")
    assert result.workflow is not None
    assert [s.operation for s in result.workflow.steps][:3] == [
        "peel",
        "read_absorbance",
        "seal",
    ]


def test_a_final_concentration_without_a_volume_asks() -> None:
    result = plan("With the Fluent, add inhibitor to every well to a final concentration of 5 µM.")
    assert result.status == "needs_clarification"
    assert "5 µM" in (result.halt_reason or "")


def test_an_edit_line_with_more_values_than_one_correction_is_not_half_applied() -> None:
    result = plan(
        "We used to read on another imager; note the i3x emission only goes to 850 nm.\n"
        "EDIT: the peak is at 910 nm, so going with ex 780 / em 910 on the i3x anyway."
    )
    assert result.status != "approved"


@pytest.mark.parametrize(
    ("prompt", "task"),
    [
        (
            "You are a helpful lab agent.\n## Task\nSpin at 700 x g for 1 min.\n"
            "## Constraints\n- Do not change anything\n- Use the VSpin\n"
            "## Output format\nA list, e.g. spin 999 x g",
            "Spin at 700 x g for 1 min.\nUse the VSpin.",
        ),
        (
            "<examples><example>add 5 µL</example></examples>\n<task>Add 12 µL with the STAR."
            "</task>\n<constraints>- the plate was thawed already</constraints>",
            "Add 12 µL with the STAR.",
        ),
        ("TASK: read A280 on the SpectraMax\nRULES:\n* be careful", "read A280 on the SpectraMax"),
        (
            "Spin at 700 x g for 1 min, then read A600.",
            "Spin at 700 x g for 1 min, then read A600.",
        ),
    ],
)
def test_prompt_keeps_the_task(prompt: str, task: str) -> None:
    assert prompt_task(prompt) == task


@pytest.mark.parametrize(
    ("post", "run"),
    [
        (
            "Old: 2 min at 400 x g on the 5810 gave a loose pellet.\nReply: 600 x g.\n"
            "So what I want to run now is 600 x g for 4 min on the 5810.",
            "600 x g for 4 min on the 5810.",
        ),
        (  # no operation in the decision: the post's request comes first, without its values
            "Shaking on the BioShake at 1500 rpm splashes.\nEDIT: going with 1000 rpm, 45 s.",
            "Shaking on the BioShake at splashes: 1000 rpm, 45 s.",
        ),
    ],
)
def test_forum_post_keeps_the_chosen_run(post: str, run: str) -> None:
    assert chosen_run(post) == run


@pytest.mark.parametrize(
    "post",
    [
        "Spin 500 x g for 1 min on the VSpin, then read at 450 nm.",  # no decision at all
        "VSpin or HiG4? Both tried.\nWhat I want to run now is 900 x g, 2 min, then read A450.",
    ],
)
def test_forum_post_without_a_clear_choice_is_kept_whole(post: str) -> None:
    assert chosen_run(post) == post


def test_forum_decision_that_refers_back_asks_instead_of_rerunning_the_story() -> None:
    post = "We spin at 300 x g on the 5810.\nWhat I want to run now is the same spin but 8 min."
    assert chosen_run(post) == "the same spin but 8 min."
    assert plan(post).status == "needs_clarification"


@pytest.mark.parametrize(
    ("compared", "chosen"),
    [
        (  # the header marks the new column; settings join the caption above the table
            "Outgrowth in the Cytomat:\n| Setting | before | after |\n|---|---|---|\n"
            "| Temperature | 37 °C | 32 °C |\n| Time | 16 h | 18 h |",
            "Outgrowth in the Cytomat: Temperature 32 °C, Time 18 h",
        ),
        (  # 'same' keeps the old value; a leading '#' column is no step name
            "| # | Step | SOP v4 | SOP v5 (use this) |\n|---|---|---|---|\n"
            "| 1 | Spin | 800 x g, 2 min | same |\n| 2 | Read | A405 | A410 |",
            "Spin 800 x g, 2 min\nRead A410",
        ),
        (  # nothing says which column runs: both stay, so the plan asks
            "| Parameter | v1 | v2 |\n|---|---|---|\n| Seal | 165 °C | 175 °C |",
            "Seal 165 °C or 175 °C",
        ),
        (  # the step is written after its table: the settings join it, once
            "| Parameter | v1 | v2 (use this) |\n|---|---|---|\n| Wavelength | 405 nm | 415 nm |\n"
            "Read absorbance on the SpectraMax.",
            "Read absorbance on the SpectraMax: Wavelength 415 nm.",
        ),
        ("integration 2 s → 4 s per well", "integration 4 s per well"),
        ("cool 37 °C → 4 °C on the ODTC", "cool 37 °C → 4 °C on the ODTC"),  # a ramp, not a change
        ("spin 500 x g → read 450 nm", "spin 500 x g → read 450 nm"),  # a chain of steps
        (  # a program's next stage, found by the hypothesis test of PCR programs
            "PCR: 20x (90 5 s, 45 5 s, 65 10 s) -> 2 min at 65 °C -> 4 °C forever",
            "PCR: 20x (90 5 s, 45 5 s, 65 10 s) -> 2 min at 65 °C -> 4 °C forever",
        ),
        ("ODTC hold 65 °C → 4 °C", "ODTC hold 65 °C → 4 °C"),
    ],
)
def test_comparison_keeps_the_chosen_values(compared: str, chosen: str) -> None:
    assert chosen_values(compared) == chosen


def test_a_sum_of_additions_does_not_stand_for_an_unused_stated_volume() -> None:
    """5 + 10 µL of a recipe is 15 µL: that must not excuse a stated 15 µL no step adds."""
    result = plan("Normalisation on the Flex: water 15 µL, DNA 5 µL")
    assert result.status == "needs_clarification"
    assert "15 µL" in (result.halt_reason or "")


@pytest.mark.parametrize(
    ("legend", "run"),
    [
        (
            "SPN = VSpin, 600 x g, 2 min\nP9 = 96-well PCR plate\nSPN on P9.",
            "VSpin, 600 x g, 2 min on 96-well PCR plate.",
        ),
        (  # a defined setting no step uses is not part of the run
            "RD1 = absorbance 405 nm\nRD2 = absorbance 562 nm\nToday: RD2 only.",
            "Today: absorbance 562 nm only.",
        ),
        (  # several definitions on one line
            "Key: AB = assay buffer; V1 = 40 µL\nAdd V1 of AB with the Fluent.",
            "Add 40 µL of assay buffer with the Fluent.",
        ),
        (  # an instrument before a colon is a step on it, not a definition
            "CFX384: 40 cycles of 95 °C 5 s, 60 °C 30 s\nthen back to the CFX384 dock",
            "CFX384: 40 cycles of 95 °C 5 s, 60 °C 30 s\nthen back to the CFX384 dock",
        ),
        (  # defined twice, differently: left as it is, so the plan asks
            "HS = a4S 165 °C 2 s\nHS = a4S 175 °C 3 s\nSeal with HS.",
            "HS = a4S 165 °C 2 s\nHS = a4S 175 °C 3 s\nSeal with HS.",
        ),
        ("A: spin it?\nB: yes, 500 x g\nA: ok", "A: spin it?\nB: yes, 500 x g\nA: ok"),
    ],
)
def test_legend_names_are_written_out(legend: str, run: str) -> None:
    assert named_settings(legend) == run


@pytest.mark.parametrize(
    ("mixed", "english"),
    [
        (
            "Pipetar 2,5 µL em cada poço da placa de 384 com o i7",
            "2,5 µL em cada poço da plate 384",
        ),
        ("PCR bitte auf dem ODTC: 30 Zyklen 98 °C 10 s / 60 °C 20 s", "30 cycles"),
        ("Analyser 48 échantillons sur le LabChip, merci", "48 samples"),
        ("Met de OT-2: 20 µl toevoegen aan kolommen 1 t/m 6 van de plaat", "columns 1-6"),
        ("la culture du 3 mai, lote 4471, dans le Cytomat", "3 May, lot 4471"),
    ],
)
def test_other_languages_lab_words_read_as_english(mixed: str, english: str) -> None:
    assert english in english_lab_words(mixed)


def test_english_text_keeps_its_words() -> None:
    text = "Read absorption at 405 nm, then store the plate at 4 °C; charge 2 of the mars kit"
    assert english_lab_words(text) == text


def test_booking_message_runs_its_note_on_the_booked_instrument() -> None:
    message = (
        "Booking confirmed: VSpin, Wed 10:00-10:30 (30 min), Booking ID 5531\n"
        "Note: 700 x g for 2 min please, plate with droplets.\n"
        "Please arrive 5 minutes early. Late cancellations cost EUR 4.00."
    )
    assert booked_run(message) == "700 x g for 2 min please, plate with droplets on the VSpin."
    result = plan(message)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    spin = result.workflow.steps[0]
    assert (spin.device, spin.params["rcf_g"], spin.params["duration_s"]) == (
        "agilent_vspin",
        700,
        120,
    )


def test_a_cancelled_booking_does_not_run() -> None:
    message = (
        "Your booking #12 was cancelled.\nNote: HiG4 4,000 x g 5 min\n\n"
        "Booking confirmed: HiG4, Thu 9:00, Booking ID 13\nNote: 2,000 x g for 4 min"
    )
    assert booked_run(message) == "2,000 x g for 4 min on the HiG4."


def test_a_tip_size_is_no_transfer_volume() -> None:
    result = plan("With the STAR, 40 µL buffer into every well; 300 uL tips are on deck.")
    assert result.status != "approved" or all(
        s.params.get("volume_ul") != 300 for s in (result.workflow.steps if result.workflow else [])
    )


def test_slide_deck_runs_its_plan_slide_with_sub_bullets_joined() -> None:
    deck = (
        "Slide 1 of 3\nWeekly update\n\nSlide 2 of 3\nResults\n• Best at 2,000 x g, CV 4 %\n\n"
        "Slide 3 of 3\nPlan for Friday\n• Spin the plate on the VSpin\n   – 900 xg\n   – 2 min\n"
    )
    assert deck_run(deck) == "Spin the plate on the VSpin, 900 xg, 2 min"
    result = plan(deck)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert result.workflow.steps[0].params["rcf_g"] == 900


def test_a_speaker_note_with_another_value_asks() -> None:
    deck = (
        "Slide 4 of 6\nNext steps\n• Read absorbance at 405 nm\n"
        "Notes: Lee says 415 nm might be better, still to decide."
    )
    assert plan(deck).status == "needs_clarification"


@pytest.mark.parametrize(
    "open_ended",
    [
        "Incubate the flask plate at 37 °C in the Cytomat until ~70 % confluent.",
        "Leave it in the Cytomat at 30 °C until 08:30 tomorrow.",
    ],
)
def test_a_length_set_by_what_is_seen_or_a_clock_without_start_asks(open_ended: str) -> None:
    assert plan(open_ended).status == "needs_clarification"


def test_web_form_keeps_entered_and_chosen_values() -> None:
    html = (
        "<label>Instrument</label><select><option>HiG4</option><option selected>VSpin</option>"
        '</select>\n<label>Speed</label><input value="650" placeholder="e.g. 500"> x g'
        '<small>max 1000</small>\n<label>Time (s)</label><input value="75">'
    )
    out = entered_values(html)
    assert "VSpin" in out and "HiG4" not in out and "650" in out and "500" not in out
    assert "1000" not in out
    text = "Force (×g): [ 2500 ]  range 250–5000\nTemp: (•) 4 °C ( ) RT\n[ Submit ]"
    assert entered_values(text) == "Force (×g): 2500\nTemp: 4 °C"
    result = plan(html)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    assert result.workflow.steps[0].params["rcf_g"] == 650
