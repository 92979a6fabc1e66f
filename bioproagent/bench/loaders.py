"""Read benchmark items: the public ProAgent subsets (path, file or URL) and our own.

``load_subset("B")`` reads ``ProAgent-SubsetB.json`` from ``data`` (a directory, a file or an
http(s) URL) or else from ``$BIOPROAGENT_SHARED_DATA/proagent/``; ``source="ours"`` reads
``benchmarks/subsets/subset_b.json`` (or ``data``). Gold and faulty code come back as IR
dicts: node-format flows are converted with the ProAgent adapter (lenient), IR dicts are
taken as they are. Items of our subset D may carry ``meta["registry_overlay"]``; verify
them against :func:`item_registry`.
"""

from __future__ import annotations

import ast
import json
import os
import urllib.request
from collections.abc import Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from bioproagent.adapters.proagent.adapter import from_proagent
from bioproagent.bench.subsetgen.faults import FAULT_CODES, overlay_registry
from bioproagent.bench.types import SUBSETS, BenchItem, Subset
from bioproagent.registry import Registry, load_registry

Source = Literal["public", "ours"]
SHARED_ENV = "BIOPROAGENT_SHARED_DATA"
OURS_DIR = Path(__file__).resolve().parent.parent.parent / "benchmarks" / "subsets"
#: Where an installed wheel keeps our subsets (pyproject: hatch force-include).
PACKAGED_SUBSETS = ("_data", "subsets")
URL_TIMEOUT_S = 60

__all__ = [
    "FAULT_CODES",
    "OURS_DIR",
    "item_registry",
    "load_all",
    "load_subset",
    "public_file_name",
    "to_ir",
]


def ours_dirs() -> list[Path]:
    """Where our subsets may be: inside the installed package first (a wheel ships them as
    package data), then the checkout's benchmarks/subsets (an editable install)."""
    dirs: list[Path] = []
    try:
        packaged = resources.files("bioproagent").joinpath(*PACKAGED_SUBSETS)
    except (ModuleNotFoundError, TypeError):  # pragma: no cover - unusual importers
        packaged = None
    if packaged is not None and packaged.is_dir():
        dirs.append(Path(str(packaged)))
    dirs.append(OURS_DIR)
    return dirs


def public_file_name(subset: Subset) -> str:
    return f"ProAgent-Subset{subset}.json"


def ours_file_name(subset: Subset) -> str:
    return f"subset_{subset.lower()}.json"


def load_subset(
    subset: Subset,
    source: Source = "public",
    data: str | Path | None = None,
    registry: Registry | None = None,
) -> list[BenchItem]:
    """Items of one subset.

    Args:
        subset: "A", "B", "C" or "D" (ours has no A).
        source: "public" (the ProAgent files) or "ours" (benchmarks/subsets).
        data: a directory, a file or an http(s) URL; None means the default place.
        registry: used to convert node-format flows (built-in registry when None).

    Raises:
        ValueError: unknown subset/source, no file found (the message says where it
            looked and how to fix it), or a file that is not a list of items.
    """
    if subset not in SUBSETS:
        raise ValueError(f"unknown subset {subset!r}; use one of {', '.join(SUBSETS)}")
    if source not in ("public", "ours"):
        raise ValueError(f"unknown source {source!r}; use 'public' or 'ours'")
    if source == "ours" and subset == "A":
        raise ValueError("our subsets are B, C and D; subset A exists only as public data")
    name = public_file_name(subset) if source == "public" else ours_file_name(subset)
    raw, where = _read(name, source, data)
    if not isinstance(raw, list):
        raise ValueError(f"{where}: expected a JSON list of items, got {type(raw).__name__}")
    registry = registry or load_registry()
    maker = {"A": _item_a, "B": _item_b, "C": _item_c, "D": _item_d}[subset]
    items = []
    for k, entry in enumerate(raw):
        if not isinstance(entry, Mapping):
            raise ValueError(f"{where}: item {k} is not an object")
        items.append(maker(entry, k, f"{source}:{where}", source, registry))
    return items


def load_all(
    subsets: Iterable[Subset] = SUBSETS,
    sources: Iterable[Source] = ("public", "ours"),
    data: str | Path | None = None,
    registry: Registry | None = None,
) -> dict[tuple[Source, Subset], list[BenchItem]]:
    """Every (source, subset) pair that exists (ours has no A); ``data`` applies to public."""
    out: dict[tuple[Source, Subset], list[BenchItem]] = {}
    for source in sources:
        for subset in subsets:
            if source == "ours" and subset == "A":
                continue
            out[(source, subset)] = load_subset(
                subset, source, data if source == "public" else None, registry
            )
    return out


def item_registry(item: BenchItem, registry: Registry | None = None) -> Registry:
    """The registry an item is judged against: the base one with the item's overlay."""
    return overlay_registry(registry or load_registry(), item.meta.get("registry_overlay"))


# -- reading ---------------------------------------------------------------------------
def _read(name: str, source: Source, data: str | Path | None) -> tuple[Any, str]:
    looked: list[str] = []
    if data is not None and str(data).startswith(("http://", "https://")):
        url = str(data)
        if not url.endswith(".json"):
            url = url.rstrip("/") + "/" + name
        try:
            with urllib.request.urlopen(url, timeout=URL_TIMEOUT_S) as response:
                return json.loads(response.read().decode("utf-8")), url
        except (OSError, ValueError) as exc:
            raise ValueError(
                f"could not read {name} from {url} ({exc}); check the URL, or "
                "pass a local directory or file with --data"
            ) from exc
    candidates: list[Path] = []
    if data is not None:
        path = Path(data)
        candidates += [path] if path.suffix == ".json" else [path / name, path / "proagent" / name]
    elif source == "public":
        shared = os.environ.get(SHARED_ENV, "").strip()
        if shared:
            candidates += [Path(shared) / "proagent" / name, Path(shared) / name]
        else:
            looked.append(f"${SHARED_ENV} (unset)")
    else:
        candidates += [*ours_dirs()]
        candidates = [d / name for d in candidates]
    for path in candidates:
        looked.append(str(path))
        if path.is_file():
            try:
                return json.loads(path.read_text(encoding="utf-8")), str(path)
            except ValueError as exc:
                raise ValueError(f"{path}: not valid JSON ({exc})") from exc
    fix = (
        f"pass --data DIR|FILE|URL or set {SHARED_ENV} to the directory holding proagent/{name}"
        if source == "public"
        else "run 'python benchmarks/generate_subsets.py --seed 2026' or pass data="
    )
    raise ValueError(f"{name} not found; looked in: {', '.join(looked)}. To fix: {fix}.")


def _literal(value: Any) -> Any:
    """A dict given as JSON text or as a Python repr (as some exports store it)."""
    if not isinstance(value, str):
        return value
    for parse in (json.loads, ast.literal_eval):
        try:
            return parse(value)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            continue
    return value


def to_ir(flow: Any, registry: Registry) -> tuple[dict[str, Any] | None, bool]:
    """An IR dict from a node-format flow or an IR dict; the flag says node format."""
    flow = _literal(flow)
    if not isinstance(flow, Mapping):
        return None, False
    if "steps" in flow or "labware" in flow:
        return dict(flow), False
    if "nodes" in flow:
        imported = from_proagent(flow, registry, policy="lenient")
        return imported.workflow.model_dump(mode="json", exclude_none=True), True
    return None, False


def _item_a(e: Mapping[str, Any], k: int, src: str, source: Source, reg: Registry) -> BenchItem:
    gold = _literal(e.get("ground_truth_answer"))
    gold = gold if isinstance(gold, Mapping) else {"protocol_text": str(gold or "")}
    return BenchItem(
        subset="A",
        id=str(e.get("benchmark_id") or f"A_{k:04d}"),
        source=src,
        query=str(e.get("query", "")),
        gold_text=str(gold.get("protocol_text") or ""),
        track_volumes=False,
        meta={
            "template": e.get("template_name"),
            "template_id": e.get("template_id"),
            "domain": e.get("source_domain") or gold.get("domain"),
            "title": gold.get("title"),
            "gold_id": gold.get("id"),
        },
    )


def _item_b(e: Mapping[str, Any], k: int, src: str, source: Source, reg: Registry) -> BenchItem:
    setup = _literal(e.get("setup_state")) or {}
    available = setup.get("available_data", {}) if isinstance(setup, Mapping) else {}
    gold, nodes = to_ir(e.get("ground_truth"), reg)
    return BenchItem(
        subset="B",
        id=str(e.get("id") or f"B_{k:03d}"),
        source=src,
        query=str(e.get("instruction") or e.get("query") or ""),
        draft_text=available.get("$draft"),
        gold_workflow=gold,
        track_volumes=not nodes,
        meta={"exp_info": available.get("$exp_info"), **dict(e.get("meta") or {})},
    )


def _item_c(e: Mapping[str, Any], k: int, src: str, source: Source, reg: Registry) -> BenchItem:
    gold, nodes = to_ir(e.get("ground_truth"), reg)
    return BenchItem(
        subset="C",
        id=str(e.get("id") or f"C_{k:03d}"),
        source=src,
        query=str(e.get("query") or e.get("problem") or ""),
        gold_workflow=gold,
        track_volumes=not nodes,
        meta={"title": e.get("title"), "domain": e.get("domain"), **dict(e.get("meta") or {})},
    )


def _item_d(e: Mapping[str, Any], k: int, src: str, source: Source, reg: Registry) -> BenchItem:
    faulty, nodes = to_ir(e.get("injected_error_code"), reg)
    gold, _ = to_ir(e.get("ground_truth_fix"), reg)
    meta: dict[str, Any] = {
        "template": e.get("templateName"),
        "source": e.get("source") or e.get("sourece"),
        "error_description": e.get("error_description"),
    }
    if e.get("expected_codes"):
        meta["expected_codes"] = list(e["expected_codes"])
    if e.get("registry_overlay"):
        meta["registry_overlay"] = dict(e["registry_overlay"])
    return BenchItem(
        subset="D",
        id=str(e.get("id") or f"D_{k:03d}"),
        source=src,
        query=str(e.get("query") or ""),
        faulty_workflow=faulty,
        gold_workflow=gold,
        fault=e.get("error_type"),
        track_volumes=not nodes,
        meta=meta,
    )
