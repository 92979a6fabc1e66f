"""K_i checks on where a transfer takes liquid from and where it puts it.

A format check alone misses a swap of *roles*: "from the deep-well plate into a fresh
deep-well plate" is satisfied, format-wise, by a transfer from a reservoir into one
deep-well plate, which aspirates from something the scientist never named and leaves the
stated source untouched. Two checks close this:

* the labware kind after "from" / "out of" (plate, block, tube, strip, reservoir) is the
  kind of the step's source;
* a transfer from one plate into a fresh / new / second / another plate uses two labware
  instances, not one.
"""

from __future__ import annotations

import re

from bioproagent.conformance.checker_base import CheckerBase, Match, family, unsized_pcr_plate
from bioproagent.intent import lexicon as lx
from bioproagent.intent.clause_model import Clause
from bioproagent.intent.repeats import WASH

_KIND_FORMATS = {
    "plate": ("plate_",),
    "block": ("plate_",),
    "tube": ("tube_",),
    "strip": ("pcr_strip",),
    "reservoir": ("reservoir",),
    "trough": ("reservoir",),
}

_SOURCE = re.compile(
    r"\b(?:from|out\s+of)\s+(?:(?!to\b|into\b|onto\b|and\b|then\b)[\w().-]+\s+){0,3}?"
    r"(plate|block|tube|strip|reservoir|trough)s?\b(?!\s+(?:reader|hotel|store|centrifuge|"
    r"sealer|shaker|mover|handler|peeler|fridge|incubator))"
)
"""'from the deep-well plate', 'out of the 2 mL tubes', 'from plate A' (no 'to' between)."""

_NEW_TARGET = re.compile(
    r"\b(?:to|into|onto)\s+(?:a|an|the)?\s*(?:fresh|new|clean|second|another|empty|sterile"
    r"|daughter|destination|assay)\b(?:\s+[\w-]+){0,3}?\s+(plate|block)s?\b"
)
"""'into a fresh 96 DW', 'to a new deep-well plate', 'into the daughter plate'."""


def _format_mentions(low: str, stated: list[str]) -> list[tuple[re.Match[str], str]]:
    """The labware formats written in ``low``, in text order, each as the clause's stated
    format it names ('384-well' of a '384-well PCR plate' is plate_384_pcr); a mention inside
    a longer one ('96-well' of '96-well deep-well plate') is that one's."""
    found: list[tuple[re.Match[str], str]] = []
    for name, rx in lx.FORMAT_RES:
        exact = name if name in stated else None
        fmt_name = exact or next((f for f in stated if f.startswith(name)), None)
        if fmt_name is not None:
            found += [(x, fmt_name) for x in rx.finditer(low)]
    spans = [x.span() for x, _ in found]
    inner = {
        i
        for i, (x, _) in enumerate(found)
        if any(a <= x.start() and x.end() <= b and b - a > len(x.group(0)) for a, b in spans)
    }
    return sorted((f for i, f in enumerate(found) if i not in inner), key=lambda f: f[0].start())


_RANGE_TO = re.compile(
    r"(?<=\b[a-p])\s+to\s+(?=[a-p]\b)|(?<=\b\d)\s+to\s+(?=\d)|(?<=\d\d)\s+to\s+(?=\d)"
)
"""The 'to' of a well range ('rows A to D', 'columns 1 to 4')."""


def _takes_off(low: str) -> re.Match[str] | None:
    """The words that make a clause a removal to waste ('aspirate the medium', 'remove the
    last wash', '... to waste'); None for no removal, and for a wash, which adds its liquid
    first (its removal is a step after it)."""
    removal = re.search(lx.REMOVAL, low) or re.search(r"\b(?:to|into)\s+waste\b", low)
    if removal is None or (WASH.search(low) and not WASH.search(removal.group(0))):
        return None
    return removal


class TransferRoleChecks(CheckerBase):
    def _swapped(
        self, i: int, role: str, limit: str, actual: list[str], message: str, hint: str
    ) -> None:
        """A LABWARE_SUBSTITUTED of step ``i``'s ``role`` (source or target)."""
        self._add(
            "LABWARE_SUBSTITUTED",
            message,
            i,
            path=f"/steps/{i}/labware/{role}",
            limit=limit,
            actual=actual,
            hint=hint,
        )

    def transfer_roles(self, m: Match) -> None:
        step, i = self.wf.steps[m.index], m.index
        if step.operation != "transfer" or m.clause.operation not in (None, "transfer"):
            return
        low = m.clause.text.lower().translate(lx.NORMALISE)
        if self._removal_direction(m, low):
            return
        src = _SOURCE.search(low)
        used = self.formats_used([i], "source")
        if src and used:
            kind = src.group(1)
            if not any(u.startswith(_KIND_FORMATS[kind]) for u in used):
                self._swapped(
                    i,
                    "source",
                    kind,
                    sorted(used),
                    f"'{m.clause.text}' takes the liquid from a {kind} ('{src.group(0)}'), but "
                    f"{self._label(i)} takes it from {', '.join(sorted(used))}.",
                    f"aspirate from the {kind} the intent names",
                )
                return
        if self._role_formats(m, low):
            return
        new = _NEW_TARGET.search(low)
        from_wells = lx.FROM_WELLS.search(low)
        if not (new and (from_wells or (src and src.group(1) in ("plate", "block")))):
            return
        if from_wells and used and not any(u.startswith("plate_") for u in used):
            self._swapped(
                i,
                "source",
                "plate",
                sorted(used),
                f"'{m.clause.text}' takes the liquid from a plate's wells "
                f"('{from_wells.group(0)}'), but {self._label(i)} takes it from "
                f"{', '.join(sorted(used))}.",
                "aspirate from the plate the intent names",
            )
            return
        sources = {r.labware for r in step.labware.get("source", [])}
        targets = {r.labware for r in step.labware.get("target", [])}
        if sources & targets:
            self._swapped(
                i,
                "target",
                new.group(0),
                sorted(targets),
                f"'{m.clause.text}' moves liquid into another plate ('{new.group(0)}'), but "
                f"{self._label(i)} puts it back into {', '.join(sorted(sources & targets))}.",
                "use a second plate as the target",
            )

    def _same_direction(self, clause: Clause, fits: list[int]) -> list[int]:
        """Among transfers, the removals to waste for a clause that takes liquid off ('aspirate
        the medium'), the others for one that adds it: 'medium' names what is removed there,
        not the reservoir an addition draws from."""
        if clause.operation != "transfer" or len(fits) < 2:
            return fits
        low = clause.text.lower().translate(lx.NORMALISE)
        removal = re.search(lx.REMOVAL, low) or re.search(r"\b(?:to|into)\s+waste\b", low)
        if removal is not None and _takes_off(low) is None:
            return fits  # a wash: its addition and its removal both answer it
        same = [i for i in fits if self._to_waste(i) == (removal is not None)]
        return same or fits

    def _to_waste(self, i: int) -> bool:
        types = {lw.id: lw.type for lw in self.wf.labware}
        targets = [r.labware for r in self.wf.steps[i].labware.get("target", [])]
        return any("waste" in t or types.get(t, "").startswith("reservoir") for t in targets)

    def _removal_direction(self, m: Match, low: str) -> bool:
        """'aspirate the medium', 'discard the supernatant': the liquid leaves the labware
        for waste. A step that puts liquid into a plate for such a clause (a recipe's addition,
        a removal drawn back into its own plate) does the opposite of what was asked."""
        removal = _takes_off(low)
        if removal is None:
            return False
        i = m.index
        targets = [r.labware for r in self.wf.steps[i].labware.get("target", [])]
        if self._to_waste(i):
            return False
        self._swapped(
            i,
            "target",
            "waste",
            sorted(targets),
            f"'{m.clause.text}' takes liquid off to waste ('{removal.group(0)}'), but "
            f"{self._label(i)} puts it into {', '.join(sorted(targets))}.",
            "send the removed liquid to a waste reservoir",
        )
        return True

    def _role_formats(self, m: Match, low: str) -> bool:
        """A format written after 'from' is the source's, one after 'to/into' the target's
        ('from plate A (96 DW) into a fresh 96 DW': both deep-well). True when one differs."""
        i = m.index
        mentions = _format_mentions(low, m.clause.formats)
        sized: set[str] = set()  # roles whose well count is written ('384-well PCR plate')
        for found, fmt_name in mentions:
            before = _RANGE_TO.sub(" - ", low[: found.start()])  # 'rows a to d' is no target
            words = re.findall(r"\b(from|out of|to|into|onto)\b", before)
            if not words:
                continue
            role = "source" if words[-1] in ("from", "out of") else "target"
            if not re.search(r"\d", found.group(0)) and role in sized:
                continue  # the 'PCR plate' of '384-well PCR plate' names no other count
            sized |= {role} if re.search(r"\d", found.group(0)) else set()
            used = self.formats_used([i], role)
            if not used or any(family(u) == family(fmt_name) for u in used):
                continue
            if unsized_pcr_plate(fmt_name, used, self.reading.text):
                continue  # 'into the qPCR plate' on the CFX384's 384-well PCR plate
            self._swapped(
                i,
                role,
                fmt_name,
                sorted(used),
                f"'{m.clause.text}' names a {fmt_name} as the {role} ('{found.group(0)}'), "
                f"but {self._label(i)} uses {', '.join(sorted(used))} there.",
                f"use a {fmt_name} as the {role}",
            )
            return True
        return False
