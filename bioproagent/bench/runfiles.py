"""The files of a run directory: results.jsonl, run.json and items.jsonl.

results.jsonl is append-only: one ItemResult per line, each line flushed and fsynced as it
is written, and a writer first ends a last line that lost its newline, so two results are
never glued together. Reading tolerates a last line cut short by a kill, and splits lines
that an older writer glued together (``{...}{...}``). With ``repair`` (what a resumed run
does) the file is rewritten with only its good results, one per line, and every damaged
piece is appended to ``results.jsonl.damaged`` for inspection; without ``repair`` a
damaged line in the middle is an error that names the line and the way out.
"""

from __future__ import annotations

import json
import os
import platform
import threading
from importlib import metadata
from pathlib import Path
from typing import Any

from bioproagent.bench.types import BenchItem, ItemResult
from bioproagent.errors import BenchError
from bioproagent.redact import redact

RESULTS = "results.jsonl"
RUN = "run.json"
ITEMS = "items.jsonl"
Key = tuple[str, str, str, int]  # (agent, subset, item_id, sample)


class ResultWriter:
    """Appends one JSON line per result; a lock serializes writers; each line is fsynced."""

    def __init__(self, path: Path) -> None:
        ends_cleanly = True
        if path.exists() and path.stat().st_size:
            with path.open("rb") as handle:
                handle.seek(-1, os.SEEK_END)
                ends_cleanly = handle.read(1) == b"\n"
        self._file = path.open("a", encoding="utf-8")
        if not ends_cleanly:  # never glue the next result onto a line that lost its newline
            self._file.write("\n")
        self._lock = threading.Lock()

    def write(self, result: ItemResult) -> None:
        line = redact(result.model_dump_json()) + "\n"  # no API key in a result, ever
        with self._lock:
            self._file.write(line)
            self._file.flush()
            os.fsync(self._file.fileno())

    def close(self) -> None:
        with self._lock:
            self._file.close()


# -- reading --------------------------------------------------------------------------
def read_results(path: str | os.PathLike[str]) -> list[ItemResult]:
    """Every complete result line of a results.jsonl (a cut-short last line is ignored)."""
    return [ItemResult.model_validate(doc) for doc in _read_lines(Path(path), repair=False)[0]]


def read_done_keys(path: Path, *, repair: bool = False) -> set[Key]:
    """The keys already on file; with ``repair`` a cut-short last line is truncated away."""
    docs, _ = _read_lines(path, repair=repair)
    return {(d["agent"], d["subset"], d["item_id"], int(d.get("sample", 0))) for d in docs}


DAMAGED_SUFFIX = ".damaged"


def _result_docs(line: bytes) -> list[dict[str, Any]] | None:
    """The result objects on one line (several when an older writer glued them), or None
    when any part of the line is not a result."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        return None
    decoder = json.JSONDecoder()
    docs: list[dict[str, Any]] = []
    position = 0
    while position < len(text):
        while position < len(text) and text[position].isspace():
            position += 1
        if position >= len(text):
            break
        try:
            doc, position = decoder.raw_decode(text, position)
        except ValueError:
            return None
        if not isinstance(doc, dict) or not {"agent", "subset", "item_id"} <= set(doc):
            return None
        docs.append(doc)
    return docs


def _read_lines(path: Path, *, repair: bool) -> tuple[list[dict[str, Any]], int]:
    if not path.exists():
        return [], 0
    raw = path.read_bytes()
    lines = raw.split(b"\n")
    docs: list[dict[str, Any]] = []
    damaged: list[tuple[int, bytes]] = []
    glued = False
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        found = _result_docs(line)
        if found is None:
            damaged.append((number, line))
            continue
        glued = glued or len(found) > 1
        docs.extend(found)
    last_is_tail = bool(damaged) and all(not x.strip() for x in lines[damaged[-1][0] :])
    middle = damaged[:-1] if last_is_tail else damaged
    if middle and not repair:
        number = middle[0][0]
        raise BenchError(
            f"{path}:{number}: not a result line; the file is damaged in the middle. Run the "
            f"same 'bench run' again (it keeps every good result and moves the damaged lines "
            f"to {path.name}{DAMAGED_SUFFIX}), or delete that line"
        )
    clean = not damaged and not glued and (not raw or raw.endswith(b"\n"))
    if repair and not clean:
        if damaged:
            with path.with_name(path.name + DAMAGED_SUFFIX).open("ab") as aside:
                for number, line in damaged:
                    aside.write(f"# {path.name} line {number}\n".encode() + line + b"\n")
        text = "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in docs)
        tmp = path.with_suffix(".repair.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
        return docs, len(text.encode("utf-8"))
    return docs, len(raw)


def write_items(path: Path, items: list[BenchItem]) -> None:
    """items.jsonl: earlier sessions' items kept, this session's added or refreshed."""
    known: dict[tuple[str, str], str] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                doc = json.loads(line)
                known[(doc["subset"], doc["id"])] = line
            except (ValueError, KeyError, TypeError):
                continue
    for item in items:
        known[(item.subset, item.id)] = item.model_dump_json()
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(line + "\n" for line in known.values()), encoding="utf-8")
    os.replace(tmp, path)


def read_items(path: str | os.PathLike[str]) -> dict[tuple[str, str], BenchItem]:
    """items.jsonl as {(subset, id): BenchItem}; empty when the file is missing."""
    file = Path(path)
    if not file.exists():
        return {}
    out: dict[tuple[str, str], BenchItem] = {}
    for line in file.read_text(encoding="utf-8").splitlines():
        if line.strip():
            item = BenchItem.model_validate_json(line)
            out[(item.subset, item.id)] = item
    return out


def versions() -> dict[str, str]:
    """Python, platform and the versions of the packages that shape the results."""
    found = {"python": platform.python_version(), "platform": platform.platform()}
    for name in ("bioproagent", "pydantic", "rouge-score", "langchain-core", "openai"):
        try:
            found[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    if "bioproagent" not in found:
        import bioproagent

        found["bioproagent"] = bioproagent.__version__
    return found


def _write_json(path: Path, doc: dict[str, Any]) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def write_json(path: Path, doc: dict[str, Any]) -> None:
    """Write JSON atomically (a temporary file, then a rename)."""
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(tmp, path)
