"""Deterministic intent parser: free text in, :class:`~bioproagent.draft.IntentSpec` out.

No model, no network: regular expressions over the word lists of
:mod:`bioproagent.intent.lexicon`. What the parser reads:

* quantities with canonical units (mL -> uL, min/h/days -> s, 'k' suffix, thousands
  separators, ``1e5``/``1 x 10^5``) and a role from the words around them (``rcf_g``,
  ``annealing_c``, ``annealing_s``, ``speed_rpm``, ``co2_percent``, ``dilution_factor``...);
* counts (samples, replicates, dilution_points, standards, plates, columns, cycles);
* labware formats, assays, registry operation names in order of mention, reagents;
* phrases that try to switch off checks (recorded in ``injection``; nothing else changes);
* questions for essential values the intent leaves open.

Decisions a planner can rely on:

* a range ('5-10 min', '55 to 60 °C') becomes one quantity with the *upper* bound, its
  ``text`` keeps the whole range (K_i's ``VALUE_RANGE`` then asks which value to use, so no
  plan is approved on the bound the parser kept);
* 'overnight' is 16 h (57,600 s); 'room temperature' / 'RT' is 22 °C;
* '1.5 mL tube', '2 mL deep well', '50 mL conical' are labware, not volumes;
* centrifuge speeds in rpm get role ``centrifuge_rpm`` (the RCF depends on the rotor) and
  raise a question when no RCF is given; shaker speeds get ``speed_rpm``;
* a plain number + 'C' is a temperature; 'g' alone is a force only after a spin word
  ('spin at 2500 g'), otherwise only 'x g', 'xg', '×g', 'g-force' and 'rcf' are read;
* when qPCR is recognised, plain 'PCR' is not also reported as an assay.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass

from bioproagent.intent import lexicon as lx
from bioproagent.intent.programs import WORD_COUNT, ProgramReading, read_programs, word_count
from bioproagent.intent.record_fields import record_field_spans
from bioproagent.intent.schedule import schedule_order
from bioproagent.intent.shorthand import expand_shorthand
from bioproagent.intent.spec import IntentSpec, Quantity
from bioproagent.registry.loader import Registry

_UNIT_ALT = "|".join(f"(?P<u{i}>{pat})" for i, (_, _, pat) in enumerate(lx.UNITS))
_SCI = r"(?:\s*x\s*10\s*\^\s*(?P<exp>-?\d{1,3})|e(?P<exp2>-?\d{1,3}))?"
_QTY = re.compile(
    rf"(?<![\w.,])(?P<neg>-)?(?P<num>{lx.NUM})(?P<k>k(?![a-z]))?{_SCI}"
    rf"\s*-?\s*(?:{_UNIT_ALT})"
)
_RANGE = re.compile(
    rf"(?<![\w.,])(?P<lo>{lx.NUM})\s*(?:°\s*c|ul|ml|nm|s|sec|min|h|rpm|%|x\s*g)?"
    rf"(?:\s*-\s+|(?<!\s)-\s*|\s*to\s*)"  # not '5424 -15c': a model and a negative value
    rf"(?P<num>{lx.NUM})(?P<k>k(?![a-z]))?\s*(?:{_UNIT_ALT})"
)
_COMPOUND = re.compile(
    rf"(?<![\w.,])(?P<h>{lx.NUM})\s*(?P<big>h|hrs?|hours?|min|mins|minutes?)\s*(?:and\s*)?"
    rf"(?P<m>{lx.NUM})\s*(?P<small>min|mins|minutes?|s|secs?|seconds?)\b"
)
"""'1 h 30 min', '2 min 15 s': one duration written in two units."""
_OD = re.compile(r"\bod\s?(?P<nm>\d{3})\b|\ba(?P<nm2>\d{3})\b")
_EXEM = re.compile(
    rf"(?:ex\w*\s*)?(?P<ex>{lx.NUM})\s*(?:nm)?\s*/\s*(?:em\w*\s*)?"
    rf"(?P<em>{lx.NUM})\s*nm\b"
)
_RATIO = re.compile(rf"(?<![\w.:])1\s*:\s*(?P<num>{lx.NUM})(?![\d:])")
_FOLD = re.compile(rf"(?<![\w.])(?P<num>{lx.NUM}|{lx.WORD_NUM})[- ]?fold\b")
_XDIL = re.compile(rf"(?<![\w.])(?P<num>{lx.NUM})\s*x\s+(?:serial\s+)?dilutions?\b")
_BEADX = re.compile(
    rf"(?<![\w.])(?P<num>{lx.NUM})\s*x(?=\s+(?:volumes?\s+(?:of\s+)?)?"
    r"(?:ampure|spri|beads?|bead ratio|ratio))"
)
_BARE_G = re.compile(rf"(?<![\w.,])(?P<num>{lx.NUM})\s*g\b{lx.NOT_PER_VOLUME}")
_OVERNIGHT = re.compile(
    r"(?<!\bnot\s)(?<!\bno\s)(?<!\bnot\san\s)"  # '24 hrs (not o/n, full day)': ruled out
    r"\b(?:overnight|o/n|over\s+night|for\s+(?:one|a|the)\s+night)\b"
    r"(?!\s+(?:cultures?|starters?|grown|preps?|growth)\b)"
)
"""'overnight', 'o/n', 'for one night' as a duration; an 'o/n culture' is a reagent's name."""
_ROOM_T = re.compile(
    r"\broom temp(?:erature)?\b|\bambient temperature\b|\brt\b"
    r"(?![\s-]*(?:step|reaction|rxn|enzyme|mix|master|primers?|kit|q?pcr|buffer|product|plates?"
    r"|synthesis)\b)"
)
"""Room temperature; not 'the RT step' (reverse transcription)."""
_CYCLES = re.compile(
    rf"(?<![\w.-])(?P<num>\d{{1,6}}|{WORD_COUNT}|{lx.WORD_NUM})\s+"
    r"(?:pcr\s+|thermal\s+|amplification\s+)?"
    r"(?:cycles|rounds)\b|(?<![\w.])(?P<times>\d{1,3})\s+times\b"
)
_BOUNDARY = re.compile(r"[;\n!?]|\.(?!\d)|,\s|\bthen\b|\bfollowed by\b|\band\s+(?=[a-z]+\s)")
_STAGES = {name for name, _ in lx.PCR_STAGES}


def _number(raw: str) -> float | None:
    """A finite float from a numeral or number word, else None."""
    if raw in lx.NUMBER_WORDS:
        return float(lx.NUMBER_WORDS[raw])
    try:
        value = float(raw.replace(",", "").replace(" ", ""))
    except (ValueError, OverflowError):
        return None
    return value if math.isfinite(value) else None


def _scaled(m: re.Match[str]) -> float | None:
    value = _number(m["num"])
    if value is None:
        return None
    groups = m.groupdict()
    if groups.get("k"):
        value *= 1000
    exp = groups.get("exp") or groups.get("exp2")
    if exp:
        try:
            value *= 10.0 ** int(exp)
        except OverflowError:
            return None
    if groups.get("neg"):
        value = -value
    return value if math.isfinite(value) else None


def _unit_of(m: re.Match[str]) -> tuple[str, float]:
    for i, (unit, factor, _) in enumerate(lx.UNITS):
        if m.group(f"u{i}") is not None:
            return unit, factor
    raise AssertionError("unit group missing")  # pragma: no cover - the regex requires one


@dataclass
class _Hit:
    start: int
    end: int
    value: float
    unit: str
    role: str | None = None


class _Scanner:
    """Finds quantities in priority order; a span once read is not read again."""

    def __init__(
        self,
        text: str,
        low: str,
        taken: list[tuple[int, int]],
        pcr: bool,
        program: ProgramReading | None = None,
        offset: int = 0,
    ) -> None:
        """``program``: the thermocycling programs read from the whole intent, whose values
        (with their stage) and unclear steps win over everything else; ``offset``: where
        ``text`` starts in that intent."""
        self.text, self.low, self.taken, self.pcr = text, low, taken, pcr
        self.hits: list[_Hit] = []
        self.bounds = [m.end() for m in _BOUNDARY.finditer(low)]
        self.program, self.offset = program, offset

    def _program(self, counts: dict[str, int]) -> None:
        """Values of a thermocycling program take their span first; its unclear steps are
        blocked, so no other rule reads them (the fail-safe lists them)."""
        if self.program is None:
            return
        lo, hi = self.offset, self.offset + len(self.low)
        for u in self.program.unclear:
            if lo <= u.start and u.end <= hi:
                self.taken.append((u.start - lo, u.end - lo))
        for v in self.program.values:
            if lo <= v.start and v.end <= hi:
                self._add(v.start - lo, v.end - lo, v.value, v.unit, v.role)
                if v.role == "cycles":
                    counts.setdefault("cycles", int(v.value))

    def _free(self, start: int, end: int) -> bool:
        return all(end <= a or start >= b for a, b in self.taken)

    def _add(
        self, start: int, end: int, value: float | None, unit: str, role: str | None = None
    ) -> None:
        if value is None or not math.isfinite(value) or not self._free(start, end):
            return
        self.taken.append((start, end))
        self.hits.append(_Hit(start, end, value, unit, role))

    def _clause_start(self, pos: int) -> int:
        return max((b for b in self.bounds if b <= pos), default=0)

    def scan(self) -> tuple[list[Quantity], dict[str, int]]:
        low = self.low
        counts: dict[str, int] = {}
        self.taken += [m.span() for m in lx.RIBOSOMAL.finditer(low)]  # '16S V4': no time
        self._program(counts)
        for m in _OD.finditer(low):
            self._add(m.start(), m.end(), _number(m["nm"] or m["nm2"]), "nm", "wavelength_nm")
        for m in _EXEM.finditer(low):
            if self._free(m.start(), m.end()):
                self.taken.append((m.start(), m.end()))
                self.hits.append(
                    _Hit(m.start(), m.end(), _number(m["ex"]) or 0.0, "nm", "excitation_nm")
                )
                self.hits.append(
                    _Hit(m.start(), m.end(), _number(m["em"]) or 0.0, "nm", "emission_nm")
                )
        for m in _COMPOUND.finditer(low):
            big, small = _number(m["h"]), _number(m["m"])
            hours = m["big"].startswith("h")
            if big is None or small is None or hours != m["small"].startswith("m"):
                continue  # '2 h 30 s', '5 min 10 min': not one duration
            self._add(
                m.start(),
                m.end(),
                big * (3600 if hours else 60) + small * (60 if hours else 1),
                "s",
            )
        for rx in (_RANGE, _QTY):
            for m in rx.finditer(low):
                unit, factor = _unit_of(m)
                value = _scaled(m)
                if (
                    unit == "c"
                    and m.group(0).rstrip().endswith("c")
                    and "°" not in m.group(0)
                    and "deg" not in m.group(0)
                    and value is not None
                    and not -100 <= value <= 1000
                ):
                    continue  # '96 C' style column labels, not temperatures
                if (
                    unit == "nm"
                    and self.text[m.start() : m.end()].rstrip().endswith("nM")
                    and value is not None
                    and value < 200
                ):
                    continue  # '2 nM': nanomolar, a concentration ('450nM' is a typed 450 nm)
                self._add(
                    m.start(),
                    m.end(),
                    None if value is None else value * factor,
                    "ul" if unit == "ul" else unit,
                )
        for rx, role in (
            (_RATIO, "dilution_factor"),
            (_FOLD, "dilution_factor"),
            (_XDIL, "dilution_factor"),
            (_BEADX, "bead_ratio"),
        ):
            for m in rx.finditer(low):
                self._add(m.start(), m.end(), _number(m["num"]), "x", role)
        for m in _BARE_G.finditer(low):
            clause = low[self._clause_start(m.start()) : m.start()]
            if re.search(lx.SPIN_CONTEXT, clause):  # '2500 g' after 'spin' is a force
                self._add(m.start(), m.end(), _number(m["num"]), "g", "rcf_g")
        for m in _OVERNIGHT.finditer(low):
            self._add(m.start(), m.end(), lx.OVERNIGHT_S, "s")
        for m in _ROOM_T.finditer(low):
            self._add(m.start(), m.end(), lx.ROOM_TEMPERATURE_C, "c", "temperature_c")
        for m in _CYCLES.finditer(low):
            raw = m["num"] or m["times"]
            n = _number(raw)
            if n is None and (words := word_count(raw)) is not None:
                n = float(words)  # 'thirty-five cycles', 'forty two cycles'
            clause = low[self._clause_start(m.start()) : m.start()]
            mixing = re.search(r"\bmix|up and down|pipett|triturat", clause) is not None
            if n is None or (m["times"] and not mixing):
                continue
            if mixing:
                self._add(m.start(), m.end(), n, "cycles", "mix_cycles")
            else:
                self._add(m.start(), m.end(), n, "cycles", "cycles")
                counts.setdefault("cycles", int(n))
        self.hits.sort(key=lambda h: h.start)
        self._assign_roles()
        quantities = [
            Quantity(
                value=h.value,
                unit=h.unit,  # type: ignore[arg-type]
                role=h.role,  # type: ignore[arg-type]
                text=self.text[h.start : h.end].strip(),
            )
            for h in self.hits
        ]
        return quantities, counts

    # -- roles ---------------------------------------------------------------------------
    def _assign_roles(self) -> None:
        cycles_at = self.low.find("cycle")
        seen: set[str] = set()
        for i, h in enumerate(self.hits):
            if h.role is None:
                h.role = self._role(i, h, cycles_at, seen)
            if h.role:
                seen.add(h.role)

    def _role(self, i: int, h: _Hit, cycles_at: int, seen: set[str]) -> str | None:
        low, cstart = self.low, self._clause_start(h.start)
        prev_end = max([cstart] + [p.end for p in self.hits[:i] if p.end <= h.start])
        near = low[prev_end : h.start]
        clause = low[cstart : h.start]
        after = low[h.end : h.end + 24]
        nxt = _BOUNDARY.search(after)
        after = after[: nxt.start()] if nxt else after
        if h.unit == "c":
            return self._temperature_role(h, near, cycles_at, seen, after)
        if h.unit == "s":
            stage = _first(lx.STAGE_RES, near)
            if stage:
                return f"{stage}_s"
            prev = next(
                (p for p in reversed(self.hits[:i]) if p.unit == "c" and p.start >= cstart), None
            )
            if prev and prev.role and prev.role[:-2] in _STAGES:
                return f"{prev.role[:-2]}_s"
            return "integration_s" if "integrat" in clause + after else "duration_s"
        if h.unit == "ul":
            if re.match(
                r"\s*(?:pcr\s+|qpcr\s+)?(?:reactions?|rxns?)\b(?!\s+(?:master\s+)?(?:mix|buffer"
                r"|solution|reagent|cocktail))|\s*(?:final|total)\b(?!\s+(?:wash|elution|step))",
                after,
            ) or re.search(
                r"(?:reactions?|rxns?)\s+(?:of|volume(?:\s+of)?)\s*$|(?:final|total)\s+volume"
                r"(?:\s+of)?\s*$",
                near,
            ):
                return "reaction_volume_ul"  # '25 µL reactions', 'a final volume of 20 µL'
            if re.match(
                r"[^,;.\n]{0,30}?\b(?:into|to)\s+(?:each|every|all(?:\s+the)?|the)\s+"
                r"(?:\d+\s+)?wells?\b",
                low[h.end : h.end + 60],
            ):
                return "volume_ul"  # '50 µL elution buffer into each well': an addition
            return _first(lx.VOLUME_RES[1:], near + " " + after) or "volume_ul"
        if h.unit == "g":
            return "rcf_g"
        if h.unit == "rpm":
            spin = re.search(lx.SPIN_CONTEXT, clause + after)
            return "centrifuge_rpm" if spin else "speed_rpm"
        if h.unit == "nm":
            left = re.search(r"(?:(?P<ex>excit\w*|ex)|(?P<em>emis\w*|em))\.?\s*[:=]?\s*$", near)
            if left:  # 'ex 485 nm em 520 nm': a label right before the number decides
                return "excitation_nm" if left["ex"] else "emission_nm"
            right = re.match(r"\s*\(?\s*(?:(?P<ex>excit\w*|ex)|(?P<em>emis\w*|em))\b", after)
            if right:  # '485 nm excitation and 535 nm emission': the word after decides
                return "excitation_nm" if right["ex"] else "emission_nm"
            if re.search(r"excit|\bex\b", near + after):
                return "excitation_nm"
            return "emission_nm" if re.search(r"emis|\bem\b", near + after) else "wavelength_nm"
        if h.unit == "percent":
            role = _first(lx.PERCENT_RES, after) or _first(lx.PERCENT_RES, near)
            return role or ("concentration_percent" if re.match(r"\s*[a-z]", after) else None)
        if h.unit == "cells_ml":
            return "cell_density"
        if h.unit == "cells":
            return "cells_per_well" if re.match(r"\s*(?:/|per)\s*well", after) else "cell_count"
        return "concentration" if h.unit in ("ng_ul", "mg_ml") else None

    def _temperature_role(
        self, h: _Hit, near: str, cycles_at: int, seen: set[str], after: str = ""
    ) -> str:
        stage = _first(lx.STAGE_RES, near)
        if not stage and self.pcr and not _first(lx.TEMPERATURE_RES, near):
            stage = _first(lx.STAGE_RES, after)  # '95 C denaturation, 60 C annealing'
        if stage:
            return f"{stage}_c"
        word = _first(lx.TEMPERATURE_RES, near)
        if word == "hold_c" and not self.pcr:
            return "temperature_c"
        if word or not self.pcr:
            return word or "temperature_c"
        if h.value >= 80:
            before_cycles = 0 <= h.start < cycles_at
            return "initial_denaturation_c" if before_cycles else "denaturation_c"
        if 70 <= h.value < 80:
            final = "extension_c" in seen and 0 <= cycles_at < h.start
            return "final_extension_c" if final else "extension_c"
        if 40 <= h.value < 70:
            return "annealing_c"
        return "hold_c" if h.value <= 15 else "temperature_c"


def _first(table: list[tuple[str, re.Pattern[str]]], text: str) -> str | None:
    """The entry whose match ends last in ``text`` (the word nearest the number); on a tie
    the earlier table entry wins, so 'initial denaturation' beats 'denaturation'."""
    best: tuple[int, str] | None = None
    for name, rx in table:
        for m in rx.finditer(text):
            if best is None or m.end() > best[0]:
                best = (m.end(), name)
    return best[1] if best else None


# -- counts ---------------------------------------------------------------------------------
_UNIT_WORD = r"(?!(?:ul|ml|nm|min|mins|h|s|sec|rpm|x|mg|ng|c|well|wells|point|fold)\b)"
_ADJ = rf"(?:{_UNIT_WORD}[a-z][a-z-]*\s+)?"
_COUNT_RES: list[tuple[str, re.Pattern[str]]] = [
    (
        "samples",
        re.compile(
            rf"(?<![\w.,])({lx.COUNT})\s+{_ADJ}(?:samples?|lysates|sera"
            r"|specimens|extracts|reactions|templates|unknowns|isolates|libraries"
            r"|products|amplicons|clones|colonies)\b"
        ),
    ),
    ("samples", re.compile(r"\b(96|384|24|48)[- ]?well plates? (?:full )?of (?:\w+\s+)?samples")),
    (  # 'run all 96 on the LabChip', 'we need all 48 this time': the samples, unnamed
        "samples",
        re.compile(
            r"\b(?:run|need|analy[sz]e|process|load|re-?run|do|sample|sip)\s+all\s+(\d{1,3})\b"
            r"|\bon\s+all\s+(\d{1,3})(?=\s*(?:[.;,)]|$))"  # 'LabChip DNA 1K on all 96.'
            # '... on the labchip, just the first 24.': the first samples, unnamed
            r"|\b(?:just|only)\s+the\s+first\s+(\d{1,3})(?=\s*(?:[.;,)!]|$|please|pls|thx))"
            r"(?!\s*(?:[-–%]|x\b|µl|ul|ml|wells?\b|min|mins\b|s\b|h\b|°|c\b|g\b|rpm|nm))"
        ),
    ),
    (
        "replicates",
        re.compile(
            rf"(?<![\w.,])({lx.COUNT})\s+(?:technical\s+|biological\s+)?"
            r"replicates?\b|\bn\s*=\s*(\d{1,3})\b"
        ),
    ),
    (
        "standards",
        re.compile(
            rf"(?<![\w.,])({lx.COUNT})\s+{_ADJ}standards\b"
            rf"|(?<![\w.,])({lx.COUNT})[- ]point\s+(?:\w+\s+)?standard"
        ),
    ),
    (
        "dilution_points",
        re.compile(
            rf"(?<![\w.,])({lx.COUNT})[- ](?:points?|steps?)\b"
            rf"|(?<![\w.,])({lx.COUNT})\s+(?:dilution\s+)?points\b"
            rf"|(?<![\w.,])({lx.COUNT})\s+(?:serial\s+)?dilutions\b"
        ),
    ),
    (
        "plates",
        re.compile(
            rf"(?<![\w.,])({lx.COUNT})\s*(?:x\s*)?(?:(?:96|384|24)[- ]?well\s+)?"
            rf"{_ADJ}plates\b"
        ),
    ),
    ("columns", re.compile(rf"(?<![\w.,])({lx.COUNT})\s+(?:\w+\s+)?columns\b")),
]
_PLEX = {"singlicate": 1, "duplicate": 2, "triplicate": 3, "quadruplicate": 4}
_PLEX_RE = re.compile(r"\b(singlicate|duplicate|triplicate|quadruplicate)s?\b")
_COLUMN_RANGE = re.compile(r"\bcolumns?\s+(\d{1,2})\s*(?:-|to|through)\s*(\d{1,2})\b")


def _counts(low: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for key, rx in _COUNT_RES:
        for m in rx.finditer(low):
            raw = next(g for g in m.groups() if g)
            if key == "dilution_points" and re.match(r"\s*(?:\w+\s+)?standard", low[m.end() :]):
                continue
            value = _number(raw)
            if value is not None and 0 < value < 1e6:
                counts.setdefault(key, int(value))
    if "replicates" not in counts and (plex := _PLEX_RE.search(low)):
        counts["replicates"] = _PLEX[plex.group(1)]
    if "columns" not in counts and (span := _COLUMN_RANGE.search(low)):
        lo, hi = int(span.group(1)), int(span.group(2))
        if hi >= lo:
            counts["columns"] = hi - lo + 1
    return counts


def _listed_samples(low: str) -> int:
    """The samples a text lists one per line under 'all of these' ('LabChip all of these
    please' over the 12 lines QC-001 ... QC-012); 0 when it lists none."""
    if not _ALL_THESE.search(low):
        return 0
    prefixes = Counter(m.group(1) for m in _ID_LINE.finditer(low))
    most = max(prefixes.values(), default=0)
    return most if most >= 2 else 0


_ALL_THESE = re.compile(
    r"\b(?:all\s+(?:of\s+)?(?:these|them|the\s+above|the\s+(?:samples|rows)\s+below)"
    r"|each\s+of\s+these|these\s+samples)\b"
)
_ID_LINE = re.compile(
    r"^[ \t]*(?:\d{1,3}[ \t]+)?([a-z]{1,6}[-_]?)\d{1,5}\b(?![ \t]*(?:µl|ul|ml|x|°|min|s\b))", re.M
)
"""A line that opens with a sample's identifier ('QC-007 ...', 's12 ...'), after the sheet's
row number if it has one ('2<tab>QC-001 ...')."""


# -- assays, formats, operations, reagents, injection ----------------------------------------
def _assays(low: str) -> list[tuple[int, str, tuple[str, ...]]]:
    found = []
    for name, rx, ops in lx.ASSAY_RES:
        m = rx.search(low)
        if m:
            found.append((m.start(), name, ops))
    if any(name == "qpcr" for _, name, _ in found):
        found = [f for f in found if f[1] != "pcr"]
    if (
        any(name == "lysis" for _, name, _ in found)
        and any(name == "centrifugation" for _, name, _ in found)
        and not any(name == "clearing_spin" for _, name, _ in found)
    ):
        at = next(pos for pos, name, _ in found if name == "centrifugation")
        found.append((at, "clearing_spin", ("spin",)))
    return sorted(found, key=lambda f: f[0])


def _formats(low: str, pcr: bool, taken: list[tuple[int, int]]) -> list[str]:
    hits: list[tuple[int, str]] = []
    for fmt, rx in lx.FORMAT_RES:
        for m in rx.finditer(low):
            if any(not (m.end() <= a or m.start() >= b) for a, b in taken):
                continue
            taken.append((m.start(), m.end()))
            ahead = low[m.end() : m.end() + 20]
            if fmt == "plate_96_deepwell" and re.search(
                r"\b24(?:[- ]?well)?[\s-]*$", low[: m.start()]
            ):
                fmt = "plate_24_deepwell"
            elif fmt in ("plate_96", "plate_384") and (
                pcr or re.match(r"\s*(?:q?pcr|skirted)", ahead)
            ):
                fmt += "_pcr"
            elif fmt == "plate_96_pcr" and re.search(r"384(?:[- ]?well)?\s+$", low[: m.start()]):
                fmt = "plate_384_pcr"
            hits.append((m.start(), fmt))
    return _unique(f for _, f in sorted(hits))


def _bead_op(registry: Registry | None) -> str:
    """The registry operation that runs a bead clean-up: a MAG program when one exists."""
    if registry is None:
        return "run_program"
    ops = {op for inst in registry.instruments.values() for op in inst.operations}
    if "run_program" not in ops and "magnetic_separation" in ops:
        return "magnetic_separation"
    return "run_program"


def _operations(
    low: str,
    assays: list[tuple[int, str, tuple[str, ...]]],
    nm_given: bool,
    registry: Registry | None,
) -> tuple[list[str], set[str]]:
    hits: list[tuple[int, int, str]] = []
    taken: list[tuple[int, int]] = []
    for op, rx in lx.OPERATION_RES:
        for m in rx.finditer(low):
            if any(not (m.end() <= a or m.start() >= b) for a, b in taken):
                continue
            taken.append((m.start(), m.end()))
            hits.append((m.start(), 0, op))
    verbs = {op for _, _, op in hits}
    if not verbs & {"read_absorbance", "read_fluorescence", "read_luminescence"} and nm_given:
        read = re.search(lx.READ_ANY, low)
        if read:
            hits.append((read.start(), 0, "read_absorbance"))
            verbs.add("read_absorbance")
    for pos, _, ops in assays:
        hits.extend((pos, k + 1, op) for k, op in enumerate(ops))
    bead = _bead_op(registry)
    ordered = [bead if op == "@bead" else op for _, _, op in sorted(hits)]
    return _unique(ordered), {bead if v == "@bead" else v for v in verbs}


def _unique(items: object) -> list[str]:
    out: list[str] = []
    for item in items:  # type: ignore[attr-defined]
        if item not in out:
            out.append(item)
    return out


def _reagents(low: str) -> list[str]:
    hits: list[tuple[int, str]] = []
    taken: list[tuple[int, int]] = []
    for name, rx in lx.REAGENT_RES:
        for m in rx.finditer(low):
            if all(m.end() <= a or m.start() >= b for a, b in taken):
                taken.append((m.start(), m.end()))
                hits.append((m.start(), name))
    return _unique(name for _, name in sorted(hits))


def _injections(text: str, low: str) -> list[str]:
    spans = sorted((m.start(), m.end()) for rx in lx.INJECTION_RES for m in rx.finditer(low))
    merged: list[list[int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [text[a:b].strip() for a, b in merged]


# -- questions and the entry point ----------------------------------------------------------
def _questions(
    assays: list[str],
    ops: list[str],
    verbs: set[str],
    quantities: list[Quantity],
    counts: dict[str, int],
) -> list[str]:
    if not assays and not ops:
        return [lx.NOTHING_QUESTION]
    roles = {q.role for q in quantities}
    out: list[str] = []
    for trigger, needed, question, moot in lx.QUESTIONS:
        kind, _, name = trigger.rpartition(":")
        fired = name in ops if kind == "op" else name in verbs if kind == "verb" else name in assays
        if not fired or (assays and "*" in moot) or set(moot) & set(assays):
            continue
        answered = any(
            counts.get(n[1:]) if n.startswith("#") else n in roles for n in needed.split("|")
        )
        if not answered and question not in out:
            if needed == "rcf_g" and "centrifuge_rpm" in roles:
                question += " (an rpm figure depends on the rotor radius)"
            out.append(question)
    return out


def parse_intent(text: str, registry: Registry | None = None) -> IntentSpec:
    """Read a scientist's free-text intent into an :class:`IntentSpec`.

    ``registry`` (optional) decides which operation runs a bead clean-up (``run_program`` on
    a MAG instrument, else ``magnetic_separation`` on a liquid handler). Phrases that try to
    switch off checks are recorded in ``injection`` and change nothing else.
    """
    if not isinstance(text, str):
        raise TypeError(
            f"parse_intent: text must be a str, got {type(text).__name__}; "
            "pass the intent as one string"
        )
    order = schedule_order(text)
    listed = _listed_samples(text.lower())  # before a document's reference rows are set aside
    text = expand_shorthand(text)
    low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text.translate(lx.NORMALISE))
    # a record field ('Project code: PCR-STRIP', 'Sample IDs: ELISA-07') names no assay
    asked = low
    for a, b in record_field_spans(low):
        asked = asked[:a] + " " * (b - a) + asked[b:]
    found = _assays(asked)
    assays = _unique(name for _, name, _ in found)
    pcr = bool({"pcr", "qpcr"} & set(assays)) or (
        re.search(rf"\bq?pcr\b{lx.NOT_AN_ID}|\bcfx", asked) is not None
    )  # 'run the 384 on the cfx': a 384-well PCR plate
    taken: list[tuple[int, int]] = []
    formats = _formats(low, pcr, taken)
    quantities, cycle_counts = _Scanner(text, low, taken, pcr, read_programs(low)).scan()
    counts = {**_counts(low), **cycle_counts}
    if "samples" not in counts and listed:
        counts["samples"] = listed
    ops, verbs = _operations(low, found, any(q.unit == "nm" for q in quantities), registry)
    if not ops:  # 'run 35 cycles on the ODTC': the clause reader knows more verbs
        from bioproagent.intent.clauses import read_clauses

        ops = _unique(
            c.operation
            for c in read_clauses(text, registry).clauses
            if c.operation != "read" and c.operation
        )
        verbs = set(ops)
    return IntentSpec(
        text=text,
        assays=assays,
        operations=ops,
        quantities=quantities,
        formats=formats,
        counts=counts,
        reagents=_reagents(low),
        injection=_injections(text, low),
        questions=_questions(assays, ops, verbs, quantities, counts),
        reading_notes=[
            f"The lines are stamped {', '.join(order.written)}: they run in the order of "
            f"their times ({' -> '.join(order.run)}), not in the order they are written."
        ]
        if order is not None
        else [],
    )
