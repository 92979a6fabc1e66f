"""Loaders for the public BioProBench test files (ERR, ORD, GEN, PQA).

The user supplies the path (the data is licensed for non-commercial use only and never ships
with this package). Each file is a JSON list; the fields read are:

- ERR ``{context: {purpose, prior_step, next_step}, corrupted_text, corrected_text,
  is_correct, type, error_description, id}``: the step shown is ``corrected_text`` when
  ``is_correct`` else ``corrupted_text``; the positive class is "erroneous".
- ORD ``{question, wrong_steps, correct_steps, type, id}``.
- GEN ``{system_prompt, instruction, input, output, type, id}`` (``output`` a list of steps).
- PQA ``{question, answer, choices, type, id}``.

Malformed items raise :class:`~bioproagent.errors.BioProAgentError` naming the file, the
item index and the field, so a wrong file is caught before any model is called.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from bioproagent.errors import BioProAgentError

TaskName = Literal["err", "ord", "gen", "pqa"]
TASK_FILES: dict[TaskName, str] = {
    "err": "ERR_test.json",
    "ord": "ORD_test.json",
    "gen": "GEN_test.json",
    "pqa": "PQA_test.json",
}


@dataclass(frozen=True)
class ErrItem:
    id: str
    purpose: str
    prior_step: str | None
    next_step: str | None
    step: str
    is_correct: bool
    type: str
    error_description: str
    visible_change: bool  # False for the "corruptions" identical to the corrected text


@dataclass(frozen=True)
class OrdItem:
    id: str
    question: str
    wrong_steps: tuple[str, ...]
    correct_steps: tuple[str, ...]
    type: str


@dataclass(frozen=True)
class GenItem:
    id: str
    system_prompt: str
    instruction: str
    input: str
    output: tuple[str, ...]
    type: str


@dataclass(frozen=True)
class PqaItem:
    id: str
    question: str
    answer: str
    choices: tuple[str, ...]
    type: str


Item = ErrItem | OrdItem | GenItem | PqaItem


def _none(value: Any) -> str | None:
    if value is None or (isinstance(value, str) and value.strip() in ("", "None")):
        return None
    return str(value)


def _need(row: dict[str, Any], key: str, where: str, kind: type | tuple[type, ...]) -> Any:
    if key not in row or not isinstance(row[key], kind):
        raise BioProAgentError(f"{where}: field '{key}' is missing or not {kind}")
    return row[key]


def _err(row: dict[str, Any], where: str) -> ErrItem:
    context = _need(row, "context", where, dict)
    is_correct = bool(_need(row, "is_correct", where, bool))
    corrected = str(_need(row, "corrected_text", where, str))
    corrupted = row.get("corrupted_text")
    if not is_correct and not isinstance(corrupted, str):
        raise BioProAgentError(f"{where}: an erroneous item needs corrupted_text")
    step = corrected if is_correct else str(corrupted)
    return ErrItem(
        id=str(row.get("id", where)),
        purpose=str(context.get("purpose") or ""),
        prior_step=_none(context.get("prior_step")),
        next_step=_none(context.get("next_step")),
        step=step,
        is_correct=is_correct,
        type=str(row.get("type", "")),
        error_description=str(row.get("error_description") or ""),
        visible_change=is_correct or (corrupted or "").strip() != corrected.strip(),
    )


def _ord(row: dict[str, Any], where: str) -> OrdItem:
    wrong = [str(s) for s in _need(row, "wrong_steps", where, list)]
    correct = [str(s) for s in _need(row, "correct_steps", where, list)]
    if sorted(wrong) != sorted(correct):
        raise BioProAgentError(f"{where}: wrong_steps is not a permutation of correct_steps")
    return OrdItem(
        str(row.get("id", where)),
        str(row.get("question", "")),
        tuple(wrong),
        tuple(correct),
        str(row.get("type", "")),
    )


def _gen(row: dict[str, Any], where: str) -> GenItem:
    output = _need(row, "output", where, list)
    return GenItem(
        id=str(row.get("id", where)),
        system_prompt=str(row.get("system_prompt", "")),
        instruction=str(row.get("instruction", "")),
        input=str(_need(row, "input", where, str)),
        output=tuple(str(s) for s in output),
        type=str(row.get("type", "")),
    )


def _pqa(row: dict[str, Any], where: str) -> PqaItem:
    choices = [str(c) for c in _need(row, "choices", where, list)]
    answer = str(_need(row, "answer", where, str))
    if answer not in choices:
        raise BioProAgentError(f"{where}: the answer is not one of the choices")
    return PqaItem(
        str(row.get("id", where)),
        str(_need(row, "question", where, str)),
        answer,
        tuple(choices),
        str(row.get("type", "")),
    )


READERS = {"err": _err, "ord": _ord, "gen": _gen, "pqa": _pqa}


def load_task(task: TaskName, path: str | Path) -> list[Any]:
    """Items of one task from a file, or from a directory holding ``TASK_FILES[task]``."""
    file = Path(path)
    if file.is_dir():
        file = file / TASK_FILES[task]
    if not file.is_file():
        raise BioProAgentError(
            f"no BioProBench {task.upper()} file at {file}: pass the test file or the "
            f"directory holding {TASK_FILES[task]}"
        )
    try:
        rows = json.loads(file.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise BioProAgentError(f"{file} is not valid JSON: {exc}") from exc
    if not isinstance(rows, list):
        raise BioProAgentError(f"{file} should hold a JSON list of items")
    reader = READERS[task]
    items = []
    for i, row in enumerate(rows):
        where = f"{file.name} item {i}"
        if not isinstance(row, dict):
            raise BioProAgentError(f"{where} is not an object")
        items.append(reader(row, where))
    return items
