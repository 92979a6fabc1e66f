"""What a benchmark run could and could not tell apart, read from its own results.

Offline (no chat model), every agent's drafts and device code come from the same embedded
deterministic planner; the agents differ only in control flow (which tools they call, how
often, whether they check and repair). On subsets where that control flow never changes
the planner's output, every agent produces the same output for every item and so scores
the same. The report must say so instead of presenting a nine-way tie as a finding.

:func:`run_notes` compares the agents item by item, first their outputs (the draft text
and the device code), then their quality scores (everything but cost and time), and says,
per subset, when all agents coincided on every item, and why.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Sequence

from bioproagent.bench.types import SUBSETS, AgentOutput, ItemResult


def output_fingerprint(output: AgentOutput) -> str:
    """A digest of what an agent produced (draft text and device code; no timing)."""
    payload = json.dumps(
        [output.draft_text, output.workflow, output.error is not None],
        sort_keys=True,
        ensure_ascii=False,
        default=str,
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


NOT_QUALITY = frozenset({"tokens", "time_s", "loop_rate", "loop", "c_s_llm"})


def quality_fingerprint(scores: dict[str, float | None]) -> str:
    """The quality scores of one result (no cost or timing), rounded as the tables show."""
    kept = {
        k: None if v is None else round(float(v), 3)
        for k, v in scores.items()
        if k not in NOT_QUALITY
    }
    return json.dumps(kept, sort_keys=True)


def run_notes(results: Sequence[ItemResult]) -> list[str]:
    """Sentences for the report: per subset, whether all agents' outputs coincided, and why."""
    by_subset: dict[str, list[ItemResult]] = defaultdict(list)
    for result in results:
        by_subset[result.subset].append(result)
    notes: list[str] = []
    identical: list[str] = []
    for subset in SUBSETS:
        group = by_subset.get(subset, [])
        agents = sorted({r.agent for r in group})
        if len(agents) < 2:
            continue
        outputs: dict[tuple[str, int], set[str]] = defaultdict(set)
        scores: dict[tuple[str, int], set[str]] = defaultdict(set)
        for r in group:
            outputs[(r.item_id, r.sample)].add(output_fingerprint(r.output))
            scores[(r.item_id, r.sample)].add(quality_fingerprint(r.scores))
        items = len({item for item, _ in outputs})
        if all(len(found) == 1 for found in outputs.values()):
            identical.append(subset)
            notes.append(
                f"Subset {subset}: {_all(len(agents))} produced the same output for every "
                f"one of the {items} items, so their quality scores are equal by construction "
                "(only time, tokens and loop counts can differ)."
            )
        elif all(len(found) == 1 for found in scores.values()):
            identical.append(subset)
            notes.append(
                f"Subset {subset}: {_all(len(agents))} received the same quality scores on "
                f"every one of the {items} items; their outputs differ only in ways these "
                "metrics do not measure (only time, tokens and loop counts tell them apart)."
            )
    if identical:
        calls = sum(r.output.llm_calls for r in results if r.subset in identical)
        if calls == 0:
            notes.append(
                "Why: no agent called a language model on "
                + _subsets(identical)
                + " (the run is offline), so every agent's drafts and code come from the "
                "same deterministic offline planner; the agents differ only in control "
                "flow, which did not change the planner's output there. Differences "
                "between agents need a model: bench run --model openai:MODEL (or local)."
            )
        else:
            notes.append(
                "Why: the agents called a model, yet their outputs coincided on "
                + _subsets(identical)
                + "; on these items their strategies made no difference."
            )
    return notes


def _all(count: int) -> str:
    return "both agents" if count == 2 else f"all {count} agents"


def _subsets(names: list[str]) -> str:
    return ("subset " if len(names) == 1 else "subsets ") + ", ".join(names)
