"""Which operation a piece of an intent asks for: the verbs of each operation (the earliest
match wins), and the operation a verb-less piece's values imply ('5424R 13k x g 5 min' is a
spin, '200 µL of reagent' an addition, '10 min RT' a wait)."""

from __future__ import annotations

import re

from bioproagent.intent import lexicon as lx

# -- operations a clause can ask for: (operation, pattern); the earliest match wins ---------
_CLAUSE_OPS: list[tuple[str, str]] = [
    (
        "run_qpcr",
        r"\bq-?pcr\b(?!\s*(?:plates?|reactions?|mix|master|set-?up|primers?|reagents?|assay plate))"
        r"|real[- ]time pcr|quantitative pcr|\bcfx\s?384\b|\bcfx(?=\s*(?::|$))",
    ),
    (
        "run_pcr",
        rf"(?<!well )(?<!well-)(?<!skirted )(?<!each )(?<!every ){lx.NOT_A_PLATE}"
        rf"\bpcr\b{lx.NOT_AN_ID}"
        r"(?!\s*(?:plates?|strips?|tubes?|products?|amplicons?|clean\w*|purif\w*|set-?up"
        r"|master|mix|reactions?|reagents?))|thermocycl(?!ers?\b)\w*|thermal[- ]?cycl(?!ers?\b)\w*"
        r"|(?<!isothermal )amplif\w*"
        # 'then onto the cycler', 'cycler after': the step the cycler is named for
        r"|(?:\bonto\s+|\binto\s+|\bto\s+|^\W*(?:then\s+)?|\bthen\s+)(?:the\s+)?"
        r"(?:thermo|thermal[- ]?)?cyclers?\b"
        r"(?=\s*(?:[.,;:!]|$|\s+(?:next|after|afterwards|then|last|now)\b))"
        r"|\bcycl(?:e|es|ed|ing)\b(?! of mixing)"
        r"(?!\s*(?:at|with|of|using)\s+\d[\d.,]*\s*(?:µl|ul|μl|microlit\w*|ml\b))",  # a mix's
    ),
    ("run_assay", lx._ASSAY["capillary_electrophoresis"]),
    ("run_program", r"kingfisher|bead[- ]?(?:based\s+)?clean[- ]?ups?|magnetic beads?|\bspri\b"),
    ("run_program", r"ampure|bead[- ]purif\w*"),
    (
        "magnetic_separation",
        r"\bon\s+(?:the\s+|a\s+|its\s+)?(?:[\w-]+\s+){0,2}?magnet(?:ic\s+(?:stand|plate|rack|block))?\b"
        r"(?!\s+(?:is|was|are|were|already|still)\b)"
        r"|\bmagnetic separation\b|\bmagnet\s+(?:stand|plate|rack|block)\b"
        # 'then magnet for 3 minutes': the noun used as a verb, with its time
        r"|\bmagnet(?:i[sz]e)?\s*[,:]?\s+(?:it\s+|them\s+)?(?:for\s+)?(?:\d+|one|two|three|five|ten)\b"
        # 'Magnet, 2 min, on the i5', 'Magnet on the Biomek i7 for 3 min': a step's first word
        r"|^\W*(?:\d+[.)]\s*)?magnet\b(?!\s+(?:is|was|are|were|already|still)\b)"
        r"|^\W*(?:[\w-]+\s+){0,2}magnet\s*$",  # a form's key: 'i7 magnet: 2 min'
    ),
    (
        "retrieve",
        r"\b(?:move|moved|bring|brought)\b[^.;]*?\bout\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:hotel|store|fridge|freezer|incubator|cytomat\w*|2c4\d\d|stacker|carousel)\b"
        r"(?![^.;]*\b(?:into|to)\s+the\s+(?:[\w-]+\s+){0,2}?(?:hotel|store|fridge|freezer))"
        # "it's in the hotel - pull it": where the plate is, then the retrieve
        r"|(?:\b(?:is|are|sits?|sitting)|'s)\s+in\s+the\s+(?:[\w-]+\s+){0,3}?"
        r"(?:hotel|store|fridge|incubator|cytomat\w*)\b[^.;]{0,12}?"
        r"\b(?:pull|take|get|grab|fetch)\s+(?:it|them)\b(?!\s+(?:back\s+)?(?:in|into)\b)"
        # 'plate in the hotel (slot 3) to be taken out': where it is, then the retrieve
        r"|\bin\s+the\s+(?:[\w-]+\s+){0,2}?(?:hotel|store|fridge|incubator|cytomat\w*|2c4\d\d)\b"
        r"[^.;]{0,30}?\bto\s+be\s+(?:taken|pulled|fetched|retrieved|brought)\s+out\b"
        r"|\bretriev\w*|\b(?:take|taken|took|pull|pulled|get|got|fetch|fetched|grab|grabbed)\b"
        r"[^.;]*?\bout of\b"
        r"|\b(?:take|pull|get|fetch|grab)\s+(?:it|them|the\s+plates?)\s+(?:back\s+)?out\b"
        r"|\b(?:take|pull|get|fetch|remove|collect|grab|pick up)\b[^.;]*?\bfrom\s+(?:the\s+)?"
        r"(?:[\w-]+\s+){0,2}"
        r"(?:hotel|store|fridge|freezer|incubator|cytomat\w*|2c4\d\d|stacker|carousel)\b"
        r"|^\W*(?:[\w-]+\s+){0,3}?(?:plate|plt|plates|block)\s*(?:[-–—:,]\s*)?(?:out\s+of|from)\s+"
        r"(?:the\s+)?"
        r"(?:[\w-]+\s+){0,2}?(?:hotel|cold\s+store|fridge|incubator|cytomat\w*|2c4\d\d)\W*$",
    ),  # 'cell plt out of cytomat': a piece that only says where the plate comes from
    ("move_plate", lx._ASSAY["plate_transfer"] + r"|\bplate\s+transfer\b|\bplate\s+move\b"),
    (
        "move_plate",
        r"\b(?:move|carry|bring|take|shuttle|transfer)\s+(?:it|them|the\s+(?:[\w-]+\s+){0,3}?plates?"
        r"|plates?\s+(?:#\s?)?\d{1,3})\s+"  # 'move plate 3 from the sealer to the hotel'
        r"(?:back\s+|over\s+)?(?:from\s+the\s+[\w\s-]+?\s+)?(?:over\s+)?(?:to|into|onto)\s+the\b"
        r"|\b(?:moved|carried|brought|shuttled|transported|transferred)\s+by\s+the\s+"
        r"(?:[\w-]+\s+){0,3}?(?:arm|robot|pf400|preciseflex|gripper)\b",
    ),
    ("peel", lx._ASSAY["peeling"]),
    (
        "seal",
        # (not a part's seal: 'replace the bucket seals', 'the rotor's O-ring seal')
        r"(?<!remove the )(?<!peel the )(?<!bucket )(?<!rotor )(?<!lid )(?<!door )(?<!rubber )"
        r"(?<!o-ring )\b(?:heat[- ]|re-?)?seal(?:s|ing)?\b(?! remov)"
        r"(?!\s+(?:is|was|were|are|gets?|got|has\s+been|have\s+been|is\s+then)\s+"
        r"(?:peeled|removed|taken\s+off|stripped))"
        r"|\bsealed(?=\s+(?:at|for|with|on|using)\b|\s*\(\s*\d)|^\s*(?:heat[- ])?sealed\b"
        r"|\bheat[- ]sealed\b|\bzap(?:s|ped|ping)?\b(?=[^.;]*?(?:sealer|a4s|\b1\d\d\s*°\s*c))"
        r"|(?<=was )(?:heat[- ])?sealed\b|(?<=were )(?:heat[- ])?sealed\b"
        r"|(?<=then )(?:heat[- ])?sealed\b|(?<=be )(?:heat[- ])?sealed\b|\bre-?sealed\b",
    ),
    (
        "spin",
        r"(?<!only )centrifug\w*(?!\s+(?:approved|allowed|permitted|validated|qualified)\b)"
        r"|\bspin(?:s|ning)?\b|\bspun\b|\bwhizz?(?:es|ed|ing)?\b|\bmicrofuge\b"
        r"|\b(?:in|into)\s+the\s+spinner\b"  # 'quick whizz at 1000 g', 'bung it in the spinner'
        r"|(?<!the )(?<!cell )(?<!lyse )(?<!resuspend )\bpellet(?:ed|ing)?\b(?!\s+in\b)"
        r"(?!\s+(?:was|were|is|are|looked|looks|came|stayed)\b)"  # 'pellet was loose': a noun
        r"|\bpellets\b(?=\s+(?:the|cells|it|them|at|for)\b)"  # 'bacterial pellets' is a noun
        r"|\bpellet(?:ed|ing)\s+in\s+(?:the|a)\s+(?:[\w-]+\s+){0,3}?(?:micro)?centrifuge\b",
    ),
    (
        "read_absorbance",
        r"absorbance|\bod\s?\d{3}\b|optical density|\ba\d{3}\b"
        r"|\b(?:read|measure|check|take|get|record)\w*\s+(?:the\s+|an\s+)?ods?\b"
        r"|\bods?\s+(?:read|reading|measurement)s?\b",  # 'check OD of the cultures': asked
    ),
    ("read_fluorescence", r"fluorescen\w*|\bexcitation\b|\bex\s*/\s*em\b"),
    (
        "read_luminescence",
        r"luminescen\w*|\bread\s+(?:the\s+)?(?:firefly|renilla|nanoluc|luciferase)\b",
    ),  # 'read firefly with 1 s integration', then 'read Renilla' (Dual-Glo)
    (
        "read",
        r"\bread(?:s|ing)?\b|\bmeasure\w*|\bplate reader\b"
        r"|\b(?:goes|go|going|gets?)\s+(?:back\s+)?(?:on|onto|to|into|in)\s+the\s+(?:plate\s+)?reader\b",
    ),  # 'peel it before it goes to the reader': the read
    (
        "shake",
        r"thermomix\w*|\bshak(?:e|es|ing|en)\b|bioshake|\bagitat\w*|\borbital\b"
        r"|\b(?:put|place|leave|set|pop|stick|bung|chuck|whack|slap)\b[^.;]*?\b(?:on|onto)\s+"
        r"(?:the|a)\s+(?:plate\s+|orbital\s+)?shaker\b"
        r"|\d\s*(?:s|secs?|seconds?|min|mins|minutes?)\s+on\s+(?:the|a)\s+(?:plate\s+|orbital\s+)?shaker\b"
        # '20 min at 37 °C on the shaker (700 rpm)': the shaker and a speed
        r"|\bon\s+(?:the|a)\s+(?:plate\s+|orbital\s+)?(?:thermo-?)?shaker\b(?=[^.;]{0,40}\d\s*rpm\b)"
        r"|\d\s*rpm\b(?=[^.;]{0,40}\bon\s+(?:the|a)\s+(?:plate\s+|orbital\s+)?(?:thermo-?)?shaker\b)",
    ),
    (
        "mix",
        rf"{lx.MIX_NOUN_GUARD}\bmix(?:es|ed|ing)?\b(?! of)|up and down|{lx.MIX_AFTER_TO}"
        rf"|(?!{lx.RESUSPEND_IN})resuspend\w*"
        r"|triturat\w*",
    ),
    (
        "transfer",
        r"\btransfer\w*(?!\s+(?:station|position|nest|slot|table|hotel))"
        r"|\bpipett(?:e|es|ed|ing)\b(?! up)(?![ -]mix)"
        r"|\bdispens\w*|\baliquot(?!s\b)\w*"  # 'plasma aliquots' are samples
        r"|\badd(?:s|ed|ing)?\b|\baddition\s+of\b|\bdistribut(?:e|es|ed|ing)\b|\bstamp\w*|\bcombined?\b|\bfill\w*"
        r"|\bstop(?:s|ped|ping)?\b(?=[^.;]*?\bwith\s+\d)"  # 'stopped with 50 µL of H2SO4'
        r"|\btop up\b|\belut(?:e|ed|ing)\s+(?:in|with|into)\s+\d"  # 'elute with 20 µL water'
        rf"|{lx.REMOVAL}"  # 'discard the supernatant', 'aspirate the medium': to waste
        rf"|{lx.GIVE_VOLUME}|{lx.RESUSPEND_IN}"
        r"|\bseed(?:s|ed|ing)?\b(?=[^.;]*\d\s*(?:µl|ul|ml|microlit))",
    ),
    (
        "incubate",
        r"\bincubat(?!or)\w*"
        r"|(?<!without )(?<!no )\bheat(?:s|ed|ing)?\b(?![- ]seal)(?![- ]shak)(?!\s+lid\b)"
        r"|\b(?:heat[- ])?inactivat(?:e|ion)\b"  # 'Enzyme inactivation 65 °C 20 min'
        r"|\bwarm\b"
        r"|\bcool\b|\bchill\b"
        r"|\b(?:put|place|leave|keep)\b[^.;]*?\bincubator\b|\binto\s+the\s+incubator\b|\bthaw\w*"
        r"|(?<!been )\bequilibrat\w*"  # "it has been equilibrated": done, no step
        r"|\b(?:let|leave)\b[^.;]*?\b(?:stand|sit|rest)\b|(?<!not\s)(?<!n't\s)(?<!never\s)\bwait(?:ing)?\b"
        r"|^\W*(?:then\s+)?(?:heat[- ])?denature\b(?![^.;]*\bcycles?\b)"  # 'Denature at 95 °C'
        r"(?=[^.;\n]*\d\s*(?:°|ºc|c\b|deg|min|s\b|sec|h\b))"
        # 'let it bind for 5 min'
        r"|\blet\s+(?:it|them|the\s+(?:beads|sample|samples|plate|reaction))\s+bind\b"
        # 'let it come to room temperature for 20 min'
        r"|\b(?:let|allow)\s+(?:it|them|the\s+[\w-]+)\s+(?:to\s+)?come\s+(?:up\s+)?to\s+(?:room\s+temp|rt\b)"
        r"|\blet\s+(?:the\s+)?(?:reaction|plate|it|cells|signal|colou?r|assay)\s+(?:run|develop"
        r"|proceed|go|react)\b"
        r"|\bleave\b[^.;]{0,40}?\b(?:at\s+(?:room\s+temp\w*|rt)|on\s+the\s+bench)\b"
        r"(?=[^.;]*\d\s*(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\b)"
        r"|\b(?:needs?|requires?|give\s+it|leave\s+it)\s+(?:an?\s+|another\s+|a\s+further\s+)?"
        r"\d+(?:\.\d+)?\s*(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\b"
        r"(?![^.;]*(?:x\s*g\b|×\s*g|\bxg\b|\brcf\b|\brpm\b|\bshak|\bspin|\bcentrifug))"
        r"|\b(?:sit|sits|sitting|stand|stands|rest|rests|leave|leaving|(?<=\bhas\s)sat"
        r"|(?<=\bthen\s)left|(?<=\bbeen\s)left|(?<=\band\s)left|^\s*left(?=\s+for\s+\d)"
        r"|stay(?:s|ing)?(?=\s+(?:for\s+)?(?:\d|at\b|on\b|in\b)))\b"
        r"(?=[^.;]*\b(?:room temp\w*|rt|\d+\s*(?:s|sec\w*|min\w*|h|hrs?|hours?)|overnight)\b)",
    ),
    (
        "store",
        r"\bstor(?:e|ed|es|ing)\b|(?<!for )(?<!for long-term )\bstorage\b|cold storage|fridge"
        rf"|{lx.REFRIGERATED}|freezer"
        r"|\b(?:park|put|place|keep|leave|return|stick|pop|bung|chuck|whack|slap|stack)(?:s|d|ed"
        r"|ing)?\b[^.;]*?\b(?:hotel|store|fridge|freezer|2c425|cytomat\s*24)\b"
        # a piece that only names the store, after 'then' or an arrow: '..., then hotel'
        r"|^\W*(?:(?:and\s+)?then\s+|finally\s+|and\s+)?(?:the\s+)?(?:plate\s+|cold\s+|fridge\s+)?"
        r"(?:hotel|cold\s+store|fridge)\W*$"
        r"|\bpark(?:s|ed|ing)?\b(?!\s+(?:position|nest|slot|lot|and\s+ride))"  # 'park it'
        r"|\b(?:back\s+)?(?:in|into)\s+the\s+(?:[\w-]+\s+){0,3}?"
        r"(?:fridge|freezer|cold store|hotel)\b"
        # 'then back to hotel', 'back in 2c425'
        r"|\bback\s+(?:in|into|to)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:hotel|store|fridge|2c425|cytomat\s*24)\b"
        r"|\bback\s+(?:in|into|to)\s+the\s+(?:[\w-]+\s+){0,2}?(?:cytomat\w*|hotel|cold\s+store"
        r"|plate\s+(?:store|fridge))\b"
        # 'return the plate to the Cytomat 24', 'send it to the plate hotel', 'goes to the hotel'
        r"|\b(?:return|send|go|goes|going|went)(?:s|ed|ing)?\b[^.;]*?\bto\s+the\s+(?:[\w-]+\s+){0,2}?"
        r"(?:hotel|store|fridge|freezer|cytomat\w*|2c4\d\d)\b"
        # 'read it and put it back (in)': back where the plate came from
        r"|\bput\s+(?:it|them|the\s+(?:[\w-]+\s+){0,2}?plates?)\s+back(?:\s+in)?"
        r"(?=\s*(?:$|[.;,)!]|\band\b|\bthen\b|\bafterwards\b))",
    ),
]
OP_PATTERNS = [(op, re.compile(p)) for op, p in _CLAUSE_OPS]


FORCE = re.compile(r"\d\s*k?\s*(?:x|×)\s*g\b|\d\s*xg\b|\d\s*rcf\b")


_WAIT_WORDS = re.compile(
    r"(?<![a-z])\d+(?:\.\d+)?\s*(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\b|\bo/n\b"
    r"|\bovernight\b|-?\d+(?:\.\d+)?\s*(?:°\s*)?c\b|\brt\b|\broom\s+temp\w*|\bambient\b"
    r"|\b(?:in\s+the\s+)?dark\b|\b(?:at|in|@|on\s+the\s+bench)\b|@"
)
_DURATION = re.compile(
    r"(?<![a-z])\d\s*(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)\b|\bo/n\b|\bovernight\b"
)


_WAIT_MARK = re.compile(r"\brt\b|\broom\s+temp\w*|\bambient\b|\bdark\b|\bo/n\b|\bovernight\b")


def _times_only(text: str) -> bool:
    """Whether ``text`` holds a time and nothing but times, temperatures and 'RT' words."""
    rest = _WAIT_WORDS.sub(" ", text)
    return bool(_DURATION.search(text)) and not re.search(r"[a-z\d]", rest)


def _a_wait(text: str) -> bool:
    """A piece that holds only a time and 'RT', 'overnight' or 'in the dark' (and perhaps a
    temperature): '10 min RT', 'o/n 4 °C' -- a wait (an incubation) in notebook shorthand.
    A bare '10 min, 4 °C' is not one: it is more often the rest of a spin's settings."""
    return _times_only(text) and bool(_WAIT_MARK.search(text))


_WARM = re.compile(r"-?\d+(?:\.\d+)?\s*(?:°\s*)?c\b")


def only_wait_values(text: str) -> bool:
    """A piece of its own (after an arrow, a semicolon, 'then') that holds only a time and
    perhaps a temperature or 'RT' ('-> 37 °C 3 h ->', '-> o/n 37 °C'): a wait. Within a
    comma list the same words may be a step's settings, so :func:`_a_wait` is stricter."""
    text = re.sub(r"^\s*(?:back\s+in|then|and|next)\b[\s,]*", "", text)
    if _WARM.search(text):  # '37C for 1 h 30 min': a temperature held for a time
        text = re.sub(r"\bfor\b", " ", text)
    return _times_only(text)


_BARE_G = re.compile(lx.BARE_G)
_TIMED_BARE_G = re.compile(
    r"\W*" + lx.BARE_G + r"\s*,?\s*(?:for\s+)?\d+(?:\.\d+)?\s*(?:s|secs?|seconds?|mins?|minutes?)\b"
    r"[\s,;.]*$"
)
"""A piece that is only a force in bare g and a time ('1k g 1 min'): a spin, not grams."""
_CENTRIFUGE_NAME = re.compile(
    r"\b(?:v-?spin|hig\s?4|5810\s?r?|5424\s?r?|(?:micro)?centrifuge|microfuge)\b"
)


_SPEED = re.compile(r"(?<![\w.])\d[\d,.]*\s*k?\s*rpm\b")
_SHAKER = re.compile(r"\brock(?:s|ed|ing)?\b|shaker|thermomix|\borbital\b")
_EX_EM = re.compile(r"\W*(?:then\s+)?(?:excitation|ex\.?)\s*:?\s*\d{3}\s*(?:nm)?\b")
_LEFT_OVERNIGHT = re.compile(
    r"^\W*(?:and\s+)?(?:then\s+)?(?:leave|let)\s+(?:it|them|the\s+plates?|plates?)\b[^.;]*?"
    r"\b(?:overnight|o/n)\b"
)


def _implied(text: str) -> str | None:
    """The operation a verb-less piece's values imply ('5424R 13k x g 5 min': a spin; '200
    µL of working reagent': an addition; 'put it back at 37 °C': an incubation; '10 min RT':
    a wait)."""
    if (
        FORCE.search(text)
        or (_BARE_G.search(text) and _CENTRIFUGE_NAME.search(text))
        or _TIMED_BARE_G.match(text)
    ):
        return "spin"  # 'VSpin 500 g 1 min', '→ 1k g 1 min →': a bare g with a spin's time
    if _a_wait(text) or (
        _DURATION.search(text) and re.search(r"\b(?:cytomat\w*|incubator)\b", text)
    ):
        return "incubate"  # '10 min RT', '2 h 37 °C in Cytomat again'
    if re.search(r"\b(?:put|place|pop|stick|send)\w*\s+(?:it|them|the\s+plates?)\s+back\b", text):
        return "incubate"
    if _SPEED.search(text) and _SHAKER.search(text) and not _CENTRIFUGE_NAME.search(text):
        return "shake"  # 'rock 15 min at 300 rpm on the plate shaker'
    if _EX_EM.match(text):
        return "read_fluorescence"  # 'excitation 340 nm emission 460 nm'
    if _LEFT_OVERNIGHT.search(text):
        return "incubate"  # 'leave the plate on the bench overnight'
    if PROGRAM_ON_KF.search(text):
        return "run_program"  # "KF Flex, prog 'MagMAX_mirVana_Flex'"
    if re.search(
        r"(?<![a-z\d])\d+(?:\.\d+)?\s*(?:µl|ul|ml)\b(?!\s*(?:final|total|reactions?|rxns?)\b)",
        text,
    ) and not holds_only(text):  # not '(384-well, 20 µL final)': the reaction's size
        return "transfer"
    return next((op for rx, op in _DEVICE_LEADS if rx.match(text)), None)


_HELD = re.compile(
    r"\b(?:products?|samples?|lysates?|reactions?|rxns?|cells|eluates?|librar(?:y|ies))\s*"
    r"\(\s*\d+(?:\.\d+)?\s*(?:µl|ul|ml)(?:\s+(?:each|per\s+well))?\s*\)"
)
"""'PCR product (50 µL)', 'the PCR products (50 µL each)': what the wells hold, no addition."""
HELD_HERE = re.compile(
    r"\b(?:is|are|was|were|sits?|sitting)\s+(?:already\s+)?(?:in|on)\b"
    r"|\balready\s+(?:been\s+)?(?:[a-z]+ed|in|on|there|present)\b"
)
"""'... is in columns 1-3 of the PCR plate', 'were already pooled into ...': where a liquid
already is (a verb-less piece), no step."""


_HELD_ASIDE = re.compile(r"\([^()]*\b(?:already|each|per\s+well)\b[^()]*\)")
"""'(50 µL sample, already in)', '(50 µL each)': what the wells hold, said in passing."""


def holds_only(text: str) -> bool:
    """Whether the volumes of a verb-less piece say what wells already hold ('PCR product (50
    µL) is in columns 1-3', 'the products were already pooled ... (50 µL each)'): no addition."""
    rest = _HELD_ASIDE.sub(" ", _HELD.sub(" ", text))
    if not re.search(r"(?<![a-z\d])\d+(?:\.\d+)?\s*(?:µl|ul|ml)\b", rest):
        return rest != text  # every volume says what is there
    return HELD_HERE.search(rest) is not None


PROGRAM_ON_KF = re.compile(
    r"\b(?:kf|kingfisher)(?:\s+flex|_flex)?\b[^.;\n]*\bprog(?:ram(?:me)?)?\b"
    r"|\bprog(?:ram(?:me)?)?\b[^.;\n]*\b(?:kf|kingfisher)(?:_flex)?\b"
)
"""A program beside the KingFisher's name, with no verb ('KF Flex, prog X'): the run."""
_LEAD = r"^\W*(?:the\s+)?"
_DEVICE_LEADS = [
    (re.compile(_LEAD + rx), op)
    for rx, op in (
        # 'ODTC 94 °C 2 min / 32 x (...)': a program (or a hold) on the cycler it names
        (
            r"(?:inheco\s+)?(?:odtc|on-deck\s+therm\w*|thermo?cycler|cycler|cfx(?:\s?-?384)?)\b"
            r"(?=[^.;]*\d\s*(?:°|deg|c\b))",
            "incubate",
        ),
        (r"(?:azenta\s+|brooks\s+)?(?:a4s|(?:heat\s+|plate\s+)?sealer)\b(?=[^.;]*\d)", "seal"),
        (r"(?:azenta\s+|brooks\s+)?(?:xpeel|(?:plate\s+)?peeler|de-?sealer)\b", "peel"),
        (
            r"(?:qinstruments\s+)?(?:bioshake[\w-]*|thermo-?shaker|heater-shaker|(?:plate\s+)?shaker)"
            r"\b(?=[^.;]*\d\s*(?:rpm|k\b))",
            "shake",
        ),
        (  # '5810 R, 3000 x g, 15 mins', 'VSpin 500g 1 min': a spin on the centrifuge named
            r"(?:eppendorf\s+)?(?:5810\s?r?|5424\s?r?|vspin|hig\s?4|(?:plate\s+|micro)?centrifuge"
            r"|microfuge|spinner)\b(?=[^.;]*\d\s*(?:x\s*g|xg|×\s*g|g\b|rcf|rpm))",
            "spin",
        ),
    )
]
"""Device-first shorthand ('a4S 170C 2.5s', 'BioShake 1200 rpm 2 min'): the instrument's
name before its values says what the piece does."""


BENCH_PREP = re.compile(
    r"thaw(?:s|ed|ing)?\s+(?:the\s+)?(?:[\w-]+\s+)?(?:enzymes?|reagents?|buffers?|master\s*mix"
    r"|mm|primers?|standards?|antibod\w+|substrates?|kits?|aliquots?|stocks?|beads|probes?)\b"
    r"(?![^.;\n]*\d\s*°)"
)
"""'thaw enzyme for tomorrow': a reagent readied on the bench (no temperature stated)."""
_NOUN_MIX = re.compile(
    r"\b(?<!post-)(?<!pre-)(?:master|primers?|pair|enzyme|reaction|bead|pcr|rt|probe|dntps?|reagent|sybr|taqman"
    r"|assay|ligation|lysis|buffer|substrate|detection)\s+mix(?:es)?\b"
)
"""'SYBR master mix', 'primer pair mix': a reagent's name, not a mixing step."""
_MIX_REAGENT = re.compile(
    r"\d\s*(?:µl|ul|ml)\s+(?:of\s+)?(?:the\s+)?(?:[\w/-]+\s+){0,2}mix\b(?=[^.;]*?\b(?:into|to|per|in)\b"
    r"|\s*/\s*well)"
    r"|\d\s*(?:µl|ul|ml)\s+of\s+(?:the\s+)?(?:[\w/-]+\s+){1,2}mix\b"
    r"(?!\s+(?:it|them|well|gently|thoroughly|up|\d|by\b|\d+\s*(?:x|times)))"
    r"|\d\s*(?:µl|ul|ml)\s+(?:[\w/-]+\s+){0,2}mix\s*(?=\+\s*\d)"  # '18 µL mix + 2 µL template'
)
"""'10 ul of bead mix into each well', 'then 21 uL of KAPA mix': a volume of a mix (a
reagent) goes somewhere."""
INCUBATOR_STAY = re.compile(
    r"\b(?:back\s+)?(?:in|into)\s+the\s+(?:co2\s+)?(?:incubator|cytomat(?!\s*(?:24|2\s?c\s?425)))\b"
)
_BACK_IN = re.compile(
    r"\b(?:put|place|return|pop|send|stick|load)\w*\s+(?:it|them|the\s+(?:[\w-]+\s+)?plates?)\s+"
    r"back\s+(?:in|into|to)\b|\bback\s+(?:in|into|to)\s+the\s+(?:co2\s+)?(?:incubator|cytomat)"
)
"""'put it back in the incubator': where the plate goes; without a time, no incubation."""
_PICK_OUT = re.compile(r"\b(?:picks?|picked|lifts?|takes?|grabs?)\b[^.;]*?\bout\s+of\b")
"""'the PF400 picks a plate out of the Cytomat 24': the plate leaves the store."""


_ONLY_APPROVED = re.compile(
    r"\b(?:is|are)\s+the\s+only\s+(?:[\w-]+\s+){0,2}?(?:approved|allowed|permitted|validated"
    r"|qualified)\b|\b(?:only|sole)\s+(?:[\w-]+\s+){0,2}?(?:approved|allowed|permitted)\s+(?:for|on)\b"
)
"""'The high-g centrifuge is the only centrifuge approved for this plate': which instrument a
step runs on, not a step of its own."""


_ID_TOKEN = re.compile(r"\b[a-z]+(?:-[a-z0-9]+)*-\d+[a-z]?\b(?!\s*(?:µl|ul|ml|rpm|x\s*g|°|nm))")
"""An identifier made of words and numbers ('SOP-PCR-004', 'plate ELISA-3', 'PCR-0703-1'):
a name, whatever assay word it holds."""


def _without_ids(text: str) -> str:
    return _ID_TOKEN.sub(lambda m: " " * len(m.group(0)), text)


_MAGNET = dict(OP_PATTERNS)["magnetic_separation"]


def operation_at(text: str) -> int | None:
    """Where the words that name the piece's operation start (None: no operation)."""
    text = _without_ids(text)
    found = [m.start() for _, rx in OP_PATTERNS if (m := rx.search(text))]
    return min(found, default=None)


_PIPETTE_TO_MIX = re.compile(
    r"^\W*(?:then\s+)?pipett\w*\s+(?:up\s+and\s+down\s+)?(?:gently\s+)?to\s+mix\b"
)


def operation_of(text: str) -> str | None:
    if _ONLY_APPROVED.search(text):
        return None
    text = _without_ids(text)
    best: tuple[int, int, str] | None = None
    for rank, (name, rx) in enumerate(OP_PATTERNS):
        m = rx.search(text)
        if m and (best is None or (m.start(), rank) < best[:2]):
            best = (m.start(), rank, name)
    if best is None:
        return None
    if best[2] == "transfer" and _PIPETTE_TO_MIX.search(text):
        return "mix"  # 'pipette to mix 5 times with 10 µl': the pipette mixes
    if best[2] == "mix" and _MIX_REAGENT.search(text):
        return "transfer"
    if best[2] == "incubate" and BENCH_PREP.match(text, best[0]) and not _DURATION.search(text):
        return None  # 'thaw enzyme': a reagent readied on the bench, no plate's incubation
    if best[2] == "mix" and _NOUN_MIX.search(text):
        rest = _NOUN_MIX.sub(" reagent", text)  # 'primer pair mix 1 µL': a reagent, no mixing
        if rest != text and dict(OP_PATTERNS)["mix"].search(rest) is None:
            return operation_of(rest) or (
                "transfer" if re.search(r"\d\s*(?:µl|ul|ml)\b", text) else None
            )
    if best[2] in ("incubate", "store", "move_plate") and _MAGNET.search(text):
        return "magnetic_separation"  # 'put on magnet 2 minute': the beads are pulled down
    if best[2] == "move_plate" and _PICK_OUT.search(text):
        return "retrieve"
    if best[2] == "store" and INCUBATOR_STAY.search(text) and _DURATION.search(text):
        return "incubate"  # 'back into the Cytomat, 37 °C, for 4 h': an incubation
    if best[2] == "incubate" and _BACK_IN.search(text) and not _DURATION.search(text):
        return "store"  # 'put it back in the incubator (just store it)': no time, a store
    return best[2]
