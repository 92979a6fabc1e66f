"""Every exception of the package sits under BioProAgentError; bioproagent.__all__ is
exactly the documented public API."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from pathlib import Path

import bioproagent
from bioproagent.errors import BioProAgentError, PatchError
from bioproagent.pointer import get
from bioproagent.rules import apply_patch

DOC = Path(__file__).resolve().parent.parent / "docs" / "errors.md"


def _missing_optional_library(exc: ImportError) -> bool:
    """Whether an import failed only because a third-party extra is not installed."""
    current: BaseException | None = exc
    while current is not None:
        name = getattr(current, "name", None)
        if isinstance(current, ModuleNotFoundError) and name:
            return not name.startswith("bioproagent")
        current = current.__cause__ or current.__context__
    return False


def _package_exceptions() -> dict[str, type[BaseException]]:
    """Every exception class defined in the package. Modules that need an extra which is
    not installed (e.g. gymnasium for WetBench on a base install) are left out; any other
    import error fails the test."""
    found: dict[str, type[BaseException]] = {}
    for info in pkgutil.walk_packages(bioproagent.__path__, "bioproagent.", onerror=lambda _: None):
        try:
            module = importlib.import_module(info.name)
        except ImportError as exc:
            if _missing_optional_library(exc):
                continue
            raise
        for name, obj in vars(module).items():
            if (
                inspect.isclass(obj)
                and issubclass(obj, BaseException)
                and obj.__module__ == module.__name__
            ):
                found[f"{module.__name__}.{name}"] = obj
    return found


def test_every_exception_derives_from_the_root() -> None:
    """It should let one `except BioProAgentError` catch everything the package raises."""
    found = _package_exceptions()
    assert "bioproagent.errors.BenchError" in found  # the walk reached errors.py
    assert [name for name, cls in found.items() if not issubclass(cls, BioProAgentError)] == []


def test_every_exception_is_defined_in_errors_and_drawn_in_the_tree() -> None:
    """It should keep one home for exceptions and one drawing of the tree."""
    found = _package_exceptions()
    assert {cls.__module__ for cls in found.values()} == {"bioproagent.errors"}
    tree = DOC.read_text(encoding="utf-8").split("```", 2)[1]
    assert {cls.__name__ for cls in found.values()} == set(
        re.findall(r"\b([A-Z]\w+Error)\b", tree)
    ) - {"ValueError"}
    assert inspect.getdoc(bioproagent.errors)
    for cls in found.values():
        assert cls.__name__ in (bioproagent.errors.__doc__ or "")


def test_exported_members_match_the_package_and_the_docs() -> None:
    """It should export every public name, nothing else, and document each one."""
    public = {
        name
        for name, value in vars(bioproagent).items()
        if not name.startswith("_") and not inspect.ismodule(value)
    }
    assert set(bioproagent.__all__) == public | {"__version__"}
    doc = DOC.read_text(encoding="utf-8")
    section = doc.split("<!-- public-api:start -->", 1)[1].split("<!-- public-api:end -->")[0]
    documented = set(re.findall(r"^\| `([\w]+)` \|", section, flags=re.M))
    assert documented == set(bioproagent.__all__)


def test_patch_and_pointer_errors_are_package_errors_and_value_errors() -> None:
    """It should raise PatchError, which both the root and ValueError catch."""
    for call in (lambda: get({}, "/missing"), lambda: apply_patch({}, [{"op": "jump"}])):
        try:
            call()
        except PatchError as exc:
            assert isinstance(exc, BioProAgentError) and isinstance(exc, ValueError)
        else:
            raise AssertionError("no PatchError raised")
