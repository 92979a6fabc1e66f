"""The base install (no extras) plans offline and verifies: LLM libraries load only when used.

Each case runs the CLI in a fresh interpreter whose import system refuses the optional
libraries, as if ``pip install bioproagent`` had been run without extras.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

OPTIONAL = (
    "langchain_core",
    "langchain",
    "openai",
    "torch",
    "transformers",
    "outlines",
    "outlines_core",
    "gguf",
    "accelerate",
    "matplotlib",
    "rouge_score",
    "ray",
)
REPO = Path(__file__).resolve().parents[1]

BLOCKING_MAIN = f"""
import importlib.abc, sys

class RefuseOptional(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {OPTIONAL!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}} (refused by the test)",
                                      name=name)
        return None

sys.meta_path.insert(0, RefuseOptional())
from bioproagent.cli import main
code = main(sys.argv[1:])
leaked = sorted({{m.split(".")[0] for m in sys.modules}} & set({OPTIONAL!r}))
if leaked:
    sys.stderr.write("LEAKED " + ",".join(leaked) + "\\n")
    code = 99
sys.exit(code)
"""


def run_without_extras(*argv: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("BIOPROAGENT_REGISTRY", None)
    return subprocess.run(
        [sys.executable, "-c", BLOCKING_MAIN, *argv],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def test_offline_plan_and_verify_need_no_optional_library(tmp_path: Path) -> None:
    """`plan` (offline) then `verify` of its result should work with every extra refused."""
    out = tmp_path / "plan.json"
    planned = run_without_extras(
        "plan", "Spin a 96-well plate at 500 x g for 60 s", "--out", str(out)
    )
    assert planned.returncode == 0, planned.stderr
    assert planned.stdout.startswith("APPROVED"), planned.stdout
    assert json.loads(out.read_text(encoding="utf-8"))["status"] == "approved"
    checked = run_without_extras("verify", str(out))
    assert checked.returncode == 0, checked.stderr
    assert checked.stdout.startswith("OK:"), checked.stdout


@pytest.mark.parametrize("spec", ["openai:gpt-4o-mini", "local"], ids=["openai", "local"])
def test_a_model_without_its_extra_is_an_install_hint_not_a_traceback(spec: str) -> None:
    """Asking for an LLM on the base install should exit 2 and name the extra to install."""
    done = run_without_extras("plan", "Spin a plate", "--model", spec)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert "pip install" in done.stderr


def test_a_wheel_ships_our_subsets_where_the_loader_looks() -> None:
    """pyproject's force-include should put benchmarks/subsets where ours_dirs() looks."""
    import tomllib

    from bioproagent.bench import loaders

    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    included = config["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    assert included["benchmarks/subsets"] == "/".join(("bioproagent", *loaders.PACKAGED_SUBSETS))
    assert sorted(p.name for p in (REPO / "benchmarks" / "subsets").glob("*.json")) == [
        "subset_b.json",
        "subset_c.json",
        "subset_d.json",
    ]


def test_installed_subsets_are_found_without_the_checkout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no benchmarks/ folder (a non-editable install), the packaged copy should load."""
    import shutil

    from bioproagent.bench import loaders

    package = tmp_path / "site-packages" / "bioproagent"
    packaged = package.joinpath(*loaders.PACKAGED_SUBSETS)
    packaged.mkdir(parents=True)
    shutil.copy(REPO / "benchmarks" / "subsets" / "subset_b.json", packaged / "subset_b.json")
    monkeypatch.setattr(loaders.resources, "files", lambda name: package)
    monkeypatch.setattr(loaders, "OURS_DIR", tmp_path / "no-checkout" / "benchmarks" / "subsets")
    assert loaders.ours_dirs() == [packaged, loaders.OURS_DIR]
    items = loaders.load_subset("B", "ours")
    assert items and all(str(packaged) in item.source for item in items)
