"""A request form pasted from a web page: the values entered and chosen, not the form around them.

A form copied as HTML ('<label>Speed</label><input value="800" placeholder="e.g. 500"> x g',
'<select><option>HiG4</option><option selected>VSpin</option></select>') or as rendered
text ('Force (×g): [ 3000 ]  range 250–5000', 'Temperature: (•) 4 °C ( ) RT') holds the run
in its entered values and chosen options; placeholders, examples, help text ('max 1000',
'range 250–5000', 'e.g. 3220'), options not chosen and buttons are not the run.
:func:`entered_values` writes such a form as 'Label: value' lines:

* HTML: a label and the value of its input, the selected option of a select, the text of a
  text area, a ticked check box's label; tags, placeholders and '<small>' help go;
* text: '[ 3000 ]' is 3000, '[ HiG4 ▾ ]' is HiG4, '[ Submit ]' goes; of radio buttons
  '(•) 4 °C ( ) RT' or '◉ 1.5 mL' / '○ 2 mL' only the chosen one stays; 'e.g. ...', 'range
  a–b', 'max N' hints and 'Must be between ...' lines go; a label alone on its line takes
  the value on the next.

Text with no form widgets is returned unchanged. Pure.
"""

from __future__ import annotations

import re

_HTML = re.compile(r"(?i)<(?:input|select|option|label|textarea|form)\b")
_SELECT = re.compile(r"(?is)<select\b[^>]*>(?P<body>.*?)</select>")
_CHOSEN = re.compile(r"(?is)<option\b[^>]*\bselected\b[^>]*>(?P<text>.*?)</option>")
_INPUT = re.compile(r"(?is)<input\b(?P<attrs>[^>]*)>")
_ATTR_VALUE = re.compile(r"""(?i)\bvalue\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""")
_CHECKED = re.compile(r"(?i)\bchecked\b")
_CHECKBOX = re.compile(r"(?i)\btype\s*=\s*[\"']?(?:checkbox|radio)")
_HELP = re.compile(r"(?is)<small\b[^>]*>.*?</small>|<!--.*?-->")
_LABEL_END = re.compile(r"(?i)</label>")
_TAG = re.compile(r"<[^>\n]+>")
_BOXED = re.compile(r"\[[ \t]+(?P<value>[^\[\]\n]+?)[ \t]+(?:[▾▼][ \t]*)?\]")
"""A rendered input or drop-down: '[ 3000 ]', '[ HiG4   ▾ ]' (spaces inside, unlike '[x]')."""
_BUTTON = re.compile(r"(?i)^(?:submit|send|cancel|reset|save|ok|browse\.*|upload)$")
_RADIOS = re.compile(
    r"(?:\s*\(\s*[•●xX✓*o]?\s*\)\s*[^()\n]+?(?=\s*\(\s*[•●xX✓*o]?\s*\)|\s*$)){2,}", re.M
)
_OPTION_LINE = re.compile(r"^\s*(?P<mark>[○◯◉●⦿])\s*(?P<text>.*)$")
_HELP_LINE = re.compile(
    r"(?i)^\s*(?:must\s+be|should\s+be|enter\b|e\.\s?g\.|between\b|allowed|valid\s+range"
    r"|hint\s*:|help\s*:|\(optional\))"
)
_RADIO = re.compile(r"\(\s*(?P<mark>[•●xX✓*o]?)\s*\)\s*(?P<text>[^()\n]+?)(?=\s*\(|\s*$)")
_HINT = re.compile(
    r"(?i)[ \t]+(?:\(?e\.\s?g\.?[^\n)]*\)?|\(?range\s+[\d.,]+\s*[–-]\s*[\d.,]+[^\n)]*\)?"
    r"|\(?max(?:imum)?\.?\s+[\d.,]+[^\n)]*\)?|\(?min(?:imum)?\.?\s+[\d.,]+[^\n)]*\)?)$",
    re.M,
)


def _html(text: str) -> str:
    out = _HELP.sub(" ", text)
    out = _SELECT.sub(
        lambda m: " ".join(c["text"].strip() for c in _CHOSEN.finditer(m["body"])), out
    )

    def _input(m: re.Match[str]) -> str:
        attrs = m["attrs"]
        if _CHECKBOX.search(attrs):
            return " [x] " if _CHECKED.search(attrs) else " [ ] "
        v = _ATTR_VALUE.search(attrs)
        return f" {next(g for g in v.groups() if g is not None)} " if v else " "

    out = _INPUT.sub(_input, out)
    out = _LABEL_END.sub(": ", out)
    out = re.sub(r"(?i)</?(?:br|p|div|li|tr|form|fieldset)\b[^>]*>", "\n", out)
    out = _TAG.sub(" ", out)
    return "\n".join(re.sub(r"[ \t]+", " ", line).strip() for line in out.split("\n"))


def _widgets(line: str) -> str:
    def boxed(m: re.Match[str]) -> str:
        value = m["value"].strip(" \t▾▼")
        return "" if _BUTTON.match(value) else value

    radios = _RADIOS.search(line)
    if radios is not None:
        chosen = [r["text"].strip() for r in _RADIO.finditer(radios.group(0)) if r["mark"]]
        line = f"{line[: radios.start()].rstrip()} {', '.join(chosen)}{line[radios.end() :]}"
    line = _BOXED.sub(boxed, line)
    return _HINT.sub("", line).rstrip()


def _lines(lines: list[str]) -> list[str]:
    """Option lines ('◉ 1.5 mL' chosen, '○ 2 mL' not), help lines ('Must be between 100 and
    21,130') and required marks ('Time *') settled, and a label alone on its line joined to
    the value on the next ('Instrument:' / 'VSpin')."""
    out: list[str] = []
    for line in lines:
        option = _OPTION_LINE.match(line)
        if option is not None:
            if option["mark"] in "◉●⦿":
                out.append(option["text"])
            continue
        if _HELP_LINE.match(line):
            continue
        line = re.sub(r"\s+\*\s*$", "", line)
        label = next((k for k in range(len(out) - 1, -1, -1) if out[k].strip()), None)
        if (
            label is not None
            and line.strip()
            and ":" not in line
            and (out[label].rstrip().endswith(":") or _FIELD_NAME.fullmatch(out[label].strip()))
        ):
            out[label] = f"{out[label].rstrip().rstrip(':')}: {line.strip()}"
            continue
        out.append(line)
    return out


_FIELD_NAME = re.compile(
    r"(?i)(?:number\s+of\s+\w+|tube\s+(?:size|type)|speed(?:\s*\([^)]*\))?|time(?:\s*\([^)]*\))?"
    r"|temp(?:erature)?(?:\s*\([^)]*\))?|volume(?:\s*\([^)]*\))?|force(?:\s*\([^)]*\))?"
    r"|duration|instrument|wavelength(?:\s*\([^)]*\))?|plate(?:\s+type)?|rpm|cycles)"
)


def entered_values(text: str) -> str:
    """``text`` as the values its form was filled in with (see the module doc)."""
    html = bool(_HTML.search(text))
    widgets = bool(_BOXED.search(text) or re.search(r"\(\s*[•●]\s*\)|^\s*[◉⦿]", text, re.M))
    if not html and not widgets:
        return text
    out = _html(text) if html else text
    lines = _lines([_widgets(line) for line in out.split("\n")])
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip("\n")
