"""Intents written for the faithful-plan tests, each with what a right plan must do.

A case is (id, intent, expected): ``expected`` is either a status word ("halted" for a
physically impossible request, "ask" for a phrasing the planner must not guess), or the
stated steps in run order as ``"op key=value key=value @device > op ..."``. A right plan is
approved and has these operations as an ordered subsequence of its steps, each with exactly
the stated values (and on the named instrument); the planner may add steps the intent leaves
open (tips, seals, balance plates). :func:`judge` is used by the tests and by
``benchmarks/perf/faithful_score.py`` (which also measures older versions of the planner).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from faithful_round21 import ROUND_21, ROUND_22, ROUND_23, ROUND_24, ROUND_25, ROUND_26
from faithful_round27 import ROUND_27, ROUND_28, ROUND_29
from faithful_round30 import ROUND_30
from faithful_round32 import ROUND_32
from faithful_round33 import ROUND_33

Case = tuple[str, str, str]


@dataclass(frozen=True)
class Expected:
    op: str
    params: dict[str, float | str]
    device: str | None = None
    wells: int | None = None


def parse_expected(spec: str) -> list[Expected]:
    out = []
    for part in spec.split(">"):
        words = part.split()
        params: dict[str, float | str] = {}
        device = None
        wells = None
        for w in words[1:]:
            if w.startswith("@"):
                device = w[1:]
            elif w.startswith("wells="):
                wells = int(w.split("=", 1)[1])
            else:
                key, value = w.split("=", 1)
                try:
                    params[key] = float(value)
                except ValueError:
                    params[key] = value
        out.append(Expected(words[0], params, device, wells))
    return out


def _step_ok(step: Any, want: Expected) -> bool:
    if step.operation != want.op:
        return False
    if want.device and step.device != want.device and step.params.get("destination") != want.device:
        return False
    for key, value in want.params.items():
        got = _param_value(step, key)
        if isinstance(value, float):
            if not isinstance(got, int | float) or abs(float(got) - value) > 1e-6 * max(1, value):
                return False
        elif got != value:
            return False
    if want.wells is not None:
        target = step.labware.get("target") or step.labware.get("plate") or []
        if target and "waste" in target[0].labware:
            target = step.labware.get("source") or []  # a removal: the wells it empties
        if not target or target[0].wells is None or len(target[0].wells) != want.wells:
            return False
    return True


def judge(result: Any, expected: str) -> tuple[bool, str]:
    """(right?, why) for a PlanResult against a case's expectation."""
    if expected == "halted":
        ok = result.status == "halted"
        return ok, f"status {result.status}"
    if expected == "ask":
        ok = result.status == "needs_clarification"
        return ok, f"status {result.status}"
    if result.status != "approved" or result.workflow is None:
        return False, f"status {result.status}: {result.halt_reason}"
    steps = list(result.workflow.steps)
    i = 0
    for want in parse_expected(expected):
        while i < len(steps) and not _step_ok(steps[i], want) and not _dealt(steps, i, want):
            i += 1
        if i == len(steps):
            shown = " > ".join(f"{s.operation}{s.params}@{s.device}" for s in steps)
            return False, f"no step for {want} in order; got {shown}"
        i += max(1, _dealt(steps, i, want))
    return True, "ok"


HELPER_OPERATIONS = frozenset({"seal", "peel", "retrieve", "store", "move_plate"})
"""Steps a plan may add around the stated ones (a seal before cycling, a peel, a move)."""


def extra_steps(result: Any, expected: str) -> list[str]:
    """The operations of an approved plan's steps that answer no expected step and are no
    helper step (a second incubation, a recipe's additions): a right plan by :func:`judge`
    that does more than was asked has them."""
    if result.status != "approved" or result.workflow is None or expected in ("halted", "ask"):
        return []
    steps = list(result.workflow.steps)
    used: set[int] = set()
    i = 0
    for want in parse_expected(expected):
        while i < len(steps) and not _step_ok(steps[i], want) and not _dealt(steps, i, want):
            i += 1
        if i == len(steps):
            return []
        k = max(1, _dealt(steps, i, want))
        used.update(range(i, i + k))
        i += k
    return [
        s.operation
        for k, s in enumerate(steps)
        if k not in used and s.operation not in HELPER_OPERATIONS
    ]


def _dealt(steps: list[Any], i: int, want: Expected) -> int:
    """How many steps from ``i`` fill ``want.wells`` wells one well each (one tube per well:
    '10 µL of each sample from the tubes into row A'); 0 when they do not."""
    if want.wells is None:
        return 0
    one = Expected(want.op, want.params, want.device, None)
    run: list[str] = []
    labware = None
    k = i
    while k < len(steps) and _step_ok(steps[k], one):
        target = steps[k].labware.get("target") or []
        if len(target) != 1 or len(target[0].wells or []) != 1:
            break
        if labware not in (None, target[0].labware):
            break
        labware = target[0].labware
        run += target[0].wells
        k += 1
    return k - i if len(run) == len(set(run)) == want.wells and want.wells > 1 else 0


def silent_value_change(result: Any, expected: str) -> bool:
    """An approved plan whose stated values differ from the expectation (a wrong approval
    that is not just a missing step)."""
    if result.status != "approved" or expected in ("halted", "ask"):
        return result.status == "approved" and expected == "halted"
    steps = list(result.workflow.steps)
    for want in parse_expected(expected):
        same_op = [s for s in steps if s.operation == want.op]
        if same_op and not any(
            all(_same_value(_param_value(s, k), v) for k, v in want.params.items()) for s in same_op
        ):
            return True
    return False


def _param_value(step: Any, key: str) -> Any:
    """A step's setting, under the instrument's own name when it has one (a liquid
    handler's shaker takes rotation_speed_rpm for speed_rpm)."""
    got = step.params.get(key)
    if got is None and key == "speed_rpm":
        got = step.params.get("rotation_speed_rpm")
    return got


def _same_value(got: Any, value: Any) -> bool:
    if isinstance(got, int | float) and isinstance(value, float):
        return abs(float(got) - value) <= 1e-6 * max(1, value)
    return bool(got == value)


CASES: list[Case] = [
    # -- centrifugation: unit spellings, labware, named centrifuges ----------------------
    ("cf-xg", "Spin the 96-well plate at 500 x g for 2 min.", "spin rcf_g=500 duration_s=120"),
    (
        "cf-xg-nospace",
        "Centrifuge the plate at 800xg for 3 minutes",
        "spin rcf_g=800 duration_s=180",
    ),
    (
        "cf-times",
        "Centrifuge the 384-well plate at 1,000 ×g for 60 s.",
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "cf-bare-g",
        "Centrifuge the deep-well plate at 2500 g for 20 min.",
        "spin rcf_g=2500 duration_s=1200",
    ),
    (
        "cf-rcf",
        "Pellet the cells in the 96-well plate at 300 rcf for 5 mins",
        "spin rcf_g=300 duration_s=300",
    ),
    ("cf-gforce", "spin plate 1500 x g 90 sec", "spin rcf_g=1500 duration_s=90"),
    (
        "cf-4c",
        "Spin the 96-well plate at 2,000 x g for 10 min at 4 °C in the Eppendorf 5810 R.",
        "spin rcf_g=2000 duration_s=600 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "cf-hig4",
        "Using the HiG4, centrifuge the 384-well plate at 2500 x g for 1 min.",
        "spin rcf_g=2500 duration_s=60 @bionex_hig4",
    ),
    (
        "cf-vspin",
        "Spin the 96-well plate in the VSpin at 200 x g for 30 seconds.",
        "spin rcf_g=200 duration_s=30 @agilent_vspin",
    ),
    (
        "cf-tubes",
        "Spin the 1.5 mL tubes at 12,000 x g for 10 min at 4 C.",
        "spin rcf_g=12000 duration_s=600 temperature_c=4",
    ),
    (
        "cf-tubes-micro",
        "Centrifuge the microcentrifuge tubes at 16000 xg for 2 min in the 5424 R.",
        "spin rcf_g=16000 duration_s=120 @eppendorf_5424r",
    ),
    (
        "cf-pcr-plate",
        "Briefly spin the 96-well PCR plate at 1000 x g for 1 min.",
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "cf-deep-hig",
        "Centrifuge the 96 deep-well plate at 3000 x g for 15 minutes.",
        "spin rcf_g=3000 duration_s=900",
    ),
    (
        "cf-conical",
        "Spin the 50 mL conical tubes at 3000 x g for 10 min at 4 °C.",
        "spin rcf_g=3000 duration_s=600 temperature_c=4",
    ),
    (
        "cf-15ml",
        "Centrifuge the 15 mL tubes at 1,500 x g for 5 min.",
        "spin rcf_g=1500 duration_s=300",
    ),
    (
        "cf-1h30",
        "Spin the deep-well plate at 2000 x g for 1 h 30 min at 4 C.",
        "spin rcf_g=2000 duration_s=5400 temperature_c=4",
    ),
    (
        "cf-hr",
        "Centrifuge the 24 deep-well plate at 1000 x g for 1 hr.",
        "spin rcf_g=1000 duration_s=3600",
    ),
    (
        "cf-rt",
        "Spin the 96-well plate at 400 x g for 4 min at room temperature.",
        "spin rcf_g=400 duration_s=240",
    ),
    (
        "cf-wordy",
        "Could you please centrifuge our 384-well assay plate at 750 x g for about "
        "two minutes? It should be 2 min exactly.",
        "spin rcf_g=750 duration_s=120",
    ),
    ("cf-rpm", "Centrifuge the 96-well plate at 4000 rpm for 5 min.", "ask"),
    ("cf-rpm-named", "Spin the plate at 3,500 rpm for 10 minutes in the Eppendorf 5810 R.", "ask"),
    ("cf-too-fast", "Spin the 96-well plate at 50,000 x g for 1 min.", "halted"),
    ("cf-too-fast-tubes", "Centrifuge the 1.5 mL tubes at 40,000 x g for 5 min.", "halted"),
    ("cf-unknown", "Spin the plate in the Eppendorf 5430 at 1000 x g for 1 min.", "ask"),
    ("cf-psi", "Spin the 96-well plate at 3 psi for 1 min.", "ask"),
    # -- sealing and peeling ---------------------------------------------------------------
    (
        "seal-values",
        "Seal the 96-well PCR plate at 170 °C for 2 s.",
        "seal temperature_c=170 duration_s=2",
    ),
    (
        "seal-degrees",
        "Heat-seal the plate at 165 degrees for 3 sec",
        "seal temperature_c=165 duration_s=3",
    ),
    (
        "seal-then-spin",
        "Seal the plate at 170 C for 2 s, then spin it at 1,000 x g for 30 s.",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=30",
    ),
    (
        "seal-once",
        "Seal the 96-well plate at 170 °C for 2 s. Once sealing has finished, spin it "
        "at 1000 xg for 30 sec.",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1000 duration_s=30",
    ),
    (
        "peel-read",
        "Peel the sealed 96-well plate, then read absorbance at 450 nm.",
        "peel > read_absorbance wavelength_nm=450",
    ),
    (
        "peel-xpeel",
        "Remove the seal on the XPeel and read luminescence with 1 s integration.",
        "peel @azenta_xpeel > read_luminescence integration_s=1",
    ),
    (
        "seal-a4s",
        "On the a4S, seal the 384-well plate at 175 C for 1.5 s.",
        "seal temperature_c=175 duration_s=1.5 @azenta_a4s",
    ),
    ("seal-too-hot", "Seal the 96-well plate at 400 °C for 2 s.", "halted"),
    (
        "seal-store",
        "Seal the plate at 170 C for 2 s and store it at 4 C.",
        "seal temperature_c=170 duration_s=2 > store temperature_c=4",
    ),
    (
        "peel-add-seal",
        "Peel the sealed plate, add 30 uL buffer to every well, then seal it at 170 °C for 2 s.",
        "peel > transfer volume_ul=30 > seal temperature_c=170 duration_s=2",
    ),
    # -- plate reading ---------------------------------------------------------------------
    ("abs-450", "Read absorbance at 450 nm.", "read_absorbance wavelength_nm=450"),
    ("abs-od600", "Measure OD600 of the 96-well plate.", "read_absorbance wavelength_nm=600"),
    (
        "abs-a260",
        "Read A260 on the SpectraMax.",
        "read_absorbance wavelength_nm=260 @spectramax_i3x",
    ),
    (
        "abs-384",
        "Read the absorbance of the 384-well plate at 562 nm",
        "read_absorbance wavelength_nm=562",
    ),
    (
        "fl-exem",
        "Read fluorescence at 485 nm excitation and 535 nm emission.",
        "read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "fl-slash",
        "Read fluorescence, ex/em 530/590 nm, of the 96-well plate.",
        "read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    ("lum-int", "Read luminescence with 0.5 s integration.", "read_luminescence integration_s=0.5"),
    ("lum-plain", "Read luminescence of the 384-well plate", "read_luminescence"),
    ("abs-too-long", "Read absorbance at 1500 nm.", "halted"),
    (
        "read-after-spin",
        "Read absorbance at 600 nm after spinning the 96-well plate at 300 x g for 1 min.",
        "spin rcf_g=300 duration_s=60 > read_absorbance wavelength_nm=600",
    ),
    (
        "spin-then-read",
        "Spin the 384-well plate at 500 x g for 2 min, then read absorbance at 450 nm.",
        "spin rcf_g=500 duration_s=120 > read_absorbance wavelength_nm=450",
    ),
    (
        "read-following",
        "Read luminescence following a 2 min spin at 1000 x g.",
        "spin rcf_g=1000 duration_s=120 > read_luminescence",
    ),
    (
        "before-read-shake",
        "Before reading, shake the plate at 600 rpm for 1 min. Read absorbance at 405 nm.",
        "shake speed_rpm=600 duration_s=60 > read_absorbance wavelength_nm=405",
    ),
    (
        "read-but-first",
        "Read absorbance at 595 nm, but first spin the plate at 1000 x g for 1 min.",
        "spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=595",
    ),
    # -- shaking ----------------------------------------------------------------------------
    (
        "shake-basic",
        "Shake the 96-well plate at 800 rpm for 5 min.",
        "shake speed_rpm=800 duration_s=300",
    ),
    (
        "shake-temp",
        "Shake the plate at 1,200 rpm for 10 min at 37 °C on the BioShake.",
        "shake speed_rpm=1200 duration_s=600 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
    ("shake-secs", "shake 30 secs at 500 rpm", "shake speed_rpm=500 duration_s=30"),
    ("shake-too-fast", "Shake the 96-well plate at 9000 rpm for 1 min.", "halted"),
    (
        "shake-then-read",
        "Shake at 300 rpm for 2 min and then read fluorescence at 485/520 nm.",
        "shake speed_rpm=300 duration_s=120 > read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    ("shake-psi", "Shake the plate at 7 psi for 2 min.", "ask"),
    # -- incubation -------------------------------------------------------------------------
    (
        "inc-co2",
        "Incubate the 96-well plate at 37 °C with 5% CO2 for 24 h.",
        "incubate temperature_c=37 co2_percent=5 duration_s=86400",
    ),
    (
        "inc-hours",
        "Incubate the cells at 37 C for 48 hours in the CO2 incubator.",
        "incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "inc-min",
        "Incubate the plate for 30 min at 37 degrees.",
        "incubate temperature_c=37 duration_s=1800",
    ),
    (
        "inc-then-read",
        "Incubate for 30 min at 37 °C, then read absorbance at 562 nm.",
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "inc-overnight",
        "Incubate the plate overnight at 37 C in the Cytomat.",
        "incubate temperature_c=37 duration_s=57600",
    ),
    ("inc-too-hot", "Incubate the plate at 90 °C for 1 h in the CO2 incubator.", "halted"),
    (
        "inc-1h30",
        "Incubate at 30 °C for 1 h 30 min, then spin at 500 x g for 5 min.",
        "incubate temperature_c=30 duration_s=5400 > spin rcf_g=500 duration_s=300",
    ),
    # -- storage and hotels -----------------------------------------------------------------
    ("store-4c", "Store the plate at 4 C.", "store temperature_c=4"),
    ("store-fridge", "Put the sealed plate in the plate fridge at 6 °C.", "store temperature_c=6"),
    (
        "retrieve-read",
        "Retrieve the 96-well plate from the plate hotel and read absorbance at 450 nm.",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=450",
    ),
    (
        "retrieve-peel-inc",
        "Retrieve the plate from the plate hotel, peel it, then incubate at "
        "37 C for 1 h 30 min in the CO2 incubator.",
        "retrieve > peel > incubate temperature_c=37 duration_s=5400 @cytomat_2c450",
    ),
    ("store-cold-too", "Store the plate at -150 °C in the cold store.", "halted"),
    # -- liquid handling ----------------------------------------------------------------------
    (
        "lh-star",
        "Using the Hamilton STAR, add 40 uL of buffer to each well of a 96-well plate.",
        "transfer volume_ul=40 @hamilton_star",
    ),
    (
        "lh-ot2",
        "Add 50 uL of water to every well of the 96-well plate on the OT-2.",
        "transfer volume_ul=50 @opentrons_ot2",
    ),
    (
        "lh-flex",
        "On the Opentrons Flex, dispense 100 µL of medium into each well of a 96-well plate.",
        "transfer volume_ul=100 @opentrons_flex",
    ),
    (
        "lh-fluent",
        "Transfer 25 microliters of buffer to each well of a 384-well plate with the Tecan Fluent.",
        "transfer volume_ul=25 @tecan_fluent",
    ),
    (
        "lh-i5",
        "With the Biomek i5, add 20 ul of reagent to each well of the 96-well plate.",
        "transfer volume_ul=20 @biomek_i5",
    ),
    (
        "lh-ml",
        "Add 1 mL of medium to each well of a 24 deep-well plate.",
        "transfer volume_ul=1000",
    ),
    (
        "lh-microlitres",
        "Pipette 150 microlitres of PBS into every well of a 96-well plate.",
        "transfer volume_ul=150",
    ),
    (
        "lh-columns",
        "Add 50 uL of reagent to columns 1-6 of the 96-well plate.",
        "transfer volume_ul=50 wells=48",
    ),
    (
        "lh-column-ot2",
        "On the OT-2, add 30 uL buffer to column 1 of the 96-well plate.",
        "transfer volume_ul=30 wells=8 @opentrons_ot2",
    ),
    (
        "lh-rows",
        "Dispense 20 uL of substrate into rows A-D of the 96-well plate.",
        "transfer volume_ul=20 wells=48",
    ),
    (
        "lh-two-vols",
        "Add 15 uL master mix and 5 uL template per well of a 96-well PCR plate.",
        "transfer volume_ul=15 > transfer volume_ul=5",
    ),
    (
        "lh-then-mix",
        "Add 100 uL of PBS to each well of a 96-well plate, then mix 5 times.",
        "transfer volume_ul=100",
    ),
    ("lh-overfill", "Add 500 uL of buffer to each well of a 384-well plate.", "halted"),
    (
        "lh-unknown",
        "Use the Tecan EVO 150 to add 50 uL of buffer to each well of a 96-well plate.",
        "ask",
    ),
    (
        "lh-unknown-biomek",
        "Add 40 uL of buffer to every well of a 96-well plate on the Biomek FX.",
        "ask",
    ),
    (
        "lh-add-spin",
        "Add 50 uL of lysis buffer to each well of the 96-well plate, then spin at "
        "1000 x g for 1 min.",
        "transfer volume_ul=50 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "lh-add-shake-read",
        "Add 100 uL of CellTiter-Glo to each well, shake at 300 rpm for 2 min, "
        "then read luminescence.",
        "transfer volume_ul=100 > shake speed_rpm=300 duration_s=120 > read_luminescence",
    ),
    (
        "lh-before-reading",
        "Before reading, add 50 uL of CellTiter-Glo to columns 1-6 on the OT-2 "
        "and shake at 300 rpm for 2 min. Read luminescence.",
        "transfer volume_ul=50 wells=48 @opentrons_ot2 > shake speed_rpm=300 duration_s=120 > "
        "read_luminescence",
    ),
    (
        "lh-after-adding",
        "Read fluorescence at 485/535 nm after adding 20 uL of resazurin to each well.",
        "transfer volume_ul=20 > read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    # -- thermocycling ------------------------------------------------------------------------
    (
        "pcr-stated",
        "Add 15 uL master mix and 5 uL template per well of a 96-well PCR plate, seal it "
        "and run 30 cycles of PCR with annealing at 58 C.",
        "transfer volume_ul=15 > transfer volume_ul=5 > seal > run_pcr cycles=30 annealing_c=58",
    ),
    (
        "pcr-odtc",
        "Run 35 cycles on the ODTC with 60 °C annealing for the sealed 96-well PCR plate.",
        "run_pcr cycles=35 annealing_c=60 @inheco_odtc",
    ),
    (
        "pcr-spin-first",
        "Centrifuge the 96-well PCR plate at 1500 x g for 1 min in the Eppendorf "
        "5810 R, then run 35 cycles on the ODTC.",
        "ask",  # a PCR's annealing temperature is the primers' (since round nineteen)
    ),
    (
        "pcr-stages",
        "Thermocycle the sealed PCR plate: 95 C for 3 min, then 30 cycles of 95 C 15 s, "
        "55 C 30 s, 72 C 1 min; final extension 72 C 5 min.",
        "run_pcr cycles=30 annealing_c=55 final_extension_s=300",
    ),
    (
        "pcr-after-seal",
        "Run the PCR (25 cycles, anneal at 62 °C) after sealing the 96-well PCR plate "
        "at 170 C for 2 s.",
        "seal temperature_c=170 duration_s=2 > run_pcr cycles=25 annealing_c=62",
    ),
    (
        "pcr-peel-read",
        "Peel the PCR plate after cycling 30 cycles at 60 C annealing, then read "
        "fluorescence at 485/520 nm.",
        "run_pcr cycles=30 annealing_c=60 > peel > read_fluorescence "
        "excitation_nm=485 emission_nm=520",
    ),
    (
        "qpcr-cfx",
        "Run qPCR on the CFX384 for 40 cycles with annealing at 60 C on the sealed 384-well "
        "PCR plate.",
        "run_qpcr cycles=40 annealing_c=60 @biorad_cfx384",
    ),
    (
        "pcr-too-many",
        "Run 30 cycles of PCR with denaturation at 140 °C on the sealed PCR plate.",
        "halted",
    ),
    # -- arm, magnetic beads, capillary electrophoresis ----------------------------------------
    (
        "arm-move",
        "Move the plate to the plate reader and read absorbance at 450 nm.",
        "move_plate > read_absorbance wavelength_nm=450",
    ),
    (
        "kf-run",
        "Run the bead clean-up on the KingFisher with the program 'DNA_96'.",
        "run_program @kingfisher_flex",
    ),
    (
        "ce-labchip",
        "Run the DNA assay for 24 samples on the LabChip GX Touch.",
        "run_assay @labchip_gx_touch_ht",
    ),
    # -- mixed styles: wordy, terse, British, traps ---------------------------------------------
    (
        "mx-fridge",
        "Please centrifuge the 96 well plate for 5 minutes at 1000 x g and then put it in "
        "the fridge at 4 degrees.",
        "spin rcf_g=1000 duration_s=300 > store temperature_c=4",
    ),
    (
        "mx-thaw",
        "Thaw the plate at room temperature for 10 min, then spin it down at 1000 g for 1 min.",
        "incubate duration_s=600 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "mx-shaking-inc",
        "Dispense 200 µl of LB into each well of a 96-well deep well plate and "
        "incubate overnight at 37 °C with shaking at 250 rpm.",
        "transfer volume_ul=200 > shake speed_rpm=250 temperature_c=37 duration_s=57600",
    ),
    (
        "mx-wells-a1-h6",
        "Add 5 uL of detection reagent to wells A1 to H6, shake for 30 s at 1000 rpm, "
        "incubate 15 min at RT, and read luminescence.",
        "transfer volume_ul=5 wells=48 > shake speed_rpm=1000 duration_s=30 > incubate "
        "duration_s=900 > read_luminescence",
    ),
    (
        "mx-cytomat-read",
        "Take the plate out of the Cytomat 24 and move it to the SpectraMax; read at 340 nm.",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=340",
    ),
    (
        "mx-cycle-times",
        "Spin the PCR plate at 1000 x g for 60 s, seal it at 165 °C for 3 s, then "
        "cycle 40 times on the ODTC: 95 °C 15 s, 60 °C 60 s.",
        "spin rcf_g=1000 duration_s=60 > seal temperature_c=165 duration_s=3 > run_pcr cycles=40 "
        "denaturation_c=95 annealing_c=60 annealing_s=60 @inheco_odtc",
    ),
    (
        "mx-i7-seal",
        "Using the Biomek i7, transfer 30 µL from the source plate to the destination "
        "plate, then seal the destination plate.",
        "transfer volume_ul=30 @biomek_i7_hybrid > seal",
    ),
    (
        "mx-abs-after-inc",
        "Measure absorbance (450nm) after a 20 minute incubation at 37C.",
        "incubate temperature_c=37 duration_s=1200 > read_absorbance wavelength_nm=450",
    ),
    (
        "mx-ex-em",
        "After incubating at 37 °C for 1 h, spin at 300 × g for 5 min and then read "
        "fluorescence at ex 485 / em 528 nm.",
        "incubate temperature_c=37 duration_s=3600 > spin "
        "rcf_g=300 duration_s=300 > read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "mx-two-wavelengths",
        "Peel the plate in the XPeel, add 25 uL stop solution to every well, and "
        "read absorbance at 450 nm and 570 nm.",
        "peel @azenta_xpeel > transfer volume_ul=25 > "
        "read_absorbance wavelength_nm=450 > read_absorbance wavelength_nm=570",
    ),
    ("mx-space-thousands", "Spin at 2 000 x g for 2 min.", "spin rcf_g=2000 duration_s=120"),
    ("mx-k", "Spin the plate at 1.5k x g for 2 min.", "spin rcf_g=1500 duration_s=120"),
    (
        "mx-rt-after",
        "Add 20 uL of CellTiter-Glo to each well of the 384-well plate, then read "
        "luminescence after 10 min at room temperature.",
        "transfer volume_ul=20 > incubate duration_s=600 > read_luminescence",
    ),
    (
        "mx-hotel-move",
        "Retrieve the assay plate from the plate hotel, move it to the plate reader, "
        "and read fluorescence at 485/520 nm.",
        "retrieve @cytomat_24 > move_plate @spectramax_i3x > "
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "mx-move-sealer",
        "Move the plate from the incubator to the sealer with the PF400, seal it at "
        "170 °C for 2 s and put it in the hotel.",
        "move_plate @azenta_a4s > seal temperature_c=170 duration_s=2 > store",
    ),
    (
        "mx-ot2-colon",
        "On the OT-2: add 100 uL of PBS to columns 7-12 of the 96-well plate.",
        "transfer volume_ul=100 wells=48 @opentrons_ot2",
    ),
    (
        "mx-pcr-setup",
        "Set up a PCR: add 18 µL master mix and 2 µL template to each of 24 wells of a "
        "96-well PCR plate, seal, and run 35 cycles (95 °C 30 s, 57 °C 30 s, 72 °C 45 s).",
        "transfer volume_ul=18 > transfer volume_ul=2 > seal > run_pcr cycles=35 annealing_c=57 "
        "extension_s=45",
    ),
    (
        "mx-qpcr-colon",
        "qPCR: 8 uL master mix and 2 uL cDNA per well of a 384-well PCR plate for 32 "
        "samples in triplicate, seal, 40 cycles on the CFX384.",
        "transfer volume_ul=8 > transfer volume_ul=2 > seal > run_qpcr cycles=40 @biorad_cfx384",
    ),
    (
        "mx-a4s-hig4",
        "Seal the plate with the a4S, then centrifuge it at 1000×g for 1 minute in the HiG4.",
        "seal @azenta_a4s > spin rcf_g=1000 duration_s=60 @bionex_hig4",
    ),
    (
        "mx-bioshake-after",
        "Shake at 1,000 rpm, 25 °C, 10 min on the BioShake; afterwards spin 1 min at 500 x g.",
        "shake speed_rpm=1000 temperature_c=25 duration_s=600 > spin rcf_g=500 duration_s=60",
    ),
    (
        "mx-heat-seal-qpcr",
        "Heat-seal the 384-well PCR plate (175 °C, 1.5 s) before loading it into "
        "the CFX384 for 45 cycles.",
        "seal temperature_c=175 duration_s=1.5 > run_qpcr cycles=45",
    ),
    (
        "mx-bca-steps",
        "BCA assay on 16 lysates: add 200 uL working reagent, incubate 30 min at "
        "37 °C, read at 562 nm.",
        "transfer volume_ul=200 > incubate temperature_c=37 "
        "duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "mx-deep-to-flat",
        "Transfer 50 uL of each sample from the deep-well plate into a 96-well "
        "plate, then read fluorescence at 485/535 nm.",
        "transfer volume_ul=50 > read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "mx-mix-times",
        "Mix the samples by pipetting up and down 10 times with 20 µL.",
        "mix volume_ul=20 cycles=10",
    ),
    (
        "mx-remove",
        "Add 150 µl of 70% ethanol to each well of the deep-well plate, wait 30 s, then remove it.",
        "ask",
    ),
    ("mx-vortex", "Spin the 96-well plate at 500 x g for 2 min, then vortex it briefly.", "ask"),
    ("mx-hz", "Dispense 5 µL into the 96-well plate at 2 Hz.", "ask"),
    ("mx-allegra", "Spin the plate in the Allegra X-15R at 1000 x g for 5 min.", "ask"),
    ("mx-spark", "Incubate at 37 °C for 30 min on the Tecan Spark, then read fluorescence.", "ask"),
    ("mx-pcr-16000", "Spin the 96-well PCR plate at 16,000 x g for 1 min.", "halted"),
]


# -- generated: the same requests in many spellings and orders ------------------------------
_LABWARE = ["96-well plate", "384-well plate", "deep-well plate", "96-well PCR plate"]
_RCF = [("{n} x g", 1), ("{n}xg", 1), ("{n} ×g", 1), ("{n} g", 1), ("{n} rcf", 1), ("{n} x g", 1)]
_TIME = [
    ("{m} min", 60),
    ("{m} mins", 60),
    ("{m} minutes", 60),
    ("{s} s", 1),
    ("{s} sec", 1),
    ("{s} seconds", 1),
]
_TEMP = ["{c} °C", "{c} C", "{c} degrees", "{c}°C", "{c} degrees C"]
_VOL = ["{v} uL", "{v} µL", "{v} ul", "{v} microliters", "{v} microlitres"]


def _thousands(n: int, k: int) -> str:
    return f"{n:,}" if n >= 1000 and k % 2 else str(n)


def _spin(k: int) -> tuple[str, str, str]:
    """(imperative phrase, gerund phrase, expected) of the k-th spin."""
    n = [300, 500, 800, 1000, 1200, 1500, 2000, 2500][k % 8]
    rcf = _RCF[k % len(_RCF)][0].format(n=_thousands(n, k))
    minutes = [1, 2, 3, 5, 10][k % 5]
    tpl, _ = _TIME[k % len(_TIME)]
    seconds = minutes * 60
    t = tpl.format(m=minutes, s=seconds)
    lw = _LABWARE[k % len(_LABWARE)]
    verb = ["Spin", "Centrifuge", "spin", "Centrifuge"][k % 4]
    phrase = f"{verb} the {lw} at {rcf} for {t}"
    gerund = f"spinning the {lw} at {rcf} for {t}"
    return phrase, gerund, f"spin rcf_g={n} duration_s={seconds}"


def _read(k: int) -> tuple[str, str, str]:
    kind = k % 3
    if kind == 0:
        nm = [405, 450, 490, 562, 595, 600, 620, 660][k % 8]
        return (
            f"read absorbance at {nm} nm",
            f"reading absorbance at {nm} nm",
            f"read_absorbance wavelength_nm={nm}",
        )
    if kind == 1:
        ex, em = [(485, 535), (530, 590), (360, 460), (485, 520)][k % 4]
        return (
            f"read fluorescence at {ex}/{em} nm",
            f"reading fluorescence at {ex}/{em} nm",
            f"read_fluorescence excitation_nm={ex} emission_nm={em}",
        )
    integ = [1, 0.5, 2][k % 3]
    return (
        f"read luminescence with {integ} s integration",
        f"reading luminescence with {integ} s integration",
        f"read_luminescence integration_s={integ}",
    )


def _shake(k: int) -> tuple[str, str, str]:
    rpm = [300, 500, 800, 1000, 1500][k % 5]
    minutes = [1, 2, 5][k % 3]
    tpl, _ = _TIME[(k + 1) % 3]
    return (
        f"shake the plate at {_thousands(rpm, k)} rpm for {tpl.format(m=minutes, s=minutes * 60)}",
        f"shaking at {rpm} rpm for {minutes} min",
        f"shake speed_rpm={rpm} duration_s={minutes * 60}",
    )


def _incubate(k: int) -> tuple[str, str, str]:
    c = [25, 30, 37][k % 3]
    temp = _TEMP[k % len(_TEMP)].format(c=c)
    hours = [1, 2, 4][k % 3]
    h = ["h", "hr", "hours", "hrs"][k % 4]
    return (
        f"incubate at {temp} for {hours} {h}",
        f"incubating at {c} °C for {hours} h",
        f"incubate temperature_c={c} duration_s={hours * 3600}",
    )


def _add(k: int) -> tuple[str, str, str]:
    v = [10, 20, 25, 40, 50, 75, 100][k % 7]
    vol = _VOL[k % len(_VOL)].format(v=v)
    reagent = ["buffer", "substrate", "PBS", "reagent", "water"][k % 5]
    return (
        f"add {vol} of {reagent} to each well",
        f"adding {v} uL of {reagent} to each well",
        f"transfer volume_ul={v}",
    )


_MAKERS = [_spin, _read, _shake, _incubate, _add]
_ORDERS = ["then", "followed", "after", "later-first", "before", "sentences", "numbered", "semi"]


def _pair(k: int) -> Case:
    first_maker = _MAKERS[k % len(_MAKERS)]
    second_maker = _MAKERS[(k // len(_MAKERS) + 1 + k) % len(_MAKERS)]
    if second_maker is first_maker:
        second_maker = _MAKERS[(k + 2) % len(_MAKERS)]
    a_phrase, a_ger, a_exp = first_maker(k)
    b_phrase, _, b_exp = second_maker(k + 3)
    b_phrase = b_phrase[0].lower() + b_phrase[1:]
    order = _ORDERS[k % len(_ORDERS)]
    if _read in (first_maker, second_maker):  # plate readers take no deep-well plates
        a_phrase, a_ger = (x.replace("deep-well", "96-well") for x in (a_phrase, a_ger))
        b_phrase = b_phrase.replace("deep-well", "96-well")
    cap = b_phrase[0].upper() + b_phrase[1:]
    if order == "then":
        text = f"{a_phrase[0].upper() + a_phrase[1:]}, then {b_phrase}."
    elif order == "followed":
        text = f"{a_phrase[0].upper() + a_phrase[1:]}, followed by: {b_phrase}."
    elif order == "after":
        text = f"{cap} after {a_ger}."
    elif order == "later-first":
        text = f"{cap}. Before that, {a_phrase}."
    elif order == "before":
        text = f"{a_phrase[0].upper() + a_phrase[1:]} before you {b_phrase}."
    elif order == "sentences":
        text = f"{a_phrase[0].upper() + a_phrase[1:]}. Next, {b_phrase}."
    elif order == "numbered":
        text = f"1) {a_phrase}\n2) {b_phrase}"
    else:
        text = f"{a_phrase[0].upper() + a_phrase[1:]}; {b_phrase}."
    return (f"gen-{k:03d}-{order}", text, f"{a_exp} > {b_exp}")


def _single(k: int) -> Case:
    maker = _MAKERS[k % len(_MAKERS)]
    phrase, _, exp = maker(k + 7)
    text = phrase[0].upper() + phrase[1:] + ("." if k % 2 else "")
    return (f"one-{k:03d}", text, exp)


# -- written after the planner was tuned, as held-out checks; kept as regression cases ------
LATER: list[Case] = [
    # a lead with no comma whose first noun is also a verb ('before the spin peel it')
    (
        "h00a",
        "Read the 96-well plate at 600 nm after spinning it at 500 x g for 2 min; before the "
        "spin peel it.",
        "peel > spin rcf_g=500 duration_s=120 > read_absorbance wavelength_nm=600",
    ),
    (
        "h00b",
        "read abs 450nm on the 384 well plate. before the read shake it 1000 rpm 30 sec",
        "shake speed_rpm=1000 duration_s=30 > read_absorbance wavelength_nm=450",
    ),
    (
        "h00c",
        "After the shake spin the 96-well plate at 1,000 xg for 1 min. Shake it first at "
        "600 rpm for 2 mins.",
        "shake speed_rpm=600 duration_s=120 > spin rcf_g=1000 duration_s=60",
    ),
    # tube sets: 'the tubes' spun, then each one's supernatant into its own well
    (
        "h00d",
        "Spin the lysate tubes at 13,000 rcf for 8 mins (5424R) and then pipette 30 ul of each "
        "supernatant into columns 1-2 of a 96 well plate.",
        "spin rcf_g=13000 duration_s=480 @eppendorf_5424r > transfer volume_ul=30 wells=16",
    ),
    (
        "h00e",
        "Once the microfuge tubes have been centrifuged (16000 x g, 10 min, 4 degC), the Hamilton "
        "takes 100 µl of the cleared lysate from each tube into the deep-well block.",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 > transfer volume_ul=100 @hamilton_star",
    ),
    (
        "h00f",
        "On the OT-2 move 25 uL from the 2 mL tubes into rows A and B of the PCR plate, then "
        "seal it at 170 C for 2 s.",
        "transfer volume_ul=25 @opentrons_ot2 wells=24 > seal temperature_c=170 duration_s=2",
    ),
    # history and pronouns: what was done already, and 'them' for the tubes named before
    (
        "h00g",
        "Library plate: 20 uL reactions, sealed and spun already. ODTC please: 98 °C 30 s, "
        "then 12 cycles of 98 °C 10 s / 65 °C 75 s.",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=30 cycles=12 "
        "denaturation_c=98 denaturation_s=10 annealing_c=65 annealing_s=75 @inheco_odtc",
    ),
    (
        "h00h",
        "Remember the ELISA plate we peeled yesterday? Read it at 450 nm on the i3x and then "
        "park it.",
        "read_absorbance wavelength_nm=450 @spectramax_i3x > store @cytomat_24",
    ),
    (
        "h00i",
        "Six 15 ml conicals of culture are on the bench. Previously we ran 2,000 x g and lost "
        "cells; this time spin them in the 5810 R at 1,000 x g for 10 min.",
        "spin rcf_g=1000 duration_s=600 @eppendorf_5810r",
    ),
    (
        "h00j",
        "The previous LabChip run only took 24 samples; please run all 48 this time on the "
        "DNA 5K assay.",
        "run_assay assay=dna_5k sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "h00k",
        "grab the assay plate frm the hotel w/ the pf 400 and read luminescence, 0.5 s",
        "retrieve @cytomat_24 > read_luminescence integration_s=0.5",
    ),
    (
        "h00l",
        "24 libraries in the PCR plate, columns 1-3. Analyse them on the GX Touch; kit: HT DNA "
        "High Sensitivity.",
        "run_assay assay=dna_high_sensitivity @labchip_gx_touch_ht",
    ),
    (
        "h00m",
        "pls run all 96 on the DNA HS assay (GX Touch)",
        "run_assay assay=dna_high_sensitivity sample_count=96 @labchip_gx_touch_ht",
    ),
    (
        "h00n",
        "Grab the library plate out of the Cytomat 24, peel it and analyse 40 samples on the "
        "LabChip.\nKit: RNA Pico",
        "retrieve @cytomat_24 > peel > run_assay assay=rna_pico sample_count=40",
    ),
    (
        "h00o",
        "Spin the six 15 ml falcons 4000 x g 10 min in the 5810 R, then the STAR moves 1 mL of "
        "each supernatant into the 24 deep-well block.",
        "spin rcf_g=4000 duration_s=600 @eppendorf_5810r > transfer volume_ul=1000 wells=6 "
        "@hamilton_star",
    ),
    (
        "h01",
        "Centrifuge the 384 well plate for 90 s at 750 x g, then seal it at 165 °C for 2.5 s.",
        "spin rcf_g=750 duration_s=90 > seal temperature_c=165 duration_s=2.5",
    ),
    (
        "h02",
        "Using the Opentrons Flex, transfer 35 µL of sample from column 1 to column "
        "2 of the 96-well plate.",
        "transfer volume_ul=35 @opentrons_flex",
    ),
    (
        "h03",
        "Read the fluorescence (ex 560 nm, em 590 nm) of the 384-well plate after a "
        "15 minute incubation at 37 °C.",
        "incubate temperature_c=37 duration_s=900 > read_fluorescence "
        "excitation_nm=560 emission_nm=590",
    ),
    (
        "h04",
        "Incubate cells at 37 degrees Celsius and 5 percent CO2 for 3 days.",
        "incubate temperature_c=37 co2_percent=5 duration_s=259200",
    ),
    (
        "h05",
        "Shake the deep-well plate at 1200 rpm for 3 min at 30 °C, then centrifuge "
        "it at 2000 x g for 5 min.",
        "shake speed_rpm=1200 duration_s=180 temperature_c=30 > spin rcf_g=2000 duration_s=300",
    ),
    (
        "h06",
        "Seal the PCR plate, then run 32 cycles with annealing at 55 °C for 20 s "
        "and extension at 72 °C for 40 s.",
        "seal > run_pcr cycles=32 annealing_c=55 annealing_s=20 extension_s=40",
    ),
    (
        "h07",
        "Before the absorbance read at 490 nm, incubate the plate for 2 h at 37 °C.",
        "incubate temperature_c=37 duration_s=7200 > read_absorbance wavelength_nm=490",
    ),
    (
        "h08",
        "Add 60 µL of PBS to rows A to D of the 96-well plate.",
        "transfer volume_ul=60 wells=48",
    ),
    (
        "h09",
        "Move the plate to the plate hotel and store it there.",
        "move_plate @cytomat_24 > store",
    ),
    (
        "h10",
        "Spin the plate at 500 x g for 2 min using the Sorvall Legend.",
        "ask",
    ),
    (
        "h11",
        "Retrieve the plate from the cold store, peel it, add 5 µL of stop buffer "
        "to each well and read luminescence with 1 s integration.",
        "retrieve @cytomat_2c425 > peel > transfer volume_ul=5 > read_luminescence integration_s=1",
    ),
    (
        "h12",
        "Incubate for 45 min at 37 °C. Then add 50 uL of TMB to each well. Read "
        "absorbance at 650 nm.",
        "incubate temperature_c=37 duration_s=2700 > transfer volume_ul=50 > "
        "read_absorbance wavelength_nm=650",
    ),
    (
        "h13",
        "Spin the plate at 200,000 x g for 1 min.",
        "halted",
    ),
    (
        "h14",
        "Dispense 25 µL assay buffer into all wells of a 384-well plate with the "
        "Hamilton STAR, then spin at 1000 x g for 1 min.",
        "transfer volume_ul=25 @hamilton_star > spin rcf_g=1000 duration_s=60",
    ),
    (
        "h15",
        "Heat the 96-well PCR plate at 65 °C for 10 min on the ODTC.",
        "incubate temperature_c=65 duration_s=600 @inheco_odtc",
    ),
    (
        "h16",
        "Read absorbance at 340 nm; before that, shake the plate at 600 rpm for 30 s.",
        "shake speed_rpm=600 duration_s=30 > read_absorbance wavelength_nm=340",
    ),
    (
        "h17",
        "Centrifuge the 50 mL tubes at 4000 x g for 15 min at 4 °C.",
        "spin rcf_g=4000 duration_s=900 temperature_c=4",
    ),
    (
        "h18",
        "Add 10 µL of compound to the 96-well plate at 5 mM.",
        "transfer volume_ul=10",
    ),
    (
        "h19",
        "Shake the plate for 10 min at 450 rpm and 37 °C, incubate it for 1 h at 37 "
        "°C, then read absorbance at 570 nm.",
        "shake speed_rpm=450 duration_s=600 temperature_c=37 > incubate "
        "temperature_c=37 duration_s=3600 > read_absorbance wavelength_nm=570",
    ),
    (
        "h20",
        "Spin the plate at 1000 x g for 1 min at 12 bar.",
        "ask",
    ),
    (
        "h21",
        "Run 40 cycles of qPCR with 60 °C annealing for 1 min on the sealed 384-well plate.",
        "run_qpcr cycles=40 annealing_c=60 annealing_s=60",
    ),
    (
        "h22",
        "Transfer 20 µL from each of the 8 tubes into column 1 of the 96-well plate.",
        "transfer volume_ul=20",
    ),
    (
        "h23",
        "Seal the plate at 180 °C for 1 s, store it at 4 °C, and retrieve it the next day.",
        "seal temperature_c=180 duration_s=1 > store temperature_c=4 > retrieve",
    ),
    (
        "h24",
        "Read luminescence, then fluorescence at 485/528 nm, then absorbance at 600 nm.",
        "read_luminescence > read_fluorescence excitation_nm=485 emission_nm=528 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "h25",
        "Spin for 10 minutes at 3000 rpm.",
        "ask",
    ),
    (
        "k01",
        "Centrifuge the microtitre plate at 1 500 × g for 3 minutes, then read the "
        "optical density at 600 nm.",
        "spin rcf_g=1500 duration_s=180 > read_absorbance wavelength_nm=600",
    ),
    (
        "k02",
        "Pipette 75 microlitres of medium into wells B2 to G11 of the 96-well plate "
        "using the Tecan Fluent.",
        "transfer volume_ul=75 wells=60 @tecan_fluent",
    ),
    (
        "k03",
        "1. Take the plate from the plate hotel\n2. Peel off the foil\n3. Read "
        "absorbance at 405 nm\n4. Put the plate back in the hotel",
        "retrieve @cytomat_24 > peel > read_absorbance wavelength_nm=405 > store @cytomat_24",
    ),
    (
        "k04",
        "Incubate the 96-well plate at 37 °C for 20 min, shake it at 700 rpm for 1 "
        "min, and read fluorescence at 490/520 nm.",
        "incubate temperature_c=37 duration_s=1200 > shake speed_rpm=700 "
        "duration_s=60 > read_fluorescence excitation_nm=490 emission_nm=520",
    ),
    (
        "k05",
        "Spin the 384-well plate (500 g, 1 min) before sealing it at 170 °C for 2 seconds.",
        "spin rcf_g=500 duration_s=60 > seal temperature_c=170 duration_s=2",
    ),
    (
        "k06",
        "Store the sealed plate at -20 °C.",
        "halted",
    ),
    (
        "k07",
        "Run the PCR plate on the ODTC: 95 °C for 2 min, 30 cycles of 95 °C 20 s / "
        "58 °C 20 s / 72 °C 30 s, final extension 72 °C for 5 min, hold at 4 °C.",
        "run_pcr cycles=30 annealing_c=58 final_extension_s=300 hold_c=4 @inheco_odtc",
    ),
    (
        "k08",
        "Add 2 µL of compound to columns 3 to 10 of the 384-well plate with the Biomek i5.",
        "transfer volume_ul=2 wells=128 @biomek_i5",
    ),
    (
        "k09",
        "Shake at 1800 rpm for 45 s.",
        "shake speed_rpm=1800 duration_s=45",
    ),
    (
        "k10",
        "After a 5 min spin at 300 x g, add 100 µL of fresh medium to each well and "
        "incubate at 37 °C with 5 % CO2 for 2 days.",
        "spin rcf_g=300 duration_s=300 > transfer volume_ul=100 > incubate "
        "temperature_c=37 co2_percent=5 duration_s=172800",
    ),
    (
        "k11",
        "Spin at 4,200 rpm for 8 min in the Eppendorf 5810 R.",
        "ask",
    ),
    (
        "k12",
        "Read absorbance at 260 nm and 280 nm on the SpectraMax i3x.",
        "read_absorbance wavelength_nm=260 @spectramax_i3x > read_absorbance "
        "wavelength_nm=280 @spectramax_i3x",
    ),
    (
        "k13",
        "Thermocycle the sealed plate for 45 cycles on the Applied Biosystems QuantStudio 7.",
        "ask",
    ),
    (
        "k14",
        "Transfer the plate to the heat sealer and seal it at 160 °C for 3 s.",
        "move_plate @azenta_a4s > seal temperature_c=160 duration_s=3",
    ),
    (
        "k15",
        "Add 45 µL of assay buffer to each well, then 5 µL of enzyme, mix 3 times "
        "and read luminescence.",
        "transfer volume_ul=45 > transfer volume_ul=5 > read_luminescence",
    ),
    (
        "k16",
        "Incubate at 37 °C for 2 h 15 min.",
        "incubate temperature_c=37 duration_s=8100",
    ),
    (
        "k17",
        "Centrifuge the 2 mL tubes at 10,000 x g for 2 min at 4 °C.",
        "spin rcf_g=10000 duration_s=120 temperature_c=4",
    ),
    (
        "k18",
        "Spin the plate at 300 x g for 5 min at 37 °C on the VSpin.",
        "halted",
    ),
    (
        "k19",
        "Put the plate in the CO2 incubator (37 °C, 5% CO2) for 30 min, then read "
        "luminescence with an integration time of 500 ms.",
        "incubate temperature_c=37 co2_percent=5 duration_s=1800 > "
        "read_luminescence integration_s=0.5",
    ),
    (
        "k20",
        "Dispense 30 µL of substrate to all wells, wait 10 minutes and read absorbance at 405 nm.",
        "transfer volume_ul=30 > incubate duration_s=600 > read_absorbance wavelength_nm=405",
    ),
    (
        "m01",  # each wash adds 200 µL and takes it off to waste again
        "Wash the plate 3 times with 200 µL PBS.",
        "transfer volume_ul=200 > transfer volume_ul=200 > transfer volume_ul=200 > "
        "transfer volume_ul=200 > transfer volume_ul=200 > transfer volume_ul=200",
    ),
    (
        "m02",
        "Spin the 96-well plate at 1000g for 1min.",
        "spin rcf_g=1000 duration_s=60",
    ),
    (
        "m03",
        "Centrifuge at 1,000 RCF for 120 seconds.",
        "spin rcf_g=1000 duration_s=120",
    ),
    (
        "m04",
        "Add 50 µL of 2x master mix and 50 µL of sample to each well of the PCR "
        "plate, then seal and thermocycle 30 cycles with 62 °C annealing.",
        "transfer volume_ul=50 > transfer volume_ul=50 > seal > run_pcr cycles=30 annealing_c=62",
    ),
    (
        "m05",
        "Read fluorescence with excitation 544 nm and emission 590 nm.",
        "read_fluorescence excitation_nm=544 emission_nm=590",
    ),
    (
        "m06",
        "Seal, then spin briefly at 500 x g for 30 s, then store at 4 °C in the fridge.",
        "seal > spin rcf_g=500 duration_s=30 > store temperature_c=4",
    ),
    (
        "m07",
        "Transfer 100 µL of the supernatant from the deep-well plate into a fresh "
        "96-well plate on the Hamilton STAR.",
        "transfer volume_ul=100 @hamilton_star",
    ),
    (
        "m08",
        "Incubate at 42 °C for 15 minutes, then at 95 °C for 5 minutes on the ODTC.",
        "incubate temperature_c=42 duration_s=900 > incubate temperature_c=95 duration_s=300",
    ),
    (
        "m09",
        "Shake the plate at 2500 rpm for 20 s on the BioShake 3000-T.",
        "shake speed_rpm=2500 duration_s=20 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "m10",
        "Using the HiG 4, spin the deep-well plate at 4000 x g for 30 min.",
        "halted",
    ),
    (
        "m11",
        "Read absorbance at 450 nm after adding 100 µL stop solution to each well.",
        "transfer volume_ul=100 > read_absorbance wavelength_nm=450",
    ),
    (
        "m12",
        "Dispense 10 µL of cells at 1e5 cells/mL into every well of a 384-well "
        "plate and incubate at 37 °C for 24 h with 5% CO2.",
        "transfer volume_ul=10 > incubate temperature_c=37 duration_s=86400 co2_percent=5",
    ),
    (
        "m13",
        "Incubate at 37 °C overnight, then read OD600 in the SpectraMax.",
        "incubate temperature_c=37 duration_s=57600 > read_absorbance "
        "wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "m14",
        "Seal the plate at 170 °C for 2 s on the Thermo ALPS 3000.",
        "ask",
    ),
    (
        "m15",
        "Add 5 µL of DNA to wells A1-A6, then 15 µL water to the same wells.",
        "transfer volume_ul=5 wells=6 > transfer volume_ul=15",
    ),
    (
        "m16",
        "Spin at 1000 x g for 1 min, read luminescence, then read fluorescence at 485/535 nm.",
        "spin rcf_g=1000 duration_s=60 > read_luminescence > read_fluorescence "
        "excitation_nm=485 emission_nm=535",
    ),
    (
        "m17",
        "Heat the samples to 98 °C for 10 minutes.",
        "incubate temperature_c=98 duration_s=600",
    ),
    (
        "m18",
        "Store the plate at 37 °C in the hotel.",
        "halted",
    ),
    (
        "m19",
        "Move the plate from the sealer to the centrifuge and spin it at 800 x g for 2 min.",
        "move_plate > spin rcf_g=800 duration_s=120",
    ),
    (
        "m20",
        "Peel the plate, add 20 µL of buffer to columns 1-3, re-seal at 165 °C for "
        "3 s and spin at 1000 x g for 1 min.",
        "peel > transfer volume_ul=20 wells=24 > seal temperature_c=165 "
        "duration_s=3 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "n01",
        "Read the plate's absorbance at 595 nm; prior to that, add 200 µL of "
        "Bradford reagent to every well.",
        "transfer volume_ul=200 > read_absorbance wavelength_nm=595",
    ),
    (
        "n02",
        "Once the plate has been sealed at 170 °C for 2 s, centrifuge it at 1200 x g for 1 min.",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=1200 duration_s=60",
    ),
    (
        "n03",
        "Centrifuge the plate (2 min, 1,000 ×g), aspirate nothing, and read "
        "fluorescence at ex 485 nm / em 535 nm.",
        "ask",
    ),
    (
        "n04",
        "Following a 30-minute incubation at 37 °C, measure luminescence.",
        "incubate temperature_c=37 duration_s=1800 > read_luminescence",
    ),
    (
        "n05",
        "Spin the 96 well PCR plate at 1000 x g for 1 min; seal it; cycle 35 times "
        "(94 °C 30 s, 55 °C 30 s, 72 °C 1 min).",
        "spin rcf_g=1000 duration_s=60 > seal > run_pcr cycles=35 denaturation_c=94 "
        "annealing_c=55 extension_s=60",
    ),
    (
        "n06",
        "Add 150 uL of growth medium to each well of a 96-well plate using the OT-2 "
        "and incubate in the CO2 incubator at 37 °C for 4 days.",
        "transfer volume_ul=150 @opentrons_ot2 > incubate temperature_c=37 "
        "duration_s=345600 @cytomat_2c450",
    ),
    (
        "n07",
        "Measure the absorbance of the 384-well plate at 570 nm before and after a "
        "10 min incubation at 37 °C.",
        "read_absorbance wavelength_nm=570 > incubate temperature_c=37 "
        "duration_s=600 > read_absorbance wavelength_nm=570",
    ),
    (
        "n08",
        "Put the plate into the plate fridge at 8 °C.",
        "store temperature_c=8",
    ),
    (
        "n09",
        "Spin at 1200 x g for 3 min, then at 2000 x g for 1 min.",
        "spin rcf_g=1200 duration_s=180 > spin rcf_g=2000 duration_s=60",
    ),
    (
        "n10",
        "Add 30 µL of diluent to wells A1 through A12.",
        "transfer volume_ul=30 wells=12",
    ),
    (
        "n11",
        "Shake for 1 min at 1000 rpm, then for 5 min at 500 rpm.",
        "shake speed_rpm=1000 duration_s=60 > shake speed_rpm=500 duration_s=300",
    ),
    (
        "n12",
        "Seal the plate at 170 °C for 2 s with the plate sealer, then move it to the cold store.",
        "seal temperature_c=170 duration_s=2 > move_plate @cytomat_2c425",
    ),
    (
        "n13",
        "Run the qPCR (45 cycles, annealing 60 °C for 30 s) on the CFX384 after "
        "sealing the 384-well PCR plate.",
        "seal > run_qpcr cycles=45 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "n14",
        "Read absorbance at 450 nm at 25 °C.",
        "read_absorbance wavelength_nm=450 temperature_c=25",
    ),
    (
        "n15",
        "Transfer 50 microlitres of each sample to the assay plate, mix 5 times, "
        "and read the fluorescence at 340/460 nm.",
        "transfer volume_ul=50 > read_fluorescence excitation_nm=340 emission_nm=460",
    ),
    (
        "n16",
        "Centrifuge the plate at 1000 x g for 10 min at -5 °C in the Eppendorf 5810 R.",
        "spin rcf_g=1000 duration_s=600 temperature_c=-5 @eppendorf_5810r",
    ),
    (
        "n17",
        "Spin the tubes for 30 seconds at max speed.",
        "ask",
    ),
    (
        "n18",
        "Incubate the sealed plate at 4 °C for 1 week.",
        "incubate temperature_c=4 duration_s=604800",
    ),
    (
        "n19",
        "Add 10 µL per well of 10 mM compound stock into the 384-well plate with the Biomek i7.",
        "transfer volume_ul=10 @biomek_i7_hybrid",
    ),
    (
        "n20",
        "Spin at 300 x g for 5 min before you read the plate at 600 nm, and peel it first.",
        "peel > spin rcf_g=300 duration_s=300 > read_absorbance wavelength_nm=600",
    ),
    (
        "p01",
        "Set up 24 PCR reactions in a 96-well PCR plate: 12.5 µL master mix, 2.5 µL "
        "primers and 10 µL template per well; seal and run 30 cycles with 60 °C "
        "annealing.",
        "transfer volume_ul=12.5 > transfer volume_ul=2.5 > transfer volume_ul=10 > "
        "seal > run_pcr cycles=30 annealing_c=60",
    ),
    (
        "p02",
        "Plate 40 samples in duplicate into a 384-well plate, 10 µL each.",
        "transfer volume_ul=10",
    ),
    (
        "p03",
        "Add 100 µL of PBS to the first 6 columns of the 96-well plate.",
        "transfer volume_ul=100 wells=48",
    ),
    (
        "p04",
        "Spin the 1.5 mL tubes at 13,000 rpm for 10 min.",
        "ask",
    ),
    (
        "p05",
        "In the 384-well PCR plate, seal at 165 °C for 3 s and run 40 cycles on the "
        "CFX384 with 58 °C annealing.",
        "seal temperature_c=165 duration_s=3 > run_qpcr cycles=40 annealing_c=58 @biorad_cfx384",
    ),
    (
        "p06",
        "Centrifuge the 24 deep-well plate at 2,500 × g for 10 min.",
        "spin rcf_g=2500 duration_s=600",
    ),
    (
        "p07",
        "Add 20 µL of sample to wells A1, B1 and C1, then read fluorescence at 485/520 nm.",
        "transfer volume_ul=20 wells=3 > read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "p08",
        "Read the absorbance at 450 nm of the ELISA plate on the SpectraMax, then "
        "store the plate at 4 °C.",
        "read_absorbance wavelength_nm=450 @spectramax_i3x > store temperature_c=4",
    ),
    (
        "p09",
        "Dispense 25 µL of reagent to each well of the 96 well plate on the "
        "Hamilton Microlab STAR and shake for 2 min at 800 rpm.",
        "transfer volume_ul=25 @hamilton_star > shake speed_rpm=800 duration_s=120",
    ),
    (
        "p10",
        "Incubate the plate for 5 min at 95 °C on the thermocycler, then hold at 4 °C for 10 min.",
        "incubate temperature_c=95 duration_s=300 > incubate temperature_c=4 duration_s=600",
    ),
    (
        "p11",
        "Bring the plate to the XPeel, remove the seal, then add 40 µL buffer to all wells.",
        "move_plate @azenta_xpeel > peel > transfer volume_ul=40",
    ),
    (
        "p12",
        "Spin the 384-well plate at 1000 x g for 1 min, read luminescence with 0.1 "
        "s integration and put it back into the plate hotel.",
        "spin rcf_g=1000 duration_s=60 > read_luminescence integration_s=0.1 > store @cytomat_24",
    ),
    (
        "p13",
        "Shake at 600 rpm for 15 min at 37 °C.",
        "shake speed_rpm=600 duration_s=900 temperature_c=37",
    ),
    (
        "p14",
        "Add 5 µL of each of the 16 samples to a 96-well plate, then add 195 µL of "
        "Bradford reagent and read at 595 nm.",
        "transfer volume_ul=5 > transfer volume_ul=195 > read_absorbance wavelength_nm=595",
    ),
    (
        "p15",
        "Spin the plate at 100,000 x g for 30 min.",
        "halted",
    ),
    (
        "p16",
        "Seal the plate at 300 °C.",
        "halted",
    ),
    (
        "p17",
        "Incubate at 37°C, 5%CO2, 90% humidity for 24h.",
        "incubate temperature_c=37 co2_percent=5 humidity_percent=90 duration_s=86400",
    ),
    (
        "p18",
        "Retrieve the plate from the Cytomat 24, spin it at 500 x g for 1 min on "
        "the VSpin and read absorbance at 340 nm on the SpectraMax i3x.",
        "retrieve @cytomat_24 > spin rcf_g=500 duration_s=60 @agilent_vspin > "
        "read_absorbance wavelength_nm=340 @spectramax_i3x",
    ),
    (
        "p19",
        "Add 10 µL of water to column 12 as a blank, then read absorbance at 600 nm.",
        "transfer volume_ul=10 wells=8 > read_absorbance wavelength_nm=600",
    ),
    (
        "p20",
        "Spin the plate at 2 krpm.",
        "ask",
    ),
]

GENERATED: list[Case] = [_pair(k) for k in range(80)] + [_single(k) for k in range(30)]
# -- fresh batches (issue 9 follow-up), written before the planner ran on them ---------
NOTEBOOK: list[Case] = [  # notebook shorthand: cfg, inc, o/n, RT, ul/µl/μl, x3, 96wp
    ("nb01", "cfg plate 500xg 2min", "spin rcf_g=500 duration_s=120"),
    ("nb02", "spin 96wp @ 1000 x g, 5 min, 4C", "spin rcf_g=1000 duration_s=300 temperature_c=4"),
    (
        "nb03",
        "1.5ml eppendorfs -> cfg 16000xg 10 min 4°C",
        "spin rcf_g=16000 duration_s=600 temperature_c=4",
    ),
    (
        "nb05",
        "inc plate 37°C 30 min, then read abs 450nm",
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=450",
    ),
    (
        "nb08",
        "add 20 μl substrate to each well then read abs @ 405 nm",
        "transfer volume_ul=20 > read_absorbance wavelength_nm=405",
    ),
    ("nb09", "shake 800rpm 5min", "shake speed_rpm=800 duration_s=300"),
    (
        "nb10",
        "shake 1000 rpm x 2 min @ 25C",
        "shake speed_rpm=1000 duration_s=120 temperature_c=25",
    ),
    ("nb11", "wash x3 w/ 200ul PBS", "ask"),
    ("nb12", "seal 170C 2s", "seal temperature_c=170 duration_s=2"),
    (
        "nb13",
        "heat seal plate (165 °C, 3 s) then cfg 1000 x g 1 min",
        "seal temperature_c=165 duration_s=3 > spin rcf_g=1000 duration_s=60",
    ),
    ("nb14", "cfg 5–10 min @ 500 x g", "ask"),
    ("nb15", "inc 37 ± 1 °C for 1 h", "incubate temperature_c=37 duration_s=3600"),  # set point
    ("nb16", "read fluo ex485/em535", "read_fluorescence excitation_nm=485 emission_nm=535"),
    ("nb17", "read abs 600nm on spectramax", "read_absorbance wavelength_nm=600 @spectramax_i3x"),
    ("nb18", "cfg 300,000 x g 1 min", "halted"),
    ("nb19", "seal @ 400C", "halted"),
    ("nb20", "opentrons ot2: 10ul from col 1 -> col 2", "transfer volume_ul=10 @opentrons_ot2"),
    (
        "nb21",
        "Biomek-i7: add 30 uL buffer to all wells of 384wp",
        "transfer volume_ul=30 @biomek_i7_hybrid",
    ),
    (
        "nb22",
        "STAR: dispense 100ul media to row A",
        "transfer volume_ul=100 @hamilton_star wells=12",
    ),
    ("nb23", "cfg 2000 x g 1 h 4 °C", "spin rcf_g=2000 duration_s=3600 temperature_c=4"),
    (
        "nb24",
        "incubate 37°C/5% CO2 48h",
        "incubate temperature_c=37 co2_percent=5 duration_s=172800",
    ),
    (
        "nb25",
        "add 5 µL sample (triplicate) then 95 µL reagent; read abs 562 nm",
        "transfer volume_ul=5 > transfer volume_ul=95 > read_absorbance wavelength_nm=562",
    ),
    ("nb26", "half a plate: add 40ul buffer", "ask"),
    ("nb27", "read lum, 0.5 s integration", "read_luminescence integration_s=0.5"),
    (
        "nb28",
        "read abs 450 nm prior to that inc 37C 1h",
        "incubate temperature_c=37 duration_s=3600 > read_absorbance wavelength_nm=450",
    ),
    (
        "nb29",
        "read abs at 595nm; beforehand shake 600 rpm 1 min",
        "shake speed_rpm=600 duration_s=60 > read_absorbance wavelength_nm=595",
    ),
    (
        "nb30",
        "having first spun the plate at 500 x g for 1 min, read abs at 340 nm",
        "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=340",
    ),
    (
        "nb31",
        "cfg 1000 x g 1 min; once done, seal 165C 2.5s",
        "spin rcf_g=1000 duration_s=60 > seal temperature_c=165 duration_s=2.5",
    ),
    (
        "nb32",
        "1. add 10 uL sample\n2. shake 500 rpm 1 min\n3. read abs 450 nm",
        "transfer volume_ul=10 > shake speed_rpm=500 duration_s=60 > read_absorbance "
        "wavelength_nm=450",
    ),
    (
        "nb33",
        "- cfg 400xg 3 min\n- inc 37C 20 min\n- read fluo ex 485 em 520",
        "spin rcf_g=400 duration_s=180 > incubate temperature_c=37 duration_s=1200 > "
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    ("nb34", "spin 96wp 200 x g 30 sec", "spin rcf_g=200 duration_s=30"),
    ("nb35", "inc 4 degC 15 min", "incubate temperature_c=4 duration_s=900"),
    ("nb36", "add 100 ul to wells A1-A6", "transfer volume_ul=100 wells=6"),
    ("nb37", "cfg 1.5 krpm 2 min", "ask"),
    (
        "nb38",
        "shake 3000rpm 1min then cfg 500xg 1 min",
        "shake speed_rpm=3000 duration_s=60 > spin rcf_g=500 duration_s=60",
    ),
    (
        "nb40",
        "thermocycle: 30 cycles, anneal 58C 30s, ext 72C 60s",
        "run_pcr cycles=30 annealing_c=58 annealing_s=30 extension_s=60",
    ),
]

BRITISH: list[Case] = [  # wordy British prose, parentheticals, lab-manager e-mails
    (
        "br01",
        "Could you please centrifuge the 96-well plate (the one with the lysates) at 1,500 "
        "x g for five minutes, ideally at 4 °C?",
        "spin rcf_g=1500 duration_s=300 temperature_c=4",
    ),
    (
        "br02",
        "I would be grateful if the plate were incubated at 37 °C (with 5 % CO2) for a "
        "total of 24 hours before the absorbance is read at 570 nm.",
        "incubate temperature_c=37 co2_percent=5 duration_s=86400 > read_absorbance "
        "wavelength_nm=570",
    ),
    (
        "br03",
        "Having first shaken the plate at 700 rpm for two minutes, please read the "
        "luminescence (integration time 1 s).",
        "shake speed_rpm=700 duration_s=120 > read_luminescence integration_s=1",
    ),
    (
        "br04",
        "Hi team, please spin the deep-well plate at 3,000 x g for 10 min. Once done, "
        "store it in the Cytomat. Thanks, Sarah",
        "spin rcf_g=3000 duration_s=600 > store",
    ),
    (
        "br05",
        "Team - using the opentrons ot2, add 25 uL of master mix to every well of the PCR "
        "plate, then seal it at 170 °C for 2 s. Cheers",
        "transfer volume_ul=25 @opentrons_ot2 > seal temperature_c=170 duration_s=2",
    ),
    (
        "br06",
        "On the biomek-i7, please dispense 40 µL of assay buffer into the 384-well plate; "
        "afterwards, centrifuge it at 1000 x g for 1 minute.",
        "transfer volume_ul=40 @biomek_i7_hybrid > spin rcf_g=1000 duration_s=60",
    ),
    (
        "br07",
        "Using the star, transfer 15 µl of each sample into the 96-well plate.",
        "transfer volume_ul=15 @hamilton_star",
    ),
    (
        "br08",
        "The plate ought to be read at 450 nm, but prior to that it should be incubated at "
        "room temperature for 30 minutes (in the dark).",
        "incubate duration_s=1800 > read_absorbance wavelength_nm=450",
    ),
    (  # a tolerance around a set point: the set point runs
        "br09",
        "Kindly incubate the cells at 37 ± 0.5 °C for 2 h.",
        "incubate temperature_c=37 duration_s=7200",
    ),
    ("br10", "Please shake the plate for 5-10 minutes at 600 rpm.", "ask"),
    ("br11", "Centrifuge the plate at a speed of 250,000 x g for 2 min, please.", "halted"),
    ("br12", "Please heat-seal the plate at 500 °C.", "halted"),
    ("br13", "Please spin the plate at maximum speed for 1 min.", "ask"),
    (
        "br14",
        "Please retrieve the plate from the Cytomat 24, read the absorbance at 405 nm on "
        "the SpectraMax, and then return it to the hotel.",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=405 @spectramax_i3x > store",
    ),
    (
        "br15",
        "After incubating at 30 °C for 45 minutes (shaking is not required), measure the "
        "absorbance at 600 nm.",
        "incubate temperature_c=30 duration_s=2700 > read_absorbance wavelength_nm=600",
    ),
    (
        "br17",
        "Please add 50 µL of stop solution to each well - this is the final step before "
        "reading absorbance at 450 nm.",
        "transfer volume_ul=50 > read_absorbance wavelength_nm=450",
    ),
    (
        "br18",
        "Incubate the plate at 65 °C for 10 minutes and subsequently cool it to 4 °C for 5 "
        "minutes.",
        "incubate temperature_c=65 duration_s=600 > incubate temperature_c=4 duration_s=300",
    ),
    (
        "br19",
        "We need the PCR plate sealed (165 °C, 3 s) and then spun down at 500 x g for 30 seconds.",
        "seal temperature_c=165 duration_s=3 > spin rcf_g=500 duration_s=30",
    ),
    (
        "br20",
        "Run 35 cycles of PCR on the ODTC, with annealing at 60 °C for 30 s and extension "
        "at 72 °C for 45 s.",
        "run_pcr cycles=35 annealing_c=60 annealing_s=30 extension_s=45 @inheco_odtc",
    ),
    (
        "br21",
        "Please read the fluorescence of the 384-well plate at an excitation of 485 nm and "
        "an emission of 528 nm.",
        "read_fluorescence excitation_nm=485 emission_nm=528",
    ),
    (
        "br22",
        "Shake the deep well plate at 1,200 rpm (for 3 minutes) and then let it stand at "
        "room temperature for 10 minutes.",
        "shake speed_rpm=1200 duration_s=180 > incubate duration_s=600",
    ),
    ("br23", "Spin it at 800 g for three minutes.", "spin rcf_g=800 duration_s=180"),
    (
        "br24",
        "Please centrifuge the plate at 2 000 x g for 5 min.",
        "spin rcf_g=2000 duration_s=300",
    ),
    (
        "br25",
        "Could the plate be incubated for one and a half hours at 37 °C?",
        "incubate temperature_c=37 duration_s=5400",
    ),
    (
        "br26",
        "Please incubate for 90 minutes at 25 degrees.",
        "incubate temperature_c=25 duration_s=5400",
    ),
    (
        "br27",
        "Dispense 200 µL into wells A1 to A12, then shake at 500 rpm for 30 s.",
        "transfer volume_ul=200 wells=12 > shake speed_rpm=500 duration_s=30",
    ),
    ("br28", "Using the Sorvall ST8, spin the plate at 1000 x g for 5 min.", "ask"),
    (
        "br29",
        "Please seal the plate and then store it at 4 °C in the fridge.",
        "seal > store temperature_c=4",
    ),
    ("br30", "Read absorbance at 260 nm and 280 nm.", "read_absorbance"),
    (
        "br31",
        "Once the 15-minute incubation at 37 °C is finished, read the luminescence.",
        "incubate temperature_c=37 duration_s=900 > read_luminescence",
    ),
    (
        "br32",
        "Centrifuge the plate at 1000 x g for 2 min at 4 °C in the Eppendorf 5810R, then "
        "read fluorescence at ex 530 nm / em 590 nm.",
        "spin rcf_g=1000 duration_s=120 temperature_c=4 @eppendorf_5810r > "
        "read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    (
        "br33",
        "Prior to reading the absorbance at 620 nm, shake the plate at 900 rpm for 20 seconds.",
        "shake speed_rpm=900 duration_s=20 > read_absorbance wavelength_nm=620",
    ),
    (
        "br34",
        "Add 30 µL of reagent to columns 1-6 (that is, half the plate).",
        "transfer volume_ul=30 wells=48",
    ),
    ("br35", "Please add 10 µL of DMSO to the full plate.", "transfer volume_ul=10"),
    ("br36", "Incubate the plate at 37 °C for some time.", "ask"),
    (
        "br37",
        "Spin the plate (96-well, flat bottom) at 300 x g for 3 min at RT.",
        "spin rcf_g=300 duration_s=180",
    ),
    ("br38", "Please spin the plate on the HiG4 at 5000 x g for 1 min.", "halted"),
    (
        "br39",
        "Incubate at 37 °C for 1 h, then read absorbance at 450 nm, and finally store the "
        "plate at 4 °C.",
        "incubate temperature_c=37 duration_s=3600 > read_absorbance wavelength_nm=450 > "
        "store temperature_c=4",
    ),
    (
        "br40",
        "Shake the plate at 400 rpm for 2 h at 37 °C on the BioShake.",
        "shake speed_rpm=400 duration_s=7200 temperature_c=37 @qinstruments_bioshake_3000t_elm",
    ),
]

LISTS: list[Case] = [  # numbered / bulleted lists, several instruments and plates
    (
        "ls01",
        "Protocol:\n1) Spin the plate at 500 x g for 1 min\n2) Shake at 800 rpm for 2 "
        "min\n3) Read absorbance at 600 nm",
        "spin rcf_g=500 duration_s=60 > shake speed_rpm=800 duration_s=120 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "ls03",
        "* incubate 37 °C, 1 h\n* read lum (1 s integration)",
        "incubate temperature_c=37 duration_s=3600 > read_luminescence integration_s=1",
    ),
    (
        "ls04",
        "1. Retrieve plate from Cytomat 24\n2. Peel seal on XPeel\n3. Read absorbance at "
        "450 nm on SpectraMax i3x\n4. Store plate back in Cytomat 24",
        "retrieve @cytomat_24 > peel @azenta_xpeel > read_absorbance wavelength_nm=450 "
        "@spectramax_i3x > store @cytomat_24",
    ),
    (
        "ls05",
        "a) centrifuge 1000 x g 2 min\nb) read fluorescence ex 485 nm / em 535 nm",
        "spin rcf_g=1000 duration_s=120 > read_fluorescence excitation_nm=485 emission_nm=535",
    ),
    (
        "ls06",
        "Step 1: add 10 µL sample to wells A1-H1\nStep 2: add 90 µL diluent to the same "
        "wells\nStep 3: shake 600 rpm 1 min",
        "transfer volume_ul=10 wells=8 > transfer volume_ul=90 > shake speed_rpm=600 duration_s=60",
    ),
    ("ls07", "- Spin @ 300,000 x g, 1 min", "halted"),
    (
        "ls08",
        "1. Seal plate\n2. Run PCR on ODTC: 30 cycles, anneal 55 °C 30 s, extend 72 °C 1 min",
        "seal > run_pcr cycles=30 annealing_c=55 annealing_s=30 extension_s=60 @inheco_odtc",
    ),
    ("ls09", "1. Incubate at 37-42 °C for 10 min\n2. Read absorbance at 405 nm", "ask"),
    (
        "ls10",
        "- Move plate to the VSpin\n- Spin 500 x g, 30 s",
        "move_plate @agilent_vspin > spin rcf_g=500 duration_s=30",
    ),
    (
        "ls11",
        "Plan:\n1. Using the OPENTRONS FLEX add 20 µL to column 3\n2. Incubate RT 5 min",
        "transfer volume_ul=20 wells=8 @opentrons_flex > incubate duration_s=300",
    ),
    (
        "ls12",
        "1. Spin the plate at 1000 x g for 1 min in the Hig4\n2. Shake on the bioshake at "
        "1000 rpm for 1 min",
        "spin rcf_g=1000 duration_s=60 @bionex_hig4 > shake speed_rpm=1000 duration_s=60 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    (
        "ls13",
        "- Add 100 µl to each well of the 96-well plate\n- Incubate 30 min @ 37°C\n- Read A450",
        "transfer volume_ul=100 > incubate temperature_c=37 duration_s=1800 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "ls15",
        "• Centrifuge: 2000 x g, 10 min, 4 °C\n• Store at 4 °C",
        "spin rcf_g=2000 duration_s=600 temperature_c=4 > store temperature_c=4",
    ),
    (
        "ls16",
        "1. Heat-seal (175 °C, 1.5 s)\n2. Spin 1000 x g 1 min",
        "seal temperature_c=175 duration_s=1.5 > spin rcf_g=1000 duration_s=60",
    ),
    ("ls17", "1. Add 25 µL of sample to the plate\n2. Shake at 5,000 rpm for 1 min", "halted"),
    (
        "ls18",
        "Steps\n1 - Incubate at 30 °C for 15 min\n2 - Read absorbance at 340 nm",
        "incubate temperature_c=30 duration_s=900 > read_absorbance wavelength_nm=340",
    ),
    (
        "ls19",
        "1) Add 40 uL to rows A-D\n2) Spin 800 x g 1 min",
        "transfer volume_ul=40 wells=48 > spin rcf_g=800 duration_s=60",
    ),
    (
        "ls20",
        "1. Spin the plate at 1,000 x g for 5 min at 4 °C in the Eppendorf 5810 R\n2. Then "
        "read luminescence with 0.5 s integration",
        "spin rcf_g=1000 duration_s=300 temperature_c=4 @eppendorf_5810r > "
        "read_luminescence integration_s=0.5",
    ),
]

MIXED: list[Case] = [  # e-mails and notes mixing instruments, plates, units and order words
    (
        "mx01",
        "Folks - grab the plate from the cytomat 24, spin 2 min @ 1,000xg on the vspin, "
        "then read OD600.",
        "retrieve @cytomat_24 > spin rcf_g=1000 duration_s=120 @agilent_vspin > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "mx02",
        "Need 75 μl of cell suspension in every well of a 96-well plate using the BIOMEK "
        "I7, then into the incubator at 37 °C / 5% CO2 overnight.",
        "transfer volume_ul=75 @biomek_i7_hybrid > incubate temperature_c=37 co2_percent=5 "
        "duration_s=57600",
    ),
    (
        "mx03",
        "Seal plates at 165C for 2.5 sec, cfg @ 1500 xg 1 min, store at 4°C.",
        "seal temperature_c=165 duration_s=2.5 > spin rcf_g=1500 duration_s=60 > store "
        "temperature_c=4",
    ),
    (
        "mx04",
        "before you read the luminescence (0.2 s integration), shake the 384 well plate at "
        "1000 rpm for 30 s",
        "shake speed_rpm=1000 duration_s=30 > read_luminescence integration_s=0.2",
    ),
    (
        "mx05",
        "Using the opentrons-flex, pipette 12 µL into wells A1-A12 of the PCR plate; once "
        "done, seal it (170 °C, 3 s).",
        "transfer volume_ul=12 wells=12 @opentrons_flex > seal temperature_c=170 duration_s=3",
    ),
    (
        "mx06",
        "Spin at 20-30 x g.",
        "ask",
    ),
    (
        "mx07",
        "Incubate the plate at 95 °C for 5 min then at 4 °C for 2 min on the ODTC.",
        "incubate temperature_c=95 duration_s=300 > incubate temperature_c=4 duration_s=120",
    ),
    (
        "mx08",
        "Peel the plate on the xpeel, add 20 ul of detection reagent, and read "
        "fluorescence ex 340/em 615 nm.",
        "peel @azenta_xpeel > transfer volume_ul=20 > read_fluorescence excitation_nm=340 "
        "emission_nm=615",
    ),
    (
        "mx09",
        "Please spin the plate at 50,000 rpm.",
        "ask",
    ),
    (
        "mx10",
        "Shake at 1,500 rpm for 10 s, and prior to that add 5 µl of compound to all wells.",
        "transfer volume_ul=5 > shake speed_rpm=1500 duration_s=10",
    ),
    (
        "mx11",
        "Incubate at 120 °C for 10 minutes in the cytomat.",
        "halted",
    ),
    (
        "mx12",
        "Add 100 uL of PBS to the plate with the hamilton star and spin it at 200xg for 1 minute.",
        "transfer volume_ul=100 @hamilton_star > spin rcf_g=200 duration_s=60",
    ),
    (
        "mx13",
        "Read absorbance at 562 nm after a 30 min incubation at 37 °C.",
        "incubate temperature_c=37 duration_s=1800 > read_absorbance wavelength_nm=562",
    ),
    (
        "mx14",
        "Incubate for 2 hrs at 37 deg C, then shake for 1 min at 300 rpm.",
        "incubate temperature_c=37 duration_s=7200 > shake speed_rpm=300 duration_s=60",
    ),
    (
        "mx15",
        "cfg 4000 x g 30 min 4C (deep-well plate)",
        "halted",
    ),
    (
        "mx16",
        "Add 50 µL to column 1 and 50 µL to column 12.",
        "transfer volume_ul=50 wells=8 > transfer volume_ul=50 wells=8",
    ),
    (
        "mx17",
        "Read the plate at 450 nm and store it at -20 °C.",
        "halted",
    ),
    (
        "mx19",
        "spin the plate (500 x g, 5 min), then incubate it (37 °C, 10 min), then read luminescence",
        "spin rcf_g=500 duration_s=300 > incubate temperature_c=37 duration_s=600 > "
        "read_luminescence",
    ),
    (
        "mx20",
        "Transfer 10 µL from each well of the source plate to the 384-well assay plate "
        "using the Biomek i5.",
        "transfer volume_ul=10 @biomek_i5",
    ),
]

REPLICATES: list[Case] = [  # sample x replicate layouts: the wells a transfer reaches
    (
        "rep-triplicate",
        "Add 10 uL of each of 8 samples in triplicate to a 96-well plate",
        "transfer volume_ul=10 wells=24",
    ),
    (
        "rep-duplicate-then-spin",
        "Pipette 20 µL of 12 samples in duplicate into the 384-well plate, then spin at "
        "1000 x g for 1 min",
        "transfer volume_ul=20 wells=24 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "rep-quadruplicate-seal",
        "Transfer 5 uL of each of the 16 samples from the deep-well plate into a 384-well "
        "plate in quadruplicate, then seal",
        "transfer volume_ul=5 wells=64 > seal",
    ),
    (
        "rep-n-equals",
        "Dispense 50 ul of the 6 lysates into a 96 well plate (n = 4), then read absorbance "
        "at 562 nm.",
        "transfer volume_ul=50 wells=24 > read_absorbance wavelength_nm=562",
    ),
    (
        "rep-whole-plate-stated",
        "Add 40 uL of buffer to each well of the 96-well plate for the 24 samples in triplicate.",
        "transfer volume_ul=40",
    ),
    (
        "rep-qpcr-two-volumes",
        "qPCR: 8 uL master mix and 2 uL cDNA per well of a 384-well PCR plate for 32 samples "
        "in triplicate, seal, 40 cycles on the CFX384.",
        "transfer volume_ul=8 wells=96 > transfer volume_ul=2 wells=96 > seal > run_qpcr "
        "cycles=40 @biorad_cfx384",
    ),
]

STYLES: list[Case] = [  # operator tickets, methods prose, product codes, typos, layouts
    # notebook arrows, bars and verb-less steps named by their instrument or their values
    (
        "st-arrows",
        "add 60ul PBS -> spin 400 x g 2 min -> read abs 405",
        "transfer volume_ul=60 > spin rcf_g=400 duration_s=120 > read_absorbance wavelength_nm=405",
    ),
    (
        "st-bars",
        "STAR: 35 uL buffer to cols 1-2 | shake 800 rpm 45 s | fluor 490/520",
        "transfer volume_ul=35 @hamilton_star wells=16 > shake speed_rpm=800 duration_s=45 "
        "> read_fluorescence excitation_nm=490 emission_nm=520",
    ),
    (
        "st-verbless-centrifuge",
        "5810R | 24 x 15ml tubes | 1,200 xg 8 min 10deg",
        "spin rcf_g=1200 duration_s=480 temperature_c=10 @eppendorf_5810r",
    ),
    (
        "st-verbless-cycler",
        "odtc: 42 deg 45 min => 70 deg 15 min",
        "incubate temperature_c=42 duration_s=2700 @inheco_odtc > incubate temperature_c=70 "
        "duration_s=900 @inheco_odtc",
    ),
    (
        "st-title-notes",
        "Job #31 - cell viability\nstar 40 uL reagent to all wells\nread lum 0.5 s\n"
        "notes: edge wells A1-A12 are medium only",
        "transfer volume_ul=40 @hamilton_star > read_luminescence integration_s=0.5",
    ),
    (
        "st-kf-heading",
        "kf: run Bead_Clean_v3\nthen i5 moves 30 ul eluate to a pcr plate",
        "run_program program=Bead_Clean_v3 @kingfisher_flex > transfer volume_ul=30 @biomek_i5",
    ),
    # number words, repeats, bare wavelengths and temperatures in shorthand
    (
        "st-number-words",
        "Spin the plate at one thousand two hundred g for forty-five seconds.",
        "spin rcf_g=1200 duration_s=45",
    ),
    ("st-mix-repeat", "mix x8 with 45 ul", "mix volume_ul=45 cycles=8"),
    (
        "st-seal-bare",
        "seal 175 1.5s then spin 300 xg 30s",
        "seal temperature_c=175 duration_s=1.5 > spin rcf_g=300 duration_s=30",
    ),
    ("st-cold-bare", "park the plate in the cold store at 6", "store temperature_c=6"),
    (
        "st-read-bare",
        "read 595, then read 750",
        "read_absorbance wavelength_nm=595 > read_absorbance wavelength_nm=750",
    ),
    (
        "st-em-after",
        "Fluorescence was read at 540 ex / 590 em on the SpectraMax.",
        "read_fluorescence excitation_nm=540 emission_nm=590 @spectramax_i3x",
    ),
    # methods prose: passive voice, catalogue numbers, product codes and citations
    (
        "st-passive-chain",
        "Assay plates (Greiner 655101) were filled with 20 µL of substrate on the Tecan Fluent "
        "and the plates were then shaken at 1,200 rpm for 1 min before luminescence was read "
        "(0.2 s integration; cf. Lee et al., 2021).",
        "transfer volume_ul=20 @tecan_fluent > shake speed_rpm=1200 duration_s=60 "
        "> read_luminescence integration_s=0.2",
    ),
    (
        "st-once-sealed",
        "The PCR plate was centrifuged at 800 × g for 30 s once it had been heat-sealed "
        "(170 °C, 2 s).",
        "seal temperature_c=170 duration_s=2 > spin rcf_g=800 duration_s=30",
    ),
    (
        "st-lot-passage",
        "HeLa cells (passage 17, lot 2207B) in the 96-well plate were incubated at 37 °C for "
        "6 h in the Cytomat 2C450.",
        "incubate temperature_c=37 duration_s=21600 @cytomat_2c450",
    ),
    (
        "st-contents",
        "On the Hamilton STAR, 150 µL of diluent was added to wells A1-H4, which already held "
        "50 µL of serum, and the wells were then mixed by pipetting 100 µL up and down 6 times.",
        "transfer volume_ul=150 @hamilton_star wells=32 > mix volume_ul=100 cycles=6 wells=32",
    ),
    (
        "st-arm-named",
        "The plate was then moved by the PF400 to the plate sealer and sealed at 160 °C for 3 s.",
        "move_plate @precise_pf400 > seal temperature_c=160 duration_s=3",
    ),
    # lower-case instruments, unknown products, typos
    (
        "st-lower-alias",
        "with the star, add 25 ul water to each well of the 384 pcr plate",
        "transfer volume_ul=25 @hamilton_star",
    ),
    ("st-lower-unknown", "tecan infinite: read abs 600", "ask"),
    (
        "st-typo",
        "tranfser 15 ul to the pcr plate then shkae 1000 rpm 20 s",
        "transfer volume_ul=15 > shake speed_rpm=1000 duration_s=20",
    ),
    # what the planner must not guess
    ("st-drops-words", "Add three drops of stain to every well.", "ask"),
    ("st-unsupported", "Sonicate the lysates for 20 s, then spin at 2,000 x g for 5 min.", "ask"),
    ("st-speedvac", "Dry the eluates in the Genevac EZ-2 for 30 min.", "ask"),
    # plate sizes, labware and layouts
    ("st-384-pcr-overfill", "384 pcr plate: dispense 45 ul master mix per well", "halted"),
    ("st-96-flat-overfill", "ot2 - 390 ul media into every well of the 96 flat plate", "halted"),
    (
        "st-96-to-384",
        "Transfer 5 µL from each well of the 96-well plate into a 384-well plate with the Fluent.",
        "transfer volume_ul=5 @tecan_fluent wells=96",
    ),
    (
        "st-same-wells",
        "Put 18 uL of master mix into columns 1-2 of the PCR plate with the OT-2, then add "
        "2 uL of cDNA and seal at 170 °C for 2 s.",
        "transfer volume_ul=18 @opentrons_ot2 wells=16 > transfer volume_ul=2 wells=16 "
        "> seal temperature_c=170 duration_s=2",
    ),
    (
        "st-ot2-pipettes",
        "With the OT-2, add 10 µL of buffer and then 150 µL of medium to each well of the plate.",
        "transfer volume_ul=10 @opentrons_ot2 > transfer volume_ul=150 @opentrons_ot2",
    ),
    (
        "st-labchip-count",
        "The 40 libraries were then sized on the LabChip GX Touch (HT DNA 5K assay).",
        "run_assay sample_count=40 @labchip_gx_touch_ht",
    ),
]

PROGRAMS: list[Case] = [  # thermocycling programs in lab shorthand: every value in its stage
    (
        "pg-bare-paren",
        "PCR on the ODTC: 98 45s, 32x (98 10s, 63 15s, 72 40s), 72 3 min, hold 4",
        "run_pcr cycles=32 initial_denaturation_c=98 initial_denaturation_s=45 "
        "denaturation_c=98 denaturation_s=10 annealing_c=63 annealing_s=15 extension_c=72 "
        "extension_s=40 final_extension_c=72 final_extension_s=180 hold_c=4 @inheco_odtc",
    ),
    (
        "pg-semicolons",
        "Thermocycle the sealed PCR plate: 95 °C 2 min; 28 cycles of 95 °C 20 s, 57 °C 20 s, "
        "72 °C 50 s; 72 °C 4 min; 4 °C forever",
        "run_pcr cycles=28 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=20 annealing_c=57 annealing_s=20 extension_c=72 "
        "extension_s=50 final_extension_c=72 final_extension_s=240 hold_c=4",
    ),
    (
        "pg-slashes",
        "PCR: 96/60 s, 30x 96/15 s, 52/20 s, 68/2 min, then 68/8 min, hold 10",
        "run_pcr cycles=30 initial_denaturation_c=96 initial_denaturation_s=60 "
        "denaturation_c=96 denaturation_s=15 annealing_c=52 annealing_s=20 extension_c=68 "
        "extension_s=120 final_extension_c=68 final_extension_s=480 hold_c=10",
    ),
    (
        "pg-pipes-two-step",
        "thermocycler: 95 2min | 45x 95 10s | 62 45s",
        "run_pcr cycles=45 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=10 annealing_c=62 annealing_s=45",
    ),
    (
        "pg-qpcr-arrow",
        "qPCR on the CFX384: 95 °C/2 min -> 42 cycles: 95 °C/10 s, 58 °C/40 s",
        "run_qpcr cycles=42 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=10 annealing_c=58 annealing_s=40 @biorad_cfx384",
    ),
    (
        "pg-named-words",
        "PCR: initial denaturation 94 °C for 1 min, twenty-eight cycles of denature 94 °C "
        "15 s, anneal 56 °C 15 s, extend 72 °C 20 s, final extension 72 °C 3 min, hold at 8 °C",
        "run_pcr cycles=28 initial_denaturation_c=94 initial_denaturation_s=60 "
        "denaturation_c=94 denaturation_s=15 annealing_c=56 annealing_s=15 extension_c=72 "
        "extension_s=20 final_extension_c=72 final_extension_s=180 hold_c=8",
    ),
    (
        "pg-indented-lines",
        "Run the PCR on the ODTC:\n98 1 min\n33 cycles:\n    98 15s\n    64 20s\n    72 25s"
        "\n72 4 min\nhold 4",
        "run_pcr cycles=33 initial_denaturation_c=98 initial_denaturation_s=60 "
        "denaturation_c=98 denaturation_s=15 annealing_c=64 annealing_s=20 extension_c=72 "
        "extension_s=25 final_extension_c=72 final_extension_s=240 hold_c=4 @inheco_odtc",
    ),
    (
        "pg-block-then-count",
        "PCR: 95 4 min, (95 25 s, 59 25 s, 72 35 s) x 36, 72 6 min, hold at 4 °C",
        "run_pcr cycles=36 initial_denaturation_c=95 initial_denaturation_s=240 "
        "denaturation_c=95 denaturation_s=25 annealing_c=59 annealing_s=25 extension_c=72 "
        "extension_s=35 final_extension_c=72 final_extension_s=360 hold_c=4",
    ),
    (
        "pg-time-at-temp",
        "Run PCR: 2 min at 94 °C, then 34 cycles of 30 s at 94 °C, 30 s at 61 °C and 45 s "
        "at 72 °C, then 6 min at 72 °C",
        "run_pcr cycles=34 initial_denaturation_c=94 initial_denaturation_s=120 "
        "denaturation_c=94 denaturation_s=30 annealing_c=61 annealing_s=30 extension_c=72 "
        "extension_s=45 final_extension_c=72 final_extension_s=360",
    ),
    (
        "pg-arrows-brackets",
        "PCR -> 98 40s -> 31 cycles [98 10 s; 66 20 s; 72 15 s] -> 72 2 min -> 4 ∞",
        "run_pcr cycles=31 initial_denaturation_c=98 initial_denaturation_s=40 "
        "denaturation_c=98 denaturation_s=10 annealing_c=66 annealing_s=20 extension_c=72 "
        "extension_s=15 final_extension_c=72 final_extension_s=120 hold_c=4",
    ),
    (
        "pg-after-seal",
        "Seal the 96-well PCR plate at 170 °C for 2 s, then thermocycle on the ODTC: 95 3min "
        "| 38x 95 20s 60 20s 72 20s | 72 3min | hold 6",
        "seal temperature_c=170 duration_s=2 > run_pcr cycles=38 initial_denaturation_c=95 "
        "initial_denaturation_s=180 denaturation_c=95 denaturation_s=20 annealing_c=60 "
        "annealing_s=20 extension_c=72 extension_s=20 final_extension_c=72 "
        "final_extension_s=180 hold_c=6 @inheco_odtc",
    ),
    (
        "pg-qpcr-hot-start",
        "qPCR (CFX384): hot start 95 °C 5 min, 44 cycles of 95 10 s, 61 30 s",
        "run_qpcr cycles=44 initial_denaturation_c=95 initial_denaturation_s=300 "
        "denaturation_c=95 denaturation_s=10 annealing_c=61 annealing_s=30",
    ),
    (
        "pg-names-after",
        "Run PCR on the ODTC, 27 cycles, 94 °C denaturation, 52 °C annealing, 70 °C extension",
        "run_pcr cycles=27 denaturation_c=94 annealing_c=52 extension_c=70 @inheco_odtc",
    ),
    (
        "pg-min-sec",
        "PCR: 95 °C 1 min 30 s, 29 cycles (95 °C 15 s, 55 °C 15 s, 72 °C 1 min 15 s), 72 °C 3 min",
        "run_pcr cycles=29 initial_denaturation_c=95 initial_denaturation_s=90 "
        "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 "
        "extension_s=75 final_extension_c=72 final_extension_s=180",
    ),
    (
        "pg-clock",
        "PCR: 98 °C 0:45, 26x (98 0:10, 67 0:20, 72 0:40), 72 3:00, 10 forever",
        "run_pcr cycles=26 initial_denaturation_c=98 initial_denaturation_s=45 "
        "denaturation_c=98 denaturation_s=10 annealing_c=67 annealing_s=20 extension_c=72 "
        "extension_s=40 final_extension_c=72 final_extension_s=180 hold_c=10",
    ),
    (
        "pg-cycle-times",
        "PCR; cycle 36 times: 94 20s, 58 20s, 72 30s; 72 4 min",
        "run_pcr cycles=36 denaturation_c=94 denaturation_s=20 annealing_c=58 annealing_s=20 "
        "extension_c=72 extension_s=30 final_extension_c=72 final_extension_s=240",
    ),
    ("pg-two-before", "PCR: 95 2 min, 95 1 min, 30 cycles of 95 20 s, 60 20 s, 72 20 s", "ask"),
    ("pg-block-of-four", "PCR: 33 cycles of 98 10 s, 60 20 s, 72 20 s, 72 4 min", "ask"),
    (
        "pg-two-counts",
        "PCR: 95 3 min, 30 cycles of 95 15 s, 60 30 s, 72 30 s, then 25 cycles of 95 15 s, "
        "55 30 s, 72 30 s",
        "ask",
    ),
    ("pg-touchdown", "Touchdown PCR: 95 3 min, 15 cycles of 95 30 s, 62 30 s, 72 45 s", "ask"),
    ("pg-one-temperature", "Run 32 cycles at 61 °C on the ODTC", "ask"),
]
"""Thermocycling programs in lab shorthand (issue 9): stage by position around the cycle
count, bare temperatures with a time, blocks in brackets, stage names, holds; and programs
whose structure is ambiguous, which must ask."""

DICTATED: list[Case] = [  # speech-to-text and chat: spoken numbers, units and corrections
    (
        "dt-spoken-units",
        "okay so centrifuge the plate at seven hundred times g for four minutes",
        "spin rcf_g=700 duration_s=240",
    ),
    (
        "dt-pairs",
        "read fluorescence excitation four eighty five emission five thirty",
        "read_fluorescence excitation_nm=485 emission_nm=530",
    ),
    (
        "dt-micro-liters",
        "um add sixty micro liters of buffer to wells A one through H one then spin at "
        "five hundred g for one minute",
        "transfer volume_ul=60 wells=8 > spin rcf_g=500 duration_s=60",
    ),
    (
        "dt-correction",
        "seal the plate at one fifty no sorry one sixty degrees for two seconds",
        "seal temperature_c=160 duration_s=2",
    ),
    (
        "dt-correction-phrase",
        "add twenty five micro liters to columns one through six I mean columns one through four",
        "transfer volume_ul=25 wells=32",
    ),
    (
        "dt-run-on",
        "add fifty micro liters of substrate shake at eight hundred rpm for one minute read "
        "luminescence",
        "transfer volume_ul=50 > shake speed_rpm=800 duration_s=60 > read_luminescence",
    ),
    (
        "dt-bare-incubation",
        "then incubate at thirty seven for forty five minutes and read absorbance at five "
        "ninety five",
        "incubate temperature_c=37 duration_s=2700 > read_absorbance wavelength_nm=595",
    ),
    (
        "dt-an-hour",
        "shake it at five hundred rpm for an hour at room temperature",
        "shake speed_rpm=500 duration_s=3600",
    ),
    (
        "dt-milliseconds",
        "luminescence read two hundred fifty milliseconds per well",
        "read_luminescence integration_s=0.25",
    ),
    (
        "dt-before-no-comma",
        "before you read absorbance at four oh five spin the plate at one thousand g for "
        "thirty seconds",
        "spin rcf_g=1000 duration_s=30 > read_absorbance wavelength_nm=405",
    ),
    (
        "dt-mil-tubes",
        "spin the one point five mil tubes at twelve thousand g for five minutes",
        "spin rcf_g=12000 duration_s=300",
    ),
    (
        "dt-chat",
        "can u spin the 384 plt 800xg 1min then shake 1200rpm 20sec thx",
        "spin rcf_g=800 duration_s=60 > shake speed_rpm=1200 duration_s=20",
    ),
    ("dt-drops", "add like two drops of dye to each well", "ask"),
]

FORMS: list[Case] = [  # request forms, tables and e-mails with signatures and admin numbers
    (
        "fo-key-value",
        "Operation: Centrifugation\nInstrument: Agilent VSpin\nRCF: 800 x g\nTime (mm:ss): "
        "01:30\nRequested by: L. Chen (ext. 4471)",
        "spin rcf_g=800 duration_s=90 @agilent_vspin",
    ),
    (
        "fo-key-units",
        "Task: shaking\nDevice: BioShake\nRPM: 1,100\nTime: 45 s\nTemperature: 32 °C",
        "shake speed_rpm=1100 duration_s=45 temperature_c=32 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "fo-email-signature",
        "Hi all,\n\ncould you read the assay plate at 405 nm on the SpectraMax after a 10 min "
        "wait at room temperature?\n\nMany thanks,\nRavi\nRoom 2.17 | x6621 | 2025-07-01",
        "incubate duration_s=600 > read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "fo-table",
        "Step | Device | Setting\n1 | HiG4 | 1200 x g, 2 min\n2 | a4S | 170 °C, 2 s\n"
        "3 | Cytomat 24 | store",
        "spin rcf_g=1200 duration_s=120 @bionex_hig4 > seal temperature_c=170 duration_s=2 "
        "@azenta_a4s > store @cytomat_24",
    ),
    (
        "fo-repeat-step",
        "Step 1: read absorbance at 600 nm\nStep 2: shake 900 rpm, 2 min\nStep 3: repeat step 1",
        "read_absorbance wavelength_nm=600 > shake speed_rpm=900 duration_s=120 "
        "> read_absorbance wavelength_nm=600",
    ),
    (
        "fo-as-in-step",
        "1. Shake at 700 rpm for 5 min at 30 °C on the BioShake\n2. As in step 1 but at 40 °C",
        "shake speed_rpm=700 duration_s=300 temperature_c=30 > shake speed_rpm=700 "
        "duration_s=300 temperature_c=40",
    ),
    ("fo-missing-step", "Step 1: spin 500 x g, 1 min\nStep 2: repeat step 3", "ask"),
    (
        "fo-fahrenheit",
        "Incubation: 98.6 °F, 1 hr (CO2 incubator)",
        "incubate temperature_c=37 duration_s=3600",
    ),
    (
        "fo-first-person",
        "Hello,\nplease seal the PCR plate at 165 °C for 3 s. I'll collect it at 4 pm.\nBest,\nMo",
        "seal temperature_c=165 duration_s=3",
    ),
    (
        "fo-program-on-line",
        "4 | KingFisher Flex | DNA_Clean_v2 program",
        "run_program program=DNA_Clean_v2 @kingfisher_flex",
    ),
    (  # the library's purification supplies its program, listed as an assumption
        "fo-library-program",
        "Please run the DNA extraction on the KingFisher Flex.",
        "run_program @kingfisher_flex",
    ),
    ("fo-clock-ambiguous", "Operation: spin\nRCF: 500 x g\nTime: 02:00", "ask"),
]

TRANSLATED: list[Case] = [  # notebook dates and primes, translated English, nominal prose
    (
        "tn-date-initials",
        "03/11 DK - plate spin 800 x g 3' (VSpin)",
        "spin rcf_g=800 duration_s=180 @agilent_vspin",
    ),
    (
        "tn-date-dotted",
        "21.6. ML: A405 on the SpectraMax, whole plate",
        "read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "tn-date-inline",
        "Glo assay (12/5): 40 uL reagent to each well of the 96-well plate, 15' RT, lum 0.5 s",
        "transfer volume_ul=40 > incubate duration_s=900 > read_luminescence integration_s=0.5",
    ),
    (
        "tn-primes",
        "thermoshaker 900 rpm 20' at 30 °C -> A600",
        "shake speed_rpm=900 duration_s=1200 temperature_c=30 > read_absorbance wavelength_nm=600",
    ),
    (
        "tn-decimal-comma",
        "Seal the 96 PCR plate with the a4S by 172 °C during 1,5 sec.",
        "seal temperature_c=172 duration_s=1.5 @azenta_a4s",
    ),
    (
        "tn-thousands-dot",
        "Make a centrifugation of the deep-well plate in the HiG4 with 2.500 x g for 4 min.",
        "spin rcf_g=2500 duration_s=240 @bionex_hig4",
    ),
    (
        "tn-thousands-space",
        "PCR plate: 3 min with 1 200 x g, then seal by 165 Grad C 2 sec.",
        "spin rcf_g=1200 duration_s=180 > seal temperature_c=165 duration_s=2",
    ),
    (
        "tn-turns",
        "Put the 96-well plate 90 sec. on the BioShake with 1.100 turns per minute.",
        "shake speed_rpm=1100 duration_s=90 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "tn-mcl-give",
        "With the OT-2 give 35 mcl buffer in every well of the 96-well plate.",
        "transfer volume_ul=35 @opentrons_ot2",
    ),
    (
        "tn-reaction-mix",
        "Dispense 12 µl reaction mix into each well of the 384 PCR plate with the Fluent, "
        "then seal at 165 °C for 2 s.",
        "transfer volume_ul=12 @tecan_fluent > seal temperature_c=165 duration_s=2",
    ),
    (
        "tn-384er",
        "Centrifuge the 384er plate 1 min by 1000 xg in the VSpin.",
        "spin rcf_g=1000 duration_s=60 @agilent_vspin",
    ),
    (
        "tn-resuspend-in",
        "Spin the 1.5 mL tubes at 2000 x g for 3 min; the pellets are then resuspended in "
        "150 µL lysis buffer.",
        "spin rcf_g=2000 duration_s=180 > transfer volume_ul=150",
    ),
    (
        "tn-seal-removal",
        "Removal of the foil from the assay plate on the XPeel, with subsequent measurement of "
        "fluorescence (excitation 490 nm, emission 525 nm).",
        "peel @azenta_xpeel > read_fluorescence excitation_nm=490 emission_nm=525",
    ),
    (
        "tn-upon-completion",
        "Incubation of the plate at 37 °C for 20 min in the Cytomat, upon completion of which "
        "the absorbance at 620 nm is determined.",
        "incubate temperature_c=37 duration_s=1200 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=620",
    ),
    (
        "tn-and-resealing",
        "Peeling of the 96 PCR plate, transfer of 3 µL of each sample into a new 96-well PCR "
        "plate on the Biomek i5 and resealing of the new plate at 170 °C for 3 s.",
        "peel > transfer volume_ul=3 @biomek_i5 > seal temperature_c=170 duration_s=3",
    ),
    (
        "tn-well-count",
        "Add 60 µL of medium to each of the 32 wells of the 96-well plate on the STAR.",
        "transfer volume_ul=60 @hamilton_star wells=32",
    ),
    (
        "tn-nb-steps",
        "NB: take the plate out of the Cytomat 24 first, then peel it on the XPeel",
        "retrieve @cytomat_24 > peel @azenta_xpeel",
    ),
    (
        "tn-dilution-pair",
        "6 samples: 1:5 dilution in PBS (20 uL + 80 uL) in the 96-well plate, then A280",
        "transfer volume_ul=20 wells=6 > transfer volume_ul=80 wells=6 > "
        "read_absorbance wavelength_nm=280",
    ),
    (
        "tn-same-instrument",
        "Heat the PCR plate in the ODTC 5 min at 80 °C, afterwards 1 min at 20 °C.",
        "incubate temperature_c=80 duration_s=300 @inheco_odtc > "
        "incubate temperature_c=20 duration_s=60 @inheco_odtc",
    ),
    (
        "tn-after-it",
        "Read first the absorbance at 340 nm, after it luminescence with 2 sec. integration.",
        "read_absorbance wavelength_nm=340 > read_luminescence integration_s=2",
    ),
    (
        "tn-after-bare-verb",
        "Move the plate with the PF400 from the hotel to the SpectraMax, read at 450 nm, after "
        "bring it back to the hotel with the PF400.",
        "move_plate @precise_pf400 > read_absorbance wavelength_nm=450 > move_plate @precise_pf400",
    ),
    (
        "tn-bare-before",
        "Before the qPCR run seal the 384-well PCR plate at 170 °C for 2 s.",
        "seal temperature_c=170 duration_s=2 > run_qpcr",
    ),
    ("tn-percent-speed", "Spin the 96-well plate 2 min at 60 % of the maximum speed.", "ask"),
    ("tn-dot-volume", "Give 2.500 µl water into each 15 ml tube with the Fluent.", "ask"),
    (
        "tn-five-prime",
        "Add 20 uL of the 5' adapter mix to each well of the 96 PCR plate, then spin 1000 x g "
        "1 min",
        "transfer volume_ul=20 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "tn-each-abbreviated",
        "60 uL PBS ea. (Fluent) -> 96 flat, then A340",
        "transfer volume_ul=60 @tecan_fluent > read_absorbance wavelength_nm=340",
    ),
    (
        "tn-destination-with-instrument",
        "1.5 mL tubes: 12k x g 2' -> 400 uL sup -> fresh tubes (OT-2) -> 12k x g 1'",
        "spin rcf_g=12000 duration_s=120 > transfer volume_ul=400 @opentrons_ot2 > "
        "spin rcf_g=12000 duration_s=60",
    ),
    (
        "tn-instrument-then-temperature",
        "plate back in the Cytomat 37 °C 2 h, then A450",
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=450",
    ),
    (
        "tn-shake-then-wait",
        "shake 2' 700 rpm, 45' at 30 °C, then lum 1 s",
        "shake speed_rpm=700 duration_s=120 > incubate temperature_c=30 duration_s=2700 > "
        "read_luminescence integration_s=1",
    ),
    (
        "tn-rows-and",
        "add 15 ul to rows C and D of the 96 flat on the OT-2",
        "transfer volume_ul=15 @opentrons_ot2 wells=24",
    ),
    (
        "tn-placed-on-deck",
        "place the plate onto the Fluent, then dispense 30 µL into wells B1 to B8",
        "transfer volume_ul=30 @tecan_fluent wells=8",
    ),
    (
        "tn-same-speed",
        "spin the 2 mL tubes in the microcentrifuge at 12,000 x g for 3 min, then spin again at "
        "the same speed for 30 s",
        "spin rcf_g=12000 duration_s=180 > spin rcf_g=12000 duration_s=30",
    ),
    (
        "tn-vendor-alone",
        "using the tecan, add 40 uL of buffer to each well of the 96-well plate",
        "transfer volume_ul=40 @tecan_fluent",
    ),
    (
        "tn-after-bare-add",
        "Dispense 80 µL of medium into the 96-well plate, after add 20 µL of cells.",
        "transfer volume_ul=80 > transfer volume_ul=20",
    ),
    (
        "tn-read-wells",
        "read fluorescence ex 485 em 528 in columns 1-4 only",
        "read_fluorescence excitation_nm=485 emission_nm=528 wells=32",
    ),
    (
        "tn-handling-an-assay-plate",
        "Please put the BCA plate on the SpectraMax and read it at 562 nm. Only wells A1 to "
        "H6 are used.",
        "read_absorbance wavelength_nm=562 @spectramax_i3x wells=48",
    ),
    (
        "tn-take-the-seal-off",
        "take the foil off the PCR plate with the XPeel, then spin 30 s at 1000 x g",
        "peel @azenta_xpeel > spin rcf_g=1000 duration_s=30",
    ),
    (
        "tn-blank-column-aside",
        "Dispense 100 µL medium into columns 1–10 (column 11 = blank) of the 96-well plate on "
        "the OT-2.",
        "transfer volume_ul=100 @opentrons_ot2 wells=80",
    ),
    (
        "tn-look-before-count",
        "spin the clear flat-bottom 96 at 400 x g for 1 min, then read 530/590",
        "spin rcf_g=400 duration_s=60 > read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    (
        "tn-reaction-volume-over-limit",
        "qPCR on the CFX384 in 40 µL reactions per well, 40 cycles of 95 °C 10 s and 60 °C 30 s",
        "halted",
    ),
    (
        "tn-left-arrows",
        "A600 <- shake 900 rpm 5 min <- add 20 uL media to the 96-well plate (STAR)",
        "transfer volume_ul=20 @hamilton_star > shake speed_rpm=900 duration_s=300 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "tn-integration-abbreviated",
        "#8812 read lum on the SpectraMax, int. 0.25 s",
        "read_luminescence integration_s=0.25 @spectramax_i3x",
    ),
    (
        "tn-contents-not-an-addition",
        "Mix the library plate by pipetting 30 µL on the hamilton tomorrow; each well has about "
        "80 µL in it.",
        "mix volume_ul=30 @hamilton_star",
    ),
    (
        "tn-spec-line",
        "seq: retrieve(cytomat_24) ; xfer 10 uL/well -> plate_96 ; read fl ex=485 em=520",
        "retrieve @cytomat_24 > transfer volume_ul=10 > "
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "tn-checklist",
        "[x] seal 170 °C 2 s (a4S) [ ] spin 800 x g 1 min [ ] CFX384 40 cycles 95 °C 5 s / "
        "60 °C 30 s",
        # the ticked seal is done: the run is the open items
        "spin rcf_g=800 duration_s=60 > "
        "run_qpcr cycles=40 denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30",
    ),
    (
        "tn-inline-numbered-method",
        "Procedure: (1) 20 µL substrate per well, Fluent; (2) 15 min at room temperature; "
        "(3) absorbance 405 nm.",
        "transfer volume_ul=20 @tecan_fluent > incubate duration_s=900 > "
        "read_absorbance wavelength_nm=405",
    ),
    (
        "tn-these-steps-follow",
        "Before the absorbance read at 490 nm, the plate is shaken at 400 rpm for 1 min and then "
        "left for 5 min at room temperature; both of these steps follow the addition of 20 µL of "
        "substrate to each well.",
        "transfer volume_ul=20 > shake speed_rpm=400 duration_s=60 > incubate duration_s=300 > "
        "read_absorbance wavelength_nm=490",
    ),
    (
        "tn-shared-destination",
        "Spin at 500 x g for 1 min, this being preceded by the addition of 10 µL of buffer and "
        "then 5 µL of sample into wells A1–H2 of the PCR plate on the OT-2.",
        "transfer volume_ul=10 @opentrons_ot2 wells=16 > transfer volume_ul=5 @opentrons_ot2 "
        "wells=16 > spin rcf_g=500 duration_s=60",
    ),
    (
        "tn-flex-short-name",
        "with the Flex, add 30 µL of medium to columns 1 to 6 of the 96-well plate",
        "transfer volume_ul=30 @opentrons_flex wells=48",
    ),
    (
        "tn-program-family-name",
        "Run the AMPure program on the KingFisher Flex.",
        "run_program program=AMPure @kingfisher_flex",
    ),
    (
        "tn-glued-force",
        "okay so take the 96 deep-well plate, spin it 2500g for 3 min, then seal 170 °C 2 s",
        "spin rcf_g=2500 duration_s=180 > seal temperature_c=170 duration_s=2",
    ),
    (
        "tn-rows-of-a-384",
        "384 black plate from the hotel: read fluorescence ex 485 em 535, rows E-H only",
        "read_fluorescence excitation_nm=485 emission_nm=535 wells=96",
    ),
    (
        "tn-repeat-mid-piece",
        "Step 1: read absorbance at 600 nm\nStep 2: shake 5 min at 800 rpm, then repeat step 1",
        "read_absorbance wavelength_nm=600 > shake speed_rpm=800 duration_s=300 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "tn-arrow-wait",
        "retrieve from the Cytomat 2C450 → 15 uL drug/well (Fluent) → back in, 37 °C 2 h → A450",
        "retrieve @cytomat_2c450 > transfer volume_ul=15 @tecan_fluent > "
        "incubate temperature_c=37 duration_s=7200 > read_absorbance wavelength_nm=450",
    ),
    (
        "tn-shake-overnight-settings",
        "DW block → BioShake 1.2k rpm, 37 °C o/n → OD600",
        "halted",  # the reader takes no deep-well plate; reading a flat plate instead is a swap
    ),
    (
        "tn-shake-overnight-then-flat",
        "DW block → BioShake 1.2k rpm, 37 °C o/n → 150 µL ea. → clear 96 flat (Fluent) → OD600",
        "shake speed_rpm=1200 temperature_c=37 @qinstruments_bioshake_3000t_elm > "
        "transfer volume_ul=150 @tecan_fluent > read_absorbance wavelength_nm=600",
    ),
    (
        "tn-numbered-run-on",
        "1. Spin the plate at 600 x g for 2 min. 2. Incubate 10 min. 3. Read absorbance at 620 nm.",
        "spin rcf_g=600 duration_s=120 > incubate duration_s=600 > "
        "read_absorbance wavelength_nm=620",
    ),
    (
        "tn-log-time-stamps",
        "[14:02] robot: seal on a4S 170 °C 2 s; [14:05] robot: spin 800 x g 1 min",
        "seal temperature_c=170 duration_s=2 @azenta_a4s > spin rcf_g=800 duration_s=60",
    ),
    ("tn-unknown-brand", "Spin the plate at 800 x g for 1 min in the Sigma 4-16KS.", "ask"),
    (
        "tn-brand-reagent-is-no-instrument",
        "Add 10 µL of the Promega Glo 2x reagent to each well of the 96-well plate with the "
        "Fluent.",
        "transfer volume_ul=10 @tecan_fluent",
    ),
    (
        "tn-overflow-384",
        "Give 140 µl cell suspension in every well of the 384er plate with the Fluent.",
        "halted",
    ),
]

STRUCTURED: list[Case] = [  # YAML-ish, key=value, tables with headers, JSON, Markdown
    (
        "st-yaml",
        "- step: centrifuge\n  device: HiG4\n  rcf: 1800\n  time_s: 75\n- step: seal\n"
        "  temp_C: 168\n  time_s: 2",
        "spin rcf_g=1800 duration_s=75 @bionex_hig4 > seal temperature_c=168 duration_s=2",
    ),
    (
        "st-key-value",
        "op=shake dev=BioShake rpm=950 t=4min T=30C plate=96w_flat",
        "shake speed_rpm=950 duration_s=240 temperature_c=30 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "st-csv",
        "action,instrument,Vol (uL),dest\ndispense,Hamilton STAR,35,96-well flat plate",
        "transfer volume_ul=35 @hamilton_star",
    ),
    (
        "st-tsv-order",
        "seq\top\tsetting\n2\tread\t405 nm\n1\tspin\t600 x g 2 min",
        "spin rcf_g=600 duration_s=120 > read_absorbance wavelength_nm=405",
    ),
    (
        "st-json-steps",
        '{"steps": [{"op": "peel"}, {"op": "read", "mode": "fluorescence", "ex_nm": 530, '
        '"em_nm": 590}]}',
        "peel > read_fluorescence excitation_nm=530 emission_nm=590",
    ),
    (
        "st-json-pcr",
        '{"op": "pcr", "cycler": "ODTC", "cycles": 32, "denature": {"C": 95, "s": 15}, '
        '"anneal": {"C": 60, "s": 20}, "extend": {"C": 72, "s": 40}}',
        "run_pcr cycles=32 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=20 "
        "extension_c=72 extension_s=40 @inheco_odtc",
    ),
    (
        "st-markdown-table",
        "| Step | Liquid handler | Vol (µL) | Dest cols |\n|---|---|---|---|\n"
        "| add | OT-2 | 30 | 1-2 |",
        "transfer volume_ul=30 @opentrons_ot2 wells=16",
    ),
    (
        "st-when",
        "when=t0+20min op=read_lum integration=1s\nwhen=t0 op=transfer vol=25uL dev=Fluent "
        "dst=96w_flat",
        "transfer volume_ul=25 @tecan_fluent > read_luminescence integration_s=1",
    ),
    (
        "st-runs-after",
        "- name: read\n  type: absorbance\n  wl_nm: 620\n  runs_after: spin\n"
        "- name: spin\n  force: 400 x g\n  time: 2 min",
        "spin rcf_g=400 duration_s=120 > read_absorbance wavelength_nm=620",
    ),
    (
        "st-bold-bullets",
        "- **Spin** — 700 × g, 90 s\n- **Read** — absorbance, 595 nm",
        "spin rcf_g=700 duration_s=90 > read_absorbance wavelength_nm=595",
    ),
    ("st-bare-volume-asks", "op=transfer vol=40 dev=OT-2 dst=96w_flat", "ask"),
    ("st-bare-time-asks", "- step: shake\n  rpm: 800\n  time: 5", "ask"),
    ("st-over-limit", "op=seal temp=240C t=2s plate=96w_PCR", "halted"),
    ("st-unknown-device", "step,instrument,rcf_xg,time_s\nspin,Sigma 4-16KS,800,60", "ask"),
]

PAGES: list[Case] = [  # checklists, talked-through runs and wiki pages (round ten)
    (
        "pg-check-subitems",
        "[x] plate thawed\n[ ] centrifuge\n    - 1,200 x g\n    - 3 mins\n"
        "[ ] Fluent: 60 uL per well",
        "spin rcf_g=1200 duration_s=180 > transfer volume_ul=60 @tecan_fluent",
    ),
    (
        "pg-check-done-values",
        "☑ reagent warmed to 37 °C\n☑ 2 x 25 mL aliquots\n☐ read luminescence, 0.5 s integration",
        "read_luminescence integration_s=0.5",
    ),
    (
        "pg-check-redo",
        "- [x] spin 200 x g 1 min - redo at 350 x g 3 min (pellet loose)\n- [ ] read A595",
        "spin rcf_g=350 duration_s=180 > read_absorbance wavelength_nm=595",
    ),
    (
        "pg-check-first",
        "[ ] STAR: 15 µL into the assay plate\n"
        "[ ] spin the source plate 800 g 1 min <- do this first",
        "spin rcf_g=800 duration_s=60 > transfer volume_ul=15 @hamilton_star",
    ),
    (
        "pg-check-skip",
        "[ ] sonicate (skip - not needed)\n[ ] 5424 R: 13,000 x g, 5 min, 4 C",
        "spin rcf_g=13000 duration_s=300 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "pg-check-bare-instrument",
        "[ ] XPeel\n[ ] absorbance 492 nm\n[ ] reseal a4S 170 °C 1.5 s",
        "peel @azenta_xpeel > read_absorbance wavelength_nm=492 > seal temperature_c=170 "
        "duration_s=1.5 @azenta_a4s",
    ),
    (
        "pg-talk-readback",
        "Noor: Can the HiG4 pellet my deep-well block?\nEli: 3000 x g?\nNoor: 2500, it's "
        "only debris. Ten minutes.\nEli: OK: 2500 x g, 10 min on the HiG4.\nNoor: Perfect.",
        "spin rcf_g=2500 duration_s=600 @bionex_hig4",
    ),
    (
        "pg-talk-bare-number",
        "Tess: Shake the plate on the BioShake at 1500 rpm for 2 min?\nRaj: 1500 rpm "
        "splashes. 1000.\nTess: 1000 rpm for 2 min then.\nRaj: yep",
        "shake speed_rpm=1000 duration_s=120 @qinstruments_bioshake_3000t_elm",
    ),
    ("pg-talk-open", "A: Seal at 170 °C?\nB: 170 °C for 2 s.\nA: Not sure, maybe 160.", "ask"),
    (
        "pg-wiki-chrome",
        "Lab Wiki / Assays / MTT\nLast edited by D. Kay on 9 Sep 2024\n{info}Stock is "
        "5 mg/mL; the 690 nm reference was dropped in 2023.{info}\nh2. Procedure\n# Read "
        "absorbance at 570 nm on the SpectraMax.\nh2. See also\n* [[MTT stock prep]]",
        "read_absorbance wavelength_nm=570 @spectramax_i3x",
    ),
    (
        "pg-wiki-panel-step",
        "Home › Screening › Spin\nLast edited by L. M. on 1 Jan 2025\n{warning}The VSpin "
        "stops at 1000 x g, so this step must go on the HiG4.{warning}\nStep: 2,000 rcf, 4 min.",
        "spin rcf_g=2000 duration_s=240 @bionex_hig4",
    ),
    (
        "pg-prompt-task",
        "You are a lab robot assistant.\n## Context\nPlate B7 came out of the fridge at 08:15.\n"
        "## Task\nShake the plate on the BioShake at 750 rpm for 90 s.\n## Output format\n"
        'JSON like {"op": "shake", "speed_rpm": 123}',
        "shake speed_rpm=750 duration_s=90 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "pg-prompt-few-shot",
        "Examples:\nUser: seal at 160 °C 1 s\nAssistant: seal temperature_c=160 duration_s=1\n\n"
        "Now do this one:\nUser: Read fluorescence at ex 530 nm / em 590 nm on the i3x.",
        "read_fluorescence excitation_nm=530 emission_nm=590 @spectramax_i3x",
    ),
    (
        "pg-prompt-tags",
        "<role>You are an automation planner.</role>\n<context>Last run used 20 µL.</context>\n"
        "<task>Transfer 35 uL of buffer into every well with the Fluent.</task>",
        "transfer volume_ul=35 @tecan_fluent",
    ),
    (
        "pg-forum-chosen",
        "Title: seal leaking on the cycler\nWe sealed at 160 °C for 1 s on the a4S and two wells "
        "dried out.\nReply: go hotter, 175 °C for 3 s.\nEDIT: going with 170 °C for 2 s.",
        "seal temperature_c=170 duration_s=2 @azenta_a4s",
    ),
    (
        "pg-forum-before-it",
        "Post: bubbles in my ELISA wells\nReply: spin before reading.\nSo what I want to run: "
        "absorbance at 450 nm, but before it a spin at 600 x g for 1 min.",
        "spin rcf_g=600 duration_s=60 > read_absorbance wavelength_nm=450",
    ),
    (
        "pg-forum-refers-back",
        "Post: pellet too loose\nWe spin at 300 x g for 5 min on the 5810.\nWhat I want to run "
        "now is the same spin but 8 min.",
        "ask",
    ),
    (
        "pg-compare-after",
        "Shaker change for the coating step:\n| Parameter | Old | New |\n|---|---|---|\n"
        "| Speed | 500 rpm | 800 rpm |\n| Time | 5 min | same |\nBioShake, please.",
        "shake speed_rpm=800 duration_s=300",
    ),
    (
        "pg-compare-arrow",
        "Seal on the a4S: 160 °C → 170 °C, 2 s.",
        "seal temperature_c=170 duration_s=2",
    ),
    (
        "pg-compare-undecided",
        "| Step | protocol A | protocol B |\n|---|---|---|\n"
        "| Spin | 500 x g 2 min | 900 x g 1 min |",
        "ask",
    ),
    (
        "pg-codeswitch-order",
        "Lies bitte die Absorption bei 405 nm, aber bevor lesen spin die Platte 700 x g 1 Minute.",
        "spin rcf_g=700 duration_s=60 > read_absorbance wavelength_nm=405",
    ),
    (
        "pg-codeswitch-units",
        "Poner la placa en el BioShake a 1.200 U/min durante 90 segundos, luego 37 graus 1 hora "
        "en el Cytomat.",
        "shake speed_rpm=1200 duration_s=90 > incubate temperature_c=37 duration_s=3600",
    ),
    ("pg-codeswitch-unreadable", "Incubare a 95 gradini 10 minuti sul ODTC.", "ask"),
    (
        "pg-booking-note",
        "Booking confirmed: Cytomat 2C450, Fri 17:00 - Sat 09:00 (16 h), Booking ID 7781\n"
        "Comments from user: 30 °C for 14 h please, culture plate CX-9.\n"
        "Reminder: bookings over 12 h need PI approval.",
        "incubate temperature_c=30 duration_s=50400 @cytomat_2c450",
    ),
    (
        "pg-foreign-words",
        "Bitte 25 Zyklen auf dem ODTC: 98 °C 10 s, 60 °C 15 s, 72 °C 20 s, die Platte von "
        "Charge 5521.",
        "run_pcr cycles=25 denaturation_c=98 denaturation_s=10 annealing_c=60 annealing_s=15 "
        "extension_c=72 extension_s=20 @inheco_odtc",
    ),
    (
        "pg-foreign-plate",
        "Lectura de absorbancia a 600 nm, placa de 384, en el SpectraMax por favor",
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "pg-final-conc",
        "Using the Biomek i5, add drug to all wells to a final concentration of 2 µM.",
        "ask",
    ),
]


OPEN_CASES: list[tuple[str, str, str, str]] = [  # fresh-batch misses not fixed yet: why
    (
        "nb04",
        "inc 37C o/n",
        "ask",
        "'o/n' is read as the documented 16 h assumption; this case expects a question",
    ),
    (
        "nb06",
        "add 50ul PBS to all wells",
        "transfer volume_ul=50 wells=96",
        "'all wells' with no plate named: the transfer binds the whole default labware, "
        "not 96 named wells",
    ),
    (
        "nb07",
        "add 20 µl substrate/well, RT 10 min, read lum",
        "transfer volume_ul=20 > incubate duration_s=600",
        "'RT 10 min' with no verb between two steps is not read as a wait",
    ),
    (
        "nb39",
        "inc. 30 min RT, then read abs 490",
        "incubate duration_s=1800 > read_absorbance wavelength_nm=490",
        "'read abs 490' (wavelength without nm) asks instead of reading 490 nm",
    ),
    (
        "br16",
        "Add 100 µL of medium to rows A to H of column 1 and leave the remaining wells empty.",
        "transfer volume_ul=100 wells=8",
        "'leave the remaining wells empty' is asked about as an unread step",
    ),
    (
        "ls02",
        "Steps:\n- Add 50 uL buffer to all wells\n  - use the Hamilton STAR\n- Seal at 170 "
        "°C for 2 s",
        "transfer volume_ul=50 @hamilton_star > seal temperature_c=170 duration_s=2",
        "a sub-bullet naming the liquid handler binds to the next bullet (the seal)",
    ),
    (
        "ls14",
        "1. Read absorbance at 600 nm\n2. Before step 1, shake at 500 rpm for 30 s",
        "shake speed_rpm=500 duration_s=30 > read_absorbance wavelength_nm=600",
        "'Before step 1, ...' asks instead of reordering by step number",
    ),
    (
        "mx18",
        "Incubate the plate at 37 °C for approximately 1 h.",
        "ask",
        "'approximately 1 h' is approved as 1 h; this case expects a question",
    ),
]
"""Fresh-batch intents the planner still gets wrong (each asks or halts; none is approved
with a changed value): kept out of ALL_CASES, scored by ``faithful_score.py --open``."""

REVISIONS: list[Case] = [  # self-corrections, struck-out values, relative values, shorthand
    (
        "rv-dash-sorry",
        "Dispense 60 uL of PBS into each well of the flat 96-well plate -- sorry, 45 uL.",
        "transfer volume_ul=45",
    ),
    (
        "rv-em-dash-pair",
        "Pipette 1 mL \u2014 no, 0.8 mL \u2014 of lysate into the 24 deep-well block, then "
        "spin it 15 min at 2000 x g.",
        "transfer volume_ul=800 > spin rcf_g=2000 duration_s=900",
    ),
    (
        "rv-ellipsis-unitless",
        "Heat seal at 175 C for 3 s, then centrifuge 2 min at 1500 x g... no, 1200.",
        "seal temperature_c=175 duration_s=3 > spin rcf_g=1200 duration_s=120",
    ),
    (
        "rv-parenthesis",
        "Shake at 900 rpm (oops, 1100) for 45 s on the BioShake.",
        "shake speed_rpm=1100 duration_s=45 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "rv-strike",
        "Read absorbance at ~~405 nm~~ 415 nm on the SpectraMax.",
        "read_absorbance wavelength_nm=415 @spectramax_i3x",
    ),
    (
        "rv-sed-line",
        "incubate 37 C 45 min then read lum 1 s\ns/45 min/60 min/",
        "incubate temperature_c=37 duration_s=3600 > read_luminescence integration_s=1",
    ),
    (
        "rv-last-sentence",
        "Spin the PCR plate at 800 x g for 1 min, then seal it at 170 °C for 2 s. "
        "Correction: seal at 160 °C, the foil is thin.",
        "spin rcf_g=800 duration_s=60 > seal temperature_c=160 duration_s=2",
    ),
    (
        "rv-last-sentence-which-step",
        "Add 30 µL buffer, shake 1 min at 1200 rpm, add 30 µL substrate, shake 5 min at "
        "1200 rpm. Actually make the first shake 2 min.",
        "transfer volume_ul=30 > shake speed_rpm=1200 duration_s=120 > transfer volume_ul=30 "
        "> shake speed_rpm=1200 duration_s=300",
    ),
    (
        "rv-same-speed-longer",
        "Centrifuge at 600 xg for 2 min; after adding 20 uL stop solution, centrifuge at the "
        "same speed for twice as long.",
        "spin rcf_g=600 duration_s=120 > transfer volume_ul=20 > spin rcf_g=600 duration_s=240",
    ),
    (
        "rv-half-volume",
        "Add 80 µl of cells to every well, then half that volume of compound.",
        "transfer volume_ul=80 > transfer volume_ul=40",
    ),
    ("rv-vague", "Shake for 1 min at 800 rpm, then once more a bit faster.", "ask"),
    ("rv-yesterday", "Do the same as last week's run, but seal at 165 °C.", "ask"),
    (
        "rv-unresolved-which",
        "Incubate 10 min at 37 °C, read at 450 nm, incubate 10 min more, read again. "
        "Sorry, 20 min.",
        "ask",
    ),
    (
        "rv-skip",  # the seal stated first is left out, and the plan says so
        "Seal at 170 °C for 2 s, spin 1 min at 1000 x g, read at 600 nm. Skip the seal today.",
        "spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=600",
    ),
    (
        "rv-corrected-over-limit",
        "Spin the 1.5 mL tubes at 15,000 x g -- typo, 28,000 x g -- for 5 min.",
        "halted",
    ),
    (
        "sh-kilo-force",
        "5424r tubes 14k×g 8' 4C",
        "spin rcf_g=14000 duration_s=480 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "sh-kilo-rpm",
        "hig4 dw plt 4krpm 3'",
        "ask",
    ),
    (
        "sh-min-sec",
        "vspin 0.8k×g 2'15\"",
        "spin rcf_g=800 duration_s=135 @agilent_vspin",
    ),
    (
        "sh-plus-adds",
        "i7 40uL/well buffer → 96 flat; +10uL enzyme mix; 30C 20min; read a340",
        "transfer volume_ul=40 @biomek_i7_hybrid > transfer volume_ul=10 > incubate "
        "temperature_c=30 duration_s=1200 > read_absorbance wavelength_nm=340",
    ),
    (
        "sh-mix-times-sign",
        "star: 100uL lysis buf/well dw plt + mix 80uL ×6",
        "transfer volume_ul=100 @hamilton_star > mix volume_ul=80",
    ),
]
"""Intents that change their mind ('-- sorry, 45 uL', '~~405 nm~~', 's/a/b/', a last
'Correction: ...' sentence), give a value relative to an earlier one, or write engineers'
shorthand ('14k×g', "2'15\"", '+10uL'); what cannot be applied asks."""

SOPS: list[Case] = [  # SOP excerpts: section numbers, materials, notes, equipment lists
    (
        "sop-heading-caution",
        "4.2 Clarification\n4.2.1 The lysate block (96 deep-well) is centrifuged at 3,000 × g "
        "for 8 min in the BioNex HiG4.\nCAUTION: never exceed 3,000 × g with this block.",
        "spin rcf_g=3000 duration_s=480 @bionex_hig4",
    ),
    (
        "sop-materials-block",
        "Materials\n- Stop solution, 2 N H2SO4\n- TMB (Thermo 34028), 1-Step\nPROCEDURE\n"
        "3.1 Add 50 µL stop solution to each well with the OT-2.\n"
        "3.2 Read absorbance at 450 nm within 30 min.",
        "transfer volume_ul=50 @opentrons_ot2 > read_absorbance wavelength_nm=450",
    ),
    (
        "sop-equipment-list",
        "Equipment\n- Hamilton Microlab STAR\n- QInstruments BioShake 3000-T elm\nPROCEDURE\n"
        "2.1 Dispense 90 µL of diluent into columns 1-12.\n2.2 Shake for 1 min at 1,000 rpm.",
        "transfer volume_ul=90 @hamilton_star wells=96 > shake speed_rpm=1000 duration_s=60 "
        "@qinstruments_bioshake_3000t_elm",
    ),
    (
        "sop-pause-point",
        "6.4 Sealing and storage\n6.4.1 Heat-seal the PCR plate at 165 °C for 2.5 s.\n"
        "Pause point: sealed plates are stable for 2-8 weeks at 2-8 °C.\n"
        "6.4.2 Store the plate in the refrigerated store at 4 °C.",
        "seal temperature_c=165 duration_s=2.5 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "sop-passive-later-first",
        "5 PROCEDURE - Readout\n5.1 Luminescence is read (0.5 s integration) after the plate "
        "has been shaken for 2 min at 600 rpm.\nNote: equilibrate reagents to 22 °C.",
        "shake speed_rpm=600 duration_s=120 > read_luminescence integration_s=0.5",
    ),
]
"""SOP excerpts: headings, materials, notes, pause points and criteria are no steps; an
equipment list names the instruments of steps that name none."""

LETTERS: list[Case] = [  # requests written as emails and chat messages
    (
        "le-before-the-read-next-sentence",
        "Hi,\n\nthe TMB plate has been stopped and needs a read at 450 nm.\n\nBefore the read, "
        "could you spin it for 2 min at 800 x g? Bubbles again.\n\nThanks, Ana",
        "spin rcf_g=800 duration_s=120 > read_absorbance wavelength_nm=450",
    ),
    (
        "le-need-then-how",
        "Hello! Our PCR plate needs sealing tonight. Please seal it at 165 °C for 2.5 seconds "
        "on the a4S. Cheers, Bo",
        "seal temperature_c=165 duration_s=2.5 @azenta_a4s",
    ),
    (
        "le-already-done",
        "Dear team, the assay plate is already sealed and spun down, so please just store it in "
        "the cold store at 4 °C. Kind regards, Pia",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "le-needs-a-wait",
        "Hey, substrate went in by hand. It needs 20 min at room temperature, then a "
        "luminescence read with 0.5 s integration please!",
        "incubate duration_s=1200 > read_luminescence integration_s=0.5",
    ),
    (
        "le-chat-code-marks",
        "> can someone seal my pcr plate\nyes pls, `170 °C` `2.5 s` on the a4s 🙏",
        "seal temperature_c=170 duration_s=2.5 @azenta_a4s",
    ),
    (
        "le-plate-centrifuge-kind",
        "spin it `2500 x g` `3 min` in the plate centrifuge, then read abs at 405",
        "spin rcf_g=2500 duration_s=180 > read_absorbance wavelength_nm=405",
    ),
    (
        "le-first-at-end",
        "a562 on the i3x; shake 1200 rpm 45 s first so the colour is even",
        "shake speed_rpm=1200 duration_s=45 > read_absorbance wavelength_nm=562",
    ),
    (
        "le-program-only",
        "cfx384: 95 °C 2 min, then 40 cycles of 95 °C 5 s and 60 °C 30 s",
        "run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    ("le-relative-to-tm", "odtc: 30 cycles 98 °C 10 s, Tm+2 for 20 s, 72 °C 15 s", "ask"),
    (
        "mn-because-and-observation",
        "You will now spin the plate at 800 × g for 1 min, because droplets on the walls would "
        "change the volumes. Then read the absorbance at 595 nm. The standards should turn "
        "blue within about 5 minutes.",
        "spin rcf_g=800 duration_s=60 > read_absorbance wavelength_nm=595",
    ),
    (
        "mn-heading-and-title",
        "Bradford assay\nDay 2\n(a) Add 150 µL of dye reagent to each well with the OT-2.\n"
        "(b) Leave the plate at room temperature for 5 min.\n(c) Read at 595 nm.",
        "transfer volume_ul=150 @opentrons_ot2 > incubate duration_s=300 > "
        "read_absorbance wavelength_nm=595",
    ),
    (
        "mn-already-added",
        "The substrate has already been added by the previous group. You should now read the "
        "luminescence with 0.5 s integration. This ensures the signal is read at its peak.",
        "read_luminescence integration_s=0.5",
    ),
    (
        "mn-prevents",
        "Seal the PCR plate at 165 °C for 3 s. A good seal prevents evaporation at 95 °C.",
        "seal temperature_c=165 duration_s=3",
    ),
    (
        "or-before-that-colon",
        "Measure fluorescence 485/520 at the end. Before that: add 40 µL substrate, then shake "
        "1 min at 900 rpm. Then put the plate in the hotel.",
        "transfer volume_ul=40 > shake speed_rpm=900 duration_s=60 > read_fluorescence "
        "excitation_nm=485 emission_nm=520 > store @cytomat_24",
    ),
    (
        "or-after-the-pcr-later",
        "After the PCR, spin the plate 20 s at 600 x g. ODTC program: 95 °C 2 min; 30 cycles of "
        "95 °C 15 s, 60 °C 15 s, 72 °C 20 s.",
        "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=15 extension_c=72 "
        "extension_s=20 @inheco_odtc > spin rcf_g=600 duration_s=20",
    ),
    (
        "or-read-again",
        "Read absorbance at 620 nm, incubate 15 min at 37 °C and read again.",
        "read_absorbance wavelength_nm=620 > incubate temperature_c=37 duration_s=900 > "
        "read_absorbance wavelength_nm=620",
    ),
    (
        "mx-bead-mix-is-a-reagent",
        "need 20ul of bead mix into each well on the i7, then mix 8 times with 15ul",
        "transfer volume_ul=20 @biomek_i7_hybrid > mix volume_ul=15",
    ),
    (
        "mx-arm-picks-out-of-store",
        "the PF400 picks the plate out of the Cytomat 24, then the SpectraMax reads "
        "absorbance at 405 nm",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "mx-first-rows",
        "With the Fluent put 10 µL into the first 3 rows of the 96-well plate.",
        "transfer volume_ul=10 @tecan_fluent wells=36",
    ),
    (
        "mx-minutes-on-the-shaker",
        "add 50 µL of reagent, then 3 minutes on the shaker at 900 rpm, then read at 490 nm",
        "transfer volume_ul=50 > shake speed_rpm=900 duration_s=180 > read_absorbance "
        "wavelength_nm=490",
    ),
    (
        "pg-heading-then-values",
        "Incubate in the Cytomat 2C450: 30 °C, 20:00:00. Then read at 600 nm.",
        "incubate temperature_c=30 duration_s=72000 @cytomat_2c450 > read_absorbance "
        "wavelength_nm=600",
    ),
    (
        "pg-inline-icons",
        "7. Read luminescence, 1 s. Before reading, spin the plate down: ⟳ 400 x g, ⏱ 00:01:00.",
        "spin rcf_g=400 duration_s=60 > read_luminescence integration_s=1",
    ),
    (
        "mx-after-a-named-incubation",
        "Luminescence (2 s) after a 30 min CellTiter-Glo incubation at 25°C.",
        "incubate temperature_c=25 duration_s=1800 > read_luminescence integration_s=2",
    ),
    (
        "mx-arm-drops-it-to-peel",
        "PF400 drops the plate on the XPeel to peel, then the Fluent adds 5 µL to row A.",
        "peel @azenta_xpeel > transfer volume_ul=5 @tecan_fluent wells=12",
    ),
    (
        "mx-vendor-verb",
        "Hamilton transfers 15 µL of buffer into columns 1-2 of the 96-well plate.",
        "transfer volume_ul=15 @hamilton_star wells=16",
    ),
    (
        "or-before-that-whole-sentence",
        "Read the plate last: absorbance at 562 nm. Before that the Fluent adds 200 µL of "
        "working reagent to each well.",
        "transfer volume_ul=200 @tecan_fluent > read_absorbance wavelength_nm=562",
    ),
    (
        "rp-same-step-again",
        "Spin at 700 x g for 45 s, read luminescence with 0.5 s integration, then the same spin "
        "again and the same read.",
        "spin rcf_g=700 duration_s=45 > read_luminescence integration_s=0.5 > spin rcf_g=700 "
        "duration_s=45 > read_luminescence integration_s=0.5",
    ),
    (
        "rp-already-sealed-no-seal",
        "ODTC: 30 cycles of 95 °C 15 s, 60 °C 30 s, 72 °C 30 s. The PCR plate is already sealed.",
        "run_pcr cycles=30 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=30 "
        "extension_c=72 extension_s=30 @inheco_odtc",
    ),
    (
        "or-having-first-both",
        "read absorbance at 490 nm for my plate, having first added 20 uL MTS on the OT-2 and "
        "let it shake 2 min at 500 rpm",
        "transfer volume_ul=20 @opentrons_ot2 > shake speed_rpm=500 duration_s=120 > "
        "read_absorbance wavelength_nm=490",
    ),
    (
        "or-first-question",
        "Could you read luminescence at 1 s? Could the Fluent add 30 µL of reagent to each well "
        "first?",
        "transfer volume_ul=30 @tecan_fluent > read_luminescence integration_s=1",
    ),
    (
        "lg-store-and-pull-back-out",
        "put it in the cold store at 4 °C and take it back out at 3pm",
        "store temperature_c=4 @cytomat_2c425 > retrieve @cytomat_2c425",
    ),
    (
        "or-but-only-after",
        "Read at 450 nm — but only after it has been spun 1 min at 500 x g",
        "spin rcf_g=500 duration_s=60 > read_absorbance wavelength_nm=450",
    ),
    (
        "or-and-before-reading-with-brackets",
        "Add 20 µL substrate to every well, incubate 30 min at 37 °C, and before reading "
        "absorbance (405 nm), shake the plate at 600 rpm, 25 °C, 1 min.",
        "transfer volume_ul=20 > incubate temperature_c=37 duration_s=1800 > shake "
        "speed_rpm=600 duration_s=60 temperature_c=25 > read_absorbance wavelength_nm=405",
    ),
    (
        "or-only-after-its-been",
        "read lum 0.5 s — but only after it's been spun 1 min at 700 x g",
        "spin rcf_g=700 duration_s=60 > read_luminescence integration_s=0.5",
    ),
    (
        "le-needs-a-spin",
        "Morning - the deep-well blocks need 10 minutes at 2,000 × g in the HiG4, then "
        "300 µL of each supernatant should go to a fresh deep-well plate on the i5.",
        "spin rcf_g=2000 duration_s=600 @bionex_hig4 > transfer volume_ul=300 @biomek_i5",
    ),
]
"""Emails and chat: greetings, a need stated before the step itself, work already done,
and a step referred to in a later sentence ('Before the read, ...')."""

RUN_SHEETS: list[Case] = [  # device-first run sheets, handouts with reasons, store verbs
    (
        "rs-device-first-chain",
        "plate P2: HiG4 1500 g 90 s, a4S 165C 3s, XPeel, BioShake 900 rpm 45 s, i3x A405",
        "spin rcf_g=1500 duration_s=90 @bionex_hig4 > seal temperature_c=165 duration_s=3 "
        "@azenta_a4s > peel @azenta_xpeel > shake speed_rpm=900 duration_s=45 "
        "@qinstruments_bioshake_3000t_elm > read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "rs-cycler-after-a-comma",
        "PCR plate: seal 168 °C 2 s, spin (VSpin, 700 x g, 45 s), ODTC 96 °C 3 min / 28 x "
        "(96 °C 20 s, 58 °C 25 s, 70 °C 50 s) / 70 °C 4 min",
        "seal temperature_c=168 duration_s=2 > spin rcf_g=700 duration_s=45 @agilent_vspin > "
        "run_pcr initial_denaturation_c=96 initial_denaturation_s=180 cycles=28 "
        "denaturation_c=96 denaturation_s=20 annealing_c=58 annealing_s=25 extension_c=70 "
        "extension_s=50 final_extension_c=70 final_extension_s=240 @inheco_odtc",
    ),
    (
        "rs-device-first-lines-beside-a-program",
        "R2 = 384 PCR\n1. Fluent: 6 ul MM/well\n2. Fluent: 4 ul cDNA/well\n3. a4S 168 C 3 s\n"
        "4. HiG4 900 x g 1 min\n5. CFX384: 95C 2 min | 40x 95C 5 s, 60C 30 s",
        "transfer volume_ul=6 @tecan_fluent > transfer volume_ul=4 @tecan_fluent > seal "
        "temperature_c=168 duration_s=3 @azenta_a4s > spin rcf_g=900 duration_s=60 @bionex_hig4 "
        "> run_qpcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=40 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "rs-checklist-boxes",
        "[x] thaw master mix\n[ ] OT-2: 15 µL MM to cols 1-2 of the 96 PCR plate\n"
        "[ ] a4S 172 °C 2 s\n[ ] ODTC: 95 °C 2 min; 28 cycles 95 °C 15 s, 57 °C 30 s, "
        "72 °C 30 s",
        "transfer volume_ul=15 @opentrons_ot2 wells=16 > seal temperature_c=172 duration_s=2 "
        "@azenta_a4s > run_pcr initial_denaturation_c=95 initial_denaturation_s=120 cycles=28 "
        "denaturation_c=95 denaturation_s=15 annealing_c=57 annealing_s=30 extension_c=72 "
        "extension_s=30 @inheco_odtc",
    ),
    (
        "rs-times-sign-cycles",
        "On the ODTC: 95 °C 90 s; 33 × [95 °C 15 s, 61 °C 15 s, 72 °C 30 s]; 72 °C 2 min",
        "run_pcr initial_denaturation_c=95 initial_denaturation_s=90 cycles=33 denaturation_c=95 "
        "denaturation_s=15 annealing_c=61 annealing_s=15 extension_c=72 extension_s=30 "
        "final_extension_c=72 final_extension_s=120 @inheco_odtc",
    ),
    (
        "rs-thousands-after-a-warm-step",
        "Keep the block at 30 °C overnight with shaking at 1,200 rpm on the thermoshaker, then "
        "pellet it at 2,500 × g for 8 min in the 5810 R.",
        "shake temperature_c=30 speed_rpm=1200 @qinstruments_bioshake_3000t_elm > spin "
        "rcf_g=2500 duration_s=480 @eppendorf_5810r",
    ),
    (
        "rs-wait-is-a-step",
        "Shake 3 min at 700 rpm, wait 15 min, then read luminescence.",
        "shake speed_rpm=700 duration_s=180 > incubate duration_s=900 > read_luminescence",
    ),
    (
        "rs-reason-ends-at-then",
        "Leave the cells at room temperature for 25 min (otherwise they clump in the middle), "
        "then into the CO2 incubator at 37 °C for 48 h.",
        "incubate duration_s=1500 > incubate temperature_c=37 duration_s=172800 @cytomat_2c450",
    ),
    (
        "rs-return-to-store",
        "Read the assay plate at 595 nm and return it to the Cytomat 24.",
        "read_absorbance wavelength_nm=595 > store @cytomat_24",
    ),
    (
        "rs-send-to-hotel",
        "Peel the plate, read fluorescence ex 485 em 535, and send it to the plate hotel.",
        "peel > read_fluorescence excitation_nm=485 emission_nm=535 > store @cytomat_24",
    ),
    (
        "rs-put-it-back-where-it-came-from",
        "Take the culture plate out of the CO2 incubator, read OD600, then put it back.",
        "retrieve @cytomat_2c450 > read_absorbance wavelength_nm=600 > store @cytomat_2c450",
    ),
]
"""Run sheets that name the device before its settings, numbers with thousands separators
after a warm step, 'wait' as a step, a reason that ends where the next step begins, and a
plate sent or put back to a store (the one it came from)."""

REQUESTS: list[Case] = [  # requests to a service: context, admin, money, dates, own names
    (
        "rq-admin-sentences",
        "Dear team, I study wheat rust. Could the OT-2 put 150 uL of buffer into rows A to C "
        "of a clear 96-well plate? Our grant report is due on the 21st and the budget is about "
        "€300. The steering committee meets in ten days.",
        "transfer volume_ul=150 @opentrons_ot2 wells=36",
    ),
    (
        "rq-po-number",
        "Please spin my 384-well plate at 1,200 × g for 2 min in the HiG4; charge PO 71-2204.",
        "spin rcf_g=1200 duration_s=120 @bionex_hig4",
    ),
    (
        "rq-sole-vendor-and-pronoun",
        "On the Tecan I'd like 45 µL of diluent added to each well of a 96-well plate.",
        "transfer volume_ul=45 @tecan_fluent",
    ),
    (
        "rq-nanolitres",
        "Stamp 500 nL of each compound into a fresh 384-well plate with the Biomek i7.",
        "transfer volume_ul=0.5 @biomek_i7_hybrid",
    ),
    (
        "rq-count-nouns",
        "My 28 patient urines: the Hamilton STAR adds 50 µL of each into a flat 96-well plate.",
        "transfer volume_ul=50 @hamilton_star",
    ),
    (
        "rq-for-storage-is-a-purpose",
        "Finally 40 µL of each eluate should go into a fresh 96-well PCR plate on the Biomek i5 "
        "for storage.",
        "transfer volume_ul=40 @biomek_i5",
    ),
    (
        "rq-aliquots-are-samples",
        "Please store my plasma aliquots (96 deep-well plate) in the plate fridge at 4 °C.",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "rq-wells-hold-their-reactions",
        "On the Biomek i7, add 40 µL of SPRI beads to each 50 µL reaction in columns 1-2 of the "
        "PCR plate and mix 8 times with 75 µL.",
        "transfer volume_ul=40 @biomek_i7_hybrid wells=16 > mix volume_ul=75 cycles=8",
    ),
    (
        "rq-a-mix-larger-than-an-empty-well-holds",
        "Add 15 µL of substrate to a fresh 96-well plate with the OT-2 and mix 3x with 40 µL.",
        "halted",
    ),
    (
        "rq-a-step-that-depends-on-a-reading",
        "Read OD600 of the culture plate. If it is above 0.6, add 5 µL of IPTG to every well "
        "with the Fluent; otherwise put it back in the incubator.",
        "ask",
    ),
    (
        "rq-back-in-at-sign",
        "add 10ul resazurin on the OT-2, back in the CO2 incubator for 3h @37, then read 560/590",
        "transfer volume_ul=10 @opentrons_ot2 > incubate temperature_c=37 duration_s=10800 > "
        "read_fluorescence excitation_nm=560 emission_nm=590",
    ),
    (
        "rq-heading-instrument-runs-a-later-step",
        "PCR set-up on the ODTC. Dispense 18 µl of master mix into each well of the PCR plate "
        "with the Hamilton STAR, seal at 170 °C for 2 s, then cycle: 95 °C 2 min; 30 cycles of "
        "95 °C 15 s / 60 °C 30 s / 72 °C 30 s.",
        "transfer volume_ul=18 @hamilton_star > seal temperature_c=170 duration_s=2 > run_pcr "
        "initial_denaturation_c=95 initial_denaturation_s=120 cycles=30 denaturation_c=95 "
        "denaturation_s=15 annealing_c=60 annealing_s=30 extension_c=72 extension_s=30 "
        "@inheco_odtc",
    ),
    (
        "rq-vendor-before-a-volume",
        "Spin the deep-well block in the 5810 R at 2,800 x g for 12 min, then Hamilton 400 µl "
        "supernatant into a fresh 96 deep-well plate.",
        "spin rcf_g=2800 duration_s=720 @eppendorf_5810r > transfer volume_ul=400 @hamilton_star",
    ),
    (
        "rq-value-from-last-time",
        "Cycle my PCR plate on the ODTC: 30 cycles, 94 °C 20 s, 72 °C 40 s, and the same "
        "annealing temperature we used last time.",
        "ask",
    ),
    (
        "rq-a-volume-in-a-store-step",
        "Read at 490 nm, then store 60 µL of it in the plate fridge at 4 °C.",
        "ask",
    ),
    (
        "rq-reported-speech-is-still-asked",
        "I'm a student and the kit insert says to add three drops of substrate to each well and "
        "read right away. Could the Fluent do that on my 96-well plate?",
        "ask",
    ),
]
"""Requests written to a core facility: deadlines, budgets and purchase orders are no
settings; a value kept outside the text ('as last time') or a volume in a store step asks."""

HANDOUTS: list[Case] = [  # teaching-lab handouts: reasons, warnings, questions to students
    (
        "ho-generated-protocol-sections",
        "## Bradford assay (384-well, 60 µL final)\n\n### Materials\n- Dye reagent, 1x\n\n"
        "### Procedure\n1. Add **50 µL** of dye reagent to each well with the Fluent.\n"
        "2. Read absorbance at **595 nm**.\n\n### Expected results\n- Blank: A595 ≈ 0.4–0.5\n"
        "- Top standard: A595 ≈ 1.3\n\n**Troubleshooting:** if A595 < 0.3, remake the dye.",
        "transfer volume_ul=50 @tecan_fluent > read_absorbance wavelength_nm=595",
    ),
    (
        "ho-shaking-heading-then-values",
        "**Step 2.** Incubate with shaking on the **BioShake**: **30 °C, 650 rpm, 45 min**.",
        "shake temperature_c=30 speed_rpm=650 duration_s=2700 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "ho-work-no-instrument-does",
        "1. Add 150 µL of staining buffer to each well with the OT-2.\n2. Acquire 5,000 "
        "events per well on the flow cytometer.",
        "ask",
    ),
    (
        "ho-set-up-by-someone-else",
        "Run the DNA extraction on the KingFisher Flex with program 'gDNA_Blood_96'. The "
        "lysate, wash and elution plates should already be loaded by the technician.",
        "run_program @kingfisher_flex",
    ),
    (
        "ho-loading-a-bead-processor",
        "1. Load the prepared plates and tip comb, then start program Viral_RNA_2W on the "
        "KingFisher Flex.",
        "run_program @kingfisher_flex",
    ),
    (
        "ho-named-program",
        "Equipment: KingFisher Flex\n1. Run the MagBind_Total_96 program on the 96 deep-well "
        "plate.",
        "run_program @kingfisher_flex",
    ),
    (
        "ho-second-emission",
        "Read time-resolved fluorescence on the 384-well plate: excitation 320 nm, emission at "
        "665 nm and then at 615 nm.",
        "read_fluorescence excitation_nm=320 emission_nm=665 > read_fluorescence "
        "excitation_nm=320 emission_nm=615",
    ),
    (
        "ho-premixed-reagents",
        "Add 8 µL of the detection reagents (two antibodies, mixed beforehand) to each well of "
        "the 384-well plate with the Biomek i5, then incubate 2 h at RT.",
        "transfer volume_ul=8 @biomek_i5 > incubate duration_s=7200",
    ),
    (
        "ho-thousands-in-a-leading-order-clause",
        "After spinning the plate at 1,500 × g for 2 min, read the absorbance at 340 nm.",
        "spin rcf_g=1500 duration_s=120 > read_absorbance wavelength_nm=340",
    ),
    (
        "ho-markdown-emphasis-and-strike",
        "### Step 4: Spin\nSpin the **384-well** plate at ~~300~~ **800 × g** for *1 min* in "
        "the VSpin.",
        "spin rcf_g=800 duration_s=60 @agilent_vspin",
    ),
    (
        "ho-table-header-hash",
        "#  Step        Device     Settings\n1  seal        a4S        168 C / 2 s\n"
        "2  spin        HiG4       900 x g / 1 min",
        "seal temperature_c=168 duration_s=2 @azenta_a4s > spin rcf_g=900 duration_s=60 "
        "@bionex_hig4",
    ),
    (
        "ho-row-cells-settle-the-spin",
        "5424 R | 2 ml tubes x8 (pellets) | 14,000 xg | 5 min | 4C",
        "spin rcf_g=14000 duration_s=300 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "ho-tube-size-in-brackets",
        "Spin the 8 tubes (2 mL) at 12,000 x g for 3 min in the 5424 R.",
        "spin rcf_g=12000 duration_s=180 @eppendorf_5424r",
    ),
    (
        "ho-warning-is-no-step",
        "Seal the PCR plate on the a4S at 172 °C for 2 s. Careful, the sealing block is hot!",
        "seal temperature_c=172 duration_s=2 @azenta_a4s",
    ),
    (
        "ho-question-to-the-student",
        "Read the plate at 405 nm. Why do you think we use 405 and not 450?",
        "read_absorbance wavelength_nm=405",
    ),
    (
        "ho-how-long-a-signal-keeps",
        "Read luminescence with 0.3 s integration. The signal stays stable for about 20 min, "
        "so do not wait.",
        "read_luminescence integration_s=0.3",
    ),
    (
        "ho-a-store-beside-its-reason",
        "Seal at 170 °C for 2 s, then store the plate in the plate fridge at 4 °C; it is stable "
        "for a week.",
        "seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "ho-bead-ratio",
        "On the Biomek i7 add 72 µL of SPRI beads (1.8x) to each well of the PCR plate.",
        "transfer volume_ul=72 @biomek_i7_hybrid",
    ),
    (
        "ho-ratio-in-work-done",
        "With the OT-2 add 190 µL of LB to every well, then 10 µL of the culture (already "
        "diluted 1:50 for you).",
        "transfer volume_ul=190 @opentrons_ot2 > transfer volume_ul=10",
    ),
]
"""Handouts: table-row settings, a tube size in brackets, safety lines, questions to the
reader, how long a signal keeps (never a setting, never a reason to drop a step), ratios."""

MINUTES: list[Case] = [  # meeting minutes: alternatives weighed, last week's results
    (
        "mi-floated-but-settled",
        "- 2500 x g was floated (AL) but we settled on 1800 x g for 2 min, on the HiG4.\n"
        "ACTION (AL): queue the spin on the workcell.",
        "spin rcf_g=1800 duration_s=120 @bionex_hig4",
    ),
    (
        "mi-wanted-then-agreed",
        "KT wanted 1500 rpm, RB worried about splashing; agreed on 900 rpm. Decision: shake the "
        "plate on the BioShake at 900 rpm for 3 minutes, room temperature.",
        "shake speed_rpm=900 duration_s=180 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "mi-let-the-reaction-run",
        "Spin at 800 g for 1 min in the HiG4 and let the reaction run for 45 min at room "
        "temperature.",
        "spin rcf_g=800 duration_s=60 @bionex_hig4 > incubate duration_s=2700",
    ),
    (
        "mi-a-wish-outside-minutes-is-the-request",
        "Peel the plate on the XPeel. My PI wanted it read at 450 nm on the SpectraMax.",
        "peel @azenta_xpeel > read_absorbance wavelength_nm=450 @spectramax_i3x",
    ),
    (
        "mi-as-discussed-is-a-reference",
        "As we discussed on Monday, seal at 168 °C for 2 s and spin at 700 x g for 1 min.",
        "seal temperature_c=168 duration_s=2 > spin rcf_g=700 duration_s=60",
    ),
    (
        "mi-weighed-alternative",
        "Decision: seal the Friday plate on the a4S at 175 °C for 2 s. KT asked about 165 °C; "
        "AL pointed out the foil wrinkled at 165 last month, so 175 it is.",
        "seal temperature_c=175 duration_s=2 @azenta_a4s",
    ),
    (
        "mi-discussed-but",
        "ACTION (SG): spin the deep-well block in the 5810 R at 2200 x g for 15 min - we "
        "discussed 3000 but the buckets are rated lower.",
        "spin rcf_g=2200 duration_s=900 @eppendorf_5810r",
    ),
    (
        "mi-last-weeks-results",
        "Last week the top standard gave 2.9 OD and the blank 0.08 OD. Agreed: read the BCA "
        "plate at 562 nm on the SpectraMax (1 s settle was considered, not needed).",
        "read_absorbance wavelength_nm=562 @spectramax_i3x",
    ),
    (
        "mi-readouts-and-dates",
        "Minutes 3 Mar: Cq 21.3 ± 0.4 and ~4e5 RLU last run, amplicon 410 bp. ACTION: read "
        "luminescence of the new plate with 0.5 s integration.",
        "read_luminescence integration_s=0.5",
    ),
]
"""Minutes: values that were weighed and set aside, results of earlier runs, read-outs and
dates are no settings; the decision's values are."""

TRANSCRIBED: list[Case] = [
    (
        "tx-decimal-without-whole",
        "ok read luminescence on the spectra max point five second integration",
        "read_luminescence integration_s=0.5 @spectramax_i3x",
    ),
    (
        "tx-zero-point",
        "luminescence read zero point two five seconds per well",
        "read_luminescence integration_s=0.25",
    ),
    (
        "tx-digit-teen-wavelength",
        "um read the absorbance at three fifteen nano meters",
        "read_absorbance wavelength_nm=315",
    ),
    ("tx-minus-cold-store", "put it in the plate fridge at minus eighty degrees C", "halted"),
    (
        "tx-spaced-vspin",
        "V spin a thousand times g for two minutes and then read at five ninety five",
        "spin rcf_g=1000 duration_s=120 @agilent_vspin > read_absorbance wavelength_nm=595",
    ),
    ("tx-spaced-vspin-over", "okay V spin three thousand g for one minute", "halted"),
    (
        "tx-spaced-bioshake",
        "bio shake twelve hundred RPM for five minutes",
        "shake speed_rpm=1200 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "tx-run-together-program",
        "O D T C thirty cycles ninety five fifteen sec sixty thirty sec seventy two sixty sec",
        "run_pcr cycles=30 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=30 "
        "extension_c=72 extension_s=60 @inheco_odtc",
    ),
    (
        "tx-mix-bare-volume",
        "add two hundred micro litres of lysis buffer to the deep well on the fluent mix five "
        "times at one fifty",
        "transfer volume_ul=200 @tecan_fluent > mix volume_ul=150 cycles=5",
    ),
    (
        "tx-store-at-word",
        "seal it at one seventy for two seconds then into the cold store at four",
        "seal temperature_c=170 duration_s=2 > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "eln-steps-after-materials",
        "Entry 2291 - plate prep\nMaterials:\n  * foil seals (lot 88-12)\nSteps:\n"
        "  1. Seal at 175 °C for 2 s.\n  2. Centrifuge 500 x g, 1 min.\n",
        "seal temperature_c=175 duration_s=2 > spin rcf_g=500 duration_s=60",
    ),
    (
        "eln-barcode-defined-once",
        "Manifest: BC-7731 (384-well flat), 380 samples\nProcedure\n"
        "  1. Fluent: 150 uL assay buffer into every well of BC-7731.",
        "halted",
    ),
    (
        "eln-sole-plate-every-well",
        "Sample manifest: PLT-2210 (96-well flat), 96 lysates\nProcedure\n"
        "  1. STAR: add 40 µL detection mix to every well.\n  2. Read absorbance at 450 nm.",
        "transfer volume_ul=40 @hamilton_star > read_absorbance wavelength_nm=450",
    ),
    (
        "rr-centrifuge-first-after-history",
        "tubes slipped at 2000 x g on Monday -> 5424 R, 16000 x g, 10 min, 4 C",
        "spin rcf_g=16000 duration_s=600 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "rr-halve-the-volume",
        "The OT-2 dispensed 300 uL of wash buffer last time and the wells overflowed. Halve "
        "the wash buffer volume this time, same plate, OT-2 again.",
        "transfer volume_ul=150 @opentrons_ot2",
    ),
    (
        "rr-double-the-time",
        "Shake at 900 rpm for 3 min, then read at 570 nm; no wait - double the shaking time.",
        "shake speed_rpm=900 duration_s=360 > read_absorbance wavelength_nm=570",
    ),
    (
        "rr-history-with-a-skipped-step",
        "Read A405 after shaking on the BioShake at 37 °C, 700 rpm for 10 min -- last time we "
        "skipped the heat and shook at 400 rpm.",
        "shake speed_rpm=700 duration_s=600 temperature_c=37 > read_absorbance wavelength_nm=405",
    ),
    (
        "sl-hold-before-a-sign-off",
        "odtc: 95 2 min, 30 cycles of 95 15 sec, 55 30 sec, 72 30 sec, hold 12. thanks!!",
        "run_pcr cycles=30 denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=30 "
        "extension_c=72 extension_s=30 hold_c=12 @inheco_odtc",
    ),
    (
        "tn-arrow-into-fresh-plate",
        "96 DW o/n culture → 100 ul each → fresh 96 flat (i7) → A600",
        "transfer volume_ul=100 @biomek_i7_hybrid > read_absorbance wavelength_nm=600",
    ),
]
"""Transcribed speech, notebook exports and run-sheet arrows: numbers said in words (no
leading zero, a digit and a teen, 'minus', run-together programs), instrument names split
into words, a procedure headed 'Steps:', a plate defined once by its barcode."""

SLANG: list[Case] = [
    (
        "sl-seal-pair-before-a-word",
        "quick one 🙏 seal 175/2 on the a4s then cold store at 4",
        "seal temperature_c=175 duration_s=2 @azenta_a4s > store temperature_c=4 @cytomat_2c425",
    ),
    (
        "un-half-character",
        "Spin the 384-well plate ½ min at 1500 x g on the HiG4.",
        "spin rcf_g=1500 duration_s=30 @bionex_hig4",
    ),
    (
        "un-one-and-a-half-character",
        "incubate 1½ h at 37 °C in the Cytomat",
        "incubate temperature_c=37 duration_s=5400 @cytomat_2c450",
    ),
    ("un-third-character-asks", "spin ⅓ min at 500 x g", "ask"),
    (
        "sl-whizz",
        "give the strips a quick whizz, 2k g 30 s, in the microfuge ta",
        "spin rcf_g=2000 duration_s=30 @eppendorf_5424r",
    ),
    (
        "sl-mics",
        "hit cols 1-2 with 30 mics of substrate on the i5 then read it at 405 😅",
        "transfer volume_ul=30 @biomek_i5 wells=16 > read_absorbance wavelength_nm=405",
    ),
    (
        "sl-cook",
        "cook the plate 30 for 2 hrs in the cytomat then OD600 pls",
        "incubate temperature_c=30 duration_s=7200 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "sl-zap-pair",
        "zap it 180/1.5 s on the a4s and bung it in the 2c425 at 6",
        "seal temperature_c=180 duration_s=1.5 @azenta_a4s > store temperature_c=6 @cytomat_2c425",
    ),
    (
        "sl-shaker-bare-rpm",
        "pop it on the bioshake 90 s at 1100 then lumi 1 s",
        "shake speed_rpm=1100 duration_s=90 @qinstruments_bioshake_3000t_elm > "
        "read_luminescence integration_s=1",
    ),
    (
        "sl-spinner",
        "bung the deep well in the spinner at 1500 g for 5 min, nothing fancy",
        "spin rcf_g=1500 duration_s=300",
    ),
    (
        "sl-incubator-bare",
        "then the incubator 37 for 45 min and read fluor ex 485 em 520",
        "incubate temperature_c=37 duration_s=2700 > read_fluorescence excitation_nm=485 "
        "emission_nm=520",
    ),
]
"""Bench slang: 'whizz', 'mics', 'cook it 30', 'zap it 180/1.5 s', a shaker's bare rpm,
'bung it in the spinner', 'the incubator 37 for 45 min'."""

REPLIES: list[Case] = [
    (
        "re-confirm-as-proposed",
        "Yes please, exactly as below.\n\nThanks,\nMo\n\nOn Fri, 6 Jun 2025 at 08:10, Core "
        "<core@lab.example> wrote:\n> We'd read the plate on the SpectraMax at 405 nm.\n",
        "read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "re-change-a-value",
        "Go with that, but use 800 rpm rather than 1200 - it splashed.\n\n"
        "-----Original Message-----\nFrom: Automation\nSent: Thursday, 5 June 2025 14:02\n"
        "Subject: shake\n\nShake the plate on the BioShake at 1200 rpm for 2 min.\n",
        "shake speed_rpm=800 duration_s=120 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "re-outlook-seal-then-spin",
        "Approved.\n\nSent from my iPad\n\n-----Original Message-----\nFrom: Lab\nTo: PI\n"
        "Subject: plan\n\nSeal at 175 °C for 2 s on the a4S, then spin at 1000 x g for 1 min.\n",
        "seal temperature_c=175 duration_s=2 @azenta_a4s > spin rcf_g=1000 duration_s=60",
    ),
]
"""Replies on top of a quoted thread: the thread is read oldest first, and the newest
message's 'X rather than Y' changes what the older message proposed."""

FORMAL: list[Case] = [
    (
        "formal-number-twice",
        "The operator shall incubate the sealed plate on the CFX384 at 50 °C for fifteen (15) "
        "minutes.",
        "incubate temperature_c=50 duration_s=900 @biorad_cfx384",
    ),
    (
        "formal-number-twice-cycles",
        "Said plate is cycled on the ODTC for twenty-eight (28) cycles of 95 °C for 15 s, "
        "60 °C for 30 s and 72 °C for 45 s.",
        "run_pcr cycles=28 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=30 "
        "extension_c=72 extension_s=45 @inheco_odtc",
    ),
    (
        "formal-number-twice-disagrees",
        "Centrifuge the deep-well plate at 2,000 x g for ten (12) minutes.",
        "ask",
    ),
    (
        "isothermal-is-no-pcr",
        "Isothermal amplification: hold the 96-well PCR plate on the ODTC at 63 degrees for "
        "40 min.",
        "incubate temperature_c=63 duration_s=2400 @inheco_odtc",
    ),
    (
        "qpcr-plate-is-labware",
        "With the Tecan Fluent, pipette 4 ul of cDNA into the qPCR plate, then seal it at 170 C "
        "for 2 s.",
        "transfer volume_ul=4 @tecan_fluent > seal temperature_c=170 duration_s=2",
    ),
    (
        "ampersand-joins-steps",
        "read OD600 & put the plate back in the hotel",
        "read_absorbance wavelength_nm=600 > store @cytomat_24",
    ),
    (
        "transfer-a-plate-to-a-store",
        "Transfer the assay plate to the Cytomat 2C450 and incubate it at 37 °C for 2 h.",
        "incubate temperature_c=37 duration_s=7200 @cytomat_2c450",
    ),
]
"""Formal and legal phrasing (numbers written twice), and words that name labware or join
steps where the instrument reader or the splitter used to read them otherwise."""

REVIEWED: list[Case] = [
    (
        "review-inserted-force",
        "Centrifuge the 384-well plate for 2 min at [deleted: 300 x g][inserted: 500 x g] on "
        "the VSpin.",
        "spin rcf_g=500 duration_s=120 @agilent_vspin",
    ),
    (
        "review-critic-markup-seal",
        "Seal the PCR plate at {~~165~>175~~} °C for 2 s, then spin 1 min at 1000 x g.",
        "seal temperature_c=175 duration_s=2 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "review-rejected-insertion",
        "Shake at [deleted: 600 rpm][inserted: 1200 rpm] (insertion rejected by LK - foams) for "
        "3 min on the BioShake.",
        "shake speed_rpm=600 duration_s=180 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "review-comment-names-another-value",
        "Incubate at 37 °C for [deleted: 1 h][inserted: 90 min].\n[Comment TT: 90 min?]\n"
        "[Reply PL: make it 2 h, final]",
        "ask",
    ),
    (
        "review-value-deleted-no-replacement",
        "Spin the deep-well block at 2000 x g for [deleted: 10 min]. [Comment: to be decided]",
        "ask",
    ),
    (
        "review-deleted-step",
        "1. Retrieve the plate from the hotel.\n2. ~~Shake 1 min at 500 rpm.~~\n"
        "3. Read absorbance at 405 nm.",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=405",
    ),
    (
        "review-moved-step",
        "1. Read A450.\n2. Add 50 uL stop solution.\n[Comment RD: step 2 before step 1 - moved]",
        "ask",
    ),
    (
        "review-inserted-to-minus-twenty",
        "Store the plate in the 2C425 at [deleted: 4 °C][inserted: -20 °C]. <<MW: agreed>>",
        "halted",
    ),
    (
        "after-passive-two-steps",
        "Measure luminescence (1 s) once the plate has been retrieved from the Cytomat 24 and "
        "shaken 2 min at 400 rpm.",
        "retrieve @cytomat_24 > shake speed_rpm=400 duration_s=120 > "
        "read_luminescence integration_s=1",
    ),
    (
        "two-values-offered",
        "Pipette 10 µL or 12 µL of primer mix into the PCR plate with the OT-2.",
        "ask",
    ),
]
"""Text pasted from a reviewed document (tracked changes, comments, 'was' notes) is read as
the reviewers left it; a comment's value the plan does not use, an undecided edit or a moved
step makes the plan ask."""

CLOCKED: list[Case] = [
    (
        "clock-on-off-shaker",
        "13:05 plate on the BioShake, 900 rpm\n13:25 shaker off\n13:30 read A600",
        "shake speed_rpm=900 duration_s=1200 @qinstruments_bioshake_3000t_elm > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "clock-window-spin",
        "16:40-16:50  HiG4, 96 deep-well block, 2,000 x g",
        "spin rcf_g=2000 duration_s=600 @bionex_hig4",
    ),
    (
        "clock-until-incubator",
        "09:30 plate into the CO2 incubator, 37 °C, until 11:00\n11:05 luminescence, 1 s",
        "incubate temperature_c=37 duration_s=5400 @cytomat_2c450 > "
        "read_luminescence integration_s=1",
    ),
    (
        "clock-overnight-next-day",
        "18:00  cultures into the incubator at 30 °C\n08:00  (next day) pull them out\n"
        "08:10  OD600 on the i3x",
        "incubate temperature_c=30 duration_s=50400 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=600 @spectramax_i3x",
    ),
    (
        "clock-until-tomorrow-order",
        "16:00  seal at 170 C for 2 s\n16:05  ODTC 37 C until 08:05 tomorrow\n"
        "08:10  spin 1 min at 500 x g",
        "seal temperature_c=170 duration_s=2 > incubate temperature_c=37 duration_s=57600 "
        "@inheco_odtc > spin rcf_g=500 duration_s=60",
    ),
    (
        "clock-labelled-lanes-out-of-order",
        "[robot] 10:20  spin 1 min at 1000 x g\n[me]    10:00  journal club\n"
        "[robot] 10:10  seal 165 °C 2 s",
        "seal temperature_c=165 duration_s=2 > spin rcf_g=1000 duration_s=60",
    ),
    (
        "clock-relative-stamps",
        "T+0  peel the plate on the XPeel\nT+5 min  read fluorescence 485/520",
        "peel @azenta_xpeel > read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "clock-prose-from-until",
        "Shake at 1,200 rpm from 14:10 to 14:25 on the BioShake, then spin 2 min at 300 x g.",
        "shake speed_rpm=1200 duration_s=900 @qinstruments_bioshake_3000t_elm > "
        "spin rcf_g=300 duration_s=120",
    ),
    (
        "shear-is-no-workcell-step",
        "Shear the gDNA on the Covaris, then run 24 samples on the LabChip.",
        "ask",
    ),
]
"""Run sheets written on a clock: a step's length comes from its times (a window, 'until',
a later 'off' or 'take it out' line), a day rolls over at 'tomorrow' or 'next day', and
lines from two calendars run in the order of their times."""

RANGES: list[Case] = [
    (
        "range-repeat-once-more",
        "1. Dispense 40 uL wash buffer into every well of a 96-well plate with the Fluent.\n"
        "2. Shake 30 s at 1,000 rpm.\n3. Repeat steps 1-2 once more.\n4. Read A405.",
        "transfer volume_ul=40 @tecan_fluent > shake speed_rpm=1000 duration_s=30 > "
        "transfer volume_ul=40 @tecan_fluent > shake speed_rpm=1000 duration_s=30 > "
        "read_absorbance wavelength_nm=405",
    ),
    (
        "range-repeat-outline-overfills",
        "3 Washes (96-well flat plate, Hamilton STAR)\n  3.1 Add 130 µL buffer to each well.\n"
        "  3.2 Mix 3 times at 80 µL.\n  3.3 Repeat 3.1-3.2 twice more.",
        "halted",
    ),
    (
        "range-repeat-count-unclear",
        "1. Add 20 µL of substrate to the 384-well plate on the Biomek i5.\n"
        "2. Incubate 5 min at room temperature.\n3. Repeat steps 1 to 2 three times.",
        "ask",
    ),
    (
        "repeat-one-step-same-plate",
        "1. Pipette 30 µL of medium into a 96-well flat plate with the OT-2.\n"
        "2. Spin 1 min at 300 x g.\n3. Repeat step 1.\n4. Read OD600.",
        "transfer volume_ul=30 @opentrons_ot2 > spin rcf_g=300 duration_s=60 > "
        "transfer volume_ul=30 @opentrons_ot2 > read_absorbance wavelength_nm=600",
    ),
]
"""A range of listed steps run again ('repeat steps 1-2 once more', 'repeat 3.1-3.2 twice
more') is written out; an unclear count asks; a repeated step works on the same plate."""

ABROAD: list[Case] = [
    (
        "abroad-sek-and-ora",
        "Make spin of the plate 45 sek by 800 x g, after incubate 1 ora at 37 °C in incubator.",
        "spin rcf_g=800 duration_s=45 > incubate temperature_c=37 duration_s=3600",
    ),
    (
        "abroad-std-hours",
        "Inkubation 2 Std. bei 30 °C im Cytomat 2C450, then read OD600.",
        "incubate temperature_c=30 duration_s=7200 @cytomat_2c450 > "
        "read_absorbance wavelength_nm=600",
    ),
    (
        "abroad-wells-until",
        "Measure absorbance 405 nm only in the wells A1 until D12.",
        "read_absorbance wavelength_nm=405 wells=48",
    ),
    (
        "formal-said-step-having-been-effected",
        "said plate is thereafter read at 450 nm, said peeling having been effected on the XPeel.",
        "peel @azenta_xpeel > read_absorbance wavelength_nm=450",
    ),
    (
        "formal-value-in-an-annex",
        "Incubate the PCR plate on the ODTC at the temperature specified in Appendix B for 20 min.",
        "ask",
    ),
]
"""Scientists writing English as a second language ('sek', 'ora', 'Std.', 'A1 until D12') and
formal claims whose order or value lies in a participle or an annex."""

EXPORTS: list[Case] = [
    (
        "export-xml-two-steps",
        '<?xml version="1.0" encoding="utf-8"?>\n<Protocol name="Spin_Read" rev="3">\n'
        '  <Step seq="1" guid="0a1b2c3d-1111-2222-3333-444455556666"><Action>Centrifuge</Action>'
        '<Device>HiG4</Device><Force unit="xg">2500</Force><Time unit="s">120</Time></Step>\n'
        '  <Step seq="2"><Action>ReadAbsorbance</Action><Device>SpectraMax i3x</Device>'
        '<Wavelength unit="nm">595</Wavelength></Step>\n</Protocol>',
        "spin rcf_g=2500 duration_s=120 @bionex_hig4 > read_absorbance wavelength_nm=595 "
        "@spectramax_i3x",
    ),
    (
        "export-json-bookkeeping",
        '[{"stepGuid": "9f8e7d6c-aaaa-bbbb-cccc-111122223333", "stepType": "Seal", '
        '"resource": "a4S", "temperature_C": 175, "time_s": 2, "plateBarcode": "QP-0042", '
        '"modifiedAt": "2025-02-03T09:15:00Z"}]',
        "seal temperature_c=175 duration_s=2 @azenta_a4s",
    ),
    (
        "export-semicolon-table",
        "Seq;Resource;Command;SealTemp_degC;SealTime_s\n1;Azenta a4S;Seal;175;2.5",
        "seal temperature_c=175 duration_s=2.5 @azenta_a4s",
    ),
    (
        "list-markers-in-brackets",
        "(1) Retrieve the plate from the Cytomat 24. (2) Read absorbance at 405 nm. (3) Store it "
        "back in the hotel. Template v2.1.3, edited 2025-03-02 14:05.",
        "retrieve @cytomat_24 > read_absorbance wavelength_nm=405 > store @cytomat_24",
    ),
    (
        "export-speed-in-percent",
        '<Step><Action>Centrifuge</Action><Device>VSpin</Device><Speed unit="%">70</Speed>'
        '<Time unit="s">60</Time></Step>',
        "ask",
    ),
]
"""Method files pasted from scheduler software: XML steps with units in attributes, JSON
step objects with GUIDs, barcodes and timestamps around the settings; a speed in percent of
the instrument's maximum asks."""

BOUNDED: list[Case] = [
    (
        "limit-kept-by-the-setting",
        "Shake the 96 deep-well block on the BioShake at 1,100 rpm for 10 min; the speed must "
        "never exceed 1,400 rpm (splash test).",
        "shake speed_rpm=1100 duration_s=600 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "limit-broken-by-the-setting",
        "Seal the PCR plate at 185 °C for 2 s. Note: the foil must not go above 175 °C.",
        "ask",
    ),
    (
        "limit-without-a-setting",
        "Spin the deep-well block for 3 min, keeping the force under 2,000 x g.",
        "ask",
    ),
    (
        "limit-on-no-setting",
        "Store the sealed plate in the 2C425 at 4 °C (no longer than 48 h).",
        "store temperature_c=4 @cytomat_2c425",
    ),
    (
        "contents-in-a-sentence-of-their-own",
        "The 96-well flat plate already holds 300 µL per well. Add 100 µL of buffer to each well "
        "with the Fluent.",
        "halted",
    ),
    (
        "unsupported-verb-before-cycles",
        "Sonicate the lysate plate for 15 cycles of 30 s on / 30 s off, then spin 1 min at "
        "1000 x g.",
        "ask",
    ),
    (
        "scenario-with-context",
        "Feature: Readout\n  Scenario: Absorbance\n    Given a 96-well flat plate with 100 µL per "
        "well\n    When the plate is read at 405 nm on the SpectraMax\n"
        "    Then the blanks read below 0.1",
        "read_absorbance wavelength_nm=405 @spectramax_i3x",
    ),
    (
        "handler-named-once-for-the-sentence",
        "Then on the OT-2, pipette 5 µL of standard into a 96-well flat plate and add 195 µL of "
        "working reagent to each well.",
        "transfer volume_ul=5 @opentrons_ot2 > transfer volume_ul=195 @opentrons_ot2",
    ),
    (
        "window-between-steps-is-no-setting",
        "Dispense 50 µL stop solution with the Fluent and read absorbance at 450 nm within "
        "30 min of stopping.",
        "transfer volume_ul=50 @tecan_fluent > read_absorbance wavelength_nm=450",
    ),
    (
        "no-read-until-shaken",
        "No A600 read may happen until the plate has been shaken at 700 rpm for 2 min.",
        "shake speed_rpm=700 duration_s=120 > read_absorbance wavelength_nm=600",
    ),
    (
        "essential-that-read-as-soon-as",
        "Move the plate to the SpectraMax with the PF400, and it is essential that fluorescence "
        "(ex 485 / em 520) is read as soon as it arrives.",
        "move_plate @precise_pf400 > read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "kit-range-with-the-pick",
        "From the kit card, my picks in brackets: incubate on the ODTC at 37 °C for 10-30 min "
        "[20 min], then 65 °C for 10 min.",
        "incubate temperature_c=37 duration_s=1200 @inheco_odtc > incubate temperature_c=65 "
        "duration_s=600",
    ),
    (
        "kit-range-quoted-as-reference",
        "Spin the deep-well block for 5 min at 2,500 x g (the insert allows 1,500-3,000 x g) on "
        "the HiG4.",
        "spin rcf_g=2500 duration_s=300 @bionex_hig4",
    ),
    (
        "quarter-of-a-millilitre",
        "Add a quarter of a mL of medium to each well of the 24 deep-well plate with the STAR.",
        "transfer volume_ul=250 @hamilton_star",
    ),
    (
        "fraction-words-ask",
        "Add three quarters of a mL of medium to each well of the 24 deep-well plate.",
        "ask",
    ),
    (
        "first-then-its-values",
        "Read the plate at 405 nm. Shake it first please, 800 rpm 1 min.",
        "shake speed_rpm=800 duration_s=60 > read_absorbance wavelength_nm=405",
    ),
    (
        "handler-named-with-only",
        "Pull the plate from the hotel, then 50 µL of medium goes into every well of the 96-well "
        "plate, using the Hamilton only.",
        "retrieve @cytomat_24 > transfer volume_ul=50 @hamilton_star",
    ),
    (
        "bench-nickname-hammy",
        "hammy: 10 mics of buffer into cols 1-2 of the 96 flat plate",
        "transfer volume_ul=10 @hamilton_star wells=16",
    ),
    (
        "phone-b4",
        "b4 reading A450 shake the plate 30 s at 600 rpm pls",
        "shake speed_rpm=600 duration_s=30 > read_absorbance wavelength_nm=450",
    ),
    (
        "but-first-lettered-list",
        "Read fluorescence 485/520 - but first (a) add 10 µL dye with the Fluent, (b) shake "
        "1 min at 800 rpm.",
        "transfer volume_ul=10 @tecan_fluent > shake speed_rpm=800 duration_s=60 > "
        "read_fluorescence excitation_nm=485 emission_nm=520",
    ),
    (
        "ellipsis-having-first",
        "Read absorbance at 405 nm.\n\n...having first spun the plate 1 min at 1,000 x g.",
        "spin rcf_g=1000 duration_s=60 > read_absorbance wavelength_nm=405",
    ),
    (
        "heading-names-the-handler",
        "1. Plate set-up (Tecan Fluent)\n   1.1 Dispense 40 µL of buffer into every well of the "
        "96-well plate.\n   1.2 Add 10 µL of sample per well.\n2. Seal at 170 °C for 2 s.",
        "transfer volume_ul=40 @tecan_fluent > transfer volume_ul=10 @tecan_fluent > "
        "seal temperature_c=170 duration_s=2",
    ),
    (
        "labels-last-and-first",
        "Last: read luminescence, 1 s. Before that: shake 2 min at 500 rpm. First: take the "
        "plate out of the Cytomat 2C450.",
        "retrieve @cytomat_2c450 > shake speed_rpm=500 duration_s=120 > "
        "read_luminescence integration_s=1",
    ),
    (
        "only-approved-instrument",
        "Spin the 384-well PCR plate at 2,000 x g for 2 min. The HiG4 is the only centrifuge "
        "approved for this plate.",
        "spin rcf_g=2000 duration_s=120 @bionex_hig4",
    ),
]
"""Stated limits (kept, broken, alone, on no setting), contents written apart from the
addition, a verb no instrument does before a count of cycles, and behaviour-spec scenarios."""

LOGS: list[Case] = [
    (
        "log-resume-the-read",
        "[09:12:44] SpectraMax ERR 17: lamp timeout, run aborted after 3 of 12 columns. Lamp "
        "replaced; read the whole plate again at 490 nm.",
        "read_absorbance wavelength_nm=490",
    ),
    (
        "log-hex-alarm",
        "The BioShake stopped with alarm 0x2F (over-temperature) at 10:05. Redo the shake from "
        "the start: 1,200 rpm, 5 min, 30 °C.",
        "shake speed_rpm=1200 duration_s=300 temperature_c=30",
    ),
    (
        "log-duration-on-a-clock-is-kept",
        "Incubate on the ODTC at 37 °C, 01:30:00, then seal at 170 °C for 2 s.",
        "incubate temperature_c=37 duration_s=5400 @inheco_odtc > seal temperature_c=170 "
        "duration_s=2",
    ),
]
"""Instrument logs pasted with a request to resume: error codes, times of day and progress
counters are no settings; a duration written on a clock still is one."""

ROUND_19: list[Case] = [  # round nineteen: fresh batches final6 and plainreq
    (
        "colon-after-a-force-then-a-hot-start",
        "Covid panel on the CFX 384: after a 2-min spin of the plate at 800 xg: 3-minute hot "
        "start at 95 C, then 40 cycles of 95 C for 10 s and 60 C for 30 s.",
        "spin rcf_g=800 duration_s=120 > run_qpcr cycles=40 initial_denaturation_c=95 "
        "initial_denaturation_s=180 denaturation_c=95 denaturation_s=10 annealing_c=60 "
        "annealing_s=30 @biorad_cfx384",
    ),
    (
        "hyphenated-initial-denaturation",
        "On the ODTC: 5-minute initial denaturation at 98 °C; 30 cycles of 98 °C 10 s, 62 °C "
        "20 s, 72 °C 30 s; 72 °C final extension for 2 min.",
        "run_pcr initial_denaturation_c=98 initial_denaturation_s=300 cycles=30 "
        "denaturation_c=98 denaturation_s=10 annealing_c=62 annealing_s=20 extension_c=72 "
        "extension_s=30 final_extension_c=72 final_extension_s=120 @inheco_odtc",
    ),
    (
        "values-after-a-bare-seal-sentence",
        "Heat seal on the a4S please, assay plate B. 172 C, 1.8 s.",
        "seal temperature_c=172 duration_s=1.8 @azenta_a4s",
    ),
    (
        "values-after-a-numbered-step-colon",
        "1) Peel it.\n2) Re-seal the plate with the a4S: 168 °C, 2 s.\n3) HiG4: 400 x g, 45 s.",
        "peel > seal temperature_c=168 duration_s=2 @azenta_a4s > spin rcf_g=400 duration_s=45 "
        "@bionex_hig4",
    ),
    (
        "before-it-goes-in-refers-back",
        "Leave the plate in the Cytomat 2C450 at 37 C for 24 h. Before it goes in, have the "
        "OT-2 put 90 uL of medium in every well.",
        "transfer volume_ul=90 @opentrons_ot2 > incubate temperature_c=37 duration_s=86400 "
        "@cytomat_2c450",
    ),
    (
        "after-you-do-that-refers-back",
        "Shake at 800 rpm for 45 s. After you do that, read luminescence with 0.8 s integration.",
        "shake speed_rpm=800 duration_s=45 > read_luminescence integration_s=0.8",
    ),
    (
        "labchip-count-in-words",
        "Size the sixteen plasmid preps on the LabChip GX, DNA 5K assay.",
        "run_assay assay=dna_5k sample_count=16 @labchip_gx_touch_ht",
    ),
    (
        "written-cycle-without-annealing-asks",
        "ODTC please: 28 cycles, each 94 degrees 20 sec then 68 degrees 45 sec extension.",
        "ask",
    ),
    (
        "polite-sorry-is-no-correction",
        "So sorry to bother you again - could you spin the 2 mL tubes at 16,000 x g for 4 min "
        "in the 5424 R?",
        "spin rcf_g=16000 duration_s=240 @eppendorf_5424r",
    ),
    (
        "context-counts-and-ids-are-no-settings",
        "Field trip 3 of 4: 22 ponds sampled, donors 12 to 40 excluded, batch no. 7. Spin the "
        "deep-well plate at 1,500 x g for 8 min on the HiG4.",
        "spin rcf_g=1500 duration_s=480 @bionex_hig4",
    ),
    (
        "ribosomal-name-is-no-time",
        "18S rRNA amplicons on the ODTC: 94 °C 2 min, then 30 cycles of 94 °C 20 s, 57 °C 20 "
        "s, 72 °C 40 s.",
        "run_pcr initial_denaturation_c=94 initial_denaturation_s=120 cycles=30 "
        "denaturation_c=94 denaturation_s=20 annealing_c=57 annealing_s=20 extension_c=72 "
        "extension_s=40 @inheco_odtc",
    ),
    (
        "eluate-to-the-chip-via-a-pcr-plate",
        "KingFisher program 'Viral_NA_96' then DNA High Sensitivity on the LabChip for 40 samples.",
        "run_program program=Viral_NA_96 @kingfisher_flex > run_assay "
        "assay=dna_high_sensitivity sample_count=40 @labchip_gx_touch_ht",
    ),
    (
        "then-into-the-hotel-is-a-store",
        "XPeel it, read absorbance at 405 nm, then into the Cytomat 24.",
        "peel @azenta_xpeel > read_absorbance wavelength_nm=405 > store @cytomat_24",
    ),
    (
        "temperature-for-time-is-a-wait",
        "Substrate plate: 30 C for 45 min, then read fluorescence ex 485 em 528.",
        "incubate temperature_c=30 duration_s=2700 > read_fluorescence excitation_nm=485 "
        "emission_nm=528",
    ),
    (
        "but-first-then-both-run-first",
        "Measure luminescence with 1 s integration, but first add 50 ul of substrate and then "
        "shake for 2 min at 400 rpm.",
        "transfer volume_ul=50 > shake speed_rpm=400 duration_s=120 > read_luminescence "
        "integration_s=1",
    ),
    (
        "program-in-brackets-keeps-its-colon",
        "qPCR on the CFX384 (40 cycles: 95 C 10 s, 60 C 45 s) once the plate has been spun "
        "at 300 xg for 30 s.",
        "spin rcf_g=300 duration_s=30 > run_qpcr cycles=40 denaturation_c=95 "
        "denaturation_s=10 annealing_c=60 annealing_s=45 @biorad_cfx384",
    ),
    (
        "read-at-a-bare-warm-temperature",
        "take the plate out of the hotel, have the PF400 bring it over and read absorbance at "
        "405 nm at 30",
        "retrieve > move_plate @precise_pf400 > read_absorbance wavelength_nm=405 temperature_c=30",
    ),
    (
        "before-the-gerund-names-the-step-before",
        "Spin the plate at 900 x g for 1 min, and before the spinning add 25 uL of buffer to "
        "every well.",
        "transfer volume_ul=25 > spin rcf_g=900 duration_s=60",
    ),
    (
        "should-be-stable-for-is-no-step",
        "Add 150 uL of dye to each well, wait 5 min, then read at 595 nm. The colour should be "
        "stable for about 30 minutes.",
        "transfer volume_ul=150 > incubate duration_s=300 > read_absorbance wavelength_nm=595",
    ),
    (
        "narrated-participle-is-no-step",
        "I collected 60 swabs this morning, pooled into 3 tubes. Please spin the three 2 mL "
        "tubes in the 5424 R at 12,000 x g for 2 min.",
        "spin rcf_g=12000 duration_s=120 @eppendorf_5424r",
    ),
    (
        "unsized-qpcr-plate-is-the-cyclers-384",
        "qPCR plate -> HiG4 1500 g 1 min, then on the CFX 384: 45 cycles of 95 C 5 s and 60 C "
        "30 s.",
        "spin rcf_g=1500 duration_s=60 @bionex_hig4 > run_qpcr cycles=45 denaturation_c=95 "
        "denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "misspelt-time-beside-settings-still-asks",
        "5810r: 6 x 50ml falcons, 4000 xg 15 mnts @ 4C",
        "ask",
    ),
    (  # a common slip of the unit is read as the unit
        "common-unit-typo-beside-settings",
        "5810r: 6 x 50ml falcons, 2800 xg 15 minuts @ 4C",
        "spin rcf_g=2800 duration_s=900 temperature_c=4 @eppendorf_5810r",
    ),
    (
        "by-hand-line-ends-at-its-line",
        "- on the ODTC: 25C 15 min, then 72C 10 min\n- Mia: adapter ligation by hand",
        "incubate temperature_c=25 duration_s=900 @inheco_odtc > incubate temperature_c=72 "
        "duration_s=600 @inheco_odtc",
    ),
    (
        "subscript-co2-is-read",
        "Into the Cytomat 2C450 for 18 h at 37 °C and 5 % CO₂.",
        "incubate duration_s=64800 temperature_c=37 co2_percent=5 @cytomat_2c450",
    ),
    (
        "or-was-it-asks-which",
        "Read the plate at 595 nm - or was it 600 nm? - after a 1 min shake at 500 rpm.",
        "ask",
    ),
    (
        "magnet-as-a-verb",
        "On the Biomek i7 add 60 uL of beads to the PCR plate, mix 8 times at 80 uL, then "
        "magnet 4 min.",
        "transfer volume_ul=60 @biomek_i7_hybrid > mix volume_ul=80 cycles=8 @biomek_i7_hybrid "
        "> magnetic_separation duration_s=240 @biomek_i7_hybrid",
    ),
    (
        "read-the-od-asks-its-wavelength",
        "Incubate 20 min at 30 C, then measure the OD.",
        "ask",
    ),
    (
        "pcr-cycle-count-alone-asks-annealing",
        "35 cycles of PCR on the ODTC please, hold at 10 C after.",
        "ask",
    ),
    (
        "from-each-sized-tube-one-well-each",
        "With the Hamilton STAR move 200 uL from each 1.5 mL tube into row A of the deep-well "
        "plate.",
        "transfer volume_ul=200 wells=12 @hamilton_star",
    ),
    (
        "anneal-time-without-temperature-asks",
        "qPCR on the CFX384, 40 cycles of 95 °C 10 s and an anneal of 30 s.",
        "ask",
    ),
]
"""A colon after a step's own values ('at 1,000 × g: 2-minute hot start') opens the next
step, not the values of a key; a hyphenated time ('2-minute') is a stage's time. Bare values
right after a step named without any ('seal on the a4S: 160 °C, 1.5 s') are that step's; an
order word whose object only points back ('before it goes in') orders against the step
written before; a LabChip count may be a number word; a written cycle with no annealing
temperature asks for it."""

ROUND_20: list[Case] = [  # round twenty: fresh batches final7 and postits
    (
        "work-order-label-then-steps",
        "Work order WO-5512 (client Acme, study 88): spin the 96-well plate on the VSpin at "
        "800 x g for 2 min, then read absorbance at 405 nm.",
        "spin rcf_g=800 duration_s=120 @agilent_vspin > read_absorbance wavelength_nm=405",
    ),
    (
        "ticket-label-with-a-vortex",
        "Ticket T-3310, project ZX-12: vortex the tubes for 5 s, then spin them at 5,000 x g for "
        "1 min in the 5424R.",
        "ask",
    ),
    (
        "reason-ends-at-a-colon",
        "Because the pellet is loose, please have the Biomek i7 do this: magnetic separation for "
        "2 minutes, then take 80 µL of supernatant off to waste.",
        "magnetic_separation duration_s=120 @biomek_i7_hybrid > transfer volume_ul=80",
    ),
    (
        "were-short-so-please",
        "We're short on time, so please spin the deep-well plate on the HiG4 at 2,000 x g for "
        "10 min and then seal it at 170 °C for 2 s.",
        "spin rcf_g=2000 duration_s=600 @bionex_hig4 > seal temperature_c=170 duration_s=2",
    ),
    (
        "myself-then-the-read",
        "I'll add the substrate myself, then just read fluorescence ex 485 em 535 on the i3x.",
        "read_fluorescence excitation_nm=485 emission_nm=535 @spectramax_i3x",
    ),
    (
        "since-id-like-first-then",
        "Since the cells are delicate, I'd like the OT-2 to first take off 50 µL of medium from "
        "columns 2-11, then add 50 µL of fresh medium to the same wells.",
        "transfer volume_ul=50 @opentrons_ot2 > transfer volume_ul=50 @opentrons_ot2",
    ),
    ("check-the-od", "can you check the OD of the cultures in plate 4 please", "ask"),
    ("an-od-reading", "Take an OD reading on the SpectraMax.", "ask"),
    (
        "ngs-3k-without-dna",
        "LabChip, NGS 3K assay, 48 samples",
        "run_assay assay=dna_ngs_3k sample_count=48 @labchip_gx_touch_ht",
    ),
    (
        "only-the-first-n",
        "LabChip RNA Pico on the library plate, only the first 16.",
        "run_assay assay=rna_pico sample_count=16 @labchip_gx_touch_ht",
    ),
    (
        "ticks-then-arrows",
        "✓ sealed ✓ spun → XPeel → read luminescence 0.5 s",
        "peel @azenta_xpeel > read_luminescence integration_s=0.5",
    ),
    (
        "cfx-alone-as-a-heading",
        "CFX: 95 °C 2 min, 40 cycles of 95 °C 5 s and 60 °C 30 s",
        "run_qpcr cycles=40 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=5 annealing_c=60 annealing_s=30 @biorad_cfx384",
    ),
    (
        "otherwise-a-cycle-count-with-its-unit",
        "If the input is under 1 ng run 40 cycles of 95 °C 15 s, 60 °C 1 min on the CFX384, "
        "otherwise 35 cycles. Input was 5 ng.",
        "run_qpcr cycles=35 denaturation_c=95 denaturation_s=15 annealing_c=60 annealing_s=60",
    ),
    (
        "liquid-handler-shaker-speed",
        "Biomek i7: shake at 600 rpm for 2 min, then magnet for 1 min.",
        "shake speed_rpm=600 duration_s=120 @biomek_i7_hybrid > magnetic_separation "
        "duration_s=60 @biomek_i7_hybrid",
    ),
    (
        "let-it-stay",
        "After the spin at 500 x g for 1 min, the plate should stay 15 min at room "
        "temperature; then read absorbance at 450 nm.",
        "spin rcf_g=500 duration_s=60 > incubate duration_s=900 > read_absorbance "
        "wavelength_nm=450",
    ),
    (
        "only-after-it-has-sat",
        "Read A490, but only after the plate has sat at 25 °C for 20 min.",
        "incubate temperature_c=25 duration_s=1200 > read_absorbance wavelength_nm=490",
    ),
    (
        "mix-the-plate-n-times",
        "mix the 96 plate 5x with 50 µL on the STAR",
        "mix volume_ul=50 cycles=5 @hamilton_star",
    ),
    (
        "chip-lot-with-a-suffix",
        "Analyse 24 samples on the LabChip with the DNA 1K assay; chip lot no. 5512-07.",
        "run_assay assay=dna_1k sample_count=24 @labchip_gx_touch_ht",
    ),
    (
        "stability-pull-age",
        "12-month stability pull: read absorbance at 280 nm on the i3x.",
        "read_absorbance wavelength_nm=280 @spectramax_i3x",
    ),
    (
        "wells-of-a-named-source-plate",
        "On the Flex, move 30 µL from wells B1-B12 of the source plate to the destination plate.",
        "transfer volume_ul=30 wells=12 @opentrons_flex",
    ),
    (
        "and-after-also-add",
        "On the Fluent put 10 µL buffer into every well of the 384-well plate and after also "
        "add 5 µL sample to columns 1-6.",
        "transfer volume_ul=10 @tecan_fluent > transfer volume_ul=5 wells=96 @tecan_fluent",
    ),
    (
        "stable-so-do-not-wait",
        "Read luminescence (0.5 s). It stays stable for 30 min, so don't wait.",
        "read_luminescence integration_s=0.5",
    ),
    (
        "a-reason-in-brackets-names-an-instrument",
        "Seal at 165 °C for 3 s (if you go hotter the CFX can't read through the foil).",
        "seal temperature_c=165 duration_s=3",
    ),
    (
        "the-od-of-the-wells",
        "Read the OD of the wells on the SpectraMax for my normalisation.",
        "ask",
    ),
    ("fluorescence-with-no-filters", "Measure fluorescence of the plate on the i3x.", "ask"),
    (
        "vendor-and-a-kind-of-instrument",
        "On the Inheco thermocycler: 95 °C 2 min, 30 cycles of 95 °C 15 s, 55 °C 15 s, 72 °C 30 s.",
        "run_pcr cycles=30 initial_denaturation_c=95 initial_denaturation_s=120 "
        "denaturation_c=95 denaturation_s=15 annealing_c=55 annealing_s=15 extension_c=72 "
        "extension_s=30 @inheco_odtc",
    ),
    (
        "the-rt-step-is-no-room-temperature",
        "Hold at 50 °C for 30 min on the ODTC - the RT step.",
        "incubate temperature_c=50 duration_s=1800 @inheco_odtc",
    ),
    (
        "hours-and-minutes-run-together",
        "shake the plate for 2h15 at 300 rpm",
        "shake speed_rpm=300 duration_s=8100",
    ),
    (
        "heat-shake-on-the-bioshake",
        "Heat-shake the plate on the BioShake at 60 °C, 1,000 rpm for 5 min.",
        "shake temperature_c=60 speed_rpm=1000 duration_s=300 @qinstruments_bioshake_3000t_elm",
    ),
    (
        "a-bare-force-among-a-centrifuge-s-settings",
        "5424 R: 1.5 mL tubes, 16,000 g, 5 min, 4 °C",
        "spin rcf_g=16000 duration_s=300 temperature_c=4 @eppendorf_5424r",
    ),
    (
        "a-bare-value-taken-back",
        "seal at 190 - no, 175 °C - for 3 s",
        "seal temperature_c=175 duration_s=3",
    ),
    (
        "rpm-taken-back-for-x-g",
        "spin the tubes at 12 000 rpm -- sorry, I mean 12,000 x g -- for 2 min in the 5424 R",
        "spin rcf_g=12000 duration_s=120 @eppendorf_5424r",
    ),
    (
        "a-blank-to-sign",
        "Seal at 165 °C for 3 s. Performed by: ________",
        "seal temperature_c=165 duration_s=3",
    ),
    (
        "someone-said-another-number",
        "Spin at 1000 x g for 2 min, Sam said 5 but the protocol says 2 so use 2.",
        "spin rcf_g=1000 duration_s=120",
    ),
    (
        "a-correction-from-a-doctor",
        "Seal 170 °C 2 s. Correction from Dr. Li: 165 °C.",
        "seal temperature_c=165 duration_s=2",
    ),
    (
        "a-primer-tm-in-brackets",
        "PCR on the ODTC: 95 °C 3 min, 35 cycles of 95 °C 30 s, 57 °C 30 s (primer Tm about "
        "60), 72 °C 45 s.",
        "run_pcr cycles=35 initial_denaturation_c=95 initial_denaturation_s=180 "
        "denaturation_c=95 denaturation_s=30 annealing_c=57 annealing_s=30 extension_c=72 "
        "extension_s=45 @inheco_odtc",
    ),
    (
        "a-reagent-added-by-the-writer",
        "Incubate the cells at 37 °C, 5% CO2 for 24 h, then read luminescence with 0.5 s "
        "integration (CellTiter-Glo, which we add ourselves just before).",
        "incubate temperature_c=37 co2_percent=5 duration_s=86400 > read_luminescence "
        "integration_s=0.5",
    ),
    (
        "the-cytomat-for-24-hours",
        "Incubate in the Cytomat 24 h at 37 °C, 5% CO2.",
        "incubate temperature_c=37 duration_s=86400 co2_percent=5 @cytomat_2c450",
    ),
]

ALL_CASES: list[Case] = [
    *CASES,
    *LATER,
    *GENERATED,
    *NOTEBOOK,
    *BRITISH,
    *LISTS,
    *MIXED,
    *REPLICATES,
    *STYLES,
    *PROGRAMS,
    *DICTATED,
    *FORMS,
    *TRANSLATED,
    *STRUCTURED,
    *REVISIONS,
    *SOPS,
    *LETTERS,
    *RUN_SHEETS,
    *REQUESTS,
    *HANDOUTS,
    *MINUTES,
    *TRANSCRIBED,
    *SLANG,
    *REPLIES,
    *FORMAL,
    *REVIEWED,
    *CLOCKED,
    *RANGES,
    *ABROAD,
    *EXPORTS,
    *BOUNDED,
    *LOGS,
    *PAGES,
    *ROUND_19,
    *ROUND_20,
    *ROUND_21,
    *ROUND_22,
    *ROUND_23,
    *ROUND_24,
    *ROUND_25,
    *ROUND_26,
    *ROUND_27,
    *ROUND_28,
    *ROUND_29,
    *ROUND_30,
    *ROUND_32,
    *ROUND_33,
]
