"""Thermocycling programs written in lab shorthand are read stage by stage (issue 9).

Each program string goes through ``bioproagent.plan``; a readable one must come back
approved with every stated temperature and time in the right parameter of the run_pcr /
run_qpcr step, an ambiguous one must ask (never a guess), and a bare number outside a
program must stay unread.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bioproagent import plan
from bioproagent.conformance import check_conformance
from bioproagent.intent.clauses import read_clauses
from bioproagent.intent.parser import parse_intent
from bioproagent.intent.programs import programs_of, word_count
from bioproagent.registry.loader import Registry, load_registry

_STAGE = {
    "iD": "initial_denaturation",
    "D": "denaturation",
    "A": "annealing",
    "E": "extension",
    "fE": "final_extension",
}


def P(n: int, *, op: str = "run_pcr", two_step: bool = False, **stages: object) -> dict:
    """Expected step: ``iD=(98, 30)`` is initial_denaturation_c=98, initial_denaturation_s=30
    (None leaves one of them out); ``H`` is hold_c, ``lid`` lid_temperature_c."""
    params: dict[str, float] = {"cycles": n}
    for key, value in stages.items():
        if key == "H":
            params["hold_c"] = value  # type: ignore[assignment]
        elif key == "lid":
            params["lid_temperature_c"] = value  # type: ignore[assignment]
        else:
            c, s = value  # type: ignore[misc]
            if c is not None:
                params[f"{_STAGE[key]}_c"] = c
            if s is not None:
                params[f"{_STAGE[key]}_s"] = s
    return {"op": op, "params": params, "two_step": two_step}


READ: list[tuple[str, str, dict]] = [
    # -- position around the cycle count, bare temperatures, parenthesised blocks -----------
    (
        "bare-paren-block",
        "PCR: 98 30s, 35x (98 10s, 60 20s, 72 30s), 72 5 min, hold 4",
        P(35, iD=(98, 30), D=(98, 10), A=(60, 20), E=(72, 30), fE=(72, 300), H=4),
    ),
    (
        "semicolons-forever",
        "PCR on the ODTC: 95 °C 3 min; 30 cycles of 95 °C 15 s, 58 °C 30 s, 72 °C 1 min; "
        "72 °C 5 min; 4 °C forever",
        P(30, iD=(95, 180), D=(95, 15), A=(58, 30), E=(72, 60), fE=(72, 300), H=4),
    ),
    (
        "slash-pairs-then",
        "Run PCR: 98/30 s, 35x 98/10 s, 65/30 s, 72/1 min, then 72/5 min, hold 4",
        P(35, iD=(98, 30), D=(98, 10), A=(65, 30), E=(72, 60), fE=(72, 300), H=4),
    ),
    (
        "pipes-two-step",
        "thermocycler: 95 3min | 40x 95 15s | 60 1min",
        P(40, two_step=True, iD=(95, 180), D=(95, 15), A=(60, 60)),
    ),
    (
        "qpcr-arrow-colon",
        "qPCR on the CFX384: 95 °C/10 s -> 40 cycles: 95 °C/5 s, 60 °C/30 s",
        P(40, op="run_qpcr", two_step=True, iD=(95, 10), D=(95, 5), A=(60, 30)),
    ),
    (
        "names-number-word",
        "PCR program: initial denaturation 98 °C for 30 s, thirty-five cycles of denature "
        "98 °C 10 s, anneal 60 °C 20 s, extend 72 °C 30 s, final extension 72 °C 2 min, "
        "hold at 4 °C",
        P(35, iD=(98, 30), D=(98, 10), A=(60, 20), E=(72, 30), fE=(72, 120), H=4),
    ),
    (
        "slash-block-infinity",
        "Thermocycle the plate: 98°C 30s, 35 cycles of 98°C 10s / 62°C 20s / 72°C 30s, "
        "72°C 2min, 4°C ∞",
        P(35, iD=(98, 30), D=(98, 10), A=(62, 20), E=(72, 30), fE=(72, 120), H=4),
    ),
    (
        "unicode-arrows-times",
        "PCR: 95°C 5 min → 30 cycles × (94°C 30 s → 55°C 30 s → 72°C 1 min) → 72°C 7 min "
        "→ 4°C hold",
        P(30, iD=(95, 300), D=(94, 30), A=(55, 30), E=(72, 60), fE=(72, 420), H=4),
    ),
    (
        "newlines-indented-block",
        "Run PCR on the ODTC:\n95 3 min\n35 cycles:\n  95 30s\n  58 30s\n  72 1 min\n"
        "72 5 min\nhold 4",
        P(35, iD=(95, 180), D=(95, 30), A=(58, 30), E=(72, 60), fE=(72, 300), H=4),
    ),
    (
        "qpcr-and",
        "qPCR on the CFX384: 95 10 min, 40 cycles of 95 15 s and 60 1 min",
        P(40, op="run_qpcr", two_step=True, iD=(95, 600), D=(95, 15), A=(60, 60)),
    ),
    (
        "block-before-count",
        "PCR: 94 2 min, (94 20 s, 56 20 s, 72 40 s) x 30, 72 5 min, hold at 4 °C",
        P(30, iD=(94, 120), D=(94, 20), A=(56, 20), E=(72, 40), fE=(72, 300), H=4),
    ),
    (
        "x-before-number",
        "PCR: 98 30s, x35 (98 10s, 65 30s, 72 30s), 72 2min, hold 4",
        P(35, iD=(98, 30), D=(98, 10), A=(65, 30), E=(72, 30), fE=(72, 120), H=4),
    ),
    (
        "square-brackets",
        "thermocycler program 95 3min, 40 cycles [95 10s, 60 30s], hold 10",
        P(40, two_step=True, iD=(95, 180), D=(95, 10), A=(60, 30), H=10),
    ),
    (
        "slash-semicolon",
        "PCR program 95/2 min; 35x 95/30 s, 60/30 s, 72/1 min; 72/5 min; hold 4",
        P(35, iD=(95, 120), D=(95, 30), A=(60, 30), E=(72, 60), fE=(72, 300), H=4),
    ),
    (
        "ascii-arrows",
        "PCR -> 95 5min -> 35 cycles (95 30 s; 58 30 s; 72 1 min) -> 72 10 min -> 4 forever",
        P(35, iD=(95, 300), D=(95, 30), A=(58, 30), E=(72, 60), fE=(72, 600), H=4),
    ),
    (
        "count-first-named-final",
        "Run 30 cycles on the ODTC: 98 10 s, 60 30 s, 72 30 s; final extension 72 °C 5 min",
        P(30, D=(98, 10), A=(60, 30), E=(72, 30), fE=(72, 300)),
    ),
    (
        "time-at-temperature",
        "PCR: 95°C for 3 min, 30 cycles of 15 s at 95°C, 30 s at 58°C, 1 min at 72°C, then "
        "5 min at 72°C",
        P(30, iD=(95, 180), D=(95, 15), A=(58, 30), E=(72, 60), fE=(72, 300)),
    ),
    (
        "pipes-spaces",
        "ODTC PCR: 98 30s | 35x 98 10s 60 20s 72 30s | 72 5min | hold 4",
        P(35, iD=(98, 30), D=(98, 10), A=(60, 20), E=(72, 30), fE=(72, 300), H=4),
    ),
    (
        "numbered-lines",
        "PCR program:\n1) 95 °C 3 min\n2) 35 cycles: 95 °C 30 s, 55 °C 30 s, 72 °C 1 min\n"
        "3) 72 °C 5 min\n4) hold 4 °C",
        P(35, iD=(95, 180), D=(95, 30), A=(55, 30), E=(72, 60), fE=(72, 300), H=4),
    ),
    (
        "hot-start-final-ext",
        "Run PCR: hot start 95 °C 10 min, 35 cycles of 94 15s, 58 30s, 72 1 min, final ext "
        "72 7 min, hold 4 °C",
        P(35, iD=(95, 600), D=(94, 15), A=(58, 30), E=(72, 60), fE=(72, 420), H=4),
    ),
    (
        "lid",
        "PCR on the ODTC with lid 105 °C: 98 30s, 30x (98 10s, 55 30s, 72 1min), 72 5min, hold 4",
        P(30, lid=105, iD=(98, 30), D=(98, 10), A=(55, 30), E=(72, 60), fE=(72, 300), H=4),
    ),
    (
        "n-times-sign",
        "Cycling: 35 × 95 °C 30 s, 55 °C 30 s, 72 °C 30 s",
        P(35, D=(95, 30), A=(55, 30), E=(72, 30)),
    ),
    (
        "number-words-spaced",
        "PCR with thirty five cycles (95 °C 15 s, 60 °C 30 s, 72 °C 30 s)",
        P(35, D=(95, 15), A=(60, 30), E=(72, 30)),
    ),
    (
        "min-and-seconds",
        "PCR: 95 °C 2 min 30 s, 30 cycles (95 °C 30 s, 60 °C 30 s, 72 °C 1 min 30 s)",
        P(30, iD=(95, 150), D=(95, 30), A=(60, 30), E=(72, 90)),
    ),
    (
        "clock-times",
        "PCR: 98 °C 0:30, 30x (98 0:10, 60 0:30, 72 1:00), 72 5:00, 4 forever",
        P(30, iD=(98, 30), D=(98, 10), A=(60, 30), E=(72, 60), fE=(72, 300), H=4),
    ),
    (
        "names-after-temperatures",
        "Run PCR on the ODTC, 35 cycles, 95 °C denaturation, 58 °C annealing, 72 °C extension",
        P(35, D=(95, None), A=(58, None), E=(72, None)),
    ),
    (
        "time-name-temperature",
        "Run 35 cycles on the ODTC, 30 s annealing at 60 °C",
        P(35, A=(60, 30)),
    ),
    (
        "heat-activation",
        "PCR: initial heat activation 95 °C 15 min, 40 cycles of 94 30s, 57 30s, 72 30s, "
        "final extension 72 10 min",
        P(40, iD=(95, 900), D=(94, 30), A=(57, 30), E=(72, 30), fE=(72, 600)),
    ),
    (
        "hold-after-temperature",
        "PCR: 95 °C 3 min, 35 cycles (95 °C 30 s, 58 °C 30 s, 72 °C 1 min), 72 °C 5 min, "
        "12 °C hold",
        P(35, iD=(95, 180), D=(95, 30), A=(58, 30), E=(72, 60), fE=(72, 300), H=12),
    ),
    (
        "qpcr-pipe-colon",
        "qPCR (CFX384): 95 °C 3 min | 40x: 95 °C 10 s, 60 °C 30 s",
        P(40, op="run_qpcr", two_step=True, iD=(95, 180), D=(95, 10), A=(60, 30)),
    ),
    (
        "cycle-n-times",
        "cycle 40 times on the ODTC: 95 15 s, 60 1 min",
        P(40, two_step=True, D=(95, 15), A=(60, 60)),
    ),
    (
        "forty-two",
        "PCR: 95 3 min; forty-two cycles of 95 20 s, 62 20 s, 72 40 s; 72 3 min; hold 8",
        P(42, iD=(95, 180), D=(95, 20), A=(62, 20), E=(72, 40), fE=(72, 180), H=8),
    ),
    (
        "dash-and-slashes",
        "PCR in the ODTC - 96 3min / 32x [96 15s / 55 15s / 68 2min] / 68 10min / hold 4",
        P(32, iD=(96, 180), D=(96, 15), A=(55, 15), E=(68, 120), fE=(68, 600), H=4),
    ),
    (
        "repeat-n-times",
        "PCR; repeat 30 times: 95 30s, 60 30s, 72 60s; 72 5 min",
        P(30, D=(95, 30), A=(60, 30), E=(72, 60), fE=(72, 300)),
    ),
    (
        "followed-by",
        "PCR: initial denaturation 95 °C for 3 min followed by 35 cycles of 95 °C 30 s, "
        "55 °C 30 s and 72 °C 30 s, followed by 72 °C 5 min",
        P(35, iD=(95, 180), D=(95, 30), A=(55, 30), E=(72, 30), fE=(72, 300)),
    ),
    (
        "time-first-then",
        "Run PCR on the ODTC: 2 min at 95 °C, then 30 cycles of 20 s at 95 °C, 20 s at "
        "60 °C and 30 s at 72 °C, then 5 min at 72 °C",
        P(30, iD=(95, 120), D=(95, 20), A=(60, 20), E=(72, 30), fE=(72, 300)),
    ),
    (
        "count-inside-parentheses",
        "Run PCR (35 cycles; 98 °C 10 s, 60 °C 20 s, 72 °C 30 s)",
        P(35, D=(98, 10), A=(60, 20), E=(72, 30)),
    ),
    (
        "hold-the-plate",
        "PCR: 95 3 min, 35x (95 15s, 60 30s, 72 30s), then hold the plate at 4 °C",
        P(35, iD=(95, 180), D=(95, 15), A=(60, 30), E=(72, 30), H=4),
    ),
    (
        "prose-names",
        "Run PCR for 35 cycles with an annealing temperature of 60 °C and an extension time "
        "of 45 s",
        P(35, A=(60, None), E=(None, 45)),
    ),
    (
        "after-first",
        "After 3 min at 95 °C, run 35 cycles of 95 30s, 60 30s, 72 30s",
        P(35, iD=(95, 180), D=(95, 30), A=(60, 30), E=(72, 30)),
    ),
    (
        "names-ahead-of-each-step",
        "Run 30 cycles: denaturation 95 °C 30 s annealing 60 °C 30 s extension 72 °C 30 s",
        P(30, D=(95, 30), A=(60, 30), E=(72, 30)),
    ),
    (
        "cycles-colon-count",
        "PCR on the ODTC, cycles: 35, anneal 60 °C 30 s",
        P(35, A=(60, 30)),
    ),
    # -- with other steps around the program ----------------------------------------------------
    (
        "after-seal",
        "Seal the 96-well PCR plate at 170 °C for 2 s, then run on the ODTC: 95 3 min, "
        "35x (95 15s, 60 30s, 72 30s), 72 5 min, hold 4",
        P(35, iD=(95, 180), D=(95, 15), A=(60, 30), E=(72, 30), fE=(72, 300), H=4),
    ),
    (
        "after-transfer-two-step",
        "Add 20 µL master mix to 24 wells of the PCR plate, seal, then run PCR with 95 °C "
        "3 min, 35 cycles (95 °C 15 s, 60 °C 30 s), 72 °C 5 min",
        P(35, two_step=True, iD=(95, 180), D=(95, 15), A=(60, 30), fE=(72, 300)),
    ),
    (
        "before-spin",
        "Run PCR (95 3 min, 35x (95 30s, 58 30s, 72 1min), 72 5min, hold 4) on the ODTC, "
        "then spin the plate at 500 x g for 1 min",
        P(35, iD=(95, 180), D=(95, 30), A=(58, 30), E=(72, 60), fE=(72, 300), H=4),
    ),
    (
        "then-read",
        "PCR: 95 3 min, 35 cycles of 95 30 s / 60 30 s / 72 1 min; 72 5 min; hold 4. Then "
        "read fluorescence at 485/520 nm.",
        P(35, iD=(95, 180), D=(95, 30), A=(60, 30), E=(72, 60), fE=(72, 300), H=4),
    ),
]

ASK: list[tuple[str, str, str]] = [
    (
        "two-steps-before",
        "PCR: 95 3 min, 98 30 s, 35 cycles of 98 10 s, 60 30 s, 72 30 s",
        "more than one step before the cycles",
    ),
    (
        "block-of-four",
        "PCR: 35 cycles of 95 15 s, 60 30 s, 72 30 s, 72 5 min",
        "a cycled block of 4 steps",
    ),
    (
        "two-counts",
        "PCR: 95 3 min, 10 cycles of 95 30 s, 65 30 s, 72 1 min, then 25 cycles of 95 30 s, "
        "55 30 s, 72 1 min",
        "more than one cycle count",
    ),
    (
        "no-count",
        "PCR on the ODTC: 95 °C 3 min, 95 °C 15 s, 60 °C 30 s, 72 °C 30 s",
        "no cycle count",
    ),
    ("block-of-one", "PCR: 95 3 min, 40 cycles of 95 15 s", "a cycled block of 1 step"),
    (
        "two-steps-after",
        "PCR: 35 cycles (95 15 s, 60 30 s, 72 30 s), 72 5 min, 65 10 min",
        "more than one step after the cycles",
    ),
    (
        "place-taken-by-name",
        "PCR: 30 cycles: anneal 60 30 s, 95 15 s, 72 30 s",
        "which is named",
    ),
    (
        "named-twice",
        "PCR: 95 3 min; 30 cycles: denature 95 15 s, anneal 55 30 s, anneal 60 30 s, "
        "extend 72 1 min",
        "stated twice",
    ),
    ("one-temperature", "Run 35 cycles at 58 °C on the ODTC", "a cycled block of 1 step"),
    (
        "melt-curve",
        "qPCR on the CFX384: 95 10 min, 40x (95 15 s, 60 1 min), melt curve 65 °C 5 s",
        "melt curve",
    ),
    (
        "per-kb",
        "PCR: 95 3 min, 35 cycles of 95 30 s, 60 30 s, 72 1 min/kb, 72 5 min",
        "a rate",
    ),
    (
        "computed",
        "PCR: 95 3 min, 35 cycles of 95 30 s, Tm-5 °C 30 s, 72 1 min",
        "computed from another",
    ),
    (
        "touchdown",
        "Touchdown PCR: 95 3 min, 10 cycles of 95 30 s, 65 30 s, 72 30 s",
        "changes from cycle to cycle",
    ),
    (
        "hold-with-time",
        "PCR: 95 3 min, 35 cycles of 95 30 s, 60 30 s, 72 30 s, then hold 4 °C for 10 min",
        "a time for the hold",
    ),
    (
        "lone-temperature-before",
        "PCR: 95 °C, then 35 cycles (95 15s, 60 30s, 72 30s)",
        "needs its temperature and its time",
    ),
    (
        "order-word",
        "Run 40 cycles of qPCR on the CFX384 (95 °C 15 s, 60 °C 1 min) after 10 min at 95 °C",
        "'after' changes the order",
    ),
    (
        "name-between-steps",
        "Run 30 cycles: 95 °C 30 s denaturation 60 °C 30 s annealing 72 °C 30 s",
        "a stage name between two steps",
    ),
    (
        "slash-lists",
        "PCR: 35 cycles of 95/60/72 °C for 15/30/45 s",
        "values of several steps in one list",
    ),
    (
        "bullets-without-indent",
        "PCR, 35 cycles of:\n- 95 °C 30 s\n- 60 °C 30 s\n- 72 °C 30 s\n- 72 °C 5 min",
        "a cycled block of 4 steps",
    ),
    (
        "unindented-lines",
        "thermocycle\n95C 3m\n35x\n95C 30s\n60C 30s\n72C 1m\n72C 5m\n4C hold",
        "a cycled block of 4 steps",
    ),
]

OUTSIDE: list[tuple[str, str, str]] = [
    ("spin-bare", "Spin the PCR plate at 4000 for 2 min, then run 35 cycles", "4000"),
    # 'at 60' on a shaker could be °C or rpm ('at 1200' is rpm: no shaker heats to 1200)
    ("shake-bare-before-pcr", "Shake the PCR plate at 60 for 1 min, then run 35 cycles", "60"),
    ("hold-without-program", "Incubate at 37 °C for 1 h on the ODTC, then hold 4", "4"),
    (
        "anneal-without-time",
        "PCR, 30 cycles: denature 95 °C 15 s, anneal 62, extend 72 °C 30 s",
        "62",
    ),
]


@pytest.fixture(scope="module")
def registry() -> Registry:
    return load_registry()


def _program_step(result):  # type: ignore[no-untyped-def]
    steps = [s for s in result.workflow.steps if s.operation in ("run_pcr", "run_qpcr")]
    assert len(steps) == 1, [s.operation for s in result.workflow.steps]
    return steps[0]


@pytest.mark.parametrize(("text", "want"), [(t, w) for _, t, w in READ], ids=[i for i, *_ in READ])
def test_program_is_read_stage_by_stage(registry: Registry, text: str, want: dict) -> None:
    """It should approve the program with every stated value in its stage."""
    result = plan(text, registry=registry)
    assert result.status == "approved", result.halt_reason
    step = _program_step(result)
    assert step.operation == want["op"]
    got = {k: step.params.get(k) for k in want["params"]}
    assert got == want["params"]
    if want["two_step"]:  # a two-step program gets no extension step added
        assert "extension_c" not in step.params and "extension_s" not in step.params
    assert check_conformance(text, result.workflow, registry, notes=result.assumptions) == []


@pytest.mark.parametrize(("text", "why"), [(t, w) for _, t, w in ASK], ids=[i for i, *_ in ASK])
def test_ambiguous_program_asks(registry: Registry, text: str, why: str) -> None:
    """It should ask, naming why, rather than put a value in a guessed stage."""
    result = plan(text, registry=registry)
    assert result.status == "needs_clarification", result.status
    assert why in (result.halt_reason or "")


@pytest.mark.parametrize(
    ("text", "number"), [(t, n) for _, t, n in OUTSIDE], ids=[i for i, *_ in OUTSIDE]
)
def test_bare_number_outside_a_program_stays_unread(text: str, number: str) -> None:
    """It should leave a number without a unit unread unless a program makes it a
    temperature (followed by a time, or in a hold)."""
    unread = [t.text.split()[0] for t in read_clauses(text).unread]
    assert number in unread
    assert plan(text).status != "approved"


def test_corpus_is_large_enough() -> None:
    """It should hold at least 30 readable programs and 5 ambiguous ones."""
    assert len(READ) >= 30 and len(ASK) >= 5
    ids = [i for i, *_ in READ + ASK + OUTSIDE]
    assert len(ids) == len(set(ids))


def test_parser_and_clause_reader_agree() -> None:
    """It should give the same stages to the parsed intent as to the clauses (the recipe
    and K_i read the same program)."""
    text = "PCR: 98 30s, 35x (98 10s, 60 20s, 72 30s), 72 5 min, hold 4"
    roles = {(q.role, q.value) for q in parse_intent(text).quantities}
    [clause] = [c for c in read_clauses(text).clauses if c.operation == "run_pcr"]
    assert {(v.param, v.value) for v in clause.values} <= roles
    assert parse_intent(text).counts["cycles"] == 35


def test_two_step_is_recorded() -> None:
    """It should say which programs cycle two steps."""
    assert programs_of("PCR: 95 3 min, 40x (95 15 s, 60 1 min)").two_step
    assert not programs_of("PCR: 95 3 min, 40x (95 15 s, 60 30 s, 72 30 s)").two_step


@pytest.mark.parametrize(
    ("raw", "n"),
    [("35", 35), ("thirty-five", 35), ("forty two", 42), ("twelve", 12), ("nine", 9)],
)
def test_cycle_counts_in_words(raw: str, n: int) -> None:
    """It should read a cycle count written in words."""
    assert word_count(raw) == n


def test_compound_number_word_is_not_its_last_word() -> None:
    """It should read 'thirty-five cycles' as 35, never as 5."""
    assert parse_intent("Run thirty-five cycles of PCR").counts["cycles"] == 35
    assert parse_intent("Run thirty five cycles of PCR").counts["cycles"] == 35


# -- generated programs: any mix of the written styles reads the same ---------------------------
_PAIR = [
    "{c} {t}",
    "{c}/{t}",
    "{c} °C {t}",
    "{c}°C/{t}",
    "{c} °C for {t}",
    "{t} at {c} °C",
    "{c}C {t}",
]
_OUTER = [", ", "; ", " | ", " -> ", "\n", ", then "]
_NAMES = {
    "initial_denaturation": "initial denaturation ",
    "denaturation": "denature ",
    "annealing": "anneal ",
    "extension": "extend ",
    "final_extension": "final extension ",
}
_INNER = [", ", " / ", "; ", " | ", " and "]


def _time(seconds: int, minutes: bool) -> str:
    return f"{seconds // 60} min" if minutes else f"{seconds} s"


@st.composite
def _programs(draw: st.DrawFn) -> tuple[str, dict[str, float]]:
    def temp(lo: int, hi: int) -> int:
        return draw(st.integers(lo, hi))

    def pair(stage: str, c: int, seconds: int, minutes: bool) -> str:
        want[f"{stage}_c"], want[f"{stage}_s"] = c, seconds
        name = draw(st.sampled_from(["", _NAMES[stage]]))  # a name agrees with the place
        return name + draw(st.sampled_from(_PAIR)).format(c=c, t=_time(seconds, minutes))

    want: dict[str, float] = {"cycles": draw(st.integers(20, 45))}
    three = draw(st.booleans())
    outer = draw(st.sampled_from(_OUTER))
    inner = draw(st.sampled_from([s for s in _INNER if s.strip() != outer.strip()]))
    block = [
        pair("denaturation", temp(90, 99), draw(st.integers(5, 45)), False),
        pair("annealing", temp(45, 70), draw(st.integers(5, 60)), False),
    ]
    if three:
        block.append(pair("extension", temp(65, 75), draw(st.integers(10, 90)), False))
    body = inner.join(block)
    n = int(want["cycles"])
    form = draw(
        st.sampled_from(["{n}x ({b})", "{n} cycles of {b}", "{n} cycles: {b}", "({b}) x {n}"])
    )
    parts = []
    if draw(st.booleans()):
        parts.append(
            pair("initial_denaturation", temp(90, 99), 60 * draw(st.integers(1, 10)), True)
        )
    parts.append(form.format(n=n, b=body))
    if draw(st.booleans()):
        parts.append(pair("final_extension", temp(65, 75), 60 * draw(st.integers(2, 10)), True))
    if draw(st.booleans()):
        want["hold_c"] = h = temp(4, 12)
        parts.append(
            draw(
                st.sampled_from(["hold {h}", "{h} °C forever", "hold at {h} °C", "{h}°C ∞"])
            ).format(h=h)
        )
    lead = draw(st.sampled_from(["PCR: ", "Run PCR on the ODTC: ", "thermocycler program "]))
    return lead + outer.join(parts), want


@settings(max_examples=200, deadline=None)
@given(_programs())
def test_generated_programs_are_read_exactly(program: tuple[str, dict[str, float]]) -> None:
    """It should give every temperature and time of a generated program its stage."""
    text, want = program
    reading = read_clauses(text)
    [clause] = [c for c in reading.clauses if c.operation == "run_pcr"]
    assert {v.param: v.value for v in clause.values} == want, text
    assert reading.unread == [], text
