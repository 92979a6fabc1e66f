"""Readings added for intents the hold-out sets planned wrongly: a read's wavelength pair
further on ('read ... at 485/535'), a store named for a step it cannot run (the plate is
taken out of it first), two mentions of one peel, a plate that still has its foil on, a
reagent said to be added already, labels that are no settings (file names, 'numbered
1-12'), 'Cycles: 32' on a line of its own, a plate named by its role and size ('the
compound 384'), 'platelets' (no plate), a refrigerated spin, the seal taken off in other
languages, and the peel a LabChip run needs after thermocycling (the seal stays for the
cycler)."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.clauses import read_clauses
from tests.builders import approved, approved_as, operations

# (intent, the operations of the approved plan, (step, param, value) that must hold)
PLANS = [
    (
        "Read the PicoGreen plate at 485/535 after a quick 30 s spin at 800 x g on the HiG4.",
        ["spin", "read_fluorescence"],
        [(0, "rcf_g", 800), (1, "excitation_nm", 485), (1, "emission_nm", 535)],
    ),
    (
        "after that the plate goes into the Cytomat for\n4 h at 37, then gets read on the "
        "SpectraMax at 485/535.",
        ["incubate", "read_fluorescence"],
        [(0, "temperature_c", 37), (0, "duration_s", 14400), (1, "emission_nm", 535)],
    ),
    (
        "The plate is read for fluorescence (ex. 535 nm / em. 590 nm), having first been "
        "incubated at 37 °C for 1 h.",
        ["incubate", "read_fluorescence"],
        [(0, "duration_s", 3600), (1, "excitation_nm", 535), (1, "emission_nm", 590)],
    ),
    (
        "pull my plate out the hotel and give it 5 min at 1200 rpm on the bioshake",
        ["retrieve", "shake"],
        [(1, "speed_rpm", 1200), (1, "duration_s", 300)],
    ),
    (
        "hotel → xpeel → kf prog dna_extract_dw",
        ["retrieve", "peel", "run_program"],
        [(2, "program", "dna_extract_dw")],
    ),
    (
        "The plate must come out of the Cytomat 2C450 and be read at 450 nm.",
        ["retrieve", "read_absorbance"],
        [(1, "wavelength_nm", 450)],
    ),
    (
        "ugh reader again. fluorescence ex 560 em 620 on the plate thats sitting in the hotel. "
        "oh and it still has foil on it",
        ["retrieve", "peel", "read_fluorescence"],
        [(2, "excitation_nm", 560)],
    ),
    (
        "Remember to take the seal off before anything goes near the reader! For this step "
        "all you do is run the plate through the XPeel, nothing else.",
        ["peel"],
        [],
    ),
    ("[08:30] peel, then labchip 24 samples\n[08:30] xpeel ofc", ["peel", "run_assay"], []),
    (
        "Foil seals were removed from the 2 mL deep-well block with the Brooks XPeel prior "
        "to any further handling.",
        ["peel"],
        [],
    ),
    (
        "Stop solution added, spin 1 min at 1000 x g on the VSpin, then read at 450 nm.",
        ["spin", "read_absorbance"],
        [(0, "rcf_g", 1000), (1, "wavelength_nm", 450)],
    ),
    (
        "Substrate was added, shake 30 s at 600 rpm and read luminescence.",
        ["shake", "read_luminescence"],
        [(0, "speed_rpm", 600)],
    ),
    (
        "A refrigerated spin is mandatory: the deep-well plate must be centrifuged at 4 °C, "
        "2,500 × g, 20 min, and afterwards it must be kept in the cold store at 4 °C.",
        ["spin", "store"],
        [(0, "rcf_g", 2500), (0, "temperature_c", 4), (1, "temperature_c", 4)],
    ),
    (
        "Alkaline phosphatase with pNPP: 50 µL enzyme dilution and 50 µL substrate per well, "
        "incubate at 37 degC for a quarter of an hour, stop with 50 µL of 3 M NaOH, read "
        "405 nm.",
        ["transfer", "transfer", "incubate", "transfer", "read_absorbance"],
        [(2, "duration_s", 900), (3, "volume_ul", 50), (4, "wavelength_nm", 405)],
    ),
    (
        "Haal de seal eraf met de XPeel, dan is hij klaar voor morgen",
        ["peel"],
        [],
    ),
    (
        "Bitte die Folie abziehen (XPeel), dann Absorbanz bei 450 nm messen.",
        ["peel", "read_absorbance"],
        [(1, "wavelength_nm", 450)],
    ),
    (
        "Quitar el sello con el XPeel y leer absorbancia a 450 nm.",
        ["peel", "read_absorbance"],
        [(1, "wavelength_nm", 450)],
    ),
    (
        "Experiment #2291 - clean-up | Created: 2024-02-07 09:14\n"
        "Centrifuge the columns for 1 min at 17,900 rcf in the 5424 R, room temp.\n"
        "Files: gel_2024-02-07.tif",
        ["spin"],
        [(0, "rcf_g", 17900), (0, "duration_s", 60)],
    ),
    (
        "Spin the 12 lysates (1.5 mL tubes, numbered 1-12 in Sharpie on the lids) at "
        "16,000 x g, 10 min, 4 °C in the 5424 R.",
        ["spin"],
        [(0, "rcf_g", 16000), (0, "temperature_c", 4)],
    ),
    (
        "We have 24 patient plasma samples in 1.5 mL tubes. Please centrifuge them at 2,000 × g "
        "for 15 minutes at 4 °C to remove residual platelets. Afterwards, transfer 500 µL of "
        "each supernatant into a 96 deep-well plate with the Hamilton STAR.",
        ["spin"] + ["transfer"] * 24,
        [(0, "rcf_g", 2000), (1, "volume_ul", 500), (24, "volume_ul", 500)],
    ),
    (
        "Colony PCR: on the Biomek i7 add 19 uL master mix to the first three columns of a "
        "96-well PCR plate, seal it, cycle (94 °C 5 min; 25 cycles of 94 °C 30 s, 52 °C 30 s, "
        "72 °C 1.5 min; 72 °C 7 min; hold 10 °C), then run the 24 samples on the LabChip.",
        ["transfer", "seal", "run_pcr", "peel", "run_assay"],
        [(2, "cycles", 25), (4, "sample_count", 24)],
    ),
]


@pytest.mark.parametrize(("intent", "ops", "values"), PLANS)
def test_plans_run_what_was_asked(
    intent: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(intent, ops, values)


def test_the_tubes_of_an_earlier_sentence_are_the_ones_spun() -> None:
    wf, _ = approved(
        "I have 24 cell lysates in 1.5 mL tubes. Spin them in the 5424R at 16,000 x g for "
        "10 min at 4 °C, then have the Biomek i5 transfer 200 µL of each supernatant into a "
        "96-well plate."
    )
    assert len(wf.steps[0].labware["tubes"]) == 24
    assert operations(wf).count("transfer") == 24


def test_a_seal_the_cycler_needs_stays_and_the_labchip_gets_a_peel() -> None:
    """The sealed-access repair used to move the seal after the LabChip run, which put the
    thermocycling on an open plate and the run out of the stated order."""
    wf, _ = approved(
        "On the i7 add 19 uL master mix to columns 1-3 of a 96-well PCR plate, seal at 170 °C "
        "for 2 s, cycle 30 cycles of 95 °C 30 s, 55 °C 30 s, 72 °C 60 s on the ODTC, then "
        "LabChip the 24 samples."
    )
    ops = operations(wf)
    assert ops.index("seal") < ops.index("run_pcr") < ops.index("peel") < ops.index("run_assay")
    assert wf.steps[ops.index("seal")].params["temperature_c"] == 170


@pytest.mark.parametrize(
    "intent",
    [
        "Read the plate at 260/280 on the i3x.",  # an absorbance ratio, no ex/em pair
        "Read at 600/450 on the SpectraMax.",  # emission below excitation: no pair either
        # an expected read-out is no second read
        "Read OD600 of the culture plate on the SpectraMax.\n"
        "Expected result: an OD600 of 0.4–0.6 (mid-log).",
        # advice about a read-out is no read (and the culture put in is the plate's history)
        "ZymoPURE pre-check. Insert recommends harvesting at an OD600 of 2-4. We've put 100 uL "
        "of each culture in a 96-well plate: read OD600.",
        "Peel the plate, add 50 µL substrate, seal it again and peel it once more; read "
        "luminescence.",
    ],
)
def test_no_guess_where_the_pair_or_the_peels_are_not_one(intent: str) -> None:
    result = plan(intent)
    if result.status == "approved":
        assert result.workflow is not None
        ops = operations(result.workflow)
        assert "read_fluorescence" not in ops
        assert ops.count("read_absorbance") <= 1
        if "seal" in ops:  # a peel, a seal between, and a second peel: both peels run
            assert ops.count("peel") == 2
    else:
        assert result.status in ("needs_clarification", "halted")


def test_two_peels_with_a_seal_between_stay_two() -> None:
    reading = read_clauses(
        "Peel the plate on the XPeel, add 50 µL buffer with the STAR, seal at 165 °C for 2 s, "
        "spin 1 min at 1000 x g, then peel it on the XPeel and read at 450 nm."
    )
    assert [c.operation for c in reading.clauses].count("peel") == 2


def test_a_count_with_its_unit_is_not_a_label() -> None:
    """'numbered 1-12' is a label; '1-12 µL' would be a range of volumes and still asks."""
    result = plan("Add 1-12 µL of buffer to each well of the plate on the STAR.")
    assert result.status == "needs_clarification"


def test_a_cycle_count_on_its_own_line_is_the_programs() -> None:
    """'Cycles: 32' was read as the number of a listed step and dropped."""
    reading = read_clauses(
        "PCR on the ODTC\nInitial denaturation: 98 °C 30 s\nCycles: 32\n"
        "Denature: 98 °C 10 s\nAnneal: 62 °C 20 s\nExtend: 72 °C 45 s"
    )
    (program,) = [c for c in reading.clauses if c.operation == "run_pcr"]
    assert program.value("cycles") == 32
    assert not reading.unread


@pytest.mark.parametrize(
    ("text", "fmt"),
    [
        ("Stamp 10 µL from the compound 384 into the assay 384 on the Fluent.", "plate_384"),
        ("Remove 25 µL from each well of the 384 for the HTRF read on the i5.", "plate_384"),
    ],
)
def test_a_plate_named_by_its_size_is_no_number_left_over(text: str, fmt: str) -> None:
    reading = read_clauses(text)
    assert not reading.unread
    assert any(f.startswith(fmt) for c in reading.clauses for f in c.formats)


@pytest.mark.parametrize(
    ("intent", "ops", "values"),
    [
        (  # a value wrapped onto its own line is no section number of an SOP
            "Shake the plate on the BioShake at 1200 rpm for\n2.5 min, then read luminescence "
            "integrated for\n0.25 s.",
            ["shake", "read_luminescence"],
            [(0, "duration_s", 150), (1, "integration_s", 0.25)],
        ),
        (  # whole settings one after the other are one step each
            "odtc: 25C 5min, 37C 15 min then heat kil 80 C 10 min",
            ["incubate", "incubate", "incubate"],
            [(0, "temperature_c", 25), (1, "duration_s", 900), (2, "temperature_c", 80)],
        ),
        (
            "Spin 500 x g 1 min then 2000 x g 5 min in the 5810.",
            ["spin", "spin"],
            [(0, "rcf_g", 500), (1, "rcf_g", 2000), (1, "duration_s", 300)],
        ),
        (
            "park the assay plate in the hotel, RT is fine, not urgent",
            ["store"],
            [],
        ),
        (
            "viral rna: lysates are in the DW block. i7 adds 400 ul binding buf then 20 ul "
            "beads, pop it on the shaker 5 min 1000 rpm",
            ["transfer", "transfer", "shake"],
            [(2, "speed_rpm", 1000), (2, "duration_s", 300)],
        ),
    ],
)
def test_settings_run_where_they_are_written(
    intent: str, ops: list[str], values: list[tuple[int, str, float]]
) -> None:
    approved_as(intent, ops, values)


@pytest.mark.parametrize(
    "intent",
    [
        "incubate at 37 °C for 1 h or 25 °C for 2 h",  # two offers, no decision
        "Store the plate in the hotel at 4 °C.",  # the hotel keeps no temperature
    ],
)
def test_settings_that_are_no_sequence_are_not_run_as_one(intent: str) -> None:
    result = plan(intent)
    assert result.status != "approved" or (
        result.workflow is not None and len(result.workflow.steps) == 1
    )


def test_a_labchip_run_takes_the_count_the_text_states() -> None:
    wf, _ = approved(
        "Colony PCR plate, all pipetted and sealed. ODTC: 95 °C 3 min; 30 cycles of 95 °C 15 s, "
        "55 °C 15 s, 68 °C 1 min; 68 °C 5 min; hold 10 °C. Then LabChip DNA 1K on all 96."
    )
    (run,) = [s for s in wf.steps if s.operation == "run_assay"]
    assert run.params["sample_count"] == 96


def test_a_change_record_keeps_the_sample_count_beside_its_settings() -> None:
    wf, _ = approved(
        "CC-2025-0086 -- longer extension for the amplicon panel\n"
        "Current ODTC program: 98 C 30 s; 25 cycles of 98 C 10 s, 62 C 15 s, 72 C 30 s; "
        "72 C 5 min; 4 C hold\n"
        "Proposed ODTC program: 98 C 30 s; 25 cycles of 98 C 10 s, 62 C 15 s, 72 C 60 s; "
        "72 C 5 min; 4 C hold\n"
        "Fragment sizing afterwards on the LabChip (24 samples per plate, unchanged).\n"
        "QA: approved, I. Costa 05-May-2025.\n"
        "Implement the approved change and run plate AMP-0507-1 through PCR and sizing."
    )
    (run,) = [s for s in wf.steps if s.operation == "run_assay"]
    assert run.params["sample_count"] == 24
    (pcr,) = [s for s in wf.steps if s.operation == "run_pcr"]
    assert pcr.params["extension_s"] == 60


@pytest.mark.parametrize(
    "intent",
    [
        "Shake the plate in the Cytomat 2C450 at 300 rpm for 2 h at 37 °C.",
        "Spin the plate in the Cytomat at 1000 x g for 1 min.",
    ],
)
def test_a_store_named_as_where_a_step_runs_is_not_swapped(intent: str) -> None:
    """Only a store named as where the plate comes from is retrieved from; a shake 'in the
    Cytomat' run on the BioShake instead would swap the instrument."""
    result = plan(intent)
    assert result.status != "approved"
    assert "INSTRUMENT_SUBSTITUTED" in (result.halt_reason or "")


def test_time_a_step_must_wait_for_is_a_step_not_history() -> None:
    """'the plate has sat 10 min' is history; 'only after the plate has incubated 30 min'
    is an incubation to run first."""
    approved_as(
        "Shake 1 min at 800 rpm, but only after the plate has incubated 30 minutes at 37°C.",
        ["incubate", "shake"],
        [(0, "duration_s", 1800), (0, "temperature_c", 37), (1, "speed_rpm", 800)],
    )


def test_a_justification_in_brackets_is_no_count_to_honour() -> None:
    approved_as(
        "CC-2024-0214  OT-2 post-ligation mixing\nCurrent: mix 10x at 20 uL\n"
        "Proposed: mix 10x at 15 uL (well contains 25 uL after ligation; 20 uL mixing pulled\n"
        "air in 6/24 wells, bubbles seen)\nApproved by QA (H. Duarte) on 02-Aug-2024.\n"
        "Please implement the approved change and run the post-ligation mix on the OT-2.",
        ["mix"],
        [(0, "volume_ul", 15)],
    )
