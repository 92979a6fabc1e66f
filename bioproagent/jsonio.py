"""Strict, bounded JSON reading and safe JSON writing, for every file, reply and payload.

Python's ``json`` module accepts ``NaN``, ``Infinity`` and ``-Infinity`` (not JSON), turns
``1e400`` into infinity, lets a later duplicate key win silently, recurses once per nesting
level (a few thousand ``[`` raise ``RecursionError``) and refuses integers of more than
4,300 digits with a ``ValueError`` that does not say where. :func:`loads` closes each of
these edges with an :class:`~bioproagent.errors.InputError` that says what and where, in
time linear in the size of the text. :func:`dumps` never writes a non-finite number, and
:func:`atomic_write_text` never leaves half a file behind.

The limits are documented in ``docs/limits.md``.
"""

from __future__ import annotations

import json
import math
import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bioproagent.errors import InputError

MAX_DEPTH = 64
"""Deepest nesting of objects and arrays accepted in any JSON input."""
MAX_NUMBER_CHARS = 100
"""Longest number literal accepted (a float carries 17 significant digits; 100 leaves room
for a model that writes a long decimal, and stays far below Python's 4,300-digit limit)."""
MAX_REPLY_CHARS = 200_000
"""Longest model reply read (a workflow of a hundred steps is well under 50,000)."""
MAX_DOCUMENT_CHARS = 16_000_000
"""Largest JSON document read from a file or standard input (about 16 MB)."""

_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[{]|[\]}]', re.DOTALL)


def nesting_depth(text: str, stop_at: int | None = None) -> int:
    """Deepest bracket nesting in JSON-like text, strings skipped; linear time.

    Stops counting once ``stop_at`` is exceeded (the result is then ``stop_at + 1``).
    """
    if text.count("[") + text.count("{") <= (stop_at or 0):
        return text.count("[") + text.count("{")
    depth = deepest = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in ("[", "{"):
            depth += 1
            if depth > deepest:
                deepest = depth
                if stop_at is not None and deepest > stop_at:
                    return deepest
        elif token in ("]", "}"):
            depth = max(0, depth - 1)
    return deepest


def reject_constant(name: str) -> Any:
    raise InputError(
        f"{name} is not a JSON number; write a finite number (NaN and Infinity are refused)"
    )


def checked_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise InputError(
            f"number literal of {len(text)} characters (starting {text[:12]}...) is longer "
            f"than the limit of {MAX_NUMBER_CHARS}"
        )
    value = float(text)
    if not math.isfinite(value):
        raise InputError(f"number {text} is too large to be represented (it overflows)")
    return value


def checked_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise InputError(
            f"integer literal of {len(text)} digits (starting {text[:12]}...) is longer than "
            f"the limit of {MAX_NUMBER_CHARS}"
        )
    return int(text)


def unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise InputError(
                f"duplicate key '{key[:60]}' in one object; JSON readers disagree on which "
                "value wins, so remove one of them"
            )
        result[key] = value
    return result


def loads(
    text: str | bytes,
    *,
    what: str = "input",
    max_depth: int = MAX_DEPTH,
    max_chars: int = MAX_DOCUMENT_CHARS,
) -> Any:
    """Parse strict JSON within the documented limits.

    Raises:
        InputError: the text is too large or too deep, holds NaN/Infinity, an overflowing
            or over-long number, or a duplicate key (the message names ``what``).
        json.JSONDecodeError: the text is not JSON (line and column in the message).
    """
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    if len(text) > max_chars:
        raise InputError(
            f"{what}: {len(text):,} characters is more than the limit of {max_chars:,}"
        )
    depth = nesting_depth(text, stop_at=max_depth)
    if depth > max_depth:
        raise InputError(
            f"{what}: objects and arrays nested more than {max_depth} deep; flatten the input"
        )
    try:
        return json.loads(
            text,
            parse_constant=reject_constant,
            parse_float=checked_float,
            parse_int=checked_int,
            object_pairs_hook=unique_pairs,
        )
    except InputError as exc:
        raise InputError(f"{what}: {exc}") from None
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise InputError(f"{what}: nested too deeply") from None


def read_text_limited(path: str | Path, max_chars: int = MAX_DOCUMENT_CHARS) -> str:
    """A UTF-8 file's text, refused (``InputError``) before reading when it is larger than
    ``max_chars`` characters could be (4 bytes each) or after reading when it has more."""
    target = Path(path)
    if target.stat().st_size > 4 * max_chars:
        raise InputError(
            f"{target}: {target.stat().st_size:,} bytes is more than the limit of "
            f"{max_chars:,} characters"
        )
    text = target.read_text(encoding="utf-8")
    if len(text) > max_chars:
        raise InputError(
            f"{target}: {len(text):,} characters is more than the limit of {max_chars:,}"
        )
    return text


def read_stream_limited(stream: Any, max_chars: int = MAX_DOCUMENT_CHARS) -> str:
    """Up to ``max_chars`` characters of a text stream; ``InputError`` if there are more."""
    text = str(stream.read(max_chars + 1))
    if len(text) > max_chars:
        raise InputError(f"standard input is more than the limit of {max_chars:,} characters")
    return text


def deeper_than(value: Any, max_depth: int = MAX_DEPTH) -> bool:
    """Whether a Python value nests dicts/lists more than ``max_depth`` deep (iterative)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict | list | tuple):
            if depth >= max_depth:
                return True
            children: Iterator[Any] = iter(node.values() if isinstance(node, dict) else node)
            stack.extend((child, depth + 1) for child in children)
    return False


def dumps(value: Any, *, indent: int | None = 2, ensure_ascii: bool = False) -> str:
    """JSON text that never holds NaN or Infinity (raises ``ValueError`` instead)."""
    return json.dumps(value, indent=indent, ensure_ascii=ensure_ascii, allow_nan=False)


def check_writable(path: str | Path) -> Path:
    """Make sure ``path`` can be written as a file *before* any work is done.

    Creates missing parent directories. Raises :class:`InputError` when the path is a
    directory, its parent is not a directory, or it cannot be written.
    """
    target = Path(path)
    if target.is_dir():
        raise InputError(f"{target}: is a directory; give a file name, e.g. {target}/result.json")
    parent = target.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise InputError(f"{target}: a parent of this path is a file, not a folder") from None
    except OSError as exc:
        raise InputError(f"{target}: cannot create its folder: {exc.strerror or exc}") from None
    if not os.access(parent, os.W_OK | os.X_OK):
        raise InputError(f"{target}: folder {parent} is not writable")
    if target.exists() and not os.access(target, os.W_OK):
        raise InputError(f"{target}: file exists and is not writable")
    return target


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder and
    ``os.replace``: a reader sees the old file or the new one, never half of one."""
    target = Path(path)
    handle, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
