"""Reading protocol files: JSON records and Markdown write-ups."""

from __future__ import annotations

import json
import re
from pathlib import Path

from pydantic import ValidationError

from bioproagent.errors import KnowledgeError
from bioproagent.knowledge.model import ASSAYS, Protocol

LIBRARY_DIR = Path(__file__).parent / "library"

_HEADING = re.compile(r"^\s*#\s+(.+?)\s*#*\s*$")
_SUBHEADING = re.compile(r"^\s*#{2,6}\s+(.+?)\s*#*\s*$")
_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(.+)$")
_FIELD = re.compile(r"^\s*(assays|keywords|replicates|id)\s*:\s*(.+)$", re.IGNORECASE)


def read_protocol_file(path: Path) -> Protocol:
    """Read one protocol from a ``.json`` or ``.md`` file."""
    suffix = path.suffix.lower()
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise KnowledgeError(f"{path}: cannot read the protocol file ({exc})") from exc
    if suffix == ".json":
        return _from_json(path, text)
    if suffix in (".md", ".markdown"):
        return _from_markdown(path, text)
    raise KnowledgeError(f"{path}: unsupported protocol file type '{suffix}'; use .json or .md")


def _from_json(path: Path, text: str) -> Protocol:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise KnowledgeError(
            f"{path}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from exc
    if not isinstance(data, dict):
        raise KnowledgeError(f"{path}: a protocol file must hold one JSON object")
    data.setdefault("id", _slug(path.stem))
    try:
        return Protocol.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'/'.join(map(str, e['loc'])) or '(top)'}: {e['msg']}" for e in exc.errors()
        )
        raise KnowledgeError(f"{path}: invalid protocol ({problems})") from exc


def _from_markdown(path: Path, text: str) -> Protocol:
    """First '# ' heading is the title; list items are steps; a list under a heading
    named controls or standards fills those fields; 'assays: a, b' lines are read too."""
    title: str | None = None
    section = "steps"
    fields: dict[str, list[str]] = {"steps": [], "controls": [], "standards": []}
    summary: list[str] = []
    assays: list[str] = []
    keywords: list[str] = []
    replicates: int | None = None
    for line in text.splitlines():
        if title is None and (m := _HEADING.match(line)):
            title = m.group(1)
            continue
        if m := _SUBHEADING.match(line):
            name = m.group(1).strip().lower()
            section = next((k for k in ("controls", "standards") if name.startswith(k)), "steps")
            continue
        if m := _FIELD.match(line):
            key, value = m.group(1).lower(), m.group(2).strip()
            if key == "assays":
                assays = [a.strip() for a in value.split(",") if a.strip()]
            elif key == "keywords":
                keywords = [k.strip() for k in value.split(",") if k.strip()]
            elif key == "replicates":
                if not value.isdigit():
                    raise KnowledgeError(f"{path}: 'replicates' must be a whole number")
                replicates = int(value)
            continue
        if m := _ITEM.match(line):
            fields[section].append(m.group(1).strip())
        elif line.strip() and not fields["steps"] and title is not None:
            summary.append(line.strip())
    if title is None:
        raise KnowledgeError(f"{path}: no '# Title' heading; a Markdown protocol starts with one")
    if not fields["steps"]:
        raise KnowledgeError(f"{path}: no steps; list them as '- step' or '1. step' lines")
    bad = [a for a in assays if a not in ASSAYS]
    if bad:
        raise KnowledgeError(f"{path}: unknown assay kind(s) {bad}; use {sorted(ASSAYS)}")
    return Protocol(
        id=_slug(path.stem),
        title=title,
        assays=assays,
        keywords=keywords,
        summary=" ".join(summary),
        steps=fields["steps"],
        controls=fields["controls"],
        standards=fields["standards"],
        replicates=replicates,
        source=str(path),
    )


def _slug(name: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    return slug or "protocol"


def read_corpus(path: Path) -> list[Protocol]:
    """Every protocol in a directory (``*.json``, ``*.md``), or the one file ``path``."""
    if not path.exists():
        raise KnowledgeError(f"{path}: no such file or directory")
    if path.is_file():
        return [read_protocol_file(path)]
    files = sorted(
        p
        for p in path.iterdir()
        if p.is_file() and p.suffix.lower() in (".json", ".md", ".markdown")
    )
    return [read_protocol_file(p) for p in files]
