"""The intent reader's edges: notebook shorthand, product codes, lower-case instrument names,
typos, and the planner's choices the scientist did not make (pipettes, tips, rotors)."""

from __future__ import annotations

import pytest

from bioproagent.conformance.check import check_conformance
from bioproagent.intent.instruments import find_instruments
from bioproagent.intent.numbers import CATALOGUE
from bioproagent.intent.shorthand import expand_shorthand
from bioproagent.intent.wells import WHOLE_PLATE
from bioproagent.planners.offline.written_params import fit_extras
from bioproagent.registry.loader import Registry, load_registry


@pytest.fixture(scope="module")
def registry() -> Registry:
    return load_registry()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("spin at one thousand two hundred g", "spin at 1200 g"),
        ("seal at two hundred and thirty degrees", "seal at 230 degrees"),
        ("ninety seconds", "90 seconds"),
        ("thirty-five cycles", "35 cycles"),
        ("one plate and the two tubes", "one plate and the two tubes"),  # counts stay words
        ("five six", "five six"),  # two numbers, not one
        ("read abs 490, then", "read absorbance 490 nm, then"),
        ("fluor 485/528", "fluorescence excitation 485 nm emission 528 nm"),
        ("read at 360 ex / 460 em", "read at excitation 360 nm / emission 460 nm"),
        ("seal 170 2s", "seal 170 °C 2s"),
        ("store plates at -20 in the cold store", "store plates at -20 °C in the cold store"),
        ("mix x5 700ul", "mix 5 times 700ul"),
        ("PCR 35x: 95C 15s", "PCR 35 cycles: 95C 15s"),
        ("shkae 30 s", "shake 30 s"),
        ("TRANFSER 5 UL", "TRANSFER 5 UL"),
        ("shape the plate", "shape the plate"),  # another word, not a slip
        ("transfers 5 ul", "transfers 5 ul"),  # an inflection, not a slip
        ("following a further 10 min luminescence", "following 10 min, luminescence"),
        ("following a 2 min spin", "following a 2 min spin"),  # a noun phrase, no wait
        # dictated
        ("spin at six hundred times g for three minutes", "spin at 600 x g for 3 minutes"),
        ("excitation five forty emission five ninety", "excitation 540 nm emission 590 nm"),
        ("one point five mil tubes", "1.5 mL tubes"),
        ("the five four two four R", "the 5424 R"),
        (
            "add forty micro liters to wells B two through G eleven",
            "add 40 µL to wells B2 through G11",
        ),
        ("add thirty micro liters no thirty five micro liters", "add 35 µL"),
        ("seal at 160 degree, no, 165 degree", "seal at 165 degree"),
        ("columns one through twelve I mean columns one through ten", "columns 1 through 10"),
        ("integration of five hundred milliseconds", "integration of 0.5 s"),
        ("shake for an hour", "shake for 1 hour"),
        ("a quarter second integration", "0.25 second integration"),
        ("two and a half seconds", "2.5 seconds"),
        ("spin again for one more minute", "spin again for 1 minute"),
        ("incubate at thirty seven for two hours", "incubate at 37 °C for 2 hours"),
        ("spin at 4000 for 2 min", "spin at 4000 for 2 min"),  # a spin: rpm or x g, unread
        ("no mixing, one plate", "no mixing, one plate"),
    ],
)
def test_shorthand_spells_out_what_was_meant(text: str, expected: str) -> None:
    out = expand_shorthand(text)
    assert out == expected
    assert expand_shorthand(out) == out  # idempotent: every reader may call it


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("(corning 3596)", ["corning 3596"]),
        ("(bio-rad hsp9601, lot 64231)", ["bio-rad hsp9601", "lot 64231"]),
        ("(760435)", ["760435"]),
        ("axygen p-2ml-sq-c", ["p-2ml-sq-c"]),
        ("fa-45-24-11 rotor", ["fa-45-24-11"]),
        ("smith et al., 2019)", ["et al., 2019"]),
        ("the dna 1k assay", ["dna 1k"]),
        ("at 9 am pull the plate", ["9 am"]),
        ("(nunc maxisorp 442404)", ["nunc maxisorp 442404"]),
        ("spin at 3000 for 5 min", []),  # a bare number stays unread (the plan asks)
        ("eppendorf centrifuge 4000 for 5 min", []),
        ("a 10-min incubation", []),
    ],
)
def test_catalogue_numbers_and_names_are_not_values(text: str, names: list[str]) -> None:
    assert [m.group(0).strip() for m in CATALOGUE.finditer(text)] == names


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("star: 25ul master mix into cols 1-3", [("star", "hamilton_star")]),
        ("add 75UL ONE-GLO (STAR)", [("STAR", "hamilton_star")]),
        ("the star of the show", []),
        ("with the ot2, add 5 ul", [("ot2", "opentrons_ot2")]),
        ("tecan spark: abs 450", [("tecan spark", None)]),
        ("eppendorf 5430 - 1.5 ml tubes", [("eppendorf 5430", None)]),
        ("eppendorf tubes", []),
        ("put plate in cytomat 37deg 4 hrs", [("cytomat", "cytomat_2c450")]),
        ("spectramax abs read 200nm", [("spectramax", "spectramax_i3x")]),
        ("(Thermo 23225)", []),  # a catalogue number after a vendor, no instrument
        ("a KingFisher 96 deep-well plate", []),  # labware named after an instrument
        ("the Tecan Fluent 780", [("Tecan Fluent 780", "tecan_fluent")]),
        ("dried in a SpeedVac", [("SpeedVac", None)]),
    ],
)
def test_instrument_names_in_every_case(
    registry: Registry, text: str, found: list[tuple[str, str | None]]
) -> None:
    assert [(m.text, m.instrument_id) for m in find_instruments(text, registry)] == found


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("add 40 uL to each well of the plate", True),
        ("add to all wells", True),
        ("fill the whole 96-well plate", True),
        ("add 40 uL per well for 8 samples", False),
        ("into wells A1-H3", False),
    ],
)
def test_whole_plate_is_only_what_says_so(text: str, whole: bool) -> None:
    assert bool(WHOLE_PLATE.search(text)) is whole


@pytest.mark.parametrize(
    ("device", "volume", "pipette"),
    [
        ("opentrons_ot2", 10, "p20_single_gen2"),
        ("opentrons_ot2", 75, "p300_single_gen2"),
        ("opentrons_ot2", 900, "p1000_single_gen2"),
        ("opentrons_flex", 40, "flex_1channel_50"),
        ("opentrons_flex", 400, "flex_1channel_1000"),
    ],
)
def test_the_pipette_follows_the_volume(device: str, volume: float, pipette: str) -> None:
    before = {"volume_ul": volume, "pipette": "p20_single_gen2"}
    assert fit_extras(before, device, "transfer", {"pipette", "volume_ul"})["pipette"] == pipette


def test_extras_of_another_instrument_are_dropped() -> None:
    params = {"volume_ul": 50, "pipette": "p300_single_gen2", "rotor": "A-4-81 MTP/Flex"}
    assert fit_extras(params, "hamilton_star", "transfer", {"volume_ul"}) == {"volume_ul": 50}


def _program_step(program: str) -> dict[str, object]:
    return {
        "labware": [
            {"id": "s", "type": "plate_96_deepwell"},
            {"id": "e", "type": "plate_96"},
            {"id": "c", "type": "plate_96_deepwell"},
        ],
        "steps": [
            {
                "id": "k",
                "device": "kingfisher_flex",
                "operation": "run_program",
                "params": {"program": program, "head": "96_deepwell"},
                "labware": {
                    "sample": [{"labware": "s"}],
                    "elution": [{"labware": "e"}],
                    "tip_comb": [{"labware": "c"}],
                },
            }
        ],
    }


@pytest.mark.parametrize(
    ("program", "codes"),
    [("MagMAX_Core", []), ("bioproagent_dna_96", ["VALUE_CHANGED"])],
)
def test_a_named_program_is_kept(registry: Registry, program: str, codes: list[str]) -> None:
    found = check_conformance(
        "Run the MagMAX_Core program on the KingFisher Flex.", _program_step(program), registry
    )
    assert [v.code for v in found] == codes


@pytest.mark.parametrize(
    ("text", "ops", "unread"),
    [
        # steps given by the number of another
        ("Step 1: read absorbance at 600 nm\nStep 2: repeat step 1", ["read_absorbance"] * 2, []),
        (
            "1. Shake at 500 rpm for 1 min\n2. As in step 1 but at 30 °C",
            ["shake", "shake"],
            [],
        ),
        ("Step 1: spin 500 x g, 1 min\nStep 2: repeat step 4", ["spin"], ["repeat step 4"]),
        ("1. Shake at 500 rpm for 1 min\n2. Step 1 again, but twice as long", ["shake"], ["x"]),
        # the list after 'but first:' runs first
        (
            "Read absorbance at 450 nm, but first: peel it, shake 30 s at 800 rpm",
            ["peel", "shake", "read_absorbance"],
            [],
        ),
        # greetings, first-person remarks, signatures and admin fields ask for nothing
        (
            "Hi team,\nplease spin the plate at 500 x g for 1 min. I'll pick it up at 3 pm.\n"
            "Thanks,\nAl\nRoom 4.02 | x2231",
            ["spin"],
            [],
        ),
        (
            "Requested by: B. Ode (ext. 1234)\nDate: 2025-01-02\nOperation: Seal\nTemp: 170 °C\n"
            "Time: 2 s",
            ["seal"],
            [],
        ),
        # a step done by hand is a note, not a step
        (
            "Spin at 1000 x g for 1 min, decant the supernatant by hand, then read at 600 nm",
            ["spin", "read_absorbance"],
            [],
        ),
    ],
)
def test_clause_structure(registry: Registry, text: str, ops: list[str], unread: list[str]) -> None:
    from bioproagent.intent.clauses import read_clauses

    reading = read_clauses(text, registry)
    assert reading.operations == ops
    assert len(reading.unread_steps) == len(unread)


@pytest.mark.parametrize(
    "text",
    [  # the README's own examples
        "Lyse 8 bacterial pellets in 1.5 mL tubes and clear the lysate at 16,000 x g for 10 min "
        "at 4 °C",
        "Prepare an 8-point 2-fold serial dilution of BSA in a 96-well plate in triplicate, then "
        "read absorbance at 562 nm",
    ],
)
def test_readme_examples_are_approved(registry: Registry, text: str) -> None:
    from bioproagent import plan

    assert plan(text, registry=registry).status == "approved"


@pytest.mark.parametrize(
    ("text", "formats"),
    [
        ("plate: 384 PCR | op: seal 165C 2.5s", ["plate_384_pcr"]),
        ("src: 96 DW (lysate)", ["plate_96_deepwell"]),
        ("cells in the black 96w", ["plate_96"]),
        ("1 mL into the 24 deepwell", ["plate_24_deepwell"]),
        ("96 samples in triplicate", []),  # a count, not a plate
    ],
)
def test_plate_shorthand(text: str, formats: list[str]) -> None:
    from bioproagent.intent.parser import parse_intent

    assert parse_intent(text).formats == formats


@pytest.mark.parametrize(
    ("text", "ops"),
    [
        (
            "6.1 Add 50 µL reagent to each well.\n6.2 Shake 2 min at 500 rpm.\n"
            "6.3 Read luminescence.",
            ["transfer", "shake", "read_luminescence"],
        ),
        ("just need the 96 pcr plate heat sealed, 180 C for 1.2 sec", ["seal"]),
        ("mix by pipetting 5 time with 50 µL", ["mix"]),
    ],
)
def test_sop_outlines_and_plain_requests(registry: Registry, text: str, ops: list[str]) -> None:
    from bioproagent.intent.clauses import read_clauses

    assert read_clauses(text, registry).operations == ops
