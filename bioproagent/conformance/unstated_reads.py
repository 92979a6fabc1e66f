"""K_i for a plate read whose wavelength nobody stated.

An absorbance or fluorescence wavelength is set by the assay (450 nm for TMB, 562 nm for BCA,
600 nm for cell density): a read the intent asks for with no wavelength and no assay that
fixes one ('take an OD reading', 'read absorbance of the plate') would run at whatever the
library's generic read uses, and the numbers would mean nothing. The parser raises the
question; when no answer states the wavelength, the plan asks rather than approve the
default.
"""

from __future__ import annotations

import re

from bioproagent.conformance.checker_base import CheckerBase
from bioproagent.conformance.codes import UNSTATED_SETTING
from bioproagent.textutil import fmt

_WAVELENGTHS = {
    "read_absorbance": ("wavelength_nm",),
    "read_fluorescence": ("excitation_nm", "emission_nm"),
}


_SETS_A_WAVELENGTH = frozenset({"elisa", "bca", "bradford"})
"""Assays whose read has one wavelength by its chemistry (TMB 450 nm, BCA 562 nm, Coomassie
595 nm): naming the assay states it."""


def check_unstated_reads(checker: CheckerBase) -> None:
    """PARAM_MISSING (a question) for a read whose wavelength the intent leaves open: no
    value, no answer, no assay whose chemistry sets it."""
    spec = checker.spec
    given = {q.role for q in spec.quantities} | {"nm" for q in spec.quantities if q.unit == "nm"}
    given |= {v.param for c in checker.reading.clauses for v in c.values}  # 'read_abs(p, 600)'
    if "nm" in given or set(spec.assays) & _SETS_A_WAVELENGTH:
        return
    for i, step in enumerate(checker.wf.steps):
        for param in _WAVELENGTHS.get(step.operation, ()):
            if param in given or param not in step.params:
                continue
            written = re.search(rf"(?<![\w.]){fmt(step.params[param])}(?![\w.])", spec.text)
            if written is not None:
                continue  # 'read_abs(plate, 600)': the number is written, with no unit
            checker._add(
                "PARAM_MISSING",
                f"{checker._label(i)} reads at {param} = {step.params[param]}, a default: the "
                "intent states no wavelength and names no assay that sets one.",
                i,
                path=f"/steps/{i}/params/{param}",
                limit=UNSTATED_SETTING,
                actual=step.params[param],
                hint="say the wavelength to read at (e.g. 'read absorbance at 600 nm')",
            )
            break
