"""Word lists and patterns used by :mod:`bioproagent.intent.parser`.

Everything here is data: the parser in :mod:`bioproagent.intent.parser` walks these tables in
order. Patterns are matched against a normalised, lower-cased copy of the intent whose
characters line up one-to-one with the original text (µ/μ -> u, × -> x, dashes -> -).
"""

from __future__ import annotations

import re

from bioproagent.vocab import INJECTION_PATTERNS

NORMALISE = str.maketrans(
    {
        "µ": "u",
        "μ": "u",
        "×": "x",
        "–": "-",
        "—": "-",
        "−": "-",
        "‐": "-",
        "º": "°",
        "\u00a0": " ",
        "\u2009": " ",
        "\u202f": " ",
        **{chr(0x2080 + k): str(k) for k in range(10)},  # 'CO₂': subscript digits
    }
)
"""One-to-one character replacements, so spans in the normalised text fit the original."""

NUMBER_WORDS: dict[str, int] = {
    "one": 1,
    "single": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "twenty-four": 24,
    "thirty": 30,
    "forty": 40,
    "forty-five": 45,
    "forty-eight": 48,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "ninety-six": 96,
    "hundred": 100,
    "thousand": 1000,
}
"""Number words, the one table for every reader of the intent (counts, durations, the
K_i fail-safe)."""
WORD_NUM = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
NUM = r"(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+(?![\d.,])|\d{1,12})(?:\.\d{1,9})?"
"""A plain number: thousands separators ('16,000', '16 000') or not; at most 12 integer
digits."""
NOT_A_PLATE = r"(?<!96 )(?<!384 )(?<!96-)(?<!384-)"
"""Put before 'pcr': '(96 PCR)', '384-PCR' name a plate, not a PCR run."""
SOMEONES_TIME = (
    r"\b(?:he|she|they|i|we|you|[a-z]+)(?:['’](?:s|re|m|ll)|\s+(?:is|are|am|will\s+be|gets?"
    r"|comes?)|(?=\s+ready\b))\s+(?:in|back|here|around|free|off|out|gone|arriving|leaving"
    r"|ready)\s+(?:at|by|until"
    r"|till|from)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?"
    r"(?!\d|[.,]\d|\s*(?:°|c\b|x\b|rpm|min|s\b|h\b|µl|ul|ml|%))"
)
"""'she's in at 3', 'Sam is back by 4 pm', 'MTT plates ready at 11': when someone or something
is around; no step and no setting."""
REJECTING = r"(?:not|instead\s+of|rather\s+than)"
"""Words that turn a value down ('2,000 x g, not 1,500', '600 nm instead of 595')."""
REPLY_PREFIX = r"(?:(?:re|fw|fwd|aw|wg|tr)[ \t]*(?:\[\d+\])?[ \t]*:[ \t]*)+"
"""The reply and forward marks of an e-mail's subject ('Re:', 'Fwd: RE:', 'AW:', 'RE[2]:')."""
UNDECIDED_WORDS = (
    r"might|maybe|perhaps|possibly|probably|checking|to\s+(?:be\s+)?confirm\w*|will\s+confirm"
    r"|not\s+sure|unsure|or\s+was\s+it|tbc|tbd"
)
"""Words of a writer who has not decided ('might need 2000 x g', 'not sure, maybe 160')."""
NANOLITRES = re.compile(r"\d\s*(?:nl|nanolit)", re.IGNORECASE)
"""A volume written in nanolitres ('50 nL'): a dispense an acoustic dispenser makes."""
NOT_AN_ID = r"(?![-_][a-z]*\d)"
"""Put after 'pcr': 'EI-PCR-01', 'PCR-2024' are names of samples or runs, not a PCR."""
NOT_PER_VOLUME = r"(?!\s*/\s*(?:l|dl|ml|µl|ul|kg|mol|well)\b)"
"""'5 g/L' is a concentration; '1000 g / 60 s' is a force and a time."""
BARE_G = rf"(?<![\w.,])(?P<num>{NUM})(?P<k>\s?k)?\s*g\b{NOT_PER_VOLUME}"
"""A force written with a bare 'g' ('2500 g', '1.5k g'): a force only where a spin is meant."""
COUNT = rf"(?:\d{{1,6}}|{WORD_NUM})"

OVERNIGHT_S = 16 * 3600.0
"""'overnight' is read as 16 h."""
ROOM_TEMPERATURE_C = 22.0
"""'room temperature' / 'RT' is read as 22 °C."""

# (canonical unit, multiplier to the canonical unit, unit pattern); first match wins.
UNITS: list[tuple[str, float, str]] = [
    ("cells_ml", 1.0, r"cells?\s*(?:/|per)\s*ml\b"),
    ("cells", 1.0, r"cells?\b"),
    ("ng_ul", 1.0, r"ng\s*/\s*ul\b"),
    ("mg_ml", 1.0, r"mg\s*/\s*ml\b"),
    ("mg_ml", 0.001, r"ug\s*/\s*ml\b"),
    ("ul", 1.0, r"(?:ul|microlit(?:er|re)s?)\b"),
    ("ul", 1000.0, r"(?:ml|millilit(?:er|re)s?)\b"),
    ("ul", 0.001, r"(?:nl|nanolit(?:er|re)s?)\b"),  # '2,000 nL' of compound is 2 µL
    (
        "c",
        1.0,
        r"(?:°\s*c(?:elsius)?\b|°|deg(?:rees?)?\.?\s*c(?:elsius)?\b|degrees?\b|degs?\b|c\b)",
    ),
    ("g", 1.0, r"(?:x\s*g\b|g[- ]force\b|rcf\b)"),
    ("rpm", 1.0, r"rpm\b"),
    ("nm", 1.0, r"(?:nm|nanomet(?:er|re)s?)\b"),
    ("percent", 1.0, r"(?:%|percent\b|per\s?cent\b)"),
    ("s", 0.001, r"(?:ms|msecs?|milliseconds?)\b"),
    ("s", 1.0, r"(?:s|secs?|seconds?)\b"),
    ("s", 60.0, r"(?:min|mins|minutes?)\b"),
    ("s", 3600.0, r"(?:h|hrs?|hours?)\b"),
    ("s", 86400.0, r"days?\b"),
    ("s", 604800.0, r"(?:weeks?|wks?)\b"),
]

# -- assays: (assay, pattern, operations it implies) ---------------------------------------
ASSAYS: list[tuple[str, str, tuple[str, ...]]] = [
    (
        "serial_dilution",
        r"serial(?:ly)?[- ]dilut\w*|dilution series|titration series",
        ("transfer", "mix"),
    ),
    ("elisa", r"\belisa\b", ("transfer", "incubate", "read_absorbance")),
    ("bca", r"\bbca\b|bicinchoninic", ("transfer", "incubate", "read_absorbance")),
    ("bradford", r"\bbradford\b|coomassie", ("transfer", "read_absorbance")),
    (
        "qpcr",
        rf"\b(?:rt-)?qpcr\b{NOT_AN_ID}|real[- ]time pcr|quantitative pcr|\bsybr\b|\btaqman\b",
        ("transfer", "seal", "run_qpcr"),
    ),
    (
        "pcr",
        rf"(?<!well )(?<!well-)(?<!each )(?<!every ){NOT_A_PLATE}\bpcr\b{NOT_AN_ID}"
        r"(?!\s*(?:products?|amplicons?|clean|purif|plates?|strips?|tubes?))"
        r"|thermocycl\w*|thermal cycl\w*|(?<!isothermal )amplif(?:y|ication)",
        ("transfer", "seal", "run_pcr"),
    ),
    (
        "bead_cleanup",
        r"bead[- ]?(?:based\s+)?clean[- ]?ups?|magnetic beads?|\bspri\b|ampure"
        r"|kingfisher|bead[- ]purif\w*",
        ("@bead",),
    ),
    (
        "cell_seeding",
        r"\bseed(?:s|ed|ing)?\b|cells?\s*(?:/|per)\s*well|plate (?:out )?cells",
        ("transfer",),
    ),
    (
        "cell_incubation",
        r"co2|\bcultur(?:e|es|ed|ing)\b|cell incubat\w*|\bgrow(?:s|n|ing)?\b",
        ("incubate",),
    ),
    ("lysis", r"\blys(?:e|es|ed|ing|is)\b", ("transfer", "mix")),
    (
        "clearing_spin",
        r"clear(?:ing)?\s+(?:the\s+)?(?:spin|lysates?)|clarif(?:y|ied|ication)"
        r"|pellet (?:the )?(?:cell )?debris",
        ("spin",),
    ),
    ("normalization", r"normali[sz](?:e|ed|ation|ing)", ("transfer",)),
    (
        "plate_read",
        r"absorbance|\bod\s?\d{3}\b|fluorescen\w*|luminescen\w*|plate reader"
        r"|read (?:the )?plates?",
        (),
    ),
    (
        "sealing",
        r"(?<!remove the )(?<!peel the )\b(?:heat[- ]|re-?)?seal(?:s|ing)?\b(?! remov)",
        (),
    ),
    (
        "peeling",
        r"\bpeel\w*|xpeel|(?<!, )(?<!is )(?<!are )(?<!already )(?<!still )(?<!pcr )(?<!plate )"
        # 'the plate arrives unsealed', 'it was left unsealed': a state, not a peel
        r"(?<!arrives )(?<!arrive )(?<!arrived )(?<!comes )(?<!came )(?<!left )(?<!was )"
        r"(?<!were )(?<!be )(?<!stays )(?<!kept )"
        r"\bun-?seal\w*|\bde-?seal\w*|remove the (?:seal|foil|film)"
        r"|\btak(?:e|es|ing|en)\s+(?:the\s+|its\s+)?(?:[\w-]+\s+)?(?:seal|foil|film|lid)s?\s+off\b"
        r"|\btak(?:e|es|ing|en)\s+off\s+(?:the\s+|its\s+)?(?:[\w-]+\s+)?(?:seal|foil|film|lid)s?\b"
        r"|\b(?:remov(?:e|es|ed|ing|al)|strip(?:ped|ping)?)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+)?"
        r"(?:[\w-]+\s+){0,2}?(?:seal|foil|film)s?\b|\b(?:seal|foil|film)\s+remov(?:al|ed|ing)\b"
        r"|\b(?:seal|foil|film)s?\s+(?:were|was|are|is|get|got|have\s+been|has\s+been)\s+"
        r"(?:removed|peeled|taken\s+off|stripped)\b",  # 'foil seals were removed
        (),
    ),
    (
        "cold_storage",
        r"cold storage|fridge|refrigerat\w*|freezer|stor(?:e|age) at -?\d+\s*°?\s*c",
        ("store",),
    ),
    ("centrifugation", r"centrifug\w*|\bspin(?:s|ning)?\b|\bspun\b|\bpellet\w*", ()),
    ("thermomixing", r"thermomix\w*|\bshak(?:e|es|ing|er)\b|bioshake", ()),
    (
        "capillary_electrophoresis",
        r"capillary electrophoresis|labchip(?![\s_-]*(?:gx[\s_-]*touch[\s_-]*(?:ht)?\s+)?plates?\b)"
        r"|fragment analy\w*"  # 'into the LabChip plate' is labware
        r"|bioanalyzer|\bce\b|\bgx\s*touch\b"
        # a run on a LabChip kit ('run all 96 on the DNA HS assay', 'Run 24 samples (RNA
        # assay)'); a kit named alone ('Kit: HT DNA NGS 3K') is the run's setting, no run
        r"|\b(?:run|analy[sz]\w*)\b[^.;\n]*?\b(?:(?:ht\s+)?(?:dna|rna)\s+(?:1k|5k|12k|hs"
        r"|high[- ]sensitivity|ngs\s*3k|pico)\b|rna\s+assay\b|protein\s+express\b)",
        ("run_assay",),
    ),
    (
        "plate_transfer",
        r"(?:move|transfer|carry|bring)\s+(?:the\s+|each\s+|all\s+)?"
        r"(?:\w+\s+)?plates?\s+(?:to|into|onto|from|back)\b|robot(?:ic)? arm|plate mover|pf400",
        ("move_plate",),
    ),
]

_ASSAY = {name: pattern for name, pattern, _ in ASSAYS}

NUCLEIC_END = (
    r"[ \t]*-?[ \t]*(?:end|utr|overhang|phosphate|cap|flank|terminus|primer|adapter|adaptor"
    r"|tail|biotin|fam|hex|label|modification)s?\b"
)
"""What follows a 5' or 3' that names a strand end ('the 5' adapter', '3'-UTR'), not minutes."""
MIX_NOUN_GUARD = (
    r"(?<!master )(?<!master-)(?<!to )(?<!reaction )(?<!rxn )(?<!pcr )(?<!enzyme )(?<!primer )"
)
"""'master mix', 'reaction mix', 'enzyme mix': a reagent, not the verb 'mix'."""
MIX_AFTER_TO = (
    r"(?<=\bto )mix\b(?=\s+(?:\d|it\b|them\b|the\s+(?:wells?|plate|samples?)\b|well\b|gently"
    r"|thoroughly|up\s+and\s+down|by\s+pipetting|again|(?:one|two|three|four|five|six|seven"
    r"|eight|nine|ten)\s+times))"
)
"""'and after to mix 3 times with 30 µL': the verb after 'to' (which MIX_NOUN_GUARD leaves
out for 'add to mix'), when what follows is how to mix."""
RESUSPEND_IN = (
    r"\bresuspen\w*(?=(?:[^.;]|\.(?=\d))*?\bin\s+(?:an?\s+|the\s+)?\d+(?:\.\d+)?\s*(?:µl|ul|ml)\b)"
)
"""'resuspended in 200 µL PBS', 'resuspension in 1 mL': an addition of that volume (the
mixing that goes with it is the planner's to add), not a mix of 200 µL."""
GIVE_VOLUME = r"\bgiv(?:e|es|en|ing)\b(?=[^.;\n]{0,30}?\d\s*(?:µl|ul|ml|mcl|microl))"
"""'give 50 µl in every well' (a literal translation of 'geben'/'donner'): a transfer."""

# -- verbs: (operation, pattern); spans taken by plate_transfer do not count as transfer ----
REFRIGERATED = r"refrigerat\w*\b(?!\s+(?:centrifug|spin|micro|bench|plate\s+centrifug))"
"""'refrigerated', 'the refrigerator': a cold store; not 'a refrigerated spin' or centrifuge."""
OPERATIONS: list[tuple[str, str]] = [
    ("move_plate", _ASSAY["plate_transfer"]),
    (
        "transfer",
        r"\btransfer\w*|\bpipett(?:e|es|ed|ing)\b(?! up)(?![ -]mix)|\bdispens\w*"
        r"|\baliquot(?!s\b)\w*"
        r"|\badd(?:s|ed|ing)?\b|\baddition\s+of\b|\bdistribut\w*|\bstamp\w*|\bcombine\b"
        rf"|{GIVE_VOLUME}|{RESUSPEND_IN}",
    ),
    (
        "mix",
        rf"{MIX_NOUN_GUARD}\bmix(?:es|ed|ing)?\b|up and down|{MIX_AFTER_TO}"
        rf"|(?!{RESUSPEND_IN})resuspend\w*"
        r"|triturat\w*",
    ),
    ("spin", r"centrifug\w*|\bspin(?:s|ning)?\b|\bspun\b|(?<!the )(?<!cell )\bpellet\w*"),
    ("peel", _ASSAY["peeling"]),
    ("seal", _ASSAY["sealing"]),
    ("read_absorbance", r"absorbance|\bod\s?\d{3}\b|optical density|\ba\d{3}\b"),
    ("read_fluorescence", r"fluorescen\w*|excitation|\bex\s*/\s*em\b"),
    ("read_luminescence", r"luminescen\w*"),
    ("incubate", r"\bincubat(?!or)\w*|\bheat(?:s|ed|ing)?\b(?![- ]seal)|\bwarm\b"),
    ("shake", r"thermomix\w*|\bshak(?:e|es|ing|er)\b|bioshake|\bagitat\w*|orbital"),
    (
        "store",
        rf"\bstor(?:e|ed|es|ing|age)\b|cold storage|fridge|{REFRIGERATED}|freezer",
    ),
    ("retrieve", r"\bretriev\w*|take (?:it |them |the plates? )?(?:back )?out of"),
    ("run_assay", _ASSAY["capillary_electrophoresis"]),
    ("@bead", _ASSAY["bead_cleanup"]),
]
REMOVAL = (
    r"(?<!one )(?<!an )(?<!per )(?<!each )(?<!single )"  # 'one aspirate per column': a noun
    r"\b(?:aspirat(?:e|es|ed|ing)(?!\s+nothing\b)(?!\s+per\b)|flick(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,3}?out|tip(?:s|ped)?\s+off"
    r"|suck(?:s|ed)?\s+off|discard(?:s|ed|ing)?)\b(?!\s+(?:the\s+)?tips?\b)"
    r"|\b(?:remove|take|pull|draw)(?:s|d|n|ed|ing)?\s+(?:off\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+)?"
    r"(?:old\s+|spent\s+|cleared\s+|last\s+|remaining\s+)?(?:supernatants?|sup|liquid|ethanol"
    r"|etoh|wash(?:\s+buffer)?|medium|media|buffer)\b"
    # 'remove 120 µL', 'take off 135 µL of supernatant': a volume taken off
    r"|\b(?:remove|take\s+off|draw\s+off|pull\s+off)\s+(?:the\s+)?\d[\d.,]*\s*(?:µl|ul|ml)\b"
)
"""Taking liquid off to waste ('aspirate the medium', 'flick out the blocking buffer',
'discard the supernatant', 'remove the last wash'): a transfer to waste."""
TAKES_OFF = re.compile(
    r"\b(?:waste|discard\w*|remov\w*|aspirat\w*|take\s+off|flick\w*|tip(?:s|ped)?\s+off"
    r"|suck\w*\s+off)\b",
    re.I,
)
"""Any word of taking liquid off ('to waste', 'remove', 'aspirate'): looser than REMOVAL, for
telling a removal clause from an addition next to it."""
READ_ANY = r"\bread(?:s|ing)?\b|\bmeasure\b"
"""A read verb without a mode: absorbance when a wavelength is given."""

# -- quantity roles from context --------------------------------------------------------
PCR_STAGES: list[tuple[str, str]] = [
    ("initial_denaturation", r"initial(?:\s+denatur\w*|\s+melt\w*|ly)?|hot[- ]start|activation"),
    ("final_extension", r"final(?:\s+exten\w*|\s+elongat\w*)?"),
    ("denaturation", r"denatur\w*|\bmelt\w*"),
    ("annealing", r"anneal\w*"),
    ("extension", r"\bexten\w*|\bextend\w*|elongat\w*"),
]
TEMPERATURE_WORDS: list[tuple[str, str]] = [
    ("lid_temperature_c", r"\blid\b"),
    ("hold_c", r"\bhold\b|\binfinite hold\b"),
    (
        "temperature_c",
        r"incubat\w*|\bstor\w*|\bkeep\b|\bheat\w*|\bwarm\b|\bcool\w*|\bchill\w*"
        r"|\bshak\w*|\bspin\w*|centrifug\w*",
    ),
]
VOLUME_WORDS: list[tuple[str, str]] = [
    ("reaction_volume_ul", r"reactions?\b|final volume|total volume|\brxn"),
    ("elution_volume_ul", r"\belut\w*"),
]
STEP_VALUE = re.compile(
    r"\d\s*(?:µl|μl|ul\b|ml\b|x\s*g\b|×\s*g|xg\b|rpm\b|°\s*c|nm\b|min\b|mins\b|sec\b|s\b|h\b)",
    re.I,
)
"""A number with a step's unit ('40 µL', '1,000 x g', '2 min'): text holding one may ask for
a step (an 'I'm ...' sentence, an e-mail's last lines)."""
PERCENT_WORDS: list[tuple[str, str]] = [
    ("co2_percent", r"\bco2\b|\bco₂\b|\bsee\s+oh\s+two\b|carbon\s+dioxide|\bc\s+o\s+2\b"),
    ("humidity_percent", r"humidity|\brh\b"),
    ("acceleration_percent", r"accelerat\w*|\baccel\b|ramp"),
]
FROM_WELLS = re.compile(r"\bfrom\s+(?:each|every|all(?:\s+the)?|the)\s+(?:\d+\s+)?wells?\b")
"""'20 uL from each well into a new plate': the source is a plate's wells, not a reagent."""
SPIN_CONTEXT = (
    r"centrifug\w*|\bspin\w*|\bspun\b|\bpellet\w*|\bwhizz?\w*|\bmicrofuge\w*|\bvspin\b"
    r"|\bhig\s?4?\b|\b5810\s?r?\b|\b5424\s?r?\b"
)
SHAKE_CONTEXT = r"shak\w*|thermomix\w*|orbital|agitat\w*|\bmix\w*"

# -- labware formats: (format, pattern) -----------------------------------------------------
_PLATE_WORDS = (
    r"[- ](?=(?:[\w-]+\s+){0,2}(?:plates?|plt)\b)(?!(?:[\w-]+\s+){0,2}?deep)"
    r"|[- ]?(?=(?:q?pcr|w)\b)"  # '384 PCR', '384 qPCR', '96w'
    r"|[- ](?:flat|black|white|clear|f-?bottom|u-?bottom|v-?bottom|round[- ]bottom)\b"
)
"""'384 pcr plate', '96 flat', '384 black plate': a well count before a plate word."""
_LOOK_FIRST = r"\b(?:flat|black|white|clear)(?:[- ]bottom(?:ed)?)?[ \t]+(?:the[ \t]+)?"
"""'the clear flat-bottom 96', 'the flat ninety-six': the look before the well count."""
FORMATS: list[tuple[str, str]] = [
    (
        "plate_96_deepwell",
        r"(?:(?:96|ninety-six)[- ]?well\s+(?:\w+\s+)?|2\s*-?\s*ml\s+)?"
        r"deep[- ]?well(?:\s+plates?)?|\bdwp\b|\b96\s*-?\s*dw\b",
    ),
    (
        "plate_384",
        rf"384(?:[- ]?well|{_PLATE_WORDS})|{_LOOK_FIRST}384\b(?![- ]?well)"
        # 'ONE-Glo on the 384', 'Kinase-Glo (384)', 'in 384 format': the plate by its size
        r"|(?<=\bthe\s)384\b(?=\s*(?:[:,;.)]|$|\s+(?:and|then|with|on|in|into|from|to|for|at)\b))"
        # 'from the compound 384 into the assay 384': a plate named by its role and size
        r"|\b(?:compound|assay|source|target|destination|daughter|mother|stock)\s384\b"
        r"|(?<=\bthe\s)384(?=\s+(?:source|target|destination|daughter|mother|stock|compound)\b)"
        r"(?![- ]?well|\s*(?:µl|ul|ml|nm|x|×|rpm|°|s\b|min|h\b|samples|wells))"
        r"|\(384\)|\(384\s*,|\b384\s+format\b",
    ),
    (
        "plate_96",
        rf"(?:96|ninety-six)(?:[- ]?well|{_PLATE_WORDS})"
        rf"|{_LOOK_FIRST}(?:96|ninety-six)\b(?![- ]?well)",
    ),
    ("plate_96_pcr", r"(?:q?pcr|skirted)\s+plates?"),
    (
        "tube_1_5ml",
        r"1[.,]5\s*-?\s*ml[\s-]+(?:[\w-]+\s+)?tubes?|micro-?(?:centri)?fuge tubes?"
        r"|eppendorf tubes?|\beppis?\b|\btubes?\s+(?:of\s+)?\(?1[.,]5\s*-?\s*ml\b",
    ),
    (
        "tube_2ml",
        r"\b2(?:\.0)?\s*-?\s*ml[\s-]+(?:\w+\s+)?tubes?|\btubes?\s+(?:of\s+)?\(?2(?:[.,]0)?\s*-?\s*ml\b",
    ),
    (
        "tube_15ml",
        r"\b15\s*-?\s*ml[\s-]+(?:[\w-]+\s+)?(?:tubes?|falcons?|conicals?|adapters?|buckets?)"
        r"|falcon\s*15\b|\b(?:tubes?|falcons?|conicals?)\s+(?:of\s+)?15\s*-?\s*ml\b",
    ),
    (
        "tube_50ml",
        r"\b50\s*-?\s*ml[\s-]+(?:[\w-]+\s+)?(?:tubes?|falcons?|conicals?|adapters?|buckets?)"
        r"|falcon\s*50\b|\b(?:tubes?|falcons?|conicals?)\s+(?:of\s+)?50\s*-?\s*ml\b",
    ),
    (
        "pcr_strip",
        r"pcr[- ]strips?|(?:8|eight)[- ](?:tube\s+)?strips?|strip[- ]tubes?|\bthe\s+strips\b",
    ),
    ("reservoir", r"reservoirs?|troughs?"),
]

# -- reagents: (short name, pattern), in no particular order ----------------------------------
REAGENTS: list[tuple[str, str]] = [
    ("master mix", r"master[- ]?mix"),
    ("primers", r"primers?(?: mix)?"),
    ("template DNA", r"template(?: dna)?|gdna|cdna"),
    ("nuclease-free water", r"nuclease[- ]free water|\bnfw\b"),
    ("water", r"(?<!free )\bwater\b|\bddh2o\b|\bh2o\b"),
    ("BSA standards", r"bsa standards?"),
    ("BSA", r"\bbsa\b(?! standard)"),
    ("BCA working reagent", r"bca (?:working )?reagent|working reagent"),
    ("Bradford reagent", r"bradford reagent|coomassie (?:dye|reagent)"),
    ("capture antibody", r"capture antibod\w*"),
    ("detection antibody", r"detection antibod\w*"),
    ("secondary antibody", r"secondary antibod\w*"),
    ("streptavidin-HRP", r"streptavidin[- ]hrp|hrp[- ]conjugate"),
    ("TMB", r"\btmb\b"),
    ("stop solution", r"stop solution|\bstop buffer"),
    ("wash buffer", r"wash buffer"),
    ("blocking buffer", r"block(?:ing)? buffer"),
    ("lysis buffer", r"lysis buffer|\bripa\b"),
    ("PBS", r"\bd?pbs\b"),
    ("TE buffer", r"\bte buffer|\btris-edta"),
    ("elution buffer", r"elution buffer|\beb buffer"),
    ("AMPure beads", r"ampure(?: xp)?(?: beads)?"),
    ("SPRI beads", r"\bspri(?:select)? beads"),
    ("magnetic beads", r"magnetic beads?"),
    ("ethanol", r"\bethanol\b|\betoh\b"),
    ("culture medium", r"(?:culture |growth )?medi(?:um|a)\b|\bdmem\b|\brpmi\b"),
    ("trypsin", r"\btrypsin\b"),
    ("DMSO", r"\bdmso\b"),
    ("SYBR Green", r"sybr(?: green)?"),
    ("probe", r"taqman probes?|\bprobes?\b"),
    ("diluent", r"\bdiluent\b|assay buffer"),
    ("substrate", r"(?<!tmb )\bsubstrate\b"),
    ("CellTiter-Glo", r"celltiter-glo"),
    ("resazurin", r"resazurin|alamar ?blue"),
    ("cells", r"\bcells\b"),
]

# -- phrases that try to switch off checks: the lexicon lives in bioproagent.vocab -----------
INJECTIONS: list[str] = [pattern for _, pattern in INJECTION_PATTERNS]


# -- compiled ---------------------------------------------------------------------------------
def _c(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


ASSAY_RES = [(name, _c(rf"(?:{p})(?![-_]?\d)"), ops) for name, p, ops in ASSAYS]
"""The assays, not an identifier made from one ('plate ELISA-3', 'BCA_07')."""
OPERATION_RES = [(name, _c(p)) for name, p in OPERATIONS]
RIBOSOMAL = re.compile(
    r"\b(?:5\.8|5|16|18|23|28)s(?=[\s-]+(?:r[dr]na|v\d|amplic|gene|region|librar|seq|pcr|primer"
    r"|ribosom|profil|communit|microbiom|metabarcod))"
)
"""'16S V4', '18S rRNA' (lower-cased): a ribosomal RNA, never 16 seconds."""
FORMAT_RES = [(name, _c(p)) for name, p in FORMATS]
REAGENT_RES = [(name, _c(p)) for name, p in REAGENTS]
INJECTION_RES = [_c(p) for p in INJECTIONS]
STAGE_RES = [(name, _c(p)) for name, p in PCR_STAGES]
TEMPERATURE_RES = [(name, _c(p)) for name, p in TEMPERATURE_WORDS]
VOLUME_RES = [(name, _c(p)) for name, p in VOLUME_WORDS]
PERCENT_RES = [(name, _c(p)) for name, p in PERCENT_WORDS]

# -- questions: (trigger, what answers it, question, assays that make it moot) ---------------
# trigger: an assay name, "op:NAME" (operation anywhere) or "verb:NAME" (operation named by
# a verb, not only implied by an assay). What answers it: quantity roles or "#count" keys,
# alternatives separated by "|".
NOTHING_QUESTION = "Which assay or operations should the workcell run?"
_PLATE_ASSAYS = ("elisa", "bca", "bradford")
QUESTIONS: list[tuple[str, str, str, tuple[str, ...]]] = [
    ("pcr", "annealing_c", "What annealing temperature (°C) should the PCR use?", ()),
    ("pcr", "#cycles", "How many PCR cycles should run?", ()),
    ("pcr", "#samples", "How many reactions (samples) should be set up?", ()),
    ("qpcr", "#samples", "How many samples go on the qPCR plate?", ()),
    ("serial_dilution", "dilution_factor", "What dilution factor should each step use?", ()),
    ("serial_dilution", "#dilution_points", "How many dilution points should the series have?", ()),
    ("serial_dilution", "volume_ul", "What volume (µL) should each dilution step transfer?", ()),
    ("elisa", "#samples", "How many samples should the ELISA run?", ()),
    ("bca", "#samples", "How many samples should the BCA assay measure?", ()),
    ("bradford", "#samples", "How many samples should the Bradford assay measure?", ()),
    ("bead_cleanup", "bead_ratio", "What bead-to-sample volume ratio should the clean-up use?", ()),
    (
        "cell_seeding",
        "cells_per_well|cell_density|cell_count",
        "How many cells should go into each well?",
        (),
    ),
    ("normalization", "concentration", "What concentration should samples be normalised to?", ()),
    ("op:spin", "rcf_g", "At what RCF (x g) should the spin run?", ()),
    ("op:spin", "duration_s", "For how long should the spin run?", ()),
    ("op:shake", "speed_rpm", "At what speed (rpm) should the plate shake?", ()),
    ("op:shake", "duration_s", "For how long should the plate shake?", ()),
    (
        "verb:incubate",
        "temperature_c",
        "At what temperature (°C) should the incubation run?",
        (*_PLATE_ASSAYS, "cell_incubation", "pcr", "qpcr"),
    ),
    ("verb:incubate", "duration_s", "For how long should the incubation run?", ("pcr", "qpcr")),
    ("cell_incubation", "duration_s", "How long should the cells incubate?", ()),
    (
        "verb:read_absorbance",
        "wavelength_nm",
        "At which wavelength (nm) should absorbance be read?",
        _PLATE_ASSAYS,
    ),
    (
        "op:read_fluorescence",
        "excitation_nm|emission_nm",
        "Which excitation and emission wavelengths (nm) should the reader use?",
        (),
    ),
    (
        "verb:transfer",
        "volume_ul|reaction_volume_ul",
        "What volume (µL) should be transferred?",
        ("*",),
    ),
    (
        "op:store",
        "temperature_c|hold_c",
        "At what temperature should the plates be stored?",
        ("cold_storage",),
    ),
]
"""Asked once each when the intent leaves the value open; '*' in the last field means any
recognised assay makes the question moot."""


SUPPLIER_WORDS = [
    "Corning",
    "Costar",
    "Falcon",
    "Greiner",
    "Nunc",
    "NEST",
    "Axygen",
    "Sarstedt",
    "Starlab",
    "Eppendorf",
    "Thermo",
    "Fisher",
    "Invitrogen",
    "Gibco",
    "Sigma",
    "Sigma-Aldrich",
    "Merck",
    "Millipore",
    "Promega",
    "NEB",
    "Bio-Rad",
    "BioRad",
    "Qiagen",
    "Roche",
    "Takara",
    "Zymo",
    "Illumina",
    "Agilent",
    "Beckman",
    "Brand",
    "VWR",
    "Lonza",
    "ATCC",
    "Cytiva",
    "GE",
    "Pall",
    "BioLegend",
    "BD",
    "Abcam",
    "Invitrogen",
    "Lifetech",
    "Kapa",
    "KAPA",
    "Azenta",
    "4titude",
    "Brooks",
    "PerkinElmer",
    "Revvity",
    "Porvair",
    "Grenier",
    "Biotium",
    "Cell",
    "Signaling",
    "CST",
    "Santa",
    "Cruz",
    "Tocris",
    "Selleck",
    "MedChemExpress",
    "MCE",
    "Enzo",
    "Jackson",
    "Biotechne",
    "R&D",
    "Peprotech",
    "PeproTech",
    "Miltenyi",
    "STEMCELL",
    "Applied",
    "Biosystems",
    "Ambion",
    "Life",
    "Technologies",
    "Pierce",
    "Sorvall",
    "Labcon",
    "Rainin",
    "Tecan",
    "Hamilton",
    "Opentrons",
    "Beckman",
    "Coulter",
    "Greiner",
    "Bio-One",
    "Watson",
    "Ratiolab",
    "Kisker",
    "Biozym",
    "Whatman",
    "Nalgene",
    "Duran",
    "Qubit",
]
"""Suppliers of labware and reagents: a code after one ('Corning 3596', 'Thermo 23225',
'NEB R3101') is a catalogue number, not a quantity or an instrument."""


_GENERIC_PROGRAM_WORD = (
    r"the|a|an|this|that|it|again|once|now|here|there|usual|standard|default|same|right"
    r"|correct|extraction|purification|isolation|kingfisher|kf|flex|bead|beads|magnetic"
    r"|whole|entire|full|pcr|qpcr|cycling|thermal|new|old|last|first|second|next|stored"
    r"|saved|own|current|normal|regular|validated|appropriate|relevant|matching|wash"
    r"|elution|protocol|method|dna|rna|nucleic|viral|sample|samples|run|instrument|machine"
    r"|robot|shaker|reader|sealer|odtc|cfx|labchip|assay|plate|plates|for|of|to|is|was"
)
"""Words after or before 'program' that describe it rather than name it ('the extraction
program', 'program for the plate')."""
PROGRAM_NAME = re.compile(
    r"['\"‘“]([^'\"‘’“”\n]{1,60})['\"’”]"  # a quoted name
    r"|(?<![\w-])([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)(?![\w-])"  # 'MagMAX_Core', 'RNA_v2'
    r"|\bprogram\s*[:=]?\s*([A-Z][\w.-]*\d[\w.-]*)"
    r"|(?<![\w-])([A-Z][a-z]*[A-Z][\w-]*)\s+program(?:me)?\b"  # 'the MagMAX program'
    # 'run program plasmid on the KF', 'the cleanup programme': a plain word as the name
    rf"|\bprogram(?:me)?\s*[:=]?\s+(?!(?:{_GENERIC_PROGRAM_WORD})\b)([a-z][a-z0-9-]{{2,30}})"
    r"(?=\s+(?:on|in|with|using|and|then)\b|\s*[,.;)\n]|\s*$)"
    rf"|\b(?:the|my|our|your|its)\s+(?!(?:{_GENERIC_PROGRAM_WORD})\b)([a-z][a-z0-9-]{{2,30}})"
    r"\s+program(?:me)?\b"
)
"""The name of a program stored on an instrument, as the intent writes it."""


_INSTRUMENT_WORD = re.compile(
    r"(?i)kingfisher|spectramax|bioshake|labchip|xpeel|vspin|hig4|cytomat|biomek|fluent|star"
    r"|odtc|opentrons|flex|kf|kff|kfx|ot-?2|cfx|pf400|a4s|gx"
)


def program_name(text: str) -> str | None:
    """The stored program a clause names ('run MagMAX_Core', "program 'DNA 96'"), if any;
    never the instrument's own name ("KingFisher program 'MagMAX_96'")."""
    worded: str | None = None  # 'the MagMAX program' yields to a written name anywhere
    for m in PROGRAM_NAME.finditer(text):
        k, name = next((k, g) for k, g in enumerate(m.groups()) if g)
        name = name.rstrip(".") if k else name  # 'run MVP_Flex_200ul.': the sentence's stop
        if k < 3:
            return name
        if worded is None and not _INSTRUMENT_WORD.fullmatch(name):
            worded = name
    return worded


SAME_LABWARE = re.compile(
    r"\b(?:(?:a|an)(?:\s+(?:fresh|new|clean|empty))?|another)\s+"
    r"(?=(?:[\w-]+\s+){0,3}?(?:plates?|blocks?|tubes?|strips?|racks?|reservoirs?)\b)",
    re.I,
)
"""'a 96-well flat plate' in a step that runs again: the plate the step used the first time."""
