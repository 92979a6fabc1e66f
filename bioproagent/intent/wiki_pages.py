"""A run copied from a lab wiki page (Confluence, MediaWiki, Notion): the page without its chrome.

A wiki page wraps its steps in things that are not steps: breadcrumbs ('Home › Assays ›
BCA'), 'Last edited by ... on 14 Feb 2024', panels of background ('{info}The VSpin goes to
1000 x g{info}', '{{Note|...}}', '> 💡 ...'), toggles, 'See also' link lists and link
mark-up ('[[Instruments/Agilent VSpin|VSpin]]'). Read as prose, their numbers would be step
values the plan cannot place. :func:`wiki_page` writes the page as its steps:

* breadcrumbs, edit lines, reading times and the 'See also' / 'Related pages' section go;
* a panel is background and goes, unless it changes or adds to the run: a correction or an
  update ('*Correction:* step 1 should be 562 nm'), a step to add ('Before step 1: add 50 µL
  ...'), an instrument the step must use ('this step must go on the HiG4'), or settings the
  steps point to ('using the settings in the *Sealer settings* panel'); such a panel stays as
  a paragraph of the text, where the readers of revisions and steps take it up (and the plan
  asks when it cannot apply it, so a correction is never dropped without a word);
* links keep their label, headings their words, a Confluence '# ' list becomes '1. 2. ...'.

Text with fewer than two marks of a wiki page is returned unchanged. Pure.
"""

from __future__ import annotations

import re

_EDITED = re.compile(
    r"(?im)^[ \t<>a-z/]*(?:last\s+(?:edited|modified|updated)|edited\s+by|page\s+revision"
    r"|created\s+by)\b[^\n]*$"
)
_CRUMBS = re.compile(r"(?m)^[ \t'\"]*[^\n\d]{1,40}(?:[ \t]+(?:/|›|>|»|→)[ \t]+[^\n]{1,40}){2,}$")
_PANEL = re.compile(
    r"(?is)\{(?P<kind>info|note|warning|tip|panel|expand|callout)(?P<title>[:|][^}]*)?\}"
    r"(?P<body>.*?)\{(?P=kind)\}"
    r"|\{\{\s*(?:note|warning|info|tip|caution|hint)\s*\|(?P<body2>.*?)\}\}"
    r"|<details>(?P<body3>.*?)</details>"
)
_CALLOUT = re.compile(
    r"(?m)^[ \t]*>[ \t]*(?:💡|⚠️?|ℹ️?|📝|❗|\*\*(?:note|tip|info|warning)\*\*|\[!\w+\])"
    r"[^\n]*(?:\n[ \t]*>[^\n]*)*"
)
_TOGGLE = re.compile(r"(?m)^[ \t]*[▸▶►▾▼][^\n]*(?:\n[ \t]+\S[^\n]*)*")
_SEE_ALSO = re.compile(
    r"(?ims)^[ \t]*(?:h\d\.[ \t]*|=+[ \t]*|#+[ \t]*|\*\*)?(?:see\s+also|related(?:\s+pages)?"
    r"|references|further\s+reading)\b[^\n]*\n(?:(?![ \t]*(?:h\d\.|==|#{1,3}[ \t]))[^\n]*\n?)*"
)
_KEEPS = re.compile(
    r"(?i)\b(?:correction|corrected|update[ds]?|erratum|errata|is\s+now|are\s+now|should\s+be"
    r"|instead|changed?\s+to|before\s+step|after\s+step|must\s+(?:go|run|be\s+(?:run|done))"
    r"|for\s+this\s+run|use\s+\d)"
)
_LINK = re.compile(r"\[\[(?:[^\]|]*\|)?([^\]|]*)\]\]")
_HEADING = re.compile(r"(?m)^[ \t]*(?:h[1-6]\.[ \t]*|(=+)[ \t]*)([^\n=]*?)[ \t]*=*[ \t]*$")
_CONFLUENCE_ITEM = re.compile(r"(?m)^#[ \t]+(?=\S)")
_TAGS = re.compile(r"</?(?:small|b|i|em|strong|span|summary)[^>]*>", re.I)
_READ_TIME = re.compile(r"[ \t]*[·•|][ \t]*\d+\s*min(?:ute)?s?\s+read\b", re.I)
_MARKS = (
    _EDITED,
    re.compile(r"\{(?:info|note|warning|tip|panel|expand)[^}]*\}|\{\{\s*\w+\s*\|", re.I),
    re.compile(r"\[\[[^\]]+\]\]"),
    re.compile(r"(?m)^[ \t]*(?:h[1-6]\.[ \t]|==+[^\n]*==+[ \t]*$)"),
    _CRUMBS,
)


def _panel(m: re.Match[str]) -> str:
    body = m["body"] or m["body2"] or m["body3"] or ""
    title = (m["title"] or "").lstrip(":|")
    title = re.sub(r"(?i)^title\s*=\s*", "", title)
    text = m.string
    referenced = bool(title) and re.search(rf"(?i){re.escape(title.strip())}[*_'\"]*\s+panel", text)
    if referenced or _KEEPS.search(body):
        return "\n" + re.sub(r"\s*\n\s*", " ", body.replace("*", "")).strip() + "\n"
    return "\n"


def _callout(m: re.Match[str]) -> str:
    body = re.sub(r"(?m)^[ \t]*>[ \t]?", "", m.group(0))
    return "\n" + body.strip() + "\n" if _KEEPS.search(body) else ""


def _numbered(text: str) -> str:
    count = 0

    def number(_: re.Match[str]) -> str:
        nonlocal count
        count += 1
        return f"{count}. "

    return _CONFLUENCE_ITEM.sub(number, text)


def wiki_page(text: str) -> str:
    """``text`` as the steps of its wiki page (see the module doc)."""
    if sum(1 for mark in _MARKS if mark.search(text)) < 2:
        return text
    out = _EDITED.sub("", _READ_TIME.sub("", text))
    out = _CRUMBS.sub("", out)
    out = _PANEL.sub(_panel, out)
    out = _CALLOUT.sub(_callout, out)
    out = _TOGGLE.sub("", out)
    out = _SEE_ALSO.sub("", out)
    out = _LINK.sub(lambda m: m[1], _TAGS.sub("", out))
    out = _HEADING.sub(lambda m: f"{m[2]}:" if m[2] else "", out)
    out = _numbered(out)
    return re.sub(r"\n{3,}", "\n\n", out).strip()
