"""Pasted e-mail and forum threads read oldest message first (bioproagent.intent.threads),
and a reply's 'X rather than Y' applied to what the older message proposed."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.threads import chronological

GMAIL = """OK, but make it 3 minutes rather than 2, the pellet is loose.

Best,
Priya

On Wed, 4 Jun 2025 at 10:02, Tom Ng <tom@lab.example> wrote:
> Hi Priya,
> I'd spin the deep-well block on the HiG4 at 1500 x g for 2 min.
> Tom"""

OUTLOOK = """Fine by me - go ahead.

Sent from my iPhone

-----Original Message-----
From: Core Lab
Sent: Monday, 2 June 2025 09:14
To: Ana
Subject: RE: seal

We will seal the PCR plate on the a4S at 170 °C for 2 s.
Kind regards,
Core Lab
This e-mail is confidential and intended for the named recipient only."""

NESTED = """Agreed, do Sam's version.

> On Tue, Kim wrote:
> Sam's version is fine with me.
>
>> On Mon, Sam wrote:
>> Read absorbance at 450 nm on the SpectraMax."""


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        (
            GMAIL,  # the reply's change is written into what it changes
            "I'd spin the deep-well block on the HiG4 at 1500 x g for 3 min.",
            "pellet is loose.",
        ),
        (OUTLOOK, "We will seal the PCR plate on the a4S at 170 °C for 2 s.", "go ahead."),
        (NESTED, "Read absorbance at 450 nm on the SpectraMax.", "do Sam's version."),
    ],
)
def test_a_thread_reads_oldest_first_without_its_headers(text: str, first: str, last: str) -> None:
    out = chronological(text)
    lines = [line for line in out.split("\n") if line.strip()]
    assert first in lines[0] or first in lines[1]  # a greeting may come first
    assert lines[-1].endswith(last)
    for gone in ("wrote:", "Original Message", "Sent from my", "Subject:", "confidential", ">"):
        assert gone not in out


@pytest.mark.parametrize(
    "text",
    [
        "Spin at 500 x g for 1 min, then read at 450 nm.",
        "> a quoted line first is no reply on top\nSpin at 500 x g.",
        "Seal at 170 °C: the value > 160 °C is what the foil needs.",
        "Notes:\nOn the HiG4 at 1000 x g for 1 min.",
    ],
)
def test_other_text_is_unchanged(text: str) -> None:
    assert chronological(text) == text


def test_a_reply_changes_the_proposed_value_and_says_so() -> None:
    result = plan(GMAIL)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (spin,) = [s for s in result.workflow.steps if s.operation == "spin"]
    assert (spin.params["rcf_g"], spin.params["duration_s"]) == (1500, 180)
    assert any("changed to '3 minutes'" in a for a in result.assumptions)


@pytest.mark.parametrize(
    "reply",
    [
        "Make it 1 min 30 s instead of 2 min.",  # a compound value: not guessed
        "Repeat the spin at 2000 x g instead of 1500.",  # a new step's own value
    ],
)
def test_a_reply_it_cannot_apply_safely_is_never_approved_silently(reply: str) -> None:
    text = GMAIL.replace("OK, but make it 3 minutes rather than 2, the pellet is loose.", reply)
    result = plan(text)
    if result.status == "approved":
        assert result.workflow is not None
        durations = [s.params.get("duration_s") for s in result.workflow.steps]
        assert 120 not in durations or 90 in durations or "Repeat" in reply
        assert 60 not in durations and 30 not in durations  # no part of '1 min 30 s' alone
