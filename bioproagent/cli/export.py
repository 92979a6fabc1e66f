"""``bioproagent export``: an approved plan or workflow as an Opentrons protocol or a
PyLabRobot script."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from bioproagent.errors import BioProAgentError, ExportRefusedError


def add_export_parser(sub: Any, registry_opt: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "export",
        parents=[registry_opt],
        help="write an approved plan as an Opentrons protocol or a PyLabRobot script",
        description="Export an approved plan (a PlanResult JSON from 'bioproagent plan --out') "
        "or a workflow JSON that passes 'bioproagent verify'. Anything else is refused.",
    )
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument("--opentrons", action="store_true", help="Opentrons Python protocol")
    target.add_argument("--pylabrobot", action="store_true", help="PyLabRobot script")
    p.add_argument("plan", metavar="PLAN.json", help="PlanResult or workflow JSON ('-' = stdin)")
    p.add_argument("-o", "--output", metavar="FILE", help="write here instead of stdout")
    p.set_defaults(func=cmd_export)


def read_plan(text: str, label: str) -> dict[str, Any]:
    """The workflow inside a saved plan (only when approved), or the workflow itself."""
    try:
        document = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BioProAgentError(f"{label}: not valid JSON: {exc}") from exc
    if not isinstance(document, dict):
        raise BioProAgentError(f"{label}: expected a JSON object (a plan or a workflow)")
    if "status" in document and "steps" not in document:
        if document["status"] != "approved":
            reason = document.get("halt_reason") or "no approved workflow"
            raise ExportRefusedError(
                f"{label}: the plan is '{document['status']}', not approved ({reason}); "
                "only approved plans are exported"
            )
        workflow = document.get("workflow")
        if not isinstance(workflow, dict):
            raise ExportRefusedError(
                f"{label}: the approved plan carries no workflow (draft only?)"
            )
        return workflow
    return document


def cmd_export(args: argparse.Namespace) -> int:
    from bioproagent.registry import load_registry

    label = args.plan
    try:
        text = sys.stdin.read() if args.plan == "-" else Path(args.plan).read_text("utf-8")
    except OSError as exc:
        raise BioProAgentError(f"{label}: cannot read: {exc.strerror or exc}") from exc
    try:
        workflow = read_plan(text, label)
    except ExportRefusedError as exc:
        print(f"bioproagent export: refused: {exc}", file=sys.stderr)
        return 1
    registry = load_registry(args.registry or None)
    try:
        if args.opentrons:
            from bioproagent.adapters.opentrons import export_opentrons

            code = export_opentrons(workflow, registry)
        else:
            from bioproagent.adapters.pylabrobot import export_pylabrobot

            code = export_pylabrobot(workflow, registry)
    except ExportRefusedError as exc:
        print(f"bioproagent export: refused: {exc}", file=sys.stderr)
        for reason in exc.reasons:
            print(f"  - {reason}", file=sys.stderr)
        return 1
    if args.output:
        Path(args.output).write_text(code, encoding="utf-8")
        print(f"wrote {args.output}", file=sys.stderr)
    else:
        sys.stdout.write(code)
    return 0
