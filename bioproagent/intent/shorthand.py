"""Lab-notebook shorthand spelled out before an intent is read.

Scientists write 'cfg plate 500xg 2min', 'inc 37C 1 h', 'read fluo ex485/em535' or
'1.5ml eppendorfs'. :func:`expand_shorthand` rewrites such abbreviations into the words the
parser and the clause reader know ('centrifuge', 'incubate', 'fluorescence', 'tubes'), and a
fractional duration in words into its number ('an hour and a half' -> '1.5 hours'). It never
changes, drops or adds a digit, so a stated value keeps its number (only a separator may go:
'1.500 x g' -> '1500 x g', see :mod:`bioproagent.intent.translated`); it is idempotent (the
expansions contain no abbreviation), so every reader may call it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bioproagent.intent.annotated import annotated_steps
from bioproagent.intent.arm_moves import arm_moves
from bioproagent.intent.assignments import assigned_to_workcell
from bioproagent.intent.board_cards import card_run
from bioproagent.intent.bookings import booked_run
from bioproagent.intent.change_records import change_record_run
from bioproagent.intent.checklists import checklist_run
from bioproagent.intent.comparison_tables import chosen_values
from bioproagent.intent.conditions import settled_conditions
from bioproagent.intent.config_records import config_records
from bioproagent.intent.dialogues import agreed_run
from bioproagent.intent.document import procedure
from bioproagent.intent.figure_panels import requested_panels
from bioproagent.intent.foreign_words import english_lab_words
from bioproagent.intent.forum_posts import chosen_run
from bioproagent.intent.gherkin import scenario_steps
from bioproagent.intent.glossaries import named_settings
from bioproagent.intent.kanban_boards import board_run
from bioproagent.intent.labware_names import named_labware
from bioproagent.intent.lexicon import NUCLEIC_END, NUMBER_WORDS, WORD_NUM
from bioproagent.intent.limits import limited
from bioproagent.intent.method_exports import without_bookkeeping
from bioproagent.intent.method_revisions import revised_method_run
from bioproagent.intent.ocr import deocr
from bioproagent.intent.plan_edits import edited_plan
from bioproagent.intent.planned_values import planned_settings
from bioproagent.intent.plate_maps import mapped_wells
from bioproagent.intent.prompt_documents import prompt_task
from bioproagent.intent.protocol_requests import requested_protocol_steps
from bioproagent.intent.range_picks import picked_ranges
from bioproagent.intent.revisions import revised
from bioproagent.intent.run_logs import replayed_run
from bioproagent.intent.schedule import scheduled
from bioproagent.intent.section_instruments import (
    role_instruments,
    run_instrument,
    section_steps,
    switched_instruments,
)
from bioproagent.intent.shorthand_words import WORDS
from bioproagent.intent.signatures import without_signature
from bioproagent.intent.slide_decks import deck_run
from bioproagent.intent.spoken import bare_temperatures, spoken
from bioproagent.intent.step_ranges import repeated_ranges
from bioproagent.intent.structured import flatten_structured
from bioproagent.intent.threads import chronological
from bioproagent.intent.tracked_changes import reviewed
from bioproagent.intent.translated import translated
from bioproagent.intent.web_forms import entered_values
from bioproagent.intent.wiki_pages import wiki_page
from bioproagent.textutil import sentence_bounds

_MORE_OF = re.compile(
    r",?\s+and\s+(?:then\s+)?(?:another|a\s+further|one\s+more)\s+(hour|minute)\s+of\s+"
    r"(shaking|incubation)\b",
    re.I,
)
"""'..., then 100 µL of antibody and another hour of shaking': a step of its own."""


def _more_of(m: re.Match[str]) -> str:
    verb = "shake" if m[2].lower() == "shaking" else "incubate"
    return f", then {verb} for 1 {m[1]}"


_ROLE_ASIDE = re.compile(
    r"\((\s*)((?:\d{1,2}|[a-p])(?:\s*(?:[–-]|and|,|&|to)\s*(?:\d{1,2}|[a-p]))*)\s+"
    r"(?=(?:are|is|=|hold|contain|stay|remain|serve|get|take)\b)",
    re.I,
)
"""'columns 1–8 only (9–12 are the controls)': the bracket names columns by number alone."""


def _role_aside(m: re.Match[str], text: str) -> str:
    """The bracket's numbers named as the columns (or letters as the rows) they are, when
    the sentence selected columns (rows) just before."""
    start = sentence_bounds(text, m.start())[0]
    before = text[start : m.start()].lower()
    digits = m[2][0].isdigit()
    noun = "columns" if digits else "rows"
    if not re.search(r"\bcol(?:umn)?s?\b" if digits else r"\brows?\b", before):
        return m.group(0)
    return f"({m[1]}{noun} {m[2]} "


_KILO = re.compile(
    r"(?<![\w.,])(\d{1,3}(?:\.\d{1,2})?)\s?k(?=\s?(?:x\s?g\b|×\s?g\b|xg\b|g\b|rcf\b|rpm\b))", re.I
)
"""'16k×g', '2.5k x g', '3krpm': a force or speed in thousands ('k' is kilo)."""


def _kilo(m: re.Match[str]) -> str:
    value = round(float(m[1]) * 1000, 6)
    return f"{value:g}" if value < 1e5 else str(int(value))


_INC = re.compile(r"\b(inc)\b(\.?)", re.I)
"""'inc'/'inc.' means incubate, except after a capitalised name ('Promega Inc.')."""

_INCUBATOR_PAIR = re.compile(
    r"(?<![\d.,/])(?P<t>[23]\d|4[0-2])[ \t]*(?:/|[ \t])[ \t]*(?P<co2>\d{1,2}(?:\.\d)?)[ \t]*%"
    r"(?![ \t]*(?:v/v|w/v|ethanol|etoh|dmso|glycerol|bsa|fbs|serum))",
    re.I,
)
"""'37/5%', 'cytomat 37 5% co2': an incubator's temperature and CO2, as people write them."""
_MARKS = re.compile(r"[™®©℠]|(?<=[\w.)])(?<![rRmM])[¹²³⁴⁵⁶⁷⁸⁹⁰]+")
"""Trademark signs and footnote marks ('CellTiter-Glo® 2.0', 'reagent kit user guide¹'); not
a power ('R² = 0.98', 'cm²')."""
_READ_TOKEN = re.compile(r"\bread[_-](lum\w*|abs\w*|fl\w*)\b", re.I)
"""'read_lum', 'read-abs', 'read_fluor': a command's read, in words."""
_READ_KINDS = (("lum", "luminescence"), ("abs", "absorbance"), ("fl", "fluorescence"))
_INTEGRATION_KEY = re.compile(r"\bint(?:eg)?\s*[=:]\s*(?=\d)", re.I)
"""'int=120s': an integration time written as a command's key."""
_HAS_BEEN = re.compile(r"(?<=[a-z])['’]s(?=\s+been\b)", re.I)
"""'the seal's been peeled off': 'has been', which the order readers know."""
_CYCLER_HEAD = re.compile(
    r",[ \t]*(?=(?:then[ \t]+)?(?:on[ \t]+the[ \t]+)?(?:odtc|cfx[ \t]?384|cfx|thermocycler"
    r"|cycler|q?pcr)[ \t]*:)",
    re.I,
)
"""'seal 165C 3s, ODTC: 95 5 min, 30x ...': a program's head after a comma starts a sentence."""
_FLUORESCENCE_PAIR = re.compile(r"\b(ex|em)\.?\s?(\d{3})(?!\s?nm)\b", re.I)
_CHECKBOX = re.compile(r"[ \t]*(?:\[[ \txX✓✔]?\]|[☐☑☒])[ \t]*")
"""'[ ] pull plate [ ] peel it': a checklist's boxes separate its steps."""
_TIMES_SIGN = re.compile(r"(?<=\d)[ \t]?×(?=[ \t]*\()")
"""'35× (98 °C 20 s, ...)': a cycle count written with a multiplication sign."""
_EX_EM_EQUALS = re.compile(r"\b(ex|em)\s*=\s*(\d{3})(?:\s*nm)?\b", re.I)
"""'ex=530 em=590': a wavelength pair written as settings."""
"""'ex485/em535': an excitation or emission wavelength written without its unit."""


def _incubate(match: re.Match[str]) -> str:
    before = match.string[: match.start()].rstrip(" ,")
    last_word = before.rsplit(None, 1)[-1] if before.split() else ""
    if last_word[:1].isupper() and last_word.isalpha() and last_word.lower() not in _VERB_LIKE:
        return match.group(0)  # 'Bio-Rad Inc.', 'Thermo Fisher Inc': a company name
    return "incubate"


_VERB_LIKE = {"then", "and", "next", "after", "before", "later", "finally", "first"}


_UNIT = r"(hours?|hrs?|minutes?|mins?|seconds?|secs?|days?)"
_AND_A_HALF = re.compile(rf"\b({WORD_NUM}|\d{{1,3}})\s+and\s+a\s+half\s+{_UNIT}\b", re.I)
_UNIT_AND_A_HALF = re.compile(
    rf"\b(an?|{WORD_NUM}|\d{{1,3}})\s+(hour|minute|day|hr|min|second|sec)s?\s+and\s+a\s+half\b",
    re.I,
)
_UNIT_WORD = {"hr": "hour", "min": "minute", "sec": "second"}
_THREE_QUARTERS = re.compile(r"\bthree\s+quarters\s+of\s+an\s+hour\b", re.I)
"""('half an hour' and 'a quarter of an hour' are spelled out by :func:`spoken` first.)"""


def _fractions(text: str) -> str:
    """'one and a half hours' -> '1.5 hours', 'three quarters of an hour' -> '45 minutes': a
    duration in words with a fraction becomes the number it states (never rounded)."""

    def whole(word: str) -> int:
        return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]

    out = _AND_A_HALF.sub(lambda m: f"{whole(m[1]) + 0.5:g} {m[2]}", text)
    out = _UNIT_AND_A_HALF.sub(  # 'an hour and a half', 'two hours and a half'
        lambda m: (
            f"{(1 if m[1].lower() in ('a', 'an') else whole(m[1])) + 0.5:g} "
            f"{_UNIT_WORD.get(m[2].lower(), m[2])}s"
        ),
        out,
    )
    return _THREE_QUARTERS.sub("45 minutes", out)


_EX_EM_DOT = re.compile(r"\b(ex|em)\.\s*(?=\d)", re.I)
"""'(ex. 535 nm / em. 590 nm)': the abbreviation's dot ends no sentence."""
_EX_EM_SLASH = re.compile(
    r"\bex(?:citation)?\s*/\s*em(?:ission)?\.?\s*:?\s*(?:of\s+|at\s+|=\s*)?(\d{3})\s*(?:nm)?"
    r"\s*/\s*(\d{3})(?:\s*nm\b)?",
    re.I,
)
"""'ex/em 485/520 (nm)': an excitation/emission pair written with one slash."""
_ABSORBANCE = re.compile(
    r"\b(?:read\s+)?(absorbance|abs\.?)(\s*(?:@|at)?\s*)(\d{3})"
    r"(?!\d|[.,]\d|\s*(?:nm|nanomet|x\s*g|g\b))",
    re.I,
)
"""'read abs 490', 'absorbance @ 450': a wavelength without its unit."""
_ABS_WORD = re.compile(r"\b(read\s+)abs\b\.?", re.I)
_CYCLES_X = re.compile(
    r"\b(\d{1,3})\s?x\s+(?=cycles?\b)|\bx\s?(\d{1,3})\s+(?=cycles?\b)"
    r"|(?<=pcr\s)(\d{1,3})\s?x\b(?!\s*g\b)|\bcycles?\s+(\d{1,3})\s?x\b"
    # '40× (95 °C 5 s, 60 °C 30 s)', '30x 95 °C 30 s / 55 °C 30 s': a repeat of temperatures
    r"|(?<![\w.])(\d{1,3})\s?[x×](?=\s*[(\[]?\s*\d{2,3}(?:\.\d)?\s*(?:°|º|deg|c\b))",
    re.I,
)
"""'35x cycles', 'x35 cycles', 'PCR 35x', 'cycle 35x', '40× (95 °C 5 s, ...)': a cycle count
written as a repeat."""


def _cycles(match: re.Match[str]) -> str:
    repeat, times, after_pcr, after_cycle, of_steps = match.groups()
    if of_steps:
        return f"{of_steps} cycles of "  # '40× (95 °C 5 s, 60 °C 30 s)'
    if after_cycle:
        return f"{after_cycle} cycles"  # 'cycle 35x'
    if after_pcr:
        return f"{after_pcr} cycles"  # 'PCR 35x: ...'
    return f"{repeat or times} "  # '35x cycles', 'x35 cycles': the word 'cycles' follows


_READ_PAIR = re.compile(
    r"\b(read(?:ing)?\s+(?:at\s+)?)(\d{3})\s*/\s*(\d{3})(?!\s*(?:nm\b)?\s*\w*\s*(?:abs|od))", re.I
)
"""'read 560/590 on the i3x': two wavelengths after a read are excitation and emission."""
_READ_AT_PAIR = re.compile(
    r"\b(read\w*\b[^.;:\n]{0,60}?\s(?:at|@)\s*)(\d{3})\s*/\s*(\d{3})(?:\s*nm\b)?"
    r"(?!\d|\s*(?:abs|od|ratio))",
    re.I,
)
"""'read the plate on the i3x at 485/535': a read's pair of wavelengths further on."""


def _read_at_pair(match: re.Match[str]) -> str:
    excitation, emission = int(match[2]), int(match[3])
    if excitation < 300 or emission <= excitation:
        return match[0]  # '260/280': an absorbance ratio, no excitation and emission
    return f"{match[1]}fluorescence excitation {excitation} nm emission {emission} nm"


_FLUOR_SLASH = re.compile(
    r"\b(fluorescence|fluor|fluo|fl)(\w*\s+(?:at\s+|@\s*)?)(\d{3})\s*(?:nm\s*)?/\s*(\d{3})(?:\s*nm\b)?",
    re.I,
)
"""'fluor 535/590', 'fluorescence 485/528 nm': excitation/emission written as a pair."""
_EX_EM_AFTER = re.compile(
    r"(?<!ex )(?<!em )(?<!ex)(?<!em)(?<!ex\. )(?<!em\. )(?<!ex: )(?<!em: )\b(\d{3})\s*(?:nm\s*)?"
    r"(ex|em)\b\.?(?!\s*:?\s*\d)",
    re.I,
)
"""'360 ex / 460 em': the wavelength before its label."""
_READ_BARE = re.compile(
    r"\b(read(?:ing)?\s+(?:(?:it|the\s+plate|them)\s+)?(?:at\s+|@\s*)?)(\d{3})"
    r"(?!\d|[.,]\d|\s*(?:nm|nanomet|/|x|×|g\b|rpm|°|c\b|s\b|ms\b|min))",
    re.I,
)
_EXCITE_BARE = re.compile(
    r"\b(excit(?:e|ed|ing|ation)|emi(?:t|tted|ssion))(\s+(?:at|@|of)?\s*)(\d{3})"
    r"(?!\d|[.,]\d|\s*(?:nm|nanomet|/))",
    re.I,
)
"""'Excite at 485, read the emission at 528 nm': a wavelength written without its unit."""
"""'read 562': a bare wavelength after 'read' is an absorbance read."""
_SEAL_BARE = re.compile(
    r"\b((?:re-?)?(?:heat[- ])?seal(?:ed|ing|er)?\b(?:\s+(?:it|them|the\s+(?:[\w-]+\s+)?plate))?"
    r"\s+(?:at\s+|@\s*|on\s+)?)(\d{3})"
    r"(?=\s*(?:/|,|\s)\s*(?:for\s+)?\d+(?:\.\d+)?\s*(?:s|secs?|seconds?)\b)",
    re.I,
)
"""'seal 170 2s', 'seal 170/2s': a sealing temperature written without its unit."""
_COLD_BARE = re.compile(
    r"\b((?:store|keep|park|freeze|fridge|freezer|cold store)\b[^.;\n]{0,40}?"
    r"(?<!is\sback\s)(?<!'s\sback\s)(?<!’s\sback\s)(?<!is\sin\s)(?<!'s\sin\s)"
    r"(?<!’s\sin\s)(?<!are\sback\s)(?<!is\shere\s)(?<!'s\shere\s)\bat\s+)([-−]?\d{1,2})"
    r"(?![\d.,]|\s*(?:°|c\b|deg|x|rpm|ul|µl|ml|nm|g\b|min|mins|h\b|hrs?|s\b|sec|%|k\b|am\b|pm\b|:))",
    re.I,
)
"""'store plates at -20 in the cold store': a storage temperature without its unit."""
_READ_WARM_BARE = re.compile(
    r"\b((?:read|measure)\w*\b[^.;\n]{0,60}?\bat\s+)(2[5-9]|3\d|4[0-5])"
    r"(?!\d|[.,]\d|\s*(?:°|c\b|deg|x|rpm|ul|µl|ml|nm|g\b|min|mins|h\b|hrs?|s\b|sec|%|k\b|am\b"
    r"|pm\b|:|o['’]?clock))(?=\s*(?:[.;,\n)]|$|and\b|then\b|please\b|pls\b))",
    re.I,
)
"""'read fluorescence ex 494 em 516 at 37': a reader's chamber temperature without its unit
(25-45, the range a plate reader heats to; never a wavelength, never a time of day)."""
_REPEATS = re.compile(
    r"\b(mix\w*|pipett\w*\s+up\s+and\s+down|triturat\w*)(\s+(?:[\w–-]+\s+){0,3}?)(?:[x×]\s?(\d{1,2})|(\d{1,2})\s?[x×])(?![\w.])",
    re.I,
)
"""'mix x5', 'mix 10x', 'mix 3x 50 ul': a mixing count written as a repeat."""


_HOURS_MINUTES = re.compile(
    r"(?<![\w.])(\d{1,2})\s?h\s?([0-5]\d)\b(?!\s*(?:min|mins|minutes?|m\b|s\b|sec|°|%|nm|µl|ul"
    r"|ml|rpm|x\b|g\b))",
    re.I,
)
"""'1h30', '2 h 15': hours and minutes written the French way."""


_TYPO_TARGETS = (
    "shake",
    "retrieve",
    "transfer",
    "centrifuge",
    "incubate",
    "dispense",
    "aliquot",
    "pipette",
    "fluorescence",
    "absorbance",
    "luminescence",
    # the nouns of a value or a count ('40 cycels', '10 minuets', '12 sampels')
    "cycles",
    "minutes",
    "seconds",
    "samples",
    "incubation",
)
_WORD = re.compile(r"[A-Za-z]{5,}")


def _one_slip(word: str, target: str) -> bool:
    """``word`` is ``target`` with two neighbouring letters swapped, or (for long words)
    one letter dropped or doubled -- a slip of the keyboard, not another word."""
    if word == target or word.startswith(target) or target.startswith(word):
        return False  # 'transfers', 'shaken': the word itself, inflected
    if len(word) == len(target):
        diff = [i for i, (a, b) in enumerate(zip(word, target, strict=True)) if a != b]
        return (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and word[diff[0]] == target[diff[1]]
            and word[diff[1]] == target[diff[0]]
        )
    if len(target) < 8 or abs(len(word) - len(target)) != 1:
        return False
    short, long_ = sorted((word, target), key=len)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


def _typos(text: str) -> str:
    """Operation words and the nouns of values mistyped by one slip ('shkae', 'retreive',
    'flourescence', '40 cycels') spelled as meant; any other word is left alone."""

    def fix(m: re.Match[str]) -> str:
        word = m.group(0)
        low = word.lower()
        for target in _TYPO_TARGETS:
            if _one_slip(low, target):
                return target.upper() if word.isupper() else target
        return word

    return _WORD.sub(fix, text)


_WAIT_LEAD = re.compile(
    r"\b(after|following)\s+(?:a\s+)?(?:(?:further|another|additional)\s+)?"
    r"(\d+(?:\.\d+)?\s*(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?))\b"
    r"(?!\s*(?:,|at\b|in\b|of\b|incubat|on\b|with\b|spin|centrifug|shak|wash|read|mix|seal"
    r"|heat|cool|wait|rest|-))"
    r"(?![^.;,\n]{0,30}?\b(?:incubation|spin|centrifugation|shaking|wait|treatment|stimulation"
    r"|exposure|digestion)\b)",  # 'after a 4 h resazurin incubation at 37 °C' is one step
    re.I,
)
"""'following a further 10 min Renilla luminescence was read': the wait ends at a comma."""


_CLOCK_DURATION = re.compile(
    r"\b(time|duration)(\s*\(\s*(hh:mm:ss|h:mm:ss|mm:ss|m:ss|hh:mm|h:mm)\s*\))?(\s*[:=]\s*)"
    r"(\d{1,2}):(\d{2})(?::(\d{2}))?\b",
    re.I,
)
"""'Time (mm:ss): 03:00', 'Time: 00:20:00': a duration written on a clock."""


def _clock(m: re.Match[str]) -> str:
    form = (m[3] or "").lower()
    a, b, c = int(m[5]), int(m[6]), m[7]
    if c is not None:
        seconds = a * 3600 + b * 60 + int(c)  # hh:mm:ss
    elif form in ("mm:ss", "m:ss"):
        seconds = a * 60 + b
    elif form in ("hh:mm", "h:mm"):
        seconds = a * 3600 + b * 60
    else:
        return m.group(0)  # '03:00' alone: minutes or hours? left for the scientist
    return f"{m[1]}{m[2] or ''}{m[4]}{seconds} s"


_FIRST_THEN_VALUES = re.compile(
    r"\bfirst(?:\s+(?:please|pls|plz|thanks|thx))?(\s*,\s*\d[^;.\n]*?)"
    r"(?=\s*(?:[.;\n]|,\s*(?:and|then|but)\b|$))",  # not past ', and peel it ...'
    re.I,
)
"""'Seal it first please, 165 C 3 s.' -> 'Seal it, 165 C 3 s first.': 'first' ends its piece."""
_MIN_SEC = re.compile(
    r"(?<![\w.'’′])(\d{1,3})[ \t]?['’′][ \t]?(\d{1,2})[ \t]?(?:\"|''|″)(?![\w'’′])"
)
"""1'30": minutes and seconds in prime marks."""


def _min_sec(m: re.Match[str]) -> str:
    return f"{m[1]} min {m[2]} s"


_PRIME = re.compile(
    r"(?<![\w.'’′])(\d{1,3}(?:\.\d+)?)[ \t]?(''|″|\"|'|’|′)(?![\w'’′])"
    rf"(?!{NUCLEIC_END})",
    re.I,
)
"""A notebook's prime marks after a time: 30' is 30 minutes, 45'' (or 45″) is 45 seconds."""
_MINUTE_MARKS = frozenset("'’′")
_OPEN_QUOTE = re.compile(r"(?<!\w)['’‘]")


def _quote_open(line: str) -> bool:
    """Whether ``line`` ends inside a double-quoted name: a quote right after a digit is a
    seconds mark (30") unless it closes an open quote ("Program 3")."""
    inside = False
    for k, ch in enumerate(line):
        if ch == '"' and (inside or not line[k - 1 : k].isdigit()):
            inside = not inside
    return inside


def _prime(m: re.Match[str]) -> str:
    line = m.string[: m.start()].rsplit("\n", 1)[-1]
    opened = list(_OPEN_QUOTE.finditer(line))
    if opened and not re.search(r"\w['’]", line[opened[-1].end() :]):
        return m.group(0)  # the closing quote of a quoted name ('Program 3'), not minutes
    if m[2] == '"' and _quote_open(line):
        return m.group(0)  # the closing double quote of a quoted name
    unit = "min" if m[2] in _MINUTE_MARKS else "s"
    return f"{m[1]} {unit}"


_FAHRENHEIT = re.compile(r"(-?\d+(?:\.\d+)?)\s*(?:°\s*f|deg(?:rees)?\s*f(?:ahrenheit)?|℉)\b", re.I)
"""'98.6 °F': a temperature in Fahrenheit, written in °C (to 0.1 °C)."""


def _celsius(m: re.Match[str]) -> str:
    c = round((float(m[1]) - 32) * 5 / 9, 1)
    return f"{c:g} °C"


_FORM_VALUE = re.compile(
    r"(?<!\d )(?<!×)(?<!× )(?<!\bx )"  # not the unit of a value before it: '1,000 × g: 2-minute'
    r"\b(?P<key>rpm|speed\s*\(rpm\)|rcf|force|g|x\s*g|temp(?:erature)?\s*\((?:°c|c|degc)\)"
    r"|vol(?:ume)?\s*\((?:µl|ul)\)|wavelength\s*\(nm\)|no\.?\s+of\s+samples|samples"
    r"|time\s*\((?:s|sec|secs|min|mins|h|hr|hrs)\))\s*[:=]\s*"
    r"(?P<num>-?\d+(?:,\d{3})*(?:\.\d+)?)(?![ \t]*[a-zµ°%×]|\d|[,.:]\d|-[a-z])",
    re.I,
)
"""A form field whose key carries the unit ('RPM: 1,800', 'g: 15000', 'No. of samples: 94'); not
'6 samples: 1:5 dilution' (a count before the key, a ratio after it), not '1,000 × g: 2-minute
hot start' (the unit of a value before the colon; a hyphenated unit after it)."""
_FORM_UNIT = (
    ("speed", "rpm"),
    ("rpm", "rpm"),
    ("rcf", "x g"),
    ("force", "x g"),
    ("xg", "x g"),
    ("g", "x g"),
    ("temp", "°C"),
    ("vol", "µL"),
    ("wavelength", "nm"),
    ("no", "samples"),
    ("samples", "samples"),
)


def _form_value(m: re.Match[str]) -> str:
    key = m["key"].lower().replace(" ", "")
    if key.startswith("time"):
        unit = re.search(r"\((\w+)\)", key)
        return f"{m['key']}: {m['num']} {unit.group(1) if unit else ''}".rstrip()
    word = next((u for k, u in _FORM_UNIT if key.startswith(k)), None)
    return f"{m['key']}: {m['num']} {word}" if word else m.group(0)


_BACK_ARROW = re.compile(r"\s*(?:←|<-+|<=+|⟵)\s*")


def _reversed_arrows(text: str) -> str:
    """'read lum ← shake 10 min ← add 30 µL': a chain of left arrows lists the steps from the
    last to the first; it is written forwards ('add 30 µL → shake 10 min → read lum')."""
    lines = []
    for line in text.split("\n"):
        if _BACK_ARROW.search(line) and not re.search(r"→|->|=>|⟶", line):
            line = " → ".join(reversed(_BACK_ARROW.split(line)))
        lines.append(line)
    return "\n".join(lines)


_QUOTE_MARK = re.compile(r"^[ \t]*>[ \t]?(?=\S)", re.M)


_STRUCK = re.compile(r"~~[^~\n]*~~")
"""'~~300~~ 500 × g': a value struck out in Markdown is taken back."""
_EMPHASIS = re.compile(
    r"\*\*(?=\S)([^*\n]+?)\*\*|__(?=\S)([^_\n]+?)__|(?<![\w*])\*(?=\S)([^*\n]+?)\*(?![\w*])"
)
_HEADING = re.compile(r"^[ \t]*#{1,6}[ \t]+(?=[^\n]*$)(?![^\n]*\S(?:[ \t]{2,}|\t)\S)(?!#?\t)", re.M)
"""'### Step 6: Read' (not a table's '#  What   Where' or '#<tab>Mode<tab>...' header, whose
columns are spaced or tabbed)."""


def _chat(text: str) -> str:
    """A chat message or a pasted Markdown page as plain text: inline code marks and
    emphasis go ('`500 x g`', '**1,500 × g**' are 500 and 1,500 × g), a struck-out value
    ('~~300~~') is taken back, heading marks go, and a quoted earlier message ('> can
    someone spin my plate') is read as part of the request."""
    text = _EMPHASIS.sub(lambda m: m[1] or m[2] or m[3], _STRUCK.sub("", text.replace("`", "")))
    lines = text.split("\n")
    config = config_records(lines)  # in a config, '# ...' is a comment, not a heading
    begin, end = config[:2] if config is not None else (0, 0)
    text = "\n".join(
        line if begin <= i < end else _HEADING.sub("", line) for i, line in enumerate(lines)
    )
    return _CHAT_STAMP.sub("", _QUOTE_MARK.sub("", text))


_AFTER_LINE = re.compile(
    r"(?<=[\w)%])[ \t]*\n[ \t]*(?=(?:after|once)\s+(?!that\b|this\b|which\b|it\b|those\b|these\b"
    r"|all\b|everything\b)\S)",
    re.I,
)
"""A chat line that only says when the line above runs ('read ... ex 560 em 590' over 'after
1h at 37c in the incubator'): one sentence, so the order words bind the two."""


def _after_line(text: str) -> str:
    return _AFTER_LINE.sub(" ", text)


_CHAT_STAMP = re.compile(r"(?im)^[ \t]*\[\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?\][ \t]*")
"""A chat message's time stamp at the head of its line ('[14:11] sorry 24h not 48'): when it
was sent, no setting (a run ordered by the clock is read before, by the time-table reader)."""


def expand_shorthand(text: str) -> str:
    """``text`` with lab-notebook abbreviations spelled out and fractional durations in
    words written as numbers ('one and a half hours' -> '1.5 hours'). Every reader of an
    intent calls it on the same text, so the result is cached (it is a pure function)."""
    return _expanded(text)


_GENUS = re.compile(
    r"(?<![\w.])([A-Za-z])\.\s(coli|cerevisiae|pombe|subtilis|aureus|elegans|melanogaster"
    r"|thaliana|rerio|pastoris|pneumoniae|typhimurium|aeruginosa)\b"
)
"""A genus cut to its letter ('E. coli', 'S. cerevisiae')."""


_REMOVE_AND_DISCARD = re.compile(
    r"(?i)\b(?:remove|aspirate|take\s+off)\s+(?:(?P<what>\d[^.;\n]{0,60}?)\s+)?and\s+discard"
    r"(?:\s+(?:it|them))?\b"
)
"""'Remove and discard 135 µL of supernatant', 'remove 135 µL of supernatant and discard it':
one removal to waste."""
_SHORT_TYPO_WORDS = {
    "sael": "seal",
    "seel": "seal",
    "spni": "spin",
    "sipn": "spin",
    "seperation": "separation",
    "seperate": "separate",
    "minuts": "minutes",
    "mintues": "minutes",
    "minuites": "minutes",
    "secnods": "seconds",
}
_SHORT_TYPOS = re.compile(rf"(?i)\b(?:{'|'.join(_SHORT_TYPO_WORDS)})\b")
"""Short words mistyped as often as the long ones ('sael it at 165C', '15 minuts'), which
one slip of a short word would otherwise turn into another word."""


@lru_cache(maxsize=256)
def _expanded(text: str) -> str:
    # a deviation record's 'at the planned settings' is its planned values; an e-mail's
    # signature goes; 'Spins on the 5424 R.' above the steps goes into them;
    out = mapped_wells(without_signature(planned_settings(text)))  # 'the pellet wells' of a map
    out = requested_protocol_steps(role_instruments(out))
    # a protocol excerpt: the steps its request picks
    out = replayed_run(out)  # a run log with a request to run it again: the run it asks for
    out = assigned_to_workcell(requested_panels(out))  # panel B; the robot's action items
    out = chosen_values(deck_run(english_lab_words(reviewed(out))))  # words, a slide, new column
    out = change_record_run(out)  # a change-control record: the chosen settings and the request
    out = revised_method_run(out)  # a reply to review comments: the quoted method, revised
    out = entered_values(out)  # a web form's entered and chosen values
    out = prompt_task(checklist_run(card_run(booked_run(out))))  # a booking, a card, a task
    out = named_settings(out)  # a legend's names written out
    out = agreed_run(edited_plan(board_run(out)))  # a board's open cards; a plan's edits
    out = wiki_page(chosen_run(out))  # a chosen run, a page's steps
    out = deocr(chronological(without_bookkeeping(scenario_steps(out))))
    out = section_steps(repeated_ranges(out))  # before outline labels go
    out = switched_instruments(run_instrument(role_instruments(out)))  # 'on the Fluent instead'
    out = procedure(annotated_steps(scheduled(named_labware(_after_line(_chat(out))))))
    out = revised(settled_conditions(out))  # a condition the text settles; a correction
    out = translated(flatten_structured(out).replace("℃", "°C"))
    out = _CLOCK_DURATION.sub(_clock, _FAHRENHEIT.sub(_celsius, out))
    out = _KILO.sub(_kilo, _MIN_SEC.sub(_min_sec, out))
    out = _FORM_VALUE.sub(_form_value, _PRIME.sub(_prime, _reversed_arrows(out)))
    out = _EX_EM_EQUALS.sub(lambda m: f"{m[1]} {m[2]} nm", out)
    out = _GENUS.sub(r"\1 \2", out)  # 'E. coli' -> 'E coli': no sentence ends in a name
    out = _SHORT_TYPOS.sub(lambda m: _SHORT_TYPO_WORDS[m[0].lower()], out)
    out = _REMOVE_AND_DISCARD.sub(  # one removal, not two steps
        lambda m: f"discard {m['what']}" if m["what"] else "discard", out
    )
    out = _EX_EM_DOT.sub(lambda m: f"{m[1]} ", out)
    out = _CHECKBOX.sub("\n", _TIMES_SIGN.sub("x", out))
    out = _HAS_BEEN.sub(" has", _CYCLER_HEAD.sub("; ", _MARKS.sub("", out)))
    out = _READ_TOKEN.sub(
        lambda m: "read " + next(w for k, w in _READ_KINDS if m[1].lower().startswith(k)), out
    )
    out = _INTEGRATION_KEY.sub("integration ", out)
    out = _INC.sub(_incubate, _fractions(spoken(_typos(out))))
    if re.search(r"(?i)co2|co₂|cytomat|incubat|2c450", out):
        out = _INCUBATOR_PAIR.sub(lambda m: f"{m['t']} °C, {m['co2']}% CO2", out)
    for pattern, replacement in WORDS:
        out = pattern.sub(replacement, out)
    out = arm_moves(_MORE_OF.sub(_more_of, out))
    out = _ROLE_ASIDE.sub(lambda m: _role_aside(m, out), out)
    out = _EX_EM_SLASH.sub(lambda m: f"excitation {m[1]} nm emission {m[2]} nm", out)
    out = _ABSORBANCE.sub(
        lambda m: f"{m.group(0)[: m.start(1) - m.start()]}absorbance{m[2] or ' '}{m[3]} nm", out
    )
    out = _ABS_WORD.sub(lambda m: f"{m[1]}absorbance", out)
    out = _CYCLES_X.sub(_cycles, out)
    out = _WAIT_LEAD.sub(lambda m: f"{m[1]} {m[2]},", out)
    out = _READ_PAIR.sub(
        lambda m: f"{m[1]}fluorescence excitation {m[2]} nm emission {m[3]} nm", out
    )
    out = _READ_AT_PAIR.sub(_read_at_pair, out)
    out = _FLUOR_SLASH.sub(
        lambda m: f"fluorescence{m[2]}excitation {m[3]} nm emission {m[4]} nm", out
    )
    out = _EX_EM_AFTER.sub(
        lambda m: ("excitation" if m[2].lower() == "ex" else "emission") + f" {m[1]} nm", out
    )
    out = _READ_BARE.sub(lambda m: f"{m[1]}absorbance {m[2]} nm", out)
    out = _EXCITE_BARE.sub(lambda m: f"{m[1]}{m[2]}{m[3]} nm", out)
    out = _SEAL_BARE.sub(lambda m: f"{m[1]}{m[2]} °C", out)
    out = _COLD_BARE.sub(lambda m: f"{m[1]}{m[2]} °C", out)
    out = _READ_WARM_BARE.sub(lambda m: f"{m[1]}{m[2]} °C", out)
    out = _HOURS_MINUTES.sub(lambda m: f"{m[1]} h {m[2]} min", out)
    out = _REPEATS.sub(
        lambda m: f"{m[1]} {m[3] or m[4]} times{m[2].rstrip() and ' ' + m[2].strip()}", out
    )
    out = _FLUORESCENCE_PAIR.sub(lambda m: f"{m.group(1)} {m.group(2)} nm", out)
    out = _FIRST_THEN_VALUES.sub(lambda m: f"{m[1]} first", out)
    return bare_temperatures(limited(picked_ranges(out)))  # 'never exceed 170 °C': a limit
