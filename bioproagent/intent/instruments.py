"""Instrument names in an intent: registry instruments, and product names the registry lacks.

A registry instrument is named by its name or one of its aliases. An alias shared by two
instruments ("plate centrifuge") names a category, not an instrument, and is ignored. Short
aliases (five characters or fewer: "STAR", "i7", "OT2") match case-sensitively so that the
word "star" in a sentence does not pick a liquid handler.

A product name the registry does not have is a vendor or product-family word followed by a
model token ("Eppendorf 5430", "Tecan EVO", "SpectraMax M5", "Sorvall"): when no registry
alias covers the model token, the mention is reported with ``instrument_id=None`` so that
K_i can say UNKNOWN_INSTRUMENT instead of letting a planner pick another instrument.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass
from functools import cache

from bioproagent.intent.vendor_words import VENDOR_WORDS
from bioproagent.registry.loader import Registry

_COMMON_WORDS = (
    "the a an and to of for at in on with plate plates tube tubes centrifuge reader sealer "
    "cycler thermocycler shaker peeler "
    "incubator robot arm liquid handler then it them each all qc pcr qpcr dna rna cdna "
    "elisa bca od uv ce ngs run assay program programme prog "
    # LabChip assay names ('LabChip DNA 1K', 'HT Protein Express', 'NGS 3K'): no model
    "1k 3k 5k 7k 12k ht hs protein express sensitivity high pico kit chip total glycan "
    # chat words and what a step names after the instrument ('cytomat lol', 'labchip cols 1-3')
    "lol pls plz please thx thanks ta cheers mate asap tmrw cols col columns rows row wells "
    "samples first again now too later "
    # a method export's columns after the instrument ('Cytomat 2C450  Unload', 'Flex Transfer')
    "transfer dispense aspirate unload load mix store wash device action step method protocol "
    "export order incubate shake spin seal peel read err error code alarm fault status "
    # a vendor's documents ('Agilent Application Note 5994', 'HiG4 Quick Reference Card')
    "application applications note notes quick reference card bulletin technical manual guide "
    "user app brochure datasheet sheet insert "
    # a supplier's name in a methods section ('Thermo Fisher Scientific, Waltham, MA, USA')
    "fisher scientific life sciences science technologies coulter devices automation labtech "
    "biosciences instruments inc ltd gmbh corporation corp company systems "
    # a vendor's people ('Opentrons Support', 'Eppendorf Service', 'Tecan Customer Support')
    "support service services customer tech team sales specialist specialists engineer "
    "engineers helpdesk hotline desk case portal website rep representative field "
    # the Fluent's arm and an Eppendorf tube ('Fluent FCA', 'Eppendorf conical')
    "fca mca conical"
)
_COMMON = frozenset(_COMMON_WORDS.split())
_MODEL = r"(?:[A-Z0-9][\w\-/.]*\w|[A-Z0-9]|[a-z]+\d[\w\-]*)(?![.,]\d)"
"""A model name ('EVO 150', '4-16KS'); never the whole part of a decimal ('SpectraMax 0.5 s')."""


_NAMING_BEFORE = re.compile(
    r"(?:^|\n|[(|;>]|\b(?:on|with|using|in|via|by|to|into|onto|from)(?:\s+the)?)\s*$", re.I
)
_NAMING_AFTER = re.compile(
    r"\s*[:)|]|\s*-\s|\s*->|\s*=>|\s+(?:adds?|dispenses?|transfers?|moves?|takes?)\b", re.I
)


def _named_position(text: str, start: int, end: int) -> bool:
    """Whether a short alias written in lower case ('star', 'ot2', 'i7') sits where an
    instrument is named: at the start of a line or after a bracket or bar, after
    'on/with/using (the)', or before a colon, a closing bracket, a bar, a dash or a verb the
    instrument does ('star: 25ul ...', '(i5)', 'with the star', 'ot2 - 400ul')."""
    return bool(_NAMING_BEFORE.search(text[:start]) or _NAMING_AFTER.match(text, end))


_PRODUCTS_ALONE = frozenset(
    [
        "multidrop",
        "incucyte",
        "tapestation",
        "nanodrop",
        "bioanalyzer",
        "quantstudio",
        "lightcycler",
        "clariostar",
        "pherastar",
        "cytation",
        "mantis",
        "certus",
    ]
)
"""Product names that are an instrument on their own, in any case ('multidrop 50ul media')."""
_LOWER_VENDORS = (
    frozenset(
        [
            "eppendorf",
            "tecan",
            "hamilton",
            "opentrons",
            "agilent",
            "bio-rad",
            "biorad",
            "beckman",
            "biotek",
            "cytomat",
            "kingfisher",
            "labchip",
            "sorvall",
            "hettich",
            "biomek",
            "inheco",
            "liconic",
            "qiagen",
            "gilson",
            "spectramax",
        ]
    )
    | _PRODUCTS_ALONE
)
"""Vendor and product-family words that name an instrument also when written in lower case
('tecan spark'); common English words among the vendor words ('echo', 'synergy') do not."""
_QUANTITY_TOKEN = re.compile(
    r"\d+(?:\.\d+)?(?:deg\w*|c|°c|ul|µl|ml|min\w*|s|secs?|h|hrs?|x|rpm|g|k|xg|nm|%|uL)"
)
"""A number with a unit glued on ('37deg', '4h'): a value after a vendor word, no model."""
_NOT_MODELS = frozenset(
    [
        "shaker",
        "sealer",
        "peeler",
        "hotel",
        "store",
        "fridge",
        "block",
        "tips",
        "tip",
        "deck",
        "machine",
        "instrument",
        "system",
        "heater",
        "cycler",
        "thermocycler",
        "please",
        "from",
        "into",
        "onto",
        "is",
        "was",
        "were",
        "will",
        "should",
        "adds",
        "add",
        "dispenses",
        "transfers",
        "moves",
        "spin",
        "spins",
        "read",
        "reads",
        "tubes",
        "tube",
        "falcons",
        "conicals",
        "eppendorfs",
        "centrifuges",
        "plate",
        "plates",
        "rack",
        "racks",
        "reservoir",
        "abs",
        "absorbance",
        "fluor",
        "fluorescence",
        "lum",
        "luminescence",
        "reading",
        "spin",
        "seal",
        "peel",
        "shake",
        "incubate",
        "inc",
        "retrieve",
        "run",
        "program",
        "assay",
        "od",
        "then",
        "and",
    ]
)


_CATALOGUE_CODE = re.compile(
    r"\d{5,}|[A-Za-z]{1,6}-?\d{4,}[\w-]*|\d\w*-\d[\w-]*|[A-Za-z]\d{5,}|\w*\d\w*-\w+-\w+"
)
"""A token after a vendor word that is a catalogue or part number ('23225', 'HSP9601',
'4ti-0560', 'A42363'), not an instrument model ('5430', 'M5', 'EVO')."""
_BRAND_MODEL = re.compile(
    r"\b(?:on|in|using|with|via|into|onto)\s+(?:the|a|an|our|my)\s+"
    r"(?P<name>(?P<brand>[A-Z][a-z]+)(?:[ \t]+[A-Z][A-Za-z]+)?[ \t]+"
    r"(?P<model>(?=[\w-]*\d)(?![0-9]+x\b)[A-Z0-9][\w-]+))"
)
"""A brand and a model number where a step names its instrument ('on the Sigma 4-16KS',
'in the Thermo Sorvall X4R'): an instrument; K_i asks when the registry has no such one."""
_REAGENT_AFTER = re.compile(
    r"[\s-]*(?:\w+\s+)?(?:mix|master|buffer|kit|reagent|solution|assay|beads?|substrate|medium"
    r"|media|dye|stain|cells?|enzyme|polymerase)\b",
    re.I,
)
_LABWARE_AFTER = re.compile(
    r"[\s-]*(?:[A-Z]{0,4}\d{3,}[\s-]+)?(?:(?:sample|elution|wash|lysis|tip\s*comb)\s+)?"
    r"(?:\d+[\s-]*)?(?:deep[\s-]?well|well|plates?|tubes?|tips?"
    r"|strips?|racks?|tuberacks?|tipracks?|wellplates?|flat|round[\s-]bottom|v[\s-]bottom"
    r"|reservoirs?|seals?|foils?|film)\b(?!\s+(?:hotel|store|reader|sealer|shaker|centrifuge"
    r"|fridge|handler|carrier|nest|position|incubator|washer))"
    # a volume names labware only with its noun ('Eppendorf 1.5 mL tubes'); 'Hamilton 400 µl
    # supernatant' is the Hamilton moving 400 µl
    r"|[\s-]*(?:\d+(?:[.,]\d+)?[\s-]*)?(?:ml|µl|ul)\b[\s-]*(?:[\w-]+\s+)?(?:tubes?|plates?"
    r"|tips?|strips?|racks?|reservoirs?|falcons?|conicals?|blocks?)\b",
    re.I,
)
_LABWARE_BEFORE = re.compile(
    r"\b(?:plates?|tubes?|strips?|chips?)\s+(?:of|for|do|da|de|del|du|della|dello|für|voor)"
    r"\s+(?:the|la|le|el|o|a|il|lo|den|die|het|de)?\s*$",
    re.I,
)
"""'the plate for the LabChip', 'a placa do LabChip': the instrument names a plate's use, not
the instrument that runs the step."""


_ROLE_WORD = re.compile(
    r"[\s-]*(?:[A-Z]{0,4}\d{3,}[\s-]+)?(sample|elution|wash|lysis|tip\s*comb)\s", re.I
)


def _labware_after(text: str, end: int, registry: Registry, inst_id: str) -> bool:
    """Whether the words after an instrument's name make it a labware's name ('KingFisher
    elution plate', 'Eppendorf 1.5 mL tubes'). A plate role word counts only for an
    instrument with that role: 'a4S elution plate 160C 3s' is the a4S sealing the elution
    plate."""
    if not _LABWARE_AFTER.match(text, end):
        return False
    role = _ROLE_WORD.match(text, end)
    inst = registry.instrument(inst_id)
    if role is None or inst is None:
        return True
    wanted = re.sub(r"\s+", "_", role.group(1).lower())
    return any(wanted in op.roles for op in inst.operations.values())


_REAGENT_FOR_TECHNIQUE = re.compile(
    r"[\s-]*(?:(?:green|sybr|probe|taqman|hot[\s-]?start|2x|4x|5x|10x)[\s-]+)*(?:master[\s-]*mix"
    r"|mastermix|mix|supermix|reagents?|kit|buffer|primers?|probes?|dye|chemistry)\b",
    re.I,
)
"""'KAPA qPCR mix', 'the qPCR master mix': a reagent named after what it is for."""


_INDEX_READ = re.compile(
    r"(?i)\s*/\s*i[57]\b|\s*(?:and|&|\+)\s+i[57]\s+(?:index|indices|indexes|adapt|primer|barcode)"
    r"|[\s-]*(?:index|indices|indexes|adapters?|primers?|barcodes?|umis?|reads?)\b"
)
"""After 'i7' / 'i5': an Illumina index read ('i7/i5 index primers', 'i5 adapters'), no
Biomek."""


def _names_a_reagent(text: str, m: re.Match[str]) -> bool:
    """A technique's name used for an instrument ('qPCR') that names a reagent here, or an
    Illumina index read written like a Biomek ('i7/i5 index primers')."""
    if re.fullmatch(r"(?i)i[57]", m.group(0)):
        before = text[max(0, m.start() - 3) : m.start()]
        return (
            _INDEX_READ.match(text, m.end()) is not None
            or re.search(r"i[57]\s*/\s*$", before, re.I) is not None
        )
    technique = re.fullmatch(r"(?i)(?:rt-?)?q?pcr|real[- ]time\s+pcr", m.group(0)) is not None
    return technique and _REAGENT_FOR_TECHNIQUE.match(text, m.end()) is not None


def _labware_of(text: str, start: int) -> bool:
    return _LABWARE_BEFORE.search(text, max(0, start - 40), start) is not None


@dataclass(frozen=True)
class InstrumentMention:
    """A named instrument: where in the text, what was written, and its registry id."""

    start: int
    end: int
    text: str
    instrument_id: str | None


_DISTINCT_NAMES = frozenset(["xpeel", "vspin", "odtc"])
"""Short instrument names no English word is spelled as, matched in lower case anywhere."""


@cache
def _alias_patterns(
    registry: Registry,
) -> tuple[tuple[tuple[re.Pattern[str], str], ...], tuple[tuple[re.Pattern[str], str], ...]]:
    """(alias patterns, short aliases in any case -- valid only where an instrument is
    named)."""
    lower: list[tuple[re.Pattern[str], str]] = []
    owners: dict[str, set[str]] = {}
    spelled: dict[str, str] = {}
    for inst in registry.instruments.values():
        for alias in (inst.name, *inst.aliases, inst.id):
            key = alias.lower()
            owners.setdefault(key, set()).add(inst.id)
            spelled.setdefault(key, alias)
    patterns = []
    for key, ids in owners.items():
        if len(ids) != 1:
            continue
        alias = spelled[key]
        body = r"[ \t\-]*".join(re.escape(part) for part in re.split(r"[\s\-]+", alias))
        # a short name is matched in any case when no word is spelled so ('pf400', '2c425',
        # 'xpeel'); 'star', 'flex' in lower case only where an instrument is named
        distinct = (
            len(alias) >= 3 and re.search(r"\d", alias) and re.search(r"[a-z]", alias, re.I)
        ) or key in _DISTINCT_NAMES
        flags = 0 if len(alias) <= 5 and not distinct else re.I
        patterns.append((re.compile(rf"(?<![\w-]){body}(?![\w-])", flags), next(iter(ids))))
        if flags == 0 and any(c.isalpha() for c in alias):  # 'star:', '(i7)', 'on the ot2'
            lower.append((re.compile(rf"(?<![\w-]){body}(?![\w-])", re.I), next(iter(ids))))
    patterns.sort(key=lambda p: -len(p[0].pattern))
    lower.sort(key=lambda p: -len(p[0].pattern))
    return tuple(patterns), tuple(lower)


_NO_UNIT = (
    r"(?![ \t]*(?:°|c\b|x[ \t]*g\b|xg\b|rpm\b|min\b|h\b|s\b|(?i:[uµm]l)\b|nm\b|%"
    r"|(?:micro|milli|nano)lit(?:er|re)s?\b|mins\b|minutes?\b|secs?\b|seconds?\b|hours?\b"
    r"|hrs?\b|degrees?\b|deg\b|rcf\b"
    r"|(?:samples?|wells?|plates?|reactions?|rxns?|libraries|tubes?|cycles?|columns?|cols?|rows?"
    r"|replicates?|reps?|eluates?|amplicons?)\b))"
)
"""A model number is not a value or a count: 'Cytomat 37 °C' names the Cytomat, not a
'Cytomat 37'; 'LabChip 48 samples' names the LabChip; 'Hamilton 400 microlitres' a volume."""


def _vendor_re() -> re.Pattern[str]:
    words = sorted(set(VENDOR_WORDS), key=len, reverse=True)
    alternatives = "|".join(re.escape(w) for w in words)
    return re.compile(
        rf"(?<![\w-])(?P<vendor>{alternatives})(?![\w-])"
        rf"(?P<models>(?:[ \t]+{_MODEL}(?![\w-]){_NO_UNIT}){{0,2}})"
    )


_VENDOR_RE = _vendor_re()
_LOWER_VENDOR_RE = re.compile(
    rf"(?<![\w-])(?P<vendor>{'|'.join(sorted(_LOWER_VENDORS, key=len, reverse=True))})"
    rf"(?![\w-])(?P<models>[ \t]+(?:[a-z][a-z0-9\-]{{2,}}|\d[\w\-]*)(?![\w-]){_NO_UNIT})?",
    re.I,
)
"""The same vendors written in lower case ('tecan spark', 'eppendorf 5430')."""


def _lower_vendor_mentions(text: str) -> list[tuple[int, int, list[tuple[int, int]]]]:
    out = []
    for m in _LOWER_VENDOR_RE.finditer(text):
        if m.group("vendor")[:1].isupper():
            continue  # capitalised: the main vendor pattern reads it
        model = m.group("models")
        word = (model or "").strip().lower()
        vendor = m.group("vendor")
        if vendor.lower() in _PRODUCTS_ALONE and (not word or _QUANTITY_TOKEN.fullmatch(word)):
            out.append((m.start(), m.start() + len(vendor), [(m.start(), m.start() + len(vendor))]))
            continue  # 'multidrop 50ul media': the product alone names the instrument
        if (
            not word
            or word in _COMMON
            or word in _NOT_MODELS
            or word in _FOLLOWERS
            or _QUANTITY_TOKEN.fullmatch(word)
            or (word.isdigit() and _SETTING_NEXT.match(text, m.end()))
            or (word.isdigit() and re.match(r"/\d", text[m.end() : m.end() + 2]))
        ):
            continue  # 'eppendorf tubes', 'cytomat 37deg', 'cytomat 37 5% co2', '37/5%': no
            # product named
        out.append(
            (m.start(), m.end(), [(m.start("models") + len(model) - len(model.lstrip()), m.end())])
        )
    return out


def _names_a_model(text: str, at: int, tok: re.Match[str]) -> bool:
    """Whether a token after a vendor (found at ``at`` + its offset) is a model name: not a
    common word, a catalogue code, a quantity, a wavelength ('i3x A450'), a pronoun ('on the
    Biomek i5 I'd like ...') or a temperature before other settings ('cytomat 37 5% co2')."""
    word = tok.group(0)
    return (
        word.lower() not in _COMMON
        and not _CATALOGUE_CODE.fullmatch(word)
        and not _QUANTITY_TOKEN.fullmatch(word.lower())  # 'Cytomat 37C o/n'
        and not re.fullmatch(r"(?:a|od)\d{3}", word.lower())
        and word != "I"
        and not (word.isdigit() and _SETTING_NEXT.match(text, at + tok.end()))
    )


def _model_suffix(text: str, end: int, registry: Registry, inst_id: str) -> int:
    """The end of a mention extended over a model token that another alias of the same
    instrument spells ('Tecan Fluent' + ' 780', 'BioNex HiG' + ' 4')."""
    m = re.match(r"[ \t]+([\w-]+)", text[end:])
    inst = registry.instrument(inst_id)
    if m is None or inst is None:
        return end
    token = m.group(1).lower()
    words = {w for alias in (inst.name, *inst.aliases) for w in re.split(r"[\s-]+", alias.lower())}
    return end + m.end() if token in words and any(c.isdigit() for c in token) else end


_SETTING_NEXT = re.compile(r"[ \t]+\d+(?:\.\d+)?[ \t]*(?:%|°|c\b|rpm\b|x[ \t]?g\b)", re.I)
"""A value with a setting's unit right after a bare number ('37 5% CO2')."""
_SUPPLIER = re.compile(
    r"(?:\s+(?:Scientific|Inc\.?|Ltd\.?|GmbH|Corp\.?|Life\s+Sciences|Biosciences|Technologies"
    r"|Automation|Labtech))*\s*[,;)]"
)
"""What follows a supplier's name in a methods section ('..., Waltham, MA, USA)')."""
_IN_BRACKETS = re.compile(r"\([^()\n]*$")
"""An open bracket before a name: the name is inside it."""
_A_TIME_AFTER = re.compile(r"[ \t]*(?:h|hrs?|hours?|mins?|minutes?|d|days?)\b", re.I)
"""A time unit right after a model number: the number is a duration ('Cytomat 24 h')."""
_SOLE_VENDOR = re.compile(
    r"(?i)(?<![\w-])(hamilton|tecan|agilent|azenta|inheco|revvity|brooks|qinstruments|bionex)"
    r"(?![\w-])"
)
_NEXT_WORD = re.compile(r"[ \t]+([A-Za-z0-9][\w-]*)")
_FOLLOWERS = frozenset(
    [
        "and",
        "then",
        "to",
        "add",
        "adds",
        "transfer",
        "dispense",
        "pipette",
        "spin",
        "read",
        "seal",
        "peel",
        "mix",
        "shake",
        "store",
        "with",
        "for",
        "at",
        "by",
        "into",
        "from",
        "is",
        "was",
        "please",
        "only",
        "alone",
        "first",
        "again",
        "as",
        "or",
        "but",
        "so",
        "before",
        "after",
        "until",
        "today",
        "tomorrow",
        "tonight",
        "now",
        "when",
        "once",
        "while",
        # third-person verbs: 'Hamilton transfers 10 µL', 'the Tecan dispenses ...'
        "transfers",
        "dispenses",
        "pipettes",
        "spins",
        "reads",
        "seals",
        "peels",
        "mixes",
        "shakes",
        "stores",
        "moves",
        "puts",
        "takes",
        "runs",
        "should",
        "will",
        "can",
    ]
)


def _model_follows(text: str, end: int) -> bool:
    """Whether a model name follows a vendor ('Tecan EVO 150', 'tecan spark'), rather than
    the rest of the sentence ('the hamilton and then spin')."""
    m = _NEXT_WORD.match(text, end)
    if m is None:
        return False
    if m.group(1) == "I":  # 'on the Tecan I'd like ...': a pronoun, no model
        return False
    if re.fullmatch(r"\d[\d.,]*", m.group(1)) and not re.match(_NO_UNIT, text[m.end() :]):
        return False  # 'Hamilton 400 microlitres': a value after the vendor, no model
    word = m.group(1).lower()
    if re.fullmatch(r"[a-z]{3,}[^s]s", word) and re.match(
        r"[ \t]+(?:\d|the\b|a\b|an\b|each\b|every\b|all\b|it\b|them\b)", text[m.end() :], re.I
    ):
        return False  # 'Hamilton inoculates 10 µL ...': a verb in the third person, no model
    return word not in _COMMON and word not in _FOLLOWERS


def _sole_instrument(registry: Registry, vendor: str) -> str | None:
    """The registry's only instrument from ``vendor`` ('the hamilton' is the Microlab STAR
    when the registry has one Hamilton), or None when it has none or several."""
    ids = [
        inst.id
        for inst in registry.instruments.values()
        if inst.name.lower().startswith(vendor.lower())
    ]
    return ids[0] if len(ids) == 1 else None


def _covered(
    spans: list[tuple[int, int]],
    covering: list[tuple[int, int]],
    generic: frozenset[tuple[int, int]] = frozenset(),
) -> bool:
    """Whether every model token lies inside (or right before) a known alias. A generic
    alias written in lower case ('multimode reader') only describes the product named before
    it ('Tecan Spark multimode reader')."""
    return all(
        any(a <= s and e <= b for a, b in covering)
        or any(s < a <= e + 2 for a, b in covering if (a, b) not in generic)
        for s, e in spans
    )


def find_instruments(text: str, registry: Registry) -> list[InstrumentMention]:
    """Instrument names in ``text``, known (with an id) and unknown (id None), in order."""
    known: list[InstrumentMention] = []
    taken: list[tuple[int, int]] = []
    covering: list[tuple[int, int]] = []
    exact, lower = _alias_patterns(registry)
    for rx, inst_id in exact:
        for m in rx.finditer(text):
            if (
                _labware_after(text, m.end(), registry, inst_id)
                or _labware_of(text, m.start())
                or _names_a_reagent(text, m)
            ):
                continue  # 'KingFisher 96 deep-well plate': labware named after an instrument
            if m.group(0)[-1:].isdigit() and _A_TIME_AFTER.match(text, m.end()):
                continue  # 'Cytomat 24 h 37C': the Cytomat for 24 hours, not the Cytomat 24
            end = _model_suffix(text, m.end(), registry, inst_id)
            covering.append((m.start(), end))
            if all(end <= a or m.start() >= b for a, b in taken):
                taken.append((m.start(), end))
                known.append(InstrumentMention(m.start(), end, text[m.start() : end], inst_id))
    for rx, inst_id in lower:
        for m in rx.finditer(text):
            if (
                not _named_position(text, m.start(), m.end())
                or _labware_after(text, m.end(), registry, inst_id)
                or _labware_of(text, m.start())
                or _names_a_reagent(text, m)
            ):
                continue  # 'to the qPCR plate': a plate, not the qPCR instrument
            covering.append((m.start(), m.end()))
            if all(m.end() <= a or m.start() >= b for a, b in taken):
                taken.append((m.start(), m.end()))
                known.append(InstrumentMention(m.start(), m.end(), m.group(0), inst_id))
    for m in _SOLE_VENDOR.finditer(text):  # 'on the hamilton': the registry's one Hamilton
        sole = _sole_instrument(registry, m.group(1))
        if sole is None or not (
            _named_position(text, m.start(), m.end())
            or text.endswith("the ", 0, m.start())
            or m.group(1)[:1].isupper()  # 'then Hamilton 400 µL ...': the brand, capitalised
        ):  # 'I'd like the Tecan to put ...'
            continue
        if _model_follows(text, m.end()) or _LABWARE_AFTER.match(text, m.end()):
            continue  # 'Hamilton Vantage' names a model; 'Eppendorf tubes' names labware
        if all(m.end() <= a or m.start() >= b for a, b in taken):
            covering.append((m.start(), m.end()))
            taken.append((m.start(), m.end()))
            known.append(InstrumentMention(m.start(), m.end(), m.group(0), sole))
    unknown: list[InstrumentMention] = []
    for m in _VENDOR_RE.finditer(text):
        if _LABWARE_AFTER.match(text, m.end()) or _LABWARE_AFTER.match(text, m.end("vendor")):
            continue  # 'KingFisher 96 deep-well plates', 'Eppendorf 1.5 mL tubes': labware
        models = list(
            itertools.takewhile(  # a model follows its vendor: 'SpectraMax A405 P4' names none
                functools.partial(_names_a_model, text, m.start("models")),
                re.finditer(_MODEL, m.group("models")),
            )
        )
        if m.group("models").strip() and not models:
            continue  # 'Thermo 23225', 'Bio-Rad HSP9601': a catalogue number, not a model
        vendor_only = m["vendor"] in (
            "Eppendorf", "Thermo", "Beckman", "Agilent", "Hamilton", "Bio-Rad", "BioRad",
            "Azenta",
        )  # fmt: skip
        if vendor_only and not models:
            continue  # 'Eppendorf tubes', 'the Agilent centrifuge', 'seal (Azenta, 165 °C)': the
            # lab's only sealer and peeler are Azenta's, so the step names the one it runs on
        if (
            not models
            and _SUPPLIER.match(text, m.end())
            and _IN_BRACKETS.search(text, 0, m.start())
        ):
            continue  # '(Thermo Fisher Scientific, Waltham, MA, USA)': who sold a reagent
        offset = m.start("models")
        spans = [(offset + t.start(), offset + t.end()) for t in models] or [
            (m.start("vendor"), m.end("vendor"))
        ]
        generic = frozenset((a, b) for a, b in covering if text[a:b].islower())
        if not _covered(spans, covering, generic):
            end = spans[-1][1]
            unknown.append(InstrumentMention(m.start(), end, text[m.start() : end], None))
    for start, end, spans in _lower_vendor_mentions(text):
        if not _covered(spans, covering) and all(end <= u.start or start >= u.end for u in unknown):
            unknown.append(InstrumentMention(start, end, text[start:end], None))
    for m in _BRAND_MODEL.finditer(text):  # 'on the Sigma 4-16KS', 'using the Qubit 4'
        start, end = m.start("name"), m.end("name")
        if _covered([(start, end)], covering + [(u.start, u.end) for u in unknown]):
            continue
        if any(start < b and end > a for a, b in covering):
            continue  # part of a known name ('Cytomat 2C450')
        if _LABWARE_AFTER.match(text, end) or _REAGENT_AFTER.match(text, end):
            continue  # 'in the Greiner 655101 plate', 'with the KAPA HiFi 2x mix'
        if m["brand"].lower() in _COMMON or m["brand"].upper() == m["brand"]:
            continue  # 'in the PCR 2 plate', 'on the STAR 2': no brand
        unknown.append(InstrumentMention(start, end, m["name"], None))
    return sorted(known + unknown, key=lambda x: x.start)
