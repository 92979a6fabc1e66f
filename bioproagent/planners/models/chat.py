"""Small helpers shared by everything that talks to a chat model.

One reading of a reply's text and one rule for counting its tokens, so the planners, the
scientific reviewer, the benchmark judge and the baselines account for calls the same way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bioproagent import jsonio
from bioproagent.draft import Usage
from bioproagent.grounding import count_tokens

MODEL_REPORTED = "model-reported usage"
APPROXIMATE = "approximate (bioproagent.grounding.count_tokens)"


def message_text(message: Any) -> str:
    """Text of a message (or of its ``content``): a string, or a list of content blocks
    (strings, or dicts carrying ``text``; non-text blocks such as images are skipped)."""
    content = getattr(message, "content", message)
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(
            block if isinstance(block, str) else str(block.get("text", ""))
            for block in content
            if isinstance(block, str)
            or (isinstance(block, dict) and block.get("type", "text") == "text")
        )
    return str(content)


def reply_tokens(reply: Any, prompt_text: str, answer: str) -> tuple[int, int, str]:
    """(prompt tokens, completion tokens, how they were counted) for one call: the model's
    own ``usage_metadata`` when it reports it, else the approximate counter."""
    meta = getattr(reply, "usage_metadata", None)
    if meta and (meta.get("input_tokens") is not None or meta.get("output_tokens") is not None):
        return (
            int(meta.get("input_tokens") or 0),
            int(meta.get("output_tokens") or 0),
            MODEL_REPORTED,
        )
    return count_tokens(prompt_text), count_tokens(answer), APPROXIMATE


_FENCE = re.compile(r"^```(?:json|JSON)?\s*\n?(.*?)\n?\s*```$", re.S)


def strict_json(text: str) -> Any:
    """The JSON value a reply consists of (one code fence around it tolerated), or None.

    Deliberately strict, for verdicts: prose around the JSON makes the reply unreadable.
    """
    body = text.strip()
    fenced = _FENCE.match(body)
    if fenced:
        body = fenced.group(1).strip()
    try:
        return jsonio.loads(body, what="verdict", max_chars=jsonio.MAX_REPLY_CHARS)
    except ValueError:  # not JSON, or NaN/Infinity/duplicate keys/too deep (InputError)
        return None


@dataclass
class ModelCall:
    """One counted chat call: the reply's text, its usage, or the error it raised."""

    text: str
    usage: Usage
    error: Exception | None = None


def call_model(model: Any, messages: Sequence[Any]) -> ModelCall:
    """Invoke ``model`` once and count it; a backend failure is returned, not raised (its
    prompt is still counted, approximately)."""
    prompt_text = "\n".join(message_text(m) for m in messages)
    usage = Usage(llm_calls=1)
    try:
        reply = model.invoke(list(messages))
    except Exception as exc:  # any backend failure is the caller's to report
        usage.prompt_tokens, usage.token_counting = count_tokens(prompt_text), APPROXIMATE
        return ModelCall("", usage, exc)
    text = message_text(reply)
    usage.prompt_tokens, usage.completion_tokens, usage.token_counting = reply_tokens(
        reply, prompt_text, text
    )
    return ModelCall(text, usage)


def start_budget(model: Any) -> None:
    """Give a model that bounds its own work (the local model: calls and seconds) a fresh
    budget; called once per plan and once per benchmark item. Other models are untouched."""
    start = getattr(model, "start_budget", None)
    if callable(start):
        start()
