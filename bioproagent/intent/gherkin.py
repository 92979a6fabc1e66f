"""Runs written as behaviour specs (Gherkin): Feature / Scenario / Given / When / Then.

Teams that test their automation write the run as a scenario. Read as prose, the titles
('Scenario: Warm up and read') become steps, a precondition ('Given a 96-well PCR plate with
20 µL per well') becomes an addition, and an assertion ('Then the blank wells read below
0.05') becomes a read. :func:`scenario_steps` rewrites a scenario as the steps it asks for:

* titles, tags ('@smoke'), comments ('# ...') and keywords go; 'When', 'Then' and the 'And'
  / 'But' after them are steps, in the order written;
* a 'Given' is no step: the contents it gives a plate ('with 20 µL per well') are written as
  what the plate already holds; any other 'Given' is kept as context, which asks for no step
  but whose values the plan must use (a pre-heated sealer's 165 °C), or the plan asks;
* a 'Then' that only checks a result ('no droplets remain', 'reads below 0.05', 'is intact')
  is no step;
* a Scenario Outline's '<placeholders>' are filled from its Examples table when the table
  has one row; with more rows (or a placeholder no column fills) the placeholders stay, so
  the plan asks which run is meant.

Text that is not a scenario is returned unchanged. Pure.
"""

from __future__ import annotations

import re

_KEYWORD = re.compile(r"^\s*(?P<kw>given|when|then|and|but|\*)\s+(?P<body>.+)$", re.I)
_TITLE = re.compile(
    r"^\s*(?P<kind>feature|scenario\s+outline|scenario\s+template|scenario|example|background"
    r"|rule|examples|scenarios)\s*:",
    re.I,
)
_CONTENTS = re.compile(
    r"^(?:an?|the|(?P<count>\d{1,3}|two|three|four|five|six|eight|ten|twelve|sixteen"
    r"|twenty-four))\s+"
    r"(?P<plate>.+?)\s+(?:with|containing|holding|that\s+holds|filled\s+with)\s+"
    r"(?P<volume>\d+(?:\.\d+)?\s*(?:µl|ul|μl|ml))\b(?P<rest>.*)$",
    re.I,
)
_CHECK = re.compile(
    r"\b(?:below|above|less\s+than|more\s+than|greater\s+than|no\s+\w+\s+remains?|remain"
    r"|intact|passes|pass|fails?|is\s+(?:clear|visible|present|absent|within)|are\s+(?:clear"
    r"|visible|present|absent|within)|has\s+(?:a|an|no)\b|have\s+(?:attached|a|an|no)\b"
    r"|should|must\s+(?:be|show|read)|is\s+recorded|are\s+recorded|is\s+logged|matches"
    r"|within\s+\d)",
    re.I,
)
_PLACEHOLDER = re.compile(r"<([\w -]+)>")


def _is_scenario(lines: list[str]) -> bool:
    keywords = sum(1 for ln in lines if _KEYWORD.match(ln) and not ln.strip().startswith("*"))
    titled = any(_TITLE.match(ln) for ln in lines)
    steps = any(re.match(r"^\s*(?:when|then)\b", ln, re.I) for ln in lines)
    return titled and steps and keywords >= 2


def _examples(lines: list[str]) -> list[dict[str, str]]:
    """The rows of the Examples table(s) as {column: value}."""
    rows: list[dict[str, str]] = []
    header: list[str] | None = None
    inside = False
    for line in lines:
        title = _TITLE.match(line)
        if title is not None:
            inside = title["kind"].lower() in ("examples", "scenarios")
            header = None
            continue
        if not inside or "|" not in line:
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if header is None:
            header = cells
        elif len(cells) == len(header):
            rows.append(dict(zip(header, cells, strict=True)))
    return rows


def _filled(body: str, rows: list[dict[str, str]]) -> str:
    used = set(_PLACEHOLDER.findall(body))
    if not used:
        return body
    distinct = {tuple(row.get(name) for name in sorted(used)) for row in rows}
    if len(distinct) != 1 or any(v is None for v in next(iter(distinct))):
        return body  # several runs, or a placeholder no column fills: the plan asks
    row = rows[0]
    return _PLACEHOLDER.sub(lambda m: row.get(m.group(1), m.group(0)), body)


def scenario_steps(text: str) -> str:
    """``text`` rewritten as the steps its scenario asks for (see the module docstring)."""
    lines = text.split("\n")
    if not _is_scenario(lines):
        return text
    rows = _examples(lines)
    out: list[str] = []
    last = "given"
    inside_examples = False
    for line in lines:
        stripped = line.strip()
        title = _TITLE.match(line)
        if title is not None:
            inside_examples = title["kind"].lower() in ("examples", "scenarios")
            continue
        if not stripped or stripped.startswith(("#", "@")) or inside_examples:
            continue
        m = _KEYWORD.match(line)
        if m is None:
            out.append(stripped)  # a doc string or a data table under a step
            continue
        keyword = m["kw"].lower()
        if keyword not in ("and", "but", "*"):
            last = keyword
        body = _filled(m["body"].strip().rstrip("."), rows)
        if last == "given":
            contents = _CONTENTS.match(body)
            if contents is not None:
                rest = contents["rest"].strip(" ,")
                tail = f" {rest}" if rest else ""
                what = " ".join(w for w in (contents["count"], contents["plate"]) if w)
                out.append(f"The {what} already holds {contents['volume']}{tail}.")
            else:
                out.append(f"[Context {body}]")
        elif last == "then" and _CHECK.search(body):
            continue  # 'Then the seal is intact', 'Then blanks read below 0.05': a check
        else:
            out.append(body if body.endswith(":") else f"{body}.")  # ':' leads its table
    return "\n".join(out)
