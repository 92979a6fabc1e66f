"""Small helpers shared by everything that talks to a chat model.

One reading of a reply's text and one rule for counting its tokens, so the planners, the
scientific reviewer, the benchmark judge and the baselines account for calls the same way.
"""

from __future__ import annotations

import json
import re
from typing import Any

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
        return int(meta.get("input_tokens") or 0), int(meta.get("output_tokens") or 0), \
            MODEL_REPORTED
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
        return json.loads(body)
    except ValueError:
        return None
