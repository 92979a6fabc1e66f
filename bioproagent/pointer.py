"""JSON pointers (RFC 6901): the one place where pointers are built, split and followed.

Errors are :class:`~bioproagent.errors.PatchError`, a :class:`ValueError`.

A pointer is ``""`` (the whole document) or ``/token/token...``; inside a token ``~`` is
written ``~0`` and ``/`` is written ``~1``. Violation paths, registry problem locations,
JSON Patch paths and unverified-field notes all go through these functions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from bioproagent.errors import PatchError

__all__ = ["MISSING", "child", "escape", "get", "join", "split", "unescape"]

MISSING: Any = object()
"""Sentinel for :func:`get`: raise instead of returning a default."""

_ARRAY_INDEX = re.compile(r"0|[1-9][0-9]*")


def escape(token: Any) -> str:
    """One reference token, escaped (``a/b`` -> ``a~1b``, ``a~b`` -> ``a~0b``)."""
    return str(token).replace("~", "~0").replace("/", "~1")


def unescape(token: str) -> str:
    """The key a reference token names (``a~1b`` -> ``a/b``)."""
    return token.replace("~1", "/").replace("~0", "~")


def join(parts: Iterable[Any]) -> str:
    """Pointer for a path of keys and indices: ``["steps", 0, "params"]`` -> ``/steps/0/params``."""
    escaped = [escape(p) for p in parts]
    return "/" + "/".join(escaped) if escaped else ""


def split(pointer: str) -> list[str]:
    """The unescaped reference tokens of a pointer (``""`` -> ``[]``).

    Raises:
        PatchError: when the pointer is not a string, or is not empty and does not start
            with ``/``.
    """
    if not isinstance(pointer, str):
        raise PatchError(f"JSON pointer must be a string, got {pointer!r}")
    if pointer == "":
        return []
    if not pointer.startswith("/"):
        raise PatchError(f"JSON pointer {pointer!r} must be empty or start with '/'")
    return [unescape(token) for token in pointer[1:].split("/")]


def array_index(container: list[Any], token: str, pointer: str, *, allow_end: bool) -> int:
    """The list index a token names (``-`` is one past the end when ``allow_end``).

    Raises:
        PatchError: when the token is not a canonical index or is out of range.
    """
    if allow_end and token == "-":
        return len(container)
    if not _ARRAY_INDEX.fullmatch(token):
        raise PatchError(f"path {pointer!r}: '{token}' is not an array index")
    index = int(token)
    limit = len(container) if allow_end else len(container) - 1
    if index > limit:
        raise PatchError(
            f"path {pointer!r}: index {index} is out of range (array has {len(container)} items)"
        )
    return index


def child(node: Any, token: str, pointer: str) -> Any:
    """One step down from ``node`` (``pointer`` only names the whole path in errors).

    Raises:
        PatchError: when the key or index does not exist, or ``node`` is not a container.
    """
    if isinstance(node, dict):
        if token not in node:
            raise PatchError(f"path {pointer!r}: key '{token}' does not exist")
        return node[token]
    if isinstance(node, list):
        return node[array_index(node, token, pointer, allow_end=False)]
    raise PatchError(f"path {pointer!r}: cannot step into a {type(node).__name__} at '{token}'")


def get(document: Any, pointer: str, default: Any = MISSING) -> Any:
    """The value a pointer names; ``default`` when it names nothing (if one is given).

    Raises:
        PatchError: when the pointer is malformed or names nothing and no default is given.
    """
    try:
        node = document
        for token in split(pointer):
            node = child(node, token, pointer)
    except PatchError:
        if default is MISSING:
            raise
        return default
    return node
