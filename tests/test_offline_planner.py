"""Offline planner and knowledge library: representative intents end to end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bioproagent.draft import Draft, Finding
from bioproagent.grounding import project, resolve
from bioproagent.intent.spec import IntentSpec, Quantity
from bioproagent.knowledge import KnowledgeError, load_library
from bioproagent.planners.base import PlanningContext
from bioproagent.planners.offline.planner import OfflinePlanner
from bioproagent.registry import load_registry
from bioproagent.rules import verify

REGISTRY = load_registry()
LIBRARY = load_library()


def q(value: float, unit: str, role: str | None) -> Quantity:
    return Quantity(value=value, unit=unit, text=f"{value} {unit}", role=role)  # type: ignore[arg-type]


def intent(
    text: str,
    assays: list[str],
    ops: list[str] | None = None,
    qs: list[Quantity] | None = None,
    formats: list[str] | None = None,
    counts: dict[str, int] | None = None,
) -> IntentSpec:
    return IntentSpec(
        text=text,
        assays=assays,
        operations=ops or [],
        quantities=qs or [],
        formats=formats or [],
        counts=counts or {},
    )


def plan(spec: IntentSpec) -> tuple[Draft, dict[str, Any], list[Any]]:
    planner = OfflinePlanner()
    ctx = PlanningContext(
        intent=spec,
        registry=REGISTRY,
        symbols=project(REGISTRY, []),
        knowledge=LIBRARY.search(spec),
    )
    reply = planner.draft(ctx)
    assert reply.ok, reply.error
    ops = spec.operations + [s.operation for s in reply.value.steps if s.operation]
    ctx.symbols = project(REGISTRY, ops, formats=spec.formats)
    code = planner.code(ctx, reply.value)
    assert code.ok, code.error
    doc, unknown = resolve(code.value, ctx.symbols, REGISTRY)
    assert unknown == []
    return reply.value, doc, verify(doc, REGISTRY).violations


# (id, intent, devices in order (subsequence), {operation: {param: value}}, feasible)
CASES: list[tuple[str, IntentSpec, list[str], dict[str, dict[str, Any]], bool]] = [
    (
        "serial-2fold-8pt",
        intent(
            "8-point 2-fold serial dilution in a 96-well plate",
            ["serial_dilution"],
            ["transfer"],
            [q(2, "x", "dilution_factor")],
            ["plate_96"],
            {"dilution_points": 8},
        ),
        ["biomek_i7_hybrid"],
        {"transfer": {"volume_ul": 100}},
        True,
    ),
    (
        "serial-3fold-150ul",
        intent(
            "3-fold dilution series, 150 uL final",
            ["serial_dilution"],
            ["transfer"],
            [q(3, "x", "dilution_factor"), q(150, "ul", "volume_ul")],
            counts={"dilution_points": 6},
        ),
        ["biomek_i7_hybrid"],
        {"transfer": {"volume_ul": 150}},
        True,
    ),
    (
        "elisa-450",
        intent(
            "sandwich ELISA read at 450 nm",
            ["elisa", "plate_read"],
            ["transfer", "read_absorbance"],
            [q(450, "nm", "wavelength_nm")],
        ),
        ["biomek_i7_hybrid", "qinstruments_bioshake_3000t_elm", "spectramax_i3x"],
        {"read_absorbance": {"wavelength_nm": 450}},
        True,
    ),
    (
        "bca-562",
        intent("BCA protein assay", ["bca"], qs=[q(562, "nm", "wavelength_nm")]),
        ["biomek_i7_hybrid", "spectramax_i3x"],
        {"read_absorbance": {"wavelength_nm": 562}, "incubate": {"temperature_c": 37}},
        True,
    ),
    (
        "bradford",
        intent("Bradford assay of 12 lysates", ["bradford"], counts={"samples": 12}),
        ["biomek_i7_hybrid", "spectramax_i3x"],
        {"read_absorbance": {"wavelength_nm": 595}},
        True,
    ),
    (
        "pcr-58",
        intent(
            "PCR with 58 C annealing, 35 cycles",
            ["pcr"],
            ["run_pcr"],
            [q(58, "c", "annealing_c")],
            counts={"cycles": 35},
        ),
        ["biomek_i7_hybrid", "azenta_a4s", "inheco_odtc"],
        {"run_pcr": {"annealing_c": 58, "cycles": 35}},
        True,
    ),
    (
        "qpcr-ntc",
        intent("qPCR with NTC in triplicate", ["qpcr"], ["run_qpcr"], counts={"replicates": 3}),
        ["biomek_i7_hybrid", "azenta_a4s", "biorad_cfx384"],
        {"run_qpcr": {"cycles": 40}},
        True,
    ),
    (
        "spri",
        intent("SPRI bead clean-up of 16 libraries", ["bead_cleanup"], counts={"samples": 16}),
        ["biomek_i7_hybrid"],
        {"magnetic_separation": {"duration_s": 300}},
        True,
    ),
    (
        "kingfisher",
        intent("KingFisher magnetic bead purification", ["bead_cleanup"], ["run_program"]),
        ["biomek_i7_hybrid", "kingfisher_flex"],
        {"run_program": {"head": "96_deepwell"}},
        True,
    ),
    (
        "seed-cells",
        intent(
            "seed cells into a 96-well plate and incubate 48 h at 37 C 5% CO2",
            ["cell_seeding", "cell_incubation"],
            ["transfer", "incubate"],
            [
                q(172800, "s", "duration_s"),
                q(37, "c", "temperature_c"),
                q(5, "percent", "co2_percent"),
            ],
        ),
        ["biomek_i7_hybrid", "cytomat_2c450"],
        {"incubate": {"duration_s": 172800, "co2_percent": 5}},
        True,
    ),
    (
        "lysis-16000",
        intent(
            "lyse pellets in 1.5 mL tubes, spin 16,000 x g 10 min 4 C",
            ["lysis", "clearing_spin"],
            ["transfer", "spin"],
            [q(16000, "g", "rcf_g"), q(600, "s", "duration_s"), q(4, "c", "temperature_c")],
            ["tube_1_5ml"],
            {"samples": 4},
        ),
        ["biomek_i7_hybrid", "eppendorf_5424r", "biomek_i7_hybrid"],
        {"spin": {"rcf_g": 16000, "duration_s": 600}},
        True,
    ),
    (
        "clearing-spin-2ml",
        intent(
            "clear lysates in 2 mL tubes at 20,000 x g",
            ["clearing_spin"],
            ["spin"],
            [q(20000, "g", "rcf_g")],
            ["tube_2ml"],
            {"samples": 6},
        ),
        ["eppendorf_5424r"],
        {"spin": {"rcf_g": 20000}},
        True,
    ),
    (
        "plate-spin-2000",
        intent(
            "spin the 96-well plate at 2,000 x g for 1 min",
            ["centrifugation"],
            ["spin"],
            [q(2000, "g", "rcf_g")],
            ["plate_96"],
        ),
        ["bionex_hig4"],
        {"spin": {"rcf_g": 2000}},
        True,
    ),
    (
        "plate-spin-500",
        intent("brief spin at 500 x g", ["centrifugation"], ["spin"], [q(500, "g", "rcf_g")]),
        ["agilent_vspin"],
        {"spin": {"rcf_g": 500}},
        True,
    ),
    (
        "normalise",
        intent("normalise 24 DNA samples", ["normalization"], counts={"samples": 24}),
        ["biomek_i7_hybrid"],
        {"transfer": {"volume_ul": 40}},
        True,
    ),
    (
        "labchip",
        intent(
            "LabChip QC of 12 PCR products",
            ["capillary_electrophoresis"],
            ["run_assay"],
            counts={"samples": 12},
        ),
        ["biomek_i7_hybrid", "labchip_gx_touch_ht"],
        {"run_assay": {"sample_count": 12}},
        True,
    ),
    (
        "od600",
        intent(
            "grow cultures 4 h at 37 C then read OD600",
            ["plate_read", "cell_incubation"],
            ["incubate", "read_absorbance"],
            [q(37, "c", "temperature_c"), q(600, "nm", "wavelength_nm")],
        ),
        ["cytomat_2c450", "spectramax_i3x"],
        {"read_absorbance": {"wavelength_nm": 600}},
        True,
    ),
    (
        "fluorescence",
        intent(
            "read fluorescence at 485/520 nm",
            ["plate_read"],
            ["read_fluorescence"],
            [q(485, "nm", "excitation_nm"), q(520, "nm", "emission_nm")],
        ),
        ["spectramax_i3x"],
        {"read_fluorescence": {"excitation_nm": 485, "emission_nm": 520}},
        True,
    ),
    (
        "luminescence",
        intent(
            "luminescence read, 0.5 s integration",
            ["plate_read"],
            ["read_luminescence"],
            [q(0.5, "s", "integration_s")],
        ),
        ["spectramax_i3x"],
        {"read_luminescence": {"integration_s": 0.5}},
        True,
    ),
    (
        "cold-storage",
        intent(
            "seal the plate and store it at 4 C",
            ["sealing", "cold_storage"],
            ["seal", "store"],
            [q(4, "c", "temperature_c")],
        ),
        ["azenta_a4s", "cytomat_2c425"],
        {"store": {"temperature_c": 4}},
        True,
    ),
    (
        "peel-transfer-seal",
        intent(
            "peel the sealed plate, add 50 uL buffer, re-seal it",
            ["peeling", "plate_transfer", "sealing"],
            ["peel", "transfer", "seal"],
            [q(50, "ul", "volume_ul")],
        ),
        ["azenta_xpeel", "biomek_i7_hybrid", "azenta_a4s"],
        {"transfer": {"volume_ul": 50}},
        True,
    ),
    (
        "shake",
        intent(
            "shake at 1,500 rpm for 5 min",
            ["thermomixing"],
            ["shake"],
            [q(1500, "rpm", "speed_rpm"), q(300, "s", "duration_s")],
        ),
        ["qinstruments_bioshake_3000t_elm"],
        {"shake": {"speed_rpm": 1500}},
        True,
    ),
    (
        "big-transfer-split",
        intent(
            "add 1,500 uL medium to a deep-well plate",
            ["plate_transfer"],
            ["transfer"],
            [q(1500, "ul", "volume_ul")],
            ["plate_96_deepwell"],
        ),
        ["biomek_i7_hybrid"],
        {"transfer": {"volume_ul": 1500, "trips": 2}},  # the stated volume, in two trips
        True,
    ),
    (
        "infeasible-plate-25000",
        intent(
            "spin a 96-well plate at 25,000 x g",
            ["centrifugation"],
            ["spin"],
            [q(25000, "g", "rcf_g")],
            ["plate_96"],
        ),
        [],
        {"spin": {"rcf_g": 25000}},
        False,
    ),
    (
        "infeasible-tubes-30000",
        intent(
            "spin 1.5 mL tubes at 30,000 x g",
            ["clearing_spin"],
            ["spin"],
            [q(30000, "g", "rcf_g")],
            ["tube_1_5ml"],
        ),
        ["eppendorf_5424r"],
        {"spin": {"rcf_g": 30000}},
        False,
    ),
    (
        "infeasible-pcr-lid",
        intent(
            "PCR with the lid at 90 C and denaturation at 98 C",
            ["pcr"],
            ["run_pcr"],
            [q(90, "c", "lid_temperature_c"), q(98, "c", "denaturation_c")],
        ),
        ["inheco_odtc"],
        {"run_pcr": {"lid_temperature_c": 90}},
        False,
    ),
]


def _subsequence(wanted: list[str], devices: list[str]) -> bool:
    it = iter(devices)
    return all(any(d == w for d in it) for w in wanted)


@pytest.mark.parametrize(
    ("spec", "devices", "params", "feasible"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_offline_plan(
    spec: IntentSpec, devices: list[str], params: dict[str, dict[str, Any]], feasible: bool
) -> None:
    """It should pick fitting devices in order, keep requested values, and pass verify
    (or, when infeasible, produce violations that name the limit)."""
    draft, doc, violations = plan(spec)
    used = [s["device"] for s in doc["steps"]]
    assert _subsequence(devices, used), used
    for op, expected in params.items():
        step = next(s for s in doc["steps"] if s["operation"] == op)
        for name, value in expected.items():
            assert step["params"][name] == value, (op, name, step["params"])
    if feasible:
        assert violations == [], [f"{v.code}: {v.message}" for v in violations]
    else:
        assert violations
        assert all(v.limit is not None for v in violations)
    assert draft.steps and all(s.text for s in draft.steps)


def test_counterweight_added_for_two_plate_centrifuge() -> None:
    """It should add a sealed balance plate when the centrifuge needs exactly two plates."""
    _, doc, _ = plan(CASES[12][1])
    spin = next(s for s in doc["steps"] if s["operation"] == "spin")
    assert len(spin["labware"]["plates"]) == 2
    balance = next(lw for lw in doc["labware"] if lw["id"].startswith("balance_"))
    assert balance.get("sealed") is True


def test_draft_records_assumptions_and_protocol_controls() -> None:
    """It should record defaults as assumptions and carry controls from the protocol."""
    draft, _, _ = plan(CASES[6][1])
    assert any("no-template" in c for c in draft.controls)
    assert draft.replicates == 3 and "qpcr_setup_ntc" in draft.references
    assert any("Annealing c" in a for a in draft.assumptions)


def test_pcr_seal_precedes_cycling() -> None:
    """It should seal the PCR plate after the transfers and before cycling."""
    _, doc, _ = plan(CASES[5][1])
    ops = [s["operation"] for s in doc["steps"]]
    assert ops.index("seal") < ops.index("run_pcr")
    assert max(i for i, o in enumerate(ops) if o == "transfer") < ops.index("seal")


@pytest.mark.parametrize(
    ("code", "check"),
    [
        ("MISSING_BLANK", lambda d: any("blank" in c for c in d.controls)),
        ("MISSING_NTC", lambda d: any("no-template" in c for c in d.controls)),
        ("MISSING_STANDARDS", lambda d: bool(d.standards)),
        ("NO_REPLICATES", lambda d: (d.replicates or 0) >= 2),
        ("ORDER_PEEL_BEFORE_READ", lambda d: d.steps[0].operation == "peel"),
    ],
    ids=["blank", "ntc", "standards", "replicates", "peel-before-read"],
)
def test_revise_draft_addresses_findings(code: str, check: Any) -> None:
    """It should address each known scientific finding deterministically."""
    spec = intent("read absorbance at 450 nm", ["plate_read"], ["read_absorbance"])
    ctx = PlanningContext(intent=spec, registry=REGISTRY, symbols=project(REGISTRY, []))
    draft = OfflinePlanner().draft(ctx).value
    draft.controls, draft.standards, draft.replicates = [], [], None
    reply = OfflinePlanner().revise_draft(ctx, draft, [Finding(code=code, message="x")])
    assert reply.ok and check(reply.value)


def test_revise_draft_unknown_code_is_an_error_reply() -> None:
    """It should answer an unknown finding with an error reply, not an exception."""
    spec = intent("read absorbance", ["plate_read"])
    ctx = PlanningContext(intent=spec, registry=REGISTRY, symbols=project(REGISTRY, []))
    draft = OfflinePlanner().draft(ctx).value
    reply = OfflinePlanner().revise_draft(ctx, draft, [Finding(code="WEIRD", message="x")])
    assert not reply.ok and "WEIRD" in (reply.error or "")


def test_fix_code_restores_tip_capacity() -> None:
    """It should swap in larger tips for a TIP_CAPACITY_EXCEEDED violation."""
    spec = CASES[20][1]
    planner = OfflinePlanner()
    ctx = PlanningContext(
        intent=spec, registry=REGISTRY, symbols=project(REGISTRY, ["transfer", "peel", "seal"])
    )
    draft = planner.draft(ctx).value
    code = planner.code(ctx, draft).value
    step = next(s for s in code["steps"] if s["id"].startswith("s2"))
    step["labware"]["tips"] = [{"labware": "tips_20ul"}]
    code["labware"].append({"id": "tips_20ul", "type": "tiprack_96_20ul", "contents": []})
    doc, _ = resolve(code, ctx.symbols, REGISTRY)
    violations = verify(doc, REGISTRY).violations
    assert [v.code for v in violations] == ["TIP_CAPACITY_EXCEEDED"]
    fixed = planner.fix_code(ctx, draft, code, violations)
    assert fixed.ok
    assert verify(resolve(fixed.value, ctx.symbols, REGISTRY)[0], REGISTRY).violations == []


def test_draft_without_assay_or_operation_is_an_error_reply() -> None:
    """It should return an error reply when nothing in the intent can be compiled."""
    ctx = PlanningContext(
        intent=intent("hello", []), registry=REGISTRY, symbols=project(REGISTRY, [])
    )
    assert OfflinePlanner().draft(ctx).error


# knowledge base ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("two-fold serial dilution across a plate", "serial_dilution_96"),
        ("sandwich ELISA with TMB at 450 nm", "sandwich_elisa"),
        ("BCA protein quantification", "bca_protein_assay"),
        ("Bradford Coomassie", "bradford_assay"),
        ("qPCR with no-template control", "qpcr_setup_ntc"),
        ("PCR amplification with 58 C annealing", "pcr_setup_cycling"),
        ("AMPure SPRI clean-up", "spri_bead_cleanup"),
        ("KingFisher extraction", "kingfisher_purification"),
        ("seed cells in 96-well plates", "cell_seeding_96"),
        ("lyse bacteria and clear the lysate", "bacterial_lysis_tubes"),
        ("store plates in the fridge", "cold_storage"),
        ("LabChip fragment analysis", "labchip_ce_qc"),
        ("OD600 growth curve", "od600_growth"),
        ("normalise DNA concentration", "dna_normalization"),
    ],
    ids=lambda v: v if isinstance(v, str) and " " not in v else None,
)
def test_search_ranks_the_right_protocol_first(query: str, expected: str) -> None:
    """It should rank the matching protocol first for a typical query."""
    assert LIBRARY.search(query)[0].id == expected


def test_search_boosts_intent_assays() -> None:
    """It should rank by the intent's assay kinds even when the text is vague."""
    spec = intent("do the usual", ["qpcr"])
    assert LIBRARY.search(spec, k=1)[0].id == "qpcr_setup_ntc"


def test_library_has_at_least_16_protocols_with_values() -> None:
    """It should ship at least 16 protocols, each with steps that carry units."""
    assert len(LIBRARY.protocols) >= 16
    for p in LIBRARY.protocols:
        assert p.steps and p.source == "bioproagent library"
        assert any(any(u in s for u in ("uL", " C", " s", "nm", "x g")) for s in p.steps), p.id


def test_user_corpus_json_and_markdown(tmp_path: Path) -> None:
    """It should load user protocols from JSON and Markdown and find them."""
    (tmp_path / "glyco.md").write_text(
        "# Glycan release with PNGase F\n\nassays: plate_transfer\n\n"
        "1. Add 2 uL PNGase F to 20 uL glycoprotein.\n2. Incubate 37 C for 3600 s.\n"
        "## Controls\n- no-enzyme control\n",
        encoding="utf-8",
    )
    (tmp_path / "xyz.json").write_text(
        '{"id": "xyz_assay", "title": "Zymurgy yeast count", "steps": ["Count 10 uL"]}',
        encoding="utf-8",
    )
    kb = load_library([tmp_path])
    top = kb.search("PNGase glycan release")[0]
    assert top.title == "Glycan release with PNGase F"
    assert top.controls == ["no-enzyme control"] and len(top.steps) == 2
    assert kb.search("zymurgy yeast")[0].id == "xyz_assay"


@pytest.mark.parametrize(
    ("name", "text", "needle"),
    [
        ("bad.json", "{not json", "not valid JSON"),
        ("wrong.json", '{"title": "x", "assays": ["teleport"]}', "unknown assay"),
        ("empty.md", "no heading here\n- step", "no '# Title'"),
        ("nosteps.md", "# Title only\n", "no steps"),
        ("note.txt", "x", "unsupported"),
    ],
    ids=["json-syntax", "json-assay", "md-title", "md-steps", "suffix"],
)
def test_bad_protocol_files_name_the_file(
    tmp_path: Path, name: str, text: str, needle: str
) -> None:
    """It should raise a KnowledgeError naming the file and the problem."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(KnowledgeError) as err:
        load_library([path])
    assert name in str(err.value) and needle in str(err.value)


@pytest.mark.parametrize(
    ("spec", "feasible"), [(c[1], c[4]) for c in CASES], ids=[c[0] for c in CASES]
)
def test_offline_plan_from_parsed_text(spec: IntentSpec, feasible: bool) -> None:
    """It should plan the same intents read by parse_intent: approved when feasible,
    violations naming a limit when not."""
    from bioproagent.intent.parser import parse_intent

    parsed = parse_intent(spec.text, REGISTRY)
    if not parsed.assays and not parsed.operations:
        pytest.skip(f"parse_intent found nothing to plan in {spec.text!r}")
    _, _, violations = plan(parsed)
    if feasible:
        assert violations == [], [f"{v.code}: {v.message}" for v in violations]
    else:
        assert violations and all(v.limit is not None for v in violations)
