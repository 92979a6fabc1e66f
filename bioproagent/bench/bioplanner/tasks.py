"""The three BioPlanner tasks as benchmark items (seed 004, section 4).

- **Next-step prediction** (``next``): title, description, the admissible pseudofunctions
  and the first ``k`` gold calls -> the call ``k+1``. One item per step of every protocol.
- **Protocol generation** (``gen``): title, description, admissible pseudofunctions -> the
  whole call sequence. One item per protocol.
- **Function retrieval** (``retrieval``): title, description and a candidate list = the
  protocol's own pseudofunctions plus every pseudofunction of ``DISTRACTOR_PROTOCOLS`` other
  protocols, chosen at random or as nearest neighbours -> the protocol's own functions.

Functions are presented in definition order, or shuffled (``shuffled=True``); candidates of
the retrieval task are always shuffled. Every random choice is seeded by the protocol id, so
items are the same on every run.

**Neighbour measure.** The seed ranks protocols by the cosine of ``text-embedding-ada-002``
embeddings of their descriptions. Offline we use the cosine of TF-IDF vectors over the
lower-cased word tokens (3+ letters, minus a short stop list) of title + description, with
IDF from every loaded protocol (:class:`ProtocolIndex`). Distractor protocols come from the
whole dataset (train and test), as in the seed; a candidate whose name equals one of the
protocol's own functions is dropped so the answer is never ambiguous by name.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from dataclasses import dataclass
from typing import Literal

from bioproagent.bench.bioplanner.data import BioProtProtocol
from bioproagent.bench.bioplanner.pseudocode import PseudoCall, PseudoFunction

Task = Literal["next", "gen", "retrieval"]
TASKS: tuple[Task, ...] = ("next", "gen", "retrieval")
DISTRACTOR_PROTOCOLS = 3

_WORD = re.compile(r"[a-z][a-z0-9]{2,}")
_STOP = frozenset(
    [
        "the",
        "and",
        "for",
        "with",
        "this",
        "that",
        "from",
        "are",
        "was",
        "were",
        "been",
        "into",
        "using",
        "use",
        "used",
        "our",
        "can",
        "will",
        "which",
        "these",
        "those",
        "then",
        "than",
        "also",
        "each",
        "per",
        "not",
        "all",
        "any",
        "protocol",
        "protocols",
        "method",
    ]
)


@dataclass(frozen=True)
class PlanningItem:
    """One benchmark item of a BioPlanner task."""

    id: str
    task: Task
    setting: str
    protocol_id: str
    title: str
    description: str
    functions: tuple[PseudoFunction, ...]
    prefix: tuple[PseudoCall, ...] = ()
    gold_calls: tuple[PseudoCall, ...] = ()
    gold_names: tuple[str, ...] = ()


def tokens(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower()) if w not in _STOP]


class ProtocolIndex:
    """TF-IDF cosine over title + description (the documented neighbour measure)."""

    def __init__(self, protocols: list[BioProtProtocol]) -> None:
        self.protocols = protocols
        docs = [Counter(tokens(f"{p.title} {p.description}")) for p in protocols]
        df: Counter[str] = Counter(w for d in docs for w in d)
        n = len(protocols)
        self.idf = {w: math.log((1 + n) / (1 + c)) + 1.0 for w, c in df.items()}
        self.vectors = [self._vector(d) for d in docs]

    def _vector(self, counts: Counter[str]) -> dict[str, float]:
        vec = {w: c * self.idf.get(w, 1.0) for w, c in counts.items()}
        norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
        return {w: v / norm for w, v in vec.items()}

    def similarity(self, text: str, index: int) -> float:
        query = self._vector(Counter(tokens(text)))
        other = self.vectors[index]
        return sum(v * other.get(w, 0.0) for w, v in query.items())

    def nearest(
        self, text: str, k: int, exclude: set[str] | frozenset[str] = frozenset()
    ) -> list[BioProtProtocol]:
        """The ``k`` protocols most similar to ``text`` (ties broken by id)."""
        ranked = sorted(
            (i for i, p in enumerate(self.protocols) if p.id not in exclude),
            key=lambda i: (-self.similarity(text, i), self.protocols[i].id),
        )
        return [self.protocols[i] for i in ranked[:k]]


def _presented(protocol: BioProtProtocol, shuffled: bool) -> tuple[PseudoFunction, ...]:
    functions = list(protocol.functions)
    if shuffled:
        random.Random(f"{protocol.id}:shuffle").shuffle(functions)
    return tuple(functions)


def next_step_items(protocols: list[BioProtProtocol], shuffled: bool) -> list[PlanningItem]:
    setting = "shuffled" if shuffled else "ordered"
    items = []
    for p in protocols:
        functions = _presented(p, shuffled)
        for k, gold in enumerate(p.calls):
            items.append(
                PlanningItem(
                    id=f"{p.id}:{k}",
                    task="next",
                    setting=setting,
                    protocol_id=p.id,
                    title=p.title,
                    description=p.description,
                    functions=functions,
                    prefix=tuple(p.calls[:k]),
                    gold_calls=(gold,),
                )
            )
    return items


def generation_items(
    protocols: list[BioProtProtocol], shuffled: bool, feedback: bool
) -> list[PlanningItem]:
    setting = f"{'shuffled' if shuffled else 'ordered'}{'+feedback' if feedback else ''}"
    return [
        PlanningItem(
            id=p.id,
            task="gen",
            setting=setting,
            protocol_id=p.id,
            title=p.title,
            description=p.description,
            functions=_presented(p, shuffled),
            gold_calls=tuple(p.calls),
        )
        for p in protocols
    ]


def retrieval_items(
    protocols: list[BioProtProtocol],
    pool: list[BioProtProtocol],
    distractors: Literal["random", "nearest"],
    k: int = DISTRACTOR_PROTOCOLS,
) -> list[PlanningItem]:
    """Retrieval items for ``protocols``; distractor protocols are drawn from ``pool``."""
    index = ProtocolIndex(pool) if distractors == "nearest" else None
    items = []
    for p in protocols:
        if index is not None:
            others = index.nearest(f"{p.title} {p.description}", k, exclude={p.id})
        else:
            choices = sorted((q for q in pool if q.id != p.id), key=lambda q: q.id)
            others = random.Random(f"{p.id}:distractors").sample(choices, min(k, len(choices)))
        own = {f.name for f in p.functions}
        extra = {f.name: f for q in others for f in q.functions if f.name not in own}
        candidates = [*p.functions, *extra.values()]
        random.Random(f"{p.id}:candidates").shuffle(candidates)
        items.append(
            PlanningItem(
                id=p.id,
                task="retrieval",
                setting=distractors,
                protocol_id=p.id,
                title=p.title,
                description=p.description,
                functions=tuple(candidates),
                gold_names=tuple(f.name for f in p.functions),
            )
        )
    return items
