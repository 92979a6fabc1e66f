"""Offline compiler for a written draft: numbered protocol steps -> structured draft steps.

When the intent carries a draft ("Draft protocol:" followed by numbered steps, or just
"1. ... 2. ..."), the offline planner follows it instead of its assay recipes: one
:class:`DraftStep` per numbered line (a line such as "Repeat for tubes 2-4" expands into
one step per tube), in the draft's order, with

* the operation read from the line's verb (patterns below, then the intent lexicon);
* the parameters read from the line's quantities and their roles (values kept exactly);
* the labware the line names ("the assay plate", "wash plate 1", "the 4 lysate tubes",
  a reagent poured from a reservoir), declared as :class:`DraftLabware` whose formats come
  from the text and from what the steps do with them, and whose starting contents are
  sized by replaying the transfers so that no source runs dry;
* the instrument the line names ("on the Biomek i7", "in the VSpin"), matched against the
  registry's names and aliases; a named instrument is remembered for later steps of its
  category. The compiler tries a named instrument first and keeps it only when it fits.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bioproagent.draft import Draft, DraftLabware, DraftStep
from bioproagent.intent import lexicon as lx
from bioproagent.intent.parser import parse_intent
from bioproagent.planners.offline.written_params import GENERIC as _GENERIC
from bioproagent.planners.offline.written_params import ParamReader
from bioproagent.planners.offline.written_params import num as _num
from bioproagent.registry.loader import Registry
from bioproagent.registry.planning import format_type
from bioproagent.science.units import unitless_numbers

_NUMBERED = re.compile(r"^\s*(\d{1,3})[.)]\s+(\S.*)$", re.M)
_CATEGORY = {
    "transfer": "LH",
    "mix": "LH",
    "magnetic_separation": "LH",
    "shake": "SHAKE",
    "incubate": "INC",
    "spin": "CF",
    "seal": "SEAL",
    "peel": "PEEL",
    "store": "STORE",
    "retrieve": "STORE",
    "read_absorbance": "READ",
    "read_fluorescence": "READ",
    "read_luminescence": "READ",
    "move_plate": "ARM",
    "run_pcr": "TC",
    "run_qpcr": "QPCR",
    "run_assay": "CE",
    "run_program": "MAG",
}
# (operation, pattern) tried in order on the normalised line; the lexicon is the fallback.
_VERBS: list[tuple[str, str]] = [
    ("repeat", r"^repeat\b"),
    ("run_program", r"\bprogram\b"),
    ("run_assay", r"\bsize and quantify\b|\b(?:run|perform)\b.*\bassay\b(?! plate)"),
    ("cycle", r"\bcycles?\b.*\d|\bmelt curve\b"),
    ("retrieve", r"\b(?:take|pull|get)\b.*\bout of\b|\bretriev\w*"),
    ("peel", r"\bremove the (?:seal|foil|film)|\bpeel\w*|\bun-?seal\w*|\bde-?seal\w*"),
    ("seal", r"\bseal\b|heat-seal|\bseal (?:the|it)\b"),
    ("spin", r"centrifug\w*|\bspin\b|\bspun\b"),
    ("read", r"\bread\b|\bod\s?\d{3}\b|absorbance|fluorescen|luminescen"),
    ("shake", r"\bshak\w*|\brpm\b"),
    ("transfer", r"\d\s*(?:ul|ml)\b"),
    ("magnetic_separation", r"\bmagnet\b"),
    ("move_plate", r"\bmove the plate\b|\bmove (?:the |it )?\w* ?plate to\b"),
    ("store", r"\b(?:store|park|return|keep|put)\b"),
    ("incubate", r"\bincubat\w*|\bair-dry|\bdry\b|\bleave\b|\btreat\b|\blet\b|\bdevelop\b"),
]
_STOP_WORDS = (
    "the a an of into to from with in on onto and each every all fill add move keep "
    "spin read store take out for at then remove pipette dispense transfer against "
    "run seal heat-seal return place put park sealed fresh new clean washed same "
    "matching used first pull get grab fetch bring load retrieve peel shake centrifuge "
    "twice thrice more once again times"
)
_STOP = frozenset(_STOP_WORDS.split())
_FROM_BEFORE = re.compile(
    r"\b(?:from|out of)\s+(?:(?:each|every|all(?:\s+the)?)\s+(?:\d+\s+)?wells?\s+(?:of|in)\s+)?"
    r"(?:\S+\s+){0,3}$"
)
"""The words before a labware phrase that make it a transfer's source: 'from the 96 DW',
'from every well of the source'."""
_FROM_WELLS = re.compile(r"\bfrom\s+(?:each|every|all(?:\s+the)?|the)\s+(?:\d+\s+)?wells?\b")
_SIZE_BEFORE = re.compile(r"\b(\d{2,4})\s*-?\s*well\b(?:\s+[a-z-]+){0,2}\s*$")
"""'the 384-well PCR ' before a labware noun: the format that tells two plates apart."""
_CARRY = re.compile(
    r"\s*(?:(?:transfer|move|take|carry|aliquot)\s+)?\d+(?:\.\d+)?\s*(?:ul|ml)\s+"
    r"(?:each|ea\.?|per\s+well|of\s+(?:it|each|every\s+well))?\s*(?:to|into|onto)\b"
)
"""'150 uL each into the flat plate': a volume that names no reagent, carried from the labware
in use into another (an 'add' would bring a reagent)."""
_BARE_FORMAT_TARGET = re.compile(
    r"\b(?:to|into|onto)\s+(?:(?:a|an|the|fresh|new|clean|empty)\s+)*"
    r"((?:96|384|24|48)[- ]?(?:well\s+)?(?:flat|pcr|deep-well)?)(?![\w-])"
)
"""'into fresh 96 flat', 'to a new 384 PCR': a target named by its format, with no noun."""
_PLATE_FORMATS = ("6", "12", "24", "48", "96", "384", "1536")
_LW_WORD = re.compile(
    r"\b(plates?|tubes?|reservoirs?|troughs?|blocks?|strips?)\b(?:\s+(\d{1,2})\b)?"
)
_CURRENT_WORDS = ("supernatant", "eluate")
_CURRENT_BEFORE = re.compile(r"\b(?:supernatants?|eluates?|sup)$")
"""'supernatant 400 uL': the liquid named just before its volume, taken from the labware in use."""
_UNITS = frozenset({"ul", "µl", "ml", "nl", "l", "x", "s", "min", "h", "c", "°c", "g", "nm"})


def draft_lines(text: str) -> list[str]:
    """The numbered steps of the draft in ``text`` ('Draft protocol:' section, or the whole
    text when it lists at least two numbered steps); empty when there is no draft."""
    marker = re.search(r"draft protocol\s*:", text, re.I)
    body = text[marker.end() :] if marker else text
    lines = [m.group(2).strip() for m in _NUMBERED.finditer(body)]
    return lines if (marker and lines) or len(lines) >= 2 else []


@dataclass
class _Lw:
    name: str
    hints: str = ""
    sealed: bool = False
    per_well: bool = False
    reagent: str = ""
    roles: set[str] = field(default_factory=set)
    feeds: list[str] = field(default_factory=list)
    device_formats: tuple[str, ...] = ()
    level: float = 0.0
    start: float = 0.0
    peak: float = 0.0
    size: str = ""  # the well count the text writes before it ('384-well')


class TextDraft(ParamReader):
    """Turns numbered draft lines into a :class:`Draft` for the offline compiler."""

    def __init__(self, registry: Registry) -> None:
        self.registry = registry
        owners: dict[str, set[str]] = {}
        for inst in registry.instruments.values():
            if inst.status == "available":
                for alias in (inst.name, *inst.aliases):
                    owners.setdefault(alias.lower(), set()).add(inst.id)
        # an alias two instruments share ('plate centrifuge') names a kind, not one of them
        self.names = sorted(
            ((alias, next(iter(ids)) if len(ids) == 1 else None) for alias, ids in owners.items()),
            key=lambda pair: -len(pair[0]),
        )
        self.lw: dict[str, _Lw] = {}
        self.steps: list[DraftStep] = []
        self.current: str | None = None
        self.group: list[str] = []
        self.last_device: dict[str, str] = {}
        self.assumptions: list[str] = []

    # -- instruments ------------------------------------------------------------------
    def named(self, low: str) -> list[str]:
        """Registry ids of the instruments the line names, in order of mention."""
        return self._named(low)[0]

    def _named(self, low: str) -> tuple[list[str], list[tuple[int, int]]]:
        found: list[tuple[int, str]] = []
        taken: list[tuple[int, int]] = []
        for alias, inst in self.names:
            for m in re.finditer(rf"(?<![\w-]){re.escape(alias)}(?![\w-])", low):
                if not any(a < m.end() and m.start() < b for a, b in taken):
                    taken.append(m.span())
                    if inst is not None:
                        found.append((m.start(), inst))
        return list(dict.fromkeys(i for _, i in sorted(found))), taken

    def offers(self, inst: str, op: str) -> bool:
        return op in self.registry.instruments[inst].operations

    def device_for(self, op: str, low: str, named: list[str]) -> str | None:
        dev = next((i for i in named if self.offers(i, op)), None)
        cat = self.registry.instruments[dev].category if dev else None
        if dev is None:
            for word, category in _GENERIC:
                remembered = self.last_device.get(category)
                if re.search(rf"\b{word}\b", low) and remembered and self.offers(remembered, op):
                    dev = remembered
            wanted = "LH" if "deck" in low or op == "magnetic_separation" else _CATEGORY.get(op)
            remembered = self.last_device.get(wanted or "")
            if dev is None and remembered and self.offers(remembered, op):
                dev = remembered
        if dev and cat:
            self.last_device[cat] = dev
        return dev

    # -- labware ------------------------------------------------------------------------
    def declare(self, name: str, hints: str = "", **kw: Any) -> str:
        if name not in self.lw:
            self.lw[name] = _Lw(name, hints, **kw)
        else:
            self.lw[name].hints += " " + hints
        return name

    def phrases(self, low: str) -> list[tuple[int, str, str, str, int]]:
        """(position, name, article, hints, count) for each plate/tube/reservoir named."""
        out = []
        for a, b in self._named(low)[1]:  # "plate hotel", "plate reader" are instruments
            low = low[:a] + " " * (b - a) + low[b:]
        for m in _LW_WORD.finditer(low):
            if re.match(r"\s+[a-z]\b(?!-)", low[m.end() :]) and m.group(1) == "tube":
                continue  # "tube i -> well A1": a variable, not labware
            if m.group(1).startswith("tube") and (
                re.match(r"\s*strips?\b", low[m.end() :])
                or re.search(r"\bstrip[\s-]*$", low[: m.start()])
            ):
                continue  # 'the 8-tube strip', 'each strip tube': a strip
            words = low[: m.start()].split()[-5:]
            mods: list[str] = []
            article, count = "", 0
            for k in range(len(words) - 1, -1, -1):
                if words[k].endswith((",", ";", ":", ")")):
                    break  # '37 °C o/n, (96-well plate)': the phrase starts after the comma
                w = words[k].strip("(),:;")
                after = words[k + 1] if k + 1 < len(words) else ""
                if w.isdigit() and (
                    after.startswith(("well", "deep", "pcr", "flat", "round", "u-", "v-"))
                    or (m.group(1) in ("plate", "block") and w in _PLATE_FORMATS)
                ):
                    continue  # 'the 96 well UV plate', 'a fresh 96 deep-well plate': a format
                if w.isdigit():
                    count = int(w)
                    break
                if w in _STOP or not w or w in ("x", "ul", "ml", "s", "min", "c", "g"):
                    article = w if w in ("a", "an", "the") else article
                    if w not in ("sealed", "fresh", "new", "clean", "washed"):
                        break
                    continue
                mods.insert(0, w)
                if len(mods) == 3 or words[k].startswith("("):
                    break
            kind = m.group(1).rstrip("s")
            label = [w for w in mods if not re.match(r"^\d+[- ]?well$|^deep-?well$", w)]
            name = "_".join([*label, kind] + ([m.group(2)] if m.group(2) else []))
            name = re.sub(r"[^a-z0-9]+", "_", name).strip("_")
            hint = " ".join(low[max(0, m.start() - 40) : m.end()].split())
            plural = m.group(1).endswith("s") and kind != "plate"
            out.append((m.start(), name, article, hint, count if plural else 0))
        return out

    def resolve(
        self, name: str, article: str, hint: str, count: int, single_op: bool, low: str
    ) -> list[str]:
        size = _SIZE_BEFORE.search(hint.rsplit(" ", 1)[0] + " ") if " " in hint else None
        held = self.lw.get(name)
        if size and held is not None and held.size and held.size != size.group(1):
            name = f"{name}_{size.group(1)}"  # 'the 384-well PCR plate' after a 96-well one
        names = self._resolve(name, article, hint, count, single_op, low)
        for n in names:
            self.lw[n].size = self.lw[n].size or (size.group(1) if size else "")
        return names

    def _resolve(
        self, name: str, article: str, hint: str, count: int, single_op: bool, low: str
    ) -> list[str]:
        if count > 1:
            self.group = [
                self.declare(f"{name}_{k}", hint, sealed="sealed" in hint)
                for k in range(1, count + 1)
            ]
            return self.group
        m = re.match(r"(.*tube)_(\d+)$", name)
        if m and self.group and int(m.group(2)) <= len(self.group):
            return [self.group[int(m.group(2)) - 1]]
        named_before = [n for n in self.lw if n.endswith(f"_{name}")]
        if name not in self.lw and article == "the" and len(named_before) == 1:
            return named_before  # 'the block' after 'the deep-well sample block'

        if name in self.lw and article in ("a", "an"):
            k = 2
            while f"{name}_{k}" in self.lw:
                k += 1
            name = f"{name}_{k}"
        elif (
            name not in self.lw
            and single_op
            and self.current
            and article == "the"
            and "balance" not in name
        ):
            return [self.current]
        return [self.declare(name, hint, sealed=f"sealed {name.split('_')[0]}" in hint)]

    def reagent_source(self, low: str) -> str:
        m = next(
            (
                m
                for m in re.finditer(
                    r"\d\s*(?:ul|ml)\s+(?:of\s+)?(?:the\s+)?(.+?)(?=\s+(?:to|into|from|in|on|"
                    r"onto|and|with|per|for|at|is|are|was|were|has|have|had|will|should|must"
                    r"|gets?|this|today|now)\b|[(,.;]|$)",  # ... or an auxiliary ('PBS is added')
                    low,
                )
                if not _LABWARE_NAME.match(m.group(1))  # '1.5 ml tube' is labware, not reagent
            ),
            None,
        )
        if m and self.current and _CURRENT_BEFORE.search(low[: m.start()].rstrip("0123456789., ")):
            return self.current  # 'supernatant 400 uL -> deep-well plate': of the plate in use
        named = m.group(1) if m else "reagent"
        if re.match(r"(?:to|into|onto|in|per|for|at|on)\b", named):
            named = "reagent"  # '15 ul to the pcr plate': the reagent is not named
        words = named.split()
        per_well = bool(
            re.search(r"\beach\b|\bmatching\b|\bevery\b", " ".join(words[:3]))
        ) or "sample" in " ".join(words)
        words = [
            w
            for w in (w.strip("()[],") for w in words)
            if w
            and w not in _STOP
            and not w[0].isdigit()
            and re.search(r"[a-z]", w)
            and w not in _UNITS
        ][:3] or ["reagent"]  # '(10 uL + 90 uL)' names no reagent
        if any(w.startswith(_CURRENT_WORDS) for w in words) and self.current:
            return self.current
        name = re.sub(r"[^a-z0-9]+", "_", "_".join(words)).strip("_")
        hint = "" if per_well else "reservoir"
        return self.declare(name, hint, per_well=per_well, reagent=" ".join(words))

    # -- lines --------------------------------------------------------------------------
    def operation(self, low: str, named: list[str]) -> str | None:
        op = next((o for o, p in _VERBS if re.search(p, low)), None)
        special = [o for i in named for o in ("run_assay", "run_program") if self.offers(i, o)]
        if special and op not in ("transfer", "repeat"):
            op = special[0]
        if op == "cycle":
            qpcr = any(self.offers(i, "run_qpcr") for i in named) or "melt" in low
            return "run_qpcr" if qpcr else "run_pcr"
        if op == "read":
            if "luminesc" in low:
                return "read_luminescence"
            return "read_fluorescence" if re.search(r"fluoresc|\bex\b", low) else "read_absorbance"
        if op == "move_plate" and re.search(r"\d\s*ul\b", low):
            return "transfer"
        if op == "transfer" and re.search(r"\bmix\b", low.split(" ")[0]):
            return "mix"
        if op is None:
            ops = parse_intent(low).operations
            op = ops[0] if ops else None
        if op == "store" and not any(self.offers(i, "store") for i in named):
            q = parse_intent(low).quantities
            return "incubate" if any(x.unit == "s" for x in q) else "store"
        return op

    def add(self, line: str) -> None:
        """Append the step(s) of one numbered line."""
        first = len(self.steps)
        self._add(line)
        shown = self.readable(line)
        for step in self.steps[first:]:
            step.text = step.text.replace(line, shown)

    def readable(self, line: str) -> str:
        """The line as the scientific check reads it: instruments by registry id (model
        numbers are not quantities), labels and identifiers marked as such."""
        low = line.lower().translate(lx.NORMALISE)
        ids = {alias: inst for alias, inst in self.names}
        for a, b in sorted(self._named(low)[1], reverse=True):
            line = line[:a] + (ids[low[a:b]] or line[a:b]) + line[b:]
        line = re.sub(r"^([A-Za-z][A-Za-z ]*?) (\d+):", r"\1 #\2:", line)
        line = re.sub(r"\b[A-Z]{1,3}(?:-\d+)+\b", lambda m: m.group(0).replace("-", "_"), line)
        for number in unitless_numbers(line):
            line = re.sub(rf"(?<![\w.=]){re.escape(number)}(?![\w.])", f"n={number}", line, count=1)
        return line

    def _add(self, line: str) -> None:
        low = line.lower().translate(lx.NORMALISE)
        named = self.named(low)
        op = self.operation(low, named)
        if op == "repeat":
            self._repeat(line, low)
            return
        if op is None or op == "@bead":
            self.steps.append(DraftStep(text=line))
            return
        dev = self.device_for(op, low, named)
        params = self.params(op, line, low, dev)
        cat = (
            self.registry.instruments[dev].category
            if dev
            else ("LH" if "deck" in low or op == "magnetic_separation" else _CATEGORY.get(op))
        )
        if op == "incubate" and not dev and "co2" not in low and "incubator" not in low:
            cat = None
        found = self.phrases(low)
        if op == "transfer":
            self._transfer(line, low, found, params, dev, cat)
            return
        roles: dict[str, str | list[str]] = {}
        if op == "run_program":
            roles = self._kingfisher(low)
        else:
            names: list[str] = []
            for _, name, art, hint, count in found:
                if "balance" not in name:
                    names += self.resolve(name, art, hint, count, True, low)
            if not names and self.current:
                names = [self.current]
            if not names:
                names = [self.declare("plate")]
            tubes = "tube" in names[0] or (op == "spin" and names[0].endswith("strip"))
            role = (  # a centrifuge spins strips in its tube rotor ('spin the PCR strips')
                "tubes"
                if tubes
                else ("plates" if op == "spin" else "plate" if op != "mix" else "target")
            )
            roles[role] = names if role in ("tubes", "plates") else names[0]
            for n in names:
                self.lw[n].roles.add(op)
                if dev and op == "spin":
                    self.lw[n].device_formats = _formats(self.registry, dev, op, role)
            if op != "spin" or len(names) == 1:
                self.current = names[0]
        self.steps.append(
            DraftStep(
                text=line, operation=op, params=params, labware=roles, category=cat, device=dev
            )
        )

    def _transfer(
        self,
        line: str,
        low: str,
        found: list[tuple[int, str, str, str, int]],
        params: dict[str, Any],
        dev: str | None,
        cat: str | None,
    ) -> None:
        src: list[str] = []
        dst: list[str] = []
        for pos, name, art, hint, count in found:
            before = low[max(0, pos - 45) : pos]
            names = self.resolve(name, art, hint, count, False, low)
            if names != [name] and names[0] in src and not _FROM_BEFORE.search(before):
                names = [self.declare(name, hint)]  # 'from the PCR plate into the 384-well plate'
            (src if _FROM_BEFORE.search(before) else dst).extend(names)
        if re.search(r"\bto waste\b|\binto waste\b", low):
            src = src or ([self.current] if self.current else [])
            dst = [self.declare("waste", "reservoir")]
        each = bool(re.search(r"\beach (?:supernatant|tube|culture|lysate tube)", low))
        if each and self.group and not src:
            src = list(self.group)
        if not src and self.current and self.current not in dst and _FROM_WELLS.search(low):
            src = [self.current]  # 'Replicate the plate: 20 uL from each well into a new one'
        if not src and self.current and dst and self.current not in dst and _CARRY.match(low):
            src = [self.current]  # 'DW block -> ... -> 150 uL ea. -> clear 96 flat': carried on
        if not src:
            src = [self.reagent_source(low)]
        bare = _BARE_FORMAT_TARGET.search(low) if not dst else None
        if bare:  # 'into fresh 96 flat': a plate named by its format alone
            kind = next((k for k in ("flat", "pcr") if k in bare.group(1)), "")
            base = f"{kind}_plate" if kind else "plate"
            known = " the " in f" {bare.group(0)}"  # 'into the 96 flat': one named before
            name, k = base, 2
            while name in src or (name in self.lw and not known):
                name, k = f"{base}_{k}", k + 1
            dst = [self.declare(name, bare.group(0))]
        if not dst:
            target = re.search(r"\b(?:to|into) each (?:of (?:the )?(?:\d+ )?)?([a-z]+)", low)
            if (
                target
                and not target.group(1).startswith(("well", "reaction"))
                and self.current is None
            ):
                dst = [self.declare(f"{target.group(1).rstrip('s')}_plate")]
            else:
                dst = [self.current or self.declare("plate")]
        for k, s in enumerate(src):
            wells = {"target": [_well(k)]} if len(src) > 1 else {}
            self._emit(
                line if k == 0 else f"{line} (tube {k + 1})", s, dst[0], params, wells, dev, cat
            )

    def _emit(
        self,
        text: str,
        src: str,
        dst: str,
        params: dict[str, Any],
        wells: dict[str, list[str]],
        dev: str | None,
        cat: str | None,
    ) -> None:
        self.lw[src].feeds.append(dst)
        self.lw[src].roles.add("source")
        if "tube" not in dst and dst != "waste":
            self.current = dst
        self.steps.append(
            DraftStep(
                text=text,
                operation="transfer",
                params=dict(params),
                labware={"source": src, "target": dst},
                wells=wells,
                category=cat,
                device=dev,
            )
        )

    def _repeat(self, line: str, low: str) -> None:
        prev = next((s for s in reversed(self.steps) if s.operation), None)
        if prev is None:
            return
        tubes = re.search(r"tubes?\s+(\d+)\s*(?:-|to)\s*(\d+)", low)
        if tubes and prev.operation == "transfer" and self.group:
            for k in range(int(tubes.group(1)), int(tubes.group(2)) + 1):
                if k <= len(self.group):
                    target = self.declare(f"{prev.labware['target']}_{k}".replace("_1_", "_"))
                    self._emit(
                        f"{line} (tube {k})",
                        self.group[k - 1],
                        target,
                        prev.params,
                        {},
                        prev.device,
                        prev.category,
                    )
            return
        vol = parse_intent(line).quantity("volume_ul")
        params = {**prev.params, **({"volume_ul": _num(vol.value)} if vol else {})}
        self.steps.append(prev.model_copy(update={"text": line, "params": params}))

    def _kingfisher(self, low: str) -> dict[str, str | list[str]]:
        plates = list(self.lw)
        wash = [n for n in plates if "wash" in n and "plate" in n]
        elution = next((n for n in plates if "elut" in n and "plate" in n), None)
        sample = next(
            (
                n
                for n in plates
                if n not in wash and n != elution and "plate" in n and not self.lw[n].reagent
            ),
            None,
        )
        if sample is None:  # the plate in use holds the samples
            sample = self.current or self.declare("sample_plate", "deep-well")
        if elution is None:  # no elution plate named: one is loaded for the program
            elution = self.declare("elution_plate", "96-well")
            self.assumptions.append(
                "An empty 96-well elution plate is loaded on the KingFisher (not stated in the "
                "intent)."
            )
        roles: dict[str, str | list[str]] = {}
        for role, name in (("sample", sample), ("elution", elution)):
            if name:
                roles[role] = name
                self.lw[name].roles.add(f"mag_{role}")
        if wash:
            roles["wash"] = wash
            for n in wash:
                self.lw[n].roles.add("mag_wash")
        roles["tip_comb"] = self.declare("tip_comb", "deep-well")
        return roles

    # -- output -------------------------------------------------------------------------
    def labware(self) -> list[DraftLabware]:
        """Declarations with formats and starting volumes that keep every source supplied."""
        formats = {n: self._format(lw) for n, lw in self.lw.items()}
        for n, lw in self.lw.items():  # per-well sources take the format of what they feed
            if lw.per_well and lw.feeds and formats[lw.feeds[0]].startswith("plate"):
                formats[n] = formats[lw.feeds[0]]
        filled: set[str] = set()
        for step in self.steps:
            target = str(step.labware.get("target"))
            mixed = self.lw.get(target) if step.operation == "mix" else None
            if mixed is not None and "volume_ul" in step.params:  # a mix needs what it draws
                short = float(step.params["volume_ul"]) - mixed.level
                if short > 0 and target not in filled:  # ... of what it held at the start
                    mixed.start += short
                    mixed.level += short
                    self.assumptions.append(
                        f"{mixed.name} holds {mixed.level:g} uL per well when it is mixed (the "
                        "mix volume; not stated in the intent)."
                    )
            if step.operation != "transfer" or "volume_ul" not in step.params:
                continue
            vol = float(step.params["volume_ul"])
            src, dst = self.lw[str(step.labware["source"])], self.lw[str(step.labware["target"])]
            s_type, d_type = self._type(formats[src.name]), self._type(formats[dst.name])
            targets = len(step.wells.get("target", [])) or len(d_type.wells)
            draw = vol * (targets if len(s_type.wells) == 1 else 1)
            need = draw + s_type.dead_volume_ul + 1
            if src.level < need:
                src.start += need - src.level
                src.level = need
            src.level -= draw
            filled.add(dst.name)
            dst.level += vol * (1 if len(d_type.wells) > 1 else targets)
            dst.peak = max(dst.peak, dst.level)
        out = []
        for n, lw in self.lw.items():
            fmt = formats[n]
            if fmt == "plate_96" and max(lw.peak, lw.start) > 300:
                fmt = "plate_96_deepwell"
            lw_type = "reservoir_290ml" if fmt == "reservoir" else None
            if lw.start > self._type(fmt).well_volume_ul:
                self.assumptions.append(
                    f"{n} needs {lw.start:g} uL per well, more than a "
                    f"{fmt} holds; split the source."
                )
            contents = (
                [{"volume_ul": round(lw.start, 2), "reagent": lw.reagent or n}] if lw.start else []
            )
            out.append(
                DraftLabware(name=n, format=fmt, type=lw_type, contents=contents, sealed=lw.sealed)
            )
        return out

    def _type(self, fmt: str) -> Any:
        return self.registry.labware[
            "reservoir_290ml" if fmt == "reservoir" else format_type(self.registry, fmt)
        ]

    def _format(self, lw: _Lw) -> str:
        h = lw.hints
        if lw.name.endswith("strip") or re.search(r"\bstrips?$", h):
            return "pcr_strip"
        if "tube" in lw.name or "tube" in h.split()[-1:]:
            size = re.search(r"\b(1\.5|2|15|50)\s*ml\b", h)
            if size:
                return {"1.5": "tube_1_5ml", "2": "tube_2ml", "15": "tube_15ml"}.get(
                    size.group(1), "tube_50ml"
                )
            return lw.device_formats[0] if lw.device_formats else "tube_1_5ml"
        if "reservoir" in h or "trough" in h or "reservoir" in lw.name:
            return "reservoir"
        if "384" in h:
            return "plate_384_pcr" if "pcr" in h or "run_qpcr" in lw.roles else "plate_384"
        if "run_qpcr" in lw.roles:
            return "plate_384_pcr"
        if re.search(r"deep-?\s?well", h) or lw.roles & {"mag_sample", "mag_wash"}:
            return "plate_96_deepwell"
        if re.search(r"\bq?pcr\b", h) or lw.roles & {"run_pcr", "run_assay"}:
            return "plate_96_pcr"
        return (
            "plate_96"
            if lw.per_well or "plate" in lw.name or lw.roles - {"source"}
            else "reservoir"
        )


_LABWARE_NAME = re.compile(
    r"(?:\w+\s+)?(?:tubes?|eppendorfs?|falcons?|conicals?|plates?|strips?|reservoirs?)\b"
)


def _well(k: int) -> str:
    return f"{'ABCDEFGH'[k % 8]}{k // 8 + 1}"


def _formats(registry: Registry, dev: str, op: str, role: str) -> tuple[str, ...]:
    spec = registry.instruments[dev].operations[op].roles.get(role)
    return tuple(spec.formats) if spec else ()


def text_draft(intent_text: str, registry: Registry, title: str = "") -> Draft | None:
    """A draft that follows the numbered steps written in ``intent_text``, or None."""
    lines = draft_lines(intent_text)
    if not lines:
        return None
    td = TextDraft(registry)
    for line in lines:
        td.add(line)
    if not any(s.operation for s in td.steps):
        return None
    heading = re.search(r"^\s*protocol\s*:\s*(.+)$", intent_text, re.I | re.M)
    return Draft(
        title=(heading.group(1).strip() if heading else title) or "Written draft",
        goal=intent_text.split("\n")[0].strip(),
        steps=td.steps,
        labware=td.labware(),
        assumptions=[
            "Followed the written draft step by step; values as written.",
            *dict.fromkeys(td.assumptions),
        ],
    )
