"""Code metrics of the benchmark: C_p, Acc_seq, Acc_param, S_code and Succ.

Every function takes the predicted workflow as a :class:`~bioproagent.ir.Workflow`, its
JSON-compatible dict, JSON text or None. Anything that does not validate as a Workflow
(the schema gate) scores 0 on every code metric. Formulas and worked examples are in
``docs/metrics.md``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from bioproagent.ir import Workflow
from bioproagent.registry import Registry
from bioproagent.rules import Violation, verify

CODE_SUCCESS_TAU = 0.5
"""S_code threshold of Succ (reference ``evaluation_profiles.json``: code_success_tau)."""
CODE_SUCCESS_C_P = 1.0
"""C_p threshold of Succ (reference: code_success_c_p_threshold)."""
REL_TOL = 0.01
"""Relative tolerance of a numeric parameter match (1 %)."""
ABS_TOL = 1e-6
"""Absolute tolerance of a numeric parameter match (for values near zero)."""

WorkflowLike = Workflow | Mapping[str, Any] | str | bytes | None
Token = tuple[str, str]

_LABWARE_PATH = re.compile(r"^/labware/(\d+)(?:/|$)")


def parse_workflow(workflow: WorkflowLike) -> Workflow | None:
    """The workflow as a validated :class:`Workflow`, or None when it fails the schema gate."""
    if workflow is None:
        return None
    if isinstance(workflow, Workflow):
        return workflow
    try:
        if isinstance(workflow, str | bytes):
            return Workflow.model_validate_json(workflow)
        return Workflow.model_validate(workflow)
    except (ValidationError, ValueError, TypeError):
        return None


# -- C_p ---------------------------------------------------------------------------------
def failing_steps(workflow: Workflow, violations: list[Violation]) -> set[int]:
    """Indices of the steps a list of violations counts against.

    A violation with a step index counts against that step. A step-less violation under
    ``/labware/<j>`` counts against every step that binds labware ``j``; any other step-less
    violation (or one on labware no step uses) counts against every step (fail closed).
    """
    every = set(range(len(workflow.steps)))
    failing: set[int] = set()
    for violation in violations:
        if violation.step is not None:
            failing.add(violation.step)
            continue
        match = _LABWARE_PATH.match(violation.path)
        users: set[int] = set()
        if match and int(match.group(1)) < len(workflow.labware):
            lw_id = workflow.labware[int(match.group(1))].id
            users = {
                i
                for i, s in enumerate(workflow.steps)
                if any(r.labware == lw_id for refs in s.labware.values() for r in refs)
            }
        failing |= users or every
    return failing & every


def c_p(
    workflow: WorkflowLike, registry: Registry | None = None, *, track_volumes: bool = True
) -> float:
    """C_p: the fraction of steps with no rule-engine violation (0 when unparseable/empty)."""
    parsed = parse_workflow(workflow)
    if parsed is None or not parsed.steps:
        return 0.0
    report = verify(parsed, registry, track_volumes=track_volumes)
    bad = failing_steps(parsed, report.violations)
    return (len(parsed.steps) - len(bad)) / len(parsed.steps)


# -- tokens and alignment ------------------------------------------------------------------
def operation_tokens(
    workflow: Workflow, registry: Registry | None = None, *, strict: bool = False
) -> list[Token]:
    """One token per step: (category, operation), or (device, operation) when ``strict``.

    The category comes from the registry; a device the registry does not know falls back to
    the step's own ``category`` field, else to ``"?<device>"`` (matching only itself).
    """
    tokens: list[Token] = []
    for step in workflow.steps:
        if strict:
            tokens.append((step.device.strip().lower(), step.operation.strip().lower()))
            continue
        instrument = registry.instrument(step.device) if registry is not None else None
        if instrument is not None:
            category = instrument.category
        elif step.category:
            category = step.category.strip().upper()
        else:
            category = f"?{step.device.strip().lower()}"
        tokens.append((category, step.operation.strip().lower()))
    return tokens


def lcs_length(pred: list[Token], gold: list[Token]) -> int:
    """Length of the longest common subsequence of two token lists."""
    previous = [0] * (len(gold) + 1)
    for p in pred:
        current = [0]
        for j, g in enumerate(gold):
            current.append(previous[j] + 1 if p == g else max(previous[j + 1], current[j]))
        previous = current
    return previous[-1]


def _ratio(lcs: int, n_pred: int, n_gold: int) -> float:
    longest = max(n_pred, n_gold)
    return 1.0 if longest == 0 else lcs / longest


def acc_seq(
    workflow: WorkflowLike,
    gold: WorkflowLike,
    registry: Registry | None = None,
    *,
    strict: bool = False,
) -> float:
    """Acc_seq = LCS(pred, gold) / max(len(pred), len(gold)) over operation tokens.

    Tokens are (instrument category, operation); ``strict`` uses (device id, operation).
    Both empty -> 1.0; unparseable prediction -> 0.0. Raises ValueError on an invalid gold.
    """
    gold_wf = _gold(gold)
    parsed = parse_workflow(workflow)
    if parsed is None:
        return 0.0
    pred_t = operation_tokens(parsed, registry, strict=strict)
    gold_t = operation_tokens(gold_wf, registry, strict=strict)
    return _ratio(lcs_length(pred_t, gold_t), len(pred_t), len(gold_t))


def acc_seq_strict(
    workflow: WorkflowLike, gold: WorkflowLike, registry: Registry | None = None
) -> float:
    """Acc_seq with (device id, operation) tokens."""
    return acc_seq(workflow, gold, registry, strict=True)


# -- parameters ----------------------------------------------------------------------------
def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return None
        return number if math.isfinite(number) else None
    return None


def values_match(pred: Any, gold: Any) -> bool:
    """Whether a predicted parameter value matches the gold value.

    Numbers: |p - g| <= max(1e-6, 0.01 * |g|) (a numeric string counts as its number when
    the other side is a number); strings: equal after strip + casefold; booleans and null:
    identical; lists: same length and every element matches; objects: same keys and every
    value matches.
    """
    if isinstance(gold, bool) or isinstance(pred, bool) or gold is None or pred is None:
        return type(pred) is type(gold) and pred == gold
    if isinstance(gold, int | float) or isinstance(pred, int | float):
        p, g = _number(pred), _number(gold)
        return p is not None and g is not None and abs(p - g) <= max(ABS_TOL, REL_TOL * abs(g))
    if isinstance(gold, str) and isinstance(pred, str):
        return pred.strip().casefold() == gold.strip().casefold()
    if isinstance(gold, list) and isinstance(pred, list):
        return len(pred) == len(gold) and all(
            values_match(p, g) for p, g in zip(pred, gold, strict=True)
        )
    if isinstance(gold, dict) and isinstance(pred, dict):
        return pred.keys() == gold.keys() and all(values_match(pred[k], gold[k]) for k in gold)
    return False


def param_matches(pred: Mapping[str, Any], gold: Mapping[str, Any]) -> int:
    """How many gold parameters the predicted parameters reproduce (same name, matching value)."""
    return sum(
        1 for name, value in gold.items() if name in pred and values_match(pred[name], value)
    )


def align(
    pred: Workflow, gold: Workflow, registry: Registry | None = None
) -> list[tuple[int, int]]:
    """(pred index, gold index) pairs of a longest common subsequence of operation tokens.

    Among all alignments of maximal length, the one with the most matching gold parameters
    is returned; remaining ties are broken deterministically (a match is taken as early as
    possible). Pairs are in order.
    """
    pt, gt = operation_tokens(pred, registry), operation_tokens(gold, registry)
    n, m = len(pt), len(gt)
    # best[i][j]: (lcs length, parameter matches) of pred[i:] against gold[j:]
    best = [[(0, 0)] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        row, below = best[i], best[i + 1]
        for j in range(m - 1, -1, -1):
            candidate = max(below[j], row[j + 1])
            if pt[i] == gt[j]:
                rest = below[j + 1]
                gain = param_matches(pred.steps[i].params, gold.steps[j].params)
                candidate = max(candidate, (rest[0] + 1, rest[1] + gain))
            row[j] = candidate
    pairs: list[tuple[int, int]] = []
    i = j = 0
    while i < n and j < m:
        if pt[i] == gt[j]:
            rest = best[i + 1][j + 1]
            gain = param_matches(pred.steps[i].params, gold.steps[j].params)
            if (rest[0] + 1, rest[1] + gain) == best[i][j]:
                pairs.append((i, j))
                i, j = i + 1, j + 1
                continue
        if best[i][j + 1] == best[i][j]:
            j += 1
        else:
            i += 1
    return pairs


def acc_param(
    workflow: WorkflowLike, gold: WorkflowLike, registry: Registry | None = None
) -> float:
    """Acc_param: matching gold parameters / all gold parameters, over the alignment.

    Parameters of unaligned gold steps are misses; extra predicted parameters are ignored.
    A gold without any parameter scores the fraction of gold steps aligned instead (1.0 when
    the gold has no step and neither has the prediction). Unparseable prediction -> 0.0.
    """
    gold_wf = _gold(gold)
    parsed = parse_workflow(workflow)
    if parsed is None:
        return 0.0
    pairs = align(parsed, gold_wf, registry)
    total = sum(len(s.params) for s in gold_wf.steps)
    if total == 0:
        if not gold_wf.steps:
            return 1.0 if not parsed.steps else 0.0
        return len(pairs) / len(gold_wf.steps)
    hits = sum(param_matches(parsed.steps[i].params, gold_wf.steps[j].params) for i, j in pairs)
    return hits / total


# -- S_code and Succ -----------------------------------------------------------------------
@dataclass(frozen=True)
class CodeScores:
    """All code metrics of one prediction."""

    parsed: bool
    c_p: float
    acc_seq: float
    acc_param: float
    s_code: float
    succ: float
    acc_seq_strict: float

    def as_dict(self) -> dict[str, float]:
        return {
            "s_code": self.s_code,
            "c_p": self.c_p,
            "acc_seq": self.acc_seq,
            "acc_param": self.acc_param,
            "succ": self.succ,
            "acc_seq_strict": self.acc_seq_strict,
        }


def succ(s_code_value: float, c_p_value: float) -> float:
    """1.0 when S_code >= 0.5 and C_p == 1.0 (the reference's thresholds), else 0.0."""
    return 1.0 if s_code_value >= CODE_SUCCESS_TAU and c_p_value >= CODE_SUCCESS_C_P else 0.0


def code_scores(
    workflow: WorkflowLike,
    gold: WorkflowLike,
    registry: Registry | None = None,
    *,
    track_volumes: bool = True,
) -> CodeScores:
    """C_p, Acc_seq, Acc_param, S_code = their mean (0 when unparseable) and Succ."""
    gold_wf = _gold(gold)
    parsed = parse_workflow(workflow)
    if parsed is None:
        return CodeScores(False, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    cp = c_p(parsed, registry, track_volumes=track_volumes)
    seq = acc_seq(parsed, gold_wf, registry)
    par = acc_param(parsed, gold_wf, registry)
    s = (cp + seq + par) / 3
    return CodeScores(True, cp, seq, par, s, succ(s, cp), acc_seq_strict(parsed, gold_wf))


def s_code(
    workflow: WorkflowLike,
    gold: WorkflowLike,
    registry: Registry | None = None,
    *,
    track_volumes: bool = True,
) -> float:
    """S_code = (C_p + Acc_seq + Acc_param) / 3 when the code parses, else 0."""
    return code_scores(workflow, gold, registry, track_volumes=track_volumes).s_code


def _gold(gold: WorkflowLike) -> Workflow:
    parsed = parse_workflow(gold)
    if parsed is None:
        raise ValueError(
            f"the gold workflow is missing or is not a valid Workflow ({repr(gold)[:120]}); "
            "fix the benchmark item (its gold_workflow must validate with "
            "bioproagent.ir.Workflow.model_validate)"
        )
    return parsed
