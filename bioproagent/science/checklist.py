"""K_s, the scientific check: a deterministic checklist over a protocol draft.

:func:`check_draft` returns :class:`~bioproagent.draft.Finding` objects; :func:`passes` is
True when none of them is an error. :func:`review_with_llm` (in
:mod:`bioproagent.science.review`, re-exported here) optionally adds a chat model's review,
parsed strictly. The checklist always decides on its own: a reviewer can add failures but
never remove one.

Assays come from ``intent.assays`` when the intent names any, otherwise they are inferred
from the draft's title, goal and steps (``INFERENCE``). What each assay needs is data
(``ASSAY_RULES``); the control vocabulary is data too (``CONTROL_PATTERNS``). A control
counts as present when ``draft.controls``, a step's text or a starting liquid names it.

Codes (``CODES`` holds the same text):

- ``EMPTY_DRAFT`` (error): the draft has no steps; nothing else is checked.
- ``MISSING_BLANK`` (error): ELISA, BCA, Bradford or a plate read of samples has no blank.
- ``MISSING_NTC`` (error): PCR or qPCR has no no-template control.
- ``MISSING_POSITIVE_CONTROL`` (warning): ELISA or qPCR has no positive control.
- ``MISSING_NEGATIVE_CONTROL``: a cell assay has no untreated / vehicle / negative control;
  an error when cells are treated or read, a warning for seeding or incubation alone.
- ``MISSING_STANDARDS`` (error): a quantification (ELISA, BCA, Bradford, absolute qPCR, DNA
  normalisation) has no standard curve.
- ``TOO_FEW_STANDARDS`` (error): fewer than ``MIN_STANDARD_POINTS`` (5) curve points.
  Each entry of ``draft.standards`` counts N when it says "N-point", else the length of the
  list of values it gives ("BSA 0, 125, 250, 500, 1000 µg/mL" is 5), else 1.
- ``NO_REPLICATES`` (error): a quantitative assay runs samples fewer than twice (a warning
  when the intent itself asks for one replicate).
- ``MISSING_UNIT`` (error, with ``step``): a number in the step text that is not a count,
  ordinal, well name, label or ratio carries no unit (see :mod:`bioproagent.science.units`).
- ``ORDER_SEAL_BEFORE_PCR`` (error, with ``step``): thermocycling an unsealed plate.
- ``ORDER_PEEL_BEFORE_READ`` (error, with ``step``): reading a plate that is still sealed.
- ``ORDER_PEEL_BEFORE_PIPETTING`` (error, with ``step``): pipetting into a sealed plate.
- ``ORDER_ADD_BEFORE_INCUBATE`` (error, with ``step``): an incubation uses a reagent that a
  later step adds (and no earlier step or starting liquid provides).
- ``ORDER_READ_LAST`` (warning, with ``step``): liquid is added to or incubated in a plate
  assay after its last read.
- ``MISSING_READOUT``: a plate assay (ELISA, BCA, Bradford) has no read_* step (error); a
  qPCR has no run_qpcr step (warning).

Seal state follows ``DraftStep.operation`` and the labware names in ``DraftStep.labware``
(starting from ``DraftLabware.sealed``); a seal or peel step that names no labware applies
to every plate. Step indices in findings are 0-based positions in ``draft.steps``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from bioproagent.draft import Draft, DraftStep, Finding
from bioproagent.intent.spec import IntentSpec
from bioproagent.science.assay_evidence import EVIDENCE, PERFORMED_BY
from bioproagent.science.review import review_with_llm
from bioproagent.science.units import unitless_numbers

__all__ = ["ASSAY_RULES", "CODES", "check_draft", "infer_assays", "passes", "review_with_llm"]

Severity = Literal["error", "warning"]

CODES: dict[str, str] = {
    "EMPTY_DRAFT": "The draft has no steps.",
    "MISSING_BLANK": "A plate measurement of samples has no blank to subtract.",
    "MISSING_NTC": "A PCR or qPCR has no no-template control.",
    "MISSING_POSITIVE_CONTROL": "An ELISA or qPCR has no positive control (warning).",
    "MISSING_NEGATIVE_CONTROL": "A cell assay has no untreated, vehicle or negative control.",
    "MISSING_STANDARDS": "A quantification has no standard curve.",
    "TOO_FEW_STANDARDS": "The standard curve has fewer than 5 points.",
    "NO_REPLICATES": "Samples of a quantitative assay are not replicated (at least 2).",
    "MISSING_UNIT": "A number in a step's text carries no unit.",
    "ORDER_SEAL_BEFORE_PCR": "A plate is thermocycled without a seal.",
    "ORDER_PEEL_BEFORE_READ": "A plate is read while still sealed.",
    "ORDER_PEEL_BEFORE_PIPETTING": "Liquid is pipetted into or out of a sealed plate.",
    "ORDER_ADD_BEFORE_INCUBATE": "An incubation uses a reagent that is only added later.",
    "ORDER_READ_LAST": "Liquid is added or incubated after the assay's last read (warning).",
    "MISSING_READOUT": "An assay that needs a measurement has no read step.",
    "LLM_REVIEW": "The LLM reviewer failed the draft for this reason.",
    "REVIEW_UNPARSEABLE": "The LLM reviewer's reply was not the required JSON verdict "
    "(warning; the checklist decides).",
    "REVIEW_FAILED": "The LLM reviewer could not be called (warning; the checklist decides).",
}


MIN_STANDARD_POINTS = 5
MIN_REPLICATES = 2
READ_OPS = ("read_absorbance", "read_fluorescence", "read_luminescence")
PCR_OPS = ("run_pcr", "run_qpcr")
PIPETTING_OPS = ("transfer", "mix")
ADDING_OPS = ("transfer", "mix", "incubate", "shake")
INCUBATING_OPS = ("incubate", "shake")

ControlKind = Literal["blank", "ntc", "positive", "negative"]

CONTROL_PATTERNS: dict[ControlKind, tuple[str, re.Pattern[str], str]] = {
    "blank": (
        "MISSING_BLANK",
        re.compile(
            r"\bblanks?\b|\bbuffer[- ]only\b|\bdiluent[- ]only\b|\bmedium[- ]only\b|"
            r"\bmedia[- ]only\b|\bbackground\b|\bzero standard\b",
            re.I,
        ),
        "add blank wells (diluent or buffer only, same volumes) and subtract their mean",
    ),
    "ntc": (
        "MISSING_NTC",
        re.compile(
            r"\bntcs?\b|\bno[- ]template\b|\bnon[- ]template\b|\bwater (?:only )?control\b", re.I
        ),
        "add a no-template control (water instead of template) for every primer set",
    ),
    "positive": (
        "MISSING_POSITIVE_CONTROL",
        re.compile(r"\bpositive\b|\bpos\.? ctrl\b|\breference sample\b|\bspike[ds]?\b", re.I),
        "add a positive control of known signal (a reference sample or a spiked sample)",
    ),
    "negative": (
        "MISSING_NEGATIVE_CONTROL",
        re.compile(
            r"\bnegative\b|\buntreated\b|\bvehicle\b|\bmock\b|\bunstimulated\b|"
            r"\bno[- ]treatment\b|\bneg\.? ctrl\b",
            re.I,
        ),
        "add untreated (or vehicle-only) wells seeded the same way",
    ),
}


@dataclass(frozen=True)
class AssayRule:
    """What an assay needs for its results to be interpretable."""

    label: str
    controls: tuple[tuple[ControlKind, Severity | Literal["error_if_treated"]], ...] = ()
    standards: Literal["always", "absolute", "never"] = "never"
    replicates: bool = False
    readout: tuple[str, ...] = ()
    readout_severity: Severity = "error"


ASSAY_RULES: dict[str, AssayRule] = {
    "elisa": AssayRule(
        "ELISA", (("blank", "error"), ("positive", "warning")), "always", True, READ_OPS
    ),
    "bca": AssayRule("BCA assay", (("blank", "error"),), "always", True, READ_OPS),
    "bradford": AssayRule("Bradford assay", (("blank", "error"),), "always", True, READ_OPS),
    "plate_read": AssayRule("plate read", (("blank", "error"),)),
    "pcr": AssayRule("PCR", (("ntc", "error"),)),
    "qpcr": AssayRule(
        "qPCR",
        (("ntc", "error"), ("positive", "warning")),
        "absolute",
        True,
        ("run_qpcr",),
        "warning",
    ),
    "normalization": AssayRule("DNA normalisation", (), "always", True),
    "cell_seeding": AssayRule("cell assay", (("negative", "error_if_treated"),)),
    "cell_incubation": AssayRule("cell assay", (("negative", "error_if_treated"),)),
}
"""Assay kind (IntentSpec.assays vocabulary) -> what the draft must contain."""

INFERENCE: dict[str, tuple[re.Pattern[str] | None, tuple[str, ...]]] = {
    "elisa": (re.compile(r"\belisa\b|\bimmunoassay\b", re.I), ()),
    "bca": (re.compile(r"\bbca\b|\bbicinchoninic\b", re.I), ()),
    "bradford": (re.compile(r"\bbradford\b|\bcoomassie (?:plus )?protein assay\b", re.I), ()),
    "qpcr": (re.compile(r"\bq-?pcr\b|\breal[- ]time pcr\b", re.I), ("run_qpcr",)),
    "pcr": (
        re.compile(
            r"\bpcr (?:set[- ]?up|reaction|amplification|cycling|master ?mix)\b|"
            r"\bset(?:ting)? up (?:a |the )?pcr\b|"
            r"\bamplif(?:y|ied|ication)\b.{0,40}\b(?:dna|cdna|gdna|genes?|templates?|primers?|"
            r"fragments?|products?|loc(?:us|i)|regions?|amplicons?|inserts?|sequences?|rrna|"
            r"16s|18s|its\d?|exons?|alleles?|barcodes?|librar(?:y|ies))\b|"
            r"\b(?:dna|cdna|gdna|genes?|templates?|fragments?|loc(?:us|i)|regions?|inserts?|"
            r"16s|18s|exons?|alleles?)\b.{0,30}\bamplif(?:y|ied|ication)\b",
            re.I,
        ),
        ("run_pcr",),
    ),
    "normalization": (
        re.compile(
            r"\bnormali[sz]\w*\b.{0,40}\b(?:dna|rna|cdna|gdna|librar(?:y|ies))\b|"
            r"\b(?:dna|rna|cdna|gdna|librar(?:y|ies))\b.{0,30}\bnormali[sz]",
            re.I,
        ),
        (),
    ),
    "plate_read": (None, READ_OPS),
    "cell_seeding": (
        re.compile(
            r"\bseed(?:ing)?\b.{0,30}\bcells?\b|\bcells?\b.{0,30}\bseed|\bcell (?:viability|"
            r"assay|treatment)\b|\bcytotoxicity\b|\bviability assay\b|\btreat(?:ed|ment)?\b.{0,30}"
            r"\bcells\b",
            re.I,
        ),
        (),
    ),
}
"""Assay kind -> (text pattern over title, goal and steps; operations that imply it)."""


_TREATMENT = re.compile(
    r"\btreat|\bcompound|\bdrugs?\b|\bdos(?:e|es|ing)\b|\binhibitor|\bstimulat|\btransfect|"
    r"\bsirna\b|\bknock(?:down|out)\b|\bagonist|\bantagonist|\btoxin",
    re.I,
)
_ABSOLUTE_QPCR = re.compile(r"\babsolute\b|\bstandard curve\b|\bcopy number\b|\bcopies\b", re.I)
_N_POINT = re.compile(r"(?<![:/])\b(\d+)[- ]?(?:points?|standards?|concentrations?)\b", re.I)
_VALUE = r"(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?)"  # 1,000 is one value
_NUMBER = re.compile(_VALUE)
_STANDARD_WORD = re.compile(r"\bstandards?\b|\bstandard curve\b|\bcalibrat", re.I)
_NUMBER_LIST = re.compile(rf"{_VALUE}(?:\s*(?:,|;|,?\s*and)\s*{_VALUE})+")
_REPLICATE_WORDS = (
    (re.compile(r"\bin (?:technical )?duplicates?\b|\bduplicate wells\b", re.I), 2),
    (re.compile(r"\bin (?:technical )?triplicates?\b|\btriplicate wells\b", re.I), 3),
    (re.compile(r"\bin (?:technical )?quadruplicates?\b", re.I), 4),
)
_N_REPLICATES = re.compile(r"\b(\d+) (?:technical |biological )?replicates\b", re.I)


def passes(findings: Iterable[Finding]) -> bool:
    """True when no finding is an error."""
    return not any(f.severity == "error" for f in findings)


def check_draft(draft: Draft, intent: IntentSpec | None = None) -> list[Finding]:
    """Run the scientific checklist on a draft; never raises on a well-formed Draft."""
    if not draft.steps:
        return [
            Finding(
                code="EMPTY_DRAFT",
                message="The draft has no steps, so there is nothing to run or check.",
                hint="propose at least one step",
            )
        ]
    assays = _assays(draft, intent)
    findings: list[Finding] = []
    findings += _controls(draft, assays)
    findings += _standards(draft, intent, assays)
    findings += _replicates(draft, intent, assays)
    findings += _readout(draft, assays, intent)
    findings += _units(draft)
    findings += _seal_order(draft)
    findings += _reagent_order(draft)
    return [
        f
        if f.evidence or f.code not in EVIDENCE
        else f.model_copy(update={"evidence": EVIDENCE[f.code]})
        for f in findings
    ]


def infer_assays(draft: Draft) -> list[str]:
    """Assay kinds the draft's title, goal, step texts and operations point to."""
    text = _draft_text(draft)
    steps_text = "\n".join(s.text for s in draft.steps)
    ops = {s.operation for s in draft.steps}
    return [
        kind
        for kind, (pattern, implied) in INFERENCE.items()
        if ops.intersection(implied)
        or (
            pattern is not None
            and pattern.search(text)
            and (kind not in PERFORMED_BY or PERFORMED_BY[kind].search(steps_text))
        )
    ]


def _assays(draft: Draft, intent: IntentSpec | None) -> list[str]:
    kinds = intent.assays if intent is not None and intent.assays else infer_assays(draft)
    return [k for k in dict.fromkeys(kinds) if k in ASSAY_RULES]


def _draft_text(draft: Draft) -> str:
    return "\n".join([draft.title, draft.goal, *(s.text for s in draft.steps)])


def _controls(draft: Draft, assays: list[str]) -> list[Finding]:
    sources = [
        *draft.controls,
        *(s.text for s in draft.steps),
        *(str(c.get("reagent", "")) for lw in draft.labware for c in lw.contents),
    ]
    treated = bool(_TREATMENT.search(_draft_text(draft))) or any(
        s.operation in READ_OPS for s in draft.steps
    )
    wanted: dict[ControlKind, tuple[Severity, list[str]]] = {}
    for kind in assays:
        rule = ASSAY_RULES[kind]
        for control, spec in rule.controls:
            severity: Severity = (
                ("error" if treated else "warning") if spec == ("error_if_treated") else spec
            )
            previous, labels = wanted.get(control, ("warning", []))
            worst: Severity = "error" if "error" in (previous, severity) else "warning"
            wanted[control] = (worst, [*labels, rule.label])
    findings = []
    for control, (severity, labels) in wanted.items():
        code, pattern, hint = CONTROL_PATTERNS[control]
        if any(pattern.search(text) for text in sources):
            continue
        findings.append(
            Finding(
                code=code,
                severity=severity,
                hint=hint,
                message=f"The {' and '.join(dict.fromkeys(labels))} needs {_NAMES[control]}, "
                "and the draft names none in its controls or steps.",
            )
        )
    return findings


_NAMES: dict[ControlKind, str] = {
    "blank": "a blank",
    "ntc": "a no-template control",
    "positive": "a positive control",
    "negative": "an untreated or negative control",
}


def _standard_points(draft: Draft) -> int:
    """Curve points: per entry of ``draft.standards`` and per step text that names standards,
    N when it says "N-point", else the length of its longest list of numbers ("BSA 0, 125,
    250 ... 2000 µg/mL"); a ``draft.standards`` entry stating neither counts 1. Entries of
    ``draft.standards`` add up; a step stating a series counts on its own (it usually
    repeats the same series)."""
    total = sum(_points(entry) or 1 for entry in draft.standards)
    in_steps = [_points(s.text) for s in draft.steps if _STANDARD_WORD.search(s.text)]
    return max([total, *in_steps])


def _points(text: str) -> int:
    """Points a text states: "N-point", else its longest list of numbers, else 0."""
    stated = [int(m.group(1)) for m in _N_POINT.finditer(text)]
    listed = [len(_NUMBER.findall(m.group(0))) for m in _NUMBER_LIST.finditer(text)]
    return max(stated) if stated else max([0, *listed])


def _standards(draft: Draft, intent: IntentSpec | None, assays: list[str]) -> list[Finding]:
    text = _draft_text(draft) + ("\n" + intent.text if intent is not None else "")
    needing = [
        ASSAY_RULES[k].label
        for k in assays
        if ASSAY_RULES[k].standards == "always"
        or (ASSAY_RULES[k].standards == "absolute" and _ABSOLUTE_QPCR.search(text))
    ]
    if not needing:
        return []
    what = " and ".join(dict.fromkeys(needing))
    points = _standard_points(draft)
    if points == 0:
        return [
            Finding(
                code="MISSING_STANDARDS",
                message=f"The {what} quantifies samples but the draft has no standard curve.",
                hint=f"add a standard series of at least {MIN_STANDARD_POINTS} "
                "concentrations spanning the expected sample range, plus a zero",
            )
        ]
    if points < MIN_STANDARD_POINTS:
        return [
            Finding(
                code="TOO_FEW_STANDARDS",
                message=f"The {what} standard curve has "
                f"{points} point(s); at least {MIN_STANDARD_POINTS} are needed for a fit.",
                hint="extend the series, e.g. 2-fold dilutions to 7 or 8 points",
            )
        ]
    return []


def _replicate_count(draft: Draft) -> int | None:
    if draft.replicates is not None:
        return draft.replicates
    text = _draft_text(draft)
    for pattern, n in _REPLICATE_WORDS:
        if pattern.search(text):
            return n
    match = _N_REPLICATES.search(text)
    return int(match.group(1)) if match else None


def _replicates(draft: Draft, intent: IntentSpec | None, assays: list[str]) -> list[Finding]:
    labels = [ASSAY_RULES[k].label for k in assays if ASSAY_RULES[k].replicates]
    count = _replicate_count(draft)
    if not labels or (count is not None and count >= MIN_REPLICATES):
        return []
    asked_single = intent is not None and intent.counts.get("replicates") == 1
    said = "does not say how many replicates" if count is None else f"runs {count} replicate"
    return [
        Finding(
            code="NO_REPLICATES",
            severity="warning" if asked_single else "error",
            message=f"The {' and '.join(dict.fromkeys(labels))} {said} per sample; a mean needs at "
            f"least {MIN_REPLICATES}.",
            hint="run every sample and standard in triplicates (replicates: 3)",
        )
    ]


def _stated_operations(intent: IntentSpec | None) -> list[str]:
    """The operations the intent lists clause by clause (empty for 'Run an ELISA')."""
    if intent is None:
        return []
    from bioproagent.intent.clauses import read_clauses

    return [op for op in read_clauses(intent.text).operations if op != "read"]


def _readout(draft: Draft, assays: list[str], intent: IntentSpec | None = None) -> list[Finding]:
    findings = []
    ops = [s.operation for s in draft.steps]
    stated = _stated_operations(intent)
    for kind in assays:
        rule = ASSAY_RULES[kind]
        if not rule.readout:
            continue
        reads = [i for i, op in enumerate(ops) if op in rule.readout]
        if not reads and stated and not set(stated) & set(rule.readout):
            continue  # the scientist lists the steps and asks for no read-out: only a part
        if not reads:
            findings.append(
                Finding(
                    code="MISSING_READOUT",
                    severity=rule.readout_severity,
                    message=f"The {rule.label} needs a measurement but no step does "
                    f"{' or '.join(rule.readout)}.",
                    hint=f"end the assay with a {rule.readout[0]} step on the assay plate",
                )
            )
        elif rule.readout == READ_OPS:
            findings += _read_last(draft, reads[-1], rule.label)
    return list({f.code + str(f.step): f for f in findings}.values())


def _read_last(draft: Draft, last_read: int, label: str) -> list[Finding]:
    read_plates = set(_names(draft.steps[last_read]))
    for i in range(last_read + 1, len(draft.steps)):
        step = draft.steps[i]
        names = set(_names(step))
        if step.operation in ADDING_OPS and (not names or not read_plates or names & read_plates):
            return [
                Finding(
                    code="ORDER_READ_LAST",
                    severity="warning",
                    step=i,
                    message=f"Step {i} ({step.operation}) changes the {label} plate after its "
                    f"last read (step {last_read}); that result is never measured.",
                    hint="move the read after this step, or drop the step",
                )
            ]
    return []


def _units(draft: Draft) -> list[Finding]:
    findings = []
    for i, step in enumerate(draft.steps):
        bare = unitless_numbers(step.text)
        if bare:
            findings.append(
                Finding(
                    code="MISSING_UNIT",
                    step=i,
                    message=f"Step {i} ('{_clip(step.text)}') has number(s) without a unit: "
                    f"{', '.join(bare)}.",
                    hint="write the unit next to every quantity (µL, °C, min, × g, rpm, nm, %)",
                )
            )
    return findings


def _names(step: DraftStep) -> list[str]:
    out: list[str] = []
    for value in step.labware.values():
        out.extend([value] if isinstance(value, str) else value)
    return out


def _seal_order(draft: Draft) -> list[Finding]:
    sealed = {lw.name: lw.sealed for lw in draft.labware}
    everything = False  # a seal step that named no labware
    findings: list[Finding] = []
    for i, step in enumerate(draft.steps):
        names = _names(step)
        state = [sealed.get(n, everything) for n in names]
        if step.operation == "seal":
            for n in names or list(sealed):
                sealed[n] = True
            everything = everything or not names
        elif step.operation == "peel":
            for n in names or list(sealed):
                sealed[n] = False
            everything = everything and bool(names)
        elif step.operation in PCR_OPS and not (
            all(state) if names else everything or any(sealed.values())
        ):
            findings.append(
                _order(
                    "ORDER_SEAL_BEFORE_PCR",
                    i,
                    step,
                    "thermocycles a plate that is not sealed",
                    "add a seal step before cycling",
                )
            )
        elif step.operation in READ_OPS and (any(state) if names else everything):
            findings.append(
                _order(
                    "ORDER_PEEL_BEFORE_READ",
                    i,
                    step,
                    "reads a plate that is still sealed",
                    "add a peel step before the read",
                )
            )
        elif step.operation in PIPETTING_OPS and (any(state) if names else everything):
            findings.append(
                _order(
                    "ORDER_PEEL_BEFORE_PIPETTING",
                    i,
                    step,
                    "pipettes into a sealed plate",
                    "add a peel step before pipetting",
                )
            )
    return findings


def _order(code: str, i: int, step: DraftStep, what: str, hint: str) -> Finding:
    return Finding(
        code=code,
        step=i,
        hint=hint,
        message=f"Step {i} ({step.operation}: '{_clip(step.text)}') {what}.",
    )


def _mentions(step: DraftStep, reagent: str) -> bool:
    if re.search(rf"(?<!\w){re.escape(reagent)}(?!\w)", step.text, re.I):
        return True
    return any(
        isinstance(v, str) and v.casefold() == reagent.casefold() for v in step.params.values()
    )


def _reagent_order(draft: Draft) -> list[Finding]:
    preloaded = {str(c.get("reagent", "")).casefold() for lw in draft.labware for c in lw.contents}
    reagents = [
        r for r in dict.fromkeys(draft.reagents) if r.strip() and r.casefold() not in preloaded
    ]
    findings = []
    for reagent in reagents:
        added = [
            i
            for i, s in enumerate(draft.steps)
            if s.operation in PIPETTING_OPS and _mentions(s, reagent)
        ]
        if not added:
            continue
        for i, step in enumerate(draft.steps):
            if step.operation in INCUBATING_OPS and _mentions(step, reagent) and i < added[0]:
                findings.append(
                    _order(
                        "ORDER_ADD_BEFORE_INCUBATE",
                        i,
                        step,
                        f"incubates with {reagent}, which is only added in step {added[0]}",
                        f"move the addition of {reagent} before step {i}",
                    )
                )
                break
    return findings


def _clip(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[: n - 3] + "..."
