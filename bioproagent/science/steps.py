"""K_s on text: one step in its context, or a whole free-text protocol.

- :func:`check_step` judges one step the way a reader of the step would: a quantity without
  a unit (``MISSING_UNIT``), a parameter outside its plausible range (``PARAM_IMPLAUSIBLE``,
  from the sourced table in ``science/data/plausibility.json``), and the text-level order and
  reagent rules of ``science/data/text_rules.json`` (``ORDER_IN_STEP``,
  ``REAGENT_MISMATCH``). It never applies an assay's completeness checklist: one step cannot
  show a protocol's blanks, standards or replicates.
- :func:`check_text` splits a free-text protocol into steps
  (:func:`~bioproagent.science.freetext.split_steps`), runs :func:`check_step` on each (with
  its neighbours as context) and the draft checklist (:func:`check_draft`) on the whole,
  where an assay's checklist applies only when the protocol performs the assay.
- With a chat model, :func:`review_step_with_llm` (in :mod:`bioproagent.science.step_review`)
  adds a per-step contextual verdict, parsed strictly.

Step indices in findings are 0-based positions among the steps that were checked.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from langchain_core.language_models import BaseChatModel

from bioproagent.draft import Draft, DraftStep, Finding, Usage
from bioproagent.science.checklist import check_draft
from bioproagent.science.freetext import TextStep, split_steps
from bioproagent.science.plausibility import plausibility_findings
from bioproagent.science.step_review import review_step_with_llm
from bioproagent.science.units import unitless_numbers

TEXT_RULES_PATH = Path(__file__).parent / "data" / "text_rules.json"


@dataclass(frozen=True)
class TextRule:
    """A pattern-pair rule over one step's text (order or reagent/solvent mismatch)."""

    id: str
    code: str
    pattern: re.Pattern[str]
    unless: re.Pattern[str] | None
    message: str
    hint: str
    source: str


@lru_cache(maxsize=4)
def load_text_rules(path: Path = TEXT_RULES_PATH) -> tuple[TextRule, ...]:
    """The order and reagent rules of a text-rule table (the shipped one by default)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return tuple(
        TextRule(
            id=row["id"],
            code=row["code"],
            pattern=re.compile(row["pattern"], re.I | re.S),
            unless=re.compile(row["unless"], re.I | re.S) if row.get("unless") else None,
            message=row["message"],
            hint=row["hint"],
            source=row["source"],
        )
        for row in data["rules"]
    )


def _text_rule_findings(text: str, step: int | None) -> list[Finding]:
    found = []
    for rule in load_text_rules():
        if not rule.pattern.search(text) or (rule.unless and rule.unless.search(text)):
            continue
        found.append(
            Finding(
                code=rule.code,
                step=step,
                message=f"{rule.message} ('{_clip(text)}')",
                hint=rule.hint,
                evidence=f"rule {rule.id} ({TEXT_RULES_PATH.name}); source: {rule.source}",
            )
        )
    return found


def check_step(
    text: str,
    purpose: str = "",
    prior: str | None = None,
    following: str | None = None,
    step: int | None = None,
) -> list[Finding]:
    """Findings for one protocol step read in its context (see the module docstring).

    ``purpose`` (the protocol's title or aim) widens the plausibility rules' context.
    ``prior`` and ``following`` (the neighbouring steps) are accepted for the contextual LLM
    review and future rules; the deterministic rules judge the step and its purpose only, so
    a neighbour's cell line cannot make a column spin look like a cell spin.
    """
    del prior, following  # see the docstring: no deterministic rule reads them yet
    findings: list[Finding] = []
    bare = unitless_numbers(text)
    if bare:
        findings.append(
            Finding(
                code="MISSING_UNIT",
                step=step,
                message=f"The step ('{_clip(text)}') has number(s) without a unit: "
                f"{', '.join(bare)}.",
                hint="write the unit next to every quantity (µL, °C, min, × g, rpm, nm, %)",
                evidence="bioproagent.science.units: a number in a quantity position with "
                "no unit, count noun, label or ratio",
            )
        )
    findings += plausibility_findings(text, purpose, step)
    findings += _text_rule_findings(text, step)
    return findings


def check_text(text: str, title: str = "", model: BaseChatModel | None = None) -> TextCheck:
    """K_s for a free-text protocol: per-step findings, then the draft checklist.

    ``title`` defaults to the first line when that line is not a numbered step. With
    ``model``, every step is also reviewed in context by the chat model (one call per step).
    """
    steps = split_steps(text)
    if not title and steps and not steps[0].label and len(steps) > 1:
        title, steps = steps[0].text, steps[1:]
    return check_steps(steps, title, model)


@dataclass
class TextCheck:
    """The result of checking a free-text protocol."""

    title: str
    steps: list[TextStep]
    findings: list[Finding]
    usage: Usage = field(default_factory=Usage)

    @property
    def passed(self) -> bool:
        """True when no finding is an error."""
        return not any(f.severity == "error" for f in self.findings)


def check_steps(
    steps: list[TextStep], title: str = "", model: BaseChatModel | None = None
) -> TextCheck:
    """K_s for steps already split (see :func:`check_text`)."""
    texts = [s.text for s in steps]
    findings: list[Finding] = []
    usage = Usage()
    for i, text in enumerate(texts):
        prior = texts[i - 1] if i else None
        following = texts[i + 1] if i + 1 < len(texts) else None
        findings += check_step(text, purpose=title, prior=prior, following=following, step=i)
        if model is not None:
            reviewed, used = review_step_with_llm(model, text, title, prior, following, i)
            findings += reviewed
            usage.add(used)
    draft = Draft(
        title=title or "protocol",
        steps=[DraftStep(text=t, operation=_operation_from_text(t)) for t in texts],
    )
    per_step = {"MISSING_UNIT"}  # already reported above, with evidence
    findings += [f for f in check_draft(draft) if f.code not in per_step]
    return TextCheck(title=title, steps=steps, findings=findings, usage=usage)


_TEXT_OPERATIONS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "read_absorbance",
        re.compile(r"\b(?:read|measure)\w*\b.{0,30}\b(?:absorbance|od\s?\d{3})", re.I),
    ),
    ("read_fluorescence", re.compile(r"\b(?:read|measure)\w*\b.{0,30}\bfluorescence\b", re.I)),
    ("read_luminescence", re.compile(r"\b(?:read|measure)\w*\b.{0,30}\bluminescence\b", re.I)),
    ("run_qpcr", re.compile(r"\brun\b.{0,20}\b(?:q-?pcr|real[- ]time pcr)\b", re.I)),
)


def _operation_from_text(text: str) -> str | None:
    """The measurement or cycling operation a free-text step names, if any, so the
    checklist's readout rule sees a written "Read absorbance at 450 nm"."""
    return next((op for op, pattern in _TEXT_OPERATIONS if pattern.search(text)), None)


def _clip(text: str, n: int = 70) -> str:
    return text if len(text) <= n else text[: n - 3] + "..."
