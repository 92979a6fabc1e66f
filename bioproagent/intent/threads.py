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

from bioproagent.intent import lexicon as lx

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
_SUBJECT = re.compile(rf"^[ \t]*{lx.REPLY_PREFIX}\S", re.I)
"""A subject line pasted with its message ('RE: weak NanoLuc signal')."""
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
    r"|^\s*(?:automatic|auto-?)\s*reply\b|out\s+of\s+(?:the\s+)?office|\bon\s+leave\s+until\b"
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
    if headers == 0 and quoted and not any(_depth(line) for line in lines[top:][:1]):
        # a reply on top of the quoted message it answers, with no 'On ... wrote:' line
        last = max(k for k, line in enumerate(lines) if _depth(line))
        first = min(k for k, line in enumerate(lines) if _depth(line))
        return all(_depth(line) or not line.strip() for line in lines[first : last + 1])
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
        if _SUBJECT.match(line):  # 'Re: SPRI cleanup - 48 samples': the thread's title
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
_UNIT = (
    r"(?:rpm|x\s*g|×\s*g|g\b|[°º]\s*c\b|c\b|degrees?\b|µl|ul|ml|nm|cycles?\b|s\b|secs?\b"
    r"|seconds?\b|min\b|mins\b|minutes?\b|h\b|hrs?\b|hours?\b|%)"
)
_NUMBER = r"\d+(?:\.\d+)?"
_INSTEAD = re.compile(
    r"(?i)(?:\b(?:please\s+)?(?:make\s+it|use|go\s+with|do|set\s+it\s+to)\s+)?"
    rf"(?<![\w.])(?P<new>{_NUMBER})\s*(?P<new_unit>{_UNIT})?"
    r"(?P<what>(?:\s+(?:of\s+)?(?!rather\b|instead\b|not\b|in\b)[a-z][\w-]*){0,3}?)\s*,?\s*"
    r"(?:rather\s+than|instead\s+of|in\s+place\s+of|not)\s+(?:the\s+)?"
    rf"(?P<old>{_NUMBER})\s*(?P<old_unit>{_UNIT})?(?!\w|\.\d)"
)
"""A reply that swaps one value of what was proposed ('20 µL of CellTiter-Glo rather than
25', '32 cycles instead of 35', '72 h, not 48 h')."""
_FOR_THE = re.compile(
    r"(?i)(?:\b(?:please\s+)?(?:make\s+it|use|go\s+with|do|set\s+it\s+to)\s+)?"
    rf"(?<![\w.])(?P<value>{_NUMBER})\s*(?P<unit>rpm|x\s*g|×\s*g|°\s*c|nm)\s+for\s+the\s+"
    r"(?:shake|shaking|spin|read|read-?out|seal|sealing|incubation|heat-?seal)\b"
)
"""A reply that gives one step its value ('and 700 rpm for the shake')."""
_GOES_IN = re.compile(
    rf"(?i)\b(?P<what>[a-z][\w-]+)\s+(?:goes|go|is|are|gets|get)\s+(?:in|added|dispensed)\s+at\s+"
    rf"(?P<value>{_NUMBER})\s*(?P<unit>µl|ul|ml)\b"
)
"""A reply that gives one reagent its volume ('except the compound goes in at 5 µL')."""
_THAT_INSTEAD = re.compile(
    rf"(?i)\b(?:use|go\s+with|do|run)\s+(?:that|this|it)\s+{lx.REJECTING}\s+"
    rf"(?:the\s+)?(?P<old>{_NUMBER})(?![\w]|\.\d)"
)
"""'this foil needs 220 ºC for 3 s, so please use that instead of 175': the value the sentence
states before it replaces the old one."""
_SAME_UNIT = {
    "rpm": r"rpm\b",
    "g": r"(?:x\s*g|×\s*g|g)\b",
    "c": r"(?:[°º]\s*c|c|degrees?)\b",
    "ul": r"(?:µl|ul|ml)\b",
    "nm": r"nm\b",
    "%": r"%",
    "cycles": r"cycles?\b",
    "s": r"(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\b",
}


def _family(unit: str) -> str:
    low = unit.lower().replace(" ", "")
    if low in ("xg", "×g", "g"):
        return "g"
    if low in ("µl", "ul", "ml"):
        return "ul"
    if low.startswith("cycle"):
        return "cycles"
    if low[:1] in ("s", "m", "h") and low not in ("ml",):
        return "s"
    if low.lstrip("°º") in ("c", "degree", "degrees"):
        return "c"
    return low


_KEPT = re.compile(
    r"(?im)(?:^|(?<=[.!?]\s))[ \t]*(?:(?:please\s+)?(?:keep\s+|leave\s+(?:the\s+rest|everything)"
    r")[^.!?\n]*"
    r"|[^.!?\n]*\b(?:stays?|remains?)\s+(?:the\s+same|as\s+(?:is|it\s+is|proposed|planned|below"
    r"|before))"
    r"|everything\s+else\s+(?:\w+\s+)?(?:as\s+(?:below|before|proposed|planned|is)|unchanged|the\s+same)"
    r")[^.!?\n]*[.!?]?"
)
"""A reply's sentence that keeps what was proposed ('Keep the 2 min shake and the 1 s read.',
'Incubation and the read-out stay the same.', 'Everything else exactly as below.')."""


def _old_again(old: str) -> re.Pattern[str]:
    """The replaced value said again in the reply ('32 cycles instead of 35 - we're seeing
    primer dimers at 35'): no value of the plan."""
    return re.compile(rf"(?<![\w.]){re.escape(old)}(?![\w]|\.\d)")


def _all_said(sentence: str, earlier: list[str]) -> bool:
    """Whether every value ``sentence`` states is in the messages before it, with a unit of
    the same kind where it has one."""
    said = " ".join(earlier)
    for m in re.finditer(rf"(?i)(?<![\w.])({_NUMBER})\s*({_UNIT})?", sentence):
        unit = _SAME_UNIT[_family(m[2])] if m[2] else r"(?![\w]|\.\d)"
        if not re.search(rf"(?i)(?<![\w.]){re.escape(m[1])}\s*{unit}", said):
            return False
    return True


def _swap(out: list[str], k: int, old: str, unit: str, new: str) -> str | None:
    """Write ``new`` over the one value ``old`` (of ``unit``'s family) that the messages
    before ``out[k]`` state, over its unit too when ``new`` has one; the replaced text, or
    None when they state it not exactly once."""
    pattern = rf"(?i)(?<![\w.]){re.escape(old)}\s*{_SAME_UNIT[_family(unit)]}"
    found = [(j, m) for j in range(k) for m in re.finditer(pattern, out[j])]
    if len(found) != 1:
        return None
    j, m = found[0]
    end = m.end() if not new.replace(".", "").isdigit() else m.start() + len(old)
    out[j] = out[j][: m.start()] + new + out[j][end:]
    return m.group(0)


_COMPOUND_BEFORE = re.compile(rf"(?i)\d\s*{_UNIT}\s*(?:and\s+)?$")
"""A value right before another ('1 min 30 s'): one compound value, not two."""


def _changed(old: str, new: str, unit: str, phrase: str) -> str:
    written = new if not new.replace(".", "").isdigit() else f"{new} {unit}"
    return f"'{old}' changed to '{written}' by the reply ('{phrase.strip()}')."


def _swaps(out: list[str], k: int, notes: list[str]) -> None:
    """'20 µL of CellTiter-Glo rather than 25', '32 cycles instead of 35'."""
    for m in list(_INSTEAD.finditer(out[k])):
        unit = m["new_unit"] or m["old_unit"]
        both = m["new_unit"] and m["old_unit"]
        if unit is None or (both and _family(m["new_unit"]) != _family(m["old_unit"])):
            continue
        if _COMPOUND_BEFORE.search(out[k], 0, m.start("new")):
            continue  # '1 min 30 s instead of 2 min': a compound value is left to ask
        new = f"{m['new']} {unit}" if both else m["new"]
        swapped = _swap(out, k, m["old"], unit, new)
        if swapped is None:
            continue
        out[k] = out[k].replace(m.group(0), " ")
        out[k] = _old_again(m["old"]).sub(" ", out[k])  # '... - primer dimers at 35'
        notes.append(_changed(swapped, new, unit, m.group(0)))


def _that_instead(out: list[str], k: int, notes: list[str]) -> None:
    """'the film needs 220 ºC for 3 s, so please use that instead of 175': the values of the
    sentence written over the step of the earlier message that states the old one (its
    value of each same kind), and the sentence, now applied, left out."""
    for m in list(_THAT_INSTEAD.finditer(out[k])):
        start = max(out[k].rfind(".", 0, m.start()), out[k].rfind("\n", 0, m.start())) + 1
        said = list(
            re.finditer(rf"(?i)(?<![\w.])({_NUMBER})\s*({_UNIT})", out[k][start : m.start()])
        )
        found = [
            (j, q, old)
            for q in said
            for j in range(k)
            for old in re.finditer(
                rf"(?i)(?<![\w.]){re.escape(m['old'])}\s*{_SAME_UNIT[_family(q[2])]}", out[j]
            )
        ]
        if len(found) != 1:
            continue
        j, first, old = found[0]
        starts = [
            i + len(x)
            for x in (".", "\n", ";", "then ")
            if (i := out[j].rfind(x, 0, old.start())) >= 0
        ]
        lo = max(starts, default=0)  # the step starts after its sentence's or clause's mark
        ends = [e.start() for e in _CLAUSE_END.finditer(out[j], old.end())]
        hi = ends[0] if ends else len(out[j])
        step, edits = out[j][lo:hi], []
        for q in said:
            unit = _SAME_UNIT[_family(q[2])]
            there = [
                x
                for x in re.finditer(rf"(?i)(?<![\w.])({_NUMBER})\s*{unit}", step)
                if q is not first or x.start() + lo == old.start()
            ]
            if len(there) != 1:
                break  # a value the step does not state once: the change is asked about
            edits.append((there[0], f"{q[1]} {q[2]}"))
        else:
            for x, written in sorted(edits, key=lambda e: -e[0].start()):
                notes.append(_changed(x.group(0), written, "", m.group(0)))
                step = step[: x.start()] + written + step[x.end() :]
            out[j] = out[j][:lo] + step + out[j][hi:]
            out[k] = out[k][:start] + out[k][m.end() :]


_CLAUSE_END = re.compile(r"[.;\n](?!\d)|,?\s+then\b|,\s+and\s+(?=[a-z]+\s)")
"""Where the step holding a replaced value ends ('..., then store it ...')."""


def _new_values(out: list[str], k: int, notes: list[str]) -> None:
    """'700 rpm for the shake', 'bump it to 1200 rpm': the one value of that kind before."""
    for m in [*_FOR_THE.finditer(out[k]), *_CHANGE_TO.finditer(out[k])]:
        unit = _SAME_UNIT[_family(m["unit"])]
        earlier = "\n\n".join(out[:k])
        found = list(re.finditer(rf"(?i)(?<![\w.])(\d[\d.,]*)\s*{unit}", earlier))
        if len(found) != 1:
            continue
        new = f"{m['value']} {m['unit']}"
        swapped = _swap(out, k, found[0].group(1), m["unit"], new)
        if swapped is not None:
            out[k] = out[k].replace(m.group(0), " ")
            notes.append(_changed(swapped, new, m["unit"], m.group(0)))


def _reagent_volumes(out: list[str], k: int, notes: list[str]) -> None:
    """'the compound goes in at 5 µL': the one volume of the earlier line naming it."""
    for m in list(_GOES_IN.finditer(out[k])):
        named = rf"(?i)\b{re.escape(m['what'])}"
        volume = rf"(?i)(?<![\w.])({_NUMBER})(?=\s*{_SAME_UNIT['ul']})"
        found = [
            (j, line, v)
            for j in range(k)
            for line in out[j].split("\n")
            if re.search(named, line)
            for v in re.finditer(volume, line)
        ]
        if len(found) != 1:
            continue
        j, line, v = found[0]
        out[j] = out[j].replace(line, line[: v.start()] + m["value"] + line[v.end() :], 1)
        out[k] = out[k].replace(m.group(0), " ")
        notes.append(f"'{line.strip()}' takes {m['value']} {m['unit']} from the reply.")


def _kept_sentences(out: list[str], k: int, notes: list[str]) -> None:
    """'Keep the 2 min shake and the 1 s read.': what the proposal says, no new steps."""
    kept = [x for x in _KEPT.finditer(out[k]) if _all_said(x.group(0), out[:k])]
    for x in reversed(kept):
        out[k] = out[k][: x.start()] + out[k][x.end() :]
    if kept:
        notes.append(f"'{kept[0].group(0).strip()}' keeps what the proposal says.")


def _changes_applied(bodies: tuple[str, ...]) -> tuple[tuple[str, ...], list[str]]:
    """The bodies with each reply's changes ('25 µL rather than 30', 'bump it to 1200 rpm',
    'the buffer goes in at 45 µL') written into the one value of that kind the earlier
    messages state (none is changed when they state none or several), a reply's sentences
    that keep the proposal left out, and the notes saying so."""
    out = list(bodies)
    notes: list[str] = []
    for k in range(1, len(out)):
        _swaps(out, k, notes)
        _that_instead(out, k, notes)
        _new_values(out, k, notes)
        _reagent_volumes(out, k, notes)
        _kept_sentences(out, k, notes)
    return tuple(out), notes


_QUOTED_QUESTION = re.compile(r"^[ \t]*>[^\n]*\?[ \t]*$", re.M)


_CONFIRMS = re.compile(
    r"(?i)(?:re:[^\n]*\n\s*)?(?:yes|yep|yeah|yup|correct|right|confirmed|exactly|that'?s\s+(?:right"
    r"|correct))\b"
)


def _answered_questions(text: str) -> str:
    """A reply on top without the quoted questions it answers ('Put 10 ul into A1-A6 only'
    above '> Row A of the PCR plate, 10 ul each?'): a question asks for no step. A question
    whose numbers the reply does not all write again stays (its values may be the plan)."""
    out = text
    for m in reversed(list(_QUOTED_QUESTION.finditer(text))):
        above = text[: m.start()].rstrip("\n").rsplit("\n", 1)[-1]
        if above.lstrip().startswith(">") and not re.search(r"[.!?:]\s*$|^[\s>]*$", above):
            continue  # the end of a longer quoted question: its first lines hold values too
        reply = "\n".join(
            line for line in text[: m.start()].split("\n") if not line.lstrip().startswith(">")
        )
        if _CONFIRMS.match(reply.strip()):
            continue  # 'Yes, 0.05 mL is right': the question's content is the request
        numbers = re.findall(r"\d+(?:[.,]\d+)?", m.group(0))
        if not reply.strip() or not all(
            re.search(rf"(?<![\d.]){re.escape(n)}(?![\d])", reply) for n in numbers
        ):
            continue
        if any(
            re.search(rf"(?i)\b{lx.REJECTING}\s+{re.escape(n)}(?![\d])", reply) for n in numbers
        ):
            continue  # '8 µL this time, not 10': the reply changes the question's value
        out = out[: m.start()] + out[m.end() :]
    return out


def chronological(text: str) -> str:
    """``text`` as a thread read in the order it was written (oldest message first), with a
    reply's one-value change written into the value it changes; any other text unchanged."""
    text = _answered_questions(text)
    bodies = _read(text)
    return text if bodies is None else "\n\n".join(_changes_applied(bodies)[0])


def thread_notes(text: str) -> list[str]:
    """What :func:`chronological` did to ``text``, for the plan's assumptions."""
    bodies = _read(_answered_questions(text))
    if bodies is None:
        return []
    return [
        f"The text is a thread of {len(bodies)} messages: read oldest first, the newest last "
        "(its changes apply to what the older ones proposed); quote marks, headers, sign-offs "
        "and disclaimers are left out.",
        *_changes_applied(bodies)[1],
    ]
