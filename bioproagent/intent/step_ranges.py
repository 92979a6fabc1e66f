"""'Repeat steps 2-3 once more', 'Repeat 2.1-2.3 three more times': a range of listed steps
run again.

A protocol's list or outline labels its steps ('3.', 'Step 3', '2.1'); a later line repeats
a run of them. Read as 'three more times' after the last step, only the last step would run
again and the others would be dropped without a word. :func:`repeated_ranges` writes the
steps of the range out again, as many rounds as asked, where the repeat line was (before the
outline's labels are taken off); a step's 'a ... plate' becomes 'the ... plate' (the same
plate). A count that may mean the total or the extra rounds ('repeat steps 1-2 three
times', 'twice'), or a range whose steps are not listed, stays as written: the plan asks.
Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bioproagent.intent.lexicon import NUMBER_WORDS, SAME_LABWARE

_LABEL = r"\d{1,2}(?:\.\d{1,2}){0,2}"
RANGE_REPEAT = re.compile(
    rf"\s*(?:then\s+)?(?:repeat|redo)\s+(?:steps?\s*)?(?P<a>{_LABEL})\s*(?:-|–|—|to|through"
    rf"|thru)\s*(?:steps?\s*)?(?P<b>{_LABEL})(?P<rest>[^.;\n]*)"
)
_LINE_LABEL = re.compile(
    rf"[ \t]*(?:[-*•][ \t]*)?(?:step[ \t]*)?(?P<label>{_LABEL})[.):]?[ \t]+", re.I
)
_MORE = re.compile(
    r"^\s*(?:(?P<word>[a-z]+|\d+)\s+more\s+(?:times?|rounds?|cycles?)|(?P<once>once)\s+(?:more|again)"
    r"|(?P<twice>twice|thrice)\s+more|one\s+more\s+(?:time|round)|again|more)?\s*[.,]?\s*$"
)


@dataclass(frozen=True)
class RangeRepeat:
    """Steps ``first`` to ``last`` (labels as written) run ``rounds`` more times; ``rounds``
    is None when the count may mean the total or the extra rounds."""

    first: str
    last: str
    rounds: int | None


def range_repeat(low: str, start: int, end: int) -> RangeRepeat | None:
    """The range repeat a piece of ``low`` asks for, or None when it asks for none."""
    m = RANGE_REPEAT.match(low, start, end)
    if m is None:
        return None
    more = _MORE.match(m["rest"])
    rounds: int | None = None
    if more is not None:
        if more["word"]:
            word = more["word"]
            rounds = int(word) if word.isdigit() else NUMBER_WORDS.get(word)
        elif more["twice"]:
            rounds = 2 if more["twice"] == "twice" else 3
        else:
            rounds = 1  # 'once more', 'again', or no count: one more round
    return RangeRepeat(m["a"], m["b"], rounds)


def labels_between(labels: list[str], first: str, last: str) -> list[str] | None:
    """The labels from ``first`` to ``last`` in the order they were written (None when one of
    them is not a listed step, or they come the wrong way round)."""
    if first not in labels or last not in labels:
        return None
    a, b = labels.index(first), labels.index(last)
    return labels[a : b + 1] if a <= b else None


def repeated_ranges(text: str) -> str:
    """``text`` with each clear range repeat written out as its steps (see the module)."""
    lines = text.split("\n")
    labels: dict[str, str] = {}  # label -> the step's words, in the order written
    out: list[str] = []
    for line in lines:
        low = line.lower()
        label = _LINE_LABEL.match(low)
        body = line[label.end() :] if label is not None else line
        wanted = range_repeat(low, label.end() if label else 0, len(low))
        if wanted is not None:
            order = labels_between(list(labels), wanted.first, wanted.last)
            if order is not None and wanted.rounds is not None and 1 <= wanted.rounds <= 20:
                lead = line[: label.end()] if label is not None else ""  # the repeat's label
                again = [SAME_LABWARE.sub("the ", labels[k]) for k in order]
                out += [f"{lead}{step}" for _ in range(wanted.rounds) for step in again]
                continue
        if label is not None:
            labels[label["label"]] = body.strip()
        out.append(line)
    return "\n".join(out)
