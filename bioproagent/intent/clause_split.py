"""Splitting an intent into pieces in run order, and the operation each piece asks for.

Used by :mod:`bioproagent.intent.clauses`. Hard boundaries (sentences, semicolons, new
lines, numbered lists), sequence words ("then", "followed by", ", and <verb>"), a comma
between two different operations, and order words that reverse the text ("X after
spinning", "Before reading, X", "X, but first Y") decide the order of the pieces.
"""

from __future__ import annotations

import itertools
import re

from bioproagent.intent.clause_ops import (
    _DURATION,
    FORCE,
    _a_wait,
    _implied,
    operation_of,
)

_VERB = (
    r"(?:(?:centrifuge|spin|pellet|seal|re-?seal|heat-seal|peel|unseal"
    r"|remove the (?:seal|foil|film)|(?:re-)?read|re-(?:spin|shake|mix|measure)"
    r"|measure|shake|mix|add|transfer|pipette|dispense|aliquot|distribute|stamp|fill|incubate"
    r"|analy[sz]e"
    r"|heat|store|retrieve|take|move|bring|carry|run|thermocycle|cycle|amplify|put|place|park"
    r"|keep|leave|load|perform|do|quantify|resuspend|cool|chill|warm|combine|fetch|top up"
    r"|wait|thaw|equilibrate|let|remove|aspirate|discard|wash|elute|vortex|collect|cover"
    r"|return|grab|vortex|sonicate|lyophili[sz]e|freeze|filter|decant|invert|dry|seed|clarify"
    r"|give|stick|pop|send|make|bung|chuck|whack|slap|cook|whizz|zap|hit|stack|engage"
    r"|pull\s+off|draw\s+off|suck\s+off|take\s+off)"
    r"(?:s|d|ed|ing)?|transferred|pipetted|spun|pulse-spun|shaken|kept|brought|carried|clarified"
    r"|stored|placed|dried|frozen|lysed|heat-sealed|moved|returned|re-?sealed|unsealed|de-?sealed)"
)
UNSUPPORTED = re.compile(
    r"\b(?:vortex\w*|sonicat\w*|lyophili[sz]\w*|freeze-?dr\w*|speed-?vac\w*|dried|dry(?:ing)?"
    r"|evaporat\w*|filter(?:ed|ing)?|froze|frozen|freez(?:e|ing)|imag(?:e|ed|ing)|photograph\w*"
    r"|flick\w*|decant\w*|invert(?:ed|ing)?|electroporat\w*|autoclav\w*|microwav\w*|homogeni[sz]\w*"
    r"|bead[- ]beat\w*|streak\w*|plat(?:ed|ing)\s+(?:on|onto)\b|shear(?:s|ed|ing)?\b"
    r"|acquir(?:e|es|ing)\b|flow\s+cytomet\w*|cytomet(?:er|ry)\b|microscop\w*"
    r"|western\s+blot\w*|run\s+(?:a|the|it\s+on\s+a)\s+gel\b)"
)
"""Work no instrument of a workcell does (vortexing, sonication, drying, freezing,
imaging): a clause asking for it is a step the planner cannot honour, never dropped."""
_INTO_WELLS = (
    r"(?!\s*(?:(?:into|to)\s+)?(?:the\s+)?"
    r"(?:wells?|columns?|cols?\b|rows?|[a-p]\d{1,2}\s*[:-]\s*[a-p]\d))"
)
"""After a typed arrow: where the liquid goes ('100 µL -> wells A1:H4'), not the next step (a
form's '→ columns' is read by the form reader)."""
_HARD = re.compile(rf"[;\n!?|•→➔⟶]|\.(?=\s|$)|:\s|-+>{_INTO_WELLS}|=+>|(?<=\s)>(?=\s)")
_WRAPPED = re.compile(
    r"\b(?:for|at|of|to|with|and|or|in|on|by|the|a|an|from|into|onto|per|each|than)[ \t]*$"
)
"""A line that ends on a word no step ends on ('... at 3000 g for' / '10 min.'): the text was
wrapped, and the new line goes on with the same sentence."""
_GOES_ON = re.compile(r"[ \t]*(?:to|at|of|with|per)[ \t]+[\w°µ]")
"""A line that starts on a word no step starts on ('heated' / 'to 30 °C'): wrapped too,
unless the line before ends on a value (a finished step: 'Seal 160 °C, 1.5 s')."""
_ENDS_ON_VALUE = re.compile(
    r"\d\s*(?:s|secs?|min|mins|h|hrs?|°\s*c|c|rpm|x\s*g|g|µl|ul|ml|nm|%)\.?[ \t]*$"
)
_ABBREVIATION = re.compile(
    r"\b(?:approx|ca|e\.g|i\.e|cf|vs|cat|fig|ref|no|nr|incl|resp|dr|prof|mr|mrs)$"
)
"""The words before a full stop that is no sentence's end."""
"""Hard boundaries: sentences, semicolons, new lines, bullets, and the arrows and bars of
notebook shorthand ('add 100ul TMB -> inc RT 15 min | read abs 450')."""
_NUMBERED = re.compile(
    r"(?:^|\s)\(?\d{1,2}[.)]\s+(?=[a-z])|(?:^|\n)[ \t]*\d{1,2}\.\d{1,2}[ \t]+(?=[a-z])"
)
"""A list item: '2.', '2)', or an SOP's outline number ('6.1 Add ...')."""
_PASSIVE_NEXT = (
    r"(?:it|they|this|these|the\s+(?:[\w-]+\s+){0,3}?)(?:was|were|is|are|had\s+been|has\s+been"
    r"|have\s+been)\s+(?:then\s+|subsequently\s+|briefly\s+|immediately\s+|finally\s+)?"
    r"(?:[\w-]+(?:ed|en)|spun|read|kept|shaken|brought|held|left|set|put|run)\b"
)
_READOUT_NEXT = (
    r"(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:absorbance|fluorescence|luminescence|a\d{3}|od(?:\s?\d{3})?"
    r"|optical\s+density)\b"
)
_NOMINAL = (
    r"(?:[\w-]+\s+){0,2}?(?:measurement|determination|reading|centrifugation|sealing|resealing"
    r"|incubation|storage|retrieval|removal|addition|transfer|dispensing|thermal\s+cycling"
    r"|cycling|analysis|shaking|mixing|pelleting|execution|return|aliquotting|aliquoting)"
)
"""A step named by its noun ('subsequent measurement of absorbance', 'and resealing of the
plate'): formal prose chains steps this way."""
_HEATED_TO = re.compile(r"\s*(?:heated|cooled|warmed|chilled|kept|held)\s+(?:to|at)\s+\d")
"""', heated to 30 °C' after a shake: the shake's temperature, no step of its own."""
_HOLD_NEXT = re.compile(r"(?:and\s+)?hold\s+(?:it\s+|the\s+plate\s+)?(?:at\s+)?\d")
"""', hold at 4 °C' after an incubation: a hold of its own, at its own temperature."""
_SEQUENCE = re.compile(
    rf",?\s*\band\s+(?={_PASSIVE_NEXT})|,?\s*\band\s+(?={_READOUT_NEXT})"
    r"|,?\s*\band\s+(?=(?:then\s+)?the\s+same\s+(?:shake|spin|read|incubation|seal|mix)\b)"
    r"|,?\s*\band\s+(?=(?:then\s+)?(?:pull|take|get|grab|fetch)\s+(?:it|them)\s+(?:back\s+)?out\b)"
    # '... program X and when done take 20 uL ...': the next step, once this one has ended
    r"|,?\s*\b(?:and\s+)?(?:when|once|after)\s+(?:it['’]?s\s+|it\s+is\s+|that['’]?s\s+|that\s+is\s+)?"
    r"(?:done|finished|complete[d]?|over)\b,?"
    rf"|,?\s*\b(?:whereupon|where(?=\s+the\b))\b,?|,?\s*\band\s+thereafter\b,?|,?\s*\bthereafter\b,?"
    rf"|,?\s*\band,\s*(?=(?:after|once|following|when)\b)|\s[-–—]\s(?=(?:but|and|then)\b)"
    rf"|,?\s*\b(?:and\s+)?(?<!was )(?<!were )(?<!is )(?<!are )(?<!been )then\b,?"
    rf"|,?\s*\bafter that\b,?|,?\s*\bafterwards\b,?"
    rf"|,?\s*\band\s+after\s+(?:also\s+|that\s+)?(?:to\s+)?(?={_VERB}\b)"
    r"|,?\s*\bafter\s+(?:it|this)\b(?!['’]s\b)(?!\s+(?:has|have|had|is|was|were|are|cools?|settles?"
    r"|dries|finishes|finished|ends|is\s+done))(?:\s*,)?"  # 'after it fluorescence': afterwards
    r"|,?\s*\bafter\s+(?=(?:bring|put|take|make|give|let|measure|transport|return|place|add"
    r"|dispense|pipette|centrifuge|incubate|aspirate|remove|retrieve)\b)"
    rf"|,?\s*\band\s+(?:then\s+)?(?:in\s+the\s+morning|the\s+next\s+(?:day|morning)"
    rf"|next\s+(?:day|morning)|at\s+the\s+end|at\s+last|later(?:\s+on)?)\b,?"
    rf"|,?\s*\b(?:and\s+)?subsequently\b,?|,?\s*\bafter which\b,?"
    rf"|,?\s*\bwith\s+(?:subsequent|consecutive|ensuing)\b(?=\s+{_NOMINAL})"
    rf"|,?\s*\b(?:up)?on\s+(?:the\s+)?completion\s+of\s+which\b,?"
    rf"|,?\s*\band\s+(?=(?:the\s+)?{_NOMINAL}\s+(?:of|at|on|in|by|for|\()\b)"
    rf"|,?\s*\bfollowed by\b|,?\s*\band finally\b,?"
    # ', and last a read at 570 nm': the last step (not 'last time', 'the last column')
    r"|(?:,\s*(?:and\s+)?|\s+and\s+)last\b(?=,?\s+(?:an?\s+|the\s+)?[a-z]+)"
    r"(?!\s+(?:time|week|night|run|month|year|step|one|column|row|well|plate|wash)s?\b),?"
    r"|,?\s*\blastly\b,?"
    # 'so it finally sticks': an adverb after its subject, no next step
    r"|,?\s*(?<!\bit\s)(?<!\bthey\s)(?<!\bwe\s)(?<!\bthat\s)(?<!\bthis\s)(?<!\bi\s)\bfinally\b,?"
    r"|,?\s*(?<!\bthe\s)(?<!\bour\s)(?<!\byour\s)(?<!\bthis\s)\bnext\b,?"  # 'the next run'
    # not ', heated to 30 °C' after a shake: the shake's own temperature
    rf"|,\s*(?:and\s+|&\s+)?(?!{_HEATED_TO.pattern})(?={_VERB}\b)|\s+(?:and|&)\s+(?={_VERB}\b)"
    # '... carry it over to the reader for an A450 read': the read the move is for
    r"|\s+(?=for\s+(?:an?\s+)?(?:a\d{3}|od\s?\d{3}|absorbance|fluorescence|luminescence)"
    r"(?:\s+[\w-]+){0,2}?\s+(?:read|reading|measurement)\b)"
    # '... spin 1 min and start the ODTC': the run on the instrument named, a step of its own
    r"|,?\s+(?:and|&)\s+(?=(?:start|launch|kick\s+off)\s+(?:the\s+)?[\w-]+)"
    # '... adds 50 uL per well and you read at 450 nm': the next step, given to a person
    rf"|,?\s+(?:and|&)\s+(?=(?:you|we|they|someone)\s+(?:then\s+)?{_VERB}\b)"
    # 'then peel + lum read': two steps joined by a plus
    r"|\s+\+\s+(?=(?:[\w-]+\s+){0,2}?(?:read|spin|seal|peel|shake|mix|add|incubat\w*|store"
    r"|transfer)\b)"
    # '... seal 170C 2s and into the hotel': where the plate goes next, a store of its own
    r"|,?\s+(?:and|&)\s+(?=(?:(?:then|straight|back)\s+)?(?:(?:goes|go|gets\s+put|is\s+put|is\s+placed"
    r"|is\s+stored)\s+)?(?:back\s+)?(?:in|into|to)\s+the\s+(?:[\w-]+\s+){0,2}?"
    r"(?:hotel|store|fridge|incubator|cytomat|stacker)\b)"
    # '... adds 100 µL and the BioShake mixes it at 500 rpm': the next instrument's step
    rf"|,?\s+(?:and|&)\s+(?=the\s+(?:[\w-]+\s+){{1,2}}?(?:{_VERB})(?:es|s)?\b"
    r"(?!\s+(?:plate|tube|well)))"
    # '... take it out and have the Biomek i7 add 100 µL': a step given to an instrument
    rf"|,?\s+(?:and|&)\s+(?=(?:have|get|let)\s+(?:the\s+(?:[\w-]+\s+){{1,3}}?|it\s+|them\s+)"
    rf"{_VERB}\b)"
    r"|,\s*(?=(?:another|a\s+further|an\s+additional|a\s+second)\s+\d+(?:\.\d+)?\s*"
    r"(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\b)"  # '75 µL Stop & Glo, another 10 min'
)
_LEAD = re.compile(
    r"^\s*(?:and\s+|then\s+)?(?P<word>after|once|when|following|before|prior to"
    r"|having(?: first)?)\b(?P<body>(?:[^,(]|\([^)]*\)|(?<=\d),(?=\d{3}\b))*?)"
    r"(?:\s+(?:has|have|is|are)\s+(?:finished|completed|done|over))?,(?!\d{3}\b)\s*(?P<rest>.+)$",
    re.S,
)
_PLEASE_VERB = re.compile(rf"\b(?:pls|please|plz|kindly)\s+{_VERB}\b")
"""'... pls seal it': a request starts inside what an order word seemed to lead."""
_BACK_REFERENCE = re.compile(
    r"\s*(?:that|this|(?:you|we)\s+do(?:\s+(?:so|that|this|it))?|doing\s+so"
    r"|(?:the\s+plates?|it|they)\s+(?:goes|go|gets?)\s+(?:in|on|back)(?:\s+there)?)\s*"
)
"""An order word's body that names the step written before it ('before it goes in', 'after
you do that'): the same words as clause_order's reference to the previous step."""
_BARE_LEAD = re.compile(r"\s*(?P<word>before|after|once)\s+(?:you\s+|we\s+|i\s+|they\s+)?(?=\w)")
"""A leading order word with no comma after its clause ('before you read it shake ...')."""
_MID = re.compile(
    r"\s(?P<word>(?<!\band,\s)(?<!\band\s)(?:after|following|once|as\s+soon\s+as"
    r"|until(?=\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:has|have|had)\s+been\b))"
    r"|before|prior to|but first)"
    r"\s+(?!that\b)"
)
"""'X after Y' (Y runs first), 'X before Y'; ', and, after 10 min, Y' starts a new step."""

ACTION = re.compile(
    r"(?!\s*let(?:['’]?s|\s+us)\s+(?:go|try|be|see|push|crank|aim|play)\b)"  # a mood, no step
    rf"\s*(?:then\s+|and\s+|please\s+|finally\s+|next\s+)*(?:{_VERB}|vortex|sonicate|filter"
    r"|freeze|image|photograph|label|flick|tap|decant|invert|rinse|dry|lyse|elute|wash)\b"
)
_ORDER_WORD = re.compile(r"(?:but\s+)?(?:first|before|after|following|prior to|once|when)\b")
QPCR = re.compile(
    r"\bq-?pcr\b|real[- ]time pcr|quantitative pcr|\bcfx(?:\s?384)?\b(?![\s-]?96)|\bsybr\b|taqman"
)
WAIT = re.compile(
    r"\s*(?:a\s+|an\s+)?(?:(?:further|another|additional)\s+)?"
    r"(?:\d+(?:\.\d+)?|one|two|three|five|ten|fifteen|thirty)\s*[- ]?"
    r"(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\b"
    r"(?:\s+(?:at|in)\s+(?:room\s+temperature|rt|ambient(?:\s+temperature)?))?"
)
"""A clause that is only a duration ('... after 10 min at room temperature'): a wait."""
BEFORE_THAT = re.compile(
    r"\s*(?:but\s+|and\s+)?(?:before (?:that|this|doing (?:that|this))|prior to (?:that|this)"
    r"|beforehand|first of all|(?:…|\.\.\.)\s*having\s+first)\b,?\s*"
)

# -- splitting ------------------------------------------------------------------------------
Span = tuple[int, int]


def _trim(low: str, start: int, end: int) -> Span | None:
    while start < end and low[start] in " ,.;:\n\t-•|>":
        start += 1
    while end > start and low[end - 1] in " ,.;:\n\t|>=-→➔⟶•":
        end -= 1
    return (start, end) if end > start else None


def hard_pieces(low: str) -> list[Span]:
    cuts = sorted(
        {
            0,
            len(low),
            *(
                m.end()
                for m in _HARD.finditer(low)
                if m.group(0)[0] not in ";.:"
                or low.count("(", 0, m.start()) <= low.count(")", 0, m.start())
                if m.group(0) != "." or not _ABBREVIATION.search(low, 0, m.start())
                if m.group(0) != "\n"
                or not (
                    _WRAPPED.search(low, 0, m.start())
                    or (
                        _GOES_ON.match(low, m.end())
                        and not _ENDS_ON_VALUE.search(low, max(0, m.start() - 30), m.start())
                    )
                )
            ),
        }
    )  # a semicolon, colon or full stop inside brackets ('(0.2 s integration; cf. Lee)', '(45
    # cycles: 95 °C 5 s, ...)', '(approx.
    # 20 ng/µl)') ends nothing, nor does the full stop of 'e.g.', 'approx.', 'cat.'
    cuts += [
        m.start()
        for m in _NUMBERED.finditer(low)
        if low.count("(", 0, m.start()) <= low.count(")", 0, m.start())
        and not re.search(
            r"\b(?:steps?|and|to|of|hold|at|for|by|with|is|was|are|about)$", low[: m.start()]
        )
    ]  # '... hold 4) on the ODTC' closes a bracket, 'as in step 2.' names one, 'hold 10.' is a
    # value: no list item
    cuts = sorted(set(cuts))
    spans = []
    for a, b in itertools.pairwise(cuts):
        if (span := _trim(low, a, b)) is not None:
            spans.append(span)
    return spans


def _sequence(low: str, span: Span) -> list[Span]:
    start, end = span
    out: list[Span] = []
    cursor = start
    for m in _SEQUENCE.finditer(low, start, end):
        if low.count("(", start, m.start()) > low.count(")", start, m.start()):
            continue  # '(digest then heat kill)': an aside, not a next step
        if m.group(0).strip() == "," and _lead_clause(low, cursor, m.start()):
            continue  # 'before reading X (...), equilibrate ...': the lead keeps its comma
        if (piece := _trim(low, cursor, m.start())) is not None:
            out.append(piece)
        cursor = m.end()
    if (piece := _trim(low, cursor, end)) is not None:
        out.append(piece)
    return [p for piece in out for q in _run_on(low, piece) for p in _comma_split(low, q)]


_IMPERATIVE = re.compile(
    r"\s(?=(?:spin|centrifuge|shake|seal|reseal|peel|read|incubate|add|transfer|dispense|pipette"
    r"|mix|store|retrieve|park|move|send|put|take|pull|cool|heat|wait|remove|measure|give"
    r"|transport|bring|stick|pop|bung|chuck|whack|park|cook|whizz|zap|hit)\b)"
)
_ENDS_A_STEP = re.compile(
    r"(?:(?<![a-z\d])\d+(?:[.,]\d+)?\s*(?:µl|ul|ml|nm|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?"
    r"|rpm|x\s*g|xg|g|°c|c|%|cycles?|times)?\.?"
    r"|\b(?:peel|seal|reseal|it|them|plates?|wells?|tubes?|fridge|hotel"
    r"|incubator|store|reader|shaker|sealer|peeler|centrifuge|deck)"
    r"|\b(?:on|in|with|using|via)\s+(?:the\s+)?(?:fluent|star|hamilton|biomek|i5|i7|ot-?2|flex"
    r"|kingfisher|spectramax|i3x|vspin|hig\s?4|odtc|cfx(?:\s?384)?|cytomat|a4s|xpeel|bioshake"
    r"|labchip|5810\s?r?|5424\s?r?|pf400))\s*$"
)
"""A piece that can end a step: a value, the thing it works on, or the instrument it runs on
('add 500 µL to the deep well on the fluent | mix ten times ...'; not 'have the Flex | add')."""
_ENDS_MID = re.compile(
    r"\b(?:and|then|to|the|a|an|of|with|for|at|before|after|once|by|you|we|first|but|was|were|is"
    r"|are|been|be|being|its|their|his|her|our|my|your|this|that|these|those|each|every|all"
    r"|some|no|any|fresh|new|same)\s*$"
)


_FREE_DIGIT = re.compile(r"(?<![a-z\d])\d")
_READOUT = re.compile(r"(?:read|peel|seal)\b")
_STRONG_VERB = re.compile(r"(?:shake|spin|centrifuge|incubate|read|seal|reseal|peel|store|park)\b")
"""Verbs that start a step even after a reagent's name ('... of substrate shake at ...');
'mix' is not one ('15 uL master mix and 5 uL template')."""
_OPEN_PHRASE = re.compile(r"\b(?:a|an|each|per)\s+\d\S*(?:\s+\S+)?\s*$")
"""'... following a 2 min spin': the verb after 'a 2 min' is a noun."""


_ARTICLE_BEFORE = re.compile(r"\b(?:the|a|an|this|that|its|our|my)$")
"""'after the spin', 'remove the seal': after an article a verb-like word is a noun."""
_KIND_BEFORE = re.compile(
    r"\b(?:plate|benchtop|bench|micro|refrigerated|high-g|tabletop|swing-bucket|eppendorf"
    r"|bionex|agilent)$"
)
"""'in the plate centrifuge': the kind of centrifuge, not a new step."""
_ORDER_IN = re.compile(r"\b(?:after|before|following|once|prior\s+to)\b")


def _run_on(low: str, span: Span) -> list[Span]:
    """Dictated run-ons: 'add 100 µL to columns 1 through 8 shake at 600 rpm for 30 s' has
    a new step wherever an operation verb follows a finished step (a value, 'peel it')."""
    start, end = span
    out: list[Span] = []
    cursor = start
    for m in _IMPERATIVE.finditer(low, start, end):
        left = _trim(low, cursor, m.start())
        if left is None or low.count("(", cursor, m.start()) > low.count(")", cursor, m.start()):
            continue
        text = low[left[0] : left[1]]
        if (operation_of(text) is None and _implied(text) is None) or _ENDS_MID.search(text):
            continue
        if not re.search(r"(?<![a-z\d])\d", text) and not ACTION.match(text):
            continue  # 'pf400 move the plate ...': an instrument named before its step
        rest = low[m.end() : end]
        if operation_of(rest) is None:
            continue
        if _LEAD_WORD.match(low, cursor):  # (cheap test first: this loop runs per verb)
            comma = _first_comma(low, cursor, m.start())
            if not low[comma + 1 : m.start()].strip() and _lead_clause(low, cursor, comma):
                continue  # 'before reading X (405 nm), shake ...': the lead and its step stay one
        if _ARTICLE_BEFORE.search(low, cursor, m.start()) or (
            low.startswith("centrifuge", m.end()) and _KIND_BEFORE.search(low, cursor, m.start())
        ):
            continue  # 'in the plate centrifuge', 'after the spin': a noun, not a new step
        order = list(_ORDER_IN.finditer(text))
        if order and operation_of(text[order[-1].end() :]) is None:
            continue  # '..., after 1000 x g 1 min spin of the plate': the values are the spin's
        if not _ENDS_A_STEP.search(text) and not (
            _FREE_DIGIT.search(text)
            and _STRONG_VERB.match(rest)
            and (_FREE_DIGIT.search(rest) or _READOUT.match(rest))
        ):
            continue  # 'add 50 µL of substrate shake at 800 rpm': both steps carry values
        if _OPEN_PHRASE.search(text) or (
            low.startswith("seal", m.end()) and re.search(r"\b(?:peel|remove)\s*$", text)
        ):
            continue  # 'following a 2 min spin', 'peel seal on the XPeel': one step
        out.append(left)
        cursor = m.end()
    if (tail := _trim(low, cursor, end)) is not None:
        out.append(tail)
    return out


_HEAD_END = re.compile(r"(?<!\d),|,(?!\d{3}\b)|\s[-–—]\s|\s(?:after|before|once)\b")
"""Where the piece after a comma ends its first part ('2 s — after ...', '15 min RT, ...')."""
_READ_HEAD = re.compile(
    r"(?:then\s+)?(?:(?:the\s+)?(?:spectramax|i3x|(?:plate\s+)?reader)[:\s]\s*)?(?:read\w*\s+)?"
    r"(?:luminescence|lum|fluorescence|fl|absorbance|abs|a\d{3}|od\s?\d{3}"
    r"|(?:excitation|ex\.?)\s*:?\s*\d{3})\b"
)


_LEAD_WORD = re.compile(r"\s*(?:and\s+)?(?:before|after|once|following|prior\s+to)\b")


def _lead_clause(low: str, start: int, comma: int) -> bool:
    """Whether ``low[start:comma]`` is a leading order clause that names a step ('before
    reading luminescence (0.1 s)') and ends at its first comma."""
    lead = _LEAD_WORD.match(low, start)
    return (
        lead is not None
        and _first_comma(low, start, comma + 1) == comma
        and operation_of(low[lead.end() : comma]) is not None
    )


def _values_only(text: str) -> bool:
    """A piece with values and no operation ('10 min', '25 °C')."""
    return operation_of(text) is None and bool(re.search(r"\d", text))


_THOUSANDS = re.compile(r"\d,\d{3}\b")
"""'1,500 × g': a thousands separator, not a clause's comma."""


def _first_comma(low: str, start: int, end: int) -> int:
    """Where the first comma outside parentheses in ``low[start:end]`` is (or ``end``)."""
    depth = 0
    for k in range(start, end):
        depth += {"(": 1, ")": -1}.get(low[k], 0)
        if low[k] == "," and depth <= 0 and not _THOUSANDS.match(low, k - 1):
            return k
    return end


def _comma_split(low: str, span: Span) -> list[Span]:
    """'seal, 40 cycles on the CFX384': a comma between two different operations."""
    start, end = span
    for m in re.finditer(r",\s+", low[start:end]):
        cut = start + m.start()
        left, right = _trim(low, start, cut), _trim(low, start + m.end(), end)
        if left is None or right is None:
            continue
        if low.count("(", start, cut) > low.count(")", start, cut):
            continue  # inside parentheses: '(25 cycles, anneal at 62 °C)'
        if _ORDER_WORD.match(low, right[0]):
            continue  # ', but first spin ...' is ordered by _mid
        if left[0] == start and _lead_clause(low, start, cut):
            continue  # 'before reading X (...), equilibrate ...': the lead is ordered as a whole
        a = operation_of(low[left[0] : left[1]]) or _implied(low[left[0] : left[1]])
        b = operation_of(low[right[0] : right[1]]) or _implied(low[right[0] : right[1]])
        stop = _HEAD_END.search(low, right[0], right[1])
        head = _trim(low, right[0], stop.start() if stop else right[1])
        if head is not None:
            text = low[head[0] : head[1]]
            left_text = low[left[0] : left[1]]
            twice = _DURATION.search(text) and _DURATION.search(left_text)
            values_only = operation_of(text) is None and _implied(text) is None
            if _a_wait(text) or (twice and values_only and not FORCE.search(text) and a != "spin"):
                b = "incubate"  # ', 15 min RT, ...', 'shake 2 min ..., 45 min at 30 °C': a wait
                if a in ("shake", "incubate") and not _DURATION.search(left_text):
                    continue  # 'BioShake 1.5k rpm, 30 °C o/n': the shake's own time
            elif values_only and head != right:
                continue  # ', 2 s — after dispensing ...': the '2 s' is the seal's
        if a == "incubate" and _HOLD_NEXT.match(low, right[0]):
            return [left, *_comma_split(low, right)]  # '37 °C 15 min, hold at 4 °C': two holds
        if _HEATED_TO.match(low, right[0]) and a in ("shake", "incubate", "spin"):
            continue  # ', heated to 30 °C': the step's own temperature
        read_first = bool(_READ_HEAD.match(low, right[0]))  # ', lum 0.5 s' starts a read
        if a and b and a != b and (not b.startswith("read") or read_first):
            return [left, *_comma_split(low, right)]
    return [span]


_BACK_MID = re.compile(
    r"(?:,\s*|\s+)(?:but\s+|and\s+)?(?:before (?:that|this|doing (?:that|this))"
    r"|prior to (?:that|this)|beforehand|having first|first of all"
    # 'Read GFP on the reader — but first incubate 30 min at 37 °C': what follows runs first
    r"|(?<=but\s)first(?=\s+(?:[a-z0-9-]+\s+){0,3}?\d|\s+(?:spin|centrifuge|shake|seal|peel|add"
    r"|transfer|incubate|mix|put|let|remove|take|pull|retrieve|move|heat|cool|warm)\b)"
    # '..., but before it the VSpin spin': not '... before it goes on the reader'
    r"|(?<=but\s)(?:before|prior\s+to)\s+(?:it|them)(?!\s+(?:is|are|go|goes|get|gets|be|can"
    r"|will|has|have|was|were|needs?|reach\w*|enter\w*|come\w*|leaves?)\b)"
    r"|(?:(?:these|this|it|they|which)\s+)?(?:(?:is|are|was|were)\s+(?:to\s+be\s+)?|being\s+)"
    r"(?:itself\s+|themselves\s+)?preceded\s+by"
    # 'X, said sealing having been effected on the a4S at 175 °C': the sealing ran first
    r"|(?:said|the|which)\s+(?=[a-z]+(?:ing|ation|al)\s+having\s+been\s+(?:effected|performed"
    r"|carried\s+out|done|completed|conducted|made)\b)"
    # ('as before,' is 'as last time', no order)
    r"|(?<!\bas\s)(?<!\bthan\s)before(?=\s*,)"
    r"|before(?=\s+(?:shake|spin|centrifuge|seal|peel|add|transfer|read|measure"
    r"|incubate|mix|give|make|put|let|remove)\b))\b,?\s*"
)
"""A mid-sentence 'before that' / 'beforehand' / 'having first': what follows runs first."""
_ONLY_AFTER = re.compile(
    r"\s*(?:but\s+)?(?:only\s+)?(?:after|once)\s+(?:it\s*(?:'s|has)\s+been\s+|it\s+is\s+|being\s+)?"
)
"""'-- but only after it's been spun ...': what follows ran before the piece before it."""
_PASSIVE_AFTER = re.compile(
    r"\b(?:after|once|following)\s+(?:[\wµ.-]+\s+){0,6}?(?:has|have|had)\s+been\s+"
)
"""'... after the plate has been peeled and spun ...': the participles after 'and' are more
steps of the same 'after' body."""
_PARTICIPLE = re.compile(
    r"\s*(?:then\s+)?(?:(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:has|have)\s+been\s+)?"
    r"(?:[a-z]+ed|spun|shaken|kept|brought|run|read|held)\b"
)
_FIRST_AT_END = re.compile(r"\bfirst\s*$|(?<!\bas )\bbefore(?:hand)?\s*$")
"""'..., and peel it first', '..., but 37C 30 min incubation before': this piece runs first."""
_BEFORE_AND_AFTER = re.compile(r"\s(?:both\s+)?before and after\s+")


def ordered_pieces(low: str, span: Span, depth: int = 0) -> list[tuple[Span, bool]]:
    """The pieces of one hard piece in run order; True marks a piece named by an order word
    ('after spinning'), which may be a reference to a step stated elsewhere."""
    start, end = span
    piece = low[start:end]
    lead = _LEAD.match(piece)
    if lead and not re.search(r"\d", lead["rest"]) and not operation_of(lead["rest"]):
        lead = None  # 'after the read pls seal it ..., Sam needs it': the comma ends no lead
    if lead and _PLEASE_VERB.search(lead["body"]):
        lead = None  # 'after the read pls seal it at 170 C, then ...': the request starts early
    if lead and depth < 4:
        body = _trim(low, start + lead.start("body"), start + lead.end("body"))
        rest = _trim(low, start + lead.start("rest"), end)
        if (
            body
            and rest
            and (operation_of(low[body[0] : body[1]]) is not None or WAIT.fullmatch(low, *body))
        ):  # 'after spinning, read ...', 'after 10 min, read ...' (a wait first)
            first = [(s, True) for s, _ in ordered_pieces(low, body, depth + 1)]
            second = ordered_pieces(low, rest, depth + 1)
            word = lead["word"]
            return second + first if word in ("before", "prior to") else first + second
        if body and rest and _BACK_REFERENCE.fullmatch(low, *body):
            # 'Before it goes in, the Fluent adds ...': the body names the step written
            # before; the rest is the piece, led by the order words (read by clause_order)
            return ordered_pieces(low, rest, depth + 1)
    bare = _BARE_LEAD.match(piece)
    if lead is None and bare and depth < 4:  # 'before you read the luminescence shake ...'
        body_start = start + bare.end()
        # the first verb that leaves a step on both sides: 'before the spin peel it' is not
        # split at 'spin' (that would leave 'the' as the lead and drop the peel)
        for verb in _IMPERATIVE.finditer(low, body_start + 1, end):
            body, rest = _trim(low, body_start, verb.start()), _trim(low, verb.end(), end)
            if (
                body
                and rest
                and operation_of(low[body[0] : body[1]])
                and (  # '... (2 min, 10k xg) move 200 ul of the supernatant ...': a transfer
                    operation_of(low[rest[0] : rest[1]]) or _implied(low[rest[0] : rest[1]])
                )
            ):
                first = [(s, True) for s, _ in ordered_pieces(low, body, depth + 1)]
                second = ordered_pieces(low, rest, depth + 1)
                return second + first if bare["word"] == "before" else first + second
    back = _BACK_MID.search(low, start, end)
    if back is not None and depth < 4:  # 'read ..., beforehand shake ...': the tail runs first
        nxt = _SEQUENCE.search(low, back.end(), end)  # '..., then read ...' runs after both
        if "preceded" in back.group(0) or re.search(
            r"\bbut\s+first\b", low[max(0, back.start() - 6) : back.end()]
        ):
            nxt = None  # 'these being preceded by X and then Y', 'but first X, then Y': first
        elif nxt is not None and "first" in back.group(0) and "then" not in nxt.group(0):
            nxt = None  # 'read ... -- having first added X and let it shake': both run first
        head = _trim(low, start, back.start())
        tail = _trim(low, back.end(), nxt.start() if nxt else end)
        rest = _trim(low, nxt.end(), end) if nxt else None
        if (
            head
            and tail
            # 'run the 384 on the cfx (95 10 min, 40x ...)': the program's own values aside
            and operation_of(re.sub(r"\([^()]*\)", " ", low[head[0] : head[1]]))
            and (operation_of(low[tail[0] : tail[1]]) or _implied(low[tail[0] : tail[1]]))
        ):  # '... but first Fluent puts 10 ul/well in': a transfer without its verb word
            after = ordered_pieces(low, rest, depth + 1) if rest else []
            return [
                *ordered_pieces(low, tail, depth + 1),
                *ordered_pieces(low, head, depth + 1),
                *after,
            ]
    out: list[tuple[Span, bool]] = []
    seqs = _sequence(low, span)
    k = 0
    while k < len(seqs):
        seq = seqs[k]
        k += 1
        if _LEAD.match(low[seq[0] : seq[1]]) and depth < 4 and seq != span:
            while k < len(seqs) and _values_only(low[seqs[k][0] : seqs[k][1]]):
                seq, k = (seq[0], seqs[k][1]), k + 1  # ', 10 min' belongs to the lead's rest
            out.extend(ordered_pieces(low, seq, depth + 1))  # ', and before reading X, do Y'
            continue
        passive = _PASSIVE_AFTER.search(low, seq[0], seq[1])
        if passive is not None and depth < 4 and k < len(seqs):
            more, j = [], k  # '..., after the plate has been peeled and spun 1 min': both first
            while j < len(seqs) and re.fullmatch(
                r"[\s,]*(?:and|&)\s*", low[seqs[j - 1][1] : seqs[j][0]]
            ):
                if not _PARTICIPLE.match(low, seqs[j][0]):
                    break
                more.append(seqs[j])
                j += 1
            head = _trim(low, seq[0], passive.start())
            body = _trim(low, passive.end(), seq[1])
            if more and body is not None:
                firsts = [(p, True) for p in (body, *more)]
                if head is not None and operation_of(low[head[0] : head[1]]):
                    out.extend([*firsts, *_mid(low, head, depth)])
                    k = j
                    continue
                if out and _ONLY_AFTER.match(low, seq[0], seq[1]):
                    out = [*firsts, *out]  # 'read ... -- but only after it has been X and Y'
                    k = j
                    continue
        late = _ONLY_AFTER.match(low, seq[0], seq[1])
        if late is not None and out and (body := _trim(low, late.end(), seq[1])) is not None:
            # 'read ... -- but only after it has been spun 2 min': the spin runs first
            out = [*(p for p in _mid(low, body, depth)), *out]
            continue
        if _BUT_FIRST.search(low, seq[0], seq[1]) and k < len(seqs):
            more, j = [], k  # 'read ..., but first incubate ... and then shake ...': both first
            while j < len(seqs) and _THEN_GAP.fullmatch(low, seqs[j - 1][1], seqs[j][0]):
                more.append(seqs[j])
                j += 1
            pieces = _mid(low, seq, depth)
            tails = [p for p in pieces if p[1]]
            if more and tails and len(tails) < len(pieces):
                named = [(p, True) for m in more for p, _ in _mid(low, m, depth)]
                out.extend([*tails, *named, *(p for p in pieces if not p[1])])
                k = j
                continue
        out.extend(_mid(low, seq, depth))
    firsts = [p for p in out if _FIRST_AT_END.search(low, p[0][0], p[0][1])]
    return firsts + [p for p in out if p not in firsts]  # '..., and peel it first'


_BUT_FIRST = re.compile(r"\bbut\s+first\b")
_THEN_GAP = re.compile(r"[\s,]*(?:and\s+then|then|and)\b[\s,]*")
"""'... and then ...', '... and ...' between two pieces: the second goes on from the first."""
_GERUND_THEN_STEP = re.compile(
    r"\s*(?P<ref>(?:the\s+|this\s+|that\s+)?[a-z]+ing)\s+(?=(?:add|transfer|dispense|pipette|spin"
    r"|centrifuge|shake|seal|peel|read|measure|incubate|mix|put|give|move|store)\b)"
)
"""'the shaking add ...': the step an order word names by its gerund, then the step to run."""


def _mid(low: str, span: Span, depth: int) -> list[tuple[Span, bool]]:
    start, end = span
    both = _BEFORE_AND_AFTER.search(low, start, end)
    if both is not None and depth < 4:  # 'read ... before and after a 10 min incubation'
        head, tail = _trim(low, start, both.start()), _trim(low, both.end(), end)
        if head is not None and tail is not None and operation_of(low[tail[0] : tail[1]]):
            return [(head, False), (tail, False), (head, False)]
    m = _MID.search(low, start, end)
    if m is None or depth >= 4:
        return [(span, False)]
    head = _trim(low, start, m.start())
    tail = _trim(low, m.end(), end)
    if head is None or tail is None:
        return [(span, False)]
    tail_text = low[tail[0] : tail[1]]
    ref = _GERUND_THEN_STEP.match(low, tail[0], tail[1])
    if (
        ref is not None
        and m["word"] in ("before", "prior to", "after")
        and operation_of(ref["ref"]) is not None
        and operation_of(ref["ref"]) == operation_of(low[head[0] : head[1]])
        and (rest := _trim(low, ref.end("ref"), tail[1])) is not None
    ):  # 'shake ... for 5 min, and before the shaking add 100 µL ...': the shake named again
        named = [(s, True) for s, _ in _mid(low, rest, depth + 1)]
        own = _mid(low, head, depth + 1)
        return named + own if m["word"] != "after" else own + named
    if (
        operation_of(tail_text) is None
        and not WAIT.match(low, tail[0])
        and _implied(tail_text) != "incubate"  # '... after 37C 1h in incubator': a wait
    ):
        return [(span, False)]
    first = _mid(low, head, depth + 1)
    second = [(s, True) for s, _ in _mid(low, tail, depth + 1)]
    return (
        second + first
        if m["word"] in ("after", "following", "but first", "once")
        or m["word"].startswith(("as", "until"))
        else first + second
    )
