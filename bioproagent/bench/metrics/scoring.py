"""Benchmark metrics: score one agent output, aggregate a run, pass@k.

- :func:`score_item` scores one :class:`~bioproagent.bench.types.AgentOutput` against its
  :class:`~bioproagent.bench.types.BenchItem`: Subset A gets ROUGE-L, S_sem and C_s;
  Subsets B, C and D get S_code, C_p, Acc_seq, Acc_param, fidelity and Succ; every subset
  gets tokens,
  loop and wall time. Metrics that do not apply are None. An output that is missing or does
  not parse scores 0, never None: failures stay in every denominator.
- :func:`aggregate` turns the results of one (agent, subset) into the summary row.
- :func:`pass_at_k` is the unbiased estimator of Chen et al. (2021).

The formulas, worked examples and the deviations from the paper are in ``docs/metrics.md``.
The metric functions themselves live in :mod:`~bioproagent.bench.metrics.text` (ROUGE-L,
S_sem), :mod:`~bioproagent.bench.metrics.science` (C_s) and
:mod:`~bioproagent.bench.metrics.code` (C_p, Acc_seq, Acc_param, S_code, Succ).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bioproagent.bench.metrics.code import (
    CODE_SUCCESS_C_P,
    CODE_SUCCESS_TAU,
    acc_param,
    acc_seq,
    acc_seq_strict,
    c_p,
    code_scores,
    parse_workflow,
    s_code,
    succ,
)
from bioproagent.bench.metrics.fidelity import gold_fidelity, intent_fidelity
from bioproagent.bench.metrics.science import CsResult, c_s
from bioproagent.bench.metrics.text import build_idf, keywords, rouge_l, s_sem
from bioproagent.bench.types import AgentOutput, BenchItem, ItemResult, Subset
from bioproagent.draft import Usage
from bioproagent.registry import Registry, load_registry

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

__all__ = [
    "APPLICABLE",
    "CODE_SUCCESS_C_P",
    "CODE_SUCCESS_TAU",
    "EXTRA_ITEM_KEYS",
    "EXTRA_SUMMARY_KEYS",
    "METRICS",
    "SUMMARY_KEYS",
    "ItemScores",
    "acc_param",
    "acc_seq",
    "acc_seq_strict",
    "aggregate",
    "build_idf",
    "c_p",
    "c_s",
    "keywords",
    "pass_at_k",
    "rouge_l",
    "s_code",
    "s_sem",
    "score_item",
    "score_item_details",
    "succ",
]

METRICS: tuple[str, ...] = (
    "rouge_l",
    "s_sem",
    "c_s",
    "s_code",
    "c_p",
    "acc_seq",
    "acc_param",
    "fidelity",
    "succ",
    "tokens",
    "loop",
    "time_s",
)
"""Per-item score keys, in report order (``loop`` is 0/1; its mean is ``loop_rate``)."""

SUMMARY_KEYS: tuple[str, ...] = (
    "n",
    "rouge_l",
    "s_sem",
    "c_s",
    "s_code",
    "c_p",
    "acc_seq",
    "acc_param",
    "fidelity",
    "succ",
    "tokens",
    "loop_rate",
    "time_s",
)
"""Keys of one (agent, subset) summary row, in report order."""

EXTRA_ITEM_KEYS: tuple[str, ...] = (
    "c_s_llm",
    "parsed",
    "acc_seq_strict",
    "fidelity_intent",
    "fidelity_gold",
)
"""Diagnostic per-item keys: C_s came from the LLM judge (1) or the rubric (0); the code
passed the schema gate (1/0); Acc_seq over (device id, operation) tokens; fidelity against
the intent (K_i) and against the gold code (``fidelity`` is the gold one when there is gold)."""

EXTRA_SUMMARY_KEYS: tuple[str, ...] = (
    "c_s_llm_rate",
    "c_s_missing",
    "parse_rate",
    "acc_seq_strict",
    "samples",
    "k",
    "pass_at_1",
    "pass_at_k",
)
"""Diagnostic summary keys after :data:`SUMMARY_KEYS`; ``samples``/``k``/``pass_at_*`` only
when some item has more than one sample."""

_TEXT = ("rouge_l", "s_sem", "c_s")
_CODE = ("s_code", "c_p", "acc_seq", "acc_param", "fidelity", "succ")
_ALWAYS = ("tokens", "loop", "time_s")
APPLICABLE: dict[Subset, tuple[str, ...]] = {
    "A": (*_TEXT, *_ALWAYS),
    "B": (*_CODE, *_ALWAYS),
    "C": (*_CODE, *_ALWAYS),
    "D": (*_CODE, *_ALWAYS),
}
"""Subset -> the item metrics that apply to it; every other metric is None."""


@dataclass
class ItemScores:
    """Scores of one output, with notes (why a metric is missing) and the judge's usage."""

    scores: dict[str, float | None]
    notes: list[str] = field(default_factory=list)
    c_s_method: str | None = None
    judge_usage: Usage = field(default_factory=Usage)


def score_item_details(
    item: BenchItem,
    output: AgentOutput,
    registry: Registry | None = None,
    judge: BaseChatModel | None = None,
    *,
    idf: Mapping[str, float] | None = None,
) -> ItemScores:
    """Score one output (see :func:`score_item`), keeping notes and the judge's usage.

    The judge's tokens are the evaluator's, not the agent's: they are in ``judge_usage``
    and never in the ``tokens`` score.
    """
    scores: dict[str, float | None] = dict.fromkeys((*METRICS, *EXTRA_ITEM_KEYS))
    scores["tokens"] = float(output.tokens)
    scores["loop"] = 1.0 if output.loop else 0.0
    scores["time_s"] = float(output.time_s)
    result = ItemScores(scores)
    if item.subset == "A":
        _score_text(item, output, judge, idf, result)
    else:
        _score_code(item, output, registry, result)
    return result


def score_item(
    item: BenchItem,
    output: AgentOutput,
    registry: Registry | None = None,
    judge: BaseChatModel | None = None,
    *,
    idf: Mapping[str, float] | None = None,
) -> dict[str, float | None]:
    """Scores of one output: every key of :data:`METRICS` (None where it does not apply)
    plus :data:`EXTRA_ITEM_KEYS`.

    ``judge`` is a langchain-core chat model used for C_s (else the rubric); ``idf`` weights
    S_sem's keywords (see :func:`build_idf`; uniform when None).
    """
    return score_item_details(item, output, registry, judge, idf=idf).scores


def _score_text(
    item: BenchItem,
    output: AgentOutput,
    judge: BaseChatModel | None,
    idf: Mapping[str, float] | None,
    result: ItemScores,
) -> None:
    candidate = output.draft_text or ""
    if not candidate.strip():
        result.notes.append("the output has no protocol text; text metrics score 0")
    if item.gold_text is None or not item.gold_text.strip():
        result.notes.append(f"item {item.id} has no gold_text; ROUGE-L and S_sem are None")
    else:
        result.scores["rouge_l"] = rouge_l(candidate, item.gold_text)
        result.scores["s_sem"] = s_sem(candidate, item.gold_text, idf)
        if result.scores["s_sem"] is None:
            result.notes.append("the gold protocol has no keyword; S_sem is None")
    verdict: CsResult = c_s(candidate, judge=judge, query=item.query, reference=item.gold_text)
    result.scores["c_s"] = verdict.score
    result.scores["c_s_llm"] = 1.0 if verdict.method == "llm" else 0.0
    result.c_s_method = verdict.method
    result.judge_usage = verdict.usage
    if verdict.note:
        result.notes.append(f"C_s ({verdict.method}): {verdict.note}")


def _score_code(
    item: BenchItem, output: AgentOutput, registry: Registry | None, result: ItemScores
) -> None:
    if parse_workflow(item.gold_workflow) is None:
        result.notes.append(f"item {item.id} has no valid gold_workflow; code metrics are None")
        return
    code = code_scores(
        output.workflow, item.gold_workflow, registry, track_volumes=item.track_volumes
    )
    result.scores.update(code.as_dict())
    result.scores["parsed"] = 1.0 if code.parsed else 0.0
    gold_f = gold_fidelity(output.workflow, item.gold_workflow, registry)
    intent_f = intent_fidelity(item.query, output.workflow, registry or load_registry())
    result.scores["fidelity_gold"] = gold_f
    result.scores["fidelity_intent"] = intent_f
    result.scores["fidelity"] = gold_f if gold_f is not None else (intent_f or 0.0)
    if not code.parsed:
        why = (
            output.parse_error
            or output.error
            or ("no workflow" if output.workflow is None else "it does not validate as a Workflow")
        )
        result.notes.append(f"the code fails the schema gate ({why}); code metrics score 0")


# -- aggregation ---------------------------------------------------------------------------
def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k (Chen et al. 2021): 1 - C(n - c, k) / C(n, k).

    ``n`` samples of which ``c`` succeeded; 1.0 when fewer than ``k`` samples failed.
    Raises ValueError unless 0 <= c <= n and 1 <= k <= n.
    """
    if n < 1 or not 0 <= c <= n:
        raise ValueError(f"pass_at_k needs n >= 1 and 0 <= c <= n (got n={n}, c={c})")
    if not 1 <= k <= n:
        raise ValueError(
            f"pass_at_k needs 1 <= k <= n (got k={k}, n={n}); draw more samples or lower k"
        )
    if n - c < k:
        return 1.0
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def _mean(values: Sequence[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return sum(present) / len(present) if present else None


def aggregate(results: Sequence[ItemResult]) -> dict[str, float | int | None]:
    """The summary row of one (agent, subset): :data:`SUMMARY_KEYS` then
    :data:`EXTRA_SUMMARY_KEYS`.

    Each item counts once: its lowest sample (sample 0) gives the means. A mean skips None
    (a metric that does not apply) and is None when every item has None. With several
    samples per item, ``k`` is the smallest sample count over items, ``pass_at_k`` the mean
    over items of :func:`pass_at_k` on the samples' ``succ`` and ``pass_at_1`` the mean
    per-item success fraction. Raises ValueError when results mix agents or subsets.
    """
    pairs = {(r.agent, r.subset) for r in results}
    if len(pairs) > 1:
        raise ValueError(
            f"aggregate() takes the results of one (agent, subset); got "
            f"{sorted(pairs)}. Group the results first."
        )
    by_item: dict[str, list[ItemResult]] = {}
    for r in results:
        by_item.setdefault(r.item_id, []).append(r)
    samples = {i: sorted(rs, key=lambda r: r.sample) for i, rs in by_item.items()}
    first = [rs[0].scores for rs in samples.values()]
    summary: dict[str, float | int | None] = {"n": len(samples)}
    for key in SUMMARY_KEYS[1:]:
        summary[key] = _mean([s.get("loop" if key == "loop_rate" else key) for s in first])
    applies_c_s = any("c_s_llm" in s and s["c_s_llm"] is not None for s in first)
    summary["c_s_llm_rate"] = _mean([s.get("c_s_llm") for s in first])
    summary["c_s_missing"] = (
        sum(1 for s in first if s.get("c_s_llm") is not None and s.get("c_s") is None)
        if applies_c_s
        else None
    )
    summary["parse_rate"] = _mean([s.get("parsed") for s in first])
    summary["acc_seq_strict"] = _mean([s.get("acc_seq_strict") for s in first])
    if samples and max(len(rs) for rs in samples.values()) > 1:
        k = min(len(rs) for rs in samples.values())
        summary["samples"] = max(len(rs) for rs in samples.values())
        summary["k"] = k
        outcomes = [[r.scores.get("succ") for r in rs] for rs in samples.values()]
        if any(v is not None for o in outcomes for v in o):
            counts = [(len(o), sum(1 for v in o if v == 1.0)) for o in outcomes]
            summary["pass_at_1"] = sum(c / n for n, c in counts) / len(counts)
            summary["pass_at_k"] = sum(pass_at_k(n, c, k) for n, c in counts) / len(counts)
        else:
            summary["pass_at_1"] = summary["pass_at_k"] = None
    return summary
