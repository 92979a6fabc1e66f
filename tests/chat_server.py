"""A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests.

It speaks POST /v1/chat/completions with scripted replies and usage, records every request,
and is started and stopped by :func:`running_server`.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any


class ChatServer(HTTPServer):
    """Answers chat-completion requests from a queue of (status, payload) pairs."""

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.replies: list[tuple[int, dict[str, Any]]] = []
        self.requests: list[dict[str, Any]] = []

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

    def fail(self, status: int, message: str) -> None:
        self.replies.append((status, {"error": {"message": message, "type": "server_error"}}))


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
        status, payload = (
            self.server.replies.pop(0)
            if self.server.replies
            else (500, {"error": {"message": "no scripted reply left"}})
        )
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
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
