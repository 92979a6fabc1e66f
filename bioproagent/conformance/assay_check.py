"""K_i for the assay a LabChip run names: the assay id is a value the scientist states
('DNA 5K'), like a volume. A run on an assay the intent never names, when it names one, is a
changed value; a text that names two ('DNA 5K (last time DNA 1K)') and a run whose own clause
settles neither is asked about, never chosen."""

from __future__ import annotations

from collections.abc import Sequence

from bioproagent.conformance.checker_base import CheckerBase, Match
from bioproagent.intent.assay_names import assays_named


def check_assays(checker: CheckerBase, matches: Sequence[Match]) -> None:
    """Add VALUE_CHANGED / VALUE_RANGE findings for the run_assay steps of ``checker.wf``."""
    named = assays_named(checker.reading.text, checker.registry)
    if not named:
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
