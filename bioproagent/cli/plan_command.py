"""``bioproagent plan``: the time budget, the output file and the exit code of a plan.

The ``--out`` path is checked (parents created, directories and unwritable paths refused)
before any planning starts, and written atomically afterwards, so a finished plan is
never lost to a bad path. ``--timeout`` bounds every model call of the plan together; a
plan that halts because the model server failed or the budget ran out exits with 3, not
with 1 (a plan that halted on its merits).
"""

from __future__ import annotations

import argparse
import math
import sys
from typing import Any

from bioproagent.agent.controller import ClarifyCallback
from bioproagent.cli import output
from bioproagent.errors import InputError
from bioproagent.jsonio import atomic_write_text, check_writable
from bioproagent.registry import Registry

MAX_TIMEOUT_S = 3600.0
"""Longest ``--timeout`` accepted (one hour)."""


def _model(spec: str, timeout_s: float) -> Any:
    """The model argument for ``plan``: an OpenAI-compatible model carrying the time
    budget, or the spec itself (offline and local models make no network calls)."""
    if not spec.strip().lower().startswith("openai:"):
        return spec
    try:
        from bioproagent.planners.models.openai_chat import DEFAULT_CALL_TIMEOUT_S, make_model
    except ImportError as exc:  # the [llm] extra is not installed
        raise InputError(str(exc)) from None
    try:
        return make_model(
            spec, timeout=min(DEFAULT_CALL_TIMEOUT_S, timeout_s), deadline_s=timeout_s
        )
    except ValueError as exc:
        raise InputError(str(exc)) from None


def run_plan(
    args: argparse.Namespace,
    registry: Registry,
    clarify: ClarifyCallback | None = None,
    model: Any = None,
) -> int:
    """Plan ``args.intent``; ``model`` is a ready chat model (e.g. the local model with a
    progress display) or None to build one from ``args.model``."""
    from bioproagent.agent.plan import plan
    from bioproagent.agent.summary import render_summary

    timeout = float(args.timeout)
    if not (math.isfinite(timeout) and 0 < timeout <= MAX_TIMEOUT_S):
        raise InputError(f"--timeout must be a number of seconds in (0, {MAX_TIMEOUT_S:g}]")
    if args.out:
        check_writable(args.out)  # before the work, so the result cannot be lost
    if model is None or isinstance(model, str):
        model = _model(args.model if model is None else model, timeout)
    try:
        result = plan(
            args.intent,
            model=model,
            registry=registry,
            knowledge_paths=args.knowledge or None,
            draft_only=bool(getattr(args, "draft_only", False)),
            clarify=clarify,
        )
    finally:
        close = getattr(model, "close", None)
        if callable(close):
            close()
    text = output.json_text(result.model_dump(mode="json", exclude_none=False))
    if args.out:
        atomic_write_text(args.out, text + "\n")
    if args.json:
        sys.stdout.write(text + "\n")  # json_text already escaped and scrubbed it
    else:
        output.out(render_summary(result))
        for note in result.registry_overrides:
            output.out(f"registry override (--allow-override): {note}")
        if args.out:
            again = "check it again" if result.approved else "see the candidate's violations"
            output.out(f"\nsaved the full result to {args.out}")
            output.out(f"({again} with: bioproagent verify {args.out})")
    if result.approved:
        return output.EXIT_OK
    failures = list(getattr(model, "failures", []) or [])
    if failures:
        output.err("bioproagent: the plan stopped because the model server failed: " + failures[-1])
        return output.EXIT_INFRASTRUCTURE
    return output.EXIT_FINDINGS
