"""A kanban board pasted as text: the open robot cards run, in progress first."""

from __future__ import annotations

import pytest

from bioproagent.intent.kanban_boards import board_run

BOARD = (
    "Board: ELISA line\n"
    "TO DO\n"
    " #12 Read absorbance at 450 nm on the SpectraMax — robot\n"
    " #13 Write up the results (bench, Ana)\n"
    "DOING\n"
    " #11 Spin the plate 1 min at 500 x g (VSpin) — robot — started 09:02\n"
    "DONE\n"
    " #10 Spin 6000 x g (old protocol) — robot\n"
    "BLOCKED\n"
    " #14 Seal at 170 °C (a4S) — robot — film out of stock\n"
)


def test_open_robot_cards_run_in_progress_first() -> None:
    assert board_run(BOARD) == (
        "1. Spin the plate 1 min at 500 x g (VSpin)\n2. Read absorbance at 450 nm on the SpectraMax"
    )


def test_an_unblocked_card_runs() -> None:
    text = BOARD.replace("film out of stock", "new roll in, unblocked")
    assert board_run(text).endswith("3. Seal at 170 °C (a4S)")


@pytest.mark.parametrize(
    "text",
    [
        "TO DO\n #1 Spin 1 min at 500 x g",  # one column: no board
        "Spin 1 min at 500 x g, then read at 450 nm.",
        "DONE\n #1 Spin 1 min at 500 x g\nBLOCKED\n #2 Read at 450 nm",  # nothing open
    ],
    ids=["one-column", "no-board", "nothing-open"],
)
def test_text_that_is_no_open_board_stays(text: str) -> None:
    assert board_run(text) == text
