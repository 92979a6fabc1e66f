"""Build our subsets B, C and D from the templates, check every item, serialise them.

The generator refuses to produce a file when a gold workflow has any violation or an
injected workflow lacks a violation of its intended kind (:class:`GenerationError`).
Output is deterministic for a seed: same seed, byte-identical files.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

from bioproagent.bench.subsetgen.drafts import TEMPLATES, Case
from bioproagent.bench.subsetgen.faults import (
    ALLOWED_CODES,
    FAULT_CODES,
    FAULT_KINDS,
    inject,
    overlay_registry,
)
from bioproagent.bench.subsetgen.long import LONG_TEMPLATES
from bioproagent.errors import GenerationError
from bioproagent.registry import Registry, load_registry
from bioproagent.rules import verify

B_PER_TEMPLATE = 4
C_PER_TEMPLATE = 2
D_PER_KIND = 30
D_BASES = 96
FILES = ("subset_b.json", "subset_c.json", "subset_d.json")


def _check_gold(item_id: str, workflow: dict[str, Any], registry: Registry) -> None:
    report = verify(workflow, registry)
    if not report.ok:
        first = report.violations[0]
        raise GenerationError(
            f"{item_id}: gold workflow has {len(report.violations)} "
            f"violation(s), first {first.code} at {first.path}: "
            f"{first.message}"
        )


RUNNABLE_TRIES = 25
"""Draws of a template before giving up on a layout the robot can hold."""


def _runnable(template: Any, rng: random.Random, registry: Registry) -> Case:
    """The first draw of a template whose gold workflow the rule engine approves: a draw
    whose run needs more tips or deck positions than its liquid handler has is drawn again
    (another handler, fewer plates), so every gold workflow can run as declared."""
    case = template(rng)
    for _ in range(RUNNABLE_TRIES):
        if verify(case.workflow(), registry).ok:
            return case
        case = template(rng)
    return case


def subset_b(seed: int, registry: Registry) -> list[dict[str, Any]]:
    rng = random.Random(f"{seed}:B")
    items: list[dict[str, Any]] = []
    for k in range(B_PER_TEMPLATE):
        for template in TEMPLATES:
            case = _runnable(template, rng, registry)
            item_id = f"ours_b_{len(items):03d}"
            gold = case.workflow()
            _check_gold(item_id, gold, registry)
            items.append(
                {
                    "id": item_id,
                    "instruction": case.instruction,
                    "setup_state": {
                        "current_state": "GENERATING_CODE",
                        "available_data": {
                            "$draft": case.draft(),
                            "$exp_info": {
                                "name": case.title,
                                "description": None,
                                "constraints": case.constraints,
                            },
                        },
                    },
                    "ground_truth": gold,
                    "meta": {
                        "template": case.template,
                        "variant": k,
                        "instruments": case.instruments(),
                        "categories": sorted({s["category"] for s in gold["steps"]}),
                    },
                }
            )
    return items


def subset_c(seed: int, registry: Registry) -> list[dict[str, Any]]:
    rng = random.Random(f"{seed}:C")
    items: list[dict[str, Any]] = []
    for k in range(C_PER_TEMPLATE):
        for template in LONG_TEMPLATES:
            case = _runnable(template, rng, registry)
            item_id = f"ours_c_{len(items):03d}"
            gold = case.workflow()
            _check_gold(item_id, gold, registry)
            items.append(
                {
                    "id": item_id,
                    "title": case.flow.name,
                    "domain": "Laboratory automation",
                    "problem": case.instruction,
                    "description": case.draft(),
                    "query": case.instruction,
                    "ground_truth": gold,
                    "meta": {
                        "template": case.template,
                        "variant": k,
                        "steps": len(gold["steps"]),
                        "instruments": case.instruments(),
                    },
                }
            )
    return items


def _bases(seed: int, registry: Registry) -> list[Case]:
    rng = random.Random(f"{seed}:D-bases")
    return [_runnable(TEMPLATES[k % len(TEMPLATES)], rng, registry) for k in range(D_BASES)]


def subset_d(seed: int, registry: Registry) -> list[dict[str, Any]]:
    rng = random.Random(f"{seed}:D")
    bases = _bases(seed, registry)
    items: list[dict[str, Any]] = []
    for kind in FAULT_KINDS:
        order = list(range(len(bases)))
        rng.shuffle(order)
        made = 0
        for b in order:
            if made == D_PER_KIND:
                break
            case = bases[b]
            gold = case.workflow()
            _check_gold(f"D base {b}", gold, registry)
            injection = inject(kind, gold, rng, registry)
            if injection is None:
                continue
            item_id = f"ours_d_{len(items):03d}"
            _check_injection(item_id, kind, gold, injection.faulty, injection.overlay, registry)
            item: dict[str, Any] = {
                "id": item_id,
                "source": f"bioproagent generator, template {case.template}",
                "templateName": case.flow.name,
                "query": case.instruction,
                "current_state": "CODE_NEEDS_FIX",
                "injected_error_code": injection.faulty,
                "ground_truth_fix": gold,
                "error_type": kind,
                "error_description": injection.description,
                "expected_codes": injection.codes,
            }
            if injection.overlay:
                item["registry_overlay"] = injection.overlay
            items.append(item)
            made += 1
        if made < D_PER_KIND:
            raise GenerationError(f"only {made} bases take a '{kind}' fault; need {D_PER_KIND}")
    return items


def _check_injection(
    item_id: str,
    kind: str,
    gold: dict[str, Any],
    faulty: dict[str, Any],
    overlay: dict[str, Any] | None,
    registry: Registry,
) -> None:
    reg = overlay_registry(registry, overlay)
    _check_gold(item_id, gold, reg)
    codes = set(verify(faulty, reg).codes())
    if not codes & FAULT_CODES[kind] or not codes <= ALLOWED_CODES[kind]:
        raise GenerationError(f"{item_id}: injected '{kind}' fault raises {sorted(codes)}")


def generate(seed: int, registry: Registry | None = None) -> dict[str, list[dict[str, Any]]]:
    """All three subsets, checked. Raises :class:`GenerationError` on a bad item."""
    registry = registry or load_registry()
    return {
        "subset_b.json": subset_b(seed, registry),
        "subset_c.json": subset_c(seed, registry),
        "subset_d.json": subset_d(seed, registry),
    }


def dumps(items: list[dict[str, Any]]) -> str:
    """One item per line (readable diffs, a third of the indented size)."""
    lines = [json.dumps(item, ensure_ascii=False, separators=(",", ":")) for item in items]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def write(out_dir: str | Path, seed: int, registry: Registry | None = None) -> dict[str, int]:
    """Generate, check and write the subset files; returns item counts per file."""
    subsets = generate(seed, registry)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for name, items in subsets.items():
        (out / name).write_text(dumps(items), encoding="utf-8")
    return {name: len(items) for name, items in subsets.items()}


def summary(subsets: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """Counts used by the README and the tests."""
    b, c, d = (subsets[n] for n in FILES)
    return {
        "B": len(b),
        "B_instruments": len({i for x in b for i in x["meta"]["instruments"]}),
        "C": len(c),
        "C_mean_steps": sum(len(x["ground_truth"]["steps"]) for x in c) / len(c),
        "D": len(d),
        "D_kinds": dict(Counter(x["error_type"] for x in d)),
    }
