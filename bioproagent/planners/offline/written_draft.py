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
  sized by replaying the transfers so that no source runs dry (read and declared by
  :mod:`bioproagent.planners.offline.labware_phrases`);
* the instrument the line names ("on the Biomek i7", "in the VSpin"), matched against the
  registry's names and aliases; a named instrument is remembered for later steps of its
  category. The compiler tries a named instrument first and keeps it only when it fits.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from bioproagent.draft import Draft, DraftStep
from bioproagent.intent import lexicon as lx
from bioproagent.intent.parser import parse_intent
from bioproagent.knowledge import load_library
from bioproagent.planners.offline.labware_phrases import LabwarePhrases, _Lw
from bioproagent.planners.offline.written_params import GENERIC as _GENERIC
from bioproagent.planners.offline.written_params import ParamReader
from bioproagent.planners.offline.written_params import num as _num
from bioproagent.registry.loader import Registry
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
    ("transfer", lx.REMOVAL),  # 'discard the supernatant': off to waste
    ("magnetic_separation", r"\bmagnet\b"),
    ("move_plate", r"\bmove the plate\b|\bmove (?:the |it )?\w* ?plate to\b"),
    ("store", r"\b(?:store|park|return|keep|put)\b"),
    ("incubate", r"\bincubat\w*|\bair-dry|\bdry\b|\bleave\b|\btreat\b|\blet\b|\bdevelop\b"),
]
_FROM_BEFORE = re.compile(
    r"\b(?:from|out of)\s+(?:(?:each|every|all(?:\s+the)?)\s+(?:\d+\s+)?wells?\s+(?:of|in)\s+"
    r"|(?:wells?|columns?|cols?|rows?)\s+\S+(?:\s+(?:to|through|and|-|–)\s+\S+)?\s+(?:of|in)\s+)?"
    r"(?:(?!(?:to|into|onto)\s)\S+\s+){0,3}$"  # not 'from reservoir to plate'
)
"""The words before a labware phrase that make it a transfer's source: 'from the 96 DW',
'from every well of the source', 'from wells A1-A12 of the reference plate'."""
_CARRY = re.compile(
    r"\s*(?:(?:transfer|move|take|carry|aliquot)\s+)?\d+(?:\.\d+)?\s*(?:ul|ml)\s+"
    r"(?:each|ea\.?|per\s+well|of\s+(?:it|each|every\s+well))?\s*(?:to|into|onto)\b"
)
"""'150 uL each into the flat plate': a volume that names no reagent, carried from the labware
in use into another (an 'add' would bring a reagent)."""
_BARE_FORMAT_TARGET = re.compile(
    r"\b(?:to|into|onto)\s+(?:(?:a|an|the|fresh|new|clean|empty)\s+)*"
    r"((?:96|384|24|48)[- ]?(?:w(?:ell)?\b\s*)?(?:flat|pcr|deep-well)?)(?![\w-])"
)
"""'into fresh 96 flat', 'to a new 384 PCR': a target named by its format, with no noun."""


def draft_lines(text: str) -> list[str]:
    """The numbered steps of the draft in ``text`` ('Draft protocol:' section, or the whole
    text when it lists at least two numbered steps); empty when there is no draft."""
    marker = re.search(r"draft protocol\s*:", text, re.I)
    body = text[marker.end() :] if marker else text
    lines = [m.group(2).strip() for m in _NUMBERED.finditer(body)]
    return lines if (marker and lines) or len(lines) >= 2 else []


class TextDraft(ParamReader, LabwarePhrases):
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
        self.samples: int | None = None  # the samples the whole intent counts
        self.only_tubes: str | None = None  # the one labware format the intent names, a tube
        self.tube_count = 0  # how many of them the intent counts
        self.counted_tubes = 0  # how many tubes the intent counts, whatever it names
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
        cold = r"\b(?:fridge|freezer|cold|refrigerat\w*|chill\w*|4\s*°?\s*c|incubator)\b"
        if op == "store" and not named and re.search(r"\bpark", low) and not re.search(cold, low):
            named = [  # 'park it': the ambient plate hotel, not the cold store
                i for i, inst in self.registry.instruments.items() if "hotel" in inst.aliases
            ]
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
            if not names and self.only_tubes and re.search(r"\b(?:them|they|it)\b", low):
                # 'spin them' where the text names tubes (and no plate) only outside the steps
                size = self.only_tubes.removeprefix("tube_").replace("_5ml", ".5ml")
                hint = f"{size.replace('ml', ' ml')} tubes"
                names = (
                    self.resolve("tube", "the", hint, self.tube_count, True, low)
                    if self.tube_count > 1  # 'eight 50 mL Falcon tubes ... spin them'
                    else [self.declare("tubes", hint, plural=True)]
                )
            if not names:
                names = [self.declare("plate")]
            if op == "run_assay" and dev and self._unsipped(names[0], dev):
                names = [self._ce_plate(names[0])]
            if (
                op == "spin"
                and len(names) == 1
                and "tube" in names[0]
                and self.lw[names[0]].plural
                and self.tube_count > 1
            ):  # '50ml falcons -> 5810 ...' and elsewhere '6 tubes': all six are spun
                names = self.resolve(
                    names[0], "the", self.lw[names[0]].hints, self.tube_count, True, low
                )
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
            held = self.current if self.current and "tube" in self.current else None
            if name == "tube" and name not in self.lw and _FROM_BEFORE.search(before):
                if held:
                    src.append(held)  # 'from each tube' after 'spin the eppendorf tubes': those
                    continue
                if self.group and all("tube" in g for g in self.group):
                    src.extend(self.group)  # ... after 'spin the eight Falcons': each of them
                    continue
            names = self.resolve(name, art, hint, count, False, low)
            if names != [name] and names[0] in src and not _FROM_BEFORE.search(before):
                names = [self.declare(name, hint)]  # 'from the PCR plate into the 384-well plate'
            (src if _FROM_BEFORE.search(before) else dst).extend(names)
        if re.search(r"\bto waste\b|\binto waste\b", low) or re.search(lx.REMOVAL, low):
            # 'aspirate the medium': off the labware in use (the tubes just spun), or the
            # plate if none is yet
            in_use = [self.current] if self.current else list(self.group)
            src = src or in_use or [self.declare("plate")]
            dst = [self.declare("waste", "reservoir")]
        each = bool(
            re.search(
                r"\beach (?:[\d.,]+\s*(?:ml|ul|µl)\s+|(?:eppendorf|falcon|screw-?cap)\s+)?"
                r"(?:supernatant|tube|culture|lysate tube)",
                low,
            )
        )  # 'from each 2 mL tube': one tube for each well
        if each and self.group and not src:
            src = list(self.group)
        if each and not self.group and not src and self.current and "tube" in self.current:
            src = [self.current]
        if not src and self.current and self.current not in dst and lx.FROM_WELLS.search(low):
            src = [self.current]  # 'Replicate the plate: 20 uL from each well into a new one'
        if not src and self.current and dst and self.current not in dst and _CARRY.match(low):
            src = [self.current]  # 'DW block -> ... -> 150 uL ea. -> clear 96 flat': carried on
        if not src:
            src = [self.reagent_source(low)]
            if src[0] in self.group:  # 'supernatant to a 96-well plate' after 12 tubes spun
                src = list(self.group)
        many = len(src) == 1 and not self.group and (self.lw[src[0]].plural or each)
        if many and "tube" in src[0] and not any("tube" in d for d in dst):
            src = self.split_tubes(src[0], low)  # '200 uL from the tubes': one well each
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
        into_tubes = len(src) > 1 and "tube" in dst[0] and self.lw[dst[0]].plural
        base, n = dst[0], 2
        while into_tubes and any(f"{base}_{j}" in self.lw for j in range(1, len(src) + 1)):
            base, n = f"{dst[0]}{n}", n + 1  # 'tube2_1' when the sources are 'tube_1' ...
        for k, s in enumerate(src):
            wells = {"target": [_well(k)]} if len(src) > 1 and not into_tubes else {}
            into = dst[0]
            if into_tubes:  # 'each supernatant into 2 mL tubes': a tube of its own each
                into = self.declare(f"{base}_{k + 1}", self.lw[dst[0]].hints)
            self._emit(
                line if k == 0 else f"{line} (tube {k + 1})", s, into, params, wells, dev, cat
            )
        if into_tubes:
            self.lw.pop(dst[0], None)

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
        elif dst == "waste" and any(k in src for k in ("plate", "block")):
            self.current = src  # 'aspirate the cell plate, then 100 uL to each well': that plate
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

    def _unsipped(self, name: str, dev: str) -> bool:
        """Whether ``name`` is a KingFisher elution plate the chip instrument ``dev`` cannot
        sip from (its plate role takes PCR plates only)."""
        formats = _formats(self.registry, dev, "run_assay", "plate")
        return "mag_elution" in self.lw[name].roles and bool(formats) and "plate_96" not in formats

    def _ce_plate(self, eluate: str) -> str:
        """The chip run's sample plate, made from the eluate as the protocol library's
        capillary-electrophoresis QC does (diluent first, then sample with a mix); each volume
        is listed as an assumption."""
        defaults = _ce_defaults()
        sample, diluent = float(defaults.get("sample_ul", 2)), float(defaults.get("diluent_ul", 18))
        plate = self.declare("ce_plate", "96-well pcr plate")
        water = self.declare("water", "reservoir")
        self._emit(
            f"Dispense {diluent:g} uL water into the chip plate.",
            water,
            plate,
            {"volume_ul": _num(diluent)},
            {},
            None,
            "LH",
        )
        self._emit(
            f"Add {sample:g} uL eluate and mix.",
            eluate,
            plate,
            {"volume_ul": _num(sample), "mix_cycles": 3, "new_tip": "always"},
            {},
            None,
            "LH",
        )
        self.assumptions.append(
            f"The chip cannot sip from the KingFisher elution plate (a 96-well plate): "
            f"{sample:g} uL eluate goes into {diluent:g} uL water in a 96-well PCR plate first "
            "(the protocol library's capillary-electrophoresis QC; not stated in the intent)."
        )
        return plate

    def _kingfisher(self, low: str) -> dict[str, str | list[str]]:
        """The plates of a KingFisher run (sample, washes, elution, tip comb); the elution
        plate, which receives the product, becomes the plate in use."""
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
                "A 96-well elution plate with elution buffer is loaded on the KingFisher (not "
                "stated in the intent)."
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
        self.current = str(roles["elution"])  # the purified product ends up there
        return roles


@lru_cache(maxsize=1)
def _ce_defaults() -> dict[str, Any]:
    """The protocol library's capillary-electrophoresis QC defaults (sample and diluent)."""
    qc = load_library().get("labchip_ce_qc")
    return dict(qc.defaults) if qc is not None else {}


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
