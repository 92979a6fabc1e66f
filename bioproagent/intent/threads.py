"""E-mail and forum threads pasted whole: the newest message on top, older ones quoted below.

A scientist answers a proposal and pastes the thread ("Yes - go with Lena's settings below,
but make it 10 minutes rather than 5." above "> On Tue, Lena wrote: > ... spin the block at
2,000 x g for 5 min ..."). Read top to bottom, the change comes before what it changes, and
the quote marks, headers ("On ... wrote:", "-----Original Message-----", "From:/Sent:"),
sign-offs and "Sent from my iPhone" lines would be read as steps or values (the "2025" and
"09:14" of a header).

:func:`chronological` writes the thread as its messages in the order they were sent, oldest
first, each a paragraph without quote marks, headers, sign-offs or disclaimers, so the
corrections of the newest message apply to what the older ones proposed (the revision reader
does the rest). Text that is no thread is returned unchanged. Pure and cached.
"""

from __future__ import annotations

import re
from functools import lru_cache

_QUOTE = re.compile(r"^[ \t]*((?:>[ \t]?)+)")
_HEADER = re.compile(
    r"^[ \t]*(?:on\b.{0,160}\b(?:wrote|writes)\s*:"
    r"|am\b.{0,160}\bschrieb.{0,80}:"
    r"|le\b.{0,160}\ba\s+écrit\s*:"
    r"|-{2,}\s*(?:original|forwarded)\s+message\s*-{2,}"
    r"|_{5,}"
    r"|quote\s+from\s*:.*"
    r"|.{1,80}\bwrote\s*:)\s*$",
    re.I,
)
"""A line that opens an older message ('On Tue, 11 Mar 2025 at 09:14, Lena <...> wrote:')."""
_FIELD = re.compile(
    r"^[ \t]*(?:from|sent|to|cc|bcc|subject|date|von|gesendet|an|betreff)\s*:", re.I
)
"""A header field of a forwarded or Outlook-quoted message ('Sent: Tuesday, ...')."""
_CLIENT = re.compile(
    r"^[ \t]*(?:sent\s+from\s+(?:my\s+)?\S.*|get\s+outlook\s+for\s+\S.*|sent\s+with\s+\S.*"
    r"|von\s+meinem\s+\S.*\s+gesendet)$",
    re.I,
)
_SIGN_OFF = re.compile(
    r"^[ \t]*(?:thanks?(?:\s+(?:a\s+lot|so\s+much|again|in\s+advance))?|many\s+thanks|cheers"
    r"|best(?:\s+(?:wishes|regards))?|kind\s+regards|regards|warm\s+regards|all\s+the\s+best"
    r"|thx|ta|br|viele\s+grüße|lg|mvg|cordialement|sincerely|yours)"
    r"[ \t]*[,.!]?[ \t]*(?:-?\s*\w+)?$",
    re.I,
)
"""'Thanks,', 'Best regards', 'Cheers - A.': what follows is a signature."""
_DISCLAIMER = re.compile(
    r"confidential|intended\s+recipient|virus|registered\s+(?:charity|office|in)|disclaimer"
    r"|unsubscribe|privileged|please\s+consider\s+the\s+environment",
    re.I,
)
_SIGNATURE_LINES = 4
"""How many short lines after a sign-off are its signature (name, title, lab, phone)."""


def _depth(line: str) -> int:
    m = _QUOTE.match(line)
    return m.group(1).count(">") if m else 0


def _unquoted(line: str) -> str:
    return _QUOTE.sub("", line, count=1)


def _is_thread(lines: list[str]) -> bool:
    top = next((k for k, line in enumerate(lines) if line.strip()), None)
    if top is None or _depth(lines[top]) or _HEADER.match(lines[top]):
        return False  # a quote or a header first: no reply on top
    headers = sum(1 for line in lines if _HEADER.match(_unquoted(line)))
    quoted = sum(1 for line in lines if _depth(line) and _unquoted(line).strip())
    return headers >= 1 and (quoted >= 1 or any(_FIELD.match(line) for line in lines))


def _messages(lines: list[str]) -> dict[int, list[str]]:
    """The lines of each message by age (0 the newest), without quote marks."""
    messages: dict[int, list[str]] = {}
    opened = 0  # messages opened by a header line so far
    for line in lines:
        depth = _depth(line)
        body = line
        for _ in range(depth):
            body = _unquoted(body)
        if _HEADER.match(body):
            opened = max(opened, depth) + 1
            continue
        messages.setdefault(max(opened, depth), []).append(body)
    return messages


def _body(lines: list[str]) -> str:
    """A message without its header fields, client line, sign-off, signature or disclaimer."""
    out: list[str] = []
    signature = 0
    for line in lines:
        text = line.strip()
        if signature:
            signature -= 1
            if len(text) < 60 and not re.search(r"\d\s*(?:µl|ul|ml|x\s*g|°|rpm|min|s\b)", text):
                continue
        if not text:
            out.append("")
            continue
        if _FIELD.match(line) or _CLIENT.match(line) or _DISCLAIMER.search(text):
            continue
        if _SIGN_OFF.match(line):
            signature = _SIGNATURE_LINES
            continue
        if text in ("--", "-- ", "—"):
            break  # a signature delimiter: the rest is the signature
        out.append(text)
    return "\n".join(out).strip()


@lru_cache(maxsize=256)
def _read(text: str) -> tuple[str, ...] | None:
    """The bodies of a thread's messages, oldest first; None when ``text`` is no thread."""
    lines = text.split("\n")
    if not _is_thread(lines):
        return None
    messages = _messages(lines)
    bodies = (_body(messages[age]) for age in sorted(messages, reverse=True))
    return tuple(b for b in bodies if b)


_CHANGE_TO = re.compile(
    r"(?i)\b(?:bump|make|change|switch|raise|lower|increase|decrease|reduce|set|drop|take)\s+"
    r"(?:it\s+|that\s+|the\s+[a-z]+\s+)?(?:up\s+|down\s+)?to\s+(?P<value>\d[\d.,]*)\s*"
    r"(?P<unit>rpm|x\s*g|×\s*g|g\b|°\s*c|µl|ul|ml|nm)"
)
"""A reply that changes one value of what was proposed ('bump it to 1200 rpm please')."""
_SAME_UNIT = {
    "rpm": r"rpm\b",
    "g": r"(?:x\s*g|×\s*g|g)\b",
    "c": r"°\s*c\b",
    "ul": r"(?:µl|ul|ml)\b",
    "nm": r"nm\b",
}


def _family(unit: str) -> str:
    low = unit.lower().replace(" ", "")
    if low in ("xg", "×g", "g"):
        return "g"
    if low in ("µl", "ul", "ml"):
        return "ul"
    return {"°c": "c"}.get(low, low)


def _changes_applied(bodies: tuple[str, ...]) -> tuple[tuple[str, ...], list[str]]:
    """The bodies with each reply's one-value change ('bump it to 1200 rpm') written into
    the one value of that kind the earlier messages state (none is changed when they state
    none or several), and the notes saying so."""
    out = list(bodies)
    notes: list[str] = []
    for k in range(1, len(out)):
        for m in list(_CHANGE_TO.finditer(out[k])):
            unit = _SAME_UNIT[_family(m["unit"])]
            earlier = "\n\n".join(out[:k])
            found = list(re.finditer(rf"(?i)(?<![\w.])\d[\d.,]*\s*{unit}", earlier))
            if len(found) != 1:
                continue
            old = found[0].group(0)
            new = f"{m['value']} {m['unit']}"
            for j in range(k):
                out[j] = out[j].replace(old, new)
            out[k] = out[k].replace(m.group(0), " ")
            notes.append(f"'{old}' changed to '{new}' by the reply ('{m.group(0)}').")
    return tuple(out), notes


def chronological(text: str) -> str:
    """``text`` as a thread read in the order it was written (oldest message first), with a
    reply's one-value change written into the value it changes; any other text unchanged."""
    bodies = _read(text)
    return text if bodies is None else "\n\n".join(_changes_applied(bodies)[0])


def thread_notes(text: str) -> list[str]:
    """What :func:`chronological` did to ``text``, for the plan's assumptions."""
    bodies = _read(text)
    if bodies is None:
        return []
    return [
        f"The text is a thread of {len(bodies)} messages: read oldest first, the newest last "
        "(its changes apply to what the older ones proposed); quote marks, headers, sign-offs "
        "and disclaimers are left out.",
        *_changes_applied(bodies)[1],
    ]
