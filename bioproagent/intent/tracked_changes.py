"""Protocol text pasted with its review mark-up: tracked changes and review comments.

A protocol copied out of a shared document often keeps its tracked changes: deletions
('~~500 x g~~', '[deleted: 30 min]', '{--2 s--}', '<del>4 °C</del>'), insertions
('[inserted: 45 min]', '++1000++', '{++3 s++}', '<ins>1 h</ins>'), substitutions
('{~~55~>60~~}'), what reviewers decided ('[Deletion rejected - ...]', '(change rejected by
...)', '[REJECTED - ...]', a banner '[All changes accepted]' or '[... ALL REJECTED ...]') and
their comments ('[Comment JS: ...]', '[Reply AB: ...]', '<<AB: agreed>>'). Read as they are,
both the old and the new value would be in the text, and the old one may win.

:func:`reviewed` writes the text as the reviewers left it:

* a deletion is gone and an insertion is in, unless a rejection right after the edit (or a
  rejecting banner) takes it back, which restores the deleted text and drops the inserted;
* a reply that rejects or reverts ('reverting to 1000 - change rejected') takes back the one
  edit of the text; with more than one edit it is not clear which, so the edits are kept as
  undecided alternatives and the plan asks;
* two insertions for one deletion ('[inserted: 15 µL] [inserted: 20 µL]') are undecided:
  both stay, joined by 'or', so the plan asks which; a deletion that leaves a step's
  preposition without its value ('for [deleted: 24 h].') leaves an unread value behind;
* comments stay in the text as ``[Review ...]``: a comment is no step, but a value it names
  must be one the plan uses (the conformance check asks otherwise), so a change a reviewer
  asked for is never dropped without a word; formatting notes are dropped.

Text without review mark-up is returned unchanged. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_DELETION = (
    r"\[(?:deleted|deletion|del|removed|struck)\s*:\s*(?P<d1>[^\]]*)\]"
    r"|~~(?P<d2>[^~\n]+?)~~(?!>)"
    r"|\{--(?P<d3>.*?)--\}"
    r"|<(?:del|s|strike)>(?P<d4>.*?)</(?:del|s|strike)>"
)
_INSERTION = (
    r"\[(?:inserted|insertion|ins|added)\s*:\s*(?P<i1>[^\]]*)\]"
    r"|(?<![+\w])\+\+(?=\S)(?P<i2>[^+\n]+?)(?<=\S)\+\+(?![+\w])"
    r"|\{\+\+(?P<i3>.*?)\+\+\}"
    r"|<(?:ins|u)>(?P<i4>.*?)</(?:ins|u)>"
)
_SUBSTITUTION = re.compile(r"\{~~(?P<old>.*?)~>(?P<new>.*?)~~\}", re.S)
_EDIT = re.compile(rf"(?:{_DELETION})|(?:{_INSERTION})", re.I | re.S)
_REJECTION = re.compile(
    r"\s*(?:\[[^\]\n]*?\b(?:rejected|declined|reverted)\b[^\]\n]*\]"
    r"|\((?:[^)\n]*?\b(?:change|deletion|insertion|edit)s?\s+)?(?:rejected|declined|reverted)"
    r"\b[^)\n]*\))",
    re.I,
)
"""'[Deletion rejected - JS: ...]', '[REJECTED - no filter]', '(change rejected by MO)'."""
_ACCEPTANCE = re.compile(
    r"\s*\[[^\]\n]*?\b(?:changes?|deletions?|insertions?)\s+accepted\b[^\]\n]*\]", re.I
)
_ALL_REJECTED = re.compile(r"\[[^\]\n]*\ball\s+(?:changes\s+)?rejected\b[^\]\n]*\]\s*", re.I)
_FORMATTING = re.compile(r"\s*\[(?:formatted|formatting)\s*:[^\]\n]*\]", re.I)
_STATUS = re.compile(r"\s*\[(?:resolved|unresolved|open|done|closed)\]", re.I)
_COMMENT = re.compile(
    r"\[(?:comment|reply|note from|reviewer|review)\b[^\]\n]*\]|<<[^<>\n]+>>", re.I
)
_OLD_VALUE = re.compile(
    r"\s*\((?:was|previously|formerly|prev\.|old(?:\s+value)?)\s*:?\s+[^()\n]*\)", re.I
)
"""'at 165 °C (was 170 °C)': the value before the change, kept for the reader."""
_NOT_VALUE = re.compile(
    r"\b(?:not|instead\s+of|rather\s+than|no\s+longer|from)\s+(?:the\s+)?"
    r"(?:-?\d[\d.,]*\s*(?:°\s*c\b|c\b|x\s*g\b|×\s*g|g\b|rpm\b|µl\b|ul\b|ml\b|nm\b|s\b|sec\w*|min\w*"
    r"|h\b|hrs?\b|hours?\b)|rt\b|room\s+temp\w*)",
    re.I,
)
"""'use 4 C not RT' in a comment: the value turned down is no setting of the run."""
_REVERTS = re.compile(r"\b(?:reject(?:ed|s)?|revert(?:ed|ing|s)?|declined?|undo(?:ne)?)\b", re.I)
_DANGLING = re.compile(r"\b(?:for|at|to|with)\s*(?=[.,;]|\[review\b|$)", re.I | re.M)
"""'for [deleted: 24 h].': the preposition lost its value."""
REVIEW_NOTE = re.compile(r"\[(?:review|context|limit|timing)\b[^\]\n]*\]", re.I)
"""A comment as :func:`reviewed` leaves it (or a scenario's precondition, '[Context ...]'): no
step; a value it names must be in the plan."""
REORDERED = "a review comment changes the order of the steps"
REVIEW_ORDER = re.compile(
    r"\b(?:moved?|swap(?:ped)?|reorder(?:ed)?|switch(?:ed)?)\b[^\]\n]*?\bsteps?\b"
    r"|\bsteps?\s+\d+\s+(?:above|below|before|after|first|last)\b",
    re.I,
)
"""A comment that moves steps ('moved step 3 above step 2'): the order it asks for is not
applied by the reader, so the plan asks rather than run the written order."""
DELETED_VALUE = "[deleted value]"
"""What a deletion leaves where a step's value was: an unread value, so the plan asks."""


@dataclass(frozen=True)
class _Edit:
    start: int
    end: int
    deleted: str
    inserted: tuple[str, ...]
    rejected: bool


def _captured(m: re.Match[str], kind: str) -> str | None:
    """The text a deletion ('d') or an insertion ('i') match holds, whichever mark-up wrote it;
    None when the match is of the other kind."""
    return next((g for n in range(1, 5) if (g := m[f"{kind}{n}"]) is not None), None)


def _groups(text: str) -> list[_Edit]:
    """Adjacent deletions and insertions (only spaces between them) as one edit each, with
    whether a rejection follows right after it."""
    edits: list[_Edit] = []
    matches = list(_EDIT.finditer(text))
    k = 0
    while k < len(matches):
        group = [matches[k]]
        while k + 1 < len(matches) and not text[group[-1].end() : matches[k + 1].start()].strip():
            k += 1
            group.append(matches[k])
        k += 1
        deleted = " ".join(t.strip() for m in group if (t := _captured(m, "d")) is not None)
        inserted = tuple(t.strip() for m in group if (t := _captured(m, "i")) is not None)
        end = group[-1].end()
        rejection = _REJECTION.match(text, end)
        if rejection is not None:
            end = rejection.end()
        edits.append(_Edit(group[0].start(), end, deleted, inserted, rejection is not None))
    return edits


def reviewed(text: str) -> str:
    """``text`` as its reviewers left it (see the module docstring)."""
    if not any(rx.search(text) for rx in (_EDIT, _SUBSTITUTION, _COMMENT, _FORMATTING, _OLD_VALUE)):
        return text
    out = _OLD_VALUE.sub("", text)
    out = _SUBSTITUTION.sub(lambda m: f"[deleted: {m['old']}][inserted: {m['new']}]", out)
    out = _FORMATTING.sub("", _STATUS.sub("", _ACCEPTANCE.sub("", out)))
    all_rejected = bool(_ALL_REJECTED.search(out))
    out = _ALL_REJECTED.sub("", out)
    edits = _groups(out)
    comments = [m.group(0) for m in _COMMENT.finditer(out)]
    reverted = any(_REVERTS.search(c) for c in comments)
    undecided = reverted and len(edits) > 1
    pieces: list[str] = []
    last = 0
    for edit in edits:
        before = out[last : edit.start]
        back = all_rejected or edit.rejected or (reverted and len(edits) == 1)
        if undecided:
            kept = " or ".join(x for x in (edit.deleted, *edit.inserted) if x)
        elif back:
            kept = edit.deleted
        elif len(edit.inserted) > 1:
            kept = " or ".join(edit.inserted)
        else:
            kept = edit.inserted[0] if edit.inserted else ""
        pieces += [before, kept]
        last = edit.end
    out = "".join(pieces) + out[last:]
    out = _COMMENT.sub(lambda m: f"[Review {_body(m.group(0)).strip()}]", out)
    out = _DANGLING.sub(lambda m: f"{m.group(0).rstrip()} {DELETED_VALUE}", out)
    return re.sub(r"[ \t]{2,}", " ", out)


def _body(comment: str) -> str:
    inner = comment[2:-2] if comment.startswith("<<") else comment[1:-1]
    inner = re.sub(r"^(?:comment|reply|review(?:er)?|note from)\b\s*", "", inner, flags=re.I)
    return _NOT_VALUE.sub("", inner)
