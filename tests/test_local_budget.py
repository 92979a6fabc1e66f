"""The local model's budget (calls, wall-clock seconds) and its progress events, on a fake
clock; the real model's use of them is in test_local_model.py (marker local_model)."""

from __future__ import annotations

import pytest

from bioproagent.planners.models import local_budget
from bioproagent.planners.models.local_budget import (
    Budget,
    CallWatch,
    LocalBudgetExceededError,
    LocalProgress,
)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(local_budget, "time", fake)
    return fake


def generate(watch: CallWatch, clock: FakeClock, tokens: int, s_per_token: float) -> int:
    """Drive ``watch`` like model.generate does; return the tokens produced."""
    for n in range(1, tokens + 1):
        clock.now += s_per_token
        if watch.token():
            return n
    return tokens


@pytest.mark.parametrize(
    ("max_calls", "seconds", "allowed", "needle"),
    [(2, None, 2, "2 calls"), (None, 10.0, 2, "time budget of 10 s"), (1, 10.0, 1, "1 calls")],
    ids=["calls", "seconds", "both"],
)
def test_a_call_after_the_budget_is_refused(
    clock: FakeClock, max_calls: int | None, seconds: float | None, allowed: int, needle: str
) -> None:
    """It should allow calls until a limit is reached, then raise with the limit named."""
    budget = Budget(max_calls, seconds)
    for _ in range(allowed):
        watch = CallWatch(budget, budget.start_call(), 100, 50, None)
        generate(watch, clock, 50, 0.1)  # 5 s per call
        watch.finish()
    with pytest.raises(LocalBudgetExceededError, match=needle):
        budget.start_call()


def test_a_reply_running_past_the_time_budget_is_cut(clock: FakeClock) -> None:
    """It should stop generation at the deadline and report the cut."""
    events: list[LocalProgress] = []
    budget = Budget(None, 3.0)
    watch = CallWatch(budget, budget.start_call(), 1600, 400, events.append)
    watch.emit("start")
    produced = generate(watch, clock, 400, 0.1)
    watch.finish()
    assert produced == 30 and watch.cut
    assert events[0].phase == "start" and events[-1].phase == "cut"
    assert "generating" in {e.phase for e in events}  # a line every couple of seconds
    assert "reply cut at 30 tokens" in events[-1].line()
    assert budget.left_s() == 0.0


def test_progress_lines_say_what_the_model_is_doing(clock: FakeClock) -> None:
    """Each event should render as one readable line with the call number and budget."""
    events: list[LocalProgress] = []
    budget = Budget(12, 600.0)
    watch = CallWatch(budget, budget.start_call(), 1612, 400, events.append)
    watch.emit("start")
    generate(watch, clock, 40, 0.1)
    watch.finish()
    lines = [e.line() for e in events]
    assert lines[0].startswith("local model call 1/12: reading a 1612-token prompt")
    assert lines[-1].startswith("local model call 1/12: 40 tokens, 4.0 s")
    assert lines[-1].endswith("596 s of budget left")
    assert all("\n" not in line for line in lines)


class Stream:
    def __init__(self, tty: bool) -> None:
        self.text, self.tty = "", tty

    def write(self, text: str) -> None:
        self.text += text

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return self.tty


@pytest.mark.parametrize(("tty", "lines"), [(True, 1), (False, 2)], ids=["terminal", "log"])
def test_the_cli_printer_rewrites_a_terminal_line_and_thins_a_log(
    clock: FakeClock, tty: bool, lines: int
) -> None:
    """A terminal should get one line rewritten in place; a log only the start and the end
    (the in-between events come faster than the log interval)."""
    from bioproagent.cli.local_progress import ProgressPrinter

    stream = Stream(tty)
    budget = Budget(None, None)
    watch = CallWatch(budget, budget.start_call(), 100, 400, ProgressPrinter(stream))  # type: ignore[arg-type]
    watch.emit("start")
    generate(watch, clock, 50, 0.1)
    watch.finish()
    assert stream.text.count("\n") == lines
    assert ("\r" in stream.text) is tty
    assert stream.text.replace("\x1b[K", "").rstrip().endswith("50 tokens, 5.0 s")


class BudgetedModel:
    """Stands in for a chat model that bounds its own work."""

    def __init__(self) -> None:
        self.budgets = 0

    def start_budget(self) -> None:
        self.budgets += 1


def test_every_plan_starts_a_fresh_budget() -> None:
    """plan() should give the model a new budget each time, so one instance serves many
    plans (the benchmark reuses an agent's model for every item)."""
    from bioproagent import plan
    from bioproagent.planners.offline.planner import OfflinePlanner

    model = BudgetedModel()
    planner = OfflinePlanner()
    planner.model = model  # type: ignore[attr-defined]
    for _ in range(2):
        plan("Spin a 96-well plate at 500 x g for 60 s", model=planner, llm_review=False)
    assert model.budgets == 2


def test_a_benchmark_item_starts_a_fresh_budget() -> None:
    """Each benchmark item should get its own budget, whatever the agent does with it."""
    from bioproagent.bench.agents.factory import make_agent
    from bioproagent.bench.types import BenchItem

    model = BudgetedModel()
    agent = make_agent("direct")
    agent.chat = model
    item = BenchItem(subset="A", id="x", source="ours", query="Spin a plate at 500 x g")
    agent.run(item)
    agent.run(item)
    assert model.budgets == 2
