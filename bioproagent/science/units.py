"""Find numbers in protocol text that should carry a unit and do not (used by K_s).

A number in a step's text is accepted when it is

- followed by a unit (``50 µL``, ``37°C``, ``1,000 × g``, ``5 min``, ``450 nm``, ``2 %``,
  ``10 ng/µL``, ``1e5 cells``, ``2x``);
- a count: followed, within two descriptive words, by a counted noun (``3 technical
  replicates``, ``96-well plate``, ``8 serial dilutions``, ``5 times``);
- glued to letters on either side (``OD600``, ``CO2``, ``X-100``, ``DNA 1K``);
- an ordinal (``2nd``), a well or column name (``A1``, ``H12``, ``column 3``), a label after
  words such as ``step``, ``pH``, ``Tween`` or ``slot``;
- a ratio (``1:10``, ``1/100``);
- part of a range or list whose other end qualifies (``2-8 °C``, ``0, 25, 50 and 100 µg/mL``,
  ``steps 2 to 4``).

Everything else is reported: ``Add 100 to each well`` and ``spin at 1000 for 1 min`` both
miss a unit.
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
_RATIO_AFTER = re.compile(r"^\s*[:/]\s*\d")
_RATIO_BEFORE = re.compile(r"\d\s*[:/]\s*$")
_LABEL_BEFORE = re.compile(
    r"(?:\b(?:steps?|columns?|cols?|rows?|wells?|positions?|pos|slots?|decks?|sites?|nests?|"
    r"plates?|tubes?|samples?|standards?|lanes?|channels?|racks?|boxes|box|shelf|shelves|"
    r"levels?|stackers?|hotels?|cassettes?|program|programme|protocol|method|version|lot|"
    r"ph|od|tween|triton|brij|span|nonidet|igepal|ca|cycle|round|phase|part|section|"
    r"table|figure|fig|no|number|replicate|group|condition|tier|bay|tip|n)\s*[.#=]?\s*"
    r"|#\s*)$",
    re.IGNORECASE,
)
_CHAIN_SEP = re.compile(
    r"^\s*(?:-|‑|–|—|to|and|or|,|,\s*and|,\s*or|/|±|\+/-|\^|through|thru|x|×)\s*$",
    re.IGNORECASE,
)


def unitless_numbers(text: str) -> list[str]:
    """The numbers in ``text`` that carry no unit and are not counts, labels or ratios."""
    matches = list(_NUMBER.finditer(text))
    if not matches:
        return []
    ok = [_qualifies(text, m) for m in matches]
    # Chains (ranges and lists) share one unit or label: propagate both ways.
    chain: list[int] = [0]
    for i in range(1, len(matches)):
        between = text[matches[i - 1].end() : matches[i].start()]
        chain.append(chain[-1] if _CHAIN_SEP.match(between) else chain[-1] + 1)
    good_chains = {chain[i] for i, q in enumerate(ok) if q}
    return [m.group(0) for i, m in enumerate(matches) if chain[i] not in good_chains]


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
