"""Our Design-Verify-Rectify agent acting in WetBench.

DESIGN: a whole experiment is drafted before anything is done: by the chat model when one
is configured (a JSON list of actions), otherwise by the deterministic drafter below.
VERIFY: the draft goes through K_s (:func:`bioproagent.science.check_draft`) and a
feasibility dry run on the agent's belief of the bench (schemas with registry bounds and
the rule-based physics on visible state only; see :mod:`.verify`).
RECTIFY: K_s errors about missing controls add an untreated or medium-only control;
dry-run rejections are repaired step by step; during execution, a real rejection is
rectified the same way (at most three attempts per step) and the rest of the plan goes on.

The deterministic drafter is general, not per configuration: it picks the measurement the
goal names (a keyword table over the catalogue), then chains what that measurement needs
from each sample's visible form and container: colonies are picked into the medium on the
bench and grown at their growth condition, DNA is extracted for DNA read-outs, adherent
cells are detached for suspension read-outs, samples are moved into an accepted container,
and frozen materials are thawed first. It knows no hidden truth and no rubric.
"""

from __future__ import annotations

import re
from typing import Any

from bioproagent.wetbench.agents.react import default_params, describe_actions, describe_materials
from bioproagent.wetbench.agents.verify import belief_state, dry_run, science_findings
from bioproagent.wetbench.catalogue import load_catalogue
from bioproagent.wetbench.config import ActionDoc, Configuration
from bioproagent.wetbench.env import SUBMIT

MEASUREMENT_HINTS: tuple[tuple[str, str], ...] = (
    (r"sequenc|insert|mutation|genotyp|allele", "DNASequencing"),
    (r"\bhplc\b|caffeine|chromatograph", "HPLC"),
    (r"\bph\b|acidif", "MeasurepH"),
    (r"crystal violet|absorbance|optical density|biofilm", "UsePlateReader"),
    (r"calcium|gcamp|fluoresc|imaging|biosensor|dF/F|fret", "UseMicroscope"),
    (r"titer|titre|gfp-positive|positive cells|uptake|flow cytometr", "FlowCytometry"),
    (r"weight|gravimetric|precipitate|mass of", "MeasureWeight"),
    (r"voltammetry|redox|formal potential", "CyclicVoltammetry"),
    (r"cleavage|protein band|western", "CapillaryWestern"),
    (r"dissolved solute|conductiv|weathering", "MeasureConductivity"),
    (r"pigment|visual|colou?r|nacre", "VisualInspection"),
    (r"osmolal", "MeasureOsmolality"),
    (r"concentration", "UsePhotospectrometer"),
)
GROWTH_WORDS = re.compile(
    r"grow|growth|cultur|isolat|colon|days|incubat|selection|express|titer|titre|uptake|biofilm",
    re.I,
)
DESIGN_PROMPT = """Design a complete experiment for a simulated wet lab, as a JSON array of \
actions to run in order. Each action is {{"action": NAME, "materials": [BARCODE, ...], \
"params": {{...}}}}; use only the barcodes and actions listed, parameters in the unit their \
name carries, include controls, and end with {{"action": \
"SubmitMaterialsObservationsForReview"}}. Reply with the JSON array only.

GOAL: {goal}

MATERIALS:
{materials}

ACTIONS:
{actions}"""


class DVRAgent:
    """Design the whole experiment, verify it (K_s, feasibility), rectify, then act."""

    name = "dvr"

    def __init__(self, model: Any = None, max_attempts: int = 3) -> None:
        self.model = model
        self.max_attempts = max_attempts
        self.usage: dict[str, int] = {"llm_calls": 0, "prompt_tokens": 0, "completion_tokens": 0}
        self.log: list[str] = []
        self._plan: list[ActionDoc] = []
        self._sent: ActionDoc | None = None
        self._tries: dict[int, int] = {}
        self._config: Configuration | None = None
        self._dilutions: dict[str, int] = {}
        self._used: set[str] = set()

    def start(self, config: Configuration, observation: dict[str, Any], seed: int) -> None:
        self._config, self._sent, self._tries, self.log = config, None, {}, []
        self._dilutions, self._used = {}, set()
        draft = self.design(config, observation)
        self._plan = self.verify(draft, config, observation)
        self._used = {b for d in self._plan for b in d.materials}

    # -- design ------------------------------------------------------------------------------
    def design(self, config: Configuration, observation: dict[str, Any]) -> list[ActionDoc]:
        if self.model is not None:
            drafted = self._design_with_model(observation)
            if drafted:
                return drafted
            self.log.append("design: the model's draft was unreadable; using the drafter")
        return draft_experiment(config, observation)

    def _design_with_model(self, observation: dict[str, Any]) -> list[ActionDoc]:
        from langchain_core.messages import HumanMessage

        from bioproagent.planners.models.chat import call_model
        from bioproagent.planners.models.parsing import extract_json

        prompt = DESIGN_PROMPT.format(
            goal=observation["goal"],
            materials=describe_materials(observation["materials"]),
            actions=describe_actions(observation["actions"]),
        )
        call = call_model(self.model, [HumanMessage(content=prompt)])
        self.usage["llm_calls"] += 1
        self.usage["prompt_tokens"] += call.usage.prompt_tokens
        self.usage["completion_tokens"] += call.usage.completion_tokens
        if call.error is not None:
            self.log.append(f"design: model error {call.error}")
            return []
        parsed = extract_json(call.text, "array")
        if not parsed.ok or not isinstance(parsed.value, list):
            return []
        plan = []
        for item in parsed.value:
            try:
                plan.append(ActionDoc.model_validate(item))
            except ValueError:
                self.log.append(f"design: dropped an unreadable action {str(item)[:80]}")
        return plan

    # -- verify and rectify ------------------------------------------------------------------
    def verify(
        self, plan: list[ActionDoc], config: Configuration, observation: dict[str, Any]
    ) -> list[ActionDoc]:
        state = belief_state(config, observation)
        findings = science_findings(plan, config, state)
        for f in findings:
            self.log.append(f"K_s {f.code}: {f.message}")
        if any("control" in f.code.lower() or "blank" in f.code.lower() for f in findings):
            plan = add_untreated_control(plan, observation)
            self.log.append("rectify: added an untreated control")
        feasible, notes = dry_run(plan, config, belief_state(config, observation))
        self.log += [f"dry run: {n}" for n in notes]
        body = [d for d in feasible if d.action != SUBMIT]
        return [*body, ActionDoc(action=SUBMIT)]

    # -- act ---------------------------------------------------------------------------------
    def act(self, observation: dict[str, Any]) -> Any:
        last = observation.get("last")
        if self._sent is not None and last is not None and not last["accepted"]:
            key = id(self._sent)
            self._tries[key] = self._tries.get(key, 0) + 1
            if self._tries[key] <= self.max_attempts and self._config is not None:
                from bioproagent.wetbench.agents.verify import rectify
                from bioproagent.wetbench.state import Outcome

                state = belief_state(self._config, observation)
                outcome = Outcome.reject(last["code"], last["reason"])
                fixes = rectify(self._sent, outcome, state, load_catalogue())
                self.log.append(
                    f"act: {self._sent.action} rejected ({last['code']}); "
                    f"{len(fixes)} replacement action(s)"
                )
                self._plan[:0] = fixes
        elif self._sent is not None and last is not None and self._config is not None:
            self._plan[:0] = self._redilute(self._sent, last, observation)
        self._sent = self._plan.pop(0) if self._plan else ActionDoc(action=SUBMIT)
        return self._sent.model_dump()

    def _redilute(
        self, sent: ActionDoc, last: dict[str, Any], observation: dict[str, Any]
    ) -> list[ActionDoc]:
        """A saturated reading (above the reliable range) is repeated on a 1:10 dilution
        made with an unlimited liquid reagent in an empty container (twice at most)."""
        mats = {m["barcode"]: m for m in observation["materials"]}
        saturated = [
            b
            for b in sent.materials
            if b in mats
            and any(
                "above the reliable range" in o["description"]
                and mats[b]["name"] in o["description"]
                for o in last["observations"]
            )
        ]
        diluent = next(
            (
                m
                for m in mats.values()
                if m["available_for_use"] == "unlimited"
                and m["form"] == "liquid"
                and m["role"] in ("reagent", "medium")
            ),
            None,
        )
        fixes: list[ActionDoc] = []
        for barcode in saturated:
            rounds = self._dilutions.get(barcode, 0)
            kind = mats[barcode].get("container", {}).get("kind")
            empty = next(
                (
                    m
                    for m in mats.values()
                    if m["role"] == "container"
                    and m["form"] == "container"
                    and m["barcode"] not in self._used
                    and m.get("container", {}).get("kind") == kind
                ),
                None,
            )
            volume = min(100.0, mats[barcode]["volume_ul"] / 2)
            if diluent is None or empty is None or rounds >= 2 or volume < 1:
                continue
            self._used.add(empty["barcode"])
            self._dilutions[empty["barcode"]] = rounds + 1
            self.log.append(f"act: {mats[barcode]['name']} saturated; diluting 1:10")
            fixes += [
                ActionDoc(
                    action="Transfer",
                    materials=[barcode, empty["barcode"]],
                    params={"volume_ul": volume},
                ),
                ActionDoc(
                    action="Dilute",
                    materials=[empty["barcode"], diluent["barcode"]],
                    params={"volume_ul": volume * 9},
                ),
                ActionDoc(action=sent.action, materials=[empty["barcode"]], params=sent.params),
            ]
        return fixes


# -- the deterministic drafter -----------------------------------------------------------------
def choose_measurement(goal: str, available: list[str]) -> str | None:
    for pattern, action in MEASUREMENT_HINTS:
        if action in available and re.search(pattern, goal, re.I):
            return action
    return None


def draft_experiment(config: Configuration, observation: dict[str, Any]) -> list[ActionDoc]:
    """A generic draft from the goal, the catalogue and the visible materials."""
    catalogue = load_catalogue()
    goal, available = observation["goal"], observation["actions"]
    measure = choose_measurement(goal, available)
    if measure is None:
        return [ActionDoc(action="Quit")]
    spec = catalogue[measure]
    mats = {m["barcode"]: m for m in observation["materials"]}
    subjects = [m for m in mats.values() if m["role"] in ("sample", "control", "standard")]
    empties = [m for m in mats.values() if m["role"] == "container" and m["form"] == "container"]
    medium = next((m for m in mats.values() if m["role"] == "medium"), None)
    plan: list[ActionDoc] = []
    frozen = [
        m["barcode"] for m in [*subjects, *([medium] if medium else [])] if m["state"] == "frozen"
    ]
    if frozen:
        plan.append(
            ActionDoc(
                action="Storage", materials=frozen, params={"condition": "ice", "duration_s": 1800}
            )
        )
    prepared: list[dict[str, Any]] = []
    growing: list[dict[str, Any]] = []
    for s in subjects:
        if s["form"] == "colony":
            tube = _take(empties, ("tube", "conical"))
            if medium is None or tube is None:
                continue
            volume = min(5000.0, tube["container"]["capacity_ul"] / 3)
            plan.append(
                ActionDoc(
                    action="Transfer",
                    materials=[medium["barcode"], tube["barcode"]],
                    params={"volume_ul": volume},
                )
            )
            plan.append(
                ActionDoc(
                    action="Transfer",
                    materials=[s["barcode"], tube["barcode"]],
                    params={"volume_ul": 1},
                )
            )
            picked = {**tube, "form": "culture", "growth_condition": s.get("growth_condition")}
            prepared.append(picked)
            growing.append(picked)
        else:
            prepared.append(s)
            if s["material_type"] == "dynamic":
                growing.append(s)
    dosing, dosed_with, hosts = dose_series(prepared, mats, goal, empties)
    if dosed_with is not None:
        known = {p["barcode"] for p in prepared}
        prepared = [p for p in prepared if p["barcode"] != dosed_with]
        prepared += [h for h in hosts if h["barcode"] not in known]
        growing = [g for g in prepared if g.get("growth_condition") or g in growing]
        plan += dosing
    if growing and (GROWTH_WORDS.search(goal) or dosed_with is not None):
        control = _take(empties, ("tube", "conical")) if medium is not None else None
        if control is not None and medium is not None:
            plan.append(
                ActionDoc(
                    action="Transfer",
                    materials=[medium["barcode"], control["barcode"]],
                    params={"volume_ul": 5000},
                )
            )
            prepared.append({**control, "form": "liquid"})
            growing.append(control)
        plan += _incubation(growing, available)
    accepted = spec.rules.get("accepts_forms") or []
    targets = [p["barcode"] for p in prepared]
    if "dna" in accepted and "AttemptDNAExtraction" in available:
        cells = [p["barcode"] for p in prepared if p["form"] in ("culture", "cells", "tissue")]
        if cells:
            plan.append(
                ActionDoc(
                    action="AttemptDNAExtraction",
                    materials=cells,
                    params={"method": "miniprep", "elution_volume_ul": 50},
                )
            )
    if "protein" in accepted and "Resuspend" in available:
        lysis = next((m for m in mats.values() if m.get("lysis_buffer")), None)
        cells = [p["barcode"] for p in prepared if p["form"] in ("cells", "culture")]
        if lysis is not None and cells:
            plan.append(
                ActionDoc(
                    action="Resuspend",
                    materials=[*cells, lysis["barcode"]],
                    params={"volume_ul": 200},
                )
            )
    if measure in ("FlowCytometry", "CellCounter", "CoulterCount"):
        detach = next((m for m in mats.values() if m.get("dissociation_reagent")), None)
        stuck = [p["barcode"] for p in prepared if p.get("state") == "adherent"]
        if detach is not None and stuck:
            plan.append(
                ActionDoc(
                    action="Resuspend",
                    materials=[*stuck, detach["barcode"]],
                    params={"volume_ul": 500},
                )
            )
    params = default_params(spec)
    if measure == "UseMicroscope":
        params["mode"] = "calcium_imaging" if re.search(r"calcium", goal, re.I) else "fluorescence"
    if measure == "VisualInspection":
        words = re.findall(r"[a-z]{5,}", goal.lower())[-3:]
        params["question"] = f"What can be seen about the {' '.join(words) or 'samples'}?"
    for i in range(0, len(targets), spec.max_materials):
        plan.append(
            ActionDoc(action=measure, materials=targets[i : i + spec.max_materials], params=params)
        )
    plan.append(ActionDoc(action=SUBMIT))
    return plan


DOSE_WORDS = re.compile(
    r"concentration|\bdose|ratio|titer|titre|minimum|dynamic range|sensitivity|\bmoi\b", re.I
)
STRENGTH = re.compile(r"\d(?:\.\d+)?(?:e\d+)?\s*(?:[mµu]?M\b|mg/mL|[uµ]g/mL|per mL|/mL|TU\b)", re.I)


def dose_series(
    prepared: list[dict[str, Any]],
    mats: dict[str, dict[str, Any]],
    goal: str,
    empties: list[dict[str, Any]],
) -> tuple[list[ActionDoc], str | None, list[dict[str, Any]]]:
    """For a dose/ratio/titre goal: add the material under study (a cell-free sample), or
    else a stock of stated strength, to all but one cell sample in fourfold steps; the last
    stays untreated as the control. A single cell suspension is first split into empty
    tubes. Returns the steps, the barcode of what was dosed and the dosed hosts."""
    if not DOSE_WORDS.search(goal):
        return [], None, []
    cell_free = [
        m
        for m in mats.values()
        if m["available_for_use"] != "unlimited"
        and m["form"] == "liquid"
        and "cells_approx" not in m
        and m["role"] in ("reagent", "sample")
    ]
    stock = next((m for m in cell_free if m["role"] == "sample"), None) or next(
        (m for m in cell_free if STRENGTH.search(m["name"]) or "concentration" in m), None
    )
    hosts = [p for p in prepared if p["form"] in ("cells", "culture")]
    if stock is None or not hosts:
        return [], None, []
    steps: list[ActionDoc] = []
    if len(hosts) == 1:
        source = hosts[0]
        split: list[dict[str, Any]] = []
        while len(split) < 5:
            tube = _take(empties, ("tube", "conical", "plate_well", "dish"))
            if tube is None:
                break
            split.append(tube)
        if len(split) < 3:
            return [], None, []
        share = min(
            source["volume_ul"] / (len(split) + 1),
            min(t["container"]["capacity_ul"] for t in split) * 0.4,
        )
        steps.append(
            ActionDoc(
                action="Transfer",
                materials=[source["barcode"], *[t["barcode"] for t in split]],
                params={"volume_ul": round(share, 3)},
            )
        )
        hosts = [
            {
                **t,
                "form": source["form"],
                "volume_ul": share,
                "state": source["state"],
                "growth_condition": source.get("growth_condition"),
            }
            for t in split
        ]
    if stock["state"] == "frozen":
        steps.append(
            ActionDoc(
                action="Storage",
                materials=[stock["barcode"]],
                params={"condition": "ice", "duration_s": 1800},
            )
        )
    budget = stock["volume_ul"] * 0.9
    for i, host in enumerate(hosts[:-1][:5]):
        room = host.get("container", {}).get("capacity_ul", 0) - host["volume_ul"]
        volume = min(0.5 * 4**i, room * 0.5, budget)
        if volume < 0.5:
            break
        budget -= volume
        steps.append(
            ActionDoc(
                action="Transfer",
                materials=[stock["barcode"], host["barcode"]],
                params={"volume_ul": volume},
            )
        )
    return steps, stock["barcode"], hosts


def _incubation(growing: list[dict[str, Any]], available: list[str]) -> list[ActionDoc]:
    by_condition: dict[str, list[str]] = {}
    for g in growing:
        by_condition.setdefault(g.get("growth_condition") or "37C", []).append(g["barcode"])
    out = []
    for condition, barcodes in by_condition.items():
        number = re.match(r"-?\d+", condition)
        temp = float(number.group()) if number else 37.0
        if "CO2" in condition and "CellCultureIncubate" in available:
            out.append(
                ActionDoc(
                    action="CellCultureIncubate",
                    materials=barcodes,
                    params={"temperature_c": temp, "co2_percent": 5, "duration_s": 172800},
                )
            )
        elif "Incubate" in available:
            out.append(
                ActionDoc(
                    action="Incubate",
                    materials=barcodes,
                    params={"temperature_c": temp, "duration_s": 172800},
                )
            )
    return out


def _take(pool: list[dict[str, Any]], kinds: tuple[str, ...]) -> dict[str, Any] | None:
    for i, m in enumerate(pool):
        if m.get("container", {}).get("kind") in kinds:
            return pool.pop(i)
    return None


def add_untreated_control(plan: list[ActionDoc], observation: dict[str, Any]) -> list[ActionDoc]:
    """Measure one sample that no treatment step touched, alongside the others."""
    measures = _measures()
    touched = {b for d in plan if d.action not in measures for b in d.materials}
    spare = [
        m["barcode"]
        for m in observation["materials"]
        if m["role"] == "sample" and m["barcode"] not in touched
    ]
    if not spare:
        return plan
    out = []
    for d in plan:
        if d.action in measures and spare[0] not in d.materials:
            d = d.model_copy(update={"materials": [*d.materials, spare[0]]})
        out.append(d)
    return out


def _measures() -> set[str]:
    return {n for n, s in load_catalogue().actions.items() if s.kind == "measurement"}
