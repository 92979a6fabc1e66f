"""Where a transfer takes liquid from and where it puts it: K_i catches a swapped source or a
'fresh plate' that is the source itself, and the offline planner keeps the roles the
scientist wrote (a format check alone passes a transfer from a reservoir into one plate)."""

from __future__ import annotations

from typing import Any

import pytest

from bioproagent import plan
from bioproagent.conformance import check_conformance
from bioproagent.ir import Workflow
from bioproagent.registry.loader import Registry, load_registry


@pytest.fixture(scope="module")
def registry() -> Registry:
    return load_registry()


def _transfer(source: str, target: str, labware: dict[str, str]) -> Workflow:
    return Workflow.model_validate(
        {
            "labware": [{"id": k, "type": v} for k, v in labware.items()],
            "steps": [
                {
                    "id": "s0",
                    "device": "biomek_i7_hybrid",
                    "operation": "transfer",
                    "params": {"volume_ul": 200},
                    "labware": {"source": source, "target": target},
                }
            ],
        }
    )


DW = "plate_96_deepwell"
TWO_DW: dict[str, str] = {"a": DW, "b": DW, "res": "reservoir_290ml"}

# (id, intent, source id, target id, labware, expect a LABWARE_SUBSTITUTED)
ROLES: list[tuple[str, str, str, str, dict[str, str], bool]] = [
    (
        "plate-to-plate",
        "Transfer 200 uL from the deep-well plate into a fresh deep-well plate.",
        "a",
        "b",
        TWO_DW,
        False,
    ),
    (
        "reservoir-for-plate",
        "Transfer 200 uL from the deep-well plate into a fresh deep-well plate.",
        "res",
        "b",
        TWO_DW,
        True,
    ),
    (
        "same-plate-for-new",
        "Move 200 µl out of the 96 DW into a new 96 DW, please.",
        "a",
        "a",
        TWO_DW,
        True,
    ),
    (
        "from-every-well",
        "Replicate it: 200 ul from every well into an empty deep-well plate",
        "res",
        "b",
        TWO_DW,
        True,
    ),
    (
        "reservoir-named",
        "Dispense 200 uL from the reservoir into the deep-well plate",
        "res",
        "a",
        TWO_DW,
        False,
    ),
    (
        "tube-for-strip",
        "Pipette 200 uL out of the 8-tube strip into the deep-well plate",
        "t",
        "a",
        {"a": DW, "t": "tube_1_5ml"},
        True,
    ),
    ("no-source-named", "Add 200 uL buffer to the deep-well plate", "res", "a", TWO_DW, False),
]


@pytest.mark.parametrize(
    ("text", "source", "target", "labware", "flagged"),
    [pytest.param(*row[1:], id=row[0]) for row in ROLES],
)
def test_transfer_roles(
    registry: Registry,
    text: str,
    source: str,
    target: str,
    labware: dict[str, str],
    flagged: bool,
) -> None:
    found = check_conformance(text, _transfer(source, target, labware), registry)
    codes = [v.code for v in found if v.path and "/labware/" in v.path]
    assert ("LABWARE_SUBSTITUTED" in codes) is flagged, [v.message for v in found]


def _roles(result: Any) -> tuple[str, str, str, str]:
    """(source id, source format, target id, target format) of the plan's one transfer."""
    assert result.workflow is not None
    kinds = {lw.id: lw.type for lw in result.workflow.labware}
    registry = load_registry()
    step = next(s for s in result.workflow.steps if s.operation == "transfer")
    src, dst = step.labware["source"][0].labware, step.labware["target"][0].labware
    fmt = {k: registry.labware_type(v).format for k, v in kinds.items()}  # type: ignore[union-attr]
    return src, fmt[src], dst, fmt[dst]


# (intent, source format, target format): approved with two distinct labware of these formats
PLANNED: list[tuple[str, str, str]] = [
    (
        "Transfer 200 uL from the 96 DW plate into a fresh 96 DW on the Biomek i7.",
        "plate_96_deepwell",
        "plate_96_deepwell",
    ),
    (
        "Transfer 200 uL from plate A (96 DW) to a fresh 96 DW",
        "plate_96_deepwell",
        "plate_96_deepwell",
    ),
    ("transfer 50ul from the 96-well plate to the 384-well plate", "plate_96", "plate_384"),
    (
        "Using the Hamilton STAR, move 5 µL from the 96-well PCR plate into the 384-well "
        "PCR plate.",
        "plate_96_pcr",
        "plate_384_pcr",
    ),
    ("Transfer 5 uL from the PCR plate into the 384-well plate", "plate_96_pcr", "plate_384"),
    (
        # the source's format is not written: one well per target well (listed)
        "Stamp 10 µl from every well of the source plate into a fresh 384-well plate",
        "plate_384",
        "plate_384",
    ),
    (
        "Add 2 uL of template from the PCR strip to each well of the 96-well PCR plate",
        "pcr_strip",
        "plate_96_pcr",
    ),
]


@pytest.mark.parametrize(("text", "source_format", "target_format"), PLANNED)
def test_plate_to_plate_transfers_keep_both_plates(
    text: str, source_format: str, target_format: str
) -> None:
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    src, src_fmt, dst, dst_fmt = _roles(result)
    assert src != dst
    assert (src_fmt, dst_fmt) == (source_format, target_format)


def test_a_strip_feeds_every_column_row_by_row() -> None:
    result = plan("Add 2 uL of template from the PCR strip to each well of the 96-well PCR plate")
    assert result.workflow is not None
    step = next(s for s in result.workflow.steps if s.operation == "transfer")
    targets = step.labware["target"][0].wells or []
    sources = step.labware["source"][0].wells or []
    assert len(targets) == 96
    assert all(s[0] == t[0] and s[1:] == "1" for s, t in zip(sources, targets, strict=True))


def test_a_mix_before_any_filling_assumes_the_mix_volume_and_says_so() -> None:
    result = plan("PCR strip: mix 3x 20 uL, 5 uL → fresh strip, short spin 2k x g 1'")
    assert result.status == "approved", result.halt_reason
    assert any("20 uL per well when it is mixed" in a for a in result.assumptions)


def test_a_mix_after_a_small_addition_still_halts() -> None:
    result = plan(
        "Add 15 µL of substrate to a fresh 96-well plate with the OT-2 and mix 3x with 40 µL."
    )
    assert result.status == "halted"


def test_a_format_written_after_from_belongs_to_the_source(registry: Registry) -> None:
    text = "Transfer 200 uL from plate A (96 DW) to a fresh 96 DW"
    flat_source = _transfer("f", "b", {"f": "plate_96_flat", "b": DW})
    found = check_conformance(text, flat_source, registry)
    assert any(v.path == "/steps/0/labware/source" for v in found), [v.message for v in found]
    both_dw = _transfer("a", "b", TWO_DW)
    assert not any(
        "/labware/" in (v.path or "") for v in check_conformance(text, both_dw, registry)
    )


@pytest.mark.parametrize(
    ("text", "approved"),
    [
        ("Add 20 microliters of substrate, mix 3x with 30 µL, and read at 405 nm", True),
        (
            "need 10ul of bead mix into each well of my pcr plate on the i7, then mix like 10 "
            "times w/ 15ul",
            True,
        ),
        (
            "Add 15 µL of substrate to a fresh 96-well plate with the OT-2 and mix 3x with 40 µL.",
            False,
        ),
        ("Pipette 10 uL buffer into a new PCR plate, then mix it 5 times at 25 uL", False),
    ],
)
def test_a_mix_larger_than_the_addition_needs_wells_that_already_hold_liquid(
    text: str, approved: bool
) -> None:
    """Unless the plate is said to be fresh or new, its wells may hold samples: the plan
    assumes what the mix needs and lists it; a fresh plate starts empty and halts."""
    result = plan(text)
    assert (result.status == "approved") is approved, result.halt_reason
    if approved:
        assert any("does not say the wells start empty" in a for a in result.assumptions)


def _moves(text: str) -> list[tuple[str, str, float]]:
    result = plan(text)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    return [
        (
            s.labware["source"][0].labware,
            s.labware["target"][0].labware,
            float(s.params["volume_ul"]),
        )
        for s in result.workflow.steps
        if s.operation == "transfer"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Fluent: 200 uL PBS into the cell plate, then aspirate 200 uL to waste, then 100 uL "
        "medium.",
        "On the Fluent put 200 µl PBS in the cell plate and then aspirate 200 µl to waste; "
        "afterwards 100 µl medium.",
    ],
)
def test_an_addition_keeps_its_own_destination_before_a_removal(text: str) -> None:
    """'200 uL PBS into the cell plate, then aspirate ... to waste' went into the waste (the
    removal's destination was shared back to the addition) and was approved."""
    moves = _moves(text)
    assert moves[0][1] == "cell_plate" and moves[0][2] == 200
    assert moves[1] == ("cell_plate", "waste", 200)
    assert moves[2][1] == "cell_plate" and moves[2][2] == 100


@pytest.mark.parametrize(
    ("text", "removed"),
    [
        # 200 added, 10 µL dead volume of a flat 96-well plate stays behind
        (
            "Fluent: 200 uL PBS into the cell plate, then aspirate the liquid to waste, then "
            "100 uL medium.",
            190,
        ),
        (
            "Tecan Fluent: add 150 ul of wash buffer to the cell plate, then remove the "
            "supernatant, then add 100 ul of medium.",
            140,
        ),
    ],
)
def test_a_removal_without_a_volume_takes_what_the_wells_hold(text: str, removed: float) -> None:
    """'discard the supernatant' states no volume: the wells' content less the dead volume,
    said as an assumption, and the addition after it stays a step of its own."""
    moves = _moves(text)
    assert [m[1] for m in moves] == ["cell_plate", "waste", "cell_plate"]
    assert moves[1][2] == removed
    assert moves[2][2] == 100
    assert any("dead volume" in a for a in plan(text).assumptions)


def test_a_removal_from_labware_the_plan_never_filled_is_not_guessed() -> None:
    """Nobody said what the spun plate holds: the removal gets no invented volume."""
    result = plan("Spin the deep-well plate at 3000 x g for 10 min, then discard the supernatant.")
    assert result.status != "approved"


@pytest.mark.parametrize(
    "text",
    [
        "Aspirate the medium, then 100 µL fresh medium on the Fluent.",
        "Flick out the coating solution and add 200 µL blocking buffer with the STAR.",
        "Today: aspirate the medium from all wells on the STAR.",
        "tip off the sup, then 50 ul PBS (OT-2)",
    ],
)
def test_a_removal_is_never_approved_as_an_addition(text: str) -> None:
    """'aspirate the medium' takes liquid off: a plan that puts liquid into the plate for it
    (a recipe's addition, a removal drawn back into its own plate) is not approved, and a
    volume another step states is not borrowed for it."""
    result = plan(text)
    if result.status != "approved":
        return  # no volume was stated for the removal: stopping is right
    assert result.workflow is not None
    first = result.workflow.steps[0]
    assert first.operation == "transfer"
    assert "waste" in first.labware["target"][0].labware
