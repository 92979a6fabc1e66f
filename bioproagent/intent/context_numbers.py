"""Numbers in the sentences around a request that are no setting of any step: how many things
there are ('14 sites', '8 calibrators'), which ones ('donors 101 to 148', 'run no. 12',
'flow cell 2 of 3', 'plate #3 of 5'), ages of cultures ('DIV 14', '3 dpi'), distances ('an 8
km stretch') and names with digits in them ('16S', '4-MUG').

A count of things is only taken for one in a sentence that names no operation and holds no
value with a setting's unit: within a step ('add 3 drops', '16000 xg 10 minuets') a number
and a noun may be a setting the planner cannot read, and there it still asks. Nouns that are
settings or repeats ('times', 'cycles', 'washes', 'flashes') are never counts of things."""

from __future__ import annotations

import re

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_ops import operation_of

Span = tuple[int, int]

_NUMBER_WORD = (
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty"
    r"|forty|fifty|hundred"
)
_NOT_THINGS = (
    r"times|cycles|rounds|washes|repeats|passes|strokes|pulses|flashes|reads|readings|drops"
    r"|volumes|spins|shakes|mixes|turns|revolutions|inversions|aspirations|dispenses|steps"
    r"|seconds|secs|minutes|mins|hours|hrs|days|weeks|months|years|degrees|units|microlit\w*"
    r"|millilit\w*|lit\w*|grams|kilos|revs|rpms|nms|ones|others|more|less|extra|additional"
    r"|tips|points|wells|columns|cols|rows|dilutions|doses|concentrations|plates|tubes"
)
"""Nouns whose count is a setting, a repeat or a selection the planner reads (or must ask
about); not taken as a count of things."""
_COUNT = re.compile(
    rf"(?<![\w.,-])(?:\d{{1,6}}|{_NUMBER_WORD})\s+(?:[a-z][a-z-]*\s+){{0,2}}?"
    rf"(?!(?:{_NOT_THINGS})\b)(?:[a-z]{{3,}}s|people|mice|sera|data|fish|sheep)\b"
)
"""'14 sites', '8 calibrators', '184 serum samples', 'two more batches'."""
_NO_UNIT = (
    r"(?![.,]?\d|\s*(?:µl|ul|ml|l\b|x\s*g|×|xg\b|g\b|rpm|°|c\b|deg|nm|s\b|secs?\b|sec\w*|min"
    r"|h\b|hrs?\b|hours?|%|mm\b|µm|um\b|x\b|times|cycles))"
)
"""No unit after the number: 'analyser 2' is a name, 'site 2 min' is not read as one."""
_IDENTIFIER = re.compile(
    # 'no. 12', 'lot no. 7731-02', '#3 of 5'; a vendor's part, catalogue, figure and revision
    # numbers ('P/N 1808-0506', 'Cat. No. 23225', 'Figure 2', 'Rev. 2', 'Table 3')
    r"(?:\b(?:p/n|pn|part(?:\s+(?:no|number))?|cat(?:alog(?:ue)?)?(?:\.|\s+no\.?|\s+number)?"
    r"|figs?\.?|figures?|tables?|rev(?:ision)?\.?|ref\.?|version|v(?=\d))\s*[:#]?\s*[a-z]{0,4}-?\d"
    r"[\w./-]*"
    r"|\b(?:no|nr|num)\.?\s*\d{1,6}(?:[-/]\d{1,4})*|#\s?:?[ \t]?\d{1,6}(?:\s+of\s+\d{1,6})?"
    r"|\b(?:plate|sample|tube|batch|box|rack)\s+(?:number|num)\s*\d{1,4}"  # 'plate number 7'
    r"|\b(?:flow\s+cell|analy[sz]er|instrument|machine|robot|line|lane|chip|cartridge"
    r"|site|station|donor|patient|subject|animal|mouse|field|bed|tank|pond|transect|chamber"
    r"|cage|pot|tray|greenhouse|incubator|cohort|visit|timepoint|time\s+point|wave|group"
    r"|bench|practical|week|session|handout|procedure|team|table|question"
    r"|series|stage|phase|region|plot)\s+[a-z]?\d{1,4}(?:\s+of\s+\d{1,4})?)\b" + _NO_UNIT
)
"""Which one: a number after 'no.' or '#', an id after the name of a thing ('analyser 2',
'flow cell 2 of 3'); never with a unit after it."""
_ID_RANGE = re.compile(
    rf"\b(?!(?:{_NOT_THINGS})\b)[a-z]{{3,}}s\s+\d{{1,6}}\s*(?:to|-|–|through|thru)\s*\d{{1,6}}\b"
    + _NO_UNIT
)
"""'donors 101 to 148': a range of ids after a plural noun (in a sentence naming no step)."""
_NAMED_SET = re.compile(
    r"\b(?:samples?|plates?|specimens?|patients?|donors?|sample\s+ids?|box(?:es)?|racks?|groups?"
    r"|benches|bench|students?|teams?|tables?|weeks?|sessions?|practicals?)\s+#?"
    r"\d{1,4}\s*(?:-|–|to|through|thru|\+|&|and)\s*#?\d{1,4}\b" + _NO_UNIT
)
"""'(samples 1-12)', 'plates 3-6 -> 2C425', 'PCR plates 1+2 balance each other': which
samples or plates, by number; never a setting, in a step's sentence too."""
_INDEX = re.compile(r"(?<![\w.,])\d{1,3}\s+of\s+\d{1,3}\b" + _NO_UNIT)
"""'Field trip 3 of 4': which one of how many (in a sentence naming no step)."""
_AGE = re.compile(
    r"\b(?:div|dpi|hpi|dpf|hpf|pnd|dap|das|dag)\s*\d{1,3}\b|\b\d{1,3}\s*(?:div|dpi|hpi|dpf|hpf"
    r"|dap|das|dag)\b|\b[ep]\d{1,2}(?:\.\d)?\b"
    r"|\b\d{1,3}[- ](?:day|week|month|year)s?[- ](?:time\s*point|old|stability|pull|study"
    r"|follow[- ]up|sample)s?\b"
)
"""Ages of cultures, infections, embryos and plants ('DIV 14', '3 dpi', 'E14.5', 'P23'), and of
samples on a stability study ('6-month timepoint', '12 month stability')."""
_DISTANCE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:km|kilomet\w*|miles?|metres|meters|cm)\b")
_NAMED = re.compile(r"\b(?:5\.8|5|16|18|23|28)S\b|(?<![\w-])\d-[A-Z]{2,}[A-Za-z]*\b")
"""'16S', '28S' (ribosomal RNAs: a capital S, never seconds) and '4-MUG', '5-FU' (chemicals);
matched on the text as written."""
_SENTENCE = re.compile(r"[^.;!?\n]+")
_SETTING = re.compile(
    r"\d\s*(?:x\s*g\b|×\s*g\b|xg\b|g\b|rcf\b|rpm\b|°|º|deg\w*|c\b|µl|ul\b|ml\b|nm\b|s\b|secs?\b"
    r"|sec\w*|min\w*|h\b|hrs?\b|hours?\b|%)"
)
"""A value with a setting's unit: its sentence is a step's, whatever its verb."""


_HEARSAY = re.compile(
    r"\b(?:said|says|suggested|suggests|recommended|recommends|wanted|wants|reckons"
    r"|so\s+use|so\s+go\s+with|so\s+stick\s+with)\s+"
    r"(?:it\s+(?:was|is|should\s+be)\s+)?\d+(?:\.\d+)?\b" + _NO_UNIT
)
"""'Jen said 10 but the SOP says 5 so go with the SOP': bare numbers someone said, weighed
against the value the step states; no setting of their own."""
_WAS = re.compile(
    r"\b(?:temp(?:erature)?|time|speed|force|volume|setting|setpoint)\s+(?:was|were|used\s+to"
    r"\s+be)\s+\d+(?:\.\d+)?\b" + _NO_UNIT
)
"""'seal temp was 175, film curled - drop to 160 °C': a bare value of an earlier run."""


_LIMIT_SAID = re.compile(
    r"\b(?:maxes\s+(?:out\s+)?at|maxed\s+out\s+at|tops\s+out\s+at|max(?:imum)?\s+(?:is|of)"
    r"|only\s+goes\s+(?:up\s+)?to|(?:its|the)\s+limit\s+is|can(?:no|')t\s+go\s+(?:above|over"
    r"|beyond|past))\s+\d[\d,.]*(?:\s*(?:x\s*g|×\s*g|xg|g\b|rpm|°\s*c|c\b|µl|ul|ml))?"
)
"""'no wait, VSpin maxes at 1000, so 1000 x g 5 min': an instrument's limit, said as the
reason for a value; no setting of its own."""


_PIPETTE = re.compile(
    r"\b(?:(?:1|8|12|96)[- ]?ch(?:an(?:nel)?)?|single|multi)[- ]?(?:p)?(?:10|20|50|200|300|1000)\b"
    r"(?!\s*(?:µl|ul|ml|x\s*g|×|g\b|rpm|°|c\b|s\b|min|nm))"
    r"|\bp(?:2|10|20|50|100|200|300|1000)\b(?:\s+(?:single|multi|gen\s?2))?"
)
"""'flex 8ch 1000 -> 150ul', 'with the p300': a pipette's name, no volume."""
_DENSITY = re.compile(
    r"\b\d[\d,.]*\s*(?:k|x\s*10\^?\d|e\d)\s*(?:cells?\s*)?(?:/|per)\s*(?:well|ml)\b"
    r"|\b\d[\d,.]*\s*(?:k\s*)?cells?\s*(?:/|per)\s*(?:well|ml)\b"
)
"""'seeded 10k/well', '5,000 cells per well': how many cells, no setting."""
_FRAGMENT_SIZE = re.compile(
    r"\b\d{2,5}\s*(?:[-–]|to)\s*\d{2,5}\s*(?:bp|kb|nt|base\s+pairs)\b|\b\d{2,5}\s*(?:bp|nt)\b"
)
"""'Libraries are around 2 nM, 300–500 bp': fragment sizes, no setting."""
_FOLD_STOCK = re.compile(
    r"\(\s*\d{1,3}(?:\.\d)?\s*[x×]\s*\)"
    r"|\b\d{1,3}(?:\.\d)?\s*[x×]\s+(?=(?:[\w-]+\s+){0,2}?(?:assay|master\s*mix|mastermix|buffer|mix"
    r"|stock|concentrate|solution|dye|reagent|supermix)\b)"
)
"""'Master Mix (2X)', 'the 40X assay': how concentrated a stock is, no setting."""
_DATED = re.compile(
    r"\b(?:from|on|dated|of)\s+(?:\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{4}-\d{2}-\d{2})\b(?!\s*(?:µl|ul|ml|x|×))"
)
"""'384w plt from 3/14': the day a plate was made, no setting."""


_OUTLINE = re.compile(r"(?m)^[ \t]*\d{1,2}\.[a-z](?:\.\d{1,2})?(?=[ \t]+[a-z])")
"""'4.A Protocol', '3.B Procedure': a manual's section label, no setting."""
_STAMP = re.compile(
    r"\b(?:update[ds]?|edit(?:ed)?|added|posted|sent|comment)\s*\(?\d{1,2}[:.h]\d{2}\b"
)
"""'Update 11:30:', 'edited 09:12': when a line was written, no setting."""
_SOMEONES_TIME = re.compile(lx.SOMEONES_TIME)


def context_spans(text: str, low: str) -> list[Span]:
    """Spans of ``low`` (the lower-cased ``text``) holding numbers that are no setting."""
    spans = [
        m.span()
        for rx in (
            _IDENTIFIER,
            _AGE,
            _DISTANCE,
            _HEARSAY,
            _WAS,
            _NAMED_SET,
            _LIMIT_SAID,
            _PIPETTE,
            _DATED,
            _DENSITY,
            _FOLD_STOCK,
            _FRAGMENT_SIZE,
            _SOMEONES_TIME,
            _STAMP,
            _OUTLINE,
        )
        for m in rx.finditer(low)
    ]
    spans += [m.span() for m in _NAMED.finditer(text)]
    for sentence in _SENTENCE.finditer(low):
        if operation_of(sentence.group(0)) is not None or _SETTING.search(sentence.group(0)):
            continue  # a step's sentence: '16000 xg 10 minuets @ 4C' holds a misspelt time
        for rx in (_COUNT, _ID_RANGE, _INDEX):
            spans += [m.span() for m in rx.finditer(low, sentence.start(), sentence.end())]
    return spans
