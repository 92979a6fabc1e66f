"""Clarification answers folded into the parsed intent, so that every planner uses them.

``apply_answers(spec, {"How many PCR cycles should run?": "35"})`` returns a copy of the
:class:`IntentSpec` whose counts hold ``cycles = 35``. An answer is matched to the parser's
question table (:data:`bioproagent.intent.lexicon.QUESTIONS`), which says what the question
asks for: a quantity role (``annealing_c``, read with its unit, or in the role's unit when
the answer is a bare number) or a count (``#samples``). A key that is itself a role or count
name (``rcf_g``, ``samples``) works as well, which is what ``bioproagent plan --answer``
passes for short keys. Answers that fit nothing are left in ``PlanningContext.answers`` for
planners that read text (the LLM planner).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from bioproagent.intent import lexicon as lx
from bioproagent.intent.spec import IntentSpec, Quantity
from bioproagent.vocab import param_unit

COUNT_NAMES = (
    "samples",
    "replicates",
    "dilution_points",
    "standards",
    "plates",
    "columns",
    "cycles",
)
"""Counts an answer can set by name."""
_NUMBER = re.compile(r"-?\d+(?:[.,]\d+)*")


def wanted_keys(question: str) -> list[str]:
    """What a question asks for: role names and '#count' keys, best first."""
    key = question.strip()
    for _, needed, text, _ in lx.QUESTIONS:
        if key == text or key.startswith(text):
            return needed.split("|")
    if key in COUNT_NAMES:
        return [f"#{key}"]
    if param_unit(key) is not None or key in ("bead_ratio", "dilution_factor", "concentration"):
        return [key]
    return []


def _numbers(answer: str) -> list[float]:
    out = []
    for m in _NUMBER.finditer(answer):
        try:
            out.append(float(m.group(0).replace(",", "")))
        except ValueError:
            continue
    return out


def apply_answers(spec: IntentSpec, answers: Mapping[str, str]) -> IntentSpec:
    """A copy of ``spec`` with the values the answers give (quantities and counts)."""
    from bioproagent.intent.parser import parse_intent

    quantities = list(spec.quantities)
    counts = dict(spec.counts)
    for question, answer in answers.items():
        keys = wanted_keys(question)
        if not keys or not answer or not answer.strip():
            continue
        read = parse_intent(answer).quantities
        numbers = _numbers(answer)
        for key in keys:
            if key.startswith("#"):
                if numbers:
                    counts[key[1:]] = int(numbers[0])
                break
            unit = param_unit(key)
            canonical = unit.unit if unit else "x"
            found = [q for q in read if q.unit == canonical]
            if found or (numbers and unit is not None):
                value = found[0].value if found else numbers[0]
                quantities = [q for q in quantities if q.role != key]
                quantities.append(
                    Quantity(value=value, unit=canonical, role=key, text=answer.strip())  # type: ignore[arg-type]
                )
                if len(keys) > 1 and len(numbers) > 1 and all(k.endswith("_nm") for k in keys):
                    other = keys[1]
                    quantities.append(
                        Quantity(value=numbers[1], unit="nm", role=other, text=answer.strip())
                    )
                break
    return spec.model_copy(update={"quantities": quantities, "counts": counts})
