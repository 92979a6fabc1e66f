"""BioProBench metrics as its ``Metrics/*.py`` define them (see ``docs/metrics.md``).

Unparseable predictions (``None``) are excluded from the denominators and reported as a
failure rate, as the benchmark's scripts do.

- ERR: accuracy, precision, recall and F1 with "erroneous" as the positive class.
- ORD: exact match (the predicted order equals ``correct_steps``) and Kendall's tau pooled
  over all step pairs of all items, ``(concordant - discordant) / pairs``, ranks keyed by
  step text (repeated step strings collapse to one rank, as in the original).
- GEN: BLEU-2 (nltk ``sentence_bleu``, weights (0.5, 0.5), smoothing method1) on lower-cased
  tokens, and ROUGE-1/2/L F1 with stemming; reference = gold steps joined with spaces,
  prediction = predicted steps joined with spaces. Tokens come from nltk's Treebank tokenizer
  (``word_tokenize`` additionally needs the punkt download; on single steps the two agree
  except for sentence-internal periods). METEOR, KeyBERT keywords and embedding step recall
  need downloaded models and are not computed.
- PQA: accuracy, exact and case-sensitive match with the answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from nltk.tokenize import TreebankWordTokenizer
from nltk.translate.bleu_score import SmoothingFunction, sentence_bleu
from rouge_score import rouge_scorer

_TOKENIZER = TreebankWordTokenizer()
_SMOOTH = SmoothingFunction().method1
_ROUGE = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL"], use_stemmer=True)


def _failure(predictions: Sequence[Any]) -> float:
    return sum(p is None for p in predictions) / len(predictions) if predictions else 0.0


def err_metrics(
    predicted_error: Sequence[bool | None], gold_error: Sequence[bool]
) -> dict[str, float]:
    """Accuracy, precision, recall, F1 (positive = erroneous), failure rate."""
    pairs = [(p, g) for p, g in zip(predicted_error, gold_error, strict=True) if p is not None]
    tp = sum(p and g for p, g in pairs)
    fp = sum(p and not g for p, g in pairs)
    fn = sum((not p) and g for p, g in pairs)
    correct = sum(p == g for p, g in pairs)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {
        "accuracy": correct / len(pairs) if pairs else 0.0,
        "precision": precision,
        "recall": recall,
        "f1": f1,
        "failure_rate": _failure(predicted_error),
        "n": float(len(gold_error)),
    }


def ord_metrics(
    predicted_orders: Sequence[Sequence[int] | None],
    wrong_steps: Sequence[Sequence[str]],
    correct_steps: Sequence[Sequence[str]],
) -> dict[str, float]:
    """Exact match and pooled Kendall tau; an order must be a permutation of 0..n-1."""
    exact = scored = concordant = discordant = 0
    valid: list[Sequence[int] | None] = []
    for order, wrong, correct in zip(predicted_orders, wrong_steps, correct_steps, strict=True):
        if order is None or sorted(order) != list(range(len(wrong))):
            valid.append(None)
            continue
        valid.append(order)
        scored += 1
        predicted = [wrong[i] for i in order]
        exact += predicted == list(correct)
        gold_rank = {s: i for i, s in enumerate(correct)}
        pred_rank = {s: i for i, s in enumerate(predicted)}
        for a, b in combinations(list(dict.fromkeys(correct)), 2):
            sign = (gold_rank[a] - gold_rank[b]) * (pred_rank[a] - pred_rank[b])
            concordant += sign > 0
            discordant += sign < 0
    pairs = concordant + discordant
    return {
        "exact_match": exact / scored if scored else 0.0,
        "kendall_tau": (concordant - discordant) / pairs if pairs else 0.0,
        "failure_rate": _failure(valid),
        "n": float(len(predicted_orders)),
    }


def _tokens(text: str) -> list[str]:
    return _TOKENIZER.tokenize(text.lower())


def gen_metrics(
    predicted_steps: Sequence[Sequence[str] | None], gold_steps: Sequence[Sequence[str]]
) -> dict[str, float]:
    """Mean BLEU-2 and ROUGE-1/2/L F1 over parseable items."""
    totals = {"bleu": 0.0, "rouge1": 0.0, "rouge2": 0.0, "rougeL": 0.0}
    scored = 0
    for predicted, gold in zip(predicted_steps, gold_steps, strict=True):
        if predicted is None:
            continue
        scored += 1
        hypothesis, reference = " ".join(predicted), " ".join(gold)
        totals["bleu"] += sentence_bleu(
            [_tokens(reference)],
            _tokens(hypothesis),
            weights=(0.5, 0.5),
            smoothing_function=_SMOOTH,
        )
        rouge = _ROUGE.score(reference, hypothesis)
        for key in ("rouge1", "rouge2", "rougeL"):
            totals[key] += rouge[key].fmeasure
    out = {k: v / scored if scored else 0.0 for k, v in totals.items()}
    out["failure_rate"] = _failure(predicted_steps)
    out["n"] = float(len(gold_steps))
    return out


def pqa_metrics(predicted: Sequence[str | None], answers: Sequence[str]) -> dict[str, float]:
    """Accuracy over parseable items (exact, case-sensitive)."""
    pairs = [(p, a) for p, a in zip(predicted, answers, strict=True) if p is not None]
    return {
        "accuracy": sum(p == a for p, a in pairs) / len(pairs) if pairs else 0.0,
        "failure_rate": _failure(predicted),
        "n": float(len(answers)),
    }
