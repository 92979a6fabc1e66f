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

from bioproagent.bench.runner import agent_names
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


MOSTLY = 0.8  # the share of items on which all agents agree that counts as "mostly"


def run_notes(results: Sequence[ItemResult]) -> list[str]:
    """Sentences for the report: per subset, whether all agents coincided item by item (in
    output, or in quality scores), or mostly did and in which groups; then why."""
    by_subset: dict[str, list[ItemResult]] = defaultdict(list)
    for result in results:
        by_subset[result.subset].append(result)
    notes: list[str] = []
    explained: list[str] = []
    for subset in SUBSETS:
        group = by_subset.get(subset, [])
        rank = {name: i for i, name in enumerate(agent_names())}
        agents = sorted({r.agent for r in group}, key=lambda a: (rank.get(a, len(rank)), a))
        if len(agents) < 2:
            continue
        outputs: dict[tuple[str, int], set[str]] = defaultdict(set)
        scores: dict[tuple[str, int], dict[str, str]] = defaultdict(dict)
        for r in group:
            outputs[(r.item_id, r.sample)].add(output_fingerprint(r.output))
            scores[(r.item_id, r.sample)][r.agent] = quality_fingerprint(r.scores)
        items = len({item for item, _ in outputs})
        agreed = sum(len(set(by_agent.values())) == 1 for by_agent in scores.values())
        if all(len(found) == 1 for found in outputs.values()):
            notes.append(
                f"Subset {subset}: {_all(len(agents))} produced the same output for every "
                f"one of the {items} items, so their quality scores are equal by construction "
                "(only time, tokens and loop counts can differ)."
            )
        elif agreed == len(scores):
            notes.append(
                f"Subset {subset}: {_all(len(agents))} received the same quality scores on "
                f"every one of the {items} items; their outputs differ only in ways these "
                "metrics do not measure (only time, tokens and loop counts tell them apart)."
            )
        elif agreed >= MOSTLY * len(scores):
            groups = _score_groups(agents, scores)
            named = "; ".join(" = ".join(g) for g in groups if len(g) > 1)
            notes.append(
                f"Subset {subset}: {_all(len(agents))} received the same quality scores on "
                f"{agreed} of {len(scores)} items; the differences come from the other "
                f"{len(scores) - agreed}."
                + (f" Agents scoring identically on every item: {named}." if named else "")
            )
        else:
            continue
        explained.append(subset)
    if explained:
        calls = sum(r.output.llm_calls for r in results if r.subset in explained)
        if calls == 0:
            notes.append(
                "Why: no agent called a language model on "
                + _subsets(explained)
                + " (the run is offline), so every agent's drafts and code come from the "
                "same deterministic offline planner; the agents differ only in control "
                "flow (which tools they call, whether they check and repair), which changes "
                "the planner's output on few or no items there. Differences between agents "
                "need a model: bench run --model openai:MODEL (or local)."
            )
        else:
            notes.append(
                "Why: the agents called a model, yet their results coincided (wholly or "
                "mostly) on " + _subsets(explained) + "; on these items their strategies "
                "made little or no difference."
            )
    return notes


def _score_groups(
    agents: list[str], scores: dict[tuple[str, int], dict[str, str]]
) -> list[list[str]]:
    """Agents partitioned by identical quality scores on every item (in the agents' order)."""
    groups: list[list[str]] = []
    for agent in agents:
        for group in groups:
            head = group[0]
            if all(by.get(agent) == by.get(head) for by in scores.values()):
                group.append(agent)
                break
        else:
            groups.append([agent])
    return groups


def _all(count: int) -> str:
    return "both agents" if count == 2 else f"all {count} agents"


def _subsets(names: list[str]) -> str:
    return ("subset " if len(names) == 1 else "subsets ") + ", ".join(names)
