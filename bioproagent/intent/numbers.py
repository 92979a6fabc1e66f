"""Every number in an intent, and the ones nothing explains.

The fail-safe behind K_i: a number the scientist wrote (a digit run, or a number word before
a unit word) must either be read as a quantity, or be explained by a known non-quantity
role; otherwise the plan may not be approved with a default in its place. Known roles:

* labware formats ('96-well', '1.5 mL tube') and instrument names ('5810 R', 'OT-2');
* well names, well ranges, column and row selections ('A1', 'columns 1-6', 'rows A-D');
* counts of things ('40 samples', 'in triplicate', 'n = 3', 'two plates');
* ratios and strengths ('1:10', '2x bead ratio', '10x PBS', 'pH 7.4', '5 mM');
* catalogue-like names where the digits touch letters ('CO2', 'HEK293', 'Tween-20');
* list markers and ordinals ('1.', 'step 2', 'plate 2', 'position 3').
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bioproagent.intent import lexicon as lx
from bioproagent.intent.context_numbers import context_spans
from bioproagent.intent.instruments import InstrumentMention
from bioproagent.intent.tracked_changes import DELETED_VALUE
from bioproagent.intent.translated import AMBIGUOUS_SEPARATOR
from bioproagent.intent.wells import COLUMN_SPAN, ROW_SPAN, WELL_TOKEN

WORD_VALUES: dict[str, int] = {w: n for w, n in lx.NUMBER_WORDS.items() if w != "single"}
"""Number words the fail-safe watches when a unit word follows them."""
_WORDS = "|".join(sorted(WORD_VALUES, key=len, reverse=True))
_UNIT_WORD = (
    r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|degrees?|°|microlit\w*|millilit\w*"
    r"|ul|ml|rpm|x\s*g|g\b|times|cycles|nanomet\w*|nm|percent|%|drops?|squirts?|dashes|pinch"
    r"|volumes?)"
)
_DIGITS = re.compile(r"(?<![\d.])\d+(?:\.\d+|,\d{3}(?!\d))*")
"""A digit run with its decimals and thousands groups ('1,500.5'); a comma before anything but
three digits separates two numbers ('OT-2,15' in a CSV row, '450,96-well')."""
_WORD_NUMBER = re.compile(rf"\b(?:{_WORDS})\b(?=[\s-]+{_UNIT_WORD})")
_COUNT_NOUNS = (
    r"samples?|replicates?|plates?|tubes?|wells?|columns?|rows?|standards?|points?|dilutions?"
    r"|reactions?|cultures?|strains?|lysates?|sera|specimens?|extracts?|templates?|unknowns?"
    r"|isolates?|libraries|library|products?|amplicons?|reservoirs?|racks?|tips?|channels?"
    r"|targets?|genes?|primers?|conditions?|compounds?|drugs?|concentrations?|doses?|blanks?"
    r"|controls?|steps?|washes|rounds?|cells?|clones?|colonies|mice|animals|patients|donors?"
    r"|batch(?:es)?|runs?|strips?|lanes?|positions?|slots?|pellets?|lysates?|flasks?|dishes"
    r"|cryotubes?|cryovials?|vials?"
    r"|eluates?|swabs?|falcons?|conicals?|biopsies|biopsy|tissues?|digests?|preps?"
    r"|urines?|plasmas?|aliquots?|minipreps?|variants?|organoids?|seedlings?|leaves|larvae"
    r"|embryos?|fish|flies|sequences?|guides?|constructs?|participants?|subjects?|people"
    r"|rxns?|ntcs?|ptcs?|nacs?|pts"
)
_ADJECTIVE = (
    r"(?!(?:then|and|or|to|into|onto|on|at|for|with|before|after|from|in|of|by|per|each)\b)"
    r"[a-z][a-z-]*"
)
"""A word between a count and its noun ('24 clinical samples'), never a link word: in
'mix 10 times at 400 then run the program', 400 counts no runs."""
_SUPPLIERS = "|".join(
    re.escape(w.lower()) for w in sorted(set(lx.SUPPLIER_WORDS), key=len, reverse=True)
)
_CODE = r"(?:[a-z]{0,6}-?\d{3,}[\w/-]*|\d[a-z]{1,4}-\d+[\w-]*)"
CATALOGUE = re.compile(
    rf"(?<![\w-])(?:{_SUPPLIERS})\s+#?{_CODE}"  # 'Corning 3596', 'NEB R3101'
    rf"|(?<=\()\s*(?:{_SUPPLIERS})(?:\s+[a-z][\w-]*){{1,3}}\s+#?{_CODE}"  # '(Nunc MaxiSorp 442404'
    r"|\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)(?!\w)"  # '9 am': a time of day
    r"|\b(?:at|by|before|after|until|from|around|monday|tuesday|wednesday|thursday|friday"
    r"|saturday|sunday|today|tomorrow|tonight)\s+\d{1,2}:\d{2}\b(?!:)"  # 'by 9:30'
    r"|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b"  # dates
    r"|\b\d{1,2}(?:st|nd|rd|th)\b"  # '3rd', '14th'
    # a clock time of the day around the run: 'group mtg at 4', '(did it at 5)'
    r"|\b(?:mtg|meeting|lunch|call|seminar|class|talk|did\s+it|done|finished|started|back|home"
    r"|leav(?:e|ing)|head(?:ing)?\s+(?:out|off|home)|pick(?:ed)?\s+(?:it\s+)?up)"
    r"\s+(?:at|by|around|before|after)\s+"
    r"\d{1,2}(?::\d{2})?\b(?!\s*(?:°|c\b|deg|x\b|g\b|rpm|µ|u[l\b]|m[li]|%))"
    r"|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?!\w)"
    r"|(?<![\w#])#\d{3,}\b"  # a ticket or job number ('#5531')
    r"|\bx\s?\d{3,5}\b"  # a phone extension ('x5590')
    r"|\b(?:ext\.?|tel\.?|phone|mobile|fax|rm\.?|room|office|bay|box|cohort|barcode|id|bench"
    r"|building|bldg\.?|floor|level|cabinet|shelf|drawer|freezer|fridge)\s*[:#]?\s*\+?\d"
    r"(?:[\d.\s()/-]*\d)?\b"
    r"|\+\d{1,3}[\s-]?\(?\d[\d\s()-]{6,}\d"  # an international phone number
    r"|\b\d{3}-\d{3}-\d{4}\b"  # '617-555-0142'
    r"|\b[a-z]{1,6}-\d{2,}(?:-\d+)*\b"  # 'REQ-2291', 'QC-7781', 'NGS-LIB-14'
    r"|\b(?:mon|tue|wed|thu|fri|sat|sun)\w*\s+\d{1,2}(?:st|nd|rd|th)?\b"  # 'Monday 12th'
    rf"|\b(?:cat(?:alog(?:ue)?)?\.?\s*(?:no\.?|nos\.?|number|#)?|lot|ref\.?|p/n|part\s+no\.?"
    r"|item|sku|order\s+no\.?|passage|clone|version|v(?=\d))\s*[:#]?\s*[a-z]{0,6}-?\d[\w/-]*"
    r"|(?<![\w.-])[a-z]{1,6}-?\d{3,}[\w-]*(?=\s*[),;])"  # 'HSP9601)', 'CLS760672,'
    r"|(?<=\()\s*\d{5,}\s*(?=\))"  # '(760435)'
    r"|(?<![\w-])(?=[\w-]*(?:[a-z]\d|\d[a-z]))[a-z0-9]+(?:-[a-z0-9]+)+(?![\w-])"  # 'P-2ML-SQ-C'
    r"|(?<![\w-])[a-z]{1,3}-\d+(?:-\d+)+(?![\w-])"  # rotor and part names: 'FA-45-24-11'
    r"|\bet\s+al\.?,?\s*\(?\s*(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\s*[a-z]?\)"  # citations
    r"|\b(?:dna|rna|ngs|protein|hs|hi-?sens\w*|high\s+sensitivity|ht\s+dna)\s+\d{1,2}(?:\.\d)?k\b"
    # '(not the 5K)': an assay ruled out by its short name
    r"|\b(?:not|rather\s+than|instead\s+of)\s+(?:the\s+)?\d{1,2}(?:\.\d)?k\b(?!\s*(?:x\s*g|×|g\b|rpm))"
    r"|(?<=[a-z]\s)\d+\.\d(?=\s*[),(])"  # 'CellTiter-Glo 2.0 (Promega ...)': a version
    r"|\bglo\s+3d\b"  # 'CellTiter-Glo 3D': a kit name
    r"|(?<=glo\s)\d\.\d\b(?!\s*(?:µl|ul|ml|x\b|×|%))"  # 'CellTiter-Glo 2.0 per well'
    r"|[£€$]\s?\d[\d,.]*\s*k?\b|\b\d[\d,.]*\s*k?\s*(?:euros?|eur|pounds?|gbp|dollars?|usd|chf)\b"
    r"|\b(?:p\.?o\.?|purchase\s+order|project\s+code|cost\s+cent(?:re|er)|account|grant"
    r"|work\s+order|wo)\s*(?:no\.?|number|#)?\s*[:#]?\s*[a-z]{0,6}-?\d[\w/-]*"
)
"""Catalogue and lot numbers, part codes, citations and assay or kit names ('DNA 1K'):
names, not quantities."""


_CLOCK = re.compile(
    r"\b\d{4}-\d{2}-\d{2}[ t]\d{1,2}:\d{2}(?::\d{2})?"  # '2024-02-07 09:14'
    r"|\b(?:at|by|since|until|till|from|before|after|around|~)\s+\d{1,2}:\d{2}(?::\d{2})?"
    r"(?:\s+of\s+\d{1,2}:\d{2})?(?![\w:])(?!\s*(?:h|hrs?|hours?|min|mins|minutes?|s)\b)"
    r"|(?<=[(,;]\s)\d{1,2}:\d{2}(?::\d{2})?(?=\s*[),;])"  # "('Error 3: lid', 09:12)"
)
"""A time of day or a run timer ('at 10:41:33', 'aborted at 00:41 of 05:00'): when something
happened, never a step's setting. A window ('09:00-11:00') is not among them: on a timeline
it is how long a step runs, and a booking's slot is read by its own reader."""


_EXPLAINED = [
    re.compile(r"(?:^|\n)\s*\(?\d{1,3}(?:[.):]|\s+-)\s"),  # list markers ('2.', '2)', '2 -')
    re.compile(r"(?:^|\n)[ \t]*\d{1,2}\.\d{1,2}[ \t]"),  # an SOP's outline number ('6.1 Add')
    re.compile(r"(?<=[.;:,]\s)\(?\d{1,3}\)\s"),  # a list run on in one line ('... plate. 2) The')
    re.compile(r"§\s*\d+(?:\.\d+)*"),  # a section of a document ('SOP-ST-002 §5')
    re.compile(r"\bnot\s+\d+(?:\.\d+)?(?=\s*[.,;)]|\s*$)"),  # '..., not 4.': the value set aside
    re.compile(r"(?<=[.;]\s)\d{1,2}\.\s(?=[A-Za-z])"),  # '... with the Fluent. 2. Shake ...'
    # a log's or a ticket's time stamp ('[09:14] robot: ...', '[Technician, 09:14] ...')
    re.compile(r"\[(?:[^\][\n]{0,40}?[\s,])?\d{1,2}:\d{2}(?::\d{2})?\]"),
    # what a rotor or rack has room for ('rotor holds 24 so fine'): a capacity, no setting
    re.compile(
        r"\b(?:rotor|rack|centrifuge|carousel|hotel|stacker|cassette|bucket|drawer|deck)\s+"
        r"(?:only\s+)?(?:holds?|fits?|takes?)\s+(?:up\s+to\s+|max(?:imum)?\s+)?\d+\b"
        r"(?!\s*(?:µl|ul|ml|nl|x\s*g|×|g\b|rpm|°|c\b|s\b|sec|min|h\b|hrs?))",
        re.I,
    ),
    _CLOCK,
    re.compile(  # where a document refers to itself ('Page 2 of 5', 'claim 6', 'Fig. 2')
        r"\b(?:page|p\.|pp\.|claims?|fig\.?|figure|box|shelf|drawer|version|schemaversion|rev"
        r"|revision|table|appendix|item|room|floor|bay|door|comments?|attachments?|replies"
        r"|reviewers?|referees?|points?|quer(?:y|ies)|concerns?|remarks?|r)"
        r"\s*[(#]?\s*\d{1,4}\)?(?:\s+of\s+\d{1,4})?\b"
        r"(?!\s*(?:µl|ul|ml|x\s*g|×|rpm|°|nm|min|s\b|h\b|%))"
        r"|\(\s*\d{1,4}\s+(?:occurrences?|times?\s+a\s+week|sessions?|bookings?)\s*\)"
    ),
    re.compile(
        r"\b(?:step|plate|tube|reservoir|position|slot|nest|lane|rack|bucket|deck|stack|well|section"
        r"|column|row|channel|sample|replicate|experiment|day|week|month|session|practical|run"
        r"|batch|lot|cassette|entry|worksheet|exercise|module|part|unit|lesson|lab|group|team"
        r"|project|protocol|sop|ticket|order|request|job|notebook|page|record)\s*(?:id\s*)?#?\s*"
        r"\d{1,4}(?:-\d{1,6})*\b"  # 'batch 2024-117'
        r"(?!\s*(?:times|x\b|fold|min|mins|minutes?|s\b|secs?|seconds?|h\b|hrs?|hours?"
        r"|ul|ml|°|c\b|rpm|g\b|%|nm))"
    ),
    re.compile(rf"(?<![\w.])\d{{1,6}}\s+(?:{_ADJECTIVE}\s+){{0,2}}(?:{_COUNT_NOUNS})\b"),  # counts
    re.compile(rf"\b(?:{_WORDS}|a|an)\s+(?:{_ADJECTIVE}\s+){{0,2}}(?:{_COUNT_NOUNS})\b"),
    re.compile(r"\bn\s*=\s*\d{1,4}\b"),
    re.compile(  # 'run all 96 on the LabChip', '24 of the eluates', '96 of them': a count
        r"\ball\s+(?:of\s+the\s+)?\d{1,4}\b(?!\s*(?:[-–]|x\b|µ|u|m|s\b|min|h\b|°|c\b|g\b|rpm|nm|%))"
        r"|(?<![\w.])\d{1,4}\s+of\s+(?:the|them|these|those|our|my|your)\b"
    ),
    re.compile(  # '(x12)', 'tubes x 8', 'conicals (x4)': a count of labware
        r"(?:tubes?|plates?|conicals?|falcons?|strips?|racks?)\s*\(?\s*[x×]\s?\d{1,3}\b"
    ),
    re.compile(r"(?:^|\n)\s*\d{1,2}\s*\|"),  # a table row's number ('1    | VSpin | ...')
    re.compile(  # '12 x 1.5ml tubes', '4x plates': a count of labware
        r"(?<![\w.])\d{1,3}\s*[x×]\s+(?=(?:[\d.,]+\s*-?\s*ml\b\s*)?(?:[\w-]+\s+)?"
        r"(?:tubes?|plates?|falcons?|conicals?|strips?|racks?|reservoirs?|deep-?well\w*)\b)"
    ),
    re.compile(  # '(the inner 60)', 'the outer 36 wells': a count of wells
        r"\b(?:inner|outer|central|middle|remaining|first|last|other)\s+\d{1,3}\b"
    ),
    re.compile(
        rf"(?<![\w.])(?:\d{{1,4}}|{_WORDS})-(?:point|fold|step|well|plex|tube|channel|column"
        r"|sample|replicate|plate|way|level|dose|member)s?\b"
    ),
    re.compile(  # ratios ('1:10'); a clock ('02:00', '0:30:00') is a duration left to ask
        r"(?<![\w.:])(?!0\d:\d\d|\d{1,2}:\d\d:\d\d)\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?(?![\w.:])"
    ),
    re.compile(
        r"(?<![\w.])\d+(?:\.\d+)?\s*x\s+(?=(?:\w+\s+)?(?:buffer|pbs|tbs|master|mix|loading|tbe"
        r"|tae|sybr|reaction|concentrate|stock|solution|dye|reagent|beads?|ampure|spri|volumes?"
        r"|ratio))"
    ),
    re.compile(  # '10× compound', '5x Laemmli', '1× PicoGreen': a strength, not a count
        r"(?<![\w.])\d+(?:\.\d+)?\s*[x×]\s+(?!(?:g|rcf|rpm|with|at|for|in|on|of|to|and)\b)"
        r"(?=[a-z])"
    ),
    re.compile(r"(?<![\w.])\d+\.\d+\s*[x×](?![\w])"),  # '1.8x', '0.9×': a bead ratio
    re.compile(  # read-outs and sizes a run gives, never a setting: '1500 RFU', 'Cq 18.4 ± 0.3'
        r"~?\d[\d.,]*(?:e[+-]?\d+)?\s*(?:rfu|rlu|od|au|bp|kb|nt|kda)\b"
        r"|\b(?:cq|ct|cv|r²|r2|z['’]?)\s*(?:of|=|~|≈|<|>|was|is)?\s*~?\d[\d.]*"
        r"|±\s*\d[\d.]*"
    ),
    re.compile(r"\bod\s*(?:of\s+)?~?\d*\.\d+"),  # 'diluted to OD 0.01': a density, no setting
    re.compile(r"\bod\s+(?:of\s+)?(?:about|around|approx\.?|roughly|~|≈)\s*\d+(?:\.\d+)?\b"),
    re.compile(r"\bph\s*\d+(?:\.\d+)?\b"),
    re.compile(r"(?<![\w.])(?:6|12|24|48|96|384)[\s-]+deep[- ]?well"),  # 'the 24-deep-well'
    re.compile(  # 'the multichannel 96/384 head', 'the 8-channel head': the pipetting head
        r"(?<![\w./])(?:8|96|384)(?:/(?:96|384))?[- ]?(?:channel\s+|ch\s+)?head\b"
    ),
    re.compile(  # 'a 12-col reservoir', 'the 8-channel trough'
        r"(?<![\w.])\d{1,2}[- ]?(?:col(?:umn)?s?|channels?|rows?)\s+(?:reservoirs?|troughs?|res)\b"
    ),
    re.compile(rf"{lx._LOOK_FIRST}(?:96|384|ninety-six)\b"),  # 'the clear flat-bottom 96'
    re.compile(rf"(?<![\w.])[35]\s?['’′](?={lx.NUCLEIC_END})"),  # "the 5' adapter", "3'-UTR"
    re.compile(r"(?<!\w)(?:'[^'\n]{1,40}'|\"[^\"\n]{1,40}\"|‘[^’\n]{1,40}’|“[^”\n]{1,40}”)(?!\w)"),
    # 'OD600', 'A 450'; not the 'a' of 'a 105 graus' (Portuguese 'at'), which has its unit
    re.compile(r"\b(?:od\s?|a)\d{3}\b|\ba\s\d{3}\b(?!\s*[^\W\d_]|\s*[°º×'\"])"),
    re.compile(r"\b(?:tween|triton x|brij|np|igepal ca|peg|sds)[- ]?\d+\b"),
    re.compile(
        r"(?<![\w.])\d+(?:\.\d+)?\s*(?:mm|µm|um|nm|m|mmol|mol|mg|ng|ug|µg|kda|kb|bp|u)"
        r"\s*(?:/\s*\w+\s*)?(?=\s+(?:\w+\s+)?(?:tris|nacl|hepes|edta|kcl|mgcl2|dtt|buffer"
        r"|glucose|salt|bsa|dna|rna|protein|enzyme|primer|probe|solution|stock|of\b))"
    ),
    re.compile(  # a file's name ('gel_2024-02-07.tif', 'run12.csv'): no setting
        r"[\w.-]*\d[\w.-]*\.(?:tiff?|png|jpe?g|pdf|csv|xlsx?|txt|json|docx?|ab1|fcs|gwl|hsl|med"
        r"|eds|pcrd|zip)\b"
    ),
    re.compile(  # labels on the tubes or flasks ('numbered 1-12', '(flasks 1-8)')
        r"\bnumbered\s+\d{1,3}\s*[-–]\s*\d{1,3}\b"
        r"|\((?:flasks?|vials?|caps?|lids?|positions?|cryovials?)\s+\d{1,3}\s*[-–]\s*\d{1,3}\)"
    ),
    COLUMN_SPAN,
    ROW_SPAN,
    WELL_TOKEN,
    CATALOGUE,
]


_MOLAR = re.compile(
    r"(?<![\w.])~?(?:\d+(?:\.\d+)?\s*(?:-|–|to)\s*)?\d+(?:\.\d+)?\s*"  # '0-10 uM': a range
    r"(?:[mµμunp]M|M|N|[pnµμum]g(?:/[mµμu]?[lL])?|U(?:/[mµμu]?[lL])?)\b"
)
"""Molar concentrations of reagents ('5 mM', '10 µM'), read case-sensitively on the original
text ('5 mm' would be a length): a reagent's strength, not an instrument setting."""


VAGUE = re.compile(
    r"\b(?:max(?:imum)?|full|top|high|low|(?<![\d.][ \t])(?<![\d.])min(?:imum)?)[ \t]+"
    r"(?:speed|force|rpm|rcf|power"
    r"|temperature|volume)\b"
    # 'full speed (20,000 x g)': the number is given right after
    r"(?![ \t]*[(:=,]?[ \t]*(?:of[ \t]+|i\.e\.[ \t]*|approx\.?[ \t]*)?~?\d[\d,.]*[ \t]*"
    r"(?:x[ \t]?g\b|×[ \t]?g|g\b|xg\b|rpm\b|rcf\b|°|c\b|µl|ul\b|ml\b))"
    r"|(?<![\d.])\d+(?:\.\d+)?\s*(?:%|percent)\s+(?:of\s+)?(?:the\s+)?(?:max(?:imum)?\s+|full\s+)?"
    r"(?:speed|force|rpm|rcf|power|velocity)\b"
    r"|(?<=\bfor )(?:some\s+time|a\s+(?:little\s+|short\s+)?while|a\s+bit|a\s+few\s+"
    r"(?:seconds|minutes|hours|days)|several\s+(?:seconds|minutes|hours|days)|a\s+short\s+time)\b"
    r"|\b(?:tbc|tbd|tba|to\s+be\s+(?:confirmed|decided|determined|announced|agreed))\b"
    # 'and a half' the reader did not fold into a number ('1 min and a half' it does)
    r"|\band\s+a\s+(?:half|quarter)\b"
)
"""A setting or duration stated without a number ('at max speed', 'for a while', 'temperature
TBC'): it must be
asked, not defaulted."""
FRACTION_OF_PLATE = re.compile(
    r"\b(?:half|a quarter|quarter|a third|one third|two thirds|three quarters)\s+"
    r"(?:of\s+)?(?:an?\s+|the\s+)?(?:\d{2,4}[- ]?well\s+)?(?:plate|rack|box)\b"
)
"""'half a plate': a well count without the wells; asked unless the intent names the wells
('columns 1-6 (half the plate)')."""
_NAMED_WELLS = re.compile(
    r"\b(?:columns?|rows?)\s+(?:\d{1,2}|[a-p])\b|\b[a-p]\d{1,2}\s*(?:-|to|:)\s*[a-p]?\d{1,2}\b"
)


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_NOTEBOOK_DATE = re.compile(
    r"(?:^|(?<=\n))[ \t]*(?P<weekday>(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?[ \t]+)?"
    r"(?:(?P<iso>\d{4}-\d{1,2}-\d{1,2})"
    rf"|(?P<named>\d{{1,2}}[- ]{_MONTH}(?:[- ]\d{{2,4}})?|{_MONTH}[ -]\d{{1,2}}(?:st|nd|rd|th)?)"
    r"|(?P<a>\d{1,2})[/.](?P<b>\d{1,2})(?P<year>[/.]\d{2,4})?(?P<dot>\.)?)"
    r"(?P<initials>[ \t]+(?-i:[A-Z]{2,3})\b)?(?P<sep>[ \t]*[—–:-])?",
    re.I,
)
"""A lab-notebook entry's date (and the writer's initials) at the start of a line: '12/03 KL
-', '14.3. JM:', '2024-05-02 AB', '22-Jan MP:', 'Thu 6/6 CW'."""


_INLINE_DATE = re.compile(
    r"(?<![\w/.])(?P<a>\d{1,2})/(?P<b>\d{1,2})(?![\w/.])"
    r"(?=\s*(?:\(?(?-i:[A-Z]{2,3})\)?(?![\w/])|[:—–),]))"
)
"""A date inside a notebook line, marked by the writer's initials, a colon, a dash, a closing
bracket or a comma after it: 'RT-qPCR 19/9 (YZ)', 'Dual-Glo (24/2)', 'ELISA coat, 5/11 GH:'."""


_PADDED_DATE = re.compile(
    r"(?<![\w/.:])(?P<a>[0-3]\d)/(?P<b>[01]\d)(?![\w/.:]|\s*(?:µl|ul|ml|dilution|ratio)\b)"
)
"""'13/05', '02/11': a day and a month written with two digits each (a manifest's received
date); a ratio or a dilution is not zero-padded ('1/10')."""


def _notebook_dates(text: str) -> list[tuple[int, int]]:
    """Spans of the notebook dates that open a line. A bare 'd/m' counts only when a weekday,
    a year, a closing dot, the writer's initials or a dash marks it as a date (a '1/2' that
    opens a line may be a fraction)."""
    spans = []
    for m in _NOTEBOOK_DATE.finditer(text):
        if m["a"] is not None:
            a, b = int(m["a"]), int(m["b"])
            if not (1 <= a <= 31 and 1 <= b <= 31 and min(a, b) <= 12):
                continue
            marks = (m["weekday"], m["year"], m["dot"], m["initials"], m["sep"])
            if not any(marks):
                continue
        spans.append((m.start(), m.end()))
    for m in [*_INLINE_DATE.finditer(text), *_PADDED_DATE.finditer(text)]:
        a, b = int(m["a"]), int(m["b"])
        if 1 <= a <= 31 and 1 <= b <= 31 and min(a, b) <= 12:
            spans.append((m.start(), m.end()))
    return spans


_REPEAT = re.compile(r"(?<![\w.])x\s?\d{1,2}(?![\w.])(?!\s*(?:g\b|rcf))")
"""'x3', 'x 2': do it N times (notebook shorthand)."""


_STEP_REFERENCE = re.compile(r"\b(?:before|after|prior to|following|between)\s+steps?\s+\d{1,2}\b")
"""'Before step 1, shake ...': an order stated by step number, which the clause reader does
not resolve; it asks rather than run the steps in the written order."""

_STEP_UNIT = r"(?:µl|ul|ml|x\s*g|×\s*g|xg|rpm|°\s*c|nm|s|sec|secs|min|mins|h|hrs?)\b"
_ALTERNATIVES = re.compile(
    rf"(?<![\w.])\d+(?:\.\d+)?\s*(?:{_STEP_UNIT})?\s*[,;(–—-]?\s*or\s+"
    r"(?:(?:was|is|should)\s+it(?:\s+be)?\s+|maybe\s+|perhaps\s+|possibly\s+)?"
    rf"\d+(?:\.\d+)?\s*{_STEP_UNIT}"
)
"""'15 µL or 20 µL', '2 or 3 min', '405 nm, or was it 410 nm?': two values offered for one
setting; the plan asks which (read as two values, both could end up in the plan)."""
_SAID_ALTERNATIVES = re.compile(
    rf"(?<![\w.])(?:\d+(?:\.\d+)?|{_WORDS})\s*(?:{_STEP_UNIT})?\s*[,;]?\s*or\s+"
    rf"(?:(?:was|is|should)\s+it(?:\s+be)?|maybe|perhaps|possibly)\s+"
    rf"(?:\d+(?:\.\d+)?(?:\s*{_STEP_UNIT})?|(?:{_WORDS})\b)"
    rf"|(?<![\w.])\d{{3,}}\s*(?:{_STEP_UNIT})?\s*,?\s*or\s+(?:{_WORDS})(?:[\s-]+(?:{_WORDS}))+\b"
)
"""'fifteen or was it fifty seconds', '405 or four ten': the same doubt dictated, with a
number in words on either side."""


_PERCENT_SETTING = re.compile(
    r"\b(?:speed|rcf|force|power|intensity|amplitude)\s*[:=]?\s*\d+(?:\.\d+)?\s*%"
    r"|\d+(?:\.\d+)?\s*%\s*(?:speed|power|of\s+(?:the\s+)?max(?:imum)?)"
)
"""'speed 60 %': a setting in the instrument's own scale, which no step here can take."""
_FRACTION_WORDS = re.compile(
    r"\b(?:thirds?|quarters?|halves|half|fifths?|eighths?|tenths?)\s+(?:of\s+)?(?:an?\s+|the\s+)?"
    r"(?:ml|millilit\w*|µl|ul|microlit\w*|min\w*|hours?|h|seconds?|s|secs?)\b"
)
"""'three quarters of a mL', 'a third of a minute': a fraction in words the reader does not
turn into a number (only 'a quarter' and 'half' of one unit): the plan asks."""
_PLACEHOLDER = re.compile(r"<[a-z][\w -]{0,30}>")
"""'sealed at <temperature>': a template's blank nobody filled in."""
_VALUE_ELSEWHERE = re.compile(
    r"\b(?:temperature|time|period|duration|speed|force|volume|wavelength|setting|program)\b"
    r"[^.;\n]{0,20}?\b(?:set\s+(?:forth|out)|specified|given|defined|described|listed|stated"
    r"|indicated|shown)\s+in\s+(?:the\s+)?(?:supplementary\s+|suppl\.?\s+|supporting\s+)?"
    r"(?:annex|appendix|table|section|attachment|figure"
    r"|schedule|exhibit|datasheet|kit\s+insert|insert|sop)\b[\w .-]{0,12}"
)
"""'at the conversion temperature set forth in Annex C': a value the text does not hold."""


@dataclass(frozen=True)
class NumberToken:
    """A number in the intent that no step, role or note explains."""

    start: int
    end: int
    text: str
    """The number with the word after it, as written ('7 psi', 'five minutes')."""
    reason: str = ""
    """Why a number that looks read is not ('a cycled block of 4 steps'); empty for a
    number nothing reads."""


def _overlaps(start: int, end: int, spans: Iterable[tuple[int, int]]) -> bool:
    return any(start < b and end > a for a, b in spans)


def number_tokens(low: str) -> list[tuple[int, int]]:
    """Spans of every digit run and every number word before a unit word."""
    spans = [(m.start(), m.end()) for m in _DIGITS.finditer(low)]
    spans += [(m.start(), m.end()) for m in _WORD_NUMBER.finditer(low)]
    return sorted(spans)


def _catalogue_like(low: str, start: int, end: int) -> bool:
    """Digits glued to letters on the left ('co2', 'hek293', 't7', 'h2o'), or on the right
    with letters that are not a unit ('3t3', '5prime')."""
    before = low[start - 1] if start > 0 else " "
    if (
        before.isalpha()
        or before == "_"
        or (before == "-" and start > 1 and low[start - 2].isalpha())
    ):
        return True
    after = re.match(r"[a-z]+", low[end:])
    if after is None:
        return False
    return (
        re.fullmatch(
            r"ul|ml|nm|s|sec|secs|m|min|mins|h|hr|hrs|c|g|xg|rpm|x|k|d|days?|"
            r"well|wells|fold|st|nd|rd|th",
            after.group(0),
        )
        is None
    )


_GARBLED = re.compile(
    r"(?<![\w.-])(?=[a-z\d]*\d)(?=[a-z\d]*[a-z])[a-z\d]+"
    r"(?=[ \t]*(?:°[ \t]?c\b|x[ \t]*g\b|×[ \t]*g\b|rpm\b|µl\b|ul\b|nm\b))"
)
"""A token of digits and letters right before a unit ('2S °C', '1B0 x g', 'l5O rpm' that the
OCR reader could not settle): no number anyone can read, so the plan asks."""


_LOG_NOISE = re.compile(
    r"\b0x[0-9a-f]+\b"  # '0x21', '0x80004005'
    r"|\b(?:err(?:or)?|code|alarm|fault|exception|status|e)\s*[-:#]?\s*-?\d{1,6}\b"  # 'ERR 21'
    r"|(?<=[\[(])\d{1,2}:\d{2}(?::\d{2})?(?=[\])])"  # '[14:32:07]': a time of day in a log
    r"|(?<![\w:])\d{1,2}:\d{2}:\d{2}(?=\s*[\])])"  # "('Low air pressure', 06:40:12)"
    r"|(?<=\bat )\d{1,2}:\d{2}(?::\d{2})?(?![\w:])"
    r"|\b(?:cycle|sample|well|column|col|row|step|plate|tube|read)\s+\d{1,3}\s+of\s+\d{1,3}\b"
    r"|\bv\d+(?:\.\d+)+\b|(?<![\d.])\d+\.\d+\.\d+(?:\.\d+)*(?![\d.])"  # versions
    r"|\b\d{4}-\d\d-\d\d(?:[ t]\d{1,2}:\d\d(?::\d\d)?)?"  # a date and a time of day
    r"|\b(?:19|20)\d\d-(?:0[1-9]|1[0-2])\b(?![-\d])"  # 'exp 2025-01': a year and a month
    r"|\b(?:pn|p/n|part\s+(?:no\.?|number)|ref|order\s+(?:no\.?|number)|asset|sn|s/n)\s*[:#]?\s*"
    r"[a-z]{0,4}-?\d[\w-]*"  # 'PN 0043', 'order number 4500123', 'asset INS-0117'
    r"|\bt\s*=\s*\d{1,3}\s*(?:h|hr|hrs|min|d)\b"  # 'timepoint t=4h': which sampling
    r"|(?<![\w.])(?:\d+(?:\.\d+)?\s*[x×*]\s*)?10\s*\^\s*[-−]?\d{1,2}\b"  # '2 x 10^6 cells'
    r"|\b(?:tracking|waybill|awb|consignment)(?:\s+(?:no\.?|number|#|code))?\s*[:#]?\s*"
    r"(?:[a-z0-9]{1,6}\s){0,6}[a-z0-9]{1,12}\b"  # 'tracking 1Z 884 21A 66 0192 7734'
    # a list marker: '(1) retrieve ...', not '(12) minutes'
    r"|(?:^|(?<=[\s:;]))\(\d{1,2}\)(?=\s+(?!(?:min|mins|minutes?|s|secs?|seconds?|h|hrs?|hours?"
    r"|days?|cycles?|times|µl|ul|ml|rpm|x\s*g|degrees?|samples?|wells?)\b)[a-z])"
    r"|\b\d{1,3}\s+of\s+(?:the\s+)?\d{1,3}\s+(?:columns?|rows?|wells?|samples?|cycles?|plates?"
    r"|tubes?|steps?)\b"
)
"""An instrument log's codes, times and counters ('ERR 21', '0x1A', '[14:32:07]', 'cycle 18
of 30', '5 of 12 columns'): no setting of any step."""


_UNREAD: tuple[tuple[re.Pattern[str], bool], ...] = (
    (_GARBLED, True),  # '2s °c', '1b0 x g': a value with a letter in it
    (re.compile(r"\d*[⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]"), False),  # '⅓ min': a fraction nobody rounds for you
    (AMBIGUOUS_SEPARATOR, False),  # '1.500 µl': 1.5 or 1500?
    (_PERCENT_SETTING, False),  # 'speed 60 %': of what maximum?
    (_FRACTION_WORDS, True),  # 'three quarters of a mL'
    (_PLACEHOLDER, False),  # '<speed>': a blank of a template
    (_VALUE_ELSEWHERE, False),  # 'the temperature set forth in Annex C'
    (_ALTERNATIVES, False),  # '15 µl or 20 µl': which one?
    (_SAID_ALTERNATIVES, False),  # 'fifteen or was it fifty seconds'
    (re.compile(re.escape(DELETED_VALUE)), False),  # a value a reviewer deleted
    (_STEP_REFERENCE, False),  # 'before step 1': which step is not resolved
    (_REPEAT, True),  # 'wash x3': a repeat count glued to its 'x'
)
"""Text that is always an unread value, or (True) one unless a read quantity covers it."""


_SUGGESTED = re.compile(
    r"\b(?:suggest(?:s|ed)?|propose[sd]?|recommend(?:s|ed)?|try|how\s+about|maybe)\s+(?:using\s+)?$"
)
"""A number someone put forward ('suggest 175') that the text then states with its unit."""


def _plain(written: str) -> str:
    number = re.match(r"\s*([\d,.]+)", written)
    return number.group(1).replace(",", "").rstrip(".") if number else ""


def unexplained_numbers(
    text: str,
    low: str,
    read_spans: Sequence[tuple[int, int]],
    mentions: Sequence[InstrumentMention],
) -> list[NumberToken]:
    """Numbers in ``text`` that no read quantity (``read_spans``), instrument name or known
    non-quantity role explains, with the word after each for the message."""
    known = [(m.start, m.end) for m in mentions if m.instrument_id]
    explained = list(read_spans) + known
    explained += [  # 'Eppendorf 5430' explains its model number; 'Cytomat 37' (the known
        # Cytomat and a number after it) does not: the 37 may be a temperature
        (m.start, m.end)
        for m in mentions
        if not m.instrument_id and not any(a < m.end and m.start < b for a, b in known)
    ]
    for rx in _EXPLAINED:
        explained += [(m.start(), m.end()) for m in rx.finditer(low)]
    explained += [(m.start(), m.end()) for m in _MOLAR.finditer(text)]
    explained += [(m.start(), m.end()) for m in _LOG_NOISE.finditer(low)]
    explained += _notebook_dates(text)
    explained += context_spans(text, low)
    out: list[NumberToken] = [
        NumberToken(m.start(), m.end(), text[m.start() : m.end()]) for m in VAGUE.finditer(low)
    ]
    if not _NAMED_WELLS.search(low):
        out += [
            NumberToken(m.start(), m.end(), text[m.start() : m.end()])
            for m in FRACTION_OF_PLATE.finditer(low)
        ]
    for rx, unless_read in _UNREAD:
        out += [
            NumberToken(m.start(), m.end(), text[m.start() : m.end()])
            for m in rx.finditer(low)
            if not (unless_read and _overlaps(m.start(), m.end(), explained))
        ]
    stated = {  # the values written with a unit: a bare one equal to them says it again
        _plain(low[a:b]) for a, b in read_spans if re.match(r"\s*[\d,.]+", low[a:b])
    }
    for start, end in number_tokens(low):
        if _overlaps(start, end, explained) or _catalogue_like(low, start, end):
            continue
        if _SUGGESTED.search(low, max(0, start - 24), start) and _plain(low[start:end]) in stated:
            continue  # '1500 splashes, suggest 1200' beside 'go with 1,200 rpm'
        tail = re.match(r"\s*-?\s*[^\s,.;:()]*", text[end:])
        shown = (text[start:end] + (tail.group(0) if tail else "")).strip()
        out.append(NumberToken(start, end, shown))
    return out
