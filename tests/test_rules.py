"""Tests for the rule engine: one failing and one passing workflow per violation code.

Every case builds a small workflow on the real built-in instruments and labware (or on a
user-registry copy where the built-in data cannot produce the fault), checks the code,
step, JSON pointer, limit and actual value of the violation, and checks that the
proposed JSON Patch repair, applied to the workflow, removes the violation.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from builders import builtin_instrument, lw, ref, step, user_registry, wf

from bioproagent import Workflow, load_registry, verify
from bioproagent.registry import Registry, builtin_registry_dir
from bioproagent.rules import CODES, Report, Violation, apply_patch

UNCHECKED: Any = object()
"""Marker: the case does not pin this field."""

# -- reusable pieces ---------------------------------------------------------------------

RUN_PCR = {
    "cycles": 30,
    "denaturation_c": 95,
    "denaturation_s": 15,
    "annealing_c": 60,
    "annealing_s": 30,
    "extension_c": 72,
    "extension_s": 30,
}
QPCR = {
    "cycles": 40,
    "denaturation_c": 95,
    "denaturation_s": 15,
    "annealing_c": 60,
    "annealing_s": 30,
}
READ = {"wavelength_nm": 450}
SPIN_5424 = {"rcf_g": 15000, "duration_s": 60}
SPIN_5810_TUBES = {"rcf_g": 10000, "duration_s": 60, "rotor": "FA-45-6-30"}


def tubes(n: int, type_: str = "tube_15ml", volume: float | None = None) -> list[dict[str, Any]]:
    return [lw(f"t{i}", type_, volume=volume) for i in range(n)]


def kingfisher(sample: str = "plate_96_deepwell", **params: Any) -> dict[str, Any]:
    return wf(
        [
            lw("s", sample, volume=200),
            lw("e", "plate_96_deepwell", volume=100),
            lw("comb", "plate_96_deepwell"),
        ],
        [
            step(
                "kf",
                "kingfisher_flex",
                "run_program",
                {"program": "mag_dna", **params},
                sample="s",
                elution="e",
                tip_comb="comb",
            )
        ],
    )


def read_plate(plate: str = "p", **extra: Any) -> dict[str, Any]:
    return step("read", "spectramax_i3x", "read_absorbance", READ, plate=plate, **extra)


def seal(plate: str = "p", id: str = "seal") -> dict[str, Any]:
    return step(id, "azenta_a4s", "seal", {"temperature_c": 170, "duration_s": 2}, plate=plate)


def peel(plate: str = "p", id: str = "peel") -> dict[str, Any]:
    return step(id, "azenta_xpeel", "peel", {}, plate=plate)


def pcr(plate: str = "p", id: str = "pcr", **params: Any) -> dict[str, Any]:
    return step(id, "inheco_odtc", "run_pcr", {**RUN_PCR, **params}, plate=plate)


def move(plate: Any, destination: str, id: str = "move") -> dict[str, Any]:
    return step(id, "precise_pf400", "move_plate", {"destination": destination}, plate=plate)


def transfer(
    volume: float,
    source: Any,
    target: Any,
    device: str = "biomek_i7_hybrid",
    id: str = "xfer",
    **more: Any,
) -> dict[str, Any]:
    params = {"volume_ul": volume, **more.pop("params", {})}
    return step(id, device, "transfer", params, source=source, target=target, **more)


def qpcr_plate(volume: float) -> dict[str, Any]:
    return lw("q", "plate_384_pcr", volume=volume, sealed=True)


def sealed_pcr_plate(volume: float = 20) -> dict[str, Any]:
    return lw("p", "plate_96_pcr", volume=volume, sealed=True)


def ot2_fill_plate(racks: int, extra_plates: int = 0) -> dict[str, Any]:
    """Two full-plate transfers on an OT-2 (192 fresh 300 uL tips) with ``racks`` racks."""
    labware = [
        lw("r", "reservoir_290ml", volume=50000),
        lw("p", "plate_96_flat"),
        *[lw(f"tips{i}", "tiprack_96_300ul", location="opentrons_ot2") for i in range(racks)],
        *[lw(f"x{i}", "plate_96_flat", location="opentrons_ot2") for i in range(extra_plates)],
    ]
    steps = [
        transfer(100, ref("r", "A1"), "p", device="opentrons_ot2", id=f"fill{i}", tips="tips0")
        for i in range(2)
    ]
    return wf(labware, steps)


def ot2_on_module(module: dict[str, Any]) -> dict[str, Any]:
    """A P20 transfer into a PCR plate that sits on an OT-2 on-deck module."""
    labware = [
        lw("r", "reservoir_290ml", volume=50000),
        lw("p", "plate_96_pcr"),
        lw("tips", "tiprack_96_20ul", location="opentrons_ot2"),
    ]
    xfer = transfer(
        20,
        ref("r", "A1"),
        ref("p", "A1"),
        device="opentrons_ot2",
        tips="tips",
        params={"pipette": "p20_single_gen2"},
    )
    return wf(labware, [{**xfer, "module": module}])


def ot2_tip_sizes(racks: list[str]) -> dict[str, Any]:
    """One transfer per tip rack type into its own well, with no pipette named (each volume
    suits the pipette the tips select)."""
    labware = [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_flat")]
    steps = []
    for i, rack in enumerate(racks):
        labware.append(lw(f"tips{i}", rack))
        steps.append(
            transfer(
                {"tiprack_96_20ul": 10, "tiprack_96_300ul": 100}.get(rack, 300),
                ref("r", "A1"),
                ref("p", f"A{i + 1}"),
                device="opentrons_ot2",
                id=f"t{i}",
                tips=f"tips{i}",
            )
        )
    return wf(labware, steps)


def ot2_named_pipette(pipette: str, rack: str | None) -> dict[str, Any]:
    """A 10 uL transfer on an OT-2 with a named pipette and, optionally, a tip rack."""
    labware = [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_flat")]
    more: dict[str, Any] = {"params": {"pipette": pipette}}
    if rack is not None:
        labware.append(lw("tips", rack))
        more["tips"] = "tips"
    step_ = transfer(10, ref("r", "A1"), ref("p", "A1"), device="opentrons_ot2", **more)
    return wf(labware, [step_])


def ot2_multichannel(target_wells: list[str]) -> dict[str, Any]:
    """An 8-channel P300 transfer from a 12-column reservoir into the given wells."""
    return wf(
        [
            lw("r", "reservoir_12col", volume=10000),
            lw("p", "plate_96_flat"),
            lw("tips", "tiprack_96_300ul"),
        ],
        [
            transfer(
                50,
                ref("r", "A1"),
                ref("p", *target_wells),
                device="opentrons_ot2",
                params={"pipette": "p300_multi_gen2"},
                tips="tips",
            )
        ],
    )


def _unavailable_biomek_i5(directory: Path) -> Registry:
    return user_registry(directory, "biomek_i5", lambda d: d.update(status="maintenance"))


def _wells_required(directory: Path) -> Registry:
    def edit(data: dict[str, Any]) -> None:
        data["operations"]["transfer"]["labware"]["source"]["wells"] = "required"

    return user_registry(directory, "biomek_i7_hybrid", edit)


def _tall_plate(directory: Path) -> Registry:
    labware = json.loads(
        (builtin_registry_dir() / "labware" / "plate_96_deepwell.json").read_text("utf-8")
    )
    labware.update(id="plate_96_deepwell_tall", height_mm=70.0)
    labware["$schema"] = str(builtin_registry_dir() / "schema" / "labware.schema.json")
    (directory / "labware").mkdir(parents=True)
    (directory / "labware" / "plate_96_deepwell_tall.json").write_text(
        json.dumps(labware), encoding="utf-8"
    )
    return load_registry([directory])


# -- the case table ----------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """A failing workflow, a near-identical passing one and what the failure must say."""

    name: str
    code: str
    bad: dict[str, Any]
    good: dict[str, Any]
    step: int | None
    path: str
    limit: Any = UNCHECKED
    actual: Any = UNCHECKED
    repaired: bool = False
    """Whether the violation proposes a JSON Patch repair."""
    others: tuple[str, ...] = ()
    """Further codes the failing workflow also (correctly) raises."""
    registry: Callable[[Path], Registry] | None = None
    hint: str | None = None
    """Text the hint must contain."""


CASES: list[Case] = [
    # -- workflow structure --------------------------------------------------------------
    Case(
        "steps-not-a-list",
        "WORKFLOW_INVALID",
        {"labware": [], "steps": 5},
        wf(),
        step=None,
        path="/steps",
        actual=5,
    ),
    Case(
        "step-lacks-device",
        "WORKFLOW_INVALID",
        {"steps": [{"id": "s", "operation": "spin"}]},
        wf(
            steps=[step("s", "eppendorf_5424r", "spin", SPIN_5424, tubes="t0")],
            labware=tubes(1, "tube_1_5ml"),
        ),
        step=0,
        path="/steps/0/device",
    ),
    Case(
        "duplicate-step",
        "DUPLICATE_STEP_ID",
        wf([lw("p", "plate_96_flat")], [read_plate(), read_plate()]),
        wf([lw("p", "plate_96_flat")], [read_plate(), {**read_plate(), "id": "read2"}]),
        step=1,
        path="/steps/1/id",
        actual="read",
        repaired=True,
    ),
    Case(
        "duplicate-labware",
        "DUPLICATE_LABWARE_ID",
        wf([lw("p", "plate_96_flat"), lw("p", "plate_96_pcr")]),
        wf([lw("p", "plate_96_flat"), lw("p2", "plate_96_pcr")]),
        step=None,
        path="/labware/1/id",
        actual="p",
    ),
    Case(
        "labware-type-typo",
        "UNKNOWN_LABWARE_TYPE",
        wf([lw("p", "plate_96_pcrr")]),
        wf([lw("p", "plate_96_pcr")]),
        step=None,
        path="/labware/0/type",
        actual="plate_96_pcrr",
        repaired=True,
    ),
    Case(
        "labware-id-typo",
        "UNKNOWN_LABWARE",
        wf([lw("plate", "plate_96_flat")], [read_plate("plat")]),
        wf([lw("plate", "plate_96_flat")], [read_plate("plate")]),
        step=0,
        path="/steps/0/labware/plate/0/labware",
        actual="plat",
        limit=["plate"],
        repaired=True,
    ),
    Case(
        "labware-id-typo-list-form",
        "UNKNOWN_LABWARE",
        wf(
            [lw("plate", "plate_96_flat")],
            [read_plate([ref("plate", "A1"), {"labware": "plat", "wells": ["B1"]}])],
        ),
        wf([lw("plate", "plate_96_flat")], [read_plate(ref("plate", "A1", "B1"))]),
        step=0,
        path="/steps/0/labware/plate/1/labware",
        actual="plat",
        repaired=True,
        others=("TOO_MANY_LABWARE",),
    ),
    Case(
        "well-off-plate",
        "INVALID_WELL",
        wf([lw("p", "plate_96_flat")], [read_plate(ref("p", "A1", "Z99"))]),
        wf([lw("p", "plate_96_flat")], [read_plate(ref("p", "A1", "H12"))]),
        step=0,
        path="/steps/0/labware/plate/0/wells/1",
        actual="Z99",
        limit="A1..H12",
    ),
    Case(
        "declared-well-off-plate",
        "INVALID_WELL",
        wf([lw("p", "plate_96_pcr", volume=10, wells=["A1", "A13"])]),
        wf([lw("p", "plate_96_pcr", volume=10, wells=["A1", "A12"])]),
        step=None,
        path="/labware/0/contents/0/wells/1",
        actual="A13",
        limit="A1..H12",
    ),
    Case(
        "creator-missing",
        "UNKNOWN_CREATOR_STEP",
        wf([lw("p", "plate_96_flat", created_by="nope")], [read_plate()]),
        wf([lw("p", "plate_96_flat", created_by="read")], [read_plate()]),
        step=None,
        path="/labware/0/created_by",
        actual="nope",
    ),
    Case(
        "used-before-retrieved",
        "LABWARE_USED_BEFORE_CREATED",
        wf(
            [lw("p", "plate_96_flat", created_by="get")],
            [read_plate(), step("get", "cytomat_2c425", "retrieve", plate="p")],
        ),
        wf(
            [lw("p", "plate_96_flat", created_by="get")],
            [step("get", "cytomat_2c425", "retrieve", plate="p"), read_plate()],
        ),
        step=0,
        path="/steps/0/labware/plate/0/labware",
        actual=0,
        limit=1,
        repaired=True,
    ),
    # -- devices and operations ----------------------------------------------------------
    Case(
        "device-typo",
        "UNKNOWN_DEVICE",
        wf([sealed_pcr_plate()], [{**pcr(), "device": "inheco_odtcc"}]),
        wf([sealed_pcr_plate()], [pcr()]),
        step=0,
        path="/steps/0/device",
        actual="inheco_odtcc",
        limit=["inheco_odtc"],
        repaired=True,
    ),
    Case(
        "device-in-maintenance",
        "DEVICE_UNAVAILABLE",
        wf(
            [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_flat")],
            [transfer(50, ref("r", "A1"), "p", device="biomek_i5")],
        ),
        wf(
            [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_flat")],
            [transfer(50, ref("r", "A1"), "p", device="biomek_i7_hybrid")],
        ),
        step=0,
        path="/steps/0/device",
        actual="maintenance",
        limit="available",
        registry=_unavailable_biomek_i5,
        hint="biomek_i7_hybrid",
        repaired=True,
    ),
    Case(
        "operation-typo",
        "UNKNOWN_OPERATION",
        wf(tubes(1, "tube_1_5ml"), [step("s", "eppendorf_5424r", "spinn", SPIN_5424, tubes="t0")]),
        wf(tubes(1, "tube_1_5ml"), [step("s", "eppendorf_5424r", "spin", SPIN_5424, tubes="t0")]),
        step=0,
        path="/steps/0/operation",
        actual="spinn",
        limit=["spin"],
        repaired=True,
    ),
    # -- parameters ----------------------------------------------------------------------
    Case(
        "required-param-absent",
        "PARAM_MISSING",
        wf(
            tubes(1, "tube_1_5ml"),
            [step("s", "eppendorf_5424r", "spin", {"rcf_g": 1000}, tubes="t0")],
        ),
        wf(tubes(1, "tube_1_5ml"), [step("s", "eppendorf_5424r", "spin", SPIN_5424, tubes="t0")]),
        step=0,
        path="/steps/0/params/duration_s",
        limit="30..35940",
    ),
    Case(
        "required-when-gradient",
        "PARAM_MISSING",
        wf(
            [qpcr_plate(20)],
            [
                step(
                    "q",
                    "biorad_cfx384",
                    "run_qpcr",
                    {**QPCR, "use_gradient": True, "gradient_low_c": 55},
                    plate="q",
                )
            ],
        ),
        wf(
            [qpcr_plate(20)],
            [
                step(
                    "q",
                    "biorad_cfx384",
                    "run_qpcr",
                    {**QPCR, "use_gradient": True, "gradient_low_c": 55, "gradient_span_c": 10},
                    plate="q",
                )
            ],
        ),
        step=0,
        path="/steps/0/params/gradient_span_c",
    ),
    Case(
        "param-misspelt",
        "PARAM_UNKNOWN",
        wf(
            tubes(1, "tube_1_5ml"),
            [step("s", "eppendorf_5424r", "spin", {**SPIN_5424, "temprature_c": 4}, tubes="t0")],
        ),
        wf(
            tubes(1, "tube_1_5ml"),
            [step("s", "eppendorf_5424r", "spin", {**SPIN_5424, "temperature_c": 4}, tubes="t0")],
        ),
        step=0,
        path="/steps/0/params/temprature_c",
        actual="temprature_c",
        repaired=True,
    ),
    Case(
        "param-invented",
        "PARAM_UNKNOWN",
        wf(
            tubes(1, "tube_1_5ml"),
            [step("s", "eppendorf_5424r", "spin", {**SPIN_5424, "colour": "red"}, tubes="t0")],
        ),
        wf(tubes(1, "tube_1_5ml"), [step("s", "eppendorf_5424r", "spin", SPIN_5424, tubes="t0")]),
        step=0,
        path="/steps/0/params/colour",
        actual="colour",
        repaired=True,
    ),
    Case(
        "param-name-with-slash",
        "PARAM_UNKNOWN",
        wf(
            tubes(1, "tube_1_5ml"),
            [step("s", "eppendorf_5424r", "spin", {**SPIN_5424, "rcf/g~": 1}, tubes="t0")],
        ),
        wf(tubes(1, "tube_1_5ml"), [step("s", "eppendorf_5424r", "spin", SPIN_5424, tubes="t0")]),
        step=0,
        path="/steps/0/params/rcf~1g~0",
        actual="rcf/g~",
        repaired=True,
    ),
    Case(
        "number-as-text",
        "PARAM_TYPE",
        wf(
            tubes(1, "tube_1_5ml"),
            [step("s", "eppendorf_5424r", "spin", {**SPIN_5424, "rcf_g": "15000"}, tubes="t0")],
        ),
        wf(tubes(1, "tube_1_5ml"), [step("s", "eppendorf_5424r", "spin", SPIN_5424, tubes="t0")]),
        step=0,
        path="/steps/0/params/rcf_g",
        actual="15000",
        limit="number",
        repaired=True,
    ),
    Case(
        "nan-duration",
        "PARAM_NOT_FINITE",
        wf(
            tubes(1, "tube_1_5ml"),
            [
                step(
                    "s",
                    "eppendorf_5424r",
                    "spin",
                    {**SPIN_5424, "duration_s": float("nan")},
                    tubes="t0",
                )
            ],
        ),
        wf(tubes(1, "tube_1_5ml"), [step("s", "eppendorf_5424r", "spin", SPIN_5424, tubes="t0")]),
        step=0,
        path="/steps/0/params/duration_s",
        actual="nan",
    ),
    Case(
        "subset-d-temperature-200",
        "PARAM_OUT_OF_RANGE",
        wf(
            [lw("p", "plate_96_flat")],
            [
                step(
                    "inc",
                    "biomek_i5",
                    "incubate",
                    {"temperature_c": 200, "duration_s": 60},
                    plate="p",
                )
            ],
        ),
        wf(
            [lw("p", "plate_96_flat")],
            [
                step(
                    "inc",
                    "biomek_i5",
                    "incubate",
                    {"temperature_c": 100, "duration_s": 60},
                    plate="p",
                )
            ],
        ),
        step=0,
        path="/steps/0/params/temperature_c",
        limit=100,
        actual=200,
        repaired=True,
    ),
    Case(
        "below-minimum",
        "PARAM_OUT_OF_RANGE",
        wf(
            tubes(1, "tube_1_5ml"),
            [step("s", "eppendorf_5424r", "spin", {**SPIN_5424, "duration_s": 10}, tubes="t0")],
        ),
        wf(
            tubes(1, "tube_1_5ml"),
            [step("s", "eppendorf_5424r", "spin", {**SPIN_5424, "duration_s": 30}, tubes="t0")],
        ),
        step=0,
        path="/steps/0/params/duration_s",
        limit=30,
        actual=10,
        repaired=True,
    ),
    Case(
        "exclusive-minimum",
        "PARAM_OUT_OF_RANGE",
        wf(
            [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_flat")],
            [transfer(0, ref("r", "A1"), "p", device="hamilton_star")],
        ),
        wf(
            [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_flat")],
            [transfer(0.5, ref("r", "A1"), "p", device="hamilton_star")],
        ),
        step=0,
        path="/steps/0/params/volume_ul",
        limit=0,
        actual=0,
    ),
    Case(
        "rotor-typo",
        "PARAM_NOT_IN_ENUM",
        wf(
            tubes(1, "tube_1_5ml"),
            [
                step(
                    "s", "eppendorf_5424r", "spin", {**SPIN_5424, "rotor": "FA-45-24-1"}, tubes="t0"
                )
            ],
        ),
        wf(
            tubes(1, "tube_1_5ml"),
            [
                step(
                    "s",
                    "eppendorf_5424r",
                    "spin",
                    {**SPIN_5424, "rotor": "FA-45-24-11"},
                    tubes="t0",
                )
            ],
        ),
        step=0,
        path="/steps/0/params/rotor",
        actual="FA-45-24-1",
        limit=["FA-45-24-11", "F-45-18-11-Kit", "F-45-32-5-PCR"],
        repaired=True,
    ),
    Case(
        "empty-program-name",
        "PARAM_INVALID",
        kingfisher(program=""),
        kingfisher(),
        step=0,
        path="/steps/0/params/program",
        actual="",
        limit=1,
    ),
    # -- labware binding -----------------------------------------------------------------
    Case(
        "role-misspelt",
        "UNKNOWN_LABWARE_ROLE",
        wf(
            [lw("p", "plate_96_flat")],
            [step("read", "spectramax_i3x", "read_absorbance", READ, plates="p")],
        ),
        wf([lw("p", "plate_96_flat")], [read_plate()]),
        step=0,
        path="/steps/0/labware/plates",
        actual="plates",
        limit=["plate"],
        repaired=True,
        others=("LABWARE_ROLE_MISSING",),
    ),
    Case(
        "role-name-with-slash",
        "UNKNOWN_LABWARE_ROLE",
        wf(
            [lw("p", "plate_96_flat")],
            [step("read", "spectramax_i3x", "read_absorbance", READ, **{"pla/te": "p"})],
        ),
        wf([lw("p", "plate_96_flat")], [read_plate()]),
        step=0,
        path="/steps/0/labware/pla~1te",
        actual="pla/te",
        repaired=True,
        others=("LABWARE_ROLE_MISSING",),
    ),
    Case(
        "role-unbound",
        "LABWARE_ROLE_MISSING",
        wf([lw("p", "plate_96_flat")], [step("read", "spectramax_i3x", "read_absorbance", READ)]),
        wf([lw("p", "plate_96_flat")], [read_plate()]),
        step=0,
        path="/steps/0/labware/plate",
    ),
    Case(
        "two-plates-on-arm",
        "TOO_MANY_LABWARE",
        wf(
            [lw("a", "plate_96_flat"), lw("b", "plate_96_flat")],
            [move(["a", "b"], "cytomat_2c425")],
        ),
        wf(
            [lw("a", "plate_96_flat"), lw("b", "plate_96_flat")],
            [move("a", "cytomat_2c425"), move("b", "cytomat_2c425", id="move2")],
        ),
        step=0,
        path="/steps/0/labware/plate",
        limit=1,
        actual=2,
    ),
    Case(
        "flat-plate-in-thermocycler",
        "LABWARE_NOT_ACCEPTED",
        wf(
            [lw("p", "plate_96_flat")],
            [
                step(
                    "i",
                    "inheco_odtc",
                    "incubate",
                    {"temperature_c": 37, "duration_s": 60},
                    plate="p",
                )
            ],
        ),
        wf(
            [lw("p", "plate_96_pcr")],
            [
                step(
                    "i",
                    "inheco_odtc",
                    "incubate",
                    {"temperature_c": 37, "duration_s": 60},
                    plate="p",
                )
            ],
        ),
        step=0,
        path="/steps/0/labware/plate/0",
        actual="plate_96",
        limit=["plate_96_pcr"],
    ),
    Case(
        "wells-not-named",
        "WELLS_REQUIRED",
        wf(
            [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_flat")],
            [transfer(50, "r", "p")],
        ),
        wf(
            [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_flat")],
            [transfer(50, ref("r", "A1"), "p")],
        ),
        step=0,
        path="/steps/0/labware/source/0/wells",
        registry=_wells_required,
    ),
    Case(
        "plate-still-in-store",
        "LABWARE_INACCESSIBLE",
        wf(
            [lw("p", "plate_96_flat")],
            [step("store", "cytomat_2c425", "store", plate="p"), read_plate()],
        ),
        wf(
            [lw("p", "plate_96_flat")],
            [
                step("store", "cytomat_2c425", "store", plate="p"),
                step("get", "cytomat_2c425", "retrieve", plate="p"),
                read_plate(),
            ],
        ),
        step=1,
        path="/steps/1/labware/plate/0",
        actual="cytomat_2c425",
        limit="spectramax_i3x",
        repaired=True,
    ),
    # -- state ---------------------------------------------------------------------------
    Case(
        "read-after-seal",
        "SEALED_ACCESS",
        wf([lw("p", "plate_96_flat")], [seal(), read_plate()]),
        wf([lw("p", "plate_96_flat")], [read_plate(), seal()]),
        step=1,
        path="/steps/1/labware/plate/0",
        actual="sealed",
        limit="unsealed",
        repaired=True,
    ),
    Case(
        "pipette-before-peel",
        "SEALED_ACCESS",
        wf(
            [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_pcr", sealed=True)],
            [transfer(20, ref("r", "A1"), "p"), peel()],
        ),
        wf(
            [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_pcr", sealed=True)],
            [peel(), transfer(20, ref("r", "A1"), "p")],
        ),
        step=0,
        path="/steps/0/labware/target/0",
        actual="sealed",
        repaired=True,
    ),
    Case(
        "sealed-and-never-peeled",
        "SEALED_ACCESS",
        wf([lw("p", "plate_96_flat", sealed=True)], [read_plate()]),
        wf([lw("p", "plate_96_flat", sealed=False)], [read_plate()]),
        step=0,
        path="/steps/0/labware/plate/0",
    ),
    Case(
        "pcr-before-seal",
        "PLATE_NOT_SEALED",
        wf([lw("p", "plate_96_pcr", volume=20)], [pcr(), seal()]),
        wf([lw("p", "plate_96_pcr", volume=20)], [seal(), pcr()]),
        step=0,
        path="/steps/0/labware/plate/0",
        actual="unsealed",
        limit="sealed",
        repaired=True,
    ),
    Case(
        "pcr-never-sealed",
        "PLATE_NOT_SEALED",
        wf([lw("p", "plate_96_pcr", volume=20)], [pcr()]),
        wf([lw("p", "plate_96_pcr", volume=20)], [seal(), pcr()]),
        step=0,
        path="/steps/0/labware/plate/0",
    ),
    Case(
        "double-seal",
        "ALREADY_SEALED",
        wf([lw("p", "plate_96_pcr", sealed=True)], [seal()]),
        wf([lw("p", "plate_96_pcr")], [seal()]),
        step=0,
        path="/steps/0/labware/plate/0",
        repaired=True,
    ),
    Case(
        "sealed-reservoir",
        "LABWARE_NOT_SEALABLE",
        wf([lw("r", "reservoir_290ml", sealed=True)]),
        wf([lw("r", "reservoir_290ml")]),
        step=None,
        path="/labware/0/sealed",
        actual="reservoir_290ml",
        repaired=True,
    ),
    Case(
        "peel-unsealed",
        "NOT_SEALED",
        wf([lw("p", "plate_96_pcr")], [peel()]),
        wf([lw("p", "plate_96_pcr", sealed=True)], [peel()]),
        step=0,
        path="/steps/0/labware/plate/0",
        repaired=True,
    ),
    Case(
        "transfer-overfills",
        "WELL_OVERFILL",
        wf(
            [
                lw("r", "reservoir_290ml", volume=50000),
                lw("p", "plate_96_pcr", volume=100, wells=["A1"]),
            ],
            [transfer(150, ref("r", "A1"), ref("p", "A1"))],
        ),
        wf(
            [
                lw("r", "reservoir_290ml", volume=50000),
                lw("p", "plate_96_pcr", volume=100, wells=["A1"]),
            ],
            [transfer(100, ref("r", "A1"), ref("p", "A1"))],
        ),
        step=0,
        path="/steps/0/labware/target",
        limit=200,
        actual=250,
    ),
    Case(
        "declared-overfull",
        "WELL_OVERFILL",
        wf([lw("p", "plate_96_pcr", volume=250)]),
        wf([lw("p", "plate_96_pcr", volume=200)]),
        step=None,
        path="/labware/0/contents/0/volume_ul",
        limit=200,
        actual=250,
    ),
    Case(
        "draw-from-empty-tube",
        "WELL_UNDERDRAW",
        wf([lw("t", "tube_1_5ml"), lw("p", "plate_96_flat")], [transfer(100, "t", ref("p", "A1"))]),
        wf(
            [lw("t", "tube_1_5ml", volume=110), lw("p", "plate_96_flat")],
            [transfer(100, "t", ref("p", "A1"))],
        ),
        step=0,
        path="/steps/0/labware/source",
        limit=0,
        actual=100,
    ),
    Case(
        "two-to-three-wells",
        "WELL_MAPPING",
        wf(
            [lw("s", "plate_96_flat", volume=100), lw("p", "plate_96_flat")],
            [transfer(10, ref("s", "A1", "A2"), ref("p", "A1", "A2", "A3"))],
        ),
        wf(
            [lw("s", "plate_96_flat", volume=100), lw("p", "plate_96_flat")],
            [transfer(10, ref("s", "A1", "A2", "A3"), ref("p", "A1", "A2", "A3"))],
        ),
        step=0,
        path="/steps/0/labware/target",
        limit=2,
        actual=3,
    ),
    Case(
        "seven-tubes-in-six-place-rotor",
        "CAPACITY_EXCEEDED",
        wf(
            tubes(7),
            [
                step(
                    "s",
                    "eppendorf_5810r",
                    "spin",
                    SPIN_5810_TUBES,
                    tubes=[f"t{i}" for i in range(7)],
                )
            ],
        ),
        wf(
            tubes(6),
            [
                step(
                    "s",
                    "eppendorf_5810r",
                    "spin",
                    SPIN_5810_TUBES,
                    tubes=[f"t{i}" for i in range(6)],
                )
            ],
        ),
        step=0,
        path="/steps/0/labware/tubes",
        limit=6,
        actual=7,
    ),
    Case(
        "second-plate-on-sealer",
        "CAPACITY_EXCEEDED",
        wf(
            [lw("a", "plate_96_flat"), lw("b", "plate_96_flat")],
            [move("a", "azenta_a4s"), move("b", "azenta_a4s", id="move2")],
        ),
        wf(
            [lw("a", "plate_96_flat"), lw("b", "plate_96_flat")],
            [move("a", "azenta_a4s"), move("b", "azenta_xpeel", id="move2")],
        ),
        step=1,
        path="/steps/1/labware/plate",
        limit=1,
        actual=2,
    ),
    Case(
        "move-to-nowhere",
        "UNKNOWN_DESTINATION",
        wf([lw("a", "plate_96_flat")], [move("a", "nowhere")]),
        wf([lw("a", "plate_96_flat")], [move("a", "spectramax_i3x")]),
        step=0,
        path="/steps/0/params/destination",
        actual="nowhere",
    ),
    # -- registry rule codes -------------------------------------------------------------
    Case(
        "50ul-with-20ul-tips",
        "TIP_CAPACITY_EXCEEDED",
        wf(
            [
                lw("r", "reservoir_290ml", volume=50000),
                lw("p", "plate_96_flat"),
                lw("tips", "tiprack_96_20ul"),
            ],
            [transfer(50, ref("r", "A1"), "p", tips="tips")],
        ),
        wf(
            [
                lw("r", "reservoir_290ml", volume=50000),
                lw("p", "plate_96_flat"),
                lw("tips", "tiprack_96_200ul"),
            ],
            [transfer(50, ref("r", "A1"), "p", tips="tips")],
        ),
        step=0,
        path="/steps/0/params/volume_ul",
        limit=20,
        actual=50,
    ),
    Case(
        "rotor-rcf",
        "RCF_EXCEEDS_ROTOR",
        wf(
            tubes(1, "tube_1_5ml"),
            [
                step(
                    "s",
                    "eppendorf_5424r",
                    "spin",
                    {**SPIN_5424, "rcf_g": 20000, "rotor": "F-45-18-11-Kit"},
                    tubes="t0",
                )
            ],
        ),
        wf(
            tubes(1, "tube_1_5ml"),
            [
                step(
                    "s",
                    "eppendorf_5424r",
                    "spin",
                    {**SPIN_5424, "rcf_g": 18111, "rotor": "F-45-18-11-Kit"},
                    tubes="t0",
                )
            ],
        ),
        step=0,
        path="/steps/0/params/rcf_g",
        limit=18111,
        actual=20000,
        repaired=True,
    ),
    Case(
        "falcon-tube-rcf",
        "RCF_EXCEEDS_LABWARE_RATING",
        wf(
            tubes(2),
            [
                step(
                    "s",
                    "eppendorf_5810r",
                    "spin",
                    {**SPIN_5810_TUBES, "rcf_g": 15000},
                    tubes=["t0", "t1"],
                )
            ],
        ),
        wf(
            tubes(2),
            [
                step(
                    "s",
                    "eppendorf_5810r",
                    "spin",
                    {**SPIN_5810_TUBES, "rcf_g": 12000},
                    tubes=["t0", "t1"],
                )
            ],
        ),
        step=0,
        path="/steps/0/params/rcf_g",
        limit=12000,
        actual=15000,
        repaired=True,
    ),
    Case(
        "qpcr-overfilled",
        "REACTION_VOLUME_OUT_OF_RANGE",
        wf([qpcr_plate(35)], [step("q", "biorad_cfx384", "run_qpcr", QPCR, plate="q")]),
        wf([qpcr_plate(30)], [step("q", "biorad_cfx384", "run_qpcr", QPCR, plate="q")]),
        step=0,
        path="/steps/0/labware/plate",
        limit=30,
        actual=35,
    ),
    Case(
        "qpcr-underfilled",
        "REACTION_VOLUME_OUT_OF_RANGE",
        wf([qpcr_plate(0.5)], [step("q", "biorad_cfx384", "run_qpcr", QPCR, plate="q")]),
        wf([qpcr_plate(1)], [step("q", "biorad_cfx384", "run_qpcr", QPCR, plate="q")]),
        step=0,
        path="/steps/0/labware/plate",
        limit=1,
        actual=0.5,
    ),
    Case(
        "one-plate-in-vspin",
        "LOAD_UNBALANCED",
        wf(
            [lw("a", "plate_96_flat"), lw("b", "plate_96_flat")],
            [step("s", "agilent_vspin", "spin", {"rcf_g": 1000, "duration_s": 60}, plates="a")],
        ),
        wf(
            [lw("a", "plate_96_flat"), lw("b", "plate_96_flat")],
            [
                step(
                    "s",
                    "agilent_vspin",
                    "spin",
                    {"rcf_g": 1000, "duration_s": 60},
                    plates=["a", "b"],
                )
            ],
        ),
        step=0,
        path="/steps/0/labware/plates",
        limit=2,
        actual=1,
    ),
    Case(
        "mix-more-than-well",
        "MIX_VOLUME_EXCEEDS_WELL",
        wf(
            [lw("p", "plate_96_flat", volume=50)],
            [step("mix", "biomek_i7_hybrid", "mix", {"volume_ul": 100, "cycles": 3}, target="p")],
        ),
        wf(
            [lw("p", "plate_96_flat", volume=50)],
            [step("mix", "biomek_i7_hybrid", "mix", {"volume_ul": 50, "cycles": 3}, target="p")],
        ),
        step=0,
        path="/steps/0/params/volume_ul",
        limit=50,
        actual=100,
        repaired=True,
    ),
    Case(
        "cold-lid",
        "LID_BELOW_BLOCK_TEMPERATURE",
        wf([sealed_pcr_plate()], [pcr(lid_temperature_c=90)]),
        wf([sealed_pcr_plate()], [pcr(lid_temperature_c=95)]),
        step=0,
        path="/steps/0/params/lid_temperature_c",
        limit=95,
        actual=90,
        repaired=True,
    ),
    Case(
        "melt-backwards",
        "MELT_RANGE_INVALID",
        wf(
            [qpcr_plate(20)],
            [
                step(
                    "q",
                    "biorad_cfx384",
                    "run_qpcr",
                    {**QPCR, "melt_curve": True, "melt_start_c": 95, "melt_end_c": 65},
                    plate="q",
                )
            ],
        ),
        wf(
            [qpcr_plate(20)],
            [
                step(
                    "q",
                    "biorad_cfx384",
                    "run_qpcr",
                    {**QPCR, "melt_curve": True, "melt_start_c": 65, "melt_end_c": 95},
                    plate="q",
                )
            ],
        ),
        step=0,
        path="/steps/0/params/melt_end_c",
        limit=95,
        actual=65,
    ),
    Case(
        "fluid-class-too-small",
        "FLUID_QUANTITY_CLASS_MISMATCH",
        wf([sealed_pcr_plate(50)], [pcr(fluid_quantity_class=0)]),
        wf([sealed_pcr_plate(50)], [pcr(fluid_quantity_class=1)]),
        step=0,
        path="/steps/0/labware/plate",
        limit=30,
        actual=50,
    ),
    Case(
        "plate-too-tall",
        "PLATE_TOO_TALL",
        wf(
            [lw("a", "plate_96_deepwell_tall"), lw("b", "plate_96_deepwell")],
            [
                step(
                    "s", "bionex_hig4", "spin", {"rcf_g": 1000, "duration_s": 60}, plates=["a", "b"]
                )
            ],
        ),
        wf(
            [lw("a", "plate_96_deepwell"), lw("b", "plate_96_deepwell")],
            [
                step(
                    "s", "bionex_hig4", "spin", {"rcf_g": 1000, "duration_s": 60}, plates=["a", "b"]
                )
            ],
        ),
        step=0,
        path="/steps/0/labware/plates",
        limit=61,
        actual=70,
        registry=_tall_plate,
    ),
    Case(
        "plate-in-tube-rotor",
        "PLATE_NEEDS_PLATE_BUCKETS",
        wf(
            [lw("a", "plate_96_flat")],
            [step("s", "eppendorf_5810r", "spin", {**SPIN_5810_TUBES, "rcf_g": 1000}, plates="a")],
        ),
        wf(
            [lw("a", "plate_96_flat")],
            [
                step(
                    "s",
                    "eppendorf_5810r",
                    "spin",
                    {**SPIN_5810_TUBES, "rcf_g": 1000, "rotor": "A-4-81 MTP/Flex"},
                    plates="a",
                )
            ],
        ),
        step=0,
        path="/steps/0/labware/plates",
        limit=0,
        actual=1,
    ),
    Case(
        "tubes-in-plate-rotor",
        "TUBES_NEED_TUBE_ROTOR",
        wf(
            tubes(1),
            [
                step(
                    "s",
                    "eppendorf_5810r",
                    "spin",
                    {**SPIN_5810_TUBES, "rcf_g": 1000, "rotor": "A-4-81 MTP/Flex"},
                    tubes="t0",
                )
            ],
        ),
        wf(
            tubes(1),
            [step("s", "eppendorf_5810r", "spin", {**SPIN_5810_TUBES, "rcf_g": 1000}, tubes="t0")],
        ),
        step=0,
        path="/steps/0/labware/tubes",
        limit=0,
        actual=1,
        others=("CAPACITY_EXCEEDED",),
    ),
    Case(
        "p1000-for-50ul",
        "VOLUME_BELOW_PIPETTE_MINIMUM",
        wf(
            [
                lw("r", "reservoir_290ml", volume=50000),
                lw("p", "plate_96_flat"),
                lw("tips", "tiprack_96_1000ul"),
            ],
            [
                transfer(
                    50,
                    ref("r", "A1"),
                    "p",
                    device="opentrons_ot2",
                    params={"pipette": "p1000_single_gen2"},
                    tips="tips",
                )
            ],
        ),
        wf(
            [
                lw("r", "reservoir_290ml", volume=50000),
                lw("p", "plate_96_flat"),
                lw("tips", "tiprack_96_300ul"),
            ],
            [
                transfer(
                    50,
                    ref("r", "A1"),
                    "p",
                    device="opentrons_ot2",
                    params={"pipette": "p300_single_gen2"},
                    tips="tips",
                )
            ],
        ),
        step=0,
        path="/steps/0/params/volume_ul",
        limit=100,
        actual=50,
    ),
    Case(
        "p20-for-50ul",
        "VOLUME_ABOVE_PIPETTE_MAXIMUM",
        wf(
            [
                lw("r", "reservoir_290ml", volume=50000),
                lw("p", "plate_96_flat"),
                lw("tips", "tiprack_96_20ul"),
            ],
            [
                transfer(
                    50,
                    ref("r", "A1"),
                    "p",
                    device="opentrons_ot2",
                    params={"pipette": "p20_single_gen2"},
                    tips="tips",
                )
            ],
        ),
        wf(
            [
                lw("r", "reservoir_290ml", volume=50000),
                lw("p", "plate_96_flat"),
                lw("tips", "tiprack_96_300ul"),
            ],
            [
                transfer(
                    50,
                    ref("r", "A1"),
                    "p",
                    device="opentrons_ot2",
                    params={"pipette": "p300_single_gen2"},
                    tips="tips",
                )
            ],
        ),
        step=0,
        path="/steps/0/params/volume_ul",
        limit=20,
        actual=50,
        others=("TIP_CAPACITY_EXCEEDED",),
    ),
    Case(
        "96-tips-on-384-head",
        "TIP_RACK_FORMAT_MISMATCH",
        wf(
            [
                lw("r", "reservoir_290ml", volume=50000),
                lw("p", "plate_96_flat"),
                lw("tips", "tiprack_96_50ul"),
            ],
            [
                transfer(
                    20,
                    ref("r", "A1"),
                    "p",
                    device="tecan_fluent",
                    tips="tips",
                    params={"arm": "mca384"},
                )
            ],
        ),
        wf(
            [
                lw("r", "reservoir_290ml", volume=50000),
                lw("p", "plate_96_flat"),
                lw("tips", "tiprack_384_50ul"),
            ],
            [
                transfer(
                    20,
                    ref("r", "A1"),
                    "p",
                    device="tecan_fluent",
                    tips="tips",
                    params={"arm": "mca384"},
                )
            ],
        ),
        step=0,
        path="/steps/0/labware/tips",
        limit=384,
        actual=96,
    ),
    Case(
        "24-well-plate-on-96-head",
        "HEAD_PLATE_MISMATCH",
        kingfisher(sample="plate_24_deepwell"),
        kingfisher(),
        step=0,
        path="/steps/0/labware/sample",
        limit=96,
        actual=24,
    ),
    Case(
        "labchip-underfilled",
        "WELL_VOLUME_OUT_OF_RANGE",
        wf(
            [lw("p", "plate_96_pcr", volume=5)],
            [step("ce", "labchip_gx_touch_ht", "run_assay", {"assay": "dna_1k"}, plate="p")],
        ),
        wf(
            [lw("p", "plate_96_pcr", volume=10)],
            [step("ce", "labchip_gx_touch_ht", "run_assay", {"assay": "dna_1k"}, plate="p")],
        ),
        step=0,
        path="/steps/0/labware/plate",
        limit=10,
        actual=5,
    ),
    Case(
        "more-samples-than-wells",
        "SAMPLE_COUNT_EXCEEDS_PLATE",
        wf(
            [lw("p", "plate_96_pcr", volume=20)],
            [
                step(
                    "ce",
                    "labchip_gx_touch_ht",
                    "run_assay",
                    {"assay": "dna_1k", "sample_count": 384},
                    plate="p",
                )
            ],
        ),
        wf(
            [lw("p", "plate_96_pcr", volume=20)],
            [
                step(
                    "ce",
                    "labchip_gx_touch_ht",
                    "run_assay",
                    {"assay": "dna_1k", "sample_count": 96},
                    plate="p",
                )
            ],
        ),
        step=0,
        path="/steps/0/params/sample_count",
        limit=96,
        actual=384,
        repaired=True,
    ),
    Case(
        "emission-below-excitation",
        "EMISSION_NOT_ABOVE_EXCITATION",
        wf(
            [lw("p", "plate_96_flat")],
            [
                step(
                    "f",
                    "spectramax_i3x",
                    "read_fluorescence",
                    {"excitation_nm": 500, "emission_nm": 450},
                    plate="p",
                )
            ],
        ),
        wf(
            [lw("p", "plate_96_flat")],
            [
                step(
                    "f",
                    "spectramax_i3x",
                    "read_fluorescence",
                    {"excitation_nm": 485, "emission_nm": 535},
                    plate="p",
                )
            ],
        ),
        step=0,
        path="/steps/0/params/emission_nm",
        limit=500,
        actual=450,
    ),
    # -- liquid-handler hardware: tips, deck, mounts, channels, floor, products ----------
    Case(
        "product-typo",
        "UNKNOWN_LABWARE_PRODUCT",
        wf([lw("p", "plate_96_pcr", product="nest_96_wellplate_100ul_pcr_ful_skirt")]),
        wf([lw("p", "plate_96_pcr", product="nest_96_wellplate_100ul_pcr_full_skirt")]),
        step=None,
        path="/labware/0/product",
        repaired=True,
    ),
    Case(
        "tips-run-out",
        "TIPS_EXHAUSTED",
        ot2_fill_plate(racks=1),
        ot2_fill_plate(racks=2),
        step=1,
        path="/steps/1/labware/tips",
        limit=96,
        actual=192,
        repaired=True,
    ),
    Case(
        "tips-run-out-deck-full",
        "TIPS_EXHAUSTED",
        ot2_fill_plate(racks=1, extra_plates=8),
        ot2_fill_plate(racks=2, extra_plates=7),
        step=1,
        path="/steps/1/labware/tips",
        hint="split the run",
    ),
    Case(
        "twelve-items-on-an-ot2",
        "DECK_POSITIONS_EXCEEDED",
        ot2_fill_plate(racks=2, extra_plates=8),
        ot2_fill_plate(racks=2, extra_plates=7),
        step=None,
        path="/labware",
        limit=11,
        actual=12,
    ),
    Case(
        "three-pipettes-two-mounts",
        "TOO_MANY_PIPETTES",
        ot2_tip_sizes(["tiprack_96_20ul", "tiprack_96_300ul", "tiprack_96_1000ul"]),
        ot2_tip_sizes(["tiprack_96_20ul", "tiprack_96_300ul", "tiprack_96_300ul"]),
        step=2,
        path="/steps/2",
        limit=2,
    ),
    Case(
        "p20-with-300ul-tips",
        "TIP_NOT_FOR_PIPETTE",
        ot2_named_pipette("p20_single_gen2", "tiprack_96_300ul"),
        ot2_named_pipette("p20_single_gen2", "tiprack_96_20ul"),
        step=0,
        path="/steps/0/labware/tips",
        actual="p20_single_gen2",
    ),
    Case(
        "ot2-without-tips",
        "TIP_RACK_MISSING",
        ot2_named_pipette("p20_single_gen2", None),
        ot2_named_pipette("p20_single_gen2", "tiprack_96_20ul"),
        step=0,
        path="/steps/0/labware/tips",
    ),
    Case(
        "8-channel-half-column",
        "MULTICHANNEL_PARTIAL_COLUMN",
        ot2_multichannel(["A1", "B1", "C1", "D1"]),
        ot2_multichannel(["A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1"]),
        step=0,
        path="/steps/0/labware/target/0/wells",
        actual=["1"],
    ),
    Case(
        "star-below-0.5ul",
        "VOLUME_BELOW_INSTRUMENT_FLOOR",
        wf(
            [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_flat")],
            [transfer(0.3, ref("r", "A1"), "p", device="hamilton_star")],
        ),
        wf(
            [lw("r", "reservoir_290ml", volume=50000), lw("p", "plate_96_flat")],
            [transfer(0.5, ref("r", "A1"), "p", device="hamilton_star")],
        ),
        step=0,
        path="/steps/0/params/volume_ul",
        limit=0.5,
        actual=0.3,
    ),
    Case(
        "ot2-magnetic-module-not-registered",
        "MODULE_NOT_ON_DECK",
        ot2_on_module({"name": "magneticModuleV2"}),
        ot2_on_module({"name": "temperatureModuleV2"}),
        step=0,
        path="/steps/0/module/name",
        actual="magneticModuleV2",
    ),
    Case(
        "ot2-thermocycler-lid-120C",
        "MODULE_LIMIT_EXCEEDED",
        ot2_on_module({"name": "thermocyclerModuleV2", "lid_temperature_c": 120}),
        ot2_on_module({"name": "thermocyclerModuleV2", "lid_temperature_c": 105}),
        step=0,
        path="/steps/0/module/lid_temperature_c",
        limit=[37, 110],
        actual=120,
    ),
]


def _registry(case: Case, tmp_path: Path) -> Registry | None:
    return case.registry(tmp_path) if case.registry else None


def _only(report: Report, code: str) -> Violation:
    found = [v for v in report.violations if v.code == code]
    assert len(found) == 1, f"expected one {code}, got {report.to_dict()}"
    return found[0]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_failing_workflow_reports_the_violation(case: Case, tmp_path: Path) -> None:
    """It should report the code once, at the right step and JSON pointer, with limit/actual."""
    report = verify(case.bad, _registry(case, tmp_path))
    assert sorted(report.codes()) == sorted([case.code, *case.others])
    violation = _only(report, case.code)
    assert (violation.step, violation.path) == (case.step, case.path)
    if case.step is not None and case.code != "WORKFLOW_INVALID":
        assert violation.step_id == case.bad["steps"][case.step]["id"]
    if case.limit is not UNCHECKED:
        assert violation.limit == case.limit
    if case.actual is not UNCHECKED:
        assert violation.actual == case.actual
    assert violation.message
    if case.hint is not None:
        assert case.hint in (violation.hint or "")


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_passing_workflow_is_clean(case: Case, tmp_path: Path) -> None:
    """It should accept the corrected twin of every failing workflow without violations."""
    report = verify(case.good, _registry(case, tmp_path))
    assert report.violations == []
    assert report.ok


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_repair_removes_the_violation(case: Case, tmp_path: Path) -> None:
    """It should propose a JSON Patch exactly when one is safe, and the patch should work.

    Applying the repair must remove the violation and introduce no new kind of problem.
    """
    registry = _registry(case, tmp_path)
    violation = _only(verify(case.bad, registry), case.code)
    if not case.repaired:
        assert violation.repair is None
        return
    assert violation.repair, "expected a repair"
    repaired = apply_patch(case.bad, violation.repair)
    after = verify(repaired, registry)
    assert case.code not in after.codes(), after.to_dict()
    assert set(after.codes()) <= set(case.others), after.to_dict()


def _registry_rule_codes() -> set[str]:
    codes = set()
    for path in (builtin_registry_dir() / "instruments").glob("*.json"):
        for operation in json.loads(path.read_text("utf-8"))["operations"].values():
            codes.update(r["code"] for r in operation.get("rules", ()) if "code" in r)
    return codes


def test_every_violation_code_has_a_case() -> None:
    """It should cover every built-in code and every code a registry rule can raise."""
    assert _registry_rule_codes(), "no registry rule codes found"
    assert {c.code for c in CASES} == set(CODES) | _registry_rule_codes()


# -- whole workflows and input forms -----------------------------------------------------

CLEAN = wf(
    [
        lw("res", "reservoir_290ml", volume=50000),
        lw("pcr", "plate_96_pcr"),
        lw("tips", "tiprack_96_200ul"),
        lw("t1", "tube_1_5ml", volume=500),
        lw("t2", "tube_1_5ml", volume=500),
    ],
    [
        transfer(20, ref("res", "A1"), "pcr", tips="tips", id="dispense"),
        seal("pcr"),
        pcr("pcr", fluid_quantity_class=0),
        peel("pcr"),
        read_plate("pcr"),
        step(
            "spin",
            "eppendorf_5424r",
            "spin",
            {**SPIN_5424, "rotor": "FA-45-24-11"},
            tubes=["t1", "t2"],
        ),
        step("store", "cytomat_2c425", "store", {"temperature_c": 4}, plate="pcr"),
        step("retrieve", "cytomat_2c425", "retrieve", plate="pcr"),
    ],
)


def test_clean_multistep_workflow_has_no_violations() -> None:
    """It should approve dispense, seal, PCR, peel, read, spin and store/retrieve in order."""
    report = verify(CLEAN)
    assert report.violations == []
    assert report.steps_checked == len(CLEAN["steps"])


@pytest.mark.parametrize(
    ("name", "reorder"),
    [
        pytest.param("peel-before-seal", [0, 3, 1, 2, 4, 5, 6, 7], id="peel-before-seal"),
        pytest.param("read-before-peel", [0, 1, 2, 4, 3, 5, 6, 7], id="read-before-peel"),
        pytest.param("read-while-stored", [0, 1, 2, 3, 6, 4, 5, 7], id="read-while-stored"),
    ],
)
def test_clean_workflow_breaks_when_reordered(name: str, reorder: list[int]) -> None:
    """It should notice state errors that only come from the order of otherwise valid steps."""
    broken = {**CLEAN, "steps": [CLEAN["steps"][i] for i in reorder]}
    assert not verify(broken).ok, name


@pytest.mark.parametrize(
    "form",
    [
        pytest.param(lambda d: d, id="dict"),
        pytest.param(lambda d: json.dumps(d), id="json-text"),
        pytest.param(lambda d: json.dumps(d).encode(), id="json-bytes"),
        pytest.param(Workflow.model_validate, id="workflow-model"),
    ],
)
@pytest.mark.parametrize("document", [CLEAN, CASES[-1].bad], ids=["clean", "faulty"])
def test_verify_accepts_every_input_form(form: Callable[[Any], Any], document: Any) -> None:
    """It should give the same report for a Workflow, a dict, JSON text and JSON bytes."""
    assert verify(form(document)).to_dict() == verify(document).to_dict()


@pytest.mark.parametrize(
    ("text", "path"),
    [
        pytest.param("{not json", "", id="garbage"),
        pytest.param("", "", id="empty"),
        pytest.param("[1, 2]", "", id="array"),
        pytest.param('{"steps": [{"id": "s"}]}', "/steps/0/device", id="incomplete-step"),
        pytest.param(
            '{"labware": [{"id": "p", "type": "plate_96_flat", "colour": 1}]}',
            "/labware/0/colour",
            id="unknown-field",
        ),
    ],
)
def test_unreadable_input_is_workflow_invalid(text: str, path: str) -> None:
    """It should turn unreadable or misshapen input into WORKFLOW_INVALID, never an exception."""
    report = verify(text)
    assert not report.ok
    assert set(report.codes()) == {"WORKFLOW_INVALID"}
    assert path in [v.path for v in report.violations]


def test_subset_d_temperature_fault_is_reported() -> None:
    """It should flag a 200 degC setpoint on an operation whose maximum is 100 degC."""
    instrument = builtin_instrument("biomek_i5")
    spec = instrument["operations"]["incubate"]["params"]["properties"]["temperature_c"]
    assert spec["maximum"] == 100
    report = verify(
        wf(
            [lw("p", "plate_96_flat")],
            [
                step(
                    "heat",
                    "biomek_i5",
                    "incubate",
                    {"temperature_c": 200, "duration_s": 600},
                    plate="p",
                ),
            ],
        )
    )
    assert [(v.code, v.path, v.limit, v.actual) for v in report.violations] == [
        ("PARAM_OUT_OF_RANGE", "/steps/0/params/temperature_c", 100, 200)
    ]


def test_verify_does_not_mutate_its_input() -> None:
    """It should leave the caller's document as it was."""
    document = json.loads(json.dumps(CLEAN))
    verify(document)
    assert document == CLEAN


def test_report_dict_shape() -> None:
    """It should serialise to the CLI's --json shape."""
    data = verify(CASES[-1].bad).to_dict()
    assert data["ok"] is False
    assert data["steps_checked"] == 1
    assert json.loads(json.dumps(data)) == data


def test_verify_never_changes_the_workflow_it_checks() -> None:
    """It should leave a Workflow object exactly as given (no defaults written into it)."""
    import json as _json
    from pathlib import Path as _Path

    from bioproagent import Workflow

    document = _json.loads(
        (_Path(__file__).resolve().parent.parent / "examples" / "pcr_setup.json").read_text()
    )
    workflow = Workflow.model_validate(document)
    before = workflow.model_dump()
    verify(workflow)
    assert workflow.model_dump() == before


@pytest.mark.parametrize(
    ("rack", "volume", "codes"),
    [
        ("tiprack_96_300ul", 10, ["VOLUME_BELOW_PIPETTE_MINIMUM"]),
        ("tiprack_96_300ul", 20, []),
        ("tiprack_96_1000ul", 50, ["VOLUME_BELOW_PIPETTE_MINIMUM"]),
        ("tiprack_96_20ul", 10, []),
    ],
    ids=["p300-for-10ul", "p300-for-20ul", "p1000-for-50ul", "p20-for-10ul"],
)
def test_unnamed_pipette_gets_the_limits_of_the_pipette_its_tips_select(
    rack: str, volume: float, codes: list[str]
) -> None:
    """It should hold a step without a named pipette to the range of the pipette its tips
    select on the robot (300 uL tips -> P300, 20-300 uL)."""
    doc = ot2_tip_sizes([rack])
    doc["steps"][0]["params"]["volume_ul"] = volume
    report = verify(doc)
    assert report.codes() == codes
    if codes:
        assert report.violations[0].path == "/steps/0/params/volume_ul"
