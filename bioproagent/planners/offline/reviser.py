"""Deterministic answers to the scientific check's findings (K_s)."""

from __future__ import annotations

from bioproagent.draft import Draft, DraftStep, Finding
from bioproagent.planners.base import PlanningContext
from bioproagent.registry.planning import sealer_settings
from bioproagent.vocab import param_unit

CONTROLS = {
    "MISSING_BLANK": "blank (buffer or medium only)",
    "MISSING_NTC": "no-template control (water instead of template)",
    "MISSING_NEGATIVE_CONTROL": "negative control (matrix without analyte)",
    "MISSING_POSITIVE_CONTROL": "positive control (known positive sample)",
}
ORDER = {
    "ORDER_SEAL_BEFORE_PCR": ("seal", ("run_pcr", "run_qpcr"), "SEAL"),
    "ORDER_PEEL_BEFORE_PIPETTING": ("peel", ("transfer", "mix"), "PEEL"),
    "ORDER_PEEL_BEFORE_READ": (
        "peel",
        ("read_absorbance", "read_fluorescence", "read_luminescence", "run_assay"),
        "PEEL",
    ),
}


def revise(
    ctx: PlanningContext, draft: Draft, findings: list[Finding]
) -> tuple[Draft | None, str | None]:
    """Return (revised draft, None) or (None, reason) for a finding it cannot address."""
    d = draft.model_copy(deep=True)
    unknown: list[str] = []
    inserts: list[tuple[int, str, str, str]] = []
    for f in findings:
        if f.code in CONTROLS:
            if CONTROLS[f.code] not in d.controls:
                d.controls.append(CONTROLS[f.code])
                d.steps.append(DraftStep(text=f"Reserve wells for the {CONTROLS[f.code]}."))
        elif f.code == "MISSING_STANDARDS":
            if not d.standards:
                d.standards.append(
                    "8-point 2-fold standard curve of a reference material, blank included"
                )
        elif f.code == "NO_REPLICATES":
            asked = ctx.intent.counts.get("replicates")
            if asked is not None and asked < 2:
                return None, (
                    f"the intent asks for {asked} replicate(s); NO_REPLICATES cannot "
                    "be fixed without changing a requested value"
                )
            d.replicates = max(d.replicates or 0, 3)
            d.assumptions.append("Replicates set to 3 (technical triplicates).")
        elif f.code == "MISSING_UNIT":
            targets = [f.step] if f.step is not None else range(len(d.steps))
            for i in targets:
                if 0 <= i < len(d.steps):
                    s = d.steps[i]
                    units = {k: param_unit(k) for k in s.params}
                    parts = [
                        f"{k} {v} {unit.label}"
                        for k, v in s.params.items()
                        if (unit := units[k]) is not None
                    ]
                    if parts:
                        s.text = f"{s.text.rstrip('.')} ({', '.join(parts)})."
        elif f.code in ORDER:
            op, before, cat = ORDER[f.code]
            idx = (
                f.step
                if f.step is not None
                else next((i for i, s in enumerate(d.steps) if s.operation in before), None)
            )
            if idx is None or idx >= len(d.steps):
                return None, f"{f.code}: no step to put the {op} before"
            names = _needing(d, idx, want_sealed=op == "seal") or _primary(d.steps[idx])
            if not names:
                return None, f"{f.code}: cannot tell which labware step {idx + 1} needs to {op}"
            for name in names:
                inserts.append((idx, op, cat, name))
        else:
            unknown.append(f.code)
    done: set[tuple[int, str, str]] = set()
    for idx, op, cat, name in sorted(inserts, key=lambda t: -t[0]):
        if (idx, op, name) in done:
            continue
        done.add((idx, op, name))
        params = sealer_settings(ctx.registry) if op == "seal" else {}
        d.steps.insert(
            idx,
            DraftStep(
                text=f"{op.capitalize()} {name} before step {idx + 1}.",
                operation=op,
                params=params,
                labware={"plate": name},
                category=cat,
            ),
        )
    if unknown:
        return None, (
            f"the offline planner has no revision for finding(s) {unknown}; "
            "handled: "
            + ", ".join(
                sorted([*CONTROLS, *ORDER, "MISSING_STANDARDS", "NO_REPLICATES", "MISSING_UNIT"])
            )
        )
    return d, None


def _needing(draft: Draft, index: int, *, want_sealed: bool) -> list[str]:
    """Labware of step ``index`` whose seal state (replayed over the draft) is wrong."""
    sealed = {lw.name for lw in draft.labware if lw.sealed}
    for step in draft.steps[:index]:
        if step.operation in ("seal", "peel"):
            for bound in step.labware.values():
                for name in bound if isinstance(bound, list) else [bound]:
                    (sealed.add if step.operation == "seal" else sealed.discard)(name)
    names: list[str] = []
    for bound in draft.steps[index].labware.values():
        for name in bound if isinstance(bound, list) else [bound]:
            if (name in sealed) != want_sealed and name not in names:
                names.append(name)
    return names


def _primary(step: DraftStep) -> list[str]:
    """The step's main labware (plate, else target, else the first role), as a fallback."""
    for role in ("plate", "target", *step.labware):
        bound = step.labware.get(role)
        if bound:
            return [bound[0] if isinstance(bound, list) else bound]
    return []
