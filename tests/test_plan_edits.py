"""A listed plan and the reply that edits it before 'go'."""

from __future__ import annotations

import pytest

from bioproagent.intent.plan_edits import edited_plan

PLAN = (
    "AI: Here's a plan:\n"
    "1. Peel the seal (XPeel)\n"
    "2. Add 90 µL beads on the STAR\n"
    "3. Mix 100 µL x 10 on the STAR\n"
    "4. Spin 1 min at 500 x g\n"
)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        (
            "Me: put 2 and 3 on the Fluent. and mix 8x at 120 uL. rest fine, run it",
            "1. Peel the seal (XPeel)\n2. Add 90 µL beads on the Fluent\n"
            "3. Mix 120 uL 8 times on the Fluent\n4. Spin 1 min at 500 x g",
        ),
        (
            "Me: drop step 4, swap 2 and 3. go",
            "1. Peel the seal (XPeel)\n2. Mix 100 µL x 10 on the STAR\n"
            "3. Add 90 µL beads on the STAR",
        ),
        (
            "Me: spin 2 min, add a step 5: read absorbance at 450 nm. looks good",
            "1. Peel the seal (XPeel)\n2. Add 90 µL beads on the STAR\n"
            "3. Mix 100 µL x 10 on the STAR\n4. Spin 2 min at 500 x g\n"
            "5. read absorbance at 450 nm",
        ),
        (
            "Me: use the Fluent not the STAR. go",
            PLAN.split("\n", 1)[1].replace("STAR", "Fluent").strip(),
        ),
    ],
    ids=["move-and-values", "drop-and-swap", "value-and-added-step", "instrument-swapped"],
)
def test_the_reply_edits_the_listed_plan(reply: str, expected: str) -> None:
    assert edited_plan(PLAN + reply) == expected


def test_a_mix_edit_never_lands_on_a_master_mix_addition() -> None:
    text = "AI: 1. STAR: 20 µL primer mix per well\n2. Seal on the a4S, 165 °C, 3 s\n"
    assert edited_plan(text + "Me: mix 3x at 15 µL. go") == text + "Me: mix 3x at 15 µL. go"


@pytest.mark.parametrize(
    "reply",
    [
        "Me: only the first three columns. go",  # a change for no step it names
        "Me: two seconds on the spin. go",  # a value in words this reader does not read
        "Me: put 2 and 3 on the Fluent",  # no approval yet
        "Me: seal 2 s, go",  # 'Peel the seal' is a peel: the plan has no seal step to edit
    ],
    ids=["change-for-no-step", "value-in-words", "not-approved", "peel-is-no-seal"],
)
def test_an_edit_the_reader_cannot_apply_leaves_the_text(reply: str) -> None:
    assert edited_plan(PLAN + reply) == PLAN + reply
