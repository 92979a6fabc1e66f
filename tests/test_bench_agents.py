"""Benchmark agents: every agent and ablation end to end on a tiny hand-made subset."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from bioproagent.bench.agents.factory import make_agent
from bioproagent.bench.types import AgentOutput, BenchItem
from bioproagent.draft import Draft, Finding
from bioproagent.grounding import count_tokens
from bioproagent.planners.base import Planner, PlannerReply, PlanningContext
from bioproagent.planners.models.scripted import ScriptedChatModel
from bioproagent.registry import load_registry
from bioproagent.rules import verify
from bioproagent.rules.violation import Violation

SPIN = "Spin the 96-well plate at 1000 x g for 60 s then seal it"
GOLD: dict[str, Any] = {
    "name": "Spin and seal",
    "labware": [
        {
            "id": "plate",
            "type": "plate_96_flat",
            "contents": [{"volume_ul": 50, "reagent": "sample"}],
        },
        {"id": "balance", "type": "plate_96_flat", "sealed": True},
    ],
    "steps": [
        {
            "id": "s1",
            "device": "agilent_vspin",
            "operation": "spin",
            "params": {"rcf_g": 1000, "duration_s": 60},
            "labware": {"plates": ["plate", "balance"]},
        },
        {
            "id": "s2",
            "device": "azenta_a4s",
            "operation": "seal",
            "params": {"temperature_c": 165, "duration_s": 3},
            "labware": {"plate": "plate"},
        },
    ],
}
FAULTY = copy.deepcopy(GOLD)
FAULTY["steps"][0]["params"]["rcf_g"] = 50000  # beyond the centrifuge and the plate rating

ITEMS = {
    "A": BenchItem(
        subset="A",
        id="a1",
        source="test",
        gold_text="Spin, then read.",
        query="Run a BCA protein assay on 8 lysates in a 96-well plate with "
        "triplicates and read absorbance at 562 nm",
    ),
    "B": BenchItem(
        subset="B",
        id="b1",
        source="test",
        query=SPIN,
        gold_workflow=GOLD,
        draft_text="1. Spin the plate at 1000 x g for 60 s.\n2. Heat seal it.",
    ),
    "C": BenchItem(
        subset="C",
        id="c1",
        source="test",
        gold_workflow=GOLD,
        query="Make a 1:2 serial dilution of the standard across 8 columns with "
        "100 uL and mix, then read absorbance at 450 nm",
    ),
    "D": BenchItem(
        subset="D",
        id="d1",
        source="test",
        query=SPIN,
        faulty_workflow=FAULTY,
        fault="range",
        gold_workflow=GOLD,
    ),
}
NAMES = [
    "bioproagent",
    "bioproagent-no_fsm",
    "bioproagent-no_verification",
    "bioproagent-no_knowledge",
    "bioproagent-no_clarify",
    "direct",
    "react",
    "reflexion",
    "autogpt",
]


@pytest.fixture(scope="module")
def registry() -> Any:
    return load_registry()


@pytest.fixture(scope="module")
def outputs(registry: Any) -> dict[tuple[str, str], AgentOutput]:
    """Every agent on every item, run once for the module (offline planner)."""
    runs = {}
    for name in NAMES:
        agent = make_agent(name, registry=registry)
        for subset, item in ITEMS.items():
            runs[name, subset] = agent.run(item)
    return runs


@pytest.mark.parametrize("subset", list(ITEMS))
@pytest.mark.parametrize("name", NAMES)
def test_every_agent_runs_end_to_end(
    outputs: dict[tuple[str, str], AgentOutput], name: str, subset: str
) -> None:
    """It should return a sane output for every agent and subset, without an error."""
    out = outputs[name, subset]
    assert out.error is None
    assert out.time_s > 0
    assert out.steps >= 1 and out.trace
    assert (out.llm_calls, out.tokens) == (0, 0)  # the offline planner calls no model
    if subset == "A":
        assert out.draft_text and "1. " in out.draft_text
    else:
        assert out.parse_error is None
        assert out.workflow is not None and out.workflow["steps"]


@pytest.mark.parametrize("name", NAMES)
def test_agent_names(name: str) -> None:
    """It should report the agent's name, ablations as 'bioproagent-no_X'."""
    assert make_agent(name).name == name


@pytest.mark.parametrize(
    ("name", "ablate"),
    [
        ("chatgpt", None),
        ("bioproagent", "memory"),
        ("react", "fsm"),
    ],
    ids=["unknown-agent", "unknown-ablation", "ablated-baseline"],
)
def test_bad_agent_requests_are_refused(name: str, ablate: str | None) -> None:
    """It should refuse unknown agents and ablations, and ablations of baselines."""
    with pytest.raises(ValueError):
        make_agent(name, ablate=ablate)


def _passes(out: AgentOutput, registry: Any) -> bool:
    return out.workflow is not None and verify(out.workflow, registry).ok


def test_bioproagent_repairs_a_fault_that_direct_returns(
    outputs: dict[tuple[str, str], AgentOutput], registry: Any
) -> None:
    """It should repair the injected range fault with bioproagent and not with direct."""
    ours, direct = outputs["bioproagent", "D"], outputs["direct", "D"]
    assert ours.approved is True and _passes(ours, registry)
    assert ours.workflow is not None and ours.workflow["steps"][0]["params"]["rcf_g"] == 1000
    assert not _passes(direct, registry)
    assert direct.workflow is not None and direct.workflow["steps"][0]["params"]["rcf_g"] == 50000


@pytest.mark.parametrize(
    ("name", "approved", "passes"),
    [
        ("bioproagent-no_verification", True, False),
        ("bioproagent-no_fsm", False, False),
        ("react", False, False),
        ("reflexion", False, False),
        ("autogpt", False, False),
        ("bioproagent-no_knowledge", True, True),
        ("bioproagent-no_clarify", True, True),
    ],
    ids=lambda v: str(v),
)
def test_fault_repair_and_verdict_per_agent(
    outputs: dict[tuple[str, str], AgentOutput],
    registry: Any,
    name: str,
    approved: bool,
    passes: bool,
) -> None:
    """It should give each agent's own verdict on the faulty item and the true outcome."""
    out = outputs[name, "D"]
    assert out.approved is approved
    assert _passes(out, registry) is passes


@pytest.mark.parametrize(
    ("name", "subset", "actions"),
    [
        ("react", "B", ["search", "draft", "write_code", "verify", "finish"]),
        ("react", "D", ["verify", "fix", "finish"]),
        ("react", "A", ["search", "draft", "verify", "finish"]),
        ("direct", "C", ["draft", "write_code"]),
        ("direct", "D", ["fix"]),
        ("bioproagent-no_fsm", "B", ["search", "draft", "write_code", "verify"]),
        ("reflexion", "D", ["verify", "reflect", "fix", "verify", "reflect", "fix", "verify"]),
        ("autogpt", "B", ["search", "draft", "write_code", "verify", "task_complete"]),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_offline_policies(
    outputs: dict[tuple[str, str], AgentOutput], name: str, subset: str, actions: list[str]
) -> None:
    """It should follow the documented offline stand-in policy of each baseline."""
    assert [t["action"] for t in outputs[name, subset].trace] == actions


@pytest.mark.parametrize(
    ("name", "loop", "steps"),
    [
        ("autogpt", True, 20),
        ("reflexion", True, 7),
        ("react", False, 3),
        ("bioproagent", False, 4),
    ],
)
def test_loops_on_an_unfixable_repair(
    outputs: dict[tuple[str, str], AgentOutput], name: str, loop: bool, steps: int
) -> None:
    """It should flag a loop when an agent repeats a failed repair until its budget."""
    out = outputs[name, "D"]
    assert (out.loop, out.steps) == (loop, steps)


def test_no_clarify_skips_the_clarify_state(outputs: dict[tuple[str, str], AgentOutput]) -> None:
    """It should enter CLARIFY with bioproagent and never without clarify."""

    def states(name: str) -> list[str]:
        return [t["target"] for t in outputs[name, "C"].trace]

    assert "CLARIFY" in states("bioproagent")
    assert "CLARIFY" not in states("bioproagent-no_clarify")


def _expected_tokens(model: ScriptedChatModel) -> int:
    total = 0
    for messages, reply in zip(model.history, model.replies, strict=False):
        total += sum(count_tokens(str(m.content)) for m in messages) + count_tokens(reply)
    return total


DRAFT_JSON = json.dumps(
    {
        "title": "Plate spin",
        "goal": "collect liquid",
        "steps": [
            {
                "text": "Spin the plate at 1000 x g for 60 s.",
                "operation": "spin",
                "params": {"rcf_g": 1000, "duration_s": 60},
                "labware": {"plates": "plate"},
            }
        ],
        "labware": [{"name": "plate", "format": "plate_96"}],
    }
)


def test_react_with_a_chat_model_counts_every_call() -> None:
    """It should count the tool-choice calls and the planner's calls alike."""
    model = ScriptedChatModel(
        replies=[
            "Thought: look it up.\nAction: search[plate spin]",
            "Thought: write it.\nAction: draft[]",
            DRAFT_JSON,  # the planner's draft call
            "Thought: that will do.\nAction: finish[]",
        ]
    )
    out = make_agent("react", model=model).run(ITEMS["A"])
    assert out.error is None
    assert out.llm_calls == 4 == model.calls
    assert out.tokens == _expected_tokens(model) > 0
    assert out.draft_text is not None and "1000 x g" in out.draft_text
    assert [t["action"] for t in out.trace] == ["search", "draft", "finish"]


def test_react_flags_a_repeated_action_as_a_loop() -> None:
    """It should flag a loop when the last four actions hold two distinct pairs or fewer."""
    replies = ["Action: verify[]"] * 4 + ["Action: finish[]"]
    out = make_agent("react", model=ScriptedChatModel(replies=replies)).run(ITEMS["A"])
    assert (out.loop, out.halt_reason, out.llm_calls) == (True, "finish", 5)


def test_autogpt_with_a_chat_model_decomposes_then_stops_when_complete() -> None:
    """It should ask for a task list, then stop on the model's completion judgement."""
    model = ScriptedChatModel(
        replies=["1. Check the code\n2. Fix it", "Task: 1\nThought: done.\nAction: task_complete[]"]
    )
    out = make_agent("autogpt", model=model).run(ITEMS["D"])
    assert (out.error, out.loop, out.llm_calls) == (None, False, 2)
    assert out.tokens == _expected_tokens(model)
    assert out.workflow is not None and out.workflow["steps"][0]["params"]["rcf_g"] == 50000


class _BrokenPlanner(Planner):
    """A planner whose every call raises, to rehearse a defect inside an agent."""

    name = "broken"

    def draft(self, ctx: PlanningContext) -> PlannerReply:
        raise RuntimeError("boom in draft")

    def revise_draft(
        self, ctx: PlanningContext, draft: Draft, findings: list[Finding]
    ) -> PlannerReply:
        raise RuntimeError("boom in revise")

    def code(self, ctx: PlanningContext, draft: Draft) -> PlannerReply:
        raise RuntimeError("boom in code")

    def fix_code(
        self, ctx: PlanningContext, draft: Draft, code: dict[str, Any], violations: list[Violation]
    ) -> PlannerReply:
        raise RuntimeError("boom in fix")


@pytest.mark.parametrize("name", NAMES)
def test_errors_inside_an_agent_become_output_errors(name: str) -> None:
    """It should turn an exception into AgentOutput.error (type and message), not raise."""
    out = make_agent(name, model=_BrokenPlanner()).run(ITEMS["B"])
    assert out.error is not None and out.error.startswith("RuntimeError: boom in")
    assert out.time_s > 0


def test_a_failing_chat_model_is_counted_and_reported() -> None:
    """It should report the model's exception and still count the failed call."""
    model = ScriptedChatModel(replies=[TimeoutError("the server did not answer")])
    out = make_agent("react", model=model).run(ITEMS["C"])
    assert out.error == "TimeoutError: the server did not answer"
    assert out.llm_calls == 1


def test_a_d_item_without_code_is_an_error_not_a_crash() -> None:
    """It should report a Subset D item that carries no faulty workflow."""
    item = ITEMS["D"].model_copy(update={"faulty_workflow": None})
    out = make_agent("bioproagent").run(item)
    assert out.error is not None and "faulty_workflow" in out.error


NODE_STYLE = {  # like code read from the public node format: no well contents anywhere
    "labware": [
        {"id": "res", "type": "reservoir_290ml"},
        {"id": "dw", "type": "plate_96_deepwell"},
    ],
    "steps": [
        {
            "id": "s1",
            "device": "biomek_i7_hybrid",
            "operation": "transfer",
            "params": {"volume_ul": 9000},
            "labware": {"source": "res", "target": "dw"},
        }
    ],
}


@pytest.mark.parametrize(
    ("track_volumes", "approved"), [(False, True), (True, False)], ids=["node-format", "full-ir"]
)
def test_repair_of_code_without_wells_checks_no_volumes(
    track_volumes: bool, approved: bool
) -> None:
    """It should repair node-format code without tracking the volumes it cannot know."""
    item = BenchItem(
        subset="D",
        id="d2",
        source="test",
        faulty_workflow=NODE_STYLE,
        query="Transfer 220 uL from the reservoir to the deep-well plate",
        track_volumes=track_volumes,
    )
    out = make_agent("bioproagent").run(item)
    assert out.error is None and out.approved is approved
    assert out.workflow is not None
    if approved:
        assert verify(out.workflow, track_volumes=False).ok
    assert out.workflow["steps"][0]["params"]["volume_ul"] <= 5000  # the range repair ran


@pytest.mark.parametrize(
    ("kind", "reason", "loop"),
    [
        ("loop", "loop: the planner proposed the same code twice", True),
        ("code_budget", "violations remain; the loop of repairs ended", False),
        (None, None, False),
    ],
    ids=["loop-kind", "loop-word-other-kind", "approved"],
)
def test_loops_are_read_from_the_halt_kind(
    kind: str | None, reason: str | None, loop: bool
) -> None:
    """It should count a loop from PlanResult.halt_kind, never from the halt text."""
    from bioproagent.agent.plan import PlanResult
    from bioproagent.bench.agents.ours import from_plan_result
    from bioproagent.vocab import HaltKind

    result = PlanResult(
        status="halted" if kind else "approved",
        intent="spin",
        planner="offline",
        halt_reason=reason,
        halt_kind=HaltKind(kind) if kind else None,
    )
    item = BenchItem(subset="B", id="x", source="test", query="spin")
    assert from_plan_result(item, result, load_registry()).loop is loop
