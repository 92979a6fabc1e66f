"""The LLM state-transition model: any langchain-core chat model simulates an action.

The prompt follows the seed's Appendix C.2 in our own words: work only with the listed
materials, derive new materials only from them, respect conservation and observational
limits, and answer in one JSON object. The reply is validated strictly
(:class:`TransitionReply`); it is refused, and the action rejected with ``MODEL_ERROR``,
when it is unreadable, when a new material does not name the input barcodes it derives
from (an invented material), or when the new materials hold more liquid than went in
(unless an unlimited stock was used). ``error_type`` 1 or 2 asks the model for obviously
or subtly wrong transitions, for fidelity studies as in the seed.

Readings of an LLM transition carry no hidden truth, so they are not rubric evidence; pair
this model with the LLM evidence classifier.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bioproagent.wetbench.catalogue import ActionSpec
from bioproagent.wetbench.config import ActionDoc
from bioproagent.wetbench.materials import CONDITIONS, Hidden, Observation
from bioproagent.wetbench.physics import advance, time_cost
from bioproagent.wetbench.state import LabState, Outcome

SYSTEM_PROMPT = """You simulate a wet-lab experiment. Given the current materials and one \
action, decide whether the action can be done and, if so, what materials and observations \
result.

Hard rules:
1. Use ONLY the materials listed below and materials named explicitly in the action's \
parameters. Never assume other reagents, samples or equipment.
2. New materials can only come from transforming or combining listed materials; list the \
barcodes each one derives from in "derived_from".
3. If something the action needs is missing, or the state forbids it (frozen, sealed, too \
little volume, wrong container, adherent cells where a suspension is needed), set \
"success": false and say why in "failure_reason".

Make outcomes scientifically sound: chemistry and physics, conservation of mass and volume \
(what goes in comes out), realistic results, time-dependent change (growth, decay), and \
observations limited to what a person could see, feel, smell or read off an instrument. \
Do not put barcodes in names or observations. Do not invent values the state does not \
support (e.g. an unknown volume): fail instead.

Reply with ONE JSON object and nothing else:
{"success": true|false, "failure_reason": "...", "reasoning": "...",
 "new_materials": [{"name": "...", "derived_from": ["MAT-..."], "volume_ul": 0,
   "properties": {}, "available_for_use": "available_for_further_use|\
not_available_for_further_use", "material_type": "static|dynamic",
   "environmental_condition": "CONDITIONS"}],
 "new_observations": [{"description": "...", "measurement_type": \
"visual|quantitative|qualitative|instrumental", "value": "..."}]}""".replace(
    "CONDITIONS", "|".join(CONDITIONS)
)

ERROR_INSTRUCTIONS = {
    1: "\n\nFOR A FIDELITY TEST: make this transition OBVIOUSLY wrong (break conservation, "
    "thermodynamics or kinetics) while sounding scientific. End 'reasoning' with "
    "'SECRET: <what is wrong>'.",
    2: "\n\nFOR A FIDELITY TEST: make this transition SUBTLY wrong (one plausible-looking "
    "mistake, e.g. a dilution arithmetic error). End 'reasoning' with 'SECRET: <what is "
    "wrong>'.",
}


class NewMaterial(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1)
    derived_from: list[str] = Field(min_length=1)
    volume_ul: float = Field(ge=0)
    properties: dict[str, Any] = Field(default_factory=dict)
    available_for_use: Literal["available_for_further_use", "not_available_for_further_use"]
    material_type: Literal["static", "dynamic"]
    environmental_condition: str


class NewObservation(BaseModel):
    model_config = ConfigDict(extra="forbid")

    description: str = Field(min_length=1)
    measurement_type: str = "qualitative"
    value: Any = None


class TransitionReply(BaseModel):
    model_config = ConfigDict(extra="forbid")

    success: bool
    failure_reason: str = ""
    reasoning: str = ""
    new_materials: list[NewMaterial] = Field(default_factory=list)
    new_observations: list[NewObservation] = Field(default_factory=list)


class LLMTransitionModel:
    """State transitions simulated by a chat model, validated before they touch the state."""

    name = "llm"

    def __init__(self, model: Any, error_type: int = 0) -> None:
        if error_type not in (0, 1, 2):
            raise ValueError("error_type must be 0 (correct), 1 (obvious) or 2 (subtle)")
        self.model = model
        self.error_type = error_type
        self.usage: dict[str, int] = {"llm_calls": 0, "prompt_tokens": 0, "completion_tokens": 0}

    def prompt(self, state: LabState, doc: ActionDoc, spec: ActionSpec) -> list[Any]:
        from langchain_core.messages import HumanMessage, SystemMessage

        involved = [state.materials[b] for b in doc.materials]
        materials = json.dumps([m.visible() for m in involved], ensure_ascii=False)
        user = (
            f"CURRENT MATERIALS:\n{materials}\n\nACTION: {doc.action} - {spec.description}\n"
            f"PARAMETERS: {json.dumps(doc.params)}\nTIME COST: {time_cost(spec, doc.params)} s"
        )
        system = SYSTEM_PROMPT + ERROR_INSTRUCTIONS.get(self.error_type, "")
        return [SystemMessage(content=system), HumanMessage(content=user)]

    def apply(self, state: LabState, doc: ActionDoc, spec: ActionSpec, step: int) -> Outcome:
        from bioproagent.planners.models.chat import call_model
        from bioproagent.planners.models.parsing import extract_json

        call = call_model(self.model, self.prompt(state, doc, spec))
        self.usage["llm_calls"] += 1
        self.usage["prompt_tokens"] += call.usage.prompt_tokens
        self.usage["completion_tokens"] += call.usage.completion_tokens
        if call.error is not None:
            return Outcome.reject("MODEL_ERROR", f"the transition model failed: {call.error}")
        parsed = extract_json(call.text, "object")
        if not parsed.ok:
            return Outcome.reject("MODEL_ERROR", f"unreadable transition: {parsed.error}")
        try:
            reply = TransitionReply.model_validate(parsed.value)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = "/".join(str(p) for p in first["loc"])
            return Outcome.reject("MODEL_ERROR", f"invalid transition at {where}: {first['msg']}")
        if not reply.success:
            return Outcome.reject("REJECTED_BY_MODEL", reply.failure_reason or "no reason given")
        problem = self._refusal(state, doc, reply)
        if problem is not None:
            return Outcome.reject("MODEL_ERROR", problem)
        return self._commit(state, doc, spec, reply)

    def _refusal(self, state: LabState, doc: ActionDoc, reply: TransitionReply) -> str | None:
        allowed = set(doc.materials) | {
            v for v in doc.params.values() if isinstance(v, str) and v in state.materials
        }
        for new in reply.new_materials:
            invented = [b for b in new.derived_from if b not in allowed]
            if invented:
                return (
                    f"refused: new material '{new.name}' derives from {invented}, which "
                    "the action did not use (invented material)"
                )
        inputs = [state.materials[b] for b in doc.materials]
        if not any(m.unlimited for m in inputs):
            went_in = sum(m.volume_ul for m in inputs)
            came_out = sum(n.volume_ul for n in reply.new_materials)
            if came_out > went_in * 1.001 + 1e-6:
                return (
                    f"refused: the new materials hold {came_out:g} uL but only "
                    f"{went_in:g} uL went in (conservation)"
                )
        return None

    def _commit(
        self, state: LabState, doc: ActionDoc, spec: ActionSpec, reply: TransitionReply
    ) -> Outcome:
        outcome = Outcome(accepted=True, time_s=time_cost(spec, doc.params))
        inputs = [state.materials[b] for b in doc.materials]
        pool: dict[str, float] = {}
        for m in inputs:
            if m.unlimited:
                continue
            for k, v in m.hidden.composition.items():
                pool[k] = pool.get(k, 0.0) + v
        total_in = sum(pool.values())
        taken = 0.0
        for new in reply.new_materials:
            sources = [state.materials[b] for b in new.derived_from if b in state.materials]
            share = new.volume_ul / total_in if total_in > 0 else 0.0
            composition = {k: v * share for k, v in pool.items()}
            taken += sum(composition.values())
            drawn = new.volume_ul - sum(composition.values())
            stock = next((m for m in sources if m.unlimited), None)
            if drawn > 1e-9 and stock is not None:
                composition[stock.barcode] = composition.get(stock.barcode, 0.0) + drawn
                state.ledger.add_liquid("drawn from unlimited stocks", {stock.barcode: -drawn})
            subjects = {m.hidden.subject for m in sources if m.hidden.subject}
            traits: dict[str, Any] = {}
            for m in sources:
                traits.update(m.hidden.traits)
            material = state.new_material(
                name=new.name,
                role="sample",
                form="liquid",
                properties=new.properties,
                condition=new.environmental_condition,
                dynamic=new.material_type == "dynamic",
                available=new.available_for_use == "available_for_further_use",
                hidden=Hidden(
                    subject=subjects.pop() if len(subjects) == 1 else None,
                    traits=traits,
                    composition=composition,
                ),
            )
            outcome.created.append(material.barcode)
        rest = 1.0 - taken / total_in if total_in else 0.0
        if rest > 1e-12:
            state.ledger.add_liquid(
                "left in transformed inputs", {k: v * rest for k, v in pool.items()}
            )
        for m in inputs:
            if not m.unlimited:
                state.ledger.add_solids("transformed by the model", m.hidden.solids)
                m.hidden.solids = {}
                m.hidden.composition = {}
                m.available = False
                outcome.changed.append(m.barcode)
        outcome.observations = [
            Observation(
                description=o.description, measurement_type=o.measurement_type, value=o.value
            )
            for o in reply.new_observations
        ]
        advance(state, outcome.time_s)
        for o in outcome.observations:
            o.timestamp_s = state.clock_s
        return outcome
