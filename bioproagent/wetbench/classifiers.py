"""Evidence classifiers: does the submitted history make the goal's answer inferable?

Two interchangeable classifiers share one interface (:class:`EvidenceClassifier`):

* :class:`RubricClassifier` (deterministic, the default) checks the credited measurements
  of the episode against the configuration's evidence rubric: every required readout on
  every required subject (controls and standards are subjects too), and, where the rubric
  asks for it, enough distinct conditions (e.g. four concentrations of a dose series).
* :class:`LLMClassifier` asks any langchain-core chat model with the seed's VALID/INVALID
  format and parses the reply strictly; an unreadable verdict raises
  :class:`VerdictFormatError` (an error, never a pass).

:func:`agreement` gives the percentage agreement and Cohen's kappa of two verdict lists.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field

from bioproagent.errors import VerdictFormatError
from bioproagent.wetbench.config import Configuration, RubricItem
from bioproagent.wetbench.materials import Evidence

Relevance = Literal["directly supports goal", "partially supports goal", "does not support goal"]
Strength = Literal["strong", "moderate", "weak"]


class Verdict(BaseModel):
    """A classifier's judgement of one submission."""

    valid: bool
    reasoning: str
    confidence: float = Field(ge=0.0, le=1.0)
    goal_relevance: Relevance
    evidence_strength: Strength
    classifier: str
    missing: list[str] = Field(default_factory=list, description="Rubric items not met.")


@dataclass
class Transcript:
    """Everything a classifier may read: the goal, each step and the credited readings."""

    goal: str
    steps: list[dict[str, Any]] = field(default_factory=list)
    evidence: list[Evidence] = field(default_factory=list)
    materials: list[dict[str, Any]] = field(default_factory=list)

    def text(self) -> str:
        """The chronological history as the LLM classifier reads it."""
        lines = []
        for rec in self.steps:
            doc = rec["action"]
            head = f"Step {rec['step']} (t={rec['clock_s'] / 3600:.2f} h): {doc.get('action')}"
            mats = ", ".join(rec.get("material_names", [])) or "-"
            params = ", ".join(f"{k}={v}" for k, v in doc.get("params", {}).items()) or "-"
            lines.append(f"{head} on [{mats}] with {params}")
            if not rec["accepted"]:
                lines.append(f"  REJECTED: {rec['reason']}")
            for obs in rec.get("observations", []):
                lines.append(f"  Observed: {obs['description']}")
        if not lines:
            lines.append("(no actions were taken)")
        if self.materials:
            lines.append("Materials at submission:")
            for m in self.materials:
                where = m.get("container", {}).get("type", "no container")
                lines.append(
                    f"  {m['name']}: {m['volume_ul']:g} uL, {m['condition']}, {m['form']}, {where}"
                )
        return "\n".join(lines)


class EvidenceClassifier(Protocol):
    name: str

    def judge(self, config: Configuration, transcript: Transcript) -> Verdict: ...


class RubricClassifier:
    """Deterministic: every rubric item must be met by credited readings."""

    name = "rubric"

    def judge(self, config: Configuration, transcript: Transcript) -> Verdict:
        met: list[str] = []
        missing: list[str] = []
        for item in config.rubric:
            problem = item_problem(item, transcript.evidence)
            (missing if problem else met).append(f"{item.id}: {problem or item.description}")
        total = len(config.rubric)
        share = len(met) / total if total else 0.0
        valid = not missing
        if valid:
            reasoning = "Every rubric item is supported: " + "; ".join(met)
        else:
            reasoning = "Missing evidence: " + "; ".join(missing)
        return Verdict(
            valid=valid,
            reasoning=reasoning,
            confidence=1.0 if valid else round(1.0 - share, 3),
            goal_relevance="directly supports goal"
            if valid
            else ("partially supports goal" if met else "does not support goal"),
            evidence_strength="strong" if valid else ("moderate" if share >= 0.5 else "weak"),
            classifier=self.name,
            missing=[m.split(":", 1)[0] for m in missing],
        )


def item_problem(item: RubricItem, evidence: Sequence[Evidence]) -> str | None:
    """Why the evidence does not meet one rubric item, or None when it does."""
    readings = [e for e in evidence if e.readout in item.readouts and e.subject]
    seen = {e.subject for e in readings}
    absent = [s for s in item.subjects if not any(_covers(s, got) for got in seen)]
    if absent:
        shown = ", ".join(absent[:6]) + (" ..." if len(absent) > 6 else "")
        return f"no {'/'.join(item.readouts)} reading for {shown}"
    if item.min_subjects and len(seen) < item.min_subjects:
        return f"{len(seen)} subject(s) measured, {item.min_subjects} needed"
    if item.distinct is not None:
        values = {
            round(e.variables[item.distinct.var], 6)
            for e in readings
            if item.distinct.var in e.variables
        }
        if len(values) < item.distinct.count:
            return (
                f"{len(values)} distinct {item.distinct.var} value(s), {item.distinct.count} needed"
            )
    if item.bracket is not None:
        numbers = [e.value for e in readings if isinstance(e.value, int | float)]
        if not (any(v < item.bracket for v in numbers) and any(v >= item.bracket for v in numbers)):
            return f"the readings do not bracket {item.bracket:g} (values on both sides needed)"
    if not readings:
        return f"no {'/'.join(item.readouts)} reading"
    return None


def _covers(wanted: str, got: str | None) -> bool:
    return got is not None and (got == wanted or got.startswith(wanted + "/"))


# -- the LLM classifier ----------------------------------------------------------------------
CLASSIFIER_PROMPT = """You judge whether an experiment run in a simulated wet lab gathered \
enough evidence to reach a goal.

The simulation cannot give exact raw data files; what counts is what a competent \
scientist could infer from the materials produced and the observations reported. Judge \
only claims that follow from those.

Weigh: scientific plausibility, logical consistency, what the materials and observations \
allow one to infer, embodied common sense, alternative explanations, the strength of the \
evidence, and confounders (missing controls, standards, baselines or replicates).

Goal: {goal}

Experimental steps, in order:
{steps}

Answer in exactly this format and nothing else:
<verdict>VALID or INVALID</verdict>
<reasoning>why: the evidence for and against, principles that apply, alternatives</reasoning>
<confidence>a number from 0.0 to 1.0</confidence>
<goal_relevance>directly supports goal | partially supports goal | does not support goal\
</goal_relevance>
<evidence_strength>strong | moderate | weak</evidence_strength>"""

_TAG = r"<{0}>\s*(.*?)\s*</{0}>"


def parse_verdict(text: str, classifier: str = "llm") -> Verdict:
    """Read a tagged verdict; anything missing, repeated or out of range is an error."""
    values: dict[str, str] = {}
    for tag in ("verdict", "reasoning", "confidence", "goal_relevance", "evidence_strength"):
        found = re.findall(_TAG.format(tag), text, re.S | re.I)
        if len(found) != 1:
            how = "missing" if not found else f"given {len(found)} times"
            raise VerdictFormatError(f"the reply's <{tag}> is {how}; reply: {text[:200]!r}")
        values[tag] = found[0].strip()
    verdict = values["verdict"].upper()
    if verdict not in ("VALID", "INVALID"):
        raise VerdictFormatError(f"<verdict> must be VALID or INVALID, not {values['verdict']!r}")
    try:
        confidence = float(values["confidence"])
    except ValueError as exc:
        raise VerdictFormatError(f"<confidence> is not a number: {values['confidence']!r}") from exc
    if not 0.0 <= confidence <= 1.0:
        raise VerdictFormatError(f"<confidence> {confidence} is outside 0.0-1.0")
    relevance = values["goal_relevance"].lower()
    strength = values["evidence_strength"].lower()
    if relevance not in (
        "directly supports goal",
        "partially supports goal",
        "does not support goal",
    ):
        raise VerdictFormatError(
            f"<goal_relevance> {values['goal_relevance']!r} is not one of the three allowed phrases"
        )
    if strength not in ("strong", "moderate", "weak"):
        raise VerdictFormatError(
            f"<evidence_strength> {values['evidence_strength']!r} must be strong, moderate or weak"
        )
    if not values["reasoning"]:
        raise VerdictFormatError("<reasoning> is empty")
    return Verdict.model_validate(
        {
            "valid": verdict == "VALID",
            "reasoning": values["reasoning"],
            "confidence": confidence,
            "goal_relevance": relevance,
            "evidence_strength": strength,
            "classifier": classifier,
        }
    )


class LLMClassifier:
    """The seed's LLM evidence classifier over any langchain-core chat model."""

    name = "llm"

    def __init__(self, model: Any) -> None:
        self.model = model
        self.usage: dict[str, int] = {"llm_calls": 0, "prompt_tokens": 0, "completion_tokens": 0}

    def judge(self, config: Configuration, transcript: Transcript) -> Verdict:
        from langchain_core.messages import HumanMessage

        from bioproagent.planners.models.chat import call_model

        prompt = CLASSIFIER_PROMPT.format(goal=config.goal, steps=transcript.text())
        call = call_model(self.model, [HumanMessage(content=prompt)])
        self.usage["llm_calls"] += 1
        self.usage["prompt_tokens"] += call.usage.prompt_tokens
        self.usage["completion_tokens"] += call.usage.completion_tokens
        if call.error is not None:
            raise VerdictFormatError(f"the classifier model failed: {call.error}")
        return parse_verdict(call.text, classifier=self.name)


def agreement(a: Sequence[bool], b: Sequence[bool]) -> tuple[float, float]:
    """(percentage agreement, Cohen's kappa) of two equally long verdict lists."""
    if len(a) != len(b) or not a:
        raise ValueError("agreement needs two non-empty verdict lists of equal length")
    n = len(a)
    observed = sum(x == y for x, y in zip(a, b, strict=True)) / n
    pa, pb = sum(a) / n, sum(b) / n
    expected = pa * pb + (1 - pa) * (1 - pb)
    kappa = 1.0 if expected == 1.0 else (observed - expected) / (1 - expected)
    return round(100.0 * observed, 2), round(kappa, 4)
