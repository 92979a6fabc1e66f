"""Score one answer of a BioPlanner task (metrics in :mod:`.metrics`).

- ``next``: the first call in the answer is the prediction. ``function_correct`` is 1 when its
  name equals the gold name; argument metrics are computed only then (as in the seed).
- ``gen``: every call in the answer is a prediction (calls of names that are not admissible
  count as wrong calls: they lower precision and cost one edit each). Definitions in the
  answer are ignored, never counted as predictions.
- ``retrieval``: the answer's candidate names (whole words that are candidate names; a JSON
  list or one name per line both work) form the predicted set.

Every score dict carries ``parsed`` (False when the answer could not be read as intended:
no call found, pseudocode that ``ast`` cannot parse, or no candidate name).
"""

from __future__ import annotations

import re
from typing import Any

from bioproagent.bench.bioplanner.metrics import (
    ValueEncoder,
    align_calls,
    mean,
    multiset_precision_recall,
    normalized_levenshtein,
    score_arguments,
    set_precision_recall,
)
from bioproagent.bench.bioplanner.pseudocode import parse_pseudocode
from bioproagent.bench.bioplanner.tasks import PlanningItem

_IDENT = re.compile(r"[A-Za-z_]\w*")


def score_answer(item: PlanningItem, answer: str, encoder: ValueEncoder) -> dict[str, Any]:
    if item.task == "next":
        return _score_next(item, answer, encoder)
    if item.task == "gen":
        return _score_generation(item, answer, encoder)
    return _score_retrieval(item, answer)


def _score_next(item: PlanningItem, answer: str, encoder: ValueEncoder) -> dict[str, Any]:
    parsed = parse_pseudocode(answer)
    gold = item.gold_calls[0]
    if not parsed.calls:
        return {"parsed": False, "function_correct": 0.0, "predicted": None, "gold": gold.name}
    predicted = parsed.calls[0]
    scores: dict[str, Any] = {
        "parsed": parsed.parse_error is None,
        "function_correct": float(predicted.name == gold.name),
        "predicted": predicted.name,
        "gold": gold.name,
    }
    if predicted.name == gold.name:
        args = score_arguments(predicted, gold, encoder)
        scores.update(
            arg_precision=args.name_precision,
            arg_recall=args.name_recall,
            arg_bleu=args.bleu,
            arg_similarity=args.similarity,
        )
    return scores


def _score_generation(item: PlanningItem, answer: str, encoder: ValueEncoder) -> dict[str, Any]:
    parsed = parse_pseudocode(answer)
    predicted = parsed.calls
    gold = list(item.gold_calls)
    precision, recall = multiset_precision_recall(
        [c.name for c in predicted], [c.name for c in gold]
    )
    pairs = align_calls(predicted, gold)
    args = [score_arguments(p, g, encoder) for p, g in pairs]
    return {
        "parsed": parsed.parse_error is None and bool(predicted),
        "function_precision": precision,
        "function_recall": recall,
        "levenshtein": normalized_levenshtein([c.name for c in predicted], [c.name for c in gold]),
        "arg_precision": mean([a.name_precision for a in args]),
        "arg_recall": mean([a.name_recall for a in args]),
        "arg_bleu": mean([a.bleu for a in args]),
        "arg_similarity": mean([a.similarity for a in args]),
        "predicted_calls": len(predicted),
        "gold_calls": len(gold),
    }


def _score_retrieval(item: PlanningItem, answer: str) -> dict[str, Any]:
    candidates = {f.name for f in item.functions}
    chosen = list(dict.fromkeys(w for w in _IDENT.findall(answer) if w in candidates))
    precision, recall = set_precision_recall(chosen, list(item.gold_names))
    return {
        "parsed": bool(chosen),
        "retrieval_precision": precision,
        "retrieval_recall": recall,
        "selected": len(chosen),
        "gold_functions": len(item.gold_names),
        "candidates": len(candidates),
    }
