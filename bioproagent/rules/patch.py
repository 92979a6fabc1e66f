"""A small JSON Patch (RFC 6902) applier for the repairs the rule engine proposes.

Violations carry ``repair`` as a list of JSON Patch operations on the workflow document
(``add``, ``remove``, ``replace``, ``move``, plus ``copy`` and ``test`` for completeness).
:func:`apply_patch` applies them to a copy of the document; the input is never changed.
Paths are JSON pointers (RFC 6901): ``/steps/0/params/temperature_c``, with ``~1`` for
``/`` and ``~0`` for ``~`` inside a key.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from bioproagent.errors import PatchError
from bioproagent.pointer import array_index, child, get, split

__all__ = ["apply_patch"]

_MISSING = object()


def _parent(document: Any, pointer: str) -> tuple[Any, str]:
    tokens = split(pointer)
    node = document
    for token in tokens[:-1]:
        node = child(node, token, pointer)
    if not isinstance(node, dict | list):
        raise PatchError(f"path {pointer!r}: parent is a {type(node).__name__}, not a container")
    return node, tokens[-1]


def _add(document: Any, pointer: str, value: Any) -> Any:
    if pointer == "":
        return value
    parent, token = _parent(document, pointer)
    if isinstance(parent, dict):
        parent[token] = value
    else:
        parent.insert(array_index(parent, token, pointer, allow_end=True), value)
    return document


def _remove(document: Any, pointer: str) -> tuple[Any, Any]:
    if pointer == "":
        raise PatchError("cannot remove the whole document (path '')")
    parent, token = _parent(document, pointer)
    if isinstance(parent, dict):
        if token not in parent:
            raise PatchError(f"path {pointer!r}: key '{token}' does not exist")
        return document, parent.pop(token)
    return document, parent.pop(array_index(parent, token, pointer, allow_end=False))


def _replace(document: Any, pointer: str, value: Any) -> Any:
    if pointer == "":
        return value
    get(document, pointer)  # must exist
    parent, token = _parent(document, pointer)
    if isinstance(parent, dict):
        parent[token] = value
    else:
        parent[array_index(parent, token, pointer, allow_end=False)] = value
    return document


def _field(op: dict[str, Any], name: str, position: int) -> Any:
    value = op.get(name, _MISSING)
    if value is _MISSING:
        raise PatchError(f"patch operation {position} ({op.get('op')!r}) lacks '{name}'")
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
            raise PatchError(f"patch operation {position} must be an object, got {op!r}")
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
                split(source)
                if kind == "move":
                    if path == source:
                        continue
                    if path.startswith(source + "/"):
                        raise PatchError(f"cannot move {source!r} into its own child {path!r}")
                    result, value = _remove(result, source)
                else:
                    value = copy.deepcopy(get(result, source))
                result = _add(result, path, value)
            elif kind == "test":
                expected = _field(op, "value", position)
                if get(result, path) != expected:
                    raise PatchError(f"test failed: value at {path!r} is not {expected!r}")
            else:
                raise PatchError(f"unknown patch operation {kind!r}")
        except ValueError as exc:
            raise PatchError(f"patch operation {position} ({kind!r}): {exc}") from None
    return result
