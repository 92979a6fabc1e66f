"""BM25 retrieval over the protocol library, with a boost for matching assay kinds."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from bioproagent.intent.spec import IntentSpec
from bioproagent.knowledge.loader import LIBRARY_DIR, KnowledgeError, read_corpus
from bioproagent.knowledge.model import Protocol

_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset(
    re.split(
        r"\s+",
        "a an and the of to in into on for with at by from then each per is are be it "
        "its as or all this that use using plate well wells ul ml min s x g",
    )
)
_ALIASES = {
    "od600": "od600 growth absorbance",
    "spri": "spri bead cleanup ampure magnetic",
    "ampure": "spri bead cleanup",
    "ntc": "ntc template",
    "kingfisher": "kingfisher magnetic",
    "labchip": "labchip capillary electrophoresis",
    "elisa": "elisa immunoassay",
    "qpcr": "qpcr realtime",
    "normalise": "normalization",
    "normalize": "normalization",
    "normalisation": "normalization",
    "seal": "sealing",
    "peel": "peeling",
    "lyse": "lysis",
    "lysate": "lysis",
    "spin": "centrifuge",
    "centrifugation": "centrifuge",
    "dilutions": "dilution",
    "diluted": "dilution",
    "seeding": "seed",
    "seeded": "seed",
    "fridge": "cold storage",
    "refrigerated": "cold storage",
}
K1, B = 1.5, 0.75
ASSAY_BOOST = 4.0


def tokens(text: str) -> list[str]:
    """Lower-case word tokens without stop words, with a few domain aliases expanded."""
    out: list[str] = []
    for word in _WORD.findall(text.lower()):
        if word in _STOP:
            continue
        out.extend(_ALIASES.get(word, word).split())
    return out


class KnowledgeBase:
    """Protocols plus a BM25 index over their text."""

    def __init__(self, protocols: Sequence[Protocol]) -> None:
        seen: dict[str, Protocol] = {}
        for protocol in protocols:
            seen[protocol.id] = protocol  # later corpora override the shipped library by id
        self.protocols: list[Protocol] = list(seen.values())
        self._docs = [Counter(tokens(p.text())) for p in self.protocols]
        self._lengths = [sum(d.values()) for d in self._docs]
        self._avg = (sum(self._lengths) / len(self._lengths)) if self._lengths else 1.0
        df: Counter[str] = Counter()
        for doc in self._docs:
            df.update(doc.keys())
        n = len(self._docs)
        self._idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}

    def get(self, protocol_id: str) -> Protocol | None:
        return next((p for p in self.protocols if p.id == protocol_id), None)

    def for_assay(self, assay: str) -> Protocol | None:
        """The first protocol (library order) tagged with the assay kind."""
        return next((p for p in self.protocols if assay in p.assays), None)

    def scores(self, query: str | IntentSpec) -> list[tuple[float, Protocol]]:
        """Every protocol with its score, best first (ties keep library order)."""
        if isinstance(query, IntentSpec):
            text = " ".join(
                [query.text, " ".join(query.assays).replace("_", " "), " ".join(query.reagents)]
            )
            assays = list(query.assays)
        else:
            text, assays = query, []
        terms = tokens(text)
        ranked: list[tuple[float, int, Protocol]] = []
        for i, (protocol, doc) in enumerate(zip(self.protocols, self._docs, strict=True)):
            score = 0.0
            norm = K1 * (1 - B + B * self._lengths[i] / self._avg)
            for term in terms:
                tf = doc.get(term, 0)
                if tf:
                    score += self._idf[term] * tf * (K1 + 1) / (tf + norm)
            for rank, assay in enumerate(assays):
                if assay in protocol.assays:
                    score += (
                        ASSAY_BOOST / (1 + rank) * (1.5 if protocol.assays[0] == assay else 1.0)
                    )
            ranked.append((score, i, protocol))
        ranked.sort(key=lambda r: (-r[0], r[1]))
        return [(s, p) for s, _, p in ranked]

    def search(self, query: str | IntentSpec, k: int = 3) -> list[Protocol]:
        """The ``k`` best protocols with a positive score."""
        return [p for s, p in self.scores(query) if s > 0][:k]


def load_library(
    paths: Sequence[Path | str] | None = None, *, builtin: bool = True
) -> KnowledgeBase:
    """The shipped library plus user corpora (directories of .json/.md files, or files).

    Raises:
        KnowledgeError: a file is unreadable or not a valid protocol; the message names it.
    """
    protocols: list[Protocol] = read_corpus(LIBRARY_DIR) if builtin else []
    for path in paths or ():
        protocols.extend(read_corpus(Path(path)))
    if not protocols:
        raise KnowledgeError("no protocols found in the given paths")
    return KnowledgeBase(protocols)
