"""A help-forum post: the problem with the old settings, the replies, and the run now chosen.

A post on a lab-automation forum or ResearchGate tells the story before the request: the
settings that went wrong ('at 300 x g for 30 s we still see drops'), what was tried, what
repliers suggested ('try 160 °C and 2 s'), and then the run the poster settles on ('So what I
want to run now is the VSpin at 1000 x g for 1 min.', 'EDIT: going with 165 °C for 2 s on
the a4S.'). Read as prose, every old and suggested value would be a step value.
:func:`chosen_run` writes such a post as the run it settles on:

* the run is the text after the last decision ('what I want to run now is', 'going with',
  'final plan:'), up to the end of the post;
* when it names no operation ('... going with 24 hours at 37 °C'), the post's title or
  first sentence that names one comes first, without its values;
* when it names no instrument and the post names exactly one, that one is written in;
* 'going with that', 'going with the accepted answer', "go with Lee's number" take that
  reply's words when the post has exactly one such reply (otherwise the post is kept whole);
* a decision that refers back ('the same spin but 5 min', 'everything else as before')
  cannot be read alone, and the post is kept whole (the plan asks).

Text without such a decision is returned unchanged. Pure.
"""

from __future__ import annotations

import re

from bioproagent.intent.clause_ops import _implied, operation_of
from bioproagent.intent.dialogues import SEQUENCE, named_instruments, without_values

_DECISION = re.compile(
    r"(?i)\b(?:so\s+)?what\s+(?:i|we)\s+(?:want|need|would\s+like|'d\s+like|plan|am\s+going)"
    r"\s+to\s+run(?:\s+now)?(?:\s+is)?\s*[:,\-–—]?"
    r"|\b(?:i'?m\s+|we'?re\s+|so\s+)?going\s+with\b\s*:?"
    r"|(?:^|\n)[ \t]*[\w.]{1,20}\s*:\s*(?:ok,?\s+|so\s+|let'?s\s+)?go\s+with\b(?=\s+\w+['’]s\b)"
    r"|\bfinal\s+(?:plan|settings?|run|version)\s*[:\-–—]"
    r"|\b(?:the\s+)?(?:new|updated)\s+run\s+(?:is|will\s+be)\s*:?"
)
_REFERS_BACK = re.compile(
    r"(?i)\b(?:same\s+(?:as|spin|settings?|step|program|volume|time|speed|temperature)"
    r"|as\s+(?:before|above)|unchanged|everything\s+else|the\s+rest|otherwise\s+the\s+same"
    r"|like\s+(?:before|last\s+time))\b"
)
_CONTEXT_ONLY = re.compile(r"(?i)\b(?:posted\s+by|answer|reply|wrote|recommendations?)\b")


def _without_names(run: str) -> str:
    """``run`` with the instruments it names blanked ('on the a4S' states no number)."""
    for m in sorted(named_instruments(run), key=lambda m: -m.start):
        run = run[: m.start] + " " * (m.end - m.start) + run[m.end :]
    return run


_ACCEPTED = re.compile(
    r"(?im)^[ \t]*(?:accepted\s+answer|answer\s*\((?:[^)\n]*\b)?accepted\b[^)\n]*\)"
    r"|[✅✓✔][ \t]*accepted(?:\s+answer)?)[^:\n]*:[ \t]*(?P<body>[^\n]+)"
)
"""'Accepted answer (8 ↑): ...', 'Answer (accepted): ...': the reply the poster marked."""
_REPLY = re.compile(r"(?im)^[ \t]*(?:reply|answer|re)\b[^:\n]{0,40}:[ \t]*(?P<body>[^\n]+)")
"""'Reply: 4000 x g for 20 min at 4 °C.': a reply in the thread."""
_TAKES_ACCEPTED = re.compile(
    r"(?i)^(?:with\s+)?(?:the\s+accepted(?:\s+(?:answer|one|reply))?|that|this|it)\b[,.]?"
)
_TAKES_SOMEONES = re.compile(
    r"(?i)^(?P<who>[a-z][\w.-]*)['’]s\s+(?:answer|numbers?|settings?|suggestion|values?|reply"
    r"|idea|version)\b[,.]?"
)


def _answer_taken(story: str, run: str) -> str:
    """The run with the reply it takes written out: 'going with the accepted answer on the
    a4S' becomes that answer's words plus ' on the a4S'; "Dana's numbers but on the HiG4"
    becomes Dana's reply plus ' but on the HiG4'. Any other run is returned as it is."""
    taken = _TAKES_ACCEPTED.match(run)
    if taken is not None and re.search(r"\d", run[taken.end() :]) and not _ACCEPTED.search(story):
        return run  # 'going with that - 170 °C, 2 s on the a4S': the values are written out
    if taken is not None:
        replies = list(_ACCEPTED.finditer(story))
        if not replies and not re.match(r"(?i)the\s+accepted", run):
            replies = list(_REPLY.finditer(story))  # 'going with that': the one reply there is
        if len(replies) == 1:
            return f"{replies[0]['body'].strip()} {run[taken.end() :].strip()}".strip()
        return ""  # 'going with that' of a post whose 'that' is not one reply: kept whole
    someone = _TAKES_SOMEONES.match(run)
    if someone is not None:
        who = re.escape(someone["who"])
        replies = list(
            re.finditer(rf"(?im)^[ \t]*{who}\b[^:\n]{{0,40}}:[ \t]*(?P<body>[^\n]+)", story)
        )
        if len(replies) == 1:
            return f"{replies[0]['body'].strip()} {run[someone.end() :].strip()}".strip()
    return run


def chosen_run(text: str) -> str:
    """``text`` as the run its post settles on (see the module doc)."""
    decisions = list(_DECISION.finditer(text))
    if not decisions:
        return text
    last = decisions[-1]
    run = _answer_taken(text[: last.start()], text[last.end() :].strip(" \t\n:,-–—"))
    if not run or not re.search(r"\d", _without_names(run)):
        return text
    if _REFERS_BACK.search(run):
        return run  # 'the same spin but 8 min': the plan asks which spin, not reruns the old one
    story = text[: last.start()]
    if operation_of(run.lower()) is None and _implied(run.lower()) is None:
        request = next(
            (
                line.strip()
                for line in story.split("\n")
                if line.strip()
                and not _CONTEXT_ONLY.search(line)
                and operation_of(line.lower()) is not None
            ),
            None,
        )
        if request is None:
            return text
        run = f"{without_values(request).rstrip('?.! ')}: {run}"
    if named_instruments(run) or not named_instruments(story):
        return run
    named = {m.instrument_id: m for m in named_instruments(story)}
    if len(named) != 1 or SEQUENCE.search(run):
        return text  # which of the instruments, or which step runs on the one named?
    mention = next(iter(named.values()))
    return f"{run.rstrip(' .!')} on the {story[mention.start : mention.end]}."
