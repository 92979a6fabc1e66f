"""Find numbers in protocol text that should carry a unit and do not (used by K_s).

A number in a step's text is accepted when it is

- followed by a unit (``50 µL``, ``37°C``, ``1,000 × g``, ``5 min``, ``450 nm``, ``2 %``,
  ``10 ng/µL``, ``1e5 cells``, ``2x``);
- a count: followed, within two descriptive words, by a counted noun (``3 technical
  replicates``, ``96-well plate``, ``8 serial dilutions``, ``5 times``);
- glued to letters on either side (``OD600``, ``CO2``, ``X-100``, ``DNA 1K``);
- an ordinal (``2nd``), a well or column name (``A1``, ``H12``, ``column 3``), a label after
  words such as ``step``, ``pH``, ``Tween`` or ``slot``;
- a ratio (``1:10``, ``1/100``, ``1 in 100``, ``dilute 1 to 10``);
- part of a range or list whose other end qualifies (``2-8 °C``, ``0, 25, 50 and 100 µg/mL``,
  ``steps 2 to 4``).

- an identifier or a name: followed by a noun (``6-0 suture``, ``1,4-dioxane``, ``the -80
  freezer``, ``7 drops``), after a capitalised word inside a sentence (``RPMI 1640``,
  ``Interproscan 5``, ``NovaSeq 6000``, ``Day 2``), an outline number (``1.2`` or ``15.`` at
  the start of a sentence, ``(1)``, ``Notes 1)``), or a dimensionless value (``OD600 = 0.5``,
  ``p < 0.05``), or zero (an origin: ``set bregma as 0``).
- in a step with more than twelve numbers: that is a pasted table of values, not checked.

Precision comes first: a number is reported only when it stands where a quantity stands and
nothing names it, i.e. it is followed by the end of the text, punctuation or a linking word
(``to``, ``for``, ``at``, ``and``...). ``Add 100 to each well`` and ``spin at 1000 for 1 min``
both miss a unit; ``Add 0.25 Leucine`` is not reported (it may be a name or a count).
"""

from __future__ import annotations

import re

_NUMBER = re.compile(
    r"(?<![\w.])(?<![A-Za-z]-)"  # not glued to a word (A1, OD600, X-100)
    r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][+-]?\d+)?"
)

_UNIT = re.compile(
    r"""^(?:[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]*)\s*(?:
        [µμu]\s?[lLgMm]\b | [nmp][lLgM]\b | [lLgM]\b | [nmp]mol\b | mol\b | [kK]?[dD]a\b
      | (?:micro|milli|nano|pico)?(?:lit(?:er|re)s?|grams?|molar|moles?)\b
      | °\s?[CF]? | º\s?[CF]? | deg(?:rees?)?\b | [CF]\b | celsius\b
      | s\b | secs?\b | seconds?\b | m\b | mins?\b | minutes?\b | h\b | hrs?\b | hours?\b
      | d\b | days?\b | wks?\b | weeks?\b | overnight\b
      | rpm\b | rcf\b | x\s?g\b | ×\s?g\b | [x×X] | fold\b | -fold\b | times\b
      | nm\b | nanomet(?:er|re)s?\b | mm\b | cm\b | µm\b | μm\b | um\b
      | % | percent\b | ppm\b
      | [µμunmp]?g\s?/\s?[µμumn]?[lL]\b | cells?\b | copies\b | copy\b | cfu\b | pfu\b
      | moi\b | bp\b | kb\b | nt\b | [kK]?[uU]\b | i?units?\b | IU\b | [mk]?V\b | [mk]?W\b
      | ms\b | [kK]?Hz\b | psi\b | bar\b | OD\b | A\d{3}\b | [µμu]?M\b
      | r\.p\.m\.? | o\s?C\b | lux\b | lx\b | [aApP]\.?[mM]\.? | Gy\b | mGy\b
      | [kKmM]?Ω | ohms?\b
      | (?i:lit(?:er|re)s?\b|gauge\b|G\b|dpf\b|hpf\b|dpi\b|passages?\b|mesh\b|kbp?\b|mers?\b)
    )""",
    re.VERBOSE,
)

_COUNT_NOUNS = (
    r"samples?|wells?|replicates?|points?|standards?|plates?|tubes?|cycles?|columns?|rows?|"
    r"channels?|tips?|steps?|strips?|racks?|reactions?|dilutions?|concentrations?|lanes?|"
    r"washes|wash|rounds?|repeats?|aliquots?|controls?|blanks?|positions?|reads?|"
    r"measurements?|curves?|levels?|doses?|targets?|genes?|primers?|pairs?|transfers?|"
    r"additions?|dispenses?|mixes|cycles|seconds?|hits?|batches|batch|runs?|sets?|"
    r"groups?|conditions?|series|libraries|library|amplicons?|assays?|kits?|vials?|flasks?|"
    r"dishes|dish|passages?|mers?|plex|channel|fractions?|templates?|lids?|seals?|"
    r"conditions?|treatments?|compounds?|drugs?|others?|more|each"
)
_STOP = (
    r"to|into|in|of|from|each|the|a|an|per|with|at|for|on|onto|by|and|or|then|until|before|"
    r"after|over|under|above|below|via|using|as|is|are|be"
)
_COUNT = re.compile(
    rf"^(?:[-‑ ](?:{_COUNT_NOUNS})\b"  # 96-well, 8-point, 8 samples
    rf"|(?:\s+(?!(?:{_STOP})\b)[A-Za-z]\w*(?:-[A-Za-z]\w*)*){{0,2}}[\s-]+(?:{_COUNT_NOUNS})\b)",
    re.IGNORECASE,
)
_ORDINAL = re.compile(r"^(?:st|nd|rd|th)\b", re.IGNORECASE)
_GLUED = re.compile(r"^[A-Za-z]")  # 1K, 3D, 5'-end: an identifier or a glued unit
_RATIO_AFTER = re.compile(r"^\s*(?:[:/]|in)\s*\d")  # 1:10, 1/100, 1 in 100
_RATIO_BEFORE = re.compile(r"\d\s*(?:[:/]|\bin)\s*$|\bdilut\w*\s+(?:it\s+|them\s+)?$", re.I)
_LABEL_BEFORE = re.compile(
    r"(?:\b(?:steps?|columns?|cols?|rows?|wells?|positions?|pos|slots?|decks?|sites?|nests?|"
    r"plates?|tubes?|samples?|standards?|lanes?|channels?|racks?|boxes|box|shelf|shelves|"
    r"levels?|stackers?|hotels?|cassettes?|program|programme|protocol|method|version|lot|"
    r"ph|od|tween|triton|brij|span|nonidet|igepal|ca|cycle|round|phase|part|section|"
    r"table|figure|fig|no|number|replicate|group|condition|tier|bay|tip|n|day|page|v|ver|"
    r"id|barcode|index|tag|brake|accel|decel|option|setting|mode|chapter|lane|exon|intron|"
    r"chromosome|chr|passage|generation|clone|line|strain|mutant|primers?|antibod(?:y|ies)|"
    r"buffers?|solutions?|reagents?|mix|enzymes?|fractions?|slides?|dish|flasks?|vials?|"
    r"bottles?|gels?|membranes?|sections?|mouse|mice|animals?|patients?|donors?|subjects?|"
    r"batch|aliquots?|regions?|clusters?|peaks?|panels?|eq|equation|into)\s*[.#=:]?\s*"
    r"|#\s*|\b[A-Za-z_]\w*\s*=\s*|(?<!\w)-{1,2}[A-Za-z]\w*\s+)$",
    re.IGNORECASE,
)
_CHAIN_SEP = re.compile(
    r"^\.?\s*(?:-|‑|–|—|to|and|or|&|,|,\s*and|,\s*or|/|±|\+/-|\^|through|thru|x|×)\s*$",
    re.IGNORECASE,
)


_NOUN_AFTER = re.compile(r"^[\s-]*[A-Za-z][\w'’-]*")
_LINK_WORDS = frozenset(
    [
        "to",
        "into",
        "for",
        "at",
        "of",
        "in",
        "and",
        "or",
        "then",
        "with",
        "on",
        "until",
        "each",
        "per",
        "from",
        "before",
        "after",
        "by",
    ]
)
_QUANTITY_END = re.compile(r"^\s*(?:$|[.,;:!?)\]]|\s[-–—]|[-–—]\s)")
_NOT_QUANTITY_AFTER = re.compile(
    r"^\s*(?:or (?:more|less|fewer|so)\b|in\.?\s?Hg\b|of (?:the|these|those|them|all)\b)", re.I
)  # "2 or more people", "28 in Hg", "1 of the tubes" (a count)
_YEAR = re.compile(r"^(?:19[5-9]\d|20[0-4]\d)$")
_CITATION_BEFORE = re.compile(
    r"(?:\bet al\.?,?|\b[A-Z][a-z]+,|\(|;|\b(?:in|of|since|from) (?:the \w+ of )?)\s*$"
)
_TABLE_NUMBERS = 12  # a step with more numbers than this is a pasted table, not checked
_NAME_BEFORE = re.compile(r"(?<![.!?:;]\s)(?<!^)\b(?:[A-Z][\w-]*|\w*[A-Z]\w*[A-Z]\w*)\s*$")
_SENTENCE_VERBS = re.compile(r"^[A-Z][a-z]+$")
_OUTLINE_AFTER = re.compile(r"^(?:[.)]\s|[.)]$|\.\d)")
_OUTLINE_BEFORE = re.compile(r"(?:^|[.!?:;]\s+|\(\s*|\bnotes?\s+)$", re.IGNORECASE)
_PAREN_LABEL = re.compile(r"^\s*\)")
_DIMENSIONLESS_BEFORE = re.compile(
    r"\b(?:od\s?\d*|a\d{3}(?:/\d{3})?|p|q|n|r2|r²|moi|rin|ct|cq|ph|fdr|rf|abs|absorbance|"
    r"optical density|ratio|score|threshold|cutoff|cut-off|e-value|evalue|identity|k)\b"
    r"[^.;:!?]{0,30}$",
    re.IGNORECASE,
)


def _in_quantity_position(text: str, m: re.Match[str]) -> bool:
    """True when a bare number stands where a quantity stands (see the module docstring)."""
    after = text[m.end() :]
    before = text[: m.start()]
    if float(m.group(0).replace(",", "")) == 0:
        return False  # "set bregma as 0", "time 0": a zero is an origin, not an amount
    if _NOT_QUANTITY_AFTER.match(after):
        return False
    if _YEAR.match(m.group(0)) and _CITATION_BEFORE.search(before):
        return False  # "(Miya et al., 2015)", "in the fall of 2017"
    if _OUTLINE_AFTER.match(after) and _OUTLINE_BEFORE.search(before):
        return False  # "15. Next step", "(1) 96 °C", "Notes 1) ..."
    if _PAREN_LABEL.match(after) and re.search(r"\(\s*$", before):
        return False
    if _DIMENSIONLESS_BEFORE.search(before):
        return False
    name = _NAME_BEFORE.search(before)
    if name and not _SENTENCE_VERBS.match(name.group(0).strip()):
        return False  # "RPMI 1640", "NovaSeq 6000"
    if name and not re.search(r"(?:^|[.!?:;]\s+)\S+\s*$", before):
        return False  # a capitalised word inside a sentence: "with Interproscan 5"
    if _QUANTITY_END.match(after):
        return True
    noun = _NOUN_AFTER.match(after)
    if noun is None:
        return False  # followed by a digit, a symbol: "3 200g", "5’"
    return noun.group(0).strip(" -").lower() in _LINK_WORDS


def unitless_numbers(text: str) -> list[str]:
    """The numbers in ``text`` that carry no unit and are not counts, labels or ratios."""
    matches = list(_NUMBER.finditer(text))
    if not matches or len(matches) > _TABLE_NUMBERS:
        return []
    ok = [_qualifies(text, m) for m in matches]
    # Chains (ranges and lists) share one unit or label: propagate both ways.
    chain: list[int] = [0]
    for i in range(1, len(matches)):
        between = text[matches[i - 1].end() : matches[i].start()]
        chain.append(chain[-1] if _CHAIN_SEP.match(between) else chain[-1] + 1)
    good_chains = {chain[i] for i, q in enumerate(ok) if q}
    # A chain is reported only when its last number stands in a quantity position.
    last_of_chain = {chain[i]: m for i, m in enumerate(matches)}
    quantity = {c for c, m in last_of_chain.items() if _in_quantity_position(text, m)}
    return [
        m.group(0)
        for i, m in enumerate(matches)
        if chain[i] not in good_chains and chain[i] in quantity
    ]


def _qualifies(text: str, m: re.Match[str]) -> bool:
    after = text[m.end() :]
    before = text[max(0, m.start() - 24) : m.start()]
    return bool(
        _UNIT.match(after)
        or _COUNT.match(after)
        or _ORDINAL.match(after)
        or _GLUED.match(after)
        or _RATIO_AFTER.match(after)
        or _RATIO_BEFORE.search(before)
        or _LABEL_BEFORE.search(before)
    )
