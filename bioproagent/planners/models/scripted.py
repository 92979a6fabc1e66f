"""A chat model that replays a script: for tests, demos and offline benchmarks.

:class:`ScriptedChatModel` is a real langchain-core ``BaseChatModel``, so anything that
drives a chat model (the :class:`~bioproagent.planners.llm.LLMPlanner`, the controller)
can be run without a network or weights. Each call takes the next item of ``replies``:

* a string is returned as the reply;
* a callable receives the messages of the call and returns the reply text (so a script
  can answer what it is asked, e.g. echo a value from the prompt);
* an exception instance is raised (to rehearse timeouts and server errors).

Every call's messages are kept in ``history``. Usage metadata is reported with
:func:`bioproagent.grounding.count_tokens` unless ``report_usage`` is False (then callers
fall back to their own counting). A call after the script has run out raises
:class:`ScriptExhaustedError`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bioproagent.errors import ScriptExhaustedError
from bioproagent.grounding import count_tokens
from bioproagent.planners.models.chat import message_text

try:
    from langchain_core.callbacks import CallbackManagerForLLMRun
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import AIMessage, BaseMessage
    from langchain_core.outputs import ChatGeneration, ChatResult
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(
        "bioproagent.planners.models.scripted needs langchain-core: pip install langchain-core"
    ) from exc
from pydantic import Field

ScriptItem = str | Callable[[list[BaseMessage]], str] | BaseException


class ScriptedChatModel(BaseChatModel):
    """Replays ``replies`` in order and records every prompt in ``history``."""

    replies: list[Any] = Field(default_factory=list)
    """Strings, callables (messages -> str) or exception instances, in call order."""
    history: list[list[BaseMessage]] = Field(default_factory=list)
    """The messages of every call, in order."""
    report_usage: bool = True
    """Attach usage_metadata (count_tokens on prompt and reply) to each AIMessage."""
    model_name: str = "scripted"

    @property
    def _llm_type(self) -> str:
        return "bioproagent-scripted"

    @property
    def calls(self) -> int:
        """How many calls the model has answered (or failed) so far."""
        return len(self.history)

    @property
    def remaining(self) -> int:
        """Replies not used yet."""
        return max(0, len(self.replies) - len(self.history))

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        index = len(self.history)
        self.history.append(list(messages))
        if index >= len(self.replies):
            raise ScriptExhaustedError(
                f"the scripted model has {len(self.replies)} replies and was called a "
                f"{_ordinal(index + 1)} time; add a reply to the script for this call"
            )
        item = self.replies[index]
        if isinstance(item, BaseException):
            raise item
        text = item(list(messages)) if callable(item) else item
        if not isinstance(text, str):
            raise TypeError(f"scripted reply {index} returned {type(text).__name__}, not str")
        usage = None
        if self.report_usage:
            prompt = sum(count_tokens(message_text(m)) for m in messages)
            completion = count_tokens(text)
            usage = {
                "input_tokens": prompt,
                "output_tokens": completion,
                "total_tokens": prompt + completion,
            }
        message = AIMessage(
            content=text, usage_metadata=usage, response_metadata={"model_name": self.model_name}
        )
        return ChatResult(generations=[ChatGeneration(message=message)])


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
