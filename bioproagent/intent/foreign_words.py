"""Lab words of German, Spanish, French, Italian, Portuguese and Dutch, written in English.

Multilingual labs switch language inside one request ('placa de 384', 'kolommen 1 t/m 6',
'30 Zyklen', '48 échantillons', 'lote 4471', 'la culture du 3 mai', 'in frigo a 4 gradi').
The readers know the English words for plates, wells, cycles, samples, lots, months and the
common verbs; :func:`english_lab_words` writes the others' words as those, so a value keeps
its role (a count of cycles, a plate format, a lot number, a date) instead of standing
unread, and a step its operation. Only whole words are replaced, and only words that are
not English. Pure.
"""

from __future__ import annotations

import re

_WORDS: tuple[tuple[str, str], ...] = (
    # plates and wells: 'placa de 384', 'plaque 96 puits', '96-wells plaat', with the colour
    # between ('placa negra de 384', 'plaque blanche de 96')
    (
        r"\b(?:placa|plaque|piastra|platte|plaat|microplaca|microplaque)s?\s+(?:negra|noire"
        r"|nera|schwarze|zwarte|preta)\s+(?:de|da|di|van)\s+(\d{2,4})\b",
        r"\1-well black plate",
    ),
    (
        r"\b(?:placa|plaque|piastra|platte|plaat|microplaca|microplaque)s?\s+(?:blanca|blanche"
        r"|bianca|wei(?:ß|ss)e|witte|branca)\s+(?:de|da|di|van)\s+(\d{2,4})\b",
        r"\1-well white plate",
    ),
    (
        r"(?:placa|plaque|piastra|platte|plaat|microplaca|microplaque)s?\s+(?:de|da|di|van)\s+"
        r"(?=\d)",
        "plate ",
    ),
    (r"(?<=\d)[ -]?(?:puits|pozzetti|po[çc]os|pocillos|vertiefungen|wells?)\b", "-well"),
    (r"\b(?:placa|plaque|piastra|platte|plaat|microplaca|microplaque)\b", "plate"),
    (r"\b(?:tubos|tubi|r[öo]hrchen|buizen|buisjes|provette|provetas)\b", "tubes"),
    (r"(?<=tubes)\s+(?:de|da|di|van|von)\s+(?=\d)", " of "),  # 'tubos de 1,5 mL'
    # counts: '30 Zyklen', '48 échantillons', '24 Proben'
    (r"(?<=\d )(?:zyklen|ciclos|cicli|cycli)\b", "cycles"),
    (
        r"(?<=\d )(?:échantillons|echantillons|muestras|amostras|campioni|proben|monsters)\b",
        "samples",
    ),
    # columns and rows with their ranges: 'kolommen 1 t/m 6', 'columnas 1 a 6'
    (r"\b(?:kolommen|columnas|colonnes|spalten|colonne|colunas)\b", "columns"),
    (r"\b(?:kolom|columna|colonne|spalte|coluna)\b", "column"),
    (r"(?<=\d)\s+(?:t/m|tot\s+en\s+met|bis|a|à|al|ao|fino\s+a)\s+(?=\d)", "-"),
    # bookkeeping: a lot, a box, an experiment number
    (r"\b(?:lote|lotto|charge|partij)\b(?=\s*#?\s*[\w-]*\d)", "lot"),
    (r"\b(?:caja|boîte|boite|kiste|doos|scatola|caixa)\b(?=\s*#?\s*\d)", "box"),
    # months, so '3 mai', '14 de marzo' read as dates
    (r"\b(?:janvier|enero|januar|gennaio|janeiro|januari)\b", "January"),
    (r"\b(?:février|fevrier|febrero|februar|febbraio|fevereiro|februari)\b", "February"),
    (r"\b(?:mars|marzo|märz|maerz|março|marco|maart)\b", "March"),
    (r"\b(?:avril|abril|aprile)\b", "April"),
    (r"(?<=\d )(?:mai|mayo|maggio|maio|mei)\b", "May"),
    (r"\b(?:juin|junio|juni|giugno|junho)\b", "June"),
    (r"\b(?:juillet|julio|juli|luglio|julho)\b", "July"),
    (r"\b(?:août|aout|agosto|augustus)\b", "August"),
    (r"\b(?:septembre|septiembre|settembre|setembro)\b", "September"),
    (r"\b(?:octobre|octubre|oktober|ottobre|outubro)\b", "October"),
    (r"\b(?:novembre|noviembre|novembro)\b", "November"),
    (r"\b(?:décembre|decembre|diciembre|dezember|dicembre|dezembro)\b", "December"),
    # places and conditions
    (
        r"\b(?:temperatura\s+ambiente|température\s+ambiante|temperature\s+ambiante"
        r"|raumtemperatur|kamertemperatuur)\b",
        "room temperature",
    ),
    (
        r"\b(?:frigo|nevera|kühlschrank|kuehlschrank|koelkast|geladeira|frigorífico"
        r"|réfrigérateur)\b",
        "fridge",
    ),
    # reads
    (r"\b(?:excitación|excitacion|excitação|excitacao|eccitazione|anregung)\b", "excitation"),
    (r"\b(?:émission|emisión|emision|emissão|emissao|emissione)\b", "emission"),
    (r"\b(?:lecture|lectura|leitura|lettura|messung)\b", "reading"),
    (
        r"\b(?:absorción|absorcion|absorção|absorcao|assorbanza|absorption|absorbância|absorbancia"
        r"|absorbanz|absorbantie)\b",
        "absorbance",
    ),
    (
        r"\b(?:luminiscencia|luminescência|luminescencia|luminescenza|lumineszenz|luminescentie)\b",
        "luminescence",
    ),
    (
        r"\b(?:fluorescencia|fluorescência|fluorescenza|fluoreszenz|fluorescentie)\b",
        "fluorescence",
    ),
    # stages of a thermocycling program
    (r"\b(?:inicial|initiale|iniziale|anfängliche|anfaengliche|initiële|initiele)\b", "initial"),
    (
        r"\b(?:ativação|ativacao|activación|activacion|attivazione|aktivierung|activering)\b",
        "activation",
    ),
    (
        r"\b(?:desnaturalización|desnaturalizacion|dénaturation|denaturazione|denaturierung"
        r"|desnaturação|desnaturacao|denaturatie)\b",
        "denaturation",
    ),
    (
        r"\b(?:hibridación|hibridacion|hybridation|ibridazione|anlagerung|hibridação|hibridacao"
        r"|alineamiento)\b",
        "annealing",
    ),
    (
        r"\b(?:extensión|extension|élongation|elongation|allungamento|verlängerung|extensão"
        r"|extensao|elongatie)\b",
        "extension",
    ),
    # verbs
    (  # the seal taken off: 'haal de seal eraf', 'Folie abziehen', 'quitar el sello'
        r"\b(?:haal|haalt|halen)\s+(?:de\s+)?(?:seal|folie)\s+(?:eraf|af)\b"
        r"|\b(?:de\s+)?(?:seal|folie)\s+eraf(?:\s+halen)?\b|\bentsiegeln\b"
        r"|\b(?:die\s+)?(?:folie|versiegelung)\s+(?:abziehen|entfernen)\b"
        r"|\b(?:quitar|retirar|remover|tirar|rimuovere|togliere|retirer|enlever)\s+"
        r"(?:el|o|a|il|la|le|lo)\s+(?:sello|selo|sigillo|film|pel[ií]cula|pellicola|opercule)\b",
        "peel",
    ),
    (r"\b(?:sceller|sellar|selar|sigillare|versiegeln|sealen)\b", "seal"),
    (r"\b(?:mescolare|mezclar|misturar|mélanger|melanger|mischen|mengen)\b", "mix"),
    (
        r"\b(?:centrifugeren|centrifuger|zentrifugieren|abzentrifugieren|centrifugar"
        r"|centrifugare)\b",
        "centrifuge",
    ),
    (r"\b(?:esperar|attendre|warten|aspettare|wachten)\b", "wait"),
    (r"\b(?:pipetar|pipetear|pipettieren|pipetteren|pipetter|pipettare)\b", "pipette"),
    (r"\b(?:transferir|transférer|transferer|trasferire|überführen|overbrengen)\b", "transfer"),
    (r"\b(?:agitar|agiter|schütteln|schuetteln|schudden|agitare)\b", "shake"),
    (r"\b(?:incubar|incuber|inkubieren|incubare|incuberen|incubeer|incubeert)\b", "incubate"),
    (r"\b(?:añadir|anadir|ajouter|hinzufügen|aggiungere|adicionar|toevoegen)\b", "add"),
    (r"\b(?:guardar|conserver|aufbewahren|conservare|bewaren|lagern)\b", "store"),
    (
        r"\b(?:metter(?:e|la|le|lo)|mettila|mettilo|poner(?:la|lo)?|colocar(?:la|lo)?"
        r"|coloc[áa]-l[ao]|mettre|mettez-la|mettez-le|zetten|abstellen)\b",
        "put",
    ),
)
_AND_THEN = re.compile(
    r"(?<=\s)(?:e|y|und|et|en|i)\s+(?=(?:seal|peel|mix|centrifuge|wait|pipette|transfer|shake"
    r"|incubate|add|store|put|read|reading)\b)",
    re.I,
)
"""'... per 3 s e put in fridge': 'and' of another language before a step's verb (after the
verbs are written in English), so the clause splitter sees two steps."""
_COMPILED = tuple((re.compile(p, re.I), w) for p, w in _WORDS)
_DECIMAL_HYPHEN = re.compile(r"(?<![\d.,])(\d{1,3}),(\d)(?=-(?:ml|µl|ul)\b)", re.I)
"""'1,5-ml-Tubes': a decimal comma before a hyphenated unit."""
_FOREIGN = re.compile(
    r"[äöüßéèêàçãõñíóú]|\b(?:de|del|la|le|les|des|der|die|das|und|een|het|van|il|di|da"
    r"|com|para|por|pour|avec|mit|auf|sur|nel|bei|bitte|por\s+favor|merci|grazie|obrigad[oa]"
    r"|bij|eerst|daarna|voordat|nadat|dann|danach|puis|ensuite|luego|después|despues|poi|dopo"
    r"|depois|então|entao|el|los|las|con|leer|quitar|retirar)\b",
    re.I,
)


def english_lab_words(text: str) -> str:
    """``text`` with the lab words of six other languages written in English (see above);
    text with no sign of another language is returned unchanged."""
    if len(_FOREIGN.findall(text)) < 2:
        return text
    out = _DECIMAL_HYPHEN.sub(r"\1.\2", text)
    for pattern, word in _COMPILED:
        out = pattern.sub(word, out)
    return _AND_THEN.sub("and ", out)
