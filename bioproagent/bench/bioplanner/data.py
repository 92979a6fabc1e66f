"""BioProt protocols (BioPlanner, seed 004): loading, the gold pseudocode and a fixed split.

The user supplies the directory of ``<id>.json`` files (``$BIOPROAGENT_SHARED_DATA/bioprot``
here); nothing of the dataset ships with the package.

Gold pseudocode is ``edited_pseudocode`` when present (the human-corrected version), else
``generated_pseudocode``. Gold **steps** are the calls of the protocol's own pseudofunctions,
in source order; calls of undefined names (``print``, ``range``, invented helpers) are not
steps. A protocol is usable for the tasks when its gold parses with ``ast`` and has at least
two steps (84 of the 100 files parse; see ``docs/metrics.md``).

**Split.** A protocol is in the test split when the first byte of ``sha256(id)`` is below
``TEST_SHARE`` of 256 (77/256, about 30 %), otherwise in train. The rule depends only on the
id, so it is fixed, reproducible and stable when protocols are added.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from bioproagent.bench.bioplanner.pseudocode import (
    PseudoCall,
    PseudoFunction,
    parse_pseudocode,
)
from bioproagent.errors import BioProAgentError
from bioproagent.science.freetext import split_steps

TEST_SHARE = 77  # of 256: the first sha256 byte of the id below this -> test
Split = Literal["train", "test", "all"]


@dataclass
class BioProtProtocol:
    """One BioProt protocol with its parsed gold pseudocode."""

    id: str
    title: str
    description: str
    steps_text: str
    gold_source: str
    functions: list[PseudoFunction]
    calls: list[PseudoCall]
    parse_error: str | None = None
    ai_description: str = ""
    undefined_calls: list[str] = field(default_factory=list)

    @property
    def usable(self) -> bool:
        return self.parse_error is None and len(self.calls) >= 2

    @property
    def split(self) -> Literal["train", "test"]:
        return split_of(self.id)

    @property
    def step_texts(self) -> list[str]:
        return [s.text for s in split_steps(self.steps_text)]

    def function(self, name: str) -> PseudoFunction | None:
        return next((f for f in self.functions if f.name == name), None)


def split_of(protocol_id: str) -> Literal["train", "test"]:
    """The fixed split of a protocol id (see the module docstring)."""
    first = hashlib.sha256(protocol_id.encode("utf-8")).digest()[0]
    return "test" if first < TEST_SHARE else "train"


def protocol_from_json(item: dict[str, object]) -> BioProtProtocol:
    """A protocol from one BioProt JSON object."""
    gold = str(item.get("edited_pseudocode") or item.get("generated_pseudocode") or "")
    parsed = parse_pseudocode(gold)
    return BioProtProtocol(
        id=str(item.get("id", "")),
        title=str(item.get("title", "")),
        description=str(item.get("original description") or ""),
        steps_text=str(item.get("steps") or ""),
        gold_source=gold,
        functions=parsed.functions,
        calls=[c for c in parsed.calls if c.defined],
        parse_error=parsed.parse_error,
        ai_description=str(item.get("ai_generated_description") or ""),
        undefined_calls=[c.name for c in parsed.calls if not c.defined],
    )


def load_bioprot(path: str | Path, split: Split = "all") -> list[BioProtProtocol]:
    """Every protocol in a BioProt directory (or one file), sorted by id.

    Raises:
        BioProAgentError: the path does not exist or holds no BioProt JSON files.
    """
    root = Path(path)
    files = sorted(root.glob("*.json")) if root.is_dir() else [root]
    if not root.exists() or not files:
        raise BioProAgentError(
            f"no BioProt protocols at {root}: pass the directory of <id>.json files "
            "(e.g. $BIOPROAGENT_SHARED_DATA/bioprot)"
        )
    protocols = []
    for file in files:
        try:
            item = json.loads(file.read_text(encoding="utf-8"))
        except ValueError as exc:
            raise BioProAgentError(f"{file} is not valid JSON: {exc}") from exc
        if not isinstance(item, dict) or "title" not in item:
            raise BioProAgentError(f"{file} is not a BioProt protocol (no title)")
        protocols.append(protocol_from_json(item))
    protocols.sort(key=lambda p: (len(p.id), p.id))
    return [p for p in protocols if split == "all" or p.split == split]
