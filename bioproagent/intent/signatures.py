"""An e-mail's signature block: the name, title, address and phone numbers after the
sign-off ('Kind regards,' / 'Best wishes,' / 'Many thanks in advance,', or any short line
ending in a comma before a blank line: 'Mit freundlichen Grüßen,').

Their numbers are street numbers, postcodes and phone numbers ('Beckett Street, Leeds LS9
7TF', 'Tel: +44 (0)113 343 8812'), never settings; read as values they make the plan ask
about a '+46' or an '884'. :func:`without_signature` cuts the block when it is short (at
most ten lines after the sign-off) and names no operation and no quantity with a step's
unit, so a request written after a 'Thanks,' line is always kept. Pure.
"""

from __future__ import annotations

import re

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_ops import operation_of

_SIGN_OFF = re.compile(
    r"(?im)^[ \t]*(?:many[ \t]+)?(?:thanks|thank[ \t]+you|thx|cheers|best|best[ \t]+regards"
    r"|kind[ \t]+regards|regards|warm[ \t]+regards|all[ \t]+the[ \t]+best|sincerely"
    r"|(?:with[ \t]+)?(?:best|kind|warm(?:est)?)[ \t]+wishes|yours[ \t]+(?:sincerely|faithfully"
    r"|truly)|thanks[ \t]+(?:so|very)[ \t]+much|(?:many[ \t]+)?thanks[ \t]+in[ \t]+advance"
    r"|with[ \t]+(?:kind|best|many)[ \t]+(?:regards|thanks)|all[ \t]+best)[ \t]*[,.!]?[ \t]*$"
)


_CLOSING_COMMA = re.compile(r"(?m)^[ \t]*[^\W\d][^\n,:;.?!]{1,58},[ \t]*$(?=\n[ \t]*\n)")
"""A short line that ends with a comma before a blank line: a sign-off in any language
('With thanks,', 'Mit freundlichen Grüßen,', 'Vänliga hälsningar,')."""


def without_signature(text: str) -> str:
    """``text`` without the signature block after its last sign-off line (see module)."""
    found = list(_SIGN_OFF.finditer(text)) + [
        m for m in _CLOSING_COMMA.finditer(text) if len(m.group(0).split()) <= 6
    ]
    if not found:
        return text
    last = max(found, key=lambda m: m.start())
    tail = text[last.end() :]
    if (
        not text[: last.start()].strip()
        or tail.count("\n") > 11
        or operation_of(tail) is not None
        or lx.STEP_VALUE.search(tail)
    ):
        return text
    return text[: last.start()].rstrip() + "\n"
