"""Transport faults against the local chat server (127.0.0.1 only): bounded retries with
backoff, overall deadlines that a stalled or trickling server cannot stretch, distinct
infrastructure errors and exit code 3, and API keys that never leave."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from langchain_core.messages import HumanMessage

from bioproagent.agent.plan import plan
from bioproagent.cli.app import main
from bioproagent.errors import DeadlineExceededError, InfrastructureError
from bioproagent.planners.models.openai_chat import OpenAIChatModel
from tests.chat_server import ChatServer, running_server

SECRET = "sk-test-SECRET-0123456789abcdef"
INTENT = "Spin the lysates in 1.5 mL tubes at 16,000 x g for 10 min."


@pytest.fixture
def server() -> Iterator[ChatServer]:
    with running_server() as srv:
        yield srv


def model(server: ChatServer, **options: float) -> OpenAIChatModel:
    settings = {"timeout": 5.0, "max_retries": 2, "backoff_s": 0.01, **options}
    return OpenAIChatModel(model="m", api_key=SECRET, base_url=server.url, **settings)


def ask(chat: OpenAIChatModel) -> str:
    return str(chat.invoke([HumanMessage("hello")]).content)


@pytest.mark.parametrize(
    ("status", "headers"),
    [(429, {"Retry-After": "0"}), (500, {}), (502, {}), (503, {}), (504, {})],
    ids=["429", "500", "502", "503", "504"],
)
def test_a_passing_fault_is_retried(
    server: ChatServer, status: int, headers: dict[str, str]
) -> None:
    """It should retry a retryable status and return the answer that follows."""
    server.fail(status, "busy", headers)
    server.answer("fine")
    with model(server) as chat:
        assert ask(chat) == "fine"
        assert chat.failures == []
    assert len(server.requests) == 2


def test_retries_are_bounded(server: ChatServer) -> None:
    """It should give up after max_retries + 1 requests with an InfrastructureError."""
    for _ in range(5):
        server.fail(503, "still busy")
    with model(server) as chat, pytest.raises(InfrastructureError, match="HTTP 503"):
        ask(chat)
    assert len(server.requests) == 3


@pytest.mark.parametrize("status", [400, 401, 404], ids=["400", "401", "404"])
def test_an_answer_status_is_not_retried(server: ChatServer, status: int) -> None:
    """It should not retry a status that is an answer (bad request, key, model name)."""
    server.fail(status, "no")
    with model(server) as chat, pytest.raises(InfrastructureError):
        ask(chat)
    assert len(server.requests) == 1


def test_a_long_retry_after_is_capped_by_the_deadline(server: ChatServer) -> None:
    """It should not wait an hour because a server asked for it."""
    server.fail(429, "later", {"Retry-After": "3600"})
    started = time.monotonic()
    with model(server, deadline_s=1.0) as chat, pytest.raises(InfrastructureError):
        ask(chat)
    assert time.monotonic() - started < 3


@pytest.mark.parametrize("fault", ["stall", "trickle"])
def test_a_slow_server_is_cut_off_by_the_call_deadline(server: ChatServer, fault: str) -> None:
    """It should end a stalled or byte-a-tick server within the call timeout."""
    getattr(server, fault)(20)
    started = time.monotonic()
    with model(server, timeout=1.0, max_retries=0) as chat, pytest.raises(DeadlineExceededError):
        ask(chat)
    assert time.monotonic() - started < 4
    assert chat.failures


def test_the_plan_budget_spans_every_call(server: ChatServer) -> None:
    """It should fail later calls at once when the model's whole budget has run out."""
    server.stall(20)
    with model(server, timeout=1.0, deadline_s=1.0, max_retries=0) as chat:
        with pytest.raises(DeadlineExceededError):
            ask(chat)
        started = time.monotonic()
        with pytest.raises(DeadlineExceededError, match="budget"):
            ask(chat)
        assert time.monotonic() - started < 0.5


def test_a_reset_connection_is_retried_then_reported(server: ChatServer) -> None:
    """It should retry a dropped connection and report it once retries are spent."""
    for _ in range(3):
        server.reset()
    with model(server) as chat, pytest.raises(InfrastructureError, match="could not be reached"):
        ask(chat)
    assert len(server.requests) == 3


def test_echoed_headers_never_leak_the_key(server: ChatServer, tmp_path: Path) -> None:
    """It should scrub the key from the error, the failures, the plan and its file."""
    for _ in range(6):
        server.echo_headers(401)
    with model(server, max_retries=0) as chat:
        with pytest.raises(InfrastructureError) as caught:
            ask(chat)
        assert SECRET not in str(caught.value) and "[REDACTED]" in str(caught.value)
        result = plan(INTENT, model=chat, llm_review=False)
        assert not any(SECRET in f for f in chat.failures)
    dumped = result.model_dump_json()
    assert result.status == "halted" and SECRET not in dumped
    assert "authorization" in server.requests[0]["headers"]  # the key was sent


def test_cli_exit_code_3_and_no_key_anywhere(
    server: ChatServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """It should exit 3 when the model server fails, with the key in no output."""
    for _ in range(12):
        server.echo_headers(500)
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.setenv("OPENAI_BASE_URL", server.url)
    out_file = tmp_path / "deep" / "result.json"
    code = main(["plan", INTENT, "--model", "openai:m", "--json", "--out", str(out_file)])
    out, err = capsys.readouterr()
    assert code == 3
    assert SECRET not in out + err + out_file.read_text()
    assert json.loads(out_file.read_text())["status"] == "halted"


def test_cli_dead_server_fails_fast_with_exit_3(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """It should report an unreachable server with exit code 3 within seconds."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.setenv("OPENAI_BASE_URL", f"http://127.0.0.1:{port}/v1")
    started = time.monotonic()
    code = main(["plan", INTENT, "--model", "openai:m", "--timeout", "5"])
    _, err = capsys.readouterr()
    assert code == 3
    assert time.monotonic() - started < 15
    assert "could not be reached" in err and SECRET not in err
