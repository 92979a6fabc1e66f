"""The files of a run directory: results.jsonl, run.json and items.jsonl.

results.jsonl is append-only: one ItemResult per line, each line flushed and fsynced as it
is written. Reading tolerates a last line cut short by a kill (and, when asked, truncates
it away so the next append starts on a clean line); a damaged line anywhere else is an
error that names the line.
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

RESULTS = "results.jsonl"
RUN = "run.json"
ITEMS = "items.jsonl"
Key = tuple[str, str, str, int]  # (agent, subset, item_id, sample)


class ResultWriter:
    """Appends one JSON line per result; a lock serializes writers; each line is fsynced."""

    def __init__(self, path: Path) -> None:
        self._file = path.open("a", encoding="utf-8")
        self._lock = threading.Lock()

    def write(self, result: ItemResult) -> None:
        line = result.model_dump_json() + "\n"
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


def _read_lines(path: Path, *, repair: bool) -> tuple[list[dict[str, Any]], int]:
    if not path.exists():
        return [], 0
    raw = path.read_bytes()
    lines = raw.split(b"\n")
    docs: list[dict[str, Any]] = []
    good_end = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            good_end += len(line) + 1
            continue
        try:
            doc = json.loads(line)
            if not isinstance(doc, dict) or not {"agent", "subset", "item_id"} <= set(doc):
                raise ValueError("not an item result")
        except (ValueError, UnicodeDecodeError) as exc:
            if number >= len(lines) - 1 and not any(x.strip() for x in lines[number:]):
                break  # the last line, cut short by a kill: drop it
            raise BenchError(
                f"{path}:{number}: not a result line ({exc}); the file is damaged in the "
                "middle: move it away or delete that line, then run again"
            ) from exc
        docs.append(doc)
        good_end += len(line) + 1
    good_end = min(good_end, len(raw))
    if repair and good_end < len(raw):
        with path.open("r+b") as handle:
            handle.truncate(good_end)
            handle.flush()
            os.fsync(handle.fileno())
    return docs, good_end


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
