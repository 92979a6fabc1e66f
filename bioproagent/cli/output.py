"""Everything the CLI prints goes through here: terminal-safe, secret-free, finite JSON.

Text that came from a user or a model (device names, labware ids, messages quoting them,
model replies) may hold terminal control sequences: an ANSI escape can erase the lines
above it, recolour them or retitle the window, and bidirectional overrides can reorder
what is shown. :func:`terminal_safe` makes every such character visible as an escape
(``\\x1b``, ``\\u202e``) and keeps newlines and tabs. :func:`redact` removes API keys and
authorization headers. JSON output is written without NaN or Infinity (they are not
JSON), and with C1 controls and bidirectional overrides as ``\\uXXXX`` escapes.

Exit codes (documented in README.md and docs/limits.md): see :data:`EXIT_CODES`.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from bioproagent.redact import redact, redact_data

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_BAD_INPUT = 2
EXIT_INFRASTRUCTURE = 3
EXIT_INTERNAL = 4
EXIT_CODES = {
    EXIT_OK: "approved plan, clean workflow or valid registry",
    EXIT_FINDINGS: "violations found, registry problems, or a plan that halted",
    EXIT_BAD_INPUT: "bad input: unreadable or over-limit file, unknown id, bad arguments",
    EXIT_INFRASTRUCTURE: "infrastructure failure: model server unreachable or failing, "
    "deadline passed",
    EXIT_INTERNAL: "internal error (a bug; please report it with the input)",
}

_BIDI = [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]
_UNSAFE = [c for c in range(0x20) if chr(c) not in "\n\t"] + [0x7F, *range(0x80, 0xA0)] + _BIDI
_TEXT_TABLE = {c: (f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}") for c in _UNSAFE}
_JSON_TABLE = {c: f"\\u{c:04x}" for c in [*range(0x80, 0xA0), *_BIDI, 0x7F]}


def terminal_safe(text: str) -> str:
    """``text`` with control characters (except newline and tab) shown as escapes."""
    return text.translate(_TEXT_TABLE)


def clean(text: str) -> str:
    """What may reach a terminal or a log: secrets scrubbed, control characters escaped."""
    return terminal_safe(redact(text))


def out(text: str = "") -> None:
    sys.stdout.write(clean(text) + "\n")


def err(text: str) -> None:
    sys.stderr.write(clean(text) + "\n")


def json_text(data: Any) -> str:
    """Indented JSON of ``data``: no NaN/Infinity, no secrets, no raw C1/bidi controls
    (C0 controls are escaped by JSON itself)."""
    text = json.dumps(redact_data(data), indent=2, ensure_ascii=False, allow_nan=False)
    return text.translate(_JSON_TABLE)


def print_json(data: Any) -> None:
    sys.stdout.write(json_text(data) + "\n")
