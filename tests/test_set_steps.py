"""'The tubes' are a set: a transfer of each tube's supernatant into a plate takes one tube per
well, not all the wells' volume from one 1.5 mL tube (which halted as an overfilled source).
Wells written after 'from' belong to the source even when the range is spelt 'columns 1 to
3', a transfer from stated wells into a new plate fills the wells of the same names, and the
instrument after it (a LabChip, a KingFisher) runs exactly the filled wells. A LabChip run
whose own clause names no assay takes the one assay the text names elsewhere, and asks when
the text names two."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.wells import wells_by_role
from bioproagent.ir import Workflow
from tests.builders import approved


def _approved(intent: str) -> Workflow:
    return approved(intent)[0]


def _steps(wf: Workflow | None, op: str) -> list[int]:
    assert wf is not None
    return [i for i, s in enumerate(wf.steps) if s.operation == op]


def _target_wells(wf: Workflow, i: int) -> list[str]:
    return [w for ref in wf.steps[i].labware["target"] for w in ref.wells or []]


# (intent, tubes expected, one stated count or None -> an assumption says 8)
TUBE_SETS = [
    (
        "Spin the 1.5 mL tubes 15 min at 16,000 x g, 4 °C in the 5424 R, then pipette 20 µL "
        "of each supernatant into the assay plate.",
        8,
        None,
    ),
    (
        "After spinning the lysate tubes (2 min, 10k xg) move 200 ul of the supernatant into a "
        "deep well plate",
        8,
        None,
    ),
    (
        "Microfuge the eppendorf tubes at 12000 rcf for 5 mins; then take 50 microlitres from "
        "each tube into columns 1 to 3 of a 96-well plate.",
        24,
        24,
    ),
    (
        "Transfer 40 µl from the 1,5 ml tubes into the PCR plate, then analyse 12 samples on the "
        "LabChip (RNA assay).",
        12,
        12,
    ),
    (
        "Centrifuge the 15 mL tubes at 2000 x g for 10 min in the 5810 R. Then have the "
        "Hamilton move 150 uL from the tubes into wells A1-A6 of a deep-well block.",
        6,
        6,
    ),
]


@pytest.mark.parametrize(("intent", "tubes", "stated"), TUBE_SETS)
def test_each_tube_gives_its_own_well(intent: str, tubes: int, stated: int | None) -> None:
    result = plan(intent)
    assert result.status == "approved", result.halt_reason
    wf = result.workflow
    moves = _steps(wf, "transfer")
    assert wf is not None and len(moves) == tubes
    sources = {wf.steps[i].labware["source"][0].labware for i in moves}
    assert len(sources) == tubes  # every tube once
    wells = [w for i in moves for w in _target_wells(wf, i)]
    assert len(wells) == len(set(wells)) == tubes  # one well per tube, none twice
    for i in _steps(wf, "spin"):
        assert {ref.labware for ref in wf.steps[i].labware["tubes"]} == sources
    counted = [a for a in result.assumptions if "how many tubes" in a]
    assert bool(counted) == (stated is None)  # an unstated count is said, a stated one is not


@pytest.mark.parametrize(
    ("intent", "tubes"),
    [
        (
            "Spin the six 15 ml falcons 4000 x g 10 min in the 5810 R, then the STAR moves 1 mL "
            "of each supernatant into the 24 deep-well block.",
            6,
        ),
        (
            "Spin 12 x 1.5 mL tubes at 16,000 x g for 5 min in the 5424 R, then move 50 uL of "
            "each supernatant into the PCR plate.",
            12,
        ),
        (
            "Spin the three 50 mL conicals at 3000 x g for 10 min (5810 R); then the Fluent moves "
            "800 uL of each supernatant into the deep-well plate.",
            3,
        ),
    ],
)
def test_a_count_written_before_the_tube_size_is_the_number_of_tubes(
    intent: str, tubes: int
) -> None:
    """'six 15 ml falcons' are six tubes (the size stopped the count and 8 were assumed);
    on a 24 deep-well block they go into its own wells."""
    wf = _approved(intent)
    (spin,) = _steps(wf, "spin")
    assert len(wf.steps[spin].labware["tubes"]) == tubes
    assert len(_steps(wf, "transfer")) == tubes


def test_each_supernatant_is_dealt_out_over_the_stated_columns() -> None:
    result = plan(
        "Spin the lysate tubes 15 min at 16,000 x g in the 5424 R, then move 20 µL of each "
        "supernatant into columns 1-3 of a 96-well plate."
    )
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    wells = [
        w for i in _steps(result.workflow, "transfer") for w in _target_wells(result.workflow, i)
    ]
    assert wells == [f"{r}{c}" for c in (1, 2, 3) for r in "ABCDEFGH"]


def test_mixing_the_tubes_mixes_every_tube() -> None:
    result = plan(
        "Mix the samples in the 1.5 ml tubes with 200 uL, 5 times (OT-2), then move 150 uL from "
        "each tube into the deep-well plate."
    )
    assert result.status == "approved", result.halt_reason
    wf = result.workflow
    mixed = [wf.steps[i].labware["target"][0].labware for i in _steps(wf, "mix")] if wf else []
    moved = [wf.steps[i].labware["source"][0].labware for i in _steps(wf, "transfer")] if wf else []
    assert len(mixed) == 8 and mixed == moved
    assert all(wf.steps[i].params["volume_ul"] == 200 for i in _steps(wf, "mix")) if wf else False


@pytest.mark.parametrize(
    ("text", "source", "target"),
    [
        ("transfer 20 uL from each well of columns 1 to 3 into a new PCR plate", 24, None),
        ("from cols 2 through 4 to the flat plate", 24, None),
        ("from column 1 to column 2", 8, 8),
        ("from rows A to C into the plate", 36, None),
        ("add 5 uL to column 3", None, 8),
    ],
)
def test_a_range_after_from_is_the_source(
    text: str, source: int | None, target: int | None
) -> None:
    got_source, got_target = wells_by_role(text)
    assert (len(got_source) if got_source else None) == source
    assert (len(got_target) if got_target else None) == target


def test_stated_source_wells_land_in_the_same_wells_and_the_labchip_runs_them() -> None:
    wf = _approved(
        "Spin the plate at 500 g for 1 min, peel it, transfer 20 uL from each well of columns 1 "
        "to 3 into a new PCR plate and run the DNA 1K assay on the LabChip for those 24 samples"
    )
    (move,) = _steps(wf, "transfer")
    (run,) = _steps(wf, "run_assay")
    source = wf.steps[move].labware["source"][0].wells
    assert source is not None and len(source) == 24
    assert _target_wells(wf, move) == source
    assert wf.steps[run].labware["plate"][0].wells == source
    assert wf.steps[run].params["sample_count"] == 24


def test_kingfisher_runs_the_wells_the_tubes_filled() -> None:
    wf = _approved(
        "With the i5 transfer 180 ul lysate from the tubes into the deep-well plate and then "
        "start the KingFisher program (MagMAX_Pathogen)."
    )
    (run,) = _steps(wf, "run_program")
    filled = {w for i in _steps(wf, "transfer") for w in _target_wells(wf, i)}
    assert set(wf.steps[run].labware["sample"][0].wells or []) == filled


@pytest.mark.parametrize(
    ("intent", "assay"),
    [
        ("Instrument: LabChip GX Touch HT\nAssay: RNA\nNo. of samples: 24", "rna"),
        ("Run all 96 samples on the LabChip GX Touch.\nKit: HT DNA NGS 3K.", "dna_ngs_3k"),
        (
            "LabChip, 40 libraries please. We use the DNA High Sensitivity kit.",
            "dna_high_sensitivity",
        ),
    ],
)
def test_a_labchip_run_takes_the_assay_named_on_another_line(intent: str, assay: str) -> None:
    result = plan(intent)
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (run,) = _steps(result.workflow, "run_assay")
    assert result.workflow.steps[run].params["assay"] == assay


def test_two_assays_named_elsewhere_are_asked_about_not_chosen() -> None:
    result = plan("Run all 48 on the LabChip. Assay: DNA 1K (last time DNA 5K).")
    assert result.status == "needs_clarification"
    assert "assay" in (result.halt_reason or "")


def _labchip(assay: str) -> Workflow:
    return Workflow.model_validate(
        {
            "labware": [{"id": "p", "type": "plate_96_pcr"}],
            "steps": [
                {
                    "id": "s0",
                    "device": "labchip_gx_touch_ht",
                    "operation": "run_assay",
                    "params": {"assay": assay, "sample_count": 24},
                    "labware": {"plate": "p"},
                }
            ],
        }
    )


@pytest.mark.parametrize(
    ("intent", "runs", "code"),
    [
        ("Run 24 samples on the LabChip (DNA 5K).", "dna_5k", None),
        ("Run 24 samples on the LabChip (DNA 5K).", "dna_1k", "VALUE_CHANGED"),
        ("LabChip, 24 libraries, HT DNA NGS 3K kit", "dna_high_sensitivity", "VALUE_CHANGED"),
        ("24 samples on the GX Touch. Assay: DNA 5K (last time DNA 1K).", "dna_1k", "VALUE_RANGE"),
        (
            "Run 24 samples on the LabChip with the DNA 5K assay; we used DNA 1K before.",
            "dna_5k",
            None,
        ),
        ("Run 24 samples on the LabChip.", "dna_1k", None),  # no assay named: K_i has no value
    ],
)
def test_k_i_holds_the_run_to_the_assay_the_intent_names(
    intent: str, runs: str, code: str | None
) -> None:
    from bioproagent.conformance import check_conformance
    from bioproagent.registry.loader import load_registry

    found = [
        v.code
        for v in check_conformance(intent, _labchip(runs), load_registry())
        if v.code in ("VALUE_CHANGED", "VALUE_RANGE")
    ]
    assert found == ([code] if code else [])


def test_the_recipe_runs_the_assay_the_text_names_not_its_default() -> None:
    result = plan("Run all 48 on the LabChip, DNA 5K assay.")
    assert result.status == "approved", result.halt_reason
    assert result.workflow is not None
    (run,) = _steps(result.workflow, "run_assay")
    assert result.workflow.steps[run].params == {"assay": "dna_5k", "sample_count": 48}
