"""K_s on text: precision on correct steps, the sourced tables, free-text protocols, the
per-step LLM review and the ``check`` command."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bioproagent.cli.app import main
from bioproagent.draft import Draft, DraftStep
from bioproagent.planners.models.scripted import ScriptedChatModel
from bioproagent.science.checklist import check_draft, infer_assays
from bioproagent.science.freetext import split_steps
from bioproagent.science.plausibility import load_rules
from bioproagent.science.step_review import parse_step_review, review_step_with_llm
from bioproagent.science.steps import check_step, check_text, load_text_rules
from bioproagent.science.units import unitless_numbers

FIXTURES = Path(__file__).parent / "fixtures" / "ks"
MAX_FALSE_ALARM_RATE = 0.05


@pytest.mark.parametrize(
    "text",
    [
        "Close the incision with 6-0 suture.",
        "Dissolve the product in 1,4-dioxane.",
        "Culture the cells in RPMI 1640 with 10% FBS.",
        "Annotate the proteins with Interproscan 5.",
        "Repeat steps 1.2 to 1.4 with the pellet.",
        "Proceed as in section 2.3.",
        "Split the cells 1:10 every 3 days.",
        "Keep the freezer at -80 as backup (see Miya et al., 2015).",
        "Grow cells at OD600 = 0.5 before induction.",
        "Keep genes with p < 0.05.",
        "Image on a Zeiss LSM 880.",
        "Repeat steps 10. and 11. twice.",
        "Set bregma as 0.",
        "Notes 1) Keep on ice.",
        "Dilute the serum 1 in 100 in PBS.",
        "Take 1 of the tubes for the control.",
        "Add 2 µL of 10 µM primer 1 and primer 2.",
        "Divide the sample into 2.",
    ],
)
def test_identifiers_and_labels_are_not_missing_units(text: str) -> None:
    """It should not read identifiers, catalogue names, outline numbers or ratios as
    quantities."""
    assert unitless_numbers(text) == []


@pytest.mark.parametrize(
    ("title", "step"),
    [
        ("Lysate preparation", "Verify the protein concentration with a Bradford assay."),
        ("Western blot", "Use ECL substrate to amplify the signal before imaging."),
        ("Coomassie Blue Stain", "Cover the gel with Coomassie Brilliant Blue for 1 h."),
        ("ELISA of IL-6", "Add 100 µL of each standard and sample in duplicate to the wells."),
    ],
    ids=["bradford-mention", "amplify-signal", "coomassie-gel-stain", "elisa-fragment"],
)
def test_assay_checklist_applies_only_when_performed(title: str, step: str) -> None:
    """It should not apply an assay's checklist to a mention of the assay."""
    draft = Draft(title=title, steps=[DraftStep(text=step)])
    assert infer_assays(draft) == []
    assert check_draft(draft) == []


def test_standards_stated_in_step_text_count() -> None:
    """It should count a standard series written in a step."""
    draft = Draft(
        title="BCA assay of lysates",
        controls=["blank"],
        replicates=3,
        steps=[
            DraftStep(text="Add 25 µL of BSA standards (0, 125, 250, 500, 1000, 2000 µg/mL)"),
            DraftStep(text="Add 200 µL of working reagent", operation="transfer"),
            DraftStep(text="Read absorbance at 562 nm", operation="read_absorbance"),
        ],
    )
    assert [f.code for f in check_draft(draft)] == []


@pytest.mark.parametrize(
    ("text", "code", "rule"),
    [
        ("Incubate the cells at 37 °C and 15% CO2.", "PARAM_IMPLAUSIBLE", "culture.mammalian.co2"),
        ("Culture HeLa cells at 73 °C in a CO2 incubator.", "PARAM_IMPLAUSIBLE", "temperature"),
        ("Denature at 55 °C for 30 s, 30 cycles.", "PARAM_IMPLAUSIBLE", "denaturation"),
        ("Run 95 cycles of 95 °C, 55 °C and 72 °C for PCR.", "PARAM_IMPLAUSIBLE", "pcr.cycles"),
        ("Pellet the cells at 16,000 × g for 5 min.", "PARAM_IMPLAUSIBLE", "mammalian_cells"),
        ("Wash with PBS containing 5% Tween 20.", "PARAM_IMPLAUSIBLE", "tween20"),
        ("Add water to concentrated sulfuric acid.", "ORDER_IN_STEP", "water_into_acid"),
        (
            "Permeabilise with 0.1% Triton X-100, then fix in 4% PFA.",
            "ORDER_IN_STEP",
            "permeabilise_before_fix",
        ),
        (
            "Dilute the HRP-conjugated antibody in PBS with 0.02% sodium azide.",
            "REAGENT_MISMATCH",
            "azide_with_hrp",
        ),
        ("Stain the agarose gel with Coomassie blue.", "REAGENT_MISMATCH", "coomassie"),
        ("Add 5 µL buffer to the cells, then thaw them.", "ORDER_IN_STEP", "add_before_thaw"),
        (
            "Denature at 95 °C for 30 min, anneal at 58 °C for 30 s, 35 cycles of PCR.",
            "PARAM_IMPLAUSIBLE",
            "denaturation.time",
        ),
        (
            "Extend at 72 °C for 30 s for the 5 kb amplicon, 30 cycles of PCR.",
            "PARAM_IMPLAUSIBLE",
            "time_per_kb",
        ),
        ("Add 100 to each well.", "MISSING_UNIT", "units"),
        ("Heat shock at 42 °C for 45 min, then place on ice.", "PARAM_IMPLAUSIBLE", "heat_shock"),
        ("Add trypsin and incubate for 2 h at 37 °C.", "PARAM_IMPLAUSIBLE", "trypsin"),
        ("Grow E. coli in LB at 65 °C overnight.", "PARAM_IMPLAUSIBLE", "ecoli"),
        ("Block with 5% milk for 10 s.", "PARAM_IMPLAUSIBLE", "blocking"),
        ("Wash the pellet with 10% ethanol.", "PARAM_IMPLAUSIBLE", "ethanol_pellet"),
    ],
    ids=lambda v: v if isinstance(v, str) and " " in v else None,
)
def test_check_step_finds_errors_with_evidence(text: str, code: str, rule: str) -> None:
    """It should report the error with the rule and its source as evidence."""
    findings = check_step(text, purpose="")
    assert [f.code for f in findings] == [code]
    assert findings[0].evidence and rule in findings[0].evidence


@pytest.mark.parametrize(
    "text",
    [
        "Incubate HeLa cells at 37 °C, 5% CO2 for 24 h.",
        "Pellet the cells at 300 × g for 5 min.",
        "Centrifuge the lysate at 16,000 × g for 10 min at 4 °C.",
        "Fix in 4% PFA, then permeabilise with 0.1% Triton X-100.",
        "Dilute 37% formaldehyde to 4% in PBS.",
        "Use azide-free buffer with the HRP conjugate.",
        "Run 35 cycles of 95 °C 30 s, 58 °C 30 s, 72 °C 1 min.",
        "Extend at 72 °C for 5 min for the 5 kb amplicon in PCR.",
        "Add 1 mL of lysis buffer to the frozen tissue and homogenise.",
        "After heat shock, let the cells rest on ice for 10 minutes.",
        "Digest the proteins with trypsin overnight at 37 °C.",
        "Induce with IPTG and grow the E. coli at 18 °C overnight.",
        "Add agarose, boiled then allowed to cool to 30 °C.",
    ],
)
def test_check_step_passes_correct_steps(text: str) -> None:
    """It should raise nothing on correct steps near the rules' edges."""
    assert check_step(text, purpose="Cell culture") == []


def test_tables_carry_a_source_for_every_rule() -> None:
    """Every table row should name the guidance it comes from."""
    assert all(rule.source.strip() for rule in load_rules())
    assert all(rule.source.strip() for rule in load_text_rules())


def test_false_alarm_rate_on_correct_fixture_steps() -> None:
    """It should raise an error on at most 5 % of correct steps (written for this test)."""
    rows = json.loads((FIXTURES / "correct_steps.json").read_text(encoding="utf-8"))
    flagged = [
        r["text"]
        for r in rows
        if any(
            f.severity == "error"
            for f in check_step(r["text"], r["title"], r.get("prior"), r.get("next"))
        )
    ]
    assert len(flagged) / len(rows) <= MAX_FALSE_ALARM_RATE, flagged


def test_false_alarm_rate_on_bioprot_steps() -> None:
    """On the BioProt protocols' steps (correct, published) it should stay under 5 %."""
    root = os.environ.get("BIOPROAGENT_SHARED_DATA")
    if not root or not (Path(root) / "bioprot").is_dir():
        pytest.skip("BIOPROAGENT_SHARED_DATA is not set or has no bioprot/ directory")
    total = flagged = 0
    for path in sorted((Path(root) / "bioprot").glob("*.json")):
        item = json.loads(path.read_text(encoding="utf-8"))
        for step in split_steps(item.get("steps") or ""):
            total += 1
            flagged += any(f.severity == "error" for f in check_step(step.text, item["title"]))
    assert total > 1000
    assert flagged / total <= MAX_FALSE_ALARM_RATE


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "1. Add 5 µL\n180s\n2. Mix\nimageblock\ngently\nNone\n",
            [("1", "Add 5 µL"), ("2", "Mix gently")],
        ),
        ("Step 1: Spin\nStep 2: Read", [("1", "Spin"), ("2", "Read")]),
        ("- Thaw\n- Add", [("", "Thaw"), ("", "Add")]),
        ("1.2 Wash twice\n1.3 Dry", [("1.2", "Wash twice"), ("1.3", "Dry")]),
    ],
    ids=["numbered-with-noise", "step-labels", "bullets", "outline"],
)
def test_split_steps(text: str, expected: list[tuple[str, str]]) -> None:
    """It should read numbered, labelled and bulleted steps and drop export noise."""
    assert [(s.label, s.text) for s in split_steps(text)] == expected


@settings(max_examples=50, deadline=None)
@given(st.text(max_size=200))
def test_check_text_never_raises(text: str) -> None:
    """It should accept any text."""
    result = check_text(text)
    assert result.passed == (not any(f.severity == "error" for f in result.findings))


def test_check_text_reads_title_and_written_readout() -> None:
    """A written read counts as the assay's readout; the first line is the title."""
    text = (
        "BCA assay of lysates\n1. Add 25 µL of standards (0, 125, 250, 500, 1000 µg/mL) and "
        "samples in triplicate, with buffer-only blanks.\n2. Add 200 µL working reagent.\n"
        "3. Incubate 30 min at 37 °C.\n4. Read absorbance at 562 nm.\n"
    )
    result = check_text(text)
    assert result.title == "BCA assay of lysates"
    assert result.findings == []


@pytest.mark.parametrize(
    ("reply", "codes"),
    [
        ('{"verdict": "correct", "reason": ""}', []),
        ('{"verdict": "error", "reason": "10% CO2 should be 5%"}', ["LLM_STEP_REVIEW"]),
        ('```json\n{"verdict": "error", "reason": "x"}\n```', ["LLM_STEP_REVIEW"]),
        ("Looks correct to me.", ["REVIEW_UNPARSEABLE"]),
        ('{"verdict": "ok", "reason": ""}', ["REVIEW_UNPARSEABLE"]),
        ('{"verdict": "correct"}', ["REVIEW_UNPARSEABLE"]),
        ('Sure: {"verdict": "correct", "reason": ""}', ["REVIEW_UNPARSEABLE"]),
    ],
    ids=["correct", "error", "fenced", "prose", "unknown-verdict", "no-reason", "wrapped"],
)
def test_step_review_is_parsed_strictly(reply: str, codes: list[str]) -> None:
    """It should accept only the exact verdict object."""
    assert [f.code for f in parse_step_review(reply, 0)] == codes


def test_step_review_sends_context_and_counts_usage() -> None:
    """The model should see purpose and neighbours; the call is counted."""
    model = ScriptedChatModel(replies=['{"verdict": "error", "reason": "too much CO2"}'])
    findings, usage = review_step_with_llm(
        model, "Incubate at 10% CO2", "HeLa culture", "Seed cells", "Read plate", 2
    )
    assert [(f.code, f.step) for f in findings] == [("LLM_STEP_REVIEW", 2)]
    assert usage.llm_calls == 1
    sent = str(model.history[0][-1].content)
    assert "HeLa culture" in sent and "Seed cells" in sent and "Read plate" in sent


def test_step_review_failure_is_a_warning() -> None:
    """A failing model should leave a warning, never a verdict."""
    model = ScriptedChatModel(replies=[TimeoutError("slow")])
    findings, _ = review_step_with_llm(model, "Mix")
    assert [(f.code, f.severity) for f in findings] == [("REVIEW_FAILED", "warning")]


@pytest.mark.parametrize(
    ("text", "exit_code"),
    [
        ("Culture\n1. Grow the cells at 37 °C, 5% CO2.\n", 0),
        ("Culture\n1. Grow the cells at 37 °C, 25% CO2.\n", 1),
    ],
    ids=["clean", "implausible"],
)
def test_check_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, exit_code: int
) -> None:
    """``bioproagent check`` should print findings as JSON and exit 1 on an error."""
    path = tmp_path / "protocol.txt"
    path.write_text(text, encoding="utf-8")
    assert main(["check", str(path), "--json"]) == exit_code
    document = json.loads(capsys.readouterr().out)
    assert document["passed"] is (exit_code == 0)
    assert document["title"] == "Culture"


def test_check_command_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    """A missing file should be exit 2 with a message naming it."""
    assert main(["check", "/nonexistent/protocol.txt"]) == 2
    assert "/nonexistent/protocol.txt" in capsys.readouterr().err


def test_checklist_findings_carry_evidence() -> None:
    """Every finding of a performed but incomplete assay names its rule and source."""
    result = check_text("ELISA of IL-6\n1. Coat the plate overnight.\n2. Add 100 to each well.\n")
    assert result.findings and all(f.evidence for f in result.findings)


@settings(max_examples=80, deadline=None)
@given(
    st.integers(min_value=1, max_value=999999).map(lambda i: f"{i / 10:g}"),
    st.sampled_from(["µL", "mL", "°C", "min", "h", "× g", "rpm", "%", "nM", "mg/mL"]),
    st.sampled_from(["Add {n} {u} to each well.", "Spin at {n} {u} for 5 min.", "Use {n} {u}."]),
)
def test_numbers_with_units_are_never_bare(number: str, unit: str, template: str) -> None:
    """A number followed by its unit is never reported, whatever the value."""
    assert unitless_numbers(template.format(n=number, u=unit)) == []


@settings(max_examples=50, deadline=None)
@given(st.integers(min_value=1, max_value=100000))
def test_bare_quantities_are_always_reported(number: int) -> None:
    """A volume or speed written without a unit is always reported."""
    assert unitless_numbers(f"Add {number} to each well.") == [str(number)]
    assert unitless_numbers(f"Centrifuge at {number} for 5 min.") == [str(number)]
