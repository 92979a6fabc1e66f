"""A small JSON Patch (RFC 6902) applier for the repairs the rule engine proposes.

Violations carry ``repair`` as a list of JSON Patch operations on the workflow document
(``add``, ``remove``, ``replace``, ``move``, plus ``copy`` and ``test`` for completeness).
:func:`apply_patch` applies them to a copy of the document; the input is never changed.
Paths are JSON pointers (RFC 6901): ``/steps/0/params/temperature_c``, with ``~1`` for
``/`` and ``~0`` for ``~`` inside a key.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from typing import Any

__all__ = ["apply_patch", "parse_pointer", "resolve_pointer"]

_MISSING = object()
_ARRAY_INDEX = re.compile(r"0|[1-9][0-9]*")


def parse_pointer(pointer: str) -> list[str]:
    """Split a JSON pointer into unescaped reference tokens (``""`` is the whole document).

    Raises:
        ValueError: when the pointer is not empty and does not start with ``/``.
    """
    if not isinstance(pointer, str):
        raise ValueError(f"JSON pointer must be a string, got {pointer!r}")
    if pointer == "":
        return []
    if not pointer.startswith("/"):
        raise ValueError(f"JSON pointer {pointer!r} must be empty or start with '/'")
    return [token.replace("~1", "/").replace("~0", "~") for token in pointer[1:].split("/")]


def _index(container: list[Any], token: str, pointer: str, *, allow_end: bool) -> int:
    if allow_end and token == "-":
        return len(container)
    if not _ARRAY_INDEX.fullmatch(token):
        raise ValueError(f"path {pointer!r}: '{token}' is not an array index")
    index = int(token)
    limit = len(container) if allow_end else len(container) - 1
    if index > limit:
        raise ValueError(
            f"path {pointer!r}: index {index} is out of range (array has {len(container)} items)"
        )
    return index


def _child(node: Any, token: str, pointer: str) -> Any:
    if isinstance(node, dict):
        if token not in node:
            raise ValueError(f"path {pointer!r}: key '{token}' does not exist")
        return node[token]
    if isinstance(node, list):
        return node[_index(node, token, pointer, allow_end=False)]
    raise ValueError(f"path {pointer!r}: cannot step into a {type(node).__name__} at '{token}'")


def resolve_pointer(document: Any, pointer: str) -> Any:
    """The value a JSON pointer names.

    Raises:
        ValueError: when the pointer is malformed or names nothing in the document.
    """
    node = document
    for token in parse_pointer(pointer):
        node = _child(node, token, pointer)
    return node


def _parent(document: Any, pointer: str) -> tuple[Any, str]:
    tokens = parse_pointer(pointer)
    node = document
    for token in tokens[:-1]:
        node = _child(node, token, pointer)
    if not isinstance(node, dict | list):
        raise ValueError(f"path {pointer!r}: parent is a {type(node).__name__}, not a container")
    return node, tokens[-1]


def _add(document: Any, pointer: str, value: Any) -> Any:
    if pointer == "":
        return value
    parent, token = _parent(document, pointer)
    if isinstance(parent, dict):
        parent[token] = value
    else:
        parent.insert(_index(parent, token, pointer, allow_end=True), value)
    return document


def _remove(document: Any, pointer: str) -> tuple[Any, Any]:
    if pointer == "":
        raise ValueError("cannot remove the whole document (path '')")
    parent, token = _parent(document, pointer)
    if isinstance(parent, dict):
        if token not in parent:
            raise ValueError(f"path {pointer!r}: key '{token}' does not exist")
        return document, parent.pop(token)
    return document, parent.pop(_index(parent, token, pointer, allow_end=False))


def _replace(document: Any, pointer: str, value: Any) -> Any:
    if pointer == "":
        return value
    resolve_pointer(document, pointer)  # must exist
    parent, token = _parent(document, pointer)
    if isinstance(parent, dict):
        parent[token] = value
    else:
        parent[_index(parent, token, pointer, allow_end=False)] = value
    return document


def _field(op: dict[str, Any], name: str, position: int) -> Any:
    value = op.get(name, _MISSING)
    if value is _MISSING:
        raise ValueError(f"patch operation {position} ({op.get('op')!r}) lacks '{name}'")
    return value


def apply_patch(document: Any, ops: Sequence[dict[str, Any]]) -> Any:
    """Apply JSON Patch operations to a deep copy of ``document`` and return the copy.

    Operations are applied in order; the whole patch fails if one operation fails.

    Raises:
        ValueError: on an unknown operation, a missing field, a malformed pointer or a
            path that does not exist (the message names the operation and the path).
    """
    result = copy.deepcopy(document)
    for position, op in enumerate(ops):
        if not isinstance(op, dict):
            raise ValueError(f"patch operation {position} must be an object, got {op!r}")
        kind = op.get("op")
        path = _field(op, "path", position)
        try:
            if kind == "add":
                result = _add(result, path, copy.deepcopy(_field(op, "value", position)))
            elif kind == "remove":
                result, _ = _remove(result, path)
            elif kind == "replace":
                result = _replace(result, path, copy.deepcopy(_field(op, "value", position)))
            elif kind in ("move", "copy"):
                source = _field(op, "from", position)
                parse_pointer(source)
                if kind == "move":
                    if path == source:
                        continue
                    if path.startswith(source + "/"):
                        raise ValueError(f"cannot move {source!r} into its own child {path!r}")
                    result, value = _remove(result, source)
                else:
                    value = copy.deepcopy(resolve_pointer(result, source))
                result = _add(result, path, value)
            elif kind == "test":
                expected = _field(op, "value", position)
                if resolve_pointer(result, path) != expected:
                    raise ValueError(f"test failed: value at {path!r} is not {expected!r}")
            else:
                raise ValueError(f"unknown patch operation {kind!r}")
        except ValueError as exc:
            raise ValueError(f"patch operation {position} ({kind!r}): {exc}") from None
    return result
