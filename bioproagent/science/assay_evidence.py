"""What shows that a draft performs an assay, and the evidence behind each checklist finding.

Data for :mod:`bioproagent.science.checklist`, kept apart so the checklist stays readable.
"""

from __future__ import annotations

import re

PERFORMED_BY: dict[str, re.Pattern[str]] = {
    "elisa": re.compile(
        r"\bcoat(?:ing)?\b|\bcapture antibod|\bdetection antibod|\bsubstrate\b|\btmb\b|"
        r"\bstop solution\b|\babsorbance\b|\bread (?:the )?plate\b|\b450 ?nm\b",
        re.I,
    ),
    "bca": re.compile(r"\bworking reagent\b|\babsorbance\b|\b562 ?nm\b|\bread\b", re.I),
    "bradford": re.compile(
        r"\bdye reagent\b|\bcoomassie\b|\babsorbance\b|\b595 ?nm\b|\bread\b", re.I
    ),
    "qpcr": re.compile(r"\bmaster ?mix\b|\bprimers?\b|\bcycles?\b", re.I),
    "pcr": re.compile(
        r"\bmaster ?mix\b|\bprimers?\b|\bcycles?\b|\bthermocycl|\bdenatur|\banneal|"
        r"\bpolymerase\b",
        re.I,
    ),
    "normalization": re.compile(r"\bdilut|\bnormali[sz]", re.I),
    "cell_seeding": re.compile(r"\bseed|\bcells? per well\b|\bplate (?:the )?cells\b", re.I),
}
"""Assay kind -> an action that shows a draft carries the assay out. A draft that only
mentions an assay ("verify the concentration with a Bradford assay") does not perform it, so
the assay's checklist does not apply; operations and the intent's assays always count."""

EVIDENCE: dict[str, str] = {
    "MISSING_BLANK": "checklist ASSAY_RULES (blank); source: Thermo Fisher Overview of ELISA and "
    "Pierce BCA/Bradford assay instructions (blank-corrected absorbance)",
    "MISSING_NTC": "checklist ASSAY_RULES (ntc); source: MIQE guidelines, Bustin et al. 2009 "
    "(no-template control for every assay)",
    "MISSING_POSITIVE_CONTROL": "checklist ASSAY_RULES (positive); source: MIQE guidelines; "
    "Thermo Fisher ELISA technical guide",
    "MISSING_NEGATIVE_CONTROL": "checklist ASSAY_RULES (negative); source: NCBI Assay Guidance "
    "Manual, cell viability assays (vehicle/untreated controls)",
    "MISSING_STANDARDS": "checklist ASSAY_RULES (standards); source: NCBI Assay Guidance Manual; "
    "Pierce BCA assay instructions (standard curve)",
    "TOO_FEW_STANDARDS": "checklist MIN_STANDARD_POINTS = 5; source: NCBI Assay Guidance Manual "
    "(calibration curves of at least 5 concentrations)",
    "NO_REPLICATES": "checklist MIN_REPLICATES = 2; source: MIQE guidelines; NCBI Assay Guidance "
    "Manual (technical replicates)",
    "MISSING_READOUT": "checklist ASSAY_RULES (readout): the assay is performed, so it needs a "
    "measurement step",
    "ORDER_SEAL_BEFORE_PCR": "checklist seal state: an unsealed plate evaporates in a cycler",
    "ORDER_PEEL_BEFORE_READ": "checklist seal state: a reader measures through no seal",
    "ORDER_PEEL_BEFORE_PIPETTING": "checklist seal state: tips cannot enter a sealed well",
    "ORDER_ADD_BEFORE_INCUBATE": "checklist reagent order: a reagent is used before it is added",
    "ORDER_READ_LAST": "checklist read order: later additions are never measured",
    "MISSING_UNIT": "bioproagent.science.units: a number in a quantity position with no unit",
}
"""Evidence attached to checklist findings: the rule and the guidance it rests on."""
