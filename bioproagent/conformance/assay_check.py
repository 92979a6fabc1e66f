"""K_i for the assay a LabChip run names: the assay id is a value the scientist states
('DNA 5K'), like a volume. A run on an assay the intent never names, when it names one, is a
changed value; a text that names two ('DNA 5K (last time DNA 1K)') and a run whose own clause
settles neither is asked about, never chosen."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bioproagent.conformance.checker_base import CheckerBase, Match
from bioproagent.intent.assay_names import assays_named
from bioproagent.intent.parser import parse_intent
from bioproagent.textutil import fmt


def check_assays(checker: CheckerBase, matches: Sequence[Match]) -> None:
    """Add VALUE_CHANGED / VALUE_RANGE findings for the run_assay steps of ``checker.wf``,
    and COUNT_CHANGED for a run of another number of samples than the text states."""
    _sample_count(checker)
    named = assays_named(checker.reading.text, checker.registry)
    if not named:
        _unread_qualifier(checker, matches)
        return
    own = {
        m.index: assays_named(m.clause.whole or m.clause.text, checker.registry) for m in matches
    }
    for i, step in enumerate(checker.wf.steps):
        if step.operation != "run_assay" or "assay" not in step.params:
            continue
        runs = str(step.params["assay"])
        if own.get(i):
            continue  # the run's own clause names its assay: the clause check compares them
        if runs not in named:
            checker._add(
                "VALUE_CHANGED",
                f"the intent names the {' / '.join(named)} assay, but step {i + 1} (run_assay "
                f"on {step.device}) runs {runs}.",
                i,
                path=f"/steps/{i}/params/assay",
                limit=named[0],
                actual=runs,
                hint=f"run the {named[0]} assay as stated",
            )
        elif len(named) > 1:
            checker._add(
                "VALUE_RANGE",
                f"the intent names {len(named)} assays ({', '.join(named)}) and step {i + 1} "
                f"(run_assay on {step.device}) runs one of them; which one is not clear.",
                i,
                path=f"/steps/{i}/params/assay",
                limit=named,
                actual=runs,
                hint="say which assay the chip is prepared for (e.g. 'run the DNA 5K assay')",
            )


_QUALIFIER = re.compile(
    r"\b(?:\d+(?:\.\d+)?\s?k(?:b|bp)?|hs|sens\w*|hi(?:gh)?[\s-]?sens\w*|pico|nano|ngs|express"
    r"|micro(?:rna)?|small\s+rna|low\s+input|ultra\w*|kit\s+[a-z0-9]+)\b",
    re.IGNORECASE,
)
"""Words that pick a LabChip kit ('high sens', '7K', 'pico'): written beside a run whose
text names no assay of the registry, they say the scientist meant one the reader missed."""


def _unread_qualifier(checker: CheckerBase, matches: Sequence[Match]) -> None:
    """A run_assay whose own clause qualifies the kit in words that name no registry assay
    ('dna high sens', 'the 7K chip') asks which assay, instead of running the library's."""
    for m in matches:
        step = checker.wf.steps[m.index]
        if step.operation != "run_assay":
            continue
        words = _QUALIFIER.search(m.clause.whole or m.clause.text)
        if words is None or checker._noted(words.group(0)):
            continue
        if words.group(0).lower().replace(" ", "") in str(step.params.get("assay")).split("_"):
            continue  # '1K' beside a DNA run: the run's own kit
        checker._add(
            "UNCONSUMED_QUANTITY",
            f"the intent qualifies the LabChip assay with '{words.group(0)}', which names no "
            f"assay of the registry; step {m.index + 1} would run {step.params.get('assay')}.",
            m.index,
            path=f"/steps/{m.index}/params/assay",
            limit=words.group(0),
            actual=step.params.get("assay"),
            hint="name the assay as the registry lists it (e.g. 'DNA High Sensitivity', "
            "'DNA 5K', 'RNA Pico')",
        )


_ALL_WELLS = re.compile(r"\ball\s+(?:the\s+)?(\d{1,4})\s+(?:wells|samples|libraries)\b")
_SAMPLES = re.compile(
    r"(?<![\w.,])(\d{1,4})\s+(?:samples|libraries|clones|lysates)\b|\ball\s+(\d{1,4})\b"
)
"""A count of samples anywhere in the intent, for a run that states no count itself (a
reader may have set the sentence aside: '(24 samples per plate, unchanged)')."""


def _sample_count(checker: CheckerBase) -> None:
    """'LabChip: all 96 wells of the library plate', '40 samples on the LabChip': a run takes
    exactly that many samples (a run of 8 beside 'all 96 wells' had been approved)."""
    clauses = checker.reading.clauses  # what the text asks, not its history ('the previous
    text = (  # run only took 24 samples')
        " ".join(c.whole or c.text for c in clauses) if clauses else checker.reading.text
    )
    every = {int(n) for n in _ALL_WELLS.findall(text.lower())}
    counted = parse_intent(text).counts.get("samples")
    stated = every | ({counted} if counted else set())
    if not stated:  # a count outside the steps' clauses ('(24 samples per plate, unchanged)')
        whole = checker.spec.text.lower()  # holds for a run that states no count itself
        anywhere = {int(n) for n in _ALL_WELLS.findall(whole)}
        anywhere |= {int(m[1] or m[2]) for m in _SAMPLES.finditer(whole)}
        stated = (
            anywhere
            if not any(
                "sample_count" in s.params for s in checker.wf.steps if s.operation == "run_assay"
            )
            else set()
        )
    if len(stated) != 1:
        return  # none, or several ('40 samples ... run the 38'): the clause check or a question
    n = stated.pop()
    for i, step in enumerate(checker.wf.steps):
        if step.operation != "run_assay":
            continue
        actual = step.params.get("sample_count")
        if actual is None:  # no count: the wells it is given, else the whole plate
            refs = step.labware.get("plate", [])
            wells = [w for ref in refs for w in (ref.wells or [])]
            actual = len(wells) if wells else None
            if actual is None and len(refs) == 1:
                types = {lw.id: lw.type for lw in checker.wf.labware}
                lt = checker.registry.labware_type(types.get(refs[0].labware, ""))
                actual = len(lt.wells) if lt is not None else None
        if not isinstance(actual, int | float) or actual == n:
            continue
        checker._add(
            "COUNT_CHANGED",
            f"the intent states {n} samples, but step {i + 1} (run_assay on {step.device}) "
            f"runs {fmt(actual)}.",
            i,
            path=f"/steps/{i}/params/sample_count",
            limit=n,
            actual=actual,
            hint=f"run sample_count = {n} as stated",
        )
