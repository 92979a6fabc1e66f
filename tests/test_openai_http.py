"""The OpenAI-compatible path over real HTTP: the real ``openai`` client, a local server.

The server is the standard library's ``http.server`` on 127.0.0.1 (port chosen by the
OS), speaking just enough of ``POST /v1/chat/completions`` to answer scripted replies
with token usage, and recording every request it receives.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator

import pytest

from bioproagent.errors import MissingAPIKeyError, PlanningError
from bioproagent.grounding import project
from bioproagent.intent.spec import IntentSpec
from bioproagent.planners.base import PlanningContext
from bioproagent.planners.llm import MODEL_REPORTED, LLMPlanner
from bioproagent.planners.models.openai_chat import OpenAIChatModel, make_model
from bioproagent.registry import load_registry
from tests.chat_server import ChatServer, running_server

DRAFT = {"title": "Clearing spin", "steps": [{"text": "Spin at 16000 x g for 600 s"}]}


@pytest.fixture
def server() -> Iterator[ChatServer]:
    with running_server() as srv:
        yield srv


@pytest.fixture
def chat(server: ChatServer) -> Iterator[OpenAIChatModel]:
    model = OpenAIChatModel(
        model="local-model", api_key="test-key", base_url=server.url, max_retries=0, timeout=5
    )
    with model:
        yield model


@pytest.fixture(scope="module")
def ctx() -> PlanningContext:
    registry = load_registry()
    intent = IntentSpec(text="Clear lysates in 1.5 mL tubes at 16,000 x g.", operations=["spin"])
    return PlanningContext(
        intent=intent, registry=registry, symbols=project(registry, intent.operations)
    )


def test_planner_round_trip_over_http(
    server: ChatServer, chat: OpenAIChatModel, ctx: PlanningContext
) -> None:
    """It should send model, messages and the key, and carry the server's usage back."""
    server.answer(
        "```json\n" + json.dumps(DRAFT) + "\n```", prompt_tokens=321, completion_tokens=45
    )
    reply = LLMPlanner(chat).draft(ctx)
    assert reply.ok, reply.error
    assert reply.value.title == "Clearing spin"
    assert (reply.usage.llm_calls, reply.usage.prompt_tokens, reply.usage.completion_tokens) == (
        1,
        321,
        45,
    )
    assert reply.usage.token_counting == MODEL_REPORTED
    (request,) = server.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["authorization"] == "Bearer test-key"
    body = request["body"]
    assert body["model"] == "local-model"
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert json.dumps(ctx.intent.text) in body["messages"][1]["content"]
    assert "response_format" not in body


def test_retry_is_sent_as_a_conversation(
    server: ChatServer, chat: OpenAIChatModel, ctx: PlanningContext
) -> None:
    """It should send the junk reply back as the assistant turn, then accept the fix."""
    server.answer("Sorry, something went wrong.", prompt_tokens=100, completion_tokens=5)
    server.answer(json.dumps(DRAFT), prompt_tokens=120, completion_tokens=30)
    reply = LLMPlanner(chat).draft(ctx)
    assert reply.ok, reply.error
    assert (reply.usage.llm_calls, reply.usage.prompt_tokens, reply.usage.completion_tokens) == (
        2,
        220,
        35,
    )
    roles = [m["role"] for m in server.requests[1]["body"]["messages"]]
    assert roles == ["system", "user", "assistant", "user"]
    assert server.requests[1]["body"]["messages"][2]["content"] == "Sorry, something went wrong."


def test_json_mode_asks_for_a_json_object(server: ChatServer) -> None:
    """It should request response_format json_object when json_mode is on."""
    server.answer("{}")
    with OpenAIChatModel(
        model="local-model",
        api_key="k",
        base_url=server.url,
        json_mode=True,
        max_retries=0,
        timeout=5,
    ) as model:
        message = model.invoke("hello")
    assert message.content == "{}"
    assert message.usage_metadata == {"input_tokens": 11, "output_tokens": 7, "total_tokens": 18}
    assert server.requests[0]["body"]["response_format"] == {"type": "json_object"}


def test_environment_configures_make_model(
    server: ChatServer, ctx: PlanningContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It should read OPENAI_API_KEY and OPENAI_BASE_URL for an "openai:MODEL" spec."""
    monkeypatch.setenv("OPENAI_API_KEY", "env-key")
    monkeypatch.setenv("OPENAI_BASE_URL", server.url)
    server.answer(json.dumps(DRAFT))
    model = make_model("openai:local-model", max_retries=0, timeout=5)
    assert isinstance(model, OpenAIChatModel)
    with model:
        reply = LLMPlanner(model).draft(ctx)
    assert reply.ok, reply.error
    assert server.requests[0]["headers"]["authorization"] == "Bearer env-key"


@pytest.mark.parametrize("status", [500, 503, 429], ids=["500", "503", "429"])
def test_server_error_is_an_error_reply(
    server: ChatServer, chat: OpenAIChatModel, ctx: PlanningContext, status: int
) -> None:
    """It should turn an HTTP error into an error reply, after exactly one request."""
    server.fail(status, "the GPU fell over")
    reply = LLMPlanner(chat).draft(ctx)
    assert not reply.ok
    assert "the model call failed" in (reply.error or "")
    assert "the GPU fell over" in (reply.error or "")
    assert len(server.requests) == 1
    assert reply.usage.llm_calls == 1


def test_unreachable_server_is_an_error_reply(ctx: PlanningContext) -> None:
    """It should report a refused connection as an error reply."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with OpenAIChatModel(
        model="m", api_key="k", base_url=f"http://127.0.0.1:{port}/v1", max_retries=0, timeout=2
    ) as model:
        reply = LLMPlanner(model).draft(ctx)
    assert "APIConnectionError" in (reply.error or "")


def test_missing_key_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """It should refuse to build a model without a key, saying what to set."""
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(MissingAPIKeyError) as info:
        make_model("openai:local-model")
    assert str(info.value) == (
        "No API key: set OPENAI_API_KEY (any value for local servers "
        "such as vLLM, Ollama or llama.cpp)"
    )
    assert isinstance(info.value, PlanningError)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("gpt-4o", "unknown model spec 'gpt-4o': use 'offline'"),
        ("anthropic:claude", "or 'openai:MODEL'"),
        ("openai:", "names no model"),
        ("", "unknown model spec ''"),
    ],
    ids=["no prefix", "other provider", "no model name", "empty"],
)
def test_unknown_spec_lists_the_accepted_forms(spec: str, message: str) -> None:
    """It should reject a spec it does not know with the forms it accepts."""
    with pytest.raises(ValueError, match=None) as info:
        make_model(spec)
    assert message in str(info.value)


@pytest.mark.parametrize("spec", ["offline", " Offline "], ids=["plain", "spaced"])
def test_offline_spec_means_no_model(spec: str) -> None:
    """It should return None for the offline spec (the caller uses the offline planner)."""
    assert make_model(spec) is None
