"""Benchmark loaders (public and ours) and the seeded subset generator."""

from __future__ import annotations

import functools
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from bioproagent.bench.loaders import OURS_DIR, item_registry, load_all, load_subset
from bioproagent.bench.subsetgen.faults import ALLOWED_CODES, FAULT_CODES, FAULT_KINDS
from bioproagent.bench.subsetgen.generate import FILES, write
from bioproagent.registry import load_registry
from bioproagent.rules import verify

SHARED = os.environ.get("BIOPROAGENT_SHARED_DATA", "").strip()
needs_shared = pytest.mark.skipif(
    not SHARED,
    reason="BIOPROAGENT_SHARED_DATA is unset; the public ProAgent subsets are not available",
)


@needs_shared
@pytest.mark.parametrize(
    ("subset", "count"), [("A", 160), ("B", 2), ("C", 1), ("D", 2)], ids=["A", "B", "C", "D"]
)
def test_public_counts(subset: str, count: int) -> None:
    """It should read every public item from the shared data."""
    assert len(load_subset(subset, "public")) == count


@needs_shared
def test_public_fields() -> None:
    """It should fill the fields each public subset defines."""
    a = load_subset("A")
    assert all(i.query and i.gold_text and i.meta["title"] and i.meta["domain"] for i in a)
    b = load_subset("B")
    assert all(i.draft_text is not None and i.gold_workflow and not i.track_volumes for i in b)
    c = load_subset("C")[0]
    assert c.gold_workflow and len(c.gold_workflow["steps"]) > 10
    d = load_subset("D")
    assert {i.fault for i in d} == {"INVALID_RESOURCE_ID", "PHYSICAL_CONSTRAINT_VIOLATION"}
    assert all(i.faulty_workflow and i.gold_workflow for i in d)


@needs_shared
def test_public_repr_ground_truth(tmp_path: Path) -> None:
    """It should read a ground truth stored as a Python repr string."""
    import json

    src = Path(SHARED) / "proagent" / "ProAgent-SubsetA.json"
    items = json.loads(src.read_text(encoding="utf-8"))[:2]
    expected = items[0]["ground_truth_answer"]["protocol_text"]
    items[0]["ground_truth_answer"] = repr(items[0]["ground_truth_answer"])
    path = tmp_path / "a.json"
    path.write_text(json.dumps(items), encoding="utf-8")
    loaded = load_subset("A", data=path)
    assert loaded[0].gold_text == expected
    assert loaded[0].meta["title"]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    (tmp_path / "ProAgent-SubsetC.json").write_bytes((OURS_DIR / "subset_c.json").read_bytes())
    handler = functools.partial(_QuietHandler, directory=str(tmp_path))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        return


@pytest.mark.parametrize("suffix", ["", "/ProAgent-SubsetC.json"], ids=["dir", "file"])
def test_url_load(server: str, suffix: str) -> None:
    """It should read a subset over http from a directory URL or a file URL."""
    items = load_subset("C", "public", server + suffix)
    assert len(items) == 10 and all(i.gold_workflow for i in items)


@pytest.mark.parametrize("data", ["missing_dir", "http://127.0.0.1:9/nothing"], ids=["path", "url"])
def test_missing_data_names_where_it_looked(tmp_path: Path, data: str) -> None:
    """It should raise a ValueError saying where it looked and how to fix it."""
    target = str(tmp_path / data) if not data.startswith("http") else data
    with pytest.raises(ValueError, match=r"ProAgent-SubsetB\.json") as err:
        load_subset("B", "public", target)
    assert "--data" in str(err.value)


def test_missing_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """It should name the unset environment variable when nothing else is given."""
    monkeypatch.delenv("BIOPROAGENT_SHARED_DATA", raising=False)
    with pytest.raises(ValueError, match="BIOPROAGENT_SHARED_DATA"):
        load_subset("A")


@pytest.fixture(scope="module")
def ours() -> dict:
    return load_all(sources=("ours",))


def test_our_sizes(ours: dict) -> None:
    """It should ship subsets of the promised sizes and spread."""
    b, c, d = ours[("ours", "B")], ours[("ours", "C")], ours[("ours", "D")]
    assert len(b) >= 40
    assert len({s["device"] for i in b for s in i.gold_workflow["steps"]}) >= 15
    categories = {s["category"] for i in b for s in i.gold_workflow["steps"]}
    assert categories == {i.category for i in load_registry().instruments.values()}
    assert all(i.draft_text and i.draft_text.count("\n") >= 3 for i in b)
    assert len(c) >= 9
    assert sum(len(i.gold_workflow["steps"]) for i in c) / len(c) >= 60
    assert len(d) >= 200 and {i.fault for i in d} == set(FAULT_KINDS)


@pytest.mark.parametrize("subset", ["B", "C", "D"])
def test_our_golds_verify_clean(ours: dict, subset: str) -> None:
    """It should ship only gold workflows without a single violation (volumes tracked)."""
    registry = load_registry()
    for item in ours[("ours", subset)]:
        assert item.track_volumes
        report = verify(item.gold_workflow, item_registry(item, registry))
        assert report.ok, (item.id, report.codes())


@pytest.mark.parametrize("kind", FAULT_KINDS)
def test_our_faults_raise_their_kind(ours: dict, kind: str) -> None:
    """It should make every injected workflow fail with a violation of its fault kind."""
    registry = load_registry()
    items = [i for i in ours[("ours", "D")] if i.fault == kind]
    assert len(items) >= 25
    for item in items:
        codes = set(verify(item.faulty_workflow, item_registry(item, registry)).codes())
        assert codes & FAULT_CODES[kind] and codes <= ALLOWED_CODES[kind], (item.id, codes)
        assert item.faulty_workflow != item.gold_workflow


def test_unavailable_needs_the_overlay(ours: dict) -> None:
    """It should carry the maintenance status in the item, not in the built-in registry."""
    items = [i for i in ours[("ours", "D")] if i.fault == "device_unavailable"]
    assert all(i.meta["registry_overlay"]["instrument_status"] for i in items)
    assert verify(items[0].faulty_workflow, load_registry()).ok


def test_generator_is_deterministic(tmp_path: Path) -> None:
    """It should reproduce the committed files byte for byte from the same seed."""
    write(tmp_path, 2026)
    for name in FILES:
        assert (tmp_path / name).read_bytes() == (OURS_DIR / name).read_bytes(), name
