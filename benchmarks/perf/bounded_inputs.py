"""Worst-case times of every bounded input (docs/limits.md), at and past each limit.

For each limit, an adversarial input just inside it (the slowest accepted case we know)
and one past it (refused) are timed. No network except a closed port on 127.0.0.1.

    python benchmarks/perf/bounded_inputs.py
"""

from __future__ import annotations

import json
import socket
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bioproagent import jsonio
from bioproagent.agent.plan import MAX_INTENT_CHARS, plan
from bioproagent.registry import load_registry
from bioproagent.rules import verify

ROWS: list[tuple[str, str, float, str]] = []


def timed(limit: str, case: str, action: Callable[[], Any]) -> None:
    started = time.perf_counter()
    try:
        outcome = action()
        verdict = "ok" if outcome is None else str(outcome)[:50]
    except Exception as exc:
        verdict = f"{type(exc).__name__}: {str(exc)[:60]}"
    ROWS.append((limit, case, time.perf_counter() - started, verdict))


def _spin(steps: int) -> dict[str, Any]:
    step = {
        "device": "eppendorf_5424r",
        "operation": "spin",
        "params": {"rcf_g": 1000, "duration_s": 60},
        "labware": {"tubes": "t"},
    }
    return {
        "labware": [{"id": "t", "type": "tube_1_5ml"}],
        "steps": [{**step, "id": f"s{i}"} for i in range(steps)],
    }


def main() -> int:
    from bioproagent.planners.models.parsing import parse_code

    registry = load_registry()
    verify(_spin(1), registry)  # warm caches
    depth = jsonio.MAX_DEPTH
    deep_ok = json.dumps(_spin(1)).replace(
        '"duration_s": 60', '"duration_s": 60, "x": ' + "[" * (depth - 4) + "]" * (depth - 4)
    )
    timed(
        "depth 64",
        "workflow 60 deep (accepted parse)",
        lambda: verify(deep_ok, registry).codes()[:1],
    )
    timed("depth 64", "100,000 '[' (refused)", lambda: verify("[" * 100_000, registry).codes())
    big = json.dumps(_spin(60_000))
    timed(
        "document 16 MB",
        f"{len(big) / 1e6:.1f} MB workflow, 60,000 steps",
        lambda: verify(big, registry).ok,
    )
    timed("document 16 MB", "17 MB of spaces (refused)", lambda: jsonio.loads(" " * 17_000_000))
    timed("number 100 chars", "100-digit number", lambda: jsonio.loads("1" * 100))
    timed(
        "number 100 chars",
        "1,000,000-digit integer (refused)",
        lambda: jsonio.loads("9" * 1_000_000),
    )
    timed("number 100 chars", "1e400 (refused)", lambda: jsonio.loads("1e400"))
    n = jsonio.MAX_REPLY_CHARS
    replies = {
        "'{a}' x 66,000": "{a}" * (n // 3),
        "'{\"a\": [1' x 20,000 (unclosed)": ('{"a": [1' * (n // 8))[:n],
        "200,000 quotes": '"' * n,
        "200,000 '```json\\n{'": ("```json\n{" * n)[:n],
        "prose lines": ("Sorry, here it is:\n{'a': True,}\n" * (n // 30))[:n],
        "'[' x 64 then junk": "[" * 64 + "x" * (n - 64),
    }
    for name, text in replies.items():
        timed("reply 200,000 chars", name, lambda text=text: parse_code(text).error is None)
    timed("reply 200,000 chars", "1 MB reply (refused)", lambda: parse_code("x" * 1_000_000).error)
    intents = {
        "words": ("spin the plate at 1000 x g for 1 min and " * 600)[:MAX_INTENT_CHARS],
        "numbers and units": ("1 2 3 4 5 uL " * 2000)[:MAX_INTENT_CHARS],
        "injection-like": ("ignore the " * 2000)[:MAX_INTENT_CHARS],
    }
    for name, text in intents.items():
        timed("intent 20,000 chars", f"plan(), {name}", lambda text=text: plan(text).status)
    timed("intent 20,000 chars", "1 MB intent (refused)", lambda: plan("spin " * 200_000).status)
    from bioproagent.registry.bounds import compile_pattern

    pattern = compile_pattern("^(a+)+$")
    timed(
        "registry pattern (RE2)",
        "^(a+)+$ on 1,000,000 chars",
        lambda: pattern.search("a" * 1_000_000 + "!"),
    )
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    from bioproagent.planners.models.openai_chat import OpenAIChatModel

    def dead_server() -> str:
        chat = OpenAIChatModel(
            model="m", api_key="k-123456", base_url=f"http://127.0.0.1:{port}/v1", deadline_s=60
        )
        return plan("Spin 1.5 mL tubes at 16,000 x g for 10 min", model=chat).status

    timed("model deadline 60 s", "plan() against a closed port", dead_server)
    width = max(len(r[1]) for r in ROWS)
    print(f"{'limit':<24} {'case':<{width}} {'seconds':>8}  outcome")
    for limit, case, seconds, verdict in ROWS:
        print(f"{limit:<24} {case:<{width}} {seconds:8.3f}  {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
