"""A run log pasted with a request to run it again (bioproagent.intent.run_logs).

The request is the run: the log gives the steps and their setpoints, never its measured
values, timestamps or counters; the request picks the steps and changes values; what the
request leaves open (which run, 'a bit longer', an instrument the lab lacks) is asked."""

from __future__ import annotations

import pytest

from bioproagent import plan
from bioproagent.intent.run_logs import logged_steps, replayed_run

SYSLOG_SEAL_FAILED = """\
Jun 02 09:14:55 cell-7 sched[311]: step 1/3 Fluent add 12.0uL buffer OK (tips used 96)
Jun 02 09:16:20 cell-7 sealerd[88]: a4S SN A4S-9001 SEAL start setpoint=160C time=2.5s
Jun 02 09:16:27 cell-7 sealerd[88]: a4S ERROR E04: no plate on shuttle
Jun 02 09:16:27 cell-7 sched[311]: step 2/3 FAILED
Jun 02 09:17:50 cell-7 sched[311]: step 3/3 VSpin spin 800g 45s OK

plate is back on the shuttle. could u redo just what failed"""

JSON_READ = (
    '{"ts":"2025-03-09T14:00:01Z","device":"SpectraMax i3x","op":"Fluorescence",'
    '"params":{"ex_nm":490,"em_nm":515,"gain":"auto"},"status":"Completed"}\n\n'
    "Same read on plate 2 please, but the emission goes to 530 nm now per the new SOP."
)

CSV_SPIN = """\
Could you spin the second rack again with the same program, 15 min instead of 10?

Export - device: Centrifuge 5424 R (SN 5424XX000001), rotor FA-45-24-11
timestamp,program,speed_set,unit,time_set,temp_set,temp_actual,status
2025-01-14 10:01:10,P3,12000,rcf,00:10:00,4,9.7,precool
2025-01-14 10:13:40,P3,12000,rcf,00:10:00,4,4.4,completed"""

COLUMNS_FROM_STEP = """\
Biomek Software 5.1 - Run Log    Method: Fill_v2    Instrument: i7 Hybrid (SN 1)
10:00:05  Step 1  Transfer (MC96): 40 µL Diluent -> AssayPlate, all 96 wells ....... OK
10:03:10  Step 2  Transfer (Span-8): 15 µL Samples -> AssayPlate ................. ERROR
10:03:30  Step 3  Shake (BioShake): 900 rpm, 45 s ................................. not run

The i7 is down for service. Please replay from step 2 onward on the Fluent."""

PICK_UP = """\
[08:00:01] XPeel       Peel                     Success
[08:01:10] HiG4        Spin 1200 xg / 90 s      Error (imbalance)
[08:01:11] SpectraMax  Absorbance 405 nm        Skipped

Rebalanced. Pick it up from the step that errored and carry on; the peel is done. The
substrate is slower with this lot, so no rush."""

SKIP_RESEAL = """\
controller.log
08:10:01.002 INFO  step 1/2 START spin rcf=1500g t=90s dev=HiG4
08:11:40.400 INFO  step 1/2 END   spin t_meas=93.1s result=OK
08:11:55.000 INFO  step 2/2 START seal 170C 2.0s dev=a4S
08:12:02.100 INFO  step 2/2 END   seal result=OK

Spin it again please - no reseal. 3 min rather than 90 s."""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (SYSLOG_SEAL_FAILED, "1. Seal the plate at 160 °C for 2.5 s on the a4S."),
        (
            JSON_READ,
            "1. Read fluorescence excitation 490 nm emission 530 nm on the SpectraMax i3x.",
        ),
        (CSV_SPIN, "1. Spin the plate at 12000 x g for 900 s at 4 °C on the 5424 R."),
        (
            COLUMNS_FROM_STEP,
            "1. Transfer 15 µL to each well of the plate on the Fluent.\n"
            "2. Shake at 900 rpm for 45 s on the BioShake.",
        ),
        (SKIP_RESEAL, "1. Spin the plate at 1500 x g for 180 s on the HiG4."),
    ],
    ids=["redo-what-failed", "json-new-emission", "csv-instead-of", "from-step-moved", "skip"],
)
def test_a_request_to_rerun_is_written_as_its_steps(text: str, expected: str) -> None:
    assert replayed_run(text) == expected


def test_measured_values_counters_and_timestamps_are_not_setpoints() -> None:
    steps = logged_steps(SKIP_RESEAL)
    assert [(s.operation, {p.kind: p.value for p in s.setpoints}) for s in steps] == [
        ("spin", {"g": 1500.0, "s": 90.0}),
        ("seal", {"C": 170.0, "s": 2.0}),
    ]
    assert [s.outcome for s in logged_steps(SYSLOG_SEAL_FAILED)] == ["done", "failed", "done"]


@pytest.mark.parametrize(
    "text",
    [
        # vague: how much longer?
        SKIP_RESEAL.replace("3 min rather than 90 s.", "A bit longer this time."),
        # two logged runs, the request does not say which
        "Run 1a2b   2025-02-03 09:00   Completed   transfer 30.0 µL x 96   tips 96\n"
        "Run 3c4d   2025-02-03 13:00   Completed   transfer 35.0 µL x 96   tips 96\n\n"
        "Rerun the aliquot from Monday on the OT-2.",
        # an instrument the registry does not have
        SKIP_RESEAL.replace("no reseal. 3 min rather than 90 s.", "on the Sorvall instead."),
        # the request asks for a step the log does not give
        SKIP_RESEAL.replace("no reseal. 3 min rather than 90 s.", "and mix it after."),
        # a value stated with no step of the chosen ones to take it
        SYSLOG_SEAL_FAILED + " and make it 450 nm",
        # the log and the SOP disagree and nobody has decided
        SKIP_RESEAL.replace(
            "no reseal. 3 min rather than 90 s.",
            "no reseal. The log says 90 s, the SOP 120 s; we haven't agreed yet.",
        ),
        # two new volumes for one transfer: which one?
        COLUMNS_FROM_STEP + " Take 12 µL instead of 15; the tubes only hold about 13 µL.",
    ],
    ids=[
        "vague",
        "which-run",
        "unknown-instrument",
        "step-not-logged",
        "no-home",
        "undecided",
        "two-new-values",
    ],
)
def test_what_the_request_leaves_open_is_not_rewritten(text: str) -> None:
    assert replayed_run(text) == text
    assert plan(text).status != "approved"


@pytest.mark.parametrize(
    "text",
    [
        # a log with no request to run it again is not a replay
        SKIP_RESEAL.split("\n\n")[0] + "\n\nWhy did the spin take 93 s?",
        # prose with a step counter is not a log
        "Step 1 is done. Spin the plate again at 500 x g for 1 min.",
    ],
    ids=["no-request", "prose"],
)
def test_text_that_is_not_a_rerun_request_is_left_alone(text: str) -> None:
    assert replayed_run(text) == text


@pytest.mark.parametrize(
    ("text", "status", "values"),
    [
        (SYSLOG_SEAL_FAILED, "approved", {"temperature_c": 160, "duration_s": 2.5}),
        (SKIP_RESEAL, "approved", {"rcf_g": 1500, "duration_s": 180}),
        # a request value outside the sealer's range halts, it is never clamped
        (SYSLOG_SEAL_FAILED + " at 240 °C this time", "halted", {}),
    ],
    ids=["seal", "spin", "too-hot"],
)
def test_plans_of_a_rerun(text: str, status: str, values: dict[str, float]) -> None:
    result = plan(text)
    assert result.status == status, (result.halt_reason, result.questions)
    if values:
        (step,) = result.workflow.steps
        for name, value in values.items():
            assert step.params[name] == pytest.approx(value)


ODTC_LOOP = """\
ODTC method trace      Device: ODTC 96 (SN 77)
[10:00:01] Step 1  96.0 °C  hold 02:00
[10:02:05] Step 2  96.0 °C  hold 00:15
[10:02:21] Step 3  55.0 °C  hold 00:30
[10:02:52] Step 4  68.0 °C  hold 01:00
[10:03:53] Loop -> Step 2   28 cycles total
[10:50:00] Step 5  68.0 °C  hold 05:00
[10:55:01] Step 6  10.0 °C  hold infinite

Weak product. Same method on the ODTC with 32 cycles rather than 28, rest unchanged."""

CFX_GOTO = """\
Protocol export
  1: 95.0 C for 5:00
  2: 95.0 C for 0:10
  3: 62.0 C for 0:40
     + Plate Read
  4: GOTO 2, 41 more times
  5: Melt Curve 60.0 C to 95.0 C, Increment 0.5 C 0:05

plate B is ready - run the same protocol on the CFX384 please, no melt curve"""

INLINE_ROW = """\
#  Device   Operation   Setpoints                                     Result
1  VSpin    Spin        300 x g, 20 s                                 OK
2  ODTC     PCR         94 °C 2 min; 30 x (94 °C 20 s / 57 °C 30 s /  FAILED
                        72 °C 45 s); 72 °C 3 min; 8 °C hold

The lid faulted. Redo only what failed."""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            ODTC_LOOP,
            "1. Run PCR on the ODTC: initial denaturation 96 °C for 120 s; 32 cycles of 96 °C for"
            " 15 s, 55 °C for 30 s, 68 °C for 60 s; final extension 68 °C for 300 s; hold at"
            " 10 °C.",
        ),
        (
            CFX_GOTO,
            "1. Run qPCR on the CFX384: initial denaturation 95 °C for 300 s; 42 cycles of 95 °C"
            " for 10 s, 62 °C for 40 s.",
        ),
        (
            INLINE_ROW,
            "1. Run PCR on the ODTC: initial denaturation 94 °C for 120 s; 30 cycles of 94 °C for"
            " 20 s, 57 °C for 30 s, 72 °C for 45 s; final extension 72 °C for 180 s; hold at"
            " 8 °C.",
        ),
    ],
    ids=["loop-line-new-count", "goto-more-times", "program-on-a-report-row"],
)
def test_thermal_programs_in_a_log_are_one_step(text: str, expected: str) -> None:
    assert replayed_run(text) == expected


def test_a_replayed_pcr_program_is_planned_with_every_stage() -> None:
    result = plan(ODTC_LOOP)
    assert result.status == "approved", (result.halt_reason, result.questions)
    (pcr,) = [s for s in result.workflow.steps if s.operation == "run_pcr"]
    assert pcr.device == "inheco_odtc"
    assert {k: pcr.params[k] for k in ("cycles", "annealing_c", "extension_s", "hold_c")} == {
        "cycles": 32,
        "annealing_c": 55,
        "extension_s": 60,
        "hold_c": 10,
    }


SHAKER_COMMANDS = """\
BioShake 3000-T elm - command export
time;cmd;value;reply
14:00:01;setShakeTargetSpeed;900;ok
14:00:01;setTempTarget;420;ok   (unit 0.1 °C)
14:00:02;shakeOnWithRuntime;240;ok
14:04:03;getTempActual;417;ok

Same speed and temperature as logged, but 6 min instead of 4 this time."""

HOTEL_ERROR = """\
Momentum 6.2 - Process: Lum_Read   Run R-0100
09:10:02  Cytomat_24       Retrieve slot 4      ERROR: transfer nest occupied (0x31)
09:10:02  SpectraMax_i3x   Luminescence 2 s     Not started

Cleared it. Carry on from the retrieve."""

HAND_OFF = """\
Cellario - Order ORD-1
10:00:04  PF400   Move  a4S -> HiG4 bucket 1     Failed (Error -1046)
10:00:04  HiG4    Spin  2500 xg, 120 s           Not started
10:00:04  PF400   Move  HiG4 -> Hotel            Not started

Redo the failed move and the spin after it; I'll carry the plate to the hotel myself."""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            SHAKER_COMMANDS,
            "1. Shake at 900 rpm for 360 s at 42 °C on the BioShake 3000-T.",
        ),
        (
            HOTEL_ERROR,
            "1. Retrieve the plate from the Cytomat 24.\n"
            "2. Read luminescence with 2 s integration on the SpectraMax i3x.",
        ),
        (
            HAND_OFF,
            "1. Move the plate to the HiG4 with the PF400.\n"
            "2. Spin the plate at 2500 x g for 120 s on the HiG4.",
        ),
    ],
    ids=["one-value-per-row", "first-operation-word", "hand-off-is-no-step"],
)
def test_logs_in_parts_and_steps_a_person_does(text: str, expected: str) -> None:
    assert replayed_run(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Repeat step 2 on the 5424 R, same settings:\n\n"
            "# step 2: clear the lysate (1.5 mL tubes)\n"
            "cf.spin(tubes, rcf=14000, minutes=12, temp_c=4)",
            "1. Spin the 1.5 mL tubes at 14000 x g for 720 s at 4 °C on the 5424 R.",
        ),
        (
            "Repeat step 2 on the 5424 R, same settings:\n\n"
            "# step 2: clear the lysate (1.5 mL tubes)\n"
            "cf.spin(tubes, rcf=14000, spin_minutes_total=12, temp_c=4)",
            None,  # a setting no reader knows: the text stays, the planner asks about it
        ),
        (
            "Same again on plate 2 please.\n\n"
            "def warm(plate):\n"
            '    """Shake 45 min at 30 °C on the BioShake."""\n'
            "    bioshake.shake(plate, rpm=700, minutes=20, temp_c=30)",
            None,  # the comment says 45 min, the call 20: which one? the planner asks
        ),
        (
            "5810 R display log\n"
            "Prog 3   4000 rpm   15:00   4 °C   completed 11:42\n\n"
            "Please run it again exactly on the 5810.",
            None,  # rpm is no x g without a rotor: the planner, not the rewrite, says so
        ),
    ],
    ids=[
        "keyed-minutes",
        "unknown-setting-key",
        "comment-disputes-the-call",
        "rpm-on-a-centrifuge",
    ],
)
def test_no_logged_setting_is_dropped(text: str, expected: str | None) -> None:
    assert replayed_run(text) == (expected if expected is not None else text)


SPIN_LOG = """\
Jul 02 08:00:01 ctl hig4d[77]: HiG4 door closed, counterweight 96.3 g in bucket 2
Jul 02 08:00:02 ctl hig4d[77]: spin start: accel 100%, 1200 x g, 90 s
Jul 02 08:00:15 ctl hig4d[77]: at speed: 1199 x g
Jul 02 08:01:33 ctl hig4d[77]: spin complete (90.1 s at speed)"""


@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        # the instrument it ran on comes after 'instead of', across a wrapped line
        (
            "Replay the spin on the VSpin instead\nof the HiG4, same settings.",
            "1. Spin the plate at 1200 x g for 90 s on the VSpin.",
        ),
        ("Spin it again, 2 min this time.", "1. Spin the plate at 1200 x g for 120 s on the HiG4."),
        # a relative change: the new value is not stated
        ("Spin it again but a touch longer.", None),
        ("Same spin but 30 s longer please.", None),
        ("Same spin but increase the force.", None),
        # a step of its own placed among the logged ones
        ("Run it again, but vortex the plate for 10 s before the spin.", None),
    ],
    ids=["instead-of-wrapped", "new-time", "vague", "relative-value", "relative-word", "added"],
)
def test_requests_on_a_spin_log(request_text: str, expected: str | None) -> None:
    text = SPIN_LOG + "\n\n" + request_text
    assert replayed_run(text) == (expected if expected is not None else text)


def test_a_cycle_counter_gives_the_cycled_stages() -> None:
    text = (
        "ODTC execution log   Method: Geno_32\n"
        "09:00:15  Step 1: 95.0 °C for 180 s   (reached 94.9 °C)\n"
        "09:03:20  Cycle 1/32  Step 2: 95.0 °C 20 s | Step 3: 60.0 °C 30 s | Step 4: 72.0 °C 40 s\n"
        "09:05:10  Cycle 2/32   ...\n"
        "10:10:00  Cycle 32/32 complete\n"
        "10:10:01  Step 5: 72.0 °C for 300 s\n"
        "10:15:02  Step 6: 12.0 °C hold (infinite)\n\n"
        "Run the same ODTC method on plate 4, 30 cycles this time."
    )
    assert replayed_run(text) == (
        "1. Run PCR on the ODTC: initial denaturation 95 °C for 180 s; 30 cycles of 95 °C for"
        " 20 s, 60 °C for 30 s, 72 °C for 40 s; final extension 72 °C for 300 s; hold at 12 °C."
    )


@pytest.mark.parametrize(
    "text",
    [
        # an instrument the lab lacks, written as a model before a kind of instrument
        "Run 7   Task 1 of 1   BenchSeal Sealer   temp=165 C   time=2.0 s   complete\n\n"
        "Run it again on the next plate.",
        # a paste cut off before the run time
        "5810 R run report\nProgram 2   Speed: 2,500 x g   Time: 00:0\n"
        "[rest of the paste got cut off]\n\nSame run again please.",
        # a note says the SOP wants another value, and the request does not choose
        "5424 R   run record\nProgram 5   15,000 x g   8 min   4 C   completed\n"
        "NOTE: SOP says 16,000 x g for this prep.\n\nRun it again with whichever is right.",
        # a relative change in a count
        "Biomek i5 run log\nStep 1   Mix 100 uL x 6 cycles   Completed\n\n"
        "Same again but 3 more cycles.",
        # 'redo what failed' where nothing in the log failed
        "GBG order 12\nStep 1   Shake BioShake 700 rpm 45 s   OK\n\nRedo what failed.",
    ],
    ids=["model-before-kind", "cut-off", "note-disputes", "relative-count", "nothing-failed"],
)
def test_more_that_the_request_or_log_leaves_open(text: str) -> None:
    assert replayed_run(text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Green Button Go   Order 31\n"
            "Step 1   Read absorbance 600 nm (SpectraMax i3x)   FAILED: drawer jam, skipped\n"
            "Step 2   Shake BioShake 900 rpm 20 s                OK\n\n"
            "Redo what failed; don't repeat the shake.",
            "1. Read absorbance at 600 nm on the SpectraMax i3x.",
        ),
        (
            "BioShake 3000-T elm   run log (US display)\n"
            "Shake SP 1200 rpm   Time SP 00:05:00   Temp SP 98.6 F   Temp actual 98.1 F   done\n\n"
            "Same again on the next plate.",
            "1. Shake at 1200 rpm for 300 s at 37 °C on the BioShake 3000-T.",
        ),
        (
            "FluentControl   Run 0912\n"
            "001  Mix Plate_1 all wells   40 ul   6 times     OK\n\n"
            "Only redo the mixing.",
            "1. Mix 40 µL 6 times on the Tecan Fluent.",
        ),
    ],
    ids=["failed-then-skipped", "fahrenheit", "software-names-its-instrument"],
)
def test_outcomes_units_and_software_names(text: str, expected: str) -> None:
    assert replayed_run(text) == expected


def test_the_plan_says_how_it_read_the_log() -> None:
    result = plan(COLUMNS_FROM_STEP)
    notes = [str(a) for a in result.assumptions if "pasted log" in str(a)]
    assert notes == [
        "Read the pasted log as the run to repeat: 2 of its 3 logged steps: transfer (logged"
        " step 2), shake (logged step 3). Changed by the request: transfer on the Fluent"
        " (logged on the i7 Hybrid)."
    ]
    assert [
        a for a in plan(SKIP_RESEAL.split("\n\n")[0]).assumptions if "pasted log" in str(a)
    ] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a Markdown table of the run, and a step skipped
        (
            "| # | Device | Op | Setpoint | Result |\n|---|---|---|---|---|\n"
            "| 1 | a4S | Seal | 165 C, 3 s | OK |\n| 2 | HiG4 | Spin | 1500 x g, 90 s | OK |\n\n"
            "Same run for plate 5, but skip the seal: it comes sealed.",
            "1. Spin the plate at 1500 x g for 90 s on the HiG4.",
        ),
        # the log quoted in an e-mail reply
        (
            "Could you redo the read that failed overnight?\n\n"
            "> 23:40 BioShake Shake 700 rpm 45 s OK\n"
            "> 23:41 SpectraMax i3x Absorbance 405 nm ERROR drawer jam\n\nCheers",
            "1. Read absorbance at 405 nm on the SpectraMax i3x.",
        ),
    ],
    ids=["markdown-table", "quoted-in-a-reply"],
)
def test_tables_and_quoted_logs(text: str, expected: str) -> None:
    assert replayed_run(text) == expected
