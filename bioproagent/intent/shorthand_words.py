"""The word-for-word rewrites of :func:`bioproagent.intent.shorthand.expand_shorthand`:
notebook abbreviations, run-sheet store moves, labware shorthand ('96 DW', 'dw block'),
arrows that say where liquid goes or comes from, bench slang ('mics', 'cook it 37 for',
'zap it 165/3 s'), each as (pattern, replacement) applied in order."""

from __future__ import annotations

import re
from collections.abc import Callable

_STORE = r"hotel|cold\s+store|plate\s+fridge|cytomat(?:\s+(?:24|2c4(?:25|50)))?"
"""The stores as run sheets name them ('hotel', 'cold store', 'Cytomat 24')."""
WORDS: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(pattern, re.I), replacement)
    for pattern, replacement in (
        # verbs
        (r"\b(?:cfg|cfge|cfuge|c/f)\b\.?", "centrifuge"),
        (r"\bhammy\b", "Hamilton STAR"),  # bench nickname: 'hammy job: 25 mics of mm ...'
        # typed on a phone: "b4 reading spin it"; never the well ('B1-B4', 'into b4')
        (
            r"(?<![-–:/,])(?<![-–:/,]\s)(?<!\bwell\s)(?<!\bwells\s)(?<!\binto\s)(?<!\bin\s)"
            r"(?<!\bto\s)(?<!\bfrom\s)(?<!\band\s)\b(?-i:b)4\b"
            r"(?!\s*[-–:,/]|\s*(?:and|&|to|through)\s+[a-p]\d)",
            "before",
        ),
        (  # 'then peel n read 450': 'n' for 'and' between two steps
            r"(?<=[a-z])\s+n\s+(?=(?:read|spin|seal|peel|shake|add|mix|store|incubate|transfer"
            r"|centrifuge|put|move)\b)",
            " and ",
        ),
        (  # 'Make spin 2 min at 800 x g, after read absorbance': 'after' for 'afterwards'
            r"(?<=[,;]\s)after(?=\s+(?:please\s+|with\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+|on\s+the\s+"
            r"[\w-]+\s+|using\s+(?:the\s+)?[\w-]+\s+)?(?:add|shake|spin|centrifuge|read|seal|peel|take"
            r"|transfer|mix|incubate|put|move|store|run|dispense|measure|remove|make|do|pipette)\b"
            r"(?!\s+(?:it|them|the|this|that|is|are|was|were|has|have)\b(?:\s+\w+)?\s*,))",
            "then",
        ),
        (
            r"(?<=[,;]\s)after(?=\s+\d{1,3}\s*(?:x\b|×|cycles\b))",
            "then",
        ),  # '3 min, after 40 cycles'
        (  # 'shake during 2 min', 'final extension 72 °C during 5 min': 'during' for 'for'
            r"\bduring(?=\s+(?:\d[\d.,]*\s*(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\b"
            r"|(?:one|two|three|four|five|ten|fifteen|twenty|thirty|sixty|a|an)\s+(?:s|secs?"
            r"|seconds?|min|mins|minutes?|h|hrs?|hours?)\b))",
            "for",
        ),
        (
            r"\b(but\s+first|first\s+of\s+all)\s+(?=\(?(?:a|1)\)\s)",
            r"\1: ",
        ),  # "but first (a) ..., (b) ..."
        (  # '... but shake it first, 800 rpm 1 min': the step that runs before, said after
            r"\bbut\s+((?:spin|centrifuge|shake|seal|peel|mix|incubate|heat|cool|add)\s+"
            r"(?:it|them|the\s+plate|the\s+plates))\s+first\b\s*,?\s*",
            r"but first \1 ",
        ),
        (r"\bincub\b\.?", "incubate"),
        (r"\bxfer\b", "transfer"),
        (  # 'wash 3x with 100 µL', 'washed the plate 4x': a repeat count, not a concentration
            r"\b(wash(?:es|ed|ing)?|rinse[sd]?)((?:\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?)?)\s*"
            r"([2-9])\s?x(?=\s*(?:$|[,;.)]|\d|(?:with|in|using|on|at|then|and|each|per|after"
            r"|before|by)\b))",
            r"\1\2\3 times",
        ),
        # '400 ul sup into fresh 96 DW': the supernatant of the plate spun before
        (r"(?<=l )sups?\b|\bsups?\b(?=\s*(?:->|→|/)|\s+(?:in|into|to)\b)", "supernatant"),
        (r"(?<![\w.,])(\d{3,5}|\d{1,2},\d{3})g\b", r"\1 x g"),  # '1500g': a force, not grams
        (r"\bread\s+fl\b\.?", "read fluorescence"),
        # an arm in run-sheet shorthand: 'PF400: P6 hotel -> BioShake'
        (
            r"\b(pf400|preciseflex(?:\s+400)?|robot\s+arm|plate\s+mover)\s*:\s*"
            r"(?:[a-z]{1,3}\d{1,2}\s+)?([a-z][\w-]*(?:\s+\d[\w]*)?)\s*(?:->|→)\s*"
            r"([a-z][\w-]*(?:\s+\d[\w]*)?)",
            r"the \1 moves the plate from the \2 to the \3",
        ),
        # a store in run-sheet shorthand: 'hotel -> P3 out', '| hotel out |', 'P3 back -> hotel'
        (
            rf"\b({_STORE}|plate\s+hotel|2c4(?:25|50))\s*(?:->|→)\s*(?:[a-z]{{1,3}}\d{{1,2}}\s+)?out\b",
            r"retrieve the plate from the \1",
        ),
        (
            rf"(?<=\|)\s*({_STORE}|2c4(?:25|50))\s+out\s*(?=\||$)",
            r" retrieve the plate from the \1 ",
        ),
        (
            rf"(?<=\|)\s*({_STORE}|2c4(?:25|50))\s+in\s*(?=\||$)",
            r" store the plate in the \1 ",
        ),
        (
            rf"\bback\s*(?:->|→)\s*({_STORE})\b",
            r"back in the \1",
        ),
        # read-outs
        (r"\b(?:fluo|fluor|fluoresc)\b\.?", "fluorescence"),
        (r"\b(?:lum|lumi|lumin)\b\.?", "luminescence"),
        # labware
        (r"\b(96|384|24|48|6|12)\s?-?\s?(?:wp|wpl|w\.p\.)(?=\b|\s|$)", r"\1-well plate"),
        (r"\b(?:dwp|dw plate)\b", "deep-well plate"),
        (r"\bdw\s+block\b", "deep-well block"),
        (r"\b(?:cook|bake)(?=\s+(?:it|them|the\b|at\b|\d))", "incubate"),  # 'cook it 37 for 1 h'
        (  # 'Cytomat 37 for 1 day', 'the incubator 30 o/n': a temperature after the incubator
            # (not 'the Cytomat 24 for storage': the hotel of that name)
            r"\b(cytomat(?:\s+2\s?c\s?450)?(?!\s+24\b)|incubator|odtc)\s+(\d{2})"
            r"(?=\s+(?:for|o/n|overnight)\b)",
            r"\1 at \2 °C",
        ),
        (  # 'incubate it 37 for an hour': a temperature said without 'at'
            r"\b(incubat\w*|heat|warm)((?:\s+(?:it|them|the\s+[\w-]+))?)\s+(\d{2})"
            r"(?=\s+for\b)",
            r"\1\2 at \3",
        ),
        (  # 'zap it 165/3 s', 'seal 175/2s', 'reseal the plate 170/2': a sealer's °C / s pair
            r"\b((?:re)?seal\w*|zap\w*|a4s)((?:\s+(?:it|the\s+plate))?\s+(?:at\s+)?)"
            r"(1\d\d)\s*/\s*(\d(?:\.\d)?)(?:\s*(?:s\b|secs?\b|seconds?\b))?",
            r"\1\2\3 °C \4 s",
        ),
        (  # 'on the shaker at 800', 'bioshake 2 min at 500': a shaker's bare number >= 100 is rpm
            r"\b((?:shak\w*|bioshake|thermo-?shaker)\b(?:(?!\bthen\b)[^.;,\n]){0,30}?\bat\s+)"
            r"(\d{3,4})(?![\d.]|\s*(?:rpm|°|deg|c\b|x\b|g\b|k\b|nm\b|µl|ul\b|ml\b|%))",
            r"\1\2 rpm",
        ),
        (  # 'mix 10 times at 400': a pipette mix's bare number is its volume in µL
            r"\b(mix\w*\s+(?:\w+\s+){0,2}?\d{1,2}\s*(?:x|times)\s+(?:at|with|using)\s+)"
            r"(\d{1,4}(?:\.\d+)?)(?![\d.]|\s*(?:µl|ul|ml|rpm|x\b|°|%|s\b|sec|min|nm|g\b|c\b"
            r"|micro|milli|mils?\b))",
            r"\1\2 µL",
        ),
        (  # '100 µL ea. -> clear flat plate (STAR) -> OD600': the arrow points where it goes
            r"(\d\s*(?:µl|ul|ml)\b[^→\n;>]{0,25}?)\s*(?:→|->)\s*"
            r"((?:(?:a|an|the|fresh|new|clean)\s+)*(?:(?!then\b)[a-z][\w-]*\s+){0,3}"
            r"(?:plates?|blocks?|tubes?|strips?|reservoirs?|troughs?"
            r"|(?:96|384|24|48)(?:[- ]?well)?(?:\s+(?:flat|pcr))?)\b)"
            r"(?=\s*(?:\([^)]*\))?\s*(?:→|->|;|\n|$|,|\.))",
            r"\1 into \2",
        ),
        (  # '96 DW o/n culture -> 100 ul each -> ...': the labware the arrow leaves is the source
            r"(^|\n|;\s*)([ \t]*(?:the\s+)?(?:96|384|24)[- ]?(?:well\s+)?(?:dw|deep-well|pcr|flat)"
            r"(?:\s+(?:plate|block))?(?:\s+(?![\d])[\w/-]+){0,3}?)\s*(?:→|->)\s*"
            r"(\d+(?:\.\d+)?\s*(?:µl|ul|ml)\b)",
            r"\1\3 from the \2",
        ),
        # 'into a fresh 96 DW': a deep-well plate ('50 uL DW' alone may be distilled water)
        (
            r"\b(96|384|24|fresh|new|clean|empty|second|another)\s*-?\s*dw\b(?!\s*(?:plate|block))",
            r"\1 deep-well plate",
        ),
        (r"\b(96|384|24|48)er\b", r"\1-well"),  # '96er Platte': German for a 96-well plate
        (
            r"\b(?:(pcr|deep-?well|flat)\s+)?plate\s+(96|384|24|48)\b"
            r"(?![\s-]*(?:well|w\b|deep|dw|pcr|flat))",
            r"\2-well \1 plate",
        ),  # 'the PCR plate 384', 'the plate 96'
        (r"-well  plate", "-well plate"),
        (r"\bplate_(96|384|24|48)_(pcr|flat|deepwell)\b", r"\1-well \2 plate"),  # registry ids
        (r"\bplate_(96|384|24|48)\b", r"\1-well plate"),
        (
            r"\b(\d{1,3})x\s+(?=\d+(?:[.,]\d+)?\s*-?\s*ml\s+(?:tubes|falcons|conicals|eppis)\b)",
            r"\1 x ",
        ),
        (  # '20 Falcons (50 mL)': the size in brackets, before the tubes it sizes
            r"(?<![\w.,])(\d{1,3}\s+)?(tubes|falcons|conicals|eppis)\s*\(\s*"
            r"(\d+(?:[.,]\d+)?\s*-?\s*ml)\s*\)",
            lambda m: f"{m[1].strip() + ' x ' if m[1] else ''}{m[3]} {m[2]}",
        ),
        # a tube count written after the tubes: 'tubes 2ml x12', 'Falcons (15 ml, x9)'
        (
            r"\b(tubes|falcons|conicals|eppis)\s*(\(\s*)?(\d+(?:[.,]\d+)?\s*-?\s*ml)\s*,?\s*"
            r"x\s?(\d{1,3})\b(?(2)\s*\))",
            r"\4 x \3 \1",
        ),
        (
            r"\b(\d+(?:[.,]\d+)?\s*-?\s*ml)\s+(tubes|falcons|conicals|eppis)\s*(\()?\s*x\s?"
            r"(\d{1,3})\b(?(3)\s*\))",
            r"\4 x \1 \2",
        ),  # '50 mL conicals (x4)', '2 ml tubes x8'
        (r"\b(tubes|falcons|conicals|eppis)\s+x\s?(\d{1,3})\b(?!\s*(?:g|rpm)\b)", r"\2 \1"),
        (r"(\d\s*-?\s*ml\s+)(?:eppendorfs|eppies|eppis|epps)\b", r"\1tubes"),  # '2 ml eppis'
        (r"\b(?:eppendorfs|eppies|eppis|epps)\b", "eppendorf tubes"),  # 1.5 ml unless sized
        (r"\bplt\b\.?", "plate"),
        (r"\b(\d+)\s*(?:cyc|cycl)\b\.?", r"\1 cycles"),  # '40 cyc'
        (r"\bint\.(?=\s*\d)", "integration"),  # 'int. 0.5 s'
        # abbreviations whose dot would end a sentence
        (r"\bea\.(?=[\s,;)]|$)", "each"),
        (r"\bdup\.(?=[\s,;)]|$)", "duplicate"),
        (r"\btrip\.(?=[\s,;)]|$)", "triplicate"),
        (r"\bsol'n\b", "solution"),
        # '..., VSpin 500 g 1 min, back to the hotel': the return is a step of its own
        (  # ... or on a line of its own ('then back in the incubator')
            r"(?:,\s*(?:and\s+)?(?:then\s+)?|(?m:^)[ \t]*(?:and\s+)?then\s+)(?:it\s+goes\s+)?"
            r"back\s+(?:in|into|to)\s+the\s+",
            r", then store it back in the ",
        ),
        (  # '... and when it's done run all 96 on the labchip': the next step
            r",?\s+and\s+(?:then\s+)?(?:when|once)\s+(?:it'?s|it\s+is|that'?s|that\s+is|it\s+has)"
            r"\s+(?:done|finished|over|complete|through)\s*,?\s*",
            ", then ",
        ),
        (r"\b(deg)\.\s*(?=c\b)", r"\1 "),  # '65 deg. C': no sentence ends at the abbreviation
        (r"(?<=[\d ]ul )sup\b|(?<=[\d ]µl )sup\b|(?<=[\d ]ml )sup\b", "supernatant"),
        (r"(^|[;:\n→>]|\bthen\b)([ \t]*)\+[ \t]?(?=\d)", r"\1\2add "),  # '; +25uL detect mix'
        # '... dw plt + mix 80uL x6': a plus before an operation is the next step
        (
            r"\s\+\s(?=(?:mix|shake|spin|seal|peel|read|incubate|add|transfer|centrifuge)\b)",
            ", then ",
        ),
        (  # 'flex 25ul CTG into cols 1-6 + bioshake 500rpm 2min': the next step's instrument
            r"\s\+\s(?=(?:bioshake|shaker|thermoshaker|vspin|hig\s?4|xpeel|a4s|sealer|peeler|odtc"
            r"|cfx|labchip|i3x|spectramax|reader|pf400|arm)\b)",
            ", then ",
        ),
        (r"\b(rows?\s+[a-p])\s*\+\s*([a-p])\b", r"\1 and \2"),  # 'rows a+b'
        (r"\b(cols?\.?|columns?)\s+(\d{1,2})\s*\+\s*(\d{1,2})\b", r"\1 \2 and \3"),
        (r"(?<=[a-z)]):\s+(?=(?:at|for)\s+\d)", " "),  # 'spin briefly: at 300 x g': its values
        (  # 'the PF400 drops it on the XPeel to peel': the move, then the peel
            r"\b(drops?|moves?|puts?|places?|brings?|carr(?:y|ies)|takes?|sets?)\b([^.;\n]{0,40}?"
            r"\b(?:on|onto|into|in|to)\s+the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:to|for)\s+(?:be\s+)?"
            r"(peel|seal|read|shake|spin|centrifuge)(?:ed|en|ing|d)?\b",
            r"\1\2, then \3 it",
        ),
        # connectives
        (r"\bw/o\b", "without"),
        (r"\bfrm\b", "from"),  # typed on a phone: 'grab the plate frm the hotel'
        # a clock-style duration with its unit: '1:30 h' is 1 h 30 min, '2:30 min' 2 min 30 s
        (r"(?<![\w:.])(\d{1,2}):([0-5]\d)\s*(?:h|hrs?|hours?)\b", r"\1 h \2 min"),
        (r"(?<![\w:.])(\d{1,3}):([0-5]\d)\s*(?:min|mins|minutes?)\b", r"\1 min \2 s"),
        (r"\bpf[\s-]+400\b", "PF400"),  # 'with the pf 400': the arm, no 400 of anything
        (r"\bw/ ?(?=\w)", "with "),
        (  # '10m', '2 m' after a step's number: minutes (a lower-case m; '5 M' is molar)
            r"(?<![\w.,/-])(\d{1,3}(?:\.\d+)?)[ \t]?(?-i:m)(?![\w.µ°]|/(?!well))"
            r"(?!\s*(?:long|wide|high|away)\b)",
            r"\1 min",
        ),
    )
)
