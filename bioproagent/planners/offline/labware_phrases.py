"""The labware a written draft line names, and the labware the draft declares.

Mixed into :class:`~bioproagent.planners.offline.written_draft.TextDraft`: reads the plate /
tube / reservoir phrases of a line ("the assay plate", "wash plate 1", "the 4 lysate tubes"),
resolves them to labware declared earlier or new, names the reagent a volume is poured from,
and in the end declares every labware with its format and the starting contents that keep
each source supplied.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any

from bioproagent.draft import DraftLabware, DraftStep
from bioproagent.intent import lexicon as lx
from bioproagent.intent.wells import stated_well_count, well_selection
from bioproagent.registry.loader import Registry
from bioproagent.registry.planning import format_type

_STOP_WORDS = (
    "the a an of into to from with in on onto and each every all fill add move keep "
    "spin read store take out for at then remove pipette dispense transfer against "
    "run seal heat-seal return place put park sealed fresh new clean washed same "
    "matching used first pull get grab fetch bring load retrieve peel shake centrifuge "
    "twice thrice more once again times only just also "
    # articles of the other languages a request switches into ('die 1.5-ml-Tubes', 'le provette')
    "der die das den dem le la les il lo gli os as el los las un une una het een "
    "de del della des du da do di para pour con com mit avec van von"
)
_STOP = frozenset(_STOP_WORDS.split())
_SIZE_BEFORE = re.compile(r"\b(\d{2,4})\s*-?\s*well\b(?:\s+[a-z-]+){0,2}\s*$")
"""'the 384-well PCR ' before a labware noun: the format that tells two plates apart."""
_PLATE_FORMATS = ("6", "12", "24", "48", "96", "384", "1536")
_LW_WORD = re.compile(
    r"\b(plates?|tubes?|reservoirs?|troughs?|blocks?|strips?"
    r"|(?:(?<=\bthe )|(?<=\ba )|(?<=\bfresh )|(?<=\bnew ))deep-?wells?"
    r"(?![\s-]*(?:plates?|blocks?|\d)))"
    r"\b(?:\s+(\d{1,2})\b(?![.,]\d))?"
)
_DEVICE_BLOCK = re.compile(r"\b(?:heat(?:ing|er)?|cooling|thermal|dry|peltier)[\s-]+$")
"""The words that make a 'block' a device of the deck ('heat block', 'cooling block')."""
_VERB_FIRST = re.compile(
    r"(?:^|[.:;!?\n]\s*|\b\d{1,2}[.)]\s+|(?m:^)\s*[-*•]\s*)(?:mix|spin|seal|shake|read|incubate"
    r"|add|transfer|peel|store|centrifuge|dispense|pipette|move|put|place|take|wash|heat|load"
    r"|fill|cover|remove|aspirate|return|retrieve|grab|bring|stamp|cool|chill|warm)\s+$"
)
"""A verb leading its sentence right before the labware word ('3. Mix plate thoroughly')."""
_TUBE_NAMES = re.compile(
    r"\b(?:falcon|conical|eppendorf|eppi|microtube|cryotube)(s?)\b(?![\s-]+tubes?\b)"
)
"""'the six 15 ml falcons', 'eppis': tubes by another name ('falcon tubes' name them once)."""
_BLOCKING = re.compile(
    r"\s+(?:\d+(?:[.,]\d+)?\s*(?:µl|ul|ml)\b(?!\s*(?:[\w-]+\s+)?(?:tubes?|falcons?|plates?))"
    r"|with\b|for\s+\d)"
)
"""After 'block': a volume, 'with' or a time make it the ELISA verb, not a deep-well block."""
_CURRENT_WORDS = ("supernatant", "eluate")
_FROM_EACH_WELL = re.compile(
    r"(?:from|de|da|di|aus|van|von|du)\s+(?:each|every|all|cada|chaque|ogni|jede[mn]?|elke|all[ae]s?)"
    r"\s+(?:the\s+)?(?:wells?|po[çc]os?|pozz[oi]|puits|well[s]?)\b"
)
"""'from each well', 'de cada poço': the wells of the plate in use, not a reagent."""
_CURRENT_BEFORE = re.compile(r"\b(?:supernatants?|eluates?|sup)$")
"""'supernatant 400 uL': the liquid named just before its volume, taken from the labware in use."""
ELUTION_UL = 100.0
"""Elution buffer assumed in a KingFisher elution plate the text gives no volume for."""
_UNITS = frozenset({"ul", "µl", "ml", "nl", "l", "x", "s", "min", "h", "c", "°c", "g", "nm"})


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
    plural: bool = False  # 'the tubes': several of them, how many not said


class LabwarePhrases(ABC):
    """Reads and declares the labware of the draft; mixed into the draft reader, which supplies
    the state below and the instrument names a line holds."""

    registry: Registry
    lw: dict[str, _Lw]
    steps: list[DraftStep]
    current: str | None
    group: list[str]
    samples: int | None
    tube_count: int
    assumptions: list[str]

    @abstractmethod
    def _named(self, low: str) -> tuple[list[str], list[tuple[int, int]]]:
        """Registry ids of the instruments a lower-cased line names, and the spans of the
        names."""

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
        low = _TUBE_NAMES.sub(lambda t: f"tube{t[1]}".ljust(len(t[0])), low)  # same length
        for m in _LW_WORD.finditer(low):
            if re.match(r"\s+[a-z]\b(?!-)", low[m.end() :]) and m.group(1) == "tube":
                continue  # "tube i -> well A1": a variable, not labware
            if m.group(1) == "block" and _BLOCKING.match(low, m.end()):
                continue  # 'block 150 uL each', 'block with 1 % BSA': the ELISA verb
            if m.group(1).startswith("block") and _DEVICE_BLOCK.search(low, 0, m.start()):
                continue  # 'heat block 65 °C', 'the i5's heating block': a device, not labware
            if m.group(1).startswith("tube") and (
                re.match(r"\s*strips?\b", low[m.end() :])
                or re.search(r"\bstrip[\s-]*$", low[: m.start()])
            ):
                continue  # 'the 8-tube strip', 'each strip tube': a strip
            words = low[: m.start()].split()[-5:]
            if _VERB_FIRST.search(low, 0, m.start()):
                words = []  # 'Mix plate thoroughly ...': the verb of the step, not a name
            mods: list[str] = []
            article, count = "", 0
            size_next = False
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
                if size_next:  # the '15' of 'six 15 ml falcons': the tube's size, no count
                    size_next = False
                    continue
                if w.isdigit() or (w in lx.NUMBER_WORDS and m.group(1).endswith("s")):
                    count = int(w) if w.isdigit() else lx.NUMBER_WORDS[w]
                    break
                before = words[k - 1].strip("(),:;") if k else ""
                if w == "ml" and re.fullmatch(r"\d+(?:[.,]\d+)?", before):
                    size_next = True  # 'the six 15 ml falcons', 'eight 1.5 mL tubes'
                    continue
                if w == "x" and before.isdigit():
                    continue  # '12 x 1.5 mL tubes'
                if w in _STOP or not w or w in ("x", "ul", "ml", "s", "min", "c", "g"):
                    article = w if w in ("a", "an", "the") else article
                    if w in ("new", "fresh", "clean") and not article:
                        article = "a"  # 'into new plate': another plate, without its article
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
            many = -1 if plural and kind == "tube" else 0  # 'the tubes': a set, not counted
            out.append((m.start(), name, article, hint, count if plural and count else many))
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
            self.lw[n].plural = self.lw[n].plural or (count < 0 and len(names) == 1)
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

    def split_tubes(self, name: str, low: str) -> list[str]:
        """'each supernatant into the plate' after 'spin the tubes': tubes the text counts
        nowhere are one labware until a transfer takes from each of them; they become one tube
        per target well (the wells the line selects, else a column of 8, an assumption), and
        the steps before use them all."""
        selected = well_selection(low)
        count = (
            stated_well_count(low)
            or (len(selected) if selected else 0)
            or self.tube_count  # '36 samples in 1.5 mL tubes ... each supernatant'
            or self.samples
            or 0
        )
        stated = 1 < count <= 96
        count = count if stated else 8
        held = self.lw.pop(name)
        self.group = [
            self.declare(f"{name}_{k}", held.hints, sealed=held.sealed, roles=set(held.roles))
            for k in range(1, count + 1)
        ]
        for n in self.group:
            self.lw[n].device_formats = held.device_formats
            self.lw[n].size = held.size
        for other in self.lw.values():  # a reagent that filled 'the tubes' fills each tube
            other.feeds = [t for f in other.feeds for t in (self.group if f == name else [f])]
        for step in self.steps:  # 'spin the tubes', 'mix the tubes': all of them
            for role, used in list(step.labware.items()):
                if used == name:
                    step.labware[role] = list(self.group) if role == "tubes" else self.group[0]
                elif isinstance(used, list) and name in used:
                    k = used.index(name)
                    step.labware[role] = [*used[:k], *self.group, *used[k + 1 :]]
        if not stated:
            self.assumptions.append(
                f"The text does not say how many tubes '{name}' stands for; {count} are "
                "assumed, one target well each."
            )
        if self.current == name:
            self.current = None  # the tubes are the source; the target is still to be named
        return list(self.group)

    def reagent_source(self, low: str) -> str:
        m = next(
            (
                m
                for m in re.finditer(
                    r"\d\s*(?:ul|ml)\s+(?:of\s+)?(?:the\s+)?(?!\()(.+?)(?=\s+(?:to|into|from|in|on|"
                    r"onto|and|plus|with|per|for|at|is|are|was|were|has|have|had|will|should|must|para|dans|naar"
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
        if self.current and _FROM_EACH_WELL.match(named):
            return self.current  # '20 µL from each well into the LabChip plate'
        if re.match(r"(?:to|into|onto|in|per|for|at|on)\b", named):
            named = "reagent"  # '15 ul to the pcr plate': the reagent is not named
        selected = re.match(
            r"from\s+(?:cols?\.?|columns?|rows?|wells?)\s+[\w\s,–-]*?\bof\s+(?:the\s+)?(.+)",
            named,
        )  # '20 µl from cols 1–3 of the source': wells of a plate, not a reservoir
        if selected:
            name = re.sub(r"[^a-z0-9]+", "_", selected.group(1)).strip("_") or "source"
            name = name if re.search(r"plate|block", name) else f"{name}_plate"
            return self.declare(name, "plate", per_well=True)
        if re.fullmatch(r"from\s+(?:cols?\.?|columns?|rows?|wells?)\s+[\w\s,–-]*", named):
            # '15 uL from columns 1-3 into a fresh plate': wells of the plate in use
            if self.current and "tube" not in self.current:
                return self.current
            return self.declare("source_plate", "plate", per_well=True)
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

    # -- output -------------------------------------------------------------------------
    def labware(self) -> list[DraftLabware]:
        """Declarations with formats and starting volumes that keep every source supplied."""
        formats = {n: self._format(lw) for n, lw in self.lw.items()}
        for n, lw in self.lw.items():  # per-well sources take the format of what they feed
            if lw.per_well and lw.feeds and formats[lw.feeds[0]].startswith("plate"):
                formats[n] = formats[lw.feeds[0]]
        filled: set[str] = set()
        held: dict[float, list[str]] = {}  # what a mixed labware holds, not stated
        for step in self.steps:
            used = step.labware.get("target") or step.labware.get("tubes")
            for target in used if isinstance(used, list) else [str(used)]:
                mixed = self.lw.get(target) if step.operation == "mix" else None
                if mixed is None or "volume_ul" not in step.params:
                    continue
                short = float(step.params["volume_ul"]) - mixed.level  # a mix needs what it draws
                if short > 0 and target not in filled:  # ... of what it held at the start
                    mixed.start += short
                    mixed.level += short
                    held.setdefault(mixed.level, []).append(mixed.name)
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
        for level, names in held.items():
            self.assumptions.append(
                f"{', '.join(names)} "
                + (
                    f"holds {level:g} uL per well when it is"
                    if len(names) == 1
                    else f"hold {level:g} uL per well when they are"
                )
                + " mixed (the mix volume; not stated in the intent)."
            )
        mixed_names = {n for names in held.values() for n in names}
        loaded: dict[tuple[float, bool], list[str]] = {}  # what a source must hold to draw
        for n, lw in self.lw.items():
            if "mag_elution" in lw.roles and "source" in lw.roles:
                lw.start = max(lw.start, ELUTION_UL)  # the eluate drawn from it
                self.assumptions.append(
                    f"{n} holds {lw.start:g} uL of eluate per well after the KingFisher run "
                    "(the elution buffer loaded; not stated in the intent)."
                )
            elif lw.start and n not in mixed_names and "source" in lw.roles:
                wells = len(self._type(formats[n]).wells) > 1
                loaded.setdefault((round(lw.start, 2), wells), []).append(n)
        for (level, wells), names in loaded.items():
            self.assumptions.append(
                f"{', '.join(names)} {'is' if len(names) == 1 else 'are each'} loaded with "
                f"{level:g} uL{' per well' if wells else ''} at the start: what the transfers "
                "draw plus the dead volume (not stated in the intent)."
            )
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
        a_plate = re.search(r"(?:^|_)(?:plate|block)(?:_\d+)?$", lw.name) is not None
        if (("reservoir" in h or "trough" in h) and not a_plate) or re.search(
            r"reservoir|trough", lw.name
        ):  # 'from reservoir to all wells of the plate': the plate is still a plate
            return "reservoir"
        if "384" in h:
            return "plate_384_pcr" if "pcr" in h or "run_qpcr" in lw.roles else "plate_384"
        if "run_qpcr" in lw.roles:
            return "plate_384_pcr"
        if re.search(r"\b24[- ]?(?:well|deep|dw)", h):
            return "plate_24_deepwell"  # the lab's only 24-well plate (a source's draw counts 24)
        if re.search(r"deep-?\s?well", h) or lw.roles & {"mag_sample", "mag_wash"}:
            return "plate_96_deepwell"
        if "mag_elution" in lw.roles and not re.search(r"\bq?pcr\b", h):
            return "plate_96"  # a KingFisher elution plate, whatever runs on it later
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
