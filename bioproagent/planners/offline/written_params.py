"""Parameters of one written draft line, read from its quantities and named instrument.

Used by :mod:`bioproagent.planners.offline.written_draft`: values are kept exactly as written; what
the line leaves open is filled only from the registry defaults of the instrument it names
(each recorded as an assumption), plus the pipette or arm a named handler needs.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from typing import Any

from bioproagent.intent.assay_names import names_among
from bioproagent.intent.lexicon import program_name
from bioproagent.intent.parser import parse_intent
from bioproagent.intent.programs import read_programs
from bioproagent.registry.loader import Registry
from bioproagent.registry.planning import sealer_settings

GENERIC = [
    ("reader", "READ"),
    ("incubator", "INC"),
    ("sealer", "SEAL"),
    ("peeler", "PEEL"),
    ("shaker", "SHAKE"),
    ("centrifuge", "CF"),
    ("hotel", "STORE"),
    ("cold store", "STORE"),
    ("thermal cycler", "TC"),
    ("thermocycler", "TC"),
    ("arm", "ARM"),
]
_SET_BY_COMPILER = frozenset({"trips"})
"""Parameters the compiler sets from what it binds (the trips a volume takes with the tips
chosen), never filled from a registry default here."""

_LH_EXTRAS = {
    "opentrons_flex": [
        (50, {"pipette": "flex_1channel_50"}),
        (1000, {"pipette": "flex_1channel_1000"}),
    ],
    "opentrons_ot2": [
        (20, {"pipette": "p20_single_gen2"}),
        (300, {"pipette": "p300_single_gen2"}),
        (1000, {"pipette": "p1000_single_gen2"}),
    ],
    "tecan_fluent": [(1000, {"arm": "fca"})],
}


INSTRUMENT_EXTRAS = frozenset(
    {k for extras in _LH_EXTRAS.values() for _, extra in extras for k in extra} | {"rotor"}
)
"""Parameters the planner adds for one instrument model (pipette, arm, rotor)."""


def fit_extras(params: dict[str, Any], device: str, op: str, accepted: set[str]) -> dict[str, Any]:
    """``params`` for ``device``: instrument-specific extras another instrument would need
    are dropped, and a pipette (or arm) is picked for the step's volume."""
    out = {k: v for k, v in params.items() if k not in INSTRUMENT_EXTRAS or k in accepted}
    for cap, extra in _LH_EXTRAS.get(device, []):
        if op in ("transfer", "mix") and float(out.get("volume_ul", 0) or 0) <= cap:
            out.update(extra)
            break
    return out


class ParamReader(ABC):
    """Reads the parameters of a line; mixed into the draft reader, which supplies the
    instrument lookups below."""

    registry: Registry
    last_device: dict[str, str]
    assumptions: list[str]

    @abstractmethod
    def named(self, low: str) -> list[str]:
        """Registry ids of the instruments a lower-cased line names."""

    @abstractmethod
    def offers(self, inst: str, op: str) -> bool:
        """Whether the instrument offers the operation."""

    def params(self, op: str, line: str, low: str, dev: str | None) -> dict[str, Any]:
        spec = parse_intent(line)
        q: dict[str, Any] = {}
        for x in spec.quantities:
            q.setdefault(x.role or x.unit, num(x.value))
        p: dict[str, Any] = {}
        if op in ("transfer", "mix"):
            vol = next((num(x.value) for x in spec.quantities if x.unit == "ul"), None)
            if vol is not None:
                p["volume_ul"] = vol
            times = re.search(r"\b(\d{1,3})\s+times\b", low)
            if times:
                p["cycles" if op == "mix" else "mix_cycles"] = int(times.group(1))
        elif op in ("run_pcr", "run_qpcr"):
            p = _program(low, op == "run_qpcr")
        elif op == "read_absorbance":
            od = re.search(r"\bod\s?(\d{3})\b", low)
            p["wavelength_nm"] = int(od.group(1)) if od else q.get("nm", q.get("wavelength_nm"))
        elif op == "read_fluorescence":
            nms = [num(x.value) for x in spec.quantities if x.unit == "nm"]
            p.update(zip(("excitation_nm", "emission_nm"), nms, strict=False))
        elif op == "read_luminescence":
            it = re.search(r"(\d+(?:\.\d+)?)\s*s\s+(?:per well|integration)", low)
            p["integration_s"] = num(float(it.group(1))) if it else q.get("duration_s", 1)
        elif op == "run_program":
            name = program_name(line)
            if name:
                p["program"] = name
            p["head"] = "24_deepwell" if "24 deep" in low else "96_deepwell"
        elif op == "run_assay":
            p.update(self._assay(low))
        elif op == "move_plate":
            to = re.search(r"\b(?:to|into|onto)\b(?!.*\b(?:to|into|onto)\b)", low)
            where = low[to.end() :] if to else low  # 'from the hotel to the reader'
            dest = next((i for i in self.named(where) if not self.offers(i, "move_plate")), None)
            for word, category in GENERIC:
                if dest is None and re.search(rf"\b{word}\b", where) and category != "ARM":
                    dest = self.last_device.get(category) or next(
                        (
                            i.id
                            for i in self.registry.instruments.values()
                            if i.category == category and i.status == "available"
                        ),
                        None,
                    )
            if dest:
                p["destination"] = dest
                self.last_device.setdefault(self.registry.instruments[dest].category, dest)
        else:
            keys = {
                "spin": ("rcf_g", "duration_s", "temperature_c"),
                "seal": ("temperature_c", "duration_s"),
                "magnetic_separation": ("duration_s",),
                "shake": ("speed_rpm", "duration_s", "temperature_c"),
                "incubate": ("temperature_c", "duration_s", "co2_percent", "humidity_percent"),
                "store": ("temperature_c",),
            }
            for k in keys.get(op, ()):
                value = q.get(k, q.get("rpm") if k == "speed_rpm" else None)
                if value is not None:
                    p[k] = value
            if op == "incubate" and "no co2" in low:
                p["co2_percent"] = 0
            rotor = re.search(
                r"\(rotor\s+([^)]+)\)|the\s+(\S+(?:\s+\S+\s+ml|\s+mtp/flex)?)"
                r"\s+rotor\b",
                low,
            )
            if op == "spin" and rotor:
                start = rotor.start(1) if rotor.group(1) else rotor.start(2)
                p["rotor"] = line[start : start + len(rotor.group(1) or rotor.group(2))].strip()
        return self._defaults(op, dev, {k: v for k, v in p.items() if v is not None})

    def _defaults(self, op: str, dev: str | None, p: dict[str, Any]) -> dict[str, Any]:
        """Registry defaults of a named instrument (and the planner's own seal defaults)
        for what the line leaves open."""
        seal = sealer_settings(self.registry) if op == "seal" else {}
        for k, v in seal.items():
            if k not in p:
                p[k] = v
                self.assumptions.append(f"{op} {k} = {v} (not given in the draft).")
        if dev is None:
            return p
        specs = self.registry.instruments[dev].operations[op].param_specs
        for k, spec in specs.items():
            if (
                k not in p
                and k not in _SET_BY_COMPILER
                and isinstance(spec, dict)
                and "default" in spec
            ):
                p[k] = spec["default"]
                self.assumptions.append(f"{k} = {spec['default']} on {dev} (registry default).")
        for cap, extra in _LH_EXTRAS.get(dev, []):
            if op in ("transfer", "mix") and float(p.get("volume_ul", 0)) <= cap:
                p.update(extra)
                break
        return p

    def _assay(self, low: str) -> dict[str, Any]:
        spec = next(
            (
                i.operations["run_assay"].param_specs.get("assay", {})
                for i in self.registry.instruments.values()
                if "run_assay" in i.operations
            ),
            {},
        )
        options = spec.get("enum", []) if isinstance(spec, dict) else []
        words = set(re.findall(r"[a-z0-9]+", low))  # '(DNA 5K)': the brackets are no part
        named = names_among(low, [str(o) for o in options])  # 'DNA HS', 'NGS 3K'
        best = (
            named[0]
            if len(named) == 1
            else max(
                options,
                key=lambda a: (
                    a in low,
                    sum(t in words for t in a.split("_")),
                    -len(a.split("_")),
                ),
                default=None,
            )
        )
        out: dict[str, Any] = {}
        if best and any(t in low for t in best.split("_")):
            out["assay"] = best
        count = re.search(r"\b(\d{1,3})\s+(?:eluates|libraries|samples|wells|products)\b", low)
        if count:
            out["sample_count"] = int(count.group(1))
        return out


def num(value: float) -> float | int:
    return int(value) if float(value).is_integer() else value


def _program(low: str, qpcr: bool) -> dict[str, Any]:
    """A thermal program: initial step, cycled steps, final extension, hold, lid, melt; each
    value in the stage the program reader gives it (a step it cannot place is left out)."""
    p: dict[str, Any] = {
        v.role: int(v.value) if v.unit == "cycles" else num(v.value)
        for v in read_programs(low).values
    }
    for key, pat in (
        ("hold_c", r"hold at (\d+(?:\.\d+)?)"),
        ("lid_temperature_c", r"lid (\d+(?:\.\d+)?)"),
    ):
        if key not in p and (found := re.search(pat, low)):
            p[key] = num(float(found.group(1)))
    melt = re.search(r"melt curve from (\d+(?:\.\d+)?)\s*°?\s*c?\s*to (\d+(?:\.\d+)?)", low)
    if qpcr and melt:
        p.update(
            melt_curve=True,
            melt_start_c=num(float(melt.group(1))),
            melt_end_c=num(float(melt.group(2))),
        )
    return p
