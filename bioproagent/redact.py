"""Keeping secrets out of every error text, trace, halt reason, log line and result.

A model server may echo the request (headers included) in an error body, and client
libraries put that body into their exception messages; from there it would reach
``halt_reason``, ``--json`` output and saved files. :func:`redact` removes API keys and
authorization headers from text: every value registered with :func:`register_secret`
(the chat models register their key), the value of ``OPENAI_API_KEY``, ``Bearer``/``Basic``
credentials (a word of 8+ characters with a digit, ``=``, ``_``, ``-`` or mixed case, so ordinary
prose such as "basic protocol" or "token counting" is left alone), ``Authorization`` /
``api-key`` header values and ``sk-...`` style keys.
:func:`redact_data` does the same for every string inside a JSON-like value.
"""

from __future__ import annotations

import os
import re
import threading
from typing import Any

REDACTED = "[REDACTED]"
_MIN_SECRET_CHARS = 6
_KEY_ENVIRONMENT = ("OPENAI_API_KEY",)

_CREDENTIAL = r"(?=[^\s\"',;}\]]*(?:[0-9=_-]|[a-z][A-Z]))[A-Za-z0-9._~+/=:-]{8,}"
"""A credential-looking word: 8+ characters with a digit, '=', '_', '-' or a lower-upper
case change inside it (base64), so not 'protocol'."""
_PATTERNS = [
    re.compile(
        r"((?:proxy-)?authorization|x-api-key|api[-_]?key|openai_api_key|access[-_]token)"
        r"""(["']?\s*[:=]\s*["']?)((?:(?:Bearer|Basic)\s+)?[^\s"',;}\]]+)""",
        re.IGNORECASE,
    ),
    re.compile(rf"\b(Bearer|Basic|bearer)\s+{_CREDENTIAL}"),
    re.compile(r"\bsk-[A-Za-z0-9_-]{12,}"),
]

_known: set[str] = set()
_lock = threading.Lock()


def register_secret(value: str | None) -> None:
    """Remember a secret (an API key) so that :func:`redact` removes it wherever it shows."""
    if value and len(value.strip()) >= _MIN_SECRET_CHARS:
        with _lock:
            _known.add(value.strip())


def _secrets() -> list[str]:
    values = set(_known)
    for name in _KEY_ENVIRONMENT:
        value = os.environ.get(name, "").strip()
        if len(value) >= _MIN_SECRET_CHARS:
            values.add(value)
    return sorted(values, key=len, reverse=True)


def redact(text: str) -> str:
    """``text`` without API keys or authorization header values."""
    if not text:
        return text
    for secret in _secrets():
        if secret in text:
            text = text.replace(secret, REDACTED)
    text = _PATTERNS[0].sub(lambda m: f"{m.group(1)}{m.group(2)}{REDACTED}", text)
    text = _PATTERNS[1].sub(lambda m: f"{m.group(1)} {REDACTED}", text)
    return _PATTERNS[2].sub(REDACTED, text)


def redact_data(value: Any) -> Any:
    """A copy of a JSON-like value with :func:`redact` applied to every string in it."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {
            redact(str(k)) if isinstance(k, str) else k: redact_data(v) for k, v in value.items()
        }
    if isinstance(value, list | tuple):
        return [redact_data(v) for v in value]
    return value
