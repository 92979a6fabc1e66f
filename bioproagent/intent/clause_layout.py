"""How a request is laid out around its steps: titles, signatures, greetings and admin fields
that ask for nothing, numbered steps and references to them ('repeat step 2')."""

from __future__ import annotations

import re

from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_model import Clause
from bioproagent.intent.clause_ops import BENCH_PREP, _implied, operation_of
from bioproagent.intent.clause_split import Span
from bioproagent.intent.clause_values import _clause_values
from bioproagent.intent.programs import ProgramReading

_DONE = (
    r"(?:spun|sealed|peeled|shaken|centrifuged|pelleted|mixed|incubated|read|ran|run|added"
    r"|transferred|thawed|diluted)"
)
_WHEN_DONE = (
    r"(?:yesterday|last\s+(?:night|week|time)|earlier(?:\s+today)?|this\s+morning"
    r"|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
)
"""Work already done, and when: 'sealed and spun already', 'the plate we spun yesterday'."""
_IN_LINE = r"(?:[^,;.()!?\n]|\n(?![ \t]*(?:[-*•]|\d{1,2}[.)]|[a-z][\w .]{0,20}:)))"
"""A character of the same sentence: a wrapped line goes on, a list item or a name's line
('- Ivan: ligation by hand') starts another."""
_ASKS_NEXT = (
    r"\s*,\s*(?:so\s+|and\s+)?(?:please|kindly|(?:i|we)['’]?d\s+like|(?:i|we)\s+would\s+like"
    r"|(?:i|we)\s+(?:want|need)|(?:can|could|would)\s+you"
    # '..., use the BioNex HiG4 at 2,500 x g': the request, in the imperative
    r"|(?:use|run|spin|centrifuge|seal|peel|read|shake|add|transfer|take|move|put)\s+(?:the|it|them"
    r"|a|an|each|all)\b)\b"
)
"""', so please spin ...', ', I'd like the Flex to ...': after a reason or the speaker's own
part, the request goes on."""
_HANDOUT_LINE = (
    r"(?m:^)[ \t]*(?:[-*•][ \t]*)?(?:expected(?:[ \t]+(?:results?|outcomes?|values?|readings?"
    r"|signal))?[ \t]*:|learning[ \t]+objectives?[ \t]*:|q\d{1,2}[ \t]*[:.)]|question[ \t]+\d{1,2}"
    r"[ \t]*[:.)]|why[ \t]+do[ \t]+we[ \t]+do[ \t]+this\?)[^\n]*"
)
"""A handout's reference line: 'Expected result: A562 ~1.5', 'Q4: why do we anneal at 55
when ...?', 'Why do we do this? ...', 'Learning objectives: ...'."""


def handout_lines(text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` that are a handout's reference lines (no step, no value, and no
    change of mind: 'Q1: why paramagnetic rather than permanent?')."""
    return [m.span() for m in re.finditer(_HANDOUT_LINE, text, re.IGNORECASE)]


_ASIDE = re.compile(
    r"(?:^|\n)(\s*(?:hi|hello|hey|dear|good\s+(?:morning|afternoon))\b[^,\n!\d]{0,40}[,!]"
    r"|\s*(?:please\s+)?(?:do|make)\s+(?:the\s+)?following\s*:?"
    r"|\s*(?:we|i)\s+would\s+like\s+to\s+(?:make|do|run)\s+the\s+following\b)"
    r"|(?:^|[,;.!?\n]|\band\b)(\s*(?:leave|drop)\s+(?:it|them)\s+(?:at|on|by)\s+the\s+"
    # not 'leave it on the bench in the dark for 20 mins': a wait
    r"(?![^,;.!?\n]*(?:\bovernight\b|\d\s*(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?)\b))"
    r"[^,;.!?\n]*"
    r"|\s*(?:with\s+)?(?:the\s+)?heated\s+lid\s+(?:on|closed)\b)"
    # 'I'm a student and the kit says to add ...': the speaker's own part ends at 'and'
    r"|(?:^|[,;(.!?\n]|\band\b)(?P<me>\s*(?:i['’]m|i\s+am|we['’]re|we\s+are)\b"
    r"(?:(?!\s*[,;]?\s*(?:then|but|and\s+(?:the|a|an|this|it|they|you))\b|"
    rf"{_ASKS_NEXT}"
    r")[^;.!?\n])*)"
    r"(?=[;.!?\n]|\s*[,;]?\s*(?:then|but|and\s+(?:the|a|an|this|it|they|you))\b|"
    rf"{_ASKS_NEXT}"
    r"|$)"
    r"|(?:^|[,;(.!?\n]|\band\b)(\s*(?:(?:i'?ll|i\s+will|i'?ve|i\s+have(?=\s+(?:already\s+|just\s+)?(?:[a-z]+ed|done|spun|run|made|set|put|left|kept)\b)|we'?ll|we\s+will"
    r"|(?:i|we)\s+(?:already\s+)?(?:started|added|did|ran|spun|sealed|loaded|seeded|prepared"
    r"|diluted|lysed|set\s+up|kicked\s+off)\b(?=(?:[^.;!?\n]|(?<=\d)\.(?=\d))*\b(?:at\s+(?:\d{1,2}[:.]\d{2}"
    r"|\d{1,2}\s*(?:am|pm))|this\s+morning|earlier|yesterday|already))"
    r")\b(?:(?!,?\s+(?:and\s+)?then\b)[^.;!?\n]|(?<=\d)\.(?=\d))*"
    r"|(?:which|that)\s+(?:had|has|have)\s+been|(?:once|after|when)\s+"
    rf"{_IN_LINE}*?\b(?:by\s+hand|manually)\b|{_IN_LINE}*?\b(?:by\s+hand|manually)\b){_IN_LINE}*)"
    r"(?=[,;.)]|$)"
    r"|(\b(?:is|are|was|were|has\s+been|have\s+been)\s+already\s+(?!been\b)(?:[^,;.()!?\n]|(?<=\d)\.(?=\d))*"
    # 'PCR plate is set up and sealed (mix + template, 25 µL per well)': a state, when no
    # setting follows outside a parenthesis ('The plate is sealed at 165 °C' is an SOP's step)
    r"|(?:(?<=plate\s)|(?<=plates\s)|(?<=block\s)|(?<=blocks\s)|(?<=tube\s)|(?<=tubes\s))"
    # '... after the plate is peeled': a step to run first, not the plate's history
    r"(?<!after\sthe\splate\s)(?<!once\sthe\splate\s)(?<!when\sthe\splate\s)"
    r"(?<!after\sthe\splates\s)(?<!once\sthe\splates\s)(?<!when\sthe\splates\s)"
    rf"(?:is|are)\s+(?:(?:[\w-]+\s+){{1,2}}(?:and|&)\s+)?"
    rf"{_DONE}\b(?!(?:[^.;!?\n]|(?<=\d)\.(?=\d))*\d\s*(?:x\s*g|×\s*g|g\b|rpm|°|c\b|min|s\b|secs?"
    r"|h\b|hrs?|nm|cycles))"
    # 'The plate is peeled on the XPeel first': an SOP's step, where and when it runs
    r"(?!\s+(?:on|in)\s+the\s+(?:xpeel|a4s|peeler|sealer|vspin|hig\s?4|centrifuge|bioshake"
    r"|shaker)\b|[^.;!?\n]*\bfirst\b)"
    r"(?:\s*\([^()\n]*\))?[^.;!?\n,()]*"  # up to the comma: 'is sealed, so please peel it
    # 'sealed and spun already', 'the plate we spun yesterday', 'Last time I used 1,500 x g'
    rf"|\b(?:{_DONE}\s*(?:,|\band\b)\s*)*{_DONE}(?:\s+down)?\s+already\b"
    r"|\b(?:came|has\s+come|have\s+come|just\s+came)\s+out\s+of\b"  # history
    r"(?:[^,;.()!?\n]|(?<=\d)\.(?=\d))*"
    rf"|\b(?:we|i|they|you)\s+(?:already\s+)?{_DONE}\s+(?:it\s+|them\s+)?{_WHEN_DONE}\b"
    r"(?:[^,;.()!?\n]|(?<=\d)\.(?=\d))*"
    r"|(?:^|(?<=[.!?]\s)|(?<=\n)|(?<=\()|(?<=\n- )|(?<=\n• )|(?<=\n\* ))"
    r"(?:last\s+time|the\s+last\s+time|previously"
    r"|(?<![^\n]\n)(?:last\s+(?:week|night|month)|yesterday)"  # not a wrapped line's word
    r"|the\s+(?:last|previous)\s+(?:[\w-]+\s+){0,3}?(?:run|time|batch|attempt)\b)"
    r"(?:[^.;!?\n]|(?<=\d)\.(?=\d))*?"
    r"(?=,?\s*(?:so|but|and)\s+(?:this\s+time|today|now|please|pls|kindly|could\s+you"
    r"|can\s+you|let'?s|we\s+need|i\s+need)\b|\s+[-–—]{1,2}\s|[.;!?\n]|$)"
    r"|\b(?:has|have|had)\s+already\s+been\b(?:[^,;.()!?\n]|(?<=\d)\.(?=\d))*"
    r"|(?<!be\s)\b(?:pre-?mixed|mixed|prepared|made\s+up|thawed|pooled)\s+beforehand\b"
    r"|\balready\s+(?:contains?|holds?)\b(?:[^,;.()!?\n]|(?<=\d)\.(?=\d))*"
    r"|\b(?:already\s+[a-z]+ed|(?:added|done|started|finished|seeded)\s+(?:at|since)\s+"
    r"(?:\d{1,2}[:.]\d{2}|\d{1,2}\s*(?:am|pm)))"
    r"(?:\d+\s*:\s*\d+|[^,:.;!?\n()])*"  # 'already diluted 1:100 for you'
    # 'pellet was clumpy last time': the subject too ('pellet' is no spin here)
    r"|(?:\b(?:the\s+|my\s+|our\s+)?(?:pellets?|beads?|cells?|signal|foil|film|seal|lysates?)\s+)?"
    r"\b(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?:[\w-]+\s+){1,4}?(?:yesterday"
    r"|last\s+(?:night|week|time)|earlier\s+today|this\s+morning|over\s+the\s+weekend)\b"
    r"(?:[^,;.()!?\n]|(?<=\d)\.(?=\d))*)"
    # 'So that ... can be normalised, we added an OD read': a reason that opens the sentence
    # ends at its comma; the sentence goes on with the step
    r"|((?:(?<=[.!?:]\s)|(?<=^)|(?<=\n))(?:because|so\s+that|in\s+order\s+that)\b[^,.;!?\n]*(?=,)"
    r"|\b(?:because|so\s+that|in\s+order\s+that|which\s+(?:would|will|means|is\s+why)|otherwise)"
    # a reason ends where the text goes on with the next step ('... (otherwise they pile
    # up), then into the incubator', '... so that the beads don't settle - then move ...')
    r"\b(?:(?!\s*[,;]\s*(?:and\s+)?(?:then|after\s+that|afterwards|next)\b"
    # '..., otherwise bubbles, and to peel': the next step, after the reason
    r"|\s*,\s*and\s+(?:to\s+|then\s+)?(?:peel|seal|spin|centrifuge|read|add|shake|incubate"
    r"|transfer|store|mix|retrieve|move)\b"
    rf"|\s+[-—–]\s*(?:and\s+)?then\b|{_ASKS_NEXT})[^.;:!?\n)])*"
    # '... for 45 s - the suspension should look even': the observation after the dash only
    r"|(?:^|(?<=[.!?]\s)|(?<=\n)|(?<=\s[-—–]\s)|(?<=;\s))(?:(?!\s[-—–]\s)[^.!?\n;])*?"
    r"\b(?:should|will|must|may|might|would|can)\s+(?:now\s+)?"
    r"(?:appear|look|show|turn|become|contain|increase|decrease|rise|fall|stay|remain|hear|see"
    r"|notice|observe)\b(?!\s+(?:a\s+)?[\d,.]+\s*(?:x\s*g|×\s*g|g\b|rpm))"
    # 'should stay 15 min at RT' is a wait to run; 'must stay under 1 %' a requirement
    r"(?!(?:(?<=stay)|(?<=remain))\s+(?:for\s+)?(?:about\s+)?\d+(?:\.\d+)?\s*"
    r"(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?)\b)[^.!?\n]*"
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))(?:this|that|these|doing\s+so)\s+(?:gives|prevents|ensures"
    r"|allows|keeps|avoids|helps|means|makes|stops|is\s+why|protects)\b[^.!?\n]*"
    r"|(?:^|(?<=[.!?]\s)|(?<=\n)|(?<=\s[-—–]\s)|(?<=[,;]\s))(?:(?!\s[-—–]\s)[^.!?\n,;])*?"
    r"\b(?:prevents|ensures|avoids|protects)\b[^.!?\n]*)"
)
"""A step done by hand, or the plate's history in a relative clause ('which had been
parked'), or said to be done already ('is already sealed and spun down'): no workcell
step."""
SAID_FIRST = re.compile(
    r"(?:\b(?:he|she|they|[a-z]{2,3})\s+)?\b(?:first\s+said|said\s+[^,;()\n]{0,40}?\bfirst)\b"
    r"(?:[^,;()\n]|(?<=\d),(?=\d{3}))*(?=\s*,\s*(?:but|then|changed|corrected|later)\b)"
    r"(?:\s*,\s*(?:then\s+)?(?:changed|corrected)\s+(?:it\s+)?to\s+\d[^,;()\n]*(?=\)))?"
)
"""'AH first said store them at -20 °C, but we agreed ...', '(WD said 45 first, changed to 42
after discussion)': the value someone said before the meeting settled on another."""
NOT_ASKED = re.compile(
    r"\([^()]*\b(?:by\s+hand|manually|myself|ourselves)\b[^()]*\)"
    # 'the program in the methods (MagMAX_Viral_v1) was retired': a program nobody runs
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))[^.!?\n]*\b(?:was|were|is|are|has\s+been|have\s+been)\s+"
    r"(?:now\s+)?(?:retired|obsolete|discontinued|deprecated|withdrawn)\b[^.!?\n]*"
    # 'The 4,000 rpm on the sheet is from the old rotor, ignore it.': a value set aside
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))[^.!?\n]*?,?\s*(?:so\s+)?(?:please\s+)?(?:ignore|disregard)"
    r"\s+(?:it|that|this|them|those)\b[^.!?\n]*"
    # '(adapted from the AMPure XP protocol)', '— based on the QIAamp insert': a source
    r"|(?:\(\s*|(?<=[—–-])\s*|(?m:^)\s*)(?:adapted|modified|taken|derived|based)\s+(?:from|on)\b"
    r"[^()\n.]*\)?"
    # an app note's optimisation: 'Ta of 60, 65 and 70 °C were compared', 'Incubation times of
    # 1, 2 and 4 h were tested (Figure 2)', 'Figure 6 compares 24, 48 and 72 h' (the values
    # tried, not the one chosen, which the text states on its own)
    r"|(?:^|(?<=[.;!?]\s)|(?<=\n)|(?<=\())[^.;!?\n()]*?(?:\b(?:were|was)\s+(?:tested|compared|evaluated"
    r"|screened|assessed|examined|tried)\b|\bcompares\b)(?![^.;!?\n]*\b(?:selected|chosen|recommended"
    r"|is\s+used|was\s+used|we\s+use|please|pls)\b)[^.;!?\n()]*"
    # a paper's citations: '[12]', '[3, 4]', '(Smith et al., 2019)'
    r"|\[\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\]"
    r"|(?i:\((?:[a-z][\w'-]+(?:\s+et\s+al\.?|\s+(?:and|&)\s+[a-z][\w'-]+)?,?\s+(?:19|20)\d{2}[a-z]?"
    r"(?:;\s*)?)+\))"
    # a handout's reference lines (see HANDOUT_LINE): no step, no value
    rf"|{_HANDOUT_LINE}"
    # 'you vortex and spin your own tubes at the bench': the students' work, no step
    r"|\byou(?:rselves)?\s+(?:[\w-]+\s+){1,8}?(?:at\s+the\s+bench|yourselves|by\s+hand)\b"
    # '[he said 40, I confirmed 40 not 45]', '(she said 88, I checked: ...)': the writer's check
    r"|[\[(][^\])\n]*\b(?:i|we)\s+(?:(?:have|'ve)\s+)?(?:confirmed|checked|double-?checked"
    r"|verified)\b[^\])\n]*[\])]"
    r"|(?:^|(?<=[.!?]\s))(?:he|she|they)\s+said\s+\d[^.!?\n]*?,\s*(?:i|we)\s+(?:confirmed|checked"
    r"|double-?checked|verified)\b[^.!?\n]*"
    # '- he first said 57, then corrected himself to 75 -': the value is already written
    r"|\b(?:he|she|they)\s+(?:first\s+)?said\s+\d[\d.,]*(?:\s*[a-zµ]+)?\s*,?\s*(?:then|but)\s+"
    r"corrected\s+(?:himself|herself|themselves|it)\s+to\s+\d[\d.,]*"
    rf"|{SAID_FIRST.pattern}"
    # 'nothing for the robot from her', "don't mix it up with the P13 plate"
    r"|(?:^|(?<=[.!?]\s))[^.!?\n]*\bnothing\s+for\s+the\s+(?:robot|workcell|work\s+cell)\b[^.!?\n]*"
    r"|\bdon['’]?t\s+mix\s+(?:it|them)\s+up\b[^,;.()\n]*"
    # 'she's in at 3', 'Ana is back by 4 pm': when someone is around, no step and no value
    rf"|{lx.SOMEONES_TIME}"
    # 'Default seal settings are fine.': leave to the library what the step does not state
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))(?:the\s+)?(?:default|standard|usual)\s+(?:[\w-]+\s+){0,2}"
    r"(?:settings?|values?|parameters?|conditions?)\s+(?:is|are)\s+(?:fine|ok(?:ay)?|good"
    r"|enough)\b[^.!?\n\d]*"
    # '(if you go hotter the foil wrinkles and the CFX can't see through it)': a reason
    r"|\((?:if|because|since|otherwise|unless)\b[^()\d]*\)"
    # '(the primers have a Tm of about 58, so I went 3 degrees below)': why a value was chosen
    r"|\([^()]*\b(?:tm|melting\s+temp\w*)\b[^()]*\)"
    # '(capture Ab coated 1:1000, blocked overnight)': what was done to a plate before
    r"|\([^()]*\b(?:coated|blocked|seeded|treated|stained|fixed|transfected|plated|grown)\b[^()]*\)"
    # 'Performed by: ______ Verified by: ______': a blank to fill in by hand
    r"|\b[a-z][a-z ]{1,30}:[ \t]*_{2,}"
    # 'the plate that was read at 490 nm by mistake': what was done to it, in a relative clause
    r"|\b(?:that|which)\s+(?:was|were)\s+(?:already\s+|just\s+|first\s+)?(?:read|spun|sealed"
    r"|shaken|run|incubated|stored|added|transferred|peeled|dispensed|centrifuged)\b[^,;.()!?\n]*"
    # '(done on the Fluent yesterday, 10 µL each)': what was done, in brackets
    r"|\((?:already\s+)?(?:done|made|prepared|set\s+up|spun|sealed|added|dispensed|pooled)\b"
    r"[^()]*\)"
    # 'he will set up and start the read himself', 'I'll do the rest by hand'
    r"|\b(?:he|she|they|i|we|(?:my|our|their|the)\s+(?:[\w-]+\s+)?(?:nurse|student|tech\w*"
    r"|colleague|postdoc|team|lab|group|staff|assistant))\s*(?:will|'ll|can|shall)\b"
    r"(?:[^.;!?\n]|(?<=\d)\.(?=\d))*?\b(?:himself|herself"
    r"|themselves|myself|ourselves|by\s+hand|manually|in\s+(?:our|my|their)\s+(?:own\s+)?lab)\b"
    # not ', so all I need is ...', nor ', then read ...'
    r"(?:(?!,?\s+(?:so|but|(?:and\s+)?then)\s)[^.;!?\n:]|(?<=\d)\.(?=\d))*"
    # 'All reads are done', 'no reads this week', 'ELISA finished and read'
    r"|\b(?:all\s+)?(?:the\s+)?(?:reads|readings|spins|washes|additions|steps)\s+(?:is|are|were)"
    r"\s+(?:all\s+)?(?:done|finished|complete|completed|over)\b"
    r"|\bno\s+(?:more\s+)?(?:reads?|readings?)\b(?:[^.;!?\n]|(?<=\d)\.(?=\d))*"
    r"|\b(?:finished|done|completed)\s+and\s+read\b"
    r"|(?:^|(?<=[.;!?]\s)|(?<=\n))(?:(?!\bthen\b)[^.;!?,()\n]"
    r"|\b(?:on|in|at|for|of|to|and|the|a|by|with|from)[ \t]*\n)*"  # a wrapped line goes on
    r"\(\s*(?:done\s+)?"
    r"(?:by\s+hand|manually)\s*\)"
    # '..., beads must be pelleted': what a step is for, with no setting of its own
    r"|\b(?:the\s+)?(?:beads?|cells?|pellets?|debris|it|they)\s+(?:must|should|needs?\s+to|will)\s+be\s+"
    r"(?:pelleted|pulled\s+down|settled|collected|clear)\b(?![^.;\n]*\d)[^,;.()!?\n]*"
    # 'plt is sitting sealed in the cold store. retrieve it': where it is now, no step
    r"|\b(?:is|are)\s+(?:still\s+|now\s+)?(?:sitting|sat|waiting|parked)\s+(?:sealed\s+|covered\s+)?"
    r"(?:in|on|at)\b[^,;.()!?\n]*"
    # 'Is ten minutes long enough, do you think?': a question back about the plan, no step
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))(?:is|are|was|were|does|did|will)\s+(?!(?:it|that|this)\s+"
    r"(?:possible|ok|okay|alright|all\s+right|feasible|fine\s+to)\b|you\b)[^.!?\n]*\?"
    r"|,\s*(?:do|don['’]t)\s+you\s+think\s*\?"
    # 'on the ODTC instead of the thermocycler module', 'shake instead of just letting it sit':
    # the way it is not done, named without a value (a value taken back still asks)
    # (never 'Instead of the absorbance read, do ...': a step replaced, read as an edit)
    r"|(?<=[\w),]\s)(?:instead\s+of|rather\s+than)\s+(?:just\s+|simply\s+)?(?:the|a|an|our|my|its"
    r"|letting|leaving|doing|pipetting|by\s+hand|manually)\b(?!(?:[^.,;:!?()\n]|\s-\s)*?(?:\d"
    r"|\broom\b|\brt\b|\bice\b|overnight|\bsame\b|usual|default|last|previous|before|after"
    r"|setting|speed|temp|time|volume|force|length|longer|shorter|\bone\b|\bother\b|\bread"
    r"|spin|seal|shak|incubat|transfer|peel|\bmix|absorbance|fluorescence|luminescence"
    r"|centrifug|store|storage|step))"
    r"[^.,;:!?()\n]{0,50}?(?=\s*(?:[.,;:!?()\n]|\s-\s|$))"
)
"""'(washes 1 and 2 were done by hand, 200 µL PBS each)', 'Transfection mix goes on after
lunch (by hand).': the whole aside, or the whole sentence the mark closes, is no step; nor is
what someone else will do ('he will start the read himself'), what is done ('All reads are
done', 'ELISA finished and read') or not wanted ('no reads this week')."""
_TITLE_LINE = re.compile(
    r"^[ \t]*(?:(?:run|service|work)[ \t]+(?:request|order)|run|exp(?:eriment)?|eln|ticket|job"
    r"|batch|project|protocol|day|request|order)\b"
    r"[ \t]*#?[ \t]*[\w/.-]*\d[\w/.-]*(?:[ \t]*\([^()\n]{1,120}\))?[ \t]*"
    r"(?:[—–:-][^\n|;>]*|[ \t]+[a-z][^\n|;>]*)?"
    r"(?=[|;]|->|=>|\n|$)"
    r"|^[ \t]*(?:notes?|nb|n\.b\.|comments?|remarks?|fyi|ps|deck)[ \t]*[:\-][^\n]*$"
    r"|^[ \t]*[-•*]?[ \t]*(?:requested[ \t]+by|request[ \t]+id|requester"
    r"|submitted(?:[ \t]+by)?|date|priority|cost[ \t]*cent(?:re|er)|project|pick-?up|drop-?off"
    r"|due|deadline|contact|phone|tel"
    r"|e-?mail|room|rm|pi|lab|group|account|order[ \t]+no\.?|sample[ \t]+ids?|plate[ \t]+ids?"
    r"|barcode|form|workflow|assay[ \t]+name|study|cohort|run[ \t]+type|submitter|sop"
    r"|(?:entry|record|document|doc|experiment|notebook)[ \t]+id|author|sign-?off)"
    r"[ \t]*[:=][^\n]*$"
    r"|^[ \t]*step[ \t]*\|[^\n]*$",  # a table's header row ('Step | Device | Setting')
    re.M,
)
_TITLE_LABEL = re.compile(
    r"[ \t]*(?:(?:run|service|work)[ \t]+)?(?:request|project|ticket|job|batch|order)\b"
    r"[^:\n]{0,160}?(?::|[ \t][—–-][ \t])"
)
"""'Request RR-2024-121, project IMM-0098:', 'Run request RR-2024-117 (project ONC-0412, plate
SCR-00873):': a request's label before the steps it asks for."""
_CLOSING = re.compile(
    r"^[ \t]*(?:many[ \t]+)?(?:thanks|thank[ \t]+you|thx|cheers|best|best[ \t]+regards"
    r"|kind[ \t]+regards|regards|warm[ \t]+regards|br|ta|all[ \t]+the[ \t]+best|sincerely)"
    r"\b[^\n]{0,3}$",
    re.M,
)
"""The sign-off of an e-mail: what follows (name, room, phone) asks for no step."""
"""A title line ('Run #12 — PCR plate 3', 'ELN 10/14 enzyme kinetics') or a notes line
('notes: NTC in H6'): neither asks for a step, and its numbers are names, not values."""


_NOTE_PREFIX = re.compile(r"[ \t]*(?:notes?|nb|n\.b\.|comments?|remarks?|fyi|ps)[ \t]*[:\-]")
_HISTORY = re.compile(
    r"\b(?:was|were|has\s+been|have\s+been|had\s+been|already|yesterday|last\s+(?:week|night)"
    r"|earlier|previously|beforehand\s+by|wanted|changed|tried|said|can'?t|cannot|used\s+to"
    r"|originally)\b"
)


def _asks_a_step(body: str) -> bool:
    """Whether a note ('NB: retrieve the plate first, then peel it') asks for steps: it names
    an operation in the imperative, not the plate's history ('NB: spun yesterday')."""
    asks = operation_of(body) is not None or _implied(body) is not None  # 'Note: 3000 x g, 20 min'
    return asks and _HISTORY.search(body) is None


_HEADING_LINE = re.compile(
    r"^[ \t]*(?:part|exercise|module|day|section|chapter|unit|session|practical|kit\s+insert"
    r"|assay\s+procedure)\b(?![^\n]*\d\s*(?:µl|ul|ml|x\s*g|xg|rpm|°|min\b|s\b|h\b|nm))[^\n]*$",
    re.M,
)
"""'Part C - Detection', 'Day 2', 'Section 5: Quality control': a heading, no step."""
_VERB_FIRST = re.compile(
    r"[ \t]*(?:\d+[.)]\s*)?(?:add|transfer|dispense|pipette|spin|centrifuge|seal|peel|shake"
    r"|incubate|read|measure|mix|store|move|place|put|run|retrieve|load|wash|take|remove|start"
    r"|you|please)\b"
)


_SUBJECT_LINE = re.compile(
    rf"^[ \t]*(?:subject[ \t]*:[ \t]*)?{lx.REPLY_PREFIX}[^\n]*$|^[ \t]*subject[ \t]*:[^\n]*$", re.M
)
"""An e-mail's subject line ('Re: SPRI cleanup - 48 samples', 'Fwd: RE: spin'): the title
of the thread, whose steps are written in the messages under it."""


def _first_line_title(low: str) -> Span | None:
    """A short first line without a verb, a value or a full stop, above two or more lines
    ('Colony PCR', 'Plasmid miniprep (automated part)'): the title of what follows."""
    lines = [m for m in re.finditer(r"[^\n]+", low) if m.group(0).strip()]
    if len(lines) < 3:
        return None
    first = lines[0].group(0)
    if (
        len(first.split()) > 7
        or first.rstrip().endswith((".", "?", "!", ":", ","))
        or re.search(r"[:|=>→]|^\s*[-•*\d]", first)  # a form field, a table, a list, a chain
        or re.search(r"\d", first)  # '... (384-well black plate)' names the labware
        or _VERB_FIRST.match(first)
        or re.search(r"\b(?:on|with|using|in)\s+the\s+\S", first)  # 'de-seal on the XPeel'
        # 'XPeel' above 'read at 340 nm': an instrument that does one thing is a step, while
        # an assay's name ('Colony PCR', 'BCA') titles the steps that make it up
        or operation_of(first) in ("peel", "seal", "spin", "shake", "store", "move_plate")
    ):
        return None
    return lines[0].span()


_HEADING_ABOVE = re.compile(r"^[ \t]*[^\n]{1,80}$(?=\n[ \t]*\n)", re.M)
"""A short line with a blank line after it: a heading when the paragraph under it states the
same step with its settings."""
_WHY = re.compile(
    r"^[ \t]*[*_]{0,2}(?:why\??|rationale|reason(?:ing)?|troubleshooting)[*_]{0,2}[:?]?"
    r"[*_]{0,2}[ \t]"
    r"[^\n]*(?:\n(?![ \t]*\n)[^\n]*)*",
    re.M,
)
"""'*Why?* Gentle centrifugation pellets the cells ...', 'Troubleshooting: if the pellet is
loose, ...': a chatbot's reason or advice, to its paragraph's end; no step."""


def _headings_over_steps(low: str) -> list[Span]:
    """A heading with no setting above a paragraph that states the same step with settings
    ('Step 2. Pellet the cells' over 'Centrifuge ... 300 × g, 5 min'): a title."""
    out = []
    for m in _HEADING_ABOVE.finditer(low):
        line = m.group(0)
        if (
            _SETTING.search(line)
            or line.rstrip().endswith((".", ";", ","))
            or len(line.split()) > 10
        ):
            continue
        body = re.match(r"\n[ \t]*\n+([^\n]+)", low[m.end() :])
        said = operation_of(line)
        if said and body and operation_of(body.group(1)) == said and _SETTING.search(body.group(1)):
            out.append(m.span())
    return out


def _title_spans(low: str) -> list[Span]:
    spans = [m.span() for m in _HEADING_LINE.finditer(low)]
    # advice below the steps; a text that is all one such paragraph is the request itself
    spans += _headings_over_steps(low) + [
        m.span() for m in _WHY.finditer(low) if low[: m.start()].strip()
    ]
    title = _first_line_title(low)
    if title is not None:
        spans.append(title)
    spans += [m.span() for m in _SUBJECT_LINE.finditer(low) if low[m.end() :].strip()]
    closing = _CLOSING.search(low)
    if closing is not None and len(low) - closing.start() < 200:
        spans.append((closing.start(), len(low)))  # the signature
    for m in _TITLE_LINE.finditer(low):
        line = m.group(0)
        label = _TITLE_LABEL.match(line)
        if label is not None and _asks_a_step(line[label.end() :]):
            # 'Request RR-2024-121: spin the tubes ...': the label only; its steps are read
            spans.append((m.start(), m.start() + label.end()))
            continue
        if operation_of(line) is not None and re.match(
            r"[ \t]*(?:run(?![ \t]+(?:type|request|order))|exp(?:eriment)?|eln|ticket|job|batch"
            r"|protocol|day|order)\b",
            line,
        ):
            continue  # 'run 35 cycles ...' asks for a step
        note = _NOTE_PREFIX.match(line)
        if note is not None and _asks_a_step(line[note.end() :]):
            spans.append((m.start(), m.start() + note.end()))  # 'NB:' only; its steps are read
            continue
        spans.append((m.start(), m.end()))
    return spans


_STEP_MARKER = re.compile(
    r"\s*(?:step\s*(?P<s>\d{1,2})\s*(?:[.):|]|[-–—]\s|$)|(?P<n>\d{1,2})\s*(?:[.)](?=\s)|\||$))\s*"
)
"""The number of a listed step ('Step 3:', '2)', '4 |', 'Step 1 –')."""
_FIRST_COLON = re.compile(
    r",?\s*\b(?:but\s+first|first(?:\s+of\s+all)?"
    r"|(?:only\s+)?(?:after|(?:up)?on\s+(?:the\s+)?completion\s+of|following)\s+the\s+following"
    r"|before\s+that\s+the\s+following"
    # '... start the ODTC, having first set up the reactions on the OT-2: 15 µL ...'
    r"|(?P<having>having\s+first\s+(?:set\s+up|prepared|made\s+up|pipetted|assembled|done)\b"
    r"[^,:;()]{0,60}))\s*$"
)
"""'Read ..., but first:' / '... only after the following:': the list after the colon runs
first."""
_FORM_KEY = re.compile(
    r"\s*[-•*]?\s*(?:(?:(?:could|can|would)\s+you\s+)?(?:please\s+|kindly\s+)?)?"
    r"(?:[a-z][a-z -]{1,30}"
    # 'Seal on the a4S', 'Spin in the 5810': a step and the instrument it runs on
    r"|(?:seal|spin|centrifug|shak|read|incubat|dispens|transfer|peel|stor)\w*\s+(?:on|in|with"
    r"|using)\s+the\s+[a-z]*\d[a-z0-9-]*)(?:\s*\([^)\n]{1,12}\))?"
)
"""A form field's key ('Incubation', 'Operation')."""
_STEP_REF = re.compile(
    r"\s*(?:(?:repeat|redo)\s+step\s*(?P<n>\d{1,2})\b|step\s*(?P<n2>\d{1,2})\s+again\b"
    r"|(?:as\s+(?:in|for|per)|same\s+as)\s+step\s*(?P<n3>\d{1,2})\b)[\s,]*(?:but\s+)?"
)
"""A step given by the number of another ('repeat step 2', 'as in step 1 but at 37 °C')."""


def _repeat(
    original: list[Clause],
    text: str,
    low: str,
    rest: Span,
    program: ProgramReading,
    quantity_spans: list[Span],
) -> list[Clause] | None:
    """The clauses of a listed step again, with the values the reference changes ('but at
    37 °C and for 10 min'); None when the step does not exist or the change is not read."""
    steps = [c for c in original if c.operation]
    if not steps:
        return None
    out = []
    said = low[rest[0] : rest[1]].strip(" .,;")
    for c in steps:
        values = list(c.values)
        if said:
            new, spans, _ = _clause_values(text, low, rest, False, c.operation, program)
            leftover = re.sub(
                r"\b(?:and|at|for|with|instead|the|same|time|but|of|to)\b|[\s,.;]",
                "",
                _blank(said, [(a - rest[0], b - rest[0]) for a, b in spans]),
            )
            if leftover or not new:
                return None  # 'for half as long': a change the reader cannot compute
            quantity_spans += spans
            values = [v for v in values if all(n.param != v.param for n in new)] + new
        out.append(
            Clause(
                start=rest[0],
                end=rest[1],
                text=text[rest[0] : rest[1]].strip() or lx.SAME_LABWARE.sub("the ", c.text),
                operation=c.operation,
                values=values,
                formats=list(c.formats),
                instruments=list(c.instruments),
                wells=c.wells,
                destinations=list(c.destinations),
            )
        )
    return out


def _blank(piece: str, spans: list[Span]) -> str:
    for a, b in spans:
        piece = piece[:a] + " " * (b - a) + piece[b:]
    return piece


_ADMIN = re.compile(
    r"\b(?:deadlines?|due|reports?|meeting|meets|committee|board|audit|budget|fund(?:s|ing|er)?"
    r"|grants?|costs?|charge|invoice|p\.?o\.?|purchase\s+order|project\s+code|cost\s+cent(?:re|er)"
    r"|thesis|fellowship|review|collaborators?|journal\s+club|christmas|holidays?|consumables"
    r"|booked|booking|slot|milestone|ethics|supervisor|pi\b|ship\s+leaves)\b"
)
"""Words of a request's admin: deadlines, budgets, meetings, cost codes."""
_BOOKING = re.compile(r"\b(?:booked|booking|reserved|reservation)\b")
"""'BioShake + VSpin booked 10:00-10:20': the instruments a booking names run no step there."""
_NAMES = re.compile(r"\b(?:bioshake|thermomixer|kingfisher(?:\s+flex)?|cytomat\s*\w*)\b")
"""Instrument names that also name an operation ('BioShake' shakes) when read alone."""
_SETTING = re.compile(
    r"\d\s*(?:rpm|x\s*g|×\s*g|xg|g\b|µl|ul|ml|°|c\b|min|mins|s\b|sec\w*|h\b|hrs?|hours?|nm)"
)
"""A value with a unit: a sentence that states one is read, whatever else it says."""
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|$)", re.M)


_SAFETY_SENTENCE = re.compile(
    r"\s*(?:careful|caution|warning|danger|watch\s+out|be\s+careful|safety)\b[^\d]*$"
)
_NO_STEP_SENTENCE = re.compile(
    r"\s*(?:question\s+for\s+you|why\s+(?:do|does|did|is|are|would|should|not)\b"
    r"|do\s+you\s+know|what\s+do\s+you\s+think|can\s+you\s+guess)[^.!]*\?\s*$"
    r"|[^.!?]*\b(?:is|are|stays?|remains?|(?:should|will|would|must)\s+(?:be|stay|remain))\s+stable\s+for\b[^.!?]*[.!]?\s*$"
    r"|\s*(?:it|this|the\s+(?:run|program|method))\s+(?:takes|lasts|should\s+take|will\s+take)"
    r"\b[^.!?]*[.!]?\s*$"
)
"""Sentences that ask for no step: a safety warning without values ('Careful, the sealing
plate is HOT'), a question to a student ('why 600 nm and not 260?'), how long a signal keeps
or a run takes ('It takes about an hour and a half')."""

_RUN_TIME_SENTENCE = re.compile(
    r"\s*(?:total|overall|hands[- ]on|walk[- ]?away|(?:approx(?:imate|\.)?\s+|expected\s+)?run"
    r"|processing|instrument)\s*(?:time|duration)\s*(?:[:=~≈]|is|of)?\s*"
    r"(?:about\s+|approx(?:imately|\.)?\s+|ca\.?\s+|~\s*|<\s*|under\s+)?[\d.,]+\s*"
    r"(?:min\w*|h\b|hrs?\b|hours?|s\b|sec\w*)\.?"
    r"(?:\s*(?:\(|,|;|/)[^.!?]*)?\s*[.!]?\s*$"
)
"""'Total time: 25 min.', 'Hands-on time ~10 min': how long the work takes, no setting."""


_DELIBERATION = re.compile(
    r"(?<!\bas\s)(?<!\bas\swe\s)(?<!\bas\sjust\s)"  # not 'as (we) discussed', a reference
    r"\b(?:discussed|considered|floated|asked\s+about|pointed\s+out|went\s+back\s+and\s+forth"
    r"|overkill|not\s+needed|ruled\s+out|rejected|objected)\b"
)
"""Words of a meeting's deliberation: the values around them were weighed, not chosen."""
_LEANING = re.compile(r"\b(?:argued|suggested|wanted|preferred|proposed|worried)\b")
_DECISION = re.compile(r"\b(?:agreed|decision|decided|settled|action\s*\(|attendees)\b")
"""'MO wanted 1200 rpm' weighs a value only in minutes that record a decision; elsewhere
('the PI wanted it read at 450 nm') it may be the request itself."""
_PAST_RESULT = re.compile(
    r"\b(?:last|previous)\s+(?:time|week|run|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|spin|read|seal|shake|incubation|prep|plate|batch|round|attempt)(?:['’]s)?\b"
    r"|\b(?:yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)['’]s\s+(?:run|spin|read|plate"
    r"|prep|batch)\b"
)
"""'last week's yields were 35-60 ng/µL', '(Last week we read straight away ...)', 'on
Tuesday's run'."""
_PAST_TENSE = re.compile(
    r"\b(?:skipped|omitted|forgot|missed|dropped|left\s+out)(?:\s+the)?\s+\w+"
    r"|\b(?:added|spun|sealed|shook|shaken|incubated|transferred|dispensed|pipetted|aliquoted"
    r"|peeled|stored|centrifuged|mixed|used|ran|got|went|was|were|had|did|gave|overflowed"
    r"|leaked|splashed|came|loaded|sat|shook|died|gave|showed|produced|yielded|caused"
    r"|resulted|ended|looked|left|took|needed|seemed|worked)\b"
)
_OPENS_PAST = re.compile(
    r"\s*(?:(?:the\s+)?(?:last|previous)\s+(?:time|run|week|night|month|batch|attempt|round)"
    r"|yesterday['’]s\s+(?:run|spin|read|plate|prep|batch))\b"
    r"(?!\s*(?:[,:]\s*)?(?:we\s+|you\s+)?(?:should|must|need|needs|please|try)\b)"
)
"""'Last run 2,500 x g for 5 min left a loose pellet': a report that opens with the run it
reports on; its values are that run's."""
_GERUND = re.compile(r"\b[a-z]{3,}ing\b")
"""'Reading straight after adding the reagent gave ... last Tuesday': a report's subject."""
_NOW = re.compile(r"\b(?:this\s+time|today|now|instead|from\s+now|going\s+forward)\b")
_FAILED = (
    r"(?:died|overflowed|splashed|saturated|leaked|evaporated|dried\s+out|clogged|cracked|faulted"
    r"|jammed|crashed|stalled|errored(?:\s+out)?|got\s+stuck|broke(?:\s+down)?"
    r"|lifted|came\s+off|fell\s+off|bubbled|foamed|precipitated|clumped|smeared"
    r"|wrinkled|creased|warped|melted|blistered|curled|tore|ripped"
    r"|by\s+mistake|in\s+error|accidentally|mistakenly|wrongly"
    r"|failed|carried\s+over|(?:was|were|came\s+out)\s+(?:\w+\s+)?(?:incomplete|poor|low|weak"
    r"|loose|cloudy|smeary|noisy|variable|inconsistent|wrong|bad|empty|dry|sticky|lumpy"
    r"|too\s+[a-z]+|under-?[a-z]+|over-?[a-z]+|contaminated|uneven|patchy|insufficient)"
    r"|[a-z]+ed\s+(?:poorly|badly|unevenly|incompletely)"  # 'Pellets resuspended poorly'
    # 'Pellet wasn't tight', "the seal didn't hold": what should have happened did not
    r"|(?:was|were)(?:n['’]t|\s+not)\s+(?:\w+\s+)?(?:tight|firm|compact|clear|complete|visible"
    r"|enough|sufficient|stable|good|great|right|flat|even|sealed|dry)"
    r"|(?:did|does)(?:n['’]t|\s+not)\s+(?:hold|stick|pellet|work|clear|come\s+down|spin\s+down"
    r"|settle|seal|mix|dissolve))\b"
)
_FAILURE = re.compile(
    r"(?:\b(?:and|when|as|but)\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2}?"
    rf"\b{_FAILED}(?:\s+(?:into|onto|in|on)\s+(?:the\s+)?[\w-]+(?:\s+wells)?)?"
)
"""What went wrong on an earlier run, with its subject ('the KingFisher overflowed', 'Ligation
efficiency was poor', 'Cells died'): a report that needs the past tense to count."""
_SO = re.compile(
    r",?\s+(?:so|hence|therefore|which\s+is\s+why)\b|,\s*(?:but|and)\s+(?:now|today)\b"
)
"""Where a report of the last run turns into the request ('..., so add 50 µL')."""
_RESULT = re.compile(
    r"\b(?:gave|showed|produced|yielded|returned)\s+(?:[\w~%.,-]+\s+){0,3}?(?:cvs?|signal|rlus?"
    r"|rfus?|cts?|cqs?|yields?|peaks?|background|counts?|readings?|values|results|data)\b"
)
"""'integration at 0.1 s gave CVs of ~18 %': what an earlier run's setting gave."""
_TURNS_NOW = re.compile(r",\s*(?=[^,;]*\b(?:now|this\s+time|today|instead)\b)")
"""Where a report of an earlier run turns to this one after a comma."""
_IMPERATIVE_START = re.compile(
    r"\s*(?:please\s+|then\s+|now\s+)?(?:add|read|spin|centrifuge|shake|seal|peel|incubate"
    r"|transfer|dispense|mix|run|store|retrieve|move|wash|aspirate|measure|pellet|heat|cool"
    r"|load|put|place|take|pipette)\b"
    r"(?!\s+(?:was|were|is|are|has|had)(?:n['’]t)?\b)"  # 'Pellet wasn't tight': a noun
    rf"(?!\s+{_FAILED})"  # 'Seal lifted at the corners': the seal that failed, a noun
)
"""A segment that opens with a step's verb asks for it, whatever it says went wrong."""
_DASH_ONLY = re.compile(r"\s*(?:[-–—]{1,2}|:)\s")
_WHICH_FAILED = re.compile(rf"\b(?:that|which|who|if|unless|in\s+case)\s+(?:\w+\s+)?{_FAILED}")
"""'Repeat the read that failed at 450 nm': the failure names the step to do again."""
_DECIDED = (
    r"\s(?:[-–—]|--)\s|(?<!\d)\.|\.(?!\d)|[!?\n;()]|:\s|"
    r"\s*(?:->|→|=>)|,?\s+so[,:]|,?\s+but\s+(?:we\s+|they\s+)?(?:settled|agreed|decided"
    r"|went\s+with|chose|opted|stay(?:ed)?\s+with|kept)\b"
)
_SEGMENT = re.compile(rf"\([^()]*\)|(?:[^.!?\n;()]|(?<=\d)\.(?=\d))+?(?={_DECIDED}|$)", re.M)
"""A part of minutes: it ends where the decision begins ('2000 x g was floated but we
settled on 1500 x g', '... around 3200, so: Decision 3000 x g')."""


_NARRATED = re.compile(
    r"\s*(?:we|i|they|he|she|(?:our|my|the)\s+[\w-]+)\s+(?:have\s+|had\s+|just\s+)?"
    r"(?:received|got|collected|prepared|made|did|ran|aliquoted|extracted|harvested|sampled"
    r"|plated|seeded|thawed|pooled|diluted|isolated|purified|sent|shipped|brought|obtained)\b"
)
"""'We received 184 serum samples yesterday': what was done before the request."""
_PARTICIPLE_ON = re.compile(
    r"\s*,\s*(?:and\s+)?(?:then\s+)?(?:[a-z]+ed|spun|shaken|split|put|kept|frozen)\b"
)
_ASKS = re.compile(r"\b(?:please|pls|plz|could\s+you|can\s+you|would\s+you|need|want)\b")


def discussion_spans(low: str) -> list[tuple[int, int]]:
    """Parts of minutes that weigh alternatives or report last week's results ('PS asked
    about 160 °C', '(1000 xg was overkill last time, per JL)', '- we discussed 3000 but the
    buckets are rated to 2900'): their values are no settings of this run."""
    out: list[tuple[int, int]] = []
    minutes = _DECISION.search(low) is not None
    for m in _SEGMENT.finditer(low):
        segment = m.group(0)
        if out and segment.startswith("(") and not low[out[-1][1] : m.start()].strip():
            out.append((m.start(), m.end()))  # '... last Friday (CV 18 % in row A)': its numbers
            continue
        weighed = _DELIBERATION.search(segment) is not None
        weighed = weighed or (minutes and _LEANING.search(segment) is not None)
        past = _PAST_RESULT.search(segment) is not None and (
            operation_of(segment) is None
            or (
                _NOW.search(segment) is None
                and (
                    _OPENS_PAST.match(segment) is not None
                    or operation_of(_GERUND.sub(" ", _PAST_TENSE.sub(" ", segment))) is None
                )
            )
        )  # 'Last run the Fluent added 200 µL ...': what was done, not what to do
        # 'Ligation was poor at 16 °C for 30 min.', 'Signal was too low after 5 min, so add
        # ...': a report of the last run, up to where the request begins
        report = _SO.split(segment, maxsplit=1)[0]
        failed = (
            (_FAILURE.search(report) is not None or _RESULT.search(report) is not None)
            and _IMPERATIVE_START.match(report) is None
            and _WHICH_FAILED.search(report) is None
            and _NOW.search(report) is None
            and (  # '... were loose after the last spin at 1,500 x g': that run's values
                _PAST_RESULT.search(report) is not None
                or operation_of(_PAST_TENSE.sub(" ", _FAILURE.sub(" ", report))) is None
            )
        )
        goes_on = (  # '... incomplete last time - we did it on the old mixer at 37 °C': the
            bool(out)  # same report after a dash
            and out[-1][1] >= m.start() - 4
            and _DASH_ONLY.match(low[out[-1][1] : m.start()] + segment) is not None
            and _PAST_TENSE.search(segment) is not None
            and _NOW.search(segment) is None
            and _IMPERATIVE_START.match(segment.lstrip(" -–—:")) is None
        )
        told = (
            _NARRATED.match(segment) is not None
            or (
                bool(out)  # '..., aliquoted across 2 plates': the same story goes on
                and not low[out[-1][1] : m.start()].strip()
                and _PARTICIPLE_ON.match(segment) is not None
            )
        )
        told = told and _NOW.search(segment) is None and _ASKS.search(segment) is None
        turn = _TURNS_NOW.search(segment)
        request = _SO.search(segment)  # 'Signal was near background last time, so please
        if request is not None and _ASKS.search(segment, request.end()) is None:  # raise ...'
            request = None
        if past and not weighed and turn is None and request is not None:
            out.append((m.start(), m.start() + request.start()))
        elif past and not weighed and turn is not None:  # 'last week used 1 s, switch to 1 s
            out.append((m.start(), m.start() + turn.start()))  # now': the report ends there
        elif weighed or past or goes_on or told:
            out.append((m.start(), m.end()))
        elif failed:
            out.append((m.start(), m.start() + len(report)))
    return out


_LOADED = re.compile(
    r"(?:^|(?<=[.!?;]\s)|(?<=\n))[^.;!?\n]*?"  # the whole sentence: its subject too
    r"\b(?:should|will|must|need\s+to|have\s+to)\s+(?:already\s+)?be\s+(?:already\s+)?"
    r"(?:loaded|prepared|placed|set\s+up|filled|in\s+place)\b[^.;!?\n]*"
    r"|\bhaving\s+(?:already\s+)?been\s+(?:loaded|prepared|placed|set\s+up|filled)\b[^.;!?\n]*"
)
"""'The wash and elution plates should already be loaded by the TA': someone else's set-up."""
_LOADING = re.compile(
    r"(?:^|(?<=[\n.;:]\s)|(?<=[\n.;:]))\s*(?:\d{1,2}[.)]\s*)?load\s+(?:all\s+)?(?:the\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:plates?|tip\s*combs?|samples?)\b"
    r"(?:(?![,;]?\s*(?:then|and\s+(?:then\s+)?(?:run|start)))[^.;!?\n])*"
)
"""'Load the prepared plates and tip comb': loading a bead processor by hand, before its run."""


_DONE_STEP = re.compile(
    r"(?<!\bonce\s)(?<!\bwhen\s)(?<!\bafter\s)(?<!\buntil\s)(?<!\bsoon\sas\s)"
    r"(?:(?<=^)|(?<=[.;:,(]\s)|(?<=\n)|(?<=\band\s))"
    r"(?:the\s+)?(?:first|second|third|last|previous|earlier|other)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:spin|seal|read|shake|incubation|transfer|addition|wash|run|step|program|cycle)s?\s+"
    r"(?:is|are|was|were|has\s+been|have\s+been)\s+(?:already\s+)?"
    r"(?:done|finished|complete|completed|over|through|fine|ok)\b[^.;!?\n]*?"
    r"(?=\s+and\s+(?:then\s+)?(?:spin|seal|read|shake|add|transfer|run|incubate)\b|[.;!?\n]|$)"
)
"""'the first spin is done and the lysates are neutralized': a step of the run behind us."""
_ALREADY_SET = re.compile(
    r"\d+(?:[.,]\d+)?\s*(?:°\s*c\b|c\b|rpm\b|x\s*g\b|%\s*co2\b)\s*(?:is|are)\s+(?:already\s+)?"
    r"(?:set|on|there|reached|running|programmed)\b(?:\s+already\b)?"
)
"""'37 °C is already set': a setting the instrument holds, not one this run gives it."""
_OPTIONAL = re.compile(
    r"(?:^|(?<=[.;!?]\s)|(?<=\n)|(?<=[,;]\s))[^.;!?\n,]*?\b(?:is|are)\s+optional\b[^.;!?\n,]*"
)
"""'an extra spin is optional': a step the scientist does not ask for (with no setting)."""
_FAULTED_ON = re.compile(
    r"\b(?:faulted|aborted|stopped|tripped|alarmed|timed\s+out|errored)\b[^.;!?\n]*?"
    r"\bon\s+the\s+(?:first|second|third|last|previous)\s+[\w-]+"
)
"""'... faulted ('Error 3: lid', 09:12) on the second spin': where an earlier run stopped."""


_ADDED_STATE = re.compile(
    r"(?:(?<=^)|(?<=[.;:,(]\s)|(?<=[:(])|(?<=\n))(?:the\s+)?"
    r"(?:(?!then\b|and\b|to\b|be\b|please\b)[a-z][\w-]*\s+){1,3}?"
    r"(?:is\s+|was\s+|were\s+|has\s+been\s+|have\s+been\s+)?(?:already\s+)?"
    r"(?:added|pipetted|dispensed)(?:\s+(?:and|&)\s+(?:heat[- ])?sealed)?"
    r"(?:\s+(?:by\s+hand|manually|earlier|before|already))?(?=\s*[,.;)\n]|\s+and\s|$)"
)
"""'stop solution added, VSpin ...', '(stop solution already added by hand)', 'all pipetted
and sealed': the plate's state, no addition (a volume would make it one: '50 µL added')."""


_HAS_SAT = re.compile(
    r"\b(?:has|have|had)\s+(?:already\s+)?(?:sat|been\s+sitting|stood|been\s+standing|rested"
    r"|been\s+incubat\w+|incubated|been\s+on\s+the\s+bench)\s+(?:for\s+)?(?:about\s+|~\s*)?"
    r"\d+(?:\.\d+)?\s*(?:s|sec\w*|min\w*|h|hrs?|hours?)\b"
    r"|\b(?:is|are|stays?|remains?|(?:should|will|would|must)\s+(?:be|stay|remain))\s+stable\s+for\s+(?:about\s+|up\s+to\s+|~\s*)?"
    r"(?:\d+(?:\.\d+)?|an?|one)\s*(?:s|sec\w*|min\w*|h|hrs?|hours?)\b"
)
"""'the plate has sat 10 min', 'the colour is stable for about an hour': time already spent,
or how long a read-out keeps; no wait of the workcell."""


def setup_spans(low: str) -> list[tuple[int, int]]:
    """Set-up done by hand or by someone else around a bead processor's run (see
    :data:`_LOADED`, :data:`_LOADING`), and steps said to be done already or where a run
    stopped (:data:`_DONE_STEP`, :data:`_FAULTED_ON`): no step of the workcell."""
    out = [
        (m.start(), m.end())
        for m in _LOADED.finditer(low)
        if operation_of(m.group(0).replace("load", " ")) is None
    ]
    out += [(m.start(), m.end()) for m in _DONE_STEP.finditer(low)]
    out += [(m.start(), m.end()) for m in _ALREADY_SET.finditer(low)]
    out += [(m.start(), m.end()) for m in _ADDED_STATE.finditer(low)]
    out += [  # not 'only after the plate has incubated 30 min': a step to run first
        (m.start(), m.end())
        for m in _HAS_SAT.finditer(low)
        if not re.search(
            r"\b(?:after|once|when|until|till|before|as\s+soon\s+as)\b[^.;]*$",
            low[max(0, m.start() - 120) : m.start()],  # the subject may carry an aside
        )
    ]
    for m in re.finditer(r"\bthaw", low):  # 'thaw enzyme for tomorrow': bench work
        prep = BENCH_PREP.match(low, m.start())
        if prep is not None:
            end = re.search(r"[.;\n]|$", low[prep.end() :])
            out.append((m.start(), prep.end() + (end.start() if end else 0)))
    out += [
        (m.start(), m.end()) for m in _OPTIONAL.finditer(low) if not _SETTING.search(m.group(0))
    ]
    for m in _FAULTED_ON.finditer(low):  # from the sentence's start: 'the 5424 R faulted ...'
        start = max(low.rfind(". ", 0, m.start()) + 2, low.rfind("\n", 0, m.start()) + 1)
        start = max(start, low.rfind(": ", 0, m.start()) + 2)
        out.append((start, m.end()))
    if re.search(r"\bkingfisher|\bkf\b|bead\s+processor|magnetic\s+particle", low):
        out += [
            (m.start(), m.end())
            for m in _LOADING.finditer(low)
            if operation_of(m.group(0).replace("load", " ", 1)) is None
        ]
    return out


_DECIDES = re.compile(r"\b(?:go(?:ing)?\s+with|use|agreed|decided|decision|let'?s|final)\b")
"""A decision ('PI: go with Ana's number, 3 min'): with a setting, a request, never admin."""


def admin_spans(low: str) -> list[tuple[int, int]]:
    """Sentences about a request's admin and nothing the workcell does ('The audit committee
    meets next Thursday', 'the budget is roughly €400', 'My report is due on the 31st'):
    their numbers are dates and money, no settings."""
    out = []
    for m in _SENTENCE.finditer(low):
        sentence = m.group(0)
        asks = operation_of(sentence) or _implied(sentence)
        told = _ADMIN.search(sentence) or _NO_STEP_SENTENCE.match(sentence)
        booked = (
            _BOOKING.search(sentence)
            and not operation_of(_NAMES.sub(" ", sentence))
            and not _SETTING.search(sentence)  # '(note was: 1,000 rpm, 5 min)' is read
        )
        timed = _RUN_TIME_SENTENCE.match(sentence)  # 'Total time: 25 min.'
        decided = _SETTING.search(sentence) and _DECIDES.search(sentence)
        if (
            (told and not asks and not decided)
            or booked
            or timed
            or _SAFETY_SENTENCE.match(sentence)
        ):
            out.append((m.start(), m.end()))
    return out


PLACED_ON = re.compile(
    r"\s*(?:then\s+|and\s+)?(?:put|place|load|set)\s+(?:the\s+|it\s+|them\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:on|onto|into|in)\s+(?:the\s+)?[\w -]+$"
    r"|\s*(?:so\s+|okay\s+|ok\s+|um\s+|uh\s+)*(?:take|grab|get)\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:plate|block|tubes?|strip)\s*$"
)
"""'put the plate on the OT-2': the deck the next step runs on, not a step of its own."""

DONE_ON = re.compile(
    r"\s*(?:then\s+|and\s+|please\s+|pls\s+)?(?:do|perform|carry\s+out|run)\s+"
    r"(?:(?:the|these|this|that|all|it|everything|of|them|those|both|rest|steps?|additions?"
    r"|transfers?|pipetting|dispens\w*|liquid[- ]handling|work|part|plate\s+work)\s+){0,4}"
    r"(?:on|using|with|in)\s+(?:the\s+|our\s+)?[\w -]+[\s.:!]*$"
)
"""'Do on the STAR:', 'do the additions on the Flex': the deck the steps run on, not a step."""

BARE_RUN = re.compile(
    r"\s*(?:then\s+|and\s+|now\s+|please\s+|pls\s+)?(?:run|start|execute|launch)"
    r"(?:\s+(?:it|this(?:\s+one)?|these|them|both\s+steps|everything|all\s+of\s+(?:it|this|them)"
    r"|v\d+(?:\.\d+)?|main\(\)(?:\s+from\s+this)?|this\s+(?:worklist|script|protocol|method)"
    r"|the\s+(?:following|below|script|worklist)(?:\s+(?:program|protocol|method|steps?))?"
    # 'Please run the revised method', 'run the corrected protocol exactly as written'
    r"|(?:the|this|that)\s+(?:(?:revised|corrected|updated|amended|new|final|changed|added"
    r"|modified)\s+)+(?:[\w-]+\s+){0,2}?(?:method|protocol|program(?:me)?|version|steps?|setup"
    r"|set-up|procedure|workflow|extraction|cleanup|clean-up|qc|addition|readout|read|assay"
    r"|settings)(?:\s+(?:exactly\s+)?as\s+(?:written|described|above|stated))?))?"
    r"(?:\s+(?:here|now|today|for\s+today|please|pls|on\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2}))*"
    r"[\s:.>!-]*$"
)
"""'run: 95 °C 30 s; ...', 'run -> 150 ul ...', 'h2. Run', 'Run this on the Biomek i5 please',
'run now', 'Run both steps on the workcell': the words that start (or hand over) what the
text asks, no step of their own ('run it again', 'Run Day 2' are not these)."""

INCIDENT = re.compile(
    r"\b(?:aborted|crashed|failed|faulted|died|tripped|froze|jammed|timed\s+out|halted\s+with)\b"
)
"""'run aborted after 3 of 12 columns': what went wrong last time, not a step to run."""
