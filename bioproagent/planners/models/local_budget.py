"""Bounds and progress for the embedded local model: it is slow on a CPU, so it says what it
is doing and stops when its budget is spent.

A :class:`Budget` belongs to one :class:`~bioproagent.planners.models.local.LocalChatModel`
instance (one plan, when the model is given as the spec ``"local"``): at most ``max_calls``
replies and ``seconds`` of wall-clock time for all of them together. A call started after
the budget is spent raises :class:`LocalBudgetExceededError` (the planner reports it and the
plan halts with the reason); a reply still being generated when the time runs out is cut
there, like a reply that reached its token limit. Progress goes to a callback as
:class:`LocalProgress` events: when a call starts, every few seconds while tokens come, and
when it ends.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bioproagent.errors import LocalBudgetExceededError

PROGRESS_EVERY_S = 2.0

__all__ = ["Budget", "CallWatch", "LocalBudgetExceededError", "LocalProgress", "stopping_criteria"]


@dataclass(frozen=True)
class LocalProgress:
    """One progress event of the local model."""

    call: int  # 1-based number of this call within the budget
    max_calls: int | None
    phase: str  # "start" (reading the prompt), "generating", "done", "cut" (time ran out)
    prompt_tokens: int
    tokens: int  # generated so far
    max_tokens: int
    elapsed_s: float  # this call
    budget_left_s: float | None

    def line(self) -> str:
        """A one-line rendering for a terminal."""
        calls = f"{self.call}/{self.max_calls}" if self.max_calls else str(self.call)
        left = "" if self.budget_left_s is None else f"; {self.budget_left_s:.0f} s of budget left"
        if self.phase == "start":
            what = f"reading a {self.prompt_tokens}-token prompt"
        elif self.phase == "generating":
            what = f"{self.tokens}/{self.max_tokens} tokens"
        elif self.phase == "cut":
            what = f"time budget spent: reply cut at {self.tokens} tokens"
        else:
            what = f"{self.tokens} tokens"
        return f"local model call {calls}: {what}, {self.elapsed_s:.1f} s{left}"


ProgressCallback = Callable[[LocalProgress], None]


class Budget:
    """Counts calls and wall-clock seconds against the limits (None: unbounded)."""

    def __init__(self, max_calls: int | None, seconds: float | None) -> None:
        self.max_calls, self.seconds = max_calls, seconds
        self.calls = 0
        self.spent_s = 0.0

    def start_call(self) -> int:
        """Count a new call; raise LocalBudgetExceededError when none is left."""
        if self.max_calls is not None and self.calls >= self.max_calls:
            raise LocalBudgetExceededError(
                f"the local model's budget of {self.max_calls} calls for this plan is spent; "
                "raise max_calls, or use the offline planner or a stronger model"
            )
        if self.seconds is not None and self.spent_s >= self.seconds:
            raise LocalBudgetExceededError(
                f"the local model's time budget of {self.seconds:.0f} s for this plan is "
                f"spent ({self.calls} calls); raise time_budget_s, or use the offline "
                "planner or a stronger model"
            )
        self.calls += 1
        return self.calls

    def left_s(self) -> float | None:
        return None if self.seconds is None else max(0.0, self.seconds - self.spent_s)


class CallWatch:
    """Watches one generation: reports progress and says when to stop for time."""

    def __init__(
        self,
        budget: Budget,
        call: int,
        prompt_tokens: int,
        max_tokens: int,
        progress: ProgressCallback | None,
    ) -> None:
        self.budget, self.call, self.prompt_tokens = budget, call, prompt_tokens
        self.max_tokens, self.progress = max_tokens, progress
        self.started = time.monotonic()
        left = budget.left_s()
        self.deadline = None if left is None else self.started + left
        self.tokens = 0
        self.cut = False
        self._last_report = self.started

    def emit(self, phase: str) -> None:
        if self.progress is None:
            return
        elapsed = time.monotonic() - self.started
        left = self.budget.left_s()
        self.progress(
            LocalProgress(
                call=self.call,
                max_calls=self.budget.max_calls,
                phase=phase,
                prompt_tokens=self.prompt_tokens,
                tokens=self.tokens,
                max_tokens=self.max_tokens,
                elapsed_s=elapsed,
                budget_left_s=None if left is None else max(0.0, left - elapsed),
            )
        )

    def token(self) -> bool:
        """Called once per generated token; True to stop generating now."""
        self.tokens += 1
        now = time.monotonic()
        if self.deadline is not None and now >= self.deadline:
            self.cut = True
            return True
        if now - self._last_report >= PROGRESS_EVERY_S:
            self._last_report = now
            self.emit("generating")
        return False

    def finish(self) -> None:
        self.emit("cut" if self.cut else "done")
        self.budget.spent_s += time.monotonic() - self.started


def stopping_criteria(watch: CallWatch) -> Any:
    """A transformers StoppingCriteriaList that feeds ``watch`` one call per token."""
    import torch
    from transformers import StoppingCriteria, StoppingCriteriaList

    class _Watch(StoppingCriteria):  # type: ignore[misc]
        def __call__(self, input_ids: Any, scores: Any, **kwargs: Any) -> Any:
            stop = watch.token()
            return torch.full((input_ids.shape[0],), stop, dtype=torch.bool)

    return StoppingCriteriaList([_Watch()])
