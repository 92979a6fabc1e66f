"""Reading JSON out of what a language model wrote.

Models wrap their JSON in code fences, put prose before and after it, apologise in the
middle of it, leave trailing commas, use typographic quotes or Python literals, and
sometimes stop half way. :func:`extract_json` tries, in order: the whole reply, each code
fence, and every balanced ``{...}`` / ``[...]`` span (string-aware), first as strict JSON,
then after a lenient normalisation (quotes, literals, commas, comments) and last with
prose lines dropped from inside the payload. It never raises: a :class:`ParseResult`
carries either the value or an error that says what was wrong and where (line and column
in the reply), so the caller can send that back to the model.

:func:`parse_draft` and :func:`parse_code` add the shape checks for the two payloads a
planner asks for: a :class:`~bioproagent.draft.Draft`, and a workflow dict in IR shape
(symbols are resolved later by :func:`bioproagent.grounding.resolve`).
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import ValidationError

from bioproagent.draft import Draft, DraftLabware, DraftStep
from bioproagent.planners.models.lenient_json import drop_prose, normalise

Expect = Literal["object", "array", "any"]

_FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+-]*)[ \t]*\n?(.*?)(?:```|\Z)", re.DOTALL)
_WRAPPERS = ("workflow", "code", "device_code", "draft", "protocol", "result", "output")


@dataclass(frozen=True)
class ParseResult:
    """The value read from a reply, or why none could be read."""

    value: Any = None
    error: str | None = None
    repairs: tuple[str, ...] = field(default=())
    """Lenient fixes that were needed (e.g. 'removed trailing commas'), for the trace."""

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass
class _Attempt:
    value: Any = None
    error: str | None = None
    repairs: list[str] = field(default_factory=list)
    size: int = 0
    parsed: bool = False
    looks_like_json: bool = False


def extract_json(text: str | None, expect: Expect = "any") -> ParseResult:
    """Read one JSON object (or array) out of model text; never raises.

    Args:
        text: The model's reply.
        expect: ``"object"``, ``"array"`` or ``"any"``; a value of another kind is an error.
    """
    if text is None or not text.strip():
        return ParseResult(error="the reply is empty; expected a JSON " + _kind(expect))
    failures: list[_Attempt] = []
    for lenient_lines in (False, True):  # prose inside the payload is the last resort
        best: _Attempt | None = None
        for offset, chunk, origin in _candidates(text, expect):
            attempt = _parse_chunk(text, offset, chunk, expect, lenient_lines)
            if attempt.error is None:
                attempt.repairs = ([origin] if origin else []) + attempt.repairs
                if best is None or attempt.size > best.size:
                    best = attempt
                if origin in ("", "read the code fence"):
                    break  # the whole reply, or a fence, is the payload: look no further
            elif not lenient_lines:
                failures.append(attempt)
        if best is not None:
            return ParseResult(value=best.value, repairs=tuple(best.repairs))
    looked_like_json = [a for a in failures if not a.parsed and a.looks_like_json]
    if looked_like_json:
        return ParseResult(error=max(looked_like_json, key=lambda a: a.size).error)
    wrong_type = [a for a in failures if a.parsed]
    if wrong_type:
        return ParseResult(error=wrong_type[0].error)
    preview = text.strip()[:60].replace("\n", " ")
    return ParseResult(
        error=f"no JSON {_kind(expect)} found in the reply ({len(text)} characters, starting "
        f"'{preview}'); reply with the JSON {_kind(expect)} only"
    )


def parse_draft(text: str | None) -> ParseResult:
    """Read a :class:`Draft` from a reply. Unknown keys are dropped (and noted in repairs);
    steps given as plain strings become ``{"text": ...}``."""
    found = extract_json(text, "object")
    if not found.ok:
        return found
    data = _unwrap(found.value, "steps")
    repairs = list(found.repairs)
    data = _lenient_draft(data, repairs)
    try:
        draft = Draft.model_validate(data)
    except ValidationError as exc:
        return ParseResult(error="the JSON does not have the Draft shape: " + _pydantic_errors(exc))
    return ParseResult(value=draft, repairs=tuple(repairs))


def parse_code(text: str | None) -> ParseResult:
    """Read device code (a workflow dict in IR shape, symbols unresolved) from a reply."""
    found = extract_json(text, "object")
    if not found.ok:
        return found
    data = _unwrap(found.value, "steps")
    problem = check_code_shape(data)
    if problem:
        return ParseResult(error=problem)
    return ParseResult(value=data, repairs=found.repairs)


def check_code_shape(document: Any) -> str | None:
    """None when ``document`` has the basic IR shape, else what is wrong and where.

    Basic shape: an object with a ``labware`` list of objects with string ``id`` and
    ``type``, and a non-empty ``steps`` list of objects with string ``id``, ``device`` and
    ``operation`` (``params`` and ``labware``, when present, are objects).
    """
    if not isinstance(document, dict):
        return (
            f"device code must be a JSON object with 'labware' and 'steps', not "
            f"{_json_type(document)}"
        )
    problems: list[str] = []
    labware = document.get("labware")
    if labware is None:
        problems.append("/labware: missing; device code declares its labware in a list")
        labware = []
    elif not isinstance(labware, list):
        problems.append(f"/labware: must be a list of labware objects, not {_json_type(labware)}")
        labware = []
    for j, item in enumerate(labware):
        if not isinstance(item, dict):
            problems.append(
                f"/labware/{j}: must be an object with id and type, not {_json_type(item)}"
            )
            continue
        problems += [
            f"/labware/{j}/{key}: missing or not a string (every labware needs id and type)"
            for key in ("id", "type")
            if not _text(item.get(key))
        ]
    steps = document.get("steps")
    if steps is None:
        problems.append("/steps: missing; device code needs a list of steps")
    elif not isinstance(steps, list):
        problems.append(f"/steps: must be a list of step objects, not {_json_type(steps)}")
    elif not steps:
        problems.append("/steps: empty; device code needs at least one step")
    else:
        for i, step in enumerate(steps):
            if not isinstance(step, dict):
                problems.append(
                    f"/steps/{i}: must be an object with id, device and operation, "
                    f"not {_json_type(step)}"
                )
                continue
            problems += [
                f"/steps/{i}/{key}: missing or not a string (every step needs id, "
                f"device and operation)"
                for key in ("id", "device", "operation")
                if not _text(step.get(key))
            ]
            problems += [
                f"/steps/{i}/{key}: must be an object, not {_json_type(step[key])}"
                for key in ("params", "labware")
                if key in step and not isinstance(step[key], dict)
            ]
    if not problems:
        return None
    more = f" (and {len(problems) - 8} more)" if len(problems) > 8 else ""
    return "the JSON does not have the workflow shape: " + "; ".join(problems[:8]) + more


# --- candidates ------------------------------------------------------------------------


def _candidates(text: str, expect: Expect) -> Iterator[tuple[int, str, str]]:
    """(offset in the reply, chunk, how it was found), most likely payload first."""
    yield 0, text, ""
    for match in _FENCE.finditer(text):
        body = match.group(2)
        if body.strip():
            yield match.start(2), body, "read the code fence"
    openers = {"object": "{", "array": "[", "any": "{["}[expect]
    spans = list(_balanced_spans(text, openers))
    for start, end in spans:
        yield start, text[start:end], "ignored text around the JSON"
    first = min((text.find(c) for c in openers if c in text), default=-1)
    closer = "}" if openers == "{" else "]" if openers == "[" else "}]"
    last = max(text.rfind(c) for c in closer)
    if first >= 0 and last > first and (first, last + 1) not in spans:
        yield first, text[first : last + 1], "ignored text around the JSON"


def _balanced_spans(text: str, openers: str) -> Iterator[tuple[int, int]]:
    """Outermost balanced spans starting with one of ``openers``; quotes respected. An
    unclosed span runs to the end of the text (so its error reports the truncation)."""
    i, n = 0, len(text)
    while i < n:
        if text[i] not in openers:
            i += 1
            continue
        end, _ = _scan(text, i)
        if end is None:
            yield i, n
            return
        yield i, end
        i = end


def _scan(text: str, start: int) -> tuple[int | None, str]:
    """Index after the bracket closing the one at ``start`` (string-aware), or None and
    why: ``"unclosed"`` (the text ends inside it), ``"in_string"`` (it ends inside a
    string) or ``"mismatch"`` (a closing bracket of the other kind)."""
    stack: list[str] = []
    in_string = False
    escaped = False
    for k in range(start, len(text)):
        ch = text[k]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            stack.append("}" if ch == "{" else "]")
        elif ch in "}]":
            if not stack or stack[-1] != ch:
                return None, "mismatch"
            stack.pop()
            if not stack:
                return k + 1, ""
    return None, "in_string" if in_string else "unclosed"


# --- parsing one chunk -----------------------------------------------------------------


def _parse_chunk(
    reply: str, offset: int, chunk: str, expect: Expect, lenient_lines: bool
) -> _Attempt:
    stripped = chunk.strip()
    attempt = _Attempt(size=len(stripped), looks_like_json=stripped[:1] in ("{", "["))
    try:
        value = json.loads(chunk, strict=False)
    except json.JSONDecodeError as exc:
        attempt.error = _decode_error(reply, offset, chunk, exc)
    else:
        return _typed(attempt, value, expect)
    tries: list[tuple[str, list[str]]] = [(chunk, [])]
    if lenient_lines:
        without_prose = drop_prose(chunk)
        if without_prose is None:
            return attempt
        tries = [(without_prose, ["dropped prose lines inside the JSON"])]
    for candidate, extra in tries:
        normalised, fixes = normalise(candidate)
        try:
            value = json.loads(normalised, strict=False)
        except json.JSONDecodeError:
            continue
        attempt.repairs = extra + fixes
        return _typed(attempt, value, expect)
    if lenient_lines:
        return attempt
    try:  # a Python literal such as {'a': True} with single-quoted keys
        value = ast.literal_eval(stripped)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return attempt
    if isinstance(value, (dict, list)):
        attempt.repairs = ["read a Python literal"]
        return _typed(attempt, json.loads(json.dumps(value, default=str)), expect)
    return attempt


_WANTED: dict[str, type | tuple[type, ...]] = {"object": dict, "array": list, "any": (dict, list)}


def _typed(attempt: _Attempt, value: Any, expect: Expect) -> _Attempt:
    attempt.parsed = True
    wanted = _WANTED[expect]
    if isinstance(value, wanted):
        attempt.value = value
        attempt.error = None
    else:
        attempt.size = 0
        attempt.error = f"expected a JSON {_kind(expect)}, found {_json_type(value)}"
    return attempt


def _decode_error(reply: str, offset: int, chunk: str, exc: json.JSONDecodeError) -> str:
    stripped = chunk.strip()
    if stripped[:1] in ("{", "["):
        start = chunk.index(stripped[0])
        end, why = _scan(chunk, start)
        if end is None and why != "mismatch":
            line, column = _line_col(reply, offset + start)
            kind = "object" if stripped[0] == "{" else "array"
            inside = " inside a string" if why == "in_string" else ""
            return (
                f"the reply ends{inside} before the JSON {kind} that starts at line {line}, "
                f"column {column} is closed (truncated output?); reply with the complete "
                f"JSON"
            )
    line, column = _line_col(reply, offset + exc.pos)
    position = offset + exc.pos
    near = reply[max(0, position - 20) : position + 20].replace("\n", "\\n")
    return f"invalid JSON at line {line}, column {column}: {exc.msg} (near '{near}')"


def _line_col(text: str, position: int) -> tuple[int, int]:
    line = text.count("\n", 0, position) + 1
    column = position - (text.rfind("\n", 0, position) + 1) + 1
    return line, column


# --- shapes ----------------------------------------------------------------------------


def _unwrap(value: Any, key: str) -> Any:
    """{"workflow": {...}} -> {...} when the single wrapper holds the payload."""
    if isinstance(value, dict) and key not in value and len(value) == 1:
        ((name, inner),) = value.items()
        if name in _WRAPPERS and isinstance(inner, dict):
            return inner
    return value


def _lenient_draft(data: Any, repairs: list[str]) -> Any:
    if not isinstance(data, dict):
        return data
    data = _known(data, Draft, "", repairs)
    steps = data.get("steps")
    if isinstance(steps, list):
        fixed = []
        for i, step in enumerate(steps):
            if isinstance(step, str):
                repairs.append(f"/steps/{i}: read a plain string as the step text")
                step = {"text": step}
            fixed.append(_known(step, DraftStep, f"/steps/{i}", repairs))
        data["steps"] = fixed
    labware = data.get("labware")
    if isinstance(labware, list):
        data["labware"] = [
            _known(lw, DraftLabware, f"/labware/{j}", repairs) for j, lw in enumerate(labware)
        ]
    return data


def _known(
    item: Any,
    model: type[Draft] | type[DraftStep] | type[DraftLabware],
    path: str,
    repairs: list[str],
) -> Any:
    if not isinstance(item, dict):
        return item
    extra = [k for k in item if k not in model.model_fields]
    if extra:
        repairs.append(f"{path or '/'}: dropped unknown keys {', '.join(map(repr, extra))}")
    return {k: v for k, v in item.items() if k in model.model_fields}


def _pydantic_errors(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:8]:
        path = "/" + "/".join(str(p) for p in err["loc"])
        parts.append(f"{path}: {err['msg']}")
    more = f" (and {exc.error_count() - 8} more)" if exc.error_count() > 8 else ""
    return "; ".join(parts) + more


def _text(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _kind(expect: Expect) -> str:
    return {"object": "object", "array": "array", "any": "object or array"}[expect]


def _json_type(value: Any) -> str:
    """The JSON type of a value with its article: 'an object', 'a string'."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, bool):
        return "a boolean"
    if value is None:
        return "null"
    return "a number"
