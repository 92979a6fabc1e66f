"""The seed-004 metrics, implemented as the paper defines them (see ``docs/metrics.md``).

- **Function accuracy** (next step): the share of items whose predicted function name equals
  the gold one.
- **Argument names**: precision and recall of the predicted keyword names against the gold
  call's, per call, averaged over the calls that were scored (only calls whose function is
  right, so a wrong function is not penalised twice).
- **Argument values**: for every argument name present in both calls, BLEU of the predicted
  value against the gold value (sacrebleu sentence BLEU with effective order, reported on a
  0-1 scale like the paper) and an embedding cosine similarity (``ValueEncoder``; the default
  is an offline character n-gram encoder, see :class:`CharNgramEncoder`), averaged per call.
- **Function calls** (generation): precision and recall over the **multisets** of called
  function names (a function called three times counts three times).
- **Order** (generation): the Levenshtein distance between the predicted and gold sequences
  of function names, each call one symbol (rapidfuzz), divided by the gold length.

Calls are aligned for argument scoring by function name and occurrence (the k-th call of
``f`` in the prediction is compared with the k-th call of ``f`` in the gold).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from rapidfuzz.distance import Levenshtein
from sacrebleu.metrics import BLEU

from bioproagent.bench.bioplanner.pseudocode import PseudoCall

_BLEU = BLEU(effective_order=True)


class ValueEncoder(Protocol):
    """Turns argument values into vectors; plug in a real sentence encoder (SciBERT)."""

    name: str

    def encode(self, texts: Sequence[str]) -> list[list[float]]: ...


class CharNgramEncoder:
    """Offline substitute for SciBERTScore: hashed character 2-4-gram count vectors.

    Not a neural encoder: it rewards shared spelling ("5 µl lysate" vs "5 µL of lysate"),
    not shared meaning ("spin" vs "centrifuge"). Reported as ``char-ngram cosine``, never
    as SciBERTScore; pass a real encoder to get the paper's metric.
    """

    name = "char-ngram cosine (offline substitute for SciBERTScore)"

    def __init__(self, dims: int = 2048, sizes: tuple[int, ...] = (2, 3, 4)) -> None:
        self.dims = dims
        self.sizes = sizes

    def encode(self, texts: Sequence[str]) -> list[list[float]]:
        vectors = []
        for text in texts:
            padded = f" {text.lower().strip()} "
            vec = [0.0] * self.dims
            for n in self.sizes:
                for i in range(max(0, len(padded) - n + 1)):
                    vec[_stable_hash(padded[i : i + n]) % self.dims] += 1.0
            vectors.append(vec)
        return vectors


def _stable_hash(text: str) -> int:
    value = 2166136261
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 16777619) & 0xFFFFFFFF
    return value


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    norm = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return dot / norm if norm else 0.0


def value_bleu(predicted: str, gold: str) -> float:
    """Sentence BLEU of one value on a 0-1 scale (effective order for short values)."""
    if not predicted.strip() or not gold.strip():
        return float(predicted.strip() == gold.strip())
    return _BLEU.sentence_score(predicted, [gold]).score / 100.0


@dataclass
class ArgumentScores:
    """Argument metrics of one predicted call against its gold call."""

    name_precision: float
    name_recall: float
    bleu: float | None
    similarity: float | None


def score_arguments(
    predicted: PseudoCall, gold: PseudoCall, encoder: ValueEncoder
) -> ArgumentScores:
    """Argument-name P/R and value BLEU/similarity for two calls of the same function."""
    pred_args, gold_args = predicted.kwargs, gold.kwargs
    shared = [k for k in gold_args if k in pred_args]
    precision = len(shared) / len(pred_args) if pred_args else float(not gold_args)
    recall = len(shared) / len(gold_args) if gold_args else 1.0
    if not shared:
        return ArgumentScores(precision, recall, None, None)
    bleus = [value_bleu(pred_args[k], gold_args[k]) for k in shared]
    vectors = encoder.encode([pred_args[k] for k in shared] + [gold_args[k] for k in shared])
    half = len(shared)
    sims = [cosine(vectors[i], vectors[half + i]) for i in range(half)]
    return ArgumentScores(precision, recall, sum(bleus) / half, sum(sims) / half)


def multiset_precision_recall(predicted: Sequence[str], gold: Sequence[str]) -> tuple[float, float]:
    """Precision and recall over multisets of names (repeated calls counted)."""
    common = sum((Counter(predicted) & Counter(gold)).values())
    precision = common / len(predicted) if predicted else float(not gold)
    recall = common / len(gold) if gold else 1.0
    return precision, recall


def set_precision_recall(predicted: Sequence[str], gold: Sequence[str]) -> tuple[float, float]:
    """Precision and recall over sets of names (function retrieval)."""
    p, g = set(predicted), set(gold)
    precision = len(p & g) / len(p) if p else float(not g)
    recall = len(p & g) / len(g) if g else 1.0
    return precision, recall


def normalized_levenshtein(predicted: Sequence[str], gold: Sequence[str]) -> float:
    """Edit distance over call sequences (one symbol per call) divided by the gold length."""
    if not gold:
        return float(len(predicted))
    return Levenshtein.distance(list(predicted), list(gold)) / len(gold)


def align_calls(
    predicted: Sequence[PseudoCall], gold: Sequence[PseudoCall]
) -> list[tuple[PseudoCall, PseudoCall]]:
    """Pairs (predicted, gold) matched by function name and occurrence index."""
    seen: Counter[str] = Counter()
    gold_by_key = {}
    for call in gold:
        gold_by_key[(call.name, seen[call.name])] = call
        seen[call.name] += 1
    seen.clear()
    pairs = []
    for call in predicted:
        match = gold_by_key.get((call.name, seen[call.name]))
        seen[call.name] += 1
        if match is not None:
            pairs.append((call, match))
    return pairs


def mean(values: Sequence[float | None]) -> float | None:
    """Mean of the values that are not None (None when there are none)."""
    kept = [v for v in values if v is not None]
    return sum(kept) / len(kept) if kept else None
