"""A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests.

It speaks POST /v1/chat/completions with scripted replies and usage, records every request,
and is started and stopped by :func:`running_server`. Besides answers and HTTP errors it
can misbehave the way real servers do, for the transport-fault tests: ask to retry later
(``Retry-After``), echo the request headers in an error body, stall, trickle the answer one
byte at a time, or reset the connection. Every misbehaviour is bounded in time and stops
when the server shuts down; handlers run in daemon threads.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = tuple[int, dict[str, Any]] | tuple[int, dict[str, Any], dict[str, Any]]


class ChatServer(ThreadingHTTPServer):
    """Answers chat-completion requests from a queue of (status, payload[, options])."""

    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.replies: list[Reply] = []
        self.requests: list[dict[str, Any]] = []
        self.closing = threading.Event()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def answer(self, content: str, prompt_tokens: int = 11, completion_tokens: int = 7) -> None:
        self.replies.append(
            (
                200,
                {
                    "id": f"chatcmpl-{len(self.replies)}",
                    "object": "chat.completion",
                    "created": 0,
                    "model": "local-model",
                    "choices": [
                        {
                            "index": 0,
                            "finish_reason": "stop",
                            "message": {"role": "assistant", "content": content},
                        }
                    ],
                    "usage": {
                        "prompt_tokens": prompt_tokens,
                        "completion_tokens": completion_tokens,
                        "total_tokens": prompt_tokens + completion_tokens,
                    },
                },
            )
        )

    def fail(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        error = {"error": {"message": message, "type": "server_error"}}
        self.replies.append((status, error, {"headers": headers or {}}))

    def echo_headers(self, status: int = 401) -> None:
        """An error whose body repeats the request headers (API key included)."""
        self.replies.append((status, {}, {"echo_headers": True}))

    def stall(self, seconds: float) -> None:
        """Accept the request, then say nothing for ``seconds`` (or until shutdown)."""
        self.replies.append((200, {}, {"stall_s": seconds}))

    def trickle(self, seconds: float) -> None:
        """Send headers, then one byte of body every 0.1 s for ``seconds``."""
        self.replies.append((200, {}, {"trickle_s": seconds}))

    def reset(self) -> None:
        """Close the connection without answering."""
        self.replies.append((0, {}, {"reset": True}))

    def shutdown(self) -> None:
        self.closing.set()
        super().shutdown()


class _Handler(BaseHTTPRequestHandler):
    server: ChatServer

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"{}")
        self.server.requests.append(
            {
                "path": self.path,
                "headers": {k.lower(): v for k, v in self.headers.items()},
                "body": body,
            }
        )
        reply: Reply = (
            self.server.replies.pop(0)
            if self.server.replies
            else (500, {"error": {"message": "no scripted reply left"}})
        )
        status, payload = reply[0], reply[1]
        options: dict[str, Any] = reply[2] if len(reply) > 2 else {}  # type: ignore[misc]
        if options.get("reset"):
            self.close_connection = True
            self.connection.shutdown(2)
            return
        if options.get("stall_s"):
            self.server.closing.wait(options["stall_s"])
            return
        if options.get("echo_headers"):
            echoed = "; ".join(f"{k}: {v}" for k, v in self.headers.items())
            payload = {"error": {"message": f"bad request, headers were: {echoed}"}}
        if options.get("trickle_s"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            for _ in range(int(options["trickle_s"] * 10)):
                if self.server.closing.wait(0.1):
                    break
                try:
                    self.wfile.write(b" ")
                    self.wfile.flush()
                except OSError:
                    break
            return
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in options.get("headers", {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        """Keep the test output quiet."""


@contextmanager
def running_server() -> Iterator[ChatServer]:
    """A ChatServer serving in a thread; shut down, closed and joined afterwards."""
    srv = ChatServer()
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield srv
    finally:
        srv.shutdown()
        srv.server_close()
        thread.join(timeout=5)
        assert not thread.is_alive()
