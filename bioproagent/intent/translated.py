"""Numbers and units as scientists write them in other languages, or as a translator
leaves them, rewritten into the forms the parser reads.

* decimal commas: '2,5 µl', '1,5 h', '3,0 sec.' -> '2.5 µl', '1.5 h', '3.0 sec.' (a comma
  followed by one or two digits and a unit; a comma before three digits stays a thousands
  separator, which the parser already reads);
* thousands grouped with a dot, a space or an apostrophe (Swiss) before a force or a speed:
  '1.500 x g', '16.000 xg', '2 500 rpm', "2'000 x g" -> '1500 x g', '16000 xg', '2500 rpm',
  '2000 x g'. A force or a speed of
  1.5 is no setting any centrifuge or shaker has, so the reading is not in doubt. Before a
  volume or a time it is ('1.500 µl' may be 1.5 or 1500): those stay as written, and
  :data:`AMBIGUOUS_SEPARATOR` lets the fail-safe ask;
* units: 'Grad C' and 'Grad' (German degrees) -> '°C', '600 turns (per minute)' -> '600 rpm',
  'mcl' (microlitres, as some translators write it) -> 'µl'; time units in other languages
  after a number ('90 sek', '1 ora', '2 Std.', '30 segundos') -> 's', 'min', 'h';
* an abbreviation's dot inside a sentence: '5 min. at 95 °C' -> '5 min at 95 °C' (a dot
  followed by a lower-case word, a number, a slash, a comma or a bracket ends no step);
* '3-times' -> '3 times'.

No digit is changed, dropped or added except the separators named above.
"""

from __future__ import annotations

import re

_UNIT_AFTER = (
    r"(?=\s*(?:µl|μl|ul|ml|mcl|s\b|sec|min|h\b|hrs?\b|hours?|°|grad|c\b|x\s*g|xg|g\b|rcf|rpm|nm|%))"
)
_DECIMAL_COMMA = re.compile(rf"(?<![\d.,])(\d{{1,4}}),(\d{{1,2}})(?![\d,]){_UNIT_AFTER}", re.I)
_FORCE_OR_SPEED = r"(?=\s*(?:x\s*g\b|xg\b|×\s*g\b|g\b|rcf\b|rpm\b|turns\b|rounds\b|revolutions\b))"
_GROUPED = re.compile(
    rf"(?<![\w.,])([1-9]\d{{0,2}})[. \u202f\u00a0'’](\d{{3}})(?![\d.,]){_FORCE_OR_SPEED}", re.I
)
_GRAD = re.compile(
    r"(?<=\d)\s*(?:grad(?:e|en|i|os|us|o)?|graus?|degr[ée]s)(?:\s*c(?:elsius)?)?\b", re.I
)
_PER_MINUTE = re.compile(r"(?<=\d)\s*(?:u/min|upm|tr/min|giri/min|rpm)\b", re.I)
"""'1.000 U/min', '500 tr/min': revolutions per minute in German, French or Italian."""
_TURNS = re.compile(
    r"(?<=\d)\s*(?:turns|rounds|revolutions|rotations)(?:\s*(?:per|/|a)\s*(?:minute|min)\b\.?)?",
    re.I,
)
_ORDER_WORDS = (
    (
        re.compile(
            r"\b(?:avant\s+de\s+(?:la\s+|le\s+|les\s+|l['’]\s*)(?:lancer|démarrer|demarrer)"
            r"|antes\s+de\s+(?:iniciarl[oa]s?|lanzarl[oa]s?|correrl[oa]s?|empezarl[oa]s?))\b",
            re.I,
        ),
        "before running it",
    ),
    (
        re.compile(
            r"\b(?:antes\s+de|avant\s+de|avant\s+d['’]|prima\s+di|prima\s+del|bevor|voordat)"
            r"(?=\s)",
            re.I,
        ),
        "before",
    ),
    (
        re.compile(
            r"\b(?:después\s+de|despues\s+de|après|apres|dopo|nach\s+dem|na\s+het)(?=\s)", re.I
        ),
        "after",
    ),
    (
        re.compile(
            r"\b(?:danach|anschließend|anschliessend|después|despues|luego|ensuite|puis|poi"
            r"|quindi|depois|em\s+seguida|daarna|dann)\b",
            re.I,
        ),
        "then",
    ),
    (re.compile(r"\b(?:pero|mais|aber|maar)\b(?=\s)", re.I), "but"),
    (
        re.compile(
            r"\b(?:make|do|perform)\s+(?:a|an|the)\s+mix(?:ing)?\s+(?:of\s+)?(?=the\b)", re.I
        ),
        "mix ",
    ),
    (re.compile(r"\b(?:vorher|zuvor|auparavant|previamente|daarvoor)\b", re.I), "beforehand"),
    (
        re.compile(
            r"(?<!\w)(?:à\s+la\s+fin|am\s+ende|al\s+final|alla\s+fine|aan\s+het\s+eind)\b", re.I
        ),
        "at the end",
    ),
    (
        re.compile(
            r"\b(?:garder|conserver|maintenir|mantener|conservar|tenere|mantenere|halten)"
            r"\s+(?:à|a|bei|en)(?=\s+\d)",
            re.I,
        ),
        "hold at",
    ),
    (re.compile(r"\b(?:aktivierung|activación|activacion|attivazione)\b", re.I), "activation"),
    (
        re.compile(
            r"\b(?:leer|lire|lisez|leggere|leggi|lesen|auslesen|ler|lezen|leest|uitlezen)\b", re.I
        ),
        "reading",
    ),
)
"""Order words in the scientist's own language ('danach', 'pero antes de leer', 'poi'): the
clause reader orders steps by the English ones."""
_MCL = re.compile(r"(?<=\d)\s*mcl\b", re.I)
_FOREIGN_UNITS = (
    (
        re.compile(
            r"(?<=\d)\s*(?:sek(?:unden?)?|seg(?:undos?)?|secondes?|secondi|seconden)\b\.?", re.I
        ),
        " s",
    ),
    (re.compile(r"(?<=\d)\s*(?:minuten|minutos?|minuti)\b\.?", re.I), " min"),
    (re.compile(r"(?<=\d)\s*(?:stunden?|horas?|heures?|ore|ora|uur|uren)\b\.?", re.I), " h"),
    (re.compile(r"(?<=\d)\s*Std\.(?=[\s,;:)]|$)"), " h"),  # German 'Std.' (Stunden); 'std' stays
    (re.compile(r"(?<=\d)\s+(?:zyklen|ciclos|cicli|cycli|cykler)\b", re.I), " cycles"),
)
"""Time units and cycles in the scientist's own language after a number: '90 sek', '2 Min',
'1 ora', '2 Std.', '30 segundos', '40 ciclos', '45 Zyklen'."""
_ABBREVIATION_DOT = re.compile(
    r"(?<=\d)(\s*(?i:min|sec|hr|hrs|h))\.(?=[ \t]*[/,;)]|[ \t]+[a-zµ(]"
    # a value of the same step goes on ('10 min. 1 000 rpm', '5 min. 70 Grad'); a volume
    # starts the next sentence ('... for 2 min. 5 µL of reaction mix must be dispensed')
    # ('1 min. 30 s'); not a decimal time, which starts one ('10 min. 0.5 s integration')
    r"|[ \t]+\d[\d ,]*(?:\s*(?i:rpm|x\s*g|xg|g|°|grad|c)|(?<![.,]\d)\s*(?i:s|secs?|seconds?|min"
    r"|mins|minutes?|h))\b)"
    r"(?![ \t]+\d{1,2}[.)][ \t])"  # '... 1 min. 3. Read ...': a list item follows the dot
)
_HYPHEN_TIMES = re.compile(r"(?<=\d)-(times|fold\s+mix)\b", re.I)

AMBIGUOUS_SEPARATOR = re.compile(
    r"(?<![\d.,])[1-9]\d{0,2}\.\d{3}(?![\d.,])\s*(?:µl|μl|ul|ml|mcl|s\b|sec\w*|min\w*|h\b|hrs?\b"
    r"|hours?|nm\b)",
    re.I,
)
"""'1.500 µl', '2.000 s': a volume or a time whose dot may be a decimal point or a thousands
separator; the plan asks which (a force or a speed is rewritten: no doubt there). A comma
before three digits is read as a thousands separator, as English writes it."""


def translated(text: str) -> str:
    """``text`` with decimal commas, grouped thousands before a force or speed, translated
    unit words and abbreviation dots rewritten (see the module docstring)."""
    out = _DECIMAL_COMMA.sub(r"\1.\2", text)
    out = _GROUPED.sub(r"\1\2", out)
    out = _GRAD.sub(" °C", out)
    out = _PER_MINUTE.sub(" rpm", _TURNS.sub(" rpm", out))
    out = _MCL.sub(" µl", out)
    for pattern, unit in _FOREIGN_UNITS:
        out = pattern.sub(unit, out)
    for pattern, word in _ORDER_WORDS:
        out = pattern.sub(word, out)
    out = _ABBREVIATION_DOT.sub(r"\1", out)
    return _HYPHEN_TIMES.sub(r" \1", out)
