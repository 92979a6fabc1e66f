"""Dictated and spoken intents written as the words they stand for.

Scientists dictate at the bench ("spin at six hundred times g for three minutes then read
at four fifty") or type the way they speak ("add forty micro liters", "one point five mil
tubes", "seal at one sixty five no sorry one seventy"). :func:`spoken` rewrites

* numbers in words into digits: compounds ("one hundred and seventy", "twenty five
  hundred", "thirty-five"), a number word before a unit ("ninety seconds"), wavelengths and
  temperatures said in pairs ("four fifty" -> 450, "one sixty five" -> 165), digit by digit
  ("five four two four" -> 5424) and decimals ("one point five" -> 1.5);
* spoken units: "micro liters", "mil", "times g", "milliseconds", "degrees celsius";
* spoken well names ("A one through A six") and instrument names ("O T two", "i seven");
* a self-correction: the value said after "no wait", "sorry", "I mean", "no actually"
  replaces the one said before it ("thirty micro liters no thirty five micro liters").

It never guesses: words that are no number stay words, and a correction is applied only
when a number or a repeated phrase follows the marker. It is idempotent.
"""

from __future__ import annotations

import re

from bioproagent.intent.lexicon import NUMBER_WORDS

_SMALL = {w: n for w, n in NUMBER_WORDS.items() if n < 100 and "-" not in w and w != "single"}
_SMALL["zero"] = 0
_SMALL["oh"] = 0  # 'four oh five' -> 405
_NUMBER_WORD = "(?:" + "|".join(sorted([*_SMALL, "hundred", "thousand"], key=len, reverse=True))
_NUMBER_WORD += ")"
_WORD_RUN = re.compile(
    rf"\b(?:(?:(?:a|an)\s+(?=(?:hundred|thousand)\b))?{_NUMBER_WORD}"
    rf"(?:(?:\s+and\s+|\s*-\s*|\s+){_NUMBER_WORD}\b)*"
    rf"(?:\s+point\s+{_NUMBER_WORD}(?:\s+{_NUMBER_WORD})*)?"
    rf"|(?:(?:zero|oh|nought)\s+)?point\s+{_NUMBER_WORD}(?:\s+{_NUMBER_WORD})*)\b",
    re.I,
)
_UNIT_AFTER = re.compile(
    r"\s*-?\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|degrees?|°|deg\b|cycles?"
    r"|times\b|x\s*g\b|×\s*g|g\b|rcf|rpm|nano\s*met\w*|nm\b|microlit\w*|micro\s+lit\w*|millilit\w*"
    r"|milli\s+lit\w*|ul\b|µl|μl|ml\b|mils?\b|mics?\b|drops?\b|milliseconds?|percent|%)",
    re.I,
)


_PAIR_UNIT = re.compile(
    r"\s*-?\s*(?:nano\s*met\w*|nm\b|degrees?|°|deg\b|x\s*g\b|g\b|rcf|rpm)", re.I
)
"""Units after which 'two fourteen' is 214 (a wavelength, a temperature, a force), not two
things of fourteen ('two fifteen minute washes')."""
_MODEL_SUFFIX = re.compile(r"\s*r\b", re.I)


def _plain_value(words: list[str]) -> int | None:
    """'one hundred and seventy' -> 170; None when the words are not one number."""
    total, current, last = 0, 0, 1000000
    for word in words:
        if word in ("a", "an"):
            current = max(current, 1)
            continue
        if word == "hundred":
            current, last = max(current, 1) * 100, 100
        elif word == "thousand":
            total, current, last = total + max(current, 1) * 1000, 0, 1000
        else:
            n = _SMALL[word]
            size = 10 if n >= 20 else 1
            if current % 100 and (current % 10 or n >= 10 or size >= last):
                return None  # 'twenty thirty', 'five six': two numbers, not one
            if current and current < 10 and last == 1:
                return None
            current, last = current + n, size
    return total + current


def _paired_value(words: list[str], unit_follows: bool = False) -> int | None:
    """Numbers said in pairs: 'four fifty' -> 450, 'one sixty five' -> 165, 'three eighty
    four' -> 384; digit by digit: 'five four two four' -> 5424; before a unit, a digit and
    a teen: 'two fourteen nanometres' -> 214."""
    values = [_SMALL.get(w) for w in words]
    if any(v is None for v in values):
        return None
    nums = [v for v in values if v is not None]
    if unit_follows and len(nums) == 2 and 1 <= nums[0] <= 9 and 10 <= nums[1] <= 19:
        return nums[0] * 100 + nums[1]
    if len(nums) >= 3 and all(v < 10 for v in nums):
        return int("".join(str(v) for v in nums))
    if 2 <= len(nums) <= 3 and 1 <= nums[0] <= 9 and nums[1] >= 20 and nums[1] % 10 == 0:
        rest = nums[2] if len(nums) == 3 else 0
        if rest < 10 and (len(nums) == 2 or rest > 0):
            return nums[0] * 100 + nums[1] + rest
    if len(nums) == 2 and 10 <= nums[0] <= 19 and nums[1] >= 20 and nums[1] % 10 == 0:
        return nums[0] * 100 + nums[1]  # 'fifteen fifty' -> 1550
    return None


def _word_value(words: list[str], unit_follows: bool = False) -> str | None:
    """The digits a run of number words states, or None when it is not one number."""
    if "point" in words:
        k = words.index("point")
        lead = words[:k] if words[:k] not in (["zero"], ["oh"], ["nought"]) else []
        whole = _word_value(lead) if lead else "0"
        decimals = [_SMALL.get(w) for w in words[k + 1 :]]
        if whole is None or not decimals or any(d is None or d > 9 for d in decimals):
            return None
        return f"{whole}.{''.join(str(d) for d in decimals)}"
    plain = _plain_value(words)
    if plain is not None:
        return str(plain)
    paired = _paired_value(words, unit_follows)
    return None if paired is None else str(paired)


def _segments(words: list[str]) -> list[str] | None:
    """A run that is several numbers said one after the other, as a program is dictated
    ('ninety eight ten' before 'sec' -> 98, 10): the longest number first, each a whole
    number (pairs like 'four fifty' are not split)."""
    out, k = [], 0
    while k < len(words):
        for end in range(len(words), k, -1):
            value = _plain_value(words[k:end])
            if value is not None:
                out.append(str(value))
                k = end
                break
        else:
            return None
    return out if len(out) > 1 else None


_HELD_FOR = re.compile(
    r"\s+for\s+(?:[\w-]+\s+){1,2}?(?:s|secs?|seconds?|mins?|minutes?)\b(?!\s+(?:wash|spin|step))",
    re.I,
)
"""'... and sixty for one minute': a temperature held for a time, written as a word."""


def _number_words(text: str) -> str:
    def spell(m: re.Match[str]) -> str:
        words = [w.lower() for w in re.findall(r"[a-z]+", m.group(0), re.I) if w.lower() != "and"]
        if (
            len(words) == 1
            and not _UNIT_AFTER.match(text, m.end())
            and not re.search(r"(?:\bat|@)\s*$", text[max(0, m.start() - 4) : m.start()])
            and not _HELD_FOR.match(text, m.end())
        ):
            return m.group(0)  # 'one plate', 'the two tubes': counts stay words ('at four': 4)
        if words in (["a"], ["an"]):
            return m.group(0)
        unit_follows = bool(_UNIT_AFTER.match(text, m.end()))
        if _MODEL_SUFFIX.match(text, m.end()):  # 'fifty four twenty four R' -> 5424 R
            parts = _segments(words)
            if parts and all(len(p) == 2 for p in parts):
                return "".join(parts)
        if words[0] in ("point", "zero", "oh", "nought") and not unit_follows:
            return m.group(0)  # 'at this point two plates': no decimal without a unit
        value = _word_value(words, bool(_PAIR_UNIT.match(text, m.end())))
        if value is None and unit_follows and "point" not in words:
            parts = _segments(words)  # 'ninety eight ten sec' -> '98 10 sec'
            if parts is None or int(parts[0]) < 20:  # 'two fifteen minute washes': a count
                return m.group(0)
            return " ".join(parts)
        return m.group(0) if value is None else value

    return _WORD_RUN.sub(spell, text)


_UNITS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.I), replacement)
    for pattern, replacement in (
        (r"(?<=\d)\s*micro\s+lit(?:er|re)s?\b", " µL"),
        (r"(?<=\d)\s*(?:mike|my)\s*(?:row|ro|crow)\s*-?\s*lit(?:er|re)s?\b", " µL"),  # misheard
        (r"(?<=\d)\s*milli\s+lit(?:er|re)s?\b", " mL"),
        (r"(?<=\d)\s*mils?\b", " mL"),
        (r"(?<=\d)\s*mics?\b", " µL"),  # "twenty mic": microlitres, said short
        (r"(?<=\d)\s*times\s+g\b", " x g"),
        (r"(?<=\d)\s*nano\s+met(?:er|re)s?\b", " nm"),
        (r"\b(?:minus|negative)\s+(?=\d)", "-"),  # 'minus 20 degrees C'
        # instrument names a transcriber splits into words
        (r"\bv\s+spin\b", "VSpin"),
        (r"\bbio\s+shake\b", "BioShake"),
        (r"\bking\s+fisher\b", "KingFisher"),
        (r"\bspectra\s+max\b", "SpectraMax"),
        (r"\b(?:x|ex)\s+peel\b", "XPeel"),
        (r"\bhigh\s*g\s+(?:four|4)\b", "HiG4"),
        (r"\bcyto\s+mat\b", "Cytomat"),
        (r"\blab\s+chip\b", "LabChip"),
        (r"\bo\s+d\s+t\s+c\b", "ODTC"),
        (r"\bc\s+f\s+x\b", "CFX"),
        (r"\bbio\s+mek\b", "Biomek"),
        (r"\bopen\s+trons\b", "Opentrons"),
        (r"\btea\s+can\b", "Tecan"),
        (r"\bp\s+f\s+(?:four\s+hundred|400)\b", "PF400"),
        (r"\ba\s+four\s+s\b", "a4S"),
        (r"(?<=\d)\s*degrees?\s+(?:celsius|centigrade|c)\b", " °C"),
        (r"(?<=\d)\s*r\s*p\s*m\b", " rpm"),
        (r"\bo\s+t\s+(?:two|2)\b", "OT-2"),
        (r"\b(biomek)\s+i\s*(seven|five|7|5)\b", r"\1 i\2"),
        (r"\bhigh\s*g\b(?=\s+(?:centrifuge|spinner))", "HiG4"),
        (r"\bon\s+the\s+high\s*g\b", "on the HiG4"),
        (r"\bdenat\b", "denaturation"),
    )
)
_COLUMN_WORDS = re.compile(
    rf"\b(columns?|cols?|rows?\s+[a-p]\s+(?:to|through|thru|-)\s+[a-p]\s+of\s+columns?)\s+"
    rf"({_NUMBER_WORD})\b(?:(\s+(?:through|thru|to|and|-|–)\s+)({_NUMBER_WORD})\b)?",
    re.I,
)
"""'columns one through six': column numbers said in words."""


def _columns(m: re.Match[str]) -> str:
    first = _SMALL.get(m[2].lower())
    if first is None:
        return m.group(0)
    out = f"{m[1]} {first}"
    if m[4]:
        last = _SMALL.get(m[4].lower())
        if last is None:
            return m.group(0)
        out += f"{m[3]}{last}"
    return out


_ISEVEN = re.compile(r"\bi(seven|five)\b", re.I)
_MILLISECONDS = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:milliseconds?|msecs?|ms)\b", re.I)
_SPOKEN_WELL = re.compile(
    rf"\b([A-P])\s+({_NUMBER_WORD}(?:\s+{_NUMBER_WORD})?)\b(?!\s+{_NUMBER_WORD}\b)"
)
"""'A one through A six': well names said as a row letter and a number word."""


def _seconds(m: re.Match[str]) -> str:
    value = float(m[1]) / 1000
    return f"{value:g} s"


def _spoken_well(m: re.Match[str]) -> str:
    value = _word_value(m[2].lower().split())
    return f"{m[1]}{value}" if value is not None and value.isdigit() else m.group(0)


_MARKER = (
    r"(?:,?\s*(?:no\s+wait|wait\s+no|(?:no\s+)?(?:sorry|i\s+mean|actually|correction|rather"
    r"|scratch\s+that))"
    r"(?:\s+(?:make\s+(?:it|that)|it'?s|that'?s|no))?|,?\s*no,?)\s*,?\s+"
)
_NUM = r"-?\d+(?:[.,]\d+)?"
_UNIT_WORD = r"(?:\s*(?:µl|ul|ml|x\s*g|g|rpm|°c|degrees?|c|s|sec\w*|min\w*|h|hrs?|hours?|nm|%))?"
_CORRECTED_NUMBER = re.compile(
    rf"(?<![\w.])(?P<old>{_NUM}{_UNIT_WORD})(?P<mid>(?:\s+of)?(?:\s+[a-z][\w-]*){{0,4}}?)\s*{_MARKER}"
    rf"(?:make\s+(?:it|that)\s+)?(?P<new>{_NUM}{_UNIT_WORD})(?![\w])",
    re.I,
)
"""'thirty micro liters no thirty five micro liters', 'at 160 degree, no, 165 degree'."""
_PHRASE_MARKER = r"\s*,?\s*(?:no\s+wait|wait\s+no|(?:no\s+)?(?:sorry|i\s+mean|correction))\s*,?\s+"
_CORRECTED_PHRASE = re.compile(
    rf"\b(?P<head>[a-z]+)\b(?P<old>(?:(?!\s\w+=)[^.;,]){{0,40}}?\d(?:(?!\s\w+=)[^.;,]){{0,20}}?)"
    rf"{_PHRASE_MARKER}(?P=head)\b",
    re.I,
)
"""'columns 1 through 12 I mean columns 1 through 10': the phrase said again replaces it."""


def _unit_kind(quantity: str) -> str:
    unit = re.sub(r"^[-\d.,\s]+", "", quantity.lower())
    for kind, pattern in (
        ("volume", r"µl|ul|ml"),
        ("force", r"x\s*g|g$"),
        ("speed", r"rpm"),
        ("temperature", r"°c|degrees?|c$"),
        ("time", r"s$|sec|min|h$|hrs?|hours?"),
        ("wavelength", r"nm"),
    ):
        if re.search(pattern, unit):
            return kind
    return ""


def _corrected(m: re.Match[str]) -> str:
    """The corrected value, when the value said before the marker is of the same kind."""
    old, new = _unit_kind(m["old"]), _unit_kind(m["new"])
    if old and new and old != new:
        return m.group(0)  # '30 µL of substrate, sorry, 10 minutes' corrects nothing
    return m["new"] + m["mid"]


def _corrections(text: str) -> str:
    previous = None
    while previous != text:
        previous = text
        text = _CORRECTED_NUMBER.sub(_corrected, text, count=1)
        text = _CORRECTED_PHRASE.sub(lambda m: m["head"], text, count=1)
    return text


_AT_BARE = re.compile(
    r"\b((?:incubat\w*|heat\w*|warm\w*|keep|kept|store\w*|back\s+in|put\s+it\s+back|hold\w*|"
    r"leave|left|cytomat|incubator|fridge|thermocycler|odtc|cycler|2c4(?:25|50)|cold\s+store)\b"
    r"(?:[^.;\n]|\n(?![ \t]*\n)){0,40}?"  # one line, or a line wrapped once
    r"(?:(?<!is\sback\s)(?<!'s\sback\s)(?<!’s\sback\s)(?<!is\sin\s)(?<!'s\sin\s)"
    r"(?<!’s\sin\s)(?<!are\sback\s)(?<!is\shere\s)(?<!'s\shere\s)\bat\s+|@\s*))"
    # 'back in for 4h @37' (not 'she's back at 3')
    r"(-?\d{1,3}(?:\.\d)?)(?![,.]\d)"
    r"(?=\s+(?:for|overnight|until|and|then|in|on|with)\b|\s*[,.;]|\s*$|[ \t]*\n)",
    re.I,
)
"""'incubate at 37 for 30 minutes', 'put it back at 37 for 48 hours': a temperature said
without its unit where only a temperature can follow 'at'."""


_ORDINAL_NOUN = (
    r"(?:night|time|round|plate|wash|read|reading|spin|step|run|set|batch|pass|addition"
    r"|incubation|shake|aliquot|sample|column|row|tube|attempt|try|cycle|seal|day)s?"
)
_ONE_UNIT = re.compile(
    rf"\b(for|during|after|takes?|about|within|in|spends?|wait|leave\s+(?:it|them)"
    rf"|(?:sit|stand|rest)s?)\s+(?:an?|one|another)\s+(?:more\s+|further\s+|extra\s+)?"
    rf"(hour|minute|second|day)\b(?!\s+(?:and\s+a\s+half|or|{_ORDINAL_NOUN})\b)",
    re.I,
)
"""'for an hour', 'for a minute', 'for one more minute': one of the unit ('for a second
night' is an ordinal: 'second' followed by the noun it counts)."""
_FRACTION = re.compile(
    r"(?<!\band\s)(?<!\band\sa\s)(?<!\band\san\s)\b(?:an?\s+|one\s+)?(quarter|half)(?:\s+of)?"
    r"(?:\s+an?)?\s+(hour|minute|second|ml|millilit(?:er|re)|µl|ul|microlit(?:er|re))s?\b",
    re.I,
)
"""'a quarter second', 'half a minute' ('a third of a second' stays in words: 0.333 would
round a stated value)."""
_MORE = re.compile(
    r"(?<=\d)\s+(?:more|further|additional|extra)\s+(?=(?:seconds?|secs?|minutes?|mins?|hours?"
    r"|hrs?|cycles?|µl|ul|ml)\b)",
    re.I,
)
"""'2 more minutes': the number and its unit."""


def _fraction(m: re.Match[str]) -> str:
    share = {"quarter": "0.25", "half": "0.5"}[m[1].lower()]
    return f"{share} {m[2]}"


_FILLER = re.compile(
    r"(?<![\w-])(?<!\d )(?!err\s*[-:#]?\s*\d)(?:um+|uh+|ah+|er+m?|hmm+)\b,?\s*", re.I
)
"""Hesitations of dictation ('and um transfer'): no words of the request; not the unit of a
number ('0-10 uM' is micromolar)."""


_DOUBLED = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*\(\s*(\d+(?:\.\d+)?)\s*\)")
"""'thirty (30) minutes', '2 (two) cycles': a number written twice, as contracts and SOPs do."""


def _doubled(m: re.Match[str]) -> str:
    return m[1] if float(m[1]) == float(m[2]) else m.group(0)  # a mismatch stays: K_i asks


_BRACKETED_DIGITS = re.compile(r"\s*\(\s*(\d+(?:\.\d+)?)\s*\)")


def _written_twice(text: str) -> str:
    """'thirty (30) minutes' -> '30 minutes': number words with the same number in brackets
    after them; words that say another number than the brackets stay (the fail-safe asks)."""
    out, last = [], 0
    for m in _WORD_RUN.finditer(text):
        digits = _BRACKETED_DIGITS.match(text, m.end())
        words = [w.lower() for w in re.findall(r"[a-z]+", m.group(0), re.I) if w.lower() != "and"]
        if digits is None or _word_value(words) is None:
            continue
        if float(_word_value(words) or "nan") != float(digits[1]):
            continue
        out += [text[last : m.start()], digits[1]]
        last = digits.end()
    return "".join(out) + text[last:]


_HOMOPHONES = (
    (re.compile(r"\bfor(?=\s+times\b)", re.I), "four"),  # 'mix for times' (four)
    (re.compile(r"\b(?:to|too)(?=\s+(?:hundred|thousand|times)\b)", re.I), "two"),
    (re.compile(r"(?<=\bfor\s)(?:to|too)(?=\s+(?:minutes?|seconds?|hours?)\b)", re.I), "two"),
)
"""Number words speech-to-text writes as their homophones, only where the words after them
leave no other reading ('mix for times', 'add to hundred', 'spin for to minutes')."""


def spoken(text: str) -> str:
    """``text`` with spoken numbers, units, wells and corrections written as a scientist
    would type them; everything else unchanged."""
    out = _written_twice(_FILLER.sub("", text))
    for pattern, word in _HOMOPHONES:
        out = pattern.sub(word, out)
    out = _FRACTION.sub(_fraction, out)
    out = _ONE_UNIT.sub(lambda m: f"{m[1]} 1 {m[2]}", out)
    out = _number_words(out)
    out = _MORE.sub(" ", out)
    for pattern, replacement in _UNITS:
        out = pattern.sub(replacement, out)
    out = _ISEVEN.sub(lambda m: "i7" if m[1].lower() == "seven" else "i5", out)
    out = _MILLISECONDS.sub(_seconds, out)
    out = _SPOKEN_WELL.sub(_spoken_well, out)
    out = _COLUMN_WORDS.sub(_columns, out)
    return _DOUBLED.sub(_doubled, _corrections(out))


def bare_temperatures(text: str) -> str:
    """'incubate at 37 for 30 minutes' -> 'incubate at 37 °C for 30 minutes' (run after the
    notebook verbs are spelled out: 'inc at 37 for 1 h')."""
    text = _THEN_BARE.sub(lambda m: f"{m[1]}{m[2]} °C", text)
    text = _AT_BARE_BEFORE_PLACE.sub(lambda m: f"{m[1]}{m[2]} °C", text)
    return _AT_BARE.sub(lambda m: f"{m[1]}{m[2]} °C", text)


_AT_BARE_BEFORE_PLACE = re.compile(
    r"(\b(?:\d+(?:\.\d+)?\s*(?:min|mins|minutes?|h|hrs?|hours?)|overnight)\s+at\s+)(\d{2})"
    r"(?=\s+in\s+(?:the\s+)?(?:co2\s+)?(?:incubator|cytomat(?:\s+2c450)?|2c450)\b)",
    re.I,
)
"""'90 minutes at 37 in the incubator': a time, then a bare temperature the place it is
kept at names."""


_THEN_BARE = re.compile(
    r"(\d{1,3}\s*°\s*c\s+\d+(?:\.\d+)?\s*(?:s|secs?|min|mins|minutes?|h|hrs?|hours?)\s*,?\s*"
    r"(?:then|and\s+then|followed\s+by|->|→)\s+)(\d{2,3})(?=\s+\d+(?:\.\d+)?\s*(?:s|secs?|min|mins"
    r"|minutes?|h|hrs?|hours?)\b)",
    re.I,
)
"""'37 °C 15 min then 65 20 min': the second hold's temperature written without its unit,
after a first hold written with it."""
