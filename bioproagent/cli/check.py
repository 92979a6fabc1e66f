"""``bioproagent check FILE``: the scientific check (K_s) on a free-text protocol.

Registered by :func:`add_check_parser` from ``bioproagent.cli.app``. Exit codes: 0 no error
finding, 1 at least one error finding, 2 unusable input (missing file, unknown model).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from bioproagent.errors import BioProAgentError


def add_check_parser(sub: Any) -> None:
    """Add ``check`` to the main parser's subcommands."""
    p = sub.add_parser(
        "check",
        help="check a free-text protocol (units, plausible parameters, order, controls)",
        description="Run the scientific check K_s on a protocol written as text: numbered "
        "or bulleted steps, or one step per line. Exit 1 when any finding is an error.",
    )
    p.add_argument("file", help="protocol text file, or - for standard input")
    p.add_argument(
        "--title",
        default="",
        help="the protocol's title or purpose "
        "(default: its first line when that line is not a numbered step)",
    )
    p.add_argument(
        "--model",
        default="offline",
        help="offline (default: deterministic checks only), local, or openai:MODEL to add a "
        "per-step contextual review by a chat model",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=cmd_check)


def cmd_check(args: argparse.Namespace) -> int:
    from bioproagent.planners.models.openai_chat import make_model
    from bioproagent.science.steps import check_text

    if args.file == "-":
        text = sys.stdin.read()
    else:
        path = Path(args.file)
        if not path.is_file():
            raise BioProAgentError(f"no such protocol file: {path}")
        text = path.read_text(encoding="utf-8")
    try:
        model = make_model(args.model)
    except ValueError as exc:
        raise BioProAgentError(str(exc)) from exc
    result = check_text(text, title=args.title, model=model)
    if args.json:
        document = {
            "title": result.title,
            "passed": result.passed,
            "steps": [{"label": s.label, "text": s.text} for s in result.steps],
            "findings": [f.model_dump() for f in result.findings],
            "usage": result.usage.model_dump(),
        }
        sys.stdout.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(_render(result) + "\n")
    return 0 if result.passed else 1


def _render(result: Any) -> str:
    lines = [f"{result.title or '(untitled protocol)'}: {len(result.steps)} step(s)"]
    if not result.findings:
        lines.append("no findings: units, parameter ranges, order rules and controls pass")
    for f in result.findings:
        where = f"step {f.step + 1}" if f.step is not None else "protocol"
        lines.append(f"{f.severity.upper():7s} {f.code} ({where}): {f.message}")
        if f.hint:
            lines.append(f"        fix: {f.hint}")
        if f.evidence:
            lines.append(f"        evidence: {f.evidence}")
    verdict = "PASS" if result.passed else "FAIL"
    lines.append(f"{verdict}: {sum(f.severity == 'error' for f in result.findings)} error(s)")
    return "\n".join(lines)
