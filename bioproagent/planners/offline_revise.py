"""Deterministic answers to the scientific check's findings (K_s)."""

from __future__ import annotations

from bioproagent.models import Draft, DraftStep, Finding
from bioproagent.planners.base import PlanningContext

CONTROLS = {
    "MISSING_BLANK": "blank (buffer or medium only)",
    "MISSING_NTC": "no-template control (water instead of template)",
    "MISSING_NEGATIVE_CONTROL": "negative control (matrix without analyte)",
    "MISSING_POSITIVE_CONTROL": "positive control (known positive sample)",
}
UNITS = {"_ul": "uL", "_c": "C", "_s": "s", "_rpm": "rpm", "_g": "x g", "_nm": "nm",
         "_percent": "%"}
ORDER = {"ORDER_SEAL_BEFORE_PCR": ("seal", ("run_pcr", "run_qpcr"), "SEAL"),
         "ORDER_PEEL_BEFORE_READ": ("peel", ("read_absorbance", "read_fluorescence",
                                              "read_luminescence", "run_assay"), "PEEL")}


def revise(ctx: PlanningContext, draft: Draft, findings: list[Finding]
           ) -> tuple[Draft | None, str | None]:
    """Return (revised draft, None) or (None, reason) for a finding it cannot address."""
    d = draft.model_copy(deep=True)
    unknown: list[str] = []
    for f in findings:
        if f.code in CONTROLS:
            if CONTROLS[f.code] not in d.controls:
                d.controls.append(CONTROLS[f.code])
                d.steps.append(DraftStep(text=f"Reserve wells for the {CONTROLS[f.code]}."))
        elif f.code == "MISSING_STANDARDS":
            if not d.standards:
                d.standards.append("8-point 2-fold standard curve of a reference material, "
                                   "blank included")
        elif f.code == "NO_REPLICATES":
            asked = ctx.intent.counts.get("replicates")
            if asked is not None and asked < 2:
                return None, (f"the intent asks for {asked} replicate(s); NO_REPLICATES cannot "
                              "be fixed without changing a requested value")
            d.replicates = max(d.replicates or 0, 3)
            d.assumptions.append("Replicates set to 3 (technical triplicates).")
        elif f.code == "MISSING_UNIT":
            targets = [f.step] if f.step is not None else range(len(d.steps))
            for i in targets:
                if 0 <= i < len(d.steps):
                    s = d.steps[i]
                    parts = [f"{k} {v} {u}" for k, v in s.params.items()
                             for suf, u in UNITS.items() if k.endswith(suf)]
                    if parts:
                        s.text = f"{s.text.rstrip('.')} ({', '.join(parts)})."
        elif f.code in ORDER:
            op, before, cat = ORDER[f.code]
            idx = f.step if f.step is not None else next(
                (i for i, s in enumerate(d.steps) if s.operation in before), None)
            if idx is None or idx >= len(d.steps):
                return None, f"{f.code}: no step to put the {op} before"
            plate = d.steps[idx].labware.get("plate")
            params = {"temperature_c": 165, "duration_s": 3} if op == "seal" else {}
            d.steps.insert(idx, DraftStep(
                text=f"{op.capitalize()} {plate} before step {idx + 1}.", operation=op,
                params=params, labware={"plate": plate} if plate else {}, category=cat))
        else:
            unknown.append(f.code)
    if unknown:
        return None, (f"the offline planner has no revision for finding(s) {unknown}; "
                      "handled: " + ", ".join(sorted([*CONTROLS, *ORDER, "MISSING_STANDARDS",
                                                      "NO_REPLICATES", "MISSING_UNIT"])))
    return d, None
