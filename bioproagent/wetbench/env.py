"""The WetBench gymnasium environment: the seed's closed loop over one configuration.

Spaces (both ``gymnasium.spaces.Text`` over printable ASCII, so they are JSON strings):

* **observation**: ``{"goal", "config", "step", "max_steps", "clock_s", "materials":
  [visible material, ...], "actions": [name, ...], "last": {accepted, code, reason,
  observations, time_s}, "rejections_in_a_row", "done"}``.
* **action**: ``{"action": NAME, "materials": [BARCODE, ...], "params": {...}}`` as JSON
  text; ``step`` also takes the dict, an :class:`ActionDoc` or the seed's ``ACTION: /
  MATERIALS: / PARAMETERS:`` text. Each action's JSON Schema is in
  ``info["action_schemas"]`` after ``reset`` and in :func:`load_catalogue`.

An episode ends (``terminated``) on ``SubmitMaterialsObservationsForReview`` (the evidence
classifier decides; reward 1.0 when VALID), on ``Quit``, or after three rejected actions in
a row; it is ``truncated`` when the configuration's step budget is spent. Every attempted
action, accepted or not, uses one step of the budget.
"""

from __future__ import annotations

import copy
import json
from typing import Any

try:
    import gymnasium as gym
    from gymnasium import spaces
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(
        "bioproagent.wetbench.env needs gymnasium: pip install 'bioproagent[wetbench]'"
    ) from exc

from bioproagent.textutil import nearest
from bioproagent.wetbench.actions_text import ActionFormatError, parse_action
from bioproagent.wetbench.catalogue import Catalogue, load_catalogue
from bioproagent.wetbench.classifiers import (
    EvidenceClassifier,
    RubricClassifier,
    Transcript,
    Verdict,
    VerdictFormatError,
)
from bioproagent.wetbench.config import ActionDoc, Configuration, get_configuration
from bioproagent.wetbench.materials import Evidence
from bioproagent.wetbench.rule_model import RuleTransitionModel
from bioproagent.wetbench.state import LabState, Outcome, TransitionModel

SUBMIT = "SubmitMaterialsObservationsForReview"
QUIT = "Quit"
MAX_REJECTIONS = 3
CHARSET = "".join(chr(c) for c in range(32, 127))
OBS_MAX_CHARS = 2_000_000
ACTION_MAX_CHARS = 20_000


def dumps(value: Any) -> str:
    """Compact ASCII JSON (what the Text spaces hold)."""
    return json.dumps(value, ensure_ascii=True, separators=(",", ":"), sort_keys=False)


class WetBenchEnv(gym.Env[str, str]):
    """One WetBench configuration as a gymnasium environment."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012

    def __init__(
        self,
        config: Configuration | str,
        transition: TransitionModel | None = None,
        classifier: EvidenceClassifier | None = None,
        max_steps: int | None = None,
        render_mode: str | None = None,
        catalogue: Catalogue | None = None,
    ) -> None:
        self.config = get_configuration(config) if isinstance(config, str) else config
        self.transition: TransitionModel = transition or RuleTransitionModel()
        self.classifier: EvidenceClassifier = classifier or RubricClassifier()
        self.catalogue = catalogue or load_catalogue()
        self.max_steps = max_steps or self.config.max_steps
        self.render_mode = render_mode
        self.observation_space = spaces.Text(OBS_MAX_CHARS, charset=CHARSET)
        self.action_space = spaces.Text(ACTION_MAX_CHARS, charset=CHARSET)
        self.state = LabState.start(self.config, None)
        self.history: list[dict[str, Any]] = []
        self.evidence: list[Evidence] = []
        self.verdict: Verdict | None = None
        self.verdict_error: str | None = None
        self.end_reason: str | None = None
        self._last: Outcome | None = None
        self._rejections = 0

    # -- gymnasium API ---------------------------------------------------------------------
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[str, dict[str, Any]]:
        super().reset(seed=seed)
        derived = int(self.np_random.integers(0, 2**31 - 1))
        self.state = LabState.start(self.config, derived)
        self.history, self.evidence = [], []
        self.verdict, self.verdict_error, self.end_reason = None, None, None
        self._last, self._rejections = None, 0
        info = {
            "config": self.config.public(),
            "action_schemas": {
                n: copy.deepcopy(dict(self.catalogue[n].schema)) for n in self.config.actions
            },
        }
        return self._observation(), info

    def step(self, action: Any) -> tuple[str, float, bool, bool, dict[str, Any]]:
        if self.end_reason is not None:
            raise RuntimeError("the episode has ended; call reset() first")
        step_no = len(self.history)
        doc, outcome = self._attempt(action, step_no)
        reward, terminated = 0.0, False
        if outcome.accepted and doc is not None and doc.action == SUBMIT:
            terminated = True
            reward = self._judge()
            self.end_reason = "submitted"
        elif outcome.accepted and doc is not None and doc.action == QUIT:
            terminated, self.end_reason = True, "quit"
        self._rejections = 0 if outcome.accepted else self._rejections + 1
        if not terminated and self._rejections >= MAX_REJECTIONS:
            terminated, self.end_reason = True, "three rejected actions in a row"
        self.evidence.extend(outcome.evidence)
        self.history.append(self._record(step_no, doc, action, outcome))
        self._last = outcome
        truncated = not terminated and len(self.history) >= self.max_steps
        if truncated:
            self.end_reason = "step budget spent"
        info = {"outcome": outcome.to_json(), "end_reason": self.end_reason}
        if self.verdict is not None:
            info["verdict"] = self.verdict.model_dump()
        if self.verdict_error is not None:
            info["verdict_error"] = self.verdict_error
        return self._observation(), reward, terminated, truncated, info

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        lines = [
            f"[{self.config.id}] step {len(self.history)}/{self.max_steps} "
            f"t={self.state.clock_s / 3600:.2f} h"
        ]
        for m in self.state.available():
            lines.append(f"  {m.barcode} {m.name} ({m.volume_ul:.4g} uL, {m.condition})")
        return "\n".join(lines)

    # -- internals -------------------------------------------------------------------------
    def _attempt(self, raw: Any, step_no: int) -> tuple[ActionDoc | None, Outcome]:
        try:
            doc = parse_action(raw)
        except ActionFormatError as exc:
            return None, Outcome.reject("BAD_FORMAT", str(exc))
        problem = self.precheck(doc)
        if problem is not None:
            return doc, problem
        if doc.action in (SUBMIT, QUIT):
            return doc, Outcome(accepted=True)
        spec = self.catalogue[doc.action]
        try:
            return doc, self.transition.apply(self.state, doc, spec, step_no)
        except Exception as exc:  # a model backend failure rejects this action, reported
            return doc, Outcome.reject("MODEL_ERROR", f"the transition model failed: {exc}")

    def precheck(self, doc: ActionDoc) -> Outcome | None:
        """The checks shared by every transition model (catalogue, schema, barcodes)."""
        return precheck(doc, self.config, self.catalogue, self.state)

    def _judge(self) -> float:
        transcript = self.transcript()
        try:
            self.verdict = self.classifier.judge(self.config, transcript)
        except VerdictFormatError as exc:
            self.verdict_error = str(exc)
            return 0.0
        return 1.0 if self.verdict.valid else 0.0

    def transcript(self) -> Transcript:
        """What the classifiers read: goal, every step, credited readings, materials now."""
        return Transcript(
            goal=self.config.goal,
            steps=self.history,
            evidence=list(self.evidence),
            materials=[m.visible() for m in self.state.available()],
        )

    def _record(
        self, step_no: int, doc: ActionDoc | None, raw: Any, outcome: Outcome
    ) -> dict[str, Any]:
        shown = doc.model_dump() if doc is not None else {"action": "?", "raw": str(raw)[:300]}
        names = [
            self.state.materials[b].name
            for b in (doc.materials if doc else ())
            if b in self.state.materials
        ]
        return {
            "step": step_no,
            "action": shown,
            "material_names": names,
            "clock_s": self.state.clock_s,
            **outcome.to_json(),
        }

    def observation_dict(self) -> dict[str, Any]:
        last = self._last.to_json() if self._last is not None else None
        return {
            "goal": self.config.goal,
            "config": self.config.id,
            "step": len(self.history),
            "max_steps": self.max_steps,
            "clock_s": self.state.clock_s,
            "materials": [m.visible() for m in self.state.available()],
            "actions": list(self.config.actions),
            "last": last,
            "rejections_in_a_row": self._rejections,
            "done": self.end_reason,
        }

    def _observation(self) -> str:
        return dumps(self.observation_dict())


def precheck(
    doc: ActionDoc, config: Configuration, catalogue: Catalogue, state: LabState
) -> Outcome | None:
    """A rejection when the action is unknown, not offered, schema-invalid or names a
    barcode that is not on the bench (invented materials are refused here), else None."""
    if doc.action not in catalogue:
        near = nearest(doc.action, catalogue.names())
        hint = f"; did you mean {', '.join(near)}?" if near else ""
        return Outcome.reject("UNKNOWN_ACTION", f"'{doc.action}' is not an action{hint}")
    if doc.action not in config.actions:
        return Outcome.reject("NOT_AVAILABLE", f"{doc.action} is not available in this experiment")
    errors = catalogue[doc.action].errors(doc.model_dump())
    if errors:
        return Outcome.reject("BAD_PARAMS", "; ".join(errors[:4]))
    for barcode in doc.materials:
        material = state.materials.get(barcode)
        if material is None:
            return Outcome.reject(
                "MISSING_MATERIAL", f"no material {barcode} on the bench (use exact barcodes)"
            )
        if not material.available:
            return Outcome.reject(
                "UNAVAILABLE_MATERIAL", f"{barcode} ({material.name}) is used up or discarded"
            )
    return None
